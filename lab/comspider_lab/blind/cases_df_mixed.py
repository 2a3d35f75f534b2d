"""Blind set DF: one mixed page: a coastal weekly's story about the library's Sunday hours, its readers' posts under
"Have your say" (6, flat, one bullet list) beside, in the rail, the opinion page's "Letters to the Editor" (4
letters, each a title, a first sentence, the writer's name and town and a date) that are not this story's
discussion. Every site, name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_df_common import Case, box, counted, esc, make, paras, share, slug, talk
from comspider_lab.blind.layout_df import Page, regional


def mixed_portellery() -> Case:
    rs = talk("""
Nora Halvorsen @ June 4, 2013 at 7:02 p.m. :: Sunday afternoon is the only time my husband and I can take the grandkids. This is a real loss for working families.
Dick Ambrose @ June 4, 2013 at 7:40 p.m. :: The library has a budget like everybody else. If nobody is coming on Sundays then close it on Sundays. I don't see the problem.
Sue-Ellen Parr @ June 4, 2013 at 9:26 p.m. :: Dick, the article says 140 people a Sunday. That's not nobody. // I'd happily pay a few dollars more a year on my taxes to keep it open, and I bet I'm not the only one.
J. Moyer @ June 5, 2013 at 6:15 a.m. :: Has anyone asked the Friends group? They raised $18,000 for the children's room in two months. Maybe they could cover some of the Sunday staffing at least through the summer.
Paul Dempsey @ June 5, 2013 at 8:50 a.m. :: The trustees meet the 2nd Thursday of the month at 6 in the Dunmore Room, its open to the public. Go and tell them, don't just type it here.
teen reader @ June 5, 2013 at 3:33 p.m. :: i study there every sunday because its quiet and our wifi at home is terrible. where am i supposed to go now
""")
    items = "".join(
        f'<li class="hys-i"><p class="hys-who"><b>{esc(r.who)}</b> <span class="hys-at">&mdash; {esc(r.at)}</span></p>'
        f'{paras(r.body)}<p class="hys-tools"><a href="/flag/{6060 + n}">Flag</a></p></li>'
        for n, r in enumerate(rs)
    )
    letters = [
        (
            "Harbor dredging is overdue",
            "The fishing fleet has waited eleven years for the channel to be dredged, and every winter it gets worse.",
            "Walt Ostrowski, Port Ellery",
            "May 31, 2013",
        ),
        (
            "Thank you, Station 2",
            "I want to thank the crew of Station 2 who came to my mother's house at 3 in the morning last Tuesday.",
            "Linda Carvalho, Seabrook",
            "May 30, 2013",
        ),
        (
            "Parking meters are a mistake",
            "Downtown merchants are struggling enough without asking customers to feed a meter for a cup of coffee.",
            "Ted Gunnarson, Port Ellery",
            "May 28, 2013",
        ),
        (
            "School budget deserves a yes",
            "I urge every voter in the district to approve the school budget on June 11.",
            "Maria Lopes, North Ellery",
            "May 24, 2013",
        ),
    ]
    letter_html = "".join(
        f'<div class="ltr"><h5><a href="/opinion/letters/{slug(t)}/">{esc(t)}</a></h5><p>{esc(x)}</p>'
        f'<p class="ltr-by">&mdash; {esc(by)}</p><p class="ltr-d">{esc(d)}</p></div>'
        for t, x, by, d in letters
    )
    post = (
        '<p class="kicker"><a href="/news/">NEWS</a></p>'
        "<h1>Library trustees vote to end Sunday hours July 1</h1>"
        '<p class="sub">Budget shortfall of $31,000 cited; about 140 visitors a Sunday</p>'
        '<div class="byl">By Gwen Tallis, Examiner staff<br><span class="pub">Posted: Tuesday, June 4, 2013 4:10 pm</span></div>'
        + share(214, 23)
        + "<p>PORT ELLERY &mdash; The Ellery Free Library will close on Sundays beginning July 1, after trustees voted 5-2 on Monday to cut the hours to close a $31,000 gap in next year's budget.</p>"
        "<p>Library director Ann Whitcomb said the library sees about 140 visitors on a typical Sunday, fewer than on any other day it is open. The four Sunday hours cost roughly $29,000 a year in staff time and heating, she said.</p>"
        "<p>Trustee Carl Beaudoin, who voted against the cut, said Sundays are when many families and students use the building. &ldquo;We are closing the door on the people who can't come any other time,&rdquo; he said.</p>"
        "<p>Whitcomb said the board would revisit the hours if the town's appropriation increases next spring. The trustees next meet on June 13.</p>"
        '<div class="authorbox"><b>Gwen Tallis</b> covers town government and schools. Email gtallis@elleryexaminer.example or follow @gwentallis.</div>'
    )
    after = (
        '<div id="hys"><h3>Have your say</h3><ul class="hys-list">'
        + items
        + '</ul><p class="hys-note"><a href="/account/login/">Sign in</a> to have your say. '
        "Posts are moderated and may take a few minutes to appear.</p></div>"
    )
    side = (
        box(
            "Letters to the Editor",
            letter_html
            + '<p><a href="/opinion/letters/">More letters &raquo;</a> &middot; <a href="/opinion/submit/">Write to us</a></p>',
        )
        + box(
            "Most Read",
            counted(
                """
Library trustees vote to end Sunday hours July 1 | 4,822
Harbor master resigns after 19 years | 3,517
Port Ellery Seniors fall in state quarterfinal | 2,009
Fire destroys barn on Shore Road | 1,864
""",
                "views",
            ),
        )
        + box("Tides", "<p>High: 5:42 a.m., 6:11 p.m.<br>Low: 11:58 a.m.</p>")
    )
    foot = (
        '<p><a href="/about/">About the Examiner</a> | <a href="/subscribe/">Subscribe</a> | <a href="/advertise/">Advertise</a> | <a href="/contact/">Contact</a></p>'
        "<p>&copy; 2013 The Ellery Examiner. Published every Thursday since 1911.</p>"
    )
    html = regional(
        Page(
            title="Library trustees vote to end Sunday hours July 1",
            site="The Ellery Examiner",
            tagline="Port Ellery, Seabrook and North Ellery",
            menu=("Home", "News", "Schools", "Sports", "Opinion", "Obituaries", "Calendar", "Classifieds"),
            post=post,
            after=after,
            side=side,
            foot=foot,
            top="Tuesday, June 4, 2013",
            style=".hys-list{list-style:disc;padding-left:20px}.ltr{border-bottom:1px dotted #ccc;padding:4px 8px}.ltr h5{margin:2px 0}",
        )
    )
    return make(
        "df-mixed-portellery",
        "mixed",
        html,
        rs,
        path="/news/article_0b9f33d4-cd4e-11e2-70311.html",
        container="div#hys > ul.hys-list > li.hys-i",
        heading="Have your say",
        description="A coastal weekly's story; 6 readers' posts under 'Have your say' in a bullet list (name, '— June 4, 2013 at 7:02 p.m.', text, 'Flag'); beside, in the rail, 'Letters to the Editor' (4 letters: title, first sentence, '— NAME, TOWN', date) that are not this story's discussion.",
        lookalikes=("letters to the editor (title, first sentence, name and town, date)",),
    )


def mixed_df() -> list[Case]:
    return [mixed_portellery()]
