"""Blind set BJ: six hand-built discussions, each reached a way today's interfaces reveal it: a side drawer opened
by a count button that fetches the thread (de), "Ver n respuestas" expanders on each thread (es), a closed shadow
root (ru), a frame from another origin (ar), a cursor-paginated "more" that fetches JSON pages (ko), a section that
fetches its thread when it scrolls into view (pt). Every class name, name, place and text invented for this set;
each comment written by hand, one at a time."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bj_common import (
    Case,
    Parts,
    Story,
    as_json,
    draw_js,
    html_thread,
    jsdata,
    make,
    seeds,
    thread,
)


def de_drawer() -> Case:
    rs = thread("""
Renate Köhler | vor 5 Std. | 03.10.2025, 07:02 | - | lk=41 | Zwölf Jahre haben wir auf diese Nachricht gewartet. Mein Vater ist noch mit dem letzten Zug 2013 gefahren.
Jonas Weber | vor 5 Std. | 03.10.2025, 07:20 | 0 | lk=12 | Und meiner hat damals die Abschiedsfahrt fotografiert. Ich hoffe, die Bilder kommen mal in die Ausstellung im Bahnhof.
Renate Köhler | vor 4 Std. | 03.10.2025, 07:48 | 1 | lk=5 | Das wäre schön! Sprechen Sie doch den Heimatverein an, die sammeln gerade für die Eröffnung.
M. Saglam | vor 4 Std. | 03.10.2025, 08:05 | - | lk=27 | Stündlich ist gut, aber der letzte Zug um 21:40 ist für Schichtarbeiter zu früh. Die Spätschicht im Werk endet um 22 Uhr.
Redaktion Talbote | vor 3 Std. | 03.10.2025, 09:14 | 3 | badge=Redaktion,lk=9 | Wir haben beim Verkehrsverbund nachgefragt: Freitags und samstags soll es einen zusätzlichen Zug um 23:10 geben. Wir ergänzen das im Artikel.
M. Saglam | vor 2 Std. | 03.10.2025, 10:01 | 4 | lk=3 | Danke fürs Nachhaken. Unter der Woche hilft das leider nicht.
Heinz-Dieter | vor 2 Std. | 03.10.2025, 10:30 | - | lk=2 | Was ist mit dem Parkplatz am Bahnhof? Der ist jetzt schon jeden Morgen voll, weil die Pendler dort in den Bus umsteigen.
Ela Brandt | vor 1 Std. | 03.10.2025, 11:12 | - | badge=Abonnentin,lk=15 | Bitte an die Fahrradmitnahme denken. Im Probebetrieb im Sommer war das Abteil schon in Niederlindau voll.
Tobias | vor 40 Min. | 03.10.2025, 11:51 | 7 | lk=4 | Laut Verbund kommen ab Dezember die längeren Triebwagen mit zwölf Stellplätzen. Mal sehen, ob das reicht.
""")
    js = draw_js("zgMalen", "zg", item="article", wrap="div", who="strong", reply="Antworten", like="👍")
    byline = ' · <button type="button" class="zg-open" id="zg-open" aria-controls="zg-drawer">💬 9 Kommentare</button>'
    end = (
        '<div class="zg-scrim" id="zg-scrim" hidden></div>'
        '<aside class="zg-drawer" id="zg-drawer" aria-hidden="true" aria-label="Kommentare">'
        '<div class="zg-top"><h2>Kommentare (9)</h2><button type="button" id="zg-close" aria-label="Schließen">✕</button></div>'
        '<label class="zg-sort">Sortieren: <select id="zg-sort"><option>Beste</option><option>Neueste</option><option>Älteste</option></select></label>'
        '<div id="zg-list"><p class="zg-wait">Lädt …</p></div>'
        '<form class="zg-form"><textarea placeholder="Ihr Kommentar" disabled></textarea><a href="/login">Anmelden, um mitzureden</a></form></aside>'
        f"<script>{js}\n(function () {{ var d = document.getElementById('zg-drawer'), s = document.getElementById('zg-scrim'), loaded = false;"
        " function open() { d.classList.add('zg-on'); d.setAttribute('aria-hidden', 'false'); s.hidden = false;"
        " if (loaded) return; loaded = true; fetch('/api/v2/threads/ohmtalbahn-2025/posts.json').then(function (r) { return r.json(); })"
        ".then(function (j) { var l = document.getElementById('zg-list'); l.textContent = ''; zgMalen(j.posts, l); }); }"
        " function shut() { d.classList.remove('zg-on'); d.setAttribute('aria-hidden', 'true'); s.hidden = true; }"
        " document.getElementById('zg-open').addEventListener('click', open); document.getElementById('zg-close').addEventListener('click', shut);"
        " s.addEventListener('click', shut); })();</script>"
    )
    css = (
        ".zg-open{border:1px solid #c8102e;color:#c8102e;background:#fff;border-radius:16px;padding:2px 12px;font:inherit;cursor:pointer}"
        ".zg-drawer{position:fixed;top:0;right:0;bottom:0;width:440px;max-width:92vw;background:#fff;box-shadow:-8px 0 30px #0003;"
        "transform:translateX(105%);transition:transform .2s;overflow-y:auto;z-index:50;padding:18px 22px}.zg-drawer.zg-on{transform:none}"
        ".zg-scrim{position:fixed;inset:0;background:#0006;z-index:40}.zg-top{display:flex;justify-content:space-between;align-items:center}"
        ".zg-sub{margin-left:26px;border-left:2px solid #e2e8f0;padding-left:12px}.zg-c{margin:14px 0}.zg-badge{background:#0b2545;color:#fff;font-size:11px;padding:1px 6px;border-radius:8px}"
        ".zg-t{color:#778;font-size:13px}.zg-bar button{background:none;border:0;color:#556;font-size:13px}"
    )
    st = Story(
        "Ohmtalbahn: Ab Dezember fährt der Zug wieder bis Oberlindau",
        "Katrin Vogelsang",
        "2025-10-02T17:30:00+02:00",
        "02.10.2025, 17:30 Uhr",
        """
Nach zwölf Jahren Pause rollen auf der Ohmtalbahn ab dem Fahrplanwechsel im Dezember wieder planmäßig Personenzüge bis Oberlindau. Das hat der Verkehrsverbund am Donnerstag bestätigt.

Die Züge fahren werktags stündlich zwischen 5:40 und 21:40 Uhr, am Wochenende alle zwei Stunden. Die Haltepunkte in Niederlindau und Ohmbrück wurden im Sommer neu gebaut.

Die Strecke war 2013 stillgelegt worden, weil eine Brücke marode war. Land und Kreis haben die Sanierung mit rund 31 Millionen Euro bezahlt.
""",
        lead="Nach zwölf Jahren Pause: Der Verkehrsverbund bestätigt den stündlichen Takt.",
        section="Ohmtal",
        recs=(
            "Kreistag streitet über Schulbusse",
            "Neues Ärztehaus in Ohmbrück",
            "Kirmes: Die Bilanz der Polizei",
        ),
    )
    return make(
        "bj-de-drawer",
        "discussion",
        "de-lindau",
        st,
        Parts(byline=byline, end=end, css=css),
        seeds(rs),
        path="/ohmtal/ohmtalbahn-zug-oberlindau",
        reveal="side drawer: the button '💬 9 Kommentare' in the byline slides a drawer in from the right and, on its first opening, fetches /api/v2/threads/…/posts.json and draws the thread",
        container="aside.zg-drawer#zg-drawer (fixed, translated off-screen until opened): h2 'Kommentare (9)', a sort select, div#zg-list > article.zg-c (div.zg-hd: strong.zg-who, span.zg-badge, time.zg-t with the absolute time as title; div.zg-tx; '👍 n', 'Antworten'); replies in div.zg-sub, three levels",
        heading="Kommentare (9)",
        description="A German regional portal of 2025: 9 readers' comments in a side drawer opened by a count button in the byline and fetched as JSON on its first opening; relative times 'vor 3 Std.' with the absolute time in a title; a newsroom answer badged 'Redaktion', a subscriber badge; replies three levels deep.",
        files={
            "/api/v2/threads/ohmtalbahn-2025/posts.json": json.dumps(
                {"posts": json.loads(as_json(rs)), "cursor": None}, ensure_ascii=False
            )
            + "\n"
        },
        check_steps=("click:#zg-open", "wait:900"),
    )


def es_reply_expanders() -> Case:
    rs = thread("""
Maribel Olmedo | hace 20 h | 19/04/2024 14:02 | - | lk=33 | ¡Por fin! De pequeña la feria era lo mejor del año. Mi abuelo llevaba sus quesos de oveja en un carro.
Julián Pastor | hace 20 h | 19/04/2024 14:30 | 0 | lk=8 | El mío también, a lo mejor coincidieron. ¿Era de la quesería de los Ribera?
Maribel Olmedo | hace 19 h | 19/04/2024 15:05 | 1 | lk=6 | ¡Sí! Qué pequeño es el mundo. Le diré a mi madre que lo ha recordado alguien.
Quesos La Encina | hace 18 h | 19/04/2024 16:11 | - | lk=21 | Estaremos con puesto propio. Animamos a los pequeños productores a apuntarse antes del 15 de mayo, que las plazas son limitadas.
Nacho R. | hace 15 h | 19/04/2024 19:40 | 3 | lk=2 | ¿Cuánto cuesta el puesto? En el artículo no lo pone.
Quesos La Encina | hace 14 h | 19/04/2024 20:02 | 4 | lk=5 | Según el ayuntamiento, 40 euros el fin de semana, con mesa y toldo incluidos.
Beatriz | hace 9 h | 20/04/2024 01:17 | - | lk=14 | Espero que esta vez pongan aseos suficientes. En la última edición había una cola de media hora.
Amparo Gil | hace 6 h | 20/04/2024 04:05 | - | lk=19 | Que no se olviden del aparcamiento. La calle Mayor se colapsa con cuatro coches.
Rubén | hace 3 h | 20/04/2024 07:48 | 7 | lk=7 | Han dicho que habrá lanzadera desde la estación, como en las fiestas.
Amparo Gil | hace 2 h | 20/04/2024 08:30 | 8 | lk=1 | Pues si la hay, perfecto. Gracias, Rubén.
Santiago Ledesma | hace 45 min | 20/04/2024 09:58 | - | lk=4 | ¿Habrá concurso de quesos como antes? El jurado de los pastores era todo un espectáculo.
Paqui | hace 5 min | 20/04/2024 10:38 | 10 | lk=0 | Lo pone en el programa: concurso el domingo a las doce en la plaza.
""")
    js = draw_js(
        "chDibuja",
        "ch",
        item="li",
        wrap="ul",
        who="span",
        reply="Responder",
        like="♥",
        fold="Ver %n respuestas",
    )
    after = (
        '<section class="ch-zona" id="ch-zona"><h2>La conversación <span class="ch-num">12</span></h2>'
        '<p class="ch-normas"><a href="/normas">Normas de participación</a></p><ul class="ch-raiz" id="ch-raiz"></ul></section>'
    )
    end = (
        f'<script type="application/json" id="ch-datos">{jsdata(as_json(rs))}</script>'
        f"<script>{js}\ndocument.addEventListener('DOMContentLoaded', function () {{"
        " chDibuja(JSON.parse(document.getElementById('ch-datos').textContent), document.getElementById('ch-raiz')); });</script>"
    )
    css = (
        ".ch-raiz,.ch-sub{list-style:none;padding:0}.ch-sub{margin-left:30px}.ch-c{margin:14px 0;border-bottom:1px solid #eef}"
        ".ch-who{font-weight:700}.ch-t{color:#889;font-size:13px}.ch-more{background:none;border:0;color:#c8102e;font-weight:600;cursor:pointer;padding:4px 0}"
        ".ch-num{background:#c8102e;color:#fff;border-radius:10px;padding:0 8px;font-size:15px}"
    )
    st = Story(
        "Sotillo del Campo recupera la feria del queso tras seis años",
        "Elena Barrientos",
        "2024-04-19T09:00:00+02:00",
        "19 abr. 2024 - 09:00",
        """
La feria del queso artesano vuelve a Sotillo del Campo el primer fin de semana de junio, seis años después de su última edición. El ayuntamiento espera a unos cuarenta productores de la comarca.

La plaza Mayor y la calle de la Fuente acogerán los puestos. Habrá catas, un concurso de quesos de oveja y talleres para niños en el antiguo lavadero.

El presupuesto, de 28.000 euros, lo comparten el ayuntamiento y la diputación.
""",
        lead="Cuarenta productores, catas y concurso: la cita vuelve el primer fin de semana de junio.",
        section="Sotillo",
        recs=(
            "Cortes de agua en el barrio alto",
            "El instituto estrena huerto escolar",
            "La carretera de la sierra, en obras",
        ),
    )
    return make(
        "bj-es-reply-expanders",
        "discussion",
        "es-sotillo",
        st,
        Parts(after=after, end=end, css=css),
        seeds(rs),
        path="/sotillo/feria-del-queso-vuelve",
        reveal="replies folded: the thread is drawn from inline JSON at DOMContentLoaded with every reply list hidden behind a button 'Ver n respuestas' under its parent",
        container="section.ch-zona: h2 'La conversación 12', ul#ch-raiz > li.ch-c (div.ch-hd: span.ch-who, time.ch-t 'hace 20 h' titled '19/04/2024 14:02'; div.ch-tx; '♥ n', 'Responder'; button.ch-more 'Ver 2 respuestas'; ul.ch-sub hidden), three levels",
        heading="La conversación 12",
        description="A Spanish district portal of 2024: 12 readers' comments drawn by the page's script, each reply list folded behind 'Ver n respuestas' (nested folds, three levels); relative times 'hace 5 min' with absolute ones in titles; a cheese dairy answering.",
        check_steps=(
            "click:#ch-k001 > .ch-more",
            "click:#ch-k002 > .ch-more",
            "click:#ch-k004 > .ch-more",
            "click:#ch-k005 > .ch-more",
            "click:#ch-k008 > .ch-more",
            "click:#ch-k009 > .ch-more",
            "click:#ch-k011 > .ch-more",
        ),
    )


def ru_closed_shadow() -> Case:
    rs = thread("""
Лидия Марченко | 12 мая 2023, 08:15 | - | - | - | Наконец-то! Вечером по набережной страшно гулять, половина фонарей не горит с прошлой осени.
Артём | 12 мая 2023, 09:02 | - | 0 | edited=изменено | Фонари меняли три года назад, только провода воруют. Без камер новые тоже долго не простоят.
Лидия Марченко | 12 мая 2023, 09:40 | - | 1 | - | Про камеры в статье написано, их поставят у лодочной станции и у моста.
Сергей Пахомов | 12 мая 2023, 12:27 | - | - | - | Велодорожка — это хорошо, но куда денутся рыбаки? Они всегда сидят именно на этом участке.
Ирина | 12 мая 2023, 13:05 | - | 3 | - | Рыбакам оставляют пирс за лодочной станцией, в проекте он отмечен отдельно.
Вадим К. | 13 мая 2023, 07:50 | - | - | edited=изменено | Сроки как всегда: «до конца сезона». Прошлый ремонт набережной закончили только в ноябре.
Ольга Сафронова | 13 мая 2023, 10:11 | - | - | - | Прошу подумать о скамейках с тенью. Пожилым людям летом там негде присесть.
""")
    js = draw_js("ozRisuj", "oz", item="div", wrap="div", who="b", reply="Ответить")
    after = '<oz-razgovor data-tema="naberezhnaya-2023"></oz-razgovor>'
    style = (
        ":host{display:block;margin:34px 0;font:16px/1.6 system-ui}h3{font-size:22px}.oz-sub{margin-left:24px}"
        ".oz-c{margin:12px 0}.oz-t{color:#888;font-size:13px}.oz-ed{color:#a60;font-size:12px}"
    )
    end = (
        f'<script type="application/json" id="oz-json">{jsdata(as_json(rs))}</script>'
        f"<script>{js}\nclass OzRazgovor extends HTMLElement {{ connectedCallback() {{"
        " var root = this.attachShadow({ mode: 'closed' }); var st = document.createElement('style');"
        f" st.textContent = {json.dumps(style)}; root.append(st);"
        " var h = document.createElement('h3'); h.textContent = 'Разговор у озера · 7'; root.append(h);"
        " var box = document.createElement('div'); root.append(box);"
        " ozRisuj(JSON.parse(document.getElementById('oz-json').textContent), box); } }\n"
        "customElements.define('oz-razgovor', OzRazgovor);</script>"
    )
    st = Story(
        "На набережной Озёрска появятся велодорожка и новые фонари",
        "Павел Гуров",
        "2023-05-11T16:00:00+03:00",
        "11 мая 2023",
        """
Городская администрация утвердила проект благоустройства набережной от лодочной станции до Каменного моста. Работы начнутся в июне.

На участке длиной 1,8 километра проложат велодорожку, заменят 64 фонаря и установят камеры видеонаблюдения. Стоимость работ — 46 миллионов рублей.

Подрядчик обещает закончить до конца сезона.
""",
        section="Город",
        recs=("Автобус № 7 меняет маршрут", "В парке откроют каток", "Как прошёл день города"),
    )
    return make(
        "bj-ru-closed-shadow",
        "discussion",
        "ru-ozyorsk",
        st,
        Parts(after=after, end=end),
        seeds(rs),
        path="/gorod/naberezhnaya-velodorozhka",
        reveal="closed shadow root: the custom element <oz-razgovor> attaches a closed shadow root and draws its heading and the thread there from inline JSON",
        container="<oz-razgovor> closed shadow root: h3 'Разговор у озера · 7', div > div.oz-c (div.oz-hd: b.oz-who, time.oz-t, span.oz-ed 'изменено'; div.oz-tx; 'Ответить'); replies in div.oz-sub, three levels",
        heading="Разговор у озера · 7",
        description="A Russian town blog of 2023: 7 readers' comments inside the closed shadow root of a custom element, drawn from inline JSON; two marked 'изменено'; replies three levels deep.",
        check_steps=("wait:300",),
    )


def ar_other_origin_frame() -> Case:
    rs = thread("""
سلمى الخطيب | منذ يومين | 2024-09-06 10:20 | - | - | خطوة رائعة، أخيرا نشتري الخضار مباشرة من المزارعين دون وسطاء.
أبو يوسف | منذ يومين | 2024-09-06 11:02 | 0 | - | بشرط أن تبقى الأسعار معقولة، في السوق القديم كانت أغلى من المحلات.
سلمى الخطيب | منذ يومين | 2024-09-06 11:45 | 1 | - | جربت يوم الجمعة وكانت الطماطم أرخص بربع السعر تقريبا.
نادر حداد | منذ يوم | 2024-09-07 08:30 | - | - | أتمنى أن يخصصوا مكانا لركن السيارات، الساحة تزدحم جدا صباح الجمعة.
م. رنا | منذ 5 ساعات | 2024-09-08 05:15 | - | - | هل يمكن للمزارعين من القرى المجاورة حجز بسطة؟ والدي يزرع الزيتون في قرية العين.
بلدية الوادي | منذ 3 ساعات | 2024-09-08 07:40 | 4 | badge=حساب رسمي | نعم، التسجيل مفتوح لجميع مزارعي المنطقة في مكتب البلدية حتى نهاية الشهر.
""")
    frame_path = "/embed/sawt-alwadi/t-4471.html"
    frame = (
        '<!doctype html>\n<html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>نقاش</title>'
        "<style>body{margin:0;font:16px/1.7 Tahoma,sans-serif;color:#222}.nq-list,.nq-replies{list-style:none;padding:0}"
        ".nq-replies{margin-right:26px}.nq-item{border-bottom:1px solid #eee;padding:10px 0}.nq-badge{background:#2e7d32;color:#fff;font-size:11px;padding:1px 6px;border-radius:6px}"
        ".nq-time{color:#888;font-size:13px}</style></head><body>"
        '<div class="nq-bar"><strong>6 مشاركات</strong> · <a href="#" class="nq-login">سجّل الدخول للمشاركة</a></div>'
        + html_thread(rs, "nq", reply="رد", like="أعجبني")
        + '<p class="nq-powered">نقاش · خدمة تعليقات</p></body></html>\n'
    )
    after = (
        '<section class="wd-talk"><h2>ماذا يقول القراء؟</h2>'
        f'<iframe src="@@OTHER@@{frame_path}" title="تعليقات" width="100%" height="760" style="border:0" loading="eager"></iframe></section>'
    )
    st = Story(
        "افتتاح سوق المزارعين الأسبوعي في ساحة البلدية",
        "ليلى منصور",
        "2024-09-05T18:00:00+03:00",
        "5 سبتمبر 2024",
        """
افتتحت بلدية الوادي يوم الخميس سوقا أسبوعيا للمزارعين في ساحة البلدية، يقام كل جمعة من السادسة صباحا حتى الظهر.

ويضم السوق في مرحلته الأولى ثلاثين بسطة للخضار والفواكه والأجبان والزيتون، على أن يرتفع العدد إلى خمسين بسطة مع بداية الشتاء.

وقال رئيس البلدية إن الهدف هو تقريب المزارع من المستهلك وتخفيض الأسعار.
""",
        section="المدينة",
        quote="الهدف تقريب المزارع من المستهلك.",
        recs=(
            "مهرجان التمور يعود في أكتوبر",
            "صيانة الطريق إلى القرى الشرقية",
            "نادي الوادي يتأهل إلى نصف النهائي",
        ),
    )
    return make(
        "bj-ar-other-origin-frame",
        "discussion",
        "ar-wadi",
        st,
        Parts(after=after),
        seeds(rs),
        path="/almadina/souq-almuzarieen",
        reveal="iframe from another origin: the thread is the served HTML of a comment host's page on the other loopback port, in an iframe under 'ماذا يقول القراء؟'",
        container="section.wd-talk: h2 'ماذا يقول القراء؟', iframe (other origin) > ul.nq-list > li.nq-item (div.nq-head: strong.nq-name, span.nq-badge, time.nq-time 'منذ يومين' titled; div.nq-body; buttons); replies in ul.nq-replies, three levels",
        heading="ماذا يقول القراء؟",
        description="An Arabic regional magazine of 2024, right to left: 6 readers' comments in an iframe served from another origin (a comment host's page); relative times with absolute ones in titles; the municipality's official account answering; replies three levels deep.",
        files={frame_path: frame},
        thread_server="other",
        check_steps=("wait:500",),
    )


_KO_PAGES = (
    """
김하늘 | 1일 전 | 2024.11.19 20:14 | - | lk=18 | 정말 반가운 소식이에요. 퇴근하고 가면 늘 문이 닫혀 있었거든요.
박준서 | 1일 전 | 2024.11.19 20:40 | 0 | lk=4 | 저도요. 주말에만 갈 수 있어서 아쉬웠는데 이제 평일에도 가겠네요.
소래맘 | 1일 전 | 2024.11.19 21:05 | - | lk=22 | 아이들 숙제할 공간이 생겨서 좋아요. 저녁에 열람실 자리가 충분할지는 걱정이네요.
이영호 | 1일 전 | 2024.11.19 21:30 | 2 | lk=3 | 열람실은 2층까지 늘린다고 기사에 나와 있어요.
정민 | 20시간 전 | 2024.11.20 00:12 | - | lk=7 | 사서 선생님들 근무가 너무 늘어나는 건 아닌지 모르겠어요. 인력도 같이 늘려 주세요.
작은도서관 운영위원회 | 18시간 전 | 2024.11.20 02:50 | 4 | badge=운영진,lk=15 | 야간에는 자원봉사자 두 분과 새로 채용하는 사서 한 분이 함께 근무합니다. 걱정해 주셔서 감사합니다.
최수아 | 15시간 전 | 2024.11.20 05:33 | - | lk=2 | 주차장은 몇 시까지 쓸 수 있나요?
한상철 | 14시간 전 | 2024.11.20 06:48 | 6 | lk=1 | 면사무소 주차장을 밤 10시까지 개방한다고 들었어요.
""",
    """
윤지혜 | 12시간 전 | 2024.11.20 08:10 | - | lk=9 | 어르신들을 위한 큰 글씨 책도 더 들여놓으면 좋겠습니다.
강도윤 | 11시간 전 | 2024.11.20 09:02 | - | lk=5 | 밤에 오가는 길이 어두워요. 도서관 앞 골목에 가로등 하나만 더 달아 주세요.
윤지혜 | 10시간 전 | 2024.11.20 10:25 | 9 | lk=2 | 맞아요, 버스 정류장에서 도서관까지 특히 어두워요.
오세린 | 9시간 전 | 2024.11.20 11:40 | - | lk=6 | 청소년 동아리 모임 공간으로도 빌려 줬으면 해요. 저녁에 모일 곳이 없어요.
작은도서관 운영위원회 | 8시간 전 | 2024.11.20 12:15 | 11 | badge=운영진,lk=11 | 세미나실을 평일 저녁에 예약제로 빌려 드릴 예정입니다. 자세한 방법은 다음 주에 공지하겠습니다.
오세린 | 7시간 전 | 2024.11.20 13:30 | 12 | lk=3 | 감사합니다! 친구들한테 알려 줄게요.
배정훈 | 6시간 전 | 2024.11.20 14:05 | - | lk=0 | 예산은 어디서 나오는 건가요? 읍 예산인지 군 예산인지 궁금합니다.
문예진 | 5시간 전 | 2024.11.20 15:20 | 14 | lk=4 | 기사 마지막 문단에 군 교육지원 사업비라고 나와 있네요.
""",
    """
서태민 | 3시간 전 | 2024.11.20 17:02 | - | lk=1 | 겨울에는 난방이 잘 되는지도 확인해 주세요. 작년 겨울에 너무 추웠어요.
김하늘 | 2시간 전 | 2024.11.20 18:11 | - | lk=2 | 혹시 개관 시간 연장 기념 행사도 있나요?
작은도서관 운영위원회 | 1시간 전 | 2024.11.20 19:05 | 17 | badge=운영진,lk=3 | 12월 첫 주 금요일 저녁에 작가와의 만남이 있습니다.
진수 | 10분 전 | 2024.11.20 20:08 | - | lk=0 | 좋은 소식 전해 주셔서 고맙습니다.
""",
)


def ko_cursor_more() -> Case:
    lines = "\n".join(b.strip() for b in _KO_PAGES)
    rs = thread(lines)
    sizes = [len(b.strip().splitlines()) for b in _KO_PAGES]
    cursors = ["q7Zx2", "m4Tt9", None]
    files: dict[str, str] = {}
    start = 0
    all_items = json.loads(as_json(rs))
    for n, size in enumerate(sizes):
        name = "first" if n == 0 else f"after-{cursors[n - 1]}"
        body = {"items": all_items[start : start + size], "next": cursors[n], "total": len(rs)}
        files[f"/api/talk/sorae-library-hours/{name}.json"] = json.dumps(body, ensure_ascii=False) + "\n"
        start += size
    js = draw_js("srGeuri", "sr", item="li", wrap="ul", who="em", reply="답글", like="공감")
    after = (
        '<section class="sr-box" id="sr-box"><div class="sr-head"><h2>댓글 <b>20</b></h2><span class="sr-order">최신순</span></div>'
        '<ul class="sr-list" id="sr-list"></ul><button type="button" class="sr-next" id="sr-next" hidden>댓글 더보기</button></section>'
    )
    end = (
        f"<script>{js}\n(function () {{ var base = '/api/talk/sorae-library-hours/', next = null, shown = 0, b = document.getElementById('sr-next');"
        " function get(name) { fetch(base + name + '.json').then(function (r) { return r.json(); }).then(function (j) {"
        " srGeuri(j.items, document.getElementById('sr-list')); shown += j.items.length; next = j.next;"
        " b.textContent = '댓글 더보기 (' + shown + '/' + j.total + ')'; b.hidden = !next; }); }"
        " b.addEventListener('click', function () { if (next) get('after-' + next); }); get('first'); })();</script>"
    )
    css = (
        ".sr-list,.sr-sub{list-style:none;padding:0}.sr-sub{margin-left:28px;background:#f7f8fa;border-radius:6px;padding:4px 10px}"
        ".sr-c{padding:12px 0;border-bottom:1px solid #eceff3}.sr-who{font-style:normal;font-weight:700}.sr-badge{color:#1a73e8;font-size:12px}"
        ".sr-t{color:#999;font-size:12px}.sr-next{width:100%;padding:12px;border:1px solid #ccd;background:#fff;font:inherit}"
    )
    st = Story(
        "소래읍 작은도서관, 다음 달부터 밤 9시까지 연다",
        "이수진 기자",
        "2024-11-19T17:00:00+09:00",
        "2024.11.19 17:00",
        """
소래읍 작은도서관이 12월부터 평일 운영 시간을 밤 9시까지 늘린다. 지금은 오후 6시에 문을 닫는다.

운영위원회는 저녁 시간 이용객을 위해 2층 세미나실을 열람실로 함께 쓰기로 했다. 야간 근무 인력은 군 교육지원 사업비로 채용한다.
""",
        section="마을",
        recs=("소래천 산책로 정비 끝나", "읍내 버스 노선 개편안 공개", "김장 나눔 행사에 주민 200명"),
    )
    return make(
        "bj-ko-cursor-more",
        "discussion",
        "ko-sorae",
        st,
        Parts(after=after, end=end, css=css),
        seeds(rs),
        path="/maeul/jageun-doseogwan-yagan",
        reveal="load more by cursor: the first 8 comments are fetched as JSON at load; '댓글 더보기 (8/20)' fetches the next page by the cursor the last one gave (after-q7Zx2.json, after-m4Tt9.json) and appends it, then hides",
        container="section.sr-box: h2 '댓글 20', ul#sr-list > li.sr-c (div.sr-hd: em.sr-who, span.sr-badge '운영진', time.sr-t '1일 전' titled '2024.11.19 20:14'; div.sr-tx; '공감 n', '답글'); replies in ul.sr-sub; button#sr-next",
        heading="댓글 20",
        description="A Korean village news site of 2024: 20 readers' comments in three JSON pages, the first fetched at load and the others by a cursor-paginated '댓글 더보기' button; relative times with absolute ones in titles; the library committee answering with a badge; replies up to two levels deep.",
        files=files,
        check_steps=("wait:800", "click:#sr-next", "wait:700", "click:#sr-next", "wait:700"),
    )


def pt_scroll_into_view() -> Case:
    rs = thread("""
Fernanda Lopes | há 2 dias | 15/02/2023 09:12 | - | - | Finalmente! Pedalar na avenida com os ônibus era um perigo, principalmente de manhã cedo.
Caio Menezes | há 2 dias | 15/02/2023 09:47 | 0 | - | Concordo. Só espero que não vire estacionamento de carro na temporada.
Fernanda Lopes | há 2 dias | 15/02/2023 10:05 | 1 | - | Aí depende da fiscalização. Em Pedra Lisa colocaram balizadores e funcionou.
Seu Arlindo | há 2 dias | 15/02/2023 13:30 | - | - | E os quiosques? Metade deles fica exatamente onde vai passar a ciclovia.
Luana | há 1 dia | 16/02/2023 08:20 | 3 | - | A prefeitura disse que os quiosques vão ser recuados dois metros, está no projeto.
Roberto Tavares | há 1 dia | 16/02/2023 12:45 | - | - | Seis quilômetros até o farol, que maravilha. Vai ser o passeio de domingo da família inteira.
Jéssica N. | há 20 h | 16/02/2023 17:10 | - | - | Tomara que tenha bicicletário no farol e um bebedouro. No verão o sol ali é forte.
Marcos Vinícius | há 5 h | 17/02/2023 08:02 | 6 | - | Bebedouro seria ótimo. Sombra também, umas árvores ao longo do caminho.
""")
    js = draw_js("ab_desenha", "ab", item="div", wrap="div", who="strong", reply="Responder")
    after = (
        '<div class="ab-spacer"></div><section class="ab-papo" id="ab-papo" data-src="/_papo/orla-ciclovia.json">'
        '<h2>O que os leitores acham</h2><div class="ab-lista" id="ab-lista"><div class="ab-skel"></div><div class="ab-skel"></div></div></section>'
    )
    end = (
        f"<script>{js}\n(function () {{ var s = document.getElementById('ab-papo'), ok = false;"
        " var io = new IntersectionObserver(function (en) { en.forEach(function (e) { if (!e.isIntersecting || ok) return; ok = true; io.disconnect();"
        " fetch(s.dataset.src).then(function (r) { return r.json(); }).then(function (d) { var l = document.getElementById('ab-lista'); l.textContent = ''; ab_desenha(d, l); }); }); },"
        " { threshold: 0.1 }); io.observe(s); })();</script>"
    )
    css = (
        ".ab-spacer{height:1300px}.ab-skel{height:60px;background:#eee;margin:10px 0;border-radius:6px}.ab-sub{margin-left:28px}"
        ".ab-c{margin:14px 0;padding-bottom:10px;border-bottom:1px solid #e6dccb}.ab-t{font:13px Helvetica,Arial,sans-serif;color:#8a7a66}"
    )
    st = Story(
        "Areia Branca ganha ciclovia na orla até o farol",
        "Patrícia Quintela",
        "2023-02-14T10:00:00-03:00",
        "14 de fevereiro de 2023",
        """
A prefeitura de Areia Branca começou na segunda-feira as obras de uma ciclovia de seis quilômetros na orla, da praça da Matriz até o farol da Ponta Norte.

A pista terá mão dupla, separada da avenida por um canteiro. Os quiosques da praia serão recuados dois metros. O custo é de R$ 4,2 milhões, com entrega prevista para julho.
""",
        lead="Pista de seis quilômetros vai da praça da Matriz à Ponta Norte; entrega prevista para julho.",
        section="Cidade",
        quote="Seis quilômetros de pista separada da avenida.",
        recs=(
            "Festival de frevo volta ao calçadão",
            "Pescadores pedem nova rampa",
            "Escola do Farol ganha quadra coberta",
        ),
    )
    return make(
        "bj-pt-scroll-into-view",
        "discussion",
        "pt-areia",
        st,
        Parts(after=after, end=end, css=css),
        seeds(rs),
        path="/cidade/ciclovia-orla-farol",
        reveal="lazy on scroll: the section sits 1300 px below the article's end; an IntersectionObserver fetches /_papo/orla-ciclovia.json when it scrolls into view and replaces the skeleton placeholders with the thread",
        container="section.ab-papo#ab-papo: h2 'O que os leitores acham', div#ab-lista (grey skeletons until then) > div.ab-c (div.ab-hd: strong.ab-who, time.ab-t 'há 2 dias' titled; div.ab-tx; 'Responder'); replies in div.ab-sub, three levels",
        heading="O que os leitores acham",
        description="A Brazilian coastal magazine of 2023: 8 readers' comments fetched only when their section, far below the article, scrolls into view (skeletons before); relative times 'há 2 dias' with absolute ones in titles; replies three levels deep.",
        files={"/_papo/orla-ciclovia.json": as_json(rs) + "\n"},
        check_steps=("scroll", "wait:1200"),
    )


def threads_bj() -> list[Case]:
    return [
        de_drawer(),
        es_reply_expanders(),
        ru_closed_shadow(),
        ar_other_origin_frame(),
        ko_cursor_more(),
        pt_scroll_into_view(),
    ]
