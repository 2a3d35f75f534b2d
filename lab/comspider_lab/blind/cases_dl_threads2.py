"""Blind set DL: a Romanian county daily of 2012 (8 comments nested three deep, members with avatars and visitors
marked "(vizitator)", thumbs up and down), a Bulgarian town site of 2014 ("Мнения (2)": two opinions in a flat list,
never "comment" in its markup) and a Croatian regional portal of 2011 (7 comments nested, registered readers and
guests "(gost)", "Sviđa mi se" counts). Every class name, name, place and text invented for this set; each comment
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dl_common import (
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

# --------------------------------------------------------------------------- Romanian: a county daily's own CMS

RO_CSS = (
    "body{margin:0;background:#f0ede4;font:13px/1.5 Georgia,serif;color:#222}#pagina{width:970px;margin:0 auto;background:#fff;padding:0 0 10px}"
    "#antet{border-bottom:5px solid #003f87;padding:14px 16px;overflow:hidden}#antet .titlu{font:bold 36px 'Times New Roman';color:#003f87;float:left}#antet .azi{float:right;font:11px Arial;color:#666;text-align:right}"
    "#meniu{background:#003f87;padding:0 10px}#meniu a{display:inline-block;color:#fff;font:bold 12px Arial;padding:7px 9px;text-decoration:none}"
    "#stanga{float:left;width:640px;padding:14px 16px}#dreapta{float:right;width:270px;padding:14px 12px;font-family:Arial}.caseta{border-top:3px solid #003f87;margin-bottom:14px}.caseta h3{font-size:13px;margin:4px 0}"
    ".sharebar{list-style:none;padding:0;overflow:hidden;font-family:Arial}.sharebar li{float:left;margin-right:10px;font-size:11px}.cnt{background:#eee;padding:0 4px}"
    ".comentarii ul{list-style:none;margin:0;padding:0}.comentarii ul ul{margin-left:36px}.comentariu{border-bottom:1px solid #e4e4e4;padding:8px 0;overflow:hidden}"
    ".comentariu img.av{float:left;margin-right:8px}.comentariu .autor{font:bold 12px Arial}.comentariu .vizitator{color:#888;font-weight:normal}.comentariu .data{font:11px Arial;color:#888}"
    ".comentariu .vot{font:11px Arial}#subsol{clear:both;background:#222;color:#aaa;font:11px Arial;padding:14px 16px}"
)


def ro_targuciorei() -> Case:
    cs = talk("""
*Mihaela_TC @ 23.09.2012, 11:40 :: Am născut acolo acum doi ani și condițiile erau groaznice: o baie la tot etajul, geamuri care nu se închideau. Dacă noua secție e mai bună, să fie.
>Ion Pădureanu @ 23.09.2012, 12:15 :: Condițiile erau proaste dar doctorii erau buni. Acum o să facem 45 de km până la Sibiu cu femeia în travaliu?
>>*Mihaela_TC @ 23.09.2012, 12:33 :: Nu, secția se mută în clădirea nouă de pe strada Morii, tot în oraș. Citiți articolul până la capăt.
>>Ion Pădureanu @ 23.09.2012, 13:02 :: Scuze, am citit doar titlul. Atunci e bine.
*dr_house_tc @ 23.09.2012, 15:47 :: Lucrez în spital. Mutarea e planificată din 2010, banii au venit abia acum din fonduri europene. // Aparatura de la neonatologie e nouă, incubatoarele vechi erau din anii '90. E un pas înainte serios, oricât ar suna de ciudat.
>Anonim @ 23.09.2012, 16:20 :: Și personalul de unde îl luați? Jumătate din asistente au plecat în Italia.
Gigi @ 23.09.2012, 20:58 :: tot la pcl ajungem, pe hartie totu e frumos
*Carmen Stoica @ 24.09.2012, 08:10 :: Când se face mutarea exact? Sora mea are termen pe 12 octombrie și nu știe unde să meargă.
""")
    votes = ["18/2", "5/7", "22/1", "9/0", "31/3", "12/4", "2/14", "6/0"]
    k = kids(cs)

    def li(i: int) -> str:
        c = cs[i]
        up, down = votes[i].split("/")
        if c.member:
            who = (
                f'<img class="av" src="/_avatar/avatar/{slug(c.who)}.jpg" width="40" height="40" alt="" />'
                f'<a class="autor" href="/membri/{slug(c.who)}/">{esc(c.who)}</a>'
            )
        else:
            who = (
                '<img class="av" src="/_avatar/img/anonim.gif" width="40" height="40" alt="" />'
                f'<span class="autor">{esc(c.who)}</span> <span class="vizitator">(vizitator)</span>'
            )
        sub = ("<ul>" + "".join(li(j) for j in k[i]) + "</ul>") if i in k else ""
        cid = 71540 + i
        return (
            f'<li id="c{cid}"><div class="comentariu">{who} <span class="data">{esc(c.at)}</span>'
            f'<div class="text">{paras(c.body)}</div>'
            f'<div class="vot"><a href="#" class="da">&#9650; {up}</a> <a href="#" class="nu">&#9660; {down}</a> &middot; '
            f'<a href="#formular" class="raspunde" data-parinte="{cid}">Răspunde</a></div></div>{sub}</li>'
        )

    article = (
        '<div class="cale"><a href="/">Acasă</a> &raquo; <a href="/local/">Local</a></div>'
        "<h1>Maternitatea se mută în clădirea nouă de pe strada Morii</h1>"
        '<div class="info">Publicat: duminică, 23 septembrie 2012, 09:15 &nbsp;|&nbsp; Autor: <a href="/autori/raluca-pop/">Raluca Pop</a> &nbsp;|&nbsp; Afișări: 3.281</div>'
        "<p><b>Secția de obstetrică-ginecologie a Spitalului Municipal Târgu Ciorei se mută în octombrie în corpul nou construit pe strada Morii, cu bani europeni.</b></p>"
        "<p>Noua clădire are 42 de paturi, două săli de naștere și o secție de neonatologie cu șase incubatoare noi. Investiția totală este de 11,4 milioane de lei, din care 9,7 milioane din fonduri europene.</p>"
        "<p>Managerul spitalului, dr. Vasile Toma, a declarat că mutarea va dura aproximativ o săptămână, timp în care internările vor continua în clădirea veche. Data exactă urmează să fie anunțată.</p>"
        "<p>Vechea clădire a maternității, construită în 1964, va găzdui ambulatoriul de specialitate.</p>"
        + share({"Facebook": "112", "Twitter": "4", "Google+": "3", "Trimite pe e-mail": ""})
        + '<div class="autorbox"><img src="/_avatar/autori/raluca-pop.jpg" width="60" height="60" alt="" /> <b>Raluca Pop</b> scrie despre sănătate și administrație locală. raluca.pop@gazetaciorei.example.ro</div>'
        '<div class="caseta"><h3>Articole similare</h3>'
        + ranked(
            """Spitalul a primit 9,7 milioane de lei pentru maternitate | 14
Ambulatoriul se mută în 2013
Doi medici noi la pediatrie | 6""",
            tag="ul",
        )
        + "</div>"
    )
    after = (
        '<div class="comentarii" id="comentarii"><h2>Comentarii (8)</h2><ul class="lista">'
        + "".join(li(i) for i in k[None])
        + "</ul>"
        + '<div id="formular"><h3>Adaugă un comentariu</h3><form method="post" action="/comentarii/adauga/"><p>Nume: <input type="text" name="nume" /> E-mail: <input type="text" name="email" /></p>'
        '<p><textarea name="comentariu" rows="5" cols="60"></textarea></p><p><input type="submit" value="Trimite" /></p>'
        '<p class="avert">Comentariile sunt moderate. Nu publicăm comentarii injurioase.</p></form></div></div>'
    )
    right = (
        '<div class="caseta"><h3>Cele mai citite</h3>'
        + ranked(
            """Accident grav pe DN14, un mort | 8.140
Maternitatea se mută în clădirea nouă de pe strada Morii | 3.281
Târgul de toamnă începe vineri | 2.905
Prețul pâinii crește cu 20 de bani | 2.230""",
        )
        + "</div>"
        '<div class="caseta"><h3>Cele mai comentate</h3>'
        + ranked(
            """Prețul pâinii crește cu 20 de bani | 47
Accident grav pe DN14, un mort | 33
Consiliul local a votat noile taxe | 29""",
        )
        + "</div>"
        '<div class="caseta"><h3>Vremea</h3><p>Târgu Ciorei: 12&hellip;21 &deg;C, senin</p></div>'
        '<div class="caseta"><h3>Curs valutar BNR</h3><p>EUR 4,5190<br />USD 3,4837</p></div>'
        '<div class="caseta"><h3>Mica publicitate</h3><p>Vând apartament 2 camere, zona Gării<br />Angajăm șofer categoria C+E</p></div>'
    )
    body = (
        '<div id="pagina"><div id="antet"><div class="titlu">Gazeta de Târgu Ciorei</div><div class="azi">Duminică, 23 septembrie 2012<br />cotidian independent, din 1994</div></div>'
        '<div id="meniu"><a href="/">Acasă</a><a href="/local/">Local</a><a href="/judet/">Județ</a><a href="/politica/">Politică</a><a href="/sport/">Sport</a><a href="/cultura/">Cultură</a><a href="/opinii/">Opinii</a><a href="/anunturi/">Anunțuri</a></div>'
        f'<div id="stanga">{article}{after}</div><div id="dreapta">{right}</div>'
        '<div id="subsol">&copy; 2012 Gazeta de Târgu Ciorei. Toate drepturile rezervate. Reproducerea articolelor fără acordul redacției este interzisă. Tel. redacție: 0269 000 471</div></div>'
    )
    html = doc(
        "Maternitatea se mută în clădirea nouă de pe strada Morii",
        "Gazeta de Târgu Ciorei",
        RO_CSS,
        body,
        "ro",
    )
    return make(
        "dl-ro-targuciorei",
        "discussion",
        "ro",
        html,
        cs,
        path="/local/maternitatea-se-muta-in-cladirea-noua-de-pe-strada-morii-18832.html",
        container="div.comentarii ul.lista",
        heading="Comentarii (8)",
        description="A Romanian county daily of 2012: 8 comments nested three deep in ul, members with avatars and profile links, visitors marked '(vizitator)', thumbs up and down, 'Răspunde'.",
    )


# --------------------------------------------------------------------------- Bulgarian: a town site, "Мнения"

BG_CSS = (
    "body{margin:0;background:#fff;font:14px/1.5 Arial,sans-serif;color:#333}#head{background:#7b1f1f;color:#fff;padding:12px 20px}#head .ime{font:bold 30px Georgia}"
    "#head .moto{font-size:12px;color:#f0caca}#nav{background:#5a1515;padding:6px 20px}#nav a{color:#fff;margin-right:14px;text-decoration:none;font-size:13px}"
    "#sreda{width:960px;margin:0 auto;overflow:hidden}#statia{float:left;width:640px;padding:16px 0}#strana{float:right;width:290px;padding:16px 0}"
    ".karta{background:#f7f2f2;padding:8px 10px;margin-bottom:12px}.karta h3{margin:0 0 6px;color:#7b1f1f;font-size:14px}"
    ".sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:10px;font-size:12px}.cnt{background:#eee;padding:0 4px}"
    "#mneniya .mnenie{border-top:1px solid #ddd;padding:8px 0}#mneniya .podpis{font-size:12px;color:#777}#mneniya .podpis b{color:#333}#krai{background:#333;color:#aaa;font-size:12px;padding:14px 20px}"
)


def bg_kamenitsa() -> Case:
    cs = talk("""
Петя Иванова @ 17.10.2014 г., 19:42 :: Последният филм, който гледах там, беше „Титаник“ през 1998-а. Браво на момчетата, че се захванаха! Ще дойдем с цялото семейство в неделя.
стария от Горната махала @ 18.10.2014 г., 08:15 :: Дано не стане като миналия път - отвориха, три месеца прожекции и пак затвориха, защото нямаше парно. Кой ще плаща тока и парното през зимата? // Иначе идеята е хубава, не казвам.
""")
    entries = "".join(
        f'<div class="mnenie" id="m{4021 + i}"><div class="podpis"><b>{esc(c.who)}</b> &middot; {esc(c.at)}</div>'
        f'<div class="tekst">{paras(c.body)}</div><div class="dolu"><a href="#" class="signal">Сигнализирай</a></div></div>'
        for i, c in enumerate(cs)
    )
    article = (
        '<div class="put"><a href="/">Начало</a> / <a href="/kultura/">Култура</a></div>'
        "<h1>Кино „Родина“ отваря отново след 16 години</h1>"
        '<div class="data">17 октомври 2014 г., 11:20 &nbsp;|&nbsp; <a href="/avtor/nikolai-dimov/">Николай Димов</a> &nbsp;|&nbsp; Прочетена 1 406 пъти</div>'
        "<p><strong>Група младежи от Каменица ремонтираха с доброволен труд и дарения салона на старото кино и от неделя там ще има прожекции всеки уикенд.</strong></p>"
        "<p>Салонът на читалище „Пробуда“ не е използван като кино от 1998 г. Младежите сменили 120 седалки, боядисали стените и купили употребяван цифров прожектор с пари от благотворителен концерт.</p>"
        "<p>„Искаме децата в града да знаят какво е да гледаш филм на голям екран, а не само на телефона“, каза един от организаторите, Мартин Стоянов.</p>"
        "<p>Първата прожекция е в неделя, 19 октомври, от 17 часа. Билетът е 3 лева. Общината е поела разходите за ток до края на годината.</p>"
        + share({"Facebook": "204", "Twitter": "2", "Google+": "1"})
        + '<div class="svarzani"><h3>Свързани</h3>'
        + ranked(
            """Читалище „Пробуда“ събира дарения за нов покрив (3 юли 2014)
Концерт в подкрепа на киното събра 4 200 лева (2 август 2014)
Каменица празнува 130 години читалище (11 май 2013)""",
            tag="ul",
        )
        + "</div>"
    )
    after = (
        '<div id="mneniya"><h3>Мнения (2)</h3><div class="spisak">'
        + entries
        + '</div><div class="forma"><h4>Напишете мнение</h4><form method="post" action="/mnenie/dobavi/"><p>Име: <input type="text" name="ime" /></p>'
        '<p><textarea name="tekst" rows="5" cols="55"></textarea></p><p><input type="submit" value="Публикувай" /></p>'
        '<p class="pravila">Мненията са на читателите и не изразяват позицията на редакцията. Обидни мнения се изтриват.</p></form></div></div>'
    )
    side = (
        '<div class="karta"><h3>Най-четени</h3>'
        + ranked(
            """Ремонтът на моста на Струмица продължава до декември | 3 980
Кино „Родина“ отваря отново след 16 години | 1 406
Пожар в склад за дърва на ул. „Шипка“ | 1 122
Нов лекар в спешния център | 870""",
        )
        + "</div>"
        '<div class="karta"><h3>Времето в Каменица</h3><p>Днес: 9&hellip;19 &deg;C, слънчево<br />Утре: 7&hellip;16 &deg;C, облачно</p></div>'
        '<div class="karta"><h3>Валутни курсове</h3><p>EUR 1,95583<br />USD 1,5377<br />GBP 2,4732</p></div>'
        '<div class="karta"><h3>Анкета</h3><p>Бихте ли ходили на кино в Каменица?<br />Да, всяка седмица &mdash; 34%<br />Понякога &mdash; 51%<br />Не &mdash; 15%<br />Гласували: 288</p></div>'
        '<div class="karta"><h3>Аптеки на смяна</h3><p>„Здраве“, ул. „Витоша“ 4 &mdash; до 22:00</p></div>'
    )
    body = (
        '<div id="head"><div class="ime">Каменица днес</div><div class="moto">новините от Каменица и региона &middot; петък, 17 октомври 2014</div></div>'
        '<div id="nav"><a href="/">Начало</a><a href="/novini/">Новини</a><a href="/obshtina/">Община</a><a href="/kultura/">Култура</a><a href="/sport/">Спорт</a><a href="/obyavi/">Обяви</a><a href="/nekrolozi/">Некролози</a><a href="/kontakti/">Контакти</a></div>'
        f'<div id="sreda"><div id="statia">{article}{after}</div><div id="strana">{side}</div></div>'
        '<div id="krai">&copy; 2011&ndash;2014 Каменица днес. Всички права запазени. При цитиране е задължително посочването на източника.</div>'
    )
    html = doc("Кино „Родина“ отваря отново след 16 години", "Каменица днес", BG_CSS, body, "bg")
    return make(
        "dl-bg-kamenitsa",
        "discussion",
        "bg",
        html,
        cs,
        path="/kultura/kino-rodina-otvarya-otnovo-sled-16-godini-2291.html",
        container="div#mneniya div.spisak",
        heading="Мнения (2)",
        description="A Bulgarian town site of 2014: 'Мнения (2)', two opinions in a flat list, the second not answering the first; never 'comment' in its markup.",
    )


# --------------------------------------------------------------------------- Croatian: a regional portal

HR_CSS = (
    "body{margin:0;background:#e6eef5;font:13px/1.5 'Lucida Grande',Verdana,sans-serif;color:#1d1d1d}#okvir{width:980px;margin:0 auto;background:#fff}"
    "#zaglavlje{background:#00639a;padding:12px 16px;color:#fff;overflow:hidden}#zaglavlje .logo{font:bold 30px Arial;float:left}#zaglavlje .vrijeme{float:right;font-size:11px}"
    "#izbornik{background:#e8b500;padding:6px 16px}#izbornik a{color:#00344f;font-weight:bold;margin-right:12px;text-decoration:none}"
    "#glavni{float:left;width:650px;padding:14px 16px}#bocni{float:right;width:270px;padding:14px 12px}.modul{border:1px solid #cfdde8;margin-bottom:12px;padding:6px 8px}.modul h3{margin:0 0 6px;font-size:13px;color:#00639a}"
    ".sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:10px;font-size:11px}.cnt{background:#eee;padding:0 4px}"
    ".komentar{border-top:1px solid #e2e2e2;padding:6px 0}.komentar .odgovori{margin-left:32px}.komentar .kor{font-weight:bold;color:#00639a}.komentar .gost{font-weight:bold;color:#555}"
    ".komentar .kad{font-size:11px;color:#888}.komentar .svida{font-size:11px;color:#00639a}#podnozje{clear:both;background:#00344f;color:#9fb9cc;font-size:11px;padding:14px 16px}"
)


def hr_vrhar() -> Case:
    cs = talk("""
*Ante_V @ 14.07.2011. u 09:55 :: Opet ljeto i opet isti problem. Trajekt u 6 ujutro pun kamiona, a sljedeći tek u 11. Turisti čekaju po tri sata u koloni na rivi, a mi otočani s njima.
>*marina_otok @ 14.07.2011. u 10:20 :: Mi otočani nemamo prednost ni kad idemo liječniku. Prošli tjedan sam s mamom ostala na rivi jer nas nisu pustili, a imali smo termin na onkologiji.
>>Zagrepčanka @ 14.07.2011. u 11:03 :: To je sramota. Zar ne postoji neka lista prednosti za bolesne?
>>>*marina_otok @ 14.07.2011. u 11:30 :: Postoji na papiru, treba potvrda od liječnika, ali mornar na rampi kaže da on nikakvu potvrdu nije vidio i gotovo.
Pero @ 14.07.2011. u 12:48 :: Neka uvedu još jednu liniju u 8, pa ne treba ni lista ni svađa.
>*Ante_V @ 14.07.2011. u 13:10 :: Pero, brod je jedan. Drugi je na remontu do kolovoza, piše u članku.
*Kapetan Kuka @ 15.07.2011. u 07:05 :: Svake godine isto. Agencija zna koliko ljudi živi na otoku, zna koliko ima apartmana, zna kad počinje sezona, i opet kao da ih je ljeto iznenadilo.
""")
    likes = ["23", "31", "4", "19", "7", "12", "27"]
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        who = (
            f'<a class="kor" href="/profil/{slug(c.who)}/">{esc(c.who)}</a>'
            if c.member
            else f'<span class="gost">{esc(c.who)}</span> <span class="oznaka">(gost)</span>'
        )
        sub = ('<div class="odgovori">' + "".join(item(j) for j in k[i]) + "</div>") if i in k else ""
        kid = 99310 + i
        return (
            f'<div class="komentar" id="komentar-{kid}"><div class="zag">{who} <span class="kad">{esc(c.at)}</span></div>'
            f'<div class="tekst">{paras(c.body)}</div>'
            f'<div class="dno"><span class="svida">Sviđa mi se ({likes[i]})</span> &middot; <a href="#novi-komentar" class="odg">Odgovori</a> &middot; <a href="#" class="prijavi">Prijavi</a></div>{sub}</div>'
        )

    article = (
        '<div class="putanja"><a href="/">Naslovnica</a> &rsaquo; <a href="/vijesti/">Vijesti</a> &rsaquo; <a href="/vijesti/otoci/">Otoci</a></div>'
        "<h1>Kolone za trajekt na Vrhar i do tri sata, drugi brod na remontu do kolovoza</h1>"
        '<div class="objava">Objavljeno: 14. srpnja 2011. u 08:10 &nbsp;|&nbsp; Autorica: <a href="/autori/ivana-juric/">Ivana Jurić</a> &nbsp;|&nbsp; Pročitano: 5.937 puta</div>'
        "<p><strong>Otočani i turisti od početka srpnja svakodnevno satima čekaju trajekt u luci Rastovac. Na liniji za Vrhar ovog ljeta plovi samo jedan brod.</strong></p>"
        "<p>Trajekt &bdquo;Sveti Vid&ldquo;, koji je inače na liniji u sezoni, od svibnja je na remontu u brodogradilištu i na liniju bi se trebao vratiti tek sredinom kolovoza. Do tada plovi samo manji trajekt kapaciteta 60 automobila, pet puta dnevno.</p>"
        "<p>Iz agencije za obalni linijski promet poručuju da je zamjenski brod zatražen, ali da slobodnog broda trenutno nema. Otočani s liječničkom potvrdom imaju prednost pri ukrcaju, kažu u agenciji.</p>"
        "<p>Načelnik općine Vrhar Mate Bilić najavio je da će općina sljedeći tjedan zatražiti izvanrednu liniju u 8 sati.</p>"
        + share({"Facebook": "318", "Twitter": "9", "Pošalji": ""})
        + '<div class="povezano"><h3>Povezani članci</h3>'
        + ranked(
            """Sveti Vid na remontu: 'Vraćamo ga u kolovozu' | 22
Otočani traže novu trajektnu luku | 41
Novi red plovidbe za ljeto 2011.""",
            tag="ul",
        )
        + "</div>"
    )
    after = (
        '<div id="komentari"><h3>Komentari (7)</h3><div class="lista-komentara">'
        + "".join(item(i) for i in k[None])
        + "</div>"
        + '<div id="novi-komentar"><h4>Vaš komentar</h4><form method="post" action="/komentari/dodaj/"><p>Ime: <input type="text" name="ime" /> (gosti) ili <a href="/prijava/">prijavite se</a></p>'
        '<p><textarea name="komentar" rows="5" cols="60"></textarea></p><p><input type="submit" value="Pošalji komentar" /></p></form></div></div>'
    )
    side = (
        '<div class="modul"><h3>Najčitanije</h3>'
        + ranked(
            """Kolone za trajekt na Vrhar i do tri sata | 5.937
Požar kod Rastovca stavljen pod kontrolu | 4.801
Ribarske večeri: program za srpanj | 2.115
Cijene apartmana na Vrharu pale 10 posto | 1.760""",
        )
        + "</div>"
        '<div class="modul"><h3>Najkomentiranije</h3>'
        + ranked(
            """Otočani traže novu trajektnu luku | 41
Sveti Vid na remontu: 'Vraćamo ga u kolovozu' | 22
Parking na rivi od sada se plaća | 19""",
        )
        + "</div>"
        '<div class="modul"><h3>Red plovidbe Rastovac &ndash; Vrhar</h3><p>06:00, 11:00, 14:30, 17:30, 20:30</p></div>'
        '<div class="modul"><h3>Vrijeme</h3><p>Rastovac 24&hellip;33 &deg;C, sunčano, bura slaba</p></div>'
        '<div class="modul"><h3>Tečajna lista</h3><p>EUR 7,4020<br />USD 5,2394</p></div>'
    )
    body = (
        '<div id="okvir"><div id="zaglavlje"><span class="logo">Otočni glasnik</span><span class="vrijeme">četvrtak, 14. srpnja 2011.</span></div>'
        '<div id="izbornik"><a href="/">Naslovnica</a><a href="/vijesti/">Vijesti</a><a href="/vijesti/otoci/">Otoci</a><a href="/sport/">Sport</a><a href="/kultura/">Kultura</a><a href="/turizam/">Turizam</a><a href="/oglasi/">Oglasi</a></div>'
        f'<div id="glavni">{article}{after}</div><div id="bocni">{side}</div>'
        '<div id="podnozje">&copy; 2011 Otočni glasnik d.o.o. Sva prava pridržana. Impressum | Marketing | Uvjeti korištenja</div></div>'
    )
    html = doc(
        "Kolone za trajekt na Vrhar i do tri sata, drugi brod na remontu do kolovoza",
        "Otočni glasnik",
        HR_CSS,
        body,
        "hr",
    )
    return make(
        "dl-hr-vrhar",
        "discussion",
        "hr",
        html,
        cs,
        path="/vijesti/otoci/kolone-za-trajekt-na-vrhar-1104.html",
        container="div.lista-komentara",
        heading="Komentari (7)",
        description="A Croatian regional portal of 2011: 7 comments nested four deep in div.odgovori, registered readers linked and guests marked '(gost)', 'Sviđa mi se (n)' counts, 'Odgovori'.",
    )


def threads2_dl() -> list[Case]:
    return [ro_targuciorei(), bg_kamenitsa(), hr_vrhar()]
