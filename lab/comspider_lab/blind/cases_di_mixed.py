"""Blind set DI: the mixed page: a Hungarian county news portal of 2012 whose story about a village wine competition
prints the jury's tasting notes (judge, wine, points, a short note) in a box, and below the story the readers'
"Hozzászólások (7)", numbered entries in a flat list where two answers link to the entry they answer ("Válasz #2
Kovács Gézáné részére"). Every site, name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_di_common import Case, Row, counted, doc, esc, links, make, paras, slug

HU_CSS = (
    "body{margin:0;background:#f4f1ea;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}#keret{width:990px;margin:0 auto;background:#fff}"
    "#fejlec{background:#5a1e3c;color:#fff;padding:12px 14px;overflow:hidden}#fejlec .lapnev{font:bold 32px Georgia,serif}#fejlec .datum{float:right;font-size:11px}"
    "#rovatok{background:#e7d9c4;padding:5px 14px}#rovatok a{margin-right:12px;font-weight:bold;color:#5a1e3c}#hasab{float:left;width:650px;padding:12px 14px}"
    "#oldalsav{float:right;width:290px;padding:12px 8px}.doboz{border:1px solid #d9cbb5;margin-bottom:12px;padding:0 8px 8px}.doboz h4{margin:0 -8px 6px;padding:4px 8px;background:#5a1e3c;color:#fff}"
    ".zsuri{background:#faf6ee;border-left:4px solid #5a1e3c;padding:6px 10px;margin:14px 0}.zsuri .tag{margin-bottom:8px}.zsuri .pont{color:#5a1e3c;font-weight:bold}"
    ".hsz{border-bottom:1px dotted #bbb;padding:7px 0}.hsz .sorszam{color:#999;margin-right:6px}.hsz .szerzo{font-weight:bold}.hsz .ido{color:#888;font-size:11px}"
    ".hsz .valasz-re{font-size:11px;color:#5a1e3c}#lablec{clear:both;background:#5a1e3c;color:#e7d9c4;padding:12px;font-size:11px}"
)

HU_ROWS: list[Row] = [
    (
        "borbarát_Pécs",
        "2012.05.14. 15:32",
        "Gratulálok a Hegyi Pincének, tavaly nyáron kóstoltam náluk az olaszrizlinget, már akkor mondtam hogy ebből lesz valami.",
        None,
    ),
    (
        "Kovács Gézáné",
        "2012.05.14. 16:05",
        "A férjem is nevezett két borral, de nem kaptak érmet. Mi alapján pontoz a zsűri? Ezt soha senki nem magyarázza el.",
        None,
    ),
    (
        "hegyilakó",
        "2012.05.14. 17:20",
        "Négy zsűritag, vakkóstolás, 20 pontos rendszer. A pontozólapokat kérésre kiadják, kérje el a hegyközségtől.",
        1,
    ),
    (
        "Tibi",
        "2012.05.14. 20:48",
        "214 minta egy ilyen kis hegyen, ez tényleg szép. De a díjkiosztó megint csúszott egy órát, a gyerekek már aludtak mire a mi nevünket mondták.",
        None,
    ),
    (
        "Nagy Anna",
        "2012.05.15. 08:12",
        "Hol lehet megvenni ezeket a borokat? Budapesten élek, itt sehol nem láttam kővágóhegyi bort.",
        None,
    ),
    (
        "Pap Tamás",
        "2012.05.15. 09:40",
        "Kedves Anna! Nálunk a pincénél szombatonként, illetve postán is küldünk, a honlapunkon van a rendelési lap.\n\nÜdv: Pap Tamás",
        4,
    ),
    (
        "borbarát_Pécs",
        "2012.05.15. 11:02",
        "A juhfarkat ne felejtsétek el, a Bognárék bora szerintem jobb volt mint némelyik aranyérmes...",
        None,
    ),
]

JURY = (
    (
        "Dr. Fehérvári Ákos",
        "a zsűri elnöke",
        "Kővágóhegyi Olaszrizling 2011, Hegyi Pince",
        "18,4 pont",
        "Virágos illat, kerek sav, hosszú, mandulás lecsengés. A nap bora.",
    ),
    (
        "Sárközi Enikő",
        "borász",
        "Juhfark 2010, Bognár Családi Birtok",
        "17,9 pont",
        "Sós, ásványos, még nagyon fiatal. Két év múlva lesz igazán nagy.",
    ),
    (
        "Kardos Imre",
        "sommelier",
        "Hárslevelű 2011, Pap Tamás",
        "17,1 pont",
        "Mézes, hársvirágos, kicsit alacsony savval, de nagyon iható.",
    ),
    (
        "Horváth-Lengyel Judit",
        "borszakíró",
        "Kékfrankos rozé 2011, Kővágói Szövetkezet",
        "16,5 pont",
        "Eper és málna, üde nyári bor, jó áron.",
    ),
)


def hu_borverseny() -> Case:
    jury = "".join(
        f'<div class="tag"><img src="/kepek/zsuri/{slug(n)}.jpg" width="40" height="40" alt="" /><b>{esc(n)}</b>, {esc(r)}<br />'
        f'<i>{esc(w)}</i> – <span class="pont">{esc(p)}</span><br />„{esc(t)}”</div>'
        for n, r, w, p, t in JURY
    )
    idx = {i: f"hsz-{i + 1}" for i in range(len(HU_ROWS))}
    hsz = ""
    for i, (a, w, t, parent) in enumerate(HU_ROWS):
        re_line = (
            f'<div class="valasz-re">Válasz <a href="#{idx[parent]}">#{parent + 1} {esc(HU_ROWS[parent][0])}</a> részére</div>'
            if parent is not None
            else ""
        )
        hsz += (
            f'<div class="hsz" id="{idx[i]}"><div class="fej"><span class="sorszam">#{i + 1}</span><span class="szerzo">{esc(a)}</span> '
            f'<span class="ido">{esc(w)}</span></div>{re_line}<div class="szoveg">{paras(t)}</div>'
            f'<div class="gombok"><a href="?valasz={i + 1}#uj">Válasz</a> · <a href="#">Jelentem</a></div></div>'
        )
    body = (
        '<div id="keret"><div id="fejlec"><span class="datum">2012. május 15., kedd · Zsófia napja</span><div class="lapnev">Kővágóvidéki Hírlap</div><div>A járás hírportálja</div></div>'
        '<div id="rovatok"><a href="/">Címlap</a><a href="/helyi">Helyi</a><a href="/gazdasag">Gazdaság</a><a href="/kultura">Kultúra</a><a href="/sport">Sport</a><a href="/programok">Programok</a><a href="/apro">Apróhirdetés</a></div>'
        '<div id="hasab"><div class="cikk"><p class="rovat"><a href="/gazdasag">Gazdaság</a></p><h1>Kővágóhegyi borverseny: 214 minta, tizenegy aranyérem</h1>'
        '<p class="szerzo-sor">Szöveg és kép: <a href="/szerzo/toth-balazs">Tóth Balázs</a> · 2012. május 14., hétfő 10:20</p>'
        '<p class="megosztas"><a href="#">Tetszik</a> 58 · <a href="#">Megosztás</a> · <a href="#">iWiW</a> (6) · <a href="#">Nyomtatás</a></p>'
        '<img src="/kepek/2012/05/borverseny.jpg" width="620" height="350" alt="" /><p class="kepalairas">A zsűri munkában a kultúrházban. Fotó: Tóth Balázs</p>'
        "<p><strong>Rekordszámú, 214 bormintát neveztek a 22. Kővágóhegyi Borversenyre, amelyet szombaton rendeztek a kultúrházban. A zsűri tizenegy arany-, huszonhat ezüst- és negyven bronzérmet osztott ki.</strong></p>"
        "<p>A nevezők többsége a hegy kis gazdái közül került ki, de idén először a szomszédos Alsóvölgy és Hidegkút termelői is indulhattak. A legtöbb minta olaszrizling volt, ezt a hárslevelű és a juhfark követte.</p>"
        "<p>A verseny győztese, a Hegyi Pince 2011-es olaszrizlingje 18,4 ponttal lett a nap bora. „Nem számítottunk rá, a családdal kézzel szüreteltünk minden fürtöt” – mondta Hegyi Lászlóné, aki férjével húsz éve műveli a kétholdas dűlőt.</p>"
        "<p>A hegyközség elnöke, Varga Ferenc szerint a verseny azt mutatja, hogy a kis pincék is egyre jobb bort készítenek. A díjátadó a tervezettnél egy órával később, este kilenckor kezdődött.</p>"
        f'<div class="zsuri"><h3>A zsűri jegyzetei</h3>{jury}</div>'
        '<p class="cimkek">Címkék: <a href="/cimke/bor">bor</a>, <a href="/cimke/kovagohegy">Kővágóhegy</a>, <a href="/cimke/borverseny">borverseny</a></p></div>'
        f'<div id="olvasok"><h3>Hozzászólások ({len(HU_ROWS)})</h3><p class="szabaly">A hozzászólások nem a szerkesztőség véleményét tükrözik. Hozzászólni regisztráció után lehet.</p>'
        f'{hsz}<div id="uj"><h4>Új hozzászólás</h4><form action="/hsz/kuld" method="post"><textarea name="szoveg" rows="5" cols="60"></textarea><br /><input type="submit" value="Elküld" /></form></div></div>'
        '<div class="kapcsolodo"><h3>Kapcsolódó cikkek</h3>'
        + links(
            (
                "Jégkár a hegyen: a termés harmada odaveszett",
                "Pincenyitogató lesz pünkösdkor",
                "Újra van hegybírója Kővágóhegynek",
            ),
            "/helyi/",
        )
        + "</div></div>"
        '<div id="oldalsav"><div class="hirdetes" style="height:250px;background:#eee;text-align:center">Hirdetés</div>'
        '<div class="doboz"><h4>Legolvasottabb</h4>'
        + counted(
            """
Kővágóhegyi borverseny: 214 minta, tizenegy aranyérem | 2 406
Lezárják a 73-as utat a hétvégén | 1 798
Megvan az új iskolaigazgató | 1 113
Megyei III: döntetlen a rangadón | 690
""",
            "{n} olvasás",
        )
        + '</div><div class="doboz"><h4>Programajánló</h4><ul><li>Máj. 19. – Gyereknap a parkban</li><li>Máj. 26–27. – Pünkösdi pincenyitogató</li><li>Jún. 2. – Falunap, Alsóvölgy</li></ul></div>'
        '<div class="doboz"><h4>Időjárás</h4><p>Kővágó 22 °C, napos</p></div></div>'
        '<div id="lablec">© 2012 Kővágóvidéki Hírlap · Kiadja a Kővágó Média Kft. · Felelős szerkesztő: Szalai Erzsébet · <a href="/impresszum">Impresszum</a> · <a href="/adatvedelem">Adatvédelem</a></div></div>'
    )
    html = doc(
        "hu", "Kővágóhegyi borverseny: 214 minta, tizenegy aranyérem", "Kővágóvidéki Hírlap", HU_CSS, body
    )
    return make(
        "di-mixed-hu-borverseny",
        "mixed",
        "hu",
        html,
        HU_ROWS,
        path="/gazdasag/kovagohegyi-borverseny-214-minta-20120514.html",
        container="div#olvasok",
        heading=f"Hozzászólások ({len(HU_ROWS)})",
        description="A Hungarian county portal's story (2012. május 14.) about a wine competition; in the story a box of the jury's tasting notes (4: photo, judge, role, wine, points, a quoted note); below, 7 readers' numbered entries in a flat list, two of them answers with a 'Válasz #n NAME részére' link to the entry they answer; a winemaker from the story answers.",
        lookalikes=("jury's tasting notes", "most read", "programme"),
    )


def mixed_di() -> list[Case]:
    return [hu_borverseny()]
