"""Blind set EL: article pages of 2012-2013 without any reader discussion whose body or furniture holds signed, dated
entries: a Polish regional daily's weekly letters-to-the-editor column printed as the article itself (signed letters
with towns and the editor's notes), with a "from the archives" box of dated excerpts; and an American metro daily's
Q&A explainer with an author bio box, "From the archives" with dates and excerpts and the desk's tweets printed by the
server. Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_el_common import Case, esc, make, page, slug, ul

# --------------------------------------------------------------------------- pl: a regional daily's CMS, 2012


def pl_listy() -> Case:
    letters = [
        (
            "Autobus, który nie przyjeżdża",
            "Od września linia 14 z Zawodzia kursuje co 40 minut zamiast co 20. Rano autobus jest tak pełny, że kierowca nie zatrzymuje się na przystanku przy ul. Lipowej. Dzieci spóźniają się do szkoły, a ja do pracy. Czy ktoś w MZK jeździ tą linią?",
            "Teresa Malinowska, Wierzbno",
            "Od redakcji: zapytaliśmy MZK. Rzecznik zapowiada dodatkowy kurs o 7.10 od 5 listopada.",
        ),
        (
            "Dziękuję paniom z przychodni",
            "Chciałbym publicznie podziękować pielęgniarkom z przychodni przy ul. Kościuszki, które w sobotę zajęły się moją żoną, kiedy zasłabła w kolejce. Karetka przyjechała po kwadransie, ale to one zrobiły najważniejsze.",
            "Zbigniew Rataj, Grodków Nowy",
            "",
        ),
        (
            "Kasztanowce przy parku",
            "Czytałam w „Kurierze”, że miasto chce wyciąć sześć kasztanowców przy parku Sienkiewicza, bo są chore. Rosną tam od czasów mojej babci. Może warto zapytać innego dendrologa, zanim przyjedzie piła?",
            "Halina K., Grodków",
            "",
        ),
        (
            "Targowisko w niedzielę",
            "Jestem za otwarciem targowiska także w niedziele. Działkowcy z naszej okolicy mają wtedy najwięcej czasu, a w sobotę i tak nie ma gdzie zaparkować.",
            "Marek Cieślik, Sadowice",
            "Od redakcji: sprawą zajmie się rada miasta na sesji 29 listopada.",
        ),
    ]
    archive = [
        (
            "25 października 1962",
            "Otwarto nowy most na Nysie. Na uroczystość przyszło kilka tysięcy mieszkańców, a orkiestra kolejarzy grała do wieczora.",
        ),
        (
            "24 października 1987",
            "W „Społem” przy Rynku zabrakło cukru. Kolejka ustawiła się już o piątej rano.",
        ),
        (
            "26 października 2002",
            "Miasto kupiło pierwsze niskopodłogowe autobusy. Kursują na liniach 2 i 14.",
        ),
    ]
    css = """
body{margin:0;background:#f1f1f1;font-family:Arial,Helvetica,sans-serif;color:#222;font-size:13px}
a{color:#1a4f8b;text-decoration:none}a:hover{text-decoration:underline}
#top{background:#fff;border-bottom:4px solid #d31f26}
#top .in{width:990px;margin:0 auto;padding:14px 0;overflow:hidden}
#logo{float:left;font:bold 34px Georgia,serif;color:#d31f26}
#logo span{color:#222;font-size:14px;font-family:Arial,sans-serif;font-weight:normal;display:block}
#date{float:right;font-size:11px;color:#777;text-align:right}
#nav{background:#222}
#nav ul{width:990px;margin:0 auto;padding:0;list-style:none;overflow:hidden}
#nav li{float:left}
#nav a{display:block;padding:8px 12px;color:#fff;font-weight:bold;font-size:12px}
#page{width:990px;margin:14px auto;background:#fff;overflow:hidden;padding:16px 0}
#art{float:left;width:640px;padding:0 20px}
#aside{float:right;width:290px;padding:0 20px 0 0}
.rubryka{color:#d31f26;font-weight:bold;text-transform:uppercase;font-size:11px}
h1{font:bold 28px Georgia,serif;margin:6px 0 10px}
.lead{font-weight:bold;font-size:15px;line-height:1.5}
.meta{font-size:11px;color:#777;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:6px 0;margin:10px 0}
.tresc p{font-size:14px;line-height:1.6}
.tresc h2{font:bold 17px Georgia,serif;margin:22px 0 4px}
.tresc .podpis{text-align:right;font-style:italic;margin-top:-6px}
.tresc .odred{background:#f6f0e0;border-left:3px solid #d31f26;padding:6px 10px;font-size:13px}
.box{border:1px solid #ddd;margin:0 0 18px}
.box h3{margin:0;padding:6px 10px;background:#f4f4f4;border-bottom:2px solid #d31f26;font-size:13px;text-transform:uppercase}
.box .in{padding:8px 10px}
.box ol,.box ul{margin:0;padding:0 0 0 18px}
.box li{margin:0 0 6px}
.arch dt{font-weight:bold;color:#d31f26;font-size:12px;margin-top:8px}
.arch dd{margin:2px 0 6px;font-size:12px;line-height:1.45}
.share{margin:14px 0;font-size:12px}
.share a{display:inline-block;border:1px solid #ccc;padding:3px 8px;margin-right:6px;border-radius:3px}
#foot{background:#222;color:#aaa;font-size:11px;padding:16px 0;text-align:center}
#foot a{color:#fff}
"""
    lt = ""
    for title, text, sig, note in letters:
        lt += f'<h2>{esc(title)}</h2><p>{esc(text)}</p><p class="podpis">{esc(sig)}</p>'
        if note:
            lt += f'<p class="odred">{esc(note)}</p>'
    ar = "".join(f"<dt>{esc(d)}</dt><dd>{esc(x)}</dd>" for d, x in archive)
    nav = "".join(
        f'<li><a href="/{slug(s)}/">{s}</a></li>'
        for s in [
            "Grodków",
            "Region",
            "Kraj i świat",
            "Sport",
            "Kultura",
            "Opinie",
            "Ogłoszenia",
            "Nekrologi",
        ]
    )
    body = f"""<div id="top"><div class="in"><div id="logo">Kurier Grodkowski<span>Dziennik ziemi grodkowskiej</span></div><div id="date">sobota, 27 października 2012<br />imieniny: Iwony, Sabiny<br />Grodków: 9°C, pochmurno</div></div></div>
<div id="nav"><ul>{nav}</ul></div>
<div id="page">
<div id="art">
<span class="rubryka">Opinie · Listy do redakcji</span>
<h1>Listy czytelników: autobus, który nie przyjeżdża, i kasztanowce przy parku</h1>
<p class="lead">Co tydzień publikujemy wybrane listy od naszych czytelników. Zastrzegamy sobie prawo do ich skracania. Listy prosimy przysyłać na adres redakcji lub e-mailem: listy@kuriergrodkowski.pl.</p>
<div class="meta">Opracowała: Agnieszka Wolna · 27.10.2012, 06:00 · aktualizacja 27.10.2012, 08:15</div>
<div class="share"><a href="/share/facebook">Udostępnij na Facebooku</a><a href="/share/twitter">Tweetnij</a><a href="/share/print">Drukuj</a></div>
<div class="tresc">{lt}</div>
<p style="font-size:12px;color:#777;margin-top:20px">Opinie wyrażone w listach nie zawsze są zgodne ze stanowiskiem redakcji.</p>
</div>
<div id="aside">
<div class="box"><h3>Najczęściej czytane</h3><div class="in">{ul(["Remont ul. Opolskiej potrwa do grudnia", "Nowy dyrektor szpitala powiatowego", "Mecz Polonii przełożony", "Ceny zniczy przed 1 listopada", "Wypadek na obwodnicy"], "", "/grodkow/", "ol")}</div></div>
<div class="box arch"><h3>Z archiwum „Kuriera”</h3><div class="in"><p style="margin:0;font-size:11px;color:#777">Tego dnia przed laty pisaliśmy:</p><dl>{ar}</dl><a href="/archiwum/">Przeglądaj archiwum »</a></div></div>
<div class="box"><div class="in" style="height:250px;background:#f4f4f4;text-align:center;line-height:250px;color:#aaa;font-size:10px">REKLAMA</div></div>
</div>
</div>
<div id="foot">© 2012 Kurier Grodkowski · Wydawnictwo Nyskie sp. z o.o. · <a href="/regulamin/">Regulamin</a> · <a href="/kontakt/">Kontakt</a> · <a href="/reklama/">Reklama</a></div>"""
    html = page(
        "Listy czytelników: autobus, który nie przyjeżdża, i kasztanowce przy parku",
        "Kurier Grodkowski",
        "pl",
        css,
        body,
        sep=" - ",
    )
    return make(
        "el-plain-pl-listy-czytelnikow",
        "lookalike",
        "pl",
        html,
        [],
        path="/opinie/listy-czytelnikow-autobus-kasztanowce,1829043",
        container="-",
        heading=None,
        description="A Polish regional daily's own CMS of October 2012: the weekly letters-to-the-editor column as the article itself (4 titled letters, each signed with name and town, two with an editor's note), share buttons, most read, 'Z archiwum „Kuriera”' (3 dated excerpts), an advert; no reader comment.",
        lookalikes=(
            "the article's 4 signed readers' letters with towns",
            "'Z archiwum': 3 dated excerpts",
        ),
    )


# --------------------------------------------------------------------------- en: a US metro daily, 2013


def en_metro() -> Case:
    qa = [
        (
            "What is changing?",
            "Starting Monday, meters downtown and in the Riverside district will run until 9 p.m. instead of 6 p.m., Monday through Saturday. Sunday parking stays free.",
        ),
        (
            "How much will it cost?",
            "The rate stays at $1.50 an hour downtown and $1 an hour in Riverside. The two-hour limit still applies during the day, but from 6 p.m. you can feed the meter for up to four hours.",
        ),
        (
            "Why is the city doing this?",
            "Parking director Alan Moody told the council in May that evening spaces near the restaurants on Fourth Street are full by 7 p.m. while the garages sit half empty. Charging at night is meant to push long-term parkers into the garages, where the evening rate is a flat $3.",
        ),
        (
            "Can I pay with my phone?",
            "Yes. The ParkCarver app, launched last year, works at every meter. The city says about a quarter of meter payments already come through the app.",
        ),
        (
            "Will I get a ticket the first week?",
            "No. Enforcement officers will leave warning notices until Aug. 3. After that, an expired meter costs $25.",
        ),
    ]
    archive = [
        (
            "March 14, 2011",
            "City installs first pay-by-phone meters",
            "A pilot on Fourth Street lets drivers pay with a text message. Some merchants say the signs are confusing.",
        ),
        (
            "Oct. 2, 2008",
            "Council rejects evening meters, again",
            "For the third time in five years, a plan to extend meter hours fails 5-4 after restaurant owners pack the chamber.",
        ),
        (
            "June 19, 1997",
            "Riverside gets its first parking garage",
            "The $6.2 million Market Street garage opens with 410 spaces and a 50-cent hourly rate.",
        ),
    ]
    tweets = [
        (
            "Evening parking meters start Monday downtown. Here's what you need to know: carverledger.com/parking-qa",
            "2h",
        ),
        ("Westbound Route 9 closed at Mill Creek bridge after crash; use Harlan Ave. #CarverTraffic", "3h"),
        ("School board votes 6-1 to keep later start time for high schools next year.", "5h"),
        ("PHOTOS: Riverside Jazz Walk drew a record crowd Saturday night.", "20h"),
    ]
    css = """
body{margin:0;background:#fff;font-family:Georgia,'Times New Roman',serif;color:#222}
a{color:#174f85;text-decoration:none}a:hover{text-decoration:underline}
.wrap{width:984px;margin:0 auto}
#masthead{border-bottom:1px solid #ccc;padding:12px 0 6px;text-align:center}
#masthead .logo{font:bold 44px 'Times New Roman',serif;letter-spacing:-1px;color:#111}
#masthead .date{font:11px Arial,sans-serif;color:#777}
#sections{border-bottom:3px double #ccc;font:bold 12px Arial,sans-serif;text-transform:uppercase;text-align:center;padding:8px 0}
#sections a{color:#333;margin:0 9px}
#content{overflow:hidden;padding:20px 0}
#story{float:left;width:640px}
#rail{float:right;width:300px;font-family:Arial,sans-serif;font-size:13px}
.kicker{font:bold 12px Arial,sans-serif;color:#b4121b;text-transform:uppercase}
h1{font-size:34px;line-height:1.15;margin:6px 0 12px}
.deck{font-size:18px;color:#555;line-height:1.4;margin:0 0 12px}
.byline{font:12px Arial,sans-serif;color:#555;border-top:1px solid #ddd;padding:8px 0}
.byline strong{color:#222}
.tools{font:12px Arial,sans-serif;margin:8px 0 16px}
.tools a{margin-right:10px}
.body p{font-size:16px;line-height:1.6}
.body h3{font:bold 17px Arial,sans-serif;margin:24px 0 4px;color:#111}
.bio{border-top:3px solid #222;border-bottom:1px solid #ddd;margin:28px 0;padding:12px 0;overflow:hidden;font:13px Arial,sans-serif}
.bio img{float:left;margin:0 12px 0 0}
.bio h4{margin:0 0 4px;font-size:14px}
.related h3,.rail-box h3{font:bold 13px Arial,sans-serif;text-transform:uppercase;border-bottom:2px solid #b4121b;padding-bottom:4px;margin:0 0 8px}
.related ul{list-style:none;margin:0;padding:0}
.related li{margin:0 0 14px;overflow:hidden}
.related .date{font:11px Arial,sans-serif;color:#888;display:block}
.related .hed{font-weight:bold;font-size:15px}
.related p{margin:2px 0 0;font-size:14px;color:#444}
.closed{font:italic 13px Arial,sans-serif;color:#666;background:#f5f5f5;padding:10px;margin:20px 0}
.rail-box{margin:0 0 24px}
.tweet{border-bottom:1px solid #eee;padding:8px 0}
.tweet .who{font-weight:bold}
.tweet .handle,.tweet time{color:#888;font-size:11px}
.tweet p{margin:4px 0 0}
.mostpop li{margin:0 0 8px}
.ad{background:#f2f2f2;height:250px;text-align:center;line-height:250px;font-size:10px;color:#aaa}
#footer{border-top:1px solid #ccc;padding:16px 0;font:11px Arial,sans-serif;color:#777;text-align:center}
"""
    body_qa = "".join(f"<h3>{esc(q)}</h3><p>{esc(a)}</p>" for q, a in qa)
    arch = "".join(
        f'<li><span class="date">{esc(d)}</span><a class="hed" href="/archives/{slug(h)}">{esc(h)}</a><p>{esc(x)}</p></li>'
        for d, h, x in archive
    )
    tw = "".join(
        f'<div class="tweet"><span class="who">Carver Ledger Metro</span> <span class="handle">@LedgerMetro</span> · <time>{ago}</time><p>{esc(t)}</p></div>'
        for t, ago in tweets
    )
    secs = "".join(
        f'<a href="/{slug(s)}/">{s}</a>'
        for s in ["News", "Local", "Business", "Sports", "Opinion", "Life", "Obituaries", "Classifieds"]
    )
    body = f"""<div class="wrap">
<div id="masthead"><div class="logo">The Carver Ledger</div><div class="date">Sunday, July 21, 2013 · Today's paper · Subscribe</div></div>
<div id="sections">{secs}</div>
<div id="content">
<div id="story">
<div class="kicker">Local · Q&amp;A</div>
<h1>Evening parking meters start Monday: what drivers need to know</h1>
<p class="deck">Downtown and Riverside meters will run until 9 p.m. We answer the most common questions readers sent us this week.</p>
<div class="byline">By <strong>Kendra Lowe</strong>, Staff Writer · Posted July 21, 2013, 5:00 a.m. · Updated July 21, 2013, 9:42 a.m.</div>
<div class="tools"><a href="/email">E-mail</a><a href="/print">Print</a><a href="/share/facebook">Facebook 214</a><a href="/share/twitter">Twitter 58</a></div>
<div class="body">
<p>After years of debate, the city's plan to charge for parking in the evening takes effect Monday. Since the council approved it in June, our newsroom has received dozens of questions by e-mail and phone. Here are the answers to the most common ones.</p>
{body_qa}
<p><em>Have another question about the parking changes? E-mail metro@carverledger.com and we'll update this story.</em></p>
</div>
<div class="bio"><img src="/_avatar/kendra-lowe.svg" width="70" height="70" alt="Kendra Lowe" /><h4>About Kendra Lowe</h4><p>Kendra Lowe covers City Hall and transportation for The Carver Ledger. She joined the paper in 2009 after four years at the Harlan Valley Times. Reach her at 555-0147 or klowe@carverledger.com, or follow her on Twitter, @kendralowe.</p></div>
<div class="related"><h3>From the archives</h3><ul>{arch}</ul></div>
<p class="closed">Comments are closed for this story.</p>
</div>
<div id="rail">
<div class="rail-box ad">Advertisement</div>
<div class="rail-box mostpop"><h3>Most popular</h3>{ul(["Evening parking meters start Monday: what drivers need to know", "Mill Creek bridge repairs to close Route 9 for a month", "Riverside Jazz Walk draws record crowd", "Police: man arrested after chase through Elm Park", "Carver High football coach resigns"], "", "/local/", "ol")}</div>
<div class="rail-box"><h3>@LedgerMetro on Twitter</h3>{tw}<p><a href="https://twitter.com/LedgerMetro">Follow @LedgerMetro</a></p></div>
</div>
</div>
<div id="footer">© 2013 The Carver Ledger · <a href="/contact">Contact us</a> · <a href="/privacy">Privacy policy</a> · <a href="/terms">Terms of use</a> · <a href="/advertise">Advertise</a></div>
</div>"""
    html = page(
        "Evening parking meters start Monday: what drivers need to know",
        "The Carver Ledger",
        "en-US",
        css,
        body,
        doctype="html5",
        sep=" | ",
    )
    return make(
        "el-plain-en-metro-parking",
        "lookalike",
        "en",
        html,
        [],
        path="/local/2013/07/21/evening-parking-meters-qa",
        container="-",
        heading=None,
        description="An American metro daily of July 2013: a Q&A explainer (5 questions and answers in the body) with byline, share counts, an author bio box, 'From the archives' (3 stories with dates and excerpts) and 'Comments are closed for this story.' under a story that never had any; the rail's most popular list and '@LedgerMetro on Twitter' (4 tweets with relative times printed by the server); no reader comment.",
        lookalikes=(
            "the article's 5 questions and answers",
            "'From the archives': 3 dated excerpts",
            "'@LedgerMetro on Twitter': 4 tweets",
            "an author bio box",
        ),
    )


def plain4_el() -> list[Case]:
    return [pl_listy(), en_metro()]
