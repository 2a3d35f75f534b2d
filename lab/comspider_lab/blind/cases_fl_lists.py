"""Blind set fl: two pages without any reader comment and two mixed pages. A Turkish town news site of 2016 (no
comment yet under the article, an empty comment area with its form, and the sidebar's "Haftanın en beğenilen
yorumları": other articles' comments ranked, snippets with nicknames and like counts), a Ukrainian city portal of
2018 (the readers who won theatre tickets in a prize draw, each with a one-line message); a Hebrew local news site
of 2012, mixed (4 titled talkbacks beside the winners of a concert-ticket draw with a line each) and a simplified
Chinese town portal of 2015, mixed (4 numbered floors beside "本周热评", the week's hot comments of other articles).
Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fl_common import Case, doc, esc, make, nav, plain, svg, talk

# --------------------------------------------------------------------------- tr: a week's top comments, 2016


def tr_pazar() -> Case:
    hot = "".join(
        f'<li><span class="sira">{i}</span><p class="ht">&ldquo;{esc(t)}&rdquo;</p>'
        f'<p class="hk"><b>{esc(n)}</b> &middot; <a href="/haber/{h}">{esc(a)}</a> &middot; '
        f'<span class="beg">{k} beğeni</span></p></li>'
        for i, (t, n, a, h, k) in enumerate(
            (
                (
                    "Belediye önce kaldırımları düzeltsin, sonra bisiklet yolu yapsın. Annem geçen hafta çukura düştü.",
                    "Bisikletçi_Emre",
                    "Sahil yoluna bisiklet şeridi geliyor",
                    "sahil-yoluna-bisiklet-seridi-8812",
                    214,
                ),
                (
                    "Hocamız emekli oldu ama hâlâ her sabah okulun önünde öğrencileri bekliyor. Ellerinize sağlık.",
                    "Nurcan",
                    "Otuz yıllık öğretmene veda töreni",
                    "otuz-yillik-ogretmene-veda-8801",
                    187,
                ),
                (
                    "Fırının önündeki kuyruğu görünce anlarsınız ekmeğin ne kadar güzel olduğunu.",
                    "tarçınlıçörek",
                    "Mahallenin en eski fırını 60 yaşında",
                    "en-eski-firin-60-yasinda-8796",
                    142,
                ),
                (
                    "Maç çıkışı otobüs seferi konulsun artık, herkes yarım saat yürüyerek dönüyor.",
                    "Tribün12",
                    "Çamlıyamaçspor üç puanı tek golle aldı",
                    "camliyamacspor-uc-puan-8790",
                    98,
                ),
            ),
            1,
        )
    )
    menu = nav(
        [
            ("/", "Anasayfa"),
            ("/gundem/", "Gündem"),
            ("/ekonomi/", "Ekonomi"),
            ("/egitim/", "Eğitim"),
            ("/spor/", "Spor"),
            ("/yasam/", "Yaşam"),
            ("/vefat/", "Vefat ilanları"),
        ]
    )
    body = f"""<body>
<div class="kap">
<div class="ust"><a href="/"><img src="/resim/logo.svg" width="300" height="60" alt="Çamlıyamaç Haber"></a><div class="tarih">4 Ekim 2016 Salı · Hava: 19°C parçalı bulutlu</div></div>
<ul class="menu">{menu}</ul>
<div class="sol">
<div class="kategori"><a href="/gundem/">Gündem</a></div>
<h1>Salı pazarı cumartesiye taşınıyor</h1>
<div class="bilgi">04.10.2016 - 10:12 | Güncelleme: 04.10.2016 - 11:40 | Haber Merkezi</div>
<p class="spot">Çamlıyamaç'ın 40 yıllık salı pazarı, kasım ayından itibaren cumartesi günleri kurulacak. Pazar yeri de Cumhuriyet Meydanı'ndan yeni yapılan kapalı pazar alanına taşınıyor.</p>
<p>Belediye Meclisi'nin dün akşamki toplantısında oy birliğiyle alınan kararla, pazarın günü ve yeri değişti. Belediye Başkan Yardımcısı, çalışanların da alışveriş yapabilmesi için cumartesi gününün seçildiğini söyledi.</p>
<p>Yeni kapalı pazar alanında 180 tezgâh, 60 araçlık otopark ve tuvaletler bulunuyor. Pazarcılar esnaf odasında kura çekerek yeni yerlerini belirleyecek.</p>
<p class="foto"><img src="/resim/2016/10/kapali-pazar.svg" width="560" height="300" alt=""><br><span>Yeni kapalı pazar alanı</span></p>
<div class="paylas">Paylaş: <a href="/paylas?s=fb">Facebook</a> · <a href="/paylas?s=tw">Twitter</a> · <a href="/yazdir/8820">Yazdır</a></div>
<div class="yorumlar">
<h3>Yorumlar</h3>
<p class="bos">Bu habere henüz yorum yapılmamış. İlk yorumu siz yazın!</p>
<form action="/yorum/ekle/8820" method="post">
<p><input type="text" name="ad" placeholder="Adınız"> <input type="text" name="eposta" placeholder="E-posta"></p>
<p><textarea name="yorum" rows="4" cols="66" placeholder="Yorumunuzu yazın..."></textarea></p>
<p><input type="submit" value="Yorum Gönder"> <small>Yorumlar editör onayından sonra yayınlanır.</small></p>
</form>
</div>
</div>
<div class="sag">
<div class="kutu"><div class="kb">Haftanın En Beğenilen Yorumları</div><ol class="hafta">{hot}</ol></div>
<div class="kutu"><div class="kb">Nöbetçi Eczane</div><p>Şifa Eczanesi · Atatürk Cad. No: 14</p></div>
<div class="kutu"><div class="kb">Namaz Vakitleri</div><p>İmsak 05:41 · Öğle 12:58 · Akşam 18:37</p></div>
</div>
<div class="alt">© 2016 Çamlıyamaç Haber · Tüm hakları saklıdır · <a href="/kunye">Künye</a> · <a href="/iletisim">İletişim</a></div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:14px Arial,sans-serif;margin:0;background:#eee}.kap{width:990px;margin:0 auto;background:#fff}.ust{padding:10px;display:flex;justify-content:space-between;align-items:center}.tarih{font-size:12px;color:#777}
.menu{background:#c8102e;list-style:none;margin:0;padding:8px}.menu li{display:inline;margin-right:16px}.menu a{color:#fff;font-weight:bold}.sol{float:left;width:650px;padding:12px}.sag{float:right;width:290px;padding:12px}
.alt{clear:both;background:#222;color:#bbb;font-size:12px;padding:10px}.alt a{color:#fff}.kategori a{color:#c8102e;font-weight:bold}.bilgi{font-size:12px;color:#888}.spot{font-weight:bold}.foto span{font-size:12px;color:#777}
.yorumlar h3{border-bottom:2px solid #c8102e}.bos{color:#888;font-style:italic}.kutu{border:1px solid #ddd;margin-bottom:12px}.kb{background:#c8102e;color:#fff;padding:5px 8px;font-weight:bold}
.hafta{list-style:none;margin:0;padding:6px}.hafta li{border-bottom:1px dotted #ccc;padding:6px 0 6px 30px;position:relative}.sira{position:absolute;left:0;top:6px;background:#c8102e;color:#fff;width:22px;text-align:center;border-radius:11px}
.ht{margin:0 0 3px;font-size:13px}.hk{margin:0;font-size:11px;color:#777}.beg{color:#c8102e}
</style>"""
    return make(
        "fl-tr-plain-pazar",
        "lookalike",
        "tr",
        doc("html5", title="Salı pazarı cumartesiye taşınıyor - Çamlıyamaç Haber", lang="tr", head=css)
        + body,
        [],
        path="/haber/sali-pazari-cumartesiye-tasiniyor-8820",
        container="-",
        heading=None,
        description="A Turkish town news site of 2016 (invented), no reader comment: the weekly market moves to Saturday; under the article an empty comment area ('Yorumlar', 'Bu habere henüz yorum yapılmamış.' and its form); in the sidebar 'Haftanın En Beğenilen Yorumları', an ol.hafta of four other articles' comments ranked 1 to 4, each a quoted snippet, 'b NICK · the article's title · n beğeni', not comments of this page; the pharmacy on duty and prayer times.",
        lookalikes=("ol.hafta",),
        files={
            "/resim/logo.svg": svg(300, 60, "#c8102e", "Çamlıyamaç Haber", 24),
            "/resim/2016/10/kapali-pazar.svg": svg(560, 300, "#8b7d6b", "kapalı pazar"),
        },
    )


# --------------------------------------------------------------------------- uk: a prize draw's winners, 2018


def uk_festyval() -> Case:
    winners = "".join(
        f'<li><span class="pr">{esc(n)}</span>, <span class="mis">{esc(m)}</span>: <q>{esc(t)}</q></li>'
        for n, m, t in (
            ("Оксана Литвин", "Вербоград", "Дякую! Піду з донькою, це буде її перший справжній театр."),
            ("Петро Гнатюк", "селище Яворове", "Нарешті виберуся з дружиною кудись, крім ринку. Дуже радий!"),
            ("Марія С.", "Вербоград", "Вперше в житті щось виграла. Читаю вас щоранку за кавою."),
            ("Андрій Бойчук", "Вербоград", "Чекаю на виставу про ліхтарника, бачив уривок торік."),
            ("Галина Остапівна", "с. Крутий Берег", "Приїду автобусом, онуки вже обіцяли зустріти."),
        )
    )
    menu = nav(
        [
            ("/", "Головна"),
            ("/news/", "Новини"),
            ("/culture/", "Культура"),
            ("/transport/", "Транспорт"),
            ("/afisha/", "Афіша"),
            ("/konkursy/", "Конкурси"),
        ],
        " · ",
    )
    body = f"""<body>
<div id="site">
<header class="shapka"><a href="/" class="logo"><img src="/img/verbograd.svg" width="280" height="56" alt="Вербоград сьогодні"></a><nav>{menu}</nav></header>
<div class="row">
<main class="stattia">
<div class="rubr"><a href="/culture/">Культура</a> · 20.09.2018, 12:30</div>
<h1>Фестиваль «Осінні ліхтарі» відкриється 29 вересня: програма і квитки</h1>
<p class="lead">Уже вп'яте міський драмтеатр збирає театри з усієї області. Цього року за тиждень покажуть дев'ять вистав, дві з них — для дітей.</p>
<p>Відкриття фестивалю відбудеться 29 вересня о 18:00 на площі перед театром: ходу з ліхтарями влаштують студенти коледжу культури. Першою виставою стане «Ліхтарник з Вербової вулиці» місцевої трупи.</p>
<p>Квитки коштують від 60 до 150 гривень, їх можна придбати в касі театру щодня з 10:00 до 19:00. Для пенсіонерів і студентів — знижка 30 відсотків.</p>
<figure><img src="/img/2018/09/lihtari.svg" width="560" height="300" alt=""><figcaption>Хода з ліхтарями минулого року. Фото: Вербоград сьогодні</figcaption></figure>
<section class="rozigrash">
<h3>Переможці розіграшу квитків</h3>
<p>Вітаємо! Два квитки на відкриття фестивалю виграли п'ятеро читачів, які правильно відповіли на питання нашої вікторини. Ось що вони нам написали:</p>
<ul class="vyhrali">{winners}</ul>
<p class="dribno">Квитки можна забрати в редакції до 28 вересня (вул. Соборна, 7, з 9:00 до 17:00).</p>
</section>
<div class="teg">Теги: <a href="/tag/teatr">театр</a>, <a href="/tag/festyval">фестиваль</a>, <a href="/tag/konkurs">конкурс</a></div>
</main>
<aside>
<h4>Останні новини</h4>
<ul>{nav([("/news/2018/09/20/most", "Ремонт мосту через Вербівку завершать у жовтні"), ("/transport/2018/09/19/bus", "Автобус №4 змінює маршрут"), ("/news/2018/09/18/park", "У парку висадили сто молодих лип")])}</ul>
<h4>Погода</h4><p>Пт +17°, хмарно · Сб +15°, дощ</p>
</aside>
</div>
<footer>© 2018 «Вербоград сьогодні». Усі права захищено. Використання матеріалів — з посиланням на сайт.</footer>
</div>
</body>
</html>
"""
    css = """<style>
body{font:15px/1.5 "Helvetica Neue",Arial,sans-serif;margin:0;background:#f4f1ea}#site{max-width:1000px;margin:0 auto;background:#fff}.shapka{display:flex;align-items:center;justify-content:space-between;padding:10px 16px;border-bottom:3px solid #2b5f8a}
.shapka nav a{color:#2b5f8a;font-weight:bold}.row{display:flex;gap:24px;padding:12px 16px}.stattia{flex:1}aside{width:260px;font-size:13px}.rubr{font-size:12px;color:#888}.rubr a{color:#2b5f8a}.lead{font-weight:bold}
figcaption{font-size:12px;color:#777}.rozigrash{background:#fff8e5;border:1px solid #f0d890;padding:10px 14px;margin:16px 0}.rozigrash h3{margin-top:0;color:#a8740a}.vyhrali{padding-left:18px}.vyhrali li{margin-bottom:6px}.pr{font-weight:bold}.mis{color:#777}
.dribno{font-size:12px;color:#888}.teg{font-size:12px}footer{background:#2b5f8a;color:#fff;font-size:12px;padding:10px 16px}
</style>"""
    return make(
        "fl-uk-plain-festyval",
        "lookalike",
        "uk",
        doc(
            "html5",
            title="Фестиваль «Осінні ліхтарі» відкриється 29 вересня — Вербоград сьогодні",
            lang="uk",
            head=css,
        )
        + body,
        [],
        path="/culture/2018/09/20/osinni-lihtari",
        container="-",
        heading=None,
        description="A Ukrainian city portal of 2018 (invented), no reader comment and no comment area: a theatre festival's programme; inside the article, 'Переможці розіграшу квитків', the five readers who won tickets in a quiz draw in a ul.vyhrali, each 'b NAME, PLACE: q one-line message', not comments; a captioned photo, tags, latest news and the weather.",
        lookalikes=("ul.vyhrali",),
        files={
            "/img/verbograd.svg": svg(280, 56, "#2b5f8a", "Вербоград сьогодні", 22),
            "/img/2018/09/lihtari.svg": svg(560, 300, "#d9822b", "ліхтарі"),
        },
    )


# --------------------------------------------------------------------------- he: talkbacks beside a draw's winners, 2012


def he_breikha() -> Case:
    cs = talk("""
ענבל || 10/04/12 21:40 || חבל מאוד || הילדים מחכים לבריכה כל השנה. בחודש מאי כבר חם כאן כמו באוגוסט, ואין לאן ללכת אחרי בית הספר.
משפחת אלמוגי || 10/04/12 22:05 || מה עם המנויים? || שילמנו מנוי שנתי בינואר. האם יחזירו לנו את הכסף על החודש שהבריכה סגורה?
יוסי מהשכונה || 11/04/12 08:17 || לתגובה 2 || לפי מה שכתוב באתר העירייה, כל המנויים יוארכו בחודש בלי תשלום נוסף.
דני ב. || 11/04/12 13:52 || סוף סוף משפצים || המלתחות היו במצב מביש בקיץ שעבר. עדיף לחכות חודש ולקבל מקום נקי ובטוח.
""")
    talk_html = "".join(
        f'<div class="tb"><div class="tb-t"><span class="tb-n">{i}.</span> <b>{esc(c.extra[0])}</b></div>'
        f'<div class="tb-b">{esc(c.raw)}</div><div class="tb-m">{esc(c.who)} | {esc(c.at)}</div></div>'
        for i, c in enumerate(cs, 1)
    )
    winners = "".join(
        f"<li><b>{esc(n)}</b> ({esc(s)}): {esc(t)}</li>"
        for n, s, t in (
            ("רונית מ.", "שכונת הגפן", "איזה כיף! נבוא עם כל המשפחה ועם הסבתא."),
            ("אבי לוינזון", "רחוב השקמה", "פעם ראשונה שאני זוכה במשהו. תודה רבה לעיתון!"),
            ("שירה ק.", "מרכז העיר", "מחכה להופעה כבר מהחורף, אין מאושרת ממני."),
        )
    )
    menu = nav(
        [
            ("/", "ראשי"),
            ("/news/", "חדשות העיר"),
            ("/education/", "חינוך"),
            ("/culture/", "תרבות ופנאי"),
            ("/sport/", "ספורט"),
            ("/ads/", "לוח מודעות"),
        ],
        " | ",
    )
    body = f"""<body>
<div id="main">
<div id="top"><a href="/"><img src="/images/kol.svg" width="300" height="60" alt="קול השקדים"></a><span>העיתון המקומי של קריית שקדים</span></div>
<div id="nav">{menu}</div>
<div id="right">
<h1>הבריכה העירונית תיפתח השנה רק ביוני</h1>
<h2 class="sub">עבודות השיפוץ במלתחות התארכו, והעירייה דוחה את פתיחת העונה בחודש</h2>
<div class="by">מאת: מערכת קול השקדים &nbsp; 10/04/2012 18:30</div>
<p>הבריכה העירונית של קריית שקדים, שנפתחת בדרך כלל בתחילת מאי, תיפתח השנה רק ב-1 ביוני. לדברי העירייה, עבודות השיפוץ במלתחות ובמערכת הסינון התארכו בגלל הגשמים של החורף.</p>
<p>בעירייה מבטיחים שהמנויים השנתיים יוארכו בהתאם, ושבחופש הגדול הבריכה תהיה פתוחה גם בשעות הערב.</p>
<p><img src="/images/2012/04/pool.svg" width="500" height="260" alt=""><br><small>הבריכה העירונית בזמן העבודות</small></p>
<div class="tbs">
<h3>תגובות</h3>
{talk_html}
</div>
<form class="add" action="/talkback/add/3391" method="post">
<h4>הוסיפו תגובה</h4>
<p>שם: <input type="text" name="name"> כותרת: <input type="text" name="title"></p>
<p><textarea name="body" rows="4" cols="60"></textarea></p>
<p><input type="submit" value="שליחה"></p>
</form>
</div>
<div id="left">
<div class="box"><h4>זוכי ההגרלה</h4>
<p>הזוכים בזוג כרטיסים להופעה בפארק העירוני ביום העצמאות:</p>
<ul class="zochim">{winners}</ul>
<p class="small">הכרטיסים יחכו לזוכים במשרדי העיתון.</p></div>
<div class="box"><h4>זמני שבת</h4><p>כניסת שבת 18:32 &nbsp; יציאת שבת 19:41</p></div>
</div>
<div id="bottom">כל הזכויות שמורות לקול השקדים &copy; 2012 &nbsp; | &nbsp; <a href="/contact">צור קשר</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px Arial,sans-serif;margin:0;background:#dfe8ee;direction:rtl}#main{width:960px;margin:0 auto;background:#fff}#top{padding:10px}#top span{margin-right:20px;color:#777}#nav{background:#2e6e8e;padding:6px 10px}#nav a{color:#fff}
#right{float:right;width:630px;padding:10px 16px}#left{float:left;width:270px;padding:10px}#bottom{clear:both;background:#2e6e8e;color:#fff;font-size:11px;padding:6px}#bottom a{color:#fff}
.sub{font-size:15px;color:#555;font-weight:normal}.by{font-size:11px;color:#888}.tbs h3{background:#2e6e8e;color:#fff;padding:3px 8px}.tb{border-bottom:1px solid #dde;padding:5px 0}.tb-n{color:#2e6e8e;font-weight:bold}.tb-b{padding:3px 18px 3px 0}
.tb-m{font-size:11px;color:#888;padding-right:18px}.add{background:#f0f4f7;padding:8px}.box{border:1px solid #ccd;margin-bottom:10px;padding:6px}.box h4{margin:0 0 6px;color:#2e6e8e}.zochim{padding-right:18px}.small{font-size:11px;color:#888}
</style>"""
    return make(
        "fl-he-mixed-breikha",
        "mixed",
        "he",
        doc(
            "html4t",
            title="הבריכה העירונית תיפתח השנה רק ביוני - קול השקדים",
            lang="he",
            head=css,
            rtl=True,
        )
        + body,
        cs,
        path="/news/3391.html",
        container="div.tbs after h3 'תגובות': four div.tb (div.tb-t: span.tb-n '1.' and b TITLE; div.tb-b TEXT; div.tb-m 'NAME | dd/mm/yy hh:mm'); the form 'הוסיפו תגובה' below; beside it the left column's 'זוכי ההגרלה': ul.zochim, three li 'b NAME (NEIGHBOURHOOD): one-line message'",
        heading="תגובות",
        description="The mixed page: a Hebrew local news site of 2012 (invented, right to left): the municipal pool opens a month late; 4 numbered talkbacks, each a bold title, the text under it and 'NAME | 10/04/12 21:40' under that, the third titled 'לתגובה 2' (flat); a form with a title field below; beside them 'זוכי ההגרלה', the three winners of a concert-ticket draw each with a one-line message, not comments; Sabbath times.",
        lookalikes=("ul.zochim",),
        files={
            "/images/kol.svg": svg(300, 60, "#2e6e8e", "קול השקדים", 26),
            "/images/2012/04/pool.svg": svg(500, 260, "#4aa3c8", "בריכה"),
        },
        text_of={i: plain(f"{c.extra[0]} // {c.raw}") for i, c in enumerate(cs)},
    )


# --------------------------------------------------------------------------- zh-CN: floors beside a week's hot comments, 2015


def zh_cn_laojie() -> Case:
    cs = talk("""
老街土著 || 2015-07-21 10:12 || 15 || 2 || 危房拆了是好事，可是老街的石板路千万别换成水泥，那是镇上最后一点老样子了。
鸥城小李 || 2015-07-21 11:30 || 6 || 0 || 公示只贴在镇政府门口，住在老街的多是老人，谁会专门跑过去看？建议挨家挨户发通知。
匿名网友 || 2015-07-21 14:05 || 3 || 9 || 改造完房租肯定要涨，到时候老店都开不下去，最后一条街全是卖奶茶的。
豆腐坊第三代 || 2015-07-22 08:47 || 21 || 1 || 我家豆腐坊在老街开了六十多年，希望施工期间能留一条路让客人进得来，不然一个夏天就白干了。
""")
    floors = "".join(
        f'<div class="pl-item"><div class="pl-info"><span class="pl-lou">[{i}楼]</span> 网友：<a class="pl-user" href="/u/{1000 + i}">{esc(c.who)}</a>'
        f' <span class="pl-time">{esc(c.at)}</span></div><div class="pl-con">{esc(c.raw)}</div>'
        f'<div class="pl-op"><a href="#">顶({c.extra[0]})</a> <a href="#">踩({c.extra[1]})</a> <a href="#fabiao">回复</a></div></div>'
        for i, c in enumerate(cs, 1)
    )
    hot = "".join(
        f'<li><em>{i}</em><p>{esc(t)}</p><p class="rp-src">—— {esc(n)} 评《<a href="/news/{h}.html">{esc(a)}</a>》 <span>顶 {k}</span></p></li>'
        for i, (t, n, a, h, k) in enumerate(
            (
                (
                    "公交车改线之后，我每天上班要多走二十分钟，谁来管管？",
                    "上班族阿强",
                    "镇区公交线路下月调整",
                    "2015071401",
                    428,
                ),
                (
                    "图书馆晚上开到九点，终于有地方给孩子写作业了。",
                    "小雨妈妈",
                    "镇图书馆延长开放时间",
                    "2015071502",
                    356,
                ),
                (
                    "菜市场的秤到底有没有人查？我买一斤肉回家称只有八两半。",
                    "较真的老王",
                    "市场监管开展专项检查",
                    "2015071603",
                    291,
                ),
                (
                    "游泳馆人太多了，建议分时段预约，不然根本游不开。",
                    "夏天的鱼",
                    "新建游泳馆正式开放",
                    "2015071704",
                    187,
                ),
            ),
            1,
        )
    )
    menu = nav(
        [
            ("/", "首页"),
            ("/news/", "本地新闻"),
            ("/minsheng/", "民生"),
            ("/fangchan/", "房产"),
            ("/jiaoyu/", "教育"),
            ("/bbs/", "青鸥论坛"),
            ("/shenghuo/", "便民服务"),
        ],
        " ",
    )
    body = f"""<body>
<div class="w1000">
<div class="head"><a href="/"><img src="/static/logo.svg" width="280" height="60" alt="青鸥在线"></a><div class="hr">青鸥镇第一门户 &nbsp; 2015年7月22日 星期三</div></div>
<div class="nav">{menu}</div>
<div class="left">
<div class="weizhi">当前位置：<a href="/">首页</a> &gt; <a href="/news/">本地新闻</a> &gt; 正文</div>
<h1>青鸥镇老街改造方案公示 三栋危房将拆除</h1>
<div class="xinxi">2015-07-21 09:00 &nbsp; 来源：青鸥在线 &nbsp; 作者：周晓 &nbsp; 阅读：5326</div>
<p>　　记者从镇规划办获悉，《青鸥镇老街保护与改造方案》已于7月20日起在镇政府公告栏公示，为期十五天。根据方案，老街北段三栋经鉴定为D级的危房将被拆除，原址改建为小广场。</p>
<p>　　方案还提出，老街将保留现有石板路面，只对排水管道和电线进行改造；沿街店铺的招牌将统一更换为木质牌匾。</p>
<p style="text-align:center"><img src="/static/2015/07/laojie.svg" width="520" height="300" alt=""><br>老街北段的危房（资料图）</p>
<p>　　镇规划办工作人员表示，居民如对方案有意见，可在公示期内到镇政府二楼规划办或拨打电话反映。</p>
<p class="zeren">（责任编辑：周晓）</p>
<div class="pinglun">
<div class="pl-tit"><span>网友评论</span> <em>（已有4条评论）</em></div>
{floors}
<a name="fabiao"></a>
<form action="/comment/post/2015072101" method="post" class="pl-form">
<p><textarea name="content" rows="5" cols="70">文明上网，理性发言</textarea></p>
<p>昵称：<input type="text" name="nick" value="匿名网友"> 验证码：<input type="text" name="yzm" size="4"> <img src="/static/yzm.svg" width="60" height="22" alt=""> <input type="submit" value="发表评论"></p>
</form>
</div>
</div>
<div class="right">
<div class="mod"><div class="mod-t">本周热评</div><ul class="rp">{hot}</ul></div>
<div class="mod"><div class="mod-t">便民电话</div><p>自来水报修：000-0000000<br>供电抢修：000-0000001</p></div>
</div>
<div class="foot">青鸥在线 版权所有 &nbsp; 未经授权禁止转载 &nbsp; <a href="/about">关于我们</a> | <a href="/contact">联系我们</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:12px "宋体",SimSun,sans-serif;margin:0;background:#fff}.w1000{width:1000px;margin:0 auto}.head{padding:8px 0;display:flex;justify-content:space-between;align-items:center}.hr{color:#888}
.nav{background:#0d5fa6;padding:7px 10px}.nav a{color:#fff;font-size:14px;margin-right:14px}.left{float:left;width:680px}.right{float:right;width:300px}.foot{clear:both;border-top:2px solid #0d5fa6;text-align:center;color:#888;padding:10px}
.weizhi{color:#888;padding:6px 0}h1{font:bold 22px "微软雅黑",sans-serif;text-align:center}.xinxi{text-align:center;color:#999;border-bottom:1px dashed #ccc;padding-bottom:6px}.left p{font-size:14px;line-height:1.9}.zeren{text-align:right;color:#999}
.pl-tit{border-bottom:2px solid #0d5fa6;font-size:14px;font-weight:bold;color:#0d5fa6}.pl-tit em{font-weight:normal;color:#999;font-size:12px}.pl-item{border-bottom:1px dashed #ddd;padding:6px 0}.pl-info{color:#888}.pl-lou{color:#c00}.pl-user{color:#0d5fa6}
.pl-time{margin-left:10px}.pl-con{font-size:14px;padding:4px 0}.pl-op{text-align:right}.pl-op a{color:#888;margin-left:8px}.mod{border:1px solid #d6e3ef;margin-bottom:10px}.mod-t{background:#eef4fa;color:#0d5fa6;font-weight:bold;padding:5px 8px;font-size:14px}
.rp{list-style:none;margin:0;padding:6px}.rp li{border-bottom:1px dotted #ccc;padding:5px 0 5px 24px;position:relative}.rp em{position:absolute;left:0;top:6px;background:#f60;color:#fff;font-style:normal;width:16px;text-align:center}.rp p{margin:0}.rp-src{color:#999}.rp-src span{color:#c00}
</style>"""
    return make(
        "fl-zh-cn-mixed-laojie",
        "mixed",
        "zh-CN",
        doc("html4t", title="青鸥镇老街改造方案公示 三栋危房将拆除_青鸥在线", lang="zh-CN", head=css) + body,
        cs,
        path="/news/2015072101.html",
        container="div.pinglun after div.pl-tit '网友评论（已有4条评论）' (a div): four div.pl-item (div.pl-info: span.pl-lou '[1楼]', '网友：' a.pl-user NICK, span.pl-time; div.pl-con TEXT; div.pl-op '顶(15) 踩(2) 回复'); the form below; beside it the right column's '本周热评': ul.rp, four li (em RANK, p SNIPPET, p.rp-src '—— NICK 评《ARTICLE》 顶 n')",
        heading="网友评论",
        description="The mixed page: a simplified Chinese town portal of 2015 (invented): the old street's renovation plan on public display; 4 numbered floors '[1楼]' with nicknames linked to profiles, dates and 顶/踩 counts, a form with a captcha below; beside them '本周热评', the week's four hot comments of other articles ranked 1 to 4, each a snippet, '—— NICK 评《TITLE》' and a 顶 count, not comments of this page; useful phone numbers.",
        lookalikes=("ul.rp",),
        files={
            "/static/logo.svg": svg(280, 60, "#0d5fa6", "青鸥在线", 28),
            "/static/2015/07/laojie.svg": svg(520, 300, "#7d6e5d", "老街"),
            "/static/yzm.svg": svg(60, 22, "#bbb", "a7k3", 12),
        },
    )
