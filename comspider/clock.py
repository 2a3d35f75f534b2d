"""Injectable time. Components ask a Clock for "now" so tests can play hours in seconds.

- ``SystemClock``: the wall clock.
- ``ManualClock``: moves only when told (unit tests).
- ``ScaledClock``: virtual time running ``speed`` times faster than the wall clock from a
  shared origin, so that separate processes (a crawler and the offline web) agree on it.
"""

from __future__ import annotations

import threading
import time
from datetime import UTC, datetime, timedelta
from typing import Protocol, overload


class Clock(Protocol):
    def now(self) -> datetime: ...  # timezone-aware, UTC


class SystemClock:
    def now(self) -> datetime:
        return datetime.now(UTC)

    def __repr__(self) -> str:
        return "SystemClock()"


class ManualClock:
    def __init__(self, start: datetime | None = None) -> None:
        self._now = start or datetime(2026, 1, 1, tzinfo=UTC)
        self._lock = threading.Lock()

    def now(self) -> datetime:
        with self._lock:
            return self._now

    def advance(self, seconds: float) -> datetime:
        with self._lock:
            self._now += timedelta(seconds=seconds)
            return self._now

    def set(self, when: datetime) -> None:
        with self._lock:
            self._now = when

    def __repr__(self) -> str:
        return f"ManualClock({self.now().isoformat()})"


class ScaledClock:
    """virtual = origin_virtual + (wall - origin_wall) * speed."""

    def __init__(
        self, speed: float = 1.0, origin_wall: float | None = None, origin_virtual: datetime | None = None
    ) -> None:
        self.speed = float(speed)
        self.origin_wall = time.time() if origin_wall is None else float(origin_wall)
        self.origin_virtual = origin_virtual or datetime.fromtimestamp(self.origin_wall, UTC)

    def now(self) -> datetime:
        return self.origin_virtual + timedelta(seconds=(time.time() - self.origin_wall) * self.speed)

    def spec(self) -> str:
        """A string other processes can rebuild the same clock from (``from_spec``)."""
        return f"scaled:{self.speed}:{self.origin_wall}:{self.origin_virtual.isoformat()}"

    def __repr__(self) -> str:
        return f"ScaledClock({self.spec()})"


def from_spec(spec: str | None) -> Clock:
    """``None``/"system" -> SystemClock; "scaled:SPEED:ORIGIN_WALL:ORIGIN_ISO" -> ScaledClock;
    "fixed:ISO" -> ManualClock at that instant."""
    if not spec or spec == "system":
        return SystemClock()
    kind, _, rest = spec.partition(":")
    if kind == "scaled":
        speed, wall, virtual = rest.split(":", 2)
        return ScaledClock(float(speed), float(wall), datetime.fromisoformat(virtual))
    if kind == "fixed":
        return ManualClock(datetime.fromisoformat(rest))
    raise ValueError(f"unknown clock spec {spec!r}")


@overload
def iso(dt: datetime) -> str: ...
@overload
def iso(dt: None) -> None: ...
def iso(dt: datetime | None) -> str | None:
    """ISO 8601 in UTC with seconds precision, or None."""
    if dt is None:
        return None
    if dt.tzinfo is UTC and not dt.microsecond:
        return dt.isoformat()  # the common case, a tenth of the conversion's cost
    if dt.tzinfo is None:
        dt = dt.replace(tzinfo=UTC)
    return dt.astimezone(UTC).replace(microsecond=0).isoformat()
