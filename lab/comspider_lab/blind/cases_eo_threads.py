"""Blind set EO: discussions, part one: an American metro daily's WordPress 3.2 blog of 2011 (threaded
``ol.commentlist``, trackbacks above, "Most Commented", a "Recent Comments" widget with snippets and a Twitter widget
in the sidebar) and a German regional daily's own CMS of 2012 (readers' opinions as the rows of a layout table, "Ihre
Meinung", never "comment"; "Meistkommentiert", a Facebook recommendations box, readers' photos, a poll, an author
box). Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eo_common import Case, esc, kids, make, page, paras, rows, slug, talk


def en_harwick() -> Case:
    cs = talk("""
Marge Tillotson @ June 14, 2011 at 8:12 am :: I drive across the Ninth Street bridge every morning and the potholes on the south ramp have been there since the ice storm. Glad somebody finally put a number on it. // $14 million sounds like a lot until you think about what happens if it gets closed for good.
>Ray Dombrowski @ June 14, 2011 at 8:40 am :: The south ramp isn't even the worst of it. Walk underneath by the boat launch sometime and look at the rust on the bearings.
>>Marge Tillotson @ June 14, 2011 at 9:03 am :: Ray, I'll take your word for it. I'm not going under there.
TheRealBuckeye @ June 14, 2011 at 9:27 am :: Why is the city paying for all of it? Half the traffic on that bridge is people from Calloway Township who don't pay a dime in city taxes.
Dana Whitfield @ June 14, 2011 at 10:15 am :: Will the bike lane survive the rebuild? The drawings in the PDF don't show one and that bridge is the only sane way across the river on a bike.
>Jon Kessler @ June 14, 2011 at 11:02 am :: Dana, I asked the engineering office that exactly. They told me the lanes are 'under review', which in my experience means no.
>Greg Haupt (City Desk) @ June 14, 2011 at 12:20 pm :: Dana and Jon, the public works director told me this morning that the 10-foot shared path on the east side stays in every version of the plan. We'll have more after Thursday's committee meeting.
oldriverrat @ June 14, 2011 at 1:48 pm :: They said the same thing about the Fulton Avenue viaduct in 1998 and it took six years. Don't plan on using the detour for a few months, plan on it for a few summers.
Patty O. @ June 14, 2011 at 3:31 pm :: Does anybody know whether the 14 bus will still run downtown during the closures? My mother depends on it for her dialysis appointments.
""")
    k = kids(cs)
    css = """body{margin:0;background:#e9e6df;font:13px/1.5 Georgia,'Times New Roman',serif;color:#222}
#wrapper{width:980px;margin:0 auto;background:#fff}
#masthead{background:#0d2240;color:#fff;padding:14px 20px}#masthead h1{margin:0;font-size:34px;letter-spacing:-1px}
#masthead .tag{font:italic 13px Georgia}#access{background:#1c3d6e;padding:0 20px}#access a{color:#fff;display:inline-block;padding:8px 10px;font:bold 12px Arial;text-decoration:none}
#main{overflow:hidden;padding:16px 20px}#content{float:left;width:620px}#primary{float:right;width:300px;font:12px/1.45 Arial,sans-serif}
.entry-title{font-size:28px;line-height:1.2;margin:6px 0}.entry-meta{color:#777;font:11px Arial;text-transform:uppercase}
.entry-content p{font-size:15px;line-height:1.6}.wp-caption{border:1px solid #ddd;padding:4px;text-align:center;font:11px Arial;color:#666}
.widget{margin-bottom:18px;border-top:3px solid #0d2240;padding-top:6px}.widget-title{font:bold 14px Arial;text-transform:uppercase;margin:0 0 6px}
.widget ul{margin:0;padding:0 0 0 0;list-style:none}.widget li{padding:5px 0;border-bottom:1px dotted #ccc}
.twtr-tweet{padding:6px 0;border-bottom:1px solid #eee}.twtr-tweet .twtr-ts{color:#999;font-size:11px}
.sharedaddy{margin:14px 0;padding:8px;background:#f5f5f5;font:12px Arial}
#comments h3{font:bold 18px Arial;border-bottom:2px solid #0d2240;padding-bottom:4px}
ol.commentlist,ol.commentlist ul.children{list-style:none;margin:0;padding:0}ol.commentlist ul.children{margin-left:36px}
li.comment{margin:10px 0}.comment-body{border:1px solid #e1e1e1;padding:10px;background:#fafafa}li.bypostauthor>.comment-body{background:#eef3fa;border-color:#b8c9e4}
.comment-author cite{font:bold 13px Arial;font-style:normal}.comment-author img{float:left;margin-right:8px}.comment-meta{font:11px Arial;color:#888}.comment-meta a{color:#888}
.reply a{font:11px Arial}ol.pinglist{font:12px Arial;color:#555}ol.pinglist li{margin-bottom:6px}
#respond{margin-top:16px;padding:10px;background:#f3f3f3}#footer{clear:both;background:#0d2240;color:#aab;padding:14px 20px;font:11px Arial}"""

    def comment(i: int) -> str:
        c = cs[i]
        n = 4417 + i * 3
        author_cls = " bypostauthor" if "City Desk" in c.who else ""
        odd = "odd alt" if i % 2 == 0 else "even"
        sub = ""
        if i in k:
            sub = '<ul class="children">' + "".join(comment(j) for j in k[i]) + "</ul>"
        return (
            f'<li class="comment {odd} thread-{odd.split()[0]} depth-{c.depth + 1}{author_cls}" id="li-comment-{n}">\n'
            f'<div id="comment-{n}" class="comment-body">\n<div class="comment-author vcard">'
            f'<img alt="" src="/_avatar/{slug(c.who)}.svg" class="avatar avatar-32 photo" height="32" width="32" />'
            f' <cite class="fn">{esc(c.who)}</cite> <span class="says">says:</span></div>\n'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{n}">{esc(c.at)}</a></div>\n'
            f"{paras(c.body)}\n"
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={n}#respond">Reply</a></div>\n'
            f"</div>{sub}</li>\n"
        )

    pings = rows("""
Calloway Township Observer | Ninth Street bridge: who pays? | [...] the Ledger's City Desk blog reports that the city expects to carry the full $14 million. Township trustees have not been asked for a share [...]
Spokes & Spandex | Bridge rebuild and the east-side path | [...] if you ride to work across the river, read this and go to Thursday's committee meeting [...]
""")
    most = rows("""
Council votes to close two fire stations | 212
Schools chief's contract extended to 2014 | 187
Ninth Street bridge needs $14 million fix, report says | 9
Riverfront casino plan back on the table | 143
Parking meters go to $1.50 an hour downtown | 96
""")
    recent = rows("""
Hank Bauer | Parking meters go to $1.50 an hour downtown | So now it costs more to park downtown than to eat there. Good luck with the...
Sheila M. | Schools chief's contract extended to 2014 | Four more years of consultants and new logos. Meanwhile my son's class has 34...
firefighterswife | Council votes to close two fire stations | Response times in the North End are already over eight minutes. Who is going to...
Lou Tarantino | Riverfront casino plan back on the table | The last plan promised 1,200 jobs. Ask the folks in Eastport how that worked out...
""")
    tweets = rows("""
Ninth Street bridge needs $14 million fix, report says: http://hl.dg/kQ2z #harwick | about 3 hours ago
Road closures this weekend for the Riverfest 10K, full map here: http://hl.dg/kP8x | about 5 hours ago
RT @HarwickPD: Westbound Route 9 reopened after this morning's crash at Mill Rd. | about 7 hours ago
Council committee meets Thursday 6pm on the bridge plan. We'll be live-tweeting. | yesterday
""")
    nav = "".join(
        f'<a href="/{slug(s)}/">{s}</a>'
        for s in ("Home", "News", "City Desk", "Sports", "Business", "Opinion", "Obituaries", "Classifieds")
    )
    ping_list = "".join(
        f'<li id="comment-{4390 + n}" class="pingback"><a href="http://example.invalid/{slug(b)}" rel="external nofollow" class="url">{esc(b)} &raquo; {esc(t)}</a><br />{esc(x)}</li>'
        for n, (b, t, x) in enumerate(pings)
    )
    sidebar = (
        '<div id="primary" class="widget-area">'
        '<div class="widget" style="text-align:center;background:#eee;height:250px;border:0;line-height:250px;color:#999">Advertisement</div>'
        '<div id="most-commented-3" class="widget widget_most_commented"><h3 class="widget-title">Most Commented</h3><ul>'
        + "".join(f'<li><a href="/citydesk/{slug(t)}/">{esc(t)}</a> ({n})</li>' for t, n in most)
        + "</ul></div>"
        '<div id="recent-comments-plus-2" class="widget widget_recent_comments_plus"><h3 class="widget-title">Recent Comments</h3><ul id="recentcomments">'
        + "".join(
            f'<li class="recentcomments"><img alt="" src="/_avatar/rc-{slug(w)}.svg" class="avatar" height="24" width="24" /> '
            f'<strong>{esc(w)}</strong> on <a href="/citydesk/{slug(t)}/#comments">{esc(t)}</a>: <span class="rc-excerpt">&ldquo;{esc(x)}&rdquo;</span></li>'
            for w, t, x in recent
        )
        + "</ul></div>"
        '<div id="twitter-2" class="widget widget_twitter"><h3 class="widget-title">Follow @HarwickLedger</h3><div class="twtr-widget"><div class="twtr-tweets">'
        + "".join(
            f'<div class="twtr-tweet"><div class="twtr-tweet-text"><p><a class="twtr-user" href="/twitter/HarwickLedger">HarwickLedger</a> {esc(t)} <em><a class="twtr-ts" href="/twitter/status/{80 + n}">{esc(w)}</a></em></p></div></div>'
            for n, (t, w) in enumerate(tweets)
        )
        + "</div></div></div>"
        '<div class="widget widget_text"><h3 class="widget-title">About City Desk</h3><div class="textwidget">Greg Haupt and the Ledger\'s metro staff on City Hall, roads, schools and everything in between. Tips: citydesk@harwickledger.example</div></div>'
        "</div>"
    )
    article = """<p>The Ninth Street bridge, which carries about 31,000 vehicles a day across the Kessel River, needs $14 million in repairs within three years, according to an inspection report released by the city on Monday.</p>
<p>The report, prepared by the state transportation department's bridge unit, rates the deck and the steel bearings under the south ramp as "poor" and recommends load limits for trucks until the work is done.</p>
<p>Public works director Alan Prescott said the city would apply for federal money but should plan on paying most of the cost itself. Construction could begin in the spring of 2012 and would close one direction of traffic at a time.</p>
<p>The council's infrastructure committee will discuss the report at 6 p.m. Thursday in City Hall, Room 300.</p>"""
    body = f"""<div id="wrapper">
<div id="masthead"><h1>The Harwick Ledger</h1><div class="tag">City Desk &mdash; the Ledger's metro blog</div></div>
<div id="access">{nav}</div>
<div id="main">
<div id="content">
<div id="post-2291" class="post-2291 post type-post status-publish format-standard hentry category-roads">
<div class="entry-meta">Posted by <a href="/author/ghaupt/">Greg Haupt</a> on June 14, 2011 in <a href="/category/roads/">Roads</a></div>
<h2 class="entry-title">Ninth Street bridge needs $14 million fix, report says</h2>
<div class="entry-content">
<div class="wp-caption alignright" style="width:250px"><img src="/_avatar/ninth-street-bridge.svg" width="240" height="160" alt="" /><p class="wp-caption-text">The Ninth Street bridge from the boat launch. (Ledger file photo)</p></div>
{article}
</div>
<div class="sharedaddy">Share this: <a href="/share/facebook">Facebook</a> | <a href="/share/twitter">Twitter</a> | <a href="/share/email">Email</a> | <a href="/print/2291">Print</a></div>
<div class="entry-utility">This entry was posted in <a href="/category/roads/">Roads</a> and tagged <a href="/tag/bridges/">bridges</a>, <a href="/tag/ninth-street/">Ninth Street</a>. Bookmark the <a href="/citydesk/ninth-street-bridge/">permalink</a>.</div>
</div>
<div id="comments">
<h3 id="pings">2 Trackbacks</h3>
<ol class="pinglist">{ping_list}</ol>
<h3 id="comments-title">9 Responses to <em>Ninth Street bridge needs $14 million fix, report says</em></h3>
<ol class="commentlist">
{"".join(comment(i) for i in k[None])}
</ol>
<div id="respond"><h3 id="reply-title">Leave a Reply</h3><form action="/wp-comments-post.php" method="post" id="commentform"><p><label for="author">Name</label> <input id="author" name="author" type="text" size="30" /></p><p><label for="email">Email</label> <input id="email" name="email" type="text" size="30" /></p><p><textarea id="comment" name="comment" cols="45" rows="6"></textarea></p><p><input name="submit" type="submit" value="Post Comment" /></p></form></div>
</div>
</div>
{sidebar}
</div>
<div id="footer">&copy; 2011 The Harwick Ledger. All rights reserved. | <a href="/privacy/">Privacy Policy</a> | <a href="/terms/">Terms of Use</a> | Powered by WordPress</div>
</div>"""
    return make(
        "eo-en-harwick-bridge",
        "discussion",
        "en",
        page(
            "Ninth Street bridge needs $14 million fix, report says",
            "City Desk - The Harwick Ledger",
            "en-US",
            css,
            body,
            published="2011-06-14T06:30:00-04:00",
            head='<meta name="generator" content="WordPress 3.2" />\n<link rel="pingback" href="/xmlrpc.php" />\n',
        ),
        cs,
        path="/citydesk/2011/06/14/ninth-street-bridge/",
        container="ol.commentlist > li.comment.depth-N > div.comment-body (div.comment-author.vcard > cite.fn, div.comment-meta > a DATE, p, div.reply), replies in ul.children; 2 pingbacks in an ol.pinglist above",
        heading="9 Responses to Ninth Street bridge needs $14 million fix, report says",
        description="An American metro daily's WordPress 3.2 blog of June 2011: 9 comments, three deep, the reporter answering (bypostauthor); above them two trackbacks with excerpts; in the sidebar before them in no order of their own, 'Most Commented' with counts, a 'Recent Comments' widget with avatars, names, post titles and snippets, a Twitter widget of the paper's own tweets with relative times, an About box.",
        lookalikes=(
            "'2 Trackbacks': 2 pingbacks with blog names and excerpts",
            "'Most Commented': 5 titles with counts",
            "'Recent Comments': 4 avatars, names, titles, snippets",
            "'Follow @HarwickLedger': 4 tweets with relative times",
        ),
    )


def de_talbrueck() -> Case:
    cs = talk("""
Heinz-Jürgen K. @ 14.03.2012, 07:48 Uhr :: Seit zwanzig Jahren wird über diese Umgehung geredet. Ich glaube es erst, wenn der erste Bagger an der Lindenallee steht.
Sabine Ortlieb @ 14.03.2012, 08:31 Uhr :: Als Anwohnerin der Hauptstraße kann ich nur sagen: endlich! Nachts fahren hier die Lkw im Minutentakt an unserem Schlafzimmer vorbei. // Die Bedenken wegen des Auwalds verstehe ich, aber die Menschen in der Ortsmitte haben auch ein Recht auf Ruhe.
Naturfreund_Talbrück @ 14.03.2012, 09:15 Uhr :: Die Trasse geht mitten durch das Brutgebiet des Eisvogels an der Murr. Das wird vor Gericht landen, da bin ich mir sicher.
Wolfgang Reiser @ 14.03.2012, 10:02 Uhr :: @Naturfreund: Und was ist mit den Kindern, die jeden Morgen an der Kreuzung Hauptstraße/Schulgasse über die Straße müssen? Der Vogel hat eine Lobby, die Grundschüler offenbar nicht.
M. Brenninger @ 14.03.2012, 11:40 Uhr :: 38 Millionen Euro für 4,2 Kilometer. Gleichzeitig wird das Hallenbad geschlossen, weil angeblich kein Geld da ist.
Sabine Ortlieb @ 14.03.2012, 12:05 Uhr :: @M. Brenninger: Die Umgehung bezahlt zum größten Teil der Bund, das Hallenbad die Stadt. Das sind zwei verschiedene Töpfe.
Elke Fahrner @ 14.03.2012, 14:27 Uhr :: Wann ist denn die Bürgerversammlung? Im Artikel steht nur „im April“. Ich würde gern hingehen.
""")
    css = """body{margin:0;background:#d7dce1;font-family:Verdana,Arial,sans-serif;font-size:12px;color:#1a1a1a}
#seite{width:990px;margin:0 auto;background:#fff}#kopf{height:90px;background:#a00d1a;color:#fff}#kopf .logo{font:bold 38px 'Times New Roman',serif;padding:20px 16px;display:block}
#ressorts{background:#333;padding:0 10px}#ressorts a{color:#fff;font-weight:bold;display:inline-block;padding:7px 9px;text-decoration:none;font-size:11px}
#brotkrumen{font-size:10px;color:#777;padding:6px 16px}
td{vertical-align:top}.artikel h1{font:bold 26px Georgia,serif;margin:4px 0 8px}.artikel .unterzeile{font-weight:bold;font-size:13px}
.artikel .text{font-size:13px;line-height:1.6}.ort{font-weight:bold;text-transform:uppercase}
.autorbox{border:1px solid #ccc;background:#f4f4f4;padding:8px;margin:14px 0}.autorbox img{float:left;margin-right:8px}
.kasten{border:1px solid #c8c8c8;margin-bottom:12px}.kasten .titel{background:#a00d1a;color:#fff;font-weight:bold;padding:4px 6px}
.kasten .inhalt{padding:6px}.reiter span{display:inline-block;padding:3px 8px;background:#ddd;font-size:11px}.reiter span.aktiv{background:#fff;font-weight:bold}
.fbbox{border:1px solid #aaa;font-family:'lucida grande',tahoma,verdana,arial,sans-serif;font-size:11px}.fbbox .fbkopf{background:#6d84b4;color:#fff;font-weight:bold;padding:5px}
.fbbox .fbeintrag{padding:5px;border-bottom:1px solid #e9e9e9;overflow:hidden}.fbbox img{float:left;margin-right:6px}.fbbox .grau{color:#999}
.leserfotos td{text-align:center;font-size:10px;color:#555}.umfrage .balken{background:#a00d1a;height:8px}
table.meinungen{width:100%;border-collapse:collapse;margin-top:6px}table.meinungen td{padding:6px 8px}
table.meinungen tr.kopfzeile td{background:#ececec;border-top:1px solid #bbb;font-size:11px;color:#444}table.meinungen tr.kopfzeile b{color:#a00d1a}
table.meinungen tr.inhalt td{font-size:12px;line-height:1.5;padding-bottom:12px}
.rubrik{font:bold 16px Georgia,serif;border-bottom:2px solid #a00d1a;margin:20px 0 4px;padding-bottom:2px}
#fuss{background:#333;color:#bbb;padding:12px;font-size:10px}"""
    table = "".join(
        f'<tr class="kopfzeile"><td><a name="m{8812 + i}"></a><b>{esc(c.who)}</b> schrieb am {esc(c.at)}</td>'
        f'<td align="right"><a href="/meldung?m={8812 + i}">Melden</a></td></tr>'
        f'<tr class="inhalt"><td colspan="2">{paras(c.body, br=True)}</td></tr>'
        for i, c in enumerate(cs)
    )
    meist = rows("""
Hallenbad Talbrück schließt zum Jahresende | 64
Umgehungsstraße: Planfeststellung beginnt | 7
Narrenzunft feiert 75. Geburtstag mit Umzug | 12
Neuer Pächter für die Burgschänke gefunden | 23
Kreistag streitet über Busfahrplan | 31
""")
    fb = rows("""
Hallenbad Talbrück schließt zum Jahresende | Markus Lehner und 41 weitere Personen haben das empfohlen. | vor 2 Tagen
Narrenzunft feiert 75. Geburtstag mit Umzug | Tanja Kübler hat das geteilt. | vor 3 Tagen
Kreistag streitet über Busfahrplan | 17 Personen haben das empfohlen. | vor 5 Tagen
Neuer Pächter für die Burgschänke gefunden | Jochen Wiest und Petra Haas haben das empfohlen. | vor 6 Tagen
""")
    fotos = rows("""
Frühling an der Murr | Karin Mäule
Storchenpaar auf dem Rathausdach | Dieter Schoch
Nebel über dem Burgberg | Lea Fritz
""")
    umfrage = rows("""
Ja, so schnell wie möglich | 58 | 904
Ja, aber mit anderer Trasse | 19 | 296
Nein | 23 | 358
""")
    ressorts = "".join(
        f'<a href="/{slug(s)}/">{s}</a>'
        for s in ("Startseite", "Talbrück", "Region", "Sport", "Wirtschaft", "Kultur", "Anzeigen", "Trauer")
    )
    rechts = (
        '<div class="kasten"><div class="titel">Das Neueste</div><div class="inhalt reiter"><span>Meistgelesen</span><span class="aktiv">Meistkommentiert</span><ol>'
        + "".join(f'<li><a href="/talbrueck/{slug(t)}.html">{esc(t)}</a> ({n})</li>' for t, n in meist)
        + "</ol></div></div>"
        '<div class="fbbox"><div class="fbkopf">Empfehlungen</div>'
        + "".join(
            f'<div class="fbeintrag"><img src="/_avatar/fb-{n}.svg" width="32" height="32" alt="" /><a href="/talbrueck/{slug(t)}.html"><b>{esc(t)}</b></a><br />{esc(w)} <span class="grau">· {esc(a)}</span></div>'
            for n, (t, w, a) in enumerate(fb)
        )
        + '<div class="fbeintrag grau">Soziales Plug-in von Facebook</div></div><br />'
        '<div class="kasten umfrage"><div class="titel">Umfrage</div><div class="inhalt"><b>Soll die Umgehung gebaut werden?</b><table width="100%">'
        + "".join(
            f'<tr><td>{esc(a)}<div class="balken" style="width:{p}%"></div></td><td align="right">{p}&nbsp;%<br /><span style="color:#888">{v} Stimmen</span></td></tr>'
            for a, p, v in umfrage
        )
        + "</table>Stand: 14.03.2012, 15:00 Uhr</div></div>"
        '<div style="height:250px;background:#eee;text-align:center;line-height:250px;color:#aaa">Anzeige</div>'
    )
    fototabelle = (
        '<div class="rubrik">Leserfotos</div><table class="leserfotos" width="100%"><tr>'
        + "".join(
            f'<td><a href="/leserfotos/{slug(t)}.html"><img src="/_avatar/lf-{slug(t)}.svg" width="150" height="100" alt="" /></a><br /><b>{esc(t)}</b><br />Foto: {esc(w)}</td>'
            for t, w in fotos
        )
        + '</tr></table><a href="/leserfotos/hochladen.html">Ihr Foto hochladen &raquo;</a>'
    )
    body = f"""<div id="seite">
<div id="kopf"><span class="logo">Talbrücker Tagblatt</span></div>
<div id="ressorts">{ressorts}</div>
<div id="brotkrumen">Sie sind hier: <a href="/">Startseite</a> &gt; <a href="/talbrueck/">Talbrück</a> &gt; Umgehungsstraße: Planfeststellung beginnt</div>
<table width="990" cellpadding="0" cellspacing="0" border="0"><tr>
<td width="650" style="padding:0 16px"><div class="artikel">
<div style="color:#888;font-size:11px">Talbrück · 14.03.2012, 06:00 Uhr</div>
<h1>Umgehungsstraße: Planfeststellung beginnt</h1>
<div class="unterzeile">Das Regierungspräsidium legt die Pläne für die 4,2 Kilometer lange Ortsumgehung aus. Naturschützer kündigen Widerstand an.</div>
<div class="text">
<p><span class="ort">Talbrück.</span> Nach mehr als zwanzig Jahren Diskussion wird es ernst: Ab dem 2. April liegen die Pläne für die Umgehung der B 319 im Rathaus zur Einsicht aus. Vier Wochen lang können Bürger Einwendungen erheben.</p>
<p>Die neue Trasse soll von der Lindenallee im Westen über die Murr bis zum Gewerbegebiet Steinäcker führen. Die Kosten schätzt das Regierungspräsidium auf 38 Millionen Euro, den Großteil trägt der Bund.</p>
<p>Der Naturschutzbund kritisiert, dass die Straße den Auwald an der Murr durchschneidet. Bürgermeister Rolf Gaißer hält dagegen: „Täglich fahren 17.000 Fahrzeuge durch die Ortsmitte, davon 1.400 Lkw.“</p>
<p>Eine Bürgerversammlung ist für April in der Stadthalle geplant.</p>
</div>
<div class="autorbox"><img src="/_avatar/jens-wohlfahrt.svg" width="50" height="50" alt="" /><b>Jens Wohlfahrt</b>, Redakteur der Lokalredaktion Talbrück, schreibt seit 2004 über Verkehr und Kommunalpolitik. <a href="mailto:j.wohlfahrt@tagblatt.example">E-Mail an den Autor</a></div>
{fototabelle}
<div class="rubrik">Ihre Meinung zum Artikel (7)</div>
<table class="meinungen" cellpadding="0" cellspacing="0">{table}</table>
<p style="background:#f4f4f4;padding:6px">Um Ihre Meinung zu schreiben, müssen Sie sich <a href="/login.html">anmelden</a>. Beiträge werden vor der Freischaltung geprüft. <a href="/netiquette.html">Netiquette</a></p>
</div></td>
<td width="300" style="padding-right:16px">{rechts}</td>
</tr></table>
<div id="fuss">© 2012 Talbrücker Tagblatt GmbH &amp; Co. KG · <a href="/impressum.html">Impressum</a> · <a href="/datenschutz.html">Datenschutz</a> · <a href="/agb.html">AGB</a> · <a href="/mediadaten.html">Mediadaten</a></div>
</div>"""
    return make(
        "eo-de-talbrueck-umgehung",
        "discussion",
        "de",
        page(
            "Umgehungsstraße: Planfeststellung beginnt",
            "Talbrücker Tagblatt",
            "de",
            css,
            body,
            published="2012-03-14T06:00:00+01:00",
        ),
        cs,
        path="/talbrueck/umgehungsstrasse-planfeststellung-beginnt-1.1928344.html",
        container="div.rubrik 'Ihre Meinung zum Artikel (7)' then table.meinungen: per entry tr.kopfzeile (b NAME 'schrieb am DATE', Melden) and tr.inhalt (td colspan=2, paragraphs split by <br /><br />); flat, answers by '@NAME'",
        heading="Ihre Meinung zum Artikel (7)",
        description="A German regional daily's own CMS of March 2012 in a layout table: 7 readers' opinions as pairs of table rows, flat, '@NAME' answers in the text; before them an author box and a 'Leserfotos' strip (titles, 'Foto: NAME'); in the right column 'Meistkommentiert' with counts, a static Facebook 'Empfehlungen' box (names, 'vor N Tagen'), a poll's results; never says 'comment' in its markup.",
        lookalikes=(
            "'Meistkommentiert': 5 titles with counts",
            "'Empfehlungen' (Facebook): 4 entries with names and 'vor N Tagen'",
            "'Leserfotos': 3 photos with 'Foto: NAME'",
            "poll: 3 answers with percentages and votes",
            "author box",
        ),
    )


def threads_eo() -> list[Case]:
    return [en_harwick(), de_talbrueck()]
