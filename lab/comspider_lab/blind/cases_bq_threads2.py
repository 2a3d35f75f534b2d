"""Blind set BQ: four more discussions of 2010-2013 in the served HTML: a Japanese hosted blog's numbered comments
with the name after the text and the blogger's ">>n" answers, a trackback below (ja), a Chinese portal's reader
comment table with floors, places and "回复 n楼" lines, two table rows per comment (zh), a Korean news site's 댓글 list
with masked ids, agree/disagree counts and "└" replies nested under their comment (ko), an Italian valley portal's
comments from a comments extension, flat in thread order with only a level class for the nesting (it). Every class
name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bq_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    cloud,
    depth,
    draw,
    esc,
    flat,
    links,
    ptext,
    rows,
    seeds,
    slug,
    talk,
)


def ja_blog() -> Case:
    ns = talk("""
ベランダ初心者 @ 2011年08月21日 20:31 :: すごい！5階でこんなに茂るんですね。うちは3階ですが、今年は葉っぱが黄色くなって全然ダメでした。
みどり @ 2011年08月21日 21:05 :: 節電の夏、ゴーヤのカーテンのおかげでエアコンをつけずに済んだ日って何日くらいありました？ うちは体感で2度くらい違う気がします。
^1 ゴーヤ母さん @ 2011年08月21日 22:14 [owner] :: >>1 ありがとうございます。黄色くなるのは肥料切れのことが多いです。うちは7月から週1回、液肥をあげていました。
^2 ゴーヤ母さん @ 2011年08月21日 22:20 [owner] :: >>2 数えてないんですが、7月後半からは夜はほとんど扇風機だけでした。西日が当たらなくなったのが大きいです。
名無しさん @ 2011年08月22日 07:48 :: 実は何本とれました？
^5 ゴーヤ母さん @ 2011年08月22日 12:03 [owner] :: >>5 今日までで38本です！ 食べきれなくてご近所に配ってます(笑)
たけのこ @ 2011年08月22日 13:40 :: ネットは何センチ目のものを使っていますか？ ホームセンターで10cmと15cmがあって迷ってます。
^3 ベランダ初心者 @ 2011年08月22日 19:25 :: >>3 液肥ですか！ 植え付けの時の元肥だけでした。来年はやってみます。
kumiko @ 2011年08月23日 09:12 :: 苦いのが苦手な子どもでも食べられるレシピがあったら教えてください。
^7 ゴーヤ母さん @ 2011年08月23日 21:30 [owner] :: >>7 うちは10cm目です。つるが巻きつきやすいので。
^9 みどり @ 2011年08月24日 08:05 :: >>9 横から失礼します。塩もみしてから軽くゆでて、ツナとマヨネーズで和えると、うちの小学生は食べますよ。
^9 ゴーヤ母さん @ 2011年08月24日 22:47 [owner] :: >>9 みどりさんのやり方、おすすめです！ あとはチャンプルーに卵を多めに入れると苦みがやわらぎます。 // 来週は種取りの記事を書く予定です。
""")

    def body(i: int, n: Note) -> str:
        out = []
        for k, p in enumerate(n.body.split("\n\n")):
            if k == 0 and p.startswith(">>") and n.parent is not None:
                ref, _, rest = p.partition(" ")
                out.append(f'<a href="#comment-{n.parent + 1}">{esc(ref)}</a> {esc(rest)}')
            else:
                out.append(esc(p))
        return "<br /><br />".join(out)

    def item(i: int, n: Note) -> str:
        owner = " ja-owner" if n.tag("owner") else ""
        return (
            f'<li class="ja-c{owner}" id="comment-{i + 1}"><div class="ja-cbody">{body(i, n)}</div>'
            f'<div class="ja-cauthor">{i + 1}. Posted by <span class="ja-name">{esc(n.who)}</span>　{esc(n.at)}</div></li>'
        )

    title = "ゴーヤの緑のカーテン、今年は大成功でした"
    after = (
        '<div id="ja-comments"><h3 class="ja-ch">この記事へのコメント</h3><ol class="ja-clist">'
        + flat(ns, item)
        + "</ol></div>"
        '<div class="ja-form"><h3 class="ja-ch">コメントする</h3><form action="/comment" method="post"><p>名前: <input type="text" name="author" /></p><p>URL: <input type="text" name="url" /></p>'
        '<p><textarea name="body" rows="6" cols="50"></textarea></p><p><label><input type="checkbox" name="remember" /> 情報を記憶</label> <input type="submit" value="投稿する" /></p></form></div>'
        '<div class="ja-tb"><h3 class="ja-ch">この記事へのトラックバック</h3><p class="ja-tburl">トラックバックURL: http://goya-dayori.example/tb/5521930</p>'
        '<ul><li><a href="/out/setsuden">緑のカーテン2011まとめ</a> <small>（節電生活ブログ）2011年08月22日 09:10</small><p>今年話題になった緑のカーテン、ベランダ菜園だよりさんのゴーヤが見事です。5階でも育つんですね…</p></li></ul></div>'
    )
    side = (
        box(
            "ja-goya",
            "プロフィール",
            '<p><img src="/_avatar/ja-prof.svg" alt="" width="60" height="60" /><br /><b>ゴーヤ母さん</b><br />神奈川のマンション5階でベランダ菜園。夫と娘の3人家族。</p>',
        )
        + box(
            "ja-goya",
            "最新記事",
            links((title, "ミニトマトの脇芽かき", "バジルが花を咲かせた", "梅雨の間の水やり"), "/archives/"),
        )
        + box(
            "ja-goya",
            "最新コメント",
            "<ul>"
            + "".join(
                f'<li><b>{esc(a)}</b>:<a href="/archives/{slug(t) or "post"}.html">{esc(t)}</a>({esc(d)})</li>'
                for a, t, d in rows(f"""
ゴーヤ母さん | {title} | 08/24
みどり | {title} | 08/24
ゴーヤ母さん | {title} | 08/23
トマト好き | ミニトマトの脇芽かき | 08/19
""")
            )
            + "</ul>",
        )
        + box(
            "ja-goya",
            "カテゴリ別アーカイブ",
            links(
                ("ゴーヤ", "トマト", "ハーブ", "道具", "日記"),
                "/archives/cat/",
                counts=("(14)", "(22)", "(9)", "(5)", "(31)"),
            ),
        )
        + box(
            "ja-goya",
            "月別アーカイブ",
            links(
                ("2011年08月", "2011年07月", "2011年06月", "2011年05月"),
                "/archives/",
                counts=("(6)", "(9)", "(8)", "(7)"),
            ),
        )
        + box(
            "ja-goya",
            "Twitter",
            "<ul>"
            + "".join(
                f"<li>{esc(x)} <small>{esc(w)}</small></li>"
                for x, w in rows("""
ゴーヤ、今朝も3本収穫。冷蔵庫がゴーヤだらけ | 約2時間前
ブログ更新しました：緑のカーテン、今年は大成功 | 約5時間前
台風が来るのでネットを結び直した | 3日前
""")
            )
            + '</ul><p><a href="/out/twitter">@goya_kaasan をフォロー</a></p>',
        )
        + box(
            "ja-goya",
            "ブログランキング",
            '<p><a href="/out/rank1">家庭菜園ランキング</a><br /><a href="/out/rank2">ベランダ菜園 人気ブログ</a></p>',
        )
        + box("ja-goya", "アクセスカウンター", "<p>今日: 312<br />昨日: 1048<br />累計: 251880</p>")
    )
    style = (
        ".ja-ch{font-size:13px;border-left:6px solid #6a9a3a;padding-left:6px;color:#3d6b2d}.ja-clist{list-style:none;padding:0}.ja-c{border-bottom:1px dashed #ccc;padding:8px 0}"
        ".ja-cauthor{text-align:right;font-size:11px;color:#777}.ja-owner .ja-cbody{color:#2d5a1d}.ja-tburl{font-size:11px;color:#888}"
    )
    piece = Piece(
        title,
        "投稿者：ゴーヤ母さん 22:10",
        "2011-08-21T20:10:00+09:00",
        "2011年08月21日",
        """
5月の連休に植えたゴーヤ2株が、8月にはベランダの窓をすっかり覆うほどに育ちました。マンションの5階で風が強いので心配していましたが、ネットをしっかり固定したのがよかったようです。

今年は節電の夏ということで、同じマンションでも緑のカーテンをしているお宅が一気に増えました。我が家は西向きなので、午後の日差しがやわらぐだけで部屋の暑さがかなり違います。

実はもう30本以上収穫しています。写真は今朝とれた分です。来年のために種も取っておくつもりです。
""",
        tags=("ゴーヤ", "緑のカーテン"),
    )
    return case(
        "bq-ja-blog-bango",
        "discussion",
        "ja-goya",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/archives/5521930.html",
        reveal="on_load",
        container="div#ja-comments: h3 'この記事へのコメント', ol.ja-clist > li.ja-c (div.ja-cbody first, then div.ja-cauthor 'n. Posted by NAME date'), flat",
        heading="この記事へのコメント",
        description="A Japanese balcony-gardening blog on a hosted blog engine, 2011: a post with 12 numbered readers' comments, flat, the number, name and date in a line after each text; the blogger answers six times, each answer opening with a '>>n' link to the comment it answers (the truth keeps '>>n' in the text and takes comment n as the parent); a comment form, then a trackback; the sidebar's latest comments naming this post's commenters, the blogger's tweets, rankings and an access counter. Most awkward: the meta line comes after the text, and the answers are flat.",
        static=True,
        lookalikes=(
            "a latest-comments widget naming this post's commenters",
            "the blogger's tweets",
            "a trackback",
        ),
    )


def zh_portal() -> Case:
    ns = talk("""
风中的石头 @ 2010-08-12 11:05:13 [place=湖北省武汉市] :: 做了二十年生意，说搬就搬，补偿标准到现在还没公布，谁心里都没底。
江城网友 @ 2010-08-12 11:20:41 [place=湖北省武汉市] :: 改造是好事，汉正街那么乱，消防隐患太大了，前年那场火大家都忘了？
老汉口 @ 2010-08-12 11:47:02 [place=湖北省武汉市] :: 汉正街是汉口的根，拆了就再也回不来了。能不能保留几条老街？
^1 小蔡 @ 2010-08-12 12:10:55 [place=湖北省孝感市] :: 听说补偿按营业面积算，租户拿不到多少，主要是给产权人的。
^4 风中的石头 @ 2010-08-12 12:31:20 [place=湖北省武汉市] :: 对，我们就是租户，所以才着急。新市场的铺面租金据说要翻倍。
江城网友 @ 2010-08-12 13:02:44 [place=广东省广州市] :: 在广州进货的路过一下，汉正街的货其实已经没什么价格优势了，网购一来更难做。
^3 wuhan_dd @ 2010-08-12 13:25:19 [place=湖北省武汉市] :: 规划里说保留三段历史街区，报道里没写，可以去规划局网站看公示。
^7 老汉口 @ 2010-08-12 14:00:07 [place=湖北省武汉市] :: 谢谢，去看了，只保留临街的立面，里面全拆。这算什么保留。
张姐 @ 2010-08-12 14:33:51 [place=湖北省武汉市] :: 我家三代都在汉正街卖布，希望政府多听听我们小商户的意见，不要一刀切。
江城网友 @ 2010-08-12 15:12:30 [place=湖北省武汉市] :: 交通问题先解决吧，每天早上中山大道堵成那样。
^1 本网记者 李明 @ 2010-08-12 16:05:10 [place=江城网,team] :: 感谢各位网友关注。关于补偿标准，区政府表示将于本月底前公布征求意见稿，本网将继续跟踪报道。
小蔡 @ 2010-08-12 16:40:22 [place=湖北省孝感市] :: 支持记者继续跟踪！
^11 风中的石头 @ 2010-08-12 17:02:48 [place=湖北省武汉市] :: 谢谢李记者，月底我们再来看。
搬运工老王 @ 2010-08-12 20:18:09 [place=湖北省武汉市] :: 我在汉正街挑了十五年货，市场搬走了我们这些挑夫怎么办？没人提这个。
""")
    votes = (
        (23, 4),
        (41, 12),
        (37, 2),
        (8, 0),
        (15, 1),
        (19, 6),
        (11, 0),
        (9, 1),
        (52, 3),
        (27, 2),
        (30, 1),
        (6, 0),
        (4, 0),
        (44, 2),
    )

    def item(i: int, n: Note) -> str:
        up, down = votes[i]
        reply = ""
        if n.parent is not None:
            reply = f'<div class="pl-re">回复 <a href="#pl{n.parent + 1}">{n.parent + 1}楼</a> {esc(ns[n.parent].who)}：</div>'
        who = f'<span class="pl-name">{esc(n.who)}</span>'
        return (
            f'<tr class="pl-head" id="pl{i + 1}"><td><b>第{i + 1}楼</b> 网友 <span class="pl-ip">[{esc(n.tag("place"))}]</span> {who} 发表于 {esc(n.at)}</td>'
            f'<td class="pl-op">支持[<span>{up}</span>] 反对[<span>{down}</span>] <a href="#plform">回复</a></td></tr>'
            f'<tr class="pl-txt"><td colspan="2">{reply}{ptext(n.body)}</td></tr>'
        )

    after = (
        '<div class="pl-box" id="pinglun"><div class="pl-tit"><b>网友评论</b> <span>（已有<em>14</em>条评论，<a href="/pinglun/list_88231.html">查看全部评论&gt;&gt;</a>）</span></div>'
        '<table class="pl-tab" width="100%" cellpadding="4" cellspacing="0">' + flat(ns, item) + "</table>"
        '<p class="pl-note">网友评论仅供其表达个人看法，并不表明本网同意其观点或证实其描述。</p>'
        '<div class="pl-form" id="plform"><b>发表评论</b><form action="/pinglun/post" method="post"><p>用户名：<input type="text" name="name" /> <label><input type="checkbox" name="niming" checked="checked" />匿名</label></p>'
        '<p><textarea name="content" rows="5" cols="60"></textarea></p><p>验证码：<input type="text" name="code" size="5" /> <img src="/_avatar/pl-code.svg" alt="" width="60" height="22" /> <input type="submit" value="发表" /></p></form></div></div>'
    )
    side = (
        box(
            "zh-jiangcheng",
            "热点新闻排行",
            links(
                (
                    "江城今夏最高温将达39度",
                    "地铁二号线今年底试运行",
                    "中山大道部分路段封闭施工",
                    "汉口老字号热干面店搬家了",
                    "暑期游泳馆人满为患",
                    "江城房价七月环比上涨",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "zh-jiangcheng",
            "评论排行",
            links(
                (
                    "汉正街改造启动 老商户何去何从",
                    "江城房价七月环比上涨",
                    "中山大道部分路段封闭施工",
                    "电动车上路要挂牌了",
                ),
                "/news/",
                "ol",
                ("(14)", "(96)", "(58)", "(133)"),
            ),
        )
        + box(
            "zh-jiangcheng",
            "图片新闻",
            '<p><img src="/_avatar/pk-tupian.svg" alt="" width="120" height="80" /><br /><a href="/photo/1.html">江滩夜景灯光秀今晚开幕</a></p>',
        )
        + box(
            "zh-jiangcheng",
            "江城论坛热帖",
            links(
                (
                    "[杂谈] 说说你记忆里的汉正街",
                    "[房产] 二环内还有没有便宜的二手房",
                    "[美食] 哪家热干面最正宗",
                ),
                "/bbs/",
                counts=("回复 318", "回复 204", "回复 977"),
            ),
        )
    )
    style = (
        ".pl-box{border:1px solid #ddd;margin-top:16px}.pl-tit{background:#f5f5f5;border-bottom:2px solid #c00;padding:4px 8px}.pl-tit span{font-size:12px;color:#888}"
        ".pl-head td{background:#f9f9f9;border-top:1px dashed #ccc;font-size:12px;color:#666}.pl-name{color:#1a3c8a;font-weight:bold}.pl-ip{color:#999}.pl-op{text-align:right;white-space:nowrap}"
        ".pl-txt td{font-size:14px}.pl-txt p{text-indent:0;margin:2px 0}.pl-re{color:#999;font-size:12px}.pl-note{color:#999;font-size:12px;padding:0 8px}.pl-form{padding:8px}"
    )
    piece = Piece(
        "汉正街改造启动 老商户何去何从",
        "来源：江城晚报　作者：记者 李明",
        "2010-08-12T10:22:00+08:00",
        "2010-08-12 10:22",
        """
记者昨日从区政府获悉，汉正街综合改造工程将于今年9月正式启动，首期涉及商户约3200户。按照规划，小商品批发市场将逐步迁往城北新建的商贸城。

不少老商户对此心情复杂。在汉正街经营服装批发近二十年的刘先生告诉记者，他最担心的是补偿标准和新市场的客流。“这里的老客户都认这个地方，换个地方，生意要从头做起。”

区政府有关负责人表示，改造将坚持“先安置、后拆迁”的原则，具体补偿方案将向社会公开征求意见。
""",
        section="社会",
        tags=("汉正街", "旧城改造", "商户"),
        caption="汉正街的批发市场（资料图）",
    )
    return case(
        "bq-zh-menhu-loucheng",
        "discussion",
        "zh-jiangcheng",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/shehui/2010-08/12/content_88231.html",
        reveal="on_load",
        container="div.pl-box#pinglun: '网友评论' title, table.pl-tab with two rows per comment (tr.pl-head: floor, place, name, time, votes; tr.pl-txt: div.pl-re '回复 n楼 NAME：' on answers, then the text)",
        heading="网友评论",
        description="A Chinese city portal of 2010: an article on a market street's redevelopment with 14 readers' comments in one table, two rows a comment (a head row with the floor number, the reader's province and city, the name, the time and support/oppose counts; a text row), three of them by anonymous readers shown as '江城网友' and one by the reporter; answers open with a '回复 n楼 NAME：' line (the truth takes floor n as the parent, the line not in the text), a disclaimer and a comment form; the right column's most read, most commented with counts, a photo and the portal forum's hot threads with reply counts. Most awkward: the name sits in the middle of the head row's template text.",
        static=True,
        lookalikes=("most commented with counts", "forum hot threads with reply counts"),
    )


def ko_portal() -> Case:
    ns = talk("""
kimj**** @ 2013.05.14 09:12 :: 어릴 때 아버지 손 잡고 매주 토요일마다 가던 곳인데… 마음이 짠하네요.
  ssun**** @ 2013.05.14 09:40 :: 저도요. 목욕 끝나고 먹던 바나나우유 맛을 잊을 수가 없어요.
목욕탕집딸 @ 2013.05.14 10:05 :: 부모님이 30년 동안 목욕탕을 하셨어요. 기름값이 몇 년 사이에 두 배가 돼서 손님이 와도 남는 게 없다고 하셨어요.
  park**** @ 2013.05.14 10:31 :: 고생 많으셨겠네요. 기사에 나온 연료비 얘기가 사실이군요.
  목욕탕집딸 @ 2013.05.14 10:48 :: 네, 거기에 요즘은 다들 집에서 샤워하니까요. 명절 앞두고만 잠깐 붐벼요.
dong**** @ 2013.05.14 11:20 :: 구청에서 지원해 줄 방법은 없나요? 어르신들한테는 목욕탕이 동네 사랑방인데.
  동네방네뉴스 @ 2013.05.14 13:02 [team] :: 구청에 문의한 결과, 현재는 지원 제도가 없으며 하반기에 어르신 목욕비 지원을 검토하고 있다는 답변을 받았습니다. 후속 보도하겠습니다.
lee7**** @ 2013.05.14 14:15 :: 찜질방 생기고 나서부터 이미 끝난 거죠. 추억은 추억일 뿐.
  kimj**** @ 2013.05.14 14:40 :: 찜질방이랑 동네 목욕탕은 다르죠. 걸어서 갈 수 있는 곳이 있다는 게 중요한 거예요.
할머니손맛 @ 2013.05.14 16:55 :: 우리 동네 청수탕은 아직 하는데 다음 달에 문 닫는대요. 마지막으로 한 번 가야겠어요ㅠㅠ
""")
    votes = ((152, 12), (48, 1), (211, 4), (19, 0), (33, 0), (97, 8), (64, 2), (21, 40), (55, 3), (88, 1))

    def item(i: int, n: Note, sub: str) -> str:
        up, down = votes[i]
        kids = sum(1 for m in ns if m.parent == i)
        mark = '<span class="rp-arrow">└</span> ' if n.parent is not None else ""
        team = ' <span class="rp-team">기자</span>' if n.tag("team") else ""
        return (
            f'<li id="rp{3301 + i}"><div class="rp-info">{mark}<span class="rp-nick">{esc(n.who)}</span>{team} <span class="rp-date">{esc(n.at)}</span></div>'
            f'<p class="rp-txt">{esc(n.body)}</p><div class="rp-btn"><button type="button">공감 <em>{up}</em></button> <button type="button">비공감 <em>{down}</em></button>'
            + (f' <a href="#rp{3301 + i}">답글 <em>{kids}</em></a>' if n.parent is None else "")
            + f' <a href="/report?rp={3301 + i}">신고</a></div>{sub}</li>'
        )

    after = (
        f'<div class="rp-wrap" id="reply"><h4>댓글 <em>{len(ns)}</em></h4><div class="rp-sort"><a class="on" href="#">최신순</a> | <a href="#">공감순</a> | <a href="#">답글순</a></div>'
        '<div class="rp-write"><textarea rows="3" cols="60" disabled="disabled">로그인 후 댓글을 남길 수 있습니다.</textarea> <span>0/300자</span> <button type="button">등록</button></div>'
        '<ul class="rp-list">'
        + draw(ns, item, lambda s, _p: f'<ul class="rp-re">{s}</ul>')
        + '</ul><p class="rp-rule">※ 욕설, 비방, 광고성 댓글은 사전 통보 없이 삭제될 수 있습니다.</p></div>'
    )
    side = (
        box(
            "ko-dongne",
            "많이 본 뉴스",
            links(
                (
                    "시장 앞 횡단보도 신호등 생긴다",
                    "동네 도서관 야간 개방 시작",
                    "구립 어린이집 대기 300명",
                    "장미축제 이번 주말 개막",
                    "마을버스 요금 100원 오른다",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "ko-dongne",
            "댓글 많은 뉴스",
            links(
                (
                    "마을버스 요금 100원 오른다",
                    "동네 목욕탕 하나둘 문 닫는다",
                    "재개발 조합 총회 무산",
                    "공원 내 반려견 출입 논란",
                ),
                "/news/",
                "ol",
                ("(87)", "(10)", "(64)", "(152)"),
            ),
        )
        + box(
            "ko-dongne",
            "포토뉴스",
            '<p><img src="/_avatar/pk-photo-ko.svg" alt="" width="120" height="80" /><br /><a href="/photo/2013051401">골목길 벽화 새 단장</a></p>',
        )
        + box(
            "ko-dongne",
            "기자의 다른 기사",
            links(("전통시장 주차장 무료 개방", "경로당 에어컨 교체 예산 확보"), "/news/"),
        )
    )
    style = (
        ".rp-wrap{border-top:2px solid #333;margin-top:18px}.rp-wrap h4{font-size:14px;margin:8px 0}.rp-wrap h4 em{color:#c00;font-style:normal}.rp-sort{font-size:12px;margin-bottom:6px}.rp-sort .on{font-weight:bold}"
        ".rp-list,.rp-re{list-style:none;margin:0;padding:0}.rp-list>li{border-bottom:1px solid #e5e5e5;padding:8px 0}.rp-re{background:#f8f8f8;margin-top:6px}.rp-re>li{padding:6px 10px}"
        ".rp-nick{font-weight:bold}.rp-date{color:#999;font-size:11px}.rp-txt{font-size:13px;margin:4px 0;text-indent:0}.rp-btn{font-size:11px}.rp-btn button{font-size:11px}.rp-team{background:#c00;color:#fff;font-size:10px;padding:0 3px}"
        ".rp-rule{font-size:11px;color:#999}"
    )
    piece = Piece(
        "동네 목욕탕 하나둘 문 닫는다…남은 곳은 세 곳뿐",
        "입력 2013.05.14 08:30 | 최은지 기자",
        "2013-05-14T08:30:00+09:00",
        "2013.05.14 08:30",
        """
한때 동네마다 하나씩 있던 대중목욕탕이 빠르게 사라지고 있다. 구청에 따르면 2003년 21곳이던 관내 목욕탕은 올해 세 곳만 남았다.

목욕탕 주인들은 연료비 부담을 가장 큰 이유로 꼽는다. 30년째 목욕탕을 운영하는 김모(68)씨는 “기름값이 오르면서 물을 데우는 비용이 두 배 가까이 늘었다”며 “주말에도 손님이 예전의 절반”이라고 말했다.

어르신들에게 목욕탕은 단순히 씻는 곳이 아니라 이웃을 만나는 공간이기도 하다. 주민들 사이에서는 목욕탕을 지켜야 한다는 목소리가 나오고 있다.
""",
        section="생활",
        tags=("목욕탕", "골목상권"),
        caption="지난달 문을 닫은 한 동네 목욕탕의 굴뚝",
    )
    return case(
        "bq-ko-daetgeul",
        "discussion",
        "ko-dongne",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/articleView/20130514083012",
        reveal="on_load",
        container="div.rp-wrap#reply: h4 '댓글 10', ul.rp-list > li (div.rp-info: span.rp-nick masked id, span.rp-date; p.rp-txt; agree/disagree buttons, '답글 n'), replies in ul.rp-re inside their li with a '└' mark",
        heading="댓글 10",
        description="A Korean neighbourhood news site of 2013: an article on bathhouses closing with 10 readers' comments (masked ids like 'kimj****' and nicknames; the newsroom answering once with a '기자' badge; replies one level deep in a grey list marked '└'), agree/disagree counts, sort links and a disabled login-only box above the list; the right column's most read, most commented with counts and the reporter's other articles. Most awkward: the comment box and its rules come before the list; names are half masked.",
        static=True,
        lookalikes=("most commented with counts",),
    )


def it_levels() -> Case:
    ns = talk("""
Giuseppe R. @ 05/10/2012 09:14 :: Cinque euro di parcheggio per una sagra di paese mi sembrano davvero troppi. Con una famiglia di quattro persone tra parcheggio, castagne e vino si spendono cinquanta euro.
  Pro Loco Monteroncio @ 05/10/2012 10:02 :: Gentile Giuseppe, il ricavato del parcheggio serve a pagare la navetta gratuita e la pulizia del paese. L'anno scorso abbiamo chiuso in perdita.
    Giuseppe R. @ 05/10/2012 10:40 :: Capisco, ma allora fate pagare la navetta e lasciate il parcheggio libero. Non è la stessa cosa?
      Pro Loco Monteroncio @ 05/10/2012 11:15 :: Il prato del parcheggio è di un privato che quest'anno ha chiesto un affitto. Ne discuteremo all'assemblea di novembre, promesso.
Marisa @ 05/10/2012 12:30 :: Vengo da Bologna da dieci anni, le caldarroste di Monteroncio sono le migliori dell'Appennino. Cinque euro li pago volentieri.
Franco il forestiero @ 05/10/2012 13:05 :: Ma la navetta da dove parte? Nell'articolo non c'è scritto.
  Luca Bertoni @ 05/10/2012 13:48 [team] :: Franco, la navetta parte dal piazzale della stazione di Roncia Bassa ogni venti minuti, dalle 10 alle 19. Abbiamo aggiunto l'informazione nell'articolo.
    Franco il forestiero @ 05/10/2012 14:02 :: Grazie mille, gentilissimo.
ex sindaco @ 05/10/2012 17:20 :: Ai miei tempi la sagra era del paese e per il paese. Adesso è diventata un business.
  Marisa @ 05/10/2012 18:11 :: Ai suoi tempi però non venivano ventimila persone. Qualcuno le strade le deve pure pulire.
  Anna M. @ 05/10/2012 19:37 :: Concordo con Marisa. E comunque i residenti entrano gratis con il pass, ce l'hanno detto in Comune.
Tommaso @ 06/10/2012 08:50 :: Qualcuno sa se quest'anno c'è di nuovo il banco del castagnaccio della signora Rina?
  Pro Loco Monteroncio @ 06/10/2012 09:30 :: Sì Tommaso, la signora Rina ci sarà, stand numero 14 vicino alla chiesa!
""")
    order = [int(x) for x in draw(ns, lambda i, _n, sub: f"{i},{sub}", lambda s, _p: s).strip(",").split(",")]
    votes = (7, 4, 2, 3, 9, 1, 6, 0, -2, 5, 3, 2, 4)

    def item(k: int, i: int) -> str:
        n = ns[i]
        lvl = depth(ns, i)
        cls = f"jc-c jc-liv-{lvl}" + (" jc-autore" if n.tag("team") else "")
        v = votes[i]
        return (
            f'<div class="{cls}" id="commento-{231 + i}"><div class="jc-testa"><a class="jc-num" href="#commento-{231 + i}">#{k + 1}</a> '
            f'<span class="jc-nome">{esc(n.who)}</span> <span class="jc-data">{esc(n.at)}</span>'
            f'<span class="jc-voti"><a href="#">+</a> <b>{"+" if v > 0 else ""}{v}</b> <a href="#">−</a></span></div>'
            f'<div class="jc-testo">{ptext(n.body)}</div><div class="jc-azioni"><a href="#jc-form">Rispondi</a> | <a href="#jc-form">Cita</a></div></div>'
        )

    after = (
        f'<div id="jc-commenti"><h4>Commenti ({len(ns)})</h4><div class="jc-lista">'
        + "".join(item(k, i) for k, i in enumerate(order))
        + '</div><div id="jc-form"><h4>Aggiungi commento</h4><form action="/index.php?option=com_commenti" method="post"><p><input type="text" name="nome" value="Nome (obbligatorio)" /></p>'
        '<p><input type="text" name="email" value="E-mail" /></p><p><textarea name="testo" rows="5" cols="55"></textarea></p><p><img src="/_avatar/jc-captcha.svg" alt="" width="100" height="30" /> <input type="text" name="captcha" size="6" /></p>'
        '<p><input type="submit" value="Invia" /></p></form></div><p class="jc-cred">Commenti gestiti da un\'estensione per il CMS</p></div>'
    )
    side = (
        box(
            "it-roncia",
            "Login",
            '<form action="/login" method="post"><p>Nome utente<br /><input type="text" name="username" size="16" /></p><p>Password<br /><input type="password" name="passwd" size="16" /></p><p><label><input type="checkbox" name="ricordami" /> Ricordami</label></p><p><input type="submit" value="Accedi" /></p></form><ul><li><a href="/reset">Password dimenticata?</a></li><li><a href="/registrati">Registrati</a></li></ul>',
        )
        + box(
            "it-roncia",
            "Articoli più letti",
            links(
                (
                    "Frana sulla provinciale 7, strada chiusa",
                    "Torna il mercatino di Natale a Roncia Alta",
                    "La squadra di calcio vince il derby",
                    "Chiude la farmacia di Sant'Anna",
                ),
                "/cronaca/",
                "ol",
            ),
        )
        + box(
            "it-roncia",
            "Ultimi commenti",
            "<ul>"
            + "".join(
                f'<li><b>{esc(a)}</b> su <a href="/{slug(t)[:30]}">{esc(t)}</a>: <em>{esc(x)}</em></li>'
                for a, t, x in rows("""
Renzo | Frana sulla provinciale 7 | Era ora che qualcuno se ne accorgesse, la crepa c'era da agosto…
Giulia B. | Chiude la farmacia di Sant'Anna | Per noi anziani è un problema serio.
Mario Lenzi | Torna il mercatino di Natale | Speriamo ci siano di nuovo i presepi di legno!
""")
            )
            + "</ul>",
        )
        + box("it-roncia", "Chi è online", "<p>Abbiamo 23 visitatori e nessun utente online</p>")
        + box(
            "it-roncia",
            "Tag",
            cloud("sagra:4, castagne:3, Monteroncio:5, Pro Loco:3, viabilità:2, frana:2, calcio:1, Natale:2"),
        )
    )
    style = (
        ".jc-c{border-top:1px solid #ddd;padding:6px 0}.jc-liv-1{margin-left:30px}.jc-liv-2{margin-left:60px}.jc-liv-3{margin-left:90px}.jc-autore{background:#fff8e0}"
        ".jc-num{color:#a31515;font-weight:bold}.jc-nome{font-weight:bold}.jc-data{color:#888;font-size:11px}.jc-voti{float:right;font-size:11px}.jc-azioni{font-size:11px}.jc-cred{font-size:10px;color:#aaa}"
        "#jc-commenti h4{border-bottom:2px solid #a31515;color:#a31515}"
    )
    piece = Piece(
        "Sagra della castagna a Monteroncio: quest'anno il parcheggio si paga",
        "Scritto da Luca Bertoni",
        "2012-10-04T18:20:00+02:00",
        "Giovedì 04 Ottobre 2012 18:20",
        """
Tutto pronto per la trentaduesima Sagra della castagna di Monteroncio, in programma il 13 e 14 ottobre. Le novità di quest'anno sono due: il percorso degli stand si allunga fino al vecchio lavatoio e il parcheggio nel prato sotto il paese costa cinque euro per auto.

La Pro Loco spiega che il ricavato servirà a coprire le spese della navetta gratuita e della pulizia. «Lo scorso anno abbiamo avuto ventimila visitatori e i conti non tornavano», dice il presidente Walter Guidi.

Restano gratuiti l'ingresso alla sagra e lo spettacolo della banda domenica pomeriggio in piazza.
""",
        section="Eventi",
        tags=("sagra", "castagne", "Monteroncio"),
        caption="Le caldarroste della sagra dello scorso anno",
    )
    return case(
        "bq-it-estensione-livelli",
        "discussion",
        "it-roncia",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/eventi/312-sagra-della-castagna-monteroncio-parcheggio",
        reveal="on_load",
        container="div#jc-commenti: h4 'Commenti (13)', div.jc-lista > div.jc-c.jc-liv-N (N the depth, 0 to 3), all siblings in thread order: div.jc-testa (#n, span.jc-nome, span.jc-data, votes), div.jc-testo",
        heading="Commenti (13)",
        description="An Italian valley portal of 2012 on an open-source CMS with a comments extension: an article on a chestnut festival with 13 readers' comments numbered #1 to #13, every one a sibling of the others in thread order, the nesting given only by a level class (jc-liv-0 to jc-liv-3) and its margin (the reporter answering once, the festival committee three times); votes, a captcha form; the side's login module, most read, latest comments of other articles with excerpts, who is online and a tag cloud. Most awkward: nothing but a class says which comment answers which.",
        static=True,
        lookalikes=("latest comments of other articles with excerpts",),
    )


def threads2_bq() -> list[Case]:
    return [ja_blog(), zh_portal(), ko_portal(), it_levels()]
