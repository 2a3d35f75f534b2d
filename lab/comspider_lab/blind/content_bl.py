"""Made-up sites of blind set BL (popular articles' long discussions, 2016-2026). A site is written as one block of
"key: value" lines in its case (``site``); every site name, place, headline and text invented for this set."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class SiteBL:
    name: str
    lang: str
    px: str  # the site's own class prefix
    style: str  # portal | mag | blog | local
    accent: str
    motto: str
    sections: tuple[str, ...]
    most_read: str
    read_rows: tuple[tuple[str, str], ...]  # (headline, count as shown)
    most_talked: str
    talk_rows: tuple[tuple[str, str], ...]
    related: str
    letter: str
    subscribe: str
    paywall: str
    contact: str
    direction: str = "ltr"
    font: str = "Georgia,serif"


def _pairs(value: str) -> tuple[tuple[str, str], ...]:
    out = []
    for part in value.split(";"):
        h, n = part.rsplit("=", 1)
        out.append((h.strip(), n.strip()))
    return tuple(out)


def site(block: str) -> SiteBL:
    """A site from lines "key: value"; sections separated by ";", the two lists as "headline = count; ..."."""
    d: dict[str, str] = {}
    for line in block.strip().splitlines():
        key, value = line.split(":", 1)
        d[key.strip()] = value.strip()
    return SiteBL(
        name=d["name"],
        lang=d["lang"],
        px=d["px"],
        style=d["style"],
        accent=d["accent"],
        motto=d["motto"],
        sections=tuple(s.strip() for s in d["sections"].split(";")),
        most_read=d["most_read"],
        read_rows=_pairs(d["read_rows"]),
        most_talked=d["most_talked"],
        talk_rows=_pairs(d["talk_rows"]),
        related=d["related"],
        letter=d["letter"],
        subscribe=d["subscribe"],
        paywall=d["paywall"],
        contact=d["contact"],
        direction=d.get("dir", "ltr"),
        font=d.get("font", "Georgia,serif"),
    )
