"""Blind set CB: three article pages of 2013-2016 without any reader comment, whose articles hold repeated structures
that have a name, a time and a short text each, and the era's furniture: a Portuguese weekly's photo gallery of a
forest fire with timed captions naming the photographers, beside other articles' latest comments (pt); a Spanish
provincial daily's half-marathon results table with names, clubs and times (es); a French regional paper's video
interview printed as a transcript, each turn a speaker's name, a timecode and a text (fr). Every name, place and text
invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cb_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    esc,
    links,
    most_read,
    rows,
    slug,
    ticker,
)


def pt_galeria() -> Case:
    photos = rows("""
14h20 | A primeira coluna de fumo vista da estrada nacional 222, junto a Paradela | Rui Matos
15h05 | Bombeiros de Castro Daire combatem as chamas na encosta de Mezio | Rui Matos
16h40 | Um meio aéreo larga água sobre a aldeia de Vila Boa | Sandra Pinto
18h10 | Populares ajudam com mangueiras junto às casas de Alvarenga de Cima | Sandra Pinto
20h30 | A frente de fogo ao anoitecer, vista de Cinfães | Rui Matos
23h55 | Bombeiros descansam junto ao posto de comando em Mezio | Sandra Pinto
07h15 | A serra queimada na manhã seguinte | Rui Matos
""")
    gallery = (
        '<div class="fg"><h3>Fotogaleria</h3><p class="fg-n">7 fotografias</p><ul class="fg-l">'
        + "".join(
            f'<li><img src="/_avatar/nb-fg{k}.svg" alt="" width="300" height="200"><p class="fg-c"><b>{esc(h)}</b> {esc(c)} <span>Foto: {esc(w)}</span></p></li>'
            for k, (h, c, w) in enumerate(photos)
        )
        + "</ul></div>"
    )
    after = '<p class="zero"><a href="/entrar">Entre</a> para deixar a sua opinião sobre este artigo.</p>'
    side = (
        most_read(
            "pt-beirainterior",
            """
Incêndio na Serra de Alvarenga consumiu 1200 hectares | 7.882
Feira do Fumeiro bate recorde de visitantes | 2.134
Escola de Paradela vai fechar em setembro | 1.760
Lusitânia FC empata em casa | 998
""",
            "leituras",
        )
        + box(
            "pt-beirainterior",
            "Últimos comentários",
            '<ul class="uc">'
            + "".join(
                f'<li><b>{esc(a)}</b> em <a href="/{slug(t)[:40]}">{esc(t)}</a>: «{esc(x)}» <small>{esc(w)}</small></li>'
                for a, t, x, w in rows("""
Manuel Teixeira | Escola de Paradela vai fechar em setembro | Fecham a escola e depois queixam-se de que a aldeia morre. | há 20 minutos
Ana C. | Feira do Fumeiro bate recorde de visitantes | Para o ano venham mais cedo, ao domingo já não havia alheiras. | há 2 horas
Zé da Ponte | Lusitânia FC empata em casa | Falta um ponta de lança, é sempre o mesmo. | há 5 horas
""")
            )
            + "</ul>",
        )
        + box(
            "pt-beirainterior",
            "Farmácias de serviço",
            "<p>Castro Daire: Farmácia Matos · Cinfães: Farmácia Central</p>",
        )
    )
    style = (
        ".fg-l{list-style:none;padding:0;overflow:hidden}.fg-l li{float:left;width:310px;margin:0 10px 10px 0}.fg-c{font-size:11px;color:#555;margin:2px 0}"
        ".fg-c span{display:block;color:#999}.fg h3{color:#6d3b0f;margin:14px 0 0}.fg-n{font-size:11px;color:#999;margin:0}.zero{font-size:12px;border-top:1px solid #ddd;padding-top:8px}.uc li{margin-bottom:6px;font-size:12px}"
    )
    piece = Piece(
        "Incêndio na Serra de Alvarenga consumiu 1200 hectares",
        "Texto de Carla Ferreira",
        "2013-08-23T09:00:00+01:00",
        "23 de Agosto de 2013",
        """
O incêndio que deflagrou na terça-feira à tarde junto a Paradela e que chegou às portas de três aldeias da Serra de Alvarenga foi dado como dominado ontem de manhã. Segundo a Proteção Civil, arderam cerca de 1200 hectares de mato e pinhal.

No combate estiveram mais de 300 bombeiros de 40 corporações, apoiados por seis meios aéreos. Duas casas devolutas e vários palheiros arderam em Alvarenga de Cima. Não houve feridos graves.

A Polícia Judiciária está a investigar as causas. O presidente da junta de freguesia pede que a limpeza dos terrenos junto às aldeias passe a ser fiscalizada.
""",
        dek="Mais de 300 bombeiros combateram as chamas durante 17 horas. Três aldeias estiveram ameaçadas.",
        section="Região",
        tags=("Incêndios", "Serra de Alvarenga"),
        caption="A serra vista de Cinfães na noite de terça-feira.",
    )
    return case(
        "cb-pt-galeria",
        "lookalike",
        "pt-beirainterior",
        piece,
        Bits(inside=gallery, after=after, side=side, style=style, top="Castro Daire 31° ☀"),
        [],
        path="/regiao/incendio-na-serra-de-alvarenga-consumiu-1200-hectares",
        reveal="on_load",
        container="(no discussion) div.fg: ul.fg-l of 7 photos, each p.fg-c with a time, a caption and 'Foto: NAME'",
        heading=None,
        description="A Portuguese regional weekly of 2013 without any reader comment: a forest-fire article with a gallery of 7 photos whose captions each hold a time, a sentence and the photographer's name, a line inviting readers to log in and give their opinion, and the right column's 'Últimos comentários' of other articles (names, snippets, times), most read with counts, chemists on duty; a cookie banner. Most awkward: timed, signed captions in the article and other articles' comments in the sidebar.",
        static=True,
        lookalikes=(
            "a photo gallery of timed captions with the photographer's name",
            "other articles' latest comments",
        ),
    )


def es_clasificacion() -> Case:
    results = rows("""
1 | 1021 | Abdelkader Benali | Atletismo Valdemora | 1:08:42
2 | 14 | Sergio Martín Ruiz | C.A. Meseta | 1:09:15
3 | 302 | Pablo Gutiérrez | Independiente | 1:11:03
4 | 77 | Iván Herrero Sanz | Trotamundos Valdemora | 1:11:48
5 | 1180 | Rubén Calvo | C.A. Meseta | 1:12:30
6 | 25 | Marta Alonso Gil | Atletismo Valdemora | 1:16:22
7 | 511 | Javier de la Fuente | Correcaminos del Duero | 1:16:40
8 | 93 | Luis Miguel Prieto | Independiente | 1:17:05
9 | 418 | Elena Sastre | C.A. Meseta | 1:18:51
10 | 660 | Daniel Ortega | Club Triatlón Páramo | 1:19:02
""")
    table = (
        '<table class="clas"><caption>Clasificación general (10 primeros de 1.412 llegados)</caption>'
        "<tr><th>Pos.</th><th>Dorsal</th><th>Nombre</th><th>Club</th><th>Tiempo</th></tr>"
        + "".join(f"<tr>{''.join(f'<td>{esc(x)}</td>' for x in r)}</tr>" for r in results)
        + '</table><p class="cl-n"><a href="/media-maraton-2016/clasificacion.pdf">Descargar la clasificación completa (PDF)</a></p>'
    )
    side = (
        most_read(
            "es-meseta",
            """
Media Maratón de Valdemora: Benali gana por tercera vez | 12.450
La A-62 tendrá un carril más entre Valdemora y Tordesillas | 5.930
Cierra la última fábrica de harinas de la comarca | 3.118
""",
            "visitas",
        )
        + box(
            "es-meseta",
            "Opinión",
            "<ul>"
            + "".join(
                f'<li><a href="/opinion/{slug(t)[:30]}">{esc(t)}</a><br><small>{esc(a)} · {esc(d)}</small></li>'
                for t, a, d in rows("""
El páramo que nos queda | Julia Recio | 11/04/2016
Cuando el tren dejó de parar | Ángel Miguel Bravo | 10/04/2016
Correr por correr | Tomás Lanza | 10/04/2016
""")
            )
            + "</ul>",
        )
        + box(
            "es-meseta",
            "Esquelas",
            links(("D. Felipe Antón Cuesta", "Dña. Rosario Mediavilla"), "/esquelas/"),
        )
    )
    style = (
        "table.clas{border-collapse:collapse;width:100%;margin:10px 0;font-size:12px}table.clas td,table.clas th{border-bottom:1px solid #ddd;padding:3px 5px;text-align:left}"
        "table.clas caption{text-align:left;font-weight:bold;color:#8b1e1e}.cl-n{font-size:11px}"
    )
    piece = Piece(
        "Media Maratón de Valdemora: Benali gana por tercera vez",
        "J. L. Herrera | Valdemora",
        "2016-04-11T08:30:00+02:00",
        "11/04/2016 - 08:30h",
        """
Abdelkader Benali volvió a imponerse ayer en la Media Maratón de Valdemora, la tercera en cinco años, con un tiempo de 1:08:42, a 33 segundos del récord de la prueba. Sergio Martín y Pablo Gutiérrez completaron el podio.

En categoría femenina ganó Marta Alonso, sexta en la general, que rebajó en casi dos minutos su mejor marca personal. Llegaron a meta 1.412 corredores de los 1.530 inscritos, una cifra récord.

La organización agradeció la colaboración de los 180 voluntarios y de Protección Civil, que atendió a once corredores por golpes de calor en los últimos kilómetros.
""",
        dek="Marta Alonso, primera mujer y sexta en la general. Récord de participación con 1.412 llegados.",
        section="Deportes",
        tags=("Atletismo", "Media Maratón", "Valdemora"),
        caption="Benali entra en meta en la plaza Mayor. Foto: J. L. H.",
    )
    tick = ticker(
        "Última hora",
        """
08:12 | Niebla en la A-62: precaución entre Valdemora y Cigales
07:50 | La Guardia Civil detiene a dos jóvenes por robos en bodegas
""",
    )
    return case(
        "cb-es-clasificacion",
        "lookalike",
        "es-meseta",
        piece,
        Bits(inside=table, side=side, style=style, ticker=tick, top="Valdemora 9° ☁"),
        [],
        path="/deportes/atletismo/media-maraton-de-valdemora-benali-gana-por-tercera-vez-NV4471",
        reveal="on_load",
        container="(no discussion) table.clas: 10 rows of position, bib, name, club, time",
        heading=None,
        description="A Spanish provincial daily of 2016 without any reader comment and without any place to leave one: a half-marathon report with a results table of the first ten (name, club, time), opinion columns with authors and dates, death notices, most read with counts, a ticker; a cookie banner. Most awkward: ten rows each with a name and a time right after the article.",
        static=True,
        lookalikes=("a results table (names, clubs, times)", "opinion columns with authors and dates"),
    )


def fr_transcription() -> Case:
    turns = rows("""
00:00:12 | Erwan Le Bihan | Madame Kerjean, le chantier naval ferme ses portes à la fin du mois. Qu'allez-vous dire aux 140 salariés ?
00:00:25 | Anne Kerjean | Que nous ne les laisserons pas tomber. Nous avons obtenu de l'État une cellule de reclassement, qui ouvrira dès lundi à la maison de l'emploi.
00:01:02 | Erwan Le Bihan | Les syndicats disent que le repreneur néerlandais n'a jamais été sérieux. L'avez-vous cru trop vite ?
00:01:14 | Anne Kerjean | Personne n'a été naïf. Mais quand un groupe propose de reprendre 80 emplois, on étudie l'offre jusqu'au bout.
00:02:40 | Erwan Le Bihan | Que va devenir le site de la pointe de Kervigné ?
00:02:47 | Anne Kerjean | La communauté de communes va le racheter. Nous voulons y installer des entreprises de la réparation navale et des énergies marines.
00:03:55 | Erwan Le Bihan | Dans quel délai ?
00:04:01 | Anne Kerjean | Si tout se passe bien, les premiers bâtiments pourraient être loués dès 2016.
""")
    inside = (
        '<div class="vid"><div class="vid-p">▶ Vidéo · 4 min 30</div><h3>La transcription de l\'entretien</h3><div class="tr">'
        + "".join(
            f'<div class="tr-l"><span class="tr-t">{esc(t)}</span> <b class="tr-w">{esc(w)}</b> <p>{esc(x)}</p></div>'
            for t, w, x in turns
        )
        + "</div></div>"
    )
    side = (
        most_read(
            "fr-estuaire",
            """
Chantier naval : « Nous ne laisserons pas tomber les salariés » | 5 612
Pont de l'estuaire : travaux de nuit jusqu'au 30 | 2 044
Fest-noz de la Saint-Jean : le programme | 1 388
""",
            "lectures",
        )
        + box(
            "fr-estuaire",
            "Carnet",
            "<ul><li>Naissance : Maël, chez Gwenaëlle et Yannick Riou</li><li>Décès : Marie-Thérèse Guillou, 91 ans</li></ul>",
        )
        + box("fr-estuaire", "Marées", "<p>PM 07h42 (5,10 m) · BM 13h58 (1,05 m) · coef. 84</p>")
    )
    style = (
        ".vid-p{background:#111;color:#fff;height:200px;line-height:200px;text-align:center;font-size:18px}.tr-l{border-bottom:1px solid #eee;padding:4px 0}"
        ".tr-t{font-family:monospace;color:#999;font-size:11px}.tr-w{color:#0f6a6a}.tr-l p{margin:2px 0}"
    )
    piece = Piece(
        "Chantier naval : « Nous ne laisserons pas tomber les salariés »",
        "Propos recueillis par Erwan Le Bihan",
        "2014-10-09T18:30:00+02:00",
        "Mis à jour le 09/10/2014 à 18h30",
        """
Anne Kerjean, présidente de la communauté de communes de l'Estuaire, a répondu à nos questions après l'annonce de la liquidation judiciaire du chantier naval de Kervigné.

Le tribunal de commerce a prononcé mardi la liquidation du chantier, faute de repreneur. Les 140 salariés recevront leur lettre de licenciement d'ici la fin du mois.
""",
        dek="La présidente de la communauté de communes répond à nos questions après la liquidation du chantier de Kervigné.",
        section="Économie",
        tags=("Chantier naval", "Emploi", "Kervigné"),
        caption="Anne Kerjean dans nos locaux, jeudi.",
    )
    return case(
        "cb-fr-transcription",
        "lookalike",
        "fr-estuaire",
        piece,
        Bits(inside=inside, side=side, style=style, top="Marée haute 07h42"),
        [],
        path="/economie/chantier-naval-nous-ne-laisserons-pas-tomber-les-salaries-ee4471",
        reveal="on_load",
        container="(no discussion) div.tr: 8 div.tr-l turns (span.tr-t timecode, b.tr-w speaker, p text)",
        heading=None,
        description="A French regional paper of 2014 without any reader comment: a video interview printed as a transcript of 8 turns, each a timecode, the speaker's name and a sentence or two, after a short article; births and deaths notices, tides, most read with counts; a cookie banner. Most awkward: a list of named, timed short texts where the discussion usually sits.",
        static=True,
        lookalikes=("an interview transcript: timecode, speaker, text",),
    )


def plain_cb() -> list[Case]:
    return [pt_galeria(), es_clasificacion(), fr_transcription()]
