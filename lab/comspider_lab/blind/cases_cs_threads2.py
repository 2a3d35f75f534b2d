"""Blind set CS: three more discussions in the served HTML: an alt-weekly's column saved on its page 2, where the
readers' words follow the column's last paragraph inside the story's own element after a centred "* * *", each a
paragraph and an em-dashed name line, no heading and no dates at all; a township historical society's news post whose
"Visitors' notes" are a guestbook-like ordered list ("NAME of TOWN wrote on DATE"), one entry with the society's
answer inside it; a county daily's print view with the readers' "Reader reaction" appended as "Posted by NAME on
DATE" paragraphs, answers shown only by an "In response to NAME:" line. Every class name, name, place and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cs_common import (
    SITES_CS,
    Case,
    Seed,
    ad,
    case,
    esc,
    head,
    links,
    menu,
    paras,
    share_bar,
    tag_cloud,
)


def weekly_page_two() -> Case:
    site = SITES_CS["weekly"]
    cs = [
        Seed(
            "Rosalind Achebe",
            "I waited tables at the Blue Heron from 1994 until the night it closed and every word of this is true, "
            "including the part about Mr. Kostas and the broken dishwasher at Thanksgiving. He fixed it with a coat "
            "hanger and a prayer. Thank you for writing it down before we all forget.",
        ),
        Seed(
            "Dmitri",
            "Good piece, but you left out the rent. The Heron didn't close because people stopped eating there. It "
            "closed because the building sold and the new owners tripled it. That is the story of every place on this "
            "list and it'll be the story of the next five.",
        ),
        Seed(
            "Jen W.",
            "The lemon soup. That's all. I'd give a lot for one more bowl of the lemon soup.",
        ),
        Seed(
            "M. Okafor",
            "My parents had their first date in the back booth of the Blue Heron in 1971. When I told my mother it was "
            "gone she cried harder than when they sold our house. Some places are more than restaurants.",
        ),
    ]
    page1_tail = """That was the winter the Blue Heron started opening at six in the morning for the shift workers from the rail yard, and the winter Mr. Kostas hired his nephew to make the pies."""
    page2 = """The pies outlived the nephew's time there by twenty years. He went back to Thessaloniki in 1987; the recipe stayed in a green notebook on a nail by the walk-in cooler.

What happened next is a story every long-time resident of Harbour Street knows by heart. The neighbourhood changed, the rail yard closed, the condos came. The Heron held on through all of it, one of the last places on the street where a cup of coffee was still a dollar and you could sit for as long as you liked.

It closed on a Sunday in March. There was no sign on the door, only the notebook, left on the counter for whoever came in first. I'm told it was a regular named Frank who took it home. Frank, if you're reading this: the city would like those pies back."""
    readers = "".join(
        f'<p>{esc(c.text)}</p><p style="text-align:right;font-style:italic">&mdash; {esc(c.author)}</p>'
        for c in cs
    )
    story = (
        '<div class="storytext">'
        f"<p>{esc(page1_tail)}</p>"
        + paras(page2)
        + '<p class="tagline"><em>Nadia Voss writes "Last Call" every other Thursday. Her book, '
        "<u>Closing Time: Restaurants We Lost</u>, is out this fall.</em></p>"
        '<p align="center">* * *</p>'
        '<p class="intro"><em>Readers wrote in after page one of this column ran online last week. A few of their words:</em></p>'
        + readers
        + '<p class="pager">Page: <a href="/columns/last-call-the-blue-heron">1</a> <b>2</b> &middot; '
        '<a href="/columns/last-call-the-blue-heron?print=1">Single page</a></p></div>'
    )
    style = (
        "body{margin:0;background:#fff;font:14px/1.5 'Trebuchet MS',sans-serif;color:#111}#masthead{background:#222;color:#fff;padding:16px 30px}"
        "#masthead span{font-size:36px;letter-spacing:-1px;font-weight:bold}#masthead ul{list-style:none;margin:8px 0 0;padding:0}#masthead li{display:inline;margin-right:16px}"
        "#masthead a{color:#ffcc00}.outer{width:980px;margin:0 auto;overflow:hidden}.leftcol{float:left;width:640px;padding:16px 30px}"
        ".rightcol{float:right;width:250px;padding:16px 0}.storytext p{margin:0 0 12px}.kick{font-size:11px;text-transform:uppercase;color:#c00}"
        ".rightcol h5{font-size:12px;text-transform:uppercase;border-bottom:3px solid #ffcc00;margin:14px 0 4px}.bot{clear:both;background:#222;color:#888;padding:14px 30px;font-size:11px}"
    )
    body = (
        f'<body><div id="masthead"><span>{esc(site.name)}</span> <small>{esc(site.tagline)}</small>'
        f"<ul>{''.join(f'<li>{x}</li>' for x in menu(site, '|').split('|'))}</ul></div>"
        '<div class="outer"><div class="leftcol"><p class="kick">Columns &middot; Last Call</p>'
        "<h1>Last Call: the Blue Heron, 1962-2009</h1>"
        '<p class="byline">By Nadia Voss &middot; Thursday, April 7, 2011 &middot; Page 2 of 2</p>'
        + share_bar("weekly-blue-heron")
        + story
        + '<div class="more"><h5>More Last Call</h5><ul>'
        + links(
            ["Last Call: Sal's Lunch Counter", "Last Call: the Kowloon Garden", "Last Call: Ruth's Donuts"],
            "/columns/",
        )
        + "</ul></div></div>"
        '<div class="rightcol">'
        + ad("250x250", "The Harbour Street Weekly - Best of the City ballot is open")
        + "<h5>Most read this week</h5><ol>"
        + links(
            [
                "The 25 best burritos in the city",
                "Last Call: the Blue Heron, 1962-2009",
                "Warehouse show raided, 40 cited",
                "Savage Love-style advice: My roommate's boyfriend",
                "Food truck fight heads to city council",
            ],
            "/",
        )
        + "</ol><h5>This week's listings</h5><ul><li>Thu: The Broken Compass, Dockside Tavern, 9pm, $5</li>"
        "<li>Fri: Harbour Street Art Walk, 6-10pm, free</li><li>Sat: Fried Chicken Fest, Pier 4, noon</li></ul>"
        "<h5>Tags</h5><p>"
        + tag_cloud("restaurants:5, Harbour Street:4, Last Call:4, history:2, rent:1, diners:2, Greek food:1")
        + "</p></div></div>"
        '<div class="bot">&copy; 2011 Harbour Street Media LLC. All rights reserved. '
        '<a href="/advertise">Advertise</a> &middot; <a href="/jobs">Jobs</a> &middot; <a href="/privacy">Privacy policy</a></div></body></html>'
    )
    html = (
        head(site, "Last Call: the Blue Heron, 1962-2009 (page 2)", "2011-04-07T00:00:00-07:00", style) + body
    )
    return case(
        "cs-weekly-page-two",
        "discussion",
        html,
        cs,
        path="/columns/last-call-the-blue-heron/page/2/",
        container="inside the column's own div.storytext, after its last paragraph",
        heading=None,
        description="an alt-weekly's column saved on its page 2 of 2: after the writer's tagline and a centred '* * *', "
        "an italic note and 4 readers' texts, each a <p> followed by a right-aligned '— NAME' <p>, inside the story's "
        "own element; no heading, no dates at all, the pager after them",
    )


def heritage_visitors() -> Case:
    site = SITES_CS["heritage"]
    cs = [
        Seed(
            "Harold Beckwith",
            "My great-grandfather Amos Beckwith helped build the first covered span in 1871 and it is a real joy to see "
            "the bridge open again. The new railings look very close to the ones in the old photographs. Well done.",
            when="June 12, 2012",
        ),
        Seed(
            "Linda Szymanski",
            "We walked across on Saturday with the grandchildren. One small thing - the plaque on the east end says "
            "1874, but the Society's own booklet says 1871. Which is right?",
            when="June 12, 2012",
        ),
        Seed(
            "Carol (Society secretary)",
            "Good eye, Linda. 1871 is when the first span went up. It was rebuilt after the 1874 flood and the plaque "
            "marks the rebuilding. We've asked the township to add a second line to make that clear.",
            parent=1,
            when="June 13, 2012",
        ),
        Seed(
            "Ed and Marlene Fowler",
            "Drove down from Kalamazoo for the ribbon cutting. Lovely day, lovely people, and the pie sale was worth "
            "the trip on its own.",
            when="June 14, 2012",
        ),
        Seed(
            "J. Thibodeaux",
            "Does anyone know if the old mill race will be cleared out as well? There used to be a path along it down "
            "to the dam when I was a boy.",
            when="June 17, 2012",
        ),
        Seed(
            "Pauline Reyes",
            "Thank you to every volunteer who raised money for this. I remember the bake sales in 2008 when we thought "
            "it would never happen.",
            when="June 20, 2012",
        ),
        Seed(
            "Gus",
            "The path along the race is still there past the fence, just overgrown. The Scouts talked about clearing it "
            "for an Eagle project last year.",
            when="June 22, 2012",
        ),
        Seed(
            "Harold Beckwith",
            "If the Scouts take that on I'd be glad to donate lumber for a footbridge over the spillway.",
            when="June 23, 2012",
        ),
    ]
    towns = ["Millbrook", "Three Oaks", "", "Kalamazoo", "Dowagiac", "Millbrook", "", "Millbrook"]
    items = []
    for i, (c, town) in enumerate(zip(cs, towns, strict=True)):
        if c.parent is not None:
            continue
        who = f"<b>{esc(c.author)}</b>" + (f" of {esc(town)}" if town else "") + f" wrote on {esc(c.when)}:"
        answer = ""
        for r in cs:
            if r.parent == i:
                answer += (
                    f'<blockquote style="background:#f1f4ea;border:1px solid #c8d3b6;margin:6px 0 0 24px;padding:4px 8px">'
                    f"<b>{esc(r.author)}</b> answered on {esc(r.when)}:<br>{esc(r.text)}</blockquote>"
                )
        items.append(f'<li style="margin-bottom:12px">{who}<br>{esc(c.text)}{answer}</li>')
    notes = (
        '<a name="notes"></a><h3>Visitors\' notes</h3>'
        '<p><font size="2">Please add your memories of the bridge! Notes are checked by a volunteer before they appear.</font></p>'
        f"<ol>{''.join(items)}</ol>"
        '<form method="post" action="/cgi-bin/notes.pl"><table><tr><td>Name</td><td><input name="name"></td></tr>'
        '<tr><td>Town</td><td><input name="town"></td></tr><tr><td valign="top">Your note</td><td><textarea name="note" rows="5" cols="44"></textarea></td></tr>'
        '<tr><td></td><td><input type="submit" value="Add my note"></td></tr></table></form>'
    )
    post = """After nearly four years of fundraising and two of construction, the Old Mill Bridge over Pine Creek reopened to foot traffic on Saturday, June 9.

About 150 people attended the ribbon cutting, including Township Supervisor Dale Amundsen, State Representative Joan Kellerman and members of the Beckwith family, whose ancestors helped raise the first covered span. The Millbrook Community Band played, and the Ladies' Auxiliary sold out of pies by half past one.

The restoration replaced the rotted deck and lower chords with white oak and reproduced the original lattice railings from photographs in the Society's collection. The total cost was $412,000, of which $96,000 was raised locally through bake sales, the annual Bridge Walk and hundreds of small gifts.

The bridge is open daily from dawn to dusk. Parking is available at the township park on Mill Road."""
    style = (
        "body{background:#e8e4d4;font-family:'Times New Roman',serif;margin:0}"
        "a{color:#3d5a2a}h1{color:#3d5a2a;font-size:24px}h3{color:#3d5a2a;border-bottom:1px solid #3d5a2a}"
    )
    body = (
        '<body><center><table width="820" bgcolor="#ffffff" cellpadding="10" cellspacing="0" border="0">'
        f'<tr><td colspan="2" bgcolor="#3d5a2a"><font color="#ffffff" size="5">{esc(site.name)}</font><br>'
        f'<font color="#dde8cc" size="2"><i>{esc(site.tagline)}</i></font></td></tr>'
        '<tr><td width="170" valign="top" bgcolor="#f4f1e4"><font size="2">'
        + "<br>".join(f'<a href="/{m.lower().replace(" ", "-")}.html">{esc(m)}</a>' for m in site.menu)
        + "<br><br><b>Museum hours</b><br>Sat &amp; Sun 1-4 pm<br>May through October<br><br>"
        "<b>Upcoming</b><br>July 14: Cemetery walk<br>Aug 4: Threshing bee<br>Sept 8: Annual meeting &amp; potluck<br><br>"
        '<img src="/_avatar/mhs-counter.svg" alt="Visitor counter"> 023417 visitors since 1998</font></td>'
        '<td valign="top"><font size="2"><a href="/news.html">News</a> &gt; 2012</font>'
        "<h1>Old Mill Bridge is open again!</h1>"
        "<p><i>Posted June 11, 2012 by Carol Underwood, Secretary</i></p>"
        + paras(post)
        + '<p><img src="/_avatar/mhs-bridge2012.svg" width="400" height="260" alt="The restored bridge, June 2012"><br>'
        '<font size="1">The restored bridge on opening day. Photo by Ken Aldrich.</font></p>'
        "<p><b>Other news:</b></p><ul>"
        + links(
            [
                "Cemetery walk set for July 14",
                "New display: one-room schools of Millbrook",
                "Thank you, 2011 donors",
            ],
            "/news/",
        )
        + "</ul>"
        + notes
        + '</td></tr><tr><td colspan="2" bgcolor="#f4f1e4" align="center"><font size="1">Millbrook Township Historical Society '
        "&middot; P.O. Box 36, Millbrook &middot; A 501(c)(3) nonprofit &middot; Site last updated June 23, 2012</font></td></tr></table></center></body></html>"
    )
    html = head(site, "Old Mill Bridge is open again!", "2012-06-11T00:00:00-04:00", style, "html4") + body
    return case(
        "cs-heritage-visitors",
        "discussion",
        html,
        cs,
        path="/news/2012/old-mill-bridge-open.html",
        container="an <ol> of plain <li>s in the content cell",
        heading="Visitors' notes",
        description="a township historical society's hand-made site of 2012: 'Visitors' notes' as an ordered list, "
        "each <li> '<b>NAME</b> of TOWN wrote on DATE:<br>text'; the society's answer a blockquote inside the "
        "reader's item ('NAME answered on DATE:'); 8 entries, one reader twice, replies to a question by text only",
    )


def daily_print_view() -> Case:
    site = SITES_CS["daily"]
    cs = [
        Seed(
            "farmgirl58",
            "Three hundred and forty thousand dollars for a dog park. Meanwhile the road past my place hasn't been "
            "graded since the Clinton administration.",
            when="04/17/2012 at 6:42 a.m.",
        ),
        Seed(
            "Tom Verhagen",
            "It isn't $340,000 of county money. Read the story. $250,000 of it is a state grant that can only be spent "
            "on parks. It can't be spent on your road no matter what the board does.",
            parent=0,
            when="04/17/2012 at 7:15 a.m.",
        ),
        Seed(
            "farmgirl58",
            "And where do you think the state gets its money, Tom?",
            parent=1,
            when="04/17/2012 at 7:31 a.m.",
        ),
        Seed(
            "LibertyBelle",
            "I walk my two labs at the fairgrounds every morning and there are usually a dozen of us out there. We "
            "have been asking for a fenced area for years. Glad to see it finally happening.",
            when="04/17/2012 at 8:05 a.m.",
        ),
        Seed(
            "jdub",
            "Who maintains it after it's built? That's what I want to know. The splash pad in Oakdale was closed half "
            "of last summer because nobody budgeted for repairs.",
            when="04/17/2012 at 9:48 a.m.",
        ),
        Seed(
            "Ann Kowalczyk",
            "According to the story the Friends of Ferris County Parks will do the upkeep. I'm a member. We've "
            "already got 30 volunteers signed up and we'll be doing cleanup days the first Saturday of every month. "
            "You're welcome to join us.",
            parent=4,
            when="04/17/2012 at 10:20 a.m.",
        ),
        Seed(
            "Marv",
            "Put it by the water tower where there's nothing else going on. The fairgrounds lot floods every spring.",
            when="04/17/2012 at 12:02 p.m.",
        ),
        Seed(
            "LibertyBelle",
            "The lot floods on the west side, the proposed site is on the rise behind the 4-H barn. It was dry even in "
            "2008.",
            parent=6,
            when="04/17/2012 at 12:40 p.m.",
        ),
        Seed(
            "Ron P",
            "I don't have a dog but I'd rather have people and dogs out at the fairgrounds than have the place sit "
            "empty 48 weeks a year. Good decision by the board for once.",
            when="04/17/2012 at 3:16 p.m.",
        ),
        Seed(
            "Karen S.",
            "Will there be a separate area for small dogs? My Yorkie is terrified of big ones.",
            when="04/17/2012 at 7:55 p.m.",
        ),
    ]
    blocks = []
    for c in cs:
        reply = f"<br><i>In response to {esc(cs[c.parent].author)}:</i>" if c.parent is not None else ""
        blocks.append(
            f'<p class="rr"><b>Posted by {esc(c.author)} on {esc(c.when)}</b>{reply}<br>{esc(c.text)}</p>'
        )
    story = """FERRIS CITY - The Ferris County Board of Commissioners voted 4-1 Monday night to build a fenced dog park on county land behind the 4-H barn at the fairgrounds.

The $340,000 project will be paid for mostly with a $250,000 grant from the state Department of Natural Resources' recreation fund, which can only be used for parks. The county's share, $90,000, will come from the parks reserve.

The park will have separate fenced areas for large and small dogs, a water station, benches and a gravel parking lot. Construction could start in August.

Commissioner Roy Dettmer cast the lone no vote, saying the county should spend its share on roads. The Friends of Ferris County Parks, a volunteer group, has agreed to maintain the park and hold monthly cleanup days."""
    style = (
        "body{font:12pt/1.4 Georgia,serif;color:#000;background:#fff;margin:20px 40px}"
        ".printhead{border-bottom:2px solid #000;margin-bottom:10px}.printhead img{vertical-align:middle}"
        ".rr{border-top:1px dotted #999;padding-top:6px;font-size:10pt}.noprint a{font-family:Arial;font-size:9pt}"
        "@media print{.noprint{display:none}}"
    )
    body = (
        '<body onload="window.print()"><div class="noprint"><a href="/news/local/commissioners-ok-dog-park-at-fairgrounds">&laquo; Back to story</a> | '
        '<a href="javascript:window.print()">Print this page</a></div>'
        f'<div class="printhead"><b style="font-size:20pt">{esc(site.name)}</b><br><small>{esc(site.tagline)} &middot; ferrisledger.com</small></div>'
        "<h1>Commissioners OK dog park at fairgrounds</h1>"
        "<p><b>By Sarah Lindquist, Staff Writer</b><br>Published: Tuesday, April 17, 2012 3:00 AM CDT</p>"
        + paras(story)
        + "<p><small>Copyright &copy; 2012 The Ferris County Ledger. All rights reserved.</small></p>"
        '<div class="rrwrap"><h3 style="font-size:12pt;border-bottom:1px solid #000">Reader reaction (10)</h3>'
        + "".join(blocks)
        + "<p><small>Views expressed here are those of the readers and not The Ledger's. Printed from ferrisledger.com on 04/18/2012.</small></p></div>"
        '<div class="noprint" style="margin-top:20px">'
        + ad("728x90", "Sponsored: Ferris County Farm Bureau Insurance")
        + "</div></body></html>"
    )
    html = head(site, "Commissioners OK dog park at fairgrounds", "2012-04-17T03:00:00-05:00", style) + body
    return case(
        "cs-daily-print-view",
        "discussion",
        html,
        cs,
        path="/news/local/commissioners-ok-dog-park-at-fairgrounds/print/",
        container="p.rr siblings after the story in a print view",
        heading="Reader reaction (10)",
        description="a county daily's print view of 2012 (window.print on load, no site furniture but a back link and "
        "a banner): 'Reader reaction (10)' appended as 10 sibling <p>s, each '<b>Posted by NAME on DATE</b>' then the "
        "text after a <br>; answers only by an italic 'In response to NAME:' line (4 replies, 3 levels)",
    )


def threads2_cs() -> list[Case]:
    return [weekly_page_two(), heritage_visitors(), daily_print_view()]
