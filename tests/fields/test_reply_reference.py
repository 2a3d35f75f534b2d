"""A reply's text as the reader wrote it: without the reference to its parent that the
comment system writes before it (Waline's "<a href='#id'>@Name</a>: "), and a name
written after the text, before its time ("<i>Name</i>, <span>пре 3 сата</span>")."""

from __future__ import annotations

from comspider.api import extract

ARTICLE = (
    "<html><head><meta property='article:published_time' content='2025-03-19T10:00:00Z'></head><body><main>"
    "<h1>Der Shuttle zum See</h1><p>Ab April fährt ein Shuttle vom Bahnhof zum See, zweimal die Stunde.</p></main>"
)


def _record(i: int, name: str, body: str, kids: str = "") -> str:
    return (
        f"<div class='wl-item' id='c{i}'><div class='wl-head'><b class='wl-nick'>{name}</b> "
        f"<span class='wl-time'>2025-03-2{i} 10:1{i}</span></div><div class='wl-content'><p>{body}</p></div>"
        f"<a class='wl-reply'>Reply</a>{kids}</div>"
    )


def test_the_systems_reference_to_the_parent_leaves_the_replys_text() -> None:
    reply = _record(
        2, "Uwe", "<a href='#c1'>@Jörg</a>: Würde mich auch interessieren. Der soll nicht gut sein."
    )
    thread = _record(
        1,
        "Jörg",
        "Weiß jemand, wann der Shuttle fährt? Ich finde nichts.",
        f"<div class='kids'>{reply}</div>",
    ) + _record(3, "Anna", "Ich fahre seit Jahren mit dem Rad hin, geht gut.")
    html = (
        f"{ARTICLE}<section><h3>Kommentare (3)</h3><div class='cards'>{thread}</div></section></body></html>"
    )
    comments = extract(html, url="https://see.example/shuttle", visited_at="2025-03-29T00:00:00Z")
    assert [(c.author, c.text, c.parent_id is not None) for c in comments] == [
        ("Jörg", "Weiß jemand, wann der Shuttle fährt? Ich finde nichts.", False),
        ("Uwe", "Würde mich auch interessieren. Der soll nicht gut sein.", True),
        ("Anna", "Ich fahre seit Jahren mit dem Rad hin, geht gut.", False),
    ]
    # a mention the reader typed stays theirs
    typed = html.replace("<a href='#c1'>@Jörg</a>:", "@Jörg:")
    texts = [
        c.text for c in extract(typed, url="https://see.example/shuttle", visited_at="2025-03-29T00:00:00Z")
    ]
    assert texts[1].startswith("@Jörg:")


def test_a_name_after_the_text_before_its_time() -> None:
    records = (
        "<p class='p'><span class='x'>Скела је једина веза са Банатом за нас без кола. Добро је што остаје.</span>"
        "<br><i>Драган Петровић</i>, <span class='t'>пре 3 сата</span></p>"
        "<p class='p'><span class='x'>Надам се да ће и викендом возити до осам увече, лети је то важно.</span>"
        "<br><i>Јелена М.</i>, <span class='t'>јуче у 21:10</span></p>"
    )
    html = f"{ARTICLE}<section><h3>Читаоци кажу</h3>{records}</section></body></html>"
    comments = extract(html, url="https://skela.example/a", visited_at="2025-03-29T12:00:00Z")
    assert [c.author for c in comments] == ["Драган Петровић", "Јелена М."]
    assert comments[1].published_at == "2025-03-28T21:10:00+00:00"


def test_the_reference_after_the_byline_in_one_block() -> None:
    """Waline's card: the name, the time and the reference ("<a href='#9'>@Jörg</a><span>: </span>") in the
    record's own block, the text after them."""

    def card(i: int, name: str, body: str, kids: str = "") -> str:
        return (
            f"<div class='wl-card' id='c{i}'><span class='n'>{name}</span> <span class='t'>2025-03-2{i} 10:1{i}</span>"
            f"{body}<button class='r'>Antworten</button>{kids}</div>"
        )

    reply = card(
        2,
        "Uwe",
        "<p><a href='#c1'>@Jörg</a><span>: </span></p><p>Würde mich auch interessieren, ehrlich.</p>",
    )
    thread = card(1, "Jörg", "<p>Weiß jemand, wann der Shuttle fährt? Ich finde nichts.</p>", reply) + card(
        3, "Anna", "<p>Ich fahre seit Jahren mit dem Rad hin, geht gut.</p>"
    )
    html = (
        f"{ARTICLE}<section><h3>Kommentare (3)</h3><div class='cards'>{thread}</div></section></body></html>"
    )
    texts = [
        c.text for c in extract(html, url="https://see.example/shuttle", visited_at="2025-03-29T00:00:00Z")
    ]
    assert texts[1] == "Würde mich auch interessieren, ehrlich."


def test_each_comment_a_form_of_its_own() -> None:
    """A template that wraps each comment in a <form> for its vote buttons (blind set Z's Czech
    django-comments-xtd page): the form is the comment's record, its text the comment's, not a form's labels."""

    def post(name: str, when: str, text: str) -> str:
        return (
            f"<form class='fm' method='post' action='/hlas/'><div class='h'><b class='n'>{name}</b> "
            f"<span class='d'>{when}</span></div><div class='x'><p>{text}</p></div><div class='b'>"
            "<button name='v' value='1'>+1</button> <button name='v' value='-1'>−1</button> "
            "<a href='#odp'>Odpovědět</a></div></form>"
        )

    posts = (
        post(
            "Jaroslav Dvořák", "21. 3. 2025 10:12", "Konečně se opraví náves. Po každém dešti tam stojí voda."
        )
        + post("Milan", "21. 3. 2025 11:40", "Dvanáct milionů za náves mi přijde hodně, ale budiž.")
        + post("Věra Novotná", "22. 3. 2025 08:05", "Většinu platí dotace z kraje, obec dá jen dva miliony.")
    )
    html = f"{ARTICLE}<section><h3>Názory (3)</h3><div class='fm-list'>{posts}</div></section></body></html>"
    comments = extract(html, url="https://obec.example/naves", visited_at="2025-03-29T00:00:00Z")
    assert [c.author for c in comments] == ["Jaroslav Dvořák", "Milan", "Věra Novotná"]
    assert comments[0].text == "Konečně se opraví náves. Po každém dešti tam stojí voda."


def _flat(i: int, name: str, badge: str, extra: str, body: str) -> str:
    return (
        f"<div class='cv' id='cv{i}'><p class='top'><span class='nom'>{name}</span> {badge}"
        f"<span class='hora'>1{i}/03/2025 10:1{i}</span></p>{extra}<div class='cu'><p>{body}</p></div>"
        "<p class='pie'><a href='#f'>Responder</a></p></div>"
    )


def test_a_reference_line_after_a_long_header_and_a_translations_hidden_original_leave_the_text() -> None:
    # the header line of a long name and a badge is no text to stop the search for the
    # reference line below it; a translated comment's original, hidden and marked in its
    # own language, is another version of the comment shown, not more of it
    records = [
        _flat(
            1, "Lucía Navarro", "", "", "¿Y qué pasa con los chiringuitos durante las obras de este verano?"
        ),
        _flat(
            2,
            "Club Náutico de la Playa Almenara",
            "<span class='ver'>✔ Verificado</span> ",
            "<p class='ref'>↪ En respuesta a <a href='#cv1'>Lucía Navarro</a></p>",
            "Las obras se paran del 15 de junio al 15 de septiembre, según el calendario.",
        ),
        _flat(
            3,
            "Vicent",
            "",
            "<p class='orig' lang='ca' hidden>Les obres s'aturen tot l'estiu, ho diu el calendari.</p>",
            "Las obras se paran todo el verano, lo dice el calendario.",
        ),
        _flat(4, "Andrés", "", "", "Dos millones para unas tablas, y en mi calle no hay acera."),
        _flat(5, "Rosa", "", "", "Son fondos de costas, no del ayuntamiento, Andrés."),
    ]
    html = f"{ARTICLE}<section lang='es'><h3>Conversación</h3>{''.join(records)}</section></body></html>"
    comments = extract(html, url="https://see.example/playa", visited_at="2025-03-29T00:00:00Z")
    assert [c.text for c in comments] == [
        "¿Y qué pasa con los chiringuitos durante las obras de este verano?",
        "Las obras se paran del 15 de junio al 15 de septiembre, según el calendario.",
        "Las obras se paran todo el verano, lo dice el calendario.",
        "Dos millones para unas tablas, y en mi calle no hay acera.",
        "Son fondos de costas, no del ayuntamiento, Andrés.",
    ]


def test_a_count_line_worded_by_its_number_leaves_every_text() -> None:
    # "1 persoon vindt dit nuttig", "12 mensen vinden dit nuttig", "niemand vindt dit nuttig":
    # one slot of the template in every record, its words the language's for each number
    counts = [
        "12 mensen vinden",
        "3 mensen vinden",
        "5 mensen vinden",
        "1 persoon vindt",
        "7 mensen vinden",
        "niemand vindt",
    ]
    texts = [
        "Eindelijk, in 1998 stond het water hier tot aan de rand van de dijk.",
        "Mijn vader heeft toen zandzakken gevuld bij de oude molen.",
        "Mooie foto, dat is de oude brug nog, die is later vervangen.",
        "Hoe lang blijft het fietspad over de dijk dicht? Dat staat er niet bij.",
        "Volgens het waterschap tot eind maart, met een kaart van de omleiding.",
        "Dank je, dan fiets ik wel via de Langeweg naar huis.",
    ]
    records = "".join(
        f"<div class='rc' id='r{i}'><p class='kop'><b>Lezer {i}</b> <span>2{i}-03-2025 10:1{i}</span></p>"
        f"<div class='tekst'><p>{text}</p></div><p class='nut'><span class='nn'>{count} dit nuttig</span> "
        "<button>Nuttig</button></p></div>"
        for i, (count, text) in enumerate(zip(counts, texts, strict=True))
    )
    html = f"{ARTICLE}<section><h3>Reacties (6)</h3>{records}</section></body></html>"
    comments = extract(html, url="https://see.example/dijk", visited_at="2025-03-29T00:00:00Z")
    assert [c.text for c in comments] == texts


def test_a_reference_naming_the_answered_in_brackets_is_the_systems_line() -> None:
    # "odpowiedź do <a>#1</a> (name)": the system's line naming the comment answered (the
    # signature a reader's comments each carry, weighed as no body: set AR's pl page)
    from lxml import html as lxml_html

    from comspider.fields.text import reference_lines
    from comspider.records.anchors import record_anchors
    from comspider.records.model import Record

    doc = lxml_html.fromstring(
        "<div><div id='c1'><p>Dwa lata czekania na cztery kilometry asfaltu przy szkole.</p></div>"
        "<div id='c2'><p class='ref'>odpowiedź do <a href='#c1'>#1</a> (rowerzysta)</p>"
        "<div><p>Mój syn też jeździ tym poboczem codziennie rano do szkoły.</p></div></div>"
        "<div id='c3'><p>Jak <a href='#c1'>#1</a> (rowerzysta) pisze, to trwa za długo, niestety.</p></div></div>"
    )
    records = [Record(node=n) for n in doc.findall("div")]
    anchors = record_anchors(records)
    assert [[line.get("class") for line in reference_lines(r, anchors)] for r in records] == [[], ["ref"], []]


_BOARD_ARTICLE = (
    "<html><head><meta property='article:published_time' content='2012-03-14T08:00:00Z'></head><body><main>"
    "<h1>Мост закроют на ремонт</h1><p>С первого апреля мост закроют на ремонт до конца лета.</p></main>"
)


def _row_pair(i: int, name: str, body: str) -> str:
    # a portal's two rows a comment: the header row, then a row whose cell holds the text
    return (
        f"<tr class='hd' id='r{i}'><td><b>#{i}</b> <span class='who-nick'>{name}</span> 14.03.2012 1{i}:05</td>"
        "<td class='op'><a href='#form'>Ответить</a></td></tr>"
        f"<tr class='tx'><td colspan='2'>{body}</td></tr>"
    )


def test_a_reference_line_inside_the_texts_cell_gives_the_parent_and_leaves_the_text() -> None:
    rows = (
        _row_pair(1, "Ирина", "<p>А автобусы как пойдут, через Кирпичный переулок?</p>")
        + _row_pair(2, "Олег", "<p>Говорят, ремонт опять затянется до зимы, как всегда.</p>")
        + _row_pair(
            3,
            "Пётр",
            "<div class='re'>Ответ на <a href='#r1'>#1</a> Ирина:</div><p>Через переулок, я спрашивал у диспетчера.</p>",
        )
    )
    html = f"{_BOARD_ARTICLE}<div id='comments'><table class='list'>{rows}</table></div></body></html>"
    comments = extract(html, url="https://gorod.example/most", visited_at="2012-03-20T00:00:00Z")
    assert [c.text for c in comments][2] == "Через переулок, я спрашивал у диспетчера."
    assert comments[2].parent_id == comments[0].comment_id


def test_a_quote_under_its_own_title_line_leaves_the_reply() -> None:
    def post(i: int, name: str, body: str) -> str:
        return (
            f"<div class='cm' id='cm{i}'><div class='top'><b class='guest'>{name}</b> "
            f"<span class='date'>14.03.2012 1{i}:31</span></div><div class='txt'>{body}</div>"
            "<div class='foot'><a href='#add'>Цитировать</a></div></div>"
        )

    posts = (
        post(1, "Николай", "<p>До конца лета! Значит до зимы, как обычно у нас.</p>")
        + post(2, "Tanya_Z", "<p>А маршрутки 12 и 12а как пойдут? В тексте только про автобусы.</p>")
        + post(
            3,
            "vovan74",
            "<div class='q-title'>Цитата: Tanya_Z</div><div class='quote'>А маршрутки 12 и 12а как пойдут? "
            "В тексте только про автобусы.</div><p>Маршрутки тоже пустят через переулок, я спрашивал.</p>",
        )
    )
    html = f"{_BOARD_ARTICLE}<div id='comments'><h3>Комментарии</h3>{posts}</div></body></html>"
    comments = extract(html, url="https://gorod.example/most", visited_at="2012-03-20T00:00:00Z")
    assert [(c.author, c.text) for c in comments] == [
        ("Николай", "До конца лета! Значит до зимы, как обычно у нас."),
        ("Tanya_Z", "А маршрутки 12 и 12а как пойдут? В тексте только про автобусы."),
        ("vovan74", "Маршрутки тоже пустят через переулок, я спрашивал."),
    ]
    assert comments[2].parent_id == comments[1].comment_id


def test_a_reference_label_opening_the_texts_cell_leaves_the_text() -> None:
    def row(i: int, name: str, text: str, answers: tuple[int, str] | None = None) -> str:
        label = (
            f"<span class='k-na'>odgovor na komentar: <a href='#k{answers[0]}'>{answers[1]}</a></span><br>"
            if answers
            else ""
        )
        return (
            f"<tr class='k-red' id='k{i}'><td class='k-autor'><b>{name}</b><br><span class='k-dat'>08.06.2016. 0{i}:14</span></td>"
            f"<td class='k-tekst'>{label}{text}</td><td><a href='#odgovori'>Odgovori</a></td></tr>"
        )

    rows = (
        row(1, "Dragan", "Konačno neko da se seti Morave. Svako leto isto, ribe pomrle.")
        + row(2, "Redakcija", "Uzorci su poslati u Beograd, rezultati do petka.", (1, "Dragan"))
        + row(3, "Bora", "Opet ćemo čuti da je sve u granicama normale.")
    )
    html = (
        "<html><body><article><h1>Pomor ribe u Moravi</h1><p>Meštani prijavili stotine kilograma mrtve ribe.</p>"
        f"</article><div class='kom'><h3>Komentari (3)</h3><table>{rows}</table></div></body></html>"
    )
    comments = extract(html, url="https://glas.example/morava", visited_at="2016-06-09T00:00:00Z")
    assert [c.text for c in comments] == [
        "Konačno neko da se seti Morave. Svako leto isto, ribe pomrle.",
        "Uzorci su poslati u Beograd, rezultati do petka.",
        "Opet ćemo čuti da je sve u granicama normale.",
    ]
    assert comments[1].parent_id == comments[0].comment_id
    assert str(comments[0].published_at) == "2016-06-08T01:14:00+00:00"


def test_a_byline_that_ends_with_whom_it_answers_names_the_parent() -> None:
    """ "Posted by NAME at DATE in reply to NAME": the reply's own byline holds its
    writer's name, then the answered reader's, at its end."""
    posts = [
        (
            "prairie_mom",
            "Mar 3, 2012 4:12 PM",
            "",
            "My son has been on that waiting list since September and nobody calls back.",
        ),
        (
            "Ray D.",
            "Mar 3, 2012 4:40 PM",
            "",
            "The county spends more on the new parking garage than the clinic would cost.",
        ),
        (
            "OldTimerTom",
            "Mar 3, 2012 5:55 PM",
            "",
            "Where are the parents in all this? We never needed a clinic for every sniffle.",
        ),
        (
            "prairie_mom",
            "Mar 3, 2012 6:20 PM",
            " in reply to OldTimerTom",
            "Tom, my son has asthma. Which part am I skipping?",
        ),
    ]
    body = "".join(
        f"<div class='so'><p><small>Posted by {name} at {when}{to}</small></p><p>{text}</p></div>"
        for name, when, to, text in posts
    )
    html = (
        "<html><head><meta property='article:published_time' content='2012-03-03T09:00:00-05:00'></head><body>"
        "<h1>Clinic waiting list grows</h1><p>The county's free clinic has 400 families on its waiting list.</p>"
        f"<div>{body}</div></body></html>"
    )
    got = extract(html, url="http://ledger.example/news/2012/03/03/clinic/print")
    assert [c.parent_id for c in got[:3]] == [None, None, None]
    assert got[3].parent_id == got[2].comment_id
    assert got[3].text == "Tom, my son has asthma. Which part am I skipping?"
