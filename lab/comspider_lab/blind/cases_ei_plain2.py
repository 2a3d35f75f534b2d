"""Blind set EI: three more article pages without any reader discussion whose body or furniture holds lists of short
signed and dated texts: an Italian neighbourhood committee's site of 2023 (a petition's latest signatures with
reasons, an events agenda with organisers), a Dutch regional paper of 2013 (a court roundup signed by the court
reporter, a podcast's episode notes with hosts) and an English city magazine of 2024 (readers' letters printed in
the article body, the story's update log). Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ei_common import Case, esc, links, make, page

# --------------------------------------------------------------------------- it: a committee's site, 2023 (Bootstrap 5)


def it_odeon() -> Case:
    firme = [
        (
            "Giulia Ferretti",
            "Valbruna",
            "2 ore fa",
            "Al Odeon ho visto il mio primo film, con mio nonno. Non può diventare un parcheggio.",
        ),
        ("Marco Benedetti", "Castelvetro", "3 ore fa", ""),
        (
            "Anna Maria Tosi",
            "Valbruna",
            "5 ore fa",
            "Un quartiere senza cinema è un quartiere più povero. Firmo per i miei figli.",
        ),
        (
            "Stefano Lazzari",
            "Bologna",
            "ieri",
            "Sono cresciuto in via San Rocco. Il cineforum del giovedì era un appuntamento fisso.",
        ),
        ("Francesca Melis", "Valbruna", "ieri", "Perché la cultura non si misura in metri quadri."),
        ("Luca Pedrazzi", "Modena", "2 giorni fa", ""),
    ]
    agenda = [
        (
            "18 feb",
            "Assemblea pubblica sul futuro dell'Odeon",
            "Sala parrocchiale di San Rocco, ore 20.30",
            "a cura del Comitato Borgo San Rocco",
        ),
        (
            "25 feb",
            "Proiezione all'aperto: «Nuovo Cinema Paradiso»",
            "Piazzetta Odeon, ore 18.00",
            "con il Circolo del cinema Lumière",
        ),
        (
            "4 mar",
            "Consegna delle firme al Comune",
            "Palazzo comunale, ore 11.00",
            "Comitato Borgo San Rocco e Pro Loco Valbruna",
        ),
    ]
    css = """body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#212529;margin:0;line-height:1.6}
.container{max-width:1140px;margin:0 auto;padding:0 12px}.row{display:flex;flex-wrap:wrap;gap:0 24px}.col-lg-8{flex:1 1 640px}.col-lg-4{flex:0 0 340px}
.navbar{background:#2f4f3a;padding:10px 0}.navbar .container{display:flex;justify-content:space-between;align-items:center}
.navbar-brand{color:#fff;font-weight:700;font-size:20px;text-decoration:none}.navbar-nav{display:flex;gap:18px;list-style:none;margin:0;padding:0}
.nav-link{color:#dfe9e2;text-decoration:none}.hero{background:#f0ebe0;padding:40px 0 24px;margin-bottom:24px}.hero h1{font-size:36px;line-height:1.2;margin:6px 0}
.badge{display:inline-block;background:#b5651d;color:#fff;font-size:12px;padding:3px 8px;border-radius:4px}.text-muted{color:#6c757d}.small{font-size:14px}
.card{border:1px solid #dee2e6;border-radius:8px;margin-bottom:24px}.card-header{background:#f8f9fa;padding:10px 16px;font-weight:700;border-bottom:1px solid #dee2e6}
.card-body{padding:16px}.progress{height:14px;background:#e9ecef;border-radius:7px;overflow:hidden}.progress-bar{height:100%;background:#2f4f3a}
.btn{display:inline-block;background:#b5651d;color:#fff;border:0;border-radius:6px;padding:8px 18px;font-weight:600}
.form-control{display:block;width:100%;padding:6px 10px;margin-bottom:8px;border:1px solid #ced4da;border-radius:6px;box-sizing:border-box}
.list-group{list-style:none;margin:0;padding:0}.list-group-item{padding:10px 0;border-bottom:1px solid #eee}
.firma-nome{font-weight:600}.firma-motivo{margin:2px 0 0;font-style:italic;color:#444}
.evento{display:flex;gap:12px}.evento .data{min-width:56px;text-align:center;background:#2f4f3a;color:#fff;border-radius:6px;padding:6px 4px;font-weight:700;line-height:1.2}
footer{background:#2f4f3a;color:#dfe9e2;padding:24px 0;margin-top:32px;font-size:14px}footer a{color:#fff}"""
    sig = "".join(
        f'<li class="list-group-item"><span class="firma-nome">{esc(n)}</span> <span class="text-muted small">· {esc(c)} · {esc(w)}</span>'
        + (f'<p class="firma-motivo">“{esc(m)}”</p>' if m else "")
        + "</li>"
        for n, c, w, m in firme
    )
    ev = "".join(
        f'<li class="list-group-item evento"><div class="data">{esc(d)}</div><div><strong>{esc(t)}</strong><br>'
        f'<span class="small">{esc(where)}</span><br><span class="small text-muted">{esc(who)}</span></div></li>'
        for d, t, where, who in agenda
    )
    body = f"""<nav class="navbar"><div class="container"><a class="navbar-brand" href="/">Comitato Borgo San Rocco</a>
<ul class="navbar-nav"><li><a class="nav-link" href="/notizie/">Notizie</a></li><li><a class="nav-link" href="/chi-siamo/">Chi siamo</a></li><li><a class="nav-link" href="/petizioni/">Petizioni</a></li><li><a class="nav-link" href="/agenda/">Agenda</a></li><li><a class="nav-link" href="/contatti/">Contatti</a></li></ul></div></nav>
<header class="hero"><div class="container"><span class="badge">Petizione</span>
<h1>Il cinema Odeon non deve chiudere: firmate la petizione</h1>
<p class="text-muted">Pubblicato il <time datetime="2023-02-09T10:00:00+01:00">9 febbraio 2023</time> da Elena Righetti, presidente del comitato</p></div></header>
<main class="container"><div class="row">
<article class="col-lg-8">
<p>La proprietà dell'ex cinema Odeon di via San Rocco ha presentato al Comune un progetto per trasformare la sala in un parcheggio a più piani con dodici box auto. Il cinema è chiuso dal marzo 2020, ma la sala e il proiettore sono ancora quelli del 1958.</p>
<p>Come comitato di quartiere chiediamo al Comune di non concedere il cambio di destinazione d'uso e di valutare, insieme alle associazioni, una gestione comunitaria della sala, come è successo in altre città della regione.</p>
<p>La petizione sarà consegnata al sindaco il 4 marzo. Ogni firma conta: servono almeno 1.500 firme per chiedere che il tema sia discusso in Consiglio comunale.</p>
<p>Chi vuole dare una mano con i banchetti del sabato mattina al mercato può scriverci a <a href="mailto:info@borgosanrocco.example">info@borgosanrocco.example</a>.</p>
<div class="card"><div class="card-header">Firma anche tu</div><div class="card-body">
<p class="small"><strong>1.184</strong> firme su 1.500</p><div class="progress"><div class="progress-bar" style="width:79%"></div></div>
<form action="/petizioni/odeon/firma" method="post" style="margin-top:12px"><input class="form-control" name="nome" placeholder="Nome e cognome"><input class="form-control" name="citta" placeholder="Città"><input class="form-control" name="email" type="email" placeholder="Email">
<textarea class="form-control" name="motivo" rows="2" placeholder="Perché firmi? (facoltativo, sarà pubblicato)"></textarea>
<label class="small"><input type="checkbox" name="privacy"> Ho letto l'informativa sulla privacy</label><br><button class="btn" type="submit">Firmo la petizione</button></form></div></div>
<div class="card"><div class="card-header">Le ultime firme</div><div class="card-body"><ul class="list-group">{sig}</ul>
<p class="small text-muted" style="margin-top:8px">Sono mostrati nome, città e motivazione solo di chi ha scelto di renderli pubblici.</p></div></div>
</article>
<aside class="col-lg-4">
<div class="card"><div class="card-header">Prossimi appuntamenti</div><div class="card-body"><ul class="list-group">{ev}</ul></div></div>
<div class="card"><div class="card-header">Altre notizie dal borgo</div><div class="card-body"><ul class="list-group">{links("Via San Rocco, i lavori alle fognature finiscono a marzo ;; Festa di quartiere 2023: cerchiamo volontari ;; Il Comune risponde sul parco di via Pascoli", item="li", cls="list-group-item", base="/notizie/")}</ul></div></div>
</aside></div></main>
<footer><div class="container">Comitato Borgo San Rocco APS · Via San Rocco 41, Valbruna · C.F. 91034520372 · <a href="/privacy/">Privacy</a> · <a href="/cookie/">Cookie</a></div></footer>"""
    return make(
        "ei-plain-it-odeon-petizione",
        "lookalike",
        "it",
        page(
            "Il cinema Odeon non deve chiudere: firmate la petizione",
            "Comitato Borgo San Rocco",
            "it",
            css,
            body,
            published="2023-02-09T10:00:00+01:00",
            author="Elena Righetti",
            year=2023,
            ld_type="Article",
        ),
        [],
        path="/notizie/cinema-odeon-petizione/",
        container="-",
        heading=None,
        description="An Italian neighbourhood committee's site of February 2023 (Bootstrap-5-like classes, hero, cards): a petition article with a signing form and 'Le ultime firme', six public signatures (name, town, relative time, four with a quoted reason), and a sidebar 'Prossimi appuntamenti' agenda of three events with place and organisers; no reader discussion.",
        lookalikes=(
            "'Le ultime firme': 6 signatures with town, relative time, 4 quoted reasons",
            "'Prossimi appuntamenti': 3 dated events with organisers",
        ),
    )


# --------------------------------------------------------------------------- nl: a regional paper, 2013


def nl_rechtbank() -> Case:
    zaken = [
        (
            "di 14 mei 2013",
            "Politierechter Zwolle",
            "Een 34-jarige man uit Hardenveen krijgt 60 uur taakstraf voor het mishandelen van een buschauffeur. De chauffeur had hem gevraagd zijn voeten van de bank te halen.",
        ),
        (
            "di 14 mei 2013",
            "Kantonrechter Deventer",
            "Een snackbarhouder uit Ommerloo moet 1.200 euro boete betalen omdat hij alcohol verkocht aan twee zestienjarigen.",
        ),
        (
            "ma 13 mei 2013",
            "Meervoudige kamer Zwolle",
            "Twee broers uit Oldemark zijn vrijgesproken van heling van landbouwmachines. Volgens de rechtbank was niet bewezen dat zij wisten dat de machines gestolen waren.",
        ),
        (
            "vr 10 mei 2013",
            "Politierechter Zwolle",
            "Een 22-jarige vrouw uit Hardenveen krijgt een rijverbod van acht maanden. Ze reed met ruim twee keer de toegestane hoeveelheid alcohol tegen een lantaarnpaal.",
        ),
    ]
    afleveringen = [
        (
            "#41",
            "17 mei 2013",
            "Met Ria Bosman en Joost Hekman",
            "De volkstuinders van De Weerd vertellen hoe ze hun tuinen nu bewaken. En: waarom de rechtbank in Zwolle zo druk is.",
            "24:12",
        ),
        (
            "#40",
            "10 mei 2013",
            "Met Joost Hekman en Sanne Dijkhuis",
            "Bevrijdingsfestival achteraf: wat ging goed, wat niet? Burgemeester Van Lingen schuift aan.",
            "31:40",
        ),
        (
            "#39",
            "3 mei 2013",
            "Met Ria Bosman en Sanne Dijkhuis",
            "De nieuwe N-weg bij Oldemark: omwonenden over geluid, stof en de omleiding.",
            "27:05",
        ),
    ]
    css = """body{margin:0;background:#d9dde1;font:13px/1.5 Verdana,Geneva,sans-serif;color:#222}
#wrapper{width:990px;margin:0 auto;background:#fff}#kop{background:#004b87;height:90px;position:relative}
#kop .logo{position:absolute;left:16px;top:18px;font:bold 34px "Trebuchet MS",Arial;color:#fff;letter-spacing:-1px}
#kop .datum{position:absolute;right:16px;top:14px;color:#cfe0f0;font-size:11px}
#menu{background:#f7a600;height:32px}#menu a{float:left;color:#fff;font:bold 12px Arial;padding:8px 12px;text-decoration:none;text-transform:uppercase}
#inhoud{overflow:hidden;padding:14px}#hoofd{float:left;width:620px}#zij{float:right;width:320px}
.pad{font-size:11px;color:#888;margin-bottom:8px}.art-titel{font:bold 26px/1.2 Georgia,serif;margin:4px 0 8px}
.art-intro{font-weight:bold}.art-info{font-size:11px;color:#777;border-bottom:1px dotted #bbb;padding-bottom:6px;margin-bottom:10px}
.art-tekst p{margin:0 0 12px}.deel a{display:inline-block;background:#eee;padding:3px 8px;margin-right:4px;font-size:11px;color:#333;text-decoration:none}
.blok{border:1px solid #ccd;margin-bottom:14px}.blok h3{margin:0;background:#004b87;color:#fff;font-size:12px;padding:5px 8px;text-transform:uppercase}
.blok .in{padding:6px 8px}.zaak{border-bottom:1px dotted #ccc;padding:6px 0}.zaak .wanneer{color:#004b87;font-weight:bold;font-size:11px}
.zaak .hof{font-size:11px;color:#666}.zaak .door{font-size:11px;color:#888;font-style:italic}
.afl{overflow:hidden;border-bottom:1px dotted #ccc;padding:6px 0}.afl .nr{float:left;width:38px;height:38px;background:#f7a600;color:#fff;font:bold 14px/38px Arial;text-align:center;margin-right:8px}
.afl .wie{font-size:11px;color:#666}.afl .duur{font-size:11px;color:#888}.reclame{width:300px;height:250px;background:#eee;color:#aaa;font-size:10px;text-align:center;line-height:250px;margin:0 auto 14px}
#voet{background:#333;color:#aaa;font-size:11px;padding:12px 14px;clear:both}#voet a{color:#ddd}"""
    zk = "".join(
        f'<div class="zaak"><span class="wanneer">{esc(d)}</span> <span class="hof">{esc(h)}</span><p>{esc(t)}</p>'
        f'<span class="door">Ria Bosman</span></div>'
        for d, h, t in zaken
    )
    af = "".join(
        f'<div class="afl"><span class="nr">{esc(nr)}</span><a href="/podcast/oostland-vandaag-{nr[1:]}"><b>Oostland Vandaag {esc(nr)}</b></a> '
        f'<span class="duur">({esc(dur)})</span><br><span class="wie">{esc(d)} · {esc(who)}</span><p>{esc(t)}</p></div>'
        for nr, d, who, t, dur in afleveringen
    )
    menu = "".join(
        f'<a href="/{h}/">{t}</a>'
        for t, h in (
            ("Home", ""),
            ("Regio", "regio"),
            ("112", "112"),
            ("Sport", "sport"),
            ("Uitgaan", "uitgaan"),
            ("Familieberichten", "familieberichten"),
            ("Video", "video"),
        )
    )
    body = f"""<div id="wrapper">
<div id="kop"><span class="logo">Dagblad Oostland</span><span class="datum">woensdag 15 mei 2013 · Hardenveen 14°C, bewolkt</span></div>
<div id="menu">{menu}</div>
<div id="inhoud"><div id="hoofd">
<div class="pad"><a href="/">Home</a> › <a href="/regio/">Regio</a> › <a href="/regio/hardenveen/">Hardenveen</a></div>
<div class="art-titel">Celstraf voor reeks inbraken in volkstuinen De Weerd</div>
<div class="art-info">Door <a href="/auteur/ria-bosman">Ria Bosman</a> · 15 mei 2013, 06:00 · Hardenveen</div>
<div class="deel"><a href="#">Facebook (14)</a><a href="#">Twitter (6)</a><a href="#">Hyves</a><a href="#">Mail</a><a href="#">Print</a></div>
<div class="art-tekst">
<p class="art-intro">Een 27-jarige man uit Hardenveen is dinsdag door de rechtbank in Zwolle veroordeeld tot vier maanden cel, waarvan twee voorwaardelijk, voor elf inbraken in tuinhuisjes van volkstuinvereniging De Weerd.</p>
<p>De man nam tussen oktober en februari vooral gereedschap, tuinslangen en een aggregaat mee. Hij verkocht de spullen via Marktplaats. De politie kwam hem op het spoor nadat een tuinder zijn eigen kettingzaag online te koop zag staan.</p>
<p>De officier van justitie had zes maanden geëist. De rechter hield er rekening mee dat de man een deel van de buit heeft teruggegeven en inmiddels werk heeft.</p>
<p>Hij moet de tuinders samen ruim 3.400 euro schadevergoeding betalen. Voorzitter Henk Oosterhof van De Weerd is tevreden. "Eindelijk rust. Sommige leden durfden 's avonds niet meer naar hun tuin."</p>
</div>
<p style="font-size:11px;color:#888">Reageren op dit artikel is niet mogelijk.</p>
</div>
<div id="zij">
<div class="reclame">advertentie</div>
<div class="blok"><h3>Uit de rechtszaal</h3><div class="in">{zk}<p><a href="/rechtszaal/">Meer uit de rechtszaal »</a></p></div></div>
<div class="blok"><h3>Podcast: Oostland Vandaag</h3><div class="in">{af}<p><a href="/podcast/">Alle afleveringen · abonneer via iTunes »</a></p></div></div>
<div class="blok"><h3>Meest gelezen</h3><div class="in"><ol>{links("Brand in boerderij bij Oldemark ;; Kermis Hardenveen gaat toch door ;; Nieuwe eigenaar voor zwembad De Kolk ;; FC Oostland wint derby")}</ol></div></div>
</div></div>
<div id="voet">© 2013 Dagblad Oostland · <a href="/colofon/">Colofon</a> · <a href="/adverteren/">Adverteren</a> · <a href="/abonnement/">Abonnement</a> · <a href="/privacy/">Privacy en cookies</a></div>
</div>"""
    return make(
        "ei-plain-nl-oostland-rechtszaal",
        "lookalike",
        "nl",
        page(
            "Celstraf voor reeks inbraken in volkstuinen De Weerd",
            "Dagblad Oostland",
            "nl",
            css,
            body,
            published="2013-05-15T06:00:00+02:00",
            author="Ria Bosman",
            year=2013,
        ),
        [],
        path="/regio/hardenveen/celstraf-voor-reeks-inbraken-in-volkstuinen-de-weerd-1.3877120.html",
        container="-",
        heading=None,
        description="A Dutch regional paper of May 2013 (fixed 990px layout, floats, Hyves share link, ad, most read): a court story whose reader responses are switched off ('Reageren op dit artikel is niet mogelijk.'), with a sidebar court roundup 'Uit de rechtszaal' (4 entries: date, court, ruling, signed by the court reporter) and the paper's podcast episode list (number, date, hosts, notes, duration).",
        lookalikes=(
            "'Uit de rechtszaal': 4 dated, signed court reports",
            "'Podcast: Oostland Vandaag': 3 episodes with date, hosts, notes",
        ),
    )


# --------------------------------------------------------------------------- en: a city magazine, 2024


def en_letters() -> Case:
    letters = [
        (
            "Priya Raman",
            "Eastgate",
            "12 April",
            "I cycle my two children to school along Harrow Road every morning. Since the planters went in, it is the first time I have not been frightened doing it. Please do not let the council lose its nerve.",
        ),
        (
            "Derek Mulholland",
            "St Aidan's",
            "13 April",
            "Your article did not mention the shops. Footfall on Ferry Street is down and two of my neighbours have closed. A scheme designed by people who do not run businesses.",
        ),
        (
            "Name and address supplied",
            "",
            "14 April",
            "My mother is 87 and relies on taxis. Her journey to the surgery now takes twice as long and costs twice as much. Nobody asked her.",
        ),
        (
            "Tom & Helen Garvie",
            "Castle Hill",
            "15 April",
            "We were sceptical, but we now walk to the market on Saturdays instead of driving. The air on Harrow Road is noticeably better.",
        ),
    ]
    updates = [
        ("17 April 2024, 16:20", "Editor: Ruth Okonkwo", "Added the council's response on delivery access."),
        ("16 April 2024, 09:05", "Editor: Ruth Okonkwo", "Corrected the number of planters (38, not 48)."),
        ("15 April 2024, 18:00", "Sam Whitlow", "Story first published."),
    ]
    css = """:root{--ink:#14213d;--accent:#e76f51;--paper:#fffaf3}*{box-sizing:border-box}
body{margin:0;background:var(--paper);color:var(--ink);font:18px/1.65 "Literata",Georgia,serif}
.topbar{display:flex;justify-content:space-between;align-items:center;padding:14px 28px;border-bottom:1px solid #e8e0d2}
.wordmark{font:italic 800 28px "Playfair Display",Georgia,serif;color:var(--ink);text-decoration:none}
.menu{display:flex;gap:22px;list-style:none;margin:0;padding:0;font:600 14px "Inter",Arial,sans-serif}.menu a{color:var(--ink);text-decoration:none}
.member{background:var(--ink);color:#fff;padding:8px 16px;border-radius:999px;font:600 13px Inter,Arial;text-decoration:none}
.story{max-width:720px;margin:48px auto;padding:0 20px}.eyebrow{font:700 13px Inter,Arial;letter-spacing:.08em;text-transform:uppercase;color:var(--accent)}
.story h1{font:800 46px/1.1 "Playfair Display",Georgia,serif;margin:10px 0 14px}.dek{font-size:22px;color:#3d4a66}
.byline{display:flex;gap:12px;align-items:center;font:14px Inter,Arial;color:#555;margin:22px 0}.byline img{border-radius:50%}
.prose p{margin:0 0 1.1em}.prose h2{font:800 26px "Playfair Display",Georgia,serif;margin:36px 0 12px}
.letter{border-left:3px solid var(--accent);padding:2px 0 2px 18px;margin:22px 0}.letter p{margin:0 0 6px}
.letter footer{font:13px Inter,Arial;color:#666}.letter footer strong{color:var(--ink)}
.changes{font:14px/1.5 Inter,Arial;border:1px solid #e8e0d2;background:#fff;padding:14px 18px;margin:40px 0}
.changes summary{font-weight:700;cursor:pointer}.changes ol{margin:10px 0 0;padding-left:18px}.changes li{margin-bottom:8px}
.next{max-width:1080px;margin:0 auto 48px;padding:0 20px;display:grid;grid-template-columns:repeat(3,1fr);gap:24px;font:15px Inter,Arial}
.next a{color:var(--ink);font-weight:700;text-decoration:none}.newsletter{background:var(--ink);color:#fff;text-align:center;padding:36px 20px;font:15px Inter,Arial}
.newsletter input{padding:10px;border:0;border-radius:6px;width:260px}.newsletter button{padding:10px 16px;border:0;border-radius:6px;background:var(--accent);color:#fff;font-weight:700}
.site-foot{padding:24px 28px;font:13px Inter,Arial;color:#666;display:flex;gap:18px}"""
    let = "".join(
        f'<blockquote class="letter"><p>{esc(t)}</p><footer><strong>{esc(n)}</strong>'
        + (f", {esc(a)}" if a else "")
        + f" · {esc(d)}</footer></blockquote>"
        for n, a, d, t in letters
    )
    upd = "".join(f"<li><time>{esc(w)}</time> — {esc(t)} <em>({esc(who)})</em></li>" for w, who, t in updates)
    body = f"""<header class="topbar"><a class="wordmark" href="/">Millbrook Review</a>
<nav><ul class="menu"><li><a href="/city">City</a></li><li><a href="/culture">Culture</a></li><li><a href="/food">Food &amp; Drink</a></li><li><a href="/longreads">Long reads</a></li><li><a href="/letters">Letters</a></li></ul></nav>
<a class="member" href="/join">Become a member</a></header>
<main><article class="story">
<p class="eyebrow">City · Streets</p>
<h1>One year of the Harrow Road low-traffic scheme: what our readers told us</h1>
<p class="dek">Planters, bollards and a bus gate divided Millbrook. We asked for your experiences, and more than 300 of you wrote in.</p>
<div class="byline"><img src="/_avatar/sam-whitlow.svg" width="44" height="44" alt=""><div>By <a href="/authors/sam-whitlow">Sam Whitlow</a><br><time datetime="2024-04-15T18:00:00+01:00">15 April 2024</time> · 7 min read</div></div>
<div class="prose">
<p>When Millbrook City Council closed Harrow Road to through traffic in April 2023, it promised a six-month trial. A year later the planters are still there, and the council will decide in June whether to make the scheme permanent.</p>
<p>The council's own figures show traffic on Harrow Road down by 61 per cent and on the parallel Ferry Street up by 14 per cent. Bus journey times on route 22 have barely changed.</p>
<p>Last week we asked readers to send us their experiences. We received 312 letters and emails. Here is a selection, edited for length.</p>
<h2>Your letters</h2>
{let}
<p>A council spokesperson said delivery access to Ferry Street shops would be reviewed before June, and that blue badge holders could apply for an exemption at the bus gate.</p>
<p>The consultation is open until 20 May on the council's website.</p>
</div>
<details class="changes" open><summary>How this story has changed</summary><ol>{upd}</ol></details>
</article>
<section class="next"><div><p class="eyebrow">Food &amp; Drink</p><a href="/food/harbour-market-reopens">The Harbour Market reopens with 40 stalls</a></div><div><p class="eyebrow">Culture</p><a href="/culture/lido-at-100">The lido at 100: a swimmer's history</a></div><div><p class="eyebrow">Long reads</p><a href="/longreads/last-ferry">The last ferryman of the Millbrook estuary</a></div></section>
<section class="newsletter"><p><strong>The Millbrook Weekly</strong> — the city's best stories every Friday.</p><form><input type="email" placeholder="Your email"> <button>Sign up</button></form></section>
</main>
<footer class="site-foot"><span>© 2024 Millbrook Review Ltd</span><a href="/about">About</a><a href="/write-to-us">Write to us</a><a href="/privacy">Privacy</a></footer>"""
    return make(
        "ei-plain-en-millbrook-letters",
        "lookalike",
        "en",
        page(
            "One year of the Harrow Road low-traffic scheme: what our readers told us",
            "Millbrook Review",
            "en-GB",
            css,
            body,
            published="2024-04-15T18:00:00+01:00",
            author="Sam Whitlow",
            year=2024,
        ),
        [],
        path="/city/harrow-road-low-traffic-scheme-readers-letters",
        container="-",
        heading=None,
        description="An English city magazine of April 2024 (custom-property CSS, wordmark, membership button, newsletter): an article built on readers' letters, four printed in the body as blockquotes (text, name, area, date; one 'Name and address supplied'), and an open 'How this story has changed' log of three timed, signed updates; no reader discussion on the page.",
        lookalikes=(
            "'Your letters': 4 letters quoted in the body with name, area, date",
            "'How this story has changed': 3 timed updates with editor names",
        ),
    )


def plain2_ei() -> list[Case]:
    return [it_odeon(), nl_rechtbank(), en_letters()]
