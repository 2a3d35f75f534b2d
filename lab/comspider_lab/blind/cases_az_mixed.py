"""Blind set AZ: two mixed pages of 2012-2014, a discussion of the article beside a list of named, dated short texts
that are not comments, of kinds the README's introduction and sets AL and AM do not name: a football club's injury
list with the physio's notes (en) and a school's substitution timetable with the teachers' notes (ro). Written for
this set; every name, place and text invented, each comment and entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_az_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    rows,
    seeds,
    thread,
    tree,
)


def en_injury_list() -> Case:
    injuries = rows("""
Callum Frayne | hamstring | since 14 Oct | back late November | Scan showed a grade two tear. Running in a straight line this week, no turning yet.
Duncan Aldous | ankle ligaments | since 28 Sep | back next week | Trained fully on Tuesday. Will be in contention for the cup tie if he comes through Friday.
Kofi Amankwah | knee | since 2 Sep | out for the season | Surgery went well. Long road back, but in good spirits and in the gym every day.
Joe Pettifer | illness | since 19 Oct | back this weekend | Nasty bug, lost a few kilos. Eating everything in sight now.
""")
    li = "".join(
        f'<li class="rf-inj"><b class="rf-pl">{esc(n)}</b> <span class="rf-what">{esc(w)}</span> <span class="rf-since">{esc(s)}</span>'
        f' <span class="rf-back">{esc(b)}</span><p class="rf-note">Physio: {esc(t)}</p></li>'
        for n, w, s, b, t in injuries
    )
    box = f'<div class="gz-box rf-treat"><h3>Treatment room</h3><ul class="rf-list">{li}</ul><p class="gz-poll">Updated Thursday 25 October</p></div>'
    cs = thread("""
Marsh End Martin | 25 Oct 2012, 19:12 | - | - | Best we've played away from home in two seasons. Aldous back next week makes me think we can go on a run.
Tilly R | 25 Oct 2012, 19:40 | 0 | - | Too early to get excited. We said the same after Bracklow in August.
Marsh End Martin | 25 Oct 2012, 20:02 | 1 | - | Bracklow was a fluke. This was eleven players who knew what they were doing.
Gaz the Rattle | 25 Oct 2012, 21:18 | - | - | Give the young lad at left back a contract before someone else does. Fearless.
Old Stand Stan | 26 Oct 2012, 08:44 | - | - | Was there in the rain with my grandson, his first away game. He hasn't stopped talking about the second goal.
Rovers Fan Zone | 26 Oct 2012, 09:30 | 4 | - | Lovely, Stan. Send us a photo of him in his scarf and we'll put it in Monday's round-up.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="rf-c" id="rf-{300 + i}"><p class="rf-hd"><b>{esc(c.name)}</b> <span>{esc(c.when)}</span></p>'
            f"{paras(c.text)}" + (f'<div class="rf-sub">{sub}</div>' if sub else "") + "</div>\n"
        )

    block = (
        '<div class="rf-comments"><h3>Have your say (6)</h3>'
        + tree(cs, item, lambda s: s)
        + '<p><a href="/forum/login">Log in to comment</a></p></div>'
    )
    st = Story(
        "Rovers grind out a win at Ebbsfield in the rain",
        "Match report by Lee Cartwright",
        "2012-10-24T22:30:00+01:00",
        "Wednesday 24 October 2012",
        """
Two goals in eight minutes either side of half-time gave Redmarsh Rovers their first away win since March, on a night when the rain at Ebbsfield barely stopped.

Young left back Ryan Clegg set up the first with a run from his own half, and Danny Shaw headed in the second from a corner. The home side pulled one back late on, but Rovers saw out the last ten minutes without a scare.

The win lifts Rovers to ninth. They host Chesterleigh in the cup on Tuesday, with Duncan Aldous expected to be back in the squad.
""",
        section="Match Reports",
        related=(
            "Youth team through to the county final",
            "New away kit unveiled",
            "Ticket news: cup tie on Tuesday",
            "Memories: the 1987 promotion team",
        ),
        tags=("away win", "Ebbsfield", "match report"),
    )
    return make(
        "az-mixed-en-injury-list",
        "mixed",
        "en-redmarsh",
        st,
        Parts(
            after=block,
            rail=box,
            css=".rf-sub{margin-left:24px}.rf-hd span{color:#888;font-size:11px}.rf-inj span{display:block;font-size:11px;color:#666}",
        ),
        seeds(cs),
        path="/match-reports/2012/10/24/rovers-win-at-ebbsfield",
        container="div.rf-comments: h3 'Have your say (6)', div.rf-c (p.rf-hd: b name, span time; the text); replies in div.rf-sub, two levels; in the right column div.rf-treat 'Treatment room': ul.rf-list > li.rf-inj (b.rf-pl player, injury, since, expected return, p.rf-note 'Physio: …')",
        heading="Have your say (6)",
        description="An English football fans' site of 2012: a match report with 6 readers' comments (replies two levels, the site's own answer) beside the club's injury list in the right column, four players each with an injury, dates and the physio's note.",
        lookalikes=("a football club's injury list (player, injury, dates, the physio's note)",),
    )


def ro_substitutions() -> Case:
    subs = rows("""
prof. Dumitrescu Ana | a IX-a B | ora 2 | Română: lucrare de control amânată pentru joi. Elevii citesc capitolul 4.
prof. Iordache Mihai | a XI-a A | ora 3-4 | Matematică: fișa de exerciții de pe site, rezolvată în clasă cu profesorul de serviciu.
prof. Neagu Florentina | a X-a C | ora 5 | Biologie: vizionare documentar despre zonele umede, discuție la ora următoare.
prof. Stan Cornel | a XII-a B | ora 1 | Fizică: recapitulare pentru simulare, subiectele din 2013.
""")
    li = "".join(
        f'<li class="sp-r"><span class="sp-prof">{esc(p)}</span> <span class="sp-cls">{esc(c)}</span> <span class="sp-ora">{esc(o)}</span>'
        f'<p class="sp-obs">{esc(t)}</p></li>'
        for p, c, o, t in subs
    )
    box = (
        '<div class="sp-box"><h3>Suplinirile de mâine – Liceul „Vasile Lungu"</h3><p class="sp-note">Joi, 20 martie 2014. '
        f'Lista este afișată și la avizier.</p><ul class="sp-list">{li}</ul></div>'
    )
    cs = thread("""
Mirela Popescu | 19.03.2014, 18:20 | - | - | Fiica mea e în clasa a XI-a și de două săptămâni nu au avut nicio oră de chimie cu profesorul lor. Cum să se pregătească pentru bacalaureat?
Andrei C. | 19.03.2014, 18:47 | 0 | - | Același lucru la a XII-a. Noroc cu meditațiile, dar nu toți părinții își permit.
Un profesor din Luncani | 19.03.2014, 19:30 | - | - | Noi, cei rămași, facem câte 26 de ore pe săptămână ca să acoperim golurile. Nu e vina colegilor care pleacă, salariile sunt mici.
Mirela Popescu | 19.03.2014, 20:05 | 2 | - | Vă înțeleg și vă mulțumesc pentru efort. Problema e la minister, nu la dumneavoastră.
Elev, clasa a X-a | 20.03.2014, 07:15 | - | - | Măcar la suplinire ne lasă să ne facem temele. Dar la fizică chiar am nevoie de cineva care să explice.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="gl-com" id="gl-{60 + i}"><p class="gl-cap"><strong>{esc(c.name)}</strong> — {esc(c.when)}</p>'
            f"{paras(c.text)}" + (f'<div class="gl-rasp">{sub}</div>' if sub else "") + "</div>\n"
        )

    block = (
        '<div class="gl-comentarii"><h3>Comentarii (5)</h3>'
        + tree(cs, item, lambda s: s)
        + '<p><a href="/comenteaza?art=1402">Adaugă un comentariu</a></p></div>'
    )
    st = Story(
        "Liceul din Luncani a rămas fără patru profesori în plin semestru",
        "Autor: Cristina Matei",
        "2014-03-19T14:00:00+02:00",
        "19 martie 2014",
        """
Liceul „Vasile Lungu" din Luncani funcționează de la începutul lunii martie fără patru dintre profesorii titulari, plecați la școli din oraș sau în străinătate. Orele lor sunt acoperite prin suplinire de colegii rămași.

Directoarea liceului spune că posturile au fost scoase la concurs, dar niciun candidat nu s-a prezentat. „Un profesor debutant nu poate plăti chiria aici din salariu", a explicat aceasta.

Inspectoratul școlar promite că va trimite profesori suplinitori până la sfârșitul lunii. Părinții elevilor din clasele terminale au cerut o întâlnire cu conducerea.
""",
        section="Educație",
        related=(
            "Clubul de șah Luncani câștigă campionatul județean",
            "Cercul de istorie organizează o expoziție",
            "Noi locuri de parcare în centru",
            "Corul Armonia, premiat la festival",
        ),
        tags=("educație", "profesori", "Luncani"),
    )
    return make(
        "az-mixed-ro-substitutions",
        "mixed",
        "ro-luncani",
        st,
        Parts(
            inside=box,
            after=block,
            css=".gl-rasp{margin-left:24px}.sp-box{background:#f4f4f4;padding:8px}.sp-list span{margin-right:6px}",
        ),
        seeds(cs),
        path="/educatie/2014/03/19/liceul-fara-profesori",
        container="div.gl-comentarii: h3 'Comentarii (5)', div.gl-com (p.gl-cap: strong name, the time; the text); replies in div.gl-rasp, one level; inside the article div.sp-box 'Suplinirile de mâine': ul.sp-list > li.sp-r (teacher, class, hour, p.sp-obs a note)",
        heading="Comentarii (5)",
        description="A Romanian town paper of 2014: an article on a school's missing teachers with 5 readers' comments (replies one level) beside, inside the article, the school's substitution timetable for the next day, four entries each with a teacher's name, a class, an hour and a note.",
        lookalikes=("a school's substitution timetable (teacher, class, hour, note)",),
    )


def mixed_az() -> list[Case]:
    return [en_injury_list(), ro_substitutions()]
