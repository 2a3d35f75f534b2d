"""The command line of the fault tables (faults.py and fault_locality.py: the same columns): its options, the
working folder with a private redis-server where there is one, the rows chosen with --only, and the table of
their results. What each table then counts as a bad row stays with it."""

from __future__ import annotations

import argparse
import shutil
import sys
import tempfile
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Protocol, TypeVar

from comspider_lab import local_redis
from comspider_lab.processes import stop_process


class _Row(Protocol):
    def line(self) -> str: ...


RowT = TypeVar("RowT", bound=_Row)


def parse_arguments(argv: list[str] | None, name: str, description: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog=f"python -m comspider_lab evaluate {name}", description=description)
    parser.add_argument("--only", default="", help="comma-separated row names (see --list)")
    parser.add_argument("--list", action="store_true", help="list the rows and exit")
    parser.add_argument("--keep", action="store_true", help="keep the working folder (logs, feeds)")
    return parser.parse_args(argv)


@contextmanager
def working_folder(prefix: str, keep: bool) -> Iterator[tuple[Path, str | None]]:
    """A new folder and the URL of a redis-server started in it (None without redis-server); on the way out the
    server is stopped and the folder removed unless ``keep``."""
    tmp = Path(tempfile.mkdtemp(prefix=prefix))
    redis_proc = None
    redis_url = None
    if local_redis.available():
        redis_proc, port = local_redis.start_redis(tmp)
        redis_url = f"redis://127.0.0.1:{port}/0"
    try:
        yield tmp, redis_url
    finally:
        if redis_proc is not None:
            stop_process(redis_proc)
        if not keep:
            shutil.rmtree(tmp, ignore_errors=True)


def run_rows(table: Mapping[str, Callable[[], RowT]], only: str) -> list[RowT]:
    """The rows named in ``only`` (comma-separated; all when empty), in that order, each printed to stderr as it
    ends, so that a long table shows its progress."""
    wanted = [n for n in only.split(",") if n] or list(table)
    unknown = [n for n in wanted if n not in table]
    if unknown:
        raise SystemExit(f"unknown rows {unknown}; choose from {', '.join(table)}")
    results = []
    for name in wanted:
        print(f"running {name} ...", file=sys.stderr, flush=True)
        row = table[name]()
        results.append(row)
        print(row.line(), file=sys.stderr, flush=True)
    return results


def print_table(results: list[RowT], budget_mb: int) -> None:
    print(f"\nPer-worker memory budget (docs/DEPLOY.md): {budget_mb} MB PSS\n")
    print(
        "| fault | finished | pages lost | comments written twice | comments cut by a kill | seconds "
        "| peak memory (MB PSS) | check |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for row in results:
        print(row.line())
