"""Blind set AI: five discussions kept by the harness's real comment systems, each revealed in a way of its own: Isso
loaded into a side drawer opened from the article (fr), Isso loaded when a tab "Interventi (4)" is chosen (it), Waline
mounted only after an invented consent box is accepted (de), Waline inside a cross-origin iframe whose own button must
be clicked (pt), Waline mounted in an HTML popover opened by a button (fi). Written for this set; every name, place and
text invented; the page markup holds no "comment" in any class or id (the systems' own clients add their markup when
they run)."""

from __future__ import annotations

from comspider_lab.blind.cases_ai_common import Case, Parts, Seed, Story, make, seeds
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed


def _plain(block: str) -> list[Seed]:
    """Isso and Waline show their own times: the seeds carry none."""
    return [Seed(x.author, x.text, x.parent, "") for x in seeds(block)]


def fr_isso_drawer() -> Case:
    c = _plain("""
Bernadette Fabre | - | - | Les éoliennes, on les verra depuis toute la vallée. Personne n'a demandé l'avis des habitants de Saint-Privat.
Alain Combes | - | 0 | L'enquête publique a duré un mois l'an dernier, il y avait un registre à la mairie. Peu de gens y sont allés, c'est vrai.
Lucie Vernhes | - | - | Si la commune touche 60 000 euros par an, j'aimerais savoir à quoi ils serviront. La salle des fêtes a besoin d'un toit.
Henri Bastide | - | - | Mon troupeau pâture juste à côté du site. Qui peut me dire si le bruit gêne les brebis ?
Joëlle | - | - | Mieux vaut ça que la centrale à charbon de mon enfance. Il faut bien produire l'électricité quelque part.
""")
    css = (
        ".rd-tiroir{position:fixed;top:0;right:0;height:100vh;width:min(460px,100vw);background:#fff;box-shadow:-4px 0 18px rgba(0,0,0,.25);"
        "transform:translateX(105%);transition:transform .25s;z-index:20;overflow-y:auto;padding:14px 18px;box-sizing:border-box;visibility:hidden}"
        ".rd-tiroir.rd-ouvert{transform:none;visibility:visible}.rd-tete{display:flex;justify-content:space-between;align-items:center}"
    )
    block = (
        '<div class="rd-appel"><button type="button" class="rd-btn" id="rd-btn">Réagir · 5 réactions</button></div>'
        '<aside class="rd-tiroir" id="rd-tiroir" aria-hidden="true"><div class="rd-tete"><h2>Réactions</h2>'
        '<button type="button" id="rd-fermer">Fermer ✕</button></div>'
        + isso_embed("fr", load="later")
        + "</aside><script>var rdT = document.getElementById('rd-tiroir');"
        "document.getElementById('rd-btn').addEventListener('click', function () {"
        " rdT.classList.add('rd-ouvert'); rdT.setAttribute('aria-hidden', 'false'); loadIsso(); });"
        "document.getElementById('rd-fermer').addEventListener('click', function () {"
        " rdT.classList.remove('rd-ouvert'); rdT.setAttribute('aria-hidden', 'true'); });</script>"
    )
    st = Story(
        "Six éoliennes sur le causse de Saint-Privat : le préfet donne son feu vert",
        "Sylvie Roques",
        "2022-05-19T08:00:00+02:00",
        "19 mai 2022",
        """
Le préfet a autorisé mardi la construction de six éoliennes de 150 mètres sur le causse de Saint-Privat, au terme de quatre ans de procédure. Les travaux pourraient commencer au printemps prochain.

La commune percevra environ 60 000 euros par an de taxes et de loyers. Une association de riverains, qui craint pour les paysages et les troupeaux, annonce un recours devant le tribunal administratif.
""",
        section="Environnement",
    )
    return make(
        "ai-fr-isso-tiroir",
        "discussion",
        "fr-plateau",
        st,
        Parts(after=block, css=css),
        c,
        path="/environnement/eoliennes-causse-saint-privat",
        system="isso",
        reveal="drawer: button 'Réagir · 5 réactions' slides in a side panel (fixed, hidden until then) and loads Isso's client into it",
        container="aside.rd-tiroir#rd-tiroir (fixed right panel, translated off-screen and hidden until opened): h2 'Réactions', Isso's section#isso-thread",
        heading="Réactions",
        description="A French upland news site of 2022: Isso in a side drawer; its client is loaded only when 'Réagir · 5 réactions' opens the drawer; five readers' comments, one reply; Isso's own markup and relative times.",
        check_steps=("click:#rd-btn", "wait:2500"),
    )


def it_isso_tab() -> Case:
    c = _plain("""
Franco Bellandi | - | - | Ottima notizia per chi lavora a Ponte Alto. Con il treno delle 6:50 si arrivava sempre in ritardo.
Giulia Rinaldi | - | 0 | Speriamo che il nuovo orario regga anche d'inverno, quando la linea si ferma per la neve.
Massimo Tosi | - | - | E i pullman sostitutivi durante i lavori? Nell'articolo non se ne parla.
Anna Lucchesi | - | - | Bene la stazione rifatta, ma servono parcheggi per le bici. Oggi si legano ai lampioni.
""")
    css = (
        ".tb-barra{display:flex;gap:4px;border-bottom:2px solid #0b5d7a;margin-top:22px}.tb-barra button{border:0;background:#eef3f5;padding:8px 14px;font:inherit;cursor:pointer}"
        ".tb-barra button[aria-selected=true]{background:#0b5d7a;color:#fff}.tb-pan{padding:12px 0}"
    )
    block = (
        '<div class="tb-schede"><div class="tb-barra" role="tablist">'
        '<button type="button" role="tab" id="tb-1" aria-controls="tb-p1" aria-selected="true">In breve</button>'
        '<button type="button" role="tab" id="tb-2" aria-controls="tb-p2" aria-selected="false">Foto (3)</button>'
        '<button type="button" role="tab" id="tb-3" aria-controls="tb-p3" aria-selected="false">Interventi (4)</button></div>'
        '<div class="tb-pan" role="tabpanel" id="tb-p1"><ul><li>Nuovo orario dal 14 dicembre</li><li>Treni ogni 30 minuti nelle ore di punta</li>'
        "<li>Lavori alla stazione di Ponte Alto fino a marzo</li></ul></div>"
        '<div class="tb-pan" role="tabpanel" id="tb-p2" hidden><img src="/_avatar/foto-stazione-1.svg" alt="La stazione" width="200" height="140">'
        '<img src="/_avatar/foto-stazione-2.svg" alt="Il binario" width="200" height="140"><img src="/_avatar/foto-stazione-3.svg" alt="La biglietteria" width="200" height="140"></div>'
        '<div class="tb-pan" role="tabpanel" id="tb-p3" hidden>'
        + isso_embed("it", load="later")
        + "</div></div><script>document.querySelectorAll('.tb-barra button').forEach(function (t) {"
        " t.addEventListener('click', function () {"
        " document.querySelectorAll('.tb-barra button').forEach(function (u) { u.setAttribute('aria-selected', String(u === t));"
        " document.getElementById(u.getAttribute('aria-controls')).hidden = u !== t; });"
        " if (t.id === 'tb-3') loadIsso(); }); });</script>"
    )
    st = Story(
        "Ferrovia della valle, dal 14 dicembre un treno ogni mezz'ora",
        "Roberto Galli",
        "2020-11-26T07:00:00+01:00",
        "26 novembre 2020",
        """
Dal 14 dicembre sulla linea della Valsorda i treni passeranno ogni mezz'ora nelle ore di punta, contro l'ora attuale. Lo ha annunciato la Regione dopo l'accordo con il gestore della rete.

Il primo treno per il capoluogo partirà alle 6:20 invece che alle 6:50. Alla stazione di Ponte Alto proseguono fino a marzo i lavori per il nuovo sottopasso e per l'innalzamento dei marciapiedi.
""",
        section="Valle",
    )
    return make(
        "ai-it-isso-scheda",
        "discussion",
        "it-valsorda",
        st,
        Parts(after=block, css=css),
        c,
        path="/valle/treno-ogni-mezzora",
        system="isso",
        reveal="tab: 'Interventi (4)' beside 'In breve' and 'Foto (3)' shows its panel and loads Isso's client into it",
        container="div.tb-schede: three role=tab buttons; div#tb-p3 role=tabpanel (hidden until its tab is chosen) > Isso's section#isso-thread",
        heading=None,
        description="An Italian valley news site of 2020: Isso in the third of three tabs, 'Interventi (4)'; the client is loaded only when that tab is chosen; four readers' comments, one reply; Isso's own markup and relative times.",
        check_steps=("click:#tb-3", "wait:2500"),
    )


def de_waline_consent() -> Case:
    c = _plain("""
Reinhold Adler | - | - | Dreißig Jahre bin ich in diese Bibliothek gegangen. Dass sie jetzt nur noch an drei Tagen aufmacht, ist bitter.
Friederike Lang | - | 0 | Mit dem Ausweis kommt man ab Januar auch abends rein, das ist doch eine Verbesserung für Berufstätige.
Murat Yıldız | - | - | Die Selbstverbuchung funktioniert in Oberau seit zwei Jahren gut. Man gewöhnt sich schnell daran.
Hannelore Becker | - | - | Und wer hilft den Älteren, wenn kein Personal mehr da ist? Nicht jeder kommt mit dem Automaten klar.
Tobias | - | - | Lieber weniger Personal als gar keine Bibliothek. In Eichstetten wurde sie ganz geschlossen.
""")
    css = (
        ".zs-schleier{position:fixed;inset:0;background:rgba(0,0,0,.55);z-index:50;display:flex;align-items:flex-end;justify-content:center}"
        ".zs-box{background:#fff;max-width:720px;margin:0 12px 24px;padding:18px 22px;border-radius:10px;font-size:15px}"
        ".zs-box button{margin:8px 8px 0 0;padding:8px 16px;font:inherit}.zs-ja{background:#0b5d7a;color:#fff;border:0}"
        ".db-platz{background:#f4f6f7;padding:14px;color:#555}"
    )
    top = (
        '<div class="zs-schleier" id="zs-schleier" role="dialog" aria-modal="true" aria-labelledby="zs-t"><div class="zs-box">'
        '<h2 id="zs-t">Ihre Privatsphäre</h2><p>Wir verwenden Cookies und binden Inhalte externer Anbieter ein, darunter die '
        "Software für unsere Leserdebatte. Sie können zustimmen oder nur notwendige Cookies erlauben.</p>"
        '<button type="button" class="zs-ja" id="zs-ja">Alle akzeptieren</button>'
        '<button type="button" class="zs-nein" id="zs-nein">Nur notwendige</button></div></div>'
    )
    block = (
        '<section class="db-debatte" id="debatte"><h2>Debatte zum Artikel</h2>'
        '<div class="db-platz" id="db-platz">Die Debatte wird erst nach Ihrer Zustimmung geladen.</div>'
        '<div id="db-hier"></div></section>'
        + WALINE_CSS
        + waline_embed("root", "/wiesengrund/stadtbibliothek-oeffnungszeiten", "de")
        + "<script>(function () { var s = document.getElementById('zs-schleier');"
        " function los() { s.remove(); document.getElementById('db-platz').remove(); mountWaline(document.getElementById('db-hier')); }"
        " if (document.cookie.indexOf('wt_ok=1') >= 0) { los(); return; }"
        " document.getElementById('zs-ja').addEventListener('click', function () { document.cookie = 'wt_ok=1; path=/'; los(); });"
        " document.getElementById('zs-nein').addEventListener('click', function () { s.remove(); }); })();</script>"
    )
    st = Story(
        "Stadtbibliothek nur noch an drei Tagen mit Personal – abends öffnet der Ausweis die Tür",
        "Claudia Reuter",
        "2025-10-07T06:00:00+02:00",
        "07.10.2025",
        """
Die Stadtbibliothek Wiesengrund wird ab Januar nur noch dienstags, donnerstags und samstags mit Personal besetzt sein. An den übrigen Tagen und abends bis 22 Uhr können Leserinnen und Leser mit ihrem Ausweis selbst hinein und Medien am Automaten ausleihen.

Die Stadt spart damit nach eigenen Angaben rund 85.000 Euro im Jahr. Zwei Stellen, die im Frühjahr frei werden, sollen nicht neu besetzt werden.
""",
        section="Wiesengrund",
    )
    return make(
        "ai-de-waline-zustimmung",
        "discussion",
        "de-wiesengrund",
        st,
        Parts(after=block, top=top, css=css),
        c,
        path="/wiesengrund/stadtbibliothek-oeffnungszeiten",
        system="waline",
        reveal="consent overlay: an invented privacy box over the page ('Alle akzeptieren' / 'Nur notwendige'); Waline is mounted only after 'Alle akzeptieren'",
        container="section.db-debatte#debatte: h2 'Debatte zum Artikel', a placeholder until consent, div#db-hier (Waline's client)",
        heading="Debatte zum Artikel",
        description="A German city paper of 2025: a privacy overlay covers the page; only after 'Alle akzeptieren' is Waline mounted under 'Debatte zum Artikel'; five readers' comments, one reply; Waline's own markup.",
        check_steps=("click:#zs-ja", "wait:3000"),
    )


def pt_waline_iframe_click() -> Case:
    c = _plain("""
Manuel Tavares | - | - | A ponte velha aguentou cheias piores do que esta. Espero que a reparação respeite a pedra original.
Filipa Correia | - | 0 | Segundo a câmara, os arcos vão ser reconstruídos com a mesma pedra que caiu ao rio. Veremos.
Joaquim Soares | - | - | Quem vive do outro lado anda agora mais dezoito quilómetros para ir ao centro de saúde. Uma passagem provisória era urgente.
Rosa Meireles | - | - | Obrigada aos bombeiros que estiveram toda a noite no rio. Ninguém se magoou, é o mais importante.
""")
    frame_path = "/_embebido/ribeira-ponte-velha.html"
    inner = (
        '<!doctype html><html lang="pt"><head><meta charset="utf-8"><title>Conversa</title>'
        + WALINE_CSS
        + "<style>body{margin:0;font:15px/1.6 sans-serif}.cv-capa{height:100vh;display:flex;align-items:center;justify-content:center;background:#f2f5f3}"
        ".cv-capa button{font:600 18px sans-serif;padding:40px 80px;border:2px solid #2d6a4f;background:#fff;color:#2d6a4f;cursor:pointer;border-radius:8px}"
        "#cv-aqui{padding:10px}</style></head><body>"
        '<div class="cv-capa" id="cv-capa"><button type="button" id="cv-abrir">Abrir a conversa (4)</button></div><div id="cv-aqui"></div>'
        + waline_embed("root", "/freguesias/ponte-velha-cheia", "pt-BR")
        + "<script>document.getElementById('cv-abrir').addEventListener('click', function () {"
        " document.getElementById('cv-capa').remove(); mountWaline(document.getElementById('cv-aqui')); });</script></body></html>\n"
    )
    block = (
        '<div class="cv-moldura"><h2>Conversa dos leitores</h2>'
        f'<iframe id="cv-frame" title="Conversa" src="@@OTHER@@{frame_path}" style="width:100%;height:640px;border:1px solid #ddd"></iframe></div>'
    )
    st = Story(
        "Cheia derruba dois arcos da ponte velha de São Brás",
        "Ricardo Antunes",
        "2024-01-15T09:00:00+00:00",
        "15 de janeiro de 2024",
        """
A cheia de sábado para domingo derrubou dois dos cinco arcos da ponte velha de São Brás, construída no século XVIII. Não houve feridos: a ponte estava fechada ao trânsito desde as onze da noite, por ordem da proteção civil.

A câmara municipal diz que a ponte será reconstruída com a pedra recuperada do rio e pediu apoio ao Estado. Até lá, os moradores da margem sul têm de dar uma volta de dezoito quilómetros pela estrada nacional.
""",
        section="Freguesias",
    )
    return make(
        "ai-pt-waline-iframe-clique",
        "discussion",
        "pt-ribeira",
        st,
        Parts(after=block),
        c,
        path="/freguesias/ponte-velha-cheia",
        system="waline",
        reveal="iframe + click: a cross-origin iframe (the 'other' port) shows only a button 'Abrir a conversa (4)'; its click mounts Waline inside the frame",
        container="div.cv-moldura: h2 'Conversa dos leitores', iframe#cv-frame (other origin, /_embebido/ribeira-ponte-velha.html, 640 px) > div#cv-aqui (Waline's client, after the click)",
        heading="Conversa dos leitores",
        description="A Portuguese county paper of 2024: Waline inside a cross-origin iframe that first shows only a button 'Abrir a conversa (4)'; four readers' comments, one reply; Waline's own markup.",
        files={frame_path: inner},
        check_steps=("click:#cv-frame", "wait:3000"),
    )


def fi_waline_popover() -> Case:
    c = _plain("""
Pirkko Lahtinen | - | - | Uimaranta on ollut kylän sydän jo sata vuotta. Hyvä, että laituri vihdoin korjataan.
Jukka Heikkinen | - | 0 | Toivottavasti tekevät myös esteettömän luiskan, niin äitikin pääsee veteen asti.
Sanna | - | - | Kesäkioski kannattaisi pitää auki myös elokuussa, silloin on vielä paljon uimareita.
""")
    css = (
        "#kk-pop{width:min(620px,92vw);max-height:80vh;overflow:auto;border:1px solid #ccc;border-radius:10px;padding:14px 18px}"
        "#kk-pop::backdrop{background:rgba(0,0,0,.35)}"
    )
    block = (
        '<p class="kk-rivi"><button type="button" class="kk-nappi" popovertarget="kk-pop">Keskustelu (3)</button></p>'
        '<div id="kk-pop" popover><h2>Keskustelu</h2><div id="kk-tanne"></div>'
        '<button type="button" popovertarget="kk-pop" popovertargetaction="hide">Sulje</button></div>'
        + WALINE_CSS
        + waline_embed("root", "/uutiset/uimaranta-laituri", "en")
        + "<script>(function () { var auki = false; document.getElementById('kk-pop').addEventListener('toggle', function (e) {"
        " if (e.newState === 'open' && !auki) { auki = true; mountWaline(document.getElementById('kk-tanne')); } }); })();</script>"
    )
    st = Story(
        "Kirkonkylän uimarannan laituri uusitaan ennen kesää",
        "Minna Koskinen",
        "2026-03-12T12:00:00+02:00",
        "12.3.2026",
        """
Kirkonkylän uimarannan vanha puulaituri puretaan huhtikuussa ja tilalle rakennetaan uusi, kaksi metriä leveämpi laituri. Työt valmistuvat kunnan mukaan ennen juhannusta.

Hanke maksaa noin 70 000 euroa. Rannalle tulee myös uusi pukukoppi ja esteetön kulku veteen.
""",
        section="Uutiset",
    )
    return make(
        "ai-fi-waline-popover",
        "discussion",
        "fi-jarvikyla",
        st,
        Parts(after=block, css=css),
        c,
        path="/uutiset/uimaranta-laituri",
        system="waline",
        reveal="popover: button 'Keskustelu (3)' (popovertarget) opens an HTML popover; its toggle event mounts Waline into it",
        container="div#kk-pop[popover] (closed until the button): h2 'Keskustelu', div#kk-tanne (Waline's client)",
        heading="Keskustelu",
        description="A Finnish lakeside village paper of 2026: Waline in an HTML popover opened by 'Keskustelu (3)'; mounted only when the popover opens; three readers' comments, one reply; Waline's own markup (its English UI).",
        check_steps=("click:button.kk-nappi", "wait:3000"),
    )


def real_ai() -> list[Case]:
    return [
        fr_isso_drawer(),
        it_isso_tab(),
        de_waline_consent(),
        pt_waline_iframe_click(),
        fi_waline_popover(),
    ]
