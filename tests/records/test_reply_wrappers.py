"""Reply containers after their comment (Drupal's ``div.indented``): the comments are
the records, the replies answering the comment their container follows."""

from __future__ import annotations

from lxml import html as lxml_html

from comspider.records.invariants import find_sections
from comspider.records.model import Record, RecordSection
from comspider.records.reply_wrappers import unwrap_reply_containers


def _comment(n: int, name: str) -> str:
    return (
        f'<article class="c" id="c-{n}"><footer><span class="who">{name}</span> '
        f'<span class="when">14. mars 2018 kl. 1{n}:02</span></footer>'
        f"<div class='body'><p>Athugasemd númer {n} frá {name}, nógu löng til að vera texti.</p></div></article>"
    )


def _page(thread: str) -> str:
    return (
        f"<html><body><article class='story'><p>{'Frétt. ' * 40}</p></article>"
        f"<section id='d'><h2>Umræða</h2>{thread}</section></body></html>"
    )


def _structure(html: str) -> list[tuple[str, int | None, int]]:
    best = max(find_sections(html), key=lambda s: len(s.records))
    return [(r.node.get("id"), r.parent, r.depth) for r in best.records]


def test_reply_containers_after_their_comments_give_the_comments_and_their_replies() -> None:
    thread = (
        _comment(1, "Sigga")
        + '<div class="indented">'
        + _comment(2, "Gunnar")
        + '<div class="indented">'
        + _comment(3, "Sigga")
        + "</div></div>"
        + _comment(4, "Óli")
        + '<div class="indented">'
        + _comment(5, "Halla")
        + _comment(6, "Óli")
        + "</div>"
        + _comment(7, "Bóndi")
        + '<div class="indented">'
        + _comment(8, "Ritstjórn")
        + "</div>"
    )
    assert _structure(_page(thread)) == [
        ("c-1", None, 0),
        ("c-2", 0, 1),
        ("c-3", 1, 2),
        ("c-4", None, 0),
        ("c-5", 3, 1),
        ("c-6", 3, 1),
        ("c-7", None, 0),
        ("c-8", 6, 1),
    ]


def test_a_list_of_boxes_each_opening_with_a_heading_is_left_as_it_is() -> None:
    # boxes whose first element is of the kind of what precedes them only for some
    boxes = "".join(
        f"<div class='box'><h3>Titill {n}</h3><p>Texti kassans {n}, nokkur orð hér.</p></div>"
        for n in range(4)
    )
    html = _page(f"<h3>Inngangur</h3>{boxes}")
    best = max(find_sections(html), key=lambda s: len(s.records))
    assert [r.node.get("class") for r in best.records] == ["box"] * 4


def test_a_second_list_mounted_after_the_first_is_more_of_the_thread_not_replies() -> None:
    """ "Load more" mounts the next comments' list, of the first list's very kind, in a
    wrapper after it: they are top-level comments, not replies to the last one shown."""
    from comspider.api import extract

    def item(n: int, name: str, text: str, replies: str = "") -> str:
        return (
            f"<li class='dh-item' id='dh-{n}'><div class='dh-meta'><b class='dh-name'>{name}</b> "
            f"<span class='dh-time'>2025.03.03 1{n}:1{n}</span></div><div class='dh-text'><p>{text}</p></div>"
            f"{replies}</li>"
        )

    first = (
        "<ul class='dh-list'>"
        + item(
            1,
            "김영희",
            "야간 개방 정말 반갑네요. 산책하기 좋겠어요.",
            "<ul class='dh-replies'>"
            + item(2, "박준호", "주차가 문제예요. 주말에는 자리가 없습니다.")
            + "</ul>",
        )
        + item(3, "남강 산책러", "조명이 너무 밝으면 강 풍경이 망가질 것 같아요.")
        + "</ul>"
    )
    more = (
        "<div id='dh-more-mount'><ul class='dh-list'>"
        + item(4, "이수진", "아이들과 함께 가 보려고 해요. 해설도 있으면 좋겠어요.")
        + item(5, "정민", "입장료가 계속 무료였으면 합니다. 정말로요.")
        + "</ul></div>"
    )
    page = (
        "<html><head><meta property='article:published_time' content='2025-03-03T08:00:00Z'></head><body>"
        "<article><h1>진주성 야간 개방</h1><p>진주성이 이번 봄부터 밤에도 문을 엽니다.</p></article>"
        f"<section id='hanmadi'><h3>한마디 (5)</h3>{first}{more}</section></body></html>"
    )
    found = extract(page, url="https://news.example/a")
    assert [(c.author, c.depth) for c in found] == [
        ("김영희", 0),
        ("박준호", 1),
        ("남강 산책러", 0),
        ("이수진", 0),
        ("정민", 0),
    ]


def _item(n: int, name: str) -> str:
    return (
        f"<div class='op-item' id='op{n}'><div class='op-cab'><span class='op-autor'>{name}</span> "
        f"<span class='op-fecha'>{n} de mayo de 2019, 21:14</span></div><p class='op-txt'>Opinión número {n} de "
        f"{name}, con texto suficiente para ser un comentario.</p><div class='op-acc'><a href='#f'>Responder</a>"
        "</div></div>"
    )


def test_reply_boxes_found_beside_the_comments_give_each_reply_its_parent() -> None:
    """Set AP (built blind): the comments themselves found as records beside the reply
    boxes after them (``div.op-item``, ``div.op-hilo`` holding the answer and the box of
    its answers): the boxes are unwrapped, each reply answering the comment its box follows."""
    thread = (
        _item(1, "Rocío")
        + "<div class='op-hilo'>"
        + _item(2, "Paco")
        + "<div class='op-hilo'>"
        + _item(3, "Rocío")
        + "</div></div>"
        + _item(4, "Julián")
        + "<div class='op-hilo'>"
        + _item(5, "Maite")
        + "<div class='op-hilo'>"
        + _item(6, "Julián")
        + "</div></div>"
        + _item(7, "Encarna")
        + _item(8, "Álvaro")
        + "<div class='op-hilo'>"
        + _item(9, "Lucía")
        + "</div>"
    )
    assert _structure(_page(thread)) == [
        ("op1", None, 0),
        ("op2", 0, 1),
        ("op3", 1, 2),
        ("op4", None, 0),
        ("op5", 3, 1),
        ("op6", 4, 2),
        ("op7", None, 0),
        ("op8", None, 0),
        ("op9", 7, 1),
    ]


def test_reply_containers_with_anchors_before_the_comments_and_guests_classed_apart() -> None:
    """Drupal prints an empty anchor before every comment (``<a id="comment-5121"></a>``),
    in a reply container too, and a guest's comment has one class more than a member's
    (``comment comment-by-anonymous``); when each container holds one comment (with its
    own container of replies), the containers were taken for the records. The comments
    are the records all the same (set DC, built blind: a Spanish football blog)."""

    def comment(n: int, name: str, guest: bool = False) -> str:
        kind = "comment comment-by-anonymous clear-block" if guest else "comment clear-block"
        return (
            f'<a id="comment-{n}"></a><div class="{kind}" id="c-{n}"><div class="submitted">Enviado por {name} '
            f"el Dom, 15/04/2012 - 2{n}:37.</div><div class='content'><p>Comentario número {n} de {name}, "
            "bastante largo para ser un texto de verdad.</p></div></div>"
        )

    thread = (
        comment(1, "Txema")
        + '<div class="indented">'
        + comment(2, "Chiqui", guest=True)
        + '<div class="indented">'
        + comment(3, "Txema")
        + "</div></div>"
        + comment(4, "mariajo")
        + '<div class="indented">'
        + comment(5, "Lucas")
        + "</div>"
        + comment(6, "un socio", guest=True)
        + '<div class="indented">'
        + comment(7, "Pedro el del bar", guest=True)
        + "</div>"
        + comment(8, "Raúl")
    )
    assert _structure(_page(thread)) == [
        ("c-1", None, 0),
        ("c-2", 0, 1),
        ("c-3", 1, 2),
        ("c-4", None, 0),
        ("c-5", 3, 1),
        ("c-6", None, 0),
        ("c-7", 5, 1),
        ("c-8", None, 0),
    ]


def test_reply_containers_of_comments_classed_by_position_and_by_writer() -> None:
    """Drupal 7 classes a comment by its place among its siblings (``odd``/``even``,
    ``first``/``last``) and by who wrote it (``comment-by-anonymous``,
    ``comment-by-node-author``): one kind of comment all the same. A section whose
    records are those comments and the reply containers after them becomes the comments,
    each reply answering the comment its container follows (set ED, built blind: a Dutch
    regional paper as a web archive replays it; 3 of its 11 replies had lost their parent)."""

    def comment(n: int, kind: str) -> str:
        return f'<a id="comment-{n}"></a><div class="comment {kind} clearfix" id="c-{n}"><p>Reactie {n}</p></div>'

    root = lxml_html.fromstring(
        '<div id="comments">'
        + comment(1, "comment-by-anonymous odd first")
        + '<div class="indented">'
        + comment(2, "even first last")
        + '<div class="indented">'
        + comment(3, "comment-by-anonymous odd first last")
        + "</div></div>"
        + comment(4, "comment-by-anonymous even")
        + '<div class="indented">'
        + comment(5, "comment-by-node-author odd first last")
        + "</div>"
        + comment(6, "comment-by-anonymous odd last")
        + "</div>"
    )
    # as record finding gave them: the comments and the containers at the top, one nested
    tops = [el for el in root if el.tag == "div"]
    section = RecordSection(container=root, records=[Record(node=el) for el in tops])
    inner = root.xpath("//div[@class='indented']/div[@class='indented']")[0]
    section.records.insert(2, Record(node=inner, parent=1, depth=1))
    assert unwrap_reply_containers(section)
    assert [(r.node.get("id"), r.parent, r.depth) for r in section.records] == [
        ("c-1", None, 0),
        ("c-2", 0, 1),
        ("c-3", 1, 2),
        ("c-4", None, 0),
        ("c-5", 3, 1),
        ("c-6", None, 0),
    ]
