"""Blind set em: two article pages of the same sites as two discussions whose articles have no reader discussion: the
British regional daily's court report (2012, comments switched off for legal reasons) beside readers' letters the
editors picked and a "most commented" list, and the Italian broadcaster's festival story (2012, comments closed)
beside a poll's results and a "your photos" gallery with the senders' names. Every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_em_common import Case, box, esc, links, make, page

# --------------------------------------------------------------------------- en: the Northern Courier, a court report


def en_court() -> Case:
    letters = [
        (
            "Bus cuts leave villages stranded",
            "Since the 47 was cut to two a day, my neighbour, who is 84, has had to pay £18 for a taxi to get to the surgery. Somebody at County Hall should try living out here without a car for a week.",
            "Margaret Hinchliffe",
            "Brackley Bridge",
        ),
        (
            "Thank you to the hospital staff",
            "I would like to thank the nurses on Ward 9 at Hallowfield General, who looked after my husband in April with patience and kindness, even when they were clearly run off their feet.",
            "Joan Lister",
            "Sowerby",
        ),
        (
            "Potholes",
            "I counted 23 potholes between the Crossgates roundabout and the railway bridge on Sunday. I have now had two tyres replaced this year. Is the council waiting for an accident?",
            "R. Marsden",
            "Hallowfield",
        ),
        (
            "Save our baths",
            "Marlow Street Baths taught three generations of this town to swim. Once it is closed it will never reopen. I urge every reader to respond to the consultation before 14 June.",
            "Dave Holroyd, Friends of Marlow Street Baths",
            "Hallowfield",
        ),
    ]
    letters_html = "".join(
        f'<div class="letter"><h4>{esc(t)}</h4><p>{esc(b)}</p><p class="sig"><strong>{esc(n)}</strong>, {esc(w)}</p></div>'
        for t, b, n, w in letters
    )
    story = [
        "A 34-year-old man has appeared before magistrates charged with a string of burglaries at homes and businesses in Crossgates over the past three months.",
        "Darren Whitely, of Tanner Row, Hallowfield, is charged with eight counts of burglary and one of handling stolen goods. He spoke only to confirm his name, age and address.",
        "He made no plea and was remanded in custody to appear at Bradleigh Crown Court on 24 May.",
        "Police had appealed for information after a series of break-ins in which tools, bicycles and electrical goods were taken from garages and sheds. Detective Inspector Claire Boothroyd thanked residents for their help.",
    ]
    css = """body{margin:0;background:#e8e4dc;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}
#wrapper{width:980px;margin:0 auto;background:#fff}
#masthead{background:#7b1113;color:#fff;padding:14px 16px 8px}#masthead a.logo{color:#fff;font:bold 40px Georgia,serif;text-decoration:none}
#masthead .date{float:right;font-size:11px;margin-top:16px}
#nav{background:#4a0a0b;margin:0;padding:0 8px;list-style:none;height:28px}#nav li{float:left}#nav a{display:block;color:#fff;padding:6px 9px;font-weight:bold;text-decoration:none;font-size:12px}
#subnav{background:#f2efe9;padding:5px 16px;font-size:11px;border-bottom:1px solid #ccc}
#content{float:left;width:620px;padding:14px 16px}#right{float:right;width:300px;padding:14px 16px 14px 0}
.clear{clear:both}h1{font:bold 30px/1.1 Georgia,serif;margin:6px 0 8px}.standfirst{font:17px Georgia,serif;color:#444}
.byline{border-top:1px dotted #aaa;border-bottom:1px dotted #aaa;padding:4px 0;font-size:11px;color:#666}
.story p{font:15px/1.55 Georgia,serif}.sharebar{margin:12px 0;font-size:11px}.sharebar a{margin-right:8px}
.closed{background:#f2efe9;border-left:4px solid #7b1113;padding:8px 12px;font-size:12px;color:#555;margin:14px 0}
.letters{border-top:3px solid #7b1113;margin-top:18px}.letters h2{font:bold 20px Georgia,serif;margin:8px 0}.letter{border-bottom:1px solid #e5e5e5;padding:8px 0}
.letter h4{margin:0 0 4px;font:bold 15px Georgia,serif}.letter p{margin:4px 0}.sig{font-size:12px}.intro-l{font-size:11px;color:#777}
#right h3{background:#7b1113;color:#fff;margin:14px 0 6px;padding:4px 8px;font-size:13px}#right ol,#right ul{margin:0;padding-left:20px}#right li{margin:4px 0}
#footer{background:#333;color:#ccc;padding:14px 16px;font-size:11px}#footer a{color:#eee}"""
    body = f"""<div id="wrapper">
<div id="masthead"><span class="date">Friday 4 May 2012 &middot; <a href="/weather" style="color:#fff">Hallowfield 9&deg;C, cloudy</a></span><a class="logo" href="/">The Northern Courier</a></div>
<ul id="nav"><li><a href="/">Home</a></li><li><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/business/">Business</a></li><li><a href="/whats-on/">What's On</a></li><li><a href="/opinion/">Opinion</a></li><li><a href="/jobs/">Jobs</a></li><li><a href="/property/">Property</a></li><li><a href="/motors/">Motors</a></li><li><a href="/announcements/">Announcements</a></li></ul>
<div id="subnav"><a href="/news/">News</a> &rsaquo; <a href="/news/crime/">Crime</a></div>
<div id="content">
<div class="story">
<h1>Man in court charged with Crossgates burglaries</h1>
<p class="standfirst">A Hallowfield man has been remanded in custody after being charged with eight burglaries</p>
<p class="byline">By <a href="/authors/tom-hirst">Tom Hirst</a>, Crime Reporter &middot; Published on Friday 4 May 2012 12:41</p>
{"".join(f"<p>{esc(p)}</p>" for p in story)}
</div>
<div class="sharebar">Share this article: <a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Email</a><a href="#">Print</a></div>
<div class="closed">Comments have been disabled on this article for legal reasons, as the case is now before the courts.</div>
<div class="letters"><h2>Your letters</h2><p class="intro-l">A selection of this week's letters to the editor. Write to: Letters, The Northern Courier, 12 Westgate, Hallowfield, or email letters@northerncourier.example</p>
{letters_html}
<p><a href="/opinion/letters/">More letters &raquo;</a></p></div>
<div style="margin:12px 0">{box(468, 60, "Advertisement")}</div>
</div>
<div id="right">
{box(300, 250, "Advertisement")}
<h3>Most read</h3>{links("Victorian baths to close as council says roof repair is unaffordable | ;; Man in court charged with Crossgates burglaries | ;; Bypass roadworks to last until October | ;; Tributes to former mayor Jack Ellis | ;; Town's first Costa opens on Westgate |", tag="ol")}
<h3>Most commented</h3>{links("Parking charges rise at the hospital | (71) ;; Victorian baths to close | (52) ;; Travellers move on to Brackley rec | (33) ;; Town's first Costa opens on Westgate | (26) ;; Pub landlord fined over smoking shelter | (19)", tag="ol")}
<h3>Announcements</h3>{links("Births, marriages and deaths | ;; Family notices | ;; Place an announcement |")}
</div>
<div class="clear"></div>
<div id="footer"><a href="/about">About us</a> | <a href="/contact">Contact us</a> | <a href="/advertise">Advertise</a> | <a href="/subscribe">Subscribe</a> | <a href="/privacy">Privacy</a> | <a href="/terms">Terms and conditions</a><br />&copy; 2012 Courier Newspapers Ltd. All rights reserved.</div>
</div>"""
    return make(
        "em-plain-en-crossgates-court",
        "lookalike",
        "en",
        page(
            "Man in court charged with Crossgates burglaries",
            "The Northern Courier",
            "en-GB",
            css,
            body,
            published="2012-05-04T12:41:00+01:00",
            author="Tom Hirst",
        ),
        [],
        path="/news/crime/man-in-court-charged-with-crossgates-burglaries-1-4514420",
        container="-",
        heading=None,
        description="The Northern Courier (the site of em-en-hallowfield-baths), May 2012: a court report with comments disabled for legal reasons; below it 'Your letters', four readers' letters the editors picked (title, text, name, town); 'Most read' and 'Most commented' (titles with counts) in the rail. No reader discussion.",
        lookalikes=(
            "readers' letters picked by the editors (title, text, name, town)",
            "most commented list with counts",
        ),
    )


# --------------------------------------------------------------------------- it: TeleLaguna, a festival story


def it_sagra() -> Case:
    photos = [
        ("Il palio delle barche dalla riva", "Anna Rossetti", "Sottomarina"),
        ("Le lanterne sul canale Vena", "Michele Tiozzo", "Chioggia"),
        ("Mio figlio al primo palio", "Sara Bullo", "Rosolina"),
        ("La frittura più lunga del mondo", "Giovanni Penzo", "Chioggia"),
        ("Tramonto sulla Laguna durante la sagra", "Lucia Varisco", "Pellestrina"),
        ("I fuochi dal ponte di Vigo", "Davide Nordio", "Cavarzere"),
    ]
    gallery = "".join(
        f'<li><div class="tl-thumb" style="background:#{(40 * i + 120) % 256:02x}{(25 * i + 140) % 256:02x}c0"></div>'
        f'<p class="tl-didascalia">{esc(t)}</p><p class="tl-mittente">Foto di <strong>{esc(n)}</strong>, {esc(w)}</p>'
        f'<p class="tl-inviata">Inviata il {14 + i % 3} luglio 2012</p></li>'
        for i, (t, n, w) in enumerate(photos)
    )
    poll = [
        ("Sì, ci vado ogni anno", 58),
        ("Solo per il palio", 21),
        ("No, troppa confusione", 14),
        ("Non la conosco", 7),
    ]
    poll_html = "".join(
        f'<tr><td>{esc(a)}</td><td><div style="background:#e8a317;height:10px;width:{p * 2}px"></div></td><td>{p}%</td></tr>'
        for a, p in poll
    )
    story = [
        "Più di 120 mila presenze in dieci giorni: la 75ª Sagra del pesce si è chiusa ieri sera con i fuochi d'artificio sul Lusenzo e un bilancio che gli organizzatori definiscono «il migliore di sempre».",
        "In piazza sono state servite oltre 30 tonnellate di pesce fritto. Il palio delle barche è stato vinto per il secondo anno di fila dall'equipaggio di San Giacomo.",
        "Qualche disagio per il traffico sul ponte nelle serate del weekend. Il Comune ha già annunciato per il prossimo anno più navette dai parcheggi di Sottomarina.",
    ]
    css = """body{margin:0;background:#0a2a4a;font:13px/1.5 Tahoma,Verdana,sans-serif;color:#222}
#tl-page{width:970px;margin:0 auto;background:#fff}#tl-top{background:#0a2a4a;color:#9cf;padding:4px 12px;font-size:11px}
#tl-head{height:90px;background:#fff;border-bottom:5px solid #e8a317;position:relative}#tl-logo{position:absolute;left:14px;top:16px;font:bold 38px Arial;color:#0a2a4a;text-decoration:none}
#tl-logo span{color:#e8a317}#tl-diretta{position:absolute;right:14px;top:24px;background:#c00;color:#fff;padding:6px 10px;font-weight:bold;text-decoration:none}
#tl-nav{background:#e8a317;margin:0;padding:0 8px;list-style:none;overflow:hidden}#tl-nav li{float:left}#tl-nav a{display:block;padding:7px 10px;color:#0a2a4a;font-weight:bold;text-decoration:none}
#tl-main{float:left;width:640px;padding:14px}#tl-side{float:right;width:286px;padding:14px 14px 14px 0}.tl-clr{clear:both}
h1{font:bold 28px/1.15 Arial;margin:6px 0;color:#0a2a4a}.tl-occhiello{color:#e8a317;font-weight:bold}.tl-sommario{font-size:15px;font-weight:bold}
.tl-info{font-size:11px;color:#888}.tl-art p{font-size:14px}.tl-chiusi{background:#f3f3f3;padding:8px;color:#666;font-style:italic}
#tl-foto h2,#tl-sondaggio h2{background:#0a2a4a;color:#fff;font-size:15px;padding:5px 8px}#tl-foto ul{list-style:none;margin:0;padding:0;overflow:hidden}
#tl-foto li{float:left;width:200px;margin:0 8px 12px 0}.tl-thumb{width:200px;height:130px}.tl-didascalia{margin:4px 0 0;font-weight:bold;font-size:12px}
.tl-mittente,.tl-inviata{margin:0;font-size:11px;color:#666}.tl-invia{display:block;background:#e8a317;color:#0a2a4a;font-weight:bold;padding:6px;text-align:center;clear:both}
#tl-sondaggio table td{font-size:12px;padding:2px 6px}#tl-side h3{border-bottom:3px solid #e8a317;font-size:14px;margin:14px 0 6px}#tl-side ol{padding-left:18px}
#tl-foot{background:#0a2a4a;color:#9ab;padding:12px 14px;font-size:11px}"""
    body = f"""<div id="tl-page">
<div id="tl-top">Lunedì 16 luglio 2012 &middot; Chioggia 29°C &middot; <a href="/meteo" style="color:#9cf">Meteo</a> &middot; <a href="/tg" style="color:#9cf">Le edizioni del TG</a></div>
<div id="tl-head"><a id="tl-logo" href="/">Tele<span>Laguna</span></a><a id="tl-diretta" href="/diretta">&#9658; DIRETTA TV</a></div>
<ul id="tl-nav"><li><a href="/">Home</a></li><li><a href="/cronaca/">Cronaca</a></li><li><a href="/politica/">Politica</a></li><li><a href="/economia/">Economia</a></li><li><a href="/sport/">Sport</a></li><li><a href="/eventi/">Eventi</a></li><li><a href="/video/">Video</a></li><li><a href="/programmi/">Programmi</a></li></ul>
<div id="tl-main">
<div class="tl-art">
<p class="tl-occhiello">Eventi</p>
<h1>Sagra del pesce, record di presenze: 120 mila in dieci giorni</h1>
<p class="tl-info">Pubblicato il 16/07/2012 alle 10:20 &middot; di Elena Scarpa</p>
<p class="tl-sommario">Chiusa con i fuochi la 75ª edizione. Il palio a San Giacomo per il secondo anno di fila.</p>
{"".join(f"<p>{esc(p)}</p>" for p in story)}
<p style="font-size:11px">Condividi: <a href="#">Facebook</a> &middot; <a href="#">Twitter</a> &middot; <a href="#">OK Notizie</a> &middot; <a href="#">E-mail</a></p>
<p class="tl-chiusi">I commenti per questo articolo sono chiusi.</p>
</div>
<div id="tl-foto"><h2>Le vostre foto della Sagra</h2><p style="font-size:11px">Le immagini inviate dai telespettatori e scelte dalla redazione.</p><ul>{gallery}</ul><a class="tl-invia" href="/invia-foto">Invia la tua foto</a></div>
<div id="tl-sondaggio"><h2>Sondaggio: sei andato alla Sagra quest'anno?</h2><table>{poll_html}</table><p style="font-size:11px;color:#777">1.284 voti &middot; sondaggio chiuso il 15/07/2012</p></div>
</div>
<div id="tl-side">
{box(286, 240, "Pubblicità")}
<h3>I più letti</h3>{links("Sagra del pesce, record di presenze | ;; Incidente sulla Romea, due feriti | ;; Bagnanti soccorsi a Isola Verde | ;; Clodiense, ecco il nuovo allenatore | ;; Acqua alta d'estate, il perché |", tag="ol")}
<h3>I più commentati</h3>{links("Parcheggi a pagamento a Sottomarina | (47) ;; Nuovo ponte sul canale Lombardo | (11) ;; Chiude il cinema Astra | (29)", tag="ol")}
</div>
<div class="tl-clr"></div>
<div id="tl-foot">TeleLaguna S.r.l. &middot; P.IVA 03391820273 &middot; <a href="/redazione" style="color:#cde">Redazione</a> &middot; <a href="/pubblicita" style="color:#cde">Pubblicità</a> &middot; <a href="/privacy" style="color:#cde">Privacy</a></div>
</div>"""
    return make(
        "em-plain-it-chioggia-sagra",
        "lookalike",
        "it",
        page(
            "Sagra del pesce, record di presenze: 120 mila in dieci giorni",
            "TeleLaguna",
            "it",
            css,
            body,
            published="2012-07-16T10:20:00+02:00",
            author="Elena Scarpa",
            doctype="html4",
        ),
        [],
        path="/eventi/2012/07/16/sagra-del-pesce-record-di-presenze-24419.html",
        container="-",
        heading=None,
        description="TeleLaguna (the site of em-it-chioggia-ponte), July 2012: a festival story whose comments are closed ('I commenti per questo articolo sono chiusi'); below it 'Le vostre foto della Sagra', six viewers' photos with captions, 'Foto di NAME, TOWN' and the date sent; a closed poll's results; 'I più letti' and 'I più commentati' (with counts). No reader discussion.",
        lookalikes=(
            "viewers' photo gallery with captions, names, towns and dates",
            "poll results",
            "most commented list with counts",
        ),
    )


def plain_em() -> list[Case]:
    return [en_court(), it_sagra()]
