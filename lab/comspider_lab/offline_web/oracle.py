"""A browser that knows every outlet's recipe: the check that the offline web's pages,
scripts and truth agree.

For each article it opens the page in Chromium (a fresh context, so consent banners show),
accepts the consent, reveals the comments the way the outlet needs (scroll, click, click in
the iframe, follow the comments link), presses "load more" and the reply toggles until
done, then reads every comment's text and author from the DOM with selectors written here
(never in the markup). Its output has the shape of a crawl (CommentItem and VisitItem
dicts), so ``comspider_lab.evaluation.offline_web.score_crawl`` scores it; anything short of
F1 = 1.0 is a bug in the offline web.
"""

from __future__ import annotations

import asyncio
import json
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, TypedDict

from comspider.clock import ManualClock
from comspider.page_scripts import script


@dataclass(frozen=True)
class Recipe:
    comment: str  # CSS of one comment element
    text: str  # CSS (relative, :scope) of its body
    author: str  # CSS (relative) of its author
    open: str = "static"  # static | scroll | click | click_frame | follow
    target: str = ""  # what to click / follow
    frame: str = ""  # CSS of the iframe holding the comments
    consent: str = ""  # CSS of the accept button
    consent_frame: str = ""  # CSS of the iframe holding the accept button
    more: str = ""  # CSS of the "load more" button
    toggles: str = ""  # CSS of collapsed reply toggles
    ready: str = ""  # CSS that appears once comments (or their absence) rendered
    shadow: str = ""  # CSS of the host whose shadow root holds the comments
    scope: str = ""  # CSS of the element whose comments are the page's (an article stream)
    thread: str = ""  # CSS of a thread whose first comment is the parent of the others
    pages: str = ""  # CSS of the links to the thread's further comment pages
    extra: dict = field(default_factory=dict)


class _Locators(TypedDict):
    comment: str
    text: str
    author: str
    more: str
    ready: str


TALKWELL: _Locators = {
    "comment": ".tw-comment",
    "text": ":scope > .tw-comment__main > .tw-comment__text",
    "author": ":scope > .tw-comment__main > .tw-comment__meta .tw-comment__author",
    "more": "[data-tw-action=more]",
    "ready": ".tw-comment, .tw-empty",
}

RECIPES: dict[str, Recipe] = {
    "ledger": Recipe(
        "li.ldg-comment", ":scope > article > .ldg-comment__body", ":scope > article .ldg-comment__author"
    ),
    # The old design's markup: the frozen clock of the oracle and the dataset is the web's anchor,
    # before the redesign (world.redesign_after).
    "harbour": Recipe(
        "li.hg-comment", ":scope > .hg-comment__text", ":scope > .hg-comment__head .hg-comment__author"
    ),
    "bayview": Recipe(
        "[data-testid=comment]",
        ":scope > [data-testid=comment-body]",
        ":scope > [data-testid=comment-header] [data-testid=comment-author]",
        open="click",
        target="[data-testid=comments-button]",
        more="[data-testid=load-more-comments]",
        ready="[data-testid=comments-list]",
    ),
    "rheinischer": Recipe(
        ".kommentar",
        ":scope > .kommentar__text",
        ":scope > .kommentar__kopf .kommentar__autor",
        open="click",
        target=".js-kommentare-laden",
        consent="#onetrust-accept-btn-handler",
        ready=".kommentar-liste, .kommentare__leer",
    ),
    "alpen": Recipe(
        "ar-posting",
        ":scope > .posting--content",
        ":scope > .posting--header .posting--user",
        open="scroll",
        more=".postings-more",
        toggles=".posting--toggle-replies[aria-expanded=false]",
        ready=".postings-container[data-state=loaded]",
    ),
    "quotidien": Recipe(
        "li.commentaire",
        ":scope > .commentaire__texte",
        ":scope > .commentaire__entete .commentaire__auteur",
        open="click",
        target="[data-qr-action=ouvrir-commentaires]",
        consent="#didomi-notice-agree-button",
        ready=".fil-commentaires, .fil-commentaires__vide",
    ),
    "faro": Recipe(
        "article.fd-c-comentario",
        ":scope > .fd-c-comentario__cuerpo",
        ":scope > header .fd-c-comentario__usuario",
        open="click",
        target="span[aria-label='Abrir comentarios']",
        consent=".sp_choice_type_11",
        consent_frame="iframe[id^=sp_message_iframe]",
        ready=".fd-c-comentario, .fd-c-comentarios__vacio",
    ),
    "corriere": Recipe(
        ".commento",
        ":scope > .commento-testo",
        ":scope > .commento-intestazione .commento-autore",
        open="click",
        target="a[href='#commenti']",
        ready=".lista-commenti, .nessun-commento",
    ),
    "tejo": Recipe(
        "article.Comment",
        ":scope > .Comment-content",
        ":scope > .Comment-author .Comment-name",
        open="follow",
        target="a[href$='/comentarios']",
    ),
    "delta": Recipe(
        open="click_frame", target="[data-tw-action=load]", frame="iframe#reacties-frame", **TALKWELL
    ),
    "toto": Recipe(
        "li.cmt-item",
        ":scope > .cmt-body",
        ":scope > .cmt-head .cmt-name",
        open="click",
        target="a.cmt-open",
        ready=".cmt-list",
    ),
    "sabah": Recipe(
        ".comment-box",
        ":scope > .comment-text",
        ":scope > .comment-head .commenter-name",
        more="#load-more-comments",
    ),
    "vestnik": Recipe(
        ".b-comment",
        ":scope > .b-comment__text",
        ":scope > .b-comment__head .b-comment__author",
        ready=".b-comment, .b-comments__empty",
    ),
    "pinewood": Recipe(open="scroll", frame="#talkwell-thread iframe", **TALKWELL),
    "coastline": Recipe("li.no-comments-here", ":scope > p", ":scope > span"),
    "dorfblatt": Recipe(
        "ol.kommentarliste:not(.kommentarliste--top) li.kommentar[data-id]",
        ":scope > .kommentar__inhalt > .kommentar__text",
        ":scope > .kommentar__inhalt .kommentar__autor",
    ),
    # the real web's hard cases (issue 13)
    "kestrel": Recipe(
        "li.kp-comment",
        ":scope > .kp-text",
        ":scope > .kp-head .kp-author",
        shadow="kp-discussion",
        more=".kp-more:not([hidden])",
        ready=".kp-comment, .kp-list",
    ),
    "helvetia": Recipe(
        "li.hh-beitrag",
        ":scope > .hh-text",
        ":scope > .hh-kopf .hh-name",
        open="click",
        target="button.hh-oeffnen",
        shadow="hh-forum",
        ready=".hh-list",
    ),
    "shannon": Recipe(
        "li.sd-post",
        ":scope > .sd-post__body > .sd-post__message",
        ":scope > .sd-post__body .sd-post__author",
        more=".sd-load-more",
        toggles=".sd-show-replies",
        ready=".sd-posts",
    ),
    "riverside": Recipe(
        "li.comment",
        ":scope > article > .comment-content",
        ":scope > article .comment-author .fn",
        pages=".comments-pagination a.page-numbers",
        ready="#comments",
    ),
    "cerrado": Recipe(
        "li.comentario",
        ":scope > .comentario__texto",
        ":scope > .comentario__topo .comentario__autor",
        open="click",
        target=".fluxo > .materia .js-comentarios",
        scope=".fluxo > .materia",
        ready=".comentarios__lista, .comentarios__vazio",
    ),
    "minho": Recipe(
        "li.pl-comment",
        ":scope > .pl-body",
        ":scope > .pl-who .pl-name",
        open="click",
        target="button[data-parlo-open]",
        frame="iframe[name^=parlo-]",
        more=".pl-more:not([hidden])",
        toggles=".pl-show-replies",
        ready=".pl-list",
    ),
    "courrier": Recipe(
        ".reaction",
        ":scope > .reaction__texte",
        ":scope > .reaction__entete .reaction__pseudo",
        open="click",
        target=".c-reactions__btn",
        thread=".reaction-fil",
        ready=".c-reactions__fil .reaction, .c-reactions__vide",
    ),
    "seeblatt": Recipe(
        ".sbk-eintrag",
        ":scope > .sbk-text",
        ":scope > .sbk-kopf .sbk-name",
        open="scroll",
        ready=".sbk-liste",
    ),
}

_EXTRACT = """([commentSel, textSel, authorSel, shadow, scope, threadSel]) => {
  const norm = s => (s || "").replace(/\\s+/g, " ").trim();
  let root = document;
  if (shadow) root = document.querySelector(shadow).shadowRoot;
  else if (scope) root = document.querySelector(scope);
  const key = (el) => el.id || el.getAttribute("data-tw-id") || el.getAttribute("data-id") ||
    el.getAttribute("data-pl-id");
  const all = Array.from(root.querySelectorAll(commentSel));
  return all.map((el, i) => {
    const body = el.querySelector(textSel);
    const author = el.querySelector(authorSel);
    let parent = el.parentElement ? el.parentElement.closest(commentSel) : null;
    if (!parent && threadSel && el.closest(threadSel)) {
      const first = el.closest(threadSel).querySelector(commentSel);
      parent = first !== el ? first : null;
    }
    return {
      comment_id: key(el) || String(i),
      parent_id: parent ? key(parent) : null,
      text: norm(body ? body.textContent : ""),
      author: norm(author ? author.textContent : ""),
      position: i,
    };
  });
}"""


async def _entry(frame: Any, true_entry: str | None, css: str) -> str:
    """The truth's XPath when it names, in the live DOM, the element the recipe clicks."""
    if not true_entry:
        return f"mismatch:{css}"
    element = await frame.evaluate_handle(_ELEMENT_AT, true_entry)  # the crawler's XPath helper
    try:
        if await frame.evaluate(_SAME, [element, css]):
            return true_entry
    finally:
        await element.dispose()
    return f"mismatch:{css}"


async def _scroll_to_bottom(page: Any) -> None:
    for _ in range(40):
        at_end = await page.evaluate(
            "() => { window.scrollBy(0, window.innerHeight * 0.9);"
            " return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2; }"
        )
        await page.wait_for_timeout(120)
        if at_end:
            break


_ELEMENT_AT = script("comspider.interaction", "element_at.js")
_SAME = """([byXpath, css]) => {
  // the first element the CSS selects, open shadow roots included (as Playwright's CSS)
  const deep = (root) => {
    const hit = root.querySelector(css);
    if (hit) return hit;
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) { const inner = deep(el.shadowRoot); if (inner) return inner; }
    }
    return null;
  };
  return byXpath !== null && byXpath === deep(document);
}"""


async def visit(
    context: Any, url: str, recipe: Recipe, expect: int, reachable: bool = True, true_entry: str | None = None
) -> tuple[list[dict], dict]:
    page = await context.new_page()
    page.on("dialog", lambda d: asyncio.ensure_future(d.dismiss()))
    started = time.monotonic()
    clicks = 0
    entry: str | None = "static"
    try:
        await page.goto(url, wait_until="load")
        if recipe.consent:
            scope = page.frame_locator(recipe.consent_frame) if recipe.consent_frame else page
            await scope.locator(recipe.consent).click(timeout=20000)
        if not reachable:
            recipe = Recipe(recipe.comment, recipe.text, recipe.author)
            entry = None
        elif recipe.open == "scroll":
            entry = "scroll"
            await _scroll_to_bottom(page)
        elif recipe.open == "click":
            entry = await _entry(page.main_frame, true_entry, recipe.target)
            await page.locator(recipe.target).first.click(timeout=20000)
            clicks += 1
        elif recipe.open == "follow":
            entry = await _entry(page.main_frame, true_entry, recipe.target)
            href = await page.locator(recipe.target).first.get_attribute("href")
            await page.goto(
                page.url.split("/", 3)[0] + "//" + page.url.split("/", 3)[2] + href, wait_until="load"
            )
            clicks += 1
        if recipe.frame and reachable:
            await page.wait_for_selector(recipe.frame, state="attached", timeout=15000)
            frame = await (await page.query_selector(recipe.frame)).content_frame()
            # its scripts must have run before a click inside can do anything
            await frame.wait_for_function(
                "() => location.protocol.startsWith('http') && document.readyState === 'complete'"
            )
        else:
            frame = page.main_frame
        if recipe.open == "click_frame":
            entry = await _entry(frame, true_entry, recipe.target)
            await frame.locator(recipe.target).click(timeout=20000)
            clicks += 1
        if expect:
            await frame.wait_for_selector(recipe.comment, state="attached", timeout=15000)
        elif recipe.ready:
            await frame.wait_for_selector(recipe.ready, state="attached", timeout=15000)
        for _ in range(30):
            if not recipe.more:
                break
            button = frame.locator(recipe.more)
            if not await button.count():
                break
            before = await frame.locator(recipe.comment).count()
            await button.first.click(timeout=20000)
            clicks += 1
            for _ in range(50):
                await frame.wait_for_timeout(100)
                if await frame.locator(recipe.comment).count() > before:
                    break
        for _ in range(10):  # reply toggles, synchronous or fetching their replies
            if not recipe.toggles or not await frame.locator(recipe.toggles).count():
                break
            clicks += await frame.evaluate(
                "(sel) => { const t = document.querySelectorAll(sel); t.forEach(b => b.click()); return t.length; }",
                recipe.toggles,
            )
            for _ in range(150):
                await frame.wait_for_timeout(100)
                if not await frame.locator(recipe.toggles + ":not([disabled])").count():
                    break
            for _ in range(100):  # the ones that fetch are gone once their replies are in
                if not await frame.locator(recipe.toggles + "[disabled]").count():
                    break
                await frame.wait_for_timeout(100)
        args = [recipe.comment, recipe.text, recipe.author, recipe.shadow, recipe.scope, recipe.thread]
        rows = await frame.evaluate(_EXTRACT, args)
        if recipe.pages:  # the thread's other comment pages
            hrefs = await page.eval_on_selector_all(recipe.pages, "(els) => els.map((a) => a.href)")
            here = page.url.split("#")[0]
            for href in dict.fromkeys(h.split("#")[0] for h in hrefs):
                if href == here:
                    continue
                await page.goto(href, wait_until="load")
                clicks += 1
                known = {r["comment_id"] for r in rows}
                rows += [r for r in await frame.evaluate(_EXTRACT, args) if r["comment_id"] not in known]
        outcome, reason = ("comments_found" if rows else "no_comments"), None
    except Exception as exc:  # noqa: BLE001 - recorded as the visit's outcome
        rows, outcome, reason = [], "error", f"{type(exc).__name__}: {str(exc).splitlines()[0][:200]}"
    finally:
        await page.close()
    visit_row = {
        "url": url,
        "visit": 1,
        "outcome": outcome,
        "reason": reason,
        "clicks": clicks,
        "clickables": clicks,
        "comments": len(rows),
        "entry_point": entry,
        "seconds": round(time.monotonic() - started, 3),
    }
    return [dict(r, article_url=url) for r in rows], visit_row


async def _crawl(web: Any, truth: dict, concurrency: int) -> tuple[list[dict], list[dict]]:
    from playwright.async_api import async_playwright

    from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium
    from comspider.browser.handler import OPEN_SHADOW_ROOTS

    comments: list[dict] = []
    visits: list[dict] = []
    sem = asyncio.Semaphore(concurrency)
    async with async_playwright() as pw:
        browser = await pw.chromium.launch(executable_path=find_chromium(), args=CHROMIUM_ARGS, headless=True)

        async def one(art: dict) -> None:
            async with sem:
                context = await browser.new_context(viewport={"width": 1280, "height": 900})
                await context.add_init_script(OPEN_SHADOW_ROOTS)  # a closed widget's root too
                try:
                    found, row = await visit(
                        context,
                        art["url"],
                        RECIPES[art["outlet"]],
                        len(art["comments"]),
                        art["entry_point"] is not None,
                        art["entry_point"],
                    )
                finally:
                    await context.close()
                comments.extend(found)
                visits.append(row)

        await asyncio.gather(*(one(a) for a in truth["articles"]))
        await browser.close()
    return comments, visits


def run_oracle(
    seed: int = 0, concurrency: int = 4, out: str | None = None, when: datetime | None = None
) -> tuple[dict, list[dict], list[dict]]:
    """Serve the web on a frozen clock, crawl it with the recipes, return (truth, comments, visits)."""
    from comspider_lab.offline_web import OfflineWeb

    clock = ManualClock(when or datetime(2026, 3, 2, 9, 0, tzinfo=UTC))
    with OfflineWeb(clock=clock, seed=seed) as web:
        truth = web.truth()
        comments, visits = asyncio.run(_crawl(web, truth, concurrency))
    if out:
        folder = Path(out)
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "truth.json").write_text(json.dumps(truth, ensure_ascii=False), encoding="utf-8")
        for name, rows in (("comments.jsonl", comments), ("visits.jsonl", visits)):
            with (folder / name).open("w", encoding="utf-8") as fh:
                for row in rows:
                    fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    return truth, comments, visits
