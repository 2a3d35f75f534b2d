"""Blind set BG: two mixed pages, a discussion of this article in the served HTML beside a list of named short texts
that are not comments, of kinds the earlier sets do not name: folk couplets (landays) a folklorist recorded from
named village women, with the date of recording (ps, right to left, Solar Hijri dates with Pashto months), and the
labels of a felt-carpet exhibition, each a maker, her village, a year and a sentence (ky). Written for this set;
every name, place and text invented, each comment and entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bg_common import C, Case, Parts, Story, esc, make, rows, seeds, thread, tree


def ps_landays() -> Case:
    landays = rows("""
ګلالۍ | کوزکلی | ۱۲ غویی ۱۳۹۳ | زه به د غره په سر ګل کېږم // چې مسافر راشي لاره پرې پیدا کړي
شیرینه | بره کلی | ۱۲ غویی ۱۳۹۳ | باران به ورېږي په ګلونو // زما د زړه باغ به بیا شین شي
بي بي حوا | د ویالې غاړه | ۱۳ غویی ۱۳۹۳ | سیند ته ورځم اوبه راوړم // ستا یاد زما په منګي کې ګرځي
ملالۍ | کوزکلی | ۱۳ غویی ۱۳۹۳ | سهار مې ستا په لاره تېر کړ // ماښام مې سترګې په دروازه کې پاتې
""")
    li = "".join(
        '<li class="ln-li"><p class="ln-bayt">'
        + "<br>".join(esc(x.strip()) for x in v.split(" // "))
        + f'</p><p class="ln-wayuna">— <span class="ln-num">{esc(n)}</span>، {esc(k)} <span class="ln-neta">({esc(d)} ثبت شوې)</span></p></li>'
        for n, k, d, v in landays
    )
    box = (
        '<section class="landai-tolga"><h3>د دې اونۍ لنډۍ</h3><p class="ln-yad">دا لنډۍ د فولکلور څېړونکې ښاغلې زرغونې '
        f'له کلیوالو مېرمنو څخه ثبت کړې دي.</p><ul class="ln-ul">{li}</ul></section>'
    )
    cs = thread("""
احمد ګل | ۱۴ غویی ۱۳۹۳، ۱۰:۲۰ | - | - | دا ډېر ښه خبر دی. زموږ د کلي نجونې به نور لرې ښوونځي ته نه ځي.
زرمینه | ۱۴ غویی ۱۳۹۳، ۱۱:۰۵ | 0 | - | سمه ده، خو ښځینه ښوونکې هم پکار دي.
احمد ګل | ۱۴ غویی ۱۳۹۳، ۱۱:۴۰ | 1 | - | په خبر کې لیکلي چې درې ښوونکې به له ښار څخه راځي.
یو ښوونکی | ۱۴ غویی ۱۳۹۳، ۰۲:۱۵ | - | - | د ښوونځي لاره په ژمي کې بنده وي، باید پل هم جوړ شي.
نورالحق | ۱۵ غویی ۱۳۹۳، ۰۸:۳۰ | 3 | - | هو، تېر کال سیلاب زوړ پل یوړ.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="nz-tuk"><p class="nz-sar"><b>{esc(c.name)}</b> <span class="nz-wakht">{esc(c.when)}</span></p>'
            f'<p class="nz-matan">{esc(c.text)}</p><a href="#nz-form" class="nz-dzwab">ځواب</a>'
            + (f'<div class="nz-dzwabuna">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="nazarona"><h3>ستاسو نظرونه (۵)</h3>'
        + tree(cs, item, lambda s: s)
        + '<form id="nz-form" action="/nazar" method="post"><input name="num" placeholder="نوم"><textarea name="t"></textarea>'
        "<button>ولېږئ</button></form></div>"
    )
    css = ".landai-tolga{background:#f6f1e4;padding:8px 12px;margin:14px 0}.ln-li{list-style:none;margin:8px 0}.ln-bayt{font-size:16px}.ln-neta{color:#888;font-size:12px}.nz-tuk{border-bottom:1px solid #eee;padding:6px 0}.nz-dzwabuna{margin-right:28px}.nz-wakht{color:#888;font-size:12px}"
    st = Story(
        "په زرغون دره کې د نجونو نوی ښوونځی پرانیستل شو",
        "د زرغون دره غږ خبریال",
        "2014-05-03T16:00:00+04:30",
        "۱۳ غویی ۱۳۹۳",
        """
د زرغون دره په بره کلي کې د نجونو لپاره یو نوی ښوونځی پرانیستل شو چې شپږ ټولګي لري. تر دې مخکې د کلي نجونې هره ورځ دوه ساعته پلې تللې.

د ولسوالۍ د پوهنې مدیر وویل چې درې ښځینه ښوونکې به له ښار څخه راځي او د کلي د ښوونکو لپاره به روزنه هم جوړه شي.

کلیوالو غوښتنه کړې چې د ښوونځي تر څنګ پر ویاله یو پل هم جوړ شي.
""",
        section="سیمه",
        related=(
            "د غنمو ریبل پیل شول",
            "روغتیايي کلینیک ته نوي درمل ورسېدل",
            "د کرکټ سیالۍ پای ته ورسېدې",
            "د څښاک اوبو نوې څاه",
        ),
        tags=("ښوونځی", "نجونې"),
    )
    return make(
        "bg-mx-ps-landays",
        "mixed",
        "ps-spinghar",
        st,
        Parts(inside=box, after=block, css=css),
        seeds(cs),
        path="/sima/1393/02/13/dnjuno-khowandzay.html",
        container="div.nazarona: h3 'ستاسو نظرونه (۵)', div.nz-tuk (b name, span.nz-wakht '۱۴ غویی ۱۳۹۳، ۱۰:۲۰', p.nz-matan, 'ځواب'), replies in div.nz-dzwabuna; inside the article section.landai-tolga 'د دې اونۍ لنډۍ' (four couplets, each signed '— NAME، VILLAGE (date ثبت شوې)')",
        heading="ستاسو نظرونه (۵)",
        description="A Pashto valley paper of 2014, right to left, dated in the Solar Hijri calendar with Pashto month names ('۱۴ غویی ۱۳۹۳'): 5 readers' comments, replies one level; inside the article a box of four folk couplets (landays) a folklorist recorded from named village women, each signed after its two lines with a name, a village and a date.",
        lookalikes=("folk couplets recorded from named village women (two lines, name, village, date)",),
    )


def ky_shyrdak() -> Case:
    labels = rows("""
Гүлнара Осмонова | Жылуу-Булак айылы | 2014 | Көк-кызыл шырдак. Оюму «кочкор мүйүз», алты айда бүткөн.
Бурул Садыкова | Чоң-Тоскоол айылы | 2012 | Ак боз кийизден жасалган, чоң энемдин оюмдары менен.
Сабира Жумабаева | Көлбоюу шаары | 2015 | Жаштардын үйлөнүү тоюна арналган шырдак.
Назгүл Токтогулова | Ак-Жайлоо айылы | 2013 | Үч муундун колу тийген: апам, мен жана кызым.
""")
    cards = "".join(
        f'<figure class="kz-eme"><img src="/_avatar/kz-{k}.svg" alt="" width="160" height="110"><figcaption>'
        f'<b class="kz-sheber">{esc(n)}</b><span class="kz-jer">{esc(v)}</span><span class="kz-jyl">{esc(y)}</span>'
        f'<span class="kz-jazuu">{esc(t)}</span></figcaption></figure>'
        for k, (n, v, y, t) in enumerate(labels)
    )
    gallery = f'<section class="korgozmo"><h3>Көргөзмөдөн: шеберлердин шырдактары</h3><div class="kz-grid">{cards}</div></section>'
    cs = thread("""
Айгүл | 18.08.2015, 14:20 | - | - | Көргөзмө абдан жакты! Апамдын шырдагы да ошол жерде илинип турду.
Бакыт | 18.08.2015, 15:05 | 0 | - | Апаңыздын аты ким? Кайсы шырдак экен?
Айгүл | 18.08.2015, 15:40 | 1 | - | Жылуу-Булактан Гүлнара эже, көк-кызыл шырдак.
Эрмек уулу | 18.08.2015, 17:12 | - | - | Көргөзмө качанга чейин иштейт? Жума күнү барсак болобу?
Жылдыз | 18.08.2015, 19:30 | 3 | - | Макалада жазылган, айдын аягына чейин иштейт.
Турист_борбордон | 19.08.2015, 09:10 | - | - | Шырдак сатып алса болобу же жөн эле көргөзмөбү?
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="pk-li"><div class="pk-bash"><span class="pk-at">{esc(c.name)}</span> <span class="pk-ubakyt">{esc(c.when)}</span></div>'
            f'<p class="pk-tekst">{esc(c.text)}</p><button class="pk-joop">Жооп берүү</button>'
            + (f'<ul class="pk-ul pk-jooptor">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<section class="pikirler"><h2>Пикирлер (6)</h2><ul class="pk-ul">'
        + tree(cs, item, lambda s: s)
        + "</ul></section>"
    )
    css = ".kz-grid{display:grid;grid-template-columns:1fr 1fr;gap:12px}.kz-eme figcaption span{display:block;font-size:13px;color:#555}.pk-li{list-style:none;border-bottom:1px solid #eee;padding:6px 0}.pk-ubakyt{color:#888;font-size:13px}.pk-jooptor{margin-left:24px}"
    st = Story(
        "Көлбоюуда шырдак көргөзмөсү ачылды",
        "Көлбоюу үнү, Айпери Касымова",
        "2015-08-17T16:00:00+06:00",
        "17.08.2015, 16:00",
        """
Көлбоюу шаарындагы маданият үйүндө облустун кырктан ашуун шеберинин шырдактары коюлган көргөзмө ачылды.

Көргөзмөгө эң байыркы оюмдар менен жасалган шырдактар да, жаштардын заманбап иштери да коюлган. Көргөзмө айдын аягына чейин иштейт.

Уюштуруучулардын айтымында, кийинки жылы көргөзмөдө шырдак сатуу жарманкеси да өтөт.
""",
        section="Маданият",
        related=(
            "Жайлоодо ат оюндары өттү",
            "Мектептер окуу жылына даяр",
            "Балыкчылар мелдеши",
            "Өрүктүн баасы түштү",
        ),
        tags=("шырдак", "көргөзмө"),
    )
    return make(
        "bg-mx-ky-shyrdak",
        "mixed",
        "ky-issyk",
        st,
        Parts(inside=gallery, after=block, css=css),
        seeds(cs),
        path="/madaniyat/2015/08/17/shyrdak-korgozmo",
        container="section.pikirler: h2 'Пикирлер (6)', ul.pk-ul > li.pk-li (span.pk-at, span.pk-ubakyt '18.08.2015, 14:20', p.pk-tekst, 'Жооп берүү'), replies in ul.pk-jooptor; inside the article section.korgozmo with four figure labels (maker, village, year, a sentence)",
        heading="Пикирлер (6)",
        description="A Kyrgyz lakeside site of 2015: 6 readers' comments, replies one and two levels; inside the article a gallery of four felt carpets, each label a maker's name, her village, a year and a sentence, which are not comments.",
        lookalikes=("a felt-carpet exhibition's labels (maker, village, year, sentence)",),
    )


def mixed_bg() -> list[Case]:
    return [ps_landays(), ky_shyrdak()]
