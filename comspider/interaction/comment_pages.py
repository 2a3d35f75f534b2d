"""Whole threads across pages: the further pages of an article's comments.

WordPress splits a thread into ``comment-page-N`` pages (or ``?cpage=N``) with "Older
comments" / "Newer comments" links; other sites number their comment pages in a pager
under the thread. Once a document shows comments, :func:`comment_page_links` finds the
links to its other comment pages:

- a link whose URL names a comment page (``/comment-page-3/``, ``?cpage=3``,
  ``?comment-page=3``, ``?commentpage=3``, ``?comments_page=3``) on the same origin;
- a link in a comment pager (an element, or one of its ancestors, named after comments
  and after navigation/pagination: ``comment-navigation``, ``comments-pagination``,
  ``nav`` inside ``#comments``) whose label is "older/newer/next/previous (comments)",
  an arrow or a page number;
- a link right after the comment section (the region "load more" is searched in) with
  such a label, to the same path with another query or to a path under the article's;
- a link among the comments that continues a deep branch on a page of its own
  ("Continue this thread →", "Continuer ce fil →"), to a path that goes on from the
  post's (:func:`continues`).

Never the document itself, another origin, or an article link ("Next article" goes to
another path). Every page read belongs to the discussion the visit found
(:func:`same_discussion`): the same post as the document that showed the comments (its
path, without ``/comment-page-N/`` or an ``index`` file, or a path under it; the query
that names the post, such as WordPress's ``?p=123``, unchanged), never a "Recent
comments" link into another post's comment pages, nor a page that redirects elsewhere,
nor the same page in another order ("Newest first": :func:`reorders`). :meth:`CommentPages.read` then opens each in a tab of the page's context
(the cookies and the consent hold), lets it settle, asks the detector, expands it ("load
more", replies), snapshots it (kind ``comment_page``), and follows that page's own links:
every page of the thread is read once, in the order the pager leads, until none is left
or a bound is reached (``COMSPIDER_COMMENT_PAGES_MAX`` pages, the page budget), which the
visit then reports as its truncation. The pipelines extract every snapshot and keep each
comment once, for the article's URL.
"""

from __future__ import annotations

import logging
import re
import time
from dataclasses import dataclass, field
from typing import Protocol
from urllib.parse import parse_qsl, urlsplit, urlunsplit

from playwright.async_api import Frame, Page

from comspider.interaction.detect import DocHits
from comspider.interaction.page_snapshots import frame_path, page_snapshots
from comspider.interaction.settle import arm, settle, wait_for_load
from comspider.interaction.shadow import document_html
from comspider.page_scripts import js_regex, script
from comspider.snapshots import Snapshot

logger = logging.getLogger(__name__)

# The links to further comment pages, the in-page pager's controls, and a click on one
# (js/lib/pager.js holds the URL and label patterns of comment pages).
_LINKS_JS = script("comspider.interaction", "comment_page_links.js")
_CONTROLS_JS = script("comspider.interaction", "pager_controls.js")
_CLICK_JS = script("comspider.interaction", "click_at.js")


# The query parameters that number comment pages, and those that only track a visit (they
# say nothing about which post a URL is).
_PAGE_PARAMS = re.compile(r"^(?:cpage|comments?[-_]?page|commentpage)$", re.I)
_TRACKING_PARAMS = re.compile(
    r"^(?:utm_\w+|fbclid|gclid|dclid|msclkid|mc_\w+|ref|ref_src|referrer|src|source|from|cmp|cmpid|"
    r"ito|ocid|smid|partner|amp|output|share|at_\w+|wt_\w+)$",
    re.I,
)
_COMMENT_PAGE_PATH = re.compile(r"/comment-page-\d+/?$", re.I)
_INDEX_FILE = re.compile(r"/index\.(?:s?html?|php|aspx?|jsp)$", re.I)


def _post_path(path: str) -> str:
    """The path of the post a URL path shows: without ``/comment-page-N/``, an index file
    or a trailing slash."""
    path = _COMMENT_PAGE_PATH.sub("", path or "")
    path = _INDEX_FILE.sub("", path)
    return path.rstrip("/")


#: A numbered page of a post written beside it rather than under it
#: (``story-45871.html`` -> ``story-45871-seite-2.html``, ``story-2.html``, ``story_p2.html``,
#: ``story-kommentare-seite-2``): a separator, a page word (or none, after a file name with
#: its extension), the page's number, and the post's own extension; and a word for comments
#: (:data:`_COMMENTS_SLUG`): the post's discussion on a page of its own beside it
#: (``story-comments``, numbered ``story-comments-2``), or before a page suffix.
#: js/lib/pager.js's patterns, one source.
_PAGER_JS = script("comspider.interaction", "lib/pager.js")
_PAGE_SUFFIX = js_regex(_PAGER_JS, "PAGE_SUFFIX")
_COMMENTS_SLUG = js_regex(_PAGER_JS, "COMMENTS_SLUG")
_EXTENSION = js_regex(_PAGER_JS, "PATH_EXTENSION")


def _split_extension(path: str) -> tuple[str, str]:
    """A path without its file extension, and the extension (lower case; "" without one)."""
    ext = _EXTENSION.search(path)
    return (path[: ext.start()], ext.group(0).lower()) if ext else (path, "")


def _numbered_beside(post: str, other: str) -> bool:
    """Whether the path ``other`` is a page of the post at ``post`` written beside it: its
    comments page (:data:`_COMMENTS_SLUG`) or a numbered page (:data:`_PAGE_SUFFIX`) of the
    post or of that comments page, with the same extension."""
    (stem, ext), (stem_other, ext_other) = _split_extension(post), _split_extension(other)
    own = _COMMENTS_SLUG.search(stem)  # the post's own comments page: its base is the post's
    base = stem[: own.start()] if own else stem
    if ext != ext_other or not base.rsplit("/", 1)[-1]:
        return False
    slug = _COMMENTS_SLUG.search(stem_other)
    if slug is not None and stem_other[: slug.start()] == base:
        return True
    suffix = _PAGE_SUFFIX.search(stem_other)
    if suffix is None:
        return False
    head = stem_other[: suffix.start()]
    slug = _COMMENTS_SLUG.search(head)  # the comments word before the page's ("-kommentare-seite-2")
    if slug is not None:
        return head[: slug.start()] in (stem, base)
    if head not in (stem, base):
        return False
    # a slug without an extension numbered bare is another post's (WordPress's "fire-2"
    # beside "fire"): only a page word, a comments word or the comments page's own
    # numbering ("story-comments-2" of "story-comments") says it is a page of this one
    return bool(ext) or (own is not None and head == stem) or not suffix.group(0)[1:].isdigit()


def _untracked(query: str) -> dict[str, str]:
    """A query's parameters but the trackers."""
    return {k: v for k, v in parse_qsl(query, keep_blank_values=True) if not _TRACKING_PARAMS.match(k)}


def _post_query(query: str) -> dict[str, str]:
    """The query parameters that name the post (WordPress's ``p``, ``page_id``, an
    article id): all but comment-page numbers and trackers."""
    return {k: v for k, v in _untracked(query).items() if not _PAGE_PARAMS.match(k)}


#: Query parameters that only order a list ("?orden=recientes", "?sort=newest"): a link that
#: changes nothing else shows the same comments in another order, no further page of them.
_ORDER_PARAMS = re.compile(
    r"^(?:sort|sort[-_]?by|sort[-_]?order|sorting|order|order[-_]?by|orden|ordenar|ordine|ordem|sortierung|"
    r"reihenfolge|tri|trier|sorteer|sortering|sortuj|sortowanie|jarjestys|sirala|rendezes|poradi|razvrstaj)$",
    re.I,
)


def reorders(home: str, url: str) -> bool:
    """Whether ``url`` is ``home`` in another order only: the same path, and a query that
    differs from home's in ordering parameters alone (:data:`_ORDER_PARAMS`; trackers
    aside)."""
    a, b = urlsplit(home), urlsplit(url)
    if a.netloc.lower() != b.netloc.lower() or _post_path(a.path) != _post_path(b.path):
        return False
    mine, theirs = _untracked(a.query), _untracked(b.query)  # a page number is a change
    changed = {k for k in mine.keys() | theirs.keys() if mine.get(k) != theirs.get(k)}
    return bool(changed) and all(_ORDER_PARAMS.match(k) for k in changed)


def same_discussion(home: str, url: str) -> bool:
    """Whether ``url`` is a page of the discussion shown at ``home`` (the document where
    the visit found the comments): the same origin, the same post's path (or a path
    under it: ``/story/comments/2``, or a numbered page beside it: ``/story-2.html`` of
    ``/story.html``), and no parameter naming another post. WordPress's
    ``/story/comment-page-2/``, ``/story/?cpage=2`` and ``/?p=12&cpage=2`` (for ``/?p=12``)
    are; another post's ``/other/comment-page-2/`` or ``/?p=13&cpage=2`` are not."""
    a, b = urlsplit(home), urlsplit(url)
    if a.netloc.lower() != b.netloc.lower():  # http or https: the same site
        return False
    post, other = _post_path(a.path), _post_path(b.path)
    if other != post and not (post and other.startswith(post + "/")) and not _numbered_beside(post, other):
        return False
    mine, theirs = _post_query(a.query), _post_query(b.query)
    return all(theirs.get(k) == v for k, v in mine.items()) and all(
        mine.get(k, v) == v for k, v in theirs.items()
    )


def continues(home: str, url: str) -> bool:
    """Whether ``url`` continues a branch of the thread shown at ``home`` on a page of its
    own (a "Continue this thread →" link among the comments): the same origin, a path that
    goes on from the post's (``/story-fil-6204``, ``/story/thread/6204``) and no parameter
    naming another post. Only for links the comments themselves hold (the post's own
    slug followed by more is another article's elsewhere)."""
    a, b = urlsplit(home), urlsplit(url)
    post, other = _split_extension(_post_path(a.path))[0], _split_extension(_post_path(b.path))[0]
    if a.netloc.lower() != b.netloc.lower() or not post or len(other) <= len(post):
        return False
    if not other.startswith(post) or other[len(post)] not in "-_/.":
        return False
    mine, theirs = _post_query(a.query), _post_query(b.query)
    return all(theirs.get(k) == v for k, v in mine.items())


def page_key(url: str) -> str:
    """A comment page's identity: the URL without its fragment and trailing slash."""
    parts = urlsplit(url)
    return urlunsplit((parts.scheme, parts.netloc.lower(), parts.path.rstrip("/") or "/", parts.query, ""))


async def comment_page_links(
    frame: Page | Frame, section_xpaths: list[str], limit: int = 60
) -> tuple[list[dict], list[str]]:
    """([{href, label, how}] of the links from this document to other pages of its
    comments (``how``: ``url``, ``pager`` or ``region``) in document order, [URLs under
    which a numbered pager says this document is itself a comment page])."""
    try:
        found = await frame.evaluate(_LINKS_JS, [section_xpaths, limit])
    except Exception as exc:
        logger.debug("comment page links not read: %s", exc)
        return [], []
    return [dict(x) for x in found.get("links") or []], [str(u) for u in found.get("self") or []]


async def _links_of(docs: list[DocHits], seen: set[str]) -> list[tuple[str, str]]:
    """The comment-page links of the documents, each with how it was found (the pages
    they are themselves go to ``seen``)."""
    out: list[tuple[str, str]] = []
    for doc in docs:
        if not doc.main:  # a widget's frame pages within itself ("load more")
            continue
        links, selves = await comment_page_links(doc.frame, doc.xpaths)
        seen.update(page_key(u) for u in selves)
        out.extend((str(link["href"]), str(link.get("how") or "")) for link in links)
    return out


class VisitSteps(Protocol):
    """What reading the further comment pages asks of the visit that found the comments
    (:class:`comspider.interaction.page_interaction.Interaction` answers it)."""

    def time_left(self) -> float: ...
    def truncate(self, reason: str, why: str) -> None: ...
    def count(self, name: str, n: int = 1) -> None: ...
    def event(self, name: str) -> None: ...
    def watch(self, page: Page) -> None: ...
    async def settle_on(self, page: Page) -> None: ...
    async def detect_on(self, page: Page) -> list[DocHits]: ...
    async def expand_docs(self, docs: list[DocHits]) -> int: ...


@dataclass(frozen=True, slots=True)
class CommentPagesConfig:
    """The bounds and waits of reading comment pages (from the interaction's settings)."""

    max_pages: int  # COMSPIDER_COMMENT_PAGES_MAX
    navigation_timeout: float  # s, PLAYWRIGHT_DEFAULT_NAVIGATION_TIMEOUT
    load_max: float  # COMSPIDER_LOAD_WAIT_MAX
    max_dom_chars: int  # COMSPIDER_MAX_DOM_CHARS
    max_frames: int  # COMSPIDER_MAX_FRAMES
    settle_quiet: float  # COMSPIDER_SETTLE_QUIET
    settle_max: float  # COMSPIDER_SETTLE_MAX


@dataclass(slots=True)
class CommentPages:
    """The further comment pages of one visit: each read once, counted against
    ``config.max_pages`` across every document of the visit that showed comments, their
    snapshots appended to ``snapshots`` (the visit's own list, in the order read)."""

    config: CommentPagesConfig
    visit: VisitSteps
    article_url: str
    snapshots: list[Snapshot]
    seen: set[str] = field(default_factory=set)  # page keys read, or known to be a document read
    pages: int = 0  # further comment pages read
    threads: set[str] = field(default_factory=set)  # page keys of branches continued on pages of their own

    async def read(self, page: Page, docs: list[DocHits]) -> None:
        """Read every further comment page reachable from ``docs`` (documents of ``page``
        with comments): pages behind links, else pages an in-page pager shows in place.
        Only pages of the discussion ``page`` shows (:func:`same_discussion`). Bounded by
        ``config.max_pages`` pages and the page budget; a bound that leaves pages unread
        sets the visit's truncation."""
        if self.config.max_pages <= 0:
            return
        seen = self.seen
        home = page.url
        seen.update({page_key(self.article_url), page_key(home)})
        queue = [u for u in self._ours(home, await _links_of(docs, seen)) if page_key(u) not in seen]
        if not queue:
            for doc in docs:
                await self._read_in_place(doc)
        while queue:
            url = queue.pop(0)
            key = page_key(url)
            if key in seen:
                continue
            if not self._room_for_another():
                return
            seen.add(key)
            self.pages += 1
            found = await self._read_one(page, url, home)
            if found is None:
                continue
            for link in found:
                if page_key(link) not in seen and link not in queue:
                    queue.append(link)

    def _ours(self, home: str, found: list[tuple[str, str]]) -> list[str]:
        """The links that stay in the discussion shown at ``home`` (a branch continued on
        a page of its own: :func:`continues`); the others (another post's comment pages)
        are counted and left, and so are the links that only show the same comments in
        another order (:func:`reorders`)."""
        for u, how in found:
            if how == "thread" and continues(home, u):
                self.threads.add(page_key(u))
        links = [u for u, _how in found]
        ordered = [u for u in links if not reorders(home, u)]
        if len(ordered) < len(links):  # "Newest first": the same comments again, a page load for nothing
            self.visit.count("comment_pages/reordered", len(links) - len(ordered))
        links = ordered
        kept = [u for u in links if self._in_discussion(home, u)]
        if len(kept) < len(links):
            self.visit.count("comment_pages/elsewhere", len(links) - len(kept))
            logger.debug(
                "comment page links of %s into another discussion left: %s",
                home[:200],
                [u[:120] for u in links if u not in kept][:5],
            )
        return kept

    def _in_discussion(self, home: str, url: str) -> bool:
        """Whether ``url`` is a page of the discussion shown at ``home``: one of its pages,
        or a branch of it continued on a page of its own."""
        return same_discussion(home, url) or page_key(url) in self.threads

    def _room_for_another(self) -> bool:
        """Whether one more comment page may be read; if not, the thread is reported cut
        (by the page count bound or the page budget)."""
        limit = self.config.max_pages
        if self.pages >= limit:
            self.visit.truncate("comment_pages", f"more than {limit} comment pages")
            return False
        if self.visit.time_left() < 8:
            self.visit.truncate("page_budget", "the page budget ran out before the last comment page")
            return False
        return True

    async def _read_one(self, page: Page, url: str, home: str) -> list[str] | None:
        """Open one comment page, expand and snapshot it; its further links in the
        discussion shown at ``home`` (None when it showed no comments, or when it led
        elsewhere: a redirect to another post)."""
        cfg, visit = self.config, self.visit
        started = time.monotonic()
        other = await page.context.new_page()
        visit.watch(other)
        try:
            try:
                await other.goto(url, wait_until="domcontentloaded", timeout=cfg.navigation_timeout * 1000)
            except Exception as exc:
                logger.info("Comment page %s not loaded: %s", url[:200], str(exc).splitlines()[0][:200])
                visit.count("comment_pages/failed")
                return None
            if not (
                same_discussion(home, other.url)
                or (page_key(url) in self.threads and continues(home, other.url))
            ):
                logger.info("Comment page %s led to %s, another discussion: left", url[:200], other.url[:200])
                visit.count("comment_pages/elsewhere")
                return None
            await wait_for_load(other, min(cfg.load_max, 6.0))
            await visit.settle_on(other)
            docs = await visit.detect_on(other)
            if not docs:
                visit.count("comment_pages/empty")
                return None
            if await visit.expand_docs(docs):  # "load more" changed the page: where is what now
                docs = await visit.detect_on(other) or docs
            links = self._ours(home, await _links_of(docs, self.seen))
            self.snapshots.extend(
                await page_snapshots(other, "comment_page", cfg.max_dom_chars, cfg.max_frames)
            )
            visit.count("comment_pages/read")
            visit.event("comment_page")
            logger.debug("comment page %s read in %.1f s", url[:200], time.monotonic() - started)
            return links
        finally:
            try:
                if not other.is_closed():
                    await other.close()
            except Exception:
                pass

    async def _read_in_place(self, doc: DocHits) -> None:
        """Page through an in-page pager of one document: each page it shows is
        snapshotted (the first before the first click: the final snapshot holds only the
        last)."""
        cfg = self.config
        frame, xpaths = doc.frame, doc.xpaths
        texts: set[str] = set()
        clicked: set[str] = set()
        pages = 0
        while True:
            try:
                state = await frame.evaluate(_CONTROLS_JS, [xpaths])
            except Exception as exc:
                logger.debug("in-page pager not read: %s", exc)
                return
            texts.add(str(state.get("text") or ""))
            controls = [c for c in state.get("controls") or [] if c["abs"] + c["label"] not in clicked]
            current = state.get("current")
            step = next((c for c in controls if current is not None and c["number"] == current + 1), None)
            if step is None and current is None:
                step = next((c for c in controls if c["forward"]), None)
            if step is None:
                return
            if not self._room_for_another():
                return
            if pages == 0:  # the page shown first: the final snapshot will show the last one
                await self._snapshot_in_place(frame, doc.main, current or 1)
            if step["number"] is not None:
                clicked.add(step["abs"] + step["label"])
            await arm(frame)
            try:
                if not await frame.evaluate(_CLICK_JS, step["abs"]):
                    return
            except Exception:
                return
            await settle(frame, cfg.settle_quiet, cfg.settle_max)
            pages += 1
            self.pages += 1
            after = await frame.evaluate(_CONTROLS_JS, [xpaths])
            if str(after.get("text") or "") in texts:  # the pager showed nothing new: done
                return
            await self._snapshot_in_place(frame, doc.main, after.get("current") or pages + 1)
            self.visit.count("comment_pages/in_place")
            self.visit.event("comment_page")

    async def _snapshot_in_place(self, frame: Frame, main: bool, number: int) -> None:
        try:
            html = await document_html(frame)
        except Exception:
            return
        self.snapshots.append(
            Snapshot(
                url=f"{frame.url.split('#', 1)[0]}#comment-page-{number}",
                html=html[: self.config.max_dom_chars],
                kind="comment_page",
                frame_path=None if main else await frame_path(frame),
            )
        )
