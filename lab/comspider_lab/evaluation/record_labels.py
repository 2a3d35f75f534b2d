"""The labelled real pages of the record-extraction accuracy, equation (3):
``models/data/records.jsonl`` (models/data/README.md, "records.jsonl").

    python -m comspider_lab.evaluation.record_labels build   # (re)write the file

Each row is one page of ``../shared/data/trafilatura`` whose comments are known, and
each comment is the list of XPaths of its nodes: one element, or a run of sibling nodes
when the template gives a comment no wrapper of its own (``<dt>`` + ``<dd>``). Two ways
of labelling, each row says which (``labels``):

- ``wordpress-ids``: the strict WordPress id convention (the outermost element whose id
  is ``comment-N`` / ``li-comment-N``, anchors left out), on the pages with comment
  snippets in ``evaldata.json``: 48 pages with three comments or more (``class`` =
  ``list``), 25 with one or two (``class`` = ``small``). One correction, read by eye: the
  "recent comments" widget of spektrum.de (``aside``) carries the same ids but lists
  comments of other articles; its 5 items are not this page's comments.
- ``hand``: pages of the long tail that no id convention labels, read by eye; the rule
  (an XPath per comment, or per header with its body sibling) and the reason are in
  ``HAND`` below.

``class`` names what the page exercises: ``list``, ``small`` (one or two comments),
``single-byline`` (one comment, no naming attribute, a byline and prose), ``runs``
(header and body as siblings, no wrapper), ``alternating`` (row styles alternate),
``nested-attr`` (replies carry one more attribute than top-level comments).
"""

from __future__ import annotations

import argparse
import json
import re
from dataclasses import dataclass
from pathlib import Path

from lxml import html as lxml_html

from comspider.records.dom import parse_html
from comspider_lab.paths import shared_data_dir

DATASET = Path(__file__).resolve().parents[3] / "models" / "data" / "records.jsonl"
_NS = {"re": "http://exslt.org/regular-expressions"}


@dataclass(frozen=True, slots=True)
class HandRule:
    cls: str
    comments: str  # XPath of each comment's element (or of each run's first node)
    runs: str | None  # XPath, relative to that node, of the rest of its run
    why: str


HAND: dict[str, HandRule] = {
    "love-hina.ch.0409.html.gz": HandRule(
        "single-byline",
        "//div[h3[contains(., 'Kommentar von')]]",
        None,
        "one comment (2004): a div with '#1 Kommentar von <img> Naru-chan', the date as text and "
        "a <p>; no attribute names it; the 'Kommentare' bar before it; the form after it is not a comment",
    ),
    "archive.org.dzs-clan.de.html.gz": HandRule(
        "single-byline",
        "//form[contains(@action, 'comments.php')]/table[1]",
        None,
        "one comment (2010) as a table: first row '#1 von <a>tObIas Vx</a> <i>29.12.2010 - 22:40</i>', "
        "last row its text; the empty table after it is the pager",
    ),
    "hearya.com.metal.html.gz": HandRule(
        "runs",
        "//dl[@id='comment_list']/dt",
        "following-sibling::dd[1]",
        "38 comments (2015) as <dt>author, date</dt><dd>text</dd> pairs, no wrapper per comment; "
        "the dt/dd classes alternate (even / odd alt)",
    ),
    "nnz-online.de-Quantensprung.html.gz": HandRule(
        "single-byline",
        "//div[@class='kommentare']/div[@class='kommentar-item']",
        None,
        "one comment (2023) with a title (h5), name and date; the 'Letzte Kommentare' sidebar repeats "
        "its title as a link to it, which is not a comment of this page",
    ),
}
#: Extra classes of pages labelled by the id convention (read by eye).
CLASSES = {
    "der-erfolg-gibt-recht.de.rinderleber.html.gz": "alternating",  # li.alt / li class=""
    "oekonomenstimme.org.keynes.html.gz": "nested-attr",  # li#comment-1510 > ul > li.1510#comment-1511
    "spektrum.de.engelbart.html.gz": "list",
}


def _id_comments(root: lxml_html.HtmlElement) -> list[lxml_html.HtmlElement]:
    els = root.xpath("//*[re:test(@id, '^(li-)?comment-?[0-9]+$')]", namespaces=_NS)
    els = [e for e in els if e.tag not in ("a", "span", "dt")]
    by_number: dict[str, lxml_html.HtmlElement] = {}
    for e in els:  # document order: the outer element comes first
        by_number.setdefault(re.sub(r"\D", "", e.get("id")), e)
    # Correction: a "recent comments" widget lists other articles' comments.
    return [e for e in by_number.values() if not any(a.tag == "aside" for a in e.iterancestors())]


def build_rows(data: Path | None = None) -> list[dict[str, object]]:
    from comspider_lab.evaluation.record_extraction import positive_pages, read_page

    data = data or shared_data_dir()
    rows: list[dict[str, object]] = []
    for page in positive_pages(data):
        name = page.path.name
        root = parse_html(read_page(page.path))
        tree = root.getroottree()
        rule = HAND.get(name)
        if rule is not None:
            comments = []
            for el in root.xpath(rule.comments):
                run = [el, *(el.xpath(rule.runs) if rule.runs else [])]
                comments.append([tree.getpath(n) for n in run])
            rows.append(
                {
                    "file": f"trafilatura/pages/{name}",
                    "url": page.url,
                    "class": rule.cls,
                    "labels": "hand",
                    "why": rule.why,
                    "comments": comments,
                }
            )
            continue
        found = _id_comments(root)
        if not found:
            continue
        rows.append(
            {
                "file": f"trafilatura/pages/{name}",
                "url": page.url,
                "class": CLASSES.get(name, "list" if len(found) >= 3 else "small"),
                "labels": "wordpress-ids",
                "why": "",
                "comments": [[tree.getpath(e)] for e in found],
            }
        )
    return rows


def read_rows(path: Path = DATASET) -> list[dict[str, object]]:
    with path.open(encoding="utf-8") as fh:
        return [json.loads(line) for line in fh if line.strip()]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="record_labels", description=(__doc__ or "").splitlines()[0])
    parser.add_argument("command", choices=("build",))
    parser.add_argument("--out", type=Path, default=DATASET)
    args = parser.parse_args(argv)
    rows = build_rows()
    with args.out.open("w", encoding="utf-8") as fh:
        for row in rows:
            fh.write(json.dumps(row, ensure_ascii=False) + "\n")
    by_class: dict[str, int] = {}
    for row in rows:
        by_class[str(row["class"])] = by_class.get(str(row["class"]), 0) + 1
    comments = sum(len(r["comments"]) for r in rows)  # type: ignore[arg-type,misc]
    print(f"{len(rows)} pages, {comments} comments: {by_class}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
