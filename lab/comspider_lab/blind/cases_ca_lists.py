"""Blind set CA: three blog pages of 2009-2012 without any reader comment whose content holds a list of a kind no
earlier set listed, with a discussion entry's shape (a name, a date, a short text): a moped club's register of the
surviving mopeds of a defunct local maker, each owner's entry with the date it was registered and a remark on the
machine (de, a home-made PHP page); a sourdough starter's family tree, each blog reader who was sent a portion with the
date and the reader's own line on the first bake (sv, WordPress); the people who lived in one house of an old street,
each with the years and a line of what is known of them (it, Dotclear). Every name, place and text invented here."""

from __future__ import annotations

from comspider_lab.blind.cases_ca_common import (
    Bits,
    Case,
    Piece,
    archive,
    case,
    cloud,
    counter,
    esc,
    links,
    rows,
    widget,
)


def _list_case(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: str, desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=(what,),
    )


def de_register() -> Case:
    entries = rows("""
57 | 21004 | Schorsch aus Hessenbach | 02.03.2012 | Originalzustand, nur die Sitzbank neu bezogen. Läuft seit 1961 ohne Motorrevision.
58 | 20871 | mofa-uli | 24.02.2012 | Scheunenfund aus Oberweiler, Rahmen gut, Motor fest. Wird diesen Winter aufgebaut.
59 | 21310 | Erika P. | 18.02.2012 | Vom Vater geerbt, steht seit 30 Jahren im Keller. Wer kann mir beim Vergaser helfen?
60 | 20555 | Zündfunke | 09.02.2012 | Frühes Modell mit dem runden Scheinwerfer, Farbe Resedagrün, Papiere vorhanden.
61 | 21122 | Hans-Jürgen Kolb | 30.01.2012 | Mit Beiwagen-Umbau aus den 70ern, eher eine Kuriosität als ein Original.
62 | 21402 | Bastelbude Lahn | 21.01.2012 | Nur Rahmen und Tank, Rahmennummer eindeutig. Suche passenden Motor!
""")
    block = (
        '<br><table width="100%" border="1" cellpadding="4" cellspacing="0" bordercolor="#996633" class="register">'
        '<tr bgcolor="#996633"><td><font color="#FFFFFF"><b>Nr.</b></font></td><td><font color="#FFFFFF"><b>Rahmen-Nr.</b></font></td>'
        '<td><font color="#FFFFFF"><b>Besitzer</b></font></td><td><font color="#FFFFFF"><b>Gemeldet am</b></font></td><td><font color="#FFFFFF"><b>Bemerkung</b></font></td></tr>'
        + "".join(
            f'<tr bgcolor="{"#FFFFFF" if k % 2 else "#F4F0DC"}"><td>{esc(n)}</td><td>{esc(r)}</td><td><b>{esc(w)}</b></td><td>{esc(d)}</td><td>{esc(x)}</td></tr>'
            for k, (n, r, w, d, x) in enumerate(entries)
        )
        + '</table><font size="1"><a href="/bestandsregister.php?alle=1">» Komplettes Register anzeigen (62 Einträge)</a> · '
        '<a href="/bestandsregister.php?neu=1">» Eigenes Mofa melden</a></font><br><br>'
    )
    side = (
        widget(
            "de-mofa",
            "Nächstes Treffen",
            "<b>Sa, 12.05.2012</b><br>Frühjahrsausfahrt ab Dorfplatz Hessenbach, 10 Uhr",
            "t",
        )
        + widget(
            "de-mofa",
            "Gästebuch",
            '<a href="/gaestebuch.php">» Eintrag schreiben</a><br><a href="/gaestebuch.php">» Gästebuch lesen (412)</a>',
            "g",
        )
        + widget("de-mofa", "Besucher", counter("Besucher seit 2003:", 184377), "c")
        + '<br><center><a href="/out/webring"><img src="/_avatar/webring-88x31.svg" width="88" height="31" alt="Oldtimer-Webring" border="0"></a></center>'
    )
    piece = Piece(
        "Bestandsregister: 62 Hessenbacher Mofas gemeldet!",
        "geschrieben von Klaus (Admin)",
        "2012-03-04T20:00:00+01:00",
        "04.03.2012",
        "",
        """
Liebe Mofa-Freunde, unser Bestandsregister wächst und wächst. Seit dem Aufruf im Herbst sind 19 neue Mofas aus der Hessenbacher Zweiradfabrik gemeldet worden, jetzt sind wir bei 62 bekannten Exemplaren.

Die Fabrik hat zwischen 1956 und 1964 nach unseren Unterlagen etwa 24.000 Mofas gebaut. Wie viele davon noch existieren, weiß niemand genau. Wer eines besitzt oder kennt, soll es bitte melden, auch wenn es nur noch ein Rahmen ist.

Hier die neuesten Meldungen. Die Rahmennummer steht links am Steuerkopf unter dem Typenschild.
""",
    )
    return _list_case(
        "ca-de-mofa-register",
        "de-mofa",
        piece,
        Bits(inside=block, side=side),
        "/aktuelles/news/187-bestandsregister",
        "table.register in the post: a header row and 6 rows (number, frame number, owner's name in bold, the date registered, a remark)",
        "a moped club's register of surviving machines, each owner's name, date and remark",
        "A German moped club's home-made PHP site of 2012 (layout tables, font tags, 'optimised for 1024x768'): a news post on the club's register of surviving mopeds of a defunct local maker with the 6 latest entries (owner's name, date registered, a remark on the machine, one asking for help), no comment area; the next meeting, a guestbook link with a count, a visitor counter and a webring button.",
    )


def sv_sourdough() -> Case:
    entries = rows("""
Malin i Umeå | 2 mars 2012 | Gösta vaknade efter två matningar och nu står det en limpa i ugnen. Doftar som hos mormor!
Pelle B | 28 februari 2012 | Första brödet blev platt som en pannkaka, men det andra var perfekt. Tack!
Ylva med vedugnen | 21 februari 2012 | Gösta har flyttat in i vår bagarstuga på Gotland. Bakade tolv bröd till byns lucia.
Anders, Göteborg | 14 februari 2012 | Fick pulvret i ett kuvert och trodde inte på det. Nu bakar jag varje lördag.
Familjen Nyström | 6 februari 2012 | Barnen har döpt sin halva till Gösta junior. Han bubblar mer än pappa.
Karin S. | 30 januari 2012 | Rågbrödet blev lite syrligt, precis som jag ville ha det.
""")
    block = (
        '<div class="familjen"><h3>Göstas familj: de senaste som fått en bit</h3><ul class="gosta-barn">'
        + "".join(
            f'<li><span class="vem">{esc(w)}</span> <span class="datum">{esc(d)}</span><br /><span class="rad">{esc(x)}</span></li>'
            for w, d, x in entries
        )
        + '</ul><p class="alla"><a href="/gosta/karta/">Se alla 41 på kartan</a> · <a href="/gosta/bestall/">Vill du också ha en bit av Gösta?</a></p></div>'
    )
    side = (
        widget(
            "sv-surdeg",
            "Senaste inläggen",
            links(
                ("Gösta fyller fem år", "Vedugnsbröd med havre", "Surdegsskolan del 4: degtemperatur"), "/"
            ),
            "recent-posts",
        )
        + widget(
            "sv-surdeg",
            "Arkiv",
            archive("mars 2012 | 2\nfebruari 2012 | 5\njanuari 2012 | 4\ndecember 2011 | 7", "/"),
            "archives",
        )
        + widget(
            "sv-surdeg",
            "Etiketter",
            cloud("surdeg:5, råg:4, vedugn:3, dinkel:2, Gösta:4, kavring:1"),
            "tag_cloud",
        )
        + widget(
            "sv-surdeg",
            "Bloggar jag läser",
            links(("Mjölkvarnen", "Degbaket", "Brödbloggen från Skåne", "Mathantverk"), "/out/"),
            "links",
        )
    )
    piece = Piece(
        "Gösta fyller fem år – och har 41 barn",
        "Av Lena",
        "2012-03-05T08:15:00+01:00",
        "5 mars 2012",
        "",
        """
I dag är det exakt fem år sedan jag blandade rågmjöl och vatten i en glasburk och döpte resultatet till Gösta. Han har bakat hundratals bröd sedan dess, överlevt två flyttar och en semester i kylskåpet.

För ett år sedan började jag torka bitar av Gösta och skicka dem till läsare som ville ha en egen surdeg. Nu har 41 Göstabarn spridits över landet, från Ystad till Kiruna.

Många har skrivit och berättat hur det gick. Här är några av de senaste, och på kartan kan ni se var alla bor.
""",
        category="Surdegsskolan",
        tags=("surdeg", "Gösta"),
    )
    after = '<p class="comments-closed" style="color:#888;font-size:11px">Kommentarer är avstängda.</p>'
    return _list_case(
        "ca-sv-surdeg-familj",
        "sv-surdeg",
        piece,
        Bits(
            inside=block,
            after=after,
            side=side,
            style=".gosta-barn{list-style:none;padding:0}.gosta-barn li{border-bottom:1px dotted #ccc;padding:5px 0}.vem{font-weight:bold}.datum{color:#999;font-size:11px}",
        ),
        "/2012/03/gosta-fyller-fem-ar/",
        "div.familjen in the post: h3 'Göstas familj: …', ul.gosta-barn of 6 li (span.vem, span.datum, span.rad)",
        "a sourdough starter's family tree: each recipient's name, date and line on the first bake",
        "A Swedish sourdough blog on WordPress, 2012: a post on a starter's fifth birthday with the 6 latest readers who were sent a portion (name, date, the reader's own line on how the first bake went), 'Kommentarer är avstängda.'; recent posts, archives with counts, tags and a blogroll.",
    )


def it_house() -> Case:
    entries = rows("""
Giovan Battista Lenzi, tintore | 1861–1894 | Aprì la tintoria al piano terra; nel cortile si vedono ancora le vasche.
Assunta Lenzi vedova Pieri | 1894–1911 | Mandò avanti la bottega da sola dopo la morte del marito, con due garzoni.
Famiglia Moriconi | 1911–1943 | Il figlio Ugo partì per l'America nel 1923; le sue lettere sono all'archivio parrocchiale.
Sfollati da Livorno | 1943–1946 | Tre famiglie nelle stanze del primo piano, secondo il censimento del comune.
Dott. Renato Bertolli | 1946–1978 | Medico condotto, ambulatorio nella vecchia tintoria. Molti in via dei Tintori ricordano la fila il lunedì.
Laboratorio Ceramiche Cecchi | 1979–2006 | L'ultima bottega del numero 14, chiusa quando la signora Cecchi è andata in pensione.
""")
    block = (
        '<div class="abitanti"><h3>Chi ha abitato al numero 14</h3><dl>'
        + "".join(
            f"<dt><strong>{esc(w)}</strong> <em>({esc(d)})</em></dt><dd>{esc(x)}</dd>" for w, d, x in entries
        )
        + '</dl><p class="fonti"><small>Fonti: stato civile del Comune, censimenti 1871-1951, archivio parrocchiale di San Frediano, ricordi dei vicini.</small></p></div>'
    )
    side = (
        widget(
            "it-casa",
            "Categorie",
            links(
                ("Le case", "Le botteghe", "Fotografie", "Documenti"),
                "/category/",
                counts=("(18)", "(11)", "(24)", "(7)"),
            ),
            "categories",
        )
        + widget(
            "it-casa",
            "Archivi",
            archive("aprile 2011 | 3\nmarzo 2011 | 4\nfebbraio 2011 | 2", "/archive/"),
            "archives",
        )
        + widget(
            "it-casa",
            "Link",
            links(("Lucca com'era", "Archivio fotografico lucchese", "Botteghe storiche d'Italia"), "/out/"),
            "links",
        )
        + widget(
            "it-casa",
            "Feed",
            '<ul><li><a href="/feed/atom">Feed Atom dei post</a></li><li><a href="/feed/atom/comments">Feed Atom dei commenti</a></li></ul>',
            "syndicate",
        )
    )
    piece = Piece(
        "Il numero 14: da tintoria ad ambulatorio",
        "Di Paola",
        "2011-04-09T11:00:00+02:00",
        "sabato 9 aprile 2011",
        "11:00",
        """
Il palazzo al numero 14 di via dei Tintori è uno dei più vecchi della strada. La facciata è stata rifatta nell'Ottocento, ma nel cortile si riconoscono ancora le vasche della tintoria che ha dato il nome alla via.

Per ricostruire chi ci ha abitato ho passato tre mesi tra l'archivio comunale e quello della parrocchia, e ho fatto tante chiacchiere con i vicini più anziani. Ecco il risultato, dal 1861 a oggi.

Se qualcuno ha fotografie o ricordi del numero 14, mi scriva: aggiornerò volentieri questa pagina.
""",
        category="Le case",
        tags=("via dei Tintori", "tintoria", "famiglie"),
    )
    return _list_case(
        "ca-it-casa-abitanti",
        "it-casa",
        piece,
        Bits(inside=block, side=side, style=".abitanti dt{margin-top:8px}.abitanti dd{margin:2px 0 0 16px}"),
        "/post/2011/04/09/il-numero-14",
        "div.abitanti in the post: h3 'Chi ha abitato al numero 14', a dl of 6 dt (name, years) and dd (a line about them)",
        "the people who lived in one house, each with years and a line about them",
        "An Italian local-history blog on Dotclear, 2011: a post on one house of an old street with a list of who lived there (6 names with years and a line each), no comment area; categories and archives with counts, links and feeds.",
    )


def lists_ca() -> list[Case]:
    return [de_register(), sv_sourdough(), it_house()]
