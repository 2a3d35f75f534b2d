"""Blind set ey: two article pages without any reader comment whose sibling runs have a discussion's shape: a Dutch
regional weekly's "Vraag het de burgemeester" (2011: readers' questions, each with the asker's name, village and
date, and the mayor's answers, as runs of paragraphs split by ``<hr />``; "Reageren op dit artikel is niet
mogelijk.") and a Polish football club's 50th-anniversary article (2012) with the greetings it received, each its
text and then a signed, dated line. Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ey_common import Case, doc, esc, make, svg

# --------------------------------------------------------------------------- nl: the mayor answers, 2011


def nl_burgemeester() -> Case:
    qa = [
        (
            "Anneke de Wit",
            "Lindewold",
            "24 februari 2011",
            (
                "Waarom duurt de renovatie van zwembad De Spetter zo lang? Het zou in januari klaar zijn en mijn "
                "kinderen zitten nu al maanden zonder zwemles."
            ),
            (
                "Dat is een terechte vraag. Bij de sloop van de oude kleedkamers bleek de fundering slechter dan "
                "gedacht, en die moest eerst worden hersteld. De aannemer verwacht nu dat het bad op 1 mei weer open "
                "kan. De zwemlessen worden tot die tijd in Oude Vaart gegeven; de gemeente betaalt de busjes."
            ),
        ),
        (
            "Piet Hoekstra",
            "Oude Vaart",
            "25 februari 2011",
            (
                "Op de Kanaalweg wordt 80 gereden waar 50 mag, vlak langs de school. Wanneer komt er eindelijk een "
                "drempel?"
            ),
            (
                "Uw verzoek ligt bij onze verkeersdeskundigen, samen met een handtekeningenlijst van de ouderraad. In "
                "april houden we een week lang snelheidsmetingen. Op basis daarvan besluit het college nog voor de "
                "zomervakantie welke maatregel er komt. Ik houd u op de hoogte."
            ),
        ),
        (
            "Fam. Jansen",
            "Lindewold",
            "26 februari 2011",
            "Klopt het dat de bibliotheek in Nieuwe Sluis dicht gaat om te bezuinigen?",
            (
                "Er ligt een voorstel om de openingstijden in Nieuwe Sluis te beperken, niet om de vestiging te "
                "sluiten. De gemeenteraad neemt daar in juni een besluit over. Ik zeg er eerlijk bij dat we twee "
                "miljoen moeten bezuinigen, en dat niemand daar blij van wordt."
            ),
        ),
        (
            "Sanne (15)",
            "Nieuwe Sluis",
            "1 maart 2011",
            "Waarom is er in Nieuwe Sluis niks voor jongeren? Het jongerencentrum is al twee jaar dicht.",
            (
                "Je hebt gelijk dat dat te lang duurt. Er is een nieuwe plek gevonden in het oude postkantoor, maar "
                "de verbouwing moet nog beginnen. Ik nodig je graag uit om met een paar vrienden op het gemeentehuis "
                "mee te praten over hoe het er vanbinnen uit moet zien."
            ),
        ),
        (
            "H. van der Meer",
            "Lindewold",
            "2 maart 2011",
            "Hoe vaak bent u eigenlijk in de dorpen, en niet alleen op het gemeentehuis?",
            (
                "Vaker dan u misschien denkt. Elke eerste maandag van de maand houd ik spreekuur in een van de "
                "dorpshuizen, zonder afspraak. In maart ben ik op 7 maart in Oude Vaart, in april in Nieuwe Sluis."
            ),
        ),
        (
            "Gerrit Bosma",
            "Oude Vaart",
            "3 maart 2011",
            "De glasbak bij de Dorpsstraat puilt elk weekend uit. Kan die niet vaker geleegd worden?",
            "Goed nieuws: vanaf 1 april wordt die glasbak elke week geleegd in plaats van eens per twee weken.",
        ),
    ]
    path = "/nieuws/regio/vraag-het-de-burgemeester-uw-vragen-aan-ineke-voskuil"
    runs = "".join(
        f"<p><strong>{esc(who)}, {esc(where)}</strong> &middot; {esc(when)}</p>\n<p>{esc(q)}</p>\n"
        f"<p><em>Burgemeester Voskuil:</em> {esc(a)}</p>\n<hr />\n"
        for who, where, when, q, a in qa
    )
    most_read = [
        "Brand in schuur aan de Veenweg",
        "Vraag het de burgemeester: uw vragen aan Ineke Voskuil",
        "Voetbal: VV Lindewold wint derby in blessuretijd",
        "Nieuwe huisartsenpost opent in mei",
        "Carnavalsoptocht trekt 6.000 bezoekers",
    ]
    files = {
        "/img/streekkoerier-logo.svg": svg(300, 56, "#004f9f", "De Streekkoerier", size=24),
        "/img/artikelen/2011/voskuil.svg": svg(240, 170, "#8aa0b8", "Burgemeester Voskuil"),
        "/img/ads/autobedrijf-160x600.svg": svg(
            160, 600, "#1a1a1a", "Autobedrijf Hof", fg="#f5c400", size=15
        ),
        "/img/ads/woonwinkel-468x60.svg": svg(
            468, 60, "#6a8f2f", "Woonwinkel Lindewold: voorjaarsshow 19-20 maart", size=13
        ),
    }
    read = "".join(f'<li><a href="/nieuws/regio/{n}">{esc(t)}</a></li>' for n, t in enumerate(most_read))
    css = """body{margin:0;background:#fff;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}
#top{background:#004f9f;color:#fff;font-size:11px;padding:3px 12px}#top a{color:#fff}
#kop{width:1000px;margin:0 auto;padding:10px 0;display:table}#kop .datum{display:table-cell;vertical-align:middle;text-align:right;color:#777;font-size:11px}
#menu{background:#eaf1f8;border-top:3px solid #004f9f;border-bottom:1px solid #c6d6e8}#menu ul{width:1000px;margin:0 auto;padding:0;list-style:none}#menu li{display:inline-block}
#menu a{display:block;padding:7px 11px;color:#004f9f;font-weight:bold;text-decoration:none}#menu a.actief{background:#004f9f;color:#fff}
#inhoud{width:1000px;margin:12px auto;overflow:hidden}#artikel{float:left;width:600px}#zij{float:left;width:210px;margin-left:20px}#sky{float:right;width:160px}
.rubriek{color:#c8102e;font-weight:bold;text-transform:uppercase;font-size:11px}h1{font:bold 26px Georgia,serif;margin:4px 0 8px}.intro{font-weight:bold}
.foto{float:left;margin:0 12px 6px 0;width:240px;font-size:11px;color:#666}.vraag hr{border:0;border-top:1px dotted #9bb}.geen{background:#f4f4f4;padding:8px;color:#666}
.deel{font-size:11px;margin:10px 0}.deel a{margin-right:8px}.blok{border:1px solid #c6d6e8;margin-bottom:12px}.blok h3{margin:0;background:#eaf1f8;color:#004f9f;padding:4px 8px;font-size:13px}
.blok ol,.blok ul{margin:6px 8px 8px 24px;padding:0}.banner{text-align:center;margin:14px 0}.banner small,#sky small{display:block;color:#aaa;font-size:9px}
#voet{background:#004f9f;color:#cfe0f2;font-size:11px;padding:12px}#voet .in{width:1000px;margin:0 auto}#voet a{color:#fff}"""
    body = f"""<div id="top"><a href="/inloggen">Inloggen</a> | <a href="/abonnement">Abonnement</a> | <a href="/adverteren">Adverteren</a> | <a href="/tips">Tip de redactie</a></div>
<div id="kop"><a href="/"><img src="/img/streekkoerier-logo.svg" width="300" height="56" alt="De Streekkoerier" border="0" /></a><div class="datum">donderdag 10 maart 2011<br />Huis-aan-huis in Lindewold, Oude Vaart en Nieuwe Sluis</div></div>
<div id="menu"><ul><li><a href="/">Home</a></li><li><a class="actief" href="/nieuws/regio">Regio</a></li><li><a href="/sport">Sport</a></li><li><a href="/uitgaan">Uitgaan</a></li><li><a href="/verenigingen">Verenigingen</a></li><li><a href="/familieberichten">Familieberichten</a></li><li><a href="/kleintjes">Kleintjes</a></li><li><a href="/digitale-krant">Digitale krant</a></li></ul></div>
<div id="inhoud">
<div id="artikel">
<span class="rubriek">Regio &middot; Vraag het de burgemeester</span>
<h1>Vraag het de burgemeester: uw vragen aan Ineke Voskuil</h1>
<p class="intro">Twee weken geleden vroegen wij u wat u altijd al aan de burgemeester van Lindewold had willen vragen. Er kwamen 64 vragen binnen. Ineke Voskuil beantwoordde er zes.</p>
<div class="foto"><img src="/img/artikelen/2011/voskuil.svg" width="240" height="170" alt="" /><br />Burgemeester Ineke Voskuil in haar werkkamer. Foto: Streekkoerier</div>
<p>Door Jelle Dijkstra &middot; donderdag 10 maart 2011</p>
<p>De vragen gingen over zwemmen, verkeer, de bibliotheek en de glasbak, maar ook over de burgemeester zelf. Voskuil, sinds 2008 burgemeester, nam er een middag voor. "Ik lees alles, ook de boze brieven," zegt ze. De vragen die niet aan bod kwamen, stuurt de gemeente door naar de afdeling die erover gaat.</p>
<div class="vraag" style="clear:both">
{runs}</div>
<p>Heeft u ook een vraag voor de burgemeester? Mail naar <a href="mailto:redactie@streekkoerier.example.nl">redactie@streekkoerier.example.nl</a> onder vermelding van "Vraag het de burgemeester". In april beantwoordt wethouder Kramer uw vragen.</p>
<div class="deel">Deel dit artikel: <a href="http://hyves.example.nl/share?u={path}">Hyves</a><a href="http://twitter.example.com/share?u={path}">Twitter</a><a href="http://facebook.example.com/share?u={path}">Facebook</a><a href="/print?u={path}">Print</a></div>
<div class="banner"><small>advertentie</small><img src="/img/ads/woonwinkel-468x60.svg" width="468" height="60" alt="Woonwinkel Lindewold" /></div>
<h3>Reacties</h3>
<p class="geen">Reageren op dit artikel is niet mogelijk.</p>
</div>
<div id="zij">
<div class="blok"><h3>Meest gelezen</h3><ol>{read}</ol></div>
<div class="blok"><h3>Agenda</h3><ul><li>12 maart: Rommelmarkt, dorpshuis Oude Vaart</li><li>15 maart: Informatieavond windmolens, gemeentehuis</li><li>19-20 maart: Voorjaarsshow Woonwinkel Lindewold</li></ul></div>
<div class="blok"><h3>Kleintjes</h3><ul><li>Te koop: kinderfiets 20 inch, z.g.a.n., &euro; 40</li><li>Gevraagd: oppas voor 2 kinderen, wo-middag</li><li>Gevonden: grijze kat, omgeving Kerkstraat</li></ul></div>
</div>
<div id="sky"><small>advertentie</small><img src="/img/ads/autobedrijf-160x600.svg" width="160" height="600" alt="Autobedrijf Hof" /></div>
</div>
<div id="voet"><div class="in">De Streekkoerier &middot; Postbus 112 &middot; Lindewold &middot; Redactie: 0561-000 210 &middot; <a href="/colofon">Colofon</a> &middot; <a href="/privacy">Privacy</a> &middot; &copy; 2011 Streekmedia BV</div></div>"""
    return make(
        "ey-plain-nl-burgemeester",
        "lookalike",
        "nl",
        doc(
            body,
            title="Vraag het de burgemeester: uw vragen aan Ineke Voskuil - De Streekkoerier",
            lang="nl",
            css=css,
        ),
        [],
        path=path,
        container="-",
        heading=None,
        description="A Dutch regional weekly's article (March 2011, a door-to-door paper's site with a top bar, a blue menu, 'Meest gelezen', an agenda, classifieds, a skyscraper and a banner ad): six readers' questions to the mayor, each a run of sibling paragraphs (strong 'NAME, VILLAGE' · date; the question; 'Burgemeester Voskuil:' and her answer) closed by an <hr />; under 'Reacties' only 'Reageren op dit artikel is niet mogelijk.'; no reader comment.",
        lookalikes=(
            "six readers' questions with name, village and date, each followed by the mayor's answer, in runs of sibling paragraphs split by <hr />",
        ),
        files=files,
    )


# --------------------------------------------------------------------------- pl: a club's 50th anniversary, 2012


def pl_jubileusz() -> Case:
    wishes = [
        (
            (
                "Z okazji Jubileuszu 50-lecia składam Zarządowi, zawodnikom, trenerom i kibicom LKS Zryw Borowiec "
                "serdeczne gratulacje. Przez pół wieku klub był dla wielu pokoleń młodzieży z naszej gminy drugim "
                "domem. Życzę kolejnych awansów i pełnych trybun."
            ),
            "Jan Kaczmarczyk, Wójt Gminy Borowiec",
            "10.05.2012",
        ),
        (
            (
                "Drodzy Sąsiedzi! Sto lat, sto goli i żeby derby zawsze kończyły się remisem, bo wtedy nikt się nie "
                "obraża. Do zobaczenia na boisku w sierpniu."
            ),
            "Zarząd LKS Grom Stara Wieś",
            "11.05.2012",
        ),
        (
            (
                "Trenowałem Zryw w latach 1978-1991. Pamiętam boisko, na którym po deszczu stała woda po kostki, i "
                "chłopaków, którzy przychodzili na trening prosto z pola. Dziś macie trawę jak w ekstraklasie. "
                "Szanujcie to i grajcie sercem, tak jak tamci."
            ),
            "Kazimierz Nowak, trener w latach 1978-1991",
            "11.05.2012",
        ),
        (
            (
                "W imieniu Zarządu Podokręgu składamy gratulacje i podziękowania dla wszystkich działaczy, którzy "
                "społecznie, bez wynagrodzenia, prowadzą klub od 1962 roku. Takie kluby są fundamentem polskiej piłki."
            ),
            "Zarząd Podokręgu Piłki Nożnej",
            "12.05.2012",
        ),
        (
            "50 lat, a my dalej na tej samej ławce przy bufecie! Zryw, Zryw, Zryw!",
            "Kibice z sektora przy bufecie",
            "12.05.2012",
        ),
        (
            (
                "Uczniowie i nauczyciele życzą klubowi wielu sukcesów i dziękują za prowadzenie drużyny orlików, w "
                "której gra już trzydzieścioro naszych dzieci."
            ),
            "Szkoła Podstawowa w Borowcu",
            "13.05.2012",
        ),
        (
            (
                "Grałem w pierwszym meczu Zrywu, w czerwcu 1962, na łące pana Sołtysiaka. Przegraliśmy 1:4, a ja "
                "strzeliłem tego jednego gola. Nie myślałem, że doczekam pięćdziesiątki klubu. Dziękuję wszystkim."
            ),
            "Tadeusz Wójcik, zawodnik pierwszej drużyny z 1962 roku",
            "13.05.2012",
        ),
    ]
    path = "/aktualnosci/50-lat-lks-zryw-borowiec-jubileusz-i-zyczenia.html"
    runs = "".join(
        f'<p>{esc(t)}</p>\n<p align="right"><em>&mdash; {esc(who)}, {esc(when)}</em></p>\n'
        for t, who, when in wishes
    )
    fixtures = [
        ("19.05.2012", "Zryw Borowiec – Grom Stara Wieś", "17:00"),
        ("26.05.2012", "LZS Kępa – Zryw Borowiec", "17:00"),
        ("2.06.2012", "Zryw Borowiec – Sparta Lipie", "17:00"),
    ]
    table = [
        ("1.", "Sparta Lipie", "24", "52"),
        ("2.", "Zryw Borowiec", "24", "49"),
        ("3.", "Grom Stara Wieś", "24", "45"),
        ("4.", "LZS Kępa", "24", "38"),
        ("5.", "Orzeł Dąbrowa", "24", "33"),
    ]
    fx = "".join(f"<tr><td>{d}</td><td>{esc(m)}</td><td>{h}</td></tr>" for d, m, h in fixtures)
    tb = "".join(
        f"<tr><td>{a}</td><td>{esc(b)}</td><td>{c}</td><td><b>{d}</b></td></tr>" for a, b, c, d in table
    )
    files = {
        "/img/herb-zryw.svg": svg(80, 96, "#006633", "ZRYW", size=18),
        "/img/jubileusz/druzyna-1962.svg": svg(500, 280, "#8c8070", "Drużyna Zrywu, 1962", size=16),
        "/img/jubileusz/druzyna-2012.svg": svg(500, 280, "#3b7a3b", "Drużyna Zrywu, 2012", size=16),
        "/img/sponsorzy/piekarnia.svg": svg(180, 60, "#c8a060", "Piekarnia U Bronka", fg="#333", size=13),
        "/img/sponsorzy/agro.svg": svg(180, 60, "#2f5d8a", "Agro-Mech Borowiec", size=13),
    }
    css = """body{margin:0;background:#0f3d22;font:13px/1.55 Verdana,Geneva,sans-serif;color:#222}
#all{width:960px;margin:0 auto;background:#fff}#header{background:#006633;color:#fff;padding:10px 16px;overflow:hidden;border-bottom:5px solid #ffd200}
#header img{float:left;margin-right:14px}#header h1{margin:10px 0 0;font:bold 28px Arial}#header p{margin:0;color:#cfe8d8}
#nav{background:#ffd200;padding:0 10px;overflow:hidden}#nav a{float:left;padding:6px 12px;color:#003b1d;font-weight:bold;text-decoration:none;font-size:12px}
#content{float:left;width:620px;padding:16px}#sidebar{float:right;width:280px;padding:16px 16px 16px 0}
h2.art{font:bold 22px Arial;color:#006633;margin:0 0 4px}.meta{font-size:11px;color:#888;margin-bottom:10px}.fot{text-align:center;font-size:11px;color:#666}
h3.zyczenia{background:#006633;color:#fff;padding:4px 8px;font-size:15px;margin-top:24px}.zyczenia-lista p{margin:4px 0}.zyczenia-lista em{color:#555}
.widget{border:1px solid #cfe0d5;margin-bottom:14px}.widget h4{margin:0;background:#006633;color:#fff;padding:4px 8px}.widget table{width:100%;border-collapse:collapse;font-size:12px}
.widget td{padding:3px 6px;border-bottom:1px solid #eef}.widget p{padding:0 8px}#footer{clear:both;background:#003b1d;color:#a8cbb5;font-size:11px;padding:12px 16px}#footer a{color:#fff}"""
    body = f"""<div id="all">
<div id="header"><a href="/"><img src="/img/herb-zryw.svg" width="80" height="96" alt="Herb" /></a><h1>LKS Zryw Borowiec</h1><p>Ludowy Klub Sportowy &middot; założony w 1962 roku &middot; klasa okręgowa</p></div>
<div id="nav"><a href="/">Strona główna</a><a href="/aktualnosci/">Aktualności</a><a href="/kadra.html">Kadra</a><a href="/terminarz.html">Terminarz</a><a href="/tabela.html">Tabela</a><a href="/historia.html">Historia</a><a href="/galeria/">Galeria</a><a href="/sponsorzy.html">Sponsorzy</a><a href="/kontakt.html">Kontakt</a></div>
<div id="content">
<h2 class="art">50 lat LKS Zryw Borowiec – jubileusz i życzenia</h2>
<div class="meta">Opublikowano: poniedziałek, 14 maja 2012 &middot; Autor: Marek Sołtysiak, sekretarz klubu &middot; Odsłon: 862</div>
<p><b>W sobotę 12 maja na stadionie przy ulicy Sportowej świętowaliśmy pięćdziesiąte urodziny naszego klubu. Przyszło ponad czterysta osób: zawodnicy, byli piłkarze, działacze, rodziny i sąsiedzi.</b></p>
<div class="fot"><img src="/img/jubileusz/druzyna-1962.svg" width="500" height="280" alt="" /><br />Pierwsza drużyna Zrywu, czerwiec 1962 (zdjęcie z archiwum pana Tadeusza Wójcika)</div>
<p>Uroczystość rozpoczęła msza święta w kościele parafialnym, po której przemaszerowaliśmy z orkiestrą dętą na stadion. Tam odsłonięto pamiątkową tablicę z nazwiskami założycieli klubu, a najstarsi zawodnicy otrzymali okolicznościowe medale.</p>
<p>Po południu rozegrano mecz oldbojów Zrywu z oldbojami Gromu Stara Wieś (3:3), a wieczorem, przy grillu i muzyce, wspomnieniom nie było końca.</p>
<div class="fot"><img src="/img/jubileusz/druzyna-2012.svg" width="500" height="280" alt="" /><br />Obecna drużyna seniorów z medalami jubileuszowymi</div>
<p>Na ręce Zarządu wpłynęło wiele listów z życzeniami. Publikujemy je poniżej w kolejności, w jakiej do nas dotarły. Wszystkim serdecznie dziękujemy!</p>
<h3 class="zyczenia">Życzenia na jubileusz</h3>
<div class="zyczenia-lista">
{runs}</div>
<p>Pełna galeria zdjęć z uroczystości: <a href="/galeria/jubileusz-50-lecia/">Jubileusz 50-lecia</a></p>
<p><a href="/aktualnosci/">« wróć do aktualności</a></p>
</div>
<div id="sidebar">
<div class="widget"><h4>Najbliższe mecze</h4><table>{fx}</table></div>
<div class="widget"><h4>Tabela – klasa okręgowa</h4><table>{tb}</table><p><a href="/tabela.html">pełna tabela »</a></p></div>
<div class="widget"><h4>Ostatnie wyniki</h4><table><tr><td>12.05</td><td>Zryw – Orzeł Dąbrowa</td><td>2:1</td></tr><tr><td>5.05</td><td>Kępa – Zryw</td><td>0:0</td></tr></table></div>
<div class="widget"><h4>Sponsorzy</h4><p><a href="http://piekarnia-ubronka.example.pl/"><img src="/img/sponsorzy/piekarnia.svg" width="180" height="60" alt="Piekarnia U Bronka" /></a><br /><a href="http://agromech.example.pl/"><img src="/img/sponsorzy/agro.svg" width="180" height="60" alt="Agro-Mech" /></a></p></div>
<div class="widget"><h4>1% dla Zrywu</h4><p>Przekaż 1% podatku na szkolenie dzieci i młodzieży. KRS: 0000000000, cel szczegółowy: „Zryw Borowiec”.</p></div>
</div>
<div id="footer">LKS Zryw Borowiec &middot; ul. Sportowa 1 &middot; <a href="mailto:zryw@borowiec.example.pl">zryw@borowiec.example.pl</a> &middot; © 2012 &middot; Strona prowadzona społecznie przez kibiców</div>
</div>"""
    return make(
        "ey-plain-pl-jubileusz",
        "lookalike",
        "pl",
        doc(
            body,
            title="50 lat LKS Zryw Borowiec – jubileusz i życzenia | LKS Zryw Borowiec",
            lang="pl",
            css=css,
        ),
        [],
        path=path,
        container="-",
        heading=None,
        description="A Polish village football club's site (May 2012: a yellow menu, fixtures, the league table, last results, sponsors, a 1% tax box): the 50th-anniversary article and, under 'Życzenia na jubileusz', seven greetings the club received (the mayor's, a neighbouring club's, a former coach's, the sub-district's, the supporters', a school's, the oldest player's), each a paragraph of text and a right-aligned '— NAME, DD.MM.RRRR' line, all siblings in one div; no comment section, no reader comment.",
        lookalikes=(
            "seven dated, signed greetings to the club, each a text paragraph followed by '— NAME, DATE', as sibling runs",
        ),
        files=files,
    )


def plain_ey() -> list[Case]:
    return [nl_burgemeester(), pl_jubileusz()]
