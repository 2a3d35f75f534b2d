"""Blind set AN: six article pages without any reader comment (truth zero) whose furniture holds a list with a
discussion entry's shape (a name, most with a time, a short text), of kinds the earlier sets' lists do not name,
placed where a discussion usually is: the weekend's pharmacies on duty (he), a fishing contest's weigh-in (hy), the
day's bird sightings in the right column (nl), a chess tournament's round with a line on each game (tr), the sign-up
list of a beach clean-up's volunteers (zh), the food inspectors' results in a second tab panel (bg). Written for
this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_an_common import Case, Parts, Story, esc, make, rows


def he_pharmacies() -> Case:
    duty = rows("""
בית מרקחת הגפן | שישי 08:00–23:00 | רחוב הזית 12, ליד הדואר. יש חניה מאחורי הבניין.
פארם העמק | שבת 10:00–14:00 | מרכז מסחרי צפוני. ההכנות מרשם דרך החלון בלבד.
בית מרקחת אלון | שבת 19:00–23:00 | רחוב השקמה 4. הרוקחת מדברת גם ערבית ורוסית.
מרקחת הכיכר | שבת 14:00–19:00 | כיכר המייסדים. אין שירות משלוחים בסוף השבוע.
בית מרקחת רמת גלים | שישי 13:00–20:00 | בתוך המרכז הרפואי. כניסה מהשער המזרחי.
""")
    items = "".join(
        f'<li class="toran"><p class="toran-shem"><b>{esc(n)}</b> <span class="toran-shaot">{esc(t)}</span></p><p class="toran-pratim">{esc(x)}</p></li>'
        for n, t, x in duty
    )
    box = f'<section class="toranuyot"><h3>בתי מרקחת תורנים בסוף השבוע (5)</h3><ul class="toranuyot-list">{items}</ul><p><small>המידע מתקבל מהמועצה ועשוי להשתנות.</small></p></section>'
    st = Story(
        "מרפאת הלילה בעמק תיסגר בחודשי הקיץ",
        "מאת נועה בן דוד",
        "2024-06-20T14:00:00+03:00",
        "20.06.2024 14:00",
        """
מרפאת הלילה של קופת החולים בעמק תיסגר מתחילת יולי ועד סוף אוגוסט, בשל מחסור ברופאים. תושבים שיזדקקו לטיפול בלילה יופנו למוקד בעיר הסמוכה.

במועצה האזורית מתחו ביקורת על ההחלטה ואמרו כי פנו למשרד הבריאות בבקשה למצוא פתרון זמני.

בקופת החולים מסרו כי המרפאה תחזור לפעול כרגיל בספטמבר.
""",
        section="בריאות",
        related=("נפתח מרכז יום לקשיש", "תרגיל חירום בבית הספר", "מים עכורים בשכונה הצפונית"),
        tags=("בריאות", "קופת חולים"),
    )
    return make(
        "an-ll-he-beit-merkachat-toran",
        "lookalike",
        "he-galim",
        st,
        Parts(after=box),
        [],
        path="/briut/mirpaat-halayla-tisager",
        container="after the related teasers: section.toranuyot h3 with a count '(5)', ul > li.toran (b pharmacy name, span hours, p details)",
        heading="בתי מרקחת תורנים בסוף השבוע (5)",
        description="A Hebrew regional site of 2024, right to left: an article on a night clinic's summer closure, followed by the weekend's five pharmacies on duty under a heading with a count, each a name, opening hours and a sentence; no reader comment.",
        lookalikes=("the weekend's pharmacies on duty (name, hours, a sentence)",),
    )


def hy_weigh_in() -> Case:
    catch = rows("""
Արամ Գրիգորյան | 09:42 | 4,8 կգ | Ծածանը բռնեցի կամրջի մոտ, քառասուն րոպե պայքարեցինք։
Լիլիթ Սարգսյան | 10:15 | 3,1 կգ | Առաջին անգամ եմ մասնակցում, շատ ուրախ եմ։
Գևորգ Հակոբյան | 10:58 | 2,9 կգ | Խայծը եգիպտացորենն էր, ինչպես միշտ։
Սամվել Պետրոսյան | 11:30 | 2,4 կգ | Երկու ձուկ բաց թողեցի, փոքր էին։
Նարեկ Մկրտչյան | 12:06 | 1,7 կգ | Քամին խանգարեց, բայց հաջորդ տարի կվերադառնամ։
Անահիտ Վարդանյան | 12:44 | 1,2 կգ | Թոռանս հետ էինք եկել, նա է բռնել։
""")
    items = "".join(
        f'<li class="kshirk"><span class="ksh-anun">{esc(n)}</span> <span class="ksh-zham">{esc(t)}</span> '
        f'<b class="ksh-kshir">{esc(w)}</b><p class="ksh-khosq">{esc(x)}</p></li>'
        for n, t, w, x in catch
    )
    box = f'<section class="kshrum"><h3>Կշռման արդյունքները (6)</h3><ol class="kshrum-list">{items}</ol></section>'
    st = Story(
        "Լճի ձկնորսական մրցույթին մասնակցեց քառասուն մարդ",
        "Մարիամ Ավետիսյան",
        "2021-09-12T18:00:00+04:00",
        "12.09.2021",
        """
Կիրակի առավոտյան Աղավնու լճի ափին անցկացվեց ավանդական ձկնորսական մրցույթը։ Մասնակցում էին քառասուն ձկնորսներ համայնքից և հարևան գյուղերից։

Մրցույթը տևեց առավոտյան վեցից մինչև կեսօր։ Բոլոր ձկները կշռվեցին ափին, և փոքրերը վերադարձվեցին լիճ։

Հաղթողը ստացավ նոր կարթաձող և համայնքի պատվոգիր։
""",
        section="Համայնք",
        related=("Դպրոցի տանիքը վերանորոգվեց", "Խաղողի բերքահավաքը սկսվեց", "Նոր ավտոբուսային երթուղի"),
        tags=("ձկնորսություն", "լիճ"),
    )
    return make(
        "an-ll-hy-kshrum",
        "lookalike",
        "hy-aghavni",
        st,
        Parts(before_related=box),
        [],
        path="/hamaynq/dzknorsakan-mrcuyt",
        container="right after the article, before the related teasers: section.kshrum h3 with a count '(6)', ol > li.kshirk (span name, span time, b weight, p remark)",
        heading="Կշռման արդյունքները (6)",
        description="An Armenian regional site of 2021: an article on a lake fishing contest, followed by the weigh-in of the six largest catches under a heading with a count, each an angler, a time, a weight and a remark; no reader comment.",
        lookalikes=("a fishing contest's weigh-in (angler, time, weight, remark)",),
    )


def nl_sightings() -> Case:
    seen = rows("""
Gerrit de Wit | 07:12 | Kleine Plas | Twee lepelaars foeragerend in het ondiepe deel, gingen om half acht richting de dijk.
Anouk | 08:30 | Zuidkade | Grote zilverreiger, rustig op een paal. Goed te zien vanaf het fietspad.
Pieter Hoogland | 09:05 | Rietlanden | Eerste blauwborst van het jaar gehoord, niet gezien.
M. Bakker | 10:48 | Gemaal De Hoop | Groep van ongeveer veertig grutto's in het weiland naast het gemaal.
Sanne Vos | 12:20 | Kleine Plas | Visarend boven de plas, twee keer gedoken zonder succes.
Kees | - | Oude Wetering | Bruine kiekendief jagend boven het riet, man.
Jolanda R. | 16:55 | Zuidkade | Tureluur met jongen op het slik, graag afstand houden.
""")
    items = "".join(
        f'<li class="wrn"><span class="wrn-naam">{esc(n)}</span>'
        + (f' <span class="wrn-tijd">{esc(t)}</span>' if t != "-" else "")
        + f' <span class="wrn-plek">{esc(p)}</span><p class="wrn-tekst">{esc(x)}</p></li>'
        for n, t, p, x in seen
    )
    box = (
        f'<section class="waarnemingen"><h3>Waarnemingen vandaag (7)</h3><ul class="wrn-lijst">{items}</ul>'
        '<p><a href="/natuur/waarneming-doorgeven">Geef uw waarneming door</a></p></section>'
    )
    st = Story(
        "Lepelaars broeden voor het eerst in de Zuidpolder",
        "Door Wim Kuipers",
        "2023-04-27T07:00:00+02:00",
        "27 april 2023, 07:00",
        """
Voor het eerst sinds het gebied twintig jaar geleden werd heringericht, broeden er lepelaars in de Zuidpolder. Vrijwilligers telden vorige week vier nesten op het eilandje in de Kleine Plas.

Volgens de beheerder is het succes te danken aan het hogere waterpeil en de rust op het eiland, dat sinds 2021 niet meer toegankelijk is voor bezoekers.

Bezoekers kunnen de vogels het best bekijken vanuit de vogelkijkhut aan de Zuidkade.
""",
        section="Natuur",
        related=("Nieuwe vogelkijkhut geopend", "Maaien pas na 15 juni", "Gemaal De Hoop 100 jaar"),
        tags=("lepelaar", "Zuidpolder", "vogels"),
    )
    return make(
        "an-ll-nl-waarnemingen-zijkolom",
        "lookalike",
        "nl-polderzicht",
        st,
        Parts(aside=box),
        [],
        path="/natuur/lepelaars-broeden-zuidpolder",
        container="in the right column beside the article, after 'Meest gelezen': section.waarnemingen h3 with a count '(7)', ul > li.wrn (span name, span time on six, span place, p sighting)",
        heading="Waarnemingen vandaag (7)",
        description="A Dutch regional site of 2023: an article on nesting spoonbills, with the day's seven bird sightings in the right-hand column under a heading with a count, each an observer, a time (on six), a place and a sentence; no reader comment.",
        lookalikes=("the day's bird sightings (observer, time, place, sentence)",),
    )


def tr_chess() -> Case:
    games = rows("""
Ayşe Tunç – Mert Kaya | 1-0 | 16:42 | Beyaz kalede erken rok, siyahın vezir kanadı hiç gelişemedi.
Emre Doğan – Zeynep Arslan | ½-½ | 17:05 | Kaleli oyunsonunda iki taraf da risk almadı.
Kerem Yıldız – Selin Öztürk | 0-1 | 17:20 | Selin otuzuncu hamlede fili feda ederek şah saldırısını bitirdi.
Burak Şahin – Deniz Aydın | 1-0 | 17:48 | Zaman baskısında siyah son on hamlede iki piyon kaybetti.
Elif Çelik – Can Erdem | 0-1 | 18:15 | Uzun bir at oyunsonu, sabırla kazanılmış bir puan.
""")
    items = "".join(
        f'<li class="tur-mac"><b class="tm-oyuncular">{esc(p)}</b> <span class="tm-sonuc">{esc(r)}</span> '
        f'<span class="tm-saat">{esc(t)}</span><p class="tm-not">{esc(x)}</p></li>'
        for p, r, t, x in games
    )
    box = f'<section class="tur-sonuclari"><h3>4. tur sonuçları (5)</h3><ul class="tur-liste">{items}</ul></section>'
    st = Story(
        "Satranç turnuvasında dördüncü tur tamamlandı",
        "Haber Merkezi",
        "2017-02-18T20:30:00+03:00",
        "18 Şubat 2017, 20:30",
        """
Yeşilvadi Belediyesi'nin düzenlediği geleneksel kış satranç turnuvasında dördüncü tur cumartesi günü Kültür Merkezi'nde oynandı.

Turnuvaya bu yıl 46 sporcu katılıyor. Dört turun ardından Ayşe Tunç ve Selin Öztürk dörder puanla liderliği paylaşıyor.

Beşinci ve son tur pazar sabahı saat 10.00'da başlayacak. Seyirciler için giriş ücretsiz.
""",
        section="Kültür",
        related=(
            "Halk eğitim kurslarına kayıtlar başladı",
            "Kar nedeniyle okullar tatil",
            "Yeşilvadi spor kulübü yeniden kuruldu",
        ),
        tags=("satranç", "turnuva"),
    )
    return make(
        "an-ll-tr-satranc-turu",
        "lookalike",
        "tr-yesilvadi",
        st,
        Parts(inside=box),
        [],
        path="/kultur/satranc-turnuvasi-dorduncu-tur",
        container="inside the article, between its last paragraph and the tags: section.tur-sonuclari h3 with a count '(5)', ul > li.tur-mac (b players, span result, span time, p one line on the game)",
        heading="4. tur sonuçları (5)",
        description="A Turkish town news site of 2017: an article on a chess tournament with the round's five games between the text and the tags, each the two players, the result, the time it ended and a line on the game; no reader comment.",
        lookalikes=("a chess tournament's round (players, result, time, a line on the game)",),
    )


def zh_volunteers() -> Case:
    names = rows("""
林晓雯 | 6月8日 07:00–09:00 | 自带手套和垃圾袋，可以带两个孩子一起来吗？
陈建国 | 6月8日 07:00–09:00 | 退休教师，负责登记和分组。
王磊 | 6月8日 09:00–11:00 | 有皮卡车，可以帮忙把垃圾运到回收站。
黄美玲 | 6月8日 09:00–11:00 | 第一次参加，请多指教。
郑志强 | - | 时间不确定，到了现场再联系。
周欣 | 6月8日 07:00–09:00 | 和公司同事一共五人。
何秀英 | 6月8日 09:00–11:00 | 准备了绿豆汤给大家解暑。
""")
    items = "".join(
        f'<li class="bm-hang"><span class="bm-xingming">{esc(n)}</span>'
        + (f' <span class="bm-shiduan">{esc(t)}</span>' if t != "-" else "")
        + f'<p class="bm-beizhu">{esc(x)}</p></li>'
        for n, t, x in names
    )
    box = (
        f'<section class="baoming"><h3>已报名志愿者（7）</h3><ul class="baoming-list">{items}</ul>'
        '<p><a href="/baoming">我也要报名</a></p></section>'
    )
    st = Story(
        "世界海洋日：海湾沙滩净滩活动招募志愿者",
        "本报记者 刘芳",
        "2025-05-30T09:00:00+08:00",
        "2025-05-30 09:00",
        """
为迎接6月8日世界海洋日，海湾区环保协会将在南湾沙滩举办净滩活动，现面向社会招募志愿者。

活动分为两个时段，分别为上午7点至9点和9点至11点。协会将提供饮用水和夹子，志愿者需自备帽子和防晒用品。

去年的净滩活动共清理垃圾约600公斤，其中塑料瓶和烟头最多。
""",
        section="环境",
        related=("南湾沙滩夏季开放时间公布", "社区垃圾分类新规", "海湾公园新增自行车道"),
        tags=("净滩", "志愿者", "世界海洋日"),
    )
    return make(
        "an-ll-zh-jingtan-baoming",
        "lookalike",
        "zh-haiwan",
        st,
        Parts(after=box),
        [],
        path="/huanjing/jingtan-zhaomu-zhiyuanzhe",
        container="after the related teasers: section.baoming h3 with a count '（7）', ul > li.bm-hang (span name, span time slot on six, p note)",
        heading="已报名志愿者（7）",
        description="A Chinese community weekly of 2025: an article calling for beach clean-up volunteers, followed by the seven who signed up under a heading with a count, each a name, a time slot (on six) and a short note; no reader comment.",
        lookalikes=("a beach clean-up's volunteers' sign-up list (name, slot, note)",),
    )


def bg_inspections() -> Case:
    checks = rows("""
Ресторант „Чинара“ | 03.10.2018, 11:20 | Без забележки. Кухнята е чиста, документацията е наред.
Закусвалня „При Митко“ | 03.10.2018, 13:05 | Предписание за смяна на хладилна витрина до края на месеца.
Хотел „Родопска звезда“ | 04.10.2018, 09:40 | Без забележки.
Сладкарница „Мечо“ | 04.10.2018, 12:15 | Липсват етикети на два вида торти. Наложена е глоба от 300 лева.
Механа „Старата чешма“ | 05.10.2018, 10:30 | Предписание за ремонт на мивката в склада.
Пицария „Връх“ | 05.10.2018, 14:50 | Без забележки. Персоналът е с валидни здравни книжки.
""")
    items = "".join(
        f'<li class="proverka"><b class="pr-obekt">{esc(n)}</b> <span class="pr-data">{esc(t)}</span><p class="pr-rezultat">{esc(x)}</p></li>'
        for n, t, x in checks
    )
    panel = f'<div class="proverki"><h3>Резултати от проверките (6)</h3><ul class="proverki-list">{items}</ul></div>'
    st = Story(
        "Агенцията по храните провери заведенията в курорта преди сезона",
        "Десислава Кирова",
        "2018-10-08T10:00:00+03:00",
        "08.10.2018",
        """
Инспектори на Агенцията по храните проведоха проверки в шест заведения в курорта преди началото на зимния сезон.

В три от обектите не са открити нарушения. На два са дадени предписания, а на един е наложена глоба.

Проверките ще продължат през ноември в заведенията в Рудозем и околните села.
""",
        section="Общество",
        related=("Започна ремонтът на пътя за курорта", "Нов лекар в селото", "Есенен панаир в Смолян"),
        tags=("проверки", "курорт", "заведения"),
    )
    return make(
        "an-ll-bg-proverki-razdel",
        "lookalike",
        "bg-rodopa",
        st,
        Parts(tabs=(("Резултати (6)", panel),), tab_label="Статия"),
        [],
        path="/obshtestvo/proverki-zavedeniya-kurort",
        container="the article's second tab panel (hidden until its tab 'Резултати (6)' is clicked): div.proverki h3 with a count '(6)', ul > li.proverka (b establishment, span date and time, p result)",
        heading="Резултати от проверките (6)",
        description="A Bulgarian regional site of 2018: an article on food inspections, with the six inspected establishments in a second tab panel under a heading with a count, each a name, a date and time and a sentence on the result; no reader comment.",
        lookalikes=("food inspectors' results per establishment (name, time, result)",),
        check_steps=("click:#tab-1",),
    )


def lists_an() -> list[Case]:
    return [he_pharmacies(), hy_weigh_in(), nl_sightings(), tr_chess(), zh_volunteers(), bg_inspections()]
