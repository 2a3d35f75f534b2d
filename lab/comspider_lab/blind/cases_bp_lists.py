"""Blind set BP: four article pages without any reader comment whose furniture holds a list of a kind no earlier
set listed, with a discussion entry's shape (a name, a time, a short text): a local paper's list of the numbered
submissions to a planning consultation (nb), a podcast page's chapter markers with the speakers (sk), a consumer
desk's log of readers' cases (uk), diners' queue-time reports for a noodle stall (zh). Every name, place and text
invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bp_common import Bits, Case, Piece, case, esc, rows


def _list_case(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: str, desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=(what,),
    )


def nb_submissions() -> Case:
    entries = rows("""
1 | Fjordbygda historielag | 2.11.2020 | Det gamle pakkhuset på Kaikanten må bevares der det står, ikke flyttes til museumsområdet.
2 | Kari Solheim, Kaigata 4 | 3.11.2020 | Fem etasjer tar utsikten fra hele gata. Vi ber om at byggene holdes på tre etasjer.
3 | Fjordbygda båtforening | 4.11.2020 | Gjestebrygga må ligge der den ligger i dag, ellers mister vi sommergjestene.
4 | Ola Brekke | 5.11.2020 | Bra med flere leiligheter sentralt. Bygda trenger folk, ikke flere tomme sommerhus.
5 | Fylkets trafikketat | 6.11.2020 | Krysset ved Kaikanten må utbedres før området bygges ut.
6 | Elevrådet ved Fjordbygda skole | 9.11.2020 | Vi ønsker en skatepark i parken ved sjøen.
7 | Anonym | 10.11.2020 | Hvem skal betale for ny kloakk og vannledning?
""")
    block = (
        '<section class="fa-innspill"><h2>Innkomne høringsinnspill</h2><p class="fa-ingress">Kommunen har mottatt sju innspill. Avisa gjengir dem i kortform.</p>'
        + "".join(
            f'<div class="fa-nr" id="innspill-{esc(n)}"><h3>Innspill nr. {esc(n)}</h3><p class="fa-fra"><b>{esc(w)}</b> · <time>{esc(d)}</time></p><p class="fa-kort">{esc(t)}</p></div>'
            for n, w, d, t in entries
        )
        + '<p><a href="/horinger/kaikanten-planforslag.pdf">Les hele planforslaget (PDF)</a> · Høringsfristen er 30. november.</p></section>'
    )
    style = ".fa-innspill{border-top:4px solid #c4161c;margin:22px 0}.fa-nr{border-bottom:1px solid #eee;padding:4px 0}.fa-nr h3{font-size:14px;margin:6px 0 0;color:#c4161c}.fa-fra{margin:0;font-size:14px}.fa-fra time{color:#777}"
    piece = Piece(
        "Høring om Kaikanten: dette mener innbyggerne om de nye boligene",
        "Sigrid Nygård",
        "2020-11-12T06:00:00+01:00",
        "12.11.2020",
        """
Kommunens planforslag for Kaikanten åpner for fire boligblokker på inntil fem etasjer der lageret og bilverkstedet ligger i dag. Forslaget har vært på høring siden oktober.

Så langt har kommunen fått sju innspill. De fleste handler om byggehøyden, gjestebrygga og det gamle pakkhuset.
""",
        dek="Sju innspill så langt. Høringsfristen er 30. november.",
        section="Høringer",
        popular=("Ferja innstilt i helga", "Ny butikk på Torget", "Brannøvelse ved skolen"),
        related=("Slik ser Kaikanten ut i dag", "Pakkhuset fra 1880", "Planforslaget i korte trekk"),
    )
    return _list_case(
        "bp-nb-hoeringsinnspill",
        "nb-fjordbygda",
        piece,
        Bits(inside=block, style=style),
        "/horinger/kaikanten-innspill",
        "section.fa-innspill: div.fa-nr x7 (h3 'Innspill nr. n', sender, date, summary)",
        "a consultation's numbered submissions with sender, date and summary",
        "A Norwegian local paper of 2020 on a harbour-front planning consultation: the 7 numbered submissions (sender, date, a short summary each), no comment area.",
    )


def sk_chapters() -> Case:
    marks = rows("""
00:00 | Úvod | moderuje Zuzana Kráľová
01:40 | Pošta v Zádolí po 96 rokoch končí | Zuzana Kráľová, redaktor Michal Šebo
08:15 | „Chodím sem každý mesiac po dôchodok“ | Anna Laučíková, obyvateľka Zádolia
14:30 | Čo ponúkne pošta v obchode | starosta Jozef Hruška
21:05 | Ako to vyriešili v Hornej Lúke | Michal Šebo
27:50 | Otázky poslucháčov z minulého dielu | Zuzana Kráľová
33:10 | Záver a tip na budúci týždeň | Zuzana Kráľová
""")
    block = (
        '<div class="hp-prehravac"><audio controls preload="none" src="/audio/pod-horami-112.mp3"></audio><p>Diel 112 · 35 min · <a href="/podcasty/pod-horami/rss">RSS</a></p></div>'
        '<section class="hp-kapitoly"><h2>Kapitoly</h2>'
        + "".join(
            f'<div class="hp-kap"><a class="hp-cas" href="#t={esc(t)}">{esc(t)}</a><div><b class="hp-nazov">{esc(n)}</b><span class="hp-kto">{esc(w)}</span></div></div>'
            for t, n, w in marks
        )
        + "</section>"
        '<section class="hp-hostia"><h3>V dieli účinkujú</h3><ul><li>Zuzana Kráľová, moderátorka</li><li>Michal Šebo, redaktor</li><li>Anna Laučíková</li><li>Jozef Hruška, starosta Zádolia</li></ul></section>'
    )
    style = ".hp-prehravac{background:#161616;color:#ddd;padding:12px}.hp-prehravac audio{width:100%}.hp-kap{display:flex;gap:14px;border-bottom:1px solid #eee;padding:6px 0}.hp-cas{font-family:monospace;color:#c4161c;min-width:50px}.hp-kto{display:block;color:#777;font-size:13px}"
    piece = Piece(
        "Podcast Pod horami #112: Prečo v Zádolí zatvárajú poštu",
        "Zuzana Kráľová",
        "2023-02-06T06:00:00+01:00",
        "6. 2. 2023",
        """
Pošta v Zádolí fungovala od roku 1927. Koncom februára sa zatvorí a jej služby prevezme obchod s potravinami na námestí. V novom diele podcastu sa pýtame, čo to znamená pre starších ľudí v obci.

Podcast Pod horami vychádza každý pondelok. Vypočuť si ho môžete priamo na stránke alebo v aplikácii na podcasty.
""",
        dek="Po 96 rokoch sa pošta presúva do obchodu.",
        section="Podcasty",
        popular=("Diel 111: Lyžiarsky vlek", "Diel 110: Zima bez snehu", "Diel 109: Nová škôlka"),
        related=("Pošty na vidieku sa zatvárajú", "Obchod ako pošta: skúsenosti", "Diel 111: Lyžiarsky vlek"),
    )
    return _list_case(
        "bp-sk-kapitoly",
        "sk-podhorie",
        piece,
        Bits(inside=block, style=style),
        "/podcasty/pod-horami-112-posta-zadolie",
        "section.hp-kapitoly: div.hp-kap x7 (a timestamp link, b.hp-nazov chapter title, span.hp-kto speakers)",
        "a podcast's chapter markers with timestamps and speakers",
        "A Slovak local news site's podcast page of 2023: a player, 7 chapter markers (timestamp, title, speakers) and a list of the people in the episode; no comment area.",
    )


def uk_case_log() -> Case:
    cases = rows("""
412 | Оксана Д., Вербівка | 04.11.2024 | Магазин не повертав гроші за несправну пральну машину. Після нашого листа кошти повернули за п'ять днів. | Вирішено
413 | Петро М., Зелений Гай | 05.11.2024 | Перевізник загубив посилку з документами. Компенсацію отримано в повному обсязі. | Вирішено
415 | Ірина, Ставкове | 06.11.2024 | Фітнес-клуб і далі списує абонплату після розірвання договору. | У роботі
417 | Василь К., Нижні Броди | 07.11.2024 | Інтернет-провайдер підвищив тариф без попередження. | Відмовлено: зміну було оголошено в договорі
418 | Галина, Вербівка | 08.11.2024 | Меблевий салон на три місяці затримує доставку шафи. | У роботі
""")
    block = (
        '<section class="sp-spravy"><h2>Справи тижня</h2><p>Читачі звертаються до нашої служби порад, ми публікуємо справи з їхньої згоди.</p><ul>'
        + "".join(
            f'<li class="sp-sprava"><p class="sp-nomer">Справа № {esc(n)}</p><p class="sp-khto">{esc(w)} · <span>{esc(d)}</span></p><p class="sp-sut">{esc(t)}</p>'
            f'<p class="sp-status">Статус: <b>{esc(s)}</b></p></li>'
            for n, w, d, t, s in cases
        )
        + '</ul><a href="/skarhy/nova">Звернутися до служби порад</a></section>'
    )
    style = ".sp-spravy ul{list-style:none;padding:0}.sp-sprava{border:1px solid #ddd;padding:8px 12px;margin:8px 0}.sp-nomer{font-weight:bold;margin:0}.sp-khto{margin:0;font-size:14px;color:#555}.sp-status b{color:#c4161c}"
    piece = Piece(
        "Справи тижня: як наша служба допомогла читачам повернути гроші",
        "Служба порад «Споживчого порадника»",
        "2024-11-09T10:00:00+02:00",
        "9 листопада 2024",
        """
Щотижня до нашої служби порад звертаються кілька десятків читачів. Ми допомагаємо скласти претензію, пишемо продавцям і перевізникам та стежимо, чим закінчиться справа.

Цього тижня дві справи вдалося вирішити, дві ще в роботі, а в одній ми не змогли допомогти: зміну тарифу було чесно прописано в договорі.
""",
        dek="П'ять звернень, два повернення коштів.",
        section="Скарги",
        popular=("Як повернути товар без чека", "Ціни на гречку: огляд", "Тест зарядних пристроїв"),
        related=(
            "Зразок претензії продавцю",
            "Що робити, якщо загубили посилку",
            "Договір з провайдером: на що дивитися",
        ),
    )
    return _list_case(
        "bp-uk-spravy",
        "uk-poradnyk",
        piece,
        Bits(inside=block, style=style),
        "/skarhy/spravy-tyzhnia-lystopad",
        "section.sp-spravy: li.sp-sprava x5 (case number, reader and town, date, summary, status)",
        "a consumer desk's log of readers' cases with status",
        "A Ukrainian consumer-advice site of 2024: a consumer desk's log of 5 readers' cases (number, reader's name and village, date, summary, status); no comment area.",
    )


def zh_queue() -> Case:
    reports = rows("""
小周 | 8月20日 07:15 | 排了10分钟 | 早上人不多,汤头很鲜。
吃货阿明 | 8月20日 11:40 | 排了45分钟 | 中午别来,队伍排到巷子口。
Lily | 8月19日 18:05 | 排了25分钟 | 晚饭时间还好,只收现金和扫码。
老陈 | 8月19日 20:30 | 排了5分钟 | 快收摊了,只剩鲜肉馅。
糖糖 | 8月18日 09:50 | 排了20分钟 | 周末早上也要排,阿婆包得很快。
路过的 | 8月17日 14:10 | 不用排 | 下午两点以后基本空着。
""")
    block = (
        '<section class="xk-paidui"><h2>食客排队实报</h2><p class="xk-shuoming">去过的朋友随手报一下排队时间,方便后来的人。</p><ul>'
        + "".join(
            f'<li><span class="xk-ren">{esc(a)}</span><span class="xk-shi">{esc(t)}</span><span class="xk-deng">{esc(w)}</span><span class="xk-hua">{esc(x)}</span></li>'
            for a, t, w, x in reports
        )
        + '</ul><button type="button" class="xk-bao">我也报一下</button></section>'
        '<div class="xk-xinxi"><p>地址:老街44号巷内 · 营业时间:6:30–21:00 · 人均:15元</p></div>'
    )
    style = ".xk-paidui ul{list-style:none;padding:0}.xk-paidui li{display:grid;grid-template-columns:90px 120px 90px 1fr;gap:8px;border-bottom:1px solid #e4e9ec;padding:6px 0;font-size:14px}.xk-ren{font-weight:bold}.xk-shi{color:#7b8b95}.xk-deng{color:#c0392b}"
    piece = Piece(
        "老街阿婆馄饨:排队多久才能吃上一碗?",
        "文/图 林小满",
        "2022-08-16T10:00:00+08:00",
        "2022年8月16日",
        """
老街巷子里的阿婆馄饨开了三十多年,只有六张桌子,一碗鲜肉馄饨十五元。汤是每天凌晨用猪骨熬的,馄饨皮薄得能看见馅。

因为店小人多,饭点常常要排队。我们在文章下面开了一个排队实报,欢迎去过的朋友报一下自己排了多久。
""",
        dek="三十年老店,六张桌子,一碗十五元。",
        section="小吃",
        popular=("巷子里的五家早餐铺", "夜宵地图:河边烧烤", "老字号糕团店"),
        related=("阿婆的馄饨皮怎么擀", "老街小吃一日游", "城西豆浆油条"),
    )
    return _list_case(
        "bp-zh-paidui",
        "zh-xiangkou",
        piece,
        Bits(inside=block, style=style),
        "/xiaochi/laojie-apo-huntun",
        "section.xk-paidui: li x6 (nickname, time, wait, short note)",
        "diners' queue-time reports with nickname, time and a short note",
        "A Chinese local food guide of 2022 on a wonton stall: 6 diners' queue-time reports (nickname, date and time, how long they waited, a short note) and a 'report yours' button; no comment area.",
    )


def lists_bp() -> list[Case]:
    return [nb_submissions(), sk_chapters(), uk_case_log(), zh_queue()]
