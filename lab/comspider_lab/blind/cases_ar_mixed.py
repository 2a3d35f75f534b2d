"""Blind set AR: four mixed pages, a discussion of this article (3 to 6 readers' comments, their records carrying
votes, badges, an edited mark, a "read more" cut or a town line) in the served HTML beside a list of named, dated
short texts that are not comments, of kinds the earlier sets do not name: the week's property transfers (sk), a
bookshop's bestseller list with covers and hearts (bg), the sources of an explainer (lt) and product recall notices
(id). Written for this set; every name, place and text invented, each comment and entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ar_common import (
    TOGGLE,
    C,
    Case,
    Parts,
    Story,
    body,
    esc,
    make,
    rows,
    seeds,
    thread,
    tree,
)


def sk_prevody() -> Case:
    deals = rows("""
Rodinný dom, Lipová 14, Hronec | Mária Kováčová → Peter a Jana Horváthovci | 148 000 € | 3. 5. 2021 | Dom z roku 1962 so záhradou, po čiastočnej rekonštrukcii.
Byt 3+1, Nábrežie 7, Hronec | Ondrej Baláž → Lucia Šimková | 92 500 € | 30. 4. 2021 | Byt na treťom poschodí s výhľadom na rieku.
Pozemok, Pod Skalkou, Dolná Lehota | obec Dolná Lehota → Miroslav Urban | 21 300 € | 28. 4. 2021 | Stavebný pozemok s výmerou 710 m².
Chata, Zlatý potok 3, Hronec | Ján Mikuš → Zuzana Mikušová | darovanie | 26. 4. 2021 | Prevod v rámci rodiny.
""")
    li = "".join(
        f'<tr><td class="pv-co">{esc(what)}</td><td class="pv-kto">{esc(who)}</td><td class="pv-cena">{esc(price)}</td>'
        f'<td class="pv-kedy">{esc(when)}</td><td class="pv-pozn">{esc(note)}</td></tr>'
        for what, who, price, when, note in deals
    )
    prevody = (
        '<section class="prevody"><h3>Prevody nehnuteľností za týždeň</h3><table class="pv-tab"><thead><tr><th>Nehnuteľnosť</th>'
        f"<th>Predávajúci → kupujúci</th><th>Cena</th><th>Zápis</th><th>Poznámka</th></tr></thead><tbody>{li}</tbody></table>"
        '<p class="pv-zdroj">Zdroj: údaje katastra, spracovala redakcia.</p></section>'
    )
    cs = thread("""
Ivan Kollár | 5. 5. 2021 o 9:12 | - | v=11; loc=Hronec | Ceny domov u nás za päť rokov stúpli skoro na dvojnásobok. Mladé rodiny si už dom v meste nekúpia.
Eva P. | 5. 5. 2021 o 9:40 | 0 | v=4; loc=Banská Lehota | My sme preto kúpili starý dom v Lehote a opravujeme ho sami. Je to drina, ale inak by to nešlo.
Róbert Tichý | 5. 5. 2021 o 11:05 | - | v=2; e=11:20 | Zverejňovať mená kupujúcich je podľa mňa zbytočné. Stačila by ulica a cena.
Ivan Kollár | 5. 5. 2021 o 12:30 | 2 | v=6; loc=Hronec | Údaje sú verejné v katastri, noviny len ukazujú, čo si môže pozrieť každý.
""")

    def rec(i: int, c: C, sub: str) -> str:
        loc = f' <span class="nz-obec">{esc(c.get("loc"))}</span>' if c.get("loc") else ""
        edited = f' <em class="nz-upr">upravené {esc(c.get("e"))}</em>' if c.get("e") else ""
        return (
            f'<div class="nz-nazor"><p class="nz-hlavicka"><strong>{esc(c.name)}</strong>{loc} · {esc(c.when)}{edited}</p>'
            f'<div class="nz-text">{body(c.raw)}</div><p class="nz-akcie">👍 {c.get("v")} · <a href="#nz-napisat">Odpovedať</a></p>{sub}</div>'
        )

    disk = (
        '<section class="nazory"><h2>Názory čitateľov</h2>'
        + tree(cs, rec, lambda s: f'<div class="nz-odpovede">{s}</div>')
        + '<p id="nz-napisat"><a href="/prihlasenie">Prihláste sa</a> a napíšte názor.</p></section>'
    )
    st = Story(
        "Bývanie v Hronci zdražuje, záujem je najmä o staré domy",
        "Katarína Novotná",
        "2021-05-04T15:00:00+02:00",
        "4. mája 2021",
        """
Ceny rodinných domov v Hronci za posledných päť rokov vzrástli v priemere o 85 percent. Podľa realitných maklérov je najväčší záujem o staršie domy, ktoré si kupujúci opravujú sami.

Nové byty v meste takmer nepribúdajú. Posledný bytový dom bol dokončený v roku 2016 a ďalší sa zatiaľ nepripravuje.

Mesto zvažuje, že časť pozemkov pri Hrone ponúkne na výstavbu nájomných bytov.
""",
        section="Hronec",
        related=(
            "Most cez Hron otvoria v júni|Hronec · včera",
            "Pekáreň na námestí hľadá nástupcu|Ekonomika · 3. 5.",
            "Hronec vyhral derby s Lehotou|Šport · 2. 5.",
        ),
        tags=("bývanie", "nehnuteľnosti"),
    )
    return make(
        "ar-mx-sk-prevody",
        "mixed",
        "sk-hronec",
        st,
        Parts(before=prevody, after=disk),
        seeds(cs),
        path="/hronec/byvanie-zdrazuje-stare-domy",
        container="section.nazory: h2 'Názory čitateľov', div.nz-nazor (strong name, town, date, 'upravené hh:mm', div.nz-text, '👍 n', 'Odpovedať'); replies in div.nz-odpovede inside the record; beside it section.prevody (a table of the week's property transfers: property, seller → buyer, price, date, note)",
        heading="Názory čitateľov",
        description="A Slovak regional weekly of 2021: 4 readers' opinions with thumbs counts, town lines and an edited mark, replies one level, beside a table of the week's property transfers (names of sellers and buyers, prices, dates, notes).",
        lookalikes=("the week's property transfers (property, seller and buyer, price, date, note)",),
    )


def bg_knigi() -> Case:
    books = rows("""
1 | „Къщата с липите“ | Десислава Петкова | 6 седмици | 214 | Семейна сага от Розово, разказана от три поколения жени.
2 | „Последният влак за морето“ | Стоян Илиев | 3 седмици | 156 | Пътепис за теснолинейката и хората по гарите ѝ.
3 | „Градината на баба Зоя“ | Мила Георгиева | 11 седмици | 130 | Рецепти и спомени от едно село в подножието на Балкана.
4 | „Зимата, в която валя пепел“ | Калоян Тодоров | 1 седмица | 88 | Дебютен роман за едно лято на 1986 година.
""")
    li = "".join(
        f'<li class="card bs-kniga"><img class="card__media" src="/_avatar/korica-{n}.svg" alt="" width="80" height="120">'
        f'<div class="card__body"><span class="bs-myasto">{esc(n)}</span><h3 class="card__title">{esc(t)}</h3>'
        f'<p class="card__meta">{esc(a)} · {esc(w)} в класацията</p><p class="bs-anot">{esc(x)}</p>'
        f'<button type="button" class="bs-haresva">♥ {esc(h)}</button></div></li>'
        for n, t, a, w, h, x in books
    )
    klasaciya = (
        f'<section class="bestseli"><h2>Най-продаваните книги в Розово тази седмица</h2><ul class="cards">{li}</ul>'
        '<p class="bs-izt">По данни на книжарница „Буквите“.</p></section>'
    )
    cs = thread("""
Радка Илиева | 22.10.2018, 10:15 | - | l=12 | Прочетох „Къщата с липите“ за два дни. Липите на улица „Шипка“ ги помня от детството си, радвам се, че някой ги е описал.
Мартин Д. | 22.10.2018, 11:02 | 0 | l=3 | И аз я купих заради улицата. Още не съм я започнал, но корицата е прекрасна.
Десислава Петкова | 22.10.2018, 12:40 | 0 | b=авторка; l=25 | Благодаря ви! Липите още са там, макар и по-малко. Заповядайте на представянето в читалището в четвъртък.
Бойко Стаменов | 22.10.2018, 18:20 | - | l=4 | Хубаво е, че книжарницата на площада оцелява. Преди десет години в града имаше три, сега е само тя. ^^ Купувам си книгите оттам, дори когато в интернет са по-евтини, защото иначе и нея няма да я има.
Гергана | 23.10.2018, 08:05 | 3 | l=6 | Напълно съм съгласна. Продавачката винаги знае какво да ми препоръча.
""")

    def rec(i: int, c: C, sub: str) -> str:
        badge = f' <span class="ch-znak">{esc(c.get("b"))}</span>' if c.get("b") else ""
        more = (
            '<a href="#" class="ch-oshte" data-open=".rest" data-record=".ch-mnenie" data-once>Виж още</a>'
            if c.cut
            else ""
        )
        return (
            f'<div class="ch-mnenie"><p class="ch-glava"><b>{esc(c.name)}</b>{badge} <span>{esc(c.when)}</span></p>'
            f'<div class="ch-tekst">{body(c.raw)}{more}</div><p class="ch-dolu">Харесвам ({c.get("l")}) · <a href="#ch-pishi">Отговори</a></p>{sub}</div>'
        )

    disk = (
        '<section class="ds-block chitateli"><h2>Мнения (5)</h2>'
        + tree(cs, rec, lambda s: f'<div class="ch-otgovori">{s}</div>')
        + '<p id="ch-pishi"><a href="/vhod">Влезте</a>, за да напишете мнение.</p></section>'
    )
    st = Story(
        "Роман за улица „Шипка“ оглави класацията на местната книжарница",
        "Елена Маринова",
        "2018-10-21T17:00:00+03:00",
        "21 октомври 2018",
        """
Романът „Къщата с липите“ на розовската писателка Десислава Петкова е най-продаваната книга в града вече шеста седмица. Действието се развива на улица „Шипка“ между 1944 и 2004 година.

Петкова ще представи книгата в читалище „Пробуда“ в четвъртък от 18 часа. Входът е свободен.

Книжарницата на площада е единствената в града след затварянето на две други през последното десетилетие.
""",
        section="Култура",
        related=(
            "Есенен панаир на занаятите|Розово · вчера",
            "Бюджетът за културата расте|Икономика · 19 октомври",
            "„Розово“ с равен в дербито|Спорт · 18 октомври",
        ),
        tags=("книги", "литература", "Розово"),
    )
    return make(
        "ar-mx-bg-klasaciya",
        "mixed",
        "bg-rozovo",
        st,
        Parts(inside=klasaciya, after=disk, end=TOGGLE),
        seeds(cs),
        path="/kultura/roman-za-ulitsa-shipka-klasaciya",
        container="section.chitateli: h2 'Мнения (5)', div.ch-mnenie (b name, 'авторка' badge, date, div.ch-tekst with a hidden rest and 'Виж още', 'Харесвам (n)', 'Отговори'); replies in div.ch-otgovori inside the record; beside it, inside the article, section.bestseli (ul.cards > li.card: a cover, place, h3.card__title title, p.card__meta author and weeks, a sentence, '♥ n')",
        heading="Мнения (5)",
        description="A Bulgarian town news site of 2018 on a design system: 5 readers' opinions with like counts, the novelist's own answer badged 'авторка', one cut by 'Виж още' (the rest hidden), replies one level, beside a bookshop's bestseller list drawn as cards (cover, title, author, weeks, a sentence, hearts).",
        lookalikes=("a bookshop's bestseller list (cover, title, author, weeks, a sentence, hearts)",),
    )


def lt_saltiniai() -> Case:
    refs = rows("""
Jonas Vaitkus | 2019 | Kopų smėlio judėjimas Pajūrio krašte 1990–2018 m. | Matavimai kas pusmetį dvylikoje vietų; pagrindinis šio straipsnio šaltinis.
Rūta Paulauskienė | 2021 | Pajūrio kopų augalija ir jos apsauga | Aprašo, kodėl smiltyninė rugiaveidė sulaiko smėlį geriau nei pušys.
Pajūrio regioninis parkas | 2022 | Kopų tvarkymo planas 2022–2030 | Oficialus dokumentas su visų tvarkomų takų žemėlapiu.
Tomas Jankauskas | 2017 | Kaip audros keičia krantą | Populiarus straipsnis su senų nuotraukų palyginimu.
""")
    li = "".join(
        f'<li class="sl-irasas"><span class="sl-autorius">{esc(a)}</span> ({esc(y)}). <cite>{esc(t)}</cite>. <span class="sl-pastaba">{esc(n)}</span></li>'
        for a, y, t, n in refs
    )
    saltiniai = f'<section class="saltiniai"><h3>Šaltiniai</h3><ol class="sl-sarasas">{li}</ol></section>'
    cs = thread("""
Audronė K. | 2023-06-09 08:44 | - | v=7 | Labai aiškiai paaiškinta. Vaikams parodžiau nuotraukas, kaip kopa pasislinko per dvidešimt metų.
Vytautas | 2023-06-09 10:12 | - | v=3; e=10:25 | O kodėl negalima tiesiog vaikščioti per kopas? Juk smėlis vis tiek juda nuo vėjo.
Audronė K. | 2023-06-09 10:40 | 1 | v=5 | Straipsnyje parašyta: kai išmindomi augalai, vėjas smėlį nupučia daug greičiau. Takai tam ir padaryti.
""")

    def rec(i: int, c: C, sub: str) -> str:
        edited = f' <span class="sk-red">redaguota {esc(c.get("e"))}</span>' if c.get("e") else ""
        return (
            f'<li class="sk-irasas"><p class="sk-virsus"><b>{esc(c.name)}</b> <time>{esc(c.when)}</time>{edited}</p>{body(c.raw)}'
            f'<p class="sk-apacia">▲ {c.get("v")} · <a href="#sk-rasyti">Atsakyti</a></p>{sub}</li>'
        )

    disk = (
        '<section class="skaitytojai"><h2>Skaitytojų nuomonės</h2><ul class="sk-sarasas">'
        + tree(cs, rec, lambda s: f'<ul class="sk-atsakymai">{s}</ul>')
        + '</ul><p id="sk-rasyti"><a href="/prisijungti">Prisijunkite</a>, kad galėtumėte rašyti.</p></section>'
    )
    st = Story(
        "Kodėl kopos keliauja: aiškiname, kas vyksta su Pajūrio krantu",
        "Gintarė Žilinskė",
        "2023-06-08T12:00:00+03:00",
        "2023 m. birželio 8 d.",
        """
Per pastaruosius trisdešimt metų kai kurios Pajūrio kopos pasislinko į žemyno pusę net dvidešimt metrų. Mokslininkai sako, kad tai lemia stiprėjančios audros ir išmindyta augalija.

Kopų augalai, ypač smiltyninė rugiaveidė, sulaiko smėlį šaknimis. Kai žmonės vaikšto ne takais, augalai nyksta ir vėjas pučia smėlį daug greičiau.

Todėl regioninis parkas tiesia medinius takus ir prašo lankytojų jais naudotis.
""",
        section="Kraštas",
        related=(
            "Paplūdimiuose pradeda dirbti gelbėtojai|Miestas · vakar",
            "Žvejų uostui skirta lėšų|Ekonomika · birželio 6 d.",
            "Pajūrio krepšininkai laimėjo taurę|Sportas · birželio 5 d.",
        ),
        tags=("kopos", "gamta", "aiškiname"),
    )
    return make(
        "ar-mx-lt-saltiniai",
        "mixed",
        "lt-pajuris",
        st,
        Parts(inside=saltiniai, after=disk),
        seeds(cs),
        path="/krastas/kodel-kopos-keliauja",
        container="section.skaitytojai: h2 'Skaitytojų nuomonės', ul.sk-sarasas > li.sk-irasas (b name, time, 'redaguota hh:mm', text, '▲ n', 'Atsakyti'); replies in ul.sk-atsakymai inside the li; beside it, inside the article, section.saltiniai (ol: author (year). title. a note)",
        heading="Skaitytojų nuomonės",
        description="A Lithuanian regional site of 2023: 3 readers' opinions with '▲ n' votes and an edited mark, one reply, beside the explainer's list of sources (authors, years, titles and a note on each).",
        lookalikes=("an explainer's sources (author, year, title, a note)",),
    )


def id_penarikan() -> Case:
    recalls = rows("""
Kecap Manis Cap Dua Gajah 600 ml | PT Sari Rasa Nusantara | 14 Agustus 2024 | Ditemukan label kedaluwarsa yang tidak sesuai pada kode produksi SRN-0724.
Biskuit Susu Bintang Kecil 120 g | CV Mekar Pangan | 9 Agustus 2024 | Mengandung kacang tanah yang tidak dicantumkan pada label.
Air Minum Kemasan Tirta Gunung 1,5 L | PT Tirta Sumber Jaya | 2 Agustus 2024 | Hasil uji menunjukkan kadar mineral melebihi batas pada satu kode produksi.
Sambal Botol Pedas Nyonya 250 g | UD Dapur Nyonya | 28 Juli 2024 | Tutup botol berpotensi tidak rapat sehingga isi dapat rusak.
""")
    li = "".join(
        f'<li class="item pn-tarik"><div class="media"><img class="media__img" src="/_avatar/produk-{i}.svg" alt="" width="48" height="48">'
        f'<div class="media__body"><b class="item__title">{esc(p)}</b><span class="item__meta">{esc(m)} · {esc(d)}</span>'
        f'<p class="pn-alasan">{esc(r)}</p></div></div></li>'
        for i, (p, m, d, r) in enumerate(recalls)
    )
    tarik = (
        f'<section class="penarikan"><h3>Daftar penarikan produk terbaru</h3><ul class="list">{li}</ul>'
        '<p class="pn-catatan">Konsumen dapat mengembalikan produk ke toko tempat membeli.</p></section>'
    )
    cs = thread("""
Ratna Wulandari | 16 Agustus 2024, 07:30 | - | s=21; b=Pembaca setia | Saya baru beli biskuit itu minggu lalu untuk anak. Untung anak saya tidak alergi kacang.
Budi Santoso | 16 Agustus 2024, 08:02 | 0 | s=6 | Bu Ratna, tokonya wajib menerima pengembalian walau kemasannya sudah dibuka. Saya sudah coba kemarin.
Ratna Wulandari | 16 Agustus 2024, 08:25 | 1 | s=3; b=Pembaca setia | Terima kasih infonya, Pak Budi. Nanti sore saya bawa ke toko.
Agus Prasetyo | 16 Agustus 2024, 10:14 | - | s=9 | Kenapa pengumumannya hanya di situs dinas? Orang tua di desa tidak membuka internet. ^^ Seharusnya juga diumumkan lewat pengeras suara masjid atau ditempel di pasar, seperti dulu waktu ada wabah flu burung.
Dewi Lestari | 16 Agustus 2024, 11:50 | 3 | s=14; b=Redaksi | Terima kasih masukannya, Pak Agus. Kami sudah meminta Dinas Kesehatan menempel daftar ini di setiap kantor desa.
Yanti | 16 Agustus 2024, 13:05 | - | s=2 | Kecap yang ditarik itu apakah semua ukuran atau hanya yang 600 ml?
""")

    def rec(i: int, c: C, sub: str) -> str:
        badge = f' <span class="tg-lencana">{esc(c.get("b"))}</span>' if c.get("b") else ""
        more = (
            '<a href="#" class="tg-lanjut" data-open=".rest" data-record=".tg-tanggapan" data-once>Baca selengkapnya</a>'
            if c.cut
            else ""
        )
        return (
            f'<div class="tg-tanggapan"><img class="tg-foto" src="/_avatar/wg-{i}.svg" alt="" width="36" height="36"><div class="tg-isi">'
            f'<p class="tg-atas"><b>{esc(c.name)}</b>{badge} <small>{esc(c.when)}</small></p>{body(c.raw)}{more}'
            f'<p class="tg-bawah">Setuju {c.get("s")} · <a href="#tg-tulis">Balas</a> · <a href="/lapor">Laporkan</a></p>{sub}</div></div>'
        )

    disk = (
        '<section class="ds-block tanggapan"><h2>Tanggapan warga (6)</h2>'
        + tree(cs, rec, lambda s: f'<div class="tg-balasan">{s}</div>')
        + '<p id="tg-tulis"><a href="/masuk">Masuk</a> untuk menanggapi.</p></section>'
    )
    st = Story(
        "Empat produk pangan ditarik dari pasar, warga diminta periksa dapur",
        "Dewi Lestari",
        "2024-08-15T19:00:00+07:00",
        "Kamis, 15 Agustus 2024 19:00 WIB",
        """
Dinas Kesehatan Kabupaten Sumbersari mengumumkan penarikan empat produk pangan dari toko dan pasar di seluruh kabupaten. Penarikan dilakukan setelah pemeriksaan rutin menemukan masalah pada label dan kemasan.

Warga yang telanjur membeli produk tersebut dapat mengembalikannya ke toko tempat membeli dan mendapatkan uang kembali. Toko wajib menerima pengembalian.

Daftar lengkap produk dan kode produksinya diumumkan di situs dinas.
""",
        section="Warta",
        related=(
            "Pasar Minggu Sumbersari direnovasi|Warta · kemarin",
            "Harga cabai mulai turun|Ekonomi · 13 Agustus 2024",
            "Persisa juara turnamen kemerdekaan|Olahraga · 12 Agustus 2024",
        ),
        tags=("pangan", "penarikan produk", "kesehatan"),
    )
    return make(
        "ar-mx-id-penarikan",
        "mixed",
        "id-sumbersari",
        st,
        Parts(inside=tarik, after=disk, end=TOGGLE),
        seeds(cs),
        path="/warta/empat-produk-pangan-ditarik",
        container="section.tanggapan: h2 'Tanggapan warga (6)', div.tg-tanggapan (img avatar; div.tg-isi: b name, 'Pembaca setia'/'Redaksi' badge, small date, text with a hidden rest and 'Baca selengkapnya', 'Setuju n', 'Balas', 'Laporkan'); replies in div.tg-balasan inside; beside it, inside the article, section.penarikan (ul.list > li.item > div.media: product, maker · date, reason)",
        heading="Tanggapan warga (6)",
        description="An Indonesian community portal of 2024 on a design system: 6 readers' responses with 'Setuju n' counts, a loyal-reader badge and the reporter's answer badged 'Redaksi', one cut by 'Baca selengkapnya' (the rest hidden), replies two levels, beside a list of product recalls drawn in the page's item/media classes (product, maker, date, reason).",
        lookalikes=("product recall notices (product, maker, date, reason)",),
    )


def mixed_ar() -> list[Case]:
    return [sk_prevody(), bg_knigi(), lt_saltiniai(), id_penarikan()]
