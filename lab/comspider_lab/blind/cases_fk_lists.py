"""Blind set fk: two pages without any reader comment whose revealed furniture is a short list of named texts, and
one mixed page. A Dutch polder paper of 2025 (a newsletter sign-up dialog with three readers' testimonials), a German
town paper of 2025 (an open shadow root of "related stories" with authors and dates) and a Polish small-town paper of
2015, mixed (3 readers' entries in a dialog behind an icon with a count, beside a carousel of readers' quotes in the
article). Every site, name and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_fk_common import Case, as_json, doc, esc, items, js_str, make, svg, talk

# --------------------------------------------------------------------------- nl: newsletter dialog, 2025


def nl_dijk() -> Case:
    quotes = "".join(
        f'<li class="nb-stem"><blockquote>{esc(t)}</blockquote><p class="nb-wie">{esc(n)}, {esc(w)}</p></li>'
        for t, n, w in (
            (
                "Elke vrijdag weet ik precies welke wegen dicht gaan en wanneer de veerpont niet vaart. Scheelt mij een hoop omrijden.",
                "Henny Bakels",
                "Oudeweer",
            ),
            (
                "Kort, duidelijk en zonder reclame. Ik lees hem bij de koffie voordat ik de kas in ga.",
                "Gert-Jan Slinger",
                "Zuidlanden",
            ),
            (
                "Dankzij de nieuwsbrief wist ik op tijd van de inspraakavond over de windmolens.",
                "Mirjam de Vaal",
                "Polderzicht",
            ),
        )
    )
    body = f"""<body>
<header class="kop"><a href="/" class="merk">De Polderbode</a><nav>{items("/", ["Nieuws", "Dorpen", "Water", "Sport", "Agenda"], " ")}</nav>
<button type="button" class="nb-knop" id="nb-open">✉ Nieuwsbrief</button></header>
<main class="artikel">
<p class="rubriek">Water</p>
<h1>Dijkversterking bij Oudeweer begint na de zomer</h1>
<p class="intro">Het waterschap versterkt vanaf september vier kilometer dijk langs de Oudeweerse Vaart. Het fietspad op de kruin gaat twee jaar dicht.</p>
<p class="auteur">Door Femke Rozendaal · 11 september 2025, 08:30</p>
<figure><img src="/beeld/2025/dijk-oudeweer.svg" width="680" height="300" alt=""><figcaption>De dijk bij Oudeweer, gezien vanaf de vaart. Beeld: De Polderbode</figcaption></figure>
<p>Bij de laatste inspectie bleek dat de dijk op drie plekken niet meer voldoet aan de nieuwe veiligheidsnormen. Het waterschap verhoogt de dijk met zestig centimeter en legt aan de landzijde een steunberm aan.</p>
<p>Tijdens het werk rijdt het fietsverkeer via de Zuidlanderweg. Voor landbouwverkeer komt bij de gemalen een tijdelijke oprit. Bewoners van de twaalf huizen aan de dijk krijgen deze maand een brief met de planning per woning.</p>
<p>Op dinsdag 23 september is er een inloopavond in dorpshuis De Vaart, van 19.00 tot 21.00 uur.</p>
<p class="tip">Tip de redactie: <a href="/tips">stuur ons een bericht</a></p>
</main>
<aside class="rechts"><h3>Agenda</h3><ul><li>23 sep – Inloopavond dijkversterking</li><li>27 sep – Oogstmarkt Zuidlanden</li><li>4 okt – Open dag gemaal De Hoop</li></ul></aside>
<dialog class="nb-venster" id="nb-venster" aria-labelledby="nb-titel">
<button type="button" class="nb-sluit" id="nb-sluit" aria-label="Sluiten">×</button>
<h2 id="nb-titel">Elke vrijdag het nieuws uit de polder in je mailbox</h2>
<form class="nb-form" action="/nieuwsbrief/aanmelden" method="post"><label>E-mailadres <input type="email" name="email" required></label> <button>Aanmelden</button></form>
<h3>Wat lezers zeggen</h3>
<ul class="nb-stemmen">{quotes}</ul>
<p class="nb-klein">Afmelden kan altijd met één klik onderaan elke nieuwsbrief.</p>
</dialog>
<footer class="voet">De Polderbode · Dorpsstraat 41, Oudeweer · <a href="/colofon">Colofon</a> · <a href="/privacy">Privacy</a></footer>
<script>
(function () {{
  var v = document.getElementById("nb-venster");
  document.getElementById("nb-open").addEventListener("click", function () {{ v.showModal(); }});
  document.getElementById("nb-sluit").addEventListener("click", function () {{ v.close(); }});
}})();
</script>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:17px/1.6 "Segoe UI",Arial,sans-serif;color:#1d1d1d}.kop{display:flex;align-items:center;gap:24px;padding:12px 28px;border-bottom:3px solid #e07b00}.merk{font:800 26px Georgia,serif;color:#e07b00;text-decoration:none}
.kop nav a{margin-right:12px;color:#333}.nb-knop{margin-left:auto;background:#e07b00;color:#fff;border:0;padding:7px 14px;border-radius:4px;cursor:pointer}.artikel{float:left;max-width:700px;padding:16px 28px}.rechts{float:right;width:240px;padding:16px;font-size:14px}
.rubriek{color:#e07b00;font-weight:700;margin:0}.intro{font-weight:600}.auteur{font-size:14px;color:#777}figcaption{font-size:13px;color:#777}.voet{clear:both;padding:14px 28px;background:#f2f2f2;font-size:13px}
.nb-venster{max-width:520px;border:0;border-radius:10px;padding:24px}.nb-venster::backdrop{background:rgba(0,0,0,.5)}.nb-sluit{float:right;border:0;background:none;font-size:22px}.nb-stemmen{list-style:none;padding:0}
.nb-stem{background:#fff6ea;padding:8px 12px;margin-bottom:8px;border-radius:6px}.nb-stem blockquote{margin:0;font-style:italic}.nb-wie{margin:2px 0 0;font-size:14px;color:#a35a00}.nb-klein{font-size:12px;color:#888}
</style>"""
    return make(
        "fk-nl-plain-dijk",
        "lookalike",
        "nl",
        doc(title="Dijkversterking bij Oudeweer begint na de zomer | De Polderbode", lang="nl", head=css)
        + body,
        [],
        path="/water/2025/09/dijkversterking-oudeweer",
        reveal="-",
        container="-",
        heading=None,
        description="A Dutch polder paper of 2025 (invented), no reader comment and no comment area: dike works begin after the summer; the header's '✉ Nieuwsbrief' button opens a <dialog> with a sign-up form and 'Wat lezers zeggen', three readers' testimonials about the newsletter (a quote, then 'NAME, VILLAGE'), not comments; a dated byline, a captioned photo, an agenda.",
        lookalikes=("dialog#nb-venster li.nb-stem",),
        files={"/beeld/2025/dijk-oudeweer.svg": svg(680, 300, "#6b8f3a", "Oudeweerse Vaart", 18)},
    )


# --------------------------------------------------------------------------- de: related stories in a shadow root, 2025


def de_weiterlesen() -> Case:
    stories = (
        (
            "Neue Ampel an der Schulstraße geht im März in Betrieb",
            "Jana Wolters",
            "04.02.2025",
            "Nach zwei Unfällen im Herbst reagiert die Stadt: Schüler sollen sicherer über die Kreuzung kommen.",
        ),
        (
            "Weidenfelser Tafel sucht Fahrer für Dienstag und Freitag",
            "Markus Ebeling",
            "03.02.2025",
            "Zwei Ehrenamtliche hören auf. Gebraucht wird ein Führerschein der Klasse B und etwa vier Stunden Zeit.",
        ),
        (
            "Stadtbücherei verlängert Öffnungszeiten am Donnerstag",
            "Jana Wolters",
            "31.01.2025",
            "Künftig bis 19 Uhr. Die Leiterin hofft vor allem auf Berufstätige und Schüler der Oberstufe.",
        ),
    )
    cards = "".join(
        f'<li class="karte"><a href="/weidenfels/{i}-weiter"><img src="/bilder/weiter-{i}.svg" width="120" height="80" alt=""></a>'
        f'<div><a class="t" href="/weidenfels/{i}-weiter">{esc(t)}</a><p class="a">{esc(tease)}</p>'
        f'<p class="m"><span class="von">{esc(who)}</span> · <time>{esc(when)}</time></p></div></li>'
        for i, (t, who, when, tease) in enumerate(stories)
    )
    inner = (
        "<style>:host{display:block;margin-top:36px;font:15px/1.45 Arial,sans-serif}h2{font-size:18px;border-bottom:2px solid #005f73;padding-bottom:4px}"
        "ul{list-style:none;padding:0}.karte{display:flex;gap:12px;padding:10px 0;border-bottom:1px solid #e2e2e2}.t{font-weight:700;color:#003845;text-decoration:none}"
        ".a{margin:4px 0;color:#444}.m{margin:0;font-size:12px;color:#888}</style>"
        f"<h2>Mehr aus Weidenfels</h2><ul>{cards}</ul>"
    )
    body = f"""<body>
<header class="oben"><a href="/" class="logo">Tagblatt für Weidenfels</a><nav>{items("/", ["Weidenfels", "Umland", "Sport", "Kultur", "Termine"], " ")}</nav></header>
<main class="text">
<h1>Wochenmarkt zieht für ein Jahr auf den Schillerplatz</h1>
<p class="teaser">Weil der Marktplatz neu gepflastert wird, stehen die Händler ab April auf dem Schillerplatz. Parken wird dort knapp.</p>
<p class="zeile">Von Markus Ebeling · 05.02.2025, 17:15 Uhr</p>
<p>Die Bauarbeiten am Marktplatz beginnen nach Ostern und sollen bis zum Frühjahr 2026 dauern. In dieser Zeit findet der Wochenmarkt mittwochs und samstags auf dem Schillerplatz statt.</p>
<p>Die 31 Stände werden in zwei Reihen entlang der Lindenallee aufgebaut. Die 40 Parkplätze auf dem Platz entfallen an Markttagen von 6 bis 14 Uhr; die Stadt verweist auf das Parkhaus am Bahnhof.</p>
<p>Marktmeister Dieter Holl rechnet nicht mit weniger Kundschaft: „Der Schillerplatz liegt näher am Wohngebiet, viele kommen ohnehin zu Fuß.“</p>
<wf-weiterlesen></wf-weiterlesen>
</main>
<footer class="unten">Tagblatt für Weidenfels · <a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a> · <a href="/abo">Abo</a></footer>
<script>
customElements.define("wf-weiterlesen", class extends HTMLElement {{
  connectedCallback() {{
    if (this.shadowRoot) return;
    this.attachShadow({{ mode: "open" }}).innerHTML = {js_str(inner)};
  }}
}});
</script>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:17px/1.6 Georgia,serif;color:#222}.oben{display:flex;gap:28px;align-items:baseline;padding:14px 28px;border-bottom:4px solid #005f73}.logo{font:700 26px Georgia,serif;color:#005f73;text-decoration:none}
.oben nav a{margin-right:12px;font:14px Arial,sans-serif;color:#333}.text{max-width:700px;margin:0 auto;padding:16px}.teaser{font-weight:700}.zeile{font-size:13px;color:#777}.unten{padding:14px 28px;background:#eef3f4;font-size:13px}
</style>"""
    files = {
        f"/bilder/weiter-{i}.svg": svg(120, 80, c) for i, c in enumerate(("#7a9e9f", "#9f7a7a", "#7a7f9f"))
    }
    return make(
        "fk-de-plain-weiterlesen",
        "lookalike",
        "de",
        doc(title="Wochenmarkt zieht auf den Schillerplatz | Tagblatt für Weidenfels", lang="de", head=css)
        + body,
        [],
        path="/weidenfels/2025/02/wochenmarkt-schillerplatz",
        reveal="-",
        container="-",
        heading=None,
        description="A German town paper of 2025 (invented), no reader comment and no comment area: the weekly market moves for a year; after the article the custom element <wf-weiterlesen> writes 'Mehr aus Weidenfels' into an open shadow root, three related stories each with a title, a teaser sentence, an author and a date, not comments.",
        lookalikes=("wf-weiterlesen (shadow root) li.karte",),
        files=files,
    )


# --------------------------------------------------------------------------- pl: mixed, 2015


def pl_chor() -> Case:
    cs = talk("""
Halina Wróbel || 2 marca 2015, 21:17 || Śpiewałam w tym chórze w latach osiemdziesiątych, kiedy próby były jeszcze w remizie. Przyjdę na pewno, może ktoś z dawnego składu też się pojawi.
Kuba R. || 3 marca 2015, 08:04 || Czy koncert będzie nagrywany? Moja babcia nie da rady wejść po schodach do kościoła, a bardzo chciałaby posłuchać.
> organista Tadeusz || 3 marca 2015, 12:30 || Nagrywamy, płyta będzie do odebrania w kancelarii po Wielkanocy. Dla starszych osób otworzymy też boczne wejście od plebanii, bez schodów.
""")
    slides = "".join(
        f'<figure class="slajd{" aktywny" if i == 0 else ""}"><blockquote>{esc(t)}</blockquote><figcaption>{esc(n)}</figcaption></figure>'
        for i, (t, n) in enumerate(
            (
                (
                    "Chór to dla mnie druga rodzina. Przez czterdzieści lat opuściłam może pięć prób.",
                    "Irena Pasek, sopran, w chórze od 1975 roku",
                ),
                ("Przyszedłem na jedną próbę za kolegą, a zostałem dwanaście lat.", "Bogdan Kruk, bas"),
                (
                    "Najlepiej pamiętam pierwszy wyjazd na festiwal, śpiewaliśmy w deszczu pod namiotem.",
                    "Zofia Grela, alt",
                ),
            )
        )
    )
    data = as_json(cs).replace("</", "<\\/")
    body = f"""<body>
<div class="calosc">
<div class="naglowek"><a href="/" class="winieta">Tygodnik Srebrnopolski</a><span class="dzis">poniedziałek, 2 marca 2015</span></div>
<ul class="nawigacja">{items("/", ["Aktualności", "Srebrnopol", "Gmina", "Kultura", "Sport", "Ogłoszenia"])}</ul>
<div class="artykul">
<h1>Chór „Lutnia” świętuje 40-lecie. Koncert w niedzielę w kościele farnym</h1>
<p class="info">Dorota Miklas · 02.03.2015, 19:40 <button type="button" class="dymek" id="dymek" aria-label="Rozmowa, 3 wpisy">💬 3</button></p>
<p class="wstep">Czterdzieści lat temu przy domu kultury zebrało się dwanaście osób. Dziś chór liczy trzydzieści dwa głosy.</p>
<p>Jubileuszowy koncert odbędzie się w niedzielę 8 marca o godz. 16:00 w kościele farnym. Chór pod dyrekcją Anny Pietrzela wykona pieśni wielkopostne i utwory z pierwszego programu z 1975 roku.</p>
<p>Na koncert zaproszono dawnych członków chóru. Organizatorzy proszą, by zgłaszali się przed koncertem w zakrystii, gdzie czekać będą pamiątkowe dyplomy.</p>
<div class="karuzela" id="karuzela"><h3>Czytelnicy o chórze</h3>{slides}<p class="strzalki"><button type="button" id="wstecz">‹</button> <button type="button" id="dalej">›</button></p></div>
<p>Wstęp wolny. Po koncercie w salce parafialnej zaplanowano spotkanie przy kawie i jubileuszowym torcie.</p>
</div>
<div class="boczna"><h4>Kalendarz</h4><p>8 marca – koncert chóru „Lutnia”<br>14 marca – kiermasz wielkanocny<br>21 marca – bieg wiosenny</p></div>
<div class="stopka">Tygodnik Srebrnopolski · ul. Młyńska 6 · <a href="/redakcja">Redakcja</a></div>
</div>
<div class="tlo" id="tlo" hidden>
<div class="okno" role="dialog" aria-modal="true" aria-labelledby="okno-tytul"><button type="button" class="zamknij" id="zamknij">Zamknij ✕</button><h2 id="okno-tytul">Rozmowa</h2><div id="okno-lista"></div></div>
</div>
<script type="application/json" id="rozmowa-dane">{data}</script>
<script>
(function () {{
  var s = document.querySelectorAll(".slajd"), k = 0;
  function pokaz(n) {{ s[k].classList.remove("aktywny"); k = (n + s.length) % s.length; s[k].classList.add("aktywny"); }}
  document.getElementById("dalej").onclick = function () {{ pokaz(k + 1); }};
  document.getElementById("wstecz").onclick = function () {{ pokaz(k - 1); }};
  setInterval(function () {{ pokaz(k + 1); }}, 6000);
  var tlo = document.getElementById("tlo"), narysowane = false;
  function el(t, c, x) {{ var e = document.createElement(t); if (c) e.className = c; if (x != null) e.textContent = x; return e; }}
  function wpis(w, all) {{
    var d = el("div", "wpis");
    var g = el("p", "gora"); g.append(el("b", null, w.von), " ", el("span", "kiedy", w.am)); d.append(g);
    w.txt.split("\\n\\n").forEach(function (p) {{ d.append(el("p", "tekst", p)); }});
    all.filter(function (x) {{ return x.auf === w.n; }}).forEach(function (x) {{ var o = el("div", "odp"); o.append(wpis(x, all)); d.append(o); }});
    return d;
  }}
  document.getElementById("dymek").addEventListener("click", function () {{
    if (!narysowane) {{
      narysowane = true;
      var all = JSON.parse(document.getElementById("rozmowa-dane").textContent), lista = document.getElementById("okno-lista");
      all.filter(function (x) {{ return !x.auf; }}).forEach(function (w) {{ lista.append(wpis(w, all)); }});
    }}
    tlo.hidden = false;
  }});
  document.getElementById("zamknij").addEventListener("click", function () {{ tlo.hidden = true; }});
}})();
</script>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#f3efe8;font:15px/1.6 Verdana,sans-serif;color:#2a2a2a}.calosc{width:960px;margin:0 auto;background:#fff}.naglowek{display:flex;justify-content:space-between;align-items:center;padding:14px 18px;border-bottom:3px solid #7b3f00}
.winieta{font:700 26px Georgia,serif;color:#7b3f00;text-decoration:none}.dzis{font-size:12px;color:#888}.nawigacja{list-style:none;margin:0;padding:6px 18px;background:#f7f1e8}.nawigacja li{display:inline;margin-right:14px}
.artykul{float:left;width:640px;padding:14px 18px}.boczna{float:right;width:240px;padding:14px;font-size:13px}.stopka{clear:both;padding:10px 18px;background:#7b3f00;color:#fff;font-size:12px}.stopka a{color:#fff}
.info{font-size:12px;color:#888}.dymek{border:1px solid #7b3f00;background:#fff;color:#7b3f00;border-radius:12px;padding:2px 10px;cursor:pointer;margin-left:8px}.wstep{font-weight:bold}
.karuzela{background:#f7f1e8;padding:10px 16px;margin:16px 0}.slajd{display:none;margin:0}.slajd.aktywny{display:block}.slajd blockquote{margin:0;font-style:italic;font-size:16px}.slajd figcaption{font-size:12px;color:#7b3f00}
.tlo{position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center}.tlo[hidden]{display:none}.okno{background:#fff;width:520px;max-height:80vh;overflow:auto;padding:18px;border-radius:6px}
.zamknij{float:right}.wpis{border-bottom:1px solid #eee;padding:6px 0}.odp{margin-left:24px}.kiedy{color:#999;font-size:12px}.tekst{margin:4px 0}
</style>"""
    return make(
        "fk-pl-mixed-chor",
        "mixed",
        "pl",
        doc(title="Chór „Lutnia” świętuje 40-lecie - Tygodnik Srebrnopolski", lang="pl", head=css) + body,
        cs,
        path="/kultura/2015/03/chor-lutnia-40-lecie",
        reveal="modal: the icon button '💬 3' in the byline opens an overlay (role=dialog, hidden until then) and draws the thread from JSON held in the page (script type=application/json) on its first opening",
        container="div#tlo.tlo > div.okno[role=dialog]: h2 'Rozmowa', div#okno-lista > div.wpis entries (p.gora: b NAME, span.kiedy '2 marca 2015, 21:17'; p.tekst TEXT); the reply in div.odp inside its parent",
        heading="Rozmowa",
        description="A Polish small-town weekly of 2015 (invented), mixed: a choir's 40th anniversary concert; 3 readers' entries (the organist's answer to one) in an overlay dialog opened by the byline's icon '💬 3', drawn from JSON in the page; in the article a carousel 'Czytelnicy o chórze' of three readers' quotes (a quote and 'NAME, voice'), not comments; a calendar.",
        lookalikes=("div#karuzela figure.slajd",),
        check_steps=("click:#dymek", "wait:300"),
    )
