"""Blind set AH: four mixed pages, a discussion of this article (3 to 5 readers' comments) beside a list of named,
dated short texts that are not comments: a football club's injury list in the right column (fr, 2015); a press
council's recent rulings above the thread (nl, 2024); listed heritage buildings in the thread's very own markup, below
it (ms, 2016); a postal service's new stamps, with their designers, in the article's text (sw, 2025). Written for this
set, in invented markup; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_ah_common import PartsK, listing, make, rows, seeds, story, tree
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed


def fr_infirmerie() -> Case:
    c = seeds("""
Bruno Lefèvre | 23/02/2015 à 21h12 | - | Sans Mathis en défense, on a pris trois buts sur coups de pied arrêtés. Il faut vite trouver une solution.
Nadia B. | 23/02/2015 à 22h40 | 0 | Le petit Rémi a été bon pour un premier match, laissons-lui du temps.
Gilles | 24/02/2015 à 08:05 | - | Bravo au public, plus de 600 personnes au stade malgré la pluie.
Sandrine Roux | 24/02/2015 à 12:47 | - | L'entraîneur devrait essayer deux attaquants contre Villeneuve.
""")
    injuries = rows(
        """
Mathis Girard | blessé le 15/02/2015 | défenseur, entorse du genou | Absent trois semaines. Il reprendra la course la semaine prochaine.
Yanis Belkacem | blessé le 22/02/2015 | milieu, contracture | Sorti à la 60e minute contre Saint-Loup. Incertain pour dimanche.
Kevin Mallet | blessé le 1/02/2015 | gardien, fracture d'un doigt | Retour prévu mi-mars. Rémi Fabre garde les buts en attendant.
Thomas Vidal | suspendu depuis le 8/02/2015 | attaquant, trois matchs | Son dernier match de suspension est celui de dimanche.
""",
        4,
    )
    rail = (
        '<div class="if-box" id="infirmerie"><h3>L\'infirmerie de l\'US Trois Rivières</h3>'
        + listing("if", injuries, "div")
        + "</div>"
    )
    thread = (
        '<div class="av-bloc" id="vos-avis"><h3>Vos avis</h3>'
        + tree(c, "av", wrap="div", pics=True, reply="Répondre", report="Signaler un abus")
        + "</div>"
    )
    st = story(
        "L'US Trois Rivières s'incline à domicile face à Saint-Loup",
        "Patrick Blanc",
        "2015-02-23T18:00:00+01:00",
        "23/02/2015",
        """
L'US Trois Rivières a perdu 3-1 dimanche face au FC Saint-Loup, devant plus de six cents spectateurs. Les trois buts visiteurs ont été marqués sur coups de pied arrêtés.

Privé de plusieurs titulaires, l'entraîneur Didier Roche a lancé le jeune gardien Rémi Fabre, dix-huit ans.
""",
        section="Sports",
    )
    return make(
        "ah-mx-fr-infirmerie",
        "mixed",
        "lk",
        "fr-lok",
        st,
        PartsK(after=thread, rail=rail),
        c,
        path="/sports/us-trois-rivieres-saint-loup",
        container="div.av-bloc#vos-avis: div.av-e entries (avatar; div.av-h: b.av-n name, span.av-d '23/02/2015 à 21h12'; div.av-x the text; 'Répondre', 'Signaler un abus'); the reply in div.av-sub inside its parent's; in the right column div.if-box#infirmerie, the club's injury list (div.if-e: b name, span 'blessé le 15/02/2015', small the post and injury, the note)",
        heading="Vos avis",
        description="A French regional daily of 2015: four readers' opinions (one nested reply) under 'Vos avis', and in the right column the club's injury list, four players each with a date and one or two sentences; the truth is the thread only.",
        lookalikes=("a football club's injury list, in the right column",),
    )


def nl_persraad() -> Case:
    c = seeds("""
Henk Jansen | 14 februari 2024, 10:22 | - | Terecht. Een naam noemen voordat iemand veroordeeld is, kan een leven kapotmaken.
Sanne de Vries | 14 februari 2024, 11:05 | - | Maar iedereen in het dorp wist al wie het was. Wat maakt het dan nog uit?
Peter Mulder | 14 februari 2024, 12:48 | - | @Sanne de Vries: dat het dorp het weet is iets anders dan dat het in de krant staat.
Fatima El Amrani | 14 februari 2024, 16:30 | - | Goed dat de krant het oordeel zelf publiceert. Dat zie je niet vaak.
Rob | 15 februari 2024, 08:14 | - | De krant excuseert zich, prima, maar de schade is al gedaan.
""")
    rulings = rows(
        """
J. Hoekstra tegen Dagblad Lindeveld | 12 februari 2024 | gegrond | De krant had de volledige naam van een verdachte niet mogen noemen. De Raad vindt dat de journalist onvoldoende heeft afgewogen.
Stichting Dorpsbelang Veenhuis tegen Omroep Regio Noord | 29 januari 2024 | ongegrond | De omroep heeft beide partijen aan het woord gelaten. Van eenzijdige berichtgeving is geen sprake.
M. Koster tegen Weekblad De Kustlijn | 15 januari 2024 | deels gegrond | Een foto van de klager is zonder toestemming gebruikt. Het artikel zelf was wel zorgvuldig.
Gemeente Bredewaard tegen Nieuwssite Polderpost | 8 januari 2024 | ongegrond | De site mocht citeren uit uitgelekte stukken omdat het publiek belang zwaarder weegt.
""",
        4,
    )
    board = (
        '<div class="rv-uitspraken" id="raad"><h3>Recente uitspraken van de Mediaraad</h3>'
        + listing("rv", rulings, "ul")
        + "</div>"
    )
    thread = (
        '<section class="wl-blok" id="wat-lezers-vinden"><h2>Wat lezers vinden</h2><ul class="wl-l">'
        + tree(c, "wl", item="li", name="strong", date="time", reply="Reageer")
        + "</ul></section>"
    )
    st = story(
        "Mediaraad: Dagblad Lindeveld had naam verdachte niet mogen noemen",
        "Redactie",
        "2024-02-14T09:00:00+01:00",
        "14 februari 2024",
        """
De Mediaraad heeft een klacht tegen deze krant gegrond verklaard. In een artikel over een brand in Veenhuis noemden wij in oktober de volledige naam van een verdachte.

De hoofdredactie aanvaardt het oordeel en publiceert het hier integraal. De naam is inmiddels uit het artikel verwijderd.
""",
        section="Regio",
    )
    return make(
        "ah-mx-nl-persraad",
        "mixed",
        "nw",
        "nl-now",
        st,
        PartsK(after=board + thread),
        c,
        path="/regio/mediaraad-naam-verdachte",
        container="section.wl-blok#wat-lezers-vinden > ul.wl-l: li.wl-e entries (div.wl-h: strong.wl-n name, time.wl-d '14 februari 2024, 10:22'; div.wl-x the text; 'Reageer'); flat, one '@name:' answer in the text; above it div.rv-uitspraken#raad, a <ul> of the press council's rulings (b the parties, the date, small the verdict, the summary)",
        heading="Wat lezers vinden",
        description="A Dutch regional daily of 2024: five readers' reactions (flat, one answering with '@Name:', part of the text, top level as the page shows it) under 'Wat lezers vinden', below a list of four recent rulings of a press council, each the parties, a date, the verdict and one or two sentences; the truth is the thread only.",
        lookalikes=("a press council's recent rulings, above the thread",),
    )


def ms_warisan() -> Case:
    c = seeds("""
Zulkifli Hamzah | 9 Ogos 2016, 10:15 pagi | - | Alhamdulillah, akhirnya rumah kedai lama di Jalan Sungai diwartakan. Datuk saya berniaga di situ.
Siti Aminah | 9 Ogos 2016, 11:40 pagi | 0 | Harap ada dana untuk membaiki bumbungnya juga, bukan sekadar papan tanda.
Lim Wei Ming | 9 Ogos 2016, 2:05 petang | - | Masjid lama itu cantik sekali waktu senja. Sesuai dijadikan tarikan pelancong.
Rahman | 10 Ogos 2016, 8:30 pagi | - | Bagaimana dengan jeti kayu di hujung pekan? Itu pun bersejarah.
""")
    listed = [
        Seed(n, t, None, w)
        for n, w, t in rows(
            """
Majlis Daerah Kuala Tenang | diwartakan 5 Ogos 2016 | Rumah kedai Jalan Sungai (1921). Deretan dua belas rumah kedai kayu dan batu, antara yang tertua di daerah ini.
Jawatankuasa Masjid Lama | diwartakan 5 Ogos 2016 | Masjid Lama Kampung Hilir (1908). Masjid kayu dengan bumbung bertingkat, masih digunakan setiap Jumaat.
Keluarga Tan Ah Kow | diwartakan 5 Ogos 2016 | Rumah Tan, Jalan Stesen (1930). Rumah dua tingkat dengan jubin asal dari luar negeri.
""",
            3,
        )
    ]
    thread = (
        '<div class="pw-ruang" id="pandangan"><h3>Pandangan pembaca</h3>'
        + tree(c, "pw", wrap="div", pics=True, reply="Balas")
        + "</div>"
    )
    heritage = (
        '<div class="pw-ruang" id="senarai-warisan"><h3>Bangunan yang diwartakan minggu ini</h3>'
        + tree(listed, "pw", pics=True, key="wr")
        + "</div>"
    )
    st = story(
        "Tiga bangunan lama di Kuala Tenang diwartakan sebagai warisan",
        "Nurul Huda Ismail",
        "2016-08-08T16:00:00+08:00",
        "8 Ogos 2016",
        """
Tiga bangunan lama di pekan Kuala Tenang diwartakan sebagai bangunan warisan pada Jumaat lalu. Pemiliknya tidak lagi boleh merobohkan atau mengubah bahagian luar bangunan tanpa kebenaran.

Majlis daerah berkata pemilik boleh memohon bantuan kewangan untuk kerja membaik pulih mulai tahun depan.
""",
        section="Daerah",
    )
    return make(
        "ah-mx-ms-warisan",
        "mixed",
        "lk",
        "ms-lok",
        st,
        PartsK(after=thread + heritage),
        c,
        path="/daerah/bangunan-warisan-diwartakan",
        container="div.pw-ruang#pandangan: div.pw-e entries (avatar; div.pw-h: b.pw-n name, span.pw-d '9 Ogos 2016, 10:15 pagi'; div.pw-x the text; 'Balas'); the reply in div.pw-sub inside its parent's; below it div.pw-ruang#senarai-warisan, the buildings listed this week in the very same markup (owner, 'diwartakan 5 Ogos 2016', the building; no 'Balas')",
        heading="Pandangan pembaca",
        description="A Malay district paper of 2016: four readers' views (one nested reply) under 'Pandangan pembaca', and below them three buildings listed as heritage, each its owner's name, the date and one or two sentences, in the thread's very own markup; the truth is the thread only.",
        lookalikes=(
            "heritage buildings listed this week: the owner, date, the building; in the thread's own markup",
        ),
    )


def sw_stempu() -> Case:
    c = seeds("""
Amina Juma | 4 Machi 2025, 09:14 | - | Stempu ya mnara wa taa ni nzuri sana. Nitanunua kwa ajili ya mwanangu anayekusanya stempu.
Baraka Mwakyusa | 4 Machi 2025, 11:32 | - | Hongera kwa wasanii wa hapa mkoani. Ni mara ya kwanza kuona kazi zao kwenye stempu.
Halima | 4 Machi 2025, 15:47 | 1 | Kweli, na bei yake si kubwa.
""")
    stamps = rows(
        """
Neema Kassim | zinatolewa 3 Machi 2025 | stempu ya shilingi 500 | Mchoro wa mnara wa taa wa Ras Kizimbani wakati wa machweo. Msanii alichora kwa rangi za maji.
Juma Athumani | zinatolewa 3 Machi 2025 | stempu ya shilingi 800 | Ngalawa za wavuvi zikirudi pwani asubuhi. Picha ilipigwa na msanii mwenyewe huko Mkunguni.
Grace Mollel | zinatolewa 3 Machi 2025 | stempu ya shilingi 1,200 | Mikoko ya delta na ndege wanaoishi humo. Msanii ni mwalimu wa sanaa katika shule ya sekondari.
""",
        4,
    )
    inbody = (
        '<div class="sm-mpya" id="stempu-mpya"><h4>Stempu tatu mpya na wasanii wake</h4>'
        + listing("sm", stamps, "div", pics=True)
        + "</div>"
    )
    thread = (
        '<section class="ws-eneo" id="wasomaji"><h3>Wasomaji wanasema</h3>'
        + tree(c, "ws", item="article", wrap="div", name="strong", date="time", reply="Jibu")
        + "</section>"
    )
    st = story(
        "Posta yazindua stempu za pwani zilizochorwa na wasanii wa mkoa",
        "Mwanaisha Salim",
        "2025-03-04T08:00:00+03:00",
        "4 Machi 2025",
        """
Shirika la Posta limezindua stempu tatu mpya zinazoonyesha mandhari ya pwani ya mkoa. Stempu hizo zimechorwa na wasanii watatu wa hapa.

Stempu zinapatikana katika ofisi zote za posta kuanzia wiki hii, pamoja na bahasha maalum ya siku ya kwanza.
""",
        section="Mkoa",
    )
    return make(
        "ah-mx-sw-stempu",
        "mixed",
        "nw",
        "sw-now",
        st,
        PartsK(inbody=inbody, after=thread),
        c,
        path="/mkoa/stempu-mpya-za-pwani",
        container="section.ws-eneo#wasomaji: article.ws-e entries (div.ws-h: strong.ws-n name, time.ws-d '4 Machi 2025, 09:14'; div.ws-x the text; 'Jibu'); the reply in div.ws-sub inside its parent's; in the article's text div.sm-mpya#stempu-mpya, the three new stamps (a picture, b the designer, 'zinatolewa 3 Machi 2025', small the value, the description)",
        heading="Wasomaji wanasema",
        description="A Swahili regional news site of 2025: three readers' comments (one nested reply) under 'Wasomaji wanasema', and in the article's text three new stamps, each with a picture, the designer's name, the date of issue and one or two sentences; the truth is the thread only.",
        lookalikes=("a postal service's new stamps with their designers, in the article's text",),
    )


def mixed_ah() -> list[Case]:
    return [fr_infirmerie(), nl_persraad(), ms_warisan(), sw_stempu()]
