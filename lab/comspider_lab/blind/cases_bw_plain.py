"""Blind set BW: three article pages of 2013-2015 without any reader comment, full of that era's furniture: a Hebrew
regional news site whose talkback area says "0 תגובות" beside the latest talkbacks of other articles and Shabbat
times (he); a Bengali regional paper whose comments are closed for the story, beside readers' latest comments on
other stories, most read with counts, prayer times and exchange rates (bn); a Turkish regional paper with "Bu habere
henüz yorum yapılmamış" and a members-only form, beside the latest comments of other news, most read with counts,
market data, prayer times and a video strip (tr). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_bw_common import Bits, Case, Piece, box, case, esc, links


def _plain(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: tuple[str, ...], desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=what,
    )


def he_galil() -> Case:
    talkbacks = (
        ("יוסי מנהריה", "כבר שנתיים מבטיחים את זה", "הכביש לכפר ורדים ייסגר לשלושה חודשים", "לפני 12 דקות"),
        ("רונית", "סוף סוף משהו טוב לצפון", "נפתח מרכז רפואי חדש בכרמיאל", "לפני 40 דקות"),
        ("דני ש.", "מי ישלם על זה? אנחנו", "הארנונה במעלות עולה ב-4%", "לפני שעה"),
        ("אבו ג'ורג'", "כל הכבוד לילדים", "תלמידי ג'ת זכו בתחרות הרובוטיקה הארצית", "לפני שעתיים"),
    )
    block = (
        '<div class="tk-zone" id="talkbacks"><div class="tk-bar"><b>תגובות</b> <span class="tk-count">0 תגובות</span> '
        '<a href="#tk-form" class="tk-new">הוסף תגובה</a></div>'
        '<p class="tk-empty">לכתבה זו אין עדיין תגובות. היו הראשונים להגיב!</p>'
        '<div id="tk-form" class="tk-form"><form action="/talkback/add" method="post">שם: <input type="text" name="name" /> מקום: <input type="text" name="place" /><br />'
        'כותרת: <input type="text" name="title" size="40" /><br />תוכן: <textarea name="body" rows="4" cols="50"></textarea><br />'
        '<input type="submit" value="שלח תגובה" /></form><p class="tk-rules">המערכת שומרת לעצמה את הזכות שלא לפרסם תגובות פוגעניות.</p></div></div>'
    )
    side = (
        box(
            "he-galil",
            "טוקבקים אחרונים",
            "<ul>"
            + "".join(
                f'<li><b>{esc(w)}:</b> "{esc(t)}" <a href="/article/{k}">{esc(a)}</a> <small>{esc(when)}</small></li>'
                for k, (w, t, a, when) in enumerate(talkbacks)
            )
            + "</ul>",
        )
        + box(
            "he-galil",
            "הנקראים ביותר",
            links(
                (
                    "הכביש לכפר ורדים ייסגר לשלושה חודשים",
                    "נפתח מרכז רפואי חדש בכרמיאל",
                    "הפועל עכו עלתה לליגת העל",
                    "שריפה בחורש ליד יחיעם, אין נפגעים",
                ),
                "/article/",
                "ol",
                ("(8,214 צפיות)", "(6,902 צפיות)", "(5,117 צפיות)", "(3,880 צפיות)"),
            ),
        )
        + box(
            "he-galil",
            "זמני שבת",
            "<p>פרשת שמיני · נהריה: כניסה 17:52, יציאה 18:47 · צפת: כניסה 17:41, יציאה 18:46</p>",
        )
        + box("he-galil", "מזג האוויר", "<p>נהריה 22° · כרמיאל 19° · צפת 15° · ים נוח</p>")
        + box(
            "he-galil",
            "וידאו",
            links(("הפריחה בנחל כזיב", "ראש העירייה בראיון מיוחד", "כך נראה השוק החדש בעכו"), "/video/"),
        )
    )
    style = (
        ".tk-zone{margin-top:18px;border-top:3px solid #2f6b52}.tk-bar{background:#eef4f0;padding:6px 10px}.tk-count{color:#888;margin:0 8px}.tk-new{float:left}"
        ".tk-empty{color:#888;padding:8px 10px}.tk-form{background:#f6f6f6;padding:8px 10px}.tk-rules{font-size:11px;color:#999}"
    )
    piece = Piece(
        "בית הכנסת העתיק בפקיעין ייפתח למבקרים אחרי שיפוץ",
        "מאת: מיכל אדרי",
        "2015-04-15T11:05:00+03:00",
        "15/04/2015 11:05",
        """
אחרי שנתיים של עבודות שימור, בית הכנסת העתיק בפקיעין ייפתח לקהל הרחב בשבוע הבא. השיפוץ כלל חיזוק הקירות, שחזור רצפת האבן והתקנת תאורה חדשה.

לדברי ראש המועצה, האתר ישמש גם כמרכז מבקרים שיספר את סיפורה של הקהילה היהודית שחיה בכפר לצד שכניה הדרוזים במשך מאות שנים.

הכניסה תהיה חופשית בימים א'–ה' בין השעות 9:00 ל-16:00, וביום שישי עד 13:00.
""",
        dek="עבודות השימור נמשכו שנתיים; הכניסה חופשית",
        section="אזורי",
        tags=("פקיעין", "שימור", "תיירות"),
        caption="בית הכנסת העתיק בפקיעין לאחר השיפוץ",
    )
    return _plain(
        "bw-he-efes-tguvot",
        "he-galil",
        piece,
        Bits(after=block, side=side, style=style, strip='יום רביעי, כ"ו בניסן תשע"ה | 15 באפריל 2015'),
        "/article/2015/04/15/pekiin-synagogue-reopens",
        "div.tk-zone#talkbacks: '0 תגובות', an empty-state line and the talkback form",
        ("latest talkbacks of other articles", "most read with counts"),
        "A Hebrew regional news site of 2015 (right to left): an article on a restored synagogue whose talkback area says '0 תגובות' and 'לכתבה זו אין עדיין תגובות', with the form; the left column's latest talkbacks of other articles (name, quoted title, article, relative time), most read with counts, Shabbat times, weather and a video list; the date strip in the Hebrew calendar.",
    )


def bn_padma() -> Case:
    latest = (
        ("আব্দুল করিম", "বাজারে সবজির দাম কমেনি, শুধু খবরেই কমেছে।", "রাজশাহীতে সবজির দাম কমেছে"),
        ("নাসরিন আক্তার", "ক্যাম্পাসে আবার সেশনজট শুরু হবে মনে হচ্ছে।", "রাবিতে পরীক্ষা পেছাল দুই সপ্তাহ"),
        ("মো. রফিক", "পদ্মার চরে ভাঙন ঠেকাতে স্থায়ী বাঁধ চাই।", "গোদাগাড়ীতে নদীভাঙনে ৪০ পরিবার গৃহহীন"),
    )
    block = (
        '<div class="mn-box" id="montobbo"><h3 class="mn-hd">পাঠকের মন্তব্য</h3>'
        '<p class="mn-closed">এই সংবাদে মন্তব্য করার সুযোগ বন্ধ রাখা হয়েছে।</p>'
        '<p class="mn-note">পদ্মাপাড় বার্তার যেকোনো সংবাদে মন্তব্য করতে হলে নিবন্ধন করুন। <a href="/register">নিবন্ধন</a> | <a href="/login">লগইন</a></p></div>'
    )
    side = (
        box(
            "bn-padma",
            "সর্বাধিক পঠিত",
            links(
                (
                    "রাজশাহীতে সবজির দাম কমেছে",
                    "রাবিতে পরীক্ষা পেছাল দুই সপ্তাহ",
                    "গোদাগাড়ীতে নদীভাঙনে ৪০ পরিবার গৃহহীন",
                    "আমের মুকুলে ছেয়ে গেছে চাঁপাইনবাবগঞ্জ",
                ),
                "/news/",
                "ol",
                ("(১২,৫৪০ বার পঠিত)", "(৯,৩১২ বার পঠিত)", "(৭,০৮৮ বার পঠিত)", "(৫,৯০১ বার পঠিত)"),
            ),
        )
        + box(
            "bn-padma",
            "পাঠকের সর্বশেষ মন্তব্য",
            "<ul>"
            + "".join(
                f'<li><b>{esc(w)}</b>: {esc(t)} <a href="/news/{k}">— {esc(a)}</a></li>'
                for k, (w, t, a) in enumerate(latest)
            )
            + "</ul>",
        )
        + box(
            "bn-padma",
            "নামাজের সময়সূচি (রাজশাহী)",
            "<p>ফজর ৪:৪৮ · যোহর ১২:০৮ · আসর ৪:২৪ · মাগরিব ৬:০৩ · এশা ৭:১৮</p>",
        )
        + box(
            "bn-padma",
            "মুদ্রা বিনিময় হার",
            "<p>ডলার ৭৭.৮০ টাকা · ইউরো ১০৬.৪০ টাকা · রুপি ১.২৭ টাকা</p>",
        )
        + box("bn-padma", "আবহাওয়া", "<p>রাজশাহী: রৌদ্রোজ্জ্বল, সর্বোচ্চ ৩১°, সর্বনিম্ন ১৭°</p>")
        + box(
            "bn-padma",
            "অনলাইন জরিপ",
            "<p>রাজশাহী-ঢাকা রুটে নতুন আন্তঃনগর ট্রেন চালু হওয়া উচিত কি?</p><p>হ্যাঁ ৮১% · না ১২% · মন্তব্য নেই ৭% (মোট ভোট: ২,৩১৪)</p>",
        )
    )
    style = ".mn-box{margin-top:18px;border:1px solid #eadcc0;background:#fffdf8;padding:8px 12px}.mn-hd{margin:0;color:#7a1f0f}.mn-closed{color:#a00;font-weight:bold}.mn-note{font-size:12px;color:#888}"
    piece = Piece(
        "বরেন্দ্র অঞ্চলে সেচের পানির সংকট, বোরো চাষ নিয়ে দুশ্চিন্তা",
        "নিজস্ব প্রতিবেদক, রাজশাহী",
        "2014-02-26T10:30:00+06:00",
        "প্রকাশ: ২৬ ফেব্রুয়ারি ২০১৪, ১০:৩০",
        """
বরেন্দ্র অঞ্চলে ভূগর্ভস্থ পানির স্তর আরও নেমে যাওয়ায় চলতি বোরো মৌসুমে সেচ নিয়ে দুশ্চিন্তায় পড়েছেন কৃষকেরা। অনেক গভীর নলকূপে পর্যাপ্ত পানি উঠছে না।

তানোর ও গোদাগাড়ী উপজেলার কয়েকজন কৃষক জানান, প্রতি বিঘায় সেচের খরচ গত বছরের তুলনায় প্রায় ৩০০ টাকা বেড়েছে।

বরেন্দ্র বহুমুখী উন্নয়ন কর্তৃপক্ষ বলছে, পানির সাশ্রয়ী ব্যবহারের জন্য কৃষকদের প্রশিক্ষণ দেওয়া হচ্ছে এবং কিছু এলাকায় ভূ-উপরিস্থ পানি ব্যবহারের পরিকল্পনা রয়েছে।
""",
        dek="প্রতি বিঘায় সেচের খরচ বেড়েছে প্রায় ৩০০ টাকা",
        section="রাজশাহী",
        tags=("বরেন্দ্র", "সেচ", "বোরো"),
        caption="তানোরে শুকিয়ে যাওয়া সেচ নালা",
    )
    return _plain(
        "bw-bn-montobbo-bondho",
        "bn-padma",
        piece,
        Bits(
            after=block,
            side=side,
            style=style,
            strip="বুধবার, ২৬ ফেব্রুয়ারি ২০১৪ | ১৪ ফাল্গুন ১৪২০ | ২৫ রবিউস সানি ১৪৩৫",
        ),
        "/news/2014/02/26/borendro-sech-sonkot",
        "div.mn-box#montobbo: 'পাঠকের মন্তব্য' with a closed notice",
        ("readers' latest comments on other stories", "most read with counts"),
        "A Bengali regional paper of 2014: an article on irrigation water with a 'পাঠকের মন্তব্য' box that says comments are closed for this story; the right column's most read with counts, readers' latest comments on other stories (name, text, story), prayer times, exchange rates, weather and a poll with results, in Bengali digits; the date strip in the Bengali, Gregorian and Hijri calendars.",
    )


def tr_ova() -> Case:
    latest = (
        ("Ahmet K.", "Bu yol her kış aynı hale geliyor.", "Ova yolunda çökme: trafik tek şeritten"),
        ("Fatma Öztürk", "Pazarcılar da haklı, kira çok yüksek.", "Cumartesi pazarı yeni yerine taşındı"),
        ("Ovalı", "Hocamıza geçmiş olsun.", "Ovaspor'un teknik direktörü ameliyat oldu"),
        ("Serdar", "Müjde değil bu, zaten hakkımızdı.", "Organize sanayiye doğalgaz müjdesi"),
    )
    block = (
        '<div class="yr-alan" id="yorumlar"><div class="yr-baslik">Yorumlar <span>(0)</span></div>'
        '<p class="yr-yok">Bu habere henüz yorum yapılmamış. İlk yorumu siz yapın!</p>'
        '<div class="yr-giris"><p>Yorum yapabilmek için <a href="/uye/giris">üye girişi</a> yapmalısınız. Üye değil misiniz? <a href="/uye/kayit">Hemen üye olun</a>.</p>'
        '<textarea rows="3" cols="60" disabled="disabled">Yorumunuzu buraya yazın...</textarea></div>'
        '<p class="yr-uyari">Yasalara aykırı, hakaret içeren yorumlar onaylanmamaktadır.</p></div>'
    )
    side = (
        box(
            "tr-ova",
            "Son Yorumlar",
            "<ul>"
            + "".join(
                f'<li><b>{esc(w)}</b>: {esc(t)}<br /><a href="/haber/{k}">{esc(a)}</a></li>'
                for k, (w, t, a) in enumerate(latest)
            )
            + "</ul>",
        )
        + box(
            "tr-ova",
            "Çok Okunanlar",
            links(
                (
                    "Ova yolunda çökme: trafik tek şeritten",
                    "Organize sanayiye doğalgaz müjdesi",
                    "Cumartesi pazarı yeni yerine taşındı",
                    "Ovaspor sahasında 3-1 kazandı",
                ),
                "/haber/",
                "ol",
                ("14.220 okunma", "9.876 okunma", "7.431 okunma", "6.005 okunma"),
            ),
        )
        + box(
            "tr-ova",
            "Piyasalar",
            "<p>BIST 100: 71.402 ▲ · Dolar: 2,1540 ▼ · Euro: 2,9411 ▲ · Altın (gr): 88,20 ▼</p>",
        )
        + box(
            "tr-ova",
            "Namaz Vakitleri",
            "<p>İmsak 04:31 · Güneş 06:02 · Öğle 12:58 · İkindi 16:44 · Akşam 19:44 · Yatsı 21:08</p>",
        )
        + box("tr-ova", "Hava Durumu", "<p>Bugün: güneşli, 28° / 14°. Yarın: parçalı bulutlu.</p>")
        + box(
            "tr-ova",
            "Video Galeri",
            links(
                ("Hasat şenliğinden görüntüler", "Selden sonra köy yolu", "Başkan sorularımızı yanıtladı"),
                "/video/",
            ),
        )
    )
    style = (
        ".yr-alan{margin-top:18px;border-top:3px solid #d4161c}.yr-baslik{font-size:18px;font-weight:bold;padding:6px 0}.yr-baslik span{color:#999}"
        ".yr-yok{color:#777;background:#f7f7f7;padding:8px}.yr-giris{font-size:13px}.yr-uyari{font-size:11px;color:#999}"
    )
    piece = Piece(
        "Şeker pancarı hasadı başladı, çiftçi fiyattan memnun değil",
        "Haber: Mustafa Çelik",
        "2013-09-18T09:45:00+03:00",
        "18.09.2013 09:45 | Güncelleme: 18.09.2013 11:20",
        """
Ovada şeker pancarı hasadı başladı. Bu yıl yaklaşık 42 bin dekarlık alanda ekim yapılırken, verimin geçen yıla göre yüzde 10 daha yüksek olması bekleniyor.

Ziraat Odası Başkanı, açıklanan ton fiyatının girdi maliyetlerini karşılamadığını söyledi. Mazot ve gübre fiyatlarındaki artışın çiftçiyi zor durumda bıraktığını belirtti.

Şeker fabrikası ise pancar alımlarının ekim ayı sonuna kadar süreceğini, ödemelerin kasım ayında yapılacağını açıkladı.
""",
        dek="Verim yüksek, fiyat düşük: çiftçi maliyetlerden şikâyetçi",
        section="Ekonomi",
        tags=("şeker pancarı", "hasat", "çiftçi"),
        caption="Ovada pancar hasadı",
    )
    return _plain(
        "bw-tr-yorum-yok",
        "tr-ova",
        piece,
        Bits(after=block, side=side, style=style, strip="18 Eylül 2013 Çarşamba | Ova 28°"),
        "/haber/ekonomi/seker-pancari-hasadi-basladi-h18352.html",
        "div.yr-alan#yorumlar: 'Yorumlar (0)', 'Bu habere henüz yorum yapılmamış', a members-only form",
        ("latest comments of other news", "most read with counts"),
        "A Turkish regional paper of 2013: an article on the sugar-beet harvest with 'Yorumlar (0)', 'Bu habere henüz yorum yapılmamış. İlk yorumu siz yapın!' and a disabled members-only form; the right column's latest comments of other news (name, text, headline), most read with counts, market data, prayer times, weather and a video list.",
    )


def plain_bw() -> list[Case]:
    return [he_galil(), bn_padma(), tr_ova()]
