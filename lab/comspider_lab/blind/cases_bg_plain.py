"""Blind set BG: four article pages without any reader comment (truth zero), full of their site's furniture: a Nepali
site showing "० प्रतिक्रिया" under a Bikram Sambat date (ne), a Burmese portal with an exchange-rate box and nothing
about comments (my), a Mongolian site whose comments are closed (mn), a Malayalam blog with "0 അഭിപ്രായങ്ങൾ" and a
link to write one (ml). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bg_common import Case, Parts, Story, make


def ne_zero() -> Case:
    box = (
        '<div class="pr-khali"><h3>प्रतिक्रिया</h3><p class="pr-sankhya">० प्रतिक्रिया</p>'
        "<p>यो समाचारमा अहिलेसम्म कुनै प्रतिक्रिया आएको छैन। पहिलो प्रतिक्रिया दिनुहोस्।</p>"
        '<form action="/pratikriya" method="post"><input name="naam" placeholder="नाम"><textarea name="t"></textarea>'
        "<button>पठाउनुहोस्</button></form></div>"
    )
    rail = (
        '<div class="mausam"><h3>आजको मौसम</h3><ul><li>तालतीर: २४° / १७°, दिउँसो वर्षा</li><li>उपत्यका: २६° / १८°</li>'
        "<li>हिमाली क्षेत्र: ८° / −२°</li></ul></div>"
    )
    st = Story(
        "तालतीरमा डुंगा चलाउन नयाँ नियम, साँझ सात बजेपछि रोक",
        "तालतीर खबर संवाददाता",
        "2024-07-27T16:00:00+05:45",
        "२०८१ साउन १२, शनिबार १६:००",
        """
तालतीर नगरपालिकाले तालमा डुंगा चलाउने समय तोकेको छ। अब साँझ सात बजेपछि कुनै पनि डुंगा तालमा चलाउन पाइने छैन।

नगरपालिकाका अनुसार वर्षायाममा हुने दुर्घटना रोक्न यो नियम ल्याइएको हो। सबै डुंगामा जीवनरक्षक ज्याकेट अनिवार्य गरिएको छ।

डुंगा व्यवसायी संघले नियमको स्वागत गर्दै पर्यटकलाई समयमै जानकारी दिने बताएको छ।
""",
        section="समाचार",
        related=(
            "उपत्यकामा धान रोपाइँ सकियो",
            "नयाँ बसपार्कको काम अन्तिम चरणमा",
            "जिल्ला फुटबल लिग सुरु",
            "लोकगीत महोत्सव भदौमा",
        ),
        tags=("ताल", "डुंगा", "नगरपालिका"),
    )
    return make(
        "bg-pl-ne-zero",
        "lookalike",
        "ne-phewa",
        st,
        Parts(after=box, rail=rail),
        [],
        path="/samachar/2081/04/12/dunga-niyam",
        container="div.pr-khali: h3 'प्रतिक्रिया', '० प्रतिक्रिया', a line inviting the first one, a form; a weather box",
        heading="प्रतिक्रिया",
        description="A Nepali lakeside site of 2024, dated in the Bikram Sambat calendar ('२०८१ साउन १२'): an article with a comment box that shows '० प्रतिक्रिया' and no comment, a weather box, the trending list; no reader comment.",
    )


def my_portal() -> Case:
    rail = (
        '<div class="gx-box"><h3>ငွေလဲနှုန်း</h3><table class="ngwe"><tr><th>ငွေ</th><th>ဝယ်</th><th>ရောင်း</th></tr>'
        "<tr><td>USD</td><td>၁၀၃၀</td><td>၁၀၃၅</td></tr><tr><td>EUR</td><td>၁၃၄၀</td><td>၁၃၅၅</td></tr>"
        "<tr><td>SGD</td><td>၈၁၀</td><td>၈၁၈</td></tr></table><p><small>ရွှေဈေး (၁ ကျပ်သား) ၇၂၅,၀၀၀ ကျပ်</small></p></div>"
    )
    st = Story(
        "မြစ်ကမ်းဒေသတွင် စပါးစိုက်ဧက တိုးလာ",
        "မြစ်ကမ်း သတင်းထောက်",
        "2013-06-18T09:00:00+06:30",
        "၁၈ ဇွန် ၂၀၁၃",
        """
ယခုနှစ် မိုးရာသီတွင် မြစ်ကမ်းဒေသ ကျေးရွာများ၌ စပါးစိုက်ဧက ယမန်နှစ်ထက် ဧက နှစ်ထောင်ခန့် ပိုမိုစိုက်ပျိုးနိုင်ခဲ့ကြောင်း သိရသည်။

လယ်သမားများက ရေသွင်းမြောင်းအသစ် ပြီးစီးသဖြင့် စိုက်ပျိုးရေး ပိုမိုလွယ်ကူလာကြောင်း ပြောသည်။

စပါးဈေးနှုန်း တည်ငြိမ်မည်ဆိုပါက လာမည့်နှစ်တွင် ထပ်မံတိုးချဲ့မည်ဟု ဆိုသည်။
""",
        section="ဒေသ",
        related=("ကူးတို့ဆိပ်အသစ် ဖွင့်လှစ်", "ကျေးရွာစာသင်ကျောင်း ပြင်ဆင်", "ဘောလုံးပြိုင်ပွဲ ဗိုလ်လုပွဲ", "ငါးဈေး ကျဆင်း"),
        tags=("စပါး", "လယ်ယာ"),
    )
    return make(
        "bg-pl-my-portal",
        "lookalike",
        "my-ayeyar",
        st,
        Parts(rail=rail),
        [],
        path="/news/2013/06/18/paddy-acres.html",
        container="a news portal: ticker, article, share bar, keywords, related list, hot list with view counts, an exchange-rate box",
        heading=None,
        description="A Burmese delta portal of 2013: an article with the portal's ticker, share bar, hot list with view counts and an exchange-rate table in Burmese digits, nothing about comments; no reader comment.",
    )


def mn_closed() -> Case:
    box = (
        '<div class="set-haalt"><p>🔒 Энэ мэдээнд сэтгэгдэл бичих хугацаа дууссан. Сэтгэгдэл хаалттай.</p></div>'
        '<div class="hamaaraltai"><h3>Сэдвийн дагуу</h3><ul><li><a href="/story/9911">Нийслэлд шинэ автобусны чиглэл нээгдэнэ</a> '
        '<span>2025.01.12</span></li><li><a href="/story/9904">Агаарын бохирдол буурсан гэв</a> <span>2025.01.10</span></li></ul></div>'
    )
    st = Story(
        "Хөх талд өвлийн наадам зохион байгуулна",
        "Б. Сарангэрэл",
        "2025-01-14T10:00:00+08:00",
        "2025.01.14 10:00",
        """
Хөх тал сумын нутагт энэ сарын сүүлээр өвлийн наадам зохион байгуулна. Наадамд мөсний морин тэрэг, цанын уралдаан, шагайн харвааны тэмцээн багтана.

Зохион байгуулагчдын мэдээлснээр хүйтний эрч хэт чангарвал хөтөлбөрийг богиносгоно.

Наадмын үеэр орон нутгийн малчид сүүн бүтээгдэхүүнээ худалдаална.
""",
        lead="Мөсний уралдаан, шагайн харваа, малчдын үзэсгэлэн худалдаа багтана.",
        section="Соёл",
        related=(
            "Өвлийн бэлтгэл хангагдсан уу",
            "Сургуулиудын амралт сунгагдлаа",
            "Хоккейн шигшээ баг хожлоо",
            "Махны үнэ өслөө",
        ),
        tags=("наадам", "өвөл"),
    )
    return make(
        "bg-pl-mn-closed",
        "lookalike",
        "mn-tuul",
        st,
        Parts(after=box),
        [],
        path="/soyol/2025/01/14/uvliin-naadam",
        container="div.set-haalt 'Сэтгэгдэл хаалттай', a related list with dates, the trending list",
        heading=None,
        description="A Mongolian news site of 2025: an article whose comment area says comments are closed ('Сэтгэгдэл хаалттай'), a related list with dates, the trending list; no reader comment.",
    )


def ml_blog_zero() -> Case:
    box = (
        '<div class="abhi"><p class="abhi-en"><b>0 അഭിപ്രായങ്ങൾ</b></p><p>ഈ പോസ്റ്റിന് ഇതുവരെ അഭിപ്രായങ്ങൾ ഒന്നുമില്ല.</p>'
        '<p><a href="/comment/new?post=311">അഭിപ്രായം എഴുതുക</a></p></div>'
    )
    rail = (
        '<h4>ഞാൻ വായിക്കുന്ന ബ്ലോഗുകൾ</h4><ul><li><a href="/links/1">കായലോരം</a> — 2 ദിവസം മുമ്പ്</li>'
        '<li><a href="/links/2">മഴക്കുറിപ്പുകൾ</a> — 1 ആഴ്ച മുമ്പ്</li><li><a href="/links/3">ചായക്കട</a> — 3 ആഴ്ച മുമ്പ്</li></ul>'
    )
    st = Story(
        "പുഴക്കരയിലെ ഓണം",
        "പോസ്റ്റ് ചെയ്തത് ശ്രീദേവി",
        "2011-09-10T21:00:00+05:30",
        "ശനിയാഴ്‌ച, സെപ്റ്റംബർ 10, 2011",
        """
ഇത്തവണ ഓണത്തിന് അമ്മയുടെ തറവാട്ടിലായിരുന്നു. പുഴക്കരയിലെ ആ പഴയ വീട്ടിൽ എല്ലാവരും ഒത്തുകൂടിയത് പത്തു വർഷത്തിനു ശേഷമാണ്.

രാവിലെ കുട്ടികൾ പൂക്കളമിട്ടു. ഉച്ചയ്ക്ക് ഇരുപത്തിരണ്ട് വിഭവങ്ങളുള്ള സദ്യ. വൈകുന്നേരം പുഴയിൽ ചെറിയൊരു വള്ളംകളിയും കണ്ടു.

അടുത്ത ഓണത്തിനും എല്ലാവരും വരുമെന്ന് വാക്ക് തന്നാണ് പിരിഞ്ഞത്.
""",
        section="കുറിപ്പുകൾ",
        related=("ഓഗസ്റ്റ് 2011", "ജൂലൈ 2011", "ജൂൺ 2011"),
        tags=("ഓണം", "യാത്ര"),
    )
    return make(
        "bg-pl-ml-blog-zero",
        "lookalike",
        "ml-nila",
        st,
        Parts(after=box, rail=rail),
        [],
        path="/2011/09/puzhakkarayile-onam.html",
        container="div.abhi '0 അഭിപ്രായങ്ങൾ', a line saying there is none, a link to write one; a blogroll with relative times in the side column",
        heading=None,
        description="A Malayalam personal blog of 2011: a post with '0 അഭിപ്രായങ്ങൾ' and a link to write a comment, a blogroll with relative times, an archive and a visitor counter; no reader comment.",
    )


def plain_bg() -> list[Case]:
    return [ne_zero(), my_portal(), mn_closed(), ml_blog_zero()]
