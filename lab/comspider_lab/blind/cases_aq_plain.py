"""Blind set AQ: eight plain article pages without any reader comment, with the ordinary furniture of such pages
(related links, "most read", a newsletter box, tags, a share row, bylines, captions) and one or two more pieces each:
a pull quote, a writer's note and a correction (en), a "latest news" list with times (sv), a correction notice (fi),
a video box (ro), a donation box (uk), a photo gallery with captions (vi), an author box (hu), an audio button and a
map box (da). Every class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_aq_common import Case, Parts, Story, make


def _plain(cid: str, site: str, st: Story, parts: Parts, path: str, container: str, description: str) -> Case:
    return make(
        cid,
        "lookalike",
        site,
        st,
        parts,
        [],
        path=path,
        container=container,
        heading=None,
        description=description,
    )


def en_marsh() -> Case:
    st = Story(
        "Letting the sea back in: a year on the reopened marsh at Hollins Creek",
        "Words by Imogen Tredway",
        "2023-09-17T08:00:00+01:00",
        "17 September 2023",
        """
A year ago, a digger cut a forty-metre gap in the sea wall at Hollins Creek and the tide came in for the first time since 1952. The fields behind it had grown barley, then sheep, then nothing much at all.

Now the creek runs twice a day through a maze of new channels. Samphire has arrived on its own. So have redshank, which nest on the higher tussocks and shout at anyone who walks the new path along the old wall.

The scheme was not universally welcomed. Two farms lost grazing, and some villagers feared the water would keep coming. It has not: the new inner bank, set back three hundred metres, has held through two winter surges.

"We gave the water somewhere to go," says the warden, Colin Ashby, "and it went there."
""",
        lead="The wall came down, the tide came in, and the birds arrived before the sign did.",
        section="Places",
        caption="New channels at Hollins Creek at low tide, a year after the breach.",
        quote="We gave the water somewhere to go, and it went there.",
        related=("The last eel smoker on the estuary", "A winter walk from Stake Point to the lightship"),
        tags=("marshes", "coast", "wildlife"),
        facts=("Breach: 40 metres wide", "Area flooded: 62 hectares", "New inner bank: 300 metres inland"),
    )
    inside = (
        '<p class="mz-note"><em>Imogen Tredway writes about the coast for the Ledger. Her book on tide mills is out in the spring.</em></p>'
        '<p class="mz-fix"><small>This article was amended on 18 September 2023: an earlier version gave the breach as 14 metres wide.</small></p>'
    )
    return _plain(
        "aq-en-plain-marsh",
        "en-saltmarsh",
        st,
        Parts(inside=inside),
        "/places/hollins-creek-a-year-on",
        "magazine long read: pull quote, fact box, the writer's note, a correction line, related cards, newsletter band",
        "An English coastal magazine's long read of 2023 without any reader comment: pull quote, fact box, a writer's note, a correction line, related cards, a newsletter band.",
    )


def sv_hamn() -> Case:
    st = Story(
        "Gästhamnen i Norrvik byggs ut med trettio nya platser",
        "Av Ingrid Halvarsson",
        "2024-04-09T06:30:00+02:00",
        "9 april 2024 06.30",
        """
Kommunfullmäktige i Norrvik beslutade på måndagskvällen att bygga ut gästhamnen med en ny flytbrygga och trettio platser för fritidsbåtar. Utbyggnaden ska vara klar till midsommar nästa år.

Hamnen har varit fullbelagd de flesta sommarhelger de senaste åren. Enligt hamnkaptenen fick över hundra båtar vända i juli i fjol.

Bryggan kostar omkring 4,2 miljoner kronor. Avgifterna för gästande båtar höjs samtidigt med tjugo kronor per natt.
""",
        lead="Ny flytbrygga till midsommar nästa år – och dyrare natt för gästande båtar.",
        section="Norrvik",
        caption="Gästhamnen i Norrvik en julikväll i fjol.",
        most=("Vägarbete stänger Strandvägen", "Norrviks IF vann derbyt", "Glassbaren öppnar igen"),
        related=("Färjan till Ön får ny tidtabell", "Hamnkaptenen går i pension"),
        tags=("Gästhamnen", "Norrvik", "Båtliv"),
        facts=("30 nya platser", "Kostnad: 4,2 miljoner kronor", "Klar: juni 2025"),
    )
    rail = (
        '<section class="hx-latest"><h2>Senaste nytt</h2><ul>'
        '<li><time>06.12</time> <a href="/kusten/dimma-forsenar-farjan">Dimma försenar morgonfärjan</a></li>'
        '<li><time>05.48</time> <a href="/sport/norrviks-if-tranare">Norrviks IF presenterar ny tränare</a></li>'
        '<li><time>I går 21.30</time> <a href="/norrvik/strombrott-centrum">Strömavbrott i centrum under natten</a></li>'
        '<li><time>I går 18.05</time> <a href="/kultur/bio-visar-klassiker">Bion visar klassiker hela sommaren</a></li>'
        "</ul></section>"
    )
    return _plain(
        "aq-sv-plain-hamn",
        "sv-norrvik",
        st,
        Parts(rail=rail),
        "/norrvik/gasthamnen-byggs-ut",
        "news portal: fact box, share and tags, newsletter box, related, 'Mest läst' and a 'Senaste nytt' list of headlines with times in the side column",
        "A Swedish coastal paper of 2024 without any reader comment: fact box, related links, 'most read' and a 'latest news' list of headlines with times.",
    )


def fi_koulu() -> Case:
    st = Story(
        "Kivijärven koulun remontti valmistuu vuoden myöhässä",
        "Pekka Rautio",
        "2022-08-15T12:00:00+03:00",
        "15.8.2022 klo 12.00",
        """
Kivijärven yhtenäiskoulun peruskorjaus valmistuu vasta ensi syksynä, vuoden myöhemmin kuin oli tarkoitus. Syynä ovat rakennustarvikkeiden toimitusvaikeudet ja vesikaton odotettua suuremmat kosteusvauriot.

Oppilaat opiskelevat siihen asti väistötiloissa seurakuntatalolla ja vanhassa kunnantalossa. Koulukyydit jatkuvat entisellä aikataululla.

Hankkeen kustannusarvio on noussut 6,1 miljoonasta 7,4 miljoonaan euroon.
""",
        section="Uutiset",
        caption="Kivijärven yhtenäiskoulun pihalla on ollut rakennustelineitä keväästä asti.",
        related=("Kunnanvaltuusto hyväksyi talousarvion", "Uusi päiväkoti avautuu Mäkikylään"),
        most=(
            "Hirvikolari valtatiellä",
            "Kivijärven Kisa voitti piirinmestaruuden",
            "Kirjasto laajentaa aukioloa",
        ),
        tags=("koulu", "peruskorjaus", "Kivijärvi"),
    )
    inside = (
        '<p class="lp-korjaus"><b>Korjaus 15.8. klo 14.20:</b> Jutussa kerrottiin aiemmin virheellisesti, että väistötilat '
        "ovat urheilutalolla. Oikea paikka on seurakuntatalo.</p>"
    )
    return _plain(
        "aq-fi-plain-koulu",
        "fi-kivijarvi",
        st,
        Parts(inside=inside),
        "/uutiset/koulun-remontti-myohassa",
        "local portal: a correction notice in the article, share row and tags, related, 'Luetuimmat', newsletter line",
        "A Finnish local paper of 2022 without any reader comment: a correction notice with its time, related links, 'most read', newsletter.",
    )


def ro_festival() -> Case:
    st = Story(
        "Festivalul de folk de la Argintari își mută scena pe malul lacului",
        "de Andreea Stoica",
        "2025-07-02T10:00:00+03:00",
        "2 iulie 2025, 10:00",
        """
Festivalul de muzică folk de la Argintari, ajuns la a unsprezecea ediție, se mută anul acesta de pe stadionul orașului pe malul lacului Sărat. Organizatorii spun că vechiul loc a devenit prea mic pentru cei aproape opt mii de spectatori din ultimii ani.

Accesul rămâne gratuit. Primăria va pune la dispoziție autobuze din centru la fiecare douăzeci de minute în cele trei seri de concerte.
""",
        lead="Ediția a XI-a are loc între 25 și 27 iulie, cu intrare liberă și autobuze din centru.",
        section="Cultură",
        caption="Scena festivalului, anul trecut, pe stadionul din Argintari.",
        related=("Cinema în aer liber în parcul central", "Târgul meșterilor populari, în august"),
        most=(
            "Drumul spre Valea Argintie se asfaltează",
            "CS Argintari, promovare istorică",
            "Caniculă: program redus la primărie",
        ),
        tags=("festival", "folk", "Argintari"),
    )
    inside = (
        '<div class="hx-video"><div style="background:#111;color:#fff;aspect-ratio:16/9;display:grid;place-items:center">▶</div>'
        "<p><small>Video: imagini de la ediția de anul trecut (2:14)</small></p></div>"
    )
    return _plain(
        "aq-ro-plain-festival",
        "ro-valea",
        st,
        Parts(inside=inside),
        "/cultura/festival-folk-malul-lacului",
        "news portal: a video box with its caption, share and tags, newsletter box, related, 'Cele mai citite'",
        "A Romanian regional site of 2025 without any reader comment: a video box with a caption line, related links, 'most read', newsletter.",
    )


def uk_mist() -> Case:
    st = Story(
        "Пішохідний міст через Сулу відкриють до кінця жовтня",
        "Олена Гнатюк",
        "2023-09-27T09:15:00+03:00",
        "27 вересня 2023, 09:15",
        """
Ремонт пішохідного мосту через річку Сулу між Береговим і Лозуватим завершать до кінця жовтня. Про це на сесії громади повідомив начальник відділу інфраструктури.

Підрядник уже замінив настил і поручні, залишилося пофарбувати металеві конструкції та встановити освітлення. Поки що люди переходять річку тимчасовою кладкою біля млина.
""",
        section="Громада",
        caption="Пішохідний міст через Сулу, вересень 2023 року.",
        related=("Громада отримала новий шкільний автобус", "У Лозуватому відкрили амбулаторію"),
        most=("Графік вивезення сміття на жовтень", "«Колос» виграв кубок району", "Ярмарок меду в неділю"),
        tags=("міст", "ремонт", "Берегове"),
        facts=("Довжина мосту: 64 метри", "Вартість ремонту: 3,8 млн грн", "Відкриття: до 31 жовтня"),
    )
    after = (
        '<aside class="lp-donate"><h3>Підтримайте місцеву журналістику</h3><p>Ми пишемо про громаду без реклами політиків. '
        'Кожен внесок допомагає.</p><a href="/pidtrymka">Підтримати редакцію</a></aside>'
    )
    return _plain(
        "aq-uk-plain-mist",
        "uk-berehy",
        st,
        Parts(after=after),
        "/hromada/mist-cherez-sulu",
        "local portal: fact box, a donation box after the article, related, 'Найпопулярніше', newsletter line",
        "A Ukrainian community site of 2023 without any reader comment: fact box, a donation box, related links, 'most read', newsletter.",
    )


def vi_cho() -> Case:
    st = Story(
        "Chợ nổi Phú Sơn hồi sinh nhờ du lịch đêm",
        "Bài và ảnh: Nguyễn Thu Hà",
        "2024-12-03T07:00:00+07:00",
        "03/12/2024 07:00",
        """
Sau nhiều năm vắng vẻ, chợ nổi trên sông Phú Sơn đã nhộn nhịp trở lại từ khi thành phố mở tour du lịch đêm vào tháng Bảy. Mỗi tối có khoảng hai mươi ghe hàng neo dọc bến, bán trái cây, bánh dân gian và đồ lưu niệm.

Theo Ban quản lý chợ, lượng khách trong tháng Mười một tăng gấp ba so với cùng kỳ năm ngoái. Nhiều tiểu thương đã quay lại nghề sau thời gian lên bờ buôn bán.
""",
        section="Xã hội",
        caption="Ghe hàng trái cây trên chợ nổi Phú Sơn lúc 19 giờ.",
        related=("Phú Sơn khánh thành cầu đi bộ ven sông", "Mùa nước nổi: đặc sản cá linh lên ngôi"),
        most=("Giá lúa tăng nhẹ đầu vụ", "Đội bóng Phú Sơn lên hạng", "Lễ hội bánh dân gian trở lại"),
        tags=("chợ nổi", "du lịch", "Phú Sơn"),
    )
    after = (
        '<section class="hx-gallery"><h2>Ảnh</h2><div style="display:flex;gap:10px">'
        '<figure><img src="/_avatar/vi-g1.svg" alt="" width="280" height="180"><figcaption>Ghe bánh lá dừa của bà Tư neo ở đầu bến.</figcaption></figure>'
        '<figure><img src="/_avatar/vi-g2.svg" alt="" width="280" height="180"><figcaption>Du khách chọn mua trái cây từ thuyền.</figcaption></figure>'
        '<figure><img src="/_avatar/vi-g3.svg" alt="" width="280" height="180"><figcaption>Đèn lồng được treo dọc bến sông từ 18 giờ.</figcaption></figure>'
        "</div></section>"
    )
    return _plain(
        "aq-vi-plain-cho-noi",
        "vi-phuson",
        st,
        Parts(after=after),
        "/xa-hoi/cho-noi-phu-son-hoi-sinh",
        "news portal: a photo gallery of three captioned pictures after the article, share and tags, newsletter box, related, 'Đọc nhiều nhất'",
        "A Vietnamese provincial paper of 2024 without any reader comment: a gallery of captioned photos, related links, 'most read', newsletter.",
    )


def hu_kilato() -> Case:
    st = Story(
        "Újra látogatható a Somos-hegyi kilátó",
        "Szöveg: Kerekes Dóra",
        "2021-05-21T08:00:00+02:00",
        "2021. május 21.",
        """
Két év zárva tartás után pénteken újra megnyílt a Somos-hegyi kilátó. A faszerkezetű tornyot teljesen felújították: új lépcsőket és korlátot kapott, a tetején pedig panorámatábla mutatja a környező falvakat.

A kilátóhoz a dombosi vasútállomástól jelzett turistaút vezet, a séta nagyjából egy óra. A felújítást a helyi természetbarát egyesület kezdeményezte, és a város támogatta.
""",
        section="Város",
        caption="A felújított Somos-hegyi kilátó a turistaútról nézve.",
        quote="Tiszta időben a tetejéről a Mátra is látszik.",
        related=(
            "Tavaszi túrák a Dombvidéken",
            "Megnyílt a borút első szakasza",
            "Kerékpárral a patak mentén",
        ),
        tags=("kilátó", "kirándulás", "Dombos"),
    )
    after = (
        '<aside class="mz-author"><img src="/_avatar/kd.svg" alt="" width="56" height="56"><p><b>Kerekes Dóra</b> a Dombosi Krónika '
        "szerkesztője, a környék túraútvonalairól ír.</p></aside>"
    )
    return _plain(
        "aq-hu-plain-kilato",
        "hu-dombos",
        st,
        Parts(after=after),
        "/varos/somos-hegyi-kilato-ujra-nyitva",
        "magazine: pull quote, an author box with photo and one sentence, related cards, newsletter band",
        "A Hungarian regional magazine of 2021 without any reader comment: pull quote, an author box, related cards, newsletter band.",
    )


def da_cykelsti() -> Case:
    st = Story(
        "Ny cykelsti langs fjorden åbner i næste uge",
        "Af Mette Lykkegaard",
        "2022-06-08T05:45:00+02:00",
        "8. juni 2022 kl. 05.45",
        """
Den nye cykelsti mellem Strandby Havn og Østerby åbner den 15. juni. Stien er fire kilometer lang og følger fjorden på den gamle jernbanedæmning.

Kommunen har brugt 11 millioner kroner på projektet, som også omfatter en ny bro over Møllebækken og tre rastepladser med bænke.

Ifølge teknisk udvalg har skolebørn fra Østerby hidtil måttet cykle på landevejen uden cykelsti.
""",
        section="Lokalt",
        caption="Den nye cykelsti på den gamle banedæmning ved Strandby.",
        related=("Havnebadet åbner for sæsonen", "Ny busrute til gymnasiet"),
        most=("Strandby IF rykker op", "Fiskehandleren lukker efter 40 år", "Sankthans på stranden"),
        tags=("cykelsti", "Strandby", "fjorden"),
        facts=("Længde: 4 km", "Pris: 11 mio. kr.", "Åbner: 15. juni"),
    )
    inside = (
        '<p class="lp-lyt"><button type="button">🔊 Lyt til artiklen (2 min.)</button></p>'
        '<figure class="lp-kort"><div style="background:#dfe9df;height:220px"></div><figcaption>Kort: stiens forløb fra havnen til Østerby.</figcaption></figure>'
    )
    return _plain(
        "aq-da-plain-cykelsti",
        "da-strandby",
        st,
        Parts(inside=inside),
        "/lokalt/cykelsti-langs-fjorden",
        "local portal: a 'listen to the article' button, a map box with caption, fact box, related, 'Mest læste', newsletter line",
        "A Danish local paper of 2022 without any reader comment: an audio button, a map with its caption, fact box, related links, 'most read'.",
    )


def plain_aq() -> list[Case]:
    return [en_marsh(), sv_hamn(), fi_koulu(), ro_festival(), uk_mist(), vi_cho(), hu_kilato(), da_cykelsti()]
