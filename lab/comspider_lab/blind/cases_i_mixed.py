"""Blind set I: five mixed pages, a real discussion of the article beside one or two look-alike lists (truth: only
the discussion): Waline beside a trending-searches board (zh), a thread beside a "who reacted" list (tl), a thread
beside a short-video carousel (ms), a thread beside readers' highlights (fa, right to left), a thread below the
quoted forwarded messages a fact check debunks (sw)."""

from __future__ import annotations

from comspider_lab.blind.cases_i_common import Art, PartsI, emo, esc, hx, make, paras, sc, thread, tree
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, Seed, waline_embed


def _rows(block: str) -> list[list[str]]:
    return [[p.strip() for p in line.split("|")] for line in block.strip().splitlines()]


def zh_waline_hot() -> Case:
    c = thread(
        """
江边老住户 | | - | 步道一期修好以后，每天晚上散步的人特别多，二期终于来了。
小周 | | - | 施工期间自行车道还能走吗？我每天骑车上班要经过那一段。
城建观察 | | 1 | 报道里说施工分段进行，非机动车道保留一半。
匿名 | | - | 👍👍
李阿姨 | | - | 希望这次多装几个路灯和长椅，老人走累了可以歇歇脚。
陈先生 | | 4 | 同意，一期的长椅太少了。
"""
    )
    path = "/bendi/jiangbin-budao-erqi-kaigong.html"
    hot = _rows(
        """
1 | 江滨步道二期开工 | 98.2万
2 | 夏季用电高峰 | 76.5万
3 | 老城区停车新规 | 51.0万
4 | 高考志愿填报指南 | 43.8万
5 | 本周末天气 | 30.1万
"""
    )
    board = (
        '<section class="mt-8 rounded-xl border p-4"><h2 class="font-bold">本地热搜</h2><ol class="mt-2 list-none pl-0">'
        + "".join(
            f'<li class="flex justify-between text-sm py-3"><span><b class="text-red-700">{n}</b> {esc(t)}</span><span class="text-zinc-500">{esc(h)}</span></li>'
            for n, t, h in hot
        )
        + "</ol></section>"
    )
    after = board + (
        '<section class="mt-12 border-t py-8"><h2 class="text-lg font-bold">网友留言</h2><div id="wl-zh-i"></div></section>'
    )
    end = (
        waline_embed("root", path, "zh-CN")
        + "<script>mountWaline(document.getElementById('wl-zh-i'));</script>"
    )
    art = Art(
        "江滨步道二期今日开工 全长4.6公里",
        "二期工程向东延伸至新港码头，预计明年国庆前完工。",
        "本报记者 王晓雯",
        "王晓雯",
        "2025-06-18T09:30:00+08:00",
        "2025-06-18 09:30",
        (
            "江滨步道二期工程今天上午正式开工，全长4.6公里，向东延伸至新港码头。",
            "施工期间将分段进行，非机动车道保留一半通行。工程预计明年国庆前完工。",
            "二期将新增路灯120盏、座椅60组和三处公共卫生间。",
        ),
        kicker="本地",
        declare="jsonld",
    )
    return make(
        "i-mx-zh-waline-hot-search",
        "mixed",
        "tw",
        "zh",
        art,
        PartsI(after=after, head=WALINE_CSS, end=end),
        c,
        path=path,
        reveal="on_load (Waline mounted at once)",
        container="<div id=wl-zh-i> (Waline)",
        heading="网友留言",
        description="Waline (zh-CN) on load below a 'local trending searches' board (rank, topic, heat '98.2万'); six comments, two replies; '匿名', an emoji one.",
        lookalikes=("trending-searches board with heat counts",),
        static=False,
        system="waline",
        check_steps=("wait:2000",),
    )


def tl_reactions() -> Case:
    c = thread(
        """
Marites Dela Cruz | 3 oras ang nakalipas | - | Salamat at matatapos na rin. Dalawang taon kaming umiikot sa kabilang bayan para makapasok sa trabaho.
Jun-jun | 3 oras ang nakalipas | 0 | Totoo po. Sana hindi na maantala ulit.
Engr. Ramon Villanueva | 2 oras ang nakalipas | - | Sana may maayos na drainage sa magkabilang dulo ng tulay. Iyon ang dahilan kung bakit bumigay ang luma noong bagyo.
Anonymous | 1 oras ang nakalipas | - | Abangan natin kung totoo ang Disyembre.
Lola Pacing | 45 minuto ang nakalipas | 2 | Tama po kayo, engineer. Binaha kami noong 2023.
Kristine M. | 20 minuto ang nakalipas | - | 🙏🙏🙏
"""
    )
    v = f"data-v-{hx('tl-scope', 8)}"

    def item(i: int, s: Seed, sub: str) -> str:
        kids = f'<div {v} class="{emo("tl-k")}">{sub}</div>' if sub else ""
        return (
            f'<div {v} class="{emo("tl-item")}"><div {v} class="{emo("tl-top")}"><img src="/_avatar/tl{i}.svg" width="36" height="36" alt="">'
            f'<b {v}>{esc(s.author)}</b> <span {v} class="{emo("tl-ago")}">{esc(s.when)}</span></div>'
            f'<div {v} class="{emo("tl-txt")}">{paras(s.text)}</div><div {v} class="{emo("tl-act")}"><button>Tumugon</button> <button>Gusto</button></div>'
            f"{kids}</div>"
        )

    reacted = _rows(
        """
Carmela Santos | ❤️ | 2 oras ang nakalipas
Dodong Reyes | 😮 | 2 oras ang nakalipas
Grace Lim | 👍 | 1 oras ang nakalipas
Patring Aquino | 😢 | 1 oras ang nakalipas
Bong Navarro | 👍 | 30 minuto ang nakalipas
"""
    )
    react = (
        f'<div {v} class="{emo("tl-react")}"><h3 {v}>Mga nag-react (214)</h3><p {v}>👍 152 · ❤️ 38 · 😮 14 · 😢 10</p><ul {v}>'
        + "".join(
            f'<li {v}><img src="/_avatar/r{i}.svg" width="24" height="24" alt=""> <b {v}>{esc(n)}</b> {e} <small {v}>{esc(t)}</small></li>'
            for i, (n, e, t) in enumerate(reacted)
        )
        + "</ul></div>"
    )
    after = (
        react + f'<section {v} class="{emo("tl-box")}"><h2 {v}>Mga saloobin ng mambabasa</h2>'
        f'<div {v} class="{emo("tl-list")}">{tree(c, item, lambda inner, p: inner)}</div></section>'
    )
    art = Art(
        "Bagong tulay sa Marikina, bubuksan sa Disyembre",
        "Papalitan nito ang tulay na bumigay noong bagyo noong 2023.",
        "Ni Jerome Bautista",
        "Jerome Bautista",
        "2025-09-25T13:00:00+08:00",
        "Setyembre 25, 2025 1:00 PM",
        (
            "Bubuksan sa Disyembre ang bagong tulay na nag-uugnay sa dalawang barangay sa tabi ng ilog, ayon sa lokal na pamahalaan.",
            "Ang lumang tulay ay bumigay noong bagyo noong 2023, kaya napilitang umikot ang mga residente sa kabilang bayan.",
            "Nagkakahalaga ang proyekto ng ₱310 milyon.",
        ),
        kicker="Probinsya",
        declare="visible",
    )
    return make(
        "i-mx-tl-who-reacted",
        "mixed",
        "vue",
        "tl",
        art,
        PartsI(after=after),
        c,
        path="/probinsya/bagong-tulay-bubuksan-disyembre",
        container="<section class=css-xxxx> (emotion classes, data-v-*)",
        heading="Mga saloobin ng mambabasa",
        description="A thread (six, two replies) below a 'who reacted' list (name, emoji, time: five people, 'Mga nag-react (214)'); emotion-like classes and Vue scope attributes.",
        lookalikes=("who-reacted list (name, emoji, time)",),
        static=True,
    )


def ms_videos() -> Case:
    c = thread(
        """
Faizal Hamid | 2 jam lalu | - | Jalan Sultan ni setiap kali hujan lebat mesti banjir. Longkang tak pernah dibersihkan.
Nor Azlina | 2 jam lalu | 0 | Betul. Kereta saya tersangkut setengah jam semalam.
Pakcik Rashid | 1 jam lalu | - | Dulu masa tahun 90-an tak pernah banjir macam ni. Banyak sangat pembangunan tanpa perancangan.
Anon | 50 minit lalu | - | Semoga semua selamat.
Wong Kah Hoe | 30 minit lalu | 2 | Setuju pakcik. Kawasan tadahan dah jadi kondominium.
Siti Khadijah | 5 minit lalu | - | Majlis bandaraya tolong ambil tindakan segera, jangan tunggu musim tengkujuh.
"""
    )
    k = "ms2"

    def item(i: int, s: Seed, sub: str) -> str:
        kids = f'<div class="{sc(k + "rp")}">{sub}</div>' if sub else ""
        return (
            f'<article class="{sc(k + "it")}"><header class="{sc(k + "hd")}"><span class="{sc(k + "nm")}">{esc(s.author)}</span>'
            f'<span class="{sc(k + "tm")}">{esc(s.when)}</span></header>{paras(s.text)}'
            f'<footer class="{sc(k + "ft")}"><button>Balas</button></footer>'
            f"{kids}</article>"
        )

    vids = _rows(
        """
Detik-detik air naik di Jalan Sultan | @suaralembah | 1:12 | 48K tontonan | 1 jam lalu
Bomba selamatkan warga emas | @suaralembah | 0:45 | 31K tontonan | 2 jam lalu
Pandangan udara kawasan banjir | @dronekita | 2:03 | 12K tontonan | 3 jam lalu
Peniaga pasar pagi kerugian | @suaralembah | 1:30 | 8.4K tontonan | 5 jam lalu
"""
    )
    carousel = (
        f'<section class="{sc(k + "vc")}"><h2 class="{sc(k + "vh")}">Video pendek</h2><div class="{sc(k + "vr")}" style="display:flex;gap:12px;overflow-x:auto">'
        + "".join(
            f'<a class="{sc(k + "vi")}" href="/video/{i}"><svg width="140" height="220" role="img"><rect width="140" height="220" fill="#333"/></svg>'
            f'<span class="{sc(k + "vt")}">{esc(t)}</span><span class="{sc(k + "va")}">{esc(h)}</span><span class="{sc(k + "vd")}">{esc(d)}</span>'
            f'<span class="{sc(k + "vv")}">{esc(views)} · {esc(ago)}</span></a>'
            for i, (t, h, d, views, ago) in enumerate(vids)
        )
        + "</div></section>"
    )
    after = (
        carousel + f'<section class="{sc(k + "th")}"><h2 class="{sc(k + "thh")}">Apa kata anda?</h2>'
        f'<div class="{sc(k + "ls")}">{tree(c, item, lambda inner, p: inner)}</div></section>'
    )
    art = Art(
        "Banjir kilat di Jalan Sultan, 40 kenderaan tersangkai",
        "Hujan lebat selama dua jam menyebabkan air naik hingga paras lutut.",
        "Oleh Hazwan Ismail",
        "Hazwan Ismail",
        "2026-02-16T18:20:00+08:00",
        "16 Feb 2026, 6:20 petang",
        (
            "Banjir kilat melanda Jalan Sultan petang tadi selepas hujan lebat selama dua jam, menyebabkan 40 kenderaan tersangkai.",
            "Bomba menyelamatkan seorang warga emas yang terperangkap di dalam keretanya.",
            "Majlis bandaraya berkata kerja membersihkan longkang akan dilakukan minggu ini.",
        ),
        kicker="Bandar",
        declare="og",
    )
    return make(
        "i-mx-ms-video-carousel",
        "mixed",
        "sc",
        "ms-2",
        art,
        PartsI(after=after),
        c,
        path="/bandar/banjir-kilat-jalan-sultan",
        container="<section class='sc-xxxx yyyy'> (styled-components)",
        heading="Apa kata anda?",
        description="A thread (six, two replies) below a short-video carousel (title, @handle, duration, views, '1 jam lalu'); styled-components classes only; 'Anon'.",
        lookalikes=("short-video carousel with handles, views and times",),
        static=True,
    )


def fa_highlights() -> Case:
    c = thread(
        """
مریم احمدی | ۲ ساعت پیش | - | بالاخره! سه سال منتظر بازگشایی کتابخانه بودیم. بچه‌ها جایی برای درس خواندن نداشتند.
رضا | ۲ ساعت پیش | 0 | امیدوارم ساعت کاری تا شب باشد، نه فقط تا ظهر.
کتاب‌خوان قدیمی | ۱ ساعت پیش | - | بخش نسخه‌های قدیمی هم باز می‌شود؟ در خبر چیزی درباره‌اش نیامده.
ناشناس | ۴۰ دقیقه پیش | - | عالی 👏
سارا کریمی | ۱۵ دقیقه پیش | 2 | طبق اطلاعیه شهرداری، آن بخش از پاییز باز می‌شود.
"""
    )
    k = "fa-hl"

    def m(comp: str, el: str) -> str:
        return f"{comp}_{el}__{hx(k + comp + el)}"

    def item(i: int, s: Seed, sub: str) -> str:
        kids = f'<ul class="{m("Thread", "kids")}">{sub}</ul>' if sub else ""
        return (
            f'<li class="{m("Thread", "node")}"><div class="{m("Thread", "meta")}"><span class="{m("Thread", "name")}">{esc(s.author)}</span>'
            f' <span class="{m("Thread", "time")}">{esc(s.when)}</span></div><div class="{m("Thread", "text")}">{paras(s.text)}</div>'
            f"{kids}</li>"
        )

    hl = _rows(
        """
«کتابخانه مرکزی پس از سه سال بازسازی، از شنبه به روی مردم باز می‌شود.» | ۳۱۲ خواننده این بخش را برجسته کرده‌اند
«ساعت کاری تا ساعت ۲۲ تمدید شده است.» | ۱۸۸ خواننده این بخش را برجسته کرده‌اند
«عضویت برای دانش‌آموزان رایگان است.» | ۹۶ خواننده این بخش را برجسته کرده‌اند
"""
    )
    highlights = (
        f'<aside class="{m("Highlights", "root")}"><h3>پربرجسته‌ترین‌ها</h3>'
        + "".join(
            f'<blockquote class="{m("Highlights", "quote")}"><p>{esc(q)}</p><footer>{esc(n)}</footer></blockquote>'
            for q, n in hl
        )
        + "</aside>"
    )
    after = (
        f'<section class="{m("Thread", "root")}"><h2 class="{m("Thread", "title")}">دیدگاه خوانندگان</h2>'
        f'<ul class="{m("Thread", "list")}">{tree(c, item, lambda inner, p: inner)}</ul></section>'
    )
    art = Art(
        "کتابخانه مرکزی پس از سه سال بازگشایی می‌شود",
        "ساعت کاری تا ۲۲ تمدید شده و عضویت برای دانش‌آموزان رایگان است.",
        "نویسنده: نگار صالحی",
        "نگار صالحی",
        "2025-05-08T10:00:00+03:30",
        "۱۸ اردیبهشت ۱۴۰۴",
        (
            "کتابخانه مرکزی پس از سه سال بازسازی، از شنبه به روی مردم باز می‌شود.",
            "ساعت کاری تا ساعت ۲۲ تمدید شده است و عضویت برای دانش‌آموزان رایگان است.",
            "سالن مطالعه جدید ۲۴۰ صندلی دارد.",
        ),
        kicker="فرهنگی",
        declare="jsonld",
    )
    return make(
        "i-mx-fa-highlights",
        "mixed",
        "mod",
        "fa",
        art,
        PartsI(after=after, aside=highlights),
        c,
        path="/farhangi/baz-goshayi-ketabkhane-markazi",
        container="<section class=Thread_root__xxxxx>",
        heading="دیدگاه خوانندگان",
        description="A thread (five, two replies) in a right-to-left CSS-modules page, beside readers' highlights in the rail (quoted passages of the article with '312 readers highlighted this'); 'ناشناس' (anonymous), an emoji one.",
        lookalikes=("readers' highlights (quoted passages with counts)",),
        static=True,
    )


def sw_forwards() -> Case:
    c = thread(
        """
Mwalimu Kassim | saa 5 zilizopita | - | Asanteni kwa kuchunguza. Ujumbe huu ulitumwa kwenye kikundi cha wazazi wa shule yetu mara tatu wiki hii.
Grace Wanjiru | saa 4 zilizopita | 0 | Hata kwetu. Watu wengi waliuamini kwa sababu ulikuwa na nembo ya wizara.
Baba Neema | saa 3 zilizopita | - | Mimi nilikaribia kumnyima mtoto wangu chanjo. Nashukuru makala hii.
Juma | saa 1 iliyopita | 2 | Umefanya vizuri kuuliza kwanza.
Asiyejulikana | dakika 30 zilizopita | - | Tunahitaji zaidi ya hizi habari kwa lugha yetu.
"""
    )

    def item(i: int, s: Seed, sub: str) -> str:
        kids = f'<ul class="ml-10 list-none pl-0">{sub}</ul>' if sub else ""
        return (
            f'<li class="mt-4"><div class="flex items-center gap-2 text-sm"><span class="font-semibold">{esc(s.author)}</span>'
            f'<span class="text-zinc-500">{esc(s.when)}</span></div><div class="text-sm leading-7">{paras(s.text)}</div>'
            f"{kids}</li>"
        )

    fwd = _rows(
        """
Mama Zawadi | 08:14 | ⚠️ TAHADHARI: Chanjo mpya ya watoto ina kemikali hatari. Usimpeleke mtoto wako kliniki wiki hii. Tuma kwa wazazi wote!!
Kikundi cha Wazazi | 09:02 | Wizara imesema chanjo itaanza Jumatatu lakini madaktari wengi wanakataa. Sambaza haraka.
"""
    )
    quoted = (
        '<section class="mt-8 rounded-2xl bg-zinc-100 p-6"><h2 class="font-bold">Ujumbe unaosambaa</h2>'
        '<p class="text-sm text-zinc-500">Picha za skrini tulizotumiwa na wasomaji. Madai haya ni ya UONGO.</p>'
        + "".join(
            f'<div class="mt-4 rounded-xl border bg-white p-4"><p class="text-xs text-zinc-500">↪ Imesambazwa mara nyingi</p>'
            f'<p class="text-sm font-semibold">{esc(n)}</p><p class="text-sm">{esc(t)}</p><p class="text-xs text-zinc-500">{esc(tm)} ✓✓</p></div>'
            for n, tm, t in fwd
        )
        + '<p class="mt-4 font-bold text-red-700">UAMUZI: UONGO</p></section>'
    )
    after = quoted + (
        '<section class="mt-12 border-t py-8"><h2 class="text-lg font-bold">Maoni ya wasomaji</h2>'
        f'<ul class="list-none pl-0">{tree(c, item, lambda inner, p: inner)}</ul></section>'
    )
    art = Art(
        "Ukweli: Ujumbe kuhusu chanjo ya watoto ni wa uongo",
        "Ujumbe unaosambaa kwenye programu za simu unadai chanjo mpya ina kemikali hatari. Tumeuchunguza.",
        "Na Timu ya Ukweli",
        "Timu ya Ukweli",
        "2026-05-12T09:00:00+03:00",
        "12 Mei 2026",
        (
            "Tangu wiki iliyopita, ujumbe unaodai kuwa chanjo mpya ya watoto ina kemikali hatari umesambaa kwenye vikundi vya wazazi.",
            "Wizara ya Afya na madaktari watatu tuliowahoji wamesema madai hayo hayana msingi wowote.",
            "Chanjo hiyo imeidhinishwa na mamlaka ya dawa na itaanza kutolewa Jumatatu.",
        ),
        kicker="Ukweli",
        declare="og",
    )
    return make(
        "i-mx-sw-forwarded-messages",
        "mixed",
        "tw",
        "sw-2",
        art,
        PartsI(after=after),
        c,
        path="/ukweli/ujumbe-chanjo-watoto-uongo",
        container="<section class='mt-12 border-t py-8'> (utility classes)",
        heading="Maoni ya wasomaji",
        description="A fact check: two forwarded messages quoted as screenshots (sender, text, '08:14 ✓✓') that the article debunks, then the readers' thread (five, one reply, 'Asiyejulikana').",
        lookalikes=("quoted forwarded messages (sender, text, time) in a fact check",),
        static=True,
    )


def mixed_cases_i() -> list[Case]:
    return [zh_waline_hot(), tl_reactions(), ms_videos(), fa_highlights(), sw_forwards()]
