"""Answers nested in the body of the comment they answer, in the same run of anchor, name
line and body as the comments (an old forum's news page, set EZ): records of their own."""

from __future__ import annotations

from datetime import UTC, datetime

import comspider

NOW = datetime(2009, 1, 1, tzinfo=UTC)


def _entry(n: int, name: str, when: str, text: str, replies: str = "") -> str:
    return (
        f'<a name="c{n}"></a><p class="nome"><b>{name}</b> <span class="data">ha scritto il {when}</span></p>'
        f"<blockquote>{text}\n{replies}</blockquote>"
    )


def test_answers_inside_the_parents_blockquote_are_its_replies() -> None:
    thread = (
        _entry(
            1,
            "Pesciolino",
            "12/05/2008 alle 21:14",
            "Bellissima giornata, ho portato a casa una coppia di Apistogramma.",
            _entry(2, "Marco_B", "12/05/2008 alle 21:40", "Grazie a te per essere passato alla mostra!"),
        )
        + _entry(
            3,
            "Discus76",
            "12/05/2008 alle 22:03",
            "Unica nota negativa: il caldo nel capannone nel pomeriggio.",
            _entry(
                4,
                "Laura",
                "12/05/2008 alle 22:31",
                "Confermo, sono uscita a metà pomeriggio proprio per quello.",
                _entry(
                    5,
                    "Marco_B",
                    "13/05/2008 alle 08:12",
                    "Avete ragione, per il 2009 chiediamo la sala grande.",
                ),
            ),
        )
        + _entry(6, "Gianni", "13/05/2008 alle 12:47", "Qualcuno sa il nome del venditore di caridine?")
    )
    html = (
        '<html lang="it"><head><meta property="article:published_time" content="2008-05-12T09:00:00+02:00"></head>'
        "<body><h1>La mostra scambio 2008</h1><p>Domenica si è svolta la mostra scambio del club.</p>"
        f'<h3>Commenti (6)</h3><div class="commenti">{thread}</div></body></html>'
    )
    comments = comspider.extract(html, "http://club.example/notizie/1200", visited_at=NOW)
    assert [c.author for c in comments] == ["Pesciolino", "Marco_B", "Discus76", "Laura", "Marco_B", "Gianni"]
    ids = [c.comment_id for c in comments]
    assert [ids.index(c.parent_id) if c.parent_id else None for c in comments] == [None, 0, None, 2, 3, None]
    # each text is its writer's alone: the answers' name lines and texts left out of their parents'
    assert comments[0].text == "Bellissima giornata, ho portato a casa una coppia di Apistogramma."
    assert comments[3].text == "Confermo, sono uscita a metà pomeriggio proprio per quello."
