"""Blind set BH: 4 plain article pages (ml, te, km, ps), 4 pages whose furniture holds a list that looks like a
discussion (si, mr, bg, mn) and 2 mixed pages (ne, kk). Every class name, name, place and text invented for this set;
each entry written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bh_common import C, Case, Parts, Story, esc, make, seeds, thread, tree

# ------------------------------------------------------------------------------------------------ plain pages


def ml_closed() -> Case:
    st = Story(
        "ജലോത്സവത്തിന് ഒരുക്കങ്ങൾ തുടങ്ങി; ഇത്തവണ ഇരുപത് ചുണ്ടൻ വള്ളങ്ങൾ",
        "സ്വന്തം ലേഖകൻ, ആലപ്പുഴ",
        "2015-04-14T09:30:00+05:30",
        "ചൊവ്വ, 14 ഏപ്രിൽ 2015, 09:30",
        """
ഈ വർഷത്തെ ജലോത്സവത്തിനുള്ള ഒരുക്കങ്ങൾ കായലോരത്ത് ആരംഭിച്ചു. ഇരുപത് ചുണ്ടൻ വള്ളങ്ങൾ ഉൾപ്പെടെ അറുപതിലധികം വള്ളങ്ങൾ മത്സരത്തിനുണ്ടാകുമെന്ന് സംഘാടക സമിതി അറിയിച്ചു.

കാണികൾക്കായി പുതിയ പവലിയൻ നിർമിക്കും. ബോട്ട് ജെട്ടി മുതൽ ഫിനിഷിങ് പോയിന്റ് വരെ താൽക്കാലിക നടപ്പാതയും ഒരുക്കും.

വള്ളംകളി ദിവസം നഗരത്തിൽ ഗതാഗത നിയന്ത്രണം ഏർപ്പെടുത്തും.
""",
    )
    closed = (
        '<div class="kp-closed"><p>ഈ വാർത്തയിൽ അഭിപ്രായം രേഖപ്പെടുത്താനുള്ള സൗകര്യം അവസാനിപ്പിച്ചിരിക്കുന്നു.</p></div>'
        '<div class="kp-tags">ടാഗുകൾ: <a href="/tag/jalolsavam">ജലോത്സവം</a> <a href="/tag/kuttanad">കുട്ടനാട്</a></div>'
    )
    return make(
        "bh-ml-plain-closed",
        "lookalike",
        "ml",
        st,
        Parts(
            inside=closed, css=".kp-closed{border:1px solid #cde;background:#f3fafa;padding:8px;color:#555}"
        ),
        [],
        path="/local/alappuzha/jalolsavam-orukkam",
        reveal="on_load",
        container="(none)",
        heading=None,
        description="A Malayalam regional portal of 2015, no reader comment: a note that commenting on this story is closed, tags, a breaking line, a share bar of invented local networks, a most-read list.",
    )


def te_zero() -> Case:
    st = Story(
        "పుష్కర ఘాట్ల పనులు వేగవంతం చేయాలని కలెక్టర్ ఆదేశం",
        "మా ప్రతినిధి, రాజమహేంద్రవరం",
        "2013-08-10T11:00:00+05:30",
        "శనివారం, 10 ఆగస్టు 2013, 11:00",
        """
రానున్న పుష్కరాల కోసం నిర్మిస్తున్న స్నాన ఘాట్ల పనులను వేగవంతం చేయాలని జిల్లా కలెక్టర్ అధికారులను ఆదేశించారు.

శనివారం ఉదయం ఆయన నదీ తీరంలోని ఏడు ఘాట్లను పరిశీలించారు. రెండు ఘాట్లలో మెట్ల పనులు ఇంకా పూర్తి కాలేదని గుర్తించారు.

భక్తుల సౌకర్యం కోసం తాగునీరు, మరుగుదొడ్లు, వైద్య శిబిరాలు ఏర్పాటు చేయాలని సూచించారు.
""",
    )
    zero = (
        '<div class="gv-vyakhya"><h4>0 వ్యాఖ్యలు</h4><p>ఈ వార్తపై ఇంకా ఎవరూ వ్యాఖ్యానించలేదు. మొదటి వ్యాఖ్య మీదే కావచ్చు!</p>'
        '<form action="/vyakhya" method="post"><p>పేరు <input name="n"></p><textarea name="t"></textarea><button type="submit">పంపండి</button></form></div>'
    )
    return make(
        "bh-te-plain-zero",
        "lookalike",
        "te",
        st,
        Parts(after=zero),
        [],
        path="/district/east-godavari/pushkara-ghat-panulu.html",
        reveal="on_load",
        container="(none)",
        heading=None,
        description="A Telugu district portal of 2013 in a layout table, no reader comment: '0 వ్యాఖ్యలు' with an empty comment form under the article, a ticker, a ranking, a share bar.",
    )


def km_plain() -> Case:
    st = Story(
        "ស្ពានថ្មីឆ្លងទន្លេនឹងបើកឱ្យប្រើប្រាស់នៅខែក្រោយ",
        "ដោយ៖ សុខ ចាន់ធី",
        "2024-10-03T08:00:00+07:00",
        "ថ្ងៃទី០៣ ខែតុលា ឆ្នាំ២០២៤",
        """
ស្ពានថ្មីដែលតភ្ជាប់ច្រាំងទន្លេទាំងពីរ នឹងត្រូវបើកឱ្យប្រជាពលរដ្ឋប្រើប្រាស់នៅខែក្រោយ បន្ទាប់ពីការសាងសង់រយៈពេលបីឆ្នាំ។

ស្ពាននេះមានប្រវែងជាង ៩០០ ម៉ែត្រ និងមានផ្លូវសម្រាប់អ្នកថ្មើរជើងទាំងសងខាង។

អាជ្ញាធរខេត្តបានឱ្យដឹងថា ការធ្វើដំណើរឆ្លងទន្លេនឹងខ្លីជាងមុនប្រមាណមួយម៉ោង។
""",
    )
    facts = (
        '<aside class="tn-facts"><h4>ព័ត៌មានសង្ខេប</h4><ul><li>ប្រវែង៖ ៩២០ ម៉ែត្រ</li><li>រយៈពេលសាងសង់៖ ៣ ឆ្នាំ</li>'
        "<li>ផ្លូវថ្មើរជើង៖ សងខាង</li></ul></aside>"
    )
    return make(
        "bh-km-plain",
        "lookalike",
        "km",
        st,
        Parts(inside=facts, css=".tn-facts{background:#eef0fa;padding:10px}"),
        [],
        path="/province/2024/10/new-bridge-opening",
        reveal="on_load",
        container="(none)",
        heading=None,
        description="A Khmer provincial news site of today, no reader comment and no word of comments: a fact box, a sticky menu, a ticker line, a share row, a 'read next' strip.",
    )


def ps_plain() -> Case:
    st = Story(
        "د جلال اباد ښار ته نوی سړک جوړېږي",
        "د سپين غر خبریال",
        "2013-09-01T10:00:00+04:30",
        "سه شنبه، ۱۰ سنبله ۱۳۹۲",
        """
د ننګرهار ولایت د عامه چارو ریاست وايي چې د ښار ختیځې سیمې ته به یو نوی سړک جوړ شي چې اوږدوالی یې شپږ کیلومتره دی.

چارواکو ویلي چې کار به د راتلونکې میاشتې په پیل کې پیلېږي او تمه ده چې تر یو کال پورې بشپړ شي.

سیمه والو له دې پرېکړې هرکلی کړی او هیله یې ښودلې چې کار به په وخت سره پای ته ورسېږي.
""",
    )
    photo = (
        '<figure class="sp-photo"><img src="/_avatar/sp-sarak.svg" width="600" height="340" alt="">'
        "<figcaption>د نوي سړک د جوړولو ځای — انځور: سپين غر</figcaption></figure>"
    )
    return make(
        "bh-ps-plain",
        "lookalike",
        "ps",
        st,
        Parts(inside=photo),
        [],
        path="/khabarona/1392/06/10/naway-sarak",
        reveal="on_load",
        container="(none)",
        heading=None,
        description="A Pashto provincial paper of 2013, right to left, dated in the Solar Hijri calendar; no reader comment: a photo with its caption, a ticker, a layout table with channels and a ranking, a share bar.",
    )


# ------------------------------------------------------------------------------------------------ look-alike lists


def si_power_cuts() -> Case:
    rows = [
        ("A කලාපය", "ගාල්ල නගරය, කරාපිටිය", "පෙ.ව. 8.30 - 10.00", "ඉංජිනේරු සුනිල් පෙරේරා", "රෝහල් මාර්ගයට සැපයුම නොකැඩේ."),
        (
            "B කලාපය",
            "හික්කඩුව, දොඩන්දුව",
            "පෙ.ව. 10.00 - 11.30",
            "ඉංජිනේරු නිමල්ක ද සිල්වා",
            "වෙරළබඩ හෝටල් කලාපයට ජනක යන්ත්‍ර භාවිතයට උපදෙස් දී ඇත.",
        ),
        (
            "C කලාපය",
            "අම්බලන්ගොඩ",
            "ප.ව. 1.00 - 2.30",
            "ඉංජිනේරු රුවන් ජයසේකර",
            "වැඩ කටයුතු නිසා කාලය විනාඩි 30කින් දීර්ඝ විය හැක.",
        ),
        (
            "D කලාපය",
            "බද්දේගම, නෙලුව",
            "ප.ව. 3.00 - 4.30",
            "ඉංජිනේරු චමිලා හේරත්",
            "පාසල් වේලාවෙන් පසුව පමණක් කප්පාදුව ක්‍රියාත්මක වේ.",
        ),
        (
            "E කලාපය",
            "උණවටුන, තලපිටිය",
            "ප.ව. 6.00 - 7.00",
            "ඉංජිනේරු සුනිල් පෙරේරා",
            "සවස කප්පාදුව හෙට සිට අවලංගු කිරීමට ඉඩ ඇත.",
        ),
    ]
    lst = (
        '<div class="rn-kappadu"><h3>අද විදුලි කප්පාදු කාලසටහන</h3><p class="rn-upd">යාවත්කාලීන කළේ: 2012 පෙබරවාරි 22, පෙ.ව. 7.15</p><ul>'
        + "".join(
            f'<li class="rn-kp"><b>{esc(z)}</b> — <span class="rn-area">{esc(a)}</span><br><time>{esc(t)}</time>'
            f'<p><span class="rn-eng">{esc(e)}:</span> {esc(n)}</p></li>'
            for z, a, t, e, n in rows
        )
        + "</ul></div>"
    )
    st = Story(
        "දකුණු පළාතේ විදුලි කප්පාදුව තවත් සතියකට",
        "අපේ ගාල්ල වාර්තාකරු",
        "2012-02-22T07:00:00+05:30",
        "2012 පෙබරවාරි 22 බදාදා",
        """
ජලාශවල ජල මට්ටම අඩු වීම හේතුවෙන් දකුණු පළාතේ දිනපතා විදුලි කප්පාදුව තවත් සතියක් දක්වා දීර්ඝ කිරීමට තීරණය කර ඇත.

එක් එක් කලාපයට පැය එකහමාරක් පමණ විදුලිය විසන්ධි වන අතර, රෝහල් හා ජල සැපයුම් මධ්‍යස්ථානවලට කප්පාදුව බලපාන්නේ නැත.

පාරිභෝගිකයින්ට විදුලිය අරපිරිමැස්මෙන් භාවිතා කරන ලෙස ද බලධාරීන් ඉල්ලා සිටී.
""",
    )
    return make(
        "bh-si-list-power-cuts",
        "lookalike",
        "si",
        st,
        Parts(rail=lst, css=".rn-kp{border-bottom:1px dotted #ccc;padding:4px 0;list-style:none}"),
        [],
        path="/news/2012/02/22/vidulia-kappadu",
        reveal="on_load",
        container="(none)",
        heading=None,
        description="A Sinhala southern portal of 2012; no reader comment; the right column holds today's power-cut timetable: five entries of a zone and its towns, a time range and an engineer's name with one sentence: a named, timed short text each, but a utility's schedule, not comments.",
        lookalikes=("power-cut timetable with engineers' notes",),
    )


def mr_toppers() -> Case:
    rows = [
        (
            "सायली देशमुख",
            "न्यू इंग्लिश स्कूल, रत्नागिरी",
            "९८.२० %",
            "रोज सकाळी पाच वाजता उठून दोन तास गणित सोडवत असे. आई-बाबांनी कधीच दबाव आणला नाही.",
        ),
        (
            "ओंकार पाटील",
            "जिल्हा परिषद प्रशाला, चिपळूण",
            "९७.८० %",
            "शाळेतील शिक्षकांनी सुट्टीतही जादा तास घेतले, त्याचे हे यश आहे.",
        ),
        ("फातिमा शेख", "अंजुमन हायस्कूल, दापोली", "९७.४० %", "मला डॉक्टर व्हायचे आहे. गावात अजूनही दवाखाना नाही."),
        ("प्रथमेश सावंत", "विद्यामंदिर, कणकवली", "९६.६० %", "मोबाईल बंद ठेवून अभ्यास केला. क्रिकेट मात्र सोडले नाही!"),
        ("ऋतुजा कदम", "कन्याशाळा, सावंतवाडी", "९६.४० %", "मराठीत शंभरपैकी शंभर मिळाले याचा सर्वात जास्त आनंद आहे."),
    ]
    lst = (
        '<section class="sh-gunvant"><h3>कोकणातील गुणवंत — दहावीचा निकाल</h3><p class="sh-date">निकाल जाहीर: ८ जून २०१५</p>'
        + "".join(
            f'<div class="sh-gv"><img src="/_avatar/sh-{i}.svg" width="48" height="48" alt=""><h4>{esc(n)}</h4>'
            f'<p class="sh-school">{esc(s)} · <b>{esc(m)}</b></p><blockquote>“{esc(q)}”</blockquote></div>'
            for i, (n, s, m, q) in enumerate(rows)
        )
        + "</section>"
    )
    st = Story(
        "दहावीच्या निकालात कोकण विभाग पुन्हा अव्वल",
        "प्रतिनिधी, रत्नागिरी",
        "2015-06-09T08:00:00+05:30",
        "मंगळवार, ९ जून २०१५",
        """
माध्यमिक शालान्त परीक्षेच्या निकालात कोकण विभागाने सलग चौथ्या वर्षी राज्यात पहिला क्रमांक पटकावला आहे. विभागाचा निकाल ९६ टक्क्यांहून अधिक लागला.

मुलींनी या वर्षीही बाजी मारली असून ग्रामीण भागातील शाळांचा निकाल उल्लेखनीय आहे.

गुणपत्रिकांचे वाटप उद्या दुपारी शाळांमधून केले जाणार आहे.
""",
    )
    return make(
        "bh-mr-list-toppers",
        "lookalike",
        "mr",
        st,
        Parts(
            after=lst,
            css=".sh-gv{display:grid;grid-template-columns:56px 1fr;border-bottom:1px solid #f3d9c4;padding:6px 0}.sh-gv blockquote{grid-column:2;margin:0;color:#555}",
        ),
        [],
        path="/shikshan/dahavi-nikal-kokan-2015",
        reveal="on_load",
        container="(none)",
        heading=None,
        description="A Marathi regional site of 2015; no reader comment; under the article the exam's toppers: five cards with a photo, the pupil's name, school, marks in Devanagari digits and a quoted sentence of the pupil's: a name and a short text each, but the newsroom's list, not comments.",
        lookalikes=("exam toppers with their quoted words",),
    )


def bg_honey() -> Case:
    rows = [
        (
            "дядо Стоян Вълчев",
            "с. Бръшлян",
            "28 юли",
            "42 кг",
            "Липата цъфна късно, но пчелите наваксаха. Медът е светъл и гъст.",
        ),
        (
            "Мария Колева",
            "с. Кости",
            "29 юли",
            "18 кг",
            "Първа година с шест кошера. Много по-малко, отколкото се надявах, но е наш.",
        ),
        (
            "Иван Дешев",
            "гр. Малко Търново",
            "30 юли",
            "65 кг",
            "Горският мед тази година е тъмен и с мирис на дъб.",
        ),
        (
            "Петя и Николай Гочеви",
            "с. Звездец",
            "31 юли",
            "27 кг",
            "Сушата през юни ни изплаши, но последните дъждове спасиха сезона.",
        ),
        (
            "Ради Тодоров",
            "с. Граматиково",
            "1 август",
            "33 кг",
            "Продаваме на пазара в събота, който мине, ще опита.",
        ),
    ]
    lst = (
        '<section class="st-med"><h3>Медът по селата: първото точене</h3><ol>'
        + "".join(
            f'<li class="st-pchelar"><strong>{esc(n)}</strong>, {esc(v)} <span class="st-d">{esc(d)}</span> '
            f'<span class="st-kg">{esc(k)}</span><p>{esc(t)}</p></li>'
            for n, v, d, k, t in rows
        )
        + '</ol><p class="st-pishete">Пчелари, пишете ни на med@strandzha.example</p></section>'
    )
    st = Story(
        "Пчеларите в Странджа очакват добра година",
        "Радостина Илиева",
        "2016-08-02T09:00:00+03:00",
        "2 август 2016, 09:00",
        """
След тревожното начало на лятото пчеларите в Странджа вече говорят за добра година. Първото точене на меда показва добивите от миналата година.

По думите на председателя на местното сдружение, най-много мед се събира от липа и горски цветове. Цените на пазара засега остават непроменени.

Сдружението подготвя и общ щанд за есенния панаир в Бургас.
""",
    )
    return make(
        "bh-bg-list-honey",
        "lookalike",
        "bg",
        st,
        Parts(
            after=lst,
            css=".st-pchelar{border-bottom:1px solid #e0e8d8;padding:6px 0}.st-d,.st-kg{color:#777;font-size:13px}",
        ),
        [],
        path="/region/pchelari-strandzha-2016",
        reveal="on_load",
        container="(none)",
        heading=None,
        description="A Bulgarian regional site of today; no reader comment; after the article a list of beekeepers' first-harvest reports sent to the paper: name, village, date, kilograms and a sentence each: named, dated short texts, but reports printed by the newsroom, not comments on the article.",
        lookalikes=("beekeepers' harvest reports",),
    )


def mn_zud_aid() -> Case:
    rows = [
        (
            "Б. Должин",
            "Тайшир сум",
            "2 сарын 15",
            "5 шуудай тэжээл, 20 боодол өвс",
            "Малаа аргалж үлдэх найдвар төрлөө, баярлалаа.",
        ),
        (
            "Ц. Гантулга",
            "Дэлгэр сум",
            "2 сарын 15",
            "3 шуудай тэжээл, эм тариа",
            "Хонины хорогдол зогслоо. Аймгийнханд талархая.",
        ),
        (
            "Н. Сарантуяа",
            "Халиун сум",
            "2 сарын 16",
            "10 боодол өвс, хүнсний багц",
            "Хүүхдүүд маань дулаан хувцастай боллоо.",
        ),
        (
            "Д. Батсайхан",
            "Цээл сум",
            "2 сарын 16",
            "4 шуудай тэжээл",
            "Зам хаалттай байсан ч жолооч нар хүргэж өгсөнд баярлалаа.",
        ),
        ("Г. Оюун", "Бигэр сум", "2 сарын 17", "15 боодол өвс, түлш", "Өвөлжөөндөө үлдэж чадлаа."),
    ]
    lst = (
        '<div class="tg-tuslamj"><h3>Зудын тусламж хүлээн авсан өрхүүд</h3><table><tr><th>Өрхийн тэргүүн</th><th>Сум</th>'
        "<th>Огноо</th><th>Хүлээн авсан</th><th>Санал</th></tr>"
        + "".join(
            f"<tr><td>{esc(n)}</td><td>{esc(s)}</td><td>{esc(d)}</td><td>{esc(w)}</td><td>{esc(t)}</td></tr>"
            for n, s, d, w, t in rows
        )
        + "</table></div>"
    )
    st = Story(
        "Зудад нэрвэгдсэн өрхүүдэд өвс тэжээл хүргэлээ",
        "Сурвалжлагч Э. Мөнхзул",
        "2010-02-18T09:00:00+08:00",
        "2010 оны 2 сарын 18",
        """
Аймгийн онцгой комисс зудад нэрвэгдсэн таван сумын малчин өрхүүдэд өвс тэжээл, хүнсний тусламж хүргэж эхэллээ.

Эхний ээлжинд хоёр зуу гаруй өрх тусламж авсан бөгөөд цас их орсон зүүн сумдад хүргэлт удааширч байна.

Комисс тусламжийн хоёр дахь ээлжийг ирэх долоо хоногт хүргэхээр төлөвлөжээ.
""",
    )
    return make(
        "bh-mn-list-zud-aid",
        "lookalike",
        "mn",
        st,
        Parts(
            rail=lst,
            css=".tg-tuslamj table{font-size:12px;border-collapse:collapse}.tg-tuslamj td,.tg-tuslamj th{border:1px solid #cde;padding:3px}",
        ),
        [],
        path="/aimag/zud-tuslamj-2010",
        reveal="on_load",
        container="(none)",
        heading=None,
        description="A Mongolian aimag paper of 2010; no reader comment; in the side column a table of herder households that received winter-disaster aid: head of household, district, date, what was delivered and a sentence of thanks each: named, dated short texts, but the aid commission's register, not comments.",
        lookalikes=("winter-disaster aid register with thanks",),
    )


# ------------------------------------------------------------------------------------------------ mixed pages


def ne_mixed() -> Case:
    cs = thread("""
रमेश राई | २०७१ असार ३, १०:१५ | - | - | पुल मर्मत राम्रो कुरा हो, तर वर्षायाममा किन सुरु गरेको? बाढी आयो भने के हुन्छ?
सीता थापा | २०७१ असार ३, ११:०२ | - | - | विराटनगर जाने बसको भाडा पहिले नै बढेको छ, अब घुमाउरो बाटोले झन् बढ्छ होला।
इन्जिनियर प्रकाश | २०७१ असार ३, ११:४० | 0 | - | मर्मत पुलको माथिल्लो भागमा मात्र हो, पिलरमा काम हुँदैन। वर्षाले धेरै फरक पार्दैन।
रमेश राई | २०७१ असार ३, १२:०५ | 2 | - | धन्यवाद, बुझें।
विकास | २०७१ असार ३, १४:३० | - | - | रातिको समयमा मात्र काम गर्दा जाम कम हुन्थ्यो।
गीता शर्मा | २०७१ असार ४, ०८:२० | - | - | पैदलयात्रीका लागि छुट्टै बाटो राखिदिनुपर्‍यो, बच्चाहरू यही पुल भएर स्कुल जान्छन्।
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="ks-pr" id="ks-pr{i + 1}"><div class="ks-prh"><b>{esc(c.name)}</b> <span>{esc(c.when)}</span></div>'
            f'<p>{esc(c.text)}</p><a href="#ks-form">जवाफ दिनुहोस्</a>{sub}</li>'
        )

    disc = (
        '<div class="ks-pratikriya"><h3>प्रतिक्रिया (६)</h3><ul class="ks-prl">'
        + tree(cs, item, lambda s: f'<ul class="ks-jawaf">{s}</ul>')
        + '</ul><form id="ks-form" action="/pratikriya" method="post"><textarea name="t"></textarea><button type="submit">पठाउनुहोस्</button></form></div>'
    )
    rows = [
        ("४१२", "हरि बस्नेत", "२०७१ असार १", "धरान–इटहरी बसमा तोकिएभन्दा बढी भाडा लिइयो।", "कारबाही प्रक्रियामा"),
        (
            "४१३",
            "मीना लिम्बू",
            "२०७१ असार १",
            "विद्यार्थी परिचयपत्र देखाउँदा पनि छुट दिइएन।",
            "बस व्यवसायीलाई पत्राचार",
        ),
        ("४१५", "दीपक यादव", "२०७१ असार २", "राति नौ बजेपछि बस नचलाइएकोले यात्रु अलपत्र परे।", "छलफल हुने"),
        ("४१७", "सरिता श्रेष्ठ", "२०७१ असार २", "टिकट नदिई भाडा उठाइयो।", "समाधान भएको"),
    ]
    reg = (
        '<aside class="ks-gunaso"><h3>यातायात कार्यालयमा दर्ता गुनासा</h3><ol>'
        + "".join(
            f'<li><span class="ks-no">गुनासो नं. {esc(no)}</span> <b>{esc(n)}</b> <small>{esc(d)}</small><p>{esc(t)}</p>'
            f'<span class="ks-sthiti">स्थिति: {esc(s)}</span></li>'
            for no, n, d, t, s in rows
        )
        + "</ol></aside>"
    )
    st = Story(
        "कोशी पुलमा मर्मत सुरु, एकतर्फी मात्र सवारी",
        "कोशी खबर संवाददाता, विराटनगर",
        "2014-06-16T09:00:00+05:45",
        "आइतबार, २ असार २०७१",
        """
कोशी नदीमाथिको पुरानो पुलको मर्मत सोमबारदेखि सुरु भएको छ। मर्मतका क्रममा पुलमा एकपटकमा एकतर्फी मात्र सवारी चलाइनेछ।

सडक डिभिजन कार्यालयका अनुसार पुलको सतह र रेलिङ फेर्ने काम दुई महिनामा सकिनेछ।

यातायात व्यवसायीहरूले भाडा नबढाउन कार्यालयले निर्देशन दिएको छ।
""",
    )
    return make(
        "bh-ne-mixed-complaints",
        "mixed",
        "ne",
        st,
        Parts(
            after=disc,
            rail=reg,
            css=".ks-pr{list-style:none;border-bottom:1px solid #f0d0d0;padding:6px 0}.ks-jawaf{margin-left:26px}",
        ),
        seeds(cs),
        path="/pradesh/koshi-pul-marmat-2071",
        reveal="on_load",
        container="div.ks-pratikriya: ul.ks-prl > li.ks-pr, replies in ul.ks-jawaf, two levels",
        heading="प्रतिक्रिया (६)",
        description="A Nepali eastern-region portal of 2014 dated in Bikram Sambat with Devanagari digits: 6 readers' comments (two replies, two levels) under the article, and in the right column the transport office's register of passengers' fare complaints (number, name, date, the complaint, its status): a public office's register, not comments.",
        lookalikes=("transport office's fare-complaint register",),
    )


def kk_mixed() -> Case:
    cs = thread("""
Айгүл | 12.08.2015, 10:20 | - | - | Саябақ өте әдемі болыпты, кешке балалармен серуендеуге барамыз.
Ержан Т. | 12.08.2015, 10:45 | - | - | Велосипед жолы бар ма? Суретте көрінбейді.
Ертіс таңы | 12.08.2015, 11:30 | 1 | - | Иә, жағалаумен екі шақырымдық велосипед жолы салынған.
Мұрат | 12.08.2015, 13:05 | - | - | Орындықтар аз сияқты, қарттар үшін көбірек қойса жақсы болар еді.
Сәуле Бекқызы | 12.08.2015, 15:40 | - | - | Ағаштарды кім суарады? Өткен жылы отырғызылған көшеттер қурап қалды.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="ei-pk" id="ei-pk{i + 1}"><p class="ei-pkh"><b>{esc(c.name)}</b> · {esc(c.when)}</p>'
            f'<p class="ei-pkt">{esc(c.text)}</p><p><a href="#ei-form">Жауап беру</a></p>{sub}</div>'
        )

    disc = (
        '<section class="ei-pikir"><h2>Пікірлер (5)</h2>'
        + tree(cs, item, lambda s: f'<div class="ei-jauap">{s}</div>')
        + '<form id="ei-form" action="/pikir" method="post"><textarea name="t"></textarea><button type="submit">Жіберу</button></form></section>'
    )
    rows = [
        ("Гүлнар Әлібекова", "Өскемен", "3 тамыз", "Жапырақ түсті, жел тынды, / Ертіс бойында күз тұрды."),
        ("Нұрлан Сейітов", "Семей", "4 тамыз", "Таң атты, құстар оянды, / Далам менің жайнады."),
        ("Ирина Ким", "Риддер", "5 тамыз", "Таулардың басы ақ қарлы, / Бұлттар көшіп барады."),
        ("Асқар Дүйсенов", "Зайсан", "6 тамыз", "Көл бетінде ай жүзді, / Түн тыныштық тербейді."),
    ]
    contest = (
        '<section class="ei-baiqau"><h3>Аударма байқауы: ақын Әлжан Көктөбеұлының өлеңін аударушылар</h3><ul>'
        + "".join(
            f"<li><b>{esc(n)}</b> ({esc(t)}, {esc(d)})<blockquote>{esc(q)}</blockquote></li>"
            for n, t, d, q in rows
        )
        + '</ul><p><a href="/baiqau">Байқау ережесі</a></p></section>'
    )
    st = Story(
        "Ертіс жағалауында жаңа саябақ ашылды",
        "Дәурен Сапаров",
        "2015-08-11T17:00:00+06:00",
        "11.08.2015, 17:00",
        """
Өскеменде Ертіс жағалауындағы жаңа саябақ тұрғындарға ашылды. Саябақта серуен жолдары, балалар алаңы және велосипед жолы бар.

Қалалық әкімдіктің мәліметінше, жағалауға мыңнан астам ағаш отырғызылған. Кешкі уақытта жарық шамдары жанады.

Келесі жылы саябақты өзеннің төменгі ағысына қарай ұзарту жоспарлануда.
""",
    )
    return make(
        "bh-kk-mixed-translations",
        "mixed",
        "kk",
        st,
        Parts(
            after=disc + contest,
            css=".ei-pk{border-bottom:1px solid #dde;padding:6px 0}.ei-jauap{margin-left:28px}",
        ),
        seeds(cs),
        path="/ongir/ertis-saiabaq-2015",
        reveal="on_load",
        container="section.ei-pikir: div.ei-pk, the reply in div.ei-jauap",
        heading="Пікірлер (5)",
        description="A Kazakh regional site of today: 5 readers' comments (one answer by the site) under the article, and right after them a translation contest's entries (translator, town, date, the translated couplet): readers' texts sent to a contest, not comments.",
        lookalikes=("poem translation contest entries",),
    )


def other_bh() -> list[Case]:
    return [
        ml_closed(),
        te_zero(),
        km_plain(),
        ps_plain(),
        si_power_cuts(),
        mr_toppers(),
        bg_honey(),
        mn_zud_aid(),
        ne_mixed(),
        kk_mixed(),
    ]
