"""Every comment the crawler's extraction writes on the saved real pages, to read page by
page and to compare two versions of the code.

    python -m comspider_lab evaluate output_review dump OUT.jsonl [--mode accepted]
        [--corpora trafilatura,fundus,dragnet]
    python -m comspider_lab evaluate output_review compare BEFORE.jsonl AFTER.jsonl

``dump`` runs ``extract_comments`` (the crawl's classifier and selection) on the 990
trafilatura pages and the 258 fundus pages of ``../shared/data`` and writes one line per
comment with every field, and one line per page with its count; it prints how many pages
wrote comments. ``compare`` prints, per page, the fields that changed between two dumps
(the pages whose counts changed first), with a few examples: what a change to the
extraction does beyond the figures, which score only the labelled pages.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
from collections import Counter, defaultdict
from datetime import UTC, datetime
from pathlib import Path

from comspider.page_comments import default_scorer, extract_comments
from comspider.records.dom import parse_html
from comspider_lab.evaluation.record_extraction import read_page, shared_data
from comspider_lab.progress import progress

REFERENCE_TIME = datetime(2024, 5, 1, tzinfo=UTC)
_IDS = ("comment_id", "parent_id")  # follow from the author and text: not a change of their own


CORPORA = ("trafilatura", "fundus", "dragnet")
_DEFAULT_CORPORA = ("trafilatura", "fundus")


def _pages(data: Path, corpora: tuple[str, ...] = _DEFAULT_CORPORA) -> list[Path]:
    found = {
        "trafilatura": sorted((data / "trafilatura" / "pages").glob("*.gz")),
        "fundus": sorted((data / "fundus").glob("*/*.html.gz")),
        "dragnet": sorted((data / "dragnet" / "pages").glob("*.html.gz")),
    }
    return [path for corpus in corpora for path in found[corpus]]


def _name(path: Path) -> str:
    """A page's name in the dump: its file name (dragnet's, "100.html.gz", with its corpus)."""
    return f"dragnet/{path.name}" if path.parent.parent.name == "dragnet" else path.name


def dump(out: Path, mode: str, data: Path | None = None, corpora: tuple[str, ...] = _DEFAULT_CORPORA) -> None:
    scorer = default_scorer()
    pages = _pages(data or shared_data(), corpora)
    written = Counter[str]()
    with out.open("w", encoding="utf-8") as fh:
        for path in progress(pages, "pages"):
            comments = extract_comments(
                parse_html(read_page(path)),
                fallback_url=_name(path),
                reference_time=REFERENCE_TIME,
                mode=mode,
                scorer=scorer,
            )
            ids: set[str] = set()
            for pc in comments:
                # A crawl writes an id once per article: a repeat is a comment it drops.
                repeat = pc.comment_id in ids
                ids.add(pc.comment_id)
                written["repeated ids"] += repeat
                row = dataclasses.asdict(pc.comment)
                row.update(
                    page=_name(path),
                    comment_id=pc.comment_id,
                    parent_id=pc.parent_id,
                    section=pc.section,
                    section_score=pc.section_score,
                )
                fh.write(json.dumps(row, ensure_ascii=False, sort_keys=True) + "\n")
            fh.write(json.dumps({"page": _name(path), "comments": len(comments)}) + "\n")
            written["pages"] += 1
            written["pages with comments"] += bool(comments)
            written["comments"] += len(comments)
            written["pages with a repeated id"] += len(ids) < len(comments)
    print(f"\n### Comments written on the saved real pages (mode {mode})\n")
    print(
        "| pages | pages with comments | comments | comments whose id another comment of the page has "
        "(a crawl writes one of them) | pages with such comments |\n|---|---|---|---|---|"
    )
    print(
        f"| {written['pages']} | {written['pages with comments']} | {written['comments']} | "
        f"{written['repeated ids']} | {written['pages with a repeated id']} |"
    )


def _load(path: Path) -> dict[str, list[dict[str, object]]]:
    pages: dict[str, list[dict[str, object]]] = defaultdict(list)
    for line in path.read_text(encoding="utf-8").splitlines():
        row = json.loads(line)
        if "text" in row:
            pages[str(row["page"])].append(row)
        else:
            pages.setdefault(str(row["page"]), [])
    return pages


def _short(value: object) -> str:
    text = repr(value)
    return (text[:60] + "…") if len(text) > 61 else text


def compare(before: Path, after: Path, examples: int = 2) -> None:
    old, new = _load(before), _load(after)
    print(f"\n### What changed between {before.name} and {after.name}\n")
    print("| page | change | examples |\n|---|---|---|")
    changed = 0
    for page in sorted(set(old) | set(new), key=lambda p: (len(old.get(p, [])) == len(new.get(p, [])), p)):
        a, b = old.get(page, []), new.get(page, [])
        if len(a) != len(b):
            changed += 1
            first = _short(b[0]["text"] if b else a[0]["text"] if a else "")
            print(f"| {page} | {len(a)} -> {len(b)} comments | {first} |")
            continue
        fields: Counter[str] = Counter()
        shown: dict[str, list[str]] = defaultdict(list)
        for x, y in zip(a, b, strict=True):
            for key in x:
                if key not in _IDS and x[key] != y.get(key):
                    fields[key] += 1
                    if len(shown[key]) < examples:
                        shown[key].append(f"{_short(x[key])} -> {_short(y.get(key))}")
        for key, n in sorted(fields.items()):
            changed += 1
            print(f"| {page} | {key} of {n} | {'; '.join(shown[key])} |")
    print(f"\n{changed} changes on {len(set(old) | set(new))} pages")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="evaluate output_review", description=__doc__)
    sub = parser.add_subparsers(dest="action", required=True)
    d = sub.add_parser("dump", help="write every comment of every saved page")
    d.add_argument("out", type=Path)
    d.add_argument("--mode", default="accepted", choices=("accepted", "best", "all"))
    d.add_argument(
        "--corpora",
        default=",".join(_DEFAULT_CORPORA),
        help=f"comma-separated, of {', '.join(CORPORA)} (default: %(default)s)",
    )
    c = sub.add_parser("compare", help="print what changed between two dumps")
    c.add_argument("before", type=Path)
    c.add_argument("after", type=Path)
    args = parser.parse_args(argv)
    if args.action == "dump":
        corpora = tuple(c for c in args.corpora.split(",") if c)
        unknown = [c for c in corpora if c not in CORPORA]
        if unknown:
            parser.error(f"--corpora {','.join(unknown)}: unknown; accepted: {', '.join(CORPORA)}")
        dump(args.out, args.mode, corpora=corpora)
    else:
        compare(args.before, args.after)
    return 0
