"""Blind set BO: four mixed pages, a discussion beside a list that looks like one, of kinds of this set's theme: a
community archive's saved copy with the list of people who deposited copies of the article and their notes (lv); a
partner site's copy with the syndication log of the sites that took the article and their editors' notes, beside
the original's comments (hr); a print view with the office routing slip of who read the printout and passed it on
(id); a text-only edition with the public log of "send to a friend" messages (ar). Every name, place and text
invented for this set; each comment and entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bo_common import Case, Line, case, esc, nest, ptext, seeds, talk
from comspider_lab.blind.content_bo import SITES_BO
from comspider_lab.blind.layout_bo import PartsBO, StoryBO, mirror, print_view, saved, text_only


def _rows(block: str) -> list[tuple[str, ...]]:
    return [tuple(x.strip() for x in line.split("~")) for line in block.strip().splitlines()]


def lv_deposits() -> Case:
    cs = talk("""
Inese Kalniņa ~ 2012. gada 9. augustā, 18:20 ~ . ~ . ~ Mans vectēvs bija viens no zvejniekiem, kas glāba kuģa komandu. Mājās par to runāja tikai Ziemassvētkos.
Andris ~ 2012. gada 9. augustā, 19:02 ~ 0 ~ . ~ Inese, vai jums ir saglabājusies viņa fotogrāfija? Muzejs tādas meklē.
Inese Kalniņa ~ 2012. gada 9. augustā, 20:45 ~ 1 ~ . ~ Ir viena, pie laivas. Aiznesīšu uz muzeju nākamnedēļ.
Guntars Bērziņš ~ 2012. gada 10. augustā, 07:31 ~ . ~ . ~ Piemiņas akmenim vajadzētu stāvēt pie bākas, nevis pie autoostas, kur to neviens neredz.
Krasta Vēstis ~ 2012. gada 10. augustā, 10:05 ~ 3 ~ staff ~ Novada dome sola vietu pārrunāt iedzīvotāju sapulcē 23. augustā.
Marta Ozola ~ 2012. gada 11. augustā, 22:14 ~ . ~ . ~ Paldies par rakstu. Skolā par šo vētru neviens neko nestāstīja.
""")
    site = SITES_BO["lv-krasts"]
    folder = "vetra-1969_faili"
    rows = _rows("""
Ilze Vītola ~ 2014-02-03 ~ Izdrukāta kopija no mammas mapes, uz malas viņas piezīmes par vectēvu.
Jānis Rozentāls ~ 2014-02-11 ~ Saglabāju lapu 2012. gadā, kad to publicēja. Oriģinālā vietnē raksts vairs nav atrodams.
Skolotāja Dace Liepa ~ 2015-09-01 ~ Izmantojām kopiju vēstures stundā, nododu skolēnu pierakstus kopā ar to.
Pēteris ~ 2016-05-20 ~ USB zibatmiņā atradu to pašu lapu ar visiem komentāriem. Pievienoju kā otru kopiju.
""")
    deposits = (
        f'<section class="ka-nodevumi"><h3>Kopijas nodevuši ({len(rows)})</h3><ul>'
        + "".join(
            f'<li class="ka-nodevums"><b class="ka-vards">{esc(n)}</b> <time class="ka-datums">{esc(d)}</time><p class="ka-piezime">{esc(t)}</p></li>'
            for n, d, t in rows
        )
        + "</ul></section>"
    )

    def item(i: int, c: Line, sub: str) -> str:
        red = ' <span class="kv-red">redakcija</span>' if c.mark("staff") else ""
        return (
            f'<div class="kv-koment" id="c{630 + i}"><p class="kv-galva"><span class="kv-autors">{esc(c.who)}</span>{red} · '
            f'<span class="kv-laiks">{esc(c.at)}</span></p>{ptext(c.body, cls="kv-teksts")}{sub}</div>'
        )

    block = (
        f'<div class="kv-komentari"><h3>Komentāri ({len(cs)})</h3>'
        + nest(cs, item, lambda s: f'<div class="kv-atbildes">{s}</div>')
        + "</div>"
    )
    css = (
        ".kv-atbildes{margin-left:30px}.kv-koment{border-top:1px solid #ddd;padding:6px 0}.kv-autors{font-weight:bold}.kv-laiks{color:#888;font-size:12px}"
        ".kv-red{background:#1b4f72;color:#fff;font-size:11px;padding:0 3px}.ka-nodevumi{background:#f7f2e7;padding:8px;font-size:13px}"
        ".ka-arhivs{background:#eae3d2;padding:6px 12px;font:13px Arial,sans-serif}"
    )
    top = '<div class="ka-arhivs">Novada kopienas arhīvs · Vienība Nr. 2014/118 · Saglabātā tīmekļa lapa, nodota arhīvam</div>'
    st = StoryBO(
        "Pirms 43 gadiem: vētra, kas izmeta kuģi krastā pie Ziemeļraga",
        "Līga Sproģe",
        "2012-08-09T09:00:00+03:00",
        "2012. gada 9. augusts",
        """
1969. gada augusta naktī vētra izmeta krastā kravas kuģi ar divpadsmit cilvēku komandu. Ziemeļraga zvejnieki ar divām laivām izglāba visus, lai gan viļņi bija augstāki par laivu mastiem.

Novada dome plāno notikuma piemiņai uzstādīt akmeni. Vieta vēl nav izvēlēta, un iedzīvotāji par to tiks aptaujāti sapulcē.
""",
    )
    files = {
        f"/arhivs/2014-118/{folder}/stil.css": ".sv-top{background:#5b4636}\n",
        f"/arhivs/2014-118/{folder}/foto1.svg": '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#8d9aa6"/></svg>\n',
    }
    page = saved(
        site,
        st,
        PartsBO(top=top, after=block, rail=deposits, css=css),
        {"broken": "kugis_1969.jpg"},
        folder,
        "http://krasta-vestis.example/novads/vetra-1969",
    )
    return case(
        "bo-lv-arhivs-nodevumi",
        "mixed",
        "lv-krasts",
        page,
        seeds(cs),
        path="/arhivs/2014-118/vetra-1969.html",
        reveal="on_load",
        container="div.kv-komentari after the article: div.kv-koment (span.kv-autors, span.kv-laiks, p.kv-teksts), "
        "replies in div.kv-atbildes",
        heading="Komentāri (6)",
        description="A Latvian coastal paper's article of 2012 saved 'complete' and deposited in a community archive: "
        f"{len(cs)} readers' comments (the paper answering once) under the article; beside them, the archive's "
        "list of four people who deposited copies of the page, with dates and notes (not comments).",
        static=True,
        files=files,
        lookalikes=("a community archive's list of who deposited copies of the page (name, date, note)",),
    )


def hr_syndication_log() -> Case:
    cs = talk("""
Ante Jurić ~ 14.06.2020. u 08:44 ~ . ~ . ~ Trajekt u sedam ujutro je uvijek pun, a sad će biti samo dva dnevno. Kako će ljudi na posao u grad?
Marija Vuković ~ 14.06.2020. u 09:10 ~ 0 ~ . ~ Katamaran ostaje, piše u članku. Skuplje je, ali ide.
Ante Jurić ~ 14.06.2020. u 09:32 ~ 1 ~ . ~ Katamaran ne vozi aute, a bez auta s otoka ne možeš nikud.
Nediljko ~ 14.06.2020. u 11:05 ~ . ~ . ~ Svako ljeto ista priča. Turisti imaju linije, mi koji tu živimo cijelu godinu nemamo.
Otočki glasnik ~ 14.06.2020. u 12:30 ~ 3 ~ staff ~ Zatražili smo od prijevoznika zimski red plovidbe, objavit ćemo ga čim stigne.
""")
    site = SITES_BO["hr-mreza"]
    rows = _rows("""
Jadranska mreža ~ 14.06.2020. 10:02 ~ Preuzeto u cijelosti, s komentarima izvornika. Naslov skraćen.
Portal Kvarner danas ~ 14.06.2020. 11:40 ~ Objavljen samo sažetak s poveznicom na izvornik.
Radio Otok FM ~ 14.06.2020. 13:15 ~ Pročitano u podnevnim vijestima, tekst na webu uz dopuštenje.
Dalmatinski dnevni pregled ~ 15.06.2020. 07:05 ~ Uvršteno u jutarnji pregled tiska, dva odlomka.
""")
    log = (
        '<div class="jm-preuzimanja"><h4>Tko je preuzeo ovaj članak</h4><ul>'
        + "".join(
            f'<li class="jm-unos"><strong class="jm-medij">{esc(n)}</strong> <span class="jm-vrijeme">{esc(d)}</span><br><span class="jm-biljeska">{esc(t)}</span></li>'
            for n, d, t in rows
        )
        + "</ul></div>"
    )

    def item(i: int, c: Line, sub: str) -> str:
        tag = ' <i class="og-tag">uredništvo</i>' if c.mark("staff") else ""
        return (
            f'<li class="og-kom"><div class="og-zag"><b>{esc(c.who)}</b>{tag} <span class="og-dat">{esc(c.at)}</span></div>'
            f"{ptext(c.body)}{sub}</li>"
        )

    block = (
        f'<div class="og-komentari"><h3>Komentari s izvornika ({len(cs)})</h3><ul class="og-lista">'
        + nest(cs, item, lambda s: f'<ul class="og-odgovori">{s}</ul>')
        + "</ul></div>"
    )
    css = ".og-lista,.og-odgovori{list-style:none;padding-left:0}.og-odgovori{margin-left:28px}.og-kom{border-top:1px solid #ddd;padding:6px 0}.og-dat{color:#888;font-size:12px}.jm-unos{margin:6px 0;font-size:13px}"
    st = StoryBO(
        "Zimski red plovidbe: samo dva trajekta dnevno",
        "Otočki glasnik",
        "2020-06-13T18:00:00+02:00",
        "13.06.2020.",
        """
Prijevoznik je objavio prijedlog zimskog reda plovidbe prema kojem bi trajekt između otoka i kopna od listopada plovio samo dva puta dnevno, u 7 i u 16 sati. Katamaranska linija ostaje nepromijenjena.

Otočani upozoravaju da je jedan trajekt ujutro premalo za sve koji svakodnevno putuju na posao i u školu. Općina je zatražila sastanak s prijevoznikom.
""",
    )
    w = {
        "origin": "Izvorno objavljeno na portalu",
        "most": "Najčitanije",
        "more": "Iz regije",
        "rights": "Sadržaj partnerskih portala",
        "most_rows": "Nevrijeme na obali~14.220 čitanja;Nova linija za Split~9.002 čitanja;Ribarska fešta~4.310 čitanja",
        "more_rows": "Obnova lukobrana~;Škola dobiva dvoranu~;Ljetno kino~",
    }
    page = mirror(
        site,
        st,
        PartsBO(after=block, rail=log, css=css),
        w,
        "Otočki glasnik",
        "http://otocki-glasnik.example/more/zimski-red-plovidbe",
    )
    return case(
        "bo-hr-preuzimanja",
        "mixed",
        "hr-mreza",
        page,
        seeds(cs),
        path="/regija/zimski-red-plovidbe-dva-trajekta",
        reveal="on_load",
        container="div.og-komentari after the article: ul.og-lista > li.og-kom (b NAME, span.og-dat, text), replies in "
        "ul.og-odgovori (three levels)",
        heading="Komentari s izvornika (5)",
        description="A Croatian regional network's copy (2020) of an island paper's article: the original's "
        f"{len(cs)} comments kept under it (the original's newsroom answering once); in the side column, the "
        "syndication log of four outlets that took the article, with times and editors' notes (not comments).",
        static=True,
        lookalikes=("a syndication log of the outlets that took the article (outlet, time, note)",),
    )


def id_routing_slip() -> Case:
    cs = talk("""
Bu Ratna ~ 22 Januari 2018 pukul 07.15 ~ . ~ . ~ Alhamdulillah, jembatan gantung akhirnya diganti. Anak-anak tidak perlu lagi menyeberang sambil berpegangan tali.
Pak Darmin ~ 22 Januari 2018 pukul 08.02 ~ 0 ~ . ~ Betul, Bu. Tapi selama pembangunan mereka lewat mana? Jalan memutar lewat Sukamaju jauh sekali.
Warta Kali Bening ~ 22 Januari 2018 pukul 10.40 ~ 1 ~ staff ~ Menurut Dinas PU, akan dipasang jembatan darurat di samping lokasi proyek mulai minggu depan.
Yusuf Hidayat ~ 22 Januari 2018 pukul 12.21 ~ . ~ . ~ Semoga kali ini kontraktornya benar. Jembatan beton di desa sebelah sudah retak setelah dua tahun.
Sri Wahyuni ~ 23 Januari 2018 pukul 06.50 ~ . ~ . ~ Terima kasih beritanya. Saya kirimkan ke grup warga RT 04.
""")
    site = SITES_BO["id-kali"]
    rows = _rows("""
Kepala Desa ~ 23/1/2018 ~ Sudah dibaca. Mohon diteruskan ke Sekdes untuk rapat hari Kamis.
Sekretaris Desa ~ 24/1/2018 ~ Dicatat. Jadwal jembatan darurat ditanyakan ke PU.
Kaur Pembangunan ~ 24/1/2018 ~ Sudah telepon PU, jembatan darurat mulai 29 Januari.
Ketua BPD ~ 25/1/2018 ~ Paraf. Diarsipkan di map proyek.
""")
    slip = (
        '<section class="ld-lembar"><h4>LEMBAR EDARAN — tempel pada cetakan</h4><table class="ld-tabel"><tr><th>Kepada</th><th>Tanggal</th><th>Catatan</th><th>Paraf</th></tr>'
        + "".join(
            f'<tr class="ld-baris"><td class="ld-kepada">{esc(n)}</td><td class="ld-tgl">{esc(d)}</td><td class="ld-catatan">{esc(t)}</td><td>✓</td></tr>'
            for n, d, t in rows
        )
        + "</table></section>"
    )

    def item(i: int, c: Line, sub: str) -> str:
        red = " (Redaksi)" if c.mark("staff") else ""
        return f'<li class="kb-tanggapan"><p class="kb-nama"><b>{esc(c.who)}</b>{red} — {esc(c.at)}</p>{ptext(c.body, cls="kb-isi")}{sub}</li>'

    block = (
        f'<div class="kb-komentar"><h2>Tanggapan Pembaca ({len(cs)})</h2><ol class="kb-daftar">'
        + nest(cs, item, lambda s: f'<ol class="kb-balasan">{s}</ol>')
        + "</ol></div>"
    )
    css = (
        ".ld-lembar{border:2px dashed #555;padding:6px;margin:14px 0;font:12px Arial,sans-serif}.ld-tabel{border-collapse:collapse;width:100%}"
        ".ld-tabel td,.ld-tabel th{border:1px solid #777;padding:3px}.kb-daftar,.kb-balasan{list-style:none;padding-left:0}.kb-balasan{margin-left:24px}"
        ".kb-tanggapan{border-bottom:1px dotted #777;padding:4px 0}.kb-nama{font:12px Arial,sans-serif;margin:0}"
    )
    st = StoryBO(
        "Jembatan gantung Kali Bening diganti jembatan beton tahun ini",
        "Rudi Santoso",
        "2018-01-21T15:00:00+07:00",
        "21 Januari 2018",
        """
Pemerintah kabupaten memastikan jembatan gantung di Dusun Kali Bening akan diganti dengan jembatan beton tahun ini. Anggaran sebesar Rp 3,4 miliar sudah masuk APBD 2018.

Jembatan gantung yang dibangun warga pada 1987 itu setiap hari dilewati ratusan pelajar. Pembangunan direncanakan dimulai Februari dan selesai sebelum musim hujan berikutnya.
""",
    )
    path = "/desa/jembatan-gantung-kali-bening-diganti"
    page = print_view(
        site,
        st,
        PartsBO(top=slip, after=block, css=css),
        {
            "print": "Cetak halaman ini",
            "back": "Kembali ke berita",
            "printed": "Dicetak 23/01/2018 07:58 dari Warta Kali Bening",
            "source": "Sumber",
        },
        path,
    )
    return case(
        "bo-id-lembar-edaran",
        "mixed",
        "id-kali",
        page,
        seeds(cs),
        path="/cetak" + path,
        reveal="on_load",
        container="div.kb-komentar after the article: h2 'Tanggapan Pembaca (5)', ol.kb-daftar > li.kb-tanggapan "
        "(p.kb-nama 'NAME — date', p.kb-isi), replies in ol.kb-balasan (three levels)",
        heading="Tanggapan Pembaca (5)",
        description="An Indonesian local news site's print view of 2018 as it was printed and passed round a village "
        f"office: {len(cs)} readers' comments under the article (the newsroom answering once); above the article, "
        "the office's routing slip of four officials with dates and notes (not comments).",
        static=True,
        lookalikes=("an office routing slip on a printout (who, date, note, initials)",),
    )


def ar_send_to_friend() -> Case:
    cs = talk("""
أبو سليم ~ 2009/10/05 - 08:12 ~ . ~ . ~ موسم الزيتون هذه السنة ضعيف في قريتنا أيضا. المعصرة الجديدة جاءت في وقتها، لكن الأسعار يجب أن تكون معقولة.
أم خالد ~ 2009/10/05 - 09:30 ~ 0 ~ . ~ صحيح يا أبا سليم، في المعصرة القديمة كنا ننتظر ثلاثة أيام على الدور.
مزارع من الوادي ~ 2009/10/05 - 11:47 ~ . ~ . ~ هل تقبل المعصرة كميات صغيرة؟ عندي عشرون شجرة فقط.
أنباء الوادي الأخضر ~ 2009/10/05 - 13:20 ~ 2 ~ staff ~ حسب إدارة الجمعية، تقبل المعصرة أي كمية ابتداء من خمسين كيلوغراما.
سمير ~ 2009/10/06 - 07:05 ~ . ~ . ~ شكرا على الخبر. أرجو نشر رقم هاتف الجمعية للحجز.
""")
    site = SITES_BO["ar-wadi"]
    rows = _rows("""
رنا ~ 2009/10/05 - 10:02 ~ إلى أبي: هذا خبر المعصرة التي حدثتك عنها.
حسام ~ 2009/10/05 - 12:15 ~ أرسلته لخالي في المدينة، عنده أرض في الوادي.
أبو فادي ~ 2009/10/05 - 18:40 ~ للاطلاع يا شباب، نلتقي عند الجمعية يوم السبت.
ليلى م. ~ 2009/10/06 - 08:55 ~ لأختي: شوفي الصورة، هذا بيت جدي خلف المعصرة.
""")
    log = (
        f"<p><b>أرسل هذا الخبر لصديق — آخر الرسائل ({len(rows)})</b></p>"
        + "".join(f"<p>✉ {esc(n)} [{esc(d)}]: {esc(t)}</p>" for n, d, t in rows)
        + '<p>[<a href="/nass/ersal?khabar=5521">أرسل الخبر</a>]</p>'
    )
    out = ""
    for i, c in enumerate(cs):
        re_ = f" (ردا على {esc(cs[c.up].who)})" if c.up is not None else ""
        out += f"<p><b>{i + 1}. {esc(c.who)}</b>{re_} - {esc(c.at)}<br>{esc(c.body)}</p>\n"
    block = f"<p><b>تعليقات القراء ({len(cs)})</b></p>\n{out}"
    st = StoryBO(
        "افتتاح معصرة زيتون تعاونية في الوادي الأخضر",
        "مراسل أنباء الوادي",
        "2009-10-04T17:00:00+03:00",
        "4 تشرين الأول 2009",
        """
افتتحت الجمعية التعاونية الزراعية أمس معصرة زيتون حديثة في الوادي الأخضر، بطاقة تصل إلى عشرة أطنان يوميا. وتأتي المعصرة مع بداية موسم القطاف.

وقال رئيس الجمعية إن أسعار العصر ستكون أقل من المعاصر الخاصة، وإن الأولوية لأعضاء الجمعية وصغار المزارعين.
""",
    )
    page = text_only(
        site,
        st,
        PartsBO(after=block, rail=log),
        {"edition": "النسخة النصية", "graphic": "النسخة الكاملة", "top": "إلى الأعلى"},
        "/nass/",
    )
    return case(
        "bo-ar-ersal-sadiq",
        "mixed",
        "ar-wadi",
        page,
        seeds(cs),
        path="/nass/mahalliyat/maasarat-zaytoun",
        reveal="on_load",
        container="after the article's rule: a bold <p> 'تعليقات القراء (5)', then one bare <p> per comment ('n. NAME "
        "(ردا على NAME) - date<br>text'), no class",
        heading="تعليقات القراء (5)",
        description="An Arabic regional site's text-only edition of 2009: 5 readers' comments as bare numbered "
        "paragraphs, the two replies named by '(ردا على NAME)', the site answering once; after them, the public log of "
        "four 'send this story to a friend' messages (sender, time, message: not comments).",
        static=True,
        lookalikes=("a public log of 'send to a friend' messages (sender, time, message)",),
    )


def mixed_bo() -> list[Case]:
    return [lv_deposits(), hr_syndication_log(), id_routing_slip(), ar_send_to_friend()]
