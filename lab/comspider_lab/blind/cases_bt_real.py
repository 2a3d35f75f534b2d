"""Blind set BT: four discussions kept by the harness's real comment systems in this set's 2012 layouts: Isso loaded by
a local radio station's "Show 6 comments" button under a "Have your say" heading (en); Isso mounted when a regional
broadcaster's "Reacties (5)" tab is chosen beside a chosen "Meest gelezen" tab, no heading of the site's own (nl);
Waline mounted by a trade weekly's "Read readers' comments (7) »" link in the byline (en); Waline mounted when a
regional paper's folded "▸ Visa 6 kommentarer" line is opened (sv). Written for this set; every name, place and text
invented. Isso and Waline keep replies one level deep: every reply here answers a top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_bt_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    esc,
    links,
    newsletter,
    poll,
    seeds,
    talk,
    ticker,
)
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def en_isso_button() -> Case:
    ns = talk("""
Sue from March :: We lost the 46 last year and now this. My neighbour is 81 and relies on that bus for the surgery.
  Radio Fenmoor News :: Sue, the council says a dial-a-ride service will cover the surgery runs on Tuesdays and Thursdays. We will have the phone number on tomorrow's breakfast show.
Keith W :: The buses were running empty most of the day. I drive past them every morning. Can't blame the company.
  Trudy :: They run empty because they never come on time. Chicken and egg.
Chatteris lad :: Any news on the school bus? My two use the 7.45 from Doddington.
Margaret Hale :: Thank you for covering this. Nobody else has.
""")
    block = (
        '<div class="fm-hys"><h2>Have your say</h2><p class="fm-rules">Comments are checked by our team. Please read the '
        '<a href="/house-rules">house rules</a>.</p>'
        f'<a href="#" id="fm-show" class="fm-show">Show {len(ns)} comments</a>'
        '<div id="fm-box" style="display:none">'
        + isso_embed("en", load="later", extra=ISSO_ALL)
        + "</div></div>"
        "<script type=\"text/javascript\">document.getElementById('fm-show').onclick = function () {"
        " document.getElementById('fm-box').style.display = 'block'; this.style.display = 'none'; loadIsso(); return false; };</script>"
    )
    side = (
        box(
            "en-wireless",
            "On air now",
            "<p><b>10:00–13:00</b> Mornings with Gail Thorpe</p><p><b>13:00–16:00</b> The Afternoon Show with Rob Pike</p>",
        )
        + box(
            "en-wireless",
            "Travel news",
            "<ul><li>A47 Guyhirn: temporary lights, delays of 10 minutes</li><li>A141 March bypass: clear</li><li>Trains: Ely–Peterborough running normally</li></ul>",
        )
        + box(
            "en-wireless",
            "Most read",
            links(
                (
                    "Three village bus routes to be axed",
                    "Wisbeach market traders angry at parking charges",
                    "Fen Tigers win at home",
                    "Flood warning lifted on the Nene",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "en-wireless",
            "Newsletter",
            newsletter("Get the Fens' news in your inbox every morning.", "Sign up"),
        )
    )
    style = ".fm-hys{border-top:3px solid #f39c12;margin-top:18px}.fm-rules{font-size:11px;color:#777}.fm-show{display:inline-block;background:#1f4e79;color:#fff;padding:6px 14px;font-weight:bold;text-decoration:none}"
    piece = Piece(
        "Three village bus routes to be axed in April",
        "Radio Fenmoor News",
        "2012-02-22T08:15:00+00:00",
        "Wednesday 22 February 2012, 08:15",
        """
Three rural bus routes serving villages around March and Chatteris will stop running on 1 April after the county council cut its subsidy.

The routes carried an average of six passengers a journey last year, according to the council. Fenland Coaches said it could not run them without support.

A dial-a-ride service for medical appointments will be offered twice a week. School buses are not affected.
""",
        section="News",
        tags=("buses", "Fenland", "council cuts"),
    )
    return case(
        "bt-en-isso-show-button",
        "discussion",
        "en-wireless",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path="/news/2012/02/22/three-village-bus-routes-axed",
        system="isso",
        reveal="button-like link: 'Show 6 comments' under the 'Have your say' heading shows a hidden box and loads Isso's client into it",
        container="div.fm-hys: h2 'Have your say', a.fm-show, div#fm-box (display:none until the click) with Isso's section#isso-thread",
        heading="Have your say",
        description="A local radio station's news site of 2012: a story on axed bus routes with Isso holding 6 listeners' comments (the station answering once; replies one level deep) loaded only by a 'Show 6 comments' link styled as a button under a 'Have your say' heading; on-air and travel boxes, most read, a newsletter form. Most awkward: before the click there is a heading and a count but no comment.",
        check_steps=("click:#fm-show", "wait:3000"),
    )


def nl_isso_tab() -> Case:
    ns = talk("""
Jan Hilbrands :: Mooi dat de brug blijft, maar waarom duurt het twee jaar? In 1965 bouwden ze hem in zes maanden.
Gerda uit Musselkanaal :: Wij fietsen er elke dag overheen naar school. Komt er een pontje zolang de brug dicht is?
  Omroep Veenland :: Gerda, volgens de provincie komt er vanaf mei een tijdelijke fietsbrug naast de oude. We houden jullie op de hoogte.
  Gerda uit Musselkanaal :: Dank jullie wel!
Bertus :: Eindelijk. Die brug rammelt al jaren als er een vrachtwagen overgaat.
""")
    block = (
        '<div class="ov-tabs"><ul class="ov-tabkop"><li><a href="#meestgelezen" id="ov-t1" class="ov-aan">Meest gelezen</a></li>'
        f'<li><a href="#reacties" id="ov-t2">Reacties ({len(ns)})</a></li></ul>'
        '<div id="ov-p1" class="ov-paneel"><ol>'
        + "".join(
            f'<li><a href="/nieuws/{k}">{esc(t)}</a></li>'
            for k, t in enumerate(
                (
                    "Brug over het Stadskanaal krijgt grote opknapbeurt",
                    "Boer in Vlagtwedde ruimt zelf sneeuw op provinciale weg",
                    "Veendam wint derby tegen Emmen",
                    "Kerstmarkt in Winschoten trekt 20.000 bezoekers",
                    "Gemeente wil minder strooizout gebruiken",
                )
            )
        )
        + '</ol></div><div id="ov-p2" class="ov-paneel" style="display:none">'
        + isso_embed("nl", load="later", extra=ISSO_ALL)
        + "</div></div>"
        "<script type=\"text/javascript\">(function () { var t1 = document.getElementById('ov-t1'), t2 = document.getElementById('ov-t2');"
        " function kies(k) { t1.className = k === 1 ? 'ov-aan' : ''; t2.className = k === 2 ? 'ov-aan' : '';"
        " document.getElementById('ov-p1').style.display = k === 1 ? '' : 'none'; document.getElementById('ov-p2').style.display = k === 2 ? '' : 'none';"
        " if (k === 2) loadIsso(); }"
        " t1.onclick = function () { kies(1); return false; }; t2.onclick = function () { kies(2); return false; }; })();</script>"
    )
    side = (
        box(
            "nl-veenland",
            "Nu op Radio Veenland",
            "<p><b>12:00</b> Middageditie</p><p><b>13:00</b> Veenland Muziekcafé met Hennie Post</p>",
        )
        + box(
            "nl-veenland",
            "Verkeer",
            "<ul><li>N366 Ter Apel: werk in uitvoering</li><li>N378 Stadskanaal: brug open voor scheepvaart 12:40</li></ul>",
        )
        + box(
            "nl-veenland",
            "Stelling",
            poll(
                "Moet de oude brug een monument worden?",
                [("Ja", 264), ("Nee", 97)],
                "stemmen",
                "Stem",
            ),
        )
    )
    style = (
        ".ov-tabkop{list-style:none;margin:18px 0 0;padding:0;overflow:hidden}.ov-tabkop li{float:left;margin-right:3px}.ov-tabkop a{display:block;padding:5px 12px;background:#dfe7ef;color:#1f4e79;font-weight:bold;text-decoration:none}"
        ".ov-tabkop a.ov-aan{background:#1f4e79;color:#fff}.ov-paneel{border:2px solid #1f4e79;padding:8px}"
    )
    piece = Piece(
        "Brug over het Stadskanaal krijgt grote opknapbeurt",
        "Redactie Omroep Veenland",
        "2012-12-11T11:20:00+01:00",
        "dinsdag 11 december 2012, 11:20",
        """
De provincie gaat de ophaalbrug over het Stadskanaal bij de Poststraat opknappen. De brug uit 1965 krijgt een nieuw wegdek, nieuwe bewegingswerken en een bredere fietsstrook.

De werkzaamheden beginnen in april en duren naar verwachting twee jaar. In die tijd is de brug in fasen gestremd voor autoverkeer.

Eerder overwoog de provincie de brug te slopen en een vaste brug te bouwen. Na bezwaren van de scheepvaart en omwonenden is daarvan afgezien.
""",
        section="Nieuws",
        tags=("Stadskanaal", "brug", "provincie"),
    )
    return case(
        "bt-nl-isso-tab",
        "discussion",
        "nl-veenland",
        piece,
        Bits(inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path="/nieuws/2012/12/11/brug-stadskanaal-opknapbeurt",
        system="isso",
        reveal="tab: 'Reacties (5)' beside the chosen tab 'Meest gelezen'; choosing it shows its panel and loads Isso's client into it",
        container="div.ov-tabs > div#ov-p2 (display:none until its tab is chosen) with Isso's section#isso-thread; no heading of the site's own",
        heading=None,
        description="A Dutch regional broadcaster's news site of 2012: a story on a bridge's renovation with two tabs under it, the shown one the 5 most read stories, the other loading Isso with 5 comments (the broadcaster answering once; replies one level deep) when chosen; on-air and traffic boxes and a poll. Most awkward: the shown tab is a list of headlines and the discussion has no heading of the site's own.",
        lookalikes=("most read headlines in the shown tab",),
        check_steps=("click:#ov-t2", "wait:3000"),
    )


def en_waline_link() -> Case:
    ns = talk("""
Graham Pettit :: Good to see common sense prevail. The haul road plan takes 90% of the lorries away from the village, which is what residents asked for in 2010.
  Tony Askew, Askew Plant Hire :: Agreed Graham. We supplied the crushers for the Holmfield extension and the haul road there made all the difference to the neighbours.
Concerned of Westdale :: Blasting within 400m of the primary school is still a step too far, whatever the conditions say.
  Q&A Weekly editor :: The conditions set by the inspector limit blasting to 10am–3pm on weekdays outside school drop-off times, with vibration monitoring at the school gate. The full decision letter is linked above.
  Concerned of Westdale :: Thanks for the detail. We will be watching those monitors closely.
M. Oakes, geologist :: The limestone reserve figure of 14Mt looks conservative to me given the borehole data in the ES.
Sarah Lund :: Any word on how many jobs the extension keeps? The article says about 40 but the operator said 55 at the inquiry.
""")
    path = "/news/planning/2012/westdale-quarry-extension-approved-on-appeal"
    byline_link = (
        '<p class="qa-count"><a href="#qa-comments" id="qa-open">Read readers\' comments (7) »</a></p>'
        "<script type=\"text/javascript\">document.getElementById('qa-open').onclick = function () {"
        " var s = document.getElementById('qa-comments'); if (s.style.display === 'none') { s.style.display = 'block'; mountWaline(); }"
        " s.scrollIntoView(); return false; };</script>"
    )
    after = (
        '<div id="qa-comments" class="qa-comments" style="display:none"><h3>Readers\' comments</h3>'
        '<p class="qa-note">Comments are the views of readers, not of Quarry &amp; Aggregates Weekly.</p><div id="qa-waline"></div></div>'
        + WALINE_CSS
        + waline_embed("'#qa-waline'", path, "en")
    )
    side = (
        box(
            "en-quarry",
            "Latest jobs",
            "<ul><li>Quarry manager – Derbyshire – £48k</li><li>Shotfirer – North Wales – competitive</li><li>Weighbridge operator – Somerset</li></ul>",
        )
        + box(
            "en-quarry",
            "Events",
            "<ul><li>Hillhead 2012, 26–28 June, Buxton</li><li>Aggregates safety seminar, 12 September, Leicester</li></ul>",
        )
        + box(
            "en-quarry",
            "Most read this week",
            links(
                (
                    "Westdale quarry extension approved on appeal",
                    "New 60-tonne excavator unveiled",
                    "HSE figures: quarry injuries fall again",
                ),
                "/news/",
                "ol",
            ),
        )
        + box("en-quarry", "Weekly bulletin", newsletter("Industry news every Friday.", "Subscribe"))
    )
    style = ".qa-count a{font-weight:bold;color:#2e7d32}.qa-comments{border-top:2px solid #2e7d32;margin-top:18px}.qa-note{font-size:11px;color:#777}"
    piece = Piece(
        "Westdale quarry extension approved on appeal",
        "By Martin Crowe | Planning",
        "2012-08-09T09:00:00+01:00",
        "9 August 2012",
        """
A planning inspector has allowed an appeal by Northstone Minerals against the refusal of a 22-hectare extension to its Westdale limestone quarry, securing around 14 million tonnes of reserves.

The county council had refused the scheme in 2011 over blasting and lorry traffic. The inspector said a new haul road to the A66 and strict blasting hours overcame those objections.

Northstone said the decision would keep about 40 jobs at the site for another 20 years.
""",
        dek="Inspector backs 22-hectare extension with new haul road and blasting limits",
        section="Planning",
        tags=("planning", "limestone", "appeals"),
    )
    return case(
        "bt-en-waline-count-link",
        "discussion",
        "en-quarry",
        piece,
        Bits(inside=byline_link, after=after, side=side, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="link: 'Read readers' comments (7) »' after the story shows a hidden section and mounts Waline",
        container="div#qa-comments (display:none until the click): h3 'Readers' comments', div#qa-waline (Waline's client, its English interface)",
        heading="Readers' comments",
        description="A trade weekly's site of 2012: a story on a quarry appeal with a 'Read readers' comments (7) »' link that shows a hidden section and mounts Waline with 7 readers' comments (the editor answering once; replies one level deep); a sponsor strip, jobs, events, most read and a bulletin form. Most awkward: the section and its heading are hidden until the link is followed.",
        check_steps=("click:#qa-open", "wait:3000"),
    )


def sv_waline_fold() -> Case:
    ns = talk("""
Britt-Marie :: Vi har haft ett bibliotek i Österby i över hundra år. Att stänga det är att ge upp byn.
  Lennart N :: Biblioteksbussen kommer varannan torsdag. Det är inte samma sak men bättre än inget.
  Britt-Marie :: Varannan torsdag klockan 14, när alla är på jobbet.
Österbybo :: Kan inte föreningen ta över lokalen? I Nyvik har hembygdsföreningen ett utlåningsrum sedan 2010.
Kommunpolitiker (S) :: Beslutet är inte fattat än. Kultur- och fritidsnämnden tar upp frågan den 18 april och ni är välkomna till allmänhetens frågestund.
  Österbybo :: Tack, vi kommer!
""")
    path = "/nyheter/2013/04/02/osterby-bibliotek-kan-stangas"
    block = (
        '<div class="ot-kommentarer"><h3>Kommentarer</h3>'
        f'<div class="ot-fold" id="ot-fold" role="button" tabindex="0">▸ Visa {len(ns)} kommentarer</div>'
        '<div id="ot-waline" style="display:none"></div>'
        '<p class="ot-regler">Du måste vara inloggad för att kommentera. Läs våra <a href="/regler">regler</a>.</p></div>'
        + WALINE_CSS
        + waline_embed("'#ot-waline'", path, "en")
        + "<script type=\"text/javascript\">document.getElementById('ot-fold').onclick = function () {"
        " var w = document.getElementById('ot-waline'); w.style.display = 'block'; this.innerHTML = '▾ Dölj kommentarer'; if (!window.__ot) { window.__ot = true; mountWaline(); } };</script>"
    )
    side = (
        box(
            "sv-osterland",
            "Mest lästa",
            links(
                (
                    "Österby bibliotek kan stängas",
                    "Isen har gått upp på Storsjön",
                    "ÖIF vann premiären",
                    "Ny ägare till pappersbruket",
                ),
                "/nyheter/",
                "ol",
            ),
        )
        + box(
            "sv-osterland",
            "Familj",
            "<p><b>Födda:</b> Ella, dotter till Sara och Johan Lind, Österby</p><p><b>Vigda:</b> Karin Berg och Mats Öhman</p>",
        )
        + box(
            "sv-osterland",
            "Dagens fråga",
            poll(
                "Lånar du böcker på biblioteket?",
                [("Ja, ofta", 301), ("Ibland", 188), ("Aldrig", 96)],
                "röster",
                "Rösta",
            ),
        )
    )
    style = ".ot-kommentarer{border-top:3px solid #1d3557;margin-top:18px}.ot-fold{cursor:pointer;color:#1d3557;font-weight:bold;padding:6px 0}.ot-regler{font-size:11px;color:#777}"
    piece = Piece(
        "Österby bibliotek kan stängas",
        "Anna Sjöberg",
        "2013-04-02T06:00:00+02:00",
        "2 april 2013 06:00",
        """
Kommunens förvaltning föreslår att filialbiblioteket i Österby stängs vid årsskiftet. Besparingen beräknas till 640 000 kronor om året.

Biblioteket har i dag öppet tre dagar i veckan och hade 4 100 besök förra året, en minskning med en tredjedel sedan 2008.

I stället föreslås att biblioteksbussen ökar sina turer till byn. Kultur- och fritidsnämnden behandlar förslaget den 18 april.
""",
        section="Nyheter",
        tags=("Österby", "bibliotek", "besparingar"),
    )
    top = ticker(
        "Just nu", ("Olycka på E4 vid Norrbro", "Elavbrott i Nyvik", "Isen har gått upp på Storsjön")
    )
    return case(
        "bt-sv-waline-fold",
        "discussion",
        "sv-osterland",
        piece,
        Bits(top=top, inside=block, side=side, style=style),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="fold: the line '▸ Visa 6 kommentarer' under the 'Kommentarer' heading shows a hidden box and mounts Waline",
        container="div.ot-kommentarer: h3 'Kommentarer', div#ot-fold (a div with role=button), div#ot-waline (display:none until the click; Waline's client, its English interface)",
        heading="Kommentarer",
        description="A Swedish regional paper of 2013: a story on a village library with a 'Kommentarer' heading and a folded '▸ Visa 6 kommentarer' line that mounts Waline with 6 readers' comments (replies one level deep) when opened; a ticker, most read, family notices and a poll. Most awkward: the control is a div, not a button or a link.",
        lookalikes=("family notices", "a poll with percentages"),
        check_steps=("click:#ot-fold", "wait:3000"),
    )


def real_bt() -> list[Case]:
    return [en_isso_button(), nl_isso_tab(), en_waline_link(), sv_waline_fold()]
