"""Blind set Q: revealed discussions: a homestead blog's thread in the HTML but hidden until "Show comments (12)" is
clicked (an old-style toggle), a Danish weekly's debate fetched by an old XMLHttpRequest from a fragment of the same
site, a Catalan paper's opinions in an iframe from another origin, and a 2008 county paper's readers' views written
into the page by ``document.write`` from a script file (written from memory of the general shape of such pages, in
invented markup)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_q_common import (
    PartsK,
    avatar,
    box,
    cloud,
    esc,
    links,
    make,
    nest,
    ps,
    story,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- en: hidden until the toggle


def en_toggle() -> Case:
    c = thread(
        """
Corinne B. | March 3, 2012 4:15 PM | - | Eleven! That's a great hatch rate for a broody. Which breed is the mother?
Rosalind Pyke | March 3, 2012 5:02 PM | 0 | She's a buff Orpington cross, three years old and the best mother we have ever had.
Farmer Jim | March 3, 2012 5:40 PM | - | Keep an eye on the water dish, chicks that small can drown in an ordinary one. Put marbles in it.
Tess in Oregon | March 3, 2012 6:12 PM | - | The photo of the chick riding on the hen's back made my whole week.
Martha Quill | March 3, 2012 7:30 PM | - | How do you tell which ones are roosters this early? We always end up with too many.
Rosalind Pyke | March 3, 2012 8:05 PM | 4 | Honestly, Martha, we don't. We wait about six weeks and see who starts strutting.
Hank Doerr | March 4, 2012 7:15 AM | - | We lost our whole flock to a fox last fall. How is your coop secured at night?
Becky Sorlie | March 4, 2012 9:20 AM | - | Beautiful post. My kids want chickens now, thanks a lot :)
Dee | March 4, 2012 10:48 AM | - | Is it legal to keep hens in town where you are? Our county just changed the rules.
Sam the Beekeeper | March 4, 2012 1:30 PM | - | Would love to trade some honey for a dozen eggs when the girls are laying again.
Lynn Pardee | March 4, 2012 4:02 PM | - | We had a broody hatch ducks once. She was very confused when they went swimming.
Old Mac | March 5, 2012 6:45 AM | - | Nothing beats a hen-raised chick. Incubators can't teach them to scratch.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="hh-note" id="hh{5150 + i}"><div class="hh-by">{avatar(x.author, 32, "hh-pic")} <a href="#hh{5150 + i}" class="hh-name">{esc(x.author)}</a>'
            f' <span class="hh-date">{esc(x.when)}</span></div><div class="hh-txt">{ps(x.text)}</div>'
            + (f'<div class="hh-kids">{kids}</div>' if kids else "")
            + "</div>"
        )

    head = (
        '<script type="text/javascript">\nfunction toggleDiv(id) {\n  var e = document.getElementById(id);\n'
        "  e.style.display = (e.style.display == 'none') ? 'block' : 'none';\n}\n</script>"
    )
    block = (
        '<a name="comments"></a><p class="tgl"><a href="#" id="show-talk" onclick="toggleDiv(\'hens-talk\'); return false;">Show comments (12)</a> | <a href="/post-reply/">Add yours</a></p>'
        f'<div id="hens-talk" style="display:none">{nest(c, item)}</div>'
    )
    st = story(
        "Our first hatch of the year: eleven chicks and one very proud hen",
        "Rosalind Pyke",
        "2012-03-03T13:40:00-06:00",
        "Saturday, March 3, 2012",
        """
Twenty-one days ago Henrietta decided she was done laying and wanted to be a mother. We gave her twelve eggs from our own hens and left her to it.

This morning there were eleven fluffy chicks under her, and one egg that never hatched. She has moved them all into the corner of the coop by the feeder and growls at anyone who comes close, including the dog.

We will move the little family into the brooder pen tomorrow. More pictures to come.
""",
        declare="visible",
        kicker="hens, chicks, spring",
    )
    rail = (
        box(
            "bspot",
            "About Us",
            "Rosalind and Tom, two acres (well, half of one), nine hens, a dog and a lot of jars.",
        )
        + box(
            "bspot",
            "Blog Archive",
            "<ul><li>&#9660; 2012 (8)<ul><li>&#9660; March (1)</li><li>&#9658; February (4)</li></ul></li><li>&#9658; 2011 (40)</li></ul>",
        )
        + box("bspot", "Labels", cloud("bread:2, canning:4, chicks:3, garden:5, hens:5, winter:1"))
    )
    return make(
        "q-rev-en-toggle-hidden",
        "revealed",
        "bspot",
        "en-toggle",
        st,
        PartsK(after=block, rail=rail, head=head),
        c,
        path="/2012/03/our-first-hatch-of-year.html",
        reveal="click: the link 'Show comments (12)' un-hides div#hens-talk (display:none in the HTML) with an old-style toggleDiv()",
        container="div#hens-talk (hidden until the toggle), div.hh-note: div.hh-by (avatar, a.hh-name, span.hh-date), div.hh-txt; replies in div.hh-kids inside their parent",
        heading=None,
        description="A homestead blog: twelve comments (two replies by the blogger, nested) in the served HTML but hidden by display:none until the link 'Show comments (12)' is clicked.",
        static=True,
        check_steps=("click:#show-talk", "wait:300"),
    )


# --------------------------------------------------------------------------- da: old XMLHttpRequest on a click


def da_xhr() -> Case:
    c = thread(
        """
Lone Kjær | 03.03.2012 kl. 08:05 | - | Det er helt forkert at sende 13-årige med bus 25 km hver dag. Vores børn hører hjemme i lokalsamfundet.
Per Vestergaard | 03.03.2012 kl. 09:20 | - | Som lærer på skolen kan jeg sige, at vi har prøvet alt for at holde klassetallet oppe. Det er ikke nemt med 11 elever i 8. klasse.
Mette H. | 03.03.2012 kl. 10:44 | - | Hvad med skolebussen om vinteren? Vejen over heden er lukket flere dage hver januar.
Jørgen fra Harbøl | 03.03.2012 kl. 12:30 | - | Der er kun én ting at gøre: mød op til borgermødet på torsdag. Byrådet lytter kun, når salen er fuld.
Anders B. | 03.03.2012 kl. 14:15 | - | Man kunne lave et samarbejde med efterskolen i stedet for at lukke. Det har de gjort i andre kommuner.
Susanne Friis | 03.03.2012 kl. 17:02 | - | Tak til avisen for at bringe elevtallene. Det giver et mere ærligt billede end byrådets pressemeddelelse.
Bente | 04.03.2012 kl. 07:48 | - | Mine tre børn er gået på Sønderstrand Skole. Det vil være en sorg at se overbygningen forsvinde.
"""
    )
    frag = "/debat/indlaeg-4471.html"
    fragment = "".join(
        f'<div class="indlaeg" id="indlaeg{4471 * 10 + i}"><p class="indlaeg-top"><b>{esc(x.author)}</b> skriver:</p><div class="indlaeg-tekst">{ps(x.text)}</div>'
        f'<p class="indlaeg-dato">{esc(x.when)} | <a href="/anmeld/{4471 * 10 + i}">Anmeld</a></p></div>'
        for i, x in enumerate(c)
    )
    script = (
        '<script type="text/javascript">\nfunction hentDebat() {\n'
        '  var x = window.XMLHttpRequest ? new XMLHttpRequest() : new ActiveXObject("Microsoft.XMLHTTP");\n'
        "  x.onreadystatechange = function () {\n    if (x.readyState == 4 && x.status == 200) {\n"
        "      document.getElementById('debat').innerHTML = x.responseText;\n      document.getElementById('vis-debat').style.display = 'none';\n    }\n  };\n"
        f'  x.open("GET", "{frag}", true);\n  x.send(null);\n  return false;\n}}\n</script>'
    )
    block = (
        '<div class="debatboks"><h3>Debat</h3><p><a href="#" id="vis-debat" onclick="return hentDebat();">Vis debatten (7)</a></p>'
        '<div id="debat"></div><p class="debat-regler">Du skal være logget ind for at deltage i debatten. <a href="/regler/">Læs reglerne</a>.</p></div>'
    )
    st = story(
        "Byrådet vil lukke overbygningen på Sønderstrand Skole",
        "Mads Thygesen",
        "2012-03-02T19:00:00+01:00",
        "2. marts 2012 kl. 19:00",
        """
Et flertal i byrådet foreslår, at eleverne i 7.-9. klasse på Sønderstrand Skole fra næste skoleår skal gå i skole i Harbøl. Skolen har i dag 34 elever i de tre klasser.

Forslaget skal spare kommunen 2,1 millioner kroner om året. Eleverne vil få gratis buskort.

Forældrebestyrelsen har indkaldt til borgermøde torsdag kl. 19 i skolens gymnastiksal.
""",
        declare="og",
        section="Nyheder",
        kicker="skole, Sønderstrand, byrådet",
    )
    rail = box(
        "portal",
        "Mest læste",
        links(
            "Storm væltede træer over hovedvejen|Harbøl IF rykker op|Ny bager på torvet|Vejarbejde på Strandvejen"
        ),
    ) + box("portal", "Vejret", "<p>Harbøl: 4 °C, blæst</p>")
    return make(
        "q-rev-da-xhr-debat",
        "revealed",
        "portal",
        "da-xhr",
        st,
        PartsK(after=block, rail=rail, end=script),
        c,
        path="/nyheder/byraadet-vil-lukke-overbygningen-paa-soenderstrand-skole",
        reveal="click: the link 'Vis debatten (7)' fetches the debate (an HTML fragment of the same site) with an old XMLHttpRequest into div#debat",
        container="div.debatboks > div#debat (filled by the request), div.indlaeg: p.indlaeg-top '<b>Name</b> skriver:', div.indlaeg-tekst, p.indlaeg-dato '03.03.2012 kl. 08:05 | Anmeld'",
        heading="Debat",
        description="A Danish weekly's portal: seven flat debate posts not in the page until 'Vis debatten (7)' is clicked; an old XMLHttpRequest (with an ActiveXObject fallback) loads them from a fragment of the same site.",
        static=False,
        files={frag: fragment},
        check_steps=("click:#vis-debat", "wait:800"),
    )


# --------------------------------------------------------------------------- ca: iframe from another origin


def ca_iframe() -> Case:
    c = thread(
        """
Núria P. | 03/03/2012 - 10:15 | - | Per fi! El mercat dels dijous era el cor del poble quan jo era petita.
Jordi Casals | 03/03/2012 - 11:40 | - | Caldria que hi hagués parades de pagès de veritat, no només roba i fundes de mòbil.
Montse | 03/03/2012 - 13:02 | 1 | Jordi, l'ajuntament diu que la meitat de les parades seran de productors de la comarca.
Pere Vilà | 03/03/2012 - 17:25 | - | I l'aparcament? El dijous al matí ja no s'hi cap.
Marta R. | 04/03/2012 - 09:10 | - | Molt bona notícia. Hi anirem amb els avis el primer dijous.
"""
    )

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="op{" op-resposta" if d else ""}" id="op{7731 * 10 + i}"><div class="op-cap"><b>{esc(x.author)}</b> <span class="op-data">{esc(x.when)}</span></div>'
            f'<div class="op-cos">{ps(x.text)}</div><div class="op-peu"><a href="#">Respon</a> | <a href="#">Denuncia</a></div>'
            + (f'<div class="op-respostes">{kids}</div>' if kids else "")
            + "</div>"
        )

    frame_path = "/widget/opinions/frame-7731.html"
    frame = (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html lang="ca"><head><meta charset="utf-8"><title>Opinions</title><style>body{font:12px Arial,sans-serif;margin:0;padding:6px}.op{border-bottom:1px solid #ddd;padding:6px 0}'
        ".op-resposta{margin-left:30px}.op-cap{color:#555}</style></head>\n"
        f'<body><div class="op-llista"><p class="op-total">5 opinions</p>{nest(c, item)}<p class="op-entra"><a href="#">Entra per opinar</a></p></div></body></html>\n'
    )
    block = (
        '<div class="opinions-lectors"><h3>Opinions dels lectors</h3>'
        f'<iframe src="@@OTHER@@{frame_path}" width="100%" height="620" frameborder="0" scrolling="no" title="Opinions"></iframe></div>'
    )
    st = story(
        "Sant Pere de Ribafort recupera el mercat dels dijous",
        "Laia Puigdevall",
        "2012-03-02T12:30:00+01:00",
        "02/03/2012 12:30",
        """
El mercat setmanal dels dijous tornarà a la plaça Major de Sant Pere de Ribafort a partir del 5 d'abril, després de vint anys sense fer-se.

L'ajuntament preveu una trentena de parades, la meitat reservades a productors de la comarca. El mercat es farà de 8 a 14 hores.

L'alcaldessa, Roser Camps, ha explicat que la iniciativa vol ajudar a dinamitzar el comerç del nucli antic.
""",
        declare="jsonld",
        section="Comarca",
        kicker="mercat, Ribafort, comerç",
    )
    rail = box(
        "portal",
        "El més llegit",
        links(
            "Tallada la carretera de la costa per obres|El Ribafort guanya el derbi|Festa major: programa d'actes|Nova línia de bus a Girona"
        ),
    ) + box("portal", "El temps", "<p>Ribafort: 14 °C, assolellat</p>")
    return make(
        "q-rev-ca-iframe-opinions",
        "revealed",
        "portal",
        "ca-iframe",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/comarca/sant-pere-de-ribafort-recupera-el-mercat-dels-dijous",
        reveal="iframe: the opinions are a page of another origin (the `other` port) embedded under the article",
        container="<iframe> from the other origin: div.op-llista, div.op: div.op-cap (<b> name, span.op-data '03/03/2012 - 10:15'), div.op-cos, 'Respon | Denuncia'; the reply in div.op-respostes",
        heading="Opinions dels lectors",
        description="A Catalan district paper whose readers' opinions are a widget page of another origin in an iframe: five opinions (one reply nested), '5 opinions' at its top.",
        static=False,
        files={frame_path: frame},
        check_steps=("wait:800",),
    )


# --------------------------------------------------------------------------- en: document.write from a script file


def en_docwrite() -> Case:
    rows = [
        (
            "Earl Hutchins",
            "Dunmore",
            "Mar 3, 2008 7:12 AM",
            "August is too hot for the livestock. The 4-H kids will be walking steers in hundred degree heat.",
        ),
        (
            "Janelle Roth",
            "Orland",
            "Mar 3, 2008 8:40 AM",
            "The September fair always ran into the start of school. August makes sense for families.",
        ),
        (
            "C. Pacheco",
            "Bent Fork",
            "Mar 3, 2008 9:55 AM",
            "Does this mean the rodeo moves too? We already booked the stock contractor for Labor Day weekend.",
        ),
        (
            "Wes Albright",
            "Orland",
            "Mar 3, 2008 11:20 AM",
            "The board should have asked the exhibitors before voting. Most of us found out from the paper.",
        ),
        (
            "Marlene Kiefer",
            "Dunmore",
            "Mar 3, 2008 1:05 PM",
            "Heat is a fair point, Earl. Maybe they can run the livestock shows in the mornings.",
        ),
        (
            "Dusty",
            "Cedar Flats",
            "Mar 3, 2008 3:30 PM",
            "The carnival company is the real reason. They have a bigger fair in September now. Follow the money.",
        ),
        (
            "Ruth Ann Greer",
            "Orland",
            "Mar 3, 2008 6:15 PM",
            "I have entered pies at this fair for 31 years. I'll be there in August or January.",
        ),
        (
            "Tom Vasquez",
            "Bent Fork",
            "Mar 4, 2008 8:02 AM",
            "Good move. The September rains ruined two of the last four fairs.",
        ),
        (
            "Gail Henning",
            "Orland",
            "Mar 4, 2008 10:30 AM",
            "Please keep the Thursday senior day with free admission.",
        ),
    ]
    c = thread("\n".join(f"{a} | {w} | - | {t}" for a, _, w, t in rows))
    data = json.dumps([[esc(a), esc(town), esc(w), esc(t)] for a, town, w, t in rows], ensure_ascii=False)
    js = (
        f"/* readers' views, story 4411 */\nvar rv = {data};\n"
        "document.write('<div id=\"rv-list\"><h3 class=\"rv-head\">Readers\\' views (' + rv.length + ')<\\/h3>');\n"
        "for (var i = 0; i < rv.length; i++) {\n"
        "  document.write('<div class=\"rv\"><p class=\"rv-h\"><b>' + rv[i][0] + '<\\/b> of ' + rv[i][1] + ', ' + rv[i][2] + '<\\/p><p class=\"rv-t\">' + rv[i][3] + '<\\/p><\\/div>');\n"
        "}\ndocument.write('<\\/div>');\n"
    )
    js_path = "/talk/views-4411.js"
    block = (
        f'<br><table width="100%" cellpadding="6" cellspacing="0" bgcolor="#f5f1e6"><tr><td><script type="text/javascript" src="{js_path}"></script>'
        '<noscript>Readers\' views need JavaScript.</noscript><p><font size="1"><a href="/views/post.asp?story=4411">Add your view</a> &middot; Views are the opinions of readers, not of the Gazette.</font></p></td></tr></table>'
    )
    st = story(
        "Fair board votes to move county fair to August",
        "By Lyle Brandvold, Gazette Staff",
        "2008-03-02T17:00:00-06:00",
        "Sunday, March 2, 2008",
        """
The Orland County Fair will move from the second week of September to the first week of August starting this year, the fair board decided Saturday on a 6-1 vote.

Board president Dale Amundsen said the change avoids conflicts with the start of school and the September rains that cut attendance in two of the last four years.

Livestock exhibitors raised concerns about the August heat. The board said it would look at holding the animal shows in the morning hours.
""",
        declare="visible",
        section="News",
    )
    rail = box(
        "tbl",
        "Top Stories",
        links(
            "Orland girls win district title|Elevator fire under investigation|Road levy back on the ballot|Calving season tips from the extension office"
        ),
    ) + box("tbl", "Markets", "Wheat 9.12 · Corn 5.03 · Cattle 97.40")
    return make(
        "q-rev-en-docwrite-views",
        "revealed",
        "tbl",
        "en-docwrite",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/news/2008/03/fair-board-votes-to-move-county-fair-to-august.html",
        reveal="on_load by script: an external script file (views-4411.js) holds the views as an array and writes them into the page with document.write while it loads",
        container="div#rv-list (written by document.write), div.rv: p.rv-h '<b>Name</b> of Town, Mar 3, 2008 7:12 AM', p.rv-t",
        heading="Readers' views (9)",
        description="A county paper's CMS of 2008: nine flat readers' views not in the HTML; a script file writes them with document.write as the page loads ('<b>Name</b> of Town, date', the town the page's).",
        static=False,
        files={js_path: js},
        check_steps=("wait:500",),
    )
