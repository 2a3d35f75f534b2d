"""Blind set BF: four plain article pages without any reader comment (a closed forum link, "0 replies", nothing),
four pages whose furniture holds a list that looks like a discussion (a forum's moderators introducing themselves,
a laundry-room booking board with notes, pigeon race results with the fanciers' remarks, a tool library's loan
book) and two mixed pages (a thread beside a lost-property list; a thread beside a seed-swap register). Every name,
place and text invented for this set; each entry written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bf_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    member,
    paras,
    rows,
    seeds,
    snippet,
    thread,
)
from comspider_lab.blind.cases_bf_en import MONTHS_EN


def _lookalike(
    cid: str,
    site: str,
    st: Story,
    path: str,
    parts: Parts,
    what: str,
    description: str,
    kinds: tuple[str, ...],
) -> Case:
    return make(
        cid,
        "lookalike",
        site,
        st,
        parts,
        [],
        path=path,
        container=what,
        heading=None,
        description=description,
        lookalikes=kinds,
    )


# --------------------------------------------------------------------------- plain pages


def en_plain_closed() -> Case:
    st = Story(
        "Wendlow library to open on Sundays from September",
        "By Nora Pilbeam",
        "2009-07-22T10:00:00+01:00",
        "22 July 2009",
        """
Wendlow library will open on Sunday afternoons from September 6, the first time in its 82-year history, after the town council agreed to fund the extra hours for a trial year.

The library will be open from 1pm to 4pm, with the children's corner and the computers available. Staff hours will be covered by two new part-time posts and volunteers from the Friends of Wendlow Library.

The chairman of the Friends said the group had collected more than 600 signatures for Sunday opening last winter.
""",
        section="News",
        related=(
            "Marl villages bus trial extended",
            "Arts week programme announced",
            "School run parking warning",
        ),
        tags=("Wendlow library", "town council"),
    )
    box = (
        '<div class="wo-discuss"><p><b>Forum</b>: The discussion of this story has been closed. '
        '<a href="/forum/">Browse the Wendlow Observer forum</a></p></div>'
    )
    return _lookalike(
        "bf-lp-en-wendlow-closed",
        "en-plain",
        st,
        "/news/library-sunday-opening.html",
        Parts(inside=box),
        "none: article, a line 'The discussion of this story has been closed', bookmarking bar, tags, most read, tag cloud, footer",
        "A 2009 English regional paper's article page: a note that the forum discussion of the story is closed and a link to the forum index, the era's furniture; no reader comment.",
        ("none: a plain article page (discussion closed)",),
    )


def sv_plain_zero() -> Case:
    st = Story(
        "Norrmyra får ny förskola vid Björkvägen",
        "Av Lena Strandberg",
        "2012-02-14T08:30:00+01:00",
        "14 februari 2012",
        """
Kommunstyrelsen i Norrmyra har beslutat att bygga en ny förskola med sex avdelningar vid Björkvägen. Den ersätter två äldre förskolor i paviljonger som har haft problem med fukt.

Bygget beräknas kosta 34 miljoner kronor och förskolan ska stå klar till hösten 2013. Tomten ligger nära skogen, och kommunen vill att utevistelsen ska få stor plats.

Föräldrar har kunnat lämna synpunkter på ritningarna under januari.
""",
        section="Norrmyra",
        related=(
            "Ny gång- och cykelväg till stationen",
            "Isbanan öppnar i helgen",
            "Byarnas busstider ändras",
        ),
        tags=("förskola", "Norrmyra", "kommunen"),
    )
    box = (
        '<div class="nt-forum"><h4>Diskutera</h4><p>0 inlägg i forumet · <a href="/forum/ny-trad?artikel=4471">Skriv det första inlägget</a></p>'
        '<p class="nt-regler">Du måste vara inloggad för att skriva i forumet. <a href="/login">Logga in</a> eller <a href="/registrera">registrera dig</a>.</p></div>'
    )
    return _lookalike(
        "bf-lp-sv-norrmyra-zero",
        "sv-plain",
        st,
        "/norrmyra/ny-forskola-bjorkvagen.html",
        Parts(inside=box),
        "none: article, a forum box '0 inlägg i forumet' with a log-in line, bookmarking bar, tags, most read, footer",
        "A 2012 Swedish local paper's article page: a forum box with '0 inlägg' and a link to write the first post, the era's furniture; no reader comment.",
        ("none: a plain article page (0 posts)",),
    )


def cs_plain_nothing() -> Case:
    st = Story(
        "Hradecká plovárna zahájí sezonu o týden dřív",
        "Petr Novotný",
        "2010-05-20T09:00:00+02:00",
        "20. května 2010",
        """
Městská plovárna na Labském nábřeží otevře letos už v sobotu 29. května, o týden dříve než obvykle. Správa sportovišť reaguje na teplou předpověď počasí a na zájem škol.

Vstupné zůstává stejné jako loni: dospělí zaplatí 60 korun, děti a senioři 30 korun. Nově bude k dispozici permanentka na deset vstupů.

Během prázdnin bude plovárna otevřena denně od devíti do devatenácti hodin.
""",
        section="Hradecko",
        related=(
            "Oprava mostu potrvá do srpna",
            "Festival dechovek na náměstí",
            "Nová cyklostezka podél Labe",
        ),
        tags=("plovárna", "léto", "Hradec"),
    )
    box = (
        '<div class="ho-fakta"><h4>Plovárna v číslech</h4><ul><li>3 bazény, z toho 1 dětský</li><li>Kapacita 1 800 návštěvníků</li>'
        "<li>Otevřeno od roku 1934</li></ul></div>"
    )
    return _lookalike(
        "bf-lp-cs-hradec-nothing",
        "cs-plain",
        st,
        "/hradecko/plovarna-sezona-drive.html",
        Parts(inside=box),
        "none: article, a fact box of three lines, bookmarking bar, tags, most read, tag cloud, advertisement, footer",
        "A 2010 Czech regional portal's article page with a fact box and the era's furniture, no discussion at all; no reader comment.",
        ("none: a plain article page",),
    )


def tr_plain_link() -> Case:
    st = Story(
        "Yalıköy sahil yolunda bisiklet yolu çalışması başladı",
        "Haber Merkezi",
        "2013-03-05T11:00:00+02:00",
        "5 Mart 2013",
        """
Yalıköy Belediyesi, sahil yolu boyunca 4,5 kilometrelik bisiklet yolunun yapımına başladı. Çalışmaların haziran ayında tamamlanması planlanıyor.

Bisiklet yolu, iskele meydanından başlayarak balıkçı barınağına kadar uzanacak. Güzergah boyunca üç bisiklet park alanı ve iki dinlenme noktası yapılacak.

Çalışmalar sırasında sahil yolunun bir şeridi trafiğe kapalı olacak.
""",
        section="Yalıköy",
        related=(
            "İskele meydanına yeni düzenleme",
            "Balıkçı barınağında bakım",
            "Pazar yerinin yeri değişiyor",
        ),
        tags=("bisiklet yolu", "sahil", "belediye"),
    )
    box = '<p class="yg-forum"><a href="/forum/konu/3390">Bu haberi forumda tartışın (0 cevap)</a></p>'
    return _lookalike(
        "bf-lp-tr-yalikoy-link",
        "tr-plain",
        st,
        "/yalikoy/sahil-bisiklet-yolu.html",
        Parts(inside=box),
        "none: article, a link 'Bu haberi forumda tartışın (0 cevap)', bookmarking bar, tags, most read, footer",
        "A 2013 Turkish local news page: a link to discuss the story in the forum with '0 cevap', the era's furniture; no reader comment.",
        ("none: a plain article page (forum link, 0 replies)",),
    )


# --------------------------------------------------------------------------- look-alike lists


def en_moderators() -> Case:
    mods = rows("""
Sol_Bramley | Global Moderator | Mar 2004 | 11,204 | Hello all. I look after the Z80 and 6502 boards and anything with a tape deck. PM me if a thread goes off the rails.
Dot Harkness | Moderator | Jan 2006 | 6,390 | Hardware and soldering sections. I'll move your post if it's in the wrong place, please don't take it personally.
rasterbator_ian | Moderator | Aug 2007 | 4,877 | Software, emulators and the code corner. I'm the one who asks you to use code tags.
Morwenna Teague | Moderator | Nov 2008 | 2,512 | Events and meet-ups. If you are organising a swap meet, let me know and I'll pin it.
Big Chalky | Administrator | Jan 2003 | 15,040 | I keep the servers running and read every report. Be kind to new members, we were all new once.
""")
    items = "".join(
        f'<li class="cr-mod"><img src="/_avatar/cr-{i}.svg" alt="" width="48" height="48" /><div class="cr-who"><b>{esc(n)}</b> '
        f'<span class="cr-role">{esc(r)}</span></div><div class="cr-stats">Joined: {esc(j)} · Posts: {esc(p)}</div>'
        f'<p class="cr-hello">{esc(t)}</p><a href="/forum/pm?to={i}">Send a private message</a></li>'
        for i, (n, r, j, p, t) in enumerate(mods)
    )
    block = f'<div class="cr-team"><h2>Meet the forum team</h2><ul class="cr-list">{items}</ul></div>'
    st = Story(
        "Our forum is ten years old: a short history",
        "By the Castlereagh Hobby Computing editors",
        "2013-01-15T09:00:00+00:00",
        "15 January 2013",
        """
Ten years ago this month, four people who had met at a computer fair in a school gym set up a message board to swap tape-loading tips. Today the Castlereagh Hobby Computing forum has more than 9,000 members and half a million posts.

The early years were mostly about getting old machines to load at all. Since then the forum has grown sections on hardware repair, emulators, new games written for old machines and, more recently, small electronics projects of all kinds.

None of it would work without the volunteers who keep the boards tidy, answer questions at two in the morning and run the yearly swap meet. Below, they introduce themselves.
""",
        section="Articles",
        related=(
            "Recapping a 1982 power supply",
            "Swap meet 2013: date and venue",
            "A new game for an old machine",
        ),
        tags=("forum", "community", "anniversary"),
    )
    return _lookalike(
        "bf-ll-en-moderators",
        "en-list",
        st,
        "/articles/forum-ten-years.html",
        Parts(
            after=block,
            css=".cr-list{list-style:none;padding:0}.cr-mod{border-bottom:1px solid #ddd;padding:8px 0 8px 58px;position:relative}.cr-mod img{position:absolute;left:0}.cr-role{font-size:11px;color:#a40}",
        ),
        "div.cr-team: h2 'Meet the forum team', ul.cr-list > li.cr-mod (avatar, name, role, 'Joined', 'Posts', a greeting, 'Send a private message'), 5 entries",
        "A 2013 hobby computing magazine's article about its forum's tenth year, followed by the forum team introducing themselves: 5 entries with avatars, names, roles, joined dates, post counts and a first-person greeting each, in a forum's member markup; no reader comment.",
        ("forum moderators' introductions with member stats",),
    )


def fi_laundry() -> Case:
    slots = rows("""
Ti 14.6. klo 8–11 | A 3, Riikka | Tuon oman pesuaineen, koneen annostelija vuotaa edelleen.
Ti 14.6. klo 11–14 | B 12, Heikki L. | Kuivaushuoneen narut vaihdettu, saa käyttää taas.
Ke 15.6. klo 8–11 | A 7, Sanna ja Ville | Matot pesuun, kuivaan ne pihalla jos ei sada.
Ke 15.6. klo 17–20 | C 21, Aino | Vaihdoin vuoroa Sirkan kanssa, hän ottaa torstain.
To 16.6. klo 14–17 | C 18, Sirkka | Muistakaa tyhjentää nukkasihti, viimeksi oli aivan täynnä.
""")
    items = "".join(
        f'<tr><td class="pv-aika">{esc(a)}</td><td class="pv-asunto">{esc(b)}</td><td class="pv-huom">{esc(h)}</td></tr>'
        for a, b, h in slots
    )
    block = (
        '<div class="pv-taulu"><h3>Esimerkki: taloyhtiön pesutupataulu netissä</h3><table class="pv-varaukset" cellspacing="0">'
        "<tr><th>Vuoro</th><th>Asunto ja varaaja</th><th>Huomautus</th></tr>"
        + items
        + '</table><p class="pv-selite">Kuvakaappaus Koivulahden Rantakallion taloyhtiön varausjärjestelmästä, nimet julkaistu luvalla.</p></div>'
    )
    st = Story(
        "Taloyhtiöt siirtävät pesutuvan varaukset verkkoon",
        "Teksti: Mikko Heinonen",
        "2011-06-13T07:00:00+03:00",
        "13.6.2011",
        """
Yhä useampi koivulahtelainen taloyhtiö luopuu pesutuvan oven vieressä roikkuvasta paperilistasta. Varaukset tehdään nyt verkossa, ja samalla asukkaat voivat jättää toisilleen viestejä.

Rantakallion taloyhtiössä järjestelmä otettiin käyttöön keväällä. Isännöitsijän mukaan riitoja vuoroista on ollut selvästi vähemmän, kun jokainen näkee varaukset kotoa.

Osa iäkkäistä asukkaista on kuitenkin halunnut pitää myös paperilistan. Rantakallio on päättänyt pitää molemmat.
""",
        section="Koivulahti",
        related=("Kesän uimarannat avautuvat", "Kirjasto muuttaa väistötiloihin", "Kauppatorin kesä alkaa"),
        tags=("asuminen", "taloyhtiöt", "Koivulahti"),
    )
    return _lookalike(
        "bf-ll-fi-pesutupa",
        "fi-list",
        st,
        "/koivulahti/pesutupa-varaukset-verkkoon.html",
        Parts(
            after=block,
            css=".pv-varaukset td,.pv-varaukset th{border:1px solid #ccc;padding:4px}.pv-selite{font-size:11px;color:#777}",
        ),
        "div.pv-taulu: h3, table.pv-varaukset (slot, flat and name, a note), 5 rows",
        "A 2011 Finnish local paper's article about housing companies moving laundry-room bookings online, with an example board: 5 bookings (a time slot, flat and resident's name, a short note to the neighbours) in a table; no reader comment.",
        ("laundry-room booking board with residents' notes",),
    )


def hu_pigeons() -> Case:
    res = rows("""
1. | Kovács Lajos | Fehérvölgy | 11:42:08 | 1 412 m/perc | Ez a tojó tavaly is az első tízben volt, most végre nyert.
2. | Varga-Tóth Imre | Kisharsány | 11:44:51 | 1 398 m/perc | Az erős szembeszél ellenére is jól jöttek, meg vagyok elégedve.
3. | Szabó Erzsébet | Fehérvölgy | 11:47:30 | 1 385 m/perc | Első évem versenyzőként, nem is reméltem dobogót.
4. | Bodnár Géza | Alsótelek | 11:49:02 | 1 379 m/perc | Két madaram még nem érkezett meg, remélem, estig hazatalálnak.
5. | Németh Pál | Kisharsány | 11:52:17 | 1 366 m/perc | A szokásosnál korábban engedtük fel őket, ez sokat számított.
""")
    items = "".join(
        f'<li class="gv-sor"><span class="gv-hely">{esc(h)}</span> <b class="gv-nev">{esc(n)}</b> <span class="gv-hely2">({esc(t)})</span> '
        f'<span class="gv-ido">érkezés: {esc(i)}</span> <span class="gv-seb">{esc(s)}</span><p class="gv-megj">„{esc(m)}”</p></li>'
        for h, n, t, i, s, m in res
    )
    block = f'<div class="gv-eredmeny"><h3>A verseny első öt helyezettje</h3><ol class="gv-lista">{items}</ol></div>'
    st = Story(
        "Háromszáz kilométert repültek a fehérvölgyi galambok",
        "Írta: Fodor Anikó",
        "2012-05-21T08:00:00+02:00",
        "2012. május 21.",
        """
Vasárnap rendezték a Fehérvölgyi Postagalamb Egyesület idei első nagy versenyét. A madarakat hajnalban engedték fel a határ közelében, háromszáz kilométerre a völgytől.

A versenyen tizenkilenc tenyésztő 412 galambja vett részt. A leggyorsabb madár valamivel több mint három és fél óra alatt ért haza, annak ellenére, hogy délelőtt erős szembeszél fújt.

Az egyesület a nyáron még négy versenyt rendez, a leghosszabbat augusztusban, hatszáz kilométeres távon.
""",
        section="Fehérvölgy",
        related=(
            "Megújul a falunap programja",
            "Új játszótér a templomkertben",
            "Aratás előtt: jó termés várható",
        ),
        tags=("postagalamb", "verseny", "egyesület"),
    )
    return _lookalike(
        "bf-ll-hu-galambverseny",
        "hu-list",
        st,
        "/fehervolgy/galambverseny-haromszaz-km.html",
        Parts(
            after=block,
            css=".gv-lista{padding-left:0;list-style:none}.gv-sor{border-bottom:1px dotted #aaa;padding:5px 0}.gv-megj{margin:2px 0;font-style:italic}",
        ),
        "div.gv-eredmeny: h3, ol.gv-lista > li.gv-sor (place, fancier's name, village, arrival time, speed, a quoted remark), 5 entries",
        "A 2012 Hungarian local paper's report of a pigeon race, followed by the top five: place, fancier's name and village, arrival time, speed and a quoted one-sentence remark each; no reader comment.",
        ("pigeon race results with fanciers' remarks",),
    )


def da_tools() -> Case:
    loans = rows("""
Stiksav | Bent, Strandvejen | 02.09.2008 | Lånt til weekenden, skal bruges til hækken ved carporten.
Trillebør | Jette og Kim | 03.09.2008 | Tak fordi vi måtte låne den igen! Afleveres fredag.
Slagboremaskine | Mustafa | 03.09.2008 | Boret på 8 mm er knækket, jeg køber et nyt med tilbage.
Stige, 6 m | Ellen fra nr. 14 | 05.09.2008 | Til tagrenden. Har lovet naboen at holde den.
Fliseskærer | Poul Erik | 06.09.2008 | Vi lægger fliser på badeværelset, regner med to uger.
""")
    items = "".join(
        f'<div class="vb-udlaan"><span class="vb-ting">{esc(t)}</span> — <span class="vb-laaner">{esc(n)}</span> '
        f'<span class="vb-dato">{esc(d)}</span><div class="vb-note">{esc(x)}</div></div>'
        for t, n, d, x in loans
    )
    block = f'<div class="vb-bog"><h3>Fra udlånsbogen i skuret</h3>{items}<p class="vb-kilde">Gengivet med tilladelse fra Værktøjsbiblioteket Søndervig.</p></div>'
    st = Story(
        "Naboer deler boremaskiner og stiger i nyt værktøjsbibliotek",
        "Af Karen Mølgaard",
        "2008-09-08T06:00:00+02:00",
        "8. september 2008",
        """
I et gammelt redskabsskur bag forsamlingshuset i Søndervig står nu over hundrede stykker værktøj, som alle i byen kan låne gratis. Ideen kom fra en gruppe naboer, der syntes, det var spild, at alle skulle eje en stige, de brugte to gange om året.

Skuret er åbent onsdag og lørdag, og lånene skrives i en bog. I den første måned er der lavet 74 udlån.

Biblioteket mangler især en havefræser og en god trillebør mere.
""",
        section="Søndervig",
        related=("Forsamlingshuset får nyt tag", "Høstmarked på lørdag", "Skolen søger frivillige"),
        tags=("værktøj", "naboskab", "Søndervig"),
    )
    return _lookalike(
        "bf-ll-da-vaerktoej",
        "da-list",
        st,
        "/sondervig/vaerktoejsbibliotek.html",
        Parts(
            after=block,
            css=".vb-udlaan{border-left:3px solid #9bb;padding:4px 8px;margin:6px 0}.vb-ting{font-weight:bold}.vb-dato{font-size:11px;color:#888}",
        ),
        "div.vb-bog: h3 'Fra udlånsbogen i skuret', div.vb-udlaan per loan (tool, borrower, date, a note), 5 entries",
        "A 2008 Danish local paper's article about a neighbourhood tool library, with five entries from its loan book: tool, borrower's first name, date and the borrower's note; no reader comment.",
        ("tool library loan book with borrowers' notes",),
    )


# --------------------------------------------------------------------------- mixed pages


def en_mixed_lostproperty() -> Case:
    found = rows("""
Umbrella, green with a duck handle | Handed in by a guard, Penlow Junction | 3 Dec 2012 | Left on the 17:42 to Carbury, first carriage.
Child's knitted hat, red | Handed in by Mrs J. Amos | 4 Dec 2012 | Found on platform 2 bench. Has a name tag: 'Alfie'.
Reading glasses in a blue case | Handed in by the station cafe | 5 Dec 2012 | Left on a table by the window.
Trumpet in a black case | Handed in by a passenger, Dean Halloran | 6 Dec 2012 | Found on the 08:05 from Ossby. Somebody must be missing this.
""")
    lost = "".join(
        f'<li class="lp-item"><b class="lp-what">{esc(w)}</b><br /><span class="lp-by">{esc(b)}</span>, <span class="lp-date">{esc(d)}</span>'
        f'<p class="lp-note">{esc(n)}</p></li>'
        for w, b, d, n in found
    )
    lostbox = f'<div class="lp-box"><h4>Lost property at Penlow Junction this week</h4><ul class="lp-list">{lost}</ul></div>'
    cs = thread("""
Alan Sowerby | 07-12-2012, 09:14 | - | - | The waiting room at Penlow has been freezing for three winters. Glad somebody finally wrote about it.
Brenda Kaye | 07-12-2012, 09:40 | 0 | q | It's the door. It doesn't close on its own and nobody pulls it shut. A spring closer would cost twenty pounds.
GrangeRailfan | 07-12-2012, 10:22 | - | - | The heater in the old booking hall was removed in 2009 and never replaced. There's a photo of it in the heritage society's book.
Alan Sowerby | 07-12-2012, 11:05 | 1 | q | Twenty pounds and three years of cold feet. Typical.
Station adopter Pat | 07-12-2012, 13:30 | - | - | Our adopters' group has asked the operator twice. We'll take this article to the next meeting with them on the 18th.
""")

    def item(i: int, c: C) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = f'<div class="jt-q"><i>Quote ({esc(p.name)}):</i> {esc(snippet(p.text, 60))}</div>'
        joined, posts = member(c.name, MONTHS_EN)
        return (
            f'<div class="jt-post" id="jt{i + 1}"><div class="jt-hd"><b>{esc(c.name)}</b> · {esc(c.when)} · <a href="#jt{i + 1}">#{i + 1}</a> '
            f'<span class="jt-u">Posts: {posts} · Joined: {esc(joined)}</span></div>{quote}<div class="jt-bd">{paras(c.text, br=True)}</div>'
            '<div class="jt-ac"><a href="#">Quote</a> <a href="#">Report</a></div></div>'
        )

    block = (
        '<div class="jt-forum"><h3>On the Junction Times forum (5 replies)</h3>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<p><a href="/forum/t/8812">View full thread</a></p></div>'
    )
    st = Story(
        "Cold comfort: Penlow Junction's waiting room still unheated",
        "By Roy Gatenby",
        "2012-12-06T18:00:00+00:00",
        "6 December 2012",
        """
Passengers waiting for the first trains at Penlow Junction this week have been sitting in a waiting room where the thermometer read two degrees, three years after the heater was taken out during repairs.

The operator says a replacement is "on the list" for the station's refurbishment, which has no date yet. The station adopters' group says a simple door closer would make a big difference in the meantime.

The waiting room is open from 5.30am to 11pm.
""",
        section="Stations",
        related=("Ossby line timetable changes", "Heritage society's new book", "Carbury footbridge reopens"),
        tags=("Penlow Junction", "stations", "winter"),
    )
    return make(
        "bf-mx-en-penlow-lostproperty",
        "mixed",
        "en-mixed",
        st,
        Parts(
            after=block,
            rail=lostbox,
            css=".jt-post{border-bottom:1px solid #ccc;padding:5px 0}.jt-hd{font-size:11px;background:#eef}.jt-u{color:#888}.jt-q{background:#f3f3f3;font-size:12px;padding:3px}.lp-list{padding-left:14px}.lp-note{margin:2px 0}",
        ),
        seeds(cs),
        path="/stations/penlow-waiting-room-cold.html",
        container="div.jt-forum: h3 'On the Junction Times forum (5 replies)', div.jt-post per post (div.jt-hd name, time, '#n', posts, joined; div.jt-q 'Quote (NAME):'; div.jt-bd); beside it in the side column div.lp-box, a list of 4 lost-property items",
        heading="On the Junction Times forum (5 replies)",
        description="A 2012 railway paper's forum thread (engine 'Junction Forum', invented) under the article: 5 posts, two answers quoting their parent, three levels; beside it in the side column the week's lost property at the station (4 items: the object, who handed it in, a date, a sentence each), not comments.",
        lookalikes=("lost-property list with finders and notes",),
    )


def ro_mixed_seeds() -> Case:
    reg = rows("""
Roșii „Inimă de bou” | Maria Cozma, Poiana | 2 martie 2011 | Semințe din 2010, au rodit până în octombrie.
Fasole cățărătoare pestriță | Ion Bratu, Valea Ursului | 2 martie 2011 | Se pune lângă porumb, așa cum făcea bunica.
Ardei lung de Deal | Elena Pop | 3 martie 2011 | Iute, dar nu foarte. Cine ia, să-mi aducă în toamnă câteva semințe înapoi.
Dovleac alb de plăcintă | Familia Sârbu, Cetățuia | 4 martie 2011 | Se păstrează în cămară până în aprilie.
""")
    regs = "".join(
        f'<tr><td class="sm-soi">{esc(a)}</td><td class="sm-cine">{esc(b)}</td><td class="sm-data">{esc(c_)}</td><td class="sm-nota">{esc(d)}</td></tr>'
        for a, b, c_, d in reg
    )
    register = (
        '<div class="sm-registru"><h3>Registrul schimbului de semințe</h3><table class="sm-tabel" cellspacing="0">'
        "<tr><th>Soi</th><th>Adus de</th><th>Data</th><th>Nota</th></tr>" + regs + "</table></div>"
    )
    cs = thread("""
Dorina Mureșan | 05.03.2011 19:20 | - | - | Ce frumos că s-a făcut și la noi! Am și eu niște semințe de castraveți de la mama, unde le pot aduce?
Vasile G. | 05.03.2011 19:48 | 0 | q | La biblioteca comunală, marțea și joia după-amiaza. Doamna bibliotecară le notează în registru.
Dorina Mureșan | 05.03.2011 20:02 | 1 | q | Mulțumesc, vin joi.
Nelu Ardelean | 06.03.2011 08:15 | - | - | Ar trebui să fie și o zi de schimb în piață, primăvara, să vină și cei din satele de sus.
Ana-Maria P. | 06.03.2011 10:40 | 3 | q | Bună idee. Primăria dă gratuit mesele din piață sâmbăta dimineața, am întrebat anul trecut.
Vasile G. | 06.03.2011 12:05 | - | - | Roșiile Mariei Cozma sunt cele mai bune din vale, recomand tuturor.
""")

    def item(i: int, c: C) -> str:
        quote = ""
        if c.has("q") and c.seed.parent is not None:
            p = cs[c.seed.parent]
            quote = (
                f'<div class="vu-citat"><b>{esc(p.name)}</b> a scris:<br />{esc(snippet(p.text, 60))}</div>'
            )
        joined, posts = member(c.name)
        return (
            f'<tr><td class="vu-autor" valign="top"><b>{esc(c.name)}</b><br /><small>Înscris: {esc(joined)}<br />Mesaje: {posts}</small></td>'
            f'<td class="vu-mesaj" valign="top"><div class="vu-data">{esc(c.when)} · #{i + 1}</div>{quote}<div class="vu-text">{paras(c.text, br=True)}</div>'
            '<div class="vu-but"><a href="#">Citează</a> <a href="#">Răspunde</a></div></td></tr>'
        )

    block = (
        '<div class="vu-forum"><h3>Discuții pe forum (6)</h3><table class="vu-tabel" width="100%" cellspacing="1">'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '</table><p><a href="/forum/subiect/611">Vezi subiectul pe forum</a></p></div>'
    )
    st = Story(
        "Schimb de semințe vechi la biblioteca din Valea Ursului",
        "de Cristina Oltean",
        "2011-03-05T10:00:00+02:00",
        "5 martie 2011",
        """
Biblioteca comunală din Valea Ursului a pornit un schimb de semințe din soiuri vechi, păstrate de localnici din generație în generație. Oricine poate aduce semințe și poate lua altele, în schimbul promisiunii de a aduce înapoi o parte din recoltă.

În prima săptămână au fost aduse semințe de 23 de soiuri, de la roșii și fasole la dovleci și ardei. Fiecare soi este trecut într-un registru, împreună cu numele celui care l-a adus.

Schimbul este deschis marțea și joia, între orele 14 și 18.
""",
        section="Local",
        related=(
            "Târgul de primăvară, pe 20 martie",
            "Drumul spre Poiana va fi asfaltat",
            "Școala primește calculatoare noi",
        ),
        tags=("semințe", "bibliotecă", "grădinărit"),
    )
    return make(
        "bf-mx-ro-seminte",
        "mixed",
        "ro-mixed",
        st,
        Parts(
            inside=register,
            after=block,
            css=".sm-tabel td,.sm-tabel th{border:1px solid #ccc;padding:3px}.vu-tabel{background:#bbb}.vu-tabel td{background:#fff}.vu-autor{width:130px;background:#f4f0e8!important;font-size:11px}.vu-citat{background:#eee;font-size:12px;padding:3px}.vu-data{font-size:11px;color:#888}",
        ),
        seeds(cs),
        path="/local/schimb-seminte-biblioteca.html",
        container="div.vu-forum: h3 'Discuții pe forum (6)', table.vu-tabel, a row per post (td.vu-autor name, 'Înscris', 'Mesaje'; td.vu-mesaj time and '#n', div.vu-citat 'NAME a scris:', div.vu-text, Citează / Răspunde); in the article a table of the seed-swap register (4 rows)",
        heading="Discuții pe forum (6)",
        description="A 2011 Romanian local paper's forum thread (engine 'Vatra Forum', invented) under the article: 6 posts in one table, three answers quoting their parent, three levels; inside the article the library's seed-swap register (variety, who brought it, date, a note: 4 rows), not comments.",
        lookalikes=("seed-swap register with donors' notes",),
    )


def other_cases() -> list[Case]:
    return [
        en_plain_closed(),
        sv_plain_zero(),
        cs_plain_nothing(),
        tr_plain_link(),
        en_moderators(),
        fi_laundry(),
        hu_pigeons(),
        da_tools(),
        en_mixed_lostproperty(),
        ro_mixed_seeds(),
    ]
