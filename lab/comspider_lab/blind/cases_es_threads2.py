"""Blind set ES: four small discussions of 2011-2012 in right-to-left and Cyrillic and Turkish pages: an Arabic local
paper's readers' opinions under no heading with Arabic-Indic digits (never "comment"), a Hebrew local site's numbered,
titled opinions of its surfers (never "comment"), a Russian regional news site's "Комментарии (5)" with a nested
answer, and a Turkish city paper's one "Okur görüşü" (never "comment"). Every site, name, place and text invented for
this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_es_common import Case, esc, kids, links, make, page, paras, talk

# --------------------------------------------------------------------------- ar: a local paper, 2012 (rtl, no heading)


def ar_souq() -> Case:
    cs = talk("""
أبو خالد @ ٥ مارس ٢٠١٢ - ٠٢:٣٢ م ~ 2012-03-05T14:32:00+03:00 :: خطوة ممتازة طال انتظارها، فالسوق القديم كان يغرق كل شتاء ولا يوجد فيه تبريد. نتمنى أن تبقى الأسعار في متناول الجميع.
سارة ع. @ ٥ مارس ٢٠١٢ - ٠٥:١٠ م ~ 2012-03-05T17:10:00+03:00 :: ماذا عن الصيادين الصغار؟ هل سيحصلون على مكان في السوق الجديد أم أن المحلات ستذهب للتجار الكبار فقط؟
""")
    towns = ["المرسى", "جدة"]
    likes = [(14, 2), (9, 0)]
    digits = "٠١٢٣٤٥٦٧٨٩"

    def ar(n: int) -> str:
        return "".join(digits[int(d)] for d in str(n))

    entries = "".join(
        f'<div class="raay" id="r{i + 1}"><div class="raay-top"><span class="raay-n">{ar(i + 1)}</span>'
        f'<span class="raay-name">{esc(c.who)}</span> <span class="raay-town">- {towns[i]}</span>'
        f'<span class="raay-date">{esc(c.at)}</span></div><div class="raay-txt">{paras(c.body)}</div>'
        f'<div class="raay-vote"><a href="#">أعجبني ({ar(likes[i][0])})</a> <a href="#">لم يعجبني ({ar(likes[i][1])})</a></div></div>'
        for i, c in enumerate(cs)
    )
    css = """body{margin:0;background:#ececec;font:14px/1.8 Tahoma,Arial,sans-serif;color:#222;direction:rtl}a{color:#0d5c3b;text-decoration:none}
#shell{width:980px;margin:0 auto;background:#fff}#mast{background:#0d5c3b;height:96px;color:#fff;padding:0 20px}#mast .logo{font:bold 36px 'Traditional Arabic',Tahoma;float:right;line-height:96px}
#mast .today{float:left;line-height:96px;font-size:12px}#menu{background:#c99a2e;padding:7px 12px}#menu a{color:#fff;font-weight:bold;margin-left:16px}
#col-main{float:right;width:640px;padding:16px}#col-side{float:left;width:280px;padding:16px 0 16px 16px}.clr{clear:both}
h1.title{font-size:24px;color:#0d5c3b;line-height:1.5}.meta{color:#888;font-size:12px;border-bottom:1px solid #eee;padding-bottom:6px}
.story p{font-size:15px;line-height:2}.tags{margin:14px 0;font-size:12px}.tags a{background:#f1f1f1;padding:2px 8px;margin-left:4px}
.raay{border:1px solid #e3e3e3;background:#fafafa;margin:10px 0;padding:8px 12px}.raay-n{display:inline-block;width:22px;height:22px;line-height:22px;text-align:center;background:#c99a2e;color:#fff;border-radius:11px;margin-left:8px}
.raay-name{font-weight:bold;color:#0d5c3b}.raay-town{color:#777}.raay-date{float:left;color:#999;font-size:12px}.raay-txt p{margin:6px 0}.raay-vote{font-size:12px;text-align:left}
.send{border-top:3px solid #0d5c3b;margin-top:20px;padding-top:8px}.send h3{color:#0d5c3b;font-size:16px;margin:0 0 6px}
.sbox{border:1px solid #ddd;margin-bottom:14px}.sbox h4{margin:0;background:#0d5c3b;color:#fff;padding:4px 10px;font-size:14px}.sbox ul,.sbox ol{margin:6px 24px 6px 6px;padding:0}
.adv{height:250px;background:#f0f0f0;color:#aaa;text-align:center;line-height:250px;margin-bottom:14px}#foot{background:#333;color:#ccc;text-align:center;padding:12px;font-size:12px}"""
    menu = "".join(
        f'<a href="/{p}/">{n}</a>'
        for p, n in (
            ("", "الرئيسية"),
            ("local", "محليات"),
            ("economy", "اقتصاد"),
            ("sport", "رياضة"),
            ("culture", "ثقافة وفنون"),
            ("opinion", "كتّاب وآراء"),
            ("pdf", "النسخة الورقية"),
        )
    )
    body = f"""<div id="shell">
<div id="mast"><div class="logo">الواحة</div><div class="today">الإثنين ١٢ ربيع الآخر ١٤٣٣ هـ - ٥ مارس ٢٠١٢ م</div></div>
<div id="menu">{menu}</div>
<div id="col-main">
<div class="meta"><a href="/local/">محليات</a></div>
<h1 class="title">افتتاح سوق السمك الجديد في المرسى بعد عامين من الانتظار</h1>
<div class="meta">المرسى - محمد الحربي &nbsp;|&nbsp; ٥ مارس ٢٠١٢ &nbsp;|&nbsp; عدد القراءات: ١٬٢٤٠</div>
<p><img src="/_avatar/souq.svg" width="600" height="340" alt="سوق السمك الجديد" /></p>
<div class="story">
<p>افتتح رئيس بلدية المرسى صباح أمس سوق السمك الجديد على الكورنيش الشمالي، بعد عامين من بدء أعمال البناء وتأخر التسليم مرتين.</p>
<p>ويضم السوق ستين محلاً وصالة مبردة للمزاد اليومي وموقفاً يتسع لمئتي سيارة، وبلغت تكلفته نحو اثني عشر مليون ريال.</p>
<p>وقال رئيس البلدية إن المحلات ستوزع عبر قرعة علنية الأسبوع المقبل، مع تخصيص عشرين محلاً للصيادين المسجلين في جمعية الصيادين.</p>
</div>
<div class="tags">كلمات دالة: <a href="/tag/المرسى">المرسى</a><a href="/tag/سوق-السمك">سوق السمك</a><a href="/tag/البلدية">البلدية</a></div>
<div class="share"><a href="#">أرسل لصديق</a> | <a href="#">طباعة</a> | <a href="#">تويتر</a> | <a href="#">فيسبوك</a></div>
<div class="raay-list">{entries}</div>
<div class="send"><h3>شاركنا رأيك</h3><form action="/raay/post/22871" method="post"><p>الاسم: <input type="text" name="name" size="24" /> البلد: <input type="text" name="town" size="16" /></p><p><textarea name="txt" rows="5" cols="60"></textarea></p><p><input type="submit" value="إرسال" /> <small>الآراء المنشورة تعبر عن أصحابها ولا تعبر عن رأي الصحيفة.</small></p></form></div>
</div>
<div id="col-side"><div class="adv">إعلان</div>
<div class="sbox"><h4>الأكثر قراءة</h4>{links("افتتاح سوق السمك الجديد في المرسى ;; إغلاق طريق الساحل ليلاً للصيانة ;; نتائج الفصل الدراسي الأول ;; ارتفاع أسعار الخضار في الأسواق", "/local/2012/", "ol")}</div>
<div class="sbox"><h4>آخر الأخبار</h4>{links("مهرجان التمور يفتح أبوابه الخميس ;; تشجير الواجهة البحرية ;; افتتاح مركز صحي في حي النخيل", "/local/2012/")}</div></div>
<div class="clr"></div>
<div id="foot">جميع الحقوق محفوظة لصحيفة الواحة © ٢٠١٢ &nbsp;|&nbsp; <a href="/about" style="color:#fff">من نحن</a> &nbsp;|&nbsp; <a href="/contact" style="color:#fff">اتصل بنا</a></div>
</div>"""
    return make(
        "es-ar-alwaha-souq",
        "discussion",
        "ar",
        page(
            "افتتاح سوق السمك الجديد في المرسى بعد عامين من الانتظار",
            "صحيفة الواحة",
            "ar",
            css,
            body,
            published="2012-03-05T09:00:00+03:00",
            author="محمد الحربي",
            keywords="المرسى,سوق السمك,البلدية",
            rtl=True,
        ),
        cs,
        path="/local/2012/03/05/22871.html",
        container="no heading: after the tags and share links, div.raay-list > div.raay (number in a circle in Arabic-Indic digits, span.raay-name, span.raay-town '- TOWN', span.raay-date '٥ مارس ٢٠١٢ - ٠٢:٣٢ م', div.raay-txt > p, like/dislike counts); the form 'شاركنا رأيك' after the list",
        heading=None,
        description="An Arabic local paper's story of March 2012, right to left (green masthead with the Hijri and Gregorian dates, gold menu, read count, tags, share links, most read, latest news, advert): 2 readers' opinions under no heading, numbered, each with name, town, a date in Arabic-Indic digits and like/dislike counts; flat; never says 'comment' in any language (the form is 'شاركنا رأيك').",
    )


# --------------------------------------------------------------------------- he: a local site, 2012 (rtl, titled)


def he_shvil() -> Case:
    cs = talk("""
יוסי @ 05.03.12 14:32 ~ 2012-03-05T14:32:00+02:00 :: כל הכבוד לעירייה // סוף סוף אפשר לרכוב לתחנת הרכבת בלי לסכן את החיים בכביש הראשי. עכשיו רק צריך חניון אופניים מקורה ליד התחנה.
מיכל @ 05.03.12 15:47 ~ 2012-03-05T15:47:00+02:00 :: ומה עם הולכי הרגל? // השביל עובר על המדרכה ברחוב הנשיא. כבר עכשיו הילדים בורחים מהאופניים החשמליים בדרך לבית הספר.
דני ר. @ 05.03.12 18:03 ~ 2012-03-05T18:03:00+02:00 :: חבל על הכסף // שמונה מיליון שקל לשביל שישמש מאה איש ביום. היה עדיף לשפץ את הכבישים בשכונות הוותיקות.
רוכב מהדקל @ 05.03.12 21:19 ~ 2012-03-05T21:19:00+02:00 :: לדני // גם הכבישים שופצו בשנה שעברה. ותבדוק כמה רוכבים יהיו אחרי שהשביל ייפתח, לא לפני.
""")
    towns = ["קריית הדקל", "קריית הדקל", "נווה גן", "קריית הדקל"]
    items = []
    for i, c in enumerate(cs):
        title, _, text = c.body.partition("\n\n")
        items.append(
            f'<li class="op" id="op{i + 1}"><div class="op-t"><span class="op-num">{i + 1}.</span> <a href="#op{i + 1}" class="op-title">{esc(title)}</a></div>'
            f'<div class="op-body">{paras(text)}</div>'
            f'<div class="op-by"><span class="op-name">{esc(c.who)}</span>, <span class="op-town">{towns[i]}</span> <span class="op-date">({esc(c.at)})</span></div></li>'
        )
    css = """body{margin:0;font:13px/1.6 Arial,'Arial Hebrew',sans-serif;color:#222;background:#fff;direction:rtl}a{color:#1f4e96;text-decoration:none}
.head{background:#1f4e96;height:80px;padding:0 20px}.head .logo{color:#fff;font:bold 32px Arial;line-height:80px;float:right}.head .srch{float:left;margin-top:28px}
.nav{background:#eaf0f8;border-bottom:1px solid #c5d3e8;padding:6px 16px}.nav a{font-weight:bold;margin-left:14px}
.cols{width:970px;margin:12px auto;overflow:hidden}.art{float:right;width:640px}.side{float:left;width:300px}
.art h1{font-size:28px;line-height:1.25;margin:4px 0}.art .sub{font-size:17px;color:#444}.art .by{color:#777;font-size:12px;border-bottom:1px solid #ddd;padding:4px 0}
.art .txt p{font-size:15px}.ops{margin-top:24px;border-top:2px solid #1f4e96}.ops h3{font-size:17px;color:#1f4e96;margin:8px 0}.ops ol{list-style:none;padding:0;margin:0}
.op{border-bottom:1px solid #e2e2e2;padding:6px 0}.op-num{color:#999;font-weight:bold}.op-title{font-weight:bold;font-size:14px}.op-by{color:#888;font-size:12px}.op-body p{margin:4px 0}
.add{margin:10px 0;font-weight:bold}.blk{border:1px solid #ddd;margin-bottom:12px}.blk h4{margin:0;padding:4px 8px;background:#eaf0f8;color:#1f4e96}.blk ul{margin:6px 22px 6px 6px;padding:0}
.banner{height:250px;background:#f3f3f3;color:#aaa;text-align:center;line-height:250px;margin-bottom:12px}.foot{background:#1f4e96;color:#dde6f3;text-align:center;padding:10px;font-size:12px}"""
    nav = "".join(
        f'<a href="/{p}/">{n}</a>'
        for p, n in (
            ("", "ראשי"),
            ("news", "חדשות העיר"),
            ("edu", "חינוך"),
            ("culture", "תרבות ופנאי"),
            ("sport", "ספורט"),
            ("realestate", "נדל״ן"),
            ("ads", "לוח"),
        )
    )
    body = f"""<div class="head"><span class="logo">דקל נט</span><form class="srch" action="/search"><input type="text" name="q" /> <input type="submit" value="חיפוש" /></form></div>
<div class="nav">{nav}</div>
<div class="cols"><div class="art">
<div class="by"><a href="/news/">חדשות העיר</a></div>
<h1>נחנך שביל האופניים מרחוב הנשיא לתחנת הרכבת</h1>
<p class="sub">השביל באורך 3.2 ק"מ עלה כשמונה מיליון שקל. בעירייה מקווים שיפחית את העומס בחניון התחנה</p>
<div class="by">מאת: רונית שגיא &nbsp;|&nbsp; 05.03.12, 10:40</div>
<div class="txt">
<p>שביל האופניים החדש של קריית הדקל נחנך אתמול בטקס קצר בכיכר הנשיא, בהשתתפות ראש העירייה ועשרות רוכבים.</p>
<p>השביל מחבר את שכונות הצפון לתחנת הרכבת ועובר ברובו בתוואי נפרד מהכביש. בקטע של רחוב הנשיא הוא מסומן על המדרכה הרחבה.</p>
<p>לדברי מהנדס העיר, בשלב הבא יוקם ליד התחנה חניון אופניים מקורה ל-150 אופניים, והשביל יוארך לשכונת נווה גן עד סוף 2013.</p>
</div>
<div class="share"><a href="#">שלחו לחבר</a> | <a href="#">הדפסה</a> | <a href="#">שתפו בפייסבוק</a></div>
<div class="ops"><h3>דעות הגולשים</h3>
<ol>{"".join(items)}</ol>
<p class="add"><a href="/opinion/add/10492">הוסיפו את דעתכם</a></p></div>
</div>
<div class="side"><div class="banner">פרסומת</div>
<div class="blk"><h4>הכי נקראות</h4>{links("נחנך שביל האופניים לתחנת הרכבת ;; השבוע: סגירת רחוב הרצל לתנועה ;; בית הספר החדש בנווה גן ייפתח בספטמבר ;; מכבי קריית הדקל עלתה לליגה א'", "/news/", "ol")}</div>
<div class="blk"><h4>לוח אירועים</h4>{links("הופעה בפארק העירוני - מוצ״ש ;; שוק איכרים בכיכר - יום שישי", "/culture/")}</div></div>
</div>
<div class="foot">דקל נט - אתר החדשות של קריית הדקל &copy; 2012 &nbsp;|&nbsp; <a href="/about" style="color:#fff">אודות</a> &nbsp;|&nbsp; <a href="/contact" style="color:#fff">צור קשר</a></div>"""
    return make(
        "es-he-dekelnet-shvil",
        "discussion",
        "he",
        page(
            "נחנך שביל האופניים מרחוב הנשיא לתחנת הרכבת",
            "דקל נט",
            "he",
            css,
            body,
            published="2012-03-05T10:40:00+02:00",
            author="רונית שגיא",
            keywords="קריית הדקל,אופניים,רכבת",
            rtl=True,
        ),
        cs,
        path="/news/10492.html",
        container="div.ops > h3 'דעות הגולשים' (no count) > ol > li.op (span.op-num 'N.', a.op-title TITLE, div.op-body > p, then div.op-by 'NAME, TOWN (05.03.12 14:32)')",
        heading="דעות הגולשים",
        description="A Hebrew local news site's story of March 2012, right to left (blue header, search, share links, most read, events, banner): 4 surfers' opinions under 'דעות הגולשים' (no count), each numbered with its own title, the text, then name, town and date; flat (the fourth answers the third by its title 'לדני'); the text is the title and the body; never says 'comment' in any language.",
    )


# --------------------------------------------------------------------------- ru: a regional news site, 2012


def ru_tramvai() -> Case:
    cs = talk("""
Ирина_В @ 5 марта 2012 в 14:32 ~ 2012-03-05T14:32:00+04:00 :: Опять на работу на двух автобусах с пересадкой. Трамвай хоть по расписанию ходил, а маршрутку в час пик не дождёшься.
>Андрей К. @ 5 марта 2012 в 15:05 ~ 2012-03-05T15:05:00+04:00 :: Ирина, в статье же написано: вместо трамвая пустят троллейбус по тому же маршруту. Пересадки не будет.
Гость @ 5 марта 2012 в 16:20 ~ 2012-03-05T16:20:00+04:00 :: Рельсы на Заводской только три года назад меняли. Куда ушли деньги?
старожил @ 5 марта 2012 в 19:48 ~ 2012-03-05T19:48:00+04:00 :: Трамвай у нас ходит с 1958 года. Жалко, конечно, но вагонам уже по сорок лет, зимой в них холоднее, чем на улице.
Михаил @ 6 марта 2012 в 08:15 ~ 2012-03-06T08:15:00+04:00 :: Подписи против закрытия собирают у ДК «Строитель». Кто не согласен — приходите в субботу с 10 до 14.
""")
    k = kids(cs)
    rating = [7, 3, 11, 5, 2]

    def item(i: int, nested: bool = False) -> str:
        c = cs[i]
        guest = ' <span class="guest">(не зарегистрирован)</span>' if c.who == "Гость" else ""
        sub = "".join(item(j, True) for j in k.get(i, []))
        return (
            f'<div class="comm{" comm-answer" if nested else ""}" id="comm{1201 + i}"><div class="comm-head">'
            f'<span class="comm-author">{esc(c.who)}</span>{guest} <span class="comm-date">{esc(c.at)}</span>'
            f'<span class="comm-rate">рейтинг: <b>+{rating[i]}</b> <a href="#">[+]</a><a href="#">[−]</a></span></div>'
            f'<div class="comm-text">{paras(c.body)}</div><div class="comm-links"><a href="#">Ответить</a> | <a href="#">Пожаловаться</a></div>{sub}</div>'
        )

    thread = "".join(item(i) for i in k[None])
    css = """body{margin:0;font:13px/1.5 Verdana,Tahoma,sans-serif;color:#222;background:#dfe6ec}a{color:#1a5aa6}
.main-table{width:1000px;margin:0 auto;background:#fff}.hdr{background:#2b4f73;color:#fff;height:92px}.hdr .lg{font:bold 30px Georgia;padding:18px 20px 0}.hdr .lg span{color:#9fc5ea}
.hdr .sub{padding-left:22px;font-size:11px;color:#c7d9ea}.rubrics{background:#d6e2ee;padding:6px 14px}.rubrics a{margin-right:12px;font-weight:bold;color:#2b4f73}
.left{width:200px;vertical-align:top;background:#f3f6f9;padding:10px}.center{vertical-align:top;padding:14px 18px}.right{width:240px;vertical-align:top;padding:10px}
h1{font:bold 22px Georgia;color:#2b4f73;margin:4px 0 8px}.ndate{color:#888;font-size:11px}.ntext p{font-size:14px;line-height:1.7}
.views{color:#888;font-size:11px;border-top:1px dashed #ccc;margin-top:10px;padding-top:4px}.comms{margin-top:22px}.comms h2{font:bold 16px Georgia;color:#2b4f73;border-bottom:2px solid #2b4f73;padding-bottom:3px}
.comm{border-bottom:1px solid #e4e9ee;padding:8px 0}.comm-answer{margin-left:36px;border-left:3px solid #d6e2ee;padding-left:10px;border-bottom:0}.comm-author{font-weight:bold;color:#2b4f73}
.guest{color:#999;font-size:11px}.comm-date{color:#888;font-size:11px;margin-left:8px}.comm-rate{float:right;font-size:11px;color:#888}.comm-text p{margin:4px 0}.comm-links{font-size:11px}
.addform{background:#f3f6f9;border:1px solid #d6e2ee;padding:10px;margin-top:12px}.blk h3{font:bold 13px Verdana;background:#2b4f73;color:#fff;padding:3px 6px;margin:0 0 6px}
.blk ul{padding-left:16px;margin:0 0 14px}.bnr{height:400px;background:#eee;text-align:center;color:#aaa;line-height:400px;margin-bottom:12px}.ftr{background:#2b4f73;color:#c7d9ea;font-size:11px;padding:12px;text-align:center}"""
    rub = " ".join(
        f'<a href="/{p}/">{n}</a>'
        for p, n in (
            ("news", "Новости"),
            ("city", "Город"),
            ("transport", "Транспорт"),
            ("economy", "Экономика"),
            ("incidents", "Происшествия"),
            ("sport", "Спорт"),
            ("afisha", "Афиша"),
            ("forum", "Форум"),
        )
    )
    body = f"""<table class="main-table" cellpadding="0" cellspacing="0">
<tr><td colspan="3" class="hdr"><div class="lg">Верхнеозёрск<span>.инфо</span></div><div class="sub">Новости Верхнеозёрска и района · понедельник, 5 марта 2012 · курс ЦБ: $ 29,33 € 38,84 · −6 °C</div></td></tr>
<tr><td colspan="3" class="rubrics">{rub}</td></tr>
<tr><td class="left"><div class="blk"><h3>Рубрики</h3>{links("Город ;; Транспорт ;; ЖКХ ;; Образование ;; Здоровье ;; Культура ;; Спорт", "/rubric/")}</div>
<div class="blk"><h3>Опрос</h3><p>Как вы добираетесь на работу?</p><p><input type="radio" name="q" /> Автобус<br /><input type="radio" name="q" /> Трамвай<br /><input type="radio" name="q" /> Машина<br /><input type="radio" name="q" /> Пешком</p><input type="submit" value="Голосовать" /></div></td>
<td class="center">
<div class="ndate"><a href="/transport/">Транспорт</a> · 05.03.2012 11:20</div>
<h1>Трамвайную линию на Заводской закроют с 1 мая</h1>
<div class="ntext">
<p><b>Городская администрация приняла решение закрыть последнюю трамвайную линию Верхнеозёрска. Вместо трамвая №2 по тому же маршруту пустят троллейбус.</b></p>
<p>Об этом на пресс-конференции в понедельник сообщил заместитель главы города по транспорту Сергей Логинов. По его словам, содержание трамвайного хозяйства обходится бюджету в 46 млн рублей в год, а перевозит линия около 3 тысяч пассажиров в сутки.</p>
<p>Троллейбусы начнут ходить по маршруту «Вокзал — Заводская» с 1 мая. Интервал движения обещают сократить с 15 до 10 минут. Рельсы планируется демонтировать летом, одновременно с ремонтом дороги.</p>
<p>Депутаты городской думы от фракции КПРФ заявили, что будут добиваться проведения публичных слушаний.</p>
</div>
<div class="views">Просмотров: 3 412 · Автор: Елена Смирнова · <a href="#">Версия для печати</a> · <a href="#">ВКонтакте</a> · <a href="#">Одноклассники</a> · <a href="#">Twitter</a></div>
<div class="comms" id="comms"><h2>Комментарии (5)</h2>
{thread}
<div class="addform"><b>Добавить комментарий</b><br />Имя: <input type="text" name="name" size="24" /><br /><textarea name="text" rows="4" cols="56"></textarea><br />Код с картинки: <img src="/_avatar/captcha.svg" width="80" height="24" alt="" /> <input type="text" name="code" size="6" /> <input type="submit" value="Отправить" /></div></div>
</td>
<td class="right"><div class="bnr">Реклама</div><div class="blk"><h3>Самое читаемое</h3>{links("Трамвайную линию на Заводской закроют с 1 мая ;; На Озёрной прорвало теплотрассу ;; Масленица в парке: программа ;; Новый детский сад откроют в Северном", "/news/2012/03/")}</div>
<div class="blk"><h3>Последние новости</h3>{links("Прокуратура проверит управляющую компанию ;; Лыжня России собрала 2 тысячи человек ;; Выборы: явка в районе 61%", "/news/2012/03/")}</div></td></tr>
<tr><td colspan="3" class="ftr">© 2008–2012 Верхнеозёрск.инфо · При использовании материалов ссылка обязательна · 18+ · <a href="/about/" style="color:#fff">О проекте</a> · <a href="/reklama/" style="color:#fff">Реклама на сайте</a></td></tr>
</table>"""
    return make(
        "es-ru-vozersk-tramvai",
        "discussion",
        "ru",
        page(
            "Трамвайную линию на Заводской закроют с 1 мая",
            "Верхнеозёрск.инфо",
            "ru",
            css,
            body,
            published="2012-03-05T11:20:00+04:00",
            author="Елена Смирнова",
            keywords="трамвай,Верхнеозёрск,транспорт",
        ),
        cs,
        path="/transport/2012/03/05/tramvai-zavodskaya.html",
        container="div.comms#comms > h2 'Комментарии (5)' > div.comm (span.comm-author, span.comm-date '5 марта 2012 в 14:32', rating +N [+][−], div.comm-text > p, Ответить | Пожаловаться), the answer a div.comm.comm-answer inside its parent's div; in the centre cell of a layout table",
        heading="Комментарии (5)",
        description="A Russian regional news site's transport story of March 2012 in a three-column layout table (exchange rates and weather in the header, rubrics, a poll, banner, most read, latest news): 5 comments under 'Комментарии (5)', dates as '5 марта 2012 в 14:32', ratings, an unregistered 'Гость'; one answer nested inside the first.",
    )


# --------------------------------------------------------------------------- tr: a city paper, 2012 (one entry)


def tr_sahil() -> Case:
    cs = talk("""
Mehmet Yıldız @ 14.03.2012 11:20 ~ 2012-03-14T11:20:00+02:00 :: Sahil yolundaki yürüyüş yolu güzel olmuş ama akşamları ışıklandırma yok, karanlıkta yürümek tehlikeli. Belediye bir an önce direkleri taksın.
""")
    c = cs[0]
    entry = (
        f'<li class="gr-item"><div class="gr-head"><strong class="gr-name">{esc(c.who)}</strong> <span class="gr-date">{esc(c.at)}</span></div>'
        f'<div class="gr-text">{paras(c.body)}</div><div class="gr-act"><a href="#">Yanıtla</a> · <a href="#">Beğen (6)</a> · <a href="#">Şikayet et</a></div></li>'
    )
    css = """body{margin:0;font:13px/1.5 Arial,Helvetica,sans-serif;background:#f4f4f4;color:#222}a{color:#c8102e;text-decoration:none}
#site{width:990px;margin:0 auto;background:#fff}#header{border-top:6px solid #c8102e;padding:14px 20px;overflow:hidden}#header .logo{float:left;font:bold 34px Georgia;color:#c8102e}
#header .hava{float:right;color:#666;font-size:12px;margin-top:14px}#mnav{background:#222;padding:0 10px}#mnav a{display:inline-block;color:#fff;padding:8px 10px;font-weight:bold}
#breaking{background:#fff3cd;border-bottom:1px solid #f0d48a;padding:4px 20px;font-size:12px}#ic{overflow:hidden;padding:16px 20px}#haber{float:left;width:620px}#yan{float:right;width:300px}
#haber h1{font:bold 28px/1.2 Georgia;margin:6px 0}.spot{font-size:16px;font-weight:bold;color:#444}.tarih{color:#888;font-size:11px;border-bottom:1px solid #eee;padding:6px 0}
.metin p{font-size:15px;line-height:1.75}.paylas a{display:inline-block;background:#eee;padding:3px 8px;margin-right:4px;font-size:11px;color:#333}
.gorus{margin-top:24px;border-top:3px solid #c8102e}.gorus h3{font:bold 17px Georgia;margin:8px 0}.gr-list{list-style:none;padding:0;margin:0}.gr-item{background:#fafafa;border:1px solid #eee;padding:8px 12px;margin-bottom:8px}
.gr-name{color:#c8102e}.gr-date{color:#999;font-size:11px}.gr-text p{margin:4px 0}.gr-act{font-size:11px;color:#888}.gr-form{background:#f7f7f7;padding:10px;border:1px solid #e5e5e5}
.kutu{border:1px solid #ddd;margin-bottom:14px}.kutu h4{margin:0;padding:5px 8px;background:#c8102e;color:#fff}.kutu ol,.kutu ul{margin:6px 8px 6px 26px;padding:0}
.reklam{height:250px;background:#eee;text-align:center;line-height:250px;color:#aaa;margin-bottom:14px}#footer{background:#222;color:#aaa;padding:14px 20px;font-size:11px}"""
    nav = "".join(
        f'<a href="/{p}/">{n}</a>'
        for p, n in (
            ("", "Ana Sayfa"),
            ("gundem", "Gündem"),
            ("kent", "Kent"),
            ("ekonomi", "Ekonomi"),
            ("spor", "Spor"),
            ("yazarlar", "Yazarlar"),
            ("foto-galeri", "Foto Galeri"),
            ("vefat", "Vefat"),
        )
    )
    body = f"""<div id="site">
<div id="header"><span class="logo">Gökçeliman Postası</span><div class="hava">14 Mart 2012 Çarşamba · Gökçeliman 14°C parçalı bulutlu</div></div>
<div id="mnav">{nav}</div>
<div id="breaking"><b>SON DAKİKA:</b> <a href="/gundem/liman-iskelesi">Liman iskelesinde onarım çalışması başladı</a></div>
<div id="ic"><div id="haber">
<div class="tarih"><a href="/kent/">Kent</a></div>
<h1>Sahil yürüyüş yolu yeniden açıldı</h1>
<p class="spot">Sekiz aydır süren düzenleme çalışmalarının ardından Gökçeliman sahil yürüyüş yolu dün törenle halka açıldı.</p>
<div class="tarih">Haber: Selin Aydın · 14.03.2012 09:10 · Güncelleme: 14.03.2012 10:02</div>
<p><img src="/_avatar/sahil-yolu.svg" width="600" height="330" alt="Sahil yürüyüş yolu" /></p>
<div class="metin">
<p>Belediye Başkanı Hüseyin Erdem, 2,4 kilometrelik yürüyüş yolunun yenilenen zemini, bisiklet şeridi ve oturma alanlarıyla kentin en çok kullanılan alanlarından biri olacağını söyledi.</p>
<p>Çalışmalar kapsamında sahil boyunca 120 ağaç dikildi, iki yeni çay bahçesi ve bir çocuk oyun alanı yapıldı. Aydınlatma direklerinin ise nisan ayı içinde takılacağı bildirildi.</p>
<p>Erdem, yolun araç trafiğine kapalı olacağını, esnafın mal kabulünün sabah 07.00 ile 10.00 arasında yapılabileceğini hatırlattı.</p>
</div>
<div class="paylas"><a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Yazdır</a><a href="#">E-posta</a></div>
<div class="gorus" id="gorus"><h3>Okur görüşleri (1)</h3>
<ul class="gr-list">{entry}</ul>
<div class="gr-form"><b>Görüşünüzü yazın</b><br /><input type="text" name="ad" size="30" value="Adınız" /><br /><textarea name="metin" rows="4" cols="60"></textarea><br /><input type="submit" value="Gönder" /> <small>Görüşler editör onayından sonra yayınlanır.</small></div></div>
</div>
<div id="yan"><div class="reklam">Reklam</div>
<div class="kutu"><h4>Çok Okunanlar</h4>{links("Sahil yürüyüş yolu yeniden açıldı ;; Gökçelimanspor deplasmandan 3 puanla döndü ;; Otogar taşınıyor mu? ;; Zeytin hasadında verim düştü ;; Kent meydanına yeraltı otoparkı", "/kent/", "ol")}</div>
<div class="kutu"><h4>Yazarlar</h4>{links("Ahmet Karaca: Limanın geleceği ;; Nur Şahin: Sahil herkesindir ;; Kemal Öz: Deplasman notları", "/yazarlar/")}</div></div>
</div>
<div id="footer">© 2012 Gökçeliman Postası · Tüm hakları saklıdır · <a href="/kunye">Künye</a> · <a href="/iletisim">İletişim</a> · <a href="/reklam">Reklam</a></div>
</div>"""
    return make(
        "es-tr-gokceliman-sahil",
        "discussion",
        "tr",
        page(
            "Sahil yürüyüş yolu yeniden açıldı",
            "Gökçeliman Postası",
            "tr",
            css,
            body,
            published="2012-03-14T09:10:00+02:00",
            author="Selin Aydın",
            keywords="Gökçeliman,sahil,yürüyüş yolu,belediye",
        ),
        cs,
        path="/kent/sahil-yuruyus-yolu-yeniden-acildi-48213.html",
        container="div.gorus#gorus > h3 'Okur görüşleri (1)' > ul.gr-list > li.gr-item (strong.gr-name, span.gr-date '14.03.2012 11:20', div.gr-text > p, Yanıtla · Beğen (6) · Şikayet et)",
        heading="Okur görüşleri (1)",
        description="A Turkish city paper's story of March 2012 (red top rule, weather, black menu, breaking-news strip, share links, most read, columnists, advert): one reader's view under 'Okur görüşleri (1)' with name, date '14.03.2012 11:20' and a like count; never says 'comment' in any language.",
    )


def threads2_es() -> list[Case]:
    return [ar_souq(), he_shvil(), ru_tramvai(), tr_sahil()]
