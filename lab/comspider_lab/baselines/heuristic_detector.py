"""The foundation's simple comment finder (to be replaced by record invariants).

A comment section is an element whose class or id names comments, holding repeated
children (same tag and class) with text. Records nested inside records are replies.
Fields come from class-name conventions (author, date, likes, body).
"""

from __future__ import annotations

import re
from collections import Counter
from datetime import datetime

from lxml import etree
from lxml import html as lxml_html

from comspider.clock import iso
from comspider.detection import SectionHit
from comspider.records.model import ExtractedComment, Record, RecordSection

_SECTION_HINT = re.compile(
    r"comment|kommentar|commentaire|comentario|commento|reactie|discuss|thread|respons|reply|"
    r"replies|isso|disqus|коммент|تعليق|תגוב|コメント|评论|댓글",
    re.I,
)
_AUTHOR_HINT = re.compile(r"author|user|name|nick|byline|autor|auteur", re.I)
_DATE_HINT = re.compile(r"date|time|ago|posted|datum|fecha|zeit", re.I)
_LIKE_HINT = re.compile(r"like|vote|score|upvote|thumb|recommend|likes", re.I)
_BODY_HINT = re.compile(r"text|body|content|message|comment-text|entry", re.I)
_DROP = ("script", "style", "noscript", "template")
_INT = re.compile(r"-?\d+")


def parse_html(html: str | bytes) -> lxml_html.HtmlElement | None:
    """Parse tolerant of broken markup; drop scripts, styles and comments."""
    if not html:
        return None
    try:
        root = lxml_html.document_fromstring(html)
    except (etree.ParserError, ValueError):
        return None
    etree.strip_elements(root, *_DROP, etree.Comment, with_tail=False)
    return root


def _attrs(el: lxml_html.HtmlElement) -> str:
    return f"{el.get('class', '')} {el.get('id', '')} {el.get('data-testid', '')}"


def _signature(el: lxml_html.HtmlElement) -> tuple[str, str]:
    """Tag and class tokens, without per-record tokens such as ``isso-17``."""
    tokens = sorted(t for t in el.get("class", "").split() if not any(c.isdigit() for c in t))
    return el.tag if isinstance(el.tag, str) else "", " ".join(tokens)


def _text(el: lxml_html.HtmlElement) -> str:
    return " ".join(el.text_content().split())


class HeuristicSectionFinder:
    def find_sections(self, root: lxml_html.HtmlElement) -> list[RecordSection]:
        sections: list[RecordSection] = []
        taken: set[lxml_html.HtmlElement] = set()
        for el in root.iter():
            if not isinstance(el.tag, str) or not _SECTION_HINT.search(_attrs(el)):
                continue
            children = [c for c in el if isinstance(c.tag, str)]
            sig_counts = Counter(_signature(c) for c in children)
            if not sig_counts:
                continue
            # The most frequent child signature; among equals, one that names comments.
            # (A lone comment is missed: the invariant extractor handles those.)
            sig, n = max(sig_counts.items(), key=lambda kv: (kv[1], bool(_SECTION_HINT.search(kv[0][1]))))
            if n < 2:
                continue
            items = [c for c in children if _signature(c) == sig and len(_text(c)) >= 10]
            if not items or any(i in taken for i in items):
                continue
            records = [Record(node=i) for i in items]
            # Replies: descendants of a record with the same signature.
            queue = list(range(len(records)))
            while queue:
                idx = queue.pop(0)
                node = records[idx].node
                for d in node.iterdescendants():
                    if isinstance(d.tag, str) and _signature(d) == sig and d not in taken:
                        parent_rec = _closest_record(d, records)
                        if parent_rec is None:
                            continue
                        records.append(Record(node=d, parent=parent_rec, depth=records[parent_rec].depth + 1))
                        taken.add(d)
                        queue.append(len(records) - 1)
            taken.update(items)
            sections.append(RecordSection(container=el, records=records, method="heuristic"))
        return sections


def _closest_record(node: lxml_html.HtmlElement, records: list[Record]) -> int | None:
    index = {id(r.node): i for i, r in enumerate(records)}
    for anc in node.iterancestors():
        if id(anc) in index:
            return index[id(anc)]
    return None


class HeuristicSectionScorer:
    """P(comment section) from class/id names: a stand-in for the fastText classifier."""

    def score(self, section: RecordSection) -> float:
        hits = len(_SECTION_HINT.findall(_attrs(section.container)))
        hits += sum(1 for r in section.records[:5] if _SECTION_HINT.search(_attrs(r.node)))
        return min(1.0, 0.3 * hits)


def _first(
    node: lxml_html.HtmlElement, pattern: re.Pattern[str], exclude: set[lxml_html.HtmlElement]
) -> lxml_html.HtmlElement | None:
    for d in node.iterdescendants():
        if d in exclude:
            continue
        if isinstance(d.tag, str) and pattern.search(_attrs(d)):
            return d
    return None


def _parse_date(text: str, reference_time: datetime) -> str | None:
    import dateparser

    parsed = dateparser.parse(
        text[:80],
        settings={
            "RELATIVE_BASE": reference_time.replace(tzinfo=None),
            "RETURN_AS_TIMEZONE_AWARE": True,
            "TO_TIMEZONE": "UTC",
        },
    )
    return iso(parsed) if parsed else None


def _body(
    node: lxml_html.HtmlElement,
    exclude: set[lxml_html.HtmlElement],
    fields: set[lxml_html.HtmlElement | None],
) -> lxml_html.HtmlElement | None:
    """The innermost body-like element that does not hold the author or the date."""
    best = None
    for d in node.iterdescendants():
        if d in exclude or not isinstance(d.tag, str) or not _BODY_HINT.search(_attrs(d)):
            continue
        inner = set(d.iterdescendants())
        if any(f is not None and (f is d or f in inner) for f in fields):
            continue
        if _text(d) and (best is None or d in best.iterdescendants() or best is None):
            best = d
    return best


def heuristic_fields(section: RecordSection, reference_time: datetime) -> list[ExtractedComment]:
    out: list[ExtractedComment] = []
    emitted: dict[int, int] = {}  # record index -> index in out
    for index, rec in enumerate(section.records):
        node = rec.node
        excluded: set[lxml_html.HtmlElement] = set()
        for other in section.records:
            if other.node is not node and node in other.node.iterancestors():
                excluded.add(other.node)
                excluded.update(other.node.iterdescendants())
        author_el = _first(node, _AUTHOR_HINT, excluded)
        time_el = next((d for d in node.iterdescendants("time") if d not in excluded), None)
        date_el = time_el if time_el is not None else _first(node, _DATE_HINT, excluded)
        like_el = _first(node, _LIKE_HINT, excluded)
        body_el = _body(node, excluded, {author_el, date_el})
        author = _text(author_el) if author_el is not None else None
        date_text = None
        if date_el is not None:
            date_text = date_el.get("datetime") or _text(date_el)
        likes = None
        if like_el is not None:
            m = _INT.search(_text(like_el))
            likes = int(m.group()) if m else None
        if body_el is not None:
            text = _text(body_el)
        else:
            skip = {author_el, date_el, like_el} | excluded
            text = " ".join(
                el.text.strip()
                for el in node.iter()
                if el not in skip and isinstance(el.tag, str) and el.text and el.text.strip()
            )
        if not text:
            continue
        emitted[index] = len(out)
        out.append(
            ExtractedComment(
                text=text,
                author=author or None,
                published_at=_parse_date(date_text, reference_time) if date_text else None,
                published_text=date_text,
                likes=likes,
                parent=emitted.get(rec.parent) if rec.parent is not None else None,
                depth=rec.depth,
                xpath=node.getroottree().getpath(node),
            )
        )
    return out


class HeuristicFieldExtractor:
    def comment_fields(
        self, section: RecordSection, *, reference_time: datetime, page_url: str | None = None
    ) -> list[ExtractedComment]:
        return heuristic_fields(section, reference_time)


class HeuristicDetector:
    """CommentDetector for the browser: records in sections that look like comments."""

    def __init__(self) -> None:
        self.finder = HeuristicSectionFinder()
        self.scorer = HeuristicSectionScorer()

    def count_comments(self, html: str, url: str) -> int:
        return max((hit.records for hit in self.sections(html, url)), default=0)

    def sections(self, html: str, url: str) -> list[SectionHit]:
        """The comment sections (CommentSectionLocator), largest first."""
        root = parse_html(html)
        if root is None:
            return []
        tree = root.getroottree()
        hits = []
        for section in self.finder.find_sections(root):
            score = self.scorer.score(section)
            if score >= 0.5:
                hits.append(
                    SectionHit(
                        xpath=tree.getpath(section.container), records=len(section.records), score=score
                    )
                )
        return sorted(hits, key=lambda h: -h.records)
