"""Blind set BZ: three pages whose furniture holds a list of a kind no earlier set listed, each entry a name, a date
or time and a short text, and no comment area: a Georgian portal's live feed of election observers' reports from
polling precincts (ka); a Slovenian valley paper's weekly hive-scale readings sent by beekeepers (sl); a Banat paper's
anti-hail stations' reports of a storm night, each signed by the station's shooter (sr, Cyrillic). Written for this
set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bz_common import Bits, Case, Piece, box, case, esc, links, rows


def ka_observers() -> Case:
    reports = rows("""
08:05 | ნინო ბერიძე | ქუთაისი, უბანი №14 | უბანი გაიხსნა დროულად, ყუთები დალუქულია დამკვირვებლების თანდასწრებით.
09:40 | გიორგი ჩხეიძე | წყალტუბო, უბანი №7 | ამომრჩეველთა სიაში ორი გარდაცვლილი პირი აღმოჩნდა, შევიტანეთ შენიშვნა ჩანაწერთა წიგნში.
11:15 | თამარ გოგუაძე | ზესტაფონი, უბანი №3 | შენობასთან ახლოს პარტიის აგიტატორები იდგნენ, პოლიციამ ისინი გაიყვანა.
12:50 | ლევან ქავთარაძე | ტყიბული, უბანი №21 | აქტივობა დაბალია, 12 საათისთვის მხოლოდ 18 პროცენტმა მისცა ხმა.
14:30 | ეკა მაისურაძე | სამტრედია, უბანი №9 | მარკირების აპარატი 20 წუთით გაფუჭდა, კენჭისყრა შეჩერდა და შემდეგ განახლდა.
16:20 | დავით კიკნაძე | ქუთაისი, უბანი №31 | დარღვევები არ დაფიქსირებულა, კომისია მუშაობს მშვიდად.
""")
    feed = (
        '<section class="im-dakvirveba"><h3>დამკვირვებლების ცნობები უბნებიდან — ლაივი</h3><ul class="im-feed">'
        + "".join(
            f'<li class="im-ev"><span class="im-dro">{esc(t)}</span> <b class="im-saxeli">{esc(n)}</b> <span class="im-ubani">{esc(u)}</span><p>{esc(x)}</p></li>'
            for t, n, u, x in reports
        )
        + "</ul><p class='im-wyaro'>წყარო: საარჩევნო დამკვირვებელთა ასოციაცია „სამართლიანი ხმა“</p></section>"
    )
    side = box(
        "ყველაზე კითხვადი",
        links(
            (
                "ქუთაისის მერის კანდიდატები: ვინ ვინ არის",
                "რიონზე ახალი ხიდი ზაფხულში გაიხსნება",
                "ამინდი არჩევნების დღეს: წვიმა დასავლეთში",
            ),
            "/news/",
            counts=("12 043 ნახვა", "6 702 ნახვა", "3 118 ნახვა"),
        ),
    ) + box("ვიდეო", links(("როგორ ვაძლევთ ხმას: ინსტრუქცია", "ქუთაისი საარჩევნო დილით"), "/video/", "ul"))
    piece = Piece(
        "ადგილობრივი არჩევნები იმერეთში: კენჭისყრა მიმდინარეობს",
        "ავტორი: მარიამ ლომიძე",
        "2017-10-21T08:00:00+04:00",
        "21 ოქტომბერი, 2017, 08:00",
        """
იმერეთის რეგიონში დილის რვა საათიდან 420-ზე მეტი საარჩევნო უბანი გაიხსნა. ამომრჩევლები ირჩევენ მერებს და საკრებულოების წევრებს.

ცენტრალური საარჩევნო კომისიის ცნობით, 12 საათის მდგომარეობით რეგიონში აქტივობამ 21 პროცენტი შეადგინა.

ქვემოთ ვაქვეყნებთ დამკვირვებელთა ორგანიზაციის ცნობებს, რომლებიც დღის განმავლობაში განახლდება.
""",
        dek="აქტივობა 12 საათისთვის 21 პროცენტია.",
        section="პოლიტიკა",
        tags=("არჩევნები", "იმერეთი"),
    )
    return case(
        "bz-ka-damkvirveblebi",
        "lookalike",
        "ka-imereti",
        piece,
        Bits(
            inside=feed,
            side=side,
            ticker="16:40 | ცესკო: აქტივობა 38 პროცენტია\n15:55 | ბათუმში ერთი უბანი დროებით დაიხურა",
            rates="USD | 2,6710\nEUR | 3,1425\nRUB | 0,0463",
            weather="ქუთაისი 16°C, წვიმა",
        ),
        [],
        path="/politika/adgilobrivi-archevnebi-imeretshi-kenchisyra-mimdinareobs-30991",
        reveal="-",
        container="-",
        heading=None,
        description="A Georgian regional portal on local-election day 2017: inside the article a live feed of 6 election observers' reports (time, observer's name, precinct, one or two sentences), most read with view counts, a video strip; no comment area.",
        lookalikes=(
            "election observers' reports from precincts (time, name, precinct, remark)",
            "most read with view counts",
        ),
    )


def sl_hive_scales() -> Case:
    readings = rows("""
Franc Podbregar | Mozirje, 480 m | 12. 5. 2020 | +3,4 kg | Akacija je začela mediti, čebele so cel dan na letu.
Marija Kolenc | Ljubno ob Savinji, 420 m | 12. 5. 2020 | +1,1 kg | Popoldne dež, zjutraj še dober donos z regrata.
Tone Brezovnik | Luče, 520 m | 11. 5. 2020 | −0,3 kg | Pri nas akacija še ni cvetela, družine porabljajo zaloge.
Jože Zavolovšek | Nazarje, 350 m | 12. 5. 2020 | +4,8 kg | Najboljši dan letos. Medišče je polno, dodal sem medišče.
Anka Štiglic | Gornji Grad, 430 m | 12. 5. 2020 | +0,9 kg | V enem panju so se začele rojiti, pazite na matičnike.
""")
    table = (
        '<div class="sg-tehtnice"><h3>Panjske tehtnice čebelarjev – donos v zadnjem tednu</h3>'
        '<table class="sg-tab"><tr><th>Čebelar</th><th>Kraj</th><th>Datum</th><th>Sprememba</th><th>Opomba čebelarja</th></tr>'
        + "".join(
            f"<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(c)}</td><td>{esc(d)}</td><td>{esc(e)}</td></tr>"
            for a, b, c, d, e in readings
        )
        + "</table><p class='sg-vir'>Podatke pošiljajo člani čebelarskih društev Zgornje Savinjske doline.</p></div>"
    )
    side = box(
        "Najbolj brano",
        links(
            (
                "Smučišče Golte prodano novemu lastniku",
                "V Mozirskem gaju tulipani zacveteli pozno",
                "Nov most čez Savinjo v Letušu",
            ),
            "/novice/",
            counts=("6 002 ogledov", "3 911 ogledov", "2 188 ogledov"),
        ),
    ) + box(
        "Vreme za čebelarje", "<p>Četrtek: sončno, 22 °C. Petek: plohe. Sobota: delno oblačno, 19 °C.</p>"
    )
    piece = Piece(
        "Akacija cveti: čebelarji upajo na dobro letino",
        "Piše: Urška Napotnik",
        "2020-05-13T10:15:00+02:00",
        "13. maj 2020 ob 10.15",
        """
Po dveh slabih letih čebelarji v Zgornji Savinjski dolini upajo na boljšo letino akacijevega medu. Akacija je letos začela cveteti okoli 10. maja.

Čebelarsko društvo Mozirje opozarja, da so družine zaradi toplega aprila močne in se pogosto rojijo. Čebelarjem svetujejo redne preglede.

Spodaj objavljamo podatke s panjskih tehtnic, ki jih tedensko pošiljajo člani društev.
""",
        dek="Tehtnice kažejo do pet kilogramov donosa na dan.",
        section="Kmetijstvo",
        tags=("čebelarstvo", "akacija", "med"),
    )
    return case(
        "bz-sl-panjske-tehtnice",
        "lookalike",
        "sl-savinja",
        piece,
        Bits(
            inside=table,
            side=side,
            ticker="10:40 | Zapora ceste na Črnivec\n10:05 | Mozirje bo dobilo nov zdravstveni dom",
            rates="USD | 1,0844\nHRK | 7,5720\nCHF | 1,0525",
            weather="Mozirje 20°C, sončno",
        ),
        [],
        path="/kmetijstvo/akacija-cveti-cebelarji-upajo-na-dobro-letino-8820",
        reveal="-",
        container="-",
        heading=None,
        description="A Slovenian valley paper of 2020: inside an article on the acacia flow a table of 5 beekeepers' hive-scale readings (beekeeper, place and altitude, date, weight change, the beekeeper's one-sentence note), most read with view counts, a weather box for beekeepers; no comment area.",
        lookalikes=("beekeepers' hive-scale readings with notes", "most read with view counts"),
    )


def sr_antihail() -> Case:
    stations = rows("""
Станица „Црепаја 2“ | стрелац Милан Јованов | 22:14 | Испаљене 4 ракете, облак се разбио пре села, град није пао.
Станица „Уздин“ | стрелац Петру Мургу | 22:31 | Испаљено 6 ракета. Ситан град пао северно од пута, око пет минута.
Станица „Ковачица 1“ | стрелац Јан Хрубик | 22:40 | Нисмо добили одобрење из центра на време, облак је прошао без дејства.
Станица „Падина“ | стрелац Ондреј Ковач | 22:58 | Испаљене 3 ракете, после тога само јака киша.
Станица „Дебељача“ | стрелац Драгана Ћирић | 23:20 | Остале су нам само две ракете, тражимо хитну допуну.
""")
    reports = (
        '<div class="bn-protivgrad"><h3>Извештаји противградних станица – ноћ 6/7. јула</h3><div class="bn-izv">'
        + "".join(
            f'<div class="bn-st"><strong>{esc(s)}</strong> – <em>{esc(w)}</em>, <span class="bn-v">{esc(t)}</span><div>{esc(x)}</div></div>'
            for s, w, t, x in stations
        )
        + "</div><p class='bn-izvor'>Извор: Радарски центар Банатски Карловац</p></div>"
    )
    side = box(
        "Најчитаније",
        links(
            (
                "Откупна цена пшенице 17 динара: ратари незадовољни",
                "Вашар у Ковачици ове недеље",
                "Нови пут Панчево–Ковачица до јесени",
            ),
            "/vesti/",
            counts=("11.230 прегледа", "4.018 прегледа", "2.776 прегледа"),
        ),
    ) + box(
        "Цене на пијаци",
        "<p>Парадајз 80 дин/кг · Паприка 120 дин/кг · Лубеница 25 дин/кг</p>",
    )
    piece = Piece(
        "Невреме изнад Баната: противградна заштита деловала целу ноћ",
        "Пише: Ж. Стојков",
        "2019-07-07T07:30:00+02:00",
        "07.07.2019. 07:30",
        """
Снажан олујни облак прешао је синоћ преко јужног Баната. Противградне станице у општини Ковачица деловале су од 22 до 23.30 часова.

Према првим проценама, град је оштетио кукуруз и сунцокрет на око 300 хектара северно од Уздина. Штета у осталим селима је мања.

Стрелци са неколико станица упозоравају да им је остало мало ракета пред наставак летње сезоне.
""",
        dek="Оштећено око 300 хектара, станицама недостају ракете.",
        section="Пољопривреда",
        tags=("град", "Ковачица", "противградна заштита"),
    )
    return case(
        "bz-sr-protivgradne-stanice",
        "lookalike",
        "sr-cyr",
        piece,
        Bits(
            inside=reports,
            side=side,
            ticker="08:20 | Упозорење РХМЗ: нове олује поподне\n07:55 | Пуштен у рад бунар у Падини",
            rates="EUR | 117,94\nUSD | 105,01\nHUF | 0,3602",
            weather="Ковачица 24°C, облачно",
        ),
        [],
        path="/poljoprivreda/nevreme-iznad-banata-protivgradna-zastita-19733",
        reveal="-",
        container="-",
        heading=None,
        description="A Banat regional paper of 2019 in Cyrillic: inside an article on a hailstorm 5 anti-hail stations' reports of the night (station, the shooter's name, a time, what was fired and what fell), most read with view counts, market prices; no comment area.",
        lookalikes=("anti-hail stations' reports signed by the shooter", "most read with view counts"),
    )


def lists_bz() -> list[Case]:
    return [ka_observers(), sl_hive_scales(), sr_antihail()]
