// Runs autoconsent's in-page script (`run`: the report filter, then the bundle) in a document
// that may show a consent banner, and not in the two kinds of document that never do:
// - a page's blank start (the main frame's `about:blank`: every page opened for a visit,
//   and the context pool's holder page, before it navigates, if ever);
// - Chromium's error page (`chrome-error://`), which a frame whose request the crawl refused
//   (an ad's iframe) or that failed shows.
// In those, the script only started, asked comspider for its rules (an `init` round trip
// through the driver, answered with about 165 KB of rules) and searched an empty document
// for a platform, again on each mutation, until its retries ran out. Frames at `about:blank`
// (a script may write a banner into one) still get it, as every http(s) document does.
// `run` is a plain function expression: the engine compiles its body only when it is called.
(run) => {
  const skipped = location.protocol === 'chrome-error:' ||
    (window === window.top && location.href === 'about:blank');
  if (!skipped) run();
}
