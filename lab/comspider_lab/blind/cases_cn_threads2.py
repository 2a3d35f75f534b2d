"""Blind set CN: three more discussions in the served HTML: a games site's forum thread embedded under the review
("Discuss"), the forum's bot post first, posts quoting earlier ones, relative dates; a neighborhood news blog whose
comments are printed inside the article's own <div> after its last paragraph, separated by <br><br>, no heading at
all; a daily's print view with the comments appended under "Sound off", "Posted by" lines before the texts. Written
for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_cn_common import (
    SITES_CN,
    Bits,
    Case,
    Piece,
    box,
    case,
    esc,
    link_list,
    paras,
    talk,
)


def pixelrun_forum() -> Case:
    site = SITES_CN["pixelrun"]
    ns = talk("""
grubworm :: 3 hours ago :: 7/10 feels about right. The first two worlds are brilliant and then it just throws the same three enemy types at you until the end. Still worth the 15 bucks.
  Kaylee_Ostrander :: 2 hours ago :: Disagree on the enemies, the late game is where the wall-jump stuff actually gets interesting. I think people bounce off world 3 because the checkpoints are so far apart.
    grubworm :: 2 hours ago :: Fair, the checkpoints are my real problem. Lost 20 minutes to the lava bit and nearly uninstalled.
m0rtimer :: 2 hours ago :: Anyone know if the Linux version has the controller fix yet? My 360 pad isn't detected at all.
Vossberg :: 1 hour ago :: Soundtrack alone is worth it. Already bought the OST.
Kaylee_Ostrander :: 45 minutes ago :: @m0rtimer the dev said on Twitter that the patch is in certification, should be out next week.
pete_the_pixel :: 20 minutes ago :: Every indie platformer in 2012: pixel art, chiptune, "hard but fair", crying about checkpoints. I'll wait for a sale.
""")
    bot = (
        '<tr class="pr-post"><td class="pr-u" valign="top"><b>PixelRun_Bot</b><br /><small>Bot<br />Posts: 18,211</small></td>'
        '<td valign="top"><div class="pr-t">Sunday 2:00 PM</div><p>This is the discussion thread for the article: '
        '<a href="/reviews/lanternfall-review">Lanternfall review: lovely, until it isn\'t</a></p></td></tr>'
    )
    posts_count = {
        "grubworm": "1,204",
        "Kaylee_Ostrander": "388",
        "m0rtimer": "52",
        "Vossberg": "3,671",
        "pete_the_pixel": "919",
    }

    def post(i: int) -> str:
        s = ns[i]
        quote = ""
        if s.parent is not None:
            q = ns[s.parent]
            quote = f'<div class="pr-q"><small>Quote from: {esc(q.author)}</small><br />{esc(q.text[:90])}...</div>'
        return (
            f'<tr class="pr-post"><td class="pr-u" valign="top"><b>{esc(s.author)}</b><br /><small>Member<br />Posts: {posts_count[s.author]}</small></td>'
            f'<td valign="top"><div class="pr-t">#{i + 2} &middot; {esc(s.when)}</div>{quote}{paras(s.text)}</td></tr>'
        )

    block = (
        '<div class="pr-forum"><h2>Discuss</h2><p class="pr-fl">From the forum: <a href="/forums/t/88412">Lanternfall review thread</a> (8 posts)</p>'
        '<table class="pr-tbl" width="100%" cellspacing="1" cellpadding="5">'
        + bot
        + "".join(post(i) for i in range(len(ns)))
        + '</table><p><a href="/forums/t/88412#reply">Reply in the forums</a> &middot; You must be <a href="/login">logged in</a> to post.</p></div>'
    )
    side = (
        box(
            site,
            "Hot in the forums",
            link_list(
                """
Steam summer sale thread | 1,402
Post your battlestation 2012 | 877
Lanternfall review thread | 8
Which SSD for a budget build? | 64
""",
                "posts",
            ),
        )
        + box(
            site,
            "Latest reviews",
            link_list("""
Lanternfall review: lovely, until it isn't
Rust Bucket Derby review
Hollow Signal review
"""),
        )
        + box(
            site,
            "Follow us",
            '<p><a href="http://twitter.com/pixelrun">Twitter</a> &middot; <a href="http://facebook.com/pixelrun">Facebook</a> &middot; 12,408 likes</p>',
        )
    )
    style = ".pr-forum h2{background:#e06c00;color:#fff;padding:4px 8px;font-size:15px}.pr-tbl{background:#ddd}.pr-tbl td{background:#fafafa}.pr-u{width:140px;background:#f0f0f0!important}.pr-q{border:1px solid #ccc;background:#fff;padding:4px;font-size:11px;margin-bottom:4px}.pr-t{font-size:10px;color:#888}"
    piece = Piece(
        "Lanternfall review: lovely, until it isn't",
        "by Jon Abernathy",
        "2012-07-15T14:00:00-07:00",
        "July 15, 2012",
        """
Lanternfall looks like a storybook and, for its first two worlds, plays like a dream. You guide a lamplighter through a city that has forgotten how to be bright, and every lamp you light changes the platforms around you.

The problem comes in the third world, where the clever ideas dry up and the difficulty is handled by moving the checkpoints further apart. I died a great deal, and rarely felt it was my fault.

The soundtrack, by a one-person studio in Oregon, is excellent throughout.

Verdict: 7/10. Buy it for the first half and the music, and don't feel bad about stopping.
""",
        section="Reviews",
        tags=("Lanternfall", "platformer", "indie"),
    )
    return case(
        "cn-pixelrun-forum",
        "discussion",
        "pixelrun",
        piece,
        Bits(after=block, side=side, style=style),
        ns,
        path="/reviews/lanternfall-review",
        container="div.pr-forum: h2 'Discuss', a table of forum posts (tr.pr-post: user cell, post cell); the first row is the forum bot's post linking the article",
        heading="Discuss",
        description="A games site of 2012: a review with its forum thread embedded under it ('Discuss'): the forum bot's opening post, then seven members' posts with post counts, relative dates and 'Quote from:' boxes for the answers (two levels). Furniture: hot forum threads with post counts, latest reviews, follow counts. Most awkward: a forum's table with a bot post first; answers known only by their quote boxes.",
        lookalikes=("forum bot post", "hot threads with post counts"),
    )


def eastside_inline() -> Case:
    site = SITES_CN["eastside"]
    ns = talk("""
Marisol V. :: Finally! We have been asking for that crosswalk since the school moved to Delancey. My son crosses there every morning.
Greg on Pell St :: Good news but the real issue is speed. Nobody does 25 on Fenwick after 4pm, a flashing sign would do more than paint.
Hopewell PTA :: Thank you to everyone who signed the petition and came to the March meeting. This happened because neighbors showed up. The next step is asking for a crossing guard, meeting is May 9 at the library.
d. kim :: will it be done before school lets out in june or are we waiting until fall?
Marisol V. :: d. kim, the city engineer said "before the end of the school year" at the meeting but didn't give a date. I'll post here if I hear more.
""")
    inline = (
        '<p style="text-align:center">* * *</p>'
        + "<br /><br />".join(
            f'<span class="ed-r"><b>{esc(s.author)}</b> wrote:<br />{esc(s.text)}</span>' for s in ns
        )
        + '<br /><br /><form action="/respond.cgi" method="post"><b>Respond</b><br /><input name="who" size="30" /><br />'
        '<textarea name="msg" rows="4" cols="60"></textarea><br /><input type="submit" value="Send" /></form>'
    )
    side = (
        box(
            site,
            "Around the Heights",
            link_list("""
Taco truck returns to Pell Street
Police: car break-ins up on Marlowe Ave
Library extends Saturday hours
"""),
        )
        + box(
            site,
            "Tags",
            " ".join(
                f'<a href="/tag/{t}/">{t}</a>'
                for t in ("schools", "traffic", "crime", "food", "parks", "city-hall")
            ),
        )
        + box(site, "Sponsor", "<p>Fenwick Hardware &mdash; keys cut while you wait. 412 Pell St.</p>")
    )
    piece = Piece(
        "City to paint crosswalk at Fenwick and Delancey",
        "by eastside editor",
        "2013-04-22T11:20:00-05:00",
        "April 22, 2013 at 11:20 am",
        """
The city will paint a new crosswalk and put up pedestrian signs at Fenwick Avenue and Delancey Street, a spokesman for the public works department confirmed Monday.

Parents at Hopewell Elementary have pushed for a crossing there since the school's temporary move to the old Delancey campus last fall. A petition with 311 signatures was delivered to the alderman's office in March.

No date has been set for the work. The department said it would be done "as weather allows."
""",
        tags=("schools", "traffic"),
    )
    return case(
        "cn-eastside-inline",
        "discussion",
        "eastside",
        piece,
        Bits(inside=inline, side=side),
        ns,
        path="/2013/04/22/city-to-paint-crosswalk-at-fenwick-and-delancey/",
        container="div.ed-story (the article's own element) after its last paragraph and a '* * *' line: spans 'NAME wrote:<br>TEXT' separated by <br><br>",
        heading=None,
        description="A neighborhood news blog of 2013 whose responses are printed inside the article's own <div> after its last paragraph and a '* * *' line: five 'NAME wrote:' spans separated by <br><br>, no heading, no dates; one reader answers another by name only. Furniture: around the Heights, tags, a sponsor. Most awkward: the comments are part of the article element, loose text without paragraphs or a heading.",
    )


def ledger_print() -> Case:
    ns = talk("""
cresswellmom :: Mar 3, 2012 4:12 PM :: My daughter has been on that waiting list since September. Eleven kids ahead of her and they tell us it could be another year. Something has to change.
Ray Dombrowski :: Mar 3, 2012 4:40 PM :: The county spends more on the new jail annex than it would cost to run the whole clinic for ten years. Priorities.
LongtimeReader :: Mar 3, 2012 5:02 PM :: Good reporting Ms. Haines. This is the kind of story the Ledger should be doing more of.
BuckeyeTom :: Mar 3, 2012 5:55 PM :: Where are the parents in all this? Back in my day we didn't need a "clinic" to raise kids.
  cresswellmom :: Mar 3, 2012 6:20 PM :: Tom, my daughter has epilepsy. I am not sure which part of raising her you think I'm skipping.
Dr. Anita Reyes :: Mar 3, 2012 7:08 PM :: I worked at the clinic from 2004 to 2010. The story is accurate. We lost two of our three therapists to the hospital system in one year because they could pay $15,000 more. ¶ Until the county fixes pay, the list will keep growing.
hoosier_in_exile :: Mar 3, 2012 9:45 PM :: Same problem in every county in the state. Call your state rep, this is a Medicaid reimbursement issue more than a county one.
J. Talbot :: Mar 4, 2012 8:01 AM :: Does anyone know if the Saturday walk-in hours at St. Brendan's are still running? Their website hasn't been updated since 2010.
""")

    def one(s) -> str:  # type: ignore[no-untyped-def]
        lead = f"Posted by {esc(s.author)} at {esc(s.when)}"
        if s.parent is not None:
            lead += f" in reply to {esc(ns[s.parent].author)}"
        return f'<div class="cl-so"><p><small>{lead}</small></p>{paras(s.text)}</div>'

    block = (
        '<h3 style="margin-top:20px">Sound off</h3><p><small>8 reader comments. Views expressed are those of the posters.</small></p>'
        + "".join(one(s) for s in ns)
    )
    piece = Piece(
        "Children's mental health clinic waiting list hits 140",
        "By Deborah Haines, Ledger Staff Writer",
        "2012-03-03T06:00:00-05:00",
        "Saturday, March 3, 2012",
        """
More than 140 children are waiting for an appointment at Cresswell County's only public children's mental health clinic, and some families have waited more than a year, according to county records obtained by the Ledger.

The clinic, on Vine Street, has four therapist positions. Two have been vacant since last spring.

County Commissioner Dale Furness said the board would discuss pay for clinic staff at its March 14 meeting. "We know the list is too long," he said.

Families who cannot wait may be referred to private practices in Marlow, 40 miles away, where most do not accept Medicaid.
""",
        section="Local",
    )
    return case(
        "cn-ledger-print",
        "discussion",
        "ledger",
        piece,
        Bits(after=block, skeleton="print"),
        ns,
        path="/news/local/2012/03/03/clinic-waiting-list/print",
        container="the print view's div after the article: h3 'Sound off', div.cl-so per comment ('Posted by NAME at DATE' line, '... in reply to NAME' for the one answer, then the text)",
        heading="Sound off",
        description="A US daily's printer-friendly view of 2012 with the comments appended: 'Sound off', eight readers' comments each a 'Posted by NAME at DATE' line before the text, one answer marked only by 'in reply to NAME'; a doctor's two-paragraph comment. No furniture but the print header and copyright line. Most awkward: a print view, a heading that never says comments, the reply known only from a line.",
    )


def threads2_cn() -> list[Case]:
    return [pixelrun_forum(), eastside_inline(), ledger_print()]
