"""Whether an article's served HTML holds its whole discussion, so that its visit needs no
browser (``COMSPIDER_HTTP_FIRST``, :mod:`comspider.interaction.http_first`).

A page is read from the HTML it was served only when every sign says the browser would
find nothing more; any sign of more sends it to the browser (a page that loses comments
is worse than a slow page). :func:`judge` answers from the served HTML and the comment
detector's sections on it (the detector the browser asks: record finding and the section
decision at the crawl's threshold). The signs, each a reason the visit goes to the
browser (the stat ``comspider/visit/http_first/browser/<reason>``):

- ``no_comments``: no comment section at the crawl's threshold (comments may come by script);
- ``widget``: a commenting system's markup or script (:func:`comspider.annotate.platform.markup_evidence`,
  WordPress's server-rendered comments aside), a script or frame from a host the request
  policy keeps for comment widgets (``[comments]`` of ``browser/blocklist.txt``), a
  container named after comments with nothing in it (a mount point a script fills), or a
  custom element named after comments (a web component's shadow root);
- ``shadow_root``: a declarative shadow root (``<template shadowrootmode>``);
- ``frame``: a frame the browser would load (an http(s) ``src`` the crawl's host list does
  not block): the interaction reads frames for comments;
- ``script``: a script whose address names comments (WordPress's own reply-form script
  aside: it moves the form and loads nothing), or an inline script that fetches or loads
  something and names comments or an element of the sections' region by its id (a "more"
  button's, the list's: whatever language the page names them in);
- ``load_more``: a control the expansion would press ("load more", "N replies", counted
  hidden comments, a collapsed replies toggle: the labels of ``js/expanders.js``), in the
  sections' region, or anywhere when named after comments;
- ``comment_pages``: a link to another page of this post's comments, or an in-page
  pager's control (the rules of ``js/comment_page_links.js`` and ``js/pager_controls.js``);
- ``declared_count``: the page says it has more comments than the sections hold
  (schema.org ``commentCount``, "87 comments" before the list, on a control that stays
  in the page or on a link to the article's own comments page).

The patterns of what the interaction presses are read from its own scripts (one source:
``js/expanders.js``, ``js/lib/pager.js``), not written again here. What the served HTML
cannot tell (CSS that hides a control, a script that renders comments with no name or
address saying so) is taken as a sign of more wherever a rule can see it; what it cannot
see at all is the limit of this path (docs/EVALUATION.md, issue 24, "HTTP first").
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from urllib.parse import urljoin, urlsplit

from lxml import html as lxml_html

from comspider.annotate.platform import markup_evidence
from comspider.detection import SectionHit
from comspider.interaction.comment_pages import continues, page_key, reorders, same_discussion
from comspider.interaction.locate import extends_article
from comspider.lexicon import has_comment_word
from comspider.page_links import joined
from comspider.page_scripts import js_regex, script
from comspider.records.dom import parse_html
from comspider.snapshots import SHADOW_ROOT_TAG

#: The verdict's reason when the served HTML holds the whole discussion.
WHOLE = "whole"


@dataclass(frozen=True, slots=True)
class Verdict:
    """``whole``: the served HTML holds the whole discussion (no browser); else
    ``reason`` names the first sign of more (module docstring). ``comments``: records of
    the largest comment section; ``declared``: the count the page gives, when it gives one."""

    whole: bool
    reason: str
    comments: int = 0
    declared: int | None = None


# -- the interaction's own patterns, read from its scripts --------------------------------
_EXPANDERS = script("comspider.interaction", "expanders.js")
_PAGER = script("comspider.interaction", "lib/pager.js")
MORE = js_regex(_EXPANDERS, "MORE")
COUNT = js_regex(_EXPANDERS, "COUNT")
COUNT_AFTER = js_regex(_EXPANDERS, "COUNT_AFTER")
HIDDEN = js_regex(_EXPANDERS, "HIDDEN")
COUNTED = js_regex(_EXPANDERS, "COUNTED")
LOADERISH = js_regex(_EXPANDERS, "LOADERISH")
TALLY = js_regex(_EXPANDERS, "TALLY")
NEVER = js_regex(_EXPANDERS, "NEVER")
REPLY = js_regex(_EXPANDERS, "REPLY")
COMMENTISH = js_regex(_EXPANDERS, "COMMENTISH")
BY_ATTRS = js_regex(_EXPANDERS, "byAttrs")
COLLAPSED = js_regex(_EXPANDERS, "collapsed")
TOGGLEISH = js_regex(_EXPANDERS, "toggleish")
PAGE_URL = js_regex(_PAGER, "PAGE_URL")
PAGE_LABEL = js_regex(_PAGER, "PAGE_LABEL")
CONTINUE_LABEL = js_regex(_PAGER, "CONTINUE_LABEL")
ALL_COMMENTS_LABEL = js_regex(_PAGER, "ALL_COMMENTS_LABEL")
COMMENT_NAMES = js_regex(_PAGER, "COMMENT_NAMES")
PAGER_NAMES = js_regex(_PAGER, "PAGER_NAMES")

# What the expansion and the pagers look at (expanders.js, pager_controls.js).
_CONTROLS = "button, [role=button], a, summary, input[type=button], [aria-expanded], [onclick]"
_PAGER_CONTROLS = "button, a, [role=button], [role=link], [onclick]"
_CURRENT = re.compile(r"(^|\s)(current|active|is-current|is-active)(\s|$)")
# The script of WordPress that moves the reply form under the comment replied to.
_WP_REPLY_FORM = re.compile(r"/wp-includes/js/comment-reply(?:\.min)?\.js$", re.I)
# Words of a script's address or an empty container's name that say comments.
_COMMENT_NAME = re.compile(
    r"comment|koment|coment|kommentar|disqus|discussion|replies|reactions|opinions|leserbrief|"
    r"posting|spot\.?im|openweb|viafoura|coral|isso|waline|twikoo|remark42|giscus|utteranc|hyvor|"
    r"vuukle|insticator|livefyre|commento|talkyard|cusdis|graphcomment",
    re.I,
)
# An inline script that loads something.
_LOADS = re.compile(
    r"\bfetch\s*\(|XMLHttpRequest|\.ajax\s*\(|\$\.get(?:JSON)?\s*\(|axios|\bimport\s*\(|\.load\s*\("
)
_CONTAINERS = frozenset({"div", "section", "aside", "article", "ul", "ol", "main", "footer"})
_EXECUTABLE = frozenset({"", "text/javascript", "application/javascript", "module", "text/babel", "text/jsx"})
_NUMBER = re.compile(r"(?<![\d.,:/])(\d{1,6})(?![\d.,:/]\d)")


def _names(el: lxml_html.HtmlElement) -> str:
    """What names an element (pager.js's nodeNames): id, classes, aria-label, role."""
    return " ".join(el.get(a) or "" for a in ("id", "class", "aria-label", "role"))


def _label(el: lxml_html.HtmlElement) -> str:
    text = el.text_content() if el.tag not in ("input",) else ""
    label = text or el.get("value") or el.get("aria-label") or el.get("title") or ""
    return " ".join(label.split())


def _resolve(root: lxml_html.HtmlElement, xpath: str) -> lxml_html.HtmlElement | None:
    if not xpath:
        return None
    try:
        found = root.getroottree().xpath(xpath)
    except Exception:
        return None
    el = found[0] if found and isinstance(found[0], lxml_html.HtmlElement) else None
    return None if el is None or el.tag in ("body", "html") else el


def region_around(containers: list[lxml_html.HtmlElement]) -> list[lxml_html.HtmlElement]:
    """region.js's regionAround: each container, its next four siblings, its parent (not
    <body>) and the parent's next two siblings."""
    region: list[lxml_html.HtmlElement] = []
    for c in containers:
        region.append(c)
        region.extend(_next_siblings(c, 4))
        parent = c.getparent()
        if parent is not None and parent.tag != "body":
            region.append(parent)
            region.extend(_next_siblings(parent, 2))
    return region


def _next_siblings(el: lxml_html.HtmlElement, n: int) -> list[lxml_html.HtmlElement]:
    out: list[lxml_html.HtmlElement] = []
    sib = el.getnext()
    while sib is not None and len(out) < n:
        if isinstance(sib.tag, str):
            out.append(sib)
        sib = sib.getnext()
    return out


def _within(el: lxml_html.HtmlElement, region: list[lxml_html.HtmlElement]) -> bool:
    ancestors = {id(a) for a in el.iterancestors()} | {id(el)}
    return any(id(r) in ancestors for r in region)


def _ancestors(el: lxml_html.HtmlElement, depth: int) -> Iterable[lxml_html.HtmlElement]:
    for d, a in enumerate(el.iterancestors()):
        if d >= depth or a.tag == "body":
            return
        yield a


def _hidden_inline(el: lxml_html.HtmlElement) -> bool:
    style = (el.get("style") or "").replace(" ", "").lower()
    return el.get("hidden") is not None or "display:none" in style or "visibility:hidden" in style


# -- the signs -------------------------------------------------------------------------
def _expander(el: lxml_html.HtmlElement, scoped: bool) -> bool:
    """Would expanders.js press ``el``? Its rules, without what only the rendered page
    knows (a control hidden by CSS counts)."""
    # a disabled control counts: a script may enable it (expanders.js leaves it to press later)
    if el.get("aria-expanded") == "true":
        return False
    tag = el.tag
    if tag == "a":
        raw = (el.get("href") or "").strip()
        if raw and not raw.startswith("#") and not raw.lower().startswith("javascript:"):
            return False
    in_form = any(a.tag == "form" for a in el.iterancestors())
    if in_form and (tag == "input" or (tag == "button" and (el.get("type") or "submit") == "submit")):
        return False
    label = _label(el)
    if not label or len(label) > 80 or NEVER.search(label) or REPLY.search(label):
        return False
    attrs = " ".join(el.get(a) or "" for a in ("class", "id", "data-testid", "data-action"))
    parent = el.getparent()
    parent_names = " ".join((parent.get(a) or "") for a in ("class", "id")) if parent is not None else ""
    collapsed = el.get("aria-expanded") == "false" and bool(COLLAPSED.search(label + " " + attrs))
    by_label = bool(
        MORE.search(label) or COUNT.search(label) or COUNT_AFTER.search(label) or HIDDEN.search(label)
    )
    by_attrs = bool(BY_ATTRS.search(attrs)) or (
        bool(COUNTED.search(label))
        and len(label) <= 40
        and bool(LOADERISH.search(attrs + " " + parent_names))
        and not TALLY.search(attrs + " " + parent_names)
    )
    if not (by_label or collapsed or by_attrs):
        return False
    toggleish = collapsed or bool(TOGGLEISH.search(label + " " + attrs))
    if toggleish and not re.search(
        r"more|mehr|weitere|plus|más|mais|altri|meer|ещё|еще|もっと|更多|더", label, re.I
    ):
        target = None
        ctrl = el.get("aria-controls")
        if ctrl:
            found = el.getroottree().getroot().get_element_by_id(ctrl, None)
            target = found
        if target is None:
            target = el.getnext()
        if (
            target is not None
            and len(target) > 0
            and len(target.text_content().strip()) >= 20
            and _hidden_inline(target)
        ):
            return False  # its replies are in the document, only hidden
    # unscoped: only what names comments itself or sits in something named after them
    return scoped or bool(COMMENTISH.search(label) or COUNT.search(label) or _comment_ancestor(el))


def _comment_ancestor(el: lxml_html.HtmlElement) -> bool:
    for d, n in enumerate([el, *el.iterancestors()]):
        if d >= 12:
            return False
        if COMMENTISH.search((n.get("id") or "") + " " + (n.get("class") or "")):
            return True
    return False


def _load_more(root: lxml_html.HtmlElement, region: list[lxml_html.HtmlElement]) -> bool:
    """An expander where the expansion looks: the sections' region when the sections are
    placed, else the whole document (only what names comments there)."""
    for el in root.cssselect(_CONTROLS):
        if region:
            if _within(el, region) and _expander(el, scoped=True):
                return True
        elif _expander(el, scoped=False):
            return True
    return False


def _in_comment_pager(a: lxml_html.HtmlElement) -> bool:
    named = pager = False
    for d, n in enumerate(a.iterancestors()):
        if d >= 8 or n.tag == "body":
            break
        names = _names(n)
        named = named or bool(COMMENT_NAMES.search(names))
        pager = pager or bool(PAGER_NAMES.search(names)) or n.tag == "nav"
        if named and pager:
            return True
    return False


def _pagerish(el: lxml_html.HtmlElement) -> bool:
    for d, n in enumerate(el.iterancestors()):
        if d >= 4:
            return False
        if PAGER_NAMES.search(_names(n)) or n.tag == "nav":
            return True
    return False


def _comment_pages(root: lxml_html.HtmlElement, url: str, region: list[lxml_html.HtmlElement]) -> bool:
    """comment_page_links.js and pager_controls.js: a link to another page of this post's
    comments, or an in-page pager's control."""
    here = page_key(url)
    origin = urlsplit(url)
    for a in root.iter("a"):
        href = (a.get("href") or "").strip()
        if not href:
            continue
        try:
            target = urljoin(url, href)
            parts = urlsplit(target)
        except ValueError:
            continue
        if parts.scheme not in ("http", "https") or parts.netloc.lower() != origin.netloc.lower():
            continue
        if re.search(r"[?&](replytocom|reply_?to|replyto|reply)=", parts.query, re.I):
            continue
        target = target.split("#", 1)[0]
        if page_key(target) == here:
            continue
        label = _label(a)
        rel = (a.get("rel") or "").lower()
        by_label = (
            bool(label)
            and len(label) <= 60
            and bool(PAGE_LABEL.search(label) or ALL_COMMENTS_LABEL.search(label))
        ) or bool(re.search(r"\b(next|prev)\b", rel))
        if (
            label
            and CONTINUE_LABEL.search(label)
            and region
            and _within(a, region)
            and continues(url, target)
        ):
            return True  # a branch of the thread continued on a page of its own
        if not same_discussion(url, target) or reorders(url, target):
            continue
        if PAGE_URL.search(parts.path + ("?" + parts.query if parts.query else "")):
            return True
        if by_label and (_in_comment_pager(a) or (region and _within(a, region))):
            return True
    for el in root.cssselect(_PAGER_CONTROLS):
        if el.tag == "a":
            raw = (el.get("href") or "").strip()
            if raw and not raw.startswith("#") and not raw.lower().startswith("javascript:"):
                continue
        if not (_in_comment_pager(el) or (region and _within(el, region) and _pagerish(el))):
            continue
        label = _label(el)
        if not label or len(label) > 40 or not PAGE_LABEL.search(label):
            continue
        if _CURRENT.search(el.get("class") or "") or el.get("aria-current") in ("page", "true"):
            continue
        return True
    return False


def _widget(root: lxml_html.HtmlElement, html: str, comment_host: Callable[[str], bool], url: str) -> bool:
    evidence = markup_evidence(html)
    evidence.pop("wordpress", None)  # WordPress renders its comments in the page
    if evidence:
        return True
    for el in root.iter("script", "iframe", "frame"):
        src = (el.get("src") or "").strip()
        target = joined(url, src) if src else None
        if target and comment_host(target):
            return True
    for el in root.iter():
        tag = el.tag
        if not isinstance(tag, str):
            continue
        names = " ".join(el.get(a) or "" for a in ("id", "class"))
        if "-" in tag and _COMMENT_NAME.search(tag + " " + names):
            return True  # a web component of comments: its shadow root holds them
        if (
            tag in _CONTAINERS
            and names.strip()
            and _COMMENT_NAME.search(names)
            and len(el) == 0
            and not (el.text or "").strip()
        ):
            return True  # a comment container with nothing in it: filled by a script
    return False


def _frames(root: lxml_html.HtmlElement, url: str, ignored: Callable[[str], bool]) -> bool:
    for el in root.iter("iframe", "frame"):
        src = (el.get("src") or "").strip()
        if not src:
            continue
        target = joined(url, src)
        if target is None or not target.startswith(("http://", "https://")):
            continue  # the browser reads http(s) frames only
        if not ignored(target):
            return True
    return False


def _scripts(root: lxml_html.HtmlElement, url: str, region: list[lxml_html.HtmlElement]) -> bool:
    named = _naming(_region_ids(region))
    for el in root.iter("script"):
        kind = (el.get("type") or "").strip().lower()
        if kind not in _EXECUTABLE:
            continue
        src = (el.get("src") or "").strip()
        if src:
            target = joined(url, src)
            path = urlsplit(target).path if target else ""
            if _COMMENT_NAME.search(path) and not _WP_REPLY_FORM.search(path):
                return True
            continue
        text = el.text or ""
        if _LOADS.search(text) and (_COMMENT_NAME.search(text) or (named is not None and named.search(text))):
            return True
    return False


#: Ids of the sections' region looked for in the page's scripts, at most.
REGION_IDS = 64


def _region_ids(region: list[lxml_html.HtmlElement]) -> set[str]:
    """The ids of the elements in the sections' region (a list's, its "more" button's)."""
    ids: set[str] = set()
    for r in region:
        for el in r.iter():
            if isinstance(el.tag, str) and (i := (el.get("id") or "").strip()):
                ids.add(i)
                if len(ids) >= REGION_IDS:
                    return ids
    return ids


def _naming(ids: set[str]) -> re.Pattern[str] | None:
    """What finds one of ``ids`` named in a script as a string or a selector: a script that
    loads something into the discussion's region, whatever words name it ("tp-aur",
    "#liste"). None without ids."""
    if not ids:
        return None
    return re.compile(rf"""['"#](?:{"|".join(re.escape(i) for i in sorted(ids))})['"\s)\]]""")


def declared_count(
    root: lxml_html.HtmlElement, url: str, containers: list[lxml_html.HtmlElement]
) -> int | None:
    """The number of comments the page says it has, the largest it says (None: none said):
    schema.org ``commentCount`` (JSON-LD, microdata), a short text with a number and a
    comment word before a section in its block, or on a control or link that stays in the
    page ("Show 87 comments", ``<a href="#comments">Commenti (12)</a>``) or leads to the
    article's own comments page ("Read all 10 comments" to ``/story-comments``)."""
    counts: list[int] = []
    for el in root.iter("script"):
        if (el.get("type") or "").strip().lower() != "application/ld+json":
            continue
        try:
            data = json.loads(el.text or "")
        except ValueError:
            continue
        counts.extend(_json_counts(data))
    for el in root.xpath('//*[@itemprop="commentCount"]'):
        counts.extend(int(n) for n in _NUMBER.findall(el.get("content") or el.text_content() or ""))
    for container in containers:
        block = list(_ancestors(container, 3))
        region = block[1] if len(block) > 1 else (block[0] if block else container)
        for el in region.iter():
            if el is container:
                break
            counts.extend(_said(el))
    here = page_key(url)
    for el in root.cssselect("a, button, [role=button], summary"):
        if el.tag == "a":
            href = (el.get("href") or "").strip()
            if href and not href.startswith("#") and not href.lower().startswith("javascript:"):
                try:
                    target = urljoin(url, href).split("#", 1)[0]
                    if page_key(target) != here and not extends_article(url, target):
                        continue  # another page (another article's count), not this one's comments page
                except ValueError:
                    continue
        counts.extend(_said(el, whole=True))
    return max(counts) if counts else None


def _said(el: lxml_html.HtmlElement, whole: bool = False) -> list[int]:
    if not isinstance(el.tag, str) or el.tag in ("script", "style", "noscript", "template"):
        return []
    text = " ".join((el.text_content() if whole else (el.text or "")).split())
    if not text or len(text) > 60 or len(text.split()) > 6 or not has_comment_word(text):
        return []
    return [int(n) for n in _NUMBER.findall(text)]


def _json_counts(data: object) -> list[int]:
    out: list[int] = []
    stack = [data]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            for key, value in item.items():
                if key == "commentCount":
                    try:
                        out.append(int(str(value).strip()))
                    except ValueError:
                        pass
                else:
                    stack.append(value)
        elif isinstance(item, list):
            stack.extend(item)
    return out


def judge(
    html: str,
    url: str,
    hits: list[SectionHit],
    *,
    comment_host: Callable[[str], bool] = lambda _u: False,
    frame_ignored: Callable[[str], bool] = lambda _u: False,
) -> Verdict:
    """Does the served ``html`` of ``url`` hold its whole discussion? ``hits``: the comment
    detector's sections on it; ``comment_host``: whether a URL is a comment widget's (the
    request policy's exemptions); ``frame_ignored``: whether the browser would never load a
    frame of that URL (blocked)."""
    comments = max((h.records for h in hits if h.records > 0), default=0)
    if not comments:
        return Verdict(False, "no_comments")
    root = parse_html(html)
    containers = [c for c in (_resolve(root, h.xpath) for h in hits) if c is not None]
    region = region_around(containers)
    if _widget(root, html, comment_host, url):
        return Verdict(False, "widget", comments)
    # a declarative shadow root, attached under its host by parse_html as the browser does
    if next(root.iter(SHADOW_ROOT_TAG), None) is not None:
        return Verdict(False, "shadow_root", comments)
    if _frames(root, url, frame_ignored):
        return Verdict(False, "frame", comments)
    if _scripts(root, url, region):
        return Verdict(False, "script", comments)
    if _load_more(root, region):
        return Verdict(False, "load_more", comments)
    if _comment_pages(root, url, region):
        return Verdict(False, "comment_pages", comments)
    declared = declared_count(root, url, containers)
    if declared is not None and declared > comments:
        return Verdict(False, "declared_count", comments, declared)
    return Verdict(True, WHOLE, comments, declared)
