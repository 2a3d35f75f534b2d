"""Blind set AZ: four plain article pages of 2010-2013 without any reader comment (truth zero), with their era's
furniture: comments closed (en), a "0 kommenttia" link and an empty box (fi), nothing at all (tr), "no comments yet,
be the first" above a form (cs). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_az_common import Case, Parts, Story, make


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


def en_closed() -> Case:
    st = Story(
        "Hill farmers count the cost of the wettest summer in memory",
        "By Alan Rudd, Farming Correspondent",
        "2012-09-14T07:00:00+01:00",
        "Friday, 14 September 2012",
        """
Farmers in the upper Hollins valley say they have lost up to half of their hay crop after the wettest summer since records began at the Fellgate weather station in 1911.

Rain fell on 71 of the 92 days between June and August. Many farms managed only one cut of silage instead of the usual two, and some fields have been too wet to graze since July.

"We'll be buying in feed from October, and so will everyone else, so the price will only go one way," said Ruth Haworth, who farms 300 acres above Thwaite Bridge. The Young Farmers Club is organising a fodder swap at the auction mart next month.
""",
        lead="Half the hay lost as rain falls on 71 days out of 92",
        section="Farming",
        related=(
            "Auction mart prices hold steady",
            "Valley Choir to sing at cathedral",
            "Thwaite Bridge reopens after repairs",
            "Hollins Rovers sign new keeper",
        ),
        tags=("farming", "weather", "hay"),
    )
    closed = '<div class="gz-closed"><h3>Comments</h3><p>Comments are closed for this article.</p></div>'
    return _plain(
        "az-plain-en-closed",
        "en-hollins",
        st,
        "/farming/2012/09/14/hill-farmers-wettest-summer",
        Parts(after=closed),
        "none: article, share and print bar, tags, a 'Comments' box saying 'Comments are closed for this article.', most read, newsletter, tag cloud, footer",
        "An English valley newspaper of 2012: an article on a wet summer, its comments box closed ('Comments are closed for this article.'), the era's furniture; no reader comment.",
    )


def fi_zero() -> Case:
    st = Story(
        "Yhteysalus liikennöi talvella harvemmin",
        "Teksti: Pekka Nurminen",
        "2011-10-20T09:00:00+03:00",
        "20.10.2011",
        """
Saariston yhteysalus Meriharju siirtyy talviaikatauluun marraskuun alussa. Alus kulkee Ulkosaaren ja mantereen väliä jatkossa kolme kertaa päivässä, kun kesällä vuoroja oli kuusi.

Elinkeinokeskuksen mukaan vähennys johtuu matkustajamäärien laskusta talvikaudella. Viime talvena aamuvuorolla oli keskimäärin yhdeksän matkustajaa.

Ulkosaaren kyläyhdistys aikoo pyytää, että perjantain iltavuoro säilytettäisiin. Sitä käyttävät etenkin viikonlopuksi saarelle palaavat opiskelijat.
""",
        section="Uutiset",
        related=(
            "Kuoro Laulu-Aalto juhlii 40-vuotista taivaltaan",
            "Kalasataman laituri korjataan",
            "Saariston koulun oppilasmäärä kasvoi",
            "Veneseuran syyskokous lauantaina",
        ),
        tags=("yhteysalus", "aikataulut", "Ulkosaari"),
    )
    zero = (
        '<div class="ss-kommentit"><p class="ss-lkm"><a href="#kommentoi">0 kommenttia</a> · <a href="#kommentoi">Kommentoi</a></p>'
        '<div id="kommentoi" class="ss-laatikko"><p>Kommentointi vaatii kirjautumisen.</p><p><a href="/login">Kirjaudu sisään</a></p></div></div>'
    )
    return _plain(
        "az-plain-fi-zero",
        "fi-saaristo",
        st,
        "/uutiset/2011/10/20/yhteysalus-talviaikataulu",
        Parts(after=zero),
        "none: article, share bar, a '0 kommenttia · Kommentoi' line and a login box, most read, newsletter, tag cloud, footer",
        "A Finnish archipelago paper of 2011: an article on a ferry's winter timetable with a '0 kommenttia' count and a login box where comments would be; no reader comment.",
    )


def tr_nothing() -> Case:
    st = Story(
        "Kuzeykent'e yeni halk kütüphanesi: Eski tütün deposu dönüştürülüyor",
        "Haber: Elif Karataş",
        "2013-02-26T10:30:00+02:00",
        "26 Şubat 2013, Salı",
        """
Kuzeykent Belediyesi, liman yakınındaki eski tütün deposunu halk kütüphanesine dönüştürmek için düğmeye bastı. Yüz yıllık taş binanın restorasyonu için ihale önümüzdeki ay yapılacak.

Projeye göre binanın zemin katında çocuk bölümü ve okuma salonu, üst katında ise yerel tarih arşivi yer alacak. Avluda yaz aylarında açık hava okuma etkinlikleri düzenlenecek.

Belediye Başkan Yardımcısı, kütüphanenin 2014 sonbaharında açılmasının hedeflendiğini söyledi. Mevcut kütüphanedeki kitaplar yeni binaya taşınacak.
""",
        lead="Yüz yıllık taş bina 2014 sonbaharında kitapseverlere kapılarını açacak",
        section="Kültür",
        related=(
            "Sahil yolunda asfalt çalışması",
            "Kuzeykentspor deplasmandan puanla döndü",
            "Balık fiyatları düştü",
            "Fotoğraf derneğinden kış sergisi",
        ),
        tags=("kütüphane", "restorasyon", "Kuzeykent"),
    )
    box = (
        '<div class="kh-kutu"><h4>Künye</h4><ul><li>Proje bedeli: 2,4 milyon lira</li><li>Kat sayısı: 2</li>'
        "<li>Hedef açılış: Eylül 2014</li></ul></div>"
    )
    return _plain(
        "az-plain-tr-nothing",
        "tr-kuzeykent",
        st,
        "/kultur/2013/02/26/tutun-deposu-kutuphane",
        Parts(inside=box),
        "none: article with a fact box, share bar, tags, most read, newsletter, tag cloud, footer; no comment area at all",
        "A Turkish city news site of 2013: an article on a new public library, a fact box, the era's furniture and no comment area at all.",
    )


def cs_first() -> Case:
    st = Story(
        "Mlynář z Horní Lhoty: Mouka se nedá uspěchat",
        "Text: Veronika Šafránková",
        "2010-11-06T08:00:00+01:00",
        "6. listopadu 2010",
        """
Vodní mlýn v Horní Lhotě mele nepřetržitě od roku 1794, s přestávkou jen za války. Dnes ho vede Jaroslav Kubeš, pátá generace rodu, a mele hlavně žitnou a špaldovou mouku pro pekárny v okolí.

„Mouka se nedá uspěchat. Když kámen běží moc rychle, zahřeje se a mouka ztratí chuť," vysvětluje mlynář u dřevěného náhonu, který sám opravil loni na jaře.

Mlýn je v sobotu dopoledne otevřen pro návštěvníky. Prohlídka trvá asi hodinu a končí ochutnávkou chleba z domácí pece.
""",
        lead="Pátá generace mlynářů mele žito na kamenech starých dvě stě let.",
        section="Lidé",
        related=(
            "Po stopách starých vinic",
            "Víkend v hájovně pod Hůrkou",
            "Nejlepší povidla v kraji",
            "Řemesla, která mizí",
        ),
        tags=("mlýn", "řemesla", "Horní Lhota"),
    )
    first = (
        '<div class="vm-diskuse"><h4>Komentáře</h4><p class="vm-prazdno">Zatím zde nejsou žádné komentáře. Buďte první!</p>'
        '<form action="/komentar" method="post"><p>Jméno: <input name="j" /></p><p><textarea name="t" rows="4" cols="50"></textarea></p>'
        '<p><input type="submit" value="Odeslat" /></p></form></div>'
    )
    return _plain(
        "az-plain-cs-first",
        "cs-vltavin",
        st,
        "/lide/mlynar-z-horni-lhoty/",
        Parts(after=first),
        "none: article with a pull quote, author box, a 'Komentáře' box with 'Zatím zde nejsou žádné komentáře. Buďte první!' and a form, most read, teasers, footer",
        "A Czech weekend magazine of 2010: a portrait of a miller, an empty comments box ('no comments yet, be the first') with a form; no reader comment.",
    )


def plain_az() -> list[Case]:
    return [en_closed(), fi_zero(), tr_nothing(), cs_first()]
