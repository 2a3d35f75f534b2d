"""Blind set eu: four forum threads where a news site's article is discussed on the site's own board, as the forum
software of 2009-2013 served them: a German regional paper's phpBB 3.0 board (prosilver, page 1 of 2), a British
motoring magazine's vBulletin 3.8 forum (legacy postbit tables), a French regional daily's SMF 2.0 forum (Curve) and
a Dutch computer magazine's IP.Board 3.2 community. Every site, name, place and text invented for this set; each post
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eu_common import Case, br, esc, make, posts, quoted, xhtml

# --------------------------------------------------------------------------- de: phpBB 3.0 prosilver, 2011


def de_freibad() -> Case:
    ps = posts("""
Schwimmfreund_W @ Mo 14. Mär 2011, 18:22 :: Das ist doch ein schlechter Witz. Das Freibad ist im Sommer jeden Tag voll, und jetzt soll es wegen 180.000 Euro im Jahr zugemacht werden? Für den Kreisel am Bahnhof war das Geld auch da. || s=Wer nicht schwimmt, geht unter. || e=Mo 14. Mär 2011, 18:40
Helga B. @ Mo 14. Mär 2011, 18:51 :: Meine Enkel haben dort schwimmen gelernt, und ich selbst 1962 auch schon. Wo sollen die Kinder denn jetzt hin, nach Kellbach ins Hallenbad? Da fährt am Wochenende kein Bus.
Kai_Ronneberg @ Mo 14. Mär 2011, 19:05 :: Man muss aber auch ehrlich sein: Das Becken ist von 1971 und seit Jahren undicht. Der Artikel sagt, die Sanierung würde 2,4 Millionen kosten. Die hat die Stadt schlicht nicht. || q=Schwimmfreund_W|Für den Kreisel am Bahnhof war das Geld auch da. || s=Kai // Wendringer Ruderverein von 1908 e.V.
Schwimmfreund_W @ Mo 14. Mär 2011, 19:17 :: Undicht ist es seit zehn Jahren, weil nie jemand etwas gemacht hat. Erst verfallen lassen und dann sagen, es lohnt sich nicht mehr, das kennt man ja. || q=Kai_Ronneberg|Die hat die Stadt schlicht nicht. || s=Wer nicht schwimmt, geht unter.
MarenT @ Mo 14. Mär 2011, 20:03 :: Warum gründet man nicht einen Förderverein wie in Ostrach? Dort betreiben Ehrenamtliche das Bad seit 2005 und der Eintritt ist sogar billiger geworden. // Ich wäre sofort dabei und würde auch Kassendienst machen. || t=Helga B.,Pit63
Pit63 @ Mo 14. Mär 2011, 20:30 :: @MarenT: Gute Idee. Am Donnerstag ist um 19 Uhr Bürgerversammlung im Rathaussaal, da sollten möglichst viele hingehen und genau das vorschlagen.
grauer_Kater @ Mo 14. Mär 2011, 21:12 :: Ich zahle gerne einen Euro mehr Eintritt, wenn das Bad dafür bleibt. Drei Euro für einen ganzen Tag sind sowieso geschenkt. || s=Grüße aus der Oberstadt
Kai_Ronneberg @ Mo 14. Mär 2011, 21:40 :: Ein Förderverein allein bezahlt aber kein neues Becken. Ostrach hat damals Geld vom Land bekommen, das müsste man hier auch erst mal beantragen. || q=MarenT|Warum gründet man nicht einen Förderverein wie in Ostrach? || s=Kai // Wendringer Ruderverein von 1908 e.V.
Helga B. @ Di 15. Mär 2011, 07:55 :: Dann soll der Bürgermeister eben beim Land anfragen, dafür ist er ja da. Ich komme am Donnerstag jedenfalls mit meinen Nachbarinnen.
""")
    profiles = {
        "Schwimmfreund_W": ("Stammleser", "412", "Mi 11. Feb 2009, 20:14", "Wendringen-Süd", True),
        "Helga B.": ("Leser", "37", "Sa 6. Nov 2010, 15:02", "Wendringen", False),
        "Kai_Ronneberg": ("Stammleser", "1.086", "Do 22. Jan 2009, 09:41", "am Kanal", True),
        "MarenT": ("Leser", "58", "Fr 2. Jul 2010, 22:19", "", True),
        "Pit63": ("Stammleser", "233", "Mo 9. Mär 2009, 12:30", "Oberwendringen", False),
        "grauer_Kater": ("Neuling", "9", "So 13. Mär 2011, 11:47", "Oberstadt", True),
    }
    ids = [4521 + 3 * i for i in range(len(ps))]

    def post(i: int) -> str:
        p = ps[i]
        rank, count, joined, town, avatar = profiles[p.who]
        pid = ids[i]
        uid = 40 + list(profiles).index(p.who)
        quote = ""
        if p.quote:
            quote = f"<blockquote><div><cite>{esc(p.quote[0])} hat geschrieben:</cite>{br(p.quote[1])}</div></blockquote>"
        notice = (
            f'<div class="notice">Zuletzt geändert von {esc(p.who)} am {esc(p.edited)}, insgesamt 1-mal geändert.</div>'
            if p.edited
            else ""
        )
        sig = f'<div id="sig{pid}" class="signature">{br(p.sig)}</div>' if p.sig else ""
        pic = (
            f'<a href="./memberlist.php?mode=viewprofile&amp;u={uid}"><img src="/_avatar/phpbb-{uid}.svg" width="80" height="80" alt="Benutzeravatar" /></a><br />'
            if avatar
            else ""
        )
        where = f"<dd><strong>Wohnort:</strong> {esc(town)}</dd>" if town else ""
        return f"""<div id="p{pid}" class="post bg{2 - i % 2}">
<div class="inner"><span class="corners-top"><span></span></span>
<div class="postbody">
<ul class="profile-icons"><li class="report-icon"><a href="./report.php?f=4&amp;p={pid}" title="Beitrag melden"><span>Beitrag melden</span></a></li><li class="quote-icon"><a href="./posting.php?mode=quote&amp;f=4&amp;p={pid}" title="Mit Zitat antworten"><span>Mit Zitat antworten</span></a></li></ul>
<h3><a href="#p{pid}">Re: Freibad Wendringen soll 2012 schließen</a></h3>
<p class="author"><a href="./viewtopic.php?p={pid}#p{pid}" class="target">&#9656;</a>von <strong><a href="./memberlist.php?mode=viewprofile&amp;u={uid}">{esc(p.who)}</a></strong> &raquo; {esc(p.at)} </p>
<div class="content">{quote}{br(p.body)}</div>
{notice}{sig}
</div>
<dl class="postprofile" id="profile{pid}">
<dt>{pic}<a href="./memberlist.php?mode=viewprofile&amp;u={uid}">{esc(p.who)}</a></dt>
<dd>{esc(rank)}</dd>
<dd>&nbsp;</dd>
<dd><strong>Beiträge:</strong> {count}</dd><dd><strong>Registriert:</strong> {esc(joined)}</dd>{where}
</dl>
<div class="back2top"><a href="#wrap" class="top" title="Nach oben">Nach oben</a></div>
<span class="corners-bottom"><span></span></span></div>
</div>
<hr class="divider" />
"""

    opening = """<div id="p4518" class="post bg2">
<div class="inner"><span class="corners-top"><span></span></span>
<div class="postbody">
<ul class="profile-icons"><li class="report-icon"><a href="./report.php?f=4&amp;p=4518" title="Beitrag melden"><span>Beitrag melden</span></a></li><li class="quote-icon"><a href="./posting.php?mode=quote&amp;f=4&amp;p=4518" title="Mit Zitat antworten"><span>Mit Zitat antworten</span></a></li></ul>
<h3 class="first"><a href="#p4518">Freibad Wendringen soll 2012 schließen</a></h3>
<p class="author"><a href="./viewtopic.php?p=4518#p4518" class="target">&#9656;</a>von <strong><a href="./memberlist.php?mode=viewprofile&amp;u=2" style="color: #AA0000;" class="username-coloured">Redaktion</a></strong> &raquo; Mo 14. Mär 2011, 17:30 </p>
<div class="content"><span style="font-weight: bold">Wendringen.</span> Das Freibad an der Lindenallee soll nach der Saison 2011 geschlossen werden. Das hat der Haupt- und Finanzausschuss am Freitagabend mit sechs zu fünf Stimmen empfohlen. Der Betrieb kostet die Stadt jährlich rund 180.000 Euro, eine Sanierung des 1971 gebauten Beckens würde nach einem Gutachten etwa 2,4 Millionen Euro kosten. Endgültig entscheidet der Stadtrat am 7. April.<br /><br />Den vollständigen Artikel von Sabine Kortmann lesen Sie in der Montagsausgabe und unter <a href="http://www.wendringer-tageblatt.de/lokales/wendringen/freibad-soll-2012-schliessen-1.824113" class="postlink">wendringer-tageblatt.de</a>.<br /><br />Was meinen Sie? Sollte die Stadt das Freibad erhalten? Diskutieren Sie mit!</div>
<div id="sig4518" class="signature">Ihre Online-Redaktion des Wendringer Tageblatts<br />Bitte beachten Sie unsere <a href="./faq.php?mode=netiquette" class="postlink">Netiquette</a>.</div>
</div>
<dl class="postprofile" id="profile4518">
<dt><a href="./memberlist.php?mode=viewprofile&amp;u=2"><img src="/_avatar/phpbb-wt-logo.svg" width="80" height="80" alt="Benutzeravatar" /></a><br /><a href="./memberlist.php?mode=viewprofile&amp;u=2" style="color: #AA0000;" class="username-coloured">Redaktion</a></dt>
<dd>Redaktion</dd>
<dd>&nbsp;</dd>
<dd><strong>Beiträge:</strong> 2.417</dd><dd><strong>Registriert:</strong> Do 15. Jan 2009, 11:02</dd><dd><strong>Wohnort:</strong> Verlagshaus, Marktstraße 12</dd>
</dl>
<div class="back2top"><a href="#wrap" class="top" title="Nach oben">Nach oben</a></div>
<span class="corners-bottom"><span></span></span></div>
</div>
<hr class="divider" />
"""
    pagination = '<div class="pagination">14 Beiträge &bull; <a href="#" onclick="jumpto(); return false;" title="Klicke, um auf Seite … zu gehen">Seite <strong>1</strong> von <strong>2</strong></a> &bull; <span><strong>1</strong><span class="page-sep">, </span><a href="./viewtopic.php?f=4&amp;t=612&amp;start=10">2</a></span></div>'
    css = """html,body{color:#536482;background-color:#F5F7FA;font-family:"Lucida Grande",Verdana,Helvetica,Arial,sans-serif;font-size:10px;margin:0;padding:12px 0}
#wrap{padding:0 20px;min-width:650px}.headerbar{background-color:#12A3EB;margin-bottom:4px;padding:0 5px;color:#FFF;border-radius:7px}
.headerbar h1{margin-right:200px;font-family:"Trebuchet MS",Arial,Helvetica,sans-serif;font-weight:normal;font-size:2em;padding:8px 0 0}
.headerbar p{font-size:1.1em;margin-bottom:1.5em}.navbar{background-color:#cadceb;padding:0 10px;border-radius:7px}
ul.linklist{display:block;margin:0;padding:4px 0;list-style:none}ul.linklist li{display:inline;font-size:1.1em;margin-right:10px}
a{color:#105289;text-decoration:none}a:hover{color:#D31141;text-decoration:underline}
h2{font-family:"Trebuchet MS",Arial,Helvetica,sans-serif;font-weight:normal;color:#28313F;font-size:2em;margin:0.8em 0 0.2em}
.topic-actions{margin-bottom:3px;font-size:1.1em;height:28px}.buttons div{float:left;margin:0 5px 0 0}.buttons a{display:block;background:#ECF1F3;border:1px solid #B4BAC0;padding:3px 8px;border-radius:4px;font-weight:bold}
.pagination{float:right;text-align:right;width:auto;font-weight:bold}
.post{padding:0 10px;margin-bottom:4px;border-radius:7px}.bg1{background-color:#ECF3F7}.bg2{background-color:#e1ebf2}
.postbody{padding:0;line-height:1.48em;color:#333;width:76%;float:left;clear:both}.postbody h3{font-size:1.5em;padding:2px 0 0;margin:0 0 0.3em;font-family:"Trebuchet MS",Verdana,Helvetica,Arial,sans-serif}
.postbody h3 a{color:#115098}p.author{margin:0 15em 0.6em 0;padding:0 0 5px;font-family:Verdana,Helvetica,Arial,sans-serif;font-size:1em;line-height:1.2em}
.content{min-height:3em;overflow:hidden;line-height:1.4em;font-family:"Lucida Grande","Trebuchet MS",Verdana,Helvetica,Arial,sans-serif;font-size:1.3em;color:#333;padding-bottom:1px}
.postprofile{margin:5px 0 10px;min-height:80px;color:#666;border-left:1px solid #FFF;width:22%;float:right;display:inline}.postprofile dd,.postprofile dt{line-height:1.2em;margin-left:8px}
.signature{margin-top:1.5em;padding-top:0.2em;font-size:1.1em;border-top:1px solid #CCC;clear:left;line-height:140%;overflow:hidden;width:100%}
.notice{font-family:"Lucida Grande",Verdana,Helvetica,Arial,sans-serif;width:auto;margin-top:1.5em;padding-top:0.2em;font-size:1em;border-top:1px dashed #CCC;color:#666}
blockquote{background:#EBEADD;border:1px solid #DBDBCE;font-size:0.95em;margin:0.5em 1px 0 25px;overflow:hidden;padding:5px}
blockquote cite{font-style:normal;font-weight:bold;margin-left:20px;display:block;font-size:0.9em}
ul.profile-icons{float:right;list-style:none;margin:4px 0 0;padding:0}ul.profile-icons li{float:left;margin:0 6px 3px 0}ul.profile-icons a{display:block;padding:1px 5px;background:#fff;border:1px solid #C7C3BF;border-radius:3px;font-size:1em}
.back2top{clear:both;height:11px;text-align:right}hr.divider{display:none}
.corners-top,.corners-bottom{display:block;height:5px}
.forabg{background-color:#0076B1;margin-bottom:4px;padding:0 5px;border-radius:7px;color:#fff}.forabg ul{list-style:none;margin:0;padding:5px}
.copyright{padding:5px;text-align:center;color:#555}"""
    body = f"""<div id="wrap">
<a id="top" name="top" accesskey="t"></a>
<div id="page-header">
<div class="headerbar"><div class="inner"><span class="corners-top"><span></span></span>
<div id="site-description"><a href="./index.php" title="Foren-Übersicht" id="logo"><img src="/_avatar/wt-forum-logo.svg" width="139" height="52" alt="" title="" /></a>
<h1>Leserforum des Wendringer Tageblatts</h1><p>Diskutieren Sie mit anderen Lesern über Themen aus Wendringen und dem Kreis.</p>
<p class="skiplink"><a href="#start_here">Zum Inhalt</a></p></div>
<div id="search-box"><form action="./search.php" method="get" id="search"><fieldset><input name="keywords" id="keywords" type="text" maxlength="128" title="Suche nach Wörtern" class="inputbox search" value="Suche…" /> <input class="button2" value="Suche" type="submit" /><br /><a href="./search.php" title="Zeigt die erweiterten Suchoptionen an">Erweiterte Suche</a></fieldset></form></div>
<span class="corners-bottom"><span></span></span></div></div>
<div class="navbar"><div class="inner"><span class="corners-top"><span></span></span>
<ul class="linklist navlinks"><li class="icon-home"><a href="./index.php" accesskey="h">Foren-Übersicht</a> <strong>&#8249;</strong> <a href="./viewforum.php?f=2">Lokales</a> <strong>&#8249;</strong> <a href="./viewforum.php?f=4">Wendringen</a></li><li class="rightside"><a href="http://www.wendringer-tageblatt.de/">Zur Startseite des Tageblatts</a></li></ul>
<ul class="linklist rightside"><li class="icon-faq"><a href="./faq.php" title="Häufig gestellte Fragen">FAQ</a></li><li class="icon-register"><a href="./ucp.php?mode=register">Registrieren</a></li><li class="icon-logout"><a href="./ucp.php?mode=login" title="Anmelden" accesskey="x">Anmelden</a></li></ul>
<span class="corners-bottom"><span></span></span></div></div>
</div>
<a name="start_here"></a>
<div id="page-body">
<h2><a href="./viewtopic.php?f=4&amp;t=612">Freibad Wendringen soll 2012 schließen</a></h2>
<p><strong>Moderator:</strong> <a href="./memberlist.php?mode=viewprofile&amp;u=3">Mod_Tageblatt</a></p>
<div class="topic-actions"><div class="buttons"><div class="reply-icon"><a href="./posting.php?mode=reply&amp;f=4&amp;t=612" title="Antwort erstellen"><span></span>Antwort erstellen</a></div></div>
<div class="search-box"><form method="get" id="topic-search" action="./search.php"><fieldset><input class="inputbox search tiny" type="text" name="keywords" id="search_keywords" size="20" value="Thema durchsuchen…" /> <input class="button2" type="submit" value="Suche" /></fieldset></form></div>
{pagination}</div>
<div class="clear"></div>
{opening}{"".join(post(i) for i in range(len(ps)))}
<form id="viewtopic" method="post" action="./viewtopic.php?f=4&amp;t=612"><fieldset class="display-options" style="margin-top: 0;"><a href="./viewtopic.php?f=4&amp;t=612&amp;start=10" class="right-box right">Nächste</a><label>Beiträge der letzten Zeit anzeigen: <select name="st" id="st"><option value="0" selected="selected">Alle Beiträge</option><option value="1">1 Tag</option><option value="7">7 Tage</option></select></label> <label>Sortiere nach <select name="sk" id="sk"><option value="t" selected="selected">Erstellungsdatum</option></select></label> <input type="submit" name="sort" value="Los" class="button2" /></fieldset></form>
<div class="topic-actions"><div class="buttons"><div class="reply-icon"><a href="./posting.php?mode=reply&amp;f=4&amp;t=612" title="Antwort erstellen"><span></span>Antwort erstellen</a></div></div>{pagination}</div>
<p></p><p><a href="./viewforum.php?f=4" class="left-box left" accesskey="r">Zurück zu Wendringen</a></p>
<form method="post" id="jumpbox" action="./viewforum.php"><fieldset class="jumpbox"><label for="f" accesskey="j">Gehe zu:</label> <select name="f" id="f"><option value="-1">Wähle ein Forum aus</option><option value="2">Lokales</option><option value="4" selected="selected">&nbsp; &nbsp;Wendringen</option><option value="5">&nbsp; &nbsp;Kellbach und Umland</option><option value="6">Sport im Kreis</option><option value="7">Leserbriefe</option></select> <input type="submit" value="Los" class="button2" /></fieldset></form>
<h3>Wer ist online?</h3><p>Mitglieder in diesem Forum: 0 Mitglieder und 3 Gäste</p>
</div>
<div id="page-footer"><div class="navbar"><div class="inner"><span class="corners-top"><span></span></span>
<ul class="linklist"><li class="icon-home"><a href="./index.php" accesskey="h">Foren-Übersicht</a></li><li class="rightside"><a href="./memberlist.php?mode=leaders">Das Team</a> &bull; <a href="./ucp.php?mode=delete_cookies">Alle Cookies des Boards löschen</a> &bull; Alle Zeiten sind UTC + 1 Stunde</li></ul>
<span class="corners-bottom"><span></span></span></div></div>
<div class="copyright">Powered by <a href="http://www.phpbb.com/">phpBB</a>&reg; Forum Software &copy; phpBB Group<br />Deutsche Übersetzung durch <a href="http://www.phpbb.de/">phpBB.de</a><br />&copy; 2011 Wendringer Tageblatt GmbH &amp; Co. KG &bull; <a href="http://www.wendringer-tageblatt.de/impressum">Impressum</a></div>
</div>
</div>"""
    html = xhtml(
        "Leserforum des Wendringer Tageblatts • Thema anzeigen - Freibad Wendringen soll 2012 schließen",
        "de",
        css,
        body,
        head='<meta name="keywords" content="" /><meta name="description" content="" /><link rel="alternate" type="application/atom+xml" title="Feed - Leserforum des Wendringer Tageblatts" href="./feed.php" />',
        body_attrs='id="phpbb" class="section-viewtopic ltr"',
    )
    return make(
        "eu-de-wendringen-freibad",
        "discussion",
        "de",
        html,
        ps,
        path="/forum/viewtopic.php-f=4-t=612.html",
        container="phpBB 3.0 prosilver: div#pNNNN.post.bg1/bg2 > div.inner > div.postbody (ul.profile-icons, h3 'Re: …', p.author 'von NAME » DATE', div.content with blockquote > div > cite 'NAME hat geschrieben:', div.notice 'Zuletzt geändert von …', div.signature) and dl.postprofile (avatar, name, rank, Beiträge, Registriert, Wohnort); the newsroom's opening post first",
        heading="Freibad Wendringen soll 2012 schließen",
        description="A German regional paper's phpBB 3.0 reader board (prosilver) of March 2011: the newsroom's account 'Redaktion' opens the thread with the article's teaser and a link; 9 readers' posts on page 1 of 2 ('14 Beiträge • Seite 1 von 2'), with ranks, post counts, join dates, towns, avatars, 'hat geschrieben:' quotes, signatures and an edit notice.",
    )


# --------------------------------------------------------------------------- en: vBulletin 3.8, 2010


def en_speedcam() -> Case:
    ps = posts("""
Gaz_RS2000 @ 03-11-2010, 07:52 PM :: Switching them off makes sense to me. Half the cameras on the A-roads round here are on stretches where nobody has crashed in years. It was always about revenue. || s=1979 Escort RS2000 (resto in progress) // 2007 Focus ST - daily || t=oldschoolmk1,deano
hedgehog_hunter @ 03-11-2010, 08:14 PM :: Not convinced. The camera outside the primary school in my village is the only thing that stops the vans doing 50 through there. Some of them are there for a reason. || e=03-11-2010 at 08:20 PM
Gaz_RS2000 @ 03-11-2010, 08:31 PM :: Fair point, but that's a 30 limit outside a school, the article says those are staying. It's the fixed ones on the dual carriageways they're turning off. || q=hedgehog_hunter|The camera outside the primary school in my village is the only thing that stops the vans doing 50 through there. || s=1979 Escort RS2000 (resto in progress) // 2007 Focus ST - daily
oldschoolmk1 @ 03-11-2010, 09:02 PM :: The bit that got me was that the partnership spends more on running the cameras than the council gets back. If that's true, keeping them was never about money either way. || s=Mk1 Golf GTI club member #0412
Lisa_in_Leics @ 03-11-2010, 09:47 PM :: As someone whose brother was hit on the A47 by a speeding driver, I'm not sure "revenue" is the right word for something that slows people down. I'd rather see average speed cameras than nothing at all.
deano @ 03-11-2010, 10:15 PM :: Average speed cameras on the A14 roadworks have been great, to be fair. Everyone just sits at 50 and the traffic flows better than it did before. || q=Lisa_in_Leics|I'd rather see average speed cameras than nothing at all. || s=Nothing to see here
mr_t_from_corby @ 04-11-2010, 08:03 AM :: Would be interesting if the magazine did a follow-up in a year's time with the accident figures for the stretches where they've been switched off. Then we'd actually know. || t=Gaz_RS2000,hedgehog_hunter,Lisa_in_Leics
hedgehog_hunter @ 04-11-2010, 08:40 AM :: Seconded. Data, not opinions. Good article though, first time I've read both sides put fairly.
""")
    profiles = {
        "Gaz_RS2000": ("Senior Member", "Jun 2007", "Essex", "3,412", True),
        "hedgehog_hunter": ("Member", "Feb 2009", "Rutland", "287", False),
        "oldschoolmk1": ("Senior Member", "Nov 2006", "Northampton", "5,920", True),
        "Lisa_in_Leics": ("Junior Member", "Oct 2010", "Leicester", "4", False),
        "deano": ("Member", "Aug 2008", "Huntingdon", "611", True),
        "mr_t_from_corby": ("Member", "Jan 2010", "Corby", "142", False),
    }
    ids = [208311 + 17 * i for i in range(len(ps))]

    def post(i: int) -> str:
        p = ps[i]
        rank, joined, town, count, avatar = profiles[p.who]
        pid = ids[i]
        uid = 1100 + 7 * list(profiles).index(p.who)
        n = i + 2
        quote = ""
        if p.quote:
            quote = (
                '<div style="margin:20px; margin-top:5px; "><div class="smallfont" style="margin-bottom:2px">Quote:</div>'
                '<table cellpadding="6" cellspacing="0" border="0" width="100%"><tr><td class="alt2" style="border:1px inset">'
                f'<div>Originally Posted by <strong>{esc(p.quote[0])}</strong> <a href="showthread.php?p={ids[quoted(ps, i)]}#post{ids[quoted(ps, i)]}" rel="nofollow">&#9658;</a></div>'
                f'<div style="font-style:italic">{br(p.quote[1])}</div></td></tr></table></div>'
            )
        sig = f"<div>__________________<br />{br(p.sig)}</div>" if p.sig else ""
        edited = (
            f'<div class="smallfont"><hr size="1" style="color:#D1D1E1; background-color:#D1D1E1" /><em>Last edited by {esc(p.who)}; {esc(p.edited)}.</em></div>'
            if p.edited
            else ""
        )
        thanks = ""
        if p.thanks:
            names = ", ".join(
                f'<a href="member.php?u={1100 + 7 * list(profiles).index(t)}" rel="nofollow">{esc(t)}</a>'
                for t in p.thanks
            )
            verb = "User Says Thank You" if len(p.thanks) == 1 else f"{len(p.thanks)} Users Say Thank You"
            thanks = (
                f'<div id="post_thanks_box_{pid}"><table class="tborder" cellpadding="6" cellspacing="0" border="0" width="100%" align="center" style="border-top-width:0px"><tr valign="top">'
                f'<td class="alt2" width="175"><strong>The Following {verb} to {esc(p.who)} For This Useful Post:</strong></td>'
                f'<td class="alt1"><div>{names}</div></td></tr></table></div>'
            )
        pic = (
            f'<div class="smallfont">&nbsp;<br /><a href="member.php?u={uid}"><img src="/_avatar/vb-{uid}.svg" width="80" height="80" alt="{esc(p.who)}\'s Avatar" border="0" /></a></div>'
            if avatar
            else ""
        )
        bg = "alt1" if i % 2 else "alt2"
        return f"""<div id="edit{pid}" style="padding:0px 0px 6px 0px">
<table id="post{pid}" class="tborder" cellpadding="6" cellspacing="0" border="0" width="100%" align="center">
<tr><td class="thead" style="font-weight:normal; border: 1px solid #D1D1E1; border-right: 0px"><a name="post{pid}"><img class="inlineimg" src="/_avatar/vb-post-old.svg" alt="Old" border="0" width="12" height="12" /></a> {esc(p.at)}</td>
<td class="thead" style="font-weight:normal; border: 1px solid #D1D1E1; border-left: 0px" align="right">&nbsp;#<a href="showpost.php?p={pid}&amp;postcount={n}" target="new" rel="nofollow" id="postcount{pid}" name="{n}"><strong>{n}</strong></a></td></tr>
<tr valign="top"><td class="alt2" width="175" style="border: 1px solid #D1D1E1; border-top: 0px; border-bottom: 0px">
<div id="postmenu_{pid}"><a class="bigusername" href="member.php?u={uid}">{esc(p.who)}</a></div>
<div class="smallfont">{esc(rank)}</div>{pic}
<div class="smallfont">&nbsp;<br /><div>Join Date: {joined}</div><div>Location: {esc(town)}</div><div>Posts: {count}</div></div>
</td>
<td class="{bg}" id="td_post_{pid}" style="border-right: 1px solid #D1D1E1">
<div class="smallfont"><img class="inlineimg" src="/_avatar/vb-icon1.svg" alt="Default" border="0" width="12" height="12" /> <strong>Re: Speed cameras switched off: good riddance or road safety gamble?</strong></div>
<hr size="1" style="color:#D1D1E1; background-color:#D1D1E1" />
<div id="post_message_{pid}">{quote}{br(p.body)}</div>
{sig}{edited}
<div style="margin-top: 10px" align="right"><a href="report.php?p={pid}" rel="nofollow">Report Post</a></div>
</td></tr>
<tr><td class="alt2" style="border: 1px solid #D1D1E1; border-top: 0px"><img class="inlineimg" src="/_avatar/vb-user-offline.svg" alt="{esc(p.who)} is offline" border="0" width="12" height="12" />&nbsp;</td>
<td class="alt1" align="right" style="border: 1px solid #D1D1E1; border-left: 0px; border-top: 0px"><a href="newreply.php?do=newreply&amp;p={pid}" rel="nofollow" class="vbbutton">Reply With Quote</a> <a href="post_thanks.php?do=post_thanks_add&amp;p={pid}" rel="nofollow" class="vbbutton">Thanks</a></td></tr>
</table>
{thanks}
</div>"""

    opening = """<div id="edit208290" style="padding:0px 0px 6px 0px">
<table id="post208290" class="tborder" cellpadding="6" cellspacing="0" border="0" width="100%" align="center">
<tr><td class="thead" style="font-weight:normal; border: 1px solid #D1D1E1; border-right: 0px"><a name="post208290"><img class="inlineimg" src="/_avatar/vb-post-old.svg" alt="Old" border="0" width="12" height="12" /></a> 03-11-2010, 06:30 PM</td>
<td class="thead" style="font-weight:normal; border: 1px solid #D1D1E1; border-left: 0px" align="right">&nbsp;#<a href="showpost.php?p=208290&amp;postcount=1" target="new" rel="nofollow" id="postcount208290" name="1"><strong>1</strong></a></td></tr>
<tr valign="top"><td class="alt2" width="175" style="border: 1px solid #D1D1E1; border-top: 0px; border-bottom: 0px">
<div id="postmenu_208290"><a class="bigusername" href="member.php?u=2"><span style="color:#B22222"><b>Fast Lane News Desk</b></span></a></div>
<div class="smallfont">Fast Lane Staff</div>
<div class="smallfont">&nbsp;<br /><a href="member.php?u=2"><img src="/_avatar/vb-fastlane-desk.svg" width="80" height="80" alt="Fast Lane News Desk's Avatar" border="0" /></a></div>
<div class="smallfont">&nbsp;<br /><div>Join Date: Mar 2004</div><div>Location: Peterborough</div><div>Posts: 8,316</div></div>
</td>
<td class="alt1" id="td_post_208290" style="border-right: 1px solid #D1D1E1">
<div class="smallfont"><img class="inlineimg" src="/_avatar/vb-icon1.svg" alt="Default" border="0" width="12" height="12" /> <strong>Speed cameras switched off: good riddance or road safety gamble?</strong></div>
<hr size="1" style="color:#D1D1E1; background-color:#D1D1E1" />
<div id="post_message_208290"><b>From this week's issue of Fast Lane:</b><br /><br />Fixed speed cameras on six dual carriageways in the county will be switched off from the end of the month after the local road safety partnership lost a third of its funding. Cameras outside schools and at known accident blackspots will stay on, and two mobile vans will keep patrolling.<br /><br />The partnership says running the cameras costs more than the fines bring back to the council. Road safety charities warn the decision could cost lives.<br /><br /><a href="http://www.fastlanemag.co.uk/news/speed-cameras-switched-off" target="_blank">Read the full story on fastlanemag.co.uk</a><br /><br />What do you think? Will you notice the difference on your commute?</div>
<div>__________________<br />Fast Lane magazine - on sale every other Thursday</div>
<div style="margin-top: 10px" align="right"><a href="report.php?p=208290" rel="nofollow">Report Post</a></div>
</td></tr>
<tr><td class="alt2" style="border: 1px solid #D1D1E1; border-top: 0px"><img class="inlineimg" src="/_avatar/vb-user-offline.svg" alt="Fast Lane News Desk is offline" border="0" width="12" height="12" />&nbsp;</td>
<td class="alt1" align="right" style="border: 1px solid #D1D1E1; border-left: 0px; border-top: 0px"><a href="newreply.php?do=newreply&amp;p=208290" rel="nofollow" class="vbbutton">Reply With Quote</a> <a href="post_thanks.php?do=post_thanks_add&amp;p=208290" rel="nofollow" class="vbbutton">Thanks</a></td></tr>
</table>
</div>"""
    css = """body{background:#E1E4F2;color:#000;font:10pt verdana,geneva,lucida,'lucida grande',arial,helvetica,sans-serif;margin:5px 10px 10px;padding:0}
a:link,a:visited{color:#22229C}a:hover,a:active{color:#FF4400}
.page{background:#FFF;color:#000}.tborder{background:#D1D1E1;color:#000;border:1px solid #0B198C}
.tcat{background:#869BBF url(/_avatar/vb-gradient-tcat.svg) repeat-x top left;color:#FFF;font:bold 10pt verdana,geneva,lucida,'lucida grande',arial,helvetica,sans-serif}
.thead{background:#5C7099;color:#FFF;font:bold 11px tahoma,verdana,geneva,lucida,'lucida grande',arial,helvetica,sans-serif}.thead a:link,.thead a:visited{color:#FFF}
.alt1{background:#F5F5FF;color:#000}.alt2{background:#E1E4F2;color:#000}
.smallfont{font:11px verdana,geneva,lucida,'lucida grande',arial,helvetica,sans-serif}
.bigusername{font-size:14pt}.navbar{font:11px verdana,geneva,lucida,'lucida grande',arial,helvetica,sans-serif}
.vbbutton{display:inline-block;border:1px solid #7A8AA8;background:#F0F2F8;padding:2px 6px;font-size:11px}
.inlineimg{vertical-align:middle}.pagenav a{text-decoration:none}.pagenav td{padding:2px 4px}
.fl-header{background:#0B198C;color:#fff;padding:8px 12px}.fl-header a{color:#FFD200;font:bold 26px Georgia,serif;text-decoration:none}"""
    body = f"""<a name="top"></a>
<table border="0" width="100%" cellpadding="0" cellspacing="0" align="center"><tr><td class="fl-header" align="left"><a href="index.php">FAST LANE <span style="font-size:14px;color:#fff">forums</span></a></td><td class="fl-header" align="right"><a href="http://www.fastlanemag.co.uk/" style="font-size:12px">fastlanemag.co.uk</a> &nbsp; <img src="/_avatar/fl-banner-468x60.svg" width="468" height="60" alt="Advertisement" /></td></tr></table>
<div align="center"><div class="page" style="width:100%; text-align:left"><div style="padding:0px 25px 0px 25px" align="left">
<br />
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><tr>
<td class="alt1" width="100%"><table cellpadding="0" cellspacing="0" border="0"><tr valign="bottom"><td><span class="navbar"><a href="index.php" accesskey="1">Fast Lane Forums</a></span></td><td>&nbsp;</td><td width="100%"><span class="navbar">&gt; <a href="forumdisplay.php?f=3">Magazine &amp; News</a></span> <span class="navbar">&gt; <a href="forumdisplay.php?f=31">Discuss This Article</a></span></td></tr>
<tr><td class="navbar" style="font-size:10pt; padding-top:1px" colspan="3"><strong>Speed cameras switched off: good riddance or road safety gamble?</strong></td></tr></table></td>
<td class="alt2" nowrap="nowrap" style="padding:0px"><form action="login.php?do=login" method="post"><table cellpadding="0" cellspacing="3" border="0"><tr><td class="smallfont" style="white-space: nowrap;"><label for="navbar_username">User Name</label></td><td><input type="text" class="bginput" style="font-size: 11px" name="vb_login_username" id="navbar_username" size="10" accesskey="u" tabindex="101" value="User Name" /></td><td class="smallfont" nowrap="nowrap"><label for="cb_cookieuser_navbar"><input type="checkbox" name="cookieuser" value="1" tabindex="103" id="cb_cookieuser_navbar" accesskey="c" />Remember Me?</label></td></tr>
<tr><td class="smallfont"><label for="navbar_password">Password</label></td><td><input type="password" class="bginput" style="font-size: 11px" name="vb_login_password" id="navbar_password" size="10" tabindex="102" /></td><td><input type="submit" class="button" value="Log in" tabindex="104" title="Enter your username and password in the boxes provided to login, or click the 'register' button to create a profile for yourself." accesskey="s" /></td></tr></table></form></td></tr></table>
<br />
<div class="tborder" style="padding:1px; border-top-width:0px"><table cellpadding="0" cellspacing="0" border="0" width="100%" align="center"><tr align="center">
<td class="vbmenu_control"><a href="register.php" rel="nofollow">Register</a></td><td class="vbmenu_control"><a rel="help" href="faq.php" accesskey="5">FAQ</a></td><td class="vbmenu_control"><a href="memberlist.php">Members List</a></td><td class="vbmenu_control"><a href="calendar.php">Calendar</a></td><td class="vbmenu_control"><a href="search.php?do=getdaily" accesskey="2">Today's Posts</a></td><td class="vbmenu_control"><a href="search.php" accesskey="4" rel="nofollow">Search</a></td></tr></table></div>
<br />
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin-bottom:3px"><tr valign="bottom"><td class="smallfont"><a href="newreply.php?do=newreply&amp;noquote=1&amp;p=208290" rel="nofollow" class="vbbutton">Reply</a></td></tr></table>
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center" style="border-bottom-width:0px"><tr><td class="tcat" width="100%"><div class="smallfont">&nbsp;</div></td><td class="vbmenu_control" nowrap="nowrap"><a href="showthread.php?t=19004&amp;nojs=1#goto_threadtools">Thread Tools</a></td><td class="vbmenu_control" nowrap="nowrap"><a href="showthread.php?t=19004&amp;nojs=1#goto_displaymodes">Display Modes</a></td></tr></table>
<div id="posts">
{opening}
{"".join(post(i) for i in range(len(ps)))}
<div id="lastpost"></div></div>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin-top:-3px"><tr valign="top"><td class="smallfont"><a href="newreply.php?do=newreply&amp;noquote=1&amp;p=208426" rel="nofollow" class="vbbutton">Reply</a></td></tr></table>
<br />
<div class="smallfont" align="center"><strong>&laquo;</strong> <a href="showthread.php?t=19004&amp;goto=nextoldest" rel="nofollow">Previous Thread</a> | <a href="showthread.php?t=19004&amp;goto=nextnewest" rel="nofollow">Next Thread</a> <strong>&raquo;</strong></div>
<br />
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" align="center"><tr><td class="tcat">Similar Threads</td></tr><tr><td class="alt1"><div class="smallfont"><a href="showthread.php?t=18220">Average speed cameras on the A14 - fair or not?</a> (General Motoring Chat, 23 replies)<br /><a href="showthread.php?t=17342">Fuel duty up again in January</a> (Discuss This Article, 41 replies)</div></td></tr></table>
<br />
<div class="smallfont" align="center">All times are GMT. The time now is <span class="time">08:52 AM</span>.</div>
<br />
</div></div></div>
<form action="index.php" method="get" style="clear:left"><table cellpadding="6" cellspacing="0" border="0" width="100%" class="page" align="center"><tr><td class="tfoot"><select name="styleid"><option value="1" selected="selected">-- Fast Lane Blue</option></select></td><td class="tfoot" align="right" width="100%"><div class="smallfont"><strong><a href="sendmessage.php" rel="nofollow" accesskey="9">Contact Us</a> - <a href="http://www.fastlanemag.co.uk">Fast Lane Magazine</a> - <a href="archive/index.php">Archive</a> - <a href="#top" onclick="self.scrollTo(0, 0); return false;">Top</a></strong></div></td></tr></table></form>
<div align="center"><div class="smallfont" align="center">Powered by vBulletin&reg; Version 3.8.4<br />Copyright &copy;2000 - 2010, Jelsoft Enterprises Ltd.</div><div class="smallfont" align="center">&copy; Fast Lane Publishing Ltd 2010. All rights reserved.</div></div>"""
    html = xhtml(
        "Speed cameras switched off: good riddance or road safety gamble? - Fast Lane Forums",
        "en",
        css,
        body,
        head='<meta name="generator" content="vBulletin 3.8.4" /><meta name="keywords" content="speed cameras, Fast Lane, motoring forum" /><meta name="description" content="Speed cameras switched off: good riddance or road safety gamble? Discuss This Article" />',
    )
    return make(
        "eu-en-fastlane-cameras",
        "discussion",
        "en",
        html,
        ps,
        path="/forums/showthread.php-t=19004.html",
        container="vBulletin 3.8 legacy postbit: div#postsNNNN > table#postNNNN.tborder (thead: date, '#N' postcount link; td.alt2 left column: a.bigusername, rank, avatar, Join Date, Location, Posts; td#td_post_NNNN: title, div#post_message_NNNN with 'Quote: Originally Posted by NAME' tables, '__________________' signatures, 'Last edited by'), a thanks box table after some posts; the newsroom's #1 first",
        heading="Speed cameras switched off: good riddance or road safety gamble?",
        description="A British motoring magazine's vBulletin 3.8.4 forum of November 2010, board 'Discuss This Article': the magazine's 'Fast Lane News Desk' opens with the story's summary and a link (#1); 8 readers' posts #2 to #9 in legacy postbit tables with ranks (Senior Member, Junior Member), join dates, locations, post counts, avatars, 'Originally Posted by' quotes, '__________________' signatures, a 'Last edited by' line and 'The Following 3 Users Say Thank You to' boxes.",
    )


# --------------------------------------------------------------------------- fr: SMF 2.0 Curve, 2012


def fr_tram() -> Case:
    ps = posts("""
Loïc44 @ 12 avril 2012 à 19:41:07 :: Enfin ! Ça fait quinze ans qu'on en parle. Par contre le tracé qui évite le quartier des Tanneries, je ne comprends pas, c'est là qu'il y a le plus de monde sans voiture. || s=Loïc, usager quotidien de la ligne 4
Mamie Colette @ 12 avril 2012 à 20:02:11 :: Et les travaux, combien de temps ? Les commerçants de la rue Gambetta ont déjà assez souffert avec le chantier du parking.
bruno.c @ 12 avril 2012 à 20:35:48 :: Deux ans et demi d'après l'article, de mi-2013 à fin 2015. Les commerçants seront indemnisés par une commission, comme à Angers. || q=Mamie Colette|Et les travaux, combien de temps ? || e=12 avril 2012 à 20:41:30
Sandrine_V @ 12 avril 2012 à 21:14:07 :: 310 millions pour 9 kilomètres, c'est énorme pour une ville de notre taille. Un bus à haut niveau de service aurait coûté trois fois moins et on l'aurait eu dès 2014. || s=« La critique est aisée, mais l'art est difficile. »
Loïc44 @ 12 avril 2012 à 21:30:55 :: Le BHNS, on l'a à Lorval et il est déjà saturé aux heures de pointe. Un tram c'est pour cinquante ans, il faut voir plus loin que le prochain mandat. || q=Sandrine_V|Un bus à haut niveau de service aurait coûté trois fois moins || s=Loïc, usager quotidien de la ligne 4
Yannick B. @ 13 avril 2012 à 08:12:40 :: La réunion publique est le 3 mai à la salle des fêtes de Saint-Aubert. Allez-y si vous voulez que le tracé passe par les Tanneries, c'est le moment ou jamais.
""")
    profiles = {
        "Loïc44": ("Membre Héros", "1 204", "Homme", "Saint-Aubert", True),
        "Mamie Colette": ("Nouveau membre", "12", "Femme", "Vallonne-sur-Loire", False),
        "bruno.c": ("Membre Sénior", "486", "Homme", "", True),
        "Sandrine_V": ("Membre Complet", "173", "Femme", "Lorval", True),
        "Yannick B.": ("Membre Junior", "64", "Homme", "centre-ville", False),
    }
    ids = [58112 + 9 * i for i in range(len(ps))]

    def post(i: int) -> str:
        p = ps[i]
        rank, count, sex, town, avatar = profiles[p.who]
        mid = ids[i]
        uid = 300 + 11 * list(profiles).index(p.who)
        quote = ""
        if p.quote:
            quote = (
                f'<div class="quoteheader"><div class="topslice_quote"><a href="index.php?topic=2231.msg{ids[quoted(ps, i)]}#msg{ids[quoted(ps, i)]}">Citation de: {esc(p.quote[0])} le {esc(ps[quoted(ps, i)].at)}</a></div></div>'
                f'<blockquote class="bbc_standard_quote">{br(p.quote[1])}<br /></blockquote><div class="quotefooter"><div class="botslice_quote"></div></div>'
            )
        modified = (
            f"&#171; <em>Dernière édition: {esc(p.edited)} par {esc(p.who)}</em> &#187;" if p.edited else ""
        )
        sig = f'<div class="signature" id="msg_{mid}_signature">{br(p.sig)}</div>' if p.sig else ""
        pic = (
            f'<li class="avatar"><a href="index.php?action=profile;u={uid}"><img class="avatar" src="/_avatar/smf-{uid}.svg" alt="" /></a></li>'
            if avatar
            else ""
        )
        where = f'<li class="custom">Localisation: {esc(town)}</li>' if town else ""
        return f"""<div class="{"windowbg2" if i % 2 == 0 else "windowbg"}">
<span class="topslice"><span></span></span>
<div class="post_wrapper">
<div class="poster">
<h4><img src="/_avatar/smf-useroff.svg" alt="Hors ligne" width="10" height="10" /> <a href="index.php?action=profile;u={uid}" title="Voir le profil de {esc(p.who)}">{esc(p.who)}</a></h4>
<ul class="reset smalltext" id="msg_{mid}_extra_info">
<li class="postgroup">{esc(rank)}</li>
<li class="stars"><img src="/_avatar/smf-star.svg" alt="*" width="12" height="12" /><img src="/_avatar/smf-star.svg" alt="*" width="12" height="12" /></li>
{pic}
<li class="postcount">Messages: {count}</li>
<li class="gender">{sex}</li>{where}
<li class="profile"><ul><li><a href="index.php?action=profile;u={uid}"><img src="/_avatar/smf-icon-profile.svg" alt="Voir le profil" title="Voir le profil" width="12" height="12" /></a></li></ul></li>
</ul>
</div>
<div class="postarea">
<div class="flow_hidden">
<div class="keyinfo">
<div class="messageicon"><img src="/_avatar/smf-xx.svg" alt="" width="14" height="14" /></div>
<h5 id="subject_{mid}"><a href="index.php?topic=2231.msg{mid}#msg{mid}" rel="nofollow">Re&nbsp;: Tramway : le tracé définitif dévoilé</a></h5>
<div class="smalltext">&#171; <strong>Réponse #{i + 1} le :</strong> {esc(p.at)} &#187;</div>
<div id="msg_{mid}_quick_mod"></div>
</div>
<ul class="reset smalltext quickbuttons">
<li class="quote_button"><a href="index.php?action=post;quote={mid};topic=2231.0;last_msg={ids[-1]}">Citer</a></li>
</ul>
</div>
<div class="post">
<div class="inner" id="msg_{mid}">{quote}{br(p.body)}</div>
</div>
</div>
<div class="moderatorbar">
<div class="smalltext modified" id="modified_{mid}">{modified}</div>
<div class="smalltext reportlinks"><a href="index.php?action=reporttm;topic=2231.{i + 1};msg={mid}">Signaler au modérateur</a> &nbsp;<img src="/_avatar/smf-ip.svg" alt="" width="10" height="10" /> Connecté</div>
{sig}
</div>
</div>
<span class="botslice"><span></span></span>
</div>
<hr class="post_separator" />
"""

    opening = """<div class="windowbg">
<span class="topslice"><span></span></span>
<div class="post_wrapper">
<div class="poster">
<h4><img src="/_avatar/smf-useroff.svg" alt="Hors ligne" width="10" height="10" /> <a href="index.php?action=profile;u=1" title="Voir le profil de La Rédaction">La Rédaction</a></h4>
<ul class="reset smalltext" id="msg_58103_extra_info">
<li class="membergroup">Journaliste</li>
<li class="postgroup">Membre Héros</li>
<li class="avatar"><a href="index.php?action=profile;u=1"><img class="avatar" src="/_avatar/smf-cdl-redaction.svg" alt="" /></a></li>
<li class="postcount">Messages: 3 871</li>
</ul>
</div>
<div class="postarea">
<div class="flow_hidden">
<div class="keyinfo">
<div class="messageicon"><img src="/_avatar/smf-xx.svg" alt="" width="14" height="14" /></div>
<h5 id="subject_58103"><a href="index.php?topic=2231.msg58103#msg58103" rel="nofollow">Tramway : le tracé définitif dévoilé</a></h5>
<div class="smalltext">&#171; <strong> le :</strong> 12 avril 2012 à 18:05:00 &#187;</div>
</div>
<ul class="reset smalltext quickbuttons"><li class="quote_button"><a href="index.php?action=post;quote=58103;topic=2231.0">Citer</a></li></ul>
</div>
<div class="post"><div class="inner" id="msg_58103"><strong>VALLONNE-SUR-LOIRE.</strong> La communauté d'agglomération a présenté hier soir le tracé définitif de la première ligne de tramway : 9,2 km et 21 stations entre la gare SNCF et le campus de Saint-Aubert, en passant par la rue Gambetta et le pont Neuf. Le quartier des Tanneries sera desservi par un bus de rabattement. Coût annoncé : 310 millions d'euros. Les travaux doivent commencer à l'été 2013 pour une mise en service fin 2015.<br /><br />&#8594; <a href="http://www.courrierdelaloire.fr/vallonne/2012/04/12/tramway-le-trace-definitif-devoile" class="bbc_link" target="_blank">Lire l'article complet sur courrierdelaloire.fr</a><br /><br />Qu'en pensez-vous ? Réagissez sur le forum.</div></div>
</div>
<div class="moderatorbar"><div class="smalltext modified" id="modified_58103"></div><div class="smalltext reportlinks"><a href="index.php?action=reporttm;topic=2231.0;msg=58103">Signaler au modérateur</a></div>
<div class="signature" id="msg_58103_signature">La rédaction du Courrier de la Loire &#8211; <a href="http://www.courrierdelaloire.fr" class="bbc_link">courrierdelaloire.fr</a></div></div>
</div>
<span class="botslice"><span></span></span>
</div>
<hr class="post_separator" />
"""
    css = """body{background:#E9EEF2;font:78%/130% "Verdana","Arial","Helvetica",sans-serif;margin:0 auto;padding:15px 0}
#wrapper{width:90%;margin:0 auto}#header{background:#c9d7e5;border-radius:8px 8px 0 0;padding:0 10px}h1.forumtitle{font:bold 2em "Segoe UI",Arial,sans-serif;margin:0;padding:14px 0}h1.forumtitle a{color:#334466}
#content_section{background:#FFF;padding:10px 1em;border-radius:0 0 8px 8px}a:link,a:visited{color:#346;text-decoration:none}a:hover{text-decoration:underline}
.navigate_section ul{display:block;margin:0;font-size:0.9em;padding:1em 0 0.5em;list-style:none}.navigate_section ul li{float:left;padding:0 0.5em 0 0}.navigate_section ul li a{white-space:nowrap}
.cat_bar{background:#557EA0;padding:0 10px;border-radius:8px 8px 0 0;color:#fff;overflow:hidden}.cat_bar h3{font-size:1.1em;padding:8px 0;margin:0}
.windowbg{color:#000;background-color:#E7EAEF}.windowbg2{color:#000;background-color:#F0F4F7}
.windowbg,.windowbg2{padding:0 1em;margin:0 0 2px;border-radius:6px}.post_wrapper{float:left;width:100%}
.poster{float:left;width:15em}.postarea,.moderatorbar{margin:0 0 0 16em}.poster h4{margin:0;padding:0;font-size:1.1em}.poster ul{margin:0.3em 1em 0 0;padding:0;list-style:none}
ul.reset{list-style:none;padding:0;margin:0}img.avatar{max-width:65px;max-height:65px}
.keyinfo{width:50%;float:left}.keyinfo h5{margin:0;font-size:1em}ul.quickbuttons{float:right;margin:0 0 0 1em}ul.quickbuttons li{float:left;display:inline;margin:0 0 0 11px}
.post{margin-top:0.5em;clear:right}.inner{padding:1em 1em 2px 0;margin:0 1em 0 0;border-top:1px solid #99a}
.quoteheader{color:#000;text-decoration:none;font-style:normal;font-weight:bold;font-size:0.8em;line-height:1.2em;padding:0 0 0 10px}
blockquote.bbc_standard_quote{font-size:x-small;color:#000;line-height:1.4em;background:url(/_avatar/smf-quote.svg) 0.1em 0.1em no-repeat;border-top:2px solid #99A;border-bottom:2px solid #99A;padding:1.1em 1.4em;margin:0.1em 0 0.3em 0;overflow:auto;background-color:#ebf4f8}
.signature{width:98%;overflow:auto;clear:right;padding:1em 0 3px 0;border-top:1px solid #aaa;line-height:1.4em;font-size:0.85em}
.moderatorbar{clear:right}.modified{float:left}.reportlinks{margin-right:1.5em;text-align:right;clear:right}
hr.post_separator{clear:both;border:0;height:0;margin:0}.topslice,.botslice{display:block;height:4px}
.pagesection{overflow:hidden;margin-bottom:1px;padding:0.5em 0}.pagelinks{float:left}.buttonlist{float:right}.buttonlist ul{list-style:none;margin:0;padding:0}.buttonlist li{float:left;margin:0 0.2em}.buttonlist a{display:block;background:#cde;border-radius:4px;padding:3px 10px;font-weight:bold;font-size:0.8em;text-transform:uppercase}
#footer_section{text-align:center;font-size:0.85em;padding:1em}.cdl-ad{text-align:center;padding:6px 0}"""
    body = f"""<div id="wrapper">
<div id="header"><div class="frame">
<div id="top_section"><h1 class="forumtitle"><a href="index.php">Les forums du Courrier de la Loire</a></h1><img id="smflogo" src="/_avatar/smf-logo.svg" alt="Simple Machines Forum" title="Simple Machines Forum" width="160" height="40" /></div>
<div id="upper_section" class="middletext"><div class="user"><form id="guest_form" action="index.php?action=login2" method="post" accept-charset="UTF-8"><div class="info">Bienvenue, <strong>Invité</strong>. Merci de vous <a href="index.php?action=login">connecter</a> ou de vous <a href="index.php?action=register">inscrire</a>.</div><input type="text" name="user" size="10" class="input_text" /><input type="password" name="passwrd" size="10" class="input_password" /><input type="submit" value="Connexion" class="button_submit" /></form></div>
<div class="news normaltext"><h2>Nouvelles:</h2><p>Rappel : les messages injurieux ou diffamatoires sont supprimés sans préavis. Merci de respecter la charte.</p></div></div>
<div id="main_menu"><ul class="dropmenu" id="menu_nav"><li><a class="active firstlevel" href="index.php"><span class="last firstlevel">Accueil</span></a></li><li><a class="firstlevel" href="index.php?action=help"><span class="firstlevel">Aide</span></a></li><li><a class="firstlevel" href="index.php?action=search"><span class="firstlevel">Rechercher</span></a></li><li><a class="firstlevel" href="index.php?action=login"><span class="firstlevel">Connexion</span></a></li><li><a class="firstlevel" href="index.php?action=register"><span class="last firstlevel">Inscription</span></a></li></ul></div>
</div></div>
<div id="content_section"><div class="frame"><div id="main_content_section">
<div class="cdl-ad"><img src="/_avatar/cdl-728x90.svg" width="728" height="90" alt="Publicité" /></div>
<div class="navigate_section"><ul><li><a href="index.php"><span>Les forums du Courrier de la Loire</span></a> &#187;</li><li><a href="index.php#c2"><span>L'actualité</span></a> &#187;</li><li><a href="index.php?board=5.0"><span>Vallonne et l'agglo</span></a> &#187;</li><li class="last"><a href="index.php?topic=2231.0"><span>Tramway : le tracé définitif dévoilé</span></a></li></ul></div>
<a id="top"></a><a id="msg58103"></a>
<div class="pagesection"><div class="nextlinks"><a href="index.php?topic=2231.0;prev_next=prev#new">&#171; précédent</a> <a href="index.php?topic=2231.0;prev_next=next#new">suivant &#187;</a></div>
<div class="buttonlist floatright"><ul><li><a class="button_strip_reply active" href="index.php?action=post;topic=2231.0;last_msg={ids[-1]}"><span class="last">Répondre</span></a></li><li><a class="button_strip_notify" href="index.php?action=notify;sa=on;topic=2231.0"><span>Notification</span></a></li><li><a class="button_strip_print" href="index.php?action=printpage;topic=2231.0" rel="new_win nofollow"><span class="last">Imprimer</span></a></li></ul></div>
<div class="pagelinks floatleft">Pages: [<strong>1</strong>] &nbsp;&nbsp;<a href="#lastPost"><strong>En bas</strong></a></div></div>
<div id="forumposts">
<div class="cat_bar"><h3 class="catbg"><img src="/_avatar/smf-topic.svg" alt="" width="14" height="14" /> <span id="author">Auteur</span> Sujet: Tramway : le tracé définitif dévoilé &nbsp;(Lu 1 482 fois)</h3></div>
<form action="index.php?action=quickmod2;topic=2231.0" method="post" accept-charset="UTF-8" name="quickModForm" id="quickModForm" style="margin: 0;">
{opening}{"".join(post(i) for i in range(len(ps)))}
</form>
</div>
<a id="lastPost"></a>
<div class="pagesection"><div class="buttonlist floatright"><ul><li><a class="button_strip_reply active" href="index.php?action=post;topic=2231.0"><span class="last">Répondre</span></a></li></ul></div><div class="pagelinks floatleft">Pages: [<strong>1</strong>] &nbsp;&nbsp;<a href="#top"><strong>En haut</strong></a></div></div>
<div class="navigate_section"><ul><li><a href="index.php"><span>Les forums du Courrier de la Loire</span></a> &#187;</li><li><a href="index.php?board=5.0"><span>Vallonne et l'agglo</span></a> &#187;</li><li class="last"><span>Tramway : le tracé définitif dévoilé</span></li></ul></div>
<div class="plainbox" id="display_jump_to">Aller à: <select><option>=> Vallonne et l'agglo</option><option>=> Sports</option><option>=> Loisirs et sorties</option></select></div>
</div></div></div>
<div id="footer_section"><div class="frame"><ul class="reset"><li class="copyright"><span class="smalltext" style="display: inline; visibility: visible; font-family: Verdana, Arial, sans-serif;"><a href="index.php?action=credits" title="Simple Machines Forum" target="_blank" class="new_win">SMF 2.0.2</a> | <a href="http://www.simplemachines.org/about/smf/license.php" title="License" target="_blank" class="new_win">SMF &#169; 2011</a>, <a href="http://www.simplemachines.org" title="Simple Machines" target="_blank" class="new_win">Simple Machines</a></span></li><li><a href="http://www.courrierdelaloire.fr/mentions-legales">Mentions légales</a> &#8211; &#169; Le Courrier de la Loire 2012</li></ul><p>Page générée en 0.112 secondes avec 21 requêtes.</p></div></div>
</div>"""
    html = xhtml(
        "Tramway : le tracé définitif dévoilé",
        "fr",
        css,
        body,
        head='<meta name="description" content="Tramway : le tracé définitif dévoilé" /><meta name="keywords" content="tramway, Vallonne, tracé" /><link rel="canonical" href="http://forums.courrierdelaloire.fr/index.php?topic=2231.0" />',
        body_attrs="",
    )
    return make(
        "eu-fr-vallonne-tramway",
        "discussion",
        "fr",
        html,
        ps,
        path="/forums/index.php-topic=2231.0.html",
        container="SMF 2.0 Curve: div#forumposts > form > div.windowbg/windowbg2 > div.post_wrapper (div.poster: h4 NAME, ul with group, stars, avatar, 'Messages: N', gender, town; div.postarea: h5 'Re : …', '« Réponse #N le : DATE »', 'Citer', div.post > div.inner#msg_N with quoteheader 'Citation de: NAME le …' and blockquote; div.moderatorbar: '« Dernière édition: … par NAME »', 'Signaler au modérateur', div.signature); the newsroom's opening post first",
        heading="Tramway : le tracé définitif dévoilé",
        description="A French regional daily's SMF 2.0.2 forum (Curve) of April 2012: 'La Rédaction' (group 'Journaliste') opens the topic with the article's summary and a link; 6 readers' replies 'Réponse #1' to '#6' with member groups (Membre Héros, Nouveau membre …), stars, avatars, post counts, gender and town, 'Citation de: NAME le …' quotes, signatures and a 'Dernière édition' line.",
    )


# --------------------------------------------------------------------------- nl: IP.Board 3.2, 2012


def nl_glasvezel() -> Case:
    ps = posts("""
Tweakende_Tom @ 05 maart 2012 - 14:22 :: Mooi artikel, maar 35 euro per maand voor 50 Mbit is in 2012 echt niet concurrerend meer. Bij de kabel krijg ik 120 Mbit voor hetzelfde geld. || s=i5-2500K @ 4,4 GHz | 8 GB | GTX 560 Ti | Crucial M4 128 GB || t=Pieter_vdB,jvk
Pieter_vdB @ 05 maart 2012 - 14:40 :: Upload is het verschil. Bij glas heb je symmetrisch 50/50, bij de kabel krijg je 120 down maar 10 up. Voor mijn NAS en back-ups naar buiten is dat een wereld van verschil. || q=Tweakende_Tom|Bij de kabel krijg ik 120 Mbit voor hetzelfde geld.
hanneke82 @ 05 maart 2012 - 15:05 :: In onze straat in Zuiderhoeve is de vraagbundeling net niet gehaald, 38 procent terwijl ze 40 nodig hadden. Nu komt het er dus gewoon niet. Jammer, want de buren aan de overkant hebben het wel. || e=05 maart 2012 - 15:11
jvk @ 05 maart 2012 - 16:48 :: Die 40 procent-grens is echt het probleem. In dorpen haal je dat nooit met al die ouderen die niet weten wat glasvezel is. Daar had de redactie wel wat dieper op in mogen gaan. || s=Jeroen // www.jvk-fotografie.nl
Tweakende_Tom @ 05 maart 2012 - 17:30 :: Oké, dat punt van de upload is terecht. Voor gewoon surfen en Netflix maakt het alleen weinig uit. || q=Pieter_vdB|Upload is het verschil. || s=i5-2500K @ 4,4 GHz | 8 GB | GTX 560 Ti | Crucial M4 128 GB
Marloes S. @ 05 maart 2012 - 19:12 :: Wij hebben het sinds november. Aansluiting ging prima, monteur was in een uur klaar. Alleen de televisie via glas hapert soms bij voetbal. // Wel een tip: vraag naar de actie met drie maanden gratis, die staat niet op de website.
Bas_de_Wit @ 06 maart 2012 - 09:03 :: Goed stuk, nette vergelijking. Volgende keer graag ook de opzegtermijnen meenemen, daar worden mensen het vaakst door verrast.
""")
    profiles = {
        "Tweakende_Tom": ("Senior Member", "Leden", "2.318 berichten", "Eindhoven", "+412"),
        "Pieter_vdB": ("Member", "Leden", "604 berichten", "Veenendaal", "+88"),
        "hanneke82": ("Advanced Member", "Leden", "97 berichten", "Zuiderhoeve", "+5"),
        "jvk": ("Senior Member", "Leden", "1.455 berichten", "Drenthe", "+130"),
        "Marloes S.": ("Newbie", "Leden", "3 berichten", "Utrecht", "0"),
        "Bas_de_Wit": ("Member", "Abonnees", "211 berichten", "", "+17"),
    }
    ids = [1822301 + 13 * i for i in range(len(ps))]

    def post(i: int) -> str:
        p = ps[i]
        title, group, count, town, rep = profiles[p.who]
        pid = ids[i]
        uid = 9000 + 37 * list(profiles).index(p.who)
        quote = ""
        if p.quote:
            quote = (
                f'<p class="citation">{esc(p.quote[0])}, op {esc(ps[quoted(ps, i)].at)}, zei:</p>'
                f'<div class="blockquote"><div class="quote">{br(p.quote[1])}</div></div><br />'
            )
        edit = (
            f'<p class="edit">Dit bericht is bewerkt door <strong>{esc(p.who)}</strong>: {esc(p.edited)}</p>'
            if p.edited
            else ""
        )
        sig = f'<div class="signature">{br(p.sig)}</div>' if p.sig else ""
        where = (
            f'<li class="custom_fields"><span class="ft">Woonplaats:</span> <span class="fc">{esc(town)}</span></li>'
            if town
            else ""
        )
        return f"""<div class="post_block hentry clear clearfix " id="post_id_{pid}">
<div class="post_wrap">
<h3 class="row2"><span class="author vcard"><a class="url fn name ___hover___member _hoversetup" href="/forum/user/{uid}-{p.who.lower().replace(" ", "-").replace(".", "")}/" title="Bekijk profiel">{esc(p.who)}</a></span></h3>
<div class="author_info">
<ul class="basic_info">
<p class="desc member_title">{esc(title)}</p>
<li class="avatar"><a class="url" href="/forum/user/{uid}/" title="Bekijk profiel"><img src="/_avatar/ipb-{uid}.svg" class="photo" alt="foto" width="90" height="90" /></a></li>
<li class="group_title">{esc(group)}</li>
<li class="group_icon"><img src="/_avatar/ipb-pip.svg" alt="+" width="10" height="10" /><img src="/_avatar/ipb-pip.svg" alt="+" width="10" height="10" /></li>
<li class="post_count desc lighter">{count}</li>
</ul>
<ul class="custom_fields">{where}</ul>
</div>
<div class="post_body">
<p class="posted_info desc lighter ipsType_small">Geplaatst op <abbr class="published" title="2012-03-{p.at[:2]}T{p.at[-5:]}:00+00:00">{esc(p.at)}</abbr></p>
<div class="post entry-content "><!--cached-Mon, 05 Mar 2012 20:00:00 +0000-->{quote}{br(p.body)}</div>
{edit}{sig}
</div>
<ul id="postControlsNormal_{pid}" class="post_controls clear clearfix">
<li class="report"><a href="/forum/index.php?app=core&amp;module=reports&amp;rcom=post&amp;tid=44210&amp;pid={pid}" title="Meld dit bericht aan een moderator">Rapporteren</a></li>
<li class="multiquote"><a href="#" title="Toggle deze reactie voor een meervoudige quote">MultiQuote</a></li>
<li><a href="/forum/index.php?app=forums&amp;module=post&amp;section=post&amp;do=reply_post&amp;f=12&amp;t=44210&amp;qpid={pid}" title="Reageer direct op dit bericht">Citeren</a></li>
</ul>
<div class="rep_bar clearfix right" id="rep_post_{pid}"><ul class="ipsList_inline"><li><a class="rep_up" href="#" title="Geef een positieve reputatie">&#9650;</a></li></ul><span class="reputation {"positive" if rep.startswith("+") else "zero"} rep_show" title="Reputatie">{rep}</span></div>
<div class="post_date"><a href="/forum/topic/44210-glasvezel/#entry{pid}" rel="bookmark" title="Link naar bericht #{i + 2}">#{i + 2}</a></div>
</div>
</div>
<hr />
"""

    opening = """<div class="post_block hentry clear clearfix topic_summary" id="post_id_1822288">
<div class="post_wrap">
<h3 class="row2"><span class="author vcard"><a class="url fn name" href="/forum/user/2-pcw-redactie/" title="Bekijk profiel">PCW Redactie</a></span></h3>
<div class="author_info">
<ul class="basic_info">
<p class="desc member_title">Redactie PC Wereld</p>
<li class="avatar"><a class="url" href="/forum/user/2-pcw-redactie/" title="Bekijk profiel"><img src="/_avatar/ipb-pcw-redactie.svg" class="photo" alt="foto" width="90" height="90" /></a></li>
<li class="group_title"><span style="color:#c00000">Redactie</span></li>
<li class="post_count desc lighter">14.022 berichten</li>
</ul>
</div>
<div class="post_body">
<p class="posted_info desc lighter ipsType_small">Geplaatst op <abbr class="published" title="2012-03-05T13:50:00+00:00">05 maart 2012 - 13:50</abbr></p>
<div class="post entry-content "><strong>Glasvezel in de regio: is het de overstap waard?</strong><br /><br />Steeds meer gemeenten krijgen glasvezel tot in de meterkast, maar alleen als 40 procent van de huishoudens zich vooraf aanmeldt. Wij vergeleken de pakketten van de drie aanbieders in de regio met kabel en ADSL: snelheid, upload, prijs en installatie.<br /><br />Lees het volledige artikel: <a href="http://www.pcwereld-magazine.nl/artikelen/glasvezel-in-de-regio-overstap-waard" class="bbc_url" title="Externe link" rel="nofollow external">Glasvezel in de regio: is het de overstap waard?</a><br /><br />Heb jij al glasvezel, of wacht je nog op de vraagbundeling in jouw wijk? Laat het hieronder weten.</div>
<div class="signature">PC Wereld &ndash; elke maand in de winkel en op <a href="http://www.pcwereld-magazine.nl" class="bbc_url">pcwereld-magazine.nl</a></div>
</div>
<ul class="post_controls clear clearfix"><li class="report"><a href="#">Rapporteren</a></li><li><a href="#">Citeren</a></li></ul>
<div class="post_date"><a href="/forum/topic/44210-glasvezel/#entry1822288" rel="bookmark" title="Link naar bericht #1">#1</a></div>
</div>
</div>
<hr />
"""
    css = """html{background:#d8dde8}body{font:normal 13px helvetica,arial,sans-serif;color:#1c2837;line-height:1.5;margin:0}
#ipbwrapper{margin:0 auto;width:96%;max-width:1150px;background:#fff;padding:0 0 10px}a{color:#225985;text-decoration:none}a:hover{color:#328586}
#branding{background:#1d3652;min-height:64px;padding:10px 20px}#logo a{color:#fff;font:bold 28px Arial,sans-serif}#logo span{color:#f6a000}
#primary_nav{background:#204066;font-size:0.95em;padding:0 20px}#primary_nav ul{list-style:none;margin:0;padding:0;overflow:hidden}#primary_nav li{float:left;padding:8px 14px}#primary_nav a{color:#c5d5e2}
#secondary_navigation,.breadcrumb{padding:8px 20px;color:#6b6b6b;font-size:0.95em}.ipsType_pagetitle{font:300 22px helvetica,arial,sans-serif;margin:0 20px}
.maintitle{background:#2c5687;color:#fff;padding:8px 10px 8px 20px;font-size:16px;font-weight:300;border-radius:4px 4px 0 0;margin:0 20px}
.topic{margin:0 20px}.post_block{background:#fff;border-bottom:1px solid #d6d6d6;position:relative;padding-top:1px}.post_block h3{background:#D8DDE8;padding:0 10px;height:36px;line-height:36px;font-weight:normal;font-size:16px;margin:0}
.post_wrap{top:0}.author_info{float:left;font-size:12px;width:155px;text-align:center;padding:15px 10px}.author_info ul{list-style:none;margin:0;padding:0}.author_info li.avatar img{border:1px solid #d5d5d5;padding:3px}
.post_body{margin-left:185px;padding:10px}.posted_info{padding:0 0 10px;color:#606060;font-size:11px}.post{line-height:1.6;font-size:14px}
p.citation{font-size:12px;padding:8px 10px 8px 10px;border:1px solid #d5dae2;border-bottom:0;background:#f3f3f3;font-weight:bold;margin:8px 0 0}
div.blockquote{font-size:12px;padding:10px;border:1px solid #d5dae2;border-left:3px solid #8394B2;background:#f7f7f7;margin:0 0 8px}
p.edit{background:#FFFDF4;border:1px solid #DBCE97;padding:4px 10px;font-size:11px;color:#6E6445;margin:10px 0 0;width:auto}
.signature{border-top:1px solid #d5d5d5;color:#8e8e8e;font-size:11px;padding:10px;margin-top:10px}
ul.post_controls{margin:0;padding:6px 10px;text-align:right;background:#f5f5f5;clear:both;list-style:none}ul.post_controls li{display:inline;margin-left:10px}ul.post_controls a{background:#eee;border:1px solid #ccc;padding:3px 8px;border-radius:3px;font-size:11px;color:#555}
.rep_bar{position:absolute;top:7px;right:60px}.rep_bar ul{display:inline;list-style:none;margin:0;padding:0}.reputation{font-weight:bold;padding:3px 8px;border-radius:3px;font-size:11px}.reputation.positive{background:#6f8f52;color:#fff}.reputation.zero{background:#dedede;color:#333}
.post_date{position:absolute;top:9px;right:12px;font-size:11px}hr{display:none}
.topic_controls{margin:10px 20px;overflow:hidden}.topic_buttons{float:right;list-style:none;margin:0;padding:0}.topic_buttons li{float:left;margin-left:6px}.topic_buttons a{display:block;background:#7ba60d;color:#fff;padding:4px 14px;border-radius:3px;font-weight:bold}
#footer_utilities{padding:10px 20px;font-size:0.8em;color:#777}.right{float:right}.clear{clear:both}.clearfix:after{content:".";display:block;height:0;clear:both;visibility:hidden}"""
    body = f"""<div id="ipbwrapper">
<p id="content_jump" class="hide"><a id="top"></a><a href="#j_content" accesskey="m">Naar inhoud</a></p>
<div id="header_bar" class="clearfix"><div class="main_width"><div id="user_navigation" class="not_logged_in"><ul class="ipsList_inline right"><li><span class="services"></span> <span class="ipsType_smaller">Inloggen met Facebook of Twitter</span></li><li><a href="/forum/index.php?app=core&amp;module=global&amp;section=login" title="Inloggen" id="sign_in">Inloggen</a></li><li><a href="/forum/index.php?app=core&amp;module=global&amp;section=register" title="Registreren" id="register_link">Registreren</a></li></ul></div></div></div>
<div id="branding"><div class="main_width"><div id="logo"><a href="/forum/" title="Ga naar de startpagina" rel="home" accesskey="1">PC Wereld <span>Community</span></a></div></div></div>
<div id="primary_nav" class="clearfix"><div class="main_width"><ul class="ipsList_inline" id="community_app_menu"><li class="left active" id="nav_app_forums"><a href="/forum/" title="Naar Forums">Forums</a></li><li class="left" id="nav_app_members"><a href="/forum/members/" title="Naar Leden">Leden</a></li><li class="left"><a href="http://www.pcwereld-magazine.nl/">Magazine</a></li><li class="left"><a href="http://www.pcwereld-magazine.nl/abonnement">Abonneren</a></li></ul></div></div>
<div id="content" class="clearfix">
<div id="secondary_navigation" class="clearfix"><ol class="breadcrumb top ipsList_inline left"><li itemscope="itemscope" itemtype="http://data-vocabulary.org/Breadcrumb"><a href="/forum/" itemprop="url"><span itemprop="title">PC Wereld Community</span></a></li><li> &rarr; <a href="/forum/forum/3-magazine/"><span>Magazine</span></a></li><li> &rarr; <a href="/forum/forum/12-reageer-op-artikelen/"><span>Reageer op artikelen</span></a></li></ol></div>
<div class="ipsBox_withphoto clearfix"><h1 class="ipsType_pagetitle">Glasvezel in de regio: is het de overstap waard?</h1><div class="desc lighter blend_links">Gestart door <a href="/forum/user/2-pcw-redactie/">PCW Redactie</a>, <span class="published">05 maart 2012 - 13:50</span></div></div>
<div class="topic_controls"><ul class="topic_buttons"><li><a href="/forum/index.php?app=forums&amp;module=post&amp;section=post&amp;do=reply_post&amp;f=12&amp;t=44210" title="Reageer op dit onderwerp">Reageren</a></li></ul><div class="pagination">7 reacties op dit onderwerp</div></div>
<div class="maintitle clear clearfix"><span class="main_topic_title">Glasvezel in de regio: is het de overstap waard?</span></div>
<div class="topic hfeed clear clearfix"><div class="ipsBox"><div class="ipsBox_container">
{opening}{"".join(post(i) for i in range(len(ps)))}
</div></div></div>
<div class="topic_controls"><ul class="topic_buttons"><li><a href="/forum/index.php?app=forums&amp;module=post&amp;section=post&amp;do=reply_post&amp;f=12&amp;t=44210">Reageren</a></li></ul></div>
<div id="topic_stats" class="statistics clear clearfix"><div id="topic_active_users" class="active_users"><h4 class="statistics_head">1 gebruiker(s) leest/lezen dit onderwerp</h4><p class="statistics_brief desc">0 leden, 1 gasten, 0 anonieme gebruikers</p></div></div>
<div class="ipsBox"><h3 class="maintitle">Vergelijkbare onderwerpen</h3><ul><li><a href="/forum/topic/43902-4g-veiling/">4G-veiling: wat betekent het voor jouw abonnement?</a> &ndash; 31 reacties</li><li><a href="/forum/topic/43350-router/">Test: vijf routers onder de 100 euro</a> &ndash; 18 reacties</li></ul></div>
</div>
<div id="footer_utilities" class="main_width clearfix clear"><p id="copyright" class="right">Community Forum Software by <a href="http://www.invisionpower.com/" title="IP.Board">IP.Board 3.2.3</a><br />Licensed to: PC Wereld Uitgevers B.V.</p><ul class="ipsList_inline left"><li><a href="/forum/index.php?app=core&amp;module=help">Help</a></li><li><a href="http://www.pcwereld-magazine.nl/privacy">Privacy</a></li></ul></div>
</div>"""
    html = xhtml(
        "Glasvezel in de regio: is het de overstap waard? - Reageer op artikelen - PC Wereld Community",
        "nl",
        css,
        body,
        head='<meta name="description" content="Glasvezel in de regio: is het de overstap waard?" /><meta property="og:title" content="Glasvezel in de regio: is het de overstap waard?" /><meta property="og:site_name" content="PC Wereld Community" /><link rel="canonical" href="http://community.pcwereld-magazine.nl/forum/topic/44210-glasvezel/" />',
        body_attrs='id="ipboard_body"',
    )
    return make(
        "eu-nl-pcwereld-glasvezel",
        "discussion",
        "nl",
        html,
        ps,
        path="/forum/topic/44210-glasvezel-in-de-regio-is-het-de-overstap-waard/",
        container="IP.Board 3.2: div.topic > div.ipsBox_container > div.post_block#post_id_N (h3 NAME, div.author_info: member title, avatar, group, 'N berichten', Woonplaats; div.post_body: 'Geplaatst op DATE', div.post.entry-content with p.citation 'NAME, op … zei:' + div.blockquote, p.edit 'Dit bericht is bewerkt door', div.signature; ul.post_controls Rapporteren/MultiQuote/Citeren; reputation; '#N' link); the newsroom's #1 first",
        heading="Glasvezel in de regio: is het de overstap waard?",
        description="A Dutch computer magazine's IP.Board 3.2.3 community of March 2012, forum 'Reageer op artikelen': 'PCW Redactie' opens with the article's teaser and a link (#1); 7 readers' posts #2 to #8 with member titles, groups, post counts, towns, reputation counts, 'zei:' quotes, signatures, an edit line and Rapporteren/MultiQuote/Citeren buttons.",
    )


def threads_eu() -> list[Case]:
    return [de_freibad(), en_speedcam(), fr_tram(), nl_glasvezel()]
