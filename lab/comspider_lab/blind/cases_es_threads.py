"""Blind set ES: four small discussions of 2011-2013 in East and Southeast Asian scripts: a Japanese blog host's
"コメント一覧" with the name after the text, a Chinese news portal's 网友评论 with floor numbers newest first, a Korean
daily's 댓글 with masked ids and 추천/반대 counts and a Thai regional news site's numbered opinion boxes dated in the
Buddhist era (never "comment", no heading). Every site, name, place and text invented for this set; each comment
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_es_common import Case, esc, kids, links, make, page, paras, talk

# --------------------------------------------------------------------------- ja: a blog host, 2011


def ja_matsuri() -> Case:
    cs = talk("""
みどり @ 2011年10月14日 21:05 ~ 2011-10-14T21:05:00+09:00 :: お疲れさまでした！今年は雨が心配でしたけど、晴れてよかったですね。うちの子も金魚すくいを一年中楽しみにしているんですよ。
港の八百屋 @ 2011年10月15日 08:12 ~ 2011-10-15T08:12:00+09:00 :: 焼きそばの屋台、去年より行列が長かったですね。来年は鉄板をもう一枚増やしましょうか（笑）
ひよこ母さん @ 2011年10月15日 22:40 ~ 2011-10-15T22:40:00+09:00 :: みどりさん、八百屋さん、ありがとうございます♪ // 金魚すくいは子ども会の皆さんのおかげです。鉄板の件は商店会長に相談してみますね。来年もよろしくお願いします！
""")
    items = "".join(
        f'<li class="comment" id="c{i + 1}"><div class="comment-body">'
        + "<br /><br />".join(esc(p) for p in c.body.split("\n\n"))
        + f'</div><div class="comment-author">{i + 1}. Posted by '
        + (f'<a href="http://shiosai.hibilog.jp/" rel="nofollow">{esc(c.who)}</a>' if i == 2 else esc(c.who))
        + f" &nbsp;{esc(c.at)}</div></li>"
        for i, c in enumerate(cs)
    )
    recent = "".join(
        f'<li><span class="rc-name">{esc(n)}</span> : <a href="/archives/{a}.html">{esc(t)}</a> <span class="rc-date">({d})</span></li>'
        for n, a, t, d in (
            ("ひよこ母さん", "51736204", "商店街の秋祭り、今年も無事に終わりました", "10/15"),
            ("港の八百屋", "51736204", "商店街の秋祭り、今年も無事に終わりました", "10/15"),
            ("みどり", "51736204", "商店街の秋祭り、今年も無事に終わりました", "10/14"),
            ("ゆう", "51734418", "栗ごはんを炊きました", "10/09"),
            ("ひよこ母さん", "51734418", "栗ごはんを炊きました", "10/09"),
        )
    )
    cal_days = "".join(
        "<tr>"
        + "".join(
            f"<td>{d if 1 <= d <= 31 else ''}</td>"
            if d != 14
            else f'<td class="cal-on"><a href="/archives/2011-10-14.html">{d}</a></td>'
            for d in range(w * 7 - 5, w * 7 + 2)
        )
        + "</tr>"
        for w in range(6)
        if w * 7 - 5 <= 31
    )
    css = """body{margin:0;background:#f6efe2;font:12px/1.7 'ヒラギノ角ゴ Pro W3','メイリオ',Meiryo,'ＭＳ Ｐゴシック',sans-serif;color:#4a3b2a}
a{color:#b05a1a}#hostbar{background:#333;color:#ccc;font-size:11px;padding:3px 10px}#hostbar a{color:#fff}
#container{width:860px;margin:0 auto;background:#fffdf7;border:1px solid #e3d6bd}#blog-header{height:120px;background:#e8a85c;padding:20px 24px}
#blog-title{font-size:26px;font-weight:bold;color:#fff}#blog-title a{color:#fff;text-decoration:none}#blog-desc{color:#fff5e6}
#main{float:left;width:580px;padding:16px 20px}#side{float:right;width:220px;padding:16px 14px 16px 0}.clear{clear:both}
.date{background:#f0e2c8;padding:2px 8px;font-weight:bold}.entry-title{font-size:16px;border-bottom:2px dotted #e8a85c;margin:10px 0}
.entry-footer{text-align:right;color:#998;font-size:11px;border-top:1px dotted #ccc;margin-top:16px}
.comments-head{background:#f0e2c8;font-size:13px;padding:3px 8px}.comments-list{list-style:none;padding:0}.comment{border-bottom:1px dotted #d8c8a8;padding:8px 4px}
.comment-author{text-align:right;color:#998;font-size:11px}.side-box h4{background:#e8a85c;color:#fff;font-size:12px;padding:2px 6px;margin:14px 0 4px}
.side-box ul{padding-left:14px;margin:0}.calendar td{text-align:center;width:26px;font-size:10px}.cal-on{background:#f0e2c8}
#footer{background:#e8a85c;color:#fff;text-align:center;padding:8px;font-size:11px}"""
    body = f"""<div id="hostbar"><a href="http://hibilog.jp/">ひびログ</a> | <a href="http://hibilog.jp/signup">無料ブログを始める</a> | <a href="http://hibilog.jp/ranking/">ブログランキング</a> | <a href="http://hibilog.jp/help/">ヘルプ</a></div>
<div id="container">
<div id="blog-header"><div id="blog-title"><a href="http://shiosai.hibilog.jp/">しおさい日記 ～港町の毎日～</a></div><div id="blog-desc">小さな港町で八百屋の隣のお惣菜屋をやっています。町のこと、ごはんのこと、子どものこと。</div></div>
<div id="main">
<div class="date">2011年10月14日</div>
<div class="entry">
<h2 class="entry-title"><a href="/archives/51736204.html">商店街の秋祭り、今年も無事に終わりました</a></h2>
<div class="entry-body">
<p>先週末の土日、みなと通り商店街の秋祭りが開かれました。台風の予報で一時はどうなることかと思いましたが、両日とも晴れ！</p>
<p>うちのお店は今年もおにぎりと豚汁の屋台を出しました。豚汁は二日間で四百杯、最後は鍋の底までからっぽでした。</p>
<p><img src="/_avatar/matsuri_2011.svg" width="400" height="300" alt="秋祭りの様子" /></p>
<p>子ども会の金魚すくいは開始一時間で金魚がいなくなり、急きょスーパーボールすくいに変更。それでも子どもたちは大喜びでした。</p>
<p>夜は港の広場で盆踊り。商店会長が今年もマイクを握って離さず、みんなで笑いました。手伝ってくださった皆さん、本当にありがとうございました。</p>
</div>
<div class="entry-footer">ひよこ母さん at 21:00 │ <a href="#comments">Comment(3)</a> │ <a href="#trackback">TrackBack(0)</a> │ <a href="/archives/cat_2001.html">町のこと</a></div>
</div>
<div class="social"><a href="#">このエントリーをはてなブックマークに追加</a> <a href="#">ツイートする</a></div>
<div id="comments">
<h3 class="comments-head">コメント一覧 (3)</h3>
<ol class="comments-list">{items}</ol>
</div>
<div id="comment-form"><h3 class="comments-head">コメントする</h3>
<form action="/comment/51736204" method="post"><table><tr><td>名前:</td><td><input type="text" name="author" size="30" /></td></tr><tr><td>URL:</td><td><input type="text" name="url" size="30" /></td></tr>
<tr><td colspan="2"><textarea name="body" rows="6" cols="56"></textarea></td></tr><tr><td colspan="2"><input type="checkbox" name="remember" /> 情報を記憶 &nbsp; <input type="submit" value="送信" /></td></tr></table></form></div>
<div id="trackback"><h3 class="comments-head">トラックバックURL</h3><p>http://shiosai.hibilog.jp/tb/51736204</p></div>
<p class="pager"><a href="/archives/51734418.html">&lt;&lt; 栗ごはんを炊きました</a> | <a href="/">ホーム</a></p>
</div>
<div id="side">
<div class="side-box"><h4>プロフィール</h4><p><img src="/_avatar/profile.svg" width="80" height="80" alt="" /><br />ひよこ母さん<br />港町のお惣菜屋「ひよこ」のおかみ。小学生の男の子ふたりの母。</p></div>
<div class="side-box"><h4>カレンダー</h4><table class="calendar"><tr><th colspan="7">2011年10月</th></tr><tr><td>日</td><td>月</td><td>火</td><td>水</td><td>木</td><td>金</td><td>土</td></tr>{cal_days}</table></div>
<div class="side-box"><h4>最新記事</h4>{links("商店街の秋祭り、今年も無事に終わりました ;; 栗ごはんを炊きました ;; 運動会のお弁当 ;; 新メニュー：ひじきコロッケ ;; 台風のあとの港", "/archives/")}</div>
<div class="side-box"><h4>最新コメント</h4><ul class="recent-comments">{recent}</ul></div>
<div class="side-box"><h4>カテゴリ</h4>{links("町のこと (48) ;; ごはん (112) ;; 子ども (35) ;; お店 (27)", "/archives/cat_")}</div>
<div class="side-box"><h4>月別アーカイブ</h4>{links("2011年10月 ;; 2011年09月 ;; 2011年08月 ;; 2011年07月 ;; 2011年06月", "/archives/m")}</div>
<div class="side-box"><h4>QRコード</h4><img src="/_avatar/qr.svg" width="90" height="90" alt="QRコード" /></div>
</div>
<div class="clear"></div>
<div id="footer">しおさい日記 ～港町の毎日～ Powered by ひびログ</div>
</div>"""
    return make(
        "es-ja-shiosai-matsuri",
        "discussion",
        "ja",
        page(
            "商店街の秋祭り、今年も無事に終わりました",
            "しおさい日記 ～港町の毎日～",
            "ja",
            css,
            body,
            published="2011-10-14T21:00:00+09:00",
            author="ひよこ母さん",
            keywords="秋祭り,商店街,港町,お惣菜",
        ),
        cs,
        path="/archives/51736204.html",
        container="div#comments > h3 'コメント一覧 (3)' > ol.comments-list > li.comment (div.comment-body with <br /><br /> between paragraphs, then div.comment-author '1. Posted by NAME  2011年10月14日 21:05': the name after the text)",
        heading="コメント一覧 (3)",
        description="A Japanese blog host's diary of October 2011 (host bar, calendar, latest posts, a 'latest comments' sidebar with names and post titles, categories, archives, QR code): 3 comments under 'コメント一覧 (3)', flat, the name and time after the text; the blog owner answers both readers in the third.",
    )


# --------------------------------------------------------------------------- zh: a news portal, 2012


def zh_gongjiao() -> Case:
    cs = talk("""
老街坊 @ 2012-05-18 16:47 ~ 2012-05-18T16:47:00+08:00 :: 听证会代表是怎么选出来的？每次都是“一致同意”，走个过场而已。
阿明在深圳 @ 2012-05-18 14:02 ~ 2012-05-18T14:02:00+08:00 :: 一块涨到两块，听起来不多，每天来回四趟，一个月就多出一百多块。希望学生卡和老人卡不要动。
东江市民 @ 2012-05-18 11:35 ~ 2012-05-18T11:35:00+08:00 :: 支持调价，但是服务也要跟上。早上七点半的3路车根本挤不上去，有时候等二十分钟才来一辆。
南粤在线广东省广州市网友 @ 2012-05-18 09:23 ~ 2012-05-18T09:23:00+08:00 :: 沙发！终于要开听证会了，希望能多听听普通乘客的意见。
""")
    where = ["广东省东江市", "广东省深圳市", "广东省东江市", ""]
    votes = [(56, 3), (41, 2), (23, 5), (8, 1)]
    floors = [4, 3, 2, 1]
    rows = []
    for i, c in enumerate(cs):
        head = (
            f'<span class="uname"><a href="/u/{8001 + i}" target="_blank">{esc(c.who)}</a></span> <span class="ufrom">[{where[i]}]</span>'
            if where[i]
            else f'<span class="uname">{esc(c.who)}</span>'
        )
        rows.append(
            f'<div class="pl_item" id="pl{floors[i]}"><div class="pl_top"><span class="floor">{floors[i]}楼</span>{head}'
            f'<span class="ptime">{esc(c.at)}</span></div><div class="pl_con">{paras(c.body)}</div>'
            f'<div class="pl_op"><a href="javascript:;" class="ding">顶[{votes[i][0]}]</a> <a href="javascript:;" class="cai">踩[{votes[i][1]}]</a> <a href="javascript:;">回复</a> <a href="javascript:;">举报</a></div></div>'
        )
    items = "".join(rows)
    css = """*{margin:0;padding:0}body{font:12px/1.8 'Microsoft YaHei','宋体',SimSun,Arial;color:#333;background:#fff}ul,ol{list-style:none}a{color:#0b3b8c;text-decoration:none}a:hover{color:#c00;text-decoration:underline}
.w960{width:960px;margin:0 auto}.topbar{background:#f2f2f2;border-bottom:1px solid #ddd;height:28px;line-height:28px}.topbar a{margin-right:10px}
.logo_bar{height:70px}.logo_bar .logo{float:left;font:bold 30px 'Microsoft YaHei';color:#c00;line-height:70px}.logo_bar .search{float:right;margin-top:22px}
.nav{background:#c00;height:34px;line-height:34px}.nav a{color:#fff;font-size:14px;font-weight:bold;padding:0 12px}
.position{margin:10px 0;color:#666}.left_con{float:left;width:640px}.right_con{float:right;width:300px}.clear{clear:both}
.article h1{font-size:24px;text-align:center;line-height:1.5;margin:10px 0}.art_info{text-align:center;color:#888;border-bottom:1px dashed #ccc;padding-bottom:8px}
.art_text p{font-size:14px;line-height:2;text-indent:2em;margin:12px 0}.editor{text-align:right;color:#888}
.pl_box{border:1px solid #d7d7d7;margin-top:20px}.pl_hd{background:#f5f5f5;border-bottom:1px solid #d7d7d7;height:32px;line-height:32px;padding:0 10px}
.pl_hd h3{float:left;font-size:14px}.pl_hd .num{float:right;color:#666}.pl_hd .num em{color:#c00;font-style:normal;font-weight:bold}
.pl_sort{padding:4px 10px;color:#999}.pl_item{border-bottom:1px dotted #ccc;padding:8px 10px}.pl_top{color:#999}.floor{float:right;color:#c00}
.uname a,.uname{color:#0b3b8c;margin-right:6px}.ptime{margin-left:8px}.pl_con{font-size:14px;padding:4px 0}.pl_op{text-align:right}.pl_op a{margin-left:8px;color:#666}
.pl_form{padding:10px}.pl_form textarea{width:600px;height:70px}.box{border:1px solid #ddd;margin-bottom:10px}.box h4{background:#f5f5f5;padding:0 8px;height:30px;line-height:30px;border-bottom:2px solid #c00}
.box ol,.box ul{padding:6px 10px}.box li{height:26px;line-height:26px;overflow:hidden}.ad300{width:300px;height:250px;background:#eee;text-align:center;line-height:250px;color:#999;margin-bottom:10px}
.footer{border-top:2px solid #c00;margin-top:20px;padding:12px 0;text-align:center;color:#666;line-height:2}"""
    nav = " ".join(
        f'<a href="/{p}/">{n}</a>'
        for p, n in (
            ("", "首页"),
            ("news", "新闻"),
            ("dj", "东江"),
            ("finance", "财经"),
            ("house", "房产"),
            ("auto", "汽车"),
            ("edu", "教育"),
            ("bbs", "论坛"),
            ("photo", "图片"),
        )
    )
    body = f"""<div class="topbar"><div class="w960"><a href="/">南粤在线首页</a><a href="/login.html">登录</a><a href="/reg.html">注册</a><a href="/wap/">手机版</a><span style="float:right">2012年5月18日 星期五</span></div></div>
<div class="w960 logo_bar"><div class="logo">南粤在线</div><div class="search"><form action="/search"><input type="text" name="q" size="30" /> <input type="submit" value="搜索" /></form></div><div class="clear"></div></div>
<div class="nav"><div class="w960">{nav}</div></div>
<div class="w960"><div class="position">您的位置：<a href="/">南粤在线</a> &gt; <a href="/dj/">东江新闻</a> &gt; 正文</div>
<div class="left_con"><div class="article">
<h1>东江市公交票价拟调整 下月召开价格听证会</h1>
<div class="art_info">2012-05-18 08:05 &nbsp; 来源：东江日报 &nbsp; 作者：记者 陈晓敏 &nbsp; <a href="#pl_box">我要评论</a></div>
<div class="art_text">
<p>东江市物价局17日发布公告，拟将市区公交普通线路票价由现行的1元调整为2元，空调线路由2元调整为3元，并将于6月12日召开价格听证会。</p>
<p>据介绍，东江市区公交票价自2003年以来未作调整。近年来燃油、人工成本持续上涨，公交企业去年亏损达4200多万元，主要依靠财政补贴维持运营。</p>
<p>调价方案同时提出，学生卡、老年卡继续实行现行优惠，70岁以上老人仍可免费乘车。</p>
<p>物价局有关负责人表示，听证会将公开遴选消费者代表9名，市民可于5月25日前通过信函或网上报名。</p>
</div>
<div class="editor">(责任编辑：李伟)</div>
</div>
<div class="pl_box" id="pl_box">
<div class="pl_hd"><h3>网友评论</h3><span class="num">已有 <em>4</em> 条评论，共 <em>137</em> 人参与</span></div>
<div class="pl_sort">最新评论 | <a href="?sort=hot">最热评论</a></div>
<div class="pl_list">{items}</div>
<div class="pl_more"><a href="/pl/dj_20120518_4471.html">查看全部评论&gt;&gt;</a></div>
<div class="pl_form"><form action="/pl/post" method="post"><textarea name="content"></textarea><br />用户名：<input type="text" name="u" size="12" /> 密码：<input type="password" name="p" size="12" /> <input type="checkbox" name="anon" checked="checked" />匿名 <input type="submit" value="发表评论" /><br /><span style="color:#999">网友评论仅供其表达个人看法，并不表明本网同意其观点或证实其描述。</span></form></div>
</div>
<div class="box" style="margin-top:16px"><h4>相关新闻</h4>{links("东江公交开通夜班线路 末班车延至23时 ;; 市区新增300辆新能源公交车 ;; 公交IC卡年底前实现全省通用", "/dj/2012/")}</div>
</div>
<div class="right_con"><div class="ad300">广告</div>
<div class="box"><h4>24小时排行</h4>{links("东江市公交票价拟调整 下月召开价格听证会 ;; 东江大桥周末夜间封闭施工 ;; 今年高考东江考生人数减少 ;; 东江一中学生获全国数学竞赛金牌 ;; 城南旧改项目开工", "/dj/2012/", "ol")}</div>
<div class="box"><h4>图片新闻</h4>{links("端午龙舟赛训练开始 ;; 荔枝上市价格回落", "/photo/")}</div>
<div class="ad300">广告</div></div>
<div class="clear"></div></div>
<div class="footer"><div class="w960"><a href="/about/">关于我们</a> | <a href="/ad/">广告服务</a> | <a href="/contact/">联系方式</a> | <a href="/law/">法律声明</a><br />南粤在线 版权所有 粤ICP备0000000号</div></div>"""
    return make(
        "es-zh-nanyue-gongjiao",
        "discussion",
        "zh",
        page(
            "东江市公交票价拟调整 下月召开价格听证会",
            "南粤在线",
            "zh-CN",
            css,
            body,
            published="2012-05-18T08:05:00+08:00",
            author="陈晓敏",
            keywords="东江,公交,票价,听证会",
        ),
        cs,
        path="/dj/2012/0518/4471.shtml",
        container="div.pl_box#pl_box > div.pl_hd (h3 '网友评论', '已有 4 条评论，共 137 人参与') > div.pl_list > div.pl_item (span.floor 'N楼', span.uname NAME, span.ufrom '[省市]', span.ptime, div.pl_con > p, 顶/踩/回复/举报), newest first (4楼 to 1楼)",
        heading="网友评论",
        description="A Chinese news portal's local story of May 2012 (top bar, red nav, 24-hour ranking, adverts, related news, ICP footer): 4 comments under '网友评论' with '已有 4 条评论，共 137 人参与', floor numbers newest first, registered nicknames with their province and city, one anonymous '南粤在线广东省广州市网友', 顶/踩 counts; flat.",
    )


# --------------------------------------------------------------------------- ko: a daily's site, 2012


def ko_doseogwan() -> Case:
    cs = talk("""
sunn**** @ 2012.07.03 14:22 ~ 2012-07-03T14:22:00+09:00 :: 퇴근하고 가면 항상 문이 닫혀 있었는데 정말 반가운 소식이네요. 평일에 10시까지면 저 같은 직장인도 이용할 수 있겠어요.
>libr**** @ 2012.07.03 15:10 ~ 2012-07-03T15:10:00+09:00 :: 주말은 지금도 저녁 8시까지 엽니다. 구청 홈페이지 공지사항에 나와 있어요.
kimj**** @ 2012.07.03 16:48 ~ 2012-07-03T16:48:00+09:00 :: 야간 인력은 어떻게 충원하는지 궁금하네요. 기존 사서분들 야근만 늘리는 거라면 반대입니다.
mang**** @ 3시간 전 ~ 2012-07-03T18:40:00+09:00 :: 애들 데리고 갈 수 있게 어린이열람실도 같이 열어주세요.
""")
    k = kids(cs)
    votes = [(48, 3), (12, 0), (37, 6), (9, 1)]

    def li(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in k:
            sub = '<ul class="re_list">' + "".join(li(j) for j in k[i]) + "</ul>"
        reply_n = f" <em>{len(k.get(i, []))}</em>" if i in k else ""
        return (
            f'<li class="{"re_item" if c.parent is not None else "r_item"}"><div class="r_info"><span class="r_id">{esc(c.who)}</span>'
            f'<span class="r_date">{esc(c.at)}</span></div><p class="r_txt">{esc(c.body)}</p>'
            f'<div class="r_btn">'
            + ("" if c.parent is not None else f'<a href="#" class="btn_re">답글{reply_n}</a>')
            + f'<a href="#" class="btn_up">추천 <em>{votes[i][0]}</em></a><a href="#" class="btn_down">반대 <em>{votes[i][1]}</em></a>'
            f'<a href="#" class="btn_sg">신고</a></div>{sub}</li>'
        )

    rows = "".join(li(i) for i in k[None])
    css = """body,p,h1,h2,h3,h4,ul,li,dl,dt,dd{margin:0;padding:0}body{font:12px/1.6 '돋움',Dotum,'굴림',Gulim,AppleGothic,sans-serif;color:#333}li{list-style:none}a{color:#333;text-decoration:none}
#wrap{width:980px;margin:0 auto}#gnb{height:90px;border-bottom:3px solid #1d4f91}#gnb .logo{float:left;font:bold 32px '맑은 고딕';color:#1d4f91;line-height:90px}
#gnb .util{float:right;line-height:30px;color:#888}#menu{background:#1d4f91;height:38px}#menu a{color:#fff;font:bold 14px '맑은 고딕';line-height:38px;padding:0 15px}
#content{float:left;width:660px;padding-top:20px}#aside{float:right;width:290px;padding-top:20px}.cb{clear:both}
.news_title h2{font:bold 26px/1.4 '맑은 고딕';letter-spacing:-1px}.news_title .info{color:#888;border-bottom:1px solid #ddd;padding:8px 0}
.news_body{font-size:15px;line-height:1.9;padding:20px 0}.news_body p{margin-bottom:14px}.reporter{font-weight:bold;margin-top:10px}
.copy{color:#999;font-size:11px}.reply_area{margin-top:30px;border-top:2px solid #333}.reply_hd{padding:10px 0;overflow:hidden}
.reply_hd h3{float:left;font:bold 15px '맑은 고딕'}.reply_hd h3 em{color:#e0370d;font-style:normal}.reply_hd .sort{float:right}.reply_hd .sort a{margin-left:8px;color:#888}.reply_hd .sort a.on{color:#333;font-weight:bold}
.reply_write{border:1px solid #ccc;background:#f8f8f8;padding:10px;color:#999}.reply_write textarea{width:98%;height:50px}
.r_item{border-bottom:1px solid #e5e5e5;padding:12px 4px}.r_id{font-weight:bold;margin-right:8px}.r_date{color:#999;font-size:11px}.r_txt{padding:6px 0;font-size:13px}
.r_btn a{display:inline-block;border:1px solid #ddd;padding:0 6px;margin-right:4px;color:#666;font-size:11px}.r_btn em{color:#e0370d;font-style:normal}
.re_list{margin:10px 0 0 20px;background:#f7f7f7;padding:4px 10px}.re_item{padding:8px 0 8px 14px}
.box{border:1px solid #ddd;margin-bottom:16px;padding:12px}.box h4{font:bold 14px '맑은 고딕';border-bottom:1px solid #333;padding-bottom:6px;margin-bottom:6px}.box li{line-height:24px}
.ad{width:290px;height:250px;background:#eee;color:#aaa;text-align:center;line-height:250px;margin-bottom:16px}#footer{border-top:1px solid #ccc;margin-top:30px;padding:16px 0;color:#888;text-align:center;font-size:11px}"""
    menu = "".join(
        f'<a href="/{p}/">{n}</a>'
        for p, n in (
            ("politics", "정치"),
            ("society", "사회"),
            ("economy", "경제"),
            ("local", "지역"),
            ("culture", "문화"),
            ("sports", "스포츠"),
            ("opinion", "오피니언"),
            ("photo", "포토"),
        )
    )
    body = f"""<div id="wrap">
<div id="gnb"><span class="logo">한빛일보</span><div class="util"><a href="/member/login">로그인</a> | <a href="/member/join">회원가입</a> | <a href="/pdf/">지면보기</a> | 2012년 7월 3일 (화)</div></div>
<div id="menu">{menu}</div>
<div id="content">
<div class="news_title"><h2>구립도서관 3곳 평일 밤 10시까지 연다</h2><div class="info">입력 2012.07.03 11:05 | 수정 2012.07.03 11:40 | 지역 | <a href="#reply">댓글 4</a></div></div>
<div class="news_body">
<p>한빛구는 이달 16일부터 구립 중앙도서관과 새빛도서관, 솔내도서관 등 3곳의 평일 운영시간을 기존 오후 6시에서 오후 10시까지로 연장한다고 3일 밝혔다.</p>
<p>구는 퇴근 후 도서관을 이용하고 싶다는 직장인 주민들의 민원이 꾸준히 제기됨에 따라 이번 조치를 마련했다. 연장 운영 시간에는 종합자료실과 일반열람실을 개방하며, 어린이열람실은 기존대로 오후 6시에 문을 닫는다.</p>
<p>구 관계자는 "야간 운영을 위해 시간제 사서 6명을 새로 채용할 계획"이라며 "이용 실적을 보고 다른 도서관으로 확대할지 검토하겠다"고 말했다.</p>
<p class="reporter">박지현 기자 jhpark@hanbit-ilbo.co.kr</p>
<p class="copy">&lt;저작권자 ⓒ 한빛일보, 무단전재 및 재배포 금지&gt;</p>
</div>
<div class="share"><a href="#">트위터</a> <a href="#">페이스북</a> <a href="#">미투데이</a> <a href="#">요즘</a> <a href="#">인쇄</a> <a href="#">메일</a></div>
<div class="reply_area" id="reply">
<div class="reply_hd"><h3>댓글 <em>4</em></h3><div class="sort"><a href="#" class="on">추천순</a><a href="#">최신순</a><a href="#">답글순</a></div></div>
<div class="reply_write"><textarea title="의견 쓰기" readonly="readonly">로그인 후 이용하실 수 있습니다.</textarea></div>
<ul class="reply_list">{rows}</ul>
</div>
</div>
<div id="aside"><div class="ad">AD</div>
<div class="box"><h4>많이 본 뉴스</h4>{links("구립도서관 3곳 평일 밤 10시까지 연다 ;; 새빛천 산책로 8월 개통 ;; 장마 시작…주말까지 최고 120㎜ ;; 한빛구 청년창업센터 입주기업 모집 ;; 전통시장 주차장 무료 개방", "/local/2012/", "ol")}</div>
<div class="box"><h4>지역 뉴스</h4>{links("솔내동 재개발 주민설명회 ;; 여름방학 어린이 독서교실 참가자 모집", "/local/2012/")}</div></div>
<div class="cb"></div>
<div id="footer">회사소개 | 광고안내 | 개인정보취급방침 | 청소년보호정책<br />한빛일보 | 등록번호 서울 아00000 | Copyright ⓒ 2012 Hanbit Ilbo. All rights reserved.</div>
</div>"""
    return make(
        "es-ko-hanbit-doseogwan",
        "discussion",
        "ko",
        page(
            "구립도서관 3곳 평일 밤 10시까지 연다",
            "한빛일보",
            "ko",
            css,
            body,
            published="2012-07-03T11:05:00+09:00",
            author="박지현",
            keywords="도서관,야간개관,한빛구",
        ),
        cs,
        path="/local/2012/07/03/20120703000418.html",
        container="div.reply_area#reply > div.reply_hd (h3 '댓글 4', sort 추천순/최신순/답글순) > ul.reply_list > li.r_item (span.r_id masked id, span.r_date, p.r_txt, 답글 N / 추천 N / 반대 N / 신고), the answer in ul.re_list > li.re_item inside its parent's li",
        heading="댓글 4",
        description="A Korean daily's local story of July 2012 (login bar, blue menu, share buttons to the era's services, most viewed, advert, footer): 4 comments under '댓글 4' by masked ids, absolute times and one '3시간 전', 추천/반대 counts; one answer nested under the first.",
    )


# --------------------------------------------------------------------------- th: a regional news site, 2013


def th_talat() -> Case:
    cs = talk("""
คนพานทอง @ 5 มี.ค. 2556 14:32 ~ 2013-03-05T14:32:00+07:00 :: ย้ายไปแล้วนักท่องเที่ยวจะหาเจอไหมครับ ป้ายบอกทางก็ยังไม่มีเลย ถนนคนเดินเดิมมีคนรู้จักทั่วประเทศแล้ว
แม่ค้าผ้าทอ @ 5 มี.ค. 2556 16:05 ~ 2013-03-05T16:05:00+07:00 :: เห็นด้วยที่ต้องย้าย ตอนนี้รถติดมากทุกเย็นวันเสาร์ แต่เทศบาลควรจัดที่จอดรถให้พ่อค้าแม่ค้าด้วย ไม่ใช่ให้ขนของเดินไกลเป็นกิโล
>ลูกหลานเมืองพาน @ 5 มี.ค. 2556 18:47 ~ 2013-03-05T18:47:00+07:00 :: ได้ข่าวว่าจะใช้ลานจอดรถของโรงเรียนเทศบาล 1 ครับ แต่ยังไม่ประกาศเป็นทางการ
""")
    ips = ["171.4.xxx.xxx", "110.77.xxx.xxx", "58.8.xxx.xxx"]
    k = kids(cs)
    boxes = []
    for n, i in enumerate(k[None], 1):
        c = cs[i]
        subs = ""
        for m, j in enumerate(k.get(i, []), 1):
            r = cs[j]
            subs += (
                f'<table class="opbox opsub" width="92%" cellpadding="6" cellspacing="0" align="right"><tr><td class="optop">ความคิดเห็นที่ {n}-{m}</td></tr>'
                f'<tr><td class="optext">{esc(r.body)}</td></tr>'
                f'<tr><td class="opby">โดย: <b>{esc(r.who)}</b> [{esc(r.at)}] IP: {ips[j]}</td></tr></table><br clear="all" />'
            )
        boxes.append(
            f'<a name="op{n}"></a><table class="opbox" width="100%" cellpadding="6" cellspacing="0"><tr><td class="optop">ความคิดเห็นที่ {n}</td></tr>'
            f'<tr><td class="optext">{esc(c.body)}</td></tr>'
            f'<tr><td class="opby">โดย: <b>{esc(c.who)}</b> [{esc(c.at)}] IP: {ips[i]}</td></tr></table>{subs}'
        )
    css = """body{margin:0;background:#e9e4d8;font:14px Tahoma,'MS Sans Serif',sans-serif;color:#222}a{color:#8a2b06}
#page{width:990px;margin:0 auto;background:#fff}#top{background:#5a2a0c;color:#f8e9c8;height:100px}#top .name{font:bold 34px Tahoma;padding:22px 20px 0}
#top .slogan{padding-left:22px;font-size:13px}#bar{background:#b5651d;padding:6px 10px}#bar a{color:#fff;font-weight:bold;margin-right:14px;text-decoration:none}
td.main{padding:14px;vertical-align:top}td.side{width:260px;background:#f6f1e6;padding:10px;vertical-align:top}.headline{font:bold 22px Tahoma;color:#5a2a0c}
.newsdate{color:#777;font-size:12px}.newstext{font-size:15px;line-height:1.8}.opbox{border:1px solid #c9b58e;margin-top:10px;background:#fffaf0}
.optop{background:#eadbb8;color:#5a2a0c;font-weight:bold;font-size:13px}.optext{font-size:14px;line-height:1.7}.opby{color:#666;font-size:12px;border-top:1px dotted #c9b58e}
.opsub{background:#fdf6e3}.sidebox{background:#fff;border:1px solid #ddd;margin-bottom:10px}.sidebox h3{background:#5a2a0c;color:#fff;font-size:13px;margin:0;padding:4px 8px}
.sidebox ul{margin:6px 0;padding-left:20px;font-size:13px}#bottom{background:#5a2a0c;color:#e8d5b0;text-align:center;font-size:12px;padding:10px}"""
    bar = "".join(
        f'<a href="/{p}/">{t}</a>'
        for p, t in (
            ("", "หน้าแรก"),
            ("local", "ข่าวท้องถิ่น"),
            ("economy", "เศรษฐกิจ"),
            ("travel", "ท่องเที่ยว"),
            ("agri", "เกษตร"),
            ("edu", "การศึกษา"),
            ("sport", "กีฬา"),
            ("contact", "ติดต่อเรา"),
        )
    )
    body = f"""<div id="page">
<div id="top"><div class="name">ล้านนาวันนี้</div><div class="slogan">หนังสือพิมพ์ท้องถิ่นออนไลน์ ข่าวภาคเหนือทุกวัน</div></div>
<div id="bar">{bar}</div>
<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td class="main">
<div class="newsdate">ข่าวท้องถิ่น &gt; พานทอง</div>
<div class="headline">เทศบาลพานทองเตรียมย้ายถนนคนเดินวันเสาร์ไปริมแม่น้ำ แก้ปัญหารถติด</div>
<div class="newsdate">วันอังคารที่ 5 มีนาคม พ.ศ. 2556 เวลา 10:15 น. &nbsp; โดย ผู้สื่อข่าวล้านนาวันนี้ &nbsp; อ่าน 2,418 ครั้ง</div>
<p><img src="/_avatar/walking-street.svg" width="480" height="320" alt="ถนนคนเดินพานทอง" /></p>
<div class="newstext">
<p>นายสมศักดิ์ ใจดี นายกเทศมนตรีเมืองพานทอง เปิดเผยว่า เทศบาลมีแผนย้ายถนนคนเดินวันเสาร์จากถนนเจริญเมืองไปยังถนนเลียบแม่น้ำ ตั้งแต่เดือนพฤษภาคมนี้เป็นต้นไป</p>
<p>สาเหตุเนื่องจากถนนเจริญเมืองเป็นเส้นทางหลักเข้าตัวเมือง ทุกเย็นวันเสาร์การจราจรติดขัดยาวหลายกิโลเมตร ประชาชนร้องเรียนมาที่เทศบาลจำนวนมาก</p>
<p>ทั้งนี้ เทศบาลจะจัดประชาคมรับฟังความคิดเห็นของผู้ค้าและประชาชนในวันที่ 20 มีนาคม 2556 ที่หอประชุมเทศบาล ก่อนตัดสินใจขั้นสุดท้าย</p>
</div>
<p align="center"><a href="/print/56-0305-0041">พิมพ์ข่าวนี้</a> | <a href="/send/56-0305-0041">ส่งให้เพื่อน</a> | <a href="#">แชร์ Facebook</a></p>
{"".join(boxes)}
<br clear="all" />
<form action="/op/post/56-0305-0041" method="post"><table width="100%" cellpadding="4" style="border:1px solid #c9b58e;margin-top:16px;background:#f6f1e6"><tr><td colspan="2"><b>ร่วมแสดงความคิดเห็นต่อข่าวนี้</b></td></tr>
<tr><td width="90">ข้อความ</td><td><textarea name="msg" rows="5" cols="60"></textarea></td></tr><tr><td>ชื่อ</td><td><input type="text" name="name" size="30" /></td></tr>
<tr><td></td><td><input type="submit" value="ส่งข้อความ" /> <small>ข้อความที่ไม่สุภาพหรือพาดพิงบุคคลอื่นจะถูกลบโดยไม่ต้องแจ้งให้ทราบ</small></td></tr></table></form>
</td><td class="side">
<div class="sidebox"><h3>ข่าวล่าสุด</h3>{links("ชาวนาพานทองรวมกลุ่มปลูกข้าวอินทรีย์ ;; ไฟป่าดอยหลวงควบคุมได้แล้ว ;; เปิดรับสมัครนักเรียนใหม่ปีการศึกษา 2556 ;; งานไหว้สาพญามังรายปีนี้คึกคัก", "/local/")}</div>
<div class="sidebox"><h3>ข่าวยอดนิยม</h3>{links("ฝุ่นควันภาคเหนือเกินมาตรฐาน 5 จังหวัด ;; ถนนสายพานทอง-เวียงใหม่ปิดซ่อม 2 เดือน ;; ตลาดนัดวัวควายคึกคักหลังราคาพุ่ง", "/local/", "ol")}</div>
<div class="sidebox"><h3>ติดตามเรา</h3><p style="padding:0 8px">Facebook: ล้านนาวันนี้<br />โทร. 053-000-000</p></div>
</td></tr></table>
<div id="bottom">ล้านนาวันนี้ หนังสือพิมพ์ท้องถิ่นออนไลน์ &copy; 2556 สงวนลิขสิทธิ์</div>
</div>"""
    return make(
        "es-th-lannawanni-talat",
        "discussion",
        "th",
        page(
            "เทศบาลพานทองเตรียมย้ายถนนคนเดินวันเสาร์ไปริมแม่น้ำ แก้ปัญหารถติด",
            "ล้านนาวันนี้",
            "th",
            css,
            body,
            published="2013-03-05T10:15:00+07:00",
            author="ผู้สื่อข่าวล้านนาวันนี้",
            keywords="พานทอง,ถนนคนเดิน,เทศบาล",
        ),
        cs,
        path="/local/56-0305-0041.html",
        container="no heading, no wrapper: after the print/send links, one table.opbox per entry (td.optop 'ความคิดเห็นที่ N', td.optext, td.opby 'โดย: NAME [5 มี.ค. 2556 14:32] IP: ...'), the answer a narrower table.opbox.opsub 'ความคิดเห็นที่ 2-1' floated right after its parent; in the main cell of a layout table",
        heading=None,
        description="A Thai regional news site of March 2013 in a layout table (brown header, section bar, read count, print/send links, latest and most read boxes): 3 readers' opinions in numbered boxes 'ความคิดเห็นที่ N' with the name, a Buddhist-era date and a masked IP below the text, one answer '2-1' in a narrower box; no heading; never says 'comment' in any language.",
    )


def threads_es() -> list[Case]:
    return [ja_matsuri(), zh_gongjiao(), ko_doseogwan(), th_talat()]
