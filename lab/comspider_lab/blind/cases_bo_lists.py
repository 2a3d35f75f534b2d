"""Blind set BO: four article pages without any reader comment whose kept copy carries a list that looks like a
discussion (names, times, short texts), of kinds of this set's theme: the forwarding chain of a saved copy passed on
by e-mail, each "Forwarded message" with its sender's note (bg); an archive's reports of broken parts of a capture
sent in by its users (sk); a digitised scrapbook's margin notes, transcribed with who wrote them and when (lt); a web
archive's queue of capture requests with the requesters' reasons (ca). Every name, place and text invented for this
set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bo_common import Case, case, esc
from comspider_lab.blind.content_bo import SITES_BO
from comspider_lab.blind.layout_bo import PartsBO, StoryBO, arc, reader, rewrite, single


def _rows(block: str) -> list[tuple[str, ...]]:
    return [tuple(x.strip() for x in line.split("~")) for line in block.strip().splitlines()]


def bg_forward_chain() -> Case:
    site = SITES_BO["bg-rodop"]
    rows = _rows("""
Петко Белчев ~ 14.03.2011, 09:02 ~ Мило, виж това! На снимката долу вляво е баща ти пред мандрата, 1974 г.
Милена Белчева ~ 14.03.2011, 12:40 ~ Мамо, препращам ти го. Помниш ли кога е правена тази снимка? Аз не бях родена.
Донка Белчева ~ 15.03.2011, 08:15 ~ Помня, беше на Илинден. Пращам го и на леля ти Гана в Пловдив.
Гана Шишкова ~ 15.03.2011, 19:22 ~ Колко хубаво! До него е чичо Стоян, с шапката. Ще го разпечатам за сина ми.
Стоян Шишков ~ 17.03.2011, 21:05 ~ Леля ми го прати. Запазих цялата страница, за да не изчезне от сайта.
Петко Белчев ~ 18.03.2011, 07:50 ~ Стояне, прати го и на сдружението на мандраджиите, да го сложат на таблото.
""")
    chain = "".join(
        f'<div class="fw-blok"><div class="fw-glava">---------- Препратено съобщение ----------<br>'
        f'От: <b class="fw-ot">{esc(n)}</b><br>Дата: <span class="fw-data">{esc(d)}</span><br>Тема: Fwd: Мандрата в Белица</div>'
        f'<p class="fw-belezhka">{esc(t)}</p></div>'
        for n, d, t in reversed(rows)
    )
    top = (
        '<div class="fw-veriga"><p><b>Тема: Fwd: Fwd: Fwd: Мандрата в Белица</b></p>'
        f'{chain}<p class="fw-prikachen">Прикачен файл: mandrata-belica.html (запазена страница)</p></div>'
    )
    css = (
        ".fw-veriga{font:13px/1.4 Arial,sans-serif;background:#f3f3f3;border:1px solid #ccc;padding:8px 12px;margin:10px}"
        ".fw-blok{border-left:3px solid #99a;padding-left:8px;margin:6px 0}.fw-glava{color:#555}.fw-belezhka{margin:4px 0}"
    )
    st = StoryBO(
        "Старата мандра в Белица стана музей",
        "Радка Пенева",
        "2011-03-12T10:00:00+02:00",
        "12 март 2011",
        """
В Белица отвори врати музей на млекарството в сградата на старата мандра, затворена през 1991 година. В залите са подредени казани, бъчви и калъпи за кашкавал, дарени от местни семейства.

Най-интересна за посетителите е стената със снимки на мандраджиите от седемдесетте години. Кметството търси още снимки и предмети за втората зала.
""",
    )
    html = single(
        site,
        st,
        PartsBO(top=top, css=css),
        {
            "note": "Страницата е запазена като един файл с вградени изображения",
            "saved": "запазена на 18.03.2011 08:10",
        },
        "http://rodopski-glas.example/kultura/mandrata-muzej",
    )
    return case(
        "bo-bg-prepratena-veriga",
        "lookalike",
        "bg-rodop",
        html,
        [],
        path="/zapazeni/mandrata-v-belica.html",
        reveal="on_load",
        container="div.fw-veriga above the saved article: div.fw-blok per forwarded message (div.fw-glava 'От: NAME', "
        "'Дата:', subject; p.fw-belezhka the sender's note), newest first",
        heading=None,
        description="A Bulgarian regional site's article of 2011, kept as a single-file save that was passed on by e-mail: "
        "no reader comment; above the article, the forwarding chain of six messages (sender, date, a short note "
        "each), written by the family who passed the page on.",
        static=True,
        lookalikes=("a saved copy's e-mail forwarding chain (sender, date, note)",),
    )


def sk_linkrot_reports() -> Case:
    site = SITES_BO["sk-hron"]
    ts = "20140516112030"
    path = "/region/2014/05/povoden-na-hrone"
    rows = _rows("""
marek_zv ~ 18.05.2014 20:11 ~ Druhá fotografia z mosta sa nenačíta, v kópii je len prázdny rámik.
Knižnica Žarnovica ~ 21.05.2014 09:40 ~ Odkaz na mapu záplavových území vedie na chybovú stránku. Prosíme o novú kópiu mapy.
anonym ~ 02.06.2014 22:05 ~ Video z obce Hronská Dúbrava chýba, prehrávač je prázdny.
Peter Kollár ~ 15.06.2014 14:30 ~ Text je kompletný, ale chýba tabuľka so stavom vody v Banskej Bystrici. Mám ju uloženú ako obrázok, môžem poslať.
študentka_geografie ~ 03.11.2014 10:12 ~ Používam stránku v seminárnej práci. Odkaz na PDF z okresného úradu nefunguje.
Správca archívu ~ 04.11.2014 08:00 ~ Mapa a PDF boli doplnené z neskoršej kópie z 20.05.2014. Video sa zachrániť nepodarilo.
""")
    box = (
        f'<section class="ch-hlasenia"><h4>Nahlásené chyby tejto kópie ({len(rows)})</h4><ul>'
        + "".join(
            f'<li class="ch-hlasenie"><span class="ch-kto">{esc(n)}</span> · <span class="ch-kedy">{esc(d)}</span><div class="ch-popis">{esc(t)}</div></li>'
            for n, d, t in rows
        )
        + '</ul><p><a href="/capture/report?u=pohronske-noviny.example/region/2014/05/povoden-na-hrone">Nahlásiť chybu</a></p></section>'
    )
    css = ".ch-hlasenia{font:12px Arial,sans-serif;background:#fafafa;border:1px solid #ddd;padding:6px}.ch-hlasenie{margin:6px 0}.ch-kto{font-weight:bold}"
    st = StoryBO(
        "Hron sa vylial v troch obciach, evakuovali desiatky ľudí",
        "Miroslava Hudecová",
        "2014-05-16T08:30:00+02:00",
        "16. mája 2014",
        """
Po dvojdňových dažďoch sa Hron v noci na piatok vylial z koryta v Hronskej Dúbrave, Žarnovici a Novej Bani. Hasiči evakuovali vyše štyridsať ľudí, väčšinou zo záhradkárskych osád pri rieke.

Hladina v Banskej Bystrici kulminovala ráno o šiestej. Okresný úrad vyhlásil tretí stupeň povodňovej aktivity a uzavrel cestu medzi Žarnovicou a Hronským Beňadikom.
""",
    )
    w = {
        "archive": "Pamäť webu",
        "count": "9 kópií tejto stránky, 2014–2016",
        "captured": "Kópia z",
        "prev": "predchádzajúca",
        "next": "nasledujúca",
        "prev_ts": "20140515230011",
        "next_ts": "20140520064512",
        "years": "2014:6,2015:2,2016:1",
        "hide": "skryť",
        "missing": "[fotografia sa nezachovala: most-hron.jpg]",
    }
    rail = (
        box
        + f'<h4>Najčítanejšie</h4><ol><li><a href="{rewrite(ts, site.host, "/sport/hokej")}">Hokejisti postúpili</a></li></ol>'
    )
    html = arc(site, st, PartsBO(rail=rail, css=css), w, ts, path)
    return case(
        "bo-sk-hlasenia-chyb",
        "lookalike",
        "sk-hron",
        html,
        [],
        path=rewrite(ts, site.host, path),
        reveal="on_load",
        container="section.ch-hlasenia in the side column: ul > li.ch-hlasenie (span.ch-kto, span.ch-kedy, div.ch-popis)",
        heading=None,
        description="A Slovak regional paper's flood report of 2014 as a web archive kept it: no reader comment; beside "
        "it, the archive's list of six reports of broken parts of this capture sent in by its users and the "
        "archive's own answer (name, date and time, one or two sentences).",
        static=True,
        lookalikes=("an archive's reports of broken parts of a capture (reporter, time, note)",),
    )


def lt_scrapbook_margins() -> Case:
    site = SITES_BO["lt-nemun"]
    rows = _rows("""
Senelė Ona Jurkienė (ranka, pieštuku) ~ apie 1998 m. ~ Čia mūsų Jonas, trečias iš kairės. Laikraštį atnešė kaimynė.
Dukra Rasa (mėlynu rašikliu) ~ 2004 m. ~ Mama, ar tikrai tai 1997-ųjų potvynis? Man atrodo, kad 1998-ųjų.
Senelė Ona Jurkienė (ranka, pieštuku) ~ 2004 m. ~ Devyniasdešimt septintų. Tada vanduo priėjo iki klojimo.
Anūkas Tomas (flomasteriu) ~ 2010 m. ~ Nuskenavau visą albumą, originalas pas teta Rasą.
Nežinomas ranka ~ be datos ~ Keltas nuo to pavasario nebeplaukė.
Muziejaus darbuotoja ~ 2019 m. ~ Iškarpa perduota kraštotyros muziejui kartu su albumu, 42 lapas.
""")
    box = (
        '<section class="pr-parastes"><h3>Paraštės užrašai</h3><p class="pr-pastaba">Perrašyta iš iškarpų albumo. Rašysena atpažinta šeimos.</p><ol>'
        + "".join(
            f'<li><span class="pr-kas">{esc(n)}</span> — <span class="pr-kada">{esc(d)}</span><blockquote class="pr-tekstas">{esc(t)}</blockquote></li>'
            for n, d, t in rows
        )
        + "</ol></section>"
    )
    st = StoryBO(
        "Nemunas užliejo pievas ties Raudonskardžiu, keltas nebeplaukia",
        "Vytautas Lazauskas",
        "1997-04-11T08:00:00+03:00",
        "1997 m. balandžio 11 d.",
        """
Dėl pavasario potvynio Nemunas ties Raudonskardžiu išsiliejo į pievas. Keltas per upę sustabdytas, o kaimo gyventojai į rajono centrą važiuoja aplinkkeliu per tiltą.

Ūkininkai spėjo išvaryti gyvulius į aukštumas. Hidrologai prognozuoja, kad vanduo pradės slūgti po savaitės.
""",
        lead="Iškarpa iš šeimos albumo, skaitmeninta 2010 m.",
    )
    html = reader(
        site,
        st,
        PartsBO(
            after=box,
            css=".pr-parastes{font:15px Arial,sans-serif;border-top:2px solid #999;margin-top:20px}.pr-kas{font-weight:bold}.pr-tekstas{margin:4px 0 10px 20px;font-style:italic}",
        ),
        {"mode": "Skaitmeninė kopija", "minutes": "Iškarpa, 1 psl.", "full": "Žiūrėti skenuotą lapą"},
        "/archyvas/skenai/albumas-42",
    )
    return case(
        "bo-lt-parastes",
        "lookalike",
        "lt-nemun",
        html,
        [],
        path="/archyvas/iskarpos/1997-potvynis-raudonskardis",
        reveal="on_load",
        container="section.pr-parastes: ol > li (span.pr-kas who wrote and with what, span.pr-kada year, "
        "blockquote.pr-tekstas the note)",
        heading="Paraštės užrašai",
        description="A Lithuanian local paper's article of 1997 kept as a clipping in a family scrapbook, digitised and "
        "shown as a reading copy in 2019: no reader comment; the margin notes of three generations transcribed "
        "(who wrote, when, the note), one note answering another.",
        static=True,
        lookalikes=("a scrapbook clipping's margin notes (writer, year, note)",),
    )


def ca_capture_requests() -> Case:
    site = SITES_BO["ca-riba"]
    ts = "20150522180412"
    path = "/comarca/2015/05/eleccions-municipals-debat"
    rows = _rows("""
Arxiu Municipal d'Alzira ~ 22/05/2015 17:58 ~ Demanem còpia de tota la secció de comarca abans de les eleccions: després del diumenge canviaran les fitxes dels candidats.
Núria Soler ~ 22/05/2015 18:03 ~ Per a la meua tesi sobre premsa local. M'interessa sobretot el vídeo del debat.
Joan B. ~ 22/05/2015 18:20 ~ La pàgina dels resultats de 2011 encara existeix, si us plau guardeu-la abans que la esborren.
Associació de Veïns del Raval ~ 23/05/2015 09:14 ~ Volem conservar l'entrevista a la candidata del barri, no la trobem a cap altre lloc.
anònim ~ 23/05/2015 11:47 ~ Falten els comentaris de la notícia sobre el pont, la còpia anterior no els té.
Equip de l'arxiu ~ 23/05/2015 12:30 ~ Peticions ateses. La còpia del vídeo està pendent perquè el reproductor no es pot desar.
""")
    box = (
        '<section class="sc-cua"><h4>Sol·licituds de captura d\'aquesta adreça</h4><table class="sc-taula"><tr><th>Qui</th><th>Quan</th><th>Motiu</th></tr>'
        + "".join(
            f'<tr class="sc-fila"><td class="sc-qui">{esc(n)}</td><td class="sc-quan">{esc(d)}</td><td class="sc-motiu">{esc(t)}</td></tr>'
            for n, d, t in rows
        )
        + '</table><p><a href="/capture/request">Demaneu una captura</a></p></section>'
    )
    css = ".sc-cua{margin-top:24px;font:13px Arial,sans-serif}.sc-taula{border-collapse:collapse;width:100%}.sc-taula td,.sc-taula th{border:1px solid #ccc;padding:4px;vertical-align:top}"
    st = StoryBO(
        "Cinc candidats a l'alcaldia es veuen les cares al debat de la Ribera",
        "Pau Ferrer",
        "2015-05-21T23:00:00+02:00",
        "21 de maig del 2015",
        """
Els cinc caps de llista a l'alcaldia van debatre dijous a la nit a la Casa de la Cultura, davant de més de tres-cents veïns. Habitatge, el pont nou i la neteja dels barris van centrar la discussió.

El debat es va poder seguir en directe pel web del diari. Les eleccions municipals se celebren aquest diumenge, 24 de maig.
""",
    )
    w = {
        "archive": "Arxiu de la Xarxa",
        "count": "33 captures, 2013–2019",
        "captured": "Capturada el",
        "prev": "anterior",
        "next": "següent",
        "prev_ts": "20150518090101",
        "next_ts": "20150525071500",
        "years": "2013:4,2014:7,2015:15,2016:4,2019:3",
        "hide": "amaga",
        "missing": "[vídeo no desat]",
    }
    html = arc(site, st, PartsBO(after=box, css=css), w, ts, path)
    return case(
        "bo-ca-peticions-captura",
        "lookalike",
        "ca-riba",
        html,
        [],
        path=rewrite(ts, site.host, path),
        reveal="on_load",
        container="section.sc-cua after the article: table.sc-taula > tr.sc-fila (td.sc-qui, td.sc-quan, td.sc-motiu)",
        heading="Sol·licituds de captura d'aquesta adreça",
        description="A Catalan county paper's election story of 2015 as a web archive kept it: no reader comment; after "
        "it, the archive's table of six capture requests for this address with the requesters' reasons and the "
        "archive team's answer (who, when, why).",
        static=True,
        lookalikes=("a web archive's capture requests with reasons (requester, time, reason)",),
    )


def lists_bo() -> list[Case]:
    return [bg_forward_chain(), sk_linkrot_reports(), lt_scrapbook_margins(), ca_capture_requests()]
