"""Blind set AY: six plain article pages of 2010-2014 without any reader comment (truth zero), saved after their
scripts had run, with the era's furniture (share bar with counts, most read / most shared tabs, related stories, a
newsletter box, tags, an author box, "you might also like" thumbnails, advertisements): a hosted widget's rendered
"0 kommenttia" bar with "be the first to comment" (fi), comments closed (da, hu, vi), a social plugin's empty
rendered box (el), a hosted widget's "0 comentarii" bar (ro). Written for this set; every name, place and text
invented."""

from __future__ import annotations

from comspider_lab.blind.cases_ay_common import Case, Parts, Story, make


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
        lookalikes=("none: a plain article page of the era",),
    )


def fi_plain() -> Case:
    st = Story(
        "Kalliojärven uimahalli remonttiin ensi syksynä",
        "Teksti: Sanna Heikkilä",
        "2012-02-21T12:30:00+02:00",
        "21.2.2012 12:30",
        """
Kalliojärven uimahalli suljetaan peruskorjauksen ajaksi syyskuun alusta. Kaupunginhallitus hyväksyi maanantaina hankkeen, jonka kustannusarvio on 6,4 miljoonaa euroa.

Remontissa uusitaan altaiden vesijärjestelmät, saunat ja pukuhuoneet. Hallin on tarkoitus avautua uudelleen syksyllä 2013.

Remontin ajaksi kaupunki järjestää koululaisten uimaopetuksen naapurikunnan uimahallissa. Linja-autokuljetukset kustantaa kaupunki.
""",
        lead="Halli on suljettuna noin vuoden. Koululaisten uimaopetus siirtyy naapurikuntaan.",
        section="Uutiset",
        related=(
            "Hiihtoloma alkaa: näin liikenne sujuu",
            "Tehtaan yt-neuvottelut päättyivät",
            "KJ-Pallo voitti kotiottelun",
            "Kirjasto lainaa nyt myös lumikenkiä",
        ),
        tags=("uimahalli", "peruskorjaus", "kaupunginhallitus"),
        bio="Sanna Heikkilä on Kalliojärven Viestin uutistoimittaja.",
        shares=(64, 11, 2),
    )
    widget = (
        '<div id="quillstream-thread" class="qs-embed qs-ready"><div class="qs-topbar"><span class="qs-count">0 kommenttia</span>'
        '<ul class="qs-nav"><li class="qs-nav-site qs-on">Kalliojärven Viesti</li><li class="qs-nav-login"><a href="#">Kirjaudu</a>'
        '</li></ul></div><div class="qs-postbox"><div class="qs-textarea" contenteditable="true" data-placeholder="Aloita '
        'keskustelu…"></div></div><p class="qs-empty">Ole ensimmäinen kommentoija.</p><div class="qs-footer">'
        '<span class="qs-powered">Powered by <a href="#">Quillstream</a></span></div></div><noscript></noscript>'
    )
    return _plain(
        "ay-lp-fi-uimahalli",
        "fi-kallio",
        st,
        "/uutiset/uimahalli-remonttiin",
        Parts(before=widget),
        "none: article, share bar with counts, tags, author box, the invented hosted widget's rendered bar '0 kommenttia' with 'Ole ensimmäinen kommentoija.' and 'Powered by Quillstream', 'you might also like' grid, most read / most shared tabs, newsletter box, advertisements, footer",
        "A Finnish local paper of 2012 saved after a hosted comment widget had drawn its empty state ('0 kommenttia', 'be the first to comment'); the era's furniture; no reader comment.",
    )


def da_plain() -> Case:
    st = Story(
        "Sundby Havn får ny færgeterminal",
        "Af Lars Kjeldsen",
        "2014-03-05T09:15:00+01:00",
        "5. marts 2014 kl. 09:15",
        """
Byrådet i Sundby har givet grønt lys til en ny færgeterminal ved Nordkajen. Den gamle terminal fra 1968 rives, når den nye står klar i foråret 2016.

Den nye bygning får venteområde til 200 passagerer, cafe og overdækket cykelparkering. Prisen er anslået til 38 millioner kroner, som deles mellem kommunen og havnen.

Færgen til øerne sejler som normalt i hele byggeperioden, oplyser havnefogeden.
""",
        section="Lokalt",
        related=(
            "Rekordmange turister på øerne i 2013",
            "Sundby IF rykker op",
            "Ny skolestruktur sendt i høring",
            "Vejarbejde på Strandvejen i tre uger",
        ),
        tags=("havnen", "færge", "byrådet"),
        bio="Lars Kjeldsen dækker havnen og erhvervslivet i Sundby.",
        shares=(97, 15, 3),
    )
    closed = '<div class="debat-lukket"><h3>Debat</h3><p>Kommentarfunktionen er lukket for denne artikel.</p></div>'
    return _plain(
        "ay-lp-da-faergeterminal",
        "da-sundby",
        st,
        "/lokalt/sundby-havn-ny-faergeterminal",
        Parts(before=closed),
        "none: article, share bar, tags, author box, 'Debat' box: 'Kommentarfunktionen er lukket', most read / most shared band, newsletter, 'you might also like' grid, footer",
        "A Danish local news portal of 2014: an article with the era's furniture and its comments closed; no reader comment.",
    )


def el_plain() -> Case:
    st = Story(
        "Νέος πεζόδρομος στην παραλία από τον Ιούνιο",
        "Γράφει η Ελένη Παπαδάκη",
        "2013-04-18T10:00:00+03:00",
        "18/04/2013 10:00",
        """
Ο δήμος ανακοίνωσε ότι η παραλιακή οδός θα πεζοδρομηθεί από τον Ιούνιο, στο τμήμα από το λιμανάκι μέχρι την πλατεία του φάρου. Το έργο χρηματοδοτείται από περιφερειακό πρόγραμμα.

Τα καταστήματα της παραλίας θα εξυπηρετούνται από τα στενά πίσω από την οδό, ενώ θα δημιουργηθεί νέος χώρος στάθμευσης δίπλα στο γήπεδο.

Οι εργασίες θα γίνουν τον Μάιο, πριν από την τουριστική περίοδο.
""",
        section="Τοπικά",
        related=(
            "Ξεκινούν τα δρομολόγια για τα νησιά",
            "Ο Αστέρας κέρδισε στο ντέρμπι",
            "Καθαρισμός των ακτών από εθελοντές",
            "Νέα ωράρια στο κέντρο υγείας",
        ),
        tags=("πεζόδρομος", "παραλία", "δήμος"),
        bio="Η Ελένη Παπαδάκη γράφει για την τοπική αυτοδιοίκηση.",
        shares=(188, 29, 6),
    )
    box = (
        '<div class="sxolia"><div class="crl-plugin crl-cargado"><div class="crl-cabecera"><span class="crl-total">0 σχόλια</span>'
        '</div><div class="crl-redactar"><textarea placeholder="Προσθέστε ένα σχόλιο…"></textarea><label><input type="checkbox" '
        'checked> Δημοσίευση και στο Corrillo</label></div><ul class="crl-lista"></ul><div class="crl-pie">Κοινωνικό πρόσθετο '
        "του Corrillo</div></div></div>"
    )
    return _plain(
        "ay-lp-el-pezodromos",
        "el-thalassa",
        st,
        "/topika/neos-pezodromos-paralia",
        Parts(after=box),
        "none: article, share bar, tags, author box, 'you might also like' grid, the invented social network's comment plugin rendered empty ('0 σχόλια', a compose box, an empty list), most read / most shared tabs, newsletter, advertisements, footer",
        "A Greek coastal paper of 2013 with a social network's comment plugin rendered empty; the era's furniture; no reader comment.",
    )


def hu_plain() -> Case:
    st = Story(
        "Újra lesz nyári szabadtéri mozi a Rózsakertben",
        "Írta: Kata",
        "2011-06-02T21:00:00+02:00",
        "2011. június 2., csütörtök",
        """
Jó hír mindenkinek, aki szereti a nyári estéket: júliustól újra lesz szabadtéri mozi a Rózsakertben! Minden pénteken, sötétedés után vetítenek, a belépés ingyenes.

A művelődési ház idén tíz filmet választott, köztük régi magyar vígjátékokat és két mesefilmet a gyerekeknek. Pokrócot és párnát mindenki hozzon magának.

Rossz idő esetén a vetítést a művelődési ház nagytermében tartják.
""",
        section="Programok",
        related=(
            "Rózsanapok: a teljes program",
            "Elkészült a játszótér",
            "Nyári táborok listája",
            "Piacnap változás",
        ),
        tags=("mozi", "nyár", "Rózsakert"),
        bio="Kata öt éve írja a Rózsavölgyi Naplót a város eseményeiről.",
        shares=(41, 6, 0),
    )
    closed = '<div id="hozzaszolasok"><p class="nocomments">A hozzászólások le vannak zárva.</p></div>'
    return _plain(
        "ay-lp-hu-mozi",
        "hu-rozsavolgy",
        st,
        "/programok/szabadteri-mozi-rozsakert",
        Parts(before=closed),
        "none: blog post, share bar, tags, author bio, 'you might also like' thumbnails, 'A hozzászólások le vannak zárva.', a side column (about, popular posts, tag cloud, archive, e-mail subscription), footer",
        "A Hungarian small-town blog of 2011: a post with the era's furniture, comments closed; no reader comment.",
    )


def ro_plain() -> Case:
    st = Story(
        "Piața agroalimentară din Valea Verde se mută pe durata lucrărilor",
        "de Andrei Munteanu",
        "2013-10-09T08:30:00+03:00",
        "09.10.2013, 08:30",
        """
Piața agroalimentară din centrul orașului se mută începând de luni pe terenul din spatele stadionului, unde producătorii vor avea la dispoziție 80 de mese acoperite.

Primăria a anunțat că lucrările de modernizare a pieței vechi vor dura aproximativ opt luni. Noua hală va avea spații frigorifice și grupuri sanitare.

Taxa pentru o masă rămâne aceeași pe toată durata mutării.
""",
        section="Local",
        related=(
            "Trafic restricționat pe strada Morii",
            "Recolta de struguri, mai mică decât anul trecut",
            "Viitorul Valea Verde, învinsă acasă",
            "Zilele orașului, amânate",
        ),
        tags=("piață", "primărie", "lucrări"),
        bio="Andrei Munteanu scrie despre administrația locală.",
        shares=(73, 20, 1),
    )
    widget = (
        '<div class="comentarii-box"><div id="rpz-root" class="rpz-widget rpz-geladen"><div class="rpz-leiste">'
        '<strong class="rpz-anzahl">0 comentarii</strong></div><div class="rpz-anmelden">Autentifică-te cu <a href="#">Redeplatz'
        '</a> · <a href="#">ca vizitator</a></div><div class="rpz-schreiben"><textarea placeholder="Scrie un comentariu…">'
        '</textarea></div><div class="rpz-liste"><p class="rpz-leer">Fii primul care comentează.</p></div>'
        '<div class="rpz-fuss">powered by <a href="#">Redeplatz</a></div></div><noscript></noscript></div>'
    )
    return _plain(
        "ay-lp-ro-piata",
        "ro-valeaverde",
        st,
        "/local/piata-agroalimentara-se-muta",
        Parts(before=widget),
        "none: article, share bar, tags, author box, the invented hosted widget's rendered bar '0 comentarii' with 'Fii primul care comentează.' and 'powered by Redeplatz', 'you might also like' grid, most read / most shared tabs, newsletter, advertisements, footer",
        "A Romanian local daily of 2013 saved after a hosted comment widget had drawn its empty state; the era's furniture; no reader comment.",
    )


def vi_plain() -> Case:
    st = Story(
        "Khánh thành cầu tàu mới tại cảng cá Bến Cảng",
        "Minh Tuấn",
        "2012-12-12T15:00:00+07:00",
        "12/12/2012 15:00",
        """
Sáng nay, thành phố đã khánh thành cầu tàu mới tại cảng cá phía bắc, cho phép cùng lúc 40 tàu cá cập bến để bốc dỡ hàng.

Công trình được xây dựng trong 14 tháng với tổng vốn đầu tư khoảng 120 tỷ đồng. Cầu tàu mới giúp giảm tình trạng ùn tắc tàu thuyền vào mùa cá.

Ngư dân địa phương cho biết thời gian chờ bốc dỡ hàng đã giảm từ nửa ngày xuống còn khoảng hai giờ.
""",
        section="Kinh tế",
        related=(
            "Giá hải sản tăng mạnh dịp cuối năm",
            "Mở thêm tuyến xe buýt ra sân bay",
            "Đội bóng thành phố lên hạng",
            "Lễ hội đèn lồng trở lại",
        ),
        tags=("cảng cá", "ngư dân", "hạ tầng"),
        shares=(520, 90, 14),
    )
    closed = '<div class="y-kien-ban-doc"><h3>Ý kiến bạn đọc</h3><p>Bài viết này đã đóng chức năng bình luận.</p></div>'
    return _plain(
        "ay-lp-vi-cautau",
        "vi-bencang",
        st,
        "/kinh-te/khanh-thanh-cau-tau-moi",
        Parts(before=closed),
        "none: article, share bar, tags, a readers' opinions box closed ('Bài viết này đã đóng chức năng bình luận.'), most read / most shared band, newsletter, 'you might also like' grid, footer",
        "A Vietnamese port-city news portal of 2012: an article with the era's furniture, its comments closed; no reader comment.",
    )


def plain_ay() -> list[Case]:
    return [fi_plain(), da_plain(), el_plain(), hu_plain(), ro_plain(), vi_plain()]
