"""Blind set BK: six article pages without any reader comment, with the heavy furniture of popular articles'
pages (most read and most commented lists with counts, related stories, newsletter and paywall boxes): a closed
discussion (nl), '0 kommenttia' with an empty form (fi), nothing at all (el), a comment count link to a discussion
that is empty (vi), comments switched off for a court story (hu), a box 'Diskuse k článku nebyla otevřena' (cs).
Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_bk_common import Case, Parts, Story, make


def _plain(cid: str, site: str, st: Story, parts: Parts, path: str, container: str, desc: str) -> Case:
    return make(
        cid,
        "lookalike",
        site,
        st,
        parts,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=("none: a plain article page with counted most-read and most-commented lists",),
    )


def plain_bk() -> list[Case]:
    out = []
    st = Story(
        "Veenweidegebied: boeren mogen polderpeil zelf verhogen",
        "Door Marloes Kuipers",
        "2023-06-08T06:30:00+02:00",
        "8 juni 2023",
        """
Boeren in het Waterlandse veen mogen vanaf volgend jaar zelf het waterpeil in hun sloten verhogen. Het waterschap wil zo de bodemdaling afremmen.

Wie meedoet, krijgt een vergoeding van 600 euro per hectare per jaar. Volgens het waterschap hebben zich al 41 bedrijven gemeld.
""",
        lead="Hoger water moet de bodemdaling remmen.",
        section="Regio",
        most=(
            ("Pont over het IJ vaart weer", "31.200"),
            ("Boeren mogen polderpeil verhogen", "24.880"),
            ("Nieuwe bakker in Broek", "12.004"),
        ),
        talked=(
            ("Windmolens bij Ilpendam", "312"),
            ("Parkeervergunning duurder", "188"),
            ("Fietspad langs de dijk", "97"),
        ),
        related=("Wat is bodemdaling?", "Het waterschap in cijfers", "Boer Jan over zijn natte weiland"),
    )
    out.append(
        _plain(
            "bk-pl-nl-gesloten",
            "nl-waterland",
            st,
            Parts(
                after='<div class="kx-dicht"><h2>Reacties</h2><p>De reactiemogelijkheid bij dit artikel is gesloten.</p></div>'
            ),
            "/regio/polderpeil-verhogen",
            "div.kx-dicht: 'Reacties', 'De reactiemogelijkheid bij dit artikel is gesloten.'",
            "A Dutch regional paper of 2023: a farming story whose discussion is closed, with most read and most commented lists (counts), related stories, a paywall and a newsletter box.",
        )
    )
    st = Story(
        "Mökkinaapurin kanssa sovussa: kymmenen vinkkiä kesään",
        "Teksti Aino Rautio",
        "2022-05-20T09:00:00+03:00",
        "20.5.2022",
        """
Kesämökillä naapurisopu syntyy pienistä asioista. Kysyimme kolmelta pitkäaikaiselta mökkiläiseltä, miten he ovat pitäneet välit kunnossa vuosikymmeniä.

Tärkeintä on puhua ajoissa: jos aiot kaataa rajalla olevan koivun tai rakentaa saunan rantaan, kerro siitä naapurille ennen kuin tilaat sahan.
""",
        lead="Laituri, sauna ja moottorivene: näin vältät riidat.",
        section="Koti",
        most=(
            ("Näin kunnostat vanhan veneen", "18 330"),
            ("Mökkinaapurin kanssa sovussa", "15 002"),
            ("Kesän parhaat uimarannat", "11 950"),
        ),
        talked=(
            ("Rantasaunan lupa evättiin", "204"),
            ("Mökkitien tiemaksut nousevat", "133"),
            ("Hirvikärpänen leviää", "58"),
        ),
        related=("Tiekunnan kokous ilman riitaa", "Rantasauna vai pihasauna?", "Mökin vesi talveksi"),
    )
    out.append(
        _plain(
            "bk-pl-fi-nolla",
            "fi-koskela",
            st,
            Parts(
                after='<section class="mz-kom"><h2>0 kommenttia</h2><p>Ole ensimmäinen, joka kommentoi.</p><form action="/k" method="post"><input name="nimi" placeholder="Nimimerkki"><textarea name="t"></textarea><button>Lähetä</button></form></section>'
            ),
            "/koti/mokkinaapurin-kanssa-sovussa",
            "section.mz-kom: h2 '0 kommenttia', 'Ole ensimmäinen, joka kommentoi.', an empty form",
            "A Finnish magazine of 2022: a summer-cottage advice piece with '0 kommenttia' and an empty form, most read and most commented lists with counts, related stories, paywall and newsletter boxes.",
        )
    )
    st = Story(
        "Νέο κλειστό γυμναστήριο στην Τρίπολη έως το 2025",
        "Γιώργος Σταθόπουλος",
        "2023-11-14T10:00:00+02:00",
        "14/11/2023",
        """
Το δημοτικό συμβούλιο ενέκρινε την κατασκευή νέου κλειστού γυμναστηρίου χωρητικότητας 1.200 θέσεων στη βόρεια είσοδο της πόλης.

Το έργο κοστίζει 6,8 εκατ. ευρώ και χρηματοδοτείται από το περιφερειακό πρόγραμμα. Οι εργασίες αναμένεται να ξεκινήσουν την άνοιξη.
""",
        section="Νομός",
        most=(
            ("Κλειστός ο δρόμος προς τη Βυτίνα", "22.410"),
            ("Νέο κλειστό γυμναστήριο", "17.050"),
            ("Οι τιμές στη λαϊκή", "9.300"),
        ),
        talked=(
            ("Διακοπές νερού στα χωριά", "154"),
            ("Το νέο ΚΤΕΛ", "120"),
            ("Ποδηλατόδρομος στην πλατεία", "77"),
        ),
        related=("Η ομάδα μπάσκετ ψάχνει έδρα", "Τα έργα της περιφέρειας", "Το παλιό γήπεδο"),
    )
    out.append(
        _plain(
            "bk-pl-el-tipota",
            "el-arkadi",
            st,
            Parts(),
            "/nomos/neo-kleisto-gymnastirio",
            "none: no discussion block at all",
            "A Greek regional paper of 2023: a sports-hall story with no discussion block at all, most read and most commented lists with counts, related stories, paywall and newsletter boxes.",
        )
    )
    st = Story(
        "Đà Giang khởi công cầu vượt biển dài 2,4 km",
        "Phạm Thu Hà",
        "2024-03-25T08:00:00+07:00",
        "25/03/2024 08:00",
        """
Sáng 25/3, tỉnh Đà Giang khởi công cầu vượt biển nối thành phố với bán đảo Sơn Mai, tổng vốn đầu tư hơn 3.100 tỷ đồng.

Cây cầu dài 2,4 km, dự kiến hoàn thành vào năm 2027, giúp rút ngắn thời gian đi lại từ 50 phút xuống còn 10 phút.
""",
        section="Thời sự",
        most=(
            ("Giá xăng giảm lần thứ ba", "120.200"),
            ("Khởi công cầu vượt biển", "88.004"),
            ("Lịch thi tuyển sinh lớp 10", "70.330"),
        ),
        talked=(
            ("Thu phí cao tốc từ tháng sau", "402"),
            ("Sáp nhập trường tiểu học", "260"),
            ("Cấm xe tải vào trung tâm", "119"),
        ),
        related=("Bán đảo Sơn Mai đón khách", "Quy hoạch ven biển", "Cầu cũ xuống cấp"),
    )
    out.append(
        _plain(
            "bk-pl-vi-khong",
            "vi-mientrung",
            st,
            Parts(
                inside='<p class="kx-dem"><a href="#binhluan">💬 0 bình luận</a></p>',
                after='<div id="binhluan" class="kx-bl"><h3>Ý kiến bạn đọc (0)</h3><p>Chưa có bình luận nào cho bài viết này.</p></div>',
            ),
            "/thoi-su/khoi-cong-cau-vuot-bien",
            "div#binhluan.kx-bl: 'Ý kiến bạn đọc (0)', 'Chưa có bình luận nào cho bài viết này.'; a '💬 0 bình luận' link in the article",
            "A Vietnamese news site of 2024: a bridge story with a '💬 0 bình luận' link to an empty readers' box, most read and most commented lists with counts, related stories, paywall and newsletter boxes.",
        )
    )
    st = Story(
        "Jogerős ítélet a kanyarvidéki kompügyben",
        "Szabó Eszter",
        "2021-10-12T12:00:00+02:00",
        "2021. október 12.",
        """
A törvényszék jogerősen két év felfüggesztett börtönre ítélte a kanyarvidéki komp volt üzemeltetőjét, aki a bíróság szerint éveken át hamis menetleveleket állított ki.

Az ítélet ellen nincs helye fellebbezésnek. A kompjárat tavaly óta új üzemeltetővel közlekedik.
""",
        section="Közélet",
        most=(
            ("Jogerős ítélet a kompügyben", "41.200"),
            ("Szüreti fesztivál a hétvégén", "19.005"),
            ("Új orvosi rendelő nyílt", "8.100"),
        ),
        talked=(
            ("Fizetős lesz a part menti parkoló", "220"),
            ("Bezár a posta a faluban", "147"),
            ("Új buszmenetrend", "83"),
        ),
        related=("Így indult a kompügy", "Az új üzemeltető", "A komp története"),
    )
    out.append(
        _plain(
            "bk-pl-hu-kikapcsolva",
            "hu-dunakanyar",
            st,
            Parts(
                after='<p class="mz-off"><i>A cikkhez a hozzászólás lehetőségét jogi okokból kikapcsoltuk.</i></p>'
            ),
            "/kozelet/jogeros-itelet-kompugy",
            "p.mz-off: 'A cikkhez a hozzászólás lehetőségét jogi okokból kikapcsoltuk.'",
            "A Hungarian weekly of 2021: a court story with comments switched off for legal reasons, most read and most commented lists with counts, related stories, paywall and newsletter boxes.",
        )
    )
    st = Story(
        "Záhoří dostane novou cyklostezku podél Moravy",
        "Tomáš Vrba",
        "2025-04-03T07:00:00+02:00",
        "3. 4. 2025",
        """
Mezi Lanžhotem a Kopčany vznikne do konce příštího roku nová cyklostezka podél řeky. Stavba za 38 milionů korun propojí dvě stávající trasy.

Kraj počítá s tím, že stezku budou využívat i lidé dojíždějící do práce, nejen turisté.
""",
        section="Region",
        most=(
            ("Uzavírka mostu v Hodoníně", "28 420"),
            ("Nová cyklostezka podél Moravy", "21 005"),
            ("Vinobraní bude v září", "11 330"),
        ),
        talked=(
            ("Parkování na náměstí zdraží", "298"),
            ("Škola v Lužicích končí", "176"),
            ("Vlak do Břeclavi jezdí později", "91"),
        ),
        related=("Kudy vede stezka", "Cyklisté a vinaři", "Morava v číslech"),
    )
    out.append(
        _plain(
            "bk-pl-cs-neotevrena",
            "cs-zahori",
            st,
            Parts(
                after='<div class="kx-diskuse"><h3>Diskuse</h3><p>Diskuse k článku nebyla otevřena.</p></div>'
            ),
            "/region/cyklostezka-podel-moravy",
            "div.kx-diskuse: 'Diskuse', 'Diskuse k článku nebyla otevřena.'",
            "A Czech regional weekly of 2025: a cycle-path story whose discussion was never opened, most read and most commented lists with counts, related stories, paywall and newsletter boxes.",
        )
    )
    return out
