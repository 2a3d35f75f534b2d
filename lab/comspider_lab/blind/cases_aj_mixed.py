"""Blind set AJ: four mixed pages, a small discussion of this article (2 to 5 readers' comments) in the served HTML
beside a list of named short texts that are not comments, of kinds the earlier sets do not name: posts from social
networks embedded by the newsroom, with like and share counts (tr); the birthdays of the day's well-known locals (el);
the office hours of the town's councillors (ar); the ward officers' helpline directory (hi). Written for this set;
every name, place and text invented, each comment and entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_aj_common import Case, Parts, Seed, Story, esc, make, nest, paras, rows, seeds


def tr_social() -> Case:
    c = seeds("""
Kemal Aydın | 8 Şubat 2026 09:20 | - | İskeleden her sabah 7.10 vapuruna biniyorum. Seferler iptal olunca minibüse yüz lira verdim, bunu kimse karşılamıyor.
Elif Şahin | 8 Şubat 2026 10:05 | 0 | Kemal Bey, belediye ücretsiz servis koyacağını söylemişti ama ben de görmedim. Belki yarın başlar.
Nurcan Yücel | 8 Şubat 2026 11:42 | - | Haberdeki rüzgâr uyarısı doğru, dün akşam sahil yolunda yürüyemedik bile. Can güvenliği her şeyden önce gelir.
""")

    def item(i: int, x: Seed, sub: str) -> str:
        return (
            f'<div class="yorum" id="yorum-{i + 1}"><div class="yorum-ust"><b class="yorum-ad">{esc(x.author)}</b> '
            f'<span class="yorum-tarih">{esc(x.when)}</span></div><div class="yorum-metin">{paras(x.text)}</div>'
            f'<a class="yorum-yanitla" href="#yorum-{i + 1}">Yanıtla</a>{sub}</div>'
        )

    thread = (
        '<section class="yorumlar"><h2>Yorumlar (3)</h2>'
        + nest(c, item, lambda s: f'<div class="yorum-yanitlar">{s}</div>')
        + "</section>"
    )
    posts = rows("""
Ayşe Karaca | @aysekaraca_kb · 7 Şub 2026 18:04 | ♥ 214 · ↻ 31 | İskelede dalgalar bariyeri aştı, vapur yanaşamadan geri döndü. Herkes güvende, yolcular otobüsle gönderiliyor.
Karaburun Liman Başkanlığı | @kb_liman · 7 Şub 2026 18:30 | ♥ 96 · ↻ 58 | Fırtına uyarısı nedeniyle bu akşamki tüm seferler iptal edilmiştir. Yarın sabah 06.00'da yeni duyuru yapılacaktır.
Mert Oral | @mertoral · 7 Şub 2026 19:12 | ♥ 1,2 B · ↻ 340 | Sahil yolundan çektiğim video: dalgalar banklara kadar geliyor. Lütfen bu akşam sahile inmeyin.
Yeliz Turan | @yelizturan · 7 Şub 2026 20:45 | ♥ 77 · ↻ 9 | Balıkçı barınağındaki teknelerin iki tanesi ipini kopardı, balıkçılar gece boyunca nöbet tutuyor.
""")
    embeds = "".join(
        f'<blockquote class="sosyal-gonderi"><p class="sg-kim"><strong>{esc(n)}</strong> <span class="sg-tutamak">{esc(h)}</span></p>'
        f'<p class="sg-metin">{esc(x)}</p><p class="sg-sayilar">{esc(k)}</p></blockquote>'
        for n, h, k, x in posts
    )
    social = f'<section class="sosyal"><h3>Sosyal medyada fırtına</h3>{embeds}</section>'
    st = Story(
        "Karaburun'da fırtına: vapur seferleri iki gündür yapılamıyor",
        "Haber Merkezi",
        "2026-02-07T21:00:00+03:00",
        "7 Şubat 2026",
        """
Karaburun ile il merkezi arasındaki vapur seferleri, dün akşamdan bu yana etkili olan kuzey rüzgârı nedeniyle yapılamıyor. Liman başkanlığı, rüzgârın yarın öğleden sonra hafiflemesini bekliyor.

Belediye, iskele ile otogar arasında ücretsiz servis başlatacağını duyurdu. Sahil yolunda bazı banklar ve çöp kutuları dalgalarla yerinden söküldü.
""",
        section="Yerel",
    )
    return make(
        "aj-mx-tr-sosyal",
        "mixed",
        "tr-karaburun",
        st,
        Parts(inside=social, after=thread),
        c,
        path="/yerel/firtina-vapur-seferleri",
        container="section.yorumlar: h2 'Yorumlar (3)', div.yorum (b.yorum-ad, span.yorum-tarih, div.yorum-metin, 'Yanıtla'); the reply in div.yorum-yanitlar; in the article, section.sosyal: 4 blockquote.sosyal-gonderi (name, handle · time, text, '♥ n · ↻ n')",
        heading="Yorumlar (3)",
        description="A Turkish district news portal of 2026: three readers' comments on a ferry stoppage (one reply), and in the article four social-network posts embedded by the newsroom, each a name, a handle and time, a sentence or two and like/share counts.",
        lookalikes=("embedded social-network posts (name, handle, time, text, like and share counts)",),
    )


def el_birthdays() -> Case:
    c = seeds("""
Μαρία Κουτσού | πριν από 5 ώρες | - | Ο πατέρας μου έπαιζε στο πρώτο ρεσιτάλ της φιλαρμονικής, το 1961. Συγκινήθηκα με τις φωτογραφίες.
Γιώργος Λ. | πριν από 4 ώρες | - | Να γίνει επιτέλους και μια αίθουσα πρόβας με θέρμανση. Τα παιδιά κάνουν πρόβα με μπουφάν τον χειμώνα.
Σταυρούλα | πριν από 3 ώρες | 1 | Γιώργο, ο δήμος υποσχέθηκε την αίθουσα του παλιού σχολείου. Ας ελπίσουμε να γίνει πριν από τα Χριστούγεννα.
Αντώνης Μπέκας | πριν από 1 ώρα | - | Χρόνια πολλά στη φιλαρμονική! Θα είμαστε όλοι στην πλατεία την Κυριακή.
""")

    def item(i: int, x: Seed, sub: str) -> str:
        return (
            f'<li class="gn-mia"><p class="gn-panw"><span class="gn-onoma">{esc(x.author)}</span> <span class="gn-pote">{esc(x.when)}</span></p>'
            f"{paras(x.text, cls='gn-keimeno')}{sub}</li>"
        )

    thread = (
        '<div class="gnomes"><h3>Τι είπατε</h3><ul class="gn-lista">'
        + nest(c, item, lambda s: f'<ul class="gn-apantiseis">{s}</ul>')
        + "</ul></div>"
    )
    people = rows(
        """
Θεοχάρης Ζαφειρίου | γενν. 1941 | Ο πρώτος μαέστρος της φιλαρμονικής της Αμπελιάς, δίδαξε κλαρίνο σε τρεις γενιές μαθητών.
Ελένη Δρόσου | γενν. 1968 | Ζωγράφος από το Κάτω Χωριό, με εκθέσεις στη Θεσσαλονίκη και στη Λάρισα.
Παναγιώτης Σιώμος | γενν. 1979 | Πρώην τερματοφύλακας του Ατρόμητου Αμπελιάς, σήμερα προπονητής των ακαδημιών.
Χρυσούλα Μανωλάκη | γενν. 1953 | Δασκάλα για σαράντα χρόνια και συγγραφέας του βιβλίου για τα έθιμα του τρύγου.
Δημήτρης Φούρλας | γενν. 1986 | Σεφ που άνοιξε ταβέρνα στο Μόναχο και φέρνει κάθε χρόνο τους πελάτες του στο πανηγύρι.
""",
        n=3,
    )
    li = "".join(
        f'<li><strong class="ge-onoma">{esc(n)}</strong> <small class="ge-etos">{esc(y)}</small><p class="ge-ligo">{esc(x)}</p></li>'
        for n, y, x in people
    )
    rail = f'<div class="lk-box genethlia"><h3>Γεννήθηκαν σαν σήμερα</h3><ul>{li}</ul></div>'
    st = Story(
        "Η φιλαρμονική της Αμπελιάς γιορτάζει 65 χρόνια με συναυλία στην πλατεία",
        "Της Κατερίνας Ντόκου",
        "2026-10-15T08:00:00+03:00",
        "15 Οκτωβρίου 2026",
        """
Με μεγάλη συναυλία στην κεντρική πλατεία την Κυριακή γιορτάζει η φιλαρμονική του δήμου Αμπελιάς τα 65 χρόνια της. Στη σκηνή θα ανέβουν 40 μουσικοί, ανάμεσά τους και απόφοιτοι που ήρθαν από το εξωτερικό.

Η φιλαρμονική κάνει σήμερα πρόβες σε μια αποθήκη του δήμου χωρίς θέρμανση. Ο δήμαρχος υποσχέθηκε νέα αίθουσα στο παλιό δημοτικό σχολείο.
""",
        section="Πολιτισμός",
    )
    return make(
        "aj-mx-el-genethlia",
        "mixed",
        "el-ampelia",
        st,
        Parts(after=thread, rail=rail),
        c,
        path="/politismos/filarmoniki-65",
        container="div.gnomes: h3 'Τι είπατε', ul.gn-lista > li.gn-mia (span.gn-onoma, span.gn-pote 'πριν από 5 ώρες', p.gn-keimeno); the reply in ul.gn-apantiseis; in the rail, div.genethlia: 5 li (strong name, small year of birth, p sentence)",
        heading="Τι είπατε",
        description="A Greek plains daily's site of 2026: four readers' comments on the town band's anniversary (one reply), relative times, no controls and no 'comment' in the markup; beside it in the rail, the birthdays of five well-known locals, each a name, a year of birth and a sentence.",
        lookalikes=("birthdays of well-known locals (name, year of birth, sentence)",),
    )


def ar_office_hours() -> Case:
    c = seeds("""
سعاد الحربي | - | - | خبر جميل، لكن الحديقة تحتاج إلى دورات مياه قبل الألعاب. الأطفال يبقون فيها ساعات.
أبو فهد | - | - | أتمنى أن تبقى الأشجار القديمة عند المدخل الشمالي، فهي الظل الوحيد في الصيف.
""")

    def item(i: int, x: Seed, sub: str) -> str:
        return f'<div class="raai"><h4 class="raai-ism">{esc(x.author)}</h4>{paras(x.text, cls="raai-nass")}{sub}</div>'

    thread = '<section class="araa"><h2>آراء القراء</h2>' + nest(c, item, lambda s: s) + "</section>"
    members = rows("""
م. خالد العتيبي | الأحد 10:00 – 12:00 | مبنى البلدية، الطابق الثاني | يستقبل شكاوى الطرق والإنارة في الأحياء الشرقية.
د. هند الشمري | الاثنين 17:00 – 19:00 | مركز حي الورود | رئيسة لجنة الحدائق، تستمع إلى اقتراحات السكان حول المساحات الخضراء.
عبدالله القحطاني | الأربعاء 09:00 – 11:00 | مكتب الخدمات في السوق القديم | يتابع طلبات تراخيص المحلات الصغيرة والبسطات.
نورة الدوسري | الخميس 16:00 – 18:00 | مكتبة الحي الغربي | مسؤولة ملف المدارس والنقل المدرسي في المجلس.
""")
    li = "".join(
        f'<li class="maw-bund"><b class="maw-ism">{esc(n)}</b> <span class="maw-waqt">{esc(t)}</span>'
        f'<span class="maw-makan">{esc(p)}</span><p>{esc(x)}</p></li>'
        for n, t, p, x in members
    )
    box = f'<section class="mawaid"><h3>مواعيد أعضاء المجلس البلدي مع المواطنين</h3><ul>{li}</ul></section>'
    st = Story(
        "المجلس البلدي يقر تطوير حديقة النخيل الكبرى",
        "محرر الشؤون المحلية",
        "2025-12-08T09:00:00+03:00",
        "8 ديسمبر 2025",
        """
أقر المجلس البلدي في جلسته الأسبوعية خطة لتطوير حديقة النخيل الكبرى تشمل ممشى جديداً وألعاباً للأطفال وإنارة حديثة. وتبلغ كلفة المشروع نحو أربعة ملايين ريال.

وقال رئيس المجلس إن الأعمال ستبدأ في الربيع وتستمر ستة أشهر، وإن أعضاء المجلس سيستقبلون ملاحظات السكان في مواعيدهم الأسبوعية.
""",
        section="المدينة",
    )
    return make(
        "aj-mx-ar-mawaid",
        "mixed",
        "ar-nakhil",
        st,
        Parts(inside=box, after=thread),
        c,
        path="/madina/hadiqat-alnakhil",
        container="section.araa: h2 'آراء القراء', div.raai (h4.raai-ism name, p.raai-nass text); in the article, section.mawaid: 4 li.maw-bund (b name, span time slot, span place, p sentence)",
        heading="آراء القراء",
        description="An Arabic city news portal of 2025 (right to left): two readers' comments on a park plan, no time and no controls, beside the councillors' weekly office hours in the article: four entries, each a name, a day and time, a place and a sentence.",
        lookalikes=("councillors' office hours (name, day and time, place, sentence)",),
    )


def hi_helpline() -> Case:
    c = seeds("""
राजेश वर्मा | 22 जुलाई 2025, 08:15 | - | हमारे वार्ड 14 में नाली तीन हफ़्ते से बंद है। हेल्पलाइन पर फ़ोन किया तो कोई उठाता ही नहीं।
सुनीता यादव | 22 जुलाई 2025, 09:40 | 0 | राजेश जी, ऊपर दी गई सूची में वार्ड अधिकारी का नंबर है। सुबह दस से बारह के बीच कॉल कीजिए, मेरा काम हो गया था।
अमित | 22 जुलाई 2025, 11:05 | - | बारिश से पहले ही सफ़ाई हो जाती तो यह हालत न होती। हर साल वही कहानी।
डॉ. नीलिमा सक्सेना | 22 जुलाई 2025, 13:30 | - | जलभराव के बाद मच्छर बढ़ेंगे। नगर निगम को फ़ॉगिंग भी शुरू करनी चाहिए।
पप्पू भैया चाय वाले | 22 जुलाई 2025, 17:50 | - | स्टेशन रोड पर दुकान के आगे घुटनों तक पानी है। दो दिन से दुकान बंद है।
""")
    likes = ["👍 31", "👍 18", "👍 9", "👍 22", "👍 14"]

    def item(i: int, x: Seed, sub: str) -> str:
        return (
            f'<div class="rai-khand" id="rai-{i + 1}"><span class="rai-naam">{esc(x.author)}</span> · <span class="rai-samay">{esc(x.when)}</span>'
            f'{paras(x.text)}<div class="rai-niche"><a href="#rai-{i + 1}">जवाब दें</a> <span>{likes[i]}</span> <a href="/report">रिपोर्ट करें</a></div>{sub}</div>'
        )

    thread = (
        '<section class="aapki-rai"><h2>आपकी राय</h2>'
        + nest(c, item, lambda s: f'<div class="rai-jawab">{s}</div>')
        + "</section>"
    )
    officers = rows("""
संजय तिवारी | वार्ड 12–15 | सुबह 10 से 12 बजे | नालियों की सफ़ाई और जलभराव की शिकायतें सुनते हैं।
रेखा चौहान | वार्ड 16–19 | सुबह 10 से 12 बजे | स्टेशन रोड और पुराना बाज़ार इनके क्षेत्र में आते हैं।
मोहम्मद इरफ़ान | वार्ड 20–24 | दोपहर 3 से 5 बजे | सड़क के गड्ढे और स्ट्रीट लाइट की शिकायतें दर्ज करते हैं।
कविता मिश्रा | स्वास्थ्य विभाग | दोपहर 3 से 5 बजे | फ़ॉगिंग और दवा छिड़काव के लिए संपर्क करें।
""")
    trs = "".join(
        f'<tr><td class="ad-naam">{esc(n)}</td><td>{esc(w)}</td><td class="ad-samay">{esc(t)}</td><td>{esc(x)}</td></tr>'
        for n, w, t, x in officers
    )
    box = (
        '<div class="adhikari-suchi lk-box"><h3>अपने वार्ड अधिकारी से बात करें</h3><table><thead><tr><th>नाम</th><th>क्षेत्र</th><th>समय</th><th>काम</th></tr></thead>'
        f"<tbody>{trs}</tbody></table></div>"
    )
    st = Story(
        "दो दिन की बारिश से शहर के आधे वार्डों में जलभराव",
        "संवाददाता, सरोवर टाइम्स",
        "2025-07-21T19:00:00+05:30",
        "21 जुलाई 2025",
        """
दो दिन से लगातार हो रही बारिश के कारण शहर के 24 में से 11 वार्डों में पानी भर गया है। स्टेशन रोड, पुराना बाज़ार और तालाब के आसपास की गलियों में सबसे ज़्यादा परेशानी है।

नगर निगम ने कहा कि सभी पंप चालू कर दिए गए हैं। नागरिक अपने वार्ड अधिकारी से तय समय पर फ़ोन करके शिकायत दर्ज करा सकते हैं।
""",
        section="शहर",
    )
    return make(
        "aj-mx-hi-adhikari",
        "mixed",
        "hi-sarovar",
        st,
        Parts(inside=box, after=thread),
        c,
        path="/shahar/barish-jalbharav",
        container="section.aapki-rai: h2 'आपकी राय', div.rai-khand (span.rai-naam, span.rai-samay, text, 'जवाब दें', '👍 n', 'रिपोर्ट करें'); the reply in div.rai-jawab; in the article, a table of 4 ward officers (name, wards, hours, duty)",
        heading="आपकी राय",
        description="A Hindi city daily's site of 2025: five readers' comments on waterlogging (one reply) with absolute times, reply, like and report controls, beside a helpline table of four ward officers, each a name, wards, hours and a sentence.",
        lookalikes=("ward officers' helpline directory (name, wards, hours, duty)",),
    )


def mixed_aj() -> list[Case]:
    return [tr_social(), el_birthdays(), ar_office_hours(), hi_helpline()]
