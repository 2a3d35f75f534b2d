"""Blind set BW: three discussions of 2013-2015 in the served HTML, in the sites' own home-made templates: an Egyptian
provincial portal's numbered comment boxes with the readers' own titles, country lines, Arabic-Indic digits, like and
dislike counts, replies nested inside their parent's box and a placeholder of a removed comment (ar); a Persian
provincial news site's comments with Solar Hijri dates in Persian digits, the newsroom's answer printed inside the
reader's own box and replies in an indented block (fa); a Hindi city portal's readers' opinions as loose siblings
without an element per comment, relative times in Devanagari digits and answers that open with "@NAME" (hi). Every
class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bw_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    children,
    digits,
    esc,
    links,
    ptext,
    seeds,
    talk,
)


def ar_wadi() -> Case:
    ns = talk("""
محمد عبد الحليم @ ٩ مارس ٢٠١٤ - ١٠:٢٣ ص [t,from=المنيا,up=34,down=2] :: أخيرا تذكروا الكورنيش // بعد عشرين سنة من الإهمال تذكروا كورنيش المنيا. المهم أن يبدأ العمل فعلا ولا يكون كلام جرائد مثل كل مرة.
  سارة فوزي @ ٩ مارس ٢٠١٤ - ١١:٠٥ ص [from=المنيا,up=12,down=1] :: المحافظ قال في المؤتمر إن المقاول استلم الموقع الأسبوع الماضي، يعني المرة دي فيه أمل إن شاء الله.
    محمد عبد الحليم @ ٩ مارس ٢٠١٤ - ١١:٤٠ ص [from=المنيا,up=5,down=0] :: نتمنى يا أستاذة سارة، وسنرى بعد ستة أشهر.
أبو يوسف @ ٩ مارس ٢٠١٤ - ١٢:١٥ م [t,from=ملوي,up=51,down=3] :: وماذا عن ملوي؟ // كل المشروعات في مدينة المنيا فقط. كورنيش ملوي ومطاي في حالة يرثى لها ولا أحد يسأل عنا.
  الوادي اليوم @ ٩ مارس ٢٠١٤ - ٠٢:٣٠ م [staff,up=20,down=0] :: أستاذ أبو يوسف، تواصلنا مع مكتب المحافظ، وأفاد بأن المرحلة الثانية من المشروع تشمل كورنيش ملوي وتبدأ في العام المالي القادم.
م. خالد رشاد @ ٩ مارس ٢٠١٤ - ٠١:٠٢ م [from=القاهرة,up=28,down=1] :: أتمنى أن يراعوا الأشجار القديمة الموجودة على الكورنيش، فعمرها أكثر من خمسين عاما. في مشروعات سابقة قطعوا كل شيء وزرعوا نخيل زينة لا يعطي ظلا.
أم ياسين @ ٩ مارس ٢٠١٤ - ٠٣:١٠ م [from=المنيا,up=17,down=0] :: نريد أماكن آمنة للأطفال ودورات مياه نظيفة، هذا أهم من الإضاءة والزينة.
مصري مغترب @ ٩ مارس ٢٠١٤ - ٠٤:٤٤ م [from=الكويت,up=9,down=0] :: الله يرحم أيام زمان لما كنا نتمشى على الكورنيش بعد المغرب ونشتري الترمس والذرة المشوية. ربنا يوفقكم.
طارق @ ٩ مارس ٢٠١٤ - ٠٥:٢٠ م [t,from=مصر,up=40,down=6] :: الشفافية أولا // ٤٠ مليون جنيه رقم كبير جدا. نريد أن نعرف تفاصيل المناقصة ومن الشركة المنفذة ومدة التنفيذ.
  حسن الشافعي @ ٩ مارس ٢٠١٤ - ٠٦:٠٠ م [from=المنيا,up=8,down=2] :: الشركة هي المقاولون المتحدون حسب ما نشر في الإعلان الرسمي، وكان عرضها الأقل سعرا، ومدة التنفيذ ثمانية عشر شهرا.
نور @ ٩ مارس ٢٠١٤ - ٠٧:١٢ م [from=أسيوط,up=3,down=0] :: خبر جميل، شكرا لبوابة الوادي اليوم على المتابعة.
""")
    removed_after = 5  # the placeholder sits after the fifth top-level comment's box

    def item(i: int, n: Note, k: int | None) -> str:
        paras = n.body.split("\n\n")
        title = paras[0] if n.tag("t") else ""
        body = "\n\n".join(paras[1:]) if n.tag("t") else n.body
        staff = n.tag("staff")
        replies = "".join(item(j, ns[j], None) for j in children(seeds(ns), i))
        return (
            f'<div class="t-item{" t-rad" if k is None else ""}{" t-edara" if staff else ""}" id="t-{7710 + i}">'
            '<div class="t-top">'
            + (f'<span class="t-raqm">{digits(k, "ar")}</span>' if k is not None else "")
            + f'<img src="/_avatar/ar-{i}.svg" alt="" width="36" height="36" class="t-pic" /><span class="t-ism">{esc(n.who)}</span>'
            + (
                '<span class="t-shara">فريق التحرير</span>'
                if staff
                else f'<span class="t-balad">{esc(n.tag("from"))}</span>'
            )
            + "</div>"
            + (f'<div class="t-onwan">{esc(title)}</div>' if title else "")
            + f'<div class="t-nass">{ptext(body)}</div>'
            f'<div class="t-zaman">{esc(n.at)}</div>'
            f'<div class="t-adawat"><a href="#" class="t-like">أعجبني ({digits(n.tag("up"), "ar")})</a> '
            f'<a href="#" class="t-dislike">لم يعجبني ({digits(n.tag("down"), "ar")})</a> '
            f'<a href="#rad-{7710 + i}" class="t-radd">رد</a> <a href="/report/{7710 + i}" class="t-ablagh">إبلاغ عن إساءة</a></div>'
            + (f'<div class="t-rudud">{replies}</div>' if replies else "")
            + "</div>"
        )

    tops = children(seeds(ns), None)
    html = ""
    for k, i in enumerate(tops, 1):
        html += item(i, ns[i], k if k <= removed_after else k + 1)
        if k == removed_after:
            html += (
                f'<div class="t-item t-mahzuf"><div class="t-top"><span class="t-raqm">{digits(k + 1, "ar")}</span>'
                '<span class="t-ism">زائر</span></div><div class="t-nass"><p>تم حذف هذا التعليق لمخالفته شروط النشر.</p></div>'
                '<div class="t-zaman">٩ مارس ٢٠١٤ - ٠٣:٠٠ م</div></div>'
            )
    total = len(ns) + 1
    block = (
        '<div id="ta3liqat" class="t-wrap"><div class="t-hdr"><h2>تعليقات القراء</h2>'
        f'<span class="t-adad">عدد التعليقات: {digits(total, "ar")}</span>'
        '<span class="t-tartib">ترتيب: <a href="?sort=old" class="on">الأقدم</a> | <a href="?sort=likes">الأكثر إعجابا</a></span></div>'
        + html
        + '<div class="t-form"><h3>أضف تعليقك</h3><p class="t-shurut">التعليقات لا تعبر عن رأي البوابة، ويتم حذف التعليقات التي تحتوي على إساءة.</p>'
        '<form action="/comment/post" method="post"><input type="text" name="name" placeholder="الاسم" /> <input type="text" name="country" placeholder="البلد" /><br />'
        '<input type="text" name="title" placeholder="عنوان التعليق" size="50" /><br /><textarea name="body" rows="5" cols="60"></textarea><br />'
        '<input type="submit" value="أرسل التعليق" /></form></div></div>'
    )
    side = (
        box(
            "ar-wadi",
            "مواقيت الصلاة - المنيا",
            "<p>الفجر ٤:٤٧ · الظهر ١١:٥٩ · العصر ٣:٢٧ · المغرب ٥:٥٩ · العشاء ٧:١٦</p>",
        )
        + box(
            "ar-wadi",
            "الأكثر قراءة",
            links(
                (
                    "ضبط ٣ أطنان دقيق مدعم قبل بيعها في السوق السوداء بسمالوط",
                    "موعد صرف مقررات التموين لشهر مارس",
                    "المنيا يتعادل مع بني سويف في دوري القسم الثاني",
                    "انقطاع المياه عن ١٢ قرية بمركز مغاغة غدا",
                    "تعرف على أسعار الطماطم والبصل في سوق الجملة",
                ),
                "/news/",
                "ol",
                ("(١٢٬٤٠٢)", "(٩٬٨١٠)", "(٧٬٢٣٣)", "(٥٬٠١٢)", "(٤٬٩٩٠)"),
            ),
        )
        + box(
            "ar-wadi",
            "آخر التعليقات",
            "<ul>"
            + "".join(
                f'<li><b>{esc(w)}</b> على <a href="/news/{k}">{esc(a)}</a></li>'
                for k, (w, a) in enumerate(
                    (
                        ("سيد الصعيدي", "موعد صرف مقررات التموين لشهر مارس"),
                        ("حمدي", "انقطاع المياه عن ١٢ قرية بمركز مغاغة غدا"),
                        ("ابن المنيا", "المنيا يتعادل مع بني سويف في دوري القسم الثاني"),
                    )
                )
            )
            + "</ul>",
        )
        + box(
            "ar-wadi",
            "أسعار العملات",
            "<p>الدولار ٦٫٩٦ جنيه · اليورو ٩٫٦٥ جنيه · الريال السعودي ١٫٨٥ جنيه · جرام الذهب عيار ٢١: ٢٨٢ جنيه</p>",
        )
        + box("ar-wadi", "الطقس", "<p>المنيا: مشمس، العظمى ٢٦ والصغرى ١٢</p>")
        + box(
            "ar-wadi",
            "فيديو الوادي",
            links(
                ("جولة في سوق الجمعة بالمنيا", "لحظة افتتاح كوبري أبو قرقاص", "أهالي مطاي يشكون الصرف"),
                "/video/",
            ),
        )
    )
    style = (
        ".t-wrap{margin-top:18px;border-top:3px solid #2f6b52}.t-hdr{overflow:hidden;background:#f3f7f4;padding:6px 10px}.t-hdr h2{float:right;margin:0;font-size:18px;color:#2f6b52}"
        ".t-adad,.t-tartib{float:left;font-size:12px;margin-right:12px;color:#666}.t-item{border-bottom:1px solid #e3e3e3;padding:8px 10px}.t-top{overflow:hidden}"
        ".t-raqm{float:right;background:#2f6b52;color:#fff;border-radius:50%;width:24px;height:24px;text-align:center;margin-left:8px}.t-pic{float:right;margin-left:8px}"
        ".t-ism{font-weight:bold;color:#1e3a2f}.t-balad,.t-shara{color:#999;font-size:12px;margin-right:6px}.t-shara{color:#b00}.t-onwan{font-weight:bold;color:#b85c00;margin:4px 0}"
        ".t-nass p{margin:4px 0}.t-zaman{font-size:11px;color:#999}.t-adawat{font-size:12px}.t-adawat a{margin-left:10px;color:#2f6b52}.t-rudud{margin-right:40px;border-right:2px solid #d8e6dd}"
        ".t-rad{background:#fafafa}.t-edara{background:#fff7e6}.t-mahzuf .t-nass{color:#aaa;font-style:italic}.t-form{background:#f6f6f6;padding:10px;margin-top:10px}"
    )
    piece = Piece(
        "المنيا تبدأ تطوير كورنيش النيل بتكلفة ٤٠ مليون جنيه",
        "كتب: عماد الدين حسن",
        "2014-03-09T09:40:00+02:00",
        "الأحد، ٩ مارس ٢٠١٤ - ٠٩:٤٠ ص",
        """
بدأت محافظة المنيا أعمال المرحلة الأولى من مشروع تطوير كورنيش النيل بطول ثلاثة كيلومترات، من كوبري المنيا حتى منطقة أرض المولد، بتكلفة تبلغ ٤٠ مليون جنيه.

وقال محافظ المنيا في مؤتمر صحفي إن المشروع يشمل تجديد الأرصفة والإنارة وإنشاء ممشى للأسر ومنطقة ألعاب للأطفال، إلى جانب مراسٍ للمراكب النيلية.

وأضاف أن مدة التنفيذ ثمانية عشر شهرا، وأن المرحلة الثانية ستشمل كورنيش عدد من المراكز بعد تدبير الاعتمادات المالية.
""",
        dek="المرحلة الأولى بطول ٣ كيلومترات وتشمل ممشى ومنطقة ألعاب للأطفال",
        section="محافظات",
        tags=("المنيا", "كورنيش النيل", "مشروعات"),
        caption="جانب من كورنيش النيل بالمنيا قبل بدء أعمال التطوير",
    )
    return case(
        "bw-ar-minya-kornish",
        "discussion",
        "ar-wadi",
        piece,
        Bits(
            inside="",
            after=block,
            side=side,
            style=style,
            strip="الأحد ٩ مارس ٢٠١٤ م - ٨ جمادى الأولى ١٤٣٥ هـ | المنيا ٢٦°",
        ),
        seeds(ns, keep_when=False),
        path="/news/2014/03/09/minya-kornish-tatwir-40-milyon",
        reveal="on_load",
        container="div#ta3liqat: numbered div.t-item boxes, replies in a div.t-rudud inside their parent's box",
        heading="تعليقات القراء",
        description="An Egyptian provincial news portal of 2014 (right to left): an article on a Nile corniche project with 11 readers' comments in numbered boxes (Arabic-Indic digits), three of them with the reader's own title, each with a country line, like and dislike counts, 'رد' and 'إبلاغ عن إساءة' links; 4 replies nested in their parent's box, 3 levels, one by the newsroom ('فريق التحرير'); a placeholder of a removed comment numbered among them. The left column's prayer times, most read with counts, latest comments of other news, currency rates, weather and a video list; the date strip in Hijri and Gregorian.",
        static=True,
        lookalikes=("latest comments of other news", "most read with counts"),
    )


def fa_ayeneh() -> Case:
    ns = talk("""
رضا از ساری @ ۱۴:۳۵ - ۱۳۹۴/۰۷/۱۲ [up=۴۸,down=۳] :: هر سال همین موقع خبر لایروبی می‌دهند و بعد از اولین باران دوباره آب به خانه‌های کنار رودخانه می‌رسد. امیدوارم این بار جدی باشد.
  علی @ ۱۵:۱۰ - ۱۳۹۴/۰۷/۱۲ [up=۲۱,down=۱] :: رضا جان، پارسال فقط زیر پل‌ها را لایروبی کردند. این بار گفته‌اند از روستای کردخیل تا دهانه دریا.
ناشناس @ ۱۵:۴۲ - ۱۳۹۴/۰۷/۱۲ [up=۳۳,down=۰] :: پس ساخت دیوار ساحلی چه شد؟ بودجه‌اش سال ۹۲ در شورای استان تصویب شده بود.
  آیینه شمال @ ۱۶:۰۵ - ۱۳۹۴/۰۷/۱۲ [staff] :: به گفته مدیرکل آب منطقه‌ای، ساخت دیوار ساحلی در بخش شرقی از آذرماه آغاز می‌شود و پیمانکار آن انتخاب شده است.
کشاورز کردخیلی @ ۱۷:۲۰ - ۱۳۹۴/۰۷/۱۲ [up=۵۶,down=۲] :: لطفا به لایروبی انهار فرعی هم توجه کنید. آب به شالیزارهای ما نمی‌رسد و هر سال باید پمپ کرایه کنیم.
مریم @ ۱۸:۰۱ - ۱۳۹۴/۰۷/۱۲ [up=۹,down=۰] :: ممنون از گزارش خوبتان. عکس‌ها خیلی گویا بود.
حسین ن. @ ۱۹:۴۸ - ۱۳۹۴/۰۷/۱۲ [up=۲۷,down=۸] :: ماشین‌آلات کافی ندارند. دو بیل مکانیکی برای این همه کیلومتر؟ تا بهار هم تمام نمی‌شود.
  مهدی @ ۲۰:۱۵ - ۱۳۹۴/۰۷/۱۲ [up=۱۱,down=۰] :: حسین آقا، در متن خبر نوشته پنج دستگاه دیگر از استان گلستان قرض گرفته‌اند و تا هفته آینده می‌رسد.
    حسین ن. @ ۲۱:۰۲ - ۱۳۹۴/۰۷/۱۲ [up=۴,down=۱] :: دیدم، ولی تا نیاید باور نمی‌کنم.
""")

    def item(i: int, n: Note) -> str:
        kids = children(seeds(ns), i)
        staff_answer = "".join(
            f'<div class="nzr-tahririye"><b>پاسخ {esc(ns[j].who)}:</b> {esc(ns[j].body)}</div>'
            for j in kids
            if ns[j].tag("staff")
        )
        replies = "".join(item(j, ns[j]) for j in kids if not ns[j].tag("staff"))
        return (
            f'<div class="nzr" id="nzr-{52300 + i}"><div class="nzr-sar"><span class="nzr-nam">{esc(n.who)}</span>'
            f'<span class="nzr-tarikh">انتشار یافته در: {esc(n.at)}</span>'
            f'<span class="nzr-ray"><a href="#" class="nzr-mosbat" title="موافقم">{n.tag("up")}</a><a href="#" class="nzr-manfi" title="مخالفم">{n.tag("down")}</a></span></div>'
            f'<div class="nzr-matn">{esc(n.body)}</div>{staff_answer}'
            f'<div class="nzr-paeen"><a href="#form" class="nzr-pasokh">پاسخ</a></div>'
            + (f'<div class="nzr-pasokhha">{replies}</div>' if replies else "")
            + "</div>"
        )

    html = "".join(item(i, ns[i]) for i in children(seeds(ns), None))
    shown = len([n for n in ns if not n.tag("staff")])
    block = (
        '<div class="nazarat" id="comments"><div class="nzr-titr">نظرات بینندگان</div>'
        f'<div class="nzr-amar">انتشار یافته: {"۰۱۲۳۴۵۶۷۸۹"[shown]} | در انتظار بررسی: ۲ | غیرقابل انتشار: ۱</div>'
        + html
        + '<div class="nzr-form" id="form"><div class="nzr-titr">نظر شما</div><p class="nzr-qavanin">نظرات حاوی توهین و افترا منتشر نمی‌شود. آیینه شمال در ویرایش نظرات آزاد است.</p>'
        '<form action="/fa/comment" method="post">نام: <input type="text" name="name" /> ایمیل: <input type="text" name="email" /><br /><textarea name="matn" rows="5" cols="58"></textarea><br />'
        '<img src="/_avatar/captcha.svg" alt="" width="90" height="30" /> <input type="text" name="captcha" size="6" /> <input type="submit" value="ارسال" /></form></div></div>'
    )
    side = (
        box(
            "fa-ayeneh",
            "اوقات شرعی ساری",
            "<p>اذان صبح ۰۵:۰۰ · طلوع آفتاب ۰۶:۲۵ · اذان ظهر ۱۲:۱۶ · اذان مغرب ۱۸:۲۶</p>",
        )
        + box(
            "fa-ayeneh",
            "پربازدیدترین‌ها",
            links(
                (
                    "قیمت برنج طارم در بازار ساری کاهش یافت",
                    "جاده چالوس از فردا یک‌طرفه می‌شود",
                    "نساجی در ورزشگاه وطنی شکست نخورد",
                    "زمان ثبت‌نام دانشگاه آزاد اعلام شد",
                ),
                "/fa/news/",
                "ol",
                ("۱۲۳۴۵ بازدید", "۹۸۷۲ بازدید", "۷۴۱۰ بازدید", "۵۲۲۱ بازدید"),
            ),
        )
        + box(
            "fa-ayeneh",
            "پربحث‌ترین‌ها",
            links(
                ("جاده چالوس از فردا یک‌طرفه می‌شود", "عوارض نوسازی شهرداری دو برابر شد"),
                "/fa/news/",
                "ol",
                ("(۶۲ نظر)", "(۴۱ نظر)"),
            ),
        )
        + box("fa-ayeneh", "وضعیت هوا", "<p>ساری: ابری، ۲۱ درجه · بابل: بارانی، ۱۹ درجه</p>")
        + box(
            "fa-ayeneh",
            "بازار",
            "<p>دلار ۳۴٬۹۰۰ تومان · سکه تمام بهار ۹۷۵٬۰۰۰ تومان · طلای ۱۸ عیار ۱۰۱٬۲۰۰ تومان</p>",
        )
    )
    style = (
        ".nazarat{margin-top:18px}.nzr-titr{background:#2f6b52;color:#fff;padding:4px 10px;font-weight:bold}.nzr-amar{font-size:12px;color:#777;padding:4px 10px;background:#f6f6f6}"
        ".nzr{border:1px solid #e0e0e0;margin:8px 0;padding:6px 10px;background:#fcfcfc}.nzr-sar{overflow:hidden;font-size:12px}.nzr-nam{font-weight:bold;color:#1e3a2f;margin-left:10px}"
        ".nzr-tarikh{color:#999}.nzr-ray{float:left}.nzr-ray a{margin-right:8px;padding-right:16px}.nzr-mosbat{color:#2a8a2a}.nzr-manfi{color:#c22}.nzr-matn{margin:6px 0;line-height:1.9}"
        ".nzr-tahririye{background:#fff3d6;border-right:3px solid #e0a000;padding:4px 8px;margin:4px 0;font-size:13px}.nzr-paeen{font-size:12px}.nzr-pasokhha{margin-right:36px}"
        ".nzr-form{margin-top:12px;background:#f6f6f6;padding-bottom:8px}.nzr-qavanin{font-size:12px;color:#777;margin:6px 10px}"
    )
    piece = Piece(
        "لایروبی رودخانه تجن پیش از فصل بارندگی آغاز شد",
        "گروه استانی - کد خبر: ۵۲۲۸۱",
        "2015-10-04T12:20:00+03:30",
        "یکشنبه ۱۲ مهر ۱۳۹۴ - ۱۲:۲۰",
        """
عملیات لایروبی رودخانه تجن با هدف جلوگیری از آبگرفتگی در فصل بارندگی از صبح امروز با حضور مدیرکل آب منطقه‌ای استان آغاز شد.

به گفته وی، در مرحله نخست ۱۸ کیلومتر از بستر رودخانه از روستای کردخیل تا دهانه دریا لایروبی می‌شود و پنج دستگاه بیل مکانیکی از استان گلستان به کار اضافه خواهد شد.

وی افزود: اعتبار این طرح ۴۰ میلیارد ریال است و تا پایان آبان‌ماه به پایان می‌رسد.
""",
        dek="۱۸ کیلومتر از بستر رودخانه تا پایان آبان لایروبی می‌شود",
        section="استانی",
        tags=("تجن", "لایروبی", "سیلاب"),
        caption="دستگاه بیل مکانیکی در بستر رودخانه تجن",
    )
    return case(
        "bw-fa-tajan-layrubi",
        "discussion",
        "fa-ayeneh",
        piece,
        Bits(
            after=block, side=side, style=style, strip="یکشنبه ۱۲ مهر ۱۳۹۴ | ۲۰ ذی‌الحجه ۱۴۳۶ | 4 October 2015"
        ),
        seeds(ns, keep_when=False),
        path="/fa/news/52281/layrubi-tajan",
        reveal="on_load",
        container="div.nazarat#comments: div.nzr boxes, replies in a div.nzr-pasokhha inside the parent's box, the newsroom's answer a div.nzr-tahririye inside the reader's box",
        heading="نظرات بینندگان",
        description="A Persian provincial news site of 2015 (right to left): an article on dredging a river with 9 comments (Solar Hijri dates and vote counts in Persian digits), 'published: 8 | awaiting review: 2 | not publishable: 1' above them; the newsroom's answer printed inside the reader's own box after its text ('پاسخ آیینه شمال:'); replies in an indented block inside their parent's box, 3 levels. The left column's prayer times, most viewed and most discussed with counts, weather and market prices.",
        static=True,
        lookalikes=("most viewed and most discussed with counts",),
    )


def hi_janvani() -> Case:
    ns = talk("""
राजेश वर्मा @ ५ घंटे पहले [from=लखनऊ,up=४२,down=३] :: अतिक्रमण हटाना ज़रूरी है लेकिन हर बार की तरह दो हफ्ते बाद फिर वही ठेले लग जाएंगे। प्रशासन को स्थायी व्यवस्था करनी चाहिए।
सुनीता @ ५ घंटे पहले [from=आलमबाग,up=३१,down=९] :: पटरी दुकानदारों के लिए वेंडिंग ज़ोन बनाए बिना यह अभियान गरीबों के साथ अन्याय है। उनकी रोज़ी-रोटी का क्या होगा?
^1 अमित @ ४ घंटे पहले [from=लखनऊ,up=१८,down=१] :: @राजेश वर्मा जी बिल्कुल सही कहा। नगर निगम के कुछ कर्मचारी ही पैसे लेकर दोबारा दुकानें लगवाते हैं।
मो. सलीम @ ४ घंटे पहले [from=अमीनाबाद,up=२७,down=४] :: मेरी अमीनाबाद में कपड़े की दुकान है। सड़क खाली होने से ग्राहक आसानी से आ रहे हैं और पार्किंग भी मिल रही है। अभियान अच्छा है।
^2 प्रिया श्रीवास्तव @ ३ घंटे पहले [from=गोमतीनगर,up=२२,down=२] :: @सुनीता वेंडिंग ज़ोन की योजना 2011 से फाइलों में ही पड़ी है। ख़बर में इसका ज़िक्र होना चाहिए था।
विनोद कुमार @ २ घंटे पहले [from=चौक,up=१४,down=०] :: गड़बड़झाला बाज़ार की तरफ भी ध्यान दीजिए, वहाँ तो शाम को पैदल चलना भी मुश्किल है।
^6 जनवाणी संवाददाता @ १ घंटा पहले [staff,up=९,down=०] :: @विनोद कुमार जी, नगर निगम के अनुसार अगले चरण में गड़बड़झाला और नज़ीराबाद को शामिल किया जाएगा। हम इस पर नज़र रखेंगे।
अनुराग @ ४० मिनट पहले [from=इंदिरानगर,up=६,down=१] :: फोटो में दिख रहा है कि बुलडोज़र के सामने लोग अपना सामान समेट रहे थे। उन्हें कम से कम एक दिन का समय दिया जाना चाहिए था।
""")

    def item(i: int, n: Note) -> str:
        staff = n.tag("staff")
        return (
            f'<a name="r{8800 + i}"></a><b class="nm{" nm-desk" if staff else ""}">{esc(n.who)}</b> '
            + (f'<span class="sthan">({esc(n.tag("from"))})</span> ' if n.tag("from") else "")
            + f'<span class="samay">{esc(n.at)}</span><br />\n{esc(n.body)}<br />\n'
            f'<a href="#jawab" class="jawab">जवाब दें</a> | <a href="#" class="psnd">पसंद ({n.tag("up")})</a> | '
            f'<a href="#" class="napsnd">नापसंद ({n.tag("down")})</a> | <a href="/shikayat/{8800 + i}" class="shikayat">शिकायत करें</a>\n'
            '<div class="rekha"></div>\n'
        )

    html = "".join(item(i, n) for i, n in enumerate(ns))
    block = (
        '<div id="pathak-rai"><h3 class="pr-hd">पाठकों की राय (' + digits(len(ns), "hi") + ")</h3>"
        '<div class="pr-sort">क्रम: <a href="?o=new">नई पहले</a> | <a href="?o=old">पुरानी पहले</a> | <a href="?o=top">सबसे पसंद</a></div>\n'
        + html
        + '<div class="pr-form" id="jawab"><b>अपनी राय लिखें</b><p class="pr-note">कृपया अभद्र भाषा का प्रयोग न करें। आपकी राय मॉडरेशन के बाद प्रकाशित होगी।</p>'
        '<form action="/rai" method="post">नाम <input type="text" name="naam" /> शहर <input type="text" name="shahar" /><br /><textarea name="rai" rows="4" cols="60"></textarea><br />'
        '<input type="submit" value="भेजें" /></form></div></div>'
    )
    side = (
        box(
            "hi-janvani",
            "सबसे ज़्यादा पढ़ी गईं",
            links(
                (
                    "लखनऊ मेट्रो: चारबाग से अमौसी तक सर्वे पूरा",
                    "सर्राफा बाज़ार में सोना 350 रुपये सस्ता",
                    "गोमती रिवरफ्रंट पर नाव सेवा शुरू",
                    "इकाना स्टेडियम में रणजी मैच कल से",
                ),
                "/shahar/",
                "ol",
                ("(१८,२०४)", "(११,९०३)", "(८,७७०)", "(६,४१२)"),
            ),
        )
        + box(
            "hi-janvani",
            "शेयर बाज़ार",
            "<p>सेंसेक्स 19,742.5 ▲ 112 · निफ्टी 5,931.2 ▲ 36 · सोना (10 ग्राम) 29,850 · चाँदी (किलो) 46,200</p>",
        )
        + box("hi-janvani", "मौसम", "<p>लखनऊ: अधिकतम 34°, न्यूनतम 21°, आंशिक बादल</p>")
        + box(
            "hi-janvani",
            "वीडियो",
            links(("अमीनाबाद में चला बुलडोज़र", "हज़रतगंज में नई पार्किंग", "रामलीला की तैयारियाँ"), "/video/"),
        )
        + box(
            "hi-janvani",
            "आज का राशिफल",
            "<p>मेष: रुके काम बनेंगे · वृषभ: यात्रा टालें · मिथुन: धन लाभ के योग <a href='/rashifal/'>सभी राशियाँ »</a></p>",
        )
    )
    style = (
        "#pathak-rai{margin-top:18px;border:1px solid #eadcc0;padding:8px 12px;background:#fffdf8}.pr-hd{margin:0 0 4px;color:#7a1f0f;font-size:19px}.pr-sort{font-size:12px;color:#888;margin-bottom:8px}"
        ".nm{color:#1a4f8a}.nm-desk{color:#c00}.sthan,.samay{font-size:12px;color:#888}.jawab,.psnd,.napsnd,.shikayat{font-size:12px;color:#7a1f0f}"
        ".rekha{border-bottom:1px dotted #d8c7a6;margin:8px 0}.pr-form{background:#f7f1e6;padding:8px;margin-top:8px}.pr-note{font-size:12px;color:#888;margin:2px 0}"
    )
    piece = Piece(
        "अमीनाबाद में चला अतिक्रमण हटाओ अभियान, 200 से ज़्यादा ठेले हटाए गए",
        "जनवाणी संवाददाता, लखनऊ",
        "2013-10-09T08:15:00+05:30",
        "बुधवार, 9 अक्टूबर 2013, 08:15 IST",
        """
नगर निगम और पुलिस की संयुक्त टीम ने मंगलवार को अमीनाबाद बाज़ार में अतिक्रमण हटाओ अभियान चलाया। सुबह दस बजे से शाम पाँच बजे तक चले अभियान में 200 से ज़्यादा ठेले और दुकानों के बाहर रखे सामान हटाए गए।

अपर नगर आयुक्त ने बताया कि त्योहारों से पहले बाज़ार में भीड़ बढ़ जाती है और जाम से लोगों को परेशानी होती है। दोबारा अतिक्रमण करने वालों पर जुर्माना लगाया जाएगा।

पटरी दुकानदार संघ ने अभियान का विरोध करते हुए वेंडिंग ज़ोन की मांग दोहराई।
""",
        dek="त्योहारों से पहले बाज़ार में जाम से राहत की कोशिश",
        section="शहर",
        tags=("अमीनाबाद", "अतिक्रमण", "नगर निगम"),
        caption="अमीनाबाद में अभियान के दौरान हटाए गए ठेले",
    )
    return case(
        "bw-hi-aminabad-atikraman",
        "discussion",
        "hi-janvani",
        piece,
        Bits(
            after=block, side=side, style=style, strip="बुधवार, 9 अक्टूबर 2013 | आश्विन शुक्ल पंचमी, विक्रम संवत 2070"
        ),
        seeds(ns, keep_when=False),
        path="/shahar/lucknow/aminabad-atikraman-abhiyan-131009",
        reveal="on_load",
        container="div#pathak-rai: no element per comment: a.name anchor, b.nm, span.sthan, span.samay, br, the text as a bare text node, br, links, div.rekha, all siblings",
        heading="पाठकों की राय (८)",
        description="A Hindi city portal of 2013: an article on clearing a market's encroachments with 8 readers' opinions that are loose siblings without an element per comment (name, town, a relative time in Devanagari digits, the text as a bare text node, 'जवाब दें | पसंद (n) | नापसंद (n) | शिकायत करें', a dotted rule); three flat answers open with '@NAME' (one by the paper's reporter). The right column's most read with counts, share market, weather, videos and the horoscope; the date strip with the Vikram Samvat date.",
        static=True,
        lookalikes=("most read with counts",),
    )


def threads_bw() -> list[Case]:
    return [ar_wadi(), fa_ayeneh(), hi_janvani()]
