"""Blind set BK: four mixed pages, a discussion of 25 to 26 readers' comments beside a long list that looks like a
discussion: a night market's stall rota with the traders' notes (id), a winter-bathing club's log of morning dips
(da), beekeepers' swarm call-outs (hr), a library's log of books returned decades late (en). Every name, place and
text invented for this set; each comment and entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bk_common import (
    C,
    Case,
    Parts,
    Story,
    depth,
    esc,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def _rows(block: str) -> list[tuple[str, ...]]:
    return [tuple(x.strip() for x in line.split("|")) for line in block.strip().splitlines()]


def id_pasar_malam() -> Case:
    cs = thread("""
Wahyu Pratama | 3 hari lalu | - | v=54 | Pasar malam di alun-alun itu satu-satunya hiburan murah buat keluarga di Tanjungsari. Kalau dipindah ke terminal lama, siapa yang mau jalan ke sana malam-malam?
Dewi Lestari | 3 hari lalu | ^ | v=20 | Setuju. Terminal lama gelap dan jauh dari kampung kami.
Bu Ratna | 3 hari lalu | ^ | v=15 | Tapi alun-alun tiap Sabtu macet total, ambulans pernah tertahan di depan masjid.
Wahyu Pratama | 3 hari lalu | ^ | v=9 | Itu benar, Bu Ratna. Mungkin solusinya parkir yang diatur, bukan pindah.
Agus Salim | 3 hari lalu | - | v=31 | Saya pedagang martabak di pasar malam sejak 2012. Di terminal lama, kami diminta sewa lapak dua kali lipat.
Kabar Tanjungsari | 3 hari lalu | ^ | v=22,staff | Pak Agus, kami sudah menanyakan soal tarif ke dinas perdagangan. Jawabannya akan kami muat besok.
Agus Salim | 2 hari lalu | ^ | v=8 | Terima kasih, saya tunggu.
Rina | 3 hari lalu | - | v=12 | Yang penting toilet dan lampu. Di alun-alun dua-duanya tidak ada.
Fajar N. | 3 hari lalu | ^ | v=6 | Betul, anak saya sampai harus pulang dulu ke rumah.
Hendra Gunawan | 2 hari lalu | - | v=18 | Terminal lama kan punya atap. Kalau hujan, pedagang tidak perlu tutup. Menurut saya itu keuntungan besar.
Dewi Lestari | 2 hari lalu | ^ | v=5 | Oh iya, saya tidak kepikiran soal hujan.
Hendra Gunawan | 2 hari lalu | ^ | v=4 | Bulan lalu tiga kali pasar malam bubar karena hujan deras.
Pak RT 05 | 2 hari lalu | - | v=11 | Warga RT kami di sekitar alun-alun sebenarnya lega kalau dipindah. Tiap malam Minggu sampah berserakan sampai pagi.
Rina | 2 hari lalu | ^ | v=7 | Kalau begitu perlu petugas kebersihan, bukan pindah lokasi.
Pak RT 05 | 2 hari lalu | ^ | v=3 | Sudah pernah diusulkan, tapi anggarannya tidak ada.
Siti Aminah | 2 hari lalu | - | v=9 | Komidi putarnya ikut pindah tidak? Anak-anak cuma mau ke sana karena itu.
Fajar N. | 2 hari lalu | ^ | v=2 | Kata pemiliknya di berita, belum tahu.
Yusuf | 2 hari lalu | - | v=1 | Pemerintah kota selalu begini, tidak pernah tanya rakyat.
Bu Ratna | 2 hari lalu | ^ | v=6 | Ada musyawarah Kamis depan di kelurahan, Yusuf. Datang saja.
Yusuf | kemarin | ^ | v=2 | Oke, saya datang.
Nanda Putri | kemarin | - | v=4 | Liputannya lengkap, tapi kenapa foto pasar malamnya dari tahun lalu?
Kabar Tanjungsari | kemarin | ^ | v=3,staff | Terima kasih koreksinya, Nanda. Foto sudah kami ganti.
Agus Salim | kemarin | 0 | v=10 | Pak Wahyu, kalau jadi pindah, mampir ke lapak saya nomor 14. Martabak tetap sama.
Wahyu Pratama | kemarin | ^ | v=5 | Pasti, Pak Agus. Ke mana pun pindahnya.
Lina | 5 jam lalu | - | v=1 | Semoga apa pun keputusannya, pedagang kecil tidak dirugikan.
""")

    def item(i: int, c: C, sub: str) -> str:
        tag = ' <span class="kt-red">Redaksi</span>' if c.has("staff") else ""
        return (
            f'<div class="kt-kom" id="kom{300 + i}"><p class="kt-id"><b>{esc(c.name)}</b>{tag} · <span>{esc(c.when)}</span></p>'
            f'{paras(c.text, cls="kt-isi")}<p class="kt-aksi">👍 {c.get("v")} · <a href="#kt-form">Balas</a></p>{sub}</div>'
        )

    block = (
        f'<section class="kt-komentar"><h2>Komentar ({len(cs)})</h2>'
        + tree(cs, item, lambda s, _p: f'<div class="kt-balasan">{s}</div>')
        + '<form id="kt-form" action="/komentar" method="post"><textarea name="k"></textarea><button>Kirim</button></form></section>'
    )
    rota = _rows("""
Lapak 1 | Pak Darman, sate ayam | Jumat–Minggu, 18.00 | Bawa genset sendiri, jangan parkir di depan.
Lapak 2 | Bu Wati, es dawet | Sabtu, 17.30 | Minggu ini libur, anak sakit.
Lapak 3 | Mas Eko, mainan anak | Jumat–Sabtu, 18.00 | Butuh colokan listrik tambahan.
Lapak 4 | Ibu Sri, pecel | Minggu, 17.00 | Gantian dengan lapak 2 hari Sabtu.
Lapak 5 | Rudi, kaos sablon | Sabtu, 19.00 | Datang agak telat, masih kerja.
Lapak 6 | Bu Ani, jagung bakar | Jumat–Minggu, 18.30 | Arang dari Pak Darman.
Lapak 7 | Komidi putar Pak Jono | Sabtu–Minggu, 17.00 | Belum tahu ikut pindah atau tidak.
Lapak 8 | Teh Lia, seblak | Jumat, 18.00 | Minta tempat dekat lampu.
Lapak 9 | Pak Salim, buku bekas | Minggu, 16.30 | Pakai terpal biru kalau hujan.
Lapak 10 | Mbak Tutik, gorengan | Jumat–Sabtu, 17.30 | Minyak diganti tiap malam, janji.
Lapak 11 | Andi, pulsa dan casing | Sabtu, 18.00 | Kosongkan kalau hujan deras.
Lapak 12 | Bu Yati, nasi kucing | Jumat–Minggu, 19.00 | Tambah meja dua.
Lapak 13 | Pak Hasan, kopi keliling | Minggu, 18.00 | Parkir gerobak di pojok timur.
Lapak 14 | Pak Agus, martabak | Jumat–Minggu, 17.30 | Tetap buka sampai jam 23.00.
Lapak 15 | Dian, kerajinan rotan | Sabtu, 17.00 | Baru bergabung bulan ini.
""")
    rail = (
        '<section class="kt-jadwal"><h3>Jadwal lapak pasar malam pekan ini</h3><ul>'
        + "".join(
            f"<li><b>{esc(a)}</b> — {esc(b)} <small>{esc(c)}</small><br><i>{esc(d)}</i></li>"
            for a, b, c, d in rota
        )
        + "</ul></section>"
    )
    st = Story(
        "Pasar malam alun-alun akan dipindah ke terminal lama",
        "Rahmat Hidayat",
        "2025-07-10T19:00:00+07:00",
        "10 Juli 2025",
        """
Pemerintah Kota Tanjungsari berencana memindahkan pasar malam dari alun-alun ke bekas terminal bus di Jalan Pelabuhan mulai September. Alasannya, kemacetan setiap akhir pekan.

Sebanyak 48 pedagang terdaftar di pasar malam. Sebagian khawatir pembeli akan berkurang dan sewa lapak naik. Musyawarah dengan warga dijadwalkan Kamis depan di kantor kelurahan.
""",
        section="Kota",
        most=(
            ("Pasar malam akan dipindah", "52.300"),
            ("Harga cabai turun", "31.000"),
            ("Kapal feri tambahan", "12.880"),
        ),
        talked=(
            ("Pasar malam akan dipindah", str(len(cs))),
            ("Tarif parkir naik", "140"),
            ("Sekolah baru di Pesisir", "66"),
        ),
        related=(
            "Sejarah pasar malam alun-alun",
            "Terminal lama akan dipugar",
            "Pedagang martabak sejak 2012",
        ),
    )
    return make(
        "bk-mx-id-pasar-malam",
        "mixed",
        "id-tanjungsari",
        st,
        Parts(after=block, rail=rail),
        seeds(cs),
        path="/kota/pasar-malam-dipindah",
        reveal="on_load",
        container="section.kt-komentar: h2 'Komentar (25)', div.kt-kom (b name, 'Redaksi' tag, relative time, p.kt-isi, 👍 n, Balas), replies in div.kt-balasan, four levels; beside it section.kt-jadwal (the stall rota)",
        heading=f"Komentar ({len(cs)})",
        description=f"An Indonesian city site of 2025 on moving a night market: {len(cs)} readers' comments with relative times, {depth(cs)} levels, the newsroom answering twice, a trader answering a reader's first comment a day later; in the side column the night market's stall rota, 15 entries (stall, trader, days and time, a note).",
        static=True,
        lookalikes=("a night market's stall rota (stall, trader, time, note)",),
    )


def da_vinterbad() -> Case:
    cs = thread("""
Birthe Kjær | 15. januar 2025 kl. 07.20 | - | - | Jeg har vinterbadet fra molen i tolv år. Hvis saunaen kommer til at koste 80 kroner pr. gang, er det slut for mange af os pensionister.
Lars Thygesen | 15. januar 2025 kl. 07.41 | ^ | - | Birthe, der står i artiklen, at medlemmer af klubben får rabat. Det bliver vist 35 kroner.
Birthe Kjær | 15. januar 2025 kl. 07.55 | ^ | - | Så er det til at leve med. Tak, Lars.
Mette Holm | 15. januar 2025 kl. 08.10 | - | - | Endelig en sauna ved stranden! Vi har kørt til Hvidesande hver weekend.
Søren P. | 15. januar 2025 kl. 08.22 | ^ | - | Det har vi også. Sparer en halv time og en masse benzin.
Jens-Ole | 15. januar 2025 kl. 08.40 | - | - | Hvem skal have den om sommeren? Turisterne, formoder jeg.
Mette Holm | 15. januar 2025 kl. 09.02 | ^ | - | Der står, at klubben har morgentiderne hele året.
Jens-Ole | 15. januar 2025 kl. 09.15 | ^ | - | Fint, så er jeg beroliget. Indtil videre.
Klitmark Avis | 15. januar 2025 kl. 10.00 | ^ | staff | Jens-Ole, kommunen bekræfter over for avisen, at klubben har faste tider kl. 6-9 alle ugens dage.
Hanne Vestergaard | 15. januar 2025 kl. 09.30 | - | - | Husk at saunaen skal kunne bruges af kørestolsbrugere. Det er aldrig tænkt ind ved molen.
Lars Thygesen | 15. januar 2025 kl. 09.48 | ^ | - | Godt punkt, Hanne. Det bør klubben tage op på generalforsamlingen.
Hanne Vestergaard | 15. januar 2025 kl. 10.05 | ^ | - | Jeg skriver et forslag og sender det til bestyrelsen.
Kim | 15. januar 2025 kl. 11.12 | - | - | 2,1 millioner til en sauna, mens busserne til Klitmark bliver skåret ned. Prioriteringer.
Søren P. | 15. januar 2025 kl. 11.30 | ^ | - | Pengene kommer fra en fond, ikke fra kommunens budget. Det står i tredje afsnit.
Kim | 15. januar 2025 kl. 11.46 | ^ | - | Ok, det vidste jeg ikke. Men busserne er stadig et problem.
Annelise | 15. januar 2025 kl. 12.20 | - | - | Morgendukkerne er det bedste ved min vinter. Vandet var 3 grader i morges og solen kom op over klitten.
Birthe Kjær | 15. januar 2025 kl. 12.41 | ^ | - | Jeg så dig, Annelise! Du var den eneste med hue.
Annelise | 15. januar 2025 kl. 12.58 | ^ | - | Hue er vigtig, Birthe. Det er der, varmen forsvinder.
Peter Dalsgaard | 15. januar 2025 kl. 14.05 | - | - | Som nabo til molen: hvad med støj fra omklædning kl. 6 om morgenen?
Mette Holm | 15. januar 2025 kl. 14.30 | ^ | - | Vinterbadere er de stilleste mennesker, jeg kender. Vi er for kolde til at snakke.
Peter Dalsgaard | 15. januar 2025 kl. 14.44 | ^ | - | Ha, det må jeg give dig ret i.
Gitte | 15. januar 2025 kl. 16.20 | - | - | Kan man prøve det uden at være medlem? Jeg tør ikke melde mig ind, før jeg har prøvet.
Lars Thygesen | 15. januar 2025 kl. 16.45 | ^ | - | Kom på søndag kl. 9, der er prøvedukkert med instruktør. Helt gratis.
Gitte | 15. januar 2025 kl. 17.02 | ^ | - | Tak! Jeg kommer, hvis jeg tør.
Ebbe | 16. januar 2025 kl. 06.15 | - | - | Skriver det her fra molen. 2 grader i vandet. Glæder mig til saunaen.
""")

    def item(i: int, c: C, sub: str) -> str:
        tag = ' <em class="ka-red">Redaktionen</em>' if c.has("staff") else ""
        return (
            f'<article class="ka-indl" id="ka{4100 + i}"><h4 class="ka-navn">{esc(c.name)}{tag}</h4><time class="ka-tid">{esc(c.when)}</time>'
            f'<div class="ka-tekst">{paras(c.text)}</div><a class="ka-svar" href="#ka-form">Svar</a>{sub}</article>'
        )

    block = (
        f'<section class="ka-debat"><h2>Debat · {len(cs)} indlæg</h2>'
        + tree(cs, item, lambda s, _p: f'<div class="ka-svarliste">{s}</div>')
        + '<form id="ka-form" action="/indlaeg" method="post"><textarea name="t"></textarea><button>Send</button></form></section>'
    )
    log = _rows("""
Annelise B. | 15/1 06.40 | 3,0 °C | 2 min | Solopgang over klitten. Ingen vind.
Ebbe N. | 15/1 06.45 | 3,0 °C | 4 min | Svømmede ud til bøjen og tilbage.
Birthe K. | 15/1 06.50 | 3,0 °C | 1 min | Korte dukkert, knæet driller.
Søren og Mette | 15/1 07.05 | 3,1 °C | 2 min | Første gang med vanter. Anbefales.
Lars T. | 15/1 07.10 | 3,1 °C | 3 min | Is på trappen, pas på.
Jytte F. | 15/1 07.30 | 3,1 °C | 1 min | Tog datteren med, hun skreg men smilede.
Annelise B. | 16/1 06.35 | 2,4 °C | 2 min | Tåge, kunne ikke se enden af molen.
Ebbe N. | 16/1 06.15 | 2,0 °C | 3 min | Koldeste morgen i år.
Holger P. | 16/1 06.55 | 2,0 °C | 1 min | Ny i klubben. Det gør ondt, men godt.
Lars T. | 16/1 07.00 | 2,1 °C | 2 min | Trappen saltet, tak til den der gjorde det.
Birthe K. | 16/1 07.20 | 2,1 °C | 2 min | Knæet bedre i dag.
Karin S. | 16/1 07.40 | 2,2 °C | 1 min | Sæler ved høfde 3!
Søren og Mette | 16/1 08.00 | 2,2 °C | 2 min | Så sælerne også. To stk.
Gitte M. | 16/1 08.30 | 2,3 °C | 30 sek | Prøvedukkert. Kommer igen.
Holger P. | 17/1 06.50 | 2,8 °C | 2 min | Dag to. Lidt lettere.
""")
    rail = (
        '<section class="ka-logbog"><h3>Fra klubbens logbog: morgendukkerne</h3><table><tr><th>Bader</th><th>Tid</th><th>Vand</th><th>I vandet</th><th>Note</th></tr>'
        + "".join("<tr>" + "".join(f"<td>{esc(x)}</td>" for x in r) + "</tr>" for r in log)
        + "</table></section>"
    )
    st = Story(
        "Vinterbadere får sauna på molen – fonden betaler",
        "Af Jonas Bech",
        "2025-01-14T18:00:00+01:00",
        "14. januar 2025",
        """
Klitmark Vinterbadeklub får til efteråret en sauna for enden af molen. En lokal fond betaler de 2,1 millioner kroner, og kommunen stiller grunden gratis til rådighed.

Klubben får faste morgentider hele året, mens saunaen resten af dagen kan lejes af alle. Medlemmer betaler 35 kroner pr. gang, andre 80.
""",
        section="Kysten",
        most=(
            ("Sauna på molen", "21.300"),
            ("Storm lukker færgen", "18.002"),
            ("Ny fiskebutik på havnen", "7.770"),
        ),
        talked=(
            ("Sauna på molen", str(len(cs))),
            ("Busruter skæres ned", "201"),
            ("Parkering i klitterne", "85"),
        ),
        related=("Sådan kommer du i gang med vinterbadning", "Fonden bag saunaen", "Sælerne ved høfde 3"),
    )
    return make(
        "bk-mx-da-vinterbad",
        "mixed",
        "da-klitmark",
        st,
        Parts(after=block, rail=rail),
        seeds(cs),
        path="/kysten/sauna-paa-molen",
        reveal="on_load",
        container="section.ka-debat: h2 'Debat · 25 indlæg', article.ka-indl (h4.ka-navn, 'Redaktionen', time.ka-tid, div.ka-tekst, Svar), replies in div.ka-svarliste, four levels; beside it section.ka-logbog (a table)",
        heading=f"Debat · {len(cs)} indlæg",
        description=f"A Danish coastal paper of 2025 on a sauna on the pier: {len(cs)} readers' posts, names in h4, {depth(cs)} levels, the newsroom answering once; in the side column the winter-bathing club's log of morning dips, 15 rows (bather, time, water temperature, minutes, a note), some by the same people as the discussion.",
        static=True,
        lookalikes=("a winter-bathing club's log of morning dips (bather, time, temperature, note)",),
    )


def hr_roj() -> Case:
    cs = thread("""
Ivan Horvat | 22. svibnja 2023. u 8:14 | - | - | Pčelarim trideset godina i ovo je prvi put da grad uopće spominje pčelare. Dežurni broj za rojeve je odlična ideja.
Marija Kovač | 22. svibnja 2023. u 8:30 | ^ | - | Slažem se. Prošle godine roj je visio na našem balkonu dva dana, nitko nije znao koga zvati.
Ivan Horvat | 22. svibnja 2023. u 8:45 | ^ | - | Gospođo Marija, sljedeći put zovite mene, dođem besplatno. Roj je pčelaru dar.
Marija Kovač | 22. svibnja 2023. u 9:02 | ^ | - | Hvala vam, zapisala sam broj iz članka.
Tomislav B. | 22. svibnja 2023. u 8:50 | - | - | Moj sin je alergičan. Tko odgovara ako roj sleti kraj škole, a dežurni ne dođe na vrijeme?
Ana Jurić | 22. svibnja 2023. u 9:10 | ^ | - | Roj je zapravo najmirniji oblik pčela, nemaju košnicu koju bi branili. Ali razumijem strah.
Tomislav B. | 22. svibnja 2023. u 9:25 | ^ | - | Razumijem i ja da su mirne, ali dijete to ne zna. Treba i plan za škole.
Bregovski list | 22. svibnja 2023. u 10:30 | ^ | staff | Tomislave, Grad nam je potvrdio da škole imaju prednost i da dežurni dolazi u roku od sat vremena.
Zlatko | 22. svibnja 2023. u 9:40 | - | - | Zašto ne stavite popis dežurnih i na oglasnu ploču u mjesnom odboru? Stariji ne čitaju portale.
Ana Jurić | 22. svibnja 2023. u 9:55 | ^ | - | Dobra ideja, Zlatko, prenijet ću udruzi.
Petra Novak | 22. svibnja 2023. u 10:15 | - | - | Divan članak. Fotografija roja na grani trešnje je prekrasna.
Ivan Horvat | 22. svibnja 2023. u 10:40 | ^ | - | To je moj roj od prošlog četvrtka! Sad je u novoj košnici i radi kao sat.
Petra Novak | 22. svibnja 2023. u 10:52 | ^ | - | Kako lijepo, pozdrav pčelama!
Dragan M. | 22. svibnja 2023. u 11:30 | - | - | A tko će platiti pčelarima gorivo? Dežurstvo nije besplatno.
Ana Jurić | 22. svibnja 2023. u 11:48 | ^ | - | Udruga dobiva malu naknadu od Grada, piše u zadnjem odlomku.
Dragan M. | 22. svibnja 2023. u 12:05 | ^ | - | Mala je riječ. Ali dobro, bolje išta nego ništa.
Ivan Horvat | 22. svibnja 2023. u 12:20 | ^ | - | Dragane, meni je dovoljno što dobijem roj. Gorivo se isplati.
Snježana | 22. svibnja 2023. u 13:00 | - | - | Imam vrt pun lavande i svaki dan brojim pčele. Ove godine ih je manje nego lani.
Ana Jurić | 22. svibnja 2023. u 13:20 | ^ | - | Hladno proljeće, Snježana. Pričekajte lipanj.
Kruno | 22. svibnja 2023. u 14:10 | - | - | Samo da ne prskaju komarce usred dana kad pčele lete.
Ivan Horvat | 22. svibnja 2023. u 14:30 | ^ | - | E, to je pravo pitanje za Grad. Prskanje samo navečer!
Bregovski list | 22. svibnja 2023. u 15:15 | ^ | staff | Pitali smo komunalno poduzeće: prskanje je ove godine predviđeno nakon 21 sat.
Kruno | 22. svibnja 2023. u 15:30 | ^ | - | Hvala na provjeri.
Lucija | 23. svibnja 2023. u 7:40 | - | - | Jutros roj na semaforu kod pošte! Zvala sam broj, pčelar došao za 25 minuta.
Ivan Horvat | 23. svibnja 2023. u 8:05 | ^ | - | To je bio kolega Mato. Rekao je da je to bio roj od barem dvadeset tisuća pčela.
""")

    def item(i: int, c: C, sub: str) -> str:
        tag = '<span class="br-ured">uredništvo</span>' if c.has("staff") else ""
        return (
            f'<li class="br-k" id="br{600 + i}"><div class="br-zag"><span class="br-ime">{esc(c.name)}</span>{tag}<span class="br-vr">{esc(c.when)}</span></div>'
            f'<div class="br-txt">{paras(c.text)}</div><a href="#br-form" class="br-odg">Odgovori</a>{sub}</li>'
        )

    block = (
        f'<section class="br-komentari"><h2>Komentari čitatelja ({len(cs)})</h2><ul class="br-lista">'
        + tree(cs, item, lambda s, _p: f'<ul class="br-pod">{s}</ul>')
        + '</ul><form id="br-form" action="/k" method="post"><textarea name="t"></textarea><button>Pošalji</button></form></section>'
    )
    calls = _rows("""
19. 5. 7:50 | Ulica Lipa 4, balkon | Mato Ban | Roj veličine lopte, skupljen za 20 minuta.
19. 5. 11:20 | Dječji vrtić Sunce, ograda | Ivan Horvat | Mali roj, djeca gledala kroz prozor.
19. 5. 16:05 | Groblje, čempres | Ljubo Sertić | Visoko, trebale ljestve od 6 m.
20. 5. 9:15 | Tržnica, tenda | Mato Ban | Prodavačica voća ostala mirna. Svaka čast.
20. 5. 13:40 | Stara cesta 18, trešnja | Ivan Horvat | Roj odnesen u novu košnicu.
20. 5. 18:30 | Park Zrinski, klupa | Ana Jurić | Lažna dojava: ose, ne pčele.
21. 5. 8:10 | Autobusni kolodvor | Ljubo Sertić | Roj na voznom redu, putnici fotografirali.
21. 5. 10:55 | Škola Bregovi, igralište | Mato Ban | Sat nastave u učionici, roj skupljen.
21. 5. 15:20 | Vinogradska 7, dimnjak | Ivan Horvat | Nije dostupno, pčele otišle same.
22. 5. 7:30 | Obiteljska kuća, Brezje | Ana Jurić | Roj u kutiji za pisma.
22. 5. 12:00 | Ribnjak, vrba | Ljubo Sertić | Dvije grane, dva roja.
22. 5. 17:45 | Crkva sv. Roka, zvonik | Mato Ban | Ostavljeno za jutro, previsoko po mraku.
23. 5. 7:40 | Pošta, semafor | Mato Ban | 25 minuta od poziva, oko 20.000 pčela.
23. 5. 9:30 | Crkva sv. Roka, zvonik | Mato Ban | Roj skupljen uz pomoć župnika.
23. 5. 14:10 | Dom zdravlja, parkiralište | Ana Jurić | Roj na retrovizoru auta. Vlasnik čekao.
""")
    rail = (
        '<section class="br-dezurni"><h3>Dežurstvo za rojeve: intervencije ovog tjedna</h3><ol>'
        + "".join(
            f"<li><time>{esc(a)}</time> <b>{esc(b)}</b> — {esc(c)}: {esc(d)}</li>" for a, b, c, d in calls
        )
        + "</ol></section>"
    )
    st = Story(
        "Grad uveo dežurni broj za pčelinje rojeve",
        "Piše: Katarina Golub",
        "2023-05-21T20:00:00+02:00",
        "21. svibnja 2023.",
        """
Od ovog tjedna građani koji u dvorištu, na balkonu ili na ulici primijete pčelinji roj mogu nazvati dežurni broj. Na poziv izlazi jedan od šest pčelara iz udruge.

Udruga za dežurstvo dobiva malu naknadu od Grada. Pčelari rojeve ne uništavaju, nego ih skupljaju i smještaju u nove košnice.
""",
        section="Kraj",
        most=(
            ("Dežurni broj za rojeve", "18.700"),
            ("Sajam cvijeća u subotu", "10.340"),
            ("Obnova stare škole", "6.200"),
        ),
        talked=(
            ("Dežurni broj za rojeve", str(len(cs))),
            ("Naplata parkiranja kod bolnice", "133"),
            ("Nova autobusna linija", "52"),
        ),
        related=("Kako izgleda roj", "Udruga pčelara Bregovi", "Lavanda i pčele"),
    )
    return make(
        "bk-mx-hr-roj",
        "mixed",
        "hr-zagorje",
        st,
        Parts(after=block, rail=rail),
        seeds(cs),
        path="/kraj/dezurni-broj-za-rojeve",
        reveal="on_load",
        container="section.br-komentari: h2 'Komentari čitatelja (25)', ul.br-lista > li.br-k (span.br-ime, 'uredništvo' tag, span.br-vr, div.br-txt, Odgovori), replies in ul.br-pod, four levels; beside it section.br-dezurni (an ol of call-outs)",
        heading=f"Komentari čitatelja ({len(cs)})",
        description=f"A Croatian regional portal of 2023 on a swarm hotline: {len(cs)} readers' comments, one beekeeper answering five times, the newsroom twice, {depth(cs)} levels; in the side column the week's swarm call-outs, 15 entries (date and time, place, beekeeper, a note), one the same swarm a reader reports.",
        static=True,
        lookalikes=("beekeepers' swarm call-outs (time, place, beekeeper, note)",),
    )


def en_overdue() -> Case:
    cs = thread("""
Margaret Ellery | 4 Mar 2019, 9:02am | - | - | I confess: I still have a 1987 copy of a Dick Francis novel from the old Station Road branch. Is the amnesty open to those of us who have simply been too embarrassed for thirty years?
Harrowgate Ledger | 4 Mar 2019, 9:30am | ^ | au | Margaret, it is open to everyone, no questions asked. The librarians say a Dick Francis is the most common late return of all.
Margaret Ellery | 4 Mar 2019, 9:44am | ^ | - | Then it goes back on Saturday. My husband will be relieved, he has moved it house four times.
Tom Akers | 4 Mar 2019, 9:15am | - | - | Remember the fines in the eighties? Two pence a day. My mother paid mine in coppers out of a jam jar.
Priya S. | 4 Mar 2019, 9:40am | ^ | - | Two pence a day over thirty years would be about two hundred pounds. Good thing there's an amnesty.
Tom Akers | 4 Mar 2019, 10:02am | ^ | - | I did that sum as well and then decided not to think about it.
Dennis Yarrow | 4 Mar 2019, 10:20am | - | - | Libraries abolishing fines is long overdue (sorry). Fines only ever stopped the poorest kids from coming back.
Helen Pike | 4 Mar 2019, 10:45am | ^ | - | As a former school librarian, I agree completely. The children with the most fines were the ones who needed books most.
Dennis Yarrow | 4 Mar 2019, 11:01am | ^ | - | Thank you, Helen. That is exactly it.
Rob | 4 Mar 2019, 11:20am | ^ | - | But then what stops people keeping books forever? Somebody has to pay for new ones.
Helen Pike | 4 Mar 2019, 11:38am | ^ | - | In the towns that tried it, more books came back, not fewer. People return things when they're not afraid of the bill.
Rob | 4 Mar 2019, 12:05pm | ^ | - | Fair enough, I didn't know that.
Julia Marsh | 4 Mar 2019, 12:30pm | - | - | The photo of the returns trolley made me laugh. Is that a 1970s atlas on the top? The one with two Germanys?
Harrowgate Ledger | 4 Mar 2019, 1:10pm | ^ | au | It is, Julia! Returned by a man who said his son had used it for homework in 1976.
Julia Marsh | 4 Mar 2019, 1:25pm | ^ | - | Wonderful. I hope it goes in a display case.
Sam Okafor | 4 Mar 2019, 2:00pm | - | - | Does the amnesty cover DVDs? Asking for a friend who loved a certain box set a bit too much.
Priya S. | 4 Mar 2019, 2:15pm | ^ | - | Says "all items" on the poster by the door, so yes.
Sam Okafor | 4 Mar 2019, 2:22pm | ^ | - | My friend thanks you.
Irene Coldwell | 4 Mar 2019, 3:40pm | - | - | My late father borrowed a book on beekeeping in 1994 and never kept a single bee. I found it clearing his shed last month. It's going back with a note.
Margaret Ellery | 4 Mar 2019, 3:58pm | ^ | - | What a lovely thing to do, Irene. I hope the librarians keep the note.
Irene Coldwell | 4 Mar 2019, 4:20pm | ^ | - | Thank you, Margaret. He would have found this whole thing very funny.
Graham | 4 Mar 2019, 5:10pm | - | - | Good news, but the branch is still only open three days a week. Amnesties don't help if the door is locked.
Harrowgate Ledger | 4 Mar 2019, 5:35pm | ^ | au | Graham, fair point, and the hours are my next post. The council meets about them on the 21st.
Graham | 4 Mar 2019, 5:50pm | ^ | - | Looking forward to it. Thanks for keeping an eye on all this.
Lucy Brand | 5 Mar 2019, 8:15am | - | - | Returned mine this morning. The librarian clapped. I have never felt so forgiven.
""")

    def item(i: int, c: C, sub: str) -> str:
        au = ' <span class="hl-author">Author</span>' if c.has("au") else ""
        return (
            f'<li class="hl-resp" id="hl-{i + 1}"><p class="hl-said"><span class="hl-who">{esc(c.name)}</span>{au} said on '
            f'<a href="#hl-{i + 1}">{esc(c.when)}</a>:</p>{paras(c.text)}<p class="hl-r"><a href="#hl-form">Reply</a></p>{sub}</li>'
        )

    block = (
        f'<section class="hl-responses"><h2>{len(cs)} responses</h2><ol>'
        + tree(cs, item, lambda s, _p: f'<ol class="hl-deeper">{s}</ol>')
        + '</ol><form id="hl-form" action="/respond" method="post"><textarea name="t"></textarea><button>Post response</button></form></section>'
    )
    log = _rows("""
The Whip Hand (novel) | borrowed 1987 | returned 2 Mar | by a retired teacher | "Sorry, it moved house with me four times."
World Atlas, 4th edition | borrowed 1976 | returned 2 Mar | by a grandfather | "My son's homework. He's 54 now."
Knitting for Beginners | borrowed 1991 | returned 2 Mar | by a woman in a red scarf | "I can knit now, thank you."
Birds of the Moor | borrowed 1983 | returned 2 Mar | by a birdwatcher | "Seen every one in it at least twice."
Advanced Chess Endings | borrowed 1999 | returned 3 Mar | by a student | "Still can't do endings."
Cooking on a Budget | borrowed 1979 | returned 3 Mar | by a couple | "Used for forty years. Pages stuck together."
Local Walks Vol. 2 | borrowed 2001 | returned 3 Mar | by a rambler | "Walk 7 no longer exists, there's a car park."
A Child's Book of Stars | borrowed 1988 | returned 3 Mar | by a father and daughter | "Read every night for a year."
Plumbing Made Easy | borrowed 1995 | returned 3 Mar | anonymous | "It was not easy."
Jigsaw: 1000 pieces, harbour | borrowed 2004 | returned 3 Mar | by a retired nurse | "Two pieces missing, I'm afraid."
The Complete Poems | borrowed 1972 | returned 3 Mar | by a former councillor | "Returned at last, with a pressed flower."
Learn Spanish in 30 Days | borrowed 1997 | returned 4 Mar | by a man in a flat cap | "Took me twenty years. Lo siento."
History of the Canal | borrowed 1985 | returned 4 Mar | by the canal society | "Found in our clubhouse cupboard."
Teach Yourself Guitar | borrowed 1990 | returned 4 Mar | by a busker | "Taught myself, eventually."
Gardening Month by Month | borrowed 1981 | returned 4 Mar | by an allotment holder | "March page is very muddy."
""")
    rail = (
        '<div class="hl-late"><h3>Back at last: this week\'s late returns</h3><ul>'
        + "".join(
            f"<li><cite>{esc(a)}</cite> <small>{esc(b)}, {esc(c)}</small><br>{esc(d)}: <q>{esc(e.strip(chr(34)))}</q></li>"
            for a, b, c, d, e in log
        )
        + "</ul></div>"
    )
    st = Story(
        "The library amnesty: thirty years of overdue books come home",
        "Posted by Ruth",
        "2019-03-04T08:00:00+00:00",
        "4 March 2019",
        """
For one month, the town library is taking back anything, from any year, without a fine. On the first weekend alone, 212 items came back through the door on Station Road, the oldest of them borrowed in 1972.

The librarians have been keeping a log of the best ones, with the notes people left inside. I've copied some of them in the sidebar, with their permission.

The amnesty runs until the end of March. The council has also agreed to stop charging fines for children's books for good.
""",
        section="Books",
        most=(
            ("The library amnesty", "4,310"),
            ("A walk along the old canal", "1,902"),
            ("Our bookshop turns 40", "1,280"),
        ),
        talked=(
            ("The library amnesty", str(len(cs))),
            ("Branch opening hours", "48"),
            ("Our bookshop turns 40", "17"),
        ),
        related=(
            "Branch opening hours: what the council said",
            "A walk along the old canal",
            "Our bookshop turns 40",
        ),
    )
    return make(
        "bk-mx-en-late-returns",
        "mixed",
        "en-harrowgate",
        st,
        Parts(after=block, rail=rail),
        seeds(cs),
        path="/books/library-amnesty",
        reveal="on_load",
        container="section.hl-responses: h2 '25 responses', ol > li.hl-resp (p.hl-said 'name said on date:', an 'Author' badge, paragraphs, Reply), replies in ol.hl-deeper, six levels; in the sidebar div.hl-late (a list of late returns)",
        heading=f"{len(cs)} responses",
        description=f"An English town blog of 2019 on a library amnesty: {len(cs)} readers' responses ('name said on date:'), the blog answering under its name four times, {depth(cs)} levels; in the sidebar a log of 15 books returned decades late (title, years, who, the note left inside in quotes).",
        static=True,
        lookalikes=("a library's log of late returns (title, dates, who, note)",),
    )


def mixed_bk() -> list[Case]:
    return [id_pasar_malam(), da_vinterbad(), hr_roj(), en_overdue()]
