"""Blind set ed: two discussions as a Wayback-style web archive replays them: an English evening paper of 2011 whose
hosted comment widget left its server-printed SEO copy (captured 2014, times "3 years ago" as frozen then), and a German
WordPress blog of 2010 (captured 2015) with its server-printed threaded list. Every name, place and text invented for
this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ed_common import Capture, Case, archive, esc, kids, make, paras, talk

# --------------------------------------------------------------------------- en: an evening paper, 2011 (hosted widget)


def en_bypass() -> Case:
    cs = talk("""
Trevor Ashby @ 3 years ago :: Forty years they've been promising this road. My dad signed the first petition in 1971. I'll believe it when I see tarmac.
>Karen_W @ 3 years ago :: Same here. Every election it comes out of the drawer and goes back in afterwards.
>>Trevor Ashby @ 3 years ago :: Exactly Karen. The only thing that's changed is the price.
>harwick_lad84 @ 3 years ago :: To be fair there's actual money from the DfT this time. That's never happened before.
Sue Pennock @ 3 years ago :: I live on Mill Lane and the lorries shake the windows at 5am. Anything that gets them off our street is welcome, but why does the route go through the water meadows? // There's a perfectly good old railway line on the other side of the river.
>Geoff (Castle Ward) @ 3 years ago :: The railway line has houses built on half of it since the 80s, Sue. That option was looked at in the 2003 study.
>>Sue Pennock @ 3 years ago :: Thanks Geoff, I didn't know that. Still a shame about the meadows.
Dr M. Okafor @ 3 years ago :: The consultation closes on 8 April. Worth actually responding instead of just posting here, the council does count them.
bobthebuilder @ 3 years ago :: £38 million for 2.4 miles. Somebody is doing very nicely out of this.
>Karen_W @ 3 years ago :: Read the article, it's 2.4 miles plus two bridges and a junction on the A61. Bridges aren't cheap.
Linda Fairclough @ 2 years ago :: Any news on this? The sign at the roundabout still says "consultation 2011".
>HMail_Newsdesk @ 2 years ago :: Hi Linda, the public inquiry is now set for September. We will cover it - search "Harwick bypass" on our site for the latest.
""")
    k = kids(cs)
    iso = [
        "2011-03-15T19:42:00Z",
        "2011-03-15T20:05:00Z",
        "2011-03-15T20:31:00Z",
        "2011-03-15T22:14:00Z",
        "2011-03-15T20:48:00Z",
        "2011-03-16T08:02:00Z",
        "2011-03-16T09:40:00Z",
        "2011-03-16T12:19:00Z",
        "2011-03-16T13:03:00Z",
        "2011-03-16T13:37:00Z",
        "2012-05-02T10:11:00Z",
        "2012-05-02T15:26:00Z",
    ]
    likes = [14, 9, 3, 6, 11, 7, 2, 18, 1, 8, 4, 5]

    def post(i: int) -> str:
        c = cs[i]
        pid = 181903554 + i * 1313
        children = "".join(post(j) for j in k.get(i, []))
        sub = f'<ul class="th-children">{children}</ul>' if children else ""
        staff = ' <span class="th-badge">Staff</span>' if c.who == "HMail_Newsdesk" else ""
        return (
            f'<li class="th-post" id="th-post-{pid}" itemscope="itemscope" itemtype="http://schema.org/UserComments">'
            f'<div class="th-avatar"><img src="http://cdn.talkhub.net/avatars/{pid % 997}/avatar92.jpg" width="32" height="32" alt="" /></div>'
            f'<div class="th-post-body"><div class="th-post-meta"><span class="th-author" itemprop="creator">{esc(c.who)}</span>{staff} '
            f'<a class="th-permalink" href="#th-post-{pid}"><time itemprop="commentTime" datetime="{iso[i]}">{esc(c.at)}</time></a></div>'
            f'<div class="th-post-message" itemprop="commentText">{paras(c.body)}</div>'
            f'<div class="th-post-footer"><span class="th-likes">{likes[i]} likes</span> · <a href="#" class="th-reply">Reply</a></div></div>'
            f"{sub}</li>"
        )

    posts = "".join(post(i) for i in k[None])
    url = "http://www.harwickmail.co.uk/news/9581337.Bypass_plans_back_on_the_table_as_Government_money_confirmed/"
    page = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en" xmlns:fb="http://www.facebook.com/2008/fbml">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>Bypass plans back on the table as Government money confirmed (From Harwick Evening Mail)</title>
<meta name="description" content="A £38 million bypass for Harwick could be built by 2015 after the Department for Transport confirmed its share of the money." />
<meta name="keywords" content="Harwick, bypass, A61, Mill Lane, council" />
<meta property="og:title" content="Bypass plans back on the table as Government money confirmed" />
<meta property="og:site_name" content="Harwick Evening Mail" />
<meta property="og:type" content="article" />
<link rel="stylesheet" type="text/css" href="/css/hm-global-2010.css" media="all" />
<link rel="shortcut icon" href="/favicon.ico" />
<script type="text/javascript" src="/js/jquery-1.4.2.min.js"></script>
<script type="text/javascript" src="/js/hm-site.js"></script>
<script type="text/javascript">
var OAS_url = 'http://oas.hmdigital.co.uk/RealMedia/ads/';
var OAS_sitepage = 'www.harwickmail.co.uk/news/local';
var OAS_listpos = 'Top,Right,Right1,Bottom';
</script>
</head>
<body class="article news">
<div id="cookieNotice"><p>We use cookies to give you the best experience of our website. By continuing to use the site you agree to our use of cookies. <a href="/cookies/">Find out more</a> <a href="#" id="cookieClose">Close</a></p></div>
<div id="container">
<div id="topLinks"><a href="/">Home</a> | <a href="/jobs/">Jobs</a> | <a href="/motors/">Motors</a> | <a href="/property/">Property</a> | <a href="/announcements/">Announcements</a> | <a href="/dating/">Dating</a> | <a href="/subscribe/">Subscribe</a></div>
<div id="masthead"><a href="/"><img src="/images/logos/hem-masthead.gif" alt="Harwick Evening Mail" width="420" height="62" /></a>
<div id="weather"><strong>Harwick</strong> 9&deg;C light rain</div>
<form action="/search/" method="get" id="siteSearch"><input type="text" name="search" value="Search" /><input type="submit" value="Go" /></form></div>
<ul id="mainNav"><li class="on"><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/leisure/">What's On</a></li><li><a href="/news/business/">Business</a></li><li><a href="/yoursay/">Your Say</a></li><li><a href="/news/nostalgia/">Nostalgia</a></li><li><a href="/info/">Local Info</a></li></ul>
<ul id="subNav"><li><a href="/news/local/">Local News</a></li><li><a href="/news/crime/">Crime</a></li><li><a href="/news/education/">Education</a></li><li><a href="/news/campaigns/">Campaigns</a></li><li><a href="/news/letters/">Letters</a></li></ul>
<div id="leaderboard"><script type="text/javascript">OAS_AD('Top');</script></div>
<div id="content"><div id="mainCol">
<p class="breadcrumb"><a href="/">Home</a> &gt; <a href="/news/">News</a> &gt; Local News</p>
<h1>Bypass plans back on the table as Government money confirmed</h1>
<p class="dateline">12:15pm Tuesday 15th March 2011</p>
<p class="byline">By Andrew Kettle &raquo;</p>
<div class="articleTools"><a href="/news/9581337/print/">Print</a> | <a href="/news/9581337/email/">Email</a> | <a href="http://twitter.com/share" class="twitter-share-button">Tweet</a> <iframe src="http://www.facebook.com/plugins/like.php?href=http%3A%2F%2Fwww.harwickmail.co.uk%2Fnews%2F9581337&amp;layout=button_count" scrolling="no" frameborder="0" style="border:none;width:90px;height:21px"></iframe></div>
<div class="articleImage"><img src="/resources/images/1877403/?type=articlePortrait" alt="Mill Lane at rush hour" width="300" height="200" /><p class="caption">Lorries on Mill Lane, which would be relieved by the new road. Picture: Paul Eyre</p></div>
<div id="storyBody">
<p><strong>A &pound;38 MILLION bypass for Harwick could be built by 2015 after the Department for Transport confirmed its share of the money.</strong></p>
<p>The 2.4-mile road would link the A61 at Castle Roundabout with the Brayford industrial estate, taking heavy goods vehicles off Mill Lane and the town centre.</p>
<p>The Government will pay &pound;27.5 million, with the rest coming from the county council and developers of the new housing at Brayford Fields.</p>
<p>Councillor Jean Marsh, cabinet member for highways, said: &ldquo;People have waited a very long time for this. It is not a done deal yet, but for the first time the money is on the table.&rdquo;</p>
<p>The preferred route crosses the River Aske on two new bridges and runs along the edge of the Aske water meadows, which has angered some environmental groups.</p>
<p>A public consultation runs until Friday, April 8. Plans can be seen at Harwick library and the council offices in Bridge Street.</p>
</div>
<div class="tags"><strong>Related links:</strong> <a href="/news/local/">Harwick</a> <a href="/search/?search=bypass">Bypass</a> <a href="/search/?search=A61">A61</a></div>
<div id="talkhub_thread"><div id="th-static" data-th-forum="harwickmail" data-th-identifier="9581337">
<h3 class="th-count">12 comments</h3>
<p class="th-rules">Comments are the views of their authors. <a href="/info/termsandconditions/">House rules</a></p>
<ol class="th-posts">{posts}</ol>
<p class="th-powered"><a href="http://talkhub.net/">Comments powered by Talkhub</a></p>
</div></div>
<script type="text/javascript">var talkhub_shortname = 'harwickmail'; var talkhub_identifier = '9581337';</script>
<script type="text/javascript" src="http://harwickmail.talkhub.net/embed.js" async="async"></script>
</div>
<div id="rightCol">
<div class="mpu"><script type="text/javascript">OAS_AD('Right');</script></div>
<div class="box" id="mostPopular"><ul class="tabs"><li class="on"><a href="#mostRead">Most read</a></li><li><a href="#mostCommented">Most commented</a></li></ul>
<ol id="mostRead"><li><a href="/news/9580112.Man_charged_after_Brayford_warehouse_fire/">Man charged after Brayford warehouse fire</a></li><li><a href="/news/9579844.School_cook_retires_after_33_years/">School cook retires after 33 years</a></li><li><a href="/news/9581337.Bypass_plans_back_on_the_table_as_Government_money_confirmed/">Bypass plans back on the table as Government money confirmed</a></li><li><a href="/news/9578001.Parking_charges_to_rise_at_hospital/">Parking charges to rise at hospital</a></li><li><a href="/sport/9580766.Town_sign_striker_on_loan/">Town sign striker on loan</a></li></ol>
<ol id="mostCommented" style="display:none"><li><a href="/news/9578001.Parking_charges_to_rise_at_hospital/">Parking charges to rise at hospital</a> (41)</li><li><a href="/news/9581337.Bypass_plans_back_on_the_table_as_Government_money_confirmed/">Bypass plans back on the table</a> (12)</li><li><a href="/news/9576120.Travellers_move_on_to_playing_fields/">Travellers move on to playing fields</a> (9)</li></ol></div>
<div class="box" id="localInfo"><h3>Local Info</h3><ul><li><a href="/info/pharmacies/">Late-night chemists</a></li><li><a href="/info/bins/">Bin collection days</a></li><li><a href="/info/roadworks/">Roadworks</a></li><li><a href="/info/cinema/">Cinema listings</a></li></ul></div>
<div class="box" id="jobsBox"><h3>Jobs</h3><ul><li><a href="/jobs/job/1442291/">Delivery driver, Brayford</a></li><li><a href="/jobs/job/1442310/">Care assistant, nights</a></li><li><a href="/jobs/job/1442377/">Accounts clerk, part-time</a></li></ul><a href="/jobs/">More jobs &raquo;</a></div>
</div></div>
<div id="footer"><p><a href="/info/contactus/">Contact us</a> | <a href="/info/termsandconditions/">Terms &amp; Conditions</a> | <a href="/info/privacy/">Privacy</a> | <a href="/cookies/">Cookie policy</a> | <a href="/advertise/">Advertise</a></p>
<p>&copy; Copyright 2001-2011 Harwick Evening Mail. All rights reserved. Harwick Evening Mail is part of the Midshire Newspapers group.</p></div>
</div>
<script type="text/javascript">
var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-3311827-4']); _gaq.push(['_trackPageview']);
</script>
</body>
</html>"""
    css = """body{margin:0;background:#e9e9e9;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}
#cookieNotice{background:#333;color:#fff;padding:8px 12px;font-size:12px}#cookieNotice a{color:#ffd200}
#container{width:980px;margin:0 auto;background:#fff}#topLinks{background:#003a70;color:#9cb8d6;padding:4px 10px;font-size:11px}#topLinks a{color:#fff}
#masthead{position:relative;height:80px;padding:8px 10px}#masthead img{background:#003a70}#weather{position:absolute;right:220px;top:30px}#siteSearch{position:absolute;right:10px;top:28px}
#mainNav,#subNav{list-style:none;margin:0;padding:0 10px;background:#c8102e;overflow:hidden}#mainNav li,#subNav li{float:left}#mainNav a{display:block;padding:7px 12px;color:#fff;font-weight:bold}
#subNav{background:#f2f2f2;border-bottom:1px solid #ccc}#subNav a{display:block;padding:5px 10px;color:#003a70}
#leaderboard{height:90px;margin:8px auto;width:728px;background:#f6f6f6}#content{overflow:hidden;padding:10px}
#mainCol{float:left;width:620px}#rightCol{float:right;width:300px}h1{font:bold 26px/1.15 Georgia,serif;margin:6px 0}
.dateline,.byline{color:#666;margin:2px 0}.articleImage{float:right;margin:0 0 10px 12px;width:300px}.caption{font-size:11px;color:#555}
.box{border-top:3px solid #c8102e;margin-bottom:14px}.box h3{margin:6px 0}.mpu{width:300px;height:250px;background:#f6f6f6;margin-bottom:12px}
#talkhub_thread{border-top:2px solid #003a70;margin-top:20px}.th-posts,.th-children{list-style:none;padding-left:0}.th-children{margin-left:42px}
.th-post{overflow:hidden;margin:10px 0}.th-avatar{float:left;width:32px;height:32px;background:#ccc}.th-post-body{margin-left:42px}.th-author{font-weight:bold;color:#003a70}
.th-post-meta a{color:#888}.th-post-message p{margin:4px 0}.th-post-footer{font-size:11px;color:#888}.th-badge{background:#c8102e;color:#fff;font-size:10px;padding:0 3px}
#footer{background:#003a70;color:#ccd;padding:12px;font-size:11px}#footer a{color:#fff}"""
    cap = Capture(
        url=url,
        ts="20140312081522",
        count=23,
        span=("20110316021417", "20190205113042"),
        months=("20140211190304", "20140418060957"),
        days=("20140311120004", "20140313222158"),
        years=("20130620044130", "20150807153311"),
        nearby=(
            ("20140211190304", "Common Crawl"),
            ("20140311120004", "Alexa Crawls"),
            ("20140312081522", "Alexa Crawls"),
            ("20140313222158", "Archive Team"),
        ),
        collector="Alexa Crawls",
        collector_text="Starting in 1996, a web traffic company donated its crawl data to the archive. Its crawls of the web are added after an embargo period.",
        collection="Alexa Crawls DZ",
    )
    out = archive(
        page,
        cap,
        scripts="keep",
        kept={
            "http://www.harwickmail.co.uk/css/hm-global-2010.css": css,
            "http://www.harwickmail.co.uk/js/hm-site.js": "/* hm-site.js r2010-11 */\nfunction OAS_AD(pos) {}\nvar HM = { tabs: function () {} };\n",
            "http://harwickmail.talkhub.net/embed.js": "",
        },
    )
    return make(
        "ed-en-harwick-bypass",
        "discussion",
        "en",
        out,
        cs,
        path=f"/web/{cap.ts}/{url}",
        container="div#talkhub_thread > div#th-static (the hosted widget's server-printed SEO copy, left because its embed script never ran in the replay): ol.th-posts > li.th-post[itemtype=UserComments] (avatar, span.th-author, time '3 years ago', div.th-post-message > p, likes, Reply), replies in ul.th-children inside the li",
        heading="12 comments",
        description="An English evening paper's story of March 2011 (jobs, motors, most read / most commented tabs, local info, advert slots, a cookie notice) captured by the archive in March 2014: the hosted widget's SEO copy of 12 comments two deep with the newsdesk answering, times as the copy froze them ('3 years ago', '2 years ago'); the archive's toolbar with its capture navigation and a list of nearby captures; scripts kept but dead.",
    )


# --------------------------------------------------------------------------- de: a WordPress blog, 2010 (captured 2015)


def de_radweg() -> Case:
    cs = talk("""
Jörg aus Kleinhessen @ 3. Juni 2010 um 08:14 :: Danke für die Fotos! Ich fahre die Strecke jeden Tag zur Arbeit und das Stück hinter der Zuckerfabrik ist wirklich lebensgefährlich. Da hilft auch kein Schild.
>Meike @ 3. Juni 2010 um 09:02 :: Genau da hat es mich letzten Herbst auch hingelegt. Die Wurzeln heben den Belag richtig an.
>>Jörg aus Kleinhessen @ 3. Juni 2010 um 09:47 :: Gute Besserung nachträglich! Hast du das der Stadt gemeldet? Die haben so ein Mängelformular.
>>>Meike @ 3. Juni 2010 um 12:30 :: Ja, zweimal. Antwort: "ist im Haushalt 2011 vorgesehen". Mal sehen.
Fahrradbüro Rainer Lutz @ 3. Juni 2010 um 10:21 :: Kleine Korrektur: Der ADFC-Test war 2008, nicht 2009. Ansonsten ein sehr schöner Überblick, ich verlinke das mal im Newsletter.
>Anja @ 3. Juni 2010 um 11:05 :: Oh danke, ist korrigiert!
Klaus-Dieter @ 3. Juni 2010 um 13:40 :: Immer diese Radfahrer. Die Straße ist für Autos gebaut worden, wer Rad fahren will kann ja auf den Feldweg.
>Tobi_K @ 3. Juni 2010 um 14:12 :: Der Feldweg ist bei Regen eine Schlammpiste und im Winter wird er nicht geräumt. Schon mal probiert?
>Anja @ 3. Juni 2010 um 15:30 :: Klaus-Dieter, genau darum geht es ja: Es gibt einen Radweg, er ist nur kaputt. Niemand will auf die Bundesstraße.
>>Klaus-Dieter @ 3. Juni 2010 um 16:58 :: Na gut, das mit dem Radweg stimmt. Trotzdem fahren manche wie die Henker.
Sabine W. @ 4. Juni 2010 um 07:55 :: Wir sind am Sonntag mit den Kindern nach Ottersleben gefahren und mussten zweimal absteigen und schieben. Mit Anhänger geht da gar nichts.
Henning @ 4. Juni 2010 um 21:17 :: Gibt es schon einen Termin für die Ausschusssitzung? Würde gerne hingehen. // Und: Können wir als Anwohner irgendwas tun, außer Mails schreiben?
>Anja @ 5. Juni 2010 um 09:12 :: Bauausschuss ist am 17. Juni, 18 Uhr, Rathaus Saal 2. Öffentlich! Je mehr Leute kommen, desto besser.
>>Henning @ 5. Juni 2010 um 10:03 :: Super, bin dabei. Ich sag in der Kita Bescheid.
""")
    k = kids(cs)

    def li(i: int, depth: int, n: list[int]) -> str:
        c = cs[i]
        n[0] += 1
        cid = 1876 + i * 3
        odd = "odd alt" if n[0] % 2 else "even"
        author = "bypostauthor" if c.who == "Anja" else ""
        link = (
            '<a href="http://radweg-kleinhessen.de/" rel="external nofollow" class="url">Fahrradbüro Rainer Lutz</a>'
            if c.who.startswith("Fahrradbüro")
            else esc(c.who)
        )
        children = "".join(li(j, depth + 1, n) for j in k.get(i, []))
        sub = f'<ul class="children">{children}</ul>' if children else ""
        return (
            f'<li class="comment {odd} thread-{"odd" if depth == 1 else "alt"} depth-{depth} {author}" id="li-comment-{cid}">'
            f'<div id="comment-{cid}" class="comment-body"><div class="comment-author vcard">'
            f'<img alt="" src="http://0.gravatar.com/avatar/{cid:032x}?s=40&amp;d=identicon&amp;r=G" class="avatar avatar-40 photo" height="40" width="40" />'
            f'<cite class="fn">{link}</cite> <span class="says">sagt:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="http://www.radelnrundum.de/2010/06/02/radweg-b81-flickwerk/#comment-{cid}">{esc(c.at)}</a></div>'
            f"{paras(c.body)}"
            f'<div class="reply"><a class="comment-reply-link" href="/2010/06/02/radweg-b81-flickwerk/?replytocom={cid}#respond">Antworten</a></div></div>'
            f"{sub}</li>"
        )

    counter = [0]
    items = "".join(li(i, 1, counter) for i in k[None])
    url = "http://www.radelnrundum.de/2010/06/02/radweg-b81-flickwerk/"
    page = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="de-DE">
<head profile="http://gmpg.org/xfn/11">
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title>Radweg an der B81: Flickwerk statt Sanierung | Radeln rundum</title>
<link rel="stylesheet" href="http://www.radelnrundum.de/wp-content/themes/pedalo/style.css" type="text/css" media="screen" />
<link rel="alternate" type="application/rss+xml" title="Radeln rundum &raquo; Feed" href="http://www.radelnrundum.de/feed/" />
<link rel="pingback" href="http://www.radelnrundum.de/xmlrpc.php" />
<script type="text/javascript" src="http://www.radelnrundum.de/wp-includes/js/jquery/jquery.js?ver=1.4.2"></script>
<script type="text/javascript" src="http://www.radelnrundum.de/wp-includes/js/comment-reply.js?ver=20090102"></script>
<link rel="EditURI" type="application/rsd+xml" title="RSD" href="http://www.radelnrundum.de/xmlrpc.php?rsd" />
<meta name="generator" content="WordPress 2.9.2" />
<link rel='prev' title='Stadtradeln 2010: Wir sind dabei' href='http://www.radelnrundum.de/2010/05/27/stadtradeln-2010/' />
<link rel='next' title='Fundstück: Der Ampel-Knopf am Hasselbachplatz' href='http://www.radelnrundum.de/2010/06/09/fundstueck-ampel-knopf/' />
</head>
<body>
<div id="page">
<div id="header"><h1 id="blog-title"><a href="http://www.radelnrundum.de/">Radeln rundum</a></h1><div id="blog-description">Alltagsradeln in und um Magdeburg – seit 2007</div></div>
<div id="access"><ul class="menu"><li class="page_item"><a href="http://www.radelnrundum.de/">Start</a></li><li class="page_item page-item-2"><a href="http://www.radelnrundum.de/ueber-mich/">Über mich</a></li><li class="page_item page-item-14"><a href="http://www.radelnrundum.de/touren/">Touren</a></li><li class="page_item page-item-31"><a href="http://www.radelnrundum.de/maengelmelder/">Mängelmelder</a></li><li class="page_item page-item-47"><a href="http://www.radelnrundum.de/impressum/">Impressum</a></li></ul></div>
<div id="content">
<div class="navigation"><div class="alignleft">&laquo; <a href="http://www.radelnrundum.de/2010/05/27/stadtradeln-2010/">Stadtradeln 2010: Wir sind dabei</a></div><div class="alignright"><a href="http://www.radelnrundum.de/2010/06/09/fundstueck-ampel-knopf/">Fundstück: Der Ampel-Knopf am Hasselbachplatz</a> &raquo;</div></div>
<div class="post-112 post hentry category-radwege tag-b81 tag-kleinhessen tag-verwaltung" id="post-112">
<h2 class="entry-title">Radweg an der B81: Flickwerk statt Sanierung</h2>
<div class="entry-meta">Veröffentlicht am <abbr class="published" title="2010-06-02T22:48:11+0200">2. Juni 2010</abbr> von <span class="author vcard"><a class="url fn n" href="http://www.radelnrundum.de/author/anja/">Anja</a></span></div>
<div class="entry-content">
<p>Am Wochenende bin ich die 6 Kilometer von Kleinhessen bis zur Stadtgrenze noch einmal abgefahren, diesmal mit Kamera und Zollstock. Das Ergebnis ist ernüchternd: 23 Stellen, an denen Wurzeln den Asphalt hochdrücken, drei davon höher als 8 Zentimeter.</p>
<p><img class="alignnone size-medium wp-image-113" title="B81 Wurzelaufbruch" src="http://www.radelnrundum.de/wp-content/uploads/2010/06/b81-wurzel-300x225.jpg" alt="Wurzelaufbruch auf dem Radweg" width="300" height="225" /></p>
<p>Die Stadt hat im April an vier Stellen Kaltasphalt aufgetragen. Zwei davon sind schon wieder aufgebrochen. Eine richtige Sanierung würde nach Auskunft des Tiefbauamts rund 410.000 Euro kosten und steht &bdquo;frühestens 2011&ldquo; an.</p>
<p>Im ADFC-Fahrradklimatest 2008 hat der Abschnitt schon die schlechteste Note der ganzen Region bekommen. Seitdem ist außer den Flicken nichts passiert.</p>
<p>Der Bauausschuss berät am 17. Juni über die Prioritätenliste. Wer den Radweg auch regelmäßig fährt: Kommt hin, oder schreibt euren Stadträten.</p>
<p><span id="more-112"></span>Alle 23 Stellen mit Fotos habe ich in eine <a href="http://maps.google.de/maps/ms?msid=2041558&amp;msa=0">Karte</a> eingetragen.</p>
</div>
<div class="entry-utility">Kategorie: <a href="http://www.radelnrundum.de/category/radwege/" rel="category tag">Radwege</a> | Schlagwörter: <a href="http://www.radelnrundum.de/tag/b81/" rel="tag">B81</a>, <a href="http://www.radelnrundum.de/tag/kleinhessen/" rel="tag">Kleinhessen</a>, <a href="http://www.radelnrundum.de/tag/verwaltung/" rel="tag">Verwaltung</a></div>
<div class="sharing"><a href="http://twitter.com/home?status=Radweg%20an%20der%20B81%20http://bit.ly/9xQ2Lr">Twittern</a> · <a href="http://www.facebook.com/sharer.php?u=http://www.radelnrundum.de/?p=112">Facebook</a> · <a href="http://www.mister-wong.de/index.php?action=addurl&amp;bm_url=http://www.radelnrundum.de/?p=112">Mister Wong</a></div>
</div>
<h3 id="comments">14 Antworten auf &#8222;Radweg an der B81: Flickwerk statt Sanierung&#8220;</h3>
<ol class="commentlist">{items}</ol>
<div class="navigation"><div class="alignleft"></div><div class="alignright"></div></div>
<div id="respond"><h3 id="reply-title">Hinterlasse eine Antwort <small><a rel="nofollow" id="cancel-comment-reply-link" href="/2010/06/02/radweg-b81-flickwerk/#respond" style="display:none;">Antworten abbrechen</a></small></h3>
<form action="http://www.radelnrundum.de/wp-comments-post.php" method="post" id="commentform">
<p><input type="text" name="author" id="author" value="" size="22" tabindex="1" /> <label for="author"><small>Name (erforderlich)</small></label></p>
<p><input type="text" name="email" id="email" value="" size="22" tabindex="2" /> <label for="email"><small>E-Mail (wird nicht veröffentlicht) (erforderlich)</small></label></p>
<p><input type="text" name="url" id="url" value="" size="22" tabindex="3" /> <label for="url"><small>Website</small></label></p>
<p><textarea name="comment" id="comment" cols="58" rows="10" tabindex="4"></textarea></p>
<p><input name="submit" type="submit" id="submit" tabindex="5" value="Kommentar abschicken" /><input type="hidden" name="comment_post_ID" value="112" id="comment_post_ID" /><input type="hidden" name="comment_parent" id="comment_parent" value="0" /></p>
</form></div>
</div>
<div id="sidebar"><ul>
<li id="search-3" class="widget widget_search"><form role="search" method="get" id="searchform" action="http://www.radelnrundum.de/"><div><input type="text" value="" name="s" id="s" /><input type="submit" id="searchsubmit" value="Suchen" /></div></form></li>
<li id="text-4" class="widget widget_text"><h3 class="widgettitle">Über dieses Blog</h3><div class="textwidget">Hier schreibe ich über das Radfahren im Alltag: Wege, Ärgernisse, Touren. Hinweise auf Mängel gerne per Mail.</div></li>
<li id="recent-posts-3" class="widget widget_recent_entries"><h3 class="widgettitle">Neueste Artikel</h3><ul><li><a href="http://www.radelnrundum.de/2010/06/09/fundstueck-ampel-knopf/">Fundstück: Der Ampel-Knopf am Hasselbachplatz</a></li><li><a href="http://www.radelnrundum.de/2010/06/02/radweg-b81-flickwerk/">Radweg an der B81: Flickwerk statt Sanierung</a></li><li><a href="http://www.radelnrundum.de/2010/05/27/stadtradeln-2010/">Stadtradeln 2010: Wir sind dabei</a></li><li><a href="http://www.radelnrundum.de/2010/05/18/elberadweg-etappe-3/">Elberadweg, Etappe 3: Tangermünde</a></li></ul></li>
<li id="linkcat-2" class="widget widget_links"><h3 class="widgettitle">Blogroll</h3><ul class="xoxo blogroll"><li><a href="http://www.adfc-sachsen-anhalt.de/">ADFC Sachsen-Anhalt</a></li><li><a href="http://www.zweirad-blog.example/">Zweiradblog</a></li><li><a href="http://velotoast.example/">Velotoast</a></li></ul></li>
<li id="archives-3" class="widget widget_archive"><h3 class="widgettitle">Archiv</h3><ul><li><a href="http://www.radelnrundum.de/2010/06/">Juni 2010</a>&nbsp;(2)</li><li><a href="http://www.radelnrundum.de/2010/05/">Mai 2010</a>&nbsp;(4)</li><li><a href="http://www.radelnrundum.de/2010/04/">April 2010</a>&nbsp;(3)</li></ul></li>
<li id="meta-3" class="widget widget_meta"><h3 class="widgettitle">Meta</h3><ul><li><a href="http://www.radelnrundum.de/wp-login.php">Anmelden</a></li><li><a href="http://www.radelnrundum.de/feed/">Artikel-Feed (<abbr title="Really Simple Syndication">RSS</abbr>)</a></li><li><a href="http://wordpress.org/" title="Powered by WordPress, state-of-the-art semantic personal publishing platform.">WordPress.org</a></li></ul></li>
</ul></div>
<div id="footer"><p>Radeln rundum läuft mit <a href="http://wordpress.org/">WordPress</a> · Theme: Pedalo von Anja</p></div>
</div>
<script type="text/javascript">
var gaJsHost = (("https:" == document.location.protocol) ? "https://ssl." : "http://www.");
document.write(unescape("%3Cscript src='" + gaJsHost + "google-analytics.com/ga.js' type='text/javascript'%3E%3C/script%3E"));
</script>
<script type="text/javascript">
try {{ var pageTracker = _gat._getTracker("UA-8812204-1"); pageTracker._trackPageview(); }} catch(err) {{}}
</script>
</body>
</html>"""
    css = """body{background:#d8d3c4;font:13px/1.6 'Lucida Grande',Verdana,sans-serif;color:#333;margin:0}
#page{width:900px;margin:16px auto;background:#fffdf7;border:1px solid #bfb8a3}#header{background:#4a6b2f;padding:20px 24px}#header a{color:#fff;text-decoration:none}
#blog-title{margin:0;font:bold 30px Georgia,serif}#blog-description{color:#d9e8c6;font-style:italic}
#access ul{margin:0;padding:0 24px;background:#2f4720;list-style:none;overflow:hidden}#access li{float:left}#access a{display:block;color:#fff;padding:6px 10px}
#content{float:left;width:580px;padding:16px 24px}#sidebar{float:right;width:240px;padding:16px 14px}#sidebar ul{list-style:none;padding:0}
.entry-title{font:bold 22px Georgia,serif;color:#2f4720}.entry-meta,.entry-utility{color:#777;font-size:11px}
ol.commentlist{list-style:none;padding:0}ol.commentlist li{border-top:1px solid #e4dfcf;padding:10px 0 4px}ol.commentlist li.bypostauthor>.comment-body{background:#f1f6ea}
ul.children{list-style:none;margin-left:36px;padding:0}.comment-author img{float:left;margin-right:8px}.comment-author cite{font-style:normal;font-weight:bold}
.commentmetadata{font-size:11px}.commentmetadata a{color:#999}.reply{font-size:11px}#footer{clear:both;border-top:1px solid #bfb8a3;padding:10px 24px;font-size:11px;color:#777}"""
    cap = Capture(
        url=url,
        ts="20150621034418",
        count=7,
        span=("20100605112233", "20170930081145"),
        months=("20140827170512", "20160114235907"),
        days=("20140827170512", "20160114235907"),
        years=("20140827170512", "20160114235907"),
        nearby=(
            ("20100605112233", "Common Crawl"),
            ("20140827170512", "Archive Team"),
            ("20150621034418", "Wide Crawl Number 13"),
            ("20160114235907", "Common Crawl"),
        ),
        collector="Tidemark Web Crawls",
        collector_text="Wide crawls of the web, begun in 2010, run a few times a year from a list of seeds of many millions of sites.",
        collection="Wide Crawl Number 13",
    )
    out = archive(
        page,
        cap,
        scripts="comment",
        kept={"http://www.radelnrundum.de/wp-content/themes/pedalo/style.css": css},
    )
    return make(
        "ed-de-radweg-b81",
        "discussion",
        "de",
        out,
        cs,
        path=f"/web/{cap.ts}/{url}",
        container="h3#comments '14 Antworten auf ...' then ol.commentlist > li.comment.depth-N (div.comment-body: gravatar, cite.fn NAME 'sagt:', div.commentmetadata date link, p text, Antworten link), replies in ul.children inside the li, four deep; the blogger's entries li.bypostauthor",
        heading="14 Antworten auf „Radweg an der B81: Flickwerk statt Sanierung“",
        description="A German cycling blog on WordPress 2.9 of June 2010 (blogroll, archive, meta, recent posts, share links) captured in June 2015: 14 server-printed answers four deep, the blogger answering, dates '3. Juni 2010 um 08:14'; the page's scripts commented out by the archive, the post's photo not archived, avatars broken; the archive's toolbar with its list of nearby captures.",
    )


def threads_ed() -> list[Case]:
    return [en_bypass(), de_radweg()]
