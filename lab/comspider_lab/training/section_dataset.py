"""Build ``models/data/sections.jsonl``: record sections of real pages, comment or not.

    python -m comspider_lab.training.section_dataset collect --cache DIR   # render offline web + Isso (Chromium)
    python -m comspider_lab.training.section_dataset build --cache DIR     # find and label sections
    python -m comspider_lab.training.section_dataset all --cache DIR

Sections are what the crawler itself sees: :class:`InvariantSectionFinder` with its
default settings, on
- the saved pages of the shared data (``trafilatura``: 990 pages, 142 with comment
  snippets in ``evaldata.json``; ``fundus``: 258 pages whose comments load by script);
- the rendered pages of :mod:`comspider_lab.training.section_pages` (the offline news web with
  its ground truth, a real Isso server).

Labels (a section is *positive* when its records contain the page's comments):
- on a trafilatura page with snippets, a section whose record text contains one of the
  page's snippets that are present in the saved HTML is positive (records holding most of
  the page's text are containers, not comments, and are not searched, as in the
  extraction evaluation's oracle); a rendered page's section is positive when its record
  text contains one of the page's true comment texts;
- a section on those pages that contains no snippet but is nested in, or holds, a
  positive one (the same thread cut another way) is left out: it is neither clearly a
  comment section nor clearly not; so is a section that holds snippets only as another
  positive section's thread cut another way (page blocks around the thread that hold no
  snippet of their own, or blocks across the page some of which are comment bodies;
  :func:`cut_elsewhere`);
- every section of the comment-free pages chosen by the extraction evaluation's
  ``negative_pages()`` (screened and reviewed by hand) is negative, as are the other
  sections of pages with comments (related articles, menus, link lists...);
- the other pages (comment markup but no snippet annotated) are not used;
- ``REVIEWED`` corrects the labels that a reading by eye found wrong (the row then has a
  ``review`` field with the reason);
- a section inside a look-alike region is negative whatever it holds (a sidebar of the
  latest comments may quote one of the page's own comments);
- a negative section whose records are, hold or lie in a look-alike region (an embedded
  social post, a testimonial or review box, an author box, live-blog entries, a
  site-wide "latest comments" list: :mod:`comspider_lab.training.lookalike_labels` on the
  shared pages, the outlets' own list on the offline web) is a *hard negative*: its row
  has a ``lookalike`` field with the kind.

Each row also holds the section rules' features (``structure``, from
:func:`comspider.sections.structure.section_features`): the rules' weights are
learned from them (``python -m comspider_lab train sections``), and the evaluation scores
the rules without the pages.
"""

from __future__ import annotations

import argparse
import gzip
import html as html_lib
import json
import logging
import re
import sys
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

from lxml import html as lxml_html

from comspider.records.dom import normalise_ws, parse_html, text_of
from comspider.records.invariants import InvariantSectionFinder
from comspider.records.model import Record, RecordSection
from comspider.sections.features import section_text
from comspider.sections.rules import StructuralSectionScorer
from comspider_lab.paths import DATA
from comspider_lab.progress import progress
from comspider_lab.training.lookalike_labels import Region, find_regions, overlapping_kind, regions_at

logger = logging.getLogger(__name__)

DATASET = DATA / "sections.jsonl"
CONTAINER_SHARE = 0.4  # a record with more of the page's text is a container, not a comment


def record_text(section: RecordSection, page_chars: int) -> list[str]:
    """Whitespace-normalised text of each record, container-sized records left out. A
    record of several sibling nodes (a run) owns their tails: an unwrapped comment's body
    is there."""
    out = []
    for r in section.records:
        nodes = [r.node, *r.extra]
        t = normalise_ws(" ".join(text_of(n) + (" " + n.tail if r.extra and n.tail else "") for n in nodes))
        if len(t) <= max(2000, CONTAINER_SHARE * page_chars):
            out.append(t)
    return out


def cut_elsewhere(
    section: RecordSection, others: list[RecordSection], needles: Iterable[str], page_chars: int
) -> bool:
    """Is this section (one holding comment text) another positive section's thread cut
    another way, and no comment section itself? Either
    - its records wrap other positive sections and hold no comment text of their own (page
      blocks around the thread, a single "comment" that is the whole list, posts that hold
      the comment lists), or
    - its records that hold comment text are parts of another positive section's records,
      while its container is not in them (a pattern of blocks across the page, some of
      which are comment bodies; a reply list inside its thread is no such section).
    The record finder's sibling completion finds such sections."""
    wanted = [normalise_ws(n) for n in needles if n and n.strip()]
    texts: dict[
        int, list[str]
    ] = {}  # each section's record texts, read once (a page has hundreds of needles)

    def held(s: RecordSection) -> set[str]:
        if id(s) not in texts:
            texts[id(s)] = record_text(s, page_chars)
        return {n for n in wanted if any(n in t for t in texts[id(s)])}

    def nodes(s: RecordSection) -> list[lxml_html.HtmlElement]:
        return [n for r in s.records for n in [r.node, *r.extra]]

    mine = held(section)
    holding = [r for r in section.records if contains_any(record_text(_one(section, r), page_chars), wanted)]
    if not holding:
        return False
    inner = [o for o in others if any(lies_in(o.container, n) for n in nodes(section))]
    if inner and mine <= set().union(*(held(o) for o in inner)):
        return True
    for other in others:
        theirs = nodes(other)
        if any(lies_in(section.container, n) for n in theirs):
            continue
        if all(any(lies_in(n, t) for t in theirs for n in [r.node, *r.extra]) for r in holding):
            return True
    return False


def _one(section: RecordSection, record: Record) -> RecordSection:
    return RecordSection(container=section.container, records=[record])


def contains_any(texts: list[str], needles: Iterable[str]) -> bool:
    wanted = [normalise_ws(n) for n in needles if n and n.strip()]
    return any(n in t for t in texts for n in wanted)


def lies_in(node: lxml_html.HtmlElement, region: lxml_html.HtmlElement) -> bool:
    return node is region or any(a is region for a in node.iterancestors())


def overlaps(a: lxml_html.HtmlElement, b: lxml_html.HtmlElement) -> bool:
    return a is b or a in b.iterancestors() or b in a.iterancestors()


_DIGIT = re.compile(r"\d")
_date_parser: Any = None


def _dateparser() -> Any:
    global _date_parser
    if _date_parser is None:
        import dateparser

        _date_parser = dateparser
    return _date_parser


def short_texts(node: lxml_html.HtmlElement, limit: int) -> Iterator[str]:
    """Short text pieces (3-40 characters, with a digit) of a subtree, in order."""
    n = 0
    for piece in node.itertext():
        t = piece.strip()
        if 3 <= len(t) <= 40 and _DIGIT.search(t):
            yield t
            n += 1
            if n >= limit:
                return


@lru_cache(maxsize=50_000)
def is_date(text: str) -> bool:
    """dateparser reads a date in ``text``."""
    try:
        return (
            _dateparser().parse(text, settings={"STRICT_PARSING": False, "PREFER_DATES_FROM": "past"})
            is not None
        )
    except Exception:  # noqa: BLE001 - dateparser raises on odd input
        return False


def date_share(section: RecordSection, *, records: int = 4, pieces: int = 3) -> float:
    """Share of the first ``records`` records in which dateparser reads a date in one of
    their short text pieces (the date-string heuristic baseline)."""
    sample = section.records[:records]
    if not sample:
        return 0.0
    hits = 0
    for r in sample:
        for node in [r.node, *r.extra]:
            if any(is_date(t) for t in short_texts(node, pieces)):
                hits += 1
                break
    return hits / len(sample)


@dataclass(slots=True)
class Page:
    source: str
    site: str
    file: str
    url: str
    frame: str
    html: str | bytes
    needles: list[str] | None  # texts whose presence makes a section positive; None: all negative
    lookalikes: list[tuple[str, str]] | None = None  # (kind, XPath) the page's maker lists; None: find them


def shared_pages(data: Path | None = None) -> Iterator[Page]:
    from comspider_lab.evaluation.record_extraction import negative_pages, positive_pages
    from comspider_lab.training.clickable_sources import all_pages

    positives = {p.path.name: p for p in positive_pages(data)}
    negatives = {path.name for path, _reason in negative_pages(data)}
    for page in progress(all_pages(data), desc="sections: pages", unit="page"):
        assert page.path is not None
        name = page.path.name
        if page.source == "trafilatura" and name in positives:
            needles = positives[name].reachable
            if not needles:
                continue
        elif name in negatives:
            needles = None
        else:
            continue
        yield Page(page.source, page.site, page.file, page.url, "main", page.read_bytes(), needles)


#: Shortest gold line of dragnet used as a needle: shorter lines (a name, "7:28 PM",
#: "Thanks!") occur in too many places to say which list holds the comments.
DRAGNET_NEEDLE_WORDS = 6
#: The corpus's gold was decoded with replacement characters where the page had curly
#: quotes and accents ("I�ve"): a needle is the longest piece between them.
_REPLACEMENT = "\ufffd"


def dragnet_needles(gold: Iterable[str]) -> list[str]:
    """The gold comment lines of a dragnet page that say where its comments are."""
    out = []
    for line in gold:
        piece = max(line.split(_REPLACEMENT), key=len).strip()
        if len(piece.split()) >= DRAGNET_NEEDLE_WORDS:
            out.append(piece)
    return out


def dragnet_pages(data: Path | None = None, part: str = "tune") -> Iterator[Page]:
    """The pages of one part of dragnet's split by site (only the *tune* part is ever
    trained on: the *report* part is what ``evaluate real_pages`` reports). A page with
    comments is labelled by its gold lines; a page without (``has_comments`` false: the
    annotators marked none) has only negative sections; ``gold_doubtful`` pages are left
    out."""
    from comspider_lab.evaluation._dragnet_split import load_split
    from comspider_lab.evaluation._real_corpora import dragnet_pages as corpus
    from comspider_lab.paths import shared_data_dir

    pages = corpus(data or shared_data_dir())
    split = load_split(pages)
    for page in progress(pages, desc=f"sections: dragnet {part}", unit="page"):
        if page.doubtful or split.part(page) != part:
            continue
        needles = dragnet_needles(page.gold) if page.has_comments else None
        if page.has_comments and not needles:
            continue  # only short lines: nothing says where the comments are
        yield Page(
            "dragnet",
            split.site(page),
            f"dragnet/{page.id}",
            f"dragnet:{page.id}",
            "main",
            gzip.decompress(page.path.read_bytes()),
            needles,
        )


def rendered_pages(cache: Path) -> Iterator[Page]:
    from comspider_lab.training.section_pages import read_rendered

    for row in read_rendered(cache):
        yield Page(
            row["source"],
            row["site"],
            row["file"],
            row["url"],
            row["frame"],
            row["html"],
            [html_lib.unescape(c) for c in row["comments"]] or None,
            [(k, x) for k, x in row.get("lookalikes") or []],
        )


#: Labels corrected after reading the section and its page by eye (the out-of-fold errors
#: of ``python -m comspider_lab evaluate sections`` were reviewed): (file, container XPath) ->
#: (label, why). They override the snippet rule, which trusts the annotators' snippets.
REVIEWED: dict[tuple[str, str], tuple[int, str]] = {
    (
        "pages/german.stackexchange.com.ausgeraubt.html.gz",
        "/html/body/div[4]/div[2]/div/div/div[3]/div[1]/div[2]/div[3]/div[1]/ul",
    ): (1, "the user comments under the question; the annotators marked only the comments under the answers"),
    ("pages/papaganda.org.minions.html.gz", "/html/body/div/div/div/div/div/div[3]/div/ul[2]"): (
        0,
        (
            "the sidebar's 'latest comments' tab of the whole blog (it lists one comment of this "
            "article among those of other posts); the article's thread is ol.commentlist"
        ),
    ),
    ("pages/sportowefakty.wp.pl.falubaz.html.gz", "/html/body/main/section/div/div[2]/div/div[1]/div[2]"): (
        0,
        (
            "the newsroom's live coverage of the match (liveblog posts, heat by heat), not user "
            "comments; the annotators marked live-blog entries as comments"
        ),
    ),
}


def page_rows(
    page: Page, finder: InvariantSectionFinder, fallback: StructuralSectionScorer, *, with_dates: bool = True
) -> list[dict[str, Any]]:
    root = parse_html(page.html)
    sections = finder.find_sections(root)
    if not sections:
        return []
    chars = len(text_of(root))
    tree = root.getroottree()
    regions = page_regions(page, root)
    paths = [tree.getpath(s.container) for s in sections]
    labels: list[int] = []
    reviews: list[str | None] = []
    for s, path in zip(sections, paths, strict=True):
        reviewed = REVIEWED.get((page.file, path))
        if reviewed is not None:
            labels.append(reviewed[0])
            reviews.append(reviewed[1])
            continue
        holds = bool(page.needles) and contains_any(record_text(s, chars), page.needles or ())
        # a section inside a look-alike (a sidebar of the latest comments, which may quote
        # one of this page's comments or a short one of the same words) is no thread
        if holds and any(lies_in(s.container, r.element) for r in regions):
            logger.info("%s %s: inside a look-alike, labelled 0", page.file, path)
            holds = False
        labels.append(1 if holds else 0)
        reviews.append(None)
    positives = [s.container for s, y in zip(sections, labels, strict=True) if y == 1]
    positive_sections = [s for s, y in zip(sections, labels, strict=True) if y == 1]
    cut = {
        i
        for i, (s, y, review) in enumerate(zip(sections, labels, reviews, strict=True))
        if y == 1
        and review is None
        and cut_elsewhere(s, [o for o in positive_sections if o is not s], page.needles or (), chars)
    }
    rows = []
    for i, (s, y, path, review) in enumerate(zip(sections, labels, paths, reviews, strict=True)):
        if y == 0 and review is None and any(overlaps(s.container, p) for p in positives):
            continue  # same thread cut another way: ambiguous
        if i in cut:
            logger.info("%s %s: another section's thread cut another way, left out", page.file, path)
            continue  # page blocks around the thread, or across it: ambiguous
        structure = fallback.features(s)
        row = {
            "site": page.site,
            "source": page.source,
            "file": page.file,
            "url": page.url,
            "frame": page.frame,
            "xpath": path,
            "label": y,
            "records": len(s.records),
            "features": section_text(s),
            "structure": {k: round(v, 4) for k, v in structure.items()},
            "dates": round(date_share(s), 3) if with_dates else None,
        }
        if review is not None:
            row["review"] = review
        kind = overlapping_kind(s, regions) if y == 0 else None
        if kind is not None:
            row["lookalike"] = kind
        rows.append(row)
    return rows


def page_regions(page: Page, root: lxml_html.HtmlElement) -> list[Region]:
    """The page's look-alike regions: as its maker lists them (offline web), else found
    by the labelling rule (shared pages)."""
    if page.lookalikes is not None:
        return regions_at(root, page.lookalikes)
    return find_regions(root, page.file)


def build(cache: Path | None, out: Path, *, data: Path | None = None) -> Counter[str]:
    finder = InvariantSectionFinder()
    fallback = StructuralSectionScorer()
    counts: Counter[str] = Counter()
    pages: list[Iterable[Page]] = [shared_pages(data), dragnet_pages(data)]
    if cache is not None:
        pages.append(rendered_pages(cache))
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(".tmp")
    with tmp.open("w", encoding="utf-8") as fh:
        for source in pages:
            for page in source:
                try:
                    rows = page_rows(page, finder, fallback)
                except Exception as exc:  # noqa: BLE001 - one bad page never stops the build
                    logger.warning("%s/%s: %s: %s", page.source, page.file, type(exc).__name__, exc)
                    counts["failed pages"] += 1
                    continue
                counts[f"pages {page.source}"] += 1
                for row in rows:
                    counts[f"{'pos' if row['label'] else 'neg'} {page.source}"] += 1
                    if "lookalike" in row:
                        counts[f"lookalike {row['lookalike']}"] += 1
                    fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    tmp.replace(out)
    return counts


def read_rows(path: Path = DATASET) -> list[dict[str, Any]]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m comspider_lab.training.section_dataset", description=(__doc__ or "").splitlines()[0]
    )
    ap.add_argument("command", choices=["collect", "build", "all"])
    ap.add_argument("--cache", type=Path, required=True, help="folder of the rendered pages")
    ap.add_argument("--out", type=Path, default=DATASET)
    ap.add_argument("--concurrency", type=int, default=2)
    args = ap.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(message)s")
    if args.command in ("collect", "all"):
        from comspider_lab.training.section_pages import collect

        print(json.dumps({"rendered snapshots": collect(args.cache, concurrency=args.concurrency)}))
    if args.command in ("build", "all"):
        print(json.dumps(dict(sorted(build(args.cache, args.out).items()))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
