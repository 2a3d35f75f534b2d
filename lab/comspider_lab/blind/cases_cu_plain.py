"""Blind set CU: two article pages without any reader comment, with the era's furniture: a hyperlocal news blog of
2012 on WordPress whose post has no comment yet (only "Leave a Reply" and its form), beside Recent Comments and a
"most commented" list; a regional weekly's court report of 2013 on its own CMS where comments are switched off for
legal reasons, beside most read, "Your View" letters teasers and a poll. Every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_cu_common import SITES_CU, Case, case, esc, rows, slug
from comspider_lab.blind.layout_cu import Bits, Piece, paper_box, papercms, wordpress, wp_widget


def wp_no_comments_yet() -> Case:
    site = SITES_CU["ashcombe"]
    after = (
        '<div id="comments"><div id="respond"><h3 id="reply-title">Leave a Reply</h3>'
        '<form action="/wp-comments-post.php" method="post" id="commentform"><p class="comment-notes">Your email address will not be published. Required fields are marked <span class="required">*</span></p>'
        '<p class="comment-form-author"><label for="author">Name</label> <span class="required">*</span><input id="author" name="author" type="text" size="30" /></p>'
        '<p class="comment-form-email"><label for="email">Email</label> <span class="required">*</span><input id="email" name="email" type="text" size="30" /></p>'
        '<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Post Comment" /></p></form></div></div>'
    )
    recent = "".join(
        f'<li class="recentcomments"><a href="/{slug(a)}" rel="external nofollow" class="url">{esc(a)}</a> on <a href="/{slug(t)[:40]}/#comments">{esc(t)}</a></li>'
        for a, t in rows("""
Pauline Voss | Parish council says no to second phase at Higher Barton
Graham | Parish council says no to second phase at Higher Barton
Ashcombe Diary | Lost: black and white cat, Station Road
Sue Maddock | Lost: black and white cat, Station Road
Ian Trewin | Post office to move into the Co-op from 1st October
""")
    )
    most = "".join(
        f'<li><a href="/{slug(t)[:40]}/">{esc(t)}</a> ({c})</li>'
        for t, c in rows("""
Post office to move into the Co-op from 1st October | 34
Parish council says no to second phase at Higher Barton | 27
Speed watch volunteers wanted for the A381 | 19
Lost: black and white cat, Station Road | 11
""")
    )
    events = "".join(
        f"<li><b>{esc(d)}</b> {esc(x)}</li>"
        for d, x in rows("""
Sat 15 Sep | Ashcombe Show, Church Field, from 10am
Tue 18 Sep | Parish council, village hall, 7.30pm
Fri 21 Sep | Quiz night at the Bell, £2 a head for the school PTA
""")
    )
    side = (
        wp_widget(
            "search-2",
            "Search",
            '<form method="get" action="/"><input type="text" name="s" /><input type="submit" value="Search" /></form>',
        )
        + wp_widget("text-2", "Got a story?", "<p>Email news@ashcombediary.co.uk or ring 01626 000 412.</p>")
        + wp_widget("recent-comments-2", "Recent Comments", f'<ul id="recentcomments">{recent}</ul>')
        + wp_widget("most-commented-2", "Most Commented", f"<ul>{most}</ul>")
        + wp_widget("text-4", "What's on", f"<ul>{events}</ul>")
        + wp_widget(
            "linkcat-2",
            "Local links",
            "<ul>"
            + "".join(
                f'<li><a href="http://{slug(x)}.example.org/">{esc(x)}</a></li>'
                for x in (
                    "Ashcombe Parish Council",
                    "Teign Valley Bus Users",
                    "Ashcombe Primary School",
                    "St Michael's Church",
                )
            )
            + "</ul>",
        )
        + wp_widget(
            "text-6",
            "Advertise here",
            '<p><img src="/_avatar/ad-bakery.svg" width="200" height="150" alt="Hillside Bakery – fresh bread daily, Fore Street" /></p>',
        )
    )
    piece = Piece(
        "Ashcombe Show returns to Church Field on Saturday",
        "Ashcombe Diary",
        "2012-09-11T18:20:00+00:00",
        "September 11, 2012",
        """
The Ashcombe Show is back on Church Field this Saturday, 15th September, after last year's was called off when the field flooded.

Gates open at 10am. There will be the usual produce and flower tents, the dog show at 11, terrier racing after lunch and the tug of war between the Bell and the Royal Oak at 4pm. Entry is £3 for adults and children go free.

Entries for the produce classes need to be at the marquee by 9am on the day. The schedule is in the post office window and on the parish council noticeboard, or you can ask Jean Hext on 01626 000 318.

The organisers are still looking for a few volunteers to help with car parking in the morning. If you can spare an hour, turn up at the gate at 9.
""",
        section="Events",
        tags=("Ashcombe Show", "Church Field", "events"),
    )
    html = wordpress(site, piece, Bits(after=after, side=side), footer_note="· Community news since 2009")
    return case(
        "cu-wp-plain-show",
        "lookalike",
        site,
        html,
        [],
        path="/2012/09/11/ashcombe-show-returns-to-church-field-on-saturday/",
        container="-",
        heading=None,
        description="A village news blog of 2012 on a WordPress theme: a post on the village show with no comment yet: after it only 'Leave a Reply' and the comment form; the sidebar has Recent Comments (5: names, one the blog itself, on other posts' titles), 'Most Commented' with counts, what's on, local links, an ad; share and like buttons as saved. No reader comment on the page.",
        lookalikes=("Recent Comments with names", "most commented with counts", "an empty comment form"),
    )


def paper_comments_off() -> Case:
    site = SITES_CU["kingsmead"]
    p = "km"
    after = (
        '<div class="km-nocomments"><h3>Comments</h3><p>Comments have been disabled on this article for legal reasons.</p></div>'
        '<div class="km-related"><h3>Related stories</h3><ul>'
        + "".join(
            f'<li><a href="/court/{slug(t)[:40]}">{esc(t)}</a> <span>{esc(d)}</span></li>'
            for t, d in rows("""
Levels farm worker denies theft of quad bikes | 12 Feb 2013
Kingsmead man jailed for string of garage break-ins | 30 Jan 2013
Police appeal after quad bike stolen from Moor Drove | 4 Dec 2012
""")
        )
        + "</ul></div>"
    )
    letters = "".join(
        f'<li><a href="/your-view/{slug(t)[:40]}">{esc(t)}</a><br /><span class="by">{esc(w)}</span></li>'
        for t, w in rows("""
Our hospital car park is a scandal | Mrs J. Perrin, Kingsmead
Thank you to whoever handed in my purse | Name and address supplied
The Levels need dredging, not another report | R. Colley, Westhay Moor
""")
    )
    side = (
        paper_box(
            p,
            "Most read",
            "<ol>"
            + "".join(
                f'<li><a href="/news/{slug(t)[:40]}">{esc(t)}</a></li>'
                for t in (
                    "Floodwater closes Moor Drove for third week",
                    "Farm worker, 27, admits stealing quad bikes",
                    "New Aldi for Kingsmead gets green light",
                    "Mercury Sports Awards: the shortlist",
                )
            )
            + "</ol>",
        )
        + paper_box(
            p,
            "Your View",
            f'<ul class="letters">{letters}</ul><p><a href="/your-view/write">Write to the Mercury</a></p>',
        )
        + paper_box(
            p,
            "Poll",
            "<p>Should the Levels rivers be dredged?</p><ul><li>Yes – 82% (611 votes)</li><li>No – 11% (80 votes)</li><li>Don't know – 7% (52 votes)</li></ul>",
        )
        + f'<div class="{p}-mpu">Advertisement</div>'
    )
    style = ".km-nocomments{border-top:2px solid #3d2b6b;margin-top:20px;color:#666}.km-related span,.letters .by{font-size:11px;color:#888}"
    piece = Piece(
        "Farm worker, 27, admits stealing quad bikes from Levels farms",
        "By Claire Norrington, Court reporter",
        "2013-03-07T15:10:00+00:00",
        "3:10pm Thursday 7th March 2013",
        """
A FARM worker has admitted stealing four quad bikes and a trailer from farms on the Levels over a period of three months.

Daniel Jeffery Marsh, 27, of Withy Lane, Kingsmead, pleaded guilty at Kingsmead Magistrates' Court on Wednesday to four counts of theft and one of handling stolen goods. He had previously denied the charges.

The court heard that the bikes, worth a total of around £19,000, were taken from farm buildings at Moor Drove, Westhay and Burtle between October and December last year. Two were later recovered from a yard in Bristol.

Magistrates adjourned sentencing until April 3 for reports and released Marsh on conditional bail. Chairman of the bench, Susan Grove, warned him that all options, including custody, remained open.
""",
        section="Court",
        dek="Sentencing adjourned for reports after guilty pleas at Kingsmead Magistrates' Court",
    )
    html = papercms(
        site,
        piece,
        Bits(after=after, side=side, style=style),
        prefix=p,
        top="Thursday 7 March 2013 · Kingsmead 4°C",
        shares=(22, 5, 0),
        crumbs='<a href="/">Home</a> › <a href="/court/">Court</a>',
    )
    return case(
        "cu-paper-plain-court",
        "lookalike",
        site,
        html,
        [],
        path="/court/10277311.farm-worker-27-admits-stealing-quad-bikes/",
        container="-",
        heading=None,
        description="A regional weekly of 2013 on its own CMS: a court report, then 'Comments' with 'Comments have been disabled on this article for legal reasons.' and related court stories with dates; most read, 'Your View' letters teasers with the writers' names and towns, a poll with its results, ads, share counts. No reader comment on the page.",
        lookalikes=("letters teasers with writers' names", "a poll's results", "related stories with dates"),
    )


def plain_cu() -> list[Case]:
    return [wp_no_comments_yet(), paper_comments_off()]
