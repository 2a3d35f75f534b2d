"""Blind set AT: four pages of about 2008-2014 without any reader comment whose furniture holds a list that looks like
a discussion, of kinds the earlier sets do not name: a sidebar **shoutbox** of visitors' short messages to the blog
(zh); a feed reader's **shared items** with the blogger's one-line notes (he); an advice corner's **latest readers'
questions** with their askers, times and answer counts (ar); a **"blogs I read" list** showing each friend blog's
newest post, its snippet and how long ago (vi). Truth zero. Written for this set; every name, place and text
invented, each entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_at_common import Case, Parts, Story, esc, make, rows


def zh_shoutbox() -> Case:
    shouts = rows("""
小鱼儿 | 12-14 22:31 | 博主，老街那家修鞋铺我小时候也去过，原来还开着！
书虫阿青 | 12-14 20:05 | 路过，踩一踩。新年快乐，早点更新读书笔记吧。
冬青 | 12-14 16:48 | 交换链接吗？我的博客也写小城的老房子。
海边的信 | 12-13 23:10 | 下雪了吗？我们这里今天零下五度。
老周 | 12-13 09:22 | 图书馆周末几点关门？想带孩子去看看新书架。
柳荫 | 12-13 12:40 | 老周：周六周日都是下午五点半关门。
一只猫 | 12-12 21:57 | 沙发！第一次来，留个脚印。
""")
    box = (
        '<div class="bx-widget bx-shout"><h3>小喇叭</h3><div class="sh-scroll" style="height:260px;overflow:auto">'
        + "".join(
            f'<div class="sh-msg"><b class="sh-nick">{esc(n)}</b>: <span class="sh-text">{esc(t)}</span>'
            f' <span class="sh-time">{esc(w)}</span></div>'
            for n, w, t in shouts
        )
        + '</div><form action="/shout" method="post"><input name="nick" size="8" value="昵称" /> '
        '<input name="msg" size="14" /> <input type="submit" value="喊一声" /></form></div>'
    )
    st = Story(
        "老街的修鞋铺",
        "柳荫 发表于",
        "2010-12-11T20:00:00+08:00",
        "2010年12月11日 20:00",
        """
下班路过老街，发现街角那家修鞋铺居然还在。门口的小马扎、墙上挂着的一排鞋楦，和十年前我刚到图书馆工作时一模一样。

修鞋的王师傅已经七十多岁了，手还是很稳。他说这条街上的老店只剩下三家，年轻人的鞋坏了都直接扔掉，很少有人来修。

我把那双穿了五年的皮鞋留给了他，约好下周来取。回家的路上，天已经黑了，老街的灯一盏一盏亮起来。
""",
        section="随笔",
        tags=("老街", "随笔"),
    )
    return make(
        "at-ll-zh-shoutbox",
        "lookalike",
        "zh-liuyin",
        st,
        Parts(rail=box),
        [],
        path="/post/2010/12/lao-jie-xiu-xie-pu.html",
        container="none; in the sidebar div.bx-shout: h3 '小喇叭', div.sh-msg (b.sh-nick NAME: span.sh-text, span.sh-time '12-14 22:31') × 7 in a scrolling box, a one-line form",
        heading=None,
        description="A Chinese librarian's blog of 2010: a post on an old cobbler's shop, no comment area; in the heavy sidebar a shoutbox ('小喇叭') of 7 visitors' one-line messages to the blog (nick, text, time; one answer by the blogger), not comments on this post.",
        lookalikes=("a sidebar shoutbox of visitors' messages to the blog (nick, text, time)",),
    )


def he_shared() -> Case:
    items = rows("""
מדריך: לגבות את הבלוג בלי לאבד את התגובות | הכרמל הדיגיטלי | 10 במרץ 2011 | סוף סוף מישהו הסביר את זה בעברית פשוטה. שמרתי.
למה המקלדת הזולה שלכם הורגת לכם את פרק היד | קוד ופיתה | 9 במרץ 2011 | מסכימה עם כל מילה, חוץ מהחלק על המקשים השקטים.
עשרה ספרי מדע בדיוני שכדאי לקרוא באביב | ספרים בחיפה | 8 במרץ 2011 | שלושה מהם כבר על המדף שלי. השביעי מומלץ במיוחד.
איך מפעילים קבוצת קוד במתנ"ס שכונתי | המקלדת הירוקה | 6 במרץ 2011 | רעיון יפה. אולי ננסה משהו דומה בהדר.
הסיפור מאחורי הגופן העברי הראשון במחשב | הכרמל הדיגיטלי | 4 במרץ 2011 | קריאת חובה לכל מי שמתעסק בטיפוגרפיה.
""")
    box = (
        '<div class="bx-widget bx-shared"><h3>פריטים ששיתפתי השבוע</h3><ul class="sh-items">'
        + "".join(
            f'<li class="sh-item"><a class="sh-title" href="/out/shared/{i}/">{esc(t)}</a><br />'
            f'<span class="sh-src">מתוך {esc(src)}</span> · <span class="sh-date">{esc(d)}</span>'
            f'<p class="sh-note">{esc(note)}</p></li>'
            for i, (t, src, d, note) in enumerate(items)
        )
        + '</ul><p><a href="/shared/feed/">כל הפריטים המשותפים (RSS)</a></p></div>'
    )
    st = Story(
        "למה עברתי לקורא פידים",
        "פורסם על ידי שקד",
        "2011-03-11T21:30:00+02:00",
        "11 במרץ 2011",
        """
במשך שנים ביקרתי כל בוקר בעשרים אתרים, אחד אחרי השני, כדי לבדוק אם יש משהו חדש. ברוב הבקרים לא היה. לפני חודשיים עברתי סוף סוף לקורא פידים, ואני לא מבינה איך חייתי בלי.

היתרון הגדול הוא שהכול מגיע למקום אחד: הבלוגים של החברים, אתרי החדשות, אפילו ההודעות של ועד הבית. מה שלא מעניין אותי אני מסמנת כנקרא ועוברת הלאה.

בצד ימין הוספתי רשימה של פריטים ששיתפתי השבוע, עם הערה קצרה על כל אחד. אם יש לכם פיד מומלץ, ספרו לי.
""",
        section="אודות",
        tags=("טכנולוגיה", "קריאה"),
    )
    closed = '<p class="bx-closed">התגובות סגורות.</p>'
    return make(
        "at-ll-he-shared",
        "lookalike",
        "he-shaked",
        st,
        Parts(rail=box, after=closed),
        [],
        path="/2011/03/11/feed-reader/",
        container="none ('comments closed'); in the sidebar div.bx-shared: h3 'פריטים ששיתפתי השבוע', li.sh-item (a title, 'מתוך BLOG', a date, p.sh-note the blogger's note) × 5",
        heading=None,
        description="A Hebrew tech blog of 2011, right to left: a post on moving to a feed reader, comments closed; in the sidebar the week's shared items from the reader (title, source blog, date, the blogger's one-line note), not comments.",
        lookalikes=("a feed reader's shared items with the blogger's notes (title, source, date, note)",),
    )


def ar_questions() -> Case:
    qs = rows("""
أم خالد | منذ ساعتين | ابني عمره أربع سنوات ويرفض الذهاب إلى الروضة كل صباح، يبكي عند الباب. هل هذا طبيعي وماذا أفعل؟ | 3
سالم العبدالله | منذ 5 ساعات | هل يحق لصاحب العقار رفع الإيجار في منتصف مدة العقد إذا لم يُذكر ذلك في العقد؟ | 1
نورة | أمس 21:40 | أعاني من الصداع كل يوم بعد الظهر منذ شهر، هل يمكن أن يكون السبب قلة شرب الماء في الحر؟ | 4
طالب ثانوي | أمس 18:15 | أريد دراسة الهندسة لكن معدلي في الرياضيات متوسط. هل أستطيع التعويض في السنة التحضيرية؟ | 2
أبو فهد | أمس 10:02 | نخلة في حديقة البيت بدأت أوراقها تصفر من الأطراف. هل السبب الملوحة أم قلة السماد؟ | 0
""")
    box = (
        '<div class="zt-box ask-box"><h3>من ركن الاستشارات: أحدث أسئلة القراء</h3><ul class="ask-list">'
        + "".join(
            f'<li class="ask-q"><img src="/_avatar/ask-{i}.png" width="32" height="32" alt="" /> '
            f'<span class="ask-who">{esc(n)}</span> <span class="ask-when">{esc(w)}</span>'
            f'<p class="ask-text"><a href="/istisharat/{4410 + i}/">{esc(q)}</a></p>'
            f'<span class="ask-count">{esc(c)} إجابات</span> · <a href="/istisharat/{4410 + i}/#answer">أجب</a></li>'
            for i, (n, w, q, c) in enumerate(qs)
        )
        + '</ul><p><a href="/istisharat/new/">اطرح سؤالك على المختصين</a></p></div>'
    )
    st = Story(
        "افتتاح مستوصف حي النخيل بعد عامين من الانتظار",
        "الرمال - عبدالرحمن الشهري",
        "2012-08-20T09:00:00+03:00",
        "الإثنين 20 أغسطس 2012",
        """
افتتح أمين منطقة الرمال صباح أمس مستوصف حي النخيل الجديد، بعد عامين من تأخر أعمال البناء بسبب تعثر المقاول الأول.

ويضم المستوصف عيادات للطب العام وطب الأسرة والأسنان، إضافة إلى مختبر وصيدلية. ويعمل على فترتين من السابعة صباحا حتى العاشرة مساء.

وقال مدير الشؤون الصحية إن المستوصف سيخدم أكثر من عشرين ألف نسمة من سكان الحي والأحياء المجاورة، ويخفف الضغط عن مستشفى الرمال العام.
""",
        lead="المستوصف يخدم أكثر من عشرين ألف نسمة ويعمل على فترتين.",
        section="محليات",
        tags=("الصحة", "حي النخيل"),
    )
    return make(
        "at-ll-ar-questions",
        "lookalike",
        "ar-rimal",
        st,
        Parts(after=box),
        [],
        path="/local/2012/08/20/clinic-nakheel-1190.html",
        container="none; under the article div.ask-box: h3 'من ركن الاستشارات: أحدث أسئلة القراء', li.ask-q (avatar, span.ask-who, span.ask-when relative, p.ask-text the question, 'n إجابات · أجب') × 5",
        heading=None,
        description="An Arabic city newspaper of 2012, right to left: an article on a new clinic, no comment area; under it a box of the advice corner's five latest readers' questions (asker, relative time, question, number of answers, 'answer'), on other subjects, not comments.",
        lookalikes=("an advice corner's latest readers' questions (asker, time, question, answers count)",),
    )


def vi_bloglist() -> Case:
    blogs = rows("""
Gió cao nguyên | Mùa cà phê chín | Sáng nay cả nhà lên nương hái cà phê từ lúc sương còn dày, tay lạnh cóng mà vui. | 2 giờ trước
Bếp nhỏ | Canh chua cá lóc kiểu mẹ tôi | Mẹ tôi nấu canh chua không bao giờ cân đong, chỉ nếm rồi thêm một chút me. | 5 giờ trước
Sổ tay giáo viên | Tiết văn đầu tiên của lớp mười | Bốn mươi gương mặt lạ nhìn lên bảng, tôi viết tên bài thơ và bỗng thấy hồi hộp như năm đầu đi dạy. | 1 ngày trước
Lối mòn | Đêm ở bản Phìn Hồ | Bản nằm lưng chừng núi, đêm xuống chỉ còn tiếng suối và tiếng chó sủa xa xa. | 2 ngày trước
Phố cũ | Hàng bánh mì đầu ngõ | Ông bán bánh mì đầu ngõ đã dọn hàng sau ba mươi năm, cả phố tiếc. | 4 ngày trước
""")
    box = (
        '<div class="bx-widget bx-bloglist"><h3>Blog tôi đọc</h3><ul class="bl-list">'
        + "".join(
            f'<li class="bl-item"><img class="bl-icon" src="/_avatar/bl-{i}.ico" width="16" height="16" alt="" /> '
            f'<span class="bl-blog">{esc(b)}</span><br /><a class="bl-post" href="/out/bl/{i}/">{esc(t)}</a>'
            f'<div class="bl-snippet">{esc(s)}</div><div class="bl-age">{esc(a)}</div></li>'
            for i, (b, t, s, a) in enumerate(blogs)
        )
        + '</ul><p><a href="#">Hiển thị tất cả</a></p></div>'
    )
    empty = (
        '<div id="bx-discussion"><h3>0 nhận xét</h3><p>Chưa có nhận xét nào. Hãy là người đầu tiên!</p>'
        '<form action="/nhan-xet" method="post"><p>Tên: <input name="ten" /></p><p>Email: <input name="email" /></p>'
        '<textarea name="noidung" cols="50" rows="4"></textarea><br /><input type="submit" value="Đăng nhận xét" /></form></div>'
    )
    st = Story(
        "Mùa hoa dã quỳ",
        "Đăng bởi Hoàng Hà",
        "2012-11-16T20:00:00+07:00",
        "Thứ Sáu, 16 tháng 11, 2012",
        """
Tháng mười một, phố núi vàng rực hoa dã quỳ. Từ cổng trường nhìn ra, cả sườn đồi như có ai vừa đổ một thùng nắng xuống.

Sáng nay học trò lớp mười một mang vào lớp một bó lớn, cắm vào chai nước trên bàn giáo viên. Các em bảo hoa hái ở đường về bản, phải đi qua hai con suối.

Tôi đã ở phố núi mười năm mà mỗi mùa dã quỳ vẫn thấy lòng mình chộn rộn như lần đầu.
""",
        section="Tản văn",
        tags=("phố núi", "mùa", "học trò"),
        count_line="0 nhận xét",
    )
    return make(
        "at-ll-vi-bloglist",
        "lookalike",
        "vi-hoangha",
        st,
        Parts(rail=box, after=empty),
        [],
        path="/2012/11/mua-hoa-da-quy.html",
        container="none ('0 nhận xét', an empty form); in the sidebar div.bx-bloglist: h3 'Blog tôi đọc', li.bl-item (icon, span.bl-blog, a.bl-post, div.bl-snippet, div.bl-age '2 giờ trước') × 5",
        heading=None,
        description="A Vietnamese teacher's blog of 2012: a post on wild sunflowers, '0 nhận xét' with an empty form; in the sidebar a 'blogs I read' list showing each friend blog's newest post (blog name, post title, a one-sentence snippet, a relative time), not comments.",
        lookalikes=("a 'blogs I read' list with each blog's newest post, snippet and age",),
    )


def lists_at() -> list[Case]:
    return [zh_shoutbox(), he_shared(), ar_questions(), vi_bloglist()]
