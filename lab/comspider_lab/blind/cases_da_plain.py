"""Blind set DA: two article pages of 2012 without any reader comment, with the era's furniture: a WordPress-like
state politics blog whose post has no comment yet ("No Responses", a reply form) beside a recent-comments widget that
quotes other posts' comments with names and snippets, a blogroll, a tag cloud and a donate box; a small daily's story
with "Be the first to comment" beside most read and most emailed with counts, a poll, an author bio and classifieds.
Every class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_da_common import Case, counted, esc, make, slug, widget
from comspider_lab.blind.layout_da import Page, paper, wp


def wp_capitol() -> Case:
    post = (
        '<div id="post-2291" class="post-2291 post type-post status-publish hentry category-legislature">'
        '<h1 class="entry-title">Senate Bill 114: what the pension fix actually does (and doesn\'t)</h1>'
        '<div class="entry-meta">Posted on <span class="entry-date">May 2, 2012</span> by <span class="author vcard"><a href="/author/wes/">Wes Ambler</a></span></div>'
        '<div class="entry-content">'
        "<p>By now you've heard two versions of SB 114. In one, it saves the state's pension system and protects retirees. In the other, it's a raid on teachers' retirement that will be in court by Labor Day. I read all 94 pages on Sunday so you don't have to. Here's what's in it.</p>"
        "<p><strong>The cost-of-living adjustment.</strong> Current retirees would see their annual COLA drop from a flat 3% to the lesser of 2% or inflation, starting in 2013. This is where nearly all of the savings come from: about $1.1 billion over ten years, according to the fiscal note.</p>"
        "<p><strong>New hires.</strong> Anyone hired after July 1, 2013 would go into a hybrid plan: a smaller traditional pension plus a 401(k)-style account. The state puts 3% into the account; the employee puts in at least 4%.</p>"
        "<p><strong>What it doesn't do.</strong> It doesn't change the state's own contributions, which have been below the actuarially required amount for eleven of the last twelve years. That, more than anything retirees did, is why the fund is at 58%.</p>"
        "<p>The bill is scheduled for a floor vote Thursday. I'll be in the gallery and live-tweeting at @CapitolLedger.</p>"
        '<div class="share-counts"><span class="tw">Tweet 87</span> <span class="fb">Share 143</span> <span class="li">LinkedIn 6</span></div>'
        '</div><div class="entry-utility">Posted in <a href="/category/legislature/">Legislature</a> | Tagged <a href="/tag/pensions/">pensions</a>, <a href="/tag/sb-114/">SB 114</a></div>'
        '<div id="entry-author-info"><h2>About Wes Ambler</h2><p>Wes covered the statehouse for the Capital Times-Register for 14 years before it stopped covering the statehouse. This blog is what he does now.</p></div></div>'
    )
    after = (
        '<div id="comments"><p class="nocomments">No Responses Yet</p>'
        '<div id="respond"><h3 id="reply-title">Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p class="comment-form-author"><label for="author">Name *</label><input id="author" name="author" type="text" /></p>'
        '<p class="comment-form-email"><label for="email">Email *</label><input id="email" name="email" type="text" /></p>'
        '<p class="comment-form-comment"><label for="comment">Comment</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" value="Post Comment" /></p></form></div></div>'
    )
    recent = (
        '<ul id="recentcomments">'
        '<li class="recentcomments"><span class="rc-author">Dolores Fitch</span> on <a href="/2012/04/30/budget-conference/">Budget conference committee: who\'s in the room</a>'
        '<p class="rc-excerpt">I called Sen. Marsh\'s office about the rural hospital line and they said they had never heard of it. Two weeks ago it was in their own press release…</p></li>'
        '<li class="recentcomments"><span class="rc-author">Hank</span> on <a href="/2012/04/30/budget-conference/">Budget conference committee: who\'s in the room</a>'
        '<p class="rc-excerpt">Best coverage of this anywhere. The paper ran the AP story and called it a day.</p></li>'
        '<li class="recentcomments"><span class="rc-author">J. Okoro</span> on <a href="/2012/04/26/redistricting-maps/">The new House maps, district by district</a>'
        "<p class=\"rc-excerpt\">District 41 now stretches from the lake to the county line. That's not a district, that's a shoelace.</p></li>"
        '<li class="recentcomments"><span class="rc-author">Retired teacher in Linden</span> on <a href="/2012/04/19/pension-hearing/">Pension hearing: five things I learned</a>'
        '<p class="rc-excerpt">The 3% COLA is the only reason I can pay my property taxes. Nobody in that hearing room asked what happens to people like me.</p></li>'
        '<li class="recentcomments"><span class="rc-author">Wes Ambler</span> on <a href="/2012/04/19/pension-hearing/">Pension hearing: five things I learned</a>'
        "<p class=\"rc-excerpt\">Fair point, and it's the question I'll put to the sponsor on Thursday.</p></li></ul>"
    )
    side = (
        widget(
            "Support this blog",
            '<p>No ads from lobbyists, ever. If you find this useful, chip in.</p><form><input type="submit" value="Donate via PayPal" /></form>',
        )
        + widget("Recent Comments", recent)
        + widget(
            "Follow @CapitolLedger",
            '<div class="twtr-widget"><p class="twtr-tweet"><b>CapitolLedger</b> SB 114 floor vote moved to Thursday 10 am. Gallery opens 9:30. <i>about 2 hours ago</i></p>'
            '<p class="twtr-tweet"><b>CapitolLedger</b> Reading the fiscal note so you don\'t have to. Page 7 is where it gets interesting. <i>yesterday</i></p></div>',
        )
        + widget(
            "Blogroll",
            "<ul>"
            + "".join(
                f'<li><a href="http://{slug(t)}.example.org/">{esc(t)}</a></li>'
                for t in (
                    "Statehouse Sunlight",
                    "Prairie Politics",
                    "The Budget Hawk",
                    "County Line Report",
                    "Ballot Box Blog",
                )
            )
            + "</ul>",
        )
        + widget(
            "Tags",
            '<div class="tagcloud">'
            + " ".join(
                f'<a href="/tag/{slug(t)}/" style="font-size:{s}pt">{esc(t)}</a>'
                for t, s in (
                    ("budget", 18),
                    ("campaign finance", 10),
                    ("education", 13),
                    ("governor", 15),
                    ("pensions", 17),
                    ("redistricting", 12),
                    ("transportation", 9),
                )
            )
            + "</div>",
        )
        + widget(
            "Archives",
            '<select name="archive-dropdown"><option>Select Month</option><option>May 2012 (2)</option><option>April 2012 (11)</option><option>March 2012 (9)</option></select>',
        )
    )
    style = ".rc-excerpt{margin:2px 0 8px;color:#666;font-style:italic}.rc-author{font-weight:bold}.twtr-tweet{font-size:11px;border-bottom:1px solid #eee}"
    html = wp(
        Page(
            "Senate Bill 114: what the pension fix actually does (and doesn't)",
            "The Capitol Ledger",
            "One reporter, one statehouse, no paywall",
            ("Home", "About", "Legislature", "Governor", "Elections", "Documents"),
            post,
            after,
            side,
            style,
        )
    )
    return make(
        "da-plain-wp-capitol",
        "lookalike",
        html,
        [],
        path="/2012/05/02/sb-114-what-the-pension-fix-does/",
        container="-",
        heading=None,
        description="A WordPress-like state politics blog of 2012: a post without any comment ('No Responses Yet' and the reply form), beside a recent-comments widget quoting five other posts' comments with names and snippets (one by the blogger), a Twitter widget as saved, a donate box, blogroll, tag cloud, archives dropdown, share counts, author bio.",
        lookalikes=("recent-comments widget with names and snippets", "twitter widget"),
    )


def paper_herald() -> Case:
    post = (
        '<div class="storyWrap"><p class="storyKicker"><a href="/news/business/">Business</a></p>'
        '<h1 class="storyTitle">Cannery building gets second life as brewery, 40 jobs expected</h1>'
        '<p class="storySub">Former Bayside Packing plant sat empty for 11 years</p>'
        '<div class="storyByline">By <a href="/staff/tdelaney">TOM DELANEY</a>, Herald-Dispatch<br />Published: Friday, Aug. 17, 2012 at 6:01 a.m.</div>'
        '<div class="storyTools"><span class="fbLike">Like 57</span> <span class="twCount">Tweet 9</span> <a href="#">Print</a> <a href="#">Email</a> <a href="#">Reprints</a></div>'
        '<div class="storyPhoto"><img src="/_avatar/hd-cannery.svg" width="620" height="350" alt="" /><p class="cutline">Workers remove old conveyor lines from the Bayside Packing building on Wharf Street on Thursday. <i>Herald-Dispatch photo / Lena Ochs</i></p></div>'
        '<div class="storyText">'
        "<p>ASTORIA BAY - The brick cannery on Wharf Street that once packed a third of the county's salmon will start making beer next spring.</p>"
        "<p>Tidewater Brewing Co., which has brewed in a rented warehouse in Warrenton since 2009, closed Thursday on the purchase of the former Bayside Packing plant for $640,000, co-owner Jill Marquardt said. The company plans a 30-barrel brewhouse, a taproom facing the river and a small canning line.</p>"
        '<p>"We looked at fourteen buildings. This is the one that has a story," Marquardt said. "My grandmother worked the slime line here in 1958."</p>'
        "<p>The brewery expects to employ about 40 people within two years. The city's urban renewal agency approved a $120,000 facade grant in July.</p>"
        "<p>Bayside Packing closed in 2001 after 74 years, putting 210 people out of work. The building has been for sale since 2005.</p>"
        "</div>"
        '<div class="storyAuthor"><img src="/_avatar/hd-tom.svg" width="50" height="50" alt="" /><p><b>Tom Delaney</b> covers business and the port. Contact him at 503-555-0141 or tdelaney@heralddispatch.example.com. Follow him on Twitter @TDelaneyHD.</p></div>'
        '<div class="storyTags">Keywords: <a href="#">Tidewater Brewing</a>, <a href="#">Bayside Packing</a>, <a href="#">urban renewal</a></div></div>'
    )
    after = (
        '<div class="cmtWrap"><div class="cmtBar"><h3>Comments</h3></div>'
        '<p class="cmtEmpty">There are no comments on this story yet. Be the first to share your thoughts.</p>'
        '<p class="cmtRules">Comments are the opinions of readers and not of the Herald-Dispatch. <a href="/login">Log in</a> with your Facebook, Yahoo or Herald-Dispatch account to comment.</p></div>'
        '<div class="aroundWeb"><h4>From Around the Web</h4><ul><li><a href="#">10 Beach Towns You Can Still Afford</a> <small>(Coastal Living Now)</small></li>'
        '<li><a href="#">Why Your Dog Tilts Its Head</a> <small>(PetSmartly)</small></li><li><a href="#">Seniors Are Flocking to This New Annuity</a> <small>(Sponsored)</small></li></ul></div>'
    )
    side = (
        '<div class="railBox"><h3>Most Read</h3>'
        + counted(
            """
Coast Guard rescues two kayakers off Point Adams | 3,802
Cannery building gets second life as brewery | 2,914
Seaside council rejects vacation rental cap | 2,150
Obituary: Marjorie Tanaka Holt | 1,088
""",
            "views",
        )
        + "</div>"
        '<div class="railBox"><h3>Most Emailed</h3>'
        + counted(
            """
Cannery building gets second life as brewery | 64
Crab season outlook: cautious optimism | 31
Column: The last of the gillnetters | 27
""",
            "emails",
        )
        + "</div>"
        '<div class="railBox"><h3>Quick Poll</h3><p>Which do you want in the old cannery\'s taproom?</p><ul><li>Live music - 41%</li><li>Food trucks - 33%</li><li>A museum corner - 26%</li></ul><p>612 votes</p></div>'
        '<div class="railBox"><h3>Tides</h3><p>High 5:42 a.m. (7.9 ft) · Low 11:51 a.m. (0.4 ft) · High 6:03 p.m. (8.6 ft)</p></div>'
        '<div class="railBox"><h3>Classifieds</h3><ul><li><a href="#">Deckhand wanted, F/V Marian K</a></li><li><a href="#">1998 Lund 16 ft, trailer incl. $4,200</a></li><li><a href="#">Garage sale Sat 8-2, 411 Alder</a></li></ul></div>'
    )
    style = ".cmtBar{background:#e3ecef;padding:4px 8px}.cmtBar h3{margin:0}.cmtEmpty{font-style:italic}.cmtRules{font-size:11px;color:#777}.storyAuthor{background:#f4f6f8;padding:6px;overflow:hidden}"
    html = paper(
        Page(
            "Cannery building gets second life as brewery, 40 jobs expected",
            "The Herald-Dispatch",
            "Astoria Bay, Ore. · 61°F Fog",
            ("Home", "News", "Business", "Sports", "Outdoors", "Obituaries", "Opinion", "Classifieds"),
            post,
            after,
            side,
            style,
            top="Friday, August 17, 2012",
            foot='&copy; 2012 The Herald-Dispatch. All rights reserved. <a href="#">Privacy</a> | <a href="#">Terms</a> | <a href="#">Subscribe</a>',
        )
    )
    return make(
        "da-plain-paper-herald",
        "lookalike",
        html,
        [],
        path="/article/20120817/NEWS/120819842",
        container="-",
        heading=None,
        description="A small coastal daily's story page of 2012 without any comment ('There are no comments on this story yet. Be the first…'), with an author bio, 'From Around the Web' sponsored links, most read and most emailed with counts, a poll's results, tides, classifieds.",
        lookalikes=("most read / most emailed with counts", "poll results"),
    )


def plain_da() -> list[Case]:
    return [wp_capitol(), paper_herald()]
