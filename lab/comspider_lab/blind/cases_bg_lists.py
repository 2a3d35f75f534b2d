"""Blind set BG: four article pages without any reader comment (truth zero) whose furniture holds a list with a
discussion entry's shape, of kinds the earlier sets do not name: an improvised poetry duel's transcript, two singers
answering each other verse by verse with the round's time (kk); the district's exam toppers, each with a line on how
they studied (te); a television drama's cast, each actor with a date and a line about the role (si); a visa
consultancy's wall of clients' thanks, name, village, date and a sentence (pa). Written for this set; every name,
place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bg_common import Case, Parts, Story, esc, make, rows


def kk_aitys() -> Case:
    verses = rows("""
Ерлан Сәрсенбай | 19:42 | 1-айналым | Сәлем бердім, ағайын, залға толған, // Жазықдала жырымен тойға келдім.
Айжан Тоқтарова | 19:44 | 1-айналым | Сәлеміңді қабылдап, жауап берем, // Ауылымның атынан сөз бастаймын.
Ерлан Сәрсенбай | 19:51 | 2-айналым | Қарындасым, жырың бар, дауысың бар, // Бірақ бүгін жеңісті маған берші.
Айжан Тоқтарова | 19:53 | 2-айналым | Жеңісті сұрап алмайды нағыз ақын, // Жыр өзі айтар кімнің жүйрік екенін.
Ерлан Сәрсенбай | 20:02 | 3-айналым | Ауылдың жолы әлі де жөнделмеген, // Әкімге айтар сөзім осы болсын.
Айжан Тоқтарова | 20:04 | 3-айналым | Жол жөнделсе, жастар да қайтар елге, // Бұл тілекке бүкіл зал қосылсын.
""")
    li = "".join(
        f'<li class="ay-kezek"><span class="ay-aqyn">{esc(n)}</span> <span class="ay-uaqyt">{esc(t)}</span> '
        f'<span class="ay-ain">{esc(r)}</span><p class="ay-olen">'
        + "<br>".join(esc(line.strip()) for line in v.split(" // "))
        + "</p></li>"
        for n, t, r, v in verses
    )
    box = (
        '<section class="aitys-jazba"><h3>Айтыстан үзінді: Ерлан Сәрсенбай – Айжан Тоқтарова</h3>'
        f'<p class="ay-esk">Жазып алған: редакция. Өлеңдер айтылған ретімен берілді.</p><ol class="ay-tizim">{li}</ol></section>'
    )
    st = Story(
        "Жазықдалада ақындар айтысы өтті: бас жүлде Айжан Тоқтароваға",
        "Жазықдала жаршысы, Гүлмира Әбенова",
        "2014-09-07T11:00:00+06:00",
        "07.09.2014, 11:00",
        """
Кеше аудандық мәдениет үйінде облыстың он екі ақыны қатысқан айтыс өтті. Айтыс төрт сағатқа созылып, залда бос орын қалмады.

Финалда Ерлан Сәрсенбай мен Айжан Тоқтарова сөз сайысына түсті. Қазылар алқасы бас жүлдені Айжан Тоқтароваға берді.

Ақындар ауыл жолы, жастардың қалаға кетуі және туған жер тақырыбын көтерді.
""",
        section="Мәдениет",
        related=(
            "Аудандық кітапхана жаңартылды",
            "Күзгі жәрмеңке сенбіде",
            "Бозторғай ауылына су келді",
            "Күрес турнирі аяқталды",
        ),
        tags=("айтыс", "ақындар"),
    )
    return make(
        "bg-ll-kk-aitys",
        "lookalike",
        "kk-saryarqa",
        st,
        Parts(after=box),
        [],
        path="/madeniet/2014/09/07/aitys.html",
        container="section.aitys-jazba: h3, a note, ol.ay-tizim > li.ay-kezek (span.ay-aqyn name, span.ay-uaqyt '19:42', span.ay-ain round, p.ay-olen two lines)",
        heading="Айтыстан үзінді: Ерлан Сәрсенбай – Айжан Тоқтарова",
        description="A Kazakh regional paper of 2014: an article on an improvised poetry duel with its transcript, six verses of two singers answering each other, each a name, a time and a round; no reader comment.",
        lookalikes=(
            "an improvised poetry duel's transcript (singer, time, round, two lines answering the other)",
        ),
    )


def te_toppers() -> Case:
    toppers = rows("""
కె. శ్రావ్య | ఇసుకపల్లి జిల్లా పరిషత్ ఉన్నత పాఠశాల | 592/600 | 14-05-2024 | రోజూ ఉదయం నాలుగు గంటలకు లేచి చదివాను. మా అమ్మ నాతో పాటు లేచేది.
పి. వెంకటేష్ | చెరువుగట్టు ప్రభుత్వ పాఠశాల | 588/600 | 14-05-2024 | గణితం అంటే భయం ఉండేది. మా సార్ ప్రతి ఆదివారం ఉచితంగా క్లాసులు చెప్పారు.
ఎస్. నందిని | రేవుపాలెం బాలికల పాఠశాల | 585/600 | 14-05-2024 | ఫోన్ పక్కన పెట్టి పాత ప్రశ్నపత్రాలు రాశాను. అదే నాకు బాగా సాయపడింది.
మహ్మద్ ఇర్ఫాన్ | ఇసుకపల్లి ఉర్దూ మీడియం పాఠశాల | 581/600 | 14-05-2024 | తెలుగు నా రెండో భాష. అందులో తొంభై ఎనిమిది మార్కులు రావడం చాలా సంతోషంగా ఉంది.
జి. లక్ష్మీ ప్రసన్న | కొబ్బరితోట ఆదర్శ పాఠశాల | 579/600 | 14-05-2024 | నేను డాక్టర్ కావాలనుకుంటున్నాను. మా ఊరిలో ఒక్క ఆసుపత్రి కూడా లేదు.
""")
    cards = "".join(
        f'<div class="tp-card"><div class="tp-peru">{esc(n)}</div><div class="tp-badi">{esc(s)}</div>'
        f'<div class="tp-marks">{esc(m)}</div><div class="tp-tedi">{esc(d)}</div><blockquote class="tp-mata">“{esc(q)}”</blockquote></div>'
        for n, s, m, d, q in toppers
    )
    box = (
        '<section class="toppers"><h3>జిల్లా టాపర్లు ఏమంటున్నారు</h3>'
        f'<div class="tp-grid">{cards}</div><p class="tp-note">ఫలితాలు: పాఠశాల విద్యాశాఖ, 14-05-2024</p></section>'
    )
    st = Story(
        "పదో తరగతి ఫలితాలు: జిల్లాలో 94 శాతం ఉత్తీర్ణత",
        "ఇసుకపల్లి వెలుగు ప్రతినిధి",
        "2024-05-14T13:00:00+05:30",
        "మే 14, 2024 13:00",
        """
పదో తరగతి పరీక్షా ఫలితాలు మంగళవారం విడుదలయ్యాయి. జిల్లాలో మొత్తం 94 శాతం మంది విద్యార్థులు ఉత్తీర్ణులయ్యారు. గత ఏడాది కంటే ఇది మూడు శాతం ఎక్కువ.

బాలికల ఉత్తీర్ణత శాతం బాలుర కంటే ఎక్కువగా ఉంది. ప్రభుత్వ పాఠశాలల విద్యార్థులు మొదటి ఐదు స్థానాల్లో నాలుగు సాధించారు.

సప్లిమెంటరీ పరీక్షలు జూన్ మొదటి వారంలో జరుగుతాయి.
""",
        section="విద్య",
        related=("ఇంటర్ ప్రవేశాలు ప్రారంభం", "కొత్త బస్సు సర్వీసులు", "చెరువుల పూడికతీత పనులు", "జిల్లా కబడ్డీ జట్టు ఎంపిక"),
        tags=("పదో తరగతి", "ఫలితాలు"),
    )
    return make(
        "bg-ll-te-toppers",
        "lookalike",
        "te-godavari",
        st,
        Parts(after=box),
        [],
        path="/vidya/2024/05/14/padava-taragati-phalitalu",
        container="section.toppers: h3, div.tp-grid > div.tp-card (div.tp-peru name, div.tp-badi school, div.tp-marks, div.tp-tedi date, blockquote.tp-mata a sentence)",
        heading="జిల్లా టాపర్లు ఏమంటున్నారు",
        description="A Telugu district site of 2024: an article on exam results with the five district toppers, each a name, a school, marks, a date and a quoted sentence on how they studied; no reader comment.",
        lookalikes=("exam toppers, each with a quoted line (name, school, marks, date, quote)",),
    )


def si_cast() -> Case:
    cast = rows("""
නිමාලි පෙරේරා | ශාන්ති ගුරුතුමිය | 2013.02.04 | මම කවදාවත් ගුරුවරියකගේ චරිතයක් කරලා නැහැ. මගේ අම්මා ගුරුවරියක් නිසා මට ලේසි වුණා.
චමින්ද රත්නායක | කුමාර | 2013.02.04 | කුමාර ගමේ තරුණයෙක්. ඔහු නගරයට යන්නද ගමේ ඉන්නද කියලා හිතන්නේ.
අනෝජා සිල්වා | මැණිකේ ආච්චි | 2013.02.05 | වයසක චරිතයක් කරන්න පැය දෙකක් මේකප් දාන්න ඕනෑ. ඒත් ඒක වටිනවා.
සුනිල් බණ්ඩාර | ගම්මුලාදෑනි | 2013.02.05 | හැම ගමකම මෙහෙම කෙනෙක් ඉන්නවා. ප්‍රේක්ෂකයෝ ඔහුව අඳුනගනීවි.
දිල්රුක්ෂි ජයසේකර | නදී | 2013.02.06 | මේ මගේ පළමු ටෙලිනාට්‍යය. රූගත කිරීම් කළේ ගංතීරයේම ගමක.
""")
    li = "".join(
        f'<li class="ng-li"><img src="/_avatar/ng-{k}.svg" alt="" width="56" height="56"><h4 class="ng-nama">{esc(n)}</h4>'
        f'<p class="ng-charitaya">චරිතය: {esc(r)}</p><p class="ng-dinaya">{esc(d)}</p><p class="ng-kiyamana">{esc(q)}</p></li>'
        for k, (n, r, d, q) in enumerate(cast)
    )
    box = f'<section class="nalu-kandayama"><h3>නළු නිළියන් තම චරිත ගැන</h3><ul class="ng-ul">{li}</ul></section>'
    st = Story(
        "නව ටෙලිනාට්‍යය ‘ගඟ අයිනේ ගම’ ඉරිදා සිට",
        "ගංතීර පුවත විනෝදාස්වාද අංශය",
        "2013-02-07T10:00:00+05:30",
        "2013 පෙබරවාරි 07",
        """
ගමක ජීවිතය ගැන කියවෙන නව ටෙලිනාට්‍යය ‘ගඟ අයිනේ ගම’ ලබන ඉරිදා සිට සතියකට දින දෙකක් විකාශය වේ.

ටෙලිනාට්‍යයේ රූගත කිරීම් මාස හතරක් පුරා ගංතීරයේ ගම්මානයක සිදු කෙරිණි. අධ්‍යක්ෂණය ප්‍රියන්ත වීරසිංහ විසිනි.

කථාංග පනහකින් යුත් මෙම නාට්‍යයේ නළු නිළියන් කිහිප දෙනෙක් පළමු වරට රංගනයට එක්වෙති.
""",
        section="විනෝදාස්වාදය",
        related=("සංගීත ප්‍රසංගය කල් දැමේ", "නව චිත්‍රපටය තිරගත වේ", "පාසල් නාට්‍ය තරගය", "ක්‍රිකට් කණ්ඩායම නිවේදනය"),
        tags=("ටෙලිනාට්‍ය", "රූපවාහිනී"),
    )
    return make(
        "bg-ll-si-cast",
        "lookalike",
        "si-ruhunu",
        st,
        Parts(after=box),
        [],
        path="/vinodaswadaya/2013/02/07/gaga-ayine-gama.html",
        container="section.nalu-kandayama: h3, ul.ng-ul > li.ng-li (img, h4.ng-nama actor, p.ng-charitaya role, p.ng-dinaya date, p.ng-kiyamana a sentence)",
        heading="නළු නිළියන් තම චරිත ගැන",
        description="A Sinhala portal of 2013: an article on a new television drama with its cast, five actors each with a photo, the role, a date and a sentence about the role; no reader comment.",
        lookalikes=("a drama's cast, each actor with a date and a line about the role",),
    )


def pa_testimonials() -> Case:
    wall = rows("""
ਗੁਰਪ੍ਰੀਤ ਕੌਰ | ਪਿੰਡ ਨਹਿਰਵਾਲਾ | 02-03-2025 | ਸਟੱਡੀ ਵੀਜ਼ਾ | ਪਹਿਲੀ ਵਾਰ ਵਿੱਚ ਹੀ ਵੀਜ਼ਾ ਲੱਗ ਗਿਆ। ਸਾਰੀ ਟੀਮ ਦਾ ਬਹੁਤ ਧੰਨਵਾਦ।
ਹਰਜੀਤ ਸਿੰਘ ਸੰਧੂ | ਪਿੰਡ ਕਿੱਕਰਪੁਰ | 18-02-2025 | ਵਿਜ਼ਟਰ ਵੀਜ਼ਾ | ਪੁੱਤ ਦੀ ਗ੍ਰੈਜੂਏਸ਼ਨ ਵੇਖਣ ਜਾਣਾ ਸੀ, ਸਮੇਂ ਸਿਰ ਕੰਮ ਹੋ ਗਿਆ।
ਮਨਦੀਪ ਕੌਰ | ਪਿੰਡ ਬੇਰੀਆਂਵਾਲੀ | 05-02-2025 | ਸਪਾਊਸ ਵੀਜ਼ਾ | ਕਾਗਜ਼ਾਂ ਦੀ ਹਰ ਗੱਲ ਪੰਜਾਬੀ ਵਿੱਚ ਸਮਝਾਈ। ਬਹੁਤ ਵਧੀਆ ਤਜਰਬਾ।
ਬਲਵਿੰਦਰ ਸਿੰਘ | ਪਿੰਡ ਟਾਹਲੀਸਾਹਿਬ | 21-01-2025 | ਵਰਕ ਪਰਮਿਟ | ਦੋ ਵਾਰ ਰਿਫਿਊਜ਼ਲ ਮਗਰੋਂ ਇੱਥੋਂ ਫਾਈਲ ਲਗਾਈ ਤੇ ਕੰਮ ਬਣ ਗਿਆ।
ਸਿਮਰਨਜੀਤ | ਪਿੰਡ ਨਹਿਰਵਾਲਾ | 09-01-2025 | ਸਟੱਡੀ ਵੀਜ਼ਾ | ਆਈਲੈਟਸ ਦੀ ਤਿਆਰੀ ਵੀ ਇੱਥੇ ਹੀ ਕੀਤੀ। ਸਰ ਜੀ ਦਾ ਧੰਨਵਾਦ।
""")
    li = "".join(
        f'<div class="sw-item"><div class="sw-sir"><b class="sw-naam">{esc(n)}</b> <span class="sw-pind">{esc(v)}</span> '
        f'<span class="sw-mitti">{esc(d)}</span> <span class="sw-kism">✔ {esc(t)}</span></div><p class="sw-shabad">{esc(q)}</p></div>'
        for n, v, d, t, q in wall
    )
    box = (
        '<aside class="sponsored"><p class="sw-label">ਇਸ਼ਤਿਹਾਰ</p><h3>ਸਾਡੇ ਕਲਾਇੰਟਾਂ ਦੇ ਸ਼ਬਦ — ਹਰਿਆਵਲ ਇਮੀਗ੍ਰੇਸ਼ਨ</h3>'
        f'<div class="sw-list">{li}</div><p><a href="/ad/hariawal">ਮੁਫ਼ਤ ਸਲਾਹ ਲਈ ਕਾਲ ਕਰੋ</a></p></aside>'
    )
    st = Story(
        "ਨਹਿਰਕੰਢੇ ਦੇ ਪਿੰਡਾਂ ਵਿੱਚੋਂ ਵਿਦੇਸ਼ ਜਾਣ ਵਾਲੇ ਨੌਜਵਾਨਾਂ ਦੀ ਗਿਣਤੀ ਘਟੀ",
        "ਨਹਿਰਕੰਢੇ ਟਾਈਮਜ਼ ਬਿਊਰੋ",
        "2025-03-10T09:00:00+05:30",
        "10 ਮਾਰਚ 2025",
        """
ਪਿਛਲੇ ਸਾਲ ਦੇ ਮੁਕਾਬਲੇ ਇਸ ਸਾਲ ਨਹਿਰਕੰਢੇ ਦੇ ਪਿੰਡਾਂ ਵਿੱਚੋਂ ਸਟੱਡੀ ਵੀਜ਼ਾ ਲਈ ਅਰਜ਼ੀਆਂ ਲਗਭਗ ਤੀਹ ਫ਼ੀਸਦੀ ਘੱਟ ਆਈਆਂ ਹਨ।

ਕਾਲਜਾਂ ਦੇ ਪ੍ਰਿੰਸੀਪਲਾਂ ਦਾ ਕਹਿਣਾ ਹੈ ਕਿ ਵਿਦੇਸ਼ਾਂ ਵਿੱਚ ਵਧਦੇ ਖ਼ਰਚੇ ਕਾਰਨ ਕਈ ਪਰਿਵਾਰ ਹੁਣ ਬੱਚਿਆਂ ਨੂੰ ਇੱਥੇ ਹੀ ਪੜ੍ਹਾਉਣ ਨੂੰ ਤਰਜੀਹ ਦੇ ਰਹੇ ਹਨ।

ਇਲਾਕੇ ਦੇ ਆਈਲੈਟਸ ਸੈਂਟਰਾਂ ਵਿੱਚ ਵੀ ਦਾਖ਼ਲੇ ਘਟੇ ਹਨ।
""",
        section="ਪਰਵਾਸ",
        related=("ਕਣਕ ਦੀ ਖ਼ਰੀਦ ਦੀਆਂ ਤਿਆਰੀਆਂ", "ਪਿੰਡਾਂ ਵਿੱਚ ਨਵੀਆਂ ਲਾਇਬ੍ਰੇਰੀਆਂ", "ਕਬੱਡੀ ਕੱਪ ਦਾ ਫ਼ਾਈਨਲ", "ਨਹਿਰ ਦੀ ਸਫ਼ਾਈ ਸ਼ੁਰੂ"),
        tags=("ਪਰਵਾਸ", "ਸਟੱਡੀ ਵੀਜ਼ਾ"),
    )
    return make(
        "bg-ll-pa-testimonials",
        "lookalike",
        "pa-doaba",
        st,
        Parts(rail=box),
        [],
        path="/parvas/2025/03/10/videsh-ghatti-ginti",
        container="aside.sponsored: 'ਇਸ਼ਤਿਹਾਰ', h3, div.sw-list > div.sw-item (b.sw-naam, span.sw-pind village, span.sw-mitti date, span.sw-kism visa type, p.sw-shabad a sentence)",
        heading="ਸਾਡੇ ਕਲਾਇੰਟਾਂ ਦੇ ਸ਼ਬਦ — ਹਰਿਆਵਲ ਇਮੀਗ੍ਰੇਸ਼ਨ",
        description="A Punjabi (Gurmukhi) regional site of 2025: an article on emigration with an advertiser's wall of clients' thanks below it, five entries each a name, a village, a date, a visa type and a sentence; no reader comment.",
        lookalikes=("a visa consultancy's client testimonials (name, village, date, visa type, sentence)",),
    )


def lists_bg() -> list[Case]:
    return [kk_aitys(), te_toppers(), si_cast(), pa_testimonials()]
