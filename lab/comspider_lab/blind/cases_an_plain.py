"""Blind set AN: six article pages without any reader comment (truth zero) whose furniture sits where this set's
discussions sit: a second tab panel of practical information (fr), an older CMS's layout table with a poll and the
day's headlines in its right cell (uk), a photo gallery with photographers' credits (ko), an author's box in the right
column and an editor's note between the last paragraph and the tags (th), a fact box before the related teasers and a
long footer-like block (fi), a video page with chapters and a transcript (cs). Written for this set; every name,
place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_an_common import Case, Parts, Story, esc, make, rows, slug


def fr_tabs() -> Case:
    infos = (
        '<div class="ip-bloc"><h3>Horaires</h3><p>Du mardi au samedi, de 7 h 30 à 13 h ; le vendredi jusqu\'à 19 h.</p>'
        "<h3>Accès</h3><p>Place des Tanneurs. Parking gratuit de 80 places rue du Moulin. Bus lignes 2 et 5, arrêt Halles.</p>"
        "<h3>Tarifs des emplacements</h3><p>Abonnés : 1,20 € le mètre linéaire. Passagers : 2 € le mètre linéaire.</p>"
        "<p>Renseignements : service des marchés, 04 00 00 00 00.</p></div>"
    )
    st = Story(
        "La halle des Tanneurs rouvre ses portes après deux ans de travaux",
        "Par Julien Martinot",
        "2024-03-22T06:00:00+01:00",
        "22 mars 2024 à 06h00",
        """
Fermée depuis février 2022, la halle couverte de la place des Tanneurs rouvre samedi. Sa charpente métallique de 1898 a été entièrement restaurée, la verrière remplacée et le sol refait.

Trente-deux commerçants y retrouvent un emplacement, dont huit nouveaux : un fromager, deux maraîchers bio, un torréfacteur et un traiteur libanais notamment.

Le chantier a coûté 3,4 millions d'euros, financés pour moitié par la région. La mairie prévoit aussi d'y organiser des concerts le vendredi soir en été.
""",
        lead="Trente-deux commerçants, une verrière neuve et des horaires élargis le vendredi.",
        section="Vallon",
        related=(
            "Le marché de nuit revient en juin",
            "Travaux rue du Moulin",
            "La fromagerie Bertin s'agrandit",
        ),
        tags=("halle", "commerce", "patrimoine"),
    )
    return make(
        "an-lp-fr-onglet-infos",
        "lookalike",
        "fr-vallon",
        st,
        Parts(tabs=(("Infos pratiques", infos),), tab_label="L'article"),
        [],
        path="/vallon/halle-des-tanneurs-rouvre",
        container="no reader comment: the article in the first tab panel, a second panel 'Infos pratiques' (hours, access, stall prices) hidden until its tab is clicked",
        heading=None,
        description="A French regional daily of 2024: an article on a market hall's reopening, with practical information in a second tab panel; most read, related teasers; no reader comment.",
    )


def uk_table() -> Case:
    poll = (
        '<div class="opytuvannia"><b>Опитування</b><p>Чи користуєтеся ви новим автобусом до райцентру?</p>'
        '<form action="/poll" method="post"><label><input type="radio" name="v" value="1"> Так, щодня</label><br>'
        '<label><input type="radio" name="v" value="2"> Іноді</label><br><label><input type="radio" name="v" value="3"> Ні</label><br>'
        '<button type="submit">Голосувати</button></form><p><small>Проголосувало: 214</small></p></div>'
    )
    day = rows("""
09:40 | Відкрито реєстрацію на зимовий турнір з міні-футболу
11:15 | У школі № 2 завершили ремонт спортзалу
13:05 | Графік вивезення сміття на грудень
""")
    news = (
        '<div class="novyny-dnia"><b>Новини дня</b><ul>'
        + "".join(
            f'<li><span class="nd-chas">{esc(t)}</span> <a href="/news/{slug(h)[:30]}">{esc(h)}</a></li>'
            for t, h in day
        )
        + "</ul></div>"
    )
    st = Story(
        "Громада отримала новий шкільний автобус",
        "Оксана Дмитренко",
        "2013-12-04T10:00:00+02:00",
        "04.12.2013",
        """
Прилуківська громада отримала новий шкільний автобус на 32 місця. Він возитиме дітей із сіл Вербівка та Кам'янка до опорної школи.

Раніше учні добиралися на старому автобусі, який часто ламався. Взимку батькам доводилося возити дітей власним транспортом.

Автобус придбали коштом обласної програми. Перший рейс запланований на понеділок.
""",
        section="Освіта",
        related=("Ремонт дороги на Вербівку", "Концерт до Дня Святого Миколая", "Підсумки сесії громади"),
        tags=("освіта", "автобус"),
    )
    return make(
        "an-lp-uk-tablytsia",
        "lookalike",
        "uk-prylukivka",
        st,
        Parts(aside=poll + news),
        [],
        path="/osvita/novyi-shkilnyi-avtobus",
        container="no reader comment: a page laid out in one table; the right cell holds a poll and the day's three headlines with times",
        heading=None,
        description="A Ukrainian community paper of 2013 on an older table-laid CMS: an article on a school bus, a poll and the day's headlines in the right cell; no reader comment.",
    )


def ko_gallery() -> Case:
    photos = rows("""
벚꽃길을 걷는 시민들 | 사진 김도윤 기자
개막식 불꽃놀이 | 사진 김도윤 기자
천변 푸드트럭 거리 | 사진 이서연 기자
한복을 입은 외국인 관광객 | 사진 이서연 기자
야간 조명이 켜진 해성천 | 사진 김도윤 기자
어린이 사생대회 참가자들 | 사진 이서연 기자
""")
    media = (
        '<div class="pt-moeum">'
        + "".join(
            f'<figure class="pt-jang"><img src="/_avatar/pt-{n}.svg" alt="" width="320" height="210"><figcaption>'
            f'<span class="pt-seolmyeong">{esc(c)}</span> <span class="pt-chulcheo">{esc(by)}</span></figcaption></figure>'
            for n, (c, by) in enumerate(photos)
        )
        + "</div>"
    )
    side = '<h3>포토 많이 본</h3><ol><li><a href="/photo/1">해성항 일출</a></li><li><a href="/photo/2">가을 억새 축제</a></li><li><a href="/photo/3">해성 5일장 풍경</a></li></ol>'
    st = Story(
        "[포토] 해성천 벚꽃축제 개막… 주말 10만 명 몰려",
        "해성뉴스 사진부",
        "2025-04-06T17:00:00+09:00",
        "2025.04.06 17:00",
        """
제12회 해성천 벚꽃축제가 5일 개막해 주말 이틀 동안 약 10만 명이 찾았다. 축제는 13일까지 이어진다.
""",
        section="포토",
        related=("해성천 야간 개장 연장", "벚꽃 개화 평년보다 닷새 빨라", "축제 기간 교통 통제 안내"),
        tags=("벚꽃", "축제", "해성천"),
    )
    return make(
        "an-lp-ko-sajin-gallery",
        "lookalike",
        "ko-haeseong",
        st,
        Parts(
            media=media,
            aside=side,
            css=".pt-moeum{display:grid;grid-template-columns:repeat(3,1fr);gap:10px}.pt-jang img{width:100%;height:auto}",
        ),
        [],
        path="/photo/haeseongcheon-beotkkot-chukje",
        container="no reader comment: a photo gallery of six pictures, each caption a sentence and a photographer's credit; a 'most viewed photos' box below",
        heading=None,
        description="A Korean county news site's photo page of 2025: six captioned pictures with photographers' credits, one sentence of text, related strip, most viewed photos; no reader comment.",
    )


def th_author_box() -> Case:
    bio = (
        '<div class="phu-khian"><img src="/_avatar/th-author.svg" alt="" width="64" height="64"><p><b>ศิริพร แก้วมณี</b></p>'
        '<p class="pk-tamnaeng">ผู้สื่อข่าวประจำจังหวัด</p><p>ติดตามข่าวเกษตรและแม่น้ำในภาคกลางมากว่าสิบปี</p>'
        '<p><a href="/author/siriporn">บทความทั้งหมดของผู้เขียน</a></p></div>'
    )
    note = '<p class="mai-het"><b>หมายเหตุบรรณาธิการ:</b> ฉบับก่อนหน้านี้ระบุระดับน้ำผิดเป็น 3.2 เมตร ได้แก้ไขเป็น 2.3 เมตรแล้ว</p>'
    st = Story(
        "ระดับน้ำในแม่น้ำลดลงต่ำสุดในรอบสิบปี เรือข้ามฟากต้องหยุดวิ่ง",
        "ศิริพร แก้วมณี",
        "2026-02-18T08:30:00+07:00",
        "18 ก.พ. 2569 08:30 น.",
        """
ระดับน้ำในแม่น้ำช่วงที่ไหลผ่านตัวอำเภอลดลงเหลือ 2.3 เมตร ต่ำที่สุดในรอบสิบปี ทำให้เรือข้ามฟากท่าวัดกลางต้องหยุดให้บริการตั้งแต่วันจันทร์

เจ้าหน้าที่ชลประทานระบุว่าสาเหตุมาจากฝนที่ตกน้อยกว่าปกติตั้งแต่ปลายปีที่แล้ว และคาดว่าระดับน้ำจะยังลดลงต่อไปจนถึงเดือนเมษายน

เทศบาลได้จัดรถรับส่งชั่วคราวระหว่างสองฝั่งแม่น้ำทุกครึ่งชั่วโมงแทนเรือข้ามฟาก
""",
        section="ท้องถิ่น",
        related=("ชาวนาเลื่อนปลูกข้าวนาปรัง", "ตลาดน้ำปิดชั่วคราว", "เทศบาลขุดลอกคลอง"),
        tags=("แม่น้ำ", "ภัยแล้ง", "เรือข้ามฟาก"),
    )
    return make(
        "an-lp-th-phu-khian",
        "lookalike",
        "th-maenam",
        st,
        Parts(aside=bio, inside=note),
        [],
        path="/local/radab-nam-lot-ruea-kham-fak-yut",
        container="no reader comment: an author's box (picture, name, role, a sentence) in the right column and an editor's correction note between the last paragraph and the tags",
        heading=None,
        description="A Thai local news site of 2026: an article on a river's low water, the reporter's box in the right column, an editor's correction between the text and the tags; no reader comment.",
    )


def fi_fact_box() -> Case:
    facts = (
        '<div class="faktat"><h3>Faktat: Koskelan uimaranta</h3><ul><li>Rakennettu 1956</li><li>Rantaviivaa 140 metriä</li>'
        "<li>Valvonta kesä–heinäkuussa klo 11–18</li><li>Veden lämpötila päivitetään kunnan sivuille aamuisin</li></ul></div>"
    )
    st = Story(
        "Koskelan uimaranta saa uuden laiturin ja esteettömän polun",
        "Teksti: Hanna Virtanen",
        "2019-05-28T07:00:00+03:00",
        "28.5.2019 7.00",
        """
Koskelan uimarannalle rakennetaan kesäkuun aikana uusi laituri ja esteetön polku parkkipaikalta rantaan. Työt on tarkoitus saada valmiiksi ennen juhannusta.

Vanha laituri purettiin keväällä huonokuntoisena. Uusi laituri on kolme metriä pidempi ja siinä on tikkaat molemmin puolin.

Polun ansiosta rannalle pääsee jatkossa myös pyörätuolilla ja lastenvaunuilla. Hanke maksaa kunnalle noin 45 000 euroa.
""",
        section="Koskela",
        related=("Kirjastoauton kesäreitit", "Torikahvila avautuu", "Rantasalon kesäteatteri"),
        tags=("uimaranta", "kesä"),
    )
    return make(
        "an-lp-fi-faktalaatikko",
        "lookalike",
        "fi-koskela",
        st,
        Parts(before_related=facts, furniture=True),
        [],
        path="/koskela/uimaranta-uusi-laituri",
        container="no reader comment: a fact box right after the article before the related teasers, and a long footer-like block of links",
        heading=None,
        description="A Finnish local weekly of 2019: an article on a beach's new pier, a fact box before the related teasers, a long footer-like block; no reader comment.",
    )


def cs_video() -> Case:
    chapters = rows("""
0:00 | Úvod a příjezd na náměstí
1:42 | Jak se staví hrázděný dům
4:15 | Tesař Václav Brož o trámech
7:30 | Co bude v přízemí
9:05 | Závěr
""")
    player = (
        '<div class="vd-prehravac"><video controls width="640" height="360" poster="/_avatar/vd-poster.svg"></video>'
        '<p class="vd-delka">Délka: 10:12</p><ol class="vd-kapitoly">'
        + "".join(f'<li><a href="#t={esc(t)}">{esc(t)}</a> {esc(x)}</li>' for t, x in chapters)
        + "</ol></div>"
    )
    transcript = (
        '<details class="vd-prepis"><summary>Přepis videa</summary><p>Na náměstí v Lipníku dnes vrcholí stavba. '
        "Tesaři usazují poslední trámy krovu. Dům bude mít v přízemí kavárnu a v patře byty.</p></details>"
    )
    st = Story(
        "Video: Na náměstí roste hrázděný dům podle staré fotografie",
        "Lipnický zpravodaj, video: Petr Kučera",
        "2022-09-14T15:00:00+02:00",
        "14. 9. 2022",
        """
Dům na rohu náměstí, který vyhořel v roce 1934, se vrací. Podívejte se, jak tesaři stavějí krov podle jediné dochované fotografie.
""",
        section="Video",
        related=("Oprava kašny začne na jaře", "Pouť u sv. Anny", "Nová lávka přes Bečvici"),
        tags=("video", "náměstí", "stavba"),
    )
    return make(
        "an-lp-cs-video-kapitoly",
        "lookalike",
        "cs-lipnik",
        st,
        Parts(media=player, inside=transcript),
        [],
        path="/video/hrazdeny-dum-na-namesti",
        container="no reader comment: a video page (player, chapter list with time codes), a transcript in a <details>, a related strip",
        heading=None,
        description="A Czech town news site's video page of 2022: a player with five chapters and their time codes, one sentence of text, a transcript; no reader comment.",
    )


def plain_an() -> list[Case]:
    return [fr_tabs(), uk_table(), ko_gallery(), th_author_box(), fi_fact_box(), cs_video()]
