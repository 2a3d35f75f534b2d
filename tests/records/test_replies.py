"""Reply containers after their comment (comspider.records.replies), and what is none: a
thread of another depth, whose card the record mining missed, is a record of the list, not
the replies of the thread before it."""

from __future__ import annotations

from datetime import UTC, datetime

from comspider.page_comments import extract_comments
from comspider.records.invariants import find_sections

NOW = datetime(2025, 3, 1, 12, tzinfo=UTC)


def _card(name: str, ago: str, text: str, replies: str = "") -> str:
    initials = (name.split()[0][0] + name.split()[-1][0]).upper()  # "AS", "JP" for "Jornal do Porto"
    sub = f'<div class="rp">{replies}</div>' if replies else ""
    return (
        f'<div class="cx"><span class="av">{initials}</span><div class="bd"><p class="hd"><b>{name}</b>'
        f"<span>{ago}</span></p><p class='tx'>{text}</p><p class='ac'>👍 3 · Responder · Denunciar</p>{sub}</div></div>"
    )


# three threads: three levels, two levels (one reply), three levels
THREADS = (
    _card(
        "Ana Souza",
        "há 3 horas",
        "Pegava essa balsa todo dia para ir à escola, que saudade dela.",
        _card(
            "Bruno Lima",
            "há 3 horas",
            "Eu também, o barqueiro sempre dava bala para a gente.",
            _card("Ana Souza", "há 2 horas", "Deve ser o mesmo senhor, será que ainda trabalha lá?"),
        ),
    )
    + _card(
        "Carla Dias",
        "há 2 horas",
        "Com a ponte nova não tinha mesmo como manter o prejuízo todo ano.",
        _card("Diego Ramos", "há 1 hora", "Não é só dinheiro, os turistas adoravam o passeio de balsa."),
    )
    + _card(
        "Eva Prado",
        "há 1 hora",
        "Vou no último dia com certeza, alguém sabe o horário da última viagem?",
        _card(
            "Jornal do Porto",
            "há 45 minutos",
            "A última viagem sai às 17h do dia 31 de março, segundo a prefeitura.",
            _card("Eva Prado", "há 30 minutos", "Muito obrigada pela resposta rápida!"),
        ),
    )
)
PAGE = (
    "<html><head><meta property='article:published_time' content='2025-02-28T08:00:00-03:00'></head><body>"
    f"<main><article><h1>A balsa do porto para de vez</h1><p>{'A prefeitura anunciou o fim da travessia. ' * 20}</p>"
    f"</article><section class='cm'><h2>Comentários <span>8</span></h2>{THREADS}</section></main></body></html>"
)


def test_a_thread_of_another_depth_is_a_record_of_the_list_not_a_reply() -> None:
    (section,) = [s for s in find_sections(PAGE) if s.container.get("class") == "cm"]
    assert [(r.depth, r.node.get("class")) for r in section.records] == [
        (0, "cx"),
        (1, "cx"),
        (2, "cx"),
        (0, "cx"),
        (1, "cx"),
        (0, "cx"),
        (1, "cx"),
        (2, "cx"),
    ]


def test_avatar_initials_are_nobodys_name() -> None:
    # the initials drawn before each name ("AS" for "Ana Souza") name nobody: the section's
    # records are named by the names, and the thread is taken whole
    comments = extract_comments(PAGE, reference_time=NOW, mode="accepted")
    assert [c.comment.author for c in comments] == [
        "Ana Souza",
        "Bruno Lima",
        "Ana Souza",
        "Carla Dias",
        "Diego Ramos",
        "Eva Prado",
        "Jornal do Porto",
        "Eva Prado",
    ]
