"""Blind set BM: five more hand-built discussions of phone pages: an AMP page's "Diskuse (13)" link to a comments page
of two numbered pages (cs), a list filled from JSON after load by a template, as AMP's list components do (ja), the
site's comment service in a fixed-height iframe from another origin with its own "더보기" (ko), an m. edition whose
infinite scroll appends the next article with that article's own comments (pt), a lazy section fetched when it
scrolls into view (nl). Every class name, name, place and text invented for this set; each comment written by hand,
one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bm_common import (
    FETCH_HTML_JS,
    C,
    Case,
    Parts,
    Story,
    as_json,
    dumps,
    esc,
    initials,
    light,
    make,
    replies,
    seeds,
    thread,
    tree,
)
from comspider_lab.blind.content_bm import SITES_BM
from comspider_lab.blind.layout_bm import render_bm


def _top(cs: list[C], i: int) -> int:
    while cs[i].seed.parent is not None:
        i = cs[i].seed.parent  # type: ignore[assignment]
    return i


def cs_numbered() -> Case:
    cs = thread("""
Petr Dvořák | před 5 h | - | l=12 | Konečně! Jako kluk jsem tam trávil celé prázdniny. Doufám, že nechali ten skokanský můstek 😊
jana.k | před 5 h | 0 | l=4 | Můstek zbourali, je to v článku. Prý nesplňoval normy.
Petr Dvořák | před 4 h | 1 | l=2 | Škoda… no co už.
Lída | před 4 h | - | l=9 | 80 Kč za dospělého na celý den je v pohodě. V Kamenici chtějí 140.
Honza_P | před 4 h | 3 | l=3 | Jo, ale parkoviště za 50 Kč navíc, to už tak levné není.
Lída | před 3 h | 4 | l=1 | Tak přijeď na kole 😉
Marie Horáková | před 3 h | - | l=7 | Bude tam i bazének pro malé děti? Máme dvouletou dceru.
Podlesský deník | před 2 h | 6 | staff,l=10 | Dobrý den, ano, dětské brouzdaliště je nové a má hloubku 30 cm. Otevírá se spolu s celým areálem.
Marie Horáková | před 2 h | 7 | l=2 | Děkuji za odpověď!
stary_plavcik | před 2 h | - | l=5 | Voda se prý bude čistit solí místo chloru. Ví někdo, jestli to nekouše do očí?
Honza_P | před 1 h | 9 | l=2 | Na koupališti v Dolanech to mají taky a je to super, nic neštípe.
Eva | před 50 min | - | l=3 | Hlavně ať tam letos funguje bufet, minule jsme stáli půl hodiny na párek 😂
Tomáš Veselý | před 20 min | - | l=0 | Otevírací doba do 19 h je málo, lidi chodí až z práce.
""")
    path = "/zpravy/koupaliste-na-struhach-otevre/"
    cpath = f"{path}diskuse/"
    p2 = f"{path}diskuse/2/"
    on1 = {0, 3}

    def item(i: int, c: C, sub: str) -> str:
        red = '<span class="pd-red">Redakce</span>' if c.has("staff") else ""
        return (
            f'<div class="pd-pr" id="pr{51200 + i}"><div class="pd-hl"><span class="pd-kr">{esc(initials(c.name))}</span>'
            f"<strong>{esc(c.name)}</strong>{red} <small>{esc(c.when)}</small></div><p>{esc(c.text)}</p>"
            f'<div class="pd-ak">+{c.get("l")} · <a href="#">Odpovědět</a> · <a href="#">Nahlásit</a></div>{sub}</div>'
        )

    def wrap(s: str, _p: int) -> str:
        return f'<div class="pd-vl">{s}</div>'

    def dpage(n: int) -> str:
        body = tree(cs, item, wrap, keep=lambda i: (_top(cs, i) in on1) == (n == 1))
        pager = (
            '<nav class="pd-str"><b>1</b> <a href="'
            + p2
            + '" id="pd-dalsi">2</a> <a href="'
            + p2
            + '" rel="next">Další ›</a></nav>'
            if n == 1
            else '<nav class="pd-str"><a href="'
            + cpath
            + '" rel="prev">‹ Předchozí</a> <a href="'
            + cpath
            + '">1</a> <b>2</b></nav>'
        )
        return light(
            "cs-podlesi",
            "Diskuse" if n == 1 else "Diskuse – strana 2",
            f'<p><a href="{path}">‹ Zpět na článek</a></p><h1 class="pd-h">Diskuse: Koupaliště Na Struhách znovu otevře</h1>'
            f'<p class="pd-poc">{len(cs)} příspěvků · strana {n} ze 2</p>{body}{pager}',
            ".pd-pr{margin:12px 0}.pd-kr{display:inline-block;width:28px;height:28px;border-radius:50%;background:#2f7d6d;color:#fff;font:700 12px/28px sans-serif;text-align:center;margin-right:6px}"
            ".pd-hl small{color:#888}.pd-pr p{margin:4px 0}.pd-ak{font-size:13px;color:#777}.pd-vl{margin-left:22px;border-left:2px solid #e5e5e5;padding-left:6px}"
            ".pd-red{background:#2f7d6d;color:#fff;font-size:11px;padding:0 4px;margin-left:4px}.pd-str{margin:16px 0;font-size:17px}.pd-str a,.pd-str b{margin-right:10px}",
        )

    block = f'<p class="pd-cta"><a href="{cpath}" id="pd-diskuse">Diskuse ({len(cs)} příspěvků) ›</a></p>'
    css = ".pd-cta{font:700 16px Arial,sans-serif;margin:18px 0}.pd-cta a{color:#a0281e}"
    st = Story(
        "Koupaliště Na Struhách po pěti letech znovu otevře",
        "Jitka Benešová",
        "2016-06-03T06:00:00+02:00",
        "3. června 2016",
        """
Koupaliště Na Struhách v Podlesí otevře v sobotu 18. června, poprvé od roku 2011. Město do rekonstrukce vložilo 31 milionů korun. Bazén má novou nerezovou vanu, voda se bude upravovat solnou elektrolýzou místo chlóru.

Přibylo dětské brouzdaliště s hloubkou 30 centimetrů a hřiště na plážový volejbal. Starý skokanský můstek musel být zbourán, protože nesplňoval bezpečnostní normy.

Celodenní vstupné pro dospělé stojí 80 korun, pro děti 40 korun. Parkoviště u areálu je zpoplatněno 50 korunami. Otevřeno bude denně od 9 do 19 hodin.
""",
        section="Zprávy",
        top=(
            ("Koupaliště Na Struhách otevře", str(len(cs))),
            ("Uzavírka mostu v Dolanech", "21"),
            ("Pouť na Kamenném vrchu", "4"),
        ),
        nxt=(
            "Most v Dolanech bude měsíc uzavřen",
            "Objížďka povede přes Lhotice a prodlouží cestu o sedm kilometrů …",
            "21",
        ),
        reactions=(("👍", "203"), ("😊", "65")),
    )
    return make(
        "bm-cs-strany",
        "discussion",
        "cs-podlesi",
        st,
        Parts(inside=block, css=css),
        seeds(cs),
        path=path,
        reveal=f"separate page, two numbered pages: the AMP article links 'Diskuse (13 příspěvků) ›' to {cpath} (page 1 of 2: two threads), whose pager '1 2 Další ›' leads to {p2} (the other four threads)",
        container="on the discussion pages: div.pd-pr (span.pd-kr initials, strong name, 'Redakce' tag, small relative time, p, +n · Odpovědět · Nahlásit), replies in div.pd-vl, three levels; nav.pd-str",
        heading=None,
        description=f"A Czech regional paper's AMP page of 2016 on an open-air pool reopening: {len(cs)} readers' posts on a discussion page of its own reached from the article, over two numbered pages (6 and 7 posts, whole threads per page); {replies(cs)} replies, the newsroom answering once, relative times ('před 5 h'). Most awkward: the thread is on two further pages, the second reached only through the first page's pager.",
        comments_page=cpath,
        files={cpath: dpage(1), p2: dpage(2)},
        check_steps=("click:#pd-diskuse", "wait:800", "snap", "click:#pd-dalsi", "wait:800"),
    )


def ja_json_list() -> Case:
    cs = thread("""
ぱんだ母さん | 5時間前 | - | l=32 | 無人販売って本当に大丈夫なのかな？でも夜勤明けにパン買えるのは嬉しい🍞
夜勤ナース | 4時間前 | 0 | l=18 | @ぱんだ母さん まさに私です笑 朝7時に帰るとき開いてるお店がコンビニしかないので助かります
ぱんだ母さん | 4時間前 | 1 | l=6 | お疲れさまです🙇‍♀️ 応援してます
たけちゃん | 4時間前 | - | l=11 | 冷凍パンを自分で焼くスタイルか…焼きたてじゃないのは少し残念
kawabe_taro | 3時間前 | 3 | l=9 | 他の町の同じ形式の店で買ったことあるけど、トースターで温めれば普通においしいですよ
みどり | 3時間前 | - | l=4 | 駅前の古い本屋さんの跡地ですよね。本屋がなくなったのは寂しいけど、空き店舗のままよりはいいかな
川辺タイムズ編集部 | 2時間前 | 5 | staff,l=7 | みどりさん、コメントありがとうございます。本屋さんの元店主には来月号でお話を伺う予定です。
みどり | 1時間前 | 6 | l=2 | 楽しみにしています！
ゆう | 1時間前 | - | l=3 | 支払いは現金だけ？キャッシュレス対応なら行ってみたい
たけちゃん | 30分前 | 8 | l=1 | 記事によると電子マネーだけらしいです📱
""")
    api = "/api/list/kawabe-mujin-pan.json"
    tpl = (
        '<template type="kw-mustache"><div class="kw-c" data-id="{{id}}" data-parent="{{parent}}">'
        '<span class="kw-ic">{{ini}}</span><div class="kw-b"><p class="kw-h"><b>{{user}}</b>{{badge}} <span>{{ago}}</span></p>'
        '<p class="kw-t">{{msg}}</p><p class="kw-f">👍 {{likes}} ・ 返信 ・ 通報</p><div class="kw-re"></div></div></div></template>'
    )
    script = """<script>
(function () {
  document.querySelectorAll('kw-list[src]').forEach(function (host) {
    var tpl = host.querySelector('template').innerHTML, ph = host.querySelector('[placeholder]');
    function esc(s) { return String(s == null ? '' : s).replace(/[&<>"]/g, function (ch) { return {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'}[ch]; }); }
    fetch(host.getAttribute('src')).then(function (r) { return r.json(); }).then(function (d) {
      var out = document.createElement('div'); out.className = 'kw-items';
      d.items.forEach(function (x) {
        var h = tpl.replace(/\\{\\{(\\w+)\\}\\}/g, function (_, k) {
          if (k === 'badge') return x.staff ? '<span class="kw-hen">編集部</span>' : '';
          if (k === 'ini') return esc(Array.from(x.user)[0]);
          return esc(x[k]);
        });
        var t = document.createElement('template'); t.innerHTML = h; var node = t.content.firstElementChild;
        var up = x.parent ? out.querySelector('[data-id="' + x.parent + '"] .kw-re') : null;
        (up || out).append(node);
      });
      if (ph) ph.remove(); host.append(out);
    });
  });
})();
</script>"""
    block = (
        f'<section class="kw-koe"><h2>読者の声（{len(cs)}）</h2>'
        f'<kw-list src="{api}" layout="container" items="items">{tpl}<div placeholder>読み込み中…</div></kw-list>'
        '<p class="kw-rule">※投稿は編集部が確認のうえ掲載しています</p></section>'
    )
    css = (
        "kw-list{display:block}.kw-koe h2{font:700 18px sans-serif;border-left:5px solid #a0281e;padding-left:8px}.kw-c{display:flex;gap:8px;margin:10px 0;font:15px/1.6 sans-serif}"
        ".kw-ic{flex:none;width:30px;height:30px;border-radius:50%;background:#d98c3a;color:#fff;text-align:center;line-height:30px}.kw-b{flex:1}.kw-h{margin:0}.kw-h span{color:#888;font-size:12px}"
        ".kw-t{margin:2px 0}.kw-f{margin:0;color:#999;font-size:12px}.kw-re{border-left:2px solid #eee;padding-left:6px}.kw-hen{background:#a0281e;color:#fff;font-size:11px;padding:0 4px;margin-left:4px}"
        ".kw-rule{font:12px sans-serif;color:#888}"
    )
    st = Story(
        "川辺駅前に24時間営業の無人パン店　冷凍パンを自宅で焼くスタイル",
        "文・写真 森下あかね",
        "2020-11-18T09:00:00+09:00",
        "2020年11月18日 9:00",
        """
川辺駅前の商店街に、24時間営業の無人パン店が21日オープンする。店内には冷凍庫が並び、客は好きなパンを選んで電子マネーで支払う。持ち帰って家庭のトースターやオーブンで焼き上げる仕組みだ。

店舗は、昨年閉店した駅前の書店の跡地。運営会社によると、夜勤明けの看護師や早朝に出勤する人の利用を見込んでいる。防犯カメラを6台設置し、支払いは電子マネーのみとする。

商店街の空き店舗は現在14軒。商店会は「通りに明かりが戻るのはうれしい」と歓迎している。
""",
        section="まち",
        top=(
            ("駅前に無人パン店", str(len(cs))),
            ("市バス、年末ダイヤ発表", "6"),
            ("川辺川の紅葉が見頃", "2"),
        ),
        nxt=("市バス、年末年始の特別ダイヤを発表", "12月29日から1月3日までは土休日ダイヤで運行 …", "6"),
        reactions=(("👍", "412"), ("😮", "58"), ("🤔", "77")),
    )
    return make(
        "bm-ja-json-list",
        "discussion",
        "ja-kawabe",
        st,
        Parts(inside=block, end=script, css=css),
        seeds(cs),
        path="/machi/kawabe-eki-mujin-pan",
        reveal="script after load: a <kw-list src=...> element (shaped like AMP's list component: a template and a placeholder '読み込み中…') fetches JSON after load and draws each comment from the template, replies moved under their parent",
        container="section.kw-koe: h2 '読者の声（10）', kw-list > div.kw-items > div.kw-c (span.kw-ic initial, b name, '編集部' tag, relative time, p.kw-t, 👍 n ・ 返信 ・ 通報), replies in div.kw-re, three levels",
        heading=f"読者の声（{len(cs)}）",
        description=f"A Japanese town paper's AMP page of 2020 on an unmanned bakery: {len(cs)} readers' comments with relative times ('5時間前'), @mentions and emoji, {replies(cs)} replies, the editors answering once; drawn after load from JSON through a template, as AMP's list components draw them; the served HTML holds only the template's placeholders. Most awkward: the served page has a comment-shaped template full of placeholders and no comment.",
        files={api: dumps({"items": as_json(cs, lambda i, c: {"staff": c.has("staff")})})},
        check_steps=("wait:1200",),
    )


def ko_iframe() -> Case:
    cs = thread("""
민트초코 | 3시간 전 | - | l=45 | 드디어 개통이네요ㅠㅠ 출퇴근 20분은 줄어들 듯
직장인K | 3시간 전 | 0 | l=12 | 저도요 ㅎㅎ 환승 안 해도 되는 게 제일 좋아요
민트초코 | 2시간 전 | 1 | l=3 | ㅇㅈ 버스 갈아타는 거 진짜 지옥이었음
물빛동주민 | 3시간 전 | - | l=28 | 에스컬레이터가 한쪽에만 있던데 2번 출구 쪽은 계단뿐이에요. 어르신들 힘드실 듯
서하일보 | 2시간 전 | 3 | staff,l=16 | 독자님 제보 감사합니다. 시 교통과에 확인해 보니 2번 출구 엘리베이터는 12월 완공 예정이라고 합니다.
물빛동주민 | 1시간 전 | 4 | l=5 | 빠른 확인 감사합니다👍
ㅎㅇㅎ | 2시간 전 | - | l=2 | 배차간격 8분은 너무 긴 거 아닌가요? 출근 시간엔 줄여야 할 듯
역세권기대 | 2시간 전 | 6 | l=7 | 시운전 끝나면 출퇴근 시간엔 5분으로 줄인다고 들었어요
하늘색우산 | 1시간 전 | - | l=9 | 역 이름 물빛공원역 예쁘네요 ㅎㅎ 공원이랑 바로 연결되면 주말에 가볼게요
김서하 | 40분 전 | - | l=1 | 주차장은 없나요? 차 두고 타고 싶은데
직장인K | 20분 전 | 9 | l=2 | @김서하 공영주차장 150면 만든다고 기사 마지막에 있어요
""")
    path = "/gyotong/mulbit-park-station-open"
    embed = "/_talk/embed/seoha-mulbit-station.html"
    more = "/_talk/embed/seoha-mulbit-station-more.html"
    first = {0, 3}

    def item(i: int, c: C, sub: str) -> str:
        tag = '<em class="tk-pr">기자</em>' if c.has("staff") else ""
        return (
            f'<li class="tk-it"><div class="tk-row"><span class="tk-av">{esc(c.name[:1])}</span><span class="tk-nm">{esc(c.name)}</span>{tag}'
            f'<span class="tk-tm">{esc(c.when)}</span></div><div class="tk-tx">{esc(c.text)}</div>'
            f'<div class="tk-bt"><button>좋아요 {c.get("l")}</button><button>답글</button><button>신고</button></div>{sub}</li>'
        )

    def wrap(s: str, _p: int) -> str:
        return f'<ul class="tk-sub">{s}</ul>'

    shown = tree(cs, item, wrap, keep=lambda i: _top(cs, i) in first)
    rest = tree(cs, item, wrap, keep=lambda i: _top(cs, i) not in first)
    n_rest = sum(_top(cs, i) not in first for i in range(len(cs)))
    frame = (
        '<!doctype html>\n<html lang="ko">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width,initial-scale=1">\n'
        "<title>톡톡 댓글</title>\n<style>body{margin:0;font:14px/1.55 sans-serif;color:#222}.tk-top{display:flex;justify-content:space-between;padding:8px 10px;border-bottom:1px solid #eee}"
        ".tk-list,.tk-sub{list-style:none;margin:0;padding:0 10px}.tk-sub{padding-left:18px;background:#fafafa}.tk-it{padding:8px 0;border-bottom:1px solid #f0f0f0}"
        ".tk-av{display:inline-block;width:24px;height:24px;border-radius:50%;background:#5b6bd6;color:#fff;text-align:center;line-height:24px;margin-right:6px}.tk-nm{font-weight:700}"
        ".tk-tm{color:#999;font-size:12px;margin-left:6px}.tk-pr{background:#111;color:#fff;font-size:11px;font-style:normal;padding:0 4px;margin-left:4px}.tk-tx{margin:3px 0 3px 30px}"
        ".tk-bt{margin-left:30px}.tk-bt button{border:0;background:none;color:#888;font-size:12px}.tk-more{display:block;width:calc(100% - 20px);margin:10px;padding:10px;border:1px solid #ccd;background:#fff;font-weight:700}"
        ".tk-brand{color:#aaa;font-size:11px;text-align:center}</style>\n</head>\n<body>\n"
        f'<div class="tk-top"><b>댓글 {len(cs)}</b><span>순공감순 · 최신순</span></div>'
        f'<ul class="tk-list">{shown}</ul>'
        f'<button type="button" class="tk-more" id="tk-more" data-more="{more}">댓글 더보기 ({n_rest})</button>'
        '<p class="tk-brand">톡톡 댓글 서비스</p>\n' + FETCH_HTML_JS + "\n</body>\n</html>\n"
    )
    block = (
        '<section class="sh-talk"><h2 class="sh-talk-h">이 기사에 대한 의견</h2>'
        f'<iframe src="@@OTHER@@{embed}" title="댓글" width="100%" height="420" scrolling="yes" loading="lazy" '
        'style="border:1px solid #e3e6ea;border-radius:8px;display:block"></iframe></section>'
    )
    css = ".sh-talk{margin:20px 0}.sh-talk-h{font-size:17px;margin:0 0 8px}"
    st = Story(
        "서하선 물빛공원역 개통… 출퇴근 20분 단축 기대",
        "이도윤 기자",
        "2022-09-27T06:00:00+09:00",
        "2022.09.27 06:00",
        """
서하선 경전철의 새 역인 물빛공원역이 오는 1일 문을 연다. 시는 27일 물빛동 일대 주민 약 3만 명이 버스 환승 없이 도심까지 갈 수 있게 된다고 밝혔다.

물빛공원역은 지하 1층 규모로 출구 4곳을 갖췄다. 다만 2번 출구 엘리베이터는 공사가 늦어져 12월에 완공될 예정이다. 배차 간격은 당분간 8분이며, 시운전이 끝나면 출퇴근 시간대에는 5분으로 줄어든다.

시는 역 인근에 150면 규모의 공영주차장도 조성한다.
""",
        section="교통",
        top=(
            ("물빛공원역 개통", str(len(cs))),
            ("서하천 자전거길 야간 조명 설치", "19"),
            ("시립도서관 주말 연장 운영", "7"),
        ),
        nxt=("서하천 자전거길에 야간 조명 설치", "총 4.2㎞ 구간에 LED 조명 180개가 들어선다 …", "19"),
        reactions=(("좋아요", "1,204"), ("훈훈해요", "88"), ("화나요", "41")),
    )
    return make(
        "bm-ko-iframe",
        "discussion",
        "ko-seoha",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path=path,
        reveal=f"iframe from another origin: the site's comment service in a 420-px iframe (its own scroll) served from the other loopback port ({embed}); inside it, 6 comments and its own '댓글 더보기 (5)', which fetches the other 5 as HTML from the iframe's origin",
        container="iframe (other origin, height 420) in section.sh-talk (h2 '이 기사에 대한 의견'); inside: ul.tk-list > li.tk-it (span.tk-av first letter, span.tk-nm, '기자' tag, span.tk-tm, div.tk-tx, 좋아요 n, 답글, 신고), replies in ul.tk-sub; button#tk-more",
        heading="이 기사에 대한 의견",
        description=f"A Korean city paper's m. edition of 2022 on a light-rail station opening: {len(cs)} readers' comments in the site's comment service's iframe from another origin, fixed at 420 px with its own scroll, {n_rest} of them behind the iframe's own '댓글 더보기'; {replies(cs)} replies, the reporter answering once, Korean chat abbreviations (ㅇㅈ, ㅎㅎ) and relative times. Most awkward: a second origin, a scroll box and a button inside it.",
        files={embed: frame, more: rest},
        check_steps=("wait:1200", "snap", f"goto:{embed}", "click:#tk-more", "wait:800"),
    )


def pt_infinite() -> Case:
    cs = thread("""
Zé Manel | há 4 h | - | l=19 | Lembro-me do elétrico na Rua Direita quando era miúdo, ia com o meu avô à feira. Que saudades 🥲
Rita Sousa | há 4 h | 0 | l=6 | O meu pai conta a mesma história! Vou levá-lo na primeira viagem.
Carlos A. | há 3 h | - | l=8 | 12 milhões para 2 km de linha… e os autocarros para as aldeias continuam a passar de 2 em 2 horas.
Inês | há 3 h | 2 | l=5 | @Carlos A. o dinheiro é de fundos europeus só para ferrovia, não podia ir para os autocarros.
Carlos A. | há 2 h | 3 | l=2 | Mesmo assim. Prioridades.
Dona Graça | há 2 h | - | l=4 | E os comerciantes da Rua Direita? Dois anos de obras vão matar as lojas que ainda restam.
Jornal da Ribeira Velha | há 1 h | 5 | staff,l=9 | Dona Graça, a câmara prevê obras por troços de 300 metros e um apoio às lojas afetadas. Vamos acompanhar.
Tiago R. | há 35 min | - | l=3 | Bora lá! Menos carros no centro é sempre bom 🚋
""")
    other = thread("""
Filipa M. | há 6 h | - | l=7 | Finalmente sombra! No largo era um forno em junho.
Rui | há 5 h | 0 | l=2 | Concordo, e no jardim há bancos para ler ao fim da tarde.
Sr. Abílio | há 5 h | - | l=4 | Espero que os alfarrabistas também tenham lugar, no ano passado ficaram de fora.
Catarina | há 3 h | - | l=1 | Quais são os horários ao fim de semana?
Paulo N. | há 2 h | 3 | l=3 | Das 10h às 22h, está no cartaz à entrada da câmara.
""")
    path = "/cidade/eletrico-volta-rua-direita"
    npath = "/cultura/feira-do-livro-jardim-alameda"
    frag = f"{npath}.seguinte.html"

    def item(i: int, c: C, sub: str) -> str:
        red = '<span class="rv-red">Redação</span>' if c.has("staff") else ""
        return (
            f'<div class="rv-cm"><span class="rv-in">{esc(initials(c.name))}</span><div class="rv-cb"><div class="rv-ch"><b>{esc(c.name)}</b>{red}'
            f'<span class="rv-h">{esc(c.when)}</span></div><p>{esc(c.text)}</p><div class="rv-ac">👍 {c.get("l")} · <a href="#">Responder</a> · '
            f'<a href="#">Denunciar</a></div>{sub}</div></div>'
        )

    def wrap(s: str, _p: int) -> str:
        return f'<div class="rv-resp">{s}</div>'

    def box(xs: list[C]) -> str:
        return f'<section class="rv-coment"><h2>Comentários ({len(xs)})</h2>{tree(xs, item, wrap)}</section>'

    nstory = Story(
        "Feira do livro muda-se para o Jardim da Alameda",
        "Sofia Lemos",
        "2024-04-21T18:00:00+01:00",
        "21 abr 2024, 18:00",
        """
A feira do livro deste ano deixa o Largo do Município e instala-se no Jardim da Alameda, entre 1 e 16 de junho. A câmara diz que a mudança traz sombra e mais espaço para os 46 expositores.

Os alfarrabistas da cidade terão, pela primeira vez, uma fila de pavilhões só para eles. A feira abre das 10h às 22h ao fim de semana e das 15h às 22h nos dias úteis.
""",
        section="Cultura",
    )
    nsite = SITES_BM["pt-ribeira"]
    nfrag = (
        f'<article class="mq-art rv-seguinte" data-url="{npath}"><p class="mq-kicker">Cultura</p><h1>{esc(nstory.title)}</h1>'
        f'<p class="mq-meta">{esc(nstory.byline)} · <time datetime="{nstory.iso}">{esc(nstory.shown)}</time></p>'
        + "".join(f"<p>{esc(p)}</p>" for p in nstory.paragraphs)
        + box(other)
        + "</article>"
    )
    npage = render_bm(nsite, nstory, Parts(after=box(other), css=RV_CSS))
    sentinel = (
        f'<div class="rv-next" id="rv-next" data-src="{frag}">A carregar o próximo artigo…</div>'
        """<script>
(function () {
  var s = document.getElementById('rv-next'), done = false;
  new IntersectionObserver(function (es, io) {
    if (done || !es.some(function (e) { return e.isIntersecting; })) return; done = true; io.disconnect();
    fetch(s.dataset.src).then(function (r) { return r.text(); }).then(function (h) {
      var t = document.createElement('template'); t.innerHTML = h; var a = t.content.firstElementChild;
      s.replaceWith(a);
      new IntersectionObserver(function (xs) { xs.forEach(function (x) { if (x.isIntersecting) history.replaceState(null, '', a.dataset.url); }); }).observe(a.querySelector('h1'));
    });
  }, { rootMargin: '300px' }).observe(s);
})();
</script>"""
    )
    st = Story(
        "O elétrico volta à Rua Direita 40 anos depois",
        "Nuno Ferreira",
        "2024-04-22T07:15:00+01:00",
        "22 abr 2024, 07:15",
        """
Quarenta anos depois da última viagem, o elétrico vai voltar a circular na Rua Direita. A câmara aprovou na sexta-feira uma linha de 2 quilómetros entre a estação e o Largo do Município, com sete paragens.

A obra custa 12 milhões de euros, quase todos de fundos europeus destinados à ferrovia. Os trabalhos começam em setembro e devem durar dois anos, feitos por troços de 300 metros para não fechar a rua inteira.

Os comerciantes afetados terão direito a um apoio mensal enquanto a obra estiver à porta. Os primeiros elétricos, restaurados numa oficina de Braga, chegam em 2026.
""",
        section="Cidade",
        top=(
            ("O elétrico volta à Rua Direita", str(len(cs))),
            ("Feira do livro muda de sítio", str(len(other))),
            ("Cheias: o rio subiu dois metros", "30"),
        ),
        reactions=(("❤️", "530"), ("👏", "212"), ("😠", "47")),
    )
    return make(
        "bm-pt-scroll-infinito",
        "discussion",
        "pt-ribeira",
        st,
        Parts(after=box(cs) + sentinel, css=RV_CSS),
        seeds(cs),
        path=path,
        reveal="on load; then infinite scroll: when the reader reaches the end, the next article ('Feira do livro muda-se para o Jardim da Alameda', fetched as HTML) is appended with its own 5 comments, and the address bar is rewritten to that article's URL when its title scrolls into view",
        container="section.rv-coment after the article: h2 'Comentários (8)', div.rv-cm (span.rv-in initials, b name, 'Redação' tag, span.rv-h, p, 👍 n · Responder · Denunciar), replies in div.rv-resp, three levels; below it div#rv-next, replaced on scroll by the next article.rv-seguinte with a section.rv-coment of its own",
        heading=f"Comentários ({len(cs)})",
        description=f"A Portuguese town paper's m. edition of 2024 on a tram line coming back: {len(cs)} readers' comments in the served HTML ({replies(cs)} replies, the newsroom answering once, relative times, emoji); scrolling to the end appends the next article with its own {len(other)} comments in the same markup and rewrites the address bar to the next article's URL. The next article's comments are not this article's: they are not in the truth. Most awkward: a second discussion of the same shape under the first once the reader scrolls.",
        static=True,
        files={frag: nfrag, npath: npage},
        check_steps=("scroll", "wait:1500", "scroll", "wait:800"),
    )


RV_CSS = (
    ".rv-coment{max-width:680px;margin:0 auto;padding:0 16px}.rv-coment h2{font-size:18px;border-top:3px solid #0b3d5c;padding-top:10px}"
    ".rv-cm{display:flex;gap:8px;margin:10px 0}.rv-in{flex:none;width:32px;height:32px;border-radius:50%;background:#3f6e8c;color:#fff;font:700 12px/32px sans-serif;text-align:center}"
    ".rv-cb{flex:1}.rv-ch b{margin-right:6px}.rv-h{color:#8a929c;font-size:12px}.rv-cb p{margin:3px 0}.rv-ac{font-size:12px;color:#6b7480}.rv-resp{border-left:2px solid #e3e6ea;padding-left:8px}"
    ".rv-red{background:#0b3d5c;color:#fff;font-size:11px;padding:0 4px;margin-right:6px}.rv-next{text-align:center;color:#8a929c;padding:30px}.rv-seguinte{border-top:8px solid #eef1f5;margin-top:30px}"
)


def nl_lazy() -> Case:
    cs = thread("""
Wim de Boer | 2 u | - | l=14 | Half jaar omrijden via de polderweg, 6 km extra elke dag naar m'n werk 😩
Annelies | 2 u | 0 | l=5 | Elektrische fiets, Wim! Dan merk je die 6 km niet 😉
Wim de Boer | 1 u | 1 | l=2 | Haha die heb ik al, de accu merkt het wel
Fenna | 2 u | - | l=9 | Eindelijk breder. Nu moet je met een bakfiets bijna de berm in als er een trekker aankomt.
Sjoerd V. | 1 u | 3 | l=4 | En de wielrenners die met 40 km/u voorbij razen, daar wordt het hopelijk ook rustiger van.
Dijkland Nu | 1 u | - | staff,l=6 | Update: het waterschap laat weten dat er vanaf 1 oktober een pendelbusje rijdt voor scholieren tussen Oosterwaard en het dorp.
Marloes | 45 min | 5 | l=3 | Top, mijn dochter fietst die route elke dag naar school 👍
Gert-Jan | 30 min | - | l=1 | Worden de knotwilgen langs de dijk gespaard? Daar zitten steenuilen in.
Annelies | 10 min | 7 | l=2 | @Gert-Jan volgens de folder van het waterschap blijven ze staan.
""")
    api = "/api/reacties/fietspad-dijk-oosterwaard.json"
    script = """<script>
(function () {
  var sec = document.getElementById('dn-reacties');
  function mk(t, c, s) { var e = document.createElement(t); if (c) e.className = c; if (s != null) e.textContent = s; return e; }
  function letters(n) { return n.split(' ').filter(function (w) { return /^\\p{L}/u.test(w); }).slice(0, 2).map(function (w) { return w[0]; }).join('').toUpperCase(); }
  new IntersectionObserver(function (es, io) {
    if (!es[0].isIntersecting) return; io.disconnect();
    fetch(sec.dataset.src).then(function (r) { return r.json(); }).then(function (d) {
      var root = mk('ol', 'dn-lijst'); sec.querySelector('.dn-laden').replaceWith(root);
      d.items.forEach(function (x) {
        var li = mk('li', 'dn-r'); li.id = 'dn-r' + x.id;
        var kop = mk('div', 'dn-kop'); kop.append(mk('span', 'dn-bol', letters(x.user)), mk('strong', null, x.user));
        if (x.team) kop.append(mk('span', 'dn-team', 'redactie'));
        kop.append(mk('time', null, x.ago)); li.append(kop, mk('p', 'dn-tekst', x.msg));
        var acties = mk('div', 'dn-acties'); acties.append(mk('button', null, '♥ ' + x.likes), mk('button', null, 'Reageer'), mk('button', null, 'Meld'));
        li.append(acties, mk('ol', 'dn-sub'));
        (x.parent ? document.querySelector('#dn-r' + x.parent + ' > .dn-sub') : root).append(li);
      });
    });
  }).observe(sec);
})();
</script>"""
    block = (
        f'<section class="dn-reacties" id="dn-reacties" data-src="{api}"><h2>Reacties ({len(cs)})</h2>'
        '<p class="dn-laden">Reacties laden…</p></section>'
    )
    css = (
        ".dn-reacties{background:#fff;border-radius:14px;padding:10px 16px;margin:12px 0;min-height:120px}.dn-reacties h2{font-size:18px}.dn-laden{color:#8a929c}"
        ".dn-lijst,.dn-sub{list-style:none;padding:0;margin:0}.dn-sub{padding-left:20px}.dn-r{margin:10px 0}.dn-kop{display:flex;gap:6px;align-items:center;font-size:14px}"
        ".dn-bol{width:28px;height:28px;border-radius:50%;background:#2e8b57;color:#fff;font:700 11px/28px sans-serif;text-align:center}.dn-kop time{color:#8a929c;font-size:12px}"
        ".dn-team{background:#e0532a;color:#fff;font-size:11px;padding:0 4px}.dn-tekst{margin:3px 0 3px 34px}.dn-acties{margin-left:34px}.dn-acties button{border:0;background:none;color:#68707b;font-size:12px}"
    )
    st = Story(
        "Fietspad op de dijk bij Oosterwaard wordt verbreed: dijk half jaar dicht",
        "Door Lotte Hoekstra",
        "2025-08-05T06:30:00+02:00",
        "5 aug 2025, 06:30",
        """
Het fietspad op de Oosterwaarder dijk gaat van 2,5 naar 4 meter breed. Het waterschap begint op 15 september en verwacht half maart klaar te zijn. Zolang de werkzaamheden duren, is de dijk dicht voor fietsers en voetgangers.

Fietsers moeten omrijden via de Polderweg, wat voor wie van Oosterwaard naar het dorp fietst zo'n 6 kilometer extra betekent. Het waterschap onderzoekt een pendelbusje voor scholieren.

De knotwilgen langs de dijk blijven staan. Volgens het waterschap wordt rekening gehouden met de steenuilen die er broeden.
""",
        section="Verkeer",
        top=(
            ("Dijk bij Oosterwaard half jaar dicht", str(len(cs))),
            ("Zwembad De Wiel sluit eerder", "27"),
            ("Kermis: dit is de route", "3"),
        ),
        nxt=(
            "Zwembad De Wiel sluit twee weken eerder",
            "Door personeelstekort gaat het buitenbad op 17 augustus dicht …",
            "27",
        ),
        reactions=(("👍", "96"), ("😩", "140"), ("🚲", "61")),
    )
    return make(
        "bm-nl-lazy",
        "discussion",
        "nl-dijkland",
        st,
        Parts(after=block, end=script, css=css),
        seeds(cs),
        path="/verkeer/fietspad-dijk-oosterwaard",
        reveal="lazy section: 'Reacties (9)' with 'Reacties laden…' under the article; an IntersectionObserver fetches the thread as JSON when the section scrolls into view",
        container="section#dn-reacties: h2 'Reacties (9)', ol.dn-lijst > li.dn-r (span.dn-bol initials, strong name, 'redactie' tag, time, p.dn-tekst, ♥ n, Reageer, Meld), replies in ol.dn-sub, three levels",
        heading=f"Reacties ({len(cs)})",
        description=f"A Dutch regional news app's web page of 2025 on a dyke cycle path: {len(cs)} readers' comments fetched only when their section scrolls into view; {replies(cs)} replies, the newsroom posting an update as a comment of its own, relative times ('2 u', '45 min'). Most awkward: the section holds only 'Reacties laden…' until it is scrolled to.",
        files={api: dumps({"items": as_json(cs, lambda i, c: {"team": c.has("staff")})})},
        check_steps=("scroll", "wait:1500"),
    )


def threads2_bm() -> list[Case]:
    return [cs_numbered(), ja_json_list(), ko_iframe(), pt_infinite(), nl_lazy()]
