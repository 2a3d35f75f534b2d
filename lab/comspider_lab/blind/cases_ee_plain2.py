"""Blind set ee: three more article pages without any reader discussion whose body or furniture holds a list that
looks like one: an Italian food blog's recipe of 2019 with its test kitchen's log ("Le nostre prove": who tried it,
when, what they changed), a Dutch regional broadcaster's podcast episode of 2021 with its transcript (speaker,
timecode, what was said) and a Swedish local paper's story of 2016 quoting a lighthouse's visitors' book (name, home
town, date, entry). Every site, name, place and text invented for this set; each site its own template."""

from __future__ import annotations

from comspider_lab.blind.cases_ee_common import Case, esc, make, page, slug

# --------------------------------------------------------------------------- it: a food blog's recipe, 2019


def it_prove() -> Case:
    tests = [
        (
            "Chiara",
            "2 febbraio 2019",
            "Prima prova con la farina 00 che avevamo in dispensa: buone ma un po' dure il giorno dopo. Ho aggiunto un cucchiaio di latte all'impasto e alla seconda infornata erano già più morbide.",
        ),
        (
            "Davide",
            "9 febbraio 2019",
            "Le ho fatte senza burro, con 70 g di olio di semi: vengono più friabili, meno profumate. Va bene per chi non tollera il lattosio, ma io resto sul burro.",
        ),
        (
            "Nonna Ines",
            "10 febbraio 2019",
            "Mia madre ci metteva la scorza di limone e non d'arancia, e le lasciava riposare in frigo tutta la notte. Abbiamo provato così ed è la versione che trovate qui sopra.",
        ),
        (
            "Chiara",
            "16 febbraio 2019",
            "Forno ventilato a 170° per 14 minuti, statico a 180° per 16. Se le volete chiare come in foto toglietele appena i bordi cominciano a dorare.",
        ),
        (
            "Marta (la nostra fotografa)",
            "23 febbraio 2019",
            "Congelate crude, ben distanziate su un vassoio, e poi infornate ancora surgelate con due minuti in più: indistinguibili da quelle fresche.",
        ),
    ]
    log = "".join(
        f'<div class="prova"><div class="prova-meta"><span class="prova-chi">{esc(w)}</span> · <span class="prova-quando">{esc(d)}</span></div>'
        f'<div class="prova-nota">{esc(t)}</div></div>'
        for w, d, t in tests
    )
    ingr = [
        "250 g di farina 00",
        "100 g di zucchero semolato",
        "125 g di burro freddo",
        "1 uovo intero e 1 tuorlo",
        "la scorza grattugiata di 1 limone non trattato",
        "1 cucchiaio di latte",
        "½ bustina di lievito per dolci",
        "1 pizzico di sale",
    ]
    passi = [
        "Lavorate velocemente farina, zucchero e burro a pezzetti fino a ottenere un composto sabbioso.",
        "Aggiungete uovo, tuorlo, scorza di limone, latte, lievito e sale e impastate appena il necessario.",
        "Avvolgete la frolla nella pellicola e lasciatela riposare in frigorifero almeno 2 ore, meglio tutta la notte.",
        "Stendetela a 5 mm, ritagliate i biscotti e cuoceteli a 180° (forno statico) per 15-16 minuti.",
    ]
    correlati = [
        ("Crostata di visciole della nonna", "12 gennaio 2019"),
        ("Ciambellone all'acqua senza burro", "28 dicembre 2018"),
        ("Cantucci alle mandorle", "3 dicembre 2018"),
    ]
    cor = "".join(
        f'<article class="card"><img src="/_avatar/cor-{n}.svg" width="220" height="150" alt=""><h4><a href="/{slug(t)}/">{esc(t)}</a></h4><time>{d}</time></article>'
        for n, (t, d) in enumerate(correlati)
    )
    css = """body{margin:0;font:16px/1.75 "Lora",Georgia,serif;color:#3a3a3a;background:#fffdf8}
.site-header{text-align:center;padding:30px 0 10px}.site-title{font:italic 700 46px/1 "Playfair Display",Georgia,serif;color:#b5532a;text-decoration:none}
.site-description{font:13px "Montserrat",Arial;letter-spacing:3px;text-transform:uppercase;color:#999;margin-top:6px}
.main-navigation{border-top:1px solid #eee;border-bottom:1px solid #eee;text-align:center;font:600 12px "Montserrat",Arial;letter-spacing:2px;text-transform:uppercase}
.main-navigation ul{list-style:none;margin:0;padding:0}.main-navigation li{display:inline-block}.main-navigation a{display:block;padding:14px 16px;color:#3a3a3a;text-decoration:none}
.site-content{display:flex;gap:50px;max-width:1120px;margin:40px auto;padding:0 24px}.content-area{flex:1;min-width:0}.widget-area{width:300px}
.entry-cat{font:600 11px "Montserrat",Arial;letter-spacing:2px;text-transform:uppercase;color:#b5532a}.entry-title{font:700 38px/1.2 "Playfair Display",Georgia,serif;margin:8px 0}
.entry-meta{font:12px "Montserrat",Arial;color:#999;text-transform:uppercase;letter-spacing:1px}.entry-meta a{color:#999}
.jump{display:inline-block;margin:14px 0;background:#b5532a;color:#fff;padding:8px 16px;font:600 12px "Montserrat",Arial;text-transform:uppercase;text-decoration:none}
.ricetta-card{border:2px dashed #e6c3ad;padding:24px;margin:30px 0;background:#fff}.ricetta-card h2{font-family:"Playfair Display",Georgia,serif;margin:0}
.ricetta-info{display:flex;gap:24px;font:13px "Montserrat",Arial;margin:12px 0;color:#777}.ricetta-info b{display:block;color:#3a3a3a}
.ricetta-card h3{font:700 14px "Montserrat",Arial;text-transform:uppercase;letter-spacing:2px;color:#b5532a}
.prove{margin:30px 0;background:#f7efe6;padding:20px 24px}.prove h3{font:700 20px "Playfair Display",Georgia,serif;margin:0 0 4px}
.prove .intro{font-size:14px;color:#777;margin:0 0 12px}.prova{padding:12px 0;border-top:1px solid #e6d5c3}
.prova-meta{font:12px "Montserrat",Arial;text-transform:uppercase;letter-spacing:1px;color:#999}.prova-chi{color:#b5532a;font-weight:700}
.prova-nota{font-size:15px;margin-top:4px}.share-bar{display:flex;gap:8px;margin:24px 0;font:12px "Montserrat",Arial}
.share-bar a{border:1px solid #ddd;padding:6px 12px;color:#3a3a3a;text-decoration:none;border-radius:20px}
.related h3{font:700 20px "Playfair Display",Georgia,serif}.related .cards{display:flex;gap:16px}.card{width:33%}.card h4{margin:6px 0 0;font-size:16px}.card time{font:11px "Montserrat",Arial;color:#999}
.widget{margin-bottom:36px;font-size:14px}.widget-title{font:700 12px "Montserrat",Arial;letter-spacing:2px;text-transform:uppercase;text-align:center;border-bottom:1px solid #eee;padding-bottom:8px}
.about{text-align:center}.about img{border-radius:50%}.site-footer{background:#3a3a3a;color:#ccc;text-align:center;padding:30px;font:12px "Montserrat",Arial}
.site-footer a{color:#fff}#gdpr{position:fixed;left:20px;bottom:20px;width:340px;background:#fff;border:1px solid #ddd;padding:16px;font:13px Arial;box-shadow:0 4px 16px rgba(0,0,0,.12)}"""
    body = f"""<div id="page" class="site">
<header class="site-header"><a class="site-title" href="/">Il Mattarello di Ines</a><p class="site-description">Ricette di casa dalla Bassa, provate e riprovate</p></header>
<nav class="main-navigation"><ul id="primary-menu" class="menu"><li><a href="/">Home</a></li><li><a href="/category/dolci/">Dolci</a></li><li><a href="/category/primi/">Primi</a></li><li><a href="/category/secondi/">Secondi</a></li><li><a href="/category/conserve/">Conserve</a></li><li><a href="/chi-siamo/">Chi siamo</a></li><li><a href="/contatti/">Contatti</a></li></ul></nav>
<div id="content" class="site-content"><main id="main" class="content-area">
<article id="post-2217" class="post-2217 post type-post status-publish format-standard has-post-thumbnail category-dolci tag-biscotti tag-frolla">
<header class="entry-header"><span class="entry-cat"><a href="/category/dolci/" rel="category tag">Dolci</a></span>
<h1 class="entry-title">Biscotti di frolla al limone della nonna Ines</h1>
<div class="entry-meta">di <a href="/author/chiara/">Chiara Malaguti</a> · <time class="entry-date published" datetime="2019-02-26T09:30:00+01:00">26 febbraio 2019</time> · <a href="/category/dolci/">Dolci</a></div></header>
<a class="jump" href="#ricetta">↓ Vai alla ricetta</a>
<div class="entry-content">
<p>Ogni famiglia della Bassa ha la sua frolla, e questa è la nostra. La nonna Ines la faceva la domenica mattina, mentre il ragù cuoceva, e i biscotti finivano in una scatola di latta blu che non siamo mai riuscite a trovare piena.</p>
<p>Quando abbiamo deciso di pubblicarla ci siamo accorte che la ricetta scritta sul quaderno diceva soltanto «farina quanto basta, burro mezzo panetto, zucchero un po' meno». Così per quattro settimane la cucina di casa si è trasformata in un laboratorio: qui sotto trovate la versione definitiva e, in fondo, il diario delle nostre prove.</p>
<img src="/_avatar/biscotti-limone.svg" width="720" height="480" alt="Biscotti di frolla al limone su un piatto di ceramica">
<p>Il segreto, alla fine, è il riposo: una notte in frigorifero rende la frolla più facile da stendere e i biscotti più friabili. E il limone, mi raccomando, grattugiato all'ultimo momento.</p>
<div class="ricetta-card" id="ricetta"><h2>Biscotti di frolla al limone</h2>
<div class="ricetta-info"><span><b>Preparazione</b>20 min</span><span><b>Riposo</b>2 ore</span><span><b>Cottura</b>15 min</span><span><b>Dosi</b>circa 30 biscotti</span><span><b>Difficoltà</b>facile</span></div>
<h3>Ingredienti</h3><ul>{"".join(f"<li>{esc(x)}</li>" for x in ingr)}</ul>
<h3>Procedimento</h3><ol>{"".join(f"<li>{esc(x)}</li>" for x in passi)}</ol>
<button type="button" onclick="window.print()">Stampa la ricetta</button></div>
<section class="prove"><h3>Le nostre prove</h3><p class="intro">Il diario della nostra cucina: chi ha provato la ricetta, quando, e cosa abbiamo cambiato ogni volta.</p>{log}</section>
</div>
<div class="share-bar"><span>Condividi:</span><a href="#">Facebook</a><a href="#">Pinterest</a><a href="#">WhatsApp</a><a href="#">E-mail</a></div>
<footer class="entry-footer">Tag: <a href="/tag/biscotti/" rel="tag">biscotti</a>, <a href="/tag/frolla/" rel="tag">frolla</a>, <a href="/tag/ricette-della-nonna/" rel="tag">ricette della nonna</a></footer>
</article>
<section class="related"><h3>Potrebbe piacerti anche</h3><div class="cards">{cor}</div></section>
</main>
<aside id="secondary" class="widget-area">
<section class="widget about"><h2 class="widget-title">Chi siamo</h2><img src="/_avatar/chiara-marta.svg" width="140" height="140" alt=""><p>Chiara e Marta, sorelle, cucinano le ricette della nonna Ines a Guastalla dal 2014.</p></section>
<section class="widget"><h2 class="widget-title">Cerca</h2><form role="search" action="/"><input type="search" name="s" placeholder="Cerca una ricetta…"></form></section>
<section class="widget"><h2 class="widget-title">Newsletter</h2><p>Una ricetta nuova ogni venerdì, niente spam.</p><input type="email" placeholder="La tua e-mail"> <button type="button">Iscriviti</button></section>
<section class="widget"><h2 class="widget-title">Categorie</h2><ul><li><a href="/category/dolci/">Dolci</a> (64)</li><li><a href="/category/primi/">Primi</a> (41)</li><li><a href="/category/secondi/">Secondi</a> (28)</li><li><a href="/category/conserve/">Conserve</a> (17)</li></ul></section>
</aside></div>
<footer class="site-footer">© 2019 Il Mattarello di Ines · <a href="/privacy-policy/">Privacy policy</a> · <a href="/cookie-policy/">Cookie policy</a> · P. IVA 02871450354</footer></div>
<div id="gdpr"><b>Questo sito usa i cookie</b><p>Utilizziamo cookie tecnici e, previo consenso, cookie di terze parti per statistiche e pubblicità.</p><button type="button" onclick="this.parentNode.remove()">Accetta</button> <a href="/cookie-policy/">Personalizza</a></div>"""
    html = page(
        "Biscotti di frolla al limone della nonna Ines",
        "Il Mattarello di Ines",
        "it-IT",
        css,
        body,
        published="2019-02-26T09:30:00+01:00",
        author="Chiara Malaguti",
        body_attrs='class="post-template-default single single-post postid-2217 single-format-standard"',
    )
    return make(
        "ee-plain-it-le-nostre-prove",
        "lookalike",
        "it",
        html,
        [],
        path="/biscotti-di-frolla-al-limone-della-nonna-ines/",
        container="-",
        heading=None,
        description="An Italian food blog's recipe post of February 2019 (a WordPress-like theme: post classes, a recipe card, share bar, tags, related posts, about, newsletter and categories widgets, a GDPR box), no reader discussion: under the recipe the test kitchen's log 'Le nostre prove' of five entries (first name, date, what was tried).",
        lookalikes=("'Le nostre prove': 5 entries (NAME · date, note)",),
    )


# --------------------------------------------------------------------------- nl: a podcast episode with transcript, 2021


def nl_podcast() -> Case:
    turns = [
        (
            "Femke de Wolf",
            "00:00",
            "Welkom bij Dijkpraat, de podcast van Omroep Lingeland over alles wat er leeft tussen de rivieren. Ik ben Femke de Wolf, en vandaag gaat het over het pontje bij Heeswijk, dat na zeventig jaar misschien gaat verdwijnen.",
        ),
        (
            "Femke de Wolf",
            "00:18",
            "Ik zit hier met Gerrit van Beusekom, die de pont al achtentwintig jaar vaart. Gerrit, hoe voelde het toen je het nieuws hoorde?",
        ),
        (
            "Gerrit van Beusekom",
            "00:27",
            "Ja, eerlijk gezegd zag ik het al een tijdje aankomen. Het aantal overzetters is sinds de nieuwe brug bij Zaltwijk gehalveerd. Maar in de zomer, met de fietsers, is het nog steeds elke dag druk.",
        ),
        (
            "Femke de Wolf",
            "01:02",
            "De gemeente zegt dat de pont jaarlijks een ton kost. Is dat reëel?",
        ),
        (
            "Gerrit van Beusekom",
            "01:09",
            "Dat zal wel kloppen, met het onderhoud en de verzekering. Maar zet daar eens tegenover wat het oplevert voor de horeca aan de overkant. Het theehuis bestaat alleen door de pont.",
        ),
        (
            "Sanne Roodbol",
            "01:41",
            "Daar wil ik even op inhaken. Ik ben wethouder, en we willen de pont helemaal niet zomaar opheffen. We kijken of een stichting met vrijwilligers het kan overnemen, zoals in Brakel.",
        ),
        (
            "Femke de Wolf",
            "02:05",
            "Dat is nieuw. Wanneer weten we meer?",
        ),
        (
            "Sanne Roodbol",
            "02:09",
            "Voor de zomer komen we met een voorstel naar de raad. Tot die tijd vaart de pont gewoon, dat kan ik beloven.",
        ),
    ]
    transcript = "".join(
        f'<div class="tr-fragment" data-start="{t}"><button type="button" class="tr-tijd" aria-label="Ga naar {t}">{t}</button>'
        f'<span class="tr-spreker">{esc(w)}</span><p class="tr-tekst">{esc(x)}</p></div>'
        for w, t, x in turns
    )
    eerder = [
        ("Afl. 46", "Waarom de kersenpluk dit jaar drie weken later begint", "5 mei 2021", "24 min"),
        ("Afl. 45", "Het laatste café van Rumpt sluit de deuren", "28 april 2021", "31 min"),
        ("Afl. 44", "Hoogwater: hoe hoog mag de Waal nog komen?", "21 april 2021", "27 min"),
        ("Afl. 43", "Koningsdag op afstand, voor de tweede keer", "14 april 2021", "19 min"),
    ]
    eh = "".join(
        f'<li class="afl"><span class="afl-nr">{esc(a)}</span><a href="/podcast/dijkpraat/{slug(t)}">{esc(t)}</a><span class="afl-meta">{esc(d)} · {esc(m)}</span></li>'
        for a, t, d, m in eerder
    )
    css = """:root{--rood:#e4002b;--grijs:#f3f3f3}*{box-sizing:border-box}body{margin:0;font:16px/1.6 "Source Sans Pro",Arial,sans-serif;color:#1a1a1a}
.o-header{display:flex;align-items:center;gap:24px;padding:0 24px;height:64px;background:#fff;border-bottom:1px solid #e5e5e5;position:sticky;top:0}
.o-logo{font:800 22px Arial;color:var(--rood);text-decoration:none}.o-nav{display:flex;gap:20px;list-style:none;margin:0;padding:0;font-weight:600}
.o-nav a{color:#1a1a1a;text-decoration:none}.o-live{margin-left:auto;background:var(--rood);color:#fff;padding:6px 14px;border-radius:18px;font-weight:700;font-size:14px;text-decoration:none}
.l-wrap{max-width:1100px;margin:0 auto;padding:24px;display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:40px}
.p-hero{display:flex;gap:20px;background:#1f2a44;color:#fff;padding:20px;border-radius:8px}.p-hero img{border-radius:6px}
.p-kicker{font-size:13px;text-transform:uppercase;letter-spacing:1px;color:#ffb3c1}.p-hero h1{font-size:28px;line-height:1.2;margin:4px 0 8px}
.p-meta{font-size:14px;color:#cdd3e0}.player{margin:16px 0;background:var(--grijs);border-radius:8px;padding:14px;display:flex;align-items:center;gap:14px}
.player .play{width:44px;height:44px;border-radius:50%;background:var(--rood);border:0;color:#fff;font-size:18px}.player .balk{flex:1;height:6px;background:#ddd;border-radius:3px}
.abonneer{display:flex;gap:8px;font-size:13px;margin-bottom:20px}.abonneer a{border:1px solid #ccc;border-radius:16px;padding:4px 12px;color:#1a1a1a;text-decoration:none}
.shownotes h2,.transcript h2{font-size:20px;margin:24px 0 8px}.transcript{border-top:1px solid #e5e5e5}
.transcript .uitleg{font-size:13px;color:#777}.tr-fragment{display:grid;grid-template-columns:60px 1fr;column-gap:12px;padding:8px 0}
.tr-tijd{grid-row:span 2;align-self:start;border:0;background:none;color:var(--rood);font:600 13px monospace;cursor:pointer;padding:2px 0}
.tr-spreker{font-weight:700;font-size:14px}.tr-tekst{margin:0}
.side h3{font-size:16px;border-bottom:3px solid var(--rood);padding-bottom:4px}.side ul{list-style:none;margin:0;padding:0}
.afl{padding:10px 0;border-bottom:1px solid #eee;display:flex;flex-direction:column}.afl-nr{font-size:12px;color:var(--rood);font-weight:700}.afl-meta{font-size:12px;color:#777}
.nu{background:var(--grijs);padding:12px;border-radius:6px;font-size:14px;margin-top:24px}
.o-footer{background:#1a1a1a;color:#aaa;padding:32px 24px;font-size:14px;margin-top:40px}.o-footer a{color:#fff;margin-right:16px}
.cookiewall{position:fixed;inset:auto 0 0 0;background:#fff;border-top:4px solid var(--rood);padding:16px 24px;font-size:14px;display:flex;gap:16px;align-items:center}"""
    body = f"""<header class="o-header"><a class="o-logo" href="/">Omroep Lingeland</a><ul class="o-nav"><li><a href="/nieuws">Nieuws</a></li><li><a href="/sport">Sport</a></li><li><a href="/radio">Radio</a></li><li><a href="/tv">TV</a></li><li><a href="/podcast">Podcasts</a></li><li><a href="/112">112</a></li></ul><a class="o-live" href="/radio/live">▶ Luister live</a></header>
<div class="l-wrap"><main>
<section class="p-hero"><img src="/_avatar/dijkpraat-cover.svg" width="160" height="160" alt="Dijkpraat"><div><div class="p-kicker">Dijkpraat · Aflevering 47</div><h1>Blijft het pontje bij Heeswijk varen?</h1><div class="p-meta">Met Femke de Wolf · <time datetime="2021-05-12T06:00:00+02:00">12 mei 2021</time> · 22 minuten</div></div></section>
<div class="player" role="region" aria-label="Audiospeler"><button class="play" type="button" aria-label="Afspelen">▶</button><span>00:00</span><div class="balk"></div><span>22:14</span><button type="button">1x</button></div>
<div class="abonneer"><span>Abonneer via</span><a href="#">Spotify</a><a href="#">Apple Podcasts</a><a href="#">Google Podcasts</a><a href="/podcast/dijkpraat/rss">RSS</a></div>
<section class="shownotes"><h2>Over deze aflevering</h2>
<p>Al sinds 1951 zet een pontje fietsers en wandelaars over de Linge bij Heeswijk. Maar de gemeente moet bezuinigen en de veerdienst staat op de lijst. Femke de Wolf praat met veerman Gerrit van Beusekom en wethouder Sanne Roodbol over de toekomst van de pont.</p>
<p>Meer lezen? <a href="/nieuws/2021/04/pont-heeswijk-op-bezuinigingslijst">Pont Heeswijk op bezuinigingslijst</a> (artikel, 22 april).</p>
<p><b>Productie:</b> Joost Vermeulen · <b>Muziek:</b> Lingeland Audio</p></section>
<section class="transcript"><h2>Transcriptie</h2><p class="uitleg">Deze transcriptie is automatisch gemaakt en door de redactie nagekeken. Klik op een tijd om daar te beginnen met luisteren. Hieronder de eerste minuten.</p>{transcript}<p><a href="/podcast/dijkpraat/47/transcriptie">Lees de volledige transcriptie</a></p></section>
</main>
<aside class="side"><h3>Eerdere afleveringen</h3><ul>{eh}</ul>
<div class="nu"><b>Nu op Radio Lingeland:</b><br>Lingeland Vandaag met Rob Ketting, 09:00 - 12:00</div>
<div class="nu"><b>Tip de redactie</b><br>Heb je nieuws? App ons via 06 - 1234 5678 of mail naar <a href="mailto:nieuws@omroeplingeland.nl">nieuws@omroeplingeland.nl</a>.</div></aside></div>
<footer class="o-footer"><a href="/over-ons">Over ons</a><a href="/frequenties">Frequenties</a><a href="/privacy">Privacy</a><a href="/cookies">Cookies</a><a href="/contact">Contact</a><p>Omroep Lingeland is de regionale publieke omroep voor de Betuwe en de Alblasserwaard.</p></footer>
<div class="cookiewall">Omroep Lingeland gebruikt cookies om de site te verbeteren en om video's en podcasts te tonen. <button type="button" onclick="this.parentNode.remove()">Akkoord</button> <a href="/cookies">Instellingen</a></div>"""
    html = page(
        "Blijft het pontje bij Heeswijk varen?",
        "Omroep Lingeland",
        "nl",
        css,
        body,
        published="2021-05-12T06:00:00+02:00",
        author="Femke de Wolf",
    )
    return make(
        "ee-plain-nl-transcriptie",
        "lookalike",
        "nl",
        html,
        [],
        path="/podcast/dijkpraat/47-blijft-het-pontje-bij-heeswijk-varen",
        container="-",
        heading=None,
        description="A Dutch regional broadcaster's podcast episode page of May 2021 (sticky header with 'Luister live', an audio player, subscribe links, show notes, earlier episodes, a tip box, a cookie wall), no reader discussion: its 'Transcriptie' of eight turns (timecode button, speaker, what was said) by three speakers.",
        lookalikes=(
            "'Transcriptie': 8 turns (timecode, NAME, text)",
            "'Eerdere afleveringen': 4 episodes with dates",
        ),
    )


# --------------------------------------------------------------------------- sv: a local paper quoting a visitors' book, 2016


def sv_gastbok() -> Case:
    entries = [
        (
            "Ingrid och Bosse Lundkvist",
            "Västerås",
            "14 juli 2015",
            "Sjunde sommaren i rad. Lika blåsigt som vanligt och lika vackert. Vi kommer tillbaka nästa år om knäna håller.",
        ),
        (
            "Familjen Haddad",
            "Göteborg",
            "2 augusti 2015",
            "Barnen räknade 212 trappsteg till toppen. Pappa räknade 211. Vi såg tumlare från utsiktsplatsen!",
        ),
        (
            "Klaus Wendt",
            "Rostock",
            "19 augusti 2015",
            "Mein Großvater war hier 1938 Leuchtturmwärter-Gehilfe. Danke, dass Sie sein Haus so gut pflegen.",
        ),
        (
            "Tilda, 9 år",
            "Kalmar",
            "6 juni 2016",
            "Jag vill bli fyrvaktare när jag blir stor. Eller veterinär.",
        ),
        (
            "Anonym",
            "",
            "11 juni 2016",
            "Friade här i morse. Hon sa ja.",
        ),
    ]
    quoted = "".join(
        f'<li><blockquote>{esc(t)}</blockquote><p class="gb-sign">{esc(w)}{", " + esc(town) if town else ""}<br><span class="gb-datum">{esc(d)}</span></p></li>'
        for w, town, d, t in entries
    )
    mest = [
        "Ny ägare till Hamnkrogen i Bödviken",
        "Trafikverket: Ölandsbron stängs två nätter i juni",
        "Fotboll: Ljungås IF vände och vann derbyt",
        "Rekordmånga turister väntas till norra Öland",
        "Polisen söker vittnen efter inbrott i sommarstugor",
    ]
    mh = "".join(f'<li><a href="/nyheter/{slug(t)}">{esc(t)}</a></li>' for t in mest)
    css = """body{margin:0;background:#f4f1ea;font:16px/1.55 "Georgia",serif;color:#222}
#top{background:#0b3954;color:#fff}#top .inner{width:980px;margin:0 auto;display:flex;justify-content:space-between;align-items:center;padding:12px 0}
#top .loggo{font:700 34px "Georgia",serif;color:#fff;text-decoration:none}#top .loggo em{font-style:normal;color:#f6c90e}
#top .info{font:12px Arial;text-align:right}#meny{background:#fff;border-bottom:1px solid #d8d2c4}#meny ul{width:980px;margin:0 auto;padding:0;list-style:none;display:flex}
#meny a{display:block;padding:10px 14px;font:bold 13px Arial;color:#0b3954;text-decoration:none}
#sida{width:980px;margin:20px auto;display:flex;gap:20px}#artikel{background:#fff;flex:1;padding:24px 30px}#hoger{width:300px}
.vinjett{font:bold 12px Arial;color:#b22;text-transform:uppercase}h1{font:bold 36px/1.1 Georgia,serif;margin:6px 0 12px}
.ingress{font:bold 17px/1.45 Arial,sans-serif}.byline{display:flex;gap:10px;align-items:center;font:13px Arial;color:#555;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:8px 0;margin:14px 0}
.byline img{border-radius:50%}.brodtext p{margin:0 0 14px}.bildtext{font:12px Arial;color:#666;margin-bottom:16px}
.faktaruta{float:right;width:230px;margin:0 0 14px 18px;background:#f6f1dc;padding:12px;font:13px/1.5 Arial}
.faktaruta h4{margin:0 0 6px;font-size:13px;text-transform:uppercase}
.ur-gastboken{clear:both;margin:24px 0;border-top:2px solid #0b3954;padding-top:8px}.ur-gastboken h2{font:bold 20px Georgia,serif;margin:0 0 10px}
.ur-gastboken ul{list-style:none;margin:0;padding:0}.ur-gastboken li{padding:12px 0;border-bottom:1px solid #e6e0d2}
.ur-gastboken blockquote{margin:0;font:italic 18px/1.45 Georgia,serif;color:#333}.gb-sign{margin:6px 0 0;font:bold 13px Arial;color:#0b3954}.gb-datum{font-weight:normal;color:#888}
.dela{font:13px Arial;margin-top:20px}.dela a{margin-right:10px}.box{background:#fff;padding:14px;margin-bottom:20px;font:14px Arial}
.box h3{margin:0 0 8px;font-size:15px;color:#b22;text-transform:uppercase}.box ol{padding-left:20px;margin:0}.box li{margin-bottom:6px}
.annons{background:#fff;height:250px;font:10px Arial;color:#aaa;text-align:center;line-height:250px;margin-bottom:20px}
#fot{background:#0b3954;color:#cbd6de;font:12px Arial;padding:24px}#fot .inner{width:980px;margin:0 auto}#fot a{color:#fff}
#cookie{background:#fffbe6;border-bottom:1px solid #e8d98a;font:13px Arial;padding:8px;text-align:center}"""
    body = f"""<div id="cookie">Vi använder cookies för att ge dig en bättre upplevelse av ostrandsnytt.se. Genom att surfa vidare godkänner du att vi använder cookies. <a href="/cookies">Läs mer</a> <button type="button" onclick="this.parentNode.remove()">Jag förstår</button></div>
<div id="top"><div class="inner"><a class="loggo" href="/">Östrands<em>nytt</em></a><div class="info">Tisdag 14 juni 2016 · Ljungås 17°<br><a href="/prenumerera" style="color:#f6c90e">Prenumerera</a> · <a href="/e-tidning" style="color:#fff">E-tidningen</a> · <a href="/logga-in" style="color:#fff">Logga in</a></div></div></div>
<div id="meny"><ul><li><a href="/">Start</a></li><li><a href="/nyheter">Nyheter</a></li><li><a href="/sport">Sport</a></li><li><a href="/noje">Nöje</a></li><li><a href="/asikter">Åsikter</a></li><li><a href="/familj">Familj</a></li><li><a href="/annonsera">Annonsera</a></li></ul></div>
<div id="sida"><div id="artikel">
<div class="vinjett">Ljungås</div>
<h1>Gästboken i fyren fylls igen – nu har den fått en egen hylla</h1>
<p class="ingress">Sedan fyren på Ljungudden öppnade för besökare 2009 har tusentals skrivit i gästboken. Nu ställer föreningen ut den sjunde volymen – och letar efter den första, som försvann 2011.</p>
<div class="byline"><img src="/_avatar/sofia-nyqvist.svg" width="40" height="40" alt=""><div><b>Sofia Nyqvist</b> · sofia.nyqvist@ostrandsnytt.se<br>Publicerad <time datetime="2016-06-14T05:30:00+02:00">14 juni 2016 kl. 05.30</time></div></div>
<img src="/_avatar/ljungudden-fyr.svg" width="620" height="380" alt=""><div class="bildtext">Leif Engström i Ljunguddens fyrförening visar den senaste gästboken. Foto: Sofia Nyqvist</div>
<div class="brodtext">
<div class="faktaruta"><h4>Ljungudden</h4>Fyren tändes 1872 och automatiserades 1964. Sedan 2009 sköts den av Ljunguddens fyrförening, som har öppet dagligen 11–17 från midsommar till mitten av augusti. Entré: 40 kronor, barn gratis.</div>
<p>Det är en vanlig blå anteckningsbok med spiralrygg som ligger på bordet i vaktstugan. Men för Leif Engström, ordförande i Ljunguddens fyrförening, är den lika viktig som linsen i tornet.</p>
<p>– Folk skriver saker här som de aldrig skulle skriva på nätet. Om sina föräldrar, om att de ska skiljas, om att de just blivit kära. Vi läser allt när säsongen är slut, säger han.</p>
<p>Sju böcker har fyllts sedan starten. Den första försvann spårlöst sommaren 2011 och föreningen hoppas fortfarande att någon ska lämna tillbaka den. Från i sommar står de andra i en monter i vaktstugan, och besökarna får bläddra i dem.</p>
<p>Östrandsnytt fick läsa i de senaste volymerna. Här är några av inläggen, publicerade med skribenternas tillstånd.</p>
</div>
<section class="ur-gastboken"><h2>Ur gästboken</h2><ul>{quoted}</ul></section>
<p>Fyren öppnar för säsongen på lördag. Den som har tips om den försvunna första gästboken kan höra av sig till föreningen på 0485-123 40.</p>
<div class="dela">Dela: <a href="#">Facebook</a><a href="#">Twitter</a><a href="#">E-post</a></div>
</div>
<div id="hoger"><div class="annons">ANNONS</div><div class="box"><h3>Mest läst</h3><ol>{mh}</ol></div>
<div class="box"><h3>Familj</h3>Födda, vigda, döda och grattis – <a href="/familj">se veckans familjesida</a>.</div><div class="annons">ANNONS</div></div></div>
<div id="fot"><div class="inner">Östrandsnytt · Box 104, 387 21 Ljungås · Tel 0485-100 00 · Ansvarig utgivare: Per-Olof Dahl<br><a href="/kontakt">Kontakta oss</a> · <a href="/tipsa">Tipsa redaktionen</a> · <a href="/personuppgifter">Personuppgifter</a></div></div>"""
    html = page(
        "Gästboken i fyren fylls igen – nu har den fått en egen hylla",
        "Östrandsnytt",
        "sv",
        css,
        body,
        published="2016-06-14T05:30:00+02:00",
        author="Sofia Nyqvist",
    )
    return make(
        "ee-plain-sv-ur-gastboken",
        "lookalike",
        "sv",
        html,
        [],
        path="/nyheter/gastboken-i-fyren-fylls-igen",
        container="-",
        heading=None,
        description="A Swedish local paper's story of June 2016 (a cookie line, subscribe and e-paper links, a fact box, most read, a family-page teaser, adverts), no reader discussion: in the article 'Ur gästboken', five entries of a lighthouse's visitors' book quoted with the writers' leave (blockquote, NAME, home town, date), one in German, one signed 'Anonym'.",
        lookalikes=("'Ur gästboken': 5 quoted visitors' book entries (text, NAME, town, date)",),
    )


def plain2_ee() -> list[Case]:
    return [it_prove(), nl_podcast(), sv_gastbok()]
