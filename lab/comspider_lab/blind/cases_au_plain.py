"""Blind set AU: six plain article pages of 2009-2014 newspapers, magazines and a broadcaster, without any reader
comment, each with the era's heavy furniture (most read and most commented boxes, a poll, a photo gallery, "From
around the web", related stories, tags, print and e-mail links) and a different end of the comment area: "comments
are closed" (fi), "be the first to comment" with a form (el), a login box (hu), "0 comments" with a form (vi), a
broadcaster's "comments are switched off" line (bg), nothing at all (ca). Every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_au_common import Case, Parts, Story, make


def fi_closed() -> Case:
    st = Story(
        "Kirjasto avataan sunnuntaisin kokeiluna",
        "Sanna Ylikorpi",
        "2012-01-16T08:00:00+02:00",
        "16.1.2012 08:00",
        """
Lehtolahden pääkirjasto on helmikuusta alkaen auki myös sunnuntaisin kello 12–16. Kokeilu kestää toukokuun loppuun.

Sivistyslautakunta päätti kokeilusta viime viikolla. Sunnuntain aukiolo hoidetaan siirtämällä henkilökunnan työvuoroja, joten lisäkuluja ei synny.

Kirjastotoimenjohtajan mukaan sunnuntai on monelle lapsiperheelle viikon ainoa vapaa päivä. Kävijämäärät lasketaan ja kokeilun jatkosta päätetään kesällä.
""",
        lead="Pääkirjasto on kevään ajan auki myös sunnuntai-iltapäivisin.",
        section="Uutiset",
        related=(
            "Kirjastoauto jatkaa kylillä",
            "Lainausmäärät kasvoivat viime vuonna",
            "Sivistyslautakunta säästää kouluista",
        ),
        most=(
            "Jäätie Saarikylään avattiin",
            "Hiihtoladut kunnossa",
            "Kauppakeskuksen rakentaminen alkaa",
            "Pesäpalloilijat harjoittelevat hallissa",
        ),
        tags=("kirjasto", "Lehtolahti"),
    )
    closed = '<div class="kom-suljettu"><h3>Kommentit</h3><p>Tämän jutun kommentointi on suljettu.</p></div>'
    return make(
        "au-fi-plain-closed",
        "lookalike",
        "fi-jarviseutu",
        st,
        Parts(after=closed),
        [],
        path="/uutiset/kirjasto-sunnuntaisin",
        container="-",
        heading=None,
        description="A Finnish regional paper of 2012: an article without any reader comment, 'Tämän jutun kommentointi on suljettu.', with the era's furniture (ticker, related box, most read and most commented boxes with counts, poll, photo gallery with captions and credits, 'Muualla verkossa' links).",
    )


def el_first() -> Case:
    st = Story(
        "Περισσότερα δρομολόγια τον χειμώνα για τα μικρά νησιά",
        "Κατερίνα Μαυρογιάννη",
        "2013-11-05T10:00:00+02:00",
        "5 Νοεμβρίου 2013",
        """
Από τον Δεκέμβριο τα μικρά νησιά του συμπλέγματος θα εξυπηρετούνται από δύο επιπλέον δρομολόγια την εβδομάδα, μετά από απόφαση του λιμενικού ταμείου.

Οι κάτοικοι ζητούσαν εδώ και χρόνια συχνότερη σύνδεση τους χειμερινούς μήνες, όταν το πλοίο περνούσε μόνο τρεις φορές την εβδομάδα.

Τα νέα δρομολόγια θα γίνονται Τρίτη και Σάββατο, με αναχώρηση από το λιμάνι της Χώρας στις επτά το πρωί.
""",
        lead="Δύο επιπλέον δρομολόγια την εβδομάδα από τον Δεκέμβριο.",
        section="Νησιά",
        related=("Το νέο λιμάνι της Χώρας", "Χειμώνας στα μικρά νησιά", "Οι ψαράδες της Λιμνιώνας"),
        most=(
            "Γεύσεις του φθινοπώρου",
            "Πανηγύρι της Παναγίας",
            "Νέος δρόμος προς τον φάρο",
            "Το σχολείο με τους πέντε μαθητές",
        ),
        tags=("ακτοπλοΐα", "χειμώνας"),
        bio="Γράφει για τα νησιά και τους ανθρώπους τους από το 2006.",
    )
    box = (
        '<div class="sxolia"><h3>Σχόλια</h3><p>Δεν υπάρχουν σχόλια ακόμα. Γίνετε ο πρώτος που θα σχολιάσει!</p>'
        '<form action="/sxolia" method="post"><p>Όνομα: <input name="onoma" /></p><p>Email: <input name="email" /></p>'
        '<textarea name="keimeno" rows="5" cols="50"></textarea><p><input type="submit" value="Αποστολή" /></p></form></div>'
    )
    return make(
        "au-el-plain-first",
        "lookalike",
        "el-kykladon",
        st,
        Parts(after=box),
        [],
        path="/nisia/perissotera-dromologia",
        container="-",
        heading=None,
        description="A Greek island magazine of 2013: an article without any reader comment, 'Γίνετε ο πρώτος που θα σχολιάσει!' and an empty form, with the magazine's furniture (photo strip with captions and credits, author's bio box, 'you might also like' thumbnails, most read and most commented, poll, sponsored links).",
    )


def hu_login() -> Case:
    st = Story(
        "Fizetős lesz a parkolás a főtéren",
        "Kerekes Ábel",
        "2011-06-22T07:30:00+02:00",
        "2011. június 22. 07:30",
        """
Július elsejétől fizetni kell a parkolásért Nádasfalva főterén és a környező három utcában. A képviselő-testület kedden szavazta meg a rendeletet.

Az óradíj 180 forint lesz, hétköznap reggel nyolc és délután hat óra között. A helyi lakosok kedvezményes éves bérletet válthatnak.

A polgármester szerint a bevételt a járdák felújítására fordítják. A főtéri üzletek egy része attól tart, hogy kevesebb vásárló érkezik majd.
""",
        lead="Júliustól 180 forint lesz az óradíj a belvárosban.",
        section="Megye",
        related=("Új buszmegálló a piacnál", "Járdafelújítás: mikor és hol", "Mit szólnak a kereskedők?"),
        most=(
            "Strandszezon: nyitva a holtág",
            "Aratás a megyében",
            "Új orvos a rendelőben",
            "Kosárlabda: bajnok a Nádasfalva",
        ),
        tags=("parkolás", "Nádasfalva", "képviselő-testület"),
    )
    box = (
        '<div class="hsz-doboz"><h3>Hozzászólások (0)</h3><p>A hozzászóláshoz be kell jelentkeznie.</p>'
        '<form action="/belepes" method="post"><p>Felhasználónév: <input name="u" /></p><p>Jelszó: <input type="password" name="p" /></p>'
        '<p><input type="submit" value="Belépés" /> <a href="/regisztracio">Regisztráció</a> · <a href="/jelszo">Elfelejtett jelszó</a></p></form></div>'
    )
    return make(
        "au-hu-plain-login",
        "lookalike",
        "hu-tiszapart",
        st,
        Parts(after=box),
        [],
        path="/megye/fizetos-parkolas-foter",
        container="-",
        heading=None,
        description="A Hungarian county daily of 2011: an article without any reader comment, 'Hozzászólások (0)' and a login box, with the era's furniture.",
    )


def vi_zero() -> Case:
    st = Story(
        "Mở rộng chợ đêm Bến Sông thêm hai dãy phố",
        "Nguyễn Văn Thịnh",
        "2014-03-10T09:00:00+07:00",
        "Thứ hai, 10/3/2014 09:00",
        """
Từ tháng 4, chợ đêm Bến Sông sẽ được mở rộng thêm hai dãy phố dọc bờ sông, nâng tổng số gian hàng lên khoảng 300.

Ban quản lý chợ cho biết các gian hàng mới sẽ ưu tiên cho người bán đồ thủ công và đặc sản địa phương. Giờ mở cửa vẫn từ 18 giờ đến 23 giờ.

Một số hộ dân trên hai dãy phố lo ngại tiếng ồn và rác thải. Phường đã hứa bố trí thêm thùng rác và lực lượng trật tự vào cuối tuần.
""",
        lead="Khoảng 300 gian hàng sẽ hoạt động từ tháng 4.",
        section="Xã hội",
        related=(
            "Đường ven sông được lát đá mới",
            "Đặc sản mùa xuân ở chợ quê",
            "Phường tăng cường thu gom rác",
        ),
        most=(
            "Giá xăng giảm nhẹ từ chiều nay",
            "Lễ hội đua thuyền trên sông",
            "Trường tiểu học mới khánh thành",
            "Đội bóng tỉnh thắng trận mở màn",
        ),
        tags=("chợ đêm", "Bến Sông"),
    )
    box = (
        '<div class="ykbd"><h3>Ý kiến bạn đọc (0)</h3><p>Chưa có ý kiến nào cho bài viết này.</p>'
        '<form action="/gui-y-kien" method="post"><p>Họ tên: <input name="ten" /> Email: <input name="mail" /></p>'
        '<textarea name="nd" rows="4" cols="50"></textarea><p><input type="submit" value="Gửi ý kiến" /></p></form></div>'
    )
    return make(
        "au-vi-plain-zero",
        "lookalike",
        "vi-songhong",
        st,
        Parts(after=box),
        [],
        path="/xa-hoi/mo-rong-cho-dem-ben-song",
        container="-",
        heading=None,
        description="A Vietnamese provincial paper of 2014: an article without any reader comment, 'Ý kiến bạn đọc (0)' and a form, with the era's furniture.",
    )


def bg_off() -> Case:
    st = Story(
        "Пазарът в Върбовица ще работи и в неделя",
        "Репортер: Веселина Ганчева",
        "2010-09-02T12:40:00+03:00",
        "12:40, четвъртък, 2 септември 2010",
        """
От октомври общинският пазар в Върбовица ще работи и в неделя до обяд. Решението беше взето на извънредно заседание на общинския съвет.

Търговците настояваха за промяната от години, защото много от клиентите им работят в големия град през седмицата.

Общината ще наеме още двама служители за поддръжката на пазара. Промяната ще бъде оценена след шест месеца.
""",
        lead="Търговците искаха промяната от години.",
        section="Новини",
        related=(
            "Нов паркинг до пазара",
            "Цените на зеленчуците през есента",
            "Общинският съвет заседава извънредно",
        ),
        most=(
            "Мостът над реката затворен за ремонт",
            "Гроздоберът започна по-рано",
            "Ново училище в Върбовица",
            "Футбол: победа за местния отбор",
        ),
        tags=("пазар", "Върбовица"),
    )
    off = '<p class="bx-upd"><i>Коментарите към тази статия са изключени.</i></p>'
    return make(
        "au-bg-plain-off",
        "lookalike",
        "bg-dunavets",
        st,
        Parts(inside=off),
        [],
        path="/novini/pazarat-v-nedelya",
        container="-",
        heading=None,
        description="A Bulgarian regional broadcaster's news page of 2010: an article without any reader comment, 'Коментарите към тази статия са изключени.', with the broadcaster's furniture (related box in the text, related internet links, share links, most read and most commented, gallery, poll).",
    )


def ca_none() -> Case:
    st = Story(
        "El camí dels tres refugis, pas a pas",
        "Text i fotos: Jordi Puigverd",
        "2014-06-20T08:00:00+02:00",
        "20 de juny de 2014",
        """
El camí dels tres refugis és una travessa de tres dies per l'alta muntanya de la Serralada, amb nits a refugis guardats i desnivells assequibles per a qualsevol excursionista amb experiència.

La primera etapa surt del poble de Vilaclara i puja fins al refugi de la Coma Freda en unes cinc hores. La segona, la més llarga, passa pel coll de les Bruixes.

Convé reservar els refugis amb antelació, sobretot els caps de setmana de juliol i agost. L'aigua no és un problema: hi ha fonts a tot el recorregut.
""",
        lead="Tres dies, tres refugis i un coll de 2.600 metres.",
        section="Muntanya",
        related=(
            "Els refugis obren la temporada",
            "Què cal portar a la motxilla",
            "Previsió del temps a la muntanya",
        ),
        most=(
            "Cinc formatges de la Serralada",
            "La festa major de Vilaclara",
            "Rutes amb nens per l'estiu",
            "Els últims pastors de la vall",
        ),
        tags=("travessa", "refugis", "excursionisme"),
        bio="Guia de muntanya i col·laborador de la revista des del 2009.",
    )
    return make(
        "au-ca-plain-none",
        "lookalike",
        "ca-serralada",
        st,
        Parts(),
        [],
        path="/muntanya/cami-dels-tres-refugis",
        container="-",
        heading=None,
        description="A Catalan mountain magazine of 2014: an article without any reader comment and without any comment area, only the magazine's furniture.",
    )


def plain_au() -> list[Case]:
    return [fi_closed(), el_first(), hu_login(), vi_zero(), bg_off(), ca_none()]
