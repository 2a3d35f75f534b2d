"""Blind set fu: three pages without any reader comment and one mixed page. An Icelandic rural district's news whose
side column holds farmers' stray-sheep notices (named, dated, a sentence each); a Swahili dairy co-operative's page
whose article is followed by members' milk-delivery notes and, under them, the form members send them with; an
Estonian pottery club's page whose side column holds the kiln log (member, date, a line); an Irish community hall's
page with 3 real comments beside the hall's booking diary. Every site, name, place and text invented for this set;
each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fu_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- is: a rural district, 2013, stray-sheep notices


def is_rettir() -> Case:
    notices = (
        (
            "Guðrún á Hvammi",
            "23. sept. 2013",
            "Hvít ær með tvö lömb í túninu hjá mér, mark: sneitt framan hægra, biti aftan vinstra.",
        ),
        (
            "Sigurður í Brekkukoti",
            "24. sept. 2013",
            "Mórauður hrútur við veginn upp að Brekku, ómarkaður en með bláa bjöllu.",
        ),
        (
            "Halla Jónsdóttir, Ási",
            "26. sept. 2013",
            "Tvær gimbrar komu heim með mínu fé, mark: stýft hægra. Eigandi hringi í 555 0177.",
        ),
        (
            "Einar á Felli",
            "29. sept. 2013",
            "Svartflekkótt ær í girðingunni við skólann, sótt af eiganda sama kvöld.",
        ),
    )
    entries = "\n".join(
        f'<li><b>{esc(n)}</b> <span class="dags">{esc(d)}</span><br>{esc(t)}</li>' for n, d, t in notices
    )
    body = f"""<body>
<div id="allt">
<div id="haus"><img src="/myndir/haus.svg" width="780" height="80" alt="Dalsárhreppur"></div>
<div id="valmynd">{nav([("/", "Forsíða"), ("/frettir", "Fréttir"), ("/hreppurinn", "Hreppurinn"), ("/skolinn", "Skólinn"), ("/gjaldskra", "Gjaldskrá"), ("/hafa-samband", "Hafa samband")], " | ")}</div>
<div id="meginmal">
<h1>Réttirnar gengu vel þrátt fyrir þoku</h1>
<p class="dags">Birt 22. september 2013</p>
<p>Göngur í Dalsárhreppi fóru fram um helgina og var réttað í Dalsárrétt á sunnudag. Þoka lá yfir heiðinni á laugardag og þurftu gangnamenn að bíða í skálanum við Grjótvatn fram yfir hádegi.</p>
<p>Alls komu um 2.300 fjár til réttar, heldur færra en í fyrra. Kvenfélagið seldi kjötsúpu og kaffi við réttina og rann ágóðinn til leikskólans.</p>
<p>Eftirleit verður gerð 5. október. Bændur eru beðnir að láta fjallskilastjóra vita af fé sem vantar.</p>
<p class="undirritun">Fjallskilastjóri, Dalsárhreppi</p>
</div>
<div id="hlid">
<h3>Óskilafé</h3>
<p class="smatt">Tilkynningar bænda um ókunnugt fé í heimalöndum. Sendið á hreppur@dalsarhreppur.example.</p>
<ul class="oskil">
{entries}
</ul>
<h3>Opnunartími skrifstofu</h3>
<p>Mán.-fim. 9-13</p>
</div>
<div id="fotur">Dalsárhreppur &middot; Hreppsskrifstofan, Dalsá &middot; 2013</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#cfd8dc;font:13px Verdana,sans-serif;margin:0}#allt{width:780px;margin:0 auto;background:#fff;overflow:hidden}#valmynd{background:#37474f;padding:5px 10px}#valmynd a{color:#fff}
#meginmal{float:left;width:500px;padding:10px 16px}#hlid{float:right;width:230px;padding:10px;background:#eceff1;font-size:12px}h1{font-size:20px;color:#263238}.dags{color:#888;font-size:11px}.undirritun{font-style:italic}
.smatt{font-size:10px;color:#666}.oskil{list-style:none;padding:0}.oskil li{border-bottom:1px dotted #b0bec5;padding:4px 0}#fotur{clear:both;background:#37474f;color:#cfd8dc;font-size:10px;padding:5px 10px}
</style>"""
    return make(
        "fu-is-district-rettir",
        "lookalike",
        doc("html4t", title="Réttirnar gengu vel þrátt fyrir þoku - Dalsárhreppur", lang="is", head=css)
        + body,
        [],
        path="/frettir/2013/rettir",
        container="-",
        heading=None,
        lookalikes=("ul.oskil",),
        description="A page without any reader comment: an Icelandic rural district's site of 2013 (invented), the autumn sheep round-up went well in fog; in the side column 'Óskilafé', ul.oskil: four farmers' stray-sheep notices, each 'b NAME span DATE br a sentence' about a stray with its ear mark (notices the district office posts, not comments); office hours and a footer.",
        language="is",
        files={"/myndir/haus.svg": svg(780, 80, "#37474f", "Dalsárhreppur", 28)},
    )


# --------------------------------------------------------------------------- sw: a dairy co-operative, 2014, milk-delivery notes above a form


def sw_maziwa() -> Case:
    notes = (
        ("Mama Neema Mollel", "3/6/2014", "Lita 14 asubuhi. Ng'ombe mmoja amezaa ndama jike jana usiku."),
        ("Joseph Kimaro", "3/6/2014", "Lita 22. Njia ya Kijiweni imeharibika, nimechelewa saa moja."),
        ("Bi. Rehema Saidi", "4/6/2014", "Lita 9 tu, ng'ombe wangu anaumwa. Naomba daktari wa mifugo apite."),
        ("Emmanuel Lyimo", "5/6/2014", "Lita 18. Nimeleta pia ndoo mbili za wanachama wa kitongoji cha juu."),
    )
    entries = "\n".join(
        f'<div class="taarifa"><p><strong>{esc(n)}</strong> &ndash; {esc(d)}</p><p>{esc(t)}</p></div>'
        for n, d, t in notes
    )
    body = f"""<body>
<div id="ukurasa">
<div id="kichwa"><img src="/picha/nembo.svg" width="90" height="90" alt=""><h1>Chama cha Ushirika wa Wafugaji Mlimani</h1><p>Kijiji cha Mlimani, Wilaya ya Hai</p></div>
<div id="menyu">{nav([("/", "Mwanzo"), ("/habari", "Habari"), ("/wanachama", "Wanachama"), ("/bei", "Bei ya maziwa"), ("/wasiliana", "Wasiliana nasi")], " | ")}</div>
<div id="maudhui">
<h2>Tangi jipya la kupoza maziwa limefika</h2>
<p class="tarehe">Imeandikwa tarehe 2 Juni 2014</p>
<p>Tangi jipya la kupoza maziwa lenye uwezo wa lita 3,000 limefungwa katika kituo cha kukusanyia maziwa cha Mlimani. Tangi hili limenunuliwa kwa msaada wa halmashauri ya wilaya na michango ya wanachama.</p>
<p>Sasa maziwa ya jioni yanaweza kuhifadhiwa hadi asubuhi bila kuharibika. Kituo kitapokea maziwa kuanzia saa 12 asubuhi hadi saa 2, na jioni saa 10 hadi saa 12.</p>
<p>Bei ya maziwa kwa mwezi huu ni shilingi 650 kwa lita.</p>
<h3>Taarifa za wanachama wiki hii</h3>
{entries}
<form action="/taarifa/tuma" method="post" class="fomu">
<p>Jina la mwanachama: <input type="text" name="jina"> Lita: <input type="text" name="lita" size="4"></p>
<p>Maelezo:<br><textarea name="maelezo" rows="3" cols="50"></textarea></p>
<p><input type="submit" value="Tuma taarifa"></p>
</form>
</div>
<div id="mwisho">Chama cha Ushirika wa Wafugaji Mlimani &copy; 2014 &middot; S.L.P. 55, Hai</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#f3efe0;font:14px Arial,sans-serif;margin:0}#ukurasa{width:760px;margin:0 auto;background:#fff}#kichwa{background:#2e7d32;color:#fff;padding:8px;overflow:hidden}#kichwa img{float:left;margin-right:10px}#kichwa h1{font-size:20px;margin:14px 0 0}#kichwa p{margin:0}
#menyu{background:#fbc02d;padding:5px 10px}#menyu a{color:#222;font-weight:bold}#maudhui{padding:10px 18px}h2{color:#2e7d32}.tarehe{font-size:11px;color:#888}h3{color:#2e7d32;border-bottom:1px solid #ddd}
.taarifa{border-bottom:1px dotted #ccc}.taarifa p{margin:3px 0}.fomu{background:#f1f8e9;padding:6px}#mwisho{background:#2e7d32;color:#fff;font-size:11px;padding:6px 18px}
</style>"""
    return make(
        "fu-sw-coop-maziwa",
        "lookalike",
        doc("html5", title="Tangi jipya la kupoza maziwa limefika - Wafugaji Mlimani", lang="sw", head=css)
        + body,
        [],
        path="/habari/2014/06/tangi-jipya",
        container="-",
        heading=None,
        lookalikes=("div.taarifa",),
        description="A page without any reader comment: a Tanzanian village dairy co-operative's site of 2014 (invented), a new milk cooling tank has arrived; after the article 'Taarifa za wanachama wiki hii': four div.taarifa, members' milk-delivery notes, each 'strong NAME – 3/6/2014' over a sentence with the litres delivered, and directly under them the form members send these notes with (name, litres, remarks, 'Tuma taarifa'); no comments; a footer.",
        language="sw",
        files={"/picha/nembo.svg": svg(90, 90, "#fbc02d", "MLIMANI", 12)},
    )


# --------------------------------------------------------------------------- et: a pottery club, 2016, the kiln log


def et_ahi() -> Case:
    log = (
        ("Kadri Leht", "2.03.2016", "Biskviit 900 °C, 14 kaussi ja 6 tassi, kõik terved."),
        (
            "Heino Saar",
            "5.03.2016",
            "Glasuur 1220 °C, kaks vaasi kleepusid plaadi külge, plaat vajab lihvimist.",
        ),
        (
            "Liina Org",
            "9.03.2016",
            "Biskviit, lastegrupi loomakujud. Ahi jahtus aeglaselt, avasin alles järgmisel õhtul.",
        ),
        (
            "Kadri Leht",
            "12.03.2016",
            "Glasuur 1200 °C, näituse taldrikud. Sinine glasuur tuli ilus, pruun jäi matiks.",
        ),
    )
    entries = "\n".join(
        f"<tr><td>{esc(d)}</td><td><i>{esc(n)}</i></td><td>{esc(t)}</td></tr>" for n, d, t in log
    )
    body = f"""<body>
<div class="kest">
<div class="ylal"><h1>Savikoda</h1><p>Järveküla keraamikaring</p></div>
<p class="menu">{nav([("/", "Esileht"), ("/ring", "Ringist"), ("/tunniplaan", "Tunniplaan"), ("/naitused", "Näitused"), ("/pildid", "Pildid")], " · ")}</p>
<div class="sisu">
<h2>Kevadnäitus „Sinine ja pruun“ avatakse raamatukogus</h2>
<p class="aeg">15.03.2016</p>
<p>Järveküla keraamikaringi kevadnäitus avatakse 19. märtsil kell 14 Järveküla raamatukogus. Välja tuleb üle kuuekümne töö: taldrikud, kausid, vaasid ja lastegrupi loomakujud.</p>
<p><img src="/pildid/2016/taldrikud.svg" width="420" height="260" alt=""></p>
<p>Näitus jääb avatuks aprilli lõpuni raamatukogu lahtiolekuaegadel. Avamisel saab ise vormida väikese kausi ja selle sügisel ahjust kätte.</p>
<p>Ringi juhendaja on Kadri Leht. Uusi liikmeid ootame septembrist.</p>
</div>
<div class="kylg">
<h4>Ahjupäevik</h4>
<table class="ahi" cellspacing="0">
{entries}
</table>
<p class="v">Ahju kasutamisest teata juhendajale.</p>
<h4>Tunnid</h4>
<p>T 17-20 täiskasvanud<br>K 15-16.30 lapsed</p>
</div>
<div class="all">Savikoda, Järveküla seltsimaja keldris · 2016</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#efe6dd;font:13px/1.5 Trebuchet MS,sans-serif;margin:0;color:#3e2723}.kest{width:880px;margin:0 auto;background:#fff;overflow:hidden}.ylal{background:#8d4b2a;color:#fff;padding:8px 20px}.ylal h1{margin:0}.ylal p{margin:0}
.menu{padding:4px 20px;background:#f3e5dc;margin:0}.sisu{float:left;width:520px;padding:10px 20px}.kylg{float:right;width:280px;padding:10px;font-size:12px}.aeg{font-size:11px;color:#999}
.ahi td{border-bottom:1px solid #e0cfc3;padding:3px;vertical-align:top}.v{font-size:10px;color:#999}.all{clear:both;background:#8d4b2a;color:#fff;font-size:11px;padding:5px 20px}
</style>"""
    return make(
        "fu-et-club-ahi",
        "lookalike",
        doc("html5", title="Kevadnäitus „Sinine ja pruun“ | Savikoda", lang="et", head=css) + body,
        [],
        path="/uudised/2016/kevadnaitus",
        container="-",
        heading=None,
        lookalikes=("table.ahi",),
        description="A page without any reader comment: an Estonian village pottery club's site of 2016 (invented), the spring exhibition opens in the library; in the side column 'Ahjupäevik' (the kiln log), table.ahi of four rows: date | i MEMBER | a line on what was fired and how it came out (the club's log, not comments); lesson times and a footer.",
        language="et",
        files={"/pildid/2016/taldrikud.svg": svg(420, 260, "#5c6bc0", "taldrikud", 24)},
    )


# --------------------------------------------------------------------------- ga: a community hall, 2008, a discussion beside the booking diary


def ga_halla() -> Case:
    cs = talk("""
Máire Ní Fhlatharta || 20 Feabhra 2008 || Is iontach an t-urlár é. Bhí an rang rince ann Dé Máirt agus ní raibh oiread agus clár amháin ag gíoscán.
Seán Ó Dubhda || 24 Feabhra 2008 || Maith sibh uilig. Ach cá huair a bheidh na leithris nua réidh? Bhí scuaine fhada ag an mbiongó arís.
Peadar Mac Giolla Bhríde || 1 Márta 2008 || A Sheáin, tá an pluiméir ag teacht i lár an Mhárta, a deir an coiste. Go raibh maith agat as an bhfoighne.
""")
    items = "\n".join(
        f'<div class="tr"><p class="ainm"><strong>{esc(c.who)}</strong>, {esc(c.at)}</p>{paras(c.raw)}</div>'
        for c in cs
    )
    diary = (
        ("Nóra Uí Chonghaile", "4 Márta 2008", "Rang rince seit, 8-10 i.n. Tabhair bróga boga libh."),
        ("Cumann Peile an Ghleanna", "6 Márta 2008", "Cruinniú bliantúil, 8 i.n. Gach ball fáilte."),
        ("Tomás Breathnach", "8 Márta 2008", "Cóisir lá breithe do Chiarán, 3-6 i.n., an seomra beag."),
        ("Bríd Ní Chathasaigh", "11 Márta 2008", "Biongó, 8.30 i.n. Airgead do dhíon na scoile."),
    )
    bookings = "\n".join(
        f"<li><span>{esc(d)}</span> &mdash; <em>{esc(n)}</em>: {esc(t)}</li>" for n, d, t in diary
    )
    body = f"""<body>
<div id="cabhail">
<div id="barr"><h1>Halla Pobail an Ghleanna</h1><p>Nuacht an halla agus an pharóiste</p></div>
<div id="roghchlar">{nav([("/", "Baile"), ("/nuacht", "Nuacht"), ("/an-halla", "An Halla"), ("/airithint", "Áirithint"), ("/teagmhail", "Teagmháil")], " &middot; ")}</div>
<div id="lar">
<h2>Urlár nua sa halla tar éis sé seachtaine oibre</h2>
<p class="dath">18 Feabhra 2008</p>
<p>Tá an obair ar urlár nua an halla críochnaithe. Leagadh adhmad feá nua ar fud an phríomhsheomra agus péinteáladh na línte don chispheil arís.</p>
<p>Bailíodh an t-airgead ag an gcrannchur Nollag agus ag trí oíche bhiongó. Gabhann an coiste buíochas le gach duine a chabhraigh.</p>
<p>Tosóidh an obair ar na leithris i mí an Mhárta.</p>
<h3>Tuairimí</h3>
{items}
</div>
<div id="taobh">
<h3>Dialann an Halla</h3>
<ul class="dialann">
{bookings}
</ul>
<p class="beag">Le háirithint a dhéanamh glaoigh ar Pheadar, 555 0164.</p>
</div>
<div id="bun">Halla Pobail an Ghleanna &copy; 2008</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#d7e4d0;font:13px Georgia,serif;margin:0}#cabhail{width:800px;margin:0 auto;background:#fff;overflow:hidden}#barr{background:#1b5e20;color:#fff;padding:8px 20px}#barr h1{margin:0}#barr p{margin:0;font-style:italic}
#roghchlar{background:#a5d6a7;padding:4px 20px}#lar{float:left;width:500px;padding:10px 20px}#taobh{float:right;width:230px;padding:10px;background:#f1f8e9;font-size:12px}.dath{color:#888;font-size:11px}
h3{color:#1b5e20}.tr{border-top:1px solid #ddd;padding:4px 0}.tr p{margin:3px 0}.ainm{font-size:12px}.dialann{padding-left:14px}.dialann li{margin-bottom:6px}.beag{font-size:10px}#bun{clear:both;background:#1b5e20;color:#fff;font-size:10px;padding:5px 20px}
</style>"""
    return make(
        "fu-ga-mixed-halla",
        "mixed",
        doc("html4t", title="Urlár nua sa halla - Halla Pobail an Ghleanna", lang="ga", head=css) + body,
        cs,
        path="/nuacht/2008/urlar-nua",
        container="div#lar after h3 'Tuairimí': three div.tr (p.ainm 'strong NAME, 20 Feabhra 2008', p TEXT); no form; beside it in div#taobh 'Dialann an Halla': ul.dialann of four li (DATE — em NAME: a line)",
        heading="Tuairimí",
        description="The mixed page: an Irish-language community hall's site of 2008 (invented), the hall has a new floor; 3 readers' comments over ten days under 'Tuairimí', each 'NAME, DATE' over the text (the third answers the second by name); no form; beside it in the side column 'Dialann an Halla': the hall's booking diary, four li 'DATE — NAME: a line' (bookings the hall keeps, not comments); a footer.",
        language="ga",
        lookalikes=("ul.dialann",),
    )
