"""Blind set AL: four mixed pages, a discussion of this article (3 to 6 readers' comments) in the served HTML beside a
list of named short texts that are not comments, of kinds the earlier sets do not name: a film critics' panel with
stars (cs), readers' photos with captions (hr), a language column's archive of "words of the week" (nb) and the
winning entries of a pantun competition (ms). Written for this set; every name, place and text invented, each
comment and entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_al_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    rows,
    seeds,
    thread,
    tree,
)


def cs_critics() -> Case:
    critics = rows("""
Tereza Holubová | Filmový týdeník | 4 | Tichý, trpělivý film o stárnutí, který si nic neulehčuje. Poslední scéna na nádraží patří k tomu nejlepšímu letos.
Marek Dvořáček | Rádio Podhradí | 3 | Krásně nasnímané, ale ve druhé polovině se děj zbytečně vleče.
Jana Šimková | Kulturní revue | 5 | Herecký koncert obou hlavních představitelů. Povinnost.
Ondřej Lang | Deník Sever | 2 | Příliš mnoho symbolů a příliš málo příběhu.
""")
    panel = "".join(
        f'<li class="kr-radek"><span class="kr-jmeno">{esc(n)}</span> <span class="kr-medium">({esc(m)})</span> '
        f'<span class="kr-hvezdy">{"★" * int(s)}{"☆" * (5 - int(s))}</span><p class="kr-verdikt">{esc(x)}</p></li>'
        for n, m, s, x in critics
    )
    kritici = f'<section class="kriticky-prehled"><h3>Co říkají kritici</h3><ul class="kr-seznam">{panel}</ul></section>'
    cs_ = thread("""
Lucie N. | 12. 10. 2016 19:20 | - | - | Viděla jsem včera v kině Svět a sál byl skoro plný. Scéna na nádraží mě úplně dostala.
Pavel Jirásek | 12. 10. 2016 20:05 | 0 | - | Mě taky. Jen škoda, že film běží v Podhradí jen týden.
kinofil77 | 12. 10. 2016 22:41 | - | - | Souhlasím spíš s panem Langem, dvě hodiny a skoro nic se nestane.
Hana Dostálová | 13. 10. 2016 08:02 | 2 | - | V tom je ale ta krása. Ne každý film musí mít honičku.
Radek | 13. 10. 2016 11:37 | - | - | Natáčelo se u nás ve Vranově, v hospodě U Lípy visí fotky z natáčení.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="nz-prispevek"><p class="nz-hlava"><b>{esc(c.name)}</b> · {esc(c.when)}</p>'
            f'{paras(c.seed.text, cls="nz-text")}<p class="nz-ovl"><a href="#nz-form">Odpovědět</a></p>'
            + (f'<div class="nz-reakce">{sub}</div>' if sub else "")
            + "</div>"
        )

    diskuse = (
        '<section class="nazory-ctenaru"><h2>Názory čtenářů (5)</h2>'
        + tree(cs_, item, lambda s: s)
        + '<form id="nz-form" action="/nazor" method="post"><textarea name="t"></textarea><button>Odeslat</button></form></section>'
    )
    st = Story(
        "Recenze: Poslední vlak do Vranova je tichá báseň o stárnutí",
        "Kamila Veselá",
        "2016-10-11T12:00:00+02:00",
        "11. 10. 2016",
        """
Režisérka natočila svůj druhý celovečerní film v krajině, kterou zná od dětství. Vypráví o dvou sourozencích, kteří se po třiceti letech potkávají na malém nádraží, jež má být zrušeno.

Film je pomalý a místy až zkouší trpělivost, ale odměňuje ty, kdo vydrží. Kamera se dívá dlouze a bez spěchu, hudba skoro chybí.

V kině Svět se film hraje do příští středy, vždy od půl osmé.
""",
        section="Kultura",
        related=("Podzimní festival dokumentů", "Divadlo hledá herce", "Koncert v kostele sv. Jiljí"),
        tags=("film", "recenze"),
    )
    return make(
        "al-mx-cs-kritici",
        "mixed",
        "cs-podhradi",
        st,
        Parts(before=kritici, after=diskuse),
        seeds(cs_),
        path="/kultura/recenze-posledni-vlak-do-vranova",
        container="section.nazory-ctenaru: h2 'Názory čtenářů (5)', div.nz-prispevek (b name · '12. 10. 2016 19:20', p.nz-text, 'Odpovědět'); replies in div.nz-reakce; before it section.kriticky-prehled (the look-alike)",
        heading="Názory čtenářů (5)",
        description="A Czech regional paper's film review of 2016: a critics' panel of four (name, outlet, stars, one or two sentences) between the article and 5 readers' comments with two replies.",
        lookalikes=("a film critics' panel (critic, outlet, stars, verdict)",),
    )


def hr_photos() -> Case:
    photos = rows("""
Ivana Perić | Lučica, uvala Sv. Ante | 18. 1. 2025. u 07:40 | More je jutros bilo kao ulje, a bura je stala točno kad je izašlo sunce.
Dino Matković | stari mol | 18. 1. 2025. u 08:15 | Ribari su čekali da valovi prestanu pa tek onda izašli. Brod Marija je prvi.
Ankica Jurić | Gornje selo | 18. 1. 2025. u 09:02 | Snijeg na Velom vrhu, prvi put nakon šest godina. Djeca su otrčala gore prije škole.
Toni Bašić | rt Kurjak | 18. 1. 2025. u 12:30 | Svjetionik u bijelom, pogled s ceste prema rtu.
""")
    tiles = "".join(
        f'<figure class="fc-foto"><img src="/_avatar/fc-{k}.svg" alt="" width="300" height="200"><figcaption>'
        f'<span class="fc-autor">{esc(n)}</span> <span class="fc-mjesto">{esc(m)}</span> <time class="fc-kad">{esc(t)}</time>'
        f'<p class="fc-opis">{esc(x)}</p></figcaption></figure>'
        for k, (n, m, t, x) in enumerate(photos)
    )
    galerija = (
        '<section class="vase-fotografije"><h3>Vaše fotografije: jutro nakon bure</h3><p>Fotografije pošaljite na '
        f'<a href="mailto:foto@lucica.example">foto@lucica.example</a>.</p><div class="fc-mreza">{tiles}</div></section>'
    )
    cs_ = thread("""
Marin V. | 18. 1. 2025. u 14:05 | - | - | Trajekt je jutros kasnio sat i pol, a na pristaništu nitko ništa nije znao reći.
Jelena | 18. 1. 2025. u 14:40 | 0 | - | Isto smo čekali, s djecom na hladnom. Trebali bi barem otvoriti čekaonicu.
Stipe Radić | 18. 1. 2025. u 16:12 | - | - | Na našem krovu bura je odnijela pola crijepa. Ima li netko broj dobrog krovopokrivača na otoku?
Nada Kos | 18. 1. 2025. u 17:55 | 2 | - | Zovite Franu iz Gornjeg sela, on je nama popravio prošle godine. Broj imate u trgovini kod Ane.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="kt-stavka"><div class="kt-tko"><strong>{esc(c.name)}</strong> <span>{esc(c.when)}</span></div>'
            f"{paras(c.seed.text)}{sub}</li>"
        )

    rasprava = (
        '<section class="citatelji-pisu"><h2>Čitatelji pišu</h2><ul class="kt-popis">'
        + tree(cs_, item, lambda s: f'<ul class="kt-odgovori">{s}</ul>')
        + "</ul></section>"
    )
    st = Story(
        "Bura do 150 km/h: trajekt kasnio, struje nije bilo pet sati",
        "Lučica danas",
        "2025-01-18T07:10:00+01:00",
        "18. siječnja 2025. 07:10",
        """
Olujna bura koja je puhala cijelu noć na udare do 150 kilometara na sat prekinula je opskrbu strujom u većem dijelu otoka. Elektra je kvar otklonila tek oko pet sati ujutro.

Prvi jutarnji trajekt isplovio je s više od sat vremena zakašnjenja. Lučka kapetanija upozorava da će vjetar jačati i sutra navečer.

Vatrogasci su tijekom noći intervenirali devet puta, uglavnom zbog srušenih stabala i oštećenih krovova.
""",
        section="Vijesti",
        related=("Novi red plovidbe od ožujka", "Maslinari zadovoljni urodom", "Koncert klape u crkvi"),
        tags=("bura", "trajekt"),
    )
    return make(
        "al-mx-hr-fotografije",
        "mixed",
        "hr-lucica",
        st,
        Parts(inside=galerija, after=rasprava),
        seeds(cs_),
        path="/vijesti/bura-trajekt-struja",
        container="section.citatelji-pisu: h2 'Čitatelji pišu', ul.kt-popis > li.kt-stavka (strong name, span time, p text); replies in ul.kt-odgovori; inside the article section.vase-fotografije (the look-alike)",
        heading="Čitatelji pišu",
        description="A Croatian island portal of 2025: an article on a storm with readers' photos inside it (four figures, each a name, a place, a time and a caption sentence) and 4 readers' comments with two replies below.",
        lookalikes=("readers' photos with captions (name, place, time, caption)",),
    )


def nb_words() -> Case:
    words = rows("""
uke 41 | 9. oktober 2020 | grautstreng | Om en som aldri gir seg i en diskusjon. Brukt i Øvre Elvedal, sjelden ellers.
uke 40 | 2. oktober 2020 | snøsprett | Den første snøen som ikke blir liggende. Kom inn fra en leser i Bjørkli.
uke 39 | 25. september 2020 | fjøsprat | Småprat om ingenting mens man gjør ferdig arbeidet. Vi fikk elleve forklaringer på dette ordet.
uke 38 | 18. september 2020 | tjærebrei | Den mørke stripa etter båten når den er nytjæret.
""")
    arkiv = "".join(
        f'<article class="ukeord"><p class="uo-uke">{esc(u)} · <time>{esc(d)}</time></p><h4 class="uo-ord">{esc(o)}</h4>'
        f'<p class="uo-forklaring">{esc(x)}</p></article>'
        for u, d, o, x in words
    )
    rail = f'<section class="ukas-ord-arkiv"><h3>Ukas ord – tidligere</h3>{arkiv}</section>'
    cs_ = thread("""
Ragnhild Fossum | 17. oktober 2020 kl. 09:12 | - | - | «Nøste» bruker vi fortsatt hjemme i Bjørkli, men mest om garn. At det skal ha vært brukt om folk, har jeg aldri hørt.
Olav Tveit | 17. oktober 2020 kl. 11:40 | 0 | - | Bestefar sa «han er eit skikkelig nøste» om en som var rotete. Så det fantes nok.
Ingrid | 17. oktober 2020 kl. 13:05 | - | - | Takk for en fin spalte. Jeg leser den alltid først.
Per Arne Hol | 18. oktober 2020 kl. 20:18 | - | - | Er det mulig å sende inn ord fra Nedre Elvedal? Vi har noen her som ingen skjønner.
Språkspalten | 19. oktober 2020 kl. 08:30 | 3 | red | Absolutt, Per Arne! Send dem til spalten, så tar vi dem med utover vinteren.
Kari Sønstebø | 19. oktober 2020 kl. 10:47 | - | - | Min mor brukte ordet om et stort hårfløkke om morgenen.
""")

    def item(i: int, c: C, sub: str) -> str:
        tag = ' <span class="sv-red">spalten</span>' if c.has("red") else ""
        return (
            f'<div class="svar-inn" id="s{i + 1}"><p class="svar-av"><b>{esc(c.name)}</b>{tag}</p>'
            f'{paras(c.seed.text)}<p class="svar-tid"><a href="#s{i + 1}">{esc(c.when)}</a> · <a href="#svar">Svar</a></p>'
            + (f'<div class="svar-under">{sub}</div>' if sub else "")
            + "</div>"
        )

    svar = (
        '<section class="lesersvar"><h3>6 svar til «Ukas ord: nøste»</h3>'
        + tree(cs_, item, lambda s: s)
        + '<div id="svar"><h4>Skriv et svar</h4><textarea name="t"></textarea><button>Send</button></div></section>'
    )
    st = Story(
        "Ukas ord: nøste",
        "Språkspalten ved Signe Lunde",
        "2020-10-16T12:00:00+02:00",
        "16. oktober 2020",
        """
Denne uka har vi fått mange brev om ordet «nøste». De fleste kjenner det som et nøste garn, men flere lesere skriver at det også har vært brukt om mennesker.

I Øvre Elvedal var «et nøste» en som var rotete og uordentlig, ifølge tre lesere som har skrevet til oss uavhengig av hverandre. I Norsk dialektleksikon finner vi ikke denne bruken.

Har du hørt ordet brukt på en annen måte? Skriv til spalten.
""",
        section="Språkspalten",
        related=("oktober 2020", "september 2020", "august 2020"),
        tags=("dialekt", "ukas ord"),
    )
    return make(
        "al-mx-nb-ukas-ord",
        "mixed",
        "nb-elvedal",
        st,
        Parts(rail=rail, after=svar),
        seeds(cs_),
        path="/spraakspalten/ukas-ord-noeste",
        container="section.lesersvar: h3 '6 svar til «Ukas ord: nøste»', div.svar-inn (b name, optional 'spalten' mark, text, p.svar-tid permalink time · 'Svar'); replies in div.svar-under; in the left column section.ukas-ord-arkiv (the look-alike)",
        heading="6 svar til «Ukas ord: nøste»",
        description="A Norwegian local paper's language column of 2020 on a blog-like layout: the column's archive of earlier 'words of the week' in the left column (week, date, word, explanation) and 6 readers' answers below the post, the column answering one.",
        lookalikes=("a language column's archive of words of the week (week, date, word, explanation)",),
    )


def ms_pantun() -> Case:
    entries = rows("""
Johan | Nur Aisyah binti Kamal, 15 tahun | SMK Teluk Kemuning | Pulau Pandan jauh ke tengah, / Gunung Daik bercabang tiga; / Laut tenang pantai pun indah, / Jaga bersama untuk selamanya.
Naib Johan | Muhammad Hafiz bin Razak, 16 tahun | SMK Bukit Gelam | Burung camar terbang rendah, / Hinggap sebentar di atas sampan; / Sampah plastik jangan dibuang, / Nanti penyu hilang di lautan.
Tempat ketiga | Siti Mariam binti Osman, 14 tahun | SMK Teluk Kemuning | Anak nelayan pergi ke pekan, / Membeli jala di kedai Cina; / Pantai bersih kita kekalkan, / Untuk adik di masa depan.
""")
    cards = "".join(
        f'<div class="pemenang"><p class="pm-tempat">{esc(t)}</p><p class="pm-nama"><b>{esc(n)}</b>, {esc(s)}</p>'
        f'<blockquote class="pm-pantun">{"<br>".join(esc(x.strip()) for x in p.split("/"))}</blockquote></div>'
        for t, n, s, p in entries
    )
    pantun = f'<section class="pantun-pemenang"><h3>Pantun pemenang</h3>{cards}</section>'
    cs_ = thread("""
Cikgu Rosnah | 2 hari lalu | - | - | Tahniah kepada semua peserta. Pantun Aisyah memang sedap dibaca, ringkas tapi penuh makna.
Pak Mat Nelayan | 2 hari lalu | - | - | Bagus anak-anak sekarang masih minat pantun. Dulu masa kecil kami berbalas pantun di jeti.
Farah | 1 hari lalu | 1 | - | Betul, Pak Mat. Harap pertandingan ini diadakan setiap tahun.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="ulasan-item"><span class="ul-nama">{esc(c.name)}</span> <span class="ul-masa">{esc(c.when)}</span>'
            f'{paras(c.seed.text)}<a href="#balas">Balas</a>'
            + (f'<div class="ul-balas">{sub}</div>' if sub else "")
            + "</div>"
        )

    ulasan = (
        '<section class="ulasan-pembaca"><h2>Ulasan pembaca (3)</h2>'
        + tree(cs_, item, lambda s: s)
        + "</section>"
    )
    st = Story(
        "Pertandingan pantun sekolah: 'Pantai kita, tanggungjawab kita'",
        "Oleh Zulkifli Hamid",
        "2026-03-09T10:00:00+08:00",
        "9 Mac 2026",
        """
Seramai 64 pelajar dari lima sekolah menengah di daerah ini menyertai pertandingan pantun anjuran persatuan nelayan dan pejabat pendidikan daerah. Tema tahun ini ialah kebersihan pantai.

Majlis penyampaian hadiah diadakan di dewan orang ramai Teluk Kemuning pada hari Sabtu. Juri terdiri daripada dua orang guru bahasa Melayu dan seorang penyair tempatan.

Pemenang tempat pertama menerima hadiah wang tunai RM500 dan sijil penghargaan.
""",
        section="Sastera",
        related=(
            "Gotong-royong bersihkan pantai",
            "Jeti baharu siap bulan depan",
            "Pasukan bola sepak sekolah ke peringkat negeri",
        ),
        tags=("pantun", "sekolah"),
    )
    return make(
        "al-mx-ms-pantun",
        "mixed",
        "ms-teluk",
        st,
        Parts(before=pantun, after=ulasan),
        seeds(cs_),
        path="/sastera/pertandingan-pantun-sekolah",
        container="section.ulasan-pembaca: h2 'Ulasan pembaca (3)', div.ulasan-item (span.ul-nama, span.ul-masa relative, p text, 'Balas'); a reply in div.ul-balas; before it section.pantun-pemenang (the look-alike)",
        heading="Ulasan pembaca (3)",
        description="A Malay community news site of 2026: an article on a school pantun competition with the three winning entries (place, pupil and school, a four-line pantun) and 3 readers' comments, one a reply; relative times.",
        lookalikes=("a pantun competition's winning entries (place, pupil, school, pantun)",),
    )


def mixed_al() -> list[Case]:
    return [cs_critics(), hr_photos(), nb_words(), ms_pantun()]
