"""Blind set fa: two mixed pages and two pages without any reader comment. Mixed: an Italian neighbourhood
association's event page of 2013 whose list of people who signed up carries names, dates and short notes ("Chi
partecipa (9)") beside four real comments, and an English photo-sharing site's photo page of 2009 whose "Faved by"
list and activity feed carry names and dates beside four real comments. Without comments: a Finnish board-game
podcast's episode page of 2013 (episode list with dates and hosts, show notes with times, guests, the month's
supporters with dates; "Kommentointi on suljettu") and a Japanese recipe site's recipe page of 2012 (ingredients,
steps, a rating box, the cook's other recipes with dates, an edit history with names and dates; no comment yet).
Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_fa_common import Case, esc, kids, make, paras, svg, talk

# --------------------------------------------------------------------------- it: an event page with its sign-ups, 2013


def it_evento() -> Case:
    cs = talk("""
Gianna || 03/10/2013 alle 18:22 || Posso portare una macchina da cucire che non trascina più la stoffa? È pesante ma se serve la porto in macchina.
>Daniele (organizzazione) || 03/10/2013 alle 21:10 || Certo Gianna! Franco si intende di macchine da cucire, portala pure: ti aspettiamo al tavolo del cucito.
Stefano R. || 05/10/2013 alle 09:35 || Bellissima iniziativa, peccato che coincida con la partita. Ne farete un'altra a novembre?
Anna Maria || 06/10/2013 alle 15:02 || Servono volontari per il bar? Io e mia sorella possiamo portare le torte.
""")
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        sub = "".join(item(j) for j in k.get(i, []))
        sub = f'<ul class="risposte">\n{sub}</ul>\n' if sub else ""
        return (
            f'<li class="commento"><div class="autore-commento">{esc(c.who)} <em>{esc(c.at)}</em></div>'
            f'<div class="testo-commento">{paras(c.raw)}</div>\n{sub}</li>\n'
        )

    comments = "".join(item(i) for i in k[None])
    rsvp = "".join(
        f'<li><span class="nome">{esc(n)}</span> <span class="quando">iscritto/a il {d}</span>'
        f"{f' &ndash; <span class={chr(34)}nota{chr(34)}>{esc(x)}</span>' if x else ''}</li>"
        for n, d, x in (
            ("Franco Bellotti", "28/09/2013", "Riparo macchine da cucire e piccoli elettrodomestici"),
            ("Luisa Ferraris", "29/09/2013", "Porto due lampade e un tostapane"),
            ("Matteo e Chiara", "30/09/2013", ""),
            ("Gianna Rossotto", "03/10/2013", "Macchina da cucire"),
            ("Pietro Gallo", "04/10/2013", "Volontario al tavolo delle biciclette"),
            ("Elena V.", "04/10/2013", "Una radio degli anni '70 che non si accende più"),
            ("Roberto Canale", "05/10/2013", ""),
            ("Anna Maria Oddone", "06/10/2013", "Torte per il bar"),
            ("Silvia", "07/10/2013", "Cerniera di un giubbotto"),
        )
    )
    programme = "".join(
        f'<tr><td class="ora">{t}</td><td>{esc(x)}</td><td class="relatore">{esc(w)}</td></tr>'
        for t, x, w in (
            ("15:00", "Apertura dei tavoli di riparazione", "tutti i volontari"),
            (
                "15:30",
                "Come si ripara una bicicletta: freni e camere d'aria",
                "Pietro Gallo, ciclofficina Ruota Libera",
            ),
            ("16:30", "Piccoli elettrodomestici: cosa si può aggiustare in casa", "Franco Bellotti"),
            ("17:30", "Merenda e scambio di libri", ""),
            (
                "18:00",
                "Perché ripariamo: due parole sui rifiuti del quartiere",
                "Daniele Musso, associazione",
            ),
        )
    )
    path = "/eventi/2013/ripariamo-insieme-ottobre"
    html = f"""<!DOCTYPE html>
<html lang="it">
<head>
<meta charset="utf-8">
<title>Ripariamo insieme! Pomeriggio di riparazioni - sabato 12 ottobre | Associazione Borgo Fornace</title>
<style>
body{{margin:0;font:14px/1.55 "Trebuchet MS",sans-serif;background:#fff;color:#2b2b2b}}.barra{{background:#3a7d44;color:#fff;padding:12px 0}}
.cont{{width:940px;margin:0 auto}}.barra a{{color:#fff;margin-right:14px}}.logo{{font:bold 22px Georgia;margin-right:30px}}
.colonna{{float:left;width:620px;padding:16px 0}}.laterale{{float:right;width:280px;padding:16px 0}}
.scheda{{background:#eef6ef;border:1px solid #bcd9c0;padding:10px 14px}}table.programma{{width:100%;border-collapse:collapse}}
table.programma td{{border-bottom:1px solid #ddd;padding:5px}}td.ora{{font-weight:bold;color:#3a7d44}}td.relatore{{color:#666;font-style:italic}}
ul.partecipanti{{list-style:none;padding:0;font-size:13px}}ul.partecipanti li{{padding:3px 0;border-bottom:1px dotted #ccc}}.quando{{color:#888;font-size:11px}}.nota{{color:#555}}
ol.commenti,ul.risposte{{list-style:none;padding:0}}li.commento{{border-top:1px solid #ddd;padding:8px 0}}ul.risposte{{margin-left:30px}}
.autore-commento{{font-weight:bold}}.autore-commento em{{font-weight:normal;color:#888;font-size:11px}}
.box{{border:1px solid #ddd;padding:10px;margin-bottom:12px}}.box h3{{margin:0 0 6px;color:#3a7d44;font-size:15px}}
footer{{clear:both;background:#2b2b2b;color:#aaa;padding:14px;text-align:center;font-size:12px}}
</style>
</head>
<body>
<div class="barra"><div class="cont"><span class="logo">Borgo Fornace</span><a href="/">Home</a><a href="/eventi/">Eventi</a><a href="/orti/">Orti condivisi</a><a href="/associazione/">Chi siamo</a><a href="/contatti/">Contatti</a></div></div>
<div class="cont">
<div class="colonna">
<p class="quando"><a href="/eventi/">Eventi</a> &rsaquo; Ottobre 2013</p>
<h1>Ripariamo insieme! Pomeriggio di riparazioni</h1>
<div class="scheda"><b>Sabato 12 ottobre 2013, dalle 15 alle 19</b><br>Circolo La Fornace, via dei Mattoni 7<br>Ingresso libero &middot; porta un oggetto rotto (uno a testa, per favore)</div>
<p>Torna il pomeriggio delle riparazioni: tostapane, lampade, biciclette, vestiti, piccoli mobili. I nostri volontari ti aiutano a capire il guasto e a ripararlo con le tue mani. Quello che non si riesce a sistemare lo portiamo al centro del riuso.</p>
<h2>Programma</h2>
<table class="programma">{programme}</table>
<h2>Chi partecipa (9)</h2>
<p class="quando">Iscriviti per farci sapere cosa porti: ci aiuta a organizzare i tavoli.</p>
<ul class="partecipanti">{rsvp}</ul>
<p><a href="/eventi/2013/ripariamo-insieme-ottobre/iscriviti">Partecipo anch'io</a></p>
<h2>Commenti (4)</h2>
<ol class="commenti">
{comments}</ol>
<form method="post" action="/commenta"><p><input name="nome" placeholder="Nome"></p><p><textarea name="testo" rows="4" cols="60" placeholder="Scrivi un commento"></textarea></p><p><button>Invia</button></p></form>
</div>
<div class="laterale">
<div class="box"><h3>Prossimi eventi</h3><p>19/10 &ndash; Vendemmia negli orti<br>26/10 &ndash; Cena sociale<br>09/11 &ndash; Ripariamo insieme (novembre)</p></div>
<div class="box"><h3>Dove siamo</h3><img src="/img/mappa-fornace.svg" width="258" height="160" alt="Mappa"></div>
<div class="box"><h3>Sostienici</h3><p>Tessera 2013: 10 euro. Con la tessera hai lo sconto alla ciclofficina.</p></div>
</div>
</div>
<footer>Associazione di quartiere Borgo Fornace &middot; via dei Mattoni 7 &middot; 2013</footer>
</body>
</html>
"""
    return make(
        "fa-mixed-it-ripariamo",
        "mixed",
        "it",
        html,
        cs,
        path=path,
        container="ol.commenti under h2 'Commenti (4)': li.commento (div.autore-commento NAME em DATE; div.testo-commento); a reply in ul.risposte inside its parent's li",
        heading="Commenti (4)",
        description="An Italian neighbourhood association's event page of 2013 (a repair afternoon): the facts box, a programme table with times, talks and speakers, and 'Chi partecipa (9)', a list of people who signed up, each a name, 'iscritto/a il DATE' and often a short note of what they bring; below it 4 real comments, one the organiser's nested reply.",
        lookalikes=(
            "'Chi partecipa (9)': sign-ups with names, dates and notes",
            "programme with times and speakers",
        ),
        files={"/img/mappa-fornace.svg": svg(258, 160, "#cfe3d2", "via dei Mattoni 7", 14)},
    )


# --------------------------------------------------------------------------- en: a photo page with faves and activity, 2009


def en_photo() -> Case:
    cs = talk("""
driftwood_kate || 21 Aug 2009, 8:14pm || Those colours in the mud flats are unreal. Was this a long exposure? The water looks like glass.
harbourlights || 21 Aug 2009, 9:02pm || Thanks Kate! About two seconds at f/16 with a cheap ND filter, tripod on the end of the jetty.
Tomasz in Leeds || 22 Aug 2009, 7:40am || Lovely composition, the old boat leads your eye right into the frame. I'd crop a little off the top though, the sky is a bit empty.
m_pennant || 23 Aug 2009, 12:31pm || Hi, I'm an admin for a group called Shore and Sea, and we'd love to have this added to the group!
""")
    comments = "".join(
        f'<div class="c-row"><a href="/people/{esc(c.who)}/"><img class="buddy" src="/buddyicons/{n}.svg" width="24" height="24" alt=""></a>'
        f'<div class="c-body"><h4><a href="/people/{esc(c.who)}/">{esc(c.who)}</a> says:</h4>{paras(c.raw)}'
        f'<small>Posted {esc(c.at)} ( <a href="#c{6610 + n}">permalink</a> )</small></div></div>\n'
        for n, c in enumerate(cs)
    )
    faves = "".join(
        f'<li><a href="/people/{n}/">{n}</a> <span class="when">{d}</span></li>'
        for n, d in (
            ("driftwood_kate", "21 Aug 2009"),
            ("saltwater_sam", "22 Aug 2009"),
            ("Tomasz in Leeds", "22 Aug 2009"),
            ("ellie.b", "23 Aug 2009"),
            ("m_pennant", "23 Aug 2009"),
        )
    )
    activity = "".join(
        f'<li><b>{esc(w)}</b> {esc(x)} <span class="when">{d}</span></li>'
        for w, x, d in (
            ("m_pennant", "added this photo to the group Shore and Sea", "23 Aug 2009"),
            ("ellie.b", "added this photo as a favourite", "23 Aug 2009"),
            ("harbourlights", "added the tags estuary, low tide", "22 Aug 2009"),
            ("saltwater_sam", "added this photo as a favourite", "22 Aug 2009"),
        )
    )
    more = "".join(
        f'<li><a href="/photos/harbourlights/{pid}/"><img src="/thumbs/hl-{pid}.svg" width="75" height="75" alt=""></a><br>{esc(t)}<br><span class="when">{d}</span></li>'
        for pid, t, d in (
            (3821004, "Rope and rust", "18 Aug 2009"),
            (3790112, "Boathouse at dusk", "12 Aug 2009"),
            (3755873, "Oystercatchers", "5 Aug 2009"),
            (3702290, "Sea fret, Cullmouth pier", "29 Jul 2009"),
        )
    )
    path = "/photos/harbourlights/3840561"
    html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>Low tide at Saltmarsh Creek on Pixelharbour - Photo Sharing!</title>
<style type="text/css">
body{{margin:0;font:12px Arial,Helvetica,sans-serif;color:#333}}a{{color:#0063dc;text-decoration:none}}
#head{{border-bottom:1px solid #ddd;padding:8px 20px}}#head .brand{{font:bold 26px Georgia;color:#e05a00}}#head .nav a{{margin-right:12px}}
#main{{width:960px;margin:12px auto}}#photo-col{{float:left;width:520px}}#side-col{{float:right;width:400px}}
h1{{font-size:20px;margin:0 0 6px}}.when{{color:#999;font-size:11px}}
.c-row{{overflow:hidden;padding:8px 0;border-bottom:1px solid #eee}}.buddy{{float:left}}.c-body{{margin-left:34px}}.c-body h4{{margin:0;font-size:12px;font-weight:normal}}
.c-body p{{margin:4px 0}}small{{color:#999}}.side-box{{margin-bottom:14px}}.side-box h3{{font-size:12px;color:#666;border-bottom:1px solid #ddd;margin:0 0 4px}}
ul.plain{{list-style:none;padding:0;margin:0}}ul.strip{{list-style:none;padding:0;overflow:hidden}}ul.strip li{{float:left;width:95px;font-size:11px}}
table.exif td{{padding:1px 8px 1px 0;font-size:11px}}#foot{{clear:both;border-top:1px solid #ddd;padding:10px;color:#999;text-align:center}}
</style>
</head>
<body>
<div id="head"><span class="brand">pixelharbour</span> <span class="nav"><a href="/">Home</a><a href="/explore/">Explore</a><a href="/groups/">Groups</a><a href="/upload/">Upload</a><a href="/signin/">Sign in</a></span></div>
<div id="main">
<div id="photo-col">
<h1>Low tide at Saltmarsh Creek</h1>
<img src="/photos/3840561.svg" width="500" height="333" alt="Low tide at Saltmarsh Creek" />
<p>The creek empties almost completely at spring tides. Shot from the end of the old jetty just after sunset, 19 August.</p>
<div id="comments"><h3>4 comments so far</h3>
{comments}<p class="when">Would you like to comment? <a href="/signin/">Sign in</a> or <a href="/join/">sign up</a>.</p></div>
</div>
<div id="side-col">
<div class="side-box"><img src="/buddyicons/hl.svg" width="48" height="48" alt="" align="left" style="margin-right:6px" />By <a href="/people/harbourlights/"><b>harbourlights</b></a><br />Pro member &middot; 1,112 photos<br />Uploaded on 20 Aug 2009<br clear="all" /></div>
<div class="side-box"><h3>More from harbourlights</h3><ul class="strip">{more}</ul></div>
<div class="side-box"><h3>5 people call this photo a favourite</h3><ul class="plain">{faves}</ul></div>
<div class="side-box"><h3>Recent activity</h3><ul class="plain">{activity}</ul></div>
<div class="side-box"><h3>This photo also belongs to</h3><a href="/groups/shore-and-sea/">Shore and Sea</a> (group, 8,204 items)<br /><a href="/photos/harbourlights/sets/estuary/">Estuary</a> (set, 54 items)</div>
<div class="side-box"><h3>Camera details</h3><table class="exif">
<tr><td>Camera</td><td>Nikon D90</td></tr><tr><td>Exposure</td><td>2 sec (2)</td></tr><tr><td>Aperture</td><td>f/16</td></tr><tr><td>Focal length</td><td>18 mm</td></tr><tr><td>ISO speed</td><td>200</td></tr><tr><td>Taken on</td><td>19 Aug 2009 at 8.52pm</td></tr></table></div>
<div class="side-box"><h3>Tags</h3><a href="/tags/estuary/">estuary</a> &middot; <a href="/tags/lowtide/">low tide</a> &middot; <a href="/tags/boat/">boat</a> &middot; <a href="/tags/sunset/">sunset</a></div>
</div>
<div id="foot">pixelharbour &copy; 2009 &middot; <a href="/help/">Help</a> &middot; <a href="/terms/">Terms</a> &middot; This photo is All Rights Reserved</div>
</div>
</body>
</html>
"""
    files = {
        "/photos/3840561.svg": svg(500, 333, "#6d6a86", "Low tide at Saltmarsh Creek", 20),
        "/buddyicons/hl.svg": svg(48, 48, "#e05a00"),
        **{f"/buddyicons/{n}.svg": svg(24, 24, "#8899aa") for n in range(4)},
        **{f"/thumbs/hl-{p}.svg": svg(75, 75, "#556677") for p in (3821004, 3790112, 3755873, 3702290)},
    }
    return make(
        "fa-mixed-en-photo-creek",
        "mixed",
        "en",
        html,
        cs,
        path=path,
        container="div#comments under h3 '4 comments so far': div.c-row (img.buddy; div.c-body h4 'a NAME says:', p TEXT, small 'Posted DATE ( permalink )'); flat",
        heading="4 comments so far",
        description="An English photo-sharing site's photo page of 2009: the photo and caption, and in the side column the owner box, 'More from harbourlights' (four thumbnails with titles and dates), '5 people call this photo a favourite' (names with dates), 'Recent activity' (names, actions and dates), groups and sets, an EXIF table and tags; 4 comments in a flat list, the owner answering in the list, one a group admin's invitation.",
        lookalikes=(
            "faves with names and dates",
            "activity feed with names and dates",
            "more-from strip with dates",
        ),
        files=files,
    )


# --------------------------------------------------------------------------- fi: a podcast episode without comments, 2013


def fi_podcast() -> Case:
    episodes = "".join(
        f'<li{ACTIVE if n == 42 else ""}><a href="/jaksot/{n}">Jakso {n}: {esc(t)}</a><br><span class="pvm">{d} &middot; {esc(h)}</span></li>'
        for n, t, d, h in (
            (
                42,
                "Yhteistyöpelit ja pelin voittaminen yhdessä",
                "15.5.2013",
                "Ville ja Saara, vieraana Jussi Hakala",
            ),
            (41, "Kevään uutuudet Tampereen pelimessuilta", "1.5.2013", "Ville ja Saara"),
            (40, "Juhlajakso: kuuntelijoiden lempipelit", "17.4.2013", "Ville, Saara ja Mikko"),
            (39, "Lautapelit ja lapset", "3.4.2013", "Saara, vieraana Tiina Koskela"),
            (38, "Kaupankäyntipelit", "20.3.2013", "Ville ja Mikko"),
        )
    )
    notes = "".join(
        f'<tr><td class="aika">{t}</td><td>{esc(x)}</td></tr>'
        for t, x in (
            ("00:00", "Alkuhöpinät: mitä olemme pelanneet kahden viikon aikana"),
            ("06:40", "Uutiset: suomalainen pelisuunnittelija palkittiin Essenissä"),
            ("12:15", "Pääaihe: mikä tekee yhteistyöpelistä hyvän?"),
            ("38:30", "Jussi Hakala kertoo oman pelinsä suunnittelusta"),
            ("55:10", "Kuuntelijakysymys: pelinjohtajan ongelma"),
            ("1:02:45", "Loppusanat ja ensi jakson aihe"),
        )
    )
    supporters = "".join(
        f'<li>{esc(n)} <span class="pvm">({d})</span></li>'
        for n, d in (
            ("Matti K.", "2.5.2013"),
            ("Pelikerho Noppaset, Oulu", "4.5.2013"),
            ("Hanna-Riikka", "7.5.2013"),
            ("Antero Lindqvist", "11.5.2013"),
        )
    )
    path = "/jaksot/42"
    html = f"""<!DOCTYPE html>
<html lang="fi">
<head>
<meta charset="utf-8">
<title>Jakso 42: Yhteistyöpelit ja pelin voittaminen yhdessä – Noppa ja Nappula -podcast</title>
<style>
body{{margin:0;background:#f4f1ea;font:15px/1.6 "Helvetica Neue",Arial,sans-serif;color:#222}}header{{background:#c0392b;color:#fff;padding:16px 0}}
.kehys{{width:940px;margin:0 auto}}header a{{color:#fff}}.nimi{{font:bold 26px Georgia}}nav a{{margin-left:16px}}
.sisalto{{float:left;width:600px;padding:20px 0}}.sivu{{float:right;width:300px;padding:20px 0;font-size:13px}}
.soitin{{background:#222;color:#eee;padding:10px}}table.muistiinpanot td{{padding:3px 8px;border-bottom:1px solid #ddd}}td.aika{{font-family:monospace;color:#c0392b}}
.vieras{{background:#fff;border:1px solid #ddd;padding:10px;overflow:hidden}}.suljettu{{color:#777;font-style:italic;border-top:1px solid #ccc;padding-top:10px}}
.sivu ul{{list-style:none;padding:0}}.sivu li{{padding:4px 0;border-bottom:1px solid #e2ddd2}}.sivu li.nyt{{font-weight:bold}}.pvm{{color:#888;font-size:12px;font-weight:normal}}
footer{{clear:both;background:#222;color:#aaa;text-align:center;padding:12px;font-size:12px}}
</style>
</head>
<body>
<header><div class="kehys"><a class="nimi" href="/">Noppa ja Nappula</a> <nav><a href="/jaksot/">Jaksot</a><a href="/tekijat/">Tekijät</a><a href="/tue/">Tue meitä</a><a href="/feed/">RSS</a></nav></div></header>
<div class="kehys">
<div class="sisalto">
<h1>Jakso 42: Yhteistyöpelit ja pelin voittaminen yhdessä</h1>
<p class="pvm">Julkaistu 15.5.2013 &middot; Juontajat Ville Aaltonen ja Saara Peltonen &middot; kesto 1:05:20</p>
<div class="soitin"><audio controls preload="none" src="/mp3/nn042.mp3"></audio> <a href="/mp3/nn042.mp3" style="color:#eee">Lataa MP3 (62 Mt)</a></div>
<p>Tällä kertaa pelataan yhdessä eikä toisia vastaan. Pohdimme, miksi yhteistyöpelit ovat nyt niin suosittuja, miten peli estää yhtä pelaajaa päättämästä kaikkien puolesta ja miksi häviäminen tuntuu yhdessä paremmalta. Vieraana tamperelainen pelisuunnittelija Jussi Hakala.</p>
<h2>Jakson sisältö</h2>
<table class="muistiinpanot">{notes}</table>
<h2>Vieras</h2>
<div class="vieras"><img src="/kuvat/jussi.svg" width="70" height="70" alt="" style="float:left;margin-right:10px"><b>Jussi Hakala</b> on tamperelainen peliharrastaja ja -suunnittelija, jonka ensimmäinen peli Majakanvartijat julkaistiin syksyllä 2012.</div>
<h2>Jaksossa mainitut pelit</h2>
<ul><li>Majakanvartijat (Jussi Hakala, 2012)</li><li>Tulvakaupunki (2011)</li><li>Tähtilaivasto (2010)</li></ul>
<p class="suljettu">Kommentointi on suljettu. Palautetta voi lähettää osoitteeseen palaute@nopp.example.fi tai kertoa sen seuraavassa kuuntelijakyselyssä.</p>
</div>
<div class="sivu">
<h3>Uusimmat jaksot</h3><ul>{episodes}</ul>
<h3>Kiitos toukokuun tukijoille!</h3><ul>{supporters}</ul>
<h3>Tekijät</h3><p>Ville Aaltonen ja Saara Peltonen pelaavat lautapelejä Jyväskylässä. Podcast ilmestyy joka toinen keskiviikko.</p>
</div>
</div>
<footer>Noppa ja Nappula -podcast &middot; 2011-2013 &middot; musiikki: Kalle Mäntynen</footer>
</body>
</html>
"""
    return make(
        "fa-plain-fi-podcast-noppa",
        "lookalike",
        "fi",
        html,
        [],
        path=path,
        container="-",
        heading=None,
        description="A Finnish board-game podcast's episode page of 2013: a player and MP3 link, the blurb, show notes as a table of times and topics, the guest's box, games named with designers and years, 'Kommentointi on suljettu.', and a sidebar with 'Uusimmat jaksot' (five episodes with dates and hosts), 'Kiitos toukokuun tukijoille!' (four supporters with dates) and the hosts; no reader comment.",
        lookalikes=("episode list with dates and hosts", "supporters with dates", "show notes with times"),
        files={"/kuvat/jussi.svg": svg(70, 70, "#c0392b")},
    )


ACTIVE = ' class="nyt"'

# --------------------------------------------------------------------------- ja: a recipe page without comments, 2012


def ja_recipe() -> Case:
    ingredients = "".join(
        f"<tr><th>{esc(a)}</th><td>{esc(b)}</td></tr>"
        for a, b in (
            ("じゃがいも", "3個"),
            ("玉ねぎ", "1個"),
            ("にんじん", "1本"),
            ("牛こま切れ肉", "200g"),
            ("しらたき", "1袋"),
            ("だし汁", "300ml"),
            ("砂糖", "大さじ2"),
            ("しょうゆ", "大さじ3"),
            ("みりん", "大さじ2"),
            ("サラダ油", "大さじ1"),
        )
    )
    steps = "".join(
        f"<li>{esc(x)}</li>"
        for x in (
            "じゃがいもは皮をむいて4等分に切り、水にさらす。玉ねぎはくし切り、にんじんは乱切りにする。",
            "しらたきは下ゆでして食べやすい長さに切る。",
            "鍋にサラダ油を熱し、牛肉を炒める。色が変わったら野菜を加えて全体に油がまわるまで炒める。",
            "だし汁と砂糖を入れ、落としぶたをして中火で10分煮る。",
            "しょうゆとみりん、しらたきを加え、さらに15分、汁気が少なくなるまで煮る。",
            "火を止めてそのまま30分おくと、味がよくしみます。",
        )
    )
    others = "".join(
        f'<li><a href="/recipe/{rid}">{esc(t)}</a> <span class="hiduke">{d}</span></li>'
        for rid, t, d in (
            (18822, "かぼちゃの煮物", "2012/10/02"),
            (18540, "鶏むね肉の南蛮漬け", "2012/09/18"),
            (18107, "なすの揚げびたし", "2012/08/27"),
            (17763, "豚汁（具だくさん）", "2012/08/06"),
        )
    )
    history = "".join(
        f'<li><span class="hiduke">{d}</span> {esc(w)}：{esc(x)}</li>'
        for d, w, x in (
            ("2012/10/20", "みどりママ", "しょうゆの分量を大さじ3に変更しました"),
            ("2012/10/16", "みどりママ", "手順6（寝かせる時間）を追加しました"),
            ("2012/10/15", "みどりママ", "レシピを公開しました"),
        )
    )
    path = "/recipe/19034"
    html = f"""<!DOCTYPE html>
<html lang="ja">
<head>
<meta charset="utf-8">
<title>ほっくり肉じゃが（みどりママのレシピ） | おうちごはん手帖</title>
<style>
body{{margin:0;background:#fffaf2;font:14px/1.7 "ヒラギノ角ゴ Pro W3","メイリオ",sans-serif;color:#333}}#header{{background:#f08300;padding:10px 0}}
.inner{{width:960px;margin:0 auto}}#header a{{color:#fff}}.site{{font-size:22px;font-weight:bold}}#gnav a{{margin-left:18px}}
#main{{float:left;width:640px;padding:16px 0}}#sub{{float:right;width:290px;padding:16px 0;font-size:13px}}
h1{{font-size:24px;border-bottom:3px solid #f08300}}.sakusha{{color:#777}}table.zairyo{{width:100%;border-collapse:collapse}}
table.zairyo th,table.zairyo td{{border-bottom:1px dotted #ccc;padding:4px;text-align:left}}table.zairyo th{{font-weight:normal}}table.zairyo td{{text-align:right}}
ol.tejun li{{margin-bottom:8px}}.hyouka{{background:#fff;border:2px solid #f6c27a;padding:10px;text-align:center;margin:14px 0}}.hoshi{{color:#f08300;font-size:22px}}
.point{{background:#fff3d6;padding:8px 12px}}.comment-area{{border-top:1px solid #ddd;margin-top:20px;color:#777}}
.box{{background:#fff;border:1px solid #eee;padding:10px;margin-bottom:14px}}.box h3{{margin:0 0 6px;font-size:14px;color:#f08300}}.hiduke{{color:#999;font-size:12px}}
.box ul{{padding-left:16px;margin:0}}#footer{{clear:both;background:#5a3b1a;color:#f6e7cf;text-align:center;padding:10px;font-size:12px}}
</style>
</head>
<body>
<div id="header"><div class="inner"><a class="site" href="/">おうちごはん手帖</a> <span id="gnav"><a href="/category/">カテゴリ</a><a href="/ranking/">ランキング</a><a href="/new/">新着レシピ</a><a href="/login/">ログイン</a></span></div></div>
<div class="inner">
<div id="main">
<p class="hiduke"><a href="/">トップ</a> &gt; <a href="/category/washoku/">和食</a> &gt; <a href="/category/nimono/">煮物</a></p>
<h1>ほっくり肉じゃが</h1>
<p class="sakusha">作者：<a href="/user/midorimama">みどりママ</a> &nbsp; 公開日：2012/10/15 &nbsp; 更新日：2012/10/20</p>
<p><img src="/img/recipe/19034.svg" width="480" height="320" alt="ほっくり肉じゃが"></p>
<p>母から教わった、甘さ控えめの肉じゃがです。じゃがいもは男爵いもを使うとほっくり仕上がります。冷めても美味しいのでお弁当にもどうぞ。</p>
<h2>材料（4人分）</h2>
<table class="zairyo">{ingredients}</table>
<h2>作り方</h2>
<ol class="tejun">{steps}</ol>
<div class="point"><b>コツ・ポイント</b><br>煮込みすぎるとじゃがいもが崩れるので、竹串がすっと通ったら火を止めてください。</div>
<div class="hyouka"><b>このレシピの評価</b><br><span class="hoshi">★★★★☆</span> 4.2（56人が評価）<br><a href="/recipe/19034/rate">評価する</a> &middot; <a href="/recipe/19034/print">印刷する</a> &middot; <a href="/recipe/19034/fav">お気に入りに追加</a></div>
<div class="box"><h3>このレシピの更新履歴</h3><ul>{history}</ul></div>
<div class="comment-area"><h3>コメント（0）</h3><p>このレシピにはまだコメントがありません。コメントを書くには<a href="/login/">ログイン</a>してください。</p></div>
</div>
<div id="sub">
<div class="box"><h3>作者プロフィール</h3><img src="/img/user/midorimama.svg" width="50" height="50" alt="" style="float:left;margin-right:8px"><b>みどりママ</b><br>神奈川県在住・二児の母。毎日の晩ごはんを記録しています。<br><span class="hiduke">レシピ数 87 &middot; 2010/04 登録</span></div>
<div class="box"><h3>みどりママさんの新着レシピ</h3><ul>{others}</ul></div>
<div class="box"><h3>人気の煮物レシピ</h3><ol><li><a href="/recipe/15001">ぶり大根</a> <span class="hiduke">by はるこ</span></li><li><a href="/recipe/16233">筑前煮</a> <span class="hiduke">by キッチンたろう</span></li><li><a href="/recipe/17410">さばの味噌煮</a> <span class="hiduke">by 海辺のごはん</span></li></ol></div>
</div>
</div>
<div id="footer">おうちごはん手帖 &copy; 2010-2012 &middot; <a href="/kiyaku/" style="color:#f6e7cf">利用規約</a> &middot; <a href="/privacy/" style="color:#f6e7cf">プライバシーポリシー</a></div>
</body>
</html>
"""
    return make(
        "fa-plain-ja-recipe-nikujaga",
        "lookalike",
        "ja",
        html,
        [],
        path=path,
        container="-",
        heading=None,
        description="A Japanese recipe site's recipe page of 2012: the cook's name and dates, an ingredient table, six numbered steps, a tip box, a separate rating box (★4.2, 56 ratings), 'このレシピの更新履歴' (three edits with dates and the cook's name), an empty 'コメント（0）' area, and a sidebar with the cook's profile, her newest recipes with dates and popular recipes with their cooks' names; no reader comment.",
        lookalikes=(
            "edit history with dates and names",
            "the cook's newest recipes with dates",
            "popular recipes with cooks' names",
        ),
        files={
            "/img/recipe/19034.svg": svg(480, 320, "#b5651d", "肉じゃが", 28),
            "/img/user/midorimama.svg": svg(50, 50, "#f08300"),
        },
    )
