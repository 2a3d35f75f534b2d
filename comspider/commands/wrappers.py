"""`comspider wrappers {list,export,import,forget}`: the site wrappers a crawl keeps in its
crawl state (see comspider.wrappers): each site's templates, and for each the wrapper
that reads its comments. Give the same settings as the crawl:

    comspider wrappers list                               # per site: templates, wrappers, hits
    comspider wrappers export -o wrappers.json            # every site, as readable JSON
    comspider wrappers export --site example.org -o -     # one site, on stdout
    comspider wrappers import wrappers.json               # merged into what is kept
    comspider wrappers import wrappers.json --replace     # the file's sites in place of ours
    comspider wrappers forget example.org                 # a site learns again from scratch
    comspider wrappers list -s COMSPIDER_BACKEND=redis -s REDIS_URL=redis://host:6379/0

An import is merged: a template of the file alike one kept (COMSPIDER_TEMPLATE_SIMILARITY)
gives it its wrapper when it has none, and is otherwise left out; the others are added.
"""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from typing import Any

from comspider.commands._options import SettingError, add_settings_option, parse_settings
from comspider.crawl_settings import crawl_settings
from comspider.state.backend import open_backend, state_path, state_unavailable
from comspider.state.redis_client import backend_kind
from comspider.wrappers.exchange import export_sites, import_site, read_export
from comspider.wrappers.model import FormatError, SiteTemplates
from comspider.wrappers.service import WrapperConfig

logger = logging.getLogger(__name__)

HELP = "list, export, import or forget the site wrappers kept in the crawl state"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("action", choices=("list", "export", "import", "forget"), help="what to do")
    parser.add_argument("file", nargs="?", help="import: the JSON file (- for stdin); forget: the site")
    parser.add_argument(
        "--site", action="append", default=[], help="list, export: only this site (repeatable)"
    )
    parser.add_argument("-o", "--output", default="-", help="export: the file to write (default -: stdout)")
    parser.add_argument(
        "--replace", action="store_true", help="import: the file's sites in place of what is kept for them"
    )
    parser.add_argument(
        "--state", default=None, metavar="PATH", help="the SQLite state file (COMSPIDER_STATE_PATH)"
    )
    add_settings_option(parser)


def run(args: argparse.Namespace) -> int:
    try:
        overrides = parse_settings(args.settings)
    except SettingError as error:
        args._parser.error(str(error))
    if args.state:
        overrides["COMSPIDER_STATE_PATH"] = args.state
    if args.action in ("import", "forget") and not args.file:
        args._parser.error(f"{args.action}: give the {'JSON file' if args.action == 'import' else 'site'}")
    settings = crawl_settings(overrides)
    kind = backend_kind(settings)
    if kind == "memory":
        args._parser.error("-s COMSPIDER_BACKEND=memory: memory ends with its crawl; accepted: sqlite, redis")
    incoming: list[SiteTemplates] = []
    if args.action == "import":
        try:
            incoming = read_export(json.loads(_read(args.file)))
        except (OSError, ValueError, FormatError) as exc:  # JSONDecodeError is a ValueError
            print(f"comspider wrappers: error: {args.file}: {exc}", file=sys.stderr)
            return 1
    if kind == "sqlite" and args.action != "import" and not state_path(settings).exists():
        print(f"No crawl state at {state_path(settings).resolve()}: no wrappers kept.", file=sys.stderr)
        return 0 if args.action != "export" else _write(args.output, {"format": 1, "sites": []})
    try:
        backend = open_backend(settings)
    except Exception as exc:  # noqa: BLE001 - a broken file, a bad URL: one line
        return _failed(settings, exc)
    try:
        store = backend.wrappers
        if args.action == "list":
            return _list(store, args.site, backend)
        if args.action == "export":
            return _write(args.output, export_sites(store, args.site or None))
        if args.action == "forget":
            store.delete(args.file)
            print(f"Forgot the templates of {args.file}.")
            return 0
        config = WrapperConfig.from_settings(settings)
        for site in incoming:
            events = import_site(store, config, site, replace=args.replace)
            counts = {e: events.count(e) for e in dict.fromkeys(events)}
            print(f"{site.site}: " + ", ".join(f"{n} {e}" for e, n in counts.items()))
        return 0
    except Exception as exc:  # Redis connects on first use, here
        if state_unavailable(settings, exc) is None:
            raise
        return _failed(settings, exc)
    finally:
        backend.close()


def _read(name: str) -> str:
    return sys.stdin.read() if name == "-" else Path(name).read_text("utf-8")


def _write(name: str, data: dict[str, Any]) -> int:
    text = json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    if name == "-":
        sys.stdout.write(text)
    else:
        Path(name).write_text(text, "utf-8")
        print(f"Wrote {len(data.get('sites', []))} site(s) to {name}.", file=sys.stderr)
    return 0


def _failed(settings: Any, exc: BaseException) -> int:
    message = state_unavailable(settings, exc) or f"cannot open the crawl state: {exc}"
    print(f"comspider wrappers: error: {message}", file=sys.stderr)
    logger.debug("comspider wrappers failed", exc_info=exc)
    return 1


def _list(store: Any, only: list[str], backend: Any) -> int:
    where = str(Path(backend.location).resolve()) if backend.kind == "sqlite" else backend.location
    print(f"Crawl state: {backend.kind} {where}")
    sites = only or store.sites()
    if not sites:
        print("No site wrappers kept.")
        return 0
    print(f"{'site':<28} {'tmpl':<5} {'pages':>6}  {'wrapper':<12} {'hits':>6} {'misses':>6}  container")
    for site in sites:
        document, version = store.get(site)
        if document is None:
            print(f"{site:<28} (none)")
            continue
        templates = SiteTemplates.from_dict(document, version)
        for template in templates.templates:
            wrapper = template.wrapper
            what = f"v{wrapper.version} {wrapper.source}" if wrapper is not None else "-"
            hits = str(wrapper.hits) if wrapper is not None else "-"
            misses = str(wrapper.misses) if wrapper is not None else "-"
            container = wrapper.container_pattern if wrapper is not None else ""
            print(
                f"{site:<28} {template.id:<5} {template.pages:>6}  {what:<12} {hits:>6} {misses:>6}  {container}"
            )
    return 0
