"""Blind set C: twelve look-alike pages (lists that are not comments: truth zero) and four mixed
pages (a small thread beside a look-alike list: truth only the thread). Kinds not in sets A and B."""

from __future__ import annotations

from comspider_lab.blind.cases_b_small import paras, tree
from comspider_lab.blind.content_b import art
from comspider_lab.blind.content_c import SITES_C
from comspider_lab.blind.layout import Blocks, esc
from comspider_lab.blind.layout_c import render_c
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

S = Seed

LA_CSS = """<style>
.fe-errores li{border-bottom:1px solid #ddd;padding:10px 0;list-style:none}.fe-errores{padding:0}.fe-fecha{font-size:13px;color:#777}
.prognoza{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(150px,1fr));gap:8px}.prognoza li{background:#e3f2fd;border-radius:6px;padding:8px}.pr-temp{font-weight:700;font-size:20px}
.suvestine .ivykis{border-left:4px solid #1a237e;padding:4px 12px;margin:12px 0}.ivykis-laikas{font-weight:700}
.horoskop .znak{border-bottom:1px solid #eee;padding:8px 0}.horoskop .znak b{color:#6a1b9a}.zn-dati{font-size:12px;color:#888}
.enquesta .opcio{margin:8px 0}.enquesta .barra{background:#cd2653;height:10px}.enquesta .pct{font-weight:700}.comparteix{display:flex;gap:12px;font-size:14px}
.galeria figure{margin:0 0 16px}.galeria figcaption{font-size:14px}.galeria .credito{color:#777;font-size:12px}
.pm-liste .pm-eintrag{border-top:1px solid #ccc;padding:10px 0}.pm-datum{font-size:13px;color:#666}.mitwirkende li{font-size:14px}
.anketa .sogovornik{display:flex;gap:12px;border-top:1px solid #e2e2e2;padding:12px 0}.anketa .ime{font-weight:700}.anketa .kraj{color:#666;font-size:13px}
.apoteke li{border-bottom:1px dashed #bbb;padding:8px 0;list-style:none}.apoteke{padding:0}.ap-adresa{color:#555;font-size:14px}
.puthagam ol{padding-left:20px}.puthagam li{margin:10px 0}.pu-ezhuthalar{color:#555;font-size:14px}
.jadual-tv table{width:100%;border-collapse:collapse}.jadual-tv td{border-bottom:1px solid #ddd;padding:6px;vertical-align:top}.jt-masa{font-weight:700;width:70px}
.trafikk .melding{border-left:4px solid #f9a825;padding:4px 10px;margin:10px 0}.tm-tid{font-weight:700}.tm-kilde{font-size:12px;color:#777}
.what-they-said blockquote{border-left:4px solid #cd2653;margin:14px 0;padding:4px 14px}.what-they-said cite{display:block;font-size:14px;color:#555;font-style:normal}
.hys-entries .hys{border-top:1px solid #ddd;padding:10px 0}.hys-entries .hys .hys{margin-left:30px}.hys-when{font-size:13px;color:#777}
.urslit table{border-collapse:collapse;width:100%}.urslit td,.urslit th{border-bottom:1px solid #ddd;padding:4px 6px;text-align:left}
.raddir .rodd{border-top:1px solid #ccc;padding:8px 0}.rodd-timi{font-size:12px;color:#777}
.manabe li{margin:6px 0;font-size:14px}.nazar-ha .nz{border-top:1px solid #ddd;padding:8px 0}.nz-zaman{font-size:12px;color:#888}
.washindi .mshindi{border-bottom:1px solid #eee;padding:10px 0}.ms-kundi{font-size:13px;color:#2e7d32;font-weight:700}.wasomaji-maoni .wm{border-left:3px solid #999;padding:4px 10px;margin:10px 0}.wm .wm{margin-left:24px}
</style>"""


def lookalike_cases_c() -> list[Case]:
    cases: list[Case] = []

    def la(
        case_id: str,
        lang: str,
        template: str,
        container: str,
        heading: str,
        description: str,
        path: str,
        article: object,
        after: str = "",
        aside: str = "",
        kinds: tuple[str, ...] = (),
    ) -> None:
        cases.append(
            Case(
                case_id,
                "lookalike",
                lang,
                "on_load",
                container,
                heading,
                description,
                path,
                render_c(template, SITES_C[lang], article, Blocks(head=LA_CSS, after=after, aside=aside)),  # type: ignore[arg-type]
                static=True,
                lookalikes=kinds,
            )
        )

    # 1. es: corrections and clarifications ("Fe de errores")
    errata = [
        (
            "12/06/2025",
            "El Ebro baja con el caudal más bajo en 20 años",
            "En una versión anterior de esta noticia se decía que el caudal en Castejón era de 18 metros cúbicos por segundo. La cifra correcta es 28.",
        ),
        (
            "09/06/2025",
            "Tudela estrena aparcamiento disuasorio",
            "El aparcamiento tiene 240 plazas y no 420, como se publicó por error en el pie de foto.",
        ),
        (
            "05/06/2025",
            "Entrevista con la alcaldesa de Cintruénigo",
            "La entrevistada se llama Pilar Ochoa Remírez, no Pilar Ochoa Ramírez. Pedimos disculpas por el error.",
        ),
        (
            "02/06/2025",
            "La cosecha de espárrago cae un 30 %",
            "El dato procede de la cooperativa de Fitero, no del Gobierno de Navarra, como se indicaba inicialmente.",
        ),
    ]
    la(
        "c-la-es-corrections",
        "es",
        "wordpress",
        "<ul class=fe-errores>",
        "Fe de errores",
        "The paper's corrections list below an article: date, the corrected article's title, what was wrong.",
        "/comarca/riegos-ribera-restricciones/",
        art(
            "La Ribera limita el riego a tres días por semana",
            "La Confederación Hidrográfica aplicará las restricciones desde el lunes en 14 municipios.",
            "Ainhoa Lasheras",
            "2025-06-14T08:00:00+02:00",
            [
                "La Confederación Hidrográfica del Ebro ha decidido limitar el riego agrícola a tres días por semana en catorce municipios de la Ribera a partir del próximo lunes.",
                "La medida responde al bajo caudal del río, que en junio se encuentra en su nivel más bajo de las dos últimas décadas.",
                "Las comunidades de regantes de Tudela y Cascante han pedido ayudas directas para compensar las pérdidas en la huerta.",
                "El Gobierno de Navarra estudiará la petición en su reunión del jueves.",
            ],
            kicker="Comarca",
            caption="Una acequia seca junto a Fontellas. Foto: DLR",
        ),
        after=(
            '<section class="rectificaciones"><h2>Fe de errores</h2><p>Corregimos aquí los errores publicados en nuestras noticias.</p><ul class="fe-errores">'
            + "".join(
                f'<li><span class="fe-fecha">{esc(d)}</span> · <a href="/comarca/{i}.html"><b>{esc(t)}</b></a><p>{esc(x)}</p></li>'
                for i, (d, t, x) in enumerate(errata)
            )
            + "</ul></section>"
        ),
        kinds=("corrections list",),
    )

    # 2. hr: seven-day weather forecast
    days = [
        (
            "Ponedjeljak, 14. 7.",
            "33 °C / 19 °C",
            "Sunčano i vruće, poslijepodne mjestimice umjeren jugozapadni vjetar.",
        ),
        (
            "Utorak, 15. 7.",
            "34 °C / 20 °C",
            "Pretežno sunčano. Navečer na istoku moguć kratkotrajan pljusak s grmljavinom.",
        ),
        ("Srijeda, 16. 7.", "29 °C / 18 °C", "Promjenjivo oblačno s kišom i grmljavinom, ponegdje i tuča."),
        ("Četvrtak, 17. 7.", "27 °C / 16 °C", "Djelomično sunčano, ugodnije. Puhat će umjerena bura."),
        ("Petak, 18. 7.", "30 °C / 17 °C", "Sunčano, bez oborine. Temperatura ponovno u porastu."),
    ]
    la(
        "c-la-hr-weather",
        "hr",
        "mobile",
        "<ol class=prognoza>",
        "Vremenska prognoza za Slavoniju",
        "A five-day weather forecast below an article on the heat: day, temperatures, a sentence each.",
        "/vijesti/toplinski-val-slavonija.html",
        art(
            "Toplinski val: u Osijeku izmjereno 36 stupnjeva",
            "Zavod za javno zdravstvo savjetuje izbjegavanje boravka na suncu između 11 i 17 sati.",
            "Ivana Šimić",
            "2025-07-13T17:00:00+02:00",
            [
                "Osijek je u nedjelju poslijepodne bio najtopliji grad u Hrvatskoj s izmjerenih 36 stupnjeva Celzijevih.",
                "Zavod za javno zdravstvo Osječko-baranjske županije pozvao je građane da izbjegavaju boravak na suncu u najtoplijem dijelu dana.",
                "Gradska kupališta na Copacabani radit će produljeno, do 21 sat, sve do kraja tjedna.",
                "Prema prognozi, osvježenje stiže u srijedu s kišom i grmljavinom.",
            ],
            kicker="Vijesti",
            caption="Kupači na Copacabani. Foto: ST",
        ),
        after=(
            '<section class="vrijeme"><h3>Vremenska prognoza za Slavoniju</h3><ol class="prognoza">'
            + "".join(
                f'<li><b>{esc(d)}</b><div class="pr-temp">{esc(t)}</div><p>{esc(x)}</p></li>'
                for d, t, x in days
            )
            + '</ol><p class="izvor">Izvor: DHMZ</p></section>'
        ),
        kinds=("weather forecast by day",),
    )

    # 3. lt: police log
    log = [
        (
            "Šeštadienį, 02.15 val.",
            "Telšiai",
            "Respublikos gatvėje sulaikytas neblaivus 34 metų vairuotojas. Nustatytas 2,1 promilės girtumas.",
        ),
        (
            "Šeštadienį, 14.40 val.",
            "Plungė",
            "Iš sodo namelio Babrungo kaime pavogtas vejapjovės variklis ir dviratis. Nuostolis – 650 eurų.",
        ),
        (
            "Sekmadienį, 09.05 val.",
            "Rietavas",
            "Kelyje Rietavas–Plungė susidūrė du automobiliai. Lengvai sužalota 58 metų moteris.",
        ),
        (
            "Sekmadienį, 21.30 val.",
            "Mažeikiai",
            "Gautas pranešimas apie triukšmą daugiabutyje Ventos gatvėje. Pareigūnai surašė administracinį nusižengimą.",
        ),
    ]
    la(
        "c-la-lt-police-log",
        "lt",
        "drupal",
        "<div class=suvestine>",
        "Policijos suvestinė",
        "The weekend's police log below a short article: time, town, what happened.",
        "/regionas/savaitgalio-ivykiai-zemaitijoje",
        art(
            "Savaitgalį Žemaitijos keliuose – trys avarijos",
            "Policija primena, kad birželį padaugėja neblaivių vairuotojų.",
            "Žemaitijos žinios",
            "2025-06-09T07:00:00+03:00",
            [
                "Telšių apskrities policijos pareigūnai per savaitgalį užregistravo tris eismo įvykius ir sulaikė penkis neblaivius vairuotojus.",
                "Pasak policijos atstovės, vasaros pradžioje tokių atvejų kasmet padaugėja, todėl reidai keliuose bus tęsiami.",
                "Žemiau skelbiame svarbiausius savaitgalio įvykius.",
            ],
            kicker="Žymos: policija, eismas",
            caption="Policijos reidas prie Plungės. Redakcijos nuotr.",
        ),
        after=(
            '<div class="suvestine"><h3>Policijos suvestinė</h3>'
            + "".join(
                f'<div class="ivykis"><p><span class="ivykis-laikas">{esc(t)}</span> · <b>{esc(w)}</b></p><p>{esc(x)}</p></div>'
                for t, w, x in log
            )
            + '<p class="saltinis">Informacija: Telšių apskrities VPK</p></div>'
        ),
        kinds=("police log",),
    )

    # 4. bg: daily horoscope beside an astronomy article
    signs = [
        ("Овен", "21.03 – 19.04", "Денят е подходящ за нови начинания. Не отлагайте важния разговор."),
        ("Телец", "20.04 – 20.05", "Финансите ви изискват внимание. Избягвайте импулсивни покупки."),
        ("Близнаци", "21.05 – 20.06", "Стар приятел ще ви потърси с интересно предложение."),
        ("Рак", "21.06 – 22.07", "Семейството е на първо място. Вечерта е подходяща за почивка."),
        ("Лъв", "23.07 – 22.08", "Ще бъдете в центъра на вниманието. Използвайте го разумно."),
        ("Дева", "23.08 – 22.09", "Подредете документите си, преди да поемете нов ангажимент."),
    ]
    la(
        "c-la-bg-horoscope",
        "bg",
        "mobile",
        "<div class=horoskop>",
        "Хороскоп за днес",
        "A daily horoscope (sign, dates, a sentence each) below an article on a meteor shower.",
        "/kultura/perseidi-nosht-rodopi.html",
        art(
            "Персеидите ще се виждат най-добре от Родопите в нощта срещу 13 август",
            "Астрономите очакват до 80 метеора в час при ясно небе.",
            "Калина Маринова",
            "2025-08-11T18:00:00+03:00",
            [
                "Метеорният поток Персеиди ще достигне своя максимум в нощта срещу 13 август, съобщиха от обсерваторията в Рожен.",
                "При ясно небе наблюдателите могат да видят до 80 падащи звезди в час, особено след полунощ.",
                "Обсерваторията организира безплатно наблюдение с телескопи за посетители от 21 часа.",
                "Препоръчва се наблюдение далеч от светлините на градовете.",
            ],
            kicker="Култура",
            caption="Обсерваторията в Рожен. Снимка: РВ",
        ),
        after=(
            '<div class="horoskop"><h3>Хороскоп за днес</h3><p class="zn-dati">Астролог: Мира Стоева</p>'
            + "".join(
                f'<div class="znak"><b>{esc(n)}</b> <span class="zn-dati">{esc(d)}</span><p>{esc(t)}</p></div>'
                for n, d, t in signs
            )
            + "</div>"
        ),
        kinds=("horoscope",),
    )

    # 5. ca: poll results and share counts
    opts = [
        ("Sí, és necessària per mantenir el territori", 41, 1284),
        ("No, perjudicarà el comerç local", 37, 1159),
        ("Només a l'estiu", 15, 470),
        ("No ho sé", 7, 219),
    ]
    la(
        "c-la-ca-poll-results",
        "ca",
        "wordpress",
        "<div class=enquesta>, <div class=comparteix>",
        "Resultats de l'enquesta",
        "Poll results (options, bars, percentages, votes) and a share-count widget below an article on a tourist tax.",
        "/comarca/taxa-turistica-sitges/",
        art(
            "Sitges aprova una taxa turística addicional de dos euros per nit",
            "L'Ajuntament destinarà els diners a la neteja de platges i al transport públic.",
            "Marc Vidal Roig",
            "2025-04-02T09:00:00+02:00",
            [
                "El ple municipal de Sitges ha aprovat aquest dimarts una taxa turística addicional de dos euros per nit, que s'afegirà a l'impost autonòmic.",
                "La recaptació prevista és de 3,2 milions d'euros anuals, que es destinaran a la neteja de les platges i a reforçar els autobusos urbans.",
                "Els hotelers consideren que la mesura fa perdre competitivitat al municipi davant d'altres destinacions de la costa.",
                "La taxa entrarà en vigor l'1 de juny.",
            ],
            kicker="Comarca",
            caption="La platja de la Fragata. Foto: EDP",
        ),
        after=(
            "<div class=\"enquesta\"><h3>Resultats de l'enquesta</h3><p>Esteu d'acord amb la nova taxa turística?</p>"
            + "".join(
                f'<div class="opcio"><span>{esc(t)}</span> <span class="pct">{p} %</span> <small>({v} vots)</small><div class="barra" style="width:{p * 2}%"></div></div>'
                for t, p, v in opts
            )
            + "<p><small>3.132 vots · Enquesta no científica</small></p></div>"
            '<div class="comparteix"><span>Comparteix:</span><a href="#">Facebook <b>312</b></a><a href="#">X <b>48</b></a><a href="#">WhatsApp <b>97</b></a><a href="#">Telegram <b>12</b></a></div>'
        ),
        kinds=("poll results", "share counts"),
    )

    # 6. pt-BR: a photo gallery with captions and credits
    photos = [
        (
            "Bonecos gigantes abrem o desfile na Rua Duque de Caxias.",
            "Foto: Renata Albuquerque/Folha do Vale",
        ),
        (
            "Grupo de maracatu de São Luiz do Paraitinga se apresenta na praça.",
            "Foto: Renata Albuquerque/Folha do Vale",
        ),
        ("Crianças acompanham o cortejo do alto do coreto.", "Foto: Diego Fontes/Folha do Vale"),
        (
            "A marchinha vencedora foi composta por um grupo de professores aposentados.",
            "Foto: Diego Fontes/Folha do Vale",
        ),
        ("Foliões lotaram o centro histórico até a meia-noite.", "Foto: Divulgação/Prefeitura"),
    ]
    la(
        "c-la-ptbr-gallery",
        "pt-BR",
        "mobile",
        "<div class=galeria>",
        "Veja as fotos",
        "A photo gallery of a carnival: a caption and a photographer's credit per photo.",
        "/cultura/carnaval-marchinhas-sao-luiz.html",
        art(
            "Carnaval de marchinhas leva 40 mil pessoas a São Luiz do Paraitinga",
            "Festa tradicional teve 22 blocos e concurso de marchinhas inéditas.",
            "Por Beatriz Lemos",
            "2025-03-04T10:00:00-03:00",
            [
                "O tradicional carnaval de marchinhas de São Luiz do Paraitinga reuniu cerca de 40 mil pessoas durante os quatro dias de festa, segundo a prefeitura.",
                "Foram 22 blocos nas ruas do centro histórico, além do concurso de marchinhas inéditas, que recebeu 63 inscrições.",
                "A Polícia Militar informou que não houve ocorrências graves.",
            ],
            kicker="Cultura",
            caption="Foto: Renata Albuquerque/Folha do Vale",
        ),
        after=(
            '<div class="galeria"><h3>Veja as fotos</h3>'
            + "".join(
                f'<figure><svg width="100%" height="180"><rect width="100%" height="180" fill="#{"c5cae9d1c4e9b2dfdbffe0b2f8bbd0"[i * 6 : i * 6 + 6]}"/></svg>'
                f'<figcaption>{i + 1}/{len(photos)} · {esc(c)} <span class="credito">{esc(cr)}</span></figcaption></figure>'
                for i, (c, cr) in enumerate(photos)
            )
            + "</div>"
        ),
        kinds=("photo gallery captions with credits",),
    )

    # 7. de: press releases and the contributing reporters
    releases = [
        (
            "13.05.2025",
            "Pressestelle Stadt Bautzen",
            "Sperrung der Friedensbrücke ab 19. Mai",
            "Wegen Bauarbeiten an der Fahrbahn wird die Friedensbrücke für den Kraftverkehr voll gesperrt. Eine Umleitung ist ausgeschildert.",
        ),
        (
            "12.05.2025",
            "Landratsamt Bautzen",
            "Neue Öffnungszeiten der Kfz-Zulassungsstelle",
            "Ab Juni ist die Zulassungsstelle dienstags und donnerstags bis 18 Uhr geöffnet.",
        ),
        (
            "09.05.2025",
            "Polizeidirektion Görlitz",
            "Verkehrskontrollen an Schulwegen",
            "In der kommenden Woche kontrolliert die Polizei verstärkt die Geschwindigkeit vor Grundschulen im Landkreis.",
        ),
        (
            "08.05.2025",
            "Stadtwerke Bautzen",
            "Trinkwasser: Leitungsspülung in der Südvorstadt",
            "Am Dienstag kann es zwischen 8 und 14 Uhr zu kurzzeitigen Trübungen des Wassers kommen.",
        ),
    ]
    la(
        "c-la-de-press-releases",
        "de",
        "drupal",
        "<div class=pm-liste>, <ul class=mitwirkende>",
        "Pressemitteilungen aus der Region",
        "A list of press releases (date, issuer, title, summary) and the article's contributing reporters with their roles.",
        "/lokales/bautzen-busbahnhof-neubau",
        art(
            "Bautzen bekommt einen neuen Busbahnhof",
            "Der Bau soll im Herbst beginnen und 11,8 Millionen Euro kosten.",
            "Von Katrin Zschornack",
            "2025-05-14T06:00:00+02:00",
            [
                "Der Stadtrat von Bautzen hat am Mittwochabend den Neubau des Busbahnhofs am Lauengraben beschlossen.",
                "Geplant sind zwölf überdachte Haltestellen, ein Wartebereich mit Toiletten und eine Fahrradstation mit 200 Plätzen.",
                "Während der Bauzeit halten die Busse provisorisch an der Wallstraße.",
                "Die Fertigstellung ist für Ende 2027 vorgesehen.",
            ],
            kicker="Schlagworte: Verkehr, Bautzen",
            caption="So soll der neue Busbahnhof aussehen. Visualisierung: Stadt Bautzen",
        ),
        after=(
            '<div class="mitwirkende-box"><h4>An diesem Artikel haben mitgewirkt</h4><ul class="mitwirkende">'
            "<li><b>Katrin Zschornack</b> – Text, Lokalredaktion Bautzen</li><li><b>Jens Mättig</b> – Fotos</li>"
            "<li><b>Anja Pietsch</b> – Grafik</li></ul></div>"
            '<div class="pm-liste"><h3>Pressemitteilungen aus der Region</h3>'
            + "".join(
                f'<div class="pm-eintrag"><p class="pm-datum">{esc(d)} · {esc(w)}</p><h4>{esc(t)}</h4><p>{esc(x)}</p></div>'
                for d, w, t, x in releases
            )
            + "</div>"
        ),
        kinds=("press releases", "contributing reporters"),
    )

    # 8. sl: a vox pop (editorial street poll: names, ages, towns, quotes)
    vox = [
        (
            "Marjeta Kos",
            "62 let, Maribor",
            "Parkiram pred blokom že trideset let. Zdaj bom morala plačevati, da pridem domov? To ni pošteno.",
        ),
        (
            "Andrej Potočnik",
            "35 let, Hoče",
            "V centru je res preveč avtomobilov. Če bodo avtobusi vozili pogosteje, sem za.",
        ),
        (
            "Tina Lah",
            "24 let, študentka",
            "Jaz se vozim s kolesom, zato me to ne skrbi. Bolj me skrbi, kje bom kolo varno pustila.",
        ),
        (
            "Stanko Vogrin",
            "71 let, Studenci",
            "Upokojenci bi morali imeti popust. S pokojnino ne morem plačevati še parkiranja.",
        ),
    ]
    la(
        "c-la-sl-vox-pop",
        "sl",
        "newsroom",
        "<section class=anketa>",
        "Anketa: Kaj menite o novem parkirnem režimu?",
        "A vox pop: the newsroom asked four passers-by (photo, name, age, town, answer); editorial content, not readers' posts.",
        "/lokalno/maribor-parkirni-rezim-center",
        art(
            "Maribor uvaja plačljivo parkiranje v celotnem središču",
            "Stanovalci bodo za dovolilnico plačali 60 evrov na leto, obiskovalci evro na uro.",
            "Piše: Luka Zupan",
            "2025-03-10T07:00:00+01:00",
            [
                "Mestni svet je potrdil nov parkirni režim, po katerem bo od maja parkiranje plačljivo v celotnem središču mesta.",
                "Stanovalci bodo lahko kupili letno dovolilnico za 60 evrov, obiskovalci pa bodo plačali evro na uro.",
                "Hkrati bo mestni avtobusni promet na glavnih linijah vozil na deset minut.",
                "Odziv meščanov je mešan, kar je pokazala tudi naša anketa na Glavnem trgu.",
            ],
            kicker="Lokalno",
            caption="Parkirišče ob Lentu. Foto: ŠG",
        ),
        after=(
            '<section class="anketa"><h3>Anketa: Kaj menite o novem parkirnem režimu?</h3><p>Spraševala in fotografirala: Maja Golob</p>'
            + "".join(
                f'<div class="sogovornik"><img src="/_avatar/vox-{i}.svg" width="72" height="72" alt="{esc(n)}">'
                f'<div><p><span class="ime">{esc(n)}</span>, <span class="kraj">{esc(k)}</span></p><p>»{esc(q)}«</p></div></div>'
                for i, (n, k, q) in enumerate(vox)
            )
            + "</section>"
        ),
        kinds=("vox pop (street poll by the newsroom)",),
    )

    # 9. sr (Cyrillic): pharmacies on duty
    pharm = [
        ("Апотека „Шумадија“", "Краља Петра I 14, Крагујевац", "Дежурна 0–24 · 034 335 210"),
        ("Апотека „Центар“", "Кнеза Милоша 3, Крагујевац", "Дежурна до 22 часа · 034 300 118"),
        ("Апотека „Аеродром“", "Булевар Краљице Марије 41, Крагујевац", "Недељом 8–20 · 034 356 804"),
        ("Апотека „Станово“", "Јована Рајића 7, Крагујевац", "Недељом 8–14 · 034 323 551"),
    ]
    la(
        "c-la-sr-pharmacies",
        "sr",
        "wordpress",
        "<ul class=apoteke>",
        "Дежурне апотеке овог викенда",
        "Pharmacies on duty this weekend (name, address, hours and phone) below a health article.",
        "/grad/grip-kragujevac-skole/",
        art(
            "Грип у Крагујевцу: број оболелих удвостручен за недељу дана",
            "Дом здравља уводи продужено радно време амбуланти за децу.",
            "Јелена Станковић",
            "2025-01-24T08:00:00+01:00",
            [
                "Број оболелих од грипа у Крагујевцу удвостручен је у последњих седам дана, саопштио је Завод за јавно здравље.",
                "Највише оболелих је међу децом школског узраста, због чега Дом здравља уводи продужено радно време дечјих амбуланти.",
                "Лекари саветују вакцинацију, која је и даље доступна без заказивања.",
                "Школе за сада неће прекидати наставу.",
            ],
            kicker="Град",
            caption="Дом здравља Крагујевац. Фото: ШН",
        ),
        after=(
            '<div class="dezurstva"><h3>Дежурне апотеке овог викенда</h3><ul class="apoteke">'
            + "".join(
                f'<li><b>{esc(n)}</b><div class="ap-adresa">{esc(a)}</div><div>{esc(h)}</div></li>'
                for n, a, h in pharm
            )
            + "</ul></div>"
        ),
        kinds=("pharmacies on duty",),
    )

    # 10. ta: the week's bestsellers
    books = [
        ("நதியின் மறுகரை", "சு. வேணுகோபால்", "கொங்கு கிராமம் ஒன்றின் மூன்று தலைமுறைகளின் கதை."),
        ("மழைக்கால இரவுகள்", "அ. கலைச்செல்வி", "நகரத்து பெண்களின் வாழ்க்கையைப் பேசும் சிறுகதைத் தொகுப்பு."),
        ("சிறுவாணியின் குரல்", "மு. இளங்கோ", "நீர்நிலைகளைக் காக்கும் போராட்டம் பற்றிய கட்டுரைகள்."),
        ("காபி தோட்டத்து நாட்கள்", "ரா. சந்திரிகா", "வால்பாறை தேயிலைத் தோட்டத் தொழிலாளர்களின் நினைவுகள்."),
    ]
    la(
        "c-la-ta-bestsellers",
        "ta",
        "newsroom",
        "<div class=puthagam>, <ol>",
        "இந்த வாரம் அதிகம் விற்ற புத்தகங்கள்",
        "The week's bestselling books (rank, title, author, one-line blurb) below an article on a book fair.",
        "/maavattam/kovai-puthaga-thiruvizha",
        art(
            "கோவை புத்தகத் திருவிழா: முதல் நாளில் 20 ஆயிரம் பேர் வருகை",
            "கொடிசியா வளாகத்தில் 250 அரங்குகள் அமைக்கப்பட்டுள்ளன.",
            "செய்தியாளர் க. பிரியதர்ஷினி",
            "2025-07-19T09:00:00+05:30",
            [
                "கோவை கொடிசியா வளாகத்தில் நேற்று தொடங்கிய புத்தகத் திருவிழாவுக்கு முதல் நாளில் சுமார் 20 ஆயிரம் பேர் வருகை தந்தனர்.",
                "250 அரங்குகளில் தமிழ் மற்றும் ஆங்கில நூல்கள் பத்து சதவீத தள்ளுபடியில் விற்பனை செய்யப்படுகின்றன.",
                "மாணவர்களுக்கு இலவச அனுமதி வழங்கப்படுகிறது.",
                "திருவிழா ஜூலை 28 வரை நடைபெறும்.",
            ],
            kicker="மாவட்டம்",
            caption="புத்தகத் திருவிழாவில் வாசகர்கள். படம்: கோவை செய்தி",
        ),
        after=(
            '<div class="puthagam"><h3>இந்த வாரம் அதிகம் விற்ற புத்தகங்கள்</h3><ol>'
            + "".join(
                f'<li><b>{esc(t)}</b> <span class="pu-ezhuthalar">— {esc(a)}</span><br>{esc(x)}</li>'
                for t, a, x in books
            )
            + "</ol><p><small>விற்பனை விவரம்: கோவை புத்தக விற்பனையாளர் சங்கம்</small></p></div>"
        ),
        kinds=("bestseller list",),
    )

    # 11. ms: tonight's TV guide
    tv = [
        ("8:00 MLM", "TV Utara", "Berita Perdana", "Laporan berita utama negeri dan nasional."),
        (
            "8:30 MLM",
            "TV Utara",
            "Dapur Kampung",
            "Chef Rahimah memasak gulai ikan tenggiri dengan resipi warisan Kedah.",
        ),
        (
            "9:00 MLM",
            "Saluran 7",
            "Drama: Kasih di Sawah Padi",
            "Episod 12. Aminah terpaksa memilih antara keluarga dan impiannya.",
        ),
        ("10:00 MLM", "Saluran 7", "Sukan Malam Ini", "Sorotan perlawanan Kedah menentang Selangor."),
    ]
    la(
        "c-la-ms-tv-guide",
        "ms",
        "drupal",
        "<div class=jadual-tv>, <table>",
        "Jadual TV malam ini",
        "Tonight's TV guide (time, channel, programme, description) below an article on a local cooking show.",
        "/gaya-hidup/dapur-kampung-musim-baharu",
        art(
            "Rancangan Dapur Kampung kembali untuk musim ketiga",
            "Musim baharu akan memaparkan 13 masakan tradisional dari seluruh Kedah.",
            "Oleh Farah Nadia Ismail",
            "2025-08-18T09:00:00+08:00",
            [
                "Rancangan masakan popular Dapur Kampung kembali ke kaca televisyen malam ini untuk musim ketiga.",
                "Chef Rahimah Abdullah akan mengembara ke 13 kampung di seluruh Kedah untuk belajar resipi warisan daripada penduduk tempatan.",
                "Penerbit berkata musim ini dirakam selama enam bulan, termasuk semasa musim menuai padi.",
                "Rancangan itu disiarkan setiap Isnin jam 8.30 malam.",
            ],
            kicker="Gaya Hidup",
            caption="Chef Rahimah Abdullah. Foto: TV Utara",
        ),
        after=(
            '<div class="jadual-tv"><h3>Jadual TV malam ini</h3><table><tbody>'
            + "".join(
                f'<tr><td class="jt-masa">{esc(t)}</td><td><b>{esc(p)}</b> <small>({esc(ch)})</small><br>{esc(x)}</td></tr>'
                for t, ch, p, x in tv
            )
            + "</tbody></table></div>"
        ),
        kinds=("TV guide",),
    )

    # 12. nb: traffic reports
    traffic = [
        (
            "07:42",
            "E39 Førde–Skei",
            "Kø ved Hafstad bru på grunn av veiarbeid. Regn med 15 minutters forsinkelse.",
        ),
        (
            "08:10",
            "Rv. 5 Fjærlandstunnelen",
            "Tunnelen er stengt for trafikk i begge retninger etter en bilberging.",
        ),
        ("08:55", "Rv. 5 Fjærlandstunnelen", "Tunnelen er åpnet igjen. Normal trafikk."),
        ("09:30", "Fv. 609 Dale–Askvoll", "Steinsprang ved Stongfjorden. Veien er manuelt dirigert."),
    ]
    la(
        "c-la-nb-traffic",
        "nb",
        "mobile",
        "<div class=trafikk>",
        "Trafikkmeldinger",
        "The morning's traffic reports (time, road, message, source) below an article on a tunnel closure.",
        "/nyheter/fjaerlandstunnelen-stengt-om-natta.html",
        art(
            "Fjærlandstunnelen stenges om natta i hele oktober",
            "Vegvesenet skal skifte belysning og oppgradere nødstasjonene.",
            "Av Siri Myklebust",
            "2025-09-29T06:30:00+02:00",
            [
                "Statens vegvesen stenger Fjærlandstunnelen på riksvei 5 mellom klokka 22 og 06 alle hverdager i oktober.",
                "Tunnelen skal få ny LED-belysning og oppgraderte nødstasjoner i henhold til tunnelsikkerhetsforskriften.",
                "Utrykningskjøretøy slippes gjennom på kort varsel. Det settes opp kolonnekjøring klokka 00 og 03.",
                "Arbeidet skal etter planen være ferdig 31. oktober.",
            ],
            kicker="Nyheter",
            caption="Fjærlandstunnelen. Foto: Vestlandsposten",
        ),
        after=(
            '<div class="trafikk"><h3>Trafikkmeldinger</h3>'
            + "".join(
                f'<div class="melding"><p><span class="tm-tid">{esc(t)}</span> · <b>{esc(r)}</b></p><p>{esc(x)}</p><p class="tm-kilde">Kilde: Vegtrafikksentralen vest</p></div>'
                for t, r, x in traffic
            )
            + "</div>"
        ),
        kinds=("traffic reports",),
    )

    return cases


def mixed_cases_c() -> list[Case]:
    cases: list[Case] = []

    # 1. en: officials' quotes ("What they said") beside a small thread ("Have your say")
    c = [
        S(
            "Gwen Ashby",
            "Closing the Westgate surgery means a two-bus trip for half the estate. Nobody on the board lives out here, clearly.",
            when="3 hours ago",
        ),
        S(
            "Dave_T",
            "The practice has had one GP for two years. Better one proper health centre than two half-empty ones.",
            when="2 hours ago",
        ),
        S(
            "Gwen Ashby",
            "Fine, then put a direct bus on. That was promised in 2019 as well.",
            1,
            when="1 hour ago",
        ),
    ]
    quotes = [
        (
            "Cllr Priya Raman, cabinet member for health",
            "We are not closing a service, we are moving it to a building that is fit for the next thirty years.",
        ),
        (
            "Dr Alan Moffat, Tarnside Primary Care Board",
            "Recruitment to single-handed practices has simply failed. Patients deserve a full team.",
        ),
        (
            "Jean Whitlow, Westgate Residents' Association",
            "Our older residents will struggle. We want a written guarantee about transport.",
        ),
    ]
    cases.append(
        Case(
            "c-mx-en-quotes-thread",
            "mixed",
            "en",
            "on_load",
            "<div class=hys-entries> beside <section class=what-they-said>",
            "Have your say",
            "A 'What they said' box of officials' quotes (name, role, quote) and, below, three readers (one reply) under 'Have your say'.",
            "/news/westgate-surgery-to-close/",
            render_c(
                "wordpress",
                SITES_C["en"],
                art(
                    "Westgate surgery to close as new health centre opens",
                    "Patients will move to the Riverside health centre in September, two miles away.",
                    "Tom Harland, health reporter",
                    "2025-06-03T07:00:00+01:00",
                    [
                        "The Westgate surgery will close at the end of August and its 3,100 patients will be transferred to the new Riverside health centre, the primary care board confirmed on Monday.",
                        "The practice has relied on a single GP and locum cover since 2023, and the board says attempts to recruit a partner have failed.",
                        "Riverside will have eight GPs, a pharmacy and a minor injuries unit, but it is two miles from the Westgate estate and there is no direct bus.",
                        "The council says it is talking to the bus operator about extending route 14.",
                    ],
                    kicker="Health",
                    caption="The Westgate surgery on Mill Lane. Picture: Tarnside Courier",
                ),
                Blocks(
                    head=LA_CSS,
                    after=(
                        '<section class="what-they-said"><h3>What they said</h3>'
                        + "".join(
                            f"<blockquote><p>“{esc(q)}”</p><cite>{esc(w)}</cite></blockquote>"
                            for w, q in quotes
                        )
                        + '</section><section class="have-your-say"><h3>Have your say</h3><div class="hys-entries">'
                        + tree(
                            c,
                            lambda i, s, sub: (
                                f'<div class="hys"><p><strong>{esc(s.author)}</strong> <span class="hys-when">{esc(s.when)}</span></p>'
                                f'{paras(s.text)}<p class="hys-when"><a href="#">Reply</a> · <a href="#">Report</a></p>{sub}</div>'
                            ),
                            lambda items, p: items,
                        )
                        + "</div></section>"
                    ),
                ),
            ),
            c,
            static=True,
            lookalikes=("officials' quotes",),
        )
    )

    # 2. is: race results table beside a small thread
    c = [
        S(
            "Sigrún Helga",
            "Frábært hlaup! Brautin meðfram Pollinum var miklu skemmtilegri en í fyrra.",
            when="15. júní 2025 kl. 16:20",
        ),
        S(
            "Gunnar Þór",
            "Vantaði vatn á drykkjarstöðinni við 30 km. Þar kláraðist allt um ellefuleytið.",
            when="15. júní 2025 kl. 17:05",
        ),
    ]
    results = [
        ("1", "Ragnar Einarsson", "UFA", "2:31:14"),
        ("2", "Kristín Björk Jónsdóttir", "ÍR", "2:44:08"),
        ("3", "Halldór Magnússon", "Breiðablik", "2:46:51"),
        ("4", "Elín Sveinsdóttir", "UFA", "2:52:30"),
        ("5", "Birkir Þorsteinsson", "KA", "2:55:02"),
    ]
    cases.append(
        Case(
            "c-mx-is-race-results-thread",
            "mixed",
            "is",
            "on_load",
            "<div class=raddir> beside <div class=urslit> (a results table)",
            "Raddir lesenda",
            "A marathon's results table (place, runner, club, time) and two readers under 'Raddir lesenda'.",
            "/ithrottir/akureyrarmarathon-urslit",
            render_c(
                "newsroom",
                SITES_C["is"],
                art(
                    "Ragnar Einarsson sigraði í Akureyrarmaraþoninu",
                    "Rúmlega 900 hlauparar tóku þátt í blíðskaparveðri.",
                    "Eftir Hildi Ólafsdóttur",
                    "2025-06-15T13:30:00+00:00",
                    [
                        "Ragnar Einarsson úr UFA kom fyrstur í mark í Akureyrarmaraþoninu í dag á tímanum 2:31:14.",
                        "Kristín Björk Jónsdóttir úr ÍR var fljótust kvenna og önnur í heildina.",
                        "Hlaupið var í fyrsta sinn meðfram Pollinum og út að Krossanesi vegna framkvæmda í miðbænum.",
                        "Alls tóku 912 hlauparar þátt í þremur vegalengdum.",
                    ],
                    kicker="Íþróttir",
                    caption="Hlauparar við Pollinn. Mynd: Norðurljós",
                ),
                Blocks(
                    head=LA_CSS,
                    after=(
                        '<div class="urslit"><h3>Úrslit – heilt maraþon</h3><table><thead><tr><th>Sæti</th><th>Nafn</th><th>Félag</th><th>Tími</th></tr></thead><tbody>'
                        + "".join(
                            f"<tr><td>{p}</td><td>{esc(n)}</td><td>{esc(cl)}</td><td>{t}</td></tr>"
                            for p, n, cl, t in results
                        )
                        + '</tbody></table></div><div class="raddir"><h3>Raddir lesenda</h3>'
                        + "".join(
                            f'<div class="rodd"><b>{esc(s.author)}</b> <span class="rodd-timi">{esc(s.when)}</span><p>{esc(s.text)}</p></div>'
                            for s in c
                        )
                        + "</div>"
                    ),
                ),
            ),
            c,
            static=True,
            lookalikes=("race results",),
        )
    )

    # 3. fa: a list of sources (authors, titles, years) beside a small thread
    c = [
        S(
            "حسین م.",
            "پدربزرگم همیشه می‌گفت برنج هاشمی را باید با آب چشمه کاشت. حالا چشمه‌ها خشک شده‌اند.",
            when="۱۴۰۴/۰۶/۱۲ - ۱۸:۲۰",
        ),
        S(
            "زهرا از لاهیجان",
            "کاش مقاله به کشت چای هم اشاره می‌کرد. وضع باغ‌های چای از شالیزارها بدتر است.",
            when="۱۴۰۴/۰۶/۱۲ - ۲۰:۰۵",
        ),
    ]
    sources = [
        "احمدی، ر. (۱۴۰۱). «تغییر اقلیم و کشت برنج در گیلان». فصلنامه کشاورزی شمال، ۱۲(۳)، ۴۵–۶۲.",
        "سازمان هواشناسی استان گیلان (۱۴۰۳). گزارش سالانه بارش. رشت.",
        "کریمی، م. و نوروزی، ص. (۱۴۰۲). «منابع آب زیرزمینی در جلگه گیلان». مجله آب و خاک، ۸(۱)، ۱۰–۲۷.",
        "وزارت جهاد کشاورزی (۱۴۰۳). آمارنامه محصولات زراعی. تهران.",
    ]
    cases.append(
        Case(
            "c-mx-fa-sources-thread",
            "mixed",
            "fa",
            "on_load",
            "<div class=nazar-ha> beside <ol class=manabe> (references)",
            "نظر شما",
            "A references list (authors, year, title, journal) under a long read and two readers under 'نظر شما', right to left.",
            "/ostan/shalizar-gilan-kam-abi",
            render_c(
                "newsroom",
                SITES_C["fa"],
                art(
                    "شالیزارهای گیلان با کم‌آبی چه می‌کنند؟",
                    "بارش در ده سال گذشته یک‌چهارم کم شده و کشاورزان به ارقام زودرس روی آورده‌اند.",
                    "گزارش: سارا نیک‌پور",
                    "2025-09-02T09:00:00+03:30",
                    [
                        "میانگین بارش سالانه در جلگه گیلان در ده سال گذشته حدود بیست و پنج درصد کاهش یافته است.",
                        "بسیاری از شالیکاران به جای ارقام بومی مانند هاشمی، ارقام زودرس و کم‌آب‌خواه می‌کارند.",
                        "کارشناسان می‌گویند برداشت بی‌رویه از چاه‌ها سطح آب زیرزمینی را پایین برده است.",
                        "جهاد کشاورزی استان برای آبیاری نوین وام کم‌بهره در نظر گرفته است.",
                    ],
                    kicker="گزارش",
                    caption="شالیزاری در اطراف رشت. عکس: خبرنامه شمال",
                ),
                Blocks(
                    head=LA_CSS,
                    after=(
                        '<div class="manabe-box"><h4>منابع</h4><ol class="manabe">'
                        + "".join(f"<li>{esc(x)}</li>" for x in sources)
                        + '</ol></div><div class="nazar-ha"><h3>نظر شما</h3>'
                        + "".join(
                            f'<div class="nz"><b>{esc(s.author)}</b> <span class="nz-zaman">{esc(s.when)}</span><p>{esc(s.text)}</p></div>'
                            for s in c
                        )
                        + "</div>"
                    ),
                ),
            ),
            c,
            static=True,
            lookalikes=("references list",),
        )
    )

    # 4. sw: award winners with citations beside a small thread (one reply)
    c = [
        S(
            "Fatuma Ali",
            "Hongera sana Mwalimu Chande! Alinifundisha hesabu miaka kumi iliyopita na bado namkumbuka.",
            when="22 Novemba 2025 saa 10:15",
        ),
        S(
            "Juma Mrisho",
            "Tuzo ni nzuri, lakini walimu hawa wanahitaji pia mishahara bora na madarasa yasiyovuja.",
            when="22 Novemba 2025 saa 11:02",
        ),
        S(
            "Fatuma Ali",
            "Umesema kweli Juma. Shule yake bado haina maktaba hadi leo.",
            1,
            when="22 Novemba 2025 saa 11:40",
        ),
    ]
    winners = [
        (
            "Mwalimu bora wa mwaka",
            "Mwalimu Salim Chande, Shule ya Msingi Kisauni",
            "Kwa kuinua ufaulu wa hesabu kutoka asilimia 40 hadi 85 ndani ya miaka mitatu.",
        ),
        (
            "Mkuu wa shule bora",
            "Bi. Rehema Nyambura, Shule ya Sekondari Bamburi",
            "Kwa kuanzisha mpango wa chakula cha mchana kwa wanafunzi wote.",
        ),
        (
            "Tuzo ya ubunifu",
            "Mwalimu Kelvin Otieno, Shule ya Msingi Likoni",
            "Kwa kujenga maabara ya sayansi kwa kutumia vifaa vilivyotumika tena.",
        ),
    ]
    cases.append(
        Case(
            "c-mx-sw-awards-thread",
            "mixed",
            "sw",
            "on_load",
            "<div class=wasomaji-maoni> beside <div class=washindi> (award winners)",
            "Maoni ya wasomaji",
            "Award winners with their citations (category, name, school, why) and three readers (one reply) under 'Maoni ya wasomaji'.",
            "/habari/tuzo-za-walimu-mombasa-2025",
            render_c(
                "drupal",
                SITES_C["sw"],
                art(
                    "Walimu watatu wa Mombasa washinda tuzo za kitaifa",
                    "Tuzo hizo zilitolewa jijini Nairobi mbele ya waziri wa elimu.",
                    "Na Halima Said",
                    "2025-11-22T08:00:00+03:00",
                    [
                        "Walimu watatu kutoka Kaunti ya Mombasa wameshinda tuzo za kitaifa za walimu bora mwaka huu katika hafla iliyofanyika Nairobi.",
                        "Washindi walichaguliwa kati ya walimu zaidi ya elfu mbili waliopendekezwa na wazazi na wanafunzi kote nchini.",
                        "Kila mshindi alipokea cheti na zawadi ya shilingi laki tano.",
                        "Waziri wa elimu aliahidi kuongeza bajeti ya mafunzo kwa walimu wa shule za msingi.",
                    ],
                    kicker="Habari",
                    caption="Washindi wakipokea tuzo zao. Picha: Sauti ya Pwani",
                ),
                Blocks(
                    head=LA_CSS,
                    after=(
                        '<div class="washindi"><h3>Washindi wa mwaka 2025</h3>'
                        + "".join(
                            f'<div class="mshindi"><p class="ms-kundi">{esc(k)}</p><p><b>{esc(n)}</b></p><p>{esc(x)}</p></div>'
                            for k, n, x in winners
                        )
                        + '</div><div class="wasomaji-maoni"><h3>Maoni ya wasomaji</h3>'
                        + tree(
                            c,
                            lambda i, s, sub: (
                                f'<div class="wm"><p><b>{esc(s.author)}</b> · <small>{esc(s.when)}</small></p>{paras(s.text)}{sub}</div>'
                            ),
                            lambda items, p: items,
                        )
                        + "</div>"
                    ),
                ),
            ),
            c,
            static=True,
            lookalikes=("award winners with citations",),
        )
    )

    return cases
