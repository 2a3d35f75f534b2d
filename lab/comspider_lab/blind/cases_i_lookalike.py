"""Blind set I: seven look-alike pages without any comment (truth: zero), of kinds earlier sets do not have: an AI
archive assistant's sample chat (ko), a daily word game's leaderboard (fi), a community-guidelines page that quotes
example comments (en), an interview published as a messenger chat (uk), a preview of the paper's own messaging
channel (id), readers' crowdsourced fuel-price reports (ro), and a logged-in reader's notifications panel (he)."""

from __future__ import annotations

from comspider_lab.blind.cases_i_common import Art, PartsI, emo, esc, hx, make, sc
from comspider_lab.blind.model import Case


def _rows(block: str) -> list[list[str]]:
    return [[p.strip() for p in line.split("|")] for line in block.strip().splitlines()]


def ko_ai_chat() -> Case:
    turns = _rows(
        """
user | 나 | 1987년 시장 화재 기사 찾아줘
bot | 새벽 AI | 1987년 3월 14일자 사회면에 '중앙시장 화재, 점포 40곳 소실' 기사가 있습니다. 원문 지면 보기를 누르면 스캔본을 볼 수 있어요.
user | 나 | 그 뒤에 시장은 어떻게 됐어?
bot | 새벽 AI | 1988년 재건축이 결정되었고, 1990년 5월 새 건물이 문을 열었습니다. 관련 기사 3건을 찾았습니다.
user | 나 | 고마워
bot | 새벽 AI | 천만에요. 다른 기사도 찾아드릴까요?
"""
    )
    k = "ko-ai"
    bubbles = "".join(
        f'<div class="{sc(k + role)}" data-role="{role}"><span class="{sc(k + "who")}">{esc(who)}</span>'
        f'<p class="{sc(k + "msg")}">{esc(text)}</p><span class="{sc(k + "ts")}">오전 9:{14 + i:02d}</span></div>'
        for i, (role, who, text) in enumerate(turns)
    )
    after = (
        f'<section class="{sc(k + "panel")}" aria-label="AI 아카이브 도우미"><h2 class="{sc(k + "h")}">AI에게 물어보세요: 이렇게 써 보세요</h2>'
        f'<p class="{sc(k + "note")}">아래는 예시 대화입니다. AI 답변은 틀릴 수 있으니 원문 지면을 확인하세요.</p>'
        f'<div class="{sc(k + "log")}" role="log">{bubbles}</div>'
        f'<form class="{sc(k + "form")}"><input placeholder="궁금한 기사를 물어보세요"><button>보내기</button></form></section>'
    )
    art = Art(
        "40년 치 지면, 이제 AI로 검색하세요",
        "새벽신문이 1985년 창간호부터의 기사 아카이브에 대화형 검색을 도입했습니다.",
        "디지털팀 한지우",
        "한지우",
        "2026-02-10T09:00:00+09:00",
        "2026.02.10",
        (
            "새벽신문은 창간호부터 지난해까지 약 62만 건의 기사를 대화형으로 검색할 수 있는 AI 아카이브 도우미를 공개했습니다.",
            "독자는 질문을 입력하면 관련 기사와 원문 지면 스캔본을 함께 받아볼 수 있습니다.",
            "AI의 답변에는 항상 출처 기사가 표시되며, 잘못된 답변은 신고할 수 있습니다.",
        ),
        kicker="안내",
        declare="jsonld",
    )
    return make(
        "i-la-ko-ai-chat",
        "lookalike",
        "sc",
        "ko-2",
        art,
        PartsI(after=after),
        [],
        path="/notice/ai-archive-search",
        container="<section aria-label='AI 아카이브 도우미'> (styled-components classes)",
        heading="AI에게 물어보세요: 이렇게 써 보세요",
        description="A newsroom notice introducing an AI archive assistant, with a sample chat: six bubbles alternating '나' (me) and '새벽 AI', each with a time; role=log. Truth: zero.",
        lookalikes=("an AI assistant's sample chat (user and bot bubbles with times)",),
    )


def fi_leaderboard() -> Case:
    rows = _rows(
        """
1 | sanaseppo | 2/6 | 0.48 | 🟩🟨⬜⬜⬜ / 🟩🟩🟩🟩🟩
2 | Kaisa L. | 3/6 | 1.12 | ⬜🟨⬜⬜🟨 / 🟩🟩⬜🟩⬜ / 🟩🟩🟩🟩🟩
3 | pappa_pelaa | 3/6 | 1.40 | ⬜⬜🟨⬜⬜ / 🟨🟩⬜⬜🟩 / 🟩🟩🟩🟩🟩
4 | Anonyymi kettu | 4/6 | 2.05 | ⬜⬜⬜⬜⬜ / 🟨⬜🟨⬜⬜ / 🟩🟩⬜🟩🟨 / 🟩🟩🟩🟩🟩
5 | Jussi R. | 4/6 | 2.31 | ⬜🟨⬜⬜⬜ / ⬜🟩🟨⬜⬜ / 🟩🟩🟩⬜🟩 / 🟩🟩🟩🟩🟩
6 | mummeli | 5/6 | 3.58 | ⬜⬜⬜🟨⬜ / ⬜⬜🟨⬜⬜ / 🟨🟩⬜⬜⬜ / 🟩🟩⬜🟩🟩 / 🟩🟩🟩🟩🟩
"""
    )
    items = "".join(
        f'<li class="flex items-center gap-3 border-b py-3"><span class="w-10 font-bold">{esc(n)}.</span>'
        f'<span class="min-w-0 font-semibold">{esc(name)}</span><span class="text-sm">{esc(score)}</span>'
        f'<span class="text-xs text-zinc-500">{esc(t)} min</span><span class="text-xs">{esc(grid)}</span></li>'
        for n, name, score, t, grid in rows
    )
    after = (
        '<section class="mt-12 rounded-2xl bg-zinc-50 p-6"><h2 class="text-lg font-bold">Päivän Sanasto #412 – tulostaulu</h2>'
        '<p class="text-sm text-zinc-500">Nopeimmat ratkaisijat tänään · päivittyy minuutin välein</p>'
        f'<ol class="mt-4 list-none pl-0">{items}</ol>'
        '<p class="mt-4 text-sm">Oma tuloksesi: <a href="/pelit/sanasto" class="font-semibold text-red-700">Pelaa nyt →</a></p></section>'
    )
    art = Art(
        "Päivän Sanasto: näin viisikirjaiminen sana ratkesi tänään",
        "Vihje: sana liittyy talveen. Katso tulostaulu ja vertaa omaa tulostasi.",
        "Pelitoimitus",
        "Pelitoimitus",
        "2026-01-19T00:05:00+02:00",
        "19.1.2026",
        (
            "Päivän sana oli tänään viisikirjaiminen ja liittyi talveen. Moni aloitti sanalla 'SAUNA', joka osui kahteen kirjaimeen.",
            "Uusi Sanasto julkaistaan joka yö keskiyöllä. Tulostauluun pääsee kirjautumalla peliin.",
        ),
        kicker="Pelit",
        declare="og",
    )
    return make(
        "i-la-fi-puzzle-leaderboard",
        "lookalike",
        "tw",
        "fi-2",
        art,
        PartsI(after=after),
        [],
        path="/pelit/sanasto/412-tulostaulu",
        container="<section class='mt-12 rounded-2xl bg-zinc-50 p-6'> (utility classes)",
        heading="Päivän Sanasto #412 – tulostaulu",
        description="A daily word game's leaderboard: rank, player nickname (pseudonyms, 'Anonyymi kettu'), score '3/6', time, the emoji grid each shared. Truth: zero.",
        lookalikes=("a word game's leaderboard with nicknames and shared emoji grids",),
    )


def en_guidelines() -> Case:
    examples = _rows(
        """
✗ Not allowed | BridgeStreetBob | 2 hours ago | Anyone who voted for this council is an idiot and should be run out of town.
✓ Allowed | Meera_K | 1 hour ago | I think the council got this wrong: the consultation closed before most of us had even heard of it.
✗ Not allowed | concerned citizen | 3 hours ago | Everyone knows the planning officer takes backhanders, just look at his new car.
✓ Allowed | Frank Oduya | 45 minutes ago | Do we know how the councillors voted individually? I'd like to ask mine about it.
✗ Not allowed | deals4u | just now | Make $500 a day from home!!! Click my profile.
"""
    )
    k = "Guidelines"

    def m(el: str) -> str:
        return f"{k}_{el}__{hx('en2' + el)}"

    ex = "".join(
        f'<figure class="{m("example")}"><figcaption class="{m("verdict")}">{esc(v)}</figcaption>'
        f'<div class="{m("mock")}"><span class="{m("mockName")}">{esc(name)}</span> <span class="{m("mockTime")}">{esc(when)}</span>'
        f'<p class="{m("mockText")}">{esc(text)}</p><span class="{m("mockActions")}">Reply · Like · Report</span></div></figure>'
        for v, name, when, text in examples
    )
    after = (
        f'<section class="{m("examples")}"><h2>What this looks like in practice</h2>'
        "<p>These are made-up examples, written by our audience team. They are not real readers' posts.</p>"
        f"{ex}</section>"
        f'<p class="{m("closed")}">Comments are not open on this page. Questions about moderation: audience@northfield-ledger.example</p>'
    )
    art = Art(
        "Our community guidelines for comments",
        "What we remove, why, and how to appeal. Updated January 2026.",
        "The Northfield Ledger audience team",
        "Audience team",
        "2026-01-08T12:00:00-05:00",
        "Updated Jan. 8, 2026",
        (
            "Comments on our stories are open to subscribers and moderated by two people on our audience team, seven days a week.",
            "We remove personal attacks, claims of crime made without evidence, spam and anything that identifies a private person.",
            "If a comment of yours was removed and you think we got it wrong, write to us; we answer every appeal within two working days.",
        ),
        kicker="About us",
        declare="jsonld",
    )
    return make(
        "i-la-en-guidelines-examples",
        "lookalike",
        "mod",
        "en-2",
        art,
        PartsI(after=after),
        [],
        path="/about/community-guidelines",
        container="<section class=Guidelines_examples__xxxxx>",
        heading="What this looks like in practice",
        description="A comments-policy page that quotes five made-up example comments in mock comment cards (name, '2 hours ago', text, 'Reply · Like · Report') under '✗ Not allowed' / '✓ Allowed'; 'Comments are not open on this page.' Truth: zero.",
        lookalikes=("example comments quoted in a community-guidelines page",),
    )


def uk_chat_interview() -> Case:
    lines = _rows(
        """
q | Вісник Поділля | 10:02 | Добрий день! Дякуємо, що погодилися поговорити в месенджері. Як почався ваш ранок?
a | Оксана Гребенюк | 10:05 | Доброго дня! О шостій уже була в пекарні, тісто не чекає 🙂
q | Вісник Поділля | 10:06 | Скільки хліба ви печете за день?
a | Оксана Гребенюк | 10:09 | Близько 400 буханців і ще 200 булочок. У суботу вдвічі більше.
q | Вісник Поділля | 10:11 | Чому вирішили відкрити пекарню саме в селі, а не у Вінниці?
a | Оксана Гребенюк | 10:16 | Бо тут мої люди. І тут ніхто не пік хліба з 2014 року, коли закрився старий хлібозавод.
q | Вісник Поділля | 10:17 | Що далі?
a | Оксана Гребенюк | 10:20 | Хочемо навчити двох молодих пекарів і возити хліб у три сусідні села.
"""
    )
    v = f"data-v-{hx('uk-chat', 8)}"
    bubbles = "".join(
        f'<div {v} class="{emo("uk" + side)}"><div {v} class="{emo("uk-n")}">{esc(who)}</div>'
        f'<div {v} class="{emo("uk-t")}">{esc(text)}</div><time {v} class="{emo("uk-ts")}">{esc(t)}</time></div>'
        for side, who, t, text in lines
    )
    after = (
        f'<section {v} class="{emo("uk-chat")}"><h2 {v}>Розмова в месенджері</h2>'
        f'<p {v} class="{emo("uk-note")}">Інтерв’ю записане в месенджері 3 березня; відповіді публікуємо без змін.</p>{bubbles}</section>'
    )
    art = Art(
        "«Тісто не чекає»: пекарка з Тиврова про хліб для трьох сіл",
        "Оксана Гребенюк відкрила пекарню в селі, де хліба не пекли десять років. Ми поговорили з нею в месенджері.",
        "Інтерв’ю: Марко Левчук",
        "Марко Левчук",
        "2026-03-04T08:00:00+02:00",
        "4 березня 2026",
        (
            "Пекарня Оксани Гребенюк працює пів року. За цей час до неї стали їздити навіть із районного центру.",
            "Ми домовилися поговорити в месенджері: у пекарні вдень не до телефонних дзвінків.",
        ),
        kicker="Люди",
        declare="visible",
    )
    return make(
        "i-la-uk-chat-interview",
        "lookalike",
        "vue",
        "uk",
        art,
        PartsI(after=after),
        [],
        path="/lyudy/pekarka-tyvriv-interviu",
        container="<section data-v-xxxx class=css-xxxx>",
        heading="Розмова в месенджері",
        description="An interview published as a messenger chat: eight bubbles alternating the paper and the baker, each with name, text and '10:05'. Truth: zero.",
        lookalikes=("an interview as messenger chat bubbles (names, texts, times)",),
    )


def id_channel() -> Case:
    posts = _rows(
        """
07.02 | 📢 Pagi ini: harga beras medium turun Rp 500 per kilo di pasar induk. Selengkapnya di tautan. | 12,4 rb | 👍 318 · ❤️ 41 · 😮 9
09.30 | ⚠️ Hoaks: pesan berantai soal pemadaman listrik tiga hari tidak benar. PLN sudah membantah. | 18,9 rb | 👍 602 · 🙏 88
12.15 | 🗳️ Siaran langsung debat calon wali kota malam ini pukul 19.00 WIB di kanal YouTube kami. | 9,1 rb | 👍 144 · 🔥 37
16.48 | 🌧️ BMKG: hujan lebat disertai angin kencang diperkirakan hingga Kamis. Hati-hati di jalan. | 15,2 rb | 👍 420 · 😢 12
"""
    )
    items = "".join(
        f'<li class="flex gap-3 border-b py-3"><img class="h-10 w-10 rounded-full" src="/_avatar/wm-logo.svg" alt="">'
        f'<div class="min-w-0"><div class="flex items-center gap-2 text-sm"><span class="font-semibold">Warta Minggu</span>'
        f'<span class="text-xs text-zinc-500">✓ Kanal resmi</span><span class="text-xs text-zinc-500">{esc(t)}</span></div>'
        f'<p class="mt-2 text-sm">{esc(text)}</p><div class="mt-2 flex gap-4 text-xs text-zinc-500"><span>👁 {esc(views)}</span><span>{esc(react)}</span></div></div></li>'
        for t, text, views, react in posts
    )
    after = (
        '<section class="mt-12 rounded-2xl border p-6"><div class="flex items-center justify-between"><h2 class="text-lg font-bold">Dari kanal resmi kami hari ini</h2>'
        '<a class="rounded-full bg-zinc-900 px-4 text-sm text-white" href="/kanal">Ikuti kanal</a></div>'
        f'<ul class="mt-4 list-none pl-0">{items}</ul><p class="mt-4 text-xs text-zinc-500">248.311 pengikut</p></section>'
    )
    art = Art(
        "Warta Minggu kini hadir di aplikasi pesan",
        "Ikuti kanal resmi kami untuk kabar terbaru, cek fakta dan jadwal siaran langsung.",
        "Redaksi Warta Minggu",
        "Redaksi",
        "2026-04-06T10:00:00+07:00",
        "Senin, 6 April 2026",
        (
            "Mulai pekan ini, Warta Minggu membuka kanal resmi di aplikasi pesan. Kanal ini hanya berisi kabar dari redaksi.",
            "Pengikut tidak dapat membalas pesan di kanal, tetapi dapat memberi reaksi dan membagikan kabar.",
        ),
        kicker="Tentang",
        declare="og",
    )
    return make(
        "i-la-id-channel-preview",
        "lookalike",
        "tw",
        "id-2",
        art,
        PartsI(after=after),
        [],
        path="/tentang/kanal-resmi-aplikasi-pesan",
        container="<section class='mt-12 rounded-2xl border p-6'>",
        heading="Dari kanal resmi kami hari ini",
        description="A preview of the paper's own messaging channel: four posts by the paper itself (logo, name, '✓ Kanal resmi', time, text, views, emoji reaction counts). Truth: zero.",
        lookalikes=("the outlet's own channel posts with views and reaction counts",),
    )


def ro_fuel_reports() -> Case:
    reports = _rows(
        """
Petrom Calea Aradului | Benzină 7,48 lei · Motorină 7,62 lei | raportat de Andrei_TM | acum 12 min | 👍 14
OMV Giroc | Benzină 7,52 lei · Motorină 7,69 lei | raportat de Cristina P. | acum 35 min | 👍 6
Lukoil Dumbrăvița | Benzină 7,39 lei · Motorină 7,55 lei | raportat de șoferul_de_noapte | acum 1 oră | 👍 22
Mol Șagului | Benzină 7,45 lei · Motorină 7,58 lei | raportat de Anonim | acum 2 ore | 👍 3
Rompetrol Lugojului | Benzină 7,55 lei · Motorină 7,71 lei | raportat de Mihai D. | acum 3 ore | 👍 9
"""
    )
    k = "ro-fuel"
    items = "".join(
        f'<li class="{sc(k + "li")}"><b class="{sc(k + "st")}">{esc(st)}</b><span class="{sc(k + "pr")}">{esc(pr)}</span>'
        f'<span class="{sc(k + "by")}">{esc(by)}</span> <span class="{sc(k + "ago")}">{esc(ago)}</span><button class="{sc(k + "ok")}">{esc(ok)} Confirm</button></li>'
        for st, pr, by, ago, ok in reports
    )
    after = (
        f'<section class="{sc(k + "box")}"><h2 class="{sc(k + "h")}">Prețuri raportate de șoferi în Timișoara</h2>'
        f'<p class="{sc(k + "note")}">Prețurile sunt trimise de cititori prin aplicație și nu sunt verificate de redacție.</p>'
        f'<ul class="{sc(k + "ul")}">{items}</ul><a class="{sc(k + "add")}" href="/harta-carburanti/raporteaza">+ Raportează un preț</a></section>'
    )
    art = Art(
        "Unde găsești cea mai ieftină benzină din Timișoara săptămâna aceasta",
        "Diferența dintre cea mai ieftină și cea mai scumpă benzinărie din oraș a ajuns la 16 bani pe litru.",
        "de Raluca Stoica",
        "Raluca Stoica",
        "2026-03-09T08:30:00+02:00",
        "9 martie 2026, 08:30",
        (
            "Prețul mediu al benzinei în Timișoara a crescut cu 4 bani față de săptămâna trecută.",
            "Cea mai ieftină benzină se găsește în Dumbrăvița, iar cea mai scumpă pe Calea Lugojului.",
        ),
        kicker="Auto",
        declare="time",
    )
    return make(
        "i-la-ro-fuel-reports",
        "lookalike",
        "sc",
        "ro-2",
        art,
        PartsI(after=after),
        [],
        path="/auto/cea-mai-ieftina-benzina-timisoara",
        container="<section class='sc-xxxx yyyy'>",
        heading="Prețuri raportate de șoferi în Timișoara",
        description="Readers' crowdsourced fuel-price reports: station, prices, 'raportat de Name' (pseudonyms, 'Anonim'), 'acum 12 min', a confirm count. Truth: zero.",
        lookalikes=("crowdsourced price reports by readers (name, time, prices)",),
    )


def he_notifications() -> Case:
    notes = _rows(
        """
דנה ל. הגיבה לתגובה שלך בכתבה "סיכום ישיבת המועצה" | לפני 5 דקות | "אני מסכימה איתך לגמרי לגבי החניה"
3 קוראים אהבו את התגובה שלך | לפני שעה | "מי יממן את הרחבת הנמל?"
עדכון לכתבה ששמרת: "תחזית: גשם בסוף השבוע" | לפני 3 שעות | נוספה תחזית מעודכנת לשבת
אבי כהן התחיל לעקוב אחריך | אתמול |
"""
    )
    k = "he-notif"

    def m(el: str) -> str:
        return f"Notifications_{el}__{hx(k + el)}"

    items = "".join(
        f'<li class="{m("item")}"><img src="/_avatar/n{i}.svg" width="32" height="32" alt=""><div><p class="{m("title")}">{esc(t)}</p>'
        + (f'<p class="{m("snippet")}">{esc(snip)}</p>' if snip else "")
        + f'<span class="{m("time")}">{esc(when)}</span></div></li>'
        for i, (t, when, snip) in enumerate(notes)
    )
    aside = (
        f'<div class="{m("panel")}" role="region" aria-label="התראות"><h3 class="{m("head")}">התראות <span>4</span></h3>'
        f'<ul class="{m("list")}">{items}</ul><a href="/account/notifications">לכל ההתראות</a></div>'
    )
    art = Art(
        "המועצה אישרה את תקציב 2026: הרחבת הנמל נדחתה",
        "התקציב של 412 מיליון שקלים עבר ברוב של תשעה מול שישה.",
        "מאת עידו שחר",
        "עידו שחר",
        "2026-01-27T21:30:00+02:00",
        "27.01.2026 21:30",
        (
            "מועצת העיר אישרה אמש את תקציב 2026 בהיקף 412 מיליון שקלים, לאחר דיון שנמשך חמש שעות.",
            "תוכנית הרחבת הנמל, שהוצגה בשנה שעברה, נדחתה לשנה הבאה בשל היעדר מימון ממשלתי.",
            "האופוזיציה טענה כי התקציב אינו כולל פתרון למצוקת החניה במרכז העיר.",
        ),
        kicker="חדשות",
        declare="og",
    )
    return make(
        "i-la-he-notifications-panel",
        "lookalike",
        "mod",
        "he-2",
        art,
        PartsI(aside=aside, after=f'<p class="{m("off")}">התגובות לכתבה זו סגורות.</p>'),
        [],
        path="/news/taktziv-2026-ushar",
        container="<div role=region aria-label=התראות> in the rail",
        heading="התראות",
        description="A logged-in reader's notifications panel in the rail (right to left): 'Dana replied to your comment on …' with a quoted snippet, '3 readers liked your comment', a saved story's update, a new follower; times 'לפני 5 דקות'. The article's own discussion is closed ('התגובות לכתבה זו סגורות'). Truth: zero.",
        lookalikes=("a reader's notifications panel quoting replies to the reader's comments elsewhere",),
    )


def lookalike_cases_i() -> list[Case]:
    return [
        ko_ai_chat(),
        fi_leaderboard(),
        en_guidelines(),
        uk_chat_interview(),
        id_channel(),
        ro_fuel_reports(),
        he_notifications(),
    ]
