"""Can the crawl's feeds be written? Asked before a crawl starts.

``comspider crawl`` and ``scrapy crawl`` ask :func:`feed_problems` after the arguments
are checked and before anything starts: an output that cannot be written (a folder that
cannot be made, a read-only or immutable file, a full disk, a finished JSON array or XML
document that cannot be appended to, a CSV file with other columns) ends the command in
one line with exit status 2, instead of a crawl whose comments have nowhere to go.

Only local files are checked (``stdout:``, S3 and the like are not). Checking writes
nothing: the folders a feed needs are made (as the feed would make them), a file that
exists is opened for appending and closed, a file that does not is created and removed.
A write that fails later (the disk fills up, the file is removed) is the feed
exporter's to handle (:mod:`comspider.export.feed_exporter`).
"""

from __future__ import annotations

import errno
import os
import stat
import tempfile
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

from comspider.export.formats import RECORD_FIELDS, WHOLE_DOCUMENT


def feed_problems(settings: Any) -> list[tuple[str, str]]:
    """``(uri, problem)`` for every local feed of ``FEEDS`` that cannot be written."""
    problems = []
    for uri, options in settings.getdict("FEEDS").items():
        problem = feed_problem(str(uri), dict(options or {}))
        if problem:
            problems.append((str(uri), problem))
    return problems


def local_path(uri: str) -> str | None:
    """The file a feed URI writes, or None when it is not a local file."""
    if uri in ("-", "stdout:", "stderr:") or uri.startswith(("stdout:", "stderr:")):
        return None
    parts = urlsplit(uri)
    if len(parts.scheme) > 1:  # "C:" is a drive, not a scheme
        return unquote(parts.path) if parts.scheme == "file" else None
    return uri


def feed_problem(uri: str, options: dict[str, Any]) -> str | None:
    """What stops a feed at ``uri`` from being written, in words; None when nothing does
    (or when it is not a local file)."""
    path = local_path(uri)
    if path is None:
        return None
    if "%(" in path:  # a name made when the crawl opens (%(time)s): check its folder
        return _folder_problem(Path(os.path.dirname(path[: path.index("%(")]) or "."))
    file = Path(path).expanduser()
    problem = _folder_problem(file.parent)
    if problem:
        return problem
    overwrite = bool(options.get("overwrite"))
    try:
        size = file.stat().st_size if file.exists() else 0
    except OSError:
        size = 0
    fmt = str(options.get("format") or "")
    if size and not overwrite and fmt in WHOLE_DOCUMENT:
        what = "JSON array" if fmt == "json" else "XML document"
        return (
            f"{file} exists, and a {what} cannot be appended to; accepted: a new file, "
            "or .jsonl / .csv, which later runs append to"
        )
    if size and not overwrite and fmt == "csv" and not options.get("fields"):
        header = _first_line(file)
        if header is not None and header != ",".join(RECORD_FIELDS):
            return f"{file} has other columns than the crawl's records; accepted: a new file"
    return _file_problem(file)


def _folder_problem(folder: Path) -> str | None:
    folder = folder.expanduser()
    # a file where the path needs a folder ("afile/x.jsonl"): say which, not mkdir's "File exists"
    in_the_way = next((p for p in (folder, *folder.parents) if p.exists() and not p.is_dir()), None)
    if in_the_way is not None:
        return f"{in_the_way} is a file, not a folder"
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        return f"cannot make the folder {folder}: {_why(exc)}"
    if not folder.is_dir():
        return f"{folder} is not a folder"
    try:
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as exc:
        return f"cannot write in the folder {folder}: {_why(exc)}"
    return _space_problem(folder)


def _file_problem(file: Path) -> str | None:
    try:
        if file.is_dir():
            return f"{file} is a folder"
        try:
            fd = os.open(file, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
        except FileExistsError:
            fd = os.open(file, os.O_WRONLY | os.O_APPEND)
            os.close(fd)
        else:
            os.close(fd)
            file.unlink()
    except OSError as exc:
        return f"cannot write {file}: {_why(exc)}"
    return None


def _space_problem(folder: Path) -> str | None:
    """A full file system (the space left to this user: root's reserve aside)."""
    try:
        mode = folder.stat().st_mode
        room = os.statvfs(folder)
    except OSError:
        return None
    if stat.S_ISDIR(mode) and room.f_blocks > 0 and room.f_bavail == 0:
        return f"cannot write in the folder {folder}: {os.strerror(errno.ENOSPC)}"
    return None


def _first_line(file: Path) -> str | None:
    try:
        with file.open("r", encoding="utf-8", errors="replace", newline="") as handle:
            return handle.readline().rstrip("\r\n")
    except OSError:
        return None


def _why(exc: OSError) -> str:
    return exc.strerror or str(exc)
