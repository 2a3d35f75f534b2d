"""Blind set CH: two mixed pages, a real small discussion beside a list of a kind no earlier set listed: an Indian
regional paper's exam results story with the district toppers' words (name, school, marks, a quote) above two readers'
comments; a US university paper's story on the library's hours with "Overheard at Westbrook" (three overheard lines
with place and time, sent in by students) above three comments, one a reply. Every name, place and text invented for
this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ch_common import Bits, Case, Piece, Seed, box, case, esc, listing, paras, rows


def in_toppers_mixed() -> Case:
    cs = [
        Seed(
            "Abdul Rasheed",
            "Congratulations to all the students. But 94.6% pass and still our government schools in Wayanad have no "
            "science teacher for Plus Two in three panchayats. Results are good because of tuition, not because of the "
            "system.",
            when="April 25, 2013 09:48 AM",
        ),
        Seed(
            "Lekha Nair",
            "Proud moment for Providence school! Anjali was in my daughter's class in UP, she always topped even then. "
            "All the best for the future dear.",
            when="April 25, 2013 11:20 AM",
        ),
    ]
    toppers = rows("""
Anjali Menon | Providence Girls' HSS, Kozhikode | A+ in all 10 subjects | I studied four hours every day and slept well before each exam. My parents never put pressure on me.
Muhammed Shibil | GVHSS, Koyilandy | A+ in all 10 subjects | My father is a fisherman. I want to become an engineer and help him buy a bigger boat.
Devika Suresh | St. Joseph's HS, Vadakara | A+ in all 10 subjects | Our teachers stayed after school for us in January and February. This result belongs to them.
""")
    inside = (
        '<div class="tmh-tp"><h3>What the toppers said</h3>'
        + "".join(
            f'<div class="tmh-tp-e"><img src="/_avatar/tp{i}.svg" alt="" width="50" height="60" /><p><b>{esc(n)}</b>, {esc(s)}<br /><small>{esc(m)}</small></p>'
            f'<p class="tmh-tp-q">"{esc(q)}"</p></div>'
            for i, (n, s, m, q) in enumerate(toppers)
        )
        + "</div>"
    )
    items = "".join(
        f'<div class="tmh-rv" id="rv{61140 + i}"><p class="tmh-rv-h"><b>{esc(c.author)}</b> <span>{esc(c.when)}</span></p>'
        f'<div class="tmh-rv-t">{paras(c.text)}</div><p class="tmh-rv-a"><a href="#">Reply</a> | <a href="#">Report</a></p></div>'
        for i, c in enumerate(cs)
    )
    after = (
        f'<div class="tmh-rvs"><h3>Comments (2)</h3>{items}'
        '<p class="tmh-note">Readers are requested to keep their comments civil and on topic. The Malabar Herald may edit or remove comments.</p></div>'
    )
    side = (
        listing(
            "in-malabar",
            "Most read",
            """
SSLC results: Kozhikode district records 94.6% pass | 1
Plus One admission: single window from May 10 | 2
Monsoon likely to reach Kerala by June 1 | 3
""",
            "",
        )
        + box("in-malabar", "Exam results", '<p><a href="/results/sslc">Check your SSLC result here</a></p>')
        + box("in-malabar", "Gold rate", "<p>Kozhikode: Rs 2,560/gram (22 ct)</p>")
    )
    style = (
        ".tmh-tp{background:#f1f6fa;padding:6px 10px}.tmh-tp-e{overflow:hidden;border-bottom:1px solid #dde7ef;padding:4px 0}.tmh-tp-e img{float:left;margin-right:8px}"
        ".tmh-tp-q{font-style:italic}.tmh-rvs{margin-top:16px;border-top:2px solid #174e7a}.tmh-rv{border-bottom:1px solid #eee}"
        ".tmh-rv-h span{color:#888;font-size:11px}.tmh-rv-a{font-size:11px}.tmh-note{font-size:10px;color:#888}"
    )
    piece = Piece(
        "SSLC results: Kozhikode district records 94.6% pass",
        "Staff Reporter",
        "2013-04-24T18:30:00+05:30",
        "KOZHIKODE, April 24, 2013",
        """
Kozhikode district recorded a pass percentage of 94.6 in the SSLC examinations, the results of which were announced by Education Minister P.K. Abdu Rabb in Thiruvananthapuram on Wednesday.

Of the 46,212 students who appeared in the district, 43,717 qualified for higher studies. As many as 1,904 students secured A+ in all subjects, up from 1,522 last year.

Eighty-one schools in the district, including 22 government schools, recorded a 100 per cent pass.

Revaluation applications can be submitted till May 3.
""",
        section="Education",
    )
    return case(
        "ch-in-toppers-mixed",
        "mixed",
        "in-malabar",
        piece,
        Bits(inside=inside, after=after, side=side, style=style, top="Kozhikode 33°C"),
        cs,
        path="/news/kerala/sslc-results-kozhikode-district-records-946-pass/article4650123.html",
        container="div.tmh-rvs: h3 'Comments (2)', div.tmh-rv#rv<number> (p.tmh-rv-h <b>NAME</b> span DATE, div.tmh-rv-t > p, p.tmh-rv-a)",
        heading="Comments (2)",
        description="An Indian regional paper of 2013: an exam-results story with 'What the toppers said' inside it (3 students, each a photo, name and school, marks and a quoted sentence or two), then 'Comments (2)' with two flat comments, one congratulating a topper by name; most read, a results link, the gold rate. Most awkward: three named people's quoted words with photos right above two comments of the same length.",
        lookalikes=("exam toppers' quotes: photo, name, school, marks, a quote",),
    )


def us_overheard_mixed() -> Case:
    cs = [
        Seed(
            "Marcus Yoo",
            "As someone who has been kicked out of Dorsey at 2 a.m. during finals more times than I can count, this is "
            "the best news all year. Now fix the wifi on the fourth floor.",
            when="Posted Sep 27, 2012 at 11:31 pm",
        ),
        Seed(
            "Jessica Albrecht",
            "The fourth floor wifi was fixed over the summer, they replaced the access points. It's the third floor "
            "study rooms that are still dead.",
            parent=0,
            when="Posted Sep 28, 2012 at 8:02 am",
        ),
        Seed(
            "Concerned alum '89",
            "Who is paying for the overnight security? I hope this doesn't come out of student fees.",
            when="Posted Sep 28, 2012 at 2:47 pm",
        ),
    ]
    overheard = rows("""
Third floor of Dorsey, 1:40 a.m. | "I'm not procrastinating, I'm letting my ideas marinate." | submitted by K.L.
Line at Grounds for Change, Monday | "Is an iced coffee with a shot of espresso just coffee squared?" | submitted by anonymous
Quad, Wednesday afternoon | "My thesis adviser replied to my email with a single question mark." | submitted by R.T.
""")
    inside = (
        '<div class="wbq-oh"><h4>Overheard at Westbrook</h4><ul>'
        + "".join(
            f'<li><p class="wbq-oh-q">{esc(q)}</p><p class="wbq-oh-w">{esc(w)} · <i>{esc(s)}</i></p></li>'
            for w, q, s in overheard
        )
        + '</ul><p><small>Heard something funny? Send it to <a href="mailto:overheard@example.edu">overheard@wbquad.com</a></small></p></div>'
    )

    def item(i: int, sub: str) -> str:
        c = cs[i]
        return (
            f'<li class="wbq-r" id="r-{3301 + i}"><div class="wbq-rh"><span class="wbq-rn">{esc(c.author)}</span> '
            f'<span class="wbq-rd">{esc(c.when)}</span></div>{paras(c.text)}'
            f'<div class="wbq-ra"><a href="#">Reply</a> · <a href="#">Flag</a></div>{sub}</li>'
        )

    after = (
        '<div class="wbq-resp"><h3>3 Responses</h3><ol class="wbq-rl">'
        + item(0, '<ol class="wbq-rc">' + item(1, "") + "</ol>")
        + item(2, "")
        + "</ol>"
        '<div class="wbq-lr"><h4>Leave a Reply</h4><p>Name (required) <input type="text" /></p><p>Email (required, not published) <input type="text" /></p>'
        '<p><textarea rows="5" cols="45"></textarea></p><p><input type="submit" value="Submit" /></p></div></div>'
    )
    side = (
        listing(
            "us-quad",
            "Most popular",
            """
Dorsey Library to stay open 24 hours during exams | 1
Football: Westbrook upsets Carver State 27-24 | 2
Op-ed: Parking permits are a scam | 3
""",
            "",
        )
        + box(
            "us-quad",
            "Print edition",
            "<p>Pick up the Quad every Monday and Thursday at 40 locations on campus.</p>",
        )
        + box("us-quad", "Follow us", "<p>Facebook 3,214 · Twitter 1,876 followers</p>")
    )
    style = (
        ".wbq-oh{background:#f4eef9;padding:6px 10px}.wbq-oh ul{list-style:none;padding:0}.wbq-oh-q{margin:2px 0;font-style:italic}.wbq-oh-w{margin:0 0 6px;font-size:11px;color:#666}"
        ".wbq-resp{margin-top:16px}.wbq-rl,.wbq-rc{list-style:none;padding:0}.wbq-rc{margin-left:32px}.wbq-r{border-top:1px solid #e6e0ec;padding:6px 0}"
        ".wbq-rn{font-weight:bold}.wbq-rd{font-size:11px;color:#888}.wbq-ra{font-size:11px}"
    )
    piece = Piece(
        "Dorsey Library to stay open 24 hours during exams",
        "By Hannah Ostrowski, Staff Writer",
        "2012-09-27T19:00:00-05:00",
        "September 27, 2012",
        """
Dorsey Library will stay open around the clock during the last two weeks of each semester starting this December, Dean of Libraries Robert Kessler announced Thursday.

The change follows a petition signed by more than 1,800 students last spring. The library now closes at 2 a.m. on weeknights and midnight on weekends.

Kessler said the library will hire two overnight security officers and keep the first three floors open, while the special collections and the fourth-floor reading room will close at the usual time.

Student Government President Aisha Okafor called the decision "a real win for students who work during the day."
""",
        section="News",
    )
    return case(
        "ch-us-overheard-mixed",
        "mixed",
        "us-quad",
        piece,
        Bits(inside=inside, after=after, side=side, style=style, top="Campus 61°"),
        cs,
        path="/2012/09/27/dorsey-library-to-stay-open-24-hours-during-exams/",
        container="div.wbq-resp: h3 '3 Responses', ol.wbq-rl > li.wbq-r#r-<number> (div.wbq-rh span.wbq-rn NAME, span.wbq-rd DATE; p text; div.wbq-ra), the reply in ol.wbq-rc inside its parent",
        heading="3 Responses",
        description="A US university paper of 2012: a story on the library's hours with 'Overheard at Westbrook' inside it (3 overheard lines in quotes, each with a place and time and 'submitted by' initials or 'anonymous'), then '3 Responses' with two comments and one reply nested in the first, a leave-a-reply form; most popular, the print edition, follower counts. Most awkward: short quoted lines with a place, a time and a sender just above three short comments.",
        lookalikes=("overheard-on-campus lines: quote, place and time, sender",),
    )


def mixed_ch() -> list[Case]:
    return [in_toppers_mixed(), us_overheard_mixed()]
