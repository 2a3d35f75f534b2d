"""Blind set I: ten hand-made discussions of ordinary size in today's markup, six in the manner of the comment
vendors news sites use (written from memory of their general shape; invented markup and class names): a
Coral-Talk-like stream in a shadow root with "load more" (de), an OpenWeb-like conversation loaded on scroll (ja), a
Viafoura-like custom element (fr), a Disqus-like cross-origin iframe (en), a Facebook-plugin-like cross-origin iframe
(es), a Vuukle-like block with reactions and "load more" (hi), a Hyvor/Commento-like block (id); and three of the
sites' own: utility classes server-rendered (pt), styled-components hydrated from a JSON island (bn), a client app
fetching its thread page by page (ms)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_i_common import (
    RENDER_JS,
    Art,
    PartsI,
    Seed,
    esc,
    make,
    paras,
    rows_json,
    thread,
    tree,
)
from comspider_lab.blind.model import Case


def _page(rows: str, size: int) -> tuple[str, str]:
    """Split a thread's JSON rows into two pages of top-level records (with their replies)."""
    data = json.loads(rows)
    tops = [r["id"] for r in data if r["parent"] is None]
    first = set(tops[:size])

    def root(r: dict[str, object]) -> object:
        while r["parent"] is not None:
            r = next(x for x in data if x["id"] == r["parent"])
        return r["id"]

    a = [r for r in data if root(r) in first]
    b = [r for r in data if root(r) not in first]
    return json.dumps(a, ensure_ascii=False), json.dumps(b, ensure_ascii=False)


# --------------------------------------------------------------------------- de: Coral-like, shadow root, load more


def coral_de() -> Case:
    c = thread(
        """
Hellbacher_Jung | vor 5 Stunden | - | Endlich. Die Brücke ist seit drei Jahren gesperrt und jeder fährt den Umweg über Ostheim.
Sabine K. | vor 5 Stunden | 0 | Drei Jahre und vier Monate, um genau zu sein. Mein Sohn fährt seitdem 20 Minuten länger zur Schule.
Rüdiger Faßbender | vor 4 Stunden | - | 11,4 Millionen für eine Fußgänger- und Radbrücke? Das alte Bauwerk hätte man für die Hälfte sanieren können.
Ingenieurin_aus_Ostheim | vor 4 Stunden | 2 | Leider nein, das Gutachten von 2022 war eindeutig: Die Spannglieder sind durchgerostet. Sanierung war keine Option.
Rüdiger Faßbender | vor 3 Stunden | 3 | Danke für die Einordnung, das wusste ich nicht.
Marlene | vor 3 Stunden | - | Schön wäre, wenn die Bauarbeiten nicht wieder die ganze Sommersaison am Badesee lahmlegen.
Anonym | vor 2 Stunden | - | Mal sehen, ob 2027 gehalten wird.
Tobias W. | vor 2 Stunden | 6 | 😂
Pendler77 | vor 1 Stunde | - | Gibt es während der Bauzeit eine Ersatzfähre? Im Artikel steht nur etwas von einer Umleitung.
Kurier am Hellbach | vor 50 Minuten | 8 | Nach Auskunft der Stadt ist keine Fähre geplant; der Umweg über die B 27 bleibt ausgeschildert. (Redaktion)
Gerda Hollmann | vor 20 Minuten | - | Ich wohne direkt an der Baustelle. Wer zahlt die Risse in meiner Hauswand, wenn die Rammarbeiten beginnen? Bei der Kanalsanierung 2019 hat das niemand übernommen.
Bernd | vor 5 Minuten | - | Gute Nachricht für alle Radfahrer.
"""
    )
    rows = rows_json(c)
    p1, p2 = _page(rows, 5)
    shape = """function (r, esc, paras, depth, kids) {
  return '<div class="crx-Comment' + (depth ? ' crx-Comment--reply crx-depth-' + depth : '') + '" data-cid="' + r.id + '">' +
    '<div class="crx-Comment-top"><span class="crx-Avatar"></span><button class="crx-Username">' + esc(r.name) + '</button>' +
    '<span class="crx-Ts" title="' + r.id + '">' + esc(r.when) + '</span></div>' +
    '<div class="crx-Comment-content">' + paras(r.text) + '</div>' +
    '<div class="crx-Actions"><button>Antworten</button><button>Respekt</button><button>Melden</button></div>' +
    (kids ? '<div class="crx-Replies">' + kids + '</div>' : '') + '</div>';
}"""
    after = (
        '<section class="mt-12 border-t py-8"><h2 class="text-lg font-bold">Diskussion</h2>'
        '<button type="button" id="crx-open" class="mt-4 rounded-full bg-zinc-900 px-4 text-white">Kommentare anzeigen (12)</button>'
        '<div id="crx-embed" class="mt-4"></div></section>'
    )
    end = (
        RENDER_JS
        + """<script>
(function () {
  var host = document.getElementById('crx-embed'), shadow = null;
  var SHAPE = __SHAPE__;
  function page(n) {
    return fetch('/api/talk/bruecke-ostheim-p' + n + '.json').then(function (r) { return r.json(); });
  }
  document.getElementById('crx-open').addEventListener('click', function (e) {
    e.target.remove();
    shadow = host.attachShadow({mode: 'open'});
    shadow.innerHTML = '<style>.crx-Replies{margin-left:28px;border-left:2px solid #ddd;padding-left:12px}.crx-Username{font-weight:700;border:0;background:none}.crx-Ts{color:#777;font-size:13px}</style>' +
      '<div class="crx-Stream"><div class="crx-Tabs"><button aria-selected="true">Alle (12)</button><button>Redaktion empfiehlt</button></div>' +
      '<div class="crx-Box"><textarea placeholder="Diskutieren Sie mit …"></textarea></div><div class="crx-List"></div>' +
      '<button class="crx-More" type="button">Weitere Kommentare laden</button></div>';
    page(1).then(function (rows) {
      shadow.querySelector('.crx-List').innerHTML = iRender(rows, SHAPE);
      var more = shadow.querySelector('.crx-More');
      more.addEventListener('click', function () {
        page(2).then(function (rows2) { shadow.querySelector('.crx-List').insertAdjacentHTML('beforeend', iRender(rows2, SHAPE)); more.remove(); });
      });
    });
  });
})();
</script>""".replace("__SHAPE__", shape)
    )
    art = Art(
        "Neue Brücke nach Ostheim: Baustart im Frühjahr",
        "Die gesperrte Spannbetonbrücke wird abgerissen und durch eine Fuß- und Radbrücke ersetzt. Fertig sein soll sie 2027.",
        "Von Jana Obermeier",
        "Jana Obermeier",
        "2025-11-06T05:30:00+01:00",
        "6. November 2025, 05:30 Uhr",
        (
            "Der Stadtrat hat am Mittwochabend den Neubau der Brücke zwischen Hellbach und Ostheim beschlossen. Die alte Spannbetonbrücke ist seit Juli 2022 gesperrt.",
            "Die neue Brücke soll nur noch Fußgängern und Radfahrern offenstehen. Die Kosten werden auf 11,4 Millionen Euro geschätzt; der Bund übernimmt 60 Prozent.",
            "Die Abrissarbeiten beginnen im März. Während der Bauzeit bleibt die Umleitung über die B 27 bestehen.",
        ),
        kicker="Hellbach",
        declare="jsonld",
    )
    return make(
        "i-coral-de-shadow-more",
        "revealed",
        "tw",
        "de",
        art,
        PartsI(
            after=after,
            end=end,
            files={"/api/talk/bruecke-ostheim-p1.json": p1, "/api/talk/bruecke-ostheim-p2.json": p2},
        ),
        c,
        path="/region/hellbach/neue-bruecke-ostheim-baustart-a-28411",
        reveal="button 'Kommentare anzeigen (12)' opens an open shadow root with the first page (fetched); 'Weitere Kommentare laden' the second",
        container="<div id=crx-embed> open shadow root",
        heading="Diskussion",
        description="A Coral-Talk-like stream (invented crx-* classes) in an open shadow root after a button, five top-level threads a page, 'Weitere Kommentare laden' for the rest; pseudonyms, 'Anonym', the newsroom's own reply, an emoji; replies to three levels; times 'vor 5 Stunden'.",
        static=False,
        check_steps=("click:#crx-open", "wait:800", "click:.crx-More", "wait:800"),
    )


# --------------------------------------------------------------------------- ja: OpenWeb-like, loaded on scroll


def openweb_ja() -> Case:
    c = thread(
        """
たけのこ | 3時間前 | - | 商店街の人たちが一番心配しているのは駐車場のことだと思います。
港町の住人 | 3時間前 | 0 | 市の説明会では、臨時駐車場を200台分用意すると言っていましたよ。
たけのこ | 2時間前 | 1 | それは知りませんでした。ありがとうございます。
佐々木 直子 | 2時間前 | - | 屋台村、すごく楽しみです！子どもと行きたい。
匿名 | 2時間前 | - | 税金を使うなら、まず古い防波堤の補修を優先すべきでは。
kaito_92 | 1時間前 | 4 | 防波堤は国の事業なので、予算の出どころが違うと記事に書いてあります。
山本 | 45分前 | - | いいね
元漁師 | 30分前 | - | 昔はこのあたりに魚市場があって、朝は本当ににぎやかだった。またあの活気が戻るならうれしい。
"""
    )
    shape = """function (r, esc, paras, depth, kids) {
  var h = function (s) { return '_' + (s * 7919 % 46655).toString(36); };
  return '<li class="' + h(1) + (depth ? ' ' + h(2) : '') + '" data-ow-id="' + r.id + '"><div class="' + h(3) + '">' +
    '<img class="' + h(4) + '" src="/_avatar/o' + r.id + '.svg" width="32" height="32" alt="">' +
    '<span class="' + h(5) + '" data-spot-user>' + esc(r.name) + '</span><span class="' + h(6) + '">' + esc(r.when) + '</span></div>' +
    '<div class="' + h(7) + '">' + paras(r.text) + '</div>' +
    '<div class="' + h(8) + '"><button>返信</button><button aria-label="いいね">👍 ' + (r.id % 13) + '</button><button aria-label="よくないね">👎</button><button>共有</button></div>' +
    (kids ? '<ul class="' + h(9) + '">' + kids + '</ul>' : '') + '</li>';
}"""
    after = (
        '<div class="Promo_box__m3n1q" style="height:1500px;background:#f3f1ec">PR</div>'
        '<div id="ow-conversation" class="_1qk2v" data-post-id="port-yatai-2025"><div class="_8fj3a">読み込み中…</div></div>'
    )
    end = (
        RENDER_JS
        + """<script>
(function () {
  var box = document.getElementById('ow-conversation');
  var SHAPE = __SHAPE__;
  new IntersectionObserver(function (entries, obs) {
    if (!entries.some(function (e) { return e.isIntersecting; })) return;
    obs.disconnect();
    fetch('/api/ow/port-yatai-2025.json').then(function (r) { return r.json(); }).then(function (rows) {
      box.innerHTML = '<div class="_3hq0x"><h3 class="_5tz1c">会話</h3><span class="_9k2df">' + rows.length + '件</span>' +
        '<select aria-label="並べ替え"><option>ベスト</option><option>新しい順</option></select></div>' +
        '<div class="_7pl2e"><textarea placeholder="あなたの意見を投稿"></textarea></div><ul class="_0aa8w">' + iRender(rows, SHAPE) + '</ul>' +
        '<div class="_6xm3r">Powered by CommunityWeb</div>';
    });
  }, {rootMargin: '100px'}).observe(box);
})();
</script>""".replace("__SHAPE__", shape)
    )
    art = Art(
        "港湾地区に屋台村、来年春オープンへ",
        "旧魚市場跡地に約30店舗。市は臨時駐車場を整備する方針。",
        "地域報道部 小川 遥",
        "小川 遥",
        "2025-07-14T11:00:00+09:00",
        "2025年7月14日 11:00",
        (
            "市は14日、旧魚市場跡地に約30店舗が入る屋台村を整備すると発表した。来年春のオープンを目指す。",
            "事業費は約4億円。うち半分を国の交付金でまかなう。防波堤の補修は国の事業として別に進められる。",
            "地元商店街からは駐車場不足を心配する声が上がっており、市は臨時駐車場200台分を用意するとしている。",
        ),
        kicker="地域",
        declare="og",
    )
    return make(
        "i-openweb-ja-scroll",
        "revealed",
        "mod",
        "ja",
        art,
        PartsI(after=after, end=end, files={"/api/ow/port-yatai-2025.json": rows_json(c)}),
        c,
        path="/chiiki/20250714-minato-yataimura",
        reveal="lazy_scroll: fetched when the container (1500 px below the article) comes near the viewport",
        container="<div id=ow-conversation>",
        heading="会話",
        description="An OpenWeb-like conversation (every class hashed: _xxxxx) fetched when scrolled to; header '会話 8件', sort select, 'Powered by CommunityWeb'; eight comments, three replies, two levels; '匿名', 'いいね' alone; relative times.",
        static=False,
        check_steps=("scroll", "wait:1200"),
    )


# --------------------------------------------------------------------------- fr: Viafoura-like custom element, fetched on load


def viafoura_fr() -> Case:
    c = thread(
        """
Mireille Castanet | il y a 6 h | - | Enfin une bonne nouvelle pour le plateau. Le car de 7 h 10 était toujours bondé.
Jean-Paul R. | il y a 6 h | - | Deux allers-retours par jour, c'est mieux que rien, mais ça ne permet toujours pas de travailler à Millau avec des horaires normaux.
Causenard | il y a 5 h | 1 | Exactement. Il faudrait au moins un retour après 18 h.
Mireille Castanet | il y a 5 h | 2 | La Région dit que ce sera étudié en septembre. On verra.
Lucie Vidal | il y a 3 h | - | Est-ce que le transport des vélos sera possible ? C'était le cas sur l'ancienne ligne.
Anonyme | il y a 2 h | - | Merci pour l'article, très clair.
Bernard Aussel | 14 mars 2025 à 18:04 | - | Je prends ce car depuis 1998. J'ai connu quatre transporteurs et autant de promesses. Je jugerai sur pièce en avril.
Sandrine | 14 mars 2025 à 19:30 | 6 | 👍
"""
    )
    shape = """function (r, esc, paras, depth, kids) {
  return '<vf-post class="vf-post' + (depth ? ' vf-post--nested' : '') + '" data-post-id="' + r.id + '">' +
    '<div class="vf-post__meta"><img class="vf-avatar" src="/_avatar/v' + r.id + '.svg" width="36" height="36" alt="">' +
    '<a class="vf-post__name" href="#u' + r.id + '">' + esc(r.name) + '</a> <span class="vf-post__time">' + esc(r.when) + '</span></div>' +
    '<div class="vf-post__body">' + paras(r.text) + '</div>' +
    '<div class="vf-post__actions"><button>Répondre</button><button>J\\'aime</button><button>Je n\\'aime pas</button><button>Signaler</button></div>' +
    (kids ? '<vf-replies class="vf-replies">' + kids + '</vf-replies>' : '') + '</vf-post>';
}"""
    after = (
        '<div class="css-7hy2k1p"><vf-conversations class="vf-widget" data-container="ligne-412-plateau" limit="10">'
        '<p class="vf-loading">Chargement de la conversation…</p></vf-conversations></div>'
    )
    end = (
        RENDER_JS
        + """<script>
customElements.define('vf-conversations', class extends HTMLElement {
  connectedCallback() {
    var self = this, SHAPE = __SHAPE__;
    fetch('/api/vf/' + this.dataset.container + '.json').then(function (r) { return r.json(); }).then(function (rows) {
      self.innerHTML = '<div class="vf-header"><h3 class="vf-title">Conversation</h3><span class="vf-count">' + rows.length + ' contributions</span></div>' +
        '<div class="vf-editor"><textarea placeholder="Rejoignez la conversation"></textarea><button>Publier</button></div>' +
        '<div class="vf-sort">Trier : <button>Les plus récents</button><button>Les plus appréciés</button></div>' +
        '<div class="vf-list">' + iRender(rows, SHAPE) + '</div>';
    });
  }
});
</script>""".replace("__SHAPE__", shape)
    )
    art = Art(
        "La ligne de car du plateau rétablie dès le 1er avril",
        "Deux allers-retours quotidiens relieront de nouveau Saint-Véran à Millau.",
        "Par Olivier Rouquette",
        "Olivier Rouquette",
        "2025-03-14T09:12:00+01:00",
        "Publié le 14/03/2025 à 09h12",
        (
            "La Région a annoncé jeudi le rétablissement de la ligne de car 412, supprimée en septembre faute de transporteur.",
            "À partir du 1er avril, deux allers-retours quotidiens relieront Saint-Véran à Millau, avec un départ à 7 h 10.",
            "L'ajout d'un retour en fin de journée sera étudié en septembre, selon la vice-présidente chargée des mobilités.",
        ),
        kicker="Mobilités",
        declare="visible",
    )
    return make(
        "i-viafoura-fr-element",
        "discussion",
        "vue",
        "fr",
        art,
        PartsI(after=after, end=end, files={"/api/vf/ligne-412-plateau.json": rows_json(c)}),
        c,
        path="/territoire/ligne-412-plateau-retablie",
        reveal="on_load: a custom element fetches and renders its thread in the light DOM",
        container="<vf-conversations> (custom element, light DOM)",
        heading="Conversation",
        description="A Viafoura-like custom element <vf-conversations> that fetches its thread on load and renders vf-post elements ('Répondre', 'J'aime', 'Signaler'); eight comments, three replies, two levels; 'Anonyme', an emoji; relative and absolute times.",
        static=False,
        check_steps=("wait:800",),
    )


# --------------------------------------------------------------------------- en: Disqus-like cross-origin iframe


def disqus_en() -> Case:
    c = thread(
        """
Margaret Ellery | 2 hours ago | - | The flats will block the only decent view of the river from Mill Lane. Nobody on the committee lives there, of course.
Tom_H | 2 hours ago | 0 | The view from Mill Lane is of a car park and a derelict warehouse, Margaret.
Margaret Ellery | an hour ago | 1 | It's the river beyond them I mean, Tom.
Anonymous | an hour ago | - | 40 "affordable" units out of 312. What counts as affordable these days?
Priya Nandakumar | an hour ago | 3 | 80% of market rent, which in Harrowgate is still more than most nurses can pay.
Dev | 45 minutes ago | 4 | Which is why the council's own housing register has 2,100 families on it.
Colin Brathwaite | 40 minutes ago | - | Good. We need homes and that site has been empty for fifteen years.
RiversideRay | 30 minutes ago | - | What about the flood risk? The 2019 floods came right up to that warehouse.
Harrowgate Standard | 20 minutes ago | 7 | The developer's flood assessment is on the planning portal, ref. 24/01187/FUL. We'll look at it in a follow-up piece.
Jo | 10 minutes ago | - | Agreed.
Ian McLennan | 5 minutes ago | - | Approved 7-4. So much for the consultation.
"""
    )

    def item(i: int, s: Seed, sub: str) -> str:
        return (
            f'<li class="dq-post" id="dq-{4410 + i}"><div class="dq-post-content">'
            f'<div class="dq-avatar"><img src="/_avatar/dq{i}.svg" width="48" height="48" alt=""></div>'
            f'<div class="dq-body"><header class="dq-post-header"><span class="dq-author"><a href="#u{i}">{esc(s.author)}</a></span>'
            f' <span class="dq-bullet">•</span> <a class="dq-time" href="#dq-{4410 + i}" title="">{esc(s.when)}</a></header>'
            f'<div class="dq-post-message">{paras(s.text)}</div>'
            f'<footer class="dq-post-footer"><a class="dq-vote-up" href="#">▲ {i % 6}</a> <a class="dq-vote-down" href="#">▼</a>'
            f' <span>•</span> <a class="dq-reply" href="#">Reply</a> <span>•</span> <a class="dq-share" href="#">Share ›</a></footer></div></div>'
            f"{f'<ul class=dq-children>{sub}</ul>' if sub else ''}</li>"
        )

    frame = (
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Disqus-like thread</title>'
        "<style>body{font:15px/1.5 Helvetica,Arial,sans-serif;color:#2a2e2e;margin:0;padding:8px}ul{list-style:none;padding:0}"
        ".dq-children{margin-left:60px}.dq-author a{font-weight:700;color:#2e9fff;text-decoration:none}.dq-time{color:#656c7a}</style></head><body>"
        '<div id="dq-thread"><nav class="dq-nav"><span class="dq-count">11 comments</span> <span>Harrowgate Standard</span>'
        ' <a href="#">Login</a></nav><div class="dq-toolbar"><a href="#">♡ Favorite</a> <a href="#">Share</a> '
        '<span class="dq-sort">Sort by Best</span></div><div class="dq-postbox"><textarea placeholder="Join the discussion…"></textarea></div>'
        f'<ul class="dq-posts">{tree(c, item, lambda inner, p: inner)}</ul>'
        '<p class="dq-powered">Thread powered by ThreadHub · Privacy · Do Not Sell My Data</p></div></body></html>'
    )
    frame_path = "/embed/thread/council-riverside-flats.html"
    after = (
        '<section class="mt-12 border-t py-8" id="thread-slot"><h2 class="text-lg font-bold">Have your say</h2>'
        f'<iframe src="@@OTHER@@{frame_path}" title="Discussion" width="100%" height="1400" style="border:0" scrolling="no"></iframe></section>'
    )
    art = Art(
        "Council approves 312 riverside flats despite objections",
        "The planning committee backed the Mill Lane scheme by seven votes to four.",
        "By Hannah Ketteridge, Local Democracy Reporter",
        "Hannah Ketteridge",
        "2025-05-21T19:45:00+01:00",
        "Wednesday 21 May 2025 7:45 pm",
        (
            "Plans for 312 flats on the former Albion warehouse site by the river have been approved, despite more than 400 objections.",
            "The scheme includes 40 affordable homes. Objectors raised concerns about flood risk, parking and the height of the tallest block, which will have 11 storeys.",
            "The committee voted seven to four in favour after a three-hour meeting on Wednesday evening.",
        ),
        kicker="Planning",
        declare="og",
    )
    return make(
        "i-disqus-en-iframe",
        "revealed",
        "tw",
        "en",
        art,
        PartsI(after=after, files={frame_path: frame}),
        c,
        path="/news/council-approves-riverside-flats-mill-lane",
        reveal="iframe from another origin (another loopback port)",
        container="<iframe> (cross-origin) under <section id=thread-slot>",
        heading="Have your say",
        description="A Disqus-like thread in a cross-origin iframe: '11 comments', 'Sort by Best', Login, votes ▲/▼, 'Reply • Share ›', replies to three levels; 'Anonymous', the newsroom's account, 'Agreed.'; times '2 hours ago'.",
        static=False,
        check_steps=("wait:600",),
    )


# --------------------------------------------------------------------------- es: Facebook-plugin-like cross-origin iframe


def fbplugin_es() -> Case:
    c = thread(
        """
Rocío Benavente Luna | 3 sem | - | Yo trabajo en el hospital y llevo años cogiendo el coche porque el autobús solo pasaba cada hora. Ojalá funcione.
Manolo Pizarro | 3 sem | 0 | Cada 20 minutos ya es otra cosa. A ver si lo cumplen.
Asun García | 3 sem | - | ¿Y los domingos? En la noticia no dice nada.
Javier Cordero | 2 sem | 2 | Según el Ayuntamiento los domingos irá cada 40 minutos.
Pili Morcillo | 2 sem | - | Por fin una buena noticia para la gente mayor de la barriada 🙌
Luis Ángel Gómez | 2 sem | - | El problema no es la frecuencia, es que tarda 45 minutos por dar la vuelta a todo el polígono. Con una línea directa se tardaría la mitad.
Chelo R. | 1 sem | 5 | Totalmente de acuerdo.
"""
    )

    def item(i: int, s: Seed, sub: str) -> str:
        return (
            f'<div class="_fbp-row{" _fbp-reply" if s.parent is not None else ""}" data-ft="{90210 + i}">'
            f'<img class="_fbp-pic" src="/_avatar/fb{i}.svg" width="{32 if s.parent is None else 24}" height="32" alt="">'
            f'<div class="_fbp-main"><div class="_fbp-bubble"><a class="_fbp-actor" href="#p{i}">{esc(s.author)}</a>'
            f'<div class="_fbp-txt">{paras(s.text)}</div></div>'
            f'<div class="_fbp-ufi"><a href="#">Me gusta</a> · <a href="#">Responder</a> · <span class="_fbp-age">{esc(s.when)}</span></div>'
            f"{sub}</div></div>"
        )

    frame = (
        '<!doctype html><html lang="es"><head><meta charset="utf-8"><title>Plugin social</title>'
        "<style>body{font:13px Helvetica,Arial,sans-serif;margin:0}._fbp-row{display:flex;gap:8px;margin:8px 0}"
        "._fbp-bubble{background:#f0f2f5;border-radius:16px;padding:6px 12px}._fbp-actor{font-weight:600;color:#050505;text-decoration:none}"
        "._fbp-ufi{font-size:12px;color:#65676b;padding-left:12px}</style></head><body>"
        '<div class="_fbp-top"><span class="_fbp-n">7</span> · <label>Ordenar por <select><option>Más relevantes</option><option>Más recientes</option></select></label></div>'
        '<div class="_fbp-compose"><img src="/_avatar/me.svg" width="40" height="40" alt=""><textarea placeholder="Agrega tu opinión..."></textarea></div>'
        f'<div class="_fbp-list">{tree(c, item, lambda inner, p: inner)}</div>'
        '<div class="_fbp-foot">Plugin social de LibroDeCaras</div></body></html>'
    )
    frame_path = "/plugins/social/v3/heraldo-linea-hospital.html"
    after = (
        '<section style="margin-top:32px"><h2>Opina</h2>'
        f'<iframe src="@@OTHER@@{frame_path}" title="plugin social" width="100%" height="900" style="border:0"></iframe></section>'
    )
    art = Art(
        "El autobús al hospital pasará cada 20 minutos desde el lunes",
        "La línea 6 duplica su frecuencia tras las quejas de vecinos y sanitarios.",
        "Por Marta Serrano Gil",
        "Marta Serrano Gil",
        "2025-02-03T07:00:00+01:00",
        "03/02/2025 - 07:00 h",
        (
            "La línea 6 de autobús urbano, que une el centro con el Hospital Virgen del Prado, pasará cada 20 minutos a partir del lunes.",
            "Hasta ahora la frecuencia era de una hora. Los domingos y festivos el servicio será cada 40 minutos.",
            "El recorrido, que atraviesa el polígono industrial, se mantiene sin cambios por ahora.",
        ),
        kicker="Movilidad",
        declare="jsonld",
    )
    return make(
        "i-fbplugin-es-iframe",
        "revealed",
        "csr",
        "es",
        art,
        PartsI(after=after, files={frame_path: frame}),
        c,
        path="/provincia/autobus-hospital-cada-20-minutos",
        reveal="iframe from another origin, in a client-rendered page (the app moves it under the article)",
        container="<iframe> (cross-origin)",
        heading="Opina",
        description="A Facebook-comments-plugin-like cross-origin iframe ('Ordenar por Más relevantes', bubbles, 'Me gusta · Responder · 3 sem', 'Plugin social de …'), in a page whose article a script renders from a JSON island; seven comments, three replies; an emoji one, 'Totalmente de acuerdo.'",
        static=False,
        check_steps=("wait:800",),
    )


# --------------------------------------------------------------------------- hi: Vuukle-like, on scroll, load more


def vuukle_hi() -> Case:
    c = thread(
        """
राकेश तिवारी | 5 घंटे पहले | - | बहुत अच्छा फैसला। हमारे मोहल्ले में पानी की टंकी दस साल से खराब पड़ी है।
सुनीता वर्मा | 5 घंटे पहले | 0 | हमारे यहाँ भी यही हाल है। उम्मीद है इस बार काम होगा।
अनाम | 4 घंटे पहले | - | 👏👏
डॉ. अमित श्रीवास्तव | 4 घंटे पहले | - | 86 करोड़ की योजना में मीटर लगाने का खर्च भी शामिल है क्या? अगर हर घर में मीटर लगेगा तो बिल बढ़ना तय है। नगर निगम को पहले से दरें बता देनी चाहिए ताकि लोग तैयार रहें।
पंकज | 3 घंटे पहले | 3 | खबर में लिखा है कि पहले साल कोई शुल्क नहीं लगेगा।
नेहा सिंह | 2 घंटे पहले | - | घाट वाली पाइपलाइन का क्या हुआ? वो भी तो अधूरी है।
मनोज यादव | 2 घंटे पहले | - | सही बात है।
इंदौरी भिया | 1 घंटे पहले | - | पानी आएगा तब मानेंगे, अभी तो सिर्फ घोषणा है।
कविता जोशी | 40 मिनट पहले | 7 | सहमत। पिछली बार भी ऐसा ही हुआ था।
ओमप्रकाश | 10 मिनट पहले | - | धन्यवाद नर्मदा समाचार, अच्छी जानकारी दी।
"""
    )
    rows = rows_json(c)
    p1, p2 = _page(rows, 4)
    shape = """function (r, esc, paras, depth, kids) {
  return '<div class="vk-cmt' + (depth ? ' vk-cmt-child' : '') + '" id="vk-' + r.id + '"><div class="vk-cmt-hd">' +
    '<span class="vk-ava">' + esc(r.name.charAt(0)) + '</span><span class="vk-name">' + esc(r.name) + '</span>' +
    '<span class="vk-ago">' + esc(r.when) + '</span></div><div class="vk-cmt-txt">' + paras(r.text) + '</div>' +
    '<div class="vk-cmt-ft"><button>▲ ' + (r.id % 9) + '</button><button>▼</button><button>जवाब दें</button><button>शेयर</button></div>' +
    (kids ? '<div class="vk-kids">' + kids + '</div>' : '') + '</div>';
}"""
    after = (
        '<div class="sc-kpDqfm eXbPlu" style="height:1300px">विज्ञापन</div>'
        '<div id="vk-root" class="sc-dcJsrY hXkpWa"><p>लोड हो रहा है…</p></div>'
    )
    end = (
        RENDER_JS
        + """<script>
(function () {
  var root = document.getElementById('vk-root'), SHAPE = __SHAPE__, started = false;
  function go() {
    if (started || root.getBoundingClientRect().top > window.innerHeight + 150) return;
    started = true;
    fetch('/api/vk/jal-yojana-p1.json').then(function (r) { return r.json(); }).then(function (rows) {
      root.innerHTML = '<div class="vk-emotes"><h3>आपकी प्रतिक्रिया क्या है?</h3>' +
        '<button>😀 खुश <b>42</b></button><button>😐 उदासीन <b>7</b></button><button>😠 नाराज़ <b>11</b></button><button>😮 हैरान <b>3</b></button></div>' +
        '<div class="vk-box"><textarea placeholder="अपनी राय लिखें…"></textarea></div>' +
        '<div class="vk-bar"><b>10 टिप्पणियाँ</b> <span>सबसे नई</span></div><div class="vk-list">' + iRender(rows, SHAPE) + '</div>' +
        '<button class="vk-more" type="button" id="vk-more">और टिप्पणियाँ लोड करें</button>';
      var btn = document.getElementById('vk-more');
      btn.onclick = function () {
        fetch('/api/vk/jal-yojana-p2.json').then(function (r) { return r.json(); }).then(function (more) {
          root.querySelector('.vk-list').insertAdjacentHTML('beforeend', iRender(more, SHAPE)); btn.remove();
        });
      };
    });
  }
  window.addEventListener('scroll', go, {passive: true});
  go();
})();
</script>""".replace("__SHAPE__", shape)
    )
    art = Art(
        "शहर के 40 वार्डों में 24 घंटे पानी की योजना मंजूर",
        "86 करोड़ की योजना में नई पाइपलाइन, टंकियां और घरों में मीटर शामिल।",
        "संवाददाता: विवेक चौरसिया",
        "विवेक चौरसिया",
        "2025-06-09T09:30:00+05:30",
        "09 जून 2025, 09:30 AM IST",
        (
            "नगर निगम की बैठक में शहर के 40 वार्डों में चौबीसों घंटे पानी देने की योजना को मंजूरी दी गई।",
            "86 करोड़ रुपये की इस योजना में नई पाइपलाइन, तीन नई टंकियां और घरों में पानी के मीटर लगाए जाएंगे।",
            "महापौर ने कहा कि पहले साल मीटर के आधार पर कोई शुल्क नहीं लिया जाएगा।",
        ),
        kicker="शहर",
        declare="jsonld",
    )
    return make(
        "i-vuukle-hi-scroll-more",
        "revealed",
        "sc",
        "hi",
        art,
        PartsI(
            after=after, end=end, files={"/api/vk/jal-yojana-p1.json": p1, "/api/vk/jal-yojana-p2.json": p2}
        ),
        c,
        path="/shahar/jal-yojana-40-ward-manjoor",
        reveal="lazy_scroll (a scroll listener fetches the first page) then 'और टिप्पणियाँ लोड करें' (load more)",
        container="<div id=vk-root>",
        heading="आपकी प्रतिक्रिया क्या है? / 10 टिप्पणियाँ",
        description="A Vuukle-like block below an ad: an emotes bar with counts, a box, four top-level threads, then 'और टिप्पणियाँ लोड करें' for the rest; ten comments, three replies; 'अनाम', claps only; relative times.",
        static=False,
        check_steps=("scroll", "wait:1000", "click:#vk-more", "wait:800"),
    )


# --------------------------------------------------------------------------- id: Hyvor/Commento-like, fetched on load


def hyvor_id() -> Case:
    c = thread(
        """
Andi Lamarauna | 2 hari lalu | - | Jalur ini saya lewati tiap minggu ke Poso. Kalau benar selesai Desember, itu kabar baik sekali.
Fitri | 2 hari lalu | 0 | Aamiin. Terakhir lewat sana butuh 3 jam cuma untuk 40 km.
Rahmat Hidayat | 2 hari lalu | 1 | Waktu musim hujan malah bisa 5 jam, Kak.
Yohanis Tandi | 1 hari lalu | - | Anggaran Rp 212 miliar itu sudah termasuk jembatan di Kebun Kopi atau belum? Di berita tidak dijelaskan.
Nur Aisyah | 1 hari lalu | - | Semoga kontraktornya tidak seperti yang kemarin, baru setahun sudah berlubang lagi. Tolong diawasi, bapak-bapak dewan.
Anonim | 20 jam lalu | 4 | Setuju, harus ada pengawasan.
Budi S. | 5 jam lalu | - | Mantap 👍
Kabar Lembah Palu | 3 jam lalu | 3 | Menurut Balai Jalan, jembatan Kebun Kopi dianggarkan terpisah tahun depan. — Redaksi
"""
    )
    shape = """function (r, esc, paras, depth, kids) {
  return '<div class="ht-item" style="margin-inline-start:' + (depth * 24) + 'px" data-id="' + r.id + '"><div class="ht-head">' +
    '<img class="ht-av" src="/_avatar/h' + r.id + '.svg" width="28" height="28" alt=""><b class="ht-user">' + esc(r.name) + '</b>' +
    '<a class="ht-at" href="#ht-' + r.id + '">' + esc(r.when) + '</a></div><div class="ht-md">' + paras(r.text) + '</div>' +
    '<div class="ht-tools"><button class="ht-up">▲ ' + (r.id % 7) + '</button><button class="ht-down">▼</button><button>Balas</button></div></div>' + kids;
}"""
    after = '<div class="css-1r8mq2x"><h2 class="css-9d0xzw1">Tanggapan pembaca</h2><div id="ht-embed" data-page="trans-sulawesi-kebun-kopi"></div></div>'
    end = (
        RENDER_JS
        + """<script>
fetch('/api/ht/trans-sulawesi-kebun-kopi.json').then(function (r) { return r.json(); }).then(function (rows) {
  document.getElementById('ht-embed').innerHTML = '<div class="ht-bar"><span>8</span> · <button>Terpopuler</button><button>Terbaru</button> · <a href="#">Masuk</a></div>' +
    '<textarea class="ht-write" placeholder="Tulis tanggapan (Markdown didukung)"></textarea><div class="ht-list">' + iRender(rows, __SHAPE__) + '</div>' +
    '<p class="ht-brand">Diskusi oleh TalkNest</p>';
});
</script>""".replace("__SHAPE__", shape)
    )
    art = Art(
        "Perbaikan jalan trans Sulawesi ruas Kebun Kopi ditargetkan rampung Desember",
        "Balai Jalan menyiapkan anggaran Rp 212 miliar untuk 40 kilometer jalan yang rusak parah.",
        "Penulis: Moh. Ikhsan",
        "Moh. Ikhsan",
        "2025-08-05T14:20:00+08:00",
        "Selasa, 5 Agustus 2025 14:20 WITA",
        (
            "Balai Pelaksanaan Jalan Nasional menargetkan perbaikan ruas Kebun Kopi di jalan trans Sulawesi rampung pada Desember.",
            "Sepanjang 40 kilometer jalan akan diperlebar dan diaspal ulang dengan anggaran Rp 212 miliar.",
            "Selama pengerjaan, kendaraan berat hanya boleh melintas pada malam hari.",
        ),
        kicker="Daerah",
        declare="time",
    )
    return make(
        "i-hyvor-id-indent",
        "discussion",
        "vue",
        "id",
        art,
        PartsI(after=after, end=end, files={"/api/ht/trans-sulawesi-kebun-kopi.json": rows_json(c)}),
        c,
        path="/daerah/jalan-trans-sulawesi-kebun-kopi-rampung-desember",
        reveal="on_load: fetched and rendered at once",
        container="<div id=ht-embed>",
        heading="Tanggapan pembaca",
        description="A Hyvor/Commento-like block fetched on load: every record a sibling, replies shown only by margin-inline-start (24 px a level); votes, 'Balas', 'Diskusi oleh TalkNest'; eight comments, four replies to three levels; 'Anonim', the newsroom's reply.",
        static=False,
        check_steps=("wait:800",),
    )


# --------------------------------------------------------------------------- pt: utility classes only, server-rendered


def tw_pt() -> Case:
    c = thread(
        """
Cláudia Meireles | há 4 h | - | Moro no Setor Norte e a ciclovia vai passar na frente de casa. Adorei, finalmente vou poder ir de bicicleta ao trabalho.
Rodrigo Tavares | há 4 h | 0 | Cláudia, vai ter iluminação? No trecho da avenida é bem escuro à noite.
Cláudia Meireles | há 3 h | 1 | Segundo a prefeitura sim, com postes de LED em todo o percurso.
Paulo H. | há 3 h | - | R$ 18 milhões em ciclovia enquanto os postos de saúde estão sem médico.
Juliana Fonseca | há 2 h | 3 | São verbas diferentes, Paulo. A ciclovia é dinheiro federal de mobilidade.
Paulo H. | há 2 h | 4 | Mesmo assim. Prioridades.
Anônimo | há 1 h | - | Top!
Seu Valdir | há 40 min | - | Só espero que não tirem as vagas de estacionamento da feira de domingo. A gente que tem banca depende disso.
Beatriz | há 10 min | 7 | Também fiquei preocupada com isso.
"""
    )

    def item(i: int, s: Seed, sub: str) -> str:
        d = s.parent is not None
        return (
            f'<li class="flex gap-3{" ml-10" if d else ""} mt-4"><img class="h-10 w-10 shrink-0 rounded-full" src="/_avatar/p{i}.svg" alt="">'
            f'<div class="min-w-0"><div class="flex items-center gap-2 text-sm"><span class="font-semibold">{esc(s.author)}</span>'
            f'<span class="text-zinc-500">{esc(s.when)}</span></div>'
            f'<div class="mt-2 text-sm leading-7">{paras(s.text)}</div>'
            f'<div class="mt-2 flex gap-4 text-xs text-zinc-500"><button>Responder</button><button>♥ {i % 5}</button></div>'
            f"{f'<ul class=list-none>{sub}</ul>' if sub else ''}</div></li>"
        )

    after = (
        '<section class="mt-12 border-t py-8"><div class="flex items-center justify-between"><h2 class="text-lg font-bold">O que os leitores dizem</h2>'
        '<span class="text-sm text-zinc-500">9</span></div>'
        '<form class="mt-4 flex gap-2"><textarea class="rounded-xl border p-4" placeholder="Escreva aqui"></textarea><button class="rounded-full bg-zinc-900 px-4 text-white">Enviar</button></form>'
        f'<ul class="list-none pl-0">{tree(c, item, lambda inner, p: inner)}</ul></section>'
    )
    art = Art(
        "Prefeitura anuncia ciclovia de 14 km ligando Setor Norte ao centro",
        "Obra de R$ 18 milhões deve começar em outubro e terminar em um ano.",
        "Por Fernanda Albuquerque",
        "Fernanda Albuquerque",
        "2025-09-02T10:10:00-03:00",
        "02/09/2025 10h10",
        (
            "A prefeitura anunciou nesta terça-feira uma ciclovia de 14 quilômetros entre o Setor Norte e o centro da cidade.",
            "A obra, orçada em R$ 18 milhões, será paga com recursos federais do programa de mobilidade urbana.",
            "O traçado passa pela Avenida das Palmeiras, onde acontece a feira de domingo.",
        ),
        kicker="Cidades",
        declare="og",
    )
    return make(
        "i-tw-pt-utility",
        "discussion",
        "tw",
        "pt",
        art,
        PartsI(after=after),
        c,
        path="/cidades/ciclovia-setor-norte-centro",
        container="<section class='mt-12 border-t py-8'> (utility classes only)",
        heading="O que os leitores dizem",
        description="A thread server-rendered in utility classes only (flex gap-3, text-sm, ml-10 for replies): no class or id says what anything is; nine comments, four replies to two levels; 'Anônimo', 'Top!'; times 'há 4 h'.",
        static=True,
    )


# --------------------------------------------------------------------------- bn: styled-components, hydrated from a JSON island


def sc_bn() -> Case:
    c = thread(
        """
রাশেদুল ইসলাম | ৩ ঘণ্টা আগে | - | নদীভাঙনে আমাদের গ্রামের স্কুলটাও গত বছর চলে গেছে। বাঁধটা অনেক আগেই দরকার ছিল।
শাহনাজ পারভীন | ৩ ঘণ্টা আগে | 0 | খুবই দুঃখজনক। এবার যেন কাজটা ঠিকমতো হয়।
মোঃ কামরুল হাসান | ২ ঘণ্টা আগে | - | ৭৪০ কোটি টাকার প্রকল্পে স্থানীয় মানুষকে কাজে নেওয়া হোক।
নাম প্রকাশে অনিচ্ছুক | ২ ঘণ্টা আগে | - | আগের বাঁধের টাকা কোথায় গেল সেটার তদন্ত কে করবে?
তানভীর | ১ ঘণ্টা আগে | 3 | ঠিক বলেছেন।
সুমাইয়া আক্তার | ৪৫ মিনিট আগে | - | বর্ষার আগে কাজ শুরু না হলে আরও অনেক বাড়ি নদীতে যাবে। কর্তৃপক্ষ দয়া করে দ্রুত ব্যবস্থা নিন।
বিপ্লব দাস | ২০ মিনিট আগে | 5 | একমত। জুনের আগে অন্তত জরুরি কাজ শেষ করা দরকার।
হাবিব | ৫ মিনিট আগে | - | 🙏
"""
    )
    data = {
        "props": {
            "pageProps": {
                "articleId": "padma-bandh-740",
                "discussion": {
                    "total": len(c),
                    "items": json.loads(rows_json(c)),
                },
            }
        },
        "buildId": "k2Xy9vQp",
    }
    island = json.dumps(data, ensure_ascii=False).replace("</", "<\\/")
    after = '<div class="sc-eqUAAy hMCfoq" id="opinions-root"><div class="sc-fqkvVR dQsVtk" aria-busy="true"></div></div>'
    end = (
        f'<script id="__NEXT_DATA__" type="application/json">{island}</script>'
        + RENDER_JS
        + """<script>
(function () {
  var d = JSON.parse(document.getElementById('__NEXT_DATA__').textContent).props.pageProps.discussion;
  var SHAPE = function (r, esc, paras, depth, kids) {
    return '<div class="sc-gsFSXq ' + (depth ? 'jRbKtt' : 'fbJvPm') + '"><div class="sc-kAyceB gXGSRd"><span class="sc-imWYAI dTFnCo">' + esc(r.name) + '</span>' +
      '<span class="sc-jXbUNg kIhiDw">' + esc(r.when) + '</span></div><div class="sc-dhKdcB bLNNyh">' + paras(r.text) + '</div>' +
      '<div class="sc-iGgWBj hLcXxU"><button>উত্তর দিন</button><button>পছন্দ</button></div>' +
      (kids ? '<div class="sc-cwHptR eJSLqS">' + kids + '</div>' : '') + '</div>';
  };
  document.getElementById('opinions-root').innerHTML = '<h2 class="sc-hknOHE ioNAvA">পাঠকের মতামত (' + d.total + ')</h2>' +
    '<div class="sc-uVWWZ gRzZqP">' + iRender(d.items, SHAPE) + '</div>';
})();
</script>"""
    )
    art = Art(
        "পদ্মার ভাঙন ঠেকাতে ৭৪০ কোটি টাকার বাঁধ প্রকল্প অনুমোদন",
        "গোদাগাড়ী থেকে চারঘাট পর্যন্ত ১২ কিলোমিটার নদীতীর রক্ষার কাজ শুরু হবে আগামী মাসে।",
        "নিজস্ব প্রতিবেদক",
        "নিজস্ব প্রতিবেদক",
        "2025-04-22T15:00:00+06:00",
        "২২ এপ্রিল ২০২৫, ১৫:০০",
        (
            "জাতীয় অর্থনৈতিক পরিষদের নির্বাহী কমিটি পদ্মার ভাঙন ঠেকাতে ৭৪০ কোটি টাকার একটি প্রকল্প অনুমোদন দিয়েছে।",
            "প্রকল্পের আওতায় গোদাগাড়ী থেকে চারঘাট পর্যন্ত ১২ কিলোমিটার নদীতীরে বাঁধ নির্মাণ করা হবে।",
            "গত পাঁচ বছরে এই এলাকায় তিনটি স্কুলসহ চার শতাধিক বাড়ি নদীতে বিলীন হয়েছে।",
        ),
        kicker="সারাদেশ",
        declare="jsonld",
    )
    return make(
        "i-sc-bn-next-island",
        "discussion",
        "sc",
        "bn",
        art,
        PartsI(after=after, end=end),
        c,
        path="/saradesh/padma-bandh-prokolpo-anumodon",
        reveal="on_load: rendered by a script from a Next.js-like JSON island (__NEXT_DATA__) in the page",
        container="<div id=opinions-root class='sc-eqUAAy hMCfoq'>",
        heading="পাঠকের মতামত (8)",
        description="A thread in styled-components markup (sc-xxxx pairs only) that a script renders from the page's JSON island (__NEXT_DATA__ props.pageProps.discussion); eight comments, three replies, one level; 'নাম প্রকাশে অনিচ্ছুক' (name withheld), an emoji.",
        static=False,
        check_steps=("wait:300",),
    )


# --------------------------------------------------------------------------- ms: a client app fetching its thread page by page


def csr_ms() -> Case:
    c = thread(
        """
Pak Long Besut | 6 jam lalu | - | Jeti lama tu memang dah bahaya. Tahun lepas ada budak jatuh sebab papan reput.
Kak Yah | 6 jam lalu | 0 | Betul tu. Anak saudara saya pun pernah tersadung kat situ.
Hafiz Rahman | 5 jam lalu | - | RM14 juta untuk jeti, harap siap ikut jadual, jangan jadi projek terbengkalai macam pasar baharu.
Nelayan Kuala | 5 jam lalu | 2 | Pasar tu dah tujuh tahun tak siap. Kami nelayan pun dah malas harap.
Aina Sofea | 4 jam lalu | - | Semoga ada tempat letak kereta yang cukup untuk pelancong nak ke pulau.
Tanpa Nama | 3 jam lalu | - | Alhamdulillah.
Zulkifli Osman | 2 jam lalu | - | Masa pembinaan nanti bot ke pulau naik dari mana? Artikel tak sebut langsung pasal ni.
Berita Pantai Timur | 1 jam lalu | 6 | Menurut pejabat daerah, bot akan berlepas dari jeti sementara di Kampung Raja sepanjang tempoh pembinaan.
Mei Ling | 30 minit lalu | - | Akhirnya! Dah lama tunggu.
Ramli | 10 minit lalu | 8 | Sama-sama tunggu 😄
"""
    )
    rows = rows_json(c)
    p1, p2 = _page(rows, 4)
    shape = """function (r, esc, paras, depth, kids) {
  return '<div class="x5qk1' + (depth ? ' x9re2' : '') + '"><p class="x7au0"><b>' + esc(r.name) + '</b> <small>' + esc(r.when) + '</small></p>' +
    paras(r.text, 'x3lm8') + '<p class="x1bb4"><button>Balas</button> <button>Suka</button></p>' + kids + '</div>';
}"""
    after = (
        '<section id="pandangan" style="margin-top:32px"><h2>Pandangan pembaca</h2><div id="pd-list"></div>'
        '<button type="button" id="pd-more" hidden>Muatkan lagi</button></section>'
    )
    end = (
        RENDER_JS
        + """<script>
(function () {
  var SHAPE = __SHAPE__, next = 1;
  function load() {
    return fetch('/api/v2/threads/jeti-kuala-besut-p' + next + '.json').then(function (r) { return r.json(); }).then(function (rows) {
      document.getElementById('pd-list').insertAdjacentHTML('beforeend', iRender(rows, SHAPE));
      next += 1;
      document.getElementById('pd-more').hidden = next > 2;
    });
  }
  document.getElementById('pd-more').addEventListener('click', load);
  if (document.getElementById('root').children.length) load();
  else document.addEventListener('app:ready', load);
})();
</script>""".replace("__SHAPE__", shape)
    )
    art = Art(
        "Jeti baharu Kuala Besut siap hujung 2026",
        "Projek bernilai RM14 juta menggantikan jeti kayu yang berusia lebih 30 tahun.",
        "Oleh Nurul Izzah Mat Ali",
        "Nurul Izzah Mat Ali",
        "2025-12-01T08:00:00+08:00",
        "1 Disember 2025, 8:00 pagi",
        (
            "Kerja-kerja pembinaan jeti baharu di Kuala Besut akan bermula bulan depan dan dijangka siap pada hujung 2026.",
            "Projek bernilai RM14 juta itu menggantikan jeti kayu yang dibina lebih 30 tahun lalu.",
            "Jeti baharu akan mempunyai ruang menunggu berbumbung dan tempat letak kereta untuk 150 kenderaan.",
        ),
        kicker="Negeri",
        declare="og",
    )
    return make(
        "i-csr-ms-paged",
        "revealed",
        "csr",
        "ms",
        art,
        PartsI(
            after=after,
            end=end,
            files={
                "/api/v2/threads/jeti-kuala-besut-p1.json": p1,
                "/api/v2/threads/jeti-kuala-besut-p2.json": p2,
            },
        ),
        c,
        path="/negeri/jeti-baharu-kuala-besut",
        reveal="load_more: a client-rendered page fetches four top-level threads, 'Muatkan lagi' the rest",
        container="<section id=pandangan>",
        heading="Pandangan pembaca",
        description="A client-rendered app (article from a JSON island) that fetches its thread in two pages, 'Muatkan lagi' for the second; meaningless x-classes; ten comments, four replies; 'Tanpa Nama', the newsroom's reply; times '6 jam lalu'.",
        static=False,
        check_steps=("wait:600", "click:#pd-more", "wait:600"),
    )


def thread_cases_i() -> list[Case]:
    return [
        coral_de(),
        openweb_ja(),
        viafoura_fr(),
        disqus_en(),
        fbplugin_es(),
        vuukle_hi(),
        hyvor_id(),
        tw_pt(),
        sc_bn(),
        csr_ms(),
    ]
