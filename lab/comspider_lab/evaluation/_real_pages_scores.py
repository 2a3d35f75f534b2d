"""Each real page's result: what was extracted there, scored against the page's gold.

- dragnet: the token precision, recall and F1 (see ``_tokens``) of the author, the date
  as written and the text of every comment against the annotators' comment lines, on
  pages with comments; the number of comments on pages without (any is a false page).
- trafilatura: per comment snippet, whether it was found: its normalised text (Unicode
  NFC, casefolded, whitespace collapsed) occurs in the normalised concatenation of the
  extracted comments' authors, dates as written and texts, in page order. Also whether
  the snippet is in the saved HTML at all (the others were loaded by JavaScript when
  the page was annotated), and, on the pages with WordPress pingback markup, how many
  extracted comments are pingbacks.
- fundus: the number of comments (no gold; the pages that give any are for review).

The same functions score the peer, whose extraction is one text (``texts`` then holds
that text and ``n`` its non-empty lines).
"""

from __future__ import annotations

import gzip
import html as html_lib
import re
import unicodedata
from collections.abc import Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from lxml import html as lxml_html

from comspider_lab.evaluation._real_corpora import DragnetPage, FundusPage, TrafilaturaPage
from comspider_lab.evaluation._tokens import token_score, tokens

#: Pages of the trafilatura corpus that issue 23 names as giving false comments (their
#: comments, all of them, are something else: none is a discussion of the page), with
#: what they are. Pages with pingback markup are watched apart (see ``pingback_texts``).
FALSE_COMMENT_PAGES = {
    "lernpfadprismen.wordpress.com.masse.html": "maths exercises (lernpfadprismen)",
    "together.ch.schaffhausen.html": "event listings (together.ch)",
    "alacarte.at-purzelbaum.html": "article paragraphs (alacarte)",
    "travanto.de.ferienhaus-feinen.html": "guest reviews (travanto)",
    "zooroyal.de.trixie.html": "product reviews, schema.org/Review (zooroyal)",
}


@dataclass(slots=True)
class PageResult:
    """One page's result (a row of the results file; None fields are left out)."""

    key: str
    n: int  # comments extracted (the peer: non-empty lines)
    error: str | None = None
    # dragnet
    part: str | None = None
    site: str | None = None
    gold: str | None = None  # "comments", "none" or "doubtful"
    p: float | None = None
    r: float | None = None
    f1: float | None = None
    # trafilatura
    found: str | None = None  # per snippet, "1" found or "0" not
    reachable: str | None = None  # per snippet, "1" when it is in the saved HTML
    watch: str | None = None  # what the page's comments are, when issue 23 names the page
    pingbacks: int | None = None  # comments that are pingbacks, on pages with pingback markup
    # fields: comments with an author (the token scores do not see a name moved into the text)
    named: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            k: (round(v, 4) if isinstance(v, float) else v) for k, v in asdict(self).items() if v is not None
        }

    @classmethod
    def from_json(cls, row: dict[str, Any]) -> PageResult:
        return cls(**row)


def normalise(text: str) -> str:
    return " ".join(unicodedata.normalize("NFC", text).casefold().split())


def read_html(path: Path) -> bytes:
    data = path.read_bytes()
    return gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data


_CHARSET = re.compile(rb"""<meta[^>]+charset\s*=\s*["']?([\w-]+)""", re.I)


def html_text(data: bytes) -> str:
    """The page's bytes as text: UTF-8, else the charset its markup declares, else
    Windows-1252 (only to tell whether a snippet is in the page at all)."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        pass
    declared = _CHARSET.search(data[:8192])
    try:
        return data.decode(declared.group(1).decode("ascii") if declared else "cp1252", "replace")
    except LookupError:
        return data.decode("cp1252", "replace")


def _loose(text: str) -> str:
    return re.sub(r"[\W_]+", "", unicodedata.normalize("NFC", text).casefold())


def pingback_texts(root: lxml_html.HtmlElement) -> list[str]:
    """The normalised texts of the page's pingbacks and trackbacks (WordPress marks each
    ``class="pingback"`` or ``class="trackback"``)."""
    found = root.xpath(
        "//*[contains(concat(' ', normalize-space(@class), ' '), ' pingback ')"
        " or contains(concat(' ', normalize-space(@class), ' '), ' trackback ')]"
    )
    return [t for t in (normalise(e.text_content()) for e in found) if t]


def score_dragnet(
    page: DragnetPage, part: str, site: str, texts: Sequence[str | None], n: int, error: str | None = None
) -> PageResult:
    result = PageResult(page.key, n, error, part=part, site=site)
    if not page.has_comments:
        result.gold = "none"
        return result
    result.gold = "doubtful" if page.doubtful else "comments"
    score = token_score(tokens(texts), tokens(page.gold))
    result.p, result.r, result.f1 = score.precision, score.recall, score.f1
    return result


@dataclass(frozen=True, slots=True)
class TrafilaturaGold:
    """What a trafilatura page's result needs from its HTML (read once, for every run)."""

    reachable: str
    pingbacks: tuple[str, ...]
    has_pingback_markup: bool


def trafilatura_gold(page: TrafilaturaPage) -> TrafilaturaGold:
    data = read_html(page.path)
    text = html_text(data)
    raw = _loose(html_lib.unescape(text))
    reachable = "".join("1" if _loose(s) in raw else "0" for s in page.snippets)
    pingbacks: list[str] = []
    if b"pingback" in data or b"trackback" in data:
        try:
            pingbacks = pingback_texts(lxml_html.document_fromstring(data))
        except (ValueError, lxml_html.etree.ParserError):
            pingbacks = []
    return TrafilaturaGold(reachable, tuple(pingbacks), bool(pingbacks))


def score_trafilatura(
    page: TrafilaturaPage,
    gold: TrafilaturaGold,
    texts: Sequence[str | None],
    n: int,
    comment_texts: Sequence[str | None] = (),
    error: str | None = None,
) -> PageResult:
    """``texts``: every field that counts as extracted, in page order; ``comment_texts``:
    each comment's text alone (to tell its pingbacks)."""
    result = PageResult(page.key, n, error, watch=FALSE_COMMENT_PAGES.get(page.file))
    if page.snippets:
        joined = normalise("\n".join(t for t in texts if t))
        result.found = "".join("1" if normalise(s) in joined else "0" for s in page.snippets)
        result.reachable = gold.reachable
    if gold.has_pingback_markup:
        result.pingbacks = sum(
            1
            for t in comment_texts
            # 12 characters at least: a one-word comment ("Thanks!") is in many a pingback's text
            if t and len(c := normalise(t)) >= 12 and any(c in pingback for pingback in gold.pingbacks)
        )
    return result


def score_fundus(page: FundusPage, n: int, error: str | None = None) -> PageResult:
    return PageResult(page.key, n, error)
