"""Blind set AP: eight hand-built discussions (readers' comments on this article) in the served HTML, each showing who
answers whom a different way: replies in lists nested in the parent's item (en), a flat list indented only by an
inline margin (de), a flat list indented only by a depth class (fr), replies in a container placed right after the
parent (es), replies in a box of their own inside the parent's card (it), a flat list whose replies say "Reactie op
<name>" with a link to the parent (nl), nested replies that quote part of their parent (pt), a flat list of "@name"
answers (pl). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ap_common import (
    C,
    Case,
    Parts,
    Story,
    depth,
    esc,
    kids,
    make,
    nest,
    paras,
    seeds,
    thread,
)


def en_bothy() -> Case:
    cs = thread("""
Fergus Lowrie | 14 October 2011 at 8:02 pm | - | - | Did this route in May and the bog below the second cairn was knee-deep. Gaiters are not optional.
Elspeth | 14 October 2011 at 8:40 pm | 0 | au | Knee-deep in May! It was almost dry for us in September, we must have been lucky.
Fergus Lowrie | 14 October 2011 at 9:15 pm | 1 | - | Lucky indeed. Did the bothy still have the broken shutter on the east window?
Elspeth | 15 October 2011 at 7:30 am | 2 | au | It's been fixed. Someone from the maintenance volunteers had left a note in the log book, dated August.
Dave Kinnear | 15 October 2011 at 10:12 am | - | - | Which map sheet covers the descent? The one I have stops just short of the forestry track.
Tamsin R. | 15 October 2011 at 11:48 am | 4 | - | You need the next sheet east for the last two miles, annoyingly. Or just follow the burn down, it's obvious once you're below the crags.
Dave Kinnear | 15 October 2011 at 1:05 pm | 5 | - | Thanks Tamsin, I'll photocopy that corner at the library rather than buy a whole map for it.
Ollie | 15 October 2011 at 6:20 pm | - | - | Lovely photos. The kettle on the stove with the mist behind it is my new desktop background.
Priya Sandhu | 16 October 2011 at 9:03 am | - | - | Is the bothy all right for a first-timer on her own? I've done plenty of day walks but never slept out.
Elspeth | 16 October 2011 at 9:51 am | 8 | au | I think so, Priya. It's an easy walk in and there's usually someone else there at weekends. Take a candle lantern and a good book. // And tell someone where you're going, always.
Priya Sandhu | 16 October 2011 at 12:26 pm | 9 | - | Booked the Friday off work. Will report back!
Hamish Bell | 16 October 2011 at 2:40 pm | 10 | - | Go on the Friday and you'll likely have it to yourself. Saturday nights it fills up with students and a guitar.
Gordon | 17 October 2011 at 8:15 pm | - | - | The sign about firewood is new since I was last there. Good. People were burning the old fence posts.
""")

    def item(i: int, c: C, sub: str) -> str:
        au = c.has("au")
        return (
            f'<li class="comment{" bypostauthor" if au else ""}" id="comment-{3100 + i}"><div class="comment-body">'
            f'<img class="avatar" src="/_avatar/ck-{i}.svg" alt="" width="40" height="40">'
            f'<div class="comment-author"><b class="fn">{esc(c.name)}</b>{" <em>(post author)</em>" if au else ""}</div>'
            f'<div class="comment-meta"><a href="#comment-{3100 + i}">{esc(c.when)}</a></div>'
            f"{paras(c.seed.text)}"
            f'<div class="reply"><a rel="nofollow" href="?replytocom={3100 + i}#respond">Reply</a></div></div>{sub}</li>'
        )

    title = "Two nights at the Allt Dubh bothy"
    block = (
        f'<div id="comments"><h3 id="comments-title">13 thoughts on &ldquo;{esc(title)}&rdquo;</h3>'
        '<ol class="commentlist">'
        + nest(cs, item, lambda s, _p: f'<ul class="children">{s}</ul>')
        + '</ol><div id="respond"><h3>Leave a Reply</h3><form action="/wp-post" method="post"><textarea name="c" rows="6">'
        '</textarea><p><input name="author" placeholder="Name"> <input name="email" placeholder="Email"></p>'
        "<p><button>Post</button></p></form></div></div>"
    )
    st = Story(
        title,
        "Posted by Elspeth in Routes",
        "2011-10-14T12:00:00+01:00",
        "14 October 2011",
        """
The forecast promised a dry window from Friday noon to Sunday morning, and for once it kept its word. We walked in from the road end under a low grey lid of cloud, crossed the burn at the stepping stones and reached the bothy in a little under three hours.

The bothy is a single stone room with a sleeping platform, a fireplace and a table someone carried in piece by piece years ago. There is no firewood nearby: bring your own or go without. We brought a small stove and a kettle and made far too much tea.

On the Saturday we climbed to the ridge by the long spur and came down past the lochan. The descent to the forestry track is steep and wet but never difficult.
""",
        section="Routes",
        related=("Kit list for a winter bothy night", "The long spur in snow", "Midges: a field report"),
        tags=("bothies", "overnight", "autumn"),
    )
    return make(
        "ap-en-bothy-nested",
        "discussion",
        "en-cairnlog",
        st,
        Parts(after=block),
        seeds(cs),
        path="/routes/two-nights-allt-dubh-bothy",
        container="div#comments: h3 '13 thoughts on “…”', ol.commentlist > li.comment > div.comment-body (avatar, b.fn, a time link, paragraphs, Reply); replies in ul.children inside the parent's li, four levels; the author's li also .bypostauthor with '(post author)'",
        heading="13 thoughts on “Two nights at the Allt Dubh bothy”",
        description="An English hiking blog of 2011: 13 readers' comments, replies nested as lists inside the parent's item up to four levels deep, the blogger's answers marked '(post author)', a two-paragraph answer; times '14 October 2011 at 8:02 pm'.",
    )


def de_bruecke() -> Case:
    cs = thread("""
Gisela Hartung | 12.05.2017, 08:14 | - | - | Schon wieder ein Jahr länger. Die Umleitung über Oberkelb kostet mich jeden Tag zwanzig Minuten.
Marco Reuß | 12.05.2017, 08:40 | 0 | - | Zwanzig Minuten? Fahren Sie über den Feldweg am Sportplatz, der ist seit März wieder freigegeben.
Gisela Hartung | 12.05.2017, 09:02 | 1 | - | Mit dem Lieferwagen leider nicht, da gilt eine Gewichtsgrenze.
Anwohner Mühlgasse | 12.05.2017, 09:35 | 2 | - | Die Gewichtsgrenze kontrolliert auch keiner, hier donnern jeden Morgen die Kieslaster durch.
Bernd Kolb | 12.05.2017, 10:10 | - | - | Im Artikel steht, das Widerlager musste neu berechnet werden. Warum fällt so etwas erst nach dem Abriss auf?
Sabine Ortlepp | 12.05.2017, 10:48 | 4 | - | Weil man vorher nicht in den Boden schauen kann. Für die alte Brücke gab es keine Bestandspläne mehr.
Bernd Kolb | 12.05.2017, 11:20 | 5 | - | Dann hätte man eben Probebohrungen machen müssen. Die kosten weniger als ein Jahr Umleitung.
Sabine Ortlepp | 12.05.2017, 11:51 | 6 | - | Die wurden gemacht, das steht im Gemeinderatsprotokoll vom Herbst 2015. Nur eben am falschen Ufer.
Heinz-Peter Wendt | 12.05.2017, 13:05 | - | - | Hauptsache, der Fußgängersteg bleibt bis dahin offen. Die Kinder laufen da jeden Tag zur Schule.
Redaktion Talbote | 12.05.2017, 14:30 | 8 | - | Laut Landratsamt bleibt der Steg bis zur Freigabe der neuen Brücke geöffnet. Wir haben heute Mittag nachgefragt.
Jutta Krell | 12.05.2017, 18:22 | - | - | Die Bauarbeiter sind übrigens sehr nett, mein Enkel darf jeden Freitag den Bagger anschauen.
""")

    def item(i: int, c: C) -> str:
        d = depth(cs, i)
        cls = "lm-eintrag" + (f" reply level-{d}" if d > 1 and i % 2 == 1 else "")
        return (
            f'<div class="{cls}" id="lm{7040 + i}" style="margin-left:{(d - 1) * 36}px">'
            f'<div class="lm-kopf"><span class="lm-name">{esc(c.name)}</span> <span class="lm-zeit">{esc(c.when)}</span></div>'
            f"{paras(c.seed.text, cls='lm-text')}"
            '<div class="lm-aktion"><a href="#lm-form">Antworten</a> · <a href="/melden">Melden</a></div></div>'
        )

    block = (
        '<section class="lesermeinungen"><h2>Lesermeinungen (11)</h2>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<form id="lm-form" action="/lm" method="post"><textarea name="t"></textarea><button>Absenden</button></form></section>'
    )
    st = Story(
        "Neue Kelbbrücke: Bauzeit verlängert sich um ein Jahr",
        "Von Tobias Wirsching",
        "2017-05-11T17:45:00+02:00",
        "11.05.2017, 17:45 Uhr",
        """
Die neue Straßenbrücke über die Kelb zwischen Unterkelb und Hainstetten wird frühestens im Herbst 2018 fertig. Das hat das Landratsamt am Donnerstag mitgeteilt. Ursprünglich sollte der Verkehr ab diesem Herbst wieder rollen.

Grund für die Verzögerung ist das Widerlager auf der Hainstettener Seite. Nach dem Abriss der alten Brücke zeigte sich, dass der Untergrund weicher ist als angenommen. Das Fundament muss neu berechnet und tiefer gegründet werden.

Die Umleitung über Oberkelb bleibt bestehen. Der Fußgängersteg neben der Baustelle ist weiterhin geöffnet.
""",
        lead="Der Untergrund am Hainstettener Ufer ist weicher als gedacht. Die Umleitung bleibt.",
        section="Kelbtal",
        related=(
            "Gemeinderat streitet über Kita-Gebühren",
            "Kelbtaler Kirchweih mit neuem Festwirt",
            "Radweg nach Oberkelb",
        ),
        tags=("Kelbbrücke", "Baustelle", "Verkehr"),
    )
    return make(
        "ap-de-bruecke-margin",
        "discussion",
        "de-talbote",
        st,
        Parts(after=block),
        seeds(cs),
        path="/kelbtal/kelbbruecke-bauzeit-verlaengert",
        container="section.lesermeinungen: h2 'Lesermeinungen (11)', one flat run of div.lm-eintrag siblings; the depth only in style='margin-left:0/36/72/108px' (some replies also 'reply level-N'); four levels",
        heading="Lesermeinungen (11)",
        description="A German regional news site of 2017: 11 readers' comments in one flat list of siblings whose nesting (four levels) is shown only by an inline left margin, a class 'reply level-N' on some; the newsroom's answer; times '12.05.2017, 08:14'.",
    )


def fr_passerelle() -> Case:
    cs = thread("""
Yvonne Le Gall | il y a 3 jours | - | - | Encore une fermeture. Cette passerelle est le seul accès pour les poussettes jusqu'à l'observatoire.
Thierry B. | il y a 3 jours | 0 | - | Il reste le chemin de la digue, il est large et plat.
Yvonne Le Gall | il y a 2 jours | 1 | - | Plat, oui, mais impraticable dès qu'il pleut. On s'enfonce jusqu'aux chevilles.
Mathis | il y a 2 jours | 2 | - | C'est justement pour ça qu'ils rechargent la digue en gravier cet hiver, c'est écrit à la fin de l'article.
Yvonne Le Gall | hier à 09:15 | 3 | - | Je n'avais pas lu jusqu'au bout, merci. Si la digue est praticable en mars, je ne dis plus rien.
Armelle Quéré | il y a 2 jours | - | - | Les planches étaient pourries depuis deux ans, on voyait l'eau au travers. Mieux vaut fermer que d'attendre un accident.
Jean-Luc Tanguy | hier à 18:40 | 5 | - | Deux ans qu'on le signale en mairie. Il a fallu qu'un randonneur se torde la cheville.
Armelle Quéré | il y a 5 h | 6 | - | Je me souviens, c'était le fils des Kerbrat. Il a boité tout l'été.
Solène | il y a 5 h | - | - | Est-ce que l'observatoire reste ouvert pendant la migration ? On voulait y emmener la classe en février.
Le Courrier des Marais | il y a 4 h | 8 | - | Bonjour Solène, selon le syndicat du marais l'observatoire reste accessible par la digue ; les visites guidées reprennent le 15 février.
Solène | il y a 40 min | 9 | - | Parfait, merci pour la réponse rapide !
Gaël Morvan | il y a 35 min | - | - | Ils pourraient en profiter pour élargir la passerelle : à deux vélos on ne se croise pas.
""")

    def item(i: int, c: C) -> str:
        d = depth(cs, i)
        return (
            f'<div class="reac depth-{d}" id="reac-{58810 + i}"><p class="reac-tete"><strong>{esc(c.name)}</strong> '
            f'<span class="reac-date">{esc(c.when)}</span></p>{paras(c.seed.text)}'
            '<p class="reac-pied"><a href="#reagir">Répondre</a> <a href="/signaler">Signaler</a></p></div>'
        )

    css = "".join(
        f".reac.depth-{d}{{margin-left:{(d - 1) * 30}px;border-left:2px solid #ddd}}" for d in range(1, 6)
    )
    block = (
        '<section class="reactions" id="reagir"><h2>Réactions (12)</h2>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<form action="/reagir" method="post"><textarea name="r"></textarea><button>Publier</button></form></section>'
    )
    st = Story(
        "Marais de Saint-Aubin : la passerelle des Aigrettes fermée tout l'hiver",
        "Par Nolwenn Caradec",
        "2026-11-28T07:30:00+01:00",
        "28 novembre 2026 à 07h30",
        """
La passerelle en bois qui traverse le marais de Saint-Aubin jusqu'à l'observatoire des Aigrettes est fermée depuis vendredi et le restera jusqu'au printemps. Le syndicat du marais a constaté que plusieurs poutres porteuses étaient attaquées par l'humidité.

Les travaux de remplacement doivent commencer en janvier, quand le niveau de l'eau sera au plus bas. Le coût est estimé à 180 000 euros.

En attendant, les promeneurs sont invités à emprunter le chemin de la digue, qui sera rechargé en gravier au cours de l'hiver.
""",
        section="Littoral",
        related=(
            "Les huîtres de Noël seront plus chères",
            "Un nouveau bac pour l'îlot de Kerbihan",
            "Tempête : les dégâts sur la côte",
        ),
        tags=("marais", "passerelle", "Saint-Aubin"),
    )
    return make(
        "ap-fr-passerelle-depth",
        "discussion",
        "fr-marais",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/littoral/passerelle-aigrettes-fermee-hiver",
        container="section.reactions: h2 'Réactions (12)', one flat run of div.reac siblings whose depth is only a class depth-1 … depth-5 (the margins in the stylesheet); five levels",
        heading="Réactions (12)",
        description="A French regional news site, an article of 28 November 2026: 12 readers' comments in a flat list whose nesting (five levels) is only a depth-N class; the newsroom's answer; relative times only ('il y a 3 jours', 'hier à 09:15', 'il y a 40 min').",
    )


def es_feria() -> Case:
    cs = thread("""
Rocío Benavente | 2 de mayo de 2019, 21:14 | - | - | Por fin. Mi abuelo llevaba cuarenta años poniendo su puesto y estos dos años sin feria se le hicieron eternos.
Paco el del Molino | 2 de mayo de 2019, 21:40 | 0 | - | Dile a tu abuelo que este año le compro la cuña entera, como siempre.
Rocío Benavente | 2 de mayo de 2019, 22:03 | 1 | - | Se lo digo, Paco. Ya sabes que te guarda la curada.
Julián Ortega | 3 de mayo de 2019, 08:12 | - | - | ¿Se sabe si habrá autobús desde los pueblos de abajo? La última vez no había ninguno.
Maite S. | 3 de mayo de 2019, 09:30 | 3 | - | El ayuntamiento ha dicho que pondrá lanzaderas desde Valdecuna y Los Llanos cada hora.
Julián Ortega | 3 de mayo de 2019, 10:05 | 4 | - | Gracias, Maite. Entonces bajamos toda la familia.
Encarna | 3 de mayo de 2019, 11:48 | - | - | Que no pongan la música tan alta como la última vez, que no se podía ni hablar con los queseros.
Álvaro Fuentes | 3 de mayo de 2019, 13:20 | - | - | Ojalá vuelva el concurso de pastores. Era lo mejor de la feria.
Lucía Pardo | 3 de mayo de 2019, 14:02 | 7 | - | Vuelve, mi tío está inscrito. Es el domingo a las doce, delante de la iglesia.
Álvaro Fuentes | 3 de mayo de 2019, 14:30 | 8 | - | ¡Qué bien! Allí estaré, y suerte a tu tío.
""")

    def one(i: int, c: C) -> str:
        return (
            f'<div class="op-item" id="op{2210 + i}"><div class="op-cab"><span class="op-autor">{esc(c.name)}</span> '
            f'<span class="op-fecha">{esc(c.when)}</span></div>{paras(c.seed.text, cls="op-txt")}'
            '<div class="op-acc"><a href="#op-form">Responder</a></div></div>'
        )

    def run(parent: int | None) -> str:
        out = ""
        for i in kids(cs, parent):
            out += one(i, cs[i])
            if kids(cs, i):
                out += f'<div class="op-hilo" data-de="op{2210 + i}">{run(i)}</div>'
        return out

    block = (
        '<section class="opiniones"><h3>Opiniones (10)</h3>'
        + run(None)
        + '<form id="op-form" action="/opinar" method="post"><textarea name="o"></textarea><button>Enviar</button></form></section>'
    )
    st = Story(
        "La feria del queso vuelve a la plaza de Valdeaguas",
        "Redacción Sierra Alta",
        "2019-05-02T19:00:00+02:00",
        "2 de mayo de 2019",
        """
Después de dos ediciones celebradas en el pabellón municipal, la feria del queso de Valdeaguas regresa este fin de semana a la plaza Mayor. Participan veintiséis queserías de la sierra, cuatro más que el año pasado.

El sábado habrá catas guiadas por la mañana y un mercado de productores por la tarde. El domingo se celebra de nuevo el concurso de pastores, que no se organizaba desde hace tres años.

El ayuntamiento recomienda dejar el coche a la entrada del pueblo y usar las lanzaderas gratuitas.
""",
        section="Comarca",
        related=(
            "Arranca la campaña de esquileo",
            "El molino de Los Llanos abre como museo",
            "Nueva ruta de senderismo en el pinar",
        ),
        tags=("queso", "feria", "Valdeaguas"),
    )
    return make(
        "ap-es-feria-sibling",
        "discussion",
        "es-sierra",
        st,
        Parts(after=block),
        seeds(cs),
        path="/comarca/feria-queso-vuelve-plaza",
        container="section.opiniones: h3 'Opiniones (10)', div.op-item cards; the replies to one in a div.op-hilo placed right after it as its next sibling (not inside), nested again the same way; three levels",
        heading="Opiniones (10)",
        description="A Spanish regional news site of 2019: 10 readers' comments whose replies sit in a container right after the parent card (a sibling, not inside it), three levels; times '2 de mayo de 2019, 21:14'.",
    )


def it_rifugio() -> Case:
    cs = thread("""
Stefano Bertolini | 18 giugno 2021 alle 19:02 | - | - | Finalmente! Ci andavo da bambino con mio padre, speriamo abbiano tenuto la vecchia stufa in sala.
Lorenza | 18 giugno 2021 alle 19:40 | 0 | - | La stufa c'è ancora, l'hanno solo rivestita di piastrelle nuove. Ci sono stata all'inaugurazione.
Stefano Bertolini | 18 giugno 2021 alle 20:15 | 1 | - | Che bella notizia, grazie Lorenza.
Michele Zanon | 18 giugno 2021 alle 21:03 | - | - | Quaranta euro la mezza pensione mi sembrano onesti, considerando che tutto sale con l'elicottero.
Cristina V. | 19 giugno 2021 alle 07:50 | 3 | - | Onesti sì, ma adesso bisogna prenotare online e il sito dal telefono non funziona.
Gazzetta di Valbruna | 19 giugno 2021 alle 09:10 | 4 | - | Gentile Cristina, il gestore ci conferma che si può prenotare anche per telefono, tutti i giorni dalle 8 alle 20.
Cristina V. | 19 giugno 2021 alle 09:32 | 5 | - | Perfetto, ho prenotato per luglio. Grazie!
Aldo Pedrotti | 19 giugno 2021 alle 12:18 | - | - | Speriamo che sistemino anche il sentiero basso, dopo la tempesta è ancora pieno di alberi caduti.
Nadia | 19 giugno 2021 alle 16:44 | 7 | - | L'hanno ripulito i volontari della sezione due settimane fa, si passa bene fino alla malga.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<article class="commento" id="c{6601 + i}"><header class="commento-testa"><span class="commento-autore">'
            f'{esc(c.name)}</span> <time class="commento-data">{esc(c.when)}</time></header>'
            f'<div class="commento-corpo">{paras(c.seed.text)}</div>'
            '<footer class="commento-azioni"><a href="#scrivi">Rispondi</a></footer>'
            + (f'<div class="commento-risposte">{sub}</div>' if sub else "")
            + "</article>"
        )

    block = (
        '<section class="lettori" id="scrivi"><h2>Commenti dei lettori</h2>'
        + nest(cs, item, lambda s, _p: s)
        + '<form action="/commenta" method="post"><textarea name="t"></textarea><button>Invia</button></form></section>'
    )
    st = Story(
        "Il rifugio Lares riapre dopo due anni di lavori",
        "di Silvia Moser",
        "2021-06-18T11:00:00+02:00",
        "18 giugno 2021",
        """
Dopo due estati di cantiere il rifugio Lares, a quota 2.140 metri sopra Valbruna, riapre sabato con sedici posti letto, un nuovo impianto fotovoltaico e una cucina completamente rifatta.

La sala da pranzo ha mantenuto le travi originali e la stufa in muratura del 1958. I gestori, una coppia di giovani del paese, hanno vinto il bando del comune lo scorso inverno.

La mezza pensione costa quaranta euro. Si prenota sul sito del rifugio oppure per telefono.
""",
        section="Territorio",
        related=(
            "Malghe aperte: il calendario dell'estate",
            "Frana sulla strada per Pian delle Vacche",
            "Il coro di Valbruna compie cinquant'anni",
        ),
        tags=("rifugi", "montagna"),
    )
    return make(
        "ap-it-rifugio-box",
        "discussion",
        "it-valbruna",
        st,
        Parts(after=block),
        seeds(cs),
        path="/territorio/rifugio-lares-riapre",
        container="section.lettori: h2 'Commenti dei lettori', article.commento cards (header with name and time, div.commento-corpo, footer 'Rispondi'); the replies inside the parent's card in a div.commento-risposte box of their own after its footer; four levels",
        heading="Commenti dei lettori",
        description="An Italian valley news site of 2021: 9 readers' comments whose replies sit inside the parent's card in a box of their own, up to four levels; the newsroom's answer; times '18 giugno 2021 alle 19:02'.",
    )


def nl_zonnepanelen() -> Case:
    cs = thread("""
Wim de Boer | 3 maart 2015 om 09:12 | - | - | Prima plan. Het dak ligt precies op het zuiden, daar zou ik het ook doen.
Anneke Visser | 3 maart 2015 om 09:40 | - | - | Het dorpshuis is uit 1911. Panelen op dat dak vind ik zonde van het aanzicht.
Jeroen | 3 maart 2015 om 10:05 | 1 | - | Het is geen rijksmonument, alleen een beeldbepalend pand. Dat maakt best verschil voor de vergunning.
Anneke Visser | 3 maart 2015 om 10:31 | 2 | - | Dat weet ik, maar het blijft het mooiste gebouw van het dorp.
Klaas Hoekstra | 3 maart 2015 om 11:02 | - | - | Wie betaalt het eigenlijk? In het stuk staat alleen dat de stichting bijdraagt.
Bert van Dijk | 3 maart 2015 om 11:20 | 0 | - | Eens Wim, en met de opbrengst kan de zaalhuur voor de verenigingen omlaag.
Marja | 3 maart 2015 om 12:44 | 4 | - | De helft komt uit de subsidieregeling van de provincie, de rest leent de stichting.
Klaas Hoekstra | 3 maart 2015 om 13:15 | 6 | - | Dank je Marja. Dan ben ik benieuwd naar de rente.
Jeroen | 3 maart 2015 om 14:00 | 3 | - | Mooi vind ik het ook, maar de stookkosten zijn vorig jaar bijna verdubbeld. Ergens moet het van komen.
Henk Brouwer | 3 maart 2015 om 16:37 | - | - | Leg ze dan op de schuur achter het dorpshuis, die ziet niemand.
Anneke Visser | 3 maart 2015 om 17:05 | 9 | - | Henk, dat is eigenlijk een heel goed idee.
Wim de Boer | 3 maart 2015 om 17:48 | 9 | - | Die schuur staat in de schaduw van de kastanjes, dan heb je er weinig aan.
Henk Brouwer | 3 maart 2015 om 18:10 | 11 | - | Dan moeten de kastanjes maar gesnoeid worden, die hangen al jaren over de weg.
Ria Smit | 4 maart 2015 om 08:22 | - | - | Laat de leden van de dorpsvereniging gewoon stemmen op de jaarvergadering.
""")

    def item(i: int, c: C) -> str:
        to = ""
        if c.parent is not None:
            p = c.parent
            to = f'<p class="rx-op">Reactie op <a href="#r-{2031 + p}">{esc(cs[p].name)}</a></p>'
        return (
            f'<div class="rx" id="r-{2031 + i}"><p class="rx-kop"><b>{esc(c.name)}</b> <span>{esc(c.when)}</span></p>'
            f'{to}{paras(c.seed.text, cls="rx-tekst")}<p class="rx-link"><a href="#rx-form">Reageer</a></p></div>'
        )

    block = (
        '<section class="reacties"><h2>14 reacties</h2>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<form id="rx-form" action="/reageer" method="post"><textarea name="t"></textarea><button>Plaats reactie</button></form></section>'
    )
    st = Story(
        "Dorpshuis krijgt zonnepanelen, maar niet iedereen is blij",
        "Door Sietske Bakker",
        "2015-03-02T20:00:00+01:00",
        "2 maart 2015",
        """
Op het dak van het dorpshuis in Westerpolder komen deze zomer 64 zonnepanelen. Het stichtingsbestuur maakte het plan maandagavond bekend tijdens een drukbezochte inloopavond.

De panelen moeten ongeveer een derde van het stroomverbruik van het gebouw dekken. Het bestuur wil met de besparing de zaalhuur voor verenigingen laag houden.

Niet alle dorpsgenoten zijn enthousiast. Het gebouw uit 1911 geldt als een van de beeldbepalende panden van het dorp.
""",
        section="Dorp",
        related=(
            "Ijsbaan gaat open als het vriest",
            "Nieuwe bus naar de stad",
            "Korfbalclub viert eeuwfeest",
        ),
        tags=("dorpshuis", "zonnepanelen"),
    )
    return make(
        "ap-nl-dorpshuis-inreplyto",
        "discussion",
        "nl-polder",
        st,
        Parts(after=block),
        seeds(cs),
        path="/dorp/dorpshuis-zonnepanelen",
        container="section.reacties: h2 '14 reacties', one flat chronological run of div.rx; a reply carries 'Reactie op <a href=\"#r-NNNN\">name</a>' linking to its parent; four levels by the links",
        heading="14 reacties",
        description="A Dutch village news site of 2015: 14 readers' comments in one flat chronological list; replies say 'Reactie op' with a link to the parent's anchor (chains four deep); times '3 maart 2015 om 09:12'.",
    )


def pt_ponte() -> Case:
    cs = thread("""
Maria das Dores | 14/09/2023 07:45 | - | - | Oito meses dando a volta por Santa Luzia para levar as crianças na escola. Nem acredito que acabou.
Edson Ramalho | 14/09/2023 08:10 | 0 | - | «Oito meses dando a volta por Santa Luzia» >> E pela estrada de terra, que virou um atoleiro em fevereiro. Foram oito meses de lama, isso sim.
Maria das Dores | 14/09/2023 08:32 | 1 | - | «virou um atoleiro em fevereiro» >> Nem me lembre, Edson. Perdi um pneu naquela curva do curral.
Júlio César Prado | 14/09/2023 09:20 | - | - | A ponte nova ficou mais estreita que a antiga? Pela foto parece que não passam dois caminhões.
Vanessa Torquato | 14/09/2023 10:02 | 3 | - | «não passam dois caminhões» >> Passam sim, estive lá ontem. A foto foi tirada de um ângulo ruim.
Júlio César Prado | 14/09/2023 10:40 | 4 | - | «estive lá ontem» >> Que bom saber, obrigado. Sou motorista da cooperativa e isso faz toda a diferença.
Seu Tonico | 14/09/2023 12:15 | - | - | Só falta agora colocarem iluminação. À noite aquele trecho é um breu.
Raquel M. | 14/09/2023 13:30 | 6 | - | «aquele trecho é um breu» >> Verdade. E tem capivara atravessando, já quase bati numa.
Seu Tonico | 14/09/2023 14:05 | 7 | - | «já quase bati numa» >> As capivaras estavam lá antes da ponte, minha filha. Devagar ali.
Cláudio Neves | 14/09/2023 18:47 | - | - | Parabéns aos trabalhadores que fizeram a obra debaixo daquele sol de agosto.
""")

    def item(i: int, c: C, sub: str) -> str:
        q = ""
        if c.quote and c.parent is not None:
            q = (
                f'<blockquote class="rc-cita"><span class="rc-cita-de">{esc(cs[c.parent].name)} disse:</span> '
                f"{esc(c.quote)}</blockquote>"
            )
        return (
            f'<li class="rc" id="rc-{901 + i}"><div class="rc-topo"><strong>{esc(c.name)}</strong> <span class="rc-hora">'
            f'{esc(c.when)}</span></div>{q}<div class="rc-msg">{paras(c.seed.text)}</div>'
            f'<a class="rc-resp" href="#rc-form">Responder</a>{sub}</li>'
        )

    block = (
        '<section class="leitores"><h2>O que dizem os leitores (10)</h2><ol class="rc-lista">'
        + nest(cs, item, lambda s, _p: f'<ol class="rc-respostas">{s}</ol>')
        + '</ol><form id="rc-form" action="/resp" method="post"><textarea name="t"></textarea><button>Enviar</button></form></section>'
    )
    st = Story(
        "Ponte do Ribeirão Fundo é liberada depois de oito meses",
        "Por Daniela Couto",
        "2023-09-13T17:20:00-03:00",
        "13/09/2023 17h20",
        """
A ponte sobre o Ribeirão Fundo, na estrada que liga a sede do município ao distrito de Capão Seco, foi liberada ao tráfego nesta quarta-feira. A estrutura antiga, de madeira, havia sido interditada em janeiro depois que uma das cabeceiras cedeu com a chuva.

A nova ponte é de concreto, tem 42 metros de extensão e duas faixas. A obra custou R$ 3,1 milhões, divididos entre o município e o governo estadual.

Durante a interdição, moradores tiveram de usar um desvio de 18 quilômetros por Santa Luzia.
""",
        section="Cidade",
        related=(
            "Safra de milho deve bater recorde",
            "Festa do peão volta ao parque",
            "Posto de saúde ganha dentista",
        ),
        tags=("ponte", "estradas", "Capão Seco"),
    )
    return make(
        "ap-pt-ponte-quote",
        "discussion",
        "pt-cerrado",
        st,
        Parts(after=block),
        seeds(cs),
        path="/cidade/ponte-ribeirao-fundo-liberada",
        container="section.leitores: h2 'O que dizem os leitores (10)', ol.rc-lista > li.rc; replies in ol.rc-respostas inside the parent's li, each opening with a blockquote.rc-cita 'name disse: <words of the parent>'; three levels",
        heading="O que dizem os leitores (10)",
        description="A Brazilian regional news site of 2023: 10 readers' comments, replies nested three levels, each reply quoting a few words of its parent in a blockquote before its own text; times '14/09/2023 07:45'.",
    )


def pl_autobus() -> Case:
    cs = thread("""
mama_Oli | 12.02.2020, 18:04 | - | - | Stary autobus psuł się co tydzień, w styczniu dzieci dwa razy czekały na przystanku prawie godzinę na mrozie.
Zdzisław K. | 12.02.2020, 18:30 | - | - | 420 tysięcy za autobus? Za tyle można kupić dwa używane w dobrym stanie.
Bogna | 12.02.2020, 18:52 | - | - | @Zdzisław K. Używane też się psują, dlatego jesteśmy tu, gdzie jesteśmy.
kierowca_z_Lipin | 12.02.2020, 19:15 | - | - | @mama_Oli Potwierdzam, w styczniu dwa razy padło sprzęgło. Ja tym autobusem jeżdżę.
Zdzisław K. | 12.02.2020, 19:40 | - | - | @Bogna Zgoda, ale ktoś powinien policzyć, co się bardziej opłaca w ciągu dziesięciu lat.
Teresa Wróbel | 12.02.2020, 20:05 | - | - | Czy nowy autobus będzie miał pasy bezpieczeństwa dla dzieci? To jest najważniejsze.
Radny Marek Sowa | 12.02.2020, 20:48 | - | - | @Teresa Wróbel Tak, pasy i podjazd dla wózka są w specyfikacji przetargu. Dofinansowanie pokrywa 60 procent ceny.
Teresa Wróbel | 12.02.2020, 21:10 | - | - | @Radny Marek Sowa Dziękuję za konkretną odpowiedź.
Kuba | 13.02.2020, 07:22 | - | - | Może w końcu autobus będzie przyjeżdżał do Lipin przed siódmą, a nie o 7:40.
mama_Oli | 13.02.2020, 08:01 | - | - | @Kuba Rozkład ustala szkoła, nie przewoźnik, ale może przy okazji da się coś zmienić.
""")

    def item(i: int, c: C) -> str:
        return (
            f'<div class="ws-wpis" id="ws{14500 + i}"><div class="ws-nick">{esc(c.name)}</div>'
            f'<div class="ws-data">{esc(c.when)}</div><div class="ws-tresc">{paras(c.seed.text)}</div>'
            '<div class="ws-opcje"><a href="#ws-form">Odpowiedz</a> | <a href="/zglos">Zgłoś</a></div></div>'
        )

    block = (
        '<section class="wasze-opinie"><h2>Wasze opinie (10)</h2>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<form id="ws-form" action="/opinia" method="post"><input name="nick" placeholder="Podpis"><textarea name="t"></textarea>'
        "<button>Dodaj opinię</button></form></section>"
    )
    st = Story(
        "Gmina kupi nowy autobus szkolny",
        "Agnieszka Pietrzak",
        "2020-02-12T15:10:00+01:00",
        "12 lutego 2020",
        """
Rada gminy Bobrowa zgodziła się na zakup nowego autobusu szkolnego. Pojazd ma zastąpić dwudziestoletni autobus, który dowozi dzieci z Lipin, Olszynki i Starego Dworu do szkoły podstawowej.

Koszt zakupu oszacowano na 420 tysięcy złotych. Gmina liczy na dofinansowanie z programu wsparcia dowozu uczniów. Przetarg ma zostać ogłoszony w marcu.

Nowy autobus ma wyjechać na trasę we wrześniu, z początkiem roku szkolnego.
""",
        section="Gmina",
        related=("Remont świetlicy w Olszynce", "Zebranie wiejskie w Lipinach", "Ferie w bibliotece"),
        tags=("szkoła", "autobus", "rada gminy"),
    )
    return make(
        "ap-pl-autobus-at-flat",
        "discussion",
        "pl-bobrowa",
        st,
        Parts(after=block),
        seeds(cs),
        path="/gmina/nowy-autobus-szkolny",
        container="section.wasze-opinie: h2 'Wasze opinie (10)', one flat chronological run of div.ws-wpis (nick, date, text, 'Odpowiedz | Zgłoś'); answers open with '@nick', no link and no indentation",
        heading="Wasze opinie (10)",
        description="A Polish municipal portal of 2020: 10 readers' comments in one flat list; six answers open with '@nick' but the page draws no tree (no link, no indentation), so they are flat in the truth; a councillor answers; times '12.02.2020, 18:04'.",
    )


def threads_ap() -> list[Case]:
    return [
        en_bothy(),
        de_bruecke(),
        fr_passerelle(),
        es_feria(),
        it_rifugio(),
        nl_zonnepanelen(),
        pt_ponte(),
        pl_autobus(),
    ]
