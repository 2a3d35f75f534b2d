"""Flat threads whose replies name the comment they answer: "@name" and quotes."""

from __future__ import annotations

from datetime import UTC, datetime

import comspider
from comspider.fields.extractor import comment_fields
from comspider.records.invariants import find_sections

NOW = datetime(2012, 6, 20, tzinfo=UTC)


def _record(name: str, body: str) -> str:
    return (
        f'<div class="resp"><div class="head"><span class="who">{name}</span>'
        f'<span class="when">18.06.2011 21:05</span></div><div class="body">{body}</div></div>'
    )


def _fields(records: list[tuple[str, str]]) -> list[tuple[int | None, str]]:
    html = (
        f"<html><body><article><p>{'Ein Artikel. ' * 40}</p></article>"
        f'<div id="list">{"".join(_record(n, b) for n, b in records)}</div></body></html>'
    )
    best = max(find_sections(html), key=lambda s: len(s.records))
    return [(c.parent, c.text) for c in comment_fields(best, reference_time=NOW)]


def test_at_name_openings_name_the_nearest_earlier_comment_of_that_author() -> None:
    got = _fields(
        [
            ("Kev", "<p>Frost got the early ones on our plot this year.</p>"),
            ("Kev the Veg", "<p>Mice are the problem on our site, not frost.</p>"),
            ("Annie B", "<p>@Kev the Veg try loo roll tubes in the shed.</p>"),
            ("Kev the Veg", "<p>@Annie B cheers, will give it a go.</p>"),
            ("Sandra", "<p>@Nobody here, and an email@address.example in the text.</p>"),
            ("Tom", "<p>@kev: and frost was late.</p>"),
        ]
    )
    # the longest name that opens the reply; the nearest comment of its author; an
    # author nobody here is: no parent; case and a colon after the name do not matter
    assert [p for p, _ in got] == [None, None, 1, 2, None, 0]


def test_a_quote_of_an_earlier_comment_names_it_and_leaves_the_reply() -> None:
    got = _fields(
        [
            ("Giorgi", "<p>I do not like the lift. The cathedral needs no lift at all.</p>"),
            ("Nino", "<p>Lovely photos of the morning fog.</p>"),
            (
                "Tamar",
                (
                    "<blockquote><cite>Giorgi wrote:</cite><p>The cathedral needs no lift</p></blockquote>"
                    "<p>The lift is for the elderly. I support it.</p>"
                ),
            ),
            (
                "Dato",
                "<blockquote><p>words nobody here wrote</p></blockquote><p>A quote of another page.</p>",
            ),
        ]
    )
    assert [p for p, _ in got] == [None, None, 0, None]
    assert got[2][1] == "The lift is for the elderly. I support it."
    assert "words nobody here wrote" in got[3][1]  # not a reply here: its text is kept whole


def test_a_quote_in_quotation_marks_after_the_name_and_cut_short_names_its_comment() -> None:
    # "In reply to Giorgi: «the words…»": the quote's own words are in the marks, and the
    # page cut them short, mid-word
    got = _fields(
        [
            ("Giorgi", "<p>I do not like the lift. The cathedral needs no lift at all.</p>"),
            ("Nino", "<p>Lovely photos of the morning fog.</p>"),
            (
                "Tamar",
                (
                    "<blockquote><b>In reply to Giorgi:</b> «I do not like the lift. The cathe…»</blockquote>"
                    "<p>The lift is for the elderly. I support it.</p>"
                ),
            ),
        ]
    )
    assert [p for p, _ in got] == [None, None, 0]
    assert got[2][1] == "The lift is for the elderly. I support it."


def test_a_line_of_its_own_naming_an_earlier_author_names_that_comment_and_leaves_the_text() -> None:
    """A reply's line before its text, in an element of another kind than the text's
    (blind set T: "en réponse à @Name", "у відповідь Name", "@Name님에게 답글"): any
    language's words around the name. A first paragraph that names someone in passing is
    the text's own, and so is a whole comment that only thanks them."""

    def marked(line: str, body: str) -> str:
        return f'<div class="to">{line}</div><p class="txt">{body}</p>'

    got = _fields(
        [
            ("Marc-Antoine B.", "<p>4,2 millions pour 6 kilomètres, c'est cher payé.</p>"),
            ("Олена Гнатюк", "<p>Нарешті відремонтують міст через Смотрич.</p>"),
            ("김민서", "<p>심야 버스도 생기면 좋겠습니다. 11시 이후에는 택시밖에 없어요.</p>"),
            (
                "Claire",
                marked(
                    "en réponse à @Marc-Antoine B.",
                    "Élargir l'accotement ? Je ne laisserais pas mes enfants.",
                ),
            ),
            ("Василь", marked("у відповідь Олена Гнатюк", "Олено, а ви бачили, що міст закриють повністю?")),
            (
                "박준호",
                marked("@김민서님에게 답글", "기사에 따르면 내년 상반기에 심야 노선을 검토한다고 합니다."),
            ),
            ("Tom", "<p>Great point, Claire!</p><p>And the bridge needs a wider pavement as well.</p>"),
            ("Ann", marked("Claire", "A name alone is the line of nobody's reply.")),
            # a print view's line: the brackets and the number around the name are no words
            ("Lola", marked("En respuesta a #4 (Claire)", "Vuelven, Claire. Los vi montando el puesto.")),
        ]
    )
    assert [p for p, _ in got] == [None, None, None, 0, 1, 2, None, None, 3]
    assert got[8][1].startswith("Vuelven")
    assert (
        got[3][1].startswith("Élargir") and got[4][1].startswith("Олено") and got[5][1].startswith("기사에")
    )
    assert got[6][1].startswith("Great point, Claire!")


def test_a_reply_word_before_the_at_and_a_name_without_spaces() -> None:
    """'回复 @老街坊阿强：听说…': a reply word before the '@', the name in a script without spaces and the text
    running on after its colon (blind set S's Chinese floors)."""
    from comspider.api import extract

    names = ["老街坊阿强", "青石人在外", "李阿姨"]
    texts = [
        "终于要修了！这条路一下雨就全是水坑。",
        "看到家乡的变化真高兴。",
        "回复 @老街坊阿强：听说施工要三个月。",
    ]
    rows = "".join(
        f"<div class='lou'><span class='u'>{n}</span><div class='c'>{t}</div><a href='#f'>回复</a> <a href='/r'>举报</a></div>"
        for n, t in zip(names, texts, strict=True)
    )
    html = (
        "<html><head><meta property='article:published_time' content='2021-07-15T08:20:00+08:00'></head><body>"
        "<main><h1>老街改造</h1><p>老街改造工程下周开工，预计三个月完成。</p></main>"
        f"<div class='pl'><div class='t'>网友评论（3）</div>{rows}</div></body></html>"
    )
    comments = extract(html, url="https://news.example/a", visited_at="2021-07-20T00:00:00Z")
    assert [c.author for c in comments] == names
    assert comments[2].parent_id == comments[0].comment_id


def test_a_text_that_opens_by_addressing_an_earlier_author_before_a_colon() -> None:
    """'回复 2楼 老澜江：…' without an '@' (set EG, built blind: a Chinese portal's floors, 7 of 13 replies left
    flat), "Anna: …" after a few words or alone; a name nobody here has, a colon further in, or the writer's own
    name (a transcript's) names no comment."""
    got = _fields(
        [
            ("老澜江", "<p>“鼓楼东”改成“文昌阁”我第一个反对。</p>"),
            ("晴天娃娃", "<p>回复 1楼 老澜江：文昌阁是明代的老建筑，用它命名也有道理。</p>"),
            ("Anna Berg", "<p>Wie lange dauert die Sperrung eigentlich noch?</p>"),
            ("Jonas", "<p>Anna Berg: laut Stadt bis Ende Mai.</p>"),
            ("Pit", "<p>Hinweis an alle, die hier mitlesen und fragen: die Sperrung gilt nachts nicht.</p>"),
            ("Anna Berg", "<p>Anna Berg: danke, das wusste ich nicht.</p>"),
            ("Lisa", "<p>Niemand: das stimmt so nicht.</p>"),
        ]
    )
    assert [p for p, _ in got] == [None, 0, None, 2, None, None, None]


def test_a_mail_s_quote_lines_of_an_earlier_comment_give_the_parent_and_leave_the_text() -> None:
    """ "&gt; " before an earlier comment's words, then the reply (set EG, built blind: a Polish town portal's
    opinions, 5 of 9 replies left flat with the quote in their text); two such lines of one comment; a quote of
    nobody's words here, or ">>2" (a number's reference), leaves the text as it is."""
    got = _fields(
        [
            ("Ania", "<p>Za co mam płacić? My wystawiamy jeden worek na dwa tygodnie.</p>"),
            ("Jola", "<p>&gt; Za co mam płacić?<br><br>Płaci się od osoby, nie od worka.</p>"),
            ("Marek", "<p>Sesja jest we wtorek o dziesiątej rano, zapraszam wszystkich.</p>"),
            (
                "Krzysiek",
                "<p>&gt; Sesja jest we wtorek<br>&gt; o dziesiątej rano<br><br>Kto pracuje, ten nie przyjdzie.</p>",
            ),
            ("Ola", "<p>&gt; Nikt tu tego nie napisał wcześniej.<br><br>A jednak ktoś to myśli.</p>"),
        ]
    )
    assert [p for p, _ in got] == [None, 0, None, 2, None]
    assert got[1][1] == "Płaci się od osoby, nie od worka."
    assert got[3][1] == "Kto pracuje, ten nie przyjdzie."
    assert got[4][1].startswith("> Nikt tu")


def test_a_quotation_box_under_a_line_naming_whose_words_they_are() -> None:
    """'<div><a>Сергей писал(а):</a> <q>the start of his text…</q></div>' before the reply's own words, in a flat
    thread: the quoted comment is the parent, and the quote leaves the reply's text (the line and the quote joined
    without a space in the text)."""
    from comspider.api import extract

    names = ["Сергей Волков", "Ольга П.", "Николай"]
    own = [
        "Хорошо, что котельную наконец переведут на газ. Зимой над районом стоял дым.",
        "Дым — это полбеды. Главное, чтобы тарифы не выросли после перевода.",
        "Трубы в домах тоже старые, их кто будет менять, интересно?",
    ]
    quote = "<div class='qt'><b>Сергей Волков писал(а):</b><q>Хорошо, что котельную наконец переведут на газ. Зимой над …</q></div>"
    posts = "".join(
        f"<div class='p'><div class='h'><b class='n'>{n}</b> · <span class='t'>14.03.2025 0{9 + i // 9}:{10 + i}</span></div>"
        f"{quote if i == 1 else ''}<div class='x'><p>{t}</p></div><a href='/r'>Ответить</a></div>"
        for i, (n, t) in enumerate(zip(names, own, strict=True))
    )
    html = (
        "<html><head><meta property='article:published_time' content='2025-03-14T08:00:00+03:00'></head><body>"
        "<main><h1>Котельная</h1><p>Котельную переведут на газ до конца года, сообщили в администрации.</p></main>"
        f"<section><h3>Мнения (3)</h3>{posts}</section></body></html>"
    )
    comments = extract(html, url="https://news.example/a", visited_at="2025-03-20T00:00:00Z")
    assert [c.text for c in comments] == own
    assert comments[1].parent_id == comments[0].comment_id


def _numbered(i: int, name: str, lead: str, body: str) -> str:
    return (
        f'<div class="post" id="p{i}"><div class="head"><a href="#p{i}">#{i}</a> <span class="who">{name}</span>'
        f'<span class="when">18.06.2011 21:0{i}</span></div>{lead}<div class="body">{body}</div></div>'
    )


def _numbered_fields(posts: list[tuple[str, str, str]]) -> list[tuple[int | None, str]]:
    html = (
        f"<html><body><article><p>{'Ein Artikel. ' * 40}</p></article><div id='list'>"
        + "".join(_numbered(i + 1, *p) for i, p in enumerate(posts))
        + "</div></body></html>"
    )
    best = max(find_sections(html), key=lambda s: len(s.records))
    return [(c.parent, c.text) for c in comment_fields(best, reference_time=NOW)]


def test_a_line_leading_to_another_posts_anchor_gives_the_parent_and_is_no_text() -> None:
    got = _numbered_fields(
        [
            ("Klaus", "", "<p>Vierzehn Anlagen, 800 Meter von den Häusern.</p>"),
            (
                "Marianne",
                "<p class='ref'>Antwort auf <a href='#p1'>#1 von Klaus</a></p>",
                "<p>Genau so ist es.</p>",
            ),
            ("Jürgen", "", "<p>Infraschall ist nicht erforscht.</p>"),
            (
                "Petra",
                "<p class='ref'>Antwort auf <a href='#p3'>#3 von Jürgen</a></p>",
                "<p>Doch, recht gut.</p>",
            ),
        ]
    )
    assert got == [
        (None, "Vierzehn Anlagen, 800 Meter von den Häusern."),
        (0, "Genau so ist es."),
        (None, "Infraschall ist nicht erforscht."),
        (2, "Doch, recht gut."),
    ]


def test_a_link_to_another_post_followed_by_the_readers_words_is_their_text() -> None:
    # ">>3 そうです": the reader's own reference, inside their words, stays in the text
    got = _numbered_fields(
        [
            ("たけし", "", "<p>メジロが来ました。かわいいです。</p>"),
            ("のんびり", "", "<p><a href='#p1'>&gt;&gt;1</a> そうです、メジロです。毎朝来ています。</p>"),
            ("さくら", "", "<p>梅干しの記事も楽しみにしています。</p>"),
        ]
    )
    assert got[1][1] == ">>1 そうです、メジロです。毎朝来ています。"


def test_an_empty_link_to_another_post_is_no_reference_line() -> None:
    # an anchor link with no text of its own (an icon) before a short line: read, not a crash
    got = _numbered_fields(
        [
            ("Klaus", "", "<p>Vierzehn Anlagen, 800 Meter von den Häusern.</p>"),
            (
                "Marianne",
                "<p class='ref'><a href='#p1'><img src='/up.png'></a> Top</p>",
                "<p>Genau so ist es.</p>",
            ),
            ("Jürgen", "", "<p>Infraschall ist nicht erforscht.</p>"),
        ]
    )
    assert len(got) == 3
    assert got[1][1].endswith("Genau so ist es.")


def test_a_short_reply_that_is_only_a_link_to_another_post_is_the_readers_text() -> None:
    # "Agree with <a>Anna</a>" with nothing after it is the reply itself; "See #2" too
    got = _numbered_fields(
        [
            ("Anna", "", "<p>Die Brücke war schon lange marode, das wusste jeder hier.</p>"),
            ("Ben", "", "<p>Wie lange dauert die Sperrung eigentlich noch?</p>"),
            ("Cora", "", "<p>Agree with <a href='#p1'>Anna</a></p>"),
            ("Dora", "", "<p>See <a href='#p2'>#2</a></p>"),
        ]
    )
    assert [t for _p, t in got[2:]] == ["Agree with Anna", "See #2"]


def test_a_quote_of_the_parent_its_link_gave_leaves_the_reply() -> None:
    """The quote box's line links to the parent's anchor ("<a href='#p1'>Klaus</a> schrieb:"):
    the markup gives the parent, and the quote is the parent's words, not the reply's; a
    quote of words the parent does not hold stays."""
    quote = "<blockquote><p><a href='#p{0}'>{1}</a> schrieb:</p><p>{2}</p></blockquote>"
    got = _numbered_fields(
        [
            ("Klaus", "", "<p>Vierzehn Anlagen, 800 Meter von den Häusern.</p>"),
            ("Anke", "", "<p>Wer hat das genehmigt?</p>"),
            (
                "Marianne",
                "",
                quote.format(1, "Klaus", "Vierzehn Anlagen, 800 Meter von den Häusern.")
                + "<p>Genau so ist es.</p>",
            ),
            (
                "Jürgen",
                "",
                quote.format(2, "Anke", "Das Landratsamt, im Mai.") + "<p>So war es angekündigt.</p>",
            ),
        ]
    )
    assert got[2] == (0, "Genau so ist es.")
    assert got[3][0] == 1 and got[3][1].endswith("So war es angekündigt.") and "Landratsamt" in got[3][1]


def test_the_parents_words_under_a_line_naming_its_author_in_a_box_of_no_class_leave_the_reply() -> None:
    """vBulletin's quote: "Cita:", then a bordered cell of no class, "Originalmente Escrito por <b>NAME</b>" and the
    parent's words cut with "..." (set EK, built blind: a Spanish paper's forum, the quotes stayed in the text); words
    of another than the parent stay."""
    quote = (
        "<div><div class='smallfont'>Cita:</div><table><tr><td style='border:1px inset'><div>Originalmente Escrito"
        " por <strong>{1}</strong> <a href='#p{0}'>&gt;</a></div><div style='font-style:italic'>{2}</div></td></tr>"
        "</table></div>"
    )
    got = _numbered_fields(
        [
            (
                "Paco_Ribera",
                "",
                "<p>La carpa va en el aparcamiento de la calle Feria, lo dijo el concejal.</p>",
            ),
            ("Rafa", "", "<p>Yo compro en el súper y ni me entero.</p>"),
            (
                "Marisa G.",
                "",
                quote.format(1, "Paco_Ribera", "La carpa va en el aparcamiento de la calle Fe...")
                + "Pues ahí está el problema.",
            ),
            (
                "Lucía",
                "",
                quote.format(2, "Rafa", "El mercado cierra en junio, eso dicen.") + "Pues no lo sabía.",
            ),
        ]
    )
    assert got[2] == (0, "Pues ahí está el problema.")
    assert got[3][0] == 1 and "El mercado cierra" in got[3][1]


def test_the_readers_words_before_a_linked_quote_stay() -> None:
    """Words of the reader before the quote box ("Sorry Klaus, but…"): only the quote's own
    line and the quoted words leave the text; here nothing is cut (the text does not open
    with the quote)."""
    got = _numbered_fields(
        [
            ("Klaus", "", "<p>Vierzehn Anlagen, 800 Meter von den Häusern.</p>"),
            (
                "Marianne",
                "",
                (
                    "<p>Tut mir leid, Klaus, aber das stimmt nicht.</p><blockquote><p><a href='#p1'>Klaus</a> "
                    "schrieb:</p><p>Vierzehn Anlagen, 800 Meter von den Häusern.</p></blockquote><p>Es sind zwölf.</p>"
                ),
            ),
        ]
    )
    assert got[1][0] == 0 and got[1][1].startswith("Tut mir leid, Klaus, aber das stimmt nicht.")


def test_a_forum_topic_s_name_handle_and_reply_link_are_no_text() -> None:
    """A forum topic rendered on the article's page (set AK's Portuguese page): each post's
    header prints the name, the account's handle and, on a reply, a link "↩ em resposta a
    @handle" to the post it answers. The name is the author (not the handle), neither
    the handle nor the reply link is the post's text, and the link makes the reply."""
    people = [
        (
            "Rodrigo Alves",
            "rodrigo.alves",
            None,
            "Finally! I ride this road every day and the buses scare me.",
        ),
        ("Cristina Mendes", "cris_mendes", 0, "Agreed, Rodrigo. I just hope it does not become a car park."),
        ("Roberto Ferreira", "betoferreira", None, "Were the shopkeepers of the avenue asked at all?"),
        ("Luana Santana", "lu.santana", 2, "They were, there was a public hearing in November."),
        ("Zilda Prado", "dona.zilda", None, "I hope they put a bike rack at the station."),
    ]
    posts = "".join(
        f'<div class="tp-post" id="tp-{i}"><img class="tp-av" src="/a/{handle}.svg" width="40" height="40">'
        f'<div class="tp-col"><div class="tp-cab"><span class="tp-nome">{name}</span> '
        f'<span class="tp-handle">@{handle}</span>'
        + (
            f'<a class="tp-re" href="#tp-{parent}">↩ em resposta a @{people[parent][1]}</a>'
            if parent is not None
            else ""
        )
        + f'<span class="tp-quando">há {5 - i} dias</span></div><div class="tp-cooked"><p>{text}</p></div></div></div>'
        for i, (name, handle, parent, text) in enumerate(people)
    )
    page = (
        "<html><body><article><p>" + "The council approved the cycle lane. " * 12 + "</p></article>"
        f"<section class='topic'>{posts}</section></body></html>"
    )
    section = max(find_sections(page), key=lambda s: len(s.records))
    fields = comment_fields(section, reference_time=NOW)
    assert [(f.author, f.text) for f in fields] == [(name, text) for name, _h, _p, text in people]
    assert [f.parent for f in fields] == [p for _n, _h, p, _t in people]


def test_a_nested_replys_quote_opened_by_its_parents_name_leaves_the_reply() -> None:
    """Set AP (built blind): replies nested in their parent's list open with a quote box
    whose line names the parent's author, without a link ("<span>Maria das Dores
    disse:</span> Oito meses…"): the parent's words leave the reply's text; a quote whose
    line names someone else stays."""

    def item(name: str, body: str, replies: str = "") -> str:
        return (
            f"<li class='rc'><div class='topo'><strong>{name}</strong> <span class='hora'>14/09/2011 07:45</span>"
            f"</div>{body}<ol class='resp'>{replies}</ol></li>"
            if replies
            else f"<li class='rc'><div class='topo'><strong>{name}</strong> <span class='hora'>14/09/2011 07:45</span>"
            f"</div>{body}</li>"
        )

    quote = "<blockquote class='cita'><span class='de'>{0} disse:</span> {1}</blockquote>"
    thread = "".join(
        [
            item(
                "Maria das Dores",
                "<div class='msg'><p>Oito meses dando a volta por Santa Luzia para levar as crianças.</p></div>",
                item(
                    "Edson Ramalho",
                    quote.format("Maria das Dores", "Oito meses dando a volta")
                    + "<div class='msg'><p>E pela estrada de terra, que virou um atoleiro.</p></div>",
                )
                + item(
                    "Júlio Prado",
                    quote.format("Ana Lima", "Oito meses dando a volta")
                    + "<div class='msg'><p>Foram nove, na verdade.</p></div>",
                ),
            ),
            item("Ana Lima", "<div class='msg'><p>A ponte nova ficou mais estreita que a antiga?</p></div>"),
        ]
    )
    html = f"<html><body><article><p>{'Um artigo. ' * 40}</p></article><ol class='lista'>{thread}</ol></body></html>"
    best = max(find_sections(html), key=lambda s: len(s.records))
    texts = [c.text for c in comment_fields(best, reference_time=NOW)]
    assert texts[1] == "E pela estrada de terra, que virou um atoleiro."
    assert texts[2].startswith("Ana Lima disse:")


def test_a_reference_line_after_a_long_dated_head_line_is_left_out_of_the_text() -> None:
    """ "#5 <strong>Gerda Lühmann</strong> schrieb am 12.11.2010 um 16:02 Uhr" is the head, not
    the text: the "Antwort auf #4 von …" line after it names the parent and is no text."""

    def entry(n: int, name: str, text: str, answers: int | None = None) -> str:
        ref = (
            f'<div class="bezug">Antwort auf <a href="#zw-{answers}">#{answers} von Heidekind</a></div>'
            if answers
            else ""
        )
        return (
            f'<li class="eintrag" id="zw-{n}"><div class="kopf"><span class="nr">#{n}</span> '
            f"<strong>{name}</strong> schrieb am 12.11.2010 um 1{n}:02 Uhr</div>{ref}"
            f'<div class="text"><p>{text}</p></div></li>'
        )

    html = (
        f"<html><body><article><p>{'Ein Artikel über den Radweg. ' * 30}</p></article><ol class='liste'>"
        + entry(1, "Heidekind", "Endlich kommt der Radweg nach Brakel, seit drei Jahren warten wir.")
        + entry(2, "Wilfried Brandes", "Dafür könnte man die Schlaglöcher in der ganzen Gemeinde flicken.")
        + entry(3, "Gerda Lühmann", "Es sollen Ersatzpflanzungen kommen, doppelt so viele Bäume.", answers=1)
        + "</ol></body></html>"
    )
    best = max(find_sections(html), key=lambda s: len(s.records))
    got = [(c.parent, c.text) for c in comment_fields(best, reference_time=NOW)]
    assert got[2] == (0, "Es sollen Ersatzpflanzungen kommen, doppelt so viele Bäume.")


def test_a_date_in_a_byline_s_tail_is_the_comment_s_date() -> None:
    """A hosted blog's comments without an element each: "<b>NAME</b> schreef op 3 mei 2009
    21:14:<br/>" then bare text and a rule; the date is in the name's tail."""
    runs = "".join(
        f"<b>{name}</b> schreef op {d} mei 2009 21:14:<br />{text}<hr class='streep' />"
        for name, d, text in (
            ("Wietske", 3, "Wat een lucht! Die van vrijdag boven de dijk was ook prachtig."),
            ("Hans van Diepen", 4, "Mooie serie. Welke lens gebruik je voor die brede opnames?"),
            ("Geert-Jan", 5, "Die derde foto met die ene boom zou ik zo aan de muur hangen."),
        )
    )
    html = (
        f"<html><body><article><p>{'Een artikel over wolken. ' * 30}</p></article>"
        f"<div id='reacties'><h3>3 reacties</h3>{runs}</div></body></html>"
    )
    best = max(find_sections(html), key=lambda s: len(s.records))
    got = comment_fields(best, reference_time=NOW)
    assert [(c.author, c.published_at) for c in got] == [
        ("Wietske", "2009-05-03T21:14:00+00:00"),
        ("Hans van Diepen", "2009-05-04T21:14:00+00:00"),
        ("Geert-Jan", "2009-05-05T21:14:00+00:00"),
    ]
    assert got[0].text == "Wat een lucht! Die van vrijdag boven de dijk was ook prachtig."


def test_a_reference_line_before_a_short_reply_is_left_out() -> None:
    """ "Svar på <a href='#sk-6'>#6</a> (Skärgårdsliv)" then "Ser fram emot det!": two words
    make the reply; the line names its parent and is no text."""
    html = (
        f"<html><body><article><p>{'Ett inlägg om midsommar. ' * 30}</p></article><ol class='sk'>"
        + "".join(
            f'<li class="inl" id="sk-{n}"><b class="namn">{name}</b> <span class="tid">3 juli 2010 kl. 1{n}:02</span>'
            + (f'<p class="ref">Svar på <a href="#sk-{ref}">#{ref}</a> (Olle)</p>' if ref else "")
            + f"<p>{text}</p></li>"
            for n, name, ref, text in (
                (1, "Olle", None, "Gäller eldningsförbudet på ön i år, någon som vet?"),
                (2, "Maja", None, "Vi var med för första gången och blev väl mottagna."),
                (3, "Hasse", 1, "Ser fram emot det!"),
            )
        )
        + "</ol></body></html>"
    )
    best = max(find_sections(html), key=lambda s: len(s.records))
    got = [(c.parent, c.text) for c in comment_fields(best, reference_time=NOW)]
    assert got[2] == (0, "Ser fram emot det!")


def test_a_quote_box_named_in_the_forum_s_language_leaves_the_reply() -> None:
    """A German forum's quote box ``div.kb-zitat`` ("Zitat von <b>Schorsch61</b>" over the quoted
    words): the quoted post's words leave the reply, which answers that post; the cite
    line's own class ("hilo-cita-de") is no box of its own."""

    def post(n: int, name: str, body: str) -> str:
        return (
            f'<table class="kb-beitrag" id="b{n}"><tr><td class="kb-kopf">15.09.2011, 0{n}:20</td></tr>'
            f'<tr><td class="kb-profil"><a class="kb-nick" href="/p/{n}">{name}</a></td>'
            f'<td class="kb-inhalt">{body}</td></tr></table>'
        )

    quote = '<div class="kb-zitat"><div class="kb-zk">Zitat von <b>Schorsch61</b></div><p>Endlich. Zwanzig Jahre Gerede.</p></div>'
    html = (
        f"<html><body><article><p>{'Ein Artikel über die Umgehungsstraße. ' * 30}</p></article><div class='forum'>"
        + post(1, "Schorsch61", "<p>Endlich. Zwanzig Jahre Gerede.</p>")
        + post(2, "Landei", "<p>Und wer fragt die Kiebitze auf der Brückwiese?</p>")
        + post(3, "Anke_B", quote + "<p>Abwarten, gebaut ist noch nichts.</p>")
        + "</div></body></html>"
    )
    best = max(find_sections(html), key=lambda s: len(s.records))
    got = [(c.parent, c.text) for c in comment_fields(best, reference_time=NOW)]
    assert got[2] == (0, "Abwarten, gebaut ist noch nichts.")


def test_a_quote_in_the_definition_of_a_term_gives_the_parent_and_leaves_the_text() -> None:
    """A definition list (set BU, built blind: a Dotclear-like blog): the quote box of an
    answer is in its ``dd``, after the ``dt`` that heads it; it names the parent and is the
    parent's words, not the answer's."""
    import comspider

    first = "Pour les limaces, la bière marche, mais il faut vider les pièges tous les matins."
    pairs = [
        ("Bernadette", "Des radis le 3 avril, vous avez de la chance, chez nous rien ne lève."),
        ("Jean-Paul", first),
        (
            "Mireille",
            (
                f"<blockquote><p><strong>Jean-Paul a écrit :</strong></p><p>{first}</p></blockquote>"
                "<p>La cendre, oui, mais dès qu'il pleut il faut en remettre.</p>"
            ),
        ),
    ]
    items = "".join(
        f'<dt id="c{k}"><a href="#c{k}">{k + 1}.</a> Le mardi 3 avril 2012, 1{k}:40, par '
        f'<a href="/auteur/{k}">{name}</a></dt><dd>{text if text.startswith("<") else f"<p>{text}</p>"}</dd>'
        for k, (name, text) in enumerate(pairs)
    )
    html = (
        f"<html><body><article><p>{'Première récolte. ' * 40}</p></article>"
        f"<div id='comments'><h3>Commentaires</h3><dl>{items}</dl></div></body></html>"
    )
    comments = comspider.extract(html, "https://potager.example/radis", visited_at=NOW)
    assert [c.author for c in comments] == ["Bernadette", "Jean-Paul", "Mireille"]
    assert comments[2].parent_id == comments[1].comment_id
    assert comments[2].text == "La cendre, oui, mais dès qu'il pleut il faut en remettre."


def test_a_quote_of_words_an_earlier_reply_quoted_too_names_the_comment_that_wrote_them() -> None:
    """A portal's replies repeat the words they answer (set BW, built blind): a later reply
    quoting the same words as an earlier one answers the comment that wrote them, not the
    earlier reply, which only quoted them."""
    quote = (
        "<blockquote><p>The queue at the security check took twenty minutes this morning.</p></blockquote>"
    )
    got = _fields(
        [
            ("Lan", "<p>The queue at the security check took twenty minutes this morning.</p>"),
            ("Bo", f"{quote}<p>Security matters, please be patient with the staff.</p>"),
            ("Mei", "<p>Lovely murals in the new stations, by the way.</p>"),
            ("Desk", f"{quote}<p>From tomorrow five stations open a second lane.</p>"),
        ]
    )
    assert [p for p, _ in got] == [None, 0, None, 0]
    assert got[3][1] == "From tomorrow five stations open a second lane."


def test_a_runs_quote_of_its_parent_leaves_the_replys_text() -> None:
    """Loose siblings, one comment each between rules: a reply's quote box of its parent's
    words, a part of the run of its own, leaves its text as a nested quote box would."""

    def post(n: int, name: str, parts: str) -> str:
        return f"<a name='55{n}'></a><p class='m'><b>{name}</b> | 12-03-2014 1{n}:22</p>{parts}<hr class='s'>"

    quote = (
        "<blockquote class='q'><i>Jan Wolters schreef:</i><br>"
        "Iedereen wil groene stroom maar niemand wil een molen in de achtertuin.</blockquote>"
    )
    run = (
        post(1, "Hennie Bakker", "<p>Twaalf molens van 150 meter hoog op een kilometer van het dorp.</p>")
        + post(
            2, "Jan Wolters", "<p>Iedereen wil groene stroom maar niemand wil een molen in de achtertuin.</p>"
        )
        + post(3, "Hennie Bakker", quote + "<p>Jan, ik heb zelf zonnepanelen op het dak.</p>")
        + post(
            4, "G. Smit", "<p>Wie krijgt de opbrengst? De grondeigenaren en een bedrijf uit Rotterdam.</p>"
        )
    )
    html = (
        "<html><head><meta property='article:published_time' content='2014-03-12T09:00:00+01:00'></head>"
        "<body><div class='art'><h1>Windpark: raad stemt in</h1><p>De raad stemde in met twaalf molens.</p>"
        f"</div><div class='box' id='p-31'><h3>Wat vindt u?</h3>{run}</div></body></html>"
    )
    comments = comspider.extract(html, url="https://veen.example/windpark", visited_at="2014-03-13T00:00:00Z")
    assert [c.text for c in comments][2] == "Jan, ik heb zelf zonnepanelen op het dak."
    assert comments[2].parent_id == comments[1].comment_id


def test_an_emailed_answer_quotes_below_the_message_it_answers() -> None:
    """An answer sent by e-mail (Posterous, a hosted platform's "reply by email"): the
    reply's words, then "On <date>, <name> wrote:" and the message, each line opened by
    ">" (set CD, built blind). The message is the earlier comment's: it names that comment
    and leaves the reply's text (the time's colon is no end of the naming line)."""
    mail = (
        "<p>No stiles any more, Colin, both have been replaced by kissing gates.</p>"
        "<div class='quoted'>On 5 Mar 2012, at 09:14, Colin Marsh wrote:<br>&gt; Thanks for this, taking my dad"
        " out there on Sunday.<br>&gt; Is the path all right for someone who can't manage stiles?</div>"
    )
    got = _fields(
        [
            (
                "Annie Coutts",
                "<p>We did the Forty Foot Drove last October, with a headwind all the way back.</p>",
            ),
            (
                "Colin Marsh",
                (
                    "<p>Thanks for this, taking my dad out there on Sunday. Is the path all right for someone "
                    "who can't manage stiles? The map shows two near Welney.</p>"
                ),
            ),
            ("Fen Edge Walking", mail),
        ]
    )
    assert got[2] == (1, "No stiles any more, Colin, both have been replaced by kissing gates.")
    assert got[0][0] is None and got[1][0] is None


def test_a_top_level_comment_opening_with_an_earlier_ones_words_in_a_threaded_list() -> None:
    """WordPress threads replies by nesting; a reader who answers at the top level with a
    ``blockquote`` of an earlier comment's sentence (set CD, built blind): the quote is that
    comment's words and leaves the text; the comment stays where the markup puts it."""

    def li(n: int, name: str, body: str, children: str = "") -> str:
        kids = f"<ul class='children'>{children}</ul>" if children else ""
        return (
            f"<li class='comment' id='li-comment-{n}'><div id='comment-{n}'><cite>{name}</cite> says:"
            f"<div class='meta'><a href='#comment-{n}'>March 6, 2012 at {n}:05 pm</a></div>{body}"
            f"<a href='?replytocom={n}#respond'>Reply</a></div>{kids}</li>"
        )

    patricia = "<p>I don't understand where I'm supposed to look when I turn right across the lane.</p>"
    hank = (
        "<blockquote><p>I don't understand where I'm supposed to look when I turn right across the lane."
        "</p></blockquote><p>This is the whole problem in one sentence. Nobody was ever taught the rules.</p>"
    )
    thread = (
        li(
            1,
            "Patricia Moll",
            patricia,
            li(2, "Dave", "<p>Look over your shoulder, same as always, Patricia.</p>"),
        )
        + li(3, "Hank Oduya", hank)
        + li(4, "Sam", "<p>The paint is already wearing off by the school gates.</p>")
    )
    html = (
        f"<html><body><article><h1>The new bike lane</h1><p>{'The lane opens on Monday. ' * 30}</p></article>"
        f"<h3>4 thoughts on “The new bike lane”</h3><ol class='commentlist'>{thread}</ol></body></html>"
    )
    comments = comspider.extract(
        html, url="https://town.example/2012/03/lane", visited_at="2012-06-01T00:00:00Z"
    )
    by_author = {c.author: c for c in comments}
    assert (
        by_author["Hank Oduya"].text
        == "This is the whole problem in one sentence. Nobody was ever taught the rules."
    )
    assert by_author["Hank Oduya"].parent_id is None
    assert by_author["Dave"].parent_id == by_author["Patricia Moll"].comment_id


def test_an_at_first_name_names_the_one_earlier_author_of_that_first_name() -> None:
    """ "@Hank" answers Hank Moody, the only earlier author called Hank; "@Anna" names
    nobody where two earlier authors are called Anna."""
    got = _fields(
        [
            ("Hank Moody", "<p>They have been talking about dredging that channel for years.</p>"),
            ("Anna Berg", "<p>Where does the sand go this time? Nobody says.</p>"),
            ("Anna Lind", "<p>The flats were closed for two seasons last time.</p>"),
            ("capt_bill", "<p>@Hank it is real this time, the money is in the budget.</p>"),
            ("Tom W.", "<p>@Anna the permit says the beach at Sandy Neck.</p>"),
        ]
    )
    assert [p for p, _ in got] == [None, None, None, 0, None]


def test_an_at_first_name_followed_by_another_surname_names_no_one() -> None:
    """ "@Jan Dirk" is not Jan Dark, whose first name it shares."""
    got = _fields(
        [
            ("Jan Dark", "<p>Mein Sohn hat das Verfahren selbst durchgemacht, es war zäh.</p>"),
            ("Princo", "<p>@Jan Dirk: auf deinen Jungen kannst du stolz sein.</p>"),
            ("Lena", "<p>@Jan: danke für den Hinweis auf das Verfahren.</p>"),
        ]
    )
    assert [p for p, _ in got] == [None, None, 0]


def _board_post(n: int, name: str, body: str) -> str:
    return (
        f'<table class="tborder" id="post{n}"><tr><td class="thead">11-12-2011, 11:4{n} PM</td></tr>'
        f'<tr><td class="alt2"><a class="bigusername" href="/member.php?u={n}">{name}</a></td>'
        f'<td class="alt1"><div id="post_message_{n}">{body}</div></td></tr></table>'
    )


def test_a_boards_labelled_quote_box_names_the_post_it_quotes_and_leaves_the_reply() -> None:
    """vBulletin's quote, classless: a "Quote:" line over a table holding "Originally Posted
    by NAME" and the post's words, then the reply's own words. The box is the label and the
    table together; the words after the line naming whose they are were the earlier post's."""
    said = "Going for two at the end was the right call and I'll argue with anybody about it."
    box = (
        '<div style="margin:5px 20px"><div class="smallfont">Quote:</div><table><tr><td class="alt2">'
        f"Originally Posted by <strong>Coach_K_fan</strong><br>{said}</td></tr></table></div>"
    )
    posts = [
        _board_post(1, "Big Red Nation", "What a game. Wittenberg had no business being in that one."),
        _board_post(2, "Coach_K_fan", said),
        _board_post(3, "tigerdad", f"{box}Right call, wrong play. You run a sweep to the short side?"),
    ]
    html = (
        f"<html><body><article><p>{'Marathon held off Wittenberg. ' * 30}</p></article>"
        f"<div class='board'>{''.join(posts)}</div></body></html>"
    )
    best = max(find_sections(html), key=lambda s: len(s.records))
    got = [(c.parent, c.text) for c in comment_fields(best, reference_time=NOW)]
    assert got[2] == (1, "Right call, wrong play. You run a sweep to the short side?")


def test_a_quote_box_under_a_line_naming_its_writer_names_the_quoted_comment() -> None:
    """A classless box opening with "<b>Silva</b> je napisala:" over her words in italics,
    then the reply's paragraph: the words after the line are Silva's."""
    said = "Kakšna je letos cena za grozdje pri zadrugi? Lani so plačevali 0,38 evra."
    box = f'<div class="gvq"><b>Silva</b> je napisala:<br><i>{said}</i></div>'
    got = _fields(
        [
            ("Marjan Horvat", "<p>Pri nas na Kozjaku smo imeli 92 °Oe pri laškem rizlingu.</p>"),
            ("Silva", f"<p>{said}</p>"),
            ("Tone Kos", f"{box}<p>Letos menda 0,42, ampak uradno še ni nič.</p>"),
        ]
    )
    assert got[2] == (1, "Letos menda 0,42, ampak uradno še ni nič.")


def test_a_nested_replys_line_naming_whom_it_answers_leaves_its_text() -> None:
    """A newsroom's answer nested under the reader's comment, its byline line going on
    "…, răspuns pentru NAME:": the line is the template's, not the answer's words. A
    greeting that parts the name by a comma ("Hola, Rosa María: …") is the reader's own."""
    from comspider.fields.references import _without_answer_line

    text = "răspuns pentru Prof. Elena Cozma:\nAm întrebat: limita de 7,5 tone nu afectează microbuzul."
    assert _without_answer_line(text, "Prof. Elena Cozma").startswith("Am întrebat")
    greeting = "Hola, Rosa María: según el ayuntamiento, el mercado pasa al miércoles."
    assert _without_answer_line(greeting, "Rosa María") == greeting
    assert _without_answer_line(text, "Doina") == text
    # a reader's own opening, written as a sentence opens
    for own in (
        "Hey Sana :) Dass du es nicht kennst ist nicht schlimm.",
        "Hey Sana: dass du es nicht kennst.",
    ):
        assert _without_answer_line(own, "Sana") == own


def test_a_nested_replys_quote_whose_first_paragraph_names_the_parent_leaves_the_reply() -> None:
    """Set AK (built blind): the quote box's line naming the parent's author is a paragraph
    of its own ("<blockquote><p>Tóth Anikó írta:</p><p>Kéthetente lesz…</p></blockquote>"):
    the line, not the quoted words, and the parent's words leave the reply."""

    def item(name: str, body: str, replies: str = "") -> str:
        return (
            f"<li class='h'><div class='fej'><cite>{name}</cite> <a href='#'>2024. május 3. 11:30</a></div>"
            f"<div class='sz'>{body}</div>{f'<ol>{replies}</ol>' if replies else ''}</li>"
        )

    quote = "<blockquote class='idezet'><p>{0} írta:</p><p>{1}</p></blockquote>"
    thread = item(
        "Tóth Anikó",
        "<p>Kéthetente lesz az elszállítás? Nyáron a zöldhulladék két hét alatt elrohad.</p>",
        item(
            "Varga Péter",
            quote.format("Tóth Anikó", "Kéthetente lesz az elszállítás…") + "<p>Nyáron hetente viszik.</p>",
        ),
    ) + item("Kovács Béla", "<p>Végre! Eddig a gyűjtőszigetre kellett hordani mindent.</p>")
    html = (
        f"<html><body><article><p>{'Egy cikk. ' * 40}</p></article><ol class='al'>{thread}</ol></body></html>"
    )
    best = max(find_sections(html), key=lambda s: len(s.records))
    texts = [c.text for c in comment_fields(best, reference_time=NOW)]
    assert texts[1] == "Nyáron hetente viszik."


def test_a_quote_under_its_box_s_unmarked_first_line_leaves_the_reply() -> None:
    """Set BT (built blind): a forum's quote box ("<div class='zitat'><span>Zitat von
    NAME</span><blockquote>…</blockquote></div>") whose first line has no colon: the line is
    the box's, and the quote leaves the reply."""
    first = "Der Artikel verschweigt, dass die Klage der Anwohner berechtigt war."
    got = _fields(
        [
            ("Dr. Seltsam", f"<p>{first}</p>"),
            (
                "querdenker_77",
                (
                    f"<div class='zitat'><span>Zitat von Dr. Seltsam</span><blockquote>{first}</blockquote></div>"
                    "<p>Falsch war es nicht, es war veraltet.</p>"
                ),
            ),
            ("Hanna Lüders", "<p>Ich wohne in Obermühl. Die Umgehung ist seit 1994 versprochen.</p>"),
        ]
    )
    assert got[1] == (0, "Falsch war es nicht, es war veraltet.")


def test_a_quote_under_a_line_block_of_its_own_names_the_post_it_cuts() -> None:
    """Set BF (built blind): vBulletin's "<div class='quote'><div class='qtop'>Quote:
    Originally Posted by NAME</div>words it cut ...</div>" in a flat thread: the words after
    the box's first line are the quoted post's, so the reply answers it and loses them."""
    first = "Go via Hatchmere and the back lane. It's longer but it moves."
    got = _fields(
        [
            (
                "Dennis Orme",
                "<p>Forty minutes from the Kings Ferry roundabout to the bridge this morning.</p>",
            ),
            ("pilgrim_joe", first),
            (
                "Keith S",
                (
                    "<div class='quote'><div class='qtop'>Quote: Originally Posted by pilgrim_joe</div>"
                    "Go via Hatchmere and the back lane. It's longer but it ...</div>"
                    "The back lane is single track with passing places."
                ),
            ),
        ]
    )
    assert got[2] == (1, "The back lane is single track with passing places.")


def test_a_quote_whose_naming_line_runs_into_a_number_names_its_comment() -> None:
    # "<span>John Joe wrote:</span>180 grand ...": the line and the quoted words are apart in
    # the markup only, and the colon before the "180" ends the line (a time's colon stands
    # between digits: "09:14")
    got = _fields(
        [
            (
                "John Joe",
                "<p>180 grand for lights and the road still has a pothole you could lose a calf in.</p>",
            ),
            (
                "Seán",
                (
                    "<blockquote><span>John Joe wrote:</span>180 grand for lights and the road still has a "
                    "pothole you could lose a calf in.</blockquote><p>The road is the Council's, the lights are "
                    "ours.</p>"
                ),
            ),
        ]
    )
    assert [p for p, _ in got] == [None, 0]
    assert got[1][1] == "The road is the Council's, the lights are ours."


def test_a_bylines_last_name_is_found_alike_among_few_names_and_many() -> None:
    # many earlier authors: the line's endings are looked up instead of every name
    from comspider.fields.references import _named_last

    few = {"marc b.": 3, "b.": 5, "anna": 7, "x": 8, "lena m.": 9}
    many = dict(few) | {f"reader {k}": 100 + k for k in range(200)}
    for rest in (
        " in reply to marc b.",
        " in reply to marc b.:",
        " reply to b.",
        "in reply to anna",
        " an anna",
        "anna",
        " to x",
        " to lena m.)",
        " to reader 17",
        "",
        " marcb.",
    ):
        assert _named_last(rest, many) == _named_last(
            rest, {**few, **{k: v for k, v in many.items() if k in rest}}
        ), rest


def test_a_subject_that_answers_another_with_re_names_it() -> None:
    """A talkback board's posts in time order, each under a subject; a reply's is the answered one's after "Re:"
    ("Re: Re: X" answers the latest "Re: X"; set EG, built blind: 9 of 14 replies marked so only, left flat). A
    subject nobody had, or none, names no comment."""
    posts = [
        ("30 minutes is a joke", "Dave", "Thirty minutes a day is barely enough to pay a bill."),
        ("Re: 30 minutes is a joke", "kpetrakis", "It's 30 minutes per session, not per day."),
        ("Who pays for the backhaul?", "Tom", "Forty nodes on poles is the cheap part of it."),
        ("Re: Re: 30 minutes is a joke", "Dave", "Per session is still too short for anything."),
        ("RE: Who pays for the backhaul?", "jbrandt", "Page 4 of the agreement says the county does."),
        ("Re: Nothing like it", "Ellen", "The library's own network reaches the square."),
    ]
    records = "".join(
        f"<div class='post'><h4 class='subj'>{subject}</h4><span class='by'>{name}</span> "
        f"<span class='when'>Aug 14, 2007 {7 + k}:02 AM</span><p>{text}</p></div>"
        for k, (subject, name, text) in enumerate(posts)
    )
    html = (
        f"<html><body><article><p>{'A story about the city network. ' * 30}</p></article>"
        f"<div id='talkback'>{records}</div></body></html>"
    )
    best = max(find_sections(html), key=lambda s: len(s.records))
    got = comment_fields(best, reference_time=NOW)
    assert [c.parent for c in got] == [None, 0, None, 1, 2, None]


def test_the_parents_opening_words_after_a_sentence_of_the_readers_stay() -> None:
    """ "LondonLad has a point, to be fair. I have to disagree …": a reader's sentence naming the parent's author, then
    words the parent opened with (the offline web's generated threads repeat phrases), is the reader's text, and so
    are the parent's words in the reader's own paragraph; a quote's header line over a box of its own is not."""
    from lxml import html as lxml_html

    from comspider.fields.references import _without_parents_opening
    from comspider.records.model import ExtractedComment

    parent = ExtractedComment(
        text="I have to disagree with most of the comments here. The plan is old.", author="LondonLad"
    )
    said = "LondonLad has a point, to be fair. I have to disagree with most of the comments here. Nobody asked us."
    assert _without_parents_opening(said, parent, [lxml_html.fromstring(f"<p>{said}</p>")]) == said
    other = ExtractedComment(text="O plano de ciclovias é só uma manobra de diversão.", author="João A.")
    agreed = "Dou razão a João A.. Se o plano de ciclovias funcionar como prometem, dou a mão à palmatória."
    assert _without_parents_opening(agreed, other, [lxml_html.fromstring(f"<p>{agreed}</p>")]) == agreed
    box = lxml_html.fromstring(
        "<div><div>Originally Posted by <b>LondonLad</b></div><div><i>I have to disagree with most of the comments"
        " here...</i></div>Nobody asked us.</div>"
    )
    quoted = (
        "Originally Posted by LondonLad I have to disagree with most of the comments here... Nobody asked us."
    )
    assert _without_parents_opening(quoted, parent, [box]) == "Nobody asked us."


def _two_level_thread() -> str:
    """A paper's thread of 2012 drawn two levels deep (set EM's English paper): each
    response listed under the comment it belongs to, a "Response to <a href='#cN'>NAME</a>,
    TIME" line naming the one it answers; the ids on the ``li`` that wraps each body."""

    def item(n: int, name: str, text: str, to: tuple[int, str] | None = None, replies: str = "") -> str:
        line = (
            f"<p class='respto'>Response to <a href='#c{to[0]}'>{to[1]}</a>, 7:{to[0]}0am</p>" if to else ""
        )
        inner = f"<ul class='responses'>{replies}</ul>" if replies else ""
        return (
            f"<li class='item' id='c{n}'><div class='av'><span></span></div><div class='main'>"
            f"<div class='meta'><a class='user' href='/profile/{n}'>{name}</a>"
            f"<span class='date'><a href='#c{n}'>3 May 2012, 8:{n}0am</a></span></div>{line}"
            f"<div class='body'><p>{text}</p></div><div class='tools'><a href='#' class='reply'>Reply</a>"
            f"<a href='/report-abuse?c={n}' class='report'>Report abuse</a></div>{inner}</div></li>"
        )

    first = item(
        1,
        "Marlow Swimmer",
        "I learned to swim in that pool and so did my kids, forty years of letting it fall apart.",
        replies=item(
            2,
            "Pennine_Pete",
            "Funny how the leisure centre out of town got a new wave machine.",
            (1, "Marlow Swimmer"),
        )
        + item(
            3,
            "Marlow Swimmer",
            "Exactly. Two buses and an hour each way with a seven-year-old.",
            (2, "Pennine_Pete"),
        ),
    )
    second = item(
        4,
        "GeoffreyH",
        "Somebody has to say it: a new roof on a building that loses money every year is a lot.",
        replies=item(
            5, "ruthless", "It is not either/or, the roof money is the capital budget's.", (4, "GeoffreyH")
        ),
    )
    more = [
        item(6, "wendy_o", "The school lessons worry me: five primaries go there every week."),
        item(7, "Tom Beddows", "Has anyone actually seen the surveyor's report on the roof yet?"),
        item(8, "Ann Tolson", "Every town round here has lost its baths, ours was the last one."),
    ]
    return (
        "<html><head><title>Baths to close</title></head><body><article><h1>Baths to close</h1>"
        "<p>The council says the roof is beyond repair.</p></article>"
        f"<h3>Comments</h3><ul class='list' id='all'>{first}{second}{''.join(more)}</ul></body></html>"
    )


def test_a_response_line_naming_a_reply_listed_beside_it_makes_it_the_parent() -> None:
    comments = comspider.extract(
        _two_level_thread(), "https://news.example/baths", visited_at="2012-06-01T00:00:00Z"
    )
    by_id = {c.comment_id: k for k, c in enumerate(comments)}
    names = ["Marlow Swimmer", "Pennine_Pete", "Marlow Swimmer", "GeoffreyH", "ruthless"]
    assert [c.author for c in comments] == [*names, "wendy_o", "Tom Beddows", "Ann Tolson"]
    parents = [by_id.get(c.parent_id) if c.parent_id else None for c in comments]
    assert parents == [None, 0, 1, None, 3, None, None, None]
    assert [c.depth for c in comments] == [0, 1, 2, 0, 1, 0, 0, 0]
    assert comments[2].text == "Exactly. Two buses and an hour each way with a seven-year-old."
