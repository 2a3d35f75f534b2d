"""Blind set fo: four pages without any reader comment and one mixed page, each holding a dated list of named
people's short texts written after the article's date. A Filipino parish's prayer wall of 2017 (Lenten prayer
requests copied from the box at the back of the church each Friday, a request form below), a South African running
club's page of 2015 (members' weekly times, a line each), a Welsh secondary school's exchange-trip diary of 2019 (a
pupil a day) and a Basque town hall's lost-and-found board for the 2012 fiestas (a table); a Maltese band club's page
of 2020, mixed (the volunteers' restoration diary in the article, 3 readers' comments under it). Every site, name,
place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fo_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- tl: a parish prayer wall, 2017


def tl_panalangin() -> Case:
    weeks = (
        (
            "Biyernes, Marso 3, 2017",
            (
                (
                    "Aling Pacita Dumalagan",
                    "Para sa mabilis na paggaling ng aking apo na naoperahan sa bato noong Lunes.",
                ),
                (
                    "Ka Berto, mangingisda",
                    "Para sa ligtas na paglalayag ng mga mangingisda ngayong malakas pa ang alon.",
                ),
            ),
        ),
        (
            "Biyernes, Marso 10, 2017",
            (
                (
                    "Liza at Jun Dimaculangan",
                    "Pasasalamat sa biyaya ng aming unang anak na si Gabriel, isinilang noong Marso 6.",
                ),
                ("isang estudyante", "Para makapasa po ako sa board exam sa Abril. Salamat po."),
            ),
        ),
        (
            "Biyernes, Marso 17, 2017",
            (
                (
                    "Mang Tonyo Villaluz",
                    "Para sa kaluluwa ng aking asawang si Remedios, unang taon ng kanyang pagpanaw sa Marso 20.",
                ),
            ),
        ),
    )
    wall = "\n".join(
        f"<dt>{esc(d)}</dt>\n" + "\n".join(f"<dd><b>{esc(n)}</b> &mdash; {esc(t)}</dd>" for n, t in rows)
        for d, rows in weeks
    )
    body = f"""<body>
<div id="lahat">
<div id="ulo"><img src="/larawan/simbahan.svg" width="90" height="90" alt=""><div><h1>Parokya ng San Roque</h1><p>Barangay Kawayanin</p></div></div>
<div id="menu">{nav([("/", "Tahanan"), ("/misa.html", "Iskedyul ng Misa"), ("/balita/", "Balita"), ("/binyag-kasal.html", "Binyag at Kasal"), ("/makipag-ugnayan.html", "Makipag-ugnayan")], " &middot; ")}</div>
<div id="gitna">
<h2>Pader ng Panalangin ngayong Kuwaresma</h2>
<p class="petsa">Ika-1 ng Marso, 2017 &middot; Miyerkules ng Abo</p>
<p>Ngayong Kuwaresma, maaaring isulat ng mga parokyano ang kanilang kahilingan sa panalangin sa maliliit na papel at ihulog sa kahon sa likod ng simbahan. Tuwing Biyernes, isinusulat dito ng tanggapan ng parokya ang mga kahilingan upang maipagdasal ng buong pamayanan sa Misa sa Linggo.</p>
<p>Ang mga kahilingang hindi nais ipalathala ay maaaring markahan ng &ldquo;pribado&rdquo; at ipagdarasal lamang ng mga pari.</p>
<h3>Mga kahilingan</h3>
<dl class="kahilingan">
{wall}
</dl>
<h3>Magpadala ng kahilingan</h3>
<form action="/panalangin/ipadala.php" method="post" class="porma">
<p>Pangalan: <input type="text" name="pangalan" size="30"></p>
<p>Kahilingan:<br><textarea name="kahilingan" rows="4" cols="50"></textarea></p>
<p><input type="checkbox" name="pribado" value="1"> Pribado (huwag ilathala)</p>
<p><input type="submit" value="Ipadala"></p>
</form>
</div>
<div id="gilid">
<h4>Iskedyul ng Misa</h4>
<p>Linggo: 6:00, 8:00 at 17:00<br>Lunes hanggang Sabado: 6:00<br>Biyernes: Daan ng Krus, 17:30</p>
</div>
<div id="paa">Parokya ng San Roque &middot; Barangay Kawayanin &middot; tanggapan@example.org</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#efe9f5;font:14px Arial,sans-serif;margin:0}#lahat{width:920px;margin:0 auto;background:#fff;overflow:hidden}#ulo{display:flex;gap:14px;align-items:center;padding:10px;background:#4b2a6b;color:#fff}#ulo h1{margin:0}#ulo p{margin:0}
#menu{background:#d8c8ea;padding:6px 10px}#menu a{color:#4b2a6b;font-weight:bold}#gitna{float:left;width:610px;padding:12px 18px}#gilid{float:right;width:230px;padding:12px;font-size:13px}#paa{clear:both;background:#4b2a6b;color:#fff;font-size:11px;padding:6px}
.petsa{color:#888;font-size:12px}.kahilingan dt{font-weight:bold;color:#4b2a6b;margin-top:12px;border-bottom:1px solid #d8c8ea}.kahilingan dd{margin:6px 0 6px 14px}.porma{background:#f6f1fb;padding:6px 10px}
</style>"""
    return make(
        "fo-tl-parish-panalangin",
        "lookalike",
        "tl",
        doc("html5", title="Pader ng Panalangin - Parokya ng San Roque", lang="tl", head=css) + body,
        [],
        path="/balita/pader-ng-panalangin-2017.html",
        container="-",
        heading=None,
        description="A Filipino parish's site of 2017 (invented), no reader comment: the Lenten prayer wall; the article's date only as 'Ika-1 ng Marso, 2017' under the headline; under 'Mga kahilingan' a dl.kahilingan of three Fridays after it (dt 'Biyernes, Marso 3, 2017'), each with dd 'b NAME — request', five requests copied by the parish office from paper slips in the church's box, not comments; the request form 'Magpadala ng kahilingan' right below; mass times in the side column.",
        lookalikes=("dl.kahilingan",),
        files={"/larawan/simbahan.svg": svg(90, 90, "#d8c8ea", "✝", 36)},
    )


# --------------------------------------------------------------------------- af: a running club's weekly times, 2015


def af_draf() -> Case:
    weeks = (
        (
            "Saterdag 14 Februarie 2015",
            (
                (
                    "Marietjie van Tonder",
                    "27:41",
                    "Eerste keer onder 28 minute! Die bult by die dam het my amper gebreek.",
                ),
                (
                    "Oom Hennie Steyn",
                    "34:05",
                    "Ek het saam met my kleinseun gedraf en hy wou nie vir my wag nie.",
                ),
                ("Thandi Mbekela", "22:58", "Lekker koel oggend, perfekte toestande."),
            ),
        ),
        (
            "Saterdag 21 Februarie 2015",
            (
                ("Marietjie van Tonder", "27:12", "Nog vinniger! Die nuwe skoene help regtig."),
                ("Pieter-Jan Rossouw", "25:30", "Terug ná die enkelbesering, stadig maar seker."),
                (
                    "Elmarie Botes",
                    "31:47",
                    "My hond het halfpad besluit om 'n haas te jaag, so ek tel hierdie een nie.",
                ),
            ),
        ),
    )
    blocks = "\n".join(
        f'<div class="uitslae">\n<h4>{esc(d)}</h4>\n<ul>\n'
        + "\n".join(
            f"<li><b>{esc(n)}</b> &ndash; {esc(t)} &ndash; <i>&ldquo;{esc(x)}&rdquo;</i></li>"
            for n, t, x in rows
        )
        + "\n</ul>\n</div>"
        for d, rows in weeks
    )
    body = f"""<body>
<div class="houer">
<div class="kop"><img src="/prente/logo.svg" width="240" height="70" alt="Rooikrans Drafklub"></div>
<div class="kieslys">{nav([("/", "Tuis"), ("/nuus/", "Nuus"), ("/tydren/", "Saterdag-tydren"), ("/lidmaatskap.html", "Lidmaatskap"), ("/kontak.html", "Kontak ons")], " | ")}</div>
<div class="inhoud">
<h2>Die nuwe Saterdag-tydren begin</h2>
<p class="datum">Gepubliseer 6 Februarie 2015</p>
<p>Vanaf Saterdag 14 Februarie hou die klub elke Saterdagoggend om sewe-uur 'n gratis tydren van 5 km rondom die Klipfonteindorp-dam. Lede en nie-lede is welkom; bring net jou strepieskode saam.</p>
<p>Ná elke draf plaas ons hier 'n paar lede se tye, saam met 'n sin van elkeen oor hoe dit gegaan het. Stuur vir Sarel jou sin per SMS as jy wil hê dit moet hier verskyn.</p>
<p><img src="/prente/dam.svg" width="400" height="220" alt="Die roete om die dam"></p>
<h3>Weeklikse uitslae</h3>
{blocks}
</div>
<div class="kantbalk">
<h4>Kalender</h4>
<p>28 Feb: Klubkampioenskap 10 km<br>14 Mrt: Bergdraf by Witkransrant<br>Elke Dinsdag: baanoefening 17:30</p>
<h4>Borge</h4>
<p>Klipfontein Koöperasie</p>
</div>
<div class="voet">Rooikrans Drafklub &middot; Posbus 00, Klipfonteindorp</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#f3e9dc;font:14px Verdana,sans-serif;margin:0}.houer{width:900px;margin:0 auto;background:#fff;overflow:hidden}.kop{padding:10px;background:#b5442a}.kieslys{background:#2b2b2b;padding:6px 10px}.kieslys a{color:#f3c766}
.inhoud{float:left;width:600px;padding:12px 18px}.kantbalk{float:right;width:230px;padding:12px;font-size:12px;background:#faf4ec}.voet{clear:both;background:#2b2b2b;color:#ccc;font-size:11px;padding:6px}
.datum{color:#888;font-size:11px}.uitslae h4{margin:12px 0 4px;color:#b5442a}.uitslae ul{margin:0;padding-left:18px}.uitslae li{margin:4px 0}
</style>"""
    return make(
        "fo-af-club-draf",
        "lookalike",
        "af",
        doc("html4t", title="Die nuwe Saterdag-tydren begin - Rooikrans Drafklub", lang="af", head=css)
        + body,
        [],
        path="/nuus/saterdag-tydren-begin.html",
        container="-",
        heading=None,
        description="A South African running club's site of 2015 (invented), no reader comment: the new Saturday time trial; the article's date only as 'Gepubliseer 6 Februarie 2015' under the headline; under 'Weeklikse uitslae' two div.uitslae after it (h4 'Saterdag 14 Februarie 2015'), each a ul of li 'b NAME – TIME – i “one sentence”', six members' times and lines sent to the club by SMS, not comments; no form; the calendar in the side column.",
        lookalikes=("div.uitslae",),
        files={
            "/prente/logo.svg": svg(240, 70, "#b5442a", "Rooikrans Drafklub", 20),
            "/prente/dam.svg": svg(400, 220, "#5c8aa8", "5 km"),
        },
    )


# --------------------------------------------------------------------------- cy: an exchange-trip diary, 2019


def cy_llydaw() -> Case:
    days = (
        (
            "Dydd Llun 8 Ebrill",
            "Elin, Blwyddyn 9",
            "Cyrhaeddon ni Plouvenec am hanner nos ar ôl y fferi. Mae fy nheulu lletya yn garedig iawn ac mae ganddyn nhw dair gafr!",
        ),
        (
            "Dydd Mawrth 9 Ebrill",
            "Osian, Blwyddyn 9",
            "Heddiw aethon ni i'r ysgol gyda'n partneriaid. Roedd y gwersi'n hir iawn ond roedd cinio'r ffreutur yn wych: crempogau!",
        ),
        (
            "Dydd Mercher 10 Ebrill",
            "Lowri, Blwyddyn 9",
            "Taith i'r arfordir. Gwelon ni'r goleudy a dysgon ni ychydig o eiriau Llydaweg. Maen nhw'n debyg iawn i'r Gymraeg!",
        ),
        (
            "Dydd Iau 11 Ebrill",
            "Tomos, Blwyddyn 9",
            "Canon ni yn y neuadd a chanodd y Llydawyr gân werin i ni. Roedd Mr Prydderch bron yn crio.",
        ),
        (
            "Dydd Gwener 12 Ebrill",
            "Cadi, Blwyddyn 9",
            "Diwrnod olaf. Dw i ddim eisiau mynd adre. Rydyn ni wedi addo ysgrifennu at ein gilydd bob wythnos.",
        ),
    )
    entries = "\n".join(
        f'<div class="cofnod">\n<h4>{esc(d)}</h4>\n<p class="gan">gan {esc(n)}</p>\n<p>{esc(t)}</p>\n</div>'
        for d, n, t in days
    )
    body = f"""<body>
<div id="tudalen">
<div id="pennawd"><img src="/delweddau/arwyddlun.svg" width="70" height="70" alt=""><div><h1>Ysgol Gyfun Cwm Eirin</h1><p>Dysgu heddiw, arwain yfory</p></div></div>
<ul id="dewislen">{nav([("/", "Hafan"), ("/amdanom/", "Amdanom ni"), ("/newyddion/", "Newyddion"), ("/rhieni/", "Rhieni"), ("/cysylltu/", "Cysylltu")])}</ul>
<div id="cynnwys">
<h2>Blwyddyn 9 yn Llydaw: dyddiadur y daith</h2>
<p class="dyddiad">Dydd Sul, 7 Ebrill 2019</p>
<p>Mae tri deg o ddisgyblion Blwyddyn 9 yn gadael heno am wythnos o gyfnewid gyda'n hysgol bartner yn Plouvenec, Llydaw. Bob dydd, bydd un disgybl yn anfon ychydig o eiriau at Mr Prydderch, a byddwn yn eu rhoi ar y dudalen hon er mwyn i'r rhieni gael dilyn y daith.</p>
<p><img src="/delweddau/2019/fferi.svg" width="400" height="220" alt="Y fferi"></p>
<h3>Y dyddiadur</h3>
{entries}
<p>Bydd y bws yn cyrraedd yn ôl i'r ysgol tua 21:00 nos Sadwrn.</p>
</div>
<div id="ochr">
<h4>Dyddiadau</h4>
<p>23 Ebrill: Tymor yr haf yn dechrau<br>2 Mai: Noson rieni Blwyddyn 9<br>13 Mai: Arholiadau TGAU</p>
</div>
<div id="troedyn">Ysgol Gyfun Cwm Eirin &middot; Heol yr Ysgol, Cwm Eirin</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#e4eef0;font:14px 'Trebuchet MS',Arial,sans-serif;margin:0}#tudalen{width:920px;margin:0 auto;background:#fff;overflow:hidden}#pennawd{display:flex;gap:14px;align-items:center;padding:10px;background:#0d5c63;color:#fff}#pennawd h1{margin:0}#pennawd p{margin:0}
#dewislen{list-style:none;margin:0;padding:6px 10px;background:#c7e0e3}#dewislen li{display:inline;margin-right:14px}#dewislen a{color:#0d5c63;font-weight:bold}#cynnwys{float:left;width:620px;padding:12px 18px}#ochr{float:right;width:230px;padding:12px;font-size:13px}
#troedyn{clear:both;background:#0d5c63;color:#fff;font-size:11px;padding:6px}.dyddiad{color:#888;font-size:12px}.cofnod{border-left:4px solid #c7e0e3;padding:2px 12px;margin:12px 0}.cofnod h4{margin:4px 0;color:#0d5c63}.gan{font-size:12px;color:#777;margin:2px 0}
</style>"""
    return make(
        "fo-cy-school-llydaw",
        "lookalike",
        "cy",
        doc(
            "html5",
            title="Blwyddyn 9 yn Llydaw: dyddiadur y daith - Ysgol Gyfun Cwm Eirin",
            lang="cy",
            head=css,
        )
        + body,
        [],
        path="/newyddion/blwyddyn-9-llydaw-2019",
        container="-",
        heading=None,
        description="A Welsh secondary school's site of 2019 (invented), no reader comment: the Year 9 exchange trip to Brittany; the article's date only as 'Dydd Sul, 7 Ebrill 2019' under the headline; under 'Y dyddiadur' five div.cofnod for the days after it (h4 'Dydd Llun 8 Ebrill', p.gan 'gan NAME, Blwyddyn 9', p TEXT), one pupil a day sending a few words to the teacher, not comments; no form; dates in the side column.",
        lookalikes=("div.cofnod",),
        files={
            "/delweddau/arwyddlun.svg": svg(70, 70, "#c7e0e3", "CE", 22),
            "/delweddau/2019/fferi.svg": svg(400, 220, "#0d5c63", "Llydaw"),
        },
    )


# --------------------------------------------------------------------------- eu: a fiesta lost-and-found board, 2012


def eu_galduak() -> Case:
    notes = (
        (
            "Abuztuak 11",
            "Miren Otxotorena",
            "Urdin iluneko txamarra bat galdu nuen plazan, kontzertuan. Poltsikoan etxeko giltzak daude.",
        ),
        (
            "Abuztuak 11",
            "Iñaki, Txokoa tabernakoa",
            "Txapel gorri bat eta haur baten betaurrekoak aurkitu ditugu tabernan. Etorri bila nahi duzuenean.",
        ),
        (
            "Abuztuak 12",
            "Amaia eta Josu",
            "Gure txakurra, Txuri, suziri-saioan desagertu zen. Zuria da, lepoko berdearekin. Mila esker!",
        ),
        (
            "Abuztuak 13",
            "Koldo Arrizabalaga",
            "Mugikor beltz bat aurkitu dut frontoiaren ondoan. Udaltzaingoan utzi dut.",
        ),
        (
            "Abuztuak 14",
            "Amaia eta Josu",
            "Txuri agertu da! Bi egun eman ditu baserri batean. Eskerrik asko deitu diguzuen guztioi.",
        ),
    )
    rows = "\n".join(f"<tr><td>{esc(d)}</td><td>{esc(n)}</td><td>{esc(t)}</td></tr>" for d, n, t in notes)
    body = f"""<body>
<div class="orria">
<div class="goiburua"><img src="/irudiak/armarria.svg" width="60" height="72" alt=""><span>Zumaitzetako Udala</span></div>
<div class="menua">{nav([("/", "Hasiera"), ("/udala/", "Udala"), ("/albisteak/", "Albisteak"), ("/jaiak/", "Jaiak 2012"), ("/kultura/", "Kultura"), ("/harremanak/", "Harremanak")], " &middot; ")}</div>
<div class="edukia">
<h1>Jaietako galdu-aurkituak</h1>
<p class="data">2012ko abuztuaren 10a &middot; Jaiak 2012</p>
<p>Jaietan zehar zerbait galdu edo aurkitu baduzu, idatzi Udaletxeko sarrerako arbelean edo deitu Udaltzaingoari. Egunero jasoko ditugu hemen arbeleko oharrak, jaiak amaitu arte.</p>
<p>Aurkitutako gauzak Udaltzaingoan daude, astelehenetik ostiralera, 9:00etatik 14:00etara.</p>
<h3>Arbeleko oharrak</h3>
<table class="oharrak" cellspacing="0">
<tr><th>Eguna</th><th>Nork</th><th>Oharra</th></tr>
{rows}
</table>
<p class="oharra">Oharrak astebetez egongo dira hemen.</p>
</div>
<div class="albo">
<h4>Jaietako egitaraua</h4>
<p>Abuztuak 15: Herri bazkaria<br>Abuztuak 16: Idi-probak frontoian<br>Abuztuak 17: Suziri-saioa eta agurra</p>
</div>
<div class="oina">Zumaitzetako Udala &middot; Herriko plaza 1 &middot; udala@example.org</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#e8efe6;font:13px Arial,sans-serif;margin:0}.orria{width:920px;margin:0 auto;background:#fff;overflow:hidden}.goiburua{display:flex;gap:14px;align-items:center;padding:10px;background:#1e6b3a;color:#fff;font-size:24px}
.menua{background:#d5e6d4;padding:6px 10px}.menua a{color:#1e6b3a;font-weight:bold}.edukia{float:left;width:630px;padding:12px 18px}.albo{float:right;width:220px;padding:12px;font-size:12px;background:#f3f7f2}.oina{clear:both;background:#1e6b3a;color:#fff;font-size:11px;padding:6px}
.data{color:#888;font-size:12px}.oharrak{width:100%;border:1px solid #b9d1b7}.oharrak th{background:#d5e6d4;text-align:left;padding:4px 6px}.oharrak td{border-top:1px solid #e3ece2;padding:5px 6px;vertical-align:top}.oharra{font-size:11px;color:#888}
</style>"""
    return make(
        "fo-eu-town-galduak",
        "lookalike",
        "eu",
        doc("xhtml", title="Jaietako galdu-aurkituak - Zumaitzetako Udala", lang="eu", head=css) + body,
        [],
        path="/jaiak/galdu-aurkituak-2012.html",
        container="-",
        heading=None,
        description="A Basque town hall's site of 2012 (invented, XHTML): the fiestas' lost-and-found board; the article's date only as '2012ko abuztuaren 10a' under the headline; under 'Arbeleko oharrak' a table.oharrak with a header row 'Eguna | Nork | Oharra' and five rows 'Abuztuak 11 | NAME | note' of the days after it, notes written on the town hall's whiteboard and copied by the staff, not comments; no form; the fiesta programme in the side column.",
        lookalikes=("table.oharrak",),
        files={"/irudiak/armarria.svg": svg(60, 72, "#c9a227", "Z", 28)},
    )


# --------------------------------------------------------------------------- mt: a band club, mixed, 2020


def mt_standard() -> Case:
    cs = talk("""
Doris minn Triq il-Ġnien || 12 ta' Ġunju 2020, 20:14 || Grazzi lill-voluntiera kollha. Dan l-istandard kien joħroġ fil-purċissjoni meta missieri kien għadu jdoqq fil-banda.
Pawlu fl-Awstralja || 13 ta' Ġunju 2020, 02:47 || Minn hawn 'il bogħod qed insegwi kollox. Nispera li s-sena d-dieħla nkun hemm għall-festa.
Ġużeppi tal-Kunsill || 16 ta' Ġunju 2020, 18:30 || Hemm bżonn xi flus għall-bellus il-ġdid? Nista' ngħin jien ukoll, għidu x'hemm bżonn.
""")
    diary = "\n".join(
        f"<li><strong>{esc(d)}</strong> &middot; {esc(n)}<br>{esc(t)}</li>"
        for d, n, t in (
            (
                "15 ta' Ġunju",
                "Ċettina Vella",
                "Neħħejna t-trab ta' għoxrin sena mir-rakkmu tad-deheb. Xi fili kienu maqtugħa.",
            ),
            (
                "18 ta' Ġunju",
                "Salvu Grech",
                "Il-lasta tal-injam kienet imsewsa minn fuq; qtajna biċċa u waħħalna oħra ġdida.",
            ),
            (
                "23 ta' Ġunju",
                "Marthese Bonnici",
                "Lestejna l-ewwel naħa tal-bellus. Il-kulur aħmar reġa' ħareġ sabiħ.",
            ),
            (
                "29 ta' Ġunju",
                "Ċettina Vella",
                "Illum ħadmu magħna wkoll żewġ żgħażagħ tal-banda. Nisperaw li jitgħallmu s-sengħa.",
            ),
        )
    )
    entries = "\n".join(
        f'<div class="kitba">\n<p class="min"><b>{esc(c.who)}</b> &mdash; {esc(c.at)}</p>\n<p>{esc(c.raw)}</p>\n</div>'
        for c in cs
    )
    body = f"""<body>
<div id="qafas">
<div id="titlu"><img src="/stampi/emblema.svg" width="80" height="80" alt=""><div><h1>Għaqda Mużikali San Lazzru</h1><p>Ħal Bajdun &middot; mill-1921</p></div></div>
<div id="menu">{nav([("/", "Paġna ewlenija"), ("/storja/", "Storja"), ("/banda/", "Il-Banda"), ("/ahbarijiet/", "Aħbarijiet"), ("/festa/", "Il-Festa"), ("/kuntatt/", "Kuntatt")], " | ")}</div>
<div id="werrej">
<h2>Bdejna r-restawr tal-istandard il-kbir</h2>
<p class="data">12 ta' Ġunju 2020</p>
<p>Din is-sena l-festa ta' barra ma ssirx, iżda l-kumitat iddeċieda li jinqeda b'dan iż-żmien biex jirrestawra l-istandard il-kbir tal-każin, li ilu ma jissewwa mill-1998. Ix-xogħol qed isir fis-sala ta' fuq minn grupp ta' voluntiera.</p>
<p>Il-voluntiera se jżommu djarju qasir tax-xogħol, u nżiduh f'din il-paġna hekk kif jibagħtuh.</p>
<p><img src="/stampi/standard.svg" width="360" height="260" alt="L-istandard il-kbir"></p>
<h3>Id-djarju tar-restawr</h3>
<ul class="djarju">
{diary}
</ul>
<h3>Il-kummenti tagħkom</h3>
<div class="rispons">
{entries}
</div>
<form action="/ahbarijiet/ibghat.php" method="post" class="formola">
<p><b>Ħalli l-kumment tiegħek</b></p>
<p>Isem: <input type="text" name="isem" size="28"></p>
<p><textarea name="messagg" rows="4" cols="52"></textarea></p>
<p><input type="submit" value="Ibgħat"></p>
</form>
</div>
<div id="genb">
<h4>Avviżi</h4>
<p>Il-provi tal-banda jerġgħu jibdew f'Lulju.<br>Il-bar tal-każin miftuħ mis-6 ta' filgħaxija.</p>
</div>
<div id="qiegh">Għaqda Mużikali San Lazzru &middot; Pjazza tal-Knisja, Ħal Bajdun</div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#f5ece0;font:14px Georgia,serif;margin:0}#qafas{width:920px;margin:0 auto;background:#fff;overflow:hidden}#titlu{display:flex;gap:14px;align-items:center;padding:10px;background:#6e0f1a;color:#fff}#titlu h1{margin:0}#titlu p{margin:0}
#menu{background:#e8c872;padding:6px 10px}#menu a{color:#6e0f1a;font-weight:bold}#werrej{float:left;width:620px;padding:12px 18px}#genb{float:right;width:230px;padding:12px;font-size:13px}#qiegh{clear:both;background:#6e0f1a;color:#fff;font-size:11px;padding:6px}
.data{color:#888;font-size:12px}.djarju{background:#fbf5e8;padding:8px 8px 8px 28px}.djarju li{margin:6px 0}.kitba{border-top:1px solid #eee;padding:6px 0}.kitba p{margin:4px 0}.min{font-size:12px;color:#666}.formola{background:#fbf5e8;padding:6px 10px}
</style>"""
    return make(
        "fo-mt-mixed-standard",
        "mixed",
        "mt",
        doc(
            "html5",
            title="Bdejna r-restawr tal-istandard il-kbir - Għaqda Mużikali San Lazzru",
            lang="mt",
            head=css,
        )
        + body,
        cs,
        path="/ahbarijiet/restawr-tal-istandard",
        container="div.rispons after h3 'Il-kummenti tagħkom': three div.kitba (p.min 'b NAME — 12 ta' Ġunju 2020, 20:14', p TEXT); the form 'Ħalli l-kumment tiegħek' below; above them in the article ul.djarju: four li 'strong DATE · NAME' br one or two sentences",
        heading="Il-kummenti tagħkom",
        description="The mixed page: a Maltese band club's site of 2020 (invented): the restoration of the club's great banner; the article's date only as '12 ta' Ġunju 2020' under the headline; inside the article under 'Id-djarju tar-restawr' ul.djarju, the volunteers' diary of the days after it (four li 'strong 15 ta' Ġunju · NAME' br a sentence or two), added by the club, not comments; under it 3 readers' comments over four days under 'Il-kummenti tagħkom' ('Your comments') with names and times, and a form.",
        lookalikes=("ul.djarju",),
        files={
            "/stampi/emblema.svg": svg(80, 80, "#e8c872", "GMSL", 16),
            "/stampi/standard.svg": svg(360, 260, "#8a1422", "standard"),
        },
    )
