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


def _entry(n: int, name: str, text: str, replies: str = "") -> str:
    return (
        f"<div class='kz-kom' id='k{n}'><div class='kz-nag'><span class='nick'>{name}</span>"
        f"<span class='data'>9 września 2015, 1{n % 10}:0{n % 7}</span></div><div class='kz-tresc'>{text}</div>"
        f"{replies}</div>"
    )


def _thread(more: str) -> str:
    return (
        _entry(
            1,
            "Krzysztof",
            "Nareszcie! Czekamy na ten tramwaj od czasów, kiedy jeszcze chodziłem do szkoły.",
            _entry(2, "ania.w", "U mnie tak samo, obiecywali go przed trzema kolejnymi wyborami."),
        )
        + _entry(3, "Ewa Nowacka", "Czy wiadomo, co z drzewami przy Lipowej? Te lipy mają po sto lat.")
        + _entry(
            4,
            "rowerzysta_86",
            "Na wizualizacji nie widzę drogi rowerowej, znowu między szynami.",
            _entry(5, "Paweł", "Jest, tylko po drugiej stronie, wzdłuż parku, na stronie projektu."),
        )
        + more
    )


def test_a_hidden_box_of_entries_after_the_last_is_more_of_the_list_not_its_replies() -> None:
    """A news site's thread nests its replies inside the comments they answer and keeps
    its further comments in a hidden box after the last one, which "Pokaż więcej" shows
    (set FC, built blind): the box's comments are top-level comments, not replies of the
    comment before the box. Shown, the same box would be no different."""
    hidden = (
        "<div class='kz-ukryte' style='display:none'>"
        + _entry(6, "Barbara", "A przystanek przy przychodni? Dla starszych ludzi to najważniejsze miejsce.")
        + _entry(7, "Jacek Wrona", "240 milionów za cztery kilometry, za te pieniądze byłyby autobusy.")
        + "</div>"
    )
    html = f"<html><body><p>Artykuł o tramwaju.</p><div id='kz-lista'>{_thread(hidden)}</div></body></html>"
    section = max(find_sections(html), key=lambda s: len(s.records))
    assert [r.parent for r in section.records] == [None, 0, None, None, 3, None, None]


def test_a_copy_of_a_comment_above_its_list_is_no_post_the_list_answers() -> None:
    """An editors' pick ("Reactie van de dag", set FC, built blind) quotes a comment of the
    list right after it: the list's comments are no replies of the pick."""
    said = "Ik woon op 900 meter van de geplande lijn en krijg in de winter slagschaduw door de keuken."
    pick = (
        f"<div class='pick'><h4>Reactie van de dag</h4><blockquote><p>{said}</p></blockquote>"
        "<p class='door'>— <b>Henk Wubbels</b>, 3 maart 2014 08:44</p></div>"
    )
    items = "".join(
        f"<div class='r'><p class='m'><strong>{n}</strong> 3 maart 2014 0{k}:15</p><p class='t'>{t}</p></div>"
        for k, (n, t) in enumerate(
            [
                (
                    "Jeroen V.",
                    "Weer een besluit dat boven onze hoofden is genomen, inspraak alleen op papier.",
                ),
                ("Henk Wubbels", said),
                ("Anouk ter Horst", "Liever windmolens dan een gascentrale, we moeten ergens beginnen."),
            ]
        )
    )
    html = (
        f"<html><body><p>Windpark.</p><section>{pick}<div class='list'>{items}</div></section></body></html>"
    )
    listed = max(find_sections(html), key=lambda s: len(s.records))
    assert [r.node.get("class") for r in listed.records] == ["r", "r", "r"]
    assert all(r.parent is None for r in listed.records)
