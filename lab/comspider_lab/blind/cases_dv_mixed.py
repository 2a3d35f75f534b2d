"""Blind set DV: a mixed page: an Austrian regional daily of 2019 whose article carries the newsroom's log of updates
(timed entries signed by its editors) and, below it, the readers' forum of "Postings" (never "comment"): a posting
removed by the moderation whose answers stay, one deleted by its writer, edited ones. Every site, name, place and text
invented for this set; each posting written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dv_common import Case, doc, esc, kids, make, paras, slug, thread


def de_at_seilbahn() -> Case:
    es = thread("""
Bergfex_Hias @ 19. September 2019, 09:41 ~ 2019-09-19T09:41:00+02:00 :: Endlich! Die alte Einersesselbahn war schon in meiner Kindheit ein Museumsstück. Wer im Winter eine halbe Stunde bei minus zehn Grad hinaufgezittert ist, weiß, wovon ich rede.
>wanderin_aus_Linz @ 19. September 2019, 10:06 ~ 2019-09-19T10:06:00+02:00 :: Im Winter ja. Aber im Sommer war genau diese Langsamkeit das Schöne. Mit einer Zehner-Gondel kommen dann halt dreimal so viele Leute auf den Gipfel.
!gone @ 19. September 2019, 10:28 ~ 2019-09-19T10:28:00+02:00 :: Dieses Posting wurde von der Forumsmoderation entfernt.
>Sepp Gruber {edited=bearbeitet 19. September 2019, 11:02} @ 19. September 2019, 10:55 ~ 2019-09-19T10:55:00+02:00 :: Mit „Packelei“ und solchen Ausdrücken kommen wir nicht weiter. Der Gemeinderat hat öffentlich abgestimmt, das Protokoll liegt am Gemeindeamt auf.
>>Moni_K @ 19. September 2019, 11:20 ~ 2019-09-19T11:20:00+02:00 :: Das Protokoll schon, das Gutachten zur Wildruhezone aber nicht. Das hat bis heute niemand von uns gesehen.
Dr. Walter Pichler @ 19. September 2019, 12:14 ~ 2019-09-19T12:14:00+02:00 :: Als Grünbrunner Hotelier sage ich: ohne moderne Bahn keine Wintersaison in zehn Jahren. Die Gäste vergleichen mit Saalbach und Ischgl, nicht mit 1972.
!gone {author} @ 19. September 2019, 13:30 ~ 2019-09-19T13:30:00+02:00 :: Dieses Posting wurde vom Verfasser gelöscht.
>Theresa Hofstätter {edited=bearbeitet 19. September 2019, 14:12} @ 19. September 2019, 13:58 ~ 2019-09-19T13:58:00+02:00 :: Zur Frage oben: Laut Gemeinde bleibt die Parkplatzgebühr für Einheimische mit Gästekarte bzw. Bürgerkarte gleich. Steht auch im Aktualisierungsprotokoll unter dem Artikel.
Lukas Brandner @ 19. September 2019, 15:45 ~ 2019-09-19T15:45:00+02:00 :: 18 Millionen für eine Bahn auf 1.600 Meter Seehöhe, wo es in fünfzehn Jahren vielleicht gar keinen Schnee mehr gibt. Hat irgendwer im Gemeinderat die Klimaszenarien gelesen?
""")
    k = kids(es)
    votes = [(64, 9), (41, 12), (0, 0), (27, 5), (33, 2), (22, 30), (0, 0), (15, 1), (58, 7)]

    def post(i: int) -> str:
        e = es[i]
        sub = ""
        if i in k:
            sub = '<div class="forum-replies">' + "".join(post(j) for j in k[i]) + "</div>"
        if e.kind == "gone":
            return (
                f'<div class="forum-post forum-post--removed" id="p{1773410 + i}"><div class="forum-post__meta"><time datetime="{e.iso}">{esc(e.at)}</time></div>'
                f'<div class="forum-post__text"><em>{esc(e.body)}</em></div>{sub}</div>'
            )
        plus, minus = votes[i]
        edited = f'<span class="forum-post__edited">{esc(e.mark("edited"))}</span>' if e.has("edited") else ""
        return (
            f'<div class="forum-post" id="p{1773410 + i}"><div class="forum-post__meta">'
            f'<a class="forum-post__user" href="/user/{slug(e.who)}">{esc(e.who)}</a> <time datetime="{e.iso}">{esc(e.at)}</time> {edited}</div>'
            f'<div class="forum-post__text">{paras(e.body)}</div>'
            f'<div class="forum-post__tools"><span class="forum-rate forum-rate--plus" title="Zustimmung">+{plus}</span><span class="forum-rate forum-rate--minus" title="Ablehnung">−{minus}</span>'
            '<a href="#forum-form">Antworten</a><a href="/melden">Melden</a></div>'
            f"{sub}</div>"
        )

    listing = "".join(post(i) for i in k[None])
    n = sum(1 for e in es if e.kind == "c")
    log = [
        (
            "19.09.2019, 14:40",
            "2019-09-19T14:40:00+02:00",
            "Andrea Leitner",
            "Die Gemeinde hat mitgeteilt, dass die Parkgebühren am Talparkplatz für Inhaber der Bürgerkarte unverändert bleiben. Wir haben den Artikel ergänzt.",
        ),
        (
            "19.09.2019, 11:15",
            "2019-09-19T11:15:00+02:00",
            "Martin Eder",
            "In einer früheren Version hieß es, die neue Bahn fördere 1.200 Personen pro Stunde. Richtig sind 2.400 Personen pro Stunde. Wir bitten, den Fehler zu entschuldigen.",
        ),
        (
            "19.09.2019, 08:50",
            "2019-09-19T08:50:00+02:00",
            "Andrea Leitner",
            "Stellungnahme der Bürgerinitiative „Hochkogel bleibt“ ergänzt.",
        ),
        ("19.09.2019, 06:00", "2019-09-19T06:00:00+02:00", "Andrea Leitner", "Erstveröffentlichung."),
    ]
    protocol = "".join(
        f'<li class="upd"><time class="upd__time" datetime="{iso}">{esc(at)}</time> <span class="upd__who">{esc(who)}</span>'
        f'<p class="upd__text">{esc(text)}</p></li>'
        for at, iso, who, text in log
    )
    css = """*{box-sizing:border-box}body{margin:0;font:16px/1.6 'Noto Serif',Georgia,serif;color:#222;background:#fff}a{color:#00586f}
.site-top{background:#00586f;color:#fff}.site-top__in{max-width:1160px;margin:0 auto;display:flex;justify-content:space-between;align-items:center;padding:10px 16px;font:14px Arial,sans-serif}
.site-top a{color:#fff;text-decoration:none}.brand{font:700 30px Georgia,serif}.ressorts{border-bottom:1px solid #d6dde0;font:700 14px Arial,sans-serif}
.ressorts ul{max-width:1160px;margin:0 auto;padding:0 16px;display:flex;gap:18px;list-style:none}.ressorts a{display:block;padding:10px 0;color:#222;text-decoration:none}
.page{max-width:1160px;margin:24px auto;padding:0 16px;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px}.kicker{font:700 13px Arial,sans-serif;color:#c8102e;text-transform:uppercase}
h1{font:700 34px/1.2 Georgia,serif;margin:6px 0 12px}.lead{font-size:19px;font-weight:700}.meta{font:13px Arial,sans-serif;color:#666;margin:12px 0;border-top:1px solid #eee;padding-top:8px}
.share{font:13px Arial,sans-serif;margin:10px 0}.share a{display:inline-block;border:1px solid #ccc;padding:3px 10px;margin-right:6px;text-decoration:none;color:#333}
.text p{margin:0 0 16px}.infobox{background:#eef5f7;padding:14px 16px;margin:20px 0;font:15px/1.5 Arial,sans-serif}
.updates{font:14px/1.5 Arial,sans-serif;border:1px solid #d6dde0;padding:12px 16px;margin:24px 0}.updates h2{font-size:16px;margin:0 0 6px}.updates ul{list-style:none;margin:0;padding:0}
.upd{border-top:1px solid #eee;padding:8px 0}.upd__time{font-weight:700;color:#00586f}.upd__who{color:#555}.upd__text{margin:4px 0 0}
.forum{margin-top:36px;font-family:Arial,sans-serif;border-top:3px solid #00586f}.forum h2{font-size:20px}.forum__rules{font-size:13px;color:#666}
.forum__sort{font-size:13px;margin:8px 0}.forum-post{border-top:1px solid #e5e5e5;padding:10px 0}.forum-replies{margin-left:32px;border-left:3px solid #e6eff2;padding-left:12px}
.forum-post__meta{font-size:13px;color:#777}.forum-post__user{font-weight:700;color:#00586f;text-decoration:none;margin-right:6px}.forum-post__edited{font-style:italic;color:#999;font-size:12px}
.forum-post__text p{margin:4px 0;font-size:15px}.forum-post--removed>.forum-post__text{color:#999;font-size:14px}.forum-post__tools{font-size:12px;display:flex;gap:12px}
.forum-rate--plus{color:#2e7d32;font-weight:700}.forum-rate--minus{color:#c62828;font-weight:700}.forum-post__tools a{color:#777}
#forum-form{background:#f4f6f7;padding:12px;margin-top:12px;font-size:14px}.rail section{font:14px/1.45 Arial,sans-serif;margin-bottom:24px}.rail h3{font-size:14px;text-transform:uppercase;border-bottom:2px solid #c8102e;padding-bottom:4px}
.rail ol{padding-left:20px}.rail li{margin-bottom:8px}.ad{background:#f0f0f0;color:#aaa;font:11px Arial,sans-serif;text-align:center;padding:4px;margin-bottom:24px}
.foot{background:#1f2a30;color:#c0ccd1;font:13px Arial,sans-serif;padding:28px 16px;margin-top:40px}.foot a{color:#fff}
.cookie{position:fixed;left:0;right:0;bottom:0;background:#1f2a30;color:#fff;font:13px Arial,sans-serif;padding:12px 16px;display:flex;gap:14px;align-items:center;justify-content:center}.cookie button{background:#fff;border:0;padding:6px 14px;font-weight:700}"""
    nav = "".join(
        f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>'
        for s in (
            "Grünbrunn",
            "Pongau",
            "Salzburg",
            "Österreich",
            "Sport",
            "Wirtschaft",
            "Freizeit",
            "Anzeigen",
        )
    )
    body = f"""<div class="site-top"><div class="site-top__in"><a class="brand" href="/">Pongauer Nachrichten</a><span>Donnerstag, 19. September 2019 · Grünbrunn 17 °C, heiter · <a href="/login">Anmelden</a> · <a href="/abo">Abo</a></span></div></div>
<nav class="ressorts"><ul>{nav}</ul></nav>
<div class="ad" style="max-width:970px;height:90px;margin:14px auto">Werbung</div>
<div class="page"><main>
<article>
<p class="kicker">Grünbrunn</p>
<h1>Neue Gondelbahn auf den Hochkogel: Gemeinderat sagt Ja</h1>
<p class="lead">Mit 13 zu 6 Stimmen hat der Gemeinderat den Bau einer Zehner-Kabinenbahn beschlossen. Die Einersesselbahn aus dem Jahr 1972 geht nach der kommenden Wintersaison außer Betrieb.</p>
<div class="meta">Andrea Leitner · <time datetime="2019-09-19T06:00:00+02:00">19. September 2019, 06:00</time> · aktualisiert <time datetime="2019-09-19T14:40:00+02:00">14:40</time></div>
<div class="share"><a href="#">Facebook</a><a href="#">Twitter</a><a href="#">WhatsApp</a><a href="#">E-Mail</a></div>
<figure><img src="/_avatar/hochkogel-sesselbahn.svg" width="760" height="428" alt="Die alte Sesselbahn auf den Hochkogel"><figcaption style="font:13px Arial,sans-serif;color:#666">Die Einersesselbahn auf den Hochkogel ist seit 1972 in Betrieb. Bild: Pongauer Nachrichten/Leitner</figcaption></figure>
<div class="text">
<p>Die Hochkogelbahnen Grünbrunn dürfen bauen: Der Gemeinderat hat am Mittwochabend nach dreistündiger Debatte die Umwidmung der Flächen für die Tal- und Bergstation beschlossen. Die neue Zehner-Kabinenbahn soll ab dem Winter 2021/22 bis zu 2.400 Personen pro Stunde befördern.</p>
<p>Die Investitionskosten liegen laut Betreiber bei rund 18 Millionen Euro. Die Gemeinde beteiligt sich mit 1,5 Millionen Euro und übernimmt die Erschließung des neuen Talparkplatzes.</p>
<p>Die Bürgerinitiative „Hochkogel bleibt“ kritisiert den Beschluss. Sprecherin Johanna Rainer verweist auf die Wildruhezone am Nordhang und kündigte an, die Umwidmung prüfen zu lassen.</p>
<p>Bürgermeister Franz Oberhauser (ÖVP) sprach von einer „Entscheidung für die Zukunft des Ortes“. Ohne neue Bahn sei der Skibetrieb am Hochkogel nicht mehr zu halten.</p>
</div>
<div class="infobox"><strong>Zahlen &amp; Fakten</strong><br>Länge: 3,1 km · Höhenunterschied: 820 m · Fahrzeit: 8 Minuten (bisher 24) · Baubeginn: Frühjahr 2020</div>
<section class="updates" aria-label="Aktualisierungen"><h2>Aktualisierungen dieses Artikels</h2><ul>{protocol}</ul></section>
</article>
<section class="forum" id="forum"><h2>Forum: {n} Postings</h2>
<p class="forum__rules">Bitte beachten Sie unsere <a href="/forenregeln/">Forenregeln</a>. Die Postings geben nicht die Meinung der Redaktion wieder.</p>
<div class="forum__sort">Sortieren nach: <b>älteste zuerst</b> · <a href="?sort=neu">neueste zuerst</a> · <a href="?sort=bewertung">Bewertung</a></div>
{listing}
<div id="forum-form">Um zu posten, <a href="/login">melden Sie sich bitte an</a> oder <a href="/registrieren">registrieren Sie sich</a>.</div>
</section>
</main>
<aside class="rail">
<div class="ad" style="height:250px">Werbung</div>
<section><h3>Meistgelesen</h3><ol><li><a href="/pongau/almabtrieb-termine/">Almabtriebe 2019: Alle Termine im Pongau</a></li><li><a href="/gruenbrunn/hochkogel-gondelbahn/">Neue Gondelbahn auf den Hochkogel: Gemeinderat sagt Ja</a></li><li><a href="/salzburg/tauernautobahn-baustelle/">Tauernautobahn: Baustelle bis November</a></li><li><a href="/sport/sv-gruenbrunn/">SV Grünbrunn bleibt Tabellenführer</a></li></ol></section>
<section><h3>Veranstaltungen</h3><ol><li>21.9. Bauernherbst-Fest am Dorfplatz</li><li>28.9. Almabtrieb Grünbrunn</li></ol></section>
<div class="ad" style="height:600px">Werbung</div>
</aside></div>
<footer class="foot">© 2019 Pongauer Nachrichten · <a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a> · <a href="/forenregeln/">Forenregeln</a> · <a href="/kontakt/">Kontakt</a></footer>
<div class="cookie">Diese Website verwendet Cookies, um Ihnen das beste Nutzererlebnis zu bieten. <a href="/datenschutz/" style="color:#fff">Mehr erfahren</a><button type="button">Einverstanden</button></div>"""
    return make(
        "dv-mixed-de-gruenbrunn-seilbahn",
        "mixed",
        "de",
        doc(
            "Neue Gondelbahn auf den Hochkogel: Gemeinderat sagt Ja",
            "Pongauer Nachrichten",
            "de-AT",
            css,
            body,
            published="2019-09-19T06:00:00+02:00",
            author="Andrea Leitner",
            section="Grünbrunn",
        ),
        es,
        path="/gruenbrunn/neue-gondelbahn-auf-den-hochkogel-gemeinderat-sagt-ja-77341027",
        container="section#forum under 'Forum: 7 Postings': div.forum-post (a.forum-post__user, time, 'bearbeitet' line, div.forum-post__text > p, +/− votes, Antworten, Melden), answers in div.forum-replies inside the parent's div, two deep; two div.forum-post--removed placeholders (by the moderation; by the writer) keeping their answers",
        heading="Forum: 7 Postings",
        description="An Austrian regional daily of September 2019 (navigation, share links, facts box, most read, events, adverts, cookie bar): 7 readers' postings with +/− votes, answers two deep inside their parent; a posting removed by the moderation and one deleted by its writer, both keeping their answers; two 'bearbeitet' lines; above the forum, 'Aktualisierungen dieses Artikels': 4 timed entries signed by the editors; never says 'comment'.",
        lookalikes=("'Aktualisierungen dieses Artikels': 4 timed, signed entries of the newsroom",),
    )


def mixed_dv() -> list[Case]:
    return [de_at_seilbahn()]
