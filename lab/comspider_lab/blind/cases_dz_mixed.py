"""Blind set dz: one mixed page, a Japanese regional newspaper's site of 2012 as a crawler saved its served HTML:
readers' numbered comments under a story about a bus line (the newsroom answers one inside it) beside "このニュースへの
Twitterの反応", tweets printed as HTML with names, ids and times, and a ranking of most commented stories. Every name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dz_common import Case, esc, kids, links, make, page, paras, talk


def ja_bus() -> Case:
    cs = talk("""
やまびこ @ 2012年10月3日 21:14 :: 母が週二回、この路線で町立病院に通っています。免許を返納したばかりなのに、これからどうすればいいのか。デマンドタクシーの予約は前日までと聞きましたが、急に具合が悪くなった時はどうするのでしょう。
>北濃タイムス編集部 @ 2012年10月4日 10:30 :: やまびこさん、町の企画課に確認しました。デマンドタクシーは当日でも、空きがあれば出発の1時間前まで予約できるそうです。通院の利用については11月の説明会で詳しく案内するとのことです。
高原の住人 @ 2012年10月3日 21:40 :: 乗っているのはいつも三、四人。赤字が年間2800万円と聞けば、廃止もやむを得ないと思います。ただ、代わりの手段をきちんと用意してほしい。
元運転手 @ 2012年10月3日 22:05 :: 昭和の頃は朝の便に高校生が立ち乗りで四十人乗っていました。少子化とはいえ寂しいものです。 // 最後の運行日には乗りに行こうと思います。
みどり @ 2012年10月4日 07:52 :: 北濃高校に通う娘は朝7時5分の便がなくなると、自転車で峠を越えるしかありません。冬は無理です。町は高校生のことをどう考えているのか。
>高原の住人 @ 2012年10月4日 08:30 :: 高校生向けにはスクールバスを検討中だと、前回の町議会だよりに載っていましたよ。
たけし @ 2012年10月4日 12:18 :: 説明会は平日の昼間だけですか？働いている人は行けません。夜の回も作ってください。
""")
    k = kids(cs)
    numbered = list(k[None])

    def entry(i: int) -> str:
        c = cs[i]
        red = c.who.endswith("編集部")
        replies = "".join(entry(j) for j in k.get(i, []))
        replies = f'<div class="res-area">{replies}</div>' if replies else ""
        if red:
            head = f'<p class="res-head"><span class="hensyubu">{esc(c.who)}</span>　<span class="date">{esc(c.at)}</span></p>'
        elif c.parent is not None:
            head = f'<p class="res-head">返信：<span class="name">{esc(c.who)}</span>　<span class="date">{esc(c.at)}</span></p>'
        else:
            n = numbered.index(i) + 1
            head = f'<p class="comment-head"><span class="no">{n}.</span> 名前：<span class="name">{esc(c.who)}</span>　<span class="date">{esc(c.at)}</span></p>'
        cls = "comment-box" if c.parent is None else "res-box"
        return (
            f'<div class="{cls}" id="cmt{2210 + i}">{head}<div class="comment-body">{paras(c.body)}</div>'
            f'<p class="comment-foot"><a href="#" class="nice">いいね！</a>（{[12, 9, 5, 17, 21, 3, 8][i]}）　<a href="#form">返信する</a>　<a href="#" class="report">通報</a></p>'
            f"{replies}</div>"
        )

    thread = "".join(entry(i) for i in k[None])
    tweets = [
        ("北濃ウォッチャー", "hokuno_w", "北濃線、ついに廃止か…。子どもの頃毎日乗ってた。", "10月3日 19:02"),
        (
            "さとう",
            "sato_kt",
            "デマンドタクシーって実際使ってる人いるのかな。うちの親は電話予約が苦手で使えてない",
            "10月3日 20:15",
        ),
        (
            "中部バス旅",
            "chubu_bustabi",
            "【記録】北濃線 駅前〜高原口、12月28日で運行終了予定。乗り納めは年末に。",
            "10月3日 22:48",
        ),
        ("ゆうこ", "yuko_mama3", "高校生の通学どうなるの…峠道を自転車は危ない", "10月4日 07:30"),
        (
            "北濃町議 田村",
            "tamura_gikai",
            "北濃線の件、12日の委員会で代替交通の予算について質問します。",
            "10月4日 09:11",
        ),
    ]
    tw = "".join(
        f'<li><img src="/_avatar/jt-{h}.svg" width="36" height="36" alt="" /><div class="tw"><b>{esc(n)}</b> <span class="tw-id">@{h}</span>'
        f'<p>{esc(t)}</p><span class="tw-date">{esc(w)}</span> <a href="#">返信</a> <a href="#">リツイート</a> <a href="#">お気に入り</a></div></li>'
        for n, h, t, w in tweets
    )
    css = (
        "body{margin:0;background:#f7f5ef;font:13px/1.7 'ヒラギノ角ゴ Pro W3','Hiragino Kaku Gothic Pro','メイリオ',Meiryo,'ＭＳ Ｐゴシック',sans-serif;color:#333}"
        "#wrapper{width:980px;margin:0 auto;background:#fff}#header{padding:14px 16px;border-bottom:4px solid #006e54;overflow:hidden}#header .logo{font:bold 30px serif;color:#006e54;float:left}"
        "#header .util{float:right;font-size:11px}#gnav{background:#006e54;overflow:hidden}#gnav li{float:left;list-style:none}#gnav ul{margin:0;padding:0}#gnav a{display:block;color:#fff;padding:7px 14px;text-decoration:none}"
        "#contents{overflow:hidden;padding:14px 16px}#main{float:left;width:640px}#side{float:right;width:290px}h1{font-size:22px;margin:6px 0;border-left:6px solid #006e54;padding-left:8px}"
        ".kiji-date{color:#888;font-size:11px}.sns{margin:10px 0;font-size:11px}.ad{background:#f2f2f2;color:#aaa;text-align:center;font-size:10px;margin:10px 0}"
        "#yomite h2{background:#006e54;color:#fff;font-size:15px;padding:4px 8px}.comment-box{border-bottom:1px dashed #ccc;padding:8px 0}.comment-head,.res-head{margin:0;font-size:12px}.no{font-weight:bold;color:#006e54}"
        ".name{font-weight:bold}.date{color:#999}.comment-foot{font-size:11px;color:#888;margin:2px 0}.res-area{margin:6px 0 0 30px;padding:6px 10px;background:#f1f7f3}.hensyubu{font-weight:bold;color:#c00}"
        ".side-box{border:1px solid #ddd;margin:0 0 14px}.side-box h3{margin:0;padding:5px 8px;font-size:13px;background:#eef5f1;color:#006e54}.side-box ol,.side-box ul{margin:6px 0;padding-left:24px}"
        ".tweets{list-style:none;padding:6px!important;margin:0}.tweets li{overflow:hidden;border-bottom:1px solid #eee;padding:5px 0}.tweets img{float:left}.tw{margin-left:44px;font-size:12px}.tw p{margin:0}.tw-id,.tw-date{color:#999;font-size:11px}"
        "#footer{background:#333;color:#bbb;padding:12px;font-size:11px;text-align:center}"
    )
    body = f"""<div id="wrapper">
<div id="header"><div class="logo">北濃タイムス</div><div class="util">2012年10月4日（木）　<a href="/member/login.html">ログイン</a> | <a href="/member/entry.html">会員登録（無料）</a> | <a href="/denshi/">電子版のご案内</a><br /><form action="/search/"><input type="text" name="q" size="16" /> <input type="submit" value="検索" /></form></div></div>
<div id="gnav"><ul><li><a href="/">トップ</a></li><li><a href="/news/local/">地域</a></li><li><a href="/news/politics/">政治・行政</a></li><li><a href="/news/economy/">経済</a></li><li><a href="/news/sports/">スポーツ</a></li><li><a href="/news/culture/">文化・くらし</a></li><li><a href="/okuyami/">おくやみ</a></li><li><a href="/event/">イベント</a></li><li><a href="/weather/">天気</a></li></ul></div>
<div class="ad" style="height:90px">広告<br /><img src="/_avatar/ad-onsen.svg" width="728" height="70" alt="北濃温泉 紅葉プラン" /></div>
<div id="contents"><div id="main">
<p class="kiji-date"><a href="/news/local/">地域</a> &gt; 北濃町</p>
<h1>北濃線バス、年内で廃止へ　町がデマンドタクシーに切り替え</h1>
<p class="kiji-date">2012年10月3日 18時30分　（最終更新 10月3日 20時05分）</p>
<div class="sns"><a href="#">ツイート</a> 46　<a href="#">いいね！</a> 112　<a href="#">mixiチェック</a>　<a href="#">はてなブックマーク</a> 7　<a href="#">印刷</a></div>
<img src="/_avatar/hokuno-bus.svg" width="640" height="340" alt="高原口バス停" /><p class="kiji-date">利用者の減少が続く北濃線の高原口バス停（北濃町で）</p>
<p>北濃町は3日、町と中部交通が共同で運行する路線バス「北濃線」（駅前―高原口、約18キロ）を12月28日で廃止し、来年1月から予約制の乗り合いタクシー（デマンドタクシー）に切り替えると発表した。</p>
<p>北濃線は1958年に運行を始めた。町によると、1日の利用者は2000年度の約420人から昨年度は約90人に減り、年間の赤字は約2800万円に上る。町は赤字の半分を負担してきた。</p>
<p>デマンドタクシーは9人乗りの車両2台で、町内全域を対象に平日の午前7時から午後6時まで運行する。運賃は1回300円。利用には事前の登録と予約が必要になる。</p>
<p>町は11月中に各地区で住民説明会を開く。通学の高校生については、別途スクールバスの運行を検討しているという。</p>
<div class="ad" style="height:60px">広告</div>
<div id="yomite"><h2>読者のコメント（7件）</h2>
<p class="kiji-date">※コメントは編集部の確認後に掲載されます。<a href="/policy/toukou.html">投稿のルール</a></p>
{thread}
<div id="form"><h3>コメントを書く</h3><p>コメントを投稿するには<a href="/member/login.html">ログイン</a>してください。</p></div>
</div>
<div class="side-box"><h3>関連記事</h3>{links("北濃町議会、公共交通計画を審議へ | ;; 中部交通、3路線の減便を発表 | ;; 北濃高校、来年度から1学級減 |")}</div>
</div>
<div id="side">
<div class="ad" style="height:250px">広告<br /><img src="/_avatar/ad-shinkin.svg" width="300" height="230" alt="北濃信用金庫" /></div>
<div class="side-box"><h3>このニュースへのTwitterの反応</h3><ul class="tweets">{tw}</ul></div>
<div class="side-box"><h3>アクセスランキング</h3>{links("国道で乗用車とトラック衝突、2人けが | ;; 北濃線バス、年内で廃止へ | ;; 秋祭り、3年ぶりに山車巡行 | ;; 新米の出荷始まる　今年は高温で品質に課題 | ;; 高原口にコンビニ開店へ |", tag="ol")}</div>
<div class="side-box"><h3>コメントの多い記事</h3>{links("町長選、現職が出馬表明 | 23 ;; 北濃線バス、年内で廃止へ | 7 ;; ごみ袋有料化、来春から | 5", tag="ol", count="（{}件）")}</div>
<div class="side-box"><h3>きょうの天気</h3><p style="padding:0 8px">北濃町　晴れ時々くもり　最高22℃／最低11℃　降水確率10％</p></div>
</div></div>
<div id="footer">Copyright © 2012 北濃タイムス社 All rights reserved.　記事・写真の無断転載を禁じます。　<a href="/company/" style="color:#ddd">会社案内</a>　<a href="/privacy/" style="color:#ddd">個人情報保護方針</a></div>
</div>"""
    return make(
        "dz-mixed-ja-hokuno-bus",
        "mixed",
        "ja",
        page(
            "北濃線バス、年内で廃止へ　町がデマンドタクシーに切り替え｜北濃タイムス",
            "ja",
            css,
            body,
            description="北濃町は路線バス「北濃線」を12月28日で廃止し、デマンドタクシーに切り替えると発表した。",
            analytics="UA-6631904-2",
        ),
        cs,
        path="/news/local/20121003-OYT8T01122.htm",
        container="div#yomite under '読者のコメント（7件）': div.comment-box (p.comment-head 'N. 名前：NAME　DATE', div.comment-body > p, p.comment-foot 'いいね！（N）　返信する　通報'), answers in div.res-area > div.res-box inside the parent's box ('返信：NAME' or the newsroom's name)",
        heading="読者のコメント（7件）",
        description="A Japanese regional newspaper's site of October 2012 (login and member links, search, green navigation, banners, share counts with mixi and Hatena, related stories, access ranking, weather): 7 readers' comments numbered 1 to 5 at the top level with '名前：', 'いいね！（N）', '返信する', '通報', two answers in a box inside their parent's (one by the newsroom); beside it 'このニュースへのTwitterの反応': five tweets printed as HTML (name, @id, text, '10月3日 19:02', 返信/リツイート/お気に入り) and 'コメントの多い記事' with counts. The truth is the discussion only.",
        lookalikes=("tweets printed as HTML", "most commented with counts"),
    )


def mixed_dz() -> list[Case]:
    return [ja_bus()]
