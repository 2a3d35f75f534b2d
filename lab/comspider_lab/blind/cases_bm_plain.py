"""Blind set BM: six plain article pages as phones get them, without any reader comment, full of the theme's
furniture: cookie sheets, app-install banners, a hamburger drawer, a "top stories" strip with comment counts, reaction
bars of emoji counts, a next-article preview, sticky share bars, and the empty or closed entry points of a
discussion (a "Коментарі 0" tab with nothing in it, a "💬 0" badge whose sheet says there is nothing yet, a sticky
"write a comment" bar, "comments are closed"). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_bm_common import Case, Parts, Story, make


def _plain(cid: str, site: str, st: Story, parts: Parts, path: str, container: str, desc: str) -> Case:
    return make(
        cid,
        "lookalike",
        site,
        st,
        parts,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=("none: a plain phone article page with the theme's furniture",),
    )


def ru_closed() -> Case:
    top = '<div class="zv-app"><b>Зареченский вестник</b> — удобнее в приложении <a href="/app">Открыть</a> <button type="button" aria-label="Закрыть">✕</button></div>'
    end = (
        '<div class="zv-cookie" id="zv-cookie" role="dialog" aria-label="Файлы cookie"><p>Мы используем файлы cookie, чтобы сайт работал лучше. '
        'Продолжая чтение, вы соглашаетесь с <a href="/privacy">политикой конфиденциальности</a>.</p>'
        '<button type="button" onclick="document.getElementById(\'zv-cookie\').remove()">Понятно</button></div>'
    )
    inside = '<p class="zv-closed">Комментарии к этой статье закрыты.</p>'
    css = (
        ".zv-app{display:flex;gap:8px;align-items:center;padding:8px 12px;background:#fff6d6;font-size:14px}.zv-app a{margin-left:auto}.zv-app button{border:0;background:none}"
        ".zv-cookie{position:fixed;left:0;right:0;bottom:0;z-index:40;background:#1d2733;color:#fff;padding:14px 16px;font-size:14px}.zv-cookie a{color:#9fd0ff}"
        ".zv-cookie button{background:#fff;border:0;padding:8px 16px;border-radius:6px}.zv-closed{color:#6b7480;font-style:italic;border-top:1px solid #e3e6ea;padding-top:10px}"
    )
    st = Story(
        "В Заречье с понедельника отключат горячую воду на десять дней",
        "Ольга Сазонова",
        "2021-06-18T09:30:00+03:00",
        "18 июня 2021, 09:30",
        """
С 21 по 30 июня в Заречном районе не будет горячей воды: теплосетевая компания проводит ежегодные гидравлические испытания. Отключение затронет 146 жилых домов, две школы и поликлинику на улице Садовой.

В компании обещают, что в этом году сроки не сдвинутся. Прошлым летом испытания затянулись на четыре дня из-за прорыва трубы у стадиона.

Список домов опубликован на сайте районной администрации. Жалобы принимает диспетчерская служба круглосуточно.
""",
        section="ЖКХ",
        top=(
            ("Горячую воду отключат на 10 дней", "0"),
            ("Ремонт моста на Луговой", "56"),
            ("Футбол: «Заречье» в финале", "23"),
        ),
        nxt=("Мост на Луговой закроют на ремонт", "Объезд организуют через улицу Кирова …", "56"),
        reactions=(("👍", "12"), ("😡", "318"), ("😢", "44")),
    )
    return _plain(
        "bm-pl-ru-zakryty",
        "ru-zarechye",
        st,
        Parts(top=top, inside=inside, end=end, css=css),
        "/zhkh/goryachaya-voda-otklyuchenie-iyun",
        "an m. edition: app-install banner, cookie sheet, hamburger drawer, top-stories strip with counts, an advertisement between paragraphs, a reaction bar, 'Комментарии к этой статье закрыты.', next-article preview, sticky share bar",
        "A Russian district paper's m. edition of 2021 on a hot-water shutdown: no reader comment; an app banner, a cookie sheet, a reaction bar of emoji counts, a top-stories strip with comment counts and 'comments are closed' under the text.",
    )


def uk_empty_tab() -> Case:
    under = (
        '<div class="nr-tabs" role="tablist"><button type="button" role="tab" id="nr-t1" aria-selected="true">Стаття</button>'
        '<button type="button" role="tab" id="nr-t2" aria-selected="false">Коментарі <span>0</span></button></div>'
        '<section class="nr-panel" id="nr-p2" role="tabpanel" hidden><p class="nr-empty">Коментарів ще немає. Будьте першим!</p>'
        '<p class="nr-write">Написати коментар…</p></section>'
    )
    end = """<script>(function () { var t = document.querySelectorAll('.nr-tabs button'), a = document.querySelector('article.ay-card'), p = document.getElementById('nr-p2');
t.forEach(function (b, k) { b.addEventListener('click', function () { t.forEach(function (o, j) { o.setAttribute('aria-selected', String(j === k)); }); a.hidden = k !== 0; p.hidden = k !== 1; }); }); })();</script>"""
    css = (
        ".nr-tabs{display:flex;background:#fff;border-bottom:1px solid #dde1e6}.nr-tabs button{flex:1;border:0;background:none;padding:10px;font-weight:700}"
        ".nr-tabs button[aria-selected=true]{box-shadow:inset 0 -3px 0 #e0532a}.nr-panel{background:#fff;margin:10px;padding:14px;border-radius:14px}.nr-empty{color:#68707b}"
        ".nr-write{border:1px solid #dde1e6;border-radius:18px;padding:8px 12px;color:#999}"
    )
    st = Story(
        "У Надріччі відкрили відремонтовану бібліотеку з коворкінгом",
        "Ірина Ткачук",
        "2019-09-12T10:00:00+03:00",
        "12 вересня 2019, 10:00",
        """
Центральна бібліотека Надріччя знову працює після дворічного ремонту. На другому поверсі облаштували коворкінг на 24 місця з безкоштовним інтернетом, а в підвалі — кімнату для настільних ігор.

Ремонт коштував 7,8 мільйона гривень, з них половину дала громада. Бібліотека працює щодня, крім понеділка, з 9 до 19 години.
""",
        section="Громада",
        top=(
            ("Бібліотека відкрилася після ремонту", "0"),
            ("Нова маршрутка до вокзалу", "34"),
            ("Ярмарок меду в неділю", "8"),
        ),
        nxt=("Нова маршрутка до вокзалу з жовтня", "Маршрут №14 проходитиме через нові квартали …", "34"),
        reactions=(("❤️", "205"), ("👍", "96")),
    )
    return _plain(
        "bm-pl-uk-porozhnia-vkladka",
        "uk-nadrichia",
        st,
        Parts(under=under, end=end, css=css),
        "/hromada/biblioteka-vidkryly-kovorking",
        "an app-like page: a tab bar 'Стаття | Коментарі 0' whose second panel says there is no comment yet, reaction bar, rail of top stories with counts, next article, bottom tab bar",
        "A Ukrainian town news app's web page of 2019 on a library reopening: no reader comment; a 'Коментарі 0' tab whose panel holds only 'Коментарів ще немає. Будьте першим!', reaction counts and a rail of stories with comment counts.",
    )


def zh_amp() -> Case:
    end = '<div class="yx-bar"><span class="yx-write">写评论…</span><a href="#">💬 0</a><a href="#">☆ 收藏</a><a href="#">分享</a></div>'
    css = (
        ".yx-bar{position:fixed;left:0;right:0;bottom:0;z-index:20;display:flex;gap:14px;align-items:center;padding:8px 12px;background:#fff;border-top:1px solid #ddd;font:14px sans-serif}"
        ".yx-write{flex:1;background:#f2f2f2;border-radius:16px;padding:6px 12px;color:#999}.yx-bar a{color:#333;text-decoration:none}body{padding-bottom:60px}"
    )
    st = Story(
        "云溪老街夜市下月开放　首批摊位七十个",
        "本报记者 林晓雯",
        "2023-04-26T08:00:00+08:00",
        "2023-04-26 08:00",
        """
记者从云溪区商务局获悉，老街夜市将于5月20日正式开放，首批设置摊位70个，营业时间为每晚6点至11点。

夜市位于老街西段，全长约400米，以本地小吃和手工艺品为主。区里将在周边增设两处临时停车场，并安排保洁人员每晚收摊后清扫。

摊位申请截至5月5日，有意向的商户可到区商务局窗口报名。
""",
        section="民生",
        top=(("老街夜市下月开放", "0"), ("地铁二号线延长段试运行", "88"), ("云溪公园牡丹进入盛花期", "12")),
        nxt=("地铁二号线延长段开始试运行", "新增三座车站，预计年底前载客运营……", "88"),
        reactions=(("👍", "1.2万"), ("😊", "3021"), ("🤔", "88")),
    )
    return _plain(
        "bm-pl-zh-amp",
        "zh-yunxi",
        st,
        Parts(end=end, css=css),
        "/minsheng/laojie-yeshi-kaifang",
        "an AMP-style page: amp-img, amp-ad between paragraphs, reaction bar, a sticky bottom bar '写评论… 💬 0 ☆ 收藏 分享', top stories with counts, next article",
        "A Chinese city evening paper's AMP page of 2023 on a night market opening: no reader comment; a sticky bottom bar with a 'write a comment' field and '💬 0', reaction counts in the tens of thousands, top stories with comment counts.",
    )


def vi_empty_badge() -> Case:
    end = (
        '<button type="button" class="pb-badge" id="pb-badge">💬 0</button>'
        '<div class="pb-sheet" id="pb-sheet" role="dialog" hidden><p><b>Bình luận (0)</b></p><p>Chưa có bình luận nào. Hãy là người đầu tiên!</p>'
        '<p class="pb-write">Viết bình luận…</p></div>'
        "<script>document.getElementById('pb-badge').addEventListener('click', function () { var s = document.getElementById('pb-sheet'); s.hidden = !s.hidden; });</script>"
    )
    css = (
        ".pb-badge{position:fixed;right:14px;bottom:64px;z-index:30;border:0;border-radius:22px;background:#d62828;color:#fff;padding:9px 14px}"
        ".pb-sheet{position:fixed;left:0;right:0;bottom:0;z-index:40;background:#fff;padding:14px 16px 20px;border-radius:14px 14px 0 0;box-shadow:0 -3px 12px rgba(0,0,0,.2)}"
        ".pb-sheet[hidden]{display:none}.pb-write{border:1px solid #ddd;border-radius:16px;padding:8px 12px;color:#999}"
    )
    st = Story(
        "Thành phố biển lắp 120 trạm xe đạp công cộng dọc bờ kè",
        "Trần Minh Khoa",
        "2022-05-09T06:00:00+07:00",
        "09/05/2022 06:00",
        """
Từ tháng 6, người dân và du khách có thể thuê xe đạp tại 120 trạm dọc bờ kè và các tuyến phố ven biển. Mỗi lượt thuê 30 phút có giá 5.000 đồng, thanh toán bằng ứng dụng hoặc thẻ xe buýt.

Sở Giao thông cho biết giai đoạn đầu có 1.000 xe, trong đó 200 xe đạp điện. Nếu hiệu quả, thành phố sẽ mở rộng lên khu đô thị mới phía Bắc vào năm sau.
""",
        section="Đô thị",
        top=(
            ("120 trạm xe đạp công cộng", "0"),
            ("Cấm xe tải qua cầu cũ", "41"),
            ("Lễ hội pháo hoa: lịch diễn", "17"),
        ),
        nxt=("Cấm xe tải trên 10 tấn qua cầu cũ", "Lệnh cấm áp dụng từ ngày 15/5 để bảo đảm an toàn …", "41"),
        reactions=(("👍", "640"), ("😍", "122")),
    )
    return _plain(
        "bm-pl-vi-bong-rong",
        "vi-phobien",
        st,
        Parts(end=end, css=css),
        "/do-thi/tram-xe-dap-cong-cong-bo-ke",
        "an m. edition: a floating badge '💬 0' whose sheet says there is no comment yet, hamburger drawer, top-stories strip with counts, advertisement, reaction bar, next article, sticky share bar",
        "A Vietnamese coastal city paper's m. edition of 2022 on public bicycles: no reader comment; a floating '💬 0' badge whose bottom sheet says 'Chưa có bình luận nào', reaction counts, stories with comment counts.",
    )


def ar_sticky_login() -> Case:
    end = (
        '<div class="wh-bar"><button type="button" id="wh-join">💬 شارك في النقاش · 0</button></div>'
        '<div class="wh-login" id="wh-login" role="dialog" hidden><p><b>سجّل الدخول للتعليق</b></p><p>أنشئ حسابًا مجانيًا لتكون أول من يعلّق على هذا الخبر.</p>'
        '<a href="/login" class="wh-btn">تسجيل الدخول</a></div>'
        "<script>document.getElementById('wh-join').addEventListener('click', function () { document.getElementById('wh-login').hidden = false; });</script>"
    )
    css = (
        ".wh-bar{position:fixed;left:0;right:0;bottom:56px;z-index:26;padding:8px 12px;background:#fff;border-top:1px solid #dde1e6}.wh-bar button{width:100%;border:0;border-radius:20px;background:#2a9d8f;color:#fff;padding:10px;font-weight:700}"
        ".wh-login{position:fixed;inset:auto 0 0 0;z-index:50;background:#fff;padding:16px;border-radius:14px 14px 0 0;box-shadow:0 -3px 12px rgba(0,0,0,.2)}.wh-login[hidden]{display:none}"
        ".wh-btn{display:inline-block;background:#2a9d8f;color:#fff;padding:8px 16px;border-radius:8px;text-decoration:none}"
    )
    st = Story(
        "افتتاح أول سوق للمزارعين في الواحة صباح كل جمعة",
        "سلمى الحداد",
        "2025-02-20T09:00:00+03:00",
        "20 فبراير 2025",
        """
تفتتح البلدية يوم الجمعة المقبل أول سوق أسبوعي للمزارعين في ساحة النخيل، بمشاركة أربعين مزارعًا من قرى الواحة. وسيُقام السوق كل جمعة من السابعة صباحًا حتى الحادية عشرة.

ويعرض المزارعون التمور والخضار الموسمية والعسل والألبان. وقالت البلدية إن الرسوم رمزية، وإن الأولوية للمنتجين الصغار.
""",
        section="محليات",
        top=(
            ("سوق المزارعين كل جمعة", "0"),
            ("إغلاق طريق العين للصيانة", "19"),
            ("مهرجان التمور: الموعد", "6"),
        ),
        nxt=(
            "إغلاق طريق العين أسبوعين للصيانة",
            "تبدأ الأعمال يوم الأحد وتشمل إعادة رصف ثلاثة كيلومترات …",
            "19",
        ),
        reactions=(("👍", "402"), ("❤️", "233"), ("😮", "7")),
    )
    return _plain(
        "bm-pl-ar-sharik",
        "ar-waha",
        st,
        Parts(end=end, css=css),
        "/mahalliyat/souq-al-muzariin-kul-jumaa",
        "an app-like page: a sticky bar '💬 شارك في النقاش · 0' opening a login sheet, reaction bar, rail of top stories with counts, next article, bottom tab bar",
        "An Arabic oasis news app's web page of 2025 on a farmers' market: no reader comment; a sticky 'join the discussion · 0' bar that opens a login sheet, reaction counts, a rail of stories with comment counts.",
    )


def he_push() -> Case:
    top = (
        '<div class="em-push" id="em-push" role="dialog"><p>🔔 לקבל התראות על מבזקים מהעמק?</p>'
        '<button type="button" onclick="document.getElementById(\'em-push\').remove()">כן, תודה</button> '
        '<button type="button" onclick="document.getElementById(\'em-push\').remove()">לא עכשיו</button></div>'
    )
    inside = '<p class="em-tb"><a href="#">0 תגובות</a> · <a href="#">הוספת תגובה</a></p>'
    css = (
        ".em-push{position:fixed;top:60px;left:10px;right:10px;z-index:40;background:#fff;border-radius:12px;padding:12px;box-shadow:0 4px 16px rgba(0,0,0,.25)}"
        ".em-push button{border:0;border-radius:6px;padding:6px 12px;background:#0b3d5c;color:#fff;margin-left:6px}.em-tb{font-weight:700}"
    )
    st = Story(
        "מסלול אופניים חדש יחבר בין הקיבוצים לתחנת הרכבת",
        "נועה ברק",
        "2018-03-14T08:00:00+02:00",
        "14.03.2018 08:00",
        """
המועצה האזורית החלה בעבודות על מסלול אופניים באורך 11 קילומטרים שיחבר בין ארבעה קיבוצים לתחנת הרכבת החדשה. המסלול יהיה מואר ומופרד מהכביש.

עלות הפרויקט 14 מיליון שקל, ורובה ממומנת על ידי משרד התחבורה. סיום העבודות צפוי בקיץ 2019.
""",
        section="חדשות",
        top=(("מסלול אופניים לתחנת הרכבת", "0"), ("הפסקת מים ביום שלישי", "22"), ("פסטיבל האביב בעמק", "5")),
        nxt=("הפסקת מים ביום שלישי בשלושה יישובים", "העבודות בצנרת יימשכו מ־8:00 עד 16:00 …", "22"),
        reactions=(("👍", "188"), ("🚲", "74"), ("👎", "9")),
    )
    return _plain(
        "bm-pl-he-hatraot",
        "he-emek",
        st,
        Parts(top=top, inside=inside, css=css),
        "/hadashot/maslul-ofanayim-tahana",
        "an m. edition: a push-notification prompt, hamburger drawer, top-stories strip with counts, advertisement, reaction bar, '0 תגובות · הוספת תגובה', next article, sticky share bar",
        "A Hebrew valley news site's m. edition of 2018 on a cycle path: no reader comment; a push-notification prompt over the page, '0 תגובות' under the text, reaction counts and stories with comment counts.",
    )


def plain_bm() -> list[Case]:
    return [ru_closed(), uk_empty_tab(), zh_amp(), vi_empty_badge(), ar_sticky_login(), he_push()]
