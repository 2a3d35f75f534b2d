"""Turn the reviewed labels (labels.txt) into the rules file models/data/clickables_rules.json.

    python tools/label_clickables/rules.py CACHE_DIR

labels.txt names, per page, the collection indices of the positive clickables (as
printed by candidates.py) and why. This script looks each index up in the page's
collection and writes a rule with the element's strict XPath (the collector's stable
XPath: ``//*[@id=...]/...`` from a unique, non-generated id, else the positional path),
restricted to that page, with the reason and the element's text for the reader. It fails
loudly when a file name is ambiguous or an index is out of range.
"""

from __future__ import annotations

import gzip
import json
import sys
from collections import defaultdict
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parents[1]
OUT = REPO / "models" / "data" / "clickables_rules.json"


def parse(
    path: Path,
) -> tuple[list[tuple[str, list[int], str]], dict[str, str], dict[str, list[tuple[str, str]]]]:
    """(index entries, skipped pages, XPath entries: file name -> [(xpath, why)]).

    An entry whose indices field is ``@<xpath>`` names one element by the collector's
    stable XPath (the ``xpath`` of a dataset row): corrections made from the dataset
    without a collection cache."""
    labels, skips = [], {}
    xpaths: dict[str, list[tuple[str, str]]] = defaultdict(list)
    for n, raw in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("SKIP "):
            name, _, why = line[5:].partition(" : ")
            skips[name.strip()] = why.strip()
            continue
        parts = line.split(" : ", 2)
        if len(parts) != 3:
            raise SystemExit(f"labels.txt:{n}: expected 'file : indices : why' or 'file : @xpath : why'")
        name, idx, why = parts
        idx = idx.strip()
        if idx.startswith("@"):  # a correction named by its stable XPath
            xpaths[name.strip()].append((idx[1:], why.strip()))
            continue
        labels.append((name.strip(), [int(i) for i in idx.split(",")], why.strip()))
    return labels, skips, xpaths


def main(argv: list[str]) -> int:
    cache = Path(argv[0])
    pages: dict[str, dict] = {}
    by_name: dict[str, list[str]] = defaultdict(list)
    for path in cache.glob("*.json.gz"):
        record = json.loads(gzip.decompress(path.read_bytes()))
        pages[record["key"]] = record
        by_name[record["key"].rsplit("/", 1)[1]].append(record["key"])
    labels, skips, xpaths = parse(HERE / "labels.txt")
    sites: dict[str, dict] = defaultdict(lambda: {"positive": []})
    for name, indices, why in labels:
        keys = by_name.get(name, [])
        if len(keys) != 1:
            raise SystemExit(f"{name}: {len(keys)} pages with that file name")
        record = pages[keys[0]]
        file = record["key"].split("/", 1)[1]
        for i in indices:
            if not 0 <= i < len(record["items"]):
                raise SystemExit(f"{name}: no clickable #{i}")
            item = record["items"][i]
            sites[record["site"]]["positive"].append(
                {
                    "pages": [file],
                    "xpath": item["xpath"],
                    "why": why,
                    "text": (item.get("text") or "")[:80],
                    "tag": item["tag"],
                }
            )
    for name, entries in xpaths.items():
        keys = by_name.get(name, [])
        if len(keys) != 1:
            raise SystemExit(f"{name}: {len(keys)} pages with that file name")
        record = pages[keys[0]]
        file = record["key"].split("/", 1)[1]
        found = {item["xpath"]: item for item in record["items"]}
        for xpath, why in entries:
            if xpath not in found:
                raise SystemExit(f"{name}: no clickable with XPath {xpath}")
            item = found[xpath]
            sites[record["site"]]["positive"].append(
                {
                    "pages": [file],
                    "xpath": xpath,
                    "why": why,
                    "text": (item.get("text") or "")[:80],
                    "tag": item["tag"],
                }
            )
    skip_pages = {}
    for name, why in skips.items():
        keys = by_name.get(name, [])
        if len(keys) != 1:
            raise SystemExit(f"SKIP {name}: {len(keys)} pages with that file name")
        skip_pages[keys[0]] = why
    doc = {
        "_doc": (
            "Reviewed labelling rules of models/data/clickables.jsonl. sites.<site>.positive: "
            "strict XPaths of the elements whose click opens, loads, reveals or navigates to "
            "the article's user comments, each restricted to the page(s) it was read on, with "
            "the reason. Every other clickable of a page is a negative. skip_pages: pages left "
            "out and why. Generated from tools/label_clickables/labels.txt by "
            "tools/label_clickables/rules.py; see models/data/README.md."
        ),
        "sites": {site: sites[site] for site in sorted(sites)},
        "skip_pages": dict(sorted(skip_pages.items())),
    }
    OUT.write_text(json.dumps(doc, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    n = sum(len(v["positive"]) for v in sites.values())
    print(f"{OUT}: {n} rules on {len(sites)} sites, {len(skip_pages)} pages skipped")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
