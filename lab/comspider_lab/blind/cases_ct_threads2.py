"""Blind set CT: three more discussions in the served HTML: a Romanian regional daily's article page 2 of 2 with the
readers' words inside the story's own element after its last paragraph, no heading, relative times, a newsroom answer
in a blockquote (ro); a Slovak beekeepers' club site's "Ohlasy" as one two-column layout table per entry, the
club's answers in tables indented by an inline margin (sk); an Indonesian travel blog's "Tanggapan" as a
guestbook-like list without any date, the blogger's answers nested (id). Every class name, name, place and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ct_common import Case, Parts, Story, box, case, entries, esc, links, paras
from comspider_lab.blind.content_ct import SITES_CT
from comspider_lab.blind.layout_ct import render_ct


def ro_pagina2() -> Case:
    cs = entries("""
@@ Ionel Mureșan | acum 2 zile | -
Podul ăsta l-au reparat în 2008, am văzut cu ochii mei cum au pus asfalt peste fisuri și gata. Acum ne mirăm că nu
mai ține. Camioanele de la cariera de la Bălăușeri trec zilnic cu câte 40 de tone, ce să mai zici.
@@ vasile_t | acum 2 zile | -
pai si pe unde sa mergem acum cu tractorul la camp? ocolul prin Tarnaveni inseamna 30 de km dus si 30 intors,
motorina cine o plateste?
@@ Doina | ieri, 18:40 | 0
@Ionel așa e, și eu țin minte. Primarul de atunci a zis că e o soluție provizorie pentru doi ani. Provizoriul la noi
durează o viață.
@@ Prof. Elena Cozma | ieri, 21:05 | -
Copiii din Sâncrai care învață la liceul din Târnăveni trec podul cu microbuzul școlar în fiecare dimineață.
Microbuzul mai are voie să treacă? Articolul nu spune nimic despre asta. Vă rog să întrebați la primărie.
@@ Redacția | azi, 09:12 | 3
Am întrebat: limita de 7,5 tone nu afectează microbuzul școlar, care are 5 tone. Autobuzele mari de linie vor fi
însă deviate prin Cuștelnic.
@@ Gheorghe | azi, 10:27 | -
Bine că s-au trezit înainte să cadă un camion în Târnavă. Mai bine ocolim câteva luni decât să plângem după aceea.
""")
    site = SITES_CT["ro-tarnave"]

    def entry(i: int) -> str:
        c = cs[i]
        own = f'<p class="etx"><b>{esc(c.author)}</b> <i>({esc(c.when)})</i>:<br />{esc(c.text)}</p>\n'
        for d in cs:
            if d.parent == i and d.author == "Redacția":
                own += (
                    f"<blockquote><p><b>{esc(d.author)}</b> <i>({esc(d.when)})</i>, răspuns pentru {esc(c.author)}:"
                    f"<br />{esc(d.text)}</p></blockquote>\n"
                )
        return own

    loose = "".join(entry(i) for i, c in enumerate(cs) if c.author != "Redacția")
    pager = (
        '<p class="etpg">Pagina: <a href="/actualitate/2013/04/podul-de-la-sancrai-inchis-pentru-camioane.html">1</a> '
        '<b>2</b> | <a href="/actualitate/2013/04/podul-de-la-sancrai-inchis-pentru-camioane.html">« pagina '
        "anterioară</a></p>\n"
    )
    inside = (
        pager + '<p class="etsh">Distribuie: <a href="http://www.facebook.com/sharer.php">Facebook</a> · '
        '<a href="http://twitter.com/share">Twitter</a> · <a href="/trimite">Trimite unui prieten</a> · Afișări: 2.417</p>\n'
        + loose
        + '<p class="etf"><b>Spune-ți părerea</b> (mesajele care conțin injurii vor fi șterse)<br />'
        '<input type="text" name="nume" value="Nume" /> <textarea name="mesaj" rows="4" cols="50"></textarea> '
        '<input type="submit" value="Trimite" /></p>\n'
    )
    side = (
        box(
            "ro-tarnave",
            "Cele mai citite",
            '<ol><li><a href="/a/5521">Accident grav la ieșirea din Târnăveni</a></li>'
            '<li><a href="/a/5517">Podul de la Sâncrai, închis pentru camioane</a></li>'
            '<li><a href="/a/5502">Zilele orașului: programul concertelor</a></li>'
            '<li><a href="/a/5498">Gaz Metan a pierdut derby-ul</a></li></ol>',
        )
        + box("ro-tarnave", "Vremea", "<p>Târnăveni 17°C, cer variabil. Mâine: 8°C / 19°C.</p>")
        + box("ro-tarnave", "Curs valutar BNR", "<p>EUR 4,3812 · USD 3,3640 · HUF 1,4713 (100)</p>")
        + box(
            "ro-tarnave",
            "Farmacii de serviciu",
            "<p>Farmacia Remedia, str. Republicii 12 · Farmacia Sf. Maria, Piața Primăriei 3</p>",
        )
        + box(
            "ro-tarnave",
            "Mica publicitate",
            links(
                [
                    "Vând casă cu grădină în Cuștelnic",
                    "Angajăm șofer categoria C+E",
                    "Vând lemne de foc, transport gratuit",
                ]
            ),
        )
        + '<div class="etbox" style="height:250px;background:#f4f4f4;text-align:center">PUBLICITATE</div>'
    )
    p2 = Story(
        title="Podul de la Sâncrai, închis pentru camioane (2)",
        byline="de Cristian Pop",
        iso="2013-04-22",
        shown="luni, 22 aprilie 2013",
        text="""
Primarul comunei, Ioan Suciu, spune că a cerut de mai multe ori Consiliului Județean bani pentru consolidarea
podului. „Am trimis adrese în 2010, în 2011 și anul trecut. De fiecare dată ni s-a răspuns că nu sunt fonduri”, a
declarat edilul.

Potrivit Direcției de Drumuri Județene, un proiect de reabilitare ar costa în jur de 1,8 milioane de lei. Lucrările
nu vor începe mai devreme de anul viitor, iar până atunci pe pod pot circula doar vehiculele de până la 7,5 tone.

Transportatorii și fermierii din zonă vor trebui să ocolească prin Târnăveni, ceea ce înseamnă aproape 30 de
kilometri în plus. Poliția va verifica respectarea restricției, iar amenzile pornesc de la 1.000 de lei.
""",
    )
    p1 = Story(
        title="Podul de la Sâncrai, închis pentru camioane",
        byline="de Cristian Pop",
        iso="2013-04-22",
        shown="luni, 22 aprilie 2013",
        dek="Podul peste Târnava Mică de la Sâncrai a fost închis pentru vehiculele de peste 7,5 tone după ce o expertiză a "
        "arătat fisuri grave în grinzi.",
        text="""
Indicatoarele au apărut vineri seara la ambele capete ale podului, iar de sâmbătă dimineață poliția rutieră oprește
camioanele care încearcă să treacă.

Expertiza comandată de Consiliul Județean arată că două dintre grinzile de beton au fisuri de până la un centimetru,
iar armătura este corodată în mai multe locuri. Podul a fost construit în 1972.

Ultima reparație a avut loc în 2008, când a fost refăcut doar stratul de asfalt.
""",
    )
    page1 = render_ct(
        "divs",
        site,
        p1,
        Parts(
            inside='<p class="etpg">Pagina: <b>1</b> <a href="/actualitate/2013/04/podul-de-la-sancrai-inchis-pentru-camioane-2.html">2</a> '
            '| <a href="/actualitate/2013/04/podul-de-la-sancrai-inchis-pentru-camioane-2.html">pagina următoare »</a></p>',
            side=side,
        ),
    )
    return case(
        "ct-ro-pagina2",
        "discussion",
        "ro-tarnave",
        "divs",
        p2,
        Parts(inside=inside, side=side, style=".etx{border-top:1px dotted #bbb;padding-top:6px}"),
        cs,
        path="/actualitate/2013/04/podul-de-la-sancrai-inchis-pentru-camioane-2.html",
        container="inside the story's own div.etart after its last paragraph, the pager and the share line: "
        "p.etx '<b>NAME</b> <i>(acum 2 zile)</i>:<br />TEXT' each, the newsroom's answer in a <blockquote> after its "
        "parent; no heading",
        heading=None,
        description="A Romanian regional daily's article page 2 of 2 (page 1 is saved beside it, without readers' "
        "words): 6 entries inside the story's element after the pager, no heading, relative times ('acum 2 zile', "
        "'ieri, 18:40', 'azi, 09:12'), one text without diacritics, an '@Ionel' answer, the newsroom answering in a "
        "blockquote; most read, weather, exchange rates, chemists on duty, classifieds.",
        files={"/actualitate/2013/04/podul-de-la-sancrai-inchis-pentru-camioane.html": page1},
    )


def sk_ohlasy() -> Case:
    cs = entries("""
@@ Jozef Baláž | Pohorelá · 12. 4. 2011 | -
Dobrý deň, mám 14 včelstiev v Pohorelej pri ihrisku. Patrím do tej zóny? Na mape v prílohe to nie je vidieť,
obrázok je veľmi malý.
@@ Ing. Pavol Kmeť | správca stránky · 12. 4. 2011 | 0
Pán Baláž, áno, celá Pohorelá je v ochrannom pásme 3 km. Prehliadku u Vás urobí pán Hudec budúci týždeň, zavolá
Vám vopred. Väčšiu mapu som doplnil do článku.
@@ Marta Lukáčová | Heľpa · 13. 4. 2011 | -
Môžem v pásme predávať med zo dvora? Mám stálych zákazníkov z Bratislavy, chodia každý rok v máji.
@@ Ing. Pavol Kmeť | správca stránky · 13. 4. 2011 | 2
Med predávať môžete, zákaz sa týka presunu včelstiev, plástov a použitých úľov. Pre istotu sa ešte spýtajte na
RVPS Brezno.
@@ Ondrej Šuster | Závadka nad Hronom · 14. 4. 2011 | -
Tak toto sme tu ešte nemali. Včelárim 35 rokov a mor sme v doline nikdy nemali. Niekto doviezol lacné rojčeky z juhu
bez veterinárneho osvedčenia, inak si to neviem vysvetliť.
@@ Janko | 14. 4. 2011 | -
Ďakujem za info, rozoslal som to ďalej aj chlapom z Polomky, nie všetci chodia na internet.
@@ Anna Kohútová | Valaská · 16. 4. 2011 | -
Včera bol u nás pán Hudec, prehliadka trvala dve hodiny a všetko je v poriadku. Chcem len povedať, že bol veľmi
ochotný a všetko vysvetlil. Tak sa nebojte a ohláste sa.
@@ Ondrej Šuster | Závadka nad Hronom · 18. 4. 2011 | -
Ešte k tomu, čo som písal: na schôdzi 30. apríla by sme mali prebrať aj spoločný nákup liečiv, nech to nekupuje
každý zvlášť. Vyjde to lacnejšie.
@@ Ing. Pavol Kmeť | správca stránky · 19. 4. 2011 | 7
Súhlasím, dám to do programu schôdze. Začiatok o 15.00 v kultúrnom dome v Beňuši.
""")

    def table(i: int) -> str:
        c = cs[i]
        where, _, when = c.when.rpartition(" · ")
        left = (
            f"<b>{esc(c.author)}</b><br />"
            + (f"{esc(where)}<br />" if where else "")
            + f"<small>{esc(when)}</small>"
        )
        indent = ' style="margin-left:40px"' if c.parent is not None else ""
        return (
            f'<table width="{"92" if c.parent is not None else "100"}%" border="1" cellpadding="5" cellspacing="0" '
            f'bordercolor="#e0c070"{indent}><tr><td width="150" valign="top" bgcolor="#fff4d6">{left}</td>'
            f'<td valign="top">{esc(c.text)}</td></tr></table><br />\n'
        )

    order: list[int] = []

    def walk(parent: int | None) -> None:
        for i, c in enumerate(cs):
            if c.parent == parent:
                order.append(i)
                walk(i)

    walk(None)
    after = (
        '<div class="vhoh"><h3>Ohlasy (9)</h3>\n'
        + "".join(table(i) for i in order)
        + '<h4>Pridať ohlas</h4><form action="/ohlasy/pridat" method="post"><p>Meno: <input type="text" name="meno" /> '
        'Obec: <input type="text" name="obec" /></p><p><textarea name="text" rows="5" cols="60"></textarea></p>'
        '<p>Opíšte číslo: <img src="/_avatar/kod.svg" alt="kód" width="60" height="20" /> <input type="text" name="kod" size="5" /> '
        '<input type="submit" value="Odoslať" /></p></form></div>'
    )
    side = (
        box(
            "sk-vcelari",
            "Kalendár prác – apríl",
            "<p>Jarná prehliadka, kontrola zásob, rozširovanie plodiska, príprava na rojenie. Sledujte spad roztočov "
            "na podložkách.</p>",
        )
        + box(
            "sk-vcelari",
            "Anketa",
            "<p>Koľko včelstiev máte?</p><ul><li>do 10 – 41 %</li><li>11 až 30 – 38 %</li><li>viac ako 30 – 21 %</li></ul>"
            "<p><small>Hlasovalo 97 návštevníkov</small></p>",
        )
        + box(
            "sk-vcelari",
            "Odkazy",
            links(
                [
                    "Slovenský zväz včelárov",
                    "Ústav včelárstva Liptovský Hrádok",
                    "RVPS Brezno",
                    "Včelárske fórum",
                ],
                "/odkaz/",
            ),
        )
        + '<p class="vhcnt">Počítadlo návštev: <b>012884</b><br /><img src="/_avatar/toplist.svg" alt="TOPlist" width="88" height="31" /></p>'
    )
    story = Story(
        title="Mor včelieho plodu v Závadke – ochranné pásmo",
        byline="Pridal: Ing. Pavol Kmeť, 11. 4. 2011",
        iso="2011-04-11",
        shown="pondelok 11. 4. 2011",
        text="""
Vážení členovia, Regionálna veterinárna a potravinová správa v Brezne potvrdila v katastri obce Závadka nad Hronom
ohnisko moru včelieho plodu. Okolo ohniska bolo vyhlásené ochranné pásmo s polomerom 3 km, do ktorého patria aj
časti obcí Pohorelá, Heľpa a Polomka.

V pásme je zakázané premiestňovať včelstvá, plásty, úle a včelárske náradie. Všetci včelári s včelstvami v pásme
musia strpieť klinickú prehliadku. Prehliadky urobia naši prehliadači pán Hudec a pán Vaník, budú Vás telefonicky
kontaktovať.

Mapu ochranného pásma nájdete v prílohe (mapa_pasmo.jpg, 240 kB). Prosíme, informujte aj susedov, ktorí nemajú
internet. Ďalšie informácie budú na schôdzi 30. apríla.
""",
    )
    return case(
        "ct-sk-ohlasy",
        "discussion",
        "sk-vcelari",
        "blog",
        story,
        Parts(after=after, side=side, style=".vhoh table{font-size:12px}"),
        cs,
        path="/novinky/mor-vcelieho-plodu-zavadka.html",
        container="div.vhoh: h3 'Ohlasy (9)', one two-column layout table per entry (left cell: <b>NAME</b>, town, "
        "date; right cell: text), the club's answers in narrower tables indented by an inline margin-left, a <br /> "
        "after each",
        heading="Ohlasy",
        description="A Slovak beekeepers' club site's notice of a foulbrood protection zone with 9 readers' entries as "
        "one layout table each, the webmaster's 3 answers indented by an inline margin only, one entry without a town, "
        "a reader coming back; a work calendar, a poll, links, a visit counter.",
    )


def id_tanggapan() -> Case:
    cs = entries("""
@@ Dimas Ardiansyah | | -
Wah keren banget airnya masih jernih! Dari terminal Karangjati naik ojek berapa mas? Rencananya bulan depan mau ke
sana bareng anak-anak kampus.
@@ Bayu | | 0
Kemarin saya bayar Rp 25.000 sekali jalan mas Dimas, itu sudah ditawar. Kalau rombongan mending sewa angkot dari
terminal, bisa lebih murah.
@@ Rina | | -
Mas, jalan setapaknya licin nggak? Saya mau ajak ibu saya yang sudah 60 tahun, kira-kira kuat nggak ya jalan
kakinya?
@@ Bayu | | 2
Mbak Rina, turunannya lumayan curam, sekitar 400 anak tangga. Kalau musim hujan licin sekali. Saran saya datang pagi
dan pakai sandal gunung, ibunya juga bisa istirahat di warung atas kok.
@@ kang asep | | -
mantap gan, kunjungan balik ya ke blog ane, lagi bahas wisata kuliner garut :D
@@ Ayu Lestari | | -
Aku ke sana Lebaran kemarin dan penuh banget, parkirannya sampai ke jalan raya. Pokoknya jangan ke sana pas hari
libur deh. Tapi memang bagus, foto-fotonya mas Bayu persis kayak aslinya.
@@ Hendra | | -
Tiket masuknya sekarang sudah naik jadi Rp 7.500 ya mas, saya ke sana minggu lalu. Parkir motor Rp 3.000.
@@ Bayu | | 6
Terima kasih infonya mas Hendra, sudah saya tambahkan di catatan di atas.
@@ Sari Wulandari | | -
Ada penginapan dekat situ nggak mas? Kami dari Jakarta, nggak mungkin pulang pergi dalam sehari.
@@ Bayu | | 8
Ada beberapa homestay di Desa Karangjati, semalam sekitar Rp 100.000 – 150.000. Saya kemarin menginap di rumah Pak
Darto, nomornya saya kirim lewat email ya mbak.
@@ Tono Petualang | | -
Dulu tahun 2005 ke sana belum ada tangga, masih turun pakai tali. Sekarang sudah enak. Semoga tetap bersih dan nggak
banyak sampah seperti curug-curug lain.
@@ Anonim | | -
Warung di bawah jual mi rebus harganya dua kali lipat, bawa bekal sendiri aja.
""")

    def items(parent: int | None) -> str:
        out = ""
        for i, c in enumerate(cs):
            if c.parent != parent:
                continue
            name = (
                f'<b><a href="http://{c.author.split()[0].lower()}-{900 + i}.blogspot.com/" rel="nofollow">{esc(c.author)}</a></b>'
                if c.author not in ("Anonim", "Bayu")
                else f"<b>{esc(c.author)}</b>"
            )
            sub = items(i)
            out += (
                f'<li class="{"cpo" if c.author == "Bayu" else "cpx"}"><img src="/_avatar/{i}-{esc(c.author)}.svg" width="32" height="32" alt="" /> '
                f"{name} berkata:<div>{paras(c.text)}</div>" + (f"<ul>{sub}</ul>" if sub else "") + "</li>\n"
            )
        return out

    after = (
        '<div class="cpt"><h4>12 Tanggapan</h4><ul class="cpl">\n'
        + items(None)
        + '</ul><h4>Tinggalkan balasan</h4><p>Nama: <input type="text" name="nama" /> Blog/URL: <input type="text" '
        'name="url" /></p><p><textarea name="isi" rows="6" cols="55"></textarea></p><p><input type="submit" '
        'value="Kirim" /></p></div>'
    )
    side = (
        box(
            "id-pejalan",
            "Tentang Saya",
            "<p>Bayu, 27 tahun, pegawai kantoran di Purwokerto yang suka kabur tiap akhir pekan.</p>",
        )
        + box(
            "id-pejalan",
            "Tulisan Populer",
            links(
                [
                    "Naik kereta ekonomi ke Malang cuma Rp 35.000",
                    "Mi ayam paling enak di Purwokerto",
                    "Camping di Telaga Warna",
                ]
            ),
        )
        + box(
            "id-pejalan",
            "Arsip Blog",
            "<ul><li>▼ 2012 (23)<ul><li>▼ Juni (4)</li><li>► Mei (6)</li><li>► April (5)</li></ul></li><li>► 2011 (31)</li></ul>",
        )
        + box(
            "id-pejalan",
            "Label",
            "<p>air terjun (7) · gunung (5) · kuliner (12) · murah meriah (18) · pantai (6) · tips (9)</p>",
        )
        + box("id-pejalan", "Pengikut", "<p>Anggota (142)</p>")
        + box(
            "id-pejalan",
            "Blogroll",
            links(["Jejak Ransel", "Backpacker Cilacap", "Dapur Mama Ina", "Motor Tua Jalan Jauh"], "/br/"),
        )
    )
    story = Story(
        title="Curug Sewu Embun, Air Terjun Tersembunyi di Karangjati",
        byline="Diposkan oleh Bayu di 21.40 · Label: air terjun, murah meriah",
        iso="2012-06-17",
        shown="Minggu, 17 Juni 2012",
        text="""
Akhirnya kesampaian juga ke Curug Sewu Embun! Sudah dari tahun lalu saya penasaran setelah lihat foto teman di
Facebook. Lokasinya di Desa Karangjati, kira-kira satu setengah jam dari Purwokerto naik motor.

Dari terminal Karangjati bisa naik ojek sampai gerbang masuk. Tiket masuk Rp 5.000 per orang, parkir motor Rp
2.000. Dari gerbang, jalan kaki turun sekitar 20 menit lewat tangga batu. Airnya dingin sekali dan jernih, cocok
buat berendam.

Catatan: bawa baju ganti, sandal gunung, dan plastik untuk HP. Warung ada di atas dan di bawah, tapi harganya agak
mahal. Datang pagi sebelum jam 9 supaya masih sepi.

Total pengeluaran saya hari itu cuma Rp 48.000 termasuk bensin dan makan siang. Murah meriah!
""",
    )
    return case(
        "ct-id-tanggapan",
        "discussion",
        "id-pejalan",
        "blog",
        story,
        Parts(
            after=after,
            side=side,
            inside='<p class="cp-share">Bagikan: <a href="http://www.facebook.com/sharer.php">Facebook</a> | '
            '<a href="http://twitter.com/home">Twitter</a></p>',
            style=".cpl,.cpl ul{list-style:none}.cpl li{border-bottom:1px dashed #ccc;padding:6px}.cpo{background:#f0f7f0}",
        ),
        cs,
        path="/2012/06/curug-sewu-embun-air-terjun-tersembunyi.html",
        container="div.cpt: h4 '12 Tanggapan', ul.cpl > li ('<b><a>NAME</a></b> berkata:' then a div of <p>s), the "
        "blogger's answers in a nested <ul> inside the reader's li; no dates at all",
        heading="12 Tanggapan",
        description="An Indonesian travel blog's post on a waterfall with 12 entries as a guestbook-like list without "
        "any date or time, 'NAME berkata:' before each, names linking to the readers' blogs, a drive-by 'kunjungan "
        "balik' entry, 'Anonim', the blogger's 4 answers nested; about me, popular posts, archive with counts, labels, "
        "followers, blogroll.",
    )
