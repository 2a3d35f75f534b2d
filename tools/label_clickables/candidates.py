"""Print the comment-looking clickables of collected pages, per site, for labelling by eye.

    python tools/label_clickables/candidates.py CACHE_DIR [--site br.de] [--all]

CACHE_DIR holds the page collections written by
``python -m comspider_lab.training.clickable_dataset collect`` (``<sha1>.json.gz``). A
candidate is a clickable whose text, attribute values, descendants' attribute values or
href match a broad multilingual pattern (far broader than the KeyWords list: it is a
net for the reviewer, not a classifier). Each line shows the rule marks the element
already has, so unmarked candidates are the ones still to decide.
"""

from __future__ import annotations

import argparse
import gzip
import json
import re
import sys
from collections import defaultdict
from pathlib import Path

NET = re.compile(
    r"comment|koment|komment|coment|commen|disqus|respond|reply|replies|repl[iy]|"
    r"reacti|reakc|reakt|discus|diskus|debat|forum|leserbrief|leserkomm|meinung|opinion|"
    r"conversa|talk|spot\.?im|openweb|viafoura|coral|\bvf-|hozzasz|hozzász|yorum|"
    r"댓글|コメント|评论|評論|留言|σχόλ|коммент|комент|обсужд|תגוב|تعليق|نظر|bình luận|"
    r"ความคิดเห็น|टिप्पणी|kommentti|kommentaar|reactie|reageer|reaguj|odpowied|diskut|"
    r"mitred|ulasan|tanggap|svar|vastaa|atsakym|balss|thread|feedback|hozzászól",
    re.IGNORECASE,
)


def blob(item: dict) -> str:
    parts = [item.get("text") or "", item.get("href") or ""]
    parts += [f"{k}={v}" for k, v in (item.get("attrs") or {}).items() if k != "style"]
    parts += item.get("desc_attrs") or []
    return " | ".join(parts)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("cache", type=Path)
    ap.add_argument("--site", action="append", help="only these sites (repeatable)")
    ap.add_argument("--all", action="store_true", help="print every clickable, not just candidates")
    ap.add_argument("--width", type=int, default=260)
    args = ap.parse_args(argv)
    by_site: dict[str, list[dict]] = defaultdict(list)
    for path in sorted(args.cache.glob("*.json.gz")):
        page = json.loads(gzip.decompress(path.read_bytes()))
        if args.site and page["site"] not in args.site:
            continue
        by_site[page["site"]].append(page)
    for site in sorted(by_site):
        for page in sorted(by_site[site], key=lambda p: p["key"]):
            items = page["items"]
            hits = [(i, it) for i, it in enumerate(items) if args.all or NET.search(blob(it))]
            print(f"=== {site} {page['key']} ({len(items)} clickables) {page['url'][:120]}")
            for i, it in hits:
                marks = ",".join(it.get("marks") or [])
                line = (
                    f"  [{i}] {it['tag']} {it.get('article')}/{it.get('page_fraction')} "
                    f"{'M:' + marks + ' ' if marks else ''}{it['xpath'][:90]} :: {blob(it)}"
                )
                print(line[: args.width])
    return 0


if __name__ == "__main__":
    sys.exit(main())
