"""Blind set ep, part one: five article pages of 2010-2013 without any reader discussion, each holding a list of dated
and/or signed short entries that is not one: an American city paper's blog post with a Storify-like story of quoted
tweets and "Comments are closed" (2012); a German regional daily's minute-by-minute match ticker with an empty
comment box (2011); a French regional daily's chat transcript of readers' questions answered by the mayor (2012); a
Spanish provincial daily's "Cartas al director" printed as the article (2010); an Italian local news site's timeline
of events and a list of press releases (2013). Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ep_common import Case, esc, make, page, rows

# --------------------------------------------------------------------------- en: a Storify-like story, 2012


def en_storify() -> Case:
    tweets = [
        (
            "Dana Whitcomb",
            "danawhit",
            "Mon, Jul 02 2012 13:48:22",
            "219861733009245184",
            "No fireworks at Lake Ossaway this year?? That's been our family's 4th since before I was born. #Pinecrest",
        ),
        (
            "Pinecrest Fire Dept",
            "PinecrestFD",
            "Mon, Jul 02 2012 13:55:10",
            "219863441116381185",
            "Burn ban remains in effect for all of Ossaway County. This includes consumer fireworks. Please help us keep everyone safe this week.",
        ),
        (
            "Marcus T. Bell",
            "mtbell_pc",
            "Mon, Jul 02 2012 14:02:47",
            "219865358731198464",
            "Honestly the right call. Grass along the shore is brown as toast. Saw a brush fire on Route 9 on Saturday.",
        ),
        (
            "Kelly Ann Prewitt",
            "kapreWITT",
            "Mon, Jul 02 2012 14:11:09",
            "219867462208208896",
            "Does anyone know if the parade is still on? My kids are in the Little League float. @HarlanCourier",
        ),
        (
            "Harlan Courier",
            "HarlanCourier",
            "Mon, Jul 02 2012 14:19:33",
            "219869577324351488",
            "@kapreWITT Yes - the city says the parade on Main St. goes ahead at 10 a.m. Wednesday. Only the fireworks are cancelled.",
        ),
        (
            "Ossaway Weather Watch",
            "OssawayWx",
            "Mon, Jul 02 2012 14:40:02",
            "219874730299449344",
            "Day 23 without measurable rain at the Harlan airport. Chance of storms Thursday, but don't count on much.",
        ),
        (
            "Tom Reyes",
            "tomreyes77",
            "Mon, Jul 02 2012 15:03:51",
            "219880724626759680",
            "Move the fireworks to Labor Day. Same barge, same budget, greener grass. Problem solved, city council.",
        ),
        (
            "Councilwoman Judy Farrow",
            "JudyFarrowWard3",
            "Mon, Jul 02 2012 15:27:14",
            "219886608853577729",
            "Thanks for all the suggestions. I'll ask Parks & Rec tomorrow whether a Labor Day show is possible within this year's budget.",
        ),
    ]

    def tw(n: int, name: str, handle: str, when: str, sid: str, text: str) -> str:
        narrative = ""
        if n == 3:
            narrative = (
                '<li class="sfy-element sfy-text"><p>Not everyone was upset. Several readers pointed to the dry '
                "weather, and the city answered questions about the rest of the holiday:</p></li>\n"
            )
        if n == 6:
            narrative = '<li class="sfy-element sfy-text"><p>By mid-afternoon, the talk had turned to a new date.</p></li>\n'
        return (
            f'{narrative}<li class="sfy-element sfy-tweet">\n'
            f'<div class="sfy-author"><a href="http://twitter.com/{handle}" class="sfy-avatar"><img src="/_avatar/ep-tw-{n}.svg" width="48" height="48" alt="" /></a>'
            f'<a href="http://twitter.com/{handle}" class="sfy-name">{esc(name)}</a> '
            f'<a href="http://twitter.com/{handle}" class="sfy-handle">@{handle}</a></div>\n'
            f'<p class="sfy-tweet-text">{esc(text)}</p>\n'
            f'<div class="sfy-meta"><a class="sfy-permalink" href="http://twitter.com/{handle}/status/{sid}">{when}</a>'
            f' <span class="sfy-actions"><a href="https://twitter.com/intent/tweet?in_reply_to={sid}">Reply</a> '
            f'<a href="https://twitter.com/intent/retweet?tweet_id={sid}">Retweet</a> '
            f'<a href="https://twitter.com/intent/favorite?tweet_id={sid}">Favorite</a></span></div>\n</li>'
        )

    css = """body{background:#e9e4d8;margin:0;font:14px/1.5 Georgia,'Times New Roman',serif;color:#222}
#page{width:960px;margin:0 auto;background:#fff;box-shadow:0 0 6px #bbb}
#branding{background:#1f3a5a;padding:18px 24px 10px;color:#fff}#branding h1{margin:0;font-size:36px;letter-spacing:1px}
#branding h1 a{color:#fff;text-decoration:none}#branding p{margin:2px 0 0;font:italic 14px Georgia;color:#c9d6e6}
#access{background:#13263c}#access ul{margin:0;padding:0 16px;list-style:none;overflow:hidden}#access li{float:left}
#access a{display:block;padding:8px 12px;color:#fff;font:bold 12px Arial;text-transform:uppercase;text-decoration:none}
#main{overflow:hidden;padding:20px 24px}#content{float:left;width:600px}#secondary{float:right;width:280px;font-size:13px}
.entry-title{font-size:28px;line-height:1.2;margin:4px 0 6px}.entry-meta{font:12px Arial;color:#777}
.entry-content p{margin:0 0 14px}.wp-caption{background:#f3f3f3;border:1px solid #ddd;padding:5px;font-size:12px;color:#555}
.storify{border:1px solid #d6d6d6;margin:20px 0;font-family:'Helvetica Neue',Arial,sans-serif}
.sfy-header{background:#f4f4f4;border-bottom:1px solid #ddd;padding:10px 14px}.sfy-header h3{margin:0;font-size:18px}
.sfy-header p{margin:2px 0 0;font-size:11px;color:#888}.sfy-elements{list-style:none;margin:0;padding:0}
.sfy-element{padding:12px 14px;border-bottom:1px solid #eee}.sfy-text p{font:italic 14px Georgia;margin:0;color:#444}
.sfy-author{overflow:hidden}.sfy-avatar{float:left;margin-right:8px}.sfy-name{font-weight:bold;color:#222;text-decoration:none}
.sfy-handle{color:#999;font-size:12px;text-decoration:none}.sfy-tweet-text{margin:6px 0 4px 56px;font-size:15px}
.sfy-meta{margin-left:56px;font-size:11px;color:#999}.sfy-meta a{color:#999}.sfy-actions a{margin-left:6px}
.sfy-footer{padding:8px 14px;font-size:11px;background:#f4f4f4;text-align:right}
.entry-utility{font:12px Arial;color:#666;border-top:1px solid #eee;padding-top:8px}
#comments .nocomments{font:italic 13px Georgia;color:#888;border-top:3px solid #1f3a5a;padding-top:10px}
.nav-below{overflow:hidden;font:12px Arial;margin:16px 0}.nav-previous{float:left}.nav-next{float:right}
.widget{margin-bottom:22px}.widget-title{font:bold 12px Arial;text-transform:uppercase;border-bottom:2px solid #1f3a5a;padding-bottom:3px}
.widget ul{margin:0;padding-left:16px}#colophon{background:#13263c;color:#9fb0c4;font:12px Arial;padding:16px 24px}#colophon a{color:#fff}"""
    body = f"""<div id="page" class="hfeed">
<div id="header"><div id="branding"><h1 id="site-title"><a href="/" rel="home">Courier Buzz</a></h1><p id="site-description">The Harlan Courier's blog about life in Harlan and Ossaway County</p></div>
<div id="access" role="navigation"><ul class="menu"><li><a href="/">Home</a></li><li><a href="/category/local-news/">Local News</a></li><li><a href="/category/schools/">Schools</a></li><li><a href="/category/sports/">Sports</a></li><li><a href="/category/food/">Food &amp; Drink</a></li><li><a href="http://www.harlancourier.com/">HarlanCourier.com</a></li></ul></div></div>
<div id="main"><div id="content" role="main">
<div id="post-4812" class="post-4812 post type-post status-publish format-standard hentry category-local-news tag-fireworks tag-pinecrest">
<h2 class="entry-title">Pinecrest cancels July 4 fireworks; Twitter weighs in</h2>
<div class="entry-meta">Posted on <a href="/2012/07/02/pinecrest-fireworks/" rel="bookmark"><span class="entry-date">July 2, 2012</span></a> by <span class="author vcard"><a class="url fn n" href="/author/sbrennan/">Sarah Brennan</a></span></div>
<div class="entry-content">
<p>The city of Pinecrest called off Wednesday's fireworks show at Lake Ossaway on Monday, citing the county-wide burn ban and more than three weeks without rain.</p>
<div class="wp-caption aligncenter" style="width: 590px"><img src="/_avatar/ep-lake-ossaway.svg" width="580" height="280" alt="Lake Ossaway" /><p class="wp-caption-text">The barge used for the Lake Ossaway show in 2011. (Courier file photo)</p></div>
<p>"We don't take this lightly. The show draws 8,000 people," city manager Glenn Haskell said in a statement. "But the fire chief was clear that a single stray shell could start a grass fire along the shore."</p>
<p>The Independence Day parade on Main Street and the concert at Veterans Park will go ahead as planned. The city said it had paid a $2,500 deposit to Tri-State Pyrotechnics and was negotiating to move the show to a later date.</p>
<p>News of the cancellation spread quickly on Twitter. Here's a look at how Pinecrest reacted:</p>
<div class="storify"><div class="sfy-header"><h3>Pinecrest reacts to the fireworks cancellation</h3><p>Storified by Harlan Courier &middot; Mon, Jul 02 2012 16:05:41</p></div>
<ol class="sfy-elements">
{rows(tweets, tw)}
</ol>
<div class="sfy-footer"><a href="http://storify.com/harlancourier/pinecrest-fireworks">View the story "Pinecrest reacts to the fireworks cancellation" on Storify</a></div></div>
<p>The city council meets next on July 10. <em>Have a question about holiday events in Pinecrest? Email <a href="mailto:buzz@harlancourier.com">buzz@harlancourier.com</a>.</em></p>
</div>
<div class="entry-utility">This entry was posted in <a href="/category/local-news/" rel="category tag">Local News</a> and tagged <a href="/tag/fireworks/" rel="tag">fireworks</a>, <a href="/tag/pinecrest/" rel="tag">Pinecrest</a>. Bookmark the <a href="/2012/07/02/pinecrest-fireworks/" rel="bookmark">permalink</a>.</div>
</div>
<div id="nav-below" class="nav-below"><div class="nav-previous"><a href="/2012/06/29/food-truck-friday/" rel="prev">&larr; Food truck Friday returns to the square</a></div><div class="nav-next"><a href="/2012/07/03/parade-route/" rel="next">Parade route and road closures &rarr;</a></div></div>
<div id="comments"><p class="nocomments">Comments are closed.</p></div>
</div>
<div id="secondary" class="widget-area" role="complementary">
<div class="widget"><form method="get" action="/"><input type="text" name="s" size="24" /> <input type="submit" value="Search" /></form></div>
<div class="widget"><h3 class="widget-title">About this blog</h3><p>Courier Buzz is written by Sarah Brennan and the staff of The Harlan Courier. Tips? Call 555-0142.</p></div>
<div class="widget"><h3 class="widget-title">Recent Posts</h3><ul><li><a href="/2012/07/03/parade-route/">Parade route and road closures</a></li><li><a href="/2012/06/29/food-truck-friday/">Food truck Friday returns to the square</a></li><li><a href="/2012/06/27/pool-hours/">Summer pool hours extended</a></li><li><a href="/2012/06/25/library-book-sale/">Library book sale this weekend</a></li></ul></div>
<div class="widget"><h3 class="widget-title">Categories</h3><ul><li><a href="/category/food/">Food &amp; Drink</a> (41)</li><li><a href="/category/local-news/">Local News</a> (212)</li><li><a href="/category/schools/">Schools</a> (58)</li><li><a href="/category/sports/">Sports</a> (77)</li></ul></div>
<div class="widget"><h3 class="widget-title">Archives</h3><ul><li><a href="/2012/07/">July 2012</a></li><li><a href="/2012/06/">June 2012</a></li><li><a href="/2012/05/">May 2012</a></li><li><a href="/2012/04/">April 2012</a></li></ul></div>
<div class="widget"><h3 class="widget-title">Follow us</h3><p><a href="http://twitter.com/HarlanCourier">@HarlanCourier on Twitter</a><br /><a href="http://www.facebook.com/harlancourier">The Harlan Courier on Facebook</a></p></div>
</div></div>
<div id="colophon">&copy; 2012 The Harlan Courier, 220 W. Commerce St., Harlan. All rights reserved. <a href="/privacy/">Privacy Policy</a> &middot; <a href="/terms/">Terms of Use</a> &middot; Proudly powered by WordPress</div>
</div>"""
    return make(
        "ep-plain-en-pinecrest-fireworks",
        "en",
        page(
            "Pinecrest cancels July 4 fireworks; Twitter weighs in",
            "Courier Buzz",
            "en-US",
            css,
            body,
            published="2012-07-02T16:20:00-05:00",
            author="Sarah Brennan",
            body_attrs='class="single single-post postid-4812"',
        ),
        path="/2012/07/02/pinecrest-fireworks/",
        description="An American city paper's WordPress blog post of July 2012 (blog header, menu, search, recent posts, categories, archives, follow box): a Storify-like story of 8 quoted tweets (avatar, name, @handle, text, timestamp, Reply/Retweet/Favorite) with two lines of the curator's narrative, then 'Comments are closed.'; no reader discussion.",
        lookalikes=(
            "Storify-like story: 8 tweets with avatar, name, @handle, timestamp, text",
            "'Comments are closed.' under the post",
        ),
    )


# --------------------------------------------------------------------------- de: a match ticker, 2011


def de_ticker() -> Case:
    ticker = [
        (
            "90.+3",
            "abpfiff",
            "Abpfiff",
            "Schluss in Allertal! Der SV gewinnt verdient mit 2:1 und springt auf Platz drei.",
        ),
        (
            "90.+1",
            "",
            "",
            "Letzte Ecke für Wendhausen, Torwart Kruse geht mit nach vorn – doch Heitmann köpft den Ball aus der Gefahrenzone.",
        ),
        ("88.", "gelb", "Gelbe Karte", "Gelb für Okonkwo (Wendhausen) nach einem Foul an der Mittellinie."),
        (
            "84.",
            "wechsel",
            "Wechsel",
            "Beim SV kommt Lukas Brandt für Torschützen Meiners. Großer Applaus von den 1.140 Zuschauern.",
        ),
        (
            "77.",
            "",
            "",
            "Riesenchance zum Ausgleich: Pawlak läuft allein auf Schönfeld zu, doch der SV-Keeper bleibt lange stehen und pariert mit dem Fuß.",
        ),
        (
            "71.",
            "tor",
            "Tor",
            "TOR für Wendhausen! Nach einem Freistoß von Demir steht Pawlak am langen Pfosten völlig frei – 2:1.",
        ),
        (
            "63.",
            "tor",
            "Tor",
            "TOR für Allertal! Meiners nimmt einen langen Ball von Heitmann mit der Brust an und schiebt flach ins linke Eck – 2:0.",
        ),
        (
            "58.",
            "wechsel",
            "Wechsel",
            "Wendhausen wechselt doppelt: Demir und Yilmaz kommen für Hoppe und Grabowski.",
        ),
        ("46.", "anpfiff", "Anpfiff", "Weiter geht's, beide Teams unverändert."),
        (
            "45.+2",
            "halbzeit",
            "Halbzeit",
            "Pause im Allerstadion. Allertal führt nicht unverdient, Wendhausen fehlt bislang jede Idee nach vorn.",
        ),
        (
            "39.",
            "gelb",
            "Gelbe Karte",
            "Gelb für Heitmann (Allertal), der sich über einen Einwurf beschwert.",
        ),
        (
            "27.",
            "tor",
            "Tor",
            "TOR für Allertal! Ecke Vogt, Kopfball Rieckhoff – 1:0. Der Innenverteidiger trifft zum dritten Mal in dieser Saison.",
        ),
        ("12.", "", "", "Erster Abschluss der Gäste: Okonkwo aus 20 Metern, deutlich über das Tor."),
        ("1.", "anpfiff", "Anpfiff", "Der Ball rollt! Allertal spielt in Grün-Weiß von links nach rechts."),
    ]

    def row(n: int, minute: str, icon: str, alt: str, text: str) -> str:
        img = (
            f'<img src="/_avatar/ep-tick-{icon}.svg" width="16" height="16" alt="{alt}" title="{alt}" />'
            if icon
            else ""
        )
        cls = ' class="tor"' if icon == "tor" else (' class="alt"' if n % 2 else "")
        return f'<tr{cls}><td class="min">{minute}\'</td><td class="ico">{img}</td><td class="txt">{esc(text)}</td></tr>'

    css = """body{margin:0;background:#dfe3e6 url(/_avatar/ep-bg.svg) repeat-x;font:12px/1.45 Verdana,Arial,Helvetica,sans-serif;color:#222}
#container{width:990px;margin:0 auto;background:#fff}#kopf{height:96px;background:#00543c;position:relative}
#kopf .logo{position:absolute;left:16px;top:20px;font:bold 34px 'Times New Roman',serif;color:#fff;text-decoration:none}
#kopf .datum{position:absolute;right:16px;top:12px;color:#cfe5dc;font-size:11px}
#hauptnavi{background:#003b2a;height:28px}#hauptnavi a{float:left;color:#fff;font-weight:bold;padding:6px 10px;text-decoration:none;font-size:11px}
#hauptnavi a.aktiv{background:#fff;color:#00543c}#subnavi{background:#eef3f1;border-bottom:1px solid #c5d3ce;padding:5px 10px;font-size:11px}
#subnavi a{color:#00543c;margin-right:10px}#inhalt{float:left;width:640px;padding:14px}#rechts{float:right;width:300px;padding:14px 14px 14px 0}
.clear{clear:both}.dachzeile{color:#00543c;font-weight:bold;font-size:11px;text-transform:uppercase}h1{font:bold 24px Georgia,serif;margin:4px 0 8px}
.vorspann{font-weight:bold}.autor{font-size:11px;color:#777;border-bottom:1px dotted #aaa;padding-bottom:4px}
.spielbox{border:1px solid #00543c;margin:12px 0}.spielbox .kopf{background:#00543c;color:#fff;padding:4px 8px;font-weight:bold}
.spielbox table.erg{width:100%;font-size:20px;font-weight:bold;text-align:center}.spielbox .info{padding:4px 8px;font-size:11px;color:#555;background:#f4f7f6}
table.ticker{width:100%;border-collapse:collapse;margin:8px 0}table.ticker td{border-bottom:1px solid #e1e6e4;padding:6px 4px;vertical-align:top}
table.ticker tr.alt td{background:#f6f8f7}table.ticker tr.tor td{background:#fff7d1;font-weight:bold}table.ticker td.min{width:44px;font-weight:bold;color:#00543c;text-align:right}
table.ticker td.ico{width:20px}.aufst{font-size:11px;background:#f4f7f6;padding:6px 8px;margin:10px 0}
.kommentare{border-top:2px solid #00543c;margin-top:18px;padding-top:6px}.kommentare h3{font-size:14px;margin:0 0 6px;color:#00543c}
.kommentare .leer{color:#777;font-style:italic}.kommentare textarea{width:98%;height:70px}.kommentare .hinweis{font-size:10px;color:#888}
.box{border:1px solid #c5d3ce;margin-bottom:12px}.box h4{margin:0;background:#eef3f1;padding:4px 8px;color:#00543c;font-size:12px}
.box table{width:100%;font-size:11px;border-collapse:collapse}.box td{padding:2px 6px;border-bottom:1px solid #eee}.box ul{margin:6px;padding-left:16px}
.werbung{width:300px;height:250px;background:#eee;color:#999;font-size:9px;text-align:center;margin-bottom:12px}
#fuss{background:#003b2a;color:#bcd;padding:10px 14px;font-size:10px}#fuss a{color:#fff}"""
    table = [
        ("1.", "SC Harsefeld", "30", "64"),
        ("2.", "VfL Oldenau", "30", "58"),
        ("3.", "SV Allertal 09", "30", "55"),
        ("4.", "TuS Wendhausen", "30", "54"),
        ("5.", "Eintracht Brückfeld", "29", "47"),
    ]
    tab = "".join(
        f"<tr><td>{a}</td><td>{esc(b)}</td><td>{c}</td><td><b>{d}</b></td></tr>" for a, b, c, d in table
    )
    body = f"""<div id="container">
<div id="kopf"><a class="logo" href="/">Allertaler Zeitung</a><span class="datum">Samstag, 14. Mai 2011 | <a href="/epaper/" style="color:#fff">E-Paper</a> | <a href="/abo/" style="color:#fff">Abo-Service</a></span></div>
<div id="hauptnavi"><a href="/">Startseite</a><a href="/lokales/">Lokales</a><a href="/region/">Region</a><a class="aktiv" href="/sport/">Sport</a><a href="/politik/">Politik</a><a href="/wirtschaft/">Wirtschaft</a><a href="/kultur/">Kultur</a><a href="/anzeigen/">Anzeigen</a><a href="/leserreisen/">Leserreisen</a></div>
<div id="subnavi"><a href="/sport/lokalsport/">Lokalsport</a><a href="/sport/fussball/">Fußball</a><a href="/sport/handball/">Handball</a><a href="/sport/ticker/">Liveticker</a><a href="/sport/ergebnisse/">Ergebnisse &amp; Tabellen</a></div>
<div id="inhalt">
<div class="dachzeile">Oberliga Niedersachsen · Liveticker</div>
<h1>SV Allertal 09 – TuS Wendhausen 2:1</h1>
<p class="vorspann">Rieckhoff und Meiners treffen, Wendhausen kommt nur noch auf 2:1 heran: Der SV gewinnt das Derby und zieht in der Tabelle am Rivalen vorbei. Das Spiel zum Nachlesen in unserem Ticker.</p>
<p class="autor">Ticker: Jan Behrens · 14.05.2011, 16:52 Uhr</p>
<div class="spielbox"><div class="kopf">30. Spieltag · Allerstadion · 15:00 Uhr</div>
<table class="erg"><tr><td style="width:40%">SV Allertal 09</td><td>2:1</td><td style="width:40%">TuS Wendhausen</td></tr></table>
<div class="info">Tore: 1:0 Rieckhoff (27.), 2:0 Meiners (63.), 2:1 Pawlak (71.) · Schiedsrichter: Dirk Höltge (Celle) · Zuschauer: 1.140 · Halbzeit: 1:0</div></div>
<table class="ticker" summary="Liveticker">
{rows(ticker, row)}
</table>
<div class="aufst"><b>SV Allertal 09:</b> Schönfeld – Vogt, Rieckhoff, Heitmann, Lüders – Kaminski, Büsing – Wolter, Meiners (84. Brandt), Kuhlmann – Tamme.<br />
<b>TuS Wendhausen:</b> Kruse – Albers, Okonkwo, Siebert, Fricke – Hoppe (58. Demir), Grabowski (58. Yilmaz), Pawlak, Stelter – Ruhnau, Marx.</div>
<p>Mehr zum Spiel lesen Sie in der Montagsausgabe der Allertaler Zeitung und im <a href="/epaper/">E-Paper</a>.</p>
<p><a href="/sport/">« Zurück zur Übersicht Sport</a> | <a href="javascript:window.print()">Drucken</a> | <a href="/empfehlen/">Artikel versenden</a></p>
<div class="kommentare" id="kommentare"><h3>Kommentare (0)</h3>
<p class="leer">Zu diesem Artikel wurden noch keine Kommentare geschrieben. Schreiben Sie den ersten Kommentar!</p>
<form action="/login/" method="post"><p>Bitte <a href="/login/">melden Sie sich an</a> oder <a href="/registrieren/">registrieren Sie sich</a>, um einen Kommentar zu schreiben.</p>
<textarea name="text" rows="4" cols="60" disabled="disabled"></textarea><br /><input type="submit" value="Kommentar absenden" disabled="disabled" />
<p class="hinweis">Die Redaktion behält sich vor, Beiträge zu kürzen oder nicht zu veröffentlichen. Es gelten unsere Nutzungsbedingungen.</p></form></div>
</div>
<div id="rechts">
<div class="werbung">Anzeige</div>
<div class="box"><h4>Oberliga Niedersachsen</h4><table><tr><td>Pl.</td><td>Verein</td><td>Sp.</td><td>Pkt.</td></tr>{tab}</table><p style="margin:4px 6px;font-size:10px"><a href="/sport/tabellen/">Komplette Tabelle »</a></p></div>
<div class="box"><h4>Meistgelesen</h4><ul><li><a href="/lokales/ortsumgehung/">Ortsumgehung: Bagger rollen im Juni</a></li><li><a href="/lokales/schuetzenfest/">Schützenfest: Das ist das neue Königspaar</a></li><li><a href="/sport/handball-aufstieg/">HSG feiert den Aufstieg</a></li><li><a href="/region/blitzer/">Hier wird nächste Woche geblitzt</a></li></ul></div>
<div class="box"><h4>Weitere Ticker</h4><ul><li><a href="/sport/ticker/handball-hsg/">HSG Allertal – MTV Soltau 31:27</a></li><li><a href="/sport/ticker/kreisliga/">Kreisliga: Alle Spiele, alle Tore</a></li></ul></div>
</div>
<div class="clear"></div>
<div id="fuss">© 2011 Allertaler Zeitung Verlag GmbH &amp; Co. KG · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a> · <a href="/agb/">AGB</a> · <a href="/mediadaten/">Mediadaten</a></div>
</div>"""
    return make(
        "ep-plain-de-allertal-ticker",
        "de",
        page(
            "SV Allertal 09 – TuS Wendhausen 2:1",
            "Allertaler Zeitung",
            "de",
            css,
            body,
            published="2011-05-14T16:52:00+02:00",
            author="Jan Behrens",
            keywords="Fußball, Oberliga, SV Allertal, TuS Wendhausen, Liveticker",
        ),
        path="/sport/fussball/sv-allertal-tus-wendhausen-liveticker-1.1284471.html",
        description="A German regional daily's match ticker of May 2011 in an XHTML layout of its time (masthead, section bars, score box, line-ups, league table, most read, advert): 14 ticker entries in a table (minute, icon, text), newest first, signed once 'Ticker: Jan Behrens'; under it 'Kommentare (0)' with 'Schreiben Sie den ersten Kommentar!' and a disabled form; no reader discussion.",
        lookalikes=(
            "a minute-by-minute ticker: 14 entries with minute, icon and text in table rows",
            "'Kommentare (0)': an empty comment box with a login prompt",
        ),
    )


# --------------------------------------------------------------------------- fr: a chat transcript, 2012


def fr_chat() -> Case:
    qa = [
        (
            "14h02",
            "Sylvie_31",
            "Bonjour Monsieur le maire. Combien de temps va durer la fermeture de l'avenue de la Gare ? Je travaille à Revel et je passe par là tous les matins.",
            "Bonjour. La fermeture à la circulation ira du 16 avril à la fin du mois d'août. Une déviation est fléchée par le boulevard Riquet et la route de Castres.",
        ),
        (
            "14h06",
            "Un commerçant de la rue Longue",
            "Qui va indemniser les commerces pendant les travaux ? On a déjà perdu du chiffre l'an dernier avec le chantier de la place.",
            "Une commission d'indemnisation amiable sera mise en place avec la chambre de commerce. Les dossiers pourront être déposés en mairie dès le mois de mai.",
        ),
        (
            "14h11",
            "Jean-Claude",
            "Pourquoi ne pas avoir fait les travaux en juillet-août, quand il y a moins de monde ?",
            "C'est ce que nous avions demandé, mais le syndicat des eaux doit changer les canalisations avant la réfection de la chaussée, et ses équipes ne sont pas disponibles avant avril.",
        ),
        (
            "14h15",
            "Maman de deux élèves",
            "Les bus scolaires vont-ils continuer à s'arrêter devant le collège Pierre-Paul-Riquet ?",
            "Oui. L'arrêt est déplacé de 150 mètres, devant le gymnase, pendant toute la durée du chantier. Le Conseil général a confirmé les horaires.",
        ),
        (
            "14h21",
            "Thierry V.",
            "Le marché du samedi matin va-t-il rester sur les allées ?",
            "Il reste à sa place. Seule la partie basse, côté gare, sera réduite de six emplacements, qui seront replacés sur le parking Saint-Roch.",
        ),
        (
            "14h26",
            "cycliste_lauragais",
            "Y aura-t-il enfin une vraie piste cyclable sur l'avenue une fois les travaux finis ?",
            "Une bande cyclable dans chaque sens est prévue, séparée de la chaussée par une bordure. C'était une demande forte lors de la réunion publique de janvier.",
        ),
    ]

    def item(n: int, at: str, who: str, q: str, a: str) -> str:
        return (
            f'<div class="question" id="q{n + 1}"><span class="heure">{at}</span> <strong>{esc(who)}</strong> :'
            f" {esc(q)}</div>\n"
            f'<div class="reponse"><strong>Gérard Cabanis</strong> : {esc(a)}</div>'
        )

    css = """body{margin:0;background:#f2efe8;font:13px/1.5 Arial,Helvetica,sans-serif;color:#2a2a2a}
.global{width:980px;margin:0 auto;background:#fff}.bandeau{background:#8c1d18;height:90px;position:relative}
.bandeau a.titre{position:absolute;left:18px;top:16px;font:bold 40px 'Trebuchet MS',Arial;color:#fff;text-decoration:none;letter-spacing:-1px}
.bandeau .edition{position:absolute;left:20px;bottom:8px;color:#f3c9c6;font-size:12px}.bandeau .meteo{position:absolute;right:18px;top:18px;color:#fff;font-size:12px;text-align:right}
ul.rubriques{margin:0;padding:0 10px;list-style:none;background:#5e130f;overflow:hidden}ul.rubriques li{float:left}
ul.rubriques a{display:block;padding:7px 11px;color:#fff;font-weight:bold;font-size:12px;text-decoration:none}
.fil{font-size:11px;color:#888;padding:8px 18px}.fil a{color:#8c1d18}.colonnes{overflow:hidden;padding:0 18px 18px}
.article{float:left;width:620px}.droite{float:right;width:300px}h1{font:bold 26px Georgia,serif;margin:6px 0}
.chapo{font-size:15px;font-weight:bold;color:#444}.signature{font-size:11px;color:#777;margin:6px 0 12px}
.encadre-chat{background:#fbf3e4;border:1px solid #e5d3b0;padding:8px 12px;margin:12px 0;font-size:12px}
.transcript .question{background:#f4f4f4;border-left:4px solid #999;padding:8px 10px;margin:14px 0 4px}
.transcript .reponse{border-left:4px solid #8c1d18;padding:8px 10px;margin:0 0 4px 20px}.heure{color:#999;font-size:11px}
.outils{border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:5px 0;margin:14px 0;font-size:11px}.outils a{color:#555;margin-right:12px}
.reactions{margin-top:16px}.reactions h3{font-size:14px;border-bottom:2px solid #8c1d18;padding-bottom:3px}.reactions p{color:#777;font-style:italic}
.bloc{border-top:3px solid #8c1d18;margin-bottom:16px}.bloc h4{margin:6px 0;font-size:13px;text-transform:uppercase;color:#8c1d18}
.bloc ol,.bloc ul{margin:0;padding-left:18px}.bloc li{margin:4px 0}.pub{background:#eee;height:250px;color:#aaa;text-align:center;font-size:10px;margin-bottom:16px}
.pied{background:#5e130f;color:#e6c2bf;font-size:11px;padding:12px 18px}.pied a{color:#fff}"""
    body = f"""<div class="global">
<div class="bandeau"><a class="titre" href="/">Le Courrier du Lauragais</a><span class="edition">Édition de Villefranche · mercredi 4 avril 2012</span><div class="meteo">Villefranche<br />17°C, nuageux</div></div>
<ul class="rubriques"><li><a href="/">Accueil</a></li><li><a href="/actu/villefranche/">Villefranche</a></li><li><a href="/actu/revel/">Revel</a></li><li><a href="/actu/castelnaudary/">Castelnaudary</a></li><li><a href="/sports/">Sports</a></li><li><a href="/loisirs/">Loisirs</a></li><li><a href="/chats/">Chats</a></li><li><a href="/annonces/">Annonces</a></li></ul>
<div class="fil"><a href="/">Accueil</a> &gt; <a href="/actu/villefranche/">Villefranche</a> &gt; Chat</div>
<div class="colonnes"><div class="article">
<h1>Chat : le maire répond à vos questions sur les travaux de l'avenue de la Gare</h1>
<p class="chapo">L'avenue de la Gare sera fermée à la circulation pendant cinq mois. Gérard Cabanis, maire de Villefranche-de-Lauragais, a répondu mercredi en direct aux questions des internautes. Voici l'intégralité de l'échange.</p>
<p class="signature">Propos recueillis par Nathalie Sarda · Publié le 04/04/2012 à 15h10</p>
<div class="encadre-chat">Le chat s'est déroulé de 14 heures à 14 h 30. Les questions ont été sélectionnées par la rédaction ; certaines ont été regroupées. Merci aux nombreux internautes qui ont participé.</div>
<div class="transcript">
{rows(qa, item)}
</div>
<p><strong>Nathalie Sarda</strong> : Merci Monsieur le maire, et merci à tous pour vos questions. Une réunion publique aura lieu le 12 avril à 20 h 30 à la salle des fêtes.</p>
<div class="outils"><a href="#">Imprimer</a><a href="#">Envoyer à un ami</a><a href="#">Partager sur Facebook</a><a href="#">Twitter</a><span>Taille du texte : <a href="#">A-</a> <a href="#">A+</a></span></div>
<div class="reactions"><h3>Réagir à cet article</h3><p>Les réactions sont fermées pour cet article.</p></div>
</div>
<div class="droite">
<div class="pub">PUBLICITÉ</div>
<div class="bloc"><h4>Les prochains chats</h4><ul><li>Jeudi 12 avril, 18 h : le président du club de rugby</li><li>Mardi 17 avril, 14 h : la directrice de l'office de tourisme</li></ul></div>
<div class="bloc"><h4>Les plus lus</h4><ol><li><a href="/actu/revel/foire/">Revel : la foire aux bestiaux fête ses 150 ans</a></li><li><a href="/actu/villefranche/college/">Un nouveau gymnase pour le collège</a></li><li><a href="/sports/rugby/">Rugby : l'USV en demi-finale</a></li><li><a href="/actu/castelnaudary/cassoulet/">La confrérie du cassoulet intronise douze membres</a></li></ol></div>
<div class="bloc"><h4>Sur le même sujet</h4><ul><li><a href="/actu/villefranche/reunion-publique/">Avenue de la Gare : ce qu'il faut retenir de la réunion publique</a> (24/01/2012)</li><li><a href="/actu/villefranche/budget-travaux/">Travaux : 2,4 millions d'euros votés</a> (15/12/2011)</li></ul></div>
</div></div>
<div class="pied">© Le Courrier du Lauragais 2012 · <a href="/mentions-legales/">Mentions légales</a> · <a href="/contact/">Contact</a> · <a href="/abonnement/">S'abonner</a> · <a href="/publicite/">Publicité</a></div>
</div>"""
    return make(
        "ep-plain-fr-lauragais-chat",
        "fr",
        page(
            "Chat : le maire répond à vos questions sur les travaux de l'avenue de la Gare",
            "Le Courrier du Lauragais",
            "fr",
            css,
            body,
            published="2012-04-04T15:10:00+02:00",
            author="Nathalie Sarda",
        ),
        path="/actu/villefranche/chat-le-maire-repond-travaux-avenue-de-la-gare.html",
        description="A French regional daily's chat transcript of April 2012 (red masthead with edition and weather, section bar, breadcrumb, tools, coming chats, most read, related stories, advert): 6 readers' questions (time, pseudonym, question) each answered by the mayor, and 'Les réactions sont fermées pour cet article.'; no reader discussion.",
        lookalikes=(
            "a chat transcript: 6 readers' questions with time and pseudonym, each answered by the mayor",
            "'Les réactions sont fermées pour cet article.'",
        ),
    )


# --------------------------------------------------------------------------- es: letters to the editor, 2010


def es_cartas() -> Case:
    letters = [
        (
            "El autobús de Valdelosa",
            "Vivo en Valdelosa desde hace cuarenta años y nunca había visto el pueblo tan mal comunicado. Desde que la empresa suprimió el autobús de las 8.15, los que no tenemos coche dependemos de la buena voluntad de los vecinos para ir al médico a la capital.\n\nPido a la Diputación que explique por qué una línea que funcionó durante décadas deja de ser rentable justo ahora, cuando más gente mayor queda en los pueblos.",
            "FLORENTINA GARCÍA HERRERO. VALDELOSA",
        ),
        (
            "Gracias al personal de Urgencias",
            "El pasado día 14 mi marido sufrió un infarto y fue atendido en el servicio de Urgencias del Hospital de Santa Bárbara. Quiero agradecer públicamente la rapidez y el trato humano de médicos, enfermeras y celadores, que en una noche de mucho trabajo no perdieron la sonrisa.",
            "MARÍA JESÚS ORTEGA LAFUENTE. SORIANA DEL DUERO",
        ),
        (
            "Perros sueltos en el parque",
            "Cada mañana paseo por el parque de la Alameda con mis nietos y cada mañana nos encontramos perros sueltos que corren entre los columpios. La ordenanza es clara, pero nadie la hace cumplir.\n\nNo se trata de estar contra los animales, sino de un poco de civismo por parte de algunos dueños.",
            "ANTONIO REBOLLO MARTÍN. SORIANA DEL DUERO",
        ),
        (
            "La feria de San Saturio",
            "Leo en este periódico que el Ayuntamiento se plantea trasladar las casetas de la feria al recinto del polígono. Me parece un error: la feria siempre ha sido del centro y de los que vivimos en él, y alejarla solo servirá para que muera poco a poco.",
            "JULIÁN MARCOS VELASCO. SORIANA DEL DUERO",
        ),
        (
            "Respuesta sobre el polideportivo",
            "En relación con la carta publicada el 16 de noviembre sobre el cierre de la piscina climatizada, quiero aclarar que el cierre se debe a una avería en la caldera y no a ninguna decisión política. Está previsto reabrirla en la primera semana de diciembre.",
            "ROBERTO CALVO SANZ. CONCEJAL DE DEPORTES DEL AYUNTAMIENTO DE SORIANA DEL DUERO",
        ),
    ]

    def carta(n: int, title: str, text: str, firma: str) -> str:
        ps = "".join(f'<p class="texto">{esc(p)}</p>' for p in text.split("\n\n"))
        return f'<div class="carta"><h3>{esc(title)}</h3>{ps}<p class="firma">{esc(firma)}</p></div>'

    css = """body{margin:0;padding:0;background:#fff;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#000}
a{color:#003366}table.marco{width:980px;margin:0 auto}td.cabecera{background:#00335c;height:80px;padding:0 14px}
td.cabecera a.logo{font:bold italic 34px 'Times New Roman',serif;color:#fff;text-decoration:none}td.cabecera span{color:#b9cbe0;font-size:11px}
td.menu{background:#c8102e;padding:0}td.menu a{display:inline-block;color:#fff;font-weight:bold;padding:5px 9px;text-decoration:none;font-size:11px}
td.izda{width:160px;background:#eef2f6;vertical-align:top;font-size:11px;padding:8px}td.izda a{display:block;padding:3px 0;border-bottom:1px solid #d5dde6}
td.centro{vertical-align:top;padding:10px 16px}td.dcha{width:200px;vertical-align:top;padding:10px 8px;background:#f7f7f7}
.antetitulo{color:#c8102e;font-weight:bold;font-size:11px;text-transform:uppercase}h1{font:bold 26px Georgia,'Times New Roman',serif;margin:4px 0}
.fecha{font-size:11px;color:#666;margin-bottom:10px}.carta{border-bottom:1px dotted #999;padding:8px 0 10px}.carta h3{font:bold 16px Georgia,serif;margin:0 0 4px;color:#00335c}
.carta .texto{margin:0 0 6px;font-size:13px;line-height:1.5}.carta .firma{text-align:right;font-size:11px;font-weight:bold;margin:0}
.normas{background:#f3f3f3;border:1px solid #ddd;font-size:11px;padding:6px 8px;margin:12px 0}.herramientas{font-size:11px;margin:10px 0}.herramientas a{margin-right:8px}
.comentarios h4{background:#00335c;color:#fff;margin:0;padding:4px 8px;font-size:12px}.comentarios p{font-size:11px;padding:4px 8px;color:#555}
.modulo h4{margin:0 0 4px;font-size:12px;color:#c8102e;border-bottom:1px solid #c8102e}.modulo{margin-bottom:14px;font-size:11px}
td.pie{background:#00335c;color:#cbd6e2;font-size:10px;padding:10px;text-align:center}td.pie a{color:#fff}"""
    cartas = rows(letters, carta)
    body = f"""<table class="marco" cellpadding="0" cellspacing="0" border="0">
<tr><td colspan="3" class="cabecera"><a class="logo" href="/">Diario del Alto Duero</a><br /><span>Martes, 23 de noviembre de 2010 · Soriana del Duero · Decano de la prensa provincial</span></td></tr>
<tr><td colspan="3" class="menu"><a href="/">PORTADA</a><a href="/local/">LOCAL</a><a href="/provincia/">PROVINCIA</a><a href="/castilla-y-leon/">CASTILLA Y LEÓN</a><a href="/deportes/">DEPORTES</a><a href="/opinion/">OPINIÓN</a><a href="/cultura/">CULTURA</a><a href="/esquelas/">ESQUELAS</a><a href="/clasificados/">CLASIFICADOS</a></td></tr>
<tr><td class="izda"><b>Opinión</b><a href="/opinion/editorial/">Editorial</a><a href="/opinion/tribuna/">Tribuna</a><a href="/opinion/columnistas/">Columnistas</a><a href="/opinion/cartas/"><b>Cartas al director</b></a><a href="/opinion/vineta/">La viñeta</a><br /><b>Hemeroteca</b><a href="/hemeroteca/2010/11/22/">22/11/2010</a><a href="/hemeroteca/2010/11/21/">21/11/2010</a><a href="/hemeroteca/2010/11/20/">20/11/2010</a></td>
<td class="centro">
<div class="antetitulo">Opinión · Cartas al director</div>
<h1>Cartas al director</h1>
<div class="fecha">23/11/2010 - Diario del Alto Duero</div>
{cartas}
<div class="normas">Las cartas dirigidas a esta sección no deben exceder de 20 líneas y han de ir acompañadas de nombre, apellidos, DNI, domicilio y teléfono del autor. Diario del Alto Duero se reserva el derecho de extractarlas o resumirlas. Envíelas a <a href="mailto:cartas@diarioaltoduero.es">cartas@diarioaltoduero.es</a>.</div>
<div class="herramientas"><a href="#">Imprimir</a> <a href="#">Enviar por e-mail</a> <a href="#">Menéame</a> <a href="#">Tuenti</a> <a href="#">Facebook</a> Valoración: ★★★☆☆ (12 votos)</div>
<div class="comentarios"><h4>Comentarios</h4><p>Esta noticia no admite comentarios.</p></div>
</td>
<td class="dcha"><div class="modulo"><h4>Lo más leído</h4><ol><li><a href="/local/navidad-luces/">El encendido navideño será el 3 de diciembre</a></li><li><a href="/deportes/cd-duero/">El CD Duero cae en Palencia</a></li><li><a href="/provincia/nieve/">Primeras nevadas en la sierra</a></li></ol></div>
<div class="modulo"><h4>Escríbanos</h4>Diario del Alto Duero<br />C/ Mayor, 41<br />Soriana del Duero<br />Tel. 975 000 212</div>
<div class="modulo" style="height:240px;background:#e6e6e6;text-align:center;color:#999">Publicidad</div></td></tr>
<tr><td colspan="3" class="pie">© Diario del Alto Duero S.A. 2010 · <a href="/aviso-legal/">Aviso legal</a> · <a href="/publicidad/">Publicidad</a> · <a href="/suscripciones/">Suscripciones</a></td></tr>
</table>"""
    return make(
        "ep-plain-es-altoduero-cartas",
        "es",
        page(
            "Cartas al director",
            "Diario del Alto Duero",
            "es",
            css,
            body,
            published="2010-11-23T00:05:00+01:00",
            author="Diario del Alto Duero",
        ),
        path="/opinion/cartas/2010/11/23/cartas-al-director.html",
        description="A Spanish provincial daily's 'Cartas al director' of November 2010 printed as the article, in a table layout of its time (masthead, red menu, opinion sections, archive dates, tools with a star rating, most read, advert): 5 letters, each a title, one or two paragraphs and a signature 'NAME. TOWN' (one a councillor's answer to an earlier letter), and 'Esta noticia no admite comentarios.'; no reader discussion.",
        lookalikes=(
            "letters to the editor: 5 titled letters with signature and town, printed as the article",
            "'Esta noticia no admite comentarios.'",
        ),
    )


# --------------------------------------------------------------------------- it: a timeline and press releases, 2013


def it_ponte() -> Case:
    tappe = [
        (
            "12 novembre 2012",
            "Dopo l'ondata di maltempo, i tecnici della Provincia rilevano crepe sui piloni del ponte sul Sesia tra Vallerana e Rovasco.",
        ),
        (
            "15 novembre 2012",
            "Il ponte viene chiuso ai mezzi pesanti oltre le 3,5 tonnellate. Le corriere vengono deviate su Borgo Alto.",
        ),
        (
            "9 gennaio 2013",
            "La perizia del Politecnico conferma il cedimento di uno dei piloni centrali: servono lavori per 1,8 milioni di euro.",
        ),
        (
            "21 febbraio 2013",
            "Chiusura totale al traffico. I pendolari di Rovasco devono allungare il tragitto di 14 chilometri.",
        ),
        ("4 aprile 2013", "La Regione stanzia 1,2 milioni; il resto sarà a carico di Provincia e Comuni."),
        (
            "27 maggio 2013",
            "Aggiudicato l'appalto all'impresa Ferraris Costruzioni di Novara. Inizio lavori previsto a giugno.",
        ),
    ]
    comunicati = [
        (
            "Comune di Vallerana",
            "17/06/2013",
            "Ponte sul Sesia, navetta gratuita per gli studenti durante i lavori",
        ),
        (
            "Provincia di Vercelli Nord",
            "14/06/2013",
            "Viabilità: consegna dei lavori sul ponte di Rovasco il 18 giugno",
        ),
        ("ASL VC Nord", "12/06/2013", "Ondate di calore: attivo il numero verde per gli anziani soli"),
        ("Comune di Rovasco", "10/06/2013", "Festa patronale di San Giovanni, il programma completo"),
        ("Pro Loco Vallerana", "07/06/2013", "Sagra della panissa, aperte le iscrizioni per gli espositori"),
    ]

    def tappa(n: int, data: str, testo: str) -> str:
        return f'<li><span class="data">{esc(data)}</span><p>{esc(testo)}</p></li>'

    def com(n: int, ente: str, data: str, titolo: str) -> str:
        return (
            f'<li class="comunicato"><span class="ente">{esc(ente)}</span> <span class="data">{data}</span><br />'
            f'<a href="/comunicati/{n + 3381}-{n}.html">{esc(titolo)}</a></li>'
        )

    css = """html,body{margin:0;padding:0}body{font:13px/1.55 'Trebuchet MS',Tahoma,sans-serif;color:#333;background:#f5f5f5}
#wrapper{width:1000px;margin:0 auto;background:#fff;border-left:1px solid #ddd;border-right:1px solid #ddd}
#header{padding:14px 20px;border-bottom:4px solid #0a6aa1;overflow:hidden}#header .testata{float:left;font:bold 36px Georgia,serif;color:#0a6aa1;text-decoration:none}
#header .payoff{float:left;margin:18px 0 0 14px;font-size:12px;color:#888}#header .social{float:right;margin-top:14px;font-size:11px}
#menu{background:#0a6aa1;overflow:hidden}#menu a{float:left;color:#fff;padding:8px 12px;font-size:12px;text-transform:uppercase;text-decoration:none}
#menu a:hover{background:#08557f}#ultimora{background:#fff8dc;border-bottom:1px solid #eedb9c;padding:5px 20px;font-size:12px}
#contenuto{overflow:hidden;padding:16px 20px}#colsx{float:left;width:640px}#coldx{float:right;width:300px}
.categoria{color:#0a6aa1;font-weight:bold;font-size:11px;text-transform:uppercase}h1.titolo{font:bold 28px Georgia,serif;margin:4px 0 8px;line-height:1.2}
.sommario{font-size:15px;color:#555}.info{font-size:11px;color:#888;margin:8px 0 12px}.info a{color:#0a6aa1}
.testo p{margin:0 0 12px}.box-tappe{float:right;width:250px;margin:0 0 12px 16px;background:#eef5fa;border-top:3px solid #0a6aa1;padding:8px 10px;font-size:12px}
.box-tappe h3{margin:0 0 6px;font-size:13px;text-transform:uppercase;color:#0a6aa1}.box-tappe ul{list-style:none;margin:0;padding:0}
.box-tappe li{border-left:2px solid #0a6aa1;padding:0 0 8px 8px;margin-left:4px}.box-tappe .data{font-weight:bold;color:#0a6aa1}.box-tappe p{margin:2px 0 0}
.tags{font-size:11px;margin:10px 0}.tags a{background:#eee;padding:1px 6px;margin-right:4px;color:#555;text-decoration:none}
.condividi{font-size:11px;border-top:1px solid #eee;padding-top:6px;color:#777}.fb-like-box{display:inline-block;background:#3b5998;color:#fff;padding:1px 6px;border-radius:2px}
.widget{margin-bottom:18px}.widget h3{background:#0a6aa1;color:#fff;font-size:12px;text-transform:uppercase;margin:0;padding:5px 8px}
.widget ul{list-style:none;margin:0;padding:0}.widget li{border-bottom:1px solid #eee;padding:6px 8px;font-size:12px}
.widget li .ente{font-weight:bold;color:#555}.widget li .data{color:#999;font-size:11px}.widget .tutti{display:block;text-align:right;font-size:11px;padding:4px 8px}
.banner{height:250px;background:#e9e9e9;color:#aaa;font-size:10px;text-align:center;margin-bottom:18px}
#footer{background:#222;color:#999;font-size:11px;padding:14px 20px}#footer a{color:#ccc}"""
    body = f"""<div id="wrapper">
<div id="header"><a class="testata" href="/">La Voce di Vallerana</a><span class="payoff">Il quotidiano online della Valsesia bassa</span><div class="social"><a href="#">Facebook</a> · <a href="#">Twitter</a> · <a href="/rss/">RSS</a> · Mercoledì 19 giugno 2013</div></div>
<div id="menu"><a href="/">Home</a><a href="/cronaca/">Cronaca</a><a href="/politica/">Politica</a><a href="/economia/">Economia</a><a href="/sport/">Sport</a><a href="/eventi/">Eventi</a><a href="/comunicati/">Comunicati</a><a href="/necrologie/">Necrologie</a><a href="/contatti/">Contatti</a></div>
<div id="ultimora"><b>Ultim'ora:</b> Rovasco, domani sera consiglio comunale straordinario sulla viabilità</div>
<div id="contenuto"><div id="colsx">
<div class="categoria">Cronaca · Vallerana</div>
<h1 class="titolo">Ponte sul Sesia, al via i lavori: riapertura prevista per Natale</h1>
<p class="sommario">Consegnato il cantiere all'impresa novarese. Il sindaco: «Sette mesi di pazienza, poi avremo un ponte sicuro per i prossimi cinquant'anni».</p>
<div class="info">di <a href="/autori/paola-zanetti/">Paola Zanetti</a> · 19 giugno 2013, 11:40 · <a href="/cronaca/">Cronaca</a></div>
<div class="testo">
<div class="box-tappe"><h3>Le tappe della vicenda</h3><ul>
{rows(tappe, tappa)}
</ul></div>
<p>VALLERANA - Sono iniziati ieri mattina i lavori di consolidamento del ponte sul Sesia tra Vallerana e Rovasco, chiuso al traffico dal 21 febbraio. Le ruspe della Ferraris Costruzioni hanno allestito il cantiere sulla sponda destra del fiume.</p>
<p>Il progetto prevede il rifacimento del pilone centrale e il rinforzo delle due campate. La spesa complessiva è di 1,8 milioni di euro, coperti per due terzi dalla Regione.</p>
<p>«Sappiamo che per chi lavora a Vercelli sono stati mesi difficili», ha detto il sindaco di Vallerana, Enrico Barbero. «Ma la sicurezza viene prima di tutto. Se il meteo ci aiuta, a Natale si passerà di nuovo».</p>
<p>Per tutta la durata del cantiere il Comune mette a disposizione una navetta gratuita per gli studenti delle superiori, con partenza dalla piazza del municipio alle 7.05.</p>
</div>
<div class="tags">Tag: <a href="/tag/ponte-sesia/">ponte sul Sesia</a><a href="/tag/viabilita/">viabilità</a><a href="/tag/rovasco/">Rovasco</a></div>
<div class="condividi">Condividi: <span class="fb-like-box">Mi piace 48</span> <a href="#">Twitter</a> <a href="#">Google+</a> <a href="#">Invia per e-mail</a> <a href="#">Stampa</a></div>
</div>
<div id="coldx">
<div class="banner">PUBBLICITÀ</div>
<div class="widget"><h3>Comunicati stampa</h3><ul>
{rows(comunicati, com)}
</ul><a class="tutti" href="/comunicati/">Tutti i comunicati »</a></div>
<div class="widget"><h3>I più letti</h3><ul><li><a href="/cronaca/grandine/">Grandinata sulle risaie, danni per milioni</a></li><li><a href="/sport/pro-vallerana/">Pro Vallerana, è promozione</a></li><li><a href="/eventi/panissa/">Torna la sagra della panissa</a></li></ul></div>
</div></div>
<div id="footer">La Voce di Vallerana · Testata giornalistica registrata presso il Tribunale di Vercelli · P.IVA 01234560029 · <a href="/redazione/">Redazione</a> · <a href="/privacy/">Privacy</a> · <a href="/pubblicita/">Pubblicità</a></div>
</div>"""
    return make(
        "ep-plain-it-vallerana-ponte",
        "it",
        page(
            "Ponte sul Sesia, al via i lavori: riapertura prevista per Natale",
            "La Voce di Vallerana",
            "it",
            css,
            body,
            published="2013-06-19T11:40:00+02:00",
            author="Paola Zanetti",
            xhtml=False,
        ),
        path="/cronaca/2013/06/19/ponte-sul-sesia-al-via-i-lavori-riapertura-natale/",
        description="An Italian local news site's story of June 2013 (masthead, menu, breaking-news strip, tags, share buttons with a like count, most read, advert): a boxed timeline 'Le tappe della vicenda' of 6 dated events inside the article, and a 'Comunicati stampa' widget of 5 press releases (issuer, date, title); no comment area at all; no reader discussion.",
        lookalikes=(
            "'Le tappe della vicenda': a timeline of 6 dated events",
            "'Comunicati stampa': 5 press releases with issuer, date and title",
        ),
    )


def plain_ep() -> list[Case]:
    return [en_storify(), de_ticker(), fr_chat(), es_cartas(), it_ponte()]
