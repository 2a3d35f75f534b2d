"""Comments that are runs of siblings cut at their bylines (comspider.records.bylines),
in the markup of blog engines of 2012 that set BS (built blind) had: the blogger's own
answers with a class the others lack, and an anchor right before each byline."""

from __future__ import annotations

from datetime import UTC, datetime

import comspider

NOW = datetime(2013, 1, 1, tzinfo=UTC)
ARTICLE = f"<h1>Étape 4</h1><p>{'La montée sous la neige, puis la descente. ' * 30}</p>"


def _page(thread: str) -> str:
    return f"<html><body><div id='main'>{ARTICLE}<div id='comments'><h3>Commentaires</h3>{thread}</div></div></body></html>"


def test_the_bloggers_answers_with_a_class_of_their_own_are_comments_of_their_own() -> None:
    """dt/dd pairs, the blogger's ``dt.me``/``dd.me`` among bare ones and the name linked
    after the byline's "par": each pair is a comment, the blogger's name read, and an
    "@NAME" reply answers NAME's answer to its writer."""
    said = [
        (None, "Gilles", "Bravo pour la Croix de Fer, tu avais quel braquet avec les sacoches ?"),
        (None, "Claire R.", "Magnifiques photos du lac, on y était en juillet dernier à pied."),
        ("me", "Le cyclo", "@Gilles : 30x28 en tout petit, et les derniers kilomètres à 7 à l'heure."),
        (None, "Odile", "Quel plaisir de te lire chaque soir, bonne route pour l'Alpe demain."),
        ("me", "Le cyclo", "@Odile : merci, et promis je ferai attention dans les lacets."),
        (None, "Gilles", "@Le cyclo : bon, 30x28 avec sacoches, je suis rassuré alors."),
    ]
    pairs = []
    for k, (cls, name, text) in enumerate(said):
        attr = f' class="{cls}"' if cls else ""
        who = f'<a href="/">{name}</a>' if cls else name
        pairs.append(
            f'<dt id="c{1480 + k}"{attr}><a href="#c{1480 + k}" class="comment-number">{k + 1}.</a> '
            f"Le lundi 21 mai 2012 à 1{k}:04, par {who}</dt><dd{attr}><p>{text}</p></dd>"
        )
    comments = comspider.extract(
        _page(f"<dl>{''.join(pairs)}</dl>"), "https://blog.example/etape-4", visited_at=NOW
    )
    assert [c.author for c in comments] == [name for _cls, name, _text in said]
    assert [c.text for c in comments] == [text for _cls, _name, text in said]
    ids = [c.comment_id for c in comments]
    parents = [ids.index(c.parent_id) if c.parent_id else None for c in comments]
    # Gilles's "@Le cyclo" answers the blogger's answer to Gilles, not his latest one
    assert parents == [None, None, 0, None, 3, 2]


def test_an_anchor_right_before_a_byline_opens_the_bylines_comment() -> None:
    """No element per comment: an anchor, "NAME wrote on <a href=#anchor>TIME</a>:", the
    text, a reply link and a rule. The byline's permalink leads to the anchor right before
    it, so the byline opens its comment (the text before the anchor is the comment before)."""
    said = [
        ("Derek Hall", "Clouded out here until 2am, then clear as a bell: 41 in an hour."),
        ("Sue Pendry", "Lovely to see so many counts in, are we sending them on this year?"),
        ("Janet W.", "@Derek Hall: we saw that fireball from Thornby too, with a green trail!"),
    ]
    runs = "".join(
        f'<a name="comment-{3300 + k}"></a><p class="cm-by"><strong>{name}</strong> wrote on '
        f'<a href="#comment-{3300 + k}">August 13, 2012 {k + 9}:40 AM</a>:</p><p>{text}</p>'
        f'<p class="cm-act"><a href="#respond">Reply</a></p><hr class="cm-rule" />'
        for k, (name, text) in enumerate(said)
    )
    comments = comspider.extract(_page(runs), "https://blog.example/perseids", visited_at=NOW)
    assert [(c.author, c.text) for c in comments] == said


def test_loose_siblings_headed_by_a_name_with_a_reply_line_are_comments_with_their_parents() -> None:
    """No element per comment (set BU, built blind: a Joomla-like portal): an anchor, a
    heading with the name and, on a reply, "↳ odpowiedź do: NAME" in it, the date, the
    text, the votes and a rule. Every run is a comment, the last one too (its own heading
    does not end it), and the heading's reply line gives the parent."""
    said = [
        ("mieszkaniec_Wólki", None, "Nareszcie! Od trzech lat chodzimy z dziećmi poboczem."),
        ("Tadeusz R.", None, "2,3 mln zł za dwa kilometry chodnika? Za te pieniądze cała droga."),
        ("Ania z Krzywdy", 1, "Panie Tadeuszu, w tej kwocie jest też oświetlenie i przepust."),
        ("kierowca_PKS", None, "Czy przystanek przy szkole zostanie przesunięty za skrzyżowanie?"),
        ("Redakcja", 3, "Według projektu przystanek zostanie przeniesiony 60 metrów dalej."),
    ]
    runs = "".join(
        f'<a name="kom{700 + k}"></a><h4 class="kz-head">{name}'
        + (
            f' <span class="kz-reply-to">↳ odpowiedź do: {said[parent][0]}</span>'
            if parent is not None
            else ""
        )
        + f'</h4><span class="kz-date">napisał(a) 14.03.2012 o 1{k}:22</span><p class="kz-text">{text}</p>'
        f'<p class="kz-vote">Ocena: +{k} · <a href="#">Odpowiedz</a></p><hr class="kz-sep" />'
        for k, (name, parent, text) in enumerate(said)
    )
    comments = comspider.extract(
        _page(f"<div class='kz-list'>{runs}</div>"), "https://gmina.example/551", visited_at=NOW
    )
    assert [(c.author, c.text) for c in comments] == [(name, text) for name, _parent, text in said]
    ids = [c.comment_id for c in comments]
    assert [ids.index(c.parent_id) if c.parent_id else None for c in comments] == [p for _n, p, _t in said]


def test_loose_siblings_named_before_the_text_and_timed_after_it_are_comments() -> None:
    """Set BV (built blind: a local radio's news): an anchor, "<p class=n><strong>NAME</strong>
    wrote:</p>", the text's paragraphs (one or two), "<p class=m>3 days ago · Reply ·
    Report</p>" and a rule. The patterns take the name line and the meta line, not the
    text; the units parted by the rules are the comments (records.periods._first_kind)."""
    said = [
        ("Gwen Price", ["This is the only bus that comes through Pentre, my mother is 84."]),
        ("Mark H", ["Two buses a day is a joke, the 7.10 is the one everybody uses."]),
        (
            "Steve the bus driver",
            ["I drive the 47 most days.", "Afternoons it is often empty, mornings full."],
        ),
        ("Dilys", ["The community car scheme in Pentre does hospital runs for a small fee."]),
    ]
    runs = "".join(
        f'<a name="comment-{5120 + k}"></a><p class="fmc-name"><strong>{name}</strong> wrote:</p>'
        + "".join(f"<p>{t}</p>" for t in texts)
        + f'<p class="fmc-meta">{3 - k // 2} days ago · <a href="#reply">Reply</a> · '
        f'<a href="/report?c={5120 + k}">Report this comment</a></p><hr class="fmc-hr" />'
        for k, (name, texts) in enumerate(said)
    )
    page = _page(f"<h3>Have your say (4)</h3>{runs}").replace("<h3>Commentaires</h3>", "")
    comments = comspider.extract(page, "https://radio.example/news/route-47", visited_at=NOW)
    assert [(c.author, c.text) for c in comments] == [(n, " ".join(t)) for n, t in said]


SIGNED_LOOSE = [
    (
        "Hank Moody",
        "2 days ago",
        "They have been talking about dredging that channel since I was a deckhand.",
    ),
    (
        "Liz",
        "2 days ago",
        "The article does not say where the dredged sand goes. Last time the flats closed.",
    ),
    (
        "Anne Ferreira",
        "1 day ago",
        "Good news for the fleet, finally. Thank you to the office for not letting it drop.",
    ),
    (
        "Mike Souza",
        "5 hours ago",
        "The work window is the winter, the worst weather of the year. Good luck to the crews.",
    ),
]


PRINT_URL = "https://harbor.example/news/2011/10/05/dredging/print"
#: Read three days after the story.
PRINTED = datetime(2011, 10, 8, tzinfo=UTC)


def _print_page(entries: str) -> str:
    """A print view in one table cell: the story with its own byline, a rule, then the
    loose entries, a rule and the page's address."""
    return (
        '<html><body><table><tr><td><font face="Times"><b><font size="4">Channel dredging to begin</font></b><br>'
        '<font size="-1">By Paul Rego / Staff Writer<br>October 5, 2011</font>'
        f"<p>{'The dredging of the harbor entrance channel will begin in November. ' * 6}</p>"
        f'<hr><b>Reactions (4)</b><br><br>{entries}<hr><font size="-1">URL: http://harbor.example/news/dredging.html</font>'
        "</font></td></tr></table></body></html>"
    )


def test_loose_texts_each_signed_after_it_are_comments_of_their_own() -> None:
    """Each text is a bare text node between <br><br>s, signed after it ("Posted by NAME |
    2 days ago"); nothing follows the last signature: the signatures close their texts."""
    entries = "<br><br>".join(
        f'{text}<br><font size="-1">Posted by {name} | {when}</font>' for name, when, text in SIGNED_LOOSE
    )
    comments = comspider.extract(_print_page(entries), PRINT_URL, visited_at=PRINTED)
    assert [(c.author, c.text) for c in comments] == [(name, text) for name, _, text in SIGNED_LOOSE]


def test_bylines_that_open_their_texts_never_sign_the_text_before_them() -> None:
    """The same entries with each byline before its text: the last text follows the last
    byline, so no byline is read as the signature of the text before it (a reader named
    under another's words)."""
    entries = "<br><br>".join(
        f'<font size="-1">Posted by {name} | {when}</font><br>{text}' for name, when, text in SIGNED_LOOSE
    )
    comments = comspider.extract(_print_page(entries), PRINT_URL, visited_at=PRINTED)
    said = {name: text for name, _, text in SIGNED_LOOSE}
    assert all(said.get(c.author) == c.text for c in comments)


def test_the_first_signed_text_may_be_its_wrappers_own_leading_text() -> None:
    """A radio station's "Sound off" in one ``font`` element: the first text is the
    element's own leading text, no element holds it; each text is signed after it ("-- NAME,
    Town (posted n days ago)"). The first reader is found with the others, under their
    names without the town."""
    entries = "<br><br>".join(
        f'{text}<br><font size="1"><i>-- {name.split()[0]}, Coldwater (posted {when})</i></font>'
        for name, when, text in SIGNED_LOOSE
    )
    page = _print_page(f'<font size="2">{entries}</font>').replace("<b>Reactions (4)</b><br><br>", "")
    comments = comspider.extract(page, PRINT_URL, visited_at=PRINTED)
    assert [(c.author, c.text) for c in comments] == [
        (name.split()[0], text) for name, _, text in SIGNED_LOOSE
    ]


def test_a_bylines_connector_and_weekday_are_no_name_of_its_own() -> None:
    """Dotclear's ``dt``/``dd`` pairs with the name in ``<strong>`` after "par", classes
    alternating ("odd", none, "me odd"): "Le samedi ... par" holds no name ("par" is the
    word before one, "samedi" the date's), so a reader's name of three words ("Jean-Marc
    Vidal") does not make the byline a comment body of its own."""
    said = [
        (
            "odd",
            "vendredi 23",
            "19:40",
            "Odile",
            "Quel bonheur de le voir enfin restauré, merci pour les photos.",
        ),
        (
            "",
            "samedi 24",
            "08:15",
            "Jean-Marc Vidal",
            "Bel article. Ce ne sont pas des tuiles de Bourgogne, hélas.",
        ),
        (
            "me odd",
            "samedi 24",
            "12:47",
            "Clémence",
            "Merci Jean-Marc pour la correction, je modifie le billet !",
        ),
    ]
    pairs = "".join(
        f'<dt id="c{k}" class="{cls}"><a href="#c{k}" class="comment-number">{k}.</a> Le {day} avril 2012, '
        f'{clock} par <strong>{name}</strong></dt><dd class="{cls}"><p>{text}</p></dd>'
        for k, (cls, day, clock, name, text) in enumerate(said, 1)
    )
    comments = comspider.extract(_page(f"<dl>{pairs}</dl>"), "https://blog.example/etape-4", visited_at=NOW)
    assert [c.author for c in comments] == [name for *_rest, name, _text in said]
    assert [c.text for c in comments] == [text for *_rest, text in said]


def test_loose_texts_signed_after_them_keep_their_paragraphs_before_a_blank_line() -> None:
    """Readers' views as loose text and line breaks, each signed after it ("<span>Posted by
    <b>NAME</b>, TOWN on DATE</span>"), a blank line between them and a blank line between
    two paragraphs of one: between two signatures, all the text is the later one's."""
    said = [
        ("Gerald Pike", ["Absolutely disgraceful, the consultation was ignored by every councillor."]),
        ("Sue H", ["So where exactly are we supposed to park? The bus runs once an hour."]),
        (
            "Mr D. Fairweather",
            [
                "I hate to be the voice of reason but the charges have not gone up since 2001.",
                "The real issue is where the money goes, and the article does not say.",
            ],
        ),
        ("Kath Morrow", ["To Mr Fairweather - it goes into the general fund, it was in the papers."]),
    ]
    views = "".join(
        "<br /> <br /> ".join(paragraphs)
        + f"<br /> <span class='by'>Posted by <b>{name}</b>, Wendlebury on 04/03/2009 at 1{k}:14</span><br /> <br /> "
        for k, (name, paragraphs) in enumerate(said)
    )
    page = (
        "<html><head><meta property='article:published_time' content='2009-03-03T18:00:00+00:00'></head><body>"
        f"<div id='main'><h1>Car park charges to double</h1><p>{'The council voted on Tuesday. ' * 20}</p>"
        f"<div id='yoursay'><h3>Have your say</h3><div class='views'>{views}</div></div></div></body></html>"
    )
    comments = comspider.extract(page, "https://courier.example/2009/03/car-parks.html", visited_at=NOW)
    assert [c.author for c in comments] == [name for name, _p in said]
    assert [c.text.split() for c in comments] == [" ".join(p).split() for _n, p in said]


def test_numbered_bylines_in_plain_paragraphs_beside_the_page_s_columns() -> None:
    """Set EY (built blind): the page's three columns repeat as a list (menu, article, notices),
    the article's column holding the headline; its dates are not those columns' to take,
    and the numbered bylines in plain paragraphs, each with its text's paragraphs, stand
    as a discussion that no word names."""
    said = [
        ("mama Kuby", "Dziękujemy paniom za opiekę! Kuba wrócił zmęczony i przeszczęśliwy."),
        ("tata Zuzi", "Autokar w drodze powrotnej miał ponad dwie godziny opóźnienia, szkoda."),
        ("Agnieszka Wrona", "Przepraszam za zamieszanie, na zakopiance był wypadek i staliśmy w korku."),
        ("babcia Halina", "Wnuczka mówi, że jedzenie było bardzo dobre, a pierogi najlepsze na świecie."),
    ]
    thread = "".join(
        f"<p>{k + 1}. {name}, 15.06.2012, 2{k}:11</p><p>{text}</p>" for k, (name, text) in enumerate(said)
    )
    html = (
        '<html lang="pl"><head><meta property="article:published_time" content="2012-06-15T08:00:00+02:00"></head>'
        "<body><div id='strona'>"
        "<div><h3>Menu</h3><ul><li><a href='/'>Historia</a></li><li><a href='/n'>Nauczyciele</a></li></ul></div>"
        f"<div><h2>Zielona szkoła klas IV</h2><p>{'Wróciliśmy z Pienin pełni wrażeń i zdjęć. ' * 20}</p>"
        f"<div class='k'><h3>Wpisy rodziców</h3>{thread}</div></div>"
        "<div><h3>Ogłoszenia</h3><p>19.06.2012 – Wycieczka klas VI do Krakowa</p></div>"
        "</div></body></html>"
    )
    comments = comspider.extract(html, "https://szkola.example/aktualnosci/318", visited_at=NOW)
    assert [c.text for c in comments] == [text for _name, text in said]
    # the entries' numbers ("1. mama Kuby") are the list's, not the names'
    assert [c.author for c in comments] == [name for name, _text in said]
