"""Blind set DR: a German regional daily of 2012 (a traffic story, 18 reader comments and two removed by the editors,
answers nested two deep, the editors answering as "Redaktion", a "Redaktionsempfehlung" box repeating two comments of
the thread, Empfehlen/Melden links, sort links) and a Spanish daily of 2011 (a tax story, 16 comments, the threads' first
comments numbered, answers one level under them, "Lector destacado" badges, + and - votes, a "Los más valorados" box repeating two comments
of the thread). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dr_common import C, Case, below, counted, esc, kids, make, paras, slug, talk
from comspider_lab.blind.layout_dr import doc, menu, share

DE_CSS = (
    "body{margin:0;background:#e6e6e6;font:13px/1.5 Verdana,Geneva,sans-serif;color:#1a1a1a}#hab-seite{width:990px;margin:0 auto;background:#fff}"
    "#hab-kopf{padding:14px 12px;border-bottom:1px solid #bbb;overflow:hidden}#hab-kopf .hab-titel{font:bold 40px 'Times New Roman',serif;color:#003366}"
    "#hab-kopf .hab-datum{float:right;font-size:11px}#hab-ressorts{list-style:none;margin:0;padding:0;background:#003366;overflow:hidden}"
    "#hab-ressorts li{float:left}#hab-ressorts a{display:block;color:#fff;padding:6px 10px;font-weight:bold}#hab-inhalt{float:left;width:640px;padding:12px}"
    "#hab-rand{float:right;width:300px;padding:12px 6px}.hab-kasten{border:1px solid #ccc;margin-bottom:12px}.hab-kasten h4{margin:0;background:#003366;color:#fff;padding:4px 8px}"
    "#leserkommentare{border-top:3px solid #003366;margin-top:18px}.lk-beitrag{border-bottom:1px solid #ddd;padding:8px 0}.lk-antworten{margin-left:30px;border-left:2px solid #ccd9e6;padding-left:8px}"
    ".lk-kopf{font-size:11px;color:#555}.lk-name{font-weight:bold;color:#003366}.lk-red{background:#003366;color:#fff;font-size:10px;padding:0 4px}"
    ".lk-entfernt{color:#888;font-style:italic}.lk-empf{background:#f2f6fa;border:1px solid #ccd9e6;padding:8px;margin:10px 0}#hab-fuss{clear:both;background:#003366;color:#cde;padding:14px;font-size:11px}"
)

DE_THREAD = """
Klaus_B. [31] @ 14.06.2012, 18:05 Uhr :: Endlich! Ich wohne seit 20 Jahren an der Hauptstraße und nachts kann man bei offenem Fenster nicht schlafen, weil die Leute mit 70 durchbrettern. Tempo 30 hätte man schon vor zehn Jahren machen sollen.
>Autofahrer1967 [4] @ 14.06.2012, 18:22 Uhr :: Dann hätten Sie halt nicht an die Hauptstraße ziehen sollen. Die heißt nicht umsonst so.
>>Klaus_B. [18] @ 14.06.2012, 18:40 Uhr :: Als ich eingezogen bin, gab es die Umgehung noch nicht und der Durchgangsverkehr sollte eigentlich dort fahren. Das war das Versprechen der Stadt 1998.
>Marion Henkel [12] @ 14.06.2012, 19:01 Uhr :: Sehe ich genauso. Die Kinder aus der Bergstraße müssen da jeden Morgen über die Straße zur Schule.
Rüdiger W. [9] @ 14.06.2012, 18:11 Uhr :: Und wer kontrolliert das? In der Lindenallee gilt seit drei Jahren Tempo 30 und ich habe dort noch nie einen Blitzer gesehen. Ohne Kontrollen ist das nur ein Schild mehr.
>Redaktion {Redaktion} [14] @ 14.06.2012, 19:20 Uhr :: Laut Ordnungsamt sind für die Hauptstraße zwei feste Messstellen geplant, eine davon auf Höhe der Grundschule. Wir haben das im Artikel ergänzt. /tk
>>Rüdiger W. [6] @ 14.06.2012, 19:34 Uhr :: Danke für die Info, dann bin ich gespannt.
-- @ 14.06.2012, 18:30 Uhr :: Entfernt. Bitte bleiben Sie sachlich und verzichten Sie auf Unterstellungen. Die Redaktion/mk
Pendlerin aus Achim [7] @ 14.06.2012, 18:49 Uhr :: Ich fahre jeden Tag zweimal durch. Das sind jetzt locker fünf Minuten mehr pro Strecke, weil sich an den Ampeln alles staut. Hat irgendjemand im Rat mal an die Pendler gedacht?
>Jens Oltmanns [10] @ 14.06.2012, 19:12 Uhr :: Bei 900 Metern Strecke sind es mit Tempo 30 statt 50 rechnerisch gut 40 Sekunden. Die fünf Minuten kommen von den Ampeln, nicht vom Tempolimit.
>>Pendlerin aus Achim [3] @ 14.06.2012, 19:40 Uhr :: Mag sein, gefühlt ist es trotzdem länger :-(
>>Marion Henkel [5] @ 14.06.2012, 19:55 Uhr :: Dann nehmen Sie doch die Umgehung, dafür wurde sie gebaut.
Dr. H. Sievers [22] @ 14.06.2012, 19:05 Uhr :: Aus lärmmedizinischer Sicht ist die Absenkung von 50 auf 30 km/h etwa so wirksam wie eine Halbierung des Verkehrs. Das ist gut untersucht. Die Anwohner werden den Unterschied deutlich merken.
Heinz Poppe [2] @ 14.06.2012, 19:48 Uhr :: Als nächstes kommt dann Tempo 20 und dann dürfen wir nur noch schieben. Typisch für diesen Stadtrat.
>Gerda M. [8] @ 14.06.2012, 20:10 Uhr :: Herr Poppe, Sie schreiben das unter jedem Artikel. Langsam wird es langweilig.
-- @ 14.06.2012, 20:02 Uhr :: Entfernt. Bitte bleiben Sie beim Thema des Artikels. Die Redaktion/mk
Busfahrer_HB [11] @ 14.06.2012, 20:31 Uhr :: Und was ist mit dem Busfahrplan? Die Linie 6 schafft ihre Anschlüsse am Bahnhof jetzt schon nur knapp.
>Redaktion {Redaktion} [5] @ 14.06.2012, 21:05 Uhr :: Die Verkehrsbetriebe prüfen nach eigener Aussage, ob der Fahrplan angepasst werden muss. Wir bleiben dran. /tk
Annika S. [6] @ 15.06.2012, 07:12 Uhr :: Gute Entscheidung. Jetzt bitte noch einen richtigen Radweg, statt der aufgemalten Streifen zwischen Parkplätzen und Fahrbahn.
>Klaus_B. [4] @ 15.06.2012, 07:40 Uhr :: Unterschreibe ich sofort.
"""

DE_EMPF = ("Dr. H. Sievers", "Jens Oltmanns")


def _de_one(cs: list[C], i: int, sub: str = "", empf: bool = False) -> str:
    c = cs[i]
    cid = 230451 + 9 * i
    if c.removed:
        return (
            f'<div class="lk-beitrag lk-gesperrt" id="k{cid}"><p class="lk-entfernt">{esc(c.body)}</p></div>'
        )
    red = f' <span class="lk-red">{esc(c.meta)}</span>' if c.meta else ""
    mark = '<span class="lk-empfflag">Redaktionsempfehlung</span> ' if empf else ""
    return (
        f'<div class="lk-beitrag" id="k{cid}"><div class="lk-kopf">{mark}<a class="lk-name" href="/nutzer/{slug(c.who)}">{esc(c.who)}</a>{red} '
        f'schrieb am <span class="lk-zeit">{esc(c.at)}</span></div><div class="lk-text">{paras(c.body)}</div>'
        f'<div class="lk-aktionen"><a href="#lk-form">Antworten</a> | <a href="#">Empfehlen</a> ({c.votes}) | <a href="/melden/{cid}">Melden</a></div>{sub}</div>'
    )


def _de_tree(cs: list[C], tree: dict[int | None, list[int]], parent: int | None) -> str:
    items = "".join(_de_one(cs, i, _de_tree(cs, tree, i) if i in tree else "") for i in tree.get(parent, []))
    return items if parent is None else f'<div class="lk-antworten">{items}</div>'


def de_abendpost() -> Case:
    cs = talk(DE_THREAD)
    tree = kids(cs)
    empf_idx = [next(i for i, c in enumerate(cs) if c.who == w) for w in DE_EMPF]
    empf = (
        '<div class="lk-empf"><h4>Redaktionsempfehlungen</h4>'
        + "".join(_de_one(cs, i, empf=True) for i in empf_idx)
        + "</div>"
    )
    kommentare = (
        '<div id="leserkommentare"><h3>Leserkommentare (20)</h3>'
        '<p class="lk-hinweis">Die Kommentare geben die Meinung der Leser wieder. Wir behalten uns vor, Beiträge zu kürzen oder zu entfernen. '
        '<a href="/netiquette">Netiquette</a> | <a href="/login">Anmelden</a> | <a href="/registrieren">Registrieren</a></p>'
        '<div class="lk-sortierung">Sortieren: <b>Älteste zuerst</b> | <a href="?s=neu#leserkommentare">Neueste zuerst</a> | <a href="?s=empf#leserkommentare">Meistempfohlen</a></div>'
        + empf
        + '<div class="lk-liste">'
        + _de_tree(cs, tree, None)
        + '</div><form id="lk-form"><label>Ihr Kommentar</label><textarea rows="5" cols="60"></textarea><input type="submit" value="Absenden" /></form></div>'
    )
    artikel = (
        '<div class="hab-pfad"><a href="/">Startseite</a> &gt; <a href="/lokales">Lokales</a> &gt; <a href="/lokales/stadt">Stadt</a></div>'
        '<p class="hab-dachzeile">Verkehr</p><h1>Stadtrat beschließt Tempo 30 auf der Hauptstraße</h1>'
        '<p class="hab-meta">14.06.2012, 17:32 Uhr &middot; Von <a href="/autoren/tkramer">Tobias Kramer</a> &middot; <a href="#leserkommentare">20 Kommentare</a></p>'
        + share(
            "hab-teilen",
            (("Facebook", "214"), ("Twitter", "37"), ("Google+", "5"), ("E-Mail", ""), ("Drucken", "")),
        )
        + '<div class="hab-text">'
        "<p><strong>Mit 23 zu 17 Stimmen hat der Stadtrat am Donnerstagabend beschlossen, auf der Hauptstraße zwischen Marktplatz und Bahnhof ab dem 1. September Tempo 30 einzuführen.</strong></p>"
        "<p>Anwohner hatten sich seit Jahren über Lärm und Raserei beschwert. Eine Unterschriftenliste mit 1.140 Namen war im März an Bürgermeisterin Ilse Harms übergeben worden.</p>"
        '<p>Die Fraktion der Wählergemeinschaft stimmte dagegen. Ihr Sprecher Bernd Wulff sprach von einem "Schildbürgerstreich", der den Verkehr nur in die Wohngebiete verlagere.</p>'
        "<p><em>Nachtrag, 19.15 Uhr:</em> Laut Ordnungsamt sind zwei feste Messstellen geplant, eine davon auf Höhe der Grundschule.</p></div>"
        '<div class="hab-autor"><b>Tobias Kramer</b>, Lokalredaktion, Tel. 0421 555 0183</div>'
        '<div class="hab-mehr"><h4>Mehr zum Thema</h4><ul><li><a href="/lokales/umgehung">Umgehungsstraße: Bilanz nach einem Jahr</a></li><li><a href="/lokales/radwege">Radwege: Stadt legt Konzept vor</a></li></ul></div>'
    )
    rand = (
        '<div class="hab-kasten"><h4>Meistgelesen</h4>'
        + counted(
            """Stadtrat beschließt Tempo 30 auf der Hauptstraße | 1
Schützenfest: Programm und Straßensperrungen | 2
Einbruchserie in der Südstadt: Polizei sucht Zeugen | 3
EM 2012: Public Viewing auf dem Marktplatz | 4""",
            "",
        )
        + '</div><div class="hab-kasten"><h4>Meistkommentiert</h4>'
        + counted(
            """Neues Parkhaus: Gebühren steigen | 57
Stadtrat beschließt Tempo 30 auf der Hauptstraße | 20
Freibad öffnet erst im Juli | 19""",
            "{n} Kommentare",
        )
        + '</div><div class="hab-kasten"><h4>Wetter</h4><p>Heute 19&deg; / 11&deg;, Schauer</p></div>'
        '<div class="hab-kasten"><h4>Traueranzeigen</h4><p><a href="/trauer">Aktuelle Anzeigen</a></p></div>'
    )
    body = (
        '<div id="hab-seite"><div id="hab-kopf"><span class="hab-titel">Hanseatische Abendpost</span><span class="hab-datum">Freitag, 15. Juni 2012 | <a href="/epaper">E-Paper</a> | <a href="/abo">Abo</a></span></div>'
        + menu(
            (
                "Startseite",
                "Lokales",
                "Region",
                "Politik",
                "Wirtschaft",
                "Sport",
                "Kultur",
                "Panorama",
                "Ratgeber",
                "Anzeigen",
            ),
            uid="hab-ressorts",
        )
        + f'<div id="hab-inhalt">{artikel}{kommentare}</div><div id="hab-rand">{rand}</div>'
        '<div id="hab-fuss">&copy; 2012 Hanseatische Abendpost Verlagsgesellschaft mbH &middot; <a href="/impressum">Impressum</a> &middot; <a href="/datenschutz">Datenschutz</a> &middot; <a href="/agb">AGB</a></div></div>'
    )
    html = doc(
        lang="de",
        title="Stadtrat beschließt Tempo 30 auf der Hauptstraße",
        site="Hanseatische Abendpost",
        css=DE_CSS,
        body=body,
        body_cls="hab-artikel",
    )
    return make(
        "dr-de-abendpost-tempo30",
        "discussion",
        html,
        cs,
        path="/lokales/stadt/stadtrat-beschliesst-tempo-30-auf-der-hauptstrasse-id2291734.html",
        container="div#leserkommentare div.lk-liste",
        heading="Leserkommentare (20)",
        description="A German regional daily (2012, own CMS): 18 comments and 2 removed by the editors (heading 20), "
        "answers nested two deep in div.lk-antworten, 'NAME schrieb am TIME', the editors answering as 'Redaktion', "
        "a Redaktionsempfehlungen box above the list repeating 2 comments of the thread, Antworten | Empfehlen (n) | Melden",
        language="de",
    )


ES_CSS = (
    "body{margin:0;background:#f5f5f5;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}#gz-global{width:980px;margin:0 auto;background:#fff}"
    "#gz-cab{padding:12px;border-bottom:4px solid #c60b1e;overflow:hidden}#gz-cab .gz-cabecera{font:bold 42px Georgia;color:#111}#gz-cab .gz-fecha{float:right;font-size:11px}"
    "#gz-menu{list-style:none;margin:0;padding:0;background:#333;overflow:hidden}#gz-menu li{float:left}#gz-menu a{display:block;color:#fff;padding:7px 10px}"
    "#gz-noticia{float:left;width:630px;padding:12px}#gz-lateral{float:right;width:310px;padding:12px 6px}.gz-modulo{margin-bottom:14px;border-top:3px solid #c60b1e}"
    "#gz-comentarios{margin-top:16px;border-top:2px solid #333}.gz-com{border-bottom:1px solid #e5e5e5;padding:8px 0}.gz-num{color:#c60b1e;font-weight:bold;margin-right:6px}"
    ".gz-resp{margin-left:32px;background:#fafafa}.gz-dest{background:#ffd700;font-size:10px;padding:0 4px}.gz-votos{font-size:11px;color:#666}"
    ".gz-valorados{background:#fff6e6;border:1px solid #f0d9a8;padding:8px;margin:8px 0}#gz-pie{clear:both;background:#333;color:#aaa;padding:14px;font-size:11px}"
)

ES_THREAD = """
Manolo_G {Lector destacado} [45] @ 27/10/2011 - 20:41 :: Un 8% más de IBI con el sueldo congelado desde 2009. Y luego nos dicen que no hay dinero, pero para la rotonda del puerto sí que hubo.
>Carmen R. [12] @ 27/10/2011 - 20:55 :: La rotonda la pagó la Autoridad Portuaria, no el Ayuntamiento, lo pone en la noticia de septiembre.
>Pepe Albiñana [8] @ 27/10/2011 - 21:10 :: Manolo tiene razón en lo principal aunque se equivoque con la rotonda. El problema es que el recibo sube cada año y los servicios no mejoran.
Lucía Ferrándiz [17] @ 27/10/2011 - 20:48 :: ¿Alguien sabe si hay bonificación para familias numerosas? El año pasado me aplicaron un 30% pero no sé si lo mantienen.
>vecina_del_carmen [9] @ 27/10/2011 - 21:02 :: Sí, se mantiene, pero hay que volver a pedirla antes del 31 de enero en la oficina de atención al ciudadano. A mí me la denegaron un año por no renovarla.
>Lucía Ferrándiz [3] @ 27/10/2011 - 21:20 :: Muchas gracias, no tenía ni idea de que había que renovarla.
jmsanchis [2] @ 27/10/2011 - 21:05 :: Que lo paguen los bancos que tienen medio centro con pisos vacíos.
Antonio Beltrán {Lector destacado} [31] @ 27/10/2011 - 21:15 :: Para ser justos, el valor catastral de Altamar no se revisa desde 1996 y está muy por debajo del de municipios vecinos. La subida era inevitable. Lo que no es de recibo es que se apruebe sin explicar en qué se va a gastar.
>Manolo_G {Lector destacado} [6] @ 27/10/2011 - 21:30 :: Eso no lo discuto Antonio, pero que empiecen por bajarse los sueldos los concejales.
>Antonio Beltrán {Lector destacado} [4] @ 27/10/2011 - 21:42 :: En eso estamos de acuerdo, jeje.
Rosa M. [5] @ 27/10/2011 - 22:01 :: Soy jubilada con una pensión de 640 euros. El piso es lo único que tengo. No sé cómo voy a pagar esto.
>Carmen R. [14] @ 27/10/2011 - 22:20 :: Rosa, pregunte en servicios sociales, hay ayudas para pensionistas con ingresos bajos. No es mucho pero algo es.
Quique_futbolero [0] @ 27/10/2011 - 22:35 :: y el estadio para cuando???
Xavi Llorca [11] @ 28/10/2011 - 08:12 :: Leo la noticia y sigo sin entender por qué la oposición votó en contra si en 2007 ellos subieron el IBI un 12%. Todos son iguales.
>Pepe Albiñana [7] @ 28/10/2011 - 08:40 :: Exacto, cuando gobiernan suben y cuando están en la oposición se escandalizan.
Elena Mas [3] @ 28/10/2011 - 09:15 :: Buen artículo, muy claro. Se agradece que expliquéis cómo se calcula el recibo.
"""

ES_VALORADOS = (0, 7)


def _es_one(cs: list[C], i: int, num: int | None, sub: str = "") -> str:
    c = cs[i]
    cid = 601200 + 4 * i
    dest = f' <span class="gz-dest">{esc(c.meta)}</span>' if c.meta else ""
    n = f'<span class="gz-num">#{num}</span>' if num else ""
    neg = (i * 3) % 7
    return (
        f'<div class="gz-com" id="com{cid}"><div class="gz-autor">{n}<a href="/usuarios/{slug(c.who)}">{esc(c.who)}</a>{dest} '
        f'<span class="gz-hora">{esc(c.at)}</span></div><div class="gz-texto">{paras(c.body)}</div>'
        f'<div class="gz-votos"><a href="#">+</a> {c.votes} <a href="#">-</a> {neg} | <a href="#gz-form">Responder</a> | <a href="/denunciar/{cid}">Denunciar</a></div>{sub}</div>'
    )


def es_gaceta() -> Case:
    cs = talk(ES_THREAD)
    tree = kids(cs)
    items = []
    for n, i in enumerate(tree[None], 1):
        flat = below(tree, i)
        sub = ""
        if flat:
            sub = '<div class="gz-resp">' + "".join(_es_one(cs, j, None) for j in sorted(flat)) + "</div>"
        items.append(_es_one(cs, i, n, sub))
    val = (
        '<div class="gz-valorados"><h4>Los más valorados</h4>'
        + "".join(_es_one(cs, i, None) for i in ES_VALORADOS)
        + "</div>"
    )
    comentarios = (
        '<div id="gz-comentarios"><h3>Comentarios (16)</h3>'
        '<p class="gz-normas">Los comentarios son responsabilidad de sus autores. La Gaceta se reserva el derecho de eliminar los que incumplan las <a href="/normas">normas de participación</a>.</p>'
        '<div class="gz-orden">Ordenar por: <a href="?o=recientes">Más recientes</a> | <b>Más antiguos</b> | <a href="?o=valorados">Mejor valorados</a></div>'
        + val
        + '<div class="gz-lista">'
        + "".join(items)
        + '</div><form id="gz-form"><p><a href="/registro">Regístrate</a> o <a href="/entrar">inicia sesión</a> para comentar.</p></form></div>'
    )
    noticia = (
        '<div class="gz-migas"><a href="/">Portada</a> &rsaquo; <a href="/altamar">Altamar</a></div>'
        "<h1>El pleno aprueba subir el IBI un 8% para 2012</h1>"
        '<h2 class="gz-entradilla">La oposición vota en contra y el Gobierno municipal defiende que el valor catastral no se revisa desde 1996</h2>'
        '<p class="gz-firma"><a href="/autores/mjvidal">M. J. VIDAL</a> | ALTAMAR &middot; <span class="gz-fecha-noticia">Jueves, 27 de octubre de 2011 - 19:30</span></p>'
        + share(
            "gz-compartir",
            (("Me gusta", "389"), ("Tuitear", "52"), ("Menéame", "14"), ("Enviar", ""), ("Imprimir", "")),
        )
        + '<div class="gz-cuerpo">'
        "<p>El pleno del Ayuntamiento de Altamar aprobó ayer con los votos del equipo de gobierno la subida del 8% del Impuesto de Bienes Inmuebles (IBI) para el próximo año.</p>"
        '<p>El concejal de Hacienda, Vicente Orts, justificó la medida en que los valores catastrales de la ciudad no se revisan desde 1996 y "están muy por debajo de los de municipios vecinos".</p>'
        "<p>La bonificación del 30% para familias numerosas se mantiene, aunque deberá solicitarse de nuevo antes del 31 de enero.</p>"
        '<p>La oposición votó en contra y calificó la subida de "sablazo".</p>'
        '<div class="gz-despiece"><h4>Cómo se calcula el recibo</h4><p>Valor catastral x tipo impositivo (0,68% en 2012) - bonificaciones.</p></div></div>'
    )
    lateral = (
        '<div class="gz-modulo"><h4>Lo más leído</h4>'
        + counted(
            """El pleno aprueba subir el IBI un 8% para 2012 | 1
Detenido un hombre por robar en cinco farmacias | 2
El Altamar CF cae ante el líder | 3
Cortes de tráfico por las obras del paseo marítimo | 4""",
            "",
        )
        + '</div><div class="gz-modulo"><h4>Lo más comentado</h4>'
        + counted(
            """El Altamar CF cae ante el líder | 74
El pleno aprueba subir el IBI un 8% para 2012 | 16
La playa de Levante tendrá bandera azul | 12""",
            "{n} comentarios",
        )
        + '</div><div class="gz-modulo"><h4>Farmacias de guardia</h4><p><a href="/farmacias">Consulta las de hoy</a></p></div>'
        '<div class="gz-modulo"><h4>El tiempo</h4><p>Altamar 22&deg; / 14&deg; Soleado</p></div>'
    )
    body = (
        '<div id="gz-global"><div id="gz-cab"><span class="gz-cabecera">La Gaceta de Altamar</span><span class="gz-fecha">Viernes, 28 de octubre de 2011 | <a href="/hemeroteca">Hemeroteca</a> | <a href="/kiosko">Kiosko</a></span></div>'
        + menu(
            (
                "Portada",
                "Altamar",
                "Comarca",
                "Comunidad",
                "España",
                "Deportes",
                "Economía",
                "Cultura",
                "Opinión",
                "Esquelas",
            ),
            uid="gz-menu",
        )
        + f'<div id="gz-noticia">{noticia}{comentarios}</div><div id="gz-lateral">{lateral}</div>'
        '<div id="gz-pie">&copy; 2011 Editorial Gaceta de Altamar S.L. &middot; <a href="/aviso-legal">Aviso legal</a> &middot; <a href="/privacidad">Privacidad</a> &middot; <a href="/contacto">Contacto</a></div></div>'
    )
    html = doc(
        lang="es",
        title="El pleno aprueba subir el IBI un 8% para 2012",
        site="La Gaceta de Altamar",
        css=ES_CSS,
        body=body,
        body_cls="gz-noticia",
    )
    return make(
        "dr-es-gaceta-ibi",
        "discussion",
        html,
        cs,
        path="/altamar/2011/10/27/pleno-aprueba-subir-ibi-8-2012/104522.html",
        container="div#gz-comentarios div.gz-lista",
        heading="Comentarios (16)",
        description="A Spanish daily (2011, own CMS): 16 comments, top-level entries numbered #n, answers one level "
        "under their thread's first comment (an answer to an answer printed at the same level, without a link), "
        "'Lector destacado' badges, + and - votes, a 'Los más valorados' box above the list repeating 2 comments",
        language="es",
    )
