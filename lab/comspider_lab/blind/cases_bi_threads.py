"""Blind set BI: seven hand-built discussions, each reached a way today's interfaces reveal it: a side drawer opened
by a count button, sorted "Top" with a sort menu and a pinned entry (en); a <dialog> from the byline with relative
times whose absolute time is in a title attribute (de); a <details> fold with a removed entry and one hidden for its
low rating (es); an article/reactions tab pair with edited marks (fr); a floating speech-bubble badge opening a
bottom sheet (ja); "Показать n ответа" buttons fetching each thread's replies (ru); a cursor-paginated "load more"
fetching JSON pages (ar). Every class name, name, place and text invented for this set; each comment written by
hand, one at a time."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bi_common import (
    Case,
    Look,
    Parts,
    Story,
    as_json,
    draw_js,
    esc,
    html_thread,
    jsdata,
    make,
    seeds,
    thread,
)


def en_drawer_top() -> Case:
    cs = thread("""
Ed Fairley | 6h | May 17, 2024, 9:02 AM | - | b:Staff; p:📌 Pinned by the editors; l:3 | Thanks for reading. Nell will be answering questions about the reef survey here until Friday, so ask away.
Morwen Gale | 5h | May 17, 2024, 10:15 AM | - | l:41 | My grandfather dredged oysters in Kettle Creek until the sixties. He always said the beds died the winter the creek froze over, not from the dredging. Nice to see someone trying to bring them back.
Nell Ashdown | 4h | May 17, 2024, 11:20 AM | 1 | b:Author; l:18 | That matches what two of the older fishermen told me, Morwen. The hard winter of 1963 is in the parish records too.
Tobias Krane | 5h | May 17, 2024, 10:48 AM | - | l:27 | How do you stop people from just harvesting the new reef the moment it's established?
Nell Ashdown | 4h | May 17, 2024, 11:34 AM | 3 | b:Author; l:12 | The reef sits inside the no-take zone that came in last year, and the harbour patrol checks it weekly.
Tobias Krane | 3h | May 17, 2024, 12:10 PM | 4 | l:5 | Good to know. Weekly seems a bit optimistic for that patrol boat though.
Priya Venn | 3h | May 17, 2024, 12:31 PM | - | l:19 | The photo of the volunteers bagging shell in the rain is wonderful. Where do you sign up?
Ed Fairley | 2h | May 17, 2024, 1:05 PM | 6 | b:Staff; l:2 | Priya, the trust's sign-up page is linked in the box at the end of the piece.
Sam O. | 2h | May 17, 2024, 1:22 PM | - | e:Edited; l:8 | Recycled shell from restaurants sounds great until you ask about disease checks. The trust says it is left to cure outdoors for six months first.
Harriet Lyle | 1h | May 17, 2024, 2:40 PM | - | l:11 | Every autumn the creek smells of weed and mud and now, apparently, of hope. // I'll take it.
Dan Mercer | 45m | May 17, 2024, 2:58 PM | 9 | l:1 | Lovely way to put it.
Jory Pascoe | 20m | May 17, 2024, 3:21 PM | 5 | l:0 | The patrol boat is back in service from June, the harbourmaster said at Tuesday's meeting.
""")
    lk = Look("sm-k", item="article", wrap="div", who="span", tm="time", reply="Reply", like="♥")
    css = (
        ".sm-drawer{position:fixed;top:0;right:0;bottom:0;width:440px;max-width:100%;background:#fff;box-shadow:-8px 0 30px #0003;"
        "transform:translateX(105%);visibility:hidden;transition:transform .2s;z-index:50;overflow-y:auto;padding:18px 22px;font:15px/1.5 Arial,sans-serif}"
        ".sm-drawer.is-open{transform:none;visibility:visible}.sm-count{border:1px solid #ccc;border-radius:16px;background:#fff;padding:2px 12px;margin-left:10px;cursor:pointer}"
        ".sm-k-re{margin-left:22px;border-left:2px solid #eee;padding-left:12px}.sm-k-c{margin:14px 0}.sm-k-au{font-weight:700}.sm-k-tm{color:#888;margin-left:6px}"
        ".sm-k-bd{background:#8a3b12;color:#fff;font-size:11px;padding:1px 6px;border-radius:8px}.sm-k-pin{color:#8a3b12;font-size:12px}.sm-k-ed{color:#999;font-size:12px}"
        ".sm-sort button[aria-pressed=true]{font-weight:700;text-decoration:underline}"
    )
    byline = '<button type="button" class="sm-count" id="sm-open" aria-controls="sm-drawer" aria-label="Open the conversation">💬 12</button>'
    end = (
        '<aside class="sm-drawer" id="sm-drawer" aria-hidden="true" aria-labelledby="sm-drawer-h">'
        '<div style="display:flex;justify-content:space-between;align-items:center"><h2 id="sm-drawer-h">Conversation <small>12</small></h2>'
        '<button type="button" id="sm-close" aria-label="Close">✕</button></div>'
        '<div class="sm-sort" role="group" aria-label="Sort by"><button type="button" data-sort="top" aria-pressed="true">Top</button> '
        '<button type="button" data-sort="new" aria-pressed="false">Newest</button></div>'
        '<p class="sm-rules">Be kind. Members can join the conversation.</p><div id="sm-list"></div>'
        '<form class="sm-box"><textarea placeholder="Add to the conversation" disabled></textarea><button type="button" disabled>Post</button></form></aside>'
        "<script>" + draw_js("smDraw", lk) + "\n(function () {"
        " var d = document.getElementById('sm-drawer'), data = null, mode = 'top';"
        " function paint() { var box = document.getElementById('sm-list'); box.textContent = '';"
        "  var pin = data.filter(function (x) { return x.pin; }); var rest = data.filter(function (x) { return !x.pin && x.to == null; });"
        "  rest.sort(function (a, b) { return mode === 'top' ? (+(b.lk || 0) - +(a.lk || 0)) : (b.n - a.n); });"
        "  var order = pin.concat(rest); order.forEach(function (top) {"
        "   var fam = [top]; (function add(n) { data.forEach(function (y) { if (y.to === n) { fam.push(y); add(y.n); } }); })(top.n);"
        "   smDraw(fam, box); }); }"
        " document.querySelectorAll('.sm-sort button').forEach(function (b) { b.addEventListener('click', function () {"
        "  mode = b.getAttribute('data-sort'); document.querySelectorAll('.sm-sort button').forEach(function (o) { o.setAttribute('aria-pressed', String(o === b)); });"
        "  if (data) paint(); }); });"
        " document.getElementById('sm-open').addEventListener('click', function () { d.classList.add('is-open'); d.setAttribute('aria-hidden', 'false');"
        "  if (!data) fetch('/_api/v2/threads/kettle-creek-oyster-reef.json').then(function (r) { return r.json(); }).then(function (j) { data = j.thread; paint(); }); });"
        " document.getElementById('sm-close').addEventListener('click', function () { d.classList.remove('is-open'); d.setAttribute('aria-hidden', 'true'); });"
        "})();</script>"
    )
    st = Story(
        "The oyster reef coming back to Kettle Creek, one bag of shell at a time",
        "Nell Ashdown",
        "2024-05-16T06:00:00+01:00",
        "May 16, 2024",
        """
On a grey Saturday in April, forty volunteers stood in the mud of Kettle Creek passing mesh bags of old oyster shell from hand to hand. By the afternoon the bags formed a low ridge across the channel: the first part of a reef that the Saltmarsh Trust hopes will hold a million oysters within ten years.

The creek once supported a fishery of more than thirty boats. By 1970 the beds were gone, and for fifty years the channel bottom has been bare silt.

The shell comes from restaurants along the coast. It is cured outdoors for six months before it goes back into the water, where young oysters settle on it in their first summer.

The trust will survey the reef each autumn. If the first results are good, a second ridge will be laid next spring further up the creek.
""",
        lead="Volunteers are rebuilding a shellfish reef lost sixty years ago. Our writer spent a season with them.",
        section="Environment",
        recs=(
            "Why the saltmarsh is moving inland",
            "A week on the last working sailing barge",
            "Eelgrass: the meadow under the water",
        ),
        most=("Ten coastal walks for winter", "The fish market at dawn", "Sea wall plans divide the village"),
        ticker=(
            "09:12 | Coastal path reopens at Gull Point",
            "08:40 | Storm warning lifted for the east coast",
        ),
    )
    return make(
        "bi-en-side-drawer-top-sort",
        "discussion",
        "en-saltmarsh",
        st,
        Parts(byline=byline, css=css, end=end),
        seeds(cs),
        path="/environment/kettle-creek-oyster-reef",
        reveal="side drawer: the count button '💬 12' after the byline's time slides in a fixed right-hand drawer (off-screen, visibility hidden) whose first opening fetches the thread as JSON; sorted 'Top' by likes, a sort menu Top/Newest",
        container="aside.sm-drawer#sm-drawer (fixed, translated off-screen until opened): h2 'Conversation 12', sort buttons, div#sm-list > article.sm-k-c (div.sm-k-hd: span.sm-k-au, badge, time.sm-k-tm '5h' title 'May 17, 2024, 10:15 AM', pinned label; div.sm-k-tx; '♥ n', 'Reply'); replies in div.sm-k-re, three levels",
        heading="Conversation 12",
        description="An English coast magazine of 2024: 12 readers' comments in a side drawer opened by the count button in the byline, fetched as JSON on first opening, sorted 'Top' (by likes) with a Top/Newest menu; the editors' pinned entry first, 'Staff' and 'Author' badges, an 'Edited' mark, relative times with absolute ones in title attributes, a two-paragraph comment, replies three levels deep.",
        files={"/_api/v2/threads/kettle-creek-oyster-reef.json": '{"thread": ' + as_json(cs) + "}\n"},
        check_steps=("click:#sm-open", "wait:800"),
    )


def de_dialog_byline() -> Case:
    cs = thread("""
Heike Brenner | vor 2 Tagen | 06.10.2025, 09:12 | - | - | Ich war als Kind jeden Sonntag in der Nachmittagsvorstellung. Schön, dass es weitergeht – ich zeichne gleich zwei Anteile.
Rolf Zinn | vor 2 Tagen | 06.10.2025, 10:40 | 0 | - | Zwei Anteile zu je 250 Euro? Das ist für viele hier im Tal nicht wenig.
Heike Brenner | vor 2 Tagen | 06.10.2025, 11:03 | 1 | e:bearbeitet | Stimmt, aber laut Satzung kann man auch einen halben Anteil zeichnen. Steht ganz unten im Artikel.
Auentaler Bote | vor 2 Tagen | 06.10.2025, 11:30 | 2 | b:Redaktion | Kleine Ergänzung: Der Mindestbetrag liegt bei 125 Euro, also einem halben Anteil. Wir haben den Artikel entsprechend ergänzt.
Malte S. | gestern | 07.10.2025, 08:55 | - | - | Ohne Parkplätze in der Nähe wird das schwierig. Der Bus fährt abends ab acht nur noch stündlich.
Dilara Yıldız | gestern | 07.10.2025, 09:20 | 4 | - | Vom Bahnhof sind es zehn Minuten zu Fuß. Vielleicht kann die Genossenschaft mit dem Rufbus etwas vereinbaren.
Bernd Ackermann | gestern | 07.10.2025, 14:02 | - | - | Bitte nicht nur die großen Neustarts. Ein Abend im Monat mit alten Filmen und einer kurzen Einführung wäre für mich ein Grund, öfter zu kommen.
Ute Lohmeier | vor 5 Stunden | 08.10.2025, 07:48 | 6 | - | Unterschreibe ich. Und bitte einmal im Monat eine Vorstellung mit Untertiteln für Hörgeschädigte.
Jonas Pfeifer | vor 40 Minuten | 08.10.2025, 12:10 | - | - | Weiß jemand, ob die alte Kinoorgel im Saal bleibt? Die hat früher vor jeder Vorstellung gespielt.
""")
    lk = Look("lk", item="li", wrap="ul", who="strong", tm="time", reply="Antworten", like="👍")
    css = (
        "#lk-dlg{width:min(680px,92vw);max-height:84vh;border:0;border-radius:10px;padding:0;box-shadow:0 10px 40px #0005}"
        "#lk-dlg::backdrop{background:#0008}.lk-kopf{display:flex;justify-content:space-between;align-items:center;padding:14px 20px;border-bottom:1px solid #ddd;position:sticky;top:0;background:#fff}"
        ".lk-inhalt{padding:6px 20px 20px}.lk-inhalt ul{list-style:none;padding-left:0}.lk-re{margin-left:26px!important}.lk-c{margin:12px 0}"
        ".lk-tm{color:#777;font-size:13px}.lk-bd{background:#0b3d91;color:#fff;font-size:11px;padding:1px 6px}.lk-ed{color:#999;font-size:12px}"
        ".lk-oeffnen{background:none;border:0;color:#0b3d91;text-decoration:underline;cursor:pointer;font:inherit}"
    )
    byline = ' · <button type="button" class="lk-oeffnen" id="lk-auf">Kommentare (9)</button>'
    end = (
        '<dialog id="lk-dlg" aria-labelledby="lk-titel"><div class="lk-kopf"><h2 id="lk-titel">Leserkommentare (9)</h2>'
        '<form method="dialog"><button aria-label="Schließen">×</button></form></div><div class="lk-inhalt">'
        '<p class="lk-regeln">Bitte bleiben Sie sachlich. <a href="/netiquette">Netiquette</a></p>'
        '<ul class="lk-liste">' + html_thread(cs, lk) + "</ul>"
        '<p><a href="/login?next=kommentieren">Anmelden, um zu kommentieren</a></p></div></dialog>'
        "<script>document.getElementById('lk-auf').addEventListener('click', function () { document.getElementById('lk-dlg').showModal(); });</script>"
    )
    st = Story(
        "Kino Hainbach: Genossenschaft rettet die letzten Lichtspiele im Auental",
        "Claudia Wessel",
        "2025-10-06T06:30:00+02:00",
        "06.10.2025",
        """
Die Lichtspiele Hainbach, das letzte Kino im Auental, werden ab Januar von einer Genossenschaft betrieben. Bei der Gründungsversammlung am Samstag traten 312 Mitglieder bei.

Der bisherige Betreiber hatte im Sommer angekündigt, aus Altersgründen aufzuhören. Einen Käufer gab es nicht. Die Genossenschaft pachtet nun Saal und Technik für zunächst zehn Jahre.

Ein Anteil kostet 250 Euro, ein halber Anteil 125 Euro. Geplant sind fünf Vorstellungen pro Woche und ein Filmabend für Schulen.
""",
        lead="312 Mitglieder in einer Versammlung: Das Kino in Hainbach bleibt.",
        section="Kultur",
        recs=(
            "Stadtbücherei verlängert Öffnungszeiten",
            "Neuer Radweg nach Oberaue",
            "Weinfest mit Besucherrekord",
        ),
        ticker=(
            "12:40 | Sperrung der B 17 aufgehoben",
            "11:55 | Stromausfall in Niederaue behoben",
            "10:02 | Markt fällt wegen Regen aus",
        ),
    )
    return make(
        "bi-de-dialog-byline",
        "discussion",
        "de-auental",
        st,
        Parts(byline=byline, css=css, end=end),
        seeds(cs),
        path="/kultur/kino-hainbach-genossenschaft",
        static=True,
        reveal="modal: the button 'Kommentare (9)' in the byline opens a <dialog> (showModal); the thread is in the served HTML inside the closed dialog",
        container="dialog#lk-dlg (closed until opened): h2 'Leserkommentare (9)', ul.lk-liste > li.lk-c (div.lk-hd: strong.lk-au, badge, time.lk-tm 'vor 2 Tagen' title '06.10.2025, 09:12'; div.lk-tx; span.lk-ed 'bearbeitet'; '👍 n', 'Antworten'); replies in ul.lk-re, four levels",
        heading="Leserkommentare (9)",
        description="A German regional news site of 2025: 9 readers' comments in the served HTML of a closed <dialog> opened by 'Kommentare (9)' in the byline; relative times ('vor 2 Tagen', 'gestern') with the absolute time in title attributes, the newsroom's answer badged 'Redaktion', a 'bearbeitet' mark; replies four levels deep.",
        check_steps=("click:#lk-auf", "wait:300"),
    )


def es_details_low_rated() -> Case:
    cs = thread("""
Pilar Ezcurra | hace 2 días | 19/07/2023 10:21 | - | l:14 | Por fin se ponen de acuerdo los de arriba y los de abajo del río. Llevamos tres veranos peleando por los turnos.
Jesús M. | hace 2 días | 19/07/2023 11:02 | 0 | l:6 | Acuerdo sí, pero los turnos de noche siempre nos tocan a los mismos.
Pilar Ezcurra | hace 2 días | 19/07/2023 11:40 | 1 | l:3 | Según el acta se rotan cada semana. Habrá que vigilar que se cumpla.
Tomasa Garde | hace 1 día | 20/07/2023 08:15 | - | l:9 | Lo que hace falta es arreglar la acequia del Soto, que pierde casi un tercio del agua antes de llegar a los campos.
Ángel Rípodas | hace 1 día | 20/07/2023 09:30 | 3 | l:4 | El proyecto está aprobado desde 2021. Falta que la confederación suelte el dinero.
anónimo_82 | hace 20 h | 20/07/2023 16:44 | - | h:Oculto por sus valoraciones negativas; l:-11 | Que cierren los regadíos de maíz y se acabó el problema.
Marisa Lacarra | hace 3 h | 21/07/2023 09:05 | 5 | l:7 | Así de fácil, claro. Y que vivan del aire las familias que siembran maíz.
Fermín Arbizu | hace 5 min | 21/07/2023 11:58 | - | l:1 | ¿El acuerdo vale también para los huertos familiares o solo para las comunidades de regantes?
""")
    lk = Look(
        "rb",
        item="div",
        wrap="div",
        who="span",
        tm="span",
        reply="Responder",
        like="Valoración",
        show="Mostrar",
    )
    removed = '<div class="rb-c rb-borrado"><p><em>Comentario eliminado por incumplir las normas de participación.</em></p></div>'
    css = (
        ".rb-plegable{margin:30px 0;border:1px solid #cfe3da;border-radius:8px}.rb-plegable>summary{padding:14px 18px;font-weight:700;cursor:pointer;color:#0a7d5b}"
        ".rb-hilo{padding:0 18px 18px}.rb-re{margin-left:26px}.rb-c{margin:14px 0;border-bottom:1px solid #eee;padding-bottom:8px}.rb-au{font-weight:700}.rb-tm{color:#888;font-size:13px}"
        ".rb-low{color:#999;font-style:italic}.rb-borrado{color:#999}"
    )
    after = (
        '<details class="rb-plegable" id="rb-plegable"><summary>Ver los 8 comentarios</summary><div class="rb-hilo">'
        '<p class="rb-orden">Ordenados por: <b>más antiguos</b></p>'
        + html_thread(cs, lk, extra={3: removed})
        + "</div></details>"
    )
    st = Story(
        "Los regantes de la Ribera Alta pactan turnos para compartir el agua en la sequía",
        "Itziar Goñi",
        "2023-07-18T20:00:00+02:00",
        "18/07/2023",
        """
Las once comunidades de regantes de la Ribera Alta firmaron el martes un acuerdo para repartir el agua del canal durante lo que queda de verano. Cada comunidad regará en turnos de doce horas, de día o de noche, que se rotarán cada semana.

El embalse de cabecera está al 31 % de su capacidad, el nivel más bajo desde 2012. Sin el acuerdo, los pueblos de la parte baja del río se habrían quedado sin agua a mediados de agosto.

El pacto estará vigente hasta el 30 de septiembre y lo vigilará una comisión con un representante de cada comunidad.
""",
        section="Campo",
        recs=(
            "La vendimia se adelanta dos semanas",
            "Cierra la última almazara de la comarca",
            "Fiestas de Santa Ana: el programa",
        ),
        ticker=(
            "12:05 | Corte de tráfico en el puente viejo",
            "11:20 | Aviso amarillo por calor en la Ribera",
        ),
    )
    return make(
        "bi-es-details-low-rated",
        "discussion",
        "es-ribera",
        st,
        Parts(after=after, css=css),
        seeds(cs),
        path="/campo/regantes-ribera-turnos-sequia",
        static=True,
        reveal="details: a closed <details> 'Ver los 8 comentarios' under the article holds the thread in the served HTML",
        container="details.rb-plegable#rb-plegable > summary 'Ver los 8 comentarios', div.rb-hilo > div.rb-c (div.rb-hd: span.rb-au, span.rb-tm 'hace 2 días' title '19/07/2023 10:21'; div.rb-tx; 'Valoración n', 'Responder'); replies in div.rb-re; a removed entry's placeholder; one entry folded for its low rating ('Mostrar')",
        heading="Ver los 8 comentarios",
        description="A Spanish regional news blog of 2023: 8 readers' comments inside a closed <details> fold 'Ver los 8 comentarios' (served HTML), relative times ('hace 5 min') with absolute ones in title attributes, a removed entry's placeholder (not a comment), one comment folded 'Oculto por sus valoraciones negativas' whose text is hidden until 'Mostrar' (a comment: the truth keeps it); replies one level.",
        check_steps=("click:#rb-plegable > summary", "wait:200"),
    )


def fr_tabs_edited() -> Case:
    cs = thread("""
Clémence Rouvière | 11 juin 2022 à 08:40 | - | - | - | Nous avons vu passer le troupeau samedi matin depuis la route du col. Mille deux cents brebis et trois chiens, un vrai spectacle.
Guilhem | 11 juin 2022 à 09:15 | - | 0 | - | Mes enfants ont compté les sonnailles pendant une demi-heure. Merci aux bergers d'avoir pris le temps de répondre à leurs questions.
Aurélie Pagès | 11 juin 2022 à 10:02 | - | - | e:(modifié) | Le balisage du sentier de grande randonnée passe exactement sur la draille. Il faudrait prévenir les randonneurs des dates de passage, surtout ceux qui ont des chiens.
Causses Magazine | 11 juin 2022 à 10:30 | - | 2 | b:Rédaction | Les dates sont affichées à la mairie de Saint-Aurel-du-Causse et sur le site du parc. Nous ajoutons le lien sous l'article.
Bernard Vidal | 11 juin 2022 à 14:48 | - | - | - | Mon père faisait la montée à pied depuis la plaine, onze jours de marche. Aujourd'hui ils ne font plus que les derniers kilomètres, c'est déjà ça.
Sylvie Maurel | 12 juin 2022 à 07:55 | - | 4 | - | Onze jours ! Vous avez des photos de l'époque ? Le petit musée de la draille en cherche pour son exposition d'été.
Bernard Vidal | 12 juin 2022 à 09:10 | - | 5 | e:(modifié) | J'en ai une boîte entière. Je les déposerai au musée la semaine prochaine.
Lucas F. | 12 juin 2022 à 18:22 | - | - | - | Et les loups ? L'article n'en parle pas alors que deux attaques ont eu lieu l'an dernier sur le plateau.
""")
    lk = Look("rx", item="li", wrap="ol", who="cite", tm="time", reply="Répondre")
    css = (
        "[role=tablist]{display:flex;gap:4px;margin:16px 0 0;border-bottom:2px solid #222}[role=tab]{border:0;background:#eee;padding:8px 16px;border-radius:8px 8px 0 0;font:600 15px system-ui;cursor:pointer}"
        "[role=tab][aria-selected=true]{background:#222;color:#fff}.rx-panneau ol{list-style:none;padding-left:0}.rx-re{margin-left:24px!important}.rx-c{margin:14px 0}"
        ".rx-au{font-style:normal;font-weight:700}.rx-tm{color:#777;font-size:13px;margin-left:6px}.rx-ed{color:#999;font-size:12px}.rx-bd{background:#f6f1e7;font-size:12px;padding:1px 6px}"
    )
    byline = (
        '</p><div role="tablist" aria-label="Affichage" id="rx-onglets">'
        '<button type="button" role="tab" id="rx-t1" aria-selected="true" aria-controls="rx-article">Article</button>'
        '<button type="button" role="tab" id="rx-t2" aria-selected="false" aria-controls="rx-reactions">Réactions (8)</button></div><p hidden>'
    )
    inside = (
        '<div role="tabpanel" id="rx-reactions" aria-labelledby="rx-t2" class="rx-panneau" hidden><h2>Réactions des lecteurs</h2>'
        '<ol class="rx-fil">' + html_thread(cs, lk) + "</ol>"
        '<p class="rx-note">Les réactions sont modérées a posteriori.</p></div>'
        "<script>(function () { var txt = document.querySelector('.story-text'); txt.id = 'rx-article'; txt.setAttribute('role', 'tabpanel');"
        " var p = { 'rx-t1': txt, 'rx-t2': document.getElementById('rx-reactions') };"
        " document.querySelectorAll('#rx-onglets [role=tab]').forEach(function (t) { t.addEventListener('click', function () {"
        "  Object.keys(p).forEach(function (k) { var on = k === t.id; document.getElementById(k).setAttribute('aria-selected', String(on)); p[k].hidden = !on; }); }); }); })();</script>"
    )
    st = Story(
        "Sur la draille du Sauvagnac, la transhumance retrouve son chemin",
        "Hélène Bastide",
        "2022-06-10T07:00:00+02:00",
        "10 juin 2022",
        """
Pour la première fois depuis trente ans, un troupeau a emprunté samedi l'ancienne draille du causse de Sauvagnac pour rejoindre ses estives. Mille deux cents brebis ont parcouru les quatorze derniers kilomètres à pied, encadrées par trois bergers et leurs chiens.

La draille, un large chemin bordé de murets de pierre sèche, avait été en partie clôturée dans les années 1990. Il a fallu deux ans de discussions avec les propriétaires pour rouvrir le passage.

Le parc prévoit de baliser le tracé et de publier chaque année les dates de montée et de descente.
""",
        lead="Trente ans après, les brebis montent de nouveau à pied vers les estives du plateau.",
        section="Territoires",
        recs=(
            "Les murets de pierre sèche, un savoir qui revient",
            "Un fromager installé à 1 100 mètres",
            "Le retour des vautours",
        ),
        ticker=("10:15 | Route du col rouverte après l'orage", "09:00 | Marché des producteurs ce dimanche"),
    )
    return make(
        "bi-fr-tabs-edited",
        "discussion",
        "fr-causse",
        st,
        Parts(byline=byline, inside=inside, css=css),
        seeds(cs),
        path="/territoires/draille-sauvagnac-transhumance",
        static=True,
        reveal="tabs: an 'Article' / 'Réactions (8)' tab pair under the byline; the reactions panel (served HTML, hidden) replaces the article's text when its tab is clicked",
        container="div#rx-reactions[role=tabpanel] (hidden until its tab is chosen): h2 'Réactions des lecteurs', ol.rx-fil > li.rx-c (div.rx-hd: cite.rx-au, badge, time.rx-tm; div.rx-tx; span.rx-ed '(modifié)'; 'Répondre'); replies in ol.rx-re, three levels",
        heading="Réactions des lecteurs",
        description="A French magazine of 2022 with an app-like layout of data-ui attributes: 8 readers' reactions in the served HTML of a hidden tab panel of an 'Article' / 'Réactions (8)' tab pair; '(modifié)' marks after two texts, the magazine's own answer badged 'Rédaction', absolute times; replies three levels deep.",
        check_steps=("click:#rx-t2", "wait:200"),
    )


def ja_badge_sheet() -> Case:
    cs = thread("""
かもめ丸 | 5時間前 | 2026/03/03 07:40 | - | - | 朝市が毎日になるなら通勤前に寄れますね。干物の店が入るといいな。
山岸ゆかり | 4時間前 | 2026/03/03 08:22 | 0 | - | 干物の店は出店が決まっているそうです。先週の説明会で聞きました。
かもめ丸 | 4時間前 | 2026/03/03 08:51 | 1 | - | それは楽しみです。教えてくださってありがとうございます。
匿名希望 | 3時間前 | 2026/03/03 09:30 | - | - | 駐車場が三十台では週末は足りないと思います。
みなとまち商店会 | 2時間前 | 2026/03/03 10:45 | 3 | b:公式 | 週末は旧倉庫の臨時駐車場（八十台）を開放する予定です。
田中 正 | 1時間前 | 2026/03/03 11:58 | - | - | 待合室のベンチと大きな時計は残してほしい。子どもの頃からの思い出です。
あおい | 25分前 | 2026/03/03 12:35 | 5 | - | 時計は残すと記事の最後に書いてありますよ。
""")
    lk = Look("mk", item="div", wrap="div", who="span", tm="time", reply="返信", like="いいね")
    css = (
        ".mk-fuki{position:fixed;right:20px;bottom:24px;z-index:60;width:64px;height:64px;border-radius:50%;border:0;background:#0b3d91;color:#fff;font:700 15px system-ui;box-shadow:0 4px 14px #0004;cursor:pointer}"
        ".mk-fuki::after{content:'';position:absolute;left:10px;bottom:-6px;border:8px solid transparent;border-top-color:#0b3d91}"
        ".mk-shiito{position:fixed;left:0;right:0;bottom:0;height:70vh;overflow-y:auto;background:#fff;border-radius:16px 16px 0 0;box-shadow:0 -6px 24px #0003;"
        "transform:translateY(110%);visibility:hidden;transition:transform .25s;z-index:70;padding:14px 20px}.mk-shiito.mk-ue{transform:none;visibility:visible}"
        ".mk-re{margin-left:22px;border-left:2px solid #dde;padding-left:10px}.mk-c{margin:12px 0}.mk-au{font-weight:700}.mk-tm{color:#888;font-size:12px}.mk-bd{color:#0b3d91;font-size:12px}"
    )
    end = (
        '<button type="button" class="mk-fuki" id="mk-fuki" aria-label="コメントを開く" aria-controls="mk-shiito">💬 7</button>'
        '<div class="mk-shiito" id="mk-shiito" role="dialog" aria-modal="true" aria-labelledby="mk-midashi">'
        '<div style="display:flex;justify-content:space-between"><h2 id="mk-midashi">みんなの声（7件）</h2><button type="button" id="mk-tojiru">閉じる</button></div>'
        '<div id="mk-naka"><p>読み込み中…</p></div></div>'
        "<script>"
        + draw_js("mkKaku", lk)
        + "\n(function () { var s = document.getElementById('mk-shiito'), done = false;"
        " document.getElementById('mk-fuki').addEventListener('click', function () { s.classList.add('mk-ue');"
        "  if (done) return; done = true; fetch('/_api/koe/kyu-renrakusen-ichiba.json').then(function (r) { return r.json(); }).then(function (d) {"
        "   var box = document.getElementById('mk-naka'); box.textContent = ''; mkKaku(d, box); }); });"
        " document.getElementById('mk-tojiru').addEventListener('click', function () { s.classList.remove('mk-ue'); }); })();</script>"
    )
    st = Story(
        "旧連絡船ターミナル、毎日開く朝市に　四月から",
        "小野寺 真紀",
        "2026-03-02T06:00:00+09:00",
        "2026年3月2日 6:00",
        """
使われなくなっていた旧連絡船ターミナルが、四月から毎日開く朝市として生まれ変わる。市と港町商店会が二日、発表した。

朝市には鮮魚や野菜、干物など二十二の店が入る予定で、営業は午前六時から十時まで。建物の待合室は休憩所として残し、壁の大時計も修理して使い続ける。

駐車場は三十台分を用意する。週末は近くの旧倉庫の敷地も臨時駐車場として使う方向で調整している。
""",
        section="まち",
        recs=("港の花火大会、今年は二日間", "市営バスの新ダイヤ", "灯台の一般公開が再開"),
        ticker=("12:30 | 高速船、強風で午後便欠航", "11:10 | 市役所前で交通規制"),
    )
    return make(
        "bi-ja-badge-bottom-sheet",
        "discussion",
        "ja-minatomachi",
        st,
        Parts(css=css, end=end),
        seeds(cs),
        path="/machi/kyu-renrakusen-asaichi",
        reveal="floating badge: a round speech-bubble button '💬 7' fixed at the bottom right slides up a bottom sheet (off-screen, visibility hidden) and fetches the thread as JSON on its first opening",
        container="div.mk-shiito#mk-shiito[role=dialog] (fixed bottom sheet): h2 'みんなの声（7件）', div#mk-naka > div.mk-c (div.mk-hd: span.mk-au, badge '公式', time.mk-tm '5時間前' title '2026/03/03 07:40'; div.mk-tx; 'いいね n', '返信'); replies in div.mk-re, three levels",
        heading="みんなの声（7件）",
        description="A Japanese harbour-town news site of 2026: 7 readers' comments in a bottom sheet opened only by a floating speech-bubble badge '💬 7' and fetched as JSON then; relative times ('5時間前') with absolute ones in title attributes, the shopkeepers' association's answer badged '公式'; replies three levels deep.",
        files={"/_api/koe/kyu-renrakusen-ichiba.json": as_json(cs) + "\n"},
        check_steps=("click:#mk-fuki", "wait:800"),
    )


def ru_view_replies() -> Case:
    cs = thread("""
Галина Петровна | 21 августа в 09:14 | - | - | - | Наконец-то! Двадцать лет ходили на старые сваи смотреть. Спасибо ребятам, которые работали в выходные.
Костя Лебедев | 21 августа в 09:40 | - | 0 | - | Я там был две субботы. Доски привёз лесхоз, а гвозди и краску собирали всем посёлком.
Галина Петровна | 21 августа в 10:05 | - | 1 | - | Вот это и есть настоящая работа. Передайте лесхозу спасибо.
Игорь В. | 21 августа в 11:30 | - | - | - | А кто будет следить за причалом зимой? Старый в своё время сломал лёд.
Администрация посёлка | 21 августа в 13:02 | - | 3 | b:официальный ответ | Сваи теперь металлические, а на зиму настил разбирают. Ответственный — староста Берёзовой улицы.
Игорь В. | 21 августа в 13:40 | - | 4 | - | Понятно, спасибо за ответ.
Наташа | 22 августа в 08:15 | - | - | - | Можно ли будет причаливать на лодке с мотором или только на вёслах?
Сергей Михайлович | 22 августа в 09:00 | - | 6 | - | Мотор до пяти лошадиных сил разрешили, у причала висит табличка.
Алёна К. | 22 августа в 19:22 | - | - | - | Вечером там так красиво. Жаль, фонарей пока нет.
Пётр | 22 августа в 20:05 | - | 8 | - | Фонари обещали поставить до сентября, столбы уже лежат у магазина.
""")
    lk = Look("ot", item="div", wrap="div", who="a", tm="span", reply="Ответить", like="♡")
    sd = seeds(cs)
    words = {1: "Показать 1 ответ", 2: "Показать 2 ответа", 3: "Показать 3 ответа"}
    data_all = json.loads(as_json(cs))
    files: dict[str, str] = {}
    served = []
    for i in [k for k, s in enumerate(sd) if s.parent is None]:
        fam: list[int] = []

        def add(n: int, fam: list[int] = fam) -> None:
            for k, s in enumerate(sd):
                if s.parent == n:
                    fam.append(k)
                    add(k)

        add(i)
        files[f"/_api/ozersk/otvety/{i + 1}.json"] = (
            json.dumps([data_all[k] for k in sorted(fam)], ensure_ascii=False) + "\n"
        )
        one = json.dumps([{**data_all[i], "to": None}], ensure_ascii=False)
        served.append(
            f'<div class="ot-nit" data-n="{i + 1}"><script type="application/json">{jsdata(one)}</script>'
            f'<button type="button" class="ot-more" id="ot-more-{i + 1}" data-n="{i + 1}">{esc(words[len(fam)])}</button></div>'
        )
    css = (
        ".ot-re{margin-left:28px;border-left:1px dotted #bbb;padding-left:12px}.ot-c{margin:16px 0 6px}.ot-au{font-weight:700;color:#1b1b1b;text-decoration:none}"
        ".ot-tm{color:#888;font-size:13px;margin-left:8px}.ot-bd{font-size:12px;color:#8a3b12;border:1px solid #8a3b12;padding:0 4px}.ot-more{background:none;border:0;color:#2a5db0;cursor:pointer;margin-left:28px}"
    )
    after = (
        '<section class="ot-blok" id="ot-blok"><h2>Обсуждение <span>10</span></h2>'
        '<p class="ot-sort">Сначала старые</p><div id="ot-lenta">' + "".join(served) + "</div></section>"
        "<script>" + draw_js("otRisuj", lk) + "\n(function () {"
        " document.querySelectorAll('.ot-nit').forEach(function (nit) { var top = JSON.parse(nit.querySelector('script').textContent);"
        "  var holder = document.createElement('div'); otRisuj(top, holder); var entry = holder.firstChild; nit.insertBefore(entry, nit.firstChild); });"
        " document.querySelectorAll('.ot-more').forEach(function (b) { b.addEventListener('click', function () { var n = b.getAttribute('data-n');"
        "  fetch('/_api/ozersk/otvety/' + n + '.json').then(function (r) { return r.json(); }).then(function (list) {"
        "   var w = document.createElement('div'); w.className = 'ot-re'; otRisuj(list, w); document.getElementById('ot-' + n).append(w); b.remove(); }); }); });"
        "})();</script>"
    )
    st = Story(
        "В Берёзовке всем посёлком восстановили старый причал",
        "Дарья Соколова",
        "2024-08-20T10:00:00+03:00",
        "20 августа 2024",
        """
Жители посёлка Берёзовка за три выходных восстановили причал на Долгом озере, от которого двадцать лет оставались только сваи. Доски выделил местный лесхоз, металлические сваи оплатила администрация.

Новый причал длиной двадцать шесть метров рассчитан на лодки и небольшие катера. На зиму настил будут снимать, чтобы его не повредил лёд.

Следующим летом жители хотят поставить у причала навес и лавки.
""",
        section="Посёлки",
        recs=(
            "Как живёт последний паромщик Долгого озера",
            "Рыбалка без лодки: пять мест",
            "Клуб в Ольховке открылся после ремонта",
        ),
        ticker=("12:00 | На трассе к посёлку начали ремонт моста", "10:30 | Завтра ожидается гроза"),
    )
    return make(
        "bi-ru-view-replies-fetch",
        "discussion",
        "ru-ozersk",
        st,
        Parts(after=after, css=css),
        sd,
        path="/poselki/berezovka-prichal",
        reveal="replies on request: the four top-level comments are drawn at load from JSON beside each button; each 'Показать n ответа' button fetches that thread's replies as JSON and draws them (two levels)",
        container="section.ot-blok#ot-blok: h2 'Обсуждение 10', div#ot-lenta > div.ot-nit (div.ot-c: div.ot-hd a.ot-au, span.ot-tm; div.ot-tx; '♡', 'Ответить'; button.ot-more 'Показать 2 ответа'); fetched replies in div.ot-re inside the entry",
        heading="Обсуждение 10",
        description="A Russian lake-villages magazine of 2024: 10 readers' comments, of which only the 4 top-level ones are shown at load; each 'Показать n ответа' button fetches its thread's 6 replies in all as JSON (replies two levels deep), the administration's answer badged 'официальный ответ'.",
        files=files,
        check_steps=(
            "click:#ot-more-1",
            "wait:400",
            "click:#ot-more-4",
            "wait:400",
            "click:#ot-more-7",
            "wait:400",
            "click:#ot-more-9",
            "wait:600",
        ),
    )


def ar_cursor_more() -> Case:
    cs = thread("""
أبو خالد | منذ ٣ أيام | 15/09/2025 08:10 | - | - | خطوة ممتازة، كنا نبيع التمر للتاجر بنصف السعر لأن لا أحد منا عنده مخزن مبرّد.
سعاد الحربي | منذ ٣ أيام | 15/09/2025 09:02 | 0 | - | صحيح، والتاجر كان يحدد السعر وحده. الآن صار للجمعية رأي.
مراد | منذ ٣ أيام | 15/09/2025 11:47 | - | - | هل يستطيع المزارع الصغير الذي لا يملك إلا عشرين نخلة أن ينضم إلى الجمعية؟
جمعية نخيل الوادي | منذ يومين | 15/09/2025 13:20 | 2 | b:حساب موثّق | نعم، لا يوجد حد أدنى لعدد النخيل. الاشتراك السنوي مئة درهم فقط.
ليلى ع. | منذ يومين | 16/09/2025 07:35 | - | - | أتمنى أن يوظّفوا نساء القرية في التعبئة، كثيرات يبحثن عن عمل قريب من البيت.
حسن البدوي | منذ يومين | 16/09/2025 10:12 | - | - | المصنع قريب من القرية، لكن الطريق الترابي إليه يتحول إلى طين بعد أول مطر.
أم يوسف | منذ يومين | 16/09/2025 12:40 | 5 | - | والبلدية وعدت بتعبيده منذ سنتين.
حسن البدوي | منذ يوم | 16/09/2025 18:03 | 6 | - | لعل افتتاح المصنع يسرّع الأمر.
نادر الشامي | منذ يوم | 17/09/2025 08:20 | - | - | ما نوع التغليف؟ الأسواق الخارجية تطلب علباً صغيرة بوزن نصف كيلو.
سعاد الحربي | منذ ١٨ ساعة | 17/09/2025 14:55 | 8 | - | في الصورة الثالثة تظهر علب الكرتون الصغيرة، يبدو أنهم فكروا في ذلك.
عمر | منذ ٩ ساعات | 17/09/2025 23:10 | - | - | مبروك للوادي. جدي كان يقول إن تمرنا أطيب تمر في البلاد، والآن سيعرف الناس ذلك.
زينب | منذ ٥ ساعات | 18/09/2025 03:44 | - | - | هل سيُفتح المصنع للزيارات المدرسية؟
جمعية نخيل الوادي | منذ ٤ ساعات | 18/09/2025 04:30 | 11 | b:حساب موثّق | نعم، يوم الخميس من كل أسبوع بعد التنسيق مع الإدارة.
خليل | منذ ساعة | 18/09/2025 07:58 | - | - | أرجو ألا ترتفع أسعار التمر على أهل الوادي أنفسهم بعد التصدير.
""")
    lk = Look("wd", item="li", wrap="ul", who="strong", tm="time", reply="رد", like="أعجبني")
    data = json.loads(as_json(cs))
    pages = [("first", data[0:5], "c8f2a1"), ("c8f2a1", data[5:10], "d91a7e"), ("d91a7e", data[10:14], None)]
    files = {
        f"/_api/wadi/comments/{name}.json": json.dumps({"items": items, "next": nxt}, ensure_ascii=False)
        + "\n"
        for name, items, nxt in pages
    }
    css = (
        ".wd-list{list-style:none;padding-right:0}.wd-re{list-style:none;margin-right:26px;border-right:2px solid #e3e8f3;padding-right:12px}.wd-c{margin:14px 0}"
        ".wd-au{font-weight:700}.wd-tm{color:#777;font-size:13px;margin-right:8px}.wd-bd{color:#0b3d91;font-size:12px}#wd-more{margin:12px 0;padding:8px 18px}"
    )
    after = (
        '<section class="wd-box" id="wd-box"><h2>التعليقات (14)</h2><ul class="wd-list" id="wd-list"></ul>'
        '<button type="button" id="wd-more" hidden>عرض المزيد من التعليقات</button></section>'
        "<script>"
        + draw_js("wdDraw", lk)
        + "\n(function () { var next = 'first', busy = false; var btn = document.getElementById('wd-more');"
        " function load() { if (busy || !next) return; busy = true; fetch('/_api/wadi/comments/' + next + '.json').then(function (r) { return r.json(); }).then(function (d) {"
        "  wdDraw(d.items, document.getElementById('wd-list')); next = d.next; busy = false; btn.hidden = !next; if (!next) btn.remove(); }); }"
        " btn.addEventListener('click', load); window.addEventListener('load', load); })();</script>"
    )
    st = Story(
        "جمعية نخيل الوادي تفتتح أول مصنع لتعبئة التمور",
        "رانيا المصري",
        "2025-09-14T09:00:00+03:00",
        "١٤ سبتمبر ٢٠٢٥",
        """
افتتحت جمعية نخيل الوادي يوم السبت أول مصنع لفرز التمور وتعبئتها في المنطقة، بطاقة تصل إلى ثلاثين طناً في الموسم.

يضم المصنع مخزناً مبرّداً يتسع لمحصول مئتي مزارع، ما يسمح لهم ببيع التمر على مدار العام بدلاً من بيعه كله عند الحصاد.

وتقول الجمعية إن أول شحنة إلى الخارج ستغادر في نوفمبر، وإن المصنع سيوظف خمسة عشر عاملاً وعاملة من قرى الوادي.
""",
        section="زراعة",
        recs=(
            "موسم الرطب يبدأ مبكراً",
            "سوق الخميس ينتقل إلى الساحة الجديدة",
            "مدرسة القرية تفوز بجائزة القراءة",
        ),
        ticker=("11:40 | إغلاق مؤقت لطريق الوادي الشمالي", "10:05 | أمطار متوقعة مساء اليوم"),
    )
    return make(
        "bi-ar-cursor-load-more",
        "discussion",
        "ar-wadi",
        st,
        Parts(after=after, css=css),
        seeds(cs),
        path="/zeraa/masnaa-tamr-alwadi",
        reveal="cursor pages: at load the page fetches the first page of 5 as JSON; 'عرض المزيد من التعليقات' fetches the next page by the cursor the last one gave (c8f2a1, then d91a7e), twice, then disappears",
        container="section.wd-box#wd-box: h2 'التعليقات (14)', ul.wd-list#wd-list > li.wd-c (div.wd-hd: strong.wd-au, badge, time.wd-tm 'منذ ٣ أيام' title '15/09/2025 08:10'; div.wd-tx; 'أعجبني', 'رد'); replies in ul.wd-re, three levels; button#wd-more",
        heading="التعليقات (14)",
        description="An Arabic valley news site of 2025, right to left: 14 readers' comments in three JSON pages (5, 5, 4) chained by cursors, the first fetched at load, the others by 'عرض المزيد من التعليقات'; relative times ('منذ ٣ أيام') with absolute ones in title attributes, the cooperative's answers badged 'حساب موثّق'; replies three levels deep.",
        files=files,
        check_steps=("wait:800", "click:#wd-more", "wait:700", "click:#wd-more", "wait:700"),
    )


def threads_bi() -> list[Case]:
    return [
        en_drawer_top(),
        de_dialog_byline(),
        es_details_low_rated(),
        fr_tabs_edited(),
        ja_badge_sheet(),
        ru_view_replies(),
        ar_cursor_more(),
    ]
