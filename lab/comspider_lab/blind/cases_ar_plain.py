"""Blind set AR: four plain article pages without any reader comment (truth zero): the article, the site's
sections, teasers drawn with the small design system (cards with a byline and a time, rows of latest or most read
headlines), a fact box, a pull quote or an info line on some, share buttons, tags and a footer. Written for this
set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_ar_common import Case, Parts, Story, make


def _plain(cid: str, site: str, st: Story, path: str, parts: Parts, what: str, description: str) -> Case:
    return make(
        cid,
        "lookalike",
        site,
        st,
        parts,
        [],
        path=path,
        container=what,
        heading=None,
        description=description,
        lookalikes=("none: a plain article page",),
    )


def fi_plain() -> Case:
    st = Story(
        "Koivulan uimahalli suljetaan kesäksi remontin ajaksi",
        "Aino Lehtinen",
        "2019-05-06T08:30:00+03:00",
        "6.5.2019 klo 8.30",
        """
Koivulan uimahalli sulkee ovensa kesäkuun alussa. Hallin ilmanvaihto ja pukuhuoneet uusitaan, ja työt kestävät elokuun loppuun asti.

Kaupunki tarjoaa remontin ajan uimahallin kausikortin haltijoille mahdollisuuden käyttää Järvikylän maauimalaa ilman lisämaksua. Vesijumpat siirtyvät ulos.

Remontin hinta-arvio on 1,2 miljoonaa euroa. Halli on valmistunut vuonna 1978, ja sen edellinen peruskorjaus tehtiin 1990-luvulla.
""",
        lead="Remontti kestää kesäkuusta elokuun loppuun. Kausikortilla pääsee Järvikylän maauimalaan.",
        section="Koivula",
        related=(
            "Kirjastoauto saa uuden reitin|Koivula · 5.5.2019",
            "Järvikylän koulun pihalle lähiliikuntapaikka|Seutu · 4.5.2019",
            "KoPa voitti kauden avausottelun|Urheilu · 3.5.2019",
        ),
        tags=("uimahalli", "remontti"),
    )
    box = (
        '<aside class="ds-fakta"><h3>Näin kesä järjestyy</h3><ul><li>Halli suljettu 3.6.–31.8.</li>'
        "<li>Järvikylän maauimala avoinna 10–20</li><li>Vesijumppa maanantaisin ja torstaisin klo 18</li></ul></aside>"
    )
    return _plain(
        "ar-lp-fi-uimahalli",
        "fi-koivula",
        st,
        "/koivula/uimahalli-suljetaan-kesaksi",
        Parts(inside=box),
        "none: article, a fact box of three lines, share, tags, 'Lue myös' cards with bylines and dates, 'Tuoreimmat' rows, footer",
        "A Finnish local weekly of 2019 on a design system: an article on a swimming hall's renovation, a fact box, teasers as cards and rows with dates; no reader comment.",
    )


def el_plain() -> Case:
    st = Story(
        "Ξεκινά η αποκατάσταση του παλιού ελαιοτριβείου της Μυρτιάς",
        "Του Γιώργου Παπαδάκη",
        "2016-10-18T11:00:00+03:00",
        "18/10/2016 11:00",
        """
Ξεκινούν την επόμενη εβδομάδα οι εργασίες αποκατάστασης του παλιού ελαιοτριβείου στην είσοδο της Μυρτιάς. Το κτίριο, που λειτούργησε από το 1911 έως το 1974, θα μετατραπεί σε μουσείο της ελιάς.

Ο δήμος εξασφάλισε χρηματοδότηση 850.000 ευρώ. Θα διατηρηθούν οι πέτρινες μυλόπετρες και το μηχανοστάσιο με την παλιά ατμομηχανή.

«Είναι κομμάτι της ιστορίας όλων μας», δήλωσε ο δήμαρχος. Το μουσείο αναμένεται να ανοίξει την άνοιξη του 2018.
""",
        section="Μυρτιά",
        related=(
            "Νέο ωράριο στο ΚΕΠ της πόλης|Μυρτιά · 17/10/2016",
            "Ρεκόρ παραγωγής για τα πορτοκάλια|Νομός · 16/10/2016",
            "Νίκη για τον Αστέρα Μυρτιάς|Αθλητικά · 15/10/2016",
        ),
        tags=("ελαιοτριβείο", "μουσείο", "πολιτισμός"),
    )
    quote = '<blockquote class="pn-pull">«Είναι κομμάτι της ιστορίας όλων μας»</blockquote>'
    return _plain(
        "ar-lp-el-elaiotriveio",
        "el-myrtia",
        st,
        "/myrtia/apokatastasi-elaiotriveiou",
        Parts(inside=quote),
        "none: article, a pull quote, share, tags, newsletter box, 'Διαβάστε επίσης' cards, numbered most-read rows, footer",
        "A Greek regional paper of 2016: an article on an old olive mill's restoration, a pull quote, teasers with dates, a numbered most-read list; no reader comment.",
    )


def hu_plain() -> Case:
    st = Story(
        "Új buszjárat köti össze Füzest a megyeszékhellyel",
        "Varga Eszter",
        "2024-03-01T07:00:00+01:00",
        "2024. március 1. 07:00",
        """
Márciustól óránként indul közvetlen busz Füzesről a megyeszékhelyre. Az új járat a kórháznál és a főiskolánál is megáll, így az ingázóknak nem kell átszállniuk.

Az első busz hajnali 5 óra 10 perckor indul a füzesi piactérről, az utolsó este 22 órakor érkezik vissza. Hétvégén kétóránként közlekedik.

A járatot a megye és a település közösen finanszírozza egyéves próbaidőszakra.
""",
        section="Füzes",
        related=(
            "Megújul a füzesi piac tetőszerkezete|Füzes · tegnap",
            "Tavaszi lomtalanítás: itt vannak az időpontok|Megye · február 28.",
            "Bajnoki pontot szerzett a Füzesi SE|Sport · február 26.",
        ),
        tags=("közlekedés", "busz"),
    )
    info = '<p class="ds-info">ℹ️ A menetrend a település honlapján és a piactéri hirdetőtáblán is megtalálható.</p>'
    return _plain(
        "ar-lp-hu-buszjarat",
        "hu-fuzes",
        st,
        "/fuzes/uj-buszjarat-megyeszekhely",
        Parts(inside=info),
        "none: article, an info line, share, tags, 'Kapcsolódó cikkek' cards, 'Friss' rows with pictures, footer",
        "A Hungarian local news site of 2024 on a design system: an article on a new bus line, an info line, teasers as cards and rows with dates; no reader comment.",
    )


def vi_plain() -> Case:
    st = Story(
        "Bến Cát khánh thành cầu dân sinh qua kênh Ông Kiệt",
        "Nguyễn Thị Lan",
        "2018-12-14T09:15:00+07:00",
        "Thứ sáu, 14/12/2018 09:15",
        """
Sáng 14/12, huyện Bến Cát tổ chức khánh thành cầu dân sinh bắc qua kênh Ông Kiệt, nối liền hai xã Tân Phước và An Hòa. Cây cầu dài 48 mét, rộng 3,5 mét, cho phép xe máy và xe ba gác lưu thông.

Tổng kinh phí xây dựng gần 2,4 tỷ đồng, trong đó người dân đóng góp hơn 600 triệu đồng và nhiều ngày công lao động.

Trước đây, học sinh hai xã phải đi đò hoặc vòng thêm 7 km để đến trường.
""",
        section="Địa phương",
        related=(
            "Chợ nổi Bến Cát vào mùa cao điểm|Địa phương · 13/12/2018",
            "Nông dân trúng mùa lúa thu đông|Kinh tế · 12/12/2018",
            "Giải bóng chuyền huyện khai mạc|Thể thao · 11/12/2018",
        ),
        tags=("cầu dân sinh", "Tân Phước", "An Hòa"),
    )
    return _plain(
        "ar-lp-vi-cau-dan-sinh",
        "vi-bencat",
        st,
        "/dia-phuong/khanh-thanh-cau-kenh-ong-kiet",
        Parts(),
        "none: article, share, tags, newsletter box, 'Bài liên quan' cards, numbered most-read rows, footer",
        "A Vietnamese district news site of 2018: an article on a new footbridge, teasers with dates, a numbered most-read list; no reader comment.",
    )


def plain_ar() -> list[Case]:
    return [fi_plain(), el_plain(), hu_plain(), vi_plain()]
