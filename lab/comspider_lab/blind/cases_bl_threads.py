"""Blind set BL: five long discussions in the served HTML of sites' own templates that need an action to show whole:
numbered comment pages (hu), a chain of JSON batches behind a load-more button (ja), subthreads collapsed behind
"show N replies" that fetch an HTML fragment (ru), "continue this thread" to a page of its own (el), a comments page of
its own with its own pager and sort tabs (ko). Every name, place and text invented; each comment written by hand."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bl_common import (
    C,
    Case,
    Parts,
    Story,
    depth,
    esc,
    make,
    paras,
    seeds,
    site,
    thread,
    tree,
)
from comspider_lab.blind.layout_bl import render_bl

# --------------------------------------------------------------------------- hu: numbered comment pages

HU_SITE = site("""
name: Révfalvi Hírmondó
lang: hu
px: rh
style: local
accent: #7a2e12
motto: A Duna-kanyar hírei 1994 óta
sections: Címlap; Révfalu; Környék; Sport; Kultúra; Vélemény
most_read: Legolvasottabb
read_rows: Lezárják a Malom utcát nyárig = 14 210 olvasó; Új pék nyitott a piactéren = 9 870 olvasó; Elmarad a szüreti felvonulás = 7 455 olvasó; Megvan, ki nyerte a halászlé-főzőversenyt = 6 020 olvasó
most_talked: Legtöbbet kommentelt
talk_rows: Drágul a parkolás a rév mellett = 212 hozzászólás; Kivágják a templomkert hársait? = 168 hozzászólás; Ki fizeti a kompot? = 97 hozzászólás; Megszűnik a 6-os busz esti járata = 84 hozzászólás
related: Ezt is ajánljuk
letter: A hét hírei minden péntek reggel a postafiókjában
subscribe: Feliratkozom
paywall: Ez a cikk előfizetőinknek szól. Havi 990 forintért minden írásunkat olvashatja.
contact: Impresszum
""")

HU_THREAD = thread("""
Bakos Tünde | 2019. május 14. 08:12 | - | - | Végre! Harminc éve várunk arra, hogy a hídon ne dübörögjenek át a kamionok. A lakásunk ablaka remeg, ha jön egy.
Kertész Gábor | 2019. május 14. 08:30 | 0 | - | Az ablak remeg, de hol fognak átmenni? A Tabáni úton, az én házam előtt. Köszönöm szépen.
Bakos Tünde | 2019. május 14. 08:41 | 1 | - | Gábor, a cikk szerint a kamionok a szigeti elkerülőn mennek majd, nem a Tabáni úton. Olvasd el a második bekezdést.
Kertész Gábor | 2019. május 14. 09:02 | 2 | - | Olvastam. Az elkerülő 2021-re lesz kész, ha minden jól megy. Addig hol? Ezt senki nem mondja meg.
idős Fehér | 2019. május 14. 09:15 | 3 | - | Igaza van Gábornak. Negyven éve lakom itt, láttam már elkerülőt, ami öt évig épült.
Szalai Márk | 2019. május 14. 08:55 | - | - | Biciklivel járok be a gyárba a hídon keresztül. Nekem ez maga a mennyország lesz.
Vörös Ildikó | 2019. május 14. 09:40 | 5 | - | Mennyország, amíg nem esik az eső. A busz is megy majd át?
Szalai Márk | 2019. május 14. 09:52 | 6 | - | A 3-as és a 6-os busz igen, csak a tehergépjárművek és az autók nem. Ott van a táblázatban a cikk alján.
Nagy Levente | 2019. május 14. 10:05 | - | - | Ki fogja ezt ellenőrizni? A polgárőrök? A kamerák a hídon évek óta nem működnek.
Ruzsa Péter | 2019. május 14. 10:20 | 8 | - | Múlt héten szerelték fel az újakat, láttam a daruskocsit. Rendszámfelismerős.
Nagy Levente | 2019. május 14. 10:34 | 9 | - | Akkor bocsánat, erről nem tudtam. Akkor legyen.
Pintérné Edit | 2019. május 14. 11:12 | - | - | A piacra szombaton a szigetről hozzuk a zöldséget kisteherautóval. Nekünk most mi lesz? Negyven perc kerülő, oda-vissza.
Hajdú Csilla | 2019. május 14. 11:30 | 11 | - | Edit néni, az őstermelők engedélyt kérhetnek a hivatalban, a polgármester tegnap mondta a lakossági fórumon.
Pintérné Edit | 2019. május 14. 11:46 | 12 | - | Köszönöm, Csillám, ezt nem tudtam. Hétfőn bemegyek.
Fodor Zsolt | 2019. május 14. 12:03 | - | - | Megint a belváros dönt a szigetiek helyett. Minket senki nem kérdezett.
Bakos Tünde | 2019. május 14. 12:15 | 14 | - | Zsolt, két fórum is volt, mindkettőn alig voltak tízen. Ki nem ment el?
Fodor Zsolt | 2019. május 14. 12:31 | 15 | - | Aki dolgozik, az délután négykor nem ér rá fórumra járni.
Ruzsa Péter | 2019. május 14. 12:40 | 16 | - | Ebben igaza van. Legközelebb lehetne este hétkor is.
Tóth Áron | 2019. május 14. 13:22 | - | - | Egy kérdés: a mentő és a tűzoltó átmehet? Mert ha nem, az életveszélyes.
Vörös Ildikó | 2019. május 14. 13:35 | 18 | - | Persze, hogy átmehet. A megkülönböztető jelzéssel közlekedőkre nem vonatkozik a tilalom.
Gál Bernadett | 2019. május 14. 14:08 | - | - | Hétvégén mindig tele volt a híd turistákkal, akik megállnak fotózni az autók között. Most legalább biztonságos lesz.
Lakatos Imre | 2019. május 14. 14:50 | - | - | Az én boltom a híd lábánál van. A vevőim fele autóval jön a szigetről. Ha nem tudnak megállni, bezárhatok. // Erről a cikkben egy szó sincs, pedig nem én vagyok az egyetlen. A cukrászda és a virágbolt ugyanígy jár.
Szalai Márk | 2019. május 14. 15:02 | 21 | - | Imre bácsi, a rakparton lesz húsz új parkolóhely, két perc sétára. Szerintem gyalog is eljönnek.
Lakatos Imre | 2019. május 14. 15:17 | 22 | - | Márk, te fiatal vagy. Egy hetvenéves néni nem fog két szatyorral sétálni a rakpartról.
Hajdú Csilla | 2019. május 14. 15:29 | 23 | - | Erre lehetne megoldás a házhoz szállítás, a pékség is ezt csinálja tavaly óta.
Kertész Gábor | 2019. május 14. 16:44 | - | - | Valaki tudja, hogy mikor lesz a következő testületi ülés? Oda elmennék.
Ruzsa Péter | 2019. május 14. 16:58 | 25 | - | Május 28-án, kedden, fél hatkor a városháza nagytermében.
Dombi Kata | 2019. május 14. 18:20 | - | - | Nálunk Szentendrén is lezárták a főteret, először mindenki háborgott, most meg senki nem akarná vissza az autókat.
Fodor Zsolt | 2019. május 14. 18:37 | 27 | - | A főtér nem híd. Egy hídon nincs más út.
Dombi Kata | 2019. május 14. 18:52 | 28 | - | Persze, nem ugyanaz. Csak azt mondom, hogy érdemes kipróbálni.
Bakos Tünde | 2019. május 15. 07:10 | - | - | Reggel hétkor a hídon: tizenkét kamion, három perc alatt. Ezt számolgatom minden nap. Még két hét.
""")

HU_PAGES = (0, 11, 20)  # the first top-level comment of pages 1, 2 and 3 (its index)


def _hu_page(cs: list[C], page: int, base: str) -> str:
    tops = [i for i, c in enumerate(cs) if c.seed.parent is None]
    start = HU_PAGES[page - 1]
    stop = HU_PAGES[page] if page < len(HU_PAGES) else len(cs)
    only = [i for i in tops if start <= i < stop]

    def item(i: int, c: C, replies: str) -> str:
        return (
            f'<div class="rh-hsz" id="hsz-{i + 1}"><div class="rh-fej"><span class="rh-nev">{esc(c.name)}</span> '
            f'<span class="rh-ido">{esc(c.when)}</span> <a class="rh-sorsz" href="#hsz-{i + 1}">#{i + 1}</a></div>'
            f'<div class="rh-szov">{paras(c.text)}</div><div class="rh-gomb"><a href="#valasz">Válasz</a> · '
            f'<a href="#jelent">Jelentem</a></div>{replies}</div>'
        )

    body = tree(cs, item, lambda s: f'<div class="rh-valaszok">{s}</div>', only=only)
    links = " ".join(
        f"<b>{n}</b>" if n == page else f'<a href="{base}{"" if n == 1 else f"{n}/"}">{n}</a>'
        for n in range(1, len(HU_PAGES) + 1)
    )
    if page > 1:
        links = f'<a href="{base}{"" if page == 2 else f"{page - 1}/"}">‹ Előző</a> ' + links
    if page < len(HU_PAGES):
        links += f' <a class="rh-kov" href="{base}{page + 1}/">Következő ›</a>'
    return (
        f'<section class="rh-hozza" id="hozzaszolasok"><h2>Hozzászólások (31)</h2>'
        f'<p class="rh-info">{page}. oldal a 3-ból · Legrégebbi elöl</p>{body}'
        f'<div class="rh-lapoz">{links}</div><form id="valasz" class="rh-urlap"><textarea></textarea>'
        "<button>Elküldöm</button></form></section>"
    )


def hu_pager() -> Case:
    cs = HU_THREAD
    base = "/revfalu/lezarjak-a-hidat-a-teherforgalom-elott/"
    st = Story(
        "Lezárják a Duna-hidat a teherforgalom és az autók elől",
        "Soltész Dóra",
        "2019-05-14T06:00:00+02:00",
        "2019. május 14.",
        """
Június elsejétől csak gyalogosok, kerékpárosok és a helyi buszok kelhetnek át Révfalu öreg Duna-hídján. A képviselő-testület kedd esti ülésén kilenc igen szavazattal, két nem ellenében döntött a lezárásról.

A teherautók a szigeti elkerülő úton közlekedhetnek majd, amelynek építése 2021-ben fejeződik be. Addig ideiglenes terelőút épül a régi kikötő mögött. Az őstermelők és a hídfőnél lakók behajtási engedélyt kérhetnek.

A hídon rendszámfelismerő kamerák ellenőrzik a tilalmat. A rakparton húsz új parkolóhelyet alakítanak ki.
""",
        lead="Kilenc igen, két nem: június elsejétől csak gyalogosok, biciklisek és a helyi buszok mehetnek át az öreg hídon.",
        related=(
            "Mikor lesz kész a szigeti elkerülő?",
            "Kamerák figyelik a hidat",
            "Húsz új parkolóhely a rakparton",
        ),
    )
    css = (
        ".rh-hsz{border-top:1px solid #e5ddd5;padding:10px 0}.rh-valaszok{margin-left:28px;border-left:3px solid #eadfd5;padding-left:12px}"
        ".rh-nev{font-weight:700}.rh-ido,.rh-sorsz{color:#8a7a70;font-size:13px}.rh-gomb{font-size:13px}.rh-lapoz{margin:16px 0;font-size:18px}"
        ".rh-lapoz a,.rh-lapoz b{padding:4px 9px;border:1px solid #ccc;margin-right:4px}"
    )
    page1 = Parts(after=_hu_page(cs, 1, base), css=css)
    files = {
        f"{base}{n}/": render_bl(HU_SITE, st, Parts(after=_hu_page(cs, n, base), css=css)) for n in (2, 3)
    }
    return make(
        "bl-hu-numbered-pages",
        "discussion",
        HU_SITE,
        st,
        page1,
        seeds(cs),
        path=base,
        reveal="pager: numbered comment pages '1 2 3 Következő ›', each page of the article at its own URL (…/2/, …/3/) holding the next top-level comments with their replies",
        container="section.rh-hozza#hozzaszolasok: div.rh-hsz (nested div.rh-valaszok), div.rh-lapoz",
        heading="Hozzászólások (31)",
        description="A Hungarian town paper of 2019 on closing its old bridge to cars: 31 readers' comments over three numbered comment pages of the article (11, 9 and 11 under their top-level comments), four levels deep; the article and its furniture printed again on each page; the hardest: the pager.",
        static=False,
        files=files,
        check_steps=("snap", f"goto:{base}2/", "snap", f"goto:{base}3/"),
    )


# --------------------------------------------------------------------------- ja: load-more chain of JSON batches

JA_SITE = site("""
name: 湯けむり週報
lang: ja
px: yk
style: mag
accent: #9b1c31
motto: 暮らしと街のウェブマガジン
sections: トップ; まち; くらし; たべる; コラム; 連載
most_read: 今週よく読まれた記事
read_rows: 駅前の古書店、最後の一日 = 3.2万回; 坂の上のパン屋が移転 = 2.1万回; 商店街の夏祭りは三日間 = 1.8万回; 路面電車の新型車両を見てきた = 1.2万回
most_talked: コメントが多い記事
talk_rows: 銭湯「松の湯」が九十年の歴史に幕 = 36件; 市営プールの料金改定 = 28件; 駅前再開発、タワーは必要か = 211件; 図書館の夜間開館をやめないで = 54件
related: 関連記事
letter: 毎週金曜日、編集部のおすすめをメールでお届けします
subscribe: 登録する
paywall: 会員登録(無料)で全文と過去の連載が読めます
contact: お問い合わせ
font: "Hiragino Mincho ProN",serif
""")

JA_THREAD = thread("""
ふじ子 | 2024年2月3日 21:14 | - | - | 小学生の頃から通っていました。富士山のタイル絵、もう見られないと思うと泣けてきます。
たけ | 2024年2月3日 21:30 | 0 | - | あのタイル絵、九州の職人さんが描いたって番台のおばあちゃんに聞いたことがあります。
ふじ子 | 2024年2月3日 21:41 | 1 | - | えっ、知らなかった。どこかに移して保存できないんですかね。
銭湯好き三郎 | 2024年2月3日 22:05 | 2 | - | タイルは壁ごと剥がさないといけないので、費用がかなりかかるそうです。別の町で保存会がクラウドファンディングをした例はあります。
たけ | 2024年2月3日 22:20 | 3 | - | それ、やりましょうよ。少しなら出します。
みどり | 2024年2月3日 21:50 | - | - | 燃料代が三年で倍になったって記事にありますね。値上げしても客が減るだけだし、どうしようもなかったんだろうな。
河原町の住人 | 2024年2月3日 22:02 | 5 | - | 値上げしてくれたら払ったのに。五百円でも行きますよ。
みどり | 2024年2月3日 22:16 | 6 | - | 気持ちはわかります。でも常連の高齢の方は年金暮らしだから、百円でも大きいと思います。
ケンタ | 2024年2月3日 22:40 | - | - | 家に風呂がない学生にとっては死活問題。近くの銭湯は自転車で二十分の「亀の湯」だけになる。
アパート暮らし | 2024年2月3日 23:01 | 8 | - | 同じく。冬場に二十分自転車こいで帰ったら、湯冷めしますよね。
ケンタ | 2024年2月3日 23:12 | 9 | - | そうなんですよ。コインシャワーでも作ってくれないかな。
まちの整骨院 | 2024年2月4日 07:45 | - | - | 朝風呂の常連でした。六時に開くのは松の湯だけでした。三代目さん、お疲れさまでした。
ぬるめ派 | 2024年2月4日 08:10 | - | - | 記事、とても丁寧でした。ボイラー室の写真が良かったです。
編集部・小川 | 2024年2月4日 09:00 | 12 | staff | ありがとうございます。取材は閉店の二週間前でした。三代目の松田さんは最後まで笑顔でした。
ぬるめ派 | 2024年2月4日 09:22 | 13 | - | 続報があればぜひ書いてください。跡地がどうなるのか気になります。
編集部・小川 | 2024年2月4日 10:05 | 14 | staff | 跡地はまだ未定とのことです。わかり次第お伝えします。
ゆう | 2024年2月4日 11:30 | - | - | 正直、最近は行ってなかった。なくなると聞いてから惜しむのは勝手だなと自分でも思う。
みどり | 2024年2月4日 11:48 | 16 | - | それは多くの人がそうだと思います。私も月に一回くらいでした。
銭湯好き三郎 | 2024年2月4日 12:15 | 16 | - | 今からでも遅くないですよ。閉店は二十九日なので、あと三週間あります。
ゆう | 2024年2月4日 12:40 | 18 | - | そうですね。今週末、子どもを連れて行ってきます。
たけ | 2024年2月4日 13:02 | - | - | クラウドファンディングの件、本気で考えてます。タイル絵を公民館に移せないか市に聞いてみます。
ふじ子 | 2024年2月4日 13:20 | 20 | - | 賛成です!手伝えることがあったら言ってください。
河原町の住人 | 2024年2月4日 13:35 | 20 | - | 市の文化財課より、まず商店街の組合に相談した方が早いと思いますよ。
たけ | 2024年2月4日 13:51 | 22 | - | なるほど、組合長さんなら知ってます。明日行ってみます。
シロ | 2024年2月4日 16:27 | - | - | うちの祖父も番台に座ってました。昭和四十年代、隣の酒屋の息子だったそうです。こういう話を読むと祖父を思い出します。
昭和の湯上がり | 2024年2月4日 19:03 | - | - | 湯上がりのコーヒー牛乳。瓶の冷たさ。それが全部です。
ケンタ | 2024年2月4日 19:40 | 25 | - | わかる。あとフルーツ牛乳派もいますよ。
昭和の湯上がり | 2024年2月4日 20:02 | 26 | - | フルーツ牛乳派とは仲良くできません(笑)
アパート暮らし | 2024年2月5日 08:15 | - | - | 亀の湯のほうは大丈夫なんでしょうか。あそこも同じくらい古いですよね。
銭湯好き三郎 | 2024年2月5日 08:44 | 28 | - | 亀の湯は去年ボイラーを入れ替えたので、しばらくは大丈夫だと店主が言っていました。
""")

JA_BATCHES = (0, 12, 20)  # the first top-level comment of the page's own batch and of the two fetched ones


def _ja_json(cs: list[C], start: int, stop: int) -> list[dict[str, object]]:
    def node(i: int) -> dict[str, object]:
        c = cs[i]
        kids = [j for j, d in enumerate(cs) if d.seed.parent == i]
        return {
            "cid": f"m{4100 + i}",
            "nick": c.name,
            "posted": c.when,
            "body": c.text,
            "editor": c.has("staff"),
            "good": (7 * i + 3) % 19,
            "res": [node(j) for j in kids],
        }

    return [node(i) for i, c in enumerate(cs) if c.seed.parent is None and start <= i < stop]


def ja_json_chain() -> Case:
    cs = JA_THREAD
    base = "/machi/matsunoyu-heiten"
    b = JA_BATCHES
    first = _ja_json(cs, b[0], b[1])
    files = {
        f"{base}/res/2.json": json.dumps(
            {"items": _ja_json(cs, b[1], b[2]), "next": f"{base}/res/3.json", "left": 10}, ensure_ascii=False
        ),
        f"{base}/res/3.json": json.dumps(
            {"items": _ja_json(cs, b[2], len(cs)), "next": None, "left": 0}, ensure_ascii=False
        ),
    }
    script = (
        "<script>(function () {"
        " var box = document.getElementById('yk-koe-list'), btn = document.getElementById('yk-motto');"
        " function esc(s) { var d = document.createElement('div'); d.textContent = s; return d.innerHTML; }"
        ' function draw(it) { var h = \'<li class="yk-koe" id="\' + it.cid + \'"><div class="yk-meta"><span class="yk-nick">\' + esc(it.nick) + \'</span>\''
        " + (it.editor ? ' <span class=\"yk-hen\">編集部</span>' : '') + ' <span class=\"yk-toki\">' + esc(it.posted) + '</span></div>'"
        " + '<div class=\"yk-honbun\">' + esc(it.body).split('\\n\\n').map(function (p) { return '<p>' + p + '</p>'; }).join('') + '</div>'"
        ' + \'<div class="yk-ashi"><button type="button">いいね \' + it.good + \'</button> <button type="button">返信</button></div>\';'
        " if (it.res.length) h += '<ul class=\"yk-res\">' + it.res.map(draw).join('') + '</ul>'; return h + '</li>'; }"
        " function add(items) { box.insertAdjacentHTML('beforeend', items.map(draw).join('')); }"
        f" add({json.dumps(first, ensure_ascii=False)});"
        f" var next = '{base}/res/2.json';"
        " btn.addEventListener('click', function () { if (!next) return; btn.disabled = true; btn.textContent = '読み込み中…';"
        " fetch(next).then(function (r) { return r.json(); }).then(function (d) { add(d.items); next = d.next;"
        " if (next) { btn.disabled = false; btn.textContent = 'もっと見る(残り' + d.left + '件)'; } else { btn.remove(); } }); });"
        " })();</script>"
    )
    block = (
        '<section class="yk-koebako" aria-labelledby="yk-midashi"><h2 id="yk-midashi">読者の声 <small>30件</small></h2>'
        '<div class="yk-narabi">並び順: <b>古い順</b> | <a href="#new">新しい順</a></div>'
        '<ul class="yk-koe-list" id="yk-koe-list"></ul>'
        '<button type="button" class="yk-motto" id="yk-motto">もっと見る(残り18件)</button>'
        + script
        + "</section>"
    )
    css = (
        ".yk-koe-list,.yk-res{list-style:none;padding:0}.yk-res{margin-left:24px;border-left:2px solid #f0d7dc;padding-left:12px}"
        ".yk-koe{padding:10px 0;border-bottom:1px dotted #ddd}.yk-nick{font-weight:700}.yk-toki{color:#888;font-size:12px}"
        ".yk-hen{background:#9b1c31;color:#fff;font-size:11px;padding:1px 6px}.yk-motto{display:block;width:100%;padding:12px;margin:12px 0}"
    )
    st = Story(
        "銭湯「松の湯」が九十年の歴史に幕 三代目が語る最後の冬",
        "文・小川 真澄",
        "2024-02-03T18:00:00+09:00",
        "2024年2月3日",
        """
河原町商店街の銭湯「松の湯」が、二月二十九日で営業を終える。創業は昭和九年。三代目の松田浩一さん(68)は「燃料代がこの三年で倍になり、続けられなくなった」と話す。

脱衣所の天井は創業当時のまま。浴室の壁には富士山のタイル絵が残る。朝六時の開店を待つ常連客は、今も毎朝十人ほどいるという。

市内の銭湯は、この二十年で十一軒から二軒に減った。残るのは川向こうの「亀の湯」だけになる。
""",
        lead="創業は昭和九年。朝六時の開店を待つ常連たちと、富士山のタイル絵の話。",
        related=(
            "亀の湯の店主に聞く、銭湯のこれから",
            "商店街の夏祭りは三日間",
            "写真で見る松の湯のボイラー室",
        ),
    )
    return make(
        "bl-ja-json-load-more",
        "discussion",
        JA_SITE,
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path=base + "/",
        reveal="load_more chain: the page's script draws the first 12 comments from JSON in the page; 'もっと見る(残り18件)' fetches …/res/2.json, then '(残り10件)' …/res/3.json",
        container="section.yk-koebako: ul.yk-koe-list > li.yk-koe (nested ul.yk-res), button.yk-motto",
        heading="読者の声 30件",
        description="A Japanese town web magazine of 2024 on a public bath closing: 30 readers' comments drawn by the page's script from JSON, 12 at first and two more batches behind a load-more button whose count changes, replies five levels deep, the editor's answers badged 編集部; the hardest: the chain of JSON batches.",
        static=False,
        files=files,
        check_steps=("click:#yk-motto", "wait:800", "click:#yk-motto", "wait:800"),
    )


# --------------------------------------------------------------------------- ru: collapsed subthreads fetched as fragments

RU_SITE = site("""
name: Заречный вестник
lang: ru
px: zv
style: portal
accent: #1f4e79
motto: Новости Заречья и области
sections: Главное; Город; Область; Наука; Спорт; Мнения
most_read: Самое читаемое
read_rows: Мост через Сить откроют в сентябре = 48 тыс.; На рынке подорожала клюква = 31 тыс.; Школьники построили метеостанцию = 22 тыс.; Кто будет новым главврачом = 19 тыс.
most_talked: Больше всего обсуждают
talk_rows: Почему Сить замерзает всё позже = 32 комментария; Платные парковки у вокзала = 146 комментариев; Новые маршруты автобусов = 88 комментариев; Снос старого кинотеатра = 71 комментарий
related: Читайте также
letter: Главные новости Заречья — каждое утро на почту
subscribe: Подписаться
paywall: Поддержите независимую газету: подписка от 149 рублей в месяц
contact: Редакция
""")

RU_THREAD = thread("""
Виктор Палыч | 12 декабря 2021, 09:14 | - | - | В детстве на Сити уже в конце ноября катались на коньках. Теперь в декабре ещё плавают утки.
Ольга Семёнова | 12 декабря 2021, 09:31 | 0 | - | Утки плавают, потому что их кормят у моста. Но лёд правда встаёт позже, это видно.
Виктор Палыч | 12 декабря 2021, 09:40 | 1 | - | Кормят их и раньше кормили. Я про лёд и говорю.
Гриша_рыбак | 12 декабря 2021, 10:02 | 2 | - | На зимнюю рыбалку раньше выходили к двадцатому декабря, последние три года — после Нового года. Это не байки.
Ольга Семёнова | 12 декабря 2021, 10:15 | 3 | - | Гриша, а вы где стоите? У плотины лёд всегда был хуже.
Гриша_рыбак | 12 декабря 2021, 10:28 | 4 | - | У Кривой излучины, там глубоко и течение слабое. Там тоже позже.
Андрей К. | 12 декабря 2021, 09:50 | - | - | В статье не сказано главное: сброс тёплой воды с ТЭЦ. Пока её не перенесли ниже по течению, удивляться нечему.
Наталья Гордеева | 12 декабря 2021, 10:10 | 6 | - | Сброс там с семидесятых годов, а лёд стал вставать позже только в последние лет пятнадцать. Значит, дело не только в ТЭЦ.
Андрей К. | 12 декабря 2021, 10:24 | 7 | - | Мощность ТЭЦ в 2008 году увеличили почти вдвое. Как раз пятнадцать лет.
Наталья Гордеева | 12 декабря 2021, 10:39 | 8 | - | Вот это интересно, не знала. Тогда надо сравнивать с участком выше города.
Сергей Ильич, гидролог | 12 декабря 2021, 11:05 | 9 | - | Сравнивали, я участвовал в этих замерах. Выше города ледостав сдвинулся в среднем на девять дней, у ТЭЦ — на шестнадцать. Работает и то и другое.
Андрей К. | 12 декабря 2021, 11:20 | 10 | - | Спасибо, вот это по делу. Редакции стоило бы с вами поговорить.
Максим | 12 декабря 2021, 10:45 | - | - | Опять про климат. Позапрошлой зимой было минус тридцать две, забыли уже?
Лена Т. | 12 декабря 2021, 11:00 | 12 | - | Одна холодная неделя не отменяет среднего за тридцать лет. Об этом как раз и статья.
Максим | 12 декабря 2021, 11:12 | 13 | - | Средние считать все умеют. Я говорю, что холодно было.
Лена Т. | 12 декабря 2021, 11:26 | 14 | - | Никто и не спорит, что было холодно.
Тамара Ивановна | 12 декабря 2021, 11:40 | - | - | Внук спрашивает, почему на реке нет катка, как на моих фотографиях. А я не знаю, что ему ответить.
Гриша_рыбак | 12 декабря 2021, 11:52 | 16 | - | Тамара Ивановна, на стадионе «Искра» заливают каток с пятнадцатого декабря. Не река, но тоже красиво.
Тамара Ивановна | 12 декабря 2021, 12:04 | 17 | - | Спасибо, сходим в выходные.
Денис Волков | 12 декабря 2021, 12:30 | - | - | Кто-нибудь знает, когда откроют ледовую переправу в Ключи? Мне на работу через реку.
Ольга Семёнова | 12 декабря 2021, 12:44 | 19 | - | В прошлом году открыли девятого января. В этом, думаю, не раньше.
Денис Волков | 12 декабря 2021, 12:58 | 20 | - | Значит, опять через мост, сорок километров в объезд. Отлично.
Виктор Палыч | 12 декабря 2021, 13:10 | 21 | - | Денис, по пятницам в Ключи ходит вахтовый автобус от завода. Спросите у проходной.
Денис Волков | 12 декабря 2021, 13:25 | 22 | - | Не знал, спасибо. Попробую.
Ирина Белова | 12 декабря 2021, 14:02 | - | - | Хорошая статья, спокойная, без паники. Графики понятные даже мне.
Наталья Гордеева | 12 декабря 2021, 14:20 | 24 | - | Графики — это заслуга метеостанции школьников, их упомянули в конце. Молодцы ребята.
Павел | 12 декабря 2021, 15:33 | - | - | Не понимаю, зачем об этом писать. Изменить ничего нельзя, только людей пугать.
Лена Т. | 12 декабря 2021, 15:45 | 26 | - | Можно, например, не выпускать людей на лёд, пока он тонкий. В прошлом году двое провалились.
Павел | 12 декабря 2021, 16:01 | 27 | - | С этим согласен. Таблички у спусков никто не читает.
Сергей Ильич, гидролог | 12 декабря 2021, 16:20 | 28 | - | Поэтому с этого года МЧС будет измерять толщину льда и выкладывать на сайт города. Это, кстати, после той истории.
Павел | 12 декабря 2021, 16:34 | 29 | - | Вот это полезно. Так бы и писали.
Гриша_рыбак | 12 декабря 2021, 18:10 | - | - | Сегодня утром у Кривой излучины забереги уже сантиметров пять. Неделя морозов — и пойдём.
""")


def ru_fragments() -> Case:
    cs = RU_THREAD
    base = "/nauka/pochemu-sit-zamerzaet-pozzhe"

    def item(i: int, c: C, replies: str) -> str:
        return (
            f'<div class="zv-post" data-n="{i + 1}"><div class="zv-hd"><a class="zv-avt" href="/u/{i + 1}">{esc(c.name)}</a>'
            f' <span class="zv-dt">{esc(c.when)}</span></div><div class="zv-tx">{paras(c.text)}</div>'
            f'<div class="zv-ft"><span class="zv-pl">+{(5 * i + 2) % 17}</span> <span class="zv-mn">−{(3 * i) % 5}</span>'
            f' <a href="#otvet" class="zv-ot">Ответить</a></div>{replies}</div>'
        )

    def wrap(s: str) -> str:
        return f'<div class="zv-vetka">{s}</div>'

    def count(i: int) -> int:
        kids = [j for j, d in enumerate(cs) if d.seed.parent == i]
        return len(kids) + sum(count(j) for j in kids)

    def word(n: int) -> str:
        if n % 10 == 1 and n % 100 != 11:
            return "ответ"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "ответа"
        return "ответов"

    files: dict[str, str] = {}
    tops = ""
    for i, c in enumerate(cs):
        if c.seed.parent is not None:
            continue
        n = count(i)
        more = ""
        if n:
            files[f"{base}/vetki/{i + 1}.html"] = wrap(tree(cs, item, wrap, i))
            more = f'<button type="button" class="zv-razv" data-v="{base}/vetki/{i + 1}.html">Показать {n} {word(n)}</button>'
        tops += item(i, c, more)
    script = (
        "<script>document.querySelectorAll('.zv-razv').forEach(function (b) { b.addEventListener('click', function () {"
        " fetch(b.dataset.v).then(function (r) { return r.text(); }).then(function (h) { b.insertAdjacentHTML('afterend', h); b.remove(); });"
        " }); });</script>"
    )
    block = (
        '<section class="zv-obs" id="obsuzhdenie"><h2>Обсуждение <span>32</span></h2>'
        '<div class="zv-sort">Сначала: <b>старые</b> · <a href="#new">новые</a> · <a href="#best">лучшие</a></div>'
        f"{tops}</section>{script}"
    )
    css = (
        ".zv-post{padding:10px 0;border-top:1px solid #e3e8ee}.zv-vetka{margin-left:26px}.zv-avt{font-weight:700;color:#1f4e79}"
        ".zv-dt{color:#889;font-size:13px}.zv-ft{font-size:13px;color:#667}.zv-razv{margin:6px 0 6px 26px;background:none;border:0;color:#1f4e79;cursor:pointer}"
    )
    st = Story(
        "Почему Сить замерзает всё позже: тридцать лет наблюдений",
        "Анна Рябинина",
        "2021-12-11T19:00:00+03:00",
        "11 декабря 2021",
        """
За последние тридцать лет ледостав на Сити у Заречного сдвинулся в среднем на две недели. Такие данные приводит областной центр по гидрометеорологии.

Специалисты называют две причины: более тёплую осень и сброс тёплой воды с городской ТЭЦ. Ниже плотины река теперь иногда не замерзает до января.

Графики к статье построили ученики школы № 4, которые третий год ведут собственную метеостанцию на крыше школы.
""",
        lead="Ледостав у Заречного сдвинулся в среднем на две недели. Рассказываем, что говорят гидрологи.",
        related=(
            "Школьники построили метеостанцию",
            "Где в Заречном залить каток",
            "Как проверить толщину льда",
        ),
    )
    return make(
        "bl-ru-collapsed-fragments",
        "discussion",
        RU_SITE,
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path=base + "/",
        reveal="collapsed subthreads: the page shows the 8 top-level comments only; each 'Показать N ответов' button fetches its whole subthread as an HTML fragment (…/vetki/N.html)",
        container="section.zv-obs#obsuzhdenie: div.zv-post (nested div.zv-vetka), button.zv-razv",
        heading="Обсуждение 32",
        description="A Russian regional paper of 2021 on the river freezing later: 32 readers' comments, only the 8 top-level ones in the page, every subthread collapsed behind 'Показать N ответов' and fetched as a fragment on click, up to six levels deep, votes +n −n; the hardest: the collapsed subthreads.",
        static=False,
        files=files,
        check_steps=tuple(s for _ in range(7) for s in ("click:.zv-razv >> nth=0", "wait:400")),
    )


# --------------------------------------------------------------------------- el: "continue this thread" pages

EL_SITE = site("""
name: Το Λιμάνι
lang: el
px: tl
style: blog
accent: #0d6e8a
motto: Ιστολόγιο για τη ζωή στα νησιά, από το 2011
sections: Αρχική; Νησιά; Θάλασσα; Συνταγές; Βιβλία; Επικοινωνία
most_read: Τα πιο διαβασμένα
read_rows: Το τελευταίο καΐκι της Σκάλας = 12.400 αναγνώσεις; Πώς φτιάχνουμε παστό χταπόδι = 9.100 αναγνώσεις; Ο φάρος που έσβησε = 6.800 αναγνώσεις; Χειμώνας στο νησί χωρίς πλοίο = 5.300 αναγνώσεις
most_talked: Τα πιο σχολιασμένα
talk_rows: Κανείς δεν θέλει πια να γίνει ψαράς = 30 σχόλια; Ο φάρος που έσβησε = 41 σχόλια; Μπετόν στην παραλία της Αγίας Μαρίνας = 63 σχόλια; Το σχολείο με τους τρεις μαθητές = 38 σχόλια
related: Διαβάστε ακόμα
letter: Ένα γράμμα από το νησί κάθε Κυριακή
subscribe: Εγγραφή
paywall: Το Λιμάνι ζει από τους αναγνώστες του. Γίνετε συνδρομητής με 3 ευρώ τον μήνα.
contact: Επικοινωνία
font: "Palatino Linotype",serif
""")

EL_THREAD = thread("""
Μαρίνα Κ. | 3 Μαρτίου 2018, 10:12 | - | - | Ο πατέρας μου ήταν ψαράς σαράντα χρόνια. Κανένα από τα τρία παιδιά του δεν ακολούθησε. Ούτε εγώ. Διαβάζοντάς σας έκλαψα.
Στάθης | 3 Μαρτίου 2018, 10:40 | 0 | - | Και ποιος να ακολουθήσει, Μαρίνα; Με τις τιμές που μας δίνουν οι έμποροι, δεν βγαίνει ούτε το πετρέλαιο.
Μαρίνα Κ. | 3 Μαρτίου 2018, 11:02 | 1 | - | Το ξέρω, Στάθη. Ο πατέρας μου το έλεγε κάθε βράδυ. Δεν λέω να γυρίσουμε πίσω.
Γιώργος Π. | 3 Μαρτίου 2018, 11:20 | 0 | - | Υπάρχει και άλλος δρόμος: να πουλάνε οι ψαράδες κατευθείαν στις ταβέρνες, χωρίς έμπορο.
Στάθης | 3 Μαρτίου 2018, 11:45 | 3 | - | Το δοκιμάσαμε πέρσι με τρεις ταβέρνες. Τον Αύγουστο όλα καλά, τον Νοέμβρη κλειστές οι ταβέρνες και τα ψάρια στον πάγο.
Γιώργος Π. | 3 Μαρτίου 2018, 12:05 | 4 | - | Δηλαδή χρειάζεται κάτι για τον χειμώνα. Συνεταιρισμός με ψυγείο; Κάτι που να στέλνει στην Αθήνα;
Στάθης | 3 Μαρτίου 2018, 12:30 | 5 | - | Συνεταιρισμός υπήρχε ως το 2004. Τον έκλεισαν τα χρέη. Αν βρεθούν δέκα νέοι με όρεξη, εγώ τους δίνω τη βάρκα μου με ενοίκιο.
Ελένη Μ. | 3 Μαρτίου 2018, 13:10 | 6 | - | Στάθη, το λέτε σοβαρά; Ο ανιψιός μου ψάχνει δουλειά στο νησί και έχει δίπλωμα σκάφους.
Στάθης | 3 Μαρτίου 2018, 13:25 | 7 | - | Σοβαρά. Να έρθει το Σάββατο στη Σκάλα, στο καφενείο του Μήτσου. Εκεί είμαι κάθε πρωί.
Νίκος Αρ. | 3 Μαρτίου 2018, 10:55 | - | - | Ωραίο κείμενο αλλά λίγο ρομαντικό. Η αλιεία αλλάζει παντού, όχι μόνο στη Σκάλα. Δεν είναι τραγωδία, είναι οικονομία.
Ιωάννα | 3 Μαρτίου 2018, 11:15 | 9 | - | Για εσάς είναι οικονομία. Για ένα χωριό διακοσίων ανθρώπων είναι το τέλος του χωριού.
Νίκος Αρ. | 3 Μαρτίου 2018, 11:33 | 10 | - | Δεν διαφωνώ ότι είναι δύσκολο. Λέω μόνο ότι η νοσταλγία δεν θα φέρει κανέναν πίσω.
Ιωάννα | 3 Μαρτίου 2018, 11:50 | 11 | - | Κανείς δεν ζήτησε νοσταλγία. Το κείμενο ζητάει λιμάνι που να δουλεύει τον χειμώνα. Διαβάστε το τέλος.
Νίκος Αρ. | 3 Μαρτίου 2018, 12:14 | 12 | - | Έχετε δίκιο, το τέλος το είχα προσπεράσει. Το λιμάνι είναι πραγματικό ζήτημα.
Ιωάννα | 3 Μαρτίου 2018, 12:26 | 13 | - | Ευχαριστώ. Δεν το περίμενα να το πείτε.
Κατερίνα (το Λιμάνι) | 3 Μαρτίου 2018, 12:40 | 13 | author | Σας ευχαριστώ και τους δύο. Για το λιμάνι θα γράψω ξεχωριστό κείμενο τον Απρίλιο, έχω ζητήσει τα σχέδια από τον δήμο.
Αλέκος Σ. | 3 Μαρτίου 2018, 14:20 | - | - | Η φωτογραφία με τα δίχτυα στο μουράγιο είναι δική σας; Είναι υπέροχη.
Κατερίνα (το Λιμάνι) | 3 Μαρτίου 2018, 14:45 | 16 | author | Δική μου, ένα πρωί του Φεβρουαρίου, στις επτά. Ευχαριστώ!
Δήμητρα | 3 Μαρτίου 2018, 15:30 | - | - | Στο δικό μας νησί έγινε το ίδιο πριν από δέκα χρόνια. Σήμερα τα ψάρια στις ταβέρνες έρχονται με το πλοίο από τον Πειραιά.
Στάθης | 3 Μαρτίου 2018, 15:52 | 18 | - | Αυτό φοβάμαι κι εγώ. Ψάρι από ιχθυοτροφείο σε νησί. Ντροπή.
Δήμητρα | 3 Μαρτίου 2018, 16:10 | 19 | - | Οι τουρίστες δεν καταλαβαίνουν τη διαφορά, αυτό είναι το χειρότερο.
Παύλος | 3 Μαρτίου 2018, 16:24 | 20 | - | Κάποιοι καταλαβαίνουν. Εγώ πάντα ρωτάω πού πιάστηκε το ψάρι. Οι περισσότεροι σερβιτόροι δεν ξέρουν να απαντήσουν.
Δήμητρα | 3 Μαρτίου 2018, 16:40 | 21 | - | Ε, τότε σας οφείλω μια συγγνώμη, Παύλο. Λίγοι σαν εσάς.
Παύλος | 3 Μαρτίου 2018, 16:58 | 22 | - | Καμία συγγνώμη. Λίγοι είμαστε, δυστυχώς.
Θοδωρής | 3 Μαρτίου 2018, 18:05 | - | - | Πότε ανεβαίνει το επόμενο κείμενο της σειράς;
Κατερίνα (το Λιμάνι) | 3 Μαρτίου 2018, 18:30 | 24 | author | Την άλλη Κυριακή, για τους καραβομαραγκούς.
Ρένα | 4 Μαρτίου 2018, 08:15 | - | - | Το μοιράστηκα με τη θεία μου στη Μελβούρνη. Μου έγραψε ότι ο παππούς της είχε το καΐκι «Αγία Βαρβάρα» στη Σκάλα.
Κατερίνα (το Λιμάνι) | 4 Μαρτίου 2018, 09:00 | 26 | author | Η «Αγία Βαρβάρα»! Ο κυρ-Στάθης θυμάται ακόμα τον καπετάνιο της. Θα σας στείλω μια φωτογραφία στο email.
Ρένα | 4 Μαρτίου 2018, 09:20 | 27 | - | Δεν το πιστεύω. Σας ευχαριστώ πολύ!
Μαρίνα Κ. | 4 Μαρτίου 2018, 11:40 | - | - | Πήγα σήμερα στη Σκάλα. Ο Στάθης ήταν στο καφενείο, όπως είπε. Του είπα ότι διάβασα τα σχόλιά του. Γέλασε.
""")

EL_CUT = 4  # comments this deep or deeper are on the "continue this thread" page of their depth-3 ancestor


def el_continue() -> Case:
    cs = EL_THREAD
    base = "/nisia/kaneis-den-thelei-na-ginei-psaras/"

    def item_at(limit: int) -> object:
        def item(i: int, c: C, replies: str) -> str:
            badge = ' <span class="tl-syg">συντάκτρια</span>' if c.has("author") else ""
            kids = [j for j, d in enumerate(cs) if d.seed.parent == i]
            if depth(cs, i) == limit - 1 and kids:
                replies = f'<a class="tl-syn" href="{base}nima/{i + 1}/">Συνέχεια της συζήτησης →</a>'
            return (
                f'<li class="tl-sx" id="sx-{i + 1}"><div class="tl-pl"><b class="tl-on">{esc(c.name)}</b>{badge}'
                f' <a class="tl-wr" href="#sx-{i + 1}">{esc(c.when)}</a></div><div class="tl-ke">{paras(c.text)}</div>'
                f'<a class="tl-ap" href="#apantisi">Απάντηση</a>{replies}</li>'
            )

        return item

    def wrap(s: str) -> str:
        return f'<ol class="tl-paidia">{s}</ol>'

    main = tree(cs, item_at(EL_CUT), wrap)  # type: ignore[arg-type]
    block = (
        '<div class="tl-sxolia" id="sxolia"><h2>30 σκέψεις για το «Κανείς δεν θέλει πια να γίνει ψαράς»</h2>'
        f'<ol class="tl-lista">{main}</ol><div id="apantisi" class="tl-forma"><h3>Αφήστε ένα σχόλιο</h3><textarea></textarea></div></div>'
    )
    css = (
        ".tl-lista,.tl-paidia{list-style:none;padding:0}.tl-paidia{margin-left:30px}.tl-sx{border-top:1px solid #dfe9ec;padding:10px 0}"
        ".tl-syg{background:#0d6e8a;color:#fff;font-size:11px;padding:1px 6px;border-radius:3px}.tl-wr{color:#789;font-size:12px}"
        ".tl-syn{display:block;margin:8px 0 0 30px;font-weight:700;color:#0d6e8a}"
    )
    st = Story(
        "Κανείς δεν θέλει πια να γίνει ψαράς",
        "Κατερίνα Λ.",
        "2018-03-02T20:00:00+02:00",
        "2 Μαρτίου 2018",
        """
Στη Σκάλα έμειναν επτά καΐκια. Πριν από είκοσι χρόνια ήταν τριάντα. Ο νεότερος ψαράς του χωριού είναι πενήντα οκτώ χρονών.

Μίλησα με τον κυρ-Στάθη, που βγαίνει στη θάλασσα από τα δεκατέσσερά του. Μου είπε ότι το πρόβλημα δεν είναι τα ψάρια, αλλά ο χειμώνας: το λιμάνι δεν προστατεύει τις βάρκες από τον βοριά και οι έμποροι αγοράζουν φθηνά.

Αν το λιμάνι δεν φτιαχτεί, σε δέκα χρόνια η Σκάλα δεν θα έχει ψαράδες.
""",
        related=("Το τελευταίο καΐκι της Σκάλας", "Οι καραβομαραγκοί του νησιού", "Ο φάρος που έσβησε"),
    )
    files: dict[str, str] = {}
    for i in range(len(cs)):
        if depth(cs, i) == EL_CUT - 1 and any(d.seed.parent == i for d in cs):

            def item_full(k: int, c: C, replies: str) -> str:
                badge = ' <span class="tl-syg">συντάκτρια</span>' if c.has("author") else ""
                return (
                    f'<li class="tl-sx" id="sx-{k + 1}"><div class="tl-pl"><b class="tl-on">{esc(c.name)}</b>{badge}'
                    f' <a class="tl-wr" href="#sx-{k + 1}">{esc(c.when)}</a></div><div class="tl-ke">{paras(c.text)}</div>'
                    f'<a class="tl-ap" href="#apantisi">Απάντηση</a>{replies}</li>'
                )

            sub = tree(cs, item_full, wrap, only=[i])
            page = (
                f'<div class="tl-sxolia"><p><a href="{base}#sx-{i + 1}">← Πίσω στο άρθρο και σε όλα τα σχόλια</a></p>'
                f'<h2>Συνέχεια της συζήτησης</h2><ol class="tl-lista">{sub}</ol></div>'
            )
            files[f"{base}nima/{i + 1}/"] = render_bl(EL_SITE, st, Parts(after=page, css=css))
    steps: list[str] = ["snap"]
    for path in files:
        steps += [f"goto:{path}", "snap"]
    return make(
        "bl-el-continue-thread",
        "discussion",
        EL_SITE,
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path=base,
        reveal="continue this thread: replies below the fourth level are not on the article; each 'Συνέχεια της συζήτησης →' link opens a page of its own (…/nima/N/) showing that fourth-level comment again with its replies",
        container="div.tl-sxolia#sxolia: ol.tl-lista > li.tl-sx (nested ol.tl-paidia), a.tl-syn",
        heading="30 σκέψεις για το «Κανείς δεν θέλει πια να γίνει ψαράς»",
        description="A Greek island blog of 2018 about the last fishermen: 30 comments (the blogger's answers badged 'συντάκτρια'), seven levels deep (one chain); below the fourth level the thread continues on pages of their own; the hardest: 'continue this thread'.",
        static=False,
        files=files,
        check_steps=tuple(steps),
    )


# --------------------------------------------------------------------------- ko: a comments page of its own, with a pager

KO_SITE = site("""
name: 한빛일보
lang: ko
px: hb
style: portal
accent: #d9480f
motto: 세상을 밝히는 신문
sections: 홈; 사회; 경제; 문화; 스포츠; 오피니언
most_read: 많이 본 뉴스
read_rows: 버스 요금 다음 달부터 인상 = 5만 회; 강변 자전거길 전면 개통 = 3만 회; 수능 출제 위원장 인터뷰 = 2만 회; 겨울 한파 일주일 이어진다 = 2만 회
most_talked: 댓글 많은 뉴스
talk_rows: 동네 서점 세 곳 중 한 곳 문 닫았다 = 33개; 버스 요금 다음 달부터 인상 = 512개; 학원 심야 교습 단속 = 287개; 아파트 층간소음 기준 강화 = 196개
related: 관련 기사
letter: 아침 뉴스레터를 받아 보세요
subscribe: 구독하기
paywall: 이 기사는 회원 전용입니다. 로그인하면 전문을 볼 수 있습니다.
contact: 고객센터
font: "Malgun Gothic",sans-serif
""")

KO_THREAD = thread("""
책방지기 | 2022.11.08 07:41 | - | - | 십오 년째 작은 서점을 하고 있습니다. 기사에 나온 숫자가 저희 골목 그대로입니다. 올해만 두 곳이 문을 닫았어요.
민지 | 2022.11.08 07:55 | 0 | - | 사장님 힘내세요. 어느 동네 서점인지 알려 주시면 찾아가겠습니다.
책방지기 | 2022.11.08 08:10 | 1 | - | 감사합니다. 홍보하는 것 같아 이름은 못 밝히지만, 강변역 뒤 골목입니다.
김현우 | 2022.11.08 08:02 | - | - | 솔직히 인터넷이 더 싸고 다음 날 오는데 굳이 서점에 갈 이유가 있나요?
서연맘 | 2022.11.08 08:20 | 3 | - | 아이랑 주말에 서점 가서 책 고르는 게 저희 집 행사예요. 택배로는 그런 경험이 안 되죠.
김현우 | 2022.11.08 08:31 | 4 | - | 그건 인정합니다. 그래도 가격 차이가 너무 크면 사람들이 안 가요.
출판사 다니는 사람 | 2022.11.08 08:47 | 5 | - | 도서정가제 때문에 할인 폭은 최대 십 퍼센트예요. 생각만큼 차이가 크지 않습니다.
김현우 | 2022.11.08 09:00 | 6 | - | 아 그런가요? 몰랐네요. 배송비 생각하면 비슷할 수도 있겠네요.
이정훈 | 2022.11.08 09:12 | - | - | 서점이 책만 팔아서는 안 됩니다. 북토크, 독서 모임, 커피라도 해야 살아남아요.
책방지기 | 2022.11.08 09:30 | 8 | - | 저희도 독서 모임을 매달 합니다. 그래도 임대료가 삼 년 사이에 사십 퍼센트 올랐어요. 모임으로는 못 버팁니다.
이정훈 | 2022.11.08 09:44 | 9 | - | 임대료 얘기는 기사에 없던데, 그게 진짜 원인이겠네요.
박소영 | 2022.11.08 10:05 | - | - | 고등학교 때 매일 들르던 서점이 없어졌을 때 정말 허전했어요. 그 자리에 지금은 휴대폰 가게가 있습니다.
익명의독자 | 2022.11.08 10:22 | - | - | 기자님, 지자체 지원 사업 얘기도 다뤄 주세요. 우리 시는 지역 서점에서 도서관 책을 사게 하는 제도가 있는데 효과가 있는지 궁금합니다.
한빛일보 윤기자 | 2022.11.08 11:00 | 12 | staff | 좋은 제안 감사합니다. 지역 서점 우선 구매 제도는 다음 주 후속 기사로 다룰 예정입니다.
익명의독자 | 2022.11.08 11:15 | 13 | - | 기대하겠습니다.
도윤 | 2022.11.08 11:30 | - | - | 전자책으로 넘어간 지 오래라 할 말이 없네요. 미안합니다, 서점 사장님들.
민지 | 2022.11.08 11:48 | 15 | - | 사과하실 필요는 없죠. 각자 편한 방식으로 읽으면 되는 거예요.
오래된독자 | 2022.11.08 12:10 | - | - | 서점에서 우연히 만난 책이 인생 책이 되는 경우가 많아요. 알고리즘은 제가 좋아할 것만 추천해 줍니다.
서연맘 | 2022.11.08 12:25 | 17 | - | 맞아요. 제 인생 책도 서점 구석 할인 매대에서 샀어요.
철수 | 2022.11.08 13:02 | - | - | 정부가 왜 가게 하나하나까지 챙겨야 하나요? 망하는 가게는 다른 업종도 많습니다.
박소영 | 2022.11.08 13:20 | 19 | - | 서점은 그냥 가게가 아니라 동네 문화 공간이라서 그래요. 도서관처럼요.
철수 | 2022.11.08 13:35 | 20 | - | 그럼 도서관을 늘리면 되죠.
출판사 다니는 사람 | 2022.11.08 13:52 | 21 | - | 도서관 책도 누군가는 팔아야 합니다. 그 일을 지역 서점이 하면 둘 다 사는 거고요.
철수 | 2022.11.08 14:05 | 22 | - | 그렇게 연결되는 거군요. 생각해 보겠습니다.
하늘 | 2022.11.08 14:40 | - | - | 오늘 퇴근길에 동네 서점 들러서 소설 한 권 샀습니다. 기사 덕분이에요.
책방지기 | 2022.11.08 15:02 | 24 | - | 이런 댓글 하나가 큰 힘이 됩니다. 고맙습니다.
진우 | 2022.11.08 16:18 | - | - | 서점에 가도 직원이 책을 잘 모르는 경우가 많아서 아쉬웠어요. 추천을 부탁하면 검색창을 보여 주더라고요.
책방지기 | 2022.11.08 16:40 | 26 | - | 대형 서점은 그럴 수 있죠. 작은 서점은 주인이 다 읽고 들여놓는 편이니 한번 와 보세요.
진우 | 2022.11.08 16:55 | 27 | - | 말씀 듣고 보니 작은 서점은 가 본 적이 없네요. 이번 주말에 가 보겠습니다.
소희 | 2022.11.08 18:30 | - | - | 지방 소도시에는 서점이 아예 없는 곳도 많아요. 저희 군에는 참고서 파는 곳 하나뿐입니다.
도윤 | 2022.11.08 18:47 | 29 | - | 그런 곳일수록 도서관이랑 이동 서점 같은 게 필요하겠네요.
소희 | 2022.11.08 19:03 | 30 | - | 이동 도서관 버스가 한 달에 한 번 오긴 해요. 그날은 동네 아이들이 다 모입니다.
강민 | 2022.11.09 07:20 | - | - | 어제 이 기사 보고 오랜만에 서점 갔는데 주차할 곳이 없어서 그냥 왔습니다. 이것도 문제예요.
""")

KO_BEST = (8, 0, 17)  # the three "best" comments previewed on the article page
KO_SPLIT = 19  # the first top-level comment on the comments page's second page


def _ko_list(cs: list[C], only: list[int]) -> str:
    def item(i: int, c: C, replies: str) -> str:
        staff = ' <em class="hb-gija">기자</em>' if c.has("staff") else ""
        return (
            f'<li class="hb-dg"><div class="hb-dg-top"><strong class="hb-nick">{esc(c.name)}</strong>{staff}'
            f' <span class="hb-date">{esc(c.when)}</span></div><p class="hb-dg-txt">{esc(c.text)}</p>'
            f'<div class="hb-dg-bt"><button>공감 {(11 * i + 4) % 90}</button> <button>비공감 {(i * 3) % 7}</button>'
            f" <button>답글</button> <button>신고</button></div>{replies}</li>"
        )

    return tree(cs, item, lambda s: f'<ul class="hb-dapgeul">{s}</ul>', only=only)


def ko_comments_page() -> Case:
    cs = KO_THREAD
    base = "/society/20221108-bookstores"
    tops = [i for i, c in enumerate(cs) if c.seed.parent is None]
    best = "".join(
        f'<li class="hb-best-i"><b>{esc(cs[i].name)}</b> <span>{esc(cs[i].text[:38])}…</span></li>'
        for i in KO_BEST
    )
    teaser = (
        f'<div class="hb-cmt-teaser"><h3>베스트 댓글</h3><ul>{best}</ul>'
        f'<a class="hb-cmt-all" href="{base}/comments/">댓글 {len(cs)}개 모두 보기 ›</a></div>'
    )

    def page(n: int) -> str:
        only = [i for i in tops if (i < KO_SPLIT) == (n == 1)]
        pager = (
            f'<b>1</b> <a href="{base}/comments/2/">2</a> <a href="{base}/comments/2/">다음 ›</a>'
            if n == 1
            else f'<a href="{base}/comments/">‹ 이전</a> <a href="{base}/comments/">1</a> <b>2</b>'
        )
        return (
            f'<div class="hb-cmt-full"><p><a href="{base}">← 기사로 돌아가기</a></p><h2>댓글 {len(cs)}</h2>'
            '<div class="hb-tabs"><a href="#" class="on">순공감순</a> <a href="#">최신순</a> <a href="#">공감비율순</a></div>'
            f'<ul class="hb-dglist">{_ko_list(cs, only)}</ul><div class="hb-pager">{pager}</div></div>'
        )

    css = (
        ".hb-dglist,.hb-dapgeul{list-style:none;padding:0}.hb-dapgeul{margin-left:34px;background:#fafafa}.hb-dg{border-bottom:1px solid #eee;padding:10px}"
        ".hb-nick{font-weight:700}.hb-gija{background:#d9480f;color:#fff;font-style:normal;font-size:11px;padding:0 5px}.hb-date{color:#999;font-size:12px}"
        ".hb-cmt-teaser{border:1px solid #f0c8b0;padding:12px;margin:18px 0}.hb-cmt-all{font-weight:700;color:#d9480f}.hb-tabs a.on{font-weight:700}"
    )
    st = Story(
        "동네 서점 세 곳 중 한 곳 문 닫았다",
        "윤서진 기자",
        "2022-11-07T18:30:00+09:00",
        "2022.11.07 18:30",
        """
지난 오 년 사이 전국 동네 서점 세 곳 중 한 곳이 문을 닫은 것으로 나타났다. 한국지역서점협회가 7일 발표한 조사에 따르면 2017년 2,050곳이던 지역 서점은 올해 1,370곳으로 줄었다.

문을 닫은 서점들은 가장 큰 이유로 온라인 서점과의 경쟁을 꼽았다. 협회는 지자체가 공공 도서관 책을 지역 서점에서 사도록 하는 제도를 늘려야 한다고 밝혔다.
""",
        lead="오 년 사이 2,050곳에서 1,370곳으로. 살아남은 서점들은 무엇이 다른가.",
        related=(
            "독서 모임 여는 골목 서점들",
            "도서정가제 십 년, 무엇이 바뀌었나",
            "이동 도서관 버스를 타다",
        ),
    )
    files = {
        f"{base}/comments/": render_bl(KO_SITE, st, Parts(after=page(1), css=css)),
        f"{base}/comments/2/": render_bl(KO_SITE, st, Parts(after=page(2), css=css)),
    }
    return make(
        "bl-ko-comments-page",
        "discussion",
        KO_SITE,
        st,
        Parts(after=teaser, css=css),
        seeds(cs),
        path=base + "/",
        reveal="separate_page with a pager: the article shows three 'best' comments cut short and '댓글 33개 모두 보기 ›'; the comments page (…/comments/) has sort tabs and two numbered pages (…/comments/2/)",
        container="the comments page: div.hb-cmt-full > ul.hb-dglist > li.hb-dg (nested ul.hb-dapgeul), div.hb-pager",
        heading="댓글 33",
        description="A Korean daily of 2022 on neighbourhood bookshops closing: 33 readers' comments on a comments page of its own split over two numbered pages, sort tabs, 공감/비공감 counts, the reporter's answer badged 기자, replies five levels deep; the article shows only three cut 'best' comments; the hardest: the comments page and its pager.",
        static=False,
        files=files,
        comments_page=f"{base}/comments/",
        check_steps=(f"goto:{base}/comments/", "snap", f"goto:{base}/comments/2/"),
    )


def threads_bl() -> list[Case]:
    return [hu_pager(), ja_json_chain(), ru_fragments(), el_continue(), ko_comments_page()]
