"""Blind set AR: seven hand-built discussions in the served HTML whose records carry the parts real threads carry,
each a different mix: a regional paper's readers with agreement counts, badges, a home-village line, "bearbeitet"
marks and an editors' pick shown twice (de); a village blog's notes drawn as the site's own ``card`` teasers with
hearts, the author's badge, a "lire la suite" cut and a link (fr); a coastal site's conversation with "▲ n ▼ n",
verified badges, a comment translated from Valencian with the original hidden, quoted passages of the article and
flat answers that name their parent (es); a valley paper's ``item``/``media`` rows with emoji reaction rows, a job
line, a moderator and a top reader, edited marks, four levels (it); a portal's readers with "+n / −n", a pinned
highlight shown twice, two "ler mais" cuts and a picture (pt); numbered posts with "+n", a signature line, a town
line, edited marks, a quoted passage and "odpowiedź do #n" references (pl); readers' opinions with emoji reactions,
the journalist's badged answers, a "читать полностью" cut and a comment translated from Ukrainian (ru). Every
class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ar_common import (
    TOGGLE,
    C,
    Case,
    Parts,
    Story,
    body,
    esc,
    make,
    seeds,
    thread,
    tree,
)


def de_dorfladen() -> Case:
    cs = thread("""
Gisela Rentrop | 08.03.2017, 09:14 | - | loc=aus Haselbach; z=12; b=Abonnentin | Endlich! Seit die Bäckerei zu ist, fahre ich für jedes Brot acht Kilometer nach Lindenau. Ich habe zwei Anteile gezeichnet und werde auch Dienste im Laden übernehmen.
Matthias K. | 08.03.2017, 09:40 | 0 | loc=aus Oberweiler; z=3 | Schön, aber wie lange hält so etwas? In Oberweiler hat der Dorfladen nach drei Jahren wieder dichtgemacht.
Gisela Rentrop | 08.03.2017, 10:05 | 1 | loc=aus Haselbach; z=7; b=Abonnentin; e=10:11 | Der Laden in Oberweiler hatte keine Genossenschaft hinter sich, sondern einen einzelnen Pächter. Hier tragen 140 Mitglieder das Risiko gemeinsam.
Ferdinand Abel | 08.03.2017, 11:22 | - | loc=aus Lindenau; z=21; pin | Ich war gestern bei der Eröffnung. Regionale Eier, Käse von der Hofkäserei am Mühlbach und ein Kaffeetisch für die Älteren: Genau so etwas fehlt in vielen Dörfern. Die Preise fand ich fair.
Hanna Weisbrod | 08.03.2017, 12:03 | - | z=2 | Gibt es auch einen Lieferdienst für Leute, die nicht mehr gut zu Fuß sind?
Tobias Lenz | 08.03.2017, 12:30 | 4 | b=Redaktion; z=9 | Liebe Frau Weisbrod, laut Vorstand bringen ehrenamtliche Fahrer ab April dienstags und freitags Bestellungen nach Hause. Bestellt wird telefonisch im Laden.
Hanna Weisbrod | 08.03.2017, 12:51 | 5 | z=1 | Danke für die schnelle Auskunft, dann rufe ich nächste Woche an.
Uwe Drescher | 08.03.2017, 14:18 | - | loc=aus Haselbach; z=0; e=14:32 | Die Öffnungszeiten sind für Berufstätige ein Witz. Um 18 Uhr ist zu, da bin ich noch nicht mal zu Hause.
Petra Sommerfeld | 08.03.2017, 15:02 | 7 | b=Abonnentin; z=6 | Samstags ist bis 13 Uhr offen, und wer selbst Dienste übernimmt, kann längere Zeiten möglich machen.
Lars | 08.03.2017, 19:47 | - | z=4 | Der Kaffee am Stehtisch ist übrigens ausgezeichnet. Ich komme jetzt jeden Morgen vor der Arbeit vorbei.
""")

    def record(i: int, c: C, sub: str, copy: bool = False) -> str:
        n = int(c.get("z"))
        badge = f' <span class="lm-rolle">{esc(c.get("b"))}</span>' if c.get("b") else ""
        loc = f'<span class="lm-ort">{esc(c.get("loc"))}</span>' if c.get("loc") else ""
        edited = f' <span class="lm-bearb">(bearbeitet um {esc(c.get("e"))})</span>' if c.get("e") else ""
        return (
            f'<div class="lm-beitrag"{"" if copy else f" id=lm-{7301 + i}"}><div class="lm-kopf">'
            f'<a class="lm-nutzer" href="/nutzer/{7301 + i}">{esc(c.name)}</a>{badge} {loc} '
            f'<span class="lm-zeit">{esc(c.when)}</span>{edited}</div><div class="lm-text">{body(c.raw)}</div>'
            f'<div class="lm-leiste"><button class="lm-zust" type="button">{n} {"Zustimmung" if n == 1 else "Zustimmungen"}</button> '
            + ("" if copy else '<a href="#lm-form">Antworten</a> <a href="/melden">Melden</a>')
            + f"</div>{sub}</div>"
        )

    pick = next(i for i, c in enumerate(cs) if c.has("pin"))
    block = (
        '<section class="lesermeinung"><h2>Ihre Meinung (10)</h2>'
        f'<div class="lm-empfehlung"><h3>Von der Redaktion empfohlen</h3>{record(pick, cs[pick], "", True)}'
        f'<p><a href="#lm-{7301 + pick}">Zum Beitrag im Verlauf</a></p></div>'
        + tree(cs, record, lambda s: f'<div class="lm-antworten">{s}</div>')
        + '<p id="lm-form"><a href="/login">Anmelden</a> und mitdiskutieren.</p></section>'
    )
    st = Story(
        "Haselbach hat wieder einen Dorfladen",
        "Von Tobias Lenz",
        "2017-03-07T17:30:00+01:00",
        "07.03.2017, 17:30 Uhr",
        """
Zwei Jahre nach der Schließung der letzten Bäckerei hat Haselbach wieder ein Geschäft. Eine Genossenschaft mit 140 Mitgliedern hat die ehemalige Sparkassenfiliale am Lindenplatz umgebaut und am Dienstag den Dorfladen eröffnet.

Angeboten werden Lebensmittel für den täglichen Bedarf, viele davon von Höfen aus dem Haselland. Eine Verkäuferin ist fest angestellt, die übrigen Stunden übernehmen Mitglieder ehrenamtlich.

Geöffnet ist montags bis freitags von 7 bis 18 Uhr und samstags bis 13 Uhr. Ein Lieferdienst für ältere Menschen ist geplant.
""",
        lead="Eine Genossenschaft hat die alte Sparkasse am Lindenplatz umgebaut. 140 Haselbacher sind Mitglied.",
        section="Haselland",
        related=(
            "Kreistag streitet über Schulbusse|Gestern, 18:02",
            "Neue Hausarztpraxis in Oberweiler|06.03.2017",
            "Lindenauer Handballer steigen auf|05.03.2017",
        ),
        tags=("Haselbach", "Nahversorgung", "Genossenschaft"),
    )
    return make(
        "ar-de-dorfladen-empfohlen",
        "discussion",
        "de-lindenau",
        st,
        Parts(after=block),
        seeds(cs),
        path="/haselland/haselbach-dorfladen-eroeffnet",
        container="section.lesermeinung: h2 'Ihre Meinung (10)', a box 'Von der Redaktion empfohlen' with a copy of one record, then div.lm-beitrag (a.lm-nutzer, span.lm-rolle badge, span.lm-ort home village, span.lm-zeit, '(bearbeitet um hh:mm)', div.lm-text, 'n Zustimmungen', 'Antworten', 'Melden'); answers in div.lm-antworten inside the record, two levels",
        heading="Ihre Meinung (10)",
        description="A German county paper of 2017: 10 readers' contributions with agreement counts ('12 Zustimmungen'), badges 'Abonnentin' and 'Redaktion', a home-village line under the name, '(bearbeitet um 10:11)' marks, one contribution recommended by the newsroom shown twice (in a box above and in its place), answers nested two levels; '08.03.2017, 09:14'.",
    )


def fr_lavoir() -> Case:
    cs = thread("""
Jeanine Bories | 14 juin 2021 à 08:12 | - | h=9 | Quel bonheur de revoir l'eau couler dans le bassin. Ma grand-mère y lavait encore le linge en 1960, elle m'emmenait avec elle le lundi.
Claire Vidalenc | 14 juin 2021 à 09:30 | 0 | au; h=4 | Merci Jeanine ! Si vous avez des photos de cette époque, nous aimerions beaucoup les exposer pour l'inauguration.
Jeanine Bories | 14 juin 2021 à 10:02 | 1 | h=2 | Je vais fouiller dans les boîtes du grenier, il doit bien y en avoir une ou deux.
Rémi Castagné | 14 juin 2021 à 11:47 | - | h=15 | Bravo à toute l'équipe. J'ai participé à deux samedis de chantier et je n'avais jamais manié la chaux de ma vie. ^^ On a d'abord tout gratté à la main, puis refait les joints pierre par pierre, avec les conseils de Fernand qui connaît ce métier depuis cinquante ans. // Le plus dur a été la charpente : trois poutres étaient pourries et il a fallu trouver du chêne de récupération. Merci à la scierie de Puylaroque qui nous l'a donné.
Sylvie M. | 14 juin 2021 à 13:05 | - | h=3 | Pour ceux qui veulent en savoir plus sur les lavoirs du canton, l'association du patrimoine a fait [[/balades/carte-des-lavoirs|une carte très complète]] avec les horaires de visite.
Fernand Lacombe | 15 juin 2021 à 07:55 | 3 | h=11 | Tu as appris vite, Rémi. La chaux, ça ne pardonne pas, mais tes joints tiendront cent ans.
Odile | 15 juin 2021 à 18:20 | - | h=1 | Est-ce qu'il y aura une plaque avec les noms des bénévoles ?
Claire Vidalenc | 15 juin 2021 à 21:04 | 6 | au; h=2 | Oui Odile, elle est commandée et sera posée avant la fête du 14 juillet.
""")

    def card(i: int, c: C, sub: str) -> str:
        badge = ' <span class="card__badge">Autrice</span>' if c.has("au") else ""
        more = (
            '<button class="card__more" type="button" data-open=".rest" data-record=".card" data-once>… lire la suite</button>'
            if c.cut
            else ""
        )
        return (
            f'<article class="card card--note" id="n{412 + i}"><div class="media"><img class="media__img" src="/_avatar/gr-{i}.svg" alt="" width="48" height="48">'
            f'<div class="media__body"><p class="card__meta"><b class="card__author">{esc(c.name)}</b>{badge} · '
            f'<a href="#n{412 + i}">{esc(c.when)}</a></p><div class="card__text">{body(c.raw)}</div>{more}'
            f'<p class="card__actions"><button type="button" class="card__like">♥ {c.get("h")}</button> <a href="#ecrire">Répondre</a></p>'
            f"</div></div>{sub}</article>"
        )

    block = (
        '<section class="ds-block mots"><h2>Vos mots (8)</h2><div class="cards cards--stack">'
        + tree(cs, card, lambda s: f'<div class="cards cards--replies">{s}</div>')
        + '</div><form id="ecrire" action="/ecrire" method="post"><textarea name="mot"></textarea> <input name="nom" placeholder="Votre nom"> '
        "<button>Publier</button></form></section>"
    )
    st = Story(
        "Le lavoir de la Combe a retrouvé son eau",
        "Claire Vidalenc",
        "2021-06-13T19:00:00+02:00",
        "13 juin 2021",
        """
Il aura fallu onze samedis de chantier et une quarantaine de bénévoles pour que le lavoir de la Combe retrouve son toit et son eau. Samedi, la source a de nouveau rempli le grand bassin, pour la première fois depuis près de trente ans.

Le chantier a été mené avec l'association du patrimoine du canton. Les murs ont été rejointoyés à la chaux, trois poutres de la charpente remplacées par du chêne de récupération et les tuiles reposées une à une.

L'inauguration aura lieu le 14 juillet, avec une exposition de photos anciennes du lavoir.
""",
        section="Chroniques",
        related=(
            "Balade : de la Combe au moulin de Sers|Claire · 2 juin 2021",
            "Portrait : Fernand, maçon depuis 1971|Claire · 20 mai 2021",
            "Les cerisiers du chemin creux|Claire · 9 mai 2021",
        ),
        tags=("patrimoine", "bénévoles", "la Combe"),
    )
    return make(
        "ar-fr-cartes-lavoir",
        "discussion",
        "fr-grisolles",
        st,
        Parts(after=block, end=TOGGLE),
        seeds(cs),
        path="/chroniques/le-lavoir-de-la-combe",
        container="section.mots: h2 'Vos mots (8)', div.cards > article.card.card--note > div.media (img.media__img; div.media__body: p.card__meta name, 'Autrice' badge, date link; div.card__text; a '… lire la suite' button; '♥ n', 'Répondre'); replies in div.cards--replies inside the card; the same card/media classes as the page's 'À lire aussi' teasers and 'En continu' rows",
        heading="Vos mots (8)",
        description="A French village blog of 2021 on a design system: 8 readers' notes drawn with the same card and media classes as the page's own teasers, hearts, the article's author badged 'Autrice', one long note cut by '… lire la suite' (the rest hidden in the HTML), a link inside a note, replies two levels; '14 juin 2021 à 08:12'.",
    )


def es_pasarelas() -> Case:
    cs = thread("""
Marta Soler | 11/05/2023 09:20 | - | v=14/2; ver | > Las pasarelas se construirán con madera reciclada de antiguas bateas del puerto. // Me parece una idea preciosa, pero esa madera ha pasado años en agua salada. ¿Alguien ha comprobado que aguante el paso de miles de personas en agosto?
Vicent Ferrando | 11/05/2023 09:48 | 0 | v=9/0; tr | La madera de las bateas es pino tratado y dura más que la nueva. Mi padre trabajó cuarenta años en el puerto y todavía tenemos un banco hecho con ella.
Lucía Navarro | 11/05/2023 10:15 | - | v=6/1 | ¿Y qué pasa con los chiringuitos durante las obras? El artículo no dice nada de la temporada de verano.
Club Náutico Almenara | 11/05/2023 11:02 | 2 | v=21/0; ver | Según el calendario del ayuntamiento, las obras se paran del 15 de junio al 15 de septiembre. Los establecimientos abrirán con normalidad.
Marta Soler | 11/05/2023 11:30 | 1 | v=3/0; ver | Gracias, Vicent, no sabía que era pino tratado. Me quedo más tranquila.
Andrés Pla | 11/05/2023 12:44 | - | v=2/7 | Dos millones para unas tablas. En mi calle no hay acera desde hace diez años.
Rosa | 11/05/2023 13:10 | 5 | v=5/1 | Son fondos de costas, Andrés, no del ayuntamiento. No se pueden gastar en tu calle.
Jorge Beltrán | 11/05/2023 17:35 | - | v=4/0 | > El tramo entre la Torre Vella y la playa del Arenal será accesible para sillas de ruedas. // Esto es lo mejor de todo el proyecto. Mi hermano lleva años sin poder bajar a ver el mar.
Lucía Navarro | 11/05/2023 18:02 | 3 | v=1/0 | Perfecto, muchas gracias por la información.
""")
    original = {
        1: "La fusta de les bateies és pi tractat i dura més que la nova. Mon pare va treballar quaranta anys al port i encara tenim un banc fet amb ella."
    }

    def rec(i: int, c: C) -> str:
        up, down = c.get("v").split("/")
        ver = ' <span class="cv-ver" title="Cuenta verificada">✔ Verificado</span>' if c.has("ver") else ""
        ref = ""
        if c.seed.parent is not None:
            p = c.seed.parent
            ref = f'<p class="cv-ref">↪ En respuesta a <a href="#cv-{250 + p}">{esc(cs[p].name)}</a></p>'
        tr = ""
        if c.has("tr"):
            tr = (
                '<p class="cv-trad">Traducido del valenciano · <button type="button" data-open=".cv-orig" data-record=".cv-msg">Ver original</button></p>'
                f'<p class="cv-orig" lang="ca" hidden>{esc(original[i])}</p>'
            )
        return (
            f'<div class="cv-msg" id="cv-{250 + i}"><p class="cv-top"><span class="cv-nom">{esc(c.name)}</span>{ver} '
            f'<span class="cv-hora">{esc(c.when)}</span></p>{ref}{tr}<div class="cv-cuerpo">{body(c.raw, quote_cls="cv-cita")}</div>'
            f'<p class="cv-pie"><button class="cv-up">▲ {up}</button> <button class="cv-down">▼ {down}</button> '
            '<a href="#cv-form">Responder</a> <a href="/denunciar">Denunciar</a></p></div>'
        )

    block = (
        '<section class="ds-block conversacion"><h2>Conversación</h2><p class="cv-orden">Mostrando 9 mensajes · más antiguos primero</p>'
        + "".join(rec(i, c) for i, c in enumerate(cs))
        + '<p id="cv-form"><a href="/entrar">Entra</a> para participar.</p></section>'
    )
    st = Story(
        "El paseo marítimo tendrá pasarelas de madera reciclada de las bateas",
        "Inés Gallart",
        "2023-05-10T19:30:00+02:00",
        "10/05/2023 19:30",
        """
El Ayuntamiento de Almenara ha aprobado el proyecto de renovación del paseo marítimo, con un presupuesto de dos millones de euros procedentes de fondos de costas. Las obras comenzarán en octubre.

Las pasarelas se construirán con madera reciclada de antiguas bateas del puerto. El tramo entre la Torre Vella y la playa del Arenal será accesible para sillas de ruedas, con rampas cada doscientos metros.

Durante la temporada de verano los trabajos quedarán interrumpidos para no afectar a los establecimientos de la playa.
""",
        section="Almenara",
        related=(
            "Cortes de tráfico por la regata del domingo|Redacción · hace 3 h",
            "La lonja cierra su mejor abril|Pau Ribes · ayer",
            "El instituto gana el concurso de robótica|Redacción · 8/05/2023",
        ),
        tags=("Paseo marítimo", "Obras", "Puerto"),
    )
    return make(
        "ar-es-traducido-citas",
        "discussion",
        "es-almenara",
        st,
        Parts(after=block, end=TOGGLE),
        seeds(cs),
        path="/almenara/paseo-maritimo-pasarelas-bateas",
        container="section.conversacion: h2 'Conversación', one flat list of div.cv-msg (span.cv-nom, '✔ Verificado' badge, span.cv-hora, p.cv-ref '↪ En respuesta a <a>name</a>' on answers, 'Traducido del valenciano · Ver original' with p.cv-orig hidden, blockquote.cv-cita quoted from the article, ▲ n ▼ n, 'Responder', 'Denunciar')",
        heading="Conversación",
        description="A Spanish coastal news site of 2023: 9 readers' messages in one flat list, answers naming their parent ('↪ En respuesta a …', linked), up and down votes, verified badges, one message translated from Valencian with the original hidden in the HTML, two messages quoting a passage of the article; '11/05/2023 09:20'.",
    )


def it_funivia() -> Case:
    cs = thread("""
Davide Rota | 3 settembre 2024, 17:05 | - | job=maestro di sci, Valbruna; r=👍 24,😮 2; top | Era ora. Con il biglietto unico le famiglie non devono più scegliere tra una valle e l'altra.
Chiara Belotti | 3 settembre 2024, 17:22 | 0 | job=insegnante, Bergamo; r=👍 6 | Speriamo che il prezzo resti umano. Quarantotto euro al giorno per un ragazzo sono già troppi.
Davide Rota | 3 settembre 2024, 17:40 | 1 | job=maestro di sci, Valbruna; r=👍 3; top; e=17:52 | Nell'articolo c'è scritto che gli under 14 pagano la metà. Non è poco.
Chiara Belotti | 3 settembre 2024, 18:01 | 2 | job=insegnante, Bergamo; r=👍 2,😂 1 | Il mio ne ha quindici, ovviamente.
Piero Gamba | 3 settembre 2024, 18:30 | - | job=pensionato, Cervo di Sopra; r=👍 11,😡 1 | Chi abita in paese potrà usare la funivia per scendere a valle anche d'estate? Prima c'era una tessera per i residenti.
Elisa Fontana | 3 settembre 2024, 19:02 | 4 | b=Moderatrice; r=👍 8 | Ciao Piero, abbiamo chiesto alla società degli impianti: la tessera residenti resta valida tutto l'anno. Aggiorneremo l'articolo.
Sara Locatelli | 3 settembre 2024, 20:44 | - | job=infermiera; r=👍 4,😮 1; e=21:10 | E i parcheggi? A Natale la strada per la partenza della funivia era bloccata per ore.
Marco | 4 settembre 2024, 07:15 | 6 | r=👍 1 | Dalla stazione parte una navetta gratuita ogni venti minuti, conviene lasciare l'auto giù.
""")

    def item(i: int, c: C, sub: str) -> str:
        badges = ""
        if c.has("top"):
            badges += ' <span class="item__badge">⭐ Top lettore</span>'
        if c.get("b"):
            badges += f' <span class="item__badge item__badge--mod">{esc(c.get("b"))}</span>'
        job = f'<span class="item__sub">{esc(c.get("job"))}</span>' if c.get("job") else ""
        edited = f' · <span class="item__edit">modificato alle {esc(c.get("e"))}</span>' if c.get("e") else ""
        reacts = " ".join(
            f'<button class="reazione" type="button">{esc(r)}</button>' for r in c.get("r").split(",")
        )
        return (
            f'<li class="item item--voce" id="v{5520 + i}"><div class="media"><img class="media__img" src="/_avatar/vb-{i}.svg" alt="" width="48" height="48">'
            f'<div class="media__body"><p class="item__head"><b class="item__title">{esc(c.name)}</b>{badges}</p>{job} '
            f'<span class="item__meta">{esc(c.when)}{edited}</span><div class="item__text">{body(c.raw)}</div>'
            f'<div class="reazioni">{reacts} <a href="#v-form">Rispondi</a></div></div></div>'
            + (f'<ul class="list list--nested">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="ds-block voci"><ul class="list">'
        + tree(cs, item, lambda s: s)
        + '</ul><p id="v-form"><a href="/accedi">Accedi</a> per rispondere.</p></div>'
    )
    st = Story(
        "Funivia del Monte Cervo, dall'inverno un solo biglietto con gli impianti di Valbruna",
        "Luca Ghisalberti",
        "2024-09-03T12:10:00+02:00",
        "3 settembre 2024",
        """
Dalla prossima stagione invernale lo skipass giornaliero varrà sia per la funivia del Monte Cervo sia per gli impianti di Valbruna. L'accordo tra le due società è stato firmato ieri in municipio.

Il biglietto giornaliero costerà 48 euro per gli adulti, mentre i ragazzi sotto i 14 anni pagheranno la metà. Una navetta gratuita collegherà le due partenze ogni venti minuti.

Secondo i gestori, l'obiettivo è portare in valle le famiglie che oggi scelgono comprensori più grandi.
""",
        section="Montagna",
        related=(
            "Rifugio Pian dei Larici, stagione record|Redazione · 2 ore fa",
            "Lavori sulla provinciale, senso unico alternato|Redazione · ieri",
            "L'Hockey Valbruna presenta la squadra|Sport · 1 settembre",
        ),
        tags=("funivia", "Monte Cervo", "skipass"),
    )
    return make(
        "ar-it-reazioni-item",
        "discussion",
        "it-valbruna",
        st,
        Parts(after=block),
        seeds(cs),
        path="/montagna/funivia-monte-cervo-biglietto-unico",
        container="div.voci (no heading): ul.list > li.item.item--voce > div.media (img.media__img; div.media__body: b.item__title name, '⭐ Top lettore' / 'Moderatrice' badges, span.item__sub job and town, span.item__meta date · 'modificato alle hh:mm', div.item__text, emoji reaction buttons, 'Rispondi'); replies in ul.list.list--nested inside the li, four levels; the same list/item/media classes as the page's 'Ultime notizie' rows",
        heading=None,
        description="An Italian valley paper of 2024 on a design system, without heading: 8 readers' comments drawn with the same list/item/media classes as the page's 'latest' rows, emoji reaction rows with counts, a job-and-town line under the name, a top-reader badge and a moderator's answer, 'modificato alle' marks, replies four levels; '3 settembre 2024, 17:05'.",
    )


def pt_ponte() -> Case:
    cs = thread("""
Cláudia Menezes | 22/08/2018 às 07:48 | - | v=3/1 | Finalmente! Meu filho estava indo para a escola pela estrada velha, que não tem acostamento.
Seu Anselmo | 22/08/2018 às 08:30 | - | v=18/0; pin | Moro do lado do Ribeirão Fundo há quarenta e dois anos e já vi essa ponte cair duas vezes, em 1983 e em 2009. ^^ Nas duas vezes a prefeitura fez um remendo e prometeu uma obra de verdade. Desta vez fizeram a fundação nova, eu acompanhei todos os dias da minha varanda. // Quero agradecer aos operários, que trabalharam até no sábado debaixo de chuva. Levei café para eles várias vezes e sempre foram educados.
Joana P. | 22/08/2018 às 09:12 | 1 | v=5/0 | Que bonito, seu Anselmo. A cidade precisa de mais gente assim.
Rodrigo Alves | 22/08/2018 às 10:55 | - | v=2/4; img=A ponte nova vista da margem direita | Passei hoje de manhã e tirei essa foto. Ficou bonita, mas o guarda-corpo do lado direito ainda está sem pintura.
Eduardo Lins | 22/08/2018 às 11:20 | 3 | v=1/0 | A pintura está marcada para a semana que vem, saiu no diário oficial.
Marisa Toledo | 22/08/2018 às 14:02 | - | v=7/2 | Ótima notícia para quem vem da zona rural. Mas quero lembrar que a estrada do Cambuí continua cheia de buracos até a entrada da ponte. ^^ De que adianta uma ponte nova se o caminho até ela estraga o carro? Espero que a próxima reportagem seja sobre isso.
Cláudia Menezes | 22/08/2018 às 15:40 | 5 | v=2/0 | Concordo, Marisa. O trecho perto do sítio dos Prado está horrível.
""")

    def rec(i: int, c: C, sub: str, copy: bool = False) -> str:
        up, down = c.get("v").split("/")
        pic = (
            f'<figure class="fl-foto"><img src="/_avatar/foto-ponte-{i}.svg" alt="{esc(c.get("img"))}" width="320" height="200"></figure>'
            if c.get("img")
            else ""
        )
        more = (
            '<a href="#" class="fl-mais" data-open=".rest" data-record=".fl-opiniao" data-once>Ler mais</a>'
            if c.cut
            else ""
        )
        return (
            f'<div class="fl-opiniao"{"" if copy else f" id=fl{880 + i}"}><div class="fl-quem"><img src="/_avatar/fl-{i}.svg" alt="" width="32" height="32"> '
            f'<strong>{esc(c.name)}</strong> <small>{esc(c.when)}</small></div><div class="fl-texto">{body(c.raw)}{more}</div>{pic}'
            f'<div class="fl-votos"><button class="fl-pos">+{up}</button> / <button class="fl-neg">−{down}</button>'
            + ("" if copy else ' <a href="#fl-form">Responder</a>')
            + f"</div>{sub}</div>"
        )

    pick = next(i for i, c in enumerate(cs) if c.has("pin"))
    block = (
        '<section class="fl-leitores"><h2>O que os leitores dizem</h2>'
        f'<div class="fl-destaque"><p class="fl-selo">★ Destaque da redação</p>{rec(pick, cs[pick], "", True)}</div>'
        + tree(cs, rec, lambda s: f'<div class="fl-respostas">{s}</div>')
        + '<p id="fl-form"><a href="/entrar">Entre</a> para opinar.</p></section>'
    )
    st = Story(
        "Ponte do Ribeirão Fundo é liberada após seis meses de obras",
        "Da redação",
        "2018-08-21T18:00:00-03:00",
        "21/08/2018 18h00",
        """
A nova ponte sobre o Ribeirão Fundo, na estrada que liga o centro da Serrinha à zona rural do Cambuí, foi liberada ao tráfego nesta terça-feira. A estrutura antiga havia sido interditada em fevereiro, depois que a cheia comprometeu uma das cabeceiras.

A obra custou 1,8 milhão de reais e incluiu uma fundação nova em concreto. Segundo a prefeitura, a pintura do guarda-corpo ainda será concluída nos próximos dias.

Durante a interdição, alunos e moradores da zona rural precisaram usar a estrada velha, sem acostamento.
""",
        section="Região",
        related=(
            "Feira do produtor muda de endereço|Cidade · 20/08/2018",
            "Serrinha Futebol Clube vence o clássico|Esportes · 19/08/2018",
            "Vacinação contra a gripe é prorrogada|Cidade · 18/08/2018",
        ),
        tags=("Ribeirão Fundo", "obras", "zona rural"),
    )
    return make(
        "ar-pt-destaque-ler-mais",
        "discussion",
        "pt-serrinha",
        st,
        Parts(after=block, end=TOGGLE),
        seeds(cs),
        path="/regiao/ponte-do-ribeirao-fundo-liberada",
        container="section.fl-leitores: h2 'O que os leitores dizem', div.fl-destaque '★ Destaque da redação' with a copy of one record, then div.fl-opiniao (avatar, strong name, small date, div.fl-texto with a hidden rest and 'Ler mais', a figure with a picture on one, '+n / −n', 'Responder'); replies in div.fl-respostas inside the record",
        heading="O que os leitores dizem",
        description="A Brazilian regional portal of 2018: 7 readers' opinions with '+n / −n' votes, one highlighted by the newsroom and shown twice (in a '★ Destaque da redação' box and in its place), two long opinions cut by 'Ler mais' (the rest hidden in the HTML), a picture inside one, replies one level; '22/08/2018 às 07:48'.",
    )


def pl_sciezka() -> Case:
    cs = thread("""
rowerzysta_z_Wólki | 02.10.2019 16:05 | - | v=14; loc=Wólka; sig | Dwa lata czekania na cztery kilometry asfaltu. Dzieci z Wólki dalej będą jeździć do szkoły poboczem.
Jurek_B | 02.10.2019 16:22 | - | v=3; loc=Brzozów | > Gmina nie otrzymała dofinansowania w pierwszym naborze. // Bo wniosek złożono dzień przed terminem i z błędami. Ktoś za to odpowiada?
Halina | 02.10.2019 16:50 | 0 | v=6 | Mój syn też jeździ tym poboczem. Rano ciężarówki z tartaku jadą jedna za drugą.
Marek Gil | 02.10.2019 17:15 | 1 | v=2; e=02.10.2019 17:31 | Wniosek był złożony poprawnie, tylko punktów zabrakło. Byłem na sesji, na której to wyjaśniano.
rowerzysta_z_Wólki | 02.10.2019 17:40 | 2 | v=9; loc=Wólka; sig | Halina, może zbierzmy podpisy pod prośbą o tymczasowe oznakowanie i ograniczenie prędkości?
Halina | 02.10.2019 18:02 | 4 | v=4 | Chętnie się podpiszę. Dajcie znać, gdzie.
Krzysiek P. | 02.10.2019 19:30 | - | v=0; loc=Poznań | Pochodzę z Brzozowa, teraz mieszkam w Poznaniu. Tu ścieżki buduje się w pół roku, bo miasto ma własny budżet rowerowy. Może warto o tym pomyśleć.
Jurek_B | 02.10.2019 20:11 | 3 | v=1; loc=Brzozów; e=02.10.2019 20:40 | Skoro tak, to przepraszam za złośliwość. Ale w takim razie dlaczego nikt tego nie napisał w komunikacie?
Ola | 03.10.2019 07:20 | - | v=5 | Ja zbieram podpisy w sklepie przy Leśnej, lista leży przy kasie.
""")
    signature = "Jeżdżę codziennie, w deszcz i w śnieg. 🚲 4 213 km w tym roku"

    def rec(i: int, c: C) -> str:
        ref = ""
        if c.seed.parent is not None:
            p = c.seed.parent
            ref = f'<p class="comment-ref">odpowiedź do <a href="#comment-{2901 + p}">#{p + 1}</a> ({esc(cs[p].name)})</p>'
        loc = f'<span class="comment-loc">📍 {esc(c.get("loc"))}</span>' if c.get("loc") else ""
        edited = f'<p class="comment-edited">edytowano {esc(c.get("e"))}</p>' if c.get("e") else ""
        sig = f'<div class="comment-sig">--<br>{esc(signature)}</div>' if c.has("sig") else ""
        return (
            f'<div class="comment" id="comment-{2901 + i}"><div class="comment-head"><a class="comment-no" href="#comment-{2901 + i}">#{i + 1}</a> '
            f'<span class="comment-author">{esc(c.name)}</span> {loc} <span class="comment-date">{esc(c.when)}</span></div>'
            f'{ref}<div class="comment-body">{body(c.raw, quote_cls="comment-quote")}</div>{edited}{sig}'
            f'<div class="comment-foot"><span class="comment-score">+{c.get("v")}</span> <a href="#odp">odpowiedz</a> <a href="/zglos">zgłoś</a></div></div>'
        )

    block = (
        '<section id="comments" class="comments"><h2>Opinie (9)</h2>'
        + "".join(rec(i, c) for i, c in enumerate(cs))
        + '<p id="odp"><a href="/logowanie">Zaloguj się</a>, aby dodać opinię.</p></section>'
    )
    st = Story(
        "Ścieżka rowerowa do Wólki dopiero w 2021 roku",
        "Agnieszka Mróz",
        "2019-10-02T12:40:00+02:00",
        "2 października 2019",
        """
Budowa ścieżki rowerowej wzdłuż drogi powiatowej z Brzozowa do Wólki nie ruszy w przyszłym roku. Gmina nie otrzymała dofinansowania w pierwszym naborze i złoży wniosek ponownie wiosną.

Ścieżka ma mieć cztery kilometry długości i prowadzić od ronda przy tartaku do szkoły podstawowej w Wólce. Koszt inwestycji szacowany jest na 3,6 mln zł.

Mieszkańcy Wólki od lat apelują o bezpieczne dojście i dojazd do szkoły. Po drodze jeździ wiele ciężarówek z pobliskiego tartaku.
""",
        section="Powiat",
        related=(
            "Nowy plac zabaw przy Leśnej|1 października",
            "Sesja rady: podwyżki za wodę|30 września",
            "Brzozowianka wicemistrzynią Polski|29 września",
        ),
        tags=("ścieżka rowerowa", "Wólka", "dotacje"),
    )
    return make(
        "ar-pl-podpis-odniesienia",
        "discussion",
        "pl-brzozow",
        st,
        Parts(after=block),
        seeds(cs),
        path="/powiat/sciezka-rowerowa-do-wolki-2021",
        container="section#comments.comments: h2 'Opinie (9)', one flat list of div.comment (a.comment-no '#n', span.comment-author, '📍 town', span.comment-date, p.comment-ref 'odpowiedź do #n (name)' on answers, blockquote.comment-quote from the article, p.comment-edited 'edytowano …', div.comment-sig '--' signature, '+n', 'odpowiedz', 'zgłoś')",
        heading="Opinie (9)",
        description="A Polish county portal of 2019: 9 numbered readers' posts in one flat list, answers naming their parent's number and name ('odpowiedź do #2 (Jurek_B)'), '+n' scores, a town line, 'edytowano' marks, one reader's signature under a '--' on each of his posts, a passage of the article quoted in a blockquote; '02.10.2019 16:05'.",
    )


def ru_vtorsyrye() -> Case:
    cs = thread("""
Ольга Викторовна | 17.04.2015 10:12 | - | r=👍 15,❤ 2 | Наконец-то! Я три года собираю пластиковые крышки и не знала, куда их отнести.
Денис Ковальчук | 17.04.2015 10:40 | 0 | r=👍 4; tr | Крышки принимают отдельно, их надо сдавать в синий контейнер. Так было у нас в Полтаве.
Ольга Викторовна | 17.04.2015 11:05 | 1 | r=👍 2 | Спасибо, учту.
Анатолий | 17.04.2015 12:30 | - | r=👍 3,😠 6 | Пункт поставят у рынка, где и так не пройти. ^^ Утром там разгружаются машины с овощами, днём толпа покупателей, вечером мусор. Теперь к этому добавятся люди с мешками бутылок. // Почему не поставить его у старой котельной, где пустая площадка и есть подъезд?
Ирина Сомова | 17.04.2015 13:15 | 3 | au; r=👍 9 | Анатолий, мы задали этот вопрос в администрации. Площадка у котельной принадлежит частному владельцу, договориться с ним пока не удалось.
Анатолий | 17.04.2015 13:40 | 4 | r=👍 1 | Понятно. Тогда пусть хотя бы график разгрузки поменяют.
Люба К. | 17.04.2015 18:02 | - | r=👍 7 | А стекло принимать будут? В статье только про пластик и бумагу.
Ирина Сомова | 17.04.2015 18:30 | 6 | au; r=👍 5 | Стекло будут принимать с лета, когда привезут второй контейнер.
""")
    original = {1: "Кришки приймають окремо, їх треба здавати у синій контейнер. Так було у нас у Полтаві."}

    def rec(i: int, c: C, sub: str) -> str:
        au = ' <span class="mn-avtor">Автор статьи</span>' if c.has("au") else ""
        tr = ""
        if c.has("tr"):
            tr = (
                '<p class="mn-perevod">Переведено с украинского · <a href="#" data-open=".mn-orig" data-record=".mn-mnenie">показать оригинал</a></p>'
                f'<p class="mn-orig" lang="uk" hidden>{esc(original[i])}</p>'
            )
        more = (
            '<a href="#" class="mn-dalee" data-open=".rest" data-record=".mn-mnenie" data-once>Читать полностью</a>'
            if c.cut
            else ""
        )
        reacts = "".join(f'<span class="mn-r">{esc(r)}</span>' for r in c.get("r").split(","))
        return (
            f'<li class="mn-mnenie" id="mn{3140 + i}"><div class="mn-shapka"><b>{esc(c.name)}</b>{au} <i>{esc(c.when)}</i></div>'
            f'<div class="mn-tekst">{body(c.raw)}</div>{more}{tr}<div class="mn-reakcii">{reacts} <a href="#mn-otvet">Ответить</a></div>'
            f"{sub}</li>"
        )

    block = (
        '<section class="mneniya"><h3>Мнения читателей</h3><ul class="mn-spisok">'
        + tree(cs, rec, lambda s: f'<ul class="mn-otvety">{s}</ul>')
        + '</ul><p id="mn-otvet">Чтобы высказаться, <a href="/vhod">войдите</a>.</p></section>'
    )
    st = Story(
        "У центрального рынка откроют пункт приёма вторсырья",
        "Ирина Сомова",
        "2015-04-16T15:00:00+03:00",
        "16 апреля 2015",
        """
С 1 мая у центрального рынка Камышина начнёт работать пункт приёма вторсырья. Жители смогут сдать пластиковые бутылки, крышки, картон и макулатуру.

Пункт будет открыт ежедневно с 9 до 19 часов. Оборудование закупил районный бюджет, обслуживать пункт будет местная перерабатывающая компания.

В администрации рассматривали и другие площадки, в том числе у старой котельной, но выбрали рынок как самое посещаемое место.
""",
        section="Общество",
        related=(
            "На набережной заменят фонари|15 апреля",
            "Весенний призыв: что нужно знать|14 апреля",
            "«Камышинец» открыл сезон победой|13 апреля",
        ),
        tags=("экология", "рынок", "вторсырьё"),
    )
    return make(
        "ar-ru-reakcii-perevod",
        "discussion",
        "ru-kamyshin",
        st,
        Parts(after=block, end=TOGGLE),
        seeds(cs),
        path="/obshchestvo/punkt-priema-vtorsyrya-u-rynka",
        container="section.mneniya: h3 'Мнения читателей', ul.mn-spisok > li.mn-mnenie (b name, 'Автор статьи' badge, i date, div.mn-tekst with a hidden rest and 'Читать полностью', 'Переведено с украинского · показать оригинал' with p.mn-orig hidden, emoji reaction counts, 'Ответить'); replies in ul.mn-otvety inside the li, three levels",
        heading="Мнения читателей",
        description="A Russian district paper of 2015: 8 readers' opinions with emoji reaction counts, the article's author answering twice under an 'Автор статьи' badge, one long opinion cut by 'Читать полностью' (the rest hidden), one translated from Ukrainian with the original hidden in the HTML, replies three levels; '17.04.2015 10:12'.",
    )


def threads_ar() -> list[Case]:
    return [
        de_dorfladen(),
        fr_lavoir(),
        es_pasarelas(),
        it_funivia(),
        pt_ponte(),
        pl_sciezka(),
        ru_vtorsyrye(),
    ]
