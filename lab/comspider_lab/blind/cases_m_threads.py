"""Blind set M: discussions (1): a Japanese blog's numbered definition list (ja), a Taiwanese news site's forum-style
post rows with a profile column and a quoted parent (zh), Arabic comments with no times and "@name" replies (ar),
Hebrew talkbacks with relative times nested in lists (he), Korean comments behind a "댓글 보기" button with masked IDs
(ko), a Thai webboard-like table per comment with Buddhist-era dates (th), two Bengali comments (bn), a Turkish
article's forum posts in a vBulletin-era postbit with a profile column (tr), Polish comments paged to a second page of
the same article (pl) and an English magazine's 60 numbered comments with "@name" replies (en)."""

from __future__ import annotations

from comspider_lab.blind.cases_m_common import (
    PartsK,
    av,
    box,
    esc,
    fetch_on,
    make,
    page,
    ps,
    rows,
    story,
    thread,
)
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

# --------------------------------------------------------------------------- ja: numbered dl, no heading word "comment"


def dl_ja() -> Case:
    c = thread(
        """
房総の釣り人 | 2013/05/02(木) 12:03 | - | 保田の堤防、先週行きましたが朝マズメはアジが入れ食いでした。駐車場が狭いので早めがいいですね。
まさき | 2013/05/02(木) 18:47 | - | サビキのカゴはどのサイズを使っていますか？うちの子でも扱えるか知りたいです。
通りすがり | 2013/05/03(金) 07:15 | - | 漁港の人に迷惑にならないよう、ゴミは必ず持ち帰りましょう。去年は一時立入禁止になりました。
海坊主 | 2013/05/03(金) 21:30 | - | 写真の夕焼けがきれいです。来週末に家族で行ってみます。
"""
    )
    items = "".join(
        f'<dt id="kk{n}"><span class="kk-no">{n}</span>. <b class="kk-name">{esc(x.author)}</b> <span class="kk-date">{esc(x.when)}</span></dt>'
        f'<dd class="kk-body">{esc(x.text)}</dd>'
        for n, x in enumerate(c, 1)
    )
    block = (
        '<div id="kakikomi"><h3 class="kk-h">この記事への書き込み（4件）</h3>'
        f'<dl class="kk">{items}</dl><form class="kk-form"><p>名前：<input name="n"> メール：<input name="m"></p>'
        '<textarea name="b"></textarea><p><input type="submit" value="書き込む"></p></form></div>'
    )
    st = story(
        "保田漁港の堤防でアジ釣り、ゴールデンウィーク編",
        "投稿者：しおかぜ",
        "しおかぜ",
        "2013-05-01T22:10:00+09:00",
        "2013年5月1日 22:10",
        """
ゴールデンウィーク初日、朝四時に家を出て保田漁港へ向かいました。到着したときにはもう堤防の先端は埋まっていました。

仕掛けはいつものサビキ。日の出とともにアジの群れが入り、二時間で四十匹ほど釣れました。

帰りに漁協の食堂で地魚の定食を食べました。次は秋のカマス狙いで来ようと思います。
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "mt",
            "最近の記事",
            rows("mt", ["竹岡でカワハギ", "新しいリールを買いました", "冬の堤防の防寒対策"]),
        )
        + box("mt", "カテゴリ", rows("mt", ["釣行記 (42)", "道具 (18)", "雑記 (9)"])),
    )
    return make(
        "m-ja-kakikomi-dl",
        "discussion",
        "mt",
        "ja",
        st,
        parts,
        c,
        path="/blog/2013/05/hota-aji.html",
        container="div#kakikomi, dl.kk: dt '1. Name 2013/05/02(木) 12:03', dd.kk-body",
        heading="この記事への書き込み（4件）",
        description="A Japanese fishing blog of 2013: four numbered entries in a definition list (dt: number, bold name, date with the weekday; dd: the text), a heading that says 'writings' (書き込み), a name/mail form; visible date only.",
    )


# --------------------------------------------------------------------------- zh: forum-style post rows with a profile column


def postbit_zh() -> Case:
    c = thread(
        """
風城老饕 | 發表於 2011-8-3 22:15 | - | 東門市場那攤米粉湯我從小吃到大，真的要拆的話很可惜。希望攤商能安置在附近。
小綠綠 | 發表於 2011-8-3 23:02 | - | 市場屋頂漏水很多年了，整修是好事，只是工期兩年太久。
阿德哥 | 發表於 2011-8-4 08:41 | 1 | 工期兩年是因為要先做結構補強，去年說明會有講，市府網站有簡報可以看。
新竹人在台北 | 發表於 2011-8-4 10:19 | - | 每次回家一定去買潤餅，市場改建後還會在嗎？
竹北媽媽 | 發表於 2011-8-4 12:55 | 3 | 潤餅阿姨說會搬到中正路那邊的臨時市場，她自己跟我說的。
版主-竹風 | 發表於 2011-8-4 14:30 | - | 提醒各位：討論請就事論事，勿張貼攤商個人電話。
"""
    )
    posts = []
    for n, x in enumerate(c, 1):
        quote = ""
        if x.parent is not None:
            p = c[x.parent]
            quote = (
                f'<div class="quote"><blockquote><font size="2" color="#999">{esc(p.author)} {esc(p.when)}</font><br>'
                f"{esc(p.text[:18])} ...</blockquote></div>"
            )
        level = "版主" if n == 6 else ("高級會員" if n % 2 else "中級會員")
        posts.append(
            f'<table class="pbit" id="pid{3310 + n}" width="100%" cellspacing="0"><tr>'
            f'<td class="pls" width="160" valign="top"><a class="xw1" href="/space/uid-{8800 + n * 7}">{esc(x.author)}</a><br>{av(n, x.author, 80)}'
            f'<dl class="pil"><dt>等級</dt><dd>{level}</dd><dt>文章</dt><dd>{n * 97 + 12}</dd><dt>註冊</dt><dd>2009-0{n}-1{n}</dd></dl></td>'
            f'<td class="plc" valign="top"><div class="pti"><em>{esc(x.when)}</em> <a class="floor" href="#pid{3310 + n}">#{n}</a></div>'
            f'<div class="pct">{quote}<div class="t_f">{esc(x.text)}</div></div>'
            '<div class="po"><a href="#">回覆</a> <a href="#">引用</a> <a href="#">檢舉</a></div></td></tr></table>'
        )
    block = box(
        "forum",
        "本文討論區（6）",
        "".join(posts)
        + '<div class="fastpost"><b>快速回覆</b><textarea></textarea><button>發表回覆</button></div>',
        box_id="newsbbs",
    )
    st = story(
        "東門市場整修 攤商明年遷臨時市場",
        "記者 林佩君／新竹報導",
        "林佩君",
        "2011-08-03T18:20:00+08:00",
        "2011-08-03 18:20",
        """
有六十多年歷史的東門市場將進行結構補強與整修，市府昨日召開說明會，預計明年初動工，工期約兩年。

市場內一百二十多個攤商將暫時遷往中正路旁的臨時市場，市府表示將補助搬遷費用。

部分攤商擔心客人流失，希望市府加強宣傳，並在臨時市場設置停車位。
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "forum",
            "熱門新聞",
            rows("forum", ["竹科交通改善方案出爐", "城隍廟夜市延長營業", "颱風假 新竹縣市明停班停課"]),
        ),
    )
    return make(
        "m-zh-postbit-rows",
        "discussion",
        "forum",
        "zh",
        st,
        parts,
        c,
        path="/news/local/20110803-dongmen-market.html",
        container="table.tbox#newsbbs, one table.pbit per post: td.pls profile column (name, avatar, 等級/文章/註冊), td.plc (time, floor #n, text)",
        heading="本文討論區（6）",
        description="A Taiwanese news site with an attached board (2011): each reader's post a table row with a profile column (linked name, avatar, level, post count, sign-up date) and the post (發表於 time, floor number, text); two replies open with a quoted block of the post they answer (not their text); a moderator's note; quick-reply form; JSON-LD.",
    )


# --------------------------------------------------------------------------- ar: no times, names not linked, "@name" replies


def at_ar() -> Case:
    c = thread(
        """
خالد العمري | | - | مشروع ممتاز، لكن نتمنى أن يشمل الطريق إلى قرى الشرق أيضاً فهو في حالة سيئة منذ سنوات.
أم فيصل | | - | المهم أن ينتهي قبل موسم الصيف، الزحام عند الدوار لا يطاق.
سعود | | 0 | @خالد العمري الطريق الشرقي ضمن المرحلة الثانية حسب ما أعلنته البلدية العام الماضي.
"""
    )
    items = "".join(
        f'<div class="raay" data-i="{i}"><div class="raay-who">{esc(x.author)}</div><div class="raay-txt">{esc(x.text)}</div>'
        '<div class="raay-act"><a href="#">رد</a> · <a href="#">إبلاغ</a></div></div>'
        for i, x in enumerate(c)
    )
    block = (
        '<section class="araa" id="araa"><h2 class="araa-h">آراء القراء (3)</h2>'
        f'<div class="araa-list">{items}</div><form class="araa-form"><input placeholder="الاسم"><textarea placeholder="اكتب رأيك"></textarea><button>إرسال</button></form></section>'
    )
    st = story(
        "البلدية تبدأ توسعة طريق الملك عبدالله في الهفوف",
        "الهفوف — عبدالرحمن الناصر",
        "عبدالرحمن الناصر",
        "2024-03-11T09:00:00+03:00",
        "11 مارس 2024",
        """
بدأت بلدية الأحساء أعمال توسعة طريق الملك عبدالله في الهفوف بطول أربعة كيلومترات، ضمن خطة لتخفيف الزحام عند الدوارات الرئيسية.

وقال مدير المشروع إن الأعمال ستنفذ على مراحل ليلية لتقليل الإزعاج، وإن المدة المتوقعة ثمانية عشر شهراً.

وتشمل التوسعة إضافة مسار ثالث في كل اتجاه وإنشاء ممرات للمشاة وإنارة جديدة.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "cms",
            "الأكثر قراءة",
            rows("cms", ["افتتاح سوق القيصرية بعد الترميم", "موعد مهرجان التمور", "أمطار على الأحساء"], True),
        ),
    )
    return make(
        "m-ar-araa-notime",
        "discussion",
        "cms",
        "ar",
        st,
        parts,
        c,
        path="/local/2024/03/tawsiat-tariq-almalik.html",
        container="section#araa, div.raay (flat): name (not linked), text, 'رد · إبلاغ'; no time",
        heading="آراء القراء (3)",
        description="An Arabic regional news site of today (right to left): three readers' opinions with no times and no avatars, names not linked; the one reply opens with '@Name' (the truth gives its parent, the '@Name' in its text, set J's rule); form below; OG.",
    )


# --------------------------------------------------------------------------- he: relative times, nested lists


def talkback_he() -> Case:
    c = thread(
        """
יוסי מעפולה | לפני 5 שעות | - | סוף סוף מישהו מטפל בצומת הזה. כל בוקר פקק של חצי שעה.
רונית | לפני 4 שעות | 0 | חצי שעה זה בימים טובים. ביום שלישי עמדתי שם ארבעים דקות.
דני כ. | לפני 3 שעות | - | ומה עם הרכבת? הבטיחו תחנה בעפולה כבר לפני עשר שנים.
מושבניק | לפני שעה | 2 | התחנה פתוחה כבר שנתיים, דני. רק שהרכבת עוברת פעם בשעה.
"""
    )

    def li(i: int, n: list[int]) -> str:
        x = c[i]
        n[0] += 1
        kids = [j for j, y in enumerate(c) if y.parent == i]
        sub = "<ul>" + "".join(li(j, n) for j in kids) + "</ul>" if kids else ""
        return (
            f'<li><div class="tb"><span class="tb-num">{n[0]}.</span> <span class="tb-name">{esc(x.author)}</span> '
            f'<span class="tb-ago">{esc(x.when)}</span><div class="tb-body">{esc(x.text)}</div></div>{sub}</li>'
        )

    counter = [0]
    tops = [i for i, x in enumerate(c) if x.parent is None]
    block = (
        '<div class="tguvot"><div class="tguvot-bar">4 תגובות לכתבה · <a href="#new">הוסף תגובה</a></div>'
        f'<ul class="tb-tree">{"".join(li(i, counter) for i in tops)}</ul></div>'
    )
    st = story(
        "משרד התחבורה אישר: מחלף חדש בצומת העמק",
        "מאת: אורית שמש",
        "אורית שמש",
        "2012-11-06T07:40:00+02:00",
        "06/11/2012 07:40",
        """
משרד התחבורה אישר את תכנון המחלף בצומת העמק, אחד הצמתים העמוסים בצפון. העבודות צפויות להתחיל בקיץ הקרוב.

לפי התכנון, המחלף יכלול גשר מעל כביש 60 ושני מעגלי תנועה.

ראש העירייה אמר כי מדובר בבשורה לתושבים ולנהגים שעוברים בצומת מדי יום.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box("drupal", "מבזקים", rows("drupal", ["תאונה בכביש 65", "הופעה באמפי", "הפסקת מים בשכונה"])),
    )
    return make(
        "m-he-tguvot-ago",
        "discussion",
        "drupal",
        "he",
        st,
        parts,
        c,
        path="/news/2012/11/mechlaf-tzomet-haemek",
        container="div.tguvot, ul.tb-tree: li > div.tb (number, name, 'לפני N שעות', text), replies in a nested ul",
        heading=None,
        description="A Hebrew regional news site of 2012 (right to left): four talkbacks numbered in reading order, relative times only ('לפני 3 שעות'), replies nested in a ul inside their parent's li; no heading, only a bar '4 תגובות לכתבה · הוסף תגובה'; OG.",
    )


# --------------------------------------------------------------------------- ko: a button, masked IDs


def button_ko() -> Case:
    c = thread(
        """
bada**** | 2015.03.04 14:22 | - | 통영 케이블카 주말에 타려면 한 시간은 기다려야 합니다. 평일 오전을 추천합니다.
jiny**** | 2015.03.04 15:08 | - | 요금이 또 오르네요. 지역 주민 할인은 유지된다니 다행입니다.
namh**** | 2015.03.04 19:41 | 1 | 주민 할인은 신분증 보여주면 됩니다. 작년에 저도 받았어요.
"""
    )
    # the reply sits in the list after its parent, in a ul.re-list
    parts_html = []
    for i, x in enumerate(c):
        if x.parent is not None:
            continue
        kids = [j for j, y in enumerate(c) if y.parent == i]
        sub = "".join(
            f'<li class="cmt-row re"><span class="re-ico">ㄴ</span><div class="cmt-id">{esc(c[j].author)}</div><div class="cmt-date">{esc(c[j].when)}</div>'
            f'<p class="cmt-txt">{esc(c[j].text)}</p></li>'
            for j in kids
        )
        parts_html.append(
            f'<li class="cmt-row"><div class="cmt-id">{esc(x.author)}</div><div class="cmt-date">{esc(x.when)}</div>'
            f'<p class="cmt-txt">{esc(x.text)}</p><div class="cmt-btn"><button>답글</button> <button>공감 {3 + i}</button> <button>비공감 0</button></div>'
            + (f'<ul class="re-list">{sub}</ul>' if sub else "")
            + "</li>"
        )
    real_path = "/news/2015/0304/tongyeong-cablecar.html"
    frag = real_path.replace(".html", "-reply.html")
    block = (
        '<div class="reply-area" id="reply-area"><button type="button" id="show-reply" class="btn-reply">댓글 보기 (3)</button>'
        '<ul class="cmt-list" id="cmt-list"></ul><div class="cmt-write"><textarea placeholder="로그인 후 작성할 수 있습니다"></textarea></div></div>'
    )
    st = story(
        "통영 케이블카 요금 내달부터 인상…주민 할인은 유지",
        "김태훈 기자",
        "김태훈",
        "2015-03-04T11:30:00+09:00",
        "입력 2015.03.04 11:30",
        """
통영 미륵산 케이블카 이용 요금이 다음 달부터 성인 왕복 기준 천 원 오른다.

운영사는 시설 보수와 인건비 상승을 이유로 들었으며, 통영 시민 할인은 현행대로 유지된다고 밝혔다.

지난해 케이블카 이용객은 백만 명을 넘어 개장 이후 최대를 기록했다.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "ee",
            "많이 본 뉴스",
            rows("ee", ["거제 조선소 수주 회복", "남해 마늘 축제 개막", "진주 남강 유등 준비"], True),
        ),
        end=fetch_on("click:#show-reply", frag, "#cmt-list"),
        files={frag: "".join(parts_html)},
    )
    return make(
        "m-ko-button-masked",
        "revealed",
        "ee",
        "ko",
        st,
        parts,
        c,
        path=real_path,
        reveal="click: the button '댓글 보기 (3)' fetches the comments (HTML) into ul#cmt-list",
        container="div#reply-area, ul#cmt-list of li.cmt-row (masked ID, date, text, 답글/공감/비공감); the reply in ul.re-list with 'ㄴ'",
        heading=None,
        description="A Korean regional paper of 2015: the comments come only after a click on '댓글 보기 (3)'; masked IDs ('bada****'), dotted dates, like/dislike buttons; one reply in a nested ul.re-list marked 'ㄴ'; no heading; JSON-LD.",
        static=False,
        check_steps=("click:#show-reply", "wait:800"),
    )


# --------------------------------------------------------------------------- th: a table per comment, Buddhist-era dates


def table_th() -> Case:
    c = thread(
        """
คนลำปางแท้ | 12 มี.ค. 2556 เวลา 09:14 น. | - | ดีใจที่รถม้าจะได้รับการอนุรักษ์ต่อ เป็นเอกลักษณ์ของเมืองเราจริงๆ
แม่ค้าตลาดเก่า | 12 มี.ค. 2556 เวลา 11:40 น. | - | อยากให้เทศบาลทำที่จอดรถม้าให้ร่มกว่านี้ ม้าร้อนมากตอนบ่าย
นักท่องเที่ยวจากกรุงเทพ | 12 มี.ค. 2556 เวลา 16:02 น. | - | นั่งรถม้ารอบเมืองเมื่อเดือนที่แล้ว คนขับเล่าประวัติเมืองสนุกมาก ราคาไม่แพง
ลุงแดง สบตุ๋ย | 13 มี.ค. 2556 เวลา 07:55 น. | - | ขอให้ช่วยเรื่องค่าอาหารม้าด้วย ตอนนี้หญ้าแพงขึ้นเยอะ
"""
    )
    tables = "".join(
        f'<table class="kwam" width="100%" border="0" cellpadding="6"><tr><td class="kwam-hd">ความคิดเห็นที่ {n}</td></tr>'
        f'<tr><td class="kwam-txt">{esc(x.text)}</td></tr>'
        f'<tr><td class="kwam-by">โดย: {esc(x.author)} [IP: 110.49.{n * 13}.xxx] &nbsp; {esc(x.when)}</td></tr></table>'
        for n, x in enumerate(c, 1)
    )
    block = (
        f'<div class="kwamhen">{tables}<table class="kwam-form"><tr><td><b>แสดงความคิดเห็น</b></td></tr>'
        '<tr><td>ชื่อ: <input> <textarea></textarea> <input type="submit" value="ส่งความคิดเห็น"></td></tr></table></div>'
    )
    st = story(
        "เทศบาลนครลำปางเดินหน้าอนุรักษ์รถม้า หนุนค่าใช้จ่ายสารถี",
        "โดย ทีมข่าวลำปาง",
        "ทีมข่าวลำปาง",
        "2013-03-11T15:00:00+07:00",
        "11 มีนาคม 2556",
        """
เทศบาลนครลำปางประกาศโครงการอนุรักษ์รถม้า สัญลักษณ์ของเมือง โดยจะสนับสนุนค่าซ่อมแซมรถและค่ารักษาม้าให้กับสารถีที่ขึ้นทะเบียน

ปัจจุบันลำปางมีรถม้าให้บริการนักท่องเที่ยวประมาณหกสิบคัน ลดลงจากกว่าร้อยคันเมื่อสิบปีก่อน

นายกเทศมนตรีกล่าวว่าจะจัดจุดจอดรถม้าใหม่บริเวณหน้าสถานีรถไฟและตลาดเก่า
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=box("joomla", "ข่าวล่าสุด", rows("joomla", ["งานหลวงเวียงละกอน", "ฝุ่นควันเริ่มลดลง", "ประกวดเซรามิก"])),
    )
    return make(
        "m-th-kwamhen-table",
        "discussion",
        "joomla",
        "th",
        st,
        parts,
        c,
        path="/index.php/news/local/1873-rotma-lampang",
        container="div.kwamhen: one table.kwam per comment (ความคิดเห็นที่ N, the text, then 'โดย: Name [IP: …] date')",
        heading=None,
        description="A Thai local news site on a table-laid CMS (2013): every comment its own table: a header row 'ความคิดเห็นที่ N', the text, then the signature 'โดย: Name [IP: 110.49.13.xxx] 12 มี.ค. 2556 เวลา 09:14 น.' (Buddhist-era year); no heading; a form; visible date only.",
    )


# --------------------------------------------------------------------------- bn: two comments, Bengali digits


def two_bn() -> Case:
    c = thread(
        """
রফিকুল ইসলাম | ১২ মার্চ ২০১৪, ১০:২২ | - | পদ্মার পাড়ে হাঁটার রাস্তাটা সত্যিই দরকার ছিল। সন্ধ্যায় অনেক মানুষ যায়।
সুমাইয়া আক্তার | ১২ মার্চ ২০১৪, ১৩:০৫ | - | বাতি লাগানোর কাজটা আগে শেষ করুন, রাতে জায়গাটা নিরাপদ না।
"""
    )
    items = "".join(
        f'<div class="mntb"><div class="mntb-top"><span class="mntb-nam">{esc(x.author)}</span> <span class="mntb-tm">{esc(x.when)}</span></div>'
        f'<div class="mntb-lekha">{esc(x.text)}</div></div>'
        for x in c
    )
    block = f'<section class="pathok" id="pathok"><h3>পাঠকের মন্তব্য (২)</h3>{items}<p class="pathok-note">মন্তব্যের দায় সম্পূর্ণ মন্তব্যকারীর।</p></section>'
    st = story(
        "পদ্মার পাড়ে নতুন হাঁটার পথ, খুলছে আগামী মাসে",
        "নিজস্ব প্রতিবেদক, রাজশাহী",
        "নিজস্ব প্রতিবেদক",
        "2014-03-11T18:00:00+06:00",
        "১১ মার্চ ২০১৪",
        """
রাজশাহী শহরের পদ্মার পাড়ে দুই কিলোমিটার দীর্ঘ হাঁটার পথের কাজ প্রায় শেষ। আগামী মাসে এটি জনসাধারণের জন্য খুলে দেওয়া হবে।

সিটি করপোরেশন জানিয়েছে, পথের পাশে বসার জায়গা ও বাতি বসানো হচ্ছে।
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block, rail=box("cms", "সর্বশেষ", rows("cms", ["আমের মুকুলে ভরা বাগান", "বরেন্দ্রে পানির সংকট"]))
    )
    return make(
        "m-bn-pathok-2",
        "discussion",
        "cms",
        "bn",
        st,
        parts,
        c,
        path="/rajshahi/2014/03/11/padma-walkway",
        container="section#pathok, div.mntb (name, time, text)",
        heading="পাঠকের মন্তব্য (২)",
        description="A Bengali regional news site: two readers' comments with Bengali digits in the times and a disclaimer below; JSON-LD.",
    )


# --------------------------------------------------------------------------- tr: vBulletin-era postbit with a profile column


def postbit_tr() -> Case:
    c = thread(
        """
fındıkçı_52 | 14-03-2012, 21:47 | - | Fındık fiyatı bu sene de yerlerde. Alım fiyatı açıklanmadan hasat başlıyor, üretici ne yapsın?
KaraDenizli | 14-03-2012, 22:10 | - | Kooperatif yeniden alıma başlarsa fiyat toparlanır. Geçen sene tüccar çok kazandı.
ünyeli_hasan | 15-03-2012, 08:33 | - | Bahçede işçi bulmak da ayrı dert oldu, gündelik her yıl artıyor.
Semra_Öğretmen | 15-03-2012, 11:02 | - | Haber güzel ama bahçe sahiplerinin görüşleri de eklenebilirdi.
yaşlı_kaptan | 15-03-2012, 19:20 | - | Babam fındığı kırk yıl önce de aynı dertlerle satıyordu. Değişen bir şey yok.
"""
    )
    posts = []
    for n, x in enumerate(c, 1):
        posts.append(
            f'<table class="tbox postrow" id="post{52100 + n}" width="100%" cellspacing="1" cellpadding="6">'
            f'<tr><td class="thd" colspan="2"><span class="smallfont">{esc(x.when)}</span> <a class="postcount" href="#post{52100 + n}" style="float:right">#{n}</a></td></tr>'
            f'<tr><td class="row2 puser" width="175" valign="top"><a class="bigusername" href="/forum/member.php?u={700 + n * 31}">{esc(x.author)}</a>'
            f'<div class="smallfont">{"Kıdemli Üye" if n % 2 else "Üye"}</div>{av(n, x.author, 60)}'
            f'<div class="smallfont">Üyelik tarihi: Oca 2010<br>Mesajlar: {n * 143}</div></td>'
            f'<td class="row1 pmsg" valign="top"><div class="postbody">{esc(x.text)}</div>'
            '<div class="smallfont pfoot"><a href="#">Alıntı ile Cevapla</a></div></td></tr></table>'
        )
    block = (
        '<div class="habertartis"><table class="tbox" width="100%" cellspacing="1" cellpadding="4"><tr><td class="thd">Bu haberi forumda tartışın — 5 mesaj</td></tr></table>'
        + "".join(posts)
        + '<div class="smallfont">« Önceki Konu | Sonraki Konu »</div></div>'
    )
    st = story(
        "Fındık üreticisi alım fiyatını bekliyor",
        "Haber Merkezi / Ordu",
        "Haber Merkezi",
        "2012-03-14T16:00:00+02:00",
        "14 Mart 2012, 16:00",
        """
Ordu ve Giresun'da fındık üreticileri, yeni sezon öncesi alım fiyatının bir an önce açıklanmasını istiyor.

Üreticiler, artan gübre ve işçi maliyetleri karşısında geçen yılki fiyatın zarar ettirdiğini söylüyor.

Ziraat Odası Başkanı, fiyatın hasattan önce açıklanmasının piyasayı rahatlatacağını belirtti.
""",
        declare="metadate",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "forum",
            "Forumda Son Konular",
            rows(
                "forum",
                ["Ünye sahil yolu ne zaman biter", "Giresunspor maç sonrası", "Yayla yolu kardan kapandı"],
            ),
        ),
    )
    return make(
        "m-tr-forum-postbit",
        "discussion",
        "forum",
        "tr",
        st,
        parts,
        c,
        path="/haberler/ordu/findik-alim-fiyati-1203.html",
        container="div.habertartis: a table.tbox.postrow per post: header row (date, #n), td.puser profile column (name, title, avatar, joined, posts), td.pmsg",
        heading="Bu haberi forumda tartışın — 5 mesaj",
        description="A Turkish regional news portal attached to a vBulletin-era board (2012): the article's discussion is five forum posts printed below it, each a table with a header row (date '14-03-2012, 21:47', post number), a profile column (linked name, rank, avatar, join date, post count) and the post; 'Alıntı ile Cevapla'; <meta name=date>.",
    )


# --------------------------------------------------------------------------- pl: a second page of comments of the same article


def pager_pl() -> Case:
    c = thread(
        """
~marek_st | 2014-02-11 20:14 | - | Nareszcie ktoś pomyślał o ścieżce rowerowej do Tczewa. Jeżdżę tamtędy codziennie poboczem.
~Gość: basia | 2014-02-11 20:40 | - | A chodniki w centrum? Połamane płyty od lat, starsi ludzie się przewracają.
~kociewiak | 2014-02-11 21:05 | - | Ścieżka ma iść wzdłuż torów czy drogi krajowej? Z artykułu nie wynika.
~Gość: Rowerzysta | 2014-02-11 22:18 | - | Wzdłuż drogi, tak było na konsultacjach w ratuszu. Mapa jest na stronie gminy.
~Ola z Szpęgawska | 2014-02-12 07:31 | - | Super, dzieci będą mogły bezpiecznie dojeżdżać do szkoły.
~sceptyk | 2014-02-12 09:50 | - | Zobaczymy, czy pieniądze z Unii w ogóle przyjdą. Obiecywali już trzy razy.
~Gość: emeryt | 2014-02-12 12:12 | - | Dobrze by było jeszcze posadzić drzewa przy ścieżce, latem tam nie ma cienia.
~tczewianka | 2014-02-12 16:45 | - | Z naszej strony ścieżka już jest do granicy miasta, teraz kolej na Starogard.
"""
    )

    def kom(n: int, x: Seed) -> str:
        return (
            f'<div class="kom" id="kom{9180 + n}"><div class="kom-h"><span class="kom-nick">{esc(x.author)}</span> · <span class="kom-ip">IP: 83.{n}.*.*</span> · '
            f'<span class="kom-data">{esc(x.when)}</span></div><div class="kom-t">{esc(x.text)}</div>'
            '<div class="kom-f"><a href="#">odpowiedz</a> | <a href="#">zgłoś do usunięcia</a> | ocena: <a href="#">+</a> <a href="#">−</a></div></div>'
        )

    path = "/region/starogard/art-4521-sciezka-rowerowa-do-tczewa.html"
    page2 = "/region/starogard/art-4521-sciezka-rowerowa-do-tczewa,komentarze,2.html"

    def pager(cur: int) -> str:
        one = f'<a href="{path}">1</a>' if cur == 2 else "<b>1</b>"
        two = f'<a href="{page2}">2</a>' if cur == 1 else "<b>2</b>"
        nxt = (
            f' <a class="nast" href="{page2}">następna »</a>'
            if cur == 1
            else f' <a class="poprz" href="{path}">« poprzednia</a>'
        )
        return f'<div class="kom-pager">Strona: {one} {two}{nxt}</div>'

    def block(cur: int, items: list[int]) -> str:
        return (
            '<div class="opinie" id="opinie"><h3>Opinie Czytelników (8)</h3>'
            + pager(cur)
            + "".join(kom(n + 1, c[n]) for n in items)
            + pager(cur)
            + '<div class="kom-form"><b>Dodaj opinię</b> Podpis: <input> <textarea></textarea> <button>Wyślij</button></div></div>'
        )

    st = story(
        "Będzie ścieżka rowerowa ze Starogardu do Tczewa",
        "Tomasz Wiśniewski",
        "Tomasz Wiśniewski",
        "2014-02-11T14:30:00+01:00",
        "11 lutego 2014, 14:30",
        """
Gminy Starogard i Tczew podpisały porozumienie w sprawie wspólnej ścieżki rowerowej. Trasa ma mieć dwadzieścia kilometrów.

Budowa ma ruszyć w przyszłym roku, jeśli uda się zdobyć dofinansowanie z funduszy unijnych.

Ścieżka poprowadzi wzdłuż drogi krajowej, a po drodze powstaną trzy miejsca odpoczynku.
""",
        declare="og",
        section="Region",
    )
    st2 = story(
        "Będzie ścieżka rowerowa ze Starogardu do Tczewa — opinie, strona 2",
        "Tomasz Wiśniewski",
        "Tomasz Wiśniewski",
        "2014-02-11T14:30:00+01:00",
        "11 lutego 2014, 14:30",
        "Gminy Starogard i Tczew podpisały porozumienie w sprawie wspólnej ścieżki rowerowej.",
        declare="og",
        section="Region",
    )
    rail = box(
        "drupal",
        "Najnowsze",
        rows("drupal", ["Mecz Włókniarza przełożony", "Nowe rondo w Skórczu", "Kiermasz na Rynku"]),
    )
    p2 = page(
        "drupal",
        "pl",
        st2,
        PartsK(lead=f'<p><a href="{path}">« wróć do artykułu</a></p>', after=block(2, [5, 6, 7]), rail=rail),
    )
    parts = PartsK(after=block(1, [0, 1, 2, 3, 4]), rail=rail)
    return make(
        "m-pl-opinie-strona2",
        "revealed",
        "drupal",
        "pl",
        st,
        parts,
        c,
        path=path,
        reveal="pager: 5 on the article; 'Strona: 1 2 następna »' links to a second page of the same article with the other 3",
        container="div#opinie, div.kom (nick with '~', IP, date, text, 'odpowiedz | zgłoś | ocena')",
        heading="Opinie Czytelników (8)",
        description="A Polish regional paper of 2014: readers' opinions, five on the article's page and three on its second comments page ('…,komentarze,2.html', a full page repeating the article's title); nicks with '~' and 'Gość:', masked IPs; a pager above and below; OG.",
        static=True,
        comments_page=page2,
        files={page2: p2},
        check_steps=("snap", f"goto:{page2}"),
    )


# --------------------------------------------------------------------------- en: 60 numbered comments, "@name" replies

_EN_NAMES = [
    "Marguerite Olsen",
    "dockside_dan",
    "P. Whitcombe",
    "Lorenzo Baptiste",
    "Hattie",
    "KJ in Millbrook",
    "Oscar Fenn",
    "greenwaygal",
    "Ruth Abernathy",
    "Tobias Krall",
    "sailor_jim42",
    "Nadia Farouk",
    "Wes Pruitt",
    "BayWatcher",
    "Celia Montoya",
    "Ambrose T.",
    "fern_and_finch",
    "Lou Castellano",
]
_EN_OPEN = [
    "The plan for the old ferry terminal",
    "Turning the pier into a market",
    "The council's vote last night",
    "Parking on Harbor Street",
    "The mural on the warehouse wall",
    "Keeping the fish shack",
    "The bike lane on Front Street",
    "The new ferry schedule",
    "Moving the farmers market",
    "The boardwalk lights",
    "Dredging the marina",
    "Closing the east lot",
    "The public restrooms",
    "Summer concerts on the green",
    "The seawall repair",
]
_EN_VIEW = [
    "is the best idea this town has had in years.",
    "sounds fine on paper, but who pays for the upkeep?",
    "was decided before anyone asked the neighbors.",
    "would finally bring people down to the water in the evening.",
    "needs a second public meeting on a weekend, not at 4 pm on a Tuesday.",
    "will push out the last working boats, and then what is left of the harbor?",
    "is overdue, the current one floods every spring tide.",
    "should include a covered area, it rains here half the year.",
    "ought to keep the local vendors first in line for stalls.",
    "has my vote as long as the fishing spots stay open.",
    "is going to make Saturday traffic even worse on Bay Road.",
    "could be paid for with the hotel tax, as Ashford did.",
]


def _en60() -> list[Seed]:
    out: list[Seed] = []
    replies = {6: 2, 11: 9, 15: 14, 22: 20, 27: 25, 33: 30, 38: 36, 44: 43, 51: 47, 57: 55}
    for i in range(60):
        name = _EN_NAMES[(i * 7) % len(_EN_NAMES)]
        day = 4 + i // 15
        hour = 8 + (i % 12)
        when = f"03/{day:02d}/2013 at {hour % 12 or 12}:{(i * 13) % 60:02d}{'am' if hour < 12 else 'pm'}"
        text = f"{_EN_OPEN[i % len(_EN_OPEN)]} {_EN_VIEW[(i * 5) % len(_EN_VIEW)]}"
        if i % 4 == 1:
            text += f" I have lived on the Bay for {12 + i} years and never seen the harbor this busy."
        parent = replies.get(i)
        if parent is not None:
            if out[parent].author == name:
                name = _EN_NAMES[(i * 7 + 3) % len(_EN_NAMES)]
            text = f"@{out[parent].author} " + text
        out.append(Seed(name, text, parent, when=when))
    return out


def sixty_en() -> Case:
    c = _en60()
    items = "".join(
        f'<div class="response" id="response_{2200 + n}"><div class="response-body">{ps(x.text)}</div>'
        f'<div class="response-meta"><a class="rnum" href="#response_{2200 + n}">#{n}</a> Posted by '
        + (
            f'<a href="http://example.org/~{n}" rel="nofollow">{esc(x.author)}</a>'
            if n % 3 == 0
            else f"<b>{esc(x.author)}</b>"
        )
        + f" on {esc(x.when)}</div></div>"
        for n, x in enumerate(c, 1)
    )
    block = (
        '<div id="responses"><h3 class="resp-h">60 Responses</h3><p class="resp-sort">Oldest first · <a href="#">Newest first</a></p>'
        f'{items}<div id="respond"><h3>Join the conversation</h3><p>Name: <input> Email (not published): <input> URL: <input></p>'
        '<textarea rows="8"></textarea><p><input type="checkbox"> Remember my personal information <input type="submit" value="Submit"></p></div></div>'
    )
    st = story(
        "What should become of the old ferry terminal?",
        "By Alma Reyes",
        "Alma Reyes",
        "2013-03-03T19:00:00-08:00",
        "March 3, 2013",
        """
The ferry terminal at the foot of Harbor Street has stood empty since the new dock opened in Westport. Now the council has three proposals on its desk.

One would turn the building into a covered market for local fishermen and growers. Another would lease it to a restaurant group. The third would tear it down for a waterfront park.

We asked readers what they think. The council takes public comment on March 12; the vote is expected in April.
""",
        declare="og",
        kicker="Waterfront",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "ee",
            "In this issue",
            rows(
                "ee",
                ["The last oyster shuckers", "Ten cheap eats near the pier", "A night at the Bay Theater"],
            ),
        )
        + box(
            "ee",
            "Newsletter",
            '<p>Get the Review in your inbox.</p><input placeholder="Email"><button>Sign up</button>',
        ),
    )
    return make(
        "m-en-responses-60",
        "discussion",
        "ee",
        "en60",
        st,
        parts,
        c,
        path="/waterfront/what-should-become-of-the-old-ferry-terminal",
        container="div#responses, div.response: the text first, then '#N Posted by Name on 03/04/2013 at 9:13am' (some names linked)",
        heading="60 Responses",
        description="A city magazine on an ExpressionEngine-like CMS (2013): sixty numbered responses on one page, each text followed by its signature line ('#12 Posted by Name on 03/04/2013 at 2:12pm', a third of the names linked); ten replies open with '@Name' (the truth gives their parents, '@Name' in the text, set J's rule); OG.",
    )
