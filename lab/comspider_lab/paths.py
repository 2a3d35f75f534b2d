"""Where the lab finds the repository's files and the real pages beside it."""

from __future__ import annotations

import os
from pathlib import Path

#: The repository (this file is lab/comspider_lab/paths.py).
REPO = Path(__file__).resolve().parents[2]
MODELS = REPO / "models"
DATA = MODELS / "data"


def shared_data_dir() -> Path:
    """The real pages (``../shared/data`` beside the repository, or
    ``$COMSPIDER_SHARED_DATA``); see its README."""
    return Path(os.environ.get("COMSPIDER_SHARED_DATA") or REPO.parent / "shared" / "data")


class SharedDataMissing(FileNotFoundError):
    """The real pages are not where they should be."""


def require_shared_data() -> Path:
    """:func:`shared_data_dir`, or :class:`SharedDataMissing` with what to do about it."""
    path = shared_data_dir()
    if not path.is_dir():
        raise SharedDataMissing(
            f"the real pages are not at {path}: put the shared data folder beside the "
            "repository (../shared/data) or set COMSPIDER_SHARED_DATA"
        )
    return path
