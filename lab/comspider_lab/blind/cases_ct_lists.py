"""Blind set CT: a page whose list looks like a discussion but is not one, and a mixed page. A Lithuanian district
paper's family page "Vaikų perliukai": 10 things small children said, each quote signed with the child's name and
age, the parent who sent it, the village and the date (lt). A Slovenian wine-country site's harvest reports (6
winegrowers' entries: name, village, date, variety, sugar reading, a sentence) inside the article, above 7 readers'
entries under "Vaše mnenje" in a definition list, two answering by a quote of their parent (sl). Every class name,
name, place and text invented for this set; each text written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ct_common import Case, Parts, Story, box, case, entries, esc, links, paras

PERLIUKAI = """
Močiute, kodėl tavo veidas toks suglamžytas? Gal tave reikia išlyginti lygintuvu? | Ugnė, 4 m. | atsiuntė mama Rasa, Dotnuva | 2013-03-04
Kai užaugsiu, būsiu traktorininkas kaip tėtis, tik mano traktorius bus rožinis. | Kajus, 5 m. | atsiuntė mama Jurgita, Krakės | 2013-03-04
Mama, aš ne verkiu, čia mano akys pačios prakaituoja. | Dominykas, 3 m. | atsiuntė mama Aistė, Kėdainiai | 2013-03-05
Sesutė dar neturi dantukų, nes jie dar parduotuvėje. | Gabija, 4 m. | atsiuntė tėtis Mindaugas, Surviliškis | 2013-03-06
Kodėl karvė neturi kišenių? Kur ji laiko pieną, kai eina namo? | Matas, 3,5 m. | atsiuntė močiutė Danutė, Josvainiai | 2013-03-06
Darželyje šiandien valgėm sriubą su raidėmis, bet aš radau tik savo vardą ir suvalgiau. | Emilija, 6 m. | atsiuntė mama Ingrida, Kėdainiai | 2013-03-07
Tėti, kai tu buvai mažas, ar jau buvo spalvos, ar viskas buvo nespalvota kaip senose nuotraukose? | Lukas, 6 m. | atsiuntė tėtis Tomas, Pelėdnagiai | 2013-03-08
Aš žinau, kur gyvena vėjas – už mūsų daržinės, nes ten visada pučia. | Austėja, 5 m. | atsiuntė mama Laura, Truskava | 2013-03-08
Šuniukui nereikia eiti į darželį, nes jis jau moka loti. | Jokūbas, 4 m. | atsiuntė mama Vaida, Akademija | 2013-03-09
Močiute, tu tokia sena, ar tu matei dinozaurus? | Ugnė, 4 m. | atsiuntė mama Rasa, Dotnuva | 2013-03-10
"""


def lt_perliukai() -> Case:
    rows = [tuple(x.strip() for x in line.split("|")) for line in PERLIUKAI.strip().splitlines()]
    items = "".join(
        f'<div class="nkp"><p class="nkq">„{esc(q)}“</p><p class="nkw"><b>{esc(who)}</b> · {esc(sent)} · '
        f'<span class="nkd">{esc(d)}</span></p></div>\n'
        for q, who, sent, d in rows
    )
    inside = (
        '<div class="nkv"><h3>Šios savaitės perliukai</h3>\n'
        + items
        + "<p><i>Savaitės perliuko autorė Ugnė gauna knygą „Pasakos prieš miegą“ ir apsilankymą Kėdainių lėlių "
        "teatre. Sveikiname!</i></p></div>"
    )
    side = (
        box(
            "lt-nevezis",
            "Skaitomiausi",
            '<ol><li><a href="/n/8812">Dotnuvoje užsidarė paskutinė parduotuvė</a></li>'
            '<li><a href="/n/8809">Rajono krepšininkai – finale</a></li>'
            '<li><a href="/n/8797">Pavasario potvynis: Nevėžis išsiliejo ties Akademija</a></li>'
            '<li><a href="/n/8790">Kokios bus šildymo kainos balandį?</a></li></ol>',
        )
        + box(
            "lt-nevezis", "Orai", "<p>Kėdainiai: −2 °C, debesuota. Rytoj: −5 / +3 °C, sniegas su lietumi.</p>"
        )
        + box(
            "lt-nevezis",
            "Vardadieniai",
            "<p>Šiandien: Emilis, Gabrielė, Tiesius. Rytoj: Kazimieras, Gertrūda.</p>",
        )
        + box(
            "lt-nevezis",
            "Skelbimai",
            links(["Parduodu malkas, atvežu", "Išnuomoju 2 k. butą centre", "Perku senus automobilius"]),
        )
        + '<div class="nkbox" style="height:200px;text-align:center;background:#f6f0e8">REKLAMA<br />'
        "Kėdainių turgus – šeštadieniais nuo 6 val.</div>"
    )
    story = Story(
        title="Vaikų perliukai: „Kodėl karvė neturi kišenių?“",
        byline="Parengė Giedrė Stankevičienė",
        iso="2013-03-11",
        shown="2013 m. kovo 11 d., pirmadienis",
        dek="Kiekvieną savaitę spausdiname mažųjų išmintį, kurią atsiunčia tėveliai ir seneliai.",
        text="""
Mieli skaitytojai, ačiū visiems, kurie siunčiate savo vaikų ir anūkų posakius. Šią savaitę jų gavome daugiau nei
keturiasdešimt, tad rinktis buvo sunku.

Savo perliukus galite siųsti el. paštu seima@neveziokrastas.lt arba atnešti į redakciją Didžiojoje gatvėje.
Nurodykite vaiko vardą, amžių ir gyvenamąją vietą. Geriausio savaitės perliuko autorius gauna dovaną.
""",
    )
    return case(
        "ct-lt-perliukai",
        "lookalike",
        "lt-nevezis",
        "divs",
        story,
        Parts(inside=inside, side=side),
        [],
        path="/seima/2013/03/11/vaiku-perliukai-kodel-karve-neturi-kisenu",
        container="-",
        heading=None,
        description="A Lithuanian district paper's family page: 10 children's sayings sent by their parents, each a "
        "quote, the child's name and age, the sender and village, a date; one child twice; most read, weather, name "
        "days, classifieds, an ad. Not a discussion: the paper's own column.",
        lookalikes=("children's sayings sent in by parents (the paper's column)",),
    )


HARVEST = """
Franc Vrbnjak | Trtni Vrh | 24. 9. 2012 | sauvignon | 88 °Oe | Začeli smo s sauvignonom. Grozdje je zdravo, jagode drobne, pridelek za četrtino manjši kot lani.
Anica Kolarič | Mala Lipnica | 27. 9. 2012 | rumeni muškat | 84 °Oe | Muškat smo trgali ob lepem vremenu, aroma je izjemna. Osa je naredila nekaj škode na robu vinograda.
Vinska klet Ploj | Sv. Urh v Goricah | 1. 10. 2012 | laški rizling | 86 °Oe | Kislina je nižja kot običajno, zato smo trgali nekaj dni prej.
Stanko Meglič | Kozjak pri Goricah | 3. 10. 2012 | šipon | 90 °Oe | Šipon je letos odličen, do zadnjega grozda zdrav. Takih stopinj ne pomnimo od leta 2003.
Družina Golob | Trtni Vrh | 5. 10. 2012 | renski rizling | 94 °Oe | Trgali smo ročno, ob pomoči dvajsetih sosedov in prijateljev. Del bomo pustili za pozno trgatev.
Jože Kirbiš | Mala Lipnica | 6. 10. 2012 | modra frankinja | 89 °Oe | Barva je lepa in temna, jagode pa zaradi suše majhne. Količina skromna.
"""


def sl_trgatev_mixed() -> Case:
    cs = entries("""
@@ Marjan Horvat | 8. 10. 2012 ob 20:14 | -
Pri nas na Kozjaku smo imeli 92 °Oe pri laškem rizlingu, kar je za letos čisto solidno. Toča nas je julija obšla,
samo dve vrsti na spodnji strani sta bili malo poškodovani.
@@ Silva | 8. 10. 2012 ob 21:40 | -
Kakšna je letos cena za grozdje pri zadrugi? Lani so plačevali 0,38 evra za kilogram, kar je bilo žalostno. S tem ne
pokriješ niti škropiv.
@@ Tone Kos | 9. 10. 2012 ob 7:05 | 1
Letos menda 0,42, ampak uradno še ni nič. Mi smo vse predelali doma, vino prodajamo na domu in na turistični
kmetiji. Bolj se splača.
@@ vinogradnik_mlajši | 9. 10. 2012 ob 12:30 | -
Zanimivo, da v poročilih nihče ne omenja, da je zaradi suše veliko grozdja ostalo drobnega. Količina je za tretjino
manjša kot lani, stopinje pa res visoke.
@@ Marjan Horvat | 9. 10. 2012 ob 18:02 | 3
Drži, pri nas tudi. Zato pa bo vino letos bolj polno. Kdor ima namakanje, je na boljšem, ampak koliko nas ga ima na
teh bregovih?
@@ Ivanka Žnidarič | 10. 10. 2012 ob 9:15 | -
Hvala za lepe fotografije s trgatve pri Golobovih, prepoznala sem soseda! Pri nas smo končali v soboto, pomagali so
vnuki iz Maribora.
@@ Uredništvo | 10. 10. 2012 ob 11:00 | -
Vabimo vse vinogradnike, da nam pošljete svoje meritve, objavili jih bomo v naslednjem pregledu trgatve. Pišite na
trgatev@gorice-vinogradnik.si.
""")
    rows = [tuple(x.strip() for x in line.split("|")) for line in HARVEST.strip().splitlines()]
    reports = "".join(
        f'<tr><td valign="top"><b>{esc(who)}</b><br />{esc(where)}<br /><small>{esc(d)}</small></td>'
        f'<td valign="top"><i>{esc(sort)}</i>, {esc(oe)}<br />{esc(txt)}</td></tr>\n'
        for who, where, d, sort, oe, txt in rows
    )
    inside = (
        '<h3>Poročila s trgatve</h3><table class="gvtr" width="100%" cellpadding="5" border="0">\n'
        + reports
        + "</table>\n"
    )

    def dd(i: int) -> str:
        c = cs[i]
        q = ""
        if c.parent is not None:
            p = cs[c.parent]
            verb = "napisala" if p.author in ("Silva", "Ivanka Žnidarič") else "napisal"
            q = f'<div class="gvq"><b>{esc(p.author)}</b> je {verb}:<br /><i>{esc(p.text)}</i></div>'
        return f"<dt><b>{esc(c.author)}</b>, {esc(c.when)}</dt>\n<dd>{q}{paras(c.text)}</dd>\n"

    after = (
        '<div class="gvm"><h3>Vaše mnenje</h3><dl>\n'
        + "".join(dd(i) for i in range(len(cs)))
        + '</dl><p>Za oddajo mnenja se morate <a href="/prijava">prijaviti</a>.</p></div>'
    )
    side = (
        box(
            "sl-gorice",
            "Najbolj brano",
            '<ol><li><a href="/n/611">Toča uničila pol pridelka v Mali Lipnici</a></li>'
            '<li><a href="/n/618">Trgatev 2012: visoke stopinje, manj grozdja</a></li>'
            '<li><a href="/n/603">Martinovanje bo letos na trgu</a></li></ol>',
        )
        + box(
            "sl-gorice",
            "Prireditve",
            "<ul><li>13. 10. – Pohod po vinskih goricah, start ob 9.00 pri gasilskem domu</li>"
            "<li>11. 11. – Martinovanje na trgu</li></ul>",
        )
        + box("sl-gorice", "Vreme", "<p>Danes sončno, 19 °C. Jutri megla v nižinah, nato sončno.</p>")
        + '<div class="gvbx" style="height:200px;background:#f3eef3;text-align:center">OGLAS<br />Kmetijska zadruga '
        "Gorice – škropiva in gnojila po akcijskih cenah</div>"
    )
    story = Story(
        title="Trgatev 2012: visoke stopinje, manj grozdja",
        byline="Besedilo in foto: Petra Šalamun",
        iso="2012-10-08",
        shown="ponedeljek, 8. oktober 2012",
        dek="Vinogradniki v Goricah so zaradi vročega in suhega poletja pobrali manj grozdja, a z nadpovprečno sladkorno stopnjo.",
        text="""
Trgatev v vinorodnih Goricah se počasi končuje. Vinogradniki so letos začeli teden dni prej kot običajno, saj je
vroče in suho poletje pospešilo zorenje. Količina je po prvih ocenah za petino do tretjino manjša kot lani.

Kakovost je po mnenju enologa Branka Vaupotiča zelo dobra. „Grozdje je zdravo, sladkorne stopnje so visoke, kisline
nekoliko nižje. Obeta se polnejši letnik,” pravi Vaupotič.

Spodaj objavljamo poročila vinogradnikov, ki so nam poslali svoje meritve.
""",
    )
    return case(
        "ct-sl-trgatev-mixed",
        "mixed",
        "sl-gorice",
        "tables",
        story,
        Parts(
            inside=inside,
            after=after,
            side=side,
            style=".gvq{background:#f4f4f4;border-left:3px solid #999;padding:4px}",
        ),
        cs,
        path="/novice/2012/10/08/trgatev-2012-visoke-stopinje-manj-grozdja",
        container="div.gvm: h3 'Vaše mnenje', one <dl>: <dt> '<b>NAME</b>, DATE ob TIME', <dd> (a quote box "
        "div.gvq 'NAME je napisal:' and the parent's words, then the text's <p>s)",
        heading="Vaše mnenje",
        description="A Slovenian wine-country site's harvest report: 6 winegrowers' reports (name, village, date, "
        "variety, sugar reading, a sentence) in a table inside the article, then 7 readers' entries in a definition "
        "list, two answering by a quote of their parent, one by the newsroom; most read, events, weather, an ad.",
        lookalikes=("winegrowers' harvest reports with sugar readings",),
    )
