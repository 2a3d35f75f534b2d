"""Blind set fv: four pages without any reader comment whose furniture holds a list of people's names and dates that
is not a discussion. A Czech regional paper's article with the funeral-notices box "Smuteční oznámení" after it, a
Norwegian local paper's article followed by the week's readers' photos ("Leserbilder", photographer and date under
each), a Polish county weekly's football report with the round's results table and its scorers, and a Korean city
paper's article with the newsroom's reporters and their latest stories. Every site, name, place and text invented
for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fv_common import Case, doc, esc, make, nav, svg

# --------------------------------------------------------------------------- cs: a regional paper, 2025, funeral notices


def cs_parte() -> Case:
    notices = (
        (
            "Marie Dvořáková",
            "roz. Vondrová",
            "87 let",
            "Poslední rozloučení ve čtvrtek 13. 2. 2025 ve 13.00 v kostele sv. Václava v Podlesí.",
        ),
        ("Josef Novotný", "", "74 let", "Rozloučení v úzkém rodinném kruhu. Děkujeme za projevy soustrasti."),
        (
            "Ing. Karel Beneš",
            "",
            "69 let",
            "Poslední rozloučení v pátek 14. 2. 2025 v 11.00 v obřadní síni v Lhotce.",
        ),
        (
            "Jaroslava Kučerová",
            "",
            "91 let",
            "Zádušní mše v sobotu 15. 2. 2025 v 10.00 v kostele v Horním Podlesí.",
        ),
    )
    entries = "\n".join(
        f'<li class="parte-polozka"><p class="parte-jmeno">{esc(n)}{(" <span>" + esc(b) + "</span>") if b else ""}</p>'
        f'<p class="parte-vek">zemřel(a) ve věku {esc(a)}</p><p class="parte-text">{esc(t)}</p></li>'
        for n, b, a, t in notices
    )
    body = f"""<body>
<div class="horni-lista"><span>Úterý 11. února 2025, svátek má Jaroslava</span><a href="/predplatne">Předplatné</a><a href="/prihlaseni">Přihlásit</a></div>
<header class="hlavicka"><a href="/"><img src="/obrazky/hlas.svg" width="240" height="52" alt="Hlas Podlesí"></a></header>
<nav class="rubriky">{nav([("/zpravy", "Zprávy"), ("/obce", "Obce"), ("/kultura", "Kultura"), ("/sport", "Sport"), ("/inzerce", "Inzerce"), ("/parte", "Parte")], " | ")}</nav>
<div class="obal">
<div class="clanek-sloupec">
<article class="clanek">
<div class="clanek-rubrika">Obce</div>
<h1>Ze starého pivovaru v Podlesí bude knihovna a kavárna</h1>
<p class="perex">Zastupitelé schválili přestavbu památkově chráněné sladovny. Knihovna se do ní přestěhuje nejpozději v létě 2026.</p>
<p class="autor-datum"><a href="/autori/tereza-habrmanova">Tereza Habrmanová</a> · 10. 2. 2025 16:45</p>
<img src="/obrazky/2025/pivovar.svg" width="700" height="380" alt="">
<p>Budova bývalé sladovny v Pivovarské ulici stojí prázdná od roku 1994. Město ji koupilo před třemi lety za 4,2 milionu korun a od té doby hledalo, k čemu ji využít.</p>
<p>Podle schváleného projektu bude v přízemí kavárna a dětské oddělení knihovny, v patře studovna a sál pro besedy. Přestavba vyjde na 38 milionů korun, polovinu by měla pokrýt dotace z kraje.</p>
<p>„Knihovna dnes sídlí ve dvou místnostech nad poštou, kam se maminky s kočárky nedostanou,“ uvedla místostarostka Hana Pokorná.</p>
</article>
<div class="stitky">Štítky: {nav([("/stitek/knihovna", "knihovna"), ("/stitek/pivovar", "pivovar"), ("/stitek/zastupitelstvo", "zastupitelstvo")], ", ")}</div>
<div class="sdilet">Sdílet: <a href="/sdilet/email">E-mail</a> <a href="/sdilet/zprava">Zpráva</a> <a href="/sdilet/odkaz">Kopírovat odkaz</a></div>
<div class="autor-box"><img src="/obrazky/autori/th.svg" width="56" height="56" alt=""><p><strong>Tereza Habrmanová</strong><br>Redaktorka zpravodajství z obcí Podlesí.</p></div>
<section class="parte-box">
<h2>Smuteční oznámení</h2>
<p class="parte-uvod">S lítostí oznamujeme, že nás opustili:</p>
<ul class="parte-seznam">
{entries}
</ul>
<p class="parte-odkaz"><a href="/parte">Všechna smuteční oznámení</a> · <a href="/inzerce/parte">Podat parte</a></p>
</section>
<section class="souvisejici"><h3>Související články</h3>
<p><a href="/obce/2025/01/posta">Pošta v Podlesí zkrátí otevírací dobu</a> <time>28. 1. 2025</time></p>
<p><a href="/kultura/2024/12/knihovna-rekord">Knihovna měla rekordní rok, půjčila 21 tisíc knih</a> <time>30. 12. 2024</time></p>
<p><a href="/obce/2024/11/sladovna">Co se sladovnou? Město sbíralo nápady</a> <time>14. 11. 2024</time></p>
</section>
</div>
<aside class="bocni">
<div class="zpravodaj"><h4>Newsletter Hlasu</h4><p>Každé pondělí to nejdůležitější z Podlesí.</p><form action="/newsletter" method="post"><input type="email" name="email" placeholder="váš e-mail"><button>Odebírat</button></form></div>
<div class="nejctenejsi"><h4>Nejčtenější</h4><ol><li><a href="/zpravy/2025/02/most">Most přes Sázku bude tři měsíce zavřený</a></li><li><a href="/sport/2025/02/hokej">Hokejisté Podlesí vyhráli okresní přebor</a></li><li><a href="/obce/2025/02/pivovar">Ze starého pivovaru bude knihovna</a></li></ol></div>
</aside>
</div>
<footer class="paticka">Hlas Podlesí, regionální týdeník · Náměstí Míru 8, Podlesí · © 2025</footer>
</body>
</html>
"""
    css = """<style>
body{font:16px/1.55 Georgia,serif;margin:0;color:#222}.horni-lista{background:#263238;color:#cfd8dc;font:12px Arial,sans-serif;padding:4px 20px;display:flex;gap:14px}.horni-lista a{color:#fff}.hlavicka{padding:10px 20px}
.rubriky{font:bold 14px Arial,sans-serif;padding:8px 20px;border-top:3px solid #00695c;border-bottom:1px solid #ddd}.obal{display:flex;gap:28px;max-width:1080px;margin:16px auto}.clanek-sloupec{flex:1}.bocni{width:290px;font-family:Arial,sans-serif}
.clanek-rubrika{color:#00695c;font:bold 12px Arial,sans-serif}.perex{font-weight:bold}.autor-datum{font:13px Arial,sans-serif;color:#777}.stitky,.sdilet{font:13px Arial,sans-serif;margin:10px 0}.sdilet a{margin-left:6px}
.autor-box{display:flex;gap:10px;background:#eceff1;padding:10px;font-size:14px}.parte-box{margin-top:22px;border:1px solid #222;padding:12px 16px;background:#fcfcfc}.parte-box h2{font-size:18px;text-align:center;border-bottom:1px solid #222}
.parte-uvod{text-align:center;font-style:italic}.parte-seznam{list-style:none;padding:0}.parte-polozka{border-bottom:1px solid #ccc;padding:8px 0;text-align:center}.parte-jmeno{font-weight:bold;margin:0}.parte-jmeno span{font-weight:normal;font-size:13px}
.parte-vek{margin:0;font-size:13px;color:#555}.parte-text{margin:2px 0;font-size:14px}.parte-odkaz{font:12px Arial,sans-serif;text-align:center}.souvisejici time{font:12px Arial,sans-serif;color:#999;margin-left:6px}
.zpravodaj,.nejctenejsi{border:1px solid #ddd;padding:12px;margin-bottom:14px}.paticka{background:#263238;color:#b0bec5;font:12px Arial,sans-serif;padding:12px 20px}
</style>"""
    return make(
        "fv-cs-regional-parte",
        "lookalike",
        doc(title="Ze starého pivovaru v Podlesí bude knihovna a kavárna | Hlas Podlesí", lang="cs", head=css)
        + body,
        [],
        path="/obce/2025/02/pivovar-knihovna",
        container="-",
        heading=None,
        lookalikes=("section.parte-box",),
        description="A page without any reader comment: a Czech regional weekly's article of February 2025 (invented), the old malt-house will become a library and a café; after tags, share links and the author box, section.parte-box 'Smuteční oznámení' (funeral notices): four li, each p.parte-jmeno NAME (one with her maiden name), p.parte-vek 'zemřel(a) ve věku 87 let', p.parte-text a sentence with the day and place of the farewell; then related articles with dates; a side column with a newsletter box and a most-read list. No discussion, no form for one.",
        language="cs",
        files={
            "/obrazky/hlas.svg": svg(240, 52, "#00695c", "Hlas Podlesí", 22),
            "/obrazky/2025/pivovar.svg": svg(700, 380, "#8d6e63", "sladovna", 30),
            "/obrazky/autori/th.svg": svg(56, 56, "#90a4ae", "TH", 18),
        },
    )


# --------------------------------------------------------------------------- no: a local paper, 2024, readers' photos


def no_leserbilder() -> Case:
    photos = (
        ("Solnedgang over Holmeskjæret, sett fra moloen.", "Ingrid Solberg", "3. november 2024", "#e07b39"),
        (
            "Første rimfrost på bringebærbuskene i hagen på Haugen.",
            "Terje Bakke",
            "4. november 2024",
            "#90a4ae",
        ),
        (
            "Ørnen satt på flaggstanga ved skolen i over en time.",
            "Kari Nygård Lie",
            "5. november 2024",
            "#5d4037",
        ),
        ("Nordlys over Vikvatnet onsdag kveld.", "Håkon Strand", "6. november 2024", "#2e7d32"),
        ("Barnebarna bygde den første snømannen i år.", "Randi Eide", "8. november 2024", "#b0bec5"),
    )
    figs = "\n".join(
        f'<figure class="leserbilde"><img src="/bilder/leser/2024-45-{i + 1}.svg" width="300" height="200" alt="">'
        f'<figcaption><span class="leserbilde-tekst">{esc(t)}</span> <span class="leserbilde-foto">Foto: {esc(n)}</span>'
        f' <span class="leserbilde-dato">{esc(d)}</span></figcaption></figure>'
        for i, (t, n, d, _) in enumerate(photos)
    )
    files = {
        f"/bilder/leser/2024-45-{i + 1}.svg": svg(300, 200, col) for i, (_, _, _, col) in enumerate(photos)
    }
    body = f"""<body>
<header class="topp"><a href="/"><img src="/bilder/logo.svg" width="230" height="50" alt="Haugvik-Posten"></a><nav class="hovedmeny">{nav([("/nyheter", "Nyheter"), ("/sport", "Sport"), ("/kultur", "Kultur"), ("/meninger", "Meninger"), ("/leserbilder", "Leserbilder"), ("/tips-oss", "Tips oss")], " ")}</nav></header>
<div class="side">
<div class="hovedspalte">
<article class="sak">
<p class="stikktittel">Nyheter</p>
<h1>Ferja til Holmøya får nytt nattlig avgangstidspunkt fra desember</h1>
<p class="ingress">Etter over 400 underskrifter har fylkeskommunen gått med på en ekstra avgang klokka 23.30 fredag og lørdag.</p>
<p class="byline">Av <a href="/journalist/sigrid-vatne">Sigrid Vatne</a> · Publisert 8. november 2024 kl. 14.20</p>
<img src="/bilder/2024/ferje.svg" width="700" height="380" alt="">
<p>Fra 6. desember går det en ekstra ferje fra Haugvik kai til Holmøya klokka 23.30 fredager og lørdager. I dag går siste avgang 21.45, og mange har klaget på at de ikke rekker hjem etter kino, trening eller jobb.</p>
<p>Underskriftskampanjen ble startet av ungdomsrådet på Holmøya i september. – Vi har måttet velge mellom å dra tidlig hjem eller sove over hos venner, sier lederen av rådet.</p>
<p>Den nye avgangen er en prøveordning fram til sommeren. Fylkeskommunen vil da vurdere om den skal bli fast.</p>
</article>
<p class="emner">Emner: {nav([("/emne/ferje", "ferje"), ("/emne/holmoya", "Holmøya"), ("/emne/samferdsel", "samferdsel")], " · ")}</p>
<p class="del">Del saken: <a href="/del/epost">E-post</a> <a href="/del/melding">Melding</a> <a href="/del/lenke">Kopier lenke</a></p>
<div class="journalist-boks"><img src="/bilder/journalister/sv.svg" width="54" height="54" alt=""><p><b>Sigrid Vatne</b><br>Journalist i Haugvik-Posten, dekker samferdsel og øyene.</p></div>
<section class="ukas-leserbilder">
<h2>Ukas leserbilder</h2>
<p class="leserbilder-ingress">Send ditt bilde til bilder@haugvik-posten.example, så kommer det kanskje på trykk.</p>
<div class="leserbilder-rutenett">
{figs}
</div>
</section>
<section class="les-ogsa"><h3>Les også</h3>
<ul><li><a href="/nyheter/2024/10/kai">Haugvik kai får nytt venterom</a> <span>30.10.2024</span></li>
<li><a href="/nyheter/2024/10/ungdomsrad">Ungdomsrådet samlet over 400 underskrifter</a> <span>17.10.2024</span></li>
<li><a href="/nyheter/2024/09/ruter">Nye bussruter på fastlandet</a> <span>24.09.2024</span></li></ul>
</section>
</div>
<aside class="sidespalte">
<div class="nyhetsbrev"><h4>Nyhetsbrev</h4><p>Få de viktigste sakene fra Haugvik hver morgen.</p><form action="/nyhetsbrev" method="post"><input type="email" name="epost" placeholder="Din e-post"><button>Meld meg på</button></form></div>
<div class="mest-lest"><h4>Mest lest</h4><ol><li><a href="/nyheter/2024/11/storm">Stormen rev løs flytebrygga i havna</a></li><li><a href="/sport/2024/11/haugvik-il">Haugvik IL klar for 3. divisjon</a></li><li><a href="/kultur/2024/11/julekonsert">Billettene til julekonserten ble utsolgt på en time</a></li></ol></div>
</aside>
</div>
<footer class="bunn">Haugvik-Posten · Lokalavis for Haugvik og øyene · Ansvarlig redaktør: Eirik Holm · © 2024</footer>
</body>
</html>
"""
    css = """<style>
body{font:17px/1.55 Georgia,serif;margin:0;color:#1c1c1c}.topp{display:flex;align-items:center;gap:30px;padding:10px 24px;border-bottom:2px solid #01579b}.hovedmeny a{font:bold 14px Arial,sans-serif;margin-right:12px;color:#01579b}
.side{display:flex;gap:28px;max-width:1100px;margin:16px auto}.hovedspalte{flex:1}.sidespalte{width:290px;font-family:Arial,sans-serif}.stikktittel{font:bold 13px Arial,sans-serif;color:#01579b}.ingress{font-weight:bold}.byline{font:13px Arial,sans-serif;color:#777}
.emner,.del{font:13px Arial,sans-serif}.del a{margin-left:6px}.journalist-boks{display:flex;gap:10px;background:#e1f5fe;padding:10px;font-size:14px}.ukas-leserbilder{margin-top:22px}.leserbilder-ingress{font:13px Arial,sans-serif;color:#666}
.leserbilder-rutenett{display:grid;grid-template-columns:repeat(2,1fr);gap:14px}.leserbilde{margin:0}.leserbilde img{width:100%;height:auto}.leserbilde figcaption{font:13px Arial,sans-serif}.leserbilde-foto{font-weight:bold;display:block}.leserbilde-dato{color:#999}
.les-ogsa span{font:12px Arial,sans-serif;color:#999}.nyhetsbrev,.mest-lest{border:1px solid #ddd;padding:12px;margin-bottom:14px}.bunn{background:#01579b;color:#e1f5fe;font:12px Arial,sans-serif;padding:12px 24px}
</style>"""
    files.update(
        {
            "/bilder/logo.svg": svg(230, 50, "#01579b", "Haugvik-Posten", 20),
            "/bilder/2024/ferje.svg": svg(700, 380, "#0277bd", "ferje", 30),
            "/bilder/journalister/sv.svg": svg(54, 54, "#81d4fa", "SV", 18),
        }
    )
    return make(
        "fv-no-local-leserbilder",
        "lookalike",
        doc(title="Ferja til Holmøya får ny nattavgang – Haugvik-Posten", lang="nb", head=css) + body,
        [],
        path="/nyheter/2024/11/ferje-holmoya-nattavgang",
        container="-",
        heading=None,
        lookalikes=("section.ukas-leserbilder",),
        description="A page without any reader comment: a Norwegian local paper's article of November 2024 (invented), a late ferry to the island from December; after topics, share links and the journalist's box, 'Ukas leserbilder' (the week's readers' photos): five figure elements, each an image and a figcaption of a readers' sentence, 'Foto: NAME' and a date over six days (photos readers sent in, not comments); then 'Les også' with dates; a side column with a newsletter box and a most-read list. No discussion, no form for one.",
        language="no",
        files=files,
    )


# --------------------------------------------------------------------------- pl: a county weekly, 2025, results and scorers


def pl_kolejka() -> Case:
    results = (
        (
            "Sob., 12.04.2025",
            "Orzeł Brzezinka",
            "2:1",
            "Strażak Dąbrowa",
            "Mateusz Wrona 23', Kamil Sadowski 67' – Paweł Jurek 80'",
        ),
        ("Sob., 12.04.2025", "LZS Podgórze", "0:0", "Iskra Kamienna Wola", "–"),
        (
            "Niedz., 13.04.2025",
            "Victoria Łęg",
            "3:2",
            "Sokół Zarzecze",
            "Adrian Kubik 11', 54', Szymon Olech 88' – Dawid Mróz 30', Łukasz Bednarz 71'",
        ),
        (
            "Niedz., 13.04.2025",
            "Błękitni Ostrowy",
            "1:4",
            "Grom Jabłonna Mała",
            "Rafał Cieślak 45' – Bartosz Żak 9', 62', Marcin Ptak 70', Oskar Wilk 90+2'",
        ),
    )
    rows = "\n".join(
        f'<tr><td class="w-data">{esc(d)}</td><td class="w-gosp">{esc(h)}</td><td class="w-wynik">{esc(s)}</td>'
        f'<td class="w-gosc">{esc(a)}</td><td class="w-bramki">{esc(g)}</td></tr>'
        for d, h, s, a, g in results
    )
    body = f"""<body>
<div class="pasek"><span>Czwartek, 17 kwietnia 2025</span> <a href="/e-wydanie">E-wydanie</a> <a href="/ogloszenia">Ogłoszenia</a></div>
<header class="naglowek"><a href="/"><img src="/grafika/logo.svg" width="260" height="54" alt="Tygodnik Nadrzeczny"></a></header>
<ul class="dzialy">{nav([("/wiadomosci", "Wiadomości"), ("/gminy", "Gminy"), ("/sport", "Sport"), ("/kultura", "Kultura"), ("/motoryzacja", "Motoryzacja"), ("/nekrologi", "Nekrologi")])}</ul>
<div class="uklad">
<div class="tresc">
<article class="artykul">
<p class="dzial-art">Sport · A-klasa</p>
<h1>Derby dla Orła! Brzezinka odwraca losy meczu ze Strażakiem</h1>
<p class="lid">Przy komplecie widzów na stadionie w Brzezince gospodarze przegrywali do przerwy, ale po zmianie stron strzelili dwa gole i zostali liderem tabeli.</p>
<p class="podpis">Tekst i zdjęcia: <a href="/autor/grzegorz-lis">Grzegorz Lis</a> · 14.04.2025, 08:15</p>
<img src="/grafika/2025/derby.svg" width="700" height="380" alt="">
<p>Derby gminy od lat przyciągają tłumy i tym razem nie było inaczej. Na trybunach zasiadło blisko 600 kibiców, a gospodarze zaczęli nerwowo.</p>
<p>Po przerwie trener Orła wpuścił dwóch młodych zawodników i mecz się odwrócił. Wyrównującą bramkę zdobył strzałem głową z rzutu rożnego obrońca, a zwycięskiego gola – po indywidualnej akcji – napastnik, który wrócił po kontuzji.</p>
<p>Strażak zdołał jeszcze zdobyć bramkę kontaktową, ale na więcej nie starczyło sił. Orzeł ma teraz dwa punkty przewagi nad Victorią Łęg.</p>
</article>
<section class="wyniki-kolejki">
<h2>Wyniki 17. kolejki A-klasy</h2>
<table class="wyniki">
<thead><tr><th>Data</th><th>Gospodarz</th><th>Wynik</th><th>Gość</th><th>Bramki</th></tr></thead>
<tbody>
{rows}
</tbody>
</table>
<p class="wyniki-zrodlo">Wyniki: sędziowie i kluby. Tabela i terminarz na stronie <a href="/sport/a-klasa">A-klasa</a>.</p>
</section>
<p class="tagi">Tagi: {nav([("/tag/a-klasa", "A-klasa"), ("/tag/orzel-brzezinka", "Orzeł Brzezinka"), ("/tag/derby", "derby")], " ")}</p>
<p class="udostepnij">Udostępnij: <a href="/udostepnij/email">E-mail</a> <a href="/udostepnij/wiadomosc">Wiadomość</a> <a href="/udostepnij/link">Kopiuj link</a></p>
<div class="o-autorze"><img src="/grafika/autorzy/gl.svg" width="56" height="56" alt=""><p><b>Grzegorz Lis</b> – dziennikarz sportowy Tygodnika, od 15 lat jeździ na mecze niższych lig.</p></div>
<section class="czytaj-takze"><h3>Czytaj także</h3>
<p><a href="/sport/2025/04/tabela">Tabela A-klasy po 16. kolejce</a> <small>08.04.2025</small></p>
<p><a href="/sport/2025/03/boisko">Nowa murawa na stadionie w Brzezince</a> <small>21.03.2025</small></p>
<p><a href="/sport/2025/03/juniorzy">Juniorzy Victorii w finale wojewódzkim</a> <small>12.03.2025</small></p>
</section>
</div>
<aside class="kolumna">
<div class="newsletter-tn"><h4>Newsletter sportowy</h4><p>Wyniki i relacje z naszych boisk w każdy poniedziałek.</p><form action="/newsletter" method="post"><input type="email" name="email" placeholder="Twój e-mail"><button>Zapisz się</button></form></div>
<div class="najczesciej"><h4>Najczęściej czytane</h4><ol><li><a href="/wiadomosci/2025/04/obwodnica">Obwodnica Brzezinki: jest przetarg</a></li><li><a href="/gminy/2025/04/szkola">Szkoła w Łęgu z nową salą gimnastyczną</a></li><li><a href="/sport/2025/04/derby">Derby dla Orła!</a></li></ol></div>
</aside>
</div>
<footer class="stopka">Tygodnik Nadrzeczny · ul. Rynek 3 · Redakcja: redakcja@nadrzeczny.example · © 2025</footer>
</body>
</html>
"""
    css = """<style>
body{font:16px/1.55 Arial,sans-serif;margin:0;color:#212121}.pasek{background:#f5f5f5;font-size:12px;padding:4px 20px}.pasek a{margin-left:10px}.naglowek{padding:10px 20px}
.dzialy{display:flex;gap:16px;list-style:none;margin:0;padding:8px 20px;background:#2e7d32;font-weight:bold}.dzialy a{color:#fff;text-decoration:none}.uklad{display:flex;gap:28px;max-width:1100px;margin:16px auto}.tresc{flex:1}.kolumna{width:290px}
.dzial-art{color:#2e7d32;font-size:13px;font-weight:bold}.lid{font-weight:bold}.podpis{font-size:13px;color:#777}.wyniki-kolejki h2{font-size:18px}.wyniki{border-collapse:collapse;width:100%;font-size:14px}.wyniki th,.wyniki td{border:1px solid #ddd;padding:5px;vertical-align:top}
.wyniki th{background:#e8f5e9}.w-wynik{font-weight:bold;text-align:center}.w-bramki{font-size:12px;color:#555}.wyniki-zrodlo{font-size:12px;color:#777}.tagi,.udostepnij{font-size:13px}.udostepnij a{margin-left:6px}
.o-autorze{display:flex;gap:10px;background:#f1f8e9;padding:10px;font-size:14px}.czytaj-takze small{color:#999}.newsletter-tn,.najczesciej{border:1px solid #ddd;padding:12px;margin-bottom:14px}.stopka{background:#1b5e20;color:#c8e6c9;font-size:12px;padding:12px 20px}
</style>"""
    return make(
        "fv-pl-county-kolejka",
        "lookalike",
        doc(
            title="Derby dla Orła! Brzezinka odwraca losy meczu ze Strażakiem - Tygodnik Nadrzeczny",
            lang="pl",
            head=css,
        )
        + body,
        [],
        path="/sport/2025/04/derby-orzel-strazak",
        container="-",
        heading=None,
        lookalikes=("table.wyniki",),
        description="A page without any reader comment: a Polish county weekly's football report of April 2025 (invented), the local derby won by the home side; right after the article 'Wyniki 17. kolejki A-klasy': table.wyniki of four rows, date | home | score | away | scorers with minutes ('Mateusz Wrona 23', Kamil Sadowski 67' – Paweł Jurek 80''); then tags, share links, the author box and related stories with dates; a side column with a newsletter box and a most-read list. No discussion, no form for one.",
        language="pl",
        files={
            "/grafika/logo.svg": svg(260, 54, "#2e7d32", "Tygodnik Nadrzeczny", 20),
            "/grafika/2025/derby.svg": svg(700, 380, "#43a047", "derby", 30),
            "/grafika/autorzy/gl.svg": svg(56, 56, "#a5d6a7", "GL", 18),
        },
    )


# --------------------------------------------------------------------------- ko: a city paper, 2026, the newsroom's reporters


def ko_gija() -> Case:
    staff = (
        ("한지민", "사회부", "시립도서관 야간 열람실 운영 시간 연장", "2026.01.14"),
        ("오승현", "행정부", "시의회, 올해 예산 3.2% 증액 의결", "2026.01.12"),
        ("김도윤", "문화부", "겨울 빛 축제, 강변공원서 2월까지", "2026.01.09"),
        ("박서연", "사진부", "첫눈 내린 솔내 옛 골목 풍경", "2026.01.07"),
    )
    cards = "\n".join(
        f'<li class="gija-kadeu"><img src="/img/gija/{i + 1}.svg" width="48" height="48" alt="">'
        f'<div><p class="gija-ireum">{esc(n)} 기자 <span>{esc(d)}</span></p>'
        f'<p class="gija-choesin"><a href="/news/{i + 1}">{esc(t)}</a> <time>{esc(dt)}</time></p></div></li>'
        for i, (n, d, t, dt) in enumerate(staff)
    )
    files = {
        f"/img/gija/{i + 1}.svg": svg(48, 48, "#9fa8da", n[0], 18) for i, (n, _, _, _) in enumerate(staff)
    }
    body = f"""<body>
<div class="sangdan"><span>2026년 1월 16일 금요일</span><a href="/login">로그인</a><a href="/gudok">구독</a></div>
<header class="meori"><a href="/"><img src="/img/logo.svg" width="220" height="54" alt="솔내시민신문"></a></header>
<nav class="menyu">{nav([("/sahoe", "사회"), ("/haengjeong", "행정"), ("/gyeongje", "경제"), ("/munhwa", "문화"), ("/seupocheu", "스포츠"), ("/opinion", "오피니언")], " ")}</nav>
<div class="bonmun-yeong">
<div class="bonmun">
<article class="gisa">
<p class="gisa-bunryu">사회</p>
<h1>솔내 시립도서관, 평일 밤 11시까지 연다</h1>
<p class="gisa-bujae">시험 기간 학생·직장인 요청 반영… 2월부터 6개월 시범 운영</p>
<p class="gisa-jeongbo">한지민 기자 · 입력 2026.01.14 10:20 · 수정 2026.01.14 15:02</p>
<img src="/img/2026/doseogwan.svg" width="700" height="380" alt="">
<p>솔내 시립도서관이 다음 달부터 평일 야간 열람실 운영 시간을 밤 11시까지 연장한다. 지금은 밤 9시에 문을 닫는다.</p>
<p>도서관 측은 지난해 가을 이용자 설문에서 응답자의 62%가 운영 시간 연장을 원했다고 밝혔다. 야간에는 열람실과 1층 자료실만 개방하며, 안전 요원 두 명이 근무한다.</p>
<p>시범 운영은 7월까지이며, 이용률을 보고 연장 여부를 결정한다.</p>
</article>
<div class="taegeu">태그: {nav([("/tag/doseogwan", "#도서관"), ("/tag/yagan", "#야간운영"), ("/tag/solnae", "#솔내")], " ")}</div>
<div class="gongyu">공유하기: <a href="/share/mail">메일</a> <a href="/share/msg">메시지</a> <a href="/share/url">URL 복사</a></div>
<div class="gija-soge"><img src="/img/gija/1.svg" width="56" height="56" alt=""><p><b>한지민 기자</b> 사회부. 교육과 도서관, 생활 소식을 씁니다.</p></div>
<section class="pyeonjipguk">
<h2>솔내시민신문 편집국 기자들</h2>
<ul class="gija-mokrok">
{cards}
</ul>
<p class="pyeonjipguk-annae">제보: 편집국 000-000-0000 · jebo@solnae.example</p>
</section>
<section class="gwallyeon"><h3>관련 기사</h3>
<ul><li><a href="/sahoe/2025/11/seolmun">도서관 이용자 설문 결과 발표</a> <span>2025.11.20</span></li>
<li><a href="/haengjeong/2025/12/yesan">내년 도서관 예산 12% 늘어</a> <span>2025.12.03</span></li>
<li><a href="/munhwa/2025/10/chaek">가을 독서 축제에 1만 명 다녀가</a> <span>2025.10.28</span></li></ul>
</section>
</div>
<aside class="yeopdan">
<div class="nyuseuleteo"><h4>뉴스레터</h4><p>매주 월요일 솔내 소식을 메일로 받아보세요.</p><form action="/newsletter" method="post"><input type="email" name="email" placeholder="이메일 주소"><button>신청</button></form></div>
<div class="mani-bon"><h4>많이 본 기사</h4><ol><li><a href="/sahoe/2026/01/bus">시내버스 3개 노선 2월 개편</a></li><li><a href="/gyeongje/2026/01/sijang">솔내 전통시장 주차장 확장</a></li><li><a href="/sahoe/2026/01/doseogwan">시립도서관, 평일 밤 11시까지</a></li></ol></div>
</aside>
</div>
<footer class="hadan">솔내시민신문 · 솔내시 중앙로 15 · 발행인 겸 편집인: 윤태호 · © 2026</footer>
</body>
</html>
"""
    css = """<style>
body{font:16px/1.7 "Malgun Gothic","Apple SD Gothic Neo",sans-serif;margin:0;color:#222}.sangdan{background:#f2f2f2;font-size:12px;padding:4px 20px;display:flex;gap:12px}.meori{padding:10px 20px}
.menyu{padding:8px 20px;background:#3949ab}.menyu a{color:#fff;font-weight:bold;margin-right:14px;text-decoration:none}.bonmun-yeong{display:flex;gap:28px;max-width:1080px;margin:16px auto}.bonmun{flex:1}.yeopdan{width:290px}
.gisa-bunryu{color:#3949ab;font-weight:bold;font-size:13px}.gisa-bujae{font-size:18px;color:#555}.gisa-jeongbo{font-size:12px;color:#888}.taegeu,.gongyu{font-size:13px;margin:10px 0}.gongyu a{margin-left:6px}
.gija-soge{display:flex;gap:10px;background:#e8eaf6;padding:10px;font-size:14px}.pyeonjipguk{margin-top:22px}.pyeonjipguk h2{font-size:18px}.gija-mokrok{list-style:none;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:10px}
.gija-kadeu{display:flex;gap:10px;border:1px solid #e0e0e0;padding:8px}.gija-ireum{margin:0;font-weight:bold}.gija-ireum span{font-weight:normal;font-size:12px;color:#777}.gija-choesin{margin:2px 0;font-size:14px}.gija-choesin time{font-size:12px;color:#999}
.pyeonjipguk-annae{font-size:12px;color:#777}.gwallyeon span{font-size:12px;color:#999}.nyuseuleteo,.mani-bon{border:1px solid #ddd;padding:12px;margin-bottom:14px}.hadan{background:#1a237e;color:#c5cae9;font-size:12px;padding:12px 20px}
</style>"""
    files.update(
        {
            "/img/logo.svg": svg(220, 54, "#3949ab", "솔내시민신문", 22),
            "/img/2026/doseogwan.svg": svg(700, 380, "#5c6bc0", "도서관", 30),
        }
    )
    return make(
        "fv-ko-city-gija",
        "lookalike",
        doc(title="솔내 시립도서관, 평일 밤 11시까지 연다 - 솔내시민신문", lang="ko", head=css) + body,
        [],
        path="/sahoe/2026/01/doseogwan-yagan",
        container="-",
        heading=None,
        lookalikes=("section.pyeonjipguk",),
        description="A page without any reader comment: a Korean city paper's article of January 2026 (invented), the city library opens until 11 pm on weekdays; after tags, share links and the reporter's box, '솔내시민신문 편집국 기자들' (the newsroom's reporters): four li.gija-kadeu, each an avatar, 'NAME 기자' with the desk, and the reporter's latest story with its date (staff cards, not comments); then related articles with dates; a side column with a newsletter box and a most-read list. No discussion, no form for one.",
        language="ko",
        files=files,
    )
