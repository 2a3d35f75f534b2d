"""Blind set AK: four mixed pages, a discussion of this article (5 to 8 readers' comments) in the served HTML beside a
list of named short texts that are not comments, of kinds the earlier sets do not name: the growers' deliveries at a
wine co-operative's weighbridge, placed between the article and the discussion (ca); a city run's pacers with their
target times and a word of advice (sk); the neighbours' notes left with books in a little free library (hr); families'
graduation congratulations printed by the paper (ms). Written for this set; every name, place and text invented, each
comment and entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ak_common import (
    Case,
    Parts,
    Row,
    Story,
    body,
    esc,
    make,
    nest,
    rows,
    seeds_of,
    thread,
)


def ca_harvest() -> Case:
    rs = thread("""
Montse Vilaró | 26 set. 2025, 08:12 | - | - | Quina alegria llegir que la garnatxa arriba amb bon grau. Després de dos anys de sequera, ja tocava.
Jaume Ferrer | 26 set. 2025, 09:30 | - | - | El preu per quilo continua sent el mateix que fa deu anys, però. Així els joves no es quedaran a la vinya.
Pere Masdéu | 26 set. 2025, 10:05 | 1 | - | Tens raó, Jaume. La cooperativa hauria d'explicar a l'assemblea per què no s'ha apujat.
Laia R. | 26 set. 2025, 12:48 | - | - | Hi ha visites a la bàscula per a escoles? Als meus alumnes els encantaria veure-ho.
Cooperativa de les Vinyes | 26 set. 2025, 13:20 | 3 | red | Hola, Laia! Sí, els dimarts i dijous al matí fins a mitjan octubre. Truqueu a l'oficina per reservar.
Quim | 26 set. 2025, 19:02 | - | - | Les fotos de les colles de veremadors són precioses. La del tractor vermell sembla de fa cinquanta anys.
Roser Gual | 27 set. 2025, 07:41 | - | - | El meu avi portava el raïm amb mula fins a aquesta mateixa bàscula. Gràcies per l'article.
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        org = ' <span class="cm-entitat">Entitat</span>' if r.has("red") else ""
        return (
            f'<article class="cm-peca" id="cm-{i + 1}"><h4 class="cm-qui">{esc(x.author)}{org}</h4><p class="cm-data">{esc(x.when)}</p>'
            f'<div class="cm-cos">{body(r.raw)}</div><a class="cm-respon" href="#cm-nou">Respon</a>{sub}</article>'
        )

    thread_html = (
        '<section class="cm"><h2>Comentaris (7)</h2>'
        + nest(rs, item, lambda s, _p: f'<div class="cm-respostes">{s}</div>')
        + '<form id="cm-nou" method="post" action="/cm/envia"><textarea name="text" placeholder="Escriu el teu comentari"></textarea>'
        '<button type="submit">Publica</button></form></section>'
    )
    deliveries = rows("""
Cal Pujol · Josep Pujol | 07:42 | 1.840 kg · 14,2° | Garnatxa negra de la Coma. Gra petit i molt sa, sense cap rastre de floridura.
Teresa Llort | 08:05 | 920 kg · 13,6° | Macabeu de les feixes de dalt. Collit a primera hora per evitar la calor.
Germans Domènech | 08:31 | 2.310 kg · 14,8° | Carinyena vella, ceps de més de seixanta anys. La millor collita des del 2019.
Ramon Sabaté | 09:10 | 640 kg · 12,9° | Garnatxa blanca. Una part l'ha tocada la pedra de juliol, però la resta està bé.
Mas de l'Alzina · Núria Vidal | 09:47 | 1.275 kg · 14,0° | Syrah de la finca nova. Primer any que la porten a la cooperativa.
""")
    rows_html = "".join(
        f'<li class="bs-entrada"><p class="bs-soci"><b>{esc(n)}</b> <span class="bs-hora">{esc(t)}</span></p><p class="bs-pes">{esc(k)}</p>'
        f'<p class="bs-nota">{esc(x)}</p></li>'
        for n, t, k, x in deliveries
    )
    bascula = (
        '<section class="bascula"><h3>A la bàscula aquest dijous al matí</h3>'
        "<p>Les primeres entrades del dia, amb els quilos i el grau que ha marcat el laboratori de la cooperativa.</p>"
        f'<ol class="bs-llista">{rows_html}</ol></section>'
    )
    st = Story(
        "Verema generosa al Priorat de Baix: la garnatxa arriba amb catorze graus",
        "Text: Marta Cabré",
        "2025-09-25T18:00:00+02:00",
        "25/09/2025",
        """
La cooperativa de les Vinyes ha rebut aquesta setmana les primeres partides de garnatxa, amb una graduació mitjana de catorze graus i un raïm molt sa després d'un estiu sense grans onades de calor.

Els socis preveuen una collita un vint per cent superior a la de l'any passat. El preu per quilo, però, es manté igual, i alguns viticultors ho van retreure a l'última assemblea.

La verema continuarà fins a mitjan octubre. La cooperativa obre la bàscula a les visites escolars els dimarts i els dijous.
""",
        section="Pagesia",
    )
    return make(
        "ak-mx-ca-bascula",
        "mixed",
        "ca-lesvinyes",
        st,
        Parts(before=bascula, after=thread_html),
        seeds_of(rs),
        path="/pagesia/verema-garnatxa-catorze-graus",
        container="section.cm: h2 'Comentaris (7)', article.cm-peca (h4.cm-qui name, p.cm-data, div.cm-cos, 'Respon'); replies in div.cm-respostes inside the parent; between the article and the comments, section.bascula: ol.bs-llista > li.bs-entrada × 5 (grower, time, kilos and degree, sentence)",
        heading="Comentaris (7)",
        description="A Catalan wine-country portal of 2025: seven readers' comments on the grape harvest (two replies, one from the co-operative) and, between the article and the comments, the morning's five deliveries at the co-operative's weighbridge, each a grower's name, a time, kilos and degree and a sentence.",
        lookalikes=(
            "growers' deliveries at a co-operative's weighbridge (name, time, kilos and degree, note), placed between the article and the discussion",
        ),
    )


def sk_pacers() -> Case:
    rs = thread("""
Martina Hudecová | 14.4.2019 o 18:22 | - | - | Bežala som prvýkrát polmaratón a bolo to úžasné. Ďakujem všetkým, čo stáli pri trati v Novej Bani a fandili.
Peter Kollár | 14.4.2019 o 19:05 | - | - | Organizácia super, ale na občerstvovačke na desiatom kilometri došli poháre. Pre tých vzadu to bolo nepríjemné.
Ján Baláž | 14.4.2019 o 19:40 | 1 | - | Potvrdzujem, pili sme priamo z fliaš. Snáď sa to budúci rok zlepší.
Zuzana M. | 14.4.2019 o 21:13 | - | - | Gratulujem víťazovi, tie dve minúty náskoku na konci boli neuveriteľné.
Ondrej | 15.4.2019 o 07:02 | - | - | Bude aj budúci rok trasa popri rieke? Tá časť bola najkrajšia.
Katarína Šimková | 15.4.2019 o 08:30 | - | - | Fotky z cieľa sú už na stránke organizátorov? Hľadám sa na nich 😊
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        return (
            f'<div class="dsk-sk" id="dsk-{i + 1}"><div class="dsk-sk-hlava"><strong>{esc(x.author)}</strong> <em>{esc(x.when)}</em></div>'
            f'<div class="dsk-sk-telo">{body(r.raw)}</div><div class="dsk-sk-akcie"><a href="#dsk-novy">Odpovedať</a></div>{sub}</div>'
        )

    thread_html = (
        '<section class="diskusia-sk"><h2>Diskusia (6)</h2>'
        + nest(rs, item, lambda s, _p: f'<div class="dsk-sk-odpovede">{s}</div>')
        + "</section>"
    )
    pacers = rows(
        """
Michal Kováč | 1:35:00 | Začnem o pár sekúnd pomalšie a zrýchlim po moste. Kto vydrží so mnou do dvadsiateho kilometra, dá to.
Lucia Hrušková | 1:45:00 | Budem mať na chrbte žltý balón. Na občerstvovačkách sa nezastavujeme, pijeme za behu.
Tomáš Varga | 1:55:00 | Prvé kopce pri kostole nechajte ísť ľahko. Sily budete potrebovať na posledné tri kilometre.
Eva Mináriková | 2:05:00 | Bežím každý kilometer rovnakým tempom, nezáleží na tom, či je kopec alebo rovinka.
Róbert Sýkora | 2:15:00 | Moja skupina je pre všetkých, ktorí bežia prvý polmaratón. Hlavné je dobehnúť s úsmevom.
""",
        3,
    )
    li = "".join(
        f'<li class="vodic"><p><b class="vodic-meno">{esc(n)}</b> <span class="vodic-cas">cieľový čas {esc(t)}</span></p>'
        f'<p class="vodic-rada">{esc(x)}</p></li>'
        for n, t, x in pacers
    )
    rail = (
        f'<section class="vodici"><h3>Vodiči tempa na tento rok</h3><ul class="vodici-zoznam">{li}</ul>'
        '<p><a href="/sport/polmaraton-2019/vodici">Ako sa pridať ku skupine</a></p></section>'
    )
    st = Story(
        "Polmaratón popri Hrone: rekordných 1 200 bežcov a nový traťový rekord",
        "Igor Šimko",
        "2019-04-14T15:00:00+02:00",
        "14. apríla 2019",
        """
Tohtoročný polmaratón popri Hrone prilákal rekordných 1 200 bežcov. Víťaz pretekov prekonal traťový rekord o viac ako minútu a do cieľa dobehol s dvojminútovým náskokom.

Trať viedla z námestia cez most a potom popri rieke až k priehrade. Organizátori nasadili päť vodičov tempa, ktorí pomáhali bežcom držať cieľový čas.

Niektorí bežci sa sťažovali na nedostatok pohárov na jednej z občerstvovacích staníc. Organizátori sľúbili nápravu.
""",
        section="Šport",
    )
    return make(
        "ak-mx-sk-vodici",
        "mixed",
        "sk-dolnyhron",
        st,
        Parts(after=thread_html, rail=rail),
        seeds_of(rs),
        path="/sport/polmaraton-popri-hrone",
        container="section.diskusia-sk: h2 'Diskusia (6)', div.dsk-sk (strong name, em time, div.dsk-sk-telo, 'Odpovedať'); the reply in div.dsk-sk-odpovede inside its parent; in the rail, section.vodici: ul.vodici-zoznam > li.vodic × 5 (name, 'cieľový čas h:mm:ss', a sentence of advice)",
        heading="Diskusia (6)",
        description="A Slovak regional paper of 2019: six readers' comments on a half marathon (one reply, an emoji) and, in the rail, the race's five pacers, each a name, a target time and a sentence of advice.",
        lookalikes=("a race's pacers (name, target time, advice)",),
    )


def hr_library() -> Case:
    rs = thread("""
Ivana K. | 3. kolovoza 2021. u 21:05 | - | - | Predivna ideja! Ostavila sam jučer dvije knjige za djecu, nadam se da će ih netko uzeti.
Otočanin | 3. kolovoza 2021. u 21:40 | 0 | au | Već su otišle, Ivana! Jutros ih je uzela jedna obitelj iz kampa.
Mate Jurić | 4. kolovoza 2021. u 09:12 | - | - | Ima li mjesta i za stare brojeve časopisa o ribolovu? Imam ih pun tavan.
Otočanin | 4. kolovoza 2021. u 10:30 | 2 | au | Donesi nekoliko, Mate, pa ćemo vidjeti kako idu. Polica je mala.
Nives | 5. kolovoza 2021. u 18:47 | - | - | Ljeti je riva puna turista, ali zimi će to biti mjesto gdje se susjedi sretnu. Bravo.
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        badge = ' <span class="kom-autor">autor bloga</span>' if r.has("au") else ""
        return (
            f'<li class="kom" id="kom-{i + 1}"><p class="kom-tko"><b>{esc(x.author)}</b>{badge} <small>{esc(x.when)}</small></p>'
            f'<div class="kom-tekst">{body(r.raw)}</div>{sub}</li>'
        )

    thread_html = (
        '<section class="komentari"><h3>Komentari</h3><ol class="kom-lista">'
        + nest(rs, item, lambda s, _p: f'<ol class="kom-odgovori">{s}</ol>')
        + "</ol></section>"
    )
    notes = rows("""
Baba Marija | 31. srpnja | Stara kuharica s otoka | Tu su recepti moje mame, neka ih netko isproba. Ja više ne kuham za puno ljudi.
Luka, 9 godina | 1. kolovoza | Strip o gusarima | Pročitao sam ga tri puta. Sad neka ga pročita netko drugi.
Anonimno | 1. kolovoza | Vodič kroz zvijezde | Za one koji navečer sjede na rivi i gledaju nebo.
Dragica i Stipe | 2. kolovoza | Roman na njemačkom | Ostavili su ga gosti iz apartmana. Možda ga netko treba za vježbu jezika.
""")
    li = "".join(
        f'<li class="kk-poruka"><p><b>{esc(n)}</b> · <span>{esc(d)}</span> · <i>{esc(b)}</i></p><p>{esc(x)}</p></li>'
        for n, d, b, x in notes
    )
    box = (
        '<aside class="ceduljice"><h4>Ceduljice iz knjižnice na rivi ovaj tjedan</h4>'
        "<p>Uz knjige ljudi ostavljaju poruke. Prepisao sam nekoliko:</p>"
        f'<ul class="kk-popis">{li}</ul></aside>'
    )
    st = Story(
        "Mala knjižnica na rivi: uzmi knjigu, ostavi knjigu",
        "Otočanin",
        "2021-08-02T20:00:00+02:00",
        "2. kolovoza 2021.",
        """
Prošli tjedan smo uz staru vagu na rivi postavili drvenu kućicu s policama. Napravio ju je susjed Ante od dasaka stare barke, a djeca su je obojala u plavo.

Pravilo je jednostavno: uzmi knjigu, ostavi knjigu. Nitko ništa ne zapisuje i ništa se ne vraća.

U prvih tjedan dana izmijenilo se više od pedeset knjiga, na pet jezika. Neki su uz knjige ostavili i poruke.
""",
        section="Otok",
    )
    return make(
        "ak-mx-hr-ceduljice",
        "mixed",
        "hr-otocani",
        st,
        Parts(inside=box, after=thread_html),
        seeds_of(rs),
        path="/otok/mala-knjiznica-na-rivi",
        container="section.komentari: h3 'Komentari', ol.kom-lista > li.kom (b name, 'autor bloga' badge, small time, div.kom-tekst); replies in ol.kom-odgovori inside the parent li; in the post, aside.ceduljice: ul.kk-popis > li.kk-poruka × 4 (name, day, book, a sentence)",
        heading="Komentari",
        description="A Croatian island blog of 2021: five readers' comments on a little free library (two replies by the blog's author, badged) and, in the post, four notes neighbours left with their books, each a name, a day, a book and a sentence; times '3. kolovoza 2021. u 21:05'.",
        lookalikes=("notes left with books in a little free library (name, day, book, sentence)",),
    )


def ms_graduates() -> Case:
    rs = thread("""
Noraini Abdullah | 13 Dis 2025, 8:14 PG | - | s=24 | Tahniah kepada semua graduan! Anak saudara saya antara yang menerima ijazah kelas pertama tahun ini.
Faizal Rahman | 13 Dis 2025, 9:02 PG | - | s=11 | Dewan baharu itu memang cantik, tetapi tempat letak kereta tidak cukup. Kami terpaksa berjalan hampir satu kilometer.
Lim Wei Ling | 13 Dis 2025, 10:37 PG | 1 | s=6 | Betul. Tahun depan harap pihak kolej sediakan bas ulang-alik dari padang.
Suresh Kumar | 13 Dis 2025, 12:20 PTG | - | s=15 | Bangga melihat ramai graduan dari kampung kita. Sepuluh tahun dahulu, tidak ramai yang dapat masuk universiti.
Aminah | 13 Dis 2025, 3:45 PTG | - | s=3 | Tahniah!
Hafiz Zainal | 13 Dis 2025, 7:58 MLM | - | s=9 | Ada sesiapa tahu bila gambar rasmi majlis boleh dibeli? Saya terlepas gerai jurugambar semalam.
Rosnah Ismail | 14 Dis 2025, 7:30 PG | 5 | s=2 | Boleh tempah di pejabat kolej sehingga hujung bulan, saya baru tanya semalam.
Daniel Tan | 14 Dis 2025, 9:15 PG | - | s=5 | Ucapan pelajar terbaik itu sangat menyentuh hati. Dia menyebut nama setiap guru sekolah rendahnya.
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        return (
            f'<div class="kp-item" id="kp-{i + 1}"><div class="kp-atas"><span class="kp-nama">{esc(x.author)}</span> '
            f'<span class="kp-masa">{esc(x.when)}</span></div><div class="kp-isi">{body(r.raw)}</div>'
            f'<div class="kp-bawah"><button type="button" class="kp-suka">Suka · {r.get("s")}</button> <a href="#kp-borang">Balas</a></div>{sub}</div>'
        )

    thread_html = (
        '<section class="komen-pembaca"><h3>Komen pembaca (8)</h3>'
        + nest(rs, item, lambda s, _p: f'<div class="kp-balasan">{s}</div>')
        + '<form id="kp-borang" method="post" action="/komen/hantar"><textarea name="komen"></textarea><button type="submit">Hantar</button></form></section>'
    )
    wishes = rows(
        """
Ayah, Ibu dan adik-adik | 10 Dis 2025 | Untuk Nur Aisyah binti Kamal, Ijazah Sarjana Muda Perakaunan | Syukur alhamdulillah, penat lelah Kakak selama empat tahun terbayar. Kami semua bangga dengan Kakak.
Keluarga Chong | 10 Dis 2025 | Untuk Chong Jia Hui, Diploma Kejururawatan | Tahniah, Hui! Semoga menjadi jururawat yang penyayang seperti nenek.
Atuk dan Opah, Kampung Sepi Hulu | 11 Dis 2025 | Untuk Muhammad Irfan, Ijazah Kejuruteraan Awam | Cucu pertama dalam keluarga yang bergraduat. Atuk doakan Irfan berjaya dunia dan akhirat.
Isteri dan anak-anak | 11 Dis 2025 | Untuk Encik Ravi a/l Muthu, Sarjana Pendidikan | Belajar sambil bekerja bukan mudah. Papa tetap hero kami.
Rakan-rakan Kelab Bola Sepak | 12 Dis 2025 | Untuk Azlan Shah, Diploma Sains Sukan | Dari padang ke pentas graduasi! Jumpa di latihan Sabtu ini, jurulatih baharu.
""",
        4,
    )
    cards = "".join(
        f'<div class="ut-kotak"><p class="ut-kepada">{esc(k)}</p><p class="ut-ucapan">{esc(x)}</p>'
        f'<p class="ut-daripada">— {esc(n)}, <span>{esc(d)}</span></p></div>'
        for n, d, k, x in wishes
    )
    box = (
        '<section class="ucapan-tahniah"><h3>Ucapan tahniah daripada keluarga</h3>'
        f'<div class="ut-grid">{cards}</div><p><a href="/iklan/ucapan-tahniah">Hantar ucapan tahniah anda (RM30)</a></p></section>'
    )
    st = Story(
        "Seramai 1,480 graduan terima ijazah di majlis konvokesyen kolej daerah",
        "Oleh Sarah Yusof",
        "2025-12-12T21:00:00+08:00",
        "12 Disember 2025",
        """
Seramai 1,480 graduan menerima ijazah, diploma dan sijil pada majlis konvokesyen ke-15 kolej daerah Kuala Sepi yang berlangsung selama tiga hari di dewan baharu kolej.

Anugerah pelajar terbaik diberikan kepada seorang graduan perakaunan dari Kampung Sepi Hulu. Dalam ucapannya, dia berterima kasih kepada setiap guru yang pernah mengajarnya.

Pihak kolej memohon maaf atas kesesakan di tempat letak kereta dan berjanji menyediakan bas ulang-alik tahun depan.
""",
        section="Pendidikan",
    )
    return make(
        "ak-mx-ms-tahniah",
        "mixed",
        "ms-kualasepi",
        st,
        Parts(after=box + thread_html),
        seeds_of(rs),
        path="/pendidikan/konvokesyen-kolej-daerah",
        container="section.komen-pembaca: h3 'Komen pembaca (8)', div.kp-item (span.kp-nama, span.kp-masa, div.kp-isi, 'Suka · n', 'Balas'); replies in div.kp-balasan inside the parent; above it, section.ucapan-tahniah: div.ut-kotak × 5 (to whom, the message, '— sender, date')",
        heading="Komen pembaca (8)",
        description="A Malay district news portal of 2025: eight readers' comments on a graduation ceremony (two replies, a one-word comment, like counts) and, above them, five families' paid graduation congratulations, each a graduate, a message and '— sender, date'.",
        lookalikes=("families' graduation congratulations (graduate, message, sender, date)",),
    )


def mixed_ak() -> list[Case]:
    return [ca_harvest(), sk_pacers(), hr_library(), ms_graduates()]
