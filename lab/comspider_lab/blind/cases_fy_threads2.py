"""Blind set fy: three more readers' discussions on small sites of 2004-2020, each reaction starting with its
writer's name. A Finnish village school's news (no date nor year anywhere, "b NAME kirjoitti:" then the text, a
form), a Croatian beekeeping blog (2014, a `ul` of "strong NAME (VILLAGE): TEXT" with the date after it, the
beekeeper's one answer nested in an inner `ul`, no form) and a Romanian local news site (2019, "#1 b NAME spune:"
paragraphs with the date under the text, a form). Every site, name, place and text invented for this set; each
reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fy_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- fi: a village school, undated, "b NAME kirjoitti:"


def fi_koulu() -> Case:
    cs = talk("""
Tuula Mäkinen || - || Kiitos opettajille! Eetu tuli kotiin väsyneenä mutta onnellisena ja on puhunut koko viikonlopun vain kanootista ja nuotiolla paistetusta makkarasta.
Janne Koskela || - || Meidän Aino kertoi, että yöllä oli kova ukkonen ja kaikki nukkuivat silti. Voisiko kuvia laittaa koulun sivuille, niin mummukin pääsee katsomaan?
Opettaja Riikka Salo || - || Hei Janne ja Tuula! Lapset olivat aivan mahtavia, kukaan ei edes itkenyt koti-ikävää. Kuvat tulevat sivuille ensi viikolla, kunhan kaikilta huoltajilta on tullut kuvauslupa.
""")
    items = "\n".join(f"<p><b>{esc(c.who)}</b> kirjoitti:<br>\n{esc(c.raw)}</p>" for c in cs)
    body = f"""<body>
<div id="kehys">
<div id="yla"><img src="/kuvat/koulu.svg" width="760" height="90" alt="Haapaniemen kyläkoulu"></div>
<div id="valikko"><ul>{nav([("/index.html", "Etusivu"), ("/uutiset.html", "Uutiset"), ("/luokat.html", "Luokat"), ("/ruokalista.html", "Ruokalista"), ("/vanhemmille.html", "Vanhemmille"), ("/yhteystiedot.html", "Yhteystiedot")])}</ul></div>
<div id="sisalto">
<h2>Leirikoulu Kuikkalammella onnistui!</h2>
<p>Viides ja kuudes luokka palasivat perjantaina kolmen päivän leirikoulusta Kuikkalammen leirikeskuksesta. Ohjelmassa oli melontaa, suunnistusta, kalastusta ja iltaisin saunomista ja nuotiolla laulamista.</p>
<p>Kiitos vanhempainyhdistykselle, joka maksoi bussimatkat, ja kaikille vanhemmille, jotka leipoivat myyjäisiin leirikoulun hyväksi.</p>
<p class="allekirjoitus">Riikka Salo ja Pekka Ojala, 5.&ndash;6. luokan opettajat</p>
<h3>Vanhempien terveiset</h3>
<div class="palaute">
{items}
</div>
<div class="lomake">
<form action="/laheta.php" method="post">
<b>Lähetä terveiset</b><br>
Nimi: <input type="text" name="nimi" size="28"><br>
Viesti:<br><textarea name="viesti" rows="4" cols="48"></textarea><br>
<input type="submit" value="Lähetä">
</form>
</div>
</div>
<div id="ala">Haapaniemen kyläkoulu &middot; Koulutie 3 &middot; puh. 040 555 7812</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#dfe9f3;font-family:Arial,sans-serif;font-size:13px}
#kehys {width:760px;margin:0 auto;background:#fff}
#valikko ul {list-style:none;margin:0;padding:5px;background:#2b5797}
#valikko li {display:inline;margin-right:14px}
#valikko a {color:#fff;text-decoration:none}
#sisalto {padding:10px 20px}
.allekirjoitus {font-style:italic}
.palaute p {background:#f1f5fa;padding:6px}
.lomake {border-top:1px solid #2b5797;padding-top:8px}
#ala {background:#2b5797;color:#fff;text-align:center;font-size:11px;padding:4px}
</style>"""
    return make(
        "fy-fi-school-leirikoulu",
        "discussion",
        doc(
            "html4t",
            title="Leirikoulu Kuikkalammella onnistui! - Haapaniemen kyläkoulu",
            lang="fi",
            head=head,
        )
        + body,
        cs,
        path="/uutiset/leirikoulu-kuikkalampi.html",
        container="div.palaute after h3 'Vanhempien terveiset': three p 'b NAME kirjoitti: br TEXT', no date; a form 'Lähetä terveiset' below",
        heading="Vanhempien terveiset",
        description="A Finnish village school's site (invented), no date nor year anywhere: the fifth and sixth forms came back from a three-day camp school; 3 parents' greetings under 'Vanhempien terveiset', each a paragraph 'b NAME kirjoitti:' then the text, no date; the third by the teacher who wrote the news ('Opettaja Riikka Salo'), answering both parents by first name; a form below.",
        language="fi",
        files={"/kuvat/koulu.svg": svg(760, 90, "#2b5797", "Haapaniemen kyläkoulu", 30)},
        undated=True,
    )


# --------------------------------------------------------------------------- hr: a beekeeping blog, 2014, "strong NAME (VILLAGE):", one nested answer


def hr_pcelar() -> Case:
    cs = talk("""
Ivana (Lipovo Brdo) || 22.5.2014. || Bravo! Kod nas je bagrem ove godine zakasnio zbog kiše, pa još nismo ni počeli vrcati. Koliko ste kila dobili po košnici?
> Zdravko || 22.5.2014. || Ivana, oko dvanaest kila po košnici, što je za ovako kišnu godinu sasvim dobro. Sretno s bagremom, javite kako je prošlo!
Mato Šimić || 23.5.2014. || Imate li i livadnog meda za prodaju? Lani sam kod vas kupio dvije staklenke i cijela obitelj ga je pojela do Božića.
Katica (Donje Polje) || 24.5.2014. || Mato, mi kupujemo kod Zdravka svake godine. Livadni stiže tek u srpnju, ali vrijedi čekati.
""")

    def li(i: int) -> str:
        c = cs[i]
        kids = [j for j, x in enumerate(cs) if x.parent == i]
        inner = f'\n<ul class="uvuceno">{"".join(li(j) for j in kids)}</ul>' if kids else ""
        return (
            f"<li><strong>{esc(c.who)}:</strong> {esc(c.raw)}<br>\n"
            f'<span class="kad">{esc(c.at)}</span>{inner}</li>\n'
        )

    items = "".join(li(i) for i, c in enumerate(cs) if c.parent is None)
    body = f"""<body>
<div id="omot">
<div id="zaglavlje"><h1>Pčelica s brda</h1><p>bilješke jednog pčelara s Ravne Gore</p></div>
<div id="stupac">
<h4>O meni</h4>
<p>Zdravko, umirovljeni učitelj tehničkog, 40 košnica na rubu šume.</p>
<h4>Kategorije</h4>
<ul>{nav([("/kategorija/med.html", "Med"), ("/kategorija/bolesti.html", "Bolesti pčela"), ("/kategorija/oprema.html", "Oprema"), ("/kategorija/razno.html", "Razno")])}</ul>
</div>
<div id="glavno">
<h2>Prvo vrcanje ove godine</h2>
<p class="objavljeno">srijeda, 21. svibnja 2014.</p>
<p>Jučer smo sin i ja vrcali prvi med ove sezone, bagremov s gornjeg pčelinjaka. Pčele su bile mirne, vrijeme toplo i bez vjetra, a med tako svijetao da se kroz staklenku čita novina.</p>
<p><img src="/slike/2014/vrcanje.svg" width="320" height="200" alt="Okviri puni meda"></p>
<p>Donji pčelinjak ostavljamo za livadni med, koji će biti tek u srpnju.</p>
<h3>Što kažete?</h3>
<ul class="rasprava">
{items}</ul>
<p class="napomena">Pitanja i narudžbe meda: <a href="mailto:zdravko@pcelica.example">zdravko@pcelica.example</a></p>
</div>
<div id="podnozje">Pčelica s brda &middot; 2010&ndash;2014</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#fdf6e3;font-family:Tahoma,sans-serif;font-size:13px}
#omot {width:860px;margin:0 auto}
#zaglavlje {background:#e0a800;color:#3d2b00;padding:10px 20px}
#zaglavlje h1 {margin:0}
#stupac {float:left;width:180px;padding:10px;font-size:12px}
#glavno {margin-left:210px;background:#fff;padding:10px 20px}
.objavljeno {color:#998;font-size:11px}
.rasprava {list-style:none;padding-left:0}
.rasprava li {margin-bottom:12px}
.uvuceno {list-style:none;margin:8px 0 0 40px;padding:6px;background:#fff8dc;border-left:3px solid #e0a800}
.kad {color:#998;font-size:11px}
#podnozje {clear:both;text-align:center;font-size:11px;color:#998;padding:8px}
</style>"""
    return make(
        "fy-hr-blog-pcelar",
        "discussion",
        doc("html4t", title="Pčelica s brda: Prvo vrcanje ove godine", lang="hr", head=head) + body,
        cs,
        path="/2014/05/prvo-vrcanje.html",
        container="ul.rasprava after h3 'Što kažete?': three li 'strong NAME (VILLAGE): TEXT br span.kad 22.5.2014.', the date after the text; the first li holds ul.uvuceno with the blogger's answer 'strong Zdravko: TEXT'; a mailto line below, no form",
        heading="Što kažete?",
        description="A Croatian beekeeper's blog of 2014 (invented): the first honey extraction of the year; 4 reactions under 'Što kažete?', a list of three items 'strong NAME (VILLAGE): TEXT' with the date after the text, and the beekeeper's one answer ('Ivana, oko dvanaest kila…') indented in an inner list under the first; Katica answers Mato by first name; a mailto line for orders, a left column about the blogger.",
        language="hr",
        files={"/slike/2014/vrcanje.svg": svg(320, 200, "#c98f00", "vrcanje", 20)},
    )


# --------------------------------------------------------------------------- ro: a local news site, 2019, "#1 b NAME spune:"


def ro_podul() -> Case:
    cs = talk("""
Gheorghiță || 17 septembrie 2019 la 21:40 || În sfârșit! Doi ani am ocolit prin Dealul Aninilor ca să ajung la serviciu. Sper doar să țină mai mult decât asfaltul pus anul trecut pe strada Morii.
Mirela Stan || 18 septembrie 2019 la 08:12 || Frumos podul, dar de ce nu au făcut și trotuar pe partea dinspre școală? Copiii merg tot pe marginea drumului, printre mașini.
Vasile din Deal || 18 septembrie 2019 la 10:05 || Gheorghiță, nici eu nu cred că ține. Am văzut cu ochii mei cum turnau betonul pe ploaie. Mirela are dreptate cu trotuarul, să vedem ce zice primăria.
""")
    items = "\n".join(
        f'<div class="vocea"><p>#{i} <b>{esc(c.who)}</b> spune:<br>\n{esc(c.raw)}</p>'
        f'<p class="ora">{esc(c.at)}</p></div>'
        for i, c in enumerate(cs, 1)
    )
    body = f"""<body>
<div class="container">
<header class="sus"><a href="/"><img src="/img/logo.svg" width="300" height="60" alt="Ecoul Văii Mici"></a>
<ul class="meniu">{nav([("/", "Acasă"), ("/local.html", "Local"), ("/administratie.html", "Administrație"), ("/sport.html", "Sport"), ("/anunturi.html", "Mica publicitate"), ("/contact.html", "Contact")])}</ul></header>
<div class="stiri">
<h1>Podul peste Râul Mic a fost redeschis circulației</h1>
<p class="meta">Publicat: 16 septembrie 2019 &middot; Redacția</p>
<p>După aproape doi ani de lucrări, podul de pe drumul județean peste Râul Mic a fost redeschis luni dimineață. Noul pod are două benzi și o capacitate de 40 de tone, față de 12 tone cât avea cel vechi.</p>
<p>Primarul comunei a declarat că lucrările au costat 3,2 milioane de lei, bani primiți de la Consiliul Județean. Recepția finală va avea loc în octombrie.</p>
<div class="voci">
<h3>Părerea cititorilor (3)</h3>
{items}
</div>
<div class="trimite">
<h3>Lasă o părere</h3>
<form action="/trimite.php" method="post">
<p><label>Nume <input type="text" name="nume"></label></p>
<p><label>E-mail (nu va fi publicat) <input type="email" name="email"></label></p>
<p><textarea name="text" rows="5" cols="60"></textarea></p>
<p><button type="submit">Trimite</button></p>
</form>
</div>
</div>
<aside class="lateral">
<h4>Cele mai citite</h4>
<ol>{nav([("/local/targul-de-toamna.html", "Târgul de toamnă revine în centrul comunei"), ("/sport/viitorul-victorie.html", "Viitorul Valea Mică, a treia victorie la rând"), ("/administratie/taxe.html", "Taxele locale se pot plăti și online")])}</ol>
</aside>
<footer class="jos">&copy; 2019 Ecoul Văii Mici &middot; ziar local online</footer>
</div>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {font-family:"Open Sans",Arial,sans-serif;font-size:15px;margin:0;background:#f4f4f4}
.container {max-width:980px;margin:0 auto;background:#fff;display:flex;flex-wrap:wrap}
.sus {width:100%;padding:10px 20px;border-bottom:3px solid #c62828}
.meniu {list-style:none;padding:0;margin:6px 0 0 0}
.meniu li {display:inline-block;margin-right:14px}
.meniu a {color:#222;text-decoration:none;font-weight:600}
.stiri {flex:1 1 620px;padding:10px 20px}
.meta {color:#888;font-size:13px}
.vocea {border-bottom:1px solid #eee;padding:6px 0}
.ora {color:#999;font-size:12px;margin-top:0}
.trimite {background:#fafafa;padding:10px}
.lateral {flex:0 0 260px;padding:10px 20px;font-size:13px}
.jos {width:100%;background:#222;color:#ccc;text-align:center;padding:8px;font-size:12px}
</style>"""
    return make(
        "fy-ro-news-podul",
        "discussion",
        doc("html5", title="Podul peste Râul Mic a fost redeschis - Ecoul Văii Mici", lang="ro", head=head)
        + body,
        cs,
        path="/local/2019/podul-peste-raul-mic-redeschis",
        container="div.voci after h3 'Părerea cititorilor (3)': three div.vocea, each 'p #1 b NAME spune: br TEXT' and 'p.ora 17 septembrie 2019 la 21:40' under it; a form 'Lasă o părere' below",
        heading="Părerea cititorilor (3)",
        description="A Romanian commune's small local news site of 2019 (invented), HTML5 with a header, aside and footer: the bridge over the river reopened; 3 readers' opinions under 'Părerea cititorilor (3)', each a number '#1' then 'b NAME spune:' and the text, the date and time in a paragraph under it; the third answers Gheorghiță and mentions Mirela by first name; a form below, a most-read list in a side column.",
        language="ro",
        files={"/img/logo.svg": svg(300, 60, "#c62828", "Ecoul Văii Mici", 24)},
    )
