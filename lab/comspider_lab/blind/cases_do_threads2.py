"""Blind set DO: a Finnish local paper of 2012 ("Lukijoiden mielipiteet": 4 nicknamed readers' opinions, never
"comment" in its markup in any language), a Polish town paper of 2011 (15 comments nested four deep, registered
readers and guests with masked IPs, plus/minus ratings, a removed entry, the reporter's answer) and a Turkish city
paper of 2014 ("Okur Görüşleri": 5 readers' opinions in a flat list with an '@name' answer and agree/disagree counts,
never "comment" in its markup in any language). Every class name, name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_do_common import (
    C,
    Case,
    doc,
    esc,
    kids,
    make,
    paras,
    ranked,
    share,
    slug,
    talk,
)

# --------------------------------------------------------------------------- Finnish: a local paper

FI_CSS = (
    "body{margin:0;background:#f4f4f4;font:14px/1.5 Arial,Helvetica,sans-serif;color:#222}#runko{width:960px;margin:0 auto;background:#fff}"
    "#ylapalkki{background:#003b6f;color:#fff;padding:16px}#ylapalkki .lehti{font:bold 32px Georgia,serif}#ylapalkki .pvm{float:right;font-size:12px}"
    "#valikko{background:#e9eef3;border-bottom:1px solid #c5d0db}#valikko a{display:inline-block;padding:7px 12px;color:#003b6f;font-weight:bold;text-decoration:none}"
    "#sisus{overflow:hidden;padding:14px 16px}#juttu{float:left;width:620px}#sivu{float:right;width:290px}.aika{color:#777;font-size:12px}.ingressi{font-size:16px;font-weight:bold}"
    ".jaa{list-style:none;padding:0;overflow:hidden}.jaa li{float:left;margin-right:10px;font-size:12px}.cnt{background:#eee;padding:0 4px}"
    ".laatikko{border-top:3px solid #003b6f;margin-bottom:14px;background:#fafafa;padding:6px 10px}.laatikko h4{margin:0 0 4px}.laatikko ol{padding-left:20px;margin:0}"
    "#keskustelu h3{font-size:18px;border-bottom:2px solid #003b6f}.mielipide{border-bottom:1px solid #ddd;padding:8px 0}.mielipide .nimimerkki{font-weight:bold}.mielipide .klo{color:#888;font-size:12px;margin-left:6px}"
    ".ilmoita{font-size:11px}#alapalkki{background:#003b6f;color:#cdd;padding:14px;font-size:12px;clear:both}"
)


def fi_jarvilinna() -> Case:
    cs = talk("""
Kuusiniemeläinen @ 6.11.2012 klo 15.22 :: Koulumatka pitenee 23 kilometriin. Ekaluokkalainen istuu taksissa melkein tunnin päivässä. Säästö on paperilla 180 000 euroa, mutta kuljetukset syövät senkin.
Huolestunut äiti @ 6.11.2012 klo 16.40 :: Meidän kylästä lähti jo kauppa ja posti. Jos koulu lähtee, lapsiperheet muuttavat kirkonkylään ja sitten ei ole kylää ollenkaan.
realisti @ 6.11.2012 klo 19.05 :: Kuusiniemessä on ensi syksynä 14 oppilasta kuudella luokka-asteella. Ei sellaista voi pitää pystyssä loputtomiin, vaikka kuinka harmittaa. // Parempi että lapset pääsevät isompaan kouluun, jossa on kavereita ja kunnon liikuntasali.
ex-opettaja @ 7.11.2012 klo 8.12 :: Realistille: pienessä koulussa oppimistulokset ovat usein ihan yhtä hyviä. Kävisitte valtuutetut katsomassa ennen kuin päätätte.
""")
    rows = "".join(
        f'<div class="mielipide" id="m{3310 + i}"><span class="nimimerkki">{esc(c.who)}</span><span class="klo">{esc(c.at)}</span>'
        f'{paras(c.body)}<a class="ilmoita" href="/ilmoita/{3310 + i}">Ilmoita asiaton viesti</a></div>'
        for i, c in enumerate(cs)
    )
    juttu = (
        '<p class="aika"><a href="/uutiset/">Uutiset</a> &middot; ti 6.11.2012 klo 14.05 &middot; päivitetty klo 14.40</p>'
        "<h1>Kuusiniemen koulu lakkautetaan ensi syksynä &ndash; lautakunta äänesti 5&ndash;4</h1>"
        '<p class="ingressi">Sivistyslautakunta esittää, että Kuusiniemen kyläkoulun 14 oppilasta siirtyvät elokuussa kirkonkylän kouluun. Lopullisen päätöksen tekee valtuusto 26. marraskuuta.</p>'
        '<img src="/_avatar/kuvat/kuusiniemen-koulu.jpg" width="620" height="300" alt="" /><p class="kuvateksti">Kuusiniemen koulu on toiminut samassa rakennuksessa vuodesta 1921. Kuva: Tero Heikkinen</p>'
        "<p>Lautakunnan kokous kesti maanantaina lähes neljä tuntia. Lakkauttamisen puolesta äänestivät viisi jäsentä, vastaan neljä.</p>"
        "<p>Sivistysjohtaja Pirjo Laaksosen mukaan lakkautus säästäisi vuodessa noin 180 000 euroa. Koulukuljetukset maksaisivat arviolta 40 000 euroa vuodessa.</p>"
        "<p>Kyläyhdistys on kerännyt koulun puolesta 430 nimeä. &ndash; Koulu on kylän sydän, sanoo yhdistyksen puheenjohtaja Markku Rautio.</p>"
        '<p class="toimittaja">Teksti: <a href="/toimittajat/anna-kettunen/">Anna Kettunen</a></p>'
        + share({"Suosittele": "212", "Twiittaa": "8", "Lähetä": "17"}, "jaa")
        + '<div class="laatikko"><h4>Aiheesta aiemmin</h4><ul><li><a href="#">Kyläkoulujen kohtalo ratkeaa syksyllä (14.9.2012)</a></li><li><a href="#">Kuusiniemen kyläyhdistys keräsi 430 nimeä (2.10.2012)</a></li></ul></div>'
        '<div id="keskustelu"><h3>Lukijoiden mielipiteet (4)</h3>'
        + rows
        + '<form action="/mielipide/lisaa" method="post" class="kirjoita"><h4>Kirjoita mielipiteesi</h4><p>Nimimerkki <input type="text" name="nimimerkki" /></p>'
        '<p><textarea name="viesti" rows="5" cols="60"></textarea></p><p><input type="submit" value="Lähetä" /></p>'
        '<p class="ohje">Toimitus tarkastaa viestit ennen julkaisua. Asiattomat viestit poistetaan.</p></form></div>'
    )
    sivu = (
        '<div class="laatikko"><h4>Luetuimmat</h4>'
        + ranked(
            """Kuusiniemen koulu lakkautetaan ensi syksynä – lautakunta äänesti 5–4
Hirvikolari valtatie 9:llä, kuljettaja sairaalaan
Uimahallin remontti viivästyy kevääseen
Järvilinnan Kisa-Veikot nousi ykkösdivariin
Joulutori avataan 1. joulukuuta""",
        )
        + "</div>"
        '<div class="laatikko"><h4>Sää</h4><p>Järvilinna +2 &deg;C, räntää<br />Keskiviikko: &minus;1 &deg;C, pilvistä</p></div>'
        '<div class="laatikko"><h4>Päivän kysymys</h4><p>Pitäisikö kyläkoulut säilyttää hinnalla millä hyvänsä?<br />Kyllä 61 % &middot; Ei 39 %<br /><small>vastauksia 803</small></p></div>'
        '<div class="laatikko"><h4>Menovinkit</h4><ul><li>to 8.11. Elokuvateatteri Kuvakukko: Tuntematon ilta</li><li>la 10.11. Isänpäivän myyjäiset seurakuntatalolla</li></ul></div>'
        '<div class="laatikko"><img src="/_avatar/mainos/osuuskauppa-290.gif" width="270" height="200" alt="Mainos" /></div>'
    )
    body = (
        '<div id="runko"><div id="ylapalkki"><span class="pvm">tiistai 6.11.2012 &middot; Nimipäivää viettää Aatos</span><div class="lehti">Järvilinnan Sanomat</div></div>'
        '<div id="valikko"><a href="/">Etusivu</a><a href="/uutiset/">Uutiset</a><a href="/urheilu/">Urheilu</a><a href="/menot/">Menot</a><a href="/mielipide/">Mielipide</a><a href="/kuolleet/">Kuolleet</a><a href="/nakoislehti/">Näköislehti</a></div>'
        f'<div id="sisus"><div id="juttu">{juttu}</div><div id="sivu">{sivu}</div></div>'
        '<div id="alapalkki">Järvilinnan Sanomat &middot; Kauppakatu 12, 79100 Järvilinna &middot; puh. 017 555 2100 &middot; <a href="/tilaa/">Tilaa lehti</a> &middot; <a href="/yhteystiedot/">Yhteystiedot</a></div></div>'
    )
    html = doc("Kuusiniemen koulu lakkautetaan ensi syksynä", "Järvilinnan Sanomat", FI_CSS, body, "fi")
    return make(
        "do-fi-jarvilinna",
        "discussion",
        "fi",
        html,
        cs,
        path="/uutiset/2012/11/06/kuusiniemen-koulu-lakkautetaan.html",
        container="div#keskustelu > div.mielipide (flat)",
        heading="Lukijoiden mielipiteet (4)",
        description="A Finnish local paper's school story, 2012: 4 nicknamed readers' opinions in a flat list under "
        "'Lukijoiden mielipiteet (4)', 'Ilmoita asiaton viesti'; never 'comment' in the markup in any language.",
    )


# --------------------------------------------------------------------------- Polish: a town paper

PL_CSS = (
    "body{margin:0;background:#ececec;font:12px/1.5 Tahoma,Verdana,sans-serif;color:#222}#strona{width:1000px;margin:0 auto;background:#fff}"
    "#naglowek{background:#a4161a;color:#fff;padding:12px 14px}#naglowek .tytul{font:bold 34px Georgia,serif}#naglowek .data{float:right;font-size:11px}"
    "#menu{background:#660708}#menu a{display:inline-block;color:#fff;padding:6px 10px;font-weight:bold;text-decoration:none}"
    "#srodek{overflow:hidden;padding:12px 14px}#tresc{float:left;width:660px}#prawa{float:right;width:300px}.data-art{color:#888;font-size:11px}.lead{font-weight:bold;font-size:14px}"
    ".udostepnij{list-style:none;padding:0;overflow:hidden}.udostepnij li{float:left;margin-right:10px;font-size:11px}.cnt{background:#f3e2e2;padding:0 3px}"
    ".ramka{border:1px solid #ddd;margin-bottom:12px}.ramka h4{margin:0;background:#f3e2e2;color:#a4161a;padding:4px 8px}.ramka ol,.ramka ul{margin:6px 0;padding-left:22px}"
    "#komentarze h3{color:#a4161a;font-size:16px;border-bottom:2px solid #a4161a}.kom{border-top:1px solid #e5e5e5;padding:6px 0 4px}.kom-odp{margin-left:28px}"
    ".kom .autor a{font-weight:bold;color:#a4161a}.kom .autor .gosc{font-weight:bold;color:#555}.kom .ip,.kom .czas{color:#999;font-size:11px}.kom .ocena{float:right;font-size:11px}"
    ".kom .ocena .plus{color:#2a7d2a}.kom .ocena .minus{color:#b00}.kom-usuniety{color:#999;font-style:italic;border-top:1px solid #e5e5e5;padding:6px 0}.kom .red{background:#a4161a;color:#fff;font-size:10px;padding:0 3px}"
    "#stopka{background:#333;color:#aaa;padding:12px;font-size:11px;clear:both}"
)


def _pl_tree(cs: list[C], rates: list[str], removed_after: int) -> str:
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        kid = 40912 + 5 * i
        if c.staff:
            who = f'<a href="/redakcja/marta-zielinska/">{esc(c.who)}</a> <span class="red">redakcja</span>'
        elif c.member:
            who = f'<a href="/profil/{slug(c.who)}/">{esc(c.who)}</a>'
        else:
            ip = ("89.73", "83.24", "178.36", "89.73", "31.174")[i % 5]
            who = f'<span class="gosc">{esc(c.who)}</span> <span class="ip">(gość, IP: {ip}.*.*)</span>'
        plus, minus = rates[i].split("/")
        sub = ""
        if i in k:
            sub = '<div class="kom-odp">' + "".join(item(j) for j in k[i]) + "</div>"
        return (
            f'<div class="kom" id="kom{kid}"><div class="ocena"><a href="#" class="plus">+{plus}</a> / <a href="#" class="minus">-{minus}</a></div>'
            f'<div class="autor">{who} <span class="czas">{esc(c.at)}</span></div>'
            f'<div class="kom-tresc">{paras(c.body, br=True)}</div>'
            f'<div class="kom-akcje"><a href="#dodaj" rel="{kid}">Odpowiedz</a> | <a href="/zglos/{kid}">Zgłoś naruszenie</a></div>{sub}</div>'
        )

    out = []
    for i in k[None]:
        out.append(item(i))
        if i == removed_after:
            out.append(
                '<div class="kom-usuniety">Komentarz został usunięty przez moderatora, ponieważ naruszał regulamin serwisu.</div>'
            )
    return "".join(out)


def pl_brzozowiec() -> Case:
    cs = talk("""
*stary_brzozowiak @ 2011-07-12 10:03 :: Te lipy sadził mój dziadek w 1936 roku. Nie dajmy się nabrać, że "nasadzenia zastępcze" to to samo. Zanim nowe drzewka urosną, nas już nie będzie.
>Kaśka @ 2011-07-12 10:21 :: Podpisuję się obiema rękami. Czy jest jakaś petycja?
>>*stary_brzozowiak @ 2011-07-12 10:34 :: Jest, w bibliotece i w kwiaciarni pani Zosi przy Kościuszki. Do piątku.
>*inż. Tomasz W. @ 2011-07-12 11:02 :: Z całym szacunkiem, ale cztery z tych lip są wg ekspertyzy dendrologicznej spróchniałe i grożą przewróceniem. W zeszłym roku konar spadł na samochód przed apteką.
>>Kaśka @ 2011-07-12 11:15 :: To niech wytną te cztery, a nie wszystkie czternaście
>>>*inż. Tomasz W. @ 2011-07-12 11:48 :: Pozostałe kolidują z nową kanalizacją deszczową. Można było zaprojektować inaczej, zgadzam się, ale projekt przeszedł bez uwag w 2010.
Mieszkanka rynku @ 2011-07-12 12:30 :: A kto pomyślał o nas, co mieszkamy przy rynku? Trzy miesiące młotów pneumatycznych od 7 rano. I gdzie mamy parkować?
*Zbyszek_K @ 2011-07-12 14:05 :: 11 mln zł, z czego 85% z unijnej kasy. Jak nie weźmiemy, to wezmą inni. Rynek wygląda jak w latach 70., nawierzchnia dziurawa, ławki połamane. Trochę entuzjazmu, ludzie!
>gość_z_Wrocławia @ 2011-07-12 14:40 :: Entuzjazm będzie jak zobaczycie "betonozę" jak w połowie polskich miasteczek. Granitowa płyta, dwie fontanny i zero cienia. W lipcu nie da się tam stać.
>>*Zbyszek_K @ 2011-07-12 15:02 :: Widział pan projekt? Jest tam 30 nowych drzew i pergole. // Wizualizacja jest na stronie urzędu: www.brzozowiec.pl/rynek
>>>gość_z_Wrocławia @ 2011-07-12 15:30 :: 30 sadzonek grubości kija od szczotki. Za 40 lat pogadamy.
Ania @ 2011-07-12 19:22 :: A ja się cieszę. W końcu będzie gdzie wyjść z wózkiem, bo teraz to same krawężniki i kocie łby.
>Kaśka @ 2011-07-12 20:01 :: Aniu, kocie łby też mają zostać wymienione, z wózkiem będzie lepiej, to fakt. Szkoda tylko drzew.
Jurek @ 2011-07-13 07:45 :: Kiedy dokładnie zaczynają? Mam stoisko na targu w czwartki, gdzie będzie targ przez te miesiące?
>+Marta Zielińska @ 2011-07-13 09:10 :: Panie Jerzy, według urzędu czwartkowy targ zostanie przeniesiony na plac przy ul. Dworcowej (obok PKS) od 1 sierpnia do końca października. Dopytamy o szczegóły i napiszemy.
""")
    rates = [
        "34/5",
        "12/1",
        "9/0",
        "8/14",
        "15/2",
        "5/7",
        "19/1",
        "11/16",
        "13/6",
        "7/9",
        "10/4",
        "6/3",
        "5/0",
        "2/0",
        "9/0",
    ]
    tresc = (
        '<p class="data-art"><a href="/wiadomosci/">Wiadomości</a> &raquo; <a href="/brzozowiec/">Brzozowiec</a> &nbsp;|&nbsp; 12 lipca 2011, 09:15 &nbsp;|&nbsp; Marta Zielińska</p>'
        "<h1>Rynek do przebudowy. Wytną 14 starych lip</h1>"
        '<p class="lead">Przebudowa brzozowieckiego rynku ruszy 1 sierpnia. Wykonawca zaczyna od wycinki 14 lip, które rosną wokół płyty od ponad 70 lat. Mieszkańcy zbierają podpisy w ich obronie.</p>'
        '<img src="/_avatar/zdjecia/rynek-lipy.jpg" width="660" height="320" alt="" /><p class="podpis">Lipy na brzozowieckim rynku. Fot. Marta Zielińska</p>'
        "<p>Umowę z firmą Budrex z Leszna burmistrz Henryk Kowalczyk podpisał w poniedziałek. Przebudowa ma kosztować 11 mln zł, z czego 85 procent pokryje dotacja unijna. Prace potrwają do końca października 2012 roku.</p>"
        "<p>Projekt przewiduje nową nawierzchnię z granitu, dwie fontanny, nowe oświetlenie i kanalizację deszczową. W miejsce wyciętych lip ma zostać posadzonych 30 młodych drzew.</p>"
        "<p>&ndash; Cztery drzewa według ekspertyzy są w złym stanie, pozostałe kolidują z siecią kanalizacyjną &ndash; tłumaczy Ewa Nowicka z wydziału inwestycji.</p>"
        "<p>Przeciwnicy wycinki zbierają podpisy pod petycją w Miejskiej Bibliotece Publicznej. Na czas przebudowy czwartkowy targ zostanie przeniesiony.</p>"
        + share({"Lubię to!": "96", "Nasza-klasa": "14", "Wykop": "3", "Twitter": "2"}, "udostepnij")
        + '<div class="ramka"><h4>Czytaj także</h4><ul><li><a href="#">Rynek w Brzozowcu z unijną dotacją (03.02.2011)</a></li><li><a href="#">Targ w czwartki bez zmian do sierpnia (28.06.2011)</a></li></ul></div>'
        '<div id="komentarze"><h3>Komentarze (15)</h3><p class="regul">Komentarze są prywatnymi opiniami czytelników. Redakcja nie ponosi za nie odpowiedzialności. <a href="/regulamin/">Regulamin</a></p>'
        + _pl_tree(cs, rates, 6)
        + '<div id="dodaj"><h4>Dodaj komentarz</h4><form method="post" action="/komentarze/dodaj"><p>Podpis: <input type="text" name="podpis" /> <a href="/logowanie/">Zaloguj się</a> | <a href="/rejestracja/">Załóż konto</a></p>'
        '<p><textarea name="tresc" rows="5" cols="70"></textarea></p><p><input type="submit" value="Wyślij" /></p></form></div></div>'
    )
    prawa = (
        '<div class="ramka"><h4>Najczęściej czytane</h4>'
        + ranked(
            """Rynek do przebudowy. Wytną 14 starych lip | 6 102
Wypadek na krajowej 5, jedna osoba ranna | 4 455
Dni Brzozowca: w sobotę koncert Budki Suflera | 3 980
Basen miejski zamknięty do 20 lipca | 2 311""",
            "odsłon",
        )
        + "</div>"
        '<div class="ramka"><h4>Pogoda</h4><p style="padding:0 8px">Brzozowiec: 27&deg;C, burze po południu<br />Środa: 24&deg;C</p></div>'
        '<div class="ramka"><h4>Sonda</h4><p style="padding:0 8px">Czy lipy na rynku powinny zostać?<br />Tak &ndash; 71% &nbsp; Nie &ndash; 24% &nbsp; Nie mam zdania &ndash; 5%<br /><small>Głosów: 1 684</small></p></div>'
        '<div class="ramka"><h4>Ogłoszenia drobne</h4><ul><li>Sprzedam działkę budowlaną 1200 m2, Brzozowiec-Zalesie</li><li>Korepetycje z matematyki, tel. 605 xxx xxx</li><li>Kupię mieszkanie 2 pok. w centrum</li></ul></div>'
        '<div class="ramka"><img src="/_avatar/reklama/meble-300x250.gif" width="300" height="250" alt="reklama" /></div>'
    )
    body = (
        '<div id="strona"><div id="naglowek"><span class="data">wtorek, 12 lipca 2011 &middot; imieniny: Brunona, Jana, Weroniki</span><div class="tytul">Kurier Brzozowiecki</div></div>'
        '<div id="menu"><a href="/">Strona główna</a><a href="/wiadomosci/">Wiadomości</a><a href="/sport/">Sport</a><a href="/kultura/">Kultura</a><a href="/ogloszenia/">Ogłoszenia</a><a href="/forum/">Forum</a><a href="/galerie/">Galerie</a></div>'
        f'<div id="srodek"><div id="tresc">{tresc}</div><div id="prawa">{prawa}</div></div>'
        '<div id="stopka">&copy; 2011 Kurier Brzozowiecki &middot; Wydawnictwo Brzoza sp. z o.o. &middot; <a href="/kontakt/">Kontakt</a> &middot; <a href="/reklama/">Reklama</a> &middot; <a href="/regulamin/">Regulamin</a></div></div>'
    )
    html = doc("Rynek do przebudowy. Wytną 14 starych lip", "Kurier Brzozowiecki", PL_CSS, body, "pl")
    return make(
        "do-pl-brzozowiec",
        "discussion",
        "pl",
        html,
        cs,
        path="/wiadomosci/brzozowiec/2011/07/12/rynek-do-przebudowy-wytna-14-lip.html",
        container="div#komentarze > div.kom (div.kom-odp nesting)",
        heading="Komentarze (15)",
        description="A Polish town paper's story on the market square, 2011: 15 comments four levels deep, registered "
        "readers as profile links and guests '(gość, IP: n.n.*.*)', '+n / -n', a removed entry's notice, the reporter's "
        "answer marked 'redakcja'.",
    )


# --------------------------------------------------------------------------- Turkish: a city paper

TR_CSS = (
    "body{margin:0;background:#ddd;font:13px/1.5 Tahoma,Arial,sans-serif;color:#222}#govde{width:980px;margin:0 auto;background:#fff}"
    "#ust{background:#0b5394;color:#fff;padding:10px 14px;overflow:hidden}#ust .logo{font:bold 32px Arial;float:left}#ust .tarih{float:right;font-size:11px;text-align:right}"
    "#kategoriler{background:#073763;clear:both}#kategoriler a{display:inline-block;color:#fff;padding:7px 11px;text-decoration:none;font-weight:bold;font-size:12px}"
    "#sondakika{background:#cc0000;color:#fff;padding:4px 12px;font-size:12px}#ana{overflow:hidden;padding:12px 14px}#haber{float:left;width:640px}#yan{float:right;width:290px}"
    ".spot{font-size:15px;font-weight:bold;color:#333}.kunye{font-size:11px;color:#777}.paylas{list-style:none;padding:0;overflow:hidden}.paylas li{float:left;margin-right:10px;font-size:11px}.cnt{background:#e8f0fa;padding:0 4px}"
    ".kutu{border:1px solid #d0d8e0;margin-bottom:12px}.kutu h4{margin:0;background:#0b5394;color:#fff;padding:4px 8px}.kutu ol,.kutu ul{margin:6px 0;padding-left:22px}"
    "#gorusler h3{color:#0b5394;border-bottom:2px solid #0b5394}.gorus{border-bottom:1px dashed #ccc;padding:8px 0}.gorus .okur{font-weight:bold;color:#0b5394}.gorus .saat{color:#999;font-size:11px}"
    ".gorus .oy{font-size:11px;color:#555}#alt{background:#073763;color:#9fc5e8;padding:14px;font-size:11px;clear:both}"
)


def tr_golkent() -> Case:
    cs = talk("""
Nurhan Aksoy @ 23.04.2014 12:47 :: Çocukluğum o salonda geçti. Her pazar sabahı matineye giderdik. Otopark için yıkmak çok yazık, başka yer mi yok bu şehirde?
emekli öğretmen @ 23.04.2014 13:15 :: Bina 1958 yapımı, tescilli değilmiş. Koruma kuruluna başvurulsa belki kurtarılabilir. Bir dernek çıkıp bu işi takip etmeli.
Serkan_G @ 23.04.2014 14:02 :: Arkadaşlar duygusallığı bırakın, o bina 15 yıldır boş ve çürüyor. İçi güvercin dolu. Çarşıda park yeri bulamıyoruz, otopark şart.
Nurhan Aksoy @ 23.04.2014 14:30 :: @Serkan_G boş durması belediyenin suçu ama. Restore edilse kültür merkezi olur, otopark da yer altına yapılır. İzmir'de yaptılar.
Gölkentli @ 24.04.2014 09:05 :: 400 araçlık otopark için tarihi çarşının ortasını betona çevirmek mantıksız. Şehrin girişine yapsınlar, oradan minibüs koysunlar.
""")
    votes = [("41", "3"), ("28", "1"), ("12", "30"), ("25", "4"), ("19", "2")]
    rows = "".join(
        f'<div class="gorus" id="g{9071 + i}"><span class="okur">{esc(c.who)}</span> <span class="saat">{esc(c.at)}</span>'
        f'{paras(c.body)}<div class="oy"><a href="#">Katılıyorum ({votes[i][0]})</a> | <a href="#">Katılmıyorum ({votes[i][1]})</a> | <a href="/sikayet/{9071 + i}">Şikayet et</a></div></div>'
        for i, c in enumerate(cs)
    )
    haber = (
        '<p class="kunye"><a href="/gundem/">Gündem</a> &middot; 23 Nisan 2014 Çarşamba, 11:20 &middot; Haber: Ayşe Demirtaş</p>'
        "<h1>Yıldız Sineması yıkılıyor, yerine katlı otopark yapılacak</h1>"
        '<p class="spot">Gölkent Belediyesi, 15 yıldır kapalı olan Yıldız Sineması binasını yıkarak yerine 400 araçlık katlı otopark yapma kararı aldı. İhale mayıs ayında yapılacak.</p>'
        '<img src="/_avatar/resim/yildiz-sinemasi.jpg" width="640" height="320" alt="" />'
        "<p>Belediye meclisinin nisan ayı toplantısında oy çokluğuyla kabul edilen kararla, Cumhuriyet Caddesi'ndeki Yıldız Sineması binası yıkılacak. Yerine yapılacak dört katlı otoparkın maliyeti 6,5 milyon lira olarak hesaplanıyor.</p>"
        "<p>Belediye Başkan Yardımcısı Kemal Uysal, çarşıdaki park sorununun çözüleceğini söyledi: &ldquo;Esnafımız ve vatandaşlarımız yıllardır otopark istiyor.&rdquo;</p>"
        "<p>1958'de açılan sinema, 1999'da kapanmıştı. Bina tescilli kültür varlıkları listesinde yer almıyor.</p>"
        + share({"Facebook'ta paylaş": "318", "Tweetle": "44", "Google+": "2", "E-posta": "9"}, "paylas")
        + '<div class="kutu"><h4>İlgili haberler</h4><ul><li><a href="#">Çarşıda park cezası yağdı (12.03.2014)</a></li><li><a href="#">Eski sinemalar sergisi açıldı (02.02.2014)</a></li></ul></div>'
        '<div id="gorusler"><h3>Okur Görüşleri (5)</h3>'
        + rows
        + '<div class="gorus-yaz"><h4>Siz de görüşünüzü yazın</h4><form method="post" action="/gorus/gonder"><p>Adınız: <input type="text" name="ad" /> E-posta: <input type="text" name="eposta" /></p>'
        '<p><textarea name="metin" rows="5" cols="60"></textarea></p><p><input type="submit" value="Gönder" /></p>'
        '<p class="kural">Hakaret, küfür ve suçlama içeren görüşler yayınlanmaz.</p></form></div></div>'
    )
    yan = (
        '<div class="kutu"><h4>Çok okunanlar</h4>'
        + ranked(
            """Yıldız Sineması yıkılıyor, yerine katlı otopark yapılacak
Sahil yolunda trafik kazası: 3 yaralı
Gölkentspor play-off'u garantiledi
23 Nisan coşkusu meydanlara taştı
Halk pazarında zabıta denetimi""",
        )
        + "</div>"
        '<div class="kutu"><h4>Hava durumu</h4><p style="padding:0 8px">Gölkent: 19&deg;C, parçalı bulutlu<br />Perşembe: 21&deg;C</p></div>'
        '<div class="kutu"><h4>Namaz vakitleri</h4><p style="padding:0 8px">İmsak 04:41 &middot; Öğle 13:12 &middot; İkindi 16:54 &middot; Akşam 19:51 &middot; Yatsı 21:15</p></div>'
        '<div class="kutu"><h4>Piyasalar</h4><p style="padding:0 8px">Dolar 2,1150 &middot; Euro 2,9240 &middot; Altın 87,40</p></div>'
        '<div class="kutu"><h4>Anket</h4><p style="padding:0 8px">Yıldız Sineması yıkılmalı mı?<br />Evet %22 &middot; Hayır %71 &middot; Fikrim yok %7<br /><small>2.046 oy</small></p></div>'
        '<div class="kutu"><img src="/_avatar/reklam/beyaz-esya-290.gif" width="290" height="240" alt="reklam" /></div>'
    )
    body = (
        '<div id="govde"><div id="ust"><div class="logo">Gölkent Postası</div><div class="tarih">23 Nisan 2014 Çarşamba<br />Ulusal Egemenlik ve Çocuk Bayramı kutlu olsun</div></div>'
        '<div id="kategoriler"><a href="/">Ana Sayfa</a><a href="/gundem/">Gündem</a><a href="/asayis/">Asayiş</a><a href="/ekonomi/">Ekonomi</a><a href="/spor/">Spor</a><a href="/kultur-sanat/">Kültür Sanat</a><a href="/yazarlar/">Yazarlar</a><a href="/vefat/">Vefat</a></div>'
        '<div id="sondakika">SON DAKİKA: Sahil yolunda trafik kazası: 3 yaralı</div>'
        f'<div id="ana"><div id="haber">{haber}</div><div id="yan">{yan}</div></div>'
        '<div id="alt">&copy; 2014 Gölkent Postası &middot; Tüm hakları saklıdır &middot; <a href="/kunye/">Künye</a> &middot; <a href="/iletisim/">İletişim</a> &middot; <a href="/reklam/">Reklam</a></div></div>'
    )
    html = doc(
        "Yıldız Sineması yıkılıyor, yerine katlı otopark yapılacak", "Gölkent Postası", TR_CSS, body, "tr"
    )
    return make(
        "do-tr-golkent",
        "discussion",
        "tr",
        html,
        cs,
        path="/gundem/2014/04/23/yildiz-sinemasi-yikiliyor.html",
        container="div#gorusler > div.gorus (flat)",
        heading="Okur Görüşleri (5)",
        description="A Turkish city paper's story on an old cinema, 2014: 5 readers' opinions in a flat list under 'Okur "
        "Görüşleri (5)', an '@name' answer typed in the text, 'Katılıyorum (n) | Katılmıyorum (n)'; never 'comment' "
        "in the markup in any language.",
    )


def threads2_do() -> list[Case]:
    return [fi_jarvilinna(), pl_brzozowiec(), tr_golkent()]
