"""Blind set M: ten article pages without any reader comment, full of list-like furniture with names and times of
kinds earlier sets did not use: a radio playlist and the day's presenters (fi), race results and photo credits (hu),
an election night's live updates by reporters and polling-station results (ro), a wiki page's revision history and
footnotes (id), a match's events by minute, line-ups and a standings table (vi), a literary magazine's contributors
and bibliography (uk), a genealogy blog's descendants list and informants (el), a film review's cast, songs and other
critics' verdicts (hi), an award's nominees and the jury's statements (ka), and a list of selected students with an
exam timetable (sw)."""

from __future__ import annotations

from comspider_lab.blind.cases_m_common import PartsK, box, esc, lookalike, rows, story
from comspider_lab.blind.model import Case


def _lines(block: str) -> list[list[str]]:
    return [[p.strip() for p in ln.split("|")] for ln in block.strip().splitlines() if ln.strip()]


def _table(cls: str, head: list[str], block: str) -> str:
    th = "".join(f"<th>{esc(h)}</th>" for h in head)
    trs = "".join("<tr>" + "".join(f"<td>{esc(x)}</td>" for x in r) + "</tr>" for r in _lines(block))
    return f'<table class="{cls}"><thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


# --------------------------------------------------------------------------- fi: playlist and presenters


def soittolista_fi() -> Case:
    plays = "".join(
        f'<li class="kpl"><span class="kpl-klo">{esc(t)}</span> <span class="kpl-esittaja">{esc(a)}</span> – <span class="kpl-nimi">{esc(s)}</span>'
        f'<div class="kpl-huom">{esc(n)}</div></li>'
        for t, a, s, n in _lines(
            """
06.04 | Aila Kettunen | Järven yllä sumu | Toive Punkaharjulta
06.09 | Veli Hämäläinen & Yöjuna | Pikkutunnit | Uusi single, julkaistu perjantaina
06.14 | Sirpa Manninen | Kesäkuun yö | Levyltä Rantatie (2014)
06.22 | Toni ja Tähtipöly | Saimaa soi | Savonlinnan oma bändi, keikka lauantaina Olavinlinnassa
06.27 | Minna Räty | Ilta Kerimäellä | Soitettu kuuntelijan pyynnöstä
"""
        )
    )
    hosts = "".join(
        f'<li><b>{esc(a)}</b> <span class="aika">{esc(b)}</span><br><i>{esc(c)}</i></li>'
        for a, b, c in _lines(
            """
Jussi Laitinen | 6–10 | Aamun Aalto: uutiset, sää ja liikenne
Hanna Pesonen | 10–14 | Päivän toivekonsertti ja vieraat
Markku Vähä | 14–18 | Iltapäivän liikenne ja urheilu
"""
        )
    )
    st = story(
        "Oopperajuhlien lippumyynti ennätysvauhdissa",
        "Toimitus / Saimaan Aalto",
        "Saimaan Aalto",
        "2014-06-02T08:30:00+03:00",
        "2.6.2014 klo 8.30",
        """
Savonlinnan Oopperajuhlien liput ovat käyneet kaupaksi ennätystahtia. Järjestäjän mukaan myynti on viidenneksen edellisvuotta edellä.

Eniten kysyntää on heinäkuun toisen viikon esityksillä. Lisänäytöksiä ei kuitenkaan voida lisätä.
""",
        declare="og",
    )
    parts = PartsK(
        after=box("cms", "Juuri soitettu — Aamun Aalto 2.6.", f'<ol class="soittolista">{plays}</ol>'),
        rail=box("cms", "Tänään juontavat", f'<ul class="juontajat">{hosts}</ul>')
        + box(
            "cms",
            "Uusimmat uutiset",
            rows("cms", ["Kesäliikenne alkaa 9.6.", "Kerimäen kirkko kunnostetaan"]),
        ),
    )
    return lookalike(
        "m-la-fi-soittolista",
        "cms",
        "fi",
        st,
        parts,
        "/uutiset/oopperajuhlien-lippumyynti-2014-06-02",
        "A Finnish local radio station's news page of 2014: the morning's playlist under the story (time, artist, song and a one-line note: 'Toive Punkaharjulta'), today's presenters with their hours and programmes, latest news; no comment system.",
        ("radio playlist with times and notes", "presenters with hours"),
    )


# --------------------------------------------------------------------------- hu: race results and photo credits


def eredmenyek_hu() -> Case:
    res = _table(
        "eredmeny",
        ["Hely", "Név", "Egyesület", "Idő"],
        """
1. | Szalai Bence | Zalaegerszegi TE | 1:12:41
2. | Kovács Gergely | Keszthelyi Futók | 1:13:05
3. | Horváth Ádám | egyéni | 1:14:50
1. (női) | Farkas Réka | Nagykanizsai SE | 1:21:33
2. (női) | Tóth Eszter | Zalaegerszegi TE | 1:22:10
""",
    )
    fotok = "".join(
        f'<figure class="kep"><img src="/_avatar/hu-foto-{n}.svg" width="200" height="130" alt=""><figcaption>{esc(cap)} <span class="fotos">Fotó: {esc(who)}, {esc(when)}</span></figcaption></figure>'
        for n, (cap, who, when) in enumerate(
            _lines(
                """
A rajt a Dísz téren | Németh Zoltán | 2015. május 10. 9:00
Frissítőpont a 12. kilométernél | Bognár Kata | 2015. május 10. 9:48
A győztes a célban | Németh Zoltán | 2015. május 10. 10:13
"""
            )
        )
    )
    st = story(
        "Rekordmezőny a zalaegerszegi félmaratonon",
        "Írta: Pap Dániel",
        "Pap Dániel",
        "2015-05-10T18:00:00+02:00",
        "2015. május 10. 18:00",
        """
Több mint nyolcszázan álltak rajthoz vasárnap a zalaegerszegi félmaratonon, ez új csúcs a verseny tizenkét éves történetében.

A férfiaknál Szalai Bence nyert, a nőknél Farkas Réka ért elsőként célba. A teljes eredménylista az időmérő oldalán olvasható.
""",
        declare="jsonld",
    )
    parts = PartsK(
        inbody=f'<div class="galeria">{fotok}</div>',
        after=box("drupal", "Eredmények — 21,1 km", res)
        + '<p class="megjegyzes">Hozzászólások: a cikkhez nem lehet hozzászólni.</p>',
        rail=box(
            "drupal",
            "Következő versenyek",
            rows("drupal", ["Keszthelyi Balaton-futás — jún. 7.", "Hévízi tófutás — jún. 21."]),
        ),
    )
    return lookalike(
        "m-la-hu-eredmenyek",
        "drupal",
        "hu",
        st,
        parts,
        "/versenyek/zalaegerszegi-felmaraton-2015",
        "A Hungarian running site of 2015: a results table (place, name, club, time), photos with captions and 'Fotó: Name, 2015. május 10. 9:00', next races; a line saying the article takes no comments.",
        (
            "race results table with names and times",
            "photo credits with names and times",
            "comments closed line",
        ),
    )


# --------------------------------------------------------------------------- ro: live updates by reporters, polling stations


def live_ro() -> Case:
    ups = "".join(
        f'<div class="upd"><span class="upd-ora">{esc(t)}</span> <span class="upd-autor">{esc(a)}</span><p class="upd-text">{esc(x)}</p></div>'
        for t, a, x in _lines(
            """
23:40 | Ioana Stănescu | Numărătoarea s-a încheiat în 112 din cele 118 secții. Diferența dintre primii doi candidați este de sub 300 de voturi.
23:05 | Radu Marinescu | La sediul unuia dintre candidați, susținătorii au început deja să sărbătorească. Contracandidatul cere răbdare.
22:30 | Ioana Stănescu | Prezența finală la vot în municipiu a fost de 41,2%, cu trei puncte peste alegerile trecute.
21:15 | Mihai Dobre | Am ajuns la secția 14 din cartierul Ostroveni, unde s-a votat până la ora 21:00 din cauza cozii.
"""
        )
    )
    res = _table(
        "rezultate",
        ["Secția", "Candidat A", "Candidat B", "Prezență"],
        """
Secția 3 — Școala nr. 4 | 612 | 598 | 44%
Secția 14 — Ostroveni | 801 | 777 | 47%
Secția 27 — Goranu | 233 | 310 | 38%
""",
    )
    st = story(
        "Alegeri locale: numărătoare strânsă pentru primăria Râmnicului",
        "Echipa Gazeta de Vâlcea",
        "Echipa Gazeta de Vâlcea",
        "2016-06-05T21:00:00+03:00",
        "5 iunie 2016, 21:00 (actualizat 23:40)",
        """
Rezultatele parțiale arată o luptă foarte strânsă pentru funcția de primar al municipiului Râmnicu Vâlcea.

Urmăriți mai jos actualizările echipei noastre de la secțiile de votare și de la sediile candidaților.
""",
        declare="og",
    )
    parts = PartsK(
        after=box("cms", "Actualizări în direct", f'<div class="live">{ups}</div>')
        + box("cms", "Rezultate pe secții (parțial)", res),
        rail=box(
            "cms", "Alegeri 2016", rows("cms", ["Cine sunt candidații", "Unde votez", "Harta secțiilor"])
        ),
    )
    return lookalike(
        "m-la-ro-live",
        "cms",
        "ro",
        st,
        parts,
        "/politica/alegeri-locale-numaratoare-stransa-2016-06-05",
        "A Romanian city paper's election night article (2016): live updates by its reporters, newest first (time, reporter's name, paragraph), and a table of polling-station results; no comment system.",
        ("live updates with reporters' names and times", "polling-station results table"),
    )


# --------------------------------------------------------------------------- id: revision history and footnotes


def riwayat_id() -> Case:
    revs = "".join(
        f'<li class="rev"><a href="#">{esc(t)}</a> <a class="rev-user" href="/pengguna/{esc(u)}">{esc(u)}</a> <span class="rev-size">({esc(b)} bita)</span> <i class="rev-ring">{esc(s)}</i></li>'
        for t, u, b, s in _lines(
            """
18 Juli 2012 21.04 | Kang_Ujang | 14.210 | menambah foto stasiun tahun 1930 dari arsip keluarga
17 Juli 2012 08.15 | Dewi.Bogor | 13.877 | memperbaiki tahun pembukaan jalur ke Sukabumi, sumber koran lama
12 Juli 2012 16.40 | RetnoW | 13.802 | merapikan paragraf, menambah kategori
2 Juli 2012 10.02 | Kang_Ujang | 12.950 | halaman baru
"""
        )
    )
    notes = "".join(
        f'<li id="cite-{n}">^ {esc(x)}</li>'
        for n, (x,) in enumerate(
            _lines(
                """
Staatsspoorwegen, Verslag over het jaar 1881, Batavia 1882, hlm. 44.
Wawancara dengan Bapak Harun (82), mantan juru tiket, 30 Juni 2012.
Harian Pemandangan, 5 Oktober 1934.
"""
            ),
            1,
        )
    )
    st = story(
        "Stasiun Bogor",
        "Dari Ensiklopedia Kota Bogor",
        "Ensiklopedia Kota Bogor",
        "2012-07-18T21:04:00+07:00",
        "Halaman ini terakhir diubah pada 18 Juli 2012, pukul 21.04",
        """
Stasiun Bogor adalah stasiun kereta api yang dibuka pada tahun 1881 sebagai ujung jalur dari Batavia.[1] Bangunan utamanya bergaya Indis dan masih digunakan hingga kini.

Menurut penuturan warga, peron lama dulu dinaungi pohon kenari besar yang ditebang pada tahun 1970-an.[2] Jalur ke Sukabumi dibuka beberapa tahun kemudian.[3]
""",
        declare="visible",
    )
    parts = PartsK(
        after='<div class="catatan"><h3>Catatan kaki</h3><ol class="references">'
        + notes
        + "</ol></div>"
        + box("mt", "Riwayat revisi halaman ini", f'<ul class="riwayat">{revs}</ul>'),
        rail=box(
            "mt", "Perubahan terbaru", rows("mt", ["Kebun Raya Bogor", "Jalan Suryakencana", "Pasar Bogor"])
        ),
    )
    return lookalike(
        "m-la-id-riwayat",
        "mt",
        "id",
        st,
        parts,
        "/wiki/Stasiun_Bogor",
        "An Indonesian citizens' wiki page about a railway station (2012): numbered footnotes (an interview with a named person and a date), and the page's revision history (date, user linked, bytes, edit summary in italics); no comment system.",
        ("revision history with users, times and summaries", "footnotes"),
    )


# --------------------------------------------------------------------------- vi: match events, line-ups, standings


def tructiep_vi() -> Case:
    ev = "".join(
        f'<li class="sk"><span class="phut">{esc(m)}</span> <b>{esc(p)}</b> <span class="sk-ghi">{esc(t)}</span></li>'
        for m, p, t in _lines(
            """
12' | Nguyễn Văn Toàn | ghi bàn sau pha đánh đầu từ quả phạt góc bên trái
34' | Trần Minh Khoa | nhận thẻ vàng vì phạm lỗi với tiền vệ đối phương
58' | Lê Quốc Phong | cân bằng tỉ số bằng cú sút xa chân trái
81' | Phạm Đức Huy | ghi bàn quyết định từ chấm phạt đền
"""
        )
    )
    lineup = (
        '<div class="doihinh"><div><b>SHB Đà Nẵng:</b> Hoàng Long; Trần Minh Khoa, Đỗ Văn Tài, Hà Quang; Phạm Đức Huy, Nguyễn Văn Toàn…</div>'
        "<div><b>Huế:</b> Lê Công; Võ Thanh, Đinh Sơn; Lê Quốc Phong, Trương Hiếu…</div></div>"
    )
    bxh = _table(
        "bxh",
        ["#", "Đội", "Trận", "Điểm"],
        """
1 | SHB Đà Nẵng | 12 | 27
2 | Quảng Nam | 12 | 24
3 | Huế | 12 | 19
""",
    )
    st = story(
        "SHB Đà Nẵng thắng nhọc Huế trong trận derby miền Trung",
        "Hoàng Nam",
        "Hoàng Nam",
        "2014-04-13T19:30:00+07:00",
        "13/04/2014 19:30",
        """
Trên sân Chi Lăng chiều qua, SHB Đà Nẵng thắng Huế 2-1 nhờ quả phạt đền ở phút 81.

Chiến thắng giúp đội bóng sông Hàn giữ vững ngôi đầu bảng xếp hạng sau vòng 12.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=box("ee", "Diễn biến trận đấu", f'<ul class="dienbien">{ev}</ul>')
        + box("ee", "Đội hình ra sân", lineup),
        rail=box("ee", "Bảng xếp hạng", bxh),
    )
    return lookalike(
        "m-la-vi-dienbien",
        "ee",
        "vi",
        st,
        parts,
        "/bong-da/shb-da-nang-thang-nhoc-hue-20140413.html",
        "A Vietnamese football site's match report (2014): the match events by minute (minute, player in bold, a sentence), the line-ups and a standings table; no comment system.",
        ("match events by minute with player names", "line-ups", "standings table"),
    )


# --------------------------------------------------------------------------- uk: contributors and bibliography


def avtory_uk() -> Case:
    bios = "".join(
        f'<div class="avtor"><b class="avtor-im">{esc(a)}</b> <span class="avtor-r">({esc(b)})</span><p>{esc(c)}</p></div>'
        for a, b, c in _lines(
            """
Оксана Левицька | нар. 1979, Житомир | Поетка, перекладачка з польської. Авторка збірок «Сіль» та «Тиха вода». Живе в Києві.
Богдан Рибак | нар. 1985, Луцьк | Прозаїк. Його оповідання друкувалися в альманахах «Волинь» і «Перехрестя».
Ірина Гнатюк | нар. 1991, Тернопіль | Поетка, учасниця фестивалю «Київські лаври» 2012 року.
"""
        )
    )
    bib = "".join(
        f"<li>{esc(x)}</li>"
        for (x,) in _lines(
            """
Левицька О. Сіль: вірші. — К.: Смолоскип, 2010. — 96 с.
Рибак Б. Дорога на Ковель: оповідання. — Луцьк: Терен, 2012. — 180 с.
Гнатюк І. Між двома ріками. — Тернопіль: Богдан, 2013. — 64 с.
"""
        )
    )
    st = story(
        "Три голоси: нова поезія і проза весни",
        "Упорядник номера — Марта Коваль",
        "Марта Коваль",
        "2013-04-15T12:00:00+03:00",
        "15 квітня 2013",
        """
У весняному числі часопису — добірка віршів Оксани Левицької та Ірини Гнатюк і нове оповідання Богдана Рибака.

Троє авторів з різних міст пишуть про дім, дорогу і воду. Ми попросили кожного розповісти про себе кількома реченнями.
""",
        declare="og",
    )
    parts = PartsK(
        after=box("joomla", "Автори числа", bios)
        + box("joomla", "Бібліографія", f'<ol class="bibl">{bib}</ol>'),
        rail=box("joomla", "Архів номерів", rows("joomla", ["Число 11, зима 2013", "Число 10, осінь 2012"])),
    )
    return lookalike(
        "m-la-uk-avtory",
        "joomla",
        "uk",
        st,
        parts,
        "/index.php/proza/tri-holosy-2013",
        "A Ukrainian literary magazine of 2013: the issue's contributors (name in bold, birth year and town, a short bio) and a bibliography of their books; no comment system.",
        ("contributors with bios", "bibliography"),
    )


# --------------------------------------------------------------------------- el: descendants and informants


def genealogia_el() -> Case:
    desc = "".join(
        f'<li class="apogonos" style="margin-left:{int(d) * 24}px"><b>{esc(n)}</b> <span class="xronia">{esc(y)}</span> — {esc(t)}</li>'
        for d, n, y, t in _lines(
            """
0 | Γεώργιος Τσούκας | (1851–1920) | κτηνοτρόφος στο Μονοδένδρι
1 | Νικόλαος Τσούκας | (1879–1944) | δάσκαλος, μετανάστευσε στη Βοστώνη και επέστρεψε
2 | Ελένη Τσούκα-Παππά | (1908–1991) | παντρεύτηκε στα Γιάννενα
1 | Μαρία Τσούκα | (1883–1960) | έμεινε στο χωριό
"""
        )
    )
    infos = "".join(
        f"<li><b>{esc(a)}</b>, {esc(b)}: «{esc(c)}»</li>"
        for a, b, c in _lines(
            """
Κατερίνα Παππά | 14 Μαΐου 2012 | Η γιαγιά μου η Ελένη μιλούσε πάντα για το σχολείο του πατέρα της.
Σπύρος Τσούκας | 2 Ιουνίου 2012 | Στο ληξιαρχείο του Μονοδενδρίου υπάρχει η ληξιαρχική πράξη του 1879.
"""
        )
    )
    st = story(
        "Η οικογένεια Τσούκα από το Μονοδένδρι",
        "Γράφει ο Θανάσης Ρήγας",
        "Θανάσης Ρήγας",
        "2012-06-10T10:00:00+03:00",
        "10 Ιουνίου 2012",
        """
Συνεχίζουμε την καταγραφή των οικογενειών του Κεντρικού Ζαγορίου με τους Τσουκαίους, κτηνοτρόφους και δασκάλους.

Τα στοιχεία προέρχονται από τα μητρώα αρρένων, τα βιβλία της εκκλησίας και τις μαρτυρίες απογόνων.
""",
        declare="visible",
    )
    parts = PartsK(
        after=box("mt", "Απόγονοι", f'<ul class="dentro">{desc}</ul>')
        + box("mt", "Πληροφορητές", f'<ul class="pliroforites">{infos}</ul>'),
        rail=box("mt", "Οικογένειες", rows("mt", ["Παππάδες", "Ζήκου", "Μπαλτάδες"])),
    )
    return lookalike(
        "m-la-el-genealogia",
        "mt",
        "el",
        st,
        parts,
        "/2012/06/oikogeneia-tsouka.html",
        "A Greek genealogy blog (2012): a family's descendants indented by generation (name in bold, years, a line), and its informants quoted with their names and dates ('Name, 14 Μαΐου 2012: «…»'); no comment system.",
        ("descendants list indented by generation", "informants quoted with names and dates"),
    )


# --------------------------------------------------------------------------- hi: cast, songs and other critics' verdicts


def film_hi() -> Case:
    cast = "".join(
        f"<li><b>{esc(a)}</b> … {esc(b)}</li>"
        for a, b in _lines(
            """
आरव मेहता | विक्रम
सान्या कपूर | नंदिनी
ओम प्रकाश दुबे | मास्टरजी
"""
        )
    )
    songs = _table(
        "gaane",
        ["गीत", "गायक", "अवधि"],
        """
मिट्टी की खुशबू | रीना सहगल, अमित राव | 4:12
पुराना पुल | अमित राव | 3:48
चल मेले में | कोरस | 5:01
""",
    )
    crit = "".join(
        f'<div class="samiksha"><span class="sam-naam">{esc(a)}</span>, <span class="sam-patra">{esc(b)}</span> <span class="sam-tara">{esc(s)}</span><p>“{esc(q)}”</p></div>'
        for a, b, s, q in _lines(
            """
राजीव शर्मा | दैनिक प्रभात | ★★★½ | सादगी भरी कहानी, गाने देर तक याद रहते हैं।
मीनाक्षी अय्यर | सिने वीकली | ★★★ | दूसरा भाग थोड़ा लंबा है, पर अंत असरदार है।
फ़रहान अली | रेडियो मस्ती | ★★★★ | इस साल की सबसे ईमानदार फ़िल्म।
"""
        )
    )
    st = story(
        "फ़िल्म समीक्षा: ‘मिट्टी’ — एक गाँव, एक पुल और ढेर सारी यादें",
        "समीक्षक: पूजा वर्मा",
        "पूजा वर्मा",
        "2014-08-22T14:00:00+05:30",
        "22 अगस्त 2014",
        """
निर्देशक कुणाल सिन्हा की पहली फ़िल्म ‘मिट्टी’ एक छोटे गाँव के पुराने पुल के इर्द-गिर्द घूमती है।

आरव मेहता ने शहर से लौटे बेटे का किरदार संयम से निभाया है। संगीत फ़िल्म की जान है।
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=box("ee", "कलाकार", f'<ul class="kalakar">{cast}</ul>')
        + box("ee", "गाने", songs)
        + box("ee", "दूसरे समीक्षकों की राय", crit),
        rail=box("ee", "बॉक्स ऑफिस", rows("ee", ["पहले हफ़्ते 12 करोड़", "‘रफ़्तार 2’ का ट्रेलर"])),
    )
    return lookalike(
        "m-la-hi-samiksha",
        "ee",
        "hi",
        st,
        parts,
        "/samiksha/mitti-film-review-2014",
        "A Hindi film site's review (2014): the cast (actor … role), the songs with singers and lengths, and other critics' verdicts (name, publication, stars, a quoted sentence); no comment system.",
        ("cast list", "songs table with singers", "other critics' verdicts with names and quotes"),
    )


# --------------------------------------------------------------------------- ka: nominees and the jury's statements


def jiuri_ka() -> Case:
    noms = "".join(
        f"<li><b>{esc(a)}</b> — «{esc(b)}»</li>"
        for a, b in _lines(
            """
ნინო ბერიძე | ქარის ქალაქი
გიორგი ხუციშვილი | ბოლო მატარებელი
თამარ ლომიძე | წისქვილის ზღაპრები
"""
        )
    )
    jury = "".join(
        f'<blockquote class="jiuri"><p>{esc(q)}</p><footer>— <b>{esc(a)}</b>, {esc(r)}</footer></blockquote>'
        for a, r, q in _lines(
            """
ლევან მაისურაძე | ჟიურის თავმჯდომარე | წელს კონკურსზე ოთხმოცზე მეტი ნაწარმოები შემოვიდა. დონე ძალიან მაღალი იყო.
ეკა ჩხეიძე | კრიტიკოსი | გამარჯვებული რომანი ქუთაისზე დაწერილი ყველაზე ნაზი წიგნია, რაც წამიკითხავს.
დავით ღლონტი | მწერალი | ახალგაზრდა ავტორების სიმრავლე განსაკუთრებით გამიხარდა.
"""
        )
    )
    st = story(
        "ქუთაისის ლიტერატურული პრემია ნინო ბერიძეს გადაეცა",
        "ავტორი: მარიამ გოგიჩაიშვილი",
        "მარიამ გოგიჩაიშვილი",
        "2024-11-18T20:00:00+04:00",
        "18 ნოემბერი, 2024",
        """
ქუთაისის ლიტერატურული პრემია წელს ნინო ბერიძის რომანმა «ქარის ქალაქი» მოიპოვა. დაჯილდოება დრამატულ თეატრში გაიმართა.

ფინალში სამი ნაწარმოები გავიდა. ქვემოთ გთავაზობთ ჟიურის წევრების შეფასებებს.
""",
        declare="og",
    )
    parts = PartsK(
        after=box("cms", "ფინალისტები", f'<ul class="nominantebi">{noms}</ul>') + box("cms", "ჟიური", jury),
        rail=box("cms", "კულტურა", rows("cms", ["ოპერის სეზონი", "გამოფენა მუზეუმში"])),
    )
    return lookalike(
        "m-la-ka-jiuri",
        "cms",
        "ka",
        st,
        parts,
        "/kultura/2024/11/18/literaturuli-premia",
        "A Georgian city news site of today: a literary prize's finalists and the jury members' statements as blockquotes ('— Name, role' below each); no comment system.",
        ("finalists", "jury statements with names"),
    )


# --------------------------------------------------------------------------- sw: selected students and a timetable


def orodha_sw() -> Case:
    names = _table(
        "orodha",
        ["Na.", "Jina la mwanafunzi", "Shule ya awali", "Amechaguliwa"],
        """
1 | Amina Said Mwinyi | Shule ya Msingi Majengo | Shimo la Tewa, 12/01/2015
2 | Baraka Otieno Kamau | Shule ya Msingi Tudor | Shimo la Tewa, 12/01/2015
3 | Fatma Ali Bakari | Shule ya Msingi Kisauni | Mama Ngina, 12/01/2015
4 | Juma Hamisi Charo | Shule ya Msingi Likoni | Mama Ngina, 13/01/2015
""",
    )
    ratiba = _table(
        "ratiba",
        ["Tarehe", "Saa", "Somo", "Msimamizi"],
        """
Jumatatu 2/2/2015 | 8:00 asubuhi | Hisabati | Bw. Mwangi
Jumanne 3/2/2015 | 8:00 asubuhi | Kiswahili | Bi. Zawadi
Jumatano 4/2/2015 | 10:00 asubuhi | Sayansi | Bw. Onyango
""",
    )
    st = story(
        "Wanafunzi bora wa Pwani wachaguliwa kujiunga na shule za kitaifa",
        "Na Mwandishi Wetu, Mombasa",
        "Mwandishi Wetu",
        "2015-01-14T10:00:00+03:00",
        "14 Januari 2015",
        """
Wizara ya Elimu imetoa orodha ya wanafunzi waliochaguliwa kujiunga na shule za sekondari za kitaifa kutoka kaunti za Pwani.

Wazazi wanaombwa kuhakikisha wanafunzi wanaripoti shuleni kabla ya tarehe 2 Februari, siku ya mtihani wa kupima uwezo.
""",
        declare="metadate",
    )
    parts = PartsK(
        after=box("joomla", "Orodha ya waliochaguliwa (sehemu)", names)
        + box("joomla", "Ratiba ya mtihani wa kupima", ratiba),
        rail=box("joomla", "Habari mpya", rows("joomla", ["Mvua kubwa Kilifi", "Feri ya Likoni yaboreshwa"])),
    )
    return lookalike(
        "m-la-sw-orodha",
        "joomla",
        "sw",
        st,
        parts,
        "/index.php/elimu/wanafunzi-bora-pwani-2015",
        "A Swahili coastal news site on a table-laid CMS (2015): a numbered table of selected students (name, previous school, school and date) and an exam timetable with supervisors' names; no comment system.",
        ("selected students table with names and dates", "exam timetable with supervisors"),
    )
