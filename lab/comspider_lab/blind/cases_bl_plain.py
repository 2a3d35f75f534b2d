"""Blind set BL: six article pages of popular stories without any reader comment (comments closed, "0 comments" in
the page's language, or nothing), each with the era's heavy furniture: most-read and most-commented lists with
counts, related stories, newsletter and paywall boxes. Every site, name and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_bl_common import Case, Parts, Story, make, site


def _plain(
    cid: str, st_block: str, story: Story, path: str, after: str, desc: str, heading: str | None = None
) -> Case:
    s = site(st_block)
    return make(
        cid,
        "lookalike",
        s,
        story,
        Parts(after=after),
        [],
        path=path,
        container="-",
        heading=heading,
        description=desc,
    )


def plain_bl() -> list[Case]:
    pl = _plain(
        "bl-pl-plain-closed",
        """
name: Kurier Nadwarciański
lang: pl
px: kn
style: portal
accent: #b91c1c
motto: Codziennie od 1991 roku
sections: Główna; Miasto; Region; Sport; Kultura; Opinie
most_read: Najczęściej czytane
read_rows: Remont mostu Kolejowego do jesieni = 41 tys.; Nowy rozkład tramwajów = 29 tys.; Targ rybny wraca na bulwar = 17 tys.; Kto zagra w finale pucharu = 12 tys.
most_talked: Najczęściej komentowane
talk_rows: Płatne parkowanie na Starówce = 318 komentarzy; Wycinka topoli przy szkole = 204 komentarze; Nowy rozkład tramwajów = 157 komentarzy; Basen miejski zamknięty = 96 komentarzy
related: Zobacz również
letter: Poranny przegląd wiadomości na Twoją skrzynkę
subscribe: Zapisz się
paywall: Czytaj bez limitu: pierwszy miesiąc za 1 zł
contact: Redakcja
""",
        Story(
            "Wyrok w sprawie wypadku na obwodnicy. Kierowca skazany na cztery lata",
            "Tomasz Wierzba",
            "2021-03-17T14:20:00+01:00",
            "17 marca 2021, 14:20",
            """
Sąd Rejonowy w Nadwarcie skazał 34-letniego kierowcę na cztery lata więzienia za spowodowanie wypadku na obwodnicy, w którym ciężko ranna została rowerzystka. Wyrok jest nieprawomocny.

Kierowca przez dziesięć lat nie może prowadzić pojazdów. Obrona zapowiedziała apelację.
""",
            related=(
                "Nowe przejście dla rowerów na obwodnicy",
                "Policja podsumowuje rok na drogach",
                "Apelacja w sprawie potrącenia na Mostowej",
            ),
        ),
        "/miasto/wyrok-wypadek-obwodnica",
        '<div class="kn-zamk"><h3>Komentarze</h3><p>Ze względu na toczące się postępowanie sądowe komentowanie tego artykułu zostało wyłączone.</p></div>',
        "A Polish city daily of 2021, a court verdict: comments switched off ('Komentarze' heading and a notice), most-read and most-commented lists with counts, related cards, a paywall box, a newsletter form; no comment.",
        "Komentarze",
    )
    cs = _plain(
        "bl-cs-plain-zero",
        """
name: Podještědský deník
lang: cs
px: pd
style: local
accent: #0369a1
motto: Zprávy z Podještědí
sections: Úvod; Zprávy; Kraj; Sport; Kultura; Názory
most_read: Nejčtenější
read_rows: Lanovka na Ještěd znovu v provozu = 33 tis.; Kde se letos bude bruslit = 21 tis.; Nová cyklostezka k přehradě = 14 tis.; Dopravní omezení v centru = 9 tis.
most_talked: Nejdiskutovanější
talk_rows: Parkovací domy místo parku? = 412 příspěvků; Sloučení dvou škol = 265 příspěvků; Hospoda U Lípy končí = 140 příspěvků; Nový jízdní řád autobusů = 83 příspěvků
related: Mohlo by vás zajímat
letter: Ranní přehled zpráv do e-mailu
subscribe: Odebírat
paywall: Předplatné Podještědského deníku od 99 Kč měsíčně
contact: Kontakty
""",
        Story(
            "Lanovka na Ještěd je po dvou letech znovu v provozu",
            "Jana Krejčí",
            "2023-12-08T07:00:00+01:00",
            "8. prosince 2023",
            """
Po dvou letech oprav se v pátek ráno znovu rozjela kabinová lanovka na Ještěd. První jízdy se zúčastnilo přes dvě stě lidí, fronta stála až k parkovišti.

Lanovka bude jezdit denně od osmi do osmnácti hodin, jízdenka tam a zpět stojí 260 korun.
""",
            related=(
                "Provoz na parkovišti pod Ještědem",
                "Jak se opravovala lanovka",
                "Zimní jízdní řád skibusů",
            ),
        ),
        "/zpravy/lanovka-jested-znovu",
        '<div class="pd-disk"><a href="#diskuse">Diskuse (0)</a> · <span>Buďte první, kdo přidá názor.</span></div>',
        "A Czech regional paper of 2023, a popular story: 'Diskuse (0)' and an invitation to be the first, most-read and most-discussed lists with counts ('412 příspěvků'), related cards, paywall and newsletter boxes; no comment.",
    )
    fi = _plain(
        "bl-fi-plain-nothing",
        """
name: Järviseudun Sanomat
lang: fi
px: js
style: mag
accent: #15803d
motto: Järviseudun oma lehti
sections: Etusivu; Uutiset; Maakunta; Urheilu; Kulttuuri; Mielipide
most_read: Luetuimmat
read_rows: Jäätie avataan viikonloppuna = 12 400 lukukertaa; Kirjastoon tulee sauna = 10 100 lukukertaa; Ravintola Haapa sulkee ovensa = 7 800 lukukertaa; Hiihtoladut kunnossa = 5 200 lukukertaa
most_talked: Kommentoiduimmat
talk_rows: Kirjastoon tulee sauna = 188 kommenttia; Koulukyydit muuttuvat = 142 kommenttia; Tuulivoimalat Kalliojärvelle = 97 kommenttia; Uimahallin hinnat nousevat = 61 kommenttia
related: Lue myös
letter: Tilaa viikon uutiskirje
subscribe: Tilaa
paywall: Tilaajana luet kaikki jutut: ensimmäinen kuukausi 1 euro
contact: Ota yhteyttä
""",
        Story(
            "Jäätie avataan viikonloppuna – jään paksuus nyt 38 senttiä",
            "Mikko Rantanen",
            "2024-01-25T16:00:00+02:00",
            "25.1.2024 klo 16.00",
            """
Järviseudun jäätie saaristoon avataan lauantaina kello kymmenen, jos pakkaset jatkuvat. Jään paksuus oli torstaina mitattuna 38 senttiä.

Tiellä saa ajaa henkilöautolla, nopeusrajoitus on 30 kilometriä tunnissa. Autojen välissä on pidettävä vähintään 50 metrin väli.
""",
            related=(
                "Näin jään paksuus mitataan",
                "Saariston lossi jää talviteloille",
                "Pilkkikilpailut maaliskuussa",
            ),
        ),
        "/uutiset/jaatie-avataan",
        "",
        "A Finnish local paper of 2024, a popular practical story: no comment section at all, most-read and most-commented lists with counts, related cards, a newsletter and a paywall box; no comment.",
    )
    ro = _plain(
        "bl-ro-plain-closed-after",
        """
name: Gazeta de Crișeni
lang: ro
px: gc
style: blog
accent: #7c3aed
motto: Știri locale, din 2008
sections: Acasă; Local; Județ; Sport; Cultură; Opinii
most_read: Cele mai citite
read_rows: Piața agroalimentară se mută = 19.200 de afișări; Festivalul de toamnă: programul = 13.300 de afișări; Drumul spre cetate, asfaltat = 8.900 de afișări; Noul parc din cartierul Florilor = 6.100 de afișări
most_talked: Cele mai comentate
talk_rows: Piața agroalimentară se mută = 246 de comentarii; Taxa de salubritate crește = 181 de comentarii; Școala din Valea Mare se închide = 120 de comentarii; Semafor nou la intersecția mare = 47 de comentarii
related: Mai citește
letter: Știrile zilei, în fiecare seară pe e-mail
subscribe: Mă abonez
paywall: Susține presa locală: abonament de la 9 lei pe lună
contact: Contact
""",
        Story(
            "Piața agroalimentară se mută lângă gară din martie",
            "Ioana Marinescu",
            "2020-01-14T11:00:00+02:00",
            "14 ianuarie 2020",
            """
Consiliul local a votat mutarea pieței agroalimentare de pe strada Mare pe terenul liber de lângă gară. Noua piață va avea 140 de tarabe acoperite și o parcare de 60 de locuri.

Producătorii locali vor plăti aceeași taxă ca până acum în primul an. Vechea piață va deveni un scuar cu bănci și copaci.
""",
            related=(
                "Ce se construiește pe strada Mare",
                "Producătorii locali cer tarabe gratuite",
                "Parcarea de la gară, extinsă",
            ),
        ),
        "/local/piata-se-muta-langa-gara",
        '<p class="gc-inchis">Comentariile sunt închise pentru acest articol după 30 de zile de la publicare.</p>',
        "A Romanian town blog of 2020, a much-discussed story: 'Comentariile sunt închise…' after thirty days and no comment shown, most-read and most-commented lists with counts ('246 de comentarii'), related cards, newsletter and support boxes; no comment.",
    )
    vi = _plain(
        "bl-vi-plain-zero",
        """
name: Báo Phố Cảng
lang: vi
px: pc
style: portal
accent: #be123c
motto: Tin tức thành phố cảng
sections: Trang chủ; Thời sự; Kinh tế; Đời sống; Thể thao; Giải trí
most_read: Đọc nhiều nhất
read_rows: Cầu cảng mới đón tàu khách đầu tiên = 52 nghìn lượt; Chợ hải sản đêm mở lại = 38 nghìn lượt; Giá xăng giảm nhẹ từ chiều nay = 27 nghìn lượt; Lịch cắt điện cuối tuần = 21 nghìn lượt
most_talked: Bình luận nhiều nhất
talk_rows: Thu phí vào bãi biển = 402 bình luận; Xe buýt điện chạy thử = 233 bình luận; Chợ hải sản đêm mở lại = 171 bình luận; Cấm xe tải giờ cao điểm = 95 bình luận
related: Tin cùng chuyên mục
letter: Nhận bản tin sáng mỗi ngày
subscribe: Đăng ký
paywall: Đọc không giới hạn với gói hội viên 49.000 đồng mỗi tháng
contact: Liên hệ tòa soạn
font: Arial,sans-serif
""",
        Story(
            "Cầu cảng mới đón tàu khách quốc tế đầu tiên",
            "Nguyễn Thu Hà",
            "2026-02-10T09:30:00+07:00",
            "10/02/2026 09:30",
            """
Sáng nay, cầu cảng khách mới của thành phố đã đón tàu du lịch đầu tiên với hơn hai nghìn hành khách. Đây là cầu cảng chuyên dùng cho tàu khách đầu tiên của khu vực.

Theo ban quản lý, năm nay dự kiến có khoảng bốn mươi chuyến tàu cập cảng. Các tuyến xe buýt từ cảng vào trung tâm sẽ được tăng chuyến vào ngày có tàu.
""",
            related=(
                "Tuyến xe buýt mới từ cảng vào phố cổ",
                "Khách du lịch tàu biển tiêu gì",
                "Chợ hải sản đêm mở lại",
            ),
        ),
        "/thoi-su/cau-cang-moi-don-tau-khach",
        '<div class="pc-bl"><h3>Ý kiến bạn đọc (0)</h3><p>Chưa có ý kiến nào. Hãy là người đầu tiên bình luận.</p><textarea placeholder="Ý kiến của bạn"></textarea><button>Gửi</button></div>',
        "A Vietnamese port-city daily of 2026, a popular story: 'Ý kiến bạn đọc (0)' with an empty form, most-read and most-commented lists with counts ('402 bình luận'), related cards, paywall and newsletter boxes; no comment.",
        "Ý kiến bạn đọc (0)",
    )
    he = _plain(
        "bl-he-plain-nothing",
        """
name: קול העמק
lang: he
dir: rtl
px: ka
style: local
accent: #1e3a8a
motto: החדשות של העמק
sections: ראשי; חדשות; אזורי; ספורט; תרבות; דעות
most_read: הנקראים ביותר
read_rows: תחנת הרכבת החדשה נפתחת = 24 אלף קוראים; שוק האיכרים חוזר ביום שישי = 16 אלף קוראים; הכביש לקיבוץ ייסגר לשבוע = 11 אלף קוראים; פסטיבל הזמר בחורש = 8 אלף קוראים
most_talked: הכי מגיבים
talk_rows: תחנת הרכבת החדשה נפתחת = 311 תגובות; מחיר המים עולה = 207 תגובות; בית הספר יעבור לבניין חדש = 130 תגובות; חניון ליד הבריכה = 64 תגובות
related: עוד בנושא
letter: הניוזלטר של קול העמק, כל בוקר
subscribe: להרשמה
paywall: הצטרפו למנויי קול העמק: החודש הראשון בשקל
contact: צור קשר
font: Arial,sans-serif
""",
        Story(
            "תחנת הרכבת החדשה בעמק נפתחת ביום ראשון",
            "נועה ברק",
            "2018-09-06T08:00:00+03:00",
            "6 בספטמבר 2018",
            """
אחרי שש שנות עבודה תיפתח ביום ראשון תחנת הרכבת החדשה של העמק. הרכבות יעצרו בתחנה פעם בשעה, ובשעות הבוקר פעם בחצי שעה.

ליד התחנה נבנה חניון של 400 מקומות, והחניה בו תהיה בחינם בחודשים הראשונים.
""",
            related=("איך מגיעים לתחנה באוטובוס", "מה יקרה לקו האוטובוס לעיר", "החניון ליד התחנה: כל הפרטים"),
        ),
        "/news/rakevet-haemek-niftachat",
        "",
        "A Hebrew (RTL) valley site of 2018, a popular story: no comment section, most-read and most-commented lists with counts ('311 תגובות'), related cards, paywall and newsletter boxes; no comment.",
    )
    return [pl, cs, fi, ro, vi, he]
