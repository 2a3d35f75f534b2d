"""What the fields' learners share: the records a section's slots are learnt from, and
the choices made for each record (its author, date, likes and dislikes)."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime

from lxml import html as lxml_html

from comspider.extraction.record_view import Piece

# A record's chosen date: (datetime, the date as written, its element, its piece).
DateOf = tuple[datetime, str, lxml_html.HtmlElement | None, Piece | None]


@dataclass(slots=True)
class FieldChoice:
    """Per record (by its index in the section): what was chosen for each field."""

    author: dict[int, Piece] = field(default_factory=dict)
    author_text: dict[int, str] = field(default_factory=dict)  # when a piece holds more
    date: dict[int, DateOf] = field(default_factory=dict)
    likes: dict[int, tuple[int, lxml_html.HtmlElement | None, Piece | None]] = field(default_factory=dict)
    dislikes: dict[int, tuple[int, lxml_html.HtmlElement | None, Piece | None]] = field(default_factory=dict)


#: Records whose markup the section-level choices (template texts, the author, date,
#: likes and body slots) are learnt from, spread over the section; every record is then
#: read at those slots. Enough to see a template; the rest is linear in the records.
SAMPLE = 48


def sample_indices(n: int, size: int = SAMPLE) -> list[int]:
    """Up to ``size`` record positions spread evenly over ``n`` (all when fewer)."""
    if n <= size:
        return list(range(n))
    step = n / size
    return sorted({int(k * step) for k in range(size)})
