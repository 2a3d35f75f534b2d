"""Blind set ec: two discussions as a crawler saved them: an English local weekly of 2009 (a layout of tables, `<font>`
tags, Windows-1252 references such as &#146; in a page declared ISO-8859-1, advert rows and a sponsored-links box
between the entries; "Have your say", never "comment") and a German neighbourhood blog of 2011 (a WordPress-like
threaded list whose `</li>` the theme never writes, pingbacks among the entries, a quoted earlier entry, the list's
wrapper `</div>` missing). Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ec_common import Case, ent, kids, make, talk

# --------------------------------------------------------------------------- en: a local weekly, 2009 (tables, font)


def en_lido() -> Case:
    cs = talk("""
Pauline Mercer @ 9:02am Tue 14 Apr 09 :: I learnt to swim in that lido in 1961 and so did both my children. The council found £1.2 million for the new civic offices without blinking, but can’t find a third of that for the one place in this town that everybody actually uses in the summer.
seasider @ 9:40am Tue 14 Apr 09 :: Disgraceful.
Mike_H @ 10:15am Tue 14 Apr 09 :: “Structural problems” were first found in 2006 and nothing was done for three years. Now suddenly it’s an emergency and the whole season has to go. Who signed off the last inspection?
Jen T @ 11:03am Tue 14 Apr 09 :: Does anyone know if the Friends of Harwick Lido are still going? They raised the money for the new changing huts in the 90s. If they are, I’ll happily do a sponsored swim – in the sea if I have to!
Roger Blakemore @ 12:31pm Tue 14 Apr 09 :: I was on the lido’s users’ panel for eleven years, so perhaps I can add some facts to this. // The 2006 survey (which is still on the council’s website if you look under the cabinet papers) found cracks in the pool tank and in the terrace above the plant room. The tank was patched in 2007 for about £40,000, which everyone knew was a stop-gap. The terrace was never touched. The report said plainly that a full repair should be done “within three years”, and here we are, three years later, with the bill at £340,000 instead of the £190,000 it was then. // Nobody is asking the council to find the money overnight. What we ask is that they stop pretending this came out of the blue, publish the new engineer’s report in full, and talk to the people who have been offering to help for years. Lottery money exists for exactly this. Other towns – Saltmarsh, Brackley Bay – have kept their pools open through trusts. // And please, no more “consultations” held at 2pm on a Wednesday in the town hall when everyone who uses the lido is at work.
Alison @ 1:05pm Tue 14 Apr 09 :: @Mike_H – the inspection report is in the cabinet papers for March, item 7. It says the tank is losing about 40,000 litres a day.
Tony1958 @ 2:20pm Tue 14 Apr 09 :: So charge £3 instead of £2.20 and keep it open while they sort it. I’d pay a fiver on a hot day and so would most people on this page.
Kate Ollerton @ 3:14pm Tue 14 Apr 09 :: We drove the kids over from Westcliffe every Saturday last summer. That’s petrol, parking and fish and chips in Harwick every week… The traders on the front should be worried, not just the swimmers.
Dennis Gow @ 4:48pm Tue 14 Apr 09 :: Forty thousand litres a day? No wonder my water rates went up.
""")
    towns = {0: "Harwick", 2: "Oldbury Cross", 4: "Harwick", 7: "Westcliffe", 8: "Harwick"}
    ads = {
        3: """<tr><td style="padding:8px 0;border-top:1px dotted #ccc"><table width="100%" cellpadding="4" cellspacing="0" bgcolor="#fffbe6" style="border:1px solid #e6d98c"><tr><td><font face="Arial, Helvetica, sans-serif" size="1" color="#8a7a1f"><b>Sponsored Links</b></font></td></tr>
<tr><td><font face="Arial, Helvetica, sans-serif" size="2"><a href="http://ads.clickpartner.example/r?k=8812" style="color:#1a0dab"><b>Harwick Swimming Lessons</b></a><br>Adult &amp; child lessons at Harwick Leisure Centre. Book online today.<br><font color="#006600" size="1">www.harwickleisure.example</font></font></td></tr>
<tr><td><font face="Arial, Helvetica, sans-serif" size="2"><a href="http://ads.clickpartner.example/r?k=9034" style="color:#1a0dab"><b>Hot Tubs from &pound;1,995</b></a><br>Huge spring sale on all models. Free delivery in the South East.<br><font color="#006600" size="1">www.spasdirect.example</font></font></td></tr>
<tr><td><font face="Arial, Helvetica, sans-serif" size="2"><a href="http://ads.clickpartner.example/r?k=9120" style="color:#1a0dab"><b>Local Builders Rated</b></a><br>Find a trusted builder near you &#150; read reviews from real customers.<br><font color="#006600" size="1">www.ratedtrades.example</font></font></td></tr></table></td></tr>
""",
        6: """<tr><td align="center" style="padding:10px 0;border-top:1px dotted #ccc"><font face="Arial" size="1" color="#999999">ADVERTISEMENT</font><br><a href="http://ad.adserve.example/click;sz=300x250;site=harwick;pos=story2"><img src="/_avatar/mpu-harwick-motors.svg" width="300" height="250" border="0" alt="Harwick Motors &#150; spring offers"></a></td></tr>
""",
    }
    rows = []
    for i, c in enumerate(cs):
        town = f", {towns[i]}" if i in towns else ""
        body = "<br><br>".join(ent(p, "cp1252") for p in c.body.split("\n\n"))
        rows.append(
            f"""<tr><td bgcolor="#eef2f6" style="padding:5px 6px;border-top:1px solid #c9d3de"><a name="hys{50412 + i * 3}"></a><font face="Arial, Helvetica, sans-serif" size="2"><a href="/users/profile/{3100 + i * 57}/"><b>{ent(c.who, "cp1252")}</b></a>{town} says...</font></td></tr>
<tr><td style="padding:6px"><font face="Arial, Helvetica, sans-serif" size="2">{body}</font></td></tr>
<tr><td style="padding:0 6px 8px 6px"><font face="Arial, Helvetica, sans-serif" size="1" color="#777777">{c.at}</font> &nbsp; <font size="1" face="Arial"><a href="/hys/report/?id={50412 + i * 3}" style="color:#777">Report this post</a></font></td></tr>
"""
        )
        rows.append(ads.get(i, ""))
    article = [
        "Harwick&#146;s seafront lido will stay closed for the whole of the summer after engineers found the pool tank and the terrace above the plant room in a worse state than expected.",
        "A report to Harwick District Council&#146;s cabinet puts the cost of repairs at &pound;340,000, against &pound;190,000 estimated in 2006. The council says it cannot find the money in this year&#146;s budget.",
        "Councillor Brian Oakes, cabinet member for leisure, said: &#147;Nobody wants to see the lido shut, least of all me. But we cannot open a pool that is losing tens of thousands of litres a day and we will not put swimmers at risk.&#148;",
        "The lido, which opened in 1936, drew 41,000 visitors last summer. Season tickets already sold will be refunded in full.",
        "The council says it will look at &#147;all options&#148;, including a bid to the Heritage Lottery Fund, and will report back to cabinet in September.",
    ]
    most_read = [
        "Man, 23, in court after Station Road crash",
        "Harwick Lido to stay shut all summer",
        "Pier ballroom plans go on show",
        "Schools to lose lollipop patrols",
        "Westcliffe bypass: work starts in May",
    ]
    page = f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">
<title>Harwick Lido to stay shut all summer as repair bill hits &pound;340,000 (From The Harwick Mercury)</title>
<meta name="description" content="Harwick&#146;s seafront lido will stay closed for the whole of the summer.">
<meta name="keywords" content="Harwick, lido, council, swimming, news">
<link rel="stylesheet" type="text/css" href="/css/mercury_2007.css">
<style type="text/css">
body {{ margin:0; background:#d9dee3; }}
a {{ color:#003366; }}
.navlink {{ color:#ffffff; font-weight:bold; text-decoration:none; }}
.storyText p {{ margin:0 0 10px 0; }}
</style>
<script type="text/javascript" src="/js/common_2006.js"></script>
<script type="text/javascript">var ord=Math.random()*10000000000000000; var site_section="news";</script>
</head>
<body bgcolor="#d9dee3" leftmargin="0" topmargin="0" marginwidth="0" marginheight="0">
<table width="970" border="0" cellspacing="0" cellpadding="0" align="center" bgcolor="#ffffff">
<tr><td colspan="3" align="center" style="padding:6px 0"><a href="http://ad.adserve.example/click;sz=728x90;site=harwick;pos=top"><img src="/_avatar/leader-estate-agents.svg" width="728" height="90" border="0" alt="Advertisement"></a></td></tr>
<tr><td colspan="3" bgcolor="#003366" height="70"><table width="100%" cellpadding="0" cellspacing="0"><tr><td style="padding-left:12px"><a href="/"><img src="/_avatar/masthead-mercury.svg" width="420" height="60" border="0" alt="The Harwick Mercury"></a></td><td align="right" style="padding-right:12px"><font face="Arial" size="1" color="#ffffff">Tuesday 14th April 2009 &nbsp;|&nbsp; <a href="/weather/" class="navlink">Weather: 11&deg;C, showers</a></font><br><form action="/search/" method="get" style="margin:4px 0 0 0"><input type="text" name="q" size="18"> <input type="submit" value="Search"></form></td></tr></table></td></tr>
<tr><td colspan="3" bgcolor="#336699" height="24" style="padding-left:10px"><font face="Arial" size="2"><a class="navlink" href="/">Home</a> &nbsp;|&nbsp; <a class="navlink" href="/news/">News</a> &nbsp;|&nbsp; <a class="navlink" href="/sport/">Sport</a> &nbsp;|&nbsp; <a class="navlink" href="/leisure/">Leisure</a> &nbsp;|&nbsp; <a class="navlink" href="/hys/">Have your say</a> &nbsp;|&nbsp; <a class="navlink" href="/jobs/">Jobs</a> &nbsp;|&nbsp; <a class="navlink" href="/motors/">Motors</a> &nbsp;|&nbsp; <a class="navlink" href="/property/">Property</a> &nbsp;|&nbsp; <a class="navlink" href="/announcements/">Announcements</a></font></td></tr>
<tr>
<td width="150" valign="top" bgcolor="#eef2f6" style="padding:8px"><font face="Arial" size="2"><b>News</b><br><a href="/news/harwick/">Harwick</a><br><a href="/news/westcliffe/">Westcliffe</a><br><a href="/news/oldbury/">Oldbury Cross</a><br><a href="/news/crime/">Crime</a><br><a href="/news/politics/">Politics</a><br><a href="/news/letters/">Letters</a><br><a href="/news/archive/">Archive</a><br><br><b>Services</b><br><a href="/e-paper/">Read the paper online</a><br><a href="/rss/">RSS feeds</a><br><a href="/contact/">Contact us</a></font></td>
<td width="580" valign="top" style="padding:10px 14px">
<font face="Arial" size="1"><a href="/">Home</a> &gt; <a href="/news/">News</a> &gt; <a href="/news/harwick/">Harwick</a></font>
<h1 style="font-family:Georgia,serif;font-size:26px;margin:8px 0">Harwick Lido to stay shut all summer as repair bill hits &pound;340,000</h1>
<font face="Arial" size="2" color="#555555">By Sarah Penhallow &raquo;</font><br>
<font face="Arial" size="1" color="#777777">7:00am Tuesday 14th April 2009</font>
<table cellpadding="0" cellspacing="0" align="right" width="240" style="margin:8px 0 8px 12px"><tr><td><img src="/_avatar/lido-pool-empty.svg" width="240" height="160" alt="The empty pool at Harwick Lido"><br><font face="Arial" size="1" color="#666">The empty pool at Harwick Lido last week</font></td></tr></table>
<div class="storyText"><font face="Georgia, serif" size="3">
<p>{"</p><p>".join(article)}</p>
</font></div>
<table width="100%" cellpadding="3" cellspacing="0" style="border-top:1px solid #ccc;border-bottom:1px solid #ccc;margin:10px 0"><tr><td><font face="Arial" size="1"><a href="/print/?id=4213377">Print</a> | <a href="/email/?id=4213377">Email to a friend</a> | <a href="http://digg.example/submit?url=http%3A%2F%2Fwww.harwickmercury.example%2Fnews%2F4213377">Digg</a> | <a href="http://del.icio.us.example/post?url=4213377">del.icio.us</a> | <a href="http://www.facebook.example/share.php?u=4213377">Facebook</a></font></td></tr></table>
<a name="hys"></a>
<table width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td bgcolor="#003366" style="padding:4px 6px"><font face="Arial" size="3" color="#ffffff"><b>Have your say</b></font> <font face="Arial" size="1" color="#ccd6e0">{len(cs)} posts so far</font></td></tr>
{"".join(rows)}<tr><td style="padding:10px 6px;border-top:1px solid #c9d3de"><font face="Arial" size="2"><b>Have your say on this story</b><br>You must <a href="/users/login/">log in</a> or <a href="/users/register/">register</a> to post on this site.</font><br><font face="Arial" size="1" color="#777">Posts are not checked before they appear. Use &#147;Report this post&#148; if you think one breaks our rules.</font></td></tr>
</table>
</td>
<td width="240" valign="top" style="padding:10px 8px" bgcolor="#f7f7f7">
<a href="http://ad.adserve.example/click;sz=300x250;site=harwick;pos=right"><img src="/_avatar/mpu-holiday-park.svg" width="220" height="183" border="0" alt="Advertisement"></a><br><br>
<table width="100%" cellpadding="3" cellspacing="0" style="border:1px solid #c9d3de"><tr><td bgcolor="#336699"><font face="Arial" size="2" color="#ffffff"><b>Most read</b></font></td></tr>
{"".join(f'<tr><td><font face="Arial" size="2">{n}. <a href="/news/{4213300 + n * 11}.html">{t}</a></font></td></tr>' for n, t in enumerate(most_read, 1))}
</table><br>
<table width="100%" cellpadding="3" cellspacing="0" style="border:1px solid #c9d3de"><tr><td bgcolor="#336699"><font face="Arial" size="2" color="#ffffff"><b>Jobs</b></font></td></tr>
<tr><td><font face="Arial" size="1"><a href="/jobs/1">Care assistants, Harwick &#150; &pound;6.20/hr</a><br><a href="/jobs/2">HGV Class 1 driver, Oldbury Cross</a><br><a href="/jobs/3">Part-time receptionist, dental practice</a></font></td></tr></table>
</td>
</tr>
<tr><td colspan="3" bgcolor="#003366" style="padding:8px"><font face="Arial" size="1" color="#ffffff">&copy; Copyright 2001-2009 Southcoast Media Group Ltd. All rights reserved. The Harwick Mercury, 12 Quay Street, Harwick. &nbsp; <a class="navlink" href="/terms/">Terms &amp; conditions</a> | <a class="navlink" href="/privacy/">Privacy policy</a> | <a class="navlink" href="/advertise/">Advertise with us</a></font></td></tr>
</table>
<script type="text/javascript">var _stats_acct="HM-2211"; document.write('<img src="/_avatar/stats-pixel.svg?r='+ord+'" width="1" height="1">');</script>
</body>
</html>
"""
    return make(
        "ec-en-harwick-lido",
        "discussion",
        "en",
        page,
        cs,
        path="/news/4213377.harwick_lido_to_stay_shut_all_summer/",
        container="a layout table under a 'Have your say' bar: three rows per post (td: NAME link, town, 'says...'; td: font text, paragraphs by <br><br>; td: time, 'Report this post'); a 'Sponsored Links' table row after the 4th post and an ADVERTISEMENT row after the 7th",
        heading="Have your say",
        description="An English local weekly of April 2009 in a layout of tables with <font> tags, declared ISO-8859-1 with every non-ASCII character written as a reference (&#146; &#147; &#148; &#150; &pound;): 9 flat posts ('NAME, Town says...', one a single word, one four paragraphs long, one answering '@Mike_H'), interleaved with a sponsored-links box and an advert row; never says 'comment'.",
    )


# --------------------------------------------------------------------------- de: a neighbourhood blog, 2011 (WordPress-like)


def _wp(text: str) -> str:
    """wptexturize of 2011: apostrophes, dashes and ellipses as decimal references, what the reader typed raw."""
    s = ent(text, "raw")
    return s.replace("\u2019", "&#8217;").replace("\u2013", "&#8211;").replace("\u2026", "&#8230;")


def de_spaeti() -> Case:
    cs = talk("""
Jule @ 14. März 2011 um 09:12 :: Oh nein! Bei Herrn Yilmaz hab ich seit 2004 jeden Sonntag meine Zeitung und die Brötchen geholt. Wo soll man denn jetzt hin, wenn um 22 Uhr die Milch alle ist?
>Karsten B. @ 14. März 2011 um 09:47 :: Zum Tankstellenshop an der Brückenallee – aber da zahlst du fürs Bier das Doppelte.
>>Jule @ 14. März 2011 um 10:02 :: Eben. Und nett ist da auch keiner.
>Matthias (Lindenau) @ 14. März 2011 um 11:30 :: Seine Tochter hat mir gestern erzählt, dass sie vielleicht in der Feldgasse was Kleines aufmachen wollen. Noch nichts fest, aber Daumen drücken!
Henrike Sauer @ 14. März 2011 um 10:25 :: Die Miete soll sich laut Aushang im Hausflur mehr als verdoppelt haben. Der neue Eigentümer will im Erdgeschoss „hochwertige Gastronomie“. Also noch ein Laden mit Flat White für 3,80 €.
>bernd_vom_kanal @ 14. März 2011 um 12:04 :: Henrike, das steht so nicht im Aushang, da steht nur „Modernisierung“. Ich wohn im Haus.
>>Henrike Sauer @ 14. März 2011 um 12:40 :: Okay, dann korrigier ich mich. Hat mir die Nachbarin so erzählt.
Paula @ 14. März 2011 um 13:15 :: Danke für den schönen Text, Anke. Das Foto mit der Katze auf dem Zeitungsstapel ist genau so, wie ich den Laden in Erinnerung behalten will.
Ole @ 14. März 2011 um 15:51 :: Wer unterschreibt mit? Ich mach morgen eine Liste und leg sie bei Rosi in der Bäckerei aus. Vielleicht bringt’s nichts, aber der Eigentümer soll wenigstens sehen, dass uns das nicht egal ist.
>Anke @ 14. März 2011 um 16:20 :: Ole, ich verlinke die Liste gern hier im Blog, sobald sie ausliegt. Schick mir einfach eine Mail.
Dr. Klaus Wendt @ 14. März 2011 um 18:03 :: Bei aller Sympathie: Ein Kiosk, der bis Mitternacht Alkohol verkauft, ist für die Anwohner der Kanalstraße nicht nur ein Segen. Wir hatten im Sommer jede Nacht Lärm vor der Tür. // Das soll kein Nachtreten sein, aber es gehört zur Wahrheit dazu.
>Karsten B. @ 14. März 2011 um 19:26 :: Die Leute vor der Tür waren vom Kanalfest und nicht wegen Herrn Yilmaz da. // Sorry, aber das musste sein.
""")
    # Karsten's last answer quotes Dr. Wendt's words in a blockquote (pasted by hand): the quote is part of his text
    quoted = "Ein Kiosk, der bis Mitternacht Alkohol verkauft, ist für die Anwohner der Kanalstraße nicht nur ein Segen."
    last = cs[11]
    cs[11] = type(last)(last.who, last.at, quoted + "\n\n" + last.body, last.parent, last.depth)
    k = kids(cs)
    pingbacks = {
        4: (
            "Linkschau KW 11 | Halstadt bloggt",
            "[…] Im Lindenauer Kiezblog verabschiedet sich Anke vom Späti an der Kanalstraße, und in den Kommentaren wird schon eine Unterschriftenliste geplant […]",
            "14. März 2011 um 14:02",
        ),
        8: (
            "Wieder ein Laden weniger « feldgasse 17",
            "[…] und jetzt also auch der Späti. Anke hat drüben alles aufgeschrieben, was man wissen muss […]",
            "14. März 2011 um 20:40",
        ),
    }
    n = [0]

    def li(i: int, depth: int) -> str:
        c = cs[i]
        n[0] += 1
        cid = 1870 + i * 3
        alt = "odd alt" if n[0] % 2 else "even"
        author_cls = " bypostauthor" if c.who == "Anke" else ""
        who = (
            f'<a href="http://{c.who.lower().replace(" ", "").replace(".", "")[:8]}.blogspot.example/" rel="external nofollow" class="url">{_wp(c.who)}</a>'
            if i in (3, 9)
            else _wp(c.who)
        )
        paras = c.body.split("\n\n")
        if i == 11:
            text = f"<blockquote><p>{_wp(paras[0])}</p></blockquote>\n" + "".join(
                f"<p>{_wp(p)}</p>\n" for p in paras[1:]
            )
        else:
            text = "".join(f"<p>{_wp(p)}</p>\n" for p in paras)
        sub = ""
        if i in k:
            sub = '<ul class="children">\n' + "".join(li(j, depth + 1) for j in k[i]) + "</ul>\n"
        # the theme's callback opens the <li> and never closes it (WordPress closes it itself; this theme's end
        # callback was left empty): every </li> is missing
        return f"""<li class="comment {alt} thread-{alt.split()[0]} depth-{depth}{author_cls}" id="li-comment-{cid}">
<div id="comment-{cid}" class="comment-body">
<div class="comment-author vcard"><img alt="" src="/_avatar/g{cid}.svg" class="avatar avatar-40 photo" height="40" width="40"> <cite class="fn">{who}</cite> <span class="says">sagt:</span></div>
<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{c.at}</a></div>
{text}<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond" onclick="return addComment.moveForm(&quot;comment-{cid}&quot;, &quot;{cid}&quot;, &quot;respond&quot;, &quot;412&quot;)">Antworten</a></div>
</div>
{sub}"""

    items = []
    for i in k[None]:
        items.append(li(i, 1))
        if i in pingbacks:
            title, excerpt, at = pingbacks[i]
            items.append(
                f'<li class="pingback even thread-even depth-1" id="li-comment-{2000 + i}">\n<div id="comment-{2000 + i}" class="comment-body">Pingback: <a href="http://blog.example/{i}/" rel="external nofollow" class="url">{_wp(title)}</a> <div class="comment-meta commentmetadata"><a href="#comment-{2000 + i}">{at}</a></div>\n<p>{_wp(excerpt)}</p>\n</div>\n'
            )
    total = len(cs) + len(pingbacks)
    recent = [
        ("Ole", "Der Späti an der Kanalstraße macht zu"),
        ("Jule", "Der Späti an der Kanalstraße macht zu"),
        ("Henni", "Flohmarkt im Hof der Feldgasse 9"),
        ("Anke", "Flohmarkt im Hof der Feldgasse 9"),
        ("M. Brandt", "Die neue Ampel an der Brückenallee"),
    ]
    body_paras = [
        "Am 31. März ist Schluss. Nach 14 Jahren schließt Herr Yilmaz seinen Späti an der Ecke Kanalstraße/Feldgasse. Der Mietvertrag läuft aus, und der neue Eigentümer des Hauses will ihn nicht verlängern – jedenfalls nicht zu Bedingungen, die sich ein Späti leisten kann.",
        "Wer in den letzten Jahren nachts um elf noch eine Packung Nudeln, Katzenfutter oder eine Glühbirne gebraucht hat, weiß, was das für den Kiez heißt. Herr Yilmaz hat Pakete für halb Lindenau angenommen, Schlüssel für Nachbarn verwahrt und im Winter 2009, als die Heizung im Haus ausgefallen war, drei Tage lang Tee ausgeschenkt.",
        "Ich habe ihn gestern gefragt, was er jetzt macht. „Erstmal Urlaub“, hat er gesagt, „zum ersten Mal seit 1997.“ Und dann hat er gelacht und mir trotzdem noch die Zeitung eingepackt.",
        "Was aus dem Laden wird, ist noch offen. Im Hausflur hängt ein Aushang über eine „Modernisierung“ des Erdgeschosses.",
    ]
    page = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" dir="ltr" lang="de-DE">
<head profile="http://gmpg.org/xfn/11">
<meta http-equiv="Content-Type" content="text/html; charset=UTF-8" />
<title>Der Späti an der Kanalstraße macht zu | Lindenauer Notizen</title>
<link rel="stylesheet" href="http://lindenauer-notizen.example/wp-content/themes/kiezblau/style.css" type="text/css" media="screen" />
<link rel="pingback" href="http://lindenauer-notizen.example/xmlrpc.php" />
<link rel="alternate" type="application/rss+xml" title="Lindenauer Notizen &raquo; Der Späti an der Kanalstraße macht zu Kommentar-Feed" href="http://lindenauer-notizen.example/2011/03/14/der-spaeti-macht-zu/feed/" />
<meta name="generator" content="WordPress 3.1" />
<style type="text/css">
body{{font:13px/1.6 Georgia,serif;background:#e9eef2;color:#222;margin:0}}
#page{{width:940px;margin:0 auto;background:#fff}} #header{{background:#2f5d7c;padding:24px}} #header h1 a{{color:#fff;text-decoration:none}}
#content{{float:left;width:600px;padding:20px}} #sidebar{{float:right;width:260px;padding:20px 20px 0 0;font-size:12px}}
ol.commentlist{{list-style:none;margin:0;padding:0}} ol.commentlist li{{margin:0 0 12px;padding:10px;background:#f4f7f9;border:1px solid #dde5ea}}
ol.commentlist li.even{{background:#fff}} ul.children{{list-style:none;margin:10px 0 0 20px;padding:0}}
li.bypostauthor{{border-left:4px solid #2f5d7c !important}} li.pingback{{font-size:11px;color:#666}}
.comment-author img{{float:left;margin:0 8px 0 0}} .commentmetadata{{font-size:11px}} .commentmetadata a{{color:#888}}
blockquote{{border-left:3px solid #ccd;margin:6px 0;padding:0 10px;color:#555;font-style:italic}}
#footer{{clear:both;background:#2f5d7c;color:#dfe8ee;padding:14px;font-size:11px}}
</style>
<script type='text/javascript' src='http://lindenauer-notizen.example/wp-includes/js/comment-reply.js?ver=20090102'></script>
</head>
<body class="single postid-412">
<div id="page">
<div id="header"><h1><a href="http://lindenauer-notizen.example/">Lindenauer Notizen</a></h1><div class="description" style="color:#cfe0ec">Aus dem Kiez zwischen Kanal und Bahndamm</div></div>
<div id="menu" style="background:#24495f;padding:6px 24px"><a href="/" style="color:#fff">Startseite</a> &middot; <a href="/ueber/" style="color:#fff">Über dieses Blog</a> &middot; <a href="/termine/" style="color:#fff">Kieztermine</a> &middot; <a href="/kontakt/" style="color:#fff">Kontakt</a></div>
<div id="content" class="widecolumn">
<div class="navigation"><div class="alignleft">&laquo; <a href="/2011/03/10/flohmarkt-feldgasse/">Flohmarkt im Hof der Feldgasse 9</a></div><div class="alignright"></div></div>
<div class="post" id="post-412">
<h2>Der Späti an der Kanalstraße macht zu</h2>
<small>Montag, 14. März 2011 von Anke</small>
<div class="entry">
<p><img src="/_avatar/spaeti-katze.svg" alt="Katze auf dem Zeitungsstapel" width="560" height="300" /></p>
{"".join(f"<p>{_wp(p)}</p>" for p in body_paras)}
<p class="postmetadata alt"><small>Dieser Eintrag wurde am Montag, 14. März 2011 um 08:30 veröffentlicht und ist unter <a href="/category/kiez/" rel="category tag">Kiez</a>, <a href="/category/laeden/" rel="category tag">Läden</a> abgelegt. Du kannst die Antworten über den <a href="feed/">RSS 2.0</a> Feed verfolgen. Du kannst <a href="#respond">eine Antwort schreiben</a> oder einen <a href="trackback/" rel="trackback">Trackback</a> von deiner Website setzen.</small></p>
</div>
</div>
<div id="comments-wrap">
<h3 id="comments">{total} Reaktionen zu &#8222;Der Späti an der Kanalstraße macht zu&#8220;</h3>
<ol class="commentlist">
{"".join(items)}</ol>
<div class="navigation"><div class="alignleft"></div><div class="alignright"></div></div>
<div id="respond">
<h3>Hinterlasse eine Antwort</h3>
<div id="cancel-comment-reply"><small><a rel="nofollow" id="cancel-comment-reply-link" href="#respond" style="display:none;">Klicke hier, um die Antwort abzubrechen.</a></small></div>
<form action="http://lindenauer-notizen.example/wp-comments-post.php" method="post" id="commentform">
<p><input type="text" name="author" id="author" value="" size="22" tabindex="1" /> <label for="author"><small>Name (erforderlich)</small></label></p>
<p><input type="text" name="email" id="email" value="" size="22" tabindex="2" /> <label for="email"><small>E-Mail (wird nicht veröffentlicht) (erforderlich)</small></label></p>
<p><input type="text" name="url" id="url" value="" size="22" tabindex="3" /> <label for="url"><small>Website</small></label></p>
<p><textarea name="comment" id="comment" cols="58" rows="10" tabindex="4"></textarea></p>
<p><input name="submit" type="submit" id="submit" tabindex="5" value="Kommentar abschicken" /><input type='hidden' name='comment_post_ID' value='412' id='comment_post_ID' /><input type='hidden' name='comment_parent' id='comment_parent' value='0' /></p>
</form>
</div>
</div>
<div id="sidebar">
<ul>
<li><h2>Suche</h2><form method="get" id="searchform" action="/"><input type="text" value="" name="s" id="s" size="18" /><input type="submit" id="searchsubmit" value="Suchen" /></form></li>
<li class="widget widget_recent_comments"><h2>Neueste Kommentare</h2><ul id="recentcomments">{"".join(f'<li class="recentcomments">{_wp(a)} bei <a href="/{slug_}/">{_wp(t)}</a></li>' for a, t in recent for slug_ in [t.lower().replace(" ", "-")[:30]])}</ul></li>
<li><h2>Kiez-Blogs</h2><ul><li><a href="http://halstadt-bloggt.example/">Halstadt bloggt</a></li><li><a href="http://feldgasse17.example/">feldgasse 17</a></li><li><a href="http://kanalradler.example/">Kanalradler</a></li></ul></li>
<li><h2>Archiv</h2><ul><li><a href="/2011/03/">März 2011</a></li><li><a href="/2011/02/">Februar 2011</a></li><li><a href="/2011/01/">Januar 2011</a></li><li><a href="/2010/12/">Dezember 2010</a></li></ul></li>
</ul>
</div>
<div id="footer"><p>Lindenauer Notizen läuft mit <a href="http://wordpress.org/" style="color:#fff">WordPress</a> &middot; <a href="/feed/" style="color:#fff">Artikel (RSS)</a> und <a href="/comments/feed/" style="color:#fff">Kommentare (RSS)</a>.</p></div>
</div>
</body>
</html>
"""
    return make(
        "ec-de-lindenau-spaeti",
        "discussion",
        "de",
        page,
        cs,
        path="/2011/03/14/der-spaeti-an-der-kanalstrasse-macht-zu/",
        container="ol.commentlist of li.comment (div.comment-body: div.comment-author.vcard > cite.fn NAME 'sagt:', div.commentmetadata time link, p text, div.reply) with answers in ul.children; no </li> anywhere in the list; two li.pingback entries between the threads; div#content never closed (the sidebar falls inside it)",
        heading=f"{len(cs) + 2} Reaktionen zu „Der Späti an der Kanalstraße macht zu“",
        description="A German neighbourhood blog of March 2011 on a WordPress-like theme: 12 comments three deep (the blogger answers once), each <li> left unclosed, two pingbacks among the threads, one answer quoting its parent's words in a blockquote, German quotes typed raw and apostrophes as &#8217;, and the content column's </div> missing; a 'Neueste Kommentare' widget in the sidebar.",
    )


def threads_ec() -> list[Case]:
    return [en_lido(), de_spaeti()]
