"""Records that are the article's own head or a list of another day's entries, not its
readers' comments: a dateline over the headline mined with the comments, and a side box
of classified ads dated days before the article and on its day."""

from __future__ import annotations

from datetime import UTC, datetime

import comspider
from comspider import declared_time
from comspider.records.dom import parse_html
from comspider.records.model import Record, RecordSection
from comspider.sections import selection

READ = datetime(2026, 11, 1, tzinfo=UTC)
_HEADLINE = "Nowy most na Warcie: ruszył przetarg"
_READERS = [
    (
        "stary_rybak",
        "17.10.2012, 07:52",
        "W końcu! Czekamy na ten most od dziesięciu lat, oby tym razem się udało.",
    ),
    (
        "Jolanta K.",
        "17.10.2012, 08:30",
        "Ciekawe, czy będzie ścieżka rowerowa, bo na wizualizacji jej nie widać.",
    ),
    (
        "gość_Warta",
        "17.10.2012, 10:40",
        "Trzydzieści milionów za most to dużo, w sąsiednim mieście było taniej.",
    ),
    ("Marek z Kępy", "17.10.2012, 18:55", "Czy ktoś wie, którędy będzie objazd na czas budowy mostu?"),
]


def _comment(k: int, name: str, when: str, text: str) -> str:
    return (
        f"<div class='wpis' id='opinia-{550210 + k}'><div class='naglowek'><span class='autor'>{name}</span>"
        f" · {when}</div><div class='tresc-wpisu'>{text}</div>"
        f"<div class='ocena'>Ocena: +{k} · <a href='/ocena/{k}/plus'>+</a> <a href='/ocena/{k}/minus'>-</a></div></div>"
    )


def _dateline_page() -> str:
    return (
        f"<html lang='pl'><head><title>{_HEADLINE} | Warta24.pl</title>"
        "<meta property='article:published_time' content='2012-10-17T06:30:00+02:00'></head><body>"
        "<div id='kolumna'><div class='art'>"
        "<div class='info'>Kępno · środa, 17 października 2012, 06:30 · <a href='/autor/anna-nowak'>Anna Nowak</a></div>"
        f"<h1>{_HEADLINE}</h1>"
        + "<p>Miasto ogłosiło przetarg na budowę nowego mostu na Warcie. Prace mają potrwać dwa lata, a ruch "
        "zostanie skierowany na objazd przez sąsiednią gminę.</p>"
        * 3
        + "</div>"
        + "".join(_comment(k, *r) for k, r in enumerate(_READERS))
        + "</div></body></html>"
    )


def test_the_articles_dateline_over_its_headline_is_no_comment() -> None:
    comments = comspider.extract(_dateline_page(), "https://warta24.example/most", visited_at=READ)
    assert [c.author for c in comments] == [r[0] for r in _READERS]


def test_a_record_right_over_the_headline_leaves_the_section() -> None:
    """The finder's reading of set EO's Polish paper: the dateline mined as the first record
    of the comments' list (its markup's shape is theirs)."""
    root = parse_html(_dateline_page())
    column = root.get_element_by_id("kolumna")
    records = [Record(column.find_class("info")[0]), *(Record(el) for el in column.find_class("wpis"))]
    kept = selection.prune_records(RecordSection(column, records))
    assert [r.node.get("class") for r in kept.records] == ["wpis"] * len(_READERS)


_ADS = [
    (
        "Motoryzacja",
        "25.10.2011",
        "Sprzedam Fiat Punto 1.2, 2004 r., zadbany, garażowany. Cena do negocjacji.",
    ),
    ("Nieruchomości", "25.10.2011", "Mieszkanie 3-pokojowe, 62 m², drugie piętro, po remoncie, sprzedam."),
    ("Usługi", "24.10.2011", "Korepetycje z języka angielskiego, wszystkie poziomy, dojazd do ucznia."),
    ("Różne", "23.10.2011", "Oddam w dobre ręce szczeniaki, dwa miesiące, zaszczepione i odrobaczone."),
]


def _ads_page() -> str:
    return (
        "<html lang='pl'><head><title>Fabryka okien zatrudni 80 osób | Kepno24.pl</title>"
        "<meta property='article:published_time' content='2011-10-25T10:35:00+02:00'></head><body>"
        "<div id='lewa'><h1>Fabryka okien zatrudni 80 osób</h1>"
        + "<p>Nowy zakład przy ulicy Przemysłowej ruszy wiosną. Firma szuka operatorów maszyn, magazynierów "
        "i kierowców, a pierwsze rozmowy kwalifikacyjne odbędą się jeszcze w listopadzie.</p>"
        * 3
        + "<p>Komentarze do tego artykułu są wyłączone.</p></div>"
        "<div id='prawa'><div class='ramka'><h3>Ogłoszenia drobne</h3>"
        + "".join(
            f"<div class='ogloszenie'><span class='kat'>{cat}</span> <span class='data'>{day}</span><p>{text} "
            f"<span class='tel'>tel. 600 *** {k}14</span></p></div>"
            for k, (cat, day, text) in enumerate(_ADS)
        )
        + "<a class='wiecej' href='/ogloszenia/'>Wszystkie ogłoszenia (214) »</a></div></div></body></html>"
    )


def test_classified_ads_of_the_days_before_the_article_are_no_discussion() -> None:
    assert comspider.extract(_ads_page(), "https://kepno24.example/fabryka", visited_at=READ) == []


def test_a_list_of_earlier_days_and_the_articles_day_without_a_time_was_written_before_it() -> None:
    """Two ads days before the article, two of its day written without a time of day: none
    written after it (set EP's Polish portal)."""
    root = parse_html(_ads_page())
    declared_time.declare_article_time(root, None)
    declared_time.declare_reading_time(root, READ)
    box = root.find_class("ramka")[0]
    section = RecordSection(box, [Record(el) for el in box.find_class("ogloszenie")])
    assert selection._when_written(section)[0] == "before"


def _forum_thread(opener_subject: str, title: str = "{headline} - Fast Lane Forums") -> str:
    """A vBulletin thread of a paper's board (set EU's English magazine): the newsdesk's
    post opens it on the article, its subject the headline; each reader's post repeats the
    headline after "Re:"."""
    headline = "Speed cameras switched off on six dual carriageways"
    posts = [
        (
            "Fast Lane News Desk",
            opener_subject,
            "From this week's issue: the county's fixed cameras go off at the end of the month. Read the full story on our site.",
        )
    ]
    posts += [
        (name, f"Re: {headline}", text)
        for name, text in (
            ("Gaz_RS2000", "Switching them off makes sense to me, half of them are on straight roads."),
            (
                "hedgehog_hunter",
                "Not convinced. The camera outside the school in my village is the only thing that works.",
            ),
            (
                "oldschoolmk1",
                "The partnership spends more on running the cameras than they bring back in fines.",
            ),
            (
                "Lisa_in_Leics",
                "My brother was hit on the A47 by a speeding driver, so forgive me if I disagree.",
            ),
        )
    ]
    rows = "".join(
        f"<div id='edit{k}'><table id='post{k}' class='tborder'><tr><td class='thead'>03-11-2010, 0{k}:30 PM</td>"
        f"<td class='thead'>#{k + 1}</td></tr><tr><td class='alt2'><a class='bigusername' href='member.php?u={k}'>"
        f"{name}</a><div class='smallfont'>Member</div></td><td class='alt1'><div class='smallfont'><strong>{subject}"
        f"</strong></div><div id='post_message_{k}'>{text}</div><a href='report.php?p={k}'>Report Post</a></td></tr>"
        "</table></div>"
        for k, (name, subject, text) in enumerate(posts)
    )
    return (
        f"<html><head><title>{title.format(headline=headline)}</title></head><body>"
        f"<div class='navbar'>Fast Lane Forums › News</div><div id='posts'>{rows}</div></body></html>"
    )


def test_the_newsdesks_post_that_opens_a_forum_thread_on_the_article_is_the_article() -> None:
    """Every reply repeats the headline after its "Re:", the opener writes it bare: the
    opener names it more often as a subject of its own. A reader's first post under a
    subject of their own is no opener."""
    headline = "Speed cameras switched off on six dual carriageways"

    def opens(subject: str) -> bool:
        root = parse_html(_forum_thread(subject))
        posts = root.get_element_by_id("posts")
        return selection._opens_on_the_article(RecordSection(posts, [Record(el) for el in posts]))

    assert opens(headline)
    assert not opens("Are the cameras worth it?")


def test_a_forum_page_titled_forum_first_names_its_topic_last() -> None:
    """phpBB 3 titles a thread "FORUM • View topic - TOPIC" (set EU's German paper): the
    topic is the title's last part, and the newsdesk's opener writes it bare."""
    headline = "Speed cameras switched off on six dual carriageways"
    root = parse_html(
        _forum_thread(headline, title="Leserforum des Tageblatts • Thema anzeigen - {headline}")
    )
    posts = root.get_element_by_id("posts")
    assert selection._opens_on_the_article(RecordSection(posts, [Record(el) for el in posts]))
