"""Blind set AR: six article pages without any reader comment (truth zero) whose furniture holds a list with a
discussion entry's shape (a name, a date or time, a short text, on some a count or a picture), of kinds the earlier
sets' lists do not name: the paper's corrections and clarifications (da), its archive's "100, 50 and 25 years ago"
excerpts with the reporters of the time (ro), a reviewed novel's most highlighted passages with the readers'
counts (en), councillors' written questions to the mayor with their status (uk), a museum's new acquisitions with
the donors (zh) and the agenda of a council meeting with the presenters (he). Written for this set; every name,
place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_ar_common import Case, Parts, Story, esc, make, rows


def da_rettelser() -> Case:
    fixes = rows("""
2. marts 2022 | Vandværket hæver prisen | Birgit Holst | I artiklen stod, at prisen stiger med 4 kroner pr. kubikmeter. Det korrekte tal er 2,40 kroner.
28. februar 2022 | Ny skoleleder på Engskolen | Birgit Holst | Skolelederens efternavn var stavet forkert. Hun hedder Rikke Dalsgaard, ikke Dalsgård.
24. februar 2022 | Håndboldpigerne videre i pokalen | Birgit Holst | Kampen blev spillet i Skovlund Hallen og ikke i Oplandshallen, som vi skrev.
19. februar 2022 | Byrådet siger ja til cykelsti | Birgit Holst | Beslutningen blev truffet med 15 stemmer mod 4, ikke enstemmigt. Vi beklager fejlen.
""")
    li = "".join(
        f'<li class="item ret-punkt"><p class="item__meta"><time>{esc(d)}</time> · <a href="/skovlund/{i}">{esc(h)}</a></p>'
        f'<p class="ret-tekst">{esc(t)}</p><p class="ret-sign">{esc(n)}, læsernes redaktør</p></li>'
        for i, (d, h, n, t) in enumerate(fixes)
    )
    box = (
        f'<section class="ret-boks"><h2>Rettelser og præciseringer</h2><ul class="list">{li}</ul>'
        '<p><a href="/rettelser">Se alle rettelser</a> · Har du fundet en fejl? Skriv til <a href="/kontakt">læsernes redaktør</a>.</p></section>'
    )
    st = Story(
        "Skovlunds gamle rådhus bliver til bibliotek og borgerhus",
        "Mads Kjær",
        "2022-03-04T10:00:00+01:00",
        "4. marts 2022 kl. 10.00",
        """
Det gamle rådhus på Torvet skal ikke sælges. Byrådet har besluttet at bygge det om til et nyt bibliotek med borgerhus, hvor foreninger kan låne lokaler gratis.

Ombygningen koster 38 millioner kroner og skal stå færdig i efteråret 2024. Det nuværende bibliotek på Stationsvej lukker, når flytningen sker.

Bygningen fra 1907 er bevaringsværdig, og facaden mod Torvet må ikke ændres.
""",
        section="Skovlund",
        related=(
            "Færre ledige i kommunen|Erhverv · i går",
            "Ny legeplads ved havnen|Skovlund · 2. marts",
            "SIF tabte derbyet|Sport · 1. marts",
        ),
        tags=("rådhus", "bibliotek", "byråd"),
    )
    return make(
        "ar-ll-da-rettelser",
        "lookalike",
        "da-skovlund",
        st,
        Parts(rail=box),
        [],
        path="/skovlund/gamle-raadhus-bliver-bibliotek",
        container="section.ret-boks in the right column: h2 'Rettelser og præciseringer', ul.list > li.item (p.item__meta date · the corrected article's headline, p.ret-tekst the correction, p.ret-sign 'name, læsernes redaktør')",
        heading="Rettelser og præciseringer",
        description="A Danish local paper of 2022 on a design system: an article on a town hall's new use, and in the right column the paper's last four corrections, each a date, the headline corrected, a sentence and the readers' editor's name; no reader comment.",
        lookalikes=(
            "the paper's corrections and clarifications (date, headline, correction, the readers' editor's name)",
        ),
    )


def ro_arhiva() -> Case:
    notes = rows("""
Acum 100 de ani | 14 iunie 1917 | semnat: I. Dobrescu-Vale | Ploile din ultima săptămână au umflat pârâul Văleanca până la podul de lemn de la moară. Morarul Anghel a fost nevoit să oprească roțile trei zile.
Acum 50 de ani | 14 iunie 1967 | semnat: Aurelia Tănase | La cooperativa din Vălenii de Sus s-a deschis prima sală de televiziune. Sătenii se adună în fiecare seară să vadă jurnalul.
Acum 25 de ani | 14 iunie 1992 | semnat: Mihai Costache | Echipa de fotbal a liceului a câștigat campionatul județean după o finală jucată sub ploaie. Golul victoriei a venit în ultimul minut.
""")
    li = "".join(
        f'<li class="arh-nota"><h4>{esc(a)}</h4><p class="arh-data">{esc(d)}</p><p class="arh-text">„{esc(t)}”</p>'
        f'<p class="arh-autor">{esc(s)}</p></li>'
        for a, d, s, t in notes
    )
    box = (
        f'<section class="arhiva"><h3>Din arhiva Gazetei</h3><ul class="arh-lista">{li}</ul>'
        '<p class="arh-nota-red">Textele sunt reproduse cu ortografia de azi.</p></section>'
    )
    st = Story(
        "Podul de la moară va fi refăcut din piatră",
        "Ioana Marinescu",
        "2017-06-14T09:00:00+03:00",
        "14 iunie 2017",
        """
Consiliul local al Vălenilor a aprobat refacerea podului de lângă vechea moară, închis circulației din toamnă. Noul pod va fi din piatră și beton, cu trotuare pe ambele părți.

Lucrările costă 1,1 milioane de lei și vor dura patru luni. Până atunci, mașinile circulă pe varianta de la ieșirea spre Deal.

Podul actual, din lemn, a fost reparat de mai multe ori după inundațiile ultimului secol.
""",
        section="Vălenii",
        related=(
            "Zilele orașului, cu program nou|Vălenii · 13 iunie",
            "Prețul laptelui la fermă scade|Economie · 12 iunie",
            "Viitorul Văleni, în finala cupei|Sport · 11 iunie",
        ),
        tags=("pod", "consiliul local", "moară"),
    )
    return make(
        "ar-ll-ro-arhiva",
        "lookalike",
        "ro-valeni",
        st,
        Parts(after=box),
        [],
        path="/valenii/podul-de-la-moara-refacut",
        container="section.arhiva: h3 'Din arhiva Gazetei', ul.arh-lista > li.arh-nota (h4 'Acum 100 de ani', p.arh-data, p.arh-text quoted excerpt, p.arh-autor 'semnat: name')",
        heading="Din arhiva Gazetei",
        description="A Romanian town paper of 2017: an article on a bridge, and after it three excerpts from the paper's archive of 100, 50 and 25 years ago, each a date, a quoted text and the reporter's name of the time; no reader comment.",
        lookalikes=("the paper's archive: excerpts of 100, 50 and 25 years ago with the reporters' names",),
    )


def en_highlights() -> Case:
    marks = rows("""
Chapter 1 | 412 | Nobody in Hollin Street ever moved away; they only moved to the other end of it.
Chapter 4 | 287 | Grief, my aunt said, is just love that has missed the last bus home.
Chapter 9 | 230 | We learned the names of the birds the year we stopped learning the names of the neighbours.
Chapter 12 | 198 | The house kept our secrets the way old houses do, by letting the floorboards tell them.
Chapter 15 | 164 | She left the kettle on, which in our family counted as a promise to return.
""")
    li = "".join(
        f'<li class="entry hl-passage"><blockquote class="hl-text">{esc(t)}</blockquote>'
        f'<p class="entry__date">{esc(ch)} · <span class="hl-count">♥ {n} readers highlighted this</span></p></li>'
        for ch, n, t in marks
    )
    box = (
        f'<section class="hl-box"><h3>Popular highlights</h3><p class="hl-note">Passages most often marked by readers of the e-book edition.</p>'
        f'<ul class="entries">{li}</ul></section>'
    )
    st = Story(
        "Review: The Kettle on Hollin Street, by Morwenna Tash",
        "by Julian Greaves",
        "2016-02-21T09:00:00+00:00",
        "21 February 2016",
        """
Morwenna Tash's third novel covers forty years of one terraced street in a northern mill town, told by the youngest daughter of the family at number 12. Not much happens, and all of it matters.

Tash writes sentences that people will copy into notebooks. The book is funny about grief and serious about kettles, and its patience with its characters is its great strength.

If the middle section drags, it is because Tash refuses to hurry anyone. I finished it on a train and missed my stop.
""",
        section="Reviews",
        related=(
            "Essay: why we reread|14 February 2016",
            "Shortlist: five debut novels for winter|7 February 2016",
            "Review: The Salt Orchard|31 January 2016",
        ),
        tags=("fiction", "reviews", "Morwenna Tash"),
    )
    return make(
        "ar-ll-en-highlights",
        "lookalike",
        "en-larchmere",
        st,
        Parts(after=box),
        [],
        path="/reviews/the-kettle-on-hollin-street",
        container="section.hl-box: h3 'Popular highlights', ul.entries > li.entry.hl-passage (blockquote.hl-text a passage, p.entry__date 'Chapter n · ♥ n readers highlighted this'); the same entries/entry classes as the blog's list of recent posts",
        heading="Popular highlights",
        description="An English book blog of 2016: a novel's review, and after it the five passages of the novel most often highlighted by e-book readers, each with its chapter and a heart count, in the same entry classes as the blog's own list; no reader comment.",
        lookalikes=("a novel's most highlighted passages with the readers' counts",),
    )


def uk_zapyty() -> Case:
    asks = rows("""
Оксана Мельничук | 12.09.2023 | Відповідь отримано | Прошу повідомити, коли буде відновлено освітлення на вулиці Садовій від школи до зупинки.
Василь Гнатюк | 08.09.2023 | Очікує відповіді | Прошу надати інформацію про стан ремонту даху дитячого садка «Ромашка» та терміни завершення робіт.
Ірина Кравець | 05.09.2023 | Відповідь отримано | Прошу розглянути можливість встановлення лежачого поліцейського біля ліцею на вулиці Озерній.
Петро Бондар | 29.08.2023 | Очікує відповіді | Прошу пояснити, чому вивезення сміття в селі Заставне відбувається раз на два тижні замість щотижня.
Наталія Ткач | 24.08.2023 | Відповідь отримано | Прошу надати перелік вулиць, де восени буде проведено ямковий ремонт.
""")
    li = "".join(
        f'<li class="item zp-zapyt"><div class="media"><img class="media__img" src="/_avatar/dep-{i}.svg" alt="" width="48" height="48">'
        f'<div class="media__body"><b class="item__title">{esc(n)}</b><span class="item__meta">депутат міської ради · {esc(d)}</span>'
        f'<p class="zp-tekst">{esc(t)}</p><span class="zp-status">{esc(s)}</span></div></div></li>'
        for i, (n, d, s, t) in enumerate(asks)
    )
    box = (
        f'<section class="zapyty"><h2>Депутатські запити до міського голови</h2><ul class="list">{li}</ul>'
        '<p><a href="/rada/zapyty">Усі запити та відповіді</a></p></section>'
    )
    st = Story(
        "Сесія міськради: бюджет громади поповнять за рахунок оренди землі",
        "Андрій Ковальов",
        "2023-09-14T16:00:00+03:00",
        "14 вересня 2023, 16:00",
        """
На черговій сесії Озернянська міська рада ухвалила зміни до бюджету громади. Додаткові 4,2 мільйона гривень надійдуть від нових договорів оренди земель сільськогосподарського призначення.

Кошти спрямують на ремонт доріг у старостинських округах та закупівлю генераторів для шкіл. Депутати також погодили програму підтримки ветеранів.

Наступна сесія відбудеться в жовтні.
""",
        section="Політика",
        related=(
            "У ліцеї відкрили укриття на 300 місць|Громада · вчора",
            "Ціни на зерно на місцевому елеваторі|Економіка · 12 вересня",
            "«Озерянин» виграв кубок області|Спорт · 10 вересня",
        ),
        tags=("міська рада", "бюджет", "оренда землі"),
    )
    return make(
        "ar-ll-uk-zapyty",
        "lookalike",
        "uk-ozerne",
        st,
        Parts(after=box),
        [],
        path="/polityka/sesiya-miskrady-orenda-zemli",
        container="section.zapyty: h2 'Депутатські запити до міського голови', ul.list > li.item > div.media (img.media__img portrait, b.item__title councillor, span.item__meta 'депутат міської ради · date', p.zp-tekst the question, span.zp-status); the same list/item/media classes as the page's 'Стрічка' rows",
        heading="Депутатські запити до міського голови",
        description="A Ukrainian community news site of 2023 on a design system: an article on a council session, and after it five councillors' written questions to the mayor, each a portrait, a name, a date, one sentence and a status, in the same item/media classes as the page's latest rows; no reader comment.",
        lookalikes=("councillors' written questions to the mayor (name, date, question, status)",),
    )


def zh_shoucang() -> Case:
    objs = rows("""
民国时期云溪码头木质货签一组 | 陈秀英女士 | 2021年3月 | 共十二枚，正面刻有商号名称，由捐赠人祖父在码头做搬运时保存。
清代青花缠枝莲纹瓷碗 | 刘国平先生 | 2021年2月 | 出自城东老宅翻修时的地基，碗底有“云溪”二字款。
1958年云溪第一中学毕业合影 | 周建华先生 | 2021年1月 | 照片背面写有全部四十三名学生的姓名，是研究本地教育史的珍贵资料。
手工竹编蒸笼及工具 | 王德胜师傅 | 2020年12月 | 王师傅从事竹编六十年，退休后将全套工具赠予博物馆。
云溪评剧团戏服一件 | 云溪市评剧团 | 2020年11月 | 剧团上世纪八十年代演出《春江月》时使用，刺绣完好。
""")
    li = "".join(
        f'<li class="sc-item"><img class="sc-pic" src="/_avatar/wenwu-{i}.svg" alt="" width="64" height="64">'
        f'<div><p class="sc-name">{esc(o)}</p><p class="sc-meta">捐赠人：{esc(d)} · 入藏时间：{esc(t)}</p><p class="sc-note">{esc(n)}</p></div></li>'
        for i, (o, d, t, n) in enumerate(objs)
    )
    box = (
        f'<section class="shoucang"><h3>市博物馆近期入藏</h3><ul class="sc-list">{li}</ul>'
        '<p class="sc-tip">欢迎市民捐赠与云溪历史有关的实物和照片，咨询电话见博物馆网站。</p></section>'
    )
    st = Story(
        "云溪市博物馆新馆下月开放 老码头专题展首次亮相",
        "本报记者 林晓雯",
        "2021-04-08T08:00:00+08:00",
        "2021年4月8日 08:00",
        """
记者从市文化局获悉，位于滨江路的云溪市博物馆新馆将于5月18日国际博物馆日正式对公众开放。新馆建筑面积一万二千平方米，设有六个常设展厅。

开馆首展为“百年码头”专题展，展出与云溪老码头有关的文物和老照片三百余件，其中近一半来自市民捐赠。

新馆实行免费预约参观，每日接待上限为三千人次。
""",
        section="文化",
        related=(
            "滨江路夜市恢复营业|本地 · 4月7日",
            "我市春茶开采 价格略有上涨|经济 · 4月6日",
            "云溪队客场取得开门红|体育 · 4月5日",
        ),
        tags=("博物馆", "文物", "老码头"),
    )
    return make(
        "ar-ll-zh-ruzang",
        "lookalike",
        "zh-yunxi",
        st,
        Parts(after=box),
        [],
        path="/wenhua/bowuguan-xinguan-kaifang",
        container="section.shoucang: h3 '市博物馆近期入藏', ul.sc-list > li.sc-item (img.sc-pic thumbnail, p.sc-name object, p.sc-meta '捐赠人：name · 入藏时间：date', p.sc-note a sentence)",
        heading="市博物馆近期入藏",
        description="A Chinese city paper of 2021: an article on a museum's new building, and after it the museum's five latest acquisitions, each a thumbnail, the object, the donor's name, a month and a sentence; no reader comment.",
        lookalikes=("a museum's new acquisitions (object, donor, date, note, thumbnail)",),
    )


def he_agenda() -> Case:
    items = rows("""
1 | 18:00 | ראש העירייה, אבנר שלו | דיווח על התקדמות העבודות בכיכר המייסדים ולוח הזמנים לפתיחתה.
2 | 18:20 | חברת המועצה מיכל אדרי | הצעה להאריך את שעות הפעילות של הספרייה העירונית בימי שישי.
3 | 18:45 | גזבר העירייה, רונן כץ | אישור תקציב בלתי רגיל לשיפוץ מקלטים ציבוריים בשכונת הגפן.
4 | 19:10 | חבר המועצה יוסי בן חיים | הצעה לסדר בנושא מחסור בחניה ליד מרכז הבריאות.
5 | 19:30 | מהנדסת העיר, דנה לוי | הצגת תוכנית לשבילי אופניים חדשים לאורך נחל הדקלים.
""")
    li = "".join(
        f'<li class="sd-seif"><span class="sd-mispar">סעיף {esc(n)}</span> <time class="sd-shaa">{esc(t)}</time>'
        f'<p class="sd-mezig">{esc(who)}</p><p class="sd-teur">{esc(d)}</p></li>'
        for n, t, who, d in items
    )
    box = (
        f'<section class="seder-yom"><h3>סדר היום של ישיבת המועצה, יום שני 20.11.2023</h3><ol class="sd-reshima">{li}</ol>'
        "<p>הישיבה פתוחה לציבור ותשודר בשידור חי באתר העירייה.</p></section>"
    )
    st = Story(
        "המועצה תדון בשבוע הבא בשבילי אופניים לאורך נחל הדקלים",
        "נועה ברק",
        "2023-11-15T12:00:00+02:00",
        "15.11.2023, 12:00",
        """
מועצת העיר גבעת הדקלים תתכנס ביום שני הקרוב לישיבה שבה תוצג לראשונה תוכנית לשבילי אופניים לאורך נחל הדקלים. לפי התוכנית, ייסללו כשבעה קילומטרים של שבילים שיחברו את השכונות הצפוניות למרכז העיר.

עלות הפרויקט מוערכת בכ־12 מיליון שקלים. העירייה מקווה לקבל מימון ממשרד התחבורה.

על סדר היום גם שיפוץ מקלטים ציבוריים והארכת שעות הפעילות של הספרייה.
""",
        section="מועצה",
        related=(
            "נפתח מרכז קהילתי חדש בשכונת הגפן|העיר · אתמול",
            "עלייה במספר העסקים החדשים בעיר|כלכלה · 13.11.2023",
            "הפועל גבעת הדקלים ניצחה בדרבי|ספורט · 12.11.2023",
        ),
        tags=("מועצת העיר", "אופניים", "נחל הדקלים"),
    )
    return make(
        "ar-ll-he-seder-yom",
        "lookalike",
        "he-givatayin",
        st,
        Parts(after=box),
        [],
        path="/moatza/shvilei-ofanayim-nahal-hadkalim",
        container="section.seder-yom: h3 the meeting's date, ol.sd-reshima > li.sd-seif ('סעיף n', time, p.sd-mezig presenter's name and office, p.sd-teur a sentence)",
        heading="סדר היום של ישיבת המועצה, יום שני 20.11.2023",
        description="A Hebrew city news site of 2023 on a design system, right to left: an article on cycle paths, and after it the agenda of the next council meeting, five items each with a time, the presenter's name and office and a sentence; no reader comment.",
        lookalikes=("a council meeting's agenda (item, time, presenter, description)",),
    )


def lists_ar() -> list[Case]:
    return [da_rettelser(), ro_arhiva(), en_highlights(), uk_zapyty(), zh_shoucang(), he_agenda()]
