"""A comment's time of day written without a zone, on the page's own clock.

A server prints its comments' times on the site's clock ("14.02.2024, 11:30") and
declares its article's time with the offset of that clock
(``article:published_time`` "2024-02-14T09:15:00+02:00"). The date readers take a time
without a zone as UTC; here such a time is moved by the offset the page declares, so that
a German site's 11:30 comes out 09:30Z, not two hours late. Untouched: a time that says
its zone ("14:30 GMT", ISO with ``Z`` or ``+01:00``), a relative time without a clock ("vor 2
Stunden": an instant), a day without a time of day, and pages that declare no time of
day (a widget's frame, a separate comments page: their clock is unknown).
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta

#: A time of day: "11:30", "9h30", "9 h 30", "14.22" (not a dotted date's "24.10.2012").
_CLOCK = re.compile(r"\d{1,2}(?::|\s?h\s?)\d{2}|\d{1,2}\.\d{2}(?!\.?\d)")
#: A zone written with the time: ISO's "Z" or "+01:00"/"-0500", or a zone's name.
_ZONE = re.compile(
    r"\d[Zz]\b|[+\-−]\d{2}:?\d{2}\b|\b(?:UTC|GMT|[ECMPA][SD]T|CES?T|MES?Z|WES?T|EES?T|BST|IST|JST|KST|AE[SD]T|HKT|SGT|WIB|MSK)\b"
)


def on_page_clock(when: datetime, written: str, offset: timedelta | None) -> datetime:
    """``when`` (read from ``written``, a time without a zone taken as UTC) on the page's
    clock of ``offset`` from UTC, when ``written`` gives a time of day and no zone."""
    if not offset or not (when.hour or when.minute) or not _CLOCK.search(written) or _ZONE.search(written):
        return when
    return when - offset
