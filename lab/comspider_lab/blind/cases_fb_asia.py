"""Blind set fb: three East Asian blog hosts. A Japanese host of 2009 (numbered comments, the text first and a
"NAME | DATE | URL | 編集" line after it, the blogger's answer in a box under the comment, secret comments as a
notice, a trackback list after the comments), a Korean portal blog of 2010 (nested "ㄴ" answers, masked IPs, a
password box for guests' deletes, a secret comment, comment pages "1 2 3" of which this page shows the first) and a
Taiwanese blog host of 2008 ("#N NAME 於 DATE 留言", masked IPs, the blogger's answer boxed under the message, a
"悄悄話" notice, "引用" list). Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fb_common import (
    Case,
    doc,
    emoticon_files,
    esc,
    kids,
    lines_html,
    make,
    svg,
    talk,
)

# --------------------------------------------------------------------------- ja: a baking blog, 2009


def ja_komugi() -> Case:
    cs = talk("""
みかん || 2009/10/04(日) 22:13 || わぁ、すごくふっくら焼けてますね！{e:heart} // 私もレーズン酵母を起こしてみたんですが、一週間たっても泡が出てこなくて挫折しました…。室温って何度くらいでしたか？
>こむぎ || 2009/10/05(月) 08:40 || みかんさん、ありがとうございます！ // 台所は22〜25度くらいでした。最初の2回は寒い日に仕込んだので、それが失敗の原因だったのかも。瓶を冷蔵庫の上に置くと少し暖かいのでおすすめです{e:smile}
たぬきパン || 2009/10/05(月) 00:51 || 3回目で成功ってすごいですよ。うちは5回目でやっと食べられるものになりました(笑) 二次発酵の時間は何時間でしたか？
>こむぎ || 2009/10/05(月) 08:46 || 二次発酵は様子を見ながら1時間半くらいです。指で押して、ゆっくり戻るくらいが目安って本に書いてありました。5回も続けたたぬきパンさんの根性を見習います！
!SECRET || 2009/10/05(月) 11:02 || -
ゆず茶 || 2009/10/05(月) 13:27 || はじめまして。検索でたどり着きました。 // 断面の写真、気泡がきれいですね。使っている粉は国産の強力粉ですか？ 外国産だともっと膨らむと聞いたことがあります。
>こむぎ || 2009/10/05(月) 21:10 || ゆず茶さん、はじめまして！ // 粉は近所のスーパーで買った国産のものです。外国産のほうが膨らみやすいというのは私も聞きました。次は食べ比べしてみますね。
まるこ || 2009/10/06(火) 09:15 || 今日のおやつにしたい{e:laugh} 天然酵母のパンってちょっと酸っぱいイメージがあるんですけど、これは酸味ありましたか？
Kei || 2009/10/06(火) 19:48 || 酵母の瓶、毎日ふたを開けて空気を入れ替えてました？ うちは忘れると変なにおいになります… // 次回作も楽しみにしてます。
>こむぎ || 2009/10/06(火) 22:30 || Keiさん、毎朝1回ふたを開けて瓶をふってました。においが変わったら一度リセットした方がいいみたいです。次はりんご酵母に挑戦予定です！
!SECRET || 2009/10/07(水) 07:55 || -
""")
    path = "/komugibiyori/blog-entry-214.html"
    k = kids(cs)
    out = []
    n = 0
    for i in k[None]:
        c = cs[i]
        n += 1
        if not c.real:
            out.append(
                f'<div class="comment-box" id="comment{880 + n}">\n<p class="c-no">No.{n}</p>\n'
                '<div class="c-text">このコメントは管理人のみ閲覧できます</div>\n'
                f'<p class="c-info"> | {esc(c.at)} | | <a href="/komugibiyori/?mode=edit&amp;no={880 + n}">編集</a></p>\n</div>\n'
            )
            continue
        url = ' | <a href="http://example.jp/~kei/" target="_blank">URL</a>' if c.who == "Kei" else ""
        res = ""
        for j in k.get(i, []):
            r = cs[j]
            res += (
                '<div class="c-res"><p class="res-head">▼ 管理人からのお返事</p>\n'
                f'<div class="res-text">{lines_html(r.raw, emo="/img/emoji/")}</div>\n'
                f'<p class="res-info">{esc(r.who)} | {esc(r.at)}</p></div>\n'
            )
        out.append(
            f'<div class="comment-box" id="comment{880 + n}">\n<p class="c-no">No.{n}</p>\n'
            f'<div class="c-text">{lines_html(c.raw, emo="/img/emoji/")}</div>\n'
            f'<p class="c-info">{esc(c.who)}{url} | {esc(c.at)} | <a href="/komugibiyori/?mode=edit&amp;no={880 + n}">編集</a></p>\n'
            f"{res}</div>\n"
        )
    comments = "".join(out)
    cells = []
    for d in range(1, 32):
        day = f'<a href="/komugibiyori/blog-date-200910{d:02d}.html">{d}</a>' if d in (4, 11, 18) else str(d)
        cells.append(f"<td>{day}</td>" + ("</tr><tr>" if (d + 4) % 7 == 0 else ""))
    cal_days = "".join(cells)
    body = f"""<body>
<div id="container">
<div id="header"><h1><a href="/komugibiyori/">こむぎ日和</a></h1><p class="desc">週末だけのパン焼き日記。天然酵母とホームベーカリーと、ときどきおやつ。</p></div>
<div id="main">
<div class="entry">
<p class="entry-date">2009年10月04日</p>
<h2 class="entry-title"><a href="/komugibiyori/blog-entry-214.html">天然酵母パン、3回目でやっと膨らみました</a></h2>
<div class="entry-body">
<p>レーズン酵母で挑戦していた天然酵母パン、3回目にしてやっとちゃんと膨らみました！ 1回目はまったく膨らまず、2回目はカチカチのおせんべいのような仕上がりで、正直もうあきらめようかと思っていました。</p>
<p><img src="/komugibiyori/img/pan3.svg" width="320" height="240" alt="焼き上がり"></p>
<p>今回変えたのは、酵母を起こす場所と発酵の時間です。寒い廊下から台所の冷蔵庫の上に瓶を移したら、3日目でしゅわしゅわと泡が出てきました。一次発酵は8時間、二次発酵は1時間半ほど。</p>
<p>焼き上がりは外がパリッと、中はもちもち。ほんのり甘い香りがして、家族にも好評でした。次はりんご酵母をやってみたいと思います。</p>
</div>
<p class="entry-footer">カテゴリ：<a href="/komugibiyori/blog-category-3.html">天然酵母</a> | <a href="#comment-area">コメント(7)</a> | <a href="#trackback-area">トラックバック(2)</a> | <a href="/komugibiyori/?mode=edit&amp;eno=214">編集</a></p>
</div>
<div class="page-nav"><a href="/komugibiyori/blog-entry-215.html">&laquo; 栗の渋皮煮で作るマフィン</a> | <a href="/komugibiyori/">ホーム</a> | <a href="/komugibiyori/blog-entry-213.html">ホームベーカリーで米粉パン &raquo;</a></div>
<div id="comment-area">
<h3 class="sub-title">コメント</h3>
{comments}
<h3 class="sub-title">コメントの投稿</h3>
<form method="post" action="/komugibiyori/?mode=regist" class="comment-form">
<p>名前 <input type="text" name="name" size="20"></p>
<p>URL <input type="text" name="url" size="30"></p>
<p>本文 <textarea name="comment" rows="5" cols="40"></textarea></p>
<p>パスワード <input type="password" name="pass" size="10"> <label><input type="checkbox" name="secret"> 管理者にだけ表示を許可する</label></p>
<p><input type="submit" value="送信"></p>
</form>
</div>
<div id="trackback-area">
<h3 class="sub-title">トラックバック</h3>
<p class="tb-url">トラックバックURL<br><input type="text" value="http://pikoblog.example.jp/tb.php/214-5a1c" size="45" readonly></p>
<div class="tb-item"><p class="tb-title"><a href="http://example.jp/shumatsupan/entry-88.html">私もレーズン酵母はじめました</a></p><p class="tb-text">こむぎ日和さんの記事を見て、さっそく瓶を冷蔵庫の上に移してみました。明日には泡が出るといいなあ…</p><p class="tb-info">週末パン日記 | 2009/10/06(火) 20:31</p></div>
<div class="tb-item"><p class="tb-title"><a href="http://example.jp/hokkori/archives/402">天然酵母の起こし方まとめ</a></p><p class="tb-text">いろいろなブログを参考に、天然酵母の起こし方をまとめてみました。温度管理が一番大事みたいです。</p><p class="tb-info">ほっこりキッチン | 2009/10/08(木) 12:04</p></div>
</div>
</div>
<div id="side">
<div class="plugin"><h4>プロフィール</h4><p><img src="/komugibiyori/img/prof.svg" width="80" height="80" alt=""><br>こむぎ<br>平日は会社員、週末はパン屋さん気分。</p></div>
<div class="plugin"><h4>カレンダー</h4><table class="calendar"><caption>2009年10月</caption><tr><th>日</th><th>月</th><th>火</th><th>水</th><th>木</th><th>金</th><th>土</th></tr><tr><td></td><td></td><td></td><td></td>{cal_days}</tr></table></div>
<div class="plugin"><h4>最新記事</h4><ul><li><a href="/komugibiyori/blog-entry-216.html">りんご酵母、起こしはじめました (10/18)</a></li><li><a href="/komugibiyori/blog-entry-215.html">栗の渋皮煮で作るマフィン (10/11)</a></li><li><a href="/komugibiyori/blog-entry-214.html">天然酵母パン、3回目でやっと膨らみました (10/04)</a></li><li><a href="/komugibiyori/blog-entry-213.html">ホームベーカリーで米粉パン (09/27)</a></li></ul></div>
<div class="plugin"><h4>カテゴリ</h4><ul><li><a href="/komugibiyori/blog-category-3.html">天然酵母 (6)</a></li><li><a href="/komugibiyori/blog-category-1.html">ホームベーカリー (31)</a></li><li><a href="/komugibiyori/blog-category-2.html">おやつ (18)</a></li><li><a href="/komugibiyori/blog-category-0.html">日記 (44)</a></li></ul></div>
<div class="plugin"><h4>リンク</h4><ul><li><a href="http://example.jp/shumatsupan/">週末パン日記</a></li><li><a href="http://example.jp/hokkori/">ほっこりキッチン</a></li><li><a href="/komugibiyori/?mode=admin">管理画面</a></li></ul></div>
<div class="plugin"><h4>訪問者数</h4><p class="counter"><img src="/komugibiyori/img/counter.svg" width="88" height="20" alt="38214"></p></div>
</div>
<div id="footer">Copyright &copy; こむぎ日和 All Rights Reserved. Powered by ぴこブログ</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#f6efe2;font:13px/1.7 "MS PGothic",Osaka,sans-serif;color:#4a3b2a}
#container{width:780px;margin:0 auto;background:#fffaf0}#header{padding:20px;background:#d9b98a}#header h1 a{color:#fff;text-decoration:none}
#main{float:left;width:540px;padding:10px 20px}#side{float:right;width:180px;padding:10px;font-size:12px}#footer{clear:both;text-align:center;padding:10px;font-size:11px}
.entry-title{border-bottom:2px dotted #d9b98a}.entry-footer,.page-nav{font-size:11px;text-align:right}
.sub-title{background:#d9b98a;color:#fff;padding:2px 8px;font-size:13px}
.comment-box{border-bottom:1px dashed #d9b98a;padding:6px 0}.c-no{font-weight:bold;color:#b08040;margin:0}.c-info{font-size:11px;color:#8a7a66;text-align:right;margin:2px 0}
.c-res{margin:6px 0 4px 30px;padding:6px 10px;background:#f3e6cf;border:1px solid #e2c99d}.res-head{margin:0;font-size:11px;color:#b08040}.res-info{font-size:11px;text-align:right;margin:0}
.tb-item{border-bottom:1px dashed #ccc}.tb-info{font-size:11px;text-align:right}
.plugin h4{background:#e8d3ae;padding:2px 6px;margin:10px 0 4px}.calendar td,.calendar th{font-size:10px;text-align:center;padding:1px 3px}
</style>"""
    files = {
        "/komugibiyori/img/pan3.svg": svg(320, 240, "#c89a5b", "天然酵母パン"),
        "/komugibiyori/img/prof.svg": svg(80, 80, "#d9b98a"),
        "/komugibiyori/img/counter.svg": svg(88, 20, "#333", "38214", 12),
        **emoticon_files("/img/emoji/"),
    }
    html = (
        doc("xhtml", title="天然酵母パン、3回目でやっと膨らみました - こむぎ日和", lang="ja", head=css) + body
    )
    return make(
        "fb-ja-blog-komugi",
        "discussion",
        "ja",
        html,
        cs,
        path=path,
        container="div#comment-area after the entry footer 'コメント(7) | トラックバック(2)': one div.comment-box a comment (p.c-no 'No.N', div.c-text TEXT, p.c-info 'NAME | DATE | 編集' after the text); the blogger's answer a div.c-res '▼ 管理人からのお返事' inside the box (text, then 'こむぎ | DATE'); two secret comments shown as 'このコメントは管理人のみ閲覧できます' with no name; div#trackback-area after it",
        heading="コメント",
        description="A Japanese baking blog of 2009 on an invented free blog host: 5 readers' comments numbered No.1-No.7 with two secret comments' notices among them (no name, only a date), the blogger's four answers boxed under the comments they answer (truth: replies); emoticon images in the texts; a trackback list of two entries (blog name, excerpt, date) after the comment form; calendar, recent entries, categories, links, visitor counter in the sidebar.",
        files=files,
    )


# --------------------------------------------------------------------------- ko: a portal blog, camping, 2010


def ko_camping() -> Case:
    cs = talk("""
캠핑초보 || 2010.05.24 21:14 || 와 사진 너무 좋네요~ 여기 개수대 온수 나오나요? 애들 데리고 가려는데 그게 제일 궁금해요^^
>산들바람 || 2010.05.24 22:03 || 네 온수 잘 나와요~ 다만 저녁 8시쯤엔 사람이 몰려서 조금 기다려야 했어요. 아이들 있으면 일찍 씻기시는 게 좋을 것 같아요!
별보는아빠 || 2010.05.25 09:40 || 강변 사이트는 비 오면 물 차지 않나요? 작년에 다른 캠핑장에서 새벽에 텐트 옮기느라 고생한 기억이 있어서요 {e:sweat}
>산들바람 || 2010.05.25 12:15 || 강 바로 앞 A구역은 지대가 낮아서 비 예보 있으면 피하라고 관리인분이 그러시더라구요. 저희는 B구역이었는데 배수는 괜찮았어요.
>>별보는아빠 || 2010.05.25 13:02 || 아 B구역이군요. 예약할 때 참고할게요. 감사합니다!
!SECRET || 2010.05.25 15:48 || -
꼬마곰 || 2010.05.25 18:27 || 저도 지난달에 다녀왔는데 매점 아저씨 진짜 친절하시죠ㅎㅎ 장작 한 묶음 더 얹어주셨어요.
텐트장인 || 2010.05.26 00:11 || 쓰신 타프 모델명 알 수 있을까요? 폴대 각도가 예뻐서요.
>산들바람 || 2010.05.26 08:50 || 3년 전에 산 거라 모델명은 기억이 안 나네요ㅠ 집에 가서 가방 보고 알려드릴게요!
주말여행자 || 2010.05.26 14:33 || 주말 요금은 얼마였나요? 홈페이지엔 성수기 요금만 나와 있어서요. // 그리고 전기 사용료 따로 받는지도 궁금합니다.
하늘바라기 || 2010.05.27 10:05 || 글 잘 읽었습니다. 다음 주에 가족들이랑 가요. 바베큐 사진 보니까 벌써 배고프네요 ㅋㅋ {e:laugh}
""")
    ips = [
        "211.23",
        "118.41",
        "121.133",
        "58.229",
        "222.110",
        "175.194",
        "119.67",
        "211.36",
        "124.54",
        "59.12",
        "61.78",
    ]
    path = "/sandeulbaram/4082"
    k = kids(cs)
    owner = "산들바람"

    def item(i: int, n: int) -> str:
        c = cs[i]
        no = 20100 + i
        cls = "cmt_item re" if c.parent is not None else "cmt_item"
        if not c.real:
            return (
                f'<li class="{cls} secret" id="cmt{no}"><div class="cmt_info"><img src="/sandeulbaram/img/lock.svg" '
                f'width="9" height="11" alt="비밀"> <span class="date">{esc(c.at)}</span></div>'
                '<p class="cmt_txt">비밀댓글입니다.</p></li>\n'
            )
        ip = "" if c.who == owner else f' <span class="ip">({ips[i]}.xxx.xxx)</span>'
        badge = (
            ' <img src="/sandeulbaram/img/owner.svg" width="28" height="13" alt="주인">'
            if c.who == owner
            else ""
        )
        sub = "".join(item(j, n) for j in k.get(i, []))
        sub = f'<ul class="reply">\n{sub}</ul>\n' if sub else ""
        mark = '<span class="re_ico">ㄴ</span> ' if c.parent is not None else ""
        return (
            f'<li class="{cls}" id="cmt{no}"><div class="cmt_info">{mark}<strong class="nick">{esc(c.who)}</strong>{badge}{ip} '
            f'<span class="date">{esc(c.at)}</span> <span class="btn"><a href="/sandeulbaram/4082/reply/{no}">답글</a> | '
            f'<a href="/sandeulbaram/4082/delete/{no}" onclick="return showPw({no});">삭제</a></span></div>\n'
            f'<form class="pwbox" id="pw{no}" action="/sandeulbaram/4082/delete/{no}" method="post" style="display:none">'
            '비밀번호 <input type="password" name="pw" size="8"> <input type="submit" value="확인"></form>\n'
            f'<p class="cmt_txt">{lines_html(c.raw, emo="/img/emo/", alt=False)}</p>\n{sub}</li>\n'
        )

    comments = "".join(item(i, n) for n, i in enumerate(k[None]))
    body = f"""<body>
<div id="wrap">
<div id="gnb"><a href="/">누리로그 홈</a> · <a href="/top">인기글</a> · <a href="/theme/travel">여행</a> · <a href="/login">로그인</a></div>
<div id="blog_head"><h1><a href="/sandeulbaram">산들바람의 캠핑일기</a></h1><p>텐트 하나로 떠나는 주말 이야기</p></div>
<div id="content">
<div class="post">
<div class="post_cate"><a href="/sandeulbaram/category/캠핑후기">캠핑후기</a> | 2010.05.24 20:31</div>
<h2 class="post_tit">홍천 강변 오토캠핑장 1박2일 후기</h2>
<div class="post_body">
<p>지난 주말 아이 둘과 함께 홍천 강변에 있는 오토캠핑장에 다녀왔어요. 서울에서 차로 두 시간 정도 걸렸고, 토요일 오전에 출발하니 길도 크게 막히지 않았습니다.</p>
<p><img src="/sandeulbaram/img/site.svg" width="450" height="300" alt="사이트 전경"></p>
<p>사이트는 파쇄석이 깔려 있어서 팩이 잘 박혔고, 사이트 간격도 넓은 편이라 옆 텐트 소리가 거의 들리지 않았어요. 화장실과 개수대는 새로 지은 건물이라 깨끗했습니다.</p>
<p>저녁에는 삼겹살과 옥수수를 구워 먹고, 아이들은 강가에서 물수제비를 뜨며 놀았어요. 밤에는 별이 정말 많이 보였습니다. 다음에는 단풍철에 다시 오고 싶네요.</p>
</div>
<div class="post_tag">태그 : <a href="/sandeulbaram/tag/홍천">홍천</a>, <a href="/sandeulbaram/tag/오토캠핑">오토캠핑</a>, <a href="/sandeulbaram/tag/가족캠핑">가족캠핑</a></div>
<div class="post_tab"><a href="#cmt_area" class="on">댓글 26</a> | <a href="#tb_area">엮인글 1</a> | <a href="/sandeulbaram/4082/scrap">스크랩 3</a> | <a href="/sandeulbaram/4082/print">인쇄</a></div>
<div id="tb_area">
<p class="tb_addr">엮인글 주소 : http://nurilog.example.kr/sandeulbaram/4082/tb</p>
<ul class="tb_list"><li><a href="http://nurilog.example.kr/jakeunsup/1930">홍천 다녀왔어요, 산들바람님 후기 보고 갔습니다</a> <span class="tb_from">작은숲의 하루</span> <span class="date">2010.05.28 22:40</span><p>강변 B구역 추천받고 다녀왔는데 정말 조용하고 좋았어요. 다만 모기가…</p></li></ul>
</div>
<div id="cmt_area">
<ul class="cmt_list">
{comments}</ul>
<div class="paging"><strong>1</strong> <a href="/sandeulbaram/4082/comment/page/2">2</a> <a href="/sandeulbaram/4082/comment/page/3">3</a> <a href="/sandeulbaram/4082/comment/page/2">다음 &gt;</a></div>
<form class="cmt_write" action="/sandeulbaram/4082/comment" method="post">
<p>이름 <input type="text" name="name" size="12"> 비밀번호 <input type="password" name="pw" size="8"> <label><input type="checkbox" name="secret"> 비밀글</label></p>
<textarea name="body" rows="4" cols="60"></textarea> <input type="submit" value="등록">
</form>
</div>
</div>
</div>
<div id="sidebar">
<div class="box"><h3>프로필</h3><p><img src="/sandeulbaram/img/prof.svg" width="60" height="60" alt=""> 산들바람<br>주말마다 떠나는 네 식구</p></div>
<div class="box"><h3>최근 글</h3><ul><li><a href="/sandeulbaram/4090">가평 잣나무숲 캠핑장</a></li><li><a href="/sandeulbaram/4082">홍천 강변 오토캠핑장 1박2일 후기</a></li><li><a href="/sandeulbaram/4071">타프 치는 법 정리</a></li><li><a href="/sandeulbaram/4065">캠핑 요리 - 더치오븐 닭백숙</a></li></ul></div>
<div class="box"><h3>방문자</h3><p>오늘 212 · 어제 348<br>전체 185,402</p></div>
<div class="box"><h3>방명록</h3><p><a href="/sandeulbaram/guestbook">방명록 남기기 (1,214)</a></p></div>
</div>
<div id="footer">누리로그 © NURI Corp.</div>
</div>
<script type="text/javascript">
function showPw(no) {{ var f = document.getElementById('pw' + no); if (f) {{ f.style.display = 'block'; }} return false; }}
</script>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;font:12px/1.6 Dotum,"돋움",sans-serif;color:#333;background:#eef3e8}
#wrap{width:900px;margin:0 auto;background:#fff}#gnb{background:#3a7d44;color:#fff;padding:4px 10px}#gnb a{color:#fff}
#blog_head{padding:18px 20px;background:url(/sandeulbaram/img/head.svg) #9cc59a}
#content{float:left;width:640px;padding:10px 20px}#sidebar{float:right;width:200px;padding:10px}#footer{clear:both;text-align:center;color:#999;padding:8px}
.post_cate{color:#888;font-size:11px}.post_tab{border-top:2px solid #3a7d44;border-bottom:1px solid #ddd;padding:4px;font-weight:bold}.post_tab a.on{color:#3a7d44}
.tb_list li{list-style:none;border-bottom:1px dotted #ccc;padding:4px 0}.tb_from{color:#3a7d44}
.cmt_list{padding:0}.cmt_list li{list-style:none}.cmt_item{border-bottom:1px solid #eee;padding:6px 0}
.reply{margin:4px 0 0 20px;padding:0}.re{background:#f7f9f4;border:0;padding:4px 6px}
.nick{color:#3a7d44}.ip{color:#aaa;font-size:11px}.date{color:#999;font-size:11px}.btn{font-size:11px}
.paging{text-align:center;padding:8px}.secret .cmt_txt{color:#aaa}
.box h3{font-size:12px;border-bottom:1px solid #3a7d44}
</style>"""
    files = {
        "/sandeulbaram/img/site.svg": svg(450, 300, "#6f9a6a", "홍천 강변"),
        "/sandeulbaram/img/prof.svg": svg(60, 60, "#9cc59a"),
        "/sandeulbaram/img/head.svg": svg(900, 80, "#9cc59a"),
        "/sandeulbaram/img/lock.svg": svg(9, 11, "#999"),
        "/sandeulbaram/img/owner.svg": svg(28, 13, "#3a7d44", "주인", 9),
        **emoticon_files("/img/emo/"),
    }
    html = (
        doc("html4t", title="홍천 강변 오토캠핑장 1박2일 후기 : 산들바람의 캠핑일기", lang="ko", head=css)
        + body
    )
    return make(
        "fb-ko-portal-camping",
        "discussion",
        "ko",
        html,
        cs,
        path=path,
        container="div#cmt_area after a tab line '댓글 26 | 엮인글 1 | 스크랩 3' and the trackback list div#tb_area: ul.cmt_list, one li.cmt_item a comment (div.cmt_info: strong.nick NAME, span.ip '(211.23.xxx.xxx)', span.date, '답글 | 삭제'; a hidden password form; p.cmt_txt TEXT); answers in ul.reply inside their parent's li with 'ㄴ'; a secret li '비밀댓글입니다.' without a name; a pager '1 2 3 다음' (page 1 of 3 shown)",
        heading="댓글 26",
        description="A Korean portal blog of 2010 (invented host): a camping report with the first of three comment pages: 10 comments shown (7 readers' comments, the blogger's 3 answers nested as 'ㄴ' replies, one reader's answer two deep), a secret comment's notice without a name, masked IPs '(211.23.xxx.xxx)' after the readers' names, '답글 | 삭제' with a hidden password box for guests' deletes; the tab line says 26 comments (the other 16 are on pages 2 and 3, not served: the truth is this page's 10); a trackback list of one entry above the comments; recent posts, a visitor counter and a guestbook link in the sidebar.",
        files=files,
    )


# --------------------------------------------------------------------------- zh-Hant: a food blog, Taiwan 2008


def zh_tainan() -> Case:
    cs = talk("""
小米粒 || 2008/11/02 21:14 || 看起來好好吃喔！！請問這家幾點開始營業？我上次早上十點去就已經賣完了 {e:sad}
>阿布 || 2008/11/03 09:12 || 他們早上六點就開了，我是七點多去的，那時候魚肚還有，九點以後就很難說了～
府城胖子 || 2008/11/02 23:40 || 老闆是不是有點兇？哈哈，不過粥真的沒話說，湯頭很清甜。 // 推薦下次可以多點一份油條，泡在湯裡超讚。
>阿布 || 2008/11/03 09:20 || 老闆其實人很好，只是太忙了啦XD 油條下次一定點！
!SECRET || 2008/11/03 10:47 || -
Vivian || 2008/11/03 12:05 || 收藏了！下個月要去台南玩，請問附近好停車嗎？
>阿布 || 2008/11/03 22:41 || 巷子很小，建議停在外面大馬路的收費停車場，走過去大概五分鐘。
路過的高雄人 || 2008/11/04 08:17 || 我覺得高雄的虱目魚粥也不輸喔～有機會來高雄我帶路 {e:wink}
喵喵 || 2008/11/05 19:30 || 版主的照片拍得好清楚，請問是用什麼相機？
>阿布 || 2008/11/05 23:02 || 只是一台很舊的小數位相機啦，光線好的時候隨便拍都好看 :P
""")
    ips = ["61.230", "", "218.166", "", "", "114.32", "", "59.115", "122.116", ""]
    path = "/blog/abu_eats/article/1225"
    k = kids(cs)
    out = []
    for n, i in enumerate(k[None], start=1):
        c = cs[i]
        if not c.real:
            out.append(
                f'<div class="msg secret"><div class="msg-head"><span class="no">#{n}</span> <b>悄悄話</b> '
                f"於 {esc(c.at)} 留言</div>\n"
                '<div class="msg-body">此則留言為悄悄話，僅版主可以瀏覽。</div></div>\n'
            )
            continue
        res = "".join(
            f'<div class="owner-reply"><span class="t">{esc(cs[j].who)} 回覆於 {esc(cs[j].at)}</span><br>'
            f"{lines_html(cs[j].raw, emo='/blog/emo/')}</div>\n"
            for j in k.get(i, [])
        )
        out.append(
            f'<div class="msg" id="m{3300 + n}"><div class="msg-head"><span class="no">#{n}</span> <b>{esc(c.who)}</b> '
            f'於 {esc(c.at)} 留言 <span class="ip">[{ips[i]}.xxx.xxx]</span> <a href="/blog/abu_eats/reply/{3300 + n}">回覆</a> '
            f'<a href="/blog/abu_eats/delmsg/{3300 + n}">刪除</a></div>\n'
            f'<div class="msg-body">{lines_html(c.raw, emo="/blog/emo/")}</div>\n{res}</div>\n'
        )
    comments = "".join(out)
    body = f"""<body>
<table id="frame" width="860" align="center" cellpadding="0" cellspacing="0"><tr><td colspan="2" id="top">
<div class="host">貓頭鷹部落 | <a href="/">首頁</a> | <a href="/hot">熱門文章</a> | <a href="/login">登入</a></div>
<h1><a href="/blog/abu_eats">阿布吃吃喝喝</a></h1><p>南部小吃、早餐店與路邊攤的筆記本</p></td></tr>
<tr><td id="left" valign="top">
<div class="box"><h3>關於我</h3><p>阿布，台南長大、台北上班，週末回家就是吃。</p></div>
<div class="box"><h3>月曆</h3><table class="cal"><tr><th>日</th><th>一</th><th>二</th><th>三</th><th>四</th><th>五</th><th>六</th></tr><tr><td><a href="/blog/abu_eats/date/20081102">2</a></td><td>3</td><td>4</td><td>5</td><td>6</td><td>7</td><td>8</td></tr><tr><td><a href="/blog/abu_eats/date/20081109">9</a></td><td>10</td><td>11</td><td>12</td><td>13</td><td>14</td><td>15</td></tr></table></div>
<div class="box"><h3>文章分類</h3><ul><li><a href="/blog/abu_eats/cat/1">台南 (48)</a></li><li><a href="/blog/abu_eats/cat/2">高雄 (12)</a></li><li><a href="/blog/abu_eats/cat/3">台北 (27)</a></li></ul></div>
<div class="box"><h3>人氣</h3><p>今日人氣：186<br>累積人氣：92,408</p></div>
<div class="box"><h3>留言板</h3><p><a href="/blog/abu_eats/guestbook">給阿布留言</a></p></div>
</td>
<td id="main" valign="top">
<div class="article">
<div class="date">2008/11/02 (日) 20:05</div>
<h2>台南 巷子裡的虱目魚粥</h2>
<div class="article-body">
<p>每次回台南，第一餐一定是虱目魚粥。這家藏在小巷子裡，沒有招牌，只有一塊寫著「魚粥」的木板，但早上永遠坐滿人。</p>
<p><img src="/blog/abu_eats/img/fish.svg" width="400" height="280" alt="虱目魚粥"></p>
<p>粥是用魚骨熬的湯加上白飯煮成，上面鋪滿魚肉和蚵仔，再灑一點芹菜末和油蔥。魚肚要另外加錢，但一定要點，油脂很香，入口即化。</p>
<p>一碗魚粥加魚肚是八十元，油條十元。吃完再去對面買一杯冬瓜茶，就是完美的早晨。</p>
</div>
<div class="article-foot">分類：<a href="/blog/abu_eats/cat/1">台南</a> | <a href="#trackbacks">引用(1)</a> | <a href="#messages">回應(6)</a> | 人氣(1,822)</div>
</div>
<div id="trackbacks"><h3>引用文章</h3><ul><li><a href="http://example.com.tw/blog/seashore/208">週末台南小旅行：魚粥、豆花與老街</a> <span>海邊的日子 於 2008/11/09 15:21 引用</span></li></ul></div>
<div id="messages"><h3>網友回應</h3>
{comments}
<form class="msgform" action="/blog/abu_eats/article/1225/msg" method="post"><p>暱稱 <input type="text" name="n" size="12"> <label><input type="checkbox" name="secret"> 悄悄話</label></p><textarea name="body" rows="4" cols="50"></textarea><br><input type="submit" value="送出留言"></form>
</div>
</td></tr>
<tr><td colspan="2" id="foot">Powered by 貓頭鷹部落 © 2008</td></tr></table>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#f2ede4;font:13px/1.7 "新細明體",PMingLiU,sans-serif;color:#333}
#frame{background:#fff}#top{background:#7a4e2d;color:#fff;padding:10px}#top a{color:#fff}.host{font-size:11px}
#left{width:180px;padding:10px;background:#faf6ef;font-size:12px}#main{padding:10px 20px}#foot{text-align:center;color:#999;padding:6px;font-size:11px}
.date{color:#999;font-size:11px}.article-foot{font-size:11px;color:#7a4e2d;border-top:1px dotted #ccc}
.msg{border-bottom:1px dotted #ccc;padding:6px 0}.msg-head{font-size:12px;color:#666}.no{color:#c60}.ip{color:#aaa;font-size:11px}
.msg-body{margin:4px 0 4px 10px}.owner-reply{margin:4px 0 4px 30px;padding:5px 8px;background:#fff3e0;border:1px dashed #e0a060;font-size:12px}
.owner-reply .t{color:#c60;font-size:11px}.secret .msg-body{color:#aaa}
.cal td,.cal th{font-size:10px;padding:0 2px}
</style>"""
    files = {
        "/blog/abu_eats/img/fish.svg": svg(400, 280, "#c7a27c", "虱目魚粥"),
        **emoticon_files("/blog/emo/"),
    }
    html = (
        doc("html4t", title="台南 巷子裡的虱目魚粥 @ 阿布吃吃喝喝 :: 貓頭鷹部落", lang="zh-Hant", head=css)
        + body
    )
    return make(
        "fb-zh-blog-tainan",
        "discussion",
        "zh-Hant",
        html,
        cs,
        path=path,
        container="div#messages '網友回應' after the foot line '引用(1) | 回應(6)' and div#trackbacks: one div.msg a message (div.msg-head '#N', b NAME, '於 DATE 留言', span.ip '[61.230.xxx.xxx]', '回覆 刪除'; div.msg-body TEXT); the blogger's answer a div.owner-reply inside it ('阿布 回覆於 DATE', br, TEXT); one '悄悄話' message whose body says only the owner can read it",
        heading="網友回應",
        description="A Taiwanese food blog of 2008 on an invented blog host, in a layout table: 5 readers' messages numbered #1-#6 with a '悄悄話' (secret) notice among them, each with a masked IP, the blogger's four answers boxed under the messages they answer (truth: replies), emoticon images; a '引用文章' list of one trackback above the messages; calendar, categories, popularity counter and a guestbook link in the left column.",
        files=files,
    )
