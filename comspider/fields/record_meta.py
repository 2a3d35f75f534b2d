"""What a comment's markup says about it besides its text: the site's own id, the
comment's permalink, the author's profile link, and whether it was edited.

- ``site_comment_id``: the record's (or its first element's) id when it names a comment
  (``comment-957``, ``li-comment-957``, ``c957``, ``div-comment-957``; the number is
  returned), a ``data-comment-id``-like attribute, or the name of the anchor that opens
  the record (``<a name="c957"></a>``); else, read over the section
  (:func:`section_site_ids`), an attribute named for an id (``messageid="12647730"``)
  or the number of an element id or anchor name (``id="body_12647730"``,
  ``<a name="6027772890083389266">``) that differs from record to record;
- ``permalink``: the record's link to itself: a link whose fragment is one of the
  record's own anchors (``#comment-957``), a link marked as a permalink
  (``rel="bookmark"``, ``class="permalink"``), or Blogger's ``?showComment=``; else,
  when the record has a comment anchor, the page URL with that fragment. Never a link
  that acts on the comment (report, reply, share, vote, quote, edit: its words, class,
  query or a path step of its own say so) or leads to another site's share page.
  Absolute when the page URL is known;
- ``author_url``: the href of the link that holds (or is) the author's name, unless it
  points into the page or runs script;
- ``edited``: True when the comment says so ("edited", "bearbeitet", "modifié",
  "editado", "(изменено)", "編集済み", ...), in a short piece of its own or at the end
  of its text.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from urllib.parse import urlsplit

from lxml import html as lxml_html

from comspider.page_links import joined, split
from comspider.records.dom import link_target, under_any

#: An id that names one comment: a comment word (or c/cmt/post/reply) and an id.
_ID = re.compile(
    r"^(?:(?:li|div|article|dsq|isso|js)[-_])?(?:comment|kommentar|comentario|commentaire|commento|"
    r"komentarz|cmt|comm|c|reply|post|msg|entry|beitrag|posting)[-_]?(\d[\w-]*|[a-f0-9]{8,})$",
    re.I,
)
_ID_ATTRS = (
    "data-comment-id",
    "data-commentid",
    "data-comment",
    "data-cid",
    "data-post-id",
    "data-postid",
    "data-id",
    "data-message-id",
    "data-reply-id",
)
_PERMALINK_HINT = re.compile(r"permalink|comment-?link|comment-?date|comment-?time|bookmark", re.I)
_PERMALINK_HREF = re.compile(
    r"[?&](?:showComment|commentId|comment_id|cid)=|/comments?/\d+|#c(?:omment)?-?\d", re.I
)
EDITED = re.compile(
    r"^\W{0,2}(?:zuletzt\s+|last\s+)?(?:edited|modified|updated|bearbeitet|geändert|editiert|"
    r"modifié|modifiée|édité|editado|editada|modificado|modificato|edytowany|edytowano|"
    r"upraveno|redigeret|redigert|redigerad|muokattu|bewerkt|gewijzigd|изменено|"
    r"отредактировано|редаговано|düzenlendi|編集済み|已编辑|已編輯|수정됨|تم التعديل|נערך)\b",
    re.I,
)
EDITED_END = re.compile(
    r"[\s(\[]*(?:edited|bearbeitet|editiert|modifié|editado|modificato|edytowany|bewerkt|изменено|"
    r"отредактировано|düzenlendi|編集済み|已编辑|수정됨)[)\]]?\s*$",
    re.I,
)
# The last letters of EDITED_END's words (with its case rules): a text ending in none of
# them, before an optional bracket, cannot match it, and the search costs more than this.
_EDITED_END_LAST = re.compile(r"[dtéoyоi辑됨み]", re.I)
_EDITED_CLASS = re.compile(r"(?:^|[-_\s])edited(?:$|[-_\s])", re.I)


# What a link that acts on a comment says in its words, class, title or query: report,
# reply, share, vote, quote, edit, delete, log in (to do any of these).
_ACTION = re.compile(
    r"report|flag|abuse|\bspam|melde|signal|denunci|segnal|zgło|meld|"
    r"reply|replyto|antwort|respond|répond|responder|rispond|odpowi|"
    r"share|sharer|teilen|partag|compart|condivid|udostęp|tweet|facebook|twitter|whatsapp|linkedin|"
    r"pinterest|telegram|\bmail|"
    r"vote|like|recommend|empfehl|zustimm|"
    r"quote|zitier|citer|cita|edit|bearbeit|delete|remove|lösch|supprim|elimin|"
    r"login|log-in|signin|sign-in|anmeld|connexion|subscribe|abonn|block|ignor|moderat",
    re.I,
)
_ACTION_STEP = re.compile(
    r"(?:^|[-_.])(?:report|flag|abuse|melden|reply|antworten|respond|share|teilen|vote|upvote|"
    r"downvote|like|quote|zitieren|edit|delete|login|signaler|denunciar|segnala)(?:$|[-_.])",
    re.I,
)
_SHARE_HOST = re.compile(
    r"(?:^|\.)(?:facebook|twitter|x|linkedin|pinterest|reddit|whatsapp|telegram|t|vk|xing|tumblr|"
    r"plus\.google|mastodon|bsky)\.(?:com|me|app|ru|social)$",
    re.I,
)


def _acts(a: lxml_html.HtmlElement, href: str, page_url: str | None) -> bool:
    """Does the link ``a`` act on the comment (report, reply, share, vote...) rather than
    lead to it? Its words, class, title and query, and the steps of its path that the
    page's own path does not have (an article's slug may say "report")."""
    text = a.text_content() if len(a) else a.text  # a link's own text: no walk
    words = " ".join(
        (
            " ".join((text or "").split())[:40],
            a.get("class") or "",
            a.get("title") or "",
            a.get("aria-label") or "",
            a.get("data-action") or "",
            a.get("onclick") or "",
        )
    )
    return _acts_by(words, href, page_url)


@lru_cache(maxsize=4096)  # a template's links repeat in every comment
def _acts_by(words: str, href: str, page_url: str | None) -> bool:
    """:func:`_acts` of a link with these ``words`` and ``href``."""
    if _ACTION.search(words):
        return True
    parts = split(href)
    if parts is None:
        return False
    if parts.hostname and _SHARE_HOST.search(parts.hostname):
        return True
    if parts.query and _ACTION.search(parts.query):
        return True
    own = set(urlsplit(page_url).path.split("/")) if page_url else set()
    steps = [step for step in parts.path.split("/") if step and step not in own]
    if not page_url and steps:
        steps.remove(max(steps, key=len))  # the article's own slug, most likely
    return any(_ACTION_STEP.search(step) for step in steps)


def _digits(value: str) -> str:
    m = _ID.match(value.strip())
    return m.group(1) if m else ""


def _ident(el: lxml_html.HtmlElement) -> str | None:
    """An element's id, or an anchor's name."""
    return el.get("id") or (el.get("name") if el.tag == "a" else None)


def site_comment_id(roots: list[lxml_html.HtmlElement]) -> str | None:
    """The site's id of the comment whose record is ``roots`` (see module doc)."""
    first = roots[0]
    for el in (first, *first.iterchildren()):
        if not isinstance(el.tag, str):
            continue
        for attr in _ID_ATTRS:
            value = (el.get(attr) or "").strip()
            if value and len(value) <= 64 and not value.startswith(("http", "/", "#")):
                return value
        ident = _ident(el)
        if ident:
            found = _digits(ident)
            if found:
                return found
        if el is not first and el.tag not in ("a", "div", "article", "span"):
            break
    for el in roots[1:3]:  # a run of siblings: its anchor, then its header
        ident = _ident(el)
        if ident and _digits(ident):
            return _digits(ident)
    return None


# The site's id without a comment word: an attribute named for an id (``messageid``,
# ``data-msgid``), or an element id or anchor name with a number (``body_12647730``, Blogger's
# ``<a name="6027772890083389266">``). Any of these is the comment's only when it differs from
# record to record of the section (:func:`section_site_ids`).
_ID_NAME = re.compile(r"(?:id|uuid)$", re.I)
# ...unless it names something else: the author, the thread or article, a framework's node.
_OTHER_ID = re.compile(
    r"user|author|member|owner|profile|avatar|account|person|parent|thread|article|story|asset|"
    r"blog|site|page|root|topic|forum|channel|group|react|test|widget|track|vote|like|aria|label|"
    r"form|target|reply-?to|in-?reply|object|video|image|photo|media|ad[-_]?slot|gallery|"
    # ids a framework numbers its elements with (ASP.NET, Ember, YUI, JSF, Ext JS, jQuery UI)
    r"^ctl|ember|^yui|^j_id|ext-gen|ext-comp|ui-id",
    re.I,
)
#: An id's number: digits (``123``, ``45_6``) or a hex token with a digit (a uuid's parts).
_ID_NUMBER = re.compile(r"\d+(?:[-_]\d+)*|(?=[0-9a-f-]*\d)[0-9a-f]{8,}(?:-[0-9a-f]{4,})*", re.I)
#: What may stand before it: runs of letters, each followed by at most one separator.
_ID_PREFIX_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_:.")
_ID_SEPARATORS = frozenset("-_:.")


def _split_id(value: str) -> tuple[str, str] | None:
    """(prefix, number) of an id value ("comment-123" -> ("comment-", "123")), or None.

    Of the places where a letters-and-separators prefix can end and a number fill the rest,
    the one after the fewest runs of letters, and of those the last (what the one pattern
    ``(?:[a-z]+[-_:.]?)*?`` before the number gave; that pattern backtracked exponentially
    on a long run of letters without a number, seconds on one element id).
    """
    best: tuple[int, int] | None = None  # (runs, end of the prefix)
    runs = 0
    for end in range(len(value) + 1):
        if end:
            ch = value[end - 1]
            if ch not in _ID_PREFIX_CHARS:
                break
            if ch in _ID_SEPARATORS:
                if end == 1 or value[end - 2] in _ID_SEPARATORS:
                    break  # a separator opens the prefix or follows another
            elif end == 1 or value[end - 2] in _ID_SEPARATORS:
                runs += 1
        if best is not None and runs > best[0]:
            break
        if _ID_NUMBER.fullmatch(value, end):
            best = (runs, end)
    if best is None:
        return None
    return value[: best[1]], value[best[1] :]


#: Elements of a record looked at for an element id or anchor name.
_ID_WALK = 60


def around_records(nodes: Iterable[lxml_html.HtmlElement]) -> set[lxml_html.HtmlElement]:
    """The records' nodes and every element that holds one (a reply list, its item): the
    elements a record's walk for its ids does not enter (:func:`site_id_candidates`)."""
    out: set[lxml_html.HtmlElement] = set()
    for node in nodes:
        if node in out:
            continue
        out.add(node)
        for anc in node.iterancestors():
            if anc in out:
                break
            out.add(anc)
    return out


def site_id_candidates(
    roots: list[lxml_html.HtmlElement],
    skip: set[lxml_html.HtmlElement] | frozenset[lxml_html.HtmlElement] = frozenset(),
) -> list[tuple[str, str]]:
    """The record's (``roots``) ids that may be the site's id of its comment, in document
    order, each as (where it was found, the id): an id-named attribute of its first
    element (``messageid="12647730"`` -> ``("@messageid", "12647730")``), the name or id
    of an empty anchor just before it (``<a name="comment-605015"></a>``: ``("<#comment-",
    "605015")``), then the number in an element's id or an anchor's name
    (``id="body_12647730"`` -> ``("#body_", "12647730")``), never inside another record
    or an element that holds one (``skip``: :func:`around_records`; an anchor before a
    reply is the reply's), then the ids its links carry (a permalink's
    ``?messageId=12647730``)."""
    out: list[tuple[str, str]] = []
    first = roots[0]
    for name, value in first.items():
        if name == "id" or not _ID_NAME.search(name) or _OTHER_ID.search(name):
            continue
        value = value.strip()
        if 0 < len(value) <= 64 and _split_id(value):
            out.append((f"@{name.lower()}", value))
    before = first.getprevious()
    if before is not None and _empty_anchor(before):
        found = _id_of(before)
        if found:
            out.append(("<" + found[0], found[1]))
    links: list[tuple[str, str]] = []  # the ids of its links: after its own
    seen = 0
    stack = list(reversed(roots))
    while stack and seen < _ID_WALK:
        el = stack.pop()
        if not isinstance(el.tag, str) or (el in skip and el not in roots):
            continue
        seen += 1
        found = _id_of(el)
        if found:
            out.append(found)
        if el.tag == "a":
            links.extend(_link_ids(el.get("href") or ""))
        stack.extend(reversed(el))
    return out + links


def _id_of(el: lxml_html.HtmlElement) -> tuple[str, str] | None:
    """The number of an element's id or an anchor's name, with what stands before it."""
    ident = _ident(el)
    if not ident or len(ident) > 64:
        return None
    split = _split_id(ident.strip())
    if split is None or _OTHER_ID.search(split[0]):
        return None
    return f"#{split[0].lower()}", split[1]


def _link_ids(href: str) -> list[tuple[str, str]]:
    """The ids a link of the record carries in its query's id-named values (a
    permalink's ``?messageId=12647730`` -> ``("?messageid", "12647730")``; a fragment
    names an anchor, which is read as one)."""
    if "?" not in href or href.lstrip().startswith(("javascript:", "mailto:")):
        return []
    out: list[tuple[str, str]] = []
    parts = split(href.strip())
    for pair in parts.query.split("&") if parts is not None else ():
        name, _, value = pair.partition("=")
        if (
            name.lower() != "id"
            and _ID_NAME.search(name)
            and not _OTHER_ID.search(name)
            and 0 < len(value) <= 64
            and _split_id(value)
        ):
            out.append((f"?{name.lower()}", value))
    return out


def section_site_ids(
    candidates: list[list[tuple[str, str]]], said: list[tuple[str | None, str] | None]
) -> list[str | None]:
    """Each record's site id among its ``candidates`` (:func:`site_id_candidates`): the
    first found where the section's records have ids that differ from record to record:
    at least two records and half the comments have one, they are not all the same, and
    no two comments that say different things (``said``: each record's author and text,
    None for a record that is no comment) have the same."""
    holders: dict[str, dict[str, set[tuple[str | None, str]]]] = {}
    records: dict[str, int] = {}
    comments = sum(who is not None for who in said)
    for i, (found, who) in enumerate(zip(candidates, said, strict=True)):
        mine: dict[str, str] = {}
        for where, value in found:
            mine.setdefault(where, value)  # a record's first id of each kind
        for where, value in mine.items():
            records[where] = records.get(where, 0) + 1
            holders.setdefault(where, {}).setdefault(value, set()).add(who or ("\x00", str(i)))
    good = {
        where
        for where, values in holders.items()
        if records[where] >= max(2, comments / 2)
        and len(values) >= 2
        and all(len(w) == 1 for w in values.values())
    }
    return [next((value for where, value in found if where in good), None) for found in candidates]


def _anchors(roots: list[lxml_html.HtmlElement], skip: set[lxml_html.HtmlElement]) -> set[str]:
    """The ids and anchor names of the record's own elements and of the empty anchor just
    before it (``<a name="comment-605013"></a><div>...``), not those of the replies nested
    in it nor of the empty anchor before one (a reply's ``#comment-605015`` is no permalink
    of its parent)."""
    names: set[str] = set()
    before = roots[0].getprevious() if roots else None
    if before is not None and link_target(before):
        names.update(v for v in (before.get("id"), before.get("name")) if v)
    for root in roots:
        for el in (root, *root.iterdescendants("a", "div", "article", "li", "span")):
            if (
                skip
                and el is not root
                and (el in skip or under_any(el, root, skip) or (link_target(el) and el.getnext() in skip))
            ):
                continue
            for attr in ("id", "name"):
                value = el.get(attr)
                if value:
                    names.add(value)
            if len(names) > 8:
                return names
    return names


def _empty_anchor(el: lxml_html.HtmlElement) -> bool:
    """An ``<a>`` with nothing in it: a place named in the page, or an empty link."""
    return el.tag == "a" and not len(el) and not (el.text or "").strip()


def permalink(
    roots: list[lxml_html.HtmlElement],
    skip: set[lxml_html.HtmlElement],
    page_url: str | None,
    date_el: lxml_html.HtmlElement | None = None,
) -> str | None:
    """The comment's own link (see module doc); ``skip``: nested records."""
    own = _anchors(roots, skip)
    candidates: list[tuple[int, str]] = []
    for root in roots:
        for a in root.iter("a"):
            if under_any(a, root, skip):
                continue
            href = (a.get("href") or "").strip()
            if not href or href.startswith(("javascript:", "mailto:")) or _acts(a, href, page_url):
                continue
            frag = href.rsplit("#", 1)[1] if "#" in href else ""
            if frag and frag in own:
                candidates.append((0, href))
            elif "replytocom" in href or "respond" in frag:
                continue
            elif _PERMALINK_HINT.search(
                " ".join((a.get("class") or "", a.get("rel") or "", a.get("title") or ""))
            ):
                candidates.append((1, href))
            elif _PERMALINK_HREF.search(href):
                candidates.append((2, href))
            elif date_el is not None and (
                a is date_el or date_el in a.iterancestors() or a in date_el.iterancestors()
            ):
                candidates.append((3, href))
            if len(candidates) > 6:
                break
    if candidates:
        href = min(candidates, key=lambda c: c[0])[1]
        return joined(page_url, href)
    if page_url:
        for name in sorted(own):
            if _ID.match(name):
                return page_url.split("#", 1)[0] + "#" + name
    return None


def author_url(author_el: lxml_html.HtmlElement | None, page_url: str | None) -> str | None:
    """The profile link of the author's name (``author_el``: the element holding it)."""
    el = author_el
    for _ in range(3):
        if el is None:
            return None
        if el.tag == "a":
            href = (el.get("href") or "").strip()
            if not href or href.startswith(("#", "javascript:", "mailto:")):
                return None
            return joined(page_url, href)
        el = el.getparent()
    # The name's element holds the link (<cite><a href>Name</a></cite>), not the name
    # written before a link of its own ("Posted by: X at <a href=#c1>date</a>").
    if author_el is not None and not (author_el.text or "").strip():
        for a in author_el.iter("a"):
            href = (a.get("href") or "").strip()
            if href and not href.startswith(("#", "javascript:", "mailto:")):
                return joined(page_url, href)
            break
    return None


def edited(pieces: list[str], text: str, elements: list[lxml_html.HtmlElement]) -> bool | None:
    """True when the comment says it was edited (a short piece, an ``edited`` class, or
    a marker at the end of its text); None when it says nothing."""
    for p in pieces:
        if len(p) <= 60 and EDITED.match(p):  # anchored at the start: match is search
            return True
    for el in elements:
        cls = el.get("class")
        if cls and _EDITED_CLASS.search(cls):
            return True
    end = text[-40:]
    last = end.rstrip()  # \s and str.isspace() are the same characters
    if last[-1:] in (")", "]"):
        last = last[:-1]
    if _EDITED_END_LAST.fullmatch(last[-1:]) and EDITED_END.search(end):
        return True
    return None
