"""Blind set ey: four more discussions whose comments have no box of their own: a Polish primary school's news page
(2012, numbered entries "1." "2." in plain paragraphs, a removed comment numbered among them), a Swedish ski
resort's news page (2013, the only class on each entry's first paragraph, answers indented by an inline margin), a
Turkish music festival's blog (2011, ``<font>``-era markup, a bold name, the text and an ``<hr>``) and a Japanese
columnist's self-made site (2007, the text first, then "Posted by NAME at TIME" and an ``<hr>``). Every site, name
and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ey_common import Case, E, doc, esc, lines, make, paras, svg

# --------------------------------------------------------------------------- pl: a school's news page, 2012


def pl_szkola() -> Case:
    es = [
        E(
            "mama Kuby",
            "15.06.2012, 20:11",
            "Dziękujemy paniom za opiekę! Kuba wrócił zmęczony, brudny i przeszczęśliwy. O spływie Dunajcem "
            "opowiadał przez cały obiad.",
        ),
        E("Ola z 4b", "15.06.2012, 20:34", "bylo super!!!!! najlepszy byl spływ i ognisko"),
        E(
            "tata Zuzi",
            "15.06.2012, 21:02",
            "Dołączam się do podziękowań. Mam tylko jedną uwagę: autokar w drodze powrotnej miał ponad dwie "
            "godziny opóźnienia, a informacja dla rodziców przyszła dopiero sms-em o 19:30. Czekaliśmy pod szkołą "
            "od 18:00. Może następnym razem dałoby się to lepiej zorganizować?",
        ),
        E(
            "Agnieszka Wrona",
            "15.06.2012, 21:40",
            "@tata Zuzi: Przepraszam za zamieszanie. Na zakopiance był wypadek i staliśmy prawie półtorej godziny "
            "w korku, kierowca nie miał jak zjechać. SMS wysłałam, jak tylko było wiadomo, ile się spóźnimy. "
            "Zgadzam się, że to było za późno.",
        ),
        E("Kacper", "16.06.2012, 09:15", "a kiedy beda zdjecia???"),
        E(
            "Agnieszka Wrona",
            "16.06.2012, 10:02",
            "Zdjęcia są już w galerii szkolnej: [Zielona szkoła 2012](/galeria/zielona-szkola-2012.html) – ponad "
            "200 sztuk. Żeby je obejrzeć, trzeba się zalogować hasłem, które dzieci przyniosły w dzienniczkach.",
        ),
        E(
            "babcia Halina",
            "16.06.2012, 11:30",
            "Wnuczka mówi, że jedzenie było bardzo dobre, a pierogi najlepsze na świecie (lepsze niż moje!). "
            "Pozdrawiam panią Agnieszkę i panią Basię.",
        ),
        E("mama Kuby", "16.06.2012, 12:01", "@Kacper zdjęcia są w galerii, hasło jest w dzienniczku :)"),
        E("Gość", "16.06.2012, 14:22", "Komentarz usunięty przez administratora.", real=False),
        E(
            "Julka 4a",
            "16.06.2012, 18:45",
            "pani Basia byla najlepsza!!! i pan przewodnik co opowiadal o zbójnikach. chce tam jechac jeszcze raz",
        ),
        E(
            "rodzic",
            "16.06.2012, 20:03",
            "Szkoda tylko, że koszt wyjazdu (680 zł) był dla części rodzin za wysoki i kilkoro dzieci zostało w "
            "szkole. Czy rada rodziców nie mogłaby w przyszłym roku dopłacić chociaż części? Wiem, że zbieraliśmy "
            "na festynie...\n\nNie piszę tego złośliwie, wyjazd był świetnie przygotowany.",
        ),
        E(
            "Przewodniczący Rady Rodziców",
            "17.06.2012, 08:50",
            "Do rodzica z komentarza 11: taka możliwość jest. W tym roku rada dopłaciła do wyjazdu trojga dzieci, "
            "po cichu, żeby nikt nie musiał się tłumaczyć. Zapraszam na zebranie rady we wrześniu, można to "
            "zapisać na stałe w regulaminie.",
        ),
        E("Szymon", "17.06.2012, 10:12", "Plan na przyszły rok?? Ja głosuje na morze"),
        E("Ola z 4b", "17.06.2012, 10:40", "@Szymon morze jest nudne, góry są lepsze"),
        E(
            "mama Oli i Tymka",
            "17.06.2012, 19:27",
            "Co zabrać następnym razem (dla rodziców młodszych dzieci, bo Tymek jedzie za dwa lata):\n"
            "- kalosze, bo na łąkach było mokro\n- latarkę\n- mniej słodyczy, więcej skarpetek\n"
            "- podpisać wszystkie ubrania, bo połowa wraca cudza",
        ),
        E(
            "Kinga Sz.",
            "18.06.2012, 07:55",
            "Brawo dla wszystkich nauczycieli, wiem ile nerwów kosztuje 46 dzieci przez 5 dni w górach. Sama jestem "
            "nauczycielką :)",
        ),
        E(
            "Dyrekcja SP 2",
            "18.06.2012, 13:10",
            "Dziękujemy za wszystkie miłe słowa. Wyjazd na zieloną szkołę dla klas IV zostaje także w przyszłym "
            "roku, a kierunek wybierzemy razem z rodzicami na zebraniu we wrześniu.",
        ),
        E("Kacper", "18.06.2012, 16:02", "super dzieki za zdjecia"),
    ]
    path = "/aktualnosci/zielona-szkola-klas-iv-w-pieninach-relacja.html"
    entries = "".join(
        f"<p>{n}. {esc(e.who)}, {esc(e.at)}</p>\n"
        + (paras(e.text) if e.real else f"<p><i>{esc(e.text)}</i></p>")
        + "\n"
        for n, e in enumerate(es, 1)
    )
    notices = [
        ("19.06.2012", "Wycieczka klas VI do Krakowa – zbiórka 7:15"),
        ("21.06.2012", "Próba apelu na zakończenie roku, godz. 10:00"),
        ("22.06.2012", "Zakończenie roku szkolnego 2011/2012, godz. 9:00, msza 8:00"),
        ("25.06.2012", "Sekretariat czynny w wakacje: pon.–pt. 9:00–13:00"),
    ]
    files = {
        "/grafika/herb-szkoly.svg": svg(90, 100, "#1f4e8c", "SP 2", size=20),
        "/grafika/aktualnosci/pieniny-2012.svg": svg(460, 300, "#5f8a4a", "Pieniny, czerwiec 2012"),
        "/grafika/banery/edukacja-plus.svg": svg(180, 70, "#e07b00", "Program Edukacja+", size=13),
        "/grafika/banery/bip.svg": svg(180, 50, "#c4161c", "BIP", size=20),
    }
    rows = "".join(f"<li><b>{esc(d)}</b> – {esc(t)}</li>" for d, t in notices)
    css = """body{margin:0;background:#dfe8f3 url() repeat-x;font:12px/1.55 Tahoma,Verdana,sans-serif;color:#23303f}
#strona{width:990px;margin:0 auto;background:#fff;box-shadow:0 0 6px #9fb2c9}#naglowek{height:120px;background:#1f4e8c;color:#fff;position:relative}
#naglowek img{position:absolute;left:18px;top:10px}#naglowek h1{position:absolute;left:124px;top:22px;margin:0;font:bold 26px Georgia,serif}#naglowek p{position:absolute;left:124px;top:62px;margin:0;color:#c8d8ee}
#gorne-menu{background:#f2b705;padding:0 10px;height:30px}#gorne-menu a{float:left;padding:6px 12px;color:#1f2a3a;font-weight:bold;text-decoration:none}
#lewa{float:left;width:190px;padding:12px}#srodek{float:left;width:540px;padding:12px 10px}#prawa{float:right;width:200px;padding:12px}
.modul{margin-bottom:14px}.modul h3{margin:0 0 6px;padding:4px 8px;background:#1f4e8c;color:#fff;font-size:12px}.modul ul{margin:0;padding-left:16px}.modul li{margin-bottom:3px}
.numerek{font:bold 40px Georgia;color:#c4161c;text-align:center}.sciezka{font-size:11px;color:#667}h2.tytul{color:#1f4e8c;font:bold 20px Georgia,serif;margin:6px 0}
.info{font-size:11px;color:#778;border-bottom:1px solid #dde;padding-bottom:4px}.foto{text-align:center;font-size:11px;color:#667}
.komentarze{border-top:2px solid #f2b705;margin-top:20px;padding-top:4px}.komentarze h3{color:#1f4e8c;font-size:15px}.komentarze p{margin:4px 0 8px}
.dodaj{background:#f4f7fb;border:1px solid #d3deec;padding:8px;margin-top:16px}#stopka{clear:both;background:#1f4e8c;color:#c8d8ee;padding:12px;font-size:11px;text-align:center}"""
    body = f"""<div id="strona">
<div id="naglowek"><a href="/"><img src="/grafika/herb-szkoly.svg" width="90" height="100" alt="Herb szkoły" /></a><h1>Szkoła Podstawowa nr 2 w Dębowej Górze</h1><p>im. Kornela Makuszyńskiego &middot; ul. Szkolna 4 &middot; tel. 33 000 14 22</p></div>
<div id="gorne-menu"><a href="/">Strona główna</a><a href="/o-szkole.html">O szkole</a><a href="/aktualnosci/">Aktualności</a><a href="/ogloszenia.html">Ogłoszenia</a><a href="/plan-lekcji.html">Plan lekcji</a><a href="/galeria/">Galeria</a><a href="/rada-rodzicow.html">Rada Rodziców</a><a href="/kontakt.html">Kontakt</a></div>
<div id="lewa">
<div class="modul"><h3>Menu</h3><ul><li><a href="/historia.html">Historia szkoły</a></li><li><a href="/nauczyciele.html">Nauczyciele</a></li><li><a href="/samorzad.html">Samorząd uczniowski</a></li><li><a href="/swietlica.html">Świetlica</a></li><li><a href="/biblioteka.html">Biblioteka</a></li><li><a href="/stolowka.html">Stołówka – jadłospis</a></li><li><a href="/dokumenty.html">Dokumenty szkoły</a></li><li><a href="/rekrutacja.html">Rekrutacja 2012/2013</a></li></ul></div>
<div class="modul"><h3>Szczęśliwy numerek</h3><div class="numerek">14</div></div>
<div class="modul"><h3>Logowanie</h3><form action="/login.html" method="post">Login:<br /><input type="text" name="u" size="18" /><br />Hasło:<br /><input type="password" name="p" size="18" /><br /><input type="submit" value="Zaloguj" /></form></div>
</div>
<div id="srodek">
<div class="sciezka"><a href="/">Strona główna</a> » <a href="/aktualnosci/">Aktualności</a> » Zielona szkoła klas IV</div>
<h2 class="tytul">Zielona szkoła klas IV w Pieninach – relacja</h2>
<div class="info">Dodano: 15.06.2012 &middot; Autor: Agnieszka Wrona, wychowawczyni klasy 4b &middot; Wyświetleń: 1214</div>
<p><b>Pięć dni, 46 uczniów, trzy opiekunki i jeden przewodnik z niewyczerpanym zapasem opowieści o zbójnikach. Tak wyglądała tegoroczna zielona szkoła klas IV w Szczawnicy.</b></p>
<div class="foto"><img src="/grafika/aktualnosci/pieniny-2012.svg" width="460" height="300" alt="" /><br />Klasy 4a i 4b na Sokolicy</div>
<p>Wyjechaliśmy w poniedziałek 11 czerwca o 7:00 spod szkoły. Pierwszego dnia, po zakwaterowaniu w ośrodku „Pod Jaworem”, poszliśmy na spacer brzegiem Grajcarka i na pierwsze ognisko.</p>
<p>We wtorek weszliśmy na Sokolicę. Nie wszystkim było łatwo, ale na szczycie wszyscy zgodnie uznali, że widok na przełom Dunajca był wart wysiłku. W środę czekał nas spływ tratwami flisackimi z Sromowców do Szczawnicy, a w czwartek zajęcia w Pienińskim Parku Narodowym i wizyta w zamku w Niedzicy.</p>
<p>Dziękujemy pani Barbarze Kłos i pani Małgorzacie Nowak za pomoc w opiece nad dziećmi oraz Radzie Rodziców za dofinansowanie przejazdu. Zdjęcia z wyjazdu można obejrzeć w galerii szkolnej po zalogowaniu.</p>
<p><a href="/aktualnosci/">« powrót do aktualności</a> | <a href="/drukuj.html?id=318">drukuj</a></p>
<div class="komentarze">
<h3>Komentarze (18)</h3>
{entries}</div>
<div class="dodaj"><b>Dodaj komentarz</b><br /><small>Komentarze są moderowane. Prosimy o kulturę wypowiedzi.</small>
<form action="/komentarz.html" method="post"><input type="hidden" name="id" value="318" />Podpis:<br /><input type="text" name="podpis" size="30" /><br />Treść:<br /><textarea name="tresc" rows="5" cols="50"></textarea><br />Przepisz kod z obrazka: <input type="text" name="kod" size="5" /><br /><input type="submit" value="Dodaj" /></form></div>
</div>
<div id="prawa">
<div class="modul"><h3>Ogłoszenia</h3><ul>{rows}</ul></div>
<div class="modul"><h3>Ostatnie aktualności</h3><ul><li><a href="/aktualnosci/dzien-sportu-2012.html">Dzień Sportu 2012</a></li><li><a href="/aktualnosci/konkurs-recytatorski.html">Wyniki gminnego konkursu recytatorskiego</a></li><li><a href="/aktualnosci/dzien-matki.html">Akademia z okazji Dnia Matki</a></li></ul></div>
<div class="modul"><h3>Partnerzy</h3><a href="http://edukacjaplus.example.pl/"><img src="/grafika/banery/edukacja-plus.svg" width="180" height="70" alt="Edukacja+" /></a><br /><a href="http://bip.example.pl/sp2-debowagora/"><img src="/grafika/banery/bip.svg" width="180" height="50" alt="BIP" /></a></div>
</div>
<div id="stopka">Szkoła Podstawowa nr 2 im. Kornela Makuszyńskiego w Dębowej Górze &middot; ul. Szkolna 4 &middot; © 2012 Wszelkie prawa zastrzeżone &middot; Odwiedzin: 203117</div>
</div>"""
    return make(
        "ey-pl-szkola-zielona",
        "discussion",
        "pl",
        doc(
            body,
            title="Zielona szkoła klas IV w Pieninach – relacja – Szkoła Podstawowa nr 2 w Dębowej Górze",
            lang="pl",
            css=css,
        ),
        es,
        path=path,
        container="div.komentarze: h3 'Komentarze (18)', then for each comment a plain p 'N. NAME, DD.MM.RRRR, HH:MM' and one or more plain p of text, all siblings; a removed comment's placeholder numbered 9 among them",
        heading="Komentarze (18)",
        description="A Polish primary school's news page (June 2012, a three-column school site: a menu, the 'lucky number', a login box, dated notices, partner banners, a visit counter): 17 comments by parents, pupils, the teacher, the parents' council and the head's office as numbered plain paragraphs '1. NAME, DATE' followed by the text's paragraphs, no class or element per comment; '@NAME' answers and 'Do rodzica z komentarza 11' in the text (flat); a list typed as lines, a link, pupils' comments without Polish letters; comment 9 'usunięty przez administratora'.",
        files=files,
    )


# --------------------------------------------------------------------------- sv: a ski resort's news page, 2013


def sv_skidort() -> Case:
    es = [
        E(
            "Jonas Berglund",
            "28 november 2013 kl. 21:14",
            "Äntligen! Den gamla tvåstolen upp till toppen var ju ett lidande i minus 20 och motvind. Blir det "
            "värmda säten som i Alperna?",
        ),
        E(
            "Emma, Björkfjället",
            "29 november 2013 kl. 08:30",
            "Hej Jonas! Inga värmda säten tyvärr, men huvar som fälls ner mot vinden. Det gör stor skillnad de "
            "blåsiga dagarna.",
            parent=0,
        ),
        E(
            "Familjen Ek, Sundsvall",
            "29 november 2013 kl. 12:02",
            "Vi har bokat vecka 9 som vanligt. Blir den gamla liften kvar som reserv eller monteras den ner? Barnen "
            "älskar den långsamma turen :)",
        ),
        E(
            "Emma, Björkfjället",
            "29 november 2013 kl. 13:45",
            "Den gamla liften monteras ner under sommaren 2014, så vecka 9 kan ni åka den en sista gång. Välkomna "
            "tillbaka!",
            parent=2,
        ),
        E(
            "Micke",
            "30 november 2013 kl. 19:20",
            "Hur blir det med liftkortspriserna nu då? Nya liftar brukar betyda dyrare kort…",
        ),
        E(
            "Per-Olov",
            "30 november 2013 kl. 22:11",
            "Micke, det står i prislistan: dagkort 365 kr i år mot 345 förra säsongen. Tjugo kronor dyrare, inte "
            "hela världen.",
            parent=4,
        ),
        E(
            "Lisa H",
            "1 december 2013 kl. 10:05",
            "Hur lång tid tar en tur nu jämfört med förut?\n\nOch går det att ta med pulka upp? Vi har en "
            "tvååring som inte åker själv än.",
        ),
        E(
            "Emma, Björkfjället",
            "1 december 2013 kl. 14:30",
            "Hej Lisa! Turen tar knappt fyra minuter mot tidigare nio. Pulka går bra att ta med, liftvärdarna "
            "hjälper till vid påstigningen. Välkomna!",
            parent=6,
        ),
        E(
            "Anders i Funäsdalen",
            "2 december 2013 kl. 18:47",
            "Var uppe och tittade i helgen, det ser riktigt proffsigt ut. Men snökanonerna på nedre delen av "
            "Östra nedfarten behöver köras ordentligt innan den 14:e, där var det mest grus och ris.\n\nHoppas "
            "på kyla nu!",
        ),
    ]
    path = "/nyheter/2013/11/nya-sexstolsliften-toppexpressen-invigs-14-december"
    out: list[str] = []
    for e in es:
        indent = ' style="margin-left:44px"' if e.parent is not None else ""
        out.append(
            f'<p class="kommentar-namn"{indent}><strong>{esc(e.who)}</strong> &ndash; {esc(e.at)}</p>\n'
        )
        out.append(paras(e.text, indent) + "\n")
    news = [
        ("2013-11-28", "Nya sexstolsliften Toppexpressen invigs 14 december"),
        ("2013-11-20", "Snökanonerna igång i Västra backen"),
        ("2013-11-12", "Skidskolans julveckor: boka redan nu"),
        ("2013-11-01", "Säsongskort till förköpspris förlängs till 30 november"),
        ("2013-10-18", "Ny meny på Toppstugan"),
    ]
    files = {
        "/bilder/logo.svg": svg(190, 50, "#0b3d6b", "BJÖRKFJÄLLET", size=18),
        "/bilder/nyheter/toppexpressen.svg": svg(560, 300, "#9bb7cf", "Toppexpressen, provkörning 25 nov"),
        "/bilder/webbkamera-toppen.svg": svg(240, 150, "#d6e2ec", "Webbkamera Toppen 08:00", fg="#333"),
        "/bilder/annons-stugby.svg": svg(240, 200, "#b3382c", "Stugbyn: 3 nätter för 2", size=13),
    }
    rows = "".join(
        f'<li><span class="d">{d}</span> <a href="/nyheter/{d[:4]}/{d[5:7]}/{n}">{esc(t)}</a></li>'
        for n, (d, t) in enumerate(news)
    )
    css = """body{margin:0;background:#eef3f7;font:14px/1.55 'Helvetica Neue',Helvetica,Arial,sans-serif;color:#1d2a35}
.status{background:#0b3d6b;color:#cfe0ef;font-size:12px;padding:6px 0}.status .in{width:980px;margin:0 auto}.status b{color:#fff}
header.site{background:#fff;border-bottom:1px solid #d5e0ea}header.site .in{width:980px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;padding:10px 0}
header.site nav a{margin-left:18px;color:#0b3d6b;font-weight:bold;text-decoration:none;font-size:13px;text-transform:uppercase}
.boka{background:#e8542f;color:#fff !important;padding:8px 12px;border-radius:3px}
.wrap{width:980px;margin:20px auto;display:flex;gap:24px}.main{flex:1;background:#fff;padding:22px 26px}.side{width:260px}
.crumbs{font-size:12px;color:#7a8a99}.crumbs a{color:#7a8a99}h1{font-size:30px;line-height:1.2;color:#0b3d6b;margin:8px 0}.ingress{font-size:17px;font-weight:bold}
.pub{font-size:12px;color:#7a8a99}figure{margin:14px 0}figcaption{font-size:12px;color:#556}
.kommentarer{margin-top:30px;border-top:3px solid #0b3d6b}.kommentarer h2{font-size:18px;color:#0b3d6b}.kommentar-namn{margin:18px 0 2px;font-size:13px;color:#556}
.kommentarer p{margin:2px 0 6px}.skriv{background:#f3f7fa;padding:12px;margin-top:20px}.skriv textarea{width:100%;height:80px}
.side section{background:#fff;padding:12px 14px;margin-bottom:16px}.side h3{margin:0 0 8px;font-size:14px;text-transform:uppercase;color:#0b3d6b}
.side ul{list-style:none;margin:0;padding:0}.side li{padding:5px 0;border-bottom:1px solid #eef}.side .d{display:block;font-size:11px;color:#99a}
.snow td{padding:2px 6px;font-size:13px}footer.site{background:#0b3d6b;color:#cfe0ef;font-size:12px;padding:20px 0}footer.site .in{width:980px;margin:0 auto}footer.site a{color:#fff}"""
    body = f"""<div class="status"><div class="in">Snödjup: <b>42 cm</b> &middot; Öppna liftar: <b>0 av 14</b> &middot; Toppen: <b>&minus;6 &deg;C</b> &middot; Säsongsstart <b>14 december</b> &middot; Uppdaterad 08:00</div></div>
<header class="site"><div class="in"><a href="/"><img src="/bilder/logo.svg" width="190" height="50" alt="Björkfjället"></a>
<nav><a href="/skidakning">Skidåkning</a><a href="/liftkort">Liftkort</a><a href="/boende">Boende</a><a href="/skidskola">Skidskola</a><a href="/restauranger">Restauranger</a><a href="/webbkameror">Webbkameror</a><a href="/nyheter">Nyheter</a><a class="boka" href="/boka">Boka</a></nav></div></header>
<div class="wrap">
<div class="main">
<div class="crumbs"><a href="/">Start</a> › <a href="/nyheter">Nyheter</a> › Toppexpressen</div>
<h1>Nya sexstolsliften Toppexpressen invigs 14 december</h1>
<p class="pub">Publicerad 28 november 2013 av Emma Lindqvist, marknad</p>
<p class="ingress">Efter 41 säsonger går den gamla tvåstolsliften i pension. Den 14 december klipper vi bandet till Toppexpressen, Härjedalens första sexstolslift med huvar.</p>
<figure><img src="/bilder/nyheter/toppexpressen.svg" width="560" height="300" alt="Toppexpressen"><figcaption>Toppexpressen under provkörningen den 25 november. Foto: Björkfjället</figcaption></figure>
<p>Den nya liften tar 2 400 personer i timmen upp till toppen på knappt fyra minuter. Stolarna har huvar och fotstöd, och påstigningen sker från ett band som gör det lättare för barn och nybörjare.</p>
<p>Arbetet började i maj. Under sommaren gjöts fundamenten för de 16 stolparna, och i oktober lyftes linan på plats med helikopter.</p>
<p>Invigningen sker lördag 14 december klockan 10.00 vid dalstationen. De första 200 åkarna bjuds på kaffe och en invigningsmössa.</p>
<p>Den gamla tvåstolsliften från 1972 körs som vanligt under säsongen och monteras ner sommaren 2014.</p>
<div class="kommentarer">
<h2>Kommentarer</h2>
{"".join(out)}</div>
<div class="skriv"><b>Skriv en kommentar</b><form action="/nyheter/kommentera" method="post"><p>Namn<br><input type="text" name="namn" size="30"></p><p>Kommentar<br><textarea name="text"></textarea></p><p><input type="submit" value="Skicka"></p></form><small>Kommentarerna granskas innan de publiceras.</small></div>
</div>
<div class="side">
<section><h3>Snörapport</h3><table class="snow"><tr><td>Snödjup dal</td><td>18 cm</td></tr><tr><td>Snödjup topp</td><td>42 cm</td></tr><tr><td>Nysnö 24 h</td><td>3 cm</td></tr><tr><td>Öppna nedfarter</td><td>0 av 31</td></tr></table></section>
<section><h3>Webbkamera Toppen</h3><a href="/webbkameror"><img src="/bilder/webbkamera-toppen.svg" width="240" height="150" alt="Webbkamera"></a></section>
<section><h3>Fler nyheter</h3><ul>{rows}</ul></section>
<section><a href="/boende/stugbyn"><img src="/bilder/annons-stugby.svg" width="240" height="200" alt="Stugbyn"></a></section>
<section><h3>Följ oss</h3><p><a href="http://facebook.example.com/bjorkfjallet">Björkfjället på Facebook</a><br><a href="http://instagram.example.com/bjorkfjallet">#björkfjället på Instagram</a></p></section>
</div>
</div>
<footer class="site"><div class="in">Björkfjällets Fjällanläggning AB &middot; 840 98 Björkfjället &middot; Tel 0684-123 45 &middot; <a href="mailto:info@bjorkfjallet.example.se">info@bjorkfjallet.example.se</a> &middot; <a href="/om-cookies">Om cookies</a></div></footer>"""
    return make(
        "ey-sv-skidort-liften",
        "discussion",
        "sv",
        doc(
            body,
            title="Nya sexstolsliften Toppexpressen invigs 14 december | Björkfjället",
            lang="sv",
            css=css,
            kind="html5",
        ),
        es,
        path=path,
        container="div.kommentarer: h2 'Kommentarer', then for each comment p.kommentar-namn (strong NAME – DATE) and one or more p without class, all siblings; answers' paragraphs each with style='margin-left:44px'",
        heading="Kommentarer",
        description="A Swedish ski resort's news page (November 2013, an HTML5 site with a snow-report bar, a booking button, a snow report table, a webcam, more news with dates, an ad for the cabins): 9 comments whose only class is on their first paragraph (the name and date line), the text in plain paragraphs after it; four answers (three by the resort) indented by an inline margin on each of their paragraphs.",
        files=files,
    )


# --------------------------------------------------------------------------- tr: a music festival's blog, 2011


def tr_festival() -> Case:
    es = [
        E(
            "ayse_k",
            "13.04.2011 - 23:12",
            "Sonunda!!! Geçen yıldan beri bekliyorum. Cuma gecesi kapanış kim, yazmamışsınız?",
        ),
        E(
            "Festival Ekibi",
            "13.04.2011 - 23:40",
            "@ayse_k cuma kapanışı sürpriz, 1 mayısta açıklayacağız :) ipucu: geçen yıl en çok istenen grup.",
        ),
        E("Mert", "14.04.2011 - 00:05", "kombine bilet ne kadar? geçen yıl 120 TL idi ve çok erken bitmişti"),
        E(
            "Deniz Aydın",
            "14.04.2011 - 09:31",
            "Program güzel ama yine aynı isimler, her yıl aynı beş grup. Biraz da yeni gruplara, Anadolu'dan gelen "
            "gençlere yer verseniz keşke. Elektronik sahneyi de büyütün lütfen, geçen yıl çadıra girmek "
            "imkânsızdı.",
        ),
        E(
            "Festival Ekibi",
            "14.04.2011 - 10:15",
            "@Mert kombine biletler 20 nisanda satışa çıkıyor, ilk 1000 bilet 130 TL. [Bilet sayfası](/biletler.html)"
            "\n\n@Deniz Aydın bu yıl genç gruplar için ayrı bir gündüz sahnesi var, programın en altında. "
            "Elektronik çadır da iki katına çıktı.",
        ),
        E("burak_gitar", "14.04.2011 - 12:48", "ben de gelicem bu sene kesin, izni bile aldım"),
        E(
            "Selin",
            "14.04.2011 - 14:20",
            "Kamp alanı olacak mı yine? Duş ve tuvalet durumu geçen yıl felaketti, ikinci gün su bitti. Bunu "
            "düzeltmezseniz kimse çadırla gelmez.",
        ),
        E(
            "Gökhan Y.",
            "14.04.2011 - 16:02",
            "Benim dileklerim:\n1. Cumartesi de geç saate kadar sürsün\n2. Servisler şehir merkezine gece 3'te de "
            "kalksın\n3. Yiyecek fiyatları insaflı olsun, 8 TL'ye tost olmaz\n\nYine de her yıl gidiyorum, seviyoruz "
            "sizi :)",
        ),
        E(
            "Festival Ekibi",
            "14.04.2011 - 18:30",
            "@Selin kamp alanı bu yıl iki katı, 40 duş var ve su tankları 24 saat dolduruluyor. Söz!\n@Gökhan Y. "
            "servisler gece 3'e kadar var, yemek fiyatlarını da firmalara ilettik.",
        ),
        E("ayse_k", "14.04.2011 - 21:47", "ipucu yetmedi :D ama bir tahminim var, söylemiyorum"),
        E("Can", "15.04.2011 - 01:10", "Deniz'e katılıyorum, çok tekrar var. Ama yine de geleceğim tabii"),
        E(
            "Ela",
            "15.04.2011 - 11:34",
            "Engelli erişimi konusunda bilgi verebilir misiniz? Tekerlekli sandalyeyle sahne önüne ulaşmak geçen "
            "yıl çok zordu, zemin tamamen çakıldı.",
        ),
        E(
            "Festival Ekibi",
            "15.04.2011 - 13:05",
            "@Ela çok haklısınız. Bu yıl iki sahnenin önünde de tekerlekli sandalye için yükseltilmiş, sert zeminli "
            "bir alan olacak, refakatçi bileti de ücretsiz. Ayrıntıları önümüzdeki hafta [erişim sayfasında](/erisim.html) "
            "paylaşacağız.",
        ),
        E(
            "mehmet_46",
            "16.04.2011 - 19:22",
            "Maraştan gelecez 6 kişi, otobüs firmasıyla indirim anlaşması olsa süper olur",
        ),
        E(
            "Deniz Aydın",
            "17.04.2011 - 10:40",
            "Gündüz sahnesini görmemiştim, teşekkürler. Biraz sert yazdıysam kusura bakmayın.",
        ),
    ]
    path = "/blog/2011-programi-aciklandi.html"
    out: list[str] = []
    for e in es:
        text = "<br><br>".join(lines(p, "<br>") for p in e.text.split("\n\n"))
        out.append(
            f'<font face="Tahoma, Verdana" size="2" color="#7a1f5c"><b>{esc(e.who)}</b></font> '
            f'<font face="Tahoma" size="1" color="#999999">({esc(e.at)})</font><br>\n'
            f'<font face="Tahoma, Verdana" size="2">{text}</font><br>\n<hr size="1" noshade color="#e2d3dc">\n'
        )
    days = [
        ("1 Temmuz Cuma", "Ana sahne: Deniz Feneri, Kara Kedi Orkestrası, Yolcu, kapanış: sürpriz!"),
        ("2 Temmuz Cumartesi", "Ana sahne: Fırtına Kuşları, Sessiz Liman, Mavi Tramvay, Kuzey Ekspres"),
        ("3 Temmuz Pazar", "Ana sahne: Anadolu Sokak, Gece Yolcuları, Tuz ve Ekmek, Rüzgârgülü"),
    ]
    prog = "".join(f"<tr><td><b>{esc(d)}</b></td><td>{esc(t)}</td></tr>" for d, t in days)
    files = {
        "/resimler/banner2011.svg": svg(
            780, 150, "#2b1030", "KUZEY RÜZGÂRI 2011 · 1-3 Temmuz · Kıyıköy", fg="#ffd23f", size=26
        ),
        "/resimler/sponsor-radyo.svg": svg(160, 60, "#1c6e8c", "Radyo Dalga 98.4", size=13),
        "/resimler/sponsor-bira.svg": svg(160, 60, "#c59b00", "Sahil Büfe", size=13),
        "/resimler/blog/sahne-plani.svg": svg(480, 240, "#4a2350", "2011 alan planı"),
    }
    css = """body{margin:0;background:#1a0a1d}a{color:#7a1f5c}.kutu{border:1px solid #e2d3dc;background:#fbf6fa;padding:6px;margin-bottom:10px}"""
    body = f"""<table width="800" align="center" cellpadding="0" cellspacing="0" bgcolor="#ffffff" border="0">
<tr><td colspan="3"><a href="/"><img src="/resimler/banner2011.svg" width="780" height="150" border="0" alt="Kuzey Rüzgârı Müzik Festivali 2011" hspace="10" vspace="10"></a></td></tr>
<tr><td colspan="3" bgcolor="#7a1f5c" height="26">&nbsp;<font face="Tahoma" size="2" color="#ffffff"><b><a href="/"><font color="#ffffff">Ana Sayfa</font></a> | <a href="/program.html"><font color="#ffffff">Program</font></a> | <a href="/biletler.html"><font color="#ffffff">Biletler</font></a> | <a href="/ulasim.html"><font color="#ffffff">Ulaşım</font></a> | <a href="/kamp.html"><font color="#ffffff">Kamp</font></a> | <a href="/blog/"><font color="#ffd23f">Blog</font></a> | <a href="/galeri.html"><font color="#ffffff">Galeri</font></a> | <a href="/iletisim.html"><font color="#ffffff">İletişim</font></a></b></font></td></tr>
<tr valign="top"><td width="10">&nbsp;</td>
<td width="560" style="padding:12px 12px 12px 0">
<font face="Tahoma" size="1" color="#999999">BLOG &raquo; DUYURULAR &middot; 13 Nisan 2011, Çarşamba &middot; yazan: Festival Ekibi</font><br>
<font face="Georgia" size="5" color="#2b1030"><b>2011 programı açıklandı: 3 gün, 2 sahne, 24 grup!</b></font>
<p><font face="Tahoma, Verdana" size="2">Beklenen an geldi! Kuzey Rüzgârı'nın dördüncü yılında 1-3 Temmuz tarihlerinde Kıyıköy'de, denizin hemen yanındaki çayırda iki sahnede 24 grup çalacak. Bu yıl ilk kez gündüzleri genç gruplara ayrılmış küçük bir sahne ve genişletilmiş bir elektronik çadır da var.</font></p>
<p><font face="Tahoma, Verdana" size="2">Ana sahnenin gün gün programı şöyle:</font></p>
<table width="100%" cellpadding="4" cellspacing="0" border="1" bordercolor="#e2d3dc" style="font:13px Tahoma">{prog}</table>
<p><font face="Tahoma, Verdana" size="2">Gündüz sahnesinde her gün 13.00-18.00 arası, başvuruları arasından seçtiğimiz 12 genç grup çıkacak. Listenin tamamı <a href="/program.html">program sayfasında</a>.</font></p>
<p align="center"><img src="/resimler/blog/sahne-plani.svg" width="480" height="240" alt="Alan planı"><br><font face="Tahoma" size="1" color="#666666">2011 alan planı: ana sahne, gündüz sahnesi, elektronik çadır ve kamp alanı</font></p>
<p><font face="Tahoma, Verdana" size="2">Kombine biletler 20 Nisan'da satışa çıkıyor. Soru ve önerilerinizi aşağıya yazabilirsiniz, hepsini okuyoruz!</font></p>
<font face="Tahoma" size="1"><a href="/blog/">&laquo; Tüm yazılar</a> | <a href="http://facebook.example.com/share?u=/blog/2011-programi-aciklandi.html">Facebook'ta paylaş</a> | <a href="http://twitter.example.com/share?text=Kuzey+R%C3%BCzg%C3%A2r%C4%B1+2011">Tweetle</a></font>
<br><br><table width="100%" cellpadding="3" bgcolor="#7a1f5c"><tr><td><font face="Tahoma" size="2" color="#ffffff"><b>Yorumlar (15)</b></font></td></tr></table><br>
{"".join(out)}<font face="Tahoma" size="2"><b>Yorum yaz</b></font><br>
<form action="/blog/yorum.php" method="post"><font face="Tahoma" size="2">Adınız:<br><input type="text" name="ad" size="30"><br>Yorumunuz:<br><textarea name="yorum" rows="5" cols="50"></textarea><br><input type="submit" value="Gönder"></font></form>
</td>
<td width="220" bgcolor="#f6eef3" style="padding:10px">
<div class="kutu" align="center"><font face="Tahoma" size="2" color="#7a1f5c"><b>Festivale</b><br><font size="6">79</font><br>gün kaldı!</font></div>
<div class="kutu"><font face="Tahoma" size="2"><b>Son yazılar</b><br><a href="/blog/2011-programi-aciklandi.html">2011 programı açıklandı</a><br><a href="/blog/genc-gruplar-basvuru-sonuclari.html">Genç gruplar: başvuru sonuçları</a><br><a href="/blog/gonullu-ariyoruz.html">Gönüllü arıyoruz!</a><br><a href="/blog/2010-fotograflari.html">2010'dan fotoğraflar</a></font></div>
<div class="kutu"><font face="Tahoma" size="2"><b>Arşiv</b><br><a href="/blog/2011/04/">Nisan 2011</a> (3)<br><a href="/blog/2011/03/">Mart 2011</a> (5)<br><a href="/blog/2011/02/">Şubat 2011</a> (2)</font></div>
<div class="kutu" align="center"><font face="Tahoma" size="1">Sponsorlarımız</font><br><a href="http://radyodalga.example.com.tr/"><img src="/resimler/sponsor-radyo.svg" width="160" height="60" border="0" alt="Radyo Dalga"></a><br><br><a href="http://sahilbufe.example.com.tr/"><img src="/resimler/sponsor-bira.svg" width="160" height="60" border="0" alt="Sahil Büfe"></a></div>
<div class="kutu"><font face="Tahoma" size="2"><a href="http://facebook.example.com/kuzeyruzgari">Facebook'ta bizi takip edin</a><br><a href="http://twitter.example.com/kuzeyruzgari">@kuzeyruzgari</a></font></div>
</td></tr>
<tr><td colspan="3" bgcolor="#2b1030" align="center" height="40"><font face="Tahoma" size="1" color="#bbbbbb">&copy; 2008-2011 Kuzey Rüzgârı Müzik Festivali &middot; Tüm hakları saklıdır &middot; <a href="/iletisim.html"><font color="#ffd23f">İletişim</font></a></font></td></tr>
</table>"""
    return make(
        "ey-tr-festival-program",
        "discussion",
        "tr",
        doc(
            body,
            title="Kuzey Rüzgârı Müzik Festivali | Blog | 2011 programı açıklandı",
            lang="tr",
            css=css,
            kind="html4",
        ),
        es,
        path=path,
        container="'Yorumlar (15)' in a table bar, then for each comment font > b NAME, font '(DD.MM.YYYY - HH:MM)', <br>, a font holding the text (lines by <br>, paragraphs by <br><br>), <br>, <hr>, all siblings in a layout table cell",
        heading="Yorumlar (15)",
        description="A Turkish music festival's blog (April 2011, a layout table and <font> tags everywhere: a banner, a menu bar, the line-up table, a countdown, recent posts, an archive, sponsors' banners): 15 comments with no element of their own, each a bold name in a <font>, a small date, the text in a <font> and an <hr>; the festival team's '@NAME' answers in the text (flat), a numbered wish list typed as lines, links, colloquial spellings ('gelicem', 'gelecez').",
        files=files,
    )


# --------------------------------------------------------------------------- ja: a columnist's self-made site, 2007


def ja_column() -> Case:
    es = [
        E(
            "商店街の住人",
            "2007年11月06日 22:41",
            "うちの近所でも同じことがありました。毎朝「今日はこれが安いよ」と声をかけてくれるおじさんがいなくなって、"
            "通りが急に静かになった気がします。",
        ),
        E(
            "ゆうこ",
            "2007年11月07日 08:15",
            "森下さんのコラム、毎週楽しみにしています。\n\n八百屋さんのご主人の「大根は葉っぱで選べ」という言葉、"
            "さっそく今日スーパーで試してみます（笑）",
        ),
        E(
            "タカハシ",
            "2007年11月07日 12:30",
            "時代の流れと言ってしまえばそれまでですが、駅前に大型店ができてから５年で商店街の店が半分になりました。"
            "区はもう少し何かできなかったのかと思います。",
        ),
        E(
            "森下",
            "2007年11月07日 23:05",
            "＞ゆうこさん\nありがとうございます。葉っぱがピンとしているものを選べば、まず間違いないそうです。\n"
            "＞タカハシさん\n区の補助金の話も取材したのですが、コラムには書ききれませんでした。次回以降で触れるつもりです。",
        ),
        E(
            "元・八百屋の娘",
            "2007年11月08日 19:48",
            "父も同じように去年店を閉めました。最後の日、常連さんが次々に来て、棚が空になるまで話し込んでいたのを"
            "思い出しました。読みながら泣いてしまいました。",
        ),
        E(
            "ken",
            "2007年11月10日 02:14",
            "いいコラムでした。ブログで紹介させてもらいました。→ [ken's diary](http://kensdiary.example.jp/2007/11/10/)",
        ),
    ]
    path = "/column/142.html"
    out = "".join(
        f'{paras(e.text)}\n<p align="right"><font size="2" color="#666666">Posted by {esc(e.who)} at {esc(e.at)}</font></p>\n'
        '<hr size="1" noshade>\n'
        for e in es
    )
    recent = [
        ("142", "2007/11/06", "八百屋が閉まった日"),
        ("141", "2007/10/30", "終電のあとの駅"),
        ("140", "2007/10/23", "運動会の場所取り"),
        ("139", "2007/10/16", "町内会の回覧板"),
        ("138", "2007/10/09", "秋刀魚の値段"),
    ]
    files = {
        "/img/title.svg": svg(760, 80, "#f5efe0", "森下聡のコラム帳", fg="#5a3e1b", size=30),
        "/img/yaoya.svg": svg(400, 260, "#c9b48a", "閉店の貼り紙", fg="#333"),
        "/img/book.svg": svg(90, 128, "#7b4b2a", "町の灯", size=16),
        "/img/counter.svg": svg(90, 18, "#000", "0238114", fg="#0f0", size=12),
    }
    rows = "".join(
        f'<li><a href="/column/{n}.html">{esc(t)}</a><br><font size="1" color="#999999">{d}</font></li>'
        for n, d, t in recent
    )
    css = """body{margin:0;background:#efe8d8;color:#333;font-size:14px;line-height:1.8}a{color:#7b4b2a}a:hover{color:#c00}
.honbun p{margin:0 0 1em}.honbun{font-size:15px}h2.midashi{font-size:20px;border-left:6px solid #7b4b2a;padding-left:8px;color:#5a3e1b}
h3.com{font-size:14px;background:#e8dcc2;padding:3px 8px;color:#5a3e1b}.side li{margin-bottom:6px}.side ul{padding-left:16px;margin:4px 0}"""
    body = f"""<table width="780" align="center" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td colspan="2" align="center" style="padding:10px"><a href="/"><img src="/img/title.svg" width="760" height="80" border="0" alt="森下聡のコラム帳"></a><br><font size="2" color="#888888">since 2001 ・ 地方紙に書いているコラムと、書ききれなかったこと</font></td></tr>
<tr><td colspan="2" bgcolor="#7b4b2a" align="center" height="24"><font size="2" color="#ffffff"><a href="/"><font color="#ffffff">トップ</font></a> ｜ <a href="/column/"><font color="#ffffff">コラム一覧</font></a> ｜ <a href="/profile.html"><font color="#ffffff">プロフィール</font></a> ｜ <a href="/books.html"><font color="#ffffff">著書</font></a> ｜ <a href="/bbs/"><font color="#ffffff">掲示板</font></a> ｜ <a href="/link.html"><font color="#ffffff">リンク</font></a> ｜ <a href="mailto:morishita@column.example.jp"><font color="#ffffff">メール</font></a></font></td></tr>
<tr valign="top"><td width="560" style="padding:16px 20px">
<font size="2" color="#888888"><a href="/">トップ</a> &gt; <a href="/column/">コラム一覧</a> &gt; No.142</font>
<h2 class="midashi">No.142　八百屋が閉まった日</h2>
<font size="2" color="#888888">2007年11月06日（火）　湖北タイムス「町の灯」掲載分に加筆</font>
<div class="honbun">
<p>駅から三本目の角にあった八百屋が、先月末で店を閉めた。創業は昭和三十年、五十二年間続いた店である。</p>
<p>閉店の日、シャッターには手書きの貼り紙があった。「長いあいだ本当にありがとうございました。大根は葉っぱで選んでください」。最後まで八百屋らしい、と思った。</p>
<p align="center"><img src="/img/yaoya.svg" width="400" height="260" alt="閉店の貼り紙"><br><font size="2" color="#888888">シャッターの貼り紙（店主の許可を得て撮影）</font></p>
<p>ご主人に話を聞いた。駅前に大型スーパーができてから客は三割減った。それでも続けてきたのは、毎朝来るお年寄りがいたからだという。「うちが閉めたら、あの人たちはどこで話をするのかね」。</p>
<p>商店街は買い物をする場所であると同時に、人が立ち止まって話をする場所でもあった。そういう場所が一つ、また一つと消えていく。私たちはそれを、値段の安さと引きかえに手放しているのかもしれない。</p>
<p>来週は、この商店街で三代続く豆腐屋の話を書くつもりだ。</p>
</div>
<p align="right"><font size="2">森下 聡</font></p>
<h3 class="com">■ この記事へのコメント</h3>
{out}<p><b>コメントを書く</b><br><font size="2" color="#888888">※ スパム対策のため、管理人が確認してから表示されます。</font></p>
<form action="/cgi-bin/comment.cgi" method="post"><input type="hidden" name="no" value="142"><table><tr><td><font size="2">お名前</font></td><td><input type="text" name="name" size="30"></td></tr><tr><td><font size="2">URL</font></td><td><input type="text" name="url" size="30"></td></tr><tr><td valign="top"><font size="2">コメント</font></td><td><textarea name="comment" rows="5" cols="44"></textarea></td></tr><tr><td></td><td><input type="submit" value="送信"></td></tr></table></form>
<p align="center"><font size="2"><a href="/column/141.html">&laquo; 前のコラム</a> ｜ <a href="/column/">一覧</a> ｜ 次のコラム &raquo;</font></p>
</td>
<td width="220" bgcolor="#f8f3e8" style="padding:14px" class="side">
<font size="2"><b>■ 最近のコラム</b></font><ul>{rows}</ul>
<font size="2"><b>■ 連載中</b></font><br><font size="2">湖北タイムス「町の灯」（毎週火曜）<br>月刊ふるさと通信「路地の話」</font><br><br>
<font size="2"><b>■ 著書</b></font><br><a href="/books.html"><img src="/img/book.svg" width="90" height="128" border="0" alt="町の灯" align="left" hspace="4"></a><font size="2">『町の灯』<br>コラム集・2005年<br>定価1,400円</font><br clear="all"><br>
<font size="2"><b>■ 検索</b></font><form action="/cgi-bin/search.cgi"><input type="text" name="q" size="16"><input type="submit" value="検索"></form>
<font size="2">あなたは</font><img src="/img/counter.svg" width="90" height="18" alt="0238114"><font size="2">人目のお客様です</font>
</td></tr>
<tr><td colspan="2" bgcolor="#7b4b2a" align="center" height="30"><font size="1" color="#ffffff">Copyright (C) 2001-2007 Satoshi Morishita. All rights reserved. 文章・写真の無断転載を禁じます。</font></td></tr>
</table>"""
    return make(
        "ey-ja-column-yaoya",
        "discussion",
        "ja",
        doc(body, title="八百屋が閉まった日 ｜ 森下聡のコラム帳", lang="ja", css=css, kind="html4"),
        es,
        path=path,
        container="h3.com '■ この記事へのコメント', then for each comment one or more p of text, p[align=right] > font 'Posted by NAME at YYYY年MM月DD日 HH:MM' and an hr, all siblings in a layout table cell",
        heading="■ この記事へのコメント",
        description="A Japanese columnist's self-made site (November 2007, a centred layout table, a brown menu bar, recent columns with dates, his books, a search box, a visit counter): 6 comments with no element of their own, the text's paragraphs first, then a right-aligned 'Posted by NAME at DATE' line and an <hr>; the columnist's answers '＞NAMEさん' in one comment (flat), a link.",
        files=files,
    )


def threads2_ey() -> list[Case]:
    return [pl_szkola(), sv_skidort(), tr_festival(), ja_column()]
