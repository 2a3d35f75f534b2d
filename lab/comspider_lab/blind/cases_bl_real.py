"""Blind set BL: three long discussions kept by the harness's real comment systems, in layouts of this set: Isso
behind a button that shows only its first ten threads and its own "hidden comments" link (de); Waline in a tab
of the article, its pages of ten behind its own load-more button (es); Isso mounted on scroll, newest first,
replies cut to two under each entry (it). Written for this set; every name, place and text invented; the pages'
own markup holds no "comment" in any class or id (the systems' clients add their own)."""

from __future__ import annotations

from comspider_lab.blind.cases_bl_common import Case, Parts, Story, make, plain, site, thread
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

DE_SITE = site("""
name: Der Talbote
lang: de
px: tb
style: portal
accent: #1d4ed8
motto: Nachrichten aus dem Lautertal
sections: Start; Lautertal; Region; Sport; Kultur; Meinung
most_read: Meistgelesen
read_rows: Freibad öffnet eine Woche früher = 22.310 Leser; Neue Buslinie nach Steinbach = 14.004 Leser; Kirmes ohne Autoscooter = 9.870 Leser; Bäckerei Hanke schließt = 8.115 Leser
most_talked: Meistkommentiert
talk_rows: Windräder auf dem Hohen Kopf = 26 Kommentare; Kirmes ohne Autoscooter = 203 Kommentare; Tempo 30 in der Hauptstraße = 148 Kommentare; Hallenbad bleibt zu = 77 Kommentare
related: Mehr zum Thema
letter: Der Talbote am Morgen: die Nachrichten des Tages per Mail
subscribe: Anmelden
paywall: Talbote plus: alle Artikel für 7,99 Euro im Monat, monatlich kündbar
contact: Impressum
""")

DE_THREAD = thread("""
Friedhelm Bauer | - | - | - | Ich wohne seit 1971 am Hohen Kopf. Vier Windräder sind mir lieber als ein Kohlekraftwerk, aber 240 Meter Höhe ist schon eine Ansage.
Susanne Lorenz | - | 0 | - | Die Höhe sieht man vom Dorf aus kaum, der Kamm liegt ja dahinter. Das Gutachten hat Sichtachsen gerechnet.
Friedhelm Bauer | - | 0 | - | Gutachten rechnen viel. Ich glaube es, wenn ich am Fenster stehe.
Jonas W. | - | - | - | Endlich! Die Gemeinde bekommt 0,2 Cent pro Kilowattstunde, das sind locker 80.000 Euro im Jahr fürs Hallenbad.
Brigitte Schäfer | - | 3 | - | Das Hallenbad wurde uns schon dreimal versprochen. Ich glaube an gar nichts mehr.
Jonas W. | - | 3 | - | Brigitte, diesmal steht es im Vertrag, nicht nur in einer Rede. Der Vertrag liegt im Rathaus aus.
Dr. Martina Keller | - | - | - | Was ist mit dem Rotmilan? Am Hohen Kopf brüten seit Jahren zwei Paare, das weiß jeder, der dort wandert.
Uwe Kranz | - | 6 | - | Laut Bericht wird bei Brut- und Zugzeit abgeschaltet, mit Kamera und Radar. Das ist inzwischen Standard.
Dr. Martina Keller | - | 6 | - | Standard ja, aber funktioniert es im Nebel? Dazu steht nichts im Artikel.
Peter Hanke | - | - | - | Wer hat eigentlich die Zufahrt geplant? Über den Forstweg am Sportplatz kommen keine Schwertransporte, das ist viel zu eng.
Stefan Roth | - | 9 | - | Der Weg wird verbreitert, stand im Amtsblatt von März. Leider auf Kosten der alten Buchen am Rand.
Peter Hanke | - | 9 | - | Dann sind die Buchen also auch weg. Schöne Energiewende.
Karin | - | - | - | Wir haben eine Bürgerenergie-Genossenschaft gegründet, man kann ab 500 Euro Anteile zeichnen. Dann gehört ein Stück des Windparks uns im Tal.
Heinz-Otto Pfeiffer | - | 12 | - | Wo meldet man sich dafür an? Im Artikel stand nur die Homepage der Firma.
Karin | - | 12 | - | Jeden Donnerstag ab 18 Uhr im Dorfgemeinschaftshaus, oder bei mir in der Hauptstraße 4.
Lea | - | - | - | Ich bin 16 und finde, ihr streitet über Aussicht, während es um unser Klima geht. Baut sie endlich.
Friedhelm Bauer | - | 15 | - | Lea, du hast recht, es geht um mehr. Aber die Aussicht ist auch meine Heimat. Beides darf man sagen.
Lea | - | 15 | - | Okay, das verstehe ich. Sorry, war vielleicht etwas hart formuliert.
Matthias Vogt | - | - | - | Infraschall ist kein Märchen. Mein Schwager in Oberhausen kann seit dem Windpark nicht mehr schlafen.
Susanne Lorenz | - | 18 | - | Bei 1.200 Metern Abstand zum nächsten Haus misst man am Ort nichts mehr, was über dem Straßenverkehr liegt.
Matthias Vogt | - | 18 | - | Messen und Fühlen sind zweierlei. Aber gut, ich hab keine Lust auf einen Glaubenskrieg.
Elke Baumann | - | - | - | Ganz nebenbei: Die Wanderwege am Hohen Kopf bleiben laut Karte alle offen. Das war mir am wichtigsten.
Günter | - | - | - | Die Gemeinderatssitzung am Dienstag war voll wie nie. Gut so, es geht uns alle an.
Brigitte Schäfer | - | 22 | - | Ich war auch da. Wurde leider viel geschrien, wenig zugehört.
Jonas W. | - | 22 | - | Das nächste Mal bitte mit Mikrofon, hinten hat man kaum was verstanden.
Rainer Seitz | - | - | - | Baubeginn 2026 heißt Strom ab 2028. Bis dahin hat sich die Technik schon wieder geändert.
""")


def de_isso_hidden() -> Case:
    cs = plain(DE_THREAD)
    path = "/lautertal/windraeder-hoher-kopf"
    block = (
        '<div class="tb-stimmen"><button type="button" class="tb-zeigen" id="tb-zeigen">Alle 26 Leserstimmen anzeigen</button>'
        '<div id="tb-feld" hidden><h2>Was unsere Leser sagen</h2>'
        + isso_embed(
            "de", load="later", extra='data-isso-max-comments-top="5" data-isso-max-comments-nested="inf"'
        )
        + "</div></div><script>document.getElementById('tb-zeigen').addEventListener('click', function () {"
        " document.getElementById('tb-feld').hidden = false; this.remove(); loadIsso(); });</script>"
    )
    css = ".tb-zeigen{display:block;width:100%;padding:14px;font:700 16px Arial,sans-serif;background:#1d4ed8;color:#fff;border:0;margin:20px 0}"
    st = Story(
        "Vier Windräder auf dem Hohen Kopf: Gemeinderat sagt Ja",
        "Von Ina Möller",
        "2025-05-21T05:30:00+02:00",
        "21.05.2025, 05:30 Uhr",
        """
Der Gemeinderat hat am Dienstagabend mit elf zu sieben Stimmen dem Windpark auf dem Hohen Kopf zugestimmt. Vier Anlagen mit je 240 Metern Gesamthöhe sollen ab 2026 gebaut werden.

Die Gemeinde erhält 0,2 Cent je erzeugter Kilowattstunde. Der Abstand zum nächsten Wohnhaus beträgt 1.200 Meter. Zur Brutzeit des Rotmilans werden die Anlagen mit einem Kamerasystem abgeschaltet.
""",
        lead="Elf zu sieben: Nach einer langen Sitzung ist der Weg für den Windpark frei.",
        related=(
            "Was die Bürgerenergie-Genossenschaft plant",
            "Forstweg wird für Schwertransporte verbreitert",
            "Rotmilan: so funktioniert die Abschaltung",
        ),
    )
    return make(
        "bl-de-isso-hidden-threads",
        "discussion",
        DE_SITE,
        st,
        Parts(after=block, css=css),
        cs,
        path=path,
        system="isso",
        static=False,
        reveal="button 'Alle 26 Leserstimmen anzeigen' shows a hidden block and loads Isso's client, configured to show its first 5 threads; the rest behind Isso's own link to the hidden comments",
        container="div.tb-stimmen: button#tb-zeigen, div#tb-feld (hidden until the click): h2 'Was unsere Leser sagen', Isso's section#isso-thread",
        heading="Was unsere Leser sagen",
        description="A German valley paper of 2025 on four wind turbines: 26 readers' comments kept by Isso (10 threads, 16 replies one level deep), loaded only on a button, Isso set to show its first 5 threads and keep the rest behind its own 'hidden' link; the hardest: the button and Isso's own hidden-comments link.",
        check_steps=(
            "click:#tb-zeigen",
            "wait:2500",
            "click:.isso-load-hidden",
            "wait:1500",
            *tuple(x for _ in range(3) for x in ("click:.isso-load-hidden >> nth=0", "wait:800")),
        ),
    )


ES_SITE = site("""
name: La Voz del Valle Alto
lang: es
px: va
style: mag
accent: #9a3412
motto: Revista de la comarca desde 2002
sections: Portada; Comarca; Campo; Cultura; Deportes; Opinión
most_read: Lo más leído
read_rows: La feria del queso vuelve a la plaza = 18.400 lecturas; Cortes de agua en Riofrío toda la semana = 12.050 lecturas; El último herrero del valle = 9.720 lecturas; Abre la ruta de los molinos = 6.300 lecturas
most_talked: Lo más comentado
talk_rows: ¿Debe cerrar la escuela de Peñaseca? = 28 comentarios; Cortes de agua en Riofrío = 119 comentarios; El nuevo horario del autobús = 87 comentarios; La granja de cerdos de Valdecasa = 230 comentarios
related: Te puede interesar
letter: El boletín del valle, cada domingo en tu correo
subscribe: Suscribirme
paywall: Hazte socio de La Voz del Valle Alto desde 3 euros al mes
contact: Contacto
""")

ES_THREAD = thread("""
Maite Ruiz | - | - | - | Fui a esa escuela en los años ochenta, éramos veintidós. Hoy son seis niños y una maestra. Da mucha pena, pero lo entiendo.
Andrés Collado | - | 0 | - | Seis niños son seis familias que se quedan en el pueblo. Si cierra la escuela, se van en dos años.
Maite Ruiz | - | 0 | - | Lo sé, Andrés. Mi hermana ya está mirando pisos en la capital por eso mismo.
Jesús Pardo | - | - | - | El autobús escolar a Riofrío tarda cuarenta minutos con nieve. ¿Alguien de la consejería ha hecho ese viaje en enero?
Carmen | - | 3 | - | Yo lo hago cada día para ir a trabajar. En enero son cincuenta minutos, no cuarenta.
Lucía M. | - | - | - | Soy la maestra. Gracias por el artículo, está muy bien contado. Solo una corrección: el año que viene serían siete alumnos, no seis, porque llega una familia nueva en septiembre.
La Voz del Valle Alto | - | 5 | - | Gracias, Lucía, lo hemos corregido en el texto.
Andrés Collado | - | 5 | - | ¡Siete! Y la consejería diciendo que no hay niños.
Rafael Gómez | - | - | - | Hay que ser realistas. Una escuela para seis niños cuesta lo mismo que una para veinte. El dinero no sale de ningún sitio.
Andrés Collado | - | 8 | - | Rafael, el dinero también sale para carreteras que usan cuatro coches al día. Es una cuestión de prioridades.
Rafael Gómez | - | 8 | - | Puede ser. Pero no me digas que cuatro coches y seis niños es lo mismo.
Pilar Herrero | - | 8 | - | En la escuela de Peñaseca los niños de distintas edades aprenden juntos, los mayores ayudan a los pequeños. Eso no tiene precio.
Tomás | - | - | - | ¿Cuándo es la reunión con la consejería? Quiero ir.
Lucía M. | - | 12 | - | El jueves 14 a las siete de la tarde, en el salón del ayuntamiento.
Tomás | - | 12 | - | Gracias, allí estaré con mis vecinos.
Nuria Sanz | - | - | - | Yo vine de Madrid con mis hijos hace tres años precisamente por la escuela pequeña. Si la cierran, nos lo pensaremos.
Jesús Pardo | - | 15 | - | Nuria, historias como la tuya son las que tiene que escuchar la consejería el jueves.
Nuria Sanz | - | 15 | - | Allí estaremos. Llevo los dibujos de los niños.
Felipe el del bar | - | - | - | El bar depende de los padres que se toman el café al dejar a los críos. Sin escuela, cierro yo también.
Maite Ruiz | - | 18 | - | Felipe, y sin tu bar no queda ni dónde ver el fútbol. Esto es una cadena.
Elena Vidal | - | - | - | En Fuentelsaz cerraron la escuela en 2015 y hoy viven once personas. Que nadie diga que no pasa.
Rafael Gómez | - | 20 | - | Lo de Fuentelsaz fue por la carretera, no por la escuela. No mezclemos.
Elena Vidal | - | 20 | - | Fue por las dos cosas, Rafael. Yo vivía allí.
Isabel | - | - | - | Una idea: que la escuela abra por las tardes para adultos, cursos de informática o de lo que sea. Así se aprovecha el edificio.
Pilar Herrero | - | 23 | - | Me encanta, Isabel. Yo podría dar clases de costura.
Manolo | - | - | - | He firmado la recogida de firmas en la tienda de Julia. Somos ya trescientos doce.
Carmen | - | 25 | - | Yo también. Y la de Julia la vi con una segunda hoja llena.
Juan Antonio | - | - | - | Que pongan la escuela y también médico dos días a la semana, ya puestos. Los pueblos pequeños no pedimos tanto.
""")


def es_waline_tab() -> Case:
    cs = plain(ES_THREAD)
    path = "/comarca/escuela-de-penaseca"
    tabs = (
        '<div class="va-pest" role="tablist"><button type="button" role="tab" aria-selected="true" id="va-t1">El reportaje</button>'
        f'<button type="button" role="tab" aria-selected="false" id="va-t2">Opiniones ({len(cs)})</button></div>'
        '<div id="va-p2" role="tabpanel" hidden><h2>Opiniones de los lectores</h2><div id="va-aqui"></div></div>'
        + WALINE_CSS
        + waline_embed("root", path, "es", "pageSize: 5,")
        + "<script>(function () { var t1 = document.getElementById('va-t1'), t2 = document.getElementById('va-t2'),"
        " p = document.getElementById('va-p2'), art = document.querySelector('.va-art'), m = false;"
        " t2.addEventListener('click', function () { t2.setAttribute('aria-selected', 'true'); t1.setAttribute('aria-selected', 'false');"
        " p.hidden = false; if (!m) { m = true; mountWaline(document.getElementById('va-aqui')); } });"
        " t1.addEventListener('click', function () { t1.setAttribute('aria-selected', 'true'); t2.setAttribute('aria-selected', 'false'); p.hidden = true; art.scrollIntoView(); });"
        " })();</script>"
    )
    css = ".va-pest{display:flex;gap:0;border-bottom:2px solid #9a3412;margin:24px 0 10px}.va-pest button{padding:10px 18px;border:0;background:#f3e6df;font:600 15px Arial,sans-serif}.va-pest button[aria-selected=true]{background:#9a3412;color:#fff}"
    st = Story(
        "¿Debe cerrar la escuela de Peñaseca? Seis alumnos y un pueblo pendiente",
        "Texto: Rocío Márquez",
        "2019-02-09T10:00:00+01:00",
        "9 de febrero de 2019",
        """
La consejería de Educación estudia cerrar el próximo curso la escuela unitaria de Peñaseca, donde estudian seis niños de entre tres y once años con una sola maestra. Los alumnos irían en autobús al colegio de Riofrío, a veintidós kilómetros.

Los vecinos han reunido más de trescientas firmas y la consejería se reunirá con ellos el jueves 14 en el ayuntamiento. El curso que viene llegará una familia nueva al pueblo, con lo que los alumnos serían siete.
""",
        lead="La consejería estudia mandar a los niños a Riofrío. Los vecinos recogen firmas.",
        related=(
            "Escuelas de un aula: cuántas quedan en la provincia",
            "El autobús escolar con nieve",
            "Nuevos vecinos en los pueblos del valle",
        ),
    )
    return make(
        "bl-es-waline-tab-pages",
        "discussion",
        ES_SITE,
        st,
        Parts(after=tabs, css=css),
        cs,
        path=path,
        system="waline",
        static=False,
        reveal="tab: 'Opiniones (28)' beside 'El reportaje' shows a hidden tab panel and mounts Waline, which shows 5 threads a page behind its own load-more button",
        container="div#va-p2 role=tabpanel (hidden until the tab): h2 'Opiniones de los lectores', div#va-aqui (Waline's client)",
        heading="Opiniones de los lectores",
        description="A Spanish rural magazine of 2019 on a one-room school closing: 28 readers' comments kept by Waline (11 threads, 17 replies one level deep, the magazine's own answer among them), mounted only when the 'Opiniones (28)' tab is chosen, in pages of five threads behind Waline's own load-more button; the hardest: the tab and Waline's pages.",
        check_steps=(
            "click:#va-t2",
            "wait:3000",
            "click:.wl-operation button",
            "wait:1500",
            "click:.wl-operation button",
            "wait:1500",
        ),
    )


IT_SITE = site("""
name: Il Gazzettino del Lago
lang: it
px: gl
style: blog
accent: #0f766e
motto: Storie, polemiche e vaporetti dal lago
sections: Home; Paesi; Lago; Cucina; Sport; Lettere
most_read: I più letti
read_rows: Torna il traghetto delle sei = 9.820 letture; Il pescatore che parla ai cigni = 7.300 letture; Sagra del lavarello: il programma = 5.410 letture; Frana sulla provinciale, strada chiusa = 4.900 letture
most_talked: I più commentati
talk_rows: Spiaggia libera o lido a pagamento? = 27 commenti; Frana sulla provinciale = 58 commenti; Il nuovo parcheggio al porto = 44 commenti; Sagra del lavarello = 31 commenti
related: Potrebbe interessarti
letter: Una lettera dal lago ogni domenica
subscribe: Iscriviti
paywall: Il Gazzettino vive grazie ai lettori: sostienici con 2 euro al mese
contact: Scrivici
""")

IT_THREAD = thread("""
Giovanna Pellegrini | - | - | - | Ci vado da quando avevo cinque anni, con il secchiello e mio nonno. Un lido a pagamento lì sarebbe un furto.
Marco B. | - | 0 | - | Un furto no, Giovanna. Ma un pezzo di spiaggia libera deve restare, su questo hai ragione.
Giovanna Pellegrini | - | 0 | - | Un pezzo? Quaranta metri su duecento. Hai visto la piantina?
Luca Ferrari | - | 0 | - | Il comune dice che il lido pagherebbe anche il bagnino per la parte libera. Oggi non c'è nessuno a sorvegliare.
Anna Rota | - | - | - | I bagni pubblici sono chiusi da tre estati. Se il lido li rimette a posto, ben venga.
Paolo Gatti | - | 4 | - | Non serve un privato per aprire dei bagni, basterebbe un comune che funziona.
Anna Rota | - | 4 | - | Certo, ma intanto sono chiusi. Io guardo quello che c'è.
Davide | - | - | - | Sono uno dei ragazzi che fanno il bagnino d'estate più a nord. Con un lido ci sarebbero almeno cinque posti di lavoro per noi giovani del paese.
Giovanna Pellegrini | - | 7 | - | Davide, questo è un argomento serio, lo ammetto.
Teresa Longhi | - | 7 | - | Posti di lavoro per tre mesi all'anno però.
Davide | - | 7 | - | Tre mesi sono meglio di zero, Teresa. E d'inverno studio.
Sergio Bonfanti | - | - | - | Qualcuno sa se il progetto prevede di tagliare i platani sul lungolago? Sono lì da cent'anni.
Luca Ferrari | - | 11 | - | Nella delibera si parla solo di ombrelloni e di una pedana in legno. I platani restano.
Sergio Bonfanti | - | 11 | - | Meno male, grazie Luca.
Rosa | - | - | - | Per chi ha bambini piccoli un lido con ombra, bagno e bar è una comodità enorme. Lo dico da mamma di tre figli.
Chiara Villa | - | 14 | - | Anch'io mamma, ma per me la spiaggia libera è l'unico posto dove i miei figli giocano con tutti, non solo con chi paga.
Rosa | - | 14 | - | Capisco, Chiara. Forse la soluzione è proprio metà e metà.
Il Gazzettino del Lago | - | 14 | - | Ricordiamo che l'assemblea pubblica sul progetto è giovedì alle 21 nella sala della biblioteca.
Enrico | - | - | - | Ogni estate lo stesso dibattito, e ogni estate la spiaggia è piena di rifiuti la domenica sera. Almeno col lido qualcuno pulisce.
Paolo Gatti | - | 18 | - | Anche i volontari puliscono, il lunedì mattina. Io sono uno di loro.
Enrico | - | 18 | - | Allora grazie, davvero. Non lo sapevo.
Franca Moretti | - | - | - | Non sono del paese ma vengo ogni agosto da Milano. Se diventa a pagamento andrò in un altro lago, ce ne sono tanti.
Marco B. | - | 21 | - | Franca, la parte libera resta, verresti comunque.
Alberto Sala | - | - | - | Vorrei sapere chi ha vinto il bando. Nell'articolo non c'è il nome della società.
Il Gazzettino del Lago | - | 23 | - | Il bando non è ancora stato pubblicato: la delibera di giunta approva solo l'idea. Lo seguiremo.
Nonna Lina | - | - | - | Io non pago per sedermi sulla sabbia dove mi sono seduta per settant'anni. Punto.
Giovanna Pellegrini | - | 25 | - | Brava Lina! Ci vediamo giovedì in biblioteca.
""")


def it_isso_scroll() -> Case:
    cs = plain(IT_THREAD)
    path = "/lago/spiaggia-libera-o-lido"
    block = (
        '<div class="gl-dibattito" id="gl-dibattito"><h2>Il dibattito dei lettori</h2>'
        + isso_embed(
            "it",
            load="later",
            extra='data-isso-sorting="newest" data-isso-max-comments-nested="2" data-isso-reveal-on-click="2"',
        )
        + "</div><script>new IntersectionObserver(function (es, o) { if (es[0].isIntersecting) { o.disconnect(); loadIsso(); } })"
        ".observe(document.getElementById('gl-dibattito'));</script>"
    )
    st = Story(
        "Spiaggia libera o lido a pagamento? Il paese si divide",
        "di Elisa Cattaneo",
        "2022-06-02T08:00:00+02:00",
        "2 giugno 2022",
        """
La giunta ha approvato l'idea di affidare a un privato centosessanta dei duecento metri della spiaggia del Pratone, con ombrelloni, bar e bagni. I restanti quaranta metri resterebbero liberi, sorvegliati dal bagnino del lido.

Il bando non è ancora stato pubblicato. Giovedì alle 21 nella sala della biblioteca si terrà un'assemblea pubblica.
""",
        lead="Centosessanta metri al privato, quaranta liberi. Giovedì l'assemblea.",
        related=(
            "I platani del lungolago compiono cent'anni",
            "Volontari della spiaggia: ogni lunedì alle sette",
            "Bagni pubblici chiusi da tre estati",
        ),
    )
    return make(
        "bl-it-isso-scroll-newest",
        "discussion",
        IT_SITE,
        st,
        Parts(after=block),
        cs,
        path=path,
        system="isso",
        static=False,
        reveal="lazy_scroll: Isso's client is loaded when its block scrolls into view; newest first, two replies shown under each entry and the rest behind Isso's own 'show more' links",
        container="div.gl-dibattito#gl-dibattito: h2 'Il dibattito dei lettori', Isso's section#isso-thread",
        heading="Il dibattito dei lettori",
        description="An Italian lake blog of 2022 on a paid beach: 27 readers' comments kept by Isso (9 threads, 18 replies one level deep, the blog's own two answers among them), loaded on scroll, sorted newest first, replies beyond the second under each entry behind Isso's own links; the hardest: the lazy load and the hidden replies.",
        check_steps=(
            "scroll",
            "wait:2500",
            *tuple(x for _ in range(3) for x in ("click:.isso-load-hidden >> nth=0", "wait:800")),
        ),
    )


def real_bl() -> list[Case]:
    return [de_isso_hidden(), es_waline_tab(), it_isso_scroll()]
