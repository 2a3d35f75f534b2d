"""Blind set AO: four plain article pages without any reader comment (truth zero) whose furniture is dated the
local ways: publication and update lines, a dated list of related articles, a dated "from the archive" box and a
blog's archive by month with a tag cloud. Turkish (2026), Vietnamese (2019), Hungarian (2016), Swedish (2021).
Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_ao_common import Case, Parts, Story, esc, make, rows


def _dated(cls: str, heading: str, block: str) -> str:
    li = "".join(
        f'<li><a href="/a/{i + 1}">{esc(t)}</a> <time class="{cls}-t">{esc(d)}</time></li>'
        for i, (d, t) in enumerate(rows(block, 2))
    )
    return f'<section class="{cls}"><h3>{esc(heading)}</h3><ul>{li}</ul></section>'


def tr_snow() -> Case:
    update = '<p class="gn-satir">Yayınlanma: 29.11.2026 09:10 · Güncelleme: 29.11.2026 14:32</p>'
    related = _dated(
        "ilg",
        "İlgili haberler",
        """
28 Kasım 2026 | Yayla yolunda heyelan uyarısı
27 Kasım 2026 | Kış lastiği denetimleri başladı
25 Kasım 2026 | Okullarda kalorifer arızası giderildi
19 Kasım 2026 | Kayak merkezi sezonu erken açabilir
""",
    )
    st = Story(
        "Ilgaz yolunda yoğun kar: Tırların geçişine izin verilmiyor",
        "Haber Merkezi",
        "2026-11-29T09:10:00+03:00",
        "29 Kasım 2026 Cumartesi 09:10",
        """
Gece boyunca etkili olan kar yağışı nedeniyle Ilgaz geçidinde kar kalınlığı 40 santimetreyi buldu. Karayolları ekipleri sabahın erken saatlerinden bu yana yolu açık tutmak için çalışıyor.

Valilik, tırların ve römorklu araçların geçişine kar yağışı sona erene kadar izin verilmeyeceğini duyurdu. Sürücülerin zincir bulundurması zorunlu.

Meteoroloji, yağışın pazartesi öğlene kadar aralıklarla süreceğini bildirdi.
""",
        today="1 Aralık 2026 Salı",
        latest=("Kasabada su kesintisi", "Pazar yerinde yeni düzenleme", "Belediyespor deplasmanda kazandı"),
        tags=("kar", "Ilgaz", "ulaşım"),
    )
    return make(
        "ao-lp-tr-guncelleme",
        "lookalike",
        "tr-ilgaz",
        st,
        Parts(inside=update, after=related),
        [],
        path="/yerel/ilgaz-yolunda-yogun-kar",
        container="none (plain article: a publication and update line, a dated related-articles list, the newest headlines, a newsletter box)",
        heading=None,
        description="A Turkish local news site (29 November 2026): an article on snow on a mountain pass, with 'Yayınlanma: … · Güncelleme: …' and a list of related articles dated '28 Kasım 2026'; no reader comment.",
    )


def vi_school() -> Case:
    related = _dated(
        "tlq",
        "Tin liên quan",
        """
11/10/2019 | Học sinh vùng cao đến trường bằng đò
09/10/2019 | Huyện hỗ trợ xe đạp cho học sinh nghèo
02/10/2019 | Khai giảng lớp học tình thương ở xã Cam Hiếu
""",
    )
    archive = (
        '<section class="cungngay"><h3>Cùng ngày này năm trước</h3><p><time>Thứ Sáu, 12/10/2018</time> · '
        '<a href="/a/2018">Lũ sớm làm ngập 300 ha lúa</a></p></section>'
    )
    st = Story(
        "Trường tiểu học mới cho ba thôn ven sông khánh thành",
        "Hoài Thương",
        "2019-10-12T08:45:00+07:00",
        "Thứ Bảy, 12/10/2019 - 08:45 (GMT+7)",
        """
Sáng 12/10, trường tiểu học Cam Thủy chính thức khánh thành sau hơn một năm xây dựng. Trường có mười hai phòng học, thư viện và sân chơi có mái che.

Trước đây, học sinh ba thôn ven sông phải đi gần sáu cây số để đến điểm trường cũ, mùa mưa nhiều em phải nghỉ học.

Tổng kinh phí xây dựng khoảng 14 tỷ đồng, từ ngân sách tỉnh và đóng góp của người dân.
""",
        lead="Hơn 300 học sinh không còn phải lội nước đến trường mỗi mùa mưa.",
        today="Thứ Bảy, 12/10/2019",
        latest=("Giá hồ tiêu tăng nhẹ", "Sửa cầu treo trước mùa lũ", "Giải bóng đá thiếu niên khai mạc"),
        tags=("giáo dục", "Cam Lộ"),
    )
    return make(
        "ao-lp-vi-tin-lien-quan",
        "lookalike",
        "vi-camlo",
        st,
        Parts(after=related, rail=archive),
        [],
        path="/giao-duc/truong-tieu-hoc-cam-thuy",
        container="none (plain article: a dated related-articles list, a 'this day last year' box, the newest headlines)",
        heading=None,
        description="A Vietnamese local news site of October 2019: an article on a new primary school, with 'Thứ Bảy, 12/10/2019 - 08:45 (GMT+7)', related articles dated '11/10/2019' and a 'same day last year' box; no reader comment.",
    )


def hu_bakery() -> Case:
    update = '<p class="fr-sor"><em>Frissítve: 2016. 05. 03. 16:05 — a nyitvatartással kiegészítve.</em></p>'
    archive_months = "".join(
        f'<li><a href="/archivum/{m}">{esc(t)}</a> ({n})</li>'
        for m, t, n in rows("""
2016-05 | 2016. május | 4
2016-04 | 2016. április | 14
2016-03 | 2016. március | 17
2016-02 | 2016. február | 11
""")
    )
    rail = f'<section class="archivum"><h2>Archívum</h2><ul>{archive_months}</ul></section>'
    related = _dated(
        "kapcs",
        "Kapcsolódó cikkek",
        """
2016. április 28. | Megnyílt a felújított piaccsarnok
2016. április 19. | Helyi termelők a vasárnapi vásáron
2016. március 30. | Bezárt a régi Kenyérgyár
""",
    )
    st = Story(
        "Újra van pékség a Fő utcán",
        "Szerző: Tóth Eszter",
        "2016-05-03T14:20:00+02:00",
        "2016. május 3., kedd 14:20",
        """
Tizenegy év után újra pékség nyílt a somlyói Fő utcán, a régi patika épületében. A családi vállalkozás kovászos kenyeret, kiflit és a környéken ismert túrós lepényt süt.

A tulajdonos elmondta, hogy a lisztet a szomszéd falu malmából hozzák, és reggel hattól délig tartanak nyitva, szombaton is.

Az önkormányzat az épület homlokzatának felújításához is hozzájárult.
""",
        today="2016. május 3., kedd · Tímea, Irma napja",
        latest=("Lezárják a vasúti átjárót", "Tavaszi lomtalanítás", "Kézilabda: bajnok a Somlyó SE"),
        tags=("pékség", "Fő utca"),
    )
    return make(
        "ao-lp-hu-frissitve-archivum",
        "lookalike",
        "hu-somlyo",
        st,
        Parts(inside=update, after=related, rail=rail),
        [],
        path="/helyi/ujra-van-pekseg",
        container="none (plain article: an update line, dated related articles, an archive by month with counts)",
        heading=None,
        description="A Hungarian local news site of May 2016: an article on a bakery with '2016. május 3., kedd 14:20', 'Frissítve: 2016. 05. 03. 16:05', related articles dated '2016. április 28.' and an archive by month; no reader comment.",
    )


def sv_library() -> Case:
    cloud = "".join(
        f'<a href="/amne/{i}" style="font-size:{s}px">{esc(t)}</a> '
        for i, (t, s) in enumerate(
            (
                ("bibliotek", 20),
                ("skolan", 14),
                ("vinter", 16),
                ("kommunen", 12),
                ("föreningar", 13),
                ("busstider", 11),
            )
        )
    )
    arkiv = "".join(
        f'<li><a href="/arkiv/{i}">{esc(m)}</a></li>'
        for i, m in enumerate(
            ("februari 2021 (3)", "januari 2021 (5)", "december 2020 (4)", "november 2020 (6)")
        )
    )
    rail = f'<div class="bw-moln"><h4>Ämnen</h4><p>{cloud}</p></div><div class="bw-arkiv"><h4>Arkiv</h4><ul>{arkiv}</ul></div>'
    update = '<p class="bw-upd">Senast uppdaterad 13 feb 2021 kl. 08.12 (rättat öppettiderna)</p>'
    st = Story(
        "Biblioteket i Ljungås öppnar igen – med nya tider",
        "Inlagt av Britt",
        "2021-02-12T19:30:00+01:00",
        "fredag 12 februari 2021",
        """
Efter nästan ett år med bara bokutlämning i dörren öppnar biblioteket i Ljungås igen för besökare från den 1 mars. Högst åtta personer får vara inne samtidigt.

Öppettiderna blir tisdag och torsdag 13–19 samt lördag 10–13. Sagostunden för de minsta kommer tillbaka i april om allt går som planerat.

Den som har lånat böcker över jul kan lämna dem i bokinkastet vid entrén redan nu.
""",
        latest=("Isen på Ljungsjön", "Bygdegårdens årsmöte skjuts upp", "Om bladet"),
        tags=("bibliotek", "Ljungås"),
    )
    return make(
        "ao-lp-sv-arkiv-moln",
        "lookalike",
        "sv-ljungby",
        st,
        Parts(inside=update, rail=rail),
        [],
        path="/nyheter/biblioteket-oppnar-igen",
        container="none (plain blog post: an update line, a tag cloud, an archive by month)",
        heading=None,
        description="A Swedish village blog of February 2021: a post on the library reopening with 'fredag 12 februari 2021', 'Senast uppdaterad 13 feb 2021 kl. 08.12', a tag cloud and an archive by month; no reader comment.",
    )


def plain_ao() -> list[Case]:
    return [tr_snow(), vi_school(), hu_bakery(), sv_library()]
