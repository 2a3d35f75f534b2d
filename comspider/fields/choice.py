"""What the fields' learners and readers share: the records a section's slots are learnt
from, and what is chosen for one record (its date, likes, dislikes and author)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from lxml import html as lxml_html

from comspider.fields.record_view import Piece

# A record's chosen date: (datetime, the date as written, its element, its piece).
DateOf = tuple[datetime, str, lxml_html.HtmlElement | None, Piece | None]

# A record's chosen like (or dislike) count: (count, its element, its piece).
CountOf = tuple[int, lxml_html.HtmlElement | None, Piece | None]


@dataclass(slots=True)
class RecordFields:
    """What was chosen for one record. The pieces are its view's: they live as long as
    the record is being read, so nothing here is compared with another record's."""

    date: DateOf | None = None
    likes: CountOf | None = None
    dislikes: CountOf | None = None
    author: Piece | None = None
    author_text: str | None = None  # the name, when the author's piece holds more

    def used(self) -> set[int]:
        """The ids of the pieces the date and the counts took: no author among them."""
        taken = (self.date[3] if self.date is not None else None, *(c[2] for c in self.counts()))
        return {id(p) for p in taken if p is not None}

    def counts(self) -> list[CountOf]:
        """The likes and dislikes found, in that order."""
        return [c for c in (self.likes, self.dislikes) if c is not None]


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
