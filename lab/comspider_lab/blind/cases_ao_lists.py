"""Blind set AO: six article pages without any reader comment (truth zero) whose furniture holds a list with a
discussion entry's shape, dated the local ways, of kinds the earlier sets' lists do not name: the week's Friday
sermons in the town's mosques with Hijri dates in Arabic-Indic digits (ar), anglers' catch reports dated in the
Minguo calendar 民國113年 (zh), a wetland's bird sightings dated in Bikram Sambat in Devanagari digits (ne), a
university's doctoral viva announcements (ta), urgent blood appeals in Urdu digits (ur) and a parish's mass
intentions (cs). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_ao_common import Case, Parts, Story, esc, make, rows


def ar_sermons() -> Case:
    items = rows("""
جامع النور | الشيخ عبد الرحمن الحربي | الجمعة ٢٧ جمادى الأولى ١٤٤٦هـ الموافق ٢٩ نوفمبر ٢٠٢٤م، ١١:٤٥ ص | فضل الإحسان إلى الجار، والتذكير بحقوق كبار السن في الحي.
مسجد السوق القديم | الشيخ ماجد العتيبي | الجمعة ٢٧ جمادى الأولى ١٤٤٦هـ الموافق ٢٩ نوفمبر ٢٠٢٤م، ١١:٥٠ ص | الأمانة في البيع والشراء، وموعظة للتجار مع افتتاح السوق الجديد.
جامع الواحة الكبير | الشيخ سليمان البدري | الجمعة ٢٧ جمادى الأولى ١٤٤٦هـ الموافق ٢٩ نوفمبر ٢٠٢٤م، ١٢:٠٠ م | المحافظة على الماء والنخيل، وشكر النعمة في موسم قلة الأمطار.
مسجد حي الرمال | الشيخ خالد الزهراني | الجمعة ٢٧ جمادى الأولى ١٤٤٦هـ الموافق ٢٩ نوفمبر ٢٠٢٤م، ١١:٤٠ ص | بر الوالدين في زمن الانشغال، وصلة الرحم.
مسجد المزارع | الشيخ فهد القحطاني | الجمعة ٢٧ جمادى الأولى ١٤٤٦هـ الموافق ٢٩ نوفمبر ٢٠٢٤م، ١١:٤٥ ص | آداب الطريق، والتحذير من السرعة قرب المدارس.
""")
    li = "".join(
        f'<li class="khutba"><p class="kh-masjid">{esc(m)}</p><p class="kh-khatib">{esc(k)}</p>'
        f'<p class="kh-waqt">{esc(t)}</p><p class="kh-mawdu">{esc(s)}</p></li>'
        for m, k, t, s in items
    )
    rail = f'<section class="khutab"><h2>خطب الجمعة في مساجد المدينة</h2><ul class="kh-qaima">{li}</ul><p><a href="/khutab">أرشيف الخطب</a></p></section>'
    st = Story(
        "افتتاح سوق الحرفيين الجديد قرب بوابة المدينة القديمة",
        "كتبت: هدى السالم",
        "2024-11-27T09:00:00+03:00",
        "الأربعاء ٢٥ جمادى الأولى ١٤٤٦هـ - ٢٧ نوفمبر ٢٠٢٤م",
        """
افتتحت البلدية صباح اليوم سوق الحرفيين الجديد قرب بوابة المدينة القديمة، ويضم السوق أربعين محلاً لصناعة السلال من سعف النخيل والفخار والنسيج.

وقال رئيس البلدية إن المحلات أُجّرت بأسعار رمزية للحرفيين من أبناء الواحة، وإن السوق سيفتح أبوابه يومياً من العصر حتى العاشرة مساءً.

ويأمل الحرفيون أن يجذب السوق الزوار في موسم الشتاء، حين تكثر الرحلات إلى الواحة.
""",
        today="الجمعة ٢٧ جمادى الأولى ١٤٤٦هـ",
        latest=(
            "بدء موسم صرام التمور",
            "مهرجان الشعر الشعبي الأسبوع المقبل",
            "تأهل فريق الواحة إلى نصف النهائي",
        ),
        tags=("سوق الحرفيين", "البلدية"),
    )
    return make(
        "ao-ll-ar-khutab-hijri",
        "lookalike",
        "ar-nakhil",
        st,
        Parts(rail=rail),
        [],
        path="/mahalliyat/souq-alhirafiyin",
        container="section.khutab (side column): h2, ul.kh-qaima > li.khutba (p.kh-masjid mosque, p.kh-khatib preacher, p.kh-waqt Hijri and Gregorian date and time in Arabic-Indic digits, p.kh-mawdu one-sentence topic)",
        heading="خطب الجمعة في مساجد المدينة",
        description="An Arabic city paper of November 2024 (Hijri 1446): an article on a craftsmen's market, and in the side column the week's Friday sermons: five mosques, each a preacher's name, the Hijri and Gregorian date and time in Arabic-Indic digits and a one-sentence topic; no reader comment.",
        lookalikes=("the week's Friday sermons (mosque, preacher, Hijri date and time, topic)",),
    )


def zh_catch() -> Case:
    items = rows("""
阿輝伯 | 民國113年11月3日 清晨5:40 | 南堤 | 黑鯛 1.2公斤 | 東北季風剛起，浪不大，用蝦仁釣到兩尾，另一尾太小放掉了。
小林釣具行 林先生 | 民國113年11月2日 下午4:15 | 紅燈塔下 | 白帶魚 8尾 | 傍晚開始有咬口，天黑前一小時最好，記得帶頭燈。
海釣新手Amy | 民國113年11月2日 上午9:30 | 北堤內側 | 花身雞魚 3尾 | 第一次來就有收穫，旁邊的大哥很熱心教我綁線組。
老陳 | 民國113年10月30日 晚上8:50 | 漁港內 | 小卷 半桶 | 燈光下很多，但請大家不要亂丟垃圾，港務人員已經在巡了。
""")
    li = "".join(
        f'<li class="dk-hui"><div class="dk-ren">{esc(n)}</div><div class="dk-shi">{esc(t)}</div>'
        f'<div class="dk-di">📍{esc(p)} · 🐟 {esc(f)}</div><div class="dk-hua">{esc(x)}</div></li>'
        for n, t, p, f, x in items
    )
    box = (
        '<section class="diaokuang"><h3>本週釣況回報</h3><p class="dk-shuo">讀者投稿，每週更新</p>'
        f'<ol class="dk-list">{li}</ol><p><a href="/diaokuang/tougao">我要回報釣況</a></p></section>'
    )
    st = Story(
        "望港南防波堤整修 明年春天完工",
        "記者 黃怡君",
        "2024-11-05T10:00:00+08:00",
        "民國113年11月5日 上午10:00",
        """
望港南防波堤因颱風侵襲受損，縣政府決定撥款整修，工程預計本月中旬開工，明年春天完工。

施工期間，南堤末端約兩百公尺將封閉，釣客與遊客只能到北堤及燈塔周邊活動。漁會提醒，夜間請勿進入施工區域。

整修後的防波堤將加高一公尺，並增設欄杆與照明。
""",
        today="中華民國113年11月5日 星期二",
        latest=("漁會辦理冬季安全講習", "老街咖啡節週末登場", "國小划龍舟隊獲獎"),
        tags=("防波堤", "漁港"),
    )
    return make(
        "ao-ll-zh-minguo-catch",
        "lookalike",
        "zh-wanggang",
        st,
        Parts(after=box),
        [],
        path="/difang/nandi-zhengxiu",
        container="section.diaokuang: h3 '本週釣況回報', ol.dk-list > li.dk-hui (div.dk-ren angler, div.dk-shi '民國113年11月3日 清晨5:40', div.dk-di place and catch, div.dk-hua one or two sentences)",
        heading="本週釣況回報",
        description="A Taiwanese harbour weekly of November 2024 (民國113年): an article on a breakwater repair and under it the week's anglers' catch reports sent by readers, four entries each a name, a Minguo date and time with 清晨/下午/晚上, a place and catch and a sentence; no reader comment.",
        lookalikes=("anglers' catch reports (angler, Minguo date and time, place, catch, a sentence)",),
    )


def ne_birds() -> Case:
    items = rows("""
सीता थापा | २०८१ कात्तिक १५, बिहान ६:२० | सारस | पूर्वी तालको किनार | दुईवटा सारस धानखेतमा चरिरहेका थिए, गत वर्षभन्दा पहिले आइपुगे।
रमेश चौधरी | २०८१ कात्तिक १४, बिहान ७:०५ | राजहाँस | बीचको टापु | करिब चालीस वटाको बथान देखियो, पानी अझै सफा छ।
विद्यालय प्रकृति क्लब | २०८१ कात्तिक १२, दिउँसो २:३० | माछा मार्ने चरा | पुलमुनि | विद्यार्थीहरूले पहिलो पटक दूरबिनबाट हेरे, धेरै रमाइलो भयो।
दीपेन्द्र यादव | २०८१ कात्तिक १०, साँझ ५:४५ | कालो टाउके गिद्ध | जङ्गलको छेउ | एउटा मात्र देखियो, गाउँलेलाई विष नराख्न अनुरोध गर्छु।
""")
    li = "".join(
        f'<li class="av-prasti"><span class="av-naam">{esc(n)}</span> <span class="av-miti">{esc(d)}</span>'
        f'<p class="av-chara">{esc(b)} — {esc(p)}</p><p class="av-tippani">{esc(x)}</p></li>'
        for n, d, b, p, x in items
    )
    rail = f'<section class="avalokan"><h2>चराचुरुङ्गी अवलोकन</h2><ul class="av-suchi">{li}</ul><p><a href="/avalokan/pathaunuhos">तपाईंले देख्नुभएको चरा पठाउनुहोस्</a></p></section>'
    st = Story(
        "सिमसार क्षेत्र संरक्षणका लागि सामुदायिक समिति गठन",
        "तराई खबर संवाददाता",
        "2024-11-01T12:00:00+05:45",
        "२०८१ कात्तिक १६, शुक्रबार",
        """
गाउँपालिकाको पूर्वी भागमा रहेको सिमसार क्षेत्र संरक्षणका लागि स्थानीय बासिन्दाको सहभागितामा सामुदायिक समिति गठन गरिएको छ। समितिमा ग्यारह जना सदस्य छन्।

समितिले तालमा फोहोर फाल्न रोक्ने, माछा मार्ने समय तोक्ने र विद्यालयसँग मिलेर चरा अवलोकन कार्यक्रम चलाउने योजना बनाएको छ।

हिउँदमा यस क्षेत्रमा सयौँ आप्रवासी चराहरू आउने गर्छन्।
""",
        today="२०८१ कात्तिक १६ गते, शुक्रबार",
        latest=("धान भित्र्याउने चटारो", "राजमार्गको पुल मर्मत सुरु", "जिल्ला फुटबल प्रतियोगिता"),
        tags=("सिमसार", "चरा"),
    )
    return make(
        "ao-ll-ne-bikram-birds",
        "lookalike",
        "ne-terai",
        st,
        Parts(rail=rail),
        [],
        path="/watawaran/simsar-samiti",
        container="section.avalokan (side column): h2 'चराचुरुङ्गी अवलोकन', ul.av-suchi > li.av-prasti (span.av-naam observer, span.av-miti Bikram Sambat date and time, p.av-chara species and place, p.av-tippani a sentence)",
        heading="चराचुरुङ्गी अवलोकन",
        description="A Nepali regional news site of Kartik 2081 (November 2024): an article on a wetland committee and in the side column readers' bird sightings, four entries each an observer, a Bikram Sambat date in Devanagari digits with बिहान/दिउँसो/साँझ, species, place and a sentence; no reader comment.",
        lookalikes=("bird sightings (observer, Bikram Sambat date, species, place, note)",),
    )


def ta_viva() -> Case:
    items = rows("""
செ. கலைச்செல்வி | 12 மார்ச் 2025, காலை 10.30 | நெல் வயல்களில் உப்புநீர் ஊடுருவல்: டெல்டா கிராமங்களின் அனுபவம் | கடலோர கிராமங்களில் பத்து ஆண்டு கால மண் மாதிரிகளை ஆய்வு செய்துள்ளார்.
இரா. முத்துக்குமார் | 14 மார்ச் 2025, பிற்பகல் 2.00 | காவிரி கரையோர நாட்டுப்புறப் பாடல்களில் நீர் | அறுவடைப் பாடல்களையும் ஒப்பாரிகளையும் தொகுத்து ஆராய்ந்துள்ளார்.
அ. பாத்திமா பீவி | 18 மார்ச் 2025, காலை 11.00 | சிறு விவசாயிகளின் கூட்டுறவு சந்தைப்படுத்தல் | மூன்று மாவட்டங்களில் நூற்றைம்பது விவசாயிகளிடம் நேர்காணல் நடத்தியுள்ளார்.
க. விக்னேஷ் | 21 மார்ச் 2025, காலை 10.00 | குறைந்த செலவில் நீர் தரம் அறியும் உணரிகள் | பள்ளி மாணவர்களும் பயன்படுத்தக்கூடிய எளிய கருவியை வடிவமைத்துள்ளார்.
""")
    li = "".join(
        f'<li class="vt-ari"><b class="vt-peyar">{esc(n)}</b><span class="vt-naal">{esc(d)}</span>'
        f'<p class="vt-thalaippu">«{esc(t)}»</p><p class="vt-surukkam">{esc(x)}</p></li>'
        for n, d, t, x in items
    )
    box = (
        '<aside class="vaimozhi"><h3>முனைவர் பட்ட வாய்மொழித் தேர்வுகள் — இந்த மாதம்</h3>'
        f'<ul class="vt-pattiyal">{li}</ul><p class="vt-kurippu">அனைவரும் பங்கேற்கலாம். இடம்: பல்கலைக்கழக கருத்தரங்கக் கூடம்.</p></aside>'
    )
    st = Story(
        "வேளாண் கல்லூரியில் புதிய மண் ஆய்வு மையம் திறப்பு",
        "நமது செய்தியாளர்",
        "2025-03-08T09:00:00+05:30",
        "08 மார்ச் 2025, காலை 9.00",
        """
காவிரிக்கரை வேளாண் கல்லூரியில் புதிய மண் ஆய்வு மையம் வெள்ளிக்கிழமை திறக்கப்பட்டது. இதில் ஒரே நாளில் இருநூறு மண் மாதிரிகளை சோதிக்க முடியும்.

விவசாயிகள் தங்கள் நிலத்தின் மண் மாதிரியை நேரடியாகக் கொண்டு வந்து, ஒரு வாரத்தில் முடிவுகளைப் பெறலாம் என்று கல்லூரி முதல்வர் தெரிவித்தார்.

மையத்தில் பயிற்சி பெறும் மாணவர்கள் கிராமங்களுக்குச் சென்று மாதிரிகளைச் சேகரிக்கவும் திட்டமிடப்பட்டுள்ளது.
""",
        today="சனிக்கிழமை, 08 மார்ச் 2025",
        latest=("குறுவை சாகுபடிக்கு தண்ணீர் திறப்பு", "பள்ளிகளில் அறிவியல் கண்காட்சி", "மாவட்ட கபடி போட்டி"),
        tags=("வேளாண்மை", "கல்லூரி"),
    )
    return make(
        "ao-ll-ta-viva-notices",
        "lookalike",
        "ta-kaveri",
        st,
        Parts(inside=box),
        [],
        path="/kalvi/man-aayvu-maiyam",
        container="aside.vaimozhi inside the article: h3, ul.vt-pattiyal > li.vt-ari (b.vt-peyar candidate, span.vt-naal '12 மார்ச் 2025, காலை 10.30', p.vt-thalaippu thesis title, p.vt-surukkam a sentence)",
        heading="முனைவர் பட்ட வாய்மொழித் தேர்வுகள் — இந்த மாதம்",
        description="A Tamil delta news site of March 2025: an article on a soil-testing centre and inside it the month's doctoral viva announcements, four entries each a candidate, a date with காலை/பிற்பகல், a thesis title and a sentence; no reader comment.",
        lookalikes=("doctoral viva announcements (candidate, date and time, thesis title, a sentence)",),
    )


def ur_blood() -> Case:
    items = rows("""
محمد عارف (والد) | ۱۴ مارچ ۲۰۲۵، صبح ۸:۳۰ | O منفی | سول ہسپتال، وارڈ نمبر ۷ | میرے بیٹے کو تھیلیسیمیا ہے، ہر مہینے دو بوتل خون چاہیے۔ اللہ آپ کو جزا دے۔
نسرین بی بی | ۱۳ مارچ ۲۰۲۵، رات ۱۰:۱۵ | B مثبت | زچہ و بچہ مرکز | بہن کا آپریشن کل صبح ہے، تین ڈونر درکار ہیں۔
عثمان غنی | ۱۳ مارچ ۲۰۲۵، دوپہر ۲:۴۰ | A مثبت | ٹراما سینٹر | سڑک حادثے کے زخمی کے لیے، بلڈ بینک میں نام لکھوا کر آئیں۔
حافظ نعیم | ۱۲ مارچ ۲۰۲۵، شام ۶:۰۰ | AB منفی | گردہ سینٹر | ڈائیلاسز کے مریض کے لیے، نایاب گروپ ہے، براہ کرم شیئر کریں۔
""")
    li = "".join(
        f'<li class="kh-apil"><div class="kh-naam">{esc(n)}</div><div class="kh-tareekh">{esc(d)}</div>'
        f'<div class="kh-group">🩸 {esc(g)} · {esc(h)}</div><p class="kh-paigham">{esc(x)}</p></li>'
        for n, d, g, h, x in items
    )
    rail = (
        '<section class="khoon-apil"><h2>خون کی فوری ضرورت</h2><p>یہ اپیلیں بلڈ بینک کی تصدیق کے بعد شائع کی جاتی ہیں۔</p>'
        f'<ul class="kh-fehrist">{li}</ul></section>'
    )
    st = Story(
        "سول ہسپتال کے بلڈ بینک میں نئی مشینیں نصب",
        "نمائندہ خصوصی",
        "2025-03-14T11:00:00+05:00",
        "۱۴ مارچ ۲۰۲۵ء، جمعہ",
        """
سول ہسپتال کے بلڈ بینک میں خون کو محفوظ کرنے اور اجزاء الگ کرنے کی نئی مشینیں نصب کر دی گئی ہیں۔ اس سے تھیلیسیمیا کے بچوں کو بروقت خون ملنے میں آسانی ہوگی۔

بلڈ بینک کے انچارج کے مطابق اب ایک بوتل خون سے تین مریضوں کی ضرورت پوری کی جا سکے گی۔

شہریوں سے اپیل کی گئی ہے کہ وہ ہر تین ماہ بعد خون کا عطیہ دیں۔
""",
        today="جمعہ، ۱۴ مارچ ۲۰۲۵ء — ۱۳ رمضان المبارک ۱۴۴۶ھ",
        latest=("رمضان بازار میں آٹے کی قیمت", "نہر کی صفائی شروع", "ضلعی کرکٹ ٹورنامنٹ کا فائنل"),
        tags=("صحت", "بلڈ بینک"),
    )
    return make(
        "ao-ll-ur-khoon-apil",
        "lookalike",
        "ur-chenab",
        st,
        Parts(rail=rail),
        [],
        path="/sehat/blood-bank-nai-machinen",
        container="section.khoon-apil (side column): h2 'خون کی فوری ضرورت', ul.kh-fehrist > li.kh-apil (div.kh-naam, div.kh-tareekh '۱۴ مارچ ۲۰۲۵، صبح ۸:۳۰', div.kh-group blood group and hospital, p.kh-paigham a sentence)",
        heading="خون کی فوری ضرورت",
        description="An Urdu regional news site of March 2025: an article on a blood bank and in the side column urgent blood appeals, four entries each a name, a date in Urdu digits with صبح/دوپہر/شام/رات, a blood group and hospital and a sentence; no reader comment.",
        lookalikes=("urgent blood appeals (name, date and time, blood group, hospital, a sentence)",),
    )


def cs_intentions() -> Case:
    items = rows("""
neděle 17. března, 8.00 | za zemřelého Josefa Vacka a celou rodinu | prosí manželka Marie
neděle 17. března, 10.30 | za farníky | —
úterý 19. března, 18.00 | na poděkování za 50 let společného života s prosbou o další požehnání | prosí manželé Novákovi
středa 20. března, 7.00 | za duše v očistci | prosí paní Hrubá
pátek 22. března, 18.00 | za nemocného Petra a jeho uzdravení | prosí sestra Lenka
""")
    li = "".join(
        f'<tr><td class="um-kdy">{esc(d)}</td><td class="um-umysl">{esc(u)}'
        + (f'<br><small class="um-kdo">{esc(k)}</small>' if k != "—" else "")
        + "</td></tr>"
        for d, u, k in items
    )
    box = (
        '<section class="umysly"><h3>Úmysly mší svatých na příští týden</h3>'
        f'<table class="um-tab"><tbody>{li}</tbody></table><p>Úmysly přijímáme v sakristii po mši nebo na faře.</p></section>'
    )
    st = Story(
        "Zvon Marie se po opravě vrátil do věže",
        "Napsala Ludmila Šťastná",
        "2024-03-12T19:00:00+01:00",
        "úterý 12. března 2024",
        """
Po čtyřech měsících se do věže kostela sv. Jakuba vrátil zvon Marie. Prasklinu v jeho okraji opravila slévárna v Brně a obec se na opravě podílela polovinou nákladů.

Zvon ulitý v roce 1928 zazní poprvé v neděli v poledne. Všichni jsou zváni na krátké setkání před kostelem.

Děkujeme všem, kdo na opravu přispěli do sbírky.
""",
        latest=("Masopust 2024: fotografie", "Velikonoční bohoslužby", "Brigáda na hřbitově"),
        tags=("zvon", "kostel"),
    )
    return make(
        "ao-ll-cs-umysly-msi",
        "lookalike",
        "cs-brezina",
        st,
        Parts(after=box),
        [],
        path="/farnost/zvon-marie-zpet-ve-vezi",
        container="section.umysly after the post: h3, table.um-tab (td.um-kdy 'neděle 17. března, 8.00', td.um-umysl the intention and on four 'prosí …')",
        heading="Úmysly mší svatých na příští týden",
        description="A Czech parish and village blog of March 2024: a post on a church bell's repair and under it next week's mass intentions, five rows each a day and date without the year (genitive month) and time, the intention and on four who asked for it; no reader comment.",
        lookalikes=("a parish's mass intentions (day and time, intention, who asks)",),
    )


def lists_ao() -> list[Case]:
    return [ar_sermons(), zh_catch(), ne_birds(), ta_viva(), ur_blood(), cs_intentions()]
