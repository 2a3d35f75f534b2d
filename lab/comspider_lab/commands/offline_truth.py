"""`python -m comspider_lab offline-truth`: print the offline web's ground truth as JSON,
without starting any server. With ``--info-file`` (written by ``serve-offline-web``) the
seed, anchor and base URLs are those of that running web, so the URLs match its pages."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from comspider_lab.commands.serve_offline_web import parse_when

HELP = "print the offline web's ground truth (articles, mechanisms, visible comments) as JSON"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--seed", type=int, default=0, help="content seed (default 0)")
    parser.add_argument(
        "--at", type=parse_when, default=None, help="instant of the truth (default: the clock's now)"
    )
    parser.add_argument("--clock", default=None, help="clock spec, as given to serve-offline-web")
    parser.add_argument("--anchor", type=parse_when, default=None, help="as given to serve-offline-web")
    parser.add_argument(
        "--info-file", help="serve-offline-web --info-file output: use its seed, anchor and URLs"
    )
    parser.add_argument("--output", "-o", help="write here instead of stdout")
    parser.add_argument("--indent", type=int, default=None, help="pretty-print with this indent")


def run(args: argparse.Namespace) -> int:
    from comspider.clock import from_spec
    from comspider_lab.offline_web import OfflineWeb

    seed, anchor, bases = args.seed, args.anchor, None
    if args.info_file:
        info = json.loads(Path(args.info_file).read_text(encoding="utf-8"))
        seed, anchor, bases = int(info["seed"]), parse_when(info["anchor"]), info["bases"]
    web = OfflineWeb(clock=from_spec(args.clock), seed=seed, anchor=anchor)
    if bases:
        web.set_base_urls(bases)
    text = json.dumps(web.truth(args.at), ensure_ascii=False, indent=args.indent)
    if args.output:
        Path(args.output).write_text(text + "\n", encoding="utf-8")
    else:
        sys.stdout.write(text + "\n")
    return 0
