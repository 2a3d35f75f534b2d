"""Blind set AV: four article pages of about 2012 without any reader comment (truth zero) whose furniture holds a
list with a discussion entry's shape, of kinds the earlier sets do not name: citizens' reports of street faults with
the city's answers (zh), the readers' song chart with the voters' lines (he), a factory's board of honour (uk) and
listeners' traffic tips sent by text message (id). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_av_common import Case, Parts, Story, esc, make, rows


def zh_street_reports() -> Case:
    reports = rows("""
市民 陈先生 | 3月5日 08:42 | 南溪路与建设街交叉口 | 人行道砖块松动，下雨天一踩就溅一身泥水，老人容易摔倒。 | 已转市政处，3月7日已修复。
网友“老街坊” | 3月5日 10:15 | 老城区菜市场后门 | 路灯坏了快一个月了，晚上黑漆漆的，希望尽快修一下。 | 供电所已派人查看，正在更换灯具。
市民 刘女士 | 3月5日 13:30 | 南溪二中门口 | 上学放学时段车辆乱停，孩子过马路很危险，建议设置护学岗。 | 交警大队回复：下周起早晚高峰增派警力。
网友“骑车上班族” | 3月6日 07:55 | 滨江路自行车道 | 自行车道被施工围挡占了一半，只能骑到机动车道上去。 | 已联系施工单位，要求留出通道。
市民 王大爷 | 3月6日 16:20 | 东门公园 | 公园里的健身器材有两个已经锈断了，小孩玩很不安全。 | 园林局：已拆除，月底前安装新器材。
""")
    items = "".join(
        f'<li class="sspai-tiao"><div class="sspai-tou"><span class="sspai-ren">{esc(n)}</span> '
        f'<span class="sspai-shi">{esc(t)}</span> <span class="sspai-di">【{esc(p)}】</span></div>'
        f'<p class="sspai-nei">{esc(x)}</p><p class="sspai-hui"><b>回复：</b>{esc(r)}</p></li>'
        for n, t, p, x, r in reports
    )
    box = (
        '<div class="pg-box sspai"><h3>市民随手拍·问题反映</h3><p class="sspai-shuo">发现身边的道路、路灯、井盖问题？'
        "拨打热线或在本报网站“随手拍”栏目上传照片，我们转交有关部门并跟踪回复。</p>"
        f'<ul class="sspai-lie">{items}</ul><p><a href="/suishoupai">查看全部反映（326条）</a> | <a href="/suishoupai/tijiao">我要反映</a></p></div>'
    )
    st = Story(
        "南溪路拓宽工程开工 预计年底完工",
        "本报记者 刘晓燕",
        "2012-03-06T09:00:00+08:00",
        "2012年03月06日 09:00",
        """
南溪路拓宽改造工程昨日正式开工。工程全长2.4公里，道路将由双向四车道拓宽为双向六车道，并新建非机动车道和人行道。

施工期间，南溪路实行分段封闭，过往车辆请绕行建设街、滨江路。市政部门表示，将尽量减少施工对周边居民和商户的影响。

工程总投资约1.8亿元，预计今年年底完工。
""",
        lead="施工期间分段封闭，车辆请绕行",
        section="本地",
        tags=("南溪路", "市政工程", "交通"),
    )
    return make(
        "av-ll-zh-suishoupai",
        "lookalike",
        "zh-nanxi",
        st,
        Parts(below=box),
        [],
        path="/bendi/2012-03/06/content_1188245.htm",
        container="div.sspai (below the article): h3 '市民随手拍·问题反映', ul.sspai-lie > li.sspai-tiao (span.sspai-ren '市民 陈先生', span.sspai-shi '3月5日 08:42', the place in 【】, p.sspai-nei the report, p.sspai-hui '回复：' the city's answer)",
        heading="市民随手拍·问题反映",
        description="A Chinese city evening paper of 2012: an article on a road widening, below it the paper's box of citizens' reports of street faults (reporter, time, place, two sentences, the department's answer); no reader comment.",
        lookalikes=(
            "citizens' street-fault reports with the city's answers (name, time, place, text, answer)",
        ),
    )


def he_song_chart() -> Case:
    songs = rows("""
1 | ▲2 | שיר לגבעה | להקת הכרם | נשלח ע"י: מיכל ד. | השיר שליווה אותי בכל הנסיעות לעבודה השבוע, אי אפשר להפסיק.
2 | ▼1 | לילה בעמק | אורי שחר | נשלח ע"י: יוסי ב. | קולו של אורי פשוט מרגש, מגיע לו המקום הראשון.
3 | ▲4 | רכבת אחרונה | נטע ולירון | נשלח ע"י: שירה מ. | שמעתי ברדיו ומיד חיפשתי ברשת. איזה שיר!
4 | – | אבא של הים | גיל אורן | נשלח ע"י: דני ק. | שיר ישן שחוזר, הזכיר לי את הילדות בקיבוץ.
5 | חדש | ברחוב הראשי | הדס | נשלח ע"י: רונית א. | זמרת מקומית מהגבעה! בואו נעלה אותה למקום הראשון.
""")
    items = "".join(
        f'<li class="mz-shura"><span class="mz-mikom">{esc(k)}</span> <span class="mz-shinui">{esc(c)}</span> '
        f'<b class="mz-shir">{esc(s)}</b> – <span class="mz-aman">{esc(a)}</span>'
        f'<div class="mz-kol"><span class="mz-sholeach">{esc(v)}</span> <q>{esc(x)}</q></div></li>'
        for k, c, s, a, v, x in songs
    )
    box = (
        '<div class="tx-box mz-matsad"><h3>מצעד הגבעה של הגולשים – שבוע 10</h3>'
        "<p>הגולשים בוחרים את השירים של השבוע. ההצבעה נסגרת ביום חמישי בחצות.</p>"
        f'<ol class="mz-reshima">{items}</ol><p><a href="/matsad/hatsbaa">להצבעה</a></p></div>'
    )
    st = Story(
        "פסטיבל האביב חוזר לגבעה: שלושה ימים של הופעות בפארק",
        "נועה ברקאי",
        "2012-03-07T12:30:00+02:00",
        "07/03/2012 12:30",
        """
פסטיבל האביב של הגבעה יחזור השנה אחרי הפסקה של שנתיים. המועצה המקומית הודיעה כי הפסטיבל יתקיים בפארק החדש ליד המתנ"ס בסוף אפריל.

בתוכנית: הופעות של להקות מקומיות, במה פתוחה לבני נוער ושוק אוכל. הכניסה לתושבים תהיה חופשית.
""",
        section="תרבות",
        tags=("פסטיבל", "מוזיקה", "קהילה"),
    )
    return make(
        "av-ll-he-matsad",
        "lookalike",
        "he-givat",
        st,
        Parts(rail=box),
        [],
        path="/tarbut/article/L-4198212.html",
        container="the rail's div.mz-matsad: h3 'מצעד הגבעה של הגולשים – שבוע 10', ol.mz-reshima > li.mz-shura (place, change, song, artist, div.mz-kol 'נשלח ע\"י: NAME' and a quoted line)",
        heading="מצעד הגבעה של הגולשים – שבוע 10",
        description="A Hebrew local tabloid of 2012, right to left: an article on a spring festival, in the rail the readers' weekly song chart (place, change, song, artist, the voter's name and a one-line reason); no reader comment.",
        lookalikes=("the readers' song chart with the voters' names and lines",),
    )


def uk_honour_board() -> Case:
    people = rows("""
Микола Степанович Гуменюк | токар 6-го розряду, цех №2 | на заводі з 1979 року | За тридцять три роки роботи не мав жодного браку. Навчив ремеслу понад двадцять молодих токарів.
Галина Іванівна Ткачук | майстер дільниці складання | на заводі з 1988 року | Її дільниця третій рік поспіль виконує план достроково. Ініціатор заводського хору.
Олег Петрович Савчук | слюсар-ремонтник | на заводі з 2001 року | Запропонував удосконалення пресу, яке заощадило заводу 140 тисяч гривень за рік.
Ірина Миколаївна Бондар | інженер-технолог | на заводі з 2006 року | Розробила технологію виготовлення нового вузла для замовлення з Польщі.
Василь Андрійович Мельник | водій навантажувача | на заводі з 1993 року | Двадцять років без аварій. Донор, нагороджений знаком «Почесний донор України».
""")
    items = "".join(
        f'<div class="dp-osoba"><img src="/_avatar/dp-{k}.svg" alt="" width="60" height="75" /><p class="dp-imya">{esc(n)}</p>'
        f'<p class="dp-posada">{esc(p)}</p><p class="dp-stazh">{esc(s)}</p><p class="dp-zaslugy">{esc(x)}</p></div>'
        for k, (n, p, s, x) in enumerate(people)
    )
    box = (
        '<div class="pg-box dp-doshka"><h3>Дошка пошани «Берегмашу» – 2012</h3>'
        '<p class="dp-vstup">Рішенням профкому і адміністрації заводу до Дошки пошани занесено:</p>'
        f"{items}</div>"
    )
    st = Story(
        "«Берегмаш» отримав замовлення на 40 мільйонів і набирає працівників",
        "Наталія Коваленко",
        "2012-03-06T13:00:00+02:00",
        "06.03.2012 13:00",
        """
Машинобудівний завод «Берегмаш» підписав контракт на виготовлення вузлів для сільськогосподарської техніки на суму 40 мільйонів гривень. Замовлення розраховане на два роки.

Завод оголосив набір 60 працівників: токарів, фрезерувальників, слюсарів і зварників. Директор підприємства пообіцяв, що середня зарплата зросте на 15 відсотків.

Напередодні свята на заводі оновили Дошку пошани.
""",
        section="Економіка",
        tags=("Берегмаш", "робота", "промисловість"),
    )
    return make(
        "av-ll-uk-doshka",
        "lookalike",
        "uk-berehove",
        st,
        Parts(below=box),
        [],
        path="/ekonomika/beregmash-otrymav-zamovlennya-na-40-milyoniv.html",
        container="div.dp-doshka: h3 'Дошка пошани «Берегмашу» – 2012', div.dp-osoba × 5 (photo, p.dp-imya full name, p.dp-posada job, p.dp-stazh 'на заводі з 1979 року', p.dp-zaslugy two sentences)",
        heading="Дошка пошани «Берегмашу» – 2012",
        description="A Ukrainian town paper of 2012: an article on a factory's new order, below it the factory's board of honour (photo, name, job, years at the works, two sentences of merit); no reader comment.",
        lookalikes=("a factory's board of honour (name, job, since when, merits)",),
    )


def id_traffic_sms() -> Case:
    tips = rows("""
Pak Darmawan | 07:12 | 0812-xxxx-4471 | Jl. Lintas Timur km 14 arah kota macet total, truk terguling belum dievakuasi. Lewat jalan desa Sukamaju saja.
Ibu Ratna | 07:20 | 0813-xxxx-0925 | Dari arah pelabuhan lancar, tapi antrean di lampu merah Simpang Tiga sampai 1 km.
Rudi ojek | 07:35 | 0857-xxxx-3310 | Jalan desa Sukamaju juga mulai padat, banyak mobil ikut belok. Motor masih bisa lewat.
Pak Haji Usman | 07:51 | 0821-xxxx-7780 | Polisi sudah di lokasi, satu lajur dibuka dengan sistem buka tutup.
Mbak Sari | 08:05 | 0878-xxxx-1204 | Angkot jurusan terminal putar balik di SPBU km 12, penumpang diturunkan di situ.
Anton | 08:30 | 0812-xxxx-9981 | Update: truk sudah diderek, arus mulai bergerak pelan ke arah kota.
""")
    items = "".join(
        f'<li class="info-sms"><span class="sms-dari">{esc(n)}</span> <span class="sms-no">({esc(no)})</span> '
        f'<span class="sms-jam">{esc(t)} WIB</span><p class="sms-isi">{esc(x)}</p></li>'
        for n, t, no, x in tips
    )
    box = (
        '<div class="pv-panel info-lantas"><h3>Info Lalu Lintas dari Pembaca</h3><div><p>Kirim SMS ke 0811-xxxx-555 '
        "dengan format LANTAS (spasi) lokasi dan kondisi.</p>"
        f'<ul class="sms-daftar">{items}</ul></div></div>'
    )
    st = Story(
        "Truk terguling, Jalan Lintas Timur macet total tiga jam",
        "Rina Kusumawati",
        "2012-03-07T09:10:00+07:00",
        "Rabu, 07 Maret 2012 09:10 WIB",
        """
Sebuah truk bermuatan pasir terguling di Jalan Lintas Timur kilometer 14 sekitar pukul 06.30 WIB, Rabu pagi. Akibatnya, arus lalu lintas dari arah pelabuhan menuju kota macet total hingga tiga jam.

Sopir truk mengalami luka ringan dan dibawa ke puskesmas terdekat. Polisi menduga rem truk blong saat melewati turunan.

Sekitar pukul 08.30 WIB truk berhasil dievakuasi dan arus kendaraan berangsur normal.
""",
        lead="Arus dari pelabuhan ke kota lumpuh sejak pukul 06.30 WIB",
        section="Daerah",
        tags=("kecelakaan", "lalu lintas", "Jalan Lintas Timur"),
    )
    return make(
        "av-ll-id-info-lantas",
        "lookalike",
        "id-tanjung",
        st,
        Parts(rail=box),
        [],
        path="/daerah/read/2012/03/07/truk-terguling-jalan-lintas-timur-macet",
        container="the right column's div.info-lantas: h3 'Info Lalu Lintas dari Pembaca', ul.sms-daftar > li.info-sms (span.sms-dari name, span.sms-no half-hidden number, span.sms-jam '07:12 WIB', p.sms-isi one or two sentences)",
        heading="Info Lalu Lintas dari Pembaca",
        description="An Indonesian regional portal of 2012: a news story on a truck accident, in the right column listeners' traffic tips sent by text message (name, half-hidden number, time, text); no reader comment.",
        lookalikes=("readers' traffic tips by text message (name, number, time, text)",),
    )


def lists_av() -> list[Case]:
    return [zh_street_reports(), he_song_chart(), uk_honour_board(), id_traffic_sms()]
