"""Blind set ew: two article pages without any reader comment whose sibling runs have a discussion's shape: an
Italian provincial daily's interview of 2012 printed as the speakers' turns, each a bold name and a time in a
paragraph of its own and the words in plain paragraphs after it ("I commenti sono chiusi"), and a German local
history society's chronicle of the 2002 flood (2009), dated entries in ``<h4>``, a paragraph or two and a small
"Aufgezeichnet von NAME" line, an ``<hr>`` between them. Every site, name and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ew_common import Case, esc, make, page

# --------------------------------------------------------------------------- it: an interview in turns, 2012


def it_intervista() -> Case:
    site = "/cronaca/2012/02/08/soccorso-alpino-intervista-in-diretta.html"
    turns = [
        (
            "Chiara Dal Molin",
            "11:02",
            "Buongiorno e benvenuti alla nostra diretta. Oggi in redazione c'è Renzo Tonet, capo della stazione del Soccorso alpino di Valdobbia, che in quest'inverno ha già contato 41 interventi. Renzo, cominciamo dai numeri: sono tanti?",
        ),
        (
            "Renzo Tonet",
            "11:03",
            "Sono tanti, sì. L'anno scorso a questa data eravamo a 26. Non è che la montagna sia diventata più pericolosa: sono aumentate le persone che ci vanno, e molte ci vanno senza sapere dove mettono i piedi.",
        ),
        (
            "Chiara Dal Molin",
            "11:05",
            "Chi sono le persone che soccorrete più spesso?",
        ),
        (
            "Renzo Tonet",
            "11:06",
            "Quest'inverno soprattutto escursionisti con le ciaspole, molti da fuori provincia, che seguono una traccia trovata su internet e non guardano il bollettino valanghe.|Poi ci sono gli scialpinisti esperti, che sono pochi ma quando si fanno male è quasi sempre una cosa seria.",
        ),
        (
            "Chiara Dal Molin",
            "11:09",
            "Dalla chat un lettore, Marco da Feltre, chiede se l'intervento del Soccorso alpino si paga.",
        ),
        (
            "Renzo Tonet",
            "11:10",
            "Dipende. Se sei ferito o in pericolo, no. Se chiami perché sei stanco e non hai voglia di scendere, e ci è successo anche questo, la Regione può chiedere un contributo per l'elicottero. Ma il messaggio deve essere un altro: chiamate il 118 subito, non aspettate che faccia buio.",
        ),
        (
            "Chiara Dal Molin",
            "11:13",
            "Cosa deve esserci nello zaino di chi va in montagna d'inverno?",
        ),
        (
            "Renzo Tonet",
            "11:14",
            "Il minimo è: artva, pala e sonda se si esce dalle piste battute, un telefono carico, qualcosa di caldo da mettersi, una frontale. E soprattutto dire a qualcuno dove si va e a che ora si pensa di tornare.",
        ),
        (
            "Chiara Dal Molin",
            "11:16",
            "Grazie Renzo, e grazie a tutti quelli che ci hanno seguito. La registrazione della diretta resterà disponibile su questa pagina.",
        ),
    ]
    runs = "\n".join(
        f'<p><b>{esc(who)}</b> <span class="ora">{esc(at)}</span></p>\n'
        + "\n".join(f"<p>{esc(x)}</p>" for x in text.split("|"))
        for who, at, text in turns
    )
    css = """body{margin:0;background:#ececec;font:14px/1.55 Georgia,serif;color:#1e1e1e}
#testa{background:#fff;border-bottom:1px solid #ccc}#testa .logo{display:block;text-align:center;font:bold 40px 'Times New Roman',serif;color:#0a3d62;padding:12px 0 4px;text-decoration:none}
#testa .data{text-align:center;font:11px Arial;color:#777;padding-bottom:8px}#sezioni{background:#0a3d62;text-align:center;padding:6px 0}
#sezioni a{color:#fff;font:bold 12px Arial;margin:0 9px;text-decoration:none}#pagina{width:990px;margin:12px auto;background:#fff;overflow:hidden;padding:14px}
#articolo{float:left;width:640px}#spalla{float:right;width:300px;font:12px Arial}
.occhiello{font:bold 12px Arial;color:#c0392b;text-transform:uppercase}h1{font:bold 30px/1.15 'Times New Roman',serif;margin:4px 0}
.sommario{font:italic 17px Georgia;color:#444}.firma{font:11px Arial;color:#666;border-top:1px solid #ddd;padding-top:4px}
.diretta{border-top:3px solid #0a3d62;margin-top:16px}.diretta .ora{font:11px Arial;color:#c0392b}
.chiusi{font:italic 12px Arial;color:#888;border-top:1px solid #ddd;padding-top:8px;margin-top:20px}
.box{border:1px solid #ddd;margin-bottom:12px}.box h3{background:#0a3d62;color:#fff;margin:0;padding:4px 8px;font:bold 12px Arial}
.box ol,.box ul{margin:6px 0 8px 22px;padding:0}.pub{width:300px;height:250px;background:#f4f4f4;text-align:center;color:#aaa;font-size:9px;margin-bottom:12px}
#piede{clear:both;background:#0a3d62;color:#c8d6e5;font:11px Arial;padding:12px;text-align:center}"""
    body = f"""<div id="testa"><a class="logo" href="/">La Voce delle Valli</a><div class="data">Mercoledì 8 febbraio 2012 &middot; Quotidiano della provincia dal 1946</div></div>
<div id="sezioni"><a href="/">Home</a><a href="/cronaca/">Cronaca</a><a href="/politica/">Politica</a><a href="/economia/">Economia</a><a href="/sport/">Sport</a><a href="/cultura/">Cultura</a><a href="/montagna/">Montagna</a><a href="/necrologie/">Necrologie</a><a href="/video/">Video</a></div>
<div id="pagina">
<div id="articolo">
<div class="occhiello">Cronaca &middot; L'intervista</div>
<h1>«In montagna servono umiltà e un telefono carico»</h1>
<p class="sommario">Il capo della stazione del Soccorso alpino di Valdobbia ospite della diretta in redazione: 41 interventi da novembre, quasi il doppio dell'anno scorso.</p>
<p class="firma">di Chiara Dal Molin &middot; 08 febbraio 2012 &middot; <a href="/video/2012/02/08/diretta-soccorso-alpino/">Guarda il video</a></p>
<p><img src="/_avatar/vocevalli/tonet-redazione.svg" width="620" height="300" alt="Renzo Tonet in redazione" /></p>
<p>Ieri mattina Renzo Tonet, da diciotto anni volontario e da sei capo della stazione di Valdobbia, è stato ospite della nostra diretta video. Pubblichiamo la trascrizione integrale, con gli orari degli interventi.</p>
<div class="diretta">
{runs}
</div>
<p class="chiusi">I commenti sono chiusi per questo articolo.</p>
</div>
<div id="spalla">
<div class="pub">Pubblicità<br /><img src="/_avatar/vocevalli/pub-impianti-sci.svg" width="300" height="232" alt="Skipass stagionale Valdobbia: sconto famiglie" /></div>
<div class="box"><h3>Le più lette</h3><ol><li><a href="/cronaca/2012/02/07/neve-scuole-chiuse.html">Neve, domani scuole chiuse in sei comuni</a></li><li><a href="/cronaca/2012/02/07/tubature-gelate.html">Tubature gelate, 300 famiglie senz'acqua</a></li><li><a href="/sport/2012/02/06/hockey-derby.html">Hockey, il derby va ai supplementari</a></li><li><a href="{site}">Soccorso alpino: la diretta con Renzo Tonet</a></li></ol></div>
<div class="box"><h3>Meteo</h3><p style="margin:6px 8px">Oggi: neve sopra i 600 metri, minime fino a -9.<br />Pericolo valanghe: 3 (marcato).</p></div>
<div class="box"><h3>Necrologie</h3><ul><li>Angela Zanella ved. Bortot, di anni 91</li><li>Guido Sartor, di anni 78</li></ul><p style="margin:4px 8px"><a href="/necrologie/">Tutte le necrologie</a></p></div>
</div>
<div id="piede">&copy; 2012 La Voce delle Valli &middot; Editoriale Valli S.r.l. &middot; P.IVA 00000000000 &middot; <a href="/redazione/" style="color:#fff">Redazione</a> &middot; <a href="/pubblicita/" style="color:#fff">Pubblicità</a></div>
</div>"""
    return make(
        "ew-plain-it-intervista",
        "lookalike",
        "it",
        page(
            body,
            title="«In montagna servono umiltà e un telefono carico» - La Voce delle Valli",
            lang="it",
            css=css,
        ),
        [],
        path=site,
        container="-",
        heading=None,
        description="An Italian provincial daily (February 2012): an interview with a mountain rescue chief printed as a transcript of a live video chat, 9 turns as siblings in div.diretta (p 'b NAME span.ora 11:02', then the words in plain p), one turn relaying a reader's question from the chat; 'I commenti sono chiusi per questo articolo.'; most read, weather, death notices; no reader comment.",
        lookalikes=("an interview's 9 turns: a bold name and a time, then paragraphs, as siblings",),
    )


# --------------------------------------------------------------------------- de: a flood chronicle, 2009


def de_chronik() -> Case:
    site = "/chronik/hochwasser-2002.html"
    entries = [
        (
            "Montag, 12. August 2002, 14.30 Uhr",
            "Nach drei Tagen Dauerregen steigt der Pegel der Aller am Wehr Oberaltheim auf 3,10 Meter. Die Feuerwehr füllt am Bauhof die ersten 500 Sandsäcke.",
            "Walter Brenner, damals Ortsbrandmeister",
        ),
        (
            "Dienstag, 13. August 2002, 6.00 Uhr",
            "Die Mühlenstraße steht unter Wasser. Familie Reinecke und zwei ältere Nachbarn werden mit dem Schlauchboot der DLRG aus ihren Häusern geholt.|Die Grundschule wird zur Notunterkunft, die Landfrauen kochen Erbsensuppe für alle Helfer.",
            "Gisela Reinecke",
        ),
        (
            "Dienstag, 13. August 2002, 19.00 Uhr",
            "Der Pegel erreicht 4,46 Meter, den höchsten Stand seit 1946. Das Wasser steht in der Kirche St. Marien knapp unter den Altarstufen.",
            "Pastor i. R. Hinrich Voß",
        ),
        (
            "Mittwoch, 14. August 2002",
            "Rund 180 Freiwillige aus Oberaltheim und den Nachbardörfern stapeln Sandsäcke am Deich hinter dem Sportplatz. Bauer Kruse stellt seine Trecker und Anhänger zur Verfügung.",
            "Walter Brenner",
        ),
        (
            "Freitag, 16. August 2002",
            "Das Wasser geht langsam zurück. In 41 Kellern und acht Wohnungen ist der Schaden groß, die Heizölflecken auf der Mühlenstraße sind noch Wochen später zu sehen.",
            "Heinz-Dieter Kamp, Ortsvorsteher",
        ),
        (
            "Sonntag, 25. August 2002",
            "Dankgottesdienst in der gerade getrockneten Kirche, danach Helferfest auf dem Schulhof. Der Spendenaufruf des Heimatvereins hat bis dahin 23.400 Euro für die Betroffenen erbracht.",
            "Pastor i. R. Hinrich Voß",
        ),
        (
            "Frühjahr 2004",
            "Der neue, 1,2 Kilometer lange Deich zwischen Sportplatz und Wehr wird fertig. An der Mühlenstraße erinnert seitdem eine Hochwassermarke an den 13. August 2002.",
            "Ursula Lamprecht, Heimatverein",
        ),
    ]
    runs = "\n".join(
        f"<h4>{esc(when)}</h4>\n"
        + "\n".join(f"<p>{esc(x)}</p>" for x in text.split("|"))
        + f"\n<p><small>Aufgezeichnet von {esc(who)}</small></p>\n<hr />"
        for when, text, who in entries
    )
    css = """body{margin:0;background:#e9e4d8 url(/_avatar/heimatverein/papier.svg);font:13px/1.6 Verdana,Geneva,sans-serif;color:#2a2a2a}
#seite{width:850px;margin:14px auto;background:#fffdf6;border:1px solid #b8ab8c}#kopf{background:#6b5b3e;color:#f4ecd8;padding:16px 20px}
#kopf h1{margin:0;font:bold 24px Georgia,serif}#kopf p{margin:2px 0 0;font-size:11px;color:#d9ccaa}
#links{float:left;width:170px;padding:14px 10px;font-size:11px}#links a{display:block;padding:3px 6px;border-bottom:1px dotted #b8ab8c;text-decoration:none;color:#6b5b3e}
#inhalt{float:left;width:620px;padding:14px 20px;border-left:1px solid #d9ccaa}h2{font:bold 20px Georgia,serif;color:#6b5b3e}
#inhalt h4{margin:14px 0 2px;color:#6b5b3e}#inhalt hr{border:0;border-top:1px dotted #b8ab8c}#inhalt small{color:#888}
.hinweis{background:#f4ecd8;border:1px solid #d9ccaa;padding:8px;font-size:11px}#fuss{clear:both;background:#6b5b3e;color:#d9ccaa;font-size:10px;padding:8px 20px}"""
    body = f"""<div id="seite">
<div id="kopf"><h1>Heimatverein Oberaltheim e.V.</h1><p>Geschichte und Geschichten aus unserem Dorf an der Aller &middot; gegründet 1978</p></div>
<div id="links">
<a href="/">Startseite</a><a href="/verein.html">Über den Verein</a><a href="/chronik/">Dorfchronik</a><a href="/chronik/hochwasser-2002.html">&nbsp;&nbsp;&raquo; Hochwasser 2002</a><a href="/chronik/schule-1850-1970.html">&nbsp;&nbsp;&raquo; Die alte Schule</a><a href="/chronik/muehle.html">&nbsp;&nbsp;&raquo; Die Wassermühle</a><a href="/alte-fotos/">Alte Fotos</a><a href="/plattdeutsch/">Plattdeutsche Ecke</a><a href="/termine.html">Termine</a><a href="/gaestebuch/">Gästebuch</a><a href="/impressum.html">Impressum</a>
<p style="margin-top:14px"><b>Nächster Termin:</b><br />Klönabend mit Dias „Oberaltheim in den 50ern“, Donnerstag 19. März 2009, 19.30 Uhr, Dorfgemeinschaftshaus</p>
</div>
<div id="inhalt">
<h2>Was geschah wann: Das Hochwasser im August 2002</h2>
<p>Vor bald sieben Jahren stand halb Oberaltheim unter Wasser. Für unsere Dorfchronik haben wir Mitglieder und Nachbarn gebeten aufzuschreiben, was sie in jenen Tagen erlebt haben. Hier die wichtigsten Ereignisse in der Reihenfolge, in der sie geschahen.</p>
<p><img src="/_avatar/heimatverein/muehlenstrasse-2002.svg" width="400" height="250" alt="Die Mühlenstraße am 13. August 2002" /><br /><small>Die Mühlenstraße am Morgen des 13. August 2002. Foto: Archiv Heimatverein</small></p>
{runs}
<div class="hinweis">Haben Sie selbst Erinnerungen, Fotos oder Zeitungsausschnitte vom Hochwasser 2002? Dann melden Sie sich bitte bei Ursula Lamprecht (Tel. 00000 0000) oder schreiben Sie uns über das <a href="/gaestebuch/">Gästebuch</a>.</div>
<p><small>Zusammengestellt von der Chronikgruppe des Heimatvereins, März 2009. Zuletzt geändert am 02.03.2009.</small></p>
</div>
<div id="fuss">&copy; Heimatverein Oberaltheim e.V. 2009 &middot; Vorsitzende: Ursula Lamprecht &middot; <a href="/impressum.html" style="color:#fff">Impressum</a></div>
</div>"""
    return make(
        "ew-plain-de-chronik",
        "lookalike",
        "de",
        page(
            body,
            title="Heimatverein Oberaltheim - Dorfchronik: Das Hochwasser im August 2002",
            lang="de",
            css=css,
            doctype="html4",
        ),
        [],
        path=site,
        container="-",
        heading=None,
        description="A German village's local history society (March 2009), a paper-coloured site with a left menu and a coming event: the chronicle of the 2002 flood as 7 dated entries, siblings in one div (h4 date, one or two p, p > small 'Aufgezeichnet von NAME', hr), written by members and neighbours; a note asking for memories; no comment area and no reader comment.",
        lookalikes=("a chronicle's 7 dated entries with a byline after each, as siblings between hr",),
    )


def plain_ew() -> list[Case]:
    return [it_intervista(), de_chronik()]
