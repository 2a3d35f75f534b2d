"""Blind set AM: five article pages without any reader comment (truth zero) whose script-drawn list has a discussion
entry's shape, of kinds the earlier sets' lists do not name, drawn the way this set's discussions are: analysts'
price targets fetched as JSON after load (zh), the article's version history behind a button (he), a travel page's
"recently booked" feed drawn from inline JSON (th), a newsroom assistant's sample conversation in an open shadow root
(id), the staff's book picks in a dialog opened from the byline (da). Written for this set; every name, place and
text invented."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_am_common import Case, Parts, Story, items_js, jsdata, make, rows


def _recs(block: str, keys: tuple[str, ...]) -> list[dict[str, str]]:
    return [dict(zip(keys, r, strict=True)) for r in rows(block, len(keys))]


def zh_analysts() -> Case:
    recs = _recs(
        """
王思远 | 锦江证券研究所 | 3月18日 09:12 | 目标价 42.00 元 | 维持“买入”。新工厂投产后毛利率有望回升两个百分点，上调全年盈利预测。
陈静 | 东岸资本 | 3月18日 08:40 | 目标价 36.50 元 | 下调至“中性”。海外订单放缓，库存周转天数已连续两个季度上升。
李卓然 | 华川证券 | 3月17日 17:25 | 目标价 45.00 元 | 首次覆盖，给予“增持”。公司在储能电池领域的客户结构优于同行。
赵敏 | 北辰投资 | 3月17日 15:02 | 目标价 39.80 元 | 业绩符合预期，但原材料价格波动仍是主要风险，维持评级。
刘海波 | 锦江证券研究所 | 3月16日 10:30 | 目标价 40.00 元 | 年报前瞻：预计四季度净利润同比增长百分之十八。
""",
        ("who", "firm", "at", "target", "note"),
    )
    js = items_js(
        "jjDraw",
        "jj-an",
        [("who", "b"), ("firm", "span"), ("at", "time"), ("target", "strong"), ("note", "p")],
        item="div",
    )
    rail = '<section class="jj-box"><h2>机构观点</h2><p>最新券商评级与目标价</p><div id="jj-list"></div></section>'
    end = (
        f"<script>{js}\nwindow.addEventListener('load', function () {{ fetch('/_data/jinhe-dianchi/pingji.json')"
        ".then(function (r) { return r.json(); }).then(function (d) { jjDraw(d, document.getElementById('jj-list')); }); });</script>"
    )
    st = Story(
        "锦河电池去年净利润增长两成，海外业务放缓",
        "周雨桐",
        "2024-03-19T08:00:00+08:00",
        "2024年3月19日",
        """
锦河电池周一晚间发布年报，去年实现营业收入186亿元，同比增长14%；净利润21亿元，同比增长21%。

公司表示，新建的储能电池工厂已于四季度投产，但海外订单增速明显放缓。董事会拟每10股派发现金红利3元。
""",
        section="公司",
        bio="公司新闻记者，关注新能源产业。",
        recs=("央行下调存款准备金率", "本地消费券第二轮发放", "新能源车三月销量出炉"),
    )
    return make(
        "am-ll-zh-fenxishi",
        "lookalike",
        "zh-jinjiang",
        st,
        Parts(rail=rail, end=end),
        [],
        path="/gongsi/jinhe-dianchi-nianbao",
        reveal="fetch after load: the rail's analyst list is fetched as JSON at the load event and drawn by script",
        container="np-side: section.jj-box h2 '机构观点', div#jj-list > div.jj-an-i (b analyst, span firm, time, strong target, p note)",
        heading="机构观点",
        description="A Chinese financial news site of 2024 built of custom elements: an annual-results story with the analysts' price targets in the side column, fetched as JSON after load: five entries, each an analyst, a firm, a time, a target and a sentence; no reader comment.",
        files={"/_data/jinhe-dianchi/pingji.json": json.dumps(recs, ensure_ascii=False) + "\n"},
        check_steps=("wait:800",),
        lookalikes=("analysts' price targets (analyst, firm, time, target, a sentence)",),
    )


def he_versions() -> Case:
    recs = _recs(
        """
נועה ברק, עורכת משמרת | 14.02.2024, 16:40 | תוקן שם היישוב בפסקה השנייה: "גן נר" ולא "גן נור".
אלון שחר, כתב | 14.02.2024, 13:05 | נוספה תגובת המועצה האזורית שהתקבלה לאחר הפרסום.
נועה ברק, עורכת משמרת | 14.02.2024, 11:30 | עודכן מספר הנוסעים היומי לפי נתוני משרד התחבורה.
אלון שחר, כתב | 14.02.2024, 09:15 | פרסום ראשון.
""",
        ("who", "at", "what"),
    )
    js = items_js("gvDraw", "gv-ver", [("who", "b"), ("at", "time"), ("what", "p")])
    inside = (
        '<div class="c-vh2"><button type="button" id="gv-btn" class="c-vh2-b">היסטוריית גרסאות (4)</button>'
        '<ol id="gv-ol" hidden></ol></div>'
    )
    end = (
        f'<script type="application/json" id="gv-json">{jsdata(json.dumps(recs, ensure_ascii=False))}</script>'
        f"<script>{js}\ndocument.getElementById('gv-btn').addEventListener('click', function () {{ var ol = document.getElementById('gv-ol');"
        " if (!ol.childElementCount) gvDraw(JSON.parse(document.getElementById('gv-json').textContent), ol); ol.hidden = !ol.hidden; });</script>"
    )
    st = Story(
        "קו האוטובוס לעפולה יופעל גם בלילות",
        "אלון שחר",
        "2024-02-14T09:15:00+02:00",
        "14.02.2024",
        """
החל מהחודש הבא יפעל קו האוטובוס בין יישובי העמק לעפולה גם בשעות הלילה, עד חצות. כך הודיע היום משרד התחבורה.

לפי נתוני המשרד, כ-2,400 נוסעים משתמשים בקו מדי יום. המועצה האזורית מסרה כי היא מברכת על ההחלטה וכי ביקשה להוסיף תחנה ליד בית הספר.
""",
        section="חדשות",
        bio="כתב התחבורה והמועצות האזוריות.",
        recs=("שוק האיכרים חוזר ביום שישי", "עבודות בכביש 71", "פסטיבל הזמר בגלבוע"),
    )
    return make(
        "am-ll-he-girsaot",
        "lookalike",
        "he-gilboa",
        st,
        Parts(inside=inside, end=end),
        [],
        path="/hadashot/kav-autobus-layla",
        reveal="button: 'היסטוריית גרסאות (4)' draws the article's version history from inline JSON and shows it",
        container="article: div.c-vh2 > button#gv-btn, ol#gv-ol (hidden until the click) > li.gv-ver-i (b editor, time, p change)",
        heading=None,
        description="A Hebrew regional news site of 2024 (right to left, hashed classes): a bus-line story whose version history (four entries, each an editor, a time and the change made) opens from a button under the text; no reader comment.",
        check_steps=("click:#gv-btn", "wait:300"),
        lookalikes=("the article's version history (editor, time, change)",),
    )


def th_bookings() -> Case:
    recs = _recs(
        """
คุณนภา จากเชียงใหม่ | 12 นาทีที่แล้ว | จองโฮมสเตย์ริมคลอง 2 คืน | "อยากพาแม่ไปดูหิ่งห้อยสักครั้ง"
คุณธนกฤต จากนนทบุรี | 35 นาทีที่แล้ว | จองทริปเรือชมหิ่งห้อย 4 ที่นั่ง | -
คุณอรุณี จากขอนแก่น | 1 ชั่วโมงที่แล้ว | จองโฮมสเตย์ริมคลอง 1 คืน | "ไปครั้งที่สามแล้ว ประทับใจทุกครั้ง"
คุณสมชาย จากระยอง | 2 ชั่วโมงที่แล้ว | จองทัวร์ตลาดน้ำครึ่งวัน | -
คุณวิไล จากกรุงเทพฯ | 3 ชั่วโมงที่แล้ว | จองคลาสทำขนมไทย 2 ที่ | "ลูกสาวอยากเรียนทำขนมชั้น"
""",
        ("who", "at", "what", "say"),
    )
    for r in recs:
        if r["say"] == "-":
            del r["say"]
    js = items_js("mkDraw", "mk-bk", [("who", "b"), ("at", "small"), ("what", "span"), ("say", "q")])
    after = (
        '<section class="my-8 rounded-xl border p-5"><h2 class="font-bold">จองล่าสุด</h2><p class="text-sm">ผู้อ่านที่จองผ่านพันธมิตรของเรา</p>'
        '<ul id="mk-feed" class="space-y-3"></ul><a href="/jong" class="font-bold">ดูแพ็กเกจทั้งหมด</a></section>'
    )
    end = (
        f'<script type="application/json" id="mk-json">{jsdata(json.dumps(recs, ensure_ascii=False))}</script>'
        f"<script>{js}\nmkDraw(JSON.parse(document.getElementById('mk-json').textContent), document.getElementById('mk-feed'));</script>"
    )
    st = Story(
        "หิ่งห้อยกลับมาแล้ว ชุมชนริมคลองแม่กลองเปิดเรือชมยามค่ำ",
        "พิมพ์ชนก ศรีสุข",
        "2025-06-05T10:00:00+07:00",
        "5 มิถุนายน 2568",
        """
ชุมชนริมคลองบางน้อยเปิดให้นักท่องเที่ยวล่องเรือชมหิ่งห้อยอีกครั้ง หลังจากปรับปรุงต้นลำพูริมตลิ่งมานานสองปี เรือออกทุกคืนตั้งแต่หนึ่งทุ่มถึงสามทุ่ม

ผู้ใหญ่บ้านขอให้นักท่องเที่ยวงดใช้ไฟแฟลชและไม่ส่งเสียงดัง เพื่อไม่ให้รบกวนหิ่งห้อยและชาวบ้านที่อาศัยอยู่ริมคลอง
""",
        section="ท่องเที่ยว",
        bio="นักเขียนสายท่องเที่ยวชุมชน",
        recs=("ตลาดน้ำเปิดถึงค่ำช่วงวันหยุด", "เส้นทางปั่นจักรยานรอบสวนมะพร้าว", "เทศกาลส้มโอประจำปี"),
    )
    return make(
        "am-ll-th-jong",
        "lookalike",
        "th-maeklong",
        st,
        Parts(after=after, end=end),
        [],
        path="/thongthiao/hinghoi-khlong-bangnoi",
        reveal="client_rendered: the 'recently booked' feed is inline JSON drawn by the page's script at once",
        container="section (utility classes): h2 'จองล่าสุด', ul#mk-feed > li.mk-bk-i (b 'คุณ… จาก…', small relative time, span booking, q a quoted wish on three)",
        heading="จองล่าสุด",
        description="A Thai travel and community site of 2025 in utility classes: a firefly boat-trip story with a 'recently booked' feed drawn from inline JSON: five bookings, each a first name and town, a relative time, what was booked and on three a quoted wish; no reader comment.",
        check_steps=("wait:300",),
        lookalikes=("a 'recently booked' feed (name and town, relative time, booking, a quoted wish)",),
    )


def id_assistant() -> Case:
    turns = _recs(
        """
Kamu | 09.14 | Apa itu pajak karbon dan siapa yang membayarnya?
Asisten Arsip Lembah | 09.14 | Pajak karbon adalah pungutan atas emisi dari pembakaran bahan bakar fosil. Menurut artikel kami, tahap pertama hanya berlaku untuk pembangkit listrik batu bara.
Kamu | 09.15 | Apakah harga listrik rumah tangga akan naik?
Asisten Arsip Lembah | 09.15 | Pemerintah menyatakan tarif listrik rumah tangga tidak berubah tahun ini. Jawaban ini disusun dari tiga artikel arsip; periksa tautan sumbernya.
""",
        ("who", "at", "txt"),
    )
    js = items_js("lbDraw", "lb-ch", [("who", "b"), ("at", "small"), ("txt", "p")], item="div")
    after = '<lb-tanya data-title="Tanya arsip kami: contoh percakapan"></lb-tanya>'
    end = (
        f'<script type="application/json" id="lb-json">{jsdata(json.dumps(turns, ensure_ascii=False))}</script>'
        f"<script>{js}\ncustomElements.define('lb-tanya', class extends HTMLElement {{ connectedCallback() {{ var r = this.attachShadow({{ mode: 'open' }});"
        " var h = document.createElement('h2'); h.textContent = this.dataset.title; var box = document.createElement('div');"
        " var f = document.createElement('form'); f.innerHTML = '<input placeholder=\"Tulis pertanyaan…\"> <button>Kirim</button>';"
        " r.append(h, box, f); lbDraw(JSON.parse(document.getElementById('lb-json').textContent), box); } });</script>"
    )
    st = Story(
        "Pajak karbon tahap pertama berlaku untuk PLTU mulai Juli",
        "Dimas Prasetyo",
        "2023-05-22T08:00:00+07:00",
        "22 Mei 2023",
        """
Pemerintah menetapkan pajak karbon tahap pertama mulai Juli dan hanya berlaku untuk pembangkit listrik tenaga uap berbahan bakar batu bara. Tarifnya Rp30 per kilogram setara karbon dioksida.

Kementerian Keuangan menyebut tarif listrik rumah tangga tidak akan naik tahun ini. Sektor lain akan menyusul secara bertahap mulai 2025.
""",
        section="Ekonomi",
        bio="Jurnalis ekonomi dan energi.",
        recs=(
            "Harga beras stabil jelang panen",
            "Kereta cepat tambah jadwal",
            "UMKM Lembah Hijau go digital",
        ),
    )
    return make(
        "am-ll-id-asisten",
        "lookalike",
        "id-lembah",
        st,
        Parts(after=after, end=end),
        [],
        path="/ekonomi/pajak-karbon-pltu-juli",
        reveal="open_shadow_root: the custom element <lb-tanya> draws a sample conversation with the newsroom's archive assistant into its open shadow root",
        container="lb-tanya > #shadow-root (open): h2, div > div.lb-ch-i (b 'Kamu' / 'Asisten Arsip Lembah', small '09.14', p), a question form",
        heading="Tanya arsip kami: contoh percakapan",
        description="An Indonesian digital portal of 2023 built of custom elements: a carbon-tax story with a sample conversation between a reader ('Kamu') and the newsroom's archive assistant in an open shadow root: four turns, each a name, a time and a text; no reader comment.",
        check_steps=("wait:300",),
        lookalikes=("a newsroom archive assistant's sample conversation (speaker, time, text)",),
    )


def da_staff_picks() -> Case:
    recs = _recs(
        """
Signe Holm, kulturredaktør | 28. nov. 2022 | »Vinterhavnen« af Karen Lund | En stille roman om en færgemand, der bliver tilbage, da øen affolkes. Jeg læste den på én aften.
Mads Kjær, sportsjournalist | 27. nov. 2022 | »Løb for livet« af Tobias Dahl | Ikke kun for løbere. Om at begynde forfra som 50-årig.
Aisha Karimi, praktikant | 27. nov. 2022 | »Min mormors køkken« af Leila Nasser | Opskrifter og historier fra tre generationer. Giv den til en, der savner nogen.
Jens Brandt, fotograf | 26. nov. 2022 | »Lys over Limfjorden« af Ole Friis | Billeder fra fyrre års morgenture langs fjorden.
""",
        ("who", "at", "book", "why"),
    )
    js = items_js("skDraw", "sk-bog", [("who", "b"), ("at", "time"), ("book", "strong"), ("why", "p")])
    byline = ' · <a href="#sk-dlg" id="sk-link">Redaktionens bogtips (4)</a>'
    after = (
        '<dialog id="sk-dlg" style="max-width:640px"><h2>Redaktionen anbefaler</h2><ul id="sk-ul"></ul>'
        '<button type="button" id="sk-luk">Luk</button></dialog>'
    )
    end = (
        f'<script type="application/json" id="sk-json">{jsdata(json.dumps(recs, ensure_ascii=False))}</script>'
        f"<script>{js}\n(function () {{ var d = document.getElementById('sk-dlg'), f = false;"
        " document.getElementById('sk-link').addEventListener('click', function (e) { e.preventDefault();"
        " if (!f) { f = true; skDraw(JSON.parse(document.getElementById('sk-json').textContent), document.getElementById('sk-ul')); } d.showModal(); });"
        " document.getElementById('sk-luk').addEventListener('click', function () { d.close(); }); })();</script>"
    )
    st = Story(
        "Bogmessen i Skovlund slår rekord: 4.000 gæster på to dage",
        "Signe Holm",
        "2022-11-28T12:00:00+01:00",
        "28. nov. 2022",
        """
Weekendens bogmesse i Skovlund Hallen havde besøg af over 4.000 gæster, det højeste antal siden messen startede i 2009.

Lokale forfattere signerede bøger hele lørdagen, og børneafdelingen måtte lukke for nye besøgende en time før tid. Næste år flytter messen til den nye kulturhal.
""",
        section="Kultur",
        bio="Kulturredaktør på Skovlund Avis.",
        recs=("Julemarkedet åbner fredag", "Ny forstander på højskolen", "Koncert i kirken søndag"),
    )
    return make(
        "am-ll-da-bogtips",
        "lookalike",
        "da-skovlund",
        st,
        Parts(byline=byline, after=after, end=end),
        [],
        path="/kultur/bogmessen-rekord",
        reveal="modal from the byline: the link 'Redaktionens bogtips (4)' after the byline's time opens a <dialog> whose list is drawn from inline JSON",
        container="dialog#sk-dlg: h2 'Redaktionen anbefaler', ul#sk-ul > li.sk-bog-i (b staff member and role, time, strong book, p why)",
        heading="Redaktionen anbefaler",
        description="A Danish local paper of 2022 with hashed classes: a book-fair story whose byline links to the staff's book picks in a dialog: four entries, each a staff member, a date, a book and a sentence or two; no reader comment.",
        check_steps=("click:#sk-link", "wait:300"),
        lookalikes=("the newsroom staff's book picks (name and role, date, book, why)",),
    )


def lists_am() -> list[Case]:
    return [zh_analysts(), he_versions(), th_bookings(), id_assistant(), da_staff_picks()]
