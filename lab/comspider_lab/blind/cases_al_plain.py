"""Blind set AL: six plain article pages without any reader comment and without any list that looks like a
discussion (truth zero): the article, the site's navigation, related links, a newsletter box, share buttons, tags and
a footer, and on some a fact box, a pull quote or an author's line, as most article pages are. Written for this set;
every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_al_common import Case, Parts, Story, esc, make


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


def fr_plain() -> Case:
    st = Story(
        "La ligne de car Bocage-Express prolongée jusqu'à la gare de Vireuil",
        "Par Élodie Marchand",
        "2017-09-04T06:45:00+02:00",
        "4 septembre 2017 à 06h45",
        """
À partir de ce lundi, la ligne de car qui relie les communes du nord du bocage au chef-lieu poursuit sa route jusqu'à la gare de Vireuil. Les voyageurs peuvent désormais prendre le train de 7 h 52 vers la capitale régionale sans changer de véhicule.

Le département finance ce prolongement pour une période d'essai de deux ans. Six allers-retours sont proposés chaque jour de semaine, trois le samedi. Le ticket reste au prix de deux euros.

« Nous avions beaucoup de demandes de lycéens et de salariés qui faisaient le trajet en voiture jusqu'à la gare », explique la vice-présidente chargée des mobilités. Un premier bilan sera présenté au printemps.
""",
        lead="Depuis ce lundi, six allers-retours par jour permettent de rejoindre le train sans changer de véhicule.",
        section="Territoire",
        related=(
            "Rentrée : 412 élèves au collège du Pont",
            "Foire aux bovins : les prix en hausse",
            "Le festival de la haie fête ses dix ans",
        ),
        tags=("Transports", "Vireuil", "Département"),
    )
    box = (
        '<aside class="encadre"><h3>En pratique</h3><ul><li>Premier départ : 6 h 40 place de la Mairie</li>'
        "<li>Dernier retour : 19 h 25 gare de Vireuil</li><li>Ticket : 2 €, abonnement mensuel 35 €</li></ul></aside>"
    )
    return _plain(
        "al-lp-fr-car-gare",
        "fr-bocage",
        st,
        "/territoire/bocage-express-gare-vireuil",
        Parts(inside=box),
        "none: article, a fact box (three practical lines), share, tags, newsletter box, 'Les plus lus' headlines, footer",
        "A French regional news portal of 2017: an article on a bus line, a fact box of three practical lines, share and tag rows, a newsletter box, a 'most read' list of headlines; no reader comment.",
    )


def nl_plain() -> Case:
    st = Story(
        "Sluis bij Oudeschans weer open voor pleziervaart",
        "Door Joost Verhagen",
        "2024-05-02T14:10:00+02:00",
        "2 mei 2024, 14:10",
        """
Na acht maanden onderhoud is de sluis bij Oudeschans sinds donderdagochtend weer open voor de pleziervaart. De sluisdeuren zijn vervangen en de bediening gebeurt voortaan op afstand vanuit de centrale post in Vaartdam.

Schippers moeten zich bij de sluis melden via de marifoon of met de knop op de wachtsteiger. In het hoogseizoen wordt de sluis dagelijks bediend van negen tot negen.

De provincie trok 3,1 miljoen euro uit voor de werkzaamheden. Volgens de gedeputeerde kan de sluis er nu weer vijftig jaar tegen.
""",
        section="Regio",
        related=("Kermis Vaartdam gaat door", "Nieuwe brug over de Oude Vaart", "Boeren blij met regen"),
        tags=("Oudeschans", "Vaarwegen"),
    )
    quote = '<blockquote class="citaat"><p>De sluis kan er nu weer vijftig jaar tegen.</p></blockquote>'
    return _plain(
        "al-lp-nl-sluis",
        "nl-vaart",
        st,
        "/regio/sluis-oudeschans-weer-open",
        Parts(inside=quote),
        "none: article with a pull quote, share and tag rows, four related teasers, a newsletter band, footer",
        "A Dutch regional news site of 2024: an article on a lock reopening with a pull quote, share and tags, four related teasers and a newsletter band; no reader comment.",
    )


def ko_plain() -> Case:
    st = Story(
        "동하시, 시내버스 노선 12개 개편…7월부터 시행",
        "김서연 기자",
        "2022-05-30T09:20:00+09:00",
        "2022.05.30 09:20",
        """
동하시가 오는 7월 1일부터 시내버스 노선 12개를 개편한다. 신도시와 구도심을 잇는 급행 노선 2개가 새로 생기고, 이용객이 적은 노선 3개는 통합된다.

시는 지난해 교통카드 이용 자료를 분석해 출퇴근 시간대 혼잡 구간을 중심으로 배차 간격을 줄였다고 설명했다. 급행 노선은 출퇴근 시간 10분 간격으로 운행한다.

개편 노선도와 시간표는 6월 중순부터 시청 누리집과 각 정류장에 게시된다.
""",
        section="지역",
        related=("동하천 산책로 야간 조명 설치", "시립도서관 여름 독서교실 모집", "동하FC 홈 3연승"),
        tags=("시내버스", "노선개편"),
    )
    author = (
        '<p class="gija">김서연 기자 <a href="mailto:reporter@dongha.example">reporter@dongha.example</a></p>'
    )
    return _plain(
        "al-lp-ko-beoseu",
        "ko-dongha",
        st,
        "/jiyeok/sinae-beoseu-noseon-gaepyeon",
        Parts(inside=author),
        "none: article, the reporter's e-mail line, share, tags, newsletter box, '많이 본 뉴스' headlines, footer",
        "A Korean city daily of 2022: an article on bus routes with the reporter's e-mail line, share and tags, a newsletter box, a 'most read' list of headlines; no reader comment.",
    )


def el_plain() -> Case:
    st = Story(
        "Ξεκινούν τα έργα στο λιμανάκι της Καλάμης",
        "Γιώργος Παπαδάκης",
        "2019-10-15T12:00:00+03:00",
        "15 Οκτωβρίου 2019",
        """
Ξεκινούν τη Δευτέρα τα έργα ανάπλασης στο λιμανάκι της Καλάμης, με προϋπολογισμό 840.000 ευρώ. Θα ενισχυθεί ο μώλος, θα αλλάξει ο φωτισμός και θα δημιουργηθεί χώρος για τα αλιευτικά σκάφη.

Κατά τη διάρκεια των εργασιών η παραλιακή οδός θα κλείνει τις πρωινές ώρες. Οι ψαράδες θα δένουν προσωρινά στη νότια πλευρά.

Ο δήμαρχος δήλωσε ότι τα έργα θα ολοκληρωθούν πριν από το Πάσχα.
""",
        section="Τοπικά",
        related=(
            "Η γιορτή του κρασιού επιστρέφει",
            "Νέο ωράριο στο Κέντρο Υγείας",
            "Ο Αστέρας Καλάμης στην κορυφή",
            "Κλειστός ο δρόμος προς το βουνό",
        ),
        tags=("λιμάνι", "έργα"),
    )
    return _plain(
        "al-lp-el-limanaki",
        "el-kalami",
        st,
        "/topika/erga-limanaki-kalamis",
        Parts(),
        "none: article, share and tag rows, four related teasers, a newsletter band, footer",
        "A Greek local news site of 2019: an article on harbour works with share and tags, four related teasers and a newsletter band; no reader comment.",
    )


def fi_plain() -> Case:
    st = Story(
        "Harjulan uimahalli suljetaan kesäksi remontin vuoksi",
        "Teksti: Mikko Laaksonen",
        "2025-05-12T16:00:00+03:00",
        "12.5.2025 klo 16.00",
        """
Harjulan uimahalli suljetaan kesäkuun alusta elokuun loppuun. Remontissa uusitaan altaiden laatoitus ja pukuhuoneiden ilmanvaihto.

Kaupunki tarjoaa uimahallin kausikortin haltijoille mahdollisuuden käyttää naapurikunnan hallia samaan hintaan. Uimakoulut pidetään kesällä Harjujärven rannalla.

Remontin kustannusarvio on 1,2 miljoonaa euroa. Halli on tarkoitus avata uudelleen syyskuun ensimmäisenä päivänä.
""",
        lead="Altaat ja ilmanvaihto uusitaan. Uimakoulut pidetään kesällä järven rannalla.",
        section="Kotiseutu",
        related=("Kirjasto avaa lauantaisin", "Harjulan Pallo voitti derbyn", "Kesäteatteri harjoittelee jo"),
        tags=("uimahalli", "remontti", "Harjula"),
    )
    facts = (
        '<div class="faktat"><b>Näin kesällä</b><p>Kausikortilla pääsee naapurikunnan halliin. '
        "Uimakoulut Harjujärven rannalla kesä–heinäkuussa.</p></div>"
    )
    return _plain(
        "al-lp-fi-uimahalli",
        "fi-harjula",
        st,
        "/kotiseutu/uimahalli-suljetaan-kesaksi",
        Parts(inside=facts),
        "none: article with a small fact box, share, tags, newsletter box, 'Luetuimmat' headlines, footer",
        "A Finnish local paper of 2025: an article on the swimming hall's summer closure with a small fact box, share and tags, a newsletter box, a 'most read' list of headlines; no reader comment.",
    )


def vi_plain() -> Case:
    st = Story(
        "Khánh thành cầu Rạch Sen nối hai xã cù lao",
        "Minh Tâm",
        "2020-12-28T08:00:00+07:00",
        "Thứ Hai, 28/12/2020 08:00",
        """
Sáng 27/12, huyện tổ chức khánh thành cầu Rạch Sen dài 186 mét, nối hai xã cù lao với trung tâm huyện. Trước đây người dân phải đi đò mất khoảng hai mươi phút.

Công trình có tổng vốn đầu tư hơn 45 tỷ đồng, được xây dựng trong mười bốn tháng. Cầu cho phép xe tải nhẹ lưu thông, giúp nông dân vận chuyển trái cây ra chợ đầu mối thuận tiện hơn.

Bến đò Rạch Sen sẽ tiếp tục hoạt động thêm một tháng để người dân quen với tuyến đường mới.
""",
        section="Thời sự",
        related=(
            "Giá lúa tăng nhẹ cuối năm",
            "Lễ hội đua ghe ngo",
            "Trường học mới ở xã cù lao",
            "Mùa nước nổi năm nay",
        ),
        tags=("cầu Rạch Sen", "giao thông nông thôn"),
    )
    caption = f'<p class="chu-thich"><em>{esc("Cầu Rạch Sen nhìn từ bến đò cũ.")}</em></p>'
    return _plain(
        "al-lp-vi-cau-rach-sen",
        "vi-songhau",
        st,
        "/thoi-su/khanh-thanh-cau-rach-sen",
        Parts(inside=caption),
        "none: article with a photo caption line, share, tags, four related teasers, a newsletter band, footer",
        "A Vietnamese regional news site of 2020: an article on a new bridge with a caption line, share and tags, four related teasers and a newsletter band; no reader comment.",
    )


def plain_al() -> list[Case]:
    return [fr_plain(), nl_plain(), ko_plain(), el_plain(), fi_plain(), vi_plain()]
