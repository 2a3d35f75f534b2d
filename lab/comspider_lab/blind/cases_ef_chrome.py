"""Blind set ef: article pages as Chrome's "Save page as… → Webpage, Complete" writes them: the "saved from url" mark,
the live DOM serialised (classes scripts added, the comment widget as it was drawn, Vue's scope attributes and empty
``<!---->`` markers), links made absolute, style sheets, images and scripts rewritten to ``./NAME_files/`` (scripts as
``*.js.download``, kept but dead), iframes replaced by ``saved_resource.html`` files. A German regional paper of 2019
(12 comments), a Dutch regional site of 2021 saved before "Toon alle 31 reacties" was clicked (only the first ones
printed) and a Japanese city paper of 2017 without any reader discussion. Every name, place and text invented for
this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ef_common import Case, case, esc, ps, saved_from, svg_file, thread, tree

# --------------------------------------------------------------------------- de: a regional daily, 2019 (Chrome)


def de_freibad() -> Case:
    url = "https://www.wesertaler-rundschau.de/lokales/bredenfelde/freibad-bredenfelde-bleibt-2020-geschlossen-sanierung-wird-teurer-art-2219473"
    F = "./Freibad-Bredenfelde-bleibt-2020-geschlossen_files"
    ts = thread("""
Ute Kammeyer | 21.11.2019, 14:37 Uhr | 2019-11-21T14:37:00+01:00 :: Da haben wir jahrelang Unterschriften gesammelt, und jetzt noch ein Sommer ohne Bad. Meine Enkel lernen Schwimmen dann wohl wieder im Hallenbad in Lüthorst, wenn sie dort überhaupt einen Platz im Kurs bekommen.
+Frank Detmering | 21.11.2019, 15:02 Uhr | 2019-11-21T15:02:00+01:00 :: Die Kurse in Lüthorst sind bis Ostern ausgebucht, das hat mir die DLRG gestern selbst gesagt. Da muss der Kreis mal ran.
++Ute Kammeyer | 21.11.2019, 15:20 Uhr | 2019-11-21T15:20:00+01:00 :: Danke für die Info. Dann bleibt wohl nur die Ostsee im Urlaub.
+Wasserratte_71 | 21.11.2019, 16:45 Uhr | 2019-11-21T16:45:00+01:00 :: Der Förderverein bietet im Sommer Kurse am Heidesee an, fragen Sie da mal nach. Ist nicht dasselbe, aber besser als nichts.
Bernd Schöning | 21.11.2019, 14:51 Uhr | 2019-11-21T14:51:00+01:00 :: 3,4 statt 2,1 Millionen, das sind über 60 Prozent mehr. Wer hat denn die erste Kostenschätzung gemacht? Das würde mich wirklich interessieren. // So etwas passiert doch nicht aus heiterem Himmel.
+M. Oltrogge | 21.11.2019, 15:33 Uhr | 2019-11-21T15:33:00+01:00 :: Steht doch im Artikel: Beim Öffnen des Beckens hat man gesehen, dass die Rohre unter der Platte komplett durch sind. Das konnte vorher keiner sehen, ohne aufzustemmen.
++Bernd Schöning | 21.11.2019, 16:10 Uhr | 2019-11-21T16:10:00+01:00 :: Bei einem Bad von 1968 hätte man das aber ahnen können.
Jutta Riechers | 21.11.2019, 15:08 Uhr | 2019-11-21T15:08:00+01:00 :: Ich bin jeden Morgen um sieben meine Bahnen geschwommen, 22 Jahre lang. Es fehlt einem mehr, als man denkt.
Hartmut Grote | 21.11.2019, 17:26 Uhr | 2019-11-21T17:26:00+01:00 :: Vielleicht sollte man ehrlich sagen, dass sich eine Gemeinde mit 6000 Einwohnern so ein Bad auf Dauer nicht leisten kann. Lieber ein gutes Bad für drei Gemeinden als drei kaputte.
+Kerstin L. | 21.11.2019, 18:02 Uhr | 2019-11-21T18:02:00+01:00 :: Und wie sollen die Kinder aus Bredenfelde dann hinkommen? Mit dem Bus, der in den Ferien zweimal am Tag fährt?
+Sven Wöltje | 21.11.2019, 19:40 Uhr | 2019-11-21T19:40:00+01:00 :: Das Bad war im Sommer jeden Tag voll. Wenn sich das nicht rechnet, dann rechnet sich gar nichts.
Familie Brinkmann | 21.11.2019, 20:15 Uhr | 2019-11-21T20:15:00+01:00 :: Wir helfen gern beim Frühjahrsputz, wenn es 2021 endlich wieder losgeht. Der Förderverein soll einfach Bescheid geben.
""")
    kids = tree(ts)
    likes = [31, 9, 2, 14, 27, 11, 3, 19, 8, 16, 22, 12]
    v = 'data-v-5b1f0c2a=""'

    def item(i: int) -> str:
        t = ts[i]
        sub = "".join(item(j) for j in kids.get(i, []))
        children = f'<ul {v} class="wrc-children">{sub}</ul>' if sub else "<!---->"
        return (
            f'<li {v} class="wrc-item" id="c-{48211 + i * 3}"><div {v} class="wrc-card">'
            f'<img {v} class="wrc-avatar" src="{F}/default-avatar.svg" alt="" width="40" height="40">'
            f'<div {v} class="wrc-main"><div {v} class="wrc-meta"><span {v} class="wrc-user">{esc(t.who)}</span>'
            f'<span {v} class="wrc-date" title="{t.iso}">{esc(t.at)}</span></div>'
            f'<div {v} class="wrc-text">{ps(t.body)}</div>'
            f'<div {v} class="wrc-actions"><button {v} type="button">Antworten</button>'
            f'<button {v} type="button" class="wrc-like" aria-label="Gefällt mir">👍 <span {v}>{likes[i]}</span></button>'
            f'<button {v} type="button" class="wrc-report">Melden</button></div></div></div>{children}</li>'
        )

    comments = "".join(item(i) for i in kids[None])
    css = """body{margin:0;font:16px/1.5 "Source Sans Pro",Arial,sans-serif;color:#1d1d1b}a{color:#00508c}
.top-bar{background:#00508c;color:#fff;font-size:13px;padding:4px 20px}.top-bar a{color:#fff;margin-right:12px}
.site-header{display:flex;align-items:center;gap:24px;padding:14px 20px;border-bottom:1px solid #ddd}.logo{font:700 30px Georgia,serif;color:#00508c;text-decoration:none}
.main-nav ul{display:flex;gap:16px;list-style:none;margin:0;padding:0}.main-nav a{color:#1d1d1b;text-decoration:none;font-weight:600}
.page{display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:32px;max-width:1140px;margin:20px auto;padding:0 20px}
.breadcrumb{font-size:13px;color:#777}.article-kicker{color:#c00;font-weight:700}.article h1{font:700 34px/1.2 Georgia,serif;margin:6px 0}
.article-intro{font-weight:600;font-size:18px}.article-meta{font-size:13px;color:#666;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:6px 0}
.share-bar{display:flex;gap:8px;margin:12px 0}.share-bar a{background:#eee;padding:4px 10px;border-radius:3px;font-size:13px;text-decoration:none}
.ad-slot{background:#f3f3f3;text-align:center;font-size:11px;color:#999;padding:6px}.teaser-list{list-style:none;padding:0}.teaser-list li{border-bottom:1px solid #eee;padding:8px 0}
.sidebar h3{border-bottom:3px solid #00508c;font-size:16px;text-transform:uppercase}.most-read ol{padding-left:20px}
.site-footer{background:#1d1d1b;color:#bbb;padding:28px 20px;font-size:13px;margin-top:40px}.site-footer a{color:#ddd}
.cmp-banner{position:fixed;bottom:0;left:0;right:0;background:#fff;box-shadow:0 -2px 12px rgba(0,0,0,.3);padding:14px 20px;font-size:14px;z-index:10}
.cmp-banner button{margin-left:8px;padding:6px 14px}.cmp-banner .cmp-accept{background:#00508c;color:#fff;border:0}
.wrc[data-v-5b1f0c2a]{border-top:3px solid #00508c;margin-top:32px;padding-top:8px}.wrc-head[data-v-5b1f0c2a]{display:flex;justify-content:space-between;align-items:center}
.wrc-sort button[data-v-5b1f0c2a]{background:none;border:0;color:#666;cursor:pointer}.wrc-sort .is-active[data-v-5b1f0c2a]{color:#00508c;font-weight:700}
.wrc-login[data-v-5b1f0c2a]{background:#f1f6fa;padding:10px;font-size:14px}.wrc-list[data-v-5b1f0c2a],.wrc-children[data-v-5b1f0c2a]{list-style:none;padding:0;margin:0}
.wrc-children[data-v-5b1f0c2a]{margin-left:48px;border-left:2px solid #e4ecf2;padding-left:12px}.wrc-card[data-v-5b1f0c2a]{display:flex;gap:10px;padding:12px 0;border-bottom:1px solid #eee}
.wrc-user[data-v-5b1f0c2a]{font-weight:700;margin-right:8px}.wrc-date[data-v-5b1f0c2a]{color:#888;font-size:13px}.wrc-text p[data-v-5b1f0c2a]{margin:4px 0}
.wrc-actions button[data-v-5b1f0c2a]{background:none;border:0;color:#00508c;font-size:13px;cursor:pointer;margin-right:10px}"""
    nav = "".join(
        f'<li><a href="https://www.wesertaler-rundschau.de/{s.lower().replace(" ", "-").replace("ü", "ue")}/">{s}</a></li>'
        for s in ("Lokales", "Region", "Politik", "Wirtschaft", "Sport", "Kultur", "Freizeit", "Service")
    )
    body = f"""<div class="top-bar"><a href="https://www.wesertaler-rundschau.de/epaper/">E-Paper</a><a href="https://abo.wesertaler-rundschau.de/">Abo</a><a href="https://www.wesertaler-rundschau.de/anzeigen/">Anzeigen</a><a href="https://www.wesertaler-rundschau.de/trauer/">Trauer</a><span style="float:right">Donnerstag, 21. November 2019 · 6 °C, bedeckt</span></div>
<header class="site-header"><a class="logo" href="https://www.wesertaler-rundschau.de/">Wesertaler Rundschau</a><nav class="main-nav"><ul>{nav}</ul></nav><a href="https://www.wesertaler-rundschau.de/login/" style="margin-left:auto">Anmelden</a></header>
<div class="ad-slot" id="div-gpt-ad-superbanner">Anzeige<br><iframe id="google_ads_iframe_superbanner" title="3rd party ad content" src="{F}/saved_resource.html" width="728" height="90" frameborder="0" scrolling="no" style="border:0;vertical-align:bottom"></iframe></div>
<div class="page"><main>
<div class="breadcrumb"><a href="https://www.wesertaler-rundschau.de/">Startseite</a> › <a href="https://www.wesertaler-rundschau.de/lokales/">Lokales</a> › <a href="https://www.wesertaler-rundschau.de/lokales/bredenfelde/">Bredenfelde</a></div>
<article class="article">
<div class="article-kicker">Sanierung</div>
<h1>Freibad Bredenfelde bleibt 2020 geschlossen – Sanierung wird deutlich teurer</h1>
<p class="article-intro">Statt 2,1 Millionen Euro soll die Sanierung des Freibads nun 3,4 Millionen kosten. Der Gemeinderat hat die Wiedereröffnung auf Mai 2021 verschoben.</p>
<div class="article-meta">Von <a href="https://www.wesertaler-rundschau.de/autoren/anke-siemering/">Anke Siemering</a> · <time datetime="2019-11-21T13:05:00+01:00">21.11.2019, 13:05 Uhr</time> · Lesezeit 3 Min.</div>
<div class="share-bar"><a href="https://www.facebook.com/sharer/sharer.php?u={url}">Facebook</a><a href="https://twitter.com/intent/tweet?url={url}">Twitter</a><a href="whatsapp://send?text={url}">WhatsApp</a><a href="mailto:?subject=Freibad%20Bredenfelde">E-Mail</a></div>
<figure><img src="{F}/freibad-bredenfelde-becken.svg" alt="Das leere Becken des Freibads" width="760" height="420"><figcaption>Das Becken des Freibads ist seit September leer. Foto: Anke Siemering</figcaption></figure>
<p>Die Schwimmsaison 2020 fällt in Bredenfelde aus. Der Gemeinderat hat am Mittwochabend einstimmig beschlossen, die Wiedereröffnung des Freibads an der Heidestraße auf Mai 2021 zu verschieben.</p>
<p>Grund sind die Kosten: Bei den Vorarbeiten im Herbst stellte sich heraus, dass die Zuleitungen unter der Beckenplatte auf ganzer Länge erneuert werden müssen. Das Planungsbüro beziffert die Gesamtkosten jetzt auf rund 3,4 Millionen Euro, bisher war man von 2,1 Millionen ausgegangen.</p>
<p>„Wir hätten das Bad gern im kommenden Sommer geöffnet, aber eine halbe Sanierung hilft niemandem“, sagte Bürgermeister Torsten Habekost (SPD). Die Gemeinde will zusätzliche Fördermittel aus dem Sportstättenprogramm des Landes beantragen.</p>
<h2>Förderverein enttäuscht</h2>
<p>Der Förderverein Freibad Bredenfelde, der 2017 mehr als 2400 Unterschriften für den Erhalt gesammelt hatte, zeigte sich enttäuscht. Die Vorsitzende Claudia Meinecke kündigte an, im Sommer wie im Vorjahr Schwimmkurse am Heidesee zu organisieren.</p>
<p>Das Freibad wurde 1968 eröffnet. Im vergangenen Sommer zählte es rund 31.000 Besucher.</p>
</article>
<div class="ad-slot">Anzeige<br><iframe title="Umfrage" src="{F}/saved_resource(1).html" width="620" height="180" frameborder="0" style="border:1px solid #ddd"></iframe></div>
<section class="article-comments" id="kommentare">
<div id="wr-comments-app" data-v-app=""><div {v} class="wrc">
<div {v} class="wrc-head"><h2 {v}>Kommentare <span {v}>(12)</span></h2><div {v} class="wrc-sort"><button {v} type="button" class="is-active">Älteste</button><button {v} type="button">Neueste</button><button {v} type="button">Beliebteste</button></div></div>
<div {v} class="wrc-login">Um mitzudiskutieren, melden Sie sich bitte an. <a {v} href="https://www.wesertaler-rundschau.de/login/?redirect=%23kommentare">Anmelden</a> | <a {v} href="https://www.wesertaler-rundschau.de/registrieren/">Registrieren</a></div>
<ul {v} class="wrc-list">{comments}</ul><!---->
<p {v} style="font-size:12px;color:#888">Wir behalten uns vor, Beiträge zu kürzen oder zu entfernen. Es gelten unsere <a {v} href="https://www.wesertaler-rundschau.de/netiquette/">Netiquette</a>.</p>
</div></div></section>
<section><h2>Mehr aus Bredenfelde</h2><ul class="teaser-list">
<li><a href="https://www.wesertaler-rundschau.de/lokales/bredenfelde/weihnachtsmarkt-2219311">Weihnachtsmarkt rund um die Kirche: Diesmal mit 28 Buden</a></li>
<li><a href="https://www.wesertaler-rundschau.de/lokales/bredenfelde/ortsdurchfahrt-2218950">Ortsdurchfahrt: Vollsperrung ab dem 2. Dezember</a></li>
<li><a href="https://www.wesertaler-rundschau.de/lokales/bredenfelde/grundschule-2218702">Grundschule bekommt neue Turnhalle – Baustart im Frühjahr</a></li></ul></section>
</main>
<aside class="sidebar"><div class="ad-slot" style="height:250px">Anzeige</div>
<div class="most-read"><h3>Meistgelesen</h3><ol>
<li><a href="https://www.wesertaler-rundschau.de/lokales/unfall-b83-2219402">Unfall auf der B83: Zwei Verletzte bei Lüthorst</a></li>
<li><a href="https://www.wesertaler-rundschau.de/lokales/baecker-2219388">Bäckerei Hölscher schließt nach 110 Jahren</a></li>
<li><a href="https://www.wesertaler-rundschau.de/lokales/bredenfelde/freibad-2219473">Freibad Bredenfelde bleibt 2020 geschlossen</a></li>
<li><a href="https://www.wesertaler-rundschau.de/sport/handball-2219360">Handball: HSG Wesertal gewinnt Derby deutlich</a></li>
<li><a href="https://www.wesertaler-rundschau.de/region/glasfaser-2219201">Glasfaser: Wo im Kreis jetzt gebaut wird</a></li></ol></div>
<div><h3>Newsletter</h3><p>Die wichtigsten Nachrichten aus dem Wesertal jeden Morgen um 6 Uhr.</p><form><input type="email" placeholder="Ihre E-Mail-Adresse"> <button type="button">Abonnieren</button></form></div>
</aside></div>
<footer class="site-footer"><p><a href="https://www.wesertaler-rundschau.de/impressum/">Impressum</a> · <a href="https://www.wesertaler-rundschau.de/datenschutz/">Datenschutz</a> · <a href="https://www.wesertaler-rundschau.de/agb/">AGB</a> · <a href="https://www.wesertaler-rundschau.de/kontakt/">Kontakt</a> · <a href="https://www.wesertaler-rundschau.de/mediadaten/">Mediadaten</a></p><p>© 2019 Wesertaler Verlagsgesellschaft mbH &amp; Co. KG</p></footer>
<div class="cmp-banner" id="cmp-root" role="dialog" aria-label="Datenschutz-Einstellungen">Wir verwenden Cookies und ähnliche Technologien, um Inhalte und Anzeigen zu personalisieren und die Zugriffe zu analysieren. <a href="https://www.wesertaler-rundschau.de/datenschutz/">Mehr erfahren</a><button type="button">Einstellungen</button><button type="button" class="cmp-accept">Akzeptieren</button></div>
<script src="{F}/app.8c21e07.js.download"></script><script async="" src="{F}/gpt.js.download"></script>"""
    html = (
        saved_from(url)
        + '<html lang="de" class="js flexbox no-touch"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        "<title>Freibad Bredenfelde bleibt 2020 geschlossen – Sanierung wird deutlich teurer | Wesertaler Rundschau</title>"
        f'<link rel="canonical" href="{url}">'
        '<meta property="og:title" content="Freibad Bredenfelde bleibt 2020 geschlossen – Sanierung wird deutlich teurer">'
        '<meta property="og:type" content="article"><meta property="article:published_time" content="2019-11-21T13:05:00+01:00">'
        f'<link rel="stylesheet" href="{F}/main.4c1e9b2.css"><style>{css}</style>'
        f'<script type="text/javascript" async="" src="{F}/analytics.js.download"></script>'
        '</head><body class="article-page cmp-open">' + body + "</body></html>"
    )
    files = {
        f"/saved/{F[2:]}/main.4c1e9b2.css": "/* Wesertaler Rundschau 4.12 */\n.visually-hidden{position:absolute;clip:rect(0 0 0 0)}\n",
        f"/saved/{F[2:]}/default-avatar.svg": svg_file("#9fb4c4", 40, 40),
        f"/saved/{F[2:]}/freibad-bredenfelde-becken.svg": svg_file("#6f9fb8", 760, 420, "dpa"),
        f"/saved/{F[2:]}/saved_resource.html": '<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body style="margin:0"><a href="https://adclick.g.doubleclick.net/pcs/click?xai=AKAOjsv"><div style="width:728px;height:90px;background:#e8f0d8;font:20px Arial;display:flex;align-items:center;justify-content:center">Autohaus Pieper · Winterreifen-Aktion bis 30.11.</div></a></body></html>',
        f"/saved/{F[2:]}/saved_resource(1).html": '<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body style="font:14px Arial;margin:10px"><b>Umfrage: Wie oft waren Sie im vergangenen Sommer im Freibad?</b><ul style="list-style:none;padding:0"><li>Mehrmals pro Woche – 34 %</li><li>Ein paar Mal – 41 %</li><li>Gar nicht – 25 %</li></ul><small>1.207 Stimmen</small></body></html>',
        f"/saved/{F[2:]}/app.8c21e07.js.download": '!function(){"use strict";var e=window.__WR__;if(!e||!e.mount)return;e.mount("#wr-comments-app",{articleId:2219473})}();\n',
        f"/saved/{F[2:]}/gpt.js.download": "(function(){var g=window.googletag=window.googletag||{cmd:[]};g.cmd=g.cmd||[];})();\n",
        f"/saved/{F[2:]}/analytics.js.download": "(function(){window.dataLayer=window.dataLayer||[];window.dataLayer.push({event:'pageview',section:'lokales'});})();\n",
    }
    return case(
        "ef-de-bredenfelde-freibad",
        "discussion",
        "de",
        html,
        ts,
        path="/saved/Freibad-Bredenfelde-bleibt-2020-geschlossen.html",
        container="section#kommentare > div[data-v-app] (a Vue-like widget as drawn at save time): ul.wrc-list > li.wrc-item (img, span.wrc-user NAME, span.wrc-date, div.wrc-text > p, Antworten/👍/Melden), answers in ul.wrc-children inside the parent's li; data-v-5b1f0c2a on every element, <!----> markers",
        heading="Kommentare (12)",
        description="A German regional daily's article of November 2019 as Chrome saved it 'complete': the 'saved from url' mark, the DOM with the classes scripts added, absolute links, ./NAME_files/ style sheet, images and *.js.download scripts (dead), the ad and a poll iframe as saved_resource.html files, the consent banner as it was open; the comment widget as drawn at save time: 12 comments three deep with likes, sort buttons and a sign-in prompt.",
        files=files,
    )


# --------------------------------------------------------------------------- nl: a regional site, 2021, saved before "Toon alle"


def nl_windmolens() -> Case:
    url = "https://www.kempenbode.nl/regio/oostveldhoven/windmolens-hoge-akkers-gemeente-zet-plan-door~a4f81c2e/"
    F = "./Windmolens-Hoge-Akkers-Kempenbode_files"
    ts = thread("""
Gerrit van Heesch | 4 uur geleden | 2021-04-14T07:48:00+02:00 :: Wij wonen op 700 meter van de plek waar nummer drie moet komen. Niemand van de gemeente is hier ooit aan de deur geweest. Inspraak noemen ze dat.
+Marloes Verhoeven | 3 uur geleden | 2021-04-14T08:31:00+02:00 :: Er zijn twee informatieavonden geweest in het dorpshuis, in 2019 en vorig jaar. Ik was bij allebei. Het had beter gekund, maar zeggen dat er niks is gedaan klopt niet.
Ad Swinkels | 4 uur geleden | 2021-04-14T08:02:00+02:00 :: Iedereen wil groene stroom, maar niemand wil een molen in zijn achtertuin. Ergens moeten ze toch staan.
+Jos Bekkers | 3 uur geleden | 2021-04-14T08:40:00+02:00 :: Zet ze dan langs de A67, daar hoort niemand ze boven het verkeer uit.
Henriëtte Smulders | 3 uur geleden | 2021-04-14T08:55:00+02:00 :: Wat ik mis in het stuk: komt er nou wel of niet een coöperatie waarin inwoners kunnen meedoen? In Bergeijk hebben ze dat goed geregeld, daar profiteert het dorp ook mee. // Graag een vervolgartikel daarover.
BrabantsBloed | 2 uur geleden | 2021-04-14T09:37:00+02:00 :: 200 meter hoog. Dat is hoger dan de Euromast. Laat dat even bezinken.
Fenna Pijnenburg | 1 uur geleden | 2021-04-14T10:26:00+02:00 :: Mijn vader heeft er een paar jaar geleden al een bij zijn boerderij gekregen in Drenthe. De eerste maanden hoor je hem, daarna niet meer. De slagschaduw in de winter vond hij het ergste.
+Gerrit van Heesch | 48 minuten geleden | 2021-04-14T11:05:00+02:00 :: En daar is nou juist geen onderzoek naar gedaan voor Hoge Akkers. Dat is precies het punt van de bezwaarmakers.
""")
    kids = tree(ts)
    hidden_more = {0: 3, 2: 5, 5: 2}  # answers the page counts but had not fetched when it was saved

    def hue(name: str) -> str:
        return ("#d9480f", "#1c7ed6", "#2b8a3e", "#862e9c", "#e67700", "#0b7285")[sum(map(ord, name)) % 6]

    def row(i: int, nested: bool = False) -> str:
        t = ts[i]
        initial = "".join(w[0] for w in t.who.split()[:2] if w[0].isalpha()).upper()[:2] or t.who[0]
        answers = "".join(row(j, True) for j in kids.get(i, []))
        more = ""
        if i in hidden_more:
            more = f'<button type="button" class="rx-more-answers">Bekijk {"nog " if answers else ""}{hidden_more[i]} antwoorden</button>'
        block = f'<div class="rx-answers">{answers}{more}</div>' if answers or more else ""
        return (
            f'<article class="rx-item{" rx-item--answer" if nested else ""}" data-rx-id="{90312 + i * 17}">'
            f'<div class="rx-item__avatar" style="background-color:{hue(t.who)}">{esc(initial)}</div>'
            f'<div class="rx-item__content"><header class="rx-item__header"><span class="rx-item__name">{esc(t.who)}</span>'
            f'<time class="rx-item__time" datetime="{t.iso}" title="{t.iso[8:10]}-{t.iso[5:7]}-{t.iso[:4]} {t.iso[11:16]}">{esc(t.at)}</time></header>'
            f'<div class="rx-item__body">{ps(t.body)}</div>'
            f'<footer class="rx-item__footer"><button type="button" class="rx-btn">Reageer</button>'
            f'<button type="button" class="rx-btn rx-btn--like" aria-pressed="false">♥ <span>{(i * 7) % 23 + 2}</span></button>'
            f'<button type="button" class="rx-btn rx-btn--flag">Melden</button></footer></div>{block}</article>'
        )

    rows = "".join(row(i) for i in kids[None])
    css = """body{margin:0;font:17px/1.6 "Noto Sans",Arial,sans-serif;color:#222;background:#f5f5f3}a{color:#a01d26}
.kb-header{background:#a01d26;color:#fff}.kb-header__inner{max-width:1080px;margin:0 auto;display:flex;align-items:center;gap:22px;padding:10px 16px}
.kb-logo{font:800 26px Arial;color:#fff;text-decoration:none;letter-spacing:-.5px}.kb-nav a{color:#fff;margin-right:14px;text-decoration:none;font-size:15px}
.kb-regions{background:#fff;border-bottom:1px solid #ddd;padding:6px 16px;font-size:14px;text-align:center}.kb-regions a{margin:0 8px;color:#444}
.kb-page{max-width:1080px;margin:18px auto;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:28px;padding:0 16px}
.kb-article{background:#fff;padding:24px}.kb-article h1{font-size:32px;line-height:1.2;margin:8px 0}.kb-label{background:#a01d26;color:#fff;font-size:12px;padding:2px 6px;text-transform:uppercase}
.kb-intro{font-weight:700}.kb-meta{color:#777;font-size:14px}.kb-video iframe{border:0;width:100%;height:360px}
.rx{background:#fff;margin-top:18px;padding:24px}.rx h2{margin-top:0}.rx-item{display:grid;grid-template-columns:40px 1fr;gap:12px;padding:14px 0;border-top:1px solid #eee}
.rx-item__avatar{width:40px;height:40px;border-radius:50%;color:#fff;font-weight:700;display:flex;align-items:center;justify-content:center}
.rx-item__name{font-weight:700;margin-right:8px}.rx-item__time{color:#888;font-size:13px}.rx-item__body p{margin:4px 0}
.rx-btn{background:none;border:0;color:#555;font-size:13px;margin-right:12px;cursor:pointer}.rx-answers{grid-column:2}.rx-item--answer{border-top:0}
.rx-more-answers,.rx-show-all{background:none;border:1px solid #a01d26;color:#a01d26;border-radius:16px;padding:4px 14px;font-size:14px;cursor:pointer}
.rx-show-all{display:block;width:100%;margin-top:16px;padding:10px}.rx-form textarea{width:100%;height:60px}
.kb-side section{background:#fff;padding:14px;margin-bottom:16px}.kb-side h3{margin-top:0;border-bottom:2px solid #a01d26}.kb-side ol{padding-left:18px}
.kb-footer{background:#2a2a2a;color:#bbb;padding:26px 16px;font-size:13px;margin-top:30px}.kb-footer a{color:#eee;margin-right:10px}"""
    body = f"""<header class="kb-header"><div class="kb-header__inner"><a class="kb-logo" href="https://www.kempenbode.nl/">Kempenbode</a><nav class="kb-nav"><a href="https://www.kempenbode.nl/regio/">Regio</a><a href="https://www.kempenbode.nl/sport/">Sport</a><a href="https://www.kempenbode.nl/uitgaan/">Uitgaan</a><a href="https://www.kempenbode.nl/112/">112</a><a href="https://www.kempenbode.nl/nederland/">Nederland</a><a href="https://www.kempenbode.nl/puzzels/">Puzzels</a></nav><a href="https://www.kempenbode.nl/abonnement/" style="color:#fff;margin-left:auto">Abonneer</a> <a href="https://login.kempenbode.nl/" style="color:#fff">Inloggen</a></div></header>
<div class="kb-regions"><a href="https://www.kempenbode.nl/regio/oostveldhoven/">Oostveldhoven</a><a href="https://www.kempenbode.nl/regio/reusel/">Reusel</a><a href="https://www.kempenbode.nl/regio/bladel/">Bladel</a><a href="https://www.kempenbode.nl/regio/eersel/">Eersel</a><a href="https://www.kempenbode.nl/regio/valkenswaard/">Valkenswaard</a></div>
<div class="kb-page"><main>
<article class="kb-article"><span class="kb-label">Oostveldhoven</span>
<h1>Windmolens bij Hoge Akkers: gemeente zet plan door ondanks 140 bezwaren</h1>
<p class="kb-meta">Lieke Aarts · <time datetime="2021-04-14T06:00:00+02:00">14 apr. 2021</time> · Laatste update: 09:40</p>
<p class="kb-intro">Oostveldhoven gaat door met de bouw van drie windturbines van 200 meter hoog langs de Hoge Akkers. De gemeenteraad stemde dinsdagavond in met het bestemmingsplan, ondanks 140 zienswijzen van omwonenden.</p>
<div class="kb-video"><iframe src="{F}/saved_resource.html" title="Video: de locatie aan de Hoge Akkers" allowfullscreen=""></iframe></div>
<p>Met zeventien stemmen voor en acht tegen ging de raad akkoord. Alleen de lokale partij Dorpsbelang en de VVD stemden tegen. Wethouder Mirjam de Laat (GroenLinks) sprak van „een belangrijke stap voor onze klimaatdoelen”.</p>
<p>Omwonenden van de buurtschappen Hoge Akkers en Klein Heike maken zich zorgen over geluid en slagschaduw. Volgens de gemeente blijven de turbines binnen de wettelijke normen. Tegenstanders willen naar de Raad van State.</p>
<p>De turbines moeten samen stroom leveren voor ongeveer 9000 huishoudens. Of inwoners financieel mogen meedoen via een energiecoöperatie, wordt de komende maanden uitgewerkt. De bouw begint op zijn vroegst in 2023.</p>
<p style="color:#777;font-size:14px">Lees ook: <a href="https://www.kempenbode.nl/regio/oostveldhoven/informatieavond-windpark~a3f0e9b1/">Informatieavond over windpark trekt volle zaal</a></p>
</article>
<section class="rx" id="reacties"><h2>Reacties (31)</h2>
<form class="rx-form"><textarea placeholder="Log in om te reageren" disabled=""></textarea></form>
<div class="rx-list">{rows}</div>
<button type="button" class="rx-show-all" aria-expanded="false">Toon alle 31 reacties</button>
<p style="font-size:13px;color:#888">Reageren kan tot 24 uur na publicatie. Lees onze <a href="https://www.kempenbode.nl/spelregels/">spelregels</a>.</p></section>
</main>
<aside class="kb-side"><section><div style="height:250px;background:#eee;text-align:center;color:#999;font-size:11px">Advertentie</div></section>
<section><h3>Meest gelezen</h3><ol><li><a href="https://www.kempenbode.nl/112/brand-schuur~a4f7b1/">Grote brand in schuur aan de Kapelweg, veel rook</a></li><li><a href="https://www.kempenbode.nl/regio/reusel/kermis~a4f70c/">Geen kermis in Reusel, ook dit jaar niet</a></li><li><a href="https://www.kempenbode.nl/regio/oostveldhoven/windmolens~a4f81c2e/">Windmolens bij Hoge Akkers: plan gaat door</a></li><li><a href="https://www.kempenbode.nl/sport/fc-kempen~a4f6d2/">FC Kempen pakt punt tegen koploper</a></li><li><a href="https://www.kempenbode.nl/regio/bladel/testlocatie~a4f5aa/">Testlocatie Bladel sluit eind mei</a></li></ol></section>
<section><h3>Nieuwsbrief</h3><p>Elke ochtend het belangrijkste nieuws uit de Kempen in je mailbox.</p><input type="email" placeholder="E-mailadres"> <button type="button">Aanmelden</button></section></aside></div>
<footer class="kb-footer"><a href="https://www.kempenbode.nl/colofon/">Colofon</a><a href="https://www.kempenbode.nl/privacy/">Privacy</a><a href="https://www.kempenbode.nl/cookies/">Cookies</a><a href="https://www.kempenbode.nl/tips/">Tip de redactie</a><p>© 2021 Kempenbode Media B.V.</p></footer>
<script src="{F}/vendor.2b91c.js.download"></script><script src="{F}/main.7d0f3.js.download"></script><script async="" src="{F}/gtm.js.download"></script>"""
    html = (
        saved_from(url)
        + '<html lang="nl" class="has-js"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
        '<meta name="viewport" content="width=device-width,initial-scale=1">'
        "<title>Windmolens bij Hoge Akkers: gemeente zet plan door ondanks 140 bezwaren | Oostveldhoven | Kempenbode</title>"
        f'<link rel="canonical" href="{url}"><meta property="og:site_name" content="Kempenbode">'
        '<meta property="article:published_time" content="2021-04-14T06:00:00+02:00">'
        f'<link rel="stylesheet" href="{F}/main.7d0f3.css"><style data-emotion="kb">{css}</style></head>'
        f'<body><div id="root">{body}</div></body></html>'
    )
    d = f"/saved/{F[2:]}/"
    files = {
        d + "main.7d0f3.css": "html{-webkit-text-size-adjust:100%}\n",
        d + "vendor.2b91c.js.download": "/*! kempenbode vendor */(function(){window.KB=window.KB||{};})();\n",
        d
        + "main.7d0f3.js.download": '(function(){var r=document.getElementById("root");if(!window.KB||!window.KB.hydrate||!r)return;window.KB.hydrate(r)})();\n',
        d + "gtm.js.download": "(function(){window.dataLayer=window.dataLayer||[];})();\n",
        d
        + "saved_resource.html": '<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body style="margin:0;background:#111;color:#eee;font:14px Arial"><div style="height:360px;display:flex;align-items:center;justify-content:center;flex-direction:column"><div style="font-size:48px">▶</div><div>De locatie aan de Hoge Akkers · 1:42</div></div></body></html>',
    }
    return case(
        "ef-nl-oostveldhoven-windmolens",
        "discussion",
        "nl",
        html,
        ts,
        path="/saved/Windmolens-Hoge-Akkers-Kempenbode.html",
        container="section#reacties under 'Reacties (31)': div.rx-list > article.rx-item (initials circle, span.rx-item__name, time.rx-item__time 'N uur geleden', div.rx-item__body > p, Reageer/♥/Melden), answers in div.rx-answers inside the parent's article; only the first 8 of 31 printed (5 first-level, 3 answers), 'Bekijk nog N antwoorden' and 'Toon alle 31 reacties' not clicked",
        heading="Reacties (31)",
        description="A Dutch regional site's article of April 2021 as Chrome saved it 'complete' before anyone clicked 'Toon alle 31 reacties': the 'saved from url' mark, absolute links, *.js.download scripts, a video iframe as saved_resource.html; 8 entries printed (5 first-level, 3 answers), the rest only counted. Never says 'comment'.",
        files=files,
    )


# --------------------------------------------------------------------------- ja: a city paper, 2017, no discussion


def ja_ekisha() -> Case:
    url = "http://www.kitaura-times.co.jp/news/2017/08/09/20170809_k0412.html"
    F = "./20170809_k0412_files"
    timeline = [
        ("2014年3月", "JR北浦線の北浦―湊本間の廃止が決定"),
        ("2015年3月31日", "最終列車が運行。駅舎は閉鎖"),
        ("2016年6月", "市民団体「北浦駅舎を残す会」が発足、署名活動を開始"),
        ("2016年12月", "残す会が約8,200人分の署名を市長に提出"),
        ("2017年5月", "JRが駅舎の解体方針を市に伝える"),
        ("2017年8月8日", "市が駅舎と駅前広場の取得方針を表明"),
    ]
    tl = "".join(
        f'<li><span class="tl-date">{d}</span><p class="tl-text">{esc(x)}</p></li>' for d, x in timeline
    )
    okuyami = [
        ("北浦町", "山本ハナさん", "92", "8月7日"),
        ("湊本", "佐々木正雄さん", "78", "8月7日"),
        ("東浜", "小野寺きよさん", "88", "8月6日"),
        ("北浦町", "三浦孝一さん", "69", "8月6日"),
    ]
    ok = "".join(
        f'<li><span class="ok-area">{a}</span>　<span class="ok-name">{n}</span>（{age}）　<span class="ok-date">{d}死去</span></li>'
        for a, n, age, d in okuyami
    )
    related = [
        ("2017/05/18", "北浦駅舎、JRが解体方針　残す会「保存を」"),
        ("2016/12/21", "「駅舎を残して」8200人分の署名提出"),
        ("2015/04/01", "北浦線、最後の列車に別れ　ホームに300人"),
    ]
    rel = "".join(
        f'<li><time>{d}</time><a href="http://www.kitaura-times.co.jp/news/{d.replace("/", "/")}/">{esc(h)}</a></li>'
        for d, h in related
    )
    rank = [
        "夏祭り花火、今年は1万発　湊本海岸で19日",
        "旧北浦駅舎、保存へ　市が取得方針",
        "高校野球　北浦商、初戦は12日",
        "市立病院の小児科、週末の夜間診療を再開",
        "東浜漁港でサンマ初水揚げ　昨年より1週間早く",
    ]
    rk = "".join(
        f'<li><span class="rank-no">{n + 1}</span><a href="http://www.kitaura-times.co.jp/ranking/{n + 1}">{esc(h)}</a></li>'
        for n, h in enumerate(rank)
    )
    css = """body{margin:0;font:15px/1.8 "ヒラギノ角ゴ Pro W3","Hiragino Kaku Gothic Pro","メイリオ",Meiryo,sans-serif;color:#333}
#header{border-top:5px solid #00569e;background:#fff}#header .inner{width:980px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;padding:10px 0}
#logo a{font:bold 28px serif;color:#00569e;text-decoration:none}#gnav{background:#00569e}#gnav ul{width:980px;margin:0 auto;padding:0;list-style:none;display:flex}
#gnav li a{display:block;color:#fff;padding:8px 18px;text-decoration:none}#container{width:980px;margin:16px auto;display:flex;justify-content:space-between}
#main{width:660px}#side{width:300px}.pankuzu{font-size:12px;color:#777}.entry-title{font-size:26px;line-height:1.4;border-bottom:2px solid #00569e;padding-bottom:6px}
.entry-date{color:#777;font-size:13px}.entry-body p{text-indent:1em;margin:0 0 1em}.photo-cap{font-size:12px;color:#666}
.box{border:1px solid #ccc;margin:20px 0;padding:12px}.box h2,.box h3{font-size:16px;margin:0 0 8px;padding-left:8px;border-left:5px solid #00569e}
.timeline{list-style:none;padding:0;margin:0}.timeline li{display:flex;gap:12px;border-bottom:1px dotted #ccc;padding:4px 0}.tl-date{width:120px;flex:none;color:#00569e;font-weight:bold}.tl-text{margin:0}
.sns-btns span{display:inline-block;background:#eee;padding:2px 10px;margin-right:6px;font-size:12px}.rank li{list-style:none;border-bottom:1px solid #eee;padding:4px 0}.rank-no{display:inline-block;width:22px;color:#fff;background:#00569e;text-align:center;margin-right:6px}
.rank ol{padding:0}.enq-bar{background:#dde7f1;height:14px}.enq-bar span{display:block;background:#00569e;height:14px}
.okuyami ul{list-style:none;padding:0;font-size:14px}.bnr{background:#f0f0f0;height:250px;text-align:center;color:#aaa;font-size:11px;line-height:250px}
#footer{background:#333;color:#ccc;text-align:center;font-size:12px;padding:20px;margin-top:30px}#footer a{color:#fff;margin:0 6px}"""
    enq = "".join(
        f'<li>{esc(a)}　{p}%<div class="enq-bar"><span style="width:{p}%"></span></div></li>'
        for a, p in (("保存に賛成", 71), ("解体してよい", 12), ("どちらとも言えない", 17))
    )
    body = f"""<div id="header"><div class="inner"><div id="logo"><a href="http://www.kitaura-times.co.jp/">北浦タイムス</a></div><div style="font-size:12px">2017年8月9日（水）　<a href="http://www.kitaura-times.co.jp/subscribe/">購読のお申し込み</a>｜<a href="http://www.kitaura-times.co.jp/ad/">広告掲載</a></div></div>
<div id="gnav"><ul><li><a href="http://www.kitaura-times.co.jp/">トップ</a></li><li><a href="http://www.kitaura-times.co.jp/news/">ニュース</a></li><li><a href="http://www.kitaura-times.co.jp/sports/">スポーツ</a></li><li><a href="http://www.kitaura-times.co.jp/event/">イベント</a></li><li><a href="http://www.kitaura-times.co.jp/okuyami/">おくやみ</a></li><li><a href="http://www.kitaura-times.co.jp/photo/">フォト</a></li></ul></div></div>
<div id="container"><div id="main">
<p class="pankuzu"><a href="http://www.kitaura-times.co.jp/">トップ</a> ＞ <a href="http://www.kitaura-times.co.jp/news/">ニュース</a> ＞ 記事</p>
<h1 class="entry-title">旧北浦駅舎、保存へ　市が取得方針</h1>
<p class="entry-date">2017年8月9日 06:00　<span class="sns-btns"><span>ツイート</span><span>シェア 128</span><span>LINEで送る</span><span>B! はてブ</span></span></p>
<div class="entry-photo"><img src="{F}/20170809_k0412_01.svg" width="640" height="400" alt=""><p class="photo-cap">保存の方針が決まった旧北浦駅舎＝8日、北浦町</p></div>
<div class="entry-body">
<p>2015年の廃線で使われなくなった旧JR北浦駅の木造駅舎について、北浦市は8日、JR東日本から駅舎と駅前広場を取得し、保存する方針を明らかにした。取得額は今後協議する。</p>
<p>駅舎は1927年に建てられた木造平屋で、三角屋根と待合室の高い天井が特徴。JRは今年5月、老朽化を理由に解体する方針を市に伝えていた。</p>
<p>佐伯浩司市長は記者会見で「多くの市民から残してほしいという声が寄せられた。まちの歴史を伝える場として活用したい」と述べた。市は耐震診断を行ったうえで、観光案内所や地域の交流スペースとしての利用を検討する。</p>
<p>保存を求めてきた市民団体「北浦駅舎を残す会」の大村静江代表（67）は「署名してくれた一人ひとりのおかげ。改修にも市民が関われる形にしてほしい」と話した。</p>
</div>
<div class="box"><h2>これまでの経緯</h2><ul class="timeline">{tl}</ul></div>
<div class="box"><h3>読者アンケート「旧北浦駅舎をどうするべき？」（8月1日〜7日、回答1,046件）</h3><ul style="list-style:none;padding:0">{enq}</ul></div>
<div class="box"><h3>関連記事</h3><ul style="padding-left:18px">{rel}</ul></div>
<div class="box okuyami"><h3>おくやみ（8月9日掲載分）</h3><ul>{ok}</ul><p style="font-size:12px;text-align:right"><a href="http://www.kitaura-times.co.jp/okuyami/">おくやみ一覧へ</a></p></div>
</div>
<div id="side"><div class="bnr"><iframe src="{F}/saved_resource.html" width="300" height="250" frameborder="0" scrolling="no"></iframe></div>
<div class="box rank"><h3>アクセスランキング</h3><ol>{rk}</ol></div>
<div class="box"><h3>北浦タイムスの購読</h3><p style="font-size:13px">月ぎめ1,980円（税込）。初月無料キャンペーン実施中。</p></div></div></div>
<div id="footer"><a href="http://www.kitaura-times.co.jp/company/">会社概要</a>｜<a href="http://www.kitaura-times.co.jp/privacy/">個人情報保護方針</a>｜<a href="http://www.kitaura-times.co.jp/copyright/">著作権について</a><p>Copyright © 2017 北浦タイムス社 All rights reserved. 記事・写真の無断転載を禁じます。</p></div>
<script type="text/javascript" src="{F}/jquery.min.js.download"></script><script type="text/javascript" src="{F}/common.js.download"></script>"""
    html = (
        saved_from(url)
        + '<html lang="ja"><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8">'
        '<meta http-equiv="X-UA-Compatible" content="IE=edge"><title>旧北浦駅舎、保存へ　市が取得方針｜北浦タイムス</title>'
        '<meta name="description" content="2015年の廃線で使われなくなった旧JR北浦駅の木造駅舎について、北浦市は8日、保存する方針を明らかにした。">'
        '<meta property="og:type" content="article"><meta property="og:site_name" content="北浦タイムス">'
        f'<link rel="stylesheet" type="text/css" href="{F}/style.css"><style type="text/css">{css}</style>'
        f'<script type="text/javascript" async="" src="{F}/ga.js.download"></script></head><body class="news-detail">'
        + body
        + "</body></html>"
    )
    d = f"/saved/{F[2:]}/"
    files = {
        d + "style.css": '@charset "UTF-8";\n.clearfix:after{content:"";display:block;clear:both}\n',
        d + "20170809_k0412_01.svg": svg_file("#8a7a62", 640, 400),
        d
        + "saved_resource.html": '<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body style="margin:0"><div style="width:300px;height:250px;background:#fdf3d8;font:16px sans-serif;display:flex;align-items:center;justify-content:center;text-align:center">北浦信用金庫<br>夏の定期預金キャンペーン</div></body></html>',
        d
        + "jquery.min.js.download": "/*! jQuery v1.12.4 | (c) jQuery Foundation | jquery.org/license */\nwindow.jQuery=window.jQuery||function(){return{ready:function(){}}};\n",
        d + "common.js.download": "(function(){if(!window.jQuery)return;})();\n",
        d + "ga.js.download": "var _gaq=_gaq||[];\n",
    }
    return case(
        "ef-plain-ja-kitaura-ekisha",
        "lookalike",
        "ja",
        html,
        [],
        path="/saved/20170809_k0412.html",
        container="-",
        heading=None,
        description="A Japanese city paper's article of August 2017 as Chrome saved it 'complete' (the 'saved from url' mark, ./NAME_files/ resources, *.js.download scripts, an ad iframe as saved_resource.html); no reader discussion: a dated timeline of the story, a readers' poll with results, related articles with dates, an obituary list (place, name, age, date) and the access ranking.",
        lookalikes=(
            "timeline 'これまでの経緯': 6 dated entries",
            "obituaries 'おくやみ': 4 entries with place, name, age, date",
            "related articles with dates",
            "access ranking",
            "readers' poll results",
        ),
        files=files,
    )


def chrome_ef() -> list[Case]:
    return [de_freibad(), nl_windmolens(), ja_ekisha()]
