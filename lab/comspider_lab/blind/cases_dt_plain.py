"""Blind set DT: two article pages without any discussion whose furniture holds forum-looking lists (an English
weekly of 2011: latest forum topics, top posters, who's online, "Discuss this article in our forum (0 replies)"; a
Czech town weekly of 2013: the forum's newest topics with excerpts of their last posts, who is online, the month's
most active posters, an empty forum link) and one mixed page (a Dutch regional paper of 2012: the article's forum
discussion, and beside it the newest posts of other topics with excerpts and the forum's announcements). Every class
name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dt_common import (
    Case,
    P,
    counted,
    doc,
    esc,
    make,
    paras,
    quote_of,
    reader,
    share,
    slug,
)

# --------------------------------------------------------------------------- en: a weekly without a discussion, 2011


def en_plain_library() -> Case:
    title = "Library to open on Sundays in six-month trial"
    topics = [
        ("Bin collections changing again?", "binwatcher", "14", "12 minutes ago", "Hollinsford_Harry"),
        ("Lost cat - ginger tom, Mill Road area", "Sue_T", "5", "38 minutes ago", "Sue_T"),
        ("Hollinsford Town v Ashby Vale - match thread", "TownTillIDie", "42", "1 hour ago", "gaffer59"),
        ("Speed van on Station Road again", "pedalpusher", "9", "3 hours ago", "dave_r"),
        ("Best chip shop in town?", "newbie_nina", "27", "Yesterday, 9:14pm", "Hollinsford_Harry"),
    ]
    rows = "".join(
        f'<tr class="{"odd" if n % 2 else "even"}"><td class="ha-topic"><a href="/forums/topic/{5510 - n * 13}/{slug(t)}">{esc(t)}</a><br /><span class="ha-by">Started by <a href="/forums/member/{esc(who)}">{esc(who)}</a></span></td>'
        f'<td class="ha-replies">{esc(r)}</td><td class="ha-last">{esc(when)}<br />by <a href="/forums/member/{esc(last)}">{esc(last)}</a></td></tr>'
        for n, (t, who, r, when, last) in enumerate(topics)
    )
    top = "".join(
        f'<li><img src="/_avatar/ha-{esc(n)}.svg" width="24" height="24" alt="" /> <a href="/forums/member/{esc(n)}">{esc(n)}</a> <span class="ha-count">{c} posts</span></li>'
        for n, c in [
            ("Hollinsford_Harry", 58),
            ("gaffer59", 41),
            ("Sue_T", 23),
            ("TownTillIDie", 19),
            ("dave_r", 17),
        ]
    )
    online = ", ".join(
        f'<a href="/forums/member/{n}">{n}</a>'
        for n in ["gaffer59", "Sue_T", "dave_r", "newbie_nina", "bookworm_bev", "TownTillIDie"]
    )
    css = (
        "body{margin:0;background:#f6f4ee;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#ha-wrap{width:980px;margin:0 auto;background:#fff;box-shadow:0 0 6px #ccc}"
        "#ha-head{padding:12px 16px;border-bottom:1px solid #ddd;overflow:hidden}#ha-head .ha-title{float:left;font:bold 40px 'Times New Roman',serif;color:#003d7a}"
        "#ha-head .ha-date{float:right;font-size:11px;color:#666;text-align:right}#ha-nav{background:#003d7a;overflow:hidden}#ha-nav a{float:left;color:#fff;padding:7px 12px;font-weight:bold;text-decoration:none}"
        "#ha-main{overflow:hidden;padding:14px 16px}#ha-col{float:left;width:620px}#ha-side{float:right;width:300px}.ha-kicker{color:#c00;font-weight:bold;font-size:11px;text-transform:uppercase}"
        "h1{font:bold 30px Georgia,serif;margin:4px 0 8px}.ha-intro{font-size:16px;font-weight:bold}.ha-meta{font-size:11px;color:#777}.ha-tools{font-size:11px;margin:8px 0;padding:4px 0;border-top:1px solid #eee;border-bottom:1px solid #eee}"
        ".ha-tools .cnt{background:#eef;border:1px solid #ccd;padding:0 4px;margin-right:6px}.ha-discuss{background:#eef3f9;border:1px solid #c7d5e6;padding:8px 10px;margin:16px 0}.ha-discuss a{font-weight:bold}"
        ".ha-related h3,.ha-box h3{font-size:14px;color:#003d7a;border-bottom:2px solid #003d7a;margin:14px 0 6px}.ha-box{margin-bottom:14px}.ha-box ol,.ha-box ul{margin:0 0 0 20px;padding:0}"
        "table.ha-forum{width:100%;border-collapse:collapse;font-size:12px}table.ha-forum th{background:#003d7a;color:#fff;text-align:left;padding:3px 5px;font-size:11px}"
        "table.ha-forum td{padding:5px;border-bottom:1px solid #e3e3e3;vertical-align:top}tr.odd td{background:#f7f9fc}.ha-by,.ha-last{font-size:11px;color:#666}.ha-replies{text-align:center}"
        "ul.ha-top{list-style:none;margin:0;padding:0}ul.ha-top li{padding:3px 0;border-bottom:1px dotted #ccc}.ha-count{float:right;color:#666;font-size:11px}.ha-online{font-size:11px}"
        "#ha-foot{background:#222;color:#aaa;padding:14px 16px;font-size:11px}#ha-foot a{color:#fff}"
    )
    body = f"""<div id="ha-wrap">
<div id="ha-head"><div class="ha-title">The Hollinsford Advertiser</div><div class="ha-date">Thursday 8th September 2011<br />Hollinsford 16°C, showers · <a href="/weather/">Weather</a><br /><a href="/login/">Log in</a> | <a href="/register/">Register</a></div></div>
<div id="ha-nav"><a href="/">Home</a><a href="/news/">News</a><a href="/sport/">Sport</a><a href="/whats-on/">What's On</a><a href="/forums/">Forums</a><a href="/family-notices/">Family Notices</a><a href="/jobs/">Jobs</a><a href="/homes/">Homes</a><a href="/motors/">Motors</a><a href="/contact/">Contact</a></div>
<div id="ha-main"><div id="ha-col">
<p class="ha-kicker"><a href="/news/">News</a></p>
<h1>{esc(title)}</h1>
<p class="ha-meta">By Gemma Rowley · Thursday 8th September 2011 · 10:40am</p>
{share([("Like", "22"), ("Tweet", "7"), ("Email", ""), ("Print", "")], "ha-tools")}
<p class="ha-intro">Hollinsford Library will open on Sunday afternoons from October as part of a six-month trial paid for by the town council.</p>
<p><img src="/_avatar/ha-library.svg" width="600" height="280" alt="Hollinsford Library on Church Street" /><br /><small>The library on Church Street. Picture: Advertiser</small></p>
<p>The library on Church Street will open from 1pm to 4pm every Sunday, starting on October 2. The county council, which runs the library service, agreed to the trial after the town council offered to cover the £6,200 cost of staff and heating.</p>
<p>Town mayor Cllr Pauline Reddish said: "Families have told us again and again that Saturday mornings are the only time they can get there. We want to see whether Sundays make a difference."</p>
<p>Volunteers from the Friends of Hollinsford Library will help staff run a reading club for children and a computer help desk for older residents during the Sunday sessions.</p>
<p>Visitor numbers will be counted and reported to the town council in March, when councillors will decide whether to keep paying for the extra hours.</p>
<p class="ha-meta">Tags: <a href="/tags/library/">library</a>, <a href="/tags/town-council/">town council</a>, <a href="/tags/church-street/">Church Street</a></p>
<div class="ha-discuss"><img src="/_avatar/ha-speech.svg" width="16" height="16" alt="" /> <a href="/forums/newtopic?article=2011-09-08-library-sundays">Discuss this article in our forum</a> (0 replies) · Be the first to start the conversation on the Advertiser Forums.</div>
<div class="ha-related"><h3>Related stories</h3><ul><li><a href="/news/2011/07/21/library-opening-hours-cut/">Library opening hours cut to four days a week</a></li><li><a href="/news/2011/05/12/friends-of-the-library-raise-2000/">Friends of the library raise £2,000 at book sale</a></li><li><a href="/news/2011/03/03/town-council-budget-approved/">Town council budget approved with 3% rise</a></li></ul></div>
</div>
<div id="ha-side">
<div class="ha-box"><img src="/_avatar/ha-mpu.svg" width="300" height="250" alt="Advertisement: Greenway Garden Centre - autumn bulbs now in" /></div>
<div class="ha-box"><h3>Latest from the Advertiser Forums</h3>
<table class="ha-forum"><tr><th>Topic</th><th>Replies</th><th>Last post</th></tr>{rows}</table>
<p class="ha-online"><a href="/forums/">All forums</a> · <a href="/forums/active/">Active topics</a> · <a href="/forums/newtopic">Start a new topic</a></p></div>
<div class="ha-box"><h3>Top posters this week</h3><ul class="ha-top">{top}</ul></div>
<div class="ha-box"><h3>Who's online</h3><p class="ha-online">There are 31 users online: 6 members and 25 guests.<br />Members: {online}<br />Most users ever online was 212 on Sat Aug 14, 2010 8:02pm.</p></div>
<div class="ha-box"><h3>Most read</h3>{counted("Man charged after Market Square fight | 3,904 ;; Library to open on Sundays | 2,211 ;; Town sign keeper from Ashby Vale | 1,870 ;; Roadworks on the bypass until November | 1,604 ;; School's GCSE results best ever | 1,122", "reads")}</div>
<div class="ha-box"><h3>Family notices</h3><ul><li><a href="/family-notices/births/">Births</a> (4 new)</li><li><a href="/family-notices/marriages/">Marriages</a> (2 new)</li><li><a href="/family-notices/deaths/">Deaths</a> (9 new)</li></ul></div>
</div></div>
<div id="ha-foot"><a href="/about/">About us</a> · <a href="/advertise/">Advertise</a> · <a href="/forums/rules/">Forum rules</a> · <a href="/privacy/">Privacy</a> · © 2011 Hollinsford Advertiser, 14 Sheep Street, Hollinsford. All rights reserved.</div>
</div>"""
    return make(
        "dt-plain-en-hollinsford-library",
        "lookalike",
        "en",
        doc(title, "The Hollinsford Advertiser", "en", css, body, date="2011-09-08T10:40:00+01:00"),
        [],
        path="/news/2011/09/08/library-to-open-on-sundays.html",
        date="2011-09-08",
        container="-",
        heading=None,
        description="An English weekly's article page of September 2011 without any discussion: 'Discuss this article in our forum (0 replies)'; in the sidebar 'Latest from the Advertiser Forums' (5 topics: title, 'Started by NAME', replies, last post time and NAME), 'Top posters this week' (5 names with avatars and counts), 'Who's online' (6 member names), most read with counts, family notices, an advert.",
        lookalikes=("latest forum topics", "top posters", "who's online", "empty forum link"),
    )


# --------------------------------------------------------------------------- cs: a town weekly without a discussion, 2013


def cs_plain_hala() -> Case:
    title = "Sportovní hala dostane novou střechu, o prázdninách bude zavřená"
    topics = [
        (
            "Uzavírka silnice na Horní Mlýn",
            "petr_h",
            "dnes 10:14",
            "7 odpovědí",
            "Podle silničářů má být hotovo do konce září, ale tomu už nikdo nevěří.",
        ),
        (
            "Kde sehnat palivové dřevo?",
            "Lenka_S",
            "dnes 08:52",
            "3 odpovědi",
            "Zkuste lesní správu u Ouběnic, prodávají metrovky i štípané.",
        ),
        (
            "Nový rozpis svozu odpadu",
            "dědek_z_Lánů",
            "včera 21:30",
            "12 odpovědí",
            "Plasty se od září vyvážejí každý druhý čtvrtek, papír zůstává v pondělí.",
        ),
        (
            "Hledám spolujízdu do Prahy",
            "student_T",
            "včera 17:05",
            "2 odpovědi",
            "Jezdím každou neděli odpoledne, ozvi se do soukromé zprávy.",
        ),
    ]
    items = "".join(
        f'<li class="sl-tema"><a class="sl-nazev" href="/forum/tema/{812 - n * 9}-{slug(t)}">{esc(t)}</a> <span class="sl-pocet">({esc(r)})</span>'
        f'<div class="sl-posledni">Poslední příspěvek: <b>{esc(who)}</b>, {esc(when)}</div><div class="sl-vytah">„{esc(ex)}“</div></li>'
        for n, (t, who, when, r, ex) in enumerate(topics)
    )
    active = "".join(
        f'<tr><td>{n + 1}.</td><td><a href="/forum/uzivatel/{esc(who)}">{esc(who)}</a></td><td>{c}</td></tr>'
        for n, (who, c) in enumerate(
            [("dědek_z_Lánů", 87), ("petr_h", 64), ("Mirek_Strakov", 51), ("Lenka_S", 33)]
        )
    )
    css = (
        "body{margin:0;background:#e8ecef;font:13px/1.55 'Trebuchet MS',Arial,sans-serif;color:#222}.sl-obal{width:990px;margin:0 auto;background:#fff}"
        ".sl-hlava{background:#fff;border-top:6px solid #b3261e;padding:12px 16px;overflow:hidden}.sl-logo{float:left;font:bold 36px Georgia,serif;color:#b3261e}.sl-logo small{display:block;font:11px Arial;color:#777}"
        ".sl-info{float:right;text-align:right;font-size:11px;color:#555}.sl-menu{background:#2f3e46;padding:0 10px}.sl-menu a{display:inline-block;color:#fff;padding:7px 10px;text-decoration:none;font-size:12px}"
        ".sl-telo{overflow:hidden;padding:14px 16px}.sl-clanek{float:left;width:630px}.sl-bok{float:right;width:300px}h1{font-size:27px;line-height:1.2;margin:6px 0}.sl-perex{font-weight:bold;font-size:15px}"
        ".sl-meta{font-size:11px;color:#888}.sl-sdilej{font-size:11px;margin:6px 0}.sl-sdilej .cnt{background:#eceff1;padding:0 4px}.sl-diskuse{border:1px dashed #b3261e;padding:8px;margin:16px 0;background:#fff8f7}"
        ".sl-blok{border:1px solid #dfe3e6;margin-bottom:14px}.sl-blok h3{margin:0;background:#2f3e46;color:#fff;font-size:13px;padding:4px 8px}.sl-blok ol,.sl-blok ul{margin:6px 0 6px 22px;padding:0}"
        "ul.sl-forum{list-style:none;margin:0;padding:0 8px}.sl-tema{border-bottom:1px solid #eee;padding:6px 0}.sl-nazev{font-weight:bold}.sl-pocet,.sl-posledni{font-size:11px;color:#777}.sl-vytah{font-size:12px;font-style:italic;color:#444}"
        "table.sl-aktivni{width:100%;font-size:12px}table.sl-aktivni td{padding:2px 6px;border-bottom:1px dotted #ddd}.sl-online{font-size:11px;padding:6px 8px;margin:0}"
        ".sl-pata{background:#2f3e46;color:#b0bec5;padding:12px 16px;font-size:11px}.sl-pata a{color:#fff}"
    )
    body = f"""<div class="sl-obal">
<div class="sl-hlava"><div class="sl-logo">Strakovské listy<small>Týdeník pro Strakov a okolí</small></div><div class="sl-info">úterý 20. srpna 2013 · svátek má Bernard<br />Strakov: 24 °C, jasno<br /><a href="/prihlaseni/">Přihlášení</a> | <a href="/registrace/">Registrace</a></div></div>
<div class="sl-menu"><a href="/">Titulní strana</a><a href="/zpravy/">Zprávy</a><a href="/mesto/">Město</a><a href="/sport/">Sport</a><a href="/kultura/">Kultura</a><a href="/inzerce/">Inzerce</a><a href="/forum/">Fórum</a><a href="/archiv/">Archiv</a></div>
<div class="sl-telo"><div class="sl-clanek">
<p class="sl-meta"><a href="/">Titulní strana</a> › <a href="/sport/">Sport</a></p>
<h1>{esc(title)}</h1>
<p class="sl-meta">20. 8. 2013 9:15 · Jana Horáková · přečteno 1 406×</p>
{share([("Doporučit", "31"), ("Tweet", "2"), ("Poslat e-mailem", ""), ("Tisk", "")], "sl-sdilej")}
<p class="sl-perex">Městská sportovní hala v ulici Na Výsluní bude od 1. července do konce srpna příštího roku zavřená. Dostane novou střechu a zateplení za 11 milionů korun.</p>
<p><img src="/_avatar/sl-hala.svg" width="610" height="280" alt="Sportovní hala Na Výsluní" /></p>
<p>Zastupitelé v pondělí schválili smlouvu se stavební firmou, která vzešla z výběrového řízení. Většinu nákladů pokryje dotace z operačního programu životní prostředí, město doplatí asi 2,4 milionu.</p>
<p>„Střecha zatéká už několik let a po každé větší bouřce musíme vytírat palubovku. Oprava je nutná,“ řekl ředitel sportovních zařízení města Libor Vaněk.</p>
<p>Oddíly házené a florbalu, které halu využívají nejvíc, budou v létě trénovat venku a v tělocvičně základní školy. Termíny přípravných turnajů se podle Vaňka posunou.</p>
<p class="sl-meta">Štítky: <a href="/stitek/hala/">sportovní hala</a>, <a href="/stitek/zastupitelstvo/">zastupitelstvo</a>, <a href="/stitek/dotace/">dotace</a></p>
<div class="sl-diskuse"><a href="/forum/nove-tema?clanek=3114">Diskutovat o článku ve fóru</a> (0 příspěvků) – k článku zatím nikdo nic nenapsal.</div>
<div class="sl-blok"><h3>Další zprávy ze sportu</h3><ul><li><a href="/sport/2013/08/18/hazenkari-vyhrali-turnaj/">Házenkáři vyhráli letní turnaj v Lomnici</a></li><li><a href="/sport/2013/08/12/florbal-nabor/">Florbalisté hledají nové hráče</a></li><li><a href="/sport/2013/08/05/koupaliste-rekord/">Koupaliště hlásí rekordní návštěvu</a></li></ul></div>
</div>
<div class="sl-bok">
<div class="sl-blok"><img src="/_avatar/sl-reklama.svg" width="298" height="250" alt="Reklama: Pekárna U Dvořáků" /></div>
<div class="sl-blok"><h3>Nejnovější ve fóru</h3><ul class="sl-forum">{items}</ul></div>
<div class="sl-blok"><h3>Kdo je online</h3><p class="sl-online">Právě je přihlášeno 4 uživatelů a 11 hostů: <a href="/forum/uzivatel/petr_h">petr_h</a>, <a href="/forum/uzivatel/Lenka_S">Lenka_S</a>, <a href="/forum/uzivatel/Mirek_Strakov">Mirek_Strakov</a>, <a href="/forum/uzivatel/janinka">janinka</a></p></div>
<div class="sl-blok"><h3>Nejaktivnější diskutéři měsíce</h3><table class="sl-aktivni"><tr><th></th><th>Uživatel</th><th>Příspěvků</th></tr>{active}</table></div>
<div class="sl-blok"><h3>Nejčtenější</h3>{counted("Hala dostane novou střechu | 1 406 ;; Na náměstí se vrací trhy | 1 288 ;; Požár stodoly v Lánech | 977 ;; Nový jízdní řád autobusů | 650", "×")}</div>
</div></div>
<div class="sl-pata">© 2013 Strakovské listy · Vydává Město Strakov · <a href="/redakce/">Redakce</a> · <a href="/inzerce/">Inzerce</a> · <a href="/forum/pravidla/">Pravidla fóra</a></div>
</div>"""
    return make(
        "dt-plain-cs-strakov-hala",
        "lookalike",
        "cs",
        doc(title, "Strakovské listy", "cs", css, body, date="2013-08-20T09:15:00+02:00", doctype="html5"),
        [],
        path="/sport/2013/08/20/sportovni-hala-dostane-novou-strechu.html",
        date="2013-08-20",
        container="-",
        heading=None,
        description="A Czech town weekly's article page of August 2013 without any discussion: 'Diskutovat o článku ve fóru (0 příspěvků)'; in the sidebar 'Nejnovější ve fóru' (4 topics with the last post's author, time, reply count and a quoted excerpt of the last post), 'Kdo je online' (4 names), 'Nejaktivnější diskutéři měsíce' (4 names with counts), most read with counts, an advert.",
        lookalikes=(
            "latest forum topics with excerpts",
            "who is online",
            "most active posters",
            "empty forum link",
        ),
    )


# --------------------------------------------------------------------------- nl (mixed): a regional paper, 2012

NL_USERS = {
    # name: (status, since, posts, place, signature)
    "Ravenhoeker": ("Vaste bezoeker", "mei 2009", "812", "Ravenhoek", ""),
    "Bakkersvrouw": ("Lid", "maart 2011", "64", "Ravenhoek-Noord", "Bakkerij De Korenaar - sinds 1961"),
    "Henk van der S.": ("Vaste bezoeker", "oktober 2008", "1.340", "Westerkoog", ""),
    "student_R": ("Nieuw lid", "januari 2012", "6", "", ""),
    "Gerda_K": ("Lid", "juni 2010", "152", "Ravenhoek", ""),
}


def nl_posts() -> list[P]:
    return [
        reader(
            "Ravenhoeker",
            "maandag 13 februari 2012 @ 18:12",
            "Prima toch? Wie op zondag niet wil winkelen, blijft lekker thuis. Niemand wordt gedwongen.",
        ),
        reader(
            "Bakkersvrouw",
            "maandag 13 februari 2012 @ 19:03",
            "Niemand wordt gedwongen? Als de supermarkt open is, moeten wij als kleine winkel ook open, anders raken we "
            "klanten kwijt. We staan nu al zes dagen per week in de zaak. // Zondag is de enige dag dat ons gezin samen is.",
        ),
        reader(
            "Ravenhoeker",
            "maandag 13 februari 2012 @ 19:40",
            "Dat begrijp ik, maar dan kies je er toch zelf voor om dicht te blijven? De mensen die zondag bij de "
            "supermarkt brood halen, komen maandag gewoon weer bij jou.",
            1,
            qtext="Niemand wordt gedwongen? Als de supermarkt open is, moeten wij als kleine winkel ook open, anders raken we klanten kwijt.",
        ),
        reader(
            "Henk van der S.",
            "maandag 13 februari 2012 @ 21:15",
            "In Westerkoog zijn de winkels al twee jaar op zondag open. Het is in het centrum helemaal niet drukker "
            "geworden, alleen de grote ketens draaien beter.",
        ),
        reader(
            "student_R",
            "dinsdag 14 februari 2012 @ 08:55",
            "Als student werk ik juist graag op zondag, dat betaalt 50% toeslag. Voor ons is dit goed nieuws.",
        ),
        reader(
            "Bakkersvrouw",
            "dinsdag 14 februari 2012 @ 10:12",
            "Precies, en daar zijn sindsdien twee zelfstandige winkels gestopt. Maar dat haal je niet uit de cijfers "
            "van de gemeente.",
            3,
            qtext="In Westerkoog zijn de winkels al twee jaar op zondag open.",
            thanks="Gerda_K, Henk van der S.",
        ),
        reader(
            "Gerda_K",
            "dinsdag 14 februari 2012 @ 11:30",
            "Ik hoop dat de raad ook naar de kerken en de verenigingen luistert. Niet iedereen vindt dit alleen een "
            "economische kwestie.",
        ),
    ]


def nl_mixed_koopzondag() -> Case:
    posts = nl_posts()
    title = "Raad Ravenhoek praat over koopzondagen"

    def post(i: int) -> str:
        p = posts[i]
        bid = 301877 + i
        status, since, count, place, sig = NL_USERS[p.who]
        name, text, at = quote_of(posts, i)
        cit = (
            f'<div class="dz-citaat"><div class="dz-citaat-kop"><a href="#b{301877 + (p.quote or 0)}">{esc(name)} schreef op {esc(at)}:</a></div>{paras(text)}</div>'
            if name
            else ""
        )
        woont = f" · {esc(place)}" if place else ""
        sig_html = f'<div class="dz-onder">---<br />{esc(sig)}</div>' if sig else ""
        thanks = (
            f' · <span class="dz-bedankt">Bedankt door: {esc(p.x("thanks"))}</span>' if p.x("thanks") else ""
        )
        return (
            f'<div class="dz-bericht" id="b{bid}"><div class="dz-kop"><img src="/_avatar/nl-{i}.svg" width="32" height="32" alt="" /> '
            f'<a class="dz-naam" href="/forum/lid/{esc(p.who)}">{esc(p.who)}</a> <span class="dz-status">{esc(status)}</span> '
            f'<span class="dz-lid">lid sinds {esc(since)} · {esc(count)} berichten{woont}</span>'
            f'<span class="dz-rechts"><span class="dz-tijd">{esc(p.at)}</span> <a href="#b{bid}">#{i + 1}</a></span></div>'
            f'<div class="dz-tekst">{cit}{paras(p.body)}{sig_html}</div>'
            f'<div class="dz-voet"><a href="/forum/reageer/7710?citeer={bid}">Citeer</a> · <a href="/forum/meld/{bid}" rel="nofollow">Meld</a>{thanks}</div></div>'
        )

    thread = "\n".join(post(i) for i in range(len(posts)))
    others = [
        (
            "IJsbaan Vaartweg weer dicht",
            "schaatsgek",
            "vandaag 07:48",
            "Helaas, vanaf vandaag is de ijsbaan aan de Vaartweg weer dicht vanwege de dooi. Bedankt alle vrijwilligers, het was een prachtige week!",
        ),
        (
            "Wie weet een goede loodgieter?",
            "tinus",
            "vandaag 08:15",
            "Onze cv-ketel lekt sinds gisteren. Iemand een tip voor een loodgieter in Ravenhoek die niet meteen 80 euro voorrijkosten rekent?",
        ),
        (
            "Marktplein na de zomer autovrij?",
            "Jannie78",
            "gisteren 22:41",
            "Weet iemand of het klopt dat het Marktplein na de zomer autovrij wordt? Mijn buurman had het over een plan van de wethouder.",
        ),
        (
            "Gevonden: fietssleutel bij de bieb",
            "M. Bos",
            "gisteren 16:03",
            "Zaterdag bij het fietsenrek van de bibliotheek een sleuteltje met een blauw labeltje gevonden. Ligt bij de balie.",
        ),
    ]
    latest = "".join(
        f'<li class="dz-ander"><a class="dz-onderwerp" href="/forum/topic/{7709 - n * 5}/{slug(t)}">{esc(t)}</a>'
        f'<div class="dz-door">door <b>{esc(who)}</b> · {esc(when)}</div><p class="dz-fragment">{esc(ex)}</p></li>'
        for n, (t, who, when, ex) in enumerate(others)
    )
    notices = [
        (
            "Forumregels aangepast per 1 februari",
            "Moderator Joost",
            "01-02-2012",
            "We hebben de regels over reclame en persoonlijke gegevens verduidelijkt. Lees ze even door voordat je een bericht plaatst.",
        ),
        (
            "Inloggen met je abonneenummer",
            "Beheer",
            "12-01-2012",
            "Abonnees van De Zuidwaard kunnen vanaf nu op het forum inloggen met hun abonneenummer en postcode.",
        ),
    ]
    mededelingen = "".join(
        f'<div class="dz-mededeling"><b>{esc(t)}</b><br /><span class="dz-door">{esc(who)}, {esc(d)}</span><p>{esc(x)}</p></div>'
        for t, who, d, x in notices
    )
    css = (
        "body{margin:0;background:#dde3e8;font:13px/1.5 Verdana,Geneva,sans-serif;color:#1e1e1e}#dz-pagina{width:1000px;margin:0 auto;background:#fff}"
        "#dz-kop{background:#fff;padding:12px 18px;border-bottom:5px solid #f28c00;overflow:hidden}#dz-kop .dz-logo{float:left;font:bold 38px Georgia,serif;color:#004b87}"
        "#dz-kop .dz-datum{float:right;font-size:11px;color:#555;text-align:right}#dz-menu{background:#004b87;padding:0 12px}#dz-menu a{display:inline-block;color:#fff;padding:7px 10px;font-weight:bold;text-decoration:none;font-size:12px}"
        "#dz-inhoud{overflow:hidden;padding:14px 18px}#dz-art{float:left;width:640px}#dz-zij{float:right;width:290px}.dz-rubriek{color:#f28c00;font-weight:bold;font-size:11px;text-transform:uppercase}"
        ".dz-intro{font-weight:bold}.dz-meta{font-size:11px;color:#888}.dz-deel{font-size:11px;margin:6px 0}.dz-deel .cnt{background:#eef3f8;padding:0 4px;border:1px solid #cdd}"
        "#dz-forum{margin-top:22px;border:1px solid #c5d3e0}#dz-forum h3{margin:0;background:#004b87;color:#fff;padding:6px 10px;font-size:14px}.dz-topicinfo{background:#eef3f8;padding:4px 10px;font-size:11px}"
        ".dz-bericht{border-top:1px solid #c5d3e0}.dz-kop{background:#f5f8fb;padding:4px 8px;font-size:11px;overflow:hidden}.dz-kop img{vertical-align:middle}.dz-naam{font-weight:bold;font-size:13px;color:#004b87}"
        ".dz-status{background:#f28c00;color:#fff;padding:0 4px;border-radius:2px;font-size:10px}.dz-lid{color:#777;margin-left:6px}.dz-rechts{float:right;color:#777}.dz-tekst{padding:6px 10px}"
        ".dz-citaat{border-left:3px solid #c5d3e0;background:#fafbfc;padding:4px 8px;margin-bottom:6px;font-size:12px;color:#555}.dz-citaat-kop{font-size:11px;font-weight:bold}.dz-onder{font-size:11px;color:#888;margin-top:8px}"
        ".dz-voet{text-align:right;font-size:10px;padding:2px 8px 6px}.dz-bedankt{color:#3a7a1e}.dz-box{border:1px solid #dde3e8;margin-bottom:14px}.dz-box h4{margin:0;background:#eef3f8;color:#004b87;padding:5px 8px}"
        ".dz-box ol,.dz-box ul{margin:6px 0 6px 22px;padding:0}ul.dz-andere{list-style:none;margin:0;padding:0 8px}.dz-ander{border-bottom:1px dotted #ccc;padding:6px 0}.dz-onderwerp{font-weight:bold}"
        ".dz-door{font-size:11px;color:#777}.dz-fragment{margin:2px 0 0;font-size:12px;color:#333}.dz-mededeling{padding:6px 8px;border-bottom:1px dotted #ccc;font-size:12px}.dz-mededeling p{margin:2px 0 0}"
        "#dz-voet{background:#004b87;color:#cfdbe6;padding:12px 18px;font-size:11px;clear:both}#dz-voet a{color:#fff}"
    )
    body = f"""<div id="dz-pagina">
<div id="dz-kop"><div class="dz-logo">De Zuidwaard</div><div class="dz-datum">dinsdag 14 februari 2012<br />Ravenhoek: 4°C, dooi, motregen<br /><a href="/inloggen/">Inloggen</a> | <a href="/abonnement/">Abonnement</a></div></div>
<div id="dz-menu"><a href="/">Voorpagina</a><a href="/nieuws/">Nieuws</a><a href="/ravenhoek/">Ravenhoek</a><a href="/regio/">Regio</a><a href="/sport/">Sport</a><a href="/uit/">Uit</a><a href="/familieberichten/">Familieberichten</a><a href="/forum/">Forum</a><a href="/contact/">Contact</a></div>
<div id="dz-inhoud"><div id="dz-art">
<p class="dz-rubriek"><a href="/ravenhoek/">Ravenhoek</a></p>
<h1>{esc(title)}</h1>
<p class="dz-meta">Door Sanne Kuipers · maandag 13 februari 2012, 17:30</p>
{share([("Facebook", "47"), ("Twitter", "12"), ("Hyves", "3"), ("Mail", "")], "dz-deel")}
<p class="dz-intro">De gemeenteraad van Ravenhoek bespreekt donderdag een voorstel om winkels voortaan elke zondag van 12.00 tot 17.00 uur open te laten gaan.</p>
<p><img src="/_avatar/nl-winkelstraat.svg" width="620" height="280" alt="De Hoofdstraat in Ravenhoek" /></p>
<p>Nu mogen winkels in de gemeente twaalf zondagen per jaar open. Het college wil die beperking loslaten, nadat de twee supermarkten in het centrum erom hadden gevraagd.</p>
<p>Wethouder Pieter Roos (economische zaken) wijst naar buurgemeente Westerkoog, waar de winkels sinds 2010 elke zondag open mogen. „Wij willen niet dat onze inwoners daar gaan winkelen.”</p>
<p>De winkeliersvereniging is verdeeld. Vooral kleine zelfstandigen zijn bang dat ze gedwongen worden mee te doen. Ook de kerken in Ravenhoek hebben bezwaar gemaakt.</p>
<p class="dz-meta">Tags: <a href="/tag/koopzondag/">koopzondag</a>, <a href="/tag/gemeenteraad/">gemeenteraad</a>, <a href="/tag/winkels/">winkels</a></p>
<div id="dz-forum"><h3>Discussie op het Zuidwaard-forum</h3>
<div class="dz-topicinfo">Topic: <a href="/forum/topic/7710/koopzondagen">Koopzondagen in Ravenhoek?</a> · 7 berichten · <a href="/forum/reageer/7710">Reageer op het forum</a></div>
{thread}
</div>
<div class="dz-box" style="margin-top:18px"><h4>Nieuwste berichten in andere topics</h4><ul class="dz-andere">{latest}</ul></div>
</div>
<div id="dz-zij">
<div class="dz-box"><img src="/_avatar/nl-banner.svg" width="288" height="240" alt="Advertentie: Rijwielhandel Van Dijk - voorjaarsactie" /></div>
<div class="dz-box"><h4>Mededelingen van het forum</h4>{mededelingen}</div>
<div class="dz-box"><h4>Meest gelezen</h4>{counted("Raad praat over koopzondagen | 2.870 ;; IJsbaan Vaartweg dicht door dooi | 2.113 ;; Brand in schuur aan de Dijkweg | 1.640 ;; Ravenhoekse Boys winnen in blessuretijd | 980", "x gelezen")}</div>
<div class="dz-box"><h4>Familieberichten</h4><ul><li><a href="/familieberichten/geboren/">Geboren</a></li><li><a href="/familieberichten/getrouwd/">Getrouwd</a></li><li><a href="/familieberichten/overleden/">Overleden</a></li></ul></div>
</div></div>
<div id="dz-voet">© 2012 De Zuidwaard · Regionale krant voor Ravenhoek, Westerkoog en omstreken · <a href="/colofon/">Colofon</a> · <a href="/adverteren/">Adverteren</a> · <a href="/forum/regels/">Forumregels</a></div>
</div>"""
    return make(
        "dt-mixed-nl-ravenhoek-koopzondag",
        "mixed",
        "nl",
        doc(title, "De Zuidwaard", "nl", css, body, date="2012-02-13T17:30:00+01:00"),
        posts,
        path="/ravenhoek/2012/02/13/raad-praat-over-koopzondagen.html",
        date="2012-02-13",
        container="div#dz-forum under 'Discussie op het Zuidwaard-forum': div.dz-bericht (div.dz-kop: avatar, a.dz-naam, status, 'lid sinds ... · n berichten · place', date, '#n'; div.dz-tekst with div.dz-citaat 'NAME schreef op DATE:' and paragraphs, a signature after '---'; div.dz-voet 'Citeer · Meld', 'Bedankt door')",
        heading="Discussie op het Zuidwaard-forum",
        description="A Dutch regional paper's article page of February 2012 (share bar with counts, most read with counts, family notices, an advert) with its forum discussion printed under the article (7 readers' posts, two quoting earlier posts, a signature and a thanks line), and on the same page two forum-like lists that are not this discussion: 'Nieuwste berichten in andere topics' (4 topics, author, time and an excerpt of the newest post) under it and 'Mededelingen van het forum' (2 announcements by the forum's staff with dates and text) in the sidebar.",
        lookalikes=("newest posts in other topics with excerpts", "forum announcements"),
    )


def plain_dt() -> list[Case]:
    return [en_plain_library(), cs_plain_hala(), nl_mixed_koopzondag()]
