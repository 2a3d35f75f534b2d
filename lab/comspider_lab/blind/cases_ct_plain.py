"""Blind set CT: two plain article pages without any reader comment, with the era's furniture: a Croatian weekly's
text-only edition (hr) and an Estonian gardening blog's post with the widgets of a 2012 blog (et). Every class name,
name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ct_common import Case, Parts, Story, box, case, esc, links


def hr_tekst() -> Case:
    story = Story(
        title="Stara škola u Savskom Kutiću postaje zavičajni muzej",
        byline="Piše: Ivana Marjanović",
        iso="2012-09-06",
        shown="četvrtak, 6. rujna 2012.",
        dek="Općina je za obnovu zgrade iz 1908. dobila 1,2 milijuna kuna iz fondova za ruralni razvoj.",
        text="""
Zgrada stare pučke škole u Savskom Kutiću, u kojoj se nastava nije održavala od 1979., do proljeća bi trebala
postati zavičajni muzej Posavine. Radovi na krovu i fasadi počeli su u ponedjeljak, a izvodi ih tvrtka Gradnja
Lovrić iz Nove Gradiške.

Načelnik općine Marko Kovačević kaže da su mještani sami prikupili više od tristo predmeta: stare preslice, tkane
ručnike, fotografije, školske klupe i ploču na kojoj su pisale generacije njihovih djedova. „Ljudi su donosili
stvari s tavana i iz podruma. Nismo ni znali koliko toga imamo”, rekao je Kovačević.

U prizemlju će biti stalni postav, a na katu prostor za radionice i sastanke udruga. Udruga žena Savski Kutić već
je najavila tečaj tkanja za djecu.

Otvorenje je predviđeno za Dan općine, 19. ožujka iduće godine.
""",
    )
    paras_ = "".join(f"<p>{esc(p)}</p>\n" for p in story.paragraphs)
    body = (
        '<p><b>POSAVSKI GLASNIK</b> – tekstualno izdanje | <a href="/">grafičko izdanje</a> | '
        '<a href="/txt/">naslovnica</a> | <a href="/txt/vijesti/">vijesti</a> | <a href="/txt/zupanija/">županija</a> | '
        '<a href="/txt/sport/">sport</a></p>\n<hr />\n'
        f"<p>{esc(story.shown)}</p>\n<h1>{esc(story.title)}</h1>\n<p><b>{esc(story.dek)}</b></p>\n"
        f"<p>{esc(story.byline)}</p>\n{paras_}"
        "<p>Fotografije: 6 (dostupne u grafičkom izdanju)</p>\n<hr />\n"
        "<p><b>NAJČITANIJE</b><br />\n"
        '1. <a href="/txt/v/3310">Poplava u Jasenovcu: Sava pala za 40 centimetara</a><br />\n'
        '2. <a href="/txt/v/3302">Odbojkašice Posavine osvojile turnir u Đakovu</a><br />\n'
        '3. <a href="/txt/v/3298">Stara škola u Savskom Kutiću postaje muzej</a><br />\n'
        '4. <a href="/txt/v/3291">Cijene kukuruza na otkupu pale na 1,10 kn</a></p>\n'
        "<p><b>VRIJEME</b><br />Nova Gradiška: sunčano, 24 °C. Sutra: 13 / 26 °C.</p>\n"
        "<p><b>TEČAJNA LISTA HNB</b><br />EUR 7,4390 · USD 5,9112 · CHF 6,1934</p>\n"
        "<p><b>DEŽURNE LJEKARNE</b><br />Ljekarna Centar, Trg kralja Tomislava 2 (do 22 h)</p>\n<hr />\n"
        '<p><a href="/txt/">« natrag na naslovnicu</a> | <a href="/impresum/">Impresum</a> | '
        '<a href="/kontakt/">Kontakt</a> | <a href="/pretplata/">Pretplata</a></p>\n'
        "<p><small>© 2012 Posavski glasnik d.o.o. Sva prava pridržana.</small></p>"
    )
    return case(
        "ct-hr-tekstualno",
        "lookalike",
        "hr-glasnik",
        "plain",
        story,
        Parts(body=body),
        [],
        path="/txt/vijesti/2012/09/06/stara-skola-savski-kutic-muzej.html",
        container="-",
        heading=None,
        description="A Croatian weekly's text-only edition of a local story: the menu as a line of links, the text, "
        "most read, weather, exchange rates, chemists on duty as text lines; no readers' words anywhere.",
    )


def et_aed() -> Case:
    side = (
        box(
            "et-aiapidaja",
            "Minust",
            '<p><img src="/_avatar/mari.svg" width="80" height="80" alt="" align="left" /> Mari. Raamatupidaja '
            "päeval, aednik õhtul. Meil on Elva lähedal 12 aari aeda, kasvuhoone ja kaks kassi.</p>"
            '<p><a href="/minust">Vaata minu täielikku profiili</a></p>',
        )
        + box(
            "et-aiapidaja",
            "Populaarsed postitused",
            links(
                [
                    "Kuidas ma kurgid lõpuks kätte sain",
                    "Rabarberikook vanaema moodi",
                    "Küüslaugu istutamine sügisel",
                ]
            ),
        )
        + box(
            "et-aiapidaja",
            "Sildid",
            '<p><a href="/silt/tomatid" style="font-size:18px">tomatid</a> <a href="/silt/kasvuhoone">kasvuhoone</a> '
            '<a href="/silt/lilled" style="font-size:11px">lilled</a> <a href="/silt/retseptid" style="font-size:16px">'
            'retseptid</a> <a href="/silt/seemned">seemned</a> <a href="/silt/kompost" style="font-size:11px">kompost</a></p>',
        )
        + box(
            "et-aiapidaja",
            "Blogiarhiiv",
            "<ul><li>▼ 2012 (38)<ul><li>▼ mai (7)</li><li>► aprill (9)</li><li>► märts (5)</li></ul></li>"
            "<li>► 2011 (52)</li><li>► 2010 (19)</li></ul>",
        )
        + box("et-aiapidaja", "Jälgijad", "<p>Jälgijad (87)</p>")
        + box(
            "et-aiapidaja",
            "Facebook",
            '<p><a href="http://www.facebook.com/aiapidajamarkmik">Aiapidaja märkmik</a> Facebookis<br />Meeldib · '
            "312 inimesele meeldib see.</p>",
        )
        + box(
            "et-aiapidaja",
            "Blogid, mida loen",
            links(["Maakodu päevik", "Tomatihull", "Rohenäpp Saaremaal"], "/br/"),
        )
    )
    story = Story(
        title="Tomatid kasvuhoonesse – minu kümme reeglit",
        byline="Postitas Mari kell 21:37 · Sildid: kasvuhoone, tomatid",
        iso="2012-05-20",
        shown="pühapäev, 20. mai 2012",
        text="""
Täna said lõpuks tomatid kasvuhoonesse. Öösiti on veel jahe, aga ilmateade lubab järgmiseks nädalaks sooja ja ma
ei jaksanud enam vaadata, kuidas nad aknalaual venivad. Sel aastal on mul kaksteist sorti, neist neli uued.

Minu reeglid on aastatega lihtsaks jäänud. Istutan sügavale, kuni esimeste lehtedeni, sest varrest kasvavad uued
juured. Kastan harva, aga korralikult. Iga taime juurde panen peotäie komposti ja natuke puutuhka.

Külmade ööde jaoks hoian kasvuhoones kahte suurt veepudelit, mis päeval soojenevad ja öösel sooja tagasi annavad.
See on vana nipp, mille õppisin naabrinaiselt.

Kirjutan sügisel, kuidas läks. Eelmisel aastal oli parim 'Kirovi kullake', vaatame, kas ta ka tänavu võidab.
""",
    )
    return case(
        "ct-et-aiapidaja",
        "lookalike",
        "et-aiapidaja",
        "blog",
        story,
        Parts(
            side=side,
            inside='<p class="am-jaga">Jaga: <a href="http://www.facebook.com/sharer.php">Facebook</a> · '
            '<a href="http://twitter.com/share">Twitter</a> · <a href="mailto:?subject=Tomatid">E-post</a></p>',
            after='<p class="am-nav"><a href="/2012/05/redised.html">« Uuem postitus</a> | <a href="/">Avaleht</a> | '
            '<a href="/2012/05/seemnete-vahetus.html">Vanem postitus »</a></p>',
        ),
        [],
        path="/2012/05/tomatid-kasvuhoonesse.html",
        container="-",
        heading=None,
        description="An Estonian gardening blog's post with the era's widgets (about me, popular posts, a tag cloud, "
        "archive with counts, followers, a Facebook box as saved, a blogroll) and no readers' words.",
    )
