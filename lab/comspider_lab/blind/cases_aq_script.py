"""Blind set AQ: six discussions that the served HTML does not print: three drawn by the page's own script (JSON in
the page drawn at DOMContentLoaded, es; JSON fetched from the site after load, ko, without heading; JSON fetched when a
count button "💬 Vedi i 5 pareri" is clicked, it) and three on the harness's real comment systems (Isso under a
magazine article, fr; Waline under a local portal's article, nl; Isso loaded when the reader scrolls near it, cs).
Every class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_aq_common import (
    Case,
    Parts,
    Story,
    as_json,
    jsdata,
    make,
    plain,
    seeds,
    thread,
)
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed


def _drawer(fn: str, keys: tuple[str, str, str, str, str], o: dict[str, str]) -> str:
    """A small script ``fn(list, into)`` drawing a thread of JSON records (``keys``: id, name, time, text, parent)
    with the case's own tags and classes (``o``: item, kids, name, time, text, bar)."""
    k = json.dumps(list(keys))
    cfg = json.dumps(o, ensure_ascii=False)
    return f"""
function {fn}(list, into) {{
  var K = {k}, O = {cfg};
  function mk(tag, cls, txt) {{ var e = document.createElement(tag); if (cls) e.className = cls; if (txt != null) e.textContent = txt; return e; }}
  function one(x) {{
    var it = mk(O.itemTag, O.item); it.id = O.item + '-' + x[K[0]];
    var hd = mk('div', O.item + '-hd'); hd.append(mk(O.nameTag, O.name, x[K[1]]));
    if (x[K[2]]) {{ hd.append(' '); hd.append(mk('span', O.time, x[K[2]])); }}
    it.append(hd);
    var tx = mk('div', O.text); String(x[K[3]]).split('\\n\\n').forEach(function (p) {{ tx.append(mk('p', null, p)); }}); it.append(tx);
    var bar = mk('div', O.bar); bar.innerHTML = O.barHtml.replace('%v', String(x.v || 0)); it.append(bar);
    var kids = list.filter(function (y) {{ return y[K[4]] === x[K[0]]; }});
    if (kids.length) {{ var w = mk(O.kidsTag, O.kids); kids.forEach(function (y) {{ w.append(one(y)); }}); it.append(w); }}
    return it;
  }}
  var wrap = mk(O.kidsTag, O.list);
  list.filter(function (x) {{ return x[K[4]] == null; }}).forEach(function (x) {{ wrap.append(one(x)); }});
  into.append(wrap);
}}
"""


def es_escuela() -> Case:
    cs = thread("""
Maribel Sanz | 15 oct 2024 · 19:22 | - | v=24 | Yo estudié en esa escuela hasta los diez años. Qué alegría ver otra vez niños en el patio.
Anselmo | 15 oct 2024 · 20:05 | 0 | v=11 | Y yo fui tu compañero de pupitre, Maribel, aunque igual no te acuerdas. Mi madre llevaba el comedor.
Maribel Sanz | 15 oct 2024 · 20:31 | 1 | v=15 | ¡Anselmo Peña! Claro que me acuerdo, me copiabas los problemas de matemáticas.
Lucía R. | 15 oct 2024 · 21:10 | - | v=8 | Siete alumnos son pocos, pero si vienen dos familias más el curso que viene ya se asegura unos años. Ánimo al pueblo.
Fermín Gil | 16 oct 2024 · 08:44 | - | v=6 | Falta decir lo más importante: sin la casa para la maestra no habría escuela. Buen trabajo del ayuntamiento.
Quique | 16 oct 2024 · 09:30 | 4 | v=19 | La casa la arreglaron los vecinos un sábado tras otro, el ayuntamiento puso los materiales. Que se sepa.
Toñi Llorente | 16 oct 2024 · 12:02 | - | v=3 | ¿Y el autobús de los de secundaria? Mis dos mayores siguen saliendo a las siete y cuarto.
""")
    keys = ("id", "autor", "fecha", "texto", "respondeA")
    drawer = _drawer(
        "pintarHilo",
        keys,
        {
            "itemTag": "article",
            "item": "comment",
            "kidsTag": "div",
            "kids": "respuestas",
            "list": "hilo",
            "nameTag": "strong",
            "name": "autor",
            "time": "fecha",
            "text": "txt",
            "bar": "acciones",
            "barHtml": '<button type="button">👍 %v</button> <a href="#escribir">Responder</a>',
        },
    )
    after = (
        '<section id="comments" class="comments-area"><h2>Comentarios (7)</h2><div id="hilo-aqui"></div>'
        '<p id="escribir"><a href="/registro">Regístrate para comentar</a></p></section>'
        f'<script type="application/json" id="datos-hilo">{jsdata(as_json(cs, keys))}</script>'
        f"<script>{drawer}\ndocument.addEventListener('DOMContentLoaded', function () {{"
        " pintarHilo(JSON.parse(document.getElementById('datos-hilo').textContent), document.getElementById('hilo-aqui')); });</script>"
    )
    css = ".hilo .comment{border-bottom:1px solid #eee;padding:10px 0}.respuestas{margin-left:30px}.autor{margin-right:8px}.fecha{color:#888;font-size:13px}"
    st = Story(
        "Villarejo del Páramo reabre su escuela doce años después",
        "Carmen Olmedo",
        "2024-10-15T13:00:00+02:00",
        "15/10/2024 13:00",
        """
La escuela de Villarejo del Páramo volvió a abrir sus puertas este martes con siete alumnos de entre tres y diez años. El centro llevaba cerrado desde 2012, cuando bajó de los cuatro niños que exige la normativa.

La reapertura ha sido posible gracias a la llegada de tres familias en el último año y a la rehabilitación de la antigua casa del maestro, que ahora ocupa la nueva profesora.

El alcalde, Ramiro Cuesta, confía en que la escuela «sirva para que más gente se anime a venir».
""",
        lead="Siete alumnos, una maestra y una casa rehabilitada: el pueblo recupera el aula que perdió en 2012.",
        section="Provincia",
        caption="Los siete alumnos, en el patio de la escuela el primer día de clase.",
        related=("La diputación amplía el transporte escolar", "Tres pueblos comparten médico desde enero"),
        most=(
            "Helada tardía en los viñedos",
            "El Atlético Meseta asciende",
            "La feria del queso bate récords",
        ),
        tags=("Villarejo del Páramo", "escuela rural", "despoblación"),
    )
    return make(
        "aq-es-json-escuela",
        "discussion",
        "es-altiplano",
        st,
        Parts(after=after, css=css),
        seeds(cs),
        path="/provincia/villarejo-reabre-escuela",
        reveal="on_load: JSON in a <script type=application/json> of the page, drawn at DOMContentLoaded",
        static=False,
        container="section#comments.comments-area: h2 'Comentarios (7)', div#hilo-aqui > div.hilo > article.comment (strong.autor, span.fecha, div.txt, '👍 n', 'Responder'); replies in div.respuestas inside the article, three levels",
        heading="Comentarios (7)",
        description="A Spanish provincial paper of 2024: 7 readers' comments drawn by the page's script from JSON in the page at DOMContentLoaded, replies to three levels; times '15 oct 2024 · 19:22'; 'comment' in its markup.",
    )


def ko_yagan() -> Case:
    cs = thread("""
바다사랑 | 5시간 전 | - | v=3 | 밤에 수영하는 건 위험하지 않을까요? 안전요원이 몇 명이나 배치되는지 궁금합니다.
해성주민 | 5시간 전 | 0 | v=12 | 기사에 나오네요. 밤 9시까지 안전요원 여섯 명이 근무하고 조명탑도 네 개 세운답니다.
바다사랑 | 4시간 전 | 1 | v=2 | 아, 제가 끝까지 안 읽었네요. 감사합니다.
김민재 | 4시간 전 | - | v=8 | 낮에는 너무 더워서 아이들과 나가기 힘들었는데 저녁에 갈 수 있으면 좋겠어요.
조용한밤 | 3시간 전 | - | v=21 | 해수욕장 근처 주민입니다. 밤늦게까지 음악 틀고 떠드는 사람들 때문에 지금도 잠을 못 자요. 소음 대책도 같이 세워 주세요.
박선영 | 3시간 전 | 4 | v=9 | 저도 같은 동네예요. 작년 여름에 민원을 세 번이나 넣었어요.
해성군청 관광과 | 2시간 전 | 5 | v=5 | 불편을 드려 죄송합니다. 야간 개장 기간에는 밤 10시 이후 스피커 사용을 금지하고 순찰을 강화하겠습니다.
서핑하는 고양이 | 1시간 전 | - | v=4 | 야간 서핑도 허용되나요? 파도 좋은 날 저녁에 타고 싶어요.
""")
    keys = ("no", "nick", "ago", "msg", "parentNo")
    drawer = _drawer(
        "dsDraw",
        keys,
        {
            "itemTag": "div",
            "item": "ds-item",
            "kidsTag": "div",
            "kids": "ds-sub",
            "list": "ds-list",
            "nameTag": "span",
            "name": "ds-nick",
            "time": "ds-ago",
            "text": "ds-msg",
            "bar": "ds-bar",
            "barHtml": '<button type="button">추천 %v</button> <button type="button">답글 달기</button>',
        },
    )
    data_path = "/data/haeseong/talk-20250822-yagan.json"
    after = (
        '<div class="ds-zone"><div id="ds-mount" aria-live="polite"></div></div>'
        f"<script>{drawer}\nwindow.addEventListener('load', function () {{ fetch('{data_path}')"
        ".then(function (r) { return r.json(); }).then(function (d) { dsDraw(d, document.getElementById('ds-mount')); }); });</script>"
    )
    css = ".ds-item{padding:10px 0;border-top:1px solid #e6e6e6}.ds-sub{margin-left:26px}.ds-nick{font-weight:700}.ds-ago{color:#999;font-size:12px}"
    st = Story(
        "해성군, 해수욕장 야간 개장 시범 운영…밤 9시까지",
        "해성일보 이수진 기자",
        "2025-08-22T06:30:00+09:00",
        "2025.08.22 06:30",
        """
해성군은 다음 달 10일까지 은빛해수욕장을 밤 9시까지 개장하는 야간 개장을 시범 운영한다고 22일 밝혔다.

야간 개장 기간에는 안전요원 여섯 명이 추가로 근무하고, 백사장에 조명탑 네 개를 설치한다. 군은 이용객 반응을 보고 내년부터 정식 운영할지 결정할 계획이다.
""",
        lead="안전요원 추가 배치하고 조명탑 설치…이용객 반응 보고 내년 정식 운영 결정",
        section="지역",
        caption="은빛해수욕장에 설치된 조명탑.",
        most=("해성항 수산물 축제 개막", "군내버스 노선 개편안 공개", "해성고 야구부 전국대회 8강"),
        tags=("해성군", "해수욕장", "야간 개장"),
    )
    return make(
        "aq-ko-fetch-yagan",
        "discussion",
        "ko-haeseong",
        st,
        Parts(after=after, css=css),
        seeds(cs),
        path="/jiyeok/eunbit-haesuyokjang-yagan",
        reveal="on_load: the page fetches a JSON file of its own site at the window's load event and draws the thread",
        static=False,
        files={data_path: as_json(cs, keys)},
        container="div.ds-zone > div#ds-mount (empty in the served HTML) > div.ds-list > div.ds-item (span.ds-nick, span.ds-ago, div.ds-msg, '추천 n', '답글 달기'); replies in div.ds-sub inside the item, three levels; no heading",
        heading=None,
        description="A Korean county paper of 2025: 8 readers' comments fetched as JSON from the site after load and drawn by the page's script, without any heading, replies to three levels, the county office's answer; relative times ('5시간 전').",
        check_steps=("wait:1000",),
    )


def it_funivia() -> Case:
    cs = thread("""
Elisa Ferrandi | 12 febbraio 2026 alle 18:40 | - | - | Un disastro per gli alberghi della valle, che a febbraio vivono degli sciatori della domenica.
Bruno | 12 febbraio 2026 alle 19:15 | 0 | - | Gli sciatori della domenica arrivano in auto fino al passo, la funivia la usavano soprattutto i turisti a piedi.
Gianpaolo Rizzi | 12 febbraio 2026 alle 20:02 | - | - | La fune andava cambiata già tre anni fa. Meglio chiusa che un incidente.
Marta | 13 febbraio 2026 alle 08:21 | - | - | E gli stagionali assunti a dicembre? Qualcuno sa se il Comune li ricolloca?
Davide Lorenzon | 13 febbraio 2026 alle 09:47 | 3 | - | Mia sorella è una di loro: le hanno proposto di lavorare al parcheggio dell'impianto di fondovalle fino a marzo.
""")
    keys = ("k", "firma", "quando", "testo", "inRisposta")
    drawer = _drawer(
        "prDisegna",
        keys,
        {
            "itemTag": "li",
            "item": "pr-voce",
            "kidsTag": "ul",
            "kids": "pr-sotto",
            "list": "pr-lista",
            "nameTag": "b",
            "name": "pr-firma",
            "time": "pr-quando",
            "text": "pr-testo",
            "bar": "pr-az",
            "barHtml": '<a href="#pr-scrivi">Rispondi</a>',
        },
    )
    data_path = "/dati/valmora/pareri-funivia-monte-corvo.json"
    after = (
        '<div class="pr-box"><button type="button" id="pr-apri" class="pr-conta">💬 Vedi i 5 pareri</button>'
        '<div id="pr-qui" hidden><h3>I pareri dei lettori</h3></div></div>'
        f"<script>{drawer}\ndocument.getElementById('pr-apri').addEventListener('click', function () {{ var b = this;"
        f" fetch('{data_path}').then(function (r) {{ return r.json(); }}).then(function (d) {{"
        " var q = document.getElementById('pr-qui'); prDisegna(d, q); q.hidden = false; b.remove(); }); });</script>"
    )
    css = ".pr-conta{font:600 15px system-ui;padding:10px 16px;border-radius:20px;border:1px solid #12507a;background:#fff;color:#12507a;cursor:pointer}.pr-lista,.pr-sotto{list-style:none;padding-left:0}.pr-sotto{margin-left:24px}.pr-voce{padding:8px 0;border-bottom:1px solid #eee}.pr-quando{color:#888;font-size:13px}"
    st = Story(
        "Funivia del Monte Corvo ferma per tutto l'inverno: va sostituita la fune",
        "di Silvia Tomasini",
        "2026-02-12T14:10:00+01:00",
        "12 febbraio 2026",
        """
La funivia del Monte Corvo resterà chiusa per il resto della stagione invernale. Durante la revisione annuale i tecnici hanno riscontrato un'usura della fune portante superiore ai limiti, e la sostituzione richiede almeno quattro mesi.

La società che gestisce l'impianto stima una spesa di 1,2 milioni di euro. Il sindaco ha annunciato che chiederà un contributo alla Regione e che la riapertura è prevista per l'inizio dell'estate.
""",
        section="Cronaca",
        caption="La stazione a valle della funivia del Monte Corvo.",
        related=("Neve, riaperta la strada del passo", "Valmora, il Carnevale dei bambini sabato in piazza"),
        most=(
            "Nuovo parcheggio in stazione",
            "Hockey, il Valmora vince il derby",
            "Chiude la storica latteria di Prato",
        ),
        tags=("Monte Corvo", "funivia", "turismo"),
        facts=("Inaugurata nel 1987", "Dislivello: 1.050 metri", "Riapertura prevista: giugno"),
    )
    return make(
        "aq-it-button-funivia",
        "discussion",
        "it-valmora",
        st,
        Parts(after=after, css=css),
        seeds(cs),
        path="/cronaca/funivia-monte-corvo-ferma",
        reveal="button: a count button '💬 Vedi i 5 pareri' fetches a JSON file of the site and draws the thread in its place",
        static=False,
        files={data_path: as_json(cs, keys)},
        container="div.pr-box: button#pr-apri '💬 Vedi i 5 pareri' (removed on click), div#pr-qui (hidden until then): h3 'I pareri dei lettori', ul.pr-lista > li.pr-voce (b.pr-firma, span.pr-quando, div.pr-testo, 'Rispondi'); a reply in ul.pr-sotto inside the li",
        heading="I pareri dei lettori",
        description="An Italian valley portal of 2026: 5 readers' opinions fetched as JSON and drawn only when the count button '💬 Vedi i 5 pareri' is clicked; one reply; times '12 febbraio 2026 alle 18:40'.",
        check_steps=("click:#pr-apri", "wait:1000"),
    )


def fr_isso_passerelle() -> Case:
    c = plain(
        thread("""
Colette Marchand | - | - | - | Enfin ! Je faisais le détour par le pont de la départementale avec la poussette, sans trottoir.
Alain B. | - | 0 | - | Pareil, et les camions passent à ras. Bonne nouvelle pour tout le quartier.
Jean-Yves Le Floch | - | - | - | Dommage que les vélos doivent encore mettre pied à terre. La passerelle est pourtant assez large.
Nadia | - | 2 | - | C'est écrit sur le panneau, à cause de la pente côté moulin. Ça me paraît raisonnable.
""")
    )
    after = '<section class="rx-bloc"><h2>Réactions</h2>' + isso_embed("fr") + "</section>"
    st = Story(
        "La passerelle du Moulin-Neuf rouvre aux piétons après dix-huit mois de travaux",
        "Par Hélène Cordier",
        "2022-05-20T08:15:00+02:00",
        "20 mai 2022",
        """
Fermée depuis l'automne 2020 à cause de la corrosion de ses poutres, la passerelle du Moulin-Neuf, qui relie les deux rives de la Sévrine, a rouvert jeudi matin aux piétons.

Les travaux, d'un montant de 640 000 euros, ont permis de remplacer l'ensemble du tablier et de poser un nouvel éclairage. Les cyclistes sont autorisés à l'emprunter, pied à terre.
""",
        lead="Le chantier de 640 000 euros a remplacé tout le tablier. Les cyclistes devront marcher à côté de leur vélo.",
        section="Communes",
        caption="La passerelle du Moulin-Neuf, jeudi matin, jour de sa réouverture.",
        quote="Les cyclistes sont autorisés à l'emprunter, pied à terre.",
        related=(
            "Le marché de nuit revient en juillet",
            "Sévrine : la baignade interdite au barrage",
            "Nouvelle boulangerie place du Lavoir",
        ),
        tags=("Moulin-Neuf", "passerelle", "travaux"),
    )
    return make(
        "aq-fr-isso-passerelle",
        "discussion",
        "fr-orne",
        st,
        Parts(after=after, css=".rx-bloc{margin-top:28px;border-top:1px solid #222}"),
        c,
        path="/communes/passerelle-moulin-neuf-rouvre",
        reveal="on_load: Isso's client, embedded under the article with its script tag",
        static=False,
        system="isso",
        container="section.rx-bloc: h2 'Réactions', Isso's section#isso-thread",
        heading="Réactions",
        description="A French magazine site of 2022: Isso embedded plainly under the article; 4 readers' comments, 2 replies; Isso's own markup and relative times.",
        check_steps=("wait:2500",),
    )


def nl_waline_dorpshuis() -> Case:
    c = plain(
        thread("""
Gerrit Mulder | - | - | - | Mooi dat de subsidie is gelukt. Die oude keuken was echt aan vervanging toe, de oven deed het al jaren maar half.
Ineke van Dam | - | 0 | - | Klopt, bij de kerstlunch hebben we de helft van de taarten bij de buren moeten bakken.
Sjoerd | - | - | - | Hoeveel panelen komen er op het dak? En wordt de stroom die over is verkocht?
Bestuur De Klaproos | - | 2 | - | Het worden er zesendertig. Wat we niet zelf gebruiken gaat terug het net op, de opbrengst gaat naar de huur van de zalen.
Ria Koster | - | - | - | Wanneer is de keuken klaar? Ons koor wil in mei weer een soepavond houden.
""")
    )
    path = "/regio/dorpshuis-klaproos-zonnepanelen"
    after = (
        '<section class="pm-vak"><h2>Praat mee (5)</h2><div id="pm-waline"></div></section>'
        + WALINE_CSS
        + waline_embed("root", path, "en")
        + "<script>document.addEventListener('DOMContentLoaded', function () { mountWaline(document.getElementById('pm-waline')); });</script>"
    )
    st = Story(
        "Dorpshuis De Klaproos krijgt zonnepanelen en een nieuwe keuken",
        "Door Marloes de Wit",
        "2025-02-10T09:00:00+01:00",
        "10 februari 2025, 09:00",
        """
Dorpshuis De Klaproos in Westpolder krijgt dit voorjaar zonnepanelen en een nieuwe keuken. De provincie draagt 48.000 euro bij uit het fonds voor leefbaarheid op het platteland.

Het bestuur verwacht dat de energierekening met ruim de helft daalt. De verbouwing van de keuken begint in maart; in die weken gaan de activiteiten in de grote zaal gewoon door.
""",
        section="Regio",
        caption="Dorpshuis De Klaproos aan de Kerkweg in Westpolder.",
        related=("Ijsbaan Westpolder weer open", "Nieuwe huisarts in Oosterpolder"),
        most=("Gemaal krijgt monumentstatus", "Korfbalclub viert jubileum", "Weg naar de pont maand dicht"),
        tags=("Westpolder", "dorpshuis", "duurzaamheid"),
    )
    return make(
        "aq-nl-waline-dorpshuis",
        "discussion",
        "nl-polder",
        st,
        Parts(after=after),
        c,
        path=path,
        reveal="on_load: Waline's client mounted under the article at DOMContentLoaded",
        static=False,
        system="waline",
        container="section.pm-vak: h2 'Praat mee (5)', div#pm-waline (Waline's client)",
        heading="Praat mee (5)",
        description="A Dutch local portal of 2025: Waline (its English UI) mounted under the article at load; 5 readers' comments, 2 replies, the village hall's board answering; Waline's own markup and times.",
        check_steps=("wait:3000",),
    )


def cs_isso_rozhledna() -> Case:
    c = plain(
        thread("""
Jiřina Horáková | - | - | - | Výtah na rozhlednu? Vždyť celé kouzlo je v tom, že si ten výhled člověk vyšlape.
Pavel Novotný | - | 0 | - | Můj táta je na vozíku a nahoru se ještě nikdy nepodíval. Pro některé lidi je to jediná šance.
Lenka V. | - | - | - | Hlavně ať nechají i schody a lavičky v lese u cesty.
""")
    )
    after = (
        '<div class="oh-misto" id="oh-misto"><h2>Ohlasy čtenářů</h2><p class="oh-ceka">…</p>'
        + isso_embed("cs", load="later")
        + "</div><script>(function () { var m = document.getElementById('oh-misto'); function look() {"
        " if (m.getBoundingClientRect().top < window.innerHeight + 250) { window.removeEventListener('scroll', look);"
        " m.querySelector('.oh-ceka').remove(); loadIsso(); } } window.addEventListener('scroll', look, {passive: true}); })();</script>"
    )
    st = Story(
        "Rozhledna na Kamenném vrchu dostane výtah, stavět se začne v září",
        "Tomáš Bartoš",
        "2024-06-03T07:00:00+02:00",
        "3. června 2024",
        """
Rozhledna na Kamenném vrchu u Lhoty bude mít výtah. Zastupitelstvo obce schválilo projekt za 9 milionů korun, z větší části ho zaplatí dotace na bezbariérový turismus.

Výtah povede po vnější straně věže až na horní vyhlídkovou plošinu. Schodiště zůstane zachované. Stavba má začít v září a rozhledna bude během ní uzavřená zhruba dva měsíce.

Rozhlednu postavil místní okrašlovací spolek v roce 1906. Ročně na ni vystoupá kolem čtyřiceti tisíc lidí.
""",
        lead="Projekt za 9 milionů korun zaplatí z větší části dotace. Schody zůstanou.",
        section="Region",
        caption="Rozhledna na Kamenném vrchu z lesní cesty od Lhoty.",
        quote="Schodiště zůstane zachované.",
        facts=("Postavena: 1906", "Výška: 27 metrů", "Asi 40 000 návštěvníků ročně"),
        related=(
            "Lhota opraví hasičskou zbrojnici",
            "Naučná stezka kolem rybníků",
            "Festival dechovek bude v srpnu",
        ),
        tags=("Kamenný vrch", "rozhledna", "Lhota"),
    )
    return make(
        "aq-cs-isso-scroll-rozhledna",
        "discussion",
        "cs-vrchy",
        st,
        Parts(after=after, css=".oh-misto{margin-top:40px;border-top:2px solid #0f6e6e}"),
        c,
        path="/region/rozhledna-kamenny-vrch-vytah",
        reveal="lazy_scroll: Isso's client is loaded only when the reader scrolls to within 250 px of the block (a scroll listener)",
        static=False,
        system="isso",
        container="div#oh-misto.oh-misto: h2 'Ohlasy čtenářů', Isso's section#isso-thread (empty until the scroll)",
        heading="Ohlasy čtenářů",
        description="A Czech regional magazine of 2024: Isso under the article, loaded only when the reader scrolls near it; 3 readers' comments, 1 reply; Isso's own markup and relative times.",
        check_steps=("scroll", "wait:3000"),
    )


def script_aq() -> list[Case]:
    return [
        es_escuela(),
        ko_yagan(),
        it_funivia(),
        fr_isso_passerelle(),
        nl_waline_dorpshuis(),
        cs_isso_rozhledna(),
    ]
