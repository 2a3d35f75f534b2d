"""Blind set AX: four mixed pages, a discussion saved after the page's scripts ran beside a list of a new kind that
has a discussion entry's shape: a news quiz's badges feed ("… earned the badge …", id), a community's "who is
online" box with status messages (hr), a library reading challenge's progress board (nb), a campaign's pledge wall
(sk). Every class name, name, place and text invented for this set; each comment and entry written by hand, one at a
time."""

from __future__ import annotations

from comspider_lab.blind.cases_ax_common import (
    C,
    Case,
    Parts,
    Story,
    cut_marks,
    esc,
    lazy,
    make,
    paras,
    rows,
    seeds,
    shown_and_rest,
    thread,
    tree,
)
from comspider_lab.blind.widgets import children


def id_kuis() -> Case:
    cs = thread("""
Rina Wulandari | 3 jam lalu | - | up=19 | Pasar ikan pindah ke dermaga baru itu bagus, tapi jalannya masih tanah. Kalau hujan pasti becek sekali.
Bagus Prakoso | 3 jam lalu | 0 | up=6 | Di berita ditulis jalan akses akan diaspal bulan depan, Mbak. Semoga benar.
Pak Darmo | 2 jam lalu | - | b=Nelayan,up=24 | Kami nelayan senang karena kapal bisa langsung bongkar di dermaga. Dulu harus pakai perahu kecil dulu ke pantai.
Tamu | 2 jam lalu | 2 | up=3 | Betul Pak, ikan juga jadi lebih segar sampai ke pembeli.
Kabar Tanjungsari | 1 jam lalu | 0 | b=Redaksi,up=8 | Terima kasih, Mbak Rina. Dinas PU mengonfirmasi pengaspalan dimulai 3 Juni.
""")

    def item(i: int, c: C, sub: str) -> str:
        badge = f'<span class="plv-badge">{esc(c.get("b"))}</span>' if c.get("b") else ""
        return (
            f'<li class="plv-post" id="plv-post-{1200 + i}"><div class="plv-avatar-box">{lazy("plv-avatar", "plvid" + c.name)}</div>'
            f'<div class="plv-body"><header class="plv-meta"><a class="plv-author" href="#">{esc(c.name)}</a>{badge} '
            f'<a class="plv-time" href="#">{esc(c.when)}</a></header><div class="plv-message">{paras(c.text)}</div>'
            f'<footer class="plv-actions"><a href="#">▲ {c.get("up")}</a> · <a href="#">Balas</a></footer></div>{sub}</li>'
        )

    widget = (
        '<div id="plv_thread" class="plv-embed plv-ready"><div class="plv-topbar"><span class="plv-count">5 komentar</span>'
        '<span class="plv-login">Masuk ▾</span></div><div class="plv-sortbar">Urutkan <b>Terbaik</b> ▾</div>'
        f'<div class="plv-postbox">{lazy("plv-avatar", "plv-saya")}<div class="plv-textarea" role="textbox">Ikut berdiskusi…</div></div>'
        '<ul class="plv-posts">'
        + tree(cs, item, lambda s: f'<ul class="plv-children">{s}</ul>')
        + '</ul><div class="plv-footer"><span class="plv-powered">Powered by Palaverio</span></div></div><noscript></noscript>'
    )
    badges = rows("""
Dewi Anggraini | Pembaca Pagi | 4 menit lalu | Membaca 5 berita sebelum jam 7 pagi
yusuf_tjs | Juara Kuis | 11 menit lalu | Menjawab benar 10 soal kuis mingguan
Maya Lestari | Penjelajah Daerah | 25 menit lalu | Membaca berita dari 6 kecamatan
Andi Saputra | Pembagi Setia | 48 menit lalu | Membagikan 20 berita bulan ini
Sri Handayani | Juara Kuis | 1 jam lalu | Menjawab benar 10 soal kuis mingguan
""")
    feed = (
        '<div class="lencana-feed"><h3>Lencana terbaru</h3><ul>'
        + "".join(
            f"<li>{lazy('lencana-av', 'len' + str(i), 28)}<b>{esc(n)}</b> mendapat lencana <i>{esc(b)}</i> "
            f"<small>{esc(t)}</small><p>{esc(why)}</p></li>"
            for i, (n, b, t, why) in enumerate(badges)
        )
        + '</ul><p><a href="/kuis">Ikuti kuis mingguan</a></p></div>'
    )
    st = Story(
        "Pasar ikan Tanjungsari pindah ke dermaga baru",
        "Penulis: Adi Nugroho",
        "2014-05-12T08:00:00+07:00",
        "Senin, 12 Mei 2014 08:00 WIB",
        """
Mulai pekan depan, pasar ikan Tanjungsari pindah dari pantai ke dermaga baru di muara Sungai Cikaso. Dermaga sepanjang 120 meter itu dibangun sejak tahun lalu.

Dengan dermaga baru, kapal nelayan bisa langsung membongkar hasil tangkapan tanpa perahu kecil. Pemerintah kabupaten juga menyiapkan tempat pelelangan dengan lantai keramik dan air bersih.

Jalan akses menuju dermaga sepanjang dua kilometer masih berupa tanah dan dijanjikan akan diaspal bulan depan.
""",
        lead="Dermaga sepanjang 120 meter di muara Cikaso siap dipakai pekan depan.",
        section="Daerah",
        related=("Harga ikan tongkol naik", "Nelayan dapat bantuan mesin", "Jalan ke muara diaspal Juni"),
        most=(
            "Banjir rob di pesisir timur",
            "Persitas menang 2-0",
            "Festival layang-layang digelar",
            "Jadwal kapal ke pulau",
        ),
        tags=("Pasar ikan", "Nelayan", "Tanjungsari"),
        bio="Adi Nugroho meliput berita pesisir selatan.",
    )
    return make(
        "ax-id-mixed-kuis",
        "mixed",
        "id-tanjungsari",
        st,
        Parts(
            after=widget,
            rail=feed,
            css=".plv-posts,.plv-children{list-style:none;padding:0}.plv-children{margin-left:46px}.plv-badge{font-size:10px;margin-left:5px;color:#888}.lencana-feed ul{list-style:none;padding:0}",
        ),
        seeds(cs),
        path="/daerah/pasar-ikan-tanjungsari-pindah-ke-dermaga-baru-77120",
        container="div#plv_thread.plv-embed (the hosted platform 'Palaverio', rendered): '5 komentar', 'Urutkan Terbaik', a post box; ul.plv-posts > li.plv-post with replies in ul.plv-children, one level; beside it in the right column a quiz's badges feed 'Lencana terbaru'",
        heading="5 komentar",
        description="An Indonesian coastal news site of 2014 saved after its scripts ran: 5 readers' comments in a hosted widget's markup (a fisherman and the newsroom badged, a guest 'Tamu'), and beside them a news quiz's badges feed (five readers, the badge, a time, why); the feed is not comments.",
        lookalikes=("news quiz badges feed",),
    )


def hr_online() -> Case:
    cs = thread("""
Marina Perić | 14.8.2012. u 21:05 | - | up=16 | Trajekt u 5:30 je bio spas za sve nas koji radimo na kopnu. Bez njega moram prespavati u gradu.
Ante Jurišić | 14.8.2012. u 21:20 | 0 | up=7 | Isto tako. Nadam se da će ga vratiti barem zimi, kad nema turista.
Toni | 14.8.2012. u 21:47 | - | g,up=2 | A zašto se ne pita otočane prije nego što se mijenja red plovidbe?
Branka Vuletić | 14.8.2012. u 22:10 | 2 | e,up=9 | Pitali su, bila je javna rasprava u lipnju u domu kulture. Došlo nas je dvadesetak.
Borovački list | 15.8.2012. u 08:30 | 0 | b=Urednik,up=11 | Marina, prema Jadranskoj plovidbi Borovac jutarnja linija vraća se od 1. listopada.
Marina Perić | 15.8.2012. u 09:02 | 4 | up=5 | Hvala na informaciji, lakše mi je.
""")

    def item(i: int, c: C, sub: str) -> str:
        badge = f'<span class="bl-uloga">{esc(c.get("b"))}</span>' if c.get("b") else ""
        if c.has("g"):
            badge += '<span class="bl-gost">gost</span>'
        edited = '<span class="bl-ured">(uređeno)</span>' if c.has("e") else ""
        return (
            f'<div class="bl-kom" id="bl-{800 + i}">{lazy("bl-av", "bl" + c.name, 36)}<p class="bl-tko"><b>{esc(c.name)}</b>{badge} '
            f'<span class="bl-kad">{esc(c.when)}</span>{edited}</p><div class="bl-sadrzaj">{paras(c.text)}</div>'
            f'<p class="bl-akcije"><a href="#">Odgovori</a> <span>👍 {c.get("up")}</span></p>'
            f"{f'<div class=bl-odgovori>{sub}</div>' if sub else ''}</div>"
        )

    block = (
        '<div class="bl-komentari" id="komentari"><h3>Komentari (6)</h3><p class="bl-upute"><a href="/prijava">Prijavite se</a> ili komentirajte kao gost.</p>'
        '<div class="bl-unos"><textarea placeholder="Vaš komentar"></textarea><button type="button">Pošalji</button></div>'
        + tree(cs, item, lambda s: s)
        + "</div>"
    )
    online = rows("""
galeb_71 | od 20:14 | Čekam buru da prođe pa na ribe.
Katarina M. | od 20:31 | Sutra berba na Dugoj njivi, tko dolazi?
stipe.borovac | od 20:58 | Prodajem gumenjak, javite se u poruci.
Ivana_K | od 21:02 | Ljeto prebrzo prolazi.
Nikola | od 21:10 | -
""")
    box = (
        '<div class="bl-online"><h3>Tko je online (5)</h3><ul>'
        + "".join(
            f'<li>{lazy("bl-on-av", "on" + str(i), 24)}<a href="/profil/{i + 40}">{esc(n)}</a> <small>{esc(t)}</small>'
            + (f'<p class="bl-status">{esc(s)}</p>' if s != "-" else "")
            + "</li>"
            for i, (n, t, s) in enumerate(online)
        )
        + "</ul></div>"
    )
    st = Story(
        "Jutarnji trajekt za kopno ukinut do jeseni",
        "Piše: Jure Matić",
        "2012-08-14T12:00:00+02:00",
        "14. kolovoza 2012. 12:00",
        """
Od ponedjeljka jutarnji trajekt iz Borovca za kopno u 5:30 više ne plovi. Brodar je liniju ukinuo do kraja rujna, a prvi polazak bit će u 7:15.

Otočani koji rade na kopnu upozoravaju da s novim redom plovidbe ne mogu stići na posao na vrijeme. Načelnik općine zatražio je od brodara da liniju vrati što prije.

Brodar navodi da je jutarnja linija ljeti slabo popunjena jer većina putnika putuje kasnije.
""",
        lead="Prvi polazak sada je tek u 7:15, otočani koji rade na kopnu nezadovoljni.",
        section="Vijesti",
        related=(
            "Novi red plovidbe: sve linije",
            "Javna rasprava u domu kulture",
            "Borovac dobiva novu rivu",
        ),
        most=(
            "Požar na Dugoj njivi ugašen",
            "Ribari traže novi lukobran",
            "Fešta u Borovcu",
            "Vodovod na otoku",
        ),
        tags=("Trajekt", "Borovac", "Promet"),
        bio="Jure Matić piše o otočnom životu.",
    )
    return make(
        "ax-hr-mixed-online",
        "mixed",
        "hr-borovac",
        st,
        Parts(
            after=block,
            rail=box,
            css=".bl-odgovori{margin-left:40px}.bl-kad,.bl-ured,.bl-gost{color:#999;font-size:11px;margin-left:6px}.bl-online ul{list-style:none;padding:0}",
        ),
        seeds(cs),
        path="/vijesti/jutarnji-trajekt-za-kopno-ukinut-do-jeseni/1203",
        container="div#komentari.bl-komentari (the site's own widget): h3 'Komentari (6)', a login line and input box; div.bl-kom (lazy avatar, b name, 'gost', span.bl-kad, '(uređeno)', div.bl-sadrzaj, 'Odgovori 👍 n'); replies in div.bl-odgovori inside the comment, two levels; beside it in the right column 'Tko je online (5)' with status messages",
        heading="Komentari (6)",
        description="A Croatian island portal of 2012 saved after its scripts ran: 6 readers' comments in the site's own widget (the editor's answer, a guest, an edited mark), and beside them a 'who is online' box of five members with the time they came and their status messages; the box is not comments.",
        lookalikes=("who is online with status messages",),
    )


def nb_lesing() -> Case:
    cs = thread("""
Kari Haugland | 2 timer siden | - | job=Bor i Fjellstrand,l=14 | Så flott at biblioteket holder åpent om kvelden! Vi som jobber til fire har aldri rukket det før.
Espen Moe | 2 timer siden | 0 | l=4 | Enig. Håper de har noen på jobb og ikke bare en selvbetjent automat.
Biblioteket i Fjellstrand | 1 time siden | 0 | job=Offentlig bibliotek,l=11 | Takk! Tirsdager og torsdager er det bemannet til kl. 20. Andre kvelder er det meråpent med lånekort.
Sigrid Bø | 45 minutter siden | - | l=3 | Kommer det også lesestund for barn på lørdag?
""")
    p = "rdv"

    def one(i: int, c: C, reply: bool) -> str:
        prof = f'<span class="{p}-profile">{esc(c.get("job"))}</span>' if c.get("job") else ""
        return (
            f'<div class="{p}-{"reply" if reply else "post"}">{lazy(p + "-pic", "nb" + c.name, 32 if reply else 48)}'
            f'<div class="{p}-content"><a class="{p}-name" href="#">{esc(c.name)}</a>{prof}<div class="{p}-text">{esc(c.text)}</div>'
            f'<div class="{p}-actions"><a href="#">Lik</a> · <a href="#">Svar</a> · <span>👍 {c.get("l")}</span> · '
            f'<abbr class="{p}-time">{esc(c.when)}</abbr></div></div></div>'
        )

    sd = seeds(cs)
    body = ""
    for i in children(sd, None):
        subs = children(sd, i)
        shown = "".join(one(j, cs[j], True) for j in subs[:1])
        hidden = ""
        if subs[1:]:
            hidden = (
                f'<a class="{p}-viewmore" href="#">Vis {len(subs) - 1} svar til</a><div class="{p}-collapsed {p}-hide">'
                + "".join(one(j, cs[j], True) for j in subs[1:])
                + "</div>"
            )
        body += (
            f'<div class="{p}-item">{one(i, cs[i], False)}'
            + (f'<div class="{p}-replies">{shown}{hidden}</div>' if subs else "")
            + "</div>"
        )
    plugin = (
        '<div class="rdv-comments-plugin"><div class="rdv-header"><span class="rdv-count">4 kommentarer</span>'
        '<span class="rdv-order">Sorter etter <b>Toppkommentarer</b> ▾</span></div>'
        f'<div class="rdv-compose">{lazy("rdv-pic", "rdv-deg", 48)}<textarea placeholder="Legg til en kommentar..."></textarea></div>'
        f'<div class="rdv-list">{body}</div><div class="rdv-foot">Rodaviva sosialt tillegg</div></div>'
    )
    board = rows("""
Ingrid S. | 14 bøker | i går | Nettopp ferdig med «Vinteren på Heggvoll». Den beste så langt i år.
Tor-Arne | 11 bøker | i går | Leste en krim på fergen hver dag denne uka.
Marte og Jonas | 9 bøker | for 2 dager siden | Vi leser høyt for hverandre om kvelden.
Elise H. | 7 bøker | for 3 dager siden | Hadde aldri lest dikt før. Nå er jeg hektet.
Bjørn L. | 6 bøker | for 4 dager siden | Startet sent, men tar igjen i påsken.
""")
    box = (
        '<div class="lu-tavle"><h3>Leseløftet: hvem leser mest?</h3><ol>'
        + "".join(
            f'<li><b>{esc(n)}</b> <span class="lu-antall">{esc(k)}</span> <small>{esc(t)}</small><p>{esc(s)}</p></li>'
            for n, k, t, s in board
        )
        + '</ol><p><a href="/leseloftet">Bli med i Leseløftet</a></p></div>'
    )
    st = Story(
        "Biblioteket får kveldsåpent fire dager i uka",
        "Av Hilde Aasen",
        "2014-03-03T11:00:00+01:00",
        "mandag 03. mars 2014 kl. 11:00",
        """
Fra 1. april holder biblioteket i Fjellstrand åpent til klokka 20 fra mandag til torsdag. To av kveldene er det bemannet, de andre to er biblioteket meråpent.

Meråpent betyr at lånere med lånekort kan låse seg inn selv og låne og levere bøker i automaten. Kommunen har installert kameraer og ny dør for ordningen.

Biblioteket håper flere vil bli med i Leseløftet, lesekampanjen som startet i januar.
""",
        lead="To kvelder bemannet, to kvelder meråpent med lånekort.",
        section="Kultur",
        related=("Leseløftet i gang", "Nye bøker på nynorsk", "Forfatterbesøk i mars"),
        most=(
            "Raset på fylkesvei 7",
            "Fjellstrand IL til kretsfinalen",
            "Ny lege på legekontoret",
            "Isen på vatnet er usikker",
        ),
        tags=("Biblioteket", "Lesing", "Kultur"),
        bio="Hilde Aasen er kulturjournalist i Fjellstrand Tidende.",
    )
    return make(
        "ax-nb-mixed-lesing",
        "mixed",
        "nb-fjellstrand",
        st,
        Parts(
            after=plugin,
            rail=box,
            css=".rdv-hide{display:none}.rdv-replies{margin-left:56px}.rdv-profile{display:block;font-size:11px;color:#888}",
        ),
        seeds(cs),
        path="/kultur/biblioteket-far-kveldsapent-fire-dager-i-uka-1-8123",
        container="div.rdv-comments-plugin (the social network 'Rodaviva''s plugin, rendered): '4 kommentarer', 'Sorter etter Toppkommentarer'; div.rdv-item > div.rdv-post with one reply shown and one hidden (div.rdv-collapsed.rdv-hide) under 'Vis 1 svar til'; beside it in the right column a reading challenge's board 'Leseløftet: hvem leser mest?'",
        heading="4 kommentarer",
        description="A Norwegian fjord paper of 2014 saved after its scripts ran: 4 readers' comments in a social plugin (the library's answer, one reply hidden by a CSS class), and beside them a reading challenge's board of five participants with their count, a time and a sentence; the board is not comments.",
        lookalikes=("reading challenge progress board",),
    )


def sk_slub() -> Case:
    cs = cut_marks(
        thread("""
Zuzana Hlinková | 22. 4. 2013 o 18:30 | - | up=12 | Výsadba stromov pri škole je super nápad, ale kto sa o ne bude starať v lete? Minulý rok na námestí polovica líp vyschla, lebo ich nikto nepolieval. ^ Navrhujem, aby každá trieda dostala svoj strom a starala sa oň až do maturity.
Peter Kováč | 22. 4. 2013 o 19:02 | 0 | up=7 | Výborný nápad so stromom pre každú triedu. Pošlite to pani riaditeľke.
Hosť | 22. 4. 2013 o 20:15 | - | g,up=1 | Prečo sa sadí pri škole a nie na sídlisku, kde nie je ani jeden strom?
Mestský úrad Hradisko | 23. 4. 2013 o 08:40 | 2 | b=Oficiálny účet,up=9 | Na sídlisku Juh je výsadba naplánovaná na jeseň, keď bude hotová nová kanalizácia.
Ľubica D. | 23. 4. 2013 o 10:05 | - | up=4 | Prídeme s deťmi v sobotu. Treba si priniesť vlastné rukavice a rýle?
""")
    )

    def item(i: int, c: C, sub: str) -> str:
        head, rest = shown_and_rest(c)
        more = (
            f'<span class="hd-d-zvysok hd-skryte">{esc(rest)}</span> <a href="#">Zobraziť viac</a>'
            if rest
            else ""
        )
        badge = f'<span class="hd-d-rola">{esc(c.get("b"))}</span>' if c.get("b") else ""
        if c.has("g"):
            badge += '<span class="hd-d-host">neregistrovaný</span>'
        return (
            f'<li class="hd-d-prispevok">{lazy("hd-d-av", "hd" + c.name, 36)}<p class="hd-d-hlava"><b>{esc(c.name)}</b>{badge} '
            f'<span class="hd-d-cas">{esc(c.when)}</span></p><p class="hd-d-text"><span>{esc(head)}{" " if rest else ""}</span>{more}</p>'
            f'<p class="hd-d-akcie"><a href="#">Reagovať</a> +{c.get("up")}</p>{sub}</li>'
        )

    block = (
        '<div class="hd-diskusia" id="diskusia"><h3>Diskusia (5)</h3>'
        '<ul class="hd-d-zoznam">'
        + tree(cs, item, lambda s: f'<ul class="hd-d-reakcie">{s}</ul>')
        + "</ul></div>"
    )
    pledges = rows("""
Martin Šimko | Hradisko-Juh | 21. 4. | Sľubujem, že budem do práce chodiť bicyklom aspoň dvakrát týždenne.
Alžbeta P. | Horná ulica | 21. 4. | Prestanem kupovať vodu v plastových fľašiach.
Rodina Baranových | Potočná | 20. 4. | Založíme si kompost na záhrade.
Jakub, 9. B | ZŠ Hradisko | 20. 4. | Budem zhasínať svetlo v triede cez prestávky.
Oľga Mrázová | Námestie | 19. 4. | Vysadím na balkóne bylinky pre včely.
""")
    wall = (
        '<div class="zs-stena"><h3>Zelený sľub: stena sľubov</h3><p>Už sa pridalo 412 ľudí</p><ul>'
        + "".join(
            f"<li><b>{esc(n)}</b>, <span>{esc(pl)}</span> <small>{esc(d)}</small><q>{esc(s)}</q></li>"
            for n, pl, d, s in pledges
        )
        + '</ul><p><a href="/zeleny-slub">Pridajte svoj sľub</a></p></div>'
    )
    st = Story(
        "V sobotu sa pri škole vysadí sto stromov",
        "Autor: Lucia Benková",
        "2013-04-22T09:15:00+02:00",
        "22. apríla 2013, 9:15",
        """
Dobrovoľníci, žiaci a zamestnanci mestského úradu vysadia v sobotu pri základnej škole na Hornej ulici sto mladých stromov. Akcia je súčasťou kampane Zelený sľub, ktorú mesto spustilo ku Dňu Zeme.

Stromčeky, prevažne javory a lipy, daroval miestny lesný závod. Výsadba začne o deviatej ráno, náradie zabezpečí mesto.

Organizátori pozývajú aj rodiny s deťmi. Každý účastník dostane na pamiatku malý stromček do záhrady.
""",
        lead="Akcia je súčasťou kampane Zelený sľub. Náradie zabezpečí mesto.",
        section="Správy",
        related=("Deň Zeme v Hradisku", "Lesný závod daroval stromy", "Nová kanalizácia na sídlisku Juh"),
        most=(
            "Oprava mosta cez Hron",
            "Hradisko postúpilo do finále",
            "Nové parkovanie v centre",
            "Trh na námestí",
        ),
        tags=("Stromy", "Deň Zeme", "Hradisko"),
        bio="Lucia Benková píše o živote v meste.",
    )
    return make(
        "ax-sk-mixed-slub",
        "mixed",
        "sk-hradisko",
        st,
        Parts(
            after=block,
            rail=wall,
            css=".hd-skryte{display:none}.hd-d-zoznam,.hd-d-reakcie{list-style:none;padding:0}.hd-d-reakcie{margin-left:40px}.hd-d-cas,.hd-d-host{color:#999;font-size:11px;margin-left:6px}.zs-stena ul{list-style:none;padding:0}",
        ),
        seeds(cs),
        path="/spravy/v-sobotu-sa-pri-skole-vysadi-sto-stromov.html",
        container="div#diskusia.hd-diskusia (the paper's own widget): h3 'Diskusia (5)'; ul.hd-d-zoznam > li.hd-d-prispevok (lazy avatar, b name, badge 'Oficiálny účet', 'neregistrovaný', span.hd-d-cas, p.hd-d-text with the rest of one comment in span.hd-d-zvysok.hd-skryte behind 'Zobraziť viac', 'Reagovať +n'); replies in ul.hd-d-reakcie, one level; beside it in the right column a campaign's pledge wall 'Zelený sľub: stena sľubov'",
        heading="Diskusia (5)",
        description="A Slovak town paper of 2013 saved after its scripts ran: 5 readers' comments in its own widget (one cut behind 'Zobraziť viac' with the rest hidden, the town hall's official answer, a guest 'Hosť'), and beside them a campaign's pledge wall of five people with their street, date and pledge; the wall is not comments.",
        lookalikes=("campaign pledge wall",),
    )


def mixed_ax() -> list[Case]:
    return [id_kuis(), hr_online(), nb_lesing(), sk_slub()]
