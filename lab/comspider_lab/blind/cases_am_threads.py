"""Blind set AM: five hand-built discussions drawn by the site's own script: from inline JSON at load (en), from a
JSON file fetched after load (de), when scrolled near (fr), behind a button whose label is the count (es), in a
dialog opened by a count link in the byline (ja). Every class name, name, place and text invented for this set; each
comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_am_common import Case, Parts, Story, as_json, draw_js, jsdata, make, thread


def en_inline_json() -> Case:
    c = thread("""
Maggie Trelawny | 2h ago | - | The ferry was the only reason I could take the job in Porthcarrow. If it goes to three crossings a day I'm back to the 40-minute drive round the estuary.
Dev Anand | 2h ago | 0 | Same here. The 7:10 is always full of people in work clothes, that should tell the council something.
Maggie Trelawny | 1h ago | 1 | Exactly. Nobody is on it for fun at ten past seven in February.
Colin R | 2h ago | - | £1.2m a year for a boat that carries maybe 300 people a day. I get why they're looking at it, even if I don't like it.
Sophie Hale | 1h ago | 3 | The bridge road costs far more than that to maintain and nobody suggests closing it. // It's a choice about what counts as infrastructure.
Colin R | 58m ago | 4 | Fair point, I hadn't thought of it like that.
Old Pete | 1h ago | - | Been crossing on that ferry since it was a wooden launch with an outboard. They'll take it away over my dead body.
Lowenna K | 45m ago | - | Has anyone actually filled in the consultation? The link in the article takes you to a form that wants your council tax reference, which seems a bit much.
Harbourline Daily | 30m ago | 7 | Thanks Lowenna, the council tells us the reference is optional. We've added that to the article.
""")
    likes = [{"lk": x} for x in ("48", "21", "9", "6", "33", "4", "27", "12", "15")]
    js = draw_js("hzPaint", "c-r7k", reply="Reply", like="▲", who="span")
    block = (
        '<section class="c-v2y0h" aria-labelledby="c-v2y0h-t"><h2 id="c-v2y0h-t" class="c-e5o1s">Join the conversation</h2>'
        '<p class="c-i4a9m">9 responses · sorted by oldest</p><div class="c-d6w3n" id="hz-mount"></div>'
        '<div class="c-o8b2x"><button type="button">Sign in to respond</button></div></section>'
    )
    end = (
        f'<script type="application/json" id="hz-state">{jsdata(as_json(c, likes))}</script>'
        f"<script>{js}\ndocument.addEventListener('DOMContentLoaded', function () {{"
        " hzPaint(JSON.parse(document.getElementById('hz-state').textContent), document.getElementById('hz-mount')); });</script>"
    )
    css = ".c-d6w3n .c-r7k-kids{margin-left:28px;border-left:2px solid #e3e3e3;padding-left:14px}.c-r7k-e{margin:14px 0}.c-r7k-nm{font-weight:700}.c-r7k-tm{color:#888;font-size:13px}"
    st = Story(
        "Council proposes cutting Porthcarrow ferry to three crossings a day",
        "Tamsin Pryor",
        "2025-02-11T07:00:00+00:00",
        "11 February 2025",
        """
The foot ferry between Porthcarrow and St Elwyn could run only three times a day from September under savings proposals published by the county council on Monday.

The service currently makes eleven return crossings on weekdays. The council says it subsidises each passenger by about £4 and needs to find £18m of savings over two years.

A public consultation runs until 24 March. Ferry users have started a petition, which had gathered 2,100 signatures by Monday evening.
""",
        lead="The county says the subsidy can no longer be justified; regular passengers say the river crossing is their only practical way to work.",
        section="Local",
        bio="Covers transport and the council for Harbourline Daily.",
        recs=(
            "Bridge repairs to close road for six weeks",
            "New bus timetable from April",
            "Harbour wall funding approved",
            "Lifeboat station open day",
        ),
    )
    return make(
        "am-en-inline-json",
        "discussion",
        "en-harbourline",
        st,
        Parts(after=block, css=css, end=end),
        c,
        path="/local/porthcarrow-ferry-three-crossings",
        reveal="client_rendered: the thread is JSON in <script type=application/json id=hz-state>, drawn into div#hz-mount by the page's script at DOMContentLoaded",
        container="section.c-v2y0h: h2 'Join the conversation', a count line, div.c-d6w3n#hz-mount > div.c-r7k-e entries (div.c-r7k-hd: span.c-r7k-nm name, span.c-r7k-tm '2h ago'; div.c-r7k-tx paragraphs; div.c-r7k-br '▲ n', 'Reply'); replies in div.c-r7k-kids inside the entry, three levels",
        heading="Join the conversation",
        description="An English estuary news site of 2025 with hashed class names: 9 readers' comments drawn from inline JSON at load, relative times, likes, replies three levels deep, the site's own answer; a two-paragraph comment.",
        check_steps=("wait:300",),
    )


def de_fetch_json() -> Case:
    c = thread("""
Birgit Hollmann | 04.09.2023, 08:14 | - | Endlich! Seit drei Jahren steht die Halle leer und die Vereine trainieren in Nachbarorten.
Stefan Kurz | 04.09.2023, 08:39 | 0 | Der Handballverein ist in der Zeit fast auf die Hälfte geschrumpft. Ob die Jugendlichen zurückkommen, weiß keiner.
Birgit Hollmann | 04.09.2023, 09:02 | 1 | Das befürchte ich auch. Da muss der Verein jetzt aktiv werben.
T. Wendland | 04.09.2023, 09:20 | - | 4,8 Millionen für eine Sanierung. Ein Neubau wäre laut dem Gutachten von 2021 kaum teurer gewesen.
Ayşe Demir | 04.09.2023, 10:47 | 3 | Das Gutachten hat aber auch gesagt, dass man dafür ein neues Grundstück bräuchte. Das gibt es im Ort schlicht nicht.
Gerhard aus Oberkessel | 04.09.2023, 12:15 | - | Wird es wieder eine Tribüne geben? Bei den Kreismeisterschaften standen die Zuschauer früher bis auf den Flur.
Jana Pfeil | 04.09.2023, 13:30 | - | Wichtig wäre mir, dass die Halle auch für Schulen am Vormittag offen ist und nicht nur für die Vereine.
""")
    js = draw_js("kbZeichne", "kb-dx", item="article", who="strong", at="time", reply="Antworten")
    block = (
        '<section class="mt-10 border-t pt-6" id="kb-debatte"><h2 class="text-2xl font-bold">Debatte (7)</h2>'
        '<p class="text-sm text-slate-500" id="kb-laden">Beiträge werden geladen …</p><div class="mt-4 space-y-5" id="kb-liste"></div>'
        '<a class="mt-4 inline-block rounded bg-rose-700 px-4 py-2 text-white" href="/konto/anmelden">Anmelden und mitdiskutieren</a></section>'
    )
    end = (
        f"<script>{js}\nwindow.addEventListener('load', function () {{"
        " fetch('/_daten/debatte/sporthalle-kesselbach.json').then(function (r) { return r.json(); }).then(function (d) {"
        " document.getElementById('kb-laden').remove(); kbZeichne(d.eintraege, document.getElementById('kb-liste')); }); });</script>"
    )
    css = ".kb-dx-kids{margin-left:32px}.kb-dx-e{margin:12px 0}.kb-dx-tm{color:#64748b;font-size:13px}"
    st = Story(
        "Sporthalle am Mühlweg wird saniert – Wiedereröffnung 2025",
        "Ulrike Brandt",
        "2023-09-03T18:00:00+02:00",
        "03.09.2023",
        """
Der Gemeinderat hat am Donnerstag die Sanierung der Sporthalle am Mühlweg beschlossen. Die Halle ist seit 2020 wegen Mängeln am Dach gesperrt.

Die Kosten liegen bei rund 4,8 Millionen Euro, das Land übernimmt knapp die Hälfte. Die Arbeiten sollen im Frühjahr beginnen, die Wiedereröffnung ist für den Herbst 2025 geplant.
""",
        section="Kesselbach",
        bio="Berichtet aus dem Gemeinderat und über Vereine.",
        recs=(
            "Freibad schließt früher",
            "Neue Buslinie ins Gewerbegebiet",
            "Kirmes mit Rekordbesuch",
            "Grundschule bekommt Mensa",
        ),
    )
    return make(
        "am-de-fetch-json",
        "discussion",
        "de-kesselbach",
        st,
        Parts(after=block, css=css, end=end),
        c,
        path="/kesselbach/sporthalle-muehlweg-saniert",
        reveal="fetch after load: at the window's load event the page fetches /_daten/debatte/….json from its own site and draws the thread into div#kb-liste",
        container="section#kb-debatte: h2 'Debatte (7)', a loading line (removed), div#kb-liste > article.kb-dx-e (div.kb-dx-hd: strong.kb-dx-nm, time.kb-dx-tm; div.kb-dx-tx; 'Antworten'); replies in div.kb-dx-kids, three levels",
        heading="Debatte (7)",
        description="A German regional site of 2023 in utility classes: 7 readers' contributions fetched as JSON from the same site after load and drawn by the page's script; replies three levels deep; times '04.09.2023, 08:14'.",
        files={"/_daten/debatte/sporthalle-kesselbach.json": '{"eintraege": ' + as_json(c) + "}\n"},
        check_steps=("wait:800",),
    )


def fr_scroll_near() -> Case:
    c = thread("""
Odile Masson | il y a 3 jours | - | La boulangerie de la place était la dernière du village. Le matin, il faudra faire sept kilomètres pour une baguette.
Régis | il y a 3 jours | 0 | Le dépôt de pain à l'épicerie dépannera, mais ce ne sera pas pareil.
Marie-Claude Fer | il y a 2 jours | - | Merci à Jean et Lucette pour ces trente-deux ans. Leurs croissants du dimanche vont nous manquer.
Yannick B. | il y a 2 jours | - | La mairie pourrait racheter le fonds et le louer à un jeune boulanger. D'autres communes l'ont fait dans les Ardennes.
Sandrine Colas | il y a 2 jours | 3 | C'est ce qui s'est passé à Vrigne, et ça marche depuis cinq ans. Il faut juste que le loyer soit raisonnable.
Yannick B. | hier | 4 | Bonne nouvelle, alors. J'irai en parler au prochain conseil municipal.
""")
    js = draw_js("crDessine", "cr-fil", item="li", wrap="ol", who="cite", at="small", reply="Répondre")
    block = (
        '<np-debat id="cr-debat"><h2>Vos réactions</h2><ol class="cr-fil-racine" id="cr-ici"></ol>'
        '<p class="cr-veille" id="cr-veille">…</p></np-debat>'
    )
    end = (
        f"<script>{js}\n(function () {{ var fait = false; var cible = document.getElementById('cr-debat');"
        " var io = new IntersectionObserver(function (es) { if (fait || !es.some(function (e) { return e.isIntersecting; })) return;"
        " fait = true; io.disconnect(); fetch('/_flux/reactions/boulangerie-saint-aubert.json').then(function (r) { return r.json(); })"
        ".then(function (d) { document.getElementById('cr-veille').remove(); crDessine(d, document.getElementById('cr-ici')); }); },"
        " { rootMargin: '250px' }); io.observe(cible); })();</script>"
    )
    css = "np-debat{display:block;margin-top:1200px}.cr-fil-kids{margin-left:26px}.cr-fil-e{margin:10px 0;list-style:none}"
    st = Story(
        "Saint-Aubert perd sa dernière boulangerie",
        "Hélène Dumont",
        "2024-01-22T06:30:00+01:00",
        "22 janvier 2024",
        """
Après trente-deux ans derrière le comptoir, Jean et Lucette Perrot ont baissé le rideau samedi. Aucun repreneur ne s'est présenté pour la boulangerie de la place de l'Église.

L'épicerie du village assurera un dépôt de pain du mardi au dimanche. La mairie dit étudier « toutes les pistes » pour qu'un artisan s'installe.
""",
        section="Vallées",
        bio="Correspondante dans la vallée de la Semoy.",
        recs=(
            "La fête de la pomme revient",
            "Travaux sur la départementale 31",
            "Le collège inaugure son potager",
        ),
    )
    return make(
        "am-fr-scroll-near",
        "discussion",
        "fr-argonne",
        st,
        Parts(after=block, css=css, end=end),
        c,
        path="/vallees/saint-aubert-derniere-boulangerie",
        reveal="lazy_scroll: the block sits 1200 px below the article; an IntersectionObserver (rootMargin 250px) fetches /_flux/reactions/….json when it comes near and draws the thread",
        container="np-debat#cr-debat (a custom element): h2 'Vos réactions', ol#cr-ici > li.cr-fil-e (div.cr-fil-hd: cite name, small time; div.cr-fil-tx; 'Répondre'); replies in ol.cr-fil-kids, three levels",
        heading="Vos réactions",
        description="A French valley news site of 2024 built of custom elements: 6 readers' reactions fetched and drawn only when the block is scrolled near; replies three levels deep; relative times.",
        files={"/_flux/reactions/boulangerie-saint-aubert.json": as_json(c) + "\n"},
        check_steps=("scroll", "wait:1200"),
    )


def es_count_button() -> Case:
    c = thread("""
Lucía Ferrández | hace 6 horas | - | Vivo en la calle del Mar y el verano pasado no podíamos dormir hasta las cuatro. Bienvenida sea la ordenanza.
Paco el del kiosco | hace 6 horas | 0 | Pues a mí las terrazas me dan de comer. Si cierran a medianoche, la mitad del paseo pierde la temporada.
Lucía Ferrández | hace 5 horas | 1 | Nadie habla de cerrarlas, Paco, sino de bajar la música a partir de las doce. Se puede trabajar sin que los vecinos paguen el pato.
Andrés Vilaplana | hace 5 horas | - | ¿Y quién va a controlarlo? La policía local tiene cuatro agentes por la noche para todo el término.
Marisa | hace 5 horas | 3 | Eso mismo pensé yo. Sin inspectores, la ordenanza se queda en papel mojado.
Jordi Sanchis | hace 4 horas | - | En Benicala llevan dos años con limitadores de sonido en los bares y ha funcionado. Que lo copien.
Rocío M. | hace 4 horas | - | Lo de las sillas en la acera sí que me preocupa. Con el carrito del niño es imposible pasar por delante del paseo.
Enrique Soler | hace 3 horas | 6 | Y con la silla de ruedas de mi madre, ni te cuento. Ojalá midan el metro y medio de paso libre de verdad.
Rocío M. | hace 3 horas | 7 | Un metro y medio ya sería un lujo, Enrique.
Tomás | hace 2 horas | - | Los turistas vienen por el ambiente. Si lo convertimos en un pueblo dormitorio, se irán a otra playa.
Carmen Bolufer | hace 1 hora | 9 | Los turistas también duermen, Tomás. Y los hoteles del paseo son los primeros que se quejan del ruido.
Vicente | hace 40 minutos | - | Buen artículo. Falta saber qué opinan los hosteleros de la asociación, que seguro que algo tendrán que decir.
""")
    js = draw_js("fdPintar", "fd-op", who="strong", reply="Responder", like="👍")
    likes = [{"lk": x} for x in ("31", "12", "25", "18", "9", "22", "14", "11", "7", "5", "16", "3")]
    block = (
        '<section id="comments" class="c-z4h7b"><button type="button" id="fd-ver" class="c-j0s5r">Ver 12 opiniones</button>'
        '<div id="fd-caja" class="c-y3e8v"></div></section>'
    )
    end = (
        f"<script>{js}\ndocument.getElementById('fd-ver').addEventListener('click', function () {{ var b = this;"
        " fetch('/_api/opiniones/terrazas-paseo.json').then(function (r) { return r.json(); }).then(function (d) {"
        " b.remove(); var h = document.createElement('h2'); h.textContent = 'Opiniones'; var caja = document.getElementById('fd-caja');"
        " caja.append(h); fdPintar(d.items, caja); }); });</script>"
    )
    css = ".c-j0s5r{font:600 16px system-ui;padding:12px 22px;border:1px solid #0a4c8b;color:#0a4c8b;background:#fff;border-radius:24px}.fd-op-kids{margin-left:30px}.fd-op-e{margin:12px 0}"
    st = Story(
        "Almendral limitará la música de las terrazas a partir de medianoche",
        "Nuria Climent",
        "2022-06-08T08:00:00+02:00",
        "8 de junio de 2022",
        """
El Ayuntamiento de Almendral aprobará el jueves una ordenanza que obliga a las terrazas del paseo marítimo a apagar la música a las doce de la noche entre junio y septiembre.

La norma también exige dejar un paso libre de metro y medio en las aceras. Las multas irán de 300 a 3.000 euros. La asociación de vecinos del Grao la reclamaba desde hace cuatro veranos.
""",
        section="Almendral",
        bio="Redactora de local y medio ambiente.",
        recs=(
            "La playa del Grao renueva su bandera azul",
            "Obras en la rotonda de la N-332",
            "El mercado abre los domingos",
        ),
    )
    return make(
        "am-es-count-button",
        "discussion",
        "es-almendral",
        st,
        Parts(after=block, css=css, end=end),
        c,
        path="/almendral/terrazas-musica-medianoche",
        reveal="button 'Ver 12 opiniones': its click fetches /_api/opiniones/….json and draws the thread under a new h2 'Opiniones'",
        container="section#comments: button#fd-ver 'Ver 12 opiniones' (removed on click), div#fd-caja > h2 'Opiniones' and div.fd-op-e entries (strong name, span time, paragraphs, '👍 n', 'Responder'); replies in div.fd-op-kids, three levels",
        heading="Opiniones",
        description="A Spanish coastal news site of 2022: 12 readers' opinions fetched only when the button 'Ver 12 opiniones' is clicked; relative times, likes, replies three levels deep.",
        files={"/_api/opiniones/terrazas-paseo.json": '{"items": ' + as_json(c, likes) + "}\n"},
        check_steps=("click:#fd-ver", "wait:800"),
    )


def ja_byline_dialog() -> Case:
    c = thread("""
さくら | 2021年10月12日 19:04 | - | 川西駅の駐輪場が有料になるのは仕方ないと思いますが、月額2,000円は高すぎます。学生には負担です。
山本 | 2021年10月12日 19:40 | 0 | 高校生は半額になると記事に書いてありますよ。それでも高いとは思いますが。
さくら | 2021年10月12日 20:15 | 1 | 見落としていました。ありがとうございます。
通勤おじさん | 2021年10月12日 21:02 | - | 放置自転車が減るなら賛成です。朝は歩道まで自転車があふれていて、ベビーカーが通れません。
中村まゆみ | 2021年10月13日 07:30 | - | 屋根をつけてくれるなら払ってもいいです。雨の日にサドルが濡れているのが一番いやなので。 // あと、防犯カメラも増やしてほしいです。
川西市民 | 2021年10月13日 08:45 | 4 | 同感です。去年、鍵をかけていたのに盗まれました。
""")
    js = draw_js("kwKaku", "kw-ik", who="span", reply="返信")
    byline = ' · <a href="#kw-dlg" id="kw-kazu" class="text-sky-700">💬 6件</a>'
    block = (
        '<dialog id="kw-dlg" class="w-full max-w-2xl rounded-2xl p-6"><div class="flex justify-between"><h2 class="text-xl font-bold">みんなの意見</h2>'
        '<button type="button" id="kw-tojiru">閉じる</button></div><div id="kw-naka" class="mt-4 space-y-4"></div></dialog>'
    )
    end = (
        f'<script type="application/json" id="kw-data">{jsdata(as_json(c))}</script>'
        f"<script>{js}\n(function () {{ var d = document.getElementById('kw-dlg'), done = false;"
        " document.getElementById('kw-kazu').addEventListener('click', function (e) { e.preventDefault();"
        " if (!done) { done = true; kwKaku(JSON.parse(document.getElementById('kw-data').textContent), document.getElementById('kw-naka')); }"
        " d.showModal(); });"
        " document.getElementById('kw-tojiru').addEventListener('click', function () { d.close(); }); })();</script>"
    )
    css = ".kw-ik-kids{margin-left:24px}.kw-ik-e{margin:10px 0}.kw-ik-tm{color:#777;font-size:12px}"
    st = Story(
        "川西駅前の駐輪場、来年4月から有料化へ",
        "佐藤 大輔",
        "2021-10-12T11:00:00+09:00",
        "2021年10月12日",
        """
川西市は、川西駅前の市営駐輪場を来年4月から有料にすると発表した。料金は1日150円、月額2,000円で、高校生以下は半額となる。

市によると、駅周辺の放置自転車は年間約3,000台にのぼり、撤去費用が課題になっていた。有料化にあわせて、屋根と防犯カメラの設置も検討するという。
""",
        section="地域",
        bio="川西支局で市政と交通を担当。",
        recs=("市立図書館が夜9時まで開館", "川西まつり、3年ぶりに開催", "新しい市民病院の設計案"),
    )
    return make(
        "am-ja-byline-dialog",
        "discussion",
        "ja-kawanishi",
        st,
        Parts(byline=byline, after=block, css=css, end=end),
        c,
        path="/chiiki/kawanishi-churinjo-yuryoka",
        reveal="modal from the byline: the link '💬 6件' after the byline's time opens a <dialog> (showModal); its first opening draws the thread from inline JSON",
        container="dialog#kw-dlg: h2 'みんなの意見', a close button, div#kw-naka > div.kw-ik-e (span name, span time, paragraphs, '返信'); replies in div.kw-ik-kids, three levels",
        heading="みんなの意見",
        description="A Japanese city news site of 2021 in utility classes: 6 readers' opinions in a dialog opened by the count link '💬 6件' in the byline, drawn from inline JSON when it first opens; replies three levels deep; a two-paragraph comment.",
        check_steps=("click:#kw-kazu", "wait:300"),
    )


def threads_am() -> list[Case]:
    return [en_inline_json(), de_fetch_json(), fr_scroll_near(), es_count_button(), ja_byline_dialog()]
