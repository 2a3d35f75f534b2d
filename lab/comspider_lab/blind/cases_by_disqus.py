"""Blind set BY: a US county paper's story of 2011 with the comment widget of a third-party host rendered into the page
as that widget's classic version drew it (flat list items indented by an inline margin, "NN hours ago" with the full
time in a title, likes, a moderator's badge), 30 of 58 comments shown before its "Load more comments" link, the
widget's reactions (tweets about the story) and its loader script after it (en). Every class name, name, place and
text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_by_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    esc,
    links,
    num,
    paras,
    rows,
    seeds,
    talk,
    walk,
)


def en_disqus_long() -> Case:
    ns = talk("""
Dale Whitcomb @ 22 hours ago|June 14, 2011 9:02 AM [likes=14] :: Finally. I've sat at that four-way stop behind gravel trucks every morning for eleven years. Anything is better than what we have now.
  RoadWarrior_62 @ 21 hours ago|June 14, 2011 9:40 AM [likes=3] :: Wait until those same gravel trucks try to get around a roundabout. They'll be driving over the middle of it.
    Dale Whitcomb @ 21 hours ago|June 14, 2011 10:05 AM [likes=6] :: The article says the center has a mountable apron for exactly that. Trucks are allowed to use it.
      RoadWarrior_62 @ 20 hours ago|June 14, 2011 10:31 AM :: Fair enough, I missed that part. Still think people around here won't know how to yield.
  Kim T. @ 21 hours ago|June 14, 2011 9:51 AM [likes=2] :: Same here, except I'm behind the school buses. Twenty minutes to go two miles some mornings.
Harlow Taxpayer @ 22 hours ago|June 14, 2011 9:15 AM [likes=9] :: $2.1 million for a circle of grass. Meanwhile County Road 14 still has potholes you could lose a tire in.
  Jen Okafor @ 21 hours ago|June 14, 2011 9:58 AM [likes=11] :: Most of that money is federal safety funding that can only be spent on intersections with a crash history. It can't go to CR 14 anyway.
    Harlow Taxpayer @ 20 hours ago|June 14, 2011 10:44 AM :: Federal money is still our money.
    Mike Brandt @ 20 hours ago|June 14, 2011 11:02 AM [likes=4] :: True, but if Harlow turns it down it goes to some other county. Might as well fix the worst intersection we have.
  Gary L @ 20 hours ago|June 14, 2011 11:20 AM :: Agree with the Taxpayer. Fix the roads we have before building new stuff.
Sue Ellen Parks @ 21 hours ago|June 14, 2011 9:33 AM [likes=5] :: My daughter was in one of the crashes at that corner in 2009. She was T-boned by a pickup that rolled the stop sign. If this stops one more of those it's worth every penny.
  Pastor Ray Dunning @ 20 hours ago|June 14, 2011 10:50 AM [likes=7] :: Sue Ellen, I remember that night. Glad she is doing well now.
  Dale Whitcomb @ 20 hours ago|June 14, 2011 11:07 AM [likes=2] :: That's the thing people forget. Roundabouts don't stop crashes, but they turn the T-bones into fender benders.
bobcat_fan @ 21 hours ago|June 14, 2011 9:47 AM :: Will the farm equipment be able to get through? Half of Mill Road is combines in October.
  Harlow Valley Courier @ 20 hours ago|June 14, 2011 11:15 AM [mod,likes=8] :: Good question. County engineer Tom Reese told us the design was checked against a 16-foot-wide combine header, and the apron is built for it. We'll ask for the drawings and post them with our next story.
    bobcat_fan @ 19 hours ago|June 14, 2011 12:02 PM :: Thanks for asking. Would like to see the drawing.
Linda M. @ 20 hours ago|June 14, 2011 10:12 AM :: Where are people supposed to go during construction? The article says the detour is through Millbrook, that's a nightmare for the people who live on Oak Street.
  Oak Street resident @ 19 hours ago|June 14, 2011 12:30 PM [likes=6] :: We live on Oak and nobody asked us. There are 40 kids on this street and no sidewalks.
    Jen Okafor @ 18 hours ago|June 14, 2011 1:12 PM [likes=3] :: There's a public meeting on the detour June 28 at the township hall. Worth showing up and saying exactly that.
Chuck Haverly @ 19 hours ago|June 14, 2011 12:18 PM [likes=1] :: We have one of these in Clement County on Route 31. Took everybody about a month to get used to it and now nobody even thinks about it.
  Kim T. @ 18 hours ago|June 14, 2011 1:40 PM :: The one in Clement County is great. I go through it on the way to my mother's.
  RoadWarrior_62 @ 18 hours ago|June 14, 2011 1:55 PM :: The one in Clement County had a semi tip over in it the first winter.
    Chuck Haverly @ 17 hours ago|June 14, 2011 2:20 PM [likes=5] :: That driver was doing 45 on ice. He would have gone into the ditch at a stop sign too.
retired_teacher @ 17 hours ago|June 14, 2011 2:36 PM :: Please put up signs explaining how to use it. Older drivers like me would appreciate a diagram in the paper too.
  Harlow Valley Courier @ 16 hours ago|June 14, 2011 3:30 PM [mod,likes=4] :: We will run a how-to graphic before it opens next summer. Thanks for the suggestion.
Mike Brandt @ 15 hours ago|June 14, 2011 4:45 PM :: Does anyone know if they're keeping the old oak tree on the northeast corner? It's been there longer than the road.
  Linda M. @ 14 hours ago|June 14, 2011 5:20 PM [likes=2] :: According to the plan posted at the county building it stays. The circle is shifted a little to the south.
TruckerDan @ 12 hours ago|June 14, 2011 7:48 PM :: I drive a 53-foot trailer through there twice a day. Roundabouts done right are fine. Done wrong they're a disaster. Hope they talked to some actual truck drivers.
Sam Pruitt @ 9 hours ago|June 14, 2011 10:33 PM :: They'll close the road for six months and go three months over, just like the bridge on Route 9.
  Gary L @ 8 hours ago|June 14, 2011 11:05 PM [likes=3] :: The bridge was the state, not the county. Different contractor too.
""")

    def item(i: int, d: int) -> str:
        n = ns[i]
        rel, _, full = n.at.partition("|")
        likes = int(n.tag("likes", "0") or 0)
        mod = bool(n.tag("mod"))
        cid = 224500000 + 1731 * i
        badge = ' <span class="dsq-moderator-star" title="Moderator">★ Moderator</span>' if mod else ""
        like_txt = (f"{likes} Like" + ("s" if likes != 1 else "")) if likes else ""
        return (
            f'<li id="dsq-comment-{cid}" class="dsq-comment dsq-clearfix{" dsq-moderator" if mod else ""}" style="margin-left:{46 * d}px">'
            f'<div id="dsq-comment-header-{cid}" class="dsq-comment-header"><div class="dsq-header-avatar">'
            f'<a class="dsq-avatar" href="#" title="{esc(n.who)}"><img src="/_avatar/dsq-{i}.svg" width="32" height="32" alt="Avatar" /></a></div>'
            f'<cite class="dsq-comment-header-author"><a href="/_profile/{num(n.who, 1000, 9999)}" rel="nofollow">{esc(n.who)}</a></cite>{badge}'
            f'<span class="dsq-comment-header-meta"><a href="#comment-{cid}" class="dsq-comment-header-time" title="{esc(full)}">{esc(rel)}</a></span></div>'
            f'<div class="dsq-comment-body"><div class="dsq-comment-message" id="dsq-comment-message-{cid}">{paras(n.body)}</div></div>'
            f'<div class="dsq-comment-footer"><span class="dsq-comment-footer-likes">'
            f'<a class="dsq-like" href="#" onclick="return false">Like</a>{f" <span class=dsq-like-count>{like_txt}</span>" if like_txt else ""}</span>'
            f' <span class="dsq-comment-footer-reply"><a class="dsq-comment-footer-reply-tab" href="#" onclick="return false">Reply</a></span>'
            f' <a class="dsq-flag" href="#" onclick="return false" title="Flag as inappropriate">Flag</a></div></li>'
        )

    thread = "".join(item(i, d) for i, d in walk(ns))
    tweets = rows("""
harlowcourier | Harlow Valley Courier | County approves $2.1M roundabout at Route 9 and Mill Road, work starts spring 2012 | 23 hours ago
millbrookmom | Tara Jennings | So the detour for the Route 9 roundabout goes right past the elementary school?? | 20 hours ago
TomReesePE | Tom Reese | Design drawings for the Rt 9/Mill Rd roundabout will be on the county site next week. | 15 hours ago
""")
    reactions = (
        '<div id="dsq-reactions"><h3 class="dsq-h3-reactions">Reactions</h3><ul class="dsq-list-reactions">'
        + "".join(
            f'<li class="dsq-reaction"><img src="/_avatar/tw-{h}.svg" width="24" height="24" alt="" /> '
            f'<a href="https://twitter.com/{h}" class="dsq-reaction-author">{esc(name)}</a> '
            f'<span class="dsq-reaction-body">{esc(text)}</span> <span class="dsq-reaction-meta">from <b>Twitter</b> · {esc(when)}</span></li>'
            for h, name, text, when in tweets
        )
        + '</ul><p class="dsq-trackback-url">Trackback URL <input type="text" value="http://harlowvalley.disqus.com/route_9_roundabout/trackback/" size="44" readonly="readonly" /></p></div>'
    )
    thread_block = (
        '<div id="disqus_thread"><div id="dsq-content">'
        '<div id="dsq-global-toolbar"><ul class="dsq-global-toolbar-left"><li><a href="#" onclick="return false">Community</a></li>'
        '<li><a href="#" onclick="return false">Login</a></li></ul><ul class="dsq-global-toolbar-right"><li>Powered by <b>DISQUS</b></li></ul></div>'
        '<h3 id="dsq-add-new-comment">Add New Comment</h3><div class="dsq-login-buttons">Login with <a href="#">Disqus</a> <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">Yahoo</a> <a href="#">OpenID</a></div>'
        '<div class="dsq-textarea-wrapper"><textarea placeholder="Type your comment here." rows="3" cols="60"></textarea></div><p><input type="button" value="Post as …" /></p>'
        '<div class="dsq-options"><h3 id="dsq-comment-count">Showing 30 of 58 comments</h3>'
        '<span class="dsq-sort">Sort by <select><option>Popular now</option><option>Newest first</option><option selected="selected">Oldest first</option></select></span>'
        ' <span class="dsq-subscribe"><a href="#">Subscribe by email</a> · <a href="/feeds/route_9_roundabout/latest.rss">Subscribe by RSS</a></span></div>'
        f'<ul id="dsq-comments">{thread}</ul>'
        '<div id="dsq-pagination"><a class="dsq-paginate-append-text" href="#" onclick="return false">Load more comments</a></div>'
        + reactions
        + '</div></div><script type="text/javascript">var disqus_shortname = "harlowvalley"; var disqus_identifier = "story-118234";'
        " (function () { var dsq = document.createElement('script'); dsq.type = 'text/javascript'; dsq.async = true;"
        " dsq.src = 'http://' + disqus_shortname + '.disqus.invalid/embed.js'; })();</script>"
        '<noscript>Please enable JavaScript to view the <a href="http://disqus.com/?ref_noscript">comments powered by Disqus.</a></noscript>'
    )
    after = (
        '<div class="nw-related"><h3>Related stories</h3><ul>'
        '<li><a href="/news/2011/05/route-9-crash-mill-road">Two hurt in Route 9 crash at Mill Road</a> <small>(May 3)</small></li>'
        '<li><a href="/news/2011/02/county-road-budget">County road budget: what gets fixed this year</a> <small>(Feb. 17)</small></li>'
        '<li><a href="/news/2010/11/roundabout-clement-county">Clement County roundabout one year later</a> <small>(Nov. 8, 2010)</small></li></ul></div>'
        '<div class="nw-comments-head"><h2>Comments</h2><p class="nw-rules">Comments are the opinions of readers, not of the Courier. '
        '<a href="/terms">Terms of use</a>. Use the Flag link to report abuse.</p></div>' + thread_block
    )
    side = (
        box(
            "en-harlow",
            "Most read",
            links(
                (
                    "Harlow girls win regional softball title",
                    "County approves roundabout at Route 9 and Mill Road",
                    "Fireworks moved to fairgrounds this year",
                    "Police: Man drove tractor to bar, then home",
                    "Obituary: Evelyn Marsh, 91",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "en-harlow",
            "Most commented",
            links(
                (
                    "County approves roundabout at Route 9 and Mill Road",
                    "Letter: Stop wasting money on bike lanes",
                    "School board picks new superintendent",
                ),
                "/news/",
                "ol",
                ("(58)", "(41)", "(27)"),
            ),
        )
        + box(
            "en-harlow",
            "Weather",
            "<p><b>Harlow</b> 78°F, scattered storms. Thu 81° / Fri 84°</p>",
        )
        + box(
            "en-harlow",
            "Like us on Facebook",
            "<p><b>The Harlow Valley Courier</b> on Facebook<br />2,318 people like The Harlow Valley Courier.</p><p>"
            + "".join(
                f'<img src="/_avatar/fbfan-{k}.svg" width="32" height="32" alt="" /> ' for k in range(8)
            )
            + "</p>",
        )
    )
    style = (
        "#disqus_thread{margin-top:14px}#dsq-global-toolbar{overflow:hidden;background:#f5f5f5;border:1px solid #ddd;font-size:11px;padding:3px 6px}"
        "#dsq-global-toolbar ul{list-style:none;margin:0;padding:0}.dsq-global-toolbar-left{float:left}.dsq-global-toolbar-left li{display:inline;margin-right:8px}.dsq-global-toolbar-right{float:right}"
        "#dsq-comments{list-style:none;margin:10px 0;padding:0}.dsq-comment{border-top:1px solid #e5e5e5;padding:8px 0}.dsq-header-avatar{float:left;margin-right:8px}"
        ".dsq-comment-header-author{font-style:normal;font-weight:bold}.dsq-comment-header-time{color:#999;font-size:11px;margin-left:8px}.dsq-comment-message{margin-left:40px}"
        ".dsq-comment-footer{margin-left:40px;font-size:11px;color:#777}.dsq-comment-footer a{color:#777;margin-right:6px}.dsq-moderator-star{color:#c60;font-size:10px;margin-left:4px}"
        "#dsq-pagination{text-align:center;background:#f0f0f0;padding:8px;font-weight:bold}.dsq-list-reactions{list-style:none;padding:0;font-size:12px}.nw-rules{font-size:11px;color:#777}"
    )
    piece = Piece(
        "County approves roundabout at Route 9 and Mill Road",
        "By Karen Ostrowski, Staff Writer",
        "2011-06-14T06:00:00-05:00",
        "June 14, 2011 6:00 AM",
        """
HARLOW — The county's most dangerous intersection will become its first roundabout. The Harlow County Board of Commissioners voted 4-1 Monday night to build a single-lane roundabout at Route 9 and Mill Road, where 23 crashes have been reported since 2006.

The $2.1 million project is paid mostly with federal highway safety money, with the county covering about $260,000. Construction is expected to start in April 2012 and take six months, with traffic detoured through Millbrook.

County engineer Tom Reese said the design includes a mountable truck apron so that semis and farm equipment can get through. "We looked at every option, including a traffic light," Reese said. "The roundabout was the one that cut serious crashes the most."

Commissioner Walt Hagen, who voted no, said residents he spoke with were "not ready" for a roundabout and that the money would be better spent on resurfacing. A public meeting on the detour is scheduled for June 28 at the Millbrook Township Hall.
""",
        dek="Commissioners vote 4-1 for $2.1 million project at intersection with 23 crashes since 2006",
        section="News",
        tags=("Route 9", "roads", "county board"),
        caption="Traffic backs up at the four-way stop at Route 9 and Mill Road on Monday. (Courier photo / Dave Lindgren)",
    )
    return case(
        "by-en-widget-long",
        "discussion",
        "en-harlow",
        piece,
        Bits(
            head='<script type="text/javascript" async="async" src="http://harlowvalley.disqus.invalid/embed.js"></script>\n',
            after=after,
            side=side,
            style=style,
        ),
        seeds(ns, keep_when=False),
        path="/news/2011/06/14/county-approves-roundabout-route-9-mill-road",
        reveal="on_load (the widget's rendered DOM saved in the page); 28 more comments behind 'Load more comments', not in the page",
        container="div#disqus_thread > div#dsq-content > ul#dsq-comments: flat li.dsq-comment, replies only by an inline margin-left (46px a level, four levels)",
        heading="Comments",
        description="A US county paper's story of June 2011 on a roundabout, with a third-party widget's classic rendering saved into the page: a toolbar, login buttons, an empty comment box, 'Showing 30 of 58 comments', a sort menu, 30 comments as flat list items whose replies are shown only by an inline left margin (four levels deep), relative times with the full time in a title, like counts, the newsroom's two answers with a moderator's star, then 'Load more comments' (the other 28 not in the page), the widget's 'Reactions' (three tweets about the story) and a trackback URL. Right column: most read, most commented with counts, weather, a fan box. Most awkward: the nesting is only in style attributes, and the tweets below are in the widget's own markup.",
        static=True,
        lookalikes=("the widget's reactions: three tweets about the story", "most commented with counts"),
    )


def disqus_by() -> list[Case]:
    return [en_disqus_long()]
