"""Blind set BZ: four discussions in the served HTML of 2015-2020 news sites of this set's region, each site's own
markup: a Romanian county paper's nested list of 26 comments with votes, an editors' pick and the newsroom's answer
(ro); a Bulgarian regional paper whose comments are loose siblings without an element per comment, answers by a typed
"@name" (bg); a Serbian tabloid's one table of rows, answers in a row after their parent with a "odgovor na komentar"
line (sr, Latin script); a Greek portal's flat siblings indented by an inline margin only, relative times, an editors'
pick and the newsroom's answer (el). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bz_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    depth,
    draw,
    esc,
    flat,
    links,
    ptext,
    seeds,
    talk,
)


def _votes(n: Note, fallback: str) -> tuple[str, str]:
    up, _, down = n.tag("v", fallback).partition("/")
    return up, down or "0"


def ro_nested() -> Case:
    ns = talk("""
mihai_pitesteanul @ 14 martie 2017, 09:12 [v=41/6] :: În sfârșit! Piața de acum e o rușine: bălți, acoperiș spart și nicio toaletă. Pe stadion măcar e loc de parcare.
  Ionela D. @ 14 martie 2017, 09:25 [v=12/2] :: Loc de parcare da, dar cum ajung acolo bătrânii din centru? Nu merge niciun autobuz pe strada Stadionului.
    mihai_pitesteanul @ 14 martie 2017, 09:31 [v=5/9] :: Linia 3 oprește la 200 de metri, la școală. Se poate.
    Gheorghe Vlădescu @ 14 martie 2017, 09:40 [v=18/1] :: 200 de metri cu plasele pline, la 80 de ani. Încercați și dumneavoastră.
  Redacția @ 14 martie 2017, 10:05 [v=22/0,staff] :: Am întrebat Primăria: linia 3 va avea o stație nouă chiar la poarta stadionului din 1 mai, iar cursele vor fi la 20 de minute sâmbăta.
cetățean_revoltat @ 14 martie 2017, 09:18 [v=33/12] :: Iar terenul din centru pe care e piața acum cui îl dau? Pariez că apare un mall peste doi ani.
  Sorin M. @ 14 martie 2017, 09:47 [v=9/3] :: Conform hotărârii de consiliu, terenul rămâne al orașului și se face parc. Citiți și articolul de ieri.
    cetățean_revoltat @ 14 martie 2017, 09:55 [v=14/4] :: Și în 2009 scria „parc” la Fabrica de mobilă. Acum e bloc.
      Sorin M. @ 14 martie 2017, 10:02 [v=6/2] :: Acolo terenul era privat, aici e domeniu public. Nu e același lucru.
  Ana Maria @ 14 martie 2017, 10:14 [v=3/1] :: Mall nu, dar un parc cu bănci și umbră ar fi minunat. Măcar să nu rămână parcare.
Vasile din Tigveni @ 14 martie 2017, 09:58 [v=27/0,pick] :: Vin cu legume la piață de 22 de ani. Pe stadion ne dau mese acoperite și apă curentă, lucru pe care nu l-am avut niciodată. Eu sunt mulțumit, numai să nu crească taxa de tarabă. // Și să păstreze ziua de sâmbătă pentru producători, că altfel ne mănâncă precupeții.
  Ionela D. @ 14 martie 2017, 10:09 [v=15/0] :: Domnule Vasile, de la dumneavoastră cumpăr roșii în fiecare vară! Vă caut pe stadion.
  Redacția @ 14 martie 2017, 10:31 [v=11/0,staff] :: Taxa de tarabă rămâne 12 lei pe zi în 2017, potrivit proiectului de hotărâre. Pentru 2018 nu s-a stabilit încă.
    Vasile din Tigveni @ 14 martie 2017, 10:40 [v=8/0] :: Mulțumesc pentru informație. Vom vedea la anul.
dan.popescu @ 14 martie 2017, 10:22 [v=7/7] :: Nu înțeleg de ce trebuie să cheltuim 4 milioane pe o piață nouă când drumurile din cartierul Prundu sunt pline de gropi.
  mihai_pitesteanul @ 14 martie 2017, 10:29 [v=10/2] :: Banii sunt din fonduri europene pentru piață, nu se pot muta pe drumuri.
    dan.popescu @ 14 martie 2017, 10:35 [v=4/3] :: Bine, dar cofinanțarea e din bugetul local.
Elena @ 14 martie 2017, 11:03 [v=5/0] :: Ce se întâmplă cu florăresele de la intrarea veche? Ele au chioșcuri proprii.
  Redacția @ 14 martie 2017, 11:20 [v=6/0,staff] :: Chioșcurile de flori se mută și ele, în colțul dinspre strada Viitorului, conform planului publicat de Primărie.
Bogdan_CT @ 14 martie 2017, 11:40 [v=2/5] :: Meciurile de juniori unde se mai joacă? Stadionul e singurul teren cu gazon din oraș.
  Sorin M. @ 14 martie 2017, 11:52 [v=7/0] :: Terenul de joc rămâne, se construiește doar pe fosta pistă de atletism și pe parcarea din spate.
    Bogdan_CT @ 14 martie 2017, 12:01 [v=3/0] :: Atunci e bine. Mulțumesc pentru lămurire.
Maricica @ 14 martie 2017, 12:30 [v=1/0] :: Important e să fie curat și să nu mai miroasă a pește stricat la intrare.
nea_Costică @ 14 martie 2017, 13:15 [v=9/1] :: Am văzut planurile la Primărie. Sunt 140 de mese, dintre care 60 pentru producători. Asta e mai mult decât acum.
  Maricica @ 14 martie 2017, 13:22 [v=2/0] :: Acum sunt cam 90, deci într-adevăr e mai bine.
Lucian T. @ 14 martie 2017, 14:05 [v=4/2] :: Sper să nu dureze lucrările cinci ani, ca la pasajul de la gară.
""")
    assert len(ns) == 26

    def item(i: int, n: Note, below: str) -> str:
        up, down = _votes(n, "0/0")
        cls = "cz-c" + (" cz-redactie" if n.tag("staff") else "") + (" cz-ales" if n.tag("pick") else "")
        badge = '<span class="cz-badge">Alegerea redacției</span>' if n.tag("pick") else ""
        staff = '<span class="cz-badge cz-b2">Redacție</span>' if n.tag("staff") else ""
        return (
            f'<li class="{cls}" id="comentariu-{5811 + i}"><div class="cz-cap"><img class="cz-av" src="/_avatar/ro-{i}.svg" width="32" height="32" alt="">'
            f'<span class="cz-nick">{esc(n.who)}</span>{staff} <span class="cz-data">{esc(n.at)}</span>{badge}</div>'
            f'<div class="cz-txt">{ptext(n.body)}</div>'
            f'<div class="cz-act"><a href="#raspunde-{5811 + i}" class="cz-r">Răspunde</a> · <a href="#raporteaza-{5811 + i}" class="cz-rap">Raportează abuz</a>'
            f'<span class="cz-vot"><a href="#up" class="up">▲</a> {up} <a href="#down" class="dn">▼</a> {down}</span></div>'
            f"{below}</li>"
        )

    thread = draw(ns, item, lambda inner, i: f'<ul class="cz-rasp">{inner}</ul>')
    block = (
        '<section id="comentarii" class="cz-sectiune"><h3 class="cz-titlu">Comentarii (26)</h3>'
        '<div class="cz-sort">Ordonează după: <a href="?ord=noi" class="on">cele mai noi</a> | <a href="?ord=vot">cele mai apreciate</a></div>'
        '<p class="cz-reg">Comentariile sunt moderate. Pentru a comenta trebuie să fiți autentificat. <a href="/cont/autentificare">Autentificare</a> | <a href="/cont/inregistrare">Cont nou</a></p>'
        f'<ul class="cz-lista">{thread}</ul></section>'
    )
    side = (
        box(
            "Cele mai citite",
            links(
                (
                    "Accident grav pe DN 73, la ieșirea din Mioveni",
                    "Salariile profesorilor cresc din septembrie",
                    "Primarul a fost audiat la DNA Pitești",
                    "Ninsoare în martie: drumurile de munte, închise",
                ),
                "/actualitate/",
                counts=("18.422 vizualizări", "11.035 vizualizări", "9.870 vizualizări", "6.214 vizualizări"),
            ),
        )
        + box(
            "Horoscop",
            "<p><b>Berbec:</b> O zi bună pentru discuții cu familia.</p><p><b>Taur:</b> Evitați cheltuielile mari.</p><p><a href='/horoscop'>Toate zodiile</a></p>",
        )
        + box(
            "Prețul carburanților",
            "<table><tr><td>Benzină standard</td><td>5,12 lei</td></tr><tr><td>Motorină</td><td>5,21 lei</td></tr><tr><td>GPL</td><td>2,38 lei</td></tr></table>",
        )
    )
    style = (
        ".cz-lista,.cz-rasp{list-style:none;padding:0;margin:0}.cz-rasp{margin-left:34px;border-left:2px solid #e3e3e3;padding-left:12px}"
        ".cz-c{padding:10px 0;border-bottom:1px solid #eee}.cz-nick{font-weight:bold;color:#1d5c8c;margin:0 6px}.cz-data{color:#888;font-size:12px}"
        ".cz-badge{background:#e8a400;color:#fff;font-size:11px;padding:1px 6px;margin-left:6px;border-radius:2px}.cz-b2{background:#1d5c8c}"
        ".cz-act{font-size:12px;color:#888}.cz-vot{float:right}.cz-ales{background:#fff9e6}"
    )
    piece = Piece(
        "Piața agroalimentară din Curtea de Sus se mută pe fostul stadion",
        "de Adrian Nedelcu",
        "2017-03-14T08:30:00+02:00",
        "Marți, 14 martie 2017, 08:30",
        """
Consiliul Local Curtea de Sus a aprobat luni seara mutarea pieței agroalimentare din centrul orașului pe terenul fostului stadion municipal. Proiectul, finanțat în mare parte din fonduri europene, costă aproximativ 4 milioane de lei.

Noua piață va avea 140 de mese acoperite, dintre care 60 rezervate producătorilor locali, toalete publice, apă curentă și o parcare de 80 de locuri. Lucrările ar urma să înceapă în aprilie și să fie gata până la sfârșitul anului.

Terenul din centru, unde funcționează acum piața, va fi amenajat ca parc, potrivit hotărârii adoptate cu 15 voturi pentru și 4 împotrivă.
""",
        dek="Consilierii au votat luni proiectul de 4 milioane de lei. Comercianții se mută până la sfârșitul anului.",
        section="Administrație",
        tags=("piață", "consiliul local", "fonduri europene"),
        caption="Actuala piață din centru. Foto: Gazeta Argeșului de Sus",
    )
    return case(
        "bz-ro-piata-stadion",
        "discussion",
        "ro-arges",
        piece,
        Bits(
            after=block,
            side=side,
            style=style,
            ticker="09:41 | Cod galben de ninsori în zona de munte\n09:15 | Trafic restricționat pe podul de la Valea Mare\n08:50 | Școala din Bascov primește microbuz nou",
            rates="EUR | 4,5512\nUSD | 4,2870\nGBP | 5,2219",
            weather="Curtea de Sus 6°C, lapoviță",
        ),
        seeds(ns, keep_when=False),
        path="/administratie/piata-agroalimentara-se-muta-pe-fostul-stadion-18231.html",
        static=True,
        reveal="served HTML",
        container="section#comentarii: h3 'Comentarii (26)', ul.cz-lista of li.cz-c, replies in a nested ul.cz-rasp",
        heading="Comentarii (26)",
        description="A Romanian county paper of 2017: an article on the market moving to the old stadium with 26 readers' comments nested three levels deep (votes ▲/▼, 'Răspunde' and 'Raportează abuz' links, an 'Alegerea redacției' badge on a two-paragraph comment, the newsroom answering three times with a 'Redacție' badge); a cookie banner as saved, a push prompt, the news ticker, BNR exchange rates, weather, most read with view counts, a horoscope and fuel prices. Most awkward: its length, the newsroom's answers inside the thread.",
        lookalikes=("most read with view counts", "fuel prices", "horoscope"),
    )


def bg_loose() -> Case:
    ns = talk("""
Пешо от Лом @ преди 5 часа :: Тоя ферибот го чакаме от десет години. Дано поне сега да тръгне навреме, а не пак да стои на кея до пролетта.
Галя @ преди 5 часа :: Колко ще струва билетът за кола? В статията не пише нищо за цените.
^2 Дунавски вестител @ преди 4 часа :: @Галя, по информация от пристанището билетът за лек автомобил ще е 18 лв., а за пешеходец 3 лв. Цените още не са окончателни.
Румен_Видин @ преди 4 часа :: Мостът при Видин се оказа по-удобен, отколкото мислехме. Не знам кой ще плаща ферибот, като имаш мост на 80 км.
^4 Пешо от Лом @ преди 4 часа :: @Румен_Видин, 80 км натам и 80 обратно. За хората от Лом и Козлодуй фериботът е спасение, особено за камионите със зърно.
^5 Румен_Видин @ преди 3 часа :: @Пешо от Лом, съгласен съм за камионите. Аз мислех за леките коли.
стар моряк @ преди 3 часа :: Работил съм на стария ферибот Лом – Расет осем години. Тогава се минаваше за 40 минути и никой не се оплакваше. Добре, че го връщат.
^7 Галя @ преди 2 часа :: Баща ми също е работил там! Може би се познавате – Стефан Петков, механик.
^8 стар моряк @ преди 2 часа :: Как да не го помня, Стефан беше най-добрият механик на реката. Поздрави го от бай Иван!
Ивайло @ преди 1 час :: Пак ще стане като с пристанището в Оряхово – пари похарчени, а кораб няма.
""")
    assert len(ns) == 10

    def item(i: int, n: Note) -> str:
        return (
            f'<a name="msg{30418 + i}"></a><span class="kv-ime">{esc(n.who)}</span> <span class="kv-vreme">{esc(n.at)}</span> '
            f'<span class="kv-oc">+{(i * 7) % 13} / -{(i * 3) % 5}</span><br>\n'
            + "<br><br>".join(esc(p) for p in n.body.split("\n\n"))
            + f'<br>\n<a class="kv-otg" href="/forum/otgovor/{30418 + i}">Отговори</a> | <a class="kv-sig" href="/forum/signal/{30418 + i}">Сигнализирай</a>\n<hr class="kv-razd">\n'
        )

    block = (
        '<div class="kv-mneniya"><h3>Мнения на читателите (10)</h3>'
        '<div class="kv-pravila">Мненията са на читателите и не отразяват позицията на редакцията. <a href="/pravila">Правила за публикуване</a></div>'
        '<div id="kv-spisak">\n' + flat(ns, item) + "</div>"
        '<form class="kv-forma" action="/forum/dobavi" method="post"><b>Добави мнение</b><br><input name="ime" placeholder="Име"><br>'
        '<textarea name="tekst" rows="4" cols="60"></textarea><br><button>Публикувай</button></form></div>'
    )
    side = (
        box(
            "Най-четени",
            links(
                (
                    "Обраха бензиностанция край Монтана",
                    "Нови автобуси тръгват по линията Видин – Белоградчик",
                    "Дунав достигна най-ниското си ниво от 2003 г.",
                    "Кметът на Лом подаде оставка",
                ),
                "/novini/",
                counts=("12 405 прочитания", "8 112 прочитания", "6 930 прочитания", "5 018 прочитания"),
            ),
        )
        + box(
            "Горива днес",
            "<ul><li>А95 – 2,19 лв.</li><li>Дизел – 2,27 лв.</li><li>Пропан-бутан – 1,05 лв.</li></ul>",
        )
        + box("Видео", links(("Ледоходът на Дунав при Лом", "Кукери в Брусарци"), "/video/", "ul"))
    )
    style = ".kv-ime{font-weight:bold;color:#234}.kv-vreme{color:#888;font-size:12px}.kv-oc{float:right;color:#4a4;font-size:12px}.kv-razd{border:0;border-top:1px dashed #ccc}.kv-otg,.kv-sig{font-size:12px}"
    piece = Piece(
        "Фериботът Лом – Расет тръгва отново от 1 юни",
        "Автор: Мартина Георгиева",
        "2018-04-23T10:20:00+03:00",
        "23 април 2018, 10:20",
        """
След почти десетгодишно прекъсване фериботната линия между Лом и румънското пристанище Расет ще бъде възстановена от 1 юни, съобщиха от общината.

Корабът, нает от частна фирма, ще прави по шест курса дневно в двете посоки. Той може да качва до 30 леки автомобила или 8 камиона наведнъж.

Линията беше спряна през 2008 г., когато старият ферибот беше изваден от експлоатация. Местните превозвачи от години настояват за връщането ѝ.
""",
        dek="Шест курса на ден, до 30 коли наведнъж.",
        section="Регион",
        tags=("Лом", "ферибот", "Дунав"),
    )
    return case(
        "bz-bg-feribot-lom",
        "discussion",
        "bg-dunav",
        piece,
        Bits(
            after=block,
            side=side,
            style=style,
            ticker="11:02 | Затварят пътя Монтана – Берковица за ремонт\n10:44 | Нов директор на болницата във Видин",
            rates="EUR | 1,95583\nUSD | 1,5926\nRON | 0,4196",
            weather="Лом 17°C, облачно",
        ),
        seeds(ns, keep_when=False),
        path="/region/feribotat-lom-raset-trygva-otnovo-19204",
        static=True,
        reveal="served HTML",
        container="div.kv-mneniya > div#kv-spisak: loose siblings (a name anchor, name span, time span, votes, <br>, text with <br><br>, links, hr) without an element per comment",
        heading="Мнения на читателите (10)",
        description="A Bulgarian regional paper of 2018: an article on a Danube ferry line with 10 readers' opinions as loose siblings of one div (name, relative time, +/- votes, text, 'Отговори | Сигнализирай', a dashed rule), answers flat and addressed by a typed '@name' (the paper answering once); most read with reading counts, fuel prices, a video strip. Most awkward: no element per comment; the answers' parent is only the typed '@name'.",
        lookalikes=("most read with reading counts", "fuel prices"),
    )


def sr_table() -> Case:
    ns = talk("""
Dragan iz Ćuprije @ 08.06.2016. 09:14 [v=54/7] :: Konačno neko da se seti Morave. Svako leto isto: ribe pomrle, a niko ne zna odakle je došlo zagađenje.
  Redakcija @ 08.06.2016. 10:02 [v=31/1] :: Prema rečima inspektora, uzorci su poslati u Beograd i rezultati se očekuju do petka. Objavićemo ih čim stignu.
Snežana M. @ 08.06.2016. 09:20 [v=40/3] :: Moj otac je pecao ispod mosta četrdeset godina. Kaže da ovoliko mrtve ribe nije video nikad.
Paraćinac @ 08.06.2016. 09:41 [v=12/19] :: Pa šta očekujete kad fabrika radi noću i pušta sve u reku. Svi znaju, niko neće da kaže.
  Milan Ristić @ 08.06.2016. 10:15 [v=8/5] :: Nemoj da optužuješ bez dokaza. Sačekajmo nalaz, možda je suša i niska voda.
    Paraćinac @ 08.06.2016. 10:22 [v=15/6] :: Prošle godine je bila ista suša pa ribe nisu pomrle.
ribolovac_Jagodina @ 08.06.2016. 11:03 [v=22/0] :: Udruženje ribolovaca iz Jagodine sutra u 7 organizuje čišćenje obale kod ušća Belice. Ko može neka ponese rukavice i džakove.
  Snežana M. @ 08.06.2016. 11:10 [v=9/0] :: Dolazimo muž i ja. Hvala što ste organizovali.
Bora @ 08.06.2016. 12:30 [v=3/2] :: Opet ćemo čuti da je sve u granicama normale.
Jelena Stojanović @ 08.06.2016. 13:45 [v=6/0] :: Da li je bezbedno kupanje na gradskoj plaži? Deca traže da idu a ja ne znam šta da radim.
  Redakcija @ 08.06.2016. 14:05 [v=18/0] :: Gradski zavod za javno zdravlje preporučuje da se do dobijanja rezultata ne kupa u Moravi nizvodno od Ćuprije.
""")
    assert len(ns) == 11

    def row(i: int, n: Note) -> str:
        up, down = _votes(n, "0/0")
        d = depth(ns, i)
        reply = ""
        cls = "k-red"
        if n.parent is not None:
            cls += " k-odgovor"
            reply = f'<span class="k-na">odgovor na komentar: <a href="#k{7100 + n.parent}">{esc(ns[n.parent].who)}</a></span><br>'
        return (
            f'<tr class="{cls}" id="k{7100 + i}"><td class="k-autor" style="padding-left:{6 + 22 * d}px">{"↳ " if d else ""}<b>{esc(n.who)}</b><br><span class="k-dat">{esc(n.at)}</span></td>'
            f'<td class="k-tekst">{reply}{"<br><br>".join(esc(p) for p in n.body.split(chr(10) * 2))}</td>'
            f'<td class="k-glas"><a href="#plus" class="k-p">+{up}</a><br><a href="#minus" class="k-m">−{down}</a><br><a href="#odgovori" class="k-o">Odgovori</a></td></tr>'
        )

    # rows in thread order: each answer right after the comment it answers (and its earlier answers)
    order: list[int] = []

    def walk(parent: int | None) -> None:
        for k, n in enumerate(ns):
            if n.parent == parent:
                order.append(k)
                walk(k)

    walk(None)
    table = "".join(row(i, ns[i]) for i in order)
    block = (
        '<div class="kom-okvir"><div class="kom-naslov">Komentari <span>(11)</span></div>'
        '<table class="kom-tabela" width="100%" cellspacing="0" cellpadding="6">'
        '<tr class="k-zag"><th>Korisnik</th><th>Komentar</th><th>Ocena</th></tr>' + table + "</table>"
        '<p class="kom-nap">Komentari se objavljuju nakon odobrenja moderatora. Zabranjeni su uvrede i govor mržnje.</p></div>'
    )
    side = (
        box(
            "Najčitanije",
            links(
                (
                    "Pevačica otkrila tajnu venčanja",
                    "Udes na auto-putu kod Ćuprije, dvoje povređenih",
                    "Poskupljuje struja od jula?",
                    "Jagodina dobija novi bazen",
                ),
                "/vesti/",
                counts=("52.301 pregleda", "21.774 pregleda", "17.090 pregleda", "9.443 pregleda"),
            ),
        )
        + box(
            "Horoskop",
            "<p><b>Ovan:</b> Ljubavni život vam donosi iznenađenje.</p><p><b>Bik:</b> Pazite na novac.</p>",
        )
        + box(
            "Cene goriva",
            "<p>Evrodizel: 139,90 din.<br>BMB 95: 134,50 din.<br>TNG: 69,90 din.</p>",
        )
        + box(
            "Video",
            links(("Pogledajte: mrtva riba kod mosta u Ćupriji", "Vašar u Paraćinu"), "/video/", "ul"),
        )
    )
    style = (
        ".kom-naslov{background:#c8102e;color:#fff;font-weight:bold;padding:6px 10px;text-transform:uppercase}.kom-tabela{border-collapse:collapse;font-size:14px}"
        ".kom-tabela td{border-bottom:1px solid #ddd;vertical-align:top}.k-autor{width:160px}.k-dat{color:#999;font-size:11px}.k-glas{width:70px;text-align:center;font-size:12px}"
        ".k-odgovor{background:#f8f8f8}.k-na{color:#999;font-size:11px}.k-zag th{background:#eee;text-align:left;font-size:12px}"
    )
    piece = Piece(
        "Pomor ribe u Moravi kod Ćuprije: inspekcija uzela uzorke vode",
        "Autor: N. Pavlović",
        "2016-06-08T08:00:00+02:00",
        "08.06.2016. 08:00",
        """
Nekoliko stotina kilograma mrtve ribe primećeno je juče popodne u Velikoj Moravi nizvodno od Ćuprije, javili su meštani i ribolovci.

Republička inspekcija za zaštitu životne sredine izašla je na teren i uzela uzorke vode na tri mesta. Rezultati analize očekuju se do kraja nedelje.

Iz lokalnog ribolovačkog udruženja kažu da je vodostaj Morave veoma nizak zbog višenedeljne suše, ali da to ne može samo po sebi da objasni ovoliki pomor.
""",
        dek="Meštani prijavili stotine kilograma mrtve ribe. Rezultati do petka.",
        section="Vesti",
        tags=("Morava", "Ćuprija", "zagađenje"),
    )
    return case(
        "bz-sr-morava-tabela",
        "discussion",
        "sr-novine",
        piece,
        Bits(
            after=block,
            side=side,
            style=style,
            ticker="09:50 | Otvoren novi most u Paraćinu\n09:12 | Vrućine do 36 stepeni",
            rates="EUR | 123,12\nUSD | 108,45\nCHF | 112,90",
            weather="Ćuprija 31°C, sunčano",
        ),
        seeds(ns, keep_when=False),
        path="/vesti/pomor-ribe-u-moravi-kod-cuprije-inspekcija-uzela-uzorke-10433",
        static=True,
        reveal="served HTML",
        container="div.kom-okvir > table.kom-tabela: a header row, then one tr.k-red per comment (author and date, text, votes and 'Odgovori'); answers in a tr.k-odgovor after their parent",
        heading="Komentari (11)",
        description="A Serbian tabloid of 2016 in Latin script: an article on dead fish in the Morava with 11 readers' comments in one table (one row a comment, a header row 'Korisnik | Komentar | Ocena'), answers in a shaded row after their parent with an arrow, a padding by depth and a 'odgovor na komentar: NAME' line (the newsroom answering twice); most read with view counts, a horoscope, fuel prices, a video strip. Most awkward: a table of rows with a header row; the answer line in the text cell.",
        lookalikes=("most read with view counts", "horoscope", "fuel prices"),
    )


def el_indent() -> Case:
    ns = talk("""
Κώστας Ξ. @ πριν από 6 ώρες :: Επιτέλους ένα καλό νέο για την Ξάνθη. Το παλιό καπνομάγαζο ρήμαζε είκοσι χρόνια.
  Μαρία_Κομοτηνή @ πριν από 6 ώρες :: Συμφωνώ, αλλά ένα μουσείο χρειάζεται και προσωπικό. Ποιος θα πληρώνει τους υπαλλήλους;
    Θρακική Ενημέρωση @ πριν από 5 ώρες [staff] :: Σύμφωνα με τον δήμο, το μουσείο θα λειτουργεί με τέσσερις μόνιμους υπαλλήλους και εθελοντές του Πολιτιστικού Συλλόγου.
      Μαρία_Κομοτηνή @ πριν από 5 ώρες :: Ευχαριστώ για την απάντηση.
Γιαγιά Ελένη @ πριν από 5 ώρες [pick] :: Δούλεψα σε αυτό το καπνομάγαζο από το 1961 ως το 1974. Ανεβαίναμε στον τρίτο όροφο για να δέσουμε τα φύλλα. Θα ήθελα πολύ να δω φωτογραφίες από εκείνα τα χρόνια στο μουσείο. // Έχω κρατήσει ακόμα τη βελόνα μου.
  Νίκος Τ. @ πριν από 4 ώρες :: Κυρία Ελένη, ο Πολιτιστικός Σύλλογος συγκεντρώνει φωτογραφίες και αντικείμενα. Μπορείτε να τους τα δώσετε, θα τα σκανάρουν.
  Στέλιος @ πριν από 4 ώρες :: Η γιαγιά μου επίσης δούλευε εκεί! Τέτοιες ιστορίες πρέπει να γραφτούν.
ανώνυμος @ πριν από 3 ώρες :: 2,8 εκατομμύρια για ένα μουσείο, ενώ τα σχολεία της πόλης έχουν κρύο το χειμώνα.
  Κώστας Ξ. @ πριν από 3 ώρες :: Άλλα κονδύλια είναι αυτά, από το ΕΣΠΑ. Δεν μπορούν να πάνε σε σχολεία.
Αλέξης Π. @ πριν από 2 ώρες :: Θα υπάρχει και καφέ στην ταράτσα; Η θέα προς την παλιά πόλη είναι υπέροχη.
""")
    assert len(ns) == 10

    def item(i: int, n: Note) -> str:
        d = depth(ns, i)
        staff = '<span class="sx-syn">Σύνταξη</span>' if n.tag("staff") else ""
        pick = '<div class="sx-epilogi">★ Επιλογή σύνταξης</div>' if n.tag("pick") else ""
        return (
            f'<div class="sx" id="sx-{88120 + i}" style="margin-left:{36 * d}px">{pick}'
            f'<div class="sx-head"><img src="/_avatar/el-{i}.svg" width="28" height="28" alt=""> <span class="sx-name">{esc(n.who)}</span>{staff} '
            f'<span class="sx-time">{esc(n.at)}</span></div>{ptext(n.body, "sx-p")}'
            f'<div class="sx-tools"><a href="#apantisi">Απάντηση</a> <a href="#like">👍 {(i * 5) % 17}</a> <a href="#anafora">Αναφορά</a></div></div>'
        )

    # page order: each answer right after its parent (and its earlier answers), siblings all at one level
    order: list[int] = []

    def walk(parent: int | None) -> None:
        for k, n in enumerate(ns):
            if n.parent == parent:
                order.append(k)
                walk(k)

    walk(None)
    block = (
        '<section class="sxolia-box"><h2 class="sx-title">Σχόλια αναγνωστών <small>10</small></h2>'
        '<div class="sx-order">Ταξινόμηση: <a href="?s=old">Παλαιότερα</a> · <a href="?s=new">Νεότερα</a></div>'
        + "".join(item(i, ns[i]) for i in order)
        + '<div class="sx-form"><textarea placeholder="Γράψτε το σχόλιό σας..." rows="3" cols="60"></textarea><br><button>Αποστολή</button></div></section>'
    )
    side = (
        box(
            "Δημοφιλή",
            links(
                (
                    "Σεισμός 4,1 Ρίχτερ αισθητός στην Κομοτηνή",
                    "Κλειστή η Εγνατία λόγω χιονιού",
                    "Νέος πρύτανης στο Δημοκρίτειο",
                    "Τι καιρό θα κάνει το Σαββατοκύριακο",
                ),
                "/eidiseis/",
                counts=("14.203 προβολές", "9.881 προβολές", "5.530 προβολές", "4.117 προβολές"),
            ),
        )
        + box(
            "Τελευταία σχόλια",
            "<ul><li><b>Γιώργος Λ.</b> στο «Κλειστή η Εγνατία λόγω χιονιού»: Πάλι τα ίδια κάθε χρόνο…</li>"
            "<li><b>Φωτεινή</b> στο «Νέος πρύτανης στο Δημοκρίτειο»: Καλή επιτυχία!</li></ul>",
        )
        + box(
            "Βίντεο",
            links(("Η παλιά πόλη της Ξάνθης από ψηλά", "Καρναβάλι 2019: η μεγάλη παρέλαση"), "/video/", "ul"),
        )
    )
    style = (
        ".sx{border-top:1px solid #e5e5e5;padding:10px 0}.sx-name{font-weight:bold}.sx-time{color:#999;font-size:12px}"
        ".sx-syn{background:#14213d;color:#fff;font-size:11px;padding:0 5px;margin-left:5px}.sx-epilogi{color:#c07c00;font-size:12px;font-weight:bold}"
        ".sx-tools{font-size:12px}.sx-tools a{margin-right:10px;color:#777}"
    )
    piece = Piece(
        "Μουσείο καπνού στο παλιό καπνομάγαζο της Ξάνθης",
        "Γράφει η Δέσποινα Καραγιάννη",
        "2019-02-11T09:45:00+02:00",
        "Δευτέρα 11 Φεβρουαρίου 2019, 09:45",
        """
Το εγκαταλελειμμένο καπνομάγαζο της οδού Βενιζέλου στην Ξάνθη θα μετατραπεί σε μουσείο της καπνεργατιάς, σύμφωνα με απόφαση του δημοτικού συμβουλίου.

Το έργο, προϋπολογισμού 2,8 εκατομμυρίων ευρώ, χρηματοδοτείται από το ΕΣΠΑ. Οι εργασίες αποκατάστασης αναμένεται να ξεκινήσουν το φθινόπωρο και να διαρκέσουν δύο χρόνια.

Στους τρεις ορόφους του κτιρίου θα εκτίθενται εργαλεία, φωτογραφίες και μαρτυρίες καπνεργατών. Ο Πολιτιστικός Σύλλογος της πόλης ζητά από τους κατοίκους να δανείσουν αντικείμενα από την εποχή.
""",
        dek="Έργο 2,8 εκατ. ευρώ από το ΕΣΠΑ.",
        section="Τοπικά",
        tags=("Ξάνθη", "μουσείο", "καπνός"),
    )
    return case(
        "bz-el-kapnomagazo-esoxi",
        "discussion",
        "el-thraki",
        piece,
        Bits(
            after=block,
            side=side,
            style=style,
            ticker="11:20 | Κλειστά τα σχολεία στα ορεινά λόγω χιονιού\n10:55 | Νέα δρομολόγια ΚΤΕΛ Ξάνθης – Θεσσαλονίκης",
            rates="USD | 1,1324\nGBP | 0,8776\nTRY | 5,9930",
            weather="Ξάνθη 4°C, συννεφιά",
        ),
        seeds(ns, keep_when=False),
        path="/topika/mouseio-kapnou-sto-palio-kapnomagazo-tis-xanthis-a4471",
        static=True,
        reveal="served HTML",
        container="section.sxolia-box: h2 'Σχόλια αναγνωστών 10', then div.sx siblings in thread order, the nesting only an inline margin-left",
        heading="Σχόλια αναγνωστών 10",
        description="A Greek regional portal of 2019: an article on a tobacco warehouse becoming a museum with 10 readers' comments as flat div siblings indented by an inline margin-left of 36px a level (three levels), relative times ('πριν από 5 ώρες'), an 'Επιλογή σύνταξης' line above a two-paragraph comment, the newsroom answering with a 'Σύνταξη' badge; most read with view counts, latest comments of other articles with names and excerpts, a video strip. Most awkward: the nesting only an inline margin on flat siblings; the widget of other articles' latest comments.",
        lookalikes=("most read with view counts", "latest comments of other articles"),
    )


def threads_bz() -> list[Case]:
    return [ro_nested(), bg_loose(), sr_table(), el_indent()]
