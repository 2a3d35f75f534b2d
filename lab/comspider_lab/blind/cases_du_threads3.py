"""Blind set DU: three discussions on today's news sites whose served markup has no meaningful class names: a Japanese
city paper of 2024 with atomic (one class per declaration) hashed classes, a Korean city paper of 2022 with
Svelte-like scope classes only (masked reader ids, "BEST" entries, answers in a sibling list, some folded by an inline
style) and an Arabic local paper of 2021 without any class at all, right to left ("آراء القرّاء", never "comment").
Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_du_common import (
    ICON,
    Case,
    counted,
    doc,
    esc,
    kids,
    make,
    paras,
    styles,
    talk,
)

# --------------------------------------------------------------------------- ja: a city paper, 2024 (atomic classes)


def ja_bus() -> Case:
    cs = talk("""
しおかぜ @ 5時間前 ~ 2024-05-21T02:14:00Z :: 毎朝この路線で通院している母がいます。タクシー券を配ると言われても、月に何回分なのかが分かりません。もう少し具体的に説明してほしいです。
>mk_7010 @ 4時間前 ~ 2024-05-21T03:05:00Z :: 記事の最後に「月4回分」とありますよ。ただ往復で使うと月2回しか通えない計算なので、足りないのは同感です。
南浜在住30年 @ 4時間前 ~ 2024-05-21T03:22:00Z :: 乗客が減ったのは、本数を減らし続けたからだと思います。1時間に1本では誰も使わなくなります。鶏が先か卵が先かの話です。
yuki.t @ 3時間前 ~ 2024-05-21T04:10:00Z :: 運転手不足はどこの自治体も同じ。廃止を決める前に、デマンド交通やライドシェアをもっと早く検討してほしかった。
はまかぜ号ファン @ 3時間前 ~ 2024-05-21T04:31:00Z :: 汐見線には子どもの頃から乗っていたので寂しいです。最終日には家族で乗りに行こうと思います。
匿名希望 @ 2時間前 ~ 2024-05-21T05:02:00Z :: 高校生の通学はどうなるのでしょうか。汐見台から南浜高校まで自転車だと坂がきつく、雨の日は無理です。
>汐見台の母 @ 1時間前 ~ 2024-05-21T06:18:00Z :: うちも同じです。学校からもまだ何の説明もなく困っています。説明会の日程を早く出してほしいです。
tanaka_h @ 35分前 ~ 2024-05-21T06:49:00Z :: 赤字が年間いくらなのか、市はまず数字を出すべき。数字がなければ賛成も反対もできません。
""")
    k = kids(cs)
    react = [
        (128, 14, 3),
        (61, 22, 1),
        (97, 8, 5),
        (45, 19, 12),
        (33, 2, 1),
        (74, 6, 0),
        (29, 3, 0),
        (52, 11, 4),
    ]
    unprinted = {2: 3}  # "返信3件": fetched when opened, not in the served HTML
    K, sheet = styles(
        "atomic",
        "minamihama-2024",
        {
            "page": "margin:0;background:#f2f2f2;color:#222;font-family:'Hiragino Kaku Gothic ProN','Noto Sans JP',sans-serif",
            "hd": "background:#fff;border-bottom:1px solid #ddd",
            "hdIn": "max-width:1080px;margin:0 auto;display:flex;align-items:center;gap:20px;padding:12px 16px",
            "logo": "font-size:24px;font-weight:700;color:#00468b;text-decoration:none",
            "gnav": "display:flex;gap:16px;list-style:none;margin:0;padding:0;font-size:14px",
            "gnavA": "color:#333;text-decoration:none",
            "wrap": "max-width:1080px;margin:16px auto;display:flex;gap:24px;padding:0 16px",
            "main": "flex:1;min-width:0",
            "card": "background:#fff;padding:20px;margin-bottom:16px",
            "cat": "font-size:12px;color:#00468b;font-weight:700",
            "h1": "font-size:26px;line-height:1.4;margin:6px 0 10px",
            "date": "font-size:12px;color:#888",
            "p": "font-size:16px;line-height:1.9;margin:0 0 1em",
            "shares": "display:flex;gap:8px;margin:12px 0;font-size:12px",
            "shareA": "display:inline-flex;align-items:center;gap:4px;padding:4px 10px;border:1px solid #ccc;border-radius:14px;color:#333;text-decoration:none",
            "secH": "display:flex;align-items:center;justify-content:space-between;border-bottom:2px solid #00468b;padding-bottom:8px",
            "h2": "font-size:18px;margin:0",
            "sort": "display:flex;gap:6px;font-size:13px",
            "sortOn": "font-weight:700;color:#00468b",
            "sortOff": "color:#888",
            "note": "font-size:12px;color:#666;background:#f7f7f7;padding:10px;margin:12px 0",
            "item": "padding:16px 0;border-bottom:1px solid #eee",
            "itemHead": "display:flex;align-items:center;gap:8px",
            "icon": "width:32px;height:32px;border-radius:50%;background:#cfd8e3;flex-shrink:0",
            "name": "font-size:14px;font-weight:700",
            "time": "font-size:12px;color:#999",
            "text": "font-size:15px;line-height:1.8;margin:8px 0 8px 40px",
            "reacts": "display:flex;gap:8px;margin-left:40px;font-size:12px",
            "rBtn": "display:inline-flex;align-items:center;gap:4px;border:1px solid #ddd;border-radius:14px;background:#fff;padding:3px 10px;color:#555",
            "tools": "display:flex;gap:14px;margin:8px 0 0 40px;font-size:12px;color:#666",
            "tBtn": "display:inline-flex;align-items:center;gap:4px;border:0;background:none;padding:0;color:inherit",
            "nest": "margin:12px 0 0 40px;padding:0 0 0 12px;border-left:3px solid #e6edf5",
            "open": "margin:10px 0 0 40px;border:1px solid #00468b;border-radius:14px;background:#fff;color:#00468b;padding:4px 14px;font-size:13px",
            "side": "width:300px;flex-shrink:0",
            "sideH": "font-size:15px;font-weight:700;border-left:4px solid #00468b;padding-left:8px;margin:0 0 10px",
            "ad": "height:250px;background:#e9e9e9;color:#aaa;font-size:11px;display:flex;align-items:center;justify-content:center;margin-bottom:16px",
            "ft": "background:#00468b;color:#fff;font-size:12px;text-align:center;padding:20px",
        },
    )

    def item(i: int) -> str:
        c = cs[i]
        a, b, d = react[i]
        nest = ""
        if i in k:
            nest = f'<div class="{K["nest"]}">' + "".join(item(j) for j in k[i]) + "</div>"
        opener = ""
        if i in unprinted:
            opener = f'<button type="button" class="{K["open"]}" aria-expanded="false">返信{unprinted[i]}件</button>'
        return (
            f'<article class="{K["item"]}" data-id="{73311920 + i * 17}">'
            f'<div class="{K["itemHead"]}"><span class="{K["icon"]}" aria-hidden="true"></span><span class="{K["name"]}">{esc(c.who)}</span>'
            f'<time class="{K["time"]}" datetime="{c.iso}">{esc(c.at)}</time></div>'
            f'<div class="{K["text"]}">{paras(c.body)}</div>'
            f'<div class="{K["reacts"]}"><button type="button" class="{K["rBtn"]}">共感した <b>{a}</b></button>'
            f'<button type="button" class="{K["rBtn"]}">なるほど <b>{b}</b></button><button type="button" class="{K["rBtn"]}">うーん <b>{d}</b></button></div>'
            f'<div class="{K["tools"]}"><button type="button" class="{K["tBtn"]}">{ICON["reply"]}返信</button>'
            f'<button type="button" class="{K["tBtn"]}" aria-label="違反報告">{ICON["flag"]}</button></div>'
            f"{opener}{nest}</article>"
        )

    thread = "<div>" + "".join(item(i) for i in k[None]) + "</div>"
    nav = "".join(
        f'<li><a class="{K["gnavA"]}" href="/{h}/">{t}</a></li>'
        for t, h in (
            ("ニュース", "news"),
            ("市政", "shisei"),
            ("暮らし", "kurashi"),
            ("教育", "kyoiku"),
            ("スポーツ", "sports"),
            ("イベント", "event"),
        )
    )
    body = f"""<div id="__next"><div class="{K["page"]}">
<header class="{K["hd"]}"><div class="{K["hdIn"]}"><a class="{K["logo"]}" href="/">みなと南新聞 デジタル</a><nav><ul class="{K["gnav"]}">{nav}</ul></nav></div></header>
<div class="{K["wrap"]}"><main class="{K["main"]}">
<article class="{K["card"]}">
<div class="{K["cat"]}">市政・交通</div>
<h1 class="{K["h1"]}">市営バス「汐見線」、9月末で廃止へ　利用低迷と運転手不足で</h1>
<div class="{K["date"]}"><time datetime="2024-05-21T00:30:00Z">2024年5月21日 9:30</time>　文・写真　佐伯 遥</div>
<div class="{K["shares"]}"><a class="{K["shareA"]}" href="#">X（旧Twitter）</a><a class="{K["shareA"]}" href="#">LINE</a><a class="{K["shareA"]}" href="#">Facebook 212</a><a class="{K["shareA"]}" href="#">はてなブックマーク 38</a></div>
<img src="/_avatar/shiomi-bus.svg" width="700" height="394" alt="汐見台停留所に停まる市営バス"/>
<p class="{K["p"]}">南浜市は20日、市営バス汐見線（南浜駅―汐見台間）を9月30日の運行をもって廃止すると発表した。1日の平均利用者は2019年度の約640人から、昨年度は約210人に減っていた。</p>
<p class="{K["p"]}">市交通局によると、運転手の退職が続き、現行のダイヤを維持するのが難しくなった。昨年4月には日中の運行を1時間に1本に減らしていた。</p>
<p class="{K["p"]}">代替策として、沿線の65歳以上の住民と障害のある人にタクシー利用券（月4回分）を配る。通学への影響については、市教育委員会と協議するとしている。</p>
<p class="{K["p"]}">市は6月中に沿線3地区で住民説明会を開く予定。日程は決まり次第、市のホームページで知らせる。</p>
</article>
<section class="{K["card"]}" aria-labelledby="cm-h">
<div class="{K["secH"]}"><h2 class="{K["h2"]}" id="cm-h">コメント（11件）</h2><div class="{K["sort"]}"><span class="{K["sortOn"]}">おすすめ順</span><span class="{K["sortOff"]}">新着順</span><span class="{K["sortOff"]}">共感順</span></div></div>
<p class="{K["note"]}">コメントを書くには<a href="/login?return_to=%2Fnews%2Fshiomi-line">ログイン</a>が必要です。投稿の前に<a href="/guideline">利用規約</a>をご確認ください。</p>
{thread}
</section>
</main>
<aside class="{K["side"]}">
<div class="{K["ad"]}">広告</div>
<section class="{K["card"]}"><h3 class="{K["sideH"]}">アクセスランキング</h3>{counted("市営バス「汐見線」9月末で廃止へ | ;; 南浜港まつり、今年は花火3千発 | ;; 新市民病院の設計案まとまる | ;; 南浜高校野球部、春の県大会で4強 | ;; 駅前再開発ビル、来春着工へ |")}</section>
<section class="{K["card"]}"><h3 class="{K["sideH"]}">きょうの天気</h3><p>南浜市　晴れ時々くもり　最高24℃／最低15℃　降水確率20%</p></section>
</aside></div>
<footer class="{K["ft"]}">© 2024 みなと南新聞社　｜　<a style="color:#fff" href="/privacy">プライバシーポリシー</a>　｜　<a style="color:#fff" href="/terms">利用規約</a>　｜　<a style="color:#fff" href="/contact">お問い合わせ</a></footer>
</div></div>"""
    return make(
        "du-ja-minamihama-bus",
        "discussion",
        "ja",
        doc(
            "市営バス「汐見線」、9月末で廃止へ　利用低迷と運転手不足で",
            "みなと南新聞 デジタル",
            "ja",
            sheet,
            body,
            published="2024-05-21T00:30:00Z",
            author="佐伯 遥",
        ),
        cs,
        path="/news/shisei/20240521-shiomi-line",
        container="section[aria-labelledby] under 'コメント（11件）': a div of article[data-id] with atomic one-declaration classes only (icon, NAME span, time 'N時間前', text div > p, 共感した/なるほど/うーん counts, 返信/report), answers in a div inside the parent's article; a '返信3件' button whose answers are not printed",
        heading="コメント（11件）",
        description="A Japanese city paper's site of May 2024 with atomic hashed classes (one per declaration; share buttons with counts, ranking, weather, advert): 8 comments printed of 11, with three reaction counts, relative times and a login note; two answers nested inside their parent, three more behind an unprinted '返信3件'.",
    )


# --------------------------------------------------------------------------- ko: a city paper, 2022 (Svelte scope classes)


def ko_bike() -> Case:
    cs = talk("""
ddan**** @ 2022.10.04. 09:12 ~ 2022-10-04T00:12:00Z :: 아침마다 아이 데리고 산책하는데 자전거가 너무 빨리 달려서 무서웠어요. 금지 찬성합니다.
>bike**** @ 2022.10.04. 09:40 ~ 2022-10-04T00:40:00Z :: 그럼 자전거는 어디로 다니라는 건가요? 차도로 가면 더 위험합니다.
>ddan**** @ 2022.10.04. 09:58 ~ 2022-10-04T00:58:00Z :: 천 건너편에 자전거도로가 따로 있잖아요. 거기로 다니시면 됩니다.
sunh**** @ 2022.10.04. 09:25 ~ 2022-10-04T00:25:00Z :: 금지보다는 속도 제한이랑 보행자 우선 표지판이 먼저 아닌가요? 대부분은 천천히 다니는데 몇몇 때문에 다 막는 건 과하다고 봅니다.
>park**** @ 2022.10.04. 10:11 ~ 2022-10-04T01:11:00Z :: 동의합니다. 주말 오후에만 시간제로 제한하는 방법도 있을 것 같아요.
gold**** @ 2022.10.04. 10:02 ~ 2022-10-04T01:02:00Z :: 새터천 자전거길은 출퇴근용으로 쓰는 사람도 많아요. 시청에서 의견 수렴은 제대로 한 건지 궁금하네요.
mins**** @ 2022.10.04. 10:30 ~ 2022-10-04T01:30:00Z :: 전동킥보드부터 단속해 주세요. 진짜 위험한 건 킥보드입니다.
>jh76**** @ 2022.10.04. 10:47 ~ 2022-10-04T01:47:00Z :: 이게 맞음. 밤에 불도 안 켜고 다니는 킥보드 때문에 몇 번이나 부딪힐 뻔했어요.
>ddan**** @ 2022.10.04. 11:03 ~ 2022-10-04T02:03:00Z :: 기사 보니까 킥보드도 같이 금지 대상이래요.
hope**** @ 2022.10.04. 11:15 ~ 2022-10-04T02:15:00Z :: 어르신들 산책 많이 하시는 곳이라 사고 나기 전에 정리하는 게 맞다고 봅니다.
cycl**** @ 2022.10.04. 11:48 ~ 2022-10-04T02:48:00Z :: 자전거 타는 사람도 세금 냅니다. 일방적으로 막지 말고 공청회라도 열어 주세요.
yuna**** @ 2022.10.04. 12:20 ~ 2022-10-04T03:20:00Z :: 다리 밑 구간이 좁아서 특히 위험해요. 그 구간만이라도 내려서 끌고 가게 하면 좋겠어요.
kwon**** @ 2022.10.04. 13:05 ~ 2022-10-04T04:05:00Z :: 시에서 설문조사 한다고 했는데 링크가 어디 있는지 아시는 분?
>ssun**** @ 2022.10.04. 13:22 ~ 2022-10-04T04:22:00Z :: 새터시청 홈페이지 '시민참여' 메뉴에 있어요. 이번 달 말까지래요.
>kwon**** @ 2022.10.04. 13:30 ~ 2022-10-04T04:30:00Z :: 감사합니다. 참여했어요.
mool**** @ 2022.10.04. 14:40 ~ 2022-10-04T05:40:00Z :: 매년 봄마다 공사한다고 산책로 막더니 이제는 자전거까지... 관리나 제대로 했으면 좋겠습니다. // 가로등 고장 난 것도 몇 달째 그대로예요.
""")
    k = kids(cs)
    votes = {0: (214, 31), 3: (187, 12), 5: (156, 20), 6: (98, 7), 9: (77, 15), 10: (64, 41), 11: (58, 2)}
    votes |= {12: (44, 0), 15: (41, 3), 1: (33, 40), 2: (51, 9), 4: (28, 1), 7: (19, 0), 8: (11, 1)}
    votes |= {13: (9, 0), 14: (3, 0)}
    best = {0, 3, 5}
    folded = {6, 12}  # their answers are printed but folded until "답글 N" is clicked
    K, sheet = styles(
        "svelte",
        "saeteo-2022",
        {
            "layout": "div{box-sizing:border-box} header{background:#fff;border-bottom:1px solid #e5e5e5} footer{background:#f4f4f4;color:#777;font-size:12px;padding:24px;text-align:center}",
            "gnb": "nav{max-width:1100px;margin:0 auto;display:flex;align-items:center;gap:22px;padding:14px 16px} a{color:#111;text-decoration:none;font-size:15px} strong{font-size:26px;color:#0a5bd3;letter-spacing:-1px}",
            "art": "article{background:#fff;padding:28px} h1{font-size:30px;line-height:1.35;letter-spacing:-.5px;margin:6px 0 12px} p{font-size:17px;line-height:1.8} span{color:#888;font-size:13px} figure{margin:16px 0}",
            "share": "div{display:flex;gap:6px;margin:10px 0} a{border:1px solid #ddd;border-radius:16px;padding:3px 10px;font-size:12px;color:#444;text-decoration:none}",
            "box": "section{background:#fff;padding:20px 28px;margin-top:12px} h2{font-size:18px;margin:0} b{color:#0a5bd3} div{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #222;padding-bottom:10px} ul{list-style:none;margin:0;padding:0} button{border:0;background:none;font-size:13px;color:#888;padding:0 6px} p{background:#f8f8f8;border:1px solid #eee;padding:14px;color:#999;font-size:14px;margin:12px 0}",
            "row": "li{padding:16px 0;border-bottom:1px solid #eee} div{display:flex;align-items:center;gap:8px;font-size:13px} strong{font-size:14px} em{font-style:normal;font-size:11px;font-weight:700;color:#fff;background:#ff4e3a;border-radius:2px;padding:1px 4px} time{color:#999} p{font-size:15px;line-height:1.65;margin:8px 0} button{display:inline-flex;align-items:center;gap:3px;border:1px solid #ddd;background:#fff;border-radius:2px;font-size:12px;padding:3px 8px;color:#555}",
            "rep": "li{background:#f8f9fb;padding:0 0 0 28px;border-bottom:1px solid #eee} ul{list-style:none;margin:0;padding:0}",
            "hidden": "li{padding:14px 0;border-bottom:1px solid #eee;color:#aaa;font-size:13px}",
            "side": "aside{width:300px;flex-shrink:0} h3{font-size:16px;border-bottom:2px solid #0a5bd3;padding-bottom:6px} ol{padding-left:18px;font-size:14px;line-height:1.9} div{height:250px;background:#eee;color:#aaa;font-size:11px;display:flex;align-items:center;justify-content:center;margin-bottom:16px}",
            "wrap": "div{max-width:1100px;margin:16px auto;display:flex;gap:24px;padding:0 16px} main{flex:1;min-width:0}",
        },
    )
    R, X = K["row"], K["rep"]

    def li(i: int, reply: bool = False) -> str:
        c = cs[i]
        up, down = votes[i]
        tag = f'<em class="{R}">BEST</em>' if i in best else ""
        n = len(k.get(i, []))
        rep_btn = (
            f'<button type="button" class="{R}" aria-expanded="{"false" if i in folded else "true"}">답글 {n}</button> '
            if n
            else ""
        )
        rep_btn = rep_btn if not reply else ""
        return (
            f'<li class="{R}" data-key="{88120453 + i * 29}"><div class="{R}">{tag}<strong class="{R}">{esc(c.who)}</strong>'
            f'<time class="{R}" datetime="{c.iso}">{esc(c.at)}</time></div>'
            f'<p class="{R}">{"<br><br>".join(esc(x) for x in c.body.split(chr(10) * 2))}</p>'
            f'<div class="{R}">{rep_btn}<button type="button" class="{R}" aria-label="공감">{ICON["up"]} {up}</button>'
            f'<button type="button" class="{R}" aria-label="비공감">{ICON["down"]} {down}</button>'
            f'<button type="button" class="{R}">신고</button></div></li>'
        )

    items = []
    for i in k[None]:
        items.append(li(i))
        if i in k:
            style = ' style="display:none"' if i in folded else ""
            items.append(
                f'<li class="{X}"{style}><ul class="{X}">' + "".join(li(j, True) for j in k[i]) + "</ul></li>"
            )
        if i == 9:
            items.append(
                f'<li class="{K["hidden"]}">부적절한 표현이 감지되어 자동으로 숨겨진 댓글입니다.</li>'
            )
    thread = f'<ul class="{K["box"]}">' + "".join(items) + "</ul>"
    B = K["box"]
    G = K["gnb"]
    A = K["art"]
    S = K["side"]
    nav = "".join(
        f'<a class="{G}" href="/{h}">{t}</a>'
        for t, h in (
            ("정치·행정", "politics"),
            ("사회", "society"),
            ("경제", "economy"),
            ("교육", "edu"),
            ("문화", "culture"),
            ("오피니언", "opinion"),
        )
    )
    body = f"""<div id="svelte">
<header class="{K["layout"]}"><nav class="{G}"><strong class="{G}">새터일보</strong>{nav}<a class="{G}" href="/login">로그인</a></nav></header>
<div class="{K["wrap"]}"><main class="{K["wrap"]}">
<article class="{A}">
<span class="{A}">사회 · 환경</span>
<h1 class="{A}">새터천 산책로 자전거·킥보드 통행 금지 추진…"보행자 안전" vs "대안 없어"</h1>
<span class="{A}">이서진 기자 · 입력 <time datetime="2022-10-03T23:05:00Z">2022.10.04. 08:05</time></span>
<div class="{K["share"]}"><a class="{K["share"]}" href="#">카카오톡</a><a class="{K["share"]}" href="#">페이스북 57</a><a class="{K["share"]}" href="#">링크 복사</a><a class="{K["share"]}" href="#">가 가</a></div>
<figure class="{A}"><img src="/_avatar/saeteo-stream.svg" width="700" height="394" alt="새터천 산책로"/></figure>
<p class="{A}">새터시가 새터천 산책로 4.2㎞ 구간에서 자전거와 전동킥보드 통행을 금지하는 방안을 추진한다. 시는 이달 말까지 시민 설문조사를 진행한 뒤 내년 3월부터 시행할 계획이다.</p>
<p class="{A}">시에 따르면 최근 2년간 이 구간에서 보행자와 자전거·킥보드 간 충돌 사고가 23건 접수됐다. 특히 폭이 2m 남짓한 새터교 아래 구간에서 사고가 잦았다.</p>
<p class="{A}">반면 자전거 동호회와 출퇴근 이용자들은 "하천 반대편 자전거도로는 중간에 끊겨 있어 대안이 되지 못한다"며 공청회 개최를 요구했다.</p>
<p class="{A}">설문조사는 새터시청 누리집 '시민참여' 메뉴에서 이달 31일까지 참여할 수 있다.</p>
</article>
<section class="{B}" aria-labelledby="cmt-h">
<div class="{B}"><h2 class="{B}" id="cmt-h">댓글 <b class="{B}">17</b></h2><div class="{B}"><button type="button" class="{B}" aria-pressed="true">순공감순</button><button type="button" class="{B}">최신순</button><button type="button" class="{B}">공감비율순</button></div></div>
<p class="{B}">로그인 후 댓글을 작성할 수 있습니다. 댓글은 작성자의 의견이며 새터일보의 입장과 다를 수 있습니다.</p>
{thread}
</section>
</main>
<aside class="{S}"><div class="{S}">광고</div><h3 class="{S}">많이 본 뉴스</h3>{counted("새터천 산책로 자전거 통행 금지 추진 | ;; 새터역 환승센터 11월 개통 | ;; 시립도서관 야간 열람실 운영 재개 | ;; 새터FC, K3리그 잔류 확정 | ;; 가을 축제 주말 교통 통제 안내 |", S, S)}
<h3 class="{S}">오늘의 날씨</h3><ol class="{S}"><li class="{S}">새터 맑음 21℃ / 11℃</li><li class="{S}">미세먼지 보통</li></ol></aside>
</div>
<footer class="{K["layout"]}">새터일보 · 등록번호 경기 아00000 · 발행·편집인 한도윤 · 청소년보호책임자 정미래 · Copyright © 새터일보. All rights reserved.</footer>
</div>"""
    return make(
        "du-ko-saeteo-bike",
        "discussion",
        "ko",
        doc(
            '새터천 산책로 자전거·킥보드 통행 금지 추진…"보행자 안전" vs "대안 없어"',
            "새터일보",
            "ko",
            sheet,
            body,
            published="2022-10-03T23:05:00Z",
            author="이서진",
            style_attrs='data-svelte="svelte-saeteo"',
        ),
        cs,
        path="/society/20221004/saeteo-stream-bike-ban",
        container="section[aria-labelledby] under '댓글 17': ul > li with Svelte-like scope classes only ('svelte-xxxxxx': BEST em, masked id strong, time, p split by br, 답글 N, 공감/비공감/신고), answers in the next sibling li > ul, two of those folded by style=display:none; one auto-hidden entry's placeholder",
        heading="댓글 17",
        description="A Korean city paper of October 2022 with Svelte-like scope classes only (share buttons with a count, most read, weather, advert): 16 comments by masked ids, sorted 순공감순 with three BEST entries, absolute times, agree/disagree counts; answers in a sibling li after their parent, two groups folded by an inline style; one auto-hidden entry's placeholder.",
    )


# --------------------------------------------------------------------------- ar: a local paper, 2021 (no classes, right to left)


def ar_corniche() -> Case:
    cs = talk("""
أبو خالد @ منذ 5 ساعات ~ 2021-06-14T06:20:00Z :: القرار متأخر. كل جمعة يترك الناس الفحم والأكياس على الرمل، والبلدية تنظف صباح السبت على حساب الجميع.
>سلمى العبيدي @ منذ 4 ساعات ~ 2021-06-14T07:05:00Z :: صحيح، لكن المنع الكامل ظلم للعائلات التي لا تملك حديقة. كان يمكن تخصيص أماكن للشواء مع حاويات للفحم.
>>أبو خالد @ منذ 4 ساعات ~ 2021-06-14T07:31:00Z :: إذا خصصوا أماكن فلا مانع عندي، المهم أن يلتزم الناس بالنظافة.
م. ناصر الحربي @ منذ 3 ساعات ~ 2021-06-14T08:12:00Z :: غرامة 200 دينار مبالغ فيها لأسرة تشوي سمكتين. // الأولى أن تبدأ البلدية بالتوعية واللوحات الإرشادية، ثم الغرامات.
نورة @ منذ ساعتين ~ 2021-06-14T09:40:00Z :: أسكن قرب الكورنيش، والدخان يدخل البيوت كل عطلة نهاية أسبوع. شكرًا للبلدية على هذا القرار.
>فيصل @ منذ ساعة ~ 2021-06-14T10:25:00Z :: وماذا عن المطاعم التي تشوي على الرصيف؟ هل يشملها القرار أم هو للعائلات فقط؟
ريم ع. @ منذ 20 دقيقة ~ 2021-06-14T11:05:00Z :: أتمنى أن يُطبَّق القرار على الجميع، لا على الناس البسطاء فقط.
""")
    k = kids(cs)
    likes = [31, 24, 8, 19, 27, 15, 6]

    def li(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in k:
            sub = '<ol aria-label="ردود">' + "".join(li(j) for j in k[i]) + "</ol>"
        return (
            f'<li id="r{60412 + i}"><article aria-labelledby="n{60412 + i}"><header><b id="n{60412 + i}">{esc(c.who)}</b> · '
            f'<time datetime="{c.iso}">{esc(c.at)}</time></header>{paras(c.body)}'
            f'<footer><button type="button">ردّ</button> <button type="button" aria-label="أعجبني">👍 {likes[i]}</button> <button type="button">إبلاغ</button></footer>'
            f"</article>{sub}</li>"
        )

    thread = "<ol>" + "".join(li(i) for i in k[None]) + "</ol>"
    css = (
        "body{margin:0;font:16px/1.8 Tahoma,'Noto Naskh Arabic',sans-serif;color:#222;background:#faf7f2}"
        "body>header{background:#0e5e6f;color:#fff;padding:12px 24px;display:flex;gap:24px;align-items:center}body>header a{color:#fff;text-decoration:none}"
        "body>header nav ul{display:flex;gap:16px;list-style:none;margin:0;padding:0}"
        "body>div{max-width:1100px;margin:20px auto;display:grid;grid-template-columns:1fr 280px;gap:32px;padding:0 16px}"
        "main>article{background:#fff;padding:24px}main h1{font-size:30px;line-height:1.4}"
        "main>section{background:#fff;padding:24px;margin-top:16px}main>section ol{list-style:none;margin:0;padding:0}"
        "main>section li{border-top:1px solid #eee;padding:12px 0}main>section ol ol{margin-right:36px;border-right:3px solid #d8ebe9;padding-right:12px}"
        "main>section li>article header{font-size:14px;color:#666}main>section li>article header b{color:#0e5e6f}"
        "main>section footer button{border:0;background:none;color:#0e5e6f;font-size:13px;cursor:pointer}"
        "aside section{background:#fff;padding:16px;margin-bottom:16px}aside h3{margin-top:0;border-bottom:2px solid #0e5e6f}"
        "body>footer{background:#222;color:#aaa;padding:24px;text-align:center;font-size:13px}"
    )
    nav = "".join(
        f'<li><a href="/{h}/">{t}</a></li>'
        for t, h in (
            ("محليات", "local"),
            ("اقتصاد", "economy"),
            ("رياضة", "sport"),
            ("منوعات", "variety"),
            ("مقالات", "opinion"),
        )
    )
    body = f"""<header><a href="/"><strong>صحيفة المرفأ</strong></a><nav aria-label="الأقسام"><ul>{nav}</ul></nav><span>الاثنين 14 يونيو 2021 · رأس الريم 39°</span></header>
<div><main>
<article>
<p><a href="/local/">محليات</a> › البيئة</p>
<h1>بلدية رأس الريم تمنع الشواء على رمال الكورنيش اعتبارًا من الشهر المقبل</h1>
<p><strong>غرامة قدرها 200 دينار للمخالفين، ووعود بتخصيص مواقع للشواء قرب الحديقة الشمالية</strong></p>
<p>كتب: هشام الدوسري · <time datetime="2021-06-14T05:00:00Z">14 يونيو 2021</time></p>
<p><a href="#">فيسبوك 96</a> · <a href="#">تويتر 41</a> · <a href="#">واتساب</a></p>
<figure><img src="/_avatar/corniche.svg" width="680" height="380" alt="كورنيش رأس الريم"/><figcaption>كورنيش رأس الريم مساء الجمعة الماضية</figcaption></figure>
<p>أعلنت بلدية رأس الريم منع إشعال الفحم والشواء على رمال الكورنيش اعتبارًا من الأول من يوليو، بعد شكاوى متكررة من السكان بشأن الدخان والمخلفات.</p>
<p>وقال مدير إدارة الصحة العامة في البلدية، عادل السعدي، إن فرق النظافة تجمع كل سبت أكثر من طنين من المخلفات من الشاطئ، معظمها فحم وأكياس بلاستيكية.</p>
<p>وتبلغ غرامة المخالفة 200 دينار، وتدرس البلدية تخصيص مواقع مجهزة للشواء قرب الحديقة الشمالية مع حاويات خاصة للفحم، على أن يُعلن عنها قبل نهاية الصيف.</p>
<p>الوسوم: <a href="/tag/baladiya">البلدية</a> · <a href="/tag/corniche">الكورنيش</a> · <a href="/tag/bi2a">البيئة</a></p>
</article>
<section aria-labelledby="ara-h">
<h2 id="ara-h">آراء القرّاء (7)</h2>
<p>الترتيب: <a href="?sort=new">الأحدث</a> · <a href="?sort=top">الأكثر إعجابًا</a></p>
<p><a href="/login/">سجّل الدخول</a> لتشارك برأيك. الآراء المنشورة تعبر عن أصحابها.</p>
{thread}
</section>
</main>
<aside>
<section><h3>الأكثر قراءة</h3>{counted("منع الشواء على رمال الكورنيش | ;; افتتاح سوق السمك الجديد في الميناء | ;; نتائج الثانوية العامة الأسبوع المقبل | ;; نادي المرفأ يتعاقد مع مدرب جديد |")}</section>
<section><h3>الطقس</h3><p>رأس الريم: مشمس، العظمى 39° والصغرى 29°، رطوبة 62%</p></section>
<section><h3>إعلان</h3><img src="/_avatar/ad-dates.svg" width="250" height="250" alt="إعلان"/></section>
</aside></div>
<footer>© 2021 صحيفة المرفأ. جميع الحقوق محفوظة · <a href="/about/">من نحن</a> · <a href="/contact/">اتصل بنا</a> · <a href="/privacy/">سياسة الخصوصية</a></footer>"""
    return make(
        "du-ar-raasalreem-corniche",
        "discussion",
        "ar",
        doc(
            "بلدية رأس الريم تمنع الشواء على رمال الكورنيش اعتبارًا من الشهر المقبل",
            "صحيفة المرفأ",
            "ar",
            css,
            body,
            published="2021-06-14T05:00:00Z",
            author="هشام الدوسري",
            rtl=True,
        ),
        cs,
        path="/local/2021/06/14/corniche-bbq-ban",
        container="section[aria-labelledby] under 'آراء القرّاء (7)', no class anywhere on the page: ol > li > article (header: b NAME, time 'منذ N ساعات'; p; footer buttons), answers in an ol[aria-label=ردود] after the article inside the parent's li, two deep",
        heading="آراء القرّاء (7)",
        description="An Arabic local paper of June 2021, right to left, without any class attribute (share links with counts, most read, weather, an advert): 7 readers' opinions under 'آراء القرّاء' with relative times and likes, answers two deep in an ordered list beside the parent's article. Never says 'comment'.",
    )


def threads3_du() -> list[Case]:
    return [ja_bus(), ko_bike(), ar_corniche()]
