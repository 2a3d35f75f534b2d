"""Blind set ea: two discussions whose replies are shown only by indentation on flat siblings: a Dutch regional news
site of 2016 that indents each reaction with an inline ``style="margin-left:Npx"``, and a German town blog of 2013 whose
flat list marks each entry's level only by a ``depth-N`` class. Every name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ea_common import Case, esc, jsonld, make, paras, talk

# --------------------------------------------------------------------------- nl: a regional news site, 2016 (margin-left)


def nl_molens() -> Case:
    cs = talk("""
Henk Dijkstra @ 8 maart 2016 09:12 ~ 2016-03-08T09:12:00+01:00 :: Drie turbines van 200 meter op nog geen kilometer van de Zuiderwijk. Niemand in de wijk heeft een brief gehad, we moesten het uit de krant halen.
>Marloes @ 8 maart 2016 09:40 ~ 2016-03-08T09:40:00+01:00 :: Er is wel een informatieavond geweest, in november in het dorpshuis. Ik was er zelf bij, er zaten hooguit dertig mensen.
>>Henk Dijkstra @ 8 maart 2016 10:05 ~ 2016-03-08T10:05:00+01:00 :: Een avond die in een huis-aan-huisblad werd aangekondigd dat bij ons niet eens bezorgd wordt. Dan weet je het dus niet.
>>>Gerrit van Loon @ 8 maart 2016 10:31 ~ 2016-03-08T10:31:00+01:00 :: Bij ons in de Molenstraat ook nooit bezorgd. Stond wel op de site van de gemeente, maar wie kijkt daar nou.
>Anouk Brouwer @ 8 maart 2016 11:18 ~ 2016-03-08T11:18:00+01:00 :: Honderdveertig meter ashoogte staat er in het artikel, geen 200. Met de wieken erbij kom je op 200, dat klopt.
Windboer Klaas @ 8 maart 2016 09:55 ~ 2016-03-08T09:55:00+01:00 :: Wij doen als boerenfamilie mee aan de coöperatie. De opbrengst blijft in de streek en omwonenden kunnen voor 250 euro een aandeel kopen. Dat zou ik graag ook eens in de krant lezen.
>Pieter S. @ 8 maart 2016 10:47 ~ 2016-03-08T10:47:00+01:00 :: Makkelijk praten als je er zelf geld aan verdient Klaas.
>>Windboer Klaas @ 8 maart 2016 11:02 ~ 2016-03-08T11:02:00+01:00 :: Daarom noem ik het er ook bij, Pieter. Iedereen mag meedoen, dat is het hele punt van een coöperatie.
>>Ria Kuipers @ 8 maart 2016 12:26 ~ 2016-03-08T12:26:00+01:00 :: Er gaat toch ook een deel naar een gebiedsfonds? Daar is vorig jaar het speeltuintje in Oosterend van betaald.
>Jelle @ 8 maart 2016 13:40 ~ 2016-03-08T13:40:00+01:00 :: Hoe zit het met de slagschaduw? In Noordhoek staan ze al jaren en daar klagen mensen er 's winters nog steeds over.
Ingrid Wassenaar @ 8 maart 2016 10:20 ~ 2016-03-08T10:20:00+01:00 :: Ik snap het gemopper wel, maar ergens moet de stroom vandaan komen. Liever dit dan nog een gascentrale of nog dieper boren in Groningen.
Familie Bos @ 8 maart 2016 14:02 ~ 2016-03-08T14:02:00+01:00 :: Wij hebben ons huis vorig jaar te koop gezet en de makelaar zei al dat de plannen de prijs drukken. Wie betaalt ons dat verschil?
>Marloes @ 8 maart 2016 14:30 ~ 2016-03-08T14:30:00+01:00 :: Daar is een regeling voor planschade, daar kun je een aanvraag voor indienen bij de gemeente zodra het bestemmingsplan vastligt.
T. Hoekstra @ 8 maart 2016 16:45 ~ 2016-03-08T16:45:00+01:00 :: Jammer dat het college het besluit neemt in de week van de voorjaarsvakantie. Dan is de helft van de raad weg.
Bert @ 8 maart 2016 19:08 ~ 2016-03-08T19:08:00+01:00 :: Op 21 maart is de inspraakavond in het gemeentehuis, half acht. Ga er heen en zeg wat je ervan vindt, dan kan niemand achteraf zeggen dat het niet bekend was.
""")
    entries = []
    for i, c in enumerate(cs):
        ml = 40 * c.depth
        entries.append(
            f'<div class="reactie" id="reactie-{310482 + i * 5}" style="margin-left:{ml}px">'
            f'<div class="reactie-kop"><img class="avatar" src="/_avatar/anoniem.svg" width="32" height="32" alt="" />'
            f'<span class="naam">{esc(c.who)}</span> <span class="tijd">{esc(c.at)}</span></div>'
            f'<div class="reactie-tekst">{paras(c.body)}</div>'
            f'<div class="reactie-acties"><a href="#" class="reageer" data-id="{310482 + i * 5}">Reageer</a>'
            f' <a href="#" class="duim" data-id="{310482 + i * 5}">&#128077; {(i * 5 + 2) % 23}</a>'
            f' <a href="/melden/{310482 + i * 5}" class="meld">Meld misbruik</a></div></div>'
        )
    title = "College wil drie windturbines langs de Ringvaart bij Veenwolde"
    html = f"""<!DOCTYPE html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{esc(title)} - Dagblad Noordoost</title>
<meta name="description" content="Het college van Veenwolde wil meewerken aan drie windturbines langs de Ringvaart. Omwonenden van de Zuiderwijk zijn verrast.">
<meta property="og:type" content="article">
<meta property="og:title" content="{esc(title)}">
<meta property="og:site_name" content="Dagblad Noordoost">
<meta property="article:published_time" content="2016-03-08T06:00:00+01:00">
<meta name="twitter:card" content="summary_large_image">
{jsonld("NewsArticle", title, "2016-03-08T06:00:00+01:00", "Sietske Hofman", "Dagblad Noordoost")}
<style>
body{{margin:0;font-family:'Open Sans',Arial,sans-serif;color:#222;background:#f2f2f2}}
.cookiebalk{{position:fixed;bottom:0;left:0;right:0;background:#222;color:#fff;padding:12px 20px;font-size:14px;z-index:9}}.cookiebalk button{{background:#e30613;color:#fff;border:0;padding:6px 14px;margin-left:10px}}
.kop{{background:#e30613}}.kop .binnen{{max-width:1020px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;padding:10px 15px;color:#fff}}
.logo{{font:800 28px 'Open Sans',Arial;color:#fff;text-decoration:none}}.menu{{background:#fff;border-bottom:1px solid #ddd}}.menu ul{{max-width:1020px;margin:0 auto;padding:0 15px;list-style:none;display:flex;gap:18px}}.menu a{{display:block;padding:10px 0;color:#222;text-decoration:none;font-weight:600}}
.pagina{{max-width:1020px;margin:20px auto;display:flex;gap:30px;padding:0 15px}}.hoofd{{flex:1;background:#fff;padding:24px}}.zij{{width:300px}}
.rubriek{{color:#e30613;font-weight:700;text-transform:uppercase;font-size:13px}}h1{{font-size:32px;line-height:1.2;margin:6px 0 14px}}
.intro{{font-weight:700;font-size:18px}}.auteur{{font-size:13px;color:#777;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:8px 0;margin:14px 0}}
.deel a{{display:inline-block;padding:6px 12px;margin-right:6px;color:#fff;font-size:13px;text-decoration:none;border-radius:3px}}.fb{{background:#3b5998}}.tw{{background:#1da1f2}}.wa{{background:#25d366}}
.artikeltekst p{{font-size:17px;line-height:1.65}}.reacties{{margin-top:36px;border-top:3px solid #e30613;padding-top:12px}}.reacties h2{{font-size:22px}}
.reactie{{border-bottom:1px solid #e5e5e5;padding:10px 0}}.reactie-kop{{font-size:13px;color:#777}}.avatar{{vertical-align:middle;border-radius:50%;margin-right:8px}}.naam{{font-weight:700;color:#222}}
.reactie-tekst p{{margin:6px 0 6px 40px;font-size:15px}}.reactie-acties{{margin-left:40px;font-size:12px}}.reactie-acties a{{color:#999;margin-right:12px;text-decoration:none}}
.blok{{background:#fff;padding:14px;margin-bottom:20px}}.blok h3{{margin:0 0 8px;font-size:16px;border-bottom:2px solid #e30613;padding-bottom:4px}}.blok ol{{padding-left:20px;margin:0}}.blok li{{margin:6px 0}}
.advertentie{{background:#fff;text-align:center;padding:8px;margin-bottom:20px;font-size:10px;color:#aaa}}
.voet{{background:#333;color:#bbb;padding:30px 15px;font-size:13px}}.voet .binnen{{max-width:1020px;margin:0 auto;display:flex;justify-content:space-between}}.voet a{{color:#ddd}}
</style>
</head>
<body>
<div class="kop"><div class="binnen"><a class="logo" href="/">Dagblad Noordoost</a><span>Dinsdag 8 maart 2016 · <a href="/weer" style="color:#fff">7°C, buien</a> · <a href="/abonneren" style="color:#fff">Abonneren</a> · <a href="/inloggen" style="color:#fff">Inloggen</a></span></div></div>
<nav class="menu"><ul><li><a href="/">Voorpagina</a></li><li><a href="/regio">Regio</a></li><li><a href="/veenwolde">Veenwolde</a></li><li><a href="/sport">Sport</a></li><li><a href="/economie">Economie</a></li><li><a href="/cultuur">Cultuur</a></li><li><a href="/112">112</a></li><li><a href="/familieberichten">Familieberichten</a></li></ul></nav>
<div class="pagina">
<main class="hoofd">
<article>
<div class="rubriek">Veenwolde</div>
<h1>{esc(title)}</h1>
<p class="intro">Het college van Veenwolde wil meewerken aan drie windturbines langs de Ringvaart. Omwonenden van de Zuiderwijk zijn verrast.</p>
<div class="auteur">Sietske Hofman · <time datetime="2016-03-08T06:00:00+01:00">8 maart 2016, 06:00</time></div>
<div class="deel"><a class="fb" href="https://www.facebook.com/sharer/sharer.php?u=">Delen</a><a class="tw" href="https://twitter.com/intent/tweet?url=">Tweeten</a><a class="wa" href="whatsapp://send?text=">WhatsApp</a></div>
<div class="artikeltekst">
<p>De turbines krijgen een ashoogte van 140 meter en komen op landbouwgrond tussen de Ringvaart en de provinciale weg. Ze worden gebouwd door Windcoöperatie Veenwolde-Oost, waarin een twintigtal boerenfamilies samenwerkt.</p>
<p>Wethouder Johan Mulder (duurzaamheid) noemt het plan 'een kans om de energie in de streek te houden'. Omwonenden kunnen aandelen kopen, en een deel van de opbrengst gaat naar een gebiedsfonds voor de dorpen.</p>
<p>In de Zuiderwijk, op ongeveer negenhonderd meter afstand, zijn veel bewoners verrast door het besluit. 'We hebben er nooit iets over gehoord', zegt een bewoner van de Lijsterbeslaan.</p>
<p>De gemeenteraad neemt in april een definitief besluit. Op 21 maart houdt de gemeente een inspraakavond in het gemeentehuis.</p>
</div>
</article>
<section class="reacties" id="reacties">
<h2>Reacties (15)</h2>
<p style="font-size:13px;color:#777">Reageren kan tot 24 uur na publicatie. <a href="/huisregels">Lees onze huisregels</a>.</p>
{"".join(entries)}
<form class="reageerformulier" action="/reageren" method="post" style="margin-top:20px"><label for="r">Jouw reactie</label><br><textarea id="r" name="tekst" rows="4" style="width:100%"></textarea><br><button type="submit">Plaats reactie</button></form>
</section>
</main>
<aside class="zij">
<div class="advertentie">Advertentie<br><img src="/_avatar/rabo_300x250.svg" width="300" height="250" alt=""></div>
<div class="blok"><h3>Meest gelezen</h3><ol><li><a href="/regio/brand-in-boerderij-oosterend">Grote brand in boerderij Oosterend</a></li><li><a href="/veenwolde/drie-windturbines-ringvaart">College wil drie windturbines langs de Ringvaart</a></li><li><a href="/sport/sc-veenwolde-wint-derby">SC Veenwolde wint derby in blessuretijd</a></li><li><a href="/regio/n355-weekend-dicht">N355 weekend dicht voor asfalt</a></li><li><a href="/cultuur/toneelvereniging-100-jaar">Toneelvereniging Kunst na Arbeid bestaat 100 jaar</a></li></ol></div>
<div class="blok"><h3>Net binnen</h3><ol><li>14:20 <a href="/112/aanrijding-fietser">Fietser gewond bij aanrijding op rotonde</a></li><li>13:55 <a href="/economie/bakkerij-sluit">Bakkerij Wiersma sluit na 62 jaar</a></li><li>12:10 <a href="/regio/ijsbaan">IJsbaan blijft dit jaar dicht</a></li></ol></div>
</aside>
</div>
<footer class="voet"><div class="binnen"><span>© 2016 Dagblad Noordoost B.V.</span><span><a href="/colofon">Colofon</a> · <a href="/privacy">Privacy</a> · <a href="/cookies">Cookiebeleid</a> · <a href="/adverteren">Adverteren</a> · <a href="/contact">Contact</a></span></div></footer>
<div class="cookiebalk">Dagblad Noordoost gebruikt cookies om de site goed te laten werken en advertenties af te stemmen. <a href="/cookies" style="color:#fff">Meer informatie</a><button type="button">Akkoord</button></div>
</body>
</html>
"""
    return make(
        "ea-nl-veenwolde-turbines",
        "discussion",
        "nl",
        html,
        cs,
        path="/veenwolde/college-wil-drie-windturbines-langs-de-ringvaart-bij-veenwolde",
        container="section#reacties under 'Reacties (15)': flat sibling div.reactie entries in tree order, each with an inline style margin-left of 40 x depth px (span.naam, span.tijd, div.reactie-tekst > p, Reageer / thumbs / Meld misbruik)",
        heading="Reacties (15)",
        description="A Dutch regional news site of March 2016 (red header, weather, share buttons, most read, 'Net binnen' feed, advert, a cookie bar): 15 reactions as flat sibling divs whose replies are shown only by an inline margin-left of 40, 80 or 120 px (four levels), default avatars, thumbs counts. Never says 'comment'.",
    )


# --------------------------------------------------------------------------- de: a town blog, 2013 (depth class)


def de_bibliothek() -> Case:
    cs = talk("""
Ulrike Brenner @ 4. Juni 2013 um 08:47 ~ 2013-06-04T08:47:00+02:00 :: Endlich! Ich arbeite bis 18 Uhr in Hallstedt und habe es unter der Woche nie in die Bücherei geschafft. Sonntags mit den Kindern hin, das wäre ein Traum.
>Jörg Kampmann @ 4. Juni 2013 um 09:15 ~ 2013-06-04T09:15:00+02:00 :: Und wer steht dann sonntags da? Die Mitarbeiterinnen haben auch Familie. Ehrenamtliche an der Ausleihe halte ich für keine gute Lösung.
>>Ulrike Brenner @ 4. Juni 2013 um 09:32 ~ 2013-06-04T09:32:00+02:00 :: Im Artikel steht, dass sonntags nur die Selbstverbuchung läuft und der Förderverein die Aufsicht macht. Da muss niemand vom Personal kommen.
>>>Jörg Kampmann @ 4. Juni 2013 um 10:05 ~ 2013-06-04T10:05:00+02:00 :: Gut, das hatte ich überlesen. Dann nehme ich das zurück.
>>Bibliotheksfreundin @ 4. Juni 2013 um 11:20 ~ 2013-06-04T11:20:00+02:00 :: Ich bin im Förderverein und kann sagen: Wir haben schon 14 Leute, die sich für die Sonntagsaufsicht gemeldet haben. Wer mitmachen will, einfach am Donnerstag um 19 Uhr ins Lesecafé kommen.
Manfred @ 4. Juni 2013 um 09:02 ~ 2013-06-04T09:02:00+02:00 :: Das Ladenöffnungsgesetz gilt doch auch für Büchereien, oder? Ich dachte, das sei sonntags verboten.
>Hendrik (Blogbetreiber) @ 4. Juni 2013 um 09:40 ~ 2013-06-04T09:40:00+02:00 :: Nein, Manfred, öffentliche Bibliotheken fallen nicht darunter. In Hallstedt hat die Stadtbücherei schon seit zwei Jahren sonntags geöffnet.
>>Manfred @ 4. Juni 2013 um 10:12 ~ 2013-06-04T10:12:00+02:00 :: Danke für die Aufklärung, wieder was gelernt.
Sabine Ortmeier @ 4. Juni 2013 um 12:30 ~ 2013-06-04T12:30:00+02:00 :: Schöner wäre es, wenn die Bücherei unter der Woche wieder bis 19 Uhr aufhätte wie früher. Dann bräuchte man den Sonntag gar nicht.
Kalle aus der Südstadt @ 4. Juni 2013 um 13:55 ~ 2013-06-04T13:55:00+02:00 :: Gibt es dann sonntags auch das Café? Ohne Kaffee geh ich da nicht hin. ;-)
>Bibliotheksfreundin @ 4. Juni 2013 um 14:10 ~ 2013-06-04T14:10:00+02:00 :: Das Lesecafé machen wir als Förderverein mit auf, Kuchen gibt es auch, versprochen.
Thomas W. @ 4. Juni 2013 um 21:34 ~ 2013-06-04T21:34:00+02:00 :: Wer zahlt eigentlich die Selbstverbuchungsautomaten? Die kosten ja auch nicht wenig.
>Hendrik (Blogbetreiber) @ 5. Juni 2013 um 07:50 ~ 2013-06-05T07:50:00+02:00 :: Die Automaten sind schon da, die wurden 2011 aus dem Konjunkturpaket angeschafft. Für den Sonntag kommt laut Stadt nur eine zusätzliche Kamera im Eingangsbereich dazu.
""")
    items = []
    for i, c in enumerate(cs):
        odd = "odd alt" if i % 2 == 0 else "even"
        items.append(
            f'<li class="reaktion {odd} depth-{c.depth + 1}" id="li-beitrag-{2210 + i}">'
            f'<div class="beitrag-autor vcard"><img alt="" src="/_avatar/{2210 + i}.svg" class="avatar avatar-40" height="40" width="40" />'
            f'<cite class="fn">{esc(c.who)}</cite> <span class="says">meint:</span></div>'
            f'<div class="beitrag-meta"><a href="#beitrag-{2210 + i}">{esc(c.at)}</a></div>'
            f'<div class="beitrag-text" id="beitrag-{2210 + i}">{paras(c.body)}</div>'
            f'<div class="reply"><a class="antwort-link" href="/2013/06/04/sonntags-in-die-buecherei/?replytocom={2210 + i}#respond">Antworten</a></div>'
            "</li>"
        )
    html = f"""<!DOCTYPE html>
<html lang="de-DE">
<head>
<meta charset="UTF-8" />
<title>Sonntags in die Bücherei? Ostwiesen probiert es aus | Ostwiesener Nachrichtenblog</title>
<meta name="generator" content="WordPress 3.5.1" />
<link rel="alternate" type="application/rss+xml" title="Ostwiesener Nachrichtenblog &raquo; Feed" href="/feed/" />
<meta property="og:title" content="Sonntags in die Bücherei? Ostwiesen probiert es aus" />
<meta property="og:site_name" content="Ostwiesener Nachrichtenblog" />
<meta property="article:published_time" content="2013-06-04T07:30:00+02:00" />
<style type="text/css">
body{{background:#e6e6e6;font:14px/1.6 'Droid Sans',Helvetica,Arial,sans-serif;color:#444;margin:0}}
#page{{max-width:960px;margin:24px auto;background:#fff;padding:0 32px 24px;box-shadow:0 2px 6px rgba(0,0,0,.2)}}
#masthead{{padding:24px 0;border-bottom:1px solid #ededed}}.site-title{{font-size:26px;margin:0}}.site-title a{{color:#515151;text-decoration:none}}.site-description{{color:#757575;margin:4px 0 0;font-size:13px}}
.main-navigation ul{{list-style:none;margin:12px 0 0;padding:0;border-top:1px solid #ededed}}.main-navigation li{{display:inline-block;margin-right:20px;font-size:12px;text-transform:uppercase}}
#main{{display:flex;gap:40px;margin-top:24px}}#primary{{flex:1}}#secondary{{width:240px;font-size:13px}}
.entry-title{{font-size:22px;color:#222}}.entry-meta{{color:#757575;font-size:12px}}.entry-content p{{margin:0 0 16px}}
.sharedaddy{{border-top:1px solid #ededed;padding-top:8px;font-size:12px}}.sharedaddy a{{margin-right:10px}}
#reaktionen h2{{font-size:18px;border-top:4px double #ededed;padding-top:16px}}
ol.reaktionsliste{{list-style:none;margin:0;padding:0}}ol.reaktionsliste li{{border-bottom:1px solid #ededed;padding:14px 0;position:relative}}
li.depth-2{{margin-left:48px}}li.depth-3{{margin-left:96px}}li.depth-4{{margin-left:144px}}
.beitrag-autor img{{float:left;margin-right:12px;border-radius:3px}}cite.fn{{font-style:normal;font-weight:bold;color:#222}}.says{{display:none}}
.beitrag-meta a{{color:#888;font-size:11px;text-decoration:none}}.beitrag-text{{margin-left:52px}}.reply{{margin-left:52px;font-size:12px}}
.widget{{margin-bottom:28px}}.widget-title{{font-size:11px;text-transform:uppercase;color:#636363;border-bottom:1px solid #ededed}}.widget ul{{list-style:none;padding:0}}.widget li{{margin:6px 0}}
#colophon{{border-top:1px solid #ededed;margin-top:24px;padding-top:12px;font-size:12px;color:#757575}}
</style>
</head>
<body class="single single-post postid-2188 single-format-standard">
<div id="page" class="hfeed site">
<header id="masthead" class="site-header" role="banner">
<h1 class="site-title"><a href="/" rel="home">Ostwiesener Nachrichtenblog</a></h1>
<h2 class="site-description">Was in Ostwiesen und den Ortsteilen passiert – seit 2008</h2>
<nav class="main-navigation" role="navigation"><ul><li><a href="/">Start</a></li><li><a href="/kategorie/rathaus/">Rathaus</a></li><li><a href="/kategorie/vereine/">Vereine</a></li><li><a href="/kategorie/kultur/">Kultur</a></li><li><a href="/kategorie/verkehr/">Verkehr</a></li><li><a href="/termine/">Termine</a></li><li><a href="/ueber/">Über das Blog</a></li></ul></nav>
</header>
<div id="main" class="wrapper">
<div id="primary" class="site-content"><div id="content" role="main">
<article id="post-2188" class="post-2188 post type-post status-publish format-standard hentry category-kultur tag-stadtbuecherei">
<header class="entry-header"><h1 class="entry-title">Sonntags in die Bücherei? Ostwiesen probiert es aus</h1>
<div class="entry-meta">Veröffentlicht am <a href="/2013/06/04/sonntags-in-die-buecherei/" rel="bookmark"><time class="entry-date" datetime="2013-06-04T07:30:00+02:00">4. Juni 2013</time></a> von <span class="author vcard"><a class="url fn n" href="/author/hendrik/">Hendrik</a></span> in <a href="/kategorie/kultur/">Kultur</a></div></header>
<div class="entry-content">
<p>Ab dem 7. Juli öffnet die Stadtbücherei Ostwiesen probeweise auch sonntags, und zwar von 11 bis 16 Uhr. Das hat der Kulturausschuss gestern Abend einstimmig beschlossen.</p>
<p>Das Personal der Bücherei muss dafür nicht zusätzlich arbeiten: Ausleihe und Rückgabe laufen sonntags nur über die Selbstverbuchungsautomaten, die Aufsicht übernimmt der Förderverein „Lesezeichen e.V.“ mit Ehrenamtlichen.</p>
<p>Der Versuch läuft zunächst bis Jahresende. Danach will der Ausschuss anhand der Besucherzahlen entscheiden, ob es dauerhaft beim Sonntag bleibt.</p>
<p>Büchereileiterin Petra Albers freut sich: „Gerade Familien und Berufspendler haben uns immer wieder nach Öffnungszeiten am Wochenende gefragt.“</p>
</div>
<div class="sharedaddy"><strong>Teilen mit:</strong> <a href="https://www.facebook.com/sharer.php?u=">Facebook</a> <a href="https://twitter.com/share?url=">Twitter</a> <a href="https://plus.google.com/share?url=">Google+</a> <a href="mailto:?subject=">E-Mail</a></div>
<footer class="entry-meta">Schlagwörter: <a href="/tag/stadtbuecherei/" rel="tag">Stadtbücherei</a>, <a href="/tag/kulturausschuss/" rel="tag">Kulturausschuss</a>, <a href="/tag/ehrenamt/" rel="tag">Ehrenamt</a></footer>
</article>
<nav class="nav-single"><span class="nav-previous"><a href="/2013/06/03/baustelle-lindenallee/" rel="prev">&larr; Baustelle Lindenallee: Umleitung bis August</a></span> <span class="nav-next"><a href="/2013/06/05/schuetzenfest-programm/" rel="next">Schützenfest: das Programm &rarr;</a></span></nav>
<div id="reaktionen" class="reaktionen-bereich">
<h2 class="reaktionen-titel">13 Gedanken zu &bdquo;<span>Sonntags in die Bücherei? Ostwiesen probiert es aus</span>&ldquo;</h2>
<ol class="reaktionsliste">{"".join(items)}</ol>
<div id="respond"><h3 id="reply-title">Schreibe eine Antwort</h3><form action="/wp-post.php" method="post" id="antwortform"><p>Deine E-Mail-Adresse wird nicht veröffentlicht.</p><p><label for="author">Name</label> <input id="author" name="author" type="text" size="30" /></p><p><label for="email">E-Mail</label> <input id="email" name="email" type="text" size="30" /></p><p><textarea id="antwort" name="antwort" cols="45" rows="8"></textarea></p><p><input name="submit" type="submit" value="Antwort abschicken" /></p></form></div>
</div>
</div></div>
<div id="secondary" class="widget-area" role="complementary">
<aside class="widget widget_search"><form role="search" method="get" action="/"><input type="text" name="s" /> <input type="submit" value="Suche" /></form></aside>
<aside class="widget"><h3 class="widget-title">Neueste Artikel</h3><ul><li><a href="/2013/06/05/schuetzenfest-programm/">Schützenfest: das Programm</a></li><li><a href="/2013/06/04/sonntags-in-die-buecherei/">Sonntags in die Bücherei? Ostwiesen probiert es aus</a></li><li><a href="/2013/06/03/baustelle-lindenallee/">Baustelle Lindenallee: Umleitung bis August</a></li><li><a href="/2013/06/01/freibad-saisonstart/">Freibad: Saisonstart bei 14 Grad</a></li></ul></aside>
<aside class="widget"><h3 class="widget-title">Archiv</h3><ul><li><a href="/2013/06/">Juni 2013</a></li><li><a href="/2013/05/">Mai 2013</a></li><li><a href="/2013/04/">April 2013</a></li></ul></aside>
<aside class="widget"><h3 class="widget-title">Blogroll</h3><ul><li><a href="/link/heimatverein">Heimatverein Ostwiesen</a></li><li><a href="/link/tsv">TSV Ostwiesen 1911</a></li><li><a href="/link/wetter">Wetterstation Mühlenberg</a></li></ul></aside>
</div>
</div>
<footer id="colophon" role="contentinfo">Ostwiesener Nachrichtenblog · <a href="/impressum/">Impressum</a> · Stolz präsentiert von WordPress</footer>
</div>
</body>
</html>
"""
    return make(
        "ea-de-ostwiesen-buecherei",
        "discussion",
        "de",
        html,
        cs,
        path="/2013/06/04/sonntags-in-die-buecherei/",
        container="div#reaktionen > ol.reaktionsliste under '13 Gedanken zu …': flat sibling li.reaktion entries in tree order, the level only in the class depth-1 … depth-4 (indented by the style sheet); cite.fn NAME, div.beitrag-meta a TIME, div.beitrag-text > p, Antworten",
        heading="13 Gedanken zu „Sonntags in die Bücherei? Ostwiesen probiert es aus“",
        description="A German town news blog of June 2013 on a WordPress-like theme (tagline, menu, share links, tags, previous/next, search, latest posts, archive, blogroll): 13 entries in one flat list whose replies are marked only by a depth-N class on sibling li elements (four levels); the blogger answers twice. Never says 'comment'.",
    )


def threads2_ea() -> list[Case]:
    return [nl_molens(), de_bibliothek()]
