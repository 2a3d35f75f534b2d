"""The JavaScript that runs in pages lives in .js files: no script in a Python string, every
script file loads with the library helpers it names, and each loaded script compiles."""

from __future__ import annotations

import ast
import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

import comspider
from comspider import page_scripts

PACKAGE = Path(comspider.__file__).parent
# What a script looks like: an arrow or a function, a DOM global, a declaration.
LOOKS_LIKE_JS = re.compile(r"=>|\bfunction\s*\w*\s*\(|\b(?:document|window)\.\w|\b(?:const|let)\s+\w+\s*=")
# The loader itself joins a script with its helpers: that glue is no script of its own.
GLUE = {"page_scripts.py"}


def _script_files() -> list[tuple[str, str]]:
    """(package, file name under js/) of every script (the library's helpers excluded)."""
    return [(f"comspider.{path.parent.parent.name}", path.name) for path in sorted(PACKAGE.glob("*/js/*.js"))]


def test_no_javascript_in_python_strings() -> None:
    found = []
    for path in PACKAGE.rglob("*.py"):
        if path.name in GLUE:
            continue
        tree = ast.parse(path.read_text("utf-8"))
        docstrings = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        found += [
            f"{path.relative_to(PACKAGE)}:{node.lineno} {node.value[:60]!r}"
            for node in ast.walk(tree)
            if isinstance(node, ast.Constant)
            and isinstance(node.value, str)
            and id(node) not in docstrings
            and LOOKS_LIKE_JS.search(node.value)
        ]
    assert not found, "JavaScript belongs in a .js file (comspider/page_scripts.py):\n" + "\n".join(found)


def test_the_check_would_see_a_script_in_a_string() -> None:
    assert LOOKS_LIKE_JS.search("(el) => el.click()")
    assert LOOKS_LIKE_JS.search("() => { const n = document.body; }")
    assert not LOOKS_LIKE_JS.search("comspider/browser/pages")


def test_every_script_loads_with_its_helpers() -> None:
    scripts = _script_files()
    assert len(scripts) >= 30, scripts
    for package, name in scripts:
        source = page_scripts.script(package, name)
        for helper in re.findall(r"/\*\s*global\s+([^*]*)\*/", source):
            for used in (n.strip() for n in helper.split(",")):
                assert re.search(rf"\b(function|const)\s+{used}\b", source), (name, used)


def test_every_library_helper_is_defined_where_it_says() -> None:
    for lib in sorted(PACKAGE.glob("*/js/lib/*.js")):
        text = lib.read_text("utf-8")
        exported = re.search(r"/\*\s*exported\s+([^*]*)\*/", text)
        assert exported, lib
        for name in (n.strip() for n in exported.group(1).split(",")):
            assert re.search(rf"^(function|const)\s+{name}\b", text, re.M), (lib.name, name)


def test_an_unknown_helper_is_an_error() -> None:
    with pytest.raises(LookupError):
        page_scripts._needed("comspider.interaction", "/* global noSuchHelper */\n() => noSuchHelper()")


@pytest.mark.skipif(shutil.which("node") is None, reason="node (installed with npm by make setup) missing")
def test_every_loaded_script_compiles() -> None:
    # a function expression each; an init script is a statement (the function called)
    sources = {
        name: "return (" + page_scripts.script(package, name) + ")" for package, name in _script_files()
    }
    for name in ("network_hook.js", "listener_hook.js", "open_shadow_roots.js"):
        sources[f"{name} (init)"] = page_scripts.init_script("comspider.browser", name)
    sources["popup_guard.js (init)"] = page_scripts.init_script("comspider.browser", "popup_guard.js", 3)
    check = (
        "const s = JSON.parse(require('fs').readFileSync(0, 'utf8')); const bad = [];"
        "for (const [k, v] of Object.entries(s)) { try { new Function(v); }"
        " catch (e) { bad.push(k + ': ' + e.message); } } console.log(JSON.stringify(bad));"
    )
    out = subprocess.run(
        ["node", "-e", check],
        input=json.dumps(sources),
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    assert json.loads(out.stdout) == []
