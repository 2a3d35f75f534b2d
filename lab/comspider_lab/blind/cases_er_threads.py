"""Blind set ER: three discussions drawn into the page by hosted comment systems of 2010-2012, saved as the browser's
DOM after the widget ran: a Disqus-like 2011 embed on an American city blog (one flat list, depth by inline
margins), an IntenseDebate-like widget on a German WordPress blog of 2010 (nested thread blocks, reputation points,
votes) and a Livefyre-like v2 stream on a French regional news site of 2012 (articles nested by depth, "via
Twitter" sources, a "show more" button whose comments are not in the page). Every site, name, place and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_er_common import Case, esc, kids, make, page, paras, talk

# --------------------------------------------------------------------------- en: Disqus-like embed, 2011


def en_disqus() -> Case:
    cs = talk("""
Megan Toller @ 5 hours ago ~ 2011-06-15T16:02:00Z :: Finally. We've been driving to Dunmore every Friday for the taco truck since they got run off Canal Street. Happy to spend that money in our own town instead.
>Rick Abernathy @ 4 hours ago ~ 2011-06-15T16:40:00Z :: The restaurants on Canal pay rent and property tax all year. The trucks show up, park in front of them and leave. I don't think that's fair to the people who actually invested downtown.
>>Megan Toller @ 4 hours ago ~ 2011-06-15T17:05:00Z :: The zone is in the Depot Street lot, Rick, two blocks away from Canal. Nobody is parking in front of your restaurant.
>>J.P. Sorensen @ 3 hours ago ~ 2011-06-15T17:48:00Z :: They pay a permit fee of $600 a year under this ordinance plus a health inspection. Read the article, it's in the fourth paragraph.
>Lena Kowalczyk @ 3 hours ago ~ 2011-06-15T18:01:00Z :: Dunmore's Friday truck night is the best thing that happened to that town in years. Marlow Falls is late to the party as usual.
fallsdad77 @ 4 hours ago ~ 2011-06-15T16:55:00Z :: Where are people supposed to park? The Depot lot is already full every night the minor league team plays.
>Tom Brandvold @ 2 hours ago ~ 2011-06-15T19:12:00Z :: On game nights the trucks aren't allowed, it says so in the ordinance. Thursday and Friday only, April through October, and not when the Millers are at home.
Guest @ 3 hours ago ~ 2011-06-15T18:20:00Z :: Will there be bathrooms? Last time they did the festival in that lot there was one porta-potty for 2,000 people.
Denise Albright @ 2 hours ago ~ 2011-06-15T19:30:00Z :: I run the kitchen at Ellie's on Second. I'm not against the trucks at all, some of them buy their bread from us. // What I'd like to see is the same inspection schedule for them that we get. Two surprise visits a year, not one announced one.
>Chris Haight @ 1 hour ago ~ 2011-06-15T20:05:00Z :: That's a fair point and the only one in this thread I agree with 100%.
Omar Siddiqi @ 1 hour ago ~ 2011-06-15T20:22:00Z :: The vote was 5-2. Anyone know who the two no votes were? The story doesn't say.
Pat Lindqvist @ 34 minutes ago ~ 2011-06-15T20:56:00Z :: See you all at the Depot lot on the first Friday. I'll be the guy in line for the pierogi truck.
""")
    k = kids(cs)
    likes = {0: 9, 1: 2, 2: 11, 3: 6, 5: 3, 6: 4, 8: 14, 9: 1, 10: 5}
    ids = [2310511 + 37 * i for i in range(len(cs))]

    def item(i: int) -> str:
        c = cs[i]
        cid = ids[i]
        guest = c.who == "Guest"
        name = (
            f'<span class="dsq-commenter-name">{esc(c.who)}</span>'
            if guest
            else f'<a href="http://disqus.com/{esc(c.who.lower().replace(" ", "_").replace(".", ""))}/" id="dsq-author-user-{cid}" target="_blank" rel="nofollow" class="dsq-commenter-name">{esc(c.who)}</a>'
        )
        liked = likes.get(i)
        activity = (
            f'<span class="dsq-like-activity dsq-hidden-m">{liked} {"person" if liked == 1 else "people"} liked this.</span>'
            if liked
            else ""
        )
        return (
            f'<li id="dsq-comment-{cid}" class="dsq-comment dsq-clearfix{" dsq-comment-is-guest" if guest else ""}" style="margin-left:{c.depth * 46}px;">'
            f'<div id="dsq-comment-header-{cid}" class="dsq-comment-header">'
            f'<div class="dsq-header-avatar"><a class="dsq-avatar" href="#" title="{esc(c.who)}"><img src="/_avatar/dsq-{cid}.svg" alt="Avatar" width="32" height="32" /></a></div>'
            f'<cite id="dsq-cite-{cid}">{name}</cite>'
            f'<span class="dsq-comment-header-meta"> <a href="#comment-{cid}" class="dsq-comment-header-time" title="{esc(c.iso)}">{esc(c.at)}</a></span>'
            "</div>"
            f'<div id="dsq-comment-body-{cid}" class="dsq-comment-body"><div id="dsq-comment-message-{cid}" class="dsq-comment-message">{paras(c.body, br=True)}</div></div>'
            f'<div class="dsq-comment-footer dsq-clearfix"><div class="dsq-comment-footer-left">'
            f'<a href="#" class="dsq-button-small dsq-like" onclick="return false;"><span class="dsq-like-thumb"></span> Like</a> '
            f'<a href="#" class="dsq-button-small dsq-comment-reply" onclick="return false;">Reply</a></div>'
            f'<div class="dsq-comment-footer-right">{activity} <a href="#" class="dsq-comment-flag" title="Flag as inappropriate">Flag</a></div></div>'
            "</li>"
        )

    order: list[int] = []

    def walk(p: int | None) -> None:
        for j in k.get(p, []):
            order.append(j)
            walk(j)

    walk(None)
    thread = "".join(item(i) for i in order)
    disqus = f"""<div id="disqus_thread"><div id="dsq-content">
<div id="dsq-global-toolbar" class="dsq-clearfix"><div class="dsq-global-toolbar-left"><ul id="dsq-global-toolbar-dropdown"><li class="dsq-first"><a href="#" onclick="return false;">Login</a></li></ul></div>
<div class="dsq-global-toolbar-right"><a href="http://disqus.com/" class="dsq-brlink">About Disqus</a></div></div>
<div id="dsq-new-post" class="dsq-post-area"><h3>Add New Comment</h3>
<div class="dsq-login-buttons"><span class="dsq-login-label">Login with</span> <a href="#" class="dsq-login-button dsq-login-disqus">Disqus</a> <a href="#" class="dsq-login-button dsq-login-facebook">Facebook</a> <a href="#" class="dsq-login-button dsq-login-twitter">Twitter</a> <a href="#" class="dsq-login-button dsq-login-yahoo">Yahoo</a> <a href="#" class="dsq-login-button dsq-login-openid">OpenID</a></div>
<div class="dsq-textarea"><div class="dsq-textarea-wrapper"><textarea id="dsq-textarea" placeholder="Type your comment here."></textarea></div></div>
<div class="dsq-post-footer"><button type="button" class="dsq-button">Post as …</button></div></div>
<div id="dsq-comments-title"><h3>Showing <span id="dsq-num-posts">12</span> comments</h3></div>
<div id="dsq-sort-by" class="dsq-options"><span>Sort by</span> <select><option>Popular now</option><option>Best rating</option><option>Newest first</option><option selected="selected">Oldest first</option></select>
<span class="dsq-subscribe"><a href="#">Subscribe by email</a> <a href="http://marlowfallsbeat.disqus.com/food_trucks/latest.rss">Subscribe by RSS</a></span></div>
<ul id="dsq-comments">{thread}</ul>
<div id="dsq-pagination"></div>
<p class="dsq-brlink"><a href="http://disqus.com">blog comments powered by <span class="logo-disqus">Disqus</span></a></p>
</div></div>"""
    css = """body{margin:0;background:#e9e4d8;font:14px/1.5 Georgia,'Times New Roman',serif;color:#222}
#wrapper{width:960px;margin:0 auto;background:#fff;box-shadow:0 0 8px #aaa}
#header{background:#3b2f2f;color:#f3e6c8;padding:18px 24px}#header h1{margin:0;font:bold 36px Georgia}#header h1 a{color:#f3e6c8;text-decoration:none}
#header .tagline{font-style:italic;color:#c9b790}#menu{background:#7a2e1d}#menu ul{margin:0;padding:0;list-style:none;overflow:hidden}
#menu li{float:left}#menu a{display:block;padding:8px 14px;color:#fff;text-decoration:none;font:bold 12px Arial;text-transform:uppercase}
#content{float:left;width:620px;padding:20px 24px}#sidebar{float:right;width:270px;padding:20px 16px 20px 0;font-size:13px}
.post h2{font-size:28px;line-height:1.2;margin:0 0 6px}.postmeta{color:#777;font:12px Arial}.entry p{margin:0 0 14px}
.sharebar{margin:14px 0;padding:8px;background:#f5f1e8;font:12px Arial}.widget{margin-bottom:20px}.widget h3{font:bold 13px Arial;text-transform:uppercase;border-bottom:2px solid #7a2e1d}
.widget ul{margin:0;padding-left:16px}#footer{clear:both;background:#3b2f2f;color:#c9b790;padding:16px 24px;font:12px Arial}
#dsq-content{font:13px/1.45 Arial,sans-serif;margin-top:24px}#dsq-content h3{font-size:16px;margin:12px 0}#dsq-comments{list-style:none;margin:0;padding:0}
.dsq-comment{border-top:1px solid #e3e3e3;padding:10px 0}.dsq-comment-header{overflow:hidden}.dsq-header-avatar{float:left;margin-right:8px}
.dsq-commenter-name{font-weight:bold;font-style:normal;color:#1d5e8c}cite{font-style:normal}.dsq-comment-header-time{color:#999;font-size:11px}
.dsq-comment-message{margin:6px 0 6px 40px}.dsq-comment-footer{margin-left:40px;font-size:11px;color:#888}.dsq-comment-footer-left{float:left}.dsq-comment-footer-right{float:right}
.dsq-clearfix:after{content:'';display:block;clear:both}.dsq-button-small{color:#555;margin-right:8px}.dsq-textarea textarea{width:100%;height:60px}
.dsq-login-button{margin-right:6px}.dsq-brlink{font-size:11px;color:#999}"""
    body = f"""<div id="wrapper">
<div id="header"><h1><a href="/">The Marlow Falls Beat</a></h1><div class="tagline">News, food and arguments from the Falls since 2007</div></div>
<div id="menu"><ul><li><a href="/">Home</a></li><li><a href="/category/city-hall/">City Hall</a></li><li><a href="/category/food/">Food &amp; Drink</a></li><li><a href="/category/schools/">Schools</a></li><li><a href="/category/sports/">Millers Baseball</a></li><li><a href="/about/">About</a></li></ul></div>
<div id="content">
<div class="post" id="post-4182">
<h2>Council approves food truck zone at Depot Street lot</h2>
<div class="postmeta">Posted by <a href="/author/gwen/">Gwen Rademacher</a> on June 15, 2011 in <a href="/category/city-hall/">City Hall</a>, <a href="/category/food/">Food &amp; Drink</a> | <a href="#disqus_thread">12 Comments</a></div>
<div class="sharebar"><a href="#">Tweet</a> · <a href="#">Like</a> 48 · <a href="#">Email this</a> · <a href="#">Print</a></div>
<div class="entry">
<p>After two years of complaints and one packed public hearing, the Marlow Falls City Council voted 5-2 on Tuesday night to let food trucks sell in the city-owned lot on Depot Street.</p>
<p>Under the new ordinance, up to six trucks can park in the lot on Thursday and Friday evenings from April through October. Trucks will not be allowed on nights when the Millers play at home, because the lot is used for overflow parking.</p>
<p>Vendors will need a city permit, at $600 a year, and must pass a county health inspection before their first night. The permit also requires each truck to carry its own trash out.</p>
<p>Trucks were effectively pushed off Canal Street in 2009, when the council banned curbside vending within 200 feet of a restaurant entrance. Several moved to neighboring Dunmore, which has run a Friday truck night since last summer.</p>
<p>The first truck night under the new rules could happen as soon as July 7, city clerk Joanne Perrault said, depending on how quickly permits are processed.</p>
</div>
<div class="postmeta">Tags: <a href="/tag/food-trucks/">food trucks</a>, <a href="/tag/depot-street/">Depot Street</a>, <a href="/tag/city-council/">city council</a></div>
</div>
{disqus}
</div>
<div id="sidebar">
<div class="widget"><h3>Search</h3><form action="/"><input type="text" name="s" /> <input type="submit" value="Go" /></form></div>
<div class="widget"><h3>Popular Threads</h3><ul class="dsq-widget-list"><li class="dsq-widget-item"><a href="/2011/06/millers-stadium-lights/">Millers want new stadium lights, ask city to pay half</a> <span class="dsq-widget-comment-count">41 comments</span></li><li class="dsq-widget-item"><a href="/2011/06/school-board-budget/">School board cuts two bus routes</a> <span class="dsq-widget-comment-count">33 comments</span></li><li class="dsq-widget-item"><a href="/2011/05/canal-street-potholes/">The Canal Street pothole census</a> <span class="dsq-widget-comment-count">19 comments</span></li></ul></div>
<div class="widget"><h3>Categories</h3><ul><li><a href="/category/city-hall/">City Hall</a> (212)</li><li><a href="/category/food/">Food &amp; Drink</a> (96)</li><li><a href="/category/schools/">Schools</a> (74)</li><li><a href="/category/sports/">Millers Baseball</a> (58)</li></ul></div>
<div class="widget"><h3>Archives</h3><ul><li><a href="/2011/06/">June 2011</a></li><li><a href="/2011/05/">May 2011</a></li><li><a href="/2011/04/">April 2011</a></li></ul></div>
</div>
<div id="footer">© 2011 The Marlow Falls Beat · Powered by WordPress · Theme: Brownstone 1.2 · <a href="/feed/">Entries (RSS)</a></div>
</div>"""
    return make(
        "er-en-marlow-foodtrucks",
        "discussion",
        "en",
        page(
            "Council approves food truck zone at Depot Street lot",
            "The Marlow Falls Beat",
            "en",
            css,
            body,
            published="2011-06-15T14:10:00Z",
            author="Gwen Rademacher",
            url="http://marlowfallsbeat.com/2011/06/food-trucks-depot-street/",
            config="var disqus_shortname = 'marlowfallsbeat';\nvar disqus_identifier = '4182 http://marlowfallsbeat.com/?p=4182';\nvar disqus_url = 'http://marlowfallsbeat.com/2011/06/food-trucks-depot-street/';",
        ),
        cs,
        path="/2011/06/food-trucks-depot-street/",
        container="div#disqus_thread > div#dsq-content > ul#dsq-comments: one flat list of li.dsq-comment, depth by style margin-left (0/46/92px) only; cite > a.dsq-commenter-name (a guest: span), a.dsq-comment-header-time 'N hours ago', div.dsq-comment-message with <br><br> between paragraphs, Like/Reply/Flag footer",
        heading="Showing 12 comments",
        description="An American city blog (WordPress) of June 2011 with a Disqus-like embed drawn in the page: login bar (Disqus, Facebook, Twitter, Yahoo, OpenID), 'Add New Comment', 'Showing 12 comments', a sort select and subscribe links, then one flat list whose replies are marked only by an inline left margin; a guest entry, 'N people liked this.', a 'Popular Threads' sidebar widget with comment counts.",
    )


# --------------------------------------------------------------------------- de: IntenseDebate-like widget, 2010


def de_intensedebate() -> Case:
    cs = talk("""
Kalle_Nordheide @ vor 2 Tagen ~ 2010-09-20T18:14:00Z :: Super Bericht, danke! Wir sind die Runde letzten Sonntag mit den Kindern gelaufen. Am Wehr ist der Weg aber seit dem Hochwasser gesperrt, da muss man über die Straße ausweichen. Vielleicht noch ergänzen?
>Birte @ vor 2 Tagen ~ 2010-09-20T19:02:00Z :: Danke für den Hinweis, Kalle! Ich habe eine Notiz unter die Karte gesetzt. Laut Gemeinde soll der Steg bis Oktober repariert sein.
>>Kalle_Nordheide @ vor 1 Tag ~ 2010-09-21T07:45:00Z :: Prima, dann versuchen wir es im Herbst noch mal, wenn die Blätter bunt sind.
Henning Lübbers @ vor 2 Tagen ~ 2010-09-20T20:31:00Z :: Den Hofladen am Ende kann ich auch empfehlen. Der Apfelkuchen ist sonntags allerdings ab drei Uhr meistens weg.
Moorhexe @ vor 1 Tag ~ 2010-09-21T09:10:00Z :: Ist die Strecke auch mit Kinderwagen machbar? Auf den Fotos sieht es stellenweise ziemlich matschig aus.
>Birte @ vor 1 Tag ~ 2010-09-21T10:26:00Z :: Bis zur Mühle ja, danach wird es sandig. Mit einem Geländekinderwagen geht es, mit einem Buggy würde ich an der Mühle umkehren.
>Jens P. @ vor 1 Tag ~ 2010-09-21T12:40:00Z :: Wir hatten den Buggy dabei und haben ihn das letzte Stück getragen. Ging, aber schön ist anders.
Ute aus Bremen @ vor 20 Stunden ~ 2010-09-21T16:55:00Z :: Wie lange seid ihr insgesamt unterwegs gewesen? 11 Kilometer klingt für mich nach einem ganzen Tag mit Pausen. // Und gibt es unterwegs irgendwo Toiletten?
>Birte @ vor 18 Stunden ~ 2010-09-21T18:30:00Z :: Wir haben mit Picknick knapp fünf Stunden gebraucht. Toiletten gibt es nur am Parkplatz und im Hofladen.
Sönke @ vor 5 Stunden ~ 2010-09-22T07:20:00Z :: Schöne Fotos! Welche Kamera benutzt du?
""")
    k = kids(cs)
    score = {
        "Kalle_Nordheide": "41",
        "Birte": "318",
        "Henning Lübbers": "12",
        "Moorhexe": "7",
        "Jens P.": "3",
        "Ute aus Bremen": "26",
        "Sönke": "1",
    }
    votes = [4, 3, 1, 2, 0, 3, 1, 2, 2, 0]

    def comment(i: int) -> str:
        c = cs[i]
        cid = 87423110 + 19 * i
        admin = c.who == "Birte"
        sub = "".join(comment(j) for j in k.get(i, []))
        children = f'<div class="idc-thread idc-thread-children">{sub}</div>' if sub else ""
        v = votes[i]
        return (
            f'<div class="idc-thread" id="idc-thread-{cid}">'
            f'<div class="idc-c{" idc-c-admin" if admin else ""}" id="IDComment{cid}"><a name="IDComment{cid}"></a>'
            '<div class="idc-c-h">'
            f'<a class="idc-avatar" href="http://intensedebate.com/people/{esc(c.who.replace(" ", ""))}"><img src="/_avatar/idc-{cid}.svg" width="38" height="38" alt="" /></a>'
            f'<div class="idc-c-h-inner"><span class="idc-a"><a href="http://intensedebate.com/people/{esc(c.who.replace(" ", ""))}" class="idc-a-nolink" rel="nofollow">{esc(c.who)}</a></span>'
            f'<span class="idc-score" title="Reputation">{score[c.who]}p</span>'
            + ('<span class="idc-admin-badge">Autor</span>' if admin else "")
            + f' <span class="idc-time"><a href="#IDComment{cid}" title="{esc(c.iso)}">{esc(c.at)}</a></span></div>'
            f'<div class="idc-v"><span class="idc-v-total">{"+" if v else ""}{v}</span><a href="#" class="idc-v-up" title="Gefällt mir">▲</a><a href="#" class="idc-v-down" title="Gefällt mir nicht">▼</a></div>'
            "</div>"
            f'<div class="idc-c-t"><div class="idc-c-t-inner">{paras(c.body)}</div></div>'
            '<div class="idc-c-b"><a href="#" class="idc-btn_s idc-reply" onclick="return false;"><span>Antworten</span></a> '
            '<a href="#" class="idc-share" onclick="return false;">Teilen</a> <a href="#" class="idc-flag" onclick="return false;">Melden</a></div>'
            f"</div>{children}</div>"
        )

    thread = "".join(comment(i) for i in k[None])
    idc = f"""<div id="idc-container-parent"><div id="idc-container">
<div id="idc-cover">
<div class="idc-head"><h3 id="idc-commentcount_label"><span id="idc-commentcount">10</span> Kommentare</h3>
<div class="idc-tabs"><a href="#" class="idc-tab idc-tab-sel">Kommentare (10)</a> <a href="#" class="idc-tab">Trackbacks (0)</a></div>
<div class="idc-sort">Sortieren nach: <a href="#" class="idc-sel">Älteste zuerst</a> | <a href="#">Neueste zuerst</a> | <a href="#">Beste Bewertung</a></div>
<div class="idc-subscribe"><a href="#">Kommentare per E-Mail abonnieren</a> · <a href="#">RSS</a></div></div>
{thread}
</div>
<div id="idc-loginbox" class="idc-loginbox"><h3>Kommentar schreiben</h3>
<div class="idc-login-options">Anmelden mit <a href="#">IntenseDebate</a> · <a href="#">WordPress.com</a> · <a href="#">Twitter</a> · <a href="#">Facebook</a> · <a href="#">OpenID</a> — oder als Gast kommentieren:</div>
<form class="idc-form"><p><input type="text" name="name" value="" /> <label>Name</label></p><p><input type="text" name="email" /> <label>E-Mail (wird nicht veröffentlicht)</label></p><p><input type="text" name="url" /> <label>Website</label></p>
<textarea name="comment" rows="6" cols="60"></textarea><p><input type="submit" value="Abschicken" class="idc-btn" /></p></form></div>
<div class="idc-poweredby">Kommentarsystem: <a href="http://intensedebate.com">IntenseDebate</a></div>
</div></div>"""
    css = """body{margin:0;background:#f2efe6 url(/_avatar/papier.svg);font:13px/1.6 'Trebuchet MS',Verdana,sans-serif;color:#333}
#page{width:900px;margin:20px auto;background:#fff;border:1px solid #d9d3c0}
#kopf{height:150px;background:#5b7f3a;color:#fff;padding:0 30px;overflow:hidden}#kopf h1{margin:40px 0 0;font:normal 40px Georgia}#kopf h1 a{color:#fff;text-decoration:none}#kopf p{margin:4px 0;color:#dbe8c9}
#navi{background:#3e5a27;padding:6px 30px}#navi a{color:#fff;margin-right:16px;text-decoration:none;font-weight:bold}
#haupt{float:left;width:580px;padding:24px 30px}#rand{float:right;width:220px;padding:24px 20px 24px 0}
.beitrag h2{color:#3e5a27;font:normal 26px Georgia;margin:0}.datum{color:#999;font-size:11px;text-transform:uppercase}
.beitrag img{border:4px solid #eee}.infobox{background:#f4f7ee;border-left:4px solid #5b7f3a;padding:8px 12px}
#rand h4{color:#3e5a27;border-bottom:1px dotted #5b7f3a;margin:16px 0 6px}#rand ul{margin:0;padding-left:16px}
#fuss{clear:both;border-top:1px solid #d9d3c0;padding:12px 30px;font-size:11px;color:#888}
#idc-container{margin-top:30px;font:12px/1.5 Arial,sans-serif}#idc-commentcount_label{font-size:17px;color:#3e5a27}
.idc-tabs,.idc-sort,.idc-subscribe{font-size:11px;color:#777;margin:4px 0}.idc-tab-sel{font-weight:bold}
.idc-thread{margin:0}.idc-thread-children{margin-left:40px}.idc-c{border:1px solid #e4e4e4;background:#fafafa;margin:8px 0;padding:8px}
.idc-c-admin{background:#eef4e6;border-color:#c9dbb2}.idc-c-h{overflow:hidden}.idc-avatar{float:left;margin-right:8px}.idc-a a{font-weight:bold;color:#2b5d8c}
.idc-score{font-size:10px;color:#999;margin-left:4px}.idc-admin-badge{background:#5b7f3a;color:#fff;font-size:9px;padding:0 4px;margin-left:4px}
.idc-time a{color:#999;font-size:11px}.idc-v{float:right;font-size:11px}.idc-v a{color:#aaa;text-decoration:none;margin-left:2px}.idc-v-total{font-weight:bold;color:#5b7f3a}
.idc-c-t{margin-left:46px}.idc-c-b{margin-left:46px;font-size:11px}.idc-c-b a{color:#777;margin-right:8px}
.idc-loginbox{margin-top:16px;background:#f7f7f7;padding:10px}.idc-poweredby{font-size:10px;color:#aaa;text-align:right}"""
    body = f"""<div id="page">
<div id="kopf"><h1><a href="/">Draußen im Teufelsmoor</a></h1><p>Wandern, Radeln und Entdecken zwischen Wümme und Hamme</p></div>
<div id="navi"><a href="/">Startseite</a> <a href="/touren/">Touren</a> <a href="/radwege/">Radwege</a> <a href="/einkehr/">Einkehr</a> <a href="/ueber-mich/">Über mich</a> <a href="/impressum/">Impressum</a></div>
<div id="haupt">
<div class="beitrag" id="post-612">
<div class="datum">Sonntag, 19. September 2010</div>
<h2>Rundweg Glinstedter Mühle: 11 Kilometer Moor, Wald und Apfelkuchen</h2>
<p class="autor">von Birte · Kategorie: <a href="/touren/">Touren</a></p>
<p><img src="/_avatar/muehle.svg" width="500" height="280" alt="Die Glinstedter Mühle im Morgennebel" /></p>
<p>Ein Rundweg, den ich euch schon lange zeigen wollte: Start ist am Wanderparkplatz an der Kreisstraße, von dort geht es auf Bohlenwegen durchs Moor bis zur alten Mühle und über den Waldrand zurück.</p>
<p>Die ersten drei Kilometer sind gut ausgebaut, danach wird es naturbelassen. Festes Schuhwerk ist nach Regen Pflicht. Unterwegs gibt es zwei Bänke mit Blick über die Wiesen und eine kleine Vogelbeobachtungshütte.</p>
<p>Am Ende der Runde wartet der Hofladen der Familie Wendt mit Kaffee, Kuchen und eigenem Apfelsaft. Geöffnet ist von Mai bis Oktober am Wochenende.</p>
<div class="infobox"><b>Tourdaten:</b> 11 km · ca. 3,5 Std. reine Gehzeit · Start: Wanderparkplatz K 12 · Einkehr: Hofladen Wendt</div>
<p class="tags">Schlagwörter: <a href="/tag/moor/">Moor</a>, <a href="/tag/muehle/">Mühle</a>, <a href="/tag/familie/">mit Kindern</a></p>
</div>
{idc}
</div>
<div id="rand">
<h4>Über mich</h4><p>Ich bin Birte, lebe seit 2004 am Rand des Moores und schreibe hier über meine Touren.</p>
<h4>Neueste Beiträge</h4><ul><li><a href="/2010/09/hammeniederung-rad/">Mit dem Rad durch die Hammeniederung</a></li><li><a href="/2010/09/torfkahn/">Eine Fahrt mit dem Torfkahn</a></li><li><a href="/2010/08/moorerlebnispfad/">Der neue Moorerlebnispfad</a></li></ul>
<h4>Blogroll</h4><ul><li><a href="#">Wanderfreunde Wümme</a></li><li><a href="#">Radeln im Norden</a></li><li><a href="#">Hofläden-Karte</a></li></ul>
<h4>Archiv</h4><ul><li><a href="/2010/09/">September 2010</a></li><li><a href="/2010/08/">August 2010</a></li></ul>
</div>
<div id="fuss">© 2010 Draußen im Teufelsmoor · Mit WordPress betrieben · <a href="/impressum/">Impressum</a></div>
</div>"""
    return make(
        "er-de-teufelsmoor-rundweg",
        "discussion",
        "de",
        page(
            "Rundweg Glinstedter Mühle: 11 Kilometer Moor, Wald und Apfelkuchen",
            "Draußen im Teufelsmoor",
            "de",
            css,
            body,
            published="2010-09-19T08:00:00Z",
            author="Birte",
            url="http://draussen-im-teufelsmoor.de/2010/09/rundweg-glinstedter-muehle/",
            config="var idcomments_acct = '5c1e07a9b4f2d3e8a1c6b0f94e72d315';\nvar idcomments_post_id = '612';\nvar idcomments_post_url = 'http://draussen-im-teufelsmoor.de/2010/09/rundweg-glinstedter-muehle/';",
        ),
        cs,
        path="/2010/09/rundweg-glinstedter-muehle/",
        container="div#idc-container-parent > div#idc-container > div#idc-cover: div.idc-thread per comment holding div.idc-c (div.idc-c-h: avatar, span.idc-a NAME, span.idc-score 'NNp', 'Autor' badge, span.idc-time; vote box; div.idc-c-t > div.idc-c-t-inner > p; div.idc-c-b Antworten/Teilen/Melden) and its replies' div.idc-thread inside div.idc-thread-children",
        heading="10 Kommentare",
        description="A German hiking blog (WordPress) of September 2010 with an IntenseDebate-like widget drawn in the page: 'Kommentare (10) / Trackbacks (0)' tabs, sort and subscribe links, 10 comments with reputation points, vote totals, the blogger's 'Autor' answers, replies two deep in nested thread blocks; then the login box ('Anmelden mit IntenseDebate, WordPress.com, Twitter, Facebook, OpenID') and the guest form.",
    )


# --------------------------------------------------------------------------- fr: Livefyre-like v2 stream, 2012


def fr_livefyre() -> Case:
    cs = talk("""
Jean-Marc Delcourt @ il y a 3 heures ~ 2012-11-07T09:12:00Z :: Fermer la piscine de Sainte-Aure en plein hiver alors que les écoles y ont leurs créneaux, c'est vraiment n'importe quoi. Où vont aller les CE2 pour leurs séances de natation ?
>Sophie Marchand @ il y a 2 heures ~ 2012-11-07T10:05:00Z :: D'après l'article, les classes seront transportées à Vernoux en car. Trente minutes de trajet dans chaque sens pour quarante minutes dans l'eau…
>>Jean-Marc Delcourt @ il y a 2 heures ~ 2012-11-07T10:31:00Z :: Et le car, c'est qui qui le paie ? Encore la commune.
@LucieBrenet @ il y a 2 heures ~ 2012-11-07T10:14:00Z :: Le toit de la piscine fuit depuis au moins 2008, tout le monde le savait. On a attendu qu'il tombe pour réagir.
Patrice Guérin @ il y a 2 heures ~ 2012-11-07T10:40:00Z :: Les travaux sont nécessaires, personne ne dit le contraire. Mais dix-huit mois pour une toiture, il faudra qu'on m'explique. // À Vernoux ils ont refait la leur en un été.
>Claire V. @ il y a 1 heure ~ 2012-11-07T11:22:00Z :: À Vernoux ce n'était que la couverture. Ici ils refont aussi la ventilation et les bassins, c'est écrit dans le deuxième paragraphe.
Nageur du dimanche @ il y a 1 heure ~ 2012-11-07T11:48:00Z :: Et le club de natation ? Cent vingt licenciés qui vont s'entraîner où ?
>Sophie Marchand @ il y a 45 minutes ~ 2012-11-07T12:03:00Z :: Le club a obtenu deux soirs par semaine à Vernoux, ils l'ont annoncé sur leur page Facebook hier.
Mireille Fabre @ il y a 20 minutes ~ 2012-11-07T12:28:00Z :: Espérons au moins que la nouvelle piscine aura enfin un petit bassin digne de ce nom pour les bébés nageurs.
""")
    k = kids(cs)
    likes = [7, 3, 2, 11, 5, 4, 6, 2, 1]
    twitter = {3}

    def art(i: int) -> str:
        c = cs[i]
        mid = 51822903 + 61 * i
        src = 1 if i in twitter else 0
        via = (
            ' <span class="fyre-comment-via">via <a href="https://twitter.com/LucieBrenet">Twitter</a></span>'
            if src
            else ""
        )
        sub = "".join(art(j) for j in k.get(i, []))
        like = f'<span class="fyre-comment-like"><a class="fyre-comment-like-btn" href="#">J\'aime</a><span class="fyre-comment-like-count">{likes[i]}</span></span>'
        return (
            f'<article class="fyre-comment-article fyre-comment-source-{src} fyre-comment-depth-{c.depth}" data-message-id="{mid}" id="fyre-message-{mid}">'
            '<div class="fyre-comment-wrapper">'
            f'<a class="fyre-avatar" href="#"><img class="fyre-user-avatar" src="/_avatar/fyre-{mid}.svg" width="48" height="48" alt="" /></a>'
            f'<header class="fyre-comment-head"><span class="fyre-comment-username"><span itemprop="author">{esc(c.who)}</span></span>{via}'
            f'<time class="fyre-comment-date" datetime="{esc(c.iso)}" title="{esc(c.iso)}">{esc(c.at)}</time></header>'
            f'<section class="fyre-comment-body"><div class="fyre-comment">{paras(c.body)}</div></section>'
            f'<footer class="fyre-comment-footer">{like}<span class="fyre-comment-divider">·</span>'
            '<a class="fyre-comment-reply" href="#">Répondre</a><span class="fyre-comment-divider">·</span>'
            '<a class="fyre-comment-flag" href="#">Signaler</a><span class="fyre-comment-divider">·</span><a class="fyre-comment-share" href="#">Partager</a></footer>'
            f"</div>{sub}</article>"
        )

    stream = "".join(art(i) for i in k[None])
    fyre = f"""<div id="livefyre" class="livefyre-comments"><div class="fyre fyre-widget fyre-comments">
<div class="fyre-stream-stats"><div class="fyre-comment-count"><span>12</span> Commentaires</div><div class="fyre-listener-count"><span>5</span> personnes écoutent</div></div>
<div class="fyre-auth"><span class="fyre-auth-text">+ </span><a class="fyre-login-link" href="#">Se connecter</a> <span class="fyre-auth-text">avec</span> <a href="#" class="fyre-login-fb">Facebook</a> <a href="#" class="fyre-login-tw">Twitter</a> <a href="#" class="fyre-login-lf">Livefyre</a></div>
<div class="fyre-editor"><div class="fyre-editor-container"><div class="fyre-editor-field" contenteditable="false">Réagissez à cet article…</div></div>
<div class="fyre-editor-toolbar"><label><input type="checkbox" /> Publier sur Facebook</label> <label><input type="checkbox" /> Publier sur Twitter</label> <button class="fyre-button fyre-post-button" type="button">Publier en tant que …</button></div></div>
<div class="fyre-stream-sort"><span class="fyre-stream-sort-label">Trier :</span> <a class="fyre-stream-sort-newest fyre-stream-sort-selected" href="#">Plus récents</a> <a class="fyre-stream-sort-oldest" href="#">Plus anciens</a> <a class="fyre-stream-sort-top-comments" href="#">Les plus aimés</a></div>
<div class="fyre-stream-content">{stream}</div>
<div class="fyre-stream-more"><div class="fyre-stream-more-container"><a href="#" class="fyre-button fyre-load-more">Afficher 3 commentaires de plus</a></div></div>
<div class="fyre-powered-by"><a href="http://www.livefyre.com">Livefyre</a></div>
</div></div>"""
    css = """body{margin:0;background:#fff;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}
#bandeau{background:#004a80;color:#fff}#bandeau .in{width:990px;margin:0 auto;padding:6px 0;font-size:11px}#bandeau a{color:#cfe3f3}
#logo{width:990px;margin:0 auto;padding:14px 0;font:bold 40px Georgia;color:#004a80}#logo small{display:block;font:12px Arial;color:#666}
#rubriques{background:#eee;border-top:3px solid #004a80;border-bottom:1px solid #ccc}#rubriques ul{width:990px;margin:0 auto;padding:0;list-style:none;overflow:hidden}
#rubriques li{float:left}#rubriques a{display:block;padding:7px 12px;color:#004a80;font-weight:bold;text-decoration:none}
#contenu{width:990px;margin:16px auto;overflow:hidden}#article{float:left;width:640px}#colonne{float:right;width:320px}
.surtitre{color:#c00;font-weight:bold;text-transform:uppercase;font-size:11px}#article h1{font:bold 30px/1.15 Georgia;margin:4px 0 8px}
.chapo{font-weight:bold;font-size:15px}.signature{color:#666;font-size:11px;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0}
.pub{background:#f3f3f3;border:1px solid #ddd;text-align:center;color:#999;font-size:10px;height:250px;margin-bottom:16px}
.bloc{border-top:3px solid #004a80;margin-bottom:18px}.bloc h3{font-size:14px;color:#004a80;margin:6px 0}.bloc ol,.bloc ul{padding-left:18px;margin:0}
#pied{background:#333;color:#bbb;font-size:11px;padding:16px}#pied .in{width:990px;margin:0 auto}
.fyre{margin-top:26px;font:13px/1.45 Arial,sans-serif}.fyre-stream-stats{overflow:hidden;border-bottom:2px solid #ddd;padding-bottom:4px}
.fyre-comment-count{float:left;font-weight:bold;font-size:16px}.fyre-listener-count{float:right;color:#888;font-size:11px}
.fyre-auth{margin:8px 0;font-size:12px}.fyre-editor-field{border:1px solid #ccc;min-height:50px;padding:6px;color:#aaa}
.fyre-editor-toolbar{font-size:11px;color:#666;margin:4px 0 10px}.fyre-stream-sort{font-size:11px;color:#777;margin-bottom:6px}.fyre-stream-sort-selected{font-weight:bold}
.fyre-comment-article{border-top:1px solid #e6e6e6;padding:10px 0 0}.fyre-comment-depth-1,.fyre-comment-depth-2{margin-left:56px}
.fyre-comment-wrapper{position:relative;padding-left:58px;min-height:50px}.fyre-avatar{position:absolute;left:0;top:0}
.fyre-comment-username{font-weight:bold;color:#004a80}.fyre-comment-via{font-size:11px;color:#999}.fyre-comment-date{color:#999;font-size:11px;margin-left:8px}
.fyre-comment p{margin:4px 0}.fyre-comment-footer{font-size:11px;color:#888;padding-bottom:8px}.fyre-comment-footer a{color:#888}.fyre-comment-divider{margin:0 5px}
.fyre-comment-like-count{margin-left:3px;background:#eee;padding:0 4px}.fyre-stream-more{text-align:center;margin:10px 0}.fyre-load-more{display:block;background:#eee;padding:8px;color:#004a80}
.fyre-powered-by{font-size:10px;color:#aaa;text-align:right}"""
    body = f"""<div id="bandeau"><div class="in"><a href="/">Accueil</a> · <a href="/abonnement/">S'abonner</a> · <a href="/journal-numerique/">Le journal numérique</a> · <a href="/petites-annonces/">Petites annonces</a> · mercredi 7 novembre 2012</div></div>
<div id="logo">L'Écho du Vernois<small>Le quotidien de la vallée depuis 1946</small></div>
<div id="rubriques"><ul><li><a href="/actualite/">Actualité</a></li><li><a href="/sainte-aure/">Sainte-Aure</a></li><li><a href="/vernoux/">Vernoux</a></li><li><a href="/sports/">Sports</a></li><li><a href="/loisirs/">Loisirs</a></li><li><a href="/necrologie/">Nécrologie</a></li></ul></div>
<div id="contenu">
<div id="article">
<div class="surtitre">Sainte-Aure · Équipements</div>
<h1>La piscine Jean-Bouin fermée dix-huit mois pour travaux</h1>
<p class="chapo">Toiture, ventilation et bassins : la rénovation de la piscine municipale commencera le 3 décembre. Les scolaires et le club seront accueillis à Vernoux.</p>
<div class="signature">Par Hélène Poirier · Publié le 07/11/2012 à 06h30 · <a href="#livefyre">12 réactions</a></div>
<p><img src="/_avatar/piscine.svg" width="640" height="300" alt="La piscine Jean-Bouin" /></p>
<p>Le conseil municipal de Sainte-Aure a validé lundi soir le calendrier des travaux de la piscine Jean-Bouin, construite en 1974. Le bâtiment fermera ses portes le 3 décembre pour rouvrir, si tout va bien, au printemps 2014.</p>
<p>Le chantier, estimé à 4,2 millions d'euros, comprend la réfection complète de la toiture, le remplacement du système de ventilation et la reprise des deux bassins. Un bassin d'apprentissage doit être ajouté.</p>
<p>Pendant la durée des travaux, les élèves des écoles primaires seront conduits en car à la piscine intercommunale de Vernoux. Le club Sainte-Aure Natation y disposera de deux créneaux par semaine.</p>
<p>« Nous savons que c'est une contrainte pour les familles, mais la toiture ne pouvait plus attendre », a déclaré l'adjoint aux sports, Bernard Lefèvre.</p>
<p class="tags">Mots-clés : <a href="/tag/piscine/">piscine</a>, <a href="/tag/travaux/">travaux</a>, <a href="/tag/sainte-aure/">Sainte-Aure</a></p>
{fyre}
</div>
<div id="colonne">
<div class="pub">Publicité</div>
<div class="bloc"><h3>Les plus lus</h3><ol><li><a href="/vernoux/marche-de-noel/">Le marché de Noël de Vernoux change de place</a></li><li><a href="/sports/derby-us-sainte-aure/">Derby : l'US Sainte-Aure s'impose dans le temps additionnel</a></li><li><a href="/actualite/rn-travaux-nuit/">Travaux de nuit sur la RN 88 jusqu'à vendredi</a></li><li><a href="/sainte-aure/piscine-fermee/">La piscine Jean-Bouin fermée dix-huit mois</a></li></ol></div>
<div class="bloc"><h3>Les plus commentés</h3><ol><li><a href="/actualite/stationnement-payant/">Stationnement payant : le centre-ville s'inquiète</a> (48)</li><li><a href="/vernoux/eolien/">Éolien : le projet du plateau relancé</a> (31)</li><li><a href="/sainte-aure/piscine-fermee/">La piscine Jean-Bouin fermée</a> (12)</li></ol></div>
<div class="bloc"><h3>Météo</h3><p>Sainte-Aure : 9°, averses · demain 11°, éclaircies</p></div>
</div>
</div>
<div id="pied"><div class="in">© L'Écho du Vernois 2012 · <a href="#">Mentions légales</a> · <a href="#">Contact</a> · <a href="#">Publicité</a> · <a href="#">Charte des réactions</a></div></div>"""
    return make(
        "er-fr-vernois-piscine",
        "discussion",
        "fr",
        page(
            "La piscine Jean-Bouin fermée dix-huit mois pour travaux",
            "L'Écho du Vernois",
            "fr",
            css,
            body,
            published="2012-11-07T05:30:00Z",
            author="Hélène Poirier",
            url="http://www.echo-du-vernois.fr/sainte-aure/piscine-fermee/",
            config="var articleId = 'sainte-aure-piscine-fermee-2012-11-07';\nvar fyreConfig = {siteId: 308214, articleId: articleId, el: 'livefyre'};",
        ),
        cs,
        path="/sainte-aure/piscine-fermee/",
        container="div#livefyre > div.fyre > div.fyre-stream-content: article.fyre-comment-article.fyre-comment-depth-N (div.fyre-comment-wrapper: avatar, header.fyre-comment-head with span.fyre-comment-username and time.fyre-comment-date 'il y a N heures', section.fyre-comment-body > div.fyre-comment > p, footer J'aime N · Répondre · Signaler · Partager), replies as articles nested after the parent's wrapper",
        heading="12 Commentaires",
        description="A French regional daily's site of November 2012 with a Livefyre-like v2 stream drawn in the page: '12 Commentaires', '5 personnes écoutent', a login line (Facebook, Twitter, Livefyre), an editor with 'Publier sur Facebook/Twitter', sort links, 9 comments printed (one from Twitter as '@LucieBrenet via Twitter'), replies two deep as nested articles, 'Afficher 3 commentaires de plus' whose comments are not in the page; 'Les plus commentés' with counts in the column.",
    )


def threads_er() -> list[Case]:
    return [en_disqus(), de_intensedebate(), fr_livefyre()]
