"""Blind set BH: nine hand-built discussions (zh-Hans, zh-Hant, ja, ko, ar, fa, ur, he, hi), each a different invented
site with its language's own comment conventions and one awkward trait. Every class name, name, place and text
invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bh_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    frame_page,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def zhs_gailou() -> Case:
    cs = thread("""
云上的猫 | 2011-03-09 08:12 | - | loc=广西南宁,up=23,down=2 | 沙发！大桥一封就是一周，早上送孩子上学得绕到二桥，起码多二十分钟。
老街坊阿伟 | 2011-03-09 08:31 | 0 | loc=广西柳州,up=41,down=0 | 晚上十点到早上六点封闭，白天照常通车，看清楚再说嘛。
西江渔夫 | 2011-03-09 08:47 | - | loc=广西梧州,up=9,down=0 | 施工期间江上的渔船能不能通行？文章里没说。
小鹿不乱撞 | 2011-03-09 09:15 | - | loc=广西南宁,up=17,down=1 | 支持修，去年桥面那几个坑，我的电动车胎扎破过两回。
云上的猫 | 2011-03-09 09:20 | 1 | loc=广西南宁,up=6,down=0 | 哦，原来是夜间封闭，那是我错怪了，谢谢提醒。
江南布衣 | 2011-03-09 10:02 | - | loc=广东肇庆,up=30,down=3 | 上夜班的工人怎么办？我们厂十二点下班，从二桥绕过去要四十分钟。
路过打酱油 | 2011-03-09 10:26 | 5 | loc=广西南宁,up=12,down=0 | 同问，希望公交能加开夜班车。
西江日报热线 | 2011-03-09 11:40 | 6 | loc=广西南宁,up=55,down=1 | 网友您好，据市交通局介绍，施工期间将增开两班夜间公交，具体时刻表明天公布。
江南布衣 | 2011-03-09 12:05 | 7 | loc=广东肇庆,up=8,down=0 | 那就好，等时刻表出来再看。
阿朵 | 2011-03-09 13:33 | - | loc=广西桂林,up=19,down=4 | 修桥是好事，但每次都说一周，最后总要拖一个月。
老街坊阿伟 | 2011-03-09 14:10 | 9 | loc=广西柳州,up=14,down=2 | 去年修滨江路也是这样，说好十天，干了五十天。
桥头卖粉的 | 2011-03-09 15:48 | - | loc=广西南宁,up=7,down=0 | 封桥那几个晚上，夜宵生意肯定要差了，唉。
""")
    floors = ["沙发", "板凳", "地板"] + [f"{n}楼" for n in range(4, len(cs) + 1)]

    def quote(j: int) -> str:
        c = cs[j]
        inner = quote(c.seed.parent) if c.seed.parent is not None else ""
        return (
            f'<div class="yq-yin">{inner}<div class="yq-yinh">{esc(c.get("loc"))}网友 {esc(c.name)} 的原贴：'
            f'<span class="yq-yinl">{floors[j]}</span></div><div class="yq-yinb">{esc(c.text)}</div></div>'
        )

    def floor(i: int, c: C) -> str:
        q = quote(c.seed.parent) if c.seed.parent is not None else ""
        return (
            f'<div class="yq-lou" id="yq-l{i + 1}"><div class="yq-louh"><span class="yq-where">{esc(c.get("loc"))}网友</span> '
            f'<a class="yq-nick" href="/u/{3310 + i}">{esc(c.name)}</a> <span class="yq-no">{floors[i]}</span> '
            f'<span class="yq-t">{esc(c.when)}</span></div>{q}<div class="yq-loub">{esc(c.text)}</div>'
            f'<div class="yq-louf"><a href="#ding">顶[{c.get("up")}]</a> <a href="#cai">踩[{c.get("down")}]</a> '
            '<a href="#huifu">回复</a> <a href="#jubao">举报</a> <a href="#fx">分享</a></div></div>'
        )

    block = (
        '<div class="yq-gentie"><div class="yq-gth"><h3>网友评论</h3><span>已有 <b>12</b> 条评论 · <b>3,451</b> 人参与</span> '
        '<a href="/gentie/">查看全部</a></div><p class="yq-rule">网友评论仅供其表达个人看法，并不表明云桥网同意其观点或证实其描述</p>'
        + "".join(floor(i, c) for i, c in enumerate(cs))
        + '<form class="yq-post" action="/gentie/post" method="post"><textarea name="body" rows="4"></textarea>'
        '<label><input type="checkbox" name="niming"> 匿名发表</label> <button type="submit">发表评论</button></form></div>'
    )
    css = (
        ".yq-lou{border-bottom:1px dashed #ddd;padding:8px 0}.yq-louh{font-size:12px;color:#36c}.yq-no{float:right;color:#999}"
        ".yq-yin{border:1px solid #e5d9b6;background:#fffbe8;padding:4px 8px;margin:4px 0;font-size:13px}.yq-yinh{color:#999}"
        ".yq-louf{font-size:12px;text-align:right}.yq-louf a{color:#666;margin-left:8px}"
    )
    st = Story(
        "西江大桥下周起夜间封闭施工一周",
        "记者 黄晓岚",
        "2011-03-08T17:30:00+08:00",
        "2011年03月08日 17:30  来源：西江日报",
        """
记者从市交通局获悉，西江大桥将于下周一起进行桥面维修，施工期间每晚22时至次日6时全封闭，白天正常通行，工期预计七天。

封闭期间，过江车辆请绕行西江二桥。交通部门提醒市民提前规划出行路线，夜间出行尽量错峰。

据介绍，此次维修主要更换伸缩缝并修补桥面坑槽，所需资金已列入今年市政养护计划。
""",
    )
    return make(
        "bh-zhs-gailou",
        "discussion",
        "zhs",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/2011/0308/xijiang-daqiao.shtml",
        reveal="on_load",
        container="div.yq-gentie: h3 '网友评论', one flat list of div.yq-lou floors ('沙发', '板凳', '地板', 'n楼'); a reply carries its parent floor and that floor's own quoted chain as nested div.yq-yin boxes before its text",
        heading="网友评论",
        description="A Chinese regional portal of 2011, its readers' '跟帖' as a flat list of floors (沙发, 板凳, 地板, 4楼 …) with the reader's province and city before the nickname, '顶[n] 踩[n]', '回复', '举报'; the awkward trait: every reply repeats the comment it answers, and that comment's own quoted chain, in nested quote boxes ('盖楼'), three deep at most; 12 comments, replies set to the quoted floor.",
    )


def zht_blog() -> Case:
    cs = thread("""
小芸 | 2010/05/03 21:44 | - | - | 照著做了，蘿蔔絲先炒過真的差很多！家裡阿嬤說比市場買的還好吃。
阿娟 | 2010/05/03 22:10 | 0 | owner | 謝謝小芸～阿嬤的稱讚最珍貴了！
路人甲 | 2010/05/04 09:02 | - | - | 請問在來米粉可以換成糯米粉嗎？
阿娟 | 2010/05/04 12:30 | 2 | owner | 不建議喔，糯米粉做出來會太軟，放涼了也切不成塊。
Kiki媽 | 2010/05/05 08:47 | - | - | 蝦米和香菇的份量可以再多一點，我加了兩倍，整鍋好香！
阿偉 | 2010/05/06 20:20 | - | - | 電鍋蒸的話外鍋要放幾杯水啊？
阿娟 | 2010/05/06 23:05 | 5 | owner | 外鍋兩杯半，開關跳起來後再燜十分鐘就好。
""")
    entries = ""
    n = 0
    for i, c in enumerate(cs):
        if c.has("owner"):
            continue
        n += 1
        reply = ""
        for r in cs:
            if r.seed.parent == i:
                reply += (
                    f'<div class="hj-bz"><div class="hj-bzh">版主 <b>{esc(r.name)}</b> 回覆於 {esc(r.when)}</div>'
                    f'<div class="hj-bzb">{esc(r.text)}</div></div>'
                )
        entries += (
            f'<div class="hj-msg" id="hj-m{n}"><div class="hj-mh">{n}. 訪客 <b>{esc(c.name)}</b> '
            f'<span class="hj-mt">{esc(c.when)}</span> <a href="#hj-form">回覆</a> <a href="/report">檢舉</a></div>'
            f'<div class="hj-mb">{esc(c.text)}</div>{reply}</div>'
        )
        if n == 3:
            n += 1
            entries += (
                f'<div class="hj-msg hj-qq" id="hj-m{n}"><div class="hj-mh">{n}. 訪客 <b>悄悄話</b> '
                '<span class="hj-mt">2010/05/04 13:15</span></div><div class="hj-mb">此則為悄悄話，僅版主可見</div></div>'
            )
    block = (
        f'<div class="hj-huiying"><h3>{n} 則回應</h3>{entries}'
        '<form id="hj-form" class="hj-form" action="/guestbook/post" method="post"><p>名稱：<input name="n"> 網址：<input name="u"></p>'
        '<textarea name="t" rows="4"></textarea><p><label><input type="checkbox" name="qq"> 悄悄話</label> '
        '<button type="submit">送出回應</button></p></form></div>'
    )
    css = ".hj-msg{border-top:1px dotted #c9a77c;padding:8px 0}.hj-mh{font-size:12px;color:#8a5a2b}.hj-bz{margin:6px 0 0 24px;background:#f7efe4;padding:6px 10px;font-size:13px}"
    st = Story(
        "古早味蘿蔔糕，一次做兩條",
        "版主 阿娟 發表於 2010/05/02 16:20",
        "2010-05-02T16:20:00+08:00",
        "2010年5月2日 星期日",
        """
每年過年前才想到要做蘿蔔糕，其實平常也能做。這次用了一條大白蘿蔔、一包在來米粉，剛好做兩條長方模。

蘿蔔刨絲後連同湯汁一起下鍋，加蝦米、香菇和紅蔥頭一起炒香，再分次拌入米漿，攪到濃稠。

倒入模具後用電鍋蒸，放涼一個晚上，隔天切片煎到兩面金黃，沾一點醬油膏就很好吃。
""",
    )
    return make(
        "bh-zht-owner-reply",
        "discussion",
        "zht",
        st,
        Parts(
            after=block, css=css, head='<meta http-equiv="Content-Type" content="text/html; charset=big5">'
        ),
        seeds(cs),
        path="/blog/post/2010-05-02-luobogao.html",
        reveal="on_load",
        container="div.hj-huiying: h3 'n 則回應', numbered div.hj-msg ('訪客 name', time, text); the blog owner's answer is a div.hj-bz inside the reader's box ('版主 name 回覆於 time'); a private '悄悄話' placeholder entry",
        heading="5 則回應",
        description="A Taiwanese recipe blog of 2010 whose page declares Big5 and writes every character beyond ASCII as a numeric character reference (its bytes are plain ASCII); the awkward trait: the owner's answers sit inside the reader's own comment box under '版主 name 回覆於 …' (replies in the truth); a '悄悄話' (private comment) placeholder is not a comment; 7 comments.",
        ascii_refs=True,
    )


def ja_tab() -> Case:
    cs = thread("""
しおかぜ | 平成23年6月14日 19:02 | - | yes=12,no=3 | 二日間だと屋台の数も減るんでしょうか。毎年楽しみにしているので少し残念です。
港町の住人 | 平成23年6月14日 19:40 | 0 | yes=20,no=1 | 警備の人手が足りないと聞きました。事故が起きるよりは仕方ないと思います。
みかん箱 | 平成23年6月14日 20:15 | - | yes=8,no=0 | 花火は二日目の夜に予定通りあるとのこと。それだけで十分です。
北潟っ子 | 平成23年6月14日 21:03 | - | yes=15,no=2 | 臨時駐車場の案内をもっと早く出してほしい。去年は国道まで渋滞していました。
しおかぜ | 平成23年6月14日 21:30 | 1 | yes=4,no=0 | なるほど、そういう事情でしたか。ありがとうございます。
ゆうすけ | 平成23年6月15日 07:48 | - | yes=11,no=0 | 縮小でも開催してくれるだけありがたい。今年はボランティアで参加します。
匿名希望 | 平成23年6月15日 08:20 | - | yes=6,no=1 | シャトルバスは今年も出るのか、記事に書いてほしかったです。
北潟日報 地域報道部 | 平成23年6月15日 09:10 | 6 | yes=9,no=0 | シャトルバスは二日間とも駅前から運行します。記事にも追記しました。
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="kz-ik" id="kz-ik{i + 1}"><div class="kz-ikh"><span class="kz-ikn">{esc(c.name)}</span> '
            f'<span class="kz-ikt">{esc(c.when)}</span></div><div class="kz-ikb">{paras(c.text)}</div>'
            f'<div class="kz-ikf"><button type="button">そう思う {c.get("yes")}</button> <button type="button">そう思わない {c.get("no")}</button> '
            '<a href="#kz-toukou">返信</a> <a href="/ihan">違反報告</a></div>' + sub + "</li>"
        )

    fragment = (
        '<div class="kz-iken"><p class="kz-note">コメントは投稿者の個人的な意見です。</p><ol class="kz-ikl">'
        + tree(cs, item, lambda s: f'<ol class="kz-ikre">{s}</ol>')
        + '</ol><form id="kz-toukou" action="/toukou" method="post"><textarea name="t"></textarea><button type="submit">投稿する</button></form></div>\n'
    )
    tabs = (
        '<div class="kz-tabs" role="tablist"><button type="button" role="tab" class="kz-on" id="kz-tab-kiji">記事</button>'
        '<button type="button" role="tab" id="kz-tab-photo">写真(3)</button>'
        '<button type="button" role="tab" id="kz-tab-cm">コメント(8)</button></div>'
        '<div class="kz-panel" id="kz-panel-cm" role="tabpanel" hidden></div>'
        '<div class="kz-panel" id="kz-panel-photo" role="tabpanel" hidden><p>港まつりの写真 3枚</p></div>'
    )
    js = """<script>
document.getElementById('kz-tab-cm').addEventListener('click', function () {
  var p = document.getElementById('kz-panel-cm');
  document.getElementById('kz-panel-photo').hidden = true;
  p.hidden = false;
  if (p.dataset.done) return;
  p.dataset.done = '1';
  fetch('/_kz/iken/minato-matsuri.html').then(function (r) { return r.text(); }).then(function (t) { p.innerHTML = t; });
});
document.getElementById('kz-tab-photo').addEventListener('click', function () {
  document.getElementById('kz-panel-cm').hidden = true;
  document.getElementById('kz-panel-photo').hidden = false;
});
</script>"""
    css = ".kz-tabs{display:flex;gap:4px;border-bottom:2px solid #004c8c;margin-top:20px}.kz-tabs button{border:1px solid #ccc;background:#eee;padding:6px 14px}.kz-ik{list-style:none;border-bottom:1px solid #eee;padding:8px 0}.kz-ikre{margin-left:28px}"
    st = Story(
        "北潟港まつり、今年は二日間に短縮",
        "北潟日報 地域報道部",
        "2011-06-14T11:00:00+09:00",
        "平成23年6月14日 11時00分",
        """
北潟市は14日、例年三日間開いてきた北潟港まつりを、今年は7月の土曜と日曜の二日間に短縮すると発表した。

市によると、警備員の確保が難しく、会場の安全を保つため日程を縮めることにした。花火大会は二日目の夜に予定通り行う。

屋台の出店数は昨年より約二割少なくなる見込み。市観光課は「規模は小さくなるが、多くの人に楽しんでもらいたい」と話している。
""",
    )
    return make(
        "bh-ja-tab",
        "discussion",
        "ja",
        st,
        Parts(inside=tabs, css=css, end=js),
        seeds(cs),
        path="/chiiki/20110614/minato-matsuri.html",
        reveal="tab: the article's third tab 'コメント(8)' fetches /_kz/iken/….html and puts it into its hidden panel",
        container="div#kz-panel-cm (a tab panel inside the article): ol.kz-ikl > li.kz-ik, replies in ol.kz-ikre",
        heading=None,
        description="A Japanese regional daily of 2011 dating everything in the Japanese era (平成23年6月14日); the awkward trait: the readers' comments are behind the article's third tab 'コメント(8)', fetched by the page's script when the tab is clicked; 'そう思う n / そう思わない n', '返信', '違反報告'; the newsroom's answer; 8 comments, replies one level.",
        static=False,
        files={"/_kz/iken/minato-matsuri.html": fragment},
        check_steps=("click:#kz-tab-cm", "wait:800"),
    )


def ko_button() -> Case:
    cs = thread("""
바람소리 | 2014.05.12 08:14 | - | up=45,down=2 | 드디어 개통이네요. 주말에 아이들이랑 자전거 타러 가봐야겠어요.
해운대갈매기 | 2014.05.12 09:02 | - | up=12,down=0 | 중간에 쉼터가 몇 군데 있는지 궁금합니다. 여름엔 그늘이 없으면 힘들어요.
자전거아재 | 2014.05.12 09:30 | 1 | up=20,down=0 | 등대 앞하고 어시장 입구, 두 군데 있어요. 어제 미리 가 봤습니다.
하늘색우산 | 2014.05.12 10:11 | - | up=33,down=1 | 차도랑 분리가 안 된 구간이 있어서 위험해 보였어요. 보완 부탁드립니다.
민트초코 | 2014.05.12 10:45 | 3 | up=8,down=0 | 저도 그 구간 지나가다 깜짝 놀랐어요. 펜스라도 설치했으면 좋겠네요.
시청앞사람 | 2014.05.12 11:20 | - | up=5,down=19 | 예산에 비해 길이가 너무 짧은 것 아닌가요?
자전거아재 | 2014.05.12 11:58 | 5 | up=14,down=2 | 해안 절벽 구간에 데크를 놓느라 비용이 많이 들었다고 기사에 나와 있습니다.
동네주민 | 2014.05.12 13:05 | - | up=7,down=0 | 밤에도 조명이 켜지나요? 퇴근하고 타 보고 싶은데요.
파도소리 | 2014.05.12 14:40 | - | up=16,down=0 | 대여소도 같이 생기면 좋겠어요. 관광객들은 자전거가 없잖아요.
바람소리 | 2014.05.12 15:02 | 8 | up=3,down=0 | 시청 앞에 공공자전거 대여소가 생긴다고 들었어요.
""")
    data = [
        {
            "no": 7100 + i,
            "nick": c.name,
            "at": c.when,
            "body": c.text,
            "up": int(c.get("up")),
            "down": int(c.get("down")),
            "to": None if c.seed.parent is None else 7100 + c.seed.parent,
        }
        for i, c in enumerate(cs)
    ]
    js = """<script>
(function () {
  var btn = document.getElementById('hs-dg-open');
  function row(x, re) {
    var d = document.createElement('div'); d.className = re ? 'hs-dg hs-dg-re' : 'hs-dg'; d.id = 'hs-dg' + x.no;
    var h = document.createElement('div'); h.className = 'hs-dgh';
    if (re) { var m = document.createElement('span'); m.className = 'hs-re-mark'; m.textContent = 'ㄴ '; h.append(m); }
    var n = document.createElement('b'); n.className = 'hs-nick'; n.textContent = x.nick; h.append(n, ' ');
    var t = document.createElement('span'); t.className = 'hs-at'; t.textContent = x.at; h.append(t);
    var b = document.createElement('p'); b.className = 'hs-body'; b.textContent = x.body;
    var f = document.createElement('div'); f.className = 'hs-dgf';
    f.innerHTML = '<button type="button">추천 ' + x.up + '</button> <button type="button">반대 ' + x.down + '</button> <a href="#hs-write">답글</a> <a href="/singo">신고</a>';
    d.append(h, b, f);
    return d;
  }
  btn.addEventListener('click', function () {
    btn.disabled = true;
    fetch('/_hs/api/daetgeul/bike-road.json').then(function (r) { return r.json(); }).then(function (j) {
      var box = document.getElementById('hs-dg-list');
      j.list.filter(function (x) { return x.to == null; }).forEach(function (x) {
        box.append(row(x, false));
        j.list.filter(function (y) { return y.to === x.no; }).forEach(function (y) { box.append(row(y, true)); });
      });
      btn.remove();
    });
  });
})();
</script>"""
    block = (
        '<div class="hs-dgbox"><div class="hs-dgtop"><strong>댓글</strong> <span class="hs-cnt">10</span> '
        '<span class="hs-sort">최신순 | 공감순</span></div><p class="hs-rule">타인을 비방하거나 욕설이 담긴 댓글은 삭제될 수 있습니다.</p>'
        '<button type="button" id="hs-dg-open" class="hs-more">댓글 10개 모두 보기 ▼</button><div id="hs-dg-list"></div>'
        '<form id="hs-write" action="/daetgeul" method="post"><textarea name="b" placeholder="로그인 후 댓글을 남길 수 있습니다."></textarea>'
        '<button type="submit">등록</button></form></div>'
    )
    css = ".hs-dg{border-bottom:1px solid #eee;padding:8px 0}.hs-dg-re{margin-left:26px;background:#f7f9f7}.hs-more{width:100%;padding:10px;background:#fff;border:1px solid #1a7f3c;color:#1a7f3c}"
    st = Story(
        "해안도로 자전거길 12㎞ 전 구간 개통",
        "김하늘 기자",
        "2014-05-11T16:00:00+09:00",
        "입력 2014.05.11 16:00",
        """
등대공원에서 남항 방파제까지 이어지는 해안도로 자전거길 12㎞ 구간이 11일 모두 개통했다.

시는 2012년부터 사업비 48억원을 들여 자전거 전용도로와 해안 절벽 구간의 나무 데크를 설치했다. 구간 중간에는 쉼터 두 곳과 음수대가 마련됐다.

시 관계자는 “일부 구간은 차도와의 분리 시설을 올해 안에 보완할 계획”이라고 밝혔다.
""",
    )
    return make(
        "bh-ko-button",
        "discussion",
        "ko",
        st,
        Parts(after=block, css=css, end=js),
        seeds(cs),
        path="/news/articleView.html",
        reveal="button '댓글 10개 모두 보기 ▼': its click fetches /_hs/api/daetgeul/….json and draws the list into div#hs-dg-list",
        container="div.hs-dgbox > div#hs-dg-list: one flat run of div.hs-dg; a reply is the next sibling of its parent, classed hs-dg-re, indented, its header starting with 'ㄴ'",
        heading="댓글 10",
        description="A Korean city daily's portal page of 2014: nothing of the discussion is in the served HTML; the awkward trait: the button '댓글 10개 모두 보기 ▼' fetches JSON and draws one flat run of boxes where a reply is the next sibling of its parent, marked only by 'ㄴ' and an indent; '추천 n', '반대 n', '답글', '신고'; 10 comments, four replies.",
        static=False,
        files={
            "/_hs/api/daetgeul/bike-road.json": json.dumps({"list": data}, ensure_ascii=False, indent=1)
            + "\n"
        },
        check_steps=("click:#hs-dg-open", "wait:800"),
    )


def ar_labels() -> Case:
    cs = thread("""
محمود عبد الرحيم | ١١/٠٤/٢٠١٢ - ٠١:١٥ م | - | town=المنصورة,title=أخيرا,like=٢٣,dis=٤ | انتظرنا هذا الكوبري سنتين كاملتين، المهم أن يكون آمنا وألا تظهر فيه الشروخ بعد شهر.
أم ياسين | ١١/٠٤/٢٠١٢ - ٠١:٤٠ م | - | town=طنطا,title=الزحام,like=٣١,dis=٢ | الزحام عند مدخل المنشية لم يتغير، المشكلة في الموقف العشوائي وليست في الكوبري.
م. هشام فؤاد | ١١/٠٤/٢٠١٢ - ٠٢:٠٥ م | - | town=القاهرة,title=سؤال هندسي,like=١٠,dis=٠ | هل تم اختبار الأحمال قبل الافتتاح؟ الخبر لم يذكر ذلك.
سامي | ١١/٠٤/٢٠١٢ - ٠٢:٣٠ م | - | town=الوادي,title=شكرا,like=٤٥,dis=١ | شكرا للعمال الذين اشتغلوا في الحر، هؤلاء هم الأبطال الحقيقيون.
أحمد النجار | ١١/٠٤/٢٠١٢ - ٠٣:١٢ م | - | town=دمياط,title=التكلفة,like=١٨,dis=٣ | كم كانت التكلفة النهائية مقارنة بالميزانية الأولى؟ نريد شفافية في الأرقام.
نادية | ١١/٠٤/٢٠١٢ - ٠٤:٠٠ م | - | town=المنصورة,title=الإنارة,like=٢٢,dis=٠ | أتمنى أن يتم تركيب الإنارة قبل رمضان، الطريق مظلم جدا في الليل.
زائر | ١١/٠٤/٢٠١٢ - ٠٥:٢٧ م | - | title=رأي,like=٧,dis=٩ | كل مشروع عندنا يتأخر، فلماذا لا يحاسب أحد على التأخير؟
خالد منصور | ١١/٠٤/٢٠١٢ - ٠٦:٠٣ م | - | town=الزقازيق,title=إلى أم ياسين,like=١٢,dis=٠ | عندك حق يا أم ياسين، الموقف هو أصل المشكلة ولا بد من نقله.
عبير | ١٢/٠٤/٢٠١٢ - ٠٩:١٠ ص | - | town=طنطا,title=ممرات المشاة,like=٢٩,dis=٠ | لا يوجد رصيف للمشاة على الكوبري الجديد، وهذا خطر على طلاب المدارس.
""")
    digits = "٠١٢٣٤٥٦٧٨٩"

    def num(n: int) -> str:
        return "".join(digits[int(d)] for d in str(n))

    def item(i: int, c: C) -> str:
        town = c.get("town") or "—"
        return (
            f'<div class="ws-ta" id="ws-ta{i + 1}"><span class="ws-raqm">{num(i + 1)}</span>'
            f'<table class="ws-bayan"><tr><th>الاسم:</th><td>{esc(c.name)}</td><th>البلد:</th><td>{esc(town)}</td></tr>'
            f"<tr><th>التاريخ:</th><td>{esc(c.when)}</td><th>العنوان:</th><td>{esc(c.get('title'))}</td></tr></table>"
            f'<div class="ws-nass">{esc(c.text)}</div><div class="ws-adawat"><a href="#like">أعجبني ({c.get("like")})</a> | '
            f'<a href="#dislike">لم يعجبني ({c.get("dis")})</a> | <a href="/report">إبلاغ عن إساءة</a></div></div>'
        )

    block = (
        '<div class="ws-taaliqat"><h3>تعليقات القراء (٩)</h3><p class="ws-tanbih">التعليقات المنشورة تعبر عن رأي أصحابها فقط</p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<form class="ws-add" action="/comment/add" method="post"><h4>أضف تعليقك</h4><p>الاسم <input name="n"> البلد <input name="b"></p>'
        '<p>العنوان <input name="t"></p><textarea name="c"></textarea><button type="submit">إرسال</button></form></div>'
    )
    css = ".ws-ta{border:1px solid #e2d6d6;margin:10px 0;padding:8px}.ws-raqm{float:left;background:#7a1f1f;color:#fff;border-radius:50%;padding:0 9px}.ws-bayan th{color:#7a1f1f;font-weight:normal;text-align:right}.ws-bayan td{padding-left:18px}"
    st = Story(
        "افتتاح كوبري المنشية الجديد بعد تأخير عامين",
        "كتب: عمرو الشاذلي",
        "2012-04-11T10:30:00+02:00",
        "الأربعاء ١١ أبريل ٢٠١٢ - ١٠:٣٠ ص",
        """
افتتح محافظ الوادي صباح اليوم كوبري المنشية الجديد، بعد تأخير في التنفيذ استمر قرابة عامين بسبب نقل المرافق وتعديل التصميم.

ويبلغ طول الكوبري ٨٥٠ مترا، ويربط طريق الكورنيش بالطريق الدائري، ومن المتوقع أن يخفف الزحام عن ميدان المنشية في ساعات الذروة.

وقال رئيس الحي إن أعمال الإنارة والتشجير ستستكمل خلال الأسابيع المقبلة.
""",
    )
    return make(
        "bh-ar-labels",
        "discussion",
        "ar",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/2012/04/11/kobri-almanshia.html",
        reveal="on_load",
        container="div.ws-taaliqat: h3 'تعليقات القراء (٩)', numbered div.ws-ta, each a label/value table.ws-bayan (الاسم، البلد، التاريخ، العنوان) before its div.ws-nass",
        heading="تعليقات القراء (٩)",
        description="An Egyptian-style regional portal of 2012, right to left, numbers and times in Eastern Arabic digits; the awkward trait: each comment's name, town, date and title are the values of a two-row label/value table ('الاسم:', 'البلد:', 'التاريخ:', 'العنوان:') above the text; 'أعجبني (n) | لم يعجبني (n) | إبلاغ عن إساءة'; 9 comments, flat (one addresses another by name in its text).",
    )


def fa_iframe() -> Case:
    cs = thread("""
علی رضایی | ۱۳۹۰/۰۸/۱۰ - ۱۱:۲۰ | - | yes=۱۴,no=۱ | بالاخره باز شد. هفته پیش دو ساعت پشت ریزش سنگ منتظر ماندیم.
مریم از لاهیجان | ۱۳۹۰/۰۸/۱۰ - ۱۲:۰۵ | - | yes=۲۲,no=۰ | تورهای ایمنی بالای جاده کی نصب می‌شود؟ با باران پاییز دوباره سنگ می‌ریزد.
مهندس کاظمی | ۱۳۹۰/۰۸/۱۰ - ۱۳:۴۰ | 1 | yes=۱۸,no=۲ | طبق گفته اداره راه، نصب تور از ماه آینده شروع می‌شود.
رهگذر | ۱۳۹۰/۰۸/۱۰ - ۱۴:۱۰ | - | yes=۳۰,no=۰ | دست راهدارها درد نکند، شب و روز کار کردند.
حمید | ۱۳۹۰/۰۸/۱۱ - ۰۸:۳۰ | - | yes=۹,no=۱ | لطفاً تابلوی هشدار هم نصب کنید؛ رانندگان غریبه مسیر را نمی‌شناسند.
مریم از لاهیجان | ۱۳۹۰/۰۸/۱۱ - ۰۹:۱۵ | 2 | yes=۵,no=۰ | ممنون از پاسخ، امیدوارم زودتر انجام شود.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="sb-nz" id="sb-nz{i + 1}"><div class="sb-nzh"><span class="sb-nam">{esc(c.name)}</span> '
            f'<span class="sb-tarikh">{esc(c.when)}</span></div><p class="sb-matn">{esc(c.text)}</p>'
            f'<div class="sb-nzf"><a href="#pasokh">پاسخ</a> <span class="sb-ray">موافقم {c.get("yes")}</span> '
            f'<span class="sb-ray">مخالفم {c.get("no")}</span></div>{sub}</div>'
        )

    frame = frame_page(
        "fa",
        "rtl",
        "نظرات",
        "body{font:14px/1.9 Tahoma,sans-serif;margin:0;padding:8px}.sb-nz{border-bottom:1px solid #dde;padding:6px 0}.sb-pasokhha{margin-right:26px;border-right:3px solid #0f5e64;padding-right:8px}",
        '<div class="sb-nazarat"><p class="sb-tedad">نظرات منتشر شده: ۶ · در انتظار بررسی: ۲</p>'
        + tree(cs, item, lambda s: f'<div class="sb-pasokhha">{s}</div>')
        + '<form action="/nazar/ersal" method="post"><p>نام <input name="n"></p><textarea name="m"></textarea>'
        '<button type="submit">ارسال نظر</button></form></div>',
    )
    block = (
        '<div class="sb-nazar-box"><button type="button" id="sb-show" class="sb-show">نمایش نظرات (۶)</button>'
        '<div id="sb-frame-slot"></div></div>'
    )
    js = """<script>
document.getElementById('sb-show').addEventListener('click', function () {
  var f = document.createElement('iframe');
  f.src = '/_sb/nazarat/jadde-kuhestani.html'; f.title = 'نظرات'; f.width = '100%'; f.height = '900'; f.style.border = '0';
  document.getElementById('sb-frame-slot').append(f);
  this.remove();
});
</script>"""
    st = Story(
        "بازگشایی جاده کوهستانی پس از ریزش سنگ",
        "گروه استانی",
        "2011-11-01T09:10:00+03:30",
        "سه‌شنبه ۱۰ آبان ۱۳۹۰ - ۰۹:۱۰",
        """
جاده کوهستانی رودبار به روستاهای بالادست، پس از پنج روز انسداد به دلیل ریزش سنگ، صبح امروز بازگشایی شد.

به گفته مدیر راهداری شهرستان، گروه‌های راهداری شبانه‌روز برای برداشتن سنگ‌ها کار کردند و مسیر اکنون برای خودروهای سبک باز است.

عبور کامیون‌ها تا پایان بررسی‌های ایمنی همچنان ممنوع است.
""",
    )
    return make(
        "bh-fa-iframe",
        "discussion",
        "fa",
        st,
        Parts(after=block, end=js),
        seeds(cs),
        path="/fa/news/1390/08/10/jadde-kuhestani",
        reveal="button 'نمایش نظرات (۶)': its click adds a same-origin iframe (/_sb/nazarat/….html) holding the thread",
        container="an iframe added on click: div.sb-nazarat > div.sb-nz, replies in div.sb-pasokhha inside the parent",
        heading=None,
        description="A Persian provincial news agency of 2011, right to left, dated in the Solar Hijri calendar in Persian digits ('۱۳۹۰/۰۸/۱۰ - ۱۱:۲۰'); the awkward trait: the button 'نمایش نظرات (۶)' adds an iframe of the same site holding the discussion; 'پاسخ', 'موافقم n', 'مخالفم n', a line of published and pending counts; 6 comments, two replies.",
        static=False,
        files={"/_sb/nazarat/jadde-kuhestani.html": frame},
        check_steps=("click:#sb-show", "wait:1000"),
    )


def ur_lazy() -> Case:
    cs = thread("""
محمد عارف | ۱۳ اپریل ۲۰۱۳، شام ۴:۲۰ | - | - | پیدل راستہ بہت اچھا قدم ہے، شام کو بزرگ بھی وہاں سیر کر سکیں گے۔
فرحانہ | ۱۳ اپریل ۲۰۱۳، شام ۵:۰۵ | - | - | روشنی کا انتظام بھی کیا جائے ورنہ رات کو کوئی ادھر نہیں جائے گا۔
محمد عارف | ۱۳ اپریل ۲۰۱۳، شام ۶:۱۰ | 1 | - | جی بالکل، کھمبے لگ چکے ہیں، بس بجلی کا کنکشن باقی ہے۔
ظفر اقبال | ۱۴ اپریل ۲۰۱۳، صبح ۹:۳۰ | - | - | نہر کی صفائی بھی ساتھ ہو جائے تو اس راستے کا مزہ دوبالا ہو جائے۔
طالب علم | ۱۴ اپریل ۲۰۱۳، دوپہر ۱۲:۴۵ | - | - | ہمارے کالج سے یہ راستہ سیدھا جاتا ہے، اب سائیکل پر آنا آسان ہو گا۔
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="ml-rai" id="ml-rai{i + 1}"><p class="ml-rh"><b>{esc(c.name)}</b> <small>{esc(c.when)}</small></p>'
            f'<p class="ml-rt">{esc(c.text)}</p><p class="ml-rf"><a href="#jawab">جواب دیں</a> · <a href="#pasand">پسند</a></p>{sub}</li>'
        )

    fragment = (
        '<ul class="ml-rayen">' + tree(cs, item, lambda s: f'<ul class="ml-jawab">{s}</ul>') + "</ul>\n"
    )
    block = (
        '<div class="ml-spacer" style="height:1400px"></div><section class="ml-tabsre" id="ml-tabsre"><h2>تبصرے (۵)</h2>'
        '<div id="ml-tabsre-list" class="ml-wait">تبصرے لوڈ ہو رہے ہیں…</div>'
        '<p class="ml-shart">ادارے کا قارئین کی رائے سے متفق ہونا ضروری نہیں۔</p></section>'
    )
    js = """<script>
(function () {
  var box = document.getElementById('ml-tabsre-list');
  var io = new IntersectionObserver(function (es) {
    if (!es.some(function (e) { return e.isIntersecting; })) return;
    io.disconnect();
    fetch('/_ml/tabsre/nahar-rasta.html').then(function (r) { return r.text(); }).then(function (t) { box.classList.remove('ml-wait'); box.innerHTML = t; });
  }, { rootMargin: '200px' });
  io.observe(document.getElementById('ml-tabsre'));
})();
</script>"""
    css = ".ml-col{font-family:'Noto Nastaliq Urdu',serif}.ml-rai{list-style:none;border-bottom:1px solid #e0e6e0;padding:8px 0}.ml-jawab{margin-right:24px}"
    st = Story(
        "نہر کے کنارے نیا پیدل راستہ عوام کے لیے کھول دیا گیا",
        "نامہ نگار",
        "2013-04-12T18:00:00+05:00",
        "۱۲ اپریل ۲۰۱۳",
        """
شہر کی بڑی نہر کے کنارے تین کلومیٹر طویل پیدل راستہ جمعہ کے روز عوام کے لیے کھول دیا گیا۔

ضلعی انتظامیہ کے مطابق راستے پر بینچ اور درخت لگائے گئے ہیں اور اگلے مرحلے میں روشنی کا انتظام مکمل کیا جائے گا۔

شہریوں کی بڑی تعداد نے افتتاح کے بعد پہلی شام ہی اس راستے پر سیر کی۔
""",
    )
    return make(
        "bh-ur-lazy",
        "discussion",
        "ur",
        st,
        Parts(after=block, css=css, end=js),
        seeds(cs),
        path="/shehar/nahar-ke-kinare-paidal-rasta",
        reveal="lazy_scroll: the section sits 1400 px below the article; an IntersectionObserver (rootMargin 200px) fetches /_ml/tabsre/….html when it comes near",
        container="section#ml-tabsre > div#ml-tabsre-list: ul.ml-rayen > li.ml-rai, the reply in ul.ml-jawab",
        heading="تبصرے (۵)",
        description="An Urdu city site of today, right to left, dates with Urdu digits and the time of day in words ('شام ۴:۲۰'); the awkward trait: the comments are fetched only when the reader scrolls near the section, 1400 px below the article; 'جواب دیں', 'پسند'; 5 comments, one reply.",
        static=False,
        files={"/_ml/tabsre/nahar-rasta.html": fragment},
        check_steps=("scroll", "wait:1200"),
    )


def he_talkbacks() -> Case:
    cs = thread("""
יוסי מקריית שמונה | כ"ג באייר תשע"ג (03.05.13) 10:22 | - | t=סוף סוף | חיכינו למחלף הזה עשר שנים. בבוקר הפקק מגיע עד הצומת של הקיבוץ.
רותי | כ"ג באייר תשע"ג (03.05.13) 10:40 | - | t=ומה עם התחבורה הציבורית? | מחלף חדש זה יפה, אבל האוטובוס לחיפה עדיין יוצא פעם בשעה.
אבי ג. | כ"ג באייר תשע"ג (03.05.13) 11:05 | 1 | t=צודקת | גם אני מחכה חצי שעה בתחנה כל בוקר. צריך קו ישיר.
דני החקלאי | כ"ג באייר תשע"ג (03.05.13) 11:30 | - | t=שימו לב לשדות | המחלף עובר על חלק מהשטחים של המושב, ואף אחד לא שאל אותנו.
מיכל | כ"ג באייר תשע"ג (03.05.13) 12:02 | - | t=בקיץ? | אמרו גם בשנה שעברה שייפתח בקיץ. נאמין כשנראה.
תושב ותיק | כ"ג באייר תשע"ג (03.05.13) 13:15 | - | t=סוף סוף חושבים על הצפון | שמח שמישהו חושב גם על הצפון ולא רק על המרכז.
דני החקלאי | כ"ג באייר תשע"ג (03.05.13) 14:00 | 4 | t=לגבי הקיץ | בשנה שעברה עוד לא היה קבלן. הפעם העבודות באמת התחילו, ראיתי את הטרקטורים.
נועה | כ"ד באייר תשע"ג (04.05.13) 09:12 | - | t=בטיחות | מקווה שיוסיפו גם מעבר להולכי רגל ליד בית הספר.
""")
    order: list[int] = []

    def walk(parent: int | None) -> None:
        for i, c in enumerate(cs):
            if c.seed.parent == parent:
                order.append(i)
                walk(i)

    walk(None)
    items = ""
    for n, i in enumerate(order):
        c = cs[i]
        re = " hn-tb-re" if c.seed.parent is not None else ""
        items += (
            f'<li class="hn-tb{re}" id="hn-tb{i + 1}"><div class="hn-tbh"><span class="hn-num">{n + 1}.</span> '
            f'<a href="#hn-tb{i + 1}" class="hn-koteret" onclick="hnToggle({i + 1});return false;">{esc(c.get("t"))}</a> '
            f'<span class="hn-shem">{esc(c.name)}</span> <span class="hn-zman">{esc(c.when)}</span></div>'
            f'<div class="hn-guf" id="hn-guf{i + 1}" hidden><p>{esc(c.text)}</p><p class="hn-ff"><a href="#hn-form">הגיבו לתגובה</a> '
            '<a href="/report">דווחו על תגובה פוגענית</a></p></div></li>'
        )
    block = (
        '<div class="hn-talkbacks"><div class="hn-tbtop"><h3>תגובות (8)</h3> <button type="button" id="hn-open-all">פתחו את כל התגובות</button> '
        '<a href="#hn-form">הוסיפו תגובה</a></div><ol class="hn-tblist">'
        + items
        + '</ol><form id="hn-form" action="/talkback" method="post"><p>שם <input name="n"> מקום <input name="p"></p><p>כותרת <input name="t"></p>'
        '<textarea name="b"></textarea><button type="submit">שליחה</button></form></div>'
    )
    js = """<script>
function hnToggle(n) { var g = document.getElementById('hn-guf' + n); g.hidden = !g.hidden; }
document.getElementById('hn-open-all').addEventListener('click', function () {
  document.querySelectorAll('.hn-guf').forEach(function (g) { g.hidden = false; });
});
</script>"""
    css = ".hn-tblist{list-style:none;padding:0}.hn-tb{border-bottom:1px solid #dde3ef;padding:5px 0}.hn-tb-re{margin-right:28px}.hn-koteret{font-weight:bold;color:#26408b}.hn-shem,.hn-zman{font-size:12px;color:#777}"
    st = Story(
        "מחלף חדש בכניסה לעיר ייפתח בקיץ",
        "מאת: שירה לוין",
        "2013-05-02T19:00:00+03:00",
        'כ"ב באייר תשע"ג, 02.05.2013, 19:00',
        """
חברת הכבישים הודיעה היום כי המחלף החדש בכניסה הדרומית לעיר ייפתח לתנועה בתחילת הקיץ, לאחר עיכוב של שנה.

לדברי החברה, המחלף צפוי לקצר את זמני הנסיעה בשעות הבוקר ולהפחית את העומס בצומת המרכזי.

במועצה האזורית ביקשו לשלב במחלף נתיב לתחבורה ציבורית ומעבר בטוח להולכי רגל.
""",
    )
    return make(
        "bh-he-talkbacks",
        "discussion",
        "he",
        st,
        Parts(after=block, css=css, end=js),
        seeds(cs),
        path="/news/north/article-48213",
        reveal="button 'פתחו את כל התגובות' (or each title): every talkback's text is in the served HTML, hidden until opened",
        container="div.hn-talkbacks > ol.hn-tblist > li.hn-tb: number, title link, name, Hebrew and Gregorian date; the text in a hidden div.hn-guf; replies are li.hn-tb-re right after their parent, indented",
        heading="תגובות (8)",
        description="An Israeli regional news site of 2013, right to left, every time given in the Hebrew calendar with the Gregorian date beside it; the awkward trait: numbered talkbacks show only their titles, names and times, each text hidden until its title or 'פתחו את כל התגובות' is clicked (titles are not part of the text); 8 comments, two replies as indented siblings.",
        check_steps=("click:#hn-open-all", "wait:200"),
    )


def hi_more() -> Case:
    cs = thread("""
राकेश शर्मा | १२ मार्च २०१४, ०९:१५ | - | - | सीढ़ियां बनना अच्छी बात है, पर काम कुंभ से पहले पूरा होना चाहिए।
सुनीता देवी | १२ मार्च २०१४, १०:०२ | - | - | बुज़ुर्गों के लिए रेलिंग ज़रूर लगाएं, पिछली बार मेरी सास वहीं फिसल गई थीं।
पंडित हरीश जोशी | १२ मार्च २०१४, १०:४० | 1 | - | रेलिंग की बात नगर निगम की बैठक में भी उठी थी, नक्शे में उसका प्रावधान है।
अमित | १२ मार्च २०१४, १२:१० | - | - | घाट पर कूड़ेदान भी बढ़ाने चाहिए, हर रविवार वहां गंदगी रहती है।
नेहा सिंह | १२ मार्च २०१४, १३:२५ | - | - | काम के दौरान स्नान के लिए कौन सा घाट खुला रहेगा? खबर में यह नहीं बताया।
विनोद कुमार | १२ मार्च २०१४, १४:०५ | - | - | बगल वाला पुराना घाट खुला है, मैं आज सुबह वहीं स्नान करके आया।
गंगा सेवक | १२ मार्च २०१४, १५:३० | - | - | ठेकेदार का नाम और काम की लागत भी सार्वजनिक होनी चाहिए।
मोहन लाल | १३ मार्च २०१४, ०७:५० | - | - | सुबह की आरती के समय काम बंद रखा जाए तो अच्छा होगा।
प्रिया | १३ मार्च २०१४, ०८:३० | 7 | - | सहमत हूं, पत्थर काटने की मशीन की आवाज़ बहुत होती है।
दीपक रावत | १३ मार्च २०१४, ०९:४५ | - | - | हमारे मोहल्ले की नाली का काम भी ऐसे ही महीनों से अधूरा पड़ा है।
राकेश शर्मा | १३ मार्च २०१४, ११:२० | - | - | अगली बार इस काम की प्रगति पर भी खबर दीजिए।
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="gd-tp" id="gd-tp{i + 1}"><div class="gd-tph"><span class="gd-naam">{esc(c.name)}</span> '
            f'<span class="gd-samay">{esc(c.when)}</span></div><p class="gd-tpt">{esc(c.text)}</p>'
            '<div class="gd-tpf"><a href="#gd-likhen">जवाब दें</a> · <a href="#pasand">पसंद</a> · <a href="/shikayat">शिकायत</a></div>'
            f"{sub}</div>"
        )

    wrap = lambda s: f'<div class="gd-jawab">{s}</div>'  # noqa: E731
    first = [i for i, c in enumerate(cs) if c.seed.parent is None][:4]
    cut = first[-1] + 1 if first else 0
    shown = tree(cs[:cut], item, wrap)
    rest_html = ""
    for i, c in enumerate(cs):
        if i >= cut and c.seed.parent is None:
            inner = ""
            for j, r in enumerate(cs):
                if r.seed.parent == i:
                    inner += item(j, r, "")
            rest_html += item(i, c, wrap(inner) if inner else "")
    # the first five comments (four top-level, one reply) are served; the rest are fetched
    assert cut == 5
    block = (
        '<div class="gd-tippaniyan"><h3>पाठकों की टिप्पणियां (११)</h3><div id="gd-tplist">'
        + shown
        + '</div><button type="button" id="gd-more" class="gd-more">और टिप्पणियां देखें (६)</button>'
        '<form id="gd-likhen" action="/tippani" method="post"><textarea name="t" placeholder="अपनी राय लिखें"></textarea><button type="submit">भेजें</button></form></div>'
    )
    js = """<script>
document.getElementById('gd-more').addEventListener('click', function () {
  var b = this;
  fetch('/_gd/tippani/ghat-seedhiyan-2.html').then(function (r) { return r.text(); }).then(function (t) {
    document.getElementById('gd-tplist').insertAdjacentHTML('beforeend', t); b.remove();
  });
});
</script>"""
    css = ".gd-tp{border-bottom:1px solid #f0d9c4;padding:8px 0}.gd-jawab{margin-left:30px}.gd-more{display:block;margin:10px auto;padding:8px 20px;background:#d35400;color:#fff;border:0}"
    st = Story(
        "हर की पैड़ी के पास घाट पर नई सीढ़ियों का काम शुरू",
        "संवाददाता, हरिद्वार",
        "2014-03-11T18:30:00+05:30",
        "मंगलवार, ११ मार्च २०१४, १८:३०",
        """
नगर निगम ने मंगलवार से मुख्य घाट के पास पुरानी टूटी सीढ़ियों को हटाकर नई सीढ़ियां बनाने का काम शुरू कर दिया है।

अधिकारियों के अनुसार काम तीन महीने में पूरा होगा और इस दौरान घाट का एक हिस्सा श्रद्धालुओं के लिए बंद रहेगा।

स्थानीय पुरोहितों ने काम की गुणवत्ता पर नज़र रखने के लिए एक समिति बनाने की मांग की है।
""",
    )
    return make(
        "bh-hi-more",
        "discussion",
        "hi",
        st,
        Parts(after=block, css=css, end=js),
        seeds(cs),
        path="/shahar/ghat-nayi-seedhiyan-140311.html",
        reveal="load_more: the served page shows the first 5 comments; 'और टिप्पणियां देखें (६)' fetches /_gd/tippani/…-2.html with the other 6 and appends them",
        container="div.gd-tippaniyan > div#gd-tplist: div.gd-tp, a reply in div.gd-jawab inside its parent",
        heading="पाठकों की टिप्पणियां (११)",
        description="A Hindi city news site of 2014, dates and counts in Devanagari digits ('१२ मार्च २०१४, ०९:१५'); the awkward trait: five of eleven comments are served and the button 'और टिप्पणियां देखें (६)' under them fetches and appends the other six; 'जवाब दें', 'पसंद', 'शिकायत'; two replies.",
        static=False,
        files={"/_gd/tippani/ghat-seedhiyan-2.html": rest_html + "\n"},
        check_steps=("click:#gd-more", "wait:800"),
    )


def threads_bh() -> list[Case]:
    return [
        zhs_gailou(),
        zht_blog(),
        ja_tab(),
        ko_button(),
        ar_labels(),
        fa_iframe(),
        ur_lazy(),
        he_talkbacks(),
        hi_more(),
    ]
