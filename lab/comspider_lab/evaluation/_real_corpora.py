"""The three corpora of saved real pages in the shared data (its README says what each
holds), read as lists of pages with their gold.

Every page has a key, ``<corpus>/<name>`` (``dragnet/R706``,
``trafilatura/moritz-meyer.net.vreni.html``, ``fundus/de/Taz_2024_10_23.html.gz``): the
results, the baseline and the gate name pages by it.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True, slots=True)
class DragnetPage:
    key: str
    id: str
    path: Path
    site: str | None  # as truth.json has it (null for 75 pages: see _dragnet_split)
    has_comments: bool
    gold: tuple[str, ...]  # the annotators' comment lines (author, date and text lines)
    doubtful: bool  # gold_doubtful: the marked text is no user comment


@dataclass(frozen=True, slots=True)
class TrafilaturaPage:
    key: str
    file: str
    path: Path
    url: str
    snippets: tuple[str, ...]  # comment snippets (empty strings dropped: they match anything)


@dataclass(frozen=True, slots=True)
class FundusPage:
    key: str
    path: Path
    url: str | None


def dragnet_pages(data: Path) -> list[DragnetPage]:
    truth = json.loads((data / "dragnet" / "truth.json").read_text(encoding="utf-8"))
    return [
        DragnetPage(
            key=f"dragnet/{page_id}",
            id=page_id,
            path=data / "dragnet" / entry["file"],
            site=entry["site"],
            has_comments=bool(entry["has_comments"]),
            gold=tuple(entry["comments"]),
            doubtful=bool(entry.get("gold_doubtful")),
        )
        for page_id, entry in sorted(truth.items())
    ]


def trafilatura_pages(data: Path) -> list[TrafilaturaPage]:
    meta = json.loads((data / "trafilatura" / "evaldata.json").read_text(encoding="utf-8"))
    return [
        TrafilaturaPage(
            key=f"trafilatura/{entry['file']}",
            file=entry["file"],
            path=data / "trafilatura" / "pages" / f"{entry['file']}.gz",
            url=url,
            snippets=tuple(s for s in entry.get("comments") or () if s.strip()),
        )
        for url, entry in sorted(meta.items(), key=lambda item: item[1]["file"])
    ]


def fundus_pages(data: Path) -> list[FundusPage]:
    out = []
    for country in sorted(p for p in (data / "fundus").iterdir() if p.is_dir()):
        info_path = country / "meta.info"
        info = json.loads(info_path.read_text(encoding="utf-8")) if info_path.exists() else {}
        for path in sorted(country.glob("*.html.gz")):
            url = (info.get(path.name) or {}).get("url")
            out.append(FundusPage(key=f"fundus/{country.name}/{path.name}", path=path, url=url))
    return out
