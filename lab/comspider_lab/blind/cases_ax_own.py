"""Blind set AX: four discussions in a news site's own comment widget as the reader's browser saved it after the
page's script had drawn it: a Spanish paper whose long comments show "Ver más" with the rest in a hidden span; an
Italian paper's thread in a wrapper the script filled (an empty noscript beside it), with a low-rated entry folded and
"Carica altri commenti"; a Dutch paper's flat list with depth classes and a sponsored box between the comments; a
Polish portal with guests, a moderator's removal and "Pokaż więcej komentarzy". Every class name, name, place and
text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ax_common import (
    C,
    Case,
    Parts,
    Story,
    cut_marks,
    esc,
    lazy,
    make,
    paras,
    seeds,
    shown_and_rest,
    thread,
    tree,
)


def es_feria() -> Case:
    cs = cut_marks(
        thread("""
Amparo Jiménez | 12/03/2012 - 20:41 | - | up=15 | Me parece bien que se lleve al recinto ferial, pero que pongan autobuses desde el centro, que andando son veinte minutos y mucha gente mayor no puede. ^ Mi madre lleva cuarenta años yendo a la feria del almendro y este año, si no hay autobús, se queda en casa. No creo que sea la única.
Paco el del quiosco | 12/03/2012 - 20:58 | 0 | up=8 | El concejal dijo en la radio que habrá lanzadera cada media hora desde la plaza de abastos.
Amparo Jiménez | 12/03/2012 - 21:10 | 0 | up=3 | Gracias, Paco. Entonces más tranquila.
Rosendo Villalba | 12/03/2012 - 21:14 | - | up=22 | Los comerciantes del casco antiguo vamos a notar muchísimo el cambio. La feria era la única semana del año en que la calle Mayor estaba llena de gente de fuera. ^ Nadie nos ha preguntado nada, y eso que el año pasado pedimos una reunión por escrito. Esperamos que por lo menos se mantenga el mercadillo de artesanía en la plaza.
Lourdes M. | 12/03/2012 - 21:40 | 3 | up=6 | Rosendo, en el pleno se habló de dejar la artesanía en la plaza. No está decidido pero va por ahí.
Invitado | 12/03/2012 - 22:05 | - | g,removed-before,up=1 | ¿Y quién va a pagar la carpa nueva? Lo de siempre, nosotros.
Juanma Ortega | 13/03/2012 - 08:12 | - | up=11 | En el recinto hay sitio para aparcar, que en el centro era imposible. Yo lo veo una mejora.
Sole Carrasco | 13/03/2012 - 09:30 | - | up=9 | Lo importante es que no se pierda el concurso de almendrados. Mi abuela lo ganó en 1979 y todavía lo cuenta cada año en la sobremesa, con todo detalle. ^ Espero que lo hagan en un sitio con sombra, que en marzo aquí ya pega el sol a mediodía.
Diario del Almendral | 13/03/2012 - 10:02 | 7 | b=Redacción,up=7 | Sole, la organización nos confirma que el concurso se celebrará en la carpa principal, el domingo a las 12.
""")
    )
    removed = '<li class="dcm-item dcm-eliminado"><p>Comentario eliminado por el moderador.</p></li>'

    def item(i: int, c: C, sub: str) -> str:
        head, rest = shown_and_rest(c)
        text = f'<p class="dcm-texto"><span class="dcm-visible">{esc(head)}{" " if rest else ""}</span>'
        if rest:
            text += f'<span class="dcm-resto dcm-oculto">{esc(rest)}</span> <a class="dcm-vermas" href="#">Ver más</a>'
        text += "</p>"
        badge = f'<span class="dcm-rol">{esc(c.get("b"))}</span>' if c.get("b") else ""
        if c.has("g"):
            badge += '<span class="dcm-invitado">(sin registrar)</span>'
        before = removed if c.has("removed-before") else ""
        return (
            f'{before}<li class="dcm-item" id="dcm-{2200 + i}">{lazy("dcm-avatar", "dcm" + c.name, 40)}'
            f'<div class="dcm-cab"><span class="dcm-autor">{esc(c.name)}</span>{badge}<span class="dcm-fecha">{esc(c.when)}</span></div>'
            f'{text}<div class="dcm-pie"><a href="#">Responder</a> <span class="dcm-votos">+{c.get("up")}</span> '
            f'<a href="#">Denunciar</a></div>{sub}</li>'
        )

    block = (
        '<div id="dcm-comentarios" class="dcm-caja"><h3 class="dcm-titulo">Comentarios <span>(9)</span></h3>'
        '<p class="dcm-sesion"><a href="/usuarios/entrar">Inicia sesión</a> o <a href="/usuarios/alta">regístrate</a> para comentar.</p>'
        '<p class="dcm-orden">Ordenar: <b>Más antiguos</b> · <a href="#">Más recientes</a> · <a href="#">Más valorados</a></p>'
        '<ul class="dcm-lista">'
        + tree(cs, item, lambda s: f'<ul class="dcm-respuestas">{s}</ul>')
        + '</ul><p class="dcm-normas">Las opiniones de los lectores no representan al Diario del Almendral.</p></div>'
    )
    css = ".dcm-oculto{display:none}.dcm-lista,.dcm-respuestas{list-style:none;padding:0}.dcm-respuestas{margin-left:48px}.dcm-item{margin:10px 0}.dcm-fecha{color:#999;font-size:11px;margin-left:6px}.dcm-rol{background:#c00;color:#fff;font-size:10px;margin-left:4px;padding:0 3px}"
    st = Story(
        "La feria del almendro se traslada al recinto ferial",
        "Carmen Lozano | Almendral",
        "2012-03-12T13:20:00+01:00",
        "12/03/2012 - 13:20 h",
        """
La feria del almendro dejará este año el casco antiguo y se celebrará por primera vez en el recinto ferial de la carretera de la sierra. Así lo aprobó este lunes el pleno municipal con los votos del equipo de gobierno.

El Ayuntamiento justifica el cambio por la falta de espacio y de aparcamiento en la calle Mayor, donde la feria se instalaba desde 1962. En el recinto habrá una carpa para doscientas personas y una zona de casetas.

Los comerciantes del centro han pedido que al menos el mercadillo de artesanía se mantenga en la plaza de la Constitución.
""",
        lead="El pleno aprueba el cambio de ubicación; los comerciantes del centro piden mantener el mercadillo en la plaza.",
        section="Local",
        related=(
            "El recinto ferial estrena carpa",
            "La calle Mayor será peatonal en verano",
            "Cien años de almendrados",
        ),
        most=(
            "Cortes de agua en la vega",
            "El Almendral CF asciende",
            "Nueva línea de autobús a la sierra",
            "Récord de turistas en Semana Santa",
        ),
        tags=("Feria del almendro", "Ayuntamiento", "Comercio"),
        bio="Carmen Lozano es redactora de la sección Local.",
    )
    return make(
        "ax-es-own-feria",
        "discussion",
        "es-almendral",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/local/2012/03/12/la-feria-del-almendro-se-traslada-al-recinto-ferial.html",
        container="div#dcm-comentarios.dcm-caja (the paper's own widget): h3 'Comentarios (9)', a login line, sort links; ul.dcm-lista > li.dcm-item (lazy avatar, span.dcm-autor, badge, '(sin registrar)', span.dcm-fecha, p.dcm-texto with span.dcm-visible and, on three comments, the rest in span.dcm-resto.dcm-oculto (display:none) and 'Ver más', 'Responder +n Denunciar'); replies in ul.dcm-respuestas, one level; one entry 'Comentario eliminado por el moderador'",
        heading="Comentarios (9)",
        description="A Spanish provincial paper of 2012 saved after its scripts ran: 9 readers' comments in its own widget, three of them cut after a sentence with the rest in a hidden span behind 'Ver más' (the truth holds the whole text), the paper's answer badged 'Redacción', a guest; one entry removed by the moderator.",
    )


def it_cinema() -> Case:
    cs = thread("""
Franca Bellomo | 14 marzo 2013 alle 18:22 | - | up=27 | Al cinema Aurora ho visto il mio primo film, nel 1961. Mi si stringe il cuore. Possibile che il Comune non possa fare niente?
Sandro P. | 14 marzo 2013 alle 18:40 | 0 | up=9 | Il Comune ha già detto di no, lo scrivete voi nell'articolo. Servirebbero trecentomila euro solo per il proiettore digitale.
Franca Bellomo | 14 marzo 2013 alle 19:02 | 1 | up=5 | Allora facciamo una colletta. Se ognuno in valle mettesse dieci euro ci arriveremmo.
Gigi Torbidoni | 14 marzo 2013 alle 19:15 | 2 | v,up=14 | Io ci sto. Ho anche un amico che ha organizzato la raccolta per il campanile di San Rocco, potrebbe aiutarci.
Marta Sciacca | 14 marzo 2013 alle 19:30 | - | hidden-before,up=18 | La verità è che in sala non ci andava più nessuno. L'ultima volta eravamo in sei, e due erano i proprietari. // Il problema non è il proiettore, è che ci siamo abituati a guardare tutto a casa.
Ospite | 14 marzo 2013 alle 20:05 | 4 | up=4 | Però d'estate con l'arena all'aperto era sempre pieno. Quella almeno salviamola.
Redazione Gazzettino | 14 marzo 2013 alle 20:30 | 5 | b=Redazione,up=10 | Gentile lettore, la famiglia Ferrini ci ha detto che l'arena estiva resterà aperta anche quest'anno, da giugno a settembre.
Davide Lusardi | 14 marzo 2013 alle 21:11 | - | v,e,up=6 | Chi si ricorda le maratone di Natale con tre film di fila? Il biglietto costava mille lire e la signora Ferrini ci dava le caramelle alla menta.
Nives Carraro | 15 marzo 2013 alle 08:05 | 7 | up=3 | Io me le ricordo! Ci andavo con mio fratello e tornavamo a casa a mezzanotte.
Tiziano M. | 15 marzo 2013 alle 09:40 | - | up=2 | Che tristezza. Un altro pezzo di valle che se ne va.
""")
    hidden = (
        '<div class="vtc-commento vtc-nascosto"><span>Questo commento è stato nascosto perché ha ricevuto troppi voti '
        'negativi.</span> <a href="#">Mostra</a></div>'
    )

    def item(i: int, c: C, sub: str) -> str:
        badge = f'<span class="vtc-ruolo">{esc(c.get("b"))}</span>' if c.get("b") else ""
        if c.has("v"):
            badge += '<span class="vtc-verificato" title="Utente verificato">✔ Utente verificato</span>'
        edited = '<span class="vtc-mod">(modificato)</span>' if c.has("e") else ""
        before = hidden if c.has("hidden-before") else ""
        return (
            f'{before}<div class="vtc-commento" id="vtc-{610 + i}">{lazy("vtc-foto", "vtc" + c.name, 42)}'
            f'<div class="vtc-dati"><a class="vtc-nome" href="/utenti/{610 + i}">{esc(c.name)}</a>{badge}'
            f'<span class="vtc-data">{esc(c.when)}</span>{edited}</div><div class="vtc-corpo">{paras(c.text)}</div>'
            f'<div class="vtc-azioni"><a href="#">Rispondi</a> <span>👍 {c.get("up")}</span> <a href="#">Segnala</a></div>{sub}</div>'
        )

    block = (
        '<div class="vtc-area"><h3 class="vtc-h">I vostri commenti</h3>'
        '<div id="vtc-commenti" data-articolo="44871" data-caricato="si">'
        '<div class="vtc-barra"><b>12 commenti</b> <span class="vtc-ordine">Ordina: <a href="#">più votati</a> | <b>meno recenti</b> | <a href="#">più recenti</a></span>'
        ' <a href="/login" class="vtc-accedi">Accedi per commentare</a></div>'
        f'<div class="vtc-scrivi">{lazy("vtc-foto", "vtc-io", 42)}<textarea placeholder="Scrivi un commento..."></textarea></div>'
        + tree(cs, item, lambda s: f'<div class="vtc-risposte">{s}</div>')
        + '<button type="button" class="vtc-altri">Carica altri commenti</button></div>'
        "<noscript></noscript></div>"
    )
    css = ".vtc-risposte{margin-left:50px}.vtc-commento{margin:10px 0}.vtc-data,.vtc-mod{color:#999;font-size:11px;margin-left:6px}.vtc-verificato{color:#2a7;font-size:10px;margin-left:4px}.vtc-nascosto{color:#aaa;font-style:italic}"
    st = Story(
        "Il cinema Aurora chiude dopo sessant'anni",
        "di Paola Guerrini",
        "2013-03-14T11:00:00+01:00",
        "14 marzo 2013",
        """
Il cinema Aurora di Valtorbida chiuderà definitivamente il 31 marzo. Lo ha annunciato la famiglia Ferrini, che gestisce la sala di via Roma dal 1953.

Alla base della decisione il passaggio obbligatorio al proiettore digitale, che richiederebbe un investimento di circa trecentomila euro, e il calo degli spettatori, scesi a meno di ottomila all'anno.

Il sindaco ha espresso dispiacere ma ha escluso un intervento del Comune. Resterà invece aperta, almeno per quest'estate, l'arena all'aperto nel cortile della sala.
""",
        lead="La famiglia Ferrini non può sostenere il passaggio al digitale. Resta l'arena estiva.",
        section="Spettacoli",
        related=(
            "L'arena estiva: il programma",
            "Valtorbida, chiude anche la libreria Centrale",
            "Cinema di valle, una storia",
        ),
        most=(
            "Frana sulla provinciale 12",
            "Sagra della castagna, date confermate",
            "Valtorbida calcio, cambio in panchina",
            "Nuovo parcheggio in piazza",
        ),
        tags=("Cinema", "Valtorbida", "Cultura"),
        bio="Paola Guerrini scrive di cultura e spettacoli per il Gazzettino.",
    )
    return make(
        "ax-it-own-cinema",
        "discussion",
        "it-valtorbida",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/spettacoli/2013/03/14/il-cinema-aurora-chiude-dopo-sessant-anni-44871",
        container="div.vtc-area: h3 'I vostri commenti', div#vtc-commenti (the wrapper the script filled) with a bar '12 commenti', sort links, 'Accedi per commentare', a write box; div.vtc-commento (lazy avatar, a.vtc-nome, badge 'Redazione', '✔ Utente verificato', span.vtc-data, '(modificato)', div.vtc-corpo, 'Rispondi 👍 n Segnala'); replies in div.vtc-risposte inside the comment, three levels; a low-rated entry folded; 'Carica altri commenti'; an empty noscript beside the wrapper",
        heading="I vostri commenti",
        description="An Italian valley paper of 2013 saved after its scripts ran: 10 readers' comments (12 counted, the rest behind 'Carica altri commenti') in a wrapper the script filled, replies three levels, verified users, the newsroom's answer, a guest 'Ospite', an edited mark; one low-rated entry folded.",
    )


def nl_dijk() -> Case:
    cs = thread("""
Gerrit van Oosten | 6 uur geleden | - | up=12 | Vijf maanden omrijden via de Polderweg. Dat is voor schoolkinderen uit Oudewaard bijna vier kilometer extra, en die weg heeft geen fietspad.
Wilma K. | 5 uur geleden | 0 | up=7 | Precies. Ik laat mijn dochter daar echt niet fietsen met al die vrachtwagens van het dijkwerk.
Waterschap Weerdijk | 4 uur geleden | 0 | b=Waterschap,up=9 | Dank voor uw reacties. Tijdens de werkzaamheden rijdt er op schooldagen een pendelbusje tussen Oudewaard en de scholen. Meer informatie volgt via de scholen.
Gast | 3 uur geleden | - | e,sponsor-before,up=2 | Die dijk is in 1995 toch ook al verhoogd? Hoe vaak moet dat nog?
Hessel Dijkstra | 2 uur geleden | 3 | up=6 | Sindsdien zijn de normen veranderd. Het staat in het artikel: de dijk moet een storm aankunnen die eens in de tweeduizend jaar voorkomt.
""")
    sponsor = (
        '<div class="wd-gesponsord"><span class="wd-label">Gesponsord</span>'
        '<a href="/r/g1">Zo bespaart u dit jaar honderden euro\'s op uw energierekening</a>'
        '<a href="/r/g2">Vakantiehuisje aan het water? Bekijk de aanbiedingen</a></div>'
    )
    depth: dict[int, int] = {}
    for i, c in enumerate(cs):
        depth[i] = 0 if c.seed.parent is None else depth[c.seed.parent] + 1

    def row(i: int, c: C) -> str:
        badge = f'<span class="wd-functie">{esc(c.get("b"))}</span>' if c.get("b") else ""
        edited = '<span class="wd-bewerkt">(bewerkt)</span>' if c.has("e") else ""
        before = sponsor if c.has("sponsor-before") else ""
        return (
            f'{before}<div class="wd-reactie wd-niveau-{depth[i]}" id="wd-r{4040 + i}">{lazy("wd-av", "wd" + c.name, 40)}'
            f'<div class="wd-kop"><span class="wd-naam">{esc(c.name)}</span>{badge} <span class="wd-tijd">{esc(c.when)}</span>{edited}</div>'
            f'<div class="wd-tekst">{paras(c.text)}</div><div class="wd-knoppen"><a href="#">Reageer</a> '
            f'<span class="wd-duim">👍 {c.get("up")}</span> <a href="#">Meld misbruik</a></div></div>'
        )

    block = (
        '<div class="wd-reacties" id="reacties"><div class="wd-balk"><h3>Reacties (5)</h3><a href="/inloggen">Inloggen</a></div>'
        '<form class="wd-nieuw"><textarea placeholder="Schrijf een reactie..."></textarea><button type="button">Plaats reactie</button></form>'
        '<div class="wd-lijst">' + "".join(row(i, c) for i, c in enumerate(cs)) + "</div></div>"
    )
    css = ".wd-niveau-1{margin-left:48px}.wd-niveau-2{margin-left:96px}.wd-reactie{margin:10px 0}.wd-tijd,.wd-bewerkt{color:#999;font-size:11px}.wd-functie{background:#06c;color:#fff;font-size:10px;padding:0 3px;margin-left:4px}.wd-gesponsord{background:#fafafa;padding:6px;font-size:12px}"
    st = Story(
        "Fietspad over de Weerdijk vijf maanden dicht",
        "Door Marloes Terpstra",
        "2014-02-03T07:30:00+01:00",
        "maandag 3 februari 2014, 07:30",
        """
Het fietspad over de Weerdijk tussen Oudewaard en de Sluisbrug gaat van maart tot en met juli dicht. Het waterschap versterkt de dijk over een lengte van twee kilometer.

Fietsers moeten in die periode omrijden via de Polderweg. Ouders uit Oudewaard maken zich zorgen over de veiligheid van scholieren, omdat de Polderweg geen vrijliggend fietspad heeft.

Volgens het waterschap is de versterking nodig omdat de dijk niet meer aan de nieuwe veiligheidsnormen voldoet.
""",
        lead="Waterschap versterkt de dijk tussen Oudewaard en de Sluisbrug; fietsers moeten omrijden.",
        section="Regio",
        related=(
            "Sluisbrug krijgt nieuwe slagbomen",
            "Waterschap verhoogt heffing",
            "Polderweg 30-kilometerzone?",
        ),
        most=(
            "Brand in boerderij Oudewaard",
            "Weerdijker Boys winnen derby",
            "Nieuwe huisarts in het dorp",
            "IJsbaan open",
        ),
        tags=("Weerdijk", "Waterschap", "Fietsen"),
        bio="Marloes Terpstra is verslaggever voor de regio.",
    )
    return make(
        "ax-nl-own-dijk",
        "discussion",
        "nl-weerdijk",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/regio/fietspad-over-de-weerdijk-vijf-maanden-dicht-1-4412788",
        container="div#reacties.wd-reacties (the paper's own widget): h3 'Reacties (5)', 'Inloggen', a form at the top; div.wd-lijst: one flat list of div.wd-reactie with a depth class wd-niveau-0/1 (lazy avatar, span.wd-naam, badge 'Waterschap', span.wd-tijd, '(bewerkt)', div.wd-tekst, 'Reageer 👍 n Meld misbruik'); a 'Gesponsord' box between the comments",
        heading="Reacties (5)",
        description="A Dutch regional paper of 2014 saved after its scripts ran: 5 readers' comments in one flat list whose replies are drawn by depth classes, the water board's answer badged, a guest 'Gast', an edited mark; a sponsored box between the comments.",
    )


def pl_rondo() -> Case:
    cs = thread("""
Krzysztof_Z | 2 dni temu | - | up=34,down=2 | Nareszcie! Na tym skrzyżowaniu co tydzień jest stłuczka. Rondo powinno być tam już dziesięć lat temu.
~mieszkaniec | 2 dni temu | 0 | g,ip=83.21.*.*,up=5,down=9 | A ciężarówki z tartaku jak przejadą przez rondo? Tam jest bardzo ciasno.
Krzysztof_Z | 2 dni temu | 1 | up=12,down=0 | W artykule jest napisane, że środek ronda będzie przejezdny dla ciężarówek, tak jak w Borkach.
Ania Sobczak | 2 dni temu | - | up=20,down=1 | Cztery miesiące objazdu przez Kolejową to będzie koszmar dla rodziców, którzy wożą dzieci do szkoły nr 2. Czy ktoś pomyślał o tym, żeby roboty zrobić w wakacje?
Redakcja GZ | 1 dzień temu | 3 | b=Redakcja,up=15,down=0 | Pani Anno, zapytaliśmy zarząd dróg. Najbardziej uciążliwy etap, czyli zamknięcie skrzyżowania, ma przypaść na lipiec i sierpień.
Ania Sobczak | 1 dzień temu | 4 | e,up=6,down=0 | Dziękuję za odpowiedź, to dobra wiadomość.
~Zenek | 1 dzień temu | - | g,ip=91.150.*.*,removed-before,up=3,down=4 | Za te pieniądze można by wyremontować drogę do Zalesia Małego, gdzie są dziury jak po bombach.
Halina Wróbel | 20 godzin temu | 6 | up=8,down=0 | Popieram. Droga do Zalesia Małego to dramat, a przecież tam też jeżdżą autobusy szkolne.
""")
    removed = (
        '<li class="gz-k gz-k-usuniety"><p class="gz-k-info">Komentarz usunięty przez moderatora.</p></li>'
    )

    def item(i: int, c: C, sub: str) -> str:
        badge = f'<span class="gz-k-odznaka">{esc(c.get("b"))}</span>' if c.get("b") else ""
        guest = ""
        if c.has("g"):
            guest = f'<span class="gz-k-gosc">Gość</span><span class="gz-k-ip">IP: {esc(c.get("ip"))}</span>'
        edited = '<span class="gz-k-edyt">edytowany</span>' if c.has("e") else ""
        before = removed if c.has("removed-before") else ""
        return (
            f'{before}<li class="gz-k" id="k{90110 + i}">{lazy("gz-k-awatar", "gzk" + c.name, 36)}'
            f'<div class="gz-k-naglowek"><strong class="gz-k-autor">{esc(c.name)}</strong>{badge}{guest}'
            f'<span class="gz-k-czas">{esc(c.when)}</span>{edited}</div><div class="gz-k-tresc">{paras(c.text)}</div>'
            f'<div class="gz-k-oceny"><a href="#">👍 {c.get("up")}</a> <a href="#">👎 {c.get("down")}</a> '
            f'<a href="#">Odpowiedz</a> <a href="#">Zgłoś</a></div>{sub}</li>'
        )

    block = (
        '<div class="gz-komentarze" id="komentarze"><div class="gz-k-pasek"><h3>Komentarze (15)</h3>'
        '<span>Sortuj: <b>Najlepsze</b> | <a href="#">Najnowsze</a> | <a href="#">Najstarsze</a></span></div>'
        '<div class="gz-k-dodaj"><textarea placeholder="Dodaj komentarz"></textarea> <input placeholder="Podpis (gość)"> '
        '<button type="button">Wyślij</button> <a href="/logowanie">Zaloguj się</a></div>'
        '<ul class="gz-k-lista">'
        + tree(cs, item, lambda s: f'<ul class="gz-k-odpowiedzi">{s}</ul>')
        + '</ul><a class="gz-k-wiecej" href="#">Pokaż więcej komentarzy</a></div>'
    )
    css = ".gz-k-lista,.gz-k-odpowiedzi{list-style:none;padding:0}.gz-k-odpowiedzi{margin-left:44px}.gz-k{margin:10px 0}.gz-k-gosc,.gz-k-ip,.gz-k-czas,.gz-k-edyt{color:#999;font-size:11px;margin-left:6px}.gz-k-odznaka{background:#07a;color:#fff;font-size:10px;padding:0 3px;margin-left:4px}"
    st = Story(
        "Rondo na skrzyżowaniu Leśnej i Kolejowej. Umowa podpisana",
        "Tomasz Wilk",
        "2013-05-27T14:00:00+02:00",
        "27.05.2013, 14:00",
        """
Zarząd dróg powiatowych podpisał w poniedziałek umowę na budowę ronda na skrzyżowaniu ulic Leśnej i Kolejowej w Zalesiu. Prace mają kosztować 2,4 mln zł i potrwać cztery miesiące.

Rondo będzie miało średnicę 32 metrów, a jego środkowa część zostanie wykonana z kostki, tak by mogły po niej przejeżdżać ciężarówki. Podobne rozwiązanie zastosowano w Borkach.

W czasie budowy ruch będzie kierowany objazdem przez ulicę Kolejową i osiedle Słoneczne.
""",
        lead="Budowa potrwa cztery miesiące. Kierowców czekają objazdy przez ulicę Kolejową.",
        section="Region",
        related=("Nowy chodnik na Leśnej", "Tartak w Zalesiu zatrudni 40 osób", "Objazdy w wakacje: mapa"),
        most=(
            "Pożar stodoły w Borkach",
            "Zalesianka awansowała",
            "Nowe godziny pracy urzędu",
            "Festyn nad zalewem",
        ),
        tags=("Drogi", "Zalesie", "Inwestycje"),
        bio="Tomasz Wilk pisze o sprawach powiatu i samorządu.",
    )
    return make(
        "ax-pl-own-rondo",
        "discussion",
        "pl-zalesie",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/region/rondo-lesna-kolejowa-umowa-podpisana,a,33187",
        container="div#komentarze.gz-komentarze (the portal's own widget): h3 'Komentarze (15)', 'Sortuj: Najlepsze | Najnowsze | Najstarsze', an input box with a guest's signature field; ul.gz-k-lista > li.gz-k (lazy avatar, strong.gz-k-autor, badge 'Redakcja', 'Gość' and 'IP: n.n.*.*' on guests, relative time, 'edytowany', div.gz-k-tresc, '👍 n 👎 n Odpowiedz Zgłoś'); replies in ul.gz-k-odpowiedzi, one level; an entry 'Komentarz usunięty przez moderatora'; 'Pokaż więcej komentarzy'",
        heading="Komentarze (15)",
        description="A Polish county portal of 2013 saved after its scripts ran: 8 readers' comments (15 counted, the rest behind 'Pokaż więcej komentarzy'), guests with '~nick', 'Gość' and half-hidden IPs, the newsroom's answer, an edited mark; one entry removed by the moderator.",
    )


def own_ax() -> list[Case]:
    return [es_feria(), it_cinema(), nl_dijk(), pl_rondo()]
