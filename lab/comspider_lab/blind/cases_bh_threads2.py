"""Blind set BH: nine more hand-built discussions (bn, ta, th, ru, uk, el, ka, hy, am), each a different invented site
with its language's own comment conventions and one awkward trait. Every class name, name, place and text invented for
this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bh_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    frame_page,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def bn_table_rows() -> Case:
    cs = thread("""
রফিকুল ইসলাম | ১২ জুলাই ২০১৫, সকাল ১০:২০ | - | - | পন্টুন বাড়ানো ভালো উদ্যোগ, কিন্তু ঈদের আগে কাজ শেষ হবে তো?
শাহানা পারভীন | ১২ জুলাই ২০১৫, সকাল ১০:৪৫ | 0 | - | জেলা প্রশাসক বলেছেন সাত দিনের মধ্যে চালু হবে, দেখা যাক।
রফিকুল ইসলাম | ১২ জুলাই ২০১৫, সকাল ১১:০২ | 1 | - | আশা করি কথা রাখবেন। গত বছর তিন দিন ঘাটে আটকে ছিলাম।
মামুন | ১২ জুলাই ২০১৫, সকাল ১১:৩০ | - | - | ঘাটে দালালদের দৌরাত্ম্য বন্ধ না হলে পন্টুন দিয়ে কিছু হবে না।
নাসরিন আক্তার | ১২ জুলাই ২০১৫, দুপুর ১২:১৫ | - | - | মহিলাদের জন্য আলাদা বিশ্রামাগার দরকার, রোদে দাঁড়িয়ে থাকা খুব কষ্টের।
সুমন | ১২ জুলাই ২০১৫, দুপুর ১:০৮ | 3 | - | একমত। টিকিট কাউন্টারেও বাড়তি টাকা নেয়।
প্রবাসী ভাই | ১৩ জুলাই ২০১৫, সকাল ৮:৪০ | - | - | বিদেশ থেকে ফিরে এবার ফেরিতেই বাড়ি যাব, খবরটা জেনে ভালো লাগলো।
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<tr class="nd-mh"><td width="40"><img src="/_avatar/nd-{i}.svg" width="32" height="32" alt=""></td>'
            f'<td><b>{esc(c.name)}</b> <font color="#888" size="1">{esc(c.when)}</font></td>'
            f'<td align="right"><a href="#nd-form">উত্তর দিন</a> | <a href="/report">রিপোর্ট করুন</a></td></tr>'
            f'<tr class="nd-mb"><td></td><td colspan="2">{esc(c.text)}{sub}</td></tr>'
        )

    block = (
        '<table class="nd-montobbo" width="100%" cellpadding="4" cellspacing="0"><tr><td class="nd-mtitle" colspan="3">'
        "<b>পাঠকের মন্তব্য (৭)</b></td></tr>"
        + tree(
            cs,
            item,
            lambda s: f'<table class="nd-uttor" width="100%" cellpadding="4" cellspacing="0">{s}</table>',
        )
        + '</table><form id="nd-form" action="/montobbo" method="post"><p>নাম <input name="n"></p><textarea name="m"></textarea>'
        '<button type="submit">মন্তব্য করুন</button></form><p class="nd-sotorko">পাঠকের মন্তব্যের দায় সম্পাদকের নয়।</p>'
    )
    css = ".nd-mh td{background:#eef6f4;border-top:1px solid #bcd}.nd-uttor{margin-top:6px;border-left:3px solid #00695c}"
    st = Story(
        "ফেরিঘাটে যানজট কমাতে নতুন পন্টুন",
        "নিজস্ব প্রতিবেদক",
        "2015-07-11T20:00:00+06:00",
        "শনিবার, ১১ জুলাই ২০১৫, রাত ৮:০০",
        """
ঈদের আগে ফেরিঘাটে যানজট কমাতে আরও দুটি পন্টুন বসানো হচ্ছে। জেলা প্রশাসন জানিয়েছে, সাত দিনের মধ্যে পন্টুন দুটি চালু হবে।

গত বছর ঈদের সময় ঘাটে গাড়ির সারি কয়েক কিলোমিটার পর্যন্ত গড়িয়েছিল। এবার বাড়তি ফেরি ও লঞ্চ চালানোর পরিকল্পনাও রয়েছে।

যাত্রীদের সুবিধায় ঘাটে একটি তথ্যকেন্দ্র খোলা হবে বলে জানিয়েছেন কর্মকর্তারা।
""",
    )
    return make(
        "bh-bn-table-rows",
        "discussion",
        "bn",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/district/2015/07/11/ferighat-pontoon",
        reveal="on_load",
        container="table.nd-montobbo: per comment two rows, tr.nd-mh (avatar, name, time, controls) and tr.nd-mb (the text); replies are a table.nd-uttor inside the text cell, two levels",
        heading="পাঠকের মন্তব্য (৭)",
        description="A Bangladeshi district portal of 2015, times with Bengali digits and the part of the day in words ('সকাল ১০:২০'); the awkward trait: a layout table where each comment is two rows (a header row, then a text row) and the replies are tables nested in the text cell, two levels; 'উত্তর দিন', 'রিপোর্ট করুন'; 7 comments.",
    )


def ta_signed() -> Case:
    cs = thread("""
ரா. கணேசன் | ஏப்ரல் 14, 2012 மாலை 6:40 | - | town=மதுரை | தெப்பக்குளத்தை சுத்தம் செய்வது நல்ல செய்தி. ஆனால் மழைக்காலத்துக்கு முன் நீர்வரத்துக் கால்வாய்களையும் சீரமைக்க வேண்டும்.
சுமதி | ஏப்ரல் 14, 2012 இரவு 8:05 | - | town=திருமங்கலம் | சிறுவயதில் தெப்பத் திருவிழாவுக்குப் பாட்டியுடன் போனது நினைவுக்கு வருகிறது. படங்கள் மிக அழகு.
முத்து | ஏப்ரல் 15, 2012 காலை 7:30 | - | town=சென்னை | வேலைக்காக சென்னையில் இருக்கிறேன். இந்த முறை திருவிழாவுக்கு ஊருக்கு வருவேன். // குளத்தில் படகுச் சவாரி மீண்டும் தொடங்குமா?
அ. பாலு | ஏப்ரல் 15, 2012 காலை 10:12 | - | town=மதுரை | குப்பை போடுபவர்களுக்கு அபராதம் விதிக்க வேண்டும். இல்லையென்றால் ஒரே மாதத்தில் பழைய நிலைக்கு வந்துவிடும்.
கவிதா | ஏப்ரல் 15, 2012 மதியம் 1:50 | - | town=கோவை | உங்கள் பதிவுகளைத் தொடர்ந்து வாசிக்கிறேன். மதுரையின் பழைய புகைப்படங்கள் இருந்தால் பகிருங்கள்.
ஜெ. ராஜா | ஏப்ரல் 16, 2012 காலை 9:00 | - | town=மதுரை | நேற்று மாலை போய்ப் பார்த்தேன், படிக்கட்டுகள் எல்லாம் புதிதாக இருக்கின்றன.
""")
    body = ""
    for i, c in enumerate(cs):
        if i:
            body += '<hr class="vk-kodu">'
        body += paras(c.text) + (
            f'<p class="vk-sign"><i>— {esc(c.name)}, {esc(c.get("town"))}</i><br><small>{esc(c.when)}</small></p>'
        )
    block = (
        '<div class="vk-karuthu"><h3>வாசகர் கருத்துகள் (6)</h3>'
        + body
        + '<p class="vk-ezhuthu">உங்கள் கருத்தை <a href="mailto:karuthu@vaigai.example">மின்னஞ்சலில்</a> அனுப்புங்கள். '
        "அனுப்பப்படும் கருத்துகள் மட்டுறுத்தப்பட்ட பின் வெளியிடப்படும்.</p></div>"
    )
    css = ".vk-karuthu{border-top:2px solid #6a1b9a;margin-top:24px}.vk-sign{text-align:right;color:#555}.vk-kodu{border:0;border-top:1px dotted #bbb}"
    st = Story(
        "தெப்பக்குளம் சுத்தம்: ஒரு ஞாயிறு காலை",
        "இடுகை: வைகைக் கரை",
        "2012-04-14T08:00:00+05:30",
        "சனி, ஏப்ரல் 14, 2012",
        """
இந்த ஞாயிறு காலை தெப்பக்குளத்தில் நூற்றுக்கும் மேற்பட்டோர் சேர்ந்து சுத்தம் செய்தார்கள். மாணவர்கள், வியாபாரிகள், ஓய்வுபெற்ற ஆசிரியர்கள் என எல்லோரும் வந்திருந்தனர்.

படிக்கட்டுகளில் இருந்த பாசியை அகற்றி, குப்பைகளை மூட்டை கட்டி மாநகராட்சி வண்டியில் ஏற்றினோம். மதியத்துக்குள் குளம் புதுப்பொலிவு பெற்றது.

திருவிழாவுக்கு முன் இன்னொரு முறை இப்படிச் சேர்ந்து வேலை செய்யத் திட்டமிட்டிருக்கிறோம்.
""",
    )
    return make(
        "bh-ta-signed",
        "discussion",
        "ta",
        st,
        Parts(inside=block, css=css),
        seeds(cs),
        path="/2012/04/theppakulam-suththam.html",
        reveal="on_load",
        container="div.vk-karuthu inside the post: one run of paragraphs, each comment its text paragraphs then a right-aligned p.vk-sign ('— name, town' and the date), comments parted by hr.vk-kodu",
        heading="வாசகர் கருத்துகள் (6)",
        description="A Tamil city blog of 2012 that prints readers' e-mailed comments inside the post; the awkward trait: no element per comment: a run of paragraphs where each comment ends with a signature line '— name, town' and its date, parted by rules (the town is not part of the name); one comment of two paragraphs; 6 comments, flat.",
    )


def th_subnumbers() -> Case:
    cs = thread("""
หนุ่มเมืองรถม้า | ๑๓ มี.ค. ๕๖ ๑๕:๒๐ น. | - | - | ย้ายไปอยู่หลังสถานีก็ดีครับ ที่จอดรถกว้างกว่าเดิมเยอะ
ป้าแดง กาดเก่า | ๑๓ มี.ค. ๕๖ ๑๕:๔๘ น. | - | - | แม่ค้าเก่าได้ที่เดิมไหมคะ ป้าขายขนมที่นี่มาสิบปีแล้ว
แอดมินลำปางโพสต์ | ๑๓ มี.ค. ๕๖ ๑๖:๑๐ น. | 1 | - | แม่ค้าเดิมได้สิทธิ์เลือกล็อกก่อนครับป้า ลงทะเบียนได้ที่เทศบาลถึงสิ้นเดือนนี้
ป้าแดง กาดเก่า | ๑๓ มี.ค. ๕๖ ๑๖:๓๕ น. | 1 | - | ขอบใจจ้า พรุ่งนี้จะรีบไปลงชื่อ
นักปั่นลำปาง | ๑๓ มี.ค. ๕๖ ๑๘:๐๒ น. | - | - | อยากให้มีที่จอดจักรยานด้วยครับ ปั่นไปเที่ยวตลาดจะได้สะดวก
ครูเอ๋ | ๑๓ มี.ค. ๕๖ ๑๙:๒๕ น. | - | - | เปิดกี่โมงถึงกี่โมงคะ อยากพาเด็กๆ ไปเดินเล่น
คนรักรถไฟ | ๑๓ มี.ค. ๕๖ ๒๐:๑๔ น. | 5 | - | ตามข่าวเปิดห้าโมงเย็นถึงสี่ทุ่มครับ ทุกวันศุกร์ถึงอาทิตย์
ลุงหมู | ๑๔ มี.ค. ๕๖ ๐๗:๔๐ น. | - | - | ขอให้มีห้องน้ำสะอาดๆ ด้วยนะ ตลาดที่เดิมห้องน้ำแย่มาก
เด็กหอ | ๑๔ มี.ค. ๕๖ ๐๙:๕๕ น. | - | - | ไกลหอพักไปหน่อย แต่ถ้ามีรถสองแถวผ่านก็โอเคครับ
""")
    thai = "๐๑๒๓๔๕๖๗๘๙"

    def num(n: int) -> str:
        return "".join(thai[int(d)] for d in str(n))

    tops = [i for i, c in enumerate(cs) if c.seed.parent is None]
    out = ""
    for t, i in enumerate(tops):
        c = cs[i]
        subs = ""
        for s, j in enumerate([j for j, r in enumerate(cs) if r.seed.parent == i]):
            r = cs[j]
            subs += (
                f'<div class="lp-sub"><div class="lp-no">ความคิดเห็นที่ {num(t + 1)}-{num(s + 1)}</div>'
                f'<div class="lp-txt">{esc(r.text)}</div><div class="lp-by">{esc(r.name)} · {esc(r.when)} '
                '<a href="#lp-form">ตอบกลับ</a> <a href="/report">แจ้งลบ</a></div></div>'
            )
        out += (
            f'<div class="lp-kh" id="lp-kh{t + 1}"><div class="lp-no">ความคิดเห็นที่ {num(t + 1)}</div>'
            f'<div class="lp-txt">{esc(c.text)}</div><div class="lp-by">{esc(c.name)} · {esc(c.when)} '
            f'<a href="#lp-form">ตอบกลับ</a> <a href="/report">แจ้งลบ</a></div>{subs}</div>'
        )
    block = (
        '<div class="lp-khwamhen"><h3>แสดงความคิดเห็น (๙)</h3>'
        + out
        + '<form id="lp-form" action="/khwamhen" method="post"><textarea name="t"></textarea><p>ชื่อ <input name="n"></p>'
        '<button type="submit">ส่งความคิดเห็น</button></form></div>'
    )
    css = ".lp-kh{border:1px solid #d8c4de;margin:10px 0;padding:8px;background:#fbf7fc}.lp-no{font-weight:bold;color:#8e24aa}.lp-sub{margin:8px 0 0 30px;border:1px dashed #d8c4de;padding:6px;background:#fff}.lp-by{font-size:12px;color:#777}"
    st = Story(
        "ตลาดนัดรถไฟย้ายที่ใหม่ หลังสถานีรถไฟลำปาง",
        "ทีมข่าวลำปางโพสต์",
        "2013-03-13T10:00:00+07:00",
        "๑๓ มีนาคม ๒๕๕๖ เวลา ๑๐:๐๐ น.",
        """
เทศบาลนครลำปางแจ้งว่า ตลาดนัดรถไฟจะย้ายไปเปิดที่ลานหลังสถานีรถไฟ ตั้งแต่ต้นเดือนเมษายนเป็นต้นไป

พื้นที่ใหม่รองรับแผงค้าได้ประมาณ ๓๐๐ แผง และมีที่จอดรถมากกว่าเดิม ผู้ค้ารายเดิมสามารถลงทะเบียนเลือกล็อกได้ก่อน

ตลาดจะเปิดทุกวันศุกร์ถึงวันอาทิตย์ ตั้งแต่ ๑๗.๐๐ ถึง ๒๒.๐๐ น.
""",
    )
    return make(
        "bh-th-subnumbers",
        "discussion",
        "th",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/news/local/2556/03/talat-rotfai",
        reveal="on_load",
        container="div.lp-khwamhen: boxes div.lp-kh 'ความคิดเห็นที่ ๑' (number, text, then name and time), sub-comments div.lp-sub 'ความคิดเห็นที่ ๒-๑' inside their box",
        heading="แสดงความคิดเห็น (๙)",
        description="A northern Thai city portal of 2013 (B.E. 2556), everything in Thai digits; the awkward trait: webboard-style boxes numbered 'ความคิดเห็นที่ ๑' with the text first and the name and time after it, the answers numbered 'ความคิดเห็นที่ ๒-๑' inside their box; 'ตอบกลับ', 'แจ้งลบ'; 9 comments, three replies.",
    )


def ru_frame_onload() -> Case:
    cs = thread("""
Ольга Н. | 17.09.2010 14:02 | - | r=+3 | Опять на всё лето? В прошлый раз мост чинили с мая по октябрь.
Сергей_Вятка | 17.09.2010 14:20 | 0 | r=+7 | В статье же написано: до 15 ноября. Осень, а не лето.
Ольга Н. | 17.09.2010 14:35 | 1 | r=+1 | Проглядела, спасибо. Всё равно долго.
дед Матвей | 17.09.2010 15:10 | - | r=+12 | А пешком по мосту пустят? Мне в поликлинику на тот берег, а в объезд я не дойду.
Заречный вестник | 17.09.2010 16:00 | 3 | r=+9 | Пешеходный проход по мосту сохранится, перекроют только проезжую часть.
Марина | 17.09.2010 17:45 | - | r=+4 | Четвёртый автобус пустят в объезд через плотину. Расписание надо повесить на остановках заранее, а не в последний день.
Лёха | 18.09.2010 09:12 | - | r=-2 | Главное, чтобы после ремонта не было как с дорогой на Липовку: через год опять ямы.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="zv-k" id="zv-k{i + 1}"><div class="zv-kh"><b>{esc(c.name)}</b> <span>{esc(c.when)}</span> '
            f'<span class="zv-r">{esc(c.get("r"))}</span></div><div class="zv-kt">{esc(c.text)}</div>'
            f'<div class="zv-kf"><a href="#otvet">ответить</a></div>{sub}</div>'
        )

    frame = frame_page(
        "ru",
        "ltr",
        "Комментарии",
        "body{font:13px/1.6 Verdana,sans-serif;margin:0;padding:6px}.zv-k{border-top:1px solid #dde;padding:6px 0}.zv-vetka{margin-left:24px}",
        '<div class="zv-komm"><div class="zv-cnt">Комментариев: 7</div>'
        + tree(cs, item, lambda s: f'<div class="zv-vetka">{s}</div>')
        + '<form action="/komment/add" method="post"><p>Имя <input name="n"></p><textarea name="t"></textarea><button type="submit">Отправить</button></form></div>',
    )
    block = '<div class="zv-kbox"><h3>Комментарии</h3><div id="zv-kslot"></div></div>'
    js = """<script>
window.addEventListener('load', function () {
  var f = document.createElement('iframe');
  f.src = '/_zv/komm/most-vyata.html'; f.width = '100%'; f.height = '820'; f.frameBorder = '0'; f.scrolling = 'no';
  document.getElementById('zv-kslot').append(f);
});
</script>"""
    st = Story(
        "Мост через Вяту закроют на ремонт",
        "Анна Кречетова",
        "2010-09-17T10:15:00+04:00",
        "17 сентября 2010, 10:15",
        """
С 1 октября до 15 ноября мост через Вяту в Заречном будет закрыт для автомобилей: подрядчик заменит покрытие и деформационные швы.

Автобус №4 на время ремонта пойдёт в объезд через плотину, расписание обещают опубликовать за неделю до закрытия.

В администрации района уточнили, что работы оплачиваются из областного дорожного фонда.
""",
    )
    return make(
        "bh-ru-frame-onload",
        "discussion",
        "ru",
        st,
        Parts(after=block, end=js),
        seeds(cs),
        path="/news/2010/09/17/most-zakroyut.html",
        reveal="iframe: at the window's load event the page's script adds a same-origin iframe (/_zv/komm/….html) under the heading",
        container="an iframe added by script into div#zv-kslot: div.zv-komm > div.zv-k, replies in div.zv-vetka inside the parent, two levels",
        heading="Комментарии",
        description="A Russian district paper of 2010; the awkward trait: the served page holds only the heading 'Комментарии' and an empty slot, into which the page's script puts an iframe of the same site with the thread once the page has loaded (no reader's action); '+n' ratings, 'ответить'; the paper's own answer; 7 comments, replies two levels.",
        static=False,
        files={"/_zv/komm/most-vyata.html": frame},
        check_steps=("wait:800",),
    )


def uk_reply_links() -> Case:
    cs = thread("""
Оксана Мельник | 17 лютого 2016, 08:40 | - | v=14 | Нарешті! Я щодня ходжу цим мостом на роботу, там перила хитаються.
Тарас | 17 лютого 2016, 08:52 | - | v=6 | А скільки коштуватиме ремонт? У статті про суму ні слова.
Василь Петрович | 17 лютого 2016, 09:10 | 1 | v=11 | У бюджеті міста на це закладено чотири мільйони, я дивився на сайті ради.
Ірина К. | 17 лютого 2016, 09:18 | - | v=9 | Головне, щоб не закрили міст повністю, інакше весь район стоятиме в заторах.
Тарас | 17 лютого 2016, 09:31 | 2 | v=3 | Дякую, Василю Петровичу. Сума чимала для такого маленького мосту.
Андрій з Руської | 17 лютого 2016, 09:47 | - | v=21 | Міст пам'ятає ще австрійські часи, ремонтувати треба обережно, а не просто залити бетоном.
Леся | 17 лютого 2016, 10:05 | 5 | v=8 | Підтримую! Там же стара кам'яна кладка, її треба зберегти.
Микола | 17 лютого 2016, 10:20 | - | v=2 | Скільки вже обіцяли. Побачимо навесні.
Оксана Мельник | 17 лютого 2016, 10:33 | 3 | v=7 | За планом закриватимуть по одній смузі, пішохідна частина буде відкрита.
Юрій Бондар | 17 лютого 2016, 11:02 | - | v=5 | Хто підрядник? Якщо та сама фірма, що робила вулицю Шевченка, то краще не треба.
Наталя | 17 лютого 2016, 11:40 | - | v=10 | Прошу додати освітлення на мосту, ввечері там дуже темно.
Подільська хвиля | 17 лютого 2016, 12:15 | 9 | v=16 | Підрядника визначать на тендері в березні, ми напишемо про результати.
Ярослав | 17 лютого 2016, 12:48 | - | v=4 | А велодоріжку хоча б намалюють?
Леся | 17 лютого 2016, 13:06 | 12 | v=3 | Було б чудово, я їжджу на роботу велосипедом.
Степан Іванович | 17 лютого 2016, 14:30 | - | v=18 | Мій батько цей міст ще фарбував у сімдесятих. Добре, що про нього згадали.
Марта | 17 лютого 2016, 15:12 | - | v=6 | Цікаво, чи повернуть старі ліхтарі, які зняли років десять тому.
Андрій з Руської | 17 лютого 2016, 15:40 | 15 | v=9 | Вони лежать на складі краєзнавчого музею, я питав минулого року.
Марта | 17 лютого 2016, 16:02 | 16 | v=4 | Оце новина! Треба попросити раду їх повернути.
Віктор | 17 лютого 2016, 17:25 | - | v=1 | Краще б нову дорогу до лікарні зробили.
Ірина К. | 17 лютого 2016, 17:50 | 18 | v=7 | Одне одному не заважає, гроші йдуть з різних програм.
Богдан | 17 лютого 2016, 19:03 | - | v=2 | Буду стежити за новинами. Дякую за матеріал.
Галина Степанівна | 18 лютого 2016, 08:15 | - | v=25 | Пам'ятаю, як на цьому мосту ми з чоловіком фотографувалися в день весілля. Хай стоїть ще сто років.
""")

    def item(i: int, c: C) -> str:
        to = ""
        if c.seed.parent is not None:
            p = c.seed.parent
            to = f'<a class="pd-to" href="#pd-k{p + 1}">↪ у відповідь на #{p + 1} {esc(cs[p].name)}</a>'
        return (
            f'<article class="pd-k" id="pd-k{i + 1}"><header><span class="pd-n">#{i + 1}</span> <strong>{esc(c.name)}</strong> '
            f"<time>{esc(c.when)}</time></header>{to}<p>{esc(c.text)}</p>"
            f'<footer><button type="button">👍 {c.get("v")}</button> <a href="#pd-form">Відповісти</a> <a href="/skarha">Поскаржитися</a></footer></article>'
        )

    block = (
        '<section class="pd-dumky"><h2>Коментарі (22)</h2><p class="pd-sort">Спершу старі · <a href="?s=new">Спершу нові</a></p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<form id="pd-form" action="/komentar" method="post"><textarea name="t" placeholder="Ваш коментар"></textarea><button type="submit">Надіслати</button></form></section>'
    )
    css = ".pd-k{border-bottom:1px solid #e3e8f0;padding:8px 0}.pd-k header{font-size:14px}.pd-n{color:#999}.pd-to{display:block;font-size:12px;color:#1565c0}"
    st = Story(
        "У місті відремонтують Старий міст",
        "Олена Ковальчук",
        "2016-02-16T17:00:00+02:00",
        "16 лютого 2016, 17:00",
        """
Міська рада ухвалила програму ремонту Старого мосту через річку, збудованого наприкінці XIX століття. Роботи мають розпочатися навесні.

За словами заступника міського голови, міст не закриватимуть повністю: рух обмежать по одній смузі, пішохідна частина залишиться відкритою.

Підрядника визначать на відкритих торгах. Історики просять зберегти автентичну кам'яну кладку опор.
""",
    )
    return make(
        "bh-uk-reply-links",
        "discussion",
        "uk",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/misto/staryi-mist-remont",
        reveal="on_load",
        container="section.pd-dumky: one flat run of article.pd-k numbered '#n'; an answer carries a link a.pd-to '↪ у відповідь на #n name' to its parent's anchor, without any indent",
        heading="Коментарі (22)",
        description="A Ukrainian regional site of today with 22 comments in one flat run, oldest first; the awkward trait: nothing is indented, an answer shows its parent only by a line '↪ у відповідь на #n name' linking to the parent's anchor (the truth's parents follow these links); '👍 n', 'Відповісти', 'Поскаржитися'; the site's own answer; 9 replies.",
    )


def el_anonymous() -> Case:
    cs = thread("""
Ανώνυμος | 12/3/09 9:40 π.μ. | - | - | Τι ωραίες φωτογραφίες! Μου θύμισαν τα καλοκαίρια στο νησί.
Μαρία Κ. | 12/3/09 11:15 π.μ. | - | - | Ο Σταμάτης βγαίνει ακόμα για ψάρεμα; Τον θυμάμαι από παιδί στο λιμάνι.
Ακρογιαλίτισσα | 12/3/09 1:02 μ.μ. | - | author | Μαρία μου, βγαίνει ακόμα, κάθε πρωί στις πέντε! Θα του πω ότι ρώτησες.
Ανώνυμος | 12/3/09 4:48 μ.μ. | - | - | Πού μπορώ να βρω το βιβλίο που αναφέρεις στο τέλος;
Γιώργος από Πειραιά | 12/3/09 7:30 μ.μ. | - | - | Τα καΐκια χάνονται ένα ένα. Κρίμα, είναι κομμάτι της ιστορίας μας.
Ανώνυμος | 12/3/09 10:15 μ.μ. | - | - | Για τον ανώνυμο που ρώτησε: το βιβλίο το έχει το βιβλιοπωλείο της πλατείας.
Ακρογιαλίτισσα | 13/3/09 8:20 π.μ. | - | author | Ευχαριστώ, ανώνυμε φίλε, με πρόλαβες!
Ελένη | 13/3/09 12:44 μ.μ. | - | - | Πολύ συγκινητική ανάρτηση. Καλό χειμώνα στο νησί!
""")
    items = ""
    for i, c in enumerate(cs):
        who = (
            f'<a href="/profile/akrogialitissa">{esc(c.name)}</a>'
            if c.has("author")
            else f"<span>{esc(c.name)}</span>"
        )
        items += (
            f'<dt class="ak-sx-who" id="ak-c{i + 1}">{who} είπε...</dt><dd class="ak-sx-body"><p>{esc(c.text)}</p></dd>'
            f'<dd class="ak-sx-foot"><a href="#ak-c{i + 1}">{esc(c.when)}</a></dd>'
        )
    block = (
        '<div class="ak-sx"><h4>8 σχόλια:</h4><dl class="ak-sx-list">'
        + items
        + '</dl><p><a href="/comment-form">Δημοσίευση σχολίου</a></p><p class="ak-sx-rss">Εγγραφή σε: Σχόλια ανάρτησης (Atom)</p></div>'
    )
    css = (
        ".ak-sx-who{font-weight:bold;margin-top:10px}.ak-sx-foot{font-size:11px;color:#999;margin-bottom:8px}"
    )
    st = Story(
        "Το καΐκι του Σταμάτη",
        "Αναρτήθηκε από Ακρογιαλίτισσα",
        "2009-03-11T21:00:00+02:00",
        "Τετάρτη, 11 Μαρτίου 2009",
        """
Κάθε πρωί, πριν ξημερώσει, ο κυρ Σταμάτης λύνει το καΐκι του από το μώλο. Το «Αγία Ειρήνη» είναι πενήντα χρονών, όσο και ο ίδιος σχεδόν.

Του ζήτησα να μου πει πώς ήταν το λιμάνι όταν ήταν παιδί. Μου μίλησε για τα δεκαπέντε καΐκια που έβγαιναν μαζί, για τα δίχτυα που τα μπάλωναν οι γυναίκες στην παραλία.

Σήμερα βγαίνουν τρία. Στο τέλος μου χάρισε ένα παλιό βιβλίο με ιστορίες ψαράδων του νησιού.
""",
    )
    return make(
        "bh-el-anonymous",
        "discussion",
        "el",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2009/03/blog-post_11.html",
        reveal="on_load",
        container="div.ak-sx > dl.ak-sx-list: per comment a dt ('name είπε...'), a dd with the text, a dd with the time link",
        heading="8 σχόλια:",
        description="A Greek island blog of 2009 on a blogging platform's classic template; the awkward trait: three of eight comments are signed 'Ανώνυμος' (one answering another anonymous reader in its words) and the blogger's two answers are flat entries like the rest; dt 'name είπε...', dd text, dd time ('12/3/09 9:40 π.μ.'); 8 comments, flat.",
    )


def ka_toggle() -> Case:
    cs = thread("""
ნინო ბ. | 12 მაისი 2015, 14:20 | - | - | ძალიან კარგი ამბავია, ზამთარში სოფლამდე ხშირად ვერ ვაღწევდით.
გიორგი მესტიიდან | 12 მაისი 2015, 15:02 | - | - | გზა კარგია, მაგრამ ხიდთან ისევ ვიწროა, ორი მანქანა ერთად ვერ ეტევა.
ლევანი | 12 მაისი 2015, 16:45 | 1 | - | ხიდის გაფართოება მომავალ წელს იგეგმება, გამგეობაში ასე მითხრეს.
თამარი | 12 მაისი 2015, 19:10 | - | - | იმედია, ავტობუსი ყოველდღე ივლის და არა კვირაში ორჯერ.
ბაბუა შოთა | 13 მაისი 2015, 09:30 | - | - | სამოცი წელია ამ გზას ველოდით. მადლობა ყველას, ვინც იმუშავა.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="mt-az" id="mt-az{i + 1}"><img src="/_avatar/mt-{i}.svg" width="36" height="36" alt="">'
            f'<div class="mt-azb"><b class="mt-avt">{esc(c.name)}</b> <time>{esc(c.when)}</time><p>{esc(c.text)}</p>'
            f'<a href="#mt-form">პასუხი</a> · <a href="#like">მოწონება</a></div>{sub}</li>'
        )

    block = (
        '<div class="mt-azrebi"><button type="button" id="mt-open" class="mt-open" aria-expanded="false">კომენტარები (5) ▾</button>'
        '<div id="mt-list" class="mt-list" style="display:none"><ul class="mt-azl">'
        + tree(cs, item, lambda s: f'<ul class="mt-pasuxebi">{s}</ul>')
        + '</ul><form id="mt-form" action="/azri" method="post"><textarea name="t"></textarea><button type="submit">გაგზავნა</button></form></div></div>'
    )
    js = """<script>
document.getElementById('mt-open').addEventListener('click', function () {
  var l = document.getElementById('mt-list'); var open = l.style.display === 'none';
  l.style.display = open ? 'block' : 'none'; this.setAttribute('aria-expanded', open ? 'true' : 'false');
});
</script>"""
    css = ".mt-open{border:0;background:#b71c1c;color:#fff;padding:8px 16px;border-radius:4px}.mt-az{list-style:none;display:flex;gap:10px;padding:8px 0}.mt-pasuxebi{padding-left:30px}"
    st = Story(
        "მთის სოფლამდე ახალი გზა გაიხსნა",
        "ავტორი: ეკა ჯაფარიძე",
        "2015-05-11T18:00:00+04:00",
        "11 მაისი 2015, 18:00",
        """
სვანეთის მაღალმთიან სოფლამდე მიმავალი ახალი საავტომობილო გზა ოფიციალურად გაიხსნა. გზის სიგრძე თექვსმეტი კილომეტრია.

ადგილობრივი მოსახლეობის თქმით, ზამთარში სოფელი ხშირად მოწყვეტილი იყო რაიონის ცენტრს. ახალი გზა მთელი წლის განმავლობაში იქნება სავალი.

გამგეობა გეგმავს ავტობუსის რეგულარული რეისის გახსნას ზაფხულიდან.
""",
    )
    return make(
        "bh-ka-toggle",
        "discussion",
        "ka",
        st,
        Parts(after=block, css=css, end=js),
        seeds(cs),
        path="/regioni/akhali-gza-soplamde",
        reveal="button 'კომენტარები (5) ▾': the list is in the served HTML inside a div with display:none that the button shows",
        container="div.mt-azrebi > div#mt-list (display:none until the button) > ul.mt-azl > li.mt-az, the reply in ul.mt-pasuxebi",
        heading=None,
        description="A Georgian mountain-region site of today; the awkward trait: the whole discussion is served but hidden (display:none) under a button 'კომენტარები (5) ▾' that shows it, with no heading of its own; 'პასუხი', 'მოწონება'; 5 comments, one reply.",
        check_steps=("click:#mt-open", "wait:200"),
    )


def hy_newest() -> Case:
    cs = thread("""
Արամ Հ. | 12.04.2014 18:22 | - | - | Լավ լուր է, անցած տարի ցրտահարությունից հետո շատերը բերք չունեին։
Անուշ | 12.04.2014 19:05 | 0 | - | Մեր այգում էլ ծառերը լավ են ծաղկել, հուսանք՝ կարկուտ չի լինի։
Գագիկ Մասիսից | 12.04.2014 20:30 | - | - | Գինն ինչքա՞ն է լինելու։ Անցած տարի վերավաճառողները շատ էժան էին գնում։
Սոնա | 12.04.2014 21:10 | 2 | - | Պետք է գյուղացիները միավորվեն ու իրենք վաճառեն։
Արամ Հ. | 13.04.2014 08:15 | 3 | - | Համաձայն եմ, կոոպերատիվն ամենաճիշտ լուծումն է։
Կարեն | 13.04.2014 09:40 | - | - | Կարկտապաշտպան ցանցերի մասին ոչինչ գրված չէ, իսկ դա ամենակարևորն է։
Լիլիթ | 13.04.2014 11:02 | - | - | Շնորհակալություն հոդվածի համար, կարդում եմ Ֆրանսիայից ու կարոտում եմ մեր ծիրանը։
""")

    def item(i: int, c: C, sub: str) -> str:
        day, _, hour = c.when.partition(" ")
        return (
            f'<div class="ar-mk" id="ar-mk{i + 1}"><div class="ar-mkh"><span class="ar-anun">{esc(c.name)}</span> '
            f'<span class="ar-zhm">{esc(day)} | {esc(hour)}</span></div><div class="ar-mkt">{esc(c.text)}</div>'
            f'<div class="ar-mkf"><a href="#ar-form">Պատասխանել</a></div>{sub}</div>'
        )

    # newest first at the top level; the answers under their parent, oldest first
    tops = [i for i, c in enumerate(cs) if c.seed.parent is None][::-1]

    def subtree(i: int) -> str:
        inner = "".join(subtree(j) for j, r in enumerate(cs) if r.seed.parent == i)
        return item(i, cs[i], f'<div class="ar-pat">{inner}</div>' if inner else "")

    block = (
        '<div class="ar-mekn"><h3>Մեկնաբանություններ (7)</h3><p class="ar-kargavor">Նորերը վերևում</p>'
        + "".join(subtree(i) for i in tops)
        + '<form id="ar-form" action="/meknabanutyun" method="post"><p>Անուն <input name="n"></p><textarea name="t"></textarea>'
        '<button type="submit">Ուղարկել</button></form></div>'
    )
    css = ".ar-mk{border-top:1px solid #eee;padding:6px 0}.ar-pat{margin-left:26px;border-left:2px solid #bf360c;padding-left:8px}.ar-zhm{color:#888;font-size:12px}"
    st = Story(
        "Ծիրանի բերքը սպասվում է առատ",
        "Հեղինակ՝ Մարինե Սարգսյան",
        "2014-04-12T12:00:00+04:00",
        "12.04.2014 | 12:00",
        """
Արարատյան դաշտի ծիրանի այգիներում այս տարի ծաղկումն առատ է եղել, և մասնագետները լավ բերք են կանխատեսում։

Անցած տարի գարնանային ցրտահարությունը ոչնչացրել էր բերքի մեծ մասը, ինչի պատճառով շատ գյուղացիներ վնասներ էին կրել։

Գյուղատնտեսության վարչությունը հորդորում է այգեգործներին հետևել եղանակի կանխատեսումներին մայիսին։
""",
    )
    return make(
        "bh-hy-newest",
        "discussion",
        "hy",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/marz/tsirani-berq-2014",
        reveal="on_load",
        container="div.ar-mekn: div.ar-mk, top level newest first ('Նորերը վերևում'), answers in div.ar-pat inside the parent, oldest first, three levels",
        heading="Մեկնաբանություններ (7)",
        description="An Armenian regional site of 2014, times 'dd.mm.yyyy | hh:mm'; the awkward trait: the top-level comments are newest first while the answers under each stay oldest first, one chain three levels deep; 'Պատասխանել'; 7 comments.",
    )


def am_ethiopian() -> Case:
    cs = thread("""
ሰላም ታደሰ | ሚያዝያ 6 ቀን 2007 ዓ.ም. | - | - | የጣና ጀልባዎች ታሪክ በጣም ደስ ይላል። ልጅ ሆኜ በታንኳ ተሳፍሬ ነበር።
ዳዊት | ሚያዝያ 6 ቀን 2007 ዓ.ም. | - | - | ፎቶዎቹ በጣም ያምራሉ። የትኛው ደሴት ላይ ነው የተነሱት?
መስከረም | ሚያዝያ 7 ቀን 2007 ዓ.ም. | 1 | author | ዳዊት፣ ፎቶዎቹ የተነሱት ከከተማዋ አቅራቢያ ባለው ትንሽ ደሴት ላይ ነው።
ብርሃኑ ከአዲስ አበባ | ሚያዝያ 8 ቀን 2007 ዓ.ም. | - | - | በሚቀጥለው ጉዞዬ ባሕር ዳርን መጎብኘት አለብኝ። አመሰግናለሁ!
""")
    greg = ["14/04/2015", "14/04/2015", "15/04/2015", "16/04/2015"]

    def item(i: int, c: C, sub: str) -> str:
        badge = ' <span class="ts-badge">ጸሐፊ</span>' if c.has("author") else ""
        return (
            f'<li class="ts-as" id="ts-as{i + 1}"><p class="ts-ash"><b>{esc(c.name)}</b>{badge} · {esc(c.when)} '
            f'<small>({greg[i]})</small></p><p class="ts-ast">{esc(c.text)}</p><p><a href="#ts-form">መልስ</a></p>{sub}</li>'
        )

    block = (
        '<div class="ts-asteyayet"><h3>4 አስተያየቶች</h3><ol class="ts-asl">'
        + tree(cs, item, lambda s: f'<ol class="ts-mels">{s}</ol>')
        + '</ol><form id="ts-form" action="/asteyayet" method="post"><p>ስም <input name="n"></p><textarea name="t"></textarea><button type="submit">ላክ</button></form></div>'
    )
    css = ".ts-as{list-style:none;border-bottom:1px solid #e0eee0;padding:6px 0}.ts-mels{margin-left:26px}.ts-badge{background:#2e7d32;color:#fff;font-size:11px;padding:0 5px}"
    st = Story(
        "የጣና ሐይቅ ጀልባዎች",
        "በመስከረም",
        "2015-04-13T09:00:00+03:00",
        "ሚያዝያ 5 ቀን 2007 ዓ.ም. (13/04/2015)",
        """
በጣና ሐይቅ ላይ የሚንሳፈፉት የደንገል ታንኳዎች ለብዙ መቶ ዓመታት የዓሣ አጥማጆችና የነጋዴዎች መጓጓዣ ሆነው አገልግለዋል።

ባለፈው ሳምንት ከአንድ አዛውንት ታንኳ ሠሪ ጋር ተገናኘሁ። ታንኳ ለመሥራት ሦስት ቀን ብቻ እንደሚወስድበት ነገረኝ።

ዛሬ ብዙዎቹ ሞተር ጀልባዎችን ቢጠቀሙም፣ ታንኳዎቹ አሁንም በሐይቁ ዳርቻ ይታያሉ።
""",
    )
    return make(
        "bh-am-ethiopian",
        "discussion",
        "am",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/2015/04/tana-boats.html",
        reveal="on_load",
        container="div.ts-asteyayet: ol.ts-asl > li.ts-as (name, Ethiopian date, the Gregorian date in brackets, text, 'መልስ'), the answer in ol.ts-mels",
        heading="4 አስተያየቶች",
        description="An Amharic personal blog of 2015 dating in the Ethiopian calendar ('ሚያዝያ 6 ቀን 2007 ዓ.ም.') with the Gregorian date in brackets; the awkward trait: the shortest thread of the set, its only times being days of another calendar and year, the blogger's answer badged 'ጸሐፊ'; 4 comments, one reply.",
    )


def threads2_bh() -> list[Case]:
    return [
        bn_table_rows(),
        ta_signed(),
        th_subnumbers(),
        ru_frame_onload(),
        uk_reply_links(),
        el_anonymous(),
        ka_toggle(),
        hy_newest(),
        am_ethiopian(),
    ]
