"""Blind set BL: long discussions in the served HTML: a sort menu with a pinned and a staff comment and long comments
cut by "read more" (ar); removed entries and entries hidden for a low rating (hi); batches loaded by infinite scroll
(zh); replies quoting their parent (th); a blog thread where the writer answers again and again, subthreads folded in
<details> (nl); a chain of "show more" buttons fetching HTML fragments (tr). Every name, place and text invented."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bl_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    seeds,
    site,
    thread,
    tree,
)

# --------------------------------------------------------------------------- ar: sort menu, pinned, staff, read more

AR_SITE = site("""
name: صدى الواحة
lang: ar
dir: rtl
px: sw
style: portal
accent: #0f5132
motto: جريدة الواحة الإلكترونية
sections: الرئيسية; محليات; اقتصاد; ثقافة; رياضة; آراء
most_read: الأكثر قراءة
read_rows: افتتاح سوق التمور الجديد = 21 ألف قراءة; انقطاع المياه عن حي النخيل = 17 ألف قراءة; مهرجان الشعر يعود بعد غياب = 9 آلاف قراءة; نتائج الدوري المحلي = 8 آلاف قراءة
most_talked: الأكثر تعليقا
talk_rows: هل تُغلق المكتبة العامة أيام الجمعة؟ = 27 تعليقا; انقطاع المياه عن حي النخيل = 140 تعليقا; أسعار الخبز ترتفع مجددا = 96 تعليقا; الحافلات المدرسية متأخرة = 61 تعليقا
related: أخبار ذات صلة
letter: النشرة الصباحية في بريدك كل يوم
subscribe: اشترك
paywall: اشترك في صدى الواحة بريال واحد في الشهر الأول
contact: اتصل بنا
font: Tahoma,sans-serif
""")

AR_THREAD = thread("""
سعاد القاسم | 14/06/2020 09:05 | - | pin | كنت أعمل أمينة مكتبة هناك حتى تقاعدي. يوم الجمعة كان أكثر أيامنا ازدحاما، وأغلب الزوار عائلات كاملة. أتمنى أن يجدوا حلا غير الإغلاق.
سالم العبيدي | 14/06/2020 09:12 | - | - | الجمعة هو اليوم الوحيد الذي يستطيع فيه العمال زيارة المكتبة. إغلاقها يومها قرار غريب.
نورة | 14/06/2020 09:25 | 1 | - | أتفق معك يا سالم. ابني يدرس في المكتبة كل جمعة لأن البيت مزدحم.
خالد م. | 14/06/2020 09:40 | 1 | - | الموظفون أيضا لهم حق في عطلة الجمعة مع عائلاتهم.
سالم العبيدي | 14/06/2020 09:52 | 3 | - | لا أحد ينكر ذلك يا خالد. يمكن تبديل الورديات، كما تفعل المستشفيات.
خالد م. | 14/06/2020 10:05 | 4 | - | المستشفى ليس مثل المكتبة. لكن فكرة الورديات معقولة.
أم يوسف | 14/06/2020 10:20 | 5 | - | ابنتي موظفة في المكتبة، وهي تقول إن عددهم سبعة فقط. لا يكفون لورديتين.
سالم العبيدي | 14/06/2020 10:31 | 6 | - | إذن المشكلة في قلة الموظفين وليس في يوم الجمعة. يجب أن تطالب البلدية بتوظيف المزيد.
د. هالة الشريف | 14/06/2020 10:45 | - | more | أعمل في المكتبات منذ عشرين عاما، وأرى أن المسألة أعمق من يوم واحد. المكتبة العامة في مدينتنا لم يتغير نظامها منذ التسعينيات: نفس الساعات، نفس طريقة الإعارة، لا خدمة رقمية. عندما تُغلق يوم الجمعة يخسر الطلاب والعمال، لكن حتى في الأيام الأخرى تُغلق في الثانية ظهرا، أي قبل أن يخرج أغلب الناس من أعمالهم. // أقترح أن تفتح المكتبة من الظهر حتى التاسعة مساء بدل الصباح، وأن يُفتح باب التطوع للمتقاعدين والطلاب الجامعيين. هكذا لا نحتاج إلى ميزانية جديدة كبيرة، ونخدم الناس في الوقت الذي يحتاجون فيه المكتبة فعلا.
فيصل | 14/06/2020 11:02 | 8 | - | اقتراح ممتاز يا دكتورة. أنا طالب جامعي ومستعد للتطوع يومين في الأسبوع.
د. هالة الشريف | 14/06/2020 11:15 | 9 | - | شكرا يا فيصل. هذا بالضبط ما نحتاجه. راسل جمعية أصدقاء المكتبة.
فيصل | 14/06/2020 11:30 | 10 | - | سأفعل اليوم إن شاء الله.
محرر الصفحة المحلية | 14/06/2020 12:00 | 8 | staff | سننقل اقتراح الدكتورة هالة إلى مدير المكتبة ونطلب رده للنشر في عدد الأحد.
رائد | 14/06/2020 11:20 | - | - | المكتبة فارغة أصلا. من يقرأ الكتب الورقية اليوم؟
نورة | 14/06/2020 11:35 | 13 | - | تفضل زرها بعد العصر وسترى الطاولات كلها مشغولة بالطلاب.
رائد | 14/06/2020 11:48 | 14 | - | ربما. آخر مرة دخلتها كانت قبل عشر سنوات.
خالد م. | 14/06/2020 12:02 | 15 | - | هذا هو الجواب إذن 😄
ليلى ع. | 14/06/2020 12:40 | - | - | هل ستبقى قاعة الأطفال مفتوحة يوم السبت على الأقل؟
محرر الصفحة المحلية | 14/06/2020 13:05 | 17 | staff | نعم، حسب بيان البلدية قاعة الأطفال تعمل السبت من التاسعة حتى الواحدة.
ليلى ع. | 14/06/2020 13:15 | 18 | - | شكرا على الرد السريع.
عبدالله | 14/06/2020 14:20 | - | more | أنا متقاعد وأذهب إلى المكتبة كل يوم تقريبا لقراءة الصحف. لن أتضايق من إغلاقها يوم الجمعة لأنني أصلي الجمعة وأزور أهلي. لكنني أفهم أن الشباب يريدونها مفتوحة. // ما يزعجني أكثر هو أن قسم الصحف صار صغيرا جدا، ولم تعد المكتبة تشتري إلا صحيفتين. كان عندنا قبل عشر سنوات اثنتا عشرة صحيفة ومجلة.
سالم العبيدي | 14/06/2020 14:38 | 20 | - | معك حق يا عم عبدالله. حتى صحيفتنا هذه لم أجدها هناك.
بسمة | 14/06/2020 15:10 | - | - | وقعت عريضة الطلاب على الإنترنت، وصلنا إلى ألف ومئتي توقيع حتى الآن.
رائد | 14/06/2020 15:25 | 22 | - | أرسلي الرابط، سأوقع رغم كل شيء.
بسمة | 14/06/2020 15:40 | 23 | - | الرابط في صفحة جمعية أصدقاء المكتبة، أول منشور.
أم يوسف | 14/06/2020 17:05 | - | - | قرأت التعليقات كلها وسأعرضها على ابنتي. ربما يفيد الموظفين أن يعرفوا أن الناس يحبون مكتبتهم.
""")


def _ar_wrap(s: str) -> str:
    return f'<div class="sw-rudud">{s}</div>'


def ar_sorted() -> Case:
    cs = AR_THREAD

    def item(i: int, c: C, replies: str) -> str:
        cls = "sw-t" + (" sw-pin" if c.has("pin") else "") + (" sw-staff" if c.has("staff") else "")
        label = ""
        if c.has("pin"):
            label += '<span class="sw-lbl">📌 مثبّت · اختيار المحرر</span> '
        if c.has("staff"):
            label += '<span class="sw-lbl sw-red">فريق التحرير</span> '
        if c.has("more"):
            first, rest = c.text.split("\n\n", 1)
            body = (
                f'<div class="sw-nas"><p>{esc(first)}</p><div class="sw-baqi" hidden>{paras(rest)}</div>'
                '<button type="button" class="sw-mazid" onclick="this.previousElementSibling.hidden=false;this.remove()">اقرأ المزيد</button></div>'
            )
        else:
            body = f'<div class="sw-nas">{paras(c.text)}</div>'
        return (
            f'<div class="{cls}" id="t{i + 1}"><div class="sw-ra">{label}<span class="sw-ism">{esc(c.name)}</span>'
            f' <span class="sw-waqt">{esc(c.when)}</span></div>{body}<div class="sw-adawat"><button>👍 {(13 * i + 5) % 40}</button>'
            f" <button>👎 {(i * 7) % 6}</button> <button>رد</button> <button>إبلاغ</button></div>{replies}</div>"
        )

    block = (
        '<section class="sw-araa" id="araa"><h2>تعليقات القراء (26)</h2>'
        '<div class="sw-tartib"><label>ترتيب حسب: <select><option selected>الأكثر تفاعلا</option><option>الأحدث</option>'
        "<option>الأقدم</option></select></label></div>"
        + tree(cs, item, _ar_wrap)
        + '<form class="sw-form"><textarea placeholder="أضف تعليقك"></textarea><button>نشر</button></form></section>'
    )
    css = (
        ".sw-t{border-top:1px solid #dde5e0;padding:10px 0}.sw-rudud{margin-right:28px;border-right:3px solid #cfe3d7;padding-right:10px}"
        ".sw-pin{background:#f3faf5}.sw-lbl{font-size:12px;background:#e7f1ea;padding:1px 6px}.sw-red{background:#0f5132;color:#fff}"
        ".sw-ism{font-weight:700}.sw-waqt{color:#888;font-size:12px}.sw-mazid{border:0;background:none;color:#0f5132;cursor:pointer}"
    )
    st = Story(
        "هل تُغلق المكتبة العامة أيام الجمعة؟ البلدية تقرر وتثير الجدل",
        "مريم الحسن",
        "2020-06-13T19:00:00+03:00",
        "13 يونيو 2020",
        """
قررت بلدية الواحة إغلاق المكتبة العامة أيام الجمعة ابتداء من الشهر المقبل، بعد أن كانت تفتح أبوابها سبعة أيام في الأسبوع منذ افتتاحها عام 1987.

وقال مدير المكتبة إن القرار سببه نقص الموظفين، إذ لم يبق في المكتبة سوى سبعة موظفين بعد تقاعد أربعة منهم. وأكد أن قاعة الأطفال ستعمل يوم السبت كالمعتاد.

وأطلق طلاب جامعيون عريضة على الإنترنت يطالبون فيها بالتراجع عن القرار.
""",
        lead="سبعة موظفين فقط، وطلاب يجمعون التوقيعات. ماذا بعد؟",
        related=(
            "جمعية أصدقاء المكتبة تجتمع الأحد",
            "قاعة الأطفال في المكتبة تحتفل بعامها العاشر",
            "التطوع في المؤسسات العامة",
        ),
    )
    return make(
        "bl-ar-sort-pinned-readmore",
        "discussion",
        AR_SITE,
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/local/maktaba-juma",
        container="section.sw-araa#araa: div.sw-t (nested div.sw-rudud), a sort <select>",
        heading="تعليقات القراء (26)",
        description="An Arabic (RTL) local paper of 2020 on the library closing on Fridays: 26 comments in the served HTML, a sort menu ('الأكثر تفاعلا'), a former librarian's comment pinned at the top as the editors' pick ('📌 مثبّت · اختيار المحرر'), the editor answering, two long comments cut by 'اقرأ المزيد' (the rest in a hidden div), replies up to six levels deep; the hardest: the pinned pick, the staff answers and the cut long comments.",
    )


# --------------------------------------------------------------------------- hi: removed and low-rated entries

HI_SITE = site("""
name: नगर दर्पण
lang: hi
px: nd
style: local
accent: #b45309
motto: आपके शहर की हर ख़बर
sections: मुख्य पृष्ठ; शहर; प्रदेश; खेल; मनोरंजन; राय
most_read: सबसे ज़्यादा पढ़ी गईं
read_rows: नई मेट्रो लाइन का सर्वे शुरू = 61 हज़ार; गंगा घाट पर रोशनी का उत्सव = 44 हज़ार; सब्ज़ी मंडी में टमाटर सस्ता = 30 हज़ार; बारिश से तीन सड़कें बंद = 25 हज़ार
most_talked: सबसे ज़्यादा चर्चा
talk_rows: पुराने बाज़ार में ई-रिक्शा पर रोक = 28 टिप्पणियाँ; स्कूलों का समय बदला = 310 टिप्पणियाँ; पार्किंग शुल्क दोगुना = 188 टिप्पणियाँ; नाले की सफ़ाई अधूरी = 97 टिप्पणियाँ
related: इन्हें भी पढ़ें
letter: सुबह की ख़बरें सीधे आपके ईमेल में
subscribe: सदस्यता लें
paywall: पूरी ख़बर पढ़ने के लिए सदस्य बनें, पहला महीना मुफ़्त
contact: संपर्क करें
font: "Noto Sans Devanagari",sans-serif
""")

HI_THREAD = thread("""
रमेश गुप्ता | 09 अक्टूबर 2023, 08:10 | - | - | मेरी कपड़े की दुकान पुराने बाज़ार में है। ई-रिक्शा बंद होने से बुज़ुर्ग ग्राहक कैसे आएँगे? पैदल दो किलोमीटर कौन चलेगा?
सीमा वर्मा | 09 अक्टूबर 2023, 08:25 | 0 | - | रमेश जी, प्रशासन कह रहा है कि बैटरी वाली बसें चलेंगी, हर पंद्रह मिनट में।
रमेश गुप्ता | 09 अक्टूबर 2023, 08:40 | 1 | - | कहने को तो बहुत कुछ कहा जाता है। बस आने तक देखते हैं।
अजय सिंह | 09 अक्टूबर 2023, 08:58 | 2 | - | पिछले साल स्टेशन रोड पर भी यही वादा था। दो बसें आईं, एक महीने बाद एक बची।
सीमा वर्मा | 09 अक्टूबर 2023, 09:10 | 3 | - | यह बात सही है। इस बार हमें निगरानी करनी होगी।
प्रिया | 09 अक्टूबर 2023, 08:30 | - | - | जाम से तो राहत मिलेगी। शाम को बाज़ार से निकलने में आधा घंटा लगता है।
मोहम्मद आरिफ़ | 09 अक्टूबर 2023, 08:50 | - | rm | मैं ख़ुद ई-रिक्शा चलाता हूँ। मेरे घर का ख़र्च इसी से चलता है। हम सात सौ ड्राइवर हैं, हमारे लिए क्या योजना है? ख़बर में इसका ज़िक्र नहीं है।
अजय सिंह | 09 अक्टूबर 2023, 09:05 | 6 | - | आरिफ़ भाई, नगर निगम ने कहा है कि ड्राइवरों को बाहरी रूट पर परमिट मिलेंगे। पर कितने, यह नहीं बताया।
मोहम्मद आरिफ़ | 09 अक्टूबर 2023, 09:20 | 7 | - | बाहरी रूट पर सवारी ही कहाँ है? वहाँ पहले से तीन सौ रिक्शे खड़े रहते हैं।
सुनीता देवी | 09 अक्टूबर 2023, 09:35 | 8 | - | आरिफ़ जी की बात में दम है। ड्राइवरों से भी बात होनी चाहिए थी।
मोहम्मद आरिफ़ | 09 अक्टूबर 2023, 09:48 | 9 | - | धन्यवाद बहन जी। हमारी यूनियन सोमवार को ज़िलाधिकारी से मिल रही है।
विकास | 09 अक्टूबर 2023, 10:05 | - | low | सारे रिक्शे वाले नियम तोड़ते हैं, अच्छा हुआ बंद हो गए।
प्रिया | 09 अक्टूबर 2023, 10:20 | 11 | - | सारे नहीं। हमारी गली वाले भैया बीस साल से बच्चों को स्कूल छोड़ते हैं, कभी कोई शिकायत नहीं।
नीरज पांडे | 09 अक्टूबर 2023, 10:40 | - | - | पुराने बाज़ार की गलियाँ इतनी संकरी हैं कि एम्बुलेंस तक नहीं घुस पाती। कुछ तो करना ही था।
कविता | 09 अक्टूबर 2023, 11:00 | 13 | - | सहमत। पिछले महीने मेरी पड़ोसन को अस्पताल ले जाने में एम्बुलेंस को बीस मिनट लगे।
नीरज पांडे | 09 अक्टूबर 2023, 11:12 | 14 | - | यही तो। रोक से कम से कम रास्ता खुलेगा।
डॉ. अनिल त्रिपाठी | 09 अक्टूबर 2023, 11:30 | - | rm | मैं बाज़ार में क्लिनिक चलाता हूँ। मरीज़ों में ज़्यादातर बुज़ुर्ग हैं। अगर बस सच में हर पंद्रह मिनट में चले तो ठीक, वरना क्लिनिक तक आना उनके लिए मुश्किल होगा।
रमेश गुप्ता | 09 अक्टूबर 2023, 11:45 | 16 | - | डॉक्टर साहब, यही मेरी भी चिंता है। आपने सही लिखा।
गोपाल | 09 अक्टूबर 2023, 12:10 | - | low | ये सब नेताओं का खेल है, चुनाव आते ही फिर चालू हो जाएँगे।
सुनीता देवी | 09 अक्टूबर 2023, 12:25 | 18 | - | हो सकता है, पर अभी तो बात बाज़ार की है।
आशा मिश्रा | 09 अक्टूबर 2023, 13:02 | - | - | क्या त्योहार के दिनों में भी रोक रहेगी? दिवाली पर तो बाज़ार में पैर रखने की जगह नहीं होती।
नगर दर्पण डेस्क | 09 अक्टूबर 2023, 13:30 | 20 | staff | आशा जी, अधिसूचना के अनुसार रोक पूरे साल रहेगी। दिवाली से पहले अतिरिक्त बसें चलाने की बात कही गई है।
आशा मिश्रा | 09 अक्टूबर 2023, 13:41 | 21 | - | जानकारी के लिए धन्यवाद।
राहुल | 09 अक्टूबर 2023, 15:20 | - | - | साइकिल स्टैंड भी बनाओ। मैं रोज़ साइकिल से आता हूँ और बाँधने की जगह नहीं मिलती।
कविता | 09 अक्टूबर 2023, 15:34 | 23 | - | अच्छा सुझाव, राहुल। चौक के पास खाली ज़मीन पड़ी है।
मोहम्मद आरिफ़ | 10 अक्टूबर 2023, 07:50 | - | - | अपडेट: ज़िलाधिकारी ने यूनियन को सोमवार ग्यारह बजे बुलाया है। जो ड्राइवर भाई पढ़ रहे हैं, समय पर पहुँचें।
""")


def _hi_wrap(s: str) -> str:
    return f'<ul class="nd-jawab">{s}</ul>'


def hi_removed_hidden() -> Case:
    cs = HI_THREAD
    removed = '<li class="nd-tip nd-hata"><p class="nd-suchna">यह टिप्पणी मॉडरेटर द्वारा हटा दी गई है।</p></li>'

    def item(i: int, c: C, replies: str) -> str:
        staff = ' <span class="nd-desk">टीम</span>' if c.has("staff") else ""
        if c.has("low"):
            body = (
                '<div class="nd-kam"><span>कम रेटिंग के कारण यह टिप्पणी छिपाई गई है।</span> '
                '<button type="button" onclick="this.nextElementSibling.hidden=false;this.remove()">दिखाएँ</button>'
                f'<div class="nd-path" hidden>{paras(c.text)}</div></div>'
            )
            score = f"−{4 + i % 5}"
        else:
            body = f'<div class="nd-path">{paras(c.text)}</div>'
            score = f"+{(9 * i + 2) % 31}"
        li = (
            f'<li class="nd-tip"><div class="nd-upar"><b class="nd-naam">{esc(c.name)}</b>{staff} '
            f'<span class="nd-samay">{esc(c.when)}</span></div>{body}<div class="nd-niche"><span class="nd-ank">{score}</span>'
            f' <a href="#">पसंद</a> · <a href="#">नापसंद</a> · <a href="#uttar">जवाब दें</a></div>{replies}</li>'
        )
        return (removed if c.has("rm") else "") + li

    block = (
        '<section class="nd-charcha" id="tippaniyan"><h2>पाठकों की टिप्पणियाँ (28)</h2>'
        '<p class="nd-niyam">टिप्पणियाँ पाठकों के अपने विचार हैं। आपत्तिजनक टिप्पणियाँ हटा दी जाती हैं।</p>'
        f'<ul class="nd-suchi">{tree(cs, item, _hi_wrap)}</ul></section>'
    )
    css = (
        ".nd-suchi,.nd-jawab{list-style:none;padding:0}.nd-jawab{margin-left:26px;border-left:2px solid #f4d9b8;padding-left:10px}"
        ".nd-tip{padding:10px 0;border-top:1px solid #eee}.nd-hata .nd-suchna,.nd-kam span{color:#999;font-style:italic}"
        ".nd-naam{color:#b45309}.nd-samay{color:#888;font-size:12px}.nd-desk{background:#b45309;color:#fff;font-size:11px;padding:0 5px}"
    )
    st = Story(
        "पुराने बाज़ार में ई-रिक्शा पर रोक, एक नवंबर से लागू",
        "संवाददाता, नगर दर्पण",
        "2023-10-08T20:00:00+05:30",
        "08 अक्टूबर 2023",
        """
नगर निगम ने पुराने बाज़ार की सभी गलियों में एक नवंबर से ई-रिक्शा पर रोक लगाने का फ़ैसला किया है। निगम का कहना है कि संकरी गलियों में जाम के कारण एम्बुलेंस और दमकल नहीं पहुँच पाते।

बाज़ार तक पहुँचने के लिए बैटरी से चलने वाली छह बसें हर पंद्रह मिनट में चलेंगी। ई-रिक्शा चालकों को शहर के बाहरी रूटों पर परमिट दिए जाएँगे।
""",
        lead="छह बैटरी बसें, बाहरी रूटों पर परमिट, और सात सौ चालकों की चिंता।",
        related=("ई-रिक्शा यूनियन ज़िलाधिकारी से मिलेगी", "स्टेशन रोड की बसें कहाँ गईं?", "बाज़ार में पार्किंग की नई जगह"),
    )
    return make(
        "bl-hi-removed-lowrated",
        "discussion",
        HI_SITE,
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/shahar/purana-bazar-e-rickshaw",
        container="section.nd-charcha#tippaniyan: ul.nd-suchi > li.nd-tip (nested ul.nd-jawab)",
        heading="पाठकों की टिप्पणियाँ (28)",
        description="A Hindi city paper of 2023 on banning e-rickshaws from the old bazaar: 26 readers' comments in the served HTML among two entries removed by the moderator (a notice, no name) and two hidden for a low rating behind 'दिखाएँ' (their text in a hidden div), the desk's answer badged 'टीम', scores +n/−n, replies five levels deep; the hardest: the removed and the hidden entries.",
    )


# --------------------------------------------------------------------------- zh: infinite scroll of JSON batches

ZH_SITE = site("""
name: 山城晚报
lang: zh
px: sc
style: portal
accent: #c2410c
motto: 山城人自己的报纸
sections: 首页; 本地; 民生; 财经; 文体; 评论
most_read: 阅读排行
read_rows: 索道明年春节前恢复运行 = 8.7万; 老城区停车位新增两千个 = 5.2万; 江边步道夜间开放 = 4.1万; 火锅节门票售罄 = 3.3万
most_talked: 评论排行
talk_rows: 老街梯坎要不要装电梯? = 30条; 火锅节门票售罄 = 204条; 公交线路调整方案公示 = 176条; 菜市场改造延期 = 90条
related: 相关阅读
letter: 每天早上七点,山城新闻准时送达
subscribe: 订阅
paywall: 开通会员,畅读全部深度报道
contact: 联系我们
font: "PingFang SC","Microsoft YaHei",sans-serif
""")

ZH_THREAD = thread("""
坡上的老李 | 2025-04-18 08:03 | - | - | 我家住在一百二十七级台阶上面,老伴膝盖不好,一个月下不了几次楼。装电梯我第一个支持。
小周在山城 | 2025-04-18 08:15 | 0 | - | 李叔,我外婆也住那一片,每次买菜都要邻居帮忙提上去。真希望早点装。
坡上的老李 | 2025-04-18 08:22 | 1 | - | 是啊,年纪大了最怕的就是下不了楼。
江北阿强 | 2025-04-18 08:40 | 0 | - | 可是梯坎是老街的魂啊。装个铁皮电梯,照片拍出来就不是那个味道了。
小周在山城 | 2025-04-18 08:51 | 3 | - | 味道重要还是老人出门重要?
江北阿强 | 2025-04-18 09:02 | 4 | - | 都重要。我没说不装,是说设计要好看,别像工地一样。
规划局退休的王工 | 2025-04-18 09:30 | 5 | - | 方案里是斜行电梯,贴着台阶边走,外面用青砖包起来。公示图第三页有效果图。
江北阿强 | 2025-04-18 09:41 | 6 | - | 刚看了第三页,确实还可以。收回一半意见。
麻辣烫 | 2025-04-18 08:55 | - | - | 钱从哪里来?一千八百万,够修好几条路了。
陈老师 | 2025-04-18 09:10 | 8 | - | 文章里写了,市里出一半,另一半申请旧城改造的专项资金。
麻辣烫 | 2025-04-18 09:18 | 9 | - | 那运营费用呢?电梯每年维护也要钱。
规划局退休的王工 | 2025-04-18 09:50 | 10 | - | 按以前的项目,一部斜行电梯一年维护大概二三十万,社区物业管。
麻辣烫 | 2025-04-18 10:02 | 11 | - | 二三十万还好,比我想的少。
雾都摄影师 | 2025-04-18 10:30 | - | - | 我拍这条梯坎拍了十年,清晨的雾从江面漫上来的时候最美。希望施工的时候能保留那棵黄葛树。
坡上的老李 | 2025-04-18 10:45 | 13 | - | 那棵黄葛树有一百多年了,街坊都不会同意砍的。
雾都摄影师 | 2025-04-18 10:58 | 14 | - | 有您这句话我就放心了。
游客小林 | 2025-04-18 11:20 | - | - | 去年去玩过,爬到一半差点放弃。有电梯的话应该会有更多游客去上面的老茶馆。
茶馆老板娘 | 2025-04-18 11:42 | 16 | - | 欢迎再来!上面的茶馆都还开着,我们家的盖碗茶十五块一碗。
游客小林 | 2025-04-18 11:55 | 17 | - | 记下了,秋天再去一次。
阿梅 | 2025-04-18 13:05 | - | - | 施工要多久?我们楼下的面馆会不会受影响?
山城晚报·记者 何静 | 2025-04-18 13:40 | 19 | staff | 您好,公示的工期是十四个月,分两段施工,台阶一侧始终保持通行。
阿梅 | 2025-04-18 13:52 | 20 | - | 谢谢何记者,那还能接受。
老重庆 | 2025-04-18 15:10 | - | - | 我反对。小时候爬梯坎长大的,腿脚都练出来了。现在的人什么都想省力。
小周在山城 | 2025-04-18 15:22 | 22 | - | 您小时候爬没问题,八十岁的时候呢?
老重庆 | 2025-04-18 15:35 | 23 | - | 我今年七十九,每天爬两趟。
小周在山城 | 2025-04-18 15:40 | 24 | - | 那您真厉害,佩服。但不是每个人都像您这样。
陈老师 | 2025-04-18 16:30 | - | - | 学校就在梯坎中段,希望电梯上下学时间优先给孩子和老人用。
规划局退休的王工 | 2025-04-18 16:48 | 26 | - | 这个建议可以在公示期内提交,网址在文章最后一段。
陈老师 | 2025-04-18 17:02 | 27 | - | 好的,今晚就写。
夜跑的人 | 2025-04-18 21:15 | - | - | 晚上跑步经常从梯坎上下,灯太暗了。装电梯的时候顺便把路灯也换了吧。
""")

ZH_BATCHES = (0, 13, 22)  # the first top-level comment of the page's batch and of the two scrolled-in batches


def _zh_items(cs: list[C], start: int, stop: int) -> list[dict[str, object]]:
    return [
        {
            "id": 88000 + i,
            "user": c.name,
            "time": c.when,
            "content": c.text,
            "reply_to": None if c.seed.parent is None else 88000 + c.seed.parent,
            "reporter": c.has("staff"),
            "likes": (17 * i + 6) % 120,
        }
        for i, c in enumerate(cs)
        if start <= _zh_root(cs, i) < stop
    ]


def _zh_root(cs: list[C], i: int) -> int:
    while cs[i].seed.parent is not None:
        i = cs[i].seed.parent  # type: ignore[assignment]
    return i


def zh_infinite() -> Case:
    cs = ZH_THREAD
    base = "/bendi/laojie-tikan-dianti"
    b = ZH_BATCHES
    files = {
        f"{base}/pinglun-2.json": json.dumps(
            {"list": _zh_items(cs, b[1], b[2]), "more": f"{base}/pinglun-3.json"}, ensure_ascii=False
        ),
        f"{base}/pinglun-3.json": json.dumps(
            {"list": _zh_items(cs, b[2], len(cs)), "more": ""}, ensure_ascii=False
        ),
    }
    first = json.dumps(_zh_items(cs, b[0], b[1]), ensure_ascii=False)
    script = (
        "<script>(function () { var box = document.getElementById('sc-pl'), end = document.getElementById('sc-di'), busy = false;"
        f" var more = '{base}/pinglun-2.json';"
        " function esc(s) { var d = document.createElement('div'); d.textContent = s; return d.innerHTML; }"
        " function put(list) { list.forEach(function (c) { var li = document.createElement('li'); li.className = 'sc-yitiao'; li.id = 'p' + c.id;"
        " li.innerHTML = '<div class=\"sc-tou\"><span class=\"sc-yh\">' + esc(c.user) + '</span>' + (c.reporter ? '<i class=\"sc-jz\">记者</i>' : '')"
        " + '<span class=\"sc-sj\">' + esc(c.time) + '</span></div><div class=\"sc-nr\">' + esc(c.content) + '</div>'"
        ' + \'<div class="sc-cz"><span>赞 \' + c.likes + \'</span> <a href="#">回复</a></div><ul class="sc-zi"></ul>\';'
        " var host = c.reply_to ? document.querySelector('#p' + c.reply_to + ' > .sc-zi') : box; host.appendChild(li); }); }"
        f" put({first});"
        " new IntersectionObserver(function (es) { if (!es[0].isIntersecting || busy || !more) return; busy = true; end.textContent = '正在加载更多评论…';"
        " fetch(more).then(function (r) { return r.json(); }).then(function (d) { put(d.list); more = d.more; busy = false;"
        " end.textContent = more ? '下拉加载更多' : '没有更多评论了'; }); }).observe(end); })();</script>"
    )
    block = (
        '<section class="sc-plq" id="pinglun"><h2>网友评论 <b>30</b></h2>'
        '<div class="sc-px"><a href="#" class="sc-on">最热</a> | <a href="#">最新</a></div>'
        '<ul class="sc-pl" id="sc-pl"></ul><div class="sc-di" id="sc-di">下拉加载更多</div></section>'
        + script
    )
    css = (
        ".sc-pl,.sc-zi{list-style:none;padding:0}.sc-zi{margin-left:24px;border-left:2px solid #fde2d0;padding-left:10px}"
        ".sc-yitiao{padding:8px 0;border-bottom:1px dashed #eee}.sc-yh{font-weight:700;color:#c2410c;margin-right:8px}.sc-sj{color:#999;font-size:12px}"
        ".sc-jz{background:#c2410c;color:#fff;font-style:normal;font-size:11px;padding:0 4px;margin-right:6px}.sc-di{text-align:center;color:#999;padding:30px}"
    )
    st = Story(
        "老街梯坎要不要装电梯?斜行电梯方案公示",
        "何静",
        "2025-04-17T19:30:00+08:00",
        "2025年4月17日 19:30",
        """
老城区十八梯旁的凉水巷梯坎,全长三百一十米、共四百零二级台阶。市规划部门十七日公示了在梯坎一侧加装斜行电梯的方案,总投资约一千八百万元。

根据方案,电梯贴着台阶东侧运行,外立面用青砖包覆,沿途设三个停靠站。工期十四个月,施工期间台阶保持单侧通行。公示期为三十天,市民可在规划部门网站提交意见。
""",
        lead="四百零二级台阶,一千八百万元,三十天公示期。",
        related=("黄葛树下的老茶馆", "斜行电梯在别的城市怎么样了", "老城区停车位新增两千个"),
    )
    return make(
        "bl-zh-infinite-scroll",
        "discussion",
        ZH_SITE,
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path=base + "/",
        reveal="infinite scroll: the page's script draws the first 13 comments from JSON in the page; scrolling to the end marker '下拉加载更多' fetches …/pinglun-2.json, then …/pinglun-3.json (IntersectionObserver), replies placed under their parent",
        container="section.sc-plq#pinglun: ul.sc-pl > li.sc-yitiao (nested ul.sc-zi), div.sc-di",
        heading="网友评论 30",
        description="A Chinese city evening paper of 2025 on lifts for an old stepped street: 30 readers' comments drawn by script, two batches more fetched as the reader scrolls to the end, flat JSON with reply_to ids placed into nested lists six levels deep, the reporter badged 记者, likes; the hardest: the infinite scroll.",
        static=False,
        files=files,
        check_steps=("scroll", "wait:1000", "scroll", "wait:1000", "scroll", "wait:800"),
    )


# --------------------------------------------------------------------------- th: replies quoting their parent

TH_SITE = site("""
name: ข่าวริมโขง
lang: th
px: rk
style: mag
accent: #6d28d9
motto: นิตยสารออนไลน์ของคนริมน้ำ
sections: หน้าแรก; ท้องถิ่น; อาหาร; ท่องเที่ยว; สิ่งแวดล้อม; คอลัมน์
most_read: ยอดนิยม
read_rows: ตลาดเช้าริมโขงกลับมาคึกคัก = 4.2 หมื่นครั้ง; ร้านก๋วยเตี๋ยวเรือเจ้าเก่าย้ายร้าน = 2.9 หมื่นครั้ง; น้ำโขงลดต่ำสุดในรอบสิบปี = 2.1 หมื่นครั้ง; เทศกาลไหลเรือไฟปีนี้ = 1.5 หมื่นครั้ง
most_talked: คุยกันมากที่สุด
talk_rows: ห้ามจับปลาในฤดูวางไข่สามเดือน = 25 ความเห็น; น้ำโขงลดต่ำสุดในรอบสิบปี = 133 ความเห็น; ถนนเลียบโขงปิดซ่อม = 71 ความเห็น; ค่าเรือข้ามฟากขึ้นราคา = 58 ความเห็น
related: อ่านต่อ
letter: รับจดหมายข่าวทุกเช้าวันเสาร์
subscribe: สมัครรับ
paywall: สมัครสมาชิกเพื่ออ่านบทความพิเศษทั้งหมด เดือนละ 49 บาท
contact: ติดต่อกองบรรณาธิการ
font: Tahoma,sans-serif
""")

TH_THREAD = thread("""
ลุงสมศักดิ์ | 2 พ.ค. 2017 06:40 | - | - | หาปลามาสามสิบปี ปีนี้ปลาน้อยที่สุดเท่าที่จำได้ ห้ามสามเดือนก็ดี แต่คนหาปลาจะกินอะไร
น้องฝน | 2 พ.ค. 2017 07:05 | 0 | - | ลุงคะ ในข่าวบอกว่ามีเงินชดเชยเดือนละสามพันบาทค่ะ
ลุงสมศักดิ์ | 2 พ.ค. 2017 07:20 | 1 | - | สามพันบาทไม่พอค่าน้ำมันเรือด้วยซ้ำ หลานเอ๊ย
ครูวิชัย | 2 พ.ค. 2017 07:48 | 2 | - | แต่ถ้าไม่หยุด ปีหน้าอาจไม่เหลือปลาให้จับเลยนะครับลุง
ลุงสมศักดิ์ | 2 พ.ค. 2017 08:05 | 3 | - | รู้ครับครู ลุงไม่ได้ค้าน แค่อยากให้ช่วยคนหาปลาให้มากกว่านี้
บ่าวเลย | 2 พ.ค. 2017 07:30 | - | - | ฝั่งลาวห้ามด้วยไหม ถ้าห้ามแค่ฝั่งเรา ปลาก็ไปติดอวนฝั่งโน้นหมด
นักวิจัยประมง | 2 พ.ค. 2017 08:20 | 5 | - | ปีนี้ตกลงกันทั้งสองฝั่งครับ มีการลงนามที่แขวงเมื่อเดือนมีนาคม ช่วงเวลาห้ามตรงกัน
บ่าวเลย | 2 พ.ค. 2017 08:34 | 6 | - | ดีครับ ถ้าจริงก็โล่งใจ ปีก่อนๆ มีแต่ฝั่งเรา
นักวิจัยประมง | 2 พ.ค. 2017 08:50 | 7 | - | ปีก่อนๆ ก็จริงครับ ปีนี้ต่างออกไป เดี๋ยวดูผลกันตอนสิ้นปี
แม่ค้าปลาร้า | 2 พ.ค. 2017 09:10 | - | - | ร้านปลาร้าบ้านเราใช้ปลาจากโขงทั้งหมด สามเดือนนี้ต้องซื้อปลาจากบ่อแทน ราคาแพงกว่าเท่าตัว
เจ๊หมวย | 2 พ.ค. 2017 09:25 | 9 | - | ปลาบ่อทำปลาร้าได้ไม่อร่อยเท่าหรอก ลูกค้าชิมก็รู้
แม่ค้าปลาร้า | 2 พ.ค. 2017 09:40 | 10 | - | นั่นแหละที่กลุ้ม ว่าจะหยุดทำสามเดือนไปเลย
เจ๊หมวย | 2 พ.ค. 2017 09:52 | 11 | - | อย่าหยุดเลย ทำน้อยลงแต่ใช้ปลาที่เก็บไว้ก่อนก็ได้
อ้น | 2 พ.ค. 2017 10:30 | - | - | เคยไปเที่ยวหนองคาย กินปลาแม่น้ำอร่อยมาก อยากให้ปลากลับมาเยอะๆ
ครูวิชัย | 2 พ.ค. 2017 11:00 | - | - | เด็กๆ ที่โรงเรียนทำโครงการนับปลาวัยอ่อนกับนักวิจัยมาสองปี ผลคือปลาวัยอ่อนลดลงเกือบครึ่ง ตัวเลขนี้น่าเป็นห่วงจริงๆ
นักวิจัยประมง | 2 พ.ค. 2017 11:18 | 14 | - | ขอบคุณครูวิชัยและนักเรียนมากครับ ข้อมูลของโรงเรียนใช้ประกอบการตัดสินใจครั้งนี้ด้วย
ครูวิชัย | 2 พ.ค. 2017 11:30 | 15 | - | เด็กๆ จะดีใจมากครับ จะเอาไปบอกพรุ่งนี้
ไม่เห็นด้วย | 2 พ.ค. 2017 12:05 | - | - | ปลาหายเพราะเขื่อนข้างบน ไม่ใช่เพราะชาวบ้านจับ ห้ามชาวบ้านก็ไม่ช่วยอะไร
นักวิจัยประมง | 2 พ.ค. 2017 12:30 | 17 | - | เขื่อนมีผลมากครับ ไม่เถียง แต่การหยุดจับช่วงวางไข่เป็นสิ่งเดียวที่เราทำได้เองตอนนี้
ไม่เห็นด้วย | 2 พ.ค. 2017 12:48 | 18 | - | ก็จริง แต่อยากให้ข่าวพูดเรื่องเขื่อนด้วย
กองบรรณาธิการ | 2 พ.ค. 2017 13:30 | 19 | staff | ขอบคุณครับ เรื่องเขื่อนกับระดับน้ำโขงเราจะลงเป็นสกู๊ปพิเศษเดือนหน้า
พี่ตุ่ม | 2 พ.ค. 2017 15:02 | - | - | ใครรู้บ้างว่าตกปลาเล่นด้วยเบ็ดคันเดียวผิดไหม ลูกชอบไปนั่งตกที่ท่าน้ำตอนเย็น
น้องฝน | 2 พ.ค. 2017 15:20 | 21 | - | ในประกาศบอกว่าเบ็ดมือคันเดียวยังทำได้ค่ะ ห้ามแต่อวนกับลอบ
พี่ตุ่ม | 2 พ.ค. 2017 15:31 | 22 | - | ขอบใจจ้า โล่งอก
ลุงสมศักดิ์ | 2 พ.ค. 2017 19:10 | - | - | เย็นนี้ไปประชุมที่วัดมา ได้ข่าวว่าจะมีงานจ้างชาวประมงช่วยเก็บขยะริมโขงระหว่างห้ามจับ ค่อยยังชั่วหน่อย
""")


def _th_wrap(s: str) -> str:
    return f'<div class="rk-tob">{s}</div>'


def th_quoted() -> Case:
    cs = TH_THREAD

    def item(i: int, c: C, replies: str) -> str:
        quote = ""
        if c.seed.parent is not None:
            p = cs[c.seed.parent]
            short = p.text if len(p.text) <= 40 else p.text[:40] + "…"
            quote = f'<blockquote class="rk-ang"><cite>{esc(p.name)} เขียนว่า:</cite> {esc(short)}</blockquote>'
        staff = ' <span class="rk-kong">ทีมงาน</span>' if c.has("staff") else ""
        return (
            f'<div class="rk-khwam" id="k{i + 1}"><div class="rk-hua"><span class="rk-lek">ความเห็นที่ {i + 1}</span> '
            f'<b class="rk-chue">{esc(c.name)}</b>{staff} <span class="rk-wela">{esc(c.when)}</span></div>{quote}'
            f'<div class="rk-nai">{paras(c.text)}</div><div class="rk-lang"><a href="#">ถูกใจ</a> · <a href="#">ตอบกลับ</a></div>{replies}</div>'
        )

    block = (
        '<section class="rk-wong" id="khwamhen"><h2>ความคิดเห็นผู้อ่าน · 25</h2>'
        f"{tree(cs, item, _th_wrap)}</section>"
    )
    css = (
        ".rk-khwam{border-top:1px solid #e9e3f5;padding:10px 0}.rk-tob{margin-left:26px}.rk-ang{background:#f4f0fb;border-left:3px solid #6d28d9;margin:6px 0;padding:4px 10px;color:#555;font-size:14px}"
        ".rk-chue{color:#6d28d9}.rk-wela,.rk-lek{color:#999;font-size:12px}.rk-kong{background:#6d28d9;color:#fff;font-size:11px;padding:0 5px}"
    )
    st = Story(
        "ห้ามจับปลาในฤดูวางไข่สามเดือน ชาวประมงริมโขงว่าอย่างไร",
        "เรื่อง: ปรียา แก้วมณี",
        "2017-05-01T18:00:00+07:00",
        "1 พฤษภาคม 2560",
        """
ตั้งแต่วันที่ 16 พฤษภาคมถึง 15 สิงหาคม ห้ามใช้อวนและลอบจับปลาในแม่น้ำโขงช่วงที่ไหลผ่านจังหวัด เพื่อให้ปลาได้วางไข่ ปีนี้ทั้งสองฝั่งแม่น้ำตกลงใช้ช่วงเวลาเดียวกันเป็นครั้งแรก

ชาวประมงที่ขึ้นทะเบียนจะได้รับเงินชดเชยเดือนละสามพันบาท ส่วนการตกปลาด้วยเบ็ดมือยังทำได้ตามปกติ
""",
        lead="สามเดือน สองฝั่งน้ำ และคำถามว่าชาวประมงจะอยู่อย่างไร",
        related=("น้ำโขงลดต่ำสุดในรอบสิบปี", "นักเรียนนับปลาวัยอ่อน", "ปลาร้าบ้านเรามาจากไหน"),
    )
    return make(
        "bl-th-quoted-parents",
        "discussion",
        TH_SITE,
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/thongthin/ham-jap-pla-3-duean",
        container="section.rk-wong#khwamhen: div.rk-khwam (nested div.rk-tob), blockquote.rk-ang in every reply",
        heading="ความคิดเห็นผู้อ่าน · 25",
        description="A Thai riverside web magazine of 2017 on a three-month fishing ban: 25 readers' comments in the served HTML, numbered 'ความเห็นที่ n', every reply opening with a blockquote of its parent's first forty characters and '… เขียนว่า:', the newsroom badged ทีมงาน, five levels deep; the hardest: the quoted parents inside every reply.",
    )


# --------------------------------------------------------------------------- nl: the writer answers, subthreads folded

NL_SITE = site("""
name: Het Volkstuinblog
lang: nl
px: vt
style: blog
accent: #3f6212
motto: Schoffelen, zaaien en mopperen op slakken, sinds 2009
sections: Home; Moestuin; Bloemen; Recepten; Gereedschap; Over mij
most_read: Meest gelezen
read_rows: Tomaten zonder kas = 18.204 keer; Zo maak je bokashi = 11.930 keer; Wormenbak op het balkon = 9.412 keer; Pompoenen bewaren tot maart = 7.005 keer
most_talked: Meeste reacties
talk_rows: Waarom ik gestopt ben met spitten = 28 reacties; Tomaten zonder kas = 88 reacties; Slakken: de oorlog is voorbij = 64 reacties; Bokashi, een jaar later = 41 reacties
related: Lees ook
letter: Eens per maand een brief uit de tuin
subscribe: Aanmelden
paywall: Steun dit blog met een kop koffie per maand
contact: Mail me
font: "Trebuchet MS",sans-serif
""")

NL_THREAD = thread("""
Joke van Dam | 12 oktober 2016 om 08:14 | - | - | Ik spit al veertig jaar elke herfst. Mijn vader deed het, mijn opa deed het. Moet ik nu echt stoppen?
Marieke (schrijver) | 12 oktober 2016 om 08:40 | 0 | author | Moeten niet, Joke! Probeer het eens een jaar op één bed en vergelijk. Zo ben ik zelf ook begonnen.
Joke van Dam | 12 oktober 2016 om 09:02 | 1 | - | Eén bed, dat kan ik wel aan. Welk bed zou jij nemen?
Marieke (schrijver) | 12 oktober 2016 om 09:15 | 2 | author | Het bed waar volgend jaar de bonen komen. Bonen vinden een ongestoorde grond heerlijk.
Joke van Dam | 12 oktober 2016 om 09:31 | 3 | - | Afgesproken. Ik meld me in september.
Pieter Hofman | 12 oktober 2016 om 08:50 | - | - | Op kleigrond werkt dit niet. Zonder spitten heb ik in april een betonplaat.
Marieke (schrijver) | 12 oktober 2016 om 09:20 | 5 | author | Mijn tuin ligt ook op klei, Pieter. Het eerste jaar was lastig, het tweede jaar ging het al veel beter dankzij de laag bladcompost.
Pieter Hofman | 12 oktober 2016 om 10:05 | 6 | - | Hoe dik is die laag dan?
Marieke (schrijver) | 12 oktober 2016 om 10:22 | 7 | author | Een centimeter of vijf, elk najaar opnieuw. De wormen werken het in de winter onder.
Pieter Hofman | 12 oktober 2016 om 10:40 | 8 | - | Vijf centimeter op vierhonderd vierkante meter, dat is een hoop blad. Maar goed, ik ga het proberen op een hoek.
Ans | 12 oktober 2016 om 11:02 | 9 | - | Pieter, bij ons op het complex mag je het blad van de gemeente gratis halen. Vraag het na bij je bestuur.
Sanne de Wit | 12 oktober 2016 om 09:45 | - | - | Wat een fijn stuk. Ik heb net een tuintje en wist niet dat je niet hoefde te spitten. Mijn rug is je dankbaar.
Marieke (schrijver) | 12 oktober 2016 om 10:00 | 11 | author | Welkom bij de club, Sanne! Stel gerust vragen.
Henk | 12 oktober 2016 om 11:30 | - | - | Onzin. Niet spitten betekent onkruid, en onkruid betekent nog meer werk. Ik blijf gewoon spitten.
Ans | 12 oktober 2016 om 11:48 | 13 | - | Henk, juist door spitten haal je de onkruidzaden naar boven. Dat is al jaren bekend.
Henk | 12 oktober 2016 om 12:02 | 14 | - | Bekend bij wie? Bij de mensen die blogs schrijven?
Marieke (schrijver) | 12 oktober 2016 om 12:20 | 15 | author | Henk, ik snap je twijfel. Ik heb drie jaar bijgehouden hoeveel ik wiedde, het staat onderaan het stuk. Bij mij werd het minder, niet meer.
Henk | 12 oktober 2016 om 12:41 | 16 | - | Dat lijstje had ik overgeslagen. Oké, minder is minder. Ik blijf wel sceptisch.
Marieke (schrijver) | 12 oktober 2016 om 12:50 | 17 | author | Sceptisch is prima. Kom eens kijken op de open dag in juni, dan zie je het zelf.
Tom Verbeek | 12 oktober 2016 om 13:15 | - | - | Gebruik jij een grelinette, of helemaal niks? Ik heb er een gekocht maar hij staat vooral in de schuur.
Marieke (schrijver) | 12 oktober 2016 om 13:30 | 19 | author | Alleen op de paden waar iedereen overheen loopt. In de bedden komt hij niet.
Tom Verbeek | 12 oktober 2016 om 13:44 | 20 | - | Dan haal ik hem in het voorjaar maar eens uit de schuur.
Gerda | 12 oktober 2016 om 15:02 | - | - | Off-topic, maar: waar heb je die mooie houten bakken op de foto gekocht?
Marieke (schrijver) | 12 oktober 2016 om 15:20 | 22 | author | Zelf getimmerd van oude steigerplanken. Komt nog een stukje over!
Gerda | 12 oktober 2016 om 15:33 | 23 | - | Graag! Ik heb nog een stapel planken liggen.
Ruud Kramer | 13 oktober 2016 om 07:50 | - | - | Al zes jaar niet gespit op zandgrond. De grond is nu zo los dat ik de wortels er met de hand uit trek.
Joke van Dam | 13 oktober 2016 om 08:10 | 25 | - | Dat klinkt te mooi om waar te zijn, Ruud. Maar jullie hebben me overtuigd om het te proberen.
Marieke (schrijver) | 13 oktober 2016 om 08:30 | 26 | author | Ik hoor het graag volgend jaar, Joke. En dank je, Ruud, voor de aanmoediging.
""")


def _nl_wrap(s: str) -> str:
    return f'<ul class="vt-kinders">{s}</ul>'


def nl_folded() -> Case:
    cs = NL_THREAD

    def count(i: int) -> int:
        kids = [j for j, d in enumerate(cs) if d.seed.parent == i]
        return len(kids) + sum(count(j) for j in kids)

    def item(i: int, c: C, replies: str) -> str:
        badge = ' <span class="vt-ik">schrijver van dit blog</span>' if c.has("author") else ""
        if replies and c.seed.parent is None:
            n = count(i)
            replies = f'<details class="vt-vouw"><summary>Toon {n} {"reactie" if n == 1 else "reacties"}</summary>{replies}</details>'
        return (
            f'<li class="vt-r" id="r-{i + 1}"><div class="vt-kop"><span class="vt-naam">{esc(c.name)}</span>{badge}'
            f'<br><a class="vt-dat" href="#r-{i + 1}">{esc(c.when)}</a></div>{paras(c.text)}'
            f'<a class="vt-ant" href="#reageer">Beantwoorden</a>{replies}</li>'
        )

    block = (
        '<div class="vt-reacties" id="reacties"><h3>28 reacties op “Waarom ik gestopt ben met spitten”</h3>'
        f'<ul class="vt-lijst">{tree(cs, item, _nl_wrap)}</ul>'
        '<div id="reageer"><h3>Laat een reactie achter</h3><textarea></textarea></div></div>'
    )
    css = (
        ".vt-lijst,.vt-kinders{list-style:none;padding:0}.vt-kinders{margin-left:30px}.vt-r{border-top:1px solid #e4ead7;padding:10px 0}"
        ".vt-naam{font-weight:700}.vt-ik{background:#3f6212;color:#fff;font-size:11px;padding:1px 6px;border-radius:8px}.vt-dat{color:#888;font-size:12px}"
        ".vt-vouw summary{color:#3f6212;cursor:pointer;margin:6px 0}"
    )
    st = Story(
        "Waarom ik gestopt ben met spitten",
        "Marieke",
        "2016-10-11T20:30:00+02:00",
        "11 oktober 2016",
        """
Twintig jaar lang heb ik elke herfst mijn hele tuin omgespit. Drie weekenden, een zere rug en een tevreden gevoel. Drie jaar geleden ben ik ermee gestopt, en ik ga niet meer terug.

In plaats van spitten leg ik nu elk najaar een laag bladcompost op de bedden. De wormen doen de rest. Ik heb drie jaar bijgehouden hoeveel uur ik wiedde: 41, 29 en 22 uur.

Klei, zand of veen maakt wel uit, dat geef ik toe. Probeer het eerst op één bed.
""",
        related=(
            "Bokashi, een jaar later",
            "Bladcompost maken in een gaasbak",
            "Houten bakken van steigerplanken",
        ),
    )
    return make(
        "bl-nl-writer-answers-folded",
        "discussion",
        NL_SITE,
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2016/10/waarom-ik-gestopt-ben-met-spitten/",
        container="div.vt-reacties#reacties: ul.vt-lijst > li.vt-r (nested ul.vt-kinders inside details.vt-vouw)",
        heading="28 reacties op “Waarom ik gestopt ben met spitten”",
        description="A Dutch allotment blog of 2016: 28 comments in the served HTML, the writer answering ten times under her own badge 'schrijver van dit blog', every top-level subthread folded in a closed <details> 'Toon n reacties', replies six levels deep; the hardest: the folded subthreads and the same author over and over.",
    )


# --------------------------------------------------------------------------- tr: a chain of "show more" fragments

TR_SITE = site("""
name: Körfez Postası
lang: tr
px: kp
style: local
accent: #0e7490
motto: Körfezin sesi
sections: Manşet; Kent; Ekonomi; Spor; Yaşam; Yazarlar
most_read: En çok okunanlar
read_rows: Vapur seferleri kış tarifesine geçti = 38 bin; Sahil yolunda bisiklet şeridi = 26 bin; Balık halinde hamsi bolluğu = 19 bin; Belediye konservatuvarına kayıtlar başladı = 11 bin
most_talked: En çok yorumlananlar
talk_rows: Eski iskele binası kafe mi olsun müze mi? = 27 yorum; Vapur seferleri kış tarifesine geçti = 154 yorum; Sahilde ücretli otopark = 121 yorum; Köpek parkı nereye yapılmalı? = 66 yorum
related: Bunları da okuyun
letter: Körfezden haberler her sabah e-postanızda
subscribe: Abone ol
paywall: Yerel gazeteciliğe destek olun: ayda 29 TL ile abone olun
contact: Künye
""")

TR_THREAD = thread("""
Nermin Aksoy | 3 gün önce | - | - | Dedem o iskelede bilet satardı. Bina kafe olursa içim burkulur, müze olsun ve dedemin bilet gişesi de orada dursun.
Kaan Yıldırım | 3 gün önce | 0 | - | Nermin Hanım, gişe hâlâ yerinde duruyor mu? Geçen yaz camdan baktım, içi dolu gibiydi.
Nermin Aksoy | 3 gün önce | 1 | - | Duruyor Kaan Bey, belediye kilitledi ama içinde eski tabelalar da var.
Ahmet Usta | 3 gün önce | - | - | Müze kimin umurunda? Kafe olursa en azından iş açılır, gençler çalışır.
Zeynep K. | 3 gün önce | 3 | - | Neden ikisi birden olmasın? Alt kat kafe, üst kat küçük bir sergi.
Ahmet Usta | 3 gün önce | 4 | - | Olabilir, buna itirazım yok. Yeter ki bina çürümesin.
Kaan Yıldırım | 3 gün önce | 5 | - | Çürüyor zaten, geçen kış çatıdan su aldı. Bir karar verilsin artık.
Deniz Hoca | 3 gün önce | - | - | Öğrencilerimle geçen ay iskelenin tarihini çalıştık. 1934'te yapılmış, ilk vapur 1936'da yanaşmış. Böyle bir binayı kafeye çevirmek yazık olur.
Selin | 3 gün önce | 7 | - | Hocam, çalışmanızı internette paylaşabilir misiniz? Çok merak ettim.
Deniz Hoca | 2 gün önce | 8 | - | Okulun sitesinde var, 'İskelemizin Hikâyesi' diye aratın.
Mert Balcı | 2 gün önce | - | - | Anket ne zaman bitiyor? Ben oy vermek istiyorum ama bağlantıyı bulamadım.
Körfez Postası | 2 gün önce | 10 | staff | Mert Bey, anket ayın 30'una kadar açık. Bağlantı haberin son paragrafında.
Mert Balcı | 2 gün önce | 11 | - | Teşekkürler, oyumu verdim.
Hülya Demirci | 2 gün önce | - | - | Kafe de olsa müze de olsa, engelli rampası olsun lütfen. Şu an merdivenden başka giriş yok.
Zeynep K. | 2 gün önce | 13 | - | Çok haklısınız, hiç aklıma gelmemişti.
Balıkçı Rıza | 2 gün önce | - | - | Biz balıkçılar iskelenin yanında ağ kuruturuz. Kafe gelirse bizi oradan kaldırırlar, bunu da düşünün.
Ahmet Usta | 2 gün önce | 15 | - | Rıza abi, haklısın. Balıkçılar olmazsa o sahilin tadı kalmaz.
Balıkçı Rıza | 2 gün önce | 16 | - | Sağ ol Ahmet, bunu belediyeye de söyle.
Selin | 1 gün önce | - | - | Müze fikrine katılıyorum ama kim gelecek? Kasabaya yılda kaç turist geliyor ki?
Nermin Aksoy | 1 gün önce | 18 | - | Yazın vapurla her gün yüzlerce kişi geliyor Selin. İskeleden iniyorlar, binanın önünden geçiyorlar.
Selin | 1 gün önce | 19 | - | Doğru, bunu düşünmemiştim. Yazın gerçekten kalabalık oluyor.
Emre | 1 gün önce | 20 | - | Kışın da okul gezileri olur, Deniz Hoca'nın öğrencileri gibi.
Cem Öztürk | 1 gün önce | - | - | Belediye her şeyi anketle mi yapacak? Seçtik, karar versinler.
Hülya Demirci | 1 gün önce | 22 | - | Bence sormaları iyi bir şey. Bina hepimizin.
Gülay | 18 saat önce | - | - | Müze olursa eski vapur biletlerimi bağışlarım. Annemden kalan bir kutu dolusu var.
Nermin Aksoy | 15 saat önce | 24 | - | Gülay Hanım, ne güzel! Belki dedemin sattığı biletler de vardır içinde.
Deniz Hoca | 10 saat önce | - | - | Anket sonuçları açıklanınca lütfen haber yapın, öğrencilerim de merak ediyor.
""")

TR_BATCHES = (0, 10, 18)  # the first top-level comment of the page's part and of the two fetched fragments


def _tr_wrap(s: str) -> str:
    return f'<div class="kp-alt">{s}</div>'


def tr_more_chain() -> Case:
    cs = TR_THREAD
    base = "/kent/eski-iskele-binasi"
    tops = [i for i, c in enumerate(cs) if c.seed.parent is None]
    b = TR_BATCHES

    def item(i: int, c: C, replies: str) -> str:
        staff = ' <span class="kp-gz">Editör</span>' if c.has("staff") else ""
        return (
            f'<div class="kp-yorum"><img class="kp-av" src="/_avatar/kp{i}.svg" alt="" width="36" height="36">'
            f'<div class="kp-ic"><b class="kp-ad">{esc(c.name)}</b>{staff} <span class="kp-zm">{esc(c.when)}</span>'
            f'{paras(c.text)}<div class="kp-btn"><a href="#">Beğen ({(7 * i + 1) % 23})</a> <a href="#">Yanıtla</a></div></div>{replies}</div>'
        )

    def part(k: int) -> str:
        stop = b[k + 1] if k + 1 < len(b) else len(cs)
        only = [i for i in tops if b[k] <= i < stop]
        html = tree(cs, item, _tr_wrap, only=only)
        if k + 1 < len(b):
            left = len(cs) - b[k + 1]
            html += (
                f'<button type="button" class="kp-daha" data-src="{base}/yorumlar-{k + 2}.html">'
                f"Daha fazla yorum göster ({left})</button>"
            )
        return html

    files = {f"{base}/yorumlar-{k + 1}.html": part(k) for k in (1, 2)}
    script = (
        "<script>document.getElementById('kp-yorumlar').addEventListener('click', function (e) {"
        " var b = e.target.closest('.kp-daha'); if (!b) return; b.disabled = true;"
        " fetch(b.dataset.src).then(function (r) { return r.text(); }).then(function (h) { b.insertAdjacentHTML('beforebegin', h); b.remove(); }); });</script>"
    )
    block = (
        f'<section class="kp-kutu"><h2>Yorumlar ({len(cs)})</h2><div class="kp-sira">Sırala: <b>En eski</b> · <a href="#">En yeni</a> · <a href="#">En çok beğenilen</a></div>'
        f'<div id="kp-yorumlar">{part(0)}</div></section>{script}'
    )
    css = (
        ".kp-yorum{display:flex;flex-wrap:wrap;gap:10px;border-top:1px solid #e0eef1;padding:10px 0}.kp-ic{flex:1}.kp-alt{flex-basis:100%;margin-left:46px}"
        ".kp-ad{color:#0e7490}.kp-zm{color:#999;font-size:12px}.kp-gz{background:#0e7490;color:#fff;font-size:11px;padding:0 5px}.kp-daha{display:block;width:100%;padding:10px;margin:10px 0}"
    )
    st = Story(
        "Eski iskele binası kafe mi olsun müze mi? Karar halkın",
        "Aylin Tekin",
        "2024-09-18T09:00:00+03:00",
        "18 Eylül 2024",
        """
Belediye, 1934'te yapılan ve on yıldır boş duran eski vapur iskelesi binası için iki seçeneği halka soruyor: bina kiraya verilip kafe mi olacak, yoksa kasabanın deniz tarihini anlatan küçük bir müze mi?

Çevrimiçi anket ayın 30'una kadar açık kalacak. Belediye başkanı, sonuç ne olursa olsun çatının kış gelmeden onarılacağını söyledi.
""",
        lead="1934'ten kalma bina on yıldır boş. Belediye anket açtı.",
        related=(
            "İskelemizin hikâyesi: bir okul projesi",
            "Balıkçı barınağı genişliyor",
            "Vapur seferleri kış tarifesine geçti",
        ),
    )
    return make(
        "bl-tr-show-more-chain",
        "discussion",
        TR_SITE,
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path=base + "/",
        reveal="load_more chain: 'Daha fazla yorum göster (17)' fetches an HTML fragment (…/yorumlar-2.html) that ends with its own 'Daha fazla yorum göster (9)' button for …/yorumlar-3.html",
        container="section.kp-kutu > div#kp-yorumlar: div.kp-yorum (nested div.kp-alt), button.kp-daha",
        heading=f"Yorumlar ({len(cs)})",
        description="A Turkish coastal town paper of 2024 on the old pier building: 27 readers' comments with relative times ('3 gün önce'), 10 in the page and two more parts behind a chain of 'Daha fazla yorum göster (n)' buttons, each fetched fragment bringing the next button, the paper's answer badged 'Editör', replies four levels deep; the hardest: the chain of fragments.",
        static=False,
        files=files,
        check_steps=("click:.kp-daha", "wait:700", "click:.kp-daha", "wait:700"),
    )


def threads2_bl() -> list[Case]:
    return [ar_sorted(), hi_removed_hidden(), zh_infinite(), th_quoted(), nl_folded(), tr_more_chain()]
