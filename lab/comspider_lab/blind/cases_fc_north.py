"""Blind set fc: four discussions of northern Europe. A German county paper of 2011 (a pinned moderator's notice
first in the thread, an advertisement after the third comment, "Empfehlen (N)" and a share bar on every comment, a
poll right after the thread), a Dutch regional daily of 2014 (an editor's pick above the thread and again in its
place, seven reactions shown and seven more served hidden behind "Toon meer reacties", a statement poll after), a
Danish local daily of 2013 (a newsletter sign-up and an advertisement inside the comments' box, "Anbefal (N)" on each,
the editors' choice shown twice) and a Polish city portal of 2015 (a "Wybór redakcji" box, an advertisement after the
third comment, "Polecam (N)" on each, five comments served hidden behind "Pokaż więcej komentarzy"). Every site, name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fc_common import Case, R, esc, make, paras, svg, thread, top, walk

# --------------------------------------------------------------------------- de: a county paper, 2011


def de_bruecke() -> Case:
    rs = thread("""
Gerd Wilkening || 14.06.2011, 08:12 Uhr || Schon wieder eine Vollsperrung über den ganzen Sommer. Wer in Ahlbek-Süd wohnt und in der Stadt arbeitet, fährt jetzt jeden Tag zwölf Kilometer Umweg über die Kreisstraße. Hätte man das nicht in die Herbstferien legen können?
>Sabine R. || 14.06.2011, 08:40 Uhr || Die Arbeiten dauern laut Artikel vier Monate, da hilft auch keine Ferienplanung. Ärgerlich ist es trotzdem, da gebe ich Ihnen recht.
>>Gerd Wilkening || 14.06.2011, 09:05 Uhr || Dann hätte man wenigstens eine Behelfsbrücke für Fußgänger stellen können, so wie 1998 bei der Mühlenbrücke. Das ging damals auch.
Hannes_Ahlbek || 14.06.2011, 09:31 Uhr || Die Brücke ist seit Jahren marode, das sieht jeder, der mal unten am Ufer langgeht: Rostflecken, abgeplatzter Beton. Lieber jetzt sperren als warten, bis etwas passiert.
Familie Otten || 14.06.2011, 10:02 Uhr || Was ist mit dem Schulbus? Unsere Tochter fährt jeden Morgen um 7.10 Uhr über die Brücke zum Gymnasium. Im Artikel steht dazu leider nichts.
>Bernd Claußen || 14.06.2011, 10:47 Uhr || Laut Aushang an der Haltestelle fährt der Bus ab dem 20. Juni über Lindhorst, Abfahrt zehn Minuten früher.
>>Familie Otten || 14.06.2011, 11:15 Uhr || Danke, das hilft uns weiter!
Kathrin Meiners || 14.06.2011, 12:20 Uhr || Für die Geschäfte in der Brückenstraße ist das eine Katastrophe. Wer geht denn noch zum Bäcker oder in den Schuhladen, wenn man nur noch vom Parkplatz am Sportplatz zu Fuß hinkommt? // Ich hoffe, die Stadt denkt wenigstens über eine Entschädigung oder kostenlose Parkplätze nach.
Ulli aus Lindhorst || 14.06.2011, 13:48 Uhr || Und wir in Lindhorst bekommen jetzt den ganzen Umleitungsverkehr durchs Dorf, mitten an der Grundschule vorbei. Tempo 30 wäre das Mindeste.
Peter Dahms || 14.06.2011, 16:05 Uhr || Ich fahre die Strecke mit dem Rad. Für Radfahrer soll ja eine Behelfsspur offen bleiben, mal sehen, ob das in der Praxis klappt.
""")
    likes = [12, 4, 2, 19, 7, 9, 1, 15, 11, 3]

    def item(i: int, r: R, replies: str) -> str:
        sub = f'\n<ul class="kb-antworten">{replies}</ul>' if replies else ""
        return (
            f'<li class="kb-beitrag" id="beitrag-{40211 + i}">\n<div class="kb-kopf"><span class="kb-name">{esc(r.who)}</span> '
            f'<span class="kb-zeit">schrieb am {esc(r.at)}</span></div>\n<div class="kb-text">{paras(r.raw)}</div>\n'
            f'<div class="kb-leiste"><a href="#" class="kb-empfehlen">Empfehlen ({likes[i]})</a> | Teilen: '
            f'<a href="http://www.facebook.example/share?u=/lokales/ahlbek/bruecke-40211.html%23beitrag-{40211 + i}" class="kb-fb">Facebook</a> '
            f'<a href="http://twitter.example/share?u=/lokales/ahlbek/bruecke-40211.html%23beitrag-{40211 + i}" class="kb-tw">Twitter</a> | '
            f'<a href="/kommentar/antworten?b={40211 + i}">Antworten</a> | <a href="/kommentar/melden?b={40211 + i}">Melden</a></div>{sub}\n</li>\n'
        )

    items = walk(rs, item)
    ad = (
        '<li class="kb-werbung"><span class="kb-anz">Anzeige</span><a href="http://autohaus-brinkmann.example/">'
        '<img src="/werbung/autohaus-468x60.svg" width="468" height="60" alt="Autohaus Brinkmann – Sommer-Check ab 29 €"></a></li>\n'
    )
    pinned = (
        '<li class="kb-beitrag kb-fixiert"><div class="kb-kopf"><span class="kb-name">Moderation</span> '
        '<span class="kb-zeit">14.06.2011, 07:30 Uhr</span> <span class="kb-pin">angeheftet</span></div>\n'
        '<div class="kb-text"><p>Liebe Leserinnen und Leser, bitte bleiben Sie sachlich. Beiträge mit Beleidigungen '
        "oder vollständigen Namen Dritter werden gelöscht. Die Kommentarfunktion ist von 22 bis 7 Uhr geschlossen.</p></div></li>\n"
    )
    comments = pinned + "".join(items[:3]) + ad + "".join(items[3:])
    body = f"""<body>
<div id="seite">
<div id="kopfzeile"><a href="/" class="logo"><img src="/bilder/logo-kreisblatt.svg" width="260" height="48" alt="Ahlbeker Kreisblatt"></a>
<p class="datum">Dienstag, 14. Juni 2011 &middot; <a href="/abo">Abo</a> &middot; <a href="/epaper">E-Paper</a> &middot; <a href="/anmelden">Anmelden</a></p></div>
<ul id="navi"><li><a href="/">Startseite</a></li><li class="aktiv"><a href="/lokales/">Lokales</a></li><li><a href="/region/">Region</a></li><li><a href="/sport/">Sport</a></li><li><a href="/kultur/">Kultur</a></li><li><a href="/anzeigen/">Anzeigen</a></li></ul>
<div id="inhalt">
<p class="brotkrumen"><a href="/">Startseite</a> &raquo; <a href="/lokales/">Lokales</a> &raquo; <a href="/lokales/ahlbek/">Ahlbek</a></p>
<div class="artikel">
<p class="dachzeile">Ahlbek</p>
<h1>Hasebrücke wird ab Juli voll gesperrt</h1>
<p class="autor">Von Martina Hövelmann &middot; 13.06.2011, 18:45 Uhr</p>
<p class="vorspann">Die Sanierung der Hasebrücke beginnt am 4. Juli. Bis Ende Oktober ist die wichtigste Verbindung zwischen Ahlbek-Süd und der Innenstadt für Autos gesperrt.</p>
<p><img src="/bilder/2011/06/hasebruecke.svg" width="480" height="300" alt="Die Hasebrücke"><br><span class="bu">Die Hasebrücke von 1962: Der Beton unter der Fahrbahn ist an vielen Stellen abgeplatzt. Foto: Hövelmann</span></p>
<p>Wie die Stadtverwaltung am Montagabend im Bauausschuss mitteilte, müssen Fahrbahn, Geländer und zwei Pfeiler erneuert werden. Die Kosten liegen bei rund 1,3 Millionen Euro, das Land übernimmt gut die Hälfte.</p>
<p>Die Umleitung führt über die Kreisstraße 12 und Lindhorst. Fußgänger und Radfahrer sollen die Brücke auf einer Behelfsspur weiter nutzen können, allerdings nicht an allen Tagen.</p>
<p>&bdquo;Wir wissen, dass das für viele eine Zumutung ist&ldquo;, sagte Baudezernent Jörg Tammen. Man habe die Arbeiten aber nicht weiter aufschieben können.</p>
</div>
<div class="artikel-werkzeuge"><a href="/drucken?a=40211">Drucken</a> | <a href="/empfehlen?a=40211">Artikel per E-Mail empfehlen</a> | <a href="#leserkommentare">Kommentare (10)</a></div>
<div id="leserkommentare">
<h3>Leserkommentare (10)</h3>
<p class="kb-sortierung">Sortieren: <b>älteste zuerst</b> | <a href="?sort=neu#leserkommentare">neueste zuerst</a></p>
<ul class="kb-kommentare">
{comments}</ul>
<div class="kb-umfrage"><h4>Umfrage</h4><p>Hätte die Stadt die Sperrung in die Schulferien legen sollen?</p>
<form action="/umfrage/318" method="post"><label><input type="radio" name="a" value="1"> Ja</label><br><label><input type="radio" name="a" value="2"> Nein, die Dauer ist das Problem</label><br><label><input type="radio" name="a" value="3"> Ist mir egal</label><br><input type="submit" value="Abstimmen"> <a href="/umfrage/318/ergebnis">Ergebnis</a> (412 Stimmen)</form></div>
<div class="kb-formular"><h4>Ihr Kommentar</h4><p>Bitte <a href="/anmelden">melden Sie sich an</a>, um zu kommentieren.</p></div>
</div>
</div>
<div id="rand">
<div class="kasten"><h4>Meistgelesen</h4><ol><li><a href="/lokales/ahlbek/schuetzenfest-40190.html">Schützenfest: Neuer König nach 14 Jahren</a></li><li><a href="/lokales/ahlbek/bruecke-40211.html">Hasebrücke wird ab Juli voll gesperrt</a></li><li><a href="/region/lindhorst-kita-40177.html">Lindhorst bekommt zweite Kita</a></li></ol></div>
<div class="kasten werbung"><span class="kb-anz">Anzeige</span><img src="/werbung/baumarkt-160x600.svg" width="160" height="600" alt="Baumarkt Sommerangebote"></div>
</div>
<div id="fuss">&copy; 2011 Ahlbeker Kreisblatt &middot; <a href="/impressum">Impressum</a> &middot; <a href="/mediadaten">Mediadaten</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#d9dde2;font:13px Arial,Helvetica,sans-serif;color:#222}#seite{width:960px;margin:0 auto;background:#fff}
#kopfzeile{padding:10px 15px;border-bottom:3px solid #003a70}.datum{font-size:11px;color:#666}#navi{margin:0;padding:0;background:#003a70;overflow:hidden}
#navi li{float:left;list-style:none}#navi a{display:block;padding:6px 12px;color:#fff;text-decoration:none}#navi .aktiv a{background:#c8102e}
#inhalt{float:left;width:620px;padding:15px}#rand{float:right;width:300px;padding:15px 0}#fuss{clear:both;padding:10px;background:#003a70;color:#fff;font-size:11px}
.dachzeile{color:#c8102e;font-weight:bold;margin:0}.autor,.bu{font-size:11px;color:#666}.vorspann{font-weight:bold}
.kb-kommentare,.kb-antworten{list-style:none;margin:0;padding:0}.kb-antworten{margin-left:30px;border-left:2px solid #dde}
.kb-beitrag{padding:8px;border-bottom:1px solid #e2e4e8}.kb-fixiert{background:#fff7d6}.kb-pin{font-size:10px;color:#a70}
.kb-name{font-weight:bold;color:#003a70}.kb-zeit{font-size:11px;color:#888}.kb-leiste{font-size:11px;color:#666}
.kb-werbung{padding:8px;text-align:center;background:#f3f3f3}.kb-anz{display:block;font-size:9px;color:#999;text-transform:uppercase}
.kb-umfrage{margin:12px 0;padding:8px;border:1px solid #003a70}.kasten{margin-bottom:15px}
</style>"""
    html = (
        top("html4", title="Hasebrücke wird ab Juli voll gesperrt | Ahlbeker Kreisblatt", lang="de", head=css)
        + body
    )
    return make(
        "fc-de-kreisblatt-bruecke",
        "discussion",
        "de",
        html,
        rs,
        path="/lokales/ahlbek/bruecke-40211.html",
        container="div#leserkommentare 'Leserkommentare (10)': ul.kb-kommentare, one li.kb-beitrag a comment (div.kb-kopf span.kb-name NAME, span.kb-zeit 'schrieb am DATE'; div.kb-text; div.kb-leiste 'Empfehlen (N) | Teilen: Facebook Twitter | Antworten | Melden'), replies in ul.kb-antworten inside the parent (two deep); first a pinned li.kb-beitrag.kb-fixiert by 'Moderation'; li.kb-werbung 'Anzeige' after the third top-level comment; div.kb-umfrage right after the list",
        heading="Leserkommentare (10)",
        description="A German county paper of 2011 (invented): 10 readers' comments under a local article on a bridge closure, replies nested two deep; a pinned moderator's notice shaped like a comment first in the list, an advertisement li after the third top-level thread, 'Empfehlen (N)' and a Facebook/Twitter share bar on every comment, a poll right after the thread; 'Meistgelesen' and a skyscraper ad in the sidebar.",
        files={
            "/bilder/logo-kreisblatt.svg": svg(260, 48, "#003a70", "Ahlbeker Kreisblatt", 18),
            "/bilder/2011/06/hasebruecke.svg": svg(480, 300, "#7a8590", "Hasebrücke"),
            "/werbung/autohaus-468x60.svg": svg(
                468, 60, "#b01e23", "Autohaus Brinkmann – Sommer-Check ab 29 €", 16
            ),
            "/werbung/baumarkt-160x600.svg": svg(160, 600, "#f29100", "Baumarkt", 18),
        },
    )


# --------------------------------------------------------------------------- nl: a regional daily, 2014


def nl_windmolens() -> Case:
    rs = thread("""
Jeroen V. || 3 maart 2014 07:52 || Weer een besluit dat boven onze hoofden is genomen. De provincie heeft de dorpen pas ingelicht toen alles al rond was. Inspraak was er alleen op papier.
>Marieke || 3 maart 2014 08:15 || Er zijn toch twee avonden geweest in het dorpshuis? Ik was er bij, het zat vol.
>>Jeroen V. || 3 maart 2014 08:31 || Ja, maar toen lag het plan er al. Je mocht alleen nog kiezen welke kleur de hekken rond de voet krijgen.
Henk Wubbels || 3 maart 2014 08:44 || Ik woon op 900 meter van de geplande lijn. In de winter staat de zon precies achter die molens, dus we krijgen 's ochtends slagschaduw door de keuken. Niemand van de provincie is komen kijken.
Anouk ter Horst || 3 maart 2014 09:10 || Liever windmolens dan een gascentrale. We moeten ergens beginnen, en in het Veen waait het nu eenmaal.
>Gerrit Jan || 3 maart 2014 09:37 || Prima, maar zet ze dan bij de snelweg en niet midden tussen drie dorpen.
>Sietske || 3 maart 2014 10:02 || Eens met Anouk. En de opbrengst gaat voor een deel naar een dorpsfonds, dat wordt vaak vergeten.
Koos Mulder || 3 maart 2014 10:48 || Wie kan me uitleggen hoe hoog ze precies worden? In het artikel staat 150 meter, op de site van de provincie 180 meter tiphoogte.
>Redmer || 3 maart 2014 11:05 || 150 meter is de ashoogte, 180 meter tot de punt van de wiek. Staat op pagina 12 van het milieurapport.
Bep van Dijk || 3 maart 2014 12:30 || Mijn vader heeft hier zestig jaar geboerd. Hij zegt: de horizon was het enige wat ze ons niet konden afpakken.
Ties || 3 maart 2014 13:14 || Hebben omwonenden recht op een korting op de stroom? Bij het park in Drenthe kreeg iedereen binnen twee kilometer een bijdrage.
>Anouk ter Horst || 3 maart 2014 13:40 || Volgens mij wordt dat nog uitgewerkt, de gemeente praat er in april over.
Willemien || 3 maart 2014 15:02 || Ik mis in het stuk de vraag wat er met de vogels gebeurt. Langs het Zwarte Meer broeden ieder voorjaar honderden ganzen.
Dirk-Jan Pol || 3 maart 2014 17:26 || Goed stuk, eindelijk eens beide kanten aan het woord. Meer van dit soort verslagen graag.
""")
    pick = 3
    shown_top = 3  # the first three top-level threads are shown, the rest served hidden

    def item(i: int, r: R, replies: str) -> str:
        sub = f'<div class="vk-reacties-op">{replies}</div>' if replies else ""
        star = '<span class="vk-uitgelicht">Uitgelicht door de redactie</span> ' if i == pick else ""
        return (
            f'<div class="vk-reactie" id="reactie-{881300 + i}">\n<div class="vk-avatar"><img src="/img/avatar-leeg.svg" width="36" height="36" alt=""></div>\n'
            f'<div class="vk-body"><div class="vk-meta">{star}<strong class="vk-auteur">{esc(r.who)}</strong> <span class="vk-tijd">{esc(r.at)}</span></div>\n'
            f'<div class="vk-tekst">{paras(r.raw, how="br")}</div>\n'
            f'<div class="vk-acties"><a href="/reageer?op={881300 + i}">Reageer</a> &middot; <a href="/melden?r={881300 + i}">Meld misbruik</a></div></div>\n{sub}</div>\n'
        )

    items = walk(rs, item)
    hidden = "".join(items[shown_top:])
    n_hidden = sum(1 for i, r in enumerate(rs) if _top_of(rs, i) >= shown_top)
    featured = (
        f'<div class="vk-redactiekeuze"><h4>Reactie van de dag</h4><blockquote><p>{esc(rs[pick].raw)}</p></blockquote>'
        f'<p class="vk-door">&mdash; <b>{esc(rs[pick].who)}</b>, {esc(rs[pick].at)} &middot; <a href="#reactie-{881300 + pick}">naar de reactie</a></p></div>\n'
    )
    body = f"""<body class="artikelpagina">
<header id="vk-top"><a href="/" class="vk-logo"><img src="/img/veenkoerier-logo.svg" width="220" height="44" alt="De Veenkoerier"></a>
<nav><a href="/nieuws">Nieuws</a> <a href="/regio">Regio</a> <a href="/sport">Sport</a> <a href="/112">112</a> <a href="/uit">Uit</a></nav></header>
<div id="vk-pagina">
<article class="vk-artikel">
<p class="vk-rubriek">Oosterveen</p>
<h1>Provincie zet windpark door: veertien molens langs de Veenvaart</h1>
<p class="vk-datum">Maandag 3 maart 2014, 06:00 &middot; Door Femke Ruiter</p>
<p class="vk-intro">Het windpark tussen Oosterveen, Nijeschoot en Langedijk komt er. Provinciale Staten stemden vrijdagavond met ruime meerderheid in met veertien turbines langs de Veenvaart.</p>
<figure><img src="/img/2014/03/veenvaart.svg" width="560" height="315" alt="De Veenvaart"><figcaption>Langs de Veenvaart komen de eerste molens in 2016. Foto: De Veenkoerier</figcaption></figure>
<p>De bouw begint naar verwachting in 2016. Een deel van de opbrengst gaat naar een dorpsfonds dat de drie dorpen zelf mogen besteden. Tegenstanders overwegen naar de Raad van State te stappen.</p>
<p>Volgens gedeputeerde Anne-Wil Hoekstra is het park &lsquo;nodig om de doelen voor 2020 te halen&rsquo;. Omwonenden vrezen slagschaduw, geluid en een aangetaste horizon.</p>
</article>
<div class="vk-deelbalk"><a href="http://facebook.example/sharer?u=/regio/oosterveen/windpark-881300">Deel op Facebook</a> <a href="http://twitter.example/intent?u=/regio/oosterveen/windpark-881300">Tweet</a> <a href="mailto:?subject=Windpark">Mail</a></div>
<section id="reacties">
<h3>14 reacties</h3>
{featured}<div class="vk-lijst">
{"".join(items[:shown_top])}<div class="vk-meer-reacties" id="meer" style="display:none">
{hidden}</div>
</div>
<p class="vk-meer"><a href="#reacties" onclick="document.getElementById('meer').style.display='block';this.parentNode.style.display='none';return false;">Toon meer reacties ({n_hidden})</a></p>
<div class="vk-stelling"><h4>Stelling van de dag</h4><p>&lsquo;Windmolens horen niet in het Veen.&rsquo;</p><form action="/stelling/1412" method="post"><button name="s" value="eens">Eens</button> <button name="s" value="oneens">Oneens</button></form><p class="vk-stand">Eens 58% &middot; Oneens 42% (1.203 stemmen)</p></div>
<div class="vk-plaats"><h4>Plaats een reactie</h4><p><a href="/inloggen">Log in</a> om te reageren.</p></div>
</section>
<aside id="vk-zij"><h4>Meest gelezen</h4><ol><li><a href="/regio/nijeschoot/brand-881210">Schuurbrand in Nijeschoot</a></li><li><a href="/regio/oosterveen/windpark-881300">Provincie zet windpark door</a></li><li><a href="/sport/vv-langedijk-881288">VV Langedijk wint derby</a></li></ol></aside>
</div>
<footer id="vk-voet">&copy; 2014 De Veenkoerier &middot; <a href="/colofon">Colofon</a> &middot; <a href="/privacy">Privacy</a></footer>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:14px Georgia,serif;color:#1b1b1b;background:#f4f1ea}#vk-top{background:#1f4e3d;padding:10px 20px}#vk-top nav a{color:#fff;margin-right:12px;font-family:Arial}
#vk-pagina{width:940px;margin:0 auto;background:#fff;padding:20px;overflow:hidden}.vk-artikel,#reacties{width:600px;float:left}#vk-zij{float:right;width:280px}
.vk-rubriek{color:#1f4e3d;font:bold 12px Arial;text-transform:uppercase}.vk-datum{font:12px Arial;color:#777}.vk-intro{font-weight:bold}
.vk-deelbalk{clear:left;float:left;width:600px;padding:6px 0;font:12px Arial}.vk-reactie{overflow:hidden;border-top:1px solid #e5e0d6;padding:8px 0;font-family:Arial}
.vk-avatar{float:left;width:44px}.vk-body{margin-left:44px}.vk-reacties-op{margin-left:44px;border-left:3px solid #e5e0d6;padding-left:8px}
.vk-tijd{color:#999;font-size:11px}.vk-acties{font-size:11px}.vk-uitgelicht{background:#1f4e3d;color:#fff;font-size:10px;padding:1px 4px}
.vk-redactiekeuze{background:#eef5f1;padding:8px 12px;margin-bottom:10px}.vk-stelling{border:2px solid #1f4e3d;padding:8px;margin:10px 0}
</style>"""
    html = (
        top(
            "html5",
            title="Provincie zet windpark door: veertien molens langs de Veenvaart | De Veenkoerier",
            lang="nl",
            head=css,
        )
        + body
    )
    return make(
        "fc-nl-veenkoerier-windpark",
        "discussion",
        "nl",
        html,
        rs,
        path="/regio/oosterveen/windpark-881300",
        container="section#reacties '14 reacties': div.vk-lijst, one div.vk-reactie a comment (avatar; div.vk-meta strong.vk-auteur NAME span.vk-tijd DATE; div.vk-tekst; 'Reageer · Meld misbruik'), replies in div.vk-reacties-op inside the parent; three top-level threads shown (seven reactions), the other seven in div#meer style=display:none behind 'Toon meer reacties (7)'; above the list div.vk-redactiekeuze 'Reactie van de dag' quoting Henk Wubbels's comment whole (shown again in its place with 'Uitgelicht door de redactie'); a 'Stelling van de dag' poll after",
        heading="14 reacties",
        description="A Dutch regional daily of 2014 (invented): 14 reactions under a wind-farm article, replies nested (two deep once); the editors' 'Reactie van de dag' box above the thread quoting one reaction whole, which stands again in its place; seven reactions shown and seven more served hidden (display:none) behind a 'Toon meer reacties (7)' link; a statement poll after the thread; a share bar above it.",
        files={
            "/img/veenkoerier-logo.svg": svg(220, 44, "#1f4e3d", "De Veenkoerier", 18),
            "/img/2014/03/veenvaart.svg": svg(560, 315, "#7ea37a", "Veenvaart"),
            "/img/avatar-leeg.svg": svg(36, 36, "#bbb"),
        },
    )


def _top_of(rs: list[R], i: int) -> int:
    """The position, among the top-level comments, of the thread comment i belongs to."""
    while rs[i].parent is not None:
        i = rs[i].parent  # type: ignore[assignment]
    return [j for j, r in enumerate(rs) if r.parent is None].index(i)


# --------------------------------------------------------------------------- da: a local daily, 2013


def da_faerge() -> Case:
    rs = thread("""
Lone Kjærgaard || 22. august 2013 kl. 07:41 || Det er tredje gang på fem år, at sejlplanen bliver skåret. Vi der pendler til Havnsø hver dag, kan snart lige så godt flytte.
>Mogens B. || 22. august 2013 kl. 08:02 || Enig. Og den sidste afgang kl. 22.30 var den eneste, der passede til aftenvagterne på sygehuset.
Søren Holst || 22. august 2013 kl. 08:19 || Man skal huske, at færgen sejler med halvtomme dæk om formiddagen. Nogen skal betale for dieselen.
>Lone Kjærgaard || 22. august 2013 kl. 08:35 || Så lad os tale om prisen i stedet for at fjerne afgange. En mindre færge midt på dagen ville spare lige så meget.
Birthe fra Østerby || 22. august 2013 kl. 09:12 || Hvad med skolebørnene fra øen, der går på efterskole på fastlandet? De kommer hjem fredag eftermiddag, og den afgang forsvinder også om vinteren.
Anders Vestergaard || 22. august 2013 kl. 10:27 || Jeg har boet på øen i 31 år. Hver gang sejlplanen bliver ringere, flytter der to familier. Så bliver der færre passagerer, og så skærer man igen. // Det er en ond cirkel, og kommunen ved det godt.
Karina || 22. august 2013 kl. 11:50 || Er der nogen, der ved, om der kommer et borgermøde? Jeg vil gerne møde op.
>Mogens B. || 22. august 2013 kl. 12:06 || Beboerforeningen holder møde i forsamlingshuset den 3. september kl. 19.
Peter Lund || 22. august 2013 kl. 14:33 || Godt at avisen tager det op. Men hvorfor står der intet om, hvad billetterne skal koste fra nytår?
""")
    pick = 5
    likes = [23, 14, 6, 9, 17, 41, 2, 5, 8]

    def item(i: int, r: R, replies: str) -> str:
        sub = f'<ol class="fa-svar">{replies}</ol>' if replies else ""
        mark = ' <em class="fa-valgt">Redaktionens valg</em>' if i == pick else ""
        return (
            f'<li class="fa-indlaeg" id="k{5530 + i}"><p class="fa-hvem"><b>{esc(r.who)}</b>{mark}<br><small>{esc(r.at)}</small></p>'
            f'<div class="fa-ord">{paras(r.raw)}</div>'
            f'<p class="fa-knapper"><a class="fa-anbefal" href="/anbefal/{5530 + i}">Anbefal</a> <span class="fa-tal">{likes[i]}</span> '
            f'&middot; <a href="http://facebook.example/share?k={5530 + i}">Del</a> &middot; <a href="/svar/{5530 + i}">Svar</a> &middot; '
            f'<a href="/anmeld/{5530 + i}">Anmeld</a></p>{sub}</li>\n'
        )

    items = walk(rs, item)
    newsletter = (
        '<li class="fa-boks fa-nyhedsbrev"><h5>Få Fjordbyens Avis i din indbakke</h5><p>Tilmeld dig vores gratis nyhedsbrev med '
        'dagens vigtigste lokale nyheder hver morgen kl. 6.</p><form action="/nyhedsbrev" method="post"><input type="text" name="email" '
        'value="Din e-mail"> <input type="submit" value="Tilmeld"></form></li>\n'
    )
    ad = (
        '<li class="fa-boks fa-annonce"><small>Annonce</small><a href="http://oe-camping.example/"><img src="/annoncer/camping-300x100.svg" '
        'width="300" height="100" alt="Øens Camping – efterårstilbud"></a></li>\n'
    )
    choice = (
        f'<div class="fa-redaktionen"><h4>Redaktionens valg</h4><p class="fa-citat">&raquo;{esc(rs[pick].raw.split(" // ")[0])}&laquo;</p>'
        f'<p>&ndash; {esc(rs[pick].who)} <a href="#k{5530 + pick}">Læs hele indlægget</a></p></div>\n'
    )
    body = f"""<body>
<div id="fa-ramme">
<div id="fa-hoved"><a href="/"><img src="/grafik/fjordbyens-avis.svg" width="240" height="50" alt="Fjordbyens Avis"></a><span class="fa-dato">Torsdag 22. august 2013</span></div>
<div id="fa-menu"><a href="/">Forside</a> | <a href="/lokalt">Lokalt</a> | <a href="/erhverv">Erhverv</a> | <a href="/sport">Sport</a> | <a href="/debat">Debat</a> | <a href="/doedsfald">Dødsfald</a></div>
<div id="fa-indhold">
<div class="fa-artikel">
<h1>Færgen til Sejø mister fire afgange i vinterhalvåret</h1>
<p class="fa-byline">Af Kasper Møller &middot; 21. august 2013 kl. 19:10 &middot; <a href="#debat">9 kommentarer</a></p>
<p class="fa-manchet">Fra 1. november sejler Sejø-færgen kun syv gange om dagen. Kommunen skal spare 1,8 millioner kroner på færgedriften.</p>
<p><img src="/grafik/2013/08/faergen.svg" width="540" height="300" alt="Sejø-færgen i Havnsø"></p>
<p>Det var et enigt teknik- og miljøudvalg, der tirsdag aften vedtog den nye sejlplan. Den sidste aftenafgang fra Havnsø flyttes fra 22.30 til 21.00, og to formiddagsafgange forsvinder helt.</p>
<p>Beboerforeningen på Sejø kalder beslutningen &raquo;et slag mod øens fremtid&laquo;. Formand Inge Dall frygter, at flere børnefamilier vil flytte.</p>
</div>
<div class="fa-del"><a href="http://facebook.example/share?u=/lokalt/faergen-mister-afgange">Del på Facebook</a> <a href="http://twitter.example/share?u=/lokalt/faergen-mister-afgange">Del på Twitter</a> <a href="/print/faergen-mister-afgange">Print</a></div>
<div id="debat">
<h3>Debat (9)</h3>
{choice}<ol class="fa-traad">
{"".join(items[:2])}{newsletter}{items[2]}{ad}{"".join(items[3:])}</ol>
<div class="fa-skriv"><h4>Skriv en kommentar</h4><p>Du skal være logget ind med dit fulde navn. <a href="/login">Log ind</a></p></div>
</div>
</div>
<div id="fa-side"><div class="fa-mest"><h4>Mest læste</h4><ol><li><a href="/lokalt/havnefest">Havnefesten slog rekord</a></li><li><a href="/lokalt/faergen-mister-afgange">Færgen til Sejø mister fire afgange</a></li><li><a href="/sport/fif-nedrykning">FIF tæt på nedrykning</a></li></ol></div></div>
<div id="fa-fod">Fjordbyens Avis &middot; Havnegade 4 &middot; <a href="/kontakt">Kontakt redaktionen</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#eceae4;font:13px Verdana,sans-serif}#fa-ramme{width:950px;margin:0 auto;background:#fff}#fa-hoved{padding:12px}#fa-menu{background:#24407a;padding:6px 12px}#fa-menu a{color:#fff}
#fa-indhold{float:left;width:620px;padding:12px}#fa-side{float:right;width:280px;padding:12px}#fa-fod{clear:both;padding:8px;background:#24407a;color:#fff}
.fa-byline{font-size:11px;color:#777}.fa-manchet{font-weight:bold}.fa-traad,.fa-svar{list-style:none;padding:0}.fa-svar{margin-left:25px;background:#f6f6f9}
.fa-indlaeg{border-top:1px dotted #aab;padding:6px 0}.fa-hvem small{color:#888}.fa-knapper{font-size:11px}.fa-tal{background:#24407a;color:#fff;padding:0 4px;border-radius:3px}
.fa-valgt{color:#b3121a;font-size:10px}.fa-boks{background:#f1f4fa;padding:8px;margin:6px 0}.fa-redaktionen{border-left:4px solid #b3121a;padding:4px 10px;margin-bottom:8px}
</style>"""
    html = (
        top(
            "html4",
            title="Færgen til Sejø mister fire afgange i vinterhalvåret | Fjordbyens Avis",
            lang="da",
            head=css,
        )
        + body
    )
    return make(
        "fc-da-fjordavis-faerge",
        "discussion",
        "da",
        html,
        rs,
        path="/lokalt/faergen-mister-afgange",
        container="div#debat 'Debat (9)': ol.fa-traad, one li.fa-indlaeg a comment (p.fa-hvem b NAME br small DATE; div.fa-ord; p.fa-knapper 'Anbefal N · Del · Svar · Anmeld'), replies in ol.fa-svar inside the parent; li.fa-boks.fa-nyhedsbrev (newsletter sign-up) after the second top-level thread and li.fa-boks.fa-annonce after the third, inside the list; div.fa-redaktionen 'Redaktionens valg' above it quoting Anders Vestergaard's first paragraph (his comment again in place, marked 'Redaktionens valg')",
        heading="Debat (9)",
        description="A Danish local daily of 2013 (invented): 9 comments under a ferry-timetable article, three with one reply nested; a newsletter sign-up and an advertisement as list items inside the thread's ol; 'Anbefal N · Del · Svar · Anmeld' on every comment; the editors' choice box above the thread quoting one comment's first paragraph, the comment again in its place; 'Mest læste' in the sidebar.",
        files={
            "/grafik/fjordbyens-avis.svg": svg(240, 50, "#24407a", "Fjordbyens Avis", 18),
            "/grafik/2013/08/faergen.svg": svg(540, 300, "#5d7fa8", "Sejø-færgen"),
            "/annoncer/camping-300x100.svg": svg(300, 100, "#3d8a3d", "Øens Camping", 18),
        },
    )


# --------------------------------------------------------------------------- pl: a city portal, 2015


def pl_tramwaj() -> Case:
    rs = thread("""
Krzysztof_z_Podgórza || 9 września 2015, 08:03 || Nareszcie! Czekamy na ten tramwaj od czasów, kiedy moja córka chodziła do podstawówki, a teraz kończy studia.
>ania.w || 9 września 2015, 08:21 || U mnie tak samo, obiecywali go przed trzema kolejnymi wyborami. Uwierzę, jak przejadę.
Marek Sowa || 9 września 2015, 08:47 || Szkoda tylko, że przez dwa lata ulica Lipowa będzie rozkopana. Mam tam warsztat i już widzę, jak klienci omijają nas szerokim łukiem.
>Tomasz K. || 9 września 2015, 09:10 || Panie Marku, miasto ma podobno program ulg w czynszu dla lokali przy budowach. Warto zapytać w urzędzie.
>>Marek Sowa || 9 września 2015, 09:34 || Dzięki, nie wiedziałem. Zadzwonię jutro.
Ewa Nowacka || 9 września 2015, 09:58 || Czy wiadomo, co z drzewami przy Lipowej? Te lipy mają po osiemdziesiąt lat, to od nich nazwa ulicy.
rowerzysta_86 || 9 września 2015, 10:22 || Na wizualizacji nie widzę drogi rowerowej. Znowu będziemy jeździć między szynami a krawężnikiem?
>Paweł || 9 września 2015, 10:40 || Jest, tylko po drugiej stronie, wzdłuż parku. Na stronie projektu jest przekrój ulicy.
Barbara || 9 września 2015, 11:35 || A przystanek przy przychodni? Dla starszych ludzi to najważniejsze miejsce na całej trasie.
Jacek Wrona || 9 września 2015, 12:50 || 240 milionów za cztery kilometry. Za te pieniądze można by kupić autobusy elektryczne na wszystkie linie w mieście.
>Krzysztof_z_Podgórza || 9 września 2015, 13:12 || Autobus nie zabierze tylu ludzi co tramwaj w godzinach szczytu. Wystarczy spojrzeć na linię 14 rano.
Ola || 9 września 2015, 14:27 || Mieszkam przy pętli, boję się hałasu w nocy. Czy tramwaje będą jeździć też po 23?
Zdzisław Kupiec || 9 września 2015, 18:05 || Pamiętam, jak w latach sześćdziesiątych jeździł tędy tramwaj do cegielni. Potem szyny zerwano. Historia zatoczyła koło.
""")
    pick = 12
    likes = [31, 12, 18, 9, 3, 25, 14, 7, 11, 6, 19, 4, 37]
    shown = 4  # top-level threads shown; the rest served hidden

    def item(i: int, r: R, replies: str) -> str:
        sub = f'<div class="kz-odpowiedzi">{replies}</div>' if replies else ""
        return (
            f'<div class="kz-kom" data-id="{770100 + i}" id="kom{770100 + i}"><div class="kz-naglowek"><span class="kz-nick">{esc(r.who)}</span>'
            f'<span class="kz-data">{esc(r.at)}</span></div><div class="kz-tresc">{paras(r.raw, how="br")}</div>'
            f'<div class="kz-stopka"><a class="kz-polecam" href="/ocen/{770100 + i}/plus">Polecam <b>{likes[i]}</b></a> '
            f'<a class="kz-fb" href="http://facebook.example/sharer?u=/kom{770100 + i}">Udostępnij</a> '
            f'<a href="/odpowiedz/{770100 + i}">Odpowiedz</a> <a href="/zglos/{770100 + i}">Zgłoś</a></div>{sub}</div>\n'
        )

    items = walk(rs, item)
    n_hidden = sum(1 for i in range(len(rs)) if _top_of(rs, i) >= shown)
    ad = (
        '<div class="kz-reklama"><span>REKLAMA</span><a href="http://okna-plast.example/"><img src="/reklama/okna-600x90.svg" '
        'width="600" height="90" alt="Okna Plast – jesienna promocja"></a></div>\n'
    )
    choice = (
        f'<div class="kz-wybor"><p class="kz-wybor-tytul">Wybór redakcji</p><div class="kz-kom kz-kopia"><div class="kz-naglowek"><span class="kz-nick">{esc(rs[pick].who)}</span>'
        f'<span class="kz-data">{esc(rs[pick].at)}</span></div><div class="kz-tresc">{esc(rs[pick].raw)}</div>'
        f'<div class="kz-stopka"><a href="#kom{770100 + pick}">Pokaż w dyskusji</a></div></div></div>\n'
    )
    body = f"""<body>
<div id="kz-naglowek-strony"><a href="/" id="kz-logo"><img src="/grafika/kurier-logo.svg" width="230" height="46" alt="Kurier Zalesia"></a>
<ul class="kz-menu"><li><a href="/wiadomosci">Wiadomości</a></li><li><a href="/komunikacja">Komunikacja</a></li><li><a href="/sport">Sport</a></li><li><a href="/kultura">Kultura</a></li><li><a href="/ogloszenia">Ogłoszenia</a></li></ul></div>
<div id="kz-strona">
<div id="kz-glowna">
<div class="kz-artykul">
<p class="kz-kategoria">Komunikacja</p>
<h1>Tramwaj na Lipową: umowa podpisana, budowa ruszy w marcu</h1>
<p class="kz-autor">Agnieszka Pilch &middot; 9 września 2015, 06:30 &middot; aktualizacja 07:15</p>
<p class="kz-lead">Miasto podpisało umowę z wykonawcą nowej linii tramwajowej na Lipową. Cztery kilometry torów i sześć przystanków mają być gotowe jesienią 2017 roku.</p>
<p><img src="/grafika/2015/09/lipowa.svg" width="600" height="340" alt="Wizualizacja przystanku przy Lipowej"></p>
<p>Koszt inwestycji to 240 milionów złotych, z czego 85 procent pokryją środki unijne. Przez większość budowy ulica Lipowa będzie zamknięta dla samochodów na odcinku od ronda Kolejarzy do pętli przy cegielni.</p>
<p>Jak zapewnia wiceprezydent miasta, wycinka obejmie tylko drzewa w złym stanie. Lista ma zostać opublikowana w październiku.</p>
</div>
<div class="kz-udostepnij">Udostępnij: <a href="http://facebook.example/sharer?u=/komunikacja/tramwaj-lipowa">Facebook</a> <a href="http://twitter.example/share?u=/komunikacja/tramwaj-lipowa">Twitter</a> <a href="http://plus.example/share?u=/komunikacja/tramwaj-lipowa">Google+</a></div>
<div id="kz-komentarze">
<h3>Komentarze (13)</h3>
{choice}<div class="kz-lista">
{"".join(items[:3])}{ad}{items[3]}<div class="kz-ukryte" style="display:none">
{"".join(items[shown:])}</div>
<a class="kz-wiecej" href="?komentarze=wszystkie#kz-komentarze">Pokaż więcej komentarzy ({n_hidden})</a>
</div>
<div class="kz-dodaj"><h4>Dodaj komentarz</h4><form action="/komentarz" method="post"><input type="text" name="nick" placeholder="Podpis"><br><textarea name="tresc" rows="4" cols="60"></textarea><br><input type="submit" value="Wyślij"></form></div>
</div>
</div>
<div id="kz-bok"><div class="kz-najczesciej"><h4>Najczęściej czytane</h4><ol><li><a href="/wiadomosci/targ-na-rynku">Targ wraca na Rynek</a></li><li><a href="/komunikacja/tramwaj-lipowa">Tramwaj na Lipową: umowa podpisana</a></li><li><a href="/sport/zalesie-awans">Zalesie bliżej awansu</a></li></ol></div></div>
</div>
<div id="kz-stopka-strony">&copy; 2015 Kurier Zalesia &middot; <a href="/regulamin">Regulamin</a> &middot; <a href="/reklama">Reklama</a></div>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:14px Tahoma,Arial,sans-serif;background:#fafafa}#kz-naglowek-strony{background:#8b1d2c;padding:10px 20px}.kz-menu{display:inline;margin-left:20px}.kz-menu li{display:inline;margin-right:10px}.kz-menu a{color:#fff}
#kz-strona{width:980px;margin:0 auto;background:#fff;overflow:hidden}#kz-glowna{float:left;width:640px;padding:15px}#kz-bok{float:right;width:290px;padding:15px}
.kz-kategoria{color:#8b1d2c;font-weight:bold;text-transform:uppercase;font-size:11px}.kz-autor{font-size:12px;color:#888}.kz-lead{font-weight:bold}
.kz-kom{border-bottom:1px solid #eee;padding:8px 0}.kz-nick{font-weight:bold;margin-right:8px}.kz-data{color:#999;font-size:11px}.kz-stopka{font-size:11px}.kz-stopka a{margin-right:8px}
.kz-odpowiedzi{margin-left:30px}.kz-reklama{text-align:center;padding:8px;background:#f0f0f0}.kz-reklama span{display:block;font-size:9px;color:#aaa}
.kz-wybor{background:#fff5e6;border:1px solid #f0c27b;padding:6px 10px;margin-bottom:10px}.kz-wybor-tytul{font-weight:bold;color:#c06000;margin:0}
.kz-wiecej{display:block;text-align:center;padding:8px;background:#8b1d2c;color:#fff}
</style>"""
    html = (
        top(
            "html5",
            title="Tramwaj na Lipową: umowa podpisana, budowa ruszy w marcu - Kurier Zalesia",
            lang="pl",
            head=css,
        )
        + body
    )
    return make(
        "fc-pl-kurier-tramwaj",
        "discussion",
        "pl",
        html,
        rs,
        path="/komunikacja/tramwaj-lipowa",
        container="div#kz-komentarze 'Komentarze (13)': div.kz-lista, one div.kz-kom a comment (div.kz-naglowek span.kz-nick NAME span.kz-data DATE; div.kz-tresc; div.kz-stopka 'Polecam N · Udostępnij · Odpowiedz · Zgłoś'), replies in div.kz-odpowiedzi inside the parent (two deep once); div.kz-reklama after the third top-level thread; four top-level threads shown, the other five comments in div.kz-ukryte style=display:none before 'Pokaż więcej komentarzy (5)'; above the list div.kz-wybor 'Wybór redakcji' holding a whole copy of the last comment as a div.kz-kom.kz-kopia",
        heading="Komentarze (13)",
        description="A Polish city portal of 2015 (invented): 13 comments under a tram-line article, replies nested (two deep once); the editors' choice above the thread as a full comment-shaped copy of the last comment (the original in its place, served hidden); an advertisement after the third top-level thread; 'Polecam N', 'Udostępnij' on every comment; five comments served hidden (display:none) behind 'Pokaż więcej komentarzy (5)'; the form after the thread.",
        files={
            "/grafika/kurier-logo.svg": svg(230, 46, "#8b1d2c", "Kurier Zalesia", 18),
            "/grafika/2015/09/lipowa.svg": svg(600, 340, "#6d7f8f", "Lipowa"),
            "/reklama/okna-600x90.svg": svg(600, 90, "#1467b0", "Okna Plast – jesienna promocja", 18),
        },
    )
