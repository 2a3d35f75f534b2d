"""Blind set AY: four mixed pages of 2012-2014, a discussion of this article (4 to 6 readers' comments) as the saved
page holds it beside a list of the era's furniture that is not a discussion, of kinds the earlier sets do not name: a
site's gamified "readers' badges" feed (id), fuel prices reported by readers (hr, beside a social plugin's thread with
a hidden reply), "I saw you" messages (sk), related videos from a video site with uploaders and descriptions (ca,
beside a hosted widget's thread). Written for this set; every name, place and text invented, each comment and entry
by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ay_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    lazy,
    make,
    paras,
    rows,
    seeds,
    thread,
    tree,
)
from comspider_lab.blind.widgets import children


def id_pasar() -> Case:
    badges = rows("""
Rina Agustina | Pembaca Setia | Membaca 100 berita bulan ini | 2 jam lalu
Dedi Kurniawan | Penjelajah Daerah | Membaca berita dari 10 kecamatan | 3 jam lalu
Wulan Sari | Kontributor Foto | Foto kirimannya dimuat di galeri | 5 jam lalu
Hendra Saputra | Pembaca Pagi | Membuka berita sebelum pukul 06.00 selama 7 hari | kemarin
Nia Ramadhani | Pembagi Berita | Membagikan 25 berita | kemarin
""")
    feed = "".join(
        f'<li class="lc-baris">{lazy(f"lc-{k}", "lc-ava", 28, loaded=True)}<b class="lc-nama">{esc(n)}</b> mendapat lencana '
        f'<span class="lc-lencana">«{esc(b)}»</span><small class="lc-ket">{esc(d)}</small> <span class="lc-waktu">{esc(w)}</span></li>'
        for k, (n, b, d, w) in enumerate(badges)
    )
    rail = (
        '<div class="lencana-box"><h4>Aktivitas komunitas</h4><p>Kumpulkan lencana dengan membaca dan membagikan berita. '
        f'<a href="/lencana">Lihat semua lencana</a></p><ul class="lc-daftar">{feed}</ul></div>'
    )
    cs = thread("""
Rudi Hartono | 12 Maret 2013 09:20 | - | - | Akhirnya pasar ikan yang bersih. Dulu baunya sampai ke jalan raya.
Sri Wahyuni | 12 Maret 2013 09:45 | 0 | - | Tapi harga sewa lapaknya mahal, kasihan pedagang kecil.
Kabar Tanjung Sari | 12 Maret 2013 10:30 | 1 | red | Menurut dinas perikanan, sewa lapak digratiskan selama tiga bulan pertama.
Bayu Pratama | 12 Maret 2013 11:02 | - | - | Parkirnya bagaimana? Hari Minggu pasti penuh.
Tamu | 12 Maret 2013 13:15 | - | guest | Semoga tetap buka sampai sore, jangan cuma pagi.
""")

    def item(i: int, c: C, sub: str) -> str:
        red = '<span class="km-label">Redaksi</span>' if c.has("red") else ""
        return (
            f'<div class="kmt-item">{lazy(f"kmt-{i}", "kmt-foto", 40)}<div class="kmt-isi"><span class="kmt-nama">{esc(c.name)}</span>'
            f'{red} <span class="kmt-tgl">{esc(c.when)}</span><div class="kmt-teks">{paras(c.text)}</div>'
            f'<a href="#" class="kmt-balas">Balas</a></div>{sub}</div>'
        )

    block = (
        '<div class="komentar-wrap"><h3>Komentar (5)</h3><div class="kmt-daftar">'
        + tree(cs, item, lambda s: f'<div class="kmt-balasan">{s}</div>')
        + '</div><form class="kmt-form" action="/komentar" method="post"><textarea name="isi"></textarea><button>Kirim</button></form></div>'
    )
    st = Story(
        "Pasar ikan higienis dibuka di Pelabuhan Tanjung Sari",
        "Reporter: Dewi Lestari",
        "2013-03-11T15:00:00+07:00",
        "Senin, 11 Maret 2013 15:00 WIB",
        """
Pasar ikan higienis di kawasan Pelabuhan Tanjung Sari resmi dibuka pada Senin siang. Pasar ini memiliki 60 lapak dengan meja keramik, saluran air bersih dan ruang pendingin.

Dinas perikanan menyebut pasar baru ini akan menggantikan tempat pelelangan lama yang sering dikeluhkan warga karena bau dan genangan air.

Pasar dibuka setiap hari mulai pukul 05.00 hingga 12.00.
""",
        section="Daerah",
        related=(
            "Jalan lingkar selatan mulai diaspal",
            "Festival layang-layang digelar akhir pekan",
            "Persatu Tanjung Sari menang telak",
            "Harga cabai kembali naik",
        ),
        tags=("pasar ikan", "pelabuhan", "nelayan"),
        bio="Dewi Lestari meliput berita daerah dan ekonomi rakyat.",
        shares=(288, 47, 6),
    )
    return make(
        "ay-mx-id-pasar-lencana",
        "mixed",
        "id-tanjung",
        st,
        Parts(before=block, rail=rail),
        seeds(cs),
        path="/daerah/pasar-ikan-higienis-dibuka",
        container="div.komentar-wrap: h3 'Komentar (5)', div.kmt-daftar > div.kmt-item (lazy img, span.kmt-nama, 'Redaksi' label, span.kmt-tgl '12 Maret 2013 09:20', div.kmt-teks, Balas), replies in div.kmt-balasan two levels; beside it, after the main column, div.lencana-box 'Aktivitas komunitas' (name, 'mendapat lencana «…»', a description, a relative time)",
        heading="Komentar (5)",
        description="An Indonesian regional portal of 2013: 5 comments in the site's own widget (a guest 'Tamu', the newsroom's answer, replies two levels deep) and a gamified community feed of readers' badges (name, badge, reason, relative time) that is not a discussion.",
        lookalikes=("a gamified community feed of readers' badges (name, badge, reason, time)",),
    )


def hr_gorivo() -> Case:
    prices = rows("""
Benzinska Luka | Uvala | 10,42 kn | Ivo_M | prije 1 sat | Red od pet auta, ali radi i noću.
Benzinska na trajektnom pristaništu | Porat | 10,49 kn | galeb77 | prije 3 sata | Najskuplje na otoku, ali jedino otvoreno nedjeljom.
Pumpa kod marine | Uvala | 10,38 kn | Nera K. | prije 5 sati | Tu i za brodice, dizel malo jeftiniji.
Benzinska Polje | Gornje Polje | 10,45 kn | Frane | jučer | Nema bezolovnog 98 do ponedjeljka.
""")
    li = "".join(
        f'<tr class="gc-red"><td class="gc-postaja"><b>{esc(s)}</b><br><small>{esc(p)}</small></td><td class="gc-cijena">{esc(c)}</td>'
        f'<td class="gc-prijavio">prijavio <span>{esc(u)}</span><br><small>{esc(w)}</small></td><td class="gc-napomena">{esc(x)}</td></tr>'
        for s, p, c, u, w, x in prices
    )
    box = (
        '<div class="gorivo-citatelji"><h4>Cijene goriva koje ste prijavili</h4><p>Eurosuper 95, litra. <a href="/gorivo/prijavi">'
        f'Prijavi cijenu</a></p><table class="gc-tablica"><tbody>{li}</tbody></table></div>'
    )
    cs = thread("""
Ante Barić | prije 4 sata | - | l=15,p=Živi u Uvali | Svako ljeto ista priča. Trajekt nam je jedini izgovor koji čujemo.
Marija Kovačić | prije 3 sata | 0 | l=6 | Ja tankam na kopnu kad god idem liječniku, isplati se.
Ante Barić | prije 3 sata | 0 | l=2,p=Živi u Uvali | Da, ali ne može svatko ići na kopno svaki tjedan.
Dino Perić | prije 2 sata | - | l=4,p=Radi u Brodogradilište Porat | Neka netko konačno objasni kolika je stvarno cijena prijevoza goriva trajektom po litri.
""")

    def one(i: int, c: C, hidden: bool) -> str:
        prof = f' <span class="crl-perfil">· {esc(c.get("p"))}</span>' if c.get("p") else ""
        return (
            f'<li class="crl-item{" crl-oculto" if hidden else ""}">{lazy(f"hrc-{i}", "crl-foto", 40, loaded=True)}'
            f'<div class="crl-contenido"><a class="crl-nombre" href="/_corrillo/perfil/{700 + i}">{esc(c.name)}</a>{prof}'
            f'<div class="crl-texto">{esc(c.text)}</div><div class="crl-acciones"><a href="#">Odgovori</a> · <a href="#">Sviđa mi se</a>'
            f' · <span class="crl-megusta">👍 {c.get("l")}</span> · <abbr class="crl-hora">{esc(c.when)}</abbr></div></div>'
        )

    items = ""
    for i in children(seeds(cs), None):
        reps = children(seeds(cs), i)
        sub = ""
        if reps:
            sub = one(reps[0], cs[reps[0]], False) + "</li>"
            sub += "".join(one(j, cs[j], True) + "</li>" for j in reps[1:])
            if reps[1:]:
                sub += f'<li class="crl-mas"><a href="#">Prikaži još {len(reps) - 1} odgovor</a></li>'
            sub = f'<ul class="crl-respuestas">{sub}</ul>'
        items += one(i, cs[i], False) + sub + "</li>"
    plugin = (
        '<div class="komentari"><div class="crl-plugin crl-cargado"><div class="crl-cabecera"><span class="crl-total">4 komentara'
        '</span><span class="crl-orden">Poredaj po <select><option selected>Najbolji komentari</option><option>Najnoviji</option>'
        '</select></span></div><div class="crl-redactar"><textarea placeholder="Dodaj komentar…"></textarea></div>'
        f'<ul class="crl-lista">{items}</ul><div class="crl-pie">Društveni dodatak Corrillo</div></div></div>'
    )
    st = Story(
        "Gorivo na otoku skuplje za 50 lipa nego na kopnu",
        "Piše: Tomislav Jurić",
        "2012-07-10T07:30:00+02:00",
        "10.07.2012. u 07:30",
        """
Litra eurosupera na otoku ovog je tjedna u prosjeku 50 lipa skuplja nego u obalnim gradovima, pokazuje usporedba cijena na svim otočnim benzinskim postajama.

Distributeri razliku objašnjavaju troškom prijevoza cisterni trajektom i manjom prodajom izvan sezone. Otočani upozoravaju da se razlika u posljednje dvije godine udvostručila.

Općina je zatražila sastanak s distributerima i nadležnim ministarstvom.
""",
        lead="Distributeri se pozivaju na trošak trajekta, otočani traže objašnjenje.",
        section="Vijesti",
        related=(
            "Novi trajektni red plovidbe od srpnja",
            "Ljetno kino na rivi počinje u petak",
            "Rekordna sezona u kampovima",
            "Nogometaši Uvale u finalu kupa",
        ),
        tags=("gorivo", "otok", "cijene"),
        bio="Tomislav Jurić piše o gospodarstvu otoka.",
        shares=(745, 133, 18),
    )
    css = ".crl-oculto{display:none}"
    return make(
        "ay-mx-hr-gorivo",
        "mixed",
        "hr-uvala",
        st,
        Parts(before=plugin, rail=box, css=css),
        seeds(cs),
        path="/vijesti/gorivo-na-otoku-skuplje",
        container="div.komentari > div.crl-plugin (the invented social network 'Corrillo''s comment plugin, rendered in Croatian): '4 komentara', 'Poredaj po Najbolji komentari', ul.crl-lista > li.crl-item (img, a.crl-nombre, profile line, div.crl-texto, 'Odgovori · Sviđa mi se · 👍 n · prije n sati'), replies in ul.crl-respuestas, the second hidden (display:none) under 'Prikaži još 1 odgovor'; in the right column div.gorivo-citatelji: a table of fuel prices reported by readers (station, place, price, 'prijavio NAME', relative time, a remark)",
        heading=None,
        description="A Croatian island daily of 2012: 4 comments in a social network's comment plugin (profile lines, likes, relative times, one reply hidden by a CSS class under 'Prikaži još 1 odgovor') and, in the side column, fuel prices reported by readers with their names, times and remarks (not comments).",
        lookalikes=("fuel prices reported by readers (station, price, reporter, time, remark)",),
    )


def sk_autobus() -> Case:
    msgs = rows("""
Tichý pasažier | 26.11.2014 | Videl som ťa v autobuse číslo 4 v piatok ráno, mala si červený šál a čítala si knihu o horách. Usmiala si sa, keď šofér prudko zabrzdil. Ak si to ty, napíš.
Jana z pekárne | 25.11.2014 | Chlapec s gitarou, ktorý mi v utorok podržal dvere na pošte: ďakujem, ten deň som to potrebovala.
M. | 24.11.2014 | Videla som ťa na zastávke pri nemocnici, v modrej bunde, dal si svoju čiapku malému chlapcovi. Takých ľudí je málo.
Študent zo 6:15 | 22.11.2014 | Slečna s psíkom v taške, každé ráno sedíš na rovnakom mieste. Raz sa odvážim prisadnúť.
""")
    li = "".join(
        f'<li class="vs-odkaz"><p class="vs-text">{esc(x)}</p><p class="vs-podpis">— {esc(n)}, <span>{esc(d)}</span></p></li>'
        for n, d, x in msgs
    )
    box = (
        '<div class="videl-som-ta"><h4>Videl som ťa</h4><p class="vs-popis">Odkazy čitateľov ľuďom, ktorých stretli. '
        f'<a href="/videl-som-ta/napisat">Napísať odkaz</a></p><ul>{li}</ul></div>'
    )
    cs = thread("""
Zuzana Kmeťová | 28.11.2014 08:10 | - | - | Konečne! Po koncerte v meste sme vždy museli čakať na prvý ranný spoj.
Martin Hudák | 28.11.2014 08:32 | 0 | - | Len aby nejazdil prázdny, inak ho po pol roku zrušia.
Zuzana Kmeťová | 28.11.2014 08:50 | 1 | - | Tak ho treba využívať, študentov je tu dosť.
Anonym | 28.11.2014 09:14 | - | guest | Odchod o 23:40 je skoro, koncerty končia neskôr.
Hornianske noviny | 28.11.2014 10:00 | 3 | red | Dopravca uviedol, že od marca zvažuje aj druhý spoj o 1:30.
Peter V. | 28.11.2014 12:45 | - | - | Výborná správa pre ľudí, čo pracujú na zmeny v nemocnici.
""")

    def item(i: int, c: C, sub: str) -> str:
        red = '<span class="ds-red">redakcia</span>' if c.has("red") else ""
        cls = "ds-meno ds-anonym" if c.has("guest") else "ds-meno"
        return (
            f'<li class="ds-prispevok"><div class="ds-hlava"><strong class="{cls}">{esc(c.name)}</strong>{red} '
            f'<span class="ds-datum">{esc(c.when)}</span></div><div class="ds-telo">{paras(c.text)}</div>'
            '<div class="ds-paticka"><a href="#">Reagovať</a> <a href="#">Nahlásiť</a></div>'
            + (f'<ul class="ds-reakcie">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="diskusia" id="diskusia"><h3>Diskusia (6)</h3><ul class="ds-zoznam">'
        + tree(cs, item, lambda s: s)
        + '</ul><p><a href="/prihlasenie">Prihláste sa</a> a pridajte príspevok.</p></div>'
    )
    st = Story(
        "Od decembra pôjde do Hornian nočný autobus",
        "Katarína Šimková",
        "2014-11-27T18:00:00+01:00",
        "27. 11. 2014 18:00",
        """
Od 14. decembra bude medzi krajským mestom a Hornianmi premávať nočný autobusový spoj. Z autobusovej stanice bude odchádzať o 23:40, do Hornian príde o 0:25.

Spoj bude jazdiť každý deň okrem nedele. Cestovné bude rovnaké ako cez deň. Dopravca ho zaviedol na žiadosť obce a študentov.

Ak bude o spoj záujem, dopravca zváži aj ďalší odchod po polnoci.
""",
        section="Kraj",
        related=(
            "Vianočné trhy otvoria v piatok",
            "Nemocnica hľadá sestry",
            "Hokejisti Hornian vyhrali v predĺžení",
            "Cesta na Sedlo je opäť zjazdná",
        ),
        tags=("doprava", "autobus", "Horniany"),
        bio="Katarína Šimková píše o doprave a samospráve.",
        shares=(212, 38, 2),
    )
    return make(
        "ay-mx-sk-videl-som-ta",
        "mixed",
        "sk-hornany",
        st,
        Parts(before=block, rail=box),
        seeds(cs),
        path="/kraj/nocny-autobus-do-hornian",
        container="div#diskusia.diskusia: h3 'Diskusia (6)', ul.ds-zoznam > li.ds-prispevok (strong.ds-meno, 'redakcia' mark, span.ds-datum '28.11.2014 08:10', div.ds-telo, Reagovať, Nahlásiť), replies in ul.ds-reakcie two levels; after the main column div.videl-som-ta: readers' 'I saw you' messages (text, '— signature, date')",
        heading="Diskusia (6)",
        description="A Slovak regional portal of 2014: 6 comments in the site's own discussion (an 'Anonym' author, the newsroom's answer, replies two levels deep) and a box of readers' 'Videl som ťa' messages to strangers they met, signed and dated (not comments).",
        lookalikes=("readers' 'I saw you' messages (text, signature, date)",),
    )


def ca_castell() -> Case:
    vids = rows("""
El 4 de 8 de Rocafort, complet | per colla_rocafort | fa 3 dies | 1.204 | L'actuació sencera des del balcó de l'Ajuntament, amb el toc de castells.
Assaig general dijous | per Marc Ferrer | fa 5 dies | 388 | La prova del tronc a l'assaig, encara amb la pinya a mig fer.
Enxaneta de 7 anys: així s'enfila | per AmicsDelsCastells | fa 1 setmana | 2.517 | Entrevista a la Laia abans de la diada.
Diada de la Festa Major 2012 | per colla_rocafort | fa 1 any | 940 | El 3 de 7 que va caure l'any passat, per no oblidar.
""")
    li = "".join(
        f'<li class="fm-video"><a href="/_filmeta/v/{k}"><img src="/_avatar/fm-{k}.svg" alt="" width="120" height="68"></a>'
        f'<a class="fm-titol" href="/_filmeta/v/{k}">{esc(t)}</a><span class="fm-autor">{esc(u)}</span> · '
        f'<span class="fm-quan">{esc(w)}</span> · <span class="fm-vistes">{esc(v)} visualitzacions</span>'
        f'<p class="fm-desc">{esc(d)}</p></li>'
        for k, (t, u, w, v, d) in enumerate(vids)
    )
    box = f'<div class="videos-relacionats"><h3>Vídeos relacionats a Filmeta</h3><ul>{li}</ul></div>'
    cs = thread("""
Montse Ribas | fa 2 dies | - | v=9 | Quina emoció! Era a la plaça amb la meva filla i ens vam posar a plorar quan va baixar l'enxaneta.
Jordi Puigdomènech | fa 2 dies | 0 | v=4 | Jo també hi era. Vint anys esperant aquest castell.
Pau | fa 1 dia | - | guest,v=1 | Algú sap si hi haurà vídeo sencer de l'actuació?
El Punt de Rocafort | fa 1 dia | 2 | b=Equip,v=3 | Pau, hem afegit al final de l'article el vídeo que ens ha passat la colla.
""")

    def item(i: int, c: C, sub: str) -> str:
        pid = 1800 + 17 * i
        badge = f' <span class="qs-badge">{esc(c.get("b"))}</span>' if c.get("b") else ""
        who = (
            f'<span class="qs-author qs-guest">{esc(c.name)}</span>'
            if c.has("guest")
            else f'<span class="qs-author"><a href="/_qs/profile/{pid}">{esc(c.name)}</a></span>'
        )
        return (
            f'<li class="qs-post" id="qs-post-{pid}"><div class="qs-post-body"><div class="qs-avatar">{lazy(f"qsc-{pid}", "qs-av-img", 48)}</div>'
            f'<div class="qs-post-main"><header class="qs-post-head">{who}{badge} <span class="qs-dot">•</span> '
            f'<a class="qs-time" href="#qs-post-{pid}">{esc(c.when)}</a></header><div class="qs-post-message">{paras(c.text)}</div>'
            f'<footer class="qs-post-foot"><span class="qs-vote">▲ {c.get("v")} ▼</span> • <a class="qs-reply" href="#">Respon</a>'
            f"</footer></div></div>{sub}</li>"
        )

    block = (
        '<div id="comentaris"><div id="quillstream-thread" class="qs-embed qs-ready"><div class="qs-topbar"><span class="qs-count">'
        '4 comentaris</span><ul class="qs-nav"><li class="qs-nav-site qs-on">El Punt de Rocafort</li><li class="qs-nav-login">'
        '<a href="#">Inicia sessió</a></li></ul></div><div class="qs-sortbar"><span class="qs-sort">Ordena per <a href="#" '
        'class="qs-sort-on">Millors</a> <a href="#">Més nous</a> <a href="#">Més antics</a></span></div><div class="qs-postbox">'
        '<div class="qs-textarea" contenteditable="true" data-placeholder="Participa a la conversa…"></div></div><ul class="qs-posts">'
        + tree(cs, item, lambda s: f'<ul class="qs-children">{s}</ul>')
        + '</ul><div class="qs-footer"><span class="qs-powered">Powered by <a href="#">Quillstream</a></span></div></div>'
        "<noscript></noscript></div>"
    )
    st = Story(
        "Els castellers de Rocafort carreguen el primer 4 de 8 de la seva història",
        "Publicat per Núria",
        "2013-09-09T22:00:00+02:00",
        "dilluns, 9 de setembre de 2013",
        """
Diumenge a la tarda, a la plaça de l'Església, la colla castellera de Rocafort va carregar per primera vegada un 4 de 8. La plaça, plena de gom a gom, va esclatar en aplaudiments quan l'enxaneta va fer l'aleta.

La colla, fundada el 1993, feia dues temporades que assajava el castell. El cap de colla va dedicar l'èxit a tots els que hi han passat en aquests vint anys.

La propera actuació serà a la diada de Tots Sants, al mes de novembre.
""",
        section="Cultura",
        related=(
            "Programa de la Festa Major",
            "Obres al camí del cementiri",
            "La biblioteca estrena club de lectura",
            "Concert de la cobla a la plaça",
        ),
        tags=("castells", "Festa Major", "colla"),
        bio="La Núria escriu aquest bloc de notícies del poble des del 2009.",
        shares=(356, 41, 3),
    )
    return make(
        "ay-mx-ca-castell-videos",
        "mixed",
        "ca-rocafort",
        st,
        Parts(before=block, after=box),
        seeds(cs),
        path="/cultura/castellers-4-de-8",
        container="div#comentaris > div#quillstream-thread.qs-embed (the invented hosted widget 'Quillstream', rendered in Catalan): '4 comentaris', 'Ordena per Millors', ul.qs-posts > li.qs-post (lazy avatar, span.qs-author, 'Equip' badge, a.qs-time 'fa 2 dies', div.qs-post-message, ▲ n ▼, Respon), replies in ul.qs-children; 'Powered by Quillstream'; after it div.videos-relacionats: videos from an invented video site (title, 'per NAME', 'fa 3 dies', views, a description)",
        heading=None,
        description="A Catalan village news blog of 2013: 4 comments in a hosted widget's rendered thread (a guest, the blog's answer badged 'Equip', replies one level) and related videos from a video site with uploaders, times, views and descriptions (not comments).",
        lookalikes=("related videos from a video site (title, uploader, time, views, description)",),
    )


def mixed_ay() -> list[Case]:
    return [id_pasar(), hr_gorivo(), sk_autobus(), ca_castell()]
