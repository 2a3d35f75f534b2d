"""Blind set DJ: one mixed page, a German local paper's football report of 2011 with "Stimmen zum Spiel" (what the
coaches and a player said after the match) in the story and the readers' "Leserkommentare" below it. Every site,
club, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dj_common import Case, Seed, counted, doc, esc, links, make, paras, slug

DE2_CSS = (
    "body{margin:0;background:#d9d9d9;font:12px/1.5 Arial,Helvetica,sans-serif;color:#222}#rahmen{width:990px;margin:0 auto;background:#fff}"
    "#logoleiste{padding:10px 14px;border-bottom:3px solid #003c7d;overflow:hidden}#logoleiste .logo{font:bold 36px 'Times New Roman';color:#003c7d}"
    "#logoleiste .heute{float:right;font-size:11px;color:#666}#ressorts{background:#003c7d;padding:5px 14px}#ressorts a{color:#fff;font-weight:bold;margin-right:10px}"
    "#spalte{float:left;width:650px;padding:14px}#rechts{float:right;width:300px;padding:14px 8px}.stimme{padding:6px 0;border-bottom:1px dotted #bbb}"
    ".stimmen{background:#eef2f8;padding:8px 12px;margin:12px 0}.lk-eintrag{border-top:1px solid #ddd;padding:8px 0}.lk-kopf{font-size:11px;color:#666}"
    ".lk-kopf b{color:#003c7d}.kasten{border:1px solid #ccc;margin-bottom:12px}.kasten h4{margin:0;background:#003c7d;color:#fff;padding:3px 8px}"
    "#unten{clear:both;background:#333;color:#aaa;padding:12px;font-size:11px}"
)


def de_derby() -> Case:
    cs = [
        Seed(
            "Hollerbacher Jung",
            "Verdient verloren. Nach dem 1:1 kam gar nichts mehr, keine einzige Torchance in 40 Minuten. So steigst "
            "du ab.",
            None,
            "24.04.2011, 19:12 Uhr",
        ),
        Seed(
            "M. Schwörer",
            "Wieso spielt eigentlich Kaltenbach nicht mehr? Der war im Herbst unser bester Mann und sitzt jetzt seit "
            "fünf Spielen draußen. Versteh ich nicht.",
            None,
            "24.04.2011, 20:03 Uhr",
        ),
        Seed(
            "Zuschauer Block C",
            "Zum Elfmeter: das war nie im Leben einer, der Stürmer ist über sein eigenes Bein gestolpert. Ich stand "
            "genau hinterm Tor.\n\nTrotzdem, wer zu Hause ein Derby so herschenkt, braucht sich über den Schiri nicht "
            "beschweren.",
            None,
            "24.04.2011, 21:47 Uhr",
        ),
        Seed(
            "Sabine K.", "Großes Lob an die Jugend für den Kuchenverkauf!! :-)", None, "25.04.2011, 08:30 Uhr"
        ),
        Seed(
            "altinternationaler",
            "@M. Schwörer: Kaltenbach hat sich im Training am Knie verletzt, stand doch letzte Woche im Vorbericht. "
            "Vor Mai wird das nix.",
            None,
            "25.04.2011, 10:15 Uhr",
        ),
    ]
    voices = [
        (
            "Werner Rieß",
            "Trainer SpVgg Hollerbach",
            "Nach dem Ausgleich haben wir den Faden komplett verloren. Das zweite Tor darf so nicht fallen, da waren wir nicht wach.",
        ),
        (
            "Jochen Faltermeier",
            "Trainer FC Eichstetten-Ried",
            "Wir haben in der zweiten Halbzeit geduldig gespielt und auf unsere Chancen gewartet. Ein Derbysieg auswärts ist für die Jungs etwas Besonderes.",
        ),
        (
            "Timo Haag",
            "Torschütze SpVgg Hollerbach",
            "Das 1:1 bringt mir gar nichts. Wir müssen jetzt in Ried und gegen Unterbach punkten, sonst wird es ganz eng.",
        ),
    ]
    vbox = "".join(
        f'<div class="stimme"><b>{esc(n)}</b> ({esc(r)}): &bdquo;{esc(t)}&ldquo;</div>' for n, r, t in voices
    )
    entries = "".join(
        f'<div class="lk-eintrag" id="lk{77001 + i}"><div class="lk-kopf"><b>{esc(c.author)}</b> schrieb am {esc(c.when)}</div>'
        f'<div class="lk-text">{paras(c.text)}</div><div class="lk-melden"><a href="/melden?id={77001 + i}">Beitrag melden</a></div></div>'
        for i, c in enumerate(cs)
    )
    story = (
        '<p class="ort">Sport &rsaquo; Lokalsport &rsaquo; Fußball</p>'
        "<h1>Derby-Pleite: Hollerbach verliert 1:3 gegen Eichstetten-Ried</h1>"
        '<p class="vorspann">Bezirksliga: Nach dem Ausgleich bricht die SpVgg ein. Der Abstiegsplatz rückt näher.</p>'
        '<p class="autor">Von Stefan Wurzer &middot; 24.04.2011, 17:58 Uhr</p>'
        '<div class="teilen">Empfehlen: <a href="#">Facebook</a> (12) &middot; <a href="#">Twitter</a> (1) &middot; '
        '<a href="#">MeinVZ</a> &middot; <a href="#">Drucken</a> &middot; <a href="#">Versenden</a></div>'
        '<img src="/_avatar/derby.svg" width="620" height="300" alt="" />'
        "<p>Vor 420 Zuschauern am Lindenweg ging der FC Eichstetten-Ried nach einer Viertelstunde durch einen "
        "Foulelfmeter in Führung. Timo Haag glich kurz vor der Pause mit einem Kopfball nach einer Ecke aus.</p>"
        "<p>In der zweiten Halbzeit fand Hollerbach kaum noch statt. Marco Heilig (61.) und Dennis Vogt (84.) machten "
        "den Auswärtssieg perfekt.</p>"
        f'<div class="stimmen" id="stimmen-zum-spiel"><h3>Stimmen zum Spiel</h3>{vbox}</div>'
        '<p class="statistik"><b>SpVgg Hollerbach:</b> Brenner - Wehrle, Hummel, Spath, Dold - Haag, Kiefer (70. Stöhr), '
        "Maier, Fischer - Jäckle, Wolf (65. Baur). <b>Tore:</b> 0:1 Heilig (16., FE), 1:1 Haag (41.), 1:2 Heilig (61.), "
        "1:3 Vogt (84.). <b>Schiedsrichter:</b> Kühnle (Oberweiler).</p>"
    )
    after = (
        '<div id="leserkommentare"><h3>Leserkommentare (5)</h3>'
        '<p class="lk-sort">Sortieren: <b>älteste zuerst</b> | <a href="?sort=neu">neueste zuerst</a></p>'
        f"{entries}"
        '<div class="lk-formular"><h4>Ihr Kommentar</h4><p>Bitte <a href="/anmelden">melden Sie sich an</a>, um einen '
        'Kommentar zu schreiben. Noch nicht registriert? <a href="/registrieren">Jetzt registrieren</a></p></div></div>'
    )
    side = (
        '<div class="kasten"><h4>Meistgelesen</h4>'
        + counted(
            """Derby-Pleite: Hollerbach verliert 1:3 | 2.406
            Osterfeuer: Polizei zieht Bilanz | 1.733
            Neue Umgehungsstraße: Baubeginn im Juni | 1.210
            Handball: TV Unterbach feiert Meisterschaft | 655""",
            "mal gelesen",
        )
        + "</div>"
        '<div class="kasten"><h4>Bezirksliga - Tabelle</h4><table><tr><td>14.</td><td>SpVgg Hollerbach</td><td>26</td></tr>'
        "<tr><td>15.</td><td>SV Unterbach</td><td>24</td></tr><tr><td>16.</td><td>FV Oberweiler II</td><td>17</td></tr></table></div>"
        '<div class="kasten"><h4>Anzeigen</h4><p><a href="/anzeigen/">Immobilien, Autos, Stellen</a></p></div>'
        '<div class="kasten"><h4>Wetter</h4><p>Hollerbach: heiter, 19&deg;C</p></div>'
    )
    body = (
        '<div id="rahmen"><div id="logoleiste"><span class="heute">Sonntag, 24. April 2011</span><span class="logo">Riedtal-Bote</span></div>'
        '<div id="ressorts">'
        + " ".join(
            f'<a href="/{slug(s)}/">{s}</a>'
            for s in ("Startseite", "Lokales", "Region", "Sport", "Kultur", "Anzeigen", "Service")
        )
        + f'</div><div id="spalte">{story}{after}<h4>Mehr zum Thema</h4>'
        + links(
            ["Hollerbach: Kaltenbach fällt verletzt aus", "Vorbericht: Derbyfieber am Lindenweg"], "/sport/"
        )
        + f'</div><div id="rechts">{side}</div>'
        '<div id="unten">&copy; 2011 Riedtal-Bote Verlags-GmbH &middot; <a href="/impressum">Impressum</a> &middot; '
        '<a href="/datenschutz">Datenschutz</a> &middot; <a href="/abo">Abo</a></div></div>'
    )
    html = doc(
        "de", "Derby-Pleite: Hollerbach verliert 1:3 gegen Eichstetten-Ried", "Riedtal-Bote", DE2_CSS, body
    )
    return make(
        "dj-mixed-de-derby",
        "mixed",
        "de",
        html,
        cs,
        path="/sport/lokalsport/derby-pleite-hollerbach-verliert-1-3-art-412087.html",
        container="div#leserkommentare",
        heading="Leserkommentare (5)",
        description="A German local paper of 2011: a football derby report; 'Stimmen zum Spiel' (two coaches and a "
        "scorer, name, role, quote) in the story; below, 'Leserkommentare (5)', a flat list, 'NAME schrieb am TIME', "
        "one '@name' answer (no parent)",
        lookalikes=("div#stimmen-zum-spiel",),
    )


def mixed_dj() -> list[Case]:
    return [de_derby()]
