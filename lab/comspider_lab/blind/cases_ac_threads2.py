"""Blind set AC: hand-built discussions in other languages as small sites of 2008-2013 printed them in the served
HTML: a village blog's three comments with relative times, no avatars (sv); a local paper's nicknames with "4.3.2012
klo 14.12" and an answer nested under its parent (fi); a country blog's entries with "2012.03.04 14:12", a secret
entry whose text is hidden ("비밀 댓글입니다."), the blog owner's answers highlighted (ko); a right-to-left paper's
numbered entries with anchors and relative times (ar); two comments without any time (el) (written from memory of
the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ac_common import (
    PartsK,
    avatar,
    body,
    children,
    esc,
    form_below,
    make,
    story,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- sv: three comments, relative times


def sv_relative() -> Case:
    c = thread(
        """
Birgitta | för 5 timmar sedan | - | Så fint skrivet! Vi var där i lördags och isen låg kvar vid bryggan.
Lasse i Kroken | för 3 timmar sedan | - | Förra året gick den upp redan den tolfte april. Vi får se om du vinner vadet.
Maja Lindqvist | för 40 minuter sedan | - | Längtar efter första doppet.
"""
    )
    items = "".join(
        f'<div class="nv-i"><span class="nv-n">{esc(x.author)}</span> <span class="nv-t">{esc(x.when)}</span>{body(x.text)}</div>'
        for x in c
    )
    block = (
        '<div class="nv-box" id="kommentarer"><h4>3 kommentarer</h4>'
        + items
        + form_below("sv", "nv")
        + "</div>"
    )
    st = story(
        "Isen går upp",
        "Ulla",
        "2012-04-21T17:00:00+02:00",
        "21 april 2012",
        """
I morse var det öppet vatten hela vägen ut till udden. Bara vid bryggan ligger det kvar en grå kant av is.

Grannen och jag har ett vad varje år om vilken dag isen går. I år vann han, med två dagar.
""",
        section="Sjön",
    )
    return make(
        "ac-sv-relative",
        "discussion",
        "bl",
        "sv-blog",
        st,
        PartsK(after=block),
        c,
        path="/2012/04/isen-gar-upp",
        container="div.nv-box#kommentarer: div.nv-i entries (span.nv-n name, span.nv-t 'för 3 timmar sedan', the text's <p>); flat; no avatars; a form below",
        heading="3 kommentarer",
        description="A Swedish village blog of 2012: 3 comments, flat, relative times, no avatars, 'Längtar efter första doppet.'.",
    )


# --------------------------------------------------------------------------- fi: nicknames, "klo"


def fi_nicks() -> Case:
    c = thread(
        """
Järvenseläläinen | 5.3.2012 klo 14.12 | - | Lauantaina kirjasto kiinni? Silloinhan työssäkäyvät ehtivät sinne.
Kirjatoukka | 5.3.2012 klo 15.40 | 0 | Samaa mieltä. Keskiviikkoilta ei korvaa lauantaita.
Eläkeläinen | 5.3.2012 klo 16.05 | - | Kirjastoauto käy meillä enää joka toinen viikko. Ennen se tuli joka tiistai.
Matti K. | 5.3.2012 klo 18.22 | - | Säästää pitää, mutta miksi aina kirjastosta ja kouluista?
Tiina | 6.3.2012 klo 7.50 | - | Harmi.
"""
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        answer = (
            f'<p class="js-vast"><small>Vastaus nimimerkille {esc(c[x.parent].author)}</small></p>'
            if x.parent is not None
            else ""
        )
        return (
            f'<div class="js-v" id="js{240 + i}"><p class="js-o"><b class="js-nim">{esc(x.author)}</b> <span class="js-aika">{esc(x.when)}</span></p>'
            f'{answer}<div class="js-t">{body(x.text)}</div><p class="js-l"><small><a href="#js-form">Vastaa</a> · <a href="/ilmoita">Ilmoita asiaton viesti</a></small></p>'
            + (
                f'<div class="js-vv" style="margin-left:28px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="js-kesk" id="keskustelu"><h3>Keskustelu (5)</h3>'
        + "".join(one(i) for i in children(c, None))
        + form_below("fi", "js")
        + "</div>"
    )
    st = story(
        "Kirjaston aukioloajat muuttuvat",
        "Liisa Heikkinen",
        "2012-03-05T08:00:00+02:00",
        "5.3.2012",
        """
Järvenselän pääkirjasto on huhtikuusta alkaen suljettuna lauantaisin. Sen sijaan kirjasto on auki keskiviikkoisin iltakahdeksaan.

Muutoksella kunta säästää noin 18 000 euroa vuodessa.

Kirjastoauton reitit pysyvät ennallaan syksyyn asti.
""",
        section="Paikalliset",
    )
    return make(
        "ac-fi-nicks",
        "discussion",
        "nw",
        "fi-a",
        st,
        PartsK(after=block),
        c,
        path="/paikalliset/kirjaston-aukioloajat-muuttuvat",
        container="div.js-kesk#keskustelu: div.js-v entries (p.js-o: b.js-nim nickname, span.js-aika '5.3.2012 klo 14.12'; on a reply 'Vastaus nimimerkille X'; div.js-t the text; 'Vastaa · Ilmoita asiaton viesti'); the reply in div.js-vv inside its parent's",
        heading="Keskustelu (5)",
        description="A Finnish local paper of 2012: 5 comments (1 reply) under nicknames, 'klo' times, 'Harmi.'.",
    )


# --------------------------------------------------------------------------- ko: a secret entry, the owner's answers


def ko_owner() -> Case:
    owner = "소나무언덕"
    c = thread(
        f"""
들꽃편지 | 2012.03.18 14:12 | - | 씨감자를 자르고 재에 묻히는 방법은 처음 알았어요. 올해 따라 해 볼게요.
{owner} | 2012.03.18 16:30 | 0 | 네, 할머니께 배운 방법이에요. 썩는 걸 막아 준대요.
느린부엌 | 2012.03.18 21:05 | - | 사진 속 밭이 정말 예쁘네요. 봄이 왔다는 게 실감 나요.
산골살림 | 2012.03.19 08:44 | - | 저희는 아직 땅이 얼어 있어서 다음 주에나 심을 수 있을 것 같아요.
{owner} | 2012.03.19 10:02 | 3 | 산 쪽은 늦죠. 서두르지 마세요.
지나가다 | 2012.03.19 22:17 | - | 잘 보고 갑니다.
"""
    )

    def one(i: int) -> str:
        x = c[i]
        own = x.author == owner
        kids = children(c, i)
        return (
            f'<li class="sn-i{" sn-own" if own else ""}" id="sn{i + 1}"'
            + (' style="background:#f3f8ee"' if own else "")
            + f'>{avatar("sn", x.author, 32)}<p class="sn-h"><strong>{esc(x.author)}</strong>'
            + (' <em class="sn-badge">블로그 주인</em>' if own else "")
            + f' <span class="sn-d">{esc(x.when)}</span> <a href="#sn-form">답글</a></p>'
            f'<div class="sn-t">{body(x.text)}</div>'
            + (f'<ul class="sn-re">{"".join(one(k) for k in kids)}</ul>' if kids else "")
            + "</li>"
        )

    tops = children(c, None)
    items = one(tops[0]) + one(tops[1])
    items += (
        '<li class="sn-i sn-lock"><p class="sn-h"><strong>비밀글</strong> <span class="sn-d">2012.03.18 23:40</span></p>'
        '<div class="sn-t"><p>🔒 비밀 댓글입니다.</p></div></li>'
    )
    items += "".join(one(i) for i in tops[2:])
    block = (
        '<div class="sn-box" id="daetgeul"><h3>댓글 7</h3>'
        f'<ul class="sn-list">{items}</ul>' + form_below("ko", "sn") + "</div>"
    )
    st = story(
        "감자 심을 준비",
        owner,
        "2012-03-18T09:00:00+09:00",
        "2012.03.18",
        """
오늘은 씨감자를 잘랐습니다. 눈이 두세 개씩 붙도록 자르고, 자른 면에는 아궁이 재를 묻혔어요.

이삼 일 그늘에서 말린 뒤 다음 주말에 밭에 심을 생각입니다.

올해는 두 이랑을 더 늘렸습니다.
""",
        section="텃밭",
    )
    return make(
        "ac-ko-owner",
        "discussion",
        "bl",
        "ko-blog",
        st,
        PartsK(after=block),
        c,
        path="/entry/potato-planting-2012",
        container="div.sn-box#daetgeul > ul.sn-list: li.sn-i entries (avatar; p.sn-h: strong name, span.sn-d '2012.03.18 14:12', '답글'; div.sn-t text); the blog owner's answers highlighted (li.sn-i.sn-own, a green background and '블로그 주인'); replies in ul.sn-re inside their parent's; a secret entry in its place ('비밀글', '🔒 비밀 댓글입니다.', no text shown)",
        heading="댓글 7",
        description="A Korean country blog of 2012: 6 comments (2 replies, both the blog owner's, highlighted), a secret entry whose text is hidden (not a comment) counted in the heading, '잘 보고 갑니다.'.",
    )


# --------------------------------------------------------------------------- ar: numbered, right to left


def ar_numbered() -> Case:
    c = thread(
        """
أبو خالد | منذ 5 ساعات | - | خبر جميل، الطريق القديم كان خطيرا جدا خاصة في الشتاء.
سلمى | منذ 4 ساعات | - | متى سيبدأ تشغيل الحافلات على الطريق الجديد؟
محمود العلي | منذ 3 ساعات | 1 | قالت البلدية إن الحافلات ستبدأ الأسبوع القادم.
م. فراس | منذ 3 ساعات | - | شكرا لكل من عمل على هذا المشروع.
أم يوسف | منذ ساعتين | - | أتمنى أن يضعوا إنارة على الطريق، فالمسافة طويلة والظلام دامس في الليل.
علي | منذ ساعة | - | ممتاز.
نادر حداد | منذ 20 دقيقة | - | أين الرصيف للمشاة؟ الأطفال يمشون إلى المدرسة على هذا الطريق.
"""
    )
    tops = children(c, None)
    nums = {i: n + 1 for n, i in enumerate(tops)}

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        no = (
            f'<a class="sd-no" href="#sd{nums[i]}" style="float:left;background:#7a1f1f;color:#fff;padding:2px 8px">{nums[i]}</a>'
            if i in nums
            else ""
        )
        anchor = f"sd{nums[i]}" if i in nums else f"sd-r{i}"
        return (
            f'<div class="sd-e" id="{anchor}">{no}<p class="sd-h"><b class="sd-n">{esc(x.author)}</b> <span class="sd-t">{esc(x.when)}</span></p>'
            f'<div class="sd-x">{body(x.text)}</div><p class="sd-f"><small><a href="#sd-form">رد</a> | <a href="/report">إبلاغ</a></small></p>'
            + (
                f'<div class="sd-r" style="margin-right:30px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="sd-wrap" id="ara"><h2>تعليقات القراء (7)</h2>'
        + "".join(one(i) for i in tops)
        + form_below("ar", "sd")
        + "</div>"
    )
    st = story(
        "افتتاح طريق الوادي الجديد",
        "سامر الخطيب",
        "2012-03-18T08:00:00+02:00",
        "18 مارس 2012",
        """
افتتحت البلدية صباح أمس الطريق الجديد الذي يربط قرى الوادي بالمدينة، بعد عامين من العمل.

ويبلغ طول الطريق اثني عشر كيلومترا، ويختصر الرحلة إلى المدينة بنحو عشرين دقيقة.

وقال رئيس البلدية إن المرحلة الثانية ستشمل الإنارة والأرصفة.
""",
        section="محليات",
    )
    return make(
        "ac-ar-numbered",
        "discussion",
        "nw",
        "ar-a",
        st,
        PartsK(after=block),
        c,
        path="/mahaliyat/iftitah-tariq-al-wadi",
        container="div.sd-wrap#ara on a right-to-left page: div.sd-e entries, the top-level ones numbered 1 to 6 with anchors (a.sd-no '#sd1'); p.sd-h: b.sd-n name, span.sd-t 'منذ 3 ساعات'; div.sd-x text; 'رد | إبلاغ'; the reply in div.sd-r inside its parent's",
        heading="تعليقات القراء (7)",
        description="An Arabic regional paper of 2012 (dir=rtl): 7 comments (1 reply), the top-level ones numbered with anchors, relative times, 'ممتاز.'.",
    )


# --------------------------------------------------------------------------- el: two comments, no time


def el_two() -> Case:
    c = thread(
        """
Γιώργος Μ. | | - | Επιτέλους! Το παλιό καράβι έκανε εννιά ώρες μέχρι τον Πειραιά.
Κατερίνα | | - | Ελπίζω να κρατήσουν και τα δρομολόγια του χειμώνα, όχι μόνο του καλοκαιριού.
"""
    )
    items = "".join(
        f'<li class="kf-i"><span class="kf-n">{esc(x.author)}</span> έγραψε:{body(x.text)}</li>' for x in c
    )
    block = (
        '<div class="kf-sx" id="apopseis"><h3>Οι απόψεις σας</h3>'
        f'<ul class="kf-l">{items}</ul>' + form_below("el", "kf") + "</div>"
    )
    st = story(
        "Νέο πλοίο στη γραμμή του Πειραιά",
        "Της Ελένης Σταμάτη",
        "2012-03-13T10:00:00+02:00",
        "13 Μαρτίου 2012",
        """
Από τον Απρίλιο το νησί θα εξυπηρετείται από νέο, ταχύτερο πλοίο, που θα κάνει τη διαδρομή από τον Πειραιά σε έξι ώρες.

Η εταιρεία ανακοίνωσε τέσσερα δρομολόγια την εβδομάδα τον χειμώνα και καθημερινά το καλοκαίρι.
""",
        section="Νησί",
    )
    return make(
        "ac-el-two",
        "discussion",
        "nw",
        "el-a",
        st,
        PartsK(after=block),
        c,
        path="/nisi/neo-ploio-sti-grammi-tou-peiraia",
        container="div.kf-sx#apopseis > ul.kf-l: li.kf-i entries (span.kf-n name, 'έγραψε:', the text's <p>); flat; no time, no avatar",
        heading="Οι απόψεις σας",
        description="A Greek island paper of 2012: 2 comments, flat, without any time or avatar.",
    )


def threads2_ac() -> list[Case]:
    return [sv_relative(), fi_nicks(), ko_owner(), ar_numbered(), el_two()]
