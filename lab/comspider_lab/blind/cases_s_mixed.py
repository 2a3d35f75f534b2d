"""Blind set S: mixed pages, this article's discussion (no time on any comment) beside a timeless look-alike list in
the discussion's very own markup: a village newsletter's joke contest (en), school leavers' farewell lines (nb), haiku
contest winners (hu), dedications found in donated books (ro), footballers' nicknames (id) and scout patrols' mottos
(vi) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.cases_s_common import PartsK, Seed, box, esc, links, make, nest, ps, story, thread
from comspider_lab.blind.model import Case


def _pairs(block: str) -> list[Seed]:
    """A look-alike list written like a thread: ``name | text`` a line (not comments: never in the truth)."""
    out = []
    for line in block.strip().splitlines():
        if line.strip():
            a, b = (x.strip() for x in line.split("|", 1))
            out.append(Seed(a, b))
    return out


def en_jokes() -> Case:
    c = thread(
        """
Rosalind Dufferin |  | - | The one about the vicar's bicycle should have won. I am still laughing in the queue at the post office.
Barnaby Quick |  | - | Can we have the joke contest in the marquee next year? The tombola drowned out half the punchlines.
"""
    )
    jokes = _pairs(
        """
Alfie Merriman, aged 9 | Why did the scarecrow win the best-kept garden? Because he was outstanding in his field.
Dot Calloway | I asked the bus driver if the 47 goes to Tiddington. He said no, it only goes as far as 46 before it gets tired.
Colonel Hetherington-Smythe | My dog ate the fete programme. I am told it tasted rather tombola.
"""
    )

    def ul(xs: list[Seed], cls: str) -> str:
        return (
            f'<ul class="{cls}">'
            + "".join(
                f'<li class="said"><span class="said-who">{esc(x.author)}</span> — {esc(x.text)}</li>'
                for x in xs
            )
            + "</ul>"
        )

    inbody = f"<h3>The winning jokes</h3>{ul(jokes, 'said-list said-list--jokes')}"
    after = (
        f'<div class="afterwards"><h3>What you said</h3>{ul(c, "said-list")}'
        '<p><a href="mailto:editor@example.org">Send the editor a line</a></p></div>'
    )
    st = story(
        "Fete report: the joke contest, the tombola and the escaped goat",
        "The Editor",
        "2009-08-03T21:00:00+01:00",
        "3rd August 2009",
        """
Saturday's fete raised £1,412 for the church roof, a record, helped by the sunshine and by the goat that escaped from the petting corner and had to be bribed back with a flapjack.

The joke contest drew eighteen entries this year. The judges, the landlord of the Pickled Onion and Mrs Pottinger from the shop, chose three winners.

Thanks to everyone who baked, sold, judged and chased the goat.
""",
        kicker="Fete",
    )
    rail = box(
        "quill",
        "Also in the Gazette",
        links("Pub quiz league table|Parish council in brief|Lost: one goat (found)"),
    )
    return make(
        "s-mx-en-jokes",
        "mixed",
        "quill",
        "mx-en-jokes",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/2009/08/fete-report-joke-contest.html",
        container="div.afterwards 'What you said', ul.said-list of li.said: span.said-who name — text (one line each, no time)",
        heading="What you said",
        description="A village newsletter blog of 2009: two readers' one-line comments without any time, beside the joke contest's three winning jokes in the comments' own list markup.",
        lookalikes=("the joke contest's winners (name, the joke) in the comments' own <li> markup",),
    )


def nb_russ() -> Case:
    c = thread(
        """
Torill Vikhammer |  | - | Gratulerer til alle sammen! Fint at avisa trykker hilsenene, det blir et minne for livet.
Arnfinn Sætre |  | - | Savner navnene til elevene fra Tresfjord-klassen, var ikke de også ferdige i år?
Grethe Lien |  | - | Gode ord fra ungdommen. Lykke til videre, dere har vært et flott kull.
"""
    )
    hils = _pairs(
        """
Sindre Hoem, 10A | Takk for ti år med matpakker, fotballturneringer og en lærer som aldri ga opp meg.
Ingrid Bjørnerem, 10B | Jeg kommer til å savne utsikten fra klasserommet mer enn jeg trodde.
Kasper Vestad, 10A | Til neste års tiende: Ta med paraply på turdagen. Alltid.
Maja Ulvestad, 10B | Vi sees i Molde, men ingen andre steder blir som Vestnes.
"""
    )

    def rows(xs: list[Seed]) -> str:
        return "".join(
            f'<div class="ord"><b class="ord-hvem">{esc(x.author)}</b>: {esc(x.text)}</div>' for x in xs
        )

    inbody = f'<div class="ord-samling"><h3>Avgangselevenes hilsener</h3>{rows(hils)}</div>'
    after = (
        f'<div class="ord-samling ord-samling--lesere"><h3>Lesernes ord (3)</h3>{rows(c)}'
        '<p><a href="/logg-inn/">Logg inn for å skrive</a></p></div>'
    )
    st = story(
        "Avslutning for tiendeklassingene på Vestnes ungdomsskole",
        "Oddny Reitan",
        "2016-06-22T15:30:00+02:00",
        "22. juni 2016",
        """
Førtiåtte elever i tiende trinn tok torsdag farvel med Vestnes ungdomsskole i en fullsatt gymsal, med korpset og en litt nervøs rektor.

Elevene hadde selv skrevet hver sin hilsen til skolen, og Fjordposten fikk lov til å trykke noen av dem.

Etter seremonien var det kake i kantina og en siste felles tur ned til kaia.
""",
        declare="jsonld",
        section="Skole",
    )
    rail = box(
        "town", "Mest lest", links("Ny ferjerute til høsten|Vestnes IL til kvartfinale|Kommunen kjøper kaia")
    )
    return make(
        "s-mx-nb-hilsener",
        "mixed",
        "town",
        "mx-nb-russ",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/skole/avslutning-tiendeklassingene-vestnes-1606.html",
        container="div.ord-samling 'Lesernes ord (3)', div.ord: b.ord-hvem name: text (one line each, no time)",
        heading="Lesernes ord (3)",
        description="A Norwegian local paper of 2016: three readers' one-line comments without any time, beside four school leavers' farewell lines in the comments' own markup.",
        lookalikes=("school leavers' farewell lines (name, class, a sentence) in the comments' own markup",),
    )


def hu_haiku() -> Case:
    c = thread(
        """
Kelemenné Piroska |  | - | Gyönyörűek a versek, különösen a harmadik. Jó lenne, ha a könyvtár kiállítást rendezne belőlük.
Szabó Levente |  | - | Tavaly is beküldtem kettőt, idén is fogok. Köszönöm a lapnak, hogy minden évben megrendezik.
Dr. Fodor Ernő |  | - | Kedves Szerkesztőség, a díjátadó időpontját kérem, írják meg a cikk alján is.
"""
    )
    poems = _pairs(
        """
Bartos Anna, Kaposfő | Hajnali köd ül / a szőlőhegy tetején — / a kapa pihen.
Gál Dénes, 12 éves | Nagyapám kalap / lóg a szögön, poros már — / ősz jön a kertbe.
Vörös Ilona, Szentbalázs | Üres az istálló, / a fecskék mégis visszajöttek — / valakit várnak.
"""
    )

    def div(xs: list[Seed]) -> str:
        return "".join(
            f'<div class="hang"><p class="hang-szoveg">{esc(x.text)}</p><p class="hang-alairas">— {esc(x.author)}</p></div>'
            for x in xs
        )

    inbody = f'<div class="hangok"><h3>A díjazott versek</h3>{div(poems)}</div>'
    after = f'<div class="hangok hangok--olvasok"><h3>Olvasóink hozzászólásai</h3>{div(c)}</div>'
    st = story(
        "Kihirdették a haikupályázat eredményét",
        "Tóth Margit",
        "2022-10-14T09:00:00+02:00",
        "2022. október 14.",
        """
Idén is nagy érdeklődés kísérte a Dombvidéki Hírlap őszi haikupályázatát: 214 vers érkezett hét és kilencvenegy év közötti szerzőktől.

A zsűri, amelynek tagja volt a megyei könyvtár igazgatója és két helyi költő, három verset díjazott.

A díjátadót november elején tartják a művelődési házban.
""",
        section="Kultúra",
    )
    rail = box(
        "cards", "Legolvasottabb", links("Új buszmenetrend|Szüreti felvonulás képekben|Bezár a posta?")
    )
    return make(
        "s-mx-hu-haiku",
        "mixed",
        "cards",
        "mx-hu-haiku",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/kultura/haikupalyazat-eredmeny-2022",
        container="div.hangok 'Olvasóink hozzászólásai', div.hang: p.hang-szoveg (the text first), then p.hang-alairas '— Name'; no time",
        heading="Olvasóink hozzászólásai",
        description="A Hungarian regional paper of 2022: three readers' comments signed after the text without any time, beside the haiku contest's three winning poems in the comments' own markup.",
        lookalikes=("the haiku contest's winning poems (the poem, '— Name') in the comments' own markup",),
    )


def ro_dedicatii() -> Case:
    c = thread(
        """
Viorica Ardelean |  | - | Am donat și eu anul trecut cărțile tatălui meu. Poate găsiți în ele dedicațiile mamei, scrise cu cerneală verde.
Sorin Buzatu |  | - | Frumoasă idee să le publicați. Fiecare carte veche are o poveste pe care nu o știm.
"""
    )
    deds = _pairs(
        """
Ana | Pentru Mihai, să nu uiți niciodată drumul spre casă. Crăciunul 1974.
Un coleg de bancă | Lui Ionel, care a citit-o primul și a plâns ultimul.
Bunica Floarea | Nepoatei mele, să citească mai mult decât am putut eu.
"""
    )

    def figs(xs: list[Seed]) -> str:
        return "".join(
            f'<figure class="rand"><blockquote>{esc(x.text)}</blockquote><figcaption>{esc(x.author)}</figcaption></figure>'
            for x in xs
        )

    inbody = f'<div class="randuri"><h3>Ce am găsit pe primele pagini</h3>{figs(deds)}</div>'
    after = f'<div class="randuri randuri--cititori"><h3>Cititorii</h3>{figs(c)}</div>'
    st = story(
        "Cărțile donate bibliotecii din Bârzava ascund dedicații de acum jumătate de secol",
        "Dana Moldovan",
        "2017-02-09T11:20:00+02:00",
        "9 februarie 2017",
        """
Biblioteca comunală din Bârzava a primit în ultimul an peste 1.200 de cărți donate de localnici. Bibliotecara Elena Pop le-a răsfoit pe fiecare înainte să le pună pe raft.

În multe dintre ele a găsit dedicații scrise de mână, unele vechi de cincizeci de ani, pe care le-a fotografiat și le-a adunat într-un caiet.

Iată câteva dintre ele, publicate cu acordul familiilor donatorilor.
""",
        declare="metadate",
        kicker="Cultură",
    )
    return make(
        "s-mx-ro-dedicatii",
        "mixed",
        "zine",
        "mx-ro-dedicatii",
        st,
        PartsK(
            inbody=inbody, after=after, rail=box("zine", "Mai citiți", links("Școala nouă|Târgul de toamnă"))
        ),
        c,
        path="/2017/02/dedicatii-carti-donate-biblioteca/",
        container="div.randuri 'Cititorii', figure.rand: blockquote (the text first), then figcaption name; no time",
        heading="Cititorii",
        description="A Romanian local paper of 2017: two readers' comments as figures signed after the text, without any time, beside three dedications found in donated books in the comments' own markup.",
        lookalikes=(
            "dedications found in donated books (the dedication, its signer) in the comments' own <figure> markup",
        ),
    )


def id_julukan() -> Case:
    c = thread(
        """
Bang Ucok |  | - | Julukan Si Belut memang pas, dari dulu dia susah ditangkap bek lawan.
Rini Pasaribu |  | - | Semoga PS Ratu Kecil bisa naik divisi tahun depan. Kami suporter setia dari kampung sebelah.
Pak Darsono |  | - | Tolong dimuat juga jadwal pertandingan bulan depan di berita berikutnya.
"""
    )
    nick = _pairs(
        """
Yusuf Harahap | "Si Belut": diberikan oleh pelatihnya waktu kecil karena licin melewati pemain lawan di lumpur pantai.
Agus Salim Nainggolan | "Tembok Karang": kiper yang belum kebobolan di lima laga kandang musim ini.
Dedi Manurung | "Pak Haji Kecil": karena selalu salat di pinggir lapangan sebelum bertanding.
"""
    )

    def ul(xs: list[Seed], cls: str) -> str:
        return (
            f'<ul class="{cls}">'
            + "".join(f"<li><b>{esc(x.author)}</b>: {esc(x.text)}</li>" for x in xs)
            + "</ul>"
        )

    inbody = f"<h3>Julukan para pemain</h3>{ul(nick, 'ucap ucap--pemain')}"
    after = f'<div class="tanggapan-pembaca"><h3>Tanggapan (3)</h3>{ul(c, "ucap")}</div>'
    st = story(
        "PS Ratu Kecil menang tiga kali beruntun, warga kampung bangga",
        "Wahyu",
        "2019-08-26T17:00:00+07:00",
        "26 Agustus 2019",
        """
Klub sepak bola kampung nelayan, PS Ratu Kecil, memenangi laga ketiganya berturut-turut di liga kabupaten setelah mengalahkan Persiwa 2-0 pada Minggu sore.

Ratusan warga menonton di lapangan pasir dekat tempat pelelangan ikan. Banyak nelayan pulang lebih cepat dari laut demi menonton.

Para pemain di kampung ini punya julukan sendiri, yang lebih dikenal warga daripada nama aslinya.
""",
        kicker="Bola",
    )
    rail = box(
        "quill", "Kabar lain", links("Musim ikan tongkol tiba|Lomba perahu hias|Gotong royong bersih pantai")
    )
    return make(
        "s-mx-id-julukan",
        "mixed",
        "quill",
        "mx-id-julukan",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/2019/08/ps-ratu-kecil-menang-tiga-kali.html",
        container="div.tanggapan-pembaca 'Tanggapan (3)', ul.ucap of <li><b>Name</b>: text</li> (one line each, no time)",
        heading="Tanggapan (3)",
        description="An Indonesian village news blog of 2019: three readers' one-line comments without any time, beside three footballers' nicknames and their stories in the comments' own list markup.",
        lookalikes=(
            "footballers' nicknames (the player, the nickname and its story) in the comments' own <li><b> markup",
        ),
    )


def vi_khauhieu() -> Case:
    c = thread(
        """
Cô Hạnh |  | - | Cô rất tự hào về các em. Năm sau nhớ rủ thêm các bạn lớp dưới tham gia trại nhé.
Bố bé Minh |  | 0 | Cảm ơn cô Hạnh đã đi cùng các cháu cả ba ngày, chắc cô cũng mệt lắm.
Trần Quốc Bảo |  | - | Hồi nhỏ tôi cũng ở đội Sóc Nâu, không ngờ khẩu hiệu vẫn giữ nguyên sau hai mươi năm!
Lê Thị Ngọc |  | - | Xin hỏi trại năm sau có nhận học sinh ở xã bên không ạ?
"""
    )
    mottos = _pairs(
        """
Đội Sóc Nâu | Nhanh như sóc, đoàn kết như rừng, không ai bị bỏ lại phía sau.
Đội Cò Trắng | Đứng thẳng giữa đồng, giúp bạn không cần ai nhắc.
Đội Ong Vàng | Chăm như ong, mỗi ngày một việc tốt cho làng.
"""
    )

    def item(xs: list[Seed]) -> Callable[[int, int, str], str]:
        def render(i: int, d: int, kids: str) -> str:
            x = xs[i]
            return (
                f'<div class="y"><p class="y-ten">{esc(x.author)}</p>{ps(x.text, cls="y-loi")}'
                + (f'<div class="y-con">{kids}</div>' if kids else "")
                + "</div>"
            )

        return render

    inbody = f'<div class="y-khoi"><h3>Khẩu hiệu các đội</h3>{nest(mottos, item(mottos))}</div>'
    after = (
        f'<div class="y-khoi y-khoi--bandoc"><h3>Ý kiến bạn đọc (4)</h3>{nest(c, item(c))}'
        '<form method="post" action="/y-kien/"><input name="ten" placeholder="Tên của bạn"><textarea name="loi"></textarea><button>Gửi ý kiến</button></form></div>'
    )
    st = story(
        "Trại hè thiếu niên xóm Đồi: ba ngày, ba đội, một ngọn lửa",
        "Ban biên tập",
        "2025-07-20T20:00:00+07:00",
        "20/07/2025",
        """
Ba mươi sáu em thiếu niên xóm Đồi vừa kết thúc trại hè ba ngày bên bờ suối, chia thành ba đội, mỗi đội tự chọn tên và khẩu hiệu.

Các em học cách dựng lều, nấu cơm bằng bếp củi và vượt chướng ngại vật qua con suối nhỏ.

Đêm cuối, cả trại quây quần bên đống lửa, đọc to khẩu hiệu của đội mình.
""",
        section="Đội thiếu niên",
    )
    rail = box("town", "Đọc nhiều", links("Sửa đường liên xóm|Mùa vải thiều|Thư viện làng mở cửa"))
    return make(
        "s-mx-vi-khauhieu",
        "mixed",
        "town",
        "mx-vi-khauhieu",
        st,
        PartsK(inbody=inbody, after=after, rail=rail),
        c,
        path="/doi-thieu-nien/trai-he-xom-doi-2025.html",
        container="div.y-khoi 'Ý kiến bạn đọc (4)', div.y: p.y-ten, p.y-loi; the answer in div.y-con inside its parent; no time; a form below",
        heading="Ý kiến bạn đọc (4)",
        description="A Vietnamese village news site of 2025: four readers' comments without any time, one answer nested, beside three scout patrols' mottos in the comments' own markup.",
        lookalikes=("scout patrols' mottos (the patrol, a sentence) in the comments' own markup",),
    )
