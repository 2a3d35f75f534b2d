"""Blind set DT: three readers' discussions in forum markup: a German regional paper's forum thread page of 2009
(one table per post, the robot's opening post, nested quotes, thanks lists, a deleted post), an English evening
paper's talkback forum printed under the article in 2010 (post boxes with a profile column, the newsdesk's opening
post, a moderator's note) and a Russian city portal's forum thread printed under the article in 2012 (a list of posts
with an author column; it never says "comment"). Every class name, name, place and text invented for this set;
each post written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dt_common import (
    Case,
    P,
    counted,
    doc,
    esc,
    make,
    no_word,
    other,
    paras,
    quote_of,
    reader,
    share,
)

# --------------------------------------------------------------------------- de: a regional paper's forum, 2009

DE_USERS = {
    # name: (rank, registered, posts, place, signature)
    "LT-Redaktion": ("Nachrichten-Bot", "01.2007", "4.812", "Lindenau", ""),
    "Wasserratte64": ("Stammgast", "04.2006", "1.204", "Kirchberg", "Lieber nass als langweilig."),
    "KirchbergerJung": ("Erfahrener Benutzer", "09.2007", "388", "Kirchberg-Au", ""),
    "Realist": ("Stammgast", "11.2005", "2.967", "", ""),
    "Heike_S": ("Erfahrener Benutzer", "02.2008", "451", "Oberkirchberg", ""),
    "nachtfalke": ("Neuer Benutzer", "03.2009", "6", "", ""),
    "ollibär": (
        "Benutzer",
        "06.2008",
        "97",
        "Rothweiler",
        "Lieber ein Fahrrad im Keller als ein Auto in der Garage.",
    ),
    "Schwimmmeister a.D.": ("Neuer Benutzer", "03.2009", "3", "Kirchberg", ""),
    "mama_von_3": ("Benutzer", "10.2007", "142", "Kirchberg", ""),
    "Tobi1987": (
        "Benutzer",
        "01.2008",
        "233",
        "",
        "Kirchberger Kickers – Kreisliga A, jeden Sonntag 15 Uhr am Mühlbach",
    ),
    "Gerd K.": ("Erfahrener Benutzer", "05.2006", "612", "Lindenau", ""),
}


def de_posts() -> list[P]:
    return [
        other(
            "bot",
            "LT-Redaktion",
            "10.03.2009, 17:06",
            "Dies ist der Diskussionsthread zum Artikel: Hallenbad Kirchberg schließt Ende Juni // Der Kreistag hat "
            "am Dienstagabend mit 28 zu 19 Stimmen beschlossen, das Hallenbad in Kirchberg zum 30. Juni zu schließen. "
            "Eine Sanierung würde nach einem Gutachten rund 4,2 Millionen Euro kosten.",
        ),
        reader(
            "Wasserratte64",
            "10.03.2009, 18:12",
            "Das ist ein Trauerspiel. Ich schwimme da seit über 30 Jahren jeden Mittwoch meine Bahnen, und jetzt soll "
            "ich 18 km nach Bad Talheim fahren? Mit dem Bus dauert das fast eine Stunde, einfach. // Vier Millionen "
            "sind viel Geld, aber für die neue Kreisverwaltung war ja auch Geld da.",
        ),
        reader(
            "KirchbergerJung",
            "10.03.2009, 18:40",
            "Und wo sollen die Kinder jetzt schwimmen lernen? Mein Sohn ist in der 3. Klasse, die haben gerade erst "
            "mit dem Schwimmunterricht angefangen. Im Artikel steht nur, dass man „nach Lösungen sucht“. Das heißt "
            "übersetzt doch: gar nicht mehr.",
        ),
        reader(
            "Realist",
            "10.03.2009, 19:05",
            "Die Kreisverwaltung hat zum größten Teil das Land bezahlt, das kann man nicht vergleichen. Das Bad ist von "
            "1972 und macht jedes Jahr über 300.000 Euro Defizit. Irgendwann ist halt Schluss.",
            1,
            qtext="Vier Millionen sind viel Geld, aber für die neue Kreisverwaltung war ja auch Geld da.",
        ),
        reader(
            "Heike_S",
            "10.03.2009, 19:31",
            "Ein Hallenbad muss kein Geld verdienen, genauso wenig wie eine Bücherei oder ein Spielplatz. Das nennt "
            "man Daseinsvorsorge.",
            3,
            nested=True,
            edited="Zuletzt geändert von Heike_S (10.03.2009 um 19:47 Uhr)",
            thanks="Wasserratte64, KirchbergerJung, mama_von_3",
        ),
        other(
            "deleted",
            "nachtfalke",
            "10.03.2009, 20:02",
            "Dieser Beitrag wurde am 10.03.2009 um 22:10 Uhr von Frank (Moderator) gelöscht. Grund: Beleidigung.",
        ),
        reader(
            "ollibär",
            "10.03.2009, 20:15",
            "Gibt es eigentlich schon eine Unterschriftenliste? Ich würde sofort unterschreiben und kenne im Verein noch "
            "einige, die mitmachen. // Beim Freibad in Rothweiler hat das damals auch geklappt.",
        ),
        reader(
            "Schwimmmeister a.D.",
            "10.03.2009, 21:20",
            "Ich habe 22 Jahre in dem Bad gearbeitet. Die Technik ist wirklich am Ende, das muss man ehrlich sagen: die "
            "Lüftung läuft seit Jahren nur noch mit Ersatzteilen aus anderen Bädern, und das Becken verliert Wasser. "
            "// Trotzdem hätte man das vor zehn Jahren für einen Bruchteil richten können. Jetzt ist es zu spät, und "
            "daran sind alle Fraktionen schuld, nicht nur eine.",
            thanks="Heike_S, Gerd K., ollibär, Wasserratte64, KirchbergerJung",
        ),
        reader(
            "mama_von_3",
            "11.03.2009, 07:48",
            "Ja, im Schreibwarenladen Pohl am Markt liegt seit heute früh eine Liste aus. Im Bürgerbüro soll auch eine "
            "liegen, die habe ich aber noch nicht gesehen.",
            6,
            qtext="Gibt es eigentlich schon eine Unterschriftenliste?",
            thanks="ollibär",
        ),
        reader(
            "Tobi1987",
            "11.03.2009, 09:33",
            "Mal ehrlich, wer geht denn da noch hin außer Schulklassen und Rentnern am Vormittag? Ich war zuletzt mit "
            "zwölf drin. Die Umkleiden riechen seit 20 Jahren gleich.",
            modnote="Hinweis der Moderation: Persönliche Angriffe werden gelöscht. Bitte bleibt beim Thema. – Frank",
        ),
        reader(
            "Wasserratte64",
            "11.03.2009, 10:02",
            "Rentner sind auch Bürger, junger Mann. Und die Vereine, die DLRG-Jugend und das Babyschwimmen am Samstag "
            "hast du wohl vergessen.",
            9,
            qtext="Mal ehrlich, wer geht denn da noch hin außer Schulklassen und Rentnern am Vormittag?",
        ),
        reader(
            "Gerd K.",
            "11.03.2009, 12:47",
            "Wer hat dieses Gutachten eigentlich gemacht? Dasselbe Büro, das beim Bauhof in Steinbach 600.000 Euro zu "
            "niedrig geschätzt hat? // Ich hätte gern eine zweite Meinung, bevor man ein Bad für immer zumacht.",
            0,
            qtext="Eine Sanierung würde nach einem Gutachten rund 4,2 Millionen Euro kosten.",
        ),
        reader(
            "KirchbergerJung",
            "11.03.2009, 16:10",
            "Laut Elternbeirat soll es ab September zweimal die Woche einen Bus für die Grundschulen nach Bad Talheim "
            "geben. Besser als nichts, aber aus einer Doppelstunde Schwimmen wird dann eine halbe Stunde im Wasser.",
        ),
        reader(
            "Heike_S",
            "11.03.2009, 20:55",
            "Das Gutachten steht als PDF auf der Seite des Landratsamts, 46 Seiten. Die Summe kommt vor allem von Dach, "
            "Lüftung und Becken. Was fehlt, ist ein Vergleich mit einem kleineren Neubau ohne Sprungturm.",
            11,
            qtext="Wer hat dieses Gutachten eigentlich gemacht?",
        ),
        reader(
            "Realist",
            "12.03.2009, 08:14",
            "Ein Neubau ist nie unter sechs Millionen zu haben, auch ohne Sprungturm. Ich bin gespannt, wer sich in drei "
            "Jahren noch an die ganze Aufregung erinnert.",
        ),
    ]


def de_hallenbad() -> Case:
    posts = de_posts()

    def quote_box(i: int, depth: int = 0) -> str:
        name, text, _ = quote_of(posts, i)
        if not name:
            return ""
        q = posts[i].quote
        inner = quote_box(q, depth + 1) if (q is not None and posts[i].nested and depth == 0) else ""
        link = (
            f' <a href="/forum/showthread.php?p={20417 + q}#post{20417 + q}" rel="nofollow"><img class="inlineimg" src="/_avatar/viewpost.svg" width="12" height="12" alt="Beitrag anzeigen" /></a>'
            if q is not None
            else ""
        )
        return (
            '<div class="lt-zitat"><div class="smallfont">Zitat:</div><table cellpadding="6" cellspacing="0" border="0" width="100%"><tr>'
            f'<td class="lt-alt2" style="border:1px inset">{"" if not name else f"<div>Zitat von <strong>{esc(name)}</strong>{link}</div>"}'
            f'<div class="lt-zitat-text">{inner}{paras(text, br=True)}</div></td></tr></table></div>'
        )

    def post(i: int) -> str:
        p = posts[i]
        pid = 20417 + i
        rank, joined, count, place, sig = DE_USERS[p.who]
        if p.kind == "deleted":
            return (
                f'<div id="edit{pid}"><table class="lt-post lt-deleted" id="post{pid}" cellpadding="6" cellspacing="0" border="0" width="100%">'
                f'<tr><td class="lt-thead">{esc(p.at)}</td><td class="lt-thead" align="right">#<a href="#post{pid}">{i + 1}</a></td></tr>'
                f'<tr><td class="lt-alt2" width="175"><a class="lt-user" href="/forum/member.php?u={3300 + i}">{esc(p.who)}</a></td>'
                f'<td class="lt-alt1"><img src="/_avatar/trash.svg" width="16" height="16" alt="" /> <em>{esc(p.body)}</em></td></tr></table></div>'
            )
        place_line = f"<br />Ort: {esc(place)}" if place else ""
        edited = (
            f'<div class="smallfont lt-edit"><em>{esc(p.x("edited"))}</em></div>' if p.x("edited") else ""
        )
        sig_html = f'<div class="lt-sig">__________________<br />{esc(sig)}</div>' if sig else ""
        modnote = (
            f'<div class="lt-modnote"><img src="/_avatar/mod.svg" width="16" height="16" alt="" /> {esc(p.x("modnote"))}</div>'
            if p.x("modnote")
            else ""
        )
        body = quote_box(i) + paras(p.body, br=True)
        thanks = ""
        if p.x("thanks"):
            names = [n.strip() for n in p.x("thanks").split(",")]
            word = "Benutzer sagt" if len(names) == 1 else "Benutzer sagen"
            thanks = (
                f'<div class="lt-thanks" id="post_thanks_box_{pid}"><div class="lt-thanks-head">Folgende{"r" if len(names) == 1 else ""} {len(names)} {word} Danke zu {esc(p.who)} für diesen nützlichen Beitrag:</div>'
                f'<div class="lt-thanks-names">{", ".join(f"<a href={chr(34)}/forum/member.php?u={3300 + len(n)}{chr(34)}>{esc(n)}</a>" for n in names)}</div></div>'
            )
        subject = (
            "Hallenbad Kirchberg schließt Ende Juni"
            if i == 0
            else "AW: Hallenbad Kirchberg schließt Ende Juni"
        )
        is_bot = p.kind == "bot"
        return (
            f'<div id="edit{pid}"><table class="lt-post" id="post{pid}" cellpadding="6" cellspacing="0" border="0" width="100%">'
            f'<tr><td class="lt-thead"><a name="post{pid}"><img src="/_avatar/post_old.svg" width="12" height="12" alt="Alt" /></a> {esc(p.at)}</td>'
            f'<td class="lt-thead" align="right">#<a href="/forum/showpost.php?p={pid}&amp;postcount={i + 1}" target="new" rel="nofollow">{i + 1}</a></td></tr>'
            f'<tr valign="top"><td class="lt-alt2" width="175">'
            f'<div id="postmenu_{pid}"><a class="lt-user{" lt-bot" if is_bot else ""}" href="/forum/member.php?u={3300 + i}">{esc(p.who)}</a></div>'
            f'<div class="smallfont">{esc(rank)}</div><div class="lt-ava"><img src="/_avatar/de-{i}.svg" width="60" height="60" alt="Benutzerbild von {esc(p.who)}" /></div>'
            f'<div class="smallfont">Registriert seit: {esc(joined)}{place_line}<br />Beiträge: {esc(count)}</div></td>'
            f'<td class="lt-alt1" id="td_post_{pid}"><div class="smallfont"><strong>{esc(subject)}</strong></div><hr size="1" style="color:#dfdfdf" />'
            f'<div id="post_message_{pid}" class="lt-msg">{body}'
            + (
                '<br />\n<br />\n<a href="/lokales/kirchberg/hallenbad-kirchberg-schliesst-ende-juni-a1187.html">Zum vollständigen Artikel</a>'
                if is_bot
                else ""
            )
            + f"</div>{modnote}{sig_html}{edited}</td></tr>"
            f'<tr><td class="lt-alt2"><img src="/_avatar/user_{"online" if i % 3 else "offline"}.svg" width="12" height="12" alt="" /></td>'
            f'<td class="lt-alt1" align="right"><a href="/forum/report.php?p={pid}" rel="nofollow"><img src="/_avatar/report.svg" width="16" height="16" alt="Beitrag melden" /></a> '
            f'<a href="/forum/post_thanks.php?p={pid}" class="lt-btn">Danke</a> <a href="/forum/newreply.php?do=newreply&amp;p={pid}" class="lt-btn" rel="nofollow">Zitieren</a></td></tr>'
            f"</table>{thanks}</div>"
        )

    thread = "\n".join(post(i) for i in range(len(posts)))
    similar = "".join(
        f'<tr><td class="lt-alt1"><a href="/forum/showthread.php?t={t}">{esc(title)}</a></td><td class="lt-alt2">{esc(who)}</td>'
        f'<td class="lt-alt1">{esc(forum)}</td><td class="lt-alt2" align="center">{n}</td><td class="lt-alt1">{esc(last)}</td></tr>'
        for t, title, who, forum, n, last in [
            (
                8812,
                "Freibad Rothweiler: Saisonstart am 15. Mai",
                "LT-Redaktion",
                "Lokales Rothweiler",
                23,
                "02.03.2009, 11:40",
            ),
            (
                8730,
                "Kreishaushalt 2009 – wo wird gespart?",
                "Gerd K.",
                "Politik im Landkreis",
                61,
                "27.02.2009, 22:15",
            ),
            (
                8452,
                "Schwimmkurse für Erwachsene gesucht",
                "mama_von_3",
                "Sport & Freizeit",
                9,
                "14.01.2009, 19:02",
            ),
            (
                7998,
                "Eishalle Lindenau: Dach undicht",
                "LT-Redaktion",
                "Lokales Lindenau",
                34,
                "28.11.2008, 08:55",
            ),
        ]
    )
    css = (
        "body{margin:0;background:#e1e4ea;font:13px Verdana,Arial,sans-serif;color:#000}a{color:#22229c}"
        ".page{width:980px;margin:0 auto;background:#fff;padding:0 10px 10px}.lt-top{background:#0b2f6a;color:#fff;padding:8px 12px}"
        ".lt-top .logo{font:bold 28px Georgia,serif}.lt-top .claim{font-size:11px}.lt-menu{background:#f0b400;padding:4px 12px}"
        ".lt-menu a{color:#0b2f6a;font-weight:bold;margin-right:14px;text-decoration:none;font-size:12px}"
        ".tborder{background:#d1d1e1;border:1px solid #0b198c}.lt-thead{background:#5c7099;color:#fff;font:11px Tahoma}.lt-thead a{color:#fff}"
        ".lt-alt1{background:#f5f5ff}.lt-alt2{background:#e1e4f2}.smallfont{font:11px Verdana}.lt-post{border:1px solid #0b198c;margin-top:6px}"
        ".lt-user{font:bold 13px Verdana}.lt-bot{color:#7a0000}.lt-zitat{margin:5px 20px 20px}.lt-zitat-text{font-style:italic}"
        ".lt-sig{font-size:11px;color:#555;margin-top:10px}.lt-edit{margin-top:10px;color:#555}.lt-thanks{background:#eef6e6;border:1px solid #b5d69e;padding:4px 8px;font-size:11px}"
        ".lt-modnote{background:#ffe9e9;border:1px solid #d88;color:#900;padding:4px;margin-top:8px;font-size:11px}.lt-btn{border:1px solid #888;padding:1px 6px;background:#eee;font-size:11px;text-decoration:none}"
        ".navbar{font-size:11px}.lt-foot{background:#0b2f6a;color:#ccd;padding:10px;font-size:11px;margin-top:10px}.lt-foot a{color:#fff}"
        ".lt-ad{text-align:center;margin:8px 0}.lt-login input{font-size:11px}"
    )
    body = f"""<div class="page">
<div class="lt-top"><span class="logo">Lindenauer Tageblatt</span> <span class="claim">· Das LT-Forum · Heimatzeitung für Lindenau, Kirchberg und das Talheimer Land</span></div>
<div class="lt-menu"><a href="/">Startseite</a><a href="/lokales/">Lokales</a><a href="/region/">Region</a><a href="/sport/">Sport</a><a href="/wirtschaft/">Wirtschaft</a><a href="/kultur/">Kultur</a><a href="/anzeigen/">Anzeigen</a><a href="/forum/">Forum</a><a href="/epaper/">E-Paper</a><a href="/abo/">Abo</a></div>
<div class="lt-ad"><img src="/_avatar/banner-autohaus.svg" width="728" height="90" alt="Anzeige: Autohaus Berger – Frühjahrs-Check ab 39 €" /></div>
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%"><tr><td class="lt-alt1" width="100%">
<div class="navbar"><a href="/forum/" accesskey="1">LT-Forum</a> &gt; <a href="/forum/forumdisplay.php?f=4">Lokales</a> &gt; <a href="/forum/forumdisplay.php?f=12">Kirchberg</a></div>
<div class="navbar"><strong>Hallenbad Kirchberg schließt Ende Juni</strong></div></td>
<td class="lt-alt2 lt-login" nowrap="nowrap"><form action="/forum/login.php" method="post"><span class="smallfont">Benutzername</span> <input type="text" name="vb_login_username" size="10" /> <span class="smallfont">Kennwort</span> <input type="password" name="vb_login_password" size="10" /> <input type="submit" value="Anmelden" /></form></td></tr></table>
<table class="tborder" cellpadding="4" cellspacing="1" border="0" width="100%"><tr align="center">
<td class="lt-thead"><a href="/forum/register.php">Registrieren</a></td><td class="lt-thead"><a href="/forum/faq.php">Hilfe</a></td><td class="lt-thead"><a href="/forum/memberlist.php">Benutzerliste</a></td><td class="lt-thead"><a href="/forum/calendar.php">Kalender</a></td><td class="lt-thead"><a href="/forum/search.php">Suchen</a></td><td class="lt-thead"><a href="/forum/search.php?do=getdaily">Heutige Beiträge</a></td><td class="lt-thead"><a href="/forum/forumdisplay.php?do=markread">Alle Foren als gelesen markieren</a></td></tr></table>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin:8px 0"><tr><td class="smallfont"><a href="/forum/newreply.php?do=newreply&amp;noquote=1&amp;p=20417" rel="nofollow"><img src="/_avatar/reply.svg" width="90" height="24" alt="Antwort" /></a></td>
<td align="right" class="smallfont"><a href="#goto_threadtools">Themen-Optionen</a> · <a href="#goto_threadrating">Thema bewerten</a> · <a href="#goto_displaymodes">Ansicht</a></td></tr></table>
<div id="posts">
{thread}
</div>
<table cellpadding="0" cellspacing="0" border="0" width="100%" style="margin-top:8px"><tr><td class="smallfont"><a href="/forum/newreply.php?do=newreply&amp;noquote=1&amp;p=20431" rel="nofollow"><img src="/_avatar/reply.svg" width="90" height="24" alt="Antwort" /></a></td>
<td align="right" class="smallfont">« <a href="/forum/showthread.php?t=8840&amp;goto=nextoldest">Vorheriges Thema</a> | <a href="/forum/showthread.php?t=8840&amp;goto=nextnewest">Nächstes Thema</a> »</td></tr></table>
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" style="margin-top:10px"><tr><td class="lt-thead">Aktive Benutzer in diesem Thema: 4 (2 Mitglieder und 2 Gäste)</td></tr>
<tr><td class="lt-alt1 smallfont"><a href="/forum/member.php?u=3301">Wasserratte64</a>, <a href="/forum/member.php?u=3313">Heike_S</a></td></tr></table>
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="100%" style="margin-top:10px" id="similarthreads">
<tr><td class="lt-thead" colspan="5">Ähnliche Themen</td></tr>
<tr class="smallfont"><td class="lt-alt2">Thema</td><td class="lt-alt2">Themenstarter</td><td class="lt-alt2">Forum</td><td class="lt-alt2">Antworten</td><td class="lt-alt2">Letzter Beitrag</td></tr>
{similar}</table>
<table class="tborder" cellpadding="6" cellspacing="1" border="0" width="230" style="margin-top:10px"><tr><td class="lt-thead">Forumregeln</td></tr><tr><td class="lt-alt1 smallfont">
Es ist Ihnen <strong>nicht erlaubt</strong>, neue Themen zu verfassen.<br />Es ist Ihnen <strong>nicht erlaubt</strong>, auf Beiträge zu antworten.<br />Es ist Ihnen <strong>nicht erlaubt</strong>, Anhänge hochzuladen.<br /><br />BB-Code ist <strong>an</strong>.<br />Smileys sind <strong>an</strong>.<br />HTML-Code ist <strong>aus</strong>.</td></tr></table>
<div class="smallfont" style="text-align:center;margin-top:10px">Alle Zeitangaben in WEZ +1. Es ist jetzt <span class="time">09:21</span> Uhr.</div>
<div class="lt-foot"><a href="/kontakt/">Kontakt</a> · <a href="/impressum/">Impressum</a> · <a href="/mediadaten/">Mediadaten</a> · <a href="/forum/faq.php?faq=regeln">Forenregeln</a> · <a href="#top">Nach oben</a><br />© 2009 Lindenauer Tageblatt Verlags-GmbH. Die Beiträge im LT-Forum geben die Meinung der Verfasser wieder, nicht die der Redaktion.</div>
</div>"""
    title = "Hallenbad Kirchberg schließt Ende Juni"
    return make(
        "dt-de-lindenau-hallenbad",
        "discussion",
        "de",
        doc(title, "LT-Forum", "de", css, body, date="2009-03-10T17:05:00+01:00", doctype="html4"),
        posts,
        path="/forum/lokales/kirchberg/8841-hallenbad-kirchberg-schliesst-ende-juni.html",
        date="2009-03-10",
        container="div#posts: one table.lt-post per post (a header row with the date and '#n', a row with td.lt-alt2 user column: a.lt-user, rank, avatar, 'Registriert seit', 'Ort', 'Beiträge'; td.lt-alt1: subject, div.lt-msg with the quote table 'Zitat von NAME' (nested once), signature after '__________________', 'Zuletzt geändert von' line, moderator's note), a div.lt-thanks after the table",
        heading=None,
        description="A German regional paper's forum thread page of March 2009 (the paper's header, menu and banner above the forum's navbar, login, 'Ähnliche Themen' table and rules box): the discussion thread of the article 'Hallenbad Kirchberg schließt Ende Juni', opened by the robot account 'LT-Redaktion' (not a comment), 13 readers' posts with ranks, quotes of earlier posts (one nested, one of the robot's post), signatures, thanks lists, an edited line, a moderator's note inside a post and a deleted post's placeholder.",
    )


# --------------------------------------------------------------------------- en: an evening paper's talkback forum, 2010

EN_USERS = {
    "EchoNewsdesk": ("Site Admin", "Tue Jan 08, 2008 10:12 am", "2361", "Echo House", ""),
    "marshlad": ("Regular", "Fri Mar 07, 2008 4:11 pm", "1204", "Upper Marsh", ""),
    "Janet P": ("Member", "Sun Nov 22, 2009 8:40 pm", "37", "Cinder Lane", ""),
    "oldbob": (
        "Talkback Veteran",
        "Mon Feb 04, 2008 9:02 am",
        "5127",
        "Wexcombe",
        "If it ain't broke, the council will fix it.",
    ),
    "Mod_Kev": ("Moderator", "Tue Jan 08, 2008 11:30 am", "880", "", ""),
    "Sparky77": (
        "Member",
        "Wed Jul 15, 2009 7:55 pm",
        "212",
        "Northfield",
        "Sparky77 - Part P registered, no job too small",
    ),
    "ThePrudentOne": ("Regular", "Sat May 17, 2008 1:20 pm", "903", "", ""),
    "wexcombe_mum": ("New member", "Thu Jun 17, 2010 9:31 am", "1", "", ""),
}


def en_posts() -> list[P]:
    return [
        other(
            "editor",
            "EchoNewsdesk",
            "Wed Jun 16, 2010 5:02 pm",
            "This is the discussion thread for the article: Council to turn off one in three streetlights after "
            "midnight // Read the full story on the Echo website. Please keep it civil and read the house rules "
            "before posting.",
        ),
        reader(
            "marshlad",
            "Wed Jun 16, 2010 6:14 pm",
            "About time. Nobody needs the whole of the ring road lit up like a runway at 3am. My sister's village in "
            "the next county has had half its lights off after midnight for two years and there's been no crime wave "
            "that I've heard of.",
        ),
        reader(
            "Janet P",
            "Wed Jun 16, 2010 6:39 pm",
            "I walk home from the hospital after a late shift three nights a week. Cinder Lane is dark enough as it is. "
            "// I'd like to see the councillors who voted for this do that walk at 1am.",
        ),
        reader(
            "oldbob",
            "Wed Jun 16, 2010 7:02 pm",
            "The report says main roads, junctions and pedestrian crossings stay on all night. It's the residential "
            "side streets that go off. Have a look at the map on the council website, Cinder Lane isn't on it.",
            2,
            qtext="I walk home from the hospital after a late shift three nights a week. Cinder Lane is dark enough as it is.",
        ),
        reader(
            "Janet P",
            "Wed Jun 16, 2010 7:25 pm",
            "Cinder Lane isn't, but the cut-through from the bus stop is, and that's the bit I'm worried about. Thanks "
            "for the tip about the map though.",
            3,
            nested=True,
        ),
        other(
            "mod",
            "Mod_Kev",
            "Wed Jun 16, 2010 7:51 pm",
            "Moderator note: two posts have been removed from this topic. Debate the policy, not each other, please.",
        ),
        reader(
            "Sparky77",
            "Wed Jun 16, 2010 8:10 pm",
            "Electrician here. Most of those columns are old sodium lamps. Switching them off saves a bit, but the real "
            "saving would be swapping them for LEDs that dim after midnight. Costs more up front, pays for itself in "
            "about six years. // The council looked at it in 2008 and said no because of the up-front cost.",
        ),
        reader(
            "ThePrudentOne",
            "Wed Jun 16, 2010 9:33 pm",
            "£340,000 a year. Out of a budget of how much? This is gesture politics, nothing more.",
            edited="Last edited by ThePrudentOne on Wed Jun 16, 2010 9:41 pm, edited 1 time in total.",
        ),
        reader(
            "marshlad",
            "Wed Jun 16, 2010 10:05 pm",
            "Didn't know that, cheers. So why not do both, switch them off now and change the lamps as they fail?",
            6,
            qtext="Electrician here. Most of those columns are old sodium lamps. Switching them off saves a bit, but the "
            "real saving would be swapping them for LEDs that dim after midnight.",
        ),
        reader(
            "Sparky77",
            "Thu Jun 17, 2010 7:12 am",
            "That's more or less what the neighbouring authority did. Nothing stopping us doing the same except "
            "somebody deciding to.",
            8,
        ),
        reader(
            "wexcombe_mum",
            "Thu Jun 17, 2010 9:48 am",
            "Has anyone asked the police what they think? The article only quotes the council. // Our road had three "
            "car break-ins last winter and every one of them was after midnight.",
        ),
    ]


def en_streetlights() -> Case:
    posts = en_posts()
    subject = "Council to turn off one in three streetlights after midnight"

    def quote(i: int, depth: int = 0) -> str:
        name, text, _ = quote_of(posts, i)
        if not name:
            return ""
        q = posts[i].quote
        inner = quote(q, depth + 1) if (q is not None and posts[i].nested and depth == 0) else ""
        return f'<blockquote class="tb-quote"><div><cite>{esc(name)} wrote:</cite>{inner}{paras(text, br=True)}</div></blockquote>'

    def post(i: int) -> str:
        p = posts[i]
        pid = 40211 + i * 3
        rank, joined, count, place, sig = EN_USERS[p.who]
        edited = f'<div class="tb-notice">{esc(p.x("edited"))}</div>' if p.x("edited") else ""
        sig_html = f'<div id="sig{pid}" class="tb-sig">{esc(sig)}</div>' if sig else ""
        colour = (
            ' style="color:#AA0000"'
            if p.kind == "editor"
            else (' style="color:#00AA00"' if p.kind == "mod" else "")
        )
        if p.kind == "mod":
            content = f'<div class="tb-content tb-modpost"><span style="color:#00AA00"><strong>{esc(p.body)}</strong></span></div>'
        else:
            content = f'<div class="tb-content">{quote(i)}{paras(p.body, br=True)}'
            if p.kind == "editor":
                content += '<br />\n<br />\n<a href="/news/local/2010/06/16/council-to-turn-off-one-in-three-streetlights.html" class="postlink">Council to turn off one in three streetlights after midnight</a>'
            content += "</div>"
        place_dd = f"<dd><strong>Location:</strong> {esc(place)}</dd>" if place else ""
        return (
            f'<div id="p{pid}" class="tbpost bg{2 - i % 2}"><div class="tb-inner"><span class="tb-corners-top"><span></span></span>'
            f'<div class="tb-body"><ul class="tb-icons"><li class="tb-report"><a href="/talkback/report.php?f=3&amp;p={pid}" title="Report this post"><span>Report this post</span></a></li>'
            f'<li class="tb-quote-icon"><a href="/talkback/posting.php?mode=quote&amp;f=3&amp;p={pid}" title="Reply with quote"><span>Reply with quote</span></a></li></ul>'
            f'<h3{" class=" + chr(34) + "first" + chr(34) if i == 0 else ""}><a href="#p{pid}">{"" if i == 0 else "Re: "}{esc(subject)}</a></h3>'
            f'<p class="tb-author"><a href="/talkback/viewtopic.php?p={pid}#p{pid}"><img src="/_avatar/icon_post_target.svg" width="11" height="9" alt="Post" title="Post" /></a>by <strong><a href="/talkback/memberlist.php?mode=viewprofile&amp;u={77 + i}"{colour}>{esc(p.who)}</a></strong> &raquo; {esc(p.at)} </p>'
            f"{content}{edited}{sig_html}</div>"
            f'<dl class="tb-profile" id="profile{pid}"><dt><img src="/_avatar/en-{esc(p.who)}.svg" width="64" height="64" alt="User avatar" /><br /><a href="/talkback/memberlist.php?mode=viewprofile&amp;u={77 + i}"{colour}>{esc(p.who)}</a></dt>'
            f"<dd>{esc(rank)}</dd><dd>&nbsp;</dd><dd><strong>Posts:</strong> {esc(count)}</dd><dd><strong>Joined:</strong> {esc(joined)}</dd>{place_dd}</dl>"
            f'<div class="tb-back2top"><a href="#talkback" class="top" title="Top">Top</a></div><span class="tb-corners-bottom"><span></span></span></div></div>\n<hr class="divider" />'
        )

    thread = "\n".join(post(i) for i in range(len(posts)))
    css = (
        "body{margin:0;background:#fff;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#container{width:990px;margin:0 auto}"
        "#masthead{border-bottom:4px solid #c8102e;padding:10px 0;overflow:hidden}#masthead .logo{font:bold 44px 'Times New Roman',serif;color:#c8102e;float:left}"
        "#masthead .info{float:right;text-align:right;font-size:11px;color:#666}#mainnav{background:#222;overflow:hidden}#mainnav li{float:left;list-style:none}"
        "#mainnav a{display:block;color:#fff;padding:6px 11px;font-weight:bold;text-decoration:none}#mainnav ul{margin:0;padding:0}#subnav{background:#eee;padding:4px 10px;font-size:11px}"
        "#content{overflow:hidden;padding-top:12px}#story{float:left;width:640px}#rightcol{float:right;width:320px}h1.headline{font:bold 30px Georgia,serif;margin:4px 0}"
        ".standfirst{font-size:16px;color:#444}.byline{font-size:11px;color:#777}.story-share{border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0;font-size:11px}"
        ".story-share .cnt{background:#eee;border:1px solid #ccc;padding:0 4px;margin-right:8px}.rc-box{border:1px solid #ddd;margin-bottom:12px}.rc-box h3{margin:0;background:#c8102e;color:#fff;padding:4px 8px;font-size:13px}"
        ".rc-box ol,.rc-box ul{margin:6px 0 6px 24px;padding:0}#talkback{margin-top:22px;border-top:3px solid #12397b}#talkback h2{color:#12397b;font-size:18px}"
        ".tb-bar{background:#cadceb;padding:4px 8px;font-size:11px;overflow:hidden}.tb-bar .pagination{float:right}.tbpost{padding:0 10px;margin-bottom:4px;border-radius:7px}"
        ".bg1{background:#ecf3f7}.bg2{background:#e1ebf2}.tb-body{float:left;width:76%}.tb-profile{float:right;width:22%;font-size:11px;border-left:1px solid #fff;min-height:80px;margin:5px 0}"
        ".tb-profile dd,.tb-profile dt{margin-left:8px}.tb-icons{float:right;list-style:none;margin:0;padding:0;font-size:10px}.tb-icons li{display:inline;margin-left:6px}"
        ".tbpost h3{font-size:14px;margin:6px 0 2px}.tb-author{font-size:11px;color:#555;border-bottom:1px solid #ccc;margin:0 0 6px}.tb-quote{background:#ebeadd;border:1px solid #dbdbce;margin:8px 1px 8px 25px;padding:5px;font-size:12px}"
        ".tb-quote cite{display:block;font-weight:bold;font-style:normal;font-size:11px}.tb-sig{border-top:1px solid #ccc;margin-top:10px;padding-top:3px;font-size:11px;color:#555}.tb-notice{font-size:10px;color:#666;border-top:1px dashed #ccc;margin-top:8px}"
        ".tb-back2top{clear:both;text-align:right;font-size:10px}hr.divider{display:none}#footer{background:#222;color:#aaa;padding:14px;font-size:11px;clear:both;margin-top:20px}#footer a{color:#fff}"
    )
    body = f"""<div id="container">
<div id="masthead"><div class="logo">The Wexcombe Echo</div><div class="info">Wednesday, June 16, 2010<br />Wexcombe 17°C, sunny spells · <a href="/weather/">5-day forecast</a><br /><a href="/subscribe/">Subscribe to the Echo</a> | <a href="/epaper/">Echo e-edition</a></div></div>
<div id="mainnav"><ul><li><a href="/">Home</a></li><li><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/business/">Business</a></li><li><a href="/whats-on/">What's On</a></li><li><a href="/property/">Property</a></li><li><a href="/motors/">Motors</a></li><li><a href="/jobs/">Jobs</a></li><li><a href="/talkback/">Talkback</a></li><li><a href="/announcements/">Announcements</a></li></ul></div>
<div id="subnav"><a href="/news/local/">Local news</a> | <a href="/news/courts/">Courts</a> | <a href="/news/schools/">Schools</a> | <a href="/news/health/">Health</a> | <a href="/news/politics/">Politics</a> | <a href="/news/nostalgia/">Nostalgia</a></div>
<div id="content"><div id="story">
<p class="byline"><a href="/news/">News</a> › <a href="/news/local/">Local news</a></p>
<h1 class="headline">{esc(subject)}</h1>
<p class="standfirst">Side streets across Wexcombe will go dark between midnight and 5.30am from September under plans to save £340,000 a year.</p>
<p class="byline">By Alison Thwaite, Local Government Reporter · 4:30pm Wednesday 16th June 2010</p>
{share([("Facebook", "37"), ("Twitter", "12"), ("Email this story", ""), ("Print", "")], "story-share")}
<p><img src="/_avatar/en-streetlight.svg" width="620" height="300" alt="A streetlight on Tanner's Row" /><br /><small>Lights on residential streets will be switched off after midnight</small></p>
<p>About 7,800 of the borough's 23,000 streetlights will be switched off between midnight and 5.30am from September, the council's cabinet decided on Wednesday.</p>
<p>Main roads, junctions, pedestrian crossings and areas covered by CCTV will stay lit all night. A map of the streets affected has been published on the council's website.</p>
<p>Cabinet member for highways Cllr Roger Pennock said: "Nobody wants to do this, but we have to find £11 million of savings this year and lighting empty streets at three in the morning is hard to justify."</p>
<p>Opposition councillors said the plan had been rushed through without asking residents, and called for a trial in one ward first.</p>
<p>The council says residents who believe their street should stay lit can ask for it to be reviewed.</p>
<p class="byline">Tags: <a href="/tags/streetlights/">streetlights</a>, <a href="/tags/council-cuts/">council cuts</a>, <a href="/tags/wexcombe-borough-council/">Wexcombe Borough Council</a></p>
<div id="talkback"><a name="talkback"></a>
<h2>Echo Talkback: {esc(subject)}</h2>
<p class="tb-intro">This story is being discussed on our Talkback forum. <a href="/talkback/ucp.php?mode=register">Register</a> or <a href="/talkback/ucp.php?mode=login">log in</a> to join in. Posts are not checked before they appear: <a href="/talkback/faq.php?mode=rules">house rules</a>.</p>
<div class="tb-bar"><a href="/talkback/posting.php?mode=reply&amp;f=3&amp;t=6120"><img src="/_avatar/button_topic_reply.svg" width="96" height="25" alt="Post a reply" /></a> <span class="pagination">Page <strong>1</strong> of <strong>1</strong> [ 11 posts ]</span></div>
{thread}
<div class="tb-bar"><a href="/talkback/posting.php?mode=reply&amp;f=3&amp;t=6120"><img src="/_avatar/button_topic_reply.svg" width="96" height="25" alt="Post a reply" /></a> <span class="pagination">Page <strong>1</strong> of <strong>1</strong> [ 11 posts ]</span></div>
<form method="post" action="/talkback/viewforum.php"><label>Jump to: <select name="f"><option value="3" selected="selected">News talkback</option><option value="4">Sport talkback</option><option value="6">Wexcombe life</option><option value="8">Buy, sell and swap</option></select></label> <input type="submit" value="Go" /></form>
</div>
</div>
<div id="rightcol">
<div class="rc-box"><img src="/_avatar/mpu-kitchens.svg" width="300" height="250" alt="Advertisement: Hartley Kitchens summer sale" /></div>
<div class="rc-box"><h3>Most read</h3>{counted("Two hurt in Northfield Road crash | 4,210 ;; Council to turn off one in three streetlights | 3,877 ;; Wexcombe Town sign striker from Ashby | 2,640 ;; Bus station revamp delayed again | 1,903 ;; Nostalgia: the Regal cinema in 1962 | 1,288", "reads")}</div>
<div class="rc-box"><h3>Echo Jobs</h3><ul><li><a href="/jobs/1">Care assistant, nights – Wexcombe</a></li><li><a href="/jobs/2">HGV Class 1 driver</a></li><li><a href="/jobs/3">Receptionist, dental practice</a></li></ul></div>
<div class="rc-box"><h3>Announcements</h3><ul><li><a href="/announcements/births/">Births</a></li><li><a href="/announcements/marriages/">Marriages</a></li><li><a href="/announcements/deaths/">Deaths</a></li></ul></div>
</div></div>
<div id="footer"><a href="/contact/">Contact us</a> | <a href="/advertise/">Advertise</a> | <a href="/terms/">Terms and conditions</a> | <a href="/privacy/">Privacy</a><br />© Copyright 2010 Wexcombe Echo Ltd, Echo House, Tanner's Row, Wexcombe. All rights reserved.</div>
</div>"""
    return make(
        "dt-en-wexcombe-streetlights",
        "discussion",
        "en",
        doc(subject, "The Wexcombe Echo", "en", css, body, date="2010-06-16T16:30:00+01:00"),
        posts,
        path="/news/local/2010/06/16/council-to-turn-off-one-in-three-streetlights.html",
        date="2010-06-16",
        container="div#talkback under 'Echo Talkback: ...': div.tbpost boxes (div.tb-body: ul.tb-icons 'Report this post' / 'Reply with quote', h3 'Re: SUBJECT', p.tb-author 'by NAME » DATE', div.tb-content with blockquote.tb-quote 'NAME wrote:' (nested once), div.tb-notice edited line, div.tb-sig; dl.tb-profile: avatar, name, rank, Posts, Joined, Location)",
        heading="Echo Talkback: Council to turn off one in three streetlights after midnight",
        description="An English evening paper's article page of June 2010 (masthead with weather, share bar with counts, most read with counts, jobs, announcements, an advert) with its talkback forum topic printed under the story: the newsdesk account's opening post 'This is the discussion thread for the article' (not a comment), 9 readers' posts with quotes of earlier posts (one nested), a moderator's note posted in green (not a comment), an edited line and signatures.",
    )


# --------------------------------------------------------------------------- ru: a city portal's forum, 2012 (no "comment")

RU_USERS = {
    "Андрей_К": ("Активный участник", "03.02.10", "1 204", "Заречинск, мкр. Южный", ""),
    "Светлана Петровна": ("Новичок", "14.11.12", "2", "", ""),
    "дизелист": ("Завсегдатай", "21.06.08", "3 871", "Заречинск", "Живи сам и дай жить другим"),
    "Марина_Южный": ("Активный участник", "08.09.09", "966", "мкр. Южный", ""),
    "Ветеран_труда": ("Участник", "17.01.11", "154", "Заречинск", ""),
    "Kostya_74": ("Участник", "30.05.11", "288", "", "ВАЗ-2114, 2007 г.в., пробег 140 тыс."),
}


def ru_posts() -> list[P]:
    return [
        reader(
            "Андрей_К",
            "14 Ноябрь 2012 - 10:21",
            "Три месяца без моста: весь Южный будет стоять в пробке на объездной. Сейчас утром до центра 20 минут, "
            "будет час, не меньше. // Почему нельзя делать ремонт по полосам, как в нормальных городах?",
        ),
        reader(
            "Светлана Петровна",
            "14 Ноябрь 2012 - 10:48",
            "А как быть с автобусами? Моя мама ездит в поликлинику на седьмом маршруте, он как раз идёт через мост. В "
            "статье про это ни слова.",
        ),
        reader(
            "дизелист",
            "14 Ноябрь 2012 - 11:15",
            "По полосам уже делали в 2004-м, растянули на полтора года. Лучше уж закрыть полностью и сделать за лето. "
            "Главное, чтобы подрядчик уложился в сроки, а вот в это я не верю.",
            0,
            qtext="Почему нельзя делать ремонт по полосам, как в нормальных городах?",
            edited="Сообщение отредактировал дизелист: 14 Ноябрь 2012 - 11:19",
        ),
        reader(
            "Марина_Южный",
            "14 Ноябрь 2012 - 12:02",
            "Светлана Петровна, на сайте администрации вчера выложили схему: седьмой и двенадцатый пустят через "
            "Комсомольскую и новый мост у элеватора. Интервал обещают не менять, но сами понимаете.",
            1,
            thanks="Светлана Петровна, Андрей_К",
        ),
        reader("Светлана Петровна", "14 Ноябрь 2012 - 12:30", "Спасибо большое, передам маме."),
        reader(
            "Ветеран_труда",
            "14 Ноябрь 2012 - 14:07",
            "Мост построен в 1967 году, последний раз капитально ремонтировали ещё в восьмидесятые. Хорошо, что "
            "наконец взялись, пока он сам не закрылся навсегда. // Я на этом мосту, между прочим, ещё плиты укладывал.",
            thanks="дизелист, Марина_Южный, Kostya_74",
        ),
        reader(
            "Kostya_74",
            "14 Ноябрь 2012 - 17:55",
            "начнут 1 июня а закончат как всегда к новому году. проходили уже с улицей Ленина",
        ),
        reader(
            "дизелист",
            "14 Ноябрь 2012 - 18:20",
            "На Ленина был другой подрядчик, там вообще до суда дошло. Здесь, судя по статье, областное "
            "предприятие, у них с мостами опыт есть. Посмотрим.",
            6,
        ),
        reader(
            "Андрей_К",
            "15 Ноябрь 2012 - 08:03",
            "Кто-нибудь знает, пешеходов пускать будут? Я на работу через мост пешком хожу, 15 минут. Если закроют и "
            "тротуар, то в обход через элеватор почти час.",
        ),
        reader(
            "Марина_Южный",
            "15 Ноябрь 2012 - 09:11",
            "Там же написано: тротуар с низовой стороны оставят открытым, кроме двух недель в июле, когда будут "
            "менять плиты.",
            8,
            qtext="Кто-нибудь знает, пешеходов пускать будут?",
        ),
    ]


def ru_most() -> Case:
    posts = ru_posts()
    title = "Центральный мост закроют на ремонт на три месяца"

    def post(i: int) -> str:
        p = posts[i]
        pid = 48211 + i
        rank, joined, count, place, sig = RU_USERS[p.who]
        name, text, at = quote_of(posts, i)
        quote = ""
        if name:
            q = p.quote
            short = at.replace(" Ноябрь ", ".11.").replace(" - ", ", ")
            quote = (
                f'<p class="zr-citation">Цитата({esc(name)} @ {esc(short)}) <a href="#entry{48211 + (q or 0)}" rel="citation">'
                f'<img src="/_avatar/snapback.svg" width="14" height="14" alt="*" /></a></p><div class="zr-blockquote"><div class="zr-quote">{paras(text, br=True)}</div></div>'
            )
        place_li = f'<li><span class="k">Из:</span> {esc(place)}</li>' if place else ""
        edited = f'<p class="zr-edit">{esc(p.x("edited"))}</p>' if p.x("edited") else ""
        sig_html = f'<div class="zr-sig">{esc(sig)}</div>' if sig else ""
        thanks = f'<div class="zr-thx">Спасибо сказали: {esc(p.x("thanks"))}</div>' if p.x("thanks") else ""
        pips = "".join(
            '<img src="/_avatar/pip.svg" width="10" height="10" alt="*" />' for _ in range(1 + len(count) % 4)
        )
        return (
            f'<li class="zr-post" id="entry{pid}"><div class="zr-post-head"><span class="zr-author"><a href="/forum/index.php?showuser={510 + i}" title="Просмотр профиля">{esc(p.who)}</a></span>'
            f'<span class="zr-posted">Отправлено {esc(p.at)}</span><a class="zr-num" href="#entry{pid}" rel="bookmark" title="Ссылка на сообщение #{i + 1}">Сообщение #{i + 1}</a></div>'
            f'<div class="zr-post-body"><div class="zr-author-info"><img class="zr-photo" src="/_avatar/ru-{i}.svg" width="80" height="80" alt="" /><p class="zr-rank">{esc(rank)}</p><p class="zr-pips">{pips}</p>'
            f'<ul class="zr-meta"><li><span class="k">Группа:</span> Пользователи</li><li><span class="k">Сообщений:</span> {esc(count)}</li><li><span class="k">Регистрация:</span> {esc(joined)}</li>{place_li}</ul></div>'
            f'<div class="zr-post-main"><div class="zr-entry">{quote}{paras(p.body, br=True)}</div>{edited}{sig_html}</div></div>'
            f'<ul class="zr-controls"><li><a href="/forum/index.php?app=core&amp;module=reports&amp;rcom=post&amp;post_id={pid}">Пожаловаться</a></li><li><a href="#" class="zr-mq">+Цитата</a></li><li><a href="/forum/index.php?app=forums&amp;module=post&amp;section=post&amp;do=reply_post&amp;t=3314&amp;qpid={pid}">Ответить</a></li></ul>'
            f"{thanks}</li>"
        )

    thread = "\n".join(post(i) for i in range(len(posts)))
    css = (
        "body{margin:0;background:#d9dde2;font:13px/1.45 Arial,Tahoma,sans-serif;color:#1c1c1c}#zr-page{width:1000px;margin:0 auto;background:#fff}"
        "#zr-header{background:#1f5f8b;height:70px;position:relative}#zr-header .zr-logo{color:#fff;font:bold 32px Arial;position:absolute;left:16px;top:12px}"
        "#zr-header .zr-logo span{color:#ffcb05}#zr-header .zr-wx{position:absolute;right:16px;top:10px;color:#fff;font-size:12px;text-align:right}"
        "#zr-nav{background:#164766;padding:0 10px}#zr-nav a{display:inline-block;color:#fff;padding:7px 10px;text-decoration:none;font-weight:bold}"
        "#zr-cols{overflow:hidden;padding:14px}#zr-main{float:left;width:680px}#zr-side{float:right;width:270px}.zr-rubric{color:#1f5f8b;font-size:11px;text-transform:uppercase}"
        ".zr-lead{font-size:15px;font-weight:bold}.zr-date{color:#888;font-size:11px}.zr-share{font-size:11px;margin:8px 0}.zr-share .cnt{background:#eef;padding:0 4px}"
        "#zr-forum{margin-top:20px}#zr-forum h2{background:#1f5f8b;color:#fff;font-size:15px;padding:5px 10px;margin:0}.zr-topicbar{background:#e4ebf2;padding:5px 10px;font-size:11px}"
        "ol.zr-posts{list-style:none;margin:0;padding:0}.zr-post{border:1px solid #d5dde5;margin:8px 0}.zr-post-head{background:#d5dde5;padding:5px 8px;font-size:11px;overflow:hidden}"
        ".zr-author a{font-weight:bold;font-size:13px;color:#1f5f8b}.zr-posted{margin-left:12px;color:#555}.zr-num{float:right;color:#555}"
        ".zr-post-body{overflow:hidden}.zr-author-info{float:left;width:150px;background:#f3f6f9;padding:8px;font-size:11px;text-align:center}"
        ".zr-meta{list-style:none;padding:0;text-align:left}.zr-meta .k{color:#777}.zr-post-main{margin-left:170px;padding:8px}.zr-citation{background:#e4ebf2;margin:0;padding:3px 6px;font-size:11px;font-weight:bold}"
        ".zr-blockquote{border:1px solid #e4ebf2;padding:6px;margin-bottom:10px;background:#fafbfc;font-size:12px}.zr-edit{font-size:10px;color:#777;font-style:italic}.zr-sig{border-top:1px dotted #aaa;margin-top:12px;font-size:11px;color:#666}"
        ".zr-controls{list-style:none;text-align:right;margin:0;padding:4px 8px;font-size:11px;background:#f3f6f9}.zr-controls li{display:inline;margin-left:10px}.zr-thx{font-size:11px;color:#2d6b2d;padding:3px 8px}"
        ".zr-box{border:1px solid #ccd;margin-bottom:12px}.zr-box h4{margin:0;background:#e4ebf2;color:#1f5f8b;padding:4px 8px}.zr-box ol,.zr-box ul{margin:6px 0 6px 22px;padding:0}"
        "#zr-footer{background:#164766;color:#b8c8d8;padding:14px;font-size:11px;clear:both}#zr-footer a{color:#fff}"
    )
    body = f"""<div id="zr-page">
<div id="zr-header"><div class="zr-logo">Заречинск<span>.ру</span></div><div class="zr-wx">Среда, 14 ноября 2012<br />Погода: +2°, облачно · USD 31,67 · EUR 40,50</div></div>
<div id="zr-nav"><a href="/">Главная</a><a href="/news/">Новости</a><a href="/city/">Город</a><a href="/transport/">Транспорт</a><a href="/afisha/">Афиша</a><a href="/board/">Объявления</a><a href="/job/">Работа</a><a href="/forum/">Форум</a><a href="/photo/">Фото</a></div>
<div id="zr-cols"><div id="zr-main">
<p class="zr-rubric"><a href="/news/">Новости</a> / <a href="/transport/">Транспорт</a></p>
<h1>{esc(title)}</h1>
<p class="zr-date">14.11.2012 09:30 · Текст: Ольга Сизова · Просмотров: 3 518</p>
{share([("ВКонтакте", "48"), ("Одноклассники", "21"), ("Twitter", "6"), ("Распечатать", "")], "zr-share")}
<p class="zr-lead">С 1 июня 2013 года Центральный мост через Заречку будет полностью закрыт для транспорта. Ремонт продлится до конца августа.</p>
<p><img src="/_avatar/ru-most.svg" width="660" height="300" alt="Центральный мост" /></p>
<p>О сроках ремонта на пресс-конференции рассказал заместитель главы города по ЖКХ Виктор Лапин. Работы выполнит областное предприятие «Облмостстрой», стоимость контракта составит 212 млн рублей.</p>
<p>По словам Лапина, частичное перекрытие мосту уже не поможет: под заменой все пролётные плиты и опоры со стороны Южного микрорайона. «Лучше три месяца потерпеть, чем потом закрывать мост на год», — сказал он.</p>
<p>На время ремонта транспорт пустят по объездной дороге и по новому мосту у элеватора. Тротуар с низовой стороны моста останется открытым, кроме двух недель в июле. Схема движения автобусов опубликована на сайте администрации.</p>
<p class="zr-tags">Теги: <a href="/tag/most/">мост</a>, <a href="/tag/remont/">ремонт дорог</a>, <a href="/tag/transport/">транспорт</a></p>
<div id="zr-forum"><h2>Обсуждение на форуме</h2>
<div class="zr-topicbar">Тема: <a href="/forum/index.php?showtopic=3314">Центральный мост закроют на три месяца</a> · Сообщений: 10 · <a href="/forum/index.php?app=forums&amp;module=post&amp;section=post&amp;do=reply_post&amp;t=3314">Ответить в теме</a> · <a href="/forum/index.php?showtopic=3314&amp;view=getnewpost">К первому непрочитанному</a></div>
<ol class="zr-posts">
{thread}
</ol>
<div class="zr-topicbar">Чтобы ответить, <a href="/forum/index.php?app=core&amp;module=global&amp;section=login">войдите</a> или <a href="/forum/index.php?app=core&amp;module=global&amp;section=register">зарегистрируйтесь</a>. Правила форума: <a href="/forum/rules.html">читать</a>.</div>
</div>
<div class="zr-box"><h4>Ещё по теме</h4><ul><li><a href="/news/2012/10/29/">Объездную дорогу расширят до четырёх полос</a></li><li><a href="/news/2012/09/12/">На улице Ленина наконец уложили асфальт</a></li><li><a href="/news/2012/08/03/">Новый мост у элеватора открыли для грузовиков</a></li></ul></div>
</div>
<div id="zr-side">
<div class="zr-box"><img src="/_avatar/ru-banner.svg" width="268" height="220" alt="Реклама: окна ПВХ от производителя" /></div>
<div class="zr-box"><h4>Самое читаемое</h4>{counted("Центральный мост закроют на три месяца | 3 518 ;; В Южном открылся новый супермаркет | 2 204 ;; Тарифы на отопление вырастут на 12% | 1 977 ;; «Заречье» проиграло в Кубке области | 1 031", "просм.")}</div>
<div class="zr-box"><h4>Объявления</h4><ul><li><a href="/board/1/">Продам 2-к. квартиру, мкр. Южный</a></li><li><a href="/board/2/">Требуется водитель категории D</a></li><li><a href="/board/3/">Сдам гараж у элеватора</a></li></ul></div>
</div></div>
<div id="zr-footer">© 2008–2012 Заречинск.ру — городской портал. При использовании материалов ссылка на сайт обязательна. <a href="/about/">О проекте</a> · <a href="/ads/">Реклама на сайте</a> · <a href="/contacts/">Контакты</a></div>
</div>"""
    return make(
        "dt-ru-zarechinsk-most",
        "discussion",
        "ru",
        no_word(doc(title, "Заречинск.ру", "ru", css, body, date="2012-11-14T09:30:00+04:00")),
        posts,
        path="/news/2012/11/14/centralnyj-most-zakroyut.html",
        date="2012-11-14",
        container="div#zr-forum under 'Обсуждение на форуме': ol.zr-posts > li.zr-post (div.zr-post-head: NAME, 'Отправлено DATE', 'Сообщение #n'; div.zr-author-info: avatar, rank, pips, ul.zr-meta Группа/Сообщений/Регистрация/Из; div.zr-post-main: 'Цитата(NAME @ DATE)' + div.zr-blockquote, the text, edited line, signature; ul.zr-controls; div.zr-thx 'Спасибо сказали')",
        heading="Обсуждение на форуме",
        description="A Russian city portal's article page of November 2012 (weather and exchange rates in the header, share bar with counts, most read with counts, small ads, an advert) with its forum topic printed under the article as a list of 10 readers' posts with author columns, ranks ('Новичок', 'Завсегдатай'), quotes of earlier posts, thanks lines, an edited line and signatures; the page never says 'comment'.",
    )


def forums1_dt() -> list[Case]:
    return [de_hallenbad(), en_streetlights(), ru_most()]
