"""Blind set P: revealed discussions: a Persian agency's "show opinions (6)" button that renders the thread in the
browser from JSON, an Israeli site's talkbacks that load when scrolled into view, an Indonesian paper's widget in an
iframe from another origin, and a Japanese paper's drawer opened by a comment-count icon (written from memory of
the general shape of such pages, in invented markup)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_p_common import (
    PartsK,
    box,
    esc,
    fetch_on,
    h,
    initials,
    make,
    nest,
    story,
    teasers,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- fa: button renders the JSON thread


def fa_button_json() -> Case:
    c = thread(
        """
رضا محمدی | ۱۴۰۳/۱۲/۲۲ - ۱۰:۱۵ | - | بالاخره! جاده رشت به انزلی هر زمستان پر از چاله است و تصادف زیاد دارد.
مریم | ۱۴۰۳/۱۲/۲۲ - ۱۱:۰۲ | 0 | امیدوارم این بار واقعاً تا پایان سال تمام شود، نه اینکه نیمه‌کاره بماند.
علی از لاهیجان | ۱۴۰۳/۱۲/۲۲ - ۱۲:۳۰ | - | روشنایی جاده هم مهم است، شب‌ها هیچ چیز دیده نمی‌شود.
خبرگزاری کرانه | ۱۴۰۳/۱۲/۲۲ - ۱۳:۰۵ | 2 | با سپاس از نظر شما؛ طبق اعلام اداره راه، نصب روشنایی در فاز دوم پروژه است.
نازنین | ۱۴۰۳/۱۲/۲۲ - ۱۵:۴۰ | - | مسیر دوچرخه هم در طرح هست؟ در اروپا همه جاده‌های ساحلی دارند.
حسین ک. | ۱۴۰۳/۱۲/۲۲ - ۱۸:۲۰ | - | مرسی از گزارش دقیق، مخصوصاً نقشه مسیرهای جایگزین.
"""
    )
    data = [
        {
            "id": 8800 + i,
            "name": x.author,
            "at": x.when,
            "body": x.text,
            "re": None if x.parent is None else 8800 + x.parent,
            "likes": i * 2,
        }
        for i, x in enumerate(c)
    ]
    script = (
        f'<script type="application/json" id="nzr-data">{json.dumps(data, ensure_ascii=False)}</script>\n<script>\n(function () {{\n'
        "var btn = document.getElementById('nzr-show');\n"
        "function el(tag, cls, text) { var e = document.createElement(tag); if (cls) e.className = cls; if (text) e.textContent = text; return e; }\n"
        "function render(list, parent, into) { list.filter(function (x) { return x.re === parent; }).forEach(function (x) {\n"
        "  var card = el('div', parent === null ? 'nzr-card' : 'nzr-card nzr-card--pasokh'); card.dataset.id = x.id;\n"
        "  var top = el('div', 'nzr-top'); top.appendChild(el('span', 'nzr-name', x.name)); top.appendChild(el('span', 'nzr-date', x.at)); card.appendChild(top);\n"
        "  card.appendChild(el('p', 'nzr-body', x.body));\n"
        "  var bar = el('div', 'nzr-bar'); bar.appendChild(el('button', 'nzr-like', '\u2764 ' + x.likes)); bar.appendChild(el('button', 'nzr-rep', 'پاسخ')); card.appendChild(bar);\n"
        "  var kids = el('div', 'nzr-kids'); render(list, x.id, kids); if (kids.childNodes.length) card.appendChild(kids);\n"
        "  into.appendChild(card); }); }\n"
        "btn.addEventListener('click', function () { var list = JSON.parse(document.getElementById('nzr-data').textContent);\n"
        "  var box = document.getElementById('nzr-list'); box.innerHTML = ''; render(list, null, box); box.hidden = false; btn.remove(); });\n"
        "})();\n</script>"
    )
    block = (
        '<section class="nzr" aria-label="نظرات کاربران"><h2 class="nzr__title">دیدگاه خوانندگان</h2>'
        '<button type="button" id="nzr-show" class="button button--ghost">نمایش نظرها (۶)</button><div id="nzr-list" hidden></div>'
        '<form class="nzr__form"><input type="text" placeholder="نام"><textarea placeholder="نظر شما"></textarea><button type="submit">ارسال</button></form></section>'
    )
    st = story(
        "آغاز بهسازی جاده رشت–انزلی از فروردین",
        "سارا نوروزی",
        "2025-03-12T09:00:00+03:30",
        "۲۲ اسفند ۱۴۰۳ - ۰۹:۰۰",
        """
مدیرکل راه و شهرسازی گیلان از آغاز بهسازی ۲۲ کیلومتر از جاده رشت به بندر انزلی در فروردین خبر داد.

در فاز نخست، روکش آسفالت و اصلاح شانه‌های جاده انجام می‌شود و در فاز دوم روشنایی نصب خواهد شد.

اعتبار این طرح ۸۵۰ میلیارد ریال اعلام شده است.
""",
        declare="jsonld",
        kicker="استانی",
    )
    parts = PartsK(
        after=block + script,
        rail=teasers(
            "bem", "پربازدیدترین", "بارش برف در ارتفاعات ماسال|قیمت برنج در بازار رشت|ملوان در نیمه نهایی"
        ),
    )
    return make(
        "p-rev-fa-button-json",
        "revealed",
        "bem",
        "fa-news",
        st,
        parts,
        c,
        path="/ostani/behsazi-jadeh-rasht-anzali",
        reveal="click: the button 'نمایش نظرها (۶)' renders the thread in the browser from a JSON script in the page",
        container="section.nzr[aria-label] > div#nzr-list (built by script): div.nzr-card, span.nzr-name, span.nzr-date (Solar Hijri, Persian digits), p.nzr-body, ❤ count, 'پاسخ'; replies in div.nzr-kids",
        heading="دیدگاه خوانندگان",
        description="A Persian provincial news agency (right to left): six comments (one reply, by the agency) kept as JSON in the page and rendered by a script when the button 'نمایش نظرها (۶)' is pressed; Solar Hijri dates in Persian digits.",
        static=False,
        check_steps=("click:#nzr-show", "wait:500"),
    )


# --------------------------------------------------------------------------- he: talkbacks loaded when scrolled into view


def he_lazy() -> Case:
    c = thread(
        """
דני | לפני 3 שעות | - | סוף סוף כביש 65 ירחיב ¶ כל בוקר פקק מצומת גולני עד כפר תבור, אי אפשר ככה.
מיכל מטבריה | לפני 3 שעות | - | ומה עם התחבורה הציבורית? ¶ אין אוטובוס ישיר לעפולה אחרי שמונה בערב.
יוסי ל. | לפני שעתיים | 1 | מיכל, בכתבה כתוב שיהיה נתיב תחבורה ציבורית בחלק מהקטע.
רונית | לפני שעה | - | מקווה שלא ייקח עשר שנים כמו כביש 77
אבי גליל | לפני 40 דקות | - | כתבה מצוינת ¶ תודה על המפה של הסטיות בזמן העבודות.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        title, _, body = x.text.partition("\n\n")
        return (
            f'<li class="tb{" tb--re" if d else ""}"><div class="tb__row"><span class="tb__num">{i + 1}.</span> <span class="tb__by">{esc(x.author)}</span>'
            f' <span class="tb__ago">{esc(x.when)}</span></div><strong class="tb__title">{esc(title)}</strong>'
            + (f'<div class="tb__body">{esc(body)}</div>' if body else "")
            + '<div class="tb__acts"><button>👍</button><button>👎</button><button>הגב</button></div>'
            + (f'<ul class="tb__kids">{kids}</ul>' if kids else "")
            + "</li>"
        )

    frag = "/_widgets/tguvot/kvish-65-harchava.html"
    block = (
        '<div class="more-stories" style="min-height:1800px"><h3>עוד בחדשות הגליל</h3><ul><li><a href="#">עפולה: נפתח מרכז רפואי חדש</a></li><li><a href="#">הפועל נוף הגליל ניצחה</a></li></ul></div>'
        '<section id="tb-zone" aria-label="תגובות הגולשים"><h2 class="tb-h">מה אתם אומרים?</h2><div id="tb-mount" class="tb-mount"><p class="tb-loading">טוען…</p></div></section>'
    )
    st = story(
        "כביש 65 יורחב בין צומת גולני לכפר תבור",
        "נועה אברהם",
        "2025-03-12T08:15:00+02:00",
        "12.03.25 | 08:15",
        """
משרד התחבורה אישר את הרחבת כביש 65 בקטע שבין צומת גולני לכפר תבור לשני נתיבים בכל כיוון. העבודות יתחילו בקיץ.

בחלק מהקטע ייסלל נתיב לתחבורה ציבורית, ויוקמו שני מחלפים חדשים.

עלות הפרויקט מוערכת ב־640 מיליון שקלים.
""",
        declare="og",
        section="חדשות",
    )
    parts = PartsK(
        after=block,
        rail=box("wc", "מזג האוויר", "<p>טבריה: 22°</p>"),
        end=fetch_on("scroll:#tb-mount", frag, "#tb-mount"),
    )
    return make(
        "p-rev-he-lazy-talkbacks",
        "revealed",
        "wc",
        "he-news",
        st,
        parts,
        c,
        path="/news/kvish-65-harchava-golani-kfar-tavor",
        reveal="lazy_scroll: a scroll listener fetches the talkbacks (HTML) into div#tb-mount when it nears the viewport, 1800 px below the article",
        container="section#tb-zone[aria-label], div#tb-mount, ul.tb-list of li.tb: number, span.tb__by name, 'לפני 3 שעות', then strong.tb__title and div.tb__body; the reply in ul.tb__kids",
        heading="מה אתם אומרים?",
        description="An Israeli regional site (right to left): five talkbacks (one reply nested), each a title and an optional body (the truth's text is both), loaded only when the reader scrolls to them.",
        static=False,
        files={frag: f'<ul class="tb-list">{nest(c, item)}</ul>'},
        check_steps=("scroll", "wait:1000", "scroll", "wait:800"),
    )


# --------------------------------------------------------------------------- id: iframe widget from another origin


def id_iframe() -> Case:
    c = thread(
        """
Dedi Supriadi | 12 Mar 2025, 14:22 WIB | - | Alhamdulillah, akhirnya flyover Kopo dibangun. Tiap sore macet sampai dua jam.
Rina Kartika | 12 Mar 2025, 15:10 WIB | 0 | Tapi selama pembangunan pasti lebih macet lagi, Kang. Semoga ada jalur alternatif.
Asep_Bdg | 12 Mar 2025, 16:45 WIB | - | Pedagang kaki lima di sekitar Kopo mau dipindah ke mana? Belum dijelaskan.
Wulan Sari | 12 Mar 2025, 19:30 WIB | - | Semoga selesai tepat waktu dan tidak ada korupsi anggaran.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="ob-msg{" ob-msg--balas" if d else ""}">{initials(x.author, "ob-ava")}<div class="ob-col"><div class="ob-top"><b>{esc(x.author)}</b> <small>{esc(x.when)}</small></div>'
            f'<div class="ob-isi">{esc(x.text)}</div><div class="ob-aksi"><a href="#">Balas</a> <a href="#">Suka ({i + 3})</a> <a href="#">Laporkan</a></div>{kids}</div></div>'
        )

    frame_path = "/embed/obrolan/kabarpriangan-5512.html"
    frame = (
        '<!DOCTYPE html>\n<html lang="id"><head><meta charset="utf-8"><title>Obrolan</title><style>body{font:14px system-ui;margin:0;padding:8px}.ob-msg{display:flex;gap:8px;margin:10px 0}.ob-msg--balas{margin-left:36px}</style></head>\n'
        f'<body><div class="ob-root"><div class="ob-head">Obrolan · 4</div>{nest(c, item)}<div class="ob-login">Masuk untuk ikut berdiskusi</div></div></body></html>\n'
    )
    block = (
        '<div class="mt-10"><h2 class="text-xl font-bold">Tanggapan Pembaca</h2>'
        f'<iframe src="@@OTHER@@{frame_path}" title="Obrolan pembaca" class="mt-3 w-full" width="100%" height="700" style="border:0"></iframe></div>'
    )
    st = story(
        "Flyover Kopo Mulai Dibangun Juni, Ditargetkan Rampung 2026",
        "Yusuf Hidayat",
        "2025-03-12T11:00:00+07:00",
        "Rabu, 12 Mar 2025 11:00 WIB",
        """
Pemerintah Kota Bandung memastikan pembangunan flyover di persimpangan Kopo akan dimulai Juni mendatang dengan anggaran Rp 180 miliar.

Selama pembangunan, arus lalu lintas akan dialihkan ke Jalan Leuwi Panjang dan Jalan Sukarno-Hatta.

Flyover sepanjang 900 meter ini ditargetkan rampung pada akhir 2026.
""",
        declare="jsonld",
        section="Bandung",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "tw", "Terpopuler", "Jadwal Persib pekan ini|Harga cabai turun|Banjir di Dayeuhkolot surut"
        ),
    )
    return make(
        "p-rev-id-iframe-obrolan",
        "revealed",
        "tw",
        "id-news",
        st,
        parts,
        c,
        path="/bandung/flyover-kopo-mulai-dibangun-juni",
        reveal="iframe: the thread is a page of another origin (the `other` port) embedded under the article",
        container="<iframe> from the other origin: div.ob-root, div.ob-msg: initials, <b> name, <small> '12 Mar 2025, 14:22 WIB', div.ob-isi, 'Balas · Suka (n) · Laporkan'; the reply nested in its parent",
        heading="Tanggapan Pembaca",
        description="An Indonesian regional paper whose reader discussion is a widget page of another origin in an iframe: four comments (one reply nested), 'Obrolan · 4' at its top.",
        static=False,
        files={frame_path: frame},
        check_steps=("wait:800",),
    )


# --------------------------------------------------------------------------- ja: drawer opened by a count icon


def ja_drawer() -> Case:
    c = thread(
        """
みなと太郎 | 3時間前 | - | 旧倉庫街の再開発、やっと動き出しましたね。夜が暗くて怖かったので期待しています。
さくら | 2時間前 | 0 | 同感です。ただ家賃が上がって古いお店が出ていかないか心配です。
kenji_k | 2時間前 | - | 駐車場の数が書いていないのが気になります。週末は今でも満車です。
港町在住 | 1時間前 | - | 赤レンガの外壁は残してほしい。あの景色が好きなので。
ゆう | 30分前 | - | 完成予定が2028年ですか。子どもが小学生のうちに間に合いそうで嬉しいです。
"""
    )
    m = "ReaderDrawer"

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<li class="{h(m, "item")}">{initials(x.author, h(m, "icon"))}<div class="{h(m, "bubble")}"><p class="{h(m, "user")}">{esc(x.author)}<span class="{h(m, "ago")}">{esc(x.when)}</span></p>'
            f'<p class="{h(m, "msg")}">{esc(x.text)}</p><p class="{h(m, "acts")}"><button>共感 {i * 4 + 1}</button><button>返信</button><button>違反報告</button></p></div>'
            + (f'<ul class="{h(m, "replies")}">{kids}</ul>' if kids else "")
            + "</li>"
        )

    frag = "/api/drawer/minato-souko-saikaihatsu.html"
    icon = (
        f'<button type="button" id="cnt-btn" class="{h("ShareBar", "count")}" aria-label="コメント 5件" aria-controls="reader-drawer">'
        '<svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true"><path d="M2 3h16v10H7l-4 4V13H2z" fill="currentColor"/></svg><span>5</span></button>'
    )
    lead = f'<div class="{h("ShareBar", "root")}"><button type="button" aria-label="シェア">↗</button><button type="button" aria-label="保存">☆</button>{icon}</div>'
    drawer = (
        f'<div id="reader-drawer" class="{h(m, "root")}" role="dialog" aria-modal="true" aria-label="みんなの声" hidden>'
        f'<div class="{h(m, "head")}"><h2>みんなの声</h2><button type="button" id="drawer-close" aria-label="閉じる">×</button></div>'
        f'<ul id="drawer-list" class="{h(m, "list")}"></ul></div>'
    )
    opener = (
        "<script>\n(function () {\nvar d = document.getElementById('reader-drawer');\n"
        "document.getElementById('cnt-btn').addEventListener('click', function () { d.hidden = false; });\n"
        "document.getElementById('drawer-close').addEventListener('click', function () { d.hidden = true; });\n})();\n</script>"
    )
    st = story(
        "旧倉庫街を再開発へ　商業施設と公園、2028年完成目指す",
        "佐藤美穂",
        "2025-03-12T06:00:00+09:00",
        "2025年3月12日 6時00分",
        """
市は港に面した旧倉庫街の再開発計画をまとめた。赤れんが倉庫を活用した商業施設と、海沿いの公園を整備する。

事業費は約120億円で、2028年春の完成を目指す。

市は4月に住民説明会を開く予定だ。
""",
        declare="og",
        section="地域",
    )
    parts = PartsK(
        lead=lead,
        after=drawer,
        rail=teasers(
            "hashed",
            "アクセスランキング",
            "市営バス、4月からダイヤ改正|港まつりの日程決まる|高校野球、県大会組み合わせ",
        ),
        end=fetch_on("click:#cnt-btn", frag, "#drawer-list", remove_trigger=False) + opener,
    )
    return make(
        "p-rev-ja-count-drawer",
        "revealed",
        "hashed",
        "ja-news",
        st,
        parts,
        c,
        path="/chiiki/kyu-soukogai-saikaihatsu-2028",
        reveal="drawer: the speech-bubble count icon '5' (aria-label 'コメント 5件') in the share bar opens a side drawer (role=dialog) and fetches the thread (HTML) into it",
        container="div#reader-drawer[role=dialog] (CSS modules), ul#drawer-list of li.ReaderDrawer_item__x: initials, name with '3時間前', p.ReaderDrawer_msg__x, 共感/返信/違反報告; the reply in ul.ReaderDrawer_replies__x",
        heading="みんなの声",
        description="A Japanese city paper: five comments (one reply nested) behind a speech-bubble icon with the count 5 beside the share buttons; a click opens a drawer and fetches the thread into it.",
        static=False,
        files={frag: nest(c, item)},
        check_steps=("click:#cnt-btn", "wait:800"),
    )
