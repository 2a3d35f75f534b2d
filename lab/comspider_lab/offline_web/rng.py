"""Deterministic randomness: every stream is seeded by a tuple of names, never by time.

``stream("seed", 0, "ledger", 3, "comments")`` gives the same ``random.Random`` in every
process and Python version (``random.Random`` with an integer seed is stable).
"""

from __future__ import annotations

import hashlib
import random

_B36 = "0123456789abcdefghijklmnopqrstuvwxyz"


def digest(*parts: object) -> bytes:
    """SHA-256 of the parts joined by a separator that cannot occur in str()."""
    h = hashlib.sha256()
    for part in parts:
        h.update(str(part).encode("utf-8"))
        h.update(b"\x1f")
    return h.digest()


def stream(*parts: object) -> random.Random:
    """A ``random.Random`` seeded by the parts."""
    return random.Random(int.from_bytes(digest(*parts)[:16], "big"))


def number(*parts: object, modulo: int) -> int:
    """A stable integer in ``[0, modulo)``."""
    return int.from_bytes(digest(*parts)[:8], "big") % modulo


def b36(*parts: object, length: int = 6) -> str:
    """A stable base-36 token, like the hashes in CSS-module class names."""
    value = int.from_bytes(digest(*parts)[:12], "big")
    out = []
    for _ in range(length):
        value, rem = divmod(value, 36)
        out.append(_B36[rem])
    return "".join(out)


def hexid(*parts: object, length: int = 24) -> str:
    return digest(*parts).hex()[:length]
