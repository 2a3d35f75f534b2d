"""Blind set BB: four plain article pages of 2007-2012 without any reader comment, with their era's furniture: a
newspaper story whose comments are closed (en), a garden blog post with "0 Comments", a reply form and a "recent
comments" widget about other posts (en), a Polish district paper's story with "Komentarze (0)" (pl) and a Finnish
local paper's story without any comment area (fi). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_bb_common import Case, Parts, Story, make


def en_closed() -> Case:
    block = (
        '<div class="bs-closed"><h2>Reader comments</h2><p>Comments are closed for this article. Comments close 72 hours after '
        'publication. <a href="/terms">Why?</a></p></div>'
    )
    rail = (
        '<div class="bs-mostcommented"><h3>Most commented</h3><ol>'
        '<li><a href="/news/budget-vote">School budget passes on second try</a> (58)</li>'
        '<li><a href="/news/route-9-roundabout">Route 9 roundabout: what happens next</a> (41)</li>'
        '<li><a href="/sport/oakmoor-falcons-final">Falcons fall short in county final</a> (23)</li>'
        '<li><a href="/community/library-hours">Library cuts Saturday hours</a> (19)</li></ol></div>'
    )
    st = Story(
        "Oakmoor schools to add two snow days to calendar",
        "By Priya Castellano, Education Reporter",
        "2011-01-18T16:40:00-05:00",
        "January 18, 2011",
        """
The Oakmoor school board voted unanimously Monday night to add two make-up days to the end of the school year, after storms closed schools on four days in December and January.

The last day of classes will move from June 14 to June 16. Superintendent Dale Hargrove said the district had used all three snow days built into the calendar and could not fall below the state's minimum of 180 days.

Parents who have already booked summer camps or travel for the week of June 13 are asked to contact their child's school office. Graduation for Oakmoor High remains on June 11.
""",
        section="Schools",
        related=(
            "Board approves new bus contract",
            "High school robotics team heads to state",
            "Snow closes schools for second day",
        ),
        tags=("Oakmoor schools", "school board", "weather"),
    )
    return make(
        "bb-plain-en-closed",
        "lookalike",
        "en-oakmoor",
        st,
        Parts(after=block, rail=rail),
        [],
        path="/schools/snow-days-added",
        container="(none: 'Comments are closed for this article.' under a 'Reader comments' heading; a 'Most commented' list of headlines with counts in the right column)",
        heading=None,
        description="Broadsheet (invented newspaper system, 2011): a school story whose comments are closed, the heading 'Reader comments' kept over the notice; most read and most commented headline lists, related stories, an advertisement slot. No reader comment.",
    )


def en_zero() -> Case:
    block = (
        '<div id="qp-discussion"><h3 id="responses">0 Responses to &#8220;Twelve tomato plants is too many tomato plants&#8221;</h3>'
        '<p class="qp-none">No comments yet. Be the first!</p>'
        '<div id="respond"><h3>Leave a Reply</h3><form action="/qp-post.php" method="post">'
        '<p><input type="text" name="author" /> Name (required)</p><p><input type="text" name="email" /> Mail (will not be published)</p>'
        '<p><textarea name="text" cols="60" rows="8"></textarea></p><p><input type="submit" value="Submit Comment" /></p></form></div></div>'
    )
    st = Story(
        "Twelve tomato plants is too many tomato plants",
        "Posted by Gil in Garden",
        "2012-08-22T19:15:00+01:00",
        "August 22, 2012",
        """
Every spring I tell myself six plants is plenty. Every spring I sow a whole packet, and every spring I cannot bring myself to put the spare seedlings on the compost heap. So here we are in August with twelve plants and a kitchen that smells of hot vinegar.

So far this week: two batches of passata, one of green tomato chutney from the ones that split, and a slow-roasted tray for the freezer. The neighbours have stopped answering the door.

Next year, six plants. I mean it this time.
""",
        section="Garden",
        related=(
            "The shed roof, finally",
            "Runner beans and the great slug war",
            "Blackcurrant jam, second attempt",
        ),
        tags=("tomatoes", "chutney", "glut"),
        recent=(
            ("Marigold", "Runner beans and the great slug war"),
            ("Des P.", "The shed roof, finally"),
            ("Hazel at No. 9", "Blackcurrant jam, second attempt"),
            ("Marigold", "The shed roof, finally"),
        ),
        months=("August 2012", "July 2012", "June 2012", "May 2012"),
        friends=("Allotment Diaries", "The Potting Bench", "Slug Patrol"),
    )
    return make(
        "bb-plain-en-zero",
        "lookalike",
        "en-tinkerhill",
        st,
        Parts(after=block),
        [],
        path="/2012/08/twelve-tomato-plants/",
        container="(none: '0 Responses to “…”', 'No comments yet.' and a reply form; the sidebar's 'Recent Comments' names readers on OTHER posts)",
        heading=None,
        description="Quillpress (invented blog engine, 2012): a garden blog post with no comment yet, '0 Responses', a reply form; furniture: recent posts, a 'Recent Comments' widget (four names on other posts), archives, tag cloud, blogroll. No reader comment.",
    )


def pl_zero() -> Case:
    block = (
        '<div class="r24-kom"><p><b>Komentarze (0)</b> · <a href="/komentarze/dodaj?art=22714">Dodaj komentarz</a> · '
        '<a href="/regulamin">Regulamin</a></p></div>'
    )
    st = Story(
        "Most w Sosnowie zamknięty do końca października",
        "Anna Wierzbicka",
        "2012-09-03T10:20:00+02:00",
        "3 września 2012",
        """
Od poniedziałku most na rzece Wąskiej w Sosnowie jest zamknięty dla ruchu samochodowego. Drogowcy wymieniają płytę pomostu i barierki. Prace mają potrwać do końca października.

Objazd dla samochodów osobowych prowadzi przez Łąkową Wolę, co wydłuża drogę do Pojezierza o około dziewięć kilometrów. Piesi i rowerzyści mogą korzystać z kładki tymczasowej.

Autobusy linii 12 i 14 kursują w tym czasie według zmienionego rozkładu, dostępnego na stronie przewoźnika i na przystankach.
""",
        section="Powiat",
        related=(
            "Dożynki powiatowe w Łąkowej Woli",
            "Nowy rozkład autobusów szkolnych",
            "Remont szkoły w Sosnowie zakończony",
        ),
        tags=("Sosnowo", "most", "objazd"),
    )
    return make(
        "bb-plain-pl-zero",
        "lookalike",
        "pl-jezioro",
        st,
        Parts(after=block),
        [],
        path="/powiat/most-w-sosnowie-zamkniety-22714.html",
        container="(none: a line 'Komentarze (0) · Dodaj komentarz · Regulamin')",
        heading=None,
        description="Redakcja24 (invented newspaper system, 2012): a district paper's story about a closed bridge; 'Komentarze (0)' and a link to add one; furniture: sections, breadcrumb, related, most read, advertisement slot, footer. No reader comment.",
    )


def fi_nothing() -> Case:
    block = (
        '<div class="lp-mielipide"><p>Mitä mieltä olet? <a href="/mielipide/kirjoita">Kirjoita mielipidekirjoitus</a> '
        "lehden Mielipide-sivulle.</p></div>"
    )
    st = Story(
        "Karhulan kirjasto saa uuden lehtisalin",
        "Jussi Heikkilä",
        "2009-11-05T09:00:00+02:00",
        "5.11.2009",
        """
Karhulan pääkirjaston lehtisali muuttaa vuodenvaihteessa toiseen kerrokseen entisen musiikkiosaston tiloihin. Uudessa salissa on tilaa kahdellekymmenelle lukijalle ja kahdelle asiakaskoneelle.

Kirjastotoimenjohtaja Leena Saarinen kertoo, että muutos tehdään, koska lehtisalin nykyinen tila on ahdas ja vetoinen. Musiikkiosaston kokoelmat siirtyvät samalla aikuisten osastolle.

Lehtisali on suljettuna muuton ajan 28.12.–8.1. Lehdet ovat tuona aikana luettavissa kirjaston aulassa.
""",
        section="Paikalliset",
        related=(
            "Uimahallin remontti viivästyy",
            "Joulukatu avataan lauantaina",
            "Koulukyydit muuttuvat tammikuussa",
        ),
        tags=("kirjasto", "Karhula"),
    )
    return make(
        "bb-plain-fi-nothing",
        "lookalike",
        "fi-karhula",
        st,
        Parts(after=block),
        [],
        path="/uutiset/paikalliset/karhulan-kirjasto-saa-uuden-lehtisalin-1.1144.html",
        container="(none: no comment area at all; a line pointing to the opinion page)",
        heading=None,
        description="Lehtipalvelin (invented newspaper system, 2009): a Finnish local paper's story with no comment area, a pointer to the letters page; furniture: sections, breadcrumb, related, most read, advertisement slot, footer. No reader comment.",
    )


def plain_bb() -> list[Case]:
    return [en_closed(), en_zero(), pl_zero(), fi_nothing()]
