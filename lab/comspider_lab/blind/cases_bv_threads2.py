"""Blind set BV: three discussions of 2012-2013 in the served HTML, each in a small site's home-made comment code: a
model railway club's comments as a nested list with the name and date after the text (cs), a town portal's guests'
comments as flat boxes with masked IP addresses, plus/minus votes and answers quoting their parent (pl), a village
association's numbered comments whose answers open with a line naming the comment they answer (el). Every class name,
name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bv_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    draw,
    esc,
    links,
    ptext,
    rows,
    seeds,
    talk,
)


def cs_club_after() -> Case:
    ns = talk("""
Petr Vlček @ 27. 8. 2012 v 20:14 :: Byli jsme tam s klukem v sobotu, nejvíc se mu líbil provoz na nádraží s posunovačkou. Vydrželi jsme tam přes dvě hodiny.
  Ing. Karel Dušek @ 27. 8. 2012 v 21:02 [staff] :: Děkujeme za návštěvu! Posun na modulu Lhota řídí pan Beneš ručně podle grafikonu z roku 1985, proto to vypadá tak věrně.
Markéta @ 28. 8. 2012 v 8:40 :: Škoda, že jste neměli otevřeno i v pondělí. V neděli odpoledne stála fronta až na ulici.
  Ing. Karel Dušek @ 28. 8. 2012 v 9:15 [staff] :: Sokolovnu máme pronajatou jen na víkend. Příští rok zkusíme domluvit i státní svátek 28. října.
    Markéta @ 28. 8. 2012 v 12:30 :: To by bylo super, díky.
modelář z Berouna @ 29. 8. 2012 v 22:47 :: Pěkná práce, hlavně krajina na modulech TT. Jaký používáte systém řízení, pořád analog, nebo už DCC?
  Ing. Karel Dušek @ 30. 8. 2012 v 7:55 [staff] :: H0 jezdí digitálně, TT zůstalo analogové. Řada strojů je ještě z osmdesátých let a předělávat se nám je nechce.
Jaroslav B. @ 2. 9. 2012 v 18:10 :: Hledáte nové členy? Mám doma celou krabici vagonů po tátovi a nevím, co s nimi.
  Ing. Karel Dušek @ 2. 9. 2012 v 19:30 [staff] :: Určitě, scházíme se každý čtvrtek od 18 hodin v klubovně za nádražím. Vagony klidně přineste, rádi poradíme.
""")

    def item(i: int, n: Note, sub: str) -> str:
        staff = " km-klub" if n.tag("staff") else ""
        return (
            f'<li class="km-polozka{staff}" id="kom{301 + i}"><div class="km-text">{esc(n.body)}</div>'
            f'<div class="km-pod">— <span class="km-kdo">{esc(n.who)}</span>, {esc(n.at)} | <a href="?odpoved={301 + i}#formular">Odpovědět</a> | Líbí se: {(i * 5 + 1) % 6}</div>'
            + sub
            + "</li>"
        )

    after = (
        '<div class="km-diskuse"><h3>Komentáře čtenářů</h3><ul class="km-seznam">'
        + draw(ns, item, lambda s, _p: f'<ul class="km-odp">{s}</ul>')
        + "</ul>"
        '<div id="formular"><h4>Napsat komentář</h4><form action="/komentar.php" method="post">Jméno: <input type="text" name="jmeno" /><br />'
        '<textarea name="text" rows="4" cols="50"></textarea><br />Opište kód: <img src="/_avatar/km-captcha.svg" alt="" width="60" height="20" /> <input type="text" name="kod" size="5" /> '
        '<input type="submit" value="Odeslat" /></form></div></div>'
    )
    left = box(
        "cs-modelari",
        "Příští výstava",
        "<p><b>7.–8. 12. 2012</b><br />Vánoční výstava v klubovně<br />so 9–17, ne 9–15</p>",
    ) + box("cs-modelari", "Počítadlo", "<p>Dnes: 58<br />Celkem: 41 206</p>")
    side = (
        box(
            "cs-modelari",
            "Novinky na fóru",
            "<ul>"
            + "".join(
                f'<li><a href="/forum/t{k}">{esc(t)}</a><br /><small>{esc(a)}, {esc(d)}</small></li>'
                for k, (t, a, d) in enumerate(
                    rows("""
Výhybky Tillig TT – zkušenosti? | Beneš | dnes 14:02
Prodám transformátor Zeuke | kolejak | včera 21:40
Stavba mostu přes Sázavu, díl 3 | Honza T. | 25. 8. 2012
""")
                )
            )
            + "</ul>",
        )
        + box(
            "cs-modelari",
            "Anketa",
            "<p>Ve kterém měřítku stavíte?</p><p>H0 – 54 %<br />TT – 31 %<br />N – 15 %</p><p><small>Hlasovalo 96 lidí</small></p>",
        )
        + box(
            "cs-modelari",
            "Naše moduly",
            links(
                ("Lhota u Kolínka (H0)", "Viadukt Pod Skalou (H0)", "Zastávka Vrbčany (TT)", "Depo (TT)"),
                "/moduly/",
            ),
        )
        + box(
            "cs-modelari",
            "Partneři",
            '<img src="/_avatar/km-partner-1.svg" alt="Modelářství U Mašinky" width="180" height="50" /><br /><img src="/_avatar/km-partner-2.svg" alt="Město Kolínek" width="180" height="50" />',
        )
    )
    style = (
        ".km-diskuse{margin-top:18px;border-top:2px solid #3f7a36}.km-seznam,.km-odp{list-style:none;padding-left:0}.km-odp{margin-left:34px;border-left:2px solid #dde8da;padding-left:8px}"
        ".km-polozka{margin:8px 0}.km-text{background:#f6f9f5;padding:6px}.km-klub>.km-text{background:#fff8d9}.km-pod{font-size:11px;color:#888;text-align:right}.km-kdo{font-weight:bold;color:#2d5a27}"
    )
    piece = Piece(
        "Výstava v sokolovně: 14 modulů a přes 2 400 návštěvníků",
        "Napsal Karel Dušek",
        "2012-08-27T18:00:00+02:00",
        "Pondělí, 27. srpen 2012 18:00",
        """
O posledním srpnovém víkendu jsme v sokolovně postavili kolejiště ze čtrnácti modulů H0 a TT o celkové délce 46 metrů. Za dva dny se přišlo podívat přes 2 400 návštěvníků, nejvíc za posledních deset let.

Největší zájem byl o nový modul nádraží Lhota, na kterém jsme pracovali celou zimu, a o dětský koutek, kde si mohli malí návštěvníci sami řídit vláček.

Děkujeme městu Kolínek za zapůjčení sálu a všem členům, kteří pomáhali se stavbou, službami a úklidem.
""",
        section="Aktuality",
    )
    return case(
        "bv-cs-modelari-pod",
        "discussion",
        "cs-modelari",
        piece,
        Bits(after=after, side=side, left=left, style=style),
        seeds(ns),
        path="/aktuality/vystava-v-sokolovne-2012.html",
        reveal="on_load",
        container="div.km-diskuse: h3 'Komentáře čtenářů', ul.km-seznam > li.km-polozka (div.km-text, then div.km-pod '— NAME, DATE | Odpovědět | Líbí se: n'), answers in ul.km-odp inside their parent, three levels",
        heading="Komentáře čtenářů",
        description="A Czech model railway club's site of 2012 on a module CMS: a report on the club's exhibition with 9 comments in a nested list, the text first and '— NAME, 27. 8. 2012 v 20:14 | Odpovědět | Líbí se: n' after it; the club's chairman answers four times; answers nested inside their parent, three levels. Left: next exhibition, a counter; right: the forum's latest topics with authors and times, a poll, the club's modules, partners. Most awkward: the name comes after the text, in the same line as the date and the links.",
        static=True,
        lookalikes=("forum's latest topics with authors and times",),
    )


def pl_portal_quotes() -> Case:
    ns = talk("""
Zatorzanin @ 2012-06-11 21:05 :: Objazd przez Polną to kpina. Tam się dwa samochody nie miną, a jeszcze autobusy mają tamtędy jeździć?
mieszkanka Polnej @ 2012-06-11 21:40 :: Mieszkam przy Polnej 14. Od dzisiaj rana pod oknami korek, dzieci nie mogą bezpiecznie przejść do szkoły.
^1 Krzysiek @ 2012-06-11 22:12 :: Autobusy pojadą przez Leśną i Ogrodową, było w komunikacie MZK. Polną tylko osobowe.
Radny Nowicki @ 2012-06-12 07:30 [reg] :: Na wniosek mieszkańców od środy przy szkole na Polnej będzie stał policjant lub strażnik miejski w godzinach 7.30–8.15.
^4 mieszkanka Polnej @ 2012-06-12 08:05 :: Dziękuję, to bardzo pomoże. Szkoda tylko, że trzeba było o to prosić.
Kierowca @ 2012-06-12 12:48 :: Pięć miesięcy na jeden wiadukt? Za Gierka budowali szybciej.
^6 Tadeusz @ 2012-06-12 13:20 :: Za Gierka budowali, a teraz trzeba po nich remontować. Ten wiadukt ma 41 lat i beton się sypie, widać gołym okiem.
ola_z_zatorza @ 2012-06-12 17:02 :: Czy kładka dla pieszych obok wiaduktu będzie otwarta? Chodzę tamtędy codziennie na dworzec.
^8 Redakcja @ 2012-06-12 18:10 [reg] :: Kładka pozostaje otwarta przez cały czas remontu. Zamknięta będzie tylko w dwa weekendy, o których poinformujemy.
Zatorzanin @ 2012-06-13 06:55 :: Jak zwykle najpierw rozkopią, a potem będą myśleć.
""")

    def item(i: int, n: Note) -> str:
        reg = bool(n.tag("reg"))
        nick = (
            f'<span class="wz-zarej">{esc(n.who)}</span>'
            if reg
            else f'<span class="wz-gosc">~{esc(n.who)}</span>'
        )
        ip = "" if reg else f' <span class="wz-ip">({["83.24", "89.71", "178.36", "31.0"][i % 4]}.*.*)</span>'
        quote = ""
        if n.parent is not None:
            p = ns[n.parent]
            pnick = p.who if p.tag("reg") else "~" + p.who
            quote = f'<blockquote class="wz-cytat"><b>{esc(pnick)} napisał(a):</b><br />{esc(p.body)}</blockquote>'
        plus, minus = (7 * i + 3) % 19, (5 * i + 1) % 9
        return (
            f'<div class="wz-kom" id="k{88120 + i}"><div class="wz-nag">{nick}{ip} <span class="wz-data">{esc(n.at)}</span></div>'
            f'<div class="wz-tresc">{quote}{esc(n.body)}</div>'
            f'<div class="wz-dol"><span class="wz-plus">+{plus}</span> / <span class="wz-minus">-{minus}</span> · <a href="?odp={88120 + i}#dodaj">odpowiedz</a> · <a href="/zglos.php?k={88120 + i}">zgłoś do usunięcia</a></div></div>'
        )

    after = (
        '<div class="wz-komentarze"><div class="wz-kh">Komentarze (10) <a href="#dodaj">dodaj komentarz</a></div>'
        '<p class="wz-regulamin">Komentarze są prywatnymi opiniami użytkowników portalu. Redakcja nie ponosi odpowiedzialności za ich treść.</p>'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + '<a name="dodaj"></a><form class="wz-form" action="/komentarz.php" method="post"><p>Podpis: <input type="text" name="podpis" /></p>'
        '<p><textarea name="tresc" rows="4" cols="50"></textarea></p><p><input type="submit" value="Dodaj komentarz" /></p></form></div>'
    )
    left = box(
        "pl-zatorze",
        "Pogoda",
        "<p><b>Zatorze</b><br />dziś 22°C, przelotne opady<br />jutro 25°C, słonecznie</p><p><small>ciśnienie 1012 hPa</small></p>",
    ) + box(
        "pl-zatorze",
        "Kalendarz imprez",
        "<ul>"
        + "".join(
            f"<li><b>{esc(d)}</b> {esc(e)}</li>"
            for d, e in rows("""
16.06 | Dni Zatorza – koncert na stadionie
17.06 | Festyn parafialny św. Józefa
23.06 | Noc Świętojańska nad zalewem
""")
        )
        + "</ul>",
    )
    side = (
        box(
            "pl-zatorze",
            "Najczęściej czytane",
            links(
                (
                    "Remont wiaduktu na Kolejowej",
                    "Nowy dyrektor szpitala powiatowego",
                    "Pożar stodoły w Zalesiu",
                    "Zatorzanka awansowała do IV ligi",
                ),
                "/wiadomosci/",
                "ol",
                ("(2341)", "(1870)", "(1502)", "(988)"),
            ),
        )
        + box(
            "pl-zatorze",
            "Ostatnie komentarze",
            "<ul>"
            + "".join(
                f'<li><i>{esc(n)}</i> do <a href="/wiadomosci/{k}">{esc(t)}</a>: {esc(x)}</li>'
                for k, (n, t, x) in enumerate(
                    rows("""
~kibic | Zatorzanka awansowała do IV ligi | Brawo chłopaki, cały sezon bez porażki u siebie!
~Halina | Nowy dyrektor szpitala powiatowego | Oby tylko kolejki do ortopedy się skróciły.
~sąsiad | Pożar stodoły w Zalesiu | Straż była po 9 minutach, szacunek.
""")
                )
            )
            + "</ul>",
        )
        + box(
            "pl-zatorze",
            "Sonda",
            "<p>Czy miasto powinno wybudować obwodnicę?</p><p>Tak – 72%<br />Nie – 19%<br />Nie mam zdania – 9%</p>",
        )
        + box(
            "pl-zatorze",
            "Ogłoszenia drobne",
            "<ul><li>Sprzedam działkę budowlaną 1200 m², Polna</li><li>Korepetycje z matematyki, tanio</li><li>Kupię mieszkanie na Zatorzu, 2 pokoje</li></ul>",
        )
    )
    style = (
        ".wz-komentarze{margin-top:16px}.wz-kh{background:#1b5e8c;color:#fff;font-weight:bold;padding:4px 8px}.wz-kh a{color:#fff;float:right;font-weight:normal}.wz-regulamin{font-size:10px;color:#999}"
        ".wz-kom{border-bottom:1px solid #dde;padding:6px 0}.wz-nag{font-size:11px}.wz-gosc{font-weight:bold;color:#555}.wz-zarej{font-weight:bold;color:#1b5e8c}.wz-ip,.wz-data{color:#999}"
        ".wz-cytat{margin:4px 0;padding:4px 6px;background:#f2f2f2;border:1px solid #ddd;font-size:11px;color:#666}.wz-dol{font-size:10px;color:#999}.wz-plus{color:green}.wz-minus{color:#c00}"
    )
    piece = Piece(
        "Remont wiaduktu na Kolejowej. Objazd przez Polną do końca listopada",
        "Autor: (ak)",
        "2012-06-11T14:20:00+02:00",
        "Poniedziałek, 11 czerwca 2012, 14:20",
        """
Od dzisiaj wiadukt nad torami w ciągu ulicy Kolejowej jest zamknięty dla ruchu. Remont potrwa do końca listopada i będzie kosztował 6,8 mln zł.

Samochody osobowe jadą objazdem przez ulicę Polną. Autobusy linii 2 i 5 kursują przez Leśną i Ogrodową, zmienione rozkłady są na przystankach.

Przejście dla pieszych zapewnia kładka obok wiaduktu.
""",
        dek="Samochody osobowe pojadą przez Polną, autobusy przez Leśną i Ogrodową.",
    )
    return case(
        "bv-pl-portal-cytaty",
        "discussion",
        "pl-zatorze",
        piece,
        Bits(after=after, side=side, left=left, style=style),
        seeds(ns),
        path="/wiadomosci/remont-wiaduktu-na-kolejowej,2291.html",
        reveal="on_load",
        container="div.wz-komentarze: div.wz-kh 'Komentarze (10)', flat div.wz-kom (div.wz-nag '~NICK (83.24.*.*) DATE', div.wz-tresc, div.wz-dol '+n / -n · odpowiedz · zgłoś do usunięcia'); answers flat, opening with a blockquote '~NICK napisał(a):' and the whole parent",
        heading="Komentarze (10)",
        description="A Polish town portal of 2012 built in tables: a story on a viaduct's repair with 10 comments, mostly guests' ('~nick' with a masked IP address), a councillor and the newsroom registered; ISO dates, plus/minus votes; answers are flat and open with a blockquote holding the whole comment they answer. Left: login, weather, events calendar; right: most read with counts, latest comments of other stories, a poll, small ads. Most awkward: the quoted parent sits inside the answer's own text box, word for word.",
        static=True,
        lookalikes=("latest comments of other stories", "most read with counts", "small ads"),
    )


def el_village_numbered() -> Case:
    ns = talk("""
Γιώργος Παπαδάκης @ 17/08/2013 - 21:30 :: Μπράβο στο Δ.Σ. και σε όλους τους εθελοντές. Τέτοιο πανηγύρι είχαμε να δούμε από τη δεκαετία του '80.
Ελένη από Αθήνα @ 18/08/2013 - 10:12 :: Δυστυχώς φέτος δεν μπορέσαμε να έρθουμε. Υπάρχουν φωτογραφίες από το χορό στην πλατεία;
^2 Σύλλογος Καστανιωτών @ 18/08/2013 - 11:05 :: Ελένη, ανεβάσαμε 64 φωτογραφίες στη σελίδα «Φωτογραφίες». Σύντομα θα ανέβει και βίντεο από τον Μιχάλη.
Νίκος Κ. @ 18/08/2013 - 13:47 :: Τα κλαρίνα ήταν καταπληκτικά, αλλά η μουσική έπρεπε να σταματήσει στις 3, όχι στις 5 το πρωί. Υπάρχουν και ηλικιωμένοι στο χωριό.
^4 Μαρία Τσιρίγου @ 18/08/2013 - 15:20 :: Νίκο, μια φορά το χρόνο είναι το πανηγύρι. Η γιαγιά μου, 91 χρονών, χόρευε ως τις 2!
Κώστας (Μελβούρνη) @ 19/08/2013 - 02:14 :: Από την Αυστραλία σας διαβάζουμε κάθε χρόνο. Του χρόνου, αν θέλει ο Θεός, θα είμαστε κι εμείς εκεί.
^6 Σύλλογος Καστανιωτών @ 19/08/2013 - 09:00 :: Κώστα, σας περιμένουμε! Χαιρετισμούς σε όλους τους Καστανιώτες της Μελβούρνης.
""")

    def item(i: int, n: Note) -> str:
        ref = ""
        if n.parent is not None:
            ref = f'<div class="sx-se">Απάντηση στο σχόλιο <a href="#sx{n.parent + 1}">#{n.parent + 1}</a> ({esc(ns[n.parent].who)}):</div>'
        return (
            f'<li id="sx{i + 1}"><div class="sx-kef"><b>{esc(n.who)}</b> · {esc(n.at)}</div>{ref}'
            f'<div class="sx-keim">{ptext(n.body)}</div>'
            f'<div class="sx-vaf">Μου αρέσει ({(i * 3 + 2) % 8}) | <a href="?apantisi={i + 1}#forma">Απάντηση</a></div></li>'
        )

    after = (
        '<div class="sx-sxolia"><h3>Σχόλια επισκεπτών</h3><ol class="sx-lista">'
        + "".join(item(i, n) for i, n in enumerate(ns))
        + '</ol><a name="forma"></a><p class="sx-grapste"><b>Γράψτε το σχόλιό σας</b><br />Τα σχόλια δημοσιεύονται μετά από έγκριση του διαχειριστή.</p>'
        '<form action="/sxolio.asp" method="post">Όνομα: <input type="text" name="onoma" /><br /><textarea name="keimeno" rows="4" cols="46"></textarea><br /><input type="submit" value="Αποστολή" /></form></div>'
    )
    side = (
        box(
            "el-kastania", "Ο καιρός στο χωριό", "<p>Σήμερα: 27°C, λιακάδα<br />Αύριο: 25°C, λίγα σύννεφα</p>"
        )
        + box(
            "el-kastania",
            "Επόμενες εκδηλώσεις",
            "<ul><li>15/9: Γενική Συνέλευση στο καφενείο της πλατείας</li><li>26/10: Γιορτή κάστανου</li><li>27/12: Χριστουγεννιάτικο τραπέζι στην Αθήνα</li></ul>",
        )
        + box(
            "el-kastania",
            "Βιβλίο επισκεπτών",
            '<p><i>«Χρόνια πολλά στο χωριό μας από τη Στουτγάρδη!»</i><br />Δημήτρης Λ., 15/08/2013</p><p><a href="/vivlio.asp">Γράψτε κι εσείς</a></p>',
        )
        + '<p style="font-size:10px;color:#888">Επισκέπτες: 9.412</p>'
    )
    style = (
        ".sx-sxolia{margin-top:16px;border-top:1px solid #c8bfa5}.sx-sxolia h3{color:#6b4f9e}.sx-lista li{margin:8px 0}.sx-kef{font-size:12px;background:#efe9f7;padding:2px 4px}"
        ".sx-se{font-size:11px;color:#6b4f9e;font-style:italic}.sx-vaf{font-size:10px;color:#999}.sx-grapste{font-size:12px}"
    )
    piece = Piece(
        "Πανηγύρι της Αγίας Παρασκευής 2013: ευχαριστούμε!",
        "Από το Διοικητικό Συμβούλιο",
        "2013-08-17T20:00:00+03:00",
        "17 Αυγούστου 2013",
        """
Το φετινό πανηγύρι της Αγίας Παρασκευής ήταν το μεγαλύτερο των τελευταίων χρόνων. Πάνω από 600 άνθρωποι γέμισαν την πλατεία, πολλοί από αυτούς ξενιτεμένοι που ήρθαν από την Αθήνα, τη Γερμανία και την Αυστραλία.

Ευχαριστούμε τις νοικοκυρές που έψησαν τις πίτες, τους νέους που έστησαν τα τραπέζια και την ορχήστρα του Θανάση Μπέλλου που μας κράτησε ως το πρωί.

Τα έσοδα, 4.850 ευρώ, θα διατεθούν για την επισκευή της στέγης του παλιού σχολείου.
""",
    )
    return case(
        "bv-el-syllogos-arithmoi",
        "discussion",
        "el-kastania",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/nea/118-panigyri-2013",
        reveal="on_load",
        container="div.sx-sxolia: h3 'Σχόλια επισκεπτών', ol.sx-lista > li (div.sx-kef 'NAME · 17/08/2013 - 21:30', for answers div.sx-se 'Απάντηση στο σχόλιο #n (NAME):', div.sx-keim, div.sx-vaf 'Μου αρέσει (n) | Απάντηση'); answers flat",
        heading="Σχόλια επισκεπτών",
        description="A Greek village association's hand-made site of 2013: a thank-you note after the village feast with 7 visitors' comments in a numbered list, the association answering twice; answers are flat and open with a line 'Απάντηση στο σχόλιο #n (NAME):' linking the comment they answer; like counts. Left: the village weather, coming events, a guest-book teaser with a quoted line, a visitor count. Most awkward: the thread is flat and only a reference line names each answer's parent.",
        static=True,
        lookalikes=("a guest-book teaser with a quoted line",),
    )


def threads2_bv() -> list[Case]:
    return [cs_club_after(), pl_portal_quotes(), el_village_numbered()]
