"""Blind set V: discussions, part one: comment times as the pages write them, without a year (an Italian weekly's
"14 febbraio, 18:40", a Russian district paper's "4 апреля в 19:02" and "вчера в 21:10", a Japanese port town's
"10月1日 16:20" and "3時間前", a German paper's "3. März um 09:15" behind "5 Kommentare anzeigen", an American local
paper's "Mar 3, 9:15 PM" and "5h", a Turkish site's "12 Eyl 14:30", a Norwegian paper's bare "kl. 18.40", a Spanish
paper's modal with "ayer a las 21:10", a Chinese portal's "2天前" and a Finnish paper's "ma klo 14.02") (written from
memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_v_common import PartsK, V, box, fetch_js, links, make, story, thread, tree
from comspider_lab.blind.model import Case


def it_yearless() -> Case:
    c = thread(
        """
Gianfranco Bonzi | 14 febbraio, 18:40 | - | Finalmente qualcuno si accorge che la strada per Ornica d'inverno è un disastro. Io la faccio ogni mattina alle sei e il sale non lo vedo mai.
Marisa T. | 14 febbraio, 19:12 | 0 | La provincia dice che i mezzi sono due per tutta l'alta valle. Con due spazzaneve non si fa miracoli.
Lorenzo_da_Cusio | 15 febbraio, 08:05 | - | Bene il senso unico alternato con il semaforo, ma almeno mettete un cartello prima della curva del ponte.
Pina Regazzoni | 15 febbraio, 10:31 | - | Ma il bus delle 7 per Zogno farà ancora servizio? Mia figlia va a scuola con quello.
"""
    )
    v = V("kvt-{}", list="ul", item="li", time="time")
    block = (
        '<section class="kvt" id="dite"><h2 class="kvt-h">Dite la vostra</h2>'
        + tree(c, v, reply="Rispondi", idp="kvt-")
        + '<form class="kvt-form"><textarea placeholder="Scrivi qui…"></textarea><button>Invia</button></form></section>'
    )
    st = story(
        "Frana sulla provinciale per Ornica: senso unico alternato fino a marzo",
        "Elena Musitelli",
        "2025-02-14T16:00:00+01:00",
        "14 febbraio 2025",
        """
Dopo la frana di martedì la strada provinciale per Ornica resterà a senso unico alternato, regolato da un semaforo, almeno fino a metà marzo.

La provincia ha stanziato 180 mila euro per la rete di protezione. I lavori inizieranno quando il terreno sarà asciutto.
""",
        section="Paesi",
    )
    return make(
        "v-it-yearless",
        "discussion",
        "quire",
        "it-yearless",
        st,
        PartsK(
            after=block,
            rail=box("quire", "Più letti", links("Sagra della polenta|Nuovo sindaco a Cusio|Orari del bus")),
        ),
        c,
        path="/paesi/frana-provinciale-ornica-senso-unico",
        container="section#dite: ul.kvt-list of li.kvt-item (div.kvt-meta: b.kvt-name, time.kvt-time '14 febbraio, 18:40' without datetime; div.kvt-text; 'Rispondi'); the reply in div.kvt-replies",
        heading="Dite la vostra",
        description="An Italian valley weekly of 2025: 4 comments (1 reply) dated '14 febbraio, 18:40' without a year; the article is dated 14 febbraio 2025.",
    )


def ru_vtime() -> Case:
    c = thread(
        """
Сергей Палкин | 4 апреля в 19:02 | - | Наконец-то пристань отремонтируют. Прошлым летом там доска провалилась прямо под ребёнком.
Ольга_М | 4 апреля в 19:40 | 0 | А катер до Горок будет ходить, пока ремонт? Бабушка только на нём к нам добирается.
Сергей Палкин | 4 апреля в 20:15 | 1 | В статье же написано: временный причал у лодочной станции, катер пойдёт оттуда.
Виктор Лукин | вчера в 21:10 | - | Двенадцать миллионов на пристань, а дорогу к ней кто сделает? Там яма на яме.
Нина Гаврилова | вчера в 22:03 | 3 | Дорогу обещали в следующем году, на сходе говорили.
Рыбак с Заречной | сегодня в 08:15 | - | Лишь бы к открытию навигации успели. В мае уже туристы поедут.
Антон К. | 2 часа назад | 5 | Не успеют, подрядчик только в июне выйдет. Читайте внимательно.
"""
    )
    v = V("dy-{}", time="time")
    block = (
        '<div class="dy" id="mneniya"><h3 class="dy-h">Мнения читателей (7)</h3>'
        + tree(c, v, votes="▲ {u}", reply="Ответить", seed="ru", idp="dy-", avatar=True)
        + "</div>"
    )
    st = story(
        "Пристань в Приозёрске отремонтируют к концу лета",
        "Марина Ветрова",
        "2025-04-04T17:30:00+03:00",
        "4 апреля 2025, 17:30",
        """
Администрация района заключила контракт на ремонт городской пристани. На работы выделено 12 миллионов рублей.

На время ремонта катер до Горок будет отправляться от временного причала у лодочной станции. Подрядчик приступит к работам в июне.
""",
        section="Район",
    )
    return make(
        "v-ru-v-time",
        "discussion",
        "fx",
        "ru-vtime",
        st,
        PartsK(
            after=block,
            rail=box("fx", "Популярное", links("Расписание катеров|Субботник на набережной|Новый ФАП")),
        ),
        c,
        path="/rayon/pristan-remont-k-kontsu-leta",
        container="div#mneniya: div.dy-list of div.dy-item (div.dy-meta: span.dy-av initial, b.dy-name, time.dy-time '4 апреля в 19:02' / 'вчера в 21:10' / '2 часа назад'; div.dy-text; '▲ n', 'Ответить'); replies in div.dy-replies",
        heading="Мнения читателей (7)",
        description="A Russian district paper of 2025: 7 comments (4 replies, two deep) dated '4 апреля в 19:02', 'вчера в 21:10', 'сегодня в 08:15' and '2 часа назад'; no year on any comment.",
    )


def ja_md() -> Case:
    c = thread(
        """
港の釣り人 | 10月1日 16:20 | - | 岸壁の柵がやっと直るんですね。夜釣りの時はいつも怖かったです。
山岸かおり | 10月1日 17:05 | - | 工事中は朝市も場所が変わるのでしょうか。毎週土曜日に行っているので気になります。
みなと商店会・佐伯 | 10月2日 8:30 | 1 | 朝市は市役所の駐車場で続けます。案内の看板を来週出しますので、よろしくお願いします。
たけうち | 昨日 21:10 | - | 観光船の乗り場はそのままですか？記事に書いてなかったので。
えみ | 3時間前 | - | 子どもが岸壁で遊ぶので、工事の間はきちんと囲ってほしいです。
"""
    )
    v = V("vo-{}", list="ol", item="li", name="span")
    block = (
        '<section class="vo" id="dokusha"><h2 class="vo-title">読者の声</h2>'
        + tree(c, v, votes="なるほど {u}", seed="ja", idp="vo-")
        + '<p class="vo-rule">投稿は編集部の確認後に掲載されます。</p></section>'
    )
    st = story(
        "みなと岸壁の改修工事 10月から半年間",
        "みなと新報 まち担当",
        "2025-10-01T15:00:00+09:00",
        "2025年10月1日 15:00",
        """
市は1日、老朽化したみなと岸壁の改修工事を10月中旬から始めると発表した。工期は約半年で、柵と照明を新しくする。

工事の間、土曜日の朝市は市役所の駐車場に場所を移して開かれる。
""",
        section="まち",
    )
    return make(
        "v-ja-month-day",
        "discussion",
        "nw",
        "ja-md",
        st,
        PartsK(
            after=block,
            rail=box(
                "nw", "よく読まれている記事", links("秋祭りの交通規制|新しい図書館の愛称|高校駅伝の結果")
            ),
        ),
        c,
        path="/machi/2025/10/01/minato-ganpeki-kaishu",
        container="section#dokusha: ol.vo-list of li.vo-item (div.vo-meta: span.vo-name, span.vo-time '10月1日 16:20' / '昨日 21:10' / '3時間前'; div.vo-text; 'なるほど n'); the reply in div.vo-replies",
        heading="読者の声",
        description="A Japanese port-town paper of 2025: 5 comments (1 reply, from the shopkeepers' association) dated '10月1日 16:20', '昨日 21:10', '3時間前', no year.",
    )


def de_show() -> Case:
    c = thread(
        """
Resi Waldmann | 3. März um 09:15 | - | Dass die Sennerei wieder aufmacht, freut mich riesig. Der Bergkäse von dort war der beste im ganzen Tal.
Hubert K. | 3. März um 11:02 | 0 | Mit einer Genossenschaft von 40 Höfen kann das klappen. Hoffentlich bleibt der Laden auch unter der Woche offen.
Allgäuer Bua | gestern, 21:10 | - | Und wer soll da arbeiten? Die Käser werden überall gesucht.
Franziska Mayr | vor 2 Std. | 2 | Laut Artikel kommt ein Käsermeister aus Vorarlberg und bildet zwei Lehrlinge aus.
Sepp Gschwendtner | vor 40 Min. | - | Wir liefern unsere Milch seit Jahren nach Kempten. Da wären wir sofort dabei.
"""
    )
    v = V("rfa-{}", list="ul", item="li", replies="ul")
    frag = tree(c, v, votes="👍 {u}", reply="Antworten", seed="de", idp="rfa-")
    block = (
        '<div class="rfa" id="diskussion"><h2 class="rfa-h">Diskussion</h2><div id="rfa-mount"></div>'
        '<button type="button" class="rfa-show" id="rfa-show">5 Kommentare anzeigen</button></div>'
    )
    st = story(
        "Alte Sennerei in Oberstaufen-Thalkirch soll im Sommer wieder Käse machen",
        "Thomas Riedle",
        "2025-03-02T18:00:00+01:00",
        "2. März 2025, 18:00 Uhr",
        """
Vierzig Milchbauern haben sich zu einer Genossenschaft zusammengeschlossen, um die 2016 geschlossene Sennerei wieder in Betrieb zu nehmen.

Ein Käsermeister aus Vorarlberg soll die Leitung übernehmen und zwei Lehrlinge ausbilden. Der Hofladen soll täglich geöffnet sein.
""",
        declare="jsonld",
        section="Region",
    )
    return make(
        "v-de-show-button",
        "revealed",
        "quire",
        "de-show",
        st,
        PartsK(
            after=block,
            rail=box(
                "quire", "Meistgelesen", links("Viehscheid-Termine|Neue Bergbahn|Wanderbus fährt wieder")
            ),
            end=fetch_js(
                "click:#rfa-show", "/_frag/sennerei-thalkirch.html", "#rfa-mount", remove="#rfa-show"
            ),
            files={"/_frag/sennerei-thalkirch.html": frag},
        ),
        c,
        path="/region/sennerei-thalkirch-wieder-kaese",
        reveal="click: '5 Kommentare anzeigen' fetches the thread (an HTML fragment) under the heading",
        container="div#diskussion > div#rfa-mount: ul.rfa-list of li.rfa-item (div.rfa-meta: b.rfa-name, span.rfa-time '3. März um 09:15' / 'gestern, 21:10' / 'vor 2 Std.'; div.rfa-text; '👍 n', 'Antworten'); replies in ul.rfa-replies",
        heading="Diskussion",
        description="A German regional paper of 2025: the thread comes only with '5 Kommentare anzeigen'; 5 comments (2 replies) dated '3. März um 09:15', 'gestern, 21:10', 'vor 2 Std.', 'vor 40 Min.', no year.",
        static=False,
        check_steps=("click:#rfa-show", "wait:800"),
    )


def en_us() -> Case:
    c = thread(
        """
Dana Whitcomb | Mar 3, 9:15 PM | - | The crossing guard at Elm and 4th has been asking for a flashing sign for two years. Glad the board finally listened.
Rick Halvorsen | Mar 3, 10:02 PM | 0 | A sign won't fix people doing 45 in a school zone. We need the speed table they promised in 2022.
Dana Whitcomb | Mar 4, 7:48 AM | 1 | Agreed, but the article says the speed table is in next year's budget. The sign at least goes up in April.
mkowalski | Yesterday at 9:10 PM | - | Will the drop-off lane change too? Mornings on Elm are chaos since the new wing opened.
Tanya R. | Yesterday at 9:34 PM | 3 | Per the district email the drop-off moves to the Birch St side after spring break.
Coach Lyle Denton | 5h | - | Thank you to the parents who spoke at the meeting. The kids walking from the apartments on 6th need this the most.
Priya Natarajan | 2h | 5 | My son is one of them. He crosses at 7:40 every morning and there is no guard on that corner.
Rick Halvorsen | 45m | 6 | Then that corner should be next on the list. Might be worth raising at the March 18 meeting.
"""
    )
    v = V("lw-{}", item="article", name="span")
    block = (
        '<div class="lw" id="conversation">'
        + tree(c, v, votes="♥ {u}", reply="Reply", seed="en", idp="lw-", avatar=True)
        + '<form class="lw-form"><label>Join the conversation <textarea></textarea></label><button>Post</button></form></div>'
    )
    st = story(
        "School board approves flashing sign, new drop-off lane at Elm Street Elementary",
        "By Kevin Ostrander",
        "2025-03-03T19:30:00-05:00",
        "March 3, 2025 at 7:30 PM EST",
        """
The Millbrook school board voted 6-1 Monday to install a flashing school-zone sign on Elm Street by April and to move the morning drop-off lane to the Birch Street side of the building.

A raised speed table, requested by parents since 2022, is included in the draft budget for next year.
""",
        declare="jsonld",
        section="Schools",
    )
    return make(
        "v-en-us-short-times",
        "discussion",
        "fx",
        "en-us",
        st,
        PartsK(
            after=block,
            rail=box(
                "fx",
                "Trending",
                links("Spring sports schedule|Water main work on Route 9|Library hours change"),
            ),
        ),
        c,
        path="/schools/2025/03/03/school-board-flashing-sign-elm-street",
        container="div#conversation (no heading): div.lw-list of article.lw-item (div.lw-meta: span.lw-av initial, span.lw-name, span.lw-time 'Mar 3, 9:15 PM' / 'Yesterday at 9:10 PM' / '5h' / '45m'; div.lw-text; '♥ n', 'Reply'); replies in div.lw-replies, three deep",
        heading=None,
        description="An American local paper of 2025: 8 comments (5 replies, three deep) under no heading, dated 'Mar 3, 9:15 PM', 'Yesterday at 9:10 PM', '5h', '2h', '45m', no year.",
    )


def tr_short() -> Case:
    c = thread(
        """
Mehmet Arslan | 12 Eyl 14:30 | - | Sahil yoluna bisiklet yolu güzel olur ama yaz aylarında araç trafiği zaten kilitleniyor.
Zeynep Kaya | 12 Eyl 15:05 | 0 | Trafiği azaltmanın yolu da bu zaten. Ben her gün Karşıyaka'ya bisikletle gidiyorum, yol olsa çok daha güvenli.
Hasan Usta | Dün 21:10 | - | Balıkçı barınağının önündeki park yerleri kalkacak mı? Teknelere malzeme taşıyoruz.
ayse_kordon | 3 saat önce | - | Umarım ağaçlara dokunmazlar. O okaliptüsler 60 yıllık.
"""
    )
    v = V("zb-{}", list="ul", item="li", replies="ul")
    block = (
        '<section class="zb" id="okur"><h3 class="zb-h">Okur görüşleri</h3>'
        + tree(c, v, votes="👍 {u}", reply="Cevapla", seed="tr", idp="zb-")
        + "</section>"
    )
    st = story(
        "Sahil yoluna 4 kilometrelik bisiklet yolu geliyor",
        "Derya Yılmaz",
        "2025-09-12T11:00:00+03:00",
        "12.09.2025 11:00",
        """
Belediye meclisi, sahil yolunun Karşıyaka girişi ile balıkçı barınağı arasındaki bölümüne 4 kilometrelik bisiklet yolu yapılmasını onayladı.

Çalışmaların kasım ayında başlaması ve altı ay sürmesi bekleniyor.
""",
        section="Yerel",
    )
    return make(
        "v-tr-short-month",
        "discussion",
        "nw",
        "tr-short",
        st,
        PartsK(
            after=block,
            rail=box(
                "nw", "Çok okunanlar", links("Feribot saatleri değişti|Zeytin hasadı başladı|Yeni pazar yeri")
            ),
        ),
        c,
        path="/yerel/sahil-yoluna-bisiklet-yolu",
        container="section#okur: ul.zb-list of li.zb-item (div.zb-meta: b.zb-name, span.zb-time '12 Eyl 14:30' / 'Dün 21:10' / '3 saat önce'; div.zb-text; '👍 n', 'Cevapla'); the reply in ul.zb-replies",
        heading="Okur görüşleri",
        description="A Turkish coastal news site of 2025: 4 comments (1 reply) dated '12 Eyl 14:30', 'Dün 21:10', '3 saat önce', no year.",
    )


def nb_kl() -> Case:
    c = thread(
        """
Kari Nygård | kl. 18.40 | - | Endelig! Vi har ventet på gang- og sykkelvei langs fylkesveien i tjue år.
Ole-Petter Lunde | kl. 19.02 | - | Fint, men 2027 er lenge til. Ungene skal gå der i vinter også.
Sissel H. | kl. 19.31 | - | Håper de tenker på belysning helt frem til ferjekaia.
"""
    )
    v = V("mz-{}")
    block = (
        '<div class="mz" id="debatt"><h2 class="mz-h">Debatt (3)</h2>'
        + tree(c, v, reply="Svar", idp="mz-", meta_below=True)
        + "</div>"
    )
    st = story(
        "Gang- og sykkelvei til ferjekaia vedtatt",
        "Ingrid Bjørkli",
        "2025-03-12T16:05:00+01:00",
        "I dag kl. 16.05",
        """
Fylkestinget vedtok onsdag å bygge gang- og sykkelvei langs fylkesveien fra skolen til ferjekaia. Veien skal stå ferdig i 2027.

Prosjektet koster 48 millioner kroner.
""",
        section="Nyheter",
    )
    return make(
        "v-nb-time-only",
        "discussion",
        "quire",
        "nb-kl",
        st,
        PartsK(
            after=block,
            rail=box(
                "quire", "Mest lest", links("Ferjerutene i sommer|Ny butikk på kaia|Håndball: seier borte")
            ),
        ),
        c,
        path="/nyheter/gang-og-sykkelvei-ferjekaia-vedtatt",
        container="div#debatt: div.mz-list of div.mz-item (div.mz-text, then div.mz-meta: b.mz-name, span.mz-time 'kl. 18.40'; 'Svar'), flat",
        heading="Debatt (3)",
        description="A Norwegian fjord paper of 2025: 3 flat comments with only a time of day ('kl. 18.40'), the name and time under the text; the article 'I dag kl. 16.05', its date in the head.",
    )


def es_modal() -> Case:
    c = thread(
        """
Encarna López | 14 feb. 18:40 | - | Por fin un centro de salud en el valle. Hasta ahora teníamos que bajar cuarenta minutos para cualquier análisis.
Julián Moreno | 14 feb. 19:12 | 0 | ¿Y médicos? Un edificio nuevo sin médicos no sirve de nada. El de Villanueva lleva un año sin pediatra.
Encarna López | ayer a las 21:10 | 1 | La consejería dice que la plaza de pediatría se cubre en septiembre. Veremos.
Paco el del molino | ayer a las 22:47 | - | Que pongan un autobús que suba al centro, que muchos mayores no conducen.
Rocío G. | hace 3 h | - | Yo trabajo de enfermera en la comarca y os aseguro que hace muchísima falta.
Andrés Sierra | hace 25 min | 4 | Gracias por vuestro trabajo, Rocío. Ojalá os den más medios.
"""
    )
    v = V("ub-{}", list="ul", item="li", replies="ul", time="time")
    frag = tree(c, v, votes="▲ {u}", reply="Responder", seed="es", idp="ub-")
    modal = (
        '<button type="button" class="ub-open" id="ub-open">💬 6 opiniones</button>'
        '<div class="ub-modal" id="ub-modal" role="dialog" aria-modal="true" aria-labelledby="ub-t" hidden>'
        '<div class="ub-sheet"><button type="button" class="ub-x" id="ub-x" aria-label="Cerrar">×</button>'
        '<h2 id="ub-t">Opiniones de los lectores</h2><div id="ub-mount"><p>Cargando…</p></div></div></div>'
    )
    js = (
        "<script>\n(function () {\nvar m = document.getElementById('ub-modal'); var loaded = false;\n"
        "document.getElementById('ub-open').addEventListener('click', function () { m.hidden = false;"
        " if (loaded) return; loaded = true; fetch('/_frag/centro-salud-valle.html').then(function (r) { return r.text(); })"
        ".then(function (h) { document.getElementById('ub-mount').innerHTML = h; }); });\n"
        "document.getElementById('ub-x').addEventListener('click', function () { m.hidden = true; });\n})();\n</script>"
    )
    st = story(
        "El valle del Tormes tendrá centro de salud propio en 2026",
        "Lucía Garrido",
        "2025-02-14T13:00:00+01:00",
        "14/02/2025 13:00",
        """
La consejería de Sanidad ha adjudicado la construcción del nuevo centro de salud del valle, que atenderá a unas 3.000 personas de siete pueblos.

El edificio tendrá consulta de pediatría, enfermería y una sala de extracciones. La apertura está prevista para la primavera de 2026.
""",
        section="Pueblos",
    )
    return make(
        "v-es-modal-ayer",
        "revealed",
        "fx",
        "es-modal",
        st,
        PartsK(
            lead=modal,
            rail=box("fx", "Lo más visto", links("Fiestas de agosto|Cortes de agua|Ruta de los castaños")),
            head="<style>.ub-modal{position:fixed;inset:0;background:rgba(0,0,0,.5)}.ub-sheet{background:#fff;max-width:640px;margin:60px auto;padding:20px;max-height:80vh;overflow:auto}</style>",
            end=js,
            files={"/_frag/centro-salud-valle.html": frag},
        ),
        c,
        path="/pueblos/centro-de-salud-valle-tormes",
        reveal="click: '💬 6 opiniones' in the article's info line opens a modal (role=dialog) and fetches the thread into it",
        container="div#ub-modal > div#ub-mount: ul.ub-list of li.ub-item (div.ub-meta: b.ub-name, time.ub-time '14 feb. 18:40' / 'ayer a las 21:10' / 'hace 3 h'; div.ub-text; '▲ n', 'Responder'); replies in ul.ub-replies",
        heading="Opiniones de los lectores",
        description="A Spanish regional paper of 2025: '💬 6 opiniones' opens a modal and fetches 6 comments (3 replies, two deep) dated '14 feb. 18:40', 'ayer a las 21:10', 'hace 3 h', no year.",
        static=False,
        check_steps=("click:#ub-open", "wait:800"),
    )


def zh_rel() -> Case:
    c = thread(
        """
江城老李 | 10月1日 16:20 | - | 地铁三号线终于要通到我们新区了，以前上班要倒两趟公交。
小鱼儿 | 10月1日 17:03 | 0 | 别高兴太早，文章说的是2027年底，还有两年多呢。
江城老李 | 10月2日 09:11 | 1 | 两年也值得等，总比一直没有强。
滨江居民王女士 | 2天前 | - | 施工期间滨江路要封吗？我们小区门口就是规划的站点。
热心网友8812 | 昨天 21:10 | 3 | 记者在最后一段写了，分段施工，不会全封。
梧桐树下 | 昨天 22:30 | - | 希望站点名字用老地名，叫梧桐巷站多好听。
阿杰 | 5小时前 | 5 | 赞同！老地名要保留下来。
陈老师 | 3小时前 | - | 学校旁边的出入口一定要设计好，早上学生特别多。
编辑部小江 | 1小时前 | 7 | 谢谢陈老师的建议，我们已转给项目指挥部，有回复会及时更新。
路过的 | 刚刚 | - | 房价又要涨了。
"""
    )
    v = V("gx-{}", list="ul", item="li", replies="ul")
    block = (
        '<section class="gx" id="reyi"><h3 class="gx-h">网友热议（10）</h3>'
        '<div class="gx-sort"><a href="#reyi">最新</a> · <a href="#reyi">最热</a></div>'
        + tree(c, v, votes="赞 {u}", reply="回复", seed="zh", idp="gx-", avatar=True)
        + "</section>"
    )
    st = story(
        "地铁三号线东延段获批 新区将设五座车站",
        "本报记者 周雨",
        "2025-10-01T15:40:00+08:00",
        "2025-10-01 15:40",
        """
市发改委1日发布消息，地铁三号线东延段工程获批，线路全长9.6公里，在新区设五座车站，预计2027年底通车。

施工期间滨江路将分段围挡，不会全线封闭。
""",
        section="本地",
    )
    return make(
        "v-zh-relative-mix",
        "discussion",
        "nw",
        "zh-rel",
        st,
        PartsK(after=block, rail=box("nw", "热门新闻", links("国庆出行提示|江滩公园开放|中考政策解读"))),
        c,
        path="/bendi/2025/10/01/ditie-sanhaoxian-dongyan",
        container="section#reyi: ul.gx-list of li.gx-item (div.gx-meta: span.gx-av, b.gx-name, span.gx-time '10月1日 16:20' / '2天前' / '昨天 21:10' / '5小时前' / '刚刚'; div.gx-text; '赞 n', '回复'); replies in ul.gx-replies",
        heading="网友热议（10）",
        description="A Chinese city portal of 2025: 10 comments (5 replies, two deep, one from the newsroom) dated '10月1日 16:20', '2天前', '昨天 21:10', '5小时前', '刚刚', no year.",
    )


def fi_weekday() -> Case:
    c = thread(
        """
Pirjo Laaksonen | ma klo 14.02 | - | Hyvä että uimaranta siivotaan, mutta kuka maksaa uuden laiturin?
Jussi K. | ma klo 15.20 | 0 | Kunta ja kyläyhdistys puoliksi, lukee jutussa.
Eero Mäkelä | ti klo 9.05 | - | Sinilevää oli viime kesänä heinäkuussa joka viikko. Auttaako ruoppaus siihen mitään?
Anneli | eilen klo 21.10 | - | Kiitos kyläyhdistykselle talkoista, tullaan mukaan lauantaina.
"""
    )
    v = V("ay-{}", time="a")
    block = (
        '<div class="ay" id="keskustelu"><h2 class="ay-h">Keskustelu</h2>'
        + tree(c, v, votes="+{u}", reply="Vastaa", seed="fi", idp="ay-")
        + "</div>"
    )
    st = story(
        "Kirkonkylän uimaranta ruopataan ja saa uuden laiturin",
        "Heikki Ranta",
        "2025-05-19T12:00:00+03:00",
        "19.5.2025 12:00",
        """
Kunta ja kyläyhdistys ruoppaavat kirkonkylän uimarannan toukokuun aikana. Uusi laituri valmistuu juhannukseksi.

Kyläyhdistys järjestää rannan siivoustalkoot lauantaina.
""",
        section="Uutiset",
    )
    return make(
        "v-fi-weekday",
        "discussion",
        "quire",
        "fi-weekday",
        st,
        PartsK(
            after=block,
            rail=box(
                "quire",
                "Luetuimmat",
                links("Kesäteatterin ensi-ilta|Pesäpallo: kotivoitto|Torin kesäkauppiaat"),
            ),
        ),
        c,
        path="/uutiset/uimaranta-ruopataan-uusi-laituri",
        container="div#keskustelu: div.ay-list of div.ay-item (div.ay-meta: b.ay-name, a.ay-time 'ma klo 14.02' permalink; div.ay-text; '+n', 'Vastaa'); the reply in div.ay-replies",
        heading="Keskustelu",
        description="A Finnish local paper of 2025: 4 comments (1 reply) dated by weekday and time ('ma klo 14.02', 'ti klo 9.05') and 'eilen klo 21.10', no date or year.",
    )
