"""Check a set's pages in Chromium before any crawl: after each case's reveal (its ``check_steps``, as a
person would do it), every expected author and text must be in the page's text, shadow roots (closed
ones too) and frames included; no script error. Also lists the markup attributes that say "comment".
A ``snap`` step keeps the text shown at that moment (set K: numbered pages of comments, each page
showing only its own), so that the expected comments may be spread over the pages a person visits.

    python -m comspider_lab.blind check --set c [--cases a,b]
"""

from __future__ import annotations

import re
from typing import Any

from comspider_lab.blind.model import Case
from comspider_lab.blind.services import Stack

CHROMIUM = "/usr/lib/chromium/chromium"
_SKIP = {"SCRIPT", "STYLE", "NOSCRIPT", "TEMPLATE"}
_COMMENT_ATTR = re.compile(r"""\s([\w:-]+)\s*=\s*["']?([^"'>]*comment[^"'>]*)""", re.IGNORECASE)


def _norm(text: str) -> str:
    return " ".join(text.split())


def _texts(node: dict[str, Any], out: list[str], skip: bool = False) -> None:
    """Every text node of a CDP DOM tree (DOM.getDocument with pierce: shadow roots and frames)."""
    if node.get("nodeType") == 3 and not skip:
        out.append(node.get("nodeValue", ""))
    skip = skip or node.get("nodeName") in _SKIP
    for key in ("children", "shadowRoots"):
        for child in node.get(key) or []:
            _texts(child, out, skip and key == "children")
    if node.get("contentDocument"):
        _texts(node["contentDocument"], out)


def page_text(page: Any) -> str:
    cdp = page.context.new_cdp_session(page)
    doc = cdp.send("DOM.getDocument", {"depth": -1, "pierce": True})
    cdp.detach()
    out: list[str] = []
    _texts(doc["root"], out)
    return _norm(" ".join(out))


def comment_attributes(case: Case) -> list[str]:
    found: list[str] = []
    for text in [case.html, *case.files.values()]:
        found += [f"{m.group(1)}={m.group(2)[:40]}" for m in _COMMENT_ATTR.finditer(text)]
    return sorted(set(found))


def check(set_name: str, only: list[str] | None = None) -> int:
    from playwright.sync_api import sync_playwright

    failures = 0
    with Stack(set_name=set_name) as stack, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for case in stack.cases:
            if only and case.id not in only:
                continue
            page = browser.new_page(viewport={"width": 1280, "height": 900})
            errors: list[str] = []

            def on_error(exc: Any, errors: list[str] = errors) -> None:
                errors.append(str(exc))

            def on_response(resp: Any, errors: list[str] = errors) -> None:
                if resp.status >= 400:
                    errors.append(f"HTTP {resp.status} {resp.url}")

            page.on("pageerror", on_error)
            page.on("response", on_response)
            try:
                page.goto(stack.url(case), wait_until="load")
                page.wait_for_timeout(500)
                snaps: list[str] = []
                for step in case.check_steps:
                    kind, _, arg = step.partition(":")
                    if kind == "snap":
                        snaps.append(page_text(page))
                    elif kind == "click":
                        page.click(arg)
                    elif kind == "goto":
                        page.goto(stack.base(case.server) + arg, wait_until="load")
                    elif kind == "scroll":
                        page.mouse.wheel(0, 20000)
                    elif kind == "wait":
                        page.wait_for_timeout(int(arg))
                page.wait_for_timeout(300)
                text = " ".join([*snaps, page_text(page)])
                missing = [
                    f"{i}:{part[:30]}"
                    for i, c in enumerate(case.comments)
                    for part in (c.author, c.text)
                    if _norm(part) not in text
                ]
                title_ok = case.kind == "lookalike" or bool(case.comments)
                ok = not missing and not errors and title_ok
                failures += not ok
                attrs = comment_attributes(case)
                print(
                    f"{'ok  ' if ok else 'FAIL'} {case.id:34} {len(case.comments)} expected, "
                    f"{len(text):6} chars of text"
                    + (f"; missing {missing}" if missing else "")
                    + (f"; errors {errors[:3]}" if errors else "")
                    + (f"; 'comment' in {len(attrs)} attributes" if attrs else ""),
                    flush=True,
                )
            finally:
                page.close()
        browser.close()
    print(f"{failures} failing")
    return failures
