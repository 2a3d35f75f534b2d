"""Blind set DV: two article pages without any reader discussion whose furniture holds lists that look like one: an
English regional news site of 2024 with the story's log of updates and corrections (timed entries signed by the
reporter and the standards editor) and a timeline of the story, and an Italian provincial daily of 2012 whose court
story has its reader discussion closed, beside the community's rules quoting example messages signed with a first
name and a town. Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dv_common import Case, doc, esc, make, slug

# --------------------------------------------------------------------------- en: a regional news site, 2024


def en_bridge() -> Case:
    log = [
        (
            "3 April 2024, 16:12",
            "2024-04-03T16:12:00+01:00",
            "Ruth Amadi",
            "Standards editor",
            "Correction",
            "An earlier version of this article said the repairs would cost £4.2m. The council's estimate is £2.4m. We apologise for the error.",
        ),
        (
            "3 April 2024, 13:40",
            "2024-04-03T13:40:00+01:00",
            "Dan Whitlow",
            "Local democracy reporter",
            "Update",
            "Added a statement from Harwick Bus Company about the diverted 12 and 12A services, which will no longer stop on Quay Street.",
        ),
        (
            "3 April 2024, 11:05",
            "2024-04-03T11:05:00+01:00",
            "Dan Whitlow",
            "Local democracy reporter",
            "Update",
            "Added comments from the cabinet member for highways, Cllr Nadia Farouk, made at this morning's briefing.",
        ),
        (
            "3 April 2024, 09:48",
            "2024-04-03T09:48:00+01:00",
            "Ruth Amadi",
            "Standards editor",
            "Clarification",
            "This article has been amended to make clear that the footbridge beside Harbour Road bridge remains open to pedestrians and cyclists.",
        ),
        (
            "3 April 2024, 07:30",
            "2024-04-03T07:30:00+01:00",
            "Dan Whitlow",
            "Local democracy reporter",
            "First published",
            "The original version of this story was published.",
        ),
    ]
    timeline = [
        ("November 2023", "Cracks found in two of the bridge's cast-iron beams during a routine inspection."),
        ("4 December 2023", "Bridge closed to vehicles over 7.5 tonnes; buses diverted via Mill Lane."),
        (
            "22 January 2024",
            "Emergency closure to all traffic after a second inspection finds the cracks have grown.",
        ),
        ("3 April 2024", "Council confirms the bridge will stay shut until at least October."),
    ]
    entries = "".join(
        f'<li class="c-updates__item"><div class="c-updates__head"><span class="c-updates__type c-updates__type--{slug(kind)}">{esc(kind)}</span>'
        f'<time class="c-updates__time" datetime="{iso}">{esc(at)}</time></div>'
        f'<p class="c-updates__text">{esc(text)}</p>'
        f'<p class="c-updates__by"><img src="/_avatar/hx-{slug(who)}.svg" width="24" height="24" alt=""> <a href="/author/{slug(who)}">{esc(who)}</a>, {esc(role)}</p></li>'
        for at, iso, who, role, kind, text in log
    )
    tl = "".join(f"<li><strong>{esc(d)}</strong><p>{esc(t)}</p></li>" for d, t in timeline)
    css = """:root{--brand:#6b1d5c;--ink:#1a1a1a;--muted:#5f6368}*{box-sizing:border-box}body{margin:0;font:17px/1.6 'Source Serif 4',Georgia,serif;color:var(--ink);background:#fff}
a{color:var(--brand)}.c-consent{position:fixed;inset:auto 0 0 0;background:#fff;border-top:4px solid var(--brand);box-shadow:0 -6px 24px rgba(0,0,0,.2);padding:18px 24px;font:15px/1.5 system-ui,sans-serif;z-index:10}
.c-consent__btns{display:flex;gap:10px;margin-top:10px}.c-consent__btns button{padding:8px 16px;font-weight:700;border:2px solid var(--brand);background:#fff;color:var(--brand)}.c-consent__btns button.primary{background:var(--brand);color:#fff}
.c-masthead{background:var(--brand);color:#fff}.c-masthead__in{max-width:1200px;margin:0 auto;display:flex;align-items:center;justify-content:space-between;padding:14px 20px}
.c-masthead a{color:#fff;text-decoration:none}.c-logo{font:800 28px/1 system-ui,sans-serif;letter-spacing:-.02em}.c-nav{background:#4d1242}.c-nav ul{max-width:1200px;margin:0 auto;padding:0 20px;display:flex;gap:20px;list-style:none;font:600 14px system-ui,sans-serif}
.c-nav a{display:block;color:#fff;padding:10px 0;text-decoration:none}.c-layout{max-width:1200px;margin:28px auto;padding:0 20px;display:grid;grid-template-columns:minmax(0,720px) 300px;gap:60px}
.c-kicker{font:700 13px system-ui,sans-serif;text-transform:uppercase;color:var(--brand)}.c-headline{font:800 40px/1.15 system-ui,sans-serif;margin:8px 0 14px}.c-standfirst{font-size:20px;color:#333}
.c-byline{display:flex;gap:12px;align-items:center;font:14px system-ui,sans-serif;color:var(--muted);border-top:1px solid #e3e3e3;border-bottom:1px solid #e3e3e3;padding:10px 0;margin:16px 0}
.c-share{display:flex;gap:8px;font:13px system-ui,sans-serif}.c-share a{border:1px solid #ccc;border-radius:20px;padding:3px 12px;text-decoration:none;color:#333}
.c-body p{margin:0 0 20px}.c-body h2{font:700 22px system-ui,sans-serif}.c-factbox{background:#f7f2f6;border-left:4px solid var(--brand);padding:14px 18px;margin:24px 0;font:15px/1.5 system-ui,sans-serif}
.c-timeline{list-style:none;padding:0;margin:0;border-left:3px solid var(--brand)}.c-timeline li{padding:0 0 12px 16px}.c-timeline p{margin:2px 0 0}
.c-updates{margin:36px 0;border:1px solid #ddd;border-radius:6px;padding:16px 20px;font:15px/1.5 system-ui,sans-serif}.c-updates h2{font-size:18px;margin:0 0 4px}
.c-updates__intro{color:var(--muted);font-size:14px}.c-updates__list{list-style:none;margin:0;padding:0}.c-updates__item{border-top:1px solid #eee;padding:12px 0}
.c-updates__head{display:flex;gap:10px;align-items:center}.c-updates__type{font-weight:700;font-size:12px;text-transform:uppercase;padding:1px 8px;border-radius:3px;background:#eee}
.c-updates__type--correction{background:#fde8e8;color:#a40000}.c-updates__type--clarification{background:#fff4d6;color:#7a5200}.c-updates__time{color:var(--muted);font-size:13px}
.c-updates__text{margin:6px 0}.c-updates__by{margin:0;font-size:13px;color:var(--muted);display:flex;align-items:center;gap:6px}.c-updates__by img{border-radius:50%}
.c-tags a{display:inline-block;font:13px system-ui,sans-serif;background:#f1f1f1;padding:3px 10px;margin:2px;text-decoration:none;color:#333}
.c-newsletter{background:#1a1a1a;color:#fff;padding:20px;font:15px system-ui,sans-serif;margin:28px 0}.c-newsletter input{padding:8px;width:60%}.c-newsletter button{padding:9px 16px;background:var(--brand);color:#fff;border:0;font-weight:700}
.c-rail section{margin-bottom:28px;font:15px/1.45 system-ui,sans-serif}.c-rail h3{font-size:14px;text-transform:uppercase;letter-spacing:.04em;border-top:4px solid var(--brand);padding-top:8px}
.c-rail ol{padding-left:20px}.c-rail li{margin-bottom:10px}.c-ad{background:#f3f3f3;color:#999;font:11px system-ui,sans-serif;text-align:center;padding:4px;margin-bottom:28px}
.c-footer{background:#1a1a1a;color:#bbb;font:14px system-ui,sans-serif;padding:36px 20px;margin-top:48px}.c-footer a{color:#fff}.c-footer__in{max-width:1200px;margin:0 auto;display:grid;grid-template-columns:repeat(4,1fr);gap:24px}"""
    nav = "".join(
        f'<li><a href="/{slug(s)}">{esc(s)}</a></li>'
        for s in (
            "News",
            "Harwick",
            "Coast",
            "Politics",
            "Sport",
            "What's on",
            "Property",
            "Announcements",
            "Traffic",
        )
    )
    body = f"""<div class="c-consent" role="dialog" aria-label="Your privacy"><strong>We value your privacy</strong><p>We and our 142 partners store and/or access information on a device, such as cookies, and process personal data for personalised advertising and content, measurement, audience research and service development. You can change your choices at any time via "Privacy settings" at the bottom of every page.</p><div class="c-consent__btns"><button type="button" class="primary">Accept all</button><button type="button">Reject all</button><button type="button">Manage options</button></div></div>
<header class="c-masthead"><div class="c-masthead__in"><a class="c-logo" href="/">Harwick &amp; Coast Echo</a><div style="font:14px system-ui,sans-serif"><a href="/subscribe">Subscribe</a> · <a href="/login">Sign in</a></div></div></header>
<nav class="c-nav" aria-label="Main"><ul>{nav}</ul></nav>
<div class="c-ad" style="max-width:970px;height:90px;margin:16px auto">Advertisement</div>
<div class="c-layout"><main>
<article>
<p class="c-kicker">Harwick · Transport</p>
<h1 class="c-headline">Harbour Road bridge to stay shut until October as repair bill confirmed</h1>
<p class="c-standfirst">Drivers face six more months of diversions after the county council confirmed the Victorian bridge needs two new beams.</p>
<div class="c-byline"><img src="/_avatar/hx-dan-whitlow.svg" width="40" height="40" alt=""><div><a href="/author/dan-whitlow">Dan Whitlow</a>, Local democracy reporter<br><time datetime="2024-04-03T07:30:00+01:00">07:30, 3 April 2024</time> · Updated <time datetime="2024-04-03T16:12:00+01:00">16:12, 3 April 2024</time></div></div>
<div class="c-share"><a href="#">Share</a><a href="#">Facebook</a><a href="#">X</a><a href="#">WhatsApp</a><a href="#">Email</a></div>
<figure><img src="/_avatar/hx-harbour-road-bridge.svg" width="720" height="405" alt="Harbour Road bridge behind barriers"><figcaption style="font:13px system-ui,sans-serif;color:#5f6368">Harbour Road bridge has been closed to all traffic since January. Photo: Dan Whitlow</figcaption></figure>
<div class="c-body">
<p>Harbour Road bridge in Harwick will remain closed to traffic until at least October, the county council has confirmed, after engineers found that two of its cast-iron beams must be replaced.</p>
<p>The repairs are expected to cost £2.4m, which the council says will come from its highways maintenance budget and a grant from the Department for Transport.</p>
<p>Cllr Nadia Farouk, cabinet member for highways, said at a briefing on Wednesday morning that the council understood "the real frustration of residents and businesses on both sides of the river".</p>
<p>"Safety has to come first. The alternative would be a weight limit so low that the bridge would be of little use to anyone," she said.</p>
<h2>Buses and deliveries</h2>
<p>Harwick Bus Company said its 12 and 12A services would continue to run via Mill Lane, adding about ten minutes to journeys into the town centre.</p>
<p>Traders on Quay Street say footfall has fallen since January. The footbridge beside the road bridge remains open to pedestrians and cyclists.</p>
</div>
<div class="c-factbox"><strong>How we got here</strong><ol class="c-timeline">{tl}</ol></div>
<div class="c-tags"><a href="/topic/harbour-road-bridge">Harbour Road bridge</a><a href="/topic/roadworks">Roadworks</a><a href="/topic/county-council">County council</a></div>
<section class="c-updates" aria-labelledby="upd-h"><h2 id="upd-h">Updates and corrections to this article</h2>
<p class="c-updates__intro">We correct significant errors as quickly as possible and say so on the article. Read our <a href="/corrections-policy">corrections policy</a> or contact the standards editor at standards@harwickecho.co.uk.</p>
<ol class="c-updates__list" reversed>{entries}</ol></section>
</article>
<div class="c-newsletter"><strong>Harwick &amp; Coast Echo Daily</strong><br>The day's top stories in your inbox every morning.<br><input type="email" placeholder="Your email address"> <button type="button">Sign up</button></div>
</main>
<aside class="c-rail">
<div class="c-ad" style="height:250px">Advertisement</div>
<section><h3>Most read</h3><ol><li><a href="/news/harwick-pier-reopening">Harwick pier reopening date set after £1m restoration</a></li><li><a href="/news/harbour-road-bridge-october">Harbour Road bridge to stay shut until October</a></li><li><a href="/news/seafront-cafe-hygiene">Seafront café handed zero hygiene rating</a></li><li><a href="/sport/harwick-town-promotion">Harwick Town one win from promotion</a></li><li><a href="/news/new-gp-surgery">New GP surgery for Eastcliff gets go-ahead</a></li></ol></section>
<section><h3>Live traffic</h3><ol><li>A1092 Mill Lane: queueing traffic at the level crossing</li><li>B1211 Eastcliff Road: temporary lights near the school</li></ol></section>
<div class="c-ad" style="height:600px">Advertisement</div>
</aside></div>
<footer class="c-footer"><div class="c-footer__in"><div><strong>Harwick &amp; Coast Echo</strong><br>© 2024 Coast Media Group Ltd</div><div><a href="/contact">Contact us</a><br><a href="/corrections-policy">Corrections</a><br><a href="/complaints">Complaints</a></div><div><a href="/privacy">Privacy notice</a><br><a href="/cookies">Cookie policy</a><br><a href="#" role="button">Privacy settings</a></div><div>Regulated by IPSO<br><a href="/advertise">Advertise with us</a></div></div></footer>"""
    return make(
        "dv-plain-en-harwick-bridge",
        "lookalike",
        "en",
        doc(
            "Harbour Road bridge to stay shut until October as repair bill confirmed",
            "Harwick & Coast Echo",
            "en-GB",
            css,
            body,
            published="2024-04-03T07:30:00+01:00",
            author="Dan Whitlow",
            section="Transport",
        ),
        [],
        path="/news/harbour-road-bridge-to-stay-shut-until-october-9412287",
        container="-",
        heading=None,
        description="An English regional news site of April 2024 (consent dialog, navigation, share buttons, fact box with a timeline, tags, newsletter, most read, live traffic, adverts, footer) whose article has no reader discussion; below the text, 'Updates and corrections to this article': 5 timed entries, each with a type, a text and the signed name of the reporter or the standards editor with an avatar; a 'How we got here' timeline of 4 dated entries.",
        lookalikes=(
            "'Updates and corrections to this article': 5 timed entries with avatar, signed name, role and text",
            "'How we got here': 4 dated timeline entries",
        ),
    )


# --------------------------------------------------------------------------- it: a provincial daily, 2012


def it_processo() -> Case:
    examples = [
        (
            "sì",
            "Non sono d'accordo con la scelta del Comune: chiudere il parcheggio di via Roma penalizza i negozi del centro, che già faticano.",
            "Marco",
            "Borgoleone",
        ),
        (
            "sì",
            "Abito in frazione Cascinette da vent'anni e l'autobus del sabato è sempre stato in ritardo. Qualcuno sa se gli orari cambieranno?",
            "Luisa",
            "Cascinette",
        ),
        (
            "no",
            "Sono tutti uguali, vergognatevi!!! Tanto non cambia mai niente",
            "anonimo",
            "",
        ),
        (
            "no",
            "Il vigile che mi ha fatto la multa ieri si chiama ***, è un incapace e lo sanno tutti in paese.",
            "Gianni",
            "Ponte Sesia",
        ),
    ]
    ex = "".join(
        f'<li class="es es-{"ok" if v == "sì" else "ko"}"><span class="es-voto">{"Sì" if v == "sì" else "No"}</span>'
        f'<blockquote class="es-testo">«{esc(t)}»</blockquote><cite class="es-firma">{esc(who)}{", " + esc(town) if town else ""}</cite></li>'
        for v, t, who, town in examples
    )
    css = """body{margin:0;background:#fff;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}
#wrapper{width:1000px;margin:0 auto}#topbar{background:#f2f2f2;border-bottom:1px solid #ddd;font-size:11px;padding:4px 10px;overflow:hidden}#topbar .dx{float:right}
#testata{padding:12px 10px;overflow:hidden;border-bottom:1px solid #ccc}#testata .logo{float:left;font:bold 40px 'Times New Roman',Times,serif;color:#8b0000;text-decoration:none}
#testata .meteo{float:right;font-size:11px;text-align:right;color:#555}#menu{background:#8b0000;overflow:hidden;margin:0;padding:0;list-style:none}#menu li{float:left}
#menu a{display:block;color:#fff;padding:7px 11px;font-weight:bold;text-decoration:none;font-size:12px;text-transform:uppercase}#sottomenu{background:#efe3e3;padding:4px 10px;font-size:11px}
#contenuto{overflow:hidden;padding:14px 10px}#colsx{float:left;width:650px}#coldx{float:right;width:310px}.occhiello{color:#8b0000;font-weight:bold;font-size:11px;text-transform:uppercase}
h1.titolo{font:bold 28px/1.15 Georgia,'Times New Roman',serif;margin:4px 0 8px}.sommario{font-size:15px;color:#333;font-style:italic}.autore{font-size:11px;color:#777;margin:8px 0}
.testo p{font-size:14px;line-height:1.6}.condividi{background:#f5f5f5;padding:5px;font-size:11px;margin:8px 0}.condividi a{margin-right:8px}
.correlati{border-top:2px solid #8b0000;margin-top:16px}.correlati li{font-size:12px;margin:3px 0}
.chiusi{border:1px solid #ddd;background:#fafafa;padding:10px;margin:18px 0;color:#555}.chiusi b{color:#8b0000}
.box{border:1px solid #ccc;margin-bottom:12px}.box h3{margin:0;background:#8b0000;color:#fff;font-size:12px;padding:4px 8px;text-transform:uppercase}
.box .in{padding:8px}.box ol,.box ul{margin:6px 0;padding-left:20px}.regole-intro{font-size:11px;color:#555}.esempi{list-style:none;margin:0;padding:0}
.es{border-top:1px dotted #ccc;padding:6px 0}.es-voto{display:inline-block;font-weight:bold;font-size:10px;color:#fff;padding:0 4px}.es-ok .es-voto{background:#3a8a3a}.es-ko .es-voto{background:#b00}
.es-testo{margin:4px 0;font-style:italic}.es-firma{font-size:11px;color:#666;font-style:normal}.pubblicita{background:#eee;border:1px solid #ddd;color:#aaa;font-size:10px;text-align:center}
#footer{background:#333;color:#aaa;font-size:11px;padding:12px 10px;clear:both}#footer a{color:#ddd}"""
    menu = "".join(
        f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>'
        for s in (
            "Home",
            "Cronaca",
            "Politica",
            "Economia",
            "Sport",
            "Cultura",
            "Provincia",
            "Necrologie",
            "Annunci",
        )
    )
    body = f"""<div id="wrapper">
<div id="topbar"><span>Martedì 13 novembre 2012</span><span class="dx"><a href="/abbonamenti/">Abbonati</a> | <a href="/edicola-digitale/">Edicola digitale</a> | <a href="/login/">Accedi</a> | <a href="/registrati/">Registrati</a></span></div>
<div class="pubblicita" style="width:728px;height:90px;line-height:90px;margin:6px auto">PUBBLICITÀ</div>
<div id="testata"><a class="logo" href="/">La Provincia di Borgoleone</a><div class="meteo">Borgoleone: 11°C, nebbia<br><a href="/meteo/">Previsioni</a></div></div>
<ul id="menu">{menu}</ul>
<div id="sottomenu"><a href="/cronaca/">Cronaca</a> › <a href="/cronaca/giudiziaria/">Giudiziaria</a></div>
<div id="contenuto"><div id="colsx">
<div class="articolo">
<p class="occhiello">Tribunale</p>
<h1 class="titolo">Appalti della piscina comunale, l'ex sindaco Ferrandi rinviato a giudizio</h1>
<p class="sommario">Con lui a processo due dirigenti dell'ufficio tecnico e il titolare dell'impresa che vinse la gara. Prima udienza fissata per il 21 febbraio.</p>
<p class="autore">di Francesca Bellotti · <span>13 novembre 2012, ore 07:15</span></p>
<div class="condividi"><a href="#">Mi piace</a><a href="#">Condividi su Facebook</a><a href="#">Twitter</a><a href="#">Invia per e-mail</a><a href="#">Stampa</a></div>
<p><img src="/_avatar/tribunale-borgoleone.svg" width="650" height="366" alt="Il tribunale di Borgoleone"><br><small>Il palazzo di giustizia di Borgoleone</small></p>
<div class="testo">
<p>Il giudice dell'udienza preliminare ha rinviato a giudizio l'ex sindaco di Borgoleone, Giancarlo Ferrandi, accusato di turbativa d'asta nell'appalto per la ristrutturazione della piscina comunale di via dei Mille.</p>
<p>Secondo la procura, la gara da 2,8 milioni di euro bandita nel 2009 sarebbe stata costruita su misura per l'impresa Edilnord di Castel Ponzone, il cui titolare, Renato Maffezzoli, è a sua volta imputato.</p>
<p>A processo anche due funzionari dell'ufficio tecnico comunale. Tutti gli imputati si dichiarano estranei ai fatti. «Dimostreremo in aula che la procedura è stata corretta», ha detto l'avvocato di Ferrandi, Paolo Rizzardi.</p>
<p>La piscina, chiusa dal 2010, non è mai stata riaperta: i lavori si sono fermati dopo il sequestro del cantiere.</p>
</div>
<div class="chiusi"><b>I commenti a questo articolo sono disattivati.</b> Per gli articoli su procedimenti giudiziari in corso la redazione non apre lo spazio dei lettori, a tutela delle persone coinvolte.</div>
<div class="correlati"><b>Articoli correlati</b><ul><li><a href="/cronaca/piscina-sequestro-cantiere/">Piscina, sequestrato il cantiere di via dei Mille (14/05/2010)</a></li><li><a href="/cronaca/piscina-indagati/">Appalto della piscina: quattro indagati (02/03/2011)</a></li></ul></div>
</div>
</div>
<div id="coldx">
<div class="pubblicita" style="height:250px;line-height:250px">PUBBLICITÀ</div>
<div class="box"><h3>Le più lette</h3><div class="in"><ol><li><a href="/cronaca/nebbia-incidente-sp-415/">Nebbia, tamponamento a catena sulla Provinciale 415</a></li><li><a href="/cronaca/piscina-rinvio-a-giudizio/">Piscina, l'ex sindaco rinviato a giudizio</a></li><li><a href="/sport/borgoleone-calcio/">Il Borgoleone espugna Crema all'ultimo minuto</a></li><li><a href="/economia/latteria-sociale/">La latteria sociale assume dieci persone</a></li></ol></div></div>
<div class="box"><h3>La community</h3><div class="in"><p class="regole-intro">Partecipare è semplice: registrati, firma con il tuo nome e resta sul tema dell'articolo. Ecco qualche esempio di messaggio che pubblichiamo volentieri e di messaggio che non pubblichiamo.</p><ul class="esempi">{ex}</ul><p class="regole-intro"><a href="/regolamento-community/">Leggi il regolamento completo</a></p></div></div>
<div class="box"><h3>Farmacie di turno</h3><div class="in"><ul><li>Farmacia Centrale, piazza Garibaldi 3</li><li>Farmacia San Rocco, via Cremona 41</li></ul></div></div>
<div class="box"><h3>Necrologie</h3><div class="in"><ul><li>Adele Bonizzi ved. Ghisalberti, di anni 88</li><li>Luigi Cavalli, di anni 79</li></ul></div></div>
<div class="pubblicita" style="height:600px;line-height:600px">PUBBLICITÀ</div>
</div></div>
<div id="footer">© 2012 La Provincia di Borgoleone – Editoriale Padana S.p.A. – P.IVA 01234560199 · <a href="/redazione/">Redazione</a> · <a href="/pubblicita/">Pubblicità</a> · <a href="/privacy/">Privacy</a> · <a href="/regolamento-community/">Regolamento community</a></div>
</div>
<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1187734-1']); _gaq.push(['_trackPageview']);</script>"""
    return make(
        "dv-plain-it-borgoleone-processo",
        "lookalike",
        "it",
        doc(
            "Appalti della piscina comunale, l'ex sindaco Ferrandi rinviato a giudizio",
            "La Provincia di Borgoleone",
            "it",
            css,
            body,
            published="2012-11-13T07:15:00+01:00",
            author="Francesca Bellotti",
            doctype='<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
            html_attrs='xmlns="http://www.w3.org/1999/xhtml" xml:lang="it"',
            charset='<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />',
            ld=False,
        ),
        [],
        path="/cronaca/giudiziaria/2012/11/13/news/appalti-piscina-comunale-ex-sindaco-ferrandi-rinviato-a-giudizio-1.604218/",
        container="-",
        heading=None,
        description="An Italian provincial daily of November 2012 in a fixed-width XHTML template (top bar, banner, weather, share links, related stories, most read, duty pharmacies, death notices, adverts) whose court story has its readers' discussion switched off ('I commenti a questo articolo sono disattivati'); in the sidebar 'La community': 4 example messages in quotes, each marked Sì/No and signed with a first name and a town.",
        lookalikes=("'La community': 4 example messages quoted, signed with a first name and a town",),
    )


def plain_dv() -> list[Case]:
    return [en_bridge(), it_processo()]
