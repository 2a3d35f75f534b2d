"""Blind set BI: four discussions kept by the harness's real comment systems in page layouts of this set: Isso in a
side drawer opened by a comment button in the share row (it); Isso in the second panel of an article/comments tab
pair (pt); Waline behind an inline consent placeholder for external content (nl); Waline in a <dialog> opened by a
floating speech-bubble badge (sv). Written for this set; every name, place and text invented; the page markup holds
no "comment" in any class or id (the systems' own clients add their markup when they run)."""

from __future__ import annotations

from comspider_lab.blind.cases_bi_common import Case, Parts, Seed, Story, make, seeds, thread
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed


def _plain(block: str) -> list[Seed]:
    """The real systems show their own times: the seeds carry none."""
    return [Seed(s.author, s.text, s.parent, "") for s in seeds(thread(block))]


def it_isso_drawer() -> Case:
    c = _plain("""
Giulia Ferretti | - | - | - | - | Finalmente una corsa serale! Chi lavora a Lagorino e abita sull'altra sponda non aveva alternative alla strada del lago.
Paolo B. | - | - | 0 | - | Peccato che l'ultima corsa parta alle 21:10. D'estate servirebbe almeno fino alle 23.
Renata Colombo | - | - | - | - | Il battello delle 18 è sempre pieno di turisti con le biciclette. Speriamo che quello nuovo sia più grande.
Marco Tosi | - | - | 2 | - | Sul sito della navigazione dicono che il nuovo battello porta quaranta bici. Vedremo ad agosto.
Elena | - | - | - | - | Ottima notizia anche per i ragazzi che tornano dal liceo nel pomeriggio.
""")
    css = (
        ".lg-cassetto{position:fixed;top:0;right:0;bottom:0;width:460px;max-width:100%;background:#fff;z-index:60;overflow-y:auto;padding:16px 22px;"
        "box-shadow:-6px 0 26px #0003;transform:translateX(105%);visibility:hidden;transition:transform .2s}.lg-cassetto.lg-aperto{transform:none;visibility:visible}"
        ".lg-apri{border:0;background:#0b3d91;color:#fff;border-radius:18px;padding:6px 14px;cursor:pointer}"
    )
    inside = '<p class="lg-azioni"><button type="button" class="lg-apri" id="lg-apri" aria-controls="lg-cassetto">💬 Dì la tua (5)</button></p>'
    end = (
        '<div class="lg-cassetto" id="lg-cassetto" role="complementary" aria-label="Dì la tua"><div style="display:flex;justify-content:space-between">'
        '<h2>Dì la tua</h2><button type="button" id="lg-chiudi" aria-label="Chiudi">✕</button></div>'
        + isso_embed("it", load="later")
        + "</div><script>(function () { var d = document.getElementById('lg-cassetto');"
        " document.getElementById('lg-apri').addEventListener('click', function () { d.classList.add('lg-aperto'); loadIsso(); });"
        " document.getElementById('lg-chiudi').addEventListener('click', function () { d.classList.remove('lg-aperto'); }); })();</script>"
    )
    st = Story(
        "Il battello aggiunge una corsa serale tra Lagorino e Riva Alta",
        "Chiara Benedetti",
        "2024-06-03T08:00:00+02:00",
        "3 giugno 2024",
        """
Da lunedì 10 giugno la navigazione del lago aggiunge una corsa serale tra Lagorino e Riva Alta. Il battello partirà da Lagorino alle 20:30 e tornerà alle 21:10.

La nuova corsa resterà in servizio fino a metà settembre. In agosto entrerà in servizio anche un battello nuovo, con più posti per le biciclette.

Il biglietto costa come quello delle corse diurne; gli abbonati possono usarlo senza supplemento.
""",
        section="Lago",
        recs=(
            "Spiagge libere: i nuovi orari dei bagnini",
            "Festa del pesce a Riva Alta",
            "Chiude per lavori la strada del lago",
        ),
        ticker=(
            "12:20 | Vento forte: sospese le corse delle 14",
            "10:10 | Mercato spostato in piazza Vecchia",
        ),
    )
    return make(
        "bi-it-isso-side-drawer",
        "discussion",
        "it-lagorino",
        st,
        Parts(inside=inside, css=css, end=end),
        c,
        path="/lago/battello-corsa-serale",
        system="isso",
        reveal="side drawer: the button '💬 Dì la tua (5)' in the article slides in a fixed right-hand drawer (off-screen, visibility hidden) and loads Isso's client into it",
        container="div.lg-cassetto#lg-cassetto (fixed drawer, off-screen until opened): h2 'Dì la tua', Isso's section#isso-thread",
        heading="Dì la tua",
        description="An Italian lake news site of 2024: Isso in a side drawer opened by '💬 Dì la tua (5)', loaded only then; 5 readers' comments, 2 replies; Isso's own markup and relative times.",
        check_steps=("click:#lg-apri", "wait:2500"),
    )


def pt_isso_tabs() -> Case:
    c = _plain("""
Raimunda Sousa | - | - | - | - | Trabalho num quiosque há dezoito anos. A padronização é bonita, mas quem paga a estrutura nova?
Tiago Menezes | - | - | 0 | - | Pelo que entendi da matéria, a prefeitura financia metade e o resto pode ser parcelado em três anos.
Júlio César Lima | - | - | - | - | Só espero que mantenham a passagem livre para a praia entre os quiosques. No verão passado tinha cadeira até dentro da água.
Ana Paula | - | - | - | - | Banheiros públicos na orla seriam mais urgentes que quiosques padronizados.
Raimunda Sousa | - | - | 3 | - | Concordo, Ana. Hoje os turistas usam os banheiros dos quiosques e quem limpa somos nós.
""")
    css = (
        ".fc-abas{display:flex;gap:6px;margin:18px 0 0}.fc-abas button{border:1px solid #ccc;background:#fff;padding:8px 16px;border-radius:20px;font:600 15px system-ui;cursor:pointer}"
        ".fc-abas button[aria-selected=true]{background:#161616;color:#fff}"
    )
    byline = (
        '</p><div class="fc-abas" role="tablist"><button type="button" role="tab" id="fc-aba-1" aria-selected="true">Matéria</button>'
        '<button type="button" role="tab" id="fc-aba-2" aria-selected="false">Comentários (5)</button></div><p hidden>'
    )
    inside = (
        '<div role="tabpanel" id="fc-painel" aria-labelledby="fc-aba-2" hidden>'
        + isso_embed("pt_BR", load="later")
        + "</div><script>(function () { var txt = document.querySelector('.story-text'), pn = document.getElementById('fc-painel');"
        " var a1 = document.getElementById('fc-aba-1'), a2 = document.getElementById('fc-aba-2');"
        " a1.addEventListener('click', function () { a1.setAttribute('aria-selected', 'true'); a2.setAttribute('aria-selected', 'false'); txt.hidden = false; pn.hidden = true; });"
        " a2.addEventListener('click', function () { a2.setAttribute('aria-selected', 'true'); a1.setAttribute('aria-selected', 'false'); txt.hidden = true; pn.hidden = false; loadIsso(); });"
        "})();</script>"
    )
    st = Story(
        "Quiosques da Praia do Cajueiro serão padronizados até o verão",
        "Luana Ribeiro",
        "2025-01-08T09:00:00-03:00",
        "08/01/2025",
        """
A prefeitura apresentou nesta terça-feira o projeto de padronização dos 34 quiosques da Praia do Cajueiro. Todos terão a mesma estrutura de madeira tratada, com cobertura de palha sintética e cozinha fechada.

A obra custa R$ 2,1 milhões. A prefeitura paga metade; os permissionários podem parcelar o restante em três anos.

O projeto prevê ainda faixas livres de cinco metros entre os quiosques para garantir o acesso à areia.
""",
        section="Litoral",
        recs=(
            "Maré alta deve atingir a orla no fim de semana",
            "Festival de forró volta à praça",
            "Linha de ônibus para o litoral ganha horários",
        ),
        ticker=(
            "11:50 | Bandeira vermelha em dois trechos da praia",
            "09:20 | Feira de artesanato começa amanhã",
        ),
    )
    return make(
        "bi-pt-isso-tab-pair",
        "discussion",
        "pt-cajueiro",
        st,
        Parts(byline=byline, inside=inside, css=css),
        c,
        path="/litoral/quiosques-praia-do-cajueiro",
        system="isso",
        reveal="tabs: a 'Matéria' / 'Comentários (5)' tab pair under the byline; the second tab hides the article's text, shows its panel and loads Isso's client into it",
        container="div#fc-painel[role=tabpanel] (hidden until its tab is chosen) > Isso's section#isso-thread",
        heading=None,
        description="A Brazilian coastal news site of 2025 with an app-like layout: Isso in the hidden second panel of a 'Matéria' / 'Comentários (5)' tab pair, loaded only when that tab is chosen; no heading of its own; 5 readers' comments, 2 replies; Isso's own markup (pt_BR) and relative times.",
        check_steps=("click:#fc-aba-2", "wait:2500"),
    )


def nl_waline_consent() -> Case:
    c = _plain("""
Gerrit Postma | - | - | - | - | Mooi dat de weidevogels meer ruimte krijgen. Vorig voorjaar telde ik nog maar zes gruttoparen op ons land.
Annelies | - | - | 0 | - | Zes is niet veel. Bij ons aan de Kade zaten er een paar jaar geleden nog twintig.
Henk van Dijk | - | - | - | - | En de boeren die daar grond hebben? Daar lees ik weinig over in het stuk.
Sanne de Boer | - | - | - | - | Het wandelpad langs de vaart blijft gelukkig open, behalve in het broedseizoen.
""")
    css = ".vh-extern{border:1px solid #cfe3da;border-radius:10px;padding:18px;margin:28px 0;background:#f7fbf9}.vh-extern button{padding:8px 16px;margin-top:8px;font:inherit}"
    after = (
        '<section class="vh-lezers" id="vh-lezers"><h2>Wat vinden lezers?</h2><div class="vh-extern" id="vh-extern">'
        "<p><b>Externe inhoud</b></p><p>Hier staat inhoud van een externe dienst. Als je die laadt, kan die dienst gegevens verwerken.</p>"
        '<button type="button" id="vh-akkoord">Akkoord, toon inhoud</button></div><div id="vh-hier"></div></section>'
        + WALINE_CSS
        + waline_embed("root", "/natuur/weidevogelgebied-uitgebreid", "en")
        + "<script>document.getElementById('vh-akkoord').addEventListener('click', function () {"
        " document.getElementById('vh-extern').remove(); mountWaline(document.getElementById('vh-hier')); });</script>"
    )
    st = Story(
        "Weidevogelgebied bij Veenhaven bijna twee keer zo groot",
        "Marloes Kuipers",
        "2022-05-12T07:00:00+02:00",
        "12 mei 2022",
        """
Het weidevogelgebied ten noorden van Veenhaven wordt uitgebreid van 180 naar 340 hectare. Provincie, waterschap en vijf boeren tekenden woensdag een overeenkomst.

In het nieuwe deel blijft het waterpeil in het voorjaar hoger en wordt pas na half juni gemaaid. De boeren krijgen daarvoor een vergoeding per hectare.

Het wandelpad langs de Veenvaart blijft open, behalve tussen 1 april en 15 juni.
""",
        section="Natuur",
        recs=(
            "Tellers zoeken vrijwilligers voor de kievit",
            "Nieuwe fietsroute door het veen",
            "Zwembad opent eerder vanwege warmte",
        ),
    )
    return make(
        "bi-nl-waline-consent",
        "discussion",
        "nl-veenhaven",
        st,
        Parts(after=after, css=css),
        c,
        path="/natuur/weidevogelgebied-uitgebreid",
        system="waline",
        reveal="consent placeholder: an 'Externe inhoud' box with 'Akkoord, toon inhoud' under the heading; only that click mounts Waline",
        container="section.vh-lezers#vh-lezers: h2 'Wat vinden lezers?', div.vh-extern (the consent box, removed on accept), div#vh-hier (Waline's client)",
        heading="Wat vinden lezers?",
        description="A Dutch nature and regional blog of 2022: Waline behind an inline consent box for external content ('Akkoord, toon inhoud'), mounted only after it is accepted; 4 readers' comments, 1 reply; Waline's own markup (its English UI).",
        check_steps=("click:#vh-akkoord", "wait:3000"),
    )


def sv_waline_dialog_badge() -> Case:
    c = _plain("""
Lena Åberg | - | - | - | - | Sista båten 22.40 är alldeles för tidigt på midsommar. Förra året fick folk sova i väntsalen på bryggan.
Mats | - | - | 0 | - | Det står längre ner att det sätts in en extra tur på midsommarafton.
Birgitta Holm | - | - | - | - | Bra att cyklarna får följa med gratis igen.
Johan E. | - | - | - | - | Varför läggs turen till Ytterö ner på tisdagar? Där bor ju folk året runt.
""")
    css = (
        ".bu-bubbla{position:fixed;left:20px;bottom:22px;z-index:60;border:0;border-radius:22px 22px 22px 4px;background:#1a7f37;color:#fff;padding:12px 18px;font:700 16px system-ui;box-shadow:0 4px 14px #0004;cursor:pointer}"
        "#bu-dialog{width:min(640px,94vw);max-height:86vh;border:0;border-radius:14px;padding:16px 20px}#bu-dialog::backdrop{background:#0007}"
    )
    end = (
        '<button type="button" class="bu-bubbla" id="bu-bubbla" aria-haspopup="dialog">💬 4</button>'
        '<dialog id="bu-dialog" aria-labelledby="bu-rubrik"><div style="display:flex;justify-content:space-between"><h2 id="bu-rubrik">Läsarnas röster</h2>'
        '<form method="dialog"><button>Stäng</button></form></div><div id="bu-plats"></div></dialog>'
        + WALINE_CSS
        + waline_embed("root", "/skargarden/sommartidtabell-farjor", "en")
        + "<script>(function () { var d = document.getElementById('bu-dialog'), m = false;"
        " document.getElementById('bu-bubbla').addEventListener('click', function () { d.showModal();"
        "  if (!m) { m = true; mountWaline(document.getElementById('bu-plats')); } }); })();</script>"
    )
    st = Story(
        "Sommartidtabellen klar: fler turer till Ytterö – men inte på tisdagar",
        "Anders Nyqvist",
        "2026-05-20T06:30:00+02:00",
        "20 maj 2026",
        """
Färjerederiet har släppt sommarens tidtabell för skärgården. Från den 15 juni går det fler turer till Ytterö och Björkudden på helgerna, men tisdagsturen till Ytterö försvinner.

Sista båten från fastlandet går 22.40. På midsommarafton sätts en extra tur in klockan 00.30.

Cyklar får åter följa med gratis under sommaren.
""",
        section="Skärgården",
        recs=("Nya bryggan på Ytterö invigd", "Sjöräddningen övar i helgen", "Glassbaren i hamnen öppnar"),
        ticker=("11:30 | Dimma försenar morgonbåtarna", "09:10 | Vägarbete vid färjeläget"),
    )
    return make(
        "bi-sv-waline-dialog-badge",
        "discussion",
        "sv-bjorkudden",
        st,
        Parts(css=css, end=end),
        c,
        path="/skargarden/sommartidtabell-farjor",
        system="waline",
        reveal="floating badge: a fixed speech-bubble button '💬 4' at the bottom left opens a <dialog> (showModal) and mounts Waline into it",
        container="dialog#bu-dialog (closed until opened): h2 'Läsarnas röster', div#bu-plats (Waline's client)",
        heading="Läsarnas röster",
        description="A Swedish archipelago news site of 2026 with an app-like layout: Waline in a <dialog> opened only by a floating speech-bubble badge '💬 4'; 4 readers' comments, 1 reply; Waline's own markup (its English UI).",
        check_steps=("click:#bu-bubbla", "wait:3000"),
    )


def real_bi() -> list[Case]:
    return [it_isso_drawer(), pt_isso_tabs(), nl_waline_consent(), sv_waline_dialog_badge()]
