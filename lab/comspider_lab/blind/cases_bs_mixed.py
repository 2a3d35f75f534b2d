"""Blind set BS: four discussions of 5 to 8 comments beside a list of a kind no earlier set listed: a Polish county
weekly's children's letters to Santa (pl); a Finnish rally blog's drivers' words at the end of each stage (fi); a
Czech mountain paper's snow reports from the resorts, each signed by the resort's reporter (cs); an astronomy
society's members' meteor counts from the Perseids night, beside comments written as loose siblings without an
element per comment (en). Every class name, name, place and text invented for this set; each comment written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bs_common import (
    Bits,
    Case,
    Note,
    Piece,
    archive,
    box,
    calendar,
    case,
    cloud,
    draw,
    esc,
    flat,
    followers,
    links,
    ptext,
    rows,
    seeds,
    talk,
)


def pl_mikolaj() -> Case:
    ns = talk("""
Basia z Lipowej @ 12.12.2012, 19:42 [up=14,down=0] :: Popłakałam się przy liście Zuzi. Czy można jakoś pomóc tej rodzinie? Chętnie kupię rower.
  Gazeta Zaborska @ 12.12.2012, 20:30 [up=9,down=0] :: Pani Barbaro, listy przekazaliśmy do Miejskiego Ośrodka Pomocy Społecznej, który kontaktuje się z rodzinami. Numer telefonu podajemy pod artykułem.
Marek @ 12.12.2012, 21:05 [up=6,down=2] :: Co roku to samo: dzieci proszą o tablety, a potem nikt nie wychodzi na podwórko.
  mama_Kuby @ 12.12.2012, 21:40 [up=11,down=1] :: Przeczytał Pan te listy? Połowa dzieci prosi o sanki, książki albo o to, żeby tata wrócił z Anglii na święta.
    Marek @ 12.12.2012, 22:02 [up=4,down=0] :: Ma Pani rację, przeczytałem za szybko. Przepraszam.
Krystyna Nowak @ 13.12.2012, 08:15 [up=7,down=0] :: Jestem nauczycielką w SP nr 2. Dzieci bardzo się cieszą, że ich listy są w gazecie. Dziękujemy redakcji.
Anonim @ 13.12.2012, 10:50 [up=3,down=5] :: A listy dorosłych też można wysyłać? Poproszę o niższe podatki.
""")
    letters = rows("""
Zuzia, 7 lat, Zaborze | 3 grudnia | Kochany Mikołaju, proszę o rower, bo mój stary jest po bracie i już za mały. I żeby mama nie była smutna.
Kuba, 9 lat, Lipowa Wola | 4 grudnia | Chciałbym sanki, prawdziwe drewniane, i żeby spadł śnieg na całe ferie.
Oliwia, 6 lat, Zaborze | 5 grudnia | Mikołaju, proszę o lalkę z długimi włosami i o to, żeby tata przyjechał z Anglii na Wigilię.
Szymon, 8 lat, Stare Pole | 5 grudnia | Proszę o książkę o dinozaurach i latarkę, żeby czytać pod kołdrą.
Ania i Julka, 10 i 5 lat, Zaborze | 7 grudnia | Prosimy o grę planszową dla całej rodziny i o kotka, ale mama mówi, że kotka nie.
""")

    def item(i: int, n: Note, sub: str) -> str:
        staff = " kom-redakcja" if n.who == "Gazeta Zaborska" else ""
        return (
            f'<li class="kom{staff}" id="kom{81000 + i}"><div class="kom-naglowek"><strong class="kom-autor">{esc(n.who)}</strong> <span class="kom-data">{esc(n.at)}</span></div>'
            f'<div class="kom-tresc">{ptext(n.body)}</div>'
            f'<div class="kom-stopka"><span class="kom-ocena"><a href="#">+</a> {n.tag("up")} / <a href="#">−</a> {n.tag("down")}</span> · <a href="#kom-form">Odpowiedz</a> · <a href="/zglos/{81000 + i}">Zgłoś naruszenie</a></div>'
            + (f'<ul class="kom-odp">{sub}</ul>' if sub else "")
            + "</li>"
        )

    letters_html = (
        '<div class="ls-listy"><h3>Listy do Świętego Mikołaja</h3><p class="ls-wstep">Co roku publikujemy wybrane listy, które dzieci wrzucają do skrzynki w holu redakcji. Pisownia oryginalna poprawiona.</p>'
        + "".join(
            f'<div class="ls-list"><p class="ls-tresc">„{esc(t)}”</p><p class="ls-podpis">{esc(w)} · list z {esc(d)}</p></div>'
            for w, d, t in letters
        )
        + "</div>"
    )
    after = (
        '<div id="komentarze"><h3>Komentarze (7)</h3><ul class="kom-lista">'
        + draw(ns, item, lambda s, _p: s)
        + '</ul><div id="kom-form"><h4>Dodaj komentarz</h4><form action="/komentuj" method="post"><p>Podpis <input type="text" name="podpis" /></p><p><textarea name="tresc" rows="4" cols="50"></textarea></p><p><input type="submit" value="Wyślij" /></p></form></div></div>'
    )
    side = (
        box(
            "pl-zaborze",
            "Najczęściej czytane",
            links(
                (
                    "Jarmark bożonarodzeniowy na rynku",
                    "Wypadek na DK 12 koło Starego Pola",
                    "Listy do Świętego Mikołaja",
                ),
                "/wiadomosci/",
                "ol",
            ),
        )
        + box(
            "pl-zaborze",
            "Najczęściej komentowane",
            links(
                ("Nowe stawki za śmieci od stycznia", "Listy do Świętego Mikołaja", "Radni o budżecie"),
                "/wiadomosci/",
                "ol",
                ("(88)", "(7)", "(34)"),
            ),
        )
        + box("pl-zaborze", "Apteki dyżurne", "<p>Dziś: Apteka „Pod Lipami”, ul. Długa 4, całą noc.</p>")
        + box(
            "pl-zaborze",
            "Sonda",
            "<p>Czy w tym roku kupujesz choinkę żywą?</p><p>Tak 58% · Nie, sztuczną 35% · Nie mam 7%</p>",
        )
    )
    style = (
        ".ls-listy{background:#fff8ec;border:1px dashed #d9a44a;padding:8px 12px;margin:14px 0}.ls-list{border-bottom:1px dotted #d9a44a;padding:4px 0}.ls-tresc{font:italic 14px Georgia;margin:2px 0}.ls-podpis{font-size:11px;color:#8a6a2a;margin:0}"
        ".kom-lista,.kom-odp{list-style:none;margin:0;padding:0}.kom-odp{margin-left:30px}.kom{border-top:1px solid #ddd;padding:6px 0}.kom-data{font-size:11px;color:#888}.kom-stopka{font-size:11px;color:#888}.kom-redakcja>.kom-tresc{background:#eef3f8}"
    )
    piece = Piece(
        "Listy do Świętego Mikołaja. Zobacz, o co proszą dzieci z powiatu",
        "Katarzyna Wójcik",
        "2012-12-12T12:00:00+01:00",
        "środa, 12 grudnia 2012",
        """
Od początku grudnia do skrzynki w holu naszej redakcji trafiło już ponad sto czterdzieści listów do Świętego Mikołaja. Piszą dzieci z całego powiatu, niektóre z pomocą rodziców, inne same, z rysunkami i naklejkami.

Wybrane listy publikujemy poniżej. Wszystkie przekazaliśmy Miejskiemu Ośrodkowi Pomocy Społecznej, który razem z wolontariuszami stara się spełnić jak najwięcej życzeń.

Skrzynka na listy stoi w redakcji przy ulicy Kościuszki 8 do 20 grudnia.
""",
        section="Wiadomości",
        tags=("święta", "dzieci"),
        caption="Skrzynka na listy do Mikołaja w holu redakcji.",
    )
    return case(
        "bs-pl-listy-mikolaj",
        "mixed",
        "pl-zaborze",
        piece,
        Bits(inside=letters_html, after=after, side=side, style=style),
        seeds(ns),
        path="/wiadomosci/listy-do-swietego-mikolaja-2012",
        reveal="on_load",
        container="div#komentarze: h3 'Komentarze (7)', ul.kom-lista > li.kom (div.kom-naglowek: strong.kom-autor, span.kom-data; div.kom-tresc; '+ n / − n · Odpowiedz · Zgłoś naruszenie'), replies in ul.kom-odp inside their parent, three levels",
        heading="Komentarze (7)",
        description="A Polish county weekly on Joomla 1.5, 2012: an article with 5 children's letters to Santa inside it (the letter in quotes, then the child's name, age and village and the day it came), and below it 7 readers' comments (the paper answering once; replies three levels deep) with plus and minus counts; the right rail's most read, most commented with counts, the pharmacy on duty and a poll. Most awkward: the letters are signed, dated short texts right above the comments, and readers talk about them.",
        static=True,
        lookalikes=("children's letters to Santa: child, day, the wish",),
    )


def fi_ralli() -> Case:
    ns = talk("""
Sorakuski-fani @ 5. elokuuta 2012 klo 21.14 :: Hieno juttu taas. Olin Ouninpohjan hypyllä ja Mikon auto lensi varmaan kolmekymmentä metriä. Ihan hullua.
  Sorakuski @ 5. elokuuta 2012 klo 21.40 :: Kiitos! Ouninpohja on aina kisan kohokohta. Mikko sanoi maalissa, että hyppy oli vähän pidempi kuin nuotit lupasivat.
Jarmo Hakala @ 5. elokuuta 2012 klo 22.05 :: Onko tietoa, mitä Vesan autolle tapahtui? Radiossa sanottiin vain, että keskeytys EK 14:llä.
  Sorakuski @ 5. elokuuta 2012 klo 22.31 :: Vetoakselin vaurio, kuulemma jo edellisellä pätkällä alkoi kuulua ääntä. Harmillista, hän oli kovassa vauhdissa.
    Jarmo Hakala @ 6. elokuuta 2012 klo 07.50 :: Harmi tosiaan. Ensi vuonna uudestaan.
Nimetön @ 6. elokuuta 2012 klo 09.12 :: Kuvat puuttuu! Ne kuvat tuolta Himoksen katsomosta olis kiva nähdä.
""")
    quotes = rows("""
EK 15 Himos | Mikko Rantala | 16.42 | Hyvä pätkä, ei riskejä. Renkaat kestivät paremmin kuin odotin.
EK 15 Himos | Vesa Koskinen | 16.45 | (keskeytti EK 14) Vetoakseli hajosi, ei voi mitään. Kiitos yleisölle.
EK 16 Ouninpohja | Mikko Rantala | 17.31 | Hyppy oli pidempi kuin luulin, sydän kävi kurkussa. Nyt vain maaliin.
EK 16 Ouninpohja | Sami Lehto | 17.34 | Ajoin vähän liian varovasti. Huomenna hyökätään.
EK 17 Jyväskylä | Mikko Rantala | 18.20 | Aika hyvä päivä. Kiitos tiimille, auto toimi täydellisesti.
""")
    drivers = (
        '<div class="rk-maali"><h4>Kuljettajat maalissa</h4><table class="rk-taulu" cellspacing="0">'
        + "".join(
            f'<tr><td class="rk-ek">{esc(e)}</td><td class="rk-kuski"><b>{esc(d)}</b><br /><small>klo {esc(t)}</small></td><td class="rk-sitaatti">{esc(q)}</td></tr>'
            for e, d, t, q in quotes
        )
        + "</table></div>"
    )

    def item(i: int, n: Note, sub: str) -> str:
        owner = " rk-kirjoittaja" if n.who == "Sorakuski" else ""
        return (
            f'<div class="rk-kommentti{owner}" id="k{4410 + i}"><p class="rk-nimi"><b>{esc(n.who)}</b> sanoi...</p>'
            f'<div class="rk-teksti">{ptext(n.body)}</div><p class="rk-aika"><a href="#k{4410 + i}">{esc(n.at)}</a> · <a href="#">Vastaa</a></p>'
            + (f'<div class="rk-vastaukset">{sub}</div>' if sub else "")
            + "</div>"
        )

    after = (
        '<div class="rk-kommentit" id="kommentit"><h4>6 kommenttia:</h4>'
        + draw(ns, item, lambda s, _p: s)
        + '<p class="rk-lisaa"><a href="#">Lähetä kommentti</a></p></div>'
    )
    side = (
        box(
            "fi-ralli",
            "Kirjoittaja",
            '<p><img src="/_avatar/hb-sorakuski.svg" alt="" width="70" height="70" /><br />Sorakuski. Rallia seurannut vuodesta 1987, kuvaan ja kirjoitan.</p>',
        )
        + box("fi-ralli", "Lukijat (96)", followers(10, "ralli"))
        + box(
            "fi-ralli",
            "Tulokset, SM-ralli 2012",
            "<ol><li>Rantala 112 p.</li><li>Lehto 98 p.</li><li>Koskinen 71 p.</li></ol>",
        )
        + box("fi-ralli", "Tunnisteet", cloud("SM-ralli:5, MM-ralli:4, Ouninpohja:2, kuvat:3, tekniikka:2"))
        + box("fi-ralli", "Blogiarkisto", archive("2012 (34): elokuu (4), heinäkuu (6); 2011 (58)"))
    )
    style = (
        ".rk-taulu{width:100%;font:12px Arial;border-top:2px solid #7d4f3a}.rk-taulu td{border-bottom:1px solid #eee;padding:4px;vertical-align:top}.rk-ek{color:#999;width:110px}.rk-kuski{width:130px}"
        ".rk-kommentti{margin:10px 0}.rk-nimi{margin:0;font:12px Arial}.rk-aika{font:10px Arial;color:#999;margin:2px 0}.rk-vastaukset{margin-left:30px;border-left:2px solid #eee;padding-left:8px}.rk-kirjoittaja>.rk-teksti{background:#faf3ea}"
    )
    piece = Piece(
        "Toinen päivä: Rantala karkuun, Koskinen ulos",
        "Lähettänyt Sorakuski klo 20.55",
        "2012-08-05T20:55:00+03:00",
        "sunnuntai 5. elokuuta 2012",
        """
Ralli-SM:n Jyväskylän osakilpailun toinen päivä oli Mikko Rantalan. Hän ajoi neljä pohjaaikaa kuudesta ja johtaa nyt Sami Lehtoa lähes puolella minuutilla.

Päivän suuri harmi oli Vesa Koskisen keskeytys erikoiskokeella 14. Koskinen oli vain kahden sekunnin päässä kärjestä, kun vetoakseli antoi periksi.

Keräsin kuljettajien kommentit maalista alle. Huomenna vielä neljä erikoiskoetta, joista pisin on Mökkiperä.
""",
        tags=("SM-ralli", "Ouninpohja"),
    )
    return case(
        "bs-fi-ralli-kuljettajat",
        "mixed",
        "fi-ralli",
        piece,
        Bits(inside=drivers, after=after, side=side, style=style),
        seeds(ns),
        path="/2012/08/toinen-paiva-rantala-karkuun.html",
        reveal="on_load",
        container="div.rk-kommentit#kommentit: h4 '6 kommenttia:', div.rk-kommentti (p.rk-nimi 'NAME sanoi...', div.rk-teksti, p.rk-aika with the date and 'Vastaa'), replies in div.rk-vastaukset inside their parent, three levels",
        heading="6 kommenttia:",
        description="A Finnish rally blog on a hosted engine, 2012: a report on a rally's second day with a table of 5 drivers' words at the end of their stages (the stage, the driver, the time, the quote), and below it 6 readers' comments (the blogger answering twice; replies three levels deep) headed 'NAME sanoi...'; the sidebar's author box, followers, the standings, labels and the archive tree. Most awkward: the drivers' lines are named, timed short texts in the post, and the readers' comments discuss them.",
        static=True,
        lookalikes=("drivers' words at the end of each stage",),
    )


def cs_snih() -> Case:
    ns = talk("""
Lyžař z Trutnova @ 15. 1. 2013 8:12 [yes=6,no=0] :: Díky za přehled. V sobotu jsme byli na Černé hoře a sníh byl opravdu výborný, jen fronty u lanovky přes půl hodiny.
  Petra @ 15. 1. 2013 9:40 [yes=3,no=0] :: To je každou sobotu. My jezdíme v neděli ráno, to je klid až do deseti.
Honza K. @ 15. 1. 2013 10:05 [yes=2,no=4] :: Proč se pořád píše jen o velkých areálech? Na Benecku je taky sníh a skipas stojí polovinu.
  Krkonošský zpravodaj @ 15. 1. 2013 11:30 [yes=5,no=0] :: Dobrý den, Benecko nám zprávy posílá jen občas. Pokud nám je začnou posílat každý týden, rádi je zařadíme.
    Honza K. @ 15. 1. 2013 12:02 [yes=1,no=0] :: Tak to je jiná. Dám vědět provozovateli.
Běžkař @ 15. 1. 2013 14:20 [yes=8,no=1] :: Běžecké stopy na Horních Mísečkách jsou upravené každý den, skvělé podmínky. Kéž by to tu bylo i za týden.
Martina S. @ 15. 1. 2013 18:45 [yes=0,no=0] :: Jezdí ještě skibus z Vrchlabí do Špindlu? Na webu jsem jízdní řád nenašla.
  Běžkař @ 15. 1. 2013 19:10 [yes=4,no=0] :: Jezdí, každou hodinu od osmi, zastávka u autobusového nádraží. Jízdní řád visí přímo na zastávce.
""")
    reports = rows("""
Špindlerův Mlýn | 15. 1. 2013 7:30 | Tomáš Bartoš, informační centrum | Technický sníh 80–120 cm, upraveno 25 km sjezdovek. Večerní lyžování út–so do 21 h.
Pec pod Sněžkou | 15. 1. 2013 7:45 | Jana Hrubá, provozní | Přírodní i technický sníh, 60–90 cm. Lanovka na Sněžku mimo provoz kvůli větru.
Černá hora – Janské Lázně | 15. 1. 2013 8:00 | Ondřej Malý, dispečink | Všechny sjezdovky v provozu. V noci napadlo 5 cm nového prašanu.
Harrachov | 15. 1. 2013 6:50 | Lenka Svobodová, skiareál | 70 cm, ráno mlha. Můstky uzavřeny kvůli závodům v sobotu.
""")
    rep_html = (
        '<div class="sn-zpravy"><h3>Zpravodajství ze středisek</h3><p class="sn-uvod">Zprávy posílají samotná střediska. Redakce je neupravuje.</p>'
        + "".join(
            f'<div class="sn-zprava"><h5>{esc(a)}</h5><p class="sn-text">{esc(t)}</p><p class="sn-kdo">{esc(w)} · hlásí {esc(k)}</p></div>'
            for a, w, k, t in reports
        )
        + "</div>"
    )

    def item(i: int, n: Note, sub: str) -> str:
        staff = " dk-redakce" if n.who == "Krkonošský zpravodaj" else ""
        return (
            f'<div class="dk-prispevek{staff}" id="p{1290 + i}"><div class="dk-hlavicka"><span class="dk-jmeno">{esc(n.who)}</span> <span class="dk-cas">{esc(n.at)}</span></div>'
            f'<div class="dk-obsah">{ptext(n.body)}</div>'
            f'<div class="dk-paticka"><a href="#">Souhlasím ({n.tag("yes")})</a> · <a href="#">Nesouhlasím ({n.tag("no")})</a> · <a href="#dk-form">Reagovat</a></div>'
            + (f'<div class="dk-reakce">{sub}</div>' if sub else "")
            + "</div>"
        )

    after = (
        '<div id="diskuse" class="dk-diskuse"><h3>Diskuse k článku</h3><p class="dk-pocet">Příspěvků: 8 · <a href="?razeni=nejnovejsi">Nejnovější nahoře</a></p>'
        + draw(ns, item, lambda s, _p: s)
        + '<div id="dk-form"><h4>Přidat příspěvek</h4><form action="/comment/reply/5120" method="post"><p>Jméno <input type="text" name="name" /></p><p><textarea name="body" rows="4" cols="50"></textarea></p><p><input type="submit" value="Odeslat" /></p></form></div></div>'
    )
    side = (
        box(
            "cs-hory",
            "Nejčtenější",
            links(
                (
                    "Lavinové nebezpečí druhého stupně",
                    "Nová lanovka na Medvědín",
                    "Zpravodajství ze sjezdovek",
                ),
                "/zpravy/",
                "ol",
            ),
        )
        + box(
            "cs-hory",
            "Počasí na horách",
            "<p>Sněžka: −11 °C, vítr 60 km/h<br />Špindlerův Mlýn: −6 °C, polojasno</p>",
        )
        + box(
            "cs-hory",
            "Webkamery",
            "".join(f'<img src="/_avatar/cam-{k}.svg" alt="" width="90" height="60" /> ' for k in range(4)),
        )
        + box("cs-hory", "Štítky", cloud("lyžování:5, běžky:3, počasí:4, laviny:2, doprava:2"))
    )
    style = (
        ".sn-zpravy{border:1px solid #cfd8e0;background:#f4f8fb;padding:6px 12px;margin:14px 0}.sn-zprava{border-bottom:1px dotted #aab;padding:4px 0}.sn-zprava h5{margin:0;font-size:13px;color:#294f70}.sn-kdo{font-size:11px;color:#777;margin:0}"
        ".dk-prispevek{border-top:1px solid #ddd;padding:6px 0}.dk-jmeno{font-weight:bold}.dk-cas{font-size:11px;color:#888}.dk-paticka{font-size:11px}.dk-reakce{margin-left:28px}.dk-redakce>.dk-obsah{background:#eef3f8}"
    )
    piece = Piece(
        "Krkonoše mají nejlepší sníh sezony, hlásí střediska",
        "Autor: Redakce",
        "2013-01-15T07:55:00+01:00",
        "úterý 15. ledna 2013, 7:55",
        """
Po víkendovém sněžení jsou v Krkonoších nejlepší podmínky této zimy. Většina areálů má v provozu všechny sjezdovky a upravené jsou i běžecké trasy na hřebenech.

Horská služba upozorňuje na silný vítr na hřebenech a na druhý stupeň lavinového nebezpečí v Obřím dole a v Labském dole. Do lavinových terénů nevstupujte.

Aktuální zprávy ze středisek, jak nám je ráno poslala, najdete níže.
""",
        section="Sníh",
        tags=("lyžování", "počasí"),
        caption="Sjezdovka v Peci pod Sněžkou v pondělí ráno.",
    )
    return case(
        "bs-cs-snih-strediska",
        "mixed",
        "cs-hory",
        piece,
        Bits(inside=rep_html, after=after, side=side, style=style),
        seeds(ns),
        path="/zpravy/krkonose-maji-nejlepsi-snih-sezony",
        reveal="on_load",
        container="div#diskuse.dk-diskuse: h3 'Diskuse k článku', a count line, div.dk-prispevek (div.dk-hlavicka: span.dk-jmeno, span.dk-cas; div.dk-obsah; 'Souhlasím (n) · Nesouhlasím (n) · Reagovat'), replies in div.dk-reakce inside their parent, three levels",
        heading="Diskuse k článku",
        description="A Czech mountain paper on Drupal, 2013: an article on snow conditions with 4 resorts' snow reports inside it (the resort, the report, the time and 'hlásí NAME, post'), and below it 8 readers' comments (the paper answering once; replies three levels deep) with agree and disagree counts; the right column's most read, mountain weather, webcams and tags. Most awkward: the reports are signed, timed short texts and the discussion has no 'komentář' heading.",
        static=True,
        lookalikes=("resorts' snow reports signed by their reporters",),
    )


def en_meteors() -> Case:
    ns = talk("""
Derek Hall @ August 13, 2012 9:40 AM :: Clouded out here in Ashcombe village until 2am, then clear as a bell. 41 in an hour and a quarter including one fireball that lit up the whole garden.
Sue Pendry @ August 13, 2012 10:15 AM :: Lovely to see so many counts in. Are we sending the combined numbers to the national meteor section this year?
^2 Tony (Observing Secretary) @ August 13, 2012 11:02 AM :: @Sue Pendry: yes, I will collect everyone's counts until Friday and send them together. Please include your limiting magnitude if you noted it.
^1 Janet W. @ August 13, 2012 1:30 PM :: @Derek Hall: we saw that fireball from Thornby too! About 1.50am, heading north-west, with a green trail. Did anyone get a photo?
Mark Ellery @ August 13, 2012 8:20 PM :: First Perseids for my two boys, aged 8 and 11. They counted 17 before falling asleep on the lawn. Thank you for the observing evening, they have talked about nothing else all day.
""")

    def item(i: int, n: Note) -> str:
        name = n.who
        return (
            f'<a name="comment-{3300 + i}"></a><p class="cm-by"><strong>{esc(name)}</strong> wrote on <a href="#comment-{3300 + i}">{esc(n.at)}</a>:</p>'
            + ptext(n.body)
            + '<p class="cm-act"><a href="#respond">Reply</a></p><hr class="cm-rule" />'
        )

    counts = rows("""
Derek Hall | Ashcombe village | 01:00–02:15 BST | 41 | one fireball about 1.50, green trail to the north-west
Janet W. | Thornby | 23:30–01:30 BST | 58 | haze low down, best after midnight
Philip Okafor | Ashcombe Down car park | 00:00–03:00 BST | 112 | three observers, counts combined, limiting magnitude 6.1
Rosalind Cray | Marsh Lane | 22:45–00:15 BST | 19 | Moon rising from 1am so I packed in
Tony Bramwell | Hill Farm | 01:30–03:30 BST | 87 | several short bright ones in Cassiopeia
""")
    table = (
        '<div class="mc-counts"><h4>Members\' counts, night of 12–13 August</h4><table class="mc-table" cellspacing="0">'
        "<tr><th>Observer</th><th>Where</th><th>When</th><th>Meteors</th><th>Notes</th></tr>"
        + "".join(
            f"<tr><td><b>{esc(a)}</b></td><td>{esc(b)}</td><td>{esc(c)}</td><td>{esc(d)}</td><td>{esc(e)}</td></tr>"
            for a, b, c, d, e in counts
        )
        + "</table></div>"
    )
    after = (
        '<div id="comments" class="cm-area"><h4>5 Comments</h4>'
        + flat(ns, item)
        + '<h4 id="respond">Leave a comment</h4><form method="post" action="/cgi-bin/mt/mt-comments.cgi"><p>Name <input type="text" name="author" /></p><p>Email <input type="text" name="email" /></p>'
        '<p><textarea name="text" rows="6" cols="45"></textarea></p><p><input type="submit" value="Preview" /> <input type="submit" value="Submit" /></p></form></div>'
    )
    left = (
        "<h4>Next meeting</h4><p>Friday 7 September, 7.30pm, Ashcombe Village Hall: <i>Mars after Curiosity</i>, talk by Dr E. Lister.</p>"
        "<h4>Categories</h4>"
        + links(
            ("Observing", "Meetings", "Outreach", "Equipment", "Imaging"),
            "/category/",
            counts=("(48)", "(36)", "(12)", "(15)", "(22)"),
        )
        + "<h4>August 2012</h4>"
        + calendar("August 2012", 31, 3, (3, 11, 13), "S,M,T,W,T,F,S")
    )
    side = (
        "<h4>Sky this month</h4><ul><li>12–13 Aug: Perseids peak</li><li>13 Aug: Venus near the Moon before dawn</li><li>24 Aug: First quarter Moon</li></ul>"
        '<h4>Clear sky clock</h4><p><img src="/_avatar/csc.svg" alt="Clear sky clock" width="170" height="50" /></p>'
        "<h4>Links</h4>"
        + links(
            ("British meteor section", "Dark sky map", "Heavens-above", "County astronomy forum"), "/out/"
        )
    )
    style = (
        ".mc-table{width:100%;font-size:11px;border-top:2px solid #2f4a2f}.mc-table th{text-align:left;background:#dfe8cc}.mc-table td{border-bottom:1px solid #ddd;padding:3px;vertical-align:top}"
        ".cm-by{font-size:11px;color:#666;margin:10px 0 2px}.cm-act{font-size:10px;margin:0}.cm-rule{border:0;border-top:1px dotted #aaa}"
    )
    piece = Piece(
        "Perseids 2012: what a night",
        "Posted by Tony Bramwell",
        "2012-08-13T08:45:00+01:00",
        "August 13, 2012 8:45 AM",
        """
Forty-one of us turned up at the Ashcombe Down car park last night for the society's Perseids evening, plus a good many members of the public, two dogs and a flask of soup that did not last long.

The cloud cleared just after midnight and the rates picked up quickly. From about 1am we were seeing a meteor a minute at times, with several bright ones and at least one fireball that had the whole field cheering.

Members who observed from home have sent in their counts, which are in the table below. Thank you all, and thank you to the parish council for letting us use the car park.
""",
        tags=("Observing", "Outreach"),
    )
    return case(
        "bs-en-meteore",
        "mixed",
        "en-meteors",
        piece,
        Bits(inside=table, after=after, left=left, side=side, style=style),
        seeds(ns),
        path="/2012/08/perseids-2012-what-a-night.html",
        reveal="on_load",
        container="div#comments.cm-area: h4 '5 Comments', then per comment loose siblings without a wrapper (a name anchor, p.cm-by 'NAME wrote on DATE:', the text's paragraphs, p.cm-act 'Reply', hr.cm-rule)",
        heading="5 Comments",
        description="An astronomy society's blog on a self-hosted Movable Type-like engine, 2012: a post on a meteor-shower night with a table of 5 members' counts (observer, place, hours, number of meteors, a note), and below it 5 comments (the observing secretary answering once) written as loose siblings between rules, two answers opening with '@NAME:'; the left column's next meeting, categories with counts and a calendar, the right column's sky events, a clear-sky clock and links. Most awkward: no element per comment; the counts table's observers also comment.",
        static=True,
        lookalikes=("members' meteor counts with notes",),
    )


def mixed_bs() -> list[Case]:
    return [pl_mikolaj(), fi_ralli(), cs_snih(), en_meteors()]
