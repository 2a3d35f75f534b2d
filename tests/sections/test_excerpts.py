"""A list of excerpts is no discussion (comspider.sections.excerpts)."""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.model import Record, RecordSection
from comspider.sections.excerpts import excerpts


def _section(texts: list[str]) -> RecordSection:
    root = lxml_html.fromstring("<ul>" + "".join(f"<li>{t}</li>" for t in texts) + "</ul>")
    return RecordSection(container=root, records=[Record(node=li) for li in root])


def test_every_entry_cut_off_is_a_list_of_excerpts() -> None:
    """Set BU (built blind): a sidebar's latest comments of other entries, each "NAME zu
    TITLE (DATE)" and the comment's first words cut off."""
    assert excerpts(
        _section(
            [
                "<b>Rolf zu Frühjahrs-Check</b> (26.03.2012)<br>War toll organisiert, nächstes Mal bringe ich...",
                "<b>Ulla zu Spendenaufruf</b> (19.03.2012)<br>Ich habe noch einen Satz Konusschlüssel, wann kann...",
                "<b>Tobi zu Flohmarkt im Hof</b> (11.03.2012)<br>Gibt es auch Kinderräder? Meine Tochter ist…",
            ]
        )
    )


def test_readers_who_trail_off_are_no_list_of_excerpts() -> None:
    """Two readers of three end with an ellipsis; two of two say too little."""
    assert not excerpts(_section(["Well...", "I wonder…", "Thanks for the write-up."]))
    assert not excerpts(_section(["Well...", "I wonder…"]))
