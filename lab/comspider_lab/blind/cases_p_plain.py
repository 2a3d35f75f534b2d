"""Blind set P: pages without any reader comment, full of today's news-page furniture with names, times and
sentences: fuel prices by station with drivers' reports (sl), a horoscope (tr), weather warnings (is), a
newsletter archive (et), a TV guide (hr), exchange rates with analysts' forecasts (az), a bestseller list with
critics' lines (fi), pharmacies on duty (mt), a transfer-rumour tracker (uz) and classified ads (kk)."""

from __future__ import annotations

from comspider_lab.blind.cases_p_common import (
    PartsK,
    Story,
    esc,
    h,
    initials,
    make,
    story,
    teasers,
)
from comspider_lab.blind.model import Case


def _lines(block: str) -> list[list[str]]:
    return [[p.strip() for p in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def _page(
    case_id: str,
    template: str,
    site_key: str,
    st: Story,
    parts: PartsK,
    path: str,
    lookalikes: tuple[str, ...],
    description: str,
) -> Case:
    return make(
        case_id,
        "lookalike",
        template,
        site_key,
        st,
        parts,
        [],
        path=path,
        container="-",
        heading=None,
        description=description,
        lookalikes=lookalikes,
    )


# --------------------------------------------------------------------------- sl: fuel prices by station


def sl_fuel() -> Case:
    rows = _lines(
        """
Petrol Maribor Tezno | Ptujska cesta 120 | 1,489 | 1,512 | pred 12 min | Mojca R. | Gneča pri blagajni, ena črpalka za dizel ne deluje.
OMV Maribor Center | Titova cesta 34 | 1,519 | 1,538 | pred 35 min | Bojan K. | Cene enake kot včeraj, avtopralnica zaprta.
MOL Pesnica | Pesnica pri Mariboru 41 | 1,479 | 1,505 | pred 1 uro | Tadej_Š | Najcenejša v okolici, ampak vrsta do ceste.
Petrol Slovenska Bistrica | Partizanska ulica 2 | 1,489 | 1,512 | pred 2 urama | Nina | AdBlue spet na voljo.
Avia Hoče | Hoče, Pohorska cesta 9 | 1,469 | 1,499 | pred 3 urami | Franci P. | Samopostrežno, deluje samo plačilo s kartico.
"""
    )
    items = "".join(
        f'<li class="flex gap-3 border-b py-3">{initials(r[5], "grid h-8 w-8 place-items-center rounded-full bg-green-100 text-xs")}<div class="flex-1">'
        f'<div class="flex justify-between text-sm"><span class="font-bold">{esc(r[0])}</span><span class="text-gray-500">{esc(r[4])}</span></div>'
        f'<p class="text-xs text-gray-500">{esc(r[1])}</p><p class="text-sm">95: <b>{r[2]} €</b> · Dizel: <b>{r[3]} €</b></p>'
        f'<p class="mt-1 text-sm">{esc(r[6])}</p><p class="text-xs text-gray-500">Sporočil: <span class="font-semibold">{esc(r[5])}</span> · <button>Potrdi</button> · <button>Ni res</button></p></div></li>'
        for r in rows
    )
    tracker = (
        '<section class="mt-10 rounded-xl border p-4" aria-label="Cene goriva po črpalkah"><h2 class="text-xl font-bold">Cene na črpalkah v Mariboru in okolici</h2>'
        f'<p class="text-xs text-gray-500">Cene sporočajo bralci. Zadnja posodobitev: danes ob 9:40.</p><ul>{items}</ul>'
        '<p class="text-sm"><a href="#" class="underline">Sporočite ceno na vaši črpalki</a></p></section>'
    )
    st = story(
        "Bencin od torka dražji za dva centa, dizel ostaja enak",
        "Urška Novak",
        "2025-03-11T13:00:00+01:00",
        "11. marec 2025 ob 13:00",
        """
Vlada je določila nove najvišje dovoljene cene goriv, ki bodo veljale od torka. Liter 95-oktanskega bencina bo dražji za dva centa.

Cena dizla ostaja nespremenjena, kurilno olje se poceni za en cent.

Cene na avtocestnih črpalkah niso regulirane.
""",
        declare="og",
        section="Gospodarstvo",
    )
    parts = PartsK(
        after=tracker,
        rail=teasers(
            "tw",
            "Najbolj brano",
            "Zapora na Titovi cesti|Nova linija mestnega avtobusa|Branik zmagal v derbiju",
        ),
    )
    return _page(
        "p-la-sl-fuel-prices",
        "tw",
        "sl-news",
        st,
        parts,
        "/gospodarstvo/bencin-od-torka-drazji-za-dva-centa",
        (
            "fuel prices by station, each with the reporting driver's name, initials avatar, 'pred 35 min' and a one-line note",
        ),
        "A Slovenian regional paper's fuel-price story with a readers' price tracker: five stations, each with the name and initials of the driver who reported the prices, a relative time and a sentence about the station, 'Potrdi / Ni res' buttons.",
    )


# --------------------------------------------------------------------------- tr: horoscope


def tr_horoscope() -> Case:
    signs = _lines(
        """
Koç | 21 Mart - 19 Nisan | Bugün iş yerinde beklemediğiniz bir teklif alabilirsiniz. Acele etmeden düşünün, akşam saatlerinde bir arkadaşınızla konuşmak size iyi gelecek. | ★★★★☆
Boğa | 20 Nisan - 20 Mayıs | Maddi konularda dikkatli olmanız gereken bir gün. Büyük alışverişleri hafta sonuna erteleyin. | ★★★☆☆
İkizler | 21 Mayıs - 20 Haziran | Uzun süredir haber alamadığınız biri sizi arayabilir. Geçmişteki bir kırgınlığı geride bırakma zamanı. | ★★★★★
Yengeç | 21 Haziran - 22 Temmuz | Ev ve aile konuları ön planda. Küçük bir tadilat planı gündeme gelebilir. | ★★★☆☆
Aslan | 23 Temmuz - 22 Ağustos | Yaratıcılığınızın yüksek olduğu bir gün. Yarım kalan projelerinize dönün. | ★★★★☆
Başak | 23 Ağustos - 22 Eylül | Sağlığınıza özen gösterin, yoğun tempoya ara verip yürüyüşe çıkın. | ★★☆☆☆
"""
    )
    cards = "".join(
        f'<article class="burc-kart"><h3 class="burc-kart__ad">{esc(s[0])}</h3><span class="burc-kart__tarih">{esc(s[1])}</span>'
        f'<p class="burc-kart__yorum">{esc(s[2])}</p><p class="burc-kart__ask">Aşk: {s[3]}</p></article>'
        for s in signs
    )
    block = (
        '<section class="burclar" aria-label="Günlük burç yorumları"><h2 class="burclar__baslik">12 Mart 2025 Çarşamba günlük burç yorumları</h2>'
        '<div class="burclar__astrolog">'
        + initials("Selin Aydın", "burclar__ava")
        + "<b>Astrolog Selin Aydın</b> · 06:00</div>"
        f'<div class="burclar__liste">{cards}</div><p class="burclar__not">Diğer burçlar için <a href="#">tıklayın</a>.</p></section>'
    )
    st = story(
        "Merkür geri hareketi başlıyor: 12 burcu neler bekliyor?",
        "Selin Aydın",
        "2025-03-12T06:00:00+03:00",
        "12.03.2025 06:00",
        """
Merkür 15 Mart'ta Koç burcunda geri harekete başlıyor ve 7 Nisan'a kadar bu konumda kalacak.

Astrologlara göre bu dönemde iletişim aksaklıkları, gecikmeler ve teknolojik sorunlar gündeme gelebilir.

İşte 12 Mart için günlük burç yorumları.
""",
        declare="jsonld",
        kicker="Astroloji",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "bem",
            "Çok okunanlar",
            "İzmir'de metro seferleri uzatıldı|Göztepe'den transfer hamlesi|Hafta sonu yağmur bekleniyor",
        ),
    )
    return _page(
        "p-la-tr-horoscope",
        "bem",
        "tr-news",
        st,
        parts,
        "/yasam/merkur-geri-hareketi-12-burc",
        (
            "daily horoscope: six signs, each a name, a date range, a paragraph and a star rating, by a named astrologer",
        ),
        "A Turkish paper's astrology page: six sign cards (name in an h3, date range, a paragraph, love stars), the astrologer's name and initials above them.",
    )


# --------------------------------------------------------------------------- is: weather warnings


def is_warnings() -> Case:
    warns = _lines(
        """
Appelsínugul | Austfirðir | mið. 12. mars kl. 15:00 – fim. 13. mars kl. 06:00 | Norðaustan 20-28 m/s og snjókoma. Ekkert ferðaveður, hætta á foktjóni. | Elín Björk Jónsdóttir | kl. 10:12
Gul | Austurland að Glettingi | mið. 12. mars kl. 12:00 – 23:00 | Hríðarveður með lélegu skyggni á fjallvegum, einkum á Fjarðarheiði. | Elín Björk Jónsdóttir | kl. 10:12
Gul | Suðausturland | mið. 12. mars kl. 18:00 – fim. 13. mars kl. 09:00 | Hvassir vindstrengir við fjöll, varasamt fyrir ökutæki sem taka á sig vind. | Þorsteinn V. Jónsson | kl. 09:40
Gul | Norðurland eystra | fim. 13. mars kl. 03:00 – 15:00 | Snjókoma og skafrenningur, færð getur spillst hratt. | Þorsteinn V. Jónsson | kl. 09:40
"""
    )
    items = "".join(
        f'<warning-card level="{"orange" if w[0].startswith("App") else "yellow"}"><h3>{esc(w[0])} viðvörun: {esc(w[1])}</h3>'
        f'<p class="gildir">{esc(w[2])}</p><p>{esc(w[3])}</p><p class="hofundur">Veðurfræðingur: <b>{esc(w[4])}</b> · gefið út {esc(w[5])}</p></warning-card>'
        for w in warns
    )
    block = f'<weather-warnings><h2>Viðvaranir í gildi</h2>{items}<p><a href="#">Allar viðvaranir</a></p></weather-warnings>'
    st = story(
        "Appelsínugul viðvörun á Austfjörðum: ekkert ferðaveður",
        "Fréttastofa",
        "2025-03-12T10:30:00+00:00",
        "12. mars 2025 kl. 10:30",
        """
Veðurstofan hefur gefið út appelsínugula viðvörun fyrir Austfirði frá klukkan þrjú í dag. Búist er við norðaustan stormi og mikilli snjókomu.

Vegagerðin segir líklegt að Fjarðarheiði og Oddsskarð lokist síðdegis.

Fólk er hvatt til að fylgjast með færð og veðri áður en lagt er af stað.
""",
        declare="og",
        section="Veður",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "wc", "Mest lesið", "Ný sundlaug á Egilsstöðum|Hreindýrakvóti ákveðinn|Höttur vann í körfunni"
        ),
    )
    return _page(
        "p-la-is-weather-warnings",
        "wc",
        "is-news",
        st,
        parts,
        "/frettir/appelsinugul-vidvorun-austfjordum",
        ("weather warnings: level, region, validity, a sentence, the forecaster's name and the time issued",),
        "An Icelandic regional broadcaster's weather story with the warnings in force: four <warning-card> elements (level and region, validity, a sentence, 'Veðurfræðingur: Name · gefið út kl. 10:12').",
    )


# --------------------------------------------------------------------------- et: newsletter archive


def et_newsletter() -> Case:
    issues = _lines(
        """
Nr 112 | 7. märts 2025 | Tartu rattaringluse uus hooaeg ja miks linnaliinid hilinevad | Toimetaja Kadri Tamm | Sel nädalal räägime rattaringluse hinnatõusust ja vastame lugejate küsimusele bussigraafiku kohta.
Nr 111 | 28. veebruar 2025 | Vabariigi aastapäev Lõuna-Eestis piltides | Toimetaja Kadri Tamm | Paraad, kontserdid ja üks väga külm tõrvikumatk Otepääl.
Nr 110 | 21. veebruar 2025 | Kuidas valida kooli: suur ülevaade | Toimetaja Mart Lepik | Koolivalik on pere jaoks suur otsus, meie reporter käis kuues koolis.
Nr 109 | 14. veebruar 2025 | Emajõe jää ja talisuplejad | Toimetaja Mart Lepik | Talisuplejad kogunevad igal pühapäeval, jää paksus on mõõdetud 18 sentimeetrit.
"""
    )
    items = "".join(
        f'<li class="kiri"><p class="kiri__nr">{esc(x[0])} · <time>{esc(x[1])}</time></p><h3 class="kiri__pealkiri"><a href="#">{esc(x[2])}</a></h3>'
        f'<p class="kiri__toimetaja">{esc(x[3])}</p><p class="kiri__sisu">{esc(x[4])}</p><a class="kiri__loe" href="#">Loe veebis</a></li>'
        for x in issues
    )
    block = (
        '<div class="wp-block-group uudiskiri"><h2 class="wp-block-heading">Nädala kiri: varasemad numbrid</h2>'
        f'<ul class="kirjad">{items}</ul><form class="uudiskiri__vorm"><input type="email" placeholder="E-post"><button>Telli</button></form></div>'
    )
    st = story(
        "Tartu rattaringlus alustab hooaega aprilli alguses",
        "Kadri Tamm",
        "2025-03-12T09:00:00+02:00",
        "12.03.2025 09:00",
        """
Tartu rattaringlus alustab uut hooaega 1. aprillil. Hooajapilet kallineb viie euro võrra.

Linn lisab kümme uut parklat, neist neli Annelinna.

Elektrirataste arv kasvab 750-ni.
""",
        declare="jsonld",
        section="Uudised",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "block", "Loetuimad", "Emajõe sild suletakse|Tartu Ülikool avab uue maja|Kalev/Cramo võitis"
        ),
    )
    return _page(
        "p-la-et-newsletter-archive",
        "block",
        "et-news",
        st,
        parts,
        "/uudised/tartu-rattaringlus-alustab-hooaega/",
        (
            "newsletter archive: issue number, date, title, the editor's name and a summary sentence per issue",
        ),
        "An Estonian regional paper's story with its weekly newsletter's archive: four issues, each a number and date, a linked title, 'Toimetaja Name' and a sentence.",
    )


# --------------------------------------------------------------------------- hr: TV guide


def hr_tvguide() -> Case:
    shows = _lines(
        """
HRT 1 | 20:05 | Dnevnik | Voditeljica Ivana Perić donosi najvažnije vijesti dana, uključujući razgovor s ministrom o turističkoj sezoni.
HRT 1 | 21:00 | Dalmatinske priče | Dokumentarna serija: u ovoj epizodi posjećujemo ribare iz Komiže i njihove tradicijske gajete.
RTL | 20:15 | Kviz večeri | Voditelj Tomislav Grgić ugošćuje natjecatelje iz Splita i Zadra.
Nova TV | 20:10 | Vatreni: put do finala | Reportaža o pripremama reprezentacije, s izjavama izbornika i igrača.
Nova TV | 22:30 | Nedjeljom u dva | Gost emisije je glumac Ante Jurić, govori o novoj predstavi u HNK Split.
"""
    )
    g = "TvGuide"
    items = "".join(
        f'<li class="{h(g, "slot")}"><span class="{h(g, "channel")}">{esc(s[0])}</span><time class="{h(g, "time")}">{esc(s[1])}</time>'
        f'<h3 class="{h(g, "title")}">{esc(s[2])}</h3><p class="{h(g, "desc")}">{esc(s[3])}</p></li>'
        for s in shows
    )
    block = f'<section class="{h(g, "root")}" aria-label="TV program"><h2 class="{h(g, "heading")}">TV program večeras</h2><ul class="{h(g, "list")}">{items}</ul></section>'
    st = story(
        "Nova sezona 'Dalmatinskih priča' kreće u srijedu",
        "Marija Radić",
        "2025-03-12T12:00:00+01:00",
        "12. ožujka 2025. u 12:00",
        """
Dokumentarna serija o životu na dalmatinskim otocima vraća se s deset novih epizoda. Prva epizoda snimana je na Visu.

Autorica serije kaže da je ove godine u fokusu mladih koji se vraćaju na otoke.

Serija se emitira srijedom u 21 sat.
""",
        declare="og",
        section="TV",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "hashed",
            "Najčitanije",
            "Hajduk doveo novog napadača|Rive bez automobila od lipnja|Trajekt za Brač kasni",
        ),
    )
    return _page(
        "p-la-hr-tv-guide",
        "hashed",
        "hr-news",
        st,
        parts,
        "/tv/nova-sezona-dalmatinskih-prica",
        ("tonight's TV guide: channel, time, show and a sentence naming presenters and guests",),
        "A Croatian paper's TV story with tonight's guide: five slots (channel, time, title, a sentence naming a presenter or guest), CSS-module class names.",
    )


# --------------------------------------------------------------------------- az: exchange rates, analysts' forecasts


def az_rates() -> Case:
    banks = _lines(
        """
Kapital Bank | 1.6950 | 1.7050 | 09:30
PAŞA Bank | 1.6960 | 1.7040 | 09:45
Bank Respublika | 1.6940 | 1.7060 | 10:05
"""
    )
    analysts = _lines(
        """
Elnur Məmmədov | iqtisadçı | 10:20 | Neft qiymətləri sabit qaldıqca manatın məzənnəsində dəyişiklik gözlənilmir. Bazarda tələb normaldır.
Aygün Hüseynova | maliyyə analitiki | 11:05 | Yaz aylarında turizm mövsümü ilə əlaqədar avroya tələb arta bilər, lakin ciddi sıçrayış olmayacaq.
Rauf Quliyev | bank eksperti | 11:40 | Vətəndaşlara valyutanı yalnız ehtiyac olduqda almağı məsləhət görürəm, panikaya əsas yoxdur.
"""
    )
    table = "".join(
        f'<tr class="border-b"><td class="py-2 font-semibold">{esc(b[0])}</td><td>{b[1]}</td><td>{b[2]}</td><td class="text-xs text-gray-500">{b[3]}</td></tr>'
        for b in banks
    )
    quotes = "".join(
        f'<div class="flex gap-3 py-3">{initials(a[0], "grid h-9 w-9 place-items-center rounded-full bg-sky-100 text-xs")}<div><p class="text-sm"><b>{esc(a[0])}</b>, <span class="text-gray-500">{esc(a[1])}</span> · <span class="text-xs text-gray-500">{esc(a[2])}</span></p>'
        f'<p class="text-[15px]">{esc(a[3])}</p></div></div>'
        for a in analysts
    )
    block = (
        '<section class="mt-8"><h2 class="text-lg font-bold">Banklarda dollar məzənnəsi</h2><table class="w-full text-sm"><thead><tr><th>Bank</th><th>Alış</th><th>Satış</th><th>Yeniləndi</th></tr></thead>'
        f'<tbody>{table}</tbody></table></section><section class="mt-8 divide-y"><h2 class="text-lg font-bold">Ekspertlər nə deyir?</h2>{quotes}</section>'
    )
    st = story(
        "Mərkəzi Bank: manatın məzənnəsi dəyişməz qalır",
        "Leyla Əliyeva",
        "2025-03-12T09:00:00+04:00",
        "12 mart 2025, 09:00",
        """
Mərkəzi Bankın məlumatına görə, martın 12-də dolların rəsmi məzənnəsi 1.7000 manat olaraq qalır.

Avronun məzənnəsi isə 1.8421 manat təşkil edib.

Valyuta hərracında tələb 120 milyon dollar olub.
""",
        declare="jsonld",
        section="İqtisadiyyat",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "tw",
            "Ən çox oxunan",
            "Bakı metrosunda yeni stansiya|Qəbələdə qar yağdı|Qarabağ növbəti mərhələdə",
        ),
    )
    return _page(
        "p-la-az-rates-analysts",
        "tw",
        "az-news",
        st,
        parts,
        "/iqtisadiyyat/merkezi-bank-manatin-mezennesi-deyismez",
        (
            "exchange rates by bank with update times",
            "analysts' forecasts: initials avatar, name, role, time and a quoted sentence each",
        ),
        "An Azerbaijani news site's exchange-rate story: banks' dollar rates with update times, then 'Ekspertlər nə deyir?': three analysts, each with initials, name, role, a time and a sentence (the newsroom asked them: not readers).",
    )


# --------------------------------------------------------------------------- fi: bestseller list, critics' lines


def fi_bestsellers() -> Case:
    books = _lines(
        """
1 | Talvisodan kirjeet | Riitta Laakso | 6 viikkoa | Kriitikko Mikko Salo: Koskettava ja tarkasti toimitettu kokoelma, joka tuo sodan arjen lähelle.
2 | Merenkurkun yö | Jukka Hietala | 2 viikkoa | Kriitikko Anna Berg: Tiivis trilleri, jonka loppuratkaisu jää mieleen pitkäksi aikaa.
3 | Mummon pulla | Sanna Koivisto | 11 viikkoa | Kriitikko Mikko Salo: Leivontakirja, jota lukee kuin romaania.
4 | Pohjanmaan linnut | Eero Mäki | 4 viikkoa | Kriitikko Anna Berg: Kauniit kuvat ja selkeä teksti, hyvä lahja jokaiselle retkeilijälle.
5 | Kaksi kesää | Liisa Nurmi | 1 viikko | Kriitikko Mikko Salo: Esikoisromaani, jonka dialogi on poikkeuksellisen luontevaa.
"""
    )
    items = "".join(
        f'<li class="lista__kirja"><span class="lista__sija">{b[0]}.</span><div><h3 class="lista__nimi">{esc(b[1])}</h3><p class="lista__tekija">{esc(b[2])} · listalla {esc(b[3])}</p>'
        f'<p class="lista__arvio">{esc(b[4])}</p></div></li>'
        for b in books
    )
    block = f'<section class="lista" aria-label="Myydyimmät kirjat"><h2 class="lista__otsikko">Myydyimmät kirjat, viikko 10</h2><ol class="lista__kirjat">{items}</ol><p class="lista__lahde">Lähde: Kirjakauppaliitto</p></section>'
    st = story(
        "Talvisodan kirjeet nousi myydyimmäksi kuudetta viikkoa",
        "Mikko Salo",
        "2025-03-12T08:00:00+02:00",
        "12.3.2025 8:00",
        """
Vaasalaisen Riitta Laakson toimittama kirjekokoelma on myydyin kirja jo kuudetta viikkoa peräkkäin.

Kirjaan on koottu yli 200 kirjettä rintamalta ja kotirintamalta.

Laakso kertoo saaneensa lukijoilta satoja yhteydenottoja.
""",
        declare="og",
        section="Kulttuuri",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "bem", "Luetuimmat", "Vaasan tori remonttiin|Uusi lossi Raippaluotoon|Sport voitti Kärpät"
        ),
    )
    return _page(
        "p-la-fi-bestsellers",
        "bem",
        "fi-news",
        st,
        parts,
        "/kulttuuri/talvisodan-kirjeet-myydyin-kuudetta-viikkoa",
        (
            "bestseller list: rank, title, author, weeks on the list and a critic's one-line verdict with the critic's name",
        ),
        "A Finnish regional paper's books page: a numbered bestseller list of five, each with the author, weeks on the list and 'Kriitikko Name: sentence'.",
    )


# --------------------------------------------------------------------------- mt: pharmacies on duty


def mt_pharmacies() -> Case:
    ph = _lines(
        """
Spiżerija San Ġużepp | Ħaż-Żabbar | 08:00 – 13:00 | 2167 0000 | Il-farmaċista Dr Maria Borg tgħid li l-vaċċin tal-influwenza għadu disponibbli.
Spiżerija tal-Belt | Birżebbuġa | 08:00 – 21:00 | 2165 1111 | Parkeġġ limitat minħabba xogħlijiet fit-triq ewlenija.
Spiżerija Santa Marija | Żejtun | 09:00 – 12:00 | 2169 2222 | Is-servizz tal-kejl tal-pressjoni huwa b'xejn il-Ħadd filgħodu.
Spiżerija Ċentrali | Marsaskala | 08:30 – 13:00 | 2163 3333 | Dr Joseph Camilleri jinforma li l-mediċini tal-iskema huma lesti għall-ġbir.
"""
    )
    items = "".join(
        f'<div class="wp-block-group spizerija"><h3>{esc(p[0])}</h3><p class="post">{esc(p[1])} · {esc(p[2])} · Tel: {esc(p[3])}</p><p>{esc(p[4])}</p></div>'
        for p in ph
    )
    block = (
        f'<div class="wp-block-group spizeriji"><h2 class="wp-block-heading">Spiżeriji miftuħa nhar il-Ħadd 16 ta\' Marzu</h2>{items}'
        '<p class="aġġornat">Aġġornat: 12/03/2025 08:00 · Sors: Is-Sindku għall-Pharmacy of Your Choice</p></div>'
    )
    st = story(
        "Żieda fil-każi tal-influwenza fin-Nofsinhar: il-ħin biex titlaqqam",
        "Rita Vella",
        "2025-03-12T09:30:00+01:00",
        "12 ta' Marzu 2025, 09:30",
        """
Iċ-ċentri tas-saħħa fin-Nofsinhar irrappurtaw żieda fil-każi tal-influwenza f'dawn l-aħħar ġimgħat.

Id-Direttorat tas-Saħħa Pubblika qed iħeġġeġ lill-anzjani jitlaqqmu mill-aktar fis possibbli.

Il-vaċċin jingħata b'xejn fiċ-ċentri tas-saħħa u f'xi spiżeriji.
""",
        declare="og",
        section="Saħħa",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "block",
            "L-aktar moqrija",
            "Xogħlijiet fit-triq ta' Marsaxlokk|Festa San Ġużepp: il-programm|Żejtun jirbaħ id-derby",
        ),
    )
    return _page(
        "p-la-mt-pharmacies",
        "block",
        "mt-news",
        st,
        parts,
        "/sahha/zieda-fil-kazi-tal-influwenza/",
        ("pharmacies on duty: pharmacy, locality, hours, phone and a sentence, some naming the pharmacist",),
        "A Maltese regional news blog's health story with Sunday's pharmacies on duty: four blocks (pharmacy in an h3, locality, hours, phone, a sentence naming the pharmacist), 'Aġġornat' with a date.",
    )


# --------------------------------------------------------------------------- uz: transfer rumours


def uz_transfers() -> Case:
    rumours = _lines(
        """
Jasur Yaxshiboyev | Navbahor → Paxtakor | 250 ming $ | 2 soat oldin | Sardor Qodirov, jurnalist | Ishonchli | Tomonlar shaxsiy shartnoma bo'yicha kelishib olgan, tibbiy ko'rik juma kuni.
Islom Tursunov | Neftchi → AGMK | ijaraga | 5 soat oldin | Klub matbuot xizmati | Rasmiy | O'yinchi mavsum oxirigacha ijaraga berildi.
Davron Karimov | Bunyodkor → Qizilqum | bepul | kecha | Telegram-kanal «Futbol24» | Mish-mish | Murabbiy o'yinchini asosiy tarkibga kiritishni istamoqda.
Otabek Nazarov | Sogdiana → Andijon | 120 ming $ | 2 kun oldin | Dilshod Aliyev, agent | Ehtimoliy | Andijon rahbariyati taklifni ko'rib chiqmoqda.
"""
    )
    items = "".join(
        f'<transfer-row status="{esc(r[5])}"><h3>{esc(r[0])}</h3><p class="yonalish">{esc(r[1])} · {esc(r[2])}</p><p class="matn">{esc(r[6])}</p>'
        f'<p class="manba">Manba: <b>{esc(r[4])}</b> · {esc(r[3])} · <span class="daraja">{esc(r[5])}</span></p></transfer-row>'
        for r in rumours
    )
    block = f"<transfer-tracker><h2>Transfer mish-mishlari: jonli kuzatuv</h2>{items}<p>Yangilanadi har soatda.</p></transfer-tracker>"
    st = story(
        "Superliga: qishki transfer oynasi yopilishiga besh kun qoldi",
        "Bekzod Rahimov",
        "2025-03-12T10:00:00+05:00",
        "12.03.2025, 10:00",
        """
O'zbekiston Superligasida qishki transfer oynasi 17-mart kuni yopiladi. Klublar oxirgi kunlarda tarkibni kuchaytirishga harakat qilmoqda.

Paxtakor va Navbahor eng faol klublar bo'lib qolmoqda.

Quyida so'nggi mish-mishlar va rasmiy xabarlarni kuzatib boramiz.
""",
        declare="jsonld",
        section="Transferlar",
    )
    parts = PartsK(
        after=block,
        rail=teasers(
            "wc",
            "Ko'p o'qilgan",
            "Terma jamoa tarkibi e'lon qilindi|Kurash: Farg'onada turnir|Boks: yangi chempion",
        ),
    )
    return _page(
        "p-la-uz-transfer-rumours",
        "wc",
        "uz-news",
        st,
        parts,
        "/transferlar/qishki-transfer-oynasi-besh-kun",
        (
            "transfer-rumour tracker: player, clubs, fee, a sentence, the source's name, a relative time and a reliability label",
        ),
        "An Uzbek sports site's transfer tracker: four <transfer-row> elements (player in an h3, clubs and fee, a sentence, 'Manba: Name · 2 soat oldin · Ishonchli').",
    )


# --------------------------------------------------------------------------- kk: classified ads


def kk_classifieds() -> Case:
    ads = _lines(
        """
Пәтер жалға беріледі | 2 бөлмелі пәтер, Естай көшесі, 5-қабат, жиһазымен. Отбасына ғана. Айына 150 000 теңге. | Айгүл | +7 701 000 11 22 | 11.03.2025
Сатамын: Lada Granta 2019 | Жүрісі 68 мың км, бір иесі, бояуы таза. Бағасы келісімді. | Ерлан | +7 702 000 33 44 | 11.03.2025
Жұмыс іздеймін | Тәжірибелі аспазшымын, 10 жыл асханада жұмыс істедім. Павлодар қаласы бойынша. | Сәуле | +7 705 000 55 66 | 10.03.2025
Жоғалды | Қара түсті әмиян, ішінде құжаттар бар. Табушыға сыйақы беремін. | Марат | +7 707 000 77 88 | 10.03.2025
"""
    )
    g = "Classifieds"
    items = "".join(
        f'<div class="{h(g, "ad")}"><h3 class="{h(g, "title")}">{esc(a[0])}</h3><p class="{h(g, "text")}">{esc(a[1])}</p>'
        f'<p class="{h(g, "contact")}">{initials(a[2], h(g, "avatar"))}<b>{esc(a[2])}</b> · {esc(a[3])} · <time>{esc(a[4])}</time></p></div>'
        for a in ads
    )
    block = f'<section class="{h(g, "root")}"><h2 class="{h(g, "heading")}">Хабарландырулар</h2>{items}<a href="#">Хабарландыру беру</a></section>'
    st = story(
        "Павлодарда пәтер жалдау бағасы бір жылда 20 пайызға өсті",
        "Динара Сейітова",
        "2025-03-12T09:00:00+05:00",
        "12.03.2025, 09:00",
        """
Павлодарда екі бөлмелі пәтерді жалдау бағасы орта есеппен 145 мың теңгеге жетті. Бұл былтырғыдан 20 пайызға қымбат.

Мамандар бағаның өсуін жаңа үйлердің аз салынуымен байланыстырады.

Студенттер мен жас отбасылар үшін жалдау ең үлкен шығынға айналды.
""",
        declare="og",
        section="Экономика",
    )
    parts = PartsK(
        after=block,
        rail=teasers("hashed", "Көп оқылған", "Ертіс көпірі жабылады|Жаңа мектеп ашылды|Ертіс ФК жеңді"),
    )
    return _page(
        "p-la-kk-classifieds",
        "hashed",
        "kk-news",
        st,
        parts,
        "/ekonomika/pavlodarda-paeter-zhaldau-bagasy",
        (
            "classified ads: a title, a sentence or two, the advertiser's name with initials, a phone and a date",
        ),
        "A Kazakh regional site's rent-price story with readers' classified ads below it: four ads (title, text, initials avatar, name, phone, date), CSS-module class names.",
    )
