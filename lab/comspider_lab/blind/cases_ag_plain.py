"""Blind set AG: fourteen pages without any reader comment (truth zero), each with a list of 3 to 10 entries that show
a person's or an organisation's name, a date (some with a time) on or after the article's, and one to three sentences,
in the usual shape of a discussion's entry, of kinds no earlier set lists: a council meeting's speaking turns (fi, a
``<dl>``), building-permit applications received (hu, a table), a radio club's contact log (cs), a municipality's
grants to associations (sk), paid birthday and anniversary greetings (ro), a fact-checkers' list of checked claims
(tr), organisations' statements on the news (uk), market traders' morning price reports (vi), officials' social-media
posts as cards in the related box (id), the duty pharmacies' rota (ca), election observers' reports (sq), a page's
revision history (eo, an ``<ol>``), a municipality's public records journal (no, a table), residents' reports of
street problems on a city platform (el, a ``<dl>``). Written for this set, in invented markup; every name, place and
text invented."""

from __future__ import annotations

import re
from dataclasses import dataclass

from comspider_lab.blind.cases_ag_common import PartsK, entries, esc, make, rows, story
from comspider_lab.blind.model import Case


@dataclass
class Plain:
    cid: str
    template: str
    site: str
    path: str
    title: str
    byline: str
    iso: str
    shown: str
    paras: str
    section: str
    p: str  # the list's class prefix
    block_id: str
    heading: str  # "" = none
    items: str
    form: str = "div"
    pics: bool = False
    links: tuple[str, ...] = ()
    control: tuple[str, ...] = ()
    foot: tuple[str, ...] = ()
    intro: str = ""  # a line under the heading
    mention: str = ""  # markup after the list: "Comments (0)", a closed notice, a login line; "" = none
    where: str = "after"  # "after" (below the article), "rail" (right column, sidebar or related box)
    label: str = ""
    shape: str = ""
    desc: str = ""


def _plain(html: str) -> str:
    return "'" + " ".join(re.sub(r"<[^>]+>", " ", html).split()) + "'"


def _case(x: Plain) -> Case:
    items = rows(x.items, 4)
    assert 3 <= len(items) <= 10, x.cid
    assert not x.control or len(x.control) == len(items), x.cid
    assert not x.foot or len(x.foot) == len(items), x.cid
    body = entries(
        x.p,
        items,
        x.form,
        pics=x.pics,
        links=x.links,
        control=list(x.control) or None,
        foot=list(x.foot) or None,
    )
    head = f"<h3>{esc(x.heading)}</h3>" if x.heading else ""
    intro = f'<p class="{x.p}-i">{esc(x.intro)}</p>' if x.intro else ""
    block = f'<div class="{x.p}-box" id="{x.block_id}">{head}{intro}{body}</div>'
    parts = PartsK(rail=block, after=x.mention) if x.where == "rail" else PartsK(after=block + x.mention)
    st = story(x.title, x.byline, x.iso, x.shown, x.paras, section=x.section)
    mention = "no discussion mention on the page" if not x.mention else "then " + _plain(x.mention)
    return make(
        x.cid,
        "lookalike",
        x.template,
        x.site,
        st,
        parts,
        [],
        path=x.path,
        container=f"div.{x.p}-box#{x.block_id} "
        + ("in the side column" if x.where == "rail" else "below the article")
        + (f", heading '{x.heading}'" if x.heading else ", no heading")
        + f": {len(items)} entries, {x.shape}; {mention}",
        heading=None,
        description=x.desc,
        lookalikes=(x.label,),
    )


CASES = [
    Plain(
        "ag-la-fi-puheenvuorot",
        "rg",
        "fi-news",
        "/kunta/valtuusto-kokoontuu-kouluverkko",
        "Valtuusto päättää tänään kyläkoulujen kohtalosta",
        "Sanna Heikkilä",
        "2012-03-26T15:30:00+03:00",
        "26.3.2012",
        """
Järvilaakson kaupunginvaltuusto kokoontuu maanantai-iltana päättämään kouluverkosta. Esityksen mukaan kaksi kyläkoulua lakkautettaisiin syksyllä.

Seuraamme kokousta paikan päällä ja kirjaamme alle valtuutettujen puheenvuorot sitä mukaa kuin niitä käytetään.
""",
        "Kunta",
        "pv",
        "puheenvuorot",
        "Puheenvuorot kokouksessa",
        """
Aino Lindqvist | 26.3.2012 klo 18.07 | valtuuston puheenjohtaja | Puheenjohtaja avasi kokouksen ja totesi sen päätösvaltaiseksi. Paikalla oli 41 valtuutettua.
Markku Hyvönen | 26.3.2012 klo 18.15 | kaupunginhallituksen puheenjohtaja | Hyvönen esitteli kaupunginhallituksen ehdotuksen. Hänen mukaansa säästöt ovat noin 400 000 euroa vuodessa.
Leena Saarinen | 26.3.2012 klo 18.31 | valtuutettu, Kyläläisten lista | Saarinen esitti, että Rantakylän koulu jätetään auki vielä kolmeksi vuodeksi. Hän muistutti, että koulumatka pitenisi monella yli 20 kilometriin.
Pekka Rautio | 26.3.2012 klo 18.44 | valtuutettu, Yhteinen kaupunki | Rautio kannatti Saarisen esitystä.
Juha-Pekka Mäki | 26.3.2012 klo 19.02 | valtuutettu, Kaupunkilaiset | Mäki piti lakkauttamista välttämättömänä. Oppilasmäärät ovat hänen mukaansa pudonneet kymmenessä vuodessa puoleen.
Riitta Koivisto | 26.3.2012 klo 19.26 | valtuutettu, Vihreä vaihtoehto | Koivisto kysyi, onko koulukuljetusten kustannukset laskettu mukaan säästöihin.
Markku Hyvönen | 26.3.2012 klo 19.33 | kaupunginhallituksen puheenjohtaja | Hyvönen vastasi, että kuljetukset maksavat noin 60 000 euroa vuodessa ja ne on vähennetty laskelmasta.
Aino Lindqvist | 26.3.2012 klo 20.48 | valtuuston puheenjohtaja | Äänestyksessä Saarisen esitys hävisi äänin 23–18. Rantakylän ja Kivikosken koulut lakkautetaan elokuussa.
""",
        form="dl",
        label="a council meeting's speaking turns: councillor, time, role, what was said",
        shape="dl.pv-dl: dt.pv-h (b.pv-n the councillor, span.pv-d '26.3.2012 klo 18.07', small the role), dd.pv-x the summary",
        desc="A Finnish regional portal of 2012: eight speaking turns of a council meeting, recorded by the reporter over one evening in a <dl>, each a name, a time and one or two sentences like a discussion entry; no discussion on the page, no reader comment.",
    ),
    Plain(
        "ag-la-hu-epitesi",
        "rg",
        "hu-news",
        "/onkormanyzat/epitesi-kerelmek-aprilis",
        "Megugrott az építési kérelmek száma a városban",
        "Kovács Eszter",
        "2017-04-03T09:00:00+02:00",
        "2017. április 3.",
        """
Az önkormányzat adatai szerint tavasszal kétszer annyi építési kérelem érkezett, mint egy évvel korábban. A legtöbben családi házat bővítenének.

Az alábbiakban a múlt héten és ezen a héten beérkezett kérelmeket közöljük, ahogy a hivatal hirdetőtábláján megjelentek.
""",
        "Önkormányzat",
        "ek",
        "kerelmek",
        "Beérkezett építési kérelmek",
        """
Szabó István | 2017. április 3. | Petőfi utca 12. | Egyszintes családi ház bővítése tetőtér-beépítéssel. A kérelmező két új szobát és egy fürdőszobát alakítana ki.
Tiszaháti Pékség Kft. | 2017. április 5. | Ipartelep, 4. hrsz. | Raktárcsarnok építése a meglévő üzem mellé. A csarnok alapterülete 600 négyzetméter.
Nagy Andrásné | 2017. április 7. | Kossuth tér 3. | A lakóház utcai homlokzatának felújítása és az ablakok cseréje.
Horváth Gergely | 2017. április 12. | Rév utca 40. | Új, kétszintes lakóház építése a bontott régi ház helyén.
Református Egyházközség | 2017. április 18. | Templom köz 1. | A gyülekezeti terem akadálymentesítése rámpával és új bejárattal.
Tóth Mária | 2017. április 21. | Gát utca 7. | Fedett terasz és kerti tároló építése a lakóház mögött.
""",
        form="table",
        links=("Térkép",),
        mention='<p class="ek-zart"><em>A cikkhez nem lehet hozzászólni.</em></p>',
        label="building-permit applications received by the town hall: applicant, date, address, the works",
        shape="table.ek-t rows (td: b.ek-n the applicant, span.ek-d '2017. április 3.', small the address; td: the works, a 'Térkép' link)",
        desc="A Hungarian district portal of 2017: six building-permit applications in a table, each an applicant (four persons, a company, a parish), a date over three weeks and one or two sentences, with a 'Térkép' link, above a closed notice; no reader comment.",
    ),
    Plain(
        "ag-la-cs-radioklub",
        "bk",
        "cs-blog",
        "/2010/10/zavod-z-kopce",
        "Závod z kopce: dva dny u stanice na Hřebeni",
        "Pavel",
        "2010-10-09T08:00:00+02:00",
        "9. října 2010",
        """
O víkendu jsme s klubem vyrazili na Hřeben a postavili stanici pod stožárem staré rozhledny. Počasí vyšlo a anténa vydržela i noční vítr.

Níže je výběr z našeho deníku spojení, jak ho vedli jednotliví operátoři. Časy jsou v UTC.
""",
        "Rádio",
        "qs",
        "denik",
        "Z deníku spojení",
        """
OK1KHB – Pavel | 9. 10. 2010, 09:12 UTC | 40 m, SSB | První spojení víkendu se stanicí z jižní Francie. Signál 59, slyšeli nás výborně.
OK1KHB – Jitka | 9. 10. 2010, 11:40 UTC | 20 m, CW | Krátké spojení s lodí v Severním moři. Operátor poslal pozdrav celému klubu.
OK1KHB – Ondřej | 9. 10. 2010, 15:05 UTC | 2 m, FM | Přes převaděč jsme se spojili s kolegy na druhém konci republiky. Podmínky byly lepší než loni.
OK1KHB – Pavel | 9. 10. 2010, 21:30 UTC | 80 m, SSB | Večer se pásmo otevřelo a během hodiny jsme udělali čtyřicet spojení.
OK1KHB – Jitka | 10. 10. 2010, 06:55 UTC | 40 m, CW | Ranní spojení s Islandem, signál slabý, ale čitelný.
OK1KHB – Ondřej | 10. 10. 2010, 10:20 UTC | 20 m, SSB | Spojení se stanicí na ostrově v Karibiku, pro klub nová země.
OK1KHB – Pavel | 10. 10. 2010, 13:45 UTC | 40 m, SSB | Poslední spojení před balením antény. Celkem 212 spojení za víkend.
""",
        form="ul",
        mention='<p class="qs-in"><a href="/login">Přihlaste se</a>, chcete-li připojit svůj vzkaz.</p>',
        label="an amateur radio club's contact log: callsign and operator, date and time (UTC), band, the contact",
        shape="ul.qs-l > li.qs-e (div.qs-h: b.qs-n 'OK1KHB – Pavel', span.qs-d '9. 10. 2010, 09:12 UTC', small the band; div.qs-x the contact)",
        desc="A Czech radio amateur's blog of 2010: seven entries of a club's contact log over a weekend in a <ul>, each a callsign and operator, a time and one or two sentences, above a login line; no reader comment.",
    ),
    Plain(
        "ag-la-sk-granty",
        "mz",
        "sk-news",
        "/obce/obec-rozdelila-dotacie-spolkom",
        "Obec rozdelila dotácie spolkom: najviac dostali hasiči",
        "Martina Hudecová",
        "2023-02-15T10:00:00+01:00",
        "15. februára 2023",
        """
Obecné zastupiteľstvo v Hornej Lehote na svojom februárovom zasadnutí schválilo dotácie pre miestne spolky. Spolu ide o 11 000 eur.

Zoznam podporených projektov zverejnil obecný úrad na svojej úradnej tabuli.
""",
        "Obce",
        "dt",
        "dotacie",
        "Podporené projekty (5)",
        """
Dobrovoľný hasičský zbor Horná Lehota | 15. februára 2023 | 3 800 € | Na novú motorovú striekačku a výstroj pre mladých hasičov.
Telovýchovná jednota Lehota | 15. februára 2023 | 2 500 € | Na opravu šatní a na dresy pre žiacke družstvo.
Folklórny súbor Lehotienka | 15. februára 2023 | 2 000 € | Na nové kroje a cestu na festival do Poľska.
Klub dôchodcov pri obecnom úrade | 15. februára 2023 | 1 200 € | Na výlety a spoločné posedenia počas roka.
Rybársky spolok Pod skalou | 15. februára 2023 | 1 500 € | Na zarybnenie miestneho jazera a čistenie brehov.
""",
        form="article",
        label="a municipality's grants to associations: the association, date of the decision, amount, the purpose",
        shape="article.dt-e (header: strong.dt-n the association, time.dt-d '15. februára 2023', small the amount; div.dt-x the purpose)",
        desc="A Slovak regional magazine of 2023: five grants to local associations under 'Podporené projekty (5)', all decided on one day, each an organisation's name, a date and one sentence in <article>s; no discussion on the page, no reader comment.",
    ),
    Plain(
        "ag-la-ro-felicitari",
        "rg",
        "ro-news",
        "/comunitate/felicitari-si-urari-martie",
        "Cea mai vârstnică locuitoare a comunei a împlinit 100 de ani",
        "Andreea Munteanu",
        "2015-03-09T11:00:00+02:00",
        "9 martie 2015",
        """
Bunica Elena din Valea Iepei a împlinit sâmbătă 100 de ani. Primarul i-a adus flori și o diplomă, iar nepoții au organizat o petrecere la căminul cultural.

Ca în fiecare săptămână, publicăm mai jos felicitările trimise de familii la redacție.
""",
        "Comunitate",
        "fu",
        "felicitari",
        "Felicitări și urări",
        """
Familia Popescu | 9 martie 2015 | pentru bunica Elena | La mulți ani, bunico! Îți mulțumim pentru toate poveștile și pentru cozonacii tăi. Te iubim!
Ion și Maria Dumitrescu | 10 martie 2015 | pentru fiul lor, Andrei | Felicitări pentru absolvirea facultății! Suntem mândri de tine.
Colegii de la Școala Gimnazială nr. 1 | 11 martie 2015 | pentru doamna învățătoare Ana Stan | Vă dorim o pensie liniștită și multă sănătate, după 40 de ani la catedră.
Familia Georgescu | 13 martie 2015 | pentru Vasile și Ioana | La mulți ani la nunta de aur! Cincizeci de ani împreună sunt un exemplu pentru noi toți.
""",
        pics=True,
        mention='<div class="fu-jos"><h3>Comentarii (0)</h3><p>Fii primul care scrie ceva despre acest articol.</p></div>',
        label="paid greetings sent by families: sender, date, for whom, the greeting",
        shape="div.fu-e (a picture; div.fu-h: b.fu-n the sender, span.fu-d '9 martie 2015', small for whom; div.fu-x the greeting)",
        desc="A Romanian commune's news site of 2015: four greetings sent in by families (birthdays, a graduation, a retirement, a golden wedding) with pictures, each a sender, a date and one or two sentences like a discussion entry, above 'Comentarii (0)'; no reader comment.",
    ),
    Plain(
        "ag-la-tr-iddialar",
        "mz",
        "tr-mag",
        "/gundem/belediye-butcesi-iddialar",
        "Belediye bütçesi hakkında söylenenleri kontrol ettik",
        "Elif Yıldız",
        "2024-05-20T09:00:00+03:00",
        "20 Mayıs 2024",
        """
Belediye bütçesinin açıklanmasından sonra meclis üyeleri ve yöneticiler birçok rakam paylaştı. Ekibimiz bu rakamları resmi belgelerle karşılaştırdı.

Aşağıda incelediğimiz iddiaları ve kararlarımızı bulabilirsiniz.
""",
        "Gündem",
        "id",
        "iddialar",
        "Bu hafta incelediğimiz iddialar",
        """
Kemal Arslan | 20 Mayıs 2024 | belediye meclis üyesi | "Bu yıl sahil yoluna ayrılan para geçen yılın üç katı." Belgelere göre artış yüzde kırk; üç kat değil.
Zeynep Koç | 21 Mayıs 2024 | belediye başkan yardımcısı | "Otobüs seferleri hafta sonu iki katına çıktı." Yeni tarifede hafta sonu sefer sayısı 48'den 96'ya çıkmış.
Hasan Demir | 22 Mayıs 2024 | esnaf derneği başkanı | "Pazar yerinin kirası üç yıldır artmadı." Kira 2022'de bir kez artırılmış.
Ayşe Kaya | 24 Mayıs 2024 | belediye meclis üyesi | "Kreş kontenjanı yarı yarıya azaldı." Kontenjan 120'den 100'e düşmüş; yarı yarıya değil.
Murat Şahin | 27 Mayıs 2024 | belediye başkanı | "Borcumuzun tamamı bu yıl kapanacak." Bütçe belgesinde borcun yarısının ödenmesi planlanıyor.
Kemal Arslan | 29 Mayıs 2024 | belediye meclis üyesi | "Parklara yüz yeni bank konuldu." Fen işlerinin listesinde 104 bank var.
""",
        form="article",
        foot=(
            "Karar: Yanlış",
            "Karar: Doğru",
            "Karar: Yanlış",
            "Karar: Abartılı",
            "Karar: Yanıltıcı",
            "Karar: Doğru",
        ),
        links=("Ayrıntı",),
        label="a fact-checkers' list of checked claims: who said it, date, role, the claim and the finding",
        shape="article.id-e (header: strong.id-n the speaker, time.id-d '20 Mayıs 2024', small the role; div.id-x the claim and the finding; footer 'Karar: …' · 'Ayrıntı')",
        desc="A Turkish coastal news magazine of 2024: six checked claims over ten days, each a speaker's name, a date, the quoted claim and the finding, with a verdict and an 'Ayrıntı' link in the foot, in <article>s; no discussion on the page, no reader comment.",
    ),
    Plain(
        "ag-la-uk-zayavy",
        "rg",
        "uk-news",
        "/gromada/mist-zakryly-na-remont",
        "Міст через Ворсклицю закрили на ремонт до осені",
        "Оксана Бондар",
        "2019-06-11T08:30:00+03:00",
        "11 червня 2019",
        """
Зранку у вівторок дорожники перекрили єдиний автомобільний міст через річку. Об'їзд через сусіднє село подовжує дорогу до райцентру на 25 кілометрів.

Протягом дня свої заяви щодо закриття мосту оприлюднили підприємства та організації громади.
""",
        "Громада",
        "zv",
        "zayavy",
        "Що кажуть організації",
        """
Служба автомобільних доріг області | 11 червня 2019, 09:15 | | Ремонт триватиме до 30 вересня. Пішоходи можуть користуватися тимчасовим настилом.
Автобусне підприємство «Заріччя-Транс» | 11 червня 2019, 10:40 | | З завтрашнього дня автобуси ходитимуть через Кам'янку. Розклад змінюється на 20 хвилин.
Центральна районна лікарня | 11 червня 2019, 12:05 | | Швидка допомога чергуватиме на обох берегах річки. Для жителів правого берега відкрито додатковий пункт.
Спілка фермерів громади | 11 червня 2019, 14:30 | | Просимо дозволити проїзд вантажівок з молоком по тимчасовому настилу вночі.
Заріченська гімназія | 11 червня 2019, 17:50 | | Для випускників організовано підвезення на іспити шкільним автобусом.
""",
        pics=True,
        mention='<p class="zv-zakryto">Коментарі до цієї статті закрито.</p>',
        label="organisations' statements on the news: the organisation, date and time, the statement",
        shape="div.zv-e (a logo; div.zv-h: b.zv-n the organisation, span.zv-d '11 червня 2019, 09:15'; div.zv-x the statement)",
        desc="A Ukrainian community news portal of 2019: five organisations' statements on a bridge closure over one day, with logos, each a name, a time and one or two sentences like a discussion entry, above a closed notice; no reader comment.",
    ),
    Plain(
        "ag-la-vi-giacho",
        "bk",
        "vi-blog",
        "/2013/11/gia-rau-tang-sau-bao",
        "Giá rau tăng mạnh sau cơn bão",
        "Chị Hoa",
        "2013-11-18T07:00:00+07:00",
        "18/11/2013",
        """
Sau cơn bão tuần trước, nhiều ruộng rau ven sông bị ngập. Giá rau ở chợ làng tăng gấp đôi chỉ trong vài ngày.

Các cô chú bán hàng trong chợ gửi giá mỗi sáng cho tôi, tôi chép lại ở đây để bà con tiện theo dõi.
""",
        "Chợ",
        "gc",
        "giacho",
        "",
        """
Cô Tư – sạp rau | 18/11/2013 5:30 | dãy A | Rau muống 12.000 đồng một bó, gấp đôi tuần trước. Cải xanh gần như hết hàng.
Chú Bảy – sạp cá | 18/11/2013 5:45 | dãy C | Cá đồng ít vì nước lớn. Cá rô 70.000 đồng một ký.
Cô Tư – sạp rau | 19/11/2013 5:20 | dãy A | Hôm nay có rau từ Đà Lạt về, giá mềm hơn một chút. Rau muống còn 10.000 đồng.
Bà Sáu – sạp trái cây | 19/11/2013 6:10 | dãy B | Chuối bị gió quật đổ nhiều, giá lên 25.000 đồng một nải.
Chú Bảy – sạp cá | 20/11/2013 5:40 | dãy C | Tôm sông về nhiều trở lại. Giá 180.000 đồng một ký.
Anh Tám – sạp thịt | 20/11/2013 6:00 | dãy D | Thịt heo giữ giá 90.000 đồng một ký, khách mua ít hơn ngày thường.
Cô Tư – sạp rau | 21/11/2013 5:25 | dãy A | Ruộng rút nước, tuần sau rau sẽ nhiều lại. Hôm nay cải xanh 15.000 đồng một ký.
Bà Sáu – sạp trái cây | 22/11/2013 6:05 | dãy B | Cam và bưởi vẫn đủ hàng, giá không đổi.
Chú Bảy – sạp cá | 24/11/2013 5:50 | dãy C | Cá rô xuống còn 55.000 đồng. Chợ đông trở lại.
""",
        form="ul",
        label="market traders' morning price reports: trader and stall, date and time, row, the prices",
        shape="ul.gc-l > li.gc-e (div.gc-h: b.gc-n the trader, span.gc-d '18/11/2013 5:30', small the row; div.gc-x the prices)",
        desc="A Vietnamese market blog of 2013: nine traders' morning price reports over a week in a <ul> without a heading, each a name, a time and one or two sentences like a discussion entry; no discussion on the page, no reader comment.",
    ),
    Plain(
        "ag-la-id-unggahan",
        "mz",
        "id-mag",
        "/transportasi/jalur-bus-baru-mulai-senin",
        "Jalur bus baru mulai beroperasi Senin",
        "Rina Wulandari",
        "2022-08-12T14:00:00+07:00",
        "12 Agustus 2022",
        """
Mulai Senin, bus kota Lembah Timur melayani rute baru dari terminal ke kawasan industri. Tarif tetap Rp4.000.

Dinas dan operator bus mengumumkan perubahan ini lewat akun media sosial resmi mereka.
""",
        "Transportasi",
        "sm",
        "unggahan",
        "Dari akun resmi",
        """
Dinas Perhubungan Kota Lembah Timur | 12 Agustus 2022 · 14:20 | @dishub.lembahtimur | Rute 7 terminal–kawasan industri mulai 15 Agustus. Bus berangkat setiap 20 menit dari pukul 05.00.
Bus Kota Lembah Timur | 12 Agustus 2022 · 15:05 | @buskota.lt | Kartu lama tetap berlaku di rute baru. Halte sementara ada di depan pasar.
Pemerintah Kota Lembah Timur | 12 Agustus 2022 · 18:40 | @pemkot.lembahtimur | Terima kasih kepada warga yang memberi masukan soal rute ini dalam musyawarah bulan lalu.
Dinas Perhubungan Kota Lembah Timur | 13 Agustus 2022 · 09:10 | @dishub.lembahtimur | Uji coba hari ini berjalan lancar. Perjalanan dari terminal ke kawasan industri 35 menit.
""",
        form="article",
        control=("♥ 214", "♥ 96", "♥ 381", "♥ 57"),
        links=("Bagikan",),
        where="rail",
        mention='<p class="sm-masuk"><a href="/login">Masuk</a> untuk menulis tanggapan.</p>',
        label="officials' social-media posts shown as cards: the account, date and time, handle, the post",
        shape="article.sm-e (header: strong.sm-n the account, time.sm-d '12 Agustus 2022 · 14:20', small the handle; div.sm-x the post; footer a '♥ 214' button · 'Bagikan')",
        desc="An Indonesian city magazine of 2022: four posts of official accounts as cards in the related box below the article, each an account's name, a time and one or two sentences with a heart count and 'Bagikan', and a login line below the article; no reader comment.",
    ),
    Plain(
        "ag-la-ca-farmacies",
        "rg",
        "ca-news",
        "/societat/nova-farmacia-al-barri-de-dalt",
        "Obre una nova farmàcia al barri de Dalt",
        "Jordi Puigdomènech",
        "2011-02-14T09:00:00+01:00",
        "14/02/2011",
        """
El barri de Dalt ja té farmàcia pròpia. Fins ara els veïns havien de baixar fins a la plaça Major per comprar medicaments.

La nova farmàcia entra al torn de guàrdies de la comarca a partir d'aquesta setmana.
""",
        "Societat",
        "fg",
        "guardies",
        "Farmàcies de guàrdia aquesta setmana",
        """
Farmàcia Vidal Puig | dilluns 14/02/2011, de 9 a 22 h | c. Major, 23 | De nit, cal trucar al timbre. Telèfon d'urgència 973 000 111.
Farmàcia del barri de Dalt | dimarts 15/02/2011, de 9 a 22 h | pl. de la Font, 2 | Primera guàrdia de la nova farmàcia. Aparcament davant de la porta.
Farmàcia Serra i Coll | dimecres 16/02/2011, de 9 a 22 h | av. de l'Estació, 8 | Obert també a la nit per la finestreta.
Farmàcia Roca | dijous 17/02/2011, de 9 a 22 h | c. del Riu, 5 | Entrada pel carrer del darrere durant les obres.
Farmàcia Vidal Puig | divendres 18/02/2011, de 9 a 22 h | c. Major, 23 | De nit, cal trucar al timbre.
Farmàcia Casals | dissabte 19/02/2011, de 9 a 14 h | ctra. de la Serra, 41 | La tarda, guàrdia a la farmàcia Roca.
Farmàcia Roca | diumenge 20/02/2011, tot el dia | c. del Riu, 5 | Torn de 24 hores.
""",
        links=("Mapa",),
        mention='<div class="fg-peu"><h3>Comentaris (0)</h3><p><a href="/login">Entra</a> per participar.</p></div>',
        label="the duty pharmacies' rota: pharmacy, day and hours, address, a note",
        shape="div.fg-e (div.fg-h: b.fg-n the pharmacy, span.fg-d 'dilluns 14/02/2011, de 9 a 22 h', small the address; div.fg-x the note; 'Mapa' link)",
        desc="A Catalan district news site of 2011: the week's seven duty pharmacies, each a pharmacy's name, a day with hours, an address and a sentence with a 'Mapa' link, like a discussion entry, above 'Comentaris (0)' and a login line; no reader comment.",
    ),
    Plain(
        "ag-la-sq-vezhgues",
        "mz",
        "sq-mag",
        "/politike/zgjedhjet-vendore-dita-e-votimit",
        "Zgjedhjet vendore: si kaloi dita e votimit në qark",
        "Arta Hoxha",
        "2021-04-25T06:30:00+02:00",
        "25 prill 2021",
        """
Qendrat e votimit në qark u hapën në orën 7:00. Mbi 300 vëzhgues nga shoqata vendore ndoqën votimin gjatë gjithë ditës.

Shoqata na dërgoi raportet e vëzhguesve të saj, të cilat i publikojmë më poshtë sipas orës.
""",
        "Politikë",
        "vz",
        "raportet",
        "Raportet e vëzhguesve",
        """
Besnik Gashi | 25 prill 2021, 07:10 | Qendra e votimit nr. 14, Lagjja e Re | Qendra u hap me dhjetë minuta vonesë, sepse mungonte një anëtar i komisionit. Në radhë prisnin rreth 30 veta.
Elira Krasniqi | 25 prill 2021, 09:35 | Qendra e votimit nr. 3, Fshati i Sipërm | Votimi po kalon qetë. Të moshuarit ndihmohen nga komisioni te shkallët.
Dritan Berisha | 25 prill 2021, 11:50 | Qendra e votimit nr. 22, shkolla e mesme | Në një kabinë mungonte llamba. Komisioni e zëvendësoi pas gjysmë ore.
Mimoza Shala | 25 prill 2021, 14:15 | Qendra e votimit nr. 9, Qendra kulturore | Pjesëmarrja deri në mesditë ishte 38 për qind.
Elira Krasniqi | 25 prill 2021, 17:40 | Qendra e votimit nr. 3, Fshati i Sipërm | Erdhën shumë të rinj pas punës. Nuk ka ankesa.
Besnik Gashi | 25 prill 2021, 19:05 | Qendra e votimit nr. 14, Lagjja e Re | Qendra u mbyll në orën 19:00. Numërimi filloi menjëherë.
""",
        form="ul",
        mention='<p class="vz-mbyllur"><em>Komentet për këtë artikull janë çaktivizuar.</em></p>',
        label="election observers' reports: observer, time, polling station, what was seen",
        shape="ul.vz-l > li.vz-e (div.vz-h: b.vz-n the observer, span.vz-d '25 prill 2021, 07:10', small the polling station; div.vz-x the report)",
        desc="An Albanian regional magazine of 2021: six election observers' reports over one day (07:10 to 19:05) in a <ul>, each a name, a time and one or two sentences like a discussion entry, above a closed notice; no reader comment.",
    ),
    Plain(
        "ag-la-eo-revizioj",
        "bk",
        "eo-blog",
        "/2009/06/gvidilo-al-la-malnova-urbo",
        "Gvidilo al la malnova urbo de Verdkastelo",
        "Marko",
        "2009-06-02T10:00:00+02:00",
        "2 junio 2009",
        """
Ĉi tiu gvidilo kolektas la plej belajn lokojn de la malnova urbo: la placon, la ponton kaj la kastelon sur la monteto.

La paĝo estas komuna: ĉiu membro de nia klubo rajtas korekti kaj aldoni informojn. Sube videblas la lastaj ŝanĝoj.
""",
        "Urboj",
        "rv",
        "historio",
        "",
        """
Ilona | 4 junio 2009, 21:14 | | Aldonis la malfermajn horojn de la kastelo kaj korektis la prezon de la bileto.
Tomaŝo | 17 junio 2009, 08:02 | | Ŝanĝis la foton de la ponto. La malnova estis tro malhela.
Marko | 3 julio 2009, 19:45 | | Forigis la restoracion ĉe la placo, ĉar ĝi fermiĝis. Aldonis kafejon apud la muzeo.
""",
        form="ol",
        intro="Lastaj ŝanĝoj de ĉi tiu paĝo",
        label="a shared page's revision history: the editor, date and time, the edit summary",
        shape="ol.rv-l > li.rv-e (div.rv-h: b.rv-n the editor, span.rv-d '4 junio 2009, 21:14'; div.rv-x the edit summary)",
        desc="An Esperanto travel blog of 2009: a shared guide page's last three changes over a month in an <ol> under a plain line (no heading), each an editor's name, a time and a sentence like a discussion entry; no discussion on the page, no reader comment.",
    ),
    Plain(
        "ag-la-no-postjournal",
        "rg",
        "no-news",
        "/kommune/nytt-kaianlegg-dokumenter",
        "Striden om det nye kaianlegget: dette står i dokumentene",
        "Ingrid Solberg",
        "2016-09-05T07:00:00+02:00",
        "5. september 2016",
        """
Kommunen skal bestemme om det nye kaianlegget skal bygges i Vestvik sentrum eller ved Nordneset. Saken har skapt strid i bygda.

Vi har gått gjennom kommunens postjournal. Her er brevene og notatene som er registrert i saken de siste to ukene.
""",
        "Kommune",
        "pj",
        "postjournal",
        "Dokumenter i saken (10)",
        """
Vestvik Havn KF | 5. september 2016 | inngående brev | Havnevesenet anbefaler Nordneset på grunn av dypere vann og bedre plass til lager.
Nordneset velforening | 5. september 2016 | inngående brev | Velforeningen ber om et folkemøte før saken behandles politisk.
Rådmannen | 6. september 2016 | internt notat | Notatet oppsummerer kostnadene for begge alternativene.
Fylkeskommunen | 7. september 2016 | inngående brev | Fylket minner om at veien til Nordneset må utbedres hvis kaien legges dit.
Vestvik Fiskemottak AS | 8. september 2016 | inngående brev | Mottaket ønsker at kaien blir liggende i sentrum, nær dagens anlegg.
Farledsetaten Midt | 9. september 2016 | inngående brev | Ingen merknader til farleden ved noen av alternativene.
Rådmannen | 12. september 2016 | utgående brev | Svar til velforeningen: folkemøte holdes 20. september på samfunnshuset.
Vestvik Båtforening | 13. september 2016 | inngående brev | Båtforeningen er bekymret for småbåthavna hvis kaien bygges i sentrum.
Teknisk etat | 14. september 2016 | internt notat | Grunnundersøkelser ved Nordneset er bestilt og ventes ferdig i oktober.
Vestvik Havn KF | 16. september 2016 | inngående brev | Havnevesenet sender oppdaterte tegninger av begge alternativene.
""",
        form="table",
        mention='<p class="pj-inn"><a href="/login">Logg inn</a> for å delta i debatten.</p>',
        label="a municipality's public records journal: the sender, date registered, the document's kind, its summary",
        shape="table.pj-t rows (td: b.pj-n the sender, span.pj-d '5. september 2016', small the kind; td: the summary)",
        desc="A Norwegian coastal local paper of 2016: ten entries of the municipality's public records journal over two weeks in a table under 'Dokumenter i saken (10)', each a sender's name, a date and a sentence, above a login line; no reader comment.",
    ),
    Plain(
        "ag-la-el-anafores",
        "mz",
        "el-mag",
        "/dimos/nea-platforma-anaforon",
        "Ο δήμος άνοιξε πλατφόρμα για αναφορές προβλημάτων",
        "Μαρία Παπαδάκη",
        "2020-10-05T09:00:00+03:00",
        "5 Οκτωβρίου 2020",
        """
Οι κάτοικοι μπορούν πλέον να αναφέρουν λακκούβες, σβηστές λάμπες και σκουπίδια μέσα από τη νέα πλατφόρμα του δήμου.

Παρακάτω δημοσιεύουμε μερικές από τις πρώτες αναφορές για τη γειτονιά της αγοράς, όπως εμφανίζονται στην πλατφόρμα.
""",
        "Δήμος",
        "af",
        "anafores",
        "Αναφορές για τη γειτονιά της αγοράς (5)",
        """
Γιώργος Νικολάου | 5 Οκτωβρίου 2020, 10:12 | Φωτισμός | Η λάμπα στη γωνία Ερμού και Αγοράς είναι σβηστή εδώ και μία εβδομάδα. Το βράδυ η διάβαση είναι σκοτεινή.
Ελένη Κωνσταντίνου | 6 Οκτωβρίου 2020, 08:40 | Οδόστρωμα | Μεγάλη λακκούβα μπροστά από το φούρνο στην οδό Ηρώων. Τα μηχανάκια την αποφεύγουν την τελευταία στιγμή.
Νίκος Αλεξίου | 9 Οκτωβρίου 2020, 19:25 | Καθαριότητα | Οι κάδοι στην πλατεία δεν άδειασαν το Σαββατοκύριακο.
Σοφία Μιχαήλ | 14 Οκτωβρίου 2020, 12:03 | Πεζοδρόμια | Σπασμένες πλάκες στο πεζοδρόμιο έξω από το σχολείο. Ένα παιδί σκόνταψε χθες.
Γιώργος Νικολάου | 26 Οκτωβρίου 2020, 21:50 | Φωτισμός | Η λάμπα άλλαξε αλλά τώρα αναβοσβήνει όλη τη νύχτα.
""",
        form="dl",
        foot=(
            "Κατάσταση: Επιλύθηκε",
            "Κατάσταση: Σε εξέλιξη",
            "Κατάσταση: Επιλύθηκε",
            "Κατάσταση: Καταχωρήθηκε",
            "Κατάσταση: Καταχωρήθηκε",
        ),
        control=("Υποστηρίζω (12)", "Υποστηρίζω (31)", "Υποστηρίζω (4)", "Υποστηρίζω (18)", "Υποστηρίζω (2)"),
        mention='<div class="af-kato"><h3>Σχόλια (0)</h3><p>Δεν υπάρχουν ακόμη σχόλια.</p></div>',
        label="residents' reports of street problems on the city's platform: reporter, date and time, category, the problem, status",
        shape="dl.af-dl: dt.af-h (b.af-n the reporter, span.af-d '5 Οκτωβρίου 2020, 10:12', small the category), dd.af-x the report and a foot line (status, a 'Υποστηρίζω (n)' button)",
        desc="A Greek municipal news magazine of 2020: five residents' reports of street problems from the city's platform over three weeks in a <dl>, each a name, a time, one or two sentences, a status and a 'Υποστηρίζω (n)' button, above 'Σχόλια (0)'; no reader comment.",
    ),
]


def plain_ag() -> list[Case]:
    return [_case(x) for x in CASES]
