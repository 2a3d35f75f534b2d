"""Blind set AW: four mixed pages of 2012, a discussion of this article (5 to 10 readers' comments) in the served
HTML beside a list of named short texts that are not comments, of kinds the earlier sets do not name: the paper's own
bloggers with their latest posts' teasers (nb), a football tipping game's leaderboard with the players' mottos (hr),
a location service's "checked in here" tips for the place the article is about (id) and the saints of the week (ca).
Written for this set; every name, place and text invented, each comment and entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_aw_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    rows,
    seeds,
    slug,
    thread,
    tree,
)


def nb_bloggers() -> Case:
    blogs = rows("""
Kari Lunde | Fjellmat | for 2 timer siden | Rømmegrøt på den enkle måten | Jeg har lovet mange av dere oppskriften etter bygdedagen. Her kommer den, med mormors triks for å få smøret til å skille seg.
Trond Aas | Fra sidelinja | for 5 timer siden | Juniorene gikk på et tap, men for en innsats | Det ble 1–3 mot Nedre Vik, men jeg har sjelden sett et lag kjempe så til siste minutt.
Solveig Bakken | Hage i høyden | i går | Når kan man så ute på 400 meter? | Spørsmålet kommer hvert år. Svaret er: senere enn du tror, og aldri før bjørka har museører.
Jon Erik Hov | Gamle Fjellstad | 3 dager siden | Skolebildet fra 1952 | En leser sendte meg dette bildet av klassen på Holmen skole. Kjenner du igjen noen?
""")
    li = "".join(
        f'<li class="blg-item"><img src="/_avatar/blg-{slug(n)}.svg" alt="" width="40" height="40" /><span class="blg-navn">{esc(n)}</span> · '
        f'<a class="blg-blogg" href="/blogg/{slug(b)}">{esc(b)}</a> <span class="blg-tid">{esc(t)}</span>'
        f'<a class="blg-tittel" href="/blogg/{slug(b)}/{slug(h)[:30]}">{esc(h)}</a><p class="blg-ingress">{esc(x)}</p></li>'
        for n, b, t, h, x in blogs
    )
    box = f'<div class="bloggene"><h4>Fra bloggene våre</h4><ul class="blg-list">{li}</ul></div>'
    cs = thread("""
Arne Nyhus | 14.03.2012 kl. 08:10 | - | - | Ferja hver time om sommeren hadde vært fint, men hvem skal betale? Fylket sparer jo på alt.
Liv Haugen | 14.03.2012 kl. 08:45 | 0 | - | Det står i saken at fylket betaler halvparten de tre første årene.
Arne Nyhus | 14.03.2012 kl. 09:10 | 1 | - | Da har jeg lest for fort. Beklager.
Hytteeier | 14.03.2012 kl. 10:20 | - | - | Vi har hytte på Nedre Vik og står i kø hver fredag. Endelig!
Ferjemannen | 14.03.2012 kl. 11:30 | - | - | Mannskapet er positive, men vi trenger et nytt skift for å klare timesruter. Det tar tid å lære opp folk.
Liv Haugen | 14.03.2012 kl. 12:05 | 4 | - | Takk for at du forklarer hvordan det ser ut fra ferja.
Gudmund | 14.03.2012 kl. 15:40 | - | - | Flott.
Elin S. | 14.03.2012 kl. 19:15 | - | - | Husk at bussen også må passe med ferja, ellers hjelper det lite.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="ks-innlegg" id="ks{i + 1}"><p class="ks-topp"><strong>{esc(c.name)}</strong> <span>{esc(c.when)}</span></p>'
            f'<div class="ks-tekst">{paras(c.text)}</div><p class="ks-valg"><a href="#svar">Svar</a> | <a href="/varsle/{i + 1}">Varsle</a></p>'
            + (f'<div class="ks-svar">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="kommentarer"><h3>8 kommentarer</h3>'
        + tree(cs, item, lambda s: s)
        + '<p><a href="/logg-inn">Logg inn</a> for å kommentere.</p></div>'
    )
    st = Story(
        "Ferja kan gå hver time fra sommeren",
        "Ingrid Solheim",
        "2012-03-13T18:00:00+01:00",
        "13.03.2012",
        """
Fylkeskommunen foreslår at ferja mellom Fjellstad og Nedre Vik skal gå hver time fra juni til august. I dag går ferja annenhver time.

Fylket vil dekke halvparten av ekstrakostnadene de tre første årene. Kommunen må ta resten. Saken skal opp i kommunestyret i april.
""",
        section="Nyheter",
        related=(
            "Lange køer ved ferja i påsken ~ 10.04.2011 ~ Mange måtte vente på to avganger.",
            "Ny ferje i 2014? ~ 20.01.2012 ~ Fylket vurderer å bytte ut den gamle ferja.",
            "Bussruten endres ~ 05.03.2012 ~ Færre avganger på lørdager.",
        ),
        tags=("ferje", "samferdsel"),
    )
    return make(
        "aw-mx-nb-bloggene",
        "mixed",
        "nb-fjellstad",
        st,
        Parts(after=block, rail=box),
        seeds(cs),
        path="/nyheter/ferja-kan-ga-hver-time-fra-sommeren-1-7120044",
        container="div.kommentarer after the related stories: h3 '8 kommentarer', div.ks-innlegg (strong name, time, div.ks-tekst, 'Svar | Varsle'), replies in div.ks-svar, three levels; beside it, in the right column, div.bloggene (the paper's bloggers: avatar, name, blog, time, title, teaser)",
        heading="8 kommentarer",
        description="A Norwegian local paper of 2012: 8 readers' comments on a ferry timetable, replies three levels deep; the right column's 'Fra bloggene våre' lists four of the paper's bloggers with their latest posts' teasers and times (not comments).",
        lookalikes=("the paper's bloggers with their latest posts (name, blog, time, title, teaser)",),
    )


def hr_tipping() -> Case:
    table = rows("""
1 | Bura_Split | 87 | Tko ne riskira, ne pije šampanjac.
2 | Marijana Tomić | 84 | Tipujem srcem, ali ovaj put je i glava bila na mjestu.
3 | stari_ribar | 81 | Sve što znam o nogometu naučio sam na rivi.
4 | Zoki74 | 79 | Iduće kolo vraćam prvo mjesto, samo gledajte.
5 | Ivana P. | 76 | Nula bodova iz derbija, ali ne odustajem.
""")
    trs = "".join(
        f'<tr><td class="tp-mj">{esc(r)}.</td><td class="tp-igrac"><b>{esc(n)}</b><br /><em class="tp-moto">{esc(m)}</em></td>'
        f'<td class="tp-bod">{esc(b)} bod.</td></tr>'
        for r, n, b, m in table
    )
    box = (
        '<div class="tipster"><h4>Glasnikova prognoza: poredak nakon 22. kola</h4><table class="tp-tab">'
        f'{trs}</table><p><a href="/prognoza">Igraj i ti – nagrada za pobjednika sezone!</a></p></div>'
    )
    cs = thread("""
Dalmatinac | 14.03.2012. u 09:15 | - | - | Zasluženo. Kaštel je igrao bolje cijelu drugu polovicu.
Mate K. | 14.03.2012. u 09:40 | 0 | - | Zasluženo, ali onaj penal je bio poklon.
Dalmatinac | 14.03.2012. u 10:02 | 1 | - | Gledao sam deset puta, bio je kontakt.
Ljubica | 14.03.2012. u 11:30 | - | - | Svaka čast dečkima, napokon neka radost u gradu.
Branko Šimić | 14.03.2012. u 13:00 | - | - | Tribine su trebale biti punije. Gdje su bili svi ti navijači kad se gubilo?
Neno | 14.03.2012. u 16:20 | 4 | - | Na poslu, kao i uvijek subotom.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="kom-st" id="kst{i + 1}"><div class="kom-glava"><img src="/_avatar/h-{slug(c.name)}.svg" alt="" width="28" height="28" /> '
            f'<b>{esc(c.name)}</b> <span class="kom-vr">{esc(c.when)}</span></div><div class="kom-tx">{paras(c.text)}</div>'
            f'<div class="kom-ak"><a href="#odg">Odgovori</a> · Sviđa mi se ({(i * 4) % 9})</div>'
            + (f'<ul class="kom-odg">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="komentari"><h3>Komentari (6)</h3><ul class="kom-lista">'
        + tree(cs, item, lambda s: s)
        + '</ul><p>Za komentiranje se <a href="/prijava">prijavite</a>.</p></div>'
    )
    st = Story(
        "Hajduk Kaštel slavio u derbiju 2:1",
        "Ante Perić",
        "2012-03-13T22:30:00+01:00",
        "13.03.2012.",
        """
Hajduk Kaštel pobijedio je u derbiju 22. kola Rivu iz Trogira rezultatom 2:1. Oba gola za domaće postigao je Luka Barić, drugi iz jedanaesterca u 78. minuti.

Na tribinama je bilo oko 1.200 gledatelja. Kaštelani su se ovom pobjedom popeli na treće mjesto ljestvice.
""",
        section="Sport",
        related=(
            "Barić: Ovo je gol za moju obitelj ~ 13.03.2012. ~ Junak derbija posvetio je pobjedu ocu.",
            "Riva mijenja trenera? ~ 13.03.2012. ~ Uprava se sastaje u četvrtak.",
            "Najava 23. kola ~ 12.03.2012. ~ Kaštel gostuje u Sinju.",
        ),
        tags=("nogomet", "Hajduk Kaštel", "derbi"),
    )
    return make(
        "aw-mx-hr-prognoza",
        "mixed",
        "hr-jadransko",
        st,
        Parts(after=block, rail=box),
        seeds(cs),
        path="/sport/hajduk-kastel-slavio-u-derbiju-21-clanak-66120",
        container="div.komentari after the related stories: h3 'Komentari (6)', ul.kom-lista > li.kom-st (img, b name, span.kom-vr, div.kom-tx, 'Odgovori · Sviđa mi se (n)'), replies in ul.kom-odg, three levels; beside it, in the rail, div.tipster (a tipping game's leaderboard: rank, player, motto, points)",
        heading="Komentari (6)",
        description="A Croatian coastal tabloid of 2012: 6 readers' comments on a football derby, replies three levels deep; the rail holds the paper's tipping game leaderboard, five players with their mottos and points (not comments).",
        lookalikes=("a tipping game's leaderboard with the players' mottos",),
    )


def id_checkins() -> Case:
    checks = rows("""
Rina Kusuma | 2 jam lalu | Kopinya mantap, coba yang tubruk. Parkir agak susah kalau hari Minggu.
Dimas | 5 jam lalu | Wifi kencang, colokan banyak. Cocok buat kerja.
Yuli Astuti | kemarin | Pisang gorengnya habis jam 10 pagi, datang lebih awal!
Bagus Prasetyo | 3 hari lalu | Tempatnya adem, pemandangan sawah di belakang.
""")
    li = "".join(
        f'<li class="ci-item"><img src="/_avatar/ci-{k}.svg" alt="" width="32" height="32" /><span class="ci-nama">{esc(n)}</span> '
        f'check-in di sini · <span class="ci-waktu">{esc(t)}</span><p class="ci-tips">{esc(x)}</p></li>'
        for k, (n, t, x) in enumerate(checks)
    )
    box = (
        '<div class="checkin"><h4>Kedai Kopi Sawah: yang pernah ke sini</h4><p class="ci-jumlah">312 check-in · 4 tips terbaru</p>'
        f'<ul class="ci-list">{li}</ul></div>'
    )
    cs = thread("""
Hendra Wijaya | 14 Maret 2012 08:20 | - | - | Saya sering ke sana, kopinya memang enak dan harganya masih wajar. Semoga sukses, Pak Darto!
Sri Wahyuni | 14 Maret 2012 08:55 | - | - | Bangga ada kopi dari Lembah Hijau yang dikenal sampai Jakarta.
Agus | 14 Maret 2012 09:30 | 1 | - | Betul, Bu. Petani kopi di desa kami juga ikut senang.
Yanto | 14 Maret 2012 10:10 | - | - | Jalan ke kedai itu rusak parah, tolong pemda perhatikan.
Dewi Lestari | 14 Maret 2012 10:45 | 3 | - | Setuju, kemarin motor saya hampir jatuh di tanjakan dekat jembatan.
Redaksi Kabar Lembah | 14 Maret 2012 11:30 | 3 | r=Redaksi | Menurut Dinas PU, perbaikan jalan Desa Sukamulya dijadwalkan bulan Mei tahun ini.
Yanto | 14 Maret 2012 11:50 | 5 | - | Terima kasih infonya, semoga tidak molor.
Pak RT | 14 Maret 2012 13:15 | - | - | Mantap!
Fajar | 14 Maret 2012 15:40 | - | - | Buka sampai jam berapa ya? Mau mampir hari Sabtu.
Rina Kusuma | 14 Maret 2012 16:05 | 8 | - | Sampai jam sembilan malam, Mas. Sabtu ramai, datang sore saja.
""")

    def item(i: int, c: C, sub: str) -> str:
        rank = c.get("r")
        return (
            f'<div class="km-box" id="km{i + 1}"><div class="km-atas"><img src="/_avatar/id-{slug(c.name)}.svg" alt="" width="30" height="30" /> '
            f'<span class="km-nama">{esc(c.name)}</span>'
            + (f' <span class="km-label">{esc(rank)}</span>' if rank else "")
            + f' <span class="km-tgl">{esc(c.when)}</span></div><div class="km-isi">{paras(c.text)}</div>'
            f'<div class="km-bawah"><a href="#balas">Balas</a> · <a href="/lapor/{i + 1}">Laporkan</a> · Suka ({(i * 2) % 7})</div>'
            + (f'<div class="km-balasan">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="komentar-pembaca"><h3>Komentar Pembaca (10)</h3>'
        + tree(cs, item, lambda s: s)
        + '<p><a href="/masuk">Masuk</a> untuk berkomentar.</p></div>'
    )
    st = Story(
        "Kedai Kopi Sawah, dari desa sampai ke Jakarta",
        "Siti Rahmawati",
        "2012-03-13T19:00:00+07:00",
        "Selasa, 13 Maret 2012 19:00 WIB",
        """
Kedai kopi milik Darto (52) di tepi sawah Desa Sukamulya kini dikenal hingga ke luar daerah. Kopi robusta dari kebun warga setempat yang disajikan di kedai itu masuk daftar kopi terbaik sebuah majalah kuliner di Jakarta.

Darto membuka kedainya lima tahun lalu dengan dua meja. Kini kedai itu punya lima belas meja dan mempekerjakan enam pemuda desa.
""",
        section="Daerah",
        related=(
            "Festival kopi digelar akhir pekan ~ 10 Maret 2012 ~ Dua puluh petani kopi ikut serta.",
            "Harga kopi robusta naik ~ 1 Maret 2012 ~ Petani menikmati panen yang baik.",
            "Jembatan gantung Sukamulya diresmikan ~ 20 Februari 2012 ~ Warga tak perlu memutar lagi.",
        ),
        tags=("kopi", "Sukamulya", "UMKM"),
    )
    return make(
        "aw-mx-id-checkin",
        "mixed",
        "id-lembah",
        st,
        Parts(after=block, rail=box),
        seeds(cs),
        path="/daerah/2012/03/13/kedai-kopi-sawah-dari-desa-sampai-jakarta",
        container="div.komentar-pembaca after the article: h3 'Komentar Pembaca (10)', div.km-box (img, span.km-nama, span.km-label 'Redaksi', span.km-tgl, div.km-isi, 'Balas · Laporkan · Suka (n)'), replies in div.km-balasan, three levels; beside it, in the right column, div.checkin (a location service's check-ins with tips: name, relative time, tip)",
        heading="Komentar Pembaca (10)",
        description="An Indonesian regency portal of 2012: 10 readers' comments on a village coffee shop, replies three levels deep, the newsroom's answer, 'Mantap!'; the right column holds a location service's 'checked in here' tips for the coffee shop, four of them (not comments on the article).",
        lookalikes=("a location service's check-ins with tips (name, relative time, tip)",),
    )


def ca_saints() -> Case:
    saints = rows("""
Sant Zacaries | 15 de març | Papa del segle VIII, conegut per la seva prudència i per haver rescatat captius.
Sant Heribert | 16 de març | Arquebisbe de Colònia, patró de la pluja en temps de sequera.
Sant Patrici | 17 de març | Evangelitzador d'Irlanda; la tradició diu que explicava la Trinitat amb un trèvol.
Sant Ciril de Jerusalem | 18 de març | Bisbe i doctor de l'Església, autor de catequesis per als batejats.
Sant Josep | 19 de març | Espòs de Maria i patró dels fusters. Dia del Pare.
""")
    li = "".join(
        f'<li class="sant"><b class="sant-nom">{esc(n)}</b> <span class="sant-dia">{esc(d)}</span><p class="sant-text">{esc(x)}</p></li>'
        for n, d, x in saints
    )
    box = f'<div class="santoral"><h4>Santoral de la setmana</h4><ul class="sant-llista">{li}</ul></div>'
    cs = thread("""
Montse Puig | 14/03/2012 a les 09:05 | - | - | Quina alegria! El meu avi havia treballat a la farga de jove i sempre en parlava.
Pere Solà | 14/03/2012 a les 10:20 | 0 | - | El meu també. Potser es coneixien.
Núria | 14/03/2012 a les 12:45 | - | - | Caldria que l'obrissin també els caps de setmana d'hivern, que és quan venen més excursionistes.
Jaume Ferrer | 14/03/2012 a les 14:10 | 2 | - | Ho diu l'article: obert els dissabtes tot l'any.
Àngel | 14/03/2012 a les 18:30 | - | - | Molt bé.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="opinio" id="op{i + 1}"><p class="op-cap"><span class="op-nom">{esc(c.name)}</span> · <span class="op-data">{esc(c.when)}</span></p>'
            f'<div class="op-cos">{paras(c.text)}</div><p class="op-peu"><a href="#respon">Respon</a> · <a href="/denuncia/{i + 1}">Denuncia</a></p>'
            + (f'<div class="op-respostes">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="opinions"><h3>Opinions dels lectors (5)</h3>'
        + tree(cs, item, lambda s: s)
        + '<p><a href="/entra">Entra</a> per opinar.</p></div>'
    )
    st = Story(
        "La farga de Bellpuig obrirà com a museu al maig",
        "Marta Rovira",
        "2012-03-13T17:30:00+01:00",
        "13/03/2012",
        """
La farga de Bellpuig, que va deixar de funcionar el 1931, obrirà al maig com a museu del ferro de la Vall Ferrera. La restauració ha durat tres anys i ha costat 1,2 milions d'euros.

El museu obrirà cada dia a l'estiu i els dissabtes durant la resta de l'any. Les visites guiades mostraran el mall hidràulic en funcionament.
""",
        section="Comarca",
        related=(
            "Comencen les obres a la farga ~ 10/02/2009 ~ La restauració començarà per la teulada.",
            "El ferro de la Vall, a l'escola ~ 20/01/2012 ~ Els alumnes visiten les mines velles.",
            "Rècord de visitants a la comarca ~ 02/01/2012 ~ L'estiu passat va superar els 80.000.",
        ),
        tags=("farga", "museu", "Bellpuig"),
    )
    return make(
        "aw-mx-ca-santoral",
        "mixed",
        "ca-vallferrera",
        st,
        Parts(after=block, rail=box),
        seeds(cs),
        path="/comarca/la-farga-de-bellpuig-obrira-com-a-museu-al-maig",
        container="div.opinions after the article: h3 'Opinions dels lectors (5)', div.opinio (span.op-nom, span.op-data, div.op-cos, 'Respon · Denuncia'), replies in div.op-respostes; beside it, in the right column, div.santoral (saints of the week: name, day, a sentence)",
        heading="Opinions dels lectors (5)",
        description="A Catalan valley portal of 2012: 5 readers' comments on a forge museum, replies two levels deep, 'Molt bé.'; the right column holds the week's saints (name, feast day, a sentence), five of them (not comments).",
        lookalikes=("the saints of the week (name, feast day, a sentence)",),
    )


def mixed_aw() -> list[Case]:
    return [nb_bloggers(), hr_tipping(), id_checkins(), ca_saints()]
