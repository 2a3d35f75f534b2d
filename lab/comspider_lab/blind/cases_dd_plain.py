"""Blind set DD: two article pages of 2012-2013 whose comment platform loaded and drew itself into the page but has
nothing to show: a TV station's story under the blog comment network ("0 comments", "Be the first to comment.",
empty sort tabs, the login) and a farm-business news blog under the social network's plugin ("0 comments", "Add a
comment...", beside the same network's "Recommendations" box). Every platform, class name, person, place and text
invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dd_common import Case, counted, loader, make
from comspider_lab.blind.layout_dd import Page, newsblog, share_bar, station


def plain_yakkit_station() -> Case:
    tags, files = loader(
        "yakkit",
        "var yakkit_shortname = 'northfork7'; var yakkit_identifier = 'story-22140917'; var yakkit_title = 'Fair board names new director';",
        "YAKKIT",
    )
    post = (
        '<div class="storyhead"><h1>Fair board names Linda Okerlund director of the Northfork County Fair</h1>'
        '<p class="stamp">Posted: Mar 5, 2013 11:26 AM CST &middot; Updated: Mar 5, 2013 5:02 PM CST</p>'
        '<p class="by">By Tom Reasoner, Reporter</p></div>'
        + share_bar((("Recommend", "58"), ("Tweet", "6")), "ws-share")
        + '<div class="storytext">'
        "<p>NORTHFORK COUNTY - The Northfork County Agricultural Society has hired a longtime 4-H leader to run the county fair.</p>"
        "<p>Linda Okerlund, who has led the Elm Prairie 4-H club for 19 years and managed the fair&#39;s livestock barns since 2006, will take over as fair director on April 1. She replaces Gene Thorvald, who retired in January after 22 fairs.</p>"
        "<p>&quot;The fair is the one week a year the whole county is in the same place,&quot; Okerlund said. &quot;I want to keep it that way and get a few more teenagers running things.&quot;</p>"
        "<p>The 2013 fair runs July 17-21. The board also approved a $2 increase in the gate price, to $8 for adults. Children under 12 remain free.</p></div>"
        '<div class="related"><h4>Related</h4><ul><li><a href="#">Thorvald retires after 22 fairs</a></li><li><a href="#">Grandstand lineup announced for July</a></li></ul></div>'
    )
    after = (
        '<div class="ws-comments"><h3>Comments</h3><div id="yakkit_thread" data-yakkit-state="rendered"><div class="yk-layout">'
        '<nav class="yk-nav"><ul class="yk-tabs"><li class="yk-tab yk-tab-active"><a href="#">0 comments</a></li>'
        '<li class="yk-tab"><a href="#">Northfork 7 News</a></li></ul><span class="yk-login"><a href="#">Login</a> &#9662;</span></nav>'
        '<div class="yk-sorting"><a href="#" class="yk-recommend">&#9733; Recommend</a> <a href="#">Share</a> '
        '<span class="yk-sort">Sort by <a class="yk-sel" href="#">Best</a> <a href="#">Newest</a> <a href="#">Oldest</a></span></div>'
        '<div class="yk-newpost"><div class="yk-textarea">Start the discussion&hellip;</div></div>'
        '<ul class="yk-posts"></ul><div class="yk-empty">Be the first to comment.</div>'
        '<div class="yk-footer"><a href="#">Subscribe</a> &middot; <a href="#">Add Yakkit to your site</a></div></div></div></div>'
    )
    side = (
        '<div class="rmod"><h4>First Alert Weather</h4><p>Northfork: 31&deg;F, light snow. Tonight: 18&deg;F.</p></div>'
        '<div class="rmod"><h4>Most popular</h4>'
        + counted(
            """
Fair board names Linda Okerlund director of the Northfork County Fair | 3,902
School closings and delays | 12,448
Deputies: driver fled after crash on Highway 14 | 5,071
Elm Prairie girls win sectional in overtime | 4,460
Grain prices: corn up 6 cents | 1,118
""",
            "views",
        )
        + "</div>"
        '<div class="rmod"><h4>School closings</h4><p>3 closings, 11 delays. <a href="#">See the full list</a></p></div>'
        '<div class="rmod"><h4>Contests</h4><ul><li><a href="#">Win a family fair pass</a></li><li><a href="#">Cutest pet photo</a></li></ul></div>'
    )
    page = Page(
        title="Fair board names Linda Okerlund director of the Northfork County Fair",
        site="Northfork 7 News",
        tagline="Local news, weather and sports for the Northfork region",
        menu=("Home", "News", "Weather", "Sports", "Ag Report", "Video", "Community", "Contact Us"),
        post=post,
        after=after,
        side=side,
        foot="&copy; 2013 Northfork 7 News. All rights reserved. <a href='#'>Closed captioning</a> &middot; <a href='#'>Public file</a>",
        top="31&deg; Snow",
        style=".yk-tabs{list-style:none;display:inline;padding:0}.yk-tab{display:inline;margin-right:12px}.yk-tab-active{font-weight:bold}.yk-empty{color:#888;padding:12px 0}",
        end=tags,
    )
    return make(
        "dd-plain-yakkit-northfork",
        "lookalike",
        station(page),
        [],
        path="/story/22140917/fair-board-names-new-director",
        container="-",
        heading=None,
        description="A TV station's story of 2013 whose blog comment network widget loaded with nothing in it: '0 comments', "
        "'Start the discussion…', 'Be the first to comment.', the sort tabs and the login; most popular with counts, weather, school closings.",
        files=files,
    )


def plain_friendwall_markets() -> Case:
    tags, files = loader(
        "friendwall",
        "window.fwAsyncInit = function() { FW.init({ appId: '518820044102', xfbml: true }); };",
        "FW",
    )
    post = (
        '<div class="post" id="post-2290"><h1 class="entry-title">Dunleith co-op gets the go-ahead for a 1.2 million bushel elevator</h1>'
        '<div class="entry-meta">Posted on <span class="entry-date">August 21, 2012</span> by <a href="/author/kari/">Kari Lindgren</a></div>'
        + share_bar((("Like", "87"), ("Tweet", "15"), ("Share", "4")), "sharing")
        + '<div class="entry-content">'
        "<p>The Dunleith Farmers Cooperative will break ground next month on a new concrete elevator along the rail spur east of town, after the county zoning board approved the project 4-1 on Monday night.</p>"
        "<p>The $14.6 million elevator will hold 1.2 million bushels and let the co-op load 110-car shuttle trains, which get a better freight rate than the 25-car trains the old wooden elevator can handle.</p>"
        "<p>General manager Russ Halvorsen said the co-op hopes to take corn at the new site by the 2013 harvest. &quot;This year&#39;s drought crop is small enough that the old house can handle it,&quot; he said. &quot;Next year, we hope, will be a different story.&quot;</p>"
        "<p>The lone no vote came from board member Carol Esch, who said she worried about truck traffic on County Road 9.</p>"
        '<p class="markets"><b>Dunleith cash bids, Aug. 21 close:</b> corn $7.92, soybeans $16.84, spring wheat $8.96.</p></div>'
        '<div class="entry-utility">Filed under <a href="/category/co-ops/">Co-ops</a>, <a href="/category/grain/">Grain</a></div></div>'
    )
    after = (
        '<div id="comments"><h3>Comments</h3><div class="fwc-plugin" id="fwc-comments" data-friendwall-state="rendered">'
        '<div class="fwc-top"><span class="fwc-total">0 comments</span> <label class="fwc-sort">Sort by '
        '<select><option selected="selected">Top</option><option>Newest</option><option>Oldest</option></select></label></div>'
        '<div class="fwc-composer"><img src="/_avatar/fwc-guest.svg" width="48" height="48" alt="" /><textarea placeholder="Add a comment..."></textarea>'
        '<label><input type="checkbox" checked="checked" /> Also post on Friendwall</label> <span class="fwc-as">Posting as a guest &middot; <a href="#">Log in</a></span></div>'
        '<ul class="fwc-list"></ul><div class="fwc-foot"><a href="#">Friendwall social plugin</a></div></div></div>'
    )
    side = (
        '<div class="widget"><h3>Recommendations</h3><div class="fwr-plugin" data-friendwall-state="rendered">'
        '<p class="fwr-login"><a href="#">Log in to Friendwall</a> to see what your friends are recommending.</p><ul class="fwr-list">'
        '<li><a href="/2012/08/14/drought-map/">Drought map: where the corn is worst</a> <span class="fwr-n">1,204 people recommend this.</span></li>'
        '<li><a href="/2012/08/02/land-values/">Farmland values keep climbing, survey says</a> <span class="fwr-n">316 people recommend this.</span></li>'
        '<li><a href="/2012/07/30/fair-results/">County fair: grand champion steer sells for $11,000</a> <span class="fwr-n">288 people recommend this.</span></li>'
        '</ul><p class="fwr-foot">Friendwall social plugin</p></div></div>'
        '<div class="widget"><h3>Cash bids</h3><table><tr><th></th><th>Close</th><th>Chg</th></tr><tr><td>Corn</td><td>7.92</td><td>+0.06</td></tr>'
        "<tr><td>Soybeans</td><td>16.84</td><td>-0.11</td></tr><tr><td>Wheat</td><td>8.96</td><td>+0.02</td></tr></table></div>"
        '<div class="widget"><h3>Most read</h3>'
        + counted(
            """
Drought map: where the corn is worst | 8,812
Dunleith co-op gets the go-ahead for a 1.2 million bushel elevator | 2,040
Hay shortage sends buyers out of state | 1,915
""",
            "reads",
        )
        + "</div>"
        '<div class="widget"><h3>Archives</h3><ul><li><a href="#">August 2012</a> (11)</li><li><a href="#">July 2012</a> (16)</li></ul></div>'
    )
    page = Page(
        title="Dunleith co-op gets the go-ahead for a 1.2 million bushel elevator",
        site="Prairie Markets",
        tagline="Farm business news from the northern plains",
        menu=("Home", "Grain", "Livestock", "Co-ops", "Weather", "Markets", "About"),
        post=post,
        after=after,
        side=side,
        foot="&copy; 2012 Prairie Markets. Market data delayed 10 minutes.",
        head='<meta property="fw:app_id" content="518820044102">',
        style=".fwc-top{border-bottom:1px solid #ddd;padding:6px 0}.fwc-list{padding:0}.fwr-list{padding-left:16px}.fwr-n{display:block;color:#90949c;font-size:11px}",
        end='<div id="fw-root"></div>' + tags,
    )
    return make(
        "dd-plain-friendwall-markets",
        "lookalike",
        newsblog(page),
        [],
        path="/2012/08/21/dunleith-elevator-approved/",
        container="-",
        heading=None,
        description="A farm-business news blog's post of 2012 whose social comment plugin loaded with nothing in it ('0 comments', "
        "'Add a comment...', 'Also post on Friendwall'), beside the same network's Recommendations box with counts; cash bids, most read.",
        files=files,
    )


def plain_dd() -> list[Case]:
    return [plain_yakkit_station(), plain_friendwall_markets()]
