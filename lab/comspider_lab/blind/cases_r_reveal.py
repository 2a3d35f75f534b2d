"""Blind set R: short discussions that a person has to reveal: three Korean comments inside a closed <details>, two
Thai comments in an open shadow root a script attaches at load, four Hebrew talkbacks fetched into a modal by a click
on a count, and three Ukrainian comments fetched when the reader scrolls near them (written from memory of the
general shape of such pages, in invented markup)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_r_common import (
    PartsK,
    box,
    esc,
    fetch_on,
    links,
    make,
    nest,
    ps,
    story,
    thread,
)
from comspider_lab.blind.model import Case


def ko_details() -> Case:
    c = thread(
        """
골목대장 | 2시간 전 | - | 시장 입구 주차장이 없어지면 어르신들은 어떻게 장을 보러 오시나요?
박은정 | 1시간 전 | 0 | 구청 설명으로는 뒤편 공영주차장을 두 배로 늘린다고 합니다.
동네빵집 | 40분 전 | - | 광장이 생기면 주말 장터도 열 수 있겠네요. 찬성합니다.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<li class="dg"><p class="dg-top"><strong>{esc(x.author)}</strong> <span class="dg-t">{esc(x.when)}</span></p>'
            f'<p class="dg-txt">{esc(x.text)}</p>'
            + (f'<ol class="dg-sub">{kids}</ol>' if kids else "")
            + "</li>"
        )

    block = (
        '<details class="dg-box" id="dg-box"><summary id="dg-open">댓글 3개 보기</summary>'
        f'<ol class="dg-list">{nest(c, item)}</ol><p class="dg-note">로그인 후 의견을 남길 수 있습니다.</p></details>'
    )
    st = story(
        "골목시장 입구, 주차장 대신 광장으로",
        "김도윤 기자",
        "2024-10-07T09:00:00+09:00",
        "2024.10.07 09:00",
        """
구청은 골목시장 입구의 노상 주차장을 없애고 그 자리에 작은 광장을 만드는 계획을 발표했다.

광장에는 나무 그늘과 의자가 놓이고, 주말에는 지역 농산물 장터가 열릴 예정이다. 공사는 내년 봄에 시작된다.
""",
        declare="jsonld",
        section="사회",
    )
    rail = box("grid", "많이 본 뉴스", links("버스 노선 개편 확정|도서관 야간 개방|마을축제 일정 발표"))
    return make(
        "r-rev-ko-details",
        "revealed",
        "grid",
        "ko-details",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/society/2024/10/07/market-square",
        reveal="click: the summary '댓글 3개 보기' opens a closed <details> (the thread is in the served HTML)",
        container="details#dg-box (closed), ol.dg-list of li.dg: p.dg-top (<strong> name, span.dg-t '2시간 전'), p.dg-txt; the reply in ol.dg-sub",
        heading="댓글 3개 보기",
        description="A Korean local news site of 2024: three comments (one reply) inside a closed <details>, shown when its summary is clicked.",
        static=True,
        check_steps=("click:#dg-open", "wait:200"),
    )


def th_shadow() -> Case:
    c = thread(
        """
ป้าแดง ตลาดน้ำ | เมื่อวานนี้ | - | ดีใจที่จะมีทางเดินริมคลองใหม่ แต่ขอให้ทำราวกั้นให้แข็งแรง เด็กๆ วิ่งเล่นกันเยอะ
หนุ่มเรือจ้าง |  | - | เรือจ้างยังจอดได้เหมือนเดิมไหมครับ ข่าวไม่ได้บอกเรื่องท่าเรือเลย
"""
    )
    data = json.dumps([{"n": x.author, "t": x.when, "m": x.text} for x in c], ensure_ascii=False)
    script = (
        "<script>\n(function () {\n"
        f"  var data = {data};\n"
        "  var host = document.getElementById('rt-host');\n"
        "  var root = host.attachShadow({mode: 'open'});\n"
        "  var css = document.createElement('style');\n"
        "  css.textContent = '.rt{border-top:1px solid #ddd;padding:8px 0}.rt b{color:#0b3d91}.rt small{color:#888;margin-left:6px}';\n"
        "  root.appendChild(css);\n"
        "  var h = document.createElement('h3'); h.textContent = 'ความเห็น ' + data.length; root.appendChild(h);\n"
        "  data.forEach(function (d) {\n"
        "    var row = document.createElement('div'); row.className = 'rt';\n"
        "    var b = document.createElement('b'); b.textContent = d.n; row.appendChild(b);\n"
        "    if (d.t) { var s = document.createElement('small'); s.textContent = d.t; row.appendChild(s); }\n"
        "    var p = document.createElement('p'); p.textContent = d.m; row.appendChild(p);\n"
        "    root.appendChild(row);\n"
        "  });\n"
        "})();\n</script>"
    )
    block = '<reader-talk id="rt-host" data-story="khlong-walk"></reader-talk>'
    st = story(
        "ทางเดินริมคลองสายใหม่ เริ่มสร้างเดือนหน้า",
        "กองบรรณาธิการ",
        "2023-02-16T10:00:00+07:00",
        "16 ก.พ. 2566",
        """
สำนักงานเขตเตรียมสร้างทางเดินริมคลองระยะทางหนึ่งกิโลเมตร เชื่อมตลาดน้ำกับวัดริมคลอง คาดว่าจะแล้วเสร็จภายในหกเดือน

ทางเดินใหม่จะมีไฟส่องสว่างและม้านั่งทุกห้าสิบเมตร
""",
        declare="og",
    )
    rail = box("mob", "อ่านเพิ่มเติม", links("ตลาดน้ำเปิดถึงสามทุ่ม|น้ำประปาหยุดไหลวันเสาร์|งานลอยกระทงปีนี้"))
    return make(
        "r-rev-th-shadow",
        "revealed",
        "mob",
        "th-shadow",
        st,
        PartsK(after=block, rail=rail, end=script),
        c,
        path="/community/khlong-walkway-2566",
        reveal="on_load by script: a <reader-talk> element gets an open shadow root built from JSON in an inline script",
        container="<reader-talk> with an open shadow root: h3 'ความเห็น 2', div.rt: <b> name, <small> time (on one), <p> text",
        heading="ความเห็น 2",
        description="A Thai community news page of 2023: two comments in an open shadow root that an inline script builds at load.",
        static=False,
        check_steps=("wait:300",),
    )


def he_modal() -> Case:
    c = thread(
        """
יעל מהמושב | לפני 4 שעות | - | סוף סוף. הכביש הזה מסוכן כבר שנים, בעיקר בלילה בלי תאורה.
אבי ג. | לפני 3 שעות | 0 | יעל, התאורה בכלל לא בתוכנית. קראתי את המכרז.
רונית | לפני שעתיים | - | מה עם תחנת האוטובוס ליד הצומת? הילדים עומדים שם על השוליים.
משה ק. | לפני שעה | - | שלושה חודשים של פקקים, אבל שווה את זה.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="tgv"><div class="tgv-h"><span class="tgv-n">{esc(x.author)}</span> <span class="tgv-z">{esc(x.when)}</span></div>'
            f'<div class="tgv-b">{ps(x.text)}</div>'
            + (f'<div class="tgv-kids">{kids}</div>' if kids else "")
            + "</div>"
        )

    frag = "/_frag/talkbacks-7731.html"
    fragment = f'<h2 class="modal__t">תגובות (4)</h2><div class="tgv-list">{nest(c, item)}</div>'
    head = "<style>.modal{position:fixed;inset:10% 20%;background:#fff;border:1px solid #999;overflow:auto;padding:16px;z-index:9}.modal[hidden]{display:none}</style>"
    block = (
        '<div class="story__count"><button id="tb-count" type="button" aria-label="תגובות 4">💬 4</button></div>'
        '<div class="modal" id="tb-modal" role="dialog" aria-modal="true" hidden><button type="button" class="modal__x" '
        'onclick="document.getElementById(\'tb-modal\').hidden=true">✕</button><div id="tb-body"></div></div>'
    )
    end = (
        "<script>document.getElementById('tb-count').addEventListener('click', function () { document.getElementById('tb-modal').hidden = false; });</script>"
        + fetch_on("click:#tb-count", frag, "#tb-body", remove_trigger=False)
    )
    st = story(
        "הרחבת כביש העמק תתחיל בחודש הבא",
        "נועה ברק",
        "2026-01-12T08:00:00+02:00",
        "12.01.2026",
        """
משרד התחבורה אישר את הרחבת כביש העמק בין הצומת הצפוני למושב. העבודות יימשכו כשלושה חודשים.

במהלך העבודות התנועה תוסט לנתיב אחד בכל כיוון בשעות היום.
""",
        declare="jsonld",
        section="חדשות",
    )
    rail = box("grid", "עוד כתבות", links("מרכז קהילתי חדש נפתח|תחרות ריצה בשבת|פסטיבל יין בסתיו"))
    return make(
        "r-rev-he-modal",
        "revealed",
        "grid",
        "he-modal",
        st,
        PartsK(after=block, rail=rail, head=head, end=end, files={frag: fragment}),
        c,
        path="/news/2026/01/12/valley-road-widening",
        reveal="click: the count button '💬 4' opens a modal (role=dialog) and fetches the talkbacks (an HTML fragment) into it",
        container="div#tb-modal[role=dialog] > div#tb-body (filled by fetch), div.tgv: div.tgv-h (span.tgv-n, span.tgv-z 'לפני 4 שעות'), div.tgv-b; the reply in div.tgv-kids",
        heading="תגובות (4)",
        description="A Hebrew regional site of 2026 (right to left): four talkbacks (one reply) fetched into a modal when the count button is clicked.",
        static=False,
        check_steps=("click:#tb-count", "wait:800"),
    )


def uk_scroll() -> Case:
    c = thread(
        """
Оксана з Бару | вчора о 21:40 | - | Нарешті відремонтують школу в нашому селі. Діти три зими сиділи в куртках.
Василь Петрович | 2 дні тому | - | А хто контролюватиме підрядника? Минулого разу дах протік через рік.
Ігор |  | 1 | Василь Петрович, у рішенні сесії написано, що технагляд буде від області.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        when = f' <span class="dk-chas">{esc(x.when)}</span>' if x.when else ""
        return (
            f'<li class="dk"><b class="dk-imya">{esc(x.author)}</b>{when}<div class="dk-tekst">{ps(x.text)}</div>'
            + (f'<ul class="dk-vidp">{kids}</ul>' if kids else "")
            + "</li>"
        )

    frag = "/_frag/dumky-2020-3312.html"
    fragment = f'<h3>Думки читачів · 3</h3><ul class="dk-list">{nest(c, item)}</ul>'
    block = '<div class="spacer" style="height:1600px"></div><section id="dumky" class="dumky"><div id="dumky-mount"><p>…</p></div></section>'
    end = fetch_on("scroll:#dumky", frag, "#dumky-mount")
    st = story(
        "Сільську школу в Барі відремонтують до осені",
        "Марія Гнатюк",
        "2020-05-19T10:00:00+03:00",
        "19 травня 2020",
        """
Сесія районної ради виділила кошти на капітальний ремонт школи в селі Бар: заміну вікон, даху та системи опалення.

Роботи мають завершитися до першого вересня. Учні закінчать навчальний рік дистанційно.
""",
        declare="og",
        kicker="Освіта",
    )
    rail = box(
        "h5", "Більше новин", links("Міст через Рів відкрили|Ярмарок меду в неділю|Новий автобус до Вінниці")
    )
    return make(
        "r-rev-uk-scroll",
        "revealed",
        "h5",
        "uk-scroll",
        st,
        PartsK(after=block, rail=rail, end=end, files={frag: fragment}),
        c,
        path="/2020/05/19/shkola-bar-remont/",
        reveal="lazy_scroll: a scroll listener fetches the thread (an HTML fragment) into section#dumky when it nears the viewport, 1600 px below the article",
        container="section#dumky > div#dumky-mount (filled by fetch), ul.dk-list of li.dk: b.dk-imya, span.dk-chas (on two), div.dk-tekst; the reply in ul.dk-vidp",
        heading="Думки читачів · 3",
        description="A Ukrainian regional blog of 2020: three comments (one reply, one without a time) fetched when the reader scrolls near them.",
        static=False,
        check_steps=("scroll", "wait:800"),
    )
