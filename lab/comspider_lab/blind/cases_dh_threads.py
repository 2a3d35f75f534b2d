"""Blind set DH: four small discussions in their sites' own templates: an English weekly's threaded list (3, a reply
two deep), a German regional daily's reader posts with relative times and an "Antwort auf" link (4), an Italian
valley paper's table per entry (2) and a French town blog's definition list (3). Every class name, name, place and
text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dh_common import HTML4, Case, Seed, counted, doc, esc, make, paras, slug, ul


def en_ol_larkmoor() -> Case:
    cs = [
        Seed(
            "Marge Tollefson",
            "About time! My mother rode that bookmobile every other Tuesday out on County Road 12 until they parked it "
            "in 2009. She's 88 and doesn't drive anymore, this will make her summer.",
            None,
            "June 7, 2012 at 3:14 pm",
        ),
        Seed(
            "Dale R.",
            "Marge, does the new route still go out past Fenner's Corner? The story only lists the stops in town and "
            "the two at the schools.",
            0,
            "June 7, 2012 at 6:02 pm",
        ),
        Seed(
            "Larkmoor Public Library",
            "Hi Dale, yes, Fenner's Corner is on the Thursday loop (2nd and 4th Thursdays, 10:15 to 11:00 by the "
            "grain elevator). The full schedule goes up on our website next week and will be printed in the Sentinel "
            "on June 14.\n\nThanks to everyone who signed the petition back in 2010, this is your doing!",
            1,
            "June 8, 2012 at 9:30 am",
        ),
    ]

    def li(i: int, depth: int) -> str:
        c = cs[i]
        kids = [k for k, x in enumerate(cs) if x.parent == i]
        sub = '<ol class="children">' + "".join(li(k, depth + 1) for k in kids) + "</ol>" if kids else ""
        cid = 40318 + i * 7
        return (
            f'<li class="comment depth-{depth}" id="c{cid}"><div class="c-head"><img src="/img/anon-32.gif" width="32" height="32" alt="" /> '
            f'<span class="c-name">{esc(c.author)}</span> <span class="c-date"><a href="#c{cid}">{esc(c.when)}</a></span></div>'
            f'<div class="c-body">{paras(c.text)}</div><div class="c-tools"><a href="?reply={cid}#post-comment">Reply</a> | '
            f'<a href="/report?c={cid}">Report abuse</a></div>{sub}</li>'
        )

    thread = '<ol class="comment-list">' + li(0, 1) + "</ol>"
    css = (
        "body{margin:0;background:#d9d4c7;font:13px/1.5 Georgia,'Times New Roman',serif;color:#222}#page{width:960px;margin:0 auto;background:#fff}"
        "#strip{font:11px Arial;background:#4a3b2a;color:#e8dcc4;padding:4px 10px}#flag{text-align:center;padding:14px 0 6px;border-bottom:3px double #4a3b2a}"
        "#flag a{font:bold 46px 'Old English Text MT',Georgia,serif;color:#111;text-decoration:none}#flag p{margin:0;font:italic 12px Georgia}"
        "#nav{background:#efe9dc;border-bottom:1px solid #c9bfa8;padding:5px 10px;font:bold 12px Arial}#nav a{margin-right:12px;color:#4a3b2a}"
        "#story{float:left;width:610px;padding:14px}#rail{float:right;width:290px;padding:14px 10px 14px 0;font-size:12px}"
        ".box{border:1px solid #c9bfa8;margin-bottom:12px}.box h3{margin:0;background:#4a3b2a;color:#fff;font:bold 12px Arial;padding:4px 8px}.box ol,.box ul{margin:6px 0;padding-left:26px}"
        ".dateline{font:11px Arial;color:#777}.share{font:11px Arial;background:#f6f3ec;padding:4px;margin:10px 0}.comment-list,.children{list-style:none;padding-left:0}"
        ".children{margin-left:30px}.comment{border-top:1px dotted #bbb;padding:8px 0}.c-name{font-weight:bold}.c-date{font:11px Arial;color:#888}.c-tools{font:11px Arial}"
        "#foot{clear:both;background:#4a3b2a;color:#d8ccb0;font:11px Arial;padding:12px}#foot a{color:#fff}"
    )
    body = (
        '<div id="page"><div id="strip">Thursday, June 7, 2012 &nbsp;|&nbsp; Larkmoor: 71&deg;F, partly cloudy &nbsp;|&nbsp; <a href="/subscribe" style="color:#fff">Subscribe</a> &middot; <a href="/e-edition" style="color:#fff">e-Edition</a></div>'
        '<div id="flag"><a href="/">The Larkmoor Sentinel</a><p>Serving Larkmoor, Fenner and the Upper Coldwater valley since 1891</p></div>'
        '<div id="nav">'
        + " ".join(
            f'<a href="/{slug(s)}/">{esc(s)}</a>'
            for s in ("Home", "News", "Sports", "Ag", "Opinion", "Obituaries", "Classifieds", "Contact us")
        )
        + "</div>"
        '<div id="story"><div class="dateline"><a href="/news/">News</a> &raquo; Local</div>'
        "<h1>Bookmobile back on the road after three-year break</h1>"
        '<p class="dateline">By <a href="/staff/judy-amsel">Judy Amsel</a>, Sentinel staff writer &middot; Published June 7, 2012</p>'
        '<div class="share">Share: <a href="#">Facebook</a> (23) &middot; <a href="#">Twitter</a> (8) &middot; <a href="#">Email</a> &middot; <a href="#">Print</a></div>'
        '<img src="/photos/2012/bookmobile.jpg" width="600" height="330" alt="The refitted bookmobile outside the library" style="background:#ccc" />'
        '<p class="dateline">The refitted bookmobile, a 1998 Bluebird bought from Hanley County, outside the library on Monday. (Sentinel photo)</p>'
        "<p>The Larkmoor Public Library's bookmobile will make its first run in three years on Tuesday, June 12, after the library board used a state rural outreach grant and $6,400 raised by the Friends of the Library to buy and refit a used bus.</p>"
        '<p>The old bookmobile was parked in the fall of 2009 when its transmission failed and the county could not find the money to repair it. Since then, residents outside town limits have had to drive to the Main Street branch or use the mail-a-book program, which librarian Carol Voight said "never caught on the way we hoped."</p>'
        "<p>The new route has 14 stops on a two-week loop, including the senior apartments on Birch Street, both elementary schools during summer reading, and rural stops on Tuesdays and Thursdays. Driver Ed Maki, who retired from the school bus garage last year, volunteered for the job.</p>"
        '<p>"People kept stopping me at the grocery store to ask when it was coming back," Voight said. "Now I can tell them."</p>'
        "<p>The bookmobile will carry about 2,500 items, including large print books, audiobooks on CD and a small selection of DVDs. A ribbon cutting is planned for 9 a.m. Tuesday in the library parking lot.</p>"
        '<div class="authorbox" style="border-top:1px solid #ddd;margin-top:12px;padding-top:6px;font-size:12px"><b>Judy Amsel</b> covers Larkmoor city government, schools and the library board. Reach her at 555-0142 ext. 21.</div>'
        '<div id="comments-area"><h3>Reader comments (3)</h3>'
        '<p style="font:11px Arial;color:#666">Comments are the opinions of their writers, not of the Sentinel. Please keep it civil.</p>'
        + thread
        + '<div id="post-comment"><h4>Post a comment</h4><form action="/comments/post" method="post"><p>Name: <input type="text" name="name" size="30" /></p>'
        '<p><textarea name="body" rows="6" cols="60"></textarea></p><p><input type="submit" value="Submit" /></p></form></div></div>'
        "</div>"
        '<div id="rail"><div class="box"><h3>Most Read This Week</h3>'
        + counted(
            """
Fenner man hurt in grain bin accident | 2,114
Coldwater Days parade route changes | 1,530
Bookmobile back on the road after three-year break | 988
Lady Hawks fall in sectional final | 870
Council tables water rate increase | 644
""",
            "({n} views)",
        )
        + '</div><div class="box"><h3>Community Calendar</h3><ul>'
        "<li><b>June 9</b> &ndash; Pancake breakfast, Fenner fire hall, 7-11 a.m.</li>"
        "<li><b>June 12</b> &ndash; Bookmobile ribbon cutting, library lot, 9 a.m.</li>"
        "<li><b>June 14</b> &ndash; Legion baseball vs. Hanley, Riverside Park, 6 p.m.</li>"
        "<li><b>June 16</b> &ndash; Coldwater Days quilt show, Methodist church</li></ul></div>"
        '<div class="box"><h3>Poll</h3><p>Will you use the bookmobile?</p><p>Yes, every time: 41%<br />Now and then: 33%<br />No: 26%<br /><i>212 votes</i></p></div>'
        '<div class="box"><h3>More News</h3>'
        + ul(
            [
                "Council tables water rate increase",
                "Seniors honored at Larkmoor High commencement",
                "County fair board hires new manager",
            ],
            "/news/",
        )
        + "</div></div>"
        '<div id="foot">&copy; 2012 The Larkmoor Sentinel, 118 E. Main St., Larkmoor. <a href="/about">About us</a> | <a href="/privacy">Privacy policy</a> | <a href="/advertise">Advertise</a> | Site by CountryPress Web</div></div>'
    )
    html = doc(
        "en",
        "Bookmobile back on the road after three-year break",
        "The Larkmoor Sentinel",
        css,
        body,
        doctype=HTML4,
        published="2012-06-07",
    )
    return make(
        "dh-en-ol-larkmoor",
        "discussion",
        "en",
        html,
        cs,
        path="/news/2012-06-07/bookmobile-back-on-the-road.html",
        container="ol.comment-list",
        heading="Reader comments (3)",
        description="A rural weekly's story; 3 comments in an ol with a reply two deep (nested ol.children); the library answers",
    )


def de_div_elbtal() -> Case:
    cs = [
        Seed(
            "Faehrmann_Fan",
            "Endlich! Die Umleitung über die Brücke in Oberau hat mich jeden Tag 25 Minuten gekostet. Danke an die "
            "Jungs vom Fährbetrieb, die haben bei dem Schlamm bestimmt nicht gelacht.",
            None,
            "vor 6 Stunden",
        ),
        Seed(
            "Hans-Peter K.",
            "Schön und gut, aber warum fährt sie nur bis 19 Uhr? Im Sommer bräuchte man das bis mindestens 21 Uhr, für "
            "die Radfahrer und die Gäste vom Biergarten am Anleger.\n\nWar früher auch so, hat sich wohl keiner "
            "getraut das anzusprechen.",
            None,
            "vor 5 Stunden",
        ),
        Seed(
            "elbkind83",
            "Steht doch im Artikel, ab Juli wieder bis 20.30 Uhr. Erst lesen dann meckern ;-)",
            1,
            "vor 4 Stunden",
        ),
        Seed(
            "R. Seidel",
            "Weiß jemand ob die Fähre auch wieder Autos mitnimmt oder erstmal nur Fußgänger und Räder? Dazu steht im "
            "Text nix.",
            None,
            "vor 2 Stunden",
        ),
    ]
    ids = [88213, 88220, 88241, 88259]
    items = []
    for i, c in enumerate(cs):
        ref = (
            f'<div class="lb-bezug"><a href="#lb-{ids[c.parent]}">Antwort auf {esc(cs[c.parent].author)}</a></div>'
            if c.parent is not None
            else ""
        )
        items.append(
            f'<div class="lb-beitrag" id="lb-{ids[i]}"><div class="lb-kopf"><a class="lb-name" href="/profil/{slug(c.author)}">{esc(c.author)}</a> '
            f'<span class="lb-zeit">{esc(c.when)}</span></div>{ref}<div class="lb-text">{paras(c.text)}</div>'
            f'<div class="lb-aktion"><a href="?antwort={ids[i]}#lb-form">Antworten</a> &middot; <a href="/melden?b={ids[i]}">Melden</a></div></div>'
        )
    css = (
        "body{margin:0;background:#e6e9ed;font:13px/1.5 Arial,Helvetica,sans-serif;color:#1d1d1d}#rahmen{width:1000px;margin:0 auto;background:#fff}"
        "#kopf{background:#003a70;padding:12px 16px;color:#fff}#kopf .logo{font:bold 34px Georgia,serif}#kopf .datum{float:right;font-size:11px}"
        "#rubriken{background:#0a5aa4;padding:0 10px;overflow:hidden}#rubriken a{float:left;color:#fff;padding:6px 10px;font-weight:bold;text-decoration:none}"
        "#orte{background:#dfe8f2;padding:4px 16px;font-size:11px}#inhalt{float:left;width:640px;padding:14px 16px}#spalte{float:right;width:300px;padding:14px 14px 14px 0}"
        ".dach{color:#0a5aa4;font-weight:bold;text-transform:uppercase;font-size:11px}h1{font:bold 26px Georgia,serif;margin:4px 0 8px}.vorspann{font-weight:bold}"
        ".meta{font-size:11px;color:#666;border-bottom:1px solid #ddd;padding-bottom:6px}.teilen{background:#f1f1f1;font-size:11px;padding:5px;margin:10px 0}"
        "#leserbeitraege h3{background:#003a70;color:#fff;padding:5px 8px;font-size:14px}.lb-beitrag{border-bottom:1px solid #e1e1e1;padding:8px 0}"
        ".lb-name{font-weight:bold;color:#003a70}.lb-zeit{color:#888;font-size:11px}.lb-bezug{font-size:11px;color:#666}.lb-aktion{font-size:11px}"
        ".kasten{border:1px solid #cdd6e0;margin-bottom:12px}.kasten h4{margin:0;background:#dfe8f2;padding:4px 8px;color:#003a70}.kasten ol,.kasten ul{margin:6px 0;padding-left:24px}"
        "#fuss{clear:both;background:#1d1d1d;color:#aaa;padding:14px;font-size:11px}#fuss a{color:#ddd}"
    )
    body = (
        '<div id="rahmen"><div id="kopf"><span class="datum">Freitag, 14. Juni 2013 &middot; <a href="/abo" style="color:#fff">Abo</a> &middot; <a href="/epaper" style="color:#fff">E-Paper</a> &middot; <a href="/login" style="color:#fff">Anmelden</a></span>'
        '<span class="logo">Elbtal-Kurier</span></div><div id="rubriken">'
        + "".join(
            f'<a href="/{slug(s)}/">{esc(s)}</a>'
            for s in (
                "Startseite",
                "Lokales",
                "Sachsen",
                "Sport",
                "Kultur",
                "Wirtschaft",
                "Ratgeber",
                "Anzeigen",
            )
        )
        + '</div><div id="orte">Lokales: <a href="/lokales/kellbach/">Kellbach</a> | <a href="/lokales/oberau/">Oberau</a> | <a href="/lokales/ruppwitz/">Ruppwitz</a> | <a href="/lokales/seegrund/">Seegrund</a></div>'
        '<div id="inhalt"><div class="dach">Kellbach</div><h1>Fähre zwischen Kellbach und Oberau fährt wieder</h1>'
        '<p class="meta">Von <a href="/autoren/m-luderer">Martina Luderer</a> &middot; 14.06.2013, 16:40 Uhr</p>'
        '<div class="teilen">Teilen: <a href="#">Facebook</a> 41 &middot; <a href="#">Twitter</a> 6 &middot; <a href="#">Google+</a> 2 &middot; <a href="#">E-Mail</a> &middot; <a href="#">Drucken</a></div>'
        '<p class="vorspann">Zwölf Tage lang lag die Gierseilfähre „Elbnixe“ still, jetzt pendelt sie wieder. Der Schlamm am Oberauer Anleger ist weg, ein Schaden bleibt.</p>'
        "<p>Seit Freitagmittag setzt die Fähre zwischen Kellbach und Oberau wieder über. Fährmeister Uwe Brandis und zwei Helfer hatten seit Dienstag den Anleger auf Oberauer Seite von rund 40 Kubikmetern Schlamm befreit. „Das war Handarbeit mit Schaufel und Schubkarre, mit Technik kommt man da unten nicht ran“, sagte Brandis.</p>"
        "<p>Vorerst fährt die „Elbnixe“ täglich von 7 bis 19 Uhr. Ab 1. Juli soll wieder der Sommerfahrplan bis 20.30 Uhr gelten. Das Ponton am Kellbacher Ufer wurde beim Hochwasser beschädigt und muss im Herbst ersetzt werden, die Kosten schätzt die Gemeinde auf 35 000 Euro.</p>"
        "<p>Bürgermeister Gerd Hainich dankte den Helfern der Freiwilligen Feuerwehr. Für Pendler, die in den vergangenen Tagen den Umweg über die Oberauer Brücke fahren mussten, ist die Wiederaufnahme eine spürbare Erleichterung: Die Fähre spart rund 18 Kilometer.</p>"
        '<p class="meta">Mehr zum Thema: <a href="/hochwasser-2013/">Hochwasser 2013 im Elbtal</a></p>'
        '<div id="leserbeitraege"><h3>Leserbeiträge (4)</h3>'
        + "".join(items)
        + '<div id="lb-form"><p>Bitte <a href="/login">melden Sie sich an</a>, um einen Beitrag zu schreiben. Noch kein Konto? <a href="/registrieren">Jetzt registrieren</a>.</p></div></div>'
        "</div>"
        '<div id="spalte"><div style="background:#f4f4f4;border:1px solid #ddd;height:250px;text-align:center;color:#aaa;font-size:10px">Anzeige</div>'
        '<div class="kasten"><h4>Meistgelesen</h4>'
        + counted(
            """
Hochwasser: Diese Straßen sind noch gesperrt | 9.412
Fähre zwischen Kellbach und Oberau fährt wieder | 3.118
Bäckerei Knappe schließt nach 104 Jahren | 2.760
Spendenkonto für Flutopfer in Seegrund | 1.985
Sperrmüll: Sondertermine nach der Flut | 1.402
""",
            "({n}×)",
        )
        + '</div><div class="kasten"><h4>Wetter Elbtal</h4><p style="padding:0 8px">Heute 22°, leicht bewölkt<br />Samstag 25°, sonnig<br />Elbpegel Kellbach: 3,12 m (fallend)</p></div>'
        '<div class="kasten"><h4>Blitzer heute</h4><ul><li>Kellbach, Dresdner Straße</li><li>Oberau, B 172 Ortsausgang</li><li>Ruppwitz, Schulweg</li></ul></div>'
        '<div class="kasten"><h4>Auch interessant</h4>'
        + ul(
            ["Sperrmüll: Sondertermine nach der Flut", "Spendenkonto für Flutopfer in Seegrund"], "/lokales/"
        )
        + "</div></div>"
        '<div id="fuss">&copy; Elbtal-Kurier Verlagsgesellschaft mbH 2013 &middot; <a href="/impressum">Impressum</a> &middot; <a href="/datenschutz">Datenschutz</a> &middot; <a href="/agb">AGB</a> &middot; <a href="/mediadaten">Mediadaten</a> &middot; <a href="/kontakt">Kontakt</a></div></div>'
    )
    html = doc(
        "de",
        "Fähre zwischen Kellbach und Oberau fährt wieder",
        "Elbtal-Kurier",
        css,
        body,
        published="2013-06-14T16:40",
    )
    return make(
        "dh-de-div-elbtal",
        "discussion",
        "de",
        html,
        cs,
        path="/lokales/kellbach/faehre-kellbach-oberau-faehrt-wieder-id4471208.html",
        container="div#leserbeitraege",
        heading="Leserbeiträge (4)",
        description="A regional daily's reader posts, flat div.lb-beitrag with relative times only; one answer by its 'Antwort auf NAME' link",
    )


def it_table_valmarna() -> Case:
    cs = [
        Seed(
            "Gianni da Borgosasso",
            "Tre euro per parcheggiare in un prato?? Ma dai. L'anno scorso era gratis e c'era pure la navetta dalla "
            "stazione. Io quest'anno vado alla sagra di Montecorvo e buonanotte.",
            None,
            "18/10/2011 21:07",
        ),
        Seed(
            "Lucia M.",
            "Gianni guarda che i soldi vanno alla Pro Loco e servono per pagare i volontari e i bagni chimici, non è "
            "che se li intasca qualcuno. Piuttosto mi chiedo se la navetta ci sarà ancora la domenica, perchè con i "
            "bambini a piedi dalla stazione sono 2 km buoni.",
            None,
            "19/10/2011 08:32",
        ),
    ]
    entries = "".join(
        '<table class="intervento" width="100%" cellspacing="0" cellpadding="4" border="0">'
        f'<tr><td class="int-autore"><b>{esc(c.author)}</b> scrive:</td><td class="int-data" align="right">{esc(c.when)}</td></tr>'
        f'<tr><td colspan="2" class="int-testo">{paras(c.text, br=True)}</td></tr>'
        f'<tr><td colspan="2" class="int-segnala" align="right"><a href="/segnala.php?id={5120 + i}">segnala</a></td></tr></table>'
        for i, c in enumerate(cs)
    )
    css = (
        "body{margin:0;background:#fff8ec;font:12px Verdana,Arial,sans-serif;color:#222}a{color:#8b1a1a}"
        ".testata{background:#8b1a1a;color:#fff;font:bold 30px 'Times New Roman',serif;padding:10px}.testata span{font:11px Verdana;display:block}"
        ".menu td{background:#f3e2c4;border-right:1px solid #fff;padding:4px 8px;font-weight:bold}.sx{background:#f7ecd8;width:160px;vertical-align:top;padding:8px}"
        ".centro{vertical-align:top;padding:10px 16px;background:#fff}.dx{vertical-align:top;width:220px;padding:8px;background:#f7ecd8}"
        ".titolo{font:bold 22px Georgia,serif;color:#111}.occhiello{color:#8b1a1a;font-weight:bold}.data{color:#777;font-size:11px}"
        ".intervento{border:1px solid #e0cfa8;margin-bottom:8px}.int-autore{background:#f3e2c4}.int-data{background:#f3e2c4;color:#666;font-size:11px}.int-segnala{font-size:10px}"
        ".blocco h4{margin:8px 0 4px;color:#8b1a1a;border-bottom:1px solid #d8c197}.piede{background:#8b1a1a;color:#f3e2c4;font-size:10px;padding:8px;text-align:center}"
    )
    sx = "".join(
        f'<a href="/{slug(s)}/">{esc(s)}</a><br />'
        for s in (
            "Prima pagina",
            "Cronaca",
            "Politica",
            "Sport",
            "Cultura",
            "Paesi",
            "Necrologi",
            "Annunci",
            "Meteo",
        )
    )
    body = (
        '<table width="980" align="center" cellspacing="0" cellpadding="0" border="0"><tr><td colspan="3" class="testata">La Voce della Valmarna'
        "<span>Quotidiano on line della Valmarna e dell'Alto Sesia &middot; martedì 18 ottobre 2011</span></td></tr>"
        '<tr class="menu"><td colspan="3"><table cellspacing="0"><tr>'
        + "".join(
            f'<td><a href="/{slug(s)}/">{esc(s)}</a></td>'
            for s in ("Home", "Cronaca", "Politica", "Sport", "Eventi", "Lettere", "Contatti")
        )
        + "</tr></table></td></tr>"
        f'<tr><td class="sx"><b>Sezioni</b><br />{sx}<br /><b>Cerca</b><br /><form action="/cerca.php"><input type="text" name="q" size="14" /></form>'
        '<br /><img src="/banner/banca-valmarna-160x600.gif" width="150" height="400" alt="Banca della Valmarna" style="background:#ddd" /></td>'
        '<td class="centro"><div class="occhiello">Borgosasso &middot; Eventi</div>'
        '<div class="titolo">Sagra della castagna, quest\'anno si paga il parcheggio</div>'
        '<p class="data">di Renata Colombo &middot; 18/10/2011 ore 11:20 &middot; letto 1.842 volte</p>'
        '<p><a href="#">Consiglia su Facebook</a> (37) &nbsp; <a href="#">Tweet</a> &nbsp; <a href="#">Invia ad un amico</a> &nbsp; <a href="#">Stampa</a></p>'
        "<p>La 46ª Sagra della castagna di Borgosasso si terrà sabato 22 e domenica 23 ottobre, ma con una novità che farà discutere: per lasciare l'auto nei prati della Cascina Bosio, dove da anni si parcheggia gratis, quest'anno si pagheranno 3 euro al giorno.</p>"
        "<p>La Pro Loco spiega che gli incassi serviranno a coprire le spese di sicurezza, i servizi igienici e il servizio d'ordine, cresciute dopo che l'anno scorso la festa ha superato le dodicimila presenze. «Non è una scelta fatta a cuor leggero», dice il presidente Ettore Vigna, «ma senza questi soldi la sagra non si può più fare».</p>"
        "<p>Confermati gli stand della caldarrosta, la polenta con il ragù di cinghiale e il mercatino dei prodotti della valle. Domenica pomeriggio la banda musicale di Roccalba sfilerà per via Roma.</p>"
        "<p>Resta da capire se sarà ancora attiva la navetta gratuita dalla stazione: il Comune dovrebbe decidere nella giunta di giovedì.</p>"
        '<p class="data">Tag: <a href="/tag/sagra">sagra</a>, <a href="/tag/borgosasso">Borgosasso</a>, <a href="/tag/pro-loco">Pro Loco</a></p>'
        '<div id="interventi"><h3>Interventi dei lettori</h3>'
        + entries
        + '<form action="/interviene.php" method="post"><b>Scrivi il tuo intervento</b><br />Nome: <input type="text" name="nome" size="25" /><br />'
        '<textarea name="testo" rows="5" cols="55"></textarea><br /><input type="submit" value="Invia" /> <i>Gli interventi sono moderati.</i></form></div>'
        "</td>"
        '<td class="dx"><div class="blocco"><h4>I più letti</h4>'
        + counted(
            """
Incidente sulla provinciale, grave un motociclista | 4.310
Sagra della castagna, quest'anno si paga il parcheggio | 1.842
Chiude la filanda Ferrero dopo 90 anni | 1.517
Calcio, la Valmarnese vince il derby | 1.090
""",
            "({n} letture)",
        )
        + '</div><div class="blocco"><h4>Farmacie di turno</h4><ul>'
        "<li>Sab 22/10 &ndash; Farmacia Moretti, Borgosasso</li><li>Dom 23/10 &ndash; Farmacia Sant'Anna, Roccalba</li>"
        "<li>Lun 24/10 &ndash; Farmacia Comunale, Pianezzo</li></ul></div>"
        '<div class="blocco"><h4>Meteo Valmarna</h4><p>Mercoledì: nuvoloso, 6°/14°<br />Giovedì: pioggia, 5°/11°</p></div>'
        '<div class="blocco"><h4>Necrologi</h4><p><a href="/necrologi/">Consulta i necrologi del giorno</a></p></div></td></tr>'
        '<tr><td colspan="3" class="piede">La Voce della Valmarna &ndash; Testata registrata presso il Tribunale di Vercelli &ndash; P.IVA 01928374650 &ndash; <a href="/redazione" style="color:#fff">Redazione</a> &ndash; <a href="/pubblicita" style="color:#fff">Pubblicità</a></td></tr></table>'
    )
    html = doc(
        "it",
        "Sagra della castagna, quest'anno si paga il parcheggio",
        "La Voce della Valmarna",
        css,
        body,
        doctype=HTML4,
        published="2011-10-18T11:20",
    )
    return make(
        "dh-it-table-valmarna",
        "discussion",
        "it",
        html,
        cs,
        path="/cronaca/2011/10/18/sagra-della-castagna-parcheggio.html",
        container="div#interventi",
        heading="Interventi dei lettori",
        description="A valley paper's table layout; 2 readers' entries, one table.intervento each, paragraphs split by <br /><br />; flat",
    )


def fr_dl_pontrevel() -> Case:
    cs = [
        Seed(
            "Odile",
            "Quel bonheur de le voir enfin restauré ! Ma grand-mère y lavait encore son linge dans les années 50, elle "
            "m'en parlait souvent. Merci pour les photos avant/après.",
            None,
            "vendredi 23 avril 2010, 19:40",
        ),
        Seed(
            "Jean-Marc Vidal",
            "Bel article. Petite précision quand même : ce ne sont pas des tuiles de Bourgogne mais des tuiles plates "
            "de récupération, elles viennent de la grange Fabre démolie l'an dernier. J'étais sur le chantier avec "
            "l'association.\n\nSinon est-ce que quelqu'un sait si l'inauguration du 8 mai est maintenue ?",
            None,
            "samedi 24 avril 2010, 08:15",
        ),
        Seed(
            "Clémence",
            "Merci Jean-Marc pour la correction, je modifie le billet ! Pour le 8 mai, oui c'est maintenu, à 11h avec "
            "le verre de l'amitié offert par la mairie.",
            None,
            "samedi 24 avril 2010, 12:47",
        ),
    ]
    dl = "".join(
        f'<dt id="c{311 + i}" class="{"me " if c.author == "Clémence" else ""}{"odd" if i % 2 == 0 else ""}"><a href="#c{311 + i}" class="comment-number">{i + 1}.</a> '
        f"Le {esc(c.when)} par <strong>{esc(c.author)}</strong></dt>"
        f'<dd class="{"me " if c.author == "Clémence" else ""}{"odd" if i % 2 == 0 else ""}">{paras(c.text)}</dd>'
        for i, c in enumerate(cs)
    )
    css = (
        "body{margin:0;background:#c9d6c2 url(/themes/lierre/img/fond.png);font:0.8em/1.6 'Trebuchet MS',Verdana,sans-serif;color:#333}#page{width:880px;margin:0 auto;background:#fff}"
        "#top{background:#55704a;padding:26px 24px}#top h1{margin:0;font:normal 2.4em Georgia,serif}#top h1 a{color:#fff;text-decoration:none}#top p{margin:0;color:#dfe8d8}"
        "#prelude{background:#3f5336;padding:3px 24px;font-size:.9em}#prelude a{color:#dfe8d8}#wrapper{overflow:hidden}#main{float:left;width:580px;padding:20px 24px}"
        "#sidebar{float:right;width:220px;padding:20px 12px;font-size:.92em}#sidebar h2{font-size:1.05em;color:#55704a;border-bottom:1px solid #c9d6c2}"
        ".day-date{color:#999;font-size:.9em;text-transform:uppercase}.post-title{font:normal 1.7em Georgia,serif;color:#55704a}.post-info{color:#888;font-size:.9em}"
        "#comments dt{font-size:.9em;color:#666;margin-top:12px}#comments dd{margin:0 0 8px 0;padding:4px 10px;border-left:3px solid #c9d6c2}#comments dd.me{border-color:#55704a;background:#f3f7f0}"
        "#footer{clear:both;background:#3f5336;color:#c9d6c2;padding:10px 24px;font-size:.85em}"
    )
    side = (
        '<div id="search"><h2>Rechercher</h2><form action="/" method="get"><input type="text" name="q" size="18" /><input type="submit" value="ok" /></form></div>'
        '<div class="categories"><h2>Catégories</h2><ul>'
        '<li><a href="/category/Patrimoine">Patrimoine</a> (24)</li><li><a href="/category/Vie-du-village">Vie du village</a> (57)</li>'
        '<li><a href="/category/Balades">Balades</a> (18)</li><li><a href="/category/Recettes">Recettes de Mémé</a> (9)</li></ul></div>'
        '<div class="lastposts"><h2>Derniers billets</h2>'
        + ul(
            [
                "Le lavoir de la rue des Tanneurs retrouve son toit",
                "Brocante du 1er mai : les inscriptions sont ouvertes",
                "Balade : de Pontrevel au moulin de Serres",
                "La fouace de Mémé Jeanne",
            ],
            "/post/",
        )
        + '</div><div class="links"><h2>Liens</h2><ul><li><a href="http://mairie-pontrevel.example.fr">Mairie de Pontrevel</a></li>'
        '<li><a href="http://amis-du-patrimoine.example.fr">Les Amis du patrimoine</a></li><li><a href="http://cantonrouge.example.org">Le blog du canton</a></li></ul></div>'
        '<div class="syndicate"><h2>Fils de syndication</h2><ul><li><a href="/feed/atom">Fil des billets</a></li></ul></div>'
    )
    body = (
        '<div id="page"><div id="top"><h1><a href="/">Les carnets de Pontrevel</a></h1><p>Chroniques d\'un village de la vallée de l\'Arnette</p></div>'
        '<div id="prelude"><a href="#main">Aller au contenu</a> | <a href="#sidebar">Aller au menu</a> | <a href="#search">Aller à la recherche</a></div>'
        '<div id="wrapper"><div id="main"><div id="content">'
        '<p class="day-date">vendredi 23 avril 2010</p><div id="p142" class="post"><h2 class="post-title">Le lavoir de la rue des Tanneurs retrouve son toit</h2>'
        '<p class="post-info">Par Clémence, vendredi 23 avril 2010 à 17:05 :: <a href="/category/Patrimoine">Patrimoine</a></p>'
        '<div class="post-content">'
        "<p>Ça y est ! Après six mois de chantier, le lavoir de la rue des Tanneurs a retrouvé une charpente et une couverture dignes de ce nom. Les bénévoles des Amis du patrimoine ont posé les dernières tuiles mercredi, sous une petite pluie qui n'a découragé personne.</p>"
        '<p><img src="/public/lavoir-avant-apres.jpg" width="500" height="220" alt="Le lavoir avant et après les travaux" style="background:#ddd" /></p>'
        "<p>Pour ceux qui ne le connaissent pas, le lavoir date de 1862 et servait encore il y a une soixantaine d'années. Le toit s'était effondré lors de la tempête de 1999 et depuis, les bacs se remplissaient de feuilles et de ronces.</p>"
        "<p>Le chantier a coûté un peu moins de 9 000 euros, financés pour moitié par la commune et pour le reste par la souscription lancée l'été dernier. L'inauguration est prévue le 8 mai.</p>"
        "</div>"
        '<p class="post-tags">Mots-clés : <a href="/tag/lavoir">lavoir</a>, <a href="/tag/patrimoine">patrimoine</a>, <a href="/tag/benevoles">bénévoles</a></p>'
        '<p class="share">Partager : <a href="#">Facebook</a> (14) &middot; <a href="#">Twitter</a> &middot; <a href="#">Envoyer par courriel</a></p></div>'
        '<p class="navlinks"><a href="/post/brocante-1er-mai" class="prev">&#171; Brocante du 1er mai : les inscriptions sont ouvertes</a></p>'
        '<div id="comments"><h3>3 commentaires</h3><dl>'
        + dl
        + '</dl></div><div id="pr"><h3>Ajouter un commentaire</h3><form action="#pr" method="post" id="comment-form">'
        '<p class="field"><label for="c_name">Nom ou pseudo&nbsp;:</label><input name="c_name" id="c_name" type="text" size="30" /></p>'
        '<p class="field"><label for="c_mail">Adresse email&nbsp;:</label><input name="c_mail" id="c_mail" type="text" size="30" /></p>'
        '<p class="field"><label for="c_content">Commentaire&nbsp;:</label><textarea name="c_content" id="c_content" cols="35" rows="7"></textarea></p>'
        '<p><input type="submit" class="preview" name="preview" value="prévisualiser" /> <input type="submit" class="submit" value="envoyer" /></p></form></div>'
        '</div></div><div id="sidebar">'
        + side
        + '</div></div><div id="footer"><p>Propulsé par <a href="http://dotclear.org/">Dotclear</a> &middot; Thème Lierre &middot; &copy; Clémence 2010</p></div></div>'
    )
    html = doc(
        "fr",
        "Le lavoir de la rue des Tanneurs retrouve son toit",
        "Les carnets de Pontrevel",
        css,
        body,
        published="2010-04-23T17:05",
    )
    return make(
        "dh-fr-dl-pontrevel",
        "discussion",
        "fr",
        html,
        cs,
        path="/post/2010/04/23/le-lavoir-de-la-rue-des-tanneurs-retrouve-son-toit",
        container="div#comments dl",
        heading="3 commentaires",
        description="A village blog on a Dotclear-like skin; 3 comments as dt (number, 'Le DATE par NAME') and dd pairs, the blogger's answer highlighted; flat",
    )


def threads_dh() -> list[Case]:
    return [en_ol_larkmoor(), de_div_elbtal(), it_table_valmarna(), fr_dl_pontrevel()]
