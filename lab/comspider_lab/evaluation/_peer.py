"""The peer on the real pages: trafilatura's comment extraction (``include_comments``),
the comments text alone (``bare_extraction(...).comments``), in a pool of processes."""

from __future__ import annotations

import gzip
import logging
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

log = logging.getLogger(__name__)


def peer_name() -> str:
    import trafilatura  # an evaluation-only dependency, loaded when the peer runs

    return f"trafilatura {trafilatura.__version__} (include_comments)"


def trafilatura_comments(path: Path) -> str:
    """The comments trafilatura extracts from the saved page at ``path`` ('' for none)."""
    import trafilatura

    data = path.read_bytes()
    html = gzip.decompress(data) if data[:2] == b"\x1f\x8b" else data
    try:
        document = trafilatura.bare_extraction(html, include_comments=True)
    except Exception as exc:  # noqa: BLE001 - the peer failing on a page extracts nothing there
        log.info("trafilatura failed on %s: %s", path, exc)
        return ""
    return (getattr(document, "comments", None) or "") if document is not None else ""


def peer_pages(pages: Sequence[tuple[str, Path]], *, jobs: int = 2) -> dict[str, str]:
    """``{key: comments text}`` for ``(key, path)`` pages."""
    with ProcessPoolExecutor(max_workers=max(1, jobs)) as pool:
        texts = pool.map(trafilatura_comments, [path for _, path in pages], chunksize=8)
        return {key: text for (key, _), text in zip(pages, texts, strict=True)}
