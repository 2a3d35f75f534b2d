"""Blind set BG: nine hand-built discussions, each on an invented site with its one awkward trait: a Chinese portal's
flat floors whose replies carry their parents' quotes nested ("盖楼") with "沙发/板凳/地板" floor words and masked IPs
(zh-Hans); a Taiwanese port paper dated in the Minguo calendar whose thread a count button fetches (zh-Hant); a
Japanese city site dated in Reiwa years whose thread is fetched after load (ja); a Korean county paper with "BEST"
copies above the list (ko); an Arabic portal in Eastern Arabic digits whose thread a count link unfolds (ar); a
Persian blog whose comments are on a separate page with the blogger's answers inside the readers' boxes (fa); an
Urdu page declared windows-1256 and written in numeric references, names after the texts (ur); Hebrew talkbacks
whose bodies fold under their titles (he); a Hindi site whose "more" button fetches the rest (hi). Every class name,
name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bg_common import (
    C,
    Case,
    Parts,
    Story,
    as_json,
    bare,
    esc,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def zh_hans_floors() -> Case:
    cs = thread("""
北岸老张 | 2012-05-14 09:12:33 | - | up=31,down=2 | 终于要修青松路了，每天上班光这一段就堵半个小时。
北岸在线网友 | 2012-05-14 09:20:05 | - | ip=218.75.*.*,up=12,down=0 | 修路期间公交怎么走？文章里只说了绕行，没说绕哪条路。
青石板 | 2012-05-14 09:41:17 | 1 | up=25,down=1 | 看第三段，15路和23路改走滨江大道，站牌这周会换。
北岸在线网友 | 2012-05-14 10:02:48 | 2 | ip=61.183.*.*,up=8,down=3 | 滨江大道早上也堵啊，等于从一个堵点换到另一个堵点。
拾穗 | 2012-05-14 10:30:09 | - | up=19,down=0 | 去年刚铺的人行道又要挖？能不能一次规划好。
老街坊阿梅 | 2012-05-14 11:15:52 | - | up=40,down=1 | 希望这次能把排水一起弄好，每年夏天一下大雨学校门口就淹。
青石板 | 2012-05-14 11:58:40 | 5 | up=14,down=0 | 同意，规划里写了雨水管网改造，就看能不能落实。
路过打酱油 | 2012-05-14 13:26:11 | - | up=2,down=0 | 顶一下，支持改造。
北岸老张 | 2012-05-14 14:03:27 | 3 | up=6,down=1 | 那也比现在强，滨江大道至少有四个车道。
北岸在线网友 | 2012-05-14 16:47:35 | - | ip=113.57.*.*,up=22,down=4 | 工期写的是八个月，我赌一年半。
""")
    floor_words = {1: "沙发", 2: "板凳", 3: "地板"}

    def quote(i: int) -> str:
        c = cs[i]
        inner = quote(c.seed.parent) if c.seed.parent is not None else ""
        return (
            f'<div class="yy-box">{inner}<div class="yy-tit">引用 {i + 1}楼 {esc(c.name)} 的发言：</div>'
            f'<div class="yy-nr">{esc(c.text)}</div></div>'
        )

    def item(i: int, c: C) -> str:
        ip = f' <span class="pl-ip">[{esc(c.get("ip"))}]</span>' if c.get("ip") else ""
        fl = floor_words.get(i + 1, f"{i + 1}楼")
        q = quote(c.seed.parent) if c.seed.parent is not None else ""
        return (
            f'<div class="pl-item" id="pl{40917 + i}"><div class="pl-hd"><span class="pl-lou">{fl}</span> '
            f'<span class="pl-name">{esc(c.name)}</span>{ip} <span class="pl-sj">{esc(c.when)}</span></div>'
            f'<div class="pl-bd">{q}<p class="pl-txt">{esc(c.text)}</p></div>'
            f'<div class="pl-ft"><a href="#" class="pl-ding">支持({c.get("up")})</a> <a href="#" class="pl-cai">反对({c.get("down")})</a> '
            f'<a href="#fabiao" class="pl-hf">回复</a> <a href="#" class="pl-jb">举报</a></div></div>'
        )

    block = (
        '<div class="pl-wrap"><div class="pl-top"><h3>网友评论</h3><span>已有 <b>10</b> 条评论，<b>286</b> 人参与</span> '
        '<a href="#fabiao">我要评论</a></div>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<div class="pl-page">共1页 上一页 <b>1</b> 下一页</div><form id="fabiao" class="pl-form" action="/pl/post" method="post">'
        '<textarea name="nr"></textarea><label><input type="checkbox" name="nm"> 匿名发表</label> <button>发表评论</button>'
        '<p class="pl-tip">网友评论仅供其表达个人看法，并不表明本网同意其观点或证实其描述。</p></form></div>'
    )
    css = (
        ".pl-wrap{border:1px solid #d9d9d9;margin:16px 0}.pl-top{background:#f7f7f7;padding:6px 10px}.pl-top h3{display:inline;margin:0 10px 0 0}"
        ".pl-item{border-bottom:1px dashed #ddd;padding:8px 10px}.pl-lou{color:#a4161a;font-weight:bold}.pl-ip,.pl-sj{color:#999;font-size:12px}"
        ".yy-box{background:#fffbe8;border:1px solid #f0e2a8;padding:6px;margin:4px 0;font-size:13px}.yy-tit{color:#888}.pl-ft{text-align:right;font-size:12px}"
    )
    st = Story(
        "青松路改造下月开工 15路23路公交临时改道",
        "来源：北岸在线 作者：记者 周晓雯",
        "2012-05-13T20:30:00+08:00",
        "2012年05月13日 20:30",
        """
记者从区建设局获悉，青松路（石门桥至北站段）改造工程将于6月初开工，工期约八个月。改造后道路将由双向四车道拓宽为双向六车道，并增设非机动车道。

施工期间，该路段将分段封闭。途经青松路的15路、23路公交车将临时改走滨江大道，相关站牌本周内更换。

此次改造同步实施雨水管网改造，以解决沿线学校和小区门口每逢暴雨积水的问题。
""",
        section="新闻",
        related=(
            "北岸区新建三所幼儿园",
            "滨江公园周末举办灯会",
            "北站广场出租车排队点调整",
            "二手房成交量环比上涨",
        ),
        tags=("青松路", "道路改造", "公交改道"),
    )
    return make(
        "bg-zh-hans-gailou",
        "discussion",
        "zh-hans-jiangbei",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/2012-05/13/content_40917.htm",
        container="div.pl-wrap: h3 '网友评论', a count line, flat div.pl-item (span.pl-lou floor word '沙发'/'板凳'/'地板'/'n楼', span.pl-name, span.pl-ip masked IP, span.pl-sj time, div.pl-bd holding the parents' quotes nested as div.yy-box 'shown 引用 n楼 NAME 的发言：' and then p.pl-txt, '支持(n) 反对(n) 回复 举报'); a form",
        heading="网友评论",
        description="A Chinese city portal of 2012: 10 comments in one flat list of floors ('沙发', '板凳', '地板', then 'n楼'), guests named '北岸在线网友' with masked IPs; the hard way: a reply is shown only by its parents' texts quoted inside it, nested quote in quote ('盖楼'), the parent being the quoted floor; '支持/反对' counts.",
    )


def zh_hant_minguo() -> Case:
    cs = thread("""
海風阿伯 | 民國103年8月21日 上午 08:15 | - | up=24 | 渡輪改成一天四班，我們島上老人家要去鎮上看醫生怎麼辦？
林美惠 | 民國103年8月21日 上午 09:02 | 0 | up=11 | 鎮公所說會加開醫療專車，不過每週只有兩天。
海風阿伯 | 民國103年8月21日 上午 09:40 | 1 | up=15 | 一週兩天哪夠，洗腎的人一週要去三次。
小吳 | 民國103年8月21日 上午 11:27 | - | up=3 | 燃料漲成這樣，船公司也是沒辦法，票價漲一點我可以接受。
阿珍姐 | 民國103年8月21日 下午 01:05 | - | up=9 | 夏天觀光客那麼多，班次反而減少，真的看不懂。
港口人 | 民國103年8月21日 下午 02:48 | 4 | up=7 | 減班是從十月開始，暑假還是照舊，文章第二段有寫。
陳老師 | 民國103年8月21日 下午 03:12 | - | up=30 | 學生週五放學回島上的那班千萬不要刪，拜託。
小吳 | 民國103年8月22日 上午 07:30 | 6 | up=5 | 同意，那班每次都坐滿學生。
""")
    js = """
function lyDraw(list, box) {
  function mk(tag, cls, txt) { var e = document.createElement(tag); e.className = cls; if (txt != null) e.textContent = txt; return e; }
  function one(x) {
    var li = mk('li', 'ly-i'); li.id = 'ly-' + x.n;
    var hd = mk('div', 'ly-hd'); hd.append(mk('span', 'ly-nm', x.name), ' ', mk('span', 'ly-sj', x.at)); li.append(hd);
    li.append(mk('div', 'ly-nr', x.text));
    var ft = mk('div', 'ly-ft'); ft.append(mk('a', 'ly-tj', '推薦 (' + x.up + ')'), ' ', mk('a', 'ly-hf', '回覆'), ' ', mk('a', 'ly-jb', '檢舉')); li.append(ft);
    var kids = list.filter(function (y) { return y.to === x.n; });
    if (kids.length) { var ul = mk('ul', 'ly-hui'); kids.forEach(function (y) { ul.append(one(y)); }); li.append(ul); }
    return li;
  }
  var ol = mk('ol', 'ly-list'); list.filter(function (x) { return x.to === null; }).forEach(function (x) { ol.append(one(x)); });
  box.append(ol);
}
document.getElementById('ly-open').addEventListener('click', function () {
  var b = this; b.disabled = true; b.textContent = '載入中…';
  fetch('/api/liuyan/20140820-0331.json').then(function (r) { return r.json(); }).then(function (d) {
    lyDraw(d, document.getElementById('ly-box')); b.remove();
  });
});
"""
    block = (
        '<div class="ly-area"><h3 class="ly-t">讀者留言</h3><p class="ly-note">留言內容不代表本報立場，請遵守<a href="/rule">留言規則</a>。</p>'
        '<button type="button" id="ly-open" class="ly-btn">看全部 8 則留言</button><div id="ly-box"></div></div>'
    )
    css = ".ly-area{border-top:3px solid #a4161a;margin:18px 0}.ly-btn{display:block;width:100%;padding:8px;background:#fbeaea;border:1px solid #e3bcbc;cursor:pointer}.ly-hui{margin-left:26px}.ly-sj{color:#888;font-size:12px}.ly-ft{font-size:12px;color:#a4161a}"
    st = Story(
        "渡輪十月起減班 離島居民憂就醫不便",
        "港口日報 記者 黃志明 / 港口鎮報導",
        "2014-08-20T19:00:00+08:00",
        "民國103年8月20日 下午 07:00",
        """
受燃料價格上漲影響，往返港口鎮與東嶼的交通船將自十月一日起，由每天七個航班減為四個航班，單程票價也從六十元調整為七十五元。

船公司表示，暑假期間仍維持原班次，減班從十月開始實施。鎮公所則表示，將協調每週兩天加開往返醫院的醫療專車。

東嶼目前約有一千二百名居民，其中超過三成為六十五歲以上長者。
""",
        section="地方",
        related=("東嶼國小新校舍落成", "中秋連假交通船加班", "漁會推出鬼頭刀冷凍包", "港口老街招牌整修"),
        tags=("交通船", "東嶼", "減班"),
    )
    return make(
        "bg-zh-hant-minguo-button",
        "discussion",
        "zh-hant-gangkou",
        st,
        Parts(after=block, css=css, end=f"<script>{js}</script>"),
        seeds(cs),
        path="/news/local/20140820-0331.html",
        reveal="button '看全部 8 則留言' fetches the thread (JSON) and draws it",
        static=False,
        files={"/api/liuyan/20140820-0331.json": as_json(cs, ("up",))},
        check_steps=("click:#ly-open", "wait:800"),
        container="div.ly-area: h3 '讀者留言', a button; after the click ol.ly-list > li.ly-i (span.ly-nm, span.ly-sj, div.ly-nr, '推薦 (n) 回覆 檢舉'), replies in ul.ly-hui",
        heading="讀者留言",
        description="A Taiwanese port town's paper of 2014: 8 comments dated in the Minguo calendar ('民國103年8月21日 上午 08:15'); the hard way: nothing of the thread is in the page until the button '看全部 8 則留言' fetches it as JSON and draws it; replies one and two levels.",
    )


def ja_reiwa_fetch() -> Case:
    cs = thread("""
北浦のおばちゃん | 令和7年3月4日 18:20 | - | yes=42,no=3 | 路線バスが一日四本になったら、病院に行くのにタクシーしかありません。年金暮らしには厳しいです。
ぽんた | 令和7年3月4日 18:45 | 0 | yes=15,no=1 | デマンド交通の話も記事にありますね。予約制でも走ってくれるなら助かるのでは。
北浦のおばちゃん | 令和7年3月4日 19:10 | 1 | yes=8,no=0 | 前日までに電話予約と書いてありました。急に具合が悪くなったときは使えません。
浜崎の運転手 | 令和7年3月4日 20:02 | - | yes=56,no=2 | 現役の運転手です。人が足りないのは本当です。募集しても若い人が来ません。
匿名希望 | 令和7年3月4日 21:33 | 3 | yes=11,no=4 | 給料を上げれば来ると思います。
たけのこ | 令和7年3月5日 7:15 | - | yes=6,no=9 | 車を持たない人がこんなに多いとは知りませんでした。
港町の高校生 | 令和7年3月5日 8:02 | - | yes=33,no=0 | 通学に使っています。朝の便だけは残してください。
ぽんた | 令和7年3月5日 9:48 | 6 | yes=12,no=0 | 朝7時台の便は残ると書いてありますよ。安心してください。
""")
    js = """
window.addEventListener('load', function () {
  fetch('/api/koe/2025-0304-bus.json').then(function (r) { return r.json(); }).then(function (list) {
    var root = document.getElementById('koe-root');
    function mk(tag, cls, txt) { var e = document.createElement(tag); e.className = cls; if (txt != null) e.textContent = txt; return e; }
    function one(x) {
      var a = mk('article', 'koe-e');
      var h = mk('header', 'koe-h'); h.append(mk('span', 'koe-n', x.name), mk('time', 'koe-t', x.at)); a.append(h);
      a.append(mk('p', 'koe-b', x.text));
      var f = mk('footer', 'koe-f'); f.append(mk('button', 'koe-y', 'そう思う ' + x.yes), mk('button', 'koe-no', 'そう思わない ' + x.no), mk('button', 'koe-r', '返信'), mk('a', 'koe-v', '違反報告')); a.append(f);
      var kids = list.filter(function (y) { return y.to === x.n; });
      if (kids.length) { var d = mk('div', 'koe-kids'); kids.forEach(function (y) { d.append(one(y)); }); a.append(d); }
      return a;
    }
    list.filter(function (x) { return x.to === null; }).forEach(function (x) { root.append(one(x)); });
    document.getElementById('koe-count').textContent = '（' + list.length + '件）';
  });
});
"""
    block = (
        '<section class="koe" aria-label="読者の声"><h2>読者の声<span id="koe-count"></span></h2>'
        '<p class="koe-rule">投稿は編集部の確認後に掲載されます。</p><div id="koe-root"></div></section>'
    )
    css = ".koe{margin:24px 0;border-top:2px solid #0a6e5c}.koe-e{padding:10px 0;border-bottom:1px solid #eee}.koe-t{color:#888;font-size:13px;margin:0 8px}.koe-kids{margin-inline-start:24px}.koe-f button{font-size:12px;margin-inline-end:6px}"
    st = Story(
        "北浦線のバス、4月から1日4本に　運転手不足で大幅減便",
        "浜崎新報　地域報道部",
        "2025-03-04T11:00:00+09:00",
        "令和7年3月4日 11:00",
        """
浜崎交通は4日、市中心部と北浦地区を結ぶ北浦線を4月1日から1日4往復に減らすと発表した。現在は1日11往復。運転手の不足が主な理由という。

朝7時台の通学便は残す。市は代わりに、前日までの電話予約で走る乗り合いタクシー（デマンド交通）を北浦地区で試験的に始める方針だ。

北浦地区の高齢化率は4割を超えており、住民からは通院や買い物への影響を心配する声が上がっている。
""",
        section="地域",
        related=(
            "市立病院、夜間救急を再開",
            "浜崎港に大型客船が初寄港",
            "北浦小、来年度から休校へ",
            "桜の開花予想、平年より早く",
        ),
        tags=("北浦線", "路線バス", "減便"),
    )
    return make(
        "bg-ja-reiwa-fetch",
        "discussion",
        "ja-hamasaki",
        st,
        Parts(after=block, css=css, end=f"<script>{js}</script>"),
        seeds(cs),
        path="/articles/2025/03/04/kitaura-bus.html",
        reveal="script: the thread is fetched as JSON at the window's load and drawn",
        static=False,
        files={"/api/koe/2025-0304-bus.json": as_json(cs, ("yes", "no"))},
        check_steps=("wait:800",),
        container="section.koe: h2 '読者の声（8件）' (the count written by the script), div#koe-root > article.koe-e (span.koe-n, time.koe-t, p.koe-b, 'そう思う n', 'そう思わない n', '返信', '違反報告'), replies in div.koe-kids",
        heading="読者の声",
        description="A Japanese city site of 2025: 8 comments dated in Reiwa years ('令和7年3月4日 18:20') with agree/disagree votes ('そう思う n / そう思わない n'); the hard way: the thread is fetched as JSON after the window's load and drawn; replies one and two levels.",
    )


def ko_best_copies() -> Case:
    cs = thread("""
한빛아줌마 | 2013.07.09 09:12 | - | up=87,down=4 | 군청 앞 주차장 유료화는 좋은데 장날만큼은 무료로 해 주세요. 어르신들 장 보러 오시는데 주차비까지 받으면 안 됩니다.
바다소년 | 2013.07.09 09:40 | 0 | up=21,down=2 | 기사 보니까 장날은 두 시간 무료라고 하네요.
한빛아줌마 | 2013.07.09 10:05 | 1 | up=9,down=0 | 아 그렇군요. 다시 읽어 봐야겠네요. 감사합니다.
읍내토박이 | 2013.07.09 10:31 | - | up=64,down=11 | 공무원들 차부터 빼면 자리 충분합니다. 아침에 가 보면 절반이 직원 차예요.
정미경 | 2013.07.09 11:18 | - | up=3,down=15 | 유료화 찬성합니다. 하루 종일 세워 두는 차 때문에 정작 민원 보러 온 사람은 댈 곳이 없어요.
읍내토박이 | 2013.07.09 11:50 | 4 | up=12,down=6 | 그 종일 세워 두는 차가 대부분 직원 차라니까요.
산골농부 | 2013.07.09 13:02 | - | up=48,down=1 | 버스가 한 시간에 한 대인데 차를 안 가지고 어떻게 나옵니까. 버스부터 늘려 주세요.
은하수 | 2013.07.09 15:27 | - | up=5,down=0 | 요금이 30분에 500원이면 다른 군보다 싼 편이네요.
바다소년 | 2013.07.09 17:44 | 6 | up=7,down=0 | 맞아요. 저희 마을도 하루에 네 번밖에 안 다녀요.
""")

    def card(i: int, c: C, sub: str, best: bool = False) -> str:
        b = '<em class="rp-best">BEST</em> ' if best else ""
        n = sum(1 for x in cs if x.seed.parent == i)
        return (
            f'<li class="rp-li{" rp-li-best" if best else ""}"><div class="rp-who">{b}<strong>{esc(c.name)}</strong> '
            f'<span class="rp-date">{esc(c.when)}</span></div><p class="rp-body">{esc(c.text)}</p>'
            f'<div class="rp-act">'
            + (f'<a href="#" class="rp-dap">답글 {n}</a> ' if not best else "")
            + f'<button class="rp-up">공감 {c.get("up")}</button> <button class="rp-down">비공감 {c.get("down")}</button> '
            f'<a href="#" class="rp-sin">신고</a></div>{sub}</li>'
        )

    best = sorted(range(len(cs)), key=lambda k: -int(cs[k].get("up")))[:3]
    block = (
        '<div class="reply-zone"><div class="rp-head"><h4>댓글 <b>9</b></h4><span>댓글 정렬: 최신순 | <b>공감순</b></span></div>'
        '<form class="rp-form" action="/reply/write" method="post"><textarea placeholder="댓글을 입력하세요. 욕설 및 비방은 삭제됩니다."></textarea>'
        '<button>등록</button></form><div class="rp-bestbox"><h5>베스트 댓글</h5><ul class="rp-ul">'
        + "".join(card(k, cs[k], "", True) for k in best)
        + '</ul></div><ul class="rp-ul rp-all">'
        + tree(cs, lambda i, c, sub: card(i, c, sub), lambda s: f'<ul class="rp-ul rp-sub">{s}</ul>')
        + "</ul></div>"
    )
    css = ".reply-zone{margin:18px 0;border-top:2px solid #333}.rp-bestbox{background:#fff8e6;border:1px solid #f1d48a;padding:6px 10px}.rp-best{background:#e8590c;color:#fff;font-style:normal;font-size:11px;padding:0 4px}.rp-sub{margin-left:24px;background:#f7f7f7}.rp-date{color:#999;font-size:12px}"
    st = Story(
        "군청 앞 공영주차장 9월부터 유료화…30분에 500원",
        "한빛군민신문 김태호 기자",
        "2013-07-08T17:40:00+09:00",
        "2013.07.08 17:40",
        """
한빛군은 군청 앞 공영주차장을 9월 1일부터 유료로 운영한다고 8일 밝혔다. 요금은 최초 30분 500원, 이후 10분마다 200원이다.

장날인 2일과 7일에는 두 시간까지 무료다. 군은 종일 주차하는 차량 때문에 민원인이 주차할 곳을 찾지 못한다는 지적이 이어져 유료화를 결정했다고 설명했다.

군은 직원들에게는 읍내 외곽의 제2주차장을 이용하도록 할 계획이다.
""",
        section="지역",
        related=(
            "한빛 전통시장 현대화 사업 착공",
            "군내버스 노선 개편 설명회",
            "여름철 계곡 안전요원 배치",
            "한빛중 야구부 도 대회 우승",
        ),
        tags=("공영주차장", "유료화", "한빛군청"),
    )
    return make(
        "bg-ko-best-copies",
        "discussion",
        "ko-hanbit",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/articleView-88412.html",
        container="div.reply-zone: h4 '댓글 9', a form, div.rp-bestbox '베스트 댓글' with copies of the three most-liked (em 'BEST'), then ul.rp-all > li.rp-li (strong name, span.rp-date, p.rp-body, '답글 n', '공감 n', '비공감 n', '신고'), replies in ul.rp-sub",
        heading="댓글 9",
        description="A Korean county paper of 2013: 9 comments with '공감 n / 비공감 n' votes and '답글 n' counts, replies one and two levels; the hard way: the three most-liked comments are printed twice, as 'BEST' copies in their own box above the full list (the truth holds each once).",
    )


def ar_count_link() -> Case:
    cs = thread("""
أبو خالد | ١٣/٠٣/٢٠١١ - ١٠:٢٢ ص | - | from=الوادي,v=١٢ | مشروع تحلية المياه حلم قديم لأهل الوادي، نتمنى ألا يتأخر كما تأخر مشروع الطريق.
سلمى | ١٣/٠٣/٢٠١١ - ١١:٠٥ ص | 0 | from=كفر الريحان,v=٤ | الخبر يقول إن التمويل مضمون هذه المرة، إن شاء الله خير.
مهندس زراعي | ١٣/٠٣/٢٠١١ - ١٢:٤٠ م | - | from=الوادي,v=٢١ | الأهم من التحلية هو إصلاح قنوات الري القديمة، نصف الماء يضيع قبل أن يصل إلى المزارع.
أبو خالد | ١٣/٠٣/٢٠١١ - ٠١:١٥ م | 2 | from=الوادي,v=٦ | كلامك صحيح يا باشمهندس، والقنوات في الجهة الشرقية أسوأ حالاً.
ابن النخيل | ١٣/٠٣/٢٠١١ - ٠٣:٣٠ م | - | from=عين الغزلان,v=٣ | أنا من أبناء الوادي وأعمل في الخارج، هل هناك طريقة لنساهم في المشروع؟
فاطمة الزهراء | ١٣/٠٣/٢٠١١ - ٠٥:٠٢ م | - | from=الوادي,v=٩ | نريد أن نعرف كم سيكون سعر المتر المكعب بعد التشغيل، هذا ما يهم الناس.
مواطن | ١٤/٠٣/٢٠١١ - ٠٨:١٠ ص | 5 | from=الوادي,v=٢ | سمعت في المجلس المحلي أن السعر لن يتغير في السنة الأولى.
سلمى | ١٤/٠٣/٢٠١١ - ٠٩:٤٥ ص | 4 | from=كفر الريحان,v=١ | يمكنك التواصل مع الجمعية الأهلية المذكورة في آخر الخبر.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="tq-row" id="tq{7301 + i}"><div class="tq-rash"><span class="tq-ism">{esc(c.name)}</span> '
            f'<span class="tq-bld">({esc(c.get("from"))})</span> <span class="tq-wqt">{esc(c.when)}</span></div>'
            f'<div class="tq-nass">{esc(c.text)}</div><div class="tq-adw"><a href="#" class="tq-ajb">أعجبني ({c.get("v")})</a> | '
            f'<a href="#radd" class="tq-rd">رد</a> | <a href="#" class="tq-blg">إبلاغ عن إساءة</a></div>'
            + (f'<div class="tq-rudud">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="tq-bar"><a href="#ta3liqat" id="tq-open" class="tq-open" '
        "onclick=\"document.getElementById('ta3liqat').style.display='block';this.style.display='none';return false;\">"
        'التعليقات (٨)</a> <a href="#radd">أضف تعليقك</a></div>'
        '<div id="ta3liqat" class="tq-all" style="display:none"><h3>تعليقات القراء</h3>'
        + tree(cs, item, lambda s: s)
        + '<p class="tq-tanbih">التعليقات المنشورة تعبر عن آراء أصحابها ولا تعبر عن رأي الموقع.</p></div>'
        '<form id="radd" class="tq-form" action="/ta3liq" method="post"><input name="ism" placeholder="الاسم"> '
        '<input name="balad" placeholder="البلد"><textarea name="nass"></textarea><button>إرسال</button></form>'
    )
    css = ".tq-bar{background:#eef3e6;padding:6px 10px;margin:12px 0}.tq-open{font-weight:bold;color:#3b6e22}.tq-row{border-bottom:1px solid #e6e6e6;padding:8px}.tq-rudud{margin-right:30px;border-right:3px solid #cfe0bd;padding-right:8px}.tq-wqt,.tq-bld{color:#888;font-size:12px}"
    st = Story(
        "بدء تنفيذ محطة تحلية المياه في الوادي خلال الصيف",
        "الوادي - مراسل نخلة الوادي",
        "2011-03-12T21:00:00+02:00",
        "السبت ١٢ مارس ٢٠١١ م - ٧ ربيع الثاني ١٤٣٢ هـ",
        """
أعلن المجلس المحلي للوادي أن العمل في محطة تحلية المياه الجوفية سيبدأ مطلع الصيف المقبل، بعد توقيع عقد التمويل مع الصندوق الإقليمي للتنمية.

وتبلغ الطاقة الإنتاجية للمحطة خمسة آلاف متر مكعب يومياً، تكفي لتزويد القرى الثلاث الواقعة شرق الوادي بمياه الشرب.

وأوضح رئيس المجلس أن الجمعية الأهلية لأبناء الوادي ستتولى التنسيق مع المتبرعين من أبناء المنطقة المقيمين في الخارج.
""",
        section="محليات",
        related=(
            "افتتاح سوق التمور الأسبوعي",
            "حملة لتطعيم الأطفال في القرى الشرقية",
            "منتخب الوادي يتأهل إلى نصف النهائي",
            "ارتفاع أسعار الأعلاف",
        ),
        tags=("تحلية المياه", "الوادي"),
    )
    return make(
        "bg-ar-count-link",
        "discussion",
        "ar-nakhla",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/local/2011/03/12/7301.html",
        reveal="link 'التعليقات (٨)' unfolds the thread (in the served HTML, display:none until then)",
        check_steps=("click:#tq-open", "wait:200"),
        container="div#ta3liqat.tq-all (display:none until the link 'التعليقات (٨)' is clicked): h3 'تعليقات القراء', div.tq-row (span.tq-ism, span.tq-bld town, span.tq-wqt '١٣/٠٣/٢٠١١ - ١٠:٢٢ ص', div.tq-nass, 'أعجبني (١٢) | رد | إبلاغ عن إساءة'), replies in div.tq-rudud",
        heading="تعليقات القراء",
        description="An Arabic regional portal of 2011, right to left, the article dated in both calendars ('١٢ مارس ٢٠١١ م - ٧ ربيع الثاني ١٤٣٢ هـ'): 8 comments with the reader's town, times and like counts in Eastern Arabic digits; the hard way: the thread is hidden until a reader clicks the count link 'التعليقات (٨)'; replies one level.",
    )


def fa_popup_page() -> Case:
    cs = thread("""
نسرین | ۱۳۹۲/۰۴/۱۰ - ۲۱:۳۰ | - | url=nasrin-daftar | چقدر قشنگ نوشتی مهتاب جان. من هم اولین سال معلمی‌ام همین‌قدر دلهره داشتم.
مهتاب | - | 0 | ans | مرسی نسرین عزیز، خوشحالم که تنها نبودم.
علی از بیدستان | ۱۳۹۲/۰۴/۱۱ - ۰۹:۱۲ | - | - | آن شاگردی که کتاب را پس آورد، بهترین قسمت نوشته بود. سلام مرا به کلاس‌تان برسانید.
یک همکار | ۱۳۹۲/۰۴/۱۱ - ۱۴:۴۰ | - | - | ما هم کتابخانه کلاسی داریم ولی نصف کتاب‌ها هیچ‌وقت برنمی‌گردند. راز شما چیست؟
مهتاب | - | 3 | ans | رازی نیست! هر بچه خودش یک کتاب برای کلاس آورده، برای همین مراقب کتاب‌های بقیه هم هست.
پرستو | ۱۳۹۲/۰۴/۱۲ - ۲۲:۱۵ | - | url=parastoo-80 | اولین بار است به وبلاگت می‌آیم. لینکت کردم، خوشحال می‌شوم به من هم سر بزنی.
مریم | ۱۳۹۲/۰۴/۱۳ - ۱۰:۰۵ | - | - | کاش همه معلم‌ها این‌قدر حوصله داشتند. دخترم امسال کلاس سوم است و از مدرسه فرار می‌کند.
مهتاب | - | 6 | ans | مریم جان، گاهی یک معلم تازه همه‌چیز را عوض می‌کند. امیدوارم سال بعد بهتر باشد.
""")

    def box(i: int, c: C) -> str:
        answers = [cs[k] for k, x in enumerate(cs) if x.seed.parent == i]
        name = (
            f'<a href="http://{esc(c.get("url"))}.example-blog.ir/" class="nz-nam">{esc(c.name)}</a>'
            if c.get("url")
            else f'<span class="nz-nam">{esc(c.name)}</span>'
        )
        return (
            f'<div class="nz-box"><div class="nz-sar">{name} <span class="nz-gof">گفت:</span></div>'
            f'<div class="nz-matn">{esc(c.text)}</div><div class="nz-tar">{esc(c.when)}</div>'
            + "".join(
                f'<div class="nz-pasokh"><b>پاسخ <span class="nz-nevisande">{esc(a.name)}</span>:</b> {esc(a.text)}</div>'
                for a in answers
            )
            + "</div>"
        )

    comments_path = "/comments/post-1392-04-10.html"
    body = (
        '<div class="nz-page"><h2>نظرات مطلب «کتابخانه‌ای که بچه‌ها ساختند»</h2><p class="nz-count">تعداد نظرات: ۵</p>'
        + "".join(box(i, c) for i, c in enumerate(cs) if not c.has("ans"))
        + '<h3>نظر شما</h3><form action="/comments/post" method="post"><input name="n" placeholder="نام"> '
        '<input name="e" placeholder="ایمیل"> <input name="u" placeholder="وبلاگ"><textarea name="t"></textarea>'
        '<label><input type="checkbox" name="p"> خصوصی (فقط مدیر وبلاگ ببیند)</label> <button>ارسال</button></form>'
        '<p><a href="/">بازگشت به وبلاگ</a></p></div>'
    )
    page_css = ".nz-box{border:1px solid #d8cfbf;background:#fffdf6;margin:10px 0;padding:8px}.nz-gof,.nz-tar{color:#999;font-size:12px}.nz-pasokh{background:#eef3e6;border-right:3px solid #5b6f3a;padding:4px 8px;margin-top:6px}"
    link = (
        f'<p class="bx-nazar"><a href="{comments_path}" id="nz-link" '
        f"onclick=\"window.open('{comments_path}','nazar','width=520,height=600,scrollbars=yes');return false;\">نظرات (۵)</a>"
        ' | <a href="/post/1392-04-10.html">لینک ثابت</a></p>'
    )
    st = Story(
        "کتابخانه‌ای که بچه‌ها ساختند",
        "نوشته شده توسط مهتاب",
        "2013-07-01T19:30:00+04:30",
        "دوشنبه ۱۰ تیر ۱۳۹۲",
        """
امسال اولین سالی بود که کلاس چهارم داشتم. روز اول از بچه‌ها خواستم هر کدام یک کتاب از خانه بیاورند تا با هم یک کتابخانه کوچک در گوشه کلاس درست کنیم.

بیست و سه کتاب جمع شد؛ از قصه‌های قدیمی تا یک کتاب آشپزی که مادربزرگ یکی از بچه‌ها فرستاده بود. هر هفته بچه‌ها کتاب‌ها را با هم عوض می‌کردند.

آخر سال، وقتی همه کتاب‌ها را به صاحبانشان پس دادیم، یکی از شاگردها کتابش را دوباره آورد و گفت برای بچه‌های سال بعد بماند.
""",
        section="یادداشت‌ها",
        related=("خرداد ۱۳۹۲", "اردیبهشت ۱۳۹۲", "فروردین ۱۳۹۲"),
        tags=("مدرسه", "کتاب"),
    )
    return make(
        "bg-fa-popup-page",
        "discussion",
        "fa-golbarg",
        st,
        Parts(inside=link),
        seeds(cs),
        path="/post/1392-04-10.html",
        reveal="separate page: the link 'نظرات (۵)' opens the comments page in a popup window",
        comments_page=comments_path,
        files={comments_path: bare("fa-golbarg", "نظرات", body, page_css)},
        check_steps=(f"goto:{comments_path}",),
        container="the comments page: h2, div.nz-box (a.nz-nam or span.nz-nam, 'گفت:', div.nz-matn, div.nz-tar '۱۳۹۲/۰۴/۱۰ - ۲۱:۳۰', the blogger's answer div.nz-pasokh 'پاسخ مهتاب: …' inside the reader's box); a form",
        heading="نظرات مطلب «کتابخانه‌ای که بچه‌ها ساختند»",
        description="A Persian teacher's blog of 2013, right to left: 5 readers' comments dated in the Solar Hijri calendar in Persian digits ('۱۳۹۲/۰۴/۱۲ - ۲۲:۱۵'), on a separate comments page opened in a popup by 'نظرات (۵)'; the hard way: the blogger's 3 answers are printed inside the readers' boxes ('پاسخ مهتاب: …'), without a time, each a reply to the box it is in.",
    )


def ur_entities() -> Case:
    cs = thread("""
محمد اسلم | ۱۲ اپریل ۲۰۱۰، صبح ۱۰:۱۵ | - | city=سرخ کوٹ | بجلی کی لوڈشیڈنگ نے کاروبار تباہ کر دیا ہے۔ دن میں بارہ گھنٹے بجلی نہیں ہوتی۔
شازیہ | ۱۲ اپریل ۲۰۱۰، صبح ۱۱:۴۰ | - | city=باغ پورہ | ہمارے گاؤں میں تو اٹھارہ گھنٹے۔ بچے امتحان کی تیاری لالٹین میں کر رہے ہیں۔
خان صاحب | ۱۲ اپریل ۲۰۱۰، دوپہر ۰۱:۰۵ | 1 | city=باغ پورہ | بہن، ہمارے محلے میں بھی یہی حال ہے۔ اللہ خیر کرے۔
انجینئر طارق | ۱۲ اپریل ۲۰۱۰، سہ پہر ۰۳:۲۲ | - | city=نیا شہر | نئے ڈیم کا منصوبہ اچھا ہے مگر اس کے مکمل ہونے میں کم از کم چھ سال لگیں گے۔ فوری حل چھوٹے پن بجلی گھر ہیں۔
ایک طالب علم | ۱۲ اپریل ۲۰۱۰، رات ۰۸:۵۰ | - | city=چشمہ گاؤں | شام کے وقت کم از کم دو گھنٹے بجلی دی جائے تاکہ پڑھائی ہو سکے۔
محمد اسلم | ۱۳ اپریل ۲۰۱۰، صبح ۰۹:۰۵ | 3 | city=سرخ کوٹ | انجینئر صاحب، پن بجلی گھر کے بارے میں مزید بتائیں۔ ہمارے علاقے میں نہر ہے۔
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="rae-li"><p class="rae-matn">{esc(c.text)}</p>'
            f'<p class="rae-dast">— <b>{esc(c.name)}</b>، {esc(c.get("city"))} <span class="rae-waqt">({esc(c.when)})</span> '
            f'<a href="#rae-form" class="rae-jawab">جواب دیں</a></p>{sub}</li>'
        )

    block = (
        '<div class="rae"><h3>قارئین کی رائے (۶)</h3><ul class="rae-ul">'
        + tree(cs, item, lambda s: f'<ul class="rae-ul rae-andar">{s}</ul>')
        + '</ul><form id="rae-form" class="rae-form" action="/rae" method="post"><input name="nam" placeholder="نام">'
        '<input name="shehar" placeholder="شہر"><textarea name="matn"></textarea><button>ارسال کریں</button></form></div>'
    )
    css = ".rae{margin:18px 0;border-top:2px solid #a4161a}.rae-li{list-style:none;border-bottom:1px dotted #ccc;padding:6px 0}.rae-dast{color:#555;font-size:13px}.rae-andar{margin-right:30px}.rae-waqt{color:#999}"
    st = Story(
        "صوبے میں بجلی کا بحران، نئے ڈیم کی منظوری",
        "سرحد ٹائمز نیوز ڈیسک، سرخ کوٹ",
        "2010-04-11T22:00:00+05:00",
        "اتوار ۱۱ اپریل ۲۰۱۰",
        """
صوبائی حکومت نے دریا پر نئے ڈیم کی تعمیر کی منظوری دے دی ہے جس سے تین سو میگاواٹ بجلی پیدا ہو گی۔ منصوبے پر کام اگلے مالی سال میں شروع ہو گا۔

دوسری طرف صوبے کے کئی اضلاع میں لوڈشیڈنگ کا دورانیہ اٹھارہ گھنٹے تک پہنچ گیا ہے اور تاجروں نے احتجاج کی دھمکی دی ہے۔

محکمہ بجلی کے مطابق نہروں پر چھوٹے پن بجلی گھروں کے لیے بھی سروے کیا جا رہا ہے۔
""",
        section="مقامی",
        related=(
            "سرخ کوٹ میں تاجروں کا احتجاج",
            "امتحانات کا شیڈول جاری",
            "گندم کی خریداری شروع",
            "کرکٹ ٹیم کا اعلان",
        ),
        tags=("بجلی", "لوڈشیڈنگ", "ڈیم"),
    )
    return make(
        "bg-ur-entities-1256",
        "discussion",
        "ur-sarhad",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/2010/04/11/bijli-dam.html",
        container="div.rae: h3 'قارئین کی رائے (۶)', ul.rae-ul > li.rae-li (p.rae-matn the text, then p.rae-dast '— NAME، CITY (time) جواب دیں'), replies in ul.rae-andar",
        heading="قارئین کی رائے (۶)",
        description="An Urdu provincial news site of 2010, right to left: 6 readers' opinions, times in Urdu digits with the part of the day ('صبح ۱۰:۱۵'); the hard way: the page declares windows-1256 in its meta and every non-ASCII character of it is a numeric character reference (&#1576;…), and each opinion's name and city come after its text; replies one level.",
    )


def he_folded_talkbacks() -> Case:
    cs = thread("""
רותי | 25.03.14 08:40 | - | t=סוף סוף,from=קיבוץ גבעת אלון | סוף סוף // חיכינו לבריכה הזאת עשר שנים. הילדים שלי כבר גדלו בינתיים.
יוסי | 25.03.14 09:12 | - | t=ומה עם החניה?,from=נווה תמר | ומה עם החניה? // כבר היום אין איפה להחנות ליד המתנ״ס. עוד מאות מבקרים ביום?
מיכל | 25.03.14 09:35 | 1 | t=ל-2,from=גבעת אלון | ל-2 // בכתבה כתוב שתהיה חניה חדשה מאחורי אולם הספורט.
אבי | 25.03.14 10:01 | - | t=מחירים,from=מושב שדה ענבר | מחירים // כמה יעלה מנוי משפחתי? אם זה כמו בעיר, רוב המשפחות פה לא יוכלו.
שלומית | 25.03.14 10:20 | - | t=כל הכבוד למועצה,from=- | כל הכבוד למועצה
נתן | 25.03.14 11:05 | 3 | t=תשובה לאבי,from=גבעת אלון | תשובה לאבי // ראש המועצה אמר בישיבה שיהיה מחיר מוזל לתושבים.
גלית | 25.03.14 12:30 | - | t=בריכה מקורה או פתוחה?,from=נווה תמר | בריכה מקורה או פתוחה? // אם היא לא מקורה, היא תעבוד רק חצי שנה.
עידו | 25.03.14 12:52 | 6 | t=מקורה!,from=- | מקורה!
אמא של שלושה | 25.03.14 14:10 | - | t=מי ישמור על הילדים,from=מושב שדה ענבר | מי ישמור על הילדים // מקווה שיהיו מצילים כל שעות הפתיחה ולא רק בקיץ.
""")
    tops = [i for i, c in enumerate(cs) if c.seed.parent is None]

    def item(i: int, c: C, sub: str) -> str:
        num = f"{tops.index(i) + 1}." if i in tops else "↩"
        parts = c.text.split("\n\n", 1)
        body = parts[1] if len(parts) > 1 else ""
        place = f'<span class="tb-mekom">, {esc(c.get("from"))}</span>' if c.get("from") != "-" else ""
        return (
            f'<li class="tb-li" id="tb{9101 + i}"><div class="tb-shura"><span class="tb-mis">{num}</span> '
            f'<a href="#tb{9101 + i}" class="tb-kot" onclick="this.closest(\'li\').classList.toggle(\'tb-pat\');return false;">{esc(parts[0])}</a>'
            + ("" if body else ' <span class="tb-ein">(ללא תוכן)</span>')
            + "</div>"
            + (f'<div class="tb-guf"><p>{esc(body)}</p></div>' if body else "")
            + f'<div class="tb-pratim"><span class="tb-shem">{esc(c.name)}</span>{place} <span class="tb-taar">{esc(c.when)}</span></div>'
            + (f'<ul class="tb-ul tb-tguvot">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="tb-wrap"><div class="tb-top"><h3>תגובות</h3> <span>9 תגובות בשרשור</span> '
        '<a href="#" id="tb-all" onclick="document.querySelectorAll(\'.tb-li\').forEach(function(l){l.classList.add(\'tb-pat\')});return false;">פתח את כל התגובות</a> '
        '<a href="/talkback/new?a=9101" class="tb-new">הוסיפו תגובה</a></div><ul class="tb-ul">'
        + tree(cs, item, lambda s: s)
        + "</ul></div>"
    )
    css = ".tb-wrap{margin:16px 0;border:1px solid #ccd}.tb-top{background:#eef;padding:6px 10px}.tb-li{list-style:none;border-bottom:1px solid #e3e3ee;padding:4px 8px}.tb-kot{font-weight:bold;color:#1c2f7a}.tb-guf{display:none;padding:4px 20px}.tb-pat>.tb-guf{display:block}.tb-tguvot{padding-right:24px}.tb-shem{color:#555}.tb-taar,.tb-ein{color:#999;font-size:12px}"
    st = Story(
        "המועצה אישרה: בריכה אזורית תיבנה ליד המתנ״ס",
        "מאת דנה לוי",
        "2014-03-24T19:00:00+02:00",
        "24.03.2014 | כ״ב באדר ב׳ תשע״ד",
        """
מליאת המועצה האזורית אישרה אתמול את בניית הבריכה האזורית בשטח שמאחורי המתנ״ס. העלות מוערכת בשמונה עשר מיליון שקלים, ורובה תמומן ממענק ממשלתי.

לפי התכנון, הבריכה תהיה מקורה ותפעל כל השנה, ולצדה תיבנה חניה חדשה מאחורי אולם הספורט.

ראש המועצה אמר כי תושבי המועצה ייהנו ממחיר מוזל במנויים.
""",
        section="חדשות",
        related=(
            "נפתחה ההרשמה לגני הילדים",
            "עבודות בכביש הגישה לקיבוץ",
            "ערב שירה בציבור במתנ״ס",
            "קבוצת הנוער עלתה ליגה",
        ),
        tags=("בריכה", "מועצה אזורית"),
    )
    return make(
        "bg-he-folded-talkbacks",
        "discussion",
        "he-galgal",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/article/9101",
        container="div.tb-wrap: h3 'תגובות', '9 תגובות בשרשור', 'פתח את כל התגובות'; ul.tb-ul > li.tb-li (span.tb-mis '1.', a.tb-kot the talkback's title, '(ללא תוכן)' when it has no body; div.tb-guf the body, hidden until the title is clicked; div.tb-pratim: span.tb-shem, span.tb-mekom, span.tb-taar '25.03.14 08:40'), replies in ul.tb-tguvot",
        heading="תגובות",
        description="A Hebrew regional site of 2014, right to left, the article dated in both calendars ('24.03.2014 | כ״ב באדר ב׳ תשע״ד'): 9 talkbacks, replies one level; the hard way: each talkback shows only its title, its body folded under it until the title (or 'פתח את כל התגובות') is clicked, two are titles alone marked '(ללא תוכן)'; the truth's text is the title and the body.",
    )


def hi_more_fetch() -> Case:
    cs = thread("""
रमेश यादव | १४ अगस्त २०२४, सुबह ०८:१५ | - | v=१२ | बाईपास बनने से शहर के अंदर ट्रकों का आना बंद होगा, यह बहुत अच्छी बात है।
सुनीता देवी | १४ अगस्त २०२४, सुबह ०८:४२ | 0 | v=२० | लेकिन जिन किसानों की ज़मीन गई उन्हें अभी तक पूरा मुआवज़ा नहीं मिला।
रमेश यादव | १४ अगस्त २०२४, सुबह ०९:०५ | 1 | v=७ | यह सही कह रही हैं आप, मुआवज़ा पहले मिलना चाहिए था।
अनिल कुमार | १४ अगस्त २०२४, सुबह १०:३० | - | v=९ | पुल का काम दो साल से रुका पड़ा है, पहले उसे पूरा करें।
प्रिया शर्मा | १४ अगस्त २०२४, सुबह ११:१२ | - | v=१५ | स्कूल के सामने स्पीड ब्रेकर ज़रूर बनाएँ, बच्चे सड़क पार करते हैं।
मास्टरजी | १४ अगस्त २०२४, सुबह ११:४० | 4 | v=६ | हमारे स्कूल ने इसके लिए नगर पालिका को पत्र भी लिखा है।
दीपक | १४ अगस्त २०२४, दोपहर ०१:१५ | - | v=११ | ठेकेदार कौन है? पिछली सड़क एक बरसात भी नहीं टिकी।
मधुवनपुर का लाल | १४ अगस्त २०२४, दोपहर ०३:०२ | 6 | v=४ | ख़बर में ठेकेदार का नाम लिखा है, वही कंपनी है जिसने स्टेशन रोड बनाई थी।
गीता | १४ अगस्त २०२४, शाम ०६:२० | - | v=३ | अच्छी ख़बर है, बस समय पर काम पूरा हो।
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="tp-ek" id="tp-{i + 1}"><div class="tp-sir"><b class="tp-naam">{esc(c.name)}</b> '
            f'<span class="tp-samay">{esc(c.when)}</span></div>{paras(c.text, cls="tp-baat")}'
            f'<div class="tp-niche"><button class="tp-pasand">पसंद ({c.get("v")})</button> <button class="tp-jawab">जवाब दें</button> '
            f'<a href="#" class="tp-report">रिपोर्ट करें</a></div>'
            + (f'<div class="tp-jawab-suchi">{sub}</div>' if sub else "")
            + "</div>"
        )

    first = [i for i, c in enumerate(cs) if c.seed.parent is None][:2]
    shown = "".join(
        item(i, cs[i], tree(cs, item, lambda s: s, i)) for i in first
    )  # the first two with their replies
    rest = "".join(
        item(i, cs[i], tree(cs, item, lambda s: s, i))
        for i, c in enumerate(cs)
        if c.seed.parent is None and i not in first
    )
    js = """
document.getElementById('tp-aur').addEventListener('click', function () {
  var b = this; b.textContent = 'लोड हो रहा है…';
  fetch('/fragments/tippani/madhuvanpur-bypass-2.html').then(function (r) { return r.text(); }).then(function (h) {
    document.getElementById('tp-suchi').insertAdjacentHTML('beforeend', h); b.remove();
  });
});
"""
    block = (
        '<section class="tp-khand"><h2>टिप्पणियाँ (९)</h2><p class="tp-niyam">कृपया भाषा की मर्यादा बनाए रखें।</p>'
        f'<div id="tp-suchi">{shown}</div><button type="button" id="tp-aur" class="tp-aur">और टिप्पणियाँ देखें (५)</button></section>'
    )
    css = ".tp-khand{margin:24px 0}.tp-ek{border-bottom:1px solid #eee;padding:8px 0}.tp-samay{color:#888;font-size:13px;margin:0 8px}.tp-jawab-suchi{margin-left:24px;border-left:2px solid #cfe3de;padding-left:10px}.tp-aur{width:100%;padding:10px;border-radius:20px;border:1px solid #0a6e5c;background:#fff;color:#0a6e5c}"
    st = Story(
        "मधुवनपुर बाईपास का काम अगले महीने से, शहर को मिलेगी जाम से राहत",
        "मधुवनपुर संदेश संवाददाता",
        "2024-08-13T19:30:00+05:30",
        "१३ अगस्त २०२४, शाम ०७:३०",
        """
लंबे इंतज़ार के बाद मधुवनपुर बाईपास का निर्माण सितंबर से शुरू होगा। बारह किलोमीटर लंबी इस सड़क के बनने से भारी वाहन शहर के अंदर से नहीं गुज़रेंगे।

लोक निर्माण विभाग के अनुसार काम अठारह महीने में पूरा होगा। ठेका उसी कंपनी को मिला है जिसने पिछले साल स्टेशन रोड बनाई थी।

कुछ किसानों ने शिकायत की है कि उन्हें ज़मीन का पूरा मुआवज़ा अभी तक नहीं मिला है। प्रशासन ने कहा है कि बचा हुआ भुगतान इसी महीने कर दिया जाएगा।
""",
        section="शहर",
        related=(
            "नगर पालिका चुनाव की तारीख़ घोषित",
            "चंपा नदी का जलस्तर बढ़ा",
            "मधुवनपुर मेले की तैयारी शुरू",
            "ज़िला क्रिकेट टीम का चयन",
        ),
        tags=("बाईपास", "सड़क", "मधुवनपुर"),
    )
    return make(
        "bg-hi-more-fetch",
        "discussion",
        "hi-madhuvanpur",
        st,
        Parts(after=block, css=css, end=f"<script>{js}</script>"),
        seeds(cs),
        path="/shahar/madhuvanpur-bypass-kaam-shuru",
        reveal="load_more: the first 2 comments and their replies in the HTML, 'और टिप्पणियाँ देखें (५)' fetches the rest",
        static=False,
        files={"/fragments/tippani/madhuvanpur-bypass-2.html": rest},
        check_steps=("click:#tp-aur", "wait:800"),
        container="section.tp-khand: h2 'टिप्पणियाँ (९)', div#tp-suchi > div.tp-ek (b.tp-naam, span.tp-samay, p.tp-baat, 'पसंद (n)', 'जवाब दें', 'रिपोर्ट करें'), replies in div.tp-jawab-suchi; a button 'और टिप्पणियाँ देखें (५)' fetching an HTML fragment of the rest",
        heading="टिप्पणियाँ (९)",
        description="A Hindi city site of 2024: 9 comments, times in Devanagari digits with the part of the day ('सुबह ०८:१५'); the hard way: only the first two comments and their replies are in the served HTML, the button 'और टिप्पणियाँ देखें (५)' fetches the other five (three top-level comments and two replies) as an HTML fragment; replies one level.",
    )


def threads_bg() -> list[Case]:
    return [
        zh_hans_floors(),
        zh_hant_minguo(),
        ja_reiwa_fetch(),
        ko_best_copies(),
        ar_count_link(),
        fa_popup_page(),
        ur_entities(),
        he_folded_talkbacks(),
        hi_more_fetch(),
    ]
