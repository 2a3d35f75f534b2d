"""Fixtures for the scheduling tests: every store backend (memory, SQLite, Redis: the
session's real redis-server from tests/conftest.py) behind one parametrised fixture."""

from __future__ import annotations

import uuid
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from comspider.scheduling.backend import Backend, open_memory, open_redis, open_sqlite

BACKENDS = [
    "memory",
    "sqlite",
    pytest.param("redis", marks=pytest.mark.redis),
]


@pytest.fixture(params=BACKENDS)
def open_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], Backend]]:
    """A function opening (another connection to) the same store; the first call
    creates it. Memory hands back the same object each time."""
    kind = request.param
    opened: list[Backend] = []
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    path = tmp_path / "queue.sqlite3"
    url = request.getfixturevalue("redis_url") if kind == "redis" else ""
    memory = open_memory() if kind == "memory" else None

    def opener() -> Backend:
        if memory is not None:
            return memory
        backend = open_sqlite(path) if kind == "sqlite" else open_redis(url, prefix)
        opened.append(backend)
        return backend

    opener.kind = kind  # type: ignore[attr-defined]
    yield opener
    for backend in opened:
        backend.close()


@pytest.fixture
def store(open_store: Callable[[], Backend]) -> Backend:
    return open_store()
