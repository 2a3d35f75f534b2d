"""Blind set ff: a German regional paper's commuter blog of 2014 (3 entries under "Reaktionen", the blogger's one
answer nested, no avatars), a Dutch regional news site of 2015 (5 readers' reactions without any time or heading), a
Polish town portal of 2011 (6 opinions under "Opinie czytelników", masked IPs), a Hungarian city portal of 2016 (2
under "Olvasóink írták", relative times), a Czech local paper of 2015 without any reader comment (its "Nejnovější
fotky od čtenářů" list) and an Austrian district paper of 2016, mixed (3 under "Ihre Meinung" beside a "Wir
gratulieren" list of named, dated birthdays). Every site, name and text invented for this set; each comment
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ff_common import (
    Case,
    anchors,
    doc,
    esc,
    footer,
    items,
    make,
    paras,
    svg,
    talk,
)

# --------------------------------------------------------------------------- de: a commuter's blog, 2014


def de_ampel() -> Case:
    cs = talk("""
Heike S. || 14. Mai 2014 um 19:52 || Danke für den Bericht! Ich fahre die Strecke seit Jahren und die neue Ampel an der Kanalbrücke ist eine Zumutung. Man steht da morgens fast drei Minuten, auch wenn kein einziges Auto kommt.
>Jens || 14. Mai 2014 um 21:08 || Drei Minuten habe ich heute auch gestoppt. Ich habe dem Tiefbauamt geschrieben und berichte hier, sobald eine Antwort da ist.
Oliver || 15. Mai 2014 um 07:31 || Gibt es eigentlich schon einen Termin für die Sperrung des Uferwegs? Dann müsste ich über die Hauptstraße ausweichen, und da will ich mit dem Anhänger ungern fahren.
""")
    path = "/blogs/radpendler/2014/05/14/drei-minuten-rot-an-der-kanalbruecke/"

    def entry(i: int) -> str:
        c = cs[i]
        sub = "".join(entry(j) for j, d in enumerate(cs) if d.parent == i)
        sub = f'<ul class="unter">{sub}</ul>' if sub else ""
        tag = ' <span class="autor-marke">Autor</span>' if c.who == "Jens" else ""
        return (
            f'<li id="r{501 + i}"><p class="r-kopf"><b>{esc(c.who)}</b>{tag} schrieb am {esc(c.at)}:</p>'
            f'<div class="r-text">{paras(c.raw)}</div><p class="r-fuss"><a href="#antworten">Antworten</a> &middot; <a href="/melden?r={501 + i}">Melden</a></p>{sub}</li>'
        )

    reakt = "".join(entry(i) for i, c in enumerate(cs) if c.parent is None)
    ticker = " +++ ".join(
        f"{t} Uhr: {esc(x)}"
        for t, x in (
            ("18:42", "Vollsperrung der B 71 zwischen Lindenau und Ostheim"),
            ("17:30", "Stadtrat beschließt neue Parkgebühren"),
            ("16:05", "Feuerwehr löscht Brand in Gartenlaube"),
        )
    )
    meist = "".join(
        f'<li><a href="{h}">{esc(x)}</a></li>'
        for h, x in (
            ("/lokales/2014/05/14/parkgebuehren-steigen", "Parkgebühren steigen ab Juli"),
            (
                "/blogs/radpendler/2014/05/14/drei-minuten-rot-an-der-kanalbruecke/",
                "Drei Minuten Rot an der Kanalbrücke",
            ),
            ("/sport/2014/05/13/sv-lindenau-aufstieg", "SV Lindenau feiert den Aufstieg"),
            ("/lokales/2014/05/12/baeckerei-schliesst", "Traditionsbäckerei schließt nach 90 Jahren"),
        )
    )
    fruher = "".join(
        f'<li><a href="/blogs/radpendler/{h}/">{esc(x)}</a> <span class="am">{d}</span></li>'
        for h, x, d in (
            (
                "2014/04/29/schlagloecher-im-uferweg",
                "Schlaglöcher im Uferweg: eine Bestandsaufnahme",
                "29.04.2014",
            ),
            (
                "2014/04/08/fahrradstation-am-bahnhof",
                "Die neue Fahrradstation am Bahnhof im Test",
                "08.04.2014",
            ),
            ("2014/03/18/winterbilanz", "Meine Winterbilanz: 1.840 Kilometer", "18.03.2014"),
        )
    )
    body = f"""<body>
<div id="seite">
<div id="kopf"><a href="/" class="logo"><img src="/bilder/lindenauer-zeitung.svg" width="330" height="58" alt="Lindenauer Zeitung"></a>
<div class="wetter"><img src="/bilder/wetter/regen.svg" width="28" height="28" alt=""> Lindenau 14&deg;C, Schauer &middot; morgen 17&deg;C</div>
<ul id="nav">{items("/", ["Startseite", "Lokales", "Region", "Politik", "Wirtschaft", "Sport", "Kultur", "Blogs", "Bildergalerien", "Service"])}</ul>
<div class="eilmeldung">+++ {ticker} +++</div></div>
<div id="haupt">
<div class="blogkopf"><img src="/bilder/blogs/radpendler-kopf.svg" width="620" height="90" alt="Der Radpendler: jeden Tag 11 Kilometer durch Lindenau"></div>
<div class="beitrag">
<h1>Drei Minuten Rot an der Kanalbrücke</h1>
<p class="meta">Von Jens Albrecht &middot; 14. Mai 2014, 18:20 Uhr &middot; Kategorie: <a href="/blogs/radpendler/kategorie/ampeln/">Ampeln</a></p>
<div class="teilen"><span>Gefällt mir 41</span> <span>Twittern 8</span> <span>Google+ 1</span> <a href="/empfehlen?u={path}">Per E-Mail empfehlen</a></div>
<p>Seit zwei Wochen steht an der Kanalbrücke eine neue Bedarfsampel für den Radweg. Gedacht ist sie, damit wir Radler sicher über die Hafenstraße kommen. In der Praxis heißt das: Knopf drücken, warten, warten, warten.</p>
<p>Ich habe heute Morgen die Stoppuhr mitlaufen lassen: 2 Minuten und 54 Sekunden, bis es Grün wurde. In dieser Zeit fuhr genau ein Lieferwagen vorbei. Wer es eilig hat, fährt bei Rot, und genau das soll die Ampel ja eigentlich verhindern.</p>
<p><img src="/bilder/blogs/2014/05/ampel-kanalbruecke.svg" width="560" height="300" alt=""><br><span class="bildtext">Die neue Bedarfsampel an der Kanalbrücke, 7:42 Uhr. Foto: J. Albrecht</span></p>
<p>Im nächsten Beitrag geht es um die angekündigte Sperrung des Uferwegs im Sommer.</p>
<p class="tags">Schlagworte: <a href="/blogs/radpendler/tag/ampel/">Ampel</a>, <a href="/blogs/radpendler/tag/kanalbruecke/">Kanalbrücke</a>, <a href="/blogs/radpendler/tag/radweg/">Radweg</a></p>
</div>
<div class="anzeige"><span>Anzeige</span><img src="/bilder/anzeigen/zweirad-kuehn.svg" width="600" height="80" alt="Zweirad Kühn"></div>
<div class="frueher"><h3>Früher im Radpendler-Blog</h3><ul>{fruher}</ul></div>
<div class="reaktionen"><h3>Reaktionen</h3><ul class="r-liste">{reakt}</ul></div>
<div id="antworten"><h3>Ihre Antwort</h3><form action="/blogs/radpendler/antworten" method="post"><p>Name* <input type="text" name="name"> E-Mail* <input type="text" name="mail"></p><textarea name="text" rows="5" cols="60"></textarea><p><input type="submit" value="Absenden"></p></form></div>
</div>
<div id="rand">
<div class="kasten"><h4>Meistgelesen</h4><ol>{meist}</ol></div>
<div class="kasten"><span class="anz">Anzeige</span><img src="/bilder/anzeigen/stadtwerke.svg" width="300" height="250" alt="Stadtwerke Lindenau"></div>
<div class="kasten"><h4>Umfrage</h4><p>Wie kommen Sie zur Arbeit?</p><label><input type="radio" name="u"> Fahrrad</label><br><label><input type="radio" name="u"> Auto</label><br><label><input type="radio" name="u"> Bus und Bahn</label><br><label><input type="radio" name="u"> zu Fuß</label><br><input type="button" value="Abstimmen"> <small>734 Stimmen</small></div>
<div class="kasten"><h4>Newsletter</h4><p>Die wichtigsten Nachrichten aus Lindenau jeden Morgen um 6 Uhr.</p><input type="text" name="nl"> <input type="button" value="Anmelden"></div>
</div>
<div id="fuss">{footer("/", [("Ressorts", ["Lokales", "Region", "Politik", "Wirtschaft", "Sport", "Kultur", "Blogs"]), ("Service", ["Abo", "E-Paper", "Traueranzeigen", "Kleinanzeigen", "Veranstaltungen", "Wetter", "Leserreisen"]), ("Verlag", ["Impressum", "Datenschutz", "AGB", "Mediadaten", "Kontakt", "Karriere", "Archiv"])], box='div class="spalte"', title="h5")}<p>&copy; 2014 Lindenauer Zeitung Verlag GmbH</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:14px/1.5 Arial,sans-serif;background:#e8e8e8}#seite{width:980px;margin:0 auto;background:#fff}#kopf{padding:8px 10px 0;position:relative}.wetter{position:absolute;right:10px;top:20px;font-size:12px}
#nav{list-style:none;margin:6px 0 0;padding:0;background:#003a70}#nav li{display:inline-block}#nav a{color:#fff;padding:6px 9px;display:block}.eilmeldung{background:#c00;color:#fff;font-size:12px;padding:3px 8px}
#haupt{float:left;width:640px;padding:10px 15px}#rand{float:right;width:300px;padding:10px}#fuss{clear:both;background:#003a70;color:#bcd;font-size:11px;padding:10px}#fuss a{color:#fff}.spalte{float:left;width:320px}
.meta,.bildtext,.am{font-size:11px;color:#888}.teilen span{font-size:11px;border:1px solid #ccc;padding:1px 4px}.anzeige span,.anz{font-size:9px;color:#aaa;display:block}
.r-liste,.unter{list-style:none;padding:0}.unter{margin-left:30px;border-left:2px solid #003a70;padding-left:10px}.r-kopf{margin:6px 0 0;font-size:12px;color:#555}.r-fuss{font-size:11px}.autor-marke{background:#003a70;color:#fff;font-size:9px;padding:0 3px}
.kasten{border:1px solid #ddd;margin-bottom:10px;padding:6px}
</style>"""
    files = {
        "/bilder/lindenauer-zeitung.svg": svg(330, 58, "#003a70", "Lindenauer Zeitung", 22),
        "/bilder/wetter/regen.svg": svg(28, 28, "#678"),
        "/bilder/blogs/radpendler-kopf.svg": svg(620, 90, "#2a7", "Der Radpendler"),
        "/bilder/blogs/2014/05/ampel-kanalbruecke.svg": svg(560, 300, "#556", "Kanalbrücke"),
        "/bilder/anzeigen/zweirad-kuehn.svg": svg(600, 80, "#c60", "Zweirad Kühn"),
        "/bilder/anzeigen/stadtwerke.svg": svg(300, 250, "#06c", "Stadtwerke Lindenau"),
    }
    html = (
        doc(
            "html5",
            title="Drei Minuten Rot an der Kanalbrücke | Der Radpendler | Lindenauer Zeitung",
            lang="de",
            head=css,
        )
        + body
    )
    return make(
        "ff-de-blog-ampel",
        "discussion",
        "de",
        html,
        cs,
        path=path,
        container="div.reaktionen 'Reaktionen' after an ad and the blog's earlier posts with dates: ul.r-liste, one li an entry (p.r-kopf 'b NAME schrieb am DATE:', div.r-text TEXT in p, 'Antworten · Melden'); the blogger's answer in a ul.unter inside the first li with an 'Autor' badge; no avatars",
        heading="Reaktionen",
        description="A German regional paper's commuter-cyclist blog of 2014 (invented): a new push-button traffic light that makes cyclists wait three minutes; 3 entries without avatars, the blogger's one answer nested under the first (truth: a reply); around them a weather line, an 'Eilmeldung' ticker with times, share counts, a captioned photo, an ad, earlier posts with dates, 'Meistgelesen', a poll, a newsletter box and a footer of 21 links.",
        files=files,
    )


# --------------------------------------------------------------------------- nl: the dike, 2015


def nl_dijk() -> Case:
    cs = talk("""
Gerrit || - || De dijk ligt er al tweehonderd jaar en nu moet hij ineens drie meter breder. Wie betaalt de grond die de boeren langs de Vliet kwijtraken?
Annelies van D. || - || Wij wonen aan de Dijkweg. Twee jaar vrachtwagens voor de deur en niemand heeft ons iets gevraagd. De informatieavond was pas toen alles al besloten was.
Bram || - || Liever twee jaar overlast dan natte voeten. Vraag de ouderen in het dorp maar eens hoe het in '95 was.
Ria Hoekstra || - || Blijft het fietspad over de dijk open tijdens het werk? Mijn dochter fietst daar elke dag naar school.
W. de Boer || - || Op het kaartje bij dit artikel staat het gemaal aan de verkeerde kant van de vaart.
""")
    path = "/nieuws/westerveen/dijkversterking-vliet-begint-na-de-zomer"
    react = "".join(
        f'<div class="bijdrage"><div class="bijdrage-naam">{esc(c.who)}</div><div class="bijdrage-tekst">{paras(c.raw)}</div></div>'
        for c in cs
    )
    net = "".join(
        f"<li><time>{t}</time> {esc(x)}</li>"
        for t, x in (
            ("14:32", "Brand in schuur aan de Polderweg snel geblust"),
            ("13:05", "Veerpont weer in de vaart na storing"),
            ("11:48", "Nieuwe huisarts in Westerveen vanaf september"),
        )
    )
    fotos = "".join(
        f'<li><img src="/media/2015/06/vliet-{n}.svg" width="130" height="86" alt=""><p>{esc(cap)}</p></li>'
        for n, cap in (
            (1, "De Vlietdijk bij het gemaal, vanaf het water gezien"),
            (2, "Hier komt de nieuwe steunberm"),
            (3, "Bewoners bij de informatieavond in het dorpshuis"),
            (4, "Het fietspad over de kruin"),
        )
    )
    body = f"""<body>
<div class="wrap">
<div class="kop"><a href="/"><img src="/media/polderpost.svg" width="260" height="56" alt="De Polderpost"></a><div class="weer"><b>Weer</b> 19&deg; half bewolkt &middot; wind ZW 4</div></div>
<div class="menubalk">{anchors("/", ["Nieuws", "Westerveen", "Oosterbroek", "Sport", "Agenda", "112", "Ondernemen", "Foto's", "Tip de redactie"], "")}</div>
<div class="netbinnen"><b>Net binnen</b><ul>{net}</ul></div>
<div class="inhoud">
<div class="artikel">
<span class="rubriek">Westerveen</span>
<h1>Dijkversterking langs de Vliet begint na de zomer</h1>
<div class="datum">dinsdag 16 juni 2015, 12:10 &middot; Door onze verslaggever</div>
<div class="deel"><a href="/deel/facebook">Delen 24</a> <a href="/deel/twitter">Tweet 6</a> <a href="/deel/whatsapp">WhatsApp</a></div>
<p class="intro">Het waterschap begint in september met het versterken van ruim vier kilometer dijk langs de Vliet. Het werk duurt naar verwachting twee jaar.</p>
<p>De dijk tussen het gemaal en de brug bij Oosterbroek voldoet niet meer aan de nieuwe veiligheidsnormen. Het waterschap legt aan de landzijde een steunberm aan, waardoor de dijk op sommige plekken drie meter breder wordt.</p>
<p>Voor de werkzaamheden moet het waterschap strookjes grond kopen van twaalf boeren. Volgens het waterschap zijn de gesprekken daarover &lsquo;in een goede sfeer&rsquo; begonnen.</p>
<p>Tijdens het werk rijden er vrachtwagens over de Dijkweg. Het fietspad over de dijk blijft volgens de planning grotendeels open; alleen in de zomer van 2016 wordt het een paar weken omgeleid.</p>
<p><img src="/media/2015/06/kaart-vliet.svg" width="540" height="260" alt="kaart"><br><em>Het deel van de dijk dat wordt versterkt (kaart: De Polderpost)</em></p>
<div class="fotoserie"><h3>Foto's: de Vlietdijk</h3><ul>{fotos}</ul></div>
<div class="ook"><h3>Lees ook</h3><ul><li><a href="/nieuws/westerveen/informatieavond-dijk-druk-bezocht">Informatieavond over dijk druk bezocht</a> <span>28-05-2015</span></li><li><a href="/nieuws/westerveen/waterschap-keurt-dijken">Waterschap keurt alle dijken opnieuw</a> <span>03-02-2015</span></li></ul></div>
<div class="adv"><small>advertentie</small><img src="/media/adv/tuincentrum.svg" width="540" height="70" alt="Tuincentrum De Wilg"></div>
{react}
<div class="reageer"><form action="/reageer" method="post"><p>Naam <input type="text" name="naam"></p><textarea name="tekst" rows="4" cols="55"></textarea><p><input type="submit" value="Plaats reactie"></p><p class="regels">Reacties worden vooraf gelezen door de redactie.</p></form></div>
</div>
<div class="zij">
<div class="blok"><h4>Meest gelezen</h4><ol><li><a href="/nieuws/westerveen/dijkversterking-vliet-begint-na-de-zomer">Dijkversterking begint na de zomer</a></li><li><a href="/nieuws/112/brand-schuur-polderweg">Brand in schuur aan de Polderweg</a></li><li><a href="/nieuws/sport/vv-westerveen-kampioen">VV Westerveen kampioen</a></li></ol></div>
<div class="blok"><h4>Poll</h4><p>Moet de dijk ook een wandelpad krijgen?</p><p><input type="radio" name="p"> Ja <input type="radio" name="p"> Nee</p><button type="button">Stem</button> <small>146 stemmen</small></div>
<div class="blok"><img src="/media/adv/bakker.svg" width="300" height="250" alt="Bakkerij Zonneveld"></div>
<div class="blok"><h4>Nieuwsbrief</h4><p>Elke vrijdag het nieuws uit de polder.</p><input type="text" name="mail"> <button type="button">Aanmelden</button></div>
</div>
</div>
<div class="voet">{footer("/", [("Rubrieken", ["Westerveen", "Oosterbroek", "Sport", "112", "Ondernemen", "Agenda"]), ("Service", ["Tip de redactie", "Adverteren", "Familieberichten", "Bezorging", "Archief"]), ("Over ons", ["Colofon", "Contact", "Privacy", "Cookies", "Vacatures"])], box='div class="voetkolom"', title="h5")}<p>&copy; 2015 De Polderpost</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:14px/1.5 Verdana,sans-serif;background:#f4f4f0}.wrap{width:980px;margin:0 auto;background:#fff}.kop{padding:10px;position:relative}.weer{position:absolute;right:10px;top:26px;font-size:11px}
.menubalk{background:#f60;padding:6px}.menubalk a{color:#fff;margin-right:14px;font-weight:bold}.netbinnen{font-size:11px;padding:4px 10px;background:#fff4e8}.netbinnen ul{display:inline;padding:0}.netbinnen li{display:inline;margin-left:12px}
.inhoud{overflow:hidden}.artikel{float:left;width:600px;padding:10px 20px}.zij{float:right;width:310px;padding:10px}.rubriek{color:#f60;font-weight:bold;font-size:11px}.datum{font-size:11px;color:#888}.intro{font-weight:bold}
.deel a{font-size:11px;margin-right:6px}.fotoserie ul{list-style:none;padding:0}.fotoserie li{display:inline-block;width:135px;font-size:10px;vertical-align:top}.ook span{font-size:10px;color:#999}
.bijdrage{border-top:1px solid #eee;padding:6px 0}.bijdrage-naam{font-weight:bold;color:#f60}.regels{font-size:10px;color:#999}.blok{border:1px solid #eee;margin-bottom:10px;padding:6px}
.voet{background:#333;color:#aaa;font-size:11px;padding:10px;overflow:hidden}.voet a{color:#eee}.voetkolom{float:left;width:320px}
</style>"""
    files = {
        "/media/polderpost.svg": svg(260, 56, "#f60", "De Polderpost", 22),
        "/media/2015/06/kaart-vliet.svg": svg(540, 260, "#9bc", "kaart"),
        "/media/adv/tuincentrum.svg": svg(540, 70, "#393", "Tuincentrum De Wilg"),
        "/media/adv/bakker.svg": svg(300, 250, "#a72", "Bakkerij Zonneveld"),
        **{f"/media/2015/06/vliet-{n}.svg": svg(130, 86, "#6a8", f"foto {n}", 11) for n in range(1, 5)},
    }
    html = (
        doc(
            "html5",
            title="Dijkversterking langs de Vliet begint na de zomer - De Polderpost",
            lang="nl",
            head=css,
        )
        + body
    )
    return make(
        "ff-nl-news-dijk",
        "discussion",
        "nl",
        html,
        cs,
        path=path,
        container="no heading and no wrapper: five div.bijdrage straight in div.artikel after an advertisement (div.bijdrage-naam NAME, div.bijdrage-tekst TEXT in p), then the form 'Plaats reactie'; no time, no avatar",
        heading=None,
        description="A Dutch regional news site of 2015 (invented): a dike reinforcement to start after the summer; 5 readers' reactions with only a name and a text, no time, no avatar, no heading, no wrapper, between an ad and the form; around them a weather line, 'Net binnen' with times, share counts, a captioned map, a photo series with captions, 'Lees ook' with dates, 'Meest gelezen', a poll, an ad, a newsletter box and a footer of 16 links.",
        files=files,
    )


# --------------------------------------------------------------------------- pl: the weekly market moves, 2011


def pl_targ() -> Case:
    cs = talk("""
Zbyszek || 2011-06-08 14:22 || Targ przy dworcu był dobry, bo każdy mógł dojechać autobusem. Na nowy plac za rzeką starsi ludzie nie dojdą.
handlarka z Rynku || 2011-06-08 14:40 || Płacimy opłatę targową od piętnastu lat i nikt nas nie zapytał o zdanie. Na nowym placu nie ma nawet zadaszenia ani toalety.
Marek K. || 2011-06-08 15:05 || A ja się cieszę. W środy nie dało się przejechać koło dworca, wszystko było zastawione samochodami.
ola || 2011-06-08 16:11 || Gdzie teraz będzie stała pani z jajkami i serem spod lasu? Tylko u niej kupuję.
emeryt || 2011-06-08 17:48 || Na nowy plac pieniądze się znalazły, a chodnika na Kolejowej nie mogą zrobić od pięciu lat.
Kasia B. || 2011-06-09 08:03 || Czy autobus nr 4 będzie w środy dojeżdżał na nowy plac? W artykule nic o tym nie ma.
""")
    path = "/wiadomosci/miasto/targowisko-przeniesione-za-rzeke,2118.html"
    ips = ["83.10.*.*", "89.76.*.*", "79.185.*.*", "83.25.*.*", "31.61.*.*", "89.68.*.*"]
    op = "".join(
        f'<tr class="{"a" if i % 2 else "b"}"><td class="kto"><b>{esc(c.who)}</b><br><span class="ip">IP: {ips[i]}</span><br><span class="kiedy">{esc(c.at)}</span></td>'
        f'<td class="tresc">{paras(c.raw, p=False)}<div class="ocena">Oceń: <a href="#">+</a> {[14, 9, 6, 3, 22, 1][i]} <a href="#">&minus;</a> &middot; <a href="/zglos?o={7700 + i}">zgłoś do usunięcia</a></div></td></tr>'
        for i, c in enumerate(cs)
    )
    pilne = "".join(
        f'<li><span class="g">{t}</span> <a href="/wiadomosci/{h}">{esc(x)}</a></li>'
        for t, h, x in (
            ("15:10", "kraj/upal-ostrzezenie,2119.html", "Ostrzeżenie przed upałem dla powiatu"),
            ("13:47", "miasto/remont-mostu,2117.html", "Remont mostu: objazdy od poniedziałku"),
            ("11:02", "sport/kolejarz-awans,2115.html", "Kolejarz blisko awansu"),
        )
    )
    body = f"""<body>
<table width="990" align="center" cellpadding="0" cellspacing="0" class="top"><tr><td width="300"><a href="/"><img src="/gfx/kurier.svg" width="290" height="60" alt="Kurier Nadrzeczny"></a></td><td class="top-reklama"><img src="/reklama/baner-750.svg" width="660" height="60" alt="reklama"></td></tr></table>
<div class="menu-gora">{anchors("/dzial/", ["Strona główna", "Wiadomości", "Miasto", "Powiat", "Sport", "Kultura", "Ogłoszenia", "Galerie", "Forum", "Pogoda"], " | ")}</div>
<div class="pilne"><b>Z ostatniej chwili:</b><ul>{pilne}</ul></div>
<table width="990" align="center" cellpadding="0" cellspacing="0" class="srodek"><tr><td class="lewa" valign="top">
<div class="sciezka"><a href="/">Kurier Nadrzeczny</a> &gt; <a href="/dzial/wiadomosci">Wiadomości</a> &gt; <a href="/dzial/miasto">Miasto</a></div>
<h1>Targowisko przeniesione za rzekę. Handlowcy protestują</h1>
<div class="data-art">środa, 8 czerwca 2011, 12:30 &middot; (red.) &middot; wyświetleń: 3 412</div>
<div class="udostepnij"><a href="/udostepnij/fb/2118">Lubię to! (17)</a> <a href="/udostepnij/nk/2118">nk (5)</a> <a href="/drukuj/2118">drukuj</a> <a href="/wyslij/2118">wyślij znajomemu</a></div>
<p class="lid">Od 1 lipca środowy targ nie będzie się odbywał przy dworcu. Rada miasta zdecydowała o przeniesieniu go na nowy plac przy ulicy Łąkowej, po drugiej stronie rzeki.</p>
<p>Uchwałę przyjęto we wtorek 14 głosami przy 5 przeciw. Radni większości tłumaczą, że plac przy dworcu jest za mały, a w dni targowe korkuje się całe centrum.</p>
<p>Nowy plac kosztował miasto 640 tys. zł. Ma 120 stanowisk, oświetlenie i parking. Zadaszenie i toalety mają powstać w przyszłym roku.</p>
<p>Handlowcy zebrali już ponad 300 podpisów pod petycją w obronie starego miejsca. &bdquo;Klienci nie przejdą przez most z siatkami&rdquo; &ndash; mówi jedna ze sprzedawczyń.</p>
<div class="foto"><img src="/zdjecia/2011/06/targ-dworzec.svg" width="500" height="300" alt=""><p>Środowy targ przy dworcu, 1 czerwca 2011 r. Fot. Kurier Nadrzeczny</p></div>
<div class="zobacz"><b>Zobacz też:</b><ul><li><a href="/wiadomosci/miasto/nowy-plac-gotowy,2034.html">Nowy plac przy Łąkowej gotowy</a> (12.05.2011)</li><li><a href="/wiadomosci/miasto/handlowcy-petycja,2101.html">Handlowcy piszą petycję</a> (30.05.2011)</li></ul></div>
<h3 class="naglowek-op">Opinie czytelników (6)</h3>
<table class="opinie" width="100%" cellspacing="0">{op}</table>
<div class="dodaj"><b>Dodaj opinię</b><form action="/opinie/dodaj" method="post">Podpis: <input type="text" name="podpis"><br><textarea name="tresc" rows="4" cols="60"></textarea><br><input type="submit" value="Wyślij"></form><p class="uwaga">Opinie są wyłącznie prywatnymi opiniami czytelników. Redakcja zastrzega sobie prawo do ich usuwania.</p></div>
</td><td class="prawa" valign="top">
<div class="ramka"><h4>Pogoda</h4><p><img src="/gfx/pogoda/slonce.svg" width="30" height="30" alt=""> dziś 27&deg;C, słonecznie<br>jutro 29&deg;C, burze</p></div>
<div class="ramka"><h4>Najczęściej czytane</h4><ol><li><a href="/wiadomosci/miasto/targowisko-przeniesione-za-rzeke,2118.html">Targowisko przeniesione za rzekę</a></li><li><a href="/wiadomosci/kraj/upal-ostrzezenie,2119.html">Ostrzeżenie przed upałem</a></li><li><a href="/wiadomosci/miasto/remont-mostu,2117.html">Remont mostu</a></li><li><a href="/wiadomosci/kultura/dni-miasta-program,2110.html">Dni Miasta: program</a></li></ol></div>
<div class="ramka"><h4>Sonda</h4><p>Czy targ powinien zostać przy dworcu?</p><input type="radio" name="s"> tak<br><input type="radio" name="s"> nie<br><input type="radio" name="s"> nie mam zdania<br><input type="button" value="Głosuj"> <small>oddano 987 głosów</small></div>
<div class="ramka"><img src="/reklama/kwadrat.svg" width="250" height="250" alt="Hurtownia Budowlana"><br><small>reklama</small></div>
<div class="ramka"><h4>Newsletter</h4>Wpisz e-mail: <input type="text" name="nl" size="16"> <input type="button" value="Zapisz"></div>
</td></tr></table>
<div class="stopka">{footer("/", [("Działy", ["Wiadomości", "Miasto", "Powiat", "Sport", "Kultura", "Galerie", "Forum"]), ("Serwis", ["Ogłoszenia drobne", "Nekrologi", "Repertuar kina", "Rozkład jazdy PKS", "Dyżury aptek", "Pogoda"]), ("Redakcja", ["Kontakt", "Reklama", "Regulamin", "Polityka prywatności", "Archiwum", "Prenumerata"])], box='div class="kol"', title="b")}<p>Copyright &copy; 2011 Kurier Nadrzeczny</p></div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;font:12px Tahoma,Verdana,sans-serif;background:#e6e6e6}.top,.srodek{background:#fff}.menu-gora,.pilne,.stopka{width:990px;margin:0 auto}
.menu-gora{background:#a00;padding:5px 0}.menu-gora a{color:#fff;font-weight:bold;margin:0 6px}.pilne{background:#fff8dc;padding:3px 0}.pilne ul{display:inline;padding:0}.pilne li{display:inline;margin-left:10px}.g{color:#a00;font-weight:bold}
.lewa{width:680px;padding:10px}.prawa{width:270px;padding:10px}.sciezka,.data-art{font-size:10px;color:#888}.udostepnij a{font-size:10px;margin-right:6px}.lid{font-weight:bold}.foto p{font-size:10px;color:#777}
.naglowek-op{border-bottom:2px solid #a00}.opinie td{padding:6px;vertical-align:top;border-bottom:1px solid #ddd}.kto{width:140px}.ip,.kiedy{font-size:10px;color:#888}.ocena{font-size:10px;color:#888;margin-top:4px}tr.a{background:#f7f7f7}
.uwaga{font-size:10px;color:#999}.ramka{border:1px solid #ccc;margin-bottom:10px;padding:5px}.stopka{background:#333;color:#aaa;padding:8px;overflow:hidden}.stopka a{color:#ddd}.kol{float:left;width:320px}
</style>"""
    files = {
        "/gfx/kurier.svg": svg(290, 60, "#a00", "Kurier Nadrzeczny", 22),
        "/gfx/pogoda/slonce.svg": svg(30, 30, "#fc0"),
        "/reklama/baner-750.svg": svg(660, 60, "#36c", "reklama"),
        "/reklama/kwadrat.svg": svg(250, 250, "#963", "Hurtownia Budowlana"),
        "/zdjecia/2011/06/targ-dworzec.svg": svg(500, 300, "#897", "targ przy dworcu"),
    }
    html = (
        doc(
            "html4t",
            title="Targowisko przeniesione za rzekę. Handlowcy protestują - Kurier Nadrzeczny",
            lang="pl",
            head=css,
        )
        + body
    )
    return make(
        "ff-pl-news-targ",
        "discussion",
        "pl",
        html,
        cs,
        path=path,
        container="table.opinie after h3 'Opinie czytelników (6)': one tr an opinion (td.kto 'b NAME', 'IP: 83.10.*.*', DATE; td.tresc TEXT, 'Oceń: + n −', 'zgłoś do usunięcia'), rows striped; no avatars",
        heading="Opinie czytelników (6)",
        description="A Polish town portal of 2011 (invented) in a layout table: the weekly market moved across the river; 6 readers' opinions in a two-column table, name, masked IP and date on the left, the text and a vote on the right, no avatars; around them a banner, a 'Z ostatniej chwili' list with times, view and share counts, a captioned photo, 'Zobacz też' with dates, the weather, 'Najczęściej czytane', a poll, an ad, a newsletter box and a footer of 19 links.",
        files=files,
    )


# --------------------------------------------------------------------------- hu: the tram line, 2016


def hu_villamos() -> Case:
    cs = talk("""
Kovács Ildikó || 3 órája || A pótlóbusz reggel hétkor annyira tele van, hogy két megállóban meg sem áll. Ezt is meg kellene oldani a felújítás alatt.
bicajos_peti || 1 órája || Végre! A régi síneken úgy rázott a villamos, hogy egy újságot sem lehetett elolvasni rajta.
""")
    path = "/varos/2016/03/22/augusztusig-potlobusz-jar-a-2-es-villamos-helyett"
    irtak = "".join(
        f'<section class="olv"><header><span class="olv-nev">{esc(c.who)}</span> &middot; <time>{esc(c.at)}</time></header>{paras(c.raw)}'
        f'<footer><a href="#">Tetszik ({[5, 12][i]})</a> &middot; <a href="#">Jelentem</a></footer></section>'
        for i, c in enumerate(cs)
    )
    percek = "".join(
        f'<li><strong>{t}</strong> <a href="/varos/2016/03/22/{h}">{esc(x)}</a></li>'
        for t, h, x in (
            ("10:44", "lezarjak-a-hid-lejarojat", "Csütörtökön lezárják a híd lejáróját"),
            ("09:58", "uj-igazgato-a-korhazban", "Új igazgató a megyei kórházban"),
            ("09:15", "tavaszi-nagytakaritas", "Szombaton tavaszi nagytakarítás a Tisza-parton"),
        )
    )
    kepek = "".join(
        f'<figure class="kep"><img src="/kepek/2016/03/villamos-{n}.svg" width="150" height="100" alt=""><figcaption>{esc(cap)}</figcaption></figure>'
        for n, cap in (
            (1, "A felszedett sínek a Vásártéren"),
            (2, "Pótlóbusz a főtéri megállóban"),
            (3, "Így néz majd ki az új megálló (látványterv)"),
        )
    )
    body = f"""<body>
<header class="fej"><div class="sav"><span>2016. március 22., kedd &middot; Beáta, Izolda névnap</span><span class="idojaras">Alsóvár 9&deg;C borús</span></div>
<a href="/" class="logo"><img src="/kepek/tiszaparti-hirek.svg" width="280" height="54" alt="Tiszaparti Hírek"></a>
<nav class="fomenu">{anchors("/", ["Címlap", "Város", "Megye", "Gazdaság", "Sport", "Kultúra", "Életmód", "Galéria", "Programok", "Közérdekű"], "")}</nav>
<div class="percrol"><span>Percről percre</span><ul>{percek}</ul></div></header>
<main class="tartalom">
<article class="cikk">
<div class="rovat">Város</div>
<h1>Augusztusig pótlóbusz jár a 2-es villamos helyett</h1>
<p class="lead">Hétfőn elkezdődött a 2-es villamosvonal felújítása. A munkák idejére a Vásártér és a pályaudvar között pótlóbuszok járnak.</p>
<div class="cikk-info">2016. március 22. 08:05 &middot; Szerző: Tóth Anna &middot; <span class="megosztas">Megosztás: 86</span> <a href="/kuldes">Küldés e-mailben</a></div>
<p>A csaknem negyvenéves sínek cseréje négy és fél hónapig tart, a villamosok várhatóan augusztus elején indulnak újra. A közlekedési társaság tíz percenként indít pótlóbuszokat, csúcsidőben hétpercenként.</p>
<p>A felújítás során minden megállót akadálymentesítenek, és a főtéren új, fedett váró is épül. A beruházás uniós támogatással valósul meg.</p>
<p>A pótlóbuszok a villamos megállóinak közelében állnak meg; a pontos helyekről a társaság honlapján és a megállókban kihelyezett táblákon tájékozódhatnak az utasok.</p>
<div class="galeria"><h3>Képek a felújításról</h3>{kepek}</div>
<div class="kapcs"><h3>Kapcsolódó cikkek</h3><ul><li><a href="/varos/2016/02/10/marciusban-kezdodik-a-villamosfelujitas">Márciusban kezdődik a villamosfelújítás</a> <time>2016. 02. 10.</time></li><li><a href="/varos/2015/11/05/uj-villamosokat-kap-a-varos">Új villamosokat kap a város</a> <time>2015. 11. 05.</time></li></ul></div>
<div class="hirdetes"><small>Hirdetés</small><img src="/kepek/hirdetes/butor.svg" width="600" height="80" alt="Bútorház"></div>
<div class="olvasoink"><h3>Olvasóink írták</h3>{irtak}</div>
<form class="irjon" action="/irjon" method="post"><h4>Írja meg véleményét!</h4><input type="text" name="nev" placeholder="Név"> <textarea name="szoveg" rows="4" cols="55"></textarea> <button type="submit">Elküld</button></form>
</article>
<aside class="oldal">
<div class="doboz"><h4>Legolvasottabb</h4><ol><li><a href="/varos/2016/03/22/augusztusig-potlobusz-jar-a-2-es-villamos-helyett">Augusztusig pótlóbusz jár</a></li><li><a href="/sport/2016/03/21/bajnoki-cim">Bajnoki cím a kézilabdásoknak</a></li><li><a href="/varos/2016/03/22/lezarjak-a-hid-lejarojat">Lezárják a híd lejáróját</a></li></ol></div>
<div class="doboz"><h4>Időjárás</h4><p>Ma: 9&deg;C / 2&deg;C, borús<br>Szerda: 12&deg;C / 3&deg;C, napos<br>Csütörtök: 14&deg;C / 5&deg;C, napos</p></div>
<div class="doboz"><h4>Szavazás</h4><p>Hogyan jár most munkába?</p><label><input type="radio" name="sz"> pótlóbusszal</label><br><label><input type="radio" name="sz"> kerékpárral</label><br><label><input type="radio" name="sz"> autóval</label><br><button type="button">Szavazok</button></div>
<div class="doboz"><img src="/kepek/hirdetes/fogorvos.svg" width="300" height="250" alt="Fogászat"><small>Hirdetés</small></div>
<div class="doboz"><h4>Hírlevél</h4><p>Iratkozzon fel napi hírlevelünkre!</p><input type="email" name="h"> <button type="button">Feliratkozom</button></div>
</aside>
</main>
<footer class="lab">{footer("/", [("Rovatok", ["Város", "Megye", "Gazdaság", "Sport", "Kultúra", "Életmód", "Galéria"]), ("Szolgáltatás", ["Programok", "Ügyeletes gyógyszertárak", "Menetrend", "Apróhirdetés", "Gyászhírek"]), ("Rólunk", ["Impresszum", "Kapcsolat", "Médiaajánlat", "Adatvédelem", "Felhasználási feltételek"])], box='div class="labhasab"', title="h5")}<p>&copy; 2016 Tiszaparti Hírek</p></footer>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:15px/1.5 "Open Sans",Arial,sans-serif;color:#222}.fej,.tartalom,.lab{max-width:1000px;margin:0 auto}.sav{font-size:11px;color:#777;display:flex;justify-content:space-between}
.fomenu{background:#0d4d3a;display:flex}.fomenu a{color:#fff;padding:8px 10px;font-size:13px}.percrol{font-size:12px;background:#eef7f3;padding:4px}.percrol span{font-weight:bold;color:#0d4d3a}.percrol ul{display:inline;padding:0}.percrol li{display:inline;margin-left:12px}
.tartalom{display:flex}.cikk{flex:1;padding:10px 20px}.oldal{width:310px;padding:10px}.rovat{color:#0d4d3a;font-weight:bold;font-size:12px}.lead{font-weight:bold}.cikk-info{font-size:12px;color:#888}
.kep{display:inline-block;width:155px;margin:4px;font-size:11px}.kapcs time{font-size:11px;color:#999}.hirdetes small{display:block;font-size:9px;color:#aaa}
.olv{border-top:1px solid #e3e3e3;padding:8px 0}.olv-nev{font-weight:bold}.olv time{color:#999;font-size:12px}.olv footer{font-size:11px}.doboz{border:1px solid #e3e3e3;margin-bottom:12px;padding:8px}
.lab{background:#0d4d3a;color:#cde;font-size:12px;padding:10px;display:flex;flex-wrap:wrap}.lab a{color:#fff}.labhasab{width:320px}
</style>"""
    files = {
        "/kepek/tiszaparti-hirek.svg": svg(280, 54, "#0d4d3a", "Tiszaparti Hírek", 22),
        "/kepek/hirdetes/butor.svg": svg(600, 80, "#a52", "Bútorház"),
        "/kepek/hirdetes/fogorvos.svg": svg(300, 250, "#29c", "Fogászat"),
        **{f"/kepek/2016/03/villamos-{n}.svg": svg(150, 100, "#886", f"kép {n}", 11) for n in range(1, 4)},
    }
    html = (
        doc(
            "html5",
            title="Augusztusig pótlóbusz jár a 2-es villamos helyett | Tiszaparti Hírek",
            lang="hu",
            head=css,
        )
        + body
    )
    return make(
        "ff-hu-news-villamos",
        "discussion",
        "hu",
        html,
        cs,
        path=path,
        container="div.olvasoink 'Olvasóink írták' after an ad: one section.olv a reader's note (header 'span.olv-nev NAME · time RELATIVE TIME', TEXT in p, footer 'Tetszik (n) · Jelentem'); no avatars",
        heading="Olvasóink írták",
        description="A Hungarian city portal of 2016 (invented): replacement buses while a tram line is renovated; 2 readers' notes with only relative times ('3 órája', '1 órája'), no avatars, under a heading that says 'our readers wrote'; around them a name-day and weather strip, 'Percről percre' with times, a share count, a captioned gallery, related articles with dates, ads, 'Legolvasottabb', a three-day forecast, a poll, a newsletter box and a footer of 17 links.",
        files=files,
    )


# --------------------------------------------------------------------------- cs: no reader comment, 2015


def cs_hriste() -> Case:
    fotky = "".join(
        f'<li><a href="/fotky-ctenaru/{n}"><img src="/obr/ctenari/{n}.svg" width="90" height="60" alt=""></a>'
        f'<div class="fc-popis">{esc(cap)}</div><div class="fc-kdo">{esc(who)}, {esc(when)}</div></li>'
        for n, cap, who, when in (
            (8812, "Duha nad rybníkem v Horní Lhotě", "Pavla Nováková", "7. 9. 2015"),
            (8811, "První houby letošního podzimu", "Jiří Svoboda", "6. 9. 2015"),
            (8809, "Pouť na náměstí, kolotoče už stojí", "Kamila R.", "5. 9. 2015"),
        )
    )
    body = f"""<body>
<div id="obal">
<div id="hlava"><a href="/"><img src="/obr/zpravodaj.svg" width="300" height="58" alt="Zpravodaj Podhůří"></a>
<div id="pocasi"><b>Počasí</b> Lhota 16&deg;C, polojasno &middot; zítra 19&deg;C</div></div>
<ul id="menu">{items("/rubrika/", ["Zprávy", "Z regionu", "Z obcí", "Sport", "Kultura", "Fotky čtenářů", "Inzerce", "Kontakt"])}</ul>
<div id="aktualne"><b>Aktuálně:</b> 10:25 Uzavírka silnice do Dolní Lhoty prodloužena &middot; 09:40 Svoz bioodpadu ve středu &middot; 08:15 Hasiči cvičili u přehrady</div>
<div id="sloupec">
<h1>Nové dětské hřiště v Horní Lhotě otevřou v sobotu</h1>
<p class="perex">Obec dokončila hřiště za sokolovnou. Stálo 870 tisíc korun, větší část zaplatila dotace kraje.</p>
<p class="udaje">8. září 2015, 09:12 &middot; Autor: Vladimír Kubíček &middot; <span>Sdíleno 19×</span> &middot; <a href="/tisk">Tisk</a></p>
<p>Na hřišti za sokolovnou jsou nové prolézačky, houpačky, pískoviště s plachtou proti slunci a lanová pyramida pro starší děti. Povrch pod herními prvky je z pryže, kolem hřiště vede nový plot.</p>
<p>Slavnostní otevření bude v sobotu 12. září ve 14 hodin. Pro děti je připraven skákací hrad a opékání buřtů, starosta poděkuje brigádníkům, kteří pomáhali s terénními úpravami.</p>
<p>Hřiště bude otevřené denně od 8 do 20 hodin. Obec prosí rodiče, aby dohlíželi na dodržování provozního řádu.</p>
<p><img src="/obr/2015/09/hriste.svg" width="520" height="280" alt=""><br><i>Lanová pyramida na novém hřišti. Foto: V. Kubíček</i></p>
<div class="souvisejici"><h3>Související</h3><ul><li><a href="/z-obci/2015/05/hriste-dotace">Obec získala dotaci na hřiště</a> (14. 5. 2015)</li><li><a href="/z-obci/2015/07/brigada-hriste">Brigáda na hřišti: přišlo čtyřicet lidí</a> (18. 7. 2015)</li></ul></div>
<div class="reklama-siroka"><img src="/obr/reklama/stavebniny.svg" width="520" height="70" alt="Stavebniny Lhota"><span>reklama</span></div>
<div class="nazory"><h3>Názory čtenářů</h3><p>K tomuto článku zatím nikdo nenapsal svůj názor.</p><p><a href="/prihlaseni">Přihlaste se</a> a napište první.</p></div>
</div>
<div id="bok">
<div class="box"><h4>Nejnovější fotky od čtenářů</h4><ul class="fotky-ctenaru">{fotky}</ul><p><a href="/fotky-ctenaru/nahrat">Nahrajte svou fotku</a></p></div>
<div class="box"><h4>Nejčtenější</h4><ol><li><a href="/z-obci/2015/09/hriste-otevreni">Nové dětské hřiště otevřou v sobotu</a></li><li><a href="/zpravy/2015/09/uzavirka">Uzavírka silnice prodloužena</a></li><li><a href="/sport/2015/09/sokol-vyhral">Sokol vyhrál derby</a></li></ol></div>
<div class="box"><h4>Anketa</h4><p>Chodíte s dětmi na hřiště?</p><input type="radio" name="a"> denně<br><input type="radio" name="a"> o víkendu<br><input type="radio" name="a"> málokdy<br><button type="button">Hlasovat</button></div>
<div class="box"><img src="/obr/reklama/pekarna.svg" width="250" height="200" alt="Pekárna U Lípy"></div>
<div class="box"><h4>Odběr novinek</h4><input type="text" name="email"> <button type="button">Odebírat</button></div>
</div>
<div id="pata">{footer("/", [("Rubriky", ["Zprávy", "Z regionu", "Z obcí", "Sport", "Kultura"]), ("Služby", ["Fotky čtenářů", "Inzerce", "Kalendář akcí", "Jízdní řády", "Pohotovost lékáren"]), ("O nás", ["Redakce", "Kontakt", "Reklama", "Ochrana osobních údajů", "Archiv"])], box='div class="pata-sl"', title="h5")}<p>&copy; 2015 Zpravodaj Podhůří</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:13px Arial,sans-serif;background:#e9efe6}#obal{width:960px;margin:0 auto;background:#fff}#hlava{padding:10px;position:relative}#pocasi{position:absolute;right:10px;top:24px;font-size:11px}
#menu{list-style:none;margin:0;padding:0;background:#4a7c2a}#menu li{display:inline-block}#menu a{color:#fff;padding:6px 10px;display:block}#aktualne{font-size:11px;padding:4px 10px;background:#f3f8ee}
#sloupec{float:left;width:580px;padding:10px 20px}#bok{float:right;width:300px;padding:10px}#pata{clear:both;background:#2c4a18;color:#cdc;font-size:11px;padding:10px;overflow:hidden}#pata a{color:#fff}.pata-sl{float:left;width:310px}
.perex{font-weight:bold}.udaje{font-size:11px;color:#888}.reklama-siroka span{display:block;font-size:9px;color:#aaa}.box{border:1px solid #dde;margin-bottom:10px;padding:6px}
.fotky-ctenaru{list-style:none;padding:0}.fotky-ctenaru li{overflow:hidden;margin-bottom:6px}.fotky-ctenaru img{float:left;margin-right:6px}.fc-kdo{font-size:10px;color:#888}
</style>"""
    html = (
        doc(
            "html5",
            title="Nové dětské hřiště v Horní Lhotě otevřou v sobotu | Zpravodaj Podhůří",
            lang="cs",
            head=css,
        )
        + body
    )
    return make(
        "ff-cs-plain-hriste",
        "lookalike",
        "cs",
        html,
        [],
        path="/z-obci/2015/09/hriste-otevreni",
        container="-",
        heading=None,
        description="A Czech local paper of 2015 (invented), no reader comment: a new playground opens; 'Názory čtenářů' says nobody has written yet; the sidebar's 'Nejnovější fotky od čtenářů' (three readers' photo uploads: thumbnail, caption, 'NAME, DATE'); a weather line, 'Aktuálně' with times, a share count, a captioned photo, related articles with dates, ads, 'Nejčtenější', a poll, a newsletter box and a footer of 15 links.",
        lookalikes=("ul.fotky-ctenaru",),
        files={
            "/obr/zpravodaj.svg": svg(300, 58, "#4a7c2a", "Zpravodaj Podhůří", 22),
            "/obr/2015/09/hriste.svg": svg(520, 280, "#c96", "hřiště"),
            "/obr/reklama/stavebniny.svg": svg(520, 70, "#666", "Stavebniny Lhota"),
            "/obr/reklama/pekarna.svg": svg(250, 200, "#b84", "Pekárna U Lípy"),
            **{f"/obr/ctenari/{n}.svg": svg(90, 60, "#79a", "foto", 10) for n in (8812, 8811, 8809)},
        },
    )


# --------------------------------------------------------------------------- de-AT: the fire station beside birthdays, 2016


def at_feuerwehr() -> Case:
    cs = talk("""
Sepp aus dem Oberdorf || 03.03.2016, 08:15 || Das alte Zeughaus ist seit Jahren zu klein, da passt das neue Tanklöschfahrzeug gar nicht hinein. Gut, dass endlich gebaut wird.
Andrea W. || 03.03.2016, 10:41 || Warum muss es direkt neben dem Kindergarten sein? Bei jedem Einsatz fahren sie mit Folgetonhorn an der Sandkiste vorbei.
M. Pichler || 03.03.2016, 12:02 || 1,8 Millionen für ein Feuerwehrhaus in einer Gemeinde mit 2.400 Einwohnern. Zahlen werden das am Ende wir alle über die Gemeindeabgaben.
""")
    path = "/region/talboden/neues-feuerwehrhaus-spatenstich-im-april"
    meinung = "".join(
        f'<div class="mn"><p class="mn-wer">{esc(c.who)} <span>| {esc(c.at)}</span></p><p class="mn-txt">{esc(c.raw)}</p>'
        f'<p class="mn-akt"><a href="#">Zustimmen ({[17, 6, 11][i]})</a> <a href="#">Antworten</a> <a href="#">Melden</a></p></div>'
        for i, c in enumerate(cs)
    )
    gratulieren = "".join(
        f'<li><span class="gr-name">{esc(who)}</span>, {esc(where)} &ndash; <span class="gr-anlass">{esc(what)}</span> <span class="gr-datum">{esc(when)}</span></li>'
        for who, where, what, when in (
            ("Maria Huber", "Oberdorf", "90. Geburtstag", "am 1. März"),
            ("Johann Steiner", "Talboden", "85. Geburtstag", "am 2. März"),
            ("Theresia und Franz Gruber", "Au", "Goldene Hochzeit", "am 5. März"),
            ("Aloisia Rainer", "Talboden", "95. Geburtstag", "am 6. März"),
        )
    )
    body = f"""<body>
<div class="rahmen">
<div class="oben"><span class="datum-heute">Donnerstag, 3. März 2016</span> <span class="wetterchen">Talboden 4&deg;C, Schneeregen</span> <a href="/login">Anmelden</a> <a href="/abo">Abo</a></div>
<div class="marke"><a href="/"><img src="/img/talblatt.svg" width="260" height="52" alt="Talblatt"></a></div>
<div class="hauptmenue">{anchors("/", ["Startseite", "Region", "Gemeinden", "Wirtschaft", "Sport", "Leute", "Freizeit", "Fotos", "Veranstaltungen", "Anzeigen"], " &middot; ")}</div>
<div class="kurz"><b>Kurz gemeldet</b> 11:40 Lawinenwarnstufe 3 im Hinterland &middot; 10:05 Gemeinderat tagt am Montag &middot; 09:20 Skikurs für Volksschüler abgesagt</div>
<div class="zwei">
<div class="links">
<p class="ort">Talboden &middot; Gemeinde</p>
<h1>Neues Feuerwehrhaus: Spatenstich im April</h1>
<p class="vorspann">Der Gemeinderat hat den Neubau neben dem Kindergarten beschlossen. Die Kosten liegen bei 1,8 Millionen Euro.</p>
<p class="zeile">03.03.2016, 07:30 &middot; von Karin Moser &middot; <span class="gelesen">1.104 mal gelesen</span> &middot; <a href="/teilen/fb">Teilen (31)</a> <a href="/teilen/mail">Mailen</a></p>
<p>Nach drei Jahren Planung ist es fix: Die Freiwillige Feuerwehr Talboden bekommt ein neues Zeughaus. Der Gemeinderat stimmte am Dienstag mit 15 zu 4 Stimmen für den Bau auf dem Grundstück neben dem Kindergarten.</p>
<p>Das bisherige Zeughaus aus dem Jahr 1962 ist zu klein für das neue Tanklöschfahrzeug, das seit dem Herbst im Freien steht. Im Neubau sind drei Stellplätze, ein Schulungsraum und Umkleiden für 60 Feuerwehrleute geplant.</p>
<p>Das Land übernimmt rund ein Drittel der Kosten. Der Spatenstich ist für Mitte April geplant, die Übergabe für den Herbst 2017.</p>
<div class="bildstrecke"><h3>Bildergalerie: Das alte Zeughaus</h3><div class="bilder"><div><img src="/img/2016/03/zeughaus-1.svg" width="140" height="90" alt=""><p>Das Zeughaus von 1962</p></div><div><img src="/img/2016/03/zeughaus-2.svg" width="140" height="90" alt=""><p>Der neue Tanker muss im Freien stehen</p></div><div><img src="/img/2016/03/zeughaus-3.svg" width="140" height="90" alt=""><p>Plan des Neubaus</p></div></div></div>
<div class="mehr"><h3>Mehr zum Thema</h3><ul><li><a href="/region/talboden/neuer-tanker-uebergeben">Neues Tanklöschfahrzeug übergeben</a> 24.10.2015</li><li><a href="/region/talboden/feuerwehr-jahresbilanz">Feuerwehr: 112 Einsätze im Jahr 2015</a> 15.01.2016</li></ul></div>
<div class="werbung"><small>Werbung</small><img src="/img/werbung/raiffeisen-like.svg" width="560" height="70" alt="Bausparen jetzt"></div>
<div class="ihre-meinung"><h3>Ihre Meinung</h3>{meinung}</div>
<form class="mitreden" action="/mitreden" method="post"><p>Name <input type="text" name="n"></p><textarea name="t" rows="3" cols="55"></textarea><p><input type="submit" value="Absenden"></p></form>
</div>
<div class="rechts">
<div class="fach"><h4>Wir gratulieren</h4><ul class="glueckwuensche">{gratulieren}</ul><p class="klein">Jubiläen melden: <a href="/gratulation">Formular</a></p></div>
<div class="fach"><h4>Meistgelesen</h4><ol><li><a href="/region/talboden/neues-feuerwehrhaus-spatenstich-im-april">Neues Feuerwehrhaus</a></li><li><a href="/sport/skiclub-meisterschaft">Skiclub-Meisterschaft</a></li><li><a href="/region/au/gasthaus-wiedereroeffnet">Gasthaus in Au wiedereröffnet</a></li></ol></div>
<div class="fach"><h4>Umfrage</h4><p>Ist der Standort neben dem Kindergarten richtig?</p><input type="radio" name="u"> Ja<br><input type="radio" name="u"> Nein<br><button type="button">Abstimmen</button> <small>289 Stimmen</small></div>
<div class="fach"><img src="/img/werbung/autohaus.svg" width="280" height="230" alt="Autohaus Wieser"><small>Werbung</small></div>
<div class="fach"><h4>Newsletter</h4><input type="text" name="nl"> <button type="button">Bestellen</button></div>
</div>
</div>
<div class="unten">{footer("/", [("Region", ["Talboden", "Au", "Oberdorf", "Hinterland", "Gemeinden"]), ("Rubriken", ["Wirtschaft", "Sport", "Leute", "Freizeit", "Fotos", "Veranstaltungen"]), ("Talblatt", ["Impressum", "Kontakt", "Werben", "Datenschutz", "Offenlegung", "Abo"])], box='div class="usp"', title="h5")}<p>&copy; 2016 Talblatt Regionalmedien</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:14px Arial,sans-serif;background:#eee}.rahmen{width:980px;margin:0 auto;background:#fff}.oben{font-size:11px;padding:4px 10px;background:#f4f4f4}.oben a{margin-left:8px}
.marke{padding:10px}.hauptmenue{background:#b00;padding:6px 10px}.hauptmenue a{color:#fff;font-weight:bold}.kurz{font-size:11px;padding:4px 10px;background:#fff1f1}
.zwei{overflow:hidden}.links{float:left;width:620px;padding:10px 20px}.rechts{float:right;width:300px;padding:10px}.ort{color:#b00;font-size:11px;font-weight:bold}.vorspann{font-weight:bold}.zeile{font-size:11px;color:#888}
.bilder div{display:inline-block;width:145px;font-size:10px;vertical-align:top}.werbung small{display:block;font-size:9px;color:#aaa}
.mn{border-bottom:1px solid #eee;padding:6px 0}.mn-wer{margin:0;font-weight:bold}.mn-wer span{font-weight:normal;color:#999;font-size:11px}.mn-txt{margin:3px 0}.mn-akt{font-size:10px;margin:0}.mn-akt a{margin-right:6px}
.fach{border:1px solid #ddd;margin-bottom:10px;padding:6px}.glueckwuensche{padding-left:14px}.gr-name{font-weight:bold}.gr-datum{color:#888;font-size:11px}.klein{font-size:10px}
.unten{background:#333;color:#aaa;font-size:11px;padding:10px;overflow:hidden}.unten a{color:#eee}.usp{float:left;width:320px}
</style>"""
    files = {
        "/img/talblatt.svg": svg(260, 52, "#b00", "Talblatt", 24),
        "/img/werbung/raiffeisen-like.svg": svg(560, 70, "#fd0", "Bausparen jetzt"),
        "/img/werbung/autohaus.svg": svg(280, 230, "#036", "Autohaus Wieser"),
        **{f"/img/2016/03/zeughaus-{n}.svg": svg(140, 90, "#944", f"Bild {n}", 11) for n in range(1, 4)},
    }
    html = (
        doc("html5", title="Neues Feuerwehrhaus: Spatenstich im April - Talblatt", lang="de-AT", head=css)
        + body
    )
    return make(
        "ff-at-mixed-feuerwehr",
        "mixed",
        "de-AT",
        html,
        cs,
        path=path,
        container="div.ihre-meinung 'Ihre Meinung' after an ad: one div.mn an opinion (p.mn-wer 'NAME | DATE', p.mn-txt TEXT, 'Zustimmen (n) Antworten Melden'); no avatars; beside it the sidebar's ul.glueckwuensche 'Wir gratulieren': four li 'NAME, PLACE – OCCASION DATE'",
        heading="Ihre Meinung",
        description="The mixed page: an Austrian district paper of 2016 (invented), a new fire station beside the kindergarten; 3 readers' opinions without avatars under 'Ihre Meinung'; beside them the sidebar's 'Wir gratulieren' (four named, dated birthdays and a golden wedding), not comments; a date and weather strip, 'Kurz gemeldet' with times, read and share counts, a captioned gallery, 'Mehr zum Thema' with dates, ads, 'Meistgelesen', a poll, a newsletter box and a footer of 17 links.",
        lookalikes=("ul.glueckwuensche",),
        files=files,
    )
