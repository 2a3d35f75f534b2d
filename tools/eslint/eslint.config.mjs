// ESLint for the scripts comspider runs in pages (comspider/<package>/js/): each file is
// one function expression evaluated by Playwright; the helpers of js/lib/ name what they
// define in /* exported */ comments and the scripts that use them in /* global */
// comments (comspider/page_scripts.py joins them the same way).
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["**/autoconsent_bundle/**"] },
  js.configs.recommended,
  {
    files: ["comspider/**/js/**/*.js"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "script",
      globals: { ...globals.browser },
    },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      // a page may throw anything: the scripts swallow it on purpose, with a comment
      "no-empty": ["error", { allowEmptyCatch: true }],
      "no-unused-vars": ["error", { args: "none", caughtErrors: "none" }],
      eqeqeq: ["error", "always"],
      "no-var": "error",
      "prefer-const": "error",
    },
  },
];
