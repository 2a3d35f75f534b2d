"""Blind set ez: two article pages without any reader comment whose lists look like one: an Italian valley portal of
2011 whose article is followed by six dated notices, each signed by an office or a person (the water works, the
registry office, the waste consortium, the mayor, the municipal police, a councillor's office), and a German local
weekly of 2008 whose article is a selection of five readers' letters to the editor, each with a title, a signature
and a date, under the heading "Leserbriefe". Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ez_common import SPACER, Case, doc, esc, make


def _svg(w: int, h: int, fill: str, text: str = "", size: int = 16) -> str:
    label = (
        f'<text x="{w // 2}" y="{h // 2 + size // 3}" fill="#fff" font-family="Arial" font-size="{size}" '
        f'text-anchor="middle">{esc(text)}</text>'
        if text
        else ""
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}"><rect width="{w}" height="{h}" '
        f'fill="{fill}"/>{label}</svg>'
    )


# --------------------------------------------------------------------------- it: notices under a portal's article, 2011


def it_avvisi() -> Case:
    notices = [
        (
            "Sospensione dell'acqua martedì 8 marzo",
            (
                "Per consentire l'allacciamento della nuova condotta, martedì 8 marzo dalle 8.30 alle 16.00 sarà sospesa "
                "l'erogazione dell'acqua nelle frazioni di Cascine Alte, Boscorotondo e Pian del Rio. Si invitano i "
                "cittadini a fare scorta per le necessità della giornata."
            ),
            "Ufficio Tecnico Comunale",
            "03/03/2011",
        ),
        (
            "Chiusura dell'ufficio anagrafe",
            (
                "Venerdì 11 marzo l'ufficio anagrafe resterà chiuso al pubblico per l'aggiornamento del programma "
                "informatico. Per le urgenze (decessi, nascite) è attivo il numero di reperibilità 0142 000 118."
            ),
            "Il Responsabile dei Servizi Demografici, dott.ssa Paola Ferrero",
            "02/03/2011",
        ),
        (
            "Raccolta differenziata: cambia il calendario",
            (
                "Da lunedì 14 marzo la raccolta della carta passa dal giovedì al martedì, quella della plastica dal "
                "martedì al venerdì. Il nuovo calendario viene consegnato a tutte le famiglie e si può ritirare in "
                "municipio."
            ),
            "Consorzio Rifiuti Valcerrina",
            "28/02/2011",
        ),
        (
            "Orti comunali: aperto il bando",
            (
                "Sono disponibili dodici orti di 50 metri quadrati nell'area di via dei Mulini, riservati ai residenti "
                "con più di 60 anni e alle famiglie con figli minori. Le domande si presentano entro il 31 marzo."
            ),
            "Il Sindaco, Giovanni Bertola",
            "25/02/2011",
        ),
        (
            "Avviso ai proprietari di cani",
            (
                "Si ricorda che nei giardini pubblici e nell'area giochi di piazza Libertà i cani vanno tenuti al "
                "guinzaglio e che è obbligatorio raccogliere le deiezioni. Sono previsti controlli nei fine settimana."
            ),
            "Polizia Municipale",
            "21/02/2011",
        ),
        (
            "Incontro pubblico sul piano regolatore",
            (
                "Giovedì 17 marzo alle ore 21 nella sala consiliare si terrà un incontro pubblico di presentazione della "
                "variante al piano regolatore. Tutti i cittadini sono invitati a partecipare."
            ),
            "Assessorato all'Urbanistica",
            "18/02/2011",
        ),
    ]
    items = "".join(
        f'<div class="avviso" id="avviso-{318 - n}"><h4>{esc(title)}</h4><p class="testo-avviso">{esc(text)}</p>'
        f'<p class="firma-avviso"><b>{esc(who)}</b> &ndash; <span class="data-avviso">{esc(when)}</span></p></div>\n'
        for n, (title, text, who, when) in enumerate(notices)
    )
    path = "/notizie/2011/03/lavori-acquedotto-valcerrina.html"
    body = f"""<body>
<div id="contenitore">
<div id="testata"><img src="/immagini/testata.svg" width="960" height="110" alt="Valcerrina Notizie"></div>
<ul id="menu"><li><a href="/">Home</a></li><li><a href="/notizie/">Notizie</a></li><li><a href="/comuni/">I Comuni</a></li><li><a href="/eventi/">Eventi</a></li><li><a href="/sport/">Sport</a></li><li><a href="/avvisi/">Avvisi</a></li><li><a href="/numeri-utili.html">Numeri utili</a></li><li><a href="/contatti.html">Contatti</a></li></ul>
<div id="sinistra">
<p class="briciole"><a href="/">Home</a> &gt; <a href="/notizie/">Notizie</a> &gt; Cronaca</p>
<h1>Acquedotto, partono i lavori: tre frazioni senz'acqua martedì</h1>
<p class="info">Pubblicato il 03/03/2011 alle 18:05 &middot; di Redazione &middot; letto 912 volte</p>
<p class="sommario">Un milione e duecentomila euro per sostituire sei chilometri di tubature degli anni Sessanta. Il cantiere durerà fino all'estate.</p>
<p>Sono cominciati lunedì i lavori di rifacimento della rete idrica che collega il serbatoio di Monte Rosso alle frazioni della bassa valle. Le vecchie tubature in cemento amianto, posate tra il 1962 e il 1968, verranno sostituite con condotte in ghisa.</p>
<p>Il primo intervento riguarda il tratto di via dei Mulini, dove sarà necessario chiudere l'acqua per un'intera giornata. L'amministrazione assicura che nelle altre fasi le interruzioni saranno brevi e annunciate con anticipo.</p>
<p>&laquo;È un lavoro che aspettavamo da vent'anni&raquo;, commenta il sindaco Giovanni Bertola. &laquo;Le perdite sulla rete arrivavano al quaranta per cento dell'acqua immessa.&raquo;</p>
<p>Il finanziamento arriva per due terzi dalla Regione e per il resto dall'avanzo di bilancio del Comune.</p>
<p class="strumenti"><a href="/notizie/2011/03/lavori-acquedotto-valcerrina-stampa.html">Stampa</a> | <a href="/segnala.html">Segnala a un amico</a></p>
<div id="avvisi">
<h3>Avvisi e comunicati <span>(6)</span></h3>
{items}<p class="tutti"><a href="/avvisi/">Tutti gli avvisi &raquo;</a></p>
</div>
</div>
<div id="destra">
<div class="riquadro"><h3>Le più lette</h3><ol><li><a href="/notizie/2011/02/carnevale.html">Carnevale dei bambini: le foto</a></li><li><a href="/notizie/2011/02/farmacia.html">Nuova farmacia a Pian del Rio</a></li><li><a href="/notizie/2011/03/lavori-acquedotto-valcerrina.html">Acquedotto, partono i lavori</a></li><li><a href="/sport/2011/02/bocce.html">Bocce, la Valcerrina vince il derby</a></li></ol></div>
<div class="riquadro"><h3>Farmacie di turno</h3><p>Fino a venerdì: Farmacia Centrale, via Roma 4</p></div>
<div class="riquadro"><h3>Meteo</h3><p>Oggi: 9°C, nuvoloso<br>Domani: 12°C, sereno</p></div>
<div class="riquadro pubblicita">Pubblicità<br><img src="/immagini/banner-cantina.svg" width="200" height="200" alt="Cantina Sociale"></div>
</div>
<div id="piede">Valcerrina Notizie &ndash; periodico online registrato presso il Tribunale &middot; &copy; 2011 &middot; <a href="/redazione.html">Redazione</a> &middot; <a href="/privacy.html">Privacy</a> <img src="{SPACER}" width="1" height="1" alt=""></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e8e4da;font:13px/1.55 'Trebuchet MS',Arial,sans-serif;color:#222}
#contenitore{width:960px;margin:0 auto;background:#fff}#menu{margin:0;padding:0;background:#7b1e1e;list-style:none;overflow:hidden}
#menu li{float:left}#menu a{display:block;padding:8px 14px;color:#fff;text-decoration:none;font-weight:bold}
#sinistra{float:left;width:640px;padding:14px 20px}#destra{float:right;width:240px;padding:14px 20px 0 0}
h1{font:bold 24px Georgia,serif;color:#7b1e1e;margin:6px 0}.briciole,.info{font-size:11px;color:#777}.sommario{font-weight:bold}
#avvisi{margin-top:20px;border-top:3px solid #7b1e1e}#avvisi h3{color:#7b1e1e}#avvisi h3 span{color:#999;font-weight:normal}
.avviso{border-bottom:1px solid #ddd;padding:6px 0}.avviso h4{margin:0;font-size:13px}.testo-avviso{margin:4px 0}
.firma-avviso{margin:2px 0;font-size:11px;color:#555;text-align:right}.data-avviso{color:#999}
.riquadro{border:1px solid #ddd;margin-bottom:12px;padding:8px}.riquadro h3{margin:0 0 6px;font-size:13px;color:#7b1e1e}
#piede{clear:both;background:#333;color:#ccc;padding:10px;font-size:11px;text-align:center}#piede a{color:#fff}
</style>"""
    html = (
        doc(
            "html4t",
            title="Acquedotto, partono i lavori: tre frazioni senz'acqua martedì - Valcerrina Notizie",
            lang="it",
            head=css,
        )
        + body
    )
    return make(
        "ez-plain-it-avvisi",
        "lookalike",
        "it",
        html,
        [],
        path=path,
        container="-",
        heading=None,
        description="An Italian valley news portal of 2011 (a header image, a menu bar, 'Le più lette', the chemists on duty, the weather, a banner): an article on water-main works followed by 'Avvisi e comunicati (6)', six notices each with a title, a text and a signature line of an office or a person and a date (the technical office, the registry office's head, the waste consortium, the mayor, the municipal police, the planning councillor); no comment function.",
        lookalikes=("signed, dated notices of offices and officials under the article",),
        files={
            "/immagini/testata.svg": _svg(960, 110, "#7b1e1e", "Valcerrina Notizie", 34),
            "/immagini/banner-cantina.svg": _svg(200, 200, "#5a2a4a", "Cantina Sociale", 18),
        },
    )


# --------------------------------------------------------------------------- de: letters to the editor, 2008


def de_leserbriefe() -> Case:
    letters = [
        (
            "Endlich Ruhe in der Hauptstraße",
            [
                (
                    "Seit 31 Jahren wohne ich an der Hauptstraße, und seit 31 Jahren donnern die Lastwagen an meinem "
                    "Schlafzimmerfenster vorbei. Wer die Umgehung ablehnt, soll gerne einmal eine Woche bei uns "
                    "übernachten."
                ),
                (
                    "Dass die Straße Geld kostet und Wiesen verschwinden, ist mir klar. Aber die Gesundheit der "
                    "Anwohner ist auch etwas wert."
                ),
            ],
            "Helga Reinhardt, Lauterbrück",
            "3. März 2008",
        ),
        (
            "Wer braucht diese Straße wirklich?",
            [
                (
                    "Die Verkehrszählung des Landkreises zeigt, dass zwei Drittel der Fahrzeuge in Lauterbrück selbst "
                    "starten oder ankommen. Eine Umgehung hilft also nur einem Drittel. Für 14 Millionen Euro könnte "
                    "man viele Busse fahren lassen und die Ortsdurchfahrt endlich auf Tempo 30 setzen."
                ),
            ],
            "Dr. Martin Kehl, Obermühle",
            "4. März 2008",
        ),
        (
            "Die Auen nicht opfern",
            [
                (
                    "Die geplante Trasse führt mitten durch die Lauterauen, in denen noch der Eisvogel brütet. Ich "
                    "wundere mich, dass das Gutachten dazu nur vier Seiten lang ist."
                ),
                "Der Naturschutzbund hat bereits Einwände angekündigt. Ich hoffe, der Kreistag hört diesmal zu.",
            ],
            "Gisela und Werner Stumpf, Lauterbrück",
            "5. März 2008",
        ),
        (
            "Die Geschäfte nicht vergessen",
            [
                (
                    "Als Inhaber eines Geschäfts an der Hauptstraße sehe ich die Umgehung mit gemischten Gefühlen. "
                    "Weniger Lärm ja, aber auch weniger Kundschaft, die auf dem Weg anhält. Die Gemeinde sollte jetzt "
                    "schon planen, wie der Ortskern danach belebt werden kann."
                ),
            ],
            "Thomas Beyer, Lauterbrück",
            "6. März 2008",
        ),
        (
            "Nach 40 Jahren endlich handeln",
            [
                (
                    "Die erste Planung für eine Umgehung stammt aus dem Jahr 1968, das kann man im Heimatbuch "
                    "nachlesen. Vierzig Jahre Gutachten, Anhörungen und Versprechen sind genug. Jetzt muss gebaut werden."
                ),
            ],
            "Karl-Heinz Ott, Ortsvorsteher a. D., Lauterbrück",
            "7. März 2008",
        ),
    ]
    items = "".join(
        f'<div class="leserbrief"><h3>{esc(title)}</h3>{"".join(f"<p>{esc(p)}</p>" for p in paras)}'
        f'<p class="verfasser">{esc(who)}<br><span class="datum">Zuschrift vom {esc(when)}</span></p></div>\n'
        for title, paras, who, when in letters
    )
    path = "/lokales/2008/03/leserbriefe-umgehungsstrasse.html"
    body = f"""<body>
<div id="kopf"><div class="logo"><a href="/">Lautertal-Bote</a></div><div class="unterzeile">Ihre Wochenzeitung für Lauterbrück, Obermühle, Hainstadt und das ganze Lautertal &middot; Ausgabe 10/2008</div></div>
<div id="navi"><a href="/">Start</a><a href="/lokales/">Lokales</a><a href="/vereine/">Vereine</a><a href="/sport/">Sport</a><a href="/termine/">Termine</a><a href="/kleinanzeigen/">Kleinanzeigen</a><a href="/e-paper/">E-Paper</a><a href="/abo/">Abo</a></div>
<table id="seite" cellspacing="0" cellpadding="0"><tr>
<td id="inhalt" valign="top">
<div class="rubrik">Lokales &middot; Meinung</div>
<h1>Umgehungsstraße: Das sagen unsere Leser</h1>
<p class="datum">Donnerstag, 13. März 2008</p>
<p class="vorspann">Kaum ein Thema hat in den vergangenen Wochen so viele Zuschriften ausgelöst wie die geplante Ortsumgehung von Lauterbrück. Nach der Bürgerversammlung am 29. Februar erreichten die Redaktion mehr als 40 Briefe und E-Mails. Eine Auswahl:</p>
<h2>Leserbriefe</h2>
{items}<p class="hinweis">Leserbriefe geben die Meinung der Verfasser wieder, nicht die der Redaktion. Die Redaktion behält sich Kürzungen vor. Anonyme Zuschriften werden nicht veröffentlicht. Schreiben Sie uns: Lautertal-Bote, Redaktion, Marktstraße 3, oder per E-Mail an <a href="mailto:leserbriefe@example.de">leserbriefe@example.de</a>.</p>
<p class="werkzeuge"><a href="/lokales/2008/03/leserbriefe-umgehungsstrasse-druck.html">Drucken</a> &middot; <a href="/empfehlen.html">Weiterempfehlen</a></p>
<div class="verwandt"><b>Zum Thema:</b><br>&raquo; <a href="/lokales/2008/03/buergerversammlung-umgehung.html">Bürgerversammlung: 300 Besucher, viele Fragen</a> (01.03.2008)<br>&raquo; <a href="/lokales/2008/02/umgehung-trasse-vorgestellt.html">Umgehung Lauterbrück: Die Trasse steht fest</a> (14.02.2008)</div>
</td>
<td id="rand" valign="top">
<div class="kasten"><h4>Meistgelesen</h4><ol><li><a href="/lokales/2008/03/buergerversammlung-umgehung.html">Bürgerversammlung zur Umgehung</a></li><li><a href="/sport/2008/03/tsv-aufstieg.html">TSV Lauterbrück vor dem Aufstieg</a></li><li><a href="/lokales/2008/03/baeckerei.html">Bäckerei Fink schließt nach 90 Jahren</a></li></ol></div>
<div class="kasten"><h4>Termine</h4><p><b>15.03.</b> Osterbasar im Gemeindehaus<br><b>18.03.</b> Gemeinderat, öffentliche Sitzung<br><b>22.03.</b> Ostereiersuche am Sportplatz</p></div>
<div class="kasten"><h4>Kleinanzeigen</h4><p>Kinderfahrrad 20 Zoll, gut erhalten, 35 Euro. Tel. 06xxx/1234<br><br>Suche Garage in Obermühle zur Miete.</p></div>
<div class="anzeige">Anzeige<br><img src="/bilder/anzeige-sparkasse.svg" width="160" height="200" alt="Anzeige"></div>
</td>
</tr></table>
<div id="fuss">&copy; 2008 Lautertal-Bote Verlags-GmbH &middot; <a href="/impressum.html">Impressum</a> &middot; <a href="/mediadaten.html">Mediadaten</a> &middot; <a href="/kontakt.html">Kontakt</a></div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#f2f2f2;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}
#kopf{width:900px;margin:0 auto;background:#fff;padding:14px 20px 8px;border-bottom:4px solid #0a4f8a}
.logo a{font:bold 36px 'Times New Roman',serif;color:#0a4f8a;text-decoration:none}.unterzeile{font-size:11px;color:#666}
#navi{width:940px;margin:0 auto;background:#0a4f8a}#navi a{display:inline-block;padding:6px 12px;color:#fff;text-decoration:none;font-weight:bold;font-size:12px}
#seite{width:940px;margin:0 auto;background:#fff}#inhalt{padding:14px 20px;width:660px}#rand{width:240px;padding:14px 14px 0 0}
.rubrik{font-size:11px;color:#0a4f8a;text-transform:uppercase;font-weight:bold}h1{font:bold 24px Georgia,serif;margin:4px 0}
.datum{font-size:11px;color:#777}.vorspann{font-weight:bold}h2{font:bold 17px Georgia,serif;color:#0a4f8a;border-bottom:1px solid #0a4f8a}
.leserbrief{margin-bottom:16px}.leserbrief h3{font-size:14px;margin:0 0 4px}.verfasser{font-style:italic;text-align:right;margin-top:2px}
.hinweis{font-size:11px;color:#666;border-top:1px solid #ccc;padding-top:6px}.verwandt{background:#eef3f8;padding:8px;font-size:12px}
.kasten{border:1px solid #ccc;margin-bottom:12px;padding:6px}.kasten h4{margin:0 0 4px;background:#0a4f8a;color:#fff;padding:3px}
.anzeige{text-align:center;font-size:10px;color:#999}#fuss{width:940px;margin:0 auto;background:#333;color:#ccc;font-size:11px;padding:10px;text-align:center}#fuss a{color:#fff}
</style>"""
    html = (
        doc(
            "html4t",
            title="Umgehungsstraße: Das sagen unsere Leser - Lautertal-Bote",
            lang="de",
            head='<meta name="generator" content="TYPO3 4.1 CMS">\n' + css,
        )
        + body
    )
    return make(
        "ez-plain-de-leserbriefe",
        "lookalike",
        "de",
        html,
        [],
        path=path,
        container="-",
        heading=None,
        description="A German local weekly's web edition of 2008 (a TYPO3-era page in a table: masthead, menu bar, 'Meistgelesen', 'Termine', classified ads, an ad): the article is the paper's selection of five readers' letters on a planned bypass under the heading 'Leserbriefe', each with a title, paragraphs and a signature 'NAME, TOWN' with 'Zuschrift vom DATE', then the paper's note on letters and related articles; no comment function.",
        lookalikes=("readers' letters to the editor printed as the article, signed and dated",),
        files={"/bilder/anzeige-sparkasse.svg": _svg(160, 200, "#cc0000", "Ihre Bank im Tal", 14)},
    )
