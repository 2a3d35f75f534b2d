"""Blind set AL: six article pages without any reader comment (truth zero) whose furniture holds a list with a
discussion entry's shape, of kinds the earlier sets' lists do not name: a charity auction's bid history with the
bidders' one-line wishes (da), a newspaper crossword's fastest solvers with their remark on the hardest clue (hu),
a press review quoting other papers' editorials (ro), a football match's player ratings (uk), the week's horoscope
(ar) and letters to the editor on other subjects (zh). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_al_common import Case, Parts, Story, esc, make, rows


def da_auction() -> Case:
    bids = rows("""
Birthe S. | 21:58 | 5.400 kr. | Til koret, og fordi min mand sang bas i det i fyrre år.
Lokalbageren | 21:51 | 5.200 kr. | Vi giver ikke op så let! Kagen til vinderen er allerede bagt.
Henrik Møller | 21:44 | 4.800 kr. | Maleriet af havnen skal hænge over spisebordet. Held og lykke til de andre.
Birthe S. | 21:30 | 4.500 kr. | Første bud herfra, godt initiativ.
Anonym byder | 21:12 | 3.900 kr. | —
Lokalbageren | 20:47 | 3.500 kr. | Støt drengekoret, det gør vi hvert år.
Jens og Lis | 20:15 | 3.000 kr. | Vi åbner ballet.
""")
    li = "".join(
        f'<li class="bud-rk"><span class="bud-navn">{esc(n)}</span> <span class="bud-kl">kl. {esc(t)}</span> '
        f'<b class="bud-belob">{esc(a)}</b>'
        + (f'<p class="bud-hilsen">{esc(x)}</p>' if x != "—" else "")
        + "</li>"
        for n, t, a, x in bids
    )
    box = (
        '<section class="auktion"><h3>Budhistorik: «Havnen ved daggry» (olie på lærred)</h3>'
        '<p class="auk-status">Auktionen slutter søndag kl. 22.00 · Højeste bud: 5.400 kr.</p>'
        f'<ol class="bud-liste">{li}</ol><p><a class="auk-knap" href="/auktion/byd">Afgiv bud</a></p></section>'
    )
    st = Story(
        "Kunstauktion skal sende drengekoret til Norge",
        "Af Mette Skovgaard",
        "2023-11-10T18:00:00+01:00",
        "10. nov. 2023 kl. 18.00",
        """
Fjordby Drengekor holder i år auktion over ti værker, som lokale kunstnere har doneret. Overskuddet skal betale korets tur til en korfestival i Bergen til sommer.

Auktionen foregår online til og med søndag aften, og værkerne kan ses i kirkens sognegård frem til da. Det dyreste værk er indtil videre maleriet af havnen ved daggry.

Koret har 34 medlemmer mellem ni og sytten år. Turen koster omkring 180.000 kroner.
""",
        section="Kultur",
        related=("Juletræet tændes på torvet", "Færgen aflyser ved storm", "Ny sportshal i Nørreby"),
        tags=("drengekor", "auktion"),
    )
    return make(
        "al-ll-da-budhistorik",
        "lookalike",
        "da-fjordby",
        st,
        Parts(after=box),
        [],
        path="/kultur/kunstauktion-drengekoret",
        container="section.auktion: h3, a status line, ol.bud-liste > li.bud-rk (span.bud-navn, span.bud-kl 'kl. 21:58', b.bud-belob amount, p.bud-hilsen one sentence on six), an 'Afgiv bud' button",
        heading="Budhistorik: «Havnen ved daggry» (olie på lærred)",
        description="A Danish local paper of 2023: an article on a choir's charity art auction with one painting's bid history, seven bids newest first, each a bidder's name, a time, an amount and on six a one-line wish; no reader comment.",
        lookalikes=("a charity auction's bid history (bidder, time, amount, one-line wish)",),
    )


def hu_crossword() -> Case:
    solvers = rows("""
Kovácsné Ilonka | Tiszakert | 4:51 | 06:12 | A 17 függőleges sokáig nem jött ki, pedig a nagymamám is így mondta.
Bartos Levente | Nagyrét | 5:03 | 06:20 | Hajnalban a legjobb, még mielőtt a gyerekek felkelnek.
Szűcs Pál | Tiszakert | 5:40 | 06:34 | A folyó régi neve volt a kulcs, utána már ment minden.
Gál Orsolya | Kisbalta | 6:15 | 07:02 | Az első sorban elírtam egy betűt, ezért lett ilyen hosszú.
Horváth Béla | Felsőtanya | 6:58 | 07:45 | Hetvenkét évesen is tartom a helyem a listán!
Molnár Kata | Tiszakert | 7:20 | 08:10 | Édesapámmal fejtettük együtt, ő a régi szavakat tudta, én a mostaniakat.
""")
    trs = "".join(
        f'<tr><td class="rj-hely">{k + 1}.</td><td class="rj-nev"><b>{esc(n)}</b><br><small>{esc(v)}</small></td>'
        f'<td class="rj-ido">{esc(t)}</td><td class="rj-bekuld">beküldve {esc(b)}</td><td class="rj-megj">{esc(x)}</td></tr>'
        for k, (n, v, t, b, x) in enumerate(solvers)
    )
    box = (
        '<section class="rejtveny-lista"><h3>A nap leggyorsabb megfejtői</h3><p>Időrendben a helyes megfejtések, '
        'a megfejtők megjegyzésével.</p><table class="rj-tabla"><thead><tr><th>#</th><th>Név</th><th>Idő</th>'
        f"<th>Beküldve</th><th>Megjegyzés</th></tr></thead><tbody>{trs}</tbody></table></section>"
    )
    st = Story(
        "Ezerötszáz megfejtő egy hét alatt: népszerű a Hírlap új napi keresztrejtvénye",
        "Kiss Judit",
        "2022-02-18T05:30:00+01:00",
        "2022. február 18., péntek 05:30",
        """
Egy hónapja indult a Hírlap online napi keresztrejtvénye, és az első héten már ezerötszázan küldték be a helyes megfejtést. A rejtvényt minden reggel öt órakor tesszük közzé.

A feladványokat nyugalmazott magyartanárunk, Fodor Géza szerkeszti. A kérdések között mindig van legalább egy, amely a kistérség múltjához kapcsolódik.

A hónap végén a leggyorsabb megfejtők között könyvutalványt sorsolunk ki.
""",
        section="Rejtvény",
        related=("Holnap: szinonimák hete", "Így készül a rejtvény", "A múlt hét megfejtései"),
        tags=("keresztrejtvény",),
    )
    return make(
        "al-ll-hu-megfejtok",
        "lookalike",
        "hu-tiszakert",
        st,
        Parts(after=box),
        [],
        path="/rejtveny/napi-keresztrejtveny-megfejtok",
        container="section.rejtveny-lista: h3, a lead, table.rj-tabla (rank, b name and small village, solving time, 'beküldve 06:12', the solver's remark)",
        heading="A nap leggyorsabb megfejtői",
        description="A Hungarian county paper of 2022: an article on its daily crossword with the day's six fastest solvers in a table, each a name and village, a solving time, the time sent and a one-sentence remark; no reader comment.",
        lookalikes=("a crossword's fastest solvers (name, village, solving time, time sent, remark)",),
    )


def ro_press() -> Case:
    quotes = rows("""
Gazeta Câmpiei | 08:10 | „Consiliul județean a ales din nou varianta cea mai scumpă. Drumul de centură putea fi terminat cu jumătate din bani dacă proiectul nu era refăcut de trei ori.”
Ziarul de Vale | 08:25 | „Pentru navetiști, contează doar că în sfârșit camioanele nu vor mai trece prin centrul orașului. Restul e politică.”
Cotidianul Nordului | 08:40 | „Nimeni nu răspunde pentru cei patru ani de întârziere. Un audit independent ar trebui să fie primul pas.”
Foaia Satelor | 09:05 | „Primarii comunelor de pe traseu cer de mult un drum de legătură spre gară. Poate acum vor fi ascultați.”
Săptămâna Economică | 09:30 | „Transportatorii estimează economii de o oră pe zi pentru fiecare camion. Investiția se va recupera repede.”
""")
    items = "".join(
        f'<article class="rp-citat"><header><b class="rp-ziar">{esc(z)}</b> <time class="rp-ora">{esc(t)}</time></header>'
        f'<p class="rp-text">{esc(x)}</p><a class="rp-sursa" href="/revista/{k}">sursa</a></article>'
        for k, (z, t, x) in enumerate(quotes)
    )
    box = f'<aside class="revista-presei"><h2>Revista presei de azi</h2>{items}</aside>'
    st = Story(
        "Centura de est se deschide după patru ani de întârziere",
        "de Andrei Munteanu",
        "2019-07-03T07:00:00+03:00",
        "3 iulie 2019, 07:00",
        """
Drumul de centură de est al municipiului se deschide circulației miercuri la prânz, după patru ani de întârziere față de termenul inițial. Cei 9,7 kilometri au costat în total 212 milioane de lei.

Camioanele de peste 7,5 tone nu mai au voie să traverseze centrul orașului de joi. Poliția rutieră va face controale în primele săptămâni.

Consiliul județean spune că întârzierile s-au datorat exproprierilor și modificărilor de proiect.
""",
        section="Local",
        related=("Tarife noi la apă", "Festivalul de folclor începe vineri", "FC Deal, victorie în amical"),
        tags=("centura", "trafic"),
    )
    return make(
        "al-ll-ro-revista-presei",
        "lookalike",
        "ro-dealu",
        st,
        Parts(rail=box),
        [],
        path="/local/centura-de-est-se-deschide",
        container="aside.revista-presei in the right column: h2, article.rp-citat (b.rp-ziar a paper's name, time.rp-ora '08:10', p.rp-text a quoted sentence or two, a 'sursa' link)",
        heading="Revista presei de azi",
        description="A Romanian county paper of 2019: an article on a ring road with a press review in the rail, five other papers' editorial lines, each a paper's name, a time and a quotation; no reader comment.",
        lookalikes=("a press review quoting other papers (paper, time, quotation)",),
    )


def uk_ratings() -> Case:
    players = rows("""
Андрій Литвин | воротар | 7 | Двічі врятував після ударів головою, на виходах упевнений.
Богдан Коваль | захисник | 6 | Грав надійно, але на 60-й хвилині програв боротьбу, після якої пропустили.
Ігор Шевчук | захисник | 7 | Лідер оборони, виграв майже всі верхові дуелі.
Максим Гнатюк | півзахисник | 8 | Найкращий на полі: гол і гольова передача, бігав до останньої хвилини.
Олег Дмитренко | півзахисник | 5 | Загубився в другому таймі, замінений на 70-й хвилині.
Роман Ткач | нападник | 6 | Багато працював, але реалізував лише один момент із трьох.
Владислав Бондар | нападник (замість Дмитренка) | 6 | Свіжо вийшов, заробив кутовий, з якого забили другий гол.
""")
    cards = "".join(
        f'<div class="ocinka"><div class="oc-gravets"><strong>{esc(n)}</strong> <span class="oc-poz">{esc(p)}</span></div>'
        f'<span class="oc-bal">{esc(b)}</span><p class="oc-komentar">{esc(x)}</p></div>'
        for n, p, b, x in players
    )
    box = f'<section class="ocinky-gravtsiv"><h2>Оцінки гравців</h2><p>Оцінки за десятибальною шкалою від нашого оглядача.</p>{cards}</section>'
    st = Story(
        "«Степ» обіграв «Лиман» 2:1 і піднявся на друге місце",
        "Василь Кравець",
        "2021-04-25T21:40:00+03:00",
        "25 квітня 2021, 21:40",
        """
У неділю «Степ» приймав «Лиман» на міському стадіоні та здобув третю перемогу поспіль. Рахунок відкрив Максим Гнатюк на 23-й хвилині.

Гості зрівняли після перерви, але за десять хвилин до кінця Роман Ткач замкнув подачу з кутового. Матч подивилися майже дві тисячі глядачів.

Наступну гру команда проведе в суботу на виїзді.
""",
        section="Спорт",
        related=(
            "Молодіжна команда виграла кубок",
            "Стадіон отримає нове освітлення",
            "Розклад матчів на травень",
        ),
        tags=("футбол", "Степ"),
    )
    return make(
        "al-ll-uk-otsinky",
        "lookalike",
        "uk-stepove",
        st,
        Parts(after=box),
        [],
        path="/sport/step-lyman-2-1",
        container="section.ocinky-gravtsiv: h2, a lead, div.ocinka (strong player, span.oc-poz position, span.oc-bal mark, p.oc-komentar one sentence)",
        heading="Оцінки гравців",
        description="A Ukrainian community news site of 2021: a match report with the columnist's ratings of seven players, each a name, a position, a mark and one sentence; no time; no reader comment.",
        lookalikes=("a football match's player ratings (name, position, mark, sentence)",),
    )


def ar_horoscope() -> Case:
    signs = rows("""
الحمل | 21 مارس - 19 أبريل | خبر سار يصلك من صديق قديم في منتصف الأسبوع. لا تتسرع في قرارات الإنفاق.
الثور | 20 أبريل - 20 مايو | فرصة للراحة بعد أسابيع من العمل المتواصل. اهتم بصحتك ونومك.
الجوزاء | 21 مايو - 20 يونيو | نقاش مهم مع أحد أفراد العائلة ينتهي بتفاهم. اختر كلماتك بعناية.
السرطان | 21 يونيو - 22 يوليو | مشروع صغير يبدأ في النمو. الصبر هو مفتاحك هذا الأسبوع.
الأسد | 23 يوليو - 22 أغسطس | تلفت الأنظار في اجتماع العمل. لا تنس أن تشكر من ساعدك.
العذراء | 23 أغسطس - 22 سبتمبر | رحلة قصيرة تغير مزاجك. رتب أوراقك قبل نهاية الشهر.
""")
    items = "".join(
        f'<li class="burj"><h4 class="burj-ism">{esc(n)}</h4><span class="burj-tarikh">{esc(d)}</span>'
        f'<p class="burj-nass">{esc(x)}</p></li>'
        for n, d, x in signs
    )
    box = f'<section class="abraj"><h3>حظك هذا الأسبوع</h3><ul class="abraj-qaima">{items}</ul></section>'
    st = Story(
        "افتتاح سوق التمور الموسمي في ساحة الواحة الكبرى",
        "القسم المحلي",
        "2024-08-30T10:00:00+03:00",
        "الجمعة 30 أغسطس 2024",
        """
افتتح صباح اليوم سوق التمور الموسمي في ساحة الواحة الكبرى بمشاركة أكثر من مئة وعشرين مزارعا من القرى المجاورة. ويستمر السوق ثلاثة أسابيع.

وقال رئيس جمعية المزارعين إن الإنتاج هذا العام أفضل من العام الماضي بفضل وفرة مياه الري في الربيع. وتتراوح الأسعار بين خمسة وعشرين وستين دينارا للصندوق.

وخصصت البلدية حافلات مجانية من الأحياء البعيدة إلى السوق أيام الجمعة والسبت.
""",
        section="محليات",
        related=("موسم المدارس يبدأ الأحد", "مهرجان الشعر الشعبي", "حملة تشجير على طريق المطار"),
        tags=("تمور", "أسواق"),
    )
    return make(
        "al-ll-ar-abraj",
        "lookalike",
        "ar-wahat",
        st,
        Parts(rail=box),
        [],
        path="/mahalliyat/souq-al-tumur",
        container="section.abraj in the right column: h3, ul.abraj-qaima > li.burj (h4 sign's name, span date range, p two sentences)",
        heading="حظك هذا الأسبوع",
        description="An Arabic daily of 2024, right to left: an article on a date market with the week's horoscope in the rail, six signs each with a name, a date range and two sentences; no reader comment.",
        lookalikes=("the week's horoscope (sign, date range, two sentences)",),
    )


def zh_letters() -> Case:
    letters = rows("""
王建国 | 清河市东区 | 2015年9月18日 | 我家楼下的路灯坏了两个月，报修三次都没有人来。希望有关部门重视老旧小区的照明问题。
李秀英 | 清河县南关镇 | 2015年9月17日 | 贵报上周关于农村养老的报道写得很实在。我母亲住的敬老院也面临护工不足的问题。
陈志强 | 清河市西区 | 2015年9月16日 | 建议公交七路延长到新建的体育中心，现在周末去锻炼的人很多，只能打车。
赵敏 | 清河市北区 | 2015年9月15日 | 学校门口的早点摊占用人行道，孩子们只能走机动车道，很不安全。
""")
    items = "".join(
        f'<div class="laixin"><h4 class="lx-ti">{esc(x[:12])}……</h4><p class="lx-zhengwen">{esc(x)}</p>'
        f'<p class="lx-shu">{esc(n)}（{esc(p)}）　{esc(d)}</p></div>'
        for n, p, d, x in letters
    )
    box = f'<section class="duzhe-laixin"><h3>读者来信</h3>{items}<p><a href="/duzhe-laixin">更多来信</a></p></section>'
    st = Story(
        "清河新体育中心国庆前向市民开放",
        "本报记者 刘洋",
        "2015-09-19T07:00:00+08:00",
        "2015年09月19日 07:00",
        """
记者从市体育局获悉，位于城西的清河新体育中心将于九月底向市民开放。中心包括一座游泳馆、一座综合馆和一个标准田径场。

开放初期，游泳馆每天早上六点至晚上九点开放，成人票价十五元。田径场清晨和傍晚免费开放。

市体育局表示，将与公交公司协商增开线路，方便市民前往。
""",
        section="本地",
        related=("中秋节前月饼抽检结果公布", "清河大桥夜间施工", "市图书馆延长开放时间"),
        tags=("体育中心", "全民健身"),
    )
    return make(
        "al-ll-zh-duzhe-laixin",
        "lookalike",
        "zh-qinghe",
        st,
        Parts(after=box),
        [],
        path="/bendi/xin-tiyu-zhongxin-kaifang",
        container="section.duzhe-laixin: h3 '读者来信', div.laixin (h4 the letter's first words, p.lx-zhengwen the letter, p.lx-shu name (district) and date)",
        heading="读者来信",
        description="A Chinese city daily of 2015: an article on a sports centre with four letters to the editor on other subjects below it, each the letter, the writer's name, district and date; no reader comment.",
        lookalikes=("letters to the editor on other subjects (letter, name, district, date)",),
    )


def lists_al() -> list[Case]:
    return [da_auction(), hu_crossword(), ro_press(), uk_ratings(), ar_horoscope(), zh_letters()]
