"""Blind set BN: four mixed pages as phones get them, a small discussion in the served HTML beside a list of a new
kind that looks like one: a community fridge's board of what neighbours left and took (lt), a library contest's
shortlisted six-word stories by children (en), the comment moderators' public log, beside a discussion with one
removed placeholder (uk), readers' mushroom-finds reports (ru). Every name, place and text invented for this set; each
comment and entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bn_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    initials,
    make,
    paras,
    replies,
    seeds,
    thread,
    tree,
)


def _rows(block: str) -> list[tuple[str, ...]]:
    return [tuple(x.strip() for x in line.split("|")) for line in block.strip().splitlines()]


def lt_fridge() -> Case:
    cs = thread("""
Laima S. | prieš 3 val. | - | l=9 | Puiki idėja, pati kelis kartus nunešiau daržovių. Ačiū bibliotekai!
Darius | prieš 2 val. | 0 | l=2 | Ar galima palikti ir namie virtą maistą? Straipsnyje neaišku.
Upės krašto žinios | prieš 2 val. | 1 | l=4,staff | Dariau, bibliotekos darbuotojos sako, kad galima, jei ant stiklainio užrašyta data ir kas viduje.
Eglė_M | prieš 1 val. | - | l=6 | Vakarais šaldytuvas dažnai tuščias, gal reikėtų antro prie turgaus?
Laima S. | prieš 50 min. | 3 | l=3 | Pritariu, prie turgaus būtų daug žmonių.
senjoras Petras | prieš 20 min. | - | l=7 | Gražu, kad jaunimas nesigėdija pasiimti. Taip ir turi būti.
""")
    board = _rows("""
Rūta | prieš 40 min. | Palikau du kepalus juodos duonos iš kepyklėlės, šviežia.
Tomas K. | prieš 1 val. | Trys pakuotės varškės, galioja iki ketvirtadienio.
Biblioteka | prieš 2 val. | Išvalėme šaldytuvą, pasenę produktai išmesti.
Aldona | prieš 3 val. | Obuoliai iš sodo, visas maišas. Imkit kiek reikia!
Jonas | prieš 5 val. | Paėmiau pieno vaikams, ačiū tam, kas paliko.
Greta | vakar | Burokėlių sriuba stiklainiuose, 4 vnt. Data užrašyta ant dangtelio.
Vaidas | vakar | Kefyras ir sūris, galioja iki sekmadienio.
""")
    lenta = (
        '<section class="uk-lenta"><h2>🧊 Šaldytuvo lenta</h2><p class="uk-pastaba">Ką paliko ir paėmė kaimynai: įrašai iš lentos prie bibliotekos, '
        "perrašyti kasdien.</p><ul>"
        + "".join(
            f'<li class="uk-irasas"><span class="uk-inic">{esc(initials(n))}</span><b>{esc(n)}</b> <span class="uk-kada">{esc(t)}</span><p>{esc(x)}</p></li>'
            for n, t, x in board
        )
        + "</ul></section>"
    )

    def item(i: int, c: C, sub: str) -> str:
        red = '<span class="uk-red">Redakcija</span>' if c.has("staff") else ""
        return (
            f'<li class="uk-kom"><span class="uk-inic">{esc(initials(c.name))}</span><div><b class="uk-vardas">{esc(c.name)}</b>{red} '
            f'<span class="uk-kada">{esc(c.when)}</span>{paras(c.text)}<p class="uk-veiksmai">♥ {c.get("l")} · Atsakyti · Pranešti</p>{sub}</div></li>'
        )

    komentarai = (
        f'<section class="uk-komentarai"><h2>Komentarai ({len(cs)})</h2><ul>'
        + tree(cs, item, lambda s, _p: f"<ul>{s}</ul>")
        + '</ul><a href="/prisijungti">Prisijunkite ir komentuokite</a></section>'
    )
    css = (
        ".uk-lenta,.uk-komentarai{margin:10px 16px}.uk-lenta{padding:10px;background:#e8f6fb;border-radius:10px}ul{list-style:none;padding:0}.uk-komentarai ul ul{padding-left:20px}"
        ".uk-irasas,.uk-kom{display:flex;flex-wrap:wrap;gap:6px;padding:6px 0;border-top:1px solid #e2e2e2}.uk-inic{width:28px;height:28px;border-radius:50%;background:#00838f;"
        "color:#fff;display:inline-grid;place-items:center;font-size:11px}.uk-irasas p{width:100%;margin:2px 0}.uk-kada{color:#888;font-size:12px}"
        ".uk-red{background:#00838f;color:#fff;font-size:10px;padding:0 4px;margin-left:4px}.uk-veiksmai{font-size:12px;color:#888;margin:0}"
    )
    st = Story(
        "Bendruomenės šaldytuvas prie bibliotekos veikia jau metus",
        "Indrė Vaitkutė",
        "2024-10-02T08:00:00+03:00",
        "2024-10-02 08:00",
        """
Prieš metus prie miesto bibliotekos atsiradęs bendruomenės šaldytuvas tapo įprasta kaimynų susitikimo vieta. Čia žmonės palieka maisto, kurio patys nesuvalgys, o kiti jį pasiima.

Bibliotekos darbuotojos kasdien patikrina produktus ir išmeta pasenusius. Prie šaldytuvo kabo lenta, kurioje kaimynai užrašo, ką paliko.

Per metus, skaičiuoja biblioteka, šaldytuvas išgelbėjo daugiau kaip dvi tonas maisto.
""",
        section="Bendruomenė",
        top=(("Šaldytuvui – metai", "6"), ("Tiltas per upę uždaromas", "23"), ("Rudens mugė", "4")),
        next=("Tiltas per upę uždaromas savaitei", "Eismas bus nukreiptas per Pylimo gatvę."),
        feel=(("❤️", "180"), ("👍", "64")),
    )
    return make(
        "bn-mx-lt-saldytuvas",
        "mixed",
        "lt-upeskrastas",
        st,
        Parts(after=lenta + komentarai, css=css),
        seeds(cs),
        path="/bendruomene/saldytuvas-prie-bibliotekos",
        reveal="on_load",
        container="section.uk-komentarai: h2 'Komentarai (6)', ul > li.uk-kom (span.uk-inic, b.uk-vardas, 'Redakcija', span.uk-kada, p, ♥ n · Atsakyti · Pranešti), replies in a nested ul; before it, section.uk-lenta",
        heading="Komentarai (6)",
        description=f"A Lithuanian town paper's mobile edition of 2024 on a community fridge's first year: {len(cs)} readers' comments ({replies(cs)} replies, the paper answering once) beside the fridge's board of 7 entries (who left or took what, when), both with initials avatars and relative times.",
        static=True,
        lookalikes=("a community fridge's board of what neighbours left and took (name, time, note)",),
    )


def en_six_words() -> Case:
    cs = thread("""
Helen Marsh | 2 days ago | - | l=31 | That's my Ella at number one!! She wrote it on the back of a receipt 😭❤️
Graham P | 2 days ago | 0 | l=9 | Congratulations Ella, that one got me right in the chest
Helen Marsh | yesterday | 1 | l=4 | Thank you Graham, her grandad would have been so proud
Lou Whitcombe | yesterday | - | l=6 | Can adults enter next year? Asking for me 😅
Wrenfield Library | yesterday | 3 | l=12 | Hi Lou, yes! We're adding an adult category in 2025, details in the spring.
dan_k | 9 h | - | l=15 | "Snow day. Nobody told the ducks." is the real winner, sorry not sorry
Lou Whitcombe | 5 h | 5 | l=3 | Agreed, laughed out loud on the bus
""")
    entries = _rows("""
Ella Marsh, 9 | St Bride's Primary | Grandad's shed still smells like Sundays.
Tobias Crane, 14 | Wrenfield Academy | Missed the bus. Found a friend.
Priya Nandakumar, 11 | Holloway Lane School | Moved house. Left my echo behind.
Sam O'Dowd, 16 | Wrenfield Academy | Phone died. Finally heard the river.
Maisie Fenwick, 7 | St Bride's Primary | My cat ate the winning story.
Jonah Leclerc, 12 | Home-schooled | Lighthouse keeper retired. Light stayed on.
Aoife Brennan, 15 | Castlegate College | Exam tomorrow. Tonight, one more chapter.
Ruth Ashby, 10 | Holloway Lane School | Snow day. Nobody told the ducks.
""")
    shortlist = (
        '<section class="wc-six"><h2>The shortlist</h2><ol>'
        + "".join(
            f'<li class="wc-entry"><blockquote>{esc(x)}</blockquote><p class="wc-by">— <b>{esc(n)}</b>, {esc(s)}</p></li>'
            for n, s, x in entries
        )
        + "</ol></section>"
    )

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="wc-c"><span class="wc-av">{esc(initials(c.name))}</span><div class="wc-b"><p class="wc-h"><b>{esc(c.name)}</b> '
            f'<span>{esc(c.when)}</span></p>{paras(c.text)}<p class="wc-act">♡ {c.get("l")} · Reply · Report</p>{sub}</div></div>'
        )

    convo = (
        f'<section class="wc-talk"><h2>Join the conversation ({len(cs)})</h2>'
        + tree(cs, item, lambda s, _p: f'<div class="wc-re">{s}</div>')
        + "</section>"
    )
    css = (
        ".wc-six,.wc-talk{max-width:600px;margin:10px auto;padding:0 14px;font:15px Arial,sans-serif}.wc-entry blockquote{font:italic 19px Georgia,serif;margin:8px 0 2px}"
        ".wc-by{margin:0 0 10px;color:#666}.wc-c{display:flex;gap:8px;padding:8px 0;border-top:1px solid #ddd}.wc-re .wc-c{border:0}.wc-av{flex:none;width:30px;height:30px;"
        "border-radius:50%;background:#6d4c41;color:#fff;display:grid;place-items:center;font-size:11px}.wc-h{margin:0}.wc-h span{color:#888;font-size:12px}.wc-b p{margin:3px 0}"
        ".wc-act{font-size:12px;color:#888}"
    )
    st = Story(
        "Six words, 400 entries: the library's story contest has its winners",
        "By Rosalind Kerr",
        "2024-11-18T07:00:00+00:00",
        "18 November 2024",
        """
Wrenfield's children were asked to tell a whole story in six words. More than 400 of them did, on postcards, on school worksheets and, in one case, on the back of a till receipt.

The library's judges, two teachers and a retired bookseller, chose eight for the shortlist. Nine-year-old Ella Marsh won with a story about her grandfather's shed.

All shortlisted stories will be painted on the library's front windows in December.
""",
        section="Arts",
        top=(
            ("Six-word story winners", "7"),
            ("Bypass consultation opens", "52"),
            ("Market moves to Thursday", "18"),
        ),
        next=("Bypass consultation opens next week", "Residents can view the three routes at the town hall."),
        related=("How to write a six-word story", "The library at 150"),
    )
    return make(
        "bn-mx-en-six-words",
        "mixed",
        "en-wrenfield",
        st,
        Parts(after=shortlist + convo, css=css),
        seeds(cs),
        path="/arts/six-word-story-winners",
        reveal="on_load",
        container="section.wc-talk: h2 'Join the conversation (7)', div.wc-c (span.wc-av, p.wc-h b name + span time, p, ♡ n · Reply · Report), replies in div.wc-re; before it, section.wc-six",
        heading="Join the conversation (7)",
        description=f"An English town paper's lightweight page of 2024 on a children's six-word story contest: {len(cs)} readers' comments ({replies(cs)} replies, the library answering once) beside the shortlist of 8 six-word stories, each signed with the child's name, age and school.",
        static=True,
        lookalikes=("a contest's shortlisted six-word stories (story, child's name and age, school)",),
    )


def uk_moderation_log() -> Case:
    cs = thread("""
Оксана Лисенко | 5 год тому | - | l=44 | Пропоную назвати вулицю Шкільну на честь нашої вчительки Ніни Петрівни, вона 40 років учила дітей громади.
Віталій | 4 год тому | 0 | l=12 | Підтримую! Вона і мене вчила, і мого сина 🙏
Степан Коваль | 4 год тому | - | l=8 | А скільки коштуватиме заміна табличок і документів? Хто платить?
Порічанський вісник | 3 год тому | 2 | l=15,staff | Пане Степане, у громаді кажуть, що таблички замінять коштом бюджету, а документи переоформлювати не потрібно.
Степан Коваль | 3 год тому | 3 | l=5 | Дякую, це важливо для пенсіонерів.
Марічка | 2 год тому | - | l=21 | Вулиця Садова хай лишається Садовою, там справді одні сади 🍎
Ігор_П | 1 год тому | 5 | l=6 | Згоден, не все треба перейменовувати.
Людмила | 30 хв тому | - | l=2 | Коли громадське обговорення? Хочу прийти.
""")
    log = _rows("""
Олена (модераторка) | сьогодні, 14:22 | Приховала коментар: образа іншого читача.
Олена (модераторка) | сьогодні, 13:05 | Відновила коментар після перевірки скарги.
Андрій (модератор) | сьогодні, 11:47 | Видалив посилання на сторонній сайт у коментарі.
Андрій (модератор) | сьогодні, 10:30 | Заблокував обліковий запис на 24 години: спам.
Олена (модераторка) | вчора, 21:15 | Закрила гілку, що відійшла від теми статті.
Андрій (модератор) | вчора, 18:02 | Попередив користувача про мову ворожнечі.
""")

    def item(i: int, c: C, sub: str) -> str:
        red = '<span class="pv-red">Редакція</span>' if c.has("staff") else ""
        return (
            f'<div class="pv-k"><span class="pv-lit">{esc(initials(c.name))}</span><div class="pv-t"><p class="pv-h"><b>{esc(c.name)}</b>{red} '
            f'<span>{esc(c.when)}</span></p>{paras(c.text)}<p class="pv-d">👍 {c.get("l")} · Відповісти · Поскаржитися</p>{sub}</div></div>'
        )

    removed = '<div class="pv-k pv-vydal"><span class="pv-lit">—</span><div class="pv-t"><p><i>Коментар видалено модератором.</i></p></div></div>'

    def wrap(s: str, p: int) -> str:
        return f'<div class="pv-vidp">{s}{removed if p == 0 else ""}</div>'

    talk = (
        f'<section class="pv-komentari"><h2>Коментарі ({len(cs)})</h2>'
        + tree(cs, item, wrap)
        + '<a href="/uvijty">Увійдіть, щоб коментувати</a></section>'
    )
    journal = (
        '<section class="pv-zhurnal"><h2>Журнал модерації</h2><p class="pv-pr">Ми публікуємо дії модераторів під цією статтею. '
        '<a href="/pravyla">Правила коментування</a></p><ul>'
        + "".join(
            f'<li class="pv-dia"><span class="pv-lit">{esc(initials(n))}</span><div><b>{esc(n)}</b> <time>{esc(t)}</time><p>{esc(x)}</p></div></li>'
            for n, t, x in log
        )
        + "</ul></section>"
    )
    css = (
        ".pv-komentari,.pv-zhurnal{margin:12px 16px;padding:12px;background:#fff;border-radius:14px}.pv-k,.pv-dia{display:flex;gap:8px;padding:8px 0;border-top:1px solid #eee}"
        ".pv-vidp .pv-k{border:0}.pv-lit{flex:none;width:30px;height:30px;border-radius:50%;background:#1565c0;color:#fff;display:grid;place-items:center;font-size:11px}"
        ".pv-h{margin:0}.pv-h span,.pv-dia time{color:#888;font-size:12px}.pv-t p,.pv-dia p{margin:3px 0}.pv-d{font-size:12px;color:#888}.pv-zhurnal ul{list-style:none;padding:0}"
        ".pv-red{background:#1565c0;color:#fff;font-size:10px;padding:0 4px;margin-left:4px}.pv-vydal{color:#999}"
    )
    st = Story(
        "Громада обговорює нові назви вулиць: що пропонують мешканці",
        "Ірина Мельник",
        "2023-02-14T08:30:00+02:00",
        "14 лютого 2023, 08:30",
        """
Порічанська громада збирає пропозиції щодо перейменування дев'яти вулиць. Мешканці можуть подати свої варіанти до кінця місяця.

Серед пропозицій — назви на честь місцевих учителів, лікарів і захисників. Частину старих назв, як-от Садова, пропонують залишити.

Громадське обговорення відбудеться в будинку культури 28 лютого о 17:00.
""",
        section="Громада",
        top=(
            ("Нові назви вулиць", "8"),
            ("Ремонт мосту через Порічку", "31"),
            ("Ярмарок вихідного дня", "3"),
        ),
        next=("Ремонт мосту через Порічку завершать у квітні", "Підрядник обіцяє відкрити рух раніше."),
        feel=(("👍", "140"), ("🤔", "52"), ("😡", "9")),
    )
    return make(
        "bn-mx-uk-moderatsiya",
        "mixed",
        "uk-porichchia",
        st,
        Parts(after=talk + journal, css=css),
        seeds(cs),
        path="/hromada/novi-nazvy-vulyts",
        reveal="on_load",
        container="section.pv-komentari: h2 'Коментарі (8)', div.pv-k (span.pv-lit, p.pv-h b name + 'Редакція' + span time, p, 👍 n · Відповісти · Поскаржитися), replies in div.pv-vidp, one removed placeholder; after it, section.pv-zhurnal",
        heading="Коментарі (8)",
        description=f"A Ukrainian community news site's app-like page of 2023 on renaming streets: {len(cs)} readers' comments ({replies(cs)} replies, the site answering once, one removed placeholder that is no comment) above the moderators' public log of 6 actions (moderator, time, what was done and why) in the same avatar-and-name shape.",
        static=True,
        lookalikes=("the comment moderators' public log (moderator, time, action and reason)",),
    )


def ru_mushrooms() -> Case:
    cs = thread("""
Сергей Лапин | 3 часа назад | - | l=27 | Только не оставляйте мусор в лесу, после прошлых выходных вся Сосновка в пакетах 😡
Валентина С. | 2 часа назад | 0 | l=9 | Полностью согласна. Я всегда беру второй пакет для мусора.
Дед Матвей | 2 часа назад | - | l=14 | Белые ножом срезайте, а не выкручивайте. Грибница скажет спасибо.
Оля | 1 час назад | 2 | l=3 | А я читала, что выкручивать как раз правильно 🤔
Дед Матвей | 40 минут назад | 3 | l=6 | Спорят об этом давно, Оля. Главное — мох потом прикрыть.
Вечерний Заозёрск | 25 минут назад | - | l=11,staff | Напоминаем: в субботу в лесничестве бесплатная консультация миколога, приносите сомнительные грибы.
""")
    finds = _rows("""
Валентина С. | урочище Сосновка | сегодня, 7:40 | 12 белых и полкорзины подберёзовиков. Червивых почти нет.
Михаил | старая вырубка за Кривцово | сегодня, 6:55 | Лисички пошли, белых не видел.
Грибник_Петрович | Заозёрский бор | вчера, 18:20 | Три белых, зато каких! Самый большой на 600 граммов.
Наташа Ким | за железной дорогой | вчера, 15:10 | Пусто. Сухо, одни сыроежки.
Аркадий | берег Тихого озера | вчера, 11:30 | Подосиновики у дороги, штук двадцать за час.
Люба | Кривцово | вчера, 9:05 | Опята рано в этом году, видела две семейки на пнях.
""")
    karta = (
        '<section class="vz-griby"><h2>🍄 Грибная карта: находки читателей</h2><p class="vz-pr">Отмечайте находки в приложении — мы публикуем свежие отметки.</p><ul>'
        + "".join(
            f'<li class="vz-otm"><span class="vz-av">{esc(initials(n))}</span><div><b>{esc(n)}</b> · <span class="vz-mesto">📍 {esc(p)}</span> '
            f"<time>{esc(t)}</time><p>{esc(x)}</p></div></li>"
            for n, p, t, x in finds
        )
        + "</ul></section>"
    )

    def item(i: int, c: C, sub: str) -> str:
        red = '<span class="vz-red">редакция</span>' if c.has("staff") else ""
        return (
            f'<li class="vz-kom"><span class="vz-av">{esc(initials(c.name))}</span><div><b class="vz-imya">{esc(c.name)}</b>{red} '
            f'<time>{esc(c.when)}</time>{paras(c.text)}<p class="vz-deistv">❤ {c.get("l")} · Ответить · Пожаловаться</p>{sub}</div></li>'
        )

    obsuzhdenie = (
        f'<section class="vz-obs"><h2>Обсуждение ({len(cs)})</h2><ul>'
        + tree(cs, item, lambda s, _p: f"<ul>{s}</ul>")
        + "</ul></section>"
    )
    css = (
        ".vz-griby,.vz-obs{margin:12px 16px}.vz-griby{padding:10px;background:#f1f8e9;border-radius:10px}.vz-griby ul,.vz-obs ul{list-style:none;padding:0}.vz-obs ul ul{padding-left:20px}"
        ".vz-otm,.vz-kom{display:flex;gap:8px;padding:8px 0;border-top:1px solid #e4e4e4}.vz-av{flex:none;width:30px;height:30px;border-radius:50%;background:#558b2f;color:#fff;"
        "display:grid;place-items:center;font-size:11px}.vz-otm p,.vz-kom p{margin:3px 0}time{color:#888;font-size:12px}.vz-deistv{font-size:12px;color:#888}"
        ".vz-red{background:#558b2f;color:#fff;font-size:10px;padding:0 4px;margin-left:4px}"
    )
    st = Story(
        "Грибной сезон открыт: в заозёрских лесах пошли белые",
        "Алексей Громов",
        "2024-08-27T08:30:00+03:00",
        "сегодня, 08:30",
        """
После дождей прошлой недели в лесах вокруг Заозёрска начался грибной сезон. Белые, подберёзовики и лисички находят в Сосновке, в Заозёрском бору и у Тихого озера.

Лесничество просит не оставлять мусор и не заезжать на машинах в молодые посадки. В субботу в конторе лесничества миколог бесплатно проверит сомнительные находки.

Спасатели напоминают: уходя в лес, берите заряженный телефон и предупреждайте близких.
""",
        section="Природа",
        top=(("Грибной сезон открыт", "6"), ("Ремонт на Береговой", "40"), ("Ярмарка мёда", "5")),
        next=("Ремонт на Береговой продлили до октября", "Подрядник не успел переложить коммуникации."),
        feel=(("😍", "96"), ("👍", "58"), ("😮", "7")),
    )
    return make(
        "bn-mx-ru-griby",
        "mixed",
        "ru-zaozersk",
        st,
        Parts(after=karta + obsuzhdenie, css=css),
        seeds(cs),
        path="/priroda/gribnoy-sezon-otkryt",
        reveal="on_load",
        container="section.vz-obs: h2 'Обсуждение (6)', ul > li.vz-kom (span.vz-av, b.vz-imya, 'редакция', time, p, ❤ n · Ответить · Пожаловаться), replies in a nested ul; before it, section.vz-griby",
        heading="Обсуждение (6)",
        description=f"A Russian town paper's mobile edition of 2024 on the mushroom season: {len(cs)} readers' comments ({replies(cs)} replies, the paper posting once) under the readers' mushroom-finds map of 6 entries (name, place, time, what was found) with the same avatars; one finder also comments.",
        static=True,
        lookalikes=("readers' mushroom-finds reports (name, place, time, what was found)",),
    )


def mixed_bn() -> list[Case]:
    return [lt_fridge(), en_six_words(), uk_moderation_log(), ru_mushrooms()]
