"""`comspider annotate ARCHIVE`: label recorded pages by hand, in the browser.

    comspider annotate archive/ --annotator alice
    # open the printed http://127.0.0.1:PORT/<token>/ in a browser on this machine

Serves a local page (loopback only; a random token in its URL) that lists the archive's
recorded visits and shows each snapshot the pipelines saw (the page, its frames, the
pages a click led to) with an overlay: pick the comment section's container, a comment,
or the element that opened the comments, and save; or mark the page as having no
comments. The labels are appended, with their provenance (site, page, WARC record,
XPath, label, annotator, time), to ``sections.jsonl``, ``clickables.jsonl`` and
``comments.jsonl`` in ``--labels`` (default: ``labels/`` beside the archive's files), rows
of the training data's formats (models/data/README.md); the lab trains on them with
``python -m comspider_lab train sections|clickables --annotations FOLDER``. Ctrl-C stops.
"""

from __future__ import annotations

import argparse
import getpass
import sys

HELP = "label recorded pages (comment section, entry point, no comments) in a local browser page"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "archive", help="the archive: a folder of .warc.gz files (crawl --archive) or one file"
    )
    parser.add_argument(
        "--labels",
        default=None,
        metavar="DIR",
        help="where the labels go (default: labels/ beside the archive)",
    )
    parser.add_argument("--annotator", default=None, help="your name in the labels (default: the login name)")
    parser.add_argument("--port", type=int, default=0, help="the loopback port (default: a free one)")


def run(args: argparse.Namespace) -> int:
    from comspider.archive.reader import ArchiveIndex, ArchiveReadError  # noqa: PLC0415
    from comspider.labelling.labels import LabelStore  # noqa: PLC0415
    from comspider.labelling.server import AnnotationServer, labels_folder  # noqa: PLC0415

    try:
        index = ArchiveIndex.open(args.archive)
    except ArchiveReadError as error:
        print(f"comspider annotate: error: {error}", file=sys.stderr)
        return 1
    annotator = args.annotator or _login()
    folder = labels_folder(args.archive, args.labels)
    server = AnnotationServer(index, LabelStore(folder, annotator), port=args.port)
    print(f"{len(index.recorded_visits())} recorded visits; labels go to {folder}", file=sys.stderr)
    print(f"Open {server.url}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.stop()
    return 0


def _login() -> str:
    try:
        return getpass.getuser()
    except Exception:  # noqa: BLE001 - no login name (a container): a neutral one
        return "annotator"
