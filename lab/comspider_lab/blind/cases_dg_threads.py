"""Blind set DG: a Chinese city portal's story of 2012 with its readers' numbered floors (沙发, 板凳, 地板, then
"N楼"), quoted replies, masked IPs, 顶/踩 votes and a removed floor; a Japanese personal blog of 2012 whose comments
carry the name after the text and ">>n" links; a Korean city daily of 2013 with boxed opinions, nested answers,
votes, masked ids and a removed entry; a Thai news site of 2012 with numbered opinions "ความคิดเห็นที่ n" and their
"n-m" answers, dated in the Buddhist era with Thai digits. Every site, class name, person, place and text invented
for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dg_common import C, Case, doc, esc, kids, make, paras, slug, talk

# --------------------------------------------------------------------------- 临江在线 (zh)

ZH_CSS = (
    "body{margin:0;font:12px/1.7 SimSun,'宋体',Arial;color:#333;background:#fff}a{color:#1f3a93;text-decoration:none}"
    "#top{background:#f5f5f5;border-bottom:1px solid #ddd;height:26px;line-height:26px;padding:0 10px}#top .r{float:right}"
    "#logo{width:960px;margin:8px auto;height:60px}#logo b{font:bold 30px 'Microsoft YaHei';color:#c00}"
    "#nav{width:960px;margin:0 auto;background:#c00;height:34px}#nav a{color:#fff;font:bold 14px 'Microsoft YaHei';padding:0 12px;line-height:34px}"
    "#wrap{width:960px;margin:10px auto;overflow:hidden}#left{float:left;width:640px}#right{float:right;width:300px}"
    ".crumb{color:#666;border-bottom:1px dotted #ccc;padding-bottom:4px}.art h1{font:bold 24px 'Microsoft YaHei';text-align:center}"
    ".info{text-align:center;color:#888}.art .txt p{font-size:14px;text-indent:2em}.share{border:1px solid #eee;padding:4px;background:#fafafa}"
    ".gt{border:1px solid #d9d9d9;margin-top:14px}.gt h3{margin:0;background:#eef2f8;padding:4px 8px;font-size:14px}"
    ".gt-floor{border-bottom:1px dashed #ddd;padding:8px}.gt-lou{float:right;color:#c00}.gt-ip{color:#999}"
    ".gt-quote{border:1px solid #e5d9a8;background:#fffbe6;padding:4px 6px;margin:4px 0;color:#666}"
    ".gt-foot{color:#999;text-align:right}.gt-del{color:#aaa;padding:8px;border-bottom:1px dashed #ddd}"
    ".box{border:1px solid #ddd;margin-bottom:10px}.box h4{margin:0;background:#f2f2f2;padding:3px 8px}.box ol{margin:6px 0 6px 28px;padding:0}"
    "#foot{border-top:2px solid #c00;text-align:center;color:#666;padding:10px;margin-top:14px}"
)


def _zh_floor_name(n: int) -> str:
    return {1: "沙发", 2: "板凳", 3: "地板"}.get(n, f"{n}楼")


def zh_linjiang() -> Case:
    cs = talk("""
江边老王 @ 2012-08-14 08:05:17 :: 沙发！终于通车了，等了整整四年。以前从东湖坐公交到市中心要一个多小时，现在说只要25分钟。 || ip=临江市 113.92.*.* || up=41 || down=2
临江市网友 @ 2012-08-14 08:11:40 :: 试运营是不是不要钱？有没有人知道免费到几号 || ip=临江市 222.76.*.* || up=3 || down=0
小鱼儿爱吃鱼 @ 2012-08-14 08:26:02 :: 今天早上坐了一趟，车厢很干净，空调也够冷。就是东湖站出口太少，只开了A口，一堆人挤在扶梯那里。 // 另外站里的牌子写的是“滨江路站”，广播里报的是“滨江大道站”，到底哪个对？？ || ip=临江市 61.175.*.* || up=27 || down=1
^1 地铁迷阿凯 @ 2012-08-14 08:40:55 :: 试运营期间照常收费的，不免费。公告上写了，起步2元，东湖到市中心4元。 || ip=临江市 125.118.*.* || up=19 || down=0
临江市网友 @ 2012-08-14 09:02:31 :: 修了四年，沿线的路挖了四年，灰大得要死，家里窗台天天一层土。现在通了也算有个交代，希望别再挖了。 || ip=临江市 113.92.*.* || up=56 || down=4
^2 东湖居民李姐 @ 2012-08-14 09:15:08 :: 出口的事我们小区业主群里也在说，B口C口据说要等到年底才开，因为旁边还有一栋楼没拆完。 || ip=临江市 218.108.*.* || up=12 || down=0
北漂回来的 @ 2012-08-14 09:48:19 :: 跟北京上海比还是差远了，2号线才14个站。什么时候能修到开发区和机场？ || ip=北京市 123.118.*.* || up=8 || down=21
^6 临江市网友 @ 2012-08-14 10:03:44 :: 楼上的，一个三线城市你跟北京比？能有地铁就不错了好吗 || ip=临江市 58.101.*.* || up=33 || down=5
^7 北漂回来的 @ 2012-08-14 10:20:12 :: 我没说不好啊，就是希望规划快一点。开发区那边每天早上堵成什么样了你去看看就知道。 || ip=北京市 123.118.*.* || up=15 || down=3
浙江省杭州市网友 @ 2012-08-14 11:37:26 :: 记者能不能问一下，晚上末班车几点？我下班都十点多了，要是十点就停那还是得打的。 || ip=浙江省杭州市 115.192.*.* || up=10 || down=0 || del=1
zhangxy1986 @ 2012-08-14 12:05:50 :: 支持，早就该修了。 || ip=临江市 60.12.*.* || up=6 || down=0
^9 地铁迷阿凯 @ 2012-08-14 12:31:07 :: 末班车22:30从东湖站发车，火车站方向23:05。试运营期间可能还会调，以地铁公司官方微博为准。 || ip=临江市 125.118.*.* || up=24 || down=0
临江市网友 @ 2012-08-14 14:18:39 :: 票价4块还是有点贵，公交才1块，一家人来回就是十几块。神马时候出月票？ || ip=临江市 122.224.*.* || up=17 || down=6
^12 小鱼儿爱吃鱼 @ 2012-08-14 15:44:21 :: 学生卡和老年卡有优惠，学生半价，70岁以上免费。上班族暂时没有，听说明年会出月票。 || ip=临江市 61.175.*.* || up=9 || down=0
""")
    # floors: the removed floor takes its number before the comment marked del=1
    floor: list[int] = []
    n = 0
    for c in cs:
        n += 1 + (c.get("del") == "1")
        floor.append(n)
    rows = []
    for i, c in enumerate(cs):
        if c.get("del") == "1":
            rows.append(f'<div class="gt-del">{_zh_floor_name(floor[i] - 1)}　该跟帖已被管理员删除</div>')
        quote = ""
        if c.parent is not None:
            q = cs[c.parent]
            quote = (
                f'<div class="gt-quote">引用 {_zh_floor_name(floor[c.parent])} <b>{esc(q.who)}</b> 的发言：'
                f"<br />{esc(q.body).replace(chr(10) + chr(10), '<br />')}</div>"
            )
        rows.append(
            f'<div class="gt-floor" id="f{floor[i]}"><div class="gt-head"><span class="gt-lou">{_zh_floor_name(floor[i])}</span>'
            f'<span class="gt-user">{esc(c.who)}</span> <span class="gt-ip">[{esc(c.get("ip"))}]</span></div>'
            f'{quote}<div class="gt-txt">{paras(c.body, br=True)}</div>'
            f'<div class="gt-foot"><span class="gt-time">{esc(c.at)}</span> <a href="javascript:;" class="ding">顶({c.get("up")})</a> '
            f'<a href="javascript:;" class="cai">踩({c.get("down")})</a> <a href="#gt-form" class="hf">回复</a></div></div>'
        )
    heading = f"网友跟帖（共{n}条，{412}人参与）"
    gt = (
        f'<div class="gt" id="gentie"><h3>{heading}</h3>'
        + "".join(rows)
        + '<div class="gt-more"><a href="/gentie/2012/0814/88213.shtml">查看全部跟帖&gt;&gt;</a></div>'
        '<form id="gt-form" action="/gentie/post" method="post"><textarea name="txt" rows="4" cols="70"></textarea><br />'
        '用户名：<input name="u" size="12" /> 密码：<input type="password" name="p" size="12" /> <label><input type="checkbox" name="niming" checked="checked" />匿名发表</label> '
        '<input type="submit" value="发表跟帖" /><p class="tip">网友跟帖仅代表其个人观点，不代表临江在线的观点或立场。</p></form></div>'
    )
    article = (
        '<div class="crumb">您的位置：<a href="/">临江在线</a> &gt; <a href="/news/">新闻中心</a> &gt; <a href="/news/local/">本地新闻</a> &gt; 正文</div>'
        '<div class="art"><h1>地铁2号线东延段今日试运营 沿线居民：终于等到了</h1>'
        '<div class="info">2012年08月14日 07:30　来源：临江日报　作者：记者 周晓岚 通讯员 陈立　<a href="#gentie">跟帖</a>　字号：<a href="#">大</a> <a href="#">中</a> <a href="#">小</a></div>'
        '<div class="txt">'
        "<p>本报讯　今天早上6点30分，地铁2号线东延段首班车从东湖站准时发出，这标志着这条修建了四年的线路正式进入试运营阶段。</p>"
        "<p>东延段全长11.6公里，新增东湖、滨江大道、柳林、新城中心等6座车站，与既有2号线贯通后，全线共14座车站。按照计划，试运营期间列车运营时间为6:30至22:30，高峰时段行车间隔约6分钟。</p>"
        "<p>记者在东湖站看到，不少附近居民一早就赶来“尝鲜”。家住东湖花园的刘阿姨说：“以前去市里看病要倒两趟公交，现在坐地铁一趟就到了。”</p>"
        "<p>地铁公司有关负责人介绍，由于部分出入口周边拆迁尚未完成，东湖站暂时只开放A出入口，其余出入口将在年底前陆续开放。试运营期间票价按现行标准执行。</p>"
        "<p>据了解，2号线二期（开发区段）工程可行性研究报告已上报，计划明年开工。</p>"
        "</div>"
        '<div class="share">分享到：<a href="#">新浪微博</a>(238) <a href="#">腾讯微博</a>(96) <a href="#">QQ空间</a>(41) <a href="#">人人网</a>(17) <a href="#">开心网</a>(5)</div>'
        '<p class="editor" style="text-align:right">（责任编辑：王倩）</p>'
        '<div class="xg"><h4>相关新闻</h4><ul>'
        '<li><a href="/news/2012/0802/87410.shtml">地铁2号线东延段完成空载试运行</a> <span>08-02</span></li>'
        '<li><a href="/news/2012/0715/86522.shtml">东湖站周边公交线路将调整 3条线路改道</a> <span>07-15</span></li>'
        '<li><a href="/news/2012/0630/85901.shtml">2号线二期开发区段可研报告上报</a> <span>06-30</span></li></ul></div>'
        "</div>"
    )
    right = (
        '<div class="box"><h4>24小时点击排行</h4><ol>'
        + "".join(
            f'<li><a href="/news/{i}.shtml">{esc(t)}</a> <span class="n">{esc(v)}</span></li>'
            for i, (t, v) in enumerate(
                [
                    ("地铁2号线东延段今日试运营 沿线居民：终于等到了", "28,415"),
                    ("市区今年第11号台风预警解除", "19,033"),
                    ("柳林菜市场改造方案公示 摊位费不涨", "11,870"),
                    ("临江一中今年高考一本上线率再创新高", "9,652"),
                    ("滨江路夜市周末恢复营业", "7,118"),
                ]
            )
        )
        + '</ol></div><div class="box"><h4>跟帖排行</h4><ol>'
        + "".join(
            f'<li><a href="/news/g{i}.shtml">{esc(t)}</a> <span class="n">{esc(v)}条</span></li>'
            for i, (t, v) in enumerate(
                [
                    ("出租车起步价拟上调至8元 听证会下月召开", "1,204"),
                    ("柳林菜市场改造方案公示 摊位费不涨", "633"),
                    ("地铁2号线东延段今日试运营 沿线居民：终于等到了", "15"),
                ]
            )
        )
        + '</ol></div><div class="box"><h4>图片新闻</h4><p><svg width="280" height="160"><rect width="280" height="160" fill="#c9d3dc" /></svg><br />'
        '东湖站首班车上的乘客</p></div><div class="box ad"><a href="/ad/4s">【汽车】临江大众4S店 八月购车送保养</a></div>'
    )
    body = (
        '<div id="top"><span class="r"><a href="/reg">注册</a> | <a href="/login">登录</a> | <a href="/m">手机版</a></span>'
        "欢迎访问临江在线！ 2012年8月14日 星期二</div>"
        '<div id="logo"><b>临江在线</b> <span>www.linjiang-online.cn</span></div>'
        '<div id="nav">'
        + "".join(
            f'<a href="/{slug(x) or "c" + str(i)}/">{x}</a>'
            for i, x in enumerate(
                ["首页", "新闻", "本地", "财经", "房产", "汽车", "教育", "论坛", "博客", "微博"]
            )
        )
        + f'</div><div id="wrap"><div id="left">{article}{gt}</div><div id="right">{right}</div></div>'
        '<div id="foot"><a href="/about">关于我们</a> | <a href="/ad">广告服务</a> | <a href="/contact">联系我们</a> | <a href="/jobs">诚聘英才</a><br />'
        "临江在线 版权所有 未经授权禁止复制或建立镜像　临网ICP备08001234号</div>"
    )
    html = doc("zh-CN", "地铁2号线东延段今日试运营 沿线居民：终于等到了_临江在线", ZH_CSS, body)
    return make(
        "dg-zh-linjiang-ditie",
        "discussion",
        "zh",
        html,
        cs,
        path="/news/2012/0814/88213.shtml",
        container="div#gentie > div.gt-floor (flat floors; quoted replies in div.gt-quote); one div.gt-del",
        heading=heading,
        description="A Chinese city portal's local story of 2012: 14 readers' floors (沙发, 板凳, 地板, N楼) with masked IPs, 顶/踩 votes, 6 quoted replies (引用 N楼 NAME 的发言) and one floor removed by the admin; several authors '临江市网友'; click and 跟帖 rankings with counts, share counts, related news.",
        lookalikes=("跟帖排行 (most-commented stories with counts)", "quoted parents inside replies"),
    )


# --------------------------------------------------------------------------- みどり座 blog (ja)

JA_CSS = (
    "body{margin:0;background:#efe9dc;font:13px/1.8 'ＭＳ Ｐゴシック',Osaka,sans-serif;color:#444}#container{width:860px;margin:0 auto;background:#fff}"
    "#blog-title{padding:26px 20px;background:#5a3e2b;color:#fff}#blog-title a{color:#fff;font-size:24px}#blog-title p{margin:0;color:#e7d8c4}"
    "#main{float:left;width:580px;padding:16px}#side{float:right;width:230px;padding:16px 10px;font-size:12px}"
    ".date{color:#999;border-bottom:1px solid #ddd}.entry h2{color:#5a3e2b;font-size:18px}.entry-footer{font-size:11px;color:#888;text-align:right}"
    ".c-item{border-bottom:1px dotted #ccc;padding:8px 0}.c-sign{font-size:11px;color:#888;text-align:right}.side-h{background:#5a3e2b;color:#fff;padding:2px 6px}"
    "#footer{clear:both;text-align:center;font-size:11px;color:#999;padding:12px}"
)


def ja_midoriza() -> Case:
    cs = talk("""
ちかこ @ 2012年05月06日 22:41 :: 懐かしい…！高校の帰りに友達と「ローマの休日」のリバイバルを観たのがみどり座でした。冬はストーブの前の席の取り合いでしたよね。 // 閉館はさびしいですが、最後の日は必ず行きます。
たけぞう @ 2012年05月07日 07:58 :: 最終上映って何時からでしたっけ？チラシをなくしてしまいました。
^1 しおり @ 2012年05月07日 12:10 :: >>2 たけぞうさん、最終日は5月27日で、18時30分からの「ニュー・シネマ・パラダイス」が最後の上映です。整理券は当日10時から配るそうですよ。
通りすがりの映画好き @ 2012年05月08日 01:23 :: デジタル化の費用が出せなくて閉館、というのは全国の小さな映画館でよく聞く話です。でも35ミリの映写機を処分してしまうのはもったいない。市で引き取って年に何回か上映会をするとか、できないんでしょうか。
^3 しおり @ 2012年05月08日 20:37 :: >>4 同じことを思って、館主の川辺さんに聞いてみました。映写機は隣町の資料館が引き取ってくれる話が進んでいるそうです。上映会までできるかはまだわからないみたいですが、決まったらここでお知らせしますね。
ちかこ @ 2012年05月09日 13:05 :: 資料館なら安心ですね。よかった〜
""")
    items = []
    for i, c in enumerate(cs):
        body = esc(c.body)
        if c.parent is not None:
            mark = f"&gt;&gt;{c.parent + 1}"
            body = body.replace(mark, f'<a href="#c{c.parent + 1}" class="anchor">{mark}</a>', 1)
        items.append(
            f'<div class="c-item" id="c{i + 1}"><div class="c-num">{i + 1}.</div>'
            f'<div class="c-body">{body.replace(chr(10) + chr(10), "<br /><br />")}</div>'
            f'<div class="c-sign">Posted by {esc(c.who)} at {esc(c.at)}</div></div>'
        )
    heading = "この記事へのコメント"
    html_entry = (
        '<div class="date">2012年05月06日</div><div class="entry"><h2>さよなら、みどり座</h2><div class="entry-body">'
        "<p>駅前の映画館「みどり座」が、今月27日で閉館することになりました。昭和31年の開館から56年。フィルムからデジタルへの切り替えに、一千万円近くかかるのが決め手だったそうです。</p>"
        "<p>わたしが初めてみどり座で観たのは小学二年生の夏休み、父に連れられて行った怪獣映画でした。売店のおばちゃんが、ラムネのビー玉を指で押し込んでくれたのをよく覚えています。</p>"
        "<p>今日、久しぶりに行ってみたら、ロビーに「56年間ありがとうございました」という手書きの紙が貼ってありました。館主の川辺さんは「さびしいけど、やりきった」と笑っていました。</p>"
        "<p>最終日まで、できるだけ通おうと思います。</p></div>"
        '<div class="entry-footer">カテゴリ：<a href="/archives/cat_eiga.html">映画</a>　posted by しおり at 21:15│<a href="#comments">Comments(6)</a>│<a href="#trackback">TrackBack(0)</a></div>'
        '<div class="share"><a href="#">ツイート</a> 52 ｜ <a href="#">いいね！</a> 31 ｜ <a href="#">はてなブックマーク</a> 14 users</div></div>'
    )
    comments = (
        f'<div id="comments"><h3 class="c-title">{heading}</h3>' + "".join(items) + "</div>"
        '<div id="trackback"><h3>この記事へのトラックバック</h3><p>トラックバックはまだありません。</p></div>'
        '<div id="c-form"><h3>コメントする</h3><form action="/comment/post" method="post">名前：<input name="author" size="20" /><br />'
        'URL：<input name="url" size="30" /><br /><textarea name="body" rows="5" cols="50"></textarea><br />'
        '<label><input type="checkbox" name="bakecookie" />情報を記憶</label> <input type="submit" value="投稿する" /></form></div>'
    )
    side = (
        '<div class="side-box"><div class="side-h">プロフィール</div><p><img src="/_avatar/shiori.png" width="80" height="80" alt="" /><br />しおり<br />'
        "川波町在住。映画と古本と銭湯が好きです。</p></div>"
        '<div class="side-box"><div class="side-h">最新記事</div><ul>'
        '<li><a href="/archives/5132.html">さよなら、みどり座</a></li><li><a href="/archives/5120.html">古本市で見つけた昭和の映画パンフ</a></li>'
        '<li><a href="/archives/5107.html">銭湯「松の湯」のタイル絵</a></li><li><a href="/archives/5093.html">雨の日の図書館</a></li></ul></div>'
        '<div class="side-box"><div class="side-h">カテゴリ別アーカイブ</div><ul><li><a href="#">映画(48)</a></li><li><a href="#">古本(31)</a></li>'
        '<li><a href="#">銭湯(22)</a></li><li><a href="#">日記(105)</a></li></ul></div>'
        '<div class="side-box"><div class="side-h">月別アーカイブ</div><ul><li><a href="#">2012年05月</a></li><li><a href="#">2012年04月</a></li><li><a href="#">2012年03月</a></li></ul></div>'
        '<div class="side-box"><div class="side-h">アクセスカウンター</div><p>今日：128　昨日：203　累計：84,510</p></div>'
    )
    body = (
        '<div id="container"><div id="blog-title"><a href="/">しおりの川波町だより</a><p>小さな町の映画と本と湯けむりの日記</p></div>'
        f'<div id="main">{html_entry}{comments}'
        '<div class="pager"><a href="/archives/5120.html">&lt;&lt; 古本市で見つけた昭和の映画パンフ</a> ｜ <a href="/">ホーム</a></div></div>'
        f'<div id="side">{side}</div><div id="footer">Powered by ライブブログ　© しおりの川波町だより</div></div>'
    )
    html = doc("ja", "さよなら、みどり座 : しおりの川波町だより", JA_CSS, body)
    return make(
        "dg-ja-midoriza",
        "discussion",
        "ja",
        html,
        cs,
        path="/archives/5132.html",
        container="div#comments > div.c-item (flat, numbered; 'Posted by NAME at TIME' after the text; '>>n' links)",
        heading=heading,
        description="A Japanese personal blog of 2012 on a livedoor-like host: 6 comments numbered 1-6, the name after the text ('Posted by NAME at 2012年05月07日 12:10'), the blogger's two answers opening with a '>>n' link to the comment they answer; empty trackbacks, profile, archives, access counter.",
        lookalikes=("最新記事", "アクセスカウンター"),
    )


# --------------------------------------------------------------------------- 한솔일보 (ko)

KO_CSS = (
    "body{margin:0;font:12px/1.6 Dotum,'돋움',Gulim,sans-serif;color:#333}a{color:#333;text-decoration:none}"
    "#gnb{background:#0a4a8c;height:36px}#gnb a{color:#fff;font-weight:bold;font-size:13px;line-height:36px;padding:0 14px}"
    "#hd{width:980px;margin:0 auto;padding:10px 0}#hd .logo{font:bold 32px Batang,serif;color:#0a4a8c}"
    "#ct{width:980px;margin:0 auto;overflow:hidden}#art{float:left;width:660px}#aside{float:right;width:290px}"
    ".tit{font:bold 24px Gulim;border-bottom:2px solid #0a4a8c;padding-bottom:6px}.meta{color:#888}.view p{font-size:14px;line-height:1.9}"
    ".sns{background:#f7f7f7;border:1px solid #e5e5e5;padding:5px}.rbox{border-top:2px solid #333;margin-top:18px}"
    ".r-item{border-bottom:1px solid #e5e5e5;padding:8px 4px}.r-id{font-weight:bold}.r-date{color:#999;margin-left:6px}"
    ".r-vote{float:right;color:#666}.r-child{margin:6px 0 0 26px;padding:6px 8px;background:#f6f8fb;list-style:none}"
    ".r-gone{color:#aaa;padding:8px 4px;border-bottom:1px solid #e5e5e5}.abox{border:1px solid #ddd;margin-bottom:12px}.abox h3{margin:0;padding:4px 8px;background:#f2f4f7;font-size:13px}"
    "#ft{border-top:1px solid #ccc;color:#777;text-align:center;padding:14px;margin-top:20px}"
)


def ko_hansol() -> Case:
    cs = talk("""
bus0*** @ 2013.04.11 09:32 :: 172번 없어지면 신도시 아파트 단지에서 시청까지 두 번 갈아타야 합니다. 노선 개편이라면서 불편만 늘어나는 거 아닌가요? || up=48 || down=6
>hans**** @ 2013.04.11 10:05 :: 기사 다시 읽어보세요. 172번 대신 17번 급행이 생긴다고 나와 있는데요. 갈아타는 건 한 번이에요. || up=22 || down=3
>>bus0*** @ 2013.04.11 10:41 :: 급행은 배차간격이 20분이라던데 그게 더 나은지는 모르겠네요. 출근시간엔 기다리다 지각합니다 || up=31 || down=2
mint_tea @ 2013.04.11 11:17 :: 저는 찬성이에요. 지금 노선은 같은 길을 버스 다섯 대가 줄줄이 다니고, 외곽은 한 시간에 한 대 오잖아요. 정리할 때가 됐죠. || up=37 || down=9
jjw7*** @ 2013.04.11 12:50 :: 설명회를 평일 오후 2시에 하면 직장인은 어떻게 가라는 건지. 주말에도 한 번 해주세요 || up=64 || down=1
>한솔일보 독자센터 @ 2013.04.11 15:20 :: 시청 교통과에 확인한 결과, 4월 20일(토) 오전 10시 시민회관 소강당에서 추가 설명회가 열립니다. 기사에도 내용을 보충했습니다. || up=25 || down=0
>>jjw7*** @ 2013.04.11 16:02 :: 빠른 확인 감사합니다! 토요일에 가볼게요. || up=8 || down=0
할매국밥 @ 2013.04.12 07:44 :: 우리 같은 노인들은 번호 바뀌면 헷갈려서 못 탑니다. 정류장마다 크게 써붙여 주고 한동안은 안내하는 사람이라도 세워 주세요. || up=53 || down=0
kimsh*** @ 2013.04.12 09:10 :: 환승할인 시간 30분에서 40분으로 늘리는 건 언제부터인가요? 기사에 날짜가 없네요 || up=5 || down=0
>mint_tea @ 2013.04.12 09:38 :: 7월 1일부터라고 시청 홈피 공지에 있어요. || up=11 || down=0
""")
    k = kids(cs)

    def box(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in k:
            sub = '<ul class="r-child">' + "".join(f"<li>{box(j)}</li>" for j in k[i]) + "</ul>"
        badge = ' <span class="staff">기자</span>' if "독자센터" in c.who else ""
        return (
            f'<div class="r-item"><div class="r-head"><span class="r-id">{esc(c.who)}</span>{badge}<span class="r-date">{esc(c.at)}</span>'
            f'<span class="r-vote"><a href="#">추천 {c.get("up")}</a> | <a href="#">반대 {c.get("down")}</a></span></div>'
            f'<div class="r-txt">{paras(c.body, br=True)}</div>'
            f'<div class="r-act"><a href="#" class="re">답글</a> <a href="#" class="sg">신고</a></div>{sub}</div>'
        )

    tops = k[None]
    rows = []
    for n, i in enumerate(tops):
        if n == 3:
            rows.append('<div class="r-gone">운영원칙에 위배되어 삭제된 의견입니다.</div>')
        rows.append(box(i))
    heading = "독자의견 (11)"
    opinion = (
        f'<div class="rbox" id="reply_area"><h4>{heading}</h4><div class="r-rule">※ 욕설, 비방, 광고성 글은 예고 없이 삭제될 수 있습니다.</div>'
        '<form class="r-form" action="/news/opinion_write.php" method="post"><textarea name="memo" rows="3" cols="70">로그인 후 의견을 남길 수 있습니다.</textarea>'
        '<input type="submit" value="등록" /></form>'
        '<div class="r-sort"><a href="?sort=new" class="on">최신순</a> | <a href="?sort=good">추천순</a> | <a href="?sort=bad">반대순</a></div>'
        + "".join(rows)
        + "</div>"
    )
    article = (
        '<div class="loc">홈 &gt; 사회 &gt; 교통</div><h2 class="tit">시내버스 노선 21년 만에 전면 개편…"환승 늘고 배차 줄어"</h2>'
        '<div class="meta">입력 2013.04.11 06:00 | 수정 2013.04.11 15:25 | 박진우 기자 jwpark@hansol-ilbo.kr</div>'
        '<div class="sns"><a href="#">트위터</a> 27 <a href="#">페이스북</a> 63 <a href="#">미투데이</a> 4 <a href="#">카카오스토리</a> 12 <a href="#">스크랩</a> <a href="#">인쇄</a> <a href="#">글자크기</a></div>'
        '<div class="view">'
        "<p>한솔시가 1992년 이후 21년 만에 시내버스 노선을 전면 개편한다. 시는 10일 '시내버스 노선 개편안'을 발표하고 7월 1일부터 새 노선을 운행한다고 밝혔다.</p>"
        "<p>개편안에 따르면 현재 58개인 노선은 46개로 줄어든다. 도심 구간에서 겹치던 노선 12개를 없애는 대신 신도시와 산업단지를 잇는 급행 노선 3개를 새로 만든다. 신도시와 시청을 오가던 172번은 폐지되고 17번 급행이 대신 다닌다.</p>"
        '<p>시는 또 환승 할인 시간을 현재 30분에서 40분으로 늘린다. 시 교통과 관계자는 "갈아타는 횟수는 조금 늘 수 있지만, 전체 이동 시간은 평균 8분 정도 줄어들 것"이라고 말했다.</p>'
        "<p>시민 설명회는 오는 16일 오후 2시 시청 대회의실에서 열린다.</p></div>"
        '<div class="reporter"><img src="/_avatar/jwpark.jpg" width="60" height="70" alt="" /><b>박진우 기자</b> jwpark@hansol-ilbo.kr<br /><a href="/reporter/jwpark">기자의 다른 기사 보기</a></div>'
        '<div class="copy">&lt;저작권자 © 한솔일보, 무단 전재 및 재배포 금지&gt;</div>'
    )
    aside = (
        '<div class="abox"><h3>많이 본 뉴스</h3><ol>'
        + "".join(
            f'<li><a href="/news/{i}">{esc(t)}</a></li>'
            for i, t in enumerate(
                [
                    '시내버스 노선 21년 만에 전면 개편…"환승 늘고 배차 줄어"',
                    "한솔천 벚꽃길 주말 차량 통제",
                    "구도심 재래시장 주차장 200면 늘린다",
                    "한솔고 야구부 창단 10년 만에 첫 전국대회 4강",
                    "시립도서관 야간 개관 시범 운영",
                ]
            )
        )
        + '</ol></div><div class="abox"><h3>포토뉴스</h3><p><svg width="270" height="150"><rect width="270" height="150" fill="#f3d6e0" /></svg><br />만개한 한솔천 벚꽃길</p></div>'
        '<div class="abox"><h3>오늘의 날씨</h3><p>한솔 맑음 8~19℃ 미세먼지 보통</p></div>'
        '<div class="abox"><h3>온라인 투표</h3><p>버스 노선 개편, 어떻게 생각하십니까?<br />찬성 41% (512표) · 반대 37% (463표) · 잘 모르겠다 22% (271표)</p></div>'
    )
    body = (
        '<div id="hd"><span class="logo">한솔일보</span> <span>2013년 4월 11일 목요일</span> <a href="/login">로그인</a> | <a href="/join">회원가입</a></div>'
        '<div id="gnb">'
        + "".join(
            f'<a href="/section/{i}">{x}</a>'
            for i, x in enumerate(["정치", "경제", "사회", "문화", "스포츠", "오피니언", "포토", "지역"])
        )
        + f'</div><div id="ct"><div id="art">{article}{opinion}</div><div id="aside">{aside}</div></div>'
        '<div id="ft"><a href="/company">회사소개</a> | <a href="/ad">광고안내</a> | <a href="/privacy">개인정보취급방침</a> | <a href="/youth">청소년보호정책</a><br />'
        "한솔일보 | 한솔시 중앙로 118 | 등록번호 한솔 아00031 | 발행인·편집인 최명수 | Copyright © 2013 한솔일보. All rights reserved.</div>"
    )
    html = doc("ko", '시내버스 노선 21년 만에 전면 개편…"환승 늘고 배차 줄어" - 한솔일보', KO_CSS, body)
    return make(
        "dg-ko-hansol-bus",
        "discussion",
        "ko",
        html,
        cs,
        path="/news/articleView.html/40217",
        container="div#reply_area > div.r-item, answers in ul.r-child > li > div.r-item; one div.r-gone",
        heading=heading,
        description="A Korean city daily of 2013: 10 readers' opinions in boxes with masked ids (bus0***), 추천/반대 votes, 4 answers nested two deep (one by the paper's 독자센터 with a '기자' badge), one entry removed for breaking the rules (counted in the heading's 11); share counts, reporter box, most viewed, a poll with votes.",
        lookalikes=("많이 본 뉴스", "온라인 투표"),
    )


# --------------------------------------------------------------------------- ข่าวลุ่มน้ำ (th)

TH_CSS = (
    "body{margin:0;background:#e8eef0;font:14px/1.7 Tahoma,'MS Sans Serif',sans-serif;color:#222}#page{width:970px;margin:0 auto;background:#fff}"
    "#brand{background:#0f6e4b;color:#fff;padding:14px 18px;font:bold 28px Tahoma}#menu{background:#0b573b;padding:6px 10px}#menu a{color:#fff;margin-right:14px}"
    "#body{overflow:hidden;padding:14px}#col1{float:left;width:640px}#col2{float:right;width:280px}h1{font-size:22px;color:#0f6e4b}"
    ".pub{color:#777;font-size:12px}.opinion{border:1px solid #cfd9d3;background:#f7fbf8;margin:10px 0;padding:8px 10px}"
    ".op-no{color:#0f6e4b;font-weight:bold}.op-by{font-size:12px;color:#666;border-top:1px dotted #bbb;margin-top:6px;padding-top:4px}"
    ".op-sub{margin:8px 0 0 30px;border:1px solid #dde5e0;background:#fff;padding:6px 8px}.wg{border:1px solid #ddd;margin-bottom:12px}.wg h3{margin:0;background:#0f6e4b;color:#fff;font-size:13px;padding:4px 8px}"
    "#foot{background:#0b573b;color:#cde;padding:12px;font-size:12px;text-align:center}"
)

_TH_DIGITS = str.maketrans("0123456789", "๐๑๒๓๔๕๖๗๘๙")


def th_lumnam() -> Case:
    cs = talk("""
ชาวบ้านท่าเรือ @ 23 ก.ย. 55 19:42 :: บ้านผมอยู่ริมคลองบางไผ่ น้ำขึ้นมาถึงหน้าบ้านแล้วตั้งแต่เมื่อวาน ยังไม่เห็นเจ้าหน้าที่มาเลยครับ ช่วยส่งเรือมาหน่อย คนแก่ในซอยยังออกไม่ได้
>อบต.บางไผ่ @ 23 ก.ย. 55 21:05 :: รับทราบครับ ได้ประสานหน่วยกู้ภัยแล้ว พรุ่งนี้เช้าจะมีเรือเข้าไปรับผู้สูงอายุในซอยริมคลอง หากเร่งด่วนโทร 0-3524-1190 ได้ตลอด 24 ชั่วโมงครับ
>>ชาวบ้านท่าเรือ @ 24 ก.ย. 55 08:16 :: เรือมาแล้วครับ ขอบคุณมาก
แม่ค้าตลาดเช้า @ 23 ก.ย. 55 20:30 :: ปีที่แล้วก็ท่วม ปีนี้ก็ท่วม ทำไมประตูระบายน้ำที่สร้างเสร็จแล้วไม่เปิดใช้สักที งบไปไหนหมด
>คนเคยทำงานชลประทาน @ 24 ก.ย. 55 06:52 :: ประตูระบายน้ำตัวใหม่ยังเปิดไม่ได้เพราะคันดินสองฝั่งยังไม่เสร็จครับ ถ้าเปิดตอนนี้น้ำจะอ้อมเข้าหมู่บ้านฝั่งตะวันออกแทน ไม่ได้แก้อะไร
>>แม่ค้าตลาดเช้า @ 24 ก.ย. 55 09:40 :: ขอบคุณที่อธิบายค่ะ แต่สร้างมาสองปีแล้วนะ ก็ยังไม่เสร็จอยู่ดี
นักศึกษา มรภ. @ 24 ก.ย. 55 12:03 :: ใครอยากไปช่วยกรอกกระสอบทราย พรุ่งนี้ 8 โมงที่ลานวัดโพธิ์งาม ชมรมอาสาของมหาลัยไปกันสามสิบกว่าคนค่ะ เอาถุงมือไปเองด้วยนะ
""")
    k = kids(cs)
    top = k[None]

    def block(i: int, label: str) -> str:
        c = cs[i]
        subs = "".join(block(j, f"{label}-{n + 1}") for n, j in enumerate(k.get(i, [])))
        when = c.at.translate(_TH_DIGITS)
        return (
            f'<div class="{"opinion" if "-" not in label else "op-sub"}" id="op{label}">'
            f'<div class="op-no">ความคิดเห็นที่ {label.translate(_TH_DIGITS)}</div>'
            f'<div class="op-txt">{paras(c.body, br=True)}</div>'
            f'<div class="op-by">โดย <span class="op-name">{esc(c.who)}</span> [{esc(when)}] '
            f'<a href="#op-form">ตอบกลับ</a> <a href="#">แจ้งลบ</a></div>{subs}</div>'
        )

    blocks = "".join(block(i, str(n + 1)) for n, i in enumerate(top))
    heading = "แสดงความคิดเห็น (๗)"
    talkpart = (
        f'<div id="op-area"><h3>{heading}</h3>{blocks}'
        '<form id="op-form" action="/op/post.php" method="post"><p>ชื่อ: <input name="name" size="20" /> รหัสยืนยัน: <input name="code" size="5" /> <span class="cap">4 7 1 9</span></p>'
        '<textarea name="msg" rows="4" cols="60"></textarea><br /><input type="submit" value="ส่งความคิดเห็น" />'
        '<p class="small">ความคิดเห็นเป็นของผู้เขียน ไม่เกี่ยวข้องกับทีมงานข่าวลุ่มน้ำ</p></form></div>'
    )
    article = (
        '<div class="path"><a href="/">หน้าแรก</a> » <a href="/local/">ข่าวท้องถิ่น</a></div>'
        "<h1>น้ำเหนือไหลบ่า ระดับน้ำคลองบางไผ่สูงขึ้น 40 ซม. ชาวบ้านริมคลองเร่งขนของขึ้นที่สูง</h1>"
        f'<div class="pub">เผยแพร่: {"23 ก.ย. 2555 16:20 น.".translate(_TH_DIGITS)} | โดย ทีมข่าวลุ่มน้ำ | เปิดอ่าน {"3,418".translate(_TH_DIGITS)} ครั้ง</div>'
        '<div class="share"><a href="#">แชร์ Facebook</a> (214) <a href="#">Tweet</a> (19) <a href="#">พิมพ์</a></div>'
        "<p>ระดับน้ำในคลองบางไผ่ช่วงบ่ายวันนี้สูงขึ้นกว่าเมื่อวานประมาณ 40 เซนติเมตร หลังจากมีน้ำเหนือไหลลงมาสมทบกับฝนที่ตกหนักต่อเนื่องมาสามวัน บ้านเรือนริมคลองในหมู่ที่ 3 และหมู่ที่ 5 ถูกน้ำท่วมแล้วกว่า 60 หลังคาเรือน</p>"
        "<p>นายสมพงษ์ ใจมั่น นายก อบต.บางไผ่ เปิดเผยว่า ได้ตั้งศูนย์ช่วยเหลือผู้ประสบภัยชั่วคราวที่โรงเรียนวัดโพธิ์งาม และเตรียมกระสอบทรายไว้แล้ว 5,000 ใบ พร้อมขอให้ประชาชนติดตามประกาศอย่างใกล้ชิด</p>"
        "<p>ด้านโครงการชลประทานในพื้นที่คาดว่า ระดับน้ำจะทรงตัวภายใน 2-3 วัน หากไม่มีฝนตกหนักเพิ่มเติม</p>"
        '<div class="tags">แท็ก: <a href="#">น้ำท่วม</a> <a href="#">คลองบางไผ่</a> <a href="#">อบต.บางไผ่</a></div>'
    )
    side = (
        '<div class="wg"><h3>ข่าวยอดนิยม</h3><ol>'
        + "".join(
            f'<li><a href="/local/{i}.html">{esc(t)}</a> <small>({esc(v.translate(_TH_DIGITS))})</small></li>'
            for i, (t, v) in enumerate(
                [
                    ("น้ำเหนือไหลบ่า ระดับน้ำคลองบางไผ่สูงขึ้น 40 ซม.", "3,418"),
                    ("เปิดตลาดน้ำวัดโพธิ์งามวันแรก คึกคัก", "2,107"),
                    ("ถนนเลียบคลองชำรุด ชาวบ้านวอนซ่อมก่อนหน้าฝน", "1,552"),
                    ("ทีมฟุตบอลเยาวชนบางไผ่คว้าแชมป์จังหวัด", "988"),
                ]
            )
        )
        + "</ol></div>"
        '<div class="wg"><h3>ระดับน้ำวันนี้</h3><table><tr><td>คลองบางไผ่</td><td>+2.84 ม.</td></tr><tr><td>แม่น้ำสายหลัก (สถานีท่าเรือ)</td><td>+4.10 ม.</td></tr></table></div>'
        '<div class="wg"><h3>หมายเลขฉุกเฉิน</h3><p>กู้ภัยบางไผ่ 0-3524-1190<br />สถานีตำรวจ 191<br />การไฟฟ้า 1129</p></div>'
    )
    body = (
        '<div id="page"><div id="brand">ข่าวลุ่มน้ำ <small style="font-size:13px">ข่าวท้องถิ่นริมน้ำ ทันทุกเหตุการณ์</small></div>'
        '<div id="menu">'
        + "".join(
            f'<a href="/c{i}/">{x}</a>'
            for i, x in enumerate(["หน้าแรก", "ข่าวท้องถิ่น", "เกษตร", "การศึกษา", "กีฬา", "ประกาศ", "เว็บบอร์ด"])
        )
        + f'</div><div id="body"><div id="col1">{article}{talkpart}</div><div id="col2">{side}</div></div>'
        '<div id="foot">© 2555 ข่าวลุ่มน้ำ ดอทคอม | ติดต่อโฆษณา | เกี่ยวกับเรา</div></div>'
    )
    html = doc("th", "น้ำเหนือไหลบ่า ระดับน้ำคลองบางไผ่สูงขึ้น 40 ซม. - ข่าวลุ่มน้ำ", TH_CSS, body)
    return make(
        "dg-th-lumnam-nam",
        "discussion",
        "th",
        html,
        cs,
        path="/local/2555/09/23/bangphai-flood.html",
        container="div#op-area > div.opinion 'ความคิดเห็นที่ n', answers nested as div.op-sub 'n-m' (n-m-k)",
        heading=heading,
        description="A Thai local news site of 2012: 7 opinions numbered in Thai digits (ความคิดเห็นที่ ๑, ๑-๑, ๑-๑-๑), the name and the Buddhist-era date after the text ('โดย NAME [๒๓ ก.ย. ๕๕ ๑๙:๔๒]'), answers nested three deep (the district office answering); popular news with read counts, water levels, emergency numbers.",
        lookalikes=("ข่าวยอดนิยม",),
    )


def threads_dg() -> list[Case]:
    return [zh_linjiang(), ja_midoriza(), ko_hansol(), th_lumnam()]


__all__ = ["C", "threads_dg"]
