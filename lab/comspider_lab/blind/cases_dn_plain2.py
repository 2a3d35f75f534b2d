"""Blind set DN: two more article pages without any reader comment whose furniture holds boxes headed with words
about readers and opinions: a Dutch regional paper of 2013 (its readers' panel's answers gathered by the newsroom,
a statement of the week with its votes, most discussed) and a Hungarian county portal of 2014 (a vox pop, "we asked
our readers", most commented, comments switched off). Every class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dn_common import Case, doc, esc, make

# --------------------------------------------------------------------------- Netherlands, a regional paper, 2013

NL_CSS = (
    "body{margin:0;background:#fff;font:14px/1.55 Verdana,sans-serif;color:#222}#kop{background:#b3001b;color:#fff;padding:10px 20px;overflow:hidden}"
    "#kop .titel{font:bold 30px Georgia}#kop .datum{float:right;font-size:11px}#menu{border-bottom:1px solid #ccc;padding:6px 20px;font-size:12px}#menu a{margin-right:14px;color:#b3001b}"
    "#kolommen{width:990px;margin:14px auto;overflow:hidden}#hoofd{float:left;width:650px}#zij{float:right;width:300px}"
    ".lead{font-weight:bold}.auteur{font-size:12px;color:#777}.panel{background:#f6f0e6;border-left:4px solid #b3001b;padding:10px 14px;margin:18px 0}"
    ".panel .lid{overflow:hidden;margin-bottom:8px}.panel .lid img{float:left;margin-right:10px}.panel .naam{font-weight:bold}"
    ".blok{border:1px solid #ddd;margin-bottom:14px;padding:8px}.blok h3{margin:0 0 6px;font-size:13px;color:#b3001b}#onder{clear:both;background:#333;color:#bbb;padding:14px 20px;font-size:11px}"
)

PANEL = (
    (
        "Marjan de Graaf",
        "47",
        "Hengeloo",
        "Ik betaal liever een euro extra dan dat ik rondjes moet rijden. Maar maak dan wel de eerste twintig minuten gratis, voor een snelle boodschap.",
    ),
    (
        "Kees Bakker",
        "68",
        "Diepenveld",
        "Voor ouderen is dit een aanslag. Ik kom twee keer per week naar de markt en dat wordt nu zes euro per week. Dan ga ik wel naar het winkelcentrum in Borne.",
    ),
    (
        "Youssef El Amrani",
        "29",
        "Hengeloo",
        "Ik fiets overal heen, dus het raakt me niet. Eerlijk gezegd vind ik het centrum met minder auto's veel prettiger.",
    ),
)


def nl_parkeren() -> Case:
    panel = "".join(
        f'<div class="lid"><img src="/_avatar/panel-{i}.svg" width="48" height="48" alt="" /><span class="naam">{esc(n)}</span> ({esc(a)}), {esc(w)}<br />{esc(t)}</div>'
        for i, (n, a, w, t) in enumerate(PANEL)
    )
    body = (
        '<div id="kop"><span class="datum">vrijdag 8 februari 2013</span><div class="titel">Twentse Stedenbode</div></div>'
        '<div id="menu"><a href="/">Home</a><a href="/hengeloo/">Hengeloo</a><a href="/diepenveld/">Diepenveld</a><a href="/regio/">Regio</a><a href="/sport/">Sport</a>'
        '<a href="/cultuur/">Cultuur</a><a href="/lezerspanel/">Lezerspanel</a><a href="/e-paper/">E-paper</a></div>'
        '<div id="kolommen"><div id="hoofd"><p class="kruim"><a href="/">Home</a> › <a href="/hengeloo/">Hengeloo</a></p>'
        "<h1>Parkeren in centrum Hengeloo vanaf april 2 euro per uur</h1>"
        '<p class="auteur">Door Bart Wessels · 08-02-13, 11:20 · Laatste update: 08-02-13, 14:05</p>'
        '<p class="delen"><a href="#">Facebook (37)</a> · <a href="#">Twitter (9)</a> · <a href="#">LinkedIn</a> · <a href="#">Mail</a></p>'
        '<p class="lead">Wie vanaf 1 april in het centrum van Hengeloo parkeert, betaalt 2 euro per uur in plaats van 1,40. Dat heeft de gemeenteraad donderdagavond besloten.</p>'
        "<p>De verhoging moet jaarlijks zo'n 600.000 euro opleveren. Dat geld is nodig om het tekort op de parkeergarage aan het Stationsplein te dekken, aldus wethouder Anja Roelofs (VVD).</p>"
        '<p>De oppositie stemde tegen. "Hiermee jaag je bezoekers naar de winkelcentra aan de rand van de stad", zei raadslid Erik Haverkamp (SP).</p>'
        "<p>Op zaterdag gaat het tarief ook omhoog. Bewoners met een vergunning merken niets van de verhoging.</p>"
        f'<div class="panel"><h3>Ons lezerspanel over de parkeertarieven</h3><p><small>Het lezerspanel van de Stedenbode reageert elke week op het nieuws. Meedoen? Meld u aan via lezerspanel@stedenbode.example</small></p>{panel}</div>'
        '<div class="blok"><h3>Meer over dit onderwerp</h3><ul><li><a href="#">Parkeergarage Stationsplein kost stad miljoenen</a></li><li><a href="#">Winkeliers willen koopzondag</a></li></ul></div></div>'
        '<div id="zij"><div class="blok"><h3>Stelling van de week</h3><p>Gratis parkeren op koopavond is een goed idee.</p>'
        "<p>Eens: 72% · Oneens: 28%</p><p><small>1.408 stemmen</small></p></div>"
        '<div class="blok"><h3>Meest besproken</h3><ol><li><a href="#">Azc in voormalig klooster?</a> (112 reacties)</li><li><a href="#">Kermis naar de Esch</a> (43 reacties)</li>'
        '<li><a href="#">Wie wordt de nieuwe trainer van HVV?</a> (29 reacties)</li></ol></div>'
        '<div class="blok"><h3>Meest gelezen</h3><ol><li><a href="#">Parkeren in centrum 2 euro per uur</a></li><li><a href="#">Brand in loods aan de Oostweg</a></li><li><a href="#">Gladheid: tientallen ongelukken</a></li></ol></div>'
        '<div class="blok"><h3>Weer</h3><p>Hengeloo: 2°C, sneeuwbuien</p></div></div></div>'
        '<div id="onder">© 2013 Twentse Stedenbode · <a href="#">Contact</a> · <a href="#">Adverteren</a> · <a href="#">Cookies</a></div>'
    )
    html = doc(
        "Parkeren in centrum Hengeloo vanaf april 2 euro per uur | Twentse Stedenbode", "nl", NL_CSS, body
    )
    return make(
        "dn-plain-nl-stedenbode-lezerspanel",
        "lookalike",
        "nl",
        html,
        [],
        path="/hengeloo/parkeren-in-centrum-vanaf-april-2-euro-per-uur~a3321907/",
        container="-",
        heading=None,
        description="A Dutch regional paper of 2013, a parking-fees story with no reaction area: under the text 'Ons lezerspanel over de parkeertarieven', 3 members of the paper's readers' panel (name, age, town, photo, a few lines) gathered by the newsroom; 'Stelling van de week' with its votes, 'Meest besproken' with reaction counts, most read, weather.",
        lookalikes=(
            "the newsroom's readers' panel answers with names, ages and towns",
            "most discussed list with counts",
            "a poll's results",
        ),
    )


# --------------------------------------------------------------------------- Hungary, a county portal, 2014

HU_CSS = (
    "body{margin:0;background:#e9ecef;font:13px/1.5 Arial,sans-serif;color:#222}#fejlec{background:#1f4e79;color:#fff;padding:8px 18px}"
    "#fejlec .logo{font:bold 28px Arial}#fejlec .ma{font-size:11px}#fomenu{background:#2e75b6;padding:5px 18px}#fomenu a{color:#fff;margin-right:12px;font-weight:bold}"
    "#keret{width:1000px;margin:10px auto;overflow:hidden}#cikk{float:left;width:650px;background:#fff;padding:16px}#jobb{float:right;width:300px}"
    ".rovat{color:#2e75b6;font-weight:bold}.ido{color:#888;font-size:12px}.bevezeto{font-weight:bold}.dob{background:#fff;padding:10px;margin-bottom:10px}"
    ".dob h3{margin:0 0 6px;font-size:14px;color:#1f4e79;border-bottom:2px solid #2e75b6}.voxpop .ember{overflow:hidden;border-bottom:1px solid #eee;padding:6px 0}"
    ".voxpop .ember img{float:left;margin-right:8px}.voxpop .nev{font-weight:bold}.letiltva{background:#f8f8f8;border:1px solid #ddd;padding:8px;color:#777}"
    "#lab{clear:both;background:#1f4e79;color:#cdd;padding:14px 18px;font-size:11px}"
)

VOX = (
    (
        "Kovács Erzsébet",
        "63 éves, nyugdíjas",
        "Én minden reggel ott szállok fel a 12-esre. Ha a megálló a hídon túlra kerül, az nekem napi plusz tíz perc gyaloglás a bottal.",
    ),
    (
        "Szabó Dániel",
        "34 éves, informatikus",
        "Végre! A csomópontban minden reggel tíz percet állok. Ha a buszok nem a kereszteződésben állnak meg, az mindenkinek jobb.",
    ),
    (
        "Tóth Ilona",
        "48 éves, eladó",
        "Nem értem, miért nem kérdezték meg előre az itt lakókat. Mi a piacon dolgozunk, a vevők fele busszal jön.",
    ),
    (
        "Horváth Gergő",
        "19 éves, egyetemista",
        "Nekem mindegy, biciklivel járok. De a kerékpárutat is megcsinálhatnák végre a Kossuth utcán.",
    ),
)


def hu_megallo() -> Case:
    vox = "".join(
        f'<div class="ember"><img src="/_avatar/vox-{i}.svg" width="50" height="50" alt="" /><span class="nev">{esc(n)}</span>, {esc(d)}<br />{esc(t)}</div>'
        for i, (n, d, t) in enumerate(VOX)
    )
    body = (
        '<div id="fejlec"><span class="ma">2014. május 6., kedd · Névnap: Ivett, Frida</span><div class="logo">Tiszamenti Hírek</div></div>'
        '<div id="fomenu"><a href="/">Címlap</a><a href="/helyi/">Helyi</a><a href="/megye/">Megye</a><a href="/sport/">Sport</a><a href="/kultura/">Kultúra</a>'
        '<a href="/programok/">Programok</a><a href="/apro/">Apróhirdetés</a></div>'
        '<div id="keret"><div id="cikk"><p class="rovat">Helyi · Közlekedés</p>'
        "<h1>Elköltözik a Piac téri buszmegálló</h1>"
        '<p class="ido">Közzétéve: 2014. május 6. 07:45 · Szerző: Fehér Anikó</p>'
        '<p class="megosztas"><a href="#">Tetszik (86)</a> · <a href="#">Megosztás</a> · <a href="#">Nyomtatás</a></p>'
        '<p class="bevezeto">Június 1-jétől a Piac téri megálló helyett a Tisza-híd utáni új öböl lesz a 12-es és a 14-es busz megállója – jelentette be hétfőn a városi közlekedési társaság.</p>'
        "<p>A társaság szerint az áthelyezéssel a csúcsforgalomban kialakuló dugók enyhülnek, mert a buszok nem a kereszteződésben állnak majd meg. "
        "Az új megálló mintegy 350 méterre lesz a jelenlegitől.</p>"
        "<p>Az önkormányzat a megálló mellé fedett várót és padokat is épít, ennek költsége 4,2 millió forint.</p>"
        "<p>A piaci árusok attól tartanak, hogy kevesebb vevő jön majd. Az alpolgármester szerint a változást egy év után felülvizsgálják.</p>"
        f'<div class="dob voxpop"><h3>Megkérdeztük olvasóinkat: Jó ötlet a megálló áthelyezése?</h3>{vox}<p><small>Fotó és összeállítás: Fehér Anikó</small></p></div>'
        '<p class="letiltva">A cikkhez nem lehet hozzászólni.</p>'
        '<div class="dob"><h3>Kapcsolódó cikkek</h3><ul><li><a href="#">Felújítják a Tisza-hidat</a></li><li><a href="#">Új buszok érkeznek ősszel</a></li></ul></div></div>'
        '<div id="jobb"><div class="dob"><h3>Legolvasottabb</h3><ol><li><a href="#">Elköltözik a Piac téri buszmegálló</a></li><li><a href="#">Tűz ütött ki egy tanyán</a></li><li><a href="#">Bajnok a Tiszamenti KSE</a></li></ol></div>'
        '<div class="dob"><h3>Legtöbb hozzászólás</h3><ol><li><a href="#">Fizetős lesz a strand parkolója</a> (57)</li><li><a href="#">Bezár a mozi?</a> (34)</li><li><a href="#">Kátyúk a Rákóczi úton</a> (21)</li></ol></div>'
        '<div class="dob"><h3>Időjárás</h3><p>Ma: 19 °C, záporok</p></div>'
        '<div class="dob"><h3>Ügyeletes gyógyszertár</h3><p>Kígyó Patika, Fő utca 12.</p></div></div></div>'
        '<div id="lab">© 2014 Tiszamenti Hírek · Impresszum · Adatvédelem · Médiaajánlat</div>'
    )
    html = doc("Elköltözik a Piac téri buszmegálló - Tiszamenti Hírek", "hu", HU_CSS, body, xhtml=False)
    return make(
        "dn-plain-hu-tiszamenti-voxpop",
        "lookalike",
        "hu",
        html,
        [],
        path="/helyi/2014/05/06/elkoltozik-a-piac-teri-buszmegallo.html",
        container="-",
        heading=None,
        description="A Hungarian county portal of 2014, a bus-stop story whose comments are switched off ('A cikkhez nem lehet hozzászólni'): under the text 'Megkérdeztük olvasóinkat: …', a vox pop of 4 people the reporter asked (photo, name, age and job, a few lines); most read, 'Legtöbb hozzászólás' with counts, weather, pharmacy on duty.",
        lookalikes=("a vox pop of readers asked by the reporter", "most commented list with counts"),
    )


def plain2_dn() -> list[Case]:
    return [nl_parkeren(), hu_megallo()]
