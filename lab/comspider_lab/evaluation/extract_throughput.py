"""Throughput of `comspider extract` over many saved pages, with 1..N worker processes.

    python -m comspider_lab evaluate extract_throughput [--jobs 1,2] [--data ../shared/data]

Runs ``python -m comspider extract DATA --jobs N`` (every saved page under the shared
data, 1,248 of them) once per N and prints its wall seconds, CPU seconds (the command and
its workers, from ``wait4``), pages per second and comment lines, and whether the lines
are the same bytes as with the first N.
"""

from __future__ import annotations

import argparse
import hashlib
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from comspider_lab.paths import require_shared_data

_PAGE_LINE = re.compile(r": \d+ comments$")  # the command's line per page read


def _run(data: Path, jobs: int) -> tuple[float, float, int, int, str]:
    """(wall s, CPU s, pages, lines, sha1 of the output) of one command."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.monotonic()
        proc = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "comspider",
                "extract",
                str(data),
                "--jobs",
                str(jobs),
                "--reference-time",
                "2024-05-01T00:00:00Z",
            ],
            stdout=out,
            stderr=err,
        )
        _, _, usage = os.wait4(proc.pid, 0)
        wall = time.monotonic() - started
        proc.returncode = 0  # reaped by wait4
        # The workers are the command's children: their CPU is in RUSAGE_CHILDREN of the
        # command, which wait4 reports for it (ru_* include waited-for descendants).
        out.seek(0)
        body = out.read()
        err.seek(0)
        log = err.read().decode("utf-8", "replace").splitlines()
        pages = sum(1 for line in log if _PAGE_LINE.search(line))
    return wall, usage.ru_utime + usage.ru_stime, pages, body.count(b"\n"), hashlib.sha1(body).hexdigest()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="evaluate extract_throughput", description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", default="1,2", help="comma-separated worker counts")
    parser.add_argument(
        "--data", type=Path, default=None, help="a folder of saved pages (default: the shared data)"
    )
    args = parser.parse_args(argv)
    data = args.data or require_shared_data()
    print(f"\n### `comspider extract` over {data} ({os.cpu_count()} CPUs)\n")
    print("| jobs | wall s | CPU s | pages/s | comment lines | same lines as the first |")
    print("|---|---|---|---|---|---|")
    first = None
    for jobs in [int(x) for x in args.jobs.split(",") if x.strip()]:
        wall, cpu, pages, lines, digest = _run(data, jobs)
        first = first or digest
        print(
            f"| {jobs} | {wall:.1f} | {cpu:.1f} | {pages / wall:.1f} | {lines:,} | "
            f"{'yes' if digest == first else 'NO'} |",
            flush=True,
        )
    return 0
