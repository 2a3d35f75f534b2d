"""Blind set fl: four discussions of East Asia and Russia. A Taiwanese township's community paper of 2012 (6 numbered
floors "1樓" with nicknames, masked IP addresses and dates, one floor answering another by "回2樓"), a Japanese
town blog of 2011 (5 numbered entries "1. Posted by NAME DATE", the blogger's ">>1" answer flat among them), a
Korean county internet paper of 2014 (7 comments, 3 of them nested replies, masked IPs, 추천/반대 votes) and a
Russian regional news site of 2013 (7 comments, relative times, one quoting another's words in a blockquote).
Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fl_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- zh-TW: a township paper, 2012


def zh_tw_louceng() -> Case:
    cs = talk("""
阿凱 || 2012-05-08 21:14 || 114.37.*.* || 市場屋頂漏水漏了三年，每次下雨攤販都要拿臉盆接水。拜託這次不要再拖了。
海邊的貓 || 2012-05-08 22:03 || 1.171.*.* || 整修的時候攤位要搬去哪裡？報導裡沒有寫，我媽在裡面賣菜，很怕生意少一半。
路過的鄉民 || 2012-05-09 07:41 || 36.224.*.* || 回2樓：聽鄉公所的人說會先借國小旁邊的停車場，不過還沒有正式公告。
菜脯阿嬤的孫 || 2012-05-09 12:30 || 111.252.*.* || 停車場沒有遮蔽，夏天中午會曬死人。可以考慮活動中心前面的廣場，至少有兩棵大榕樹。
霧渡人在外地 || 2012-05-10 00:17 || 61.230.*.* || 每年過年回去都會去市場買肉圓和碗粿，希望整修完還是原來那幾攤，不要變成都是連鎖店。
小柯 || 2012-05-11 18:55 || 220.133.*.* || 上次開說明會只有十幾個人去。大家有意見要到現場講，在網路上講，鄉公所不會看的。
""")
    floors = "".join(
        f'<div class="lou"><div class="lou-top"><span class="no">{i}樓</span> <b>{esc(c.who)}</b> '
        f'<span class="ip">({esc(c.extra[0])})</span> <span class="sj">{esc(c.at)}</span></div>'
        f'<div class="lou-txt">{esc(c.raw)}</div></div>'
        for i, c in enumerate(cs, 1)
    )
    menu = nav(
        [
            ("/", "首頁"),
            ("/news/local/", "地方新聞"),
            ("/news/farm/", "農業"),
            ("/news/school/", "校園"),
            ("/news/people/", "人物"),
            ("/calendar/", "活動行事曆"),
            ("/contact/", "聯絡我們"),
        ],
        " ｜ ",
    )
    body = f"""<body>
<div id="wrap">
<div id="logo"><a href="/"><img src="/images/logo-wudu.svg" width="360" height="64" alt="霧渡鄉親報"></a><span class="slogan">霧渡鄉的社區報 每週二出刊</span></div>
<div id="menu">{menu}</div>
<div id="main">
<div class="path"><a href="/">首頁</a> &gt; <a href="/news/local/">地方新聞</a></div>
<h1>舊市場屋頂整修延到九月 攤商盼先找好臨時攤位</h1>
<div class="info">記者 林雅雯／霧渡報導　2012-05-08　點閱：1,284</div>
<p>霧渡鄉公有零售市場的屋頂整修工程，原本預定今年五月動工，但因第一次招標沒有廠商投標，鄉公所昨天表示，工程將延到九月才能開工。</p>
<p>市場建於民國六十年代，鐵皮屋頂多處生鏽破洞，一到雨天，走道和攤位就會漏水。市場自治會會長表示，攤商最擔心的是整修期間要搬到哪裡做生意。</p>
<p>鄉公所建設課指出，施工期約四個月，期間將在附近尋找臨時營業場地，確定後會再召開說明會，並逐戶通知攤商。</p>
<p class="pic"><img src="/images/2012/05/market-roof.svg" width="520" height="300" alt=""><br><span>舊市場的鐵皮屋頂多處生鏽（記者林雅雯攝）</span></p>
<div class="share">分享到：<a href="/share?to=plurk">噗浪</a> <a href="/share?to=fb">臉書</a> <a href="/print/2012050801">列印</a></div>
<h3 class="bar">網友回應</h3>
<div class="huiying">{floors}</div>
<form class="fm" action="/reply/2012050801" method="post">
<h4>我要回應</h4>
<p>暱稱：<input type="text" name="nick" size="20"> 驗證碼：<input type="text" name="code" size="4"> <img src="/images/code.svg" width="60" height="20" alt="驗證碼"></p>
<p><textarea name="body" rows="5" cols="60"></textarea></p>
<p><input type="submit" value="送出回應"> <span class="note">※ 回應內容請勿涉及人身攻擊，本報保留刪除權利。</span></p>
</form>
</div>
<div id="side">
<h4>本週活動</h4>
<ul><li>5/12（六）媽祖遶境 上午八點從宮口出發</li><li>5/13（日）母親節義診 活動中心</li><li>5/19（六）國小運動會</li></ul>
<h4>熱門新聞</h4>
<ol>{nav([("/news/local/2012050301", "溪邊步道完工 傍晚散步人潮多"), ("/news/farm/2012050402", "今年芒果提早收成 價格看好"), ("/news/school/2012050601", "國中合唱團縣賽得第二名")])}</ol>
<p><img src="/images/ad-tea.svg" width="200" height="120" alt="老街茶行"></p>
</div>
<div id="foot">霧渡鄉親報 版權所有 ｜ 地址：霧渡鄉中正路一段88號 ｜ 電話：(05)000-0000 ｜ <a href="/contact/">投稿信箱</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px "新細明體",PMingLiU,sans-serif;background:#e9e4d8;margin:0}#wrap{width:960px;margin:0 auto;background:#fff}#logo{padding:8px 12px}.slogan{color:#996;margin-left:20px}
#menu{background:#7a3b12;padding:6px 12px}#menu a{color:#fff}#main{float:left;width:640px;padding:10px 16px}#side{float:right;width:250px;padding:10px;background:#f7f3ea}
#foot{clear:both;background:#7a3b12;color:#fff;padding:8px;font-size:12px}#foot a{color:#fc6}.path{font-size:12px;color:#888}.info{color:#666;border-bottom:1px dashed #ccc;padding-bottom:4px}
.pic span{font-size:12px;color:#666}.bar{background:#f0e6d2;border-left:5px solid #7a3b12;padding:4px 8px}.lou{border-bottom:1px dotted #bbb;padding:6px 0}.lou-top{color:#555;font-size:12px}
.no{color:#c00;font-weight:bold}.ip{color:#999}.sj{color:#999;float:right}.lou-txt{padding:4px 0 2px 34px;line-height:1.7}.fm{background:#faf7ef;padding:8px;margin-top:12px}.note{font-size:11px;color:#999}
</style>"""
    return make(
        "fl-zh-tw-news-louceng",
        "discussion",
        "zh-TW",
        doc(
            "html4t", title="舊市場屋頂整修延到九月 攤商盼先找好臨時攤位 - 霧渡鄉親報", lang="zh-TW", head=css
        )
        + body,
        cs,
        path="/news/local/2012050801.html",
        container="div.huiying after h3.bar '網友回應': six div.lou, each div.lou-top (span.no '1樓', b NICK, span.ip '(114.37.*.*)', span.sj DATE) and div.lou-txt TEXT; the form '我要回應' below",
        heading="網友回應",
        description="A Taiwanese township's community paper of 2012 (invented), traditional Chinese: the old market's roof repair put off to September; 6 numbered floors ('1樓' … '6樓') with nicknames, masked IP addresses and dates, the third answering the second by '回2樓：' in its text (flat); a reply form with a captcha below; a sidebar of the week's events with dates and the most-read news.",
        files={
            "/images/logo-wudu.svg": svg(360, 64, "#7a3b12", "霧渡鄉親報", 28),
            "/images/2012/05/market-roof.svg": svg(520, 300, "#8a7f6a", "市場屋頂"),
            "/images/code.svg": svg(60, 20, "#ccc", "4821", 12),
            "/images/ad-tea.svg": svg(200, 120, "#4a6b2a", "老街茶行", 20),
        },
    )


# --------------------------------------------------------------------------- ja: a town blog, 2011


def ja_natsumatsuri() -> Case:
    cs = talk("""
ぽんず || 2011年08月16日 21:08 || 延期になったんですね。土曜は仕事なので、日曜になってかえって行けるようになりました。金魚すくい、今年もありますか？
八百屋の次男 || 2011年08月16日 22:45 || うちの店も焼きとうもろこしを出します。雨の中でテントを片付けてくれた青年団のみなさん、おつかれさまでした。
ゆきえ || 2011年08月16日 23:10 || >>1 ぽんずさん // 金魚すくいは今年もあるそうです。ただ、金魚が足りなくなったので、お一人三匹までだとか。
たけのこ || 2011年08月17日 07:32 || 盆踊りの練習を公民館で水曜の夜にやっていますよ。初めての人も大歓迎です。浴衣じゃなくても大丈夫。
元町内会長 || 2011年08月17日 12:04 || 駐車場は小学校の校庭が使えます。ただし夕方六時を過ぎると正門が閉まるので、裏門から入ってください。
""")
    owner = "ゆきえ"
    entries = "".join(
        f'<div class="cm-head">{i}. Posted by <b>{esc(c.who)}</b>'
        + (' <span class="kanri">［管理人］</span>' if c.who == owner else "")
        + f' &nbsp; <span class="cm-date">{esc(c.at)}</span></div>'
        f'<div class="cm-body">{paras(c.raw, p=False, join="<br>")}</div>'
        for i, c in enumerate(cs, 1)
    )
    body = f"""<body>
<div id="container">
<div id="header"><h1><a href="/">みずなら町だより</a></h1><p>人口八千人の小さな町の、小さなできごと</p></div>
<div id="content">
<div class="article">
<div class="date">2011年08月16日</div>
<h2 class="title"><a href="/archives/51872043.html">商店街の夏祭り、雨で一日延期になりました</a></h2>
<div class="body">
<p>今日の午後から降り出した雨のせいで、みずなら銀座商店街の夏祭りは一日延期になりました。20日（土）の予定が、21日（日）の夕方五時からになります。</p>
<p>商店街振興組合の方に聞いたところ、屋台の数は去年より二つ増えて十四。焼きそば、かき氷、ヨーヨー釣りのほかに、今年は八百屋さんの焼きとうもろこしが加わるそうです。</p>
<p><img src="/img/matsuri-2011.svg" width="480" height="300" alt="去年の夏祭り"></p>
<p>最後は七時半から、公民館前の広場で盆踊り。私も今年こそは輪に入ろうと思っています。</p>
</div>
<div class="posted">カテゴリ：<a href="/archives/cat_town.html">町のできごと</a> ｜ 投稿者：ゆきえ ｜ 23:40 ｜ <a href="/archives/51872043.html#cm">コメント(5)</a></div>
</div>
<div id="cm">
<h3 class="cm-title">コメント</h3>
{entries}
</div>
<form class="cm-form" action="/cgi-bin/post.cgi" method="post">
<h3>コメントする</h3>
<table><tr><th>名前</th><td><input type="text" name="name" size="24"></td></tr>
<tr><th>URL</th><td><input type="text" name="url" size="40"></td></tr>
<tr><th>本文</th><td><textarea name="body" rows="5" cols="50"></textarea></td></tr></table>
<p><input type="submit" value="投稿する"></p>
</form>
<div class="pager"><a href="/archives/51871502.html">&laquo; 図書館の読み聞かせ会</a> ｜ <a href="/">メイン</a> ｜ <a href="/archives/51873310.html">お盆の墓参り渋滞 &raquo;</a></div>
</div>
<div id="sidebar">
<div class="sb"><h4>プロフィール</h4><p><img src="/img/profile.svg" width="80" height="80" alt=""><br>ゆきえ<br>みずなら町生まれ、みずなら町育ち。町の小さなニュースを書いています。</p></div>
<div class="sb"><h4>最新記事</h4><ul>{nav([("/archives/51872043.html", "商店街の夏祭り、雨で一日延期になりました"), ("/archives/51871502.html", "図書館の読み聞かせ会"), ("/archives/51870988.html", "駅前のパン屋さんが二周年")])}</ul></div>
<div class="sb"><h4>月別アーカイブ</h4><ul>{nav([("/archives/2011-08.html", "2011年08月"), ("/archives/2011-07.html", "2011年07月"), ("/archives/2011-06.html", "2011年06月")])}</ul></div>
</div>
<div id="footer">みずなら町だより &copy; 2011</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px "ＭＳ Ｐゴシック",Osaka,sans-serif;background:#eef4e8;margin:0;color:#333}#container{width:900px;margin:0 auto;background:#fff}#header{background:#5c8a3a;color:#fff;padding:14px}#header a{color:#fff;text-decoration:none}
#content{float:left;width:600px;padding:12px}#sidebar{float:right;width:250px;padding:12px}#footer{clear:both;text-align:center;font-size:11px;color:#999;padding:8px}.date{color:#5c8a3a;font-weight:bold}
.posted{font-size:11px;color:#888;border-top:1px dotted #ccc;margin-top:10px;padding-top:4px}.cm-title{border-bottom:2px solid #5c8a3a}.cm-head{background:#f3f7ee;padding:3px 6px;margin-top:10px;font-size:12px}
.cm-date{color:#999}.kanri{color:#5c8a3a;font-size:11px}.cm-body{padding:6px 10px;line-height:1.7}.cm-form th{text-align:left;font-weight:normal}.pager{font-size:12px;margin-top:16px}.sb h4{background:#5c8a3a;color:#fff;padding:3px 6px}
</style>"""
    return make(
        "fl-ja-blog-natsumatsuri",
        "discussion",
        "ja",
        doc(
            "html4t",
            title="商店街の夏祭り、雨で一日延期になりました : みずなら町だより",
            lang="ja",
            head=css,
        )
        + body,
        cs,
        path="/archives/51872043.html",
        container="div#cm after h3 'コメント': pairs of sibling divs, div.cm-head '1. Posted by b NAME DATE' and div.cm-body TEXT (br inside); the blogger's entry marked '［管理人］', flat; the form 'コメントする' below",
        heading="コメント",
        description="A Japanese town blog of 2011 (invented, livedoor-like): the shopping street's summer festival put off a day by rain; 5 numbered entries as 'head' and 'body' sibling divs, the blogger's answer '>>1 ぽんずさん' the third, flat and marked ［管理人］; a form below; a profile, latest posts and a monthly archive in the sidebar.",
        files={
            "/img/matsuri-2011.svg": svg(480, 300, "#c85a2a", "夏祭り"),
            "/img/profile.svg": svg(80, 80, "#5c8a3a", "ゆ", 30),
        },
    )


# --------------------------------------------------------------------------- ko: a county internet paper, 2014


def ko_beoseu() -> Case:
    cs = talk("""
버스기다리다늙음 || 2014-06-03 14:22 || 121.168.***.*** || 24 || 2 || 3번 버스가 하루 여섯 번에서 네 번으로 준다는 게 말이 됩니까. 장날에 할머니들은 어떻게 읍내에 나오라는 건지 모르겠습니다.
> 은솔주민 || 2014-06-03 15:40 || 175.223.***.*** || 5 || 1 || 대신 마을 앞까지 들어가는 작은 버스를 새로 만든다고 하던데요. 기사 마지막 문단에 나와 있어요.
>> 버스기다리다늙음 || 2014-06-03 16:02 || 121.168.***.*** || 3 || 0 || 그 작은 버스도 오전에 두 번뿐이라서 병원 다녀오기에는 부족합니다.
학부모 || 2014-06-03 17:15 || 211.36.***.*** || 18 || 0 || 고등학교 앞 정류장이 없어지면 아이들이 큰길까지 십 분을 걸어야 합니다. 겨울에는 다섯 시만 돼도 너무 어둡습니다.
솔직한군민 || 2014-06-04 09:03 || 112.150.***.*** || 2 || 11 || 빈 버스가 돌아다니는 것보다는 낫다고 봅니다. 적자를 세금으로 메우는 것도 한계가 있죠.
> 학부모 || 2014-06-04 10:27 || 211.36.***.*** || 7 || 1 || 빈 버스라고 하시는데 아침 일곱 시 차는 서서 갑니다. 한번 타 보세요.
정류장지기 || 2014-06-04 21:48 || 58.29.***.*** || 9 || 0 || 공청회가 6월 12일 군청 대회의실에서 열린다고 합니다. 의견 있는 분들은 꼭 가서 말씀하세요.
""")

    def one(i: int) -> str:
        c = cs[i]
        kids = [j for j, k in enumerate(cs) if k.parent == i]
        sub = f'<ul class="re_list">{"".join(one(j) for j in kids)}</ul>' if kids else ""
        mark = '<span class="re_ico">ㄴ</span> ' if c.parent is not None else ""
        return (
            f'<li><div class="op_head">{mark}<strong class="nick">{esc(c.who)}</strong> '
            f'<span class="op_ip">({esc(c.extra[0])})</span> <span class="op_date">{esc(c.at)}</span></div>'
            f'<div class="op_txt">{esc(c.raw)}</div>'
            f'<div class="op_btn"><a href="#" class="up">추천 <em>{c.extra[1]}</em></a> '
            f'<a href="#" class="down">반대 <em>{c.extra[2]}</em></a> <a href="#" class="re">답글</a> '
            f'<a href="#" class="singo">신고</a></div>{sub}</li>'
        )

    top = "".join(one(i) for i, c in enumerate(cs) if c.parent is None)
    menu = nav(
        [
            ("/news/articleList.html?sc=S1N1", "정치·행정"),
            ("/news/articleList.html?sc=S1N2", "경제"),
            ("/news/articleList.html?sc=S1N3", "사회"),
            ("/news/articleList.html?sc=S1N4", "교육"),
            ("/news/articleList.html?sc=S1N5", "문화"),
            ("/news/articleList.html?sc=S1N6", "오피니언"),
        ]
    )
    body = f"""<body>
<div id="wrap">
<div id="top"><a href="/"><img src="/image/logo.svg" width="300" height="70" alt="은솔신문"></a><span class="today">2014년 6월 4일 수요일</span></div>
<ul id="gnb">{menu}</ul>
<div id="contents">
<div class="view_head"><span class="sec">사회</span><h2>은솔군 시내버스 노선 7월부터 개편…"읍내 가는 길 멀어진다"</h2>
<p class="byline">김도현 기자 | 승인 2014.06.03 11:05 | 댓글 7</p></div>
<div class="view_txt">
<p>은솔군이 7월 1일부터 군내 시내버스 노선을 대폭 개편한다. 군은 승객이 적은 노선의 운행 횟수를 줄이고, 대신 마을 안쪽까지 들어가는 소형 버스 3대를 새로 투입할 계획이다.</p>
<p>개편안에 따르면 읍내와 북면을 잇는 3번 버스는 하루 6회에서 4회로 줄고, 고등학교 앞 정류장은 큰길 쪽으로 옮겨진다.</p>
<p><img src="/image/2014/06/bus.svg" width="560" height="300" alt=""><br><span class="cap">은솔군 읍내 버스터미널. /은솔신문 DB</span></p>
<p>군 관계자는 "이용객이 거의 없는 시간대의 운행을 줄이고, 그 예산으로 교통 취약 마을의 불편을 덜겠다"고 밝혔다. 소형 버스는 오전과 오후에 두 차례씩 운행한다.</p>
<p class="reporter">김도현 기자 dohyun@example.org</p>
</div>
<div class="reply_wrap">
<h3 class="reply_tit">독자 댓글 (7)</h3>
<ul class="reply_list">{top}</ul>
<form class="reply_form" action="/news/replyWrite.php" method="post">
<p><input type="text" name="name" placeholder="이름"> <input type="password" name="pw" placeholder="비밀번호"></p>
<p><textarea name="content" rows="4" cols="70" placeholder="건전한 댓글 문화를 만들어 갑시다."></textarea></p>
<p><input type="submit" value="등록"></p>
</form>
</div>
</div>
<div id="aside">
<h4>많이 본 기사</h4>
<ol>{nav([("/news/articleView.html?idxno=8811", "은솔천 산책로 야간 조명 설치"), ("/news/articleView.html?idxno=8795", "북면 마늘 수확 한창"), ("/news/articleView.html?idxno=8790", "군립도서관 여름 독서교실 참가자 모집")])}</ol>
<p><img src="/image/banner-festival.svg" width="240" height="160" alt="은솔 달빛축제"></p>
</div>
<div id="footer">은솔신문 | 등록번호 은솔 아00012 | 발행인 편집인 박정우 | 청소년보호책임자 김도현<br>Copyright 은솔신문. All rights reserved.</div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:14px Dotum,"돋움",sans-serif;margin:0;background:#fff}#wrap{width:1000px;margin:0 auto}#top{padding:10px;display:flex;justify-content:space-between;align-items:center}.today{font-size:12px;color:#888}
#gnb{background:#1b4f8c;margin:0;padding:8px;list-style:none}#gnb li{display:inline;margin-right:18px}#gnb a{color:#fff;font-weight:bold}#contents{float:left;width:680px;padding:10px}#aside{float:right;width:270px;padding:10px}
#footer{clear:both;border-top:2px solid #1b4f8c;font-size:11px;color:#888;padding:10px}.sec{color:#1b4f8c;font-weight:bold}.byline{color:#888;font-size:12px}.cap{font-size:12px;color:#777}.reporter{color:#1b4f8c}
.reply_tit{border-bottom:2px solid #333;padding-bottom:4px}.reply_list,.re_list{list-style:none;padding:0;margin:0}.reply_list>li{border-bottom:1px solid #e5e5e5;padding:8px 0}.re_list{margin-left:26px;margin-top:6px}.re_list>li{background:#f7f7f7;padding:6px;margin-bottom:4px}
.nick{color:#222}.op_ip,.op_date{color:#999;font-size:12px}.op_txt{padding:4px 0}.op_btn{font-size:12px}.op_btn a{color:#666;margin-right:6px}.op_btn em{font-style:normal;color:#c00}.re_ico{color:#aaa}
</style>"""
    return make(
        "fl-ko-news-beoseu",
        "discussion",
        "ko",
        doc("html5", title="은솔군 시내버스 노선 7월부터 개편 - 은솔신문", lang="ko", head=css) + body,
        cs,
        path="/news/articleView.html",
        container="div.reply_wrap after h3.reply_tit '독자 댓글 (7)': ul.reply_list of li (div.op_head: strong.nick, span.op_ip '(121.168.***.***)', span.op_date; div.op_txt TEXT; div.op_btn 추천/반대 counts, 답글, 신고), replies in ul.re_list inside the li, marked 'ㄴ', two levels",
        heading="독자 댓글 (7)",
        description="A Korean county internet paper of 2014 (invented): the county's bus routes cut from July; 7 comments, 4 top-level and 3 nested replies (one two levels deep), each with a nickname, a masked IP, a date, 추천 and 반대 counts and 답글/신고 links; the same two nicknames write twice; a name-and-password form below; most-read news and a festival banner beside.",
        files={
            "/image/logo.svg": svg(300, 70, "#1b4f8c", "은솔신문", 30),
            "/image/2014/06/bus.svg": svg(560, 300, "#4d7ab0", "버스터미널"),
            "/image/banner-festival.svg": svg(240, 160, "#e0a020", "은솔 달빛축제", 18),
        },
    )


# --------------------------------------------------------------------------- ru: a regional news site, 2013


def ru_goryachaya() -> Case:
    cs = talk("""
Ольга_В || 14 мая 2013, 09:40 || Три недели без горячей воды с маленьким ребёнком — это издевательство. В прошлом году обещали, что этот ремонт труб будет последним.
Сергей К. || 14 мая 2013, 11:02 || Трубы на Заводской меняют уже пятый год подряд, и каждый раз копают в одном и том же месте. Интересно, куда уходят деньги.
пенсионерка || вчера, 22:15 || Потому что каждый раз кладут старые трубы, снятые с другого участка. Мой покойный муж там работал, он рассказывал.
Гость || вчера, 23:50 || Баня на Садовой будет работать по льготной цене? В прошлый раз давали скидку по паспорту с местной пропиской.
Дмитрий || 3 часа назад || Кипятильник и тазик, как в детстве. Переживём, не впервой.
Ольга_В || 2 часа назад || Дмитрий, у вас, наверное, нет детей. Купать годовалого ребёнка из тазика — удовольствие ниже среднего.
Марина Н. || 40 минут назад || Позвонила в управляющую компанию: для нашего дома сроки другие, с 3 по 17 июня. Проверяйте свой адрес на сайте теплосети, там есть таблица по улицам.
""")
    quote = '<blockquote class="q"><b>Сергей К. писал(а):</b><br>каждый раз копают в одном и том же месте</blockquote>'
    rows = "".join(
        f'<div class="kom" id="k{4410 + i}"><div class="kom-h"><a class="kom-n" href="#k{4410 + i}">#{i + 1}</a> '
        f'<span class="kom-a">{esc(c.who)}</span> <span class="kom-d">{esc(c.at)}</span></div>'
        f'<div class="kom-t">{quote if i == 2 else ""}{esc(c.raw)}</div>'
        f'<div class="kom-f"><a href="#add">Ответить</a> · <a href="#add">Цитировать</a></div></div>'
        for i, c in enumerate(cs)
    )
    menu = nav(
        [
            ("/", "Главная"),
            ("/news/", "Новости"),
            ("/city/", "Город"),
            ("/jkh/", "ЖКХ"),
            ("/sport/", "Спорт"),
            ("/afisha/", "Афиша"),
            ("/board/", "Объявления"),
        ],
        " | ",
    )
    body = f"""<body>
<table id="page" width="980" align="center" cellpadding="0" cellspacing="0">
<tr><td colspan="2" id="hdr"><a href="/"><img src="/i/logo.svg" width="330" height="60" alt="Заречный вестник"></a> <span>Новости Верхнеключинска и района</span><div class="wthr">+14°, облачно · курс: 32,10 / 41,70</div></td></tr>
<tr><td colspan="2" id="mnu">{menu}</td></tr>
<tr><td id="lft" valign="top">
<div class="crumbs"><a href="/">Главная</a> / <a href="/jkh/">ЖКХ</a></div>
<h1>Горячую воду в Верхнеключинске отключат на три недели</h1>
<div class="meta">13 мая 2013, 17:25 · Просмотров: 3412 · Комментариев: 7</div>
<p><b>С 20 мая по 9 июня в северной части города не будет горячей воды: теплосеть меняет магистральный трубопровод на улице Заводской.</b></p>
<p>Как сообщили в МУП «Ключинская теплосеть», работы затронут около двухсот домов. Плановые летние отключения обычно длятся десять дней, но в этом году участок трубы длиной почти в километр будет заменён полностью.</p>
<p>Городская баня на улице Садовой на время отключения продлит часы работы до 22:00. Список адресов и сроков опубликован на сайте теплосети.</p>
<p><img src="/i/2013/05/truby.svg" width="560" height="280" alt=""><br><i>Раскопки на улице Заводской. Фото: Заречный вестник</i></p>
<p class="src">Подписывайтесь на наши новости: <a href="/rss/">RSS</a> · <a href="/vk/">ВКонтакте</a></p>
<div class="koms">
<h3>Комментарии (7)</h3>
{rows}
</div>
<a name="add"></a>
<form class="addk" action="/news/addcomment.php" method="post">
<h4>Добавить комментарий</h4>
<p>Имя: <input type="text" name="name" size="25" value="Гость"></p>
<p><textarea name="text" rows="5" cols="64"></textarea></p>
<p>Код с картинки: <img src="/i/captcha.svg" width="70" height="22" alt=""> <input type="text" name="cap" size="5"> <input type="submit" value="Отправить"></p>
</form>
</td>
<td id="rgt" valign="top">
<h4>Последние новости</h4>
<ul>{nav([("/news/2013/05/13/4401.html", "На Садовой открыли новую детскую площадку"), ("/news/2013/05/12/4398.html", "Рейсовый автобус до Нижнеключинска пустят чаще"), ("/news/2013/05/11/4391.html", "Школьники посадили аллею у стадиона")])}</ul>
<h4>Опрос</h4>
<p>Как вы переживаете отключения горячей воды?<br><input type="radio" name="o"> Грею в кастрюле<br><input type="radio" name="o"> Хожу в баню<br><input type="radio" name="o"> Уезжаю к родным</p>
</td></tr>
<tr><td colspan="2" id="ftr">© 2008–2013 «Заречный вестник». При перепечатке ссылка обязательна. 16+</td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px Tahoma,Verdana,sans-serif;background:#dfe6ec;margin:0}#page{background:#fff}#hdr{padding:8px 12px}#hdr span{color:#567;margin-left:12px}.wthr{float:right;font-size:11px;color:#678}
#mnu{background:#2d5277;padding:6px 12px}#mnu a{color:#fff}#lft{width:680px;padding:10px 16px}#rgt{width:260px;padding:10px;background:#f1f4f7;font-size:12px}#ftr{background:#2d5277;color:#dde;padding:8px;font-size:11px}
.crumbs,.meta{font-size:11px;color:#889}.src{font-size:12px}.koms h3{border-bottom:1px solid #2d5277;color:#2d5277}.kom{border-bottom:1px solid #e3e8ee;padding:6px 0}.kom-h{font-size:12px;color:#789}.kom-n{color:#aaa;margin-right:4px}
.kom-a{font-weight:bold;color:#2d5277}.kom-t{padding:4px 0}.kom-f{font-size:11px}.q{background:#f4f4ef;border-left:3px solid #cc9;margin:4px 0 6px;padding:4px 8px;font-size:12px;color:#555}.addk{background:#f6f8fa;padding:8px;margin-top:12px}
</style>"""
    return make(
        "fl-ru-news-goryachaya",
        "discussion",
        "ru",
        doc(
            "html4t",
            title="Горячую воду в Верхнеключинске отключат на три недели — Заречный вестник",
            lang="ru",
            head=css,
        )
        + body,
        cs,
        path="/news/2013/05/13/4405.html",
        container="div.koms in a layout table's cell, after h3 'Комментарии (7)': seven div.kom (div.kom-h: a.kom-n '#1', span.kom-a NAME, span.kom-d TIME; div.kom-t TEXT; div.kom-f 'Ответить · Цитировать'); the third's div.kom-t opens with blockquote.q 'Сергей К. писал(а):' and his words",
        heading="Комментарии (7)",
        description="A Russian regional news site of 2013 (invented), a layout table: hot water off for three weeks; 7 flat comments numbered '#1' … '#7', the times dated ('14 мая 2013, 09:40'), then 'вчера, 22:15', then relative ('3 часа назад', '40 минут назад'); the third quotes the second's words in a blockquote before its own text; the same reader writes twice; a form with a captcha below; latest news and a poll beside.",
        files={
            "/i/logo.svg": svg(330, 60, "#2d5277", "Заречный вестник", 24),
            "/i/2013/05/truby.svg": svg(560, 280, "#6b5a48", "Заводская"),
            "/i/captcha.svg": svg(70, 22, "#bbb", "7К2Р", 12),
        },
    )
