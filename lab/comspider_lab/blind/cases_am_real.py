"""Blind set AM: four discussions kept by the harness's real comment systems, in page layouts of today: Isso loaded
when the last of three <details> of an accordion ("Kort nieuws", "Tijdlijn", "Reacties van lezers") is opened (nl);
Waline mounted when a switch (role=switch) in the side column is turned on (sv); Waline mounted in a bottom sheet
opened by a floating count button (cs); Isso behind an inline two-choice privacy placeholder in the
article (fi). Written for this set; every name, place and text invented; the page markup holds no "comment" in any
class or id (the systems' own clients add their markup when they run)."""

from __future__ import annotations

from comspider_lab.blind.cases_am_common import Case, Parts, Story, make, plain, thread
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed


def nl_isso_accordion() -> Case:
    c = plain(
        thread("""
Wim Hoekstra | - | - | Eindelijk een fietsbrug over het kanaal. Nu rijd ik elke ochtend twee kilometer om via de sluis.
Fatima el Amrani | - | 0 | Ik ook, met twee kinderen achterop. Die omweg langs de provinciale weg is echt gevaarlijk.
Jan-Willem | - | - | Zeven miljoen voor een fietsbrug vind ik veel. Had de pont niet gewoon vaker kunnen varen?
Anneke Bos | - | 2 | De pont vaart maar tot acht uur 's avonds en niet in de winter. Een brug is er altijd.
Ruud | - | - | Komt er ook verlichting op de brug? Het fietspad aan de polderkant is nu aardedonker.
""")
    )
    css = (
        ".dz-acc details{border-top:1px solid #cbd5e1;padding:10px 0}.dz-acc summary{font-weight:700;cursor:pointer;font-size:18px}"
        ".dz-acc details[open] summary{color:#be123c}"
    )
    block = (
        '<div class="dz-acc mt-10">'
        "<details><summary>Kort nieuws</summary><ul><li>Fietsbrug van 140 meter over het Dijkkanaal</li>"
        "<li>Bouw begint in maart 2026</li><li>Open voor fietsers en voetgangers in 2027</li></ul></details>"
        "<details><summary>Tijdlijn</summary><ol><li>2019: eerste plan van de fietsersbond</li><li>2023: provincie betaalt mee</li>"
        "<li>2025: gemeenteraad stemt in</li></ol></details>"
        '<details id="dz-lezers"><summary>Reacties van lezers (5)</summary>'
        + isso_embed("nl", load="later")
        + "</details></div><script>document.getElementById('dz-lezers').addEventListener('toggle', function () {"
        " if (this.open) loadIsso(); });</script>"
    )
    st = Story(
        "Gemeenteraad stemt in met fietsbrug over het Dijkkanaal",
        "Sanne Visser",
        "2025-11-20T07:30:00+01:00",
        "20 november 2025",
        """
De gemeenteraad van Dijkstad heeft dinsdagavond ingestemd met de bouw van een fietsbrug over het Dijkkanaal, tussen de wijk Oosterhoek en de polder.

De brug kost ongeveer zeven miljoen euro, waarvan de provincie de helft betaalt. De bouw begint in maart 2026; als alles meezit kunnen fietsers er in de zomer van 2027 overheen.
""",
        section="Dijkstad",
        bio="Verslaggever gemeente en verkeer.",
        recs=(
            "Nieuwe speeltuin in Oosterhoek",
            "Sluis weekend dicht voor onderhoud",
            "Bibliotheek verhuist naar het oude stadhuis",
        ),
    )
    return make(
        "am-nl-isso-accordion",
        "discussion",
        "nl-dijkstad",
        st,
        Parts(after=block, css=css),
        c,
        path="/dijkstad/fietsbrug-dijkkanaal",
        system="isso",
        reveal="details accordion: the third of three <details>, 'Reacties van lezers (5)', loads Isso's client into itself when opened",
        container="div.dz-acc: details 'Kort nieuws', details 'Tijdlijn', details#dz-lezers (closed) > summary 'Reacties van lezers (5)' and Isso's section#isso-thread",
        heading="Reacties van lezers (5)",
        description="A Dutch town site of 2025 in utility classes: Isso in the last <details> of a three-part accordion under the article, loaded only when it is opened; 5 readers' comments, 2 replies; Isso's own markup and relative times.",
        check_steps=("click:#dz-lezers > summary", "wait:2500"),
    )


def sv_waline_switch() -> Case:
    c = plain(
        thread("""
Karin Lindqvist | - | - | Skönt att simhallen får vara kvar. Barnens simskola har varit fullbokad i flera år.
Olof | - | 0 | Fullbokad för att det bara finns en instruktör. Fler pass skulle lösa mycket.
Maja Berg | - | - | Varför stänger man i juli? Det är ju då många har semester och tid att simma.
Hassan Ali | - | - | Bra beslut av kommunen. Nästa steg borde vara att laga bastun, den har varit trasig sedan i våras.
""")
    )
    css = (
        ".gv-rad{display:flex;align-items:center;gap:10px;margin-top:22px;font-weight:600}"
        ".gv-sw{width:46px;height:26px;border-radius:13px;border:0;background:#aaa;position:relative;cursor:pointer}"
        ".gv-sw[aria-checked=true]{background:#1b7f4b}.gv-sw::after{content:'';position:absolute;top:3px;left:3px;width:20px;height:20px;border-radius:50%;background:#fff}"
        ".gv-sw[aria-checked=true]::after{left:23px}"
    )
    rail = (
        '<div class="gv-rad"><button type="button" role="switch" aria-checked="false" class="gv-sw" id="gv-sw" aria-labelledby="gv-lbl"></button>'
        '<span id="gv-lbl">Visa läsarnas inlägg (4)</span></div><div id="gv-panel" hidden><h3>Läsarna tycker</h3><div id="gv-mount"></div></div>'
        + WALINE_CSS
        + waline_embed("root", "/granvik/simhallen-blir-kvar", "en")
        + "<script>(function () { var sw = document.getElementById('gv-sw'), p = document.getElementById('gv-panel'), m = false;"
        " sw.addEventListener('click', function () { var on = sw.getAttribute('aria-checked') !== 'true'; sw.setAttribute('aria-checked', String(on));"
        " p.hidden = !on; if (on && !m) { m = true; mountWaline(document.getElementById('gv-mount')); } }); })();</script>"
    )
    st = Story(
        "Simhallen blir kvar – men stänger i juli",
        "Elin Sjöberg",
        "2024-03-05T06:00:00+01:00",
        "5 mars 2024",
        """
Kommunstyrelsen i Granvik beslutade på måndagen att simhallen inte ska läggas ned. För att spara pengar stänger den i stället under hela juli.

Besparingen beräknas till 1,1 miljoner kronor om året. Simskolan och skolornas simundervisning påverkas inte, enligt kommunen.
""",
        section="Granvik",
        bio="Skriver om kommunen och fritid.",
        recs=("Ny cykelväg till hamnen", "Isbanan öppnar i helgen", "Biblioteket förlänger öppettiderna"),
    )
    return make(
        "am-sv-waline-switch",
        "discussion",
        "sv-granvik",
        st,
        Parts(rail=rail, css=css),
        c,
        path="/granvik/simhallen-blir-kvar",
        system="waline",
        reveal="switch: a role=switch button 'Visa läsarnas inlägg (4)' in the side column shows a hidden panel and mounts Waline into it when turned on",
        container="np-side (the side column): div.gv-rad (button#gv-sw role=switch, its label), div#gv-panel (hidden until on): h3 'Läsarna tycker', div#gv-mount (Waline's client)",
        heading="Läsarna tycker",
        description="A Swedish town paper of 2024 built of custom elements: Waline in the side column, mounted only when a switch 'Visa läsarnas inlägg (4)' is turned on; 4 readers' comments, 1 reply; Waline's own markup (its English UI).",
        check_steps=("click:#gv-sw", "wait:3000"),
    )


def cs_waline_sheet() -> Case:
    c = plain(
        thread("""
Jaroslava Nováková | - | - | Konečně! Lávka přes Labe chyběla od povodní v roce 2013. Na kole jsem to objížděla přes most v Týnci.
Petr Hruška | - | 0 | Já taky. A v zimě po té silnici bez chodníku je to o život.
Milan K. | - | - | Šedesát milionů za lávku pro pěší mi přijde hodně, i když kraj platí polovinu.
Ing. Vladimír Soukup | - | 2 | Cena odpovídá délce 120 metrů a tomu, že musí vydržet stoletou vodu. Stará lávka spadla právě proto, že byla nízko.
Milan K. | - | 2 | Dobře, to dává smysl. Díky za vysvětlení.
Eva | - | - | Doufám, že tam bude i lavička a osvětlení. Na břehu u přístaviště se v létě sejde půlka vesnice.
""")
    )
    css = (
        ".c-fab{position:fixed;right:22px;bottom:22px;z-index:30;border:0;border-radius:28px;padding:14px 20px;background:#0a4c8b;color:#fff;font:700 16px system-ui;box-shadow:0 4px 14px #0004}"
        ".c-sheet{position:fixed;left:0;right:0;bottom:0;max-height:78vh;overflow-y:auto;background:#fff;border-radius:18px 18px 0 0;box-shadow:0 -6px 24px #0003;"
        "transform:translateY(105%);visibility:hidden;transition:transform .25s;z-index:40;padding:16px 22px}"
        ".c-sheet.c-up{transform:none;visibility:visible}"
    )
    end = (
        '<button type="button" class="c-fab" id="ls-fab" aria-controls="ls-sheet">💬 6</button>'
        '<div class="c-sheet" id="ls-sheet" role="region" aria-label="Názory čtenářů"><div style="display:flex;justify-content:space-between">'
        '<h2>Názory čtenářů (6)</h2><button type="button" id="ls-zavrit">Zavřít</button></div><div id="ls-sem"></div></div>'
        + WALINE_CSS
        + waline_embed("root", "/region/lavka-pres-labe-lipuvka", "en")
        + "<script>(function () { var s = document.getElementById('ls-sheet'), m = false;"
        " document.getElementById('ls-fab').addEventListener('click', function () { s.classList.add('c-up');"
        " if (!m) { m = true; mountWaline(document.getElementById('ls-sem')); } });"
        " document.getElementById('ls-zavrit').addEventListener('click', function () { s.classList.remove('c-up'); }); })();</script>"
    )
    st = Story(
        "Nová lávka přes Labe u Lipůvky bude hotová do podzimu",
        "Kateřina Malá",
        "2026-04-14T08:00:00+02:00",
        "14. dubna 2026",
        """
Stavbaři začali v pondělí s montáží nové lávky pro pěší a cyklisty přes Labe mezi Lipůvkou a Týncem. Původní lávku strhla povodeň v roce 2013.

Nová lávka bude dlouhá 120 metrů a o dva metry výš než ta stará. Stavba přijde na 60 milionů korun, polovinu zaplatí kraj. Otevřít se má v říjnu.
""",
        section="Region",
        bio="Redaktorka regionálního zpravodajství.",
        recs=(
            "Přívoz v Týnci jezdí do konce září",
            "Obec opraví náves",
            "Cyklostezka podél Labe prodloužena",
        ),
    )
    return make(
        "am-cs-waline-sheet",
        "discussion",
        "cs-polabi",
        st,
        Parts(end=end, css=css),
        c,
        path="/region/lavka-pres-labe-lipuvka",
        system="waline",
        reveal="bottom sheet: a floating button '💬 6' slides up a fixed bottom panel (off-screen and hidden until then) and mounts Waline into it",
        container="div.c-sheet#ls-sheet (fixed bottom sheet, translated off-screen, visibility hidden until opened): h2 'Názory čtenářů (6)', div#ls-sem (Waline's client)",
        heading="Názory čtenářů (6)",
        description="A Czech regional site of 2026 with hashed classes: Waline in a bottom sheet opened by a floating button '💬 6', mounted only then; 6 readers' comments, 3 replies (one level: Waline draws replies under their top-level entry); Waline's own markup (its English UI).",
        check_steps=("click:#ls-fab", "wait:3000"),
    )


def fi_isso_placeholder() -> Case:
    c = plain(
        thread("""
Tuula Mäkinen | - | - | Kirjastoauto on kylille tärkeä. Äitini lainaa siitä kaikki kirjansa, kun kirkonkylään on neljäkymmentä kilometriä.
Jari | - | 0 | Uusi reitti kulkee onneksi edelleen Saarijärven kautta, tarkistin aikataulusta.
Heikki Laine | - | - | Sähköauto on hyvä idea, mutta riittääkö akku talvella pakkasella koko päivän reitille?
Noora S. | - | 2 | Valmistajan mukaan riittää, ja pysäkeillä on kaksi latauspistettä. Katsotaan ensi talvena.
""")
    )
    css = (
        ".kk-suoja{border:2px dashed #94a3b8;border-radius:12px;padding:18px;margin:24px 0;background:#f8fafc}"
        ".kk-suoja button{margin:8px 8px 0 0;padding:8px 14px;font:inherit}"
    )
    inside = (
        '<div class="kk-suoja" id="kk-suoja"><h2>Lukijoiden keskustelu</h2><p>Keskustelu näytetään ulkopuolisesta palvelusta. '
        "Kun avaat sen, palvelu voi tallentaa tietoja laitteellesi.</p>"
        '<button type="button" id="kk-avaa">Näytä keskustelu</button>'
        '<label><input type="checkbox" id="kk-muista"> Muista valintani</label></div>'
        '<div id="kk-alue" hidden>'
        + isso_embed("fi", load="later")
        + "</div><script>document.getElementById('kk-avaa').addEventListener('click', function () {"
        " document.getElementById('kk-suoja').querySelector('p').remove(); this.remove();"
        " document.getElementById('kk-alue').hidden = false; loadIsso(); });</script>"
    )
    st = Story(
        "Kirjastoauto vaihtuu sähköiseen – reitit pysyvät ennallaan",
        "Aino Heikkilä",
        "2023-08-29T09:00:00+03:00",
        "29.8.2023",
        """
Koskelan kirjastoauto vaihtuu ensi vuoden alussa sähkökäyttöiseen. Uusi auto maksaa noin 600 000 euroa, josta valtio maksaa kolmanneksen.

Kirjastoauton reitit ja pysäkit pysyvät ennallaan. Auto ladataan yöllä kirjaston pihalla ja tarvittaessa kahdella reitin varrella olevalla latauspisteellä.
""",
        section="Koskela",
        bio="Toimittaja, kulttuuri ja kunnallisasiat.",
        recs=(
            "Uimahalli avautuu remontin jälkeen",
            "Koulukyydit muuttuvat syksyllä",
            "Torikahvila jatkaa lokakuulle",
        ),
    )
    return make(
        "am-fi-isso-placeholder",
        "discussion",
        "fi-koskela",
        st,
        Parts(inside=inside, css=css),
        c,
        path="/koskela/kirjastoauto-sahkoinen",
        system="isso",
        reveal="privacy placeholder: an inline box in the article ('Näytä keskustelu', 'Muista valintani') loads Isso's client into the hidden area below it when its button is clicked",
        container="article: div.kk-suoja (h2 'Lukijoiden keskustelu', a notice, button#kk-avaa 'Näytä keskustelu', a checkbox), div#kk-alue (hidden until the click) > Isso's section#isso-thread",
        heading="Lukijoiden keskustelu",
        description="A Finnish local site of 2023 in utility classes: Isso behind an inline privacy placeholder inside the article, loaded only when 'Näytä keskustelu' is clicked; 4 readers' comments, 2 replies; Isso's own markup and relative times.",
        check_steps=("click:#kk-avaa", "wait:2500"),
    )


def real_am() -> list[Case]:
    return [nl_isso_accordion(), sv_waline_switch(), cs_waline_sheet(), fi_isso_placeholder()]
