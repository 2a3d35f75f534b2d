"""Blind set DE: three more article pages of 2010-2013 without any reader comment, each a site and server-printed
template of its own: a Japanese ramen blog on an FC2-like host with "コメント (0)" and an empty form, beside the latest
comments of other posts, the latest trackbacks and its board's latest posts; a Korean regional daily whose comment box
is empty and for members, beside a readers' questions box answered by reporters and most viewed with counts; a
Brazilian football blog on a WordPress-like skin whose comments are switched off, beside "most commented" with counts
and the latest commenter's words, top commenters and a Twitter widget as saved. Every class name, name, place and text
invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_de_common import Case, doc, esc, make, slug

# --------------------------------------------------------------------------- ja: FC2-like ramen blog

FC_CSS = (
    "body{margin:0;background:#f5efe0;font:13px/1.7 'MS PGothic','Hiragino Kaku Gothic Pro',sans-serif;color:#333}"
    "#container{width:900px;margin:0 auto;background:#fff}#header{background:#a0522d;color:#fff;padding:20px}#header h1{margin:0;font-size:26px}#header a{color:#fff}"
    "#main{float:left;width:610px;padding:14px}#sidebar{float:right;width:240px;padding:14px 10px;font-size:12px}.plugin{margin-bottom:16px}"
    ".plugin_title{background:#f0e0c8;padding:2px 6px;font-weight:bold;font-size:12px}.entry_date{color:#a0522d;font-size:12px}.entry_title{border-left:6px solid #a0522d;padding-left:8px;font-size:18px}"
    ".entry_footer{font-size:11px;color:#888;border-top:1px dotted #ccc}#footer{clear:both;text-align:center;font-size:11px;color:#999;padding:10px}"
)


def ja_ramen() -> Case:
    recent = (
        ("ぽん太", "【閉店】大門の「龍鳳」が8月で閉店", "09/10"),
        ("塩ラー男", "【閉店】大門の「龍鳳」が8月で閉店", "09/10"),
        ("函館っ子", "味噌ならここ！湯川「麺屋 北斗星」", "09/05"),
        ("さっぽろ麺太郎", "夏季限定の冷やし塩を食べ比べ", "09/01"),
        ("りん", "夏季限定の冷やし塩を食べ比べ", "08/31"),
    )
    tbs = (
        ("道南グルメ探訪", "五稜郭に新しいラーメン屋さん", "09/12"),
        ("はこだて食べ歩き帖", "かもめ亭 オープン初日", "09/11"),
    )
    board = (
        (
            "みそきち",
            "2010/09/11 22:04",
            "七飯町の「大黒亭」、9月から火曜定休になったそうです。行く方は注意です。",
        ),
        ("塩ラー男", "2010/09/09 23:40", "情報ありがとうございます。近いうちに行ってみます。"),
        ("たかし(旭川)", "2010/09/06 19:18", "出張で函館に行きます。朝ラーできるお店を教えてください！"),
    )
    rc = "".join(
        f'<li><span class="rc-name">{esc(n)}</span>：<a href="/blog-entry-{200 + i}.html">{esc(t)}</a> <span class="rc-date">({esc(d)})</span></li>'
        for i, (n, t, d) in enumerate(recent)
    )
    tb = "".join(
        f'<li><span class="tb-blog">{esc(b)}</span>：<a href="#">{esc(t)}</a> ({esc(d)})</li>'
        for b, t, d in tbs
    )
    bd = "".join(
        f'<li class="bbs-item"><span class="bbs-name">{esc(n)}</span> <span class="bbs-date">{esc(d)}</span><br />{esc(t)}</li>'
        for n, d, t in board
    )
    body = (
        '<div id="container"><div id="header"><h1><a href="/">函館ラーメン日記</a></h1><p>塩ラーメンを中心に、函館と道南のラーメン店を食べ歩いています。</p></div>'
        '<div id="main"><div class="entry" id="e212"><div class="entry_date">2010/09/12 (日) 21:40</div>'
        '<h2 class="entry_title">【新店】五稜郭の「麺処 かもめ亭」に行ってきた</h2>'
        '<div class="entry_body">'
        "<p>9月10日にオープンしたばかりの「麺処 かもめ亭」に行ってきました。場所は五稜郭公園から歩いて5分ほど、以前お好み焼き屋さんだった場所です。</p>"
        "<p>日曜の11時半に着いたら、すでに8人の行列。開店祝いの花がずらりと並んでいました。店内はカウンター9席とテーブル2卓。店主さんは札幌の有名店で10年修行したそうです。</p>"
        "<p>注文したのは一番人気という「特製塩らーめん」（750円）。スープは透明感のある鶏ガラと昆布で、函館の塩らしいあっさり系ですが、後から帆立の甘みがふわっと来ます。麺は細めのストレートで、スープとの相性は抜群でした。</p>"
        "<p>チャーシューは炙りで香ばしく、メンマは少し甘め。個人的には満点に近いです。次は味噌も食べてみたいと思います。</p>"
        "<p>【店舗情報】麺処 かもめ亭／営業 11:00～15:00、17:00～21:00／定休日 水曜／駐車場 3台</p>"
        "</div>"
        '<div class="entry_footer">カテゴリ：<a href="/blog-category-3.html">新店</a> ｜ <a href="#comment">コメント(0)</a> ｜ <a href="#trackback">トラックバック(2)</a> ｜ <a href="#">編集</a></div>'
        '<div class="sns">はてなブックマーク 3 ｜ ツイート 12 ｜ いいね！ 5</div></div>'
        '<div id="comment"><h3 class="sub_header">コメント</h3><p class="comment-none">この記事へのコメントはまだありません。</p>'
        '<h3 class="sub_header">コメントの投稿</h3><form method="post" action="/blog-entry-212.html"><table>'
        '<tr><th>名前</th><td><input type="text" name="name" /></td></tr><tr><th>タイトル</th><td><input type="text" name="subject" /></td></tr>'
        '<tr><th>メールアドレス</th><td><input type="text" name="mail" /></td></tr><tr><th>URL</th><td><input type="text" name="url" /></td></tr>'
        '<tr><th>本文</th><td><textarea name="comment" cols="50" rows="5"></textarea></td></tr><tr><th>パスワード</th><td><input type="password" name="pass" /></td></tr>'
        '<tr><th>非公開コメント</th><td><input type="checkbox" name="secret" /> 管理者にだけ表示を許可する</td></tr></table><input type="submit" value="送信" /></form></div>'
        '<div id="trackback"><h3 class="sub_header">トラックバック</h3><p>トラックバックURL:<br />http://hakodateramen.blog.example.jp/tb.php/212-8c1f</p></div>'
        '<div class="pager"><a href="/blog-entry-213.html">« 次の記事</a> ｜ <a href="/">ホーム</a> ｜ <a href="/blog-entry-211.html">前の記事 »</a></div></div>'
        '<div id="sidebar">'
        '<div class="plugin"><div class="plugin_title">プロフィール</div><img src="/_avatar/fc-shiora.svg" width="80" height="80" alt="" /><p>塩ラー男<br />函館在住の会社員。年間300杯が目標。</p></div>'
        '<div class="plugin"><div class="plugin_title">最新記事</div><ul><li><a href="#">【新店】五稜郭の「麺処 かもめ亭」に行ってきた (09/12)</a></li><li><a href="#">【閉店】大門の「龍鳳」が8月で閉店 (09/08)</a></li><li><a href="#">味噌ならここ！湯川「麺屋 北斗星」 (09/03)</a></li></ul></div>'
        f'<div class="plugin"><div class="plugin_title">最新コメント</div><ul class="recent-comments">{rc}</ul></div>'
        f'<div class="plugin"><div class="plugin_title">最新トラックバック</div><ul>{tb}</ul></div>'
        f'<div class="plugin"><div class="plugin_title">ラーメン掲示板 最新の書き込み</div><ul class="bbs">{bd}</ul><p><a href="http://bbs.example.jp/hakodateramen/">掲示板へ</a></p></div>'
        '<div class="plugin"><div class="plugin_title">カテゴリ</div><ul><li>塩 (84)</li><li>醤油 (37)</li><li>味噌 (29)</li><li>新店 (18)</li><li>閉店 (6)</li></ul></div>'
        '<div class="plugin"><div class="plugin_title">ランキング</div><p><a href="#">人気ブログランキングへ</a><br /><a href="#">にほんブログ村 ラーメン</a></p></div>'
        '<div class="plugin"><div class="plugin_title">月別アーカイブ</div><ul><li>2010/09 (3)</li><li>2010/08 (9)</li><li>2010/07 (8)</li></ul></div></div>'
        '<div id="footer">Copyright © 函館ラーメン日記 All Rights Reserved. Powered by FC2ブログ</div></div>'
    )
    html = doc(
        "ja", "【新店】五稜郭の「麺処 かもめ亭」に行ってきた", "函館ラーメン日記", FC_CSS, "fc2-entry", body
    )
    return make(
        "de-plain-fc2-ramen",
        "lookalike",
        "ja",
        html,
        [],
        path="/blog-entry-212.html",
        container="-",
        heading=None,
        description="A Japanese ramen blog on an FC2-like host, 2010: 'コメント(0)' in the entry footer, 'この記事へのコメントはまだありません。' and an empty comment form; beside 最新コメント (5 comments of other posts: name, post title, date; one by the blogger), 最新トラックバック, the blog's board's 3 latest posts (name, time, text), categories, ranking banners.",
        lookalikes=(
            "recent comments of other posts (name: post title (date))",
            "latest trackbacks",
            "the blog's board's latest posts with names, times and texts",
        ),
    )


# --------------------------------------------------------------------------- ko: regional daily, readers' Q&A

HB_CSS = (
    "body{margin:0;background:#fff;font:12px/1.6 Dotum,'돋움',Gulim,sans-serif;color:#333}#wrap{width:1000px;margin:0 auto}"
    "#gnb_top{font-size:11px;color:#777;padding:4px 0;border-bottom:1px solid #eee;overflow:hidden}#gnb_top .util{float:right}"
    "#logo{padding:14px 0;font:bold 34px Batang,serif;color:#0a3d7a}#gnb{background:#0a3d7a;list-style:none;margin:0;padding:0;overflow:hidden}"
    "#gnb li{float:left}#gnb a{display:block;color:#fff;padding:8px 14px;font-weight:bold;font-size:13px}#contents{float:left;width:660px;padding:14px 0}"
    "#aside{float:right;width:310px;padding:14px 0}.box{border:1px solid #d5dbe3;margin-bottom:12px;padding:8px}.box h3{margin:0 0 6px;font-size:13px;color:#0a3d7a}"
    ".view_tit{font-size:24px;line-height:1.3}.view_info{color:#888;font-size:11px;border-bottom:1px solid #ddd;padding-bottom:6px}.qa-q{font-weight:bold}.qa-a{color:#555}"
    "#footer{clear:both;border-top:2px solid #0a3d7a;padding:12px 0;font-size:11px;color:#777}"
)


def ko_hanbit() -> Case:
    qa = (
        (
            "시내버스 노선 개편은 언제부터 적용되나요? 102번이 없어진다는 말이 있던데요.",
            "박순옥(서구 둔산동)",
            "2013.06.03",
            "7월 1일부터 적용됩니다. 102번은 없어지지 않고 노선 일부가 307번과 통합됩니다.",
            "교통 담당 이재훈 기자",
        ),
        (
            "중앙시장 공영주차장 요금이 오른다는데 사실인가요?",
            "최영길(중구 은행동)",
            "2013.05.30",
            "시의회 조례 개정안이 통과되면 9월부터 30분당 500원에서 600원으로 오릅니다.",
            "시정 담당 김도윤 기자",
        ),
        (
            "보문산 전망대 보수공사는 언제 끝나나요?",
            "이지현(중구 대사동)",
            "2013.05.27",
            "공사는 이달 말 끝나고 6월 10일부터 다시 개방할 예정입니다.",
            "사회부 정미란 기자",
        ),
    )
    q = "".join(
        f'<li class="qa-item"><p class="qa-q">Q. {esc(qq)}</p><p class="qa-who">{esc(who)} · {esc(at)}</p>'
        f'<p class="qa-a">A. {esc(a)} <span class="qa-rep">— {esc(rep)}</span></p></li>'
        for qq, who, at, a, rep in qa
    )
    ranking = "".join(
        f'<li><a href="#">{esc(t)}</a> <span class="hit">조회 {esc(n)}</span></li>'
        for t, n in (
            ("중앙시장 아케이드 공사 7월 착공… 상인들 '장사 어쩌나'", "5,218"),
            ("도시철도 2호선 노선 확정 또 연기", "4,406"),
            ("유성 온천축제 사흘간 18만명 다녀가", "3,120"),
            ("한빛FC, 안방서 3연승 질주", "2,577"),
            ("대덕구 아파트 화재… 주민 40여명 대피", "2,091"),
        )
    )
    body = (
        '<div id="wrap"><div id="gnb_top">2013년 6월 5일 수요일 <span class="util"><a href="/member/login.html">로그인</a> | <a href="/member/join.html">회원가입</a> | <a href="#">구독신청</a> | <a href="#">PDF지면보기</a></span></div>'
        '<div id="logo">한빛일보</div><ul id="gnb">'
        + "".join(
            f'<li><a href="/news/{slug(m) or i}/">{esc(m)}</a></li>'
            for i, m in enumerate(
                ("홈", "정치", "경제", "사회", "지역", "문화", "스포츠", "오피니언", "포토")
            )
        )
        + "</ul>"
        '<div id="contents"><div class="article_view"><p class="sec_path">지역 &gt; 중구</p>'
        "<h2 class=\"view_tit\">중앙시장 아케이드 공사 7월 착공… 상인들 '장사 어쩌나'</h2>"
        '<p class="view_info">김도윤 기자 dykim@hanbit.example.kr | 입력 2013.06.05 15:27 | 수정 2013.06.05 16:02</p>'
        '<div class="sns_share">페이스북 27 · 트위터 14 · 미투데이 2 · 카카오스토리 · <a href="#">인쇄</a> · <a href="#">스크랩</a> · <a href="#">글자크기</a></div>'
        '<div id="article_body">'
        "<p>대전 중구 중앙시장의 노후 아케이드를 교체하는 공사가 다음 달 착공한다. 구는 5일 총사업비 42억원을 들여 1.2㎞ 구간의 아케이드를 내년 3월까지 새로 설치한다고 밝혔다.</p>"
        "<p>1998년 설치된 기존 아케이드는 곳곳에 비가 새고 일부 철골이 부식돼 안전 문제가 꾸준히 제기돼 왔다. 새 아케이드에는 채광창과 스프링클러, LED 조명이 설치된다.</p>"
        '<p>하지만 상인들의 걱정도 크다. 공사 기간 통로 일부가 막히면 손님이 줄 수밖에 없다는 것이다. 30년째 건어물 가게를 운영하는 한 상인은 "추석 대목이 공사 기간과 겹친다"며 "구간별로 나눠서라도 명절 전후에는 공사를 멈춰 달라"고 말했다.</p>'
        '<p>구 관계자는 "상인회와 협의해 야간 공사를 늘리고 추석 전후 2주간은 공사를 중단하겠다"고 설명했다.</p>'
        '<p class="copyright">&lt;저작권자 ⓒ 한빛일보, 무단전재 및 재배포 금지&gt;</p></div>'
        '<div class="reporter_box"><img src="/_avatar/hb-kimdy.svg" width="50" height="60" alt="" /> <b>김도윤 기자</b> 시정·중구 담당 <a href="#">기자의 다른 기사 보기</a></div>'
        "</div>"
        '<div id="reply_area" class="reply_area"><h3 class="reply_tit">이 기사에 대한 의견 <span class="cnt">(0)</span></h3>'
        '<p class="reply_none">등록된 의견이 없습니다.</p>'
        '<div class="reply_write"><p>로그인 후 의견을 남길 수 있습니다. <a href="/member/login.html">로그인</a></p><textarea rows="3" cols="60" disabled="disabled"></textarea><span class="byte">0/400 byte</span> <input type="button" value="등록" disabled="disabled" /></div>'
        '<p class="reply_notice">※ 욕설, 비방, 광고성 글은 예고 없이 삭제될 수 있습니다.</p></div>'
        '<div class="relation"><h3>관련기사</h3><ul><li><a href="#">중앙시장 아케이드, 비 새고 녹슬고… \'안전 사각지대\'</a> (2013.02.14)</li><li><a href="#">전통시장 시설현대화 예산 지역별 편차 커</a> (2013.04.22)</li></ul></div></div>'
        '<div id="aside"><div class="box ad" style="height:250px;background:#f4f4f4;text-align:center;color:#aaa">광고</div>'
        f'<div class="box"><h3>많이 본 뉴스</h3><ol>{ranking}</ol></div>'
        f'<div class="box qa"><h3>독자가 묻고 기자가 답한다</h3><ul>{q}</ul><p><a href="/reader/qa/">질문하기</a> | <a href="/reader/qa/">더보기</a></p></div>'
        '<div class="box"><h3>포토뉴스</h3><p><img src="/_avatar/hb-photo1.svg" width="140" height="90" alt="" /> 보문산에 핀 때죽나무꽃</p></div>'
        '<div class="box"><h3>오늘의 날씨</h3><p>맑음 17~28℃ · 미세먼지 보통</p></div></div>'
        '<div id="footer">회사소개 | 광고안내 | 개인정보취급방침 | 청소년보호정책 | 고충처리인<br />한빛일보 · 대전광역시 중구 한빛로 00 · 등록번호 대전 아00000 · Copyright ⓒ 2013 한빛일보. All rights reserved.</div></div>'
    )
    html = doc(
        "ko", "중앙시장 아케이드 공사 7월 착공… 상인들 '장사 어쩌나'", "한빛일보", HB_CSS, "view", body
    )
    return make(
        "de-plain-hanbit-market",
        "lookalike",
        "ko",
        html,
        [],
        path="/news/articleView/204417.html",
        container="-",
        heading=None,
        description="A Korean regional daily's own CMS, 2013: '이 기사에 대한 의견 (0)', '등록된 의견이 없습니다.' and a disabled members-only form; beside a readers' questions box '독자가 묻고 기자가 답한다' (3 questions with the reader's name, district and date, each answered by a named reporter), most viewed with counts, reporter box, photo news.",
        lookalikes=("readers' questions with name, district, date, and the reporters' answers",),
    )


# --------------------------------------------------------------------------- pt-BR: WordPress-like football blog

BR_CSS = (
    "body{margin:0;background:#1a1a1a;font:13px/1.6 Arial,sans-serif;color:#222}#wrap{width:960px;margin:0 auto;background:#fff}"
    "#header{background:#006633;color:#fff;padding:20px;border-bottom:6px solid #ffcc00}#header .blog-title{font:bold 34px Impact,Arial}#header a{color:#fff;text-decoration:none}"
    "#nav ul{list-style:none;margin:0;padding:0;background:#004d26;overflow:hidden}#nav li{float:left}#nav a{display:block;color:#fff;padding:7px 12px}"
    "#content{float:left;width:620px;padding:16px}#sidebar{float:right;width:290px;padding:16px 8px}.widget{margin-bottom:16px}.widget h3{background:#006633;color:#fff;padding:4px 8px;margin:0 0 6px;font-size:13px}"
    ".postmeta{font-size:11px;color:#888}.mc-last{font-size:11px;color:#666}#footer{clear:both;background:#004d26;color:#cfc;padding:12px;font-size:11px}"
)


def pt_serrano() -> Case:
    most = (
        (
            "Serrano 0 x 3 Central do Agreste: vergonha",
            143,
            "Zé do Arruda",
            "26/08/2012 às 22:47",
            "Esse técnico tem que sair ontem. Três volantes em casa contra o lanterna?",
        ),
        (
            "Contratação: lateral Wellington chega por empréstimo",
            88,
            "Fabiana Serrana",
            "25/08/2012 às 14:10",
            "Vi ele jogando pelo Sertânia, é rápido mas não marca ninguém.",
        ),
        (
            "Quanto custa ir ao Pedrão? Fiz as contas",
            61,
            "Seu Dedé",
            "24/08/2012 às 09:33",
            "Meia-entrada pra aposentado só vale no setor B, avisem os velhinhos aí.",
        ),
    )
    tops = (("Zé do Arruda", 412), ("Fabiana Serrana", 298), ("Mago da Bola", 201), ("Seu Dedé", 176))
    tweets = (
        (
            "coracaoserrano",
            "Post novo: Serrano 2 x 1 Ipiranga do Agreste, três pontos e muita sofrência",
            "há 15 minutos",
        ),
        (
            "coracaoserrano",
            "FIM DE JOGO no Pedrão! Serrano 2 x 1! Gol de Tiquinho aos 44 do segundo tempo!!!",
            "há 1 hora",
        ),
        (
            "coracaoserrano",
            "Escalação confirmada: Márcio; Wellington, Baiano, Rafael Lima e Cícero; ...",
            "há 3 horas",
        ),
    )
    mc = "".join(
        f'<li><a href="/2012/08/{slug(t)}/">{esc(t)}</a> <span class="count">({n} comentários)</span>'
        f'<div class="mc-last">Último: <b>{esc(who)}</b> em {esc(at)} — "{esc(snip)}"</div></li>'
        for t, n, who, at, snip in most
    )
    tc = "".join(f'<li><a href="#">{esc(n)}</a> ({c})</li>' for n, c in tops)
    tw = "".join(
        f'<li class="tweet"><span class="tw-user">@{esc(u)}</span> {esc(t)} <a class="tw-time" href="#">{esc(at)}</a></li>'
        for u, t, at in tweets
    )
    body = (
        '<div id="wrap"><div id="header"><div class="blog-title"><a href="/">Coração Serrano</a></div><div class="blog-desc">O blog do torcedor do Clube Atlético Serrano desde 2007</div></div>'
        '<div id="nav"><ul>'
        + "".join(
            f'<li><a href="/{slug(m)}/">{esc(m)}</a></li>'
            for m in ("Início", "Jogos", "Elenco", "Base", "História", "Fórum da Torcida", "Contato")
        )
        + "</ul></div>"
        '<div id="content"><div class="post" id="post-1884"><h1 class="posttitle">Serrano 2 x 1 Ipiranga do Agreste: três pontos e muita sofrência</h1>'
        '<p class="postmeta">Postado por <a href="/author/beto/">Beto Cavalcanti</a> em 27 de agosto de 2012 às 00:12 · Categoria: <a href="/jogos/">Jogos</a></p>'
        '<div class="share"><span class="fb">Curtir 112</span> · <span class="tw">Tweet 34</span> · <span class="gp">+1 5</span></div>'
        '<div class="entry">'
        "<p>Que jogo, minha gente. Depois do vexame de quarta contra o Central, o Serrano precisava ganhar de qualquer jeito, e ganhou do jeito mais serrano possível: sofrendo até o último minuto.</p>"
        "<p>O primeiro tempo foi fraco. O Ipiranga marcou bem, fechou o meio e saiu na frente aos 31, numa bola parada que ninguém subiu pra tirar. Vaia no intervalo, e merecida.</p>"
        "<p>No segundo tempo o professor Adilson finalmente tirou um volante e colocou o Tiquinho. Mudou o jogo. Cícero empatou aos 17 num chute cruzado, e quando todo mundo já estava conformado com o empate, Tiquinho apareceu de cabeça aos 44. O Pedrão veio abaixo.</p>"
        "<p>Destaques: Tiquinho, claro, e o zagueiro Baiano, que salvou dois gols. Negativo: Wellington de novo perdido na lateral. Próximo jogo sábado, fora, contra o Ferroviário de Caruaru.</p>"
        "</div>"
        '<p class="postmeta">Tags: <a href="#">Tiquinho</a>, <a href="#">Série A2</a>, <a href="#">Ipiranga do Agreste</a></p>'
        '<div class="authorbox"><img src="/_avatar/br-beto.svg" width="48" height="48" alt="" /> <b>Beto Cavalcanti</b> é sócio-torcedor desde 1994 e escreve aqui desde 2007. Nunca perdeu um clássico no Pedrão.</div></div>'
        '<div id="comments" class="comments-area"><p class="nocomments">Os comentários deste post estão desativados. A resenha do jogo está no <a href="/forum-da-torcida/">Fórum da Torcida</a>.</p></div>'
        '<div class="navigation"><a href="/2012/08/serrano-0-x-3-central-do-agreste-vergonha/">« Serrano 0 x 3 Central do Agreste: vergonha</a></div></div>'
        '<div id="sidebar"><ul class="xoxo">'
        '<li class="widget"><h3>Próximo jogo</h3><p>Sáb, 01/09, 16h · Ferroviário x Serrano · Estádio Luiz Lacerda</p></li>'
        f'<li class="widget widget_most_commented"><h3>Mais comentados</h3><ol>{mc}</ol></li>'
        f'<li class="widget"><h3>Top comentaristas</h3><ol>{tc}</ol></li>'
        f'<li class="widget widget_twitter"><h3>Siga @coracaoserrano</h3><ul class="tweets">{tw}</ul></li>'
        '<li class="widget"><h3>Enquete</h3><p>O Adilson deve continuar?</p><form><label><input type="radio" name="e" /> Sim</label><br /><label><input type="radio" name="e" /> Não</label><br /><input type="submit" value="Votar" /></form><p>1.208 votos</p></li>'
        '<li class="widget"><h3>Arquivos</h3><select><option>Selecionar mês</option><option>agosto 2012 (14)</option><option>julho 2012 (11)</option></select></li>'
        "</ul></div>"
        '<div id="footer">© 2012 Coração Serrano · Blog independente, sem vínculo com o clube · Orgulhosamente movido a WordPress</div></div>'
    )
    html = doc(
        "pt-BR",
        "Serrano 2 x 1 Ipiranga do Agreste: três pontos e muita sofrência",
        "Coração Serrano",
        BR_CSS,
        "single single-post",
        body,
    )
    return make(
        "de-plain-wp-serrano",
        "lookalike",
        "pt",
        html,
        [],
        path="/2012/08/serrano-2-x-1-ipiranga-do-agreste-tres-pontos-e-muita-sofrencia/",
        container="-",
        heading=None,
        description="A Brazilian football fans' blog on a WordPress-like skin, 2012: the post's comments switched off ('Os comentários deste post estão desativados', the talk moved to the fans' forum); beside 'Mais comentados' with counts and each post's latest commenter, time and words, top commenters with counts, a Twitter widget as saved, a poll, the next match.",
        lookalikes=(
            "most commented posts with counts and the latest commenter's words",
            "top commenters with counts",
            "Twitter widget as saved",
        ),
    )


def plain2_de() -> list[Case]:
    return [ja_ramen(), ko_hanbit(), pt_serrano()]
