"""Blind set BY: two discussions kept by the harness's real comment systems, revealed the way blogs of 2012-2013
revealed their comment widgets: Isso loaded by a "Toon de 6 reacties" text link under a Dutch cycling blog's post,
where the blog's own widget bar stands (nl); Waline mounted when the "コメント (5)" tab is chosen beside a chosen
"トラックバック (0)" tab under a Japanese ramen blog's post (ja). Written for this set; every name, place and text
invented. Isso and Waline keep replies one level deep: every reply here answers a top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_by_common import Bits, Case, Piece, box, case, esc, links, rows, seeds, talk
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def nl_isso_link() -> Case:
    ns = talk("""
Gerrit-Jan :: Mooi verslag! Ik reed de 110 en had bij Kraggenburg precies hetzelfde: daar stond de wind vol op kop en viel het groepje uit elkaar.
  Trappen tegen de wind :: Kraggenburg blijft het zwaarste stuk. Volgend jaar rijden we daar in een waaier, dat heb ik me voorgenomen.
Marieke H. :: Hoe zwaar is de 150 voor iemand die pas een jaar fietst? Ik doe nu rondjes van 70 met de toerclub.
  Trappen tegen de wind :: Met goed eten en drinken onderweg is het te doen. Begin wel rustig en zoek een groep die jouw tempo rijdt.
  Gerrit-Jan :: En neem twee bidons mee, de eerste post is pas na 60 kilometer.
Bas de Wit :: Die reep van de stempelpost in Espel heb ik ook gegeten. Nog nooit zoiets droogs geproefd.
""")
    block = (
        '<div class="fb-bar"><span class="fb-bar-label">Deel dit:</span> <a href="#">Twitter</a> <a href="#">Facebook</a> <a href="#">Hyves</a> <a href="#">E-mail</a>'
        '<span class="fb-bar-like">★ Vind ik leuk · 9 bloggers vinden dit leuk</span></div>'
        '<p class="fb-toon"><a href="#reacties" id="fb-toon">Toon de 6 reacties</a> · <a href="#reacties">Geef een reactie</a></p>'
        '<div id="reacties" class="fb-reacties" style="display:none">'
        + isso_embed("nl", load="later", extra=ISSO_ALL)
        + "</div>"
        "<script type=\"text/javascript\">document.getElementById('fb-toon').onclick = function () {"
        " document.getElementById('reacties').style.display = 'block'; this.parentNode.style.display = 'none'; loadIsso(); return false; };</script>"
    )
    side = (
        box(
            "nl-fietsblog",
            "Over mij",
            "<p><b>Wouter</b>, 44, fietst sinds 2009 elk weekend door de polder. Schrijft over tochten, materiaal en tegenwind.</p>",
        )
        + box(
            "nl-fietsblog",
            "Recente berichten",
            links(
                (
                    "Ronde van de Noordoostpolder: 150 km tegen de wind",
                    "Nieuwe banden: de eerste 500 kilometer",
                    "Voorjaarsklassieker Urk–Lemmer",
                    "Winterfietsen met ijzel",
                ),
                "/2012/",
            ),
        )
        + box(
            "nl-fietsblog",
            "Mijn Strava deze week",
            "<ul><li>Di · 42 km · 27,1 km/u</li><li>Do · 55 km · 28,4 km/u</li><li>Za · 151 km · 26,3 km/u</li></ul>",
        )
        + box(
            "nl-fietsblog",
            "Categorieën",
            links(
                ("Tochten", "Materiaal", "Uitslagen", "Voeding"),
                "/category/",
                counts=("(34)", "(12)", "(9)", "(5)"),
            ),
        )
    )
    style = (
        ".fb-bar{font:12px Arial;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0;margin-top:14px}.fb-bar a{margin-right:6px}.fb-bar-like{float:right;color:#777}"
        ".fb-toon{font:bold 13px Arial}.fb-reacties{border-top:2px solid #2f6f8f;padding-top:8px}"
    )
    piece = Piece(
        "Ronde van de Noordoostpolder: 150 km tegen de wind",
        "Geplaatst door Wouter",
        "2012-05-20T21:10:00+02:00",
        "zondag 20 mei 2012",
        """
Zaterdag was het weer zover: de Ronde van de Noordoostpolder. Ik had me ingeschreven voor de 150 kilometer, met start en finish in Emmeloord. Windkracht 5 uit het noordwesten, dus je weet wat dat betekent in de polder.

De eerste 40 kilometer gingen prima, met de wind schuin in de rug richting Espel. Daarna draaiden we naar het noorden en begon het echte werk. Bij Kraggenburg viel ons groepje van twaalf uit elkaar.

Ik finishte na 5 uur en 42 minuten, met een gemiddelde van 26,3. Niet snel, maar ik heb het gehaald zonder kramp. Volgend jaar weer!
""",
        tags=("Tochten", "Noordoostpolder"),
    )
    return case(
        "by-nl-isso-tekstlink",
        "discussion",
        "nl-fietsblog",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path="/2012/05/20/ronde-van-de-noordoostpolder-150-km/",
        system="isso",
        reveal="link: 'Toon de 6 reacties' under the post's share bar shows a hidden block and loads Isso's client into it",
        container="div#reacties.fb-reacties (display:none until the link is used) with Isso's section#isso-thread; no heading of the blog's own",
        heading=None,
        description="A Dutch cycling blog of 2012: a ride report with a share bar and a '9 bloggers vinden dit leuk' line, then 'Toon de 6 reacties · Geef een reactie' text links; the first shows a hidden block and loads Isso with 6 comments (the blogger answering twice; replies one level deep). Sidebar: about me, recent posts, a week's ride log with distances and speeds, categories with counts. Most awkward: before the click there is only a text link with the count.",
        lookalikes=("a week's ride log with distances and speeds",),
        check_steps=("click:#fb-toon", "wait:3000"),
    )


def ja_waline_tab() -> Case:
    ns = talk("""
つけ麺太郎 :: 煮干し系でここまでえぐみがないのはすごいですね。平日の昼でも並びますか？
  麺とわたし :: 平日の12時台で5〜6人でした。13時過ぎると待ちなしのこともあるそうです。
みほ :: 写真の味玉がきれい！限定の塩も気になります。
  麺とわたし :: 塩は土曜限定で、昼過ぎには売り切れていました。次こそ食べたいです。
駅前の住人 :: 駅から近いので仕事帰りに寄ってみます。夜は何時までですか？
""")
    path = "/entry/2013/11/niboshi-kanade"
    tracks = rows("""
関連記事 | 煮干しラーメンの名店めぐり（2013年版） | 2013/10/02
関連記事 | 北口の新店「麺屋こはく」に行ってきた | 2013/08/19
関連記事 | 自作の煮干しスープ、三回目の挑戦 | 2013/07/07
""")
    block = (
        '<div class="mw-tabs"><ul class="mw-tabhead"><li><a href="#tb" id="mw-t1" class="on">トラックバック (0)</a></li>'
        '<li><a href="#cm" id="mw-t2">コメント (5)</a></li></ul>'
        '<div id="mw-tb" class="mw-panel"><p>この記事へのトラックバックはまだありません。</p><p class="mw-tburl">トラックバックURL: <input type="text" size="40" value="http://ramen.example.invalid/tb/2013-11-niboshi" readonly="readonly" /></p>'
        '<ul class="mw-rel">'
        + "".join(
            f'<li>{esc(k)}：<a href="/entry/{n}">{esc(t)}</a>（{esc(d)}）</li>'
            for n, (k, t, d) in enumerate(tracks)
        )
        + '</ul></div><div id="mw-cm" class="mw-panel" style="display:none"><div id="mw-waline"></div></div></div>'
        + WALINE_CSS
        + waline_embed("'#mw-waline'", path, "jp")
        + "<script type=\"text/javascript\">(function () { var done = false, a = document.getElementById('mw-t1'), b = document.getElementById('mw-t2');"
        " function pick(k) { a.className = k === 1 ? 'on' : ''; b.className = k === 2 ? 'on' : '';"
        " document.getElementById('mw-tb').style.display = k === 1 ? '' : 'none'; document.getElementById('mw-cm').style.display = k === 2 ? '' : 'none';"
        " if (k === 2 && !done) { done = true; mountWaline(); } }"
        " a.onclick = function () { pick(1); return false; }; b.onclick = function () { pick(2); return false; }; })();</script>"
    )
    side = (
        box(
            "ja-ramen",
            "プロフィール",
            "<p><b>麺とわたし</b><br />会社員。週末は電車でラーメン屋めぐり。これまで412杯。</p>",
        )
        + box(
            "ja-ramen",
            "人気記事ランキング",
            links(
                (
                    "煮干しそば「かなで」開店初日レポ",
                    "家系ラーメン比較：駅前三店",
                    "深夜営業のラーメン屋まとめ",
                ),
                "/entry/",
                "ol",
                ("（1,204 PV）", "（988 PV）", "（702 PV）"),
            ),
        )
        + box(
            "ja-ramen",
            "最近のコメント",
            "<ul><li>みほ：家系ラーメン比較：駅前三店</li><li>駅前の住人：深夜営業のラーメン屋まとめ</li><li>ぬこ麺：自作の煮干しスープ、三回目の挑戦</li></ul>",
        )
        + box(
            "ja-ramen",
            "カテゴリー",
            links(
                ("食べ歩き", "自作", "地図", "雑記"), "/category/", counts=("(128)", "(14)", "(6)", "(31)")
            ),
        )
    )
    style = (
        ".mw-tabhead{list-style:none;margin:18px 0 0;padding:0;overflow:hidden}.mw-tabhead li{float:left;margin-right:4px}.mw-tabhead a{display:block;padding:5px 12px;background:#f1e6dc;text-decoration:none;font:bold 12px sans-serif}"
        ".mw-tabhead a.on{background:#a0522d;color:#fff}.mw-panel{border:1px solid #a0522d;padding:8px 10px;font-size:12px}"
    )
    piece = Piece(
        "煮干しそば「かなで」開店初日レポ",
        "投稿者：麺とわたし　カテゴリ：食べ歩き",
        "2013-11-09T22:05:00+09:00",
        "2013年11月09日（土）",
        """
駅の南口から歩いて3分、商店街の外れに煮干しそばの新店「かなで」がオープンしました。初日の開店15分前に着くと、すでに11人の行列。

注文したのは看板の「煮干しそば（醤油）」780円と味玉100円。スープは煮干しの香りがしっかりしているのに、えぐみや苦みはほとんどありません。細めのストレート麺との相性もばっちりです。

土曜限定の「塩煮干し」は、昼過ぎの時点で売り切れ。次回はこれを目当てに早めに行こうと思います。
""",
        tags=("煮干し", "新店"),
    )
    return case(
        "by-ja-waline-tabu",
        "discussion",
        "ja-ramen",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="tab: 'コメント (5)' beside the chosen tab 'トラックバック (0)'; choosing it shows its panel and mounts Waline",
        container="div.mw-tabs > div#mw-cm (display:none until its tab is chosen) > div#mw-waline (Waline's client, its Japanese interface)",
        heading=None,
        description="A Japanese ramen blog of 2013: a new shop's report with two tabs under it, the shown one 'トラックバック (0)' (no trackback, a trackback URL and three related posts with dates), the other mounting Waline with 5 comments (the blogger answering twice; replies one level deep) when chosen. Sidebar: profile, popular posts with page views, the blog's recent comments on other posts (name: post title), categories with counts. Most awkward: the shown tab says there is nothing, and the sidebar's recent comments name the same commenters.",
        lookalikes=("recent comments of other posts naming the same commenters", "related posts with dates"),
        check_steps=("click:#mw-t2", "wait:3000"),
    )


def real_by() -> list[Case]:
    return [nl_isso_link(), ja_waline_tab()]
