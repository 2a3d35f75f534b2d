"""Blind set ec: two article pages without any reader discussion whose furniture holds lists that look like one, as a
crawler saved them: a Polish town portal of 2010 (a layout of tables; the discussion of this article switched off; a
"latest comments" box quoting readers on other articles with names and times; the forum's newest posts) and an
American TV station's site of 2013 (viewers' storm photos with captions, names and towns; the news team's tweets
printed as HTML with names, handles and times; school closings). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ec_common import Case, ent, make

# --------------------------------------------------------------------------- pl: a town portal, 2010 (tables)


def pl_obwodnica() -> Case:
    latest = [
        (
            "Kazik z Górek",
            "20.09.2010, 19:44",
            "Remont dworca PKS potrwa do wiosny",
            "Przecież mówili, że do grudnia będzie gotowe. Jak zwykle.",
        ),
        (
            "ewa_zalesie",
            "20.09.2010, 18:02",
            "Dożynki gminne w Starej Wsi – zdjęcia",
            "Piękne wieńce w tym roku, gratulacje dla pań z KGW!",
        ),
        (
            "Mietek",
            "20.09.2010, 16:30",
            "Radni podnoszą opłaty za śmieci",
            "A usługi dalej takie same, kontener pod blokiem pełny od tygodnia.",
        ),
        (
            "obserwator",
            "20.09.2010, 14:15",
            "Remont dworca PKS potrwa do wiosny",
            "Niech najpierw zrobią toalety, to będzie sukces.",
        ),
        (
            "Ania K.",
            "20.09.2010, 11:58",
            "Nowa sala gimnastyczna przy SP nr 2 otwarta",
            "Nareszcie dzieci nie będą ćwiczyć na korytarzu.",
        ),
    ]
    forum = [
        ("Re: Korki na Kościuszki rano", "zalesianin", "dziś, 20:11"),
        ("Gdzie naprawić rower w Zalesiu?", "rowerzystka", "dziś, 19:02"),
        ("Re: Kto pamięta kino Świt?", "stary_Janek", "dziś, 17:45"),
        ("Zginął pies – okolice ul. Polnej", "Marta_88", "dziś, 15:20"),
    ]
    box_latest = "".join(
        f"""<tr><td style="padding:4px;border-bottom:1px solid #e2e2e2"><font face="Tahoma" size="1"><b>{ent(who)}</b> <font color="#888888">{at}</font><br>
do: <a href="/wiadomosci/{1200 + n}.html">{ent(title)}</a><br><i>&bdquo;{ent(text)}&rdquo;</i></font></td></tr>
"""
        for n, (who, at, title, text) in enumerate(latest)
    )
    box_forum = "".join(
        f'<tr><td style="padding:3px"><font face="Tahoma" size="1"><a href="/forum/temat/{880 + n}">{ent(t)}</a><br>autor: {ent(a)}, {at}</font></td></tr>\n'
        for n, (t, a, at) in enumerate(forum)
    )
    paras = [
        "Generalna Dyrekcja Dróg Krajowych i Autostrad podpisała w piątek umowę na budowę obwodnicy Zalesia Wielkiego. Trasa o długości 9,4 km ominie miasto od zachodu i połączy drogę krajową nr 71 z drogą wojewódzką w kierunku Borowa.",
        "Umowa opiewa na 312 mln zł. Wykonawca, konsorcjum firm z Krakowa i Wrocławia, ma 30 miesięcy na zakończenie prac. Budowa ma ruszyć jeszcze jesienią od wycinki drzew i przebudowy sieci.",
        "– Czekaliśmy na ten dzień ponad dziesięć lat. Przez centrum Zalesia przejeżdża dziś 14 tysięcy samochodów na dobę, w tym trzy tysiące ciężarówek – mówił na konferencji burmistrz Andrzej Wróblewski.",
        "Na obwodnicy powstaną dwa węzły, cztery wiadukty i most na rzece Zalesiance. Mieszkańcy ulicy Polnej, przez której pola przebiegnie trasa, otrzymali już decyzje o wywłaszczeniu i odszkodowaniach.",
    ]
    page = f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">
<html>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Jest umowa na obwodnicę Zalesia. Budowa ruszy jesienią - Zalesie24.pl</title>
<meta name="description" content="GDDKiA podpisała umowę na budowę obwodnicy Zalesia Wielkiego. Koszt: 312 mln zł.">
<style type="text/css">
body {{ margin:0; background:#c9d8c5; font-family:Tahoma, Verdana, sans-serif; }}
a {{ color:#2d5a1f; }}
.tytul {{ font:bold 22px Georgia, serif; color:#1e3d14; margin:6px 0; }}
.lead {{ font:bold 13px Tahoma; }}
.tresc {{ font:13px/1.6 Tahoma; }}
</style>
<script type="text/javascript" src="/js/prototype.js"></script>
<script type="text/javascript">var gemius_identifier = 'zal24_art';</script>
</head>
<body>
<table width="980" align="center" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td colspan="3" align="center" style="padding:5px"><img src="/_avatar/baner-hurtownia.svg" width="750" height="100" alt="Reklama"></td></tr>
<tr><td colspan="3" bgcolor="#2d5a1f" style="padding:8px 12px"><a href="/"><img src="/_avatar/logo-zalesie24.svg" width="280" height="48" border="0" alt="Zalesie24.pl - portal miasta i gminy"></a><font face="Tahoma" size="1" color="#ffffff" style="float:right">wtorek, 21 września 2010 &nbsp;|&nbsp; imieniny: Mateusza, Hipolita</font></td></tr>
<tr><td colspan="3" bgcolor="#4f7f3c" style="padding:5px 12px"><font face="Tahoma" size="2"><a href="/" style="color:#fff"><b>Wiadomości</b></a> &nbsp; <a href="/sport/" style="color:#fff"><b>Sport</b></a> &nbsp; <a href="/kultura/" style="color:#fff"><b>Kultura</b></a> &nbsp; <a href="/ogloszenia/" style="color:#fff"><b>Ogłoszenia</b></a> &nbsp; <a href="/forum/" style="color:#fff"><b>Forum</b></a> &nbsp; <a href="/galerie/" style="color:#fff"><b>Galerie</b></a> &nbsp; <a href="/kontakt/" style="color:#fff"><b>Kontakt</b></a></font></td></tr>
<tr>
<td width="600" valign="top" style="padding:12px">
<font face="Tahoma" size="1" color="#888888">Wiadomości &raquo; Zalesie Wielkie &nbsp;|&nbsp; 21.09.2010, 07:40 &nbsp;|&nbsp; aktualizacja: 21.09.2010, 09:15</font>
<h1 class="tytul">Jest umowa na obwodnicę Zalesia. Budowa ruszy jesienią</h1>
<p class="lead">{ent("Po ponad dziesięciu latach starań miasto doczeka się obwodnicy. W piątek GDDKiA podpisała umowę z wykonawcą. Kierowcy pojadą nową trasą najpóźniej w 2013 roku.")}</p>
<table align="right" cellpadding="0" cellspacing="0" width="250" style="margin:0 0 8px 10px"><tr><td><img src="/_avatar/mapa-obwodnicy.svg" width="250" height="200" alt="Przebieg obwodnicy"><br><font size="1" color="#666">Przebieg obwodnicy (mat. GDDKiA)</font></td></tr></table>
<div class="tresc">{"".join(f"<p>{ent(p)}</p>" for p in paras)}</div>
<p><font face="Tahoma" size="1">Tekst: <b>Tomasz Grabowski</b> &nbsp;|&nbsp; <a href="/drukuj/1207">drukuj</a> &nbsp;|&nbsp; <a href="/wyslij/1207">wyślij znajomemu</a> &nbsp;|&nbsp; <a href="http://www.facebook.example/sharer.php?u=1207">Facebook</a> &nbsp;|&nbsp; <a href="http://wykop.example/dodaj?url=1207">Wykop</a></font></p>
<table width="100%" cellpadding="6" cellspacing="0" style="border:1px solid #d5dcd2;background:#f3f6f1"><tr><td><font face="Tahoma" size="2"><b>Opinie czytelników</b></font><br><font face="Tahoma" size="1" color="#777777">Możliwość dodawania opinii pod tym artykułem została wyłączona przez redakcję.</font></td></tr></table>
<br><font face="Tahoma" size="2"><b>Zobacz także:</b></font>
<ul><li><font size="2"><a href="/wiadomosci/1190.html">Obwodnica: mieszkańcy Polnej protestują</a></font></li><li><font size="2"><a href="/wiadomosci/1144.html">Ruch ciężarówek w centrum – pomiary</a></font></li><li><font size="2"><a href="/wiadomosci/1102.html">Burmistrz: obwodnica to priorytet</a></font></li></ul>
</td>
<td width="10"></td>
<td width="330" valign="top" bgcolor="#f3f6f1" style="padding:10px">
<img src="/_avatar/reklama-okna.svg" width="300" height="250" alt="Reklama"><br><br>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #d5dcd2"><tr><td bgcolor="#4f7f3c" style="padding:4px"><font face="Tahoma" size="2" color="#ffffff"><b>Ostatnie komentarze</b></font></td></tr>
{box_latest}</table><br>
<table width="100%" cellpadding="0" cellspacing="0" style="border:1px solid #d5dcd2"><tr><td bgcolor="#4f7f3c" style="padding:4px"><font face="Tahoma" size="2" color="#ffffff"><b>Forum &ndash; najnowsze wpisy</b></font></td></tr>
{box_forum}</table><br>
<table width="100%" cellpadding="4" cellspacing="0" style="border:1px solid #d5dcd2"><tr><td bgcolor="#4f7f3c"><font face="Tahoma" size="2" color="#ffffff"><b>Pogoda</b></font></td></tr><tr><td><font face="Tahoma" size="1">Dziś: 16&deg;C, zachmurzenie umiarkowane<br>Jutro: 14&deg;C, przelotny deszcz</font></td></tr></table>
</td>
</tr>
<tr><td colspan="3" bgcolor="#2d5a1f" style="padding:8px 12px"><font face="Tahoma" size="1" color="#dddddd">&copy; 2007-2010 Zalesie24.pl &nbsp;|&nbsp; <a href="/regulamin/" style="color:#fff">Regulamin</a> &nbsp;|&nbsp; <a href="/reklama/" style="color:#fff">Reklama</a> &nbsp;|&nbsp; <a href="/redakcja/" style="color:#fff">Redakcja</a></font></td></tr>
</table>
</body>
</html>
"""
    return make(
        "ec-plain-pl-zalesie-obwodnica",
        "lookalike",
        "pl",
        page,
        [],
        path="/wiadomosci/1207-jest-umowa-na-obwodnice-zalesia.html",
        container="-",
        heading=None,
        description="A Polish town portal of September 2010 in a layout of tables with <font> tags: a bypass-road story whose readers' opinions are switched off ('Możliwość dodawania opinii ... została wyłączona'); in the rail, 'Ostatnie komentarze' quoting 5 readers on other articles (name, time, article, quoted words) and the forum's 4 newest posts (title, author, time); no reader discussion of this article.",
        lookalikes=(
            "'Ostatnie komentarze': 5 readers' words on other articles, with names and times",
            "'Forum – najnowsze wpisy': 4 posts with author and time",
        ),
    )


# --------------------------------------------------------------------------- en: a TV station's site, 2013


def en_ice_storm() -> Case:
    photos = [
        ("Ice on the power lines along Route 9, just outside Pellston.", "Diane Krause", "Pellston"),
        (
            "Our maple lost half its branches overnight. Everyone is OK.",
            "Mark & Lisa Oberholtzer",
            "Cedar Hollow",
        ),
        (
            "The kids made the best of it – sledding on the ice in the back yard.",
            "Jason Whitley",
            "North Fenwick",
        ),
        ("Crews from Ohio working on our street at 6 a.m. Thank you!", "Brenda Sykes", "Fenwick"),
        ("Frozen fountain in Courthouse Square this morning.", "Tom Albers", "Fenwick"),
    ]
    tweets = [
        (
            "Meteorologist Kyle Brandt",
            "@KyleBrandtWX",
            "5:42 AM",
            "Freezing rain ends from west to east by 10 a.m. Temps stay below 32 until Thursday afternoon, so the ice isn't going anywhere today. #WFNKwx",
        ),
        (
            "Anchor Rachel Ortiz",
            "@RachelOrtizTV",
            "6:15 AM",
            "Fenwick County Sheriff says Route 9 is closed between Pellston and the county line. Trees and lines down. Please stay off the roads.",
        ),
        (
            "Reporter Devin Hale",
            "@DevinHaleNews",
            "6:58 AM",
            "At the warming center at Fenwick Middle School. About 40 people here so far, cots and hot coffee. Open until power is back.",
        ),
        (
            "WFNK News 7",
            "@WFNK7",
            "7:20 AM",
            "Power outage map: 38,400 customers without power in our viewing area. Latest on air and online now.",
        ),
    ]
    closings = [
        ("Fenwick County Schools", "Closed"),
        ("Pellston Area Schools", "Closed"),
        ("St. Brigid Catholic School", "Closed"),
        ("Fenwick Community College", "Opening at 11 a.m."),
        ("Cedar Hollow Public Library", "Closed"),
    ]
    ph = "".join(
        f'<li class="ugc-photo"><a href="/weather/your-photos/{4410 + n}"><img src="/_avatar/ice{n}.jpg.svg" width="180" height="120" alt=""></a>'
        f'<p class="caption">{ent(cap)}</p><p class="credit">Submitted by {ent(who)}, {ent(town)}</p></li>\n'
        for n, (cap, who, town) in enumerate(photos)
    )
    tw = "".join(
        f'<li class="tweet"><img class="tw-avatar" src="/_avatar/tw{n}.svg" width="36" height="36" alt=""><div class="tw-body">'
        f'<span class="tw-name">{ent(name)}</span> <span class="tw-handle">{handle}</span> <span class="tw-time">{at}</span>'
        f'<p class="tw-text">{ent(text)}</p><span class="tw-actions"><a href="#">Reply</a> <a href="#">Retweet</a> <a href="#">Favorite</a></span></div></li>\n'
        for n, (name, handle, at, text) in enumerate(tweets)
    )
    cl = "".join(f"<tr><td>{ent(a)}</td><td><b>{ent(b)}</b></td></tr>" for a, b in closings)
    paras = [
        "An ice storm that coated much of the viewing area overnight left more than 38,000 homes and businesses without power Tuesday morning, and utility officials say some customers may not have electricity back until Friday.",
        "Up to half an inch of ice accumulated on trees and power lines in Fenwick and Pellston counties. Midland Power &amp; Light said it had 140 crews working, including line workers brought in from Ohio and Indiana.",
        "“This is the worst ice we’ve had since 2007,” said utility spokeswoman Carla Mendez. “We are asking people to be patient and to stay away from downed lines.”",
        "Fenwick County opened a warming center at Fenwick Middle School, 300 W. Maple St. The Red Cross is also operating a shelter at First Methodist Church in Pellston.",
    ]
    page = f"""<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="X-UA-Compatible" content="IE=edge">
<title>Ice storm leaves 38,000 without power; some outages could last until Friday - WFNK News 7 - Fenwick, Pellston, Cedar Hollow</title>
<meta name="description" content="An ice storm left more than 38,000 homes and businesses without power.">
<meta property="og:site_name" content="WFNK News 7">
<link rel="stylesheet" href="/global/css/wfnk-2013.css">
<style>
body{{margin:0;background:#dde3ea;font:13px Arial,Helvetica,sans-serif}} #wrap{{width:1000px;margin:0 auto;background:#fff}}
#hdr{{background:#0b2a4a;color:#fff;padding:10px 16px}} #nav{{background:#c8102e}} #nav a{{color:#fff;font-weight:bold;display:inline-block;padding:8px 12px;text-decoration:none}}
#story{{float:left;width:640px;padding:16px}} #rail{{float:right;width:310px;padding:16px 16px 0 0}}
.headline{{font:bold 28px Georgia,serif}} .byline{{color:#666}} .abridged{{font-size:15px;line-height:1.6}}
.ugc-photos{{list-style:none;padding:0;overflow:hidden}} .ugc-photo{{float:left;width:190px;margin:0 10px 10px 0}} .caption{{margin:4px 0}} .credit{{color:#777;font-size:11px;margin:0}}
.tweets{{list-style:none;padding:0}} .tweet{{overflow:hidden;border-bottom:1px solid #e5e5e5;padding:6px 0}} .tw-avatar{{float:left;margin-right:8px}} .tw-name{{font-weight:bold}} .tw-handle,.tw-time{{color:#888}} .tw-text{{margin:2px 0}} .tw-actions a{{color:#888;font-size:11px;margin-right:6px}}
#ftr{{clear:both;background:#0b2a4a;color:#aab;padding:14px 16px;font-size:11px}}
</style>
<script src="/global/js/jquery-1.8.3.min.js"></script>
<script>var wfnkAds={{zone:"news/local",story:"23411876"}};</script>
</head>
<body>
<div id="wrap">
<div style="text-align:center;padding:6px;background:#eee"><img src="/_avatar/leader-ford-dealer.svg" width="728" height="90" alt="Advertisement"></div>
<div id="hdr"><a href="/"><img src="/_avatar/logo-wfnk7.svg" width="200" height="60" alt="WFNK News 7"></a> <span style="float:right">28&deg; Fenwick &middot; Freezing rain &middot; <a href="/weather/alerts" style="color:#ffcc00">3 weather alerts</a></span></div>
<div id="nav"><a href="/">Home</a><a href="/news">News</a><a href="/weather">Weather</a><a href="/sports">Sports</a><a href="/video">Video</a><a href="/closings">Closings</a><a href="/7-on-your-side">7 On Your Side</a><a href="/community">Community</a><a href="/contests">Contests</a></div>
<div id="story">
<h1 class="headline">Ice storm leaves 38,000 without power; some outages could last until Friday</h1>
<p class="byline">By Devin Hale, WFNK News 7 &middot; Posted: Feb 26, 2013 5:30 AM EST &middot; Updated: Feb 26, 2013 7:48 AM EST</p>
<div class="share"><a href="#">Share on Facebook</a> (212) &middot; <a href="#">Tweet</a> (64) &middot; <a href="#">Email</a> &middot; <a href="#">Print</a></div>
<div class="video"><img src="/_avatar/video-ice-storm.svg" width="620" height="349" alt="Video: ice storm damage"></div>
<div class="abridged">{"".join(f"<p>{p}</p>" for p in paras)}</div>
<p><b>Copyright 2013 WFNK. All rights reserved.</b></p>
<h3>Your ice storm photos</h3>
<p>Send us your pictures: <a href="mailto:photos@wfnk.example">photos@wfnk.example</a> or upload them <a href="/weather/your-photos/upload">here</a>.</p>
<ul class="ugc-photos">
{ph}</ul>
<div class="taboola" style="border-top:1px solid #ddd;padding-top:8px"><b>Around the Web</b> <span style="font-size:10px;color:#999">Sponsored Content</span><ul><li><a href="#">Homeowners Are Switching To This Heating Trick</a></li><li><a href="#">10 Cars That Handle Ice Best</a></li></ul></div>
</div>
<div id="rail">
<img src="/_avatar/mpu-hardware-store.svg" width="300" height="250" alt="Advertisement">
<h3>School closings &amp; delays</h3>
<table width="100%" cellpadding="3">{cl}</table>
<p><a href="/closings">See all 214 closings</a></p>
<h3>From our newsroom on Twitter</h3>
<ul class="tweets">
{tw}</ul>
<h3>Most Popular</h3>
<ol><li><a href="/story/23411876">Ice storm leaves 38,000 without power</a></li><li><a href="/story/23409911">Man charged in Pellston gas station robbery</a></li><li><a href="/story/23408102">Fenwick council approves new fire station</a></li></ol>
</div>
<div id="ftr">All content &copy; Copyright 2000 - 2013 WFNK-TV and Lakeshore Broadcasting. All Rights Reserved. <a href="/privacy" style="color:#fff">Privacy Policy</a> | <a href="/terms" style="color:#fff">Terms of Service</a> | <a href="/eeo" style="color:#fff">EEO Report</a> | <a href="/fcc" style="color:#fff">FCC Public File</a></div>
</div>
</body>
</html>
"""
    return make(
        "ec-plain-en-wfnk-ice-storm",
        "lookalike",
        "en",
        page,
        [],
        path="/story/23411876/ice-storm-leaves-38000-without-power",
        container="-",
        heading=None,
        description="An American TV station's site of February 2013 (video, share counts, adverts, sponsored links, most popular): an ice-storm story with viewers' photos (caption, 'Submitted by NAME, Town'), the newsroom's tweets printed as HTML (name, handle, time, text, Reply/Retweet/Favorite) and school closings; no reader discussion anywhere.",
        lookalikes=(
            "'Your ice storm photos': 5 captions submitted by viewers with name and town",
            "'From our newsroom on Twitter': 4 tweets with name, handle and time",
        ),
    )


def plain_ec() -> list[Case]:
    return [pl_obwodnica(), en_ice_storm()]
