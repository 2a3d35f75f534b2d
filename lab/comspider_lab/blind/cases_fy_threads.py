"""Blind set fy: four readers' discussions on small sites of 2004-2020, each reaction a paragraph or list item that
starts with its writer's name. A Dutch village paper's web page (2012, "b NAME schreef:" then the text and the time
after it, a form), a German table tennis club (2006, undated "b NAME (VILLAGE):" paragraphs, no form), a Swedish
sourdough blog (2008, a `ul` of "i NAME – TEXT" with the date after the text, no heading, no form) and an Italian
parish (2010, numbered paragraphs "1. b NAME:" with titles such as "Don Piero" and "Suor Agnese", the date after the
text, a form). Every site, name, place and text invented for this set; each reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fy_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- nl: a village paper, 2012, "NAME schreef:"


def nl_dorpskrant() -> Case:
    cs = talk("""
Gert Veldkamp || 14-03-2012 20:15 || Eindelijk. Mijn kleinkinderen fietsen elke ochtend door de Kerkstraat naar school en de melkwagen scheurt daar nog steeds met zestig langs. Twee drempels is wat mij betreft het minimum.
Ria Mulder-Brands || 14-03-2012 22:40 || Ik woon op de hoek bij de kerk en ik hoor nu al elke vrachtwagen die over het putdeksel klappert. Kunnen het niet beter plantenbakken worden, zoals ze in Westerveenhoek hebben gedaan?
Jan de Smid || 15-03-2012 07:55 || Ria, plantenbakken worden hier binnen een week aangereden, kijk maar naar die bij de sporthal. Ik ben voor drempels, maar dan wel de flauwe, anders komt de buurtbus er niet overheen.
Dorpsraad Veenhoeksel || 15-03-2012 13:20 || Dank voor alle reacties. Op donderdag 29 maart om 20.00 uur houden we een inloopavond in De Schakel, waar de gemeente de tekeningen laat zien. Ook de plantenbakken van Ria komen daar aan bod.
""")
    items = "\n".join(
        f'<p class="lezer"><strong>{esc(c.who)} schreef:</strong><br>\n{esc(c.raw)} <span class="tijd">({esc(c.at)})</span></p>'
        for c in cs
    )
    body = f"""<body>
<div id="kop"><img src="/plaatjes/kop.svg" width="800" height="100" alt="De Lindeklok - dorpskrant van Veenhoeksel"></div>
<div id="balk">{nav([("/index.html", "Voorpagina"), ("/nieuws.html", "Nieuws"), ("/verenigingen.html", "Verenigingen"), ("/agenda.html", "Agenda"), ("/adverteren.html", "Adverteren"), ("/kopij.html", "Kopij inleveren")], " | ")}</div>
<div id="midden">
<div id="rechts">
<h4>Agenda</h4>
<p>17 maart: oud papier ophalen<br>24 maart: klaverjassen in De Schakel<br>29 maart: inloopavond verkeer</p>
<h4>Kopij</h4>
<p>Kopij voor de aprileditie uiterlijk 2 april inleveren bij de redactie, Dorpsstraat 8.</p>
</div>
<div id="tekst">
<h2>Drempels in de Kerkstraat: dorpsraad wil er twee</h2>
<p class="onder">Dinsdag 13 maart 2012 &middot; door de redactie</p>
<p>De dorpsraad van Veenhoeksel heeft de gemeente gevraagd om in de Kerkstraat twee verkeersdrempels aan te leggen, een bij de school en een bij de kerk. Bij een telling in februari reed bijna de helft van de auto's harder dan dertig kilometer per uur.</p>
<p>De gemeente wil eerst weten wat de bewoners ervan vinden. Laat het hieronder weten, of kom naar de inloopavond op 29 maart.</p>
<div class="lezersdeel">
<h3>Reacties (4)</h3>
{items}
</div>
<div class="formulier">
<h3>Reageer op dit bericht</h3>
<form action="/reageer.php" method="post">
<input type="hidden" name="bericht" value="412">
Naam: <input type="text" name="naam" size="30"><br>
<textarea name="tekst" rows="5" cols="50"></textarea><br>
<input type="submit" value="Versturen">
</form>
<p class="klein">Reacties worden eerst door de redactie gelezen.</p>
</div>
</div>
</div>
<div id="voet">De Lindeklok &middot; verschijnt maandelijks &middot; &copy; 2012 Stichting Dorpskrant Veenhoeksel</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#f0efe8;font-family:Verdana,Arial,sans-serif;font-size:12px;width:800px;margin:0 auto}
#balk {background:#8b1a1a;padding:5px}
#balk a {color:#fff;text-decoration:none}
#midden {background:#fff;overflow:hidden}
#rechts {float:right;width:190px;padding:8px;background:#f6f1e0}
#tekst {margin-right:210px;padding:8px 16px}
.onder {color:#888;font-size:11px}
.lezer {border-top:1px dashed #ccc;padding-top:6px}
.tijd {color:#888;font-size:10px}
.formulier {background:#f6f1e0;padding:8px}
.klein {font-size:10px;color:#777}
#voet {background:#8b1a1a;color:#fff;text-align:center;font-size:10px;padding:4px}
</style>"""
    return make(
        "fy-nl-paper-drempels",
        "discussion",
        doc("html4t", title="Drempels in de Kerkstraat - De Lindeklok", lang="nl", head=head) + body,
        cs,
        path="/nieuws/2012/drempels-kerkstraat.html",
        container="div.lezersdeel after h3 'Reacties (4)': four sibling p.lezer 'strong NAME schreef: br TEXT span.tijd (14-03-2012 20:15)', the time after the text; a form 'Reageer op dit bericht' below",
        heading="Reacties (4)",
        description="A Dutch village paper's site of 2012 (invented), divs with Dutch ids and class names: the village council wants two speed bumps in the church street; 4 readers' reactions under 'Reacties (4)', each one paragraph 'strong NAME schreef:' then the text, with the time in brackets after the text; the third answers Ria by first name, the fourth is the village council's; a form below, an agenda in a right column, a footer.",
        language="nl",
        files={"/plaatjes/kop.svg": svg(800, 100, "#8b1a1a", "De Lindeklok", 34)},
    )


# --------------------------------------------------------------------------- de: a table tennis club, 2006, undated "NAME (VILLAGE):"


def de_tischtennis() -> Case:
    cs = talk("""
Heike (Kirchbrunn) || - || Super, dass es endlich geklappt hat! Die alten Platten hatten ja schon mehr Dellen als unser Vereinsbus. Wann ist denn das Einweihungsturnier?
Bernd (Haselgrund) || - || Glückwunsch nach Kirchbrunn! Wenn ihr die alten Tische nicht mehr braucht: Wir in Haselgrund würden zwei davon für unsere Jugend nehmen. Einfach beim Training am Dienstag melden.
Klaus Wendt, Abteilungsleiter || - || Hallo Heike, das Turnier ist am Samstag, den 14. Oktober ab 10 Uhr, Anmeldung bis zum 10. bei mir. Und Bernd: Zwei Tische haben wir für euch schon zur Seite gestellt, holt sie einfach mit dem Anhänger ab.
""")
    items = "\n".join(f"<p><b>{esc(c.who)}:</b> {esc(c.raw)}</p>" for c in cs)
    links = nav(
        [
            ("/index.html", "Startseite"),
            ("/aktuelles.html", "Aktuelles"),
            ("/mannschaften.html", "Mannschaften"),
            ("/training.html", "Trainingszeiten"),
            ("/jugend.html", "Jugend"),
            ("/halle.html", "Anfahrt"),
            ("/impressum.html", "Impressum"),
        ],
        "<br>\n",
    )
    body = f"""<body bgcolor="#ffffff" topmargin="0" leftmargin="0">
<table width="760" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td colspan="2"><img src="/bilder/banner.svg" width="760" height="90" alt="TTV Kirchbrunn 1958 e.V."></td></tr>
<tr>
<td width="150" valign="top" class="links">
{links}
<p class="klein">Training:<br>Di + Fr 19-22 Uhr<br>Jugend Fr 17-19 Uhr</p>
</td>
<td valign="top" class="inhalt">
<h2>Sechs neue Tische für die Halle</h2>
<p class="datum">Eingestellt am 25.09.2006 von Klaus Wendt</p>
<p>Lange hat es gedauert, jetzt stehen sie: Dank eines Zuschusses der Gemeinde und einer Spende der Bäckerei Haller konnten wir sechs neue Tische kaufen. Am Freitag haben die Herren der ersten Mannschaft sie aufgebaut und gleich ausprobiert.</p>
<p>Die alten Tische geben wir gern an andere Vereine ab. Wer Interesse hat, meldet sich bei mir.</p>
<h4>Eure Meinung</h4>
{items}
<p class="klein">Meinungen bitte per E-Mail an <a href="mailto:info@ttv-kirchbrunn.example">info@ttv-kirchbrunn.example</a>, wir stellen sie hier ein.</p>
</td>
</tr>
<tr><td colspan="2" class="fuss">TTV Kirchbrunn 1958 e.V. &middot; Sporthalle an der Grundschule &middot; letzte &Auml;nderung: 02.10.2006</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body, td {font-family:Arial,Helvetica,sans-serif;font-size:12px}
.links {background:#003f7f;padding:10px;line-height:20px}
.links a {color:#fff;font-weight:bold;text-decoration:none}
.inhalt {padding:10px 18px}
.datum {color:#666;font-size:11px}
.klein {font-size:11px;color:#999}
h4 {border-bottom:1px solid #003f7f;color:#003f7f}
.fuss {background:#003f7f;color:#fff;font-size:10px;text-align:center;padding:3px}
</style>"""
    return make(
        "fy-de-club-tischtennis",
        "discussion",
        doc("html4t", title="TTV Kirchbrunn - Sechs neue Tische", lang="de", head=head) + body,
        cs,
        path="/aktuelles/neue-tische.html",
        container="td.inhalt after h4 'Eure Meinung': three sibling p 'b NAME (VILLAGE): TEXT' (the third 'b NAME, Abteilungsleiter:'), no date on any; a mailto note below, no form; the p sit in the same cell as the article's own paragraphs",
        heading="Eure Meinung",
        description="A German village table tennis club's site of 2006 (invented), a layout table: six new tables for the hall; 3 readers' opinions under h4 'Eure Meinung', each a paragraph 'b NAME (VILLAGE): TEXT', no date on any, in the same table cell as the article; the third by the head of the section who wrote the article, answering both by first name ('Hallo Heike', 'Und Bernd:'); a mailto note instead of a form; the article dated 25.09.2006.",
        language="de",
        files={"/bilder/banner.svg": svg(760, 90, "#003f7f", "TTV Kirchbrunn 1958 e.V.", 30)},
    )


# --------------------------------------------------------------------------- sv: a sourdough blog, 2008, "i NAME – TEXT", no heading


def sv_surdeg() -> Case:
    cs = talk("""
Lasse || 3/2 2008 || Jag har fryst min rågsurdeg i tre veckor och den vaknade på andra matningen. Ta lite mer mjöl än vanligt första gången, den blir tunn när den tinar.
Maj-Britt || 4/2 2008 || Lasse, fryser du den i burk eller i påse? Min glasburk sprack i frysen förra vintern, så nu vågar jag inte.
Lasse || 4/2 2008 || I en vanlig glassburk av plast, Maj-Britt. Glas rekommenderar jag inte, där har du rätt.
Elin || 5/2 2008 || Tack båda två! Jag provar med plastburk i helgen och rapporterar här. Ska baka limpor till min systers trettioårsdag, så det får inte gå fel...
""")
    items = "\n".join(
        f'<li><i>{esc(c.who)}</i> &ndash; {esc(c.raw)} <span class="dag">{esc(c.at)}</span></li>' for c in cs
    )
    body = f"""<body>
<div id="sidhuvud"><a href="/index.html"><img src="/bilder/degklumpen.svg" width="700" height="80" alt="Degklumpen - om surdeg och annat bröd"></a></div>
<div id="spalt">
<h3>Om mig</h3>
<p>Elin, 34, bakar i ett litet kök i ett ännu mindre hus. Surdegen heter Gösta och är fyra år gammal.</p>
<h3>Arkiv</h3>
<ul>{nav([("/2008/02/", "februari (3)"), ("/2008/01/", "januari (5)"), ("/2007/12/", "december (7)"), ("/2007/11/", "november (4)")])}</ul>
</div>
<div id="huvud">
<div class="inlagg">
<p class="dag">lördag 2 februari 2008</p>
<h2>Råg i frysen &ndash; går det?</h2>
<p>Nästa vecka åker jag bort i tio dagar och ingen kan mata Gösta. Förra gången bad jag grannen, men han glömde honom i kylen med locket på och det luktade aceton i hela trappuppgången.</p>
<p>Så nu funderar jag på att frysa en klick. Har någon av er gjort det? Hur länge håller den, och hur väcker man den sen?</p>
<p class="etiketter">Etiketter: <a href="/etikett/rag.html">råg</a>, <a href="/etikett/frys.html">frysen</a> &middot; Skrivet av Elin kl. 21:12</p>
</div>
<ul class="svansen">
{items}
</ul>
</div>
<div id="fot">Degklumpen &copy; Elin 2006&ndash;2008</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#f7f3ea;font-family:Georgia,serif;font-size:14px;width:900px;margin:10px auto;color:#3b2f23}
#spalt {float:right;width:180px;font-size:12px}
#huvud {margin-right:200px;background:#fff;padding:10px 20px;border:1px solid #e0d6c0}
.dag {color:#a08c6c;font-size:11px}
.etiketter {font-size:11px;color:#a08c6c;border-bottom:1px solid #e0d6c0;padding-bottom:8px}
.svansen {list-style:none;padding:0}
.svansen li {margin:10px 0;padding-left:8px;border-left:3px solid #e0d6c0}
#fot {clear:both;text-align:center;font-size:11px;color:#a08c6c;padding:8px}
</style>"""
    return make(
        "fy-sv-blog-surdeg",
        "discussion",
        doc("xhtml", title="Degklumpen: Råg i frysen – går det?", lang="sv", head=head) + body,
        cs,
        path="/2008/02/rag-i-frysen.html",
        container="ul.svansen right after the post's tag line, no heading: four li 'i NAME – TEXT span.dag 3/2 2008', the date after the text; no form",
        heading=None,
        description="A Swedish sourdough blog of 2008 (invented): the blogger asks whether a rye starter can be frozen; 4 readers' answers in a list straight under the post's tag line, no heading and no form, each item 'i NAME – TEXT' with a short date '3/2 2008' after the text; Lasse and Maj-Britt answer each other by first name, the blogger (Elin) thanks both; a right column about the blogger and an archive with counts.",
        language="sv",
        files={"/bilder/degklumpen.svg": svg(700, 80, "#a0522d", "Degklumpen", 32)},
    )


# --------------------------------------------------------------------------- it: a parish, 2010, numbered "1. b NAME:" with titles


def it_parrocchia() -> Case:
    cs = talk("""
Lucia Ferraro || 28 agosto 2010 || Che bella festa! La processione con la banda di Roccalta è stata emozionante, e la torta di mia cognata è finita in dieci minuti. Grazie a tutti i volontari.
Suor Agnese || 29 agosto 2010 || Un ringraziamento speciale ai ragazzi dell'oratorio che hanno montato e smontato i tavoli fino a mezzanotte. Siete stati bravissimi, vi aspettiamo anche alla castagnata!
Franco, ministrante || 29 agosto 2010 || Lucia, la ricetta della torta la vogliamo tutti! Potreste metterla sul prossimo bollettino parrocchiale?
Don Piero || 30 agosto 2010 || Carissimi, grazie di cuore. Con il ricavato della pesca di beneficenza (1.240 euro) ripareremo il tetto della sacrestia. Per la ricetta, Franco, chiederemo alla cognata di Lucia!
""")
    items = "\n".join(
        f'<p>{i}. <b>{esc(c.who)}:</b> {esc(c.raw)} <span class="quando">&mdash; {esc(c.at)}</span></p>'
        for i, c in enumerate(cs, 1)
    )
    body = f"""<body>
<center>
<table width="740" cellpadding="0" cellspacing="0" border="0" class="pagina">
<tr><td><img src="/immagini/testata.svg" width="740" height="110" alt="Parrocchia di San Bartolomeo - Castelvigna"></td></tr>
<tr><td class="menu">{nav([("/index.html", "Home"), ("/orari.html", "Orari delle Messe"), ("/avvisi.html", "Avvisi"), ("/oratorio.html", "Oratorio"), ("/bollettino.html", "Bollettino"), ("/contatti.html", "Contatti")], " &middot; ")}</td></tr>
<tr><td class="corpo">
<h2>Festa patronale: grazie a tutti!</h2>
<p class="data">Pubblicato il 27 agosto 2010</p>
<p>Anche quest'anno la festa di San Bartolomeo ha riunito tutta la comunità di Castelvigna: la Messa solenne, la processione per le vie del paese con la banda, la cena in piazza e la pesca di beneficenza.</p>
<p>Il consiglio pastorale ringrazia le famiglie che hanno preparato i dolci, i volontari della cucina e i ragazzi dell'oratorio. Le foto della serata sono nella bacheca in fondo alla chiesa.</p>
<h3>Dite la vostra</h3>
<div class="messaggi">
{items}
</div>
<div class="modulo">
<b>Scrivi anche tu</b>
<form action="/scrivi.php" method="post">
Nome: <input type="text" name="nome" size="30"><br>
<textarea name="testo" rows="4" cols="50"></textarea><br>
<input type="submit" value="Invia"> <small>(i messaggi vengono letti dal parroco prima della pubblicazione)</small>
</form>
</div>
</td></tr>
<tr><td class="piede">Parrocchia di San Bartolomeo Apostolo &middot; Piazza della Chiesa 1, Castelvigna &middot; tel. 0371 555 018</td></tr>
</table>
</center>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#e8e2d0;font-family:'Times New Roman',serif;font-size:15px}
.pagina {background:#fff;text-align:left}
.menu {background:#5b3a1a;padding:5px 12px}
.menu a {color:#f5deb3;text-decoration:none}
.corpo {padding:10px 22px}
.data {font-style:italic;color:#777;font-size:12px}
h3 {color:#5b3a1a;border-bottom:1px solid #c8b68a}
.quando {color:#888;font-size:12px;font-style:italic}
.modulo {background:#f4efe1;padding:8px;margin-top:10px}
.piede {background:#5b3a1a;color:#f5deb3;font-size:11px;text-align:center;padding:4px}
</style>"""
    return make(
        "fy-it-parish-festa",
        "discussion",
        doc(
            "html4t",
            title="Festa patronale: grazie a tutti! - Parrocchia di San Bartolomeo",
            lang="it",
            head=head,
        )
        + body,
        cs,
        path="/avvisi/2010/festa-patronale-grazie",
        container="div.messaggi after h3 'Dite la vostra': four p '1. b NAME: TEXT span.quando — 28 agosto 2010', a number before the name, titles in the name ('Suor Agnese', 'Don Piero', 'Franco, ministrante'), the date after the text; a form 'Scrivi anche tu' below",
        heading="Dite la vostra",
        description="An Italian village parish's site of 2010 (invented), a centred layout table: thanks for the patron saint's feast; 4 parishioners' messages under 'Dite la vostra', each a paragraph numbered '1.' to '4.' then 'b NAME:' and the text, the date after it; a nun, an altar server ('Franco, ministrante') and the parish priest ('Don Piero', answering Franco and Lucia by first name); a form moderated by the priest below.",
        language="it",
        files={"/immagini/testata.svg": svg(740, 110, "#5b3a1a", "Parrocchia di San Bartolomeo", 30)},
    )
