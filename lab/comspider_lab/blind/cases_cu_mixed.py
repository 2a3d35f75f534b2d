"""Blind set CU: one mixed page, a real discussion beside a list of a kind no earlier set listed: a district weekly's
news story on a village cricket club's ground, the paper's weekend round-up of club captains' match reports (6
entries: team, result, the captain's name and a few lines) in the story, and "Readers' comments" (9, two answers
nested) under it. Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cu_common import SITES_CU, Case, Note, case, draw, esc, paras, rows, slug, talk
from comspider_lab.blind.layout_cu import Bits, Piece, paper_box, papercms


def paper_cricket_ground() -> Case:
    site = SITES_CU["brackenfold"]
    p = "bg"
    ns = talk("""
Geoff Ainsworth @ 8 Jun 2013 19:22 [agree=21] [disagree=2] :: I've played at Mill Lane for 38 years, my father before me. You can't just pick a cricket ground up and move it to the other side of the bypass like a bus shelter. It took fifty years to get that square right.
  Chris (2nd XI) @ 8 Jun 2013 20:05 [agree=9] [disagree=0] :: Geoff's right about the square. The new site is on clay and it'll be years before it plays properly, if it ever does.
Helen Birtwistle @ 8 Jun 2013 21:40 [agree=4] [disagree=11] :: I understand people are upset but the club has been losing money for years and the pavilion needs £80,000 spending on it. If the developer is paying for a new ground AND new changing rooms, isn't that a good deal?
  Geoff Ainsworth @ 8 Jun 2013 22:18 [agree=13] [disagree=1] :: Helen, the developer is paying for a field. The changing rooms are "subject to planning" and "subject to funding". Read the small print.
Upper Stour resident @ 9 Jun 2013 08:47 [agree=6] [disagree=3] :: 120 houses on Mill Lane with one road in and out past the school. Has anybody at the council actually driven down there at 3.15pm?
Sandra Kaye @ 9 Jun 2013 10:12 [agree=7] [disagree=0] :: My lad learnt to play at Mill Lane with the under 11s on Friday nights. Those coaches give up their time for nothing. Whatever happens I hope the juniors aren't forgotten in all this.
Dilip Mistry @ 9 Jun 2013 12:30 [agree=3] [disagree=2] :: As a member I'd just ask everyone to come to the meeting on the 20th before making their minds up. There are two sides to this and the committee haven't done a good job of explaining theirs. \\ Mill Lane pavilion, 7.30pm.
N. Fairclough @ 9 Jun 2013 16:55 [agree=2] [disagree=0] :: Is the ground not covered by the village green rules? I seem to remember something about it from the 1990s when they tried to sell part of it for the surgery car park.
Brackenfold CC @ 9 Jun 2013 18:02 [agree=5] [disagree=0] :: Thank you all for your comments. The committee will set out the full figures at the members' meeting on 20 June and we'll answer every question there. No decision has been taken and none will be without a vote of the members.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 55120 + i * 11
        return (
            f'<li class="rc-item" id="rc{cid}"><div class="rc-head"><img src="/_avatar/bg-{cid}.svg" width="32" height="32" alt="" /> '
            f'<span class="rc-name">{esc(n.who)}</span> <span class="rc-date">{esc(n.at)}</span></div>'
            f'<div class="rc-body">{paras(n.body)}</div>'
            f'<div class="rc-foot"><a href="#rc-form" class="rc-reply">Reply</a> · <span class="rc-votes">Agree ({n.tags["agree"]}) · Disagree ({n.tags["disagree"]})</span> · '
            f'<a href="/report-abuse/{cid}" rel="nofollow">Report abuse</a></div>'
            + (f'<ul class="rc-replies">{sub}</ul>' if sub else "")
            + "</li>"
        )

    reports = rows("""
Brackenfold 1st XI 187-6 (45 overs) beat Hollins Cross 140 all out | Tom Pearce | A proper team performance. Sajid Akhtar's 64 set us up and the young lads bowled with real discipline at the death. Last game at Mill Lane for a fortnight while the square is rested.
Upper Stour 162 lost to Fellbeck 163-3 | Rob Dearden | We were 30 runs short on a flat track and dropped three catches, two of them off the same batsman. Nothing more to say really.
Brackenfold 2nd XI 98 lost to Tinsley Bridge 99-2 | Chris Haworth | Rain in the morning, a damp pitch and a side with four fifteen-year-olds in it. The lads will learn more from this than from a win.
Stourside Sunday XI 210-8 beat Calder Vale 206 all out | Mo Rahman | Last ball finish! Needed two off the final delivery and Ben Firth hit it over mid-on. Cheers to Calder Vale for a great game and an even better tea.
Hollins Cross 2nd XI v Fellbeck 2nd XI | Andy Brook | Abandoned without a ball bowled. Pitch under water. Tea eaten anyway.
Tinsley Bridge Women 96-4 beat Brackenfold Women 95-9 (20 overs) | Lucy Greenhalgh | A big crowd for our first home game in the new league. We lost two early wickets but Hannah Cole steadied it. Come and support us on Wednesday nights.
""")
    roundup = (
        '<div class="bg-roundup"><h3>Club cricket: the weekend in the Stour Valley League</h3><p class="bg-roundup-i">The captains\' reports, as sent to the Gazette</p>'
        + "".join(
            f'<div class="bg-rep"><p class="bg-rep-res"><b>{esc(res)}</b></p><p class="bg-rep-txt">{esc(txt)}</p><p class="bg-rep-cap">Report: {esc(cap)}, captain</p></div>'
            for res, cap, txt in reports
        )
        + "</div>"
    )
    after = (
        '<div class="bg-rc" id="readers"><h2>Readers\' comments (9)</h2><ul class="rc-list">'
        + draw(ns, item)
        + '</ul><div id="rc-form" class="rc-form"><h3>Add your comment</h3><p>Comments are checked by the Gazette before they appear. Please read our <a href="/rules">rules</a>.</p>'
        '<p><label>Name <input type="text" name="n" /></label> <label>Email <input type="text" name="e" /></label></p><p><textarea name="c" rows="5" cols="50"></textarea></p>'
        '<p><input type="submit" value="Submit comment" /></p></div></div>'
    )
    side = (
        paper_box(
            p,
            "Most read",
            "<ol>"
            + "".join(
                f'<li><a href="/news/{slug(t)[:40]}">{esc(t)}</a></li>'
                for t in (
                    "Cricket club's Mill Lane ground could be sold for 120 homes",
                    "Upper Stour fun run raises £4,200",
                    "Fire crews called to barn blaze near Fellbeck",
                    "Brackenfold in Bloom: judging date set",
                )
            )
            + "</ol>",
        )
        + paper_box(
            p,
            "League table",
            '<table class="lt"><tr><th></th><th>P</th><th>Pts</th></tr>'
            + "".join(
                f"<tr><td>{esc(t)}</td><td>{pl}</td><td>{pt}</td></tr>"
                for t, pl, pt in (
                    ("Fellbeck", 7, 118),
                    ("Brackenfold", 7, 109),
                    ("Tinsley Bridge", 7, 96),
                    ("Hollins Cross", 6, 71),
                    ("Upper Stour", 7, 64),
                )
            )
            + "</table>",
        )
        + paper_box(p, "Weather", "<p>Brackenfold: 17°C, sunny intervals</p>")
        + f'<div class="{p}-mpu">Advertisement</div>'
    )
    style = (
        ".bg-roundup{background:#f1f6f1;border-left:4px solid #1d5d2f;padding:6px 12px;margin:14px 0}.bg-roundup h3{margin:0;color:#1d5d2f}.bg-roundup-i{font-size:11px;color:#777}"
        ".bg-rep{border-top:1px dotted #b8c9b8;padding:4px 0}.bg-rep p{margin:2px 0}.bg-rep-cap{font-size:11px;color:#555;font-style:italic}"
        ".bg-rc h2{font:bold 19px Georgia,serif;border-bottom:2px solid #1d5d2f;margin-top:24px}.rc-list,.rc-replies{list-style:none;padding:0}.rc-replies{margin-left:36px}"
        ".rc-item{border-bottom:1px solid #eee;padding:6px 0}.rc-name{font-weight:bold}.rc-date{font-size:11px;color:#999}.rc-foot{font-size:11px;color:#888}"
        ".rc-form{background:#f5f5f5;padding:8px;font-size:12px}table.lt td,table.lt th{padding:1px 6px;font-size:12px}"
    )
    piece = Piece(
        "Cricket club's Mill Lane ground could be sold for 120 homes",
        "By Rachel Whitworth",
        "2013-06-08T12:00:00+01:00",
        "Saturday, June 08, 2013",
        """
BRACKENFOLD Cricket Club's committee is in talks to sell the Mill Lane ground, home to the club since 1921, to a housebuilder who wants to put 120 homes on the site.

Under the proposals the developer would give the club a new ground on farmland on the other side of the Stour Valley bypass, and contribute towards new changing rooms. The club would also receive a cash sum which the committee says would clear its debts.

Club chairman Keith Latham said the pavilion needed at least £80,000 of work and the club had made a loss in four of the last five years. "We have a duty to make sure there is cricket in Brackenfold in 50 years' time," he said. "Doing nothing is not an option."

Some members have reacted angrily, and a petition against the sale had more than 600 signatures by Friday. A members' meeting will be held at the pavilion on June 20.

Any sale would need planning permission for the houses, and an application has not yet been submitted.
""",
        section="News",
        dek="Members to meet on June 20 as petition against the sale passes 600 names",
        caption="The Mill Lane ground, home of Brackenfold CC since 1921.",
    )
    html = papercms(
        site,
        piece,
        Bits(inside=roundup, after=after, side=side, style=style),
        prefix=p,
        top="Saturday 8 June 2013 · Brackenfold 17°C",
        shares=(188, 64, 5),
        crumbs='<a href="/">Home</a> › <a href="/news/">News</a> › <a href="/news/brackenfold/">Brackenfold</a>',
    )
    return case(
        "cu-paper-cricket-mixed",
        "mixed",
        site,
        html,
        ns,
        path="/news/brackenfold/cricket-club-s-mill-lane-ground-could-be-sold-for-120-homes-1-5582201",
        container="div.bg-rc#readers: h2 'Readers' comments (9)', ul.rc-list > li.rc-item#rcN (div.rc-head span.rc-name NAME, span.rc-date; div.rc-body > p; div.rc-foot Reply · Agree (N) · Disagree (N) · Report abuse), replies in ul.rc-replies inside the parent",
        heading="Readers' comments (9)",
        description="A district weekly of 2013 on its own CMS: a story on a village cricket club's ground being sold for housing, with the paper's weekend round-up of the club captains' match reports inside it (6 entries: the result in bold, a few lines, 'Report: NAME, captain'), then 'Readers' comments (9)' with 9 comments, two of them answers nested under their parent, agree/disagree counts, 'Report abuse', the club itself answering at the end; most read, a league table, the weather. Most awkward: the captains' reports are named short texts in the same article, right above the real discussion.",
        lookalikes=("club cricket captains' match reports: result, lines, captain's name",),
    )


def mixed_cu() -> list[Case]:
    return [paper_cricket_ground()]
