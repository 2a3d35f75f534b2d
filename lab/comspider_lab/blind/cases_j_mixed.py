"""Blind set J: five mixed pages, a real thread beside a look-alike list of a new kind: a blog series' index in the
sidebar (ca), a volunteers' duty rota (kk), a list of references and sources (ar, right to left), a mailing-list
archive beside Waline (hy) and a quotation-of-the-day archive (sk)."""

from __future__ import annotations

from comspider_lab.blind.cases_j_common import PartsJ, Post, esc, make, paras, thread, tree
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, waline_embed


def _rows(block: str) -> list[list[str]]:
    return [[p.strip() for p in line.split("|")] for line in block.strip().splitlines()]


def ca_series() -> Case:
    c = thread(
        """
Montse Puig | 4 d’octubre de 2017 a les 21:10 | - | Vam fer aquest camí l’any passat amb els nens. La baixada cap a l’embassament és dura, però les vistes valen la pena.
Jordi | 5 d’octubre de 2017 a les 8:35 | - | Quant de temps calculeu de Siurana a Cornudella? Al mapa posa dues hores.
Pere (autor) | 5 d’octubre de 2017 a les 12:02 | 1 | Nosaltres vam trigar dues hores i mitja, amb parades per fer fotos.
Laia R. | 6 d’octubre de 2017 a les 19:48 | - | Quina enveja! Gràcies per les fotos de la font.
Ramon | 7 d’octubre de 2017 a les 10:15 | - | A l’estiu no ho recomano, no hi ha ombra en tot el tram final.
"""
    )
    parts_list = _rows(
        """
1a part | De Scala Dei a la Morera | 3 de setembre de 2017 | 9 km · fàcil
2a part | La Morera i el Montsant | 12 de setembre de 2017 | 7 km · mitjana
3a part | De Cornudella a Siurana pel riu | 21 de setembre de 2017 | 11 km · mitjana
4a part | De Siurana a Cornudella (aquesta) | 4 d’octubre de 2017 | 8 km · difícil
5a part | El Molar i les mines | properament |
"""
    )
    idx = "".join(
        f'<li class="sr-part"><span class="sr-num">{esc(n)}</span> <a href="/camins/{i}/">{esc(t)}</a>'
        f'<span class="sr-data">{esc(d)}</span>'
        + (f'<span class="sr-dif">{esc(x)}</span>' if x else "")
        + "</li>"
        for i, (n, t, d, x) in enumerate(parts_list)
    )
    aside = (
        '<section class="widget widget_serie" id="serie-camins"><h2 class="widget-title">Sèrie: Camins del Priorat</h2>'
        f'<ol class="sr-llista">{idx}</ol><p class="sr-autor">Una sèrie de Pere Vilanova</p></section>'
    )

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        return (
            f'<li class="resposta" id="r-{611 + i}"><div class="r-cap"><img src="/_avatar/ca{i}.svg" width="40" alt=""><b class="r-nom">{esc(s.author)}</b>'
            f' <a class="r-data" href="#r-{611 + i}">{esc(s.when)}</a></div><div class="r-text">{paras(s.text)}</div>'
            '<a class="r-respon" href="#respon">Respon</a>'
            + (f'<ul class="children">{kids}</ul>' if kids else "")
            + "</li>"
        )

    after = (
        '<div id="respostes" class="respostes-area"><h2>5 respostes a “De Siurana a Cornudella”</h2>'
        f'<ol class="llista-respostes">{tree(c, item, lambda inner, parent: inner)}</ol></div>'
    )
    post = Post(
        "De Siurana a Cornudella pel camí vell",
        "Pere Vilanova",
        "Pere Vilanova",
        "2017-10-04T17:00:00+02:00",
        "4 d’octubre de 2017",
        (
            "La quarta etapa de la sèrie és la més exigent: baixem des del poble de Siurana fins a l’embassament i pugem de nou cap a Cornudella.",
            "Són vuit quilòmetres, però el desnivell és de més de cinc-cents metres. Cal portar aigua, no hi ha cap font oberta fins al final.",
            "A la propera entrada, el Molar i les antigues mines de plom.",
        ),
        declare="og",
        category="Camins",
    )
    return make(
        "j-mx-ca-series-index",
        "mixed",
        "wp",
        "ca",
        post,
        PartsJ(after=after, aside=aside),
        c,
        path="/2017/10/de-siurana-a-cornudella/",
        container="<div id=respostes>, nested <ol>/<ul class=children>",
        heading="5 respostes a “De Siurana a Cornudella”",
        description="A Catalan walking blog's thread (five comments, one reply by the author) beside the series index in the sidebar: part, title, date, distance and difficulty for each post of the series.",
        lookalikes=("series index (part, title, date, length)",),
    )


def kk_duty_rota() -> Case:
    c = thread(
        """
Жанар | 03.07.2013 19:40 | - | Былтыр да ерікті болдым, өте қызықты болды. Биыл да жазыламын.
Асхат Т. | 03.07.2013 21:15 | - | Еріктілерге тамақ беріле ме? Таңертеңнен кешке дейін тұру қиын ғой.
Ұйымдастырушы | 04.07.2013 09:00 | 1 | Иә, түскі ас пен су беріледі.
Динара | 04.07.2013 12:33 | - | Жақсы іс! Сәттілік тілеймін.
"""
    )
    rota = _rows(
        """
Мейрамбек С. | 6 шілде, 08:00–12:00 | Кіреберіс, билеттер
Айжан Қ. | 6 шілде, 08:00–12:00 | Ақпарат үстелі
Ержан | 6 шілде, 12:00–16:00 | Сахна маңы
Гүлмира Н. | 6 шілде, 12:00–16:00 | Балалар алаңы
Тимур Б. | 6 шілде, 16:00–20:00 | Тазалық
Сәуле | 7 шілде, 08:00–12:00 | Кіреберіс, билеттер
"""
    )
    trs = "".join(f"<tr><td><b>{esc(n)}</b></td><td>{esc(t)}</td><td>{esc(r)}</td></tr>" for n, t, r in rota)
    rota_html = (
        '<div class="box" id="kezekshi"><div class="boxhead">Еріктілердің кезекшілік кестесі</div>'
        f'<table width="100%" cellpadding="3" border="0" class="kz-tbl"><tr><th>Аты-жөні</th><th>Уақыты</th><th>Орны</th></tr>{trs}</table>'
        '<div class="ndate">Кесте 3 шілдеде жаңартылды. Өзгерістер үшін ұйымдастырушыға хабарласыңыз.</div></div>'
    )

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        return (
            f'<tr><td class="pk-author" width="140" valign="top"><b>{esc(s.author)}</b></td><td valign="top"><div class="ndate">{esc(s.when)}</div>'
            f'<div class="pk-text">{paras(s.text)}</div>'
            + (f'<table class="pk-sub" width="100%" style="margin-left:30px">{kids}</table>' if kids else "")
            + "</td></tr>"
        )

    thread_html = (
        '<div class="box" id="oy-pikir"><div class="boxhead">Пікірлер (4)</div>'
        f'<table width="100%" cellspacing="1" cellpadding="4" class="pk-tbl">{tree(c, item, lambda inner, parent: inner)}</table></div>'
    )
    post = Post(
        "Қала күніне еріктілер шақырылады",
        "Автор: А. Сейітова",
        "Айгерім Сейітова",
        "2013-07-03T15:00:00+06:00",
        "03.07.2013, 15:00",
        (
            "Қала күні мерекесіне 6-7 шілдеде өтетін іс-шараларға еріктілер қажет. Ұйымдастырушылар 40 адам іздеп жатыр.",
            "Еріктілер кіреберісте, ақпарат үстелінде, балалар алаңында және тазалық жұмыстарында көмектеседі.",
            "Тіркелу үшін жастар орталығына хабарласыңыз.",
        ),
        declare="time",
        category="Қала",
    )
    return make(
        "j-mx-kk-duty-rota",
        "mixed",
        "php",
        "kk",
        post,
        PartsJ(after=rota_html + thread_html),
        c,
        path="/news/4311.html",
        container="<div class=box id=oy-pikir>, a table of posts (a reply in a nested table)",
        heading="Пікірлер (4)",
        description="A Kazakh portal's four readers' posts (one answered by the organiser) in a table-layout box right below a volunteers' duty rota (name, shift, post).",
        lookalikes=("volunteers' duty rota (name, shift, post)",),
    )


def ar_references() -> Case:
    c = thread(
        """
أحمد الشريف | 14 مارس 2016 - 10:22 م | - | تدوينة رائعة كالعادة. زرت القلعة عام 2010 وكانت حالتها أسوأ بكثير، يسعدني أن أسمع عن الترميم.
سلمى | 15 مارس 2016 - 08:05 ص | - | هل يمكن الصعود إلى أعلى القلعة الآن؟ سمعت أن الجزء العلوي مغلق.
كاتب المدونة | 15 مارس 2016 - 01:40 م | 1 | نعم، الممر الشرقي مفتوح حتى الغروب.
يوسف م. | 16 مارس 2016 - 07:18 م | - | شكراً على قائمة المراجع، كتاب فخري عن سيوة كان مفيداً جداً لي.
مريم | 17 مارس 2016 - 11:30 ص | 3 | أين يمكن إيجاد هذا الكتاب؟ بحثت عنه في المكتبات ولم أجده.
يوسف م. | 17 مارس 2016 - 09:02 م | 4 | طبعة قديمة موجودة في مكتبة الإسكندرية.
"""
    )
    refs = _rows(
        """
فخري، أحمد | سيوة: تاريخها وآثارها | القاهرة: دار المعارف | 1973
Vivian, Cassandra | The Western Desert of Egypt | Cairo: AUC Press | 2000
الحسيني، نادية | عمارة الطين في الواحات المصرية | الإسكندرية: منشأة المعارف | 2008
Fakhry, Ahmed | Siwa Oasis | Cairo: AUC Press | 1990
"""
    )
    lis = "".join(
        f'<li class="mr-item"><span class="mr-muallif">{esc(a)}</span>. <cite class="mr-unwan">{esc(t)}</cite>. <span class="mr-nashir">{esc(p)}</span>، <span class="mr-sana">{esc(y)}</span>.</li>'
        for a, t, p, y in refs
    )
    refs_html = (
        f'<div class="maraji" id="maraji"><h3>المصادر والمراجع</h3><ol class="mr-list">{lis}</ol></div>'
    )

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        return (
            f'<li class="rd" id="rd-{330 + i}"><div class="rd-ras"><img src="/_avatar/ar{i}.svg" width="40" alt=""><cite class="rd-ism">{esc(s.author)}</cite>'
            f' <span class="rd-qal">قال:</span> <a class="rd-waqt" href="#rd-{330 + i}">{esc(s.when)}</a></div>'
            f'<div class="rd-nass">{paras(s.text)}</div><a class="rd-radd" href="#radd">رد</a>'
            + (f'<ul class="rd-abna">{kids}</ul>' if kids else "")
            + "</li>"
        )

    thread_html = (
        '<div id="rudud" class="rudud-area"><h3>6 ردود على “قلعة شالي بعد الترميم”</h3>'
        f'<ol class="rd-list">{tree(c, item, lambda inner, parent: inner)}</ol></div>'
    )
    post = Post(
        "قلعة شالي بعد الترميم",
        "بقلم: هدى عبد الرحمن",
        "هدى عبد الرحمن",
        "2016-03-14T12:00:00+02:00",
        "14 مارس 2016",
        (
            "عدت إلى سيوة هذا الشتاء بعد ست سنوات لأرى قلعة شالي بعد انتهاء المرحلة الأولى من الترميم.",
            "استخدم المرممون الكرشيف، وهو خليط من الملح والطين، كما كان يفعل البناؤون الأوائل قبل ثمانية قرون.",
            "في آخر التدوينة قائمة بالكتب التي رجعت إليها لمن يريد أن يقرأ أكثر.",
        ),
        declare="time",
        category="تاريخ",
    )
    return make(
        "j-mx-ar-references",
        "mixed",
        "wp",
        "ar",
        post,
        PartsJ(after=refs_html + thread_html),
        c,
        path="/2016/03/qalat-shali/",
        container="<div id=rudud>, nested <ol>/<ul class=rd-abna>",
        heading="6 ردود على “قلعة شالي بعد الترميم”",
        description="An Arabic travel blog (right to left): six comments, three replies ('قال:' after each name), below a references list (author, title, publisher, year) in Arabic and English.",
        lookalikes=("references list (author, title, publisher, year)",),
    )


def hy_waline_mailing_list() -> Case:
    c = thread(
        """
Անահիտ | | - | Շատ գեղեցիկ պատմություն է։ Պապիկս էլ էր դարբին Գյումրիում, Ռուսական փողոցում։
Արամ Պ. | | - | Արհեստանոցը դեռ բա՞ց է։ Կցանկանայի երեխաներիս տանել։
Լուսինե | | 1 | Այո, շաբաթ օրերին այցելուներ են ընդունում։
Կարեն Մ. | | - | Շնորհակալություն լուսանկարների համար։
Գոհար | | - | Նման մարդկանց մասին ավելի շատ պետք է գրել։
"""
    )
    mails = _rows(
        """
Re: Դարբինների տոնավաճառը հոկտեմբերին | Վահե Սարգսյան | 12 սեպ 2024, 18:40
Մետաղի գները բարձրացել են | Սամվել Դ. | 11 սեպ 2024, 09:12
Re: Re: Աշակերտներ ընդունելու մասին | Նարեկ | 10 սեպ 2024, 21:05
Աշակերտներ ընդունելու մասին | Գագիկ Պետրոսյան | 9 սեպ 2024, 14:30
Արհեստանոցների բաց օր | Ասոցիացիայի քարտուղար | 7 սեպ 2024, 10:00
"""
    )
    lis = "".join(
        f'<li class="ml-msg"><a class="ml-subj" href="/list/arhest/{i}">{esc(s)}</a> <span class="ml-from">{esc(f)}</span> <span class="ml-date">{esc(d)}</span></li>'
        for i, (s, f, d) in enumerate(mails)
    )
    aside = (
        '<section class="ml-archive gh-canvas" id="arhest-list"><h3>Վարպետների ասոցիացիայի փոստային ցուցակից</h3>'
        f'<ul class="ml-list">{lis}</ul><p><a href="/list/arhest/">Ամբողջ արխիվը</a> · <a href="/list/arhest/join">Բաժանորդագրվել</a></p></section>'
    )
    path = "/darbnaci-arhestanocy/"
    after = '<section class="gh-canvas hy-kartsik" id="kartsiqner"><h3>Ընթերցողների կարծիքները</h3><div id="wl-hy"></div></section>'
    locale = (
        "locale: { placeholder: 'Գրեք ձեր կարծիքը...', sofa: 'Դեռ կարծիքներ չկան։', submit: 'Ուղարկել', "
        "reply: 'Պատասխանել', cancelReply: 'Չեղարկել', nick: 'Անուն', mail: 'Էլ. փոստ', link: 'Կայք', more: 'Ավելին' },"
    )
    end = (
        waline_embed("root", path, "en", extra=locale)
        + "<script>mountWaline(document.getElementById('wl-hy'));</script>"
    )
    post = Post(
        "Դարբնի արհեստանոցը Ռուսական փողոցում",
        "Տիգրան Հակոբյան",
        "Տիգրան Հակոբյան",
        "2024-09-13T11:00:00+04:00",
        "13 սեպտեմբերի, 2024",
        (
            "Գյումրու Ռուսական փողոցի բակերից մեկում արդեն 60 տարի աշխատում է դարբնի արհեստանոց։ Այժմ այնտեղ աշխատում է վարպետ Գագիկը՝ երրորդ սերնդի դարբին։",
            "Նա պատրաստում է դարպասներ, պատշգամբների ճաղեր և փոքր հուշանվերներ։ Շաբաթ օրերին արհեստանոցը բաց է այցելուների համար։",
        ),
        declare="jsonld",
        category="Վարպետներ",
        subtitle="Երրորդ սերնդի վարպետը և նրա աշակերտները",
    )
    return make(
        "j-mx-hy-waline-mailing-list",
        "mixed",
        "ghost",
        "hy",
        post,
        PartsJ(after=after, aside=aside, head=WALINE_CSS, end=end),
        c,
        path=path,
        container="<section id=kartsiqner> under a Ghost-like post",
        heading="Ընթերցողների կարծիքները",
        description="Waline (English client, Armenian labels) mounted with the page under a Ghost-like post, five comments, one reply; below it, a craftsmen's association's mailing-list archive (subject, sender, date and time).",
        lookalikes=("mailing-list archive (subject, sender, date)",),
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


def sk_quotes() -> Case:
    c = thread(
        """
Jana Kováčová | 15.04.2016 o 19:32 | - | Konečne! Hradby sa rozpadali roky. Dúfam, že opravia aj Košickú bránu.
Milan | 15.04.2016 o 20:10 | 0 | Košická brána je v druhej etape, je to v článku.
Peter S. | 16.04.2016 o 08:45 | - | Pol milióna eur je málo, celé opevnenie má takmer dva a pol kilometra.
Levočan | 16.04.2016 o 11:20 | 2 | Je to len prvá etapa, ďalšie peniaze majú prísť z eurofondov.
Zuzka | 16.04.2016 o 17:03 | - | Pekné fotky.
"""
    )
    quotes = _rows(
        """
„Kto chce hýbať svetom, nech pohne najprv sebou.“ | Sokrates | 15. apríla 2016
„Mesto nie sú domy, ale ľudia, ktorí v nich žijú.“ | ľudová múdrosť | 14. apríla 2016
„Najlepší čas zasadiť strom bol pred dvadsiatimi rokmi. Druhý najlepší je dnes.“ | čínske príslovie | 13. apríla 2016
„Pamäť mesta sú jeho kamene.“ | Ján Hrdina, historik | 12. apríla 2016
"""
    )
    qs = "".join(
        f'<blockquote class="cd-q"><p>{esc(q)}</p><footer>— <cite>{esc(w)}</cite>, <span class="cd-d">{esc(d)}</span></footer></blockquote>'
        for q, w, d in quotes
    )
    aside = f'<div class="sidebar-right card moduletable cd-box"><h3 class="card-header">Citát dňa – archív</h3><div class="card-body">{qs}</div></div>'

    def item(i: int, s: object, kids: str) -> str:
        s = c[i]
        return (
            f'<div class="nz-polozka" id="nz-{7120 + i}"><p class="nz-hlava"><strong>{esc(s.author)}</strong> <span class="nz-cas">{esc(s.when)}</span></p>'
            f'<div class="nz-text">{paras(s.text)}</div>'
            + (f'<div class="nz-odpovede">{kids}</div>' if kids else "")
            + "</div>"
        )

    after = (
        '<div class="nazory-citatelov" id="nazory"><h3>Názory čitateľov (5)</h3>'
        f"{tree(c, item, lambda inner, parent: inner)}</div>"
    )
    post = Post(
        "Obnova mestských hradieb v Levoči sa začne v máji",
        "Autor: Martin Baláž",
        "Martin Baláž",
        "2016-04-15T10:15:00+02:00",
        "15. apríla 2016",
        (
            "Mesto získalo pol milióna eur na prvú etapu obnovy stredovekých hradieb. Práce sa začnú v máji pri severnej bašte.",
            "V druhej etape príde na rad Košická brána, ktorú pre zlý stav uzavreli pred dvoma rokmi.",
            "Celé opevnenie má dĺžku takmer 2,5 kilometra.",
        ),
        declare="og",
        category="Región",
    )
    return make(
        "j-mx-sk-quotes",
        "mixed",
        "joomla",
        "sk",
        post,
        PartsJ(after=after, aside=aside),
        c,
        path="/index.php/region/obnova-hradieb-levoca",
        container="<div class=nazory-citatelov id=nazory>, replies inside their parent",
        heading="Názory čitateľov (5)",
        description="A Slovak regional portal's five readers' opinions (two replies) beside a 'Citát dňa – archív' module in the sidebar: quotations with their author and date, in <blockquote>s.",
        lookalikes=("quotation-of-the-day archive (quote, attribution, date)",),
    )


def mixed_cases_j() -> list[Case]:
    return [ca_series(), kk_duty_rota(), ar_references(), hy_waline_mailing_list(), sk_quotes()]
