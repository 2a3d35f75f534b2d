"""Blind set AU: seven hand-built discussions in the served HTML, as newspapers, magazines and broadcasters printed
them around 2009-2014: a broadcaster's "Have your say" with editors' picks first and then newest first, names with
towns, "Recommend (n)" and "Alert a moderator" (en); a regional daily's "Leserkommentare (34)" showing 1-10 with a
pager, profile links, towns, "Empfehlen (n)", "Missbrauch melden" and "Antwort auf NAME" lines in a flat list (de); a
magazine's numbered comments with avatars and long comments cut by "Lire la suite" (fr); a hosted comment platform's
pre-rendered output with thumbs images and counts and a comment removed by a moderator (es); a broadcaster's old forum
table, author column and message column (it); a definition list of three reactions (nl); star-rated comments with
"em resposta a NAME" lines and nested answers (pt). Every class name, name, place and text invented for this set;
each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_au_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree


def en_hys() -> Case:
    cs = thread("""
Megan | 14 March 2011 11:48 GMT | - | t=Port Cardew,r=212 | My father walked over that bridge to the shipyard every day for thirty years. It is not just a shortcut, it is part of how this town fits together. Repair it.
Bryn Tallis | 14 March 2011 12:55 GMT | - | t=Llanwerry,r=148 | Nobody is saying the bridge is not loved. The question is whether 1.8 million pounds for a footbridge used by a few hundred people a day is the best use of money when the coastal bus has been cut to hourly.
SaltingsResident | 14 March 2011 14:20 GMT | - | t=Saltings,r=131 | The diversion via the road bridge is a mile and a half with no pavement for a stretch. Someone is going to get hurt walking that with a pushchair.
Huw | 15 March 2011 09:12 GMT | - | t=Abermorfa,r=17 | Why was the inspection that found the corrosion not done five years ago? The council knew the railings were rusting, you could see it from the beach.
Caroline P | 15 March 2011 08:47 GMT | - | t=Port Cardew,r=4 | A temporary ferry across the channel at high tide would be fun for the summer and cost a fraction. Just a thought.
old_salt_62 | 15 March 2011 07:30 GMT | - | t=Tresaint,r=22 | Caroline, the channel runs at four knots on the ebb. Not fun at all.
Dafydd Rees | 14 March 2011 22:05 GMT | - | t=Cwmderw,r=9 | Put a toll on it. Twenty pence a crossing and regular users get a yearly pass. People pay more than that for parking.
J. Morwood | 14 March 2011 19:40 GMT | - | t=Saltings,r=64 | As a wheelchair user the bridge is the only step-free way to the station from our side. The road route has kerbs with no drops. Please include that in the consultation.
Liz | 14 March 2011 17:18 GMT | - | t=Kingsmere,r=11 | I grew up in Saltings and now live away. Every visit home starts with that walk over the water. Sad to read this.
Gareth Lowe | 14 March 2011 15:02 GMT | - | t=Llanwerry,r=30 | The piece says the grants were turned down in 2009. Has anyone asked why, and whether they could be applied for again?
Nerys | 14 March 2011 13:26 GMT | - | t=Port Cardew,r=41 | Close it until it is safe, obviously. But set a date for reopening, otherwise "temporary" becomes forever.
Tom Abbot | 14 March 2011 12:10 GMT | - | t=Abermorfa,r=26 | Fixing the bridge and the bus are not either-or. Both are tiny compared with the bypass budget.
""")

    def item(i: int, c: C) -> str:
        return (
            f'<li class="yv-post" id="yv-{30410 + i}"><p class="yv-body">{esc(c.text)}</p>'
            f'<p class="yv-by"><span class="yv-nick">{esc(c.name)}</span>, <span class="yv-town">{esc(c.get("t"))}</span></p>'
            f'<p class="yv-when">{esc(c.when)}</p><p class="yv-acts">'
            f'<img src="/_avatar/icon-rec.svg" width="12" height="12" alt="" /> <a href="/yv/rec/{30410 + i}">Recommend</a> '
            f'(<span class="yv-n">{c.get("r")}</span>) | <a href="/yv/alert/{30410 + i}" class="yv-alert">Alert a moderator</a></p></li>'
        )

    picks = "".join(item(i, cs[i]) for i in range(3))
    newest = "".join(item(i, cs[i]) for i in range(3, 12))
    block = (
        '<div class="yv-debate" id="yv"><h2 class="yv-h">Have your say</h2>'
        '<p class="yv-q">Should the Saltings footbridge be repaired, replaced or closed for good? <b>12 comments</b></p>'
        '<p class="yv-rules">This debate is now closed. Comments are checked against the <a href="/yv/rules">house rules</a>.</p>'
        '<h3 class="yv-tab">Editors\' Picks</h3><ul class="yv-list yv-picks">'
        + picks
        + '</ul><p class="yv-sort"><b>Newest first</b> | <a href="?sort=oldest">Oldest first</a> | '
        '<a href="?sort=rec">Readers\' recommendations</a></p><ul class="yv-list">'
        + newest
        + '</ul><p class="yv-pager">Showing 1 - 12 of 12 comments</p></div>'
    )
    st = Story(
        "Saltings footbridge closed after corrosion found",
        "By Rhian Maddox, Westmarch coast reporter",
        "2011-03-14T09:30:00+00:00",
        "09:30 GMT, Monday, 14 March 2011",
        """
The footbridge linking Saltings with Port Cardew station has been closed with immediate effect after an inspection found serious corrosion in its supports.

Westmarch Council said the 1930s crossing would stay shut until engineers had assessed whether it could be repaired. Walkers face a diversion of about a mile and a half over the road bridge.

A report to councillors estimates that repairs would cost about 1.8 million pounds. An application for heritage grants was turned down in 2009.

Councillor Emyr Pask said no decision had been taken on the bridge's future and that residents would be consulted in the spring.
""",
        lead="A footbridge used by hundreds of people a day has been shut after engineers found its supports badly corroded.",
        section="News",
        related=(
            "Coastal bus cut to hourly service",
            "Port Cardew station car park to expand",
            "Bypass inquiry opens in May",
        ),
        most=(
            "Storm warning for Westmarch coast",
            "Shipyard jobs plan unveiled",
            "School meals price to rise",
            "Lifeboat crew's night rescue",
        ),
        tags=("Saltings", "Port Cardew", "Transport"),
    )
    return make(
        "au-en-broadcaster-hys",
        "discussion",
        "en-westmarch",
        st,
        Parts(after=block),
        seeds(cs),
        path="/news/saltings-footbridge-closed",
        container="div#yv.yv-debate: h2 'Have your say', question with '12 comments', h3 'Editors' Picks' + ul.yv-list.yv-picks (3), sort line 'Newest first', ul.yv-list (9), 'Showing 1 - 12 of 12 comments'; li.yv-post: p.yv-body (text first), p.yv-by (span.yv-nick, span.yv-town), p.yv-when, p.yv-acts (icon image, 'Recommend (n)', 'Alert a moderator')",
        heading="Have your say",
        description="A broadcaster's debate page of 2011: 12 readers' comments, flat; the three editors' picks in a list of their own first (not repeated below), then the other nine newest first; the text first, then name and town ('Megan, Port Cardew'), the time, 'Recommend (n)' with an icon image and 'Alert a moderator'.",
    )


def de_leser() -> Case:
    cs = thread("""
Gisela Brandt | 12.03.2012, 09:41 Uhr | - | o=Unterwendel,e=14 | Endlich! Auf dem Marktplatz war es jedes Jahr zu eng, und die Anwohner konnten eine Woche lang nicht parken.
Kirmesfreund | 12.03.2012, 10:03 Uhr | - | o=Wendelsbach,e=9 | Die Kirmes gehört in die Stadt und nicht auf einen Schotterplatz am Ortsrand. Da geht doch abends keiner mehr zu Fuß hin.
R. Ottersbach | 12.03.2012, 10:27 Uhr | 1 | o=Haldersfeld,e=21 | Der Festplatz ist zehn Minuten vom Markt entfernt. Das schafft man auch abends, und es gibt dort endlich Toiletten.
Manni | 12.03.2012, 11:15 Uhr | - | o=Wendelsbach,e=6 | Was wird aus den Wirten am Markt? Für die war die Kirmeswoche der beste Umsatz im Jahr.
Schaustellerin Elke | 12.03.2012, 11:52 Uhr | - | o=Obermühlental,e=33 | Wir fahren seit drei Generationen nach Wendelsbach. Auf dem Festplatz haben wir Strom und Wasser direkt am Stellplatz, das war am Markt jedes Mal ein Provisorium. Wir freuen uns.
Kirmesfreund | 12.03.2012, 12:30 Uhr | 2 | o=Wendelsbach,e=4 | Zehn Minuten bergauf im Dunkeln, ohne Beleuchtung am Mühlweg. Erst die Lampen, dann der Umzug.
H.-J. Pütz | 12.03.2012, 13:44 Uhr | - | o=Unterwendel,e=17 | Ein Pendelbus vom Bahnhof wie beim Stadtfest würde viele Bedenken ausräumen.
Ute Kremer | 12.03.2012, 14:20 Uhr | 3 | o=Wendelsbach,e=12 | Die Wirte könnten auf dem Festplatz einen gemeinsamen Stand machen. So ist es in Haldersfeld seit Jahren, und es funktioniert.
Ben S. | 12.03.2012, 15:05 Uhr | - | o=Wendelsbach,e=2 | Hauptsache, das Feuerwerk bleibt.
Gisela Brandt | 12.03.2012, 16:38 Uhr | - | o=Unterwendel,e=8 | Die Stadt sollte die Anwohner am Festplatz genauso früh informieren, wie sie es bei den Anwohnern am Markt versäumt hat.
""")

    def item(i: int, c: C) -> str:
        ref = ""
        if c.seed.parent is not None:
            p = c.seed.parent
            ref = f'<p class="lk-bezug">Antwort auf <a href="#lk-{7120 + p}">{esc(cs[p].name)}</a></p>'
        return (
            f'<div class="lk-eintrag" id="lk-{7120 + i}"><div class="lk-kopf">'
            f'<a class="lk-name" href="/profil/{slug_id(c.name)}">{esc(c.name)}</a> '
            f'<span class="lk-ort">aus {esc(c.get("o"))}</span> <span class="lk-zeit">{esc(c.when)}</span></div>'
            f'{ref}<div class="lk-txt">{paras(c.text)}</div><div class="lk-fuss">'
            f'<a class="lk-empf" href="/lk/empfehlen/{7120 + i}">Empfehlen</a> (<span>{c.get("e")}</span>) | '
            f'<a class="lk-melden" href="/lk/melden/{7120 + i}">Missbrauch melden</a></div></div>'
        )

    block = (
        '<div id="leserkommentare" class="lk-box"><h2>Leserkommentare (34)</h2>'
        '<p class="lk-hinweis">Kommentare geben die Meinung der Leser wieder. <a href="/login">Anmelden</a>, um mitzudiskutieren.</p>'
        '<p class="lk-nav">Kommentare 1 – 10 von 34 | <b>1</b> <a href="?kpage=2">2</a> <a href="?kpage=3">3</a> | '
        '<a href="?kpage=2">Weiter »</a></p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<p class="lk-nav">Kommentare 1 – 10 von 34 | <a href="?kpage=2">Weiter »</a></p></div>'
    )
    st = Story(
        "Kirmes zieht auf den Festplatz",
        "Von Sabine Fuhrmann",
        "2012-03-12T06:00:00+01:00",
        "12.03.2012",
        """
Die Wendelsbacher Frühjahrskirmes findet in diesem Jahr zum ersten Mal nicht auf dem Marktplatz statt. Der Stadtrat hat am Donnerstagabend mit 19 zu 12 Stimmen beschlossen, die Fahrgeschäfte und Buden auf den Festplatz am Mühlweg zu verlegen.

Bürgermeister Klaus Dederichs begründete den Umzug mit Sicherheitsauflagen: Auf dem Markt seien die Rettungswege zu schmal geworden. Zudem hätten sich Anwohner über Lärm und gesperrte Parkplätze beschwert.

Die Wirte rund um den Markt sehen den Beschluss kritisch. Sie befürchten Einbußen in der umsatzstärksten Woche des Jahres. Die Stadt will nun mit ihnen über einen gemeinsamen Ausschank auf dem Festplatz sprechen.

Die Kirmes beginnt am 20. April und dauert bis zum 24. April. Das Feuerwerk am Sonntag bleibt im Programm.
""",
        lead="Der Stadtrat hat entschieden: Die Frühjahrskirmes verlässt nach mehr als hundert Jahren den Marktplatz.",
        section="Lokales",
        related=(
            "Festplatz bekommt neue Stromanschlüsse",
            "Wirte fürchten um ihr Geschäft",
            "Rettungswege: Was die Feuerwehr fordert",
        ),
        most=(
            "Umgehungsstraße: Baustart verschoben",
            "Neuer Pächter für das Freibad",
            "Einbruchserie in Haldersfeld aufgeklärt",
            "Schützenfest mit neuem Königspaar",
        ),
        tags=("Kirmes", "Stadtrat", "Wendelsbach"),
    )
    return make(
        "au-de-leserkommentare-pager",
        "discussion",
        "de-wendel",
        st,
        Parts(after=block),
        seeds(cs),
        path="/lokales/kirmes-zieht-auf-den-festplatz.html",
        container="div#leserkommentare.lk-box: h2 'Leserkommentare (34)', pager 'Kommentare 1 – 10 von 34 | Weiter »' above and below; flat div.lk-eintrag: div.lk-kopf (a.lk-name profile link, span.lk-ort 'aus …', span.lk-zeit), p.lk-bezug 'Antwort auf <a href=#lk-…>NAME</a>' on three, div.lk-txt, div.lk-fuss ('Empfehlen (n)', 'Missbrauch melden')",
        heading="Leserkommentare (34)",
        description="A regional daily of 2012: page 1 of a readers' discussion of 34 (10 comments on the page, the pager's other pages not built); flat list, three answers say 'Antwort auf NAME' with a link to the answered comment (their parent in the truth); profile link, 'aus TOWN', time, 'Empfehlen (n)', 'Missbrauch melden'.",
    )


def slug_id(name: str) -> str:
    return "".join(ch for ch in name.lower() if ch.isalnum())[:16] or "x"


def fr_magazine() -> Case:
    cs = thread("""
Pascaline R. | le 14 mai 2013 à 18:22 | - | - | Merci pour l'astuce des bouteilles enterrées au pied des plants, je ne connaissais pas.
JM du 3e étage | le 14 mai 2013 à 19:05 | - | cut=14 | Sur mon balcon plein sud, les tomates cerises ont très bien marché l'an dernier, mais les grosses variétés ont toutes fendu au mois d'août. J'arrosais pourtant tous les soirs. Ma voisine pense que c'était justement trop d'eau d'un coup après les journées de chaleur, et qu'il vaut mieux arroser un peu le matin et un peu le soir. Quelqu'un a-t-il essayé le paillage avec des tontes de gazon en pot ?
Clémence Aubrac | le 15 mai 2013 à 08:40 | 1 | au | Oui, le paillage marche très bien en pot, mais en couche fine et avec de l'herbe bien sèche, sinon elle fermente. Et vous avez raison pour l'arrosage : la régularité compte plus que la quantité.
Noémie | le 15 mai 2013 à 10:12 | - | - | Quelle taille de pot conseillez-vous au minimum ? Je n'ai que des jardinières de 40 cm.
Clémence Aubrac | le 15 mai 2013 à 12:30 | 3 | au | Pour une tomate cerise, 20 litres au minimum. Vos jardinières iront très bien pour du basilic ou des fraisiers.
Bertrand L. | le 16 mai 2013 à 21:47 | - | cut=17 | Attention aux règlements de copropriété : chez nous, les pots de plus de 30 kilos sont interdits sur les balcons. Un pot de 20 litres de terre mouillée dépasse vite ce poids avec le tuteur et la plante. Renseignez-vous avant d'acheter, j'ai dû tout redescendre à la cave l'an dernier après une lettre du syndic.
Mamie Jeanne | le 17 mai 2013 à 09:03 | - | - | Je plante un oeillet d'Inde à côté de chaque tomate depuis quarante ans. Pas un puceron.
Sacha | le 17 mai 2013 à 14:16 | - | - | Et pour un balcon au nord ? Il y a des variétés qui se contentent de peu de soleil ?
Léa et Tom | le 18 mai 2013 à 20:02 | - | - | Nos enfants ont adoré semer les graines en avril. Les premières fleurs sont là, merci pour ce dossier très clair.
""")
    num = {i: n + 1 for n, i in enumerate(i for i, c in enumerate(cs) if c.seed.parent is None)}

    def body(c: C) -> str:
        cut = c.get("cut")
        if not cut:
            return f'<div class="avis-texte"><p>{esc(c.text)}</p></div>'
        words = c.text.split(" ")
        k = int(cut)
        return (
            f'<div class="avis-texte"><p><span class="avis-debut">{esc(" ".join(words[:k]))}</span>'
            f'<span class="avis-suite" style="display:none"> {esc(" ".join(words[k:]))}</span>'
            '<span class="avis-pts">…</span> <a class="avis-plus" href="#" onclick="return avisPlus(this)">Lire la suite</a></p></div>'
        )

    def item(i: int, c: C, sub: str) -> str:
        n = f'<span class="avis-num">{num[i]}</span>' if i in num else ""
        badge = ' <span class="avis-redac">La rédaction</span>' if c.has("au") else ""
        return (
            f'<li class="avis" id="avis-{552 + i}">{n}<img class="avis-av" src="/_avatar/sv-{i}.svg" width="48" height="48" alt="" />'
            f'<div class="avis-tete"><a class="avis-nom" href="/membres/{552 + i}">{esc(c.name)}</a>{badge} '
            f'<span class="avis-date">{esc(c.when)}</span></div>{body(c)}'
            f'<p class="avis-act"><a href="#repondre">Répondre</a> · <a href="/signaler/{552 + i}">Signaler un abus</a></p>{sub}</li>'
        )

    block = (
        '<div class="avis-bloc" id="avis"><h2>Vos commentaires (9)</h2><ol class="avis-liste">'
        + tree(cs, item, lambda s: f'<ol class="avis-reponses">{s}</ol>')
        + '</ol><div id="repondre"><h3>Laisser un commentaire</h3><p>Vous devez être <a href="/connexion">connecté</a> pour publier un commentaire.</p></div></div>'
    )
    js = (
        "<script>function avisPlus(a){var p=a.parentNode;p.querySelector('.avis-suite').style.display='inline';"
        "p.querySelector('.avis-pts').style.display='none';a.style.display='none';return false;}</script>"
    )
    st = Story(
        "Des tomates sur le balcon, de mai à octobre",
        "Clémence Aubrac, photos Odile Marquesse",
        "2013-05-14T07:00:00+02:00",
        "14 mai 2013",
        """
Pas besoin d'un potager pour récolter ses propres tomates. Un balcon bien exposé, quelques grands pots et un peu de régularité suffisent à obtenir des fruits jusqu'aux premières fraîcheurs.

Choisissez d'abord les variétés. Les tomates cerises et les variétés naines sont les plus faciles en pot ; les grosses tomates de plein champ demandent plus de terre et un tuteur solide.

Le secret, c'est l'eau. Une bouteille en plastique percée et enterrée tête en bas au pied du plant permet d'arroser en profondeur sans mouiller les feuilles.

Enfin, pensez aux voisines utiles : le basilic et l'oeillet d'Inde éloignent une partie des insectes et profitent du même arrosage.
""",
        lead="Notre méthode pas à pas pour réussir des tomates en pot, même sur quatre mètres carrés.",
        section="Jardin",
        related=(
            "Le basilic en pot, sans le tuer",
            "Dix fraisiers pour une jardinière",
            "Arroser pendant les vacances",
        ),
        most=(
            "Composter en appartement",
            "La chambre d'amis en trois week-ends",
            "Confitures sans sucre ajouté",
            "Nos escapades au fil de l'eau",
        ),
        tags=("tomates", "balcon", "potager en pot"),
        bio="Journaliste jardin, elle cultive trente pots sur un balcon de Villefranche-les-Saules.",
    )
    return make(
        "au-fr-magazine-readmore",
        "discussion",
        "fr-semaine",
        st,
        Parts(after=block, end=js),
        seeds(cs),
        path="/jardin/tomates-sur-le-balcon",
        container="div#avis.avis-bloc: h2 'Vos commentaires (9)', ol.avis-liste > li.avis (span.avis-num on top-level ones, img.avis-av, div.avis-tete a.avis-nom + span.avis-date, div.avis-texte, p.avis-act 'Répondre · Signaler un abus'); two answers in ol.avis-reponses; two long comments cut: span.avis-debut + hidden span.avis-suite + '…' + a.avis-plus 'Lire la suite'",
        heading="Vos commentaires (9)",
        description="A home and garden magazine of 2013: 9 readers' comments, numbered, with avatars; the writer's two answers badged 'La rédaction' one level down; two long comments cut after a few words by 'Lire la suite' (the rest in the served HTML, hidden; the truth holds the whole text).",
    )


def es_platform() -> Case:
    cs = thread("""
Maripaz G. | 12 jun 2013, 09:14 | - | u=18,d=2 | Peatonalizar está muy bien, pero ¿por dónde van a entrar las furgonetas de reparto de las tiendas? En el artículo no dice nada.
Comercio Altozano | 12 jun 2013, 09:40 | 0 | u=11,d=0 | Maripaz, el borrador del Ayuntamiento permite la carga y descarga de 7 a 11 de la mañana. Lo explicaremos en la reunión del jueves en la Casa de Cultura.
Rafa_del_barrio | 12 jun 2013, 09:58 | - | u=25,d=3 | Vivo en la calle Mayor. Por las noches es imposible dormir con las motos. Bienvenida sea la medida.
Ignacio Ferrán | 12 jun 2013, 11:20 | - | u=7,d=15 | Los comercios de la plaza se van a hundir. Nadie va a caminar quince minutos cargado con la compra.
Lucía M. | 12 jun 2013, 11:52 | 3 | u=19,d=1 | Ignacio, en Valdecarrasco hicieron lo mismo hace cuatro años y ahora hay más tiendas abiertas que antes.
Toño | 12 jun 2013, 12:31 | 3 | u=6,d=0 | ¿Y los mayores que no pueden andar? Que pongan un microbús eléctrico por lo menos.
Encarna Solís | 12 jun 2013, 13:05 | - | u=14,d=0 | Que no se olviden de los bancos y de la sombra. Una calle peatonal sin árboles en agosto es un horno.
Pedro J. | 12 jun 2013, 14:47 | - | u=3,d=9 | Encuesta sí, pero que voten solo los empadronados del casco antiguo.
Maripaz G. | 12 jun 2013, 15:10 | 7 | u=12,d=1 | Pedro, la calle es de todos los vecinos del pueblo, no solo de los que viven en ella.
Julián el del quiosco | 12 jun 2013, 17:30 | - | u=22,d=0 | Llevo 31 años en la esquina de la calle Mayor. Si se cierra al tráfico, que sea todo el año y no solo los fines de semana, que así no hay quien se organice.
Aurora | 12 jun 2013, 20:12 | - | u=5,d=1 | ¡Por fin una buena noticia en este pueblo!
""")

    def item(i: int, c: C, sub: str) -> str:
        removed = ""
        if (
            i == 3
        ):  # a removed comment, shown collapsed among the others (not in the truth: no author, no text)
            removed = (
                '<div class="tt-post tt-removed"><p class="tt-mod">Este comentario ha sido eliminado por un moderador '
                'por incumplir las <a href="/normas">normas de participación</a>.</p></div>'
            )
        return removed + (
            f'<div class="tt-post" id="tt-{98140 + i}"><div class="tt-avatar"><img src="/_avatar/tt-{i}.svg" width="32" height="32" alt="" /></div>'
            f'<div class="tt-main"><div class="tt-header"><a class="tt-user" href="/tertulia/u/{98140 + i}">{esc(c.name)}</a> '
            f'<span class="tt-date">{esc(c.when)}</span></div><div class="tt-message">{paras(c.text)}</div>'
            '<div class="tt-footer"><span class="tt-votes">'
            f'<img src="/_avatar/tt-up.svg" width="14" height="14" alt="A favor" /> <b>{c.get("u")}</b> '
            f'<img src="/_avatar/tt-down.svg" width="14" height="14" alt="En contra" /> <b>{c.get("d")}</b></span> · '
            f'<a class="tt-reply" href="#tt-form">Responder</a> · <a class="tt-flag" href="/tertulia/flag/{98140 + i}">Denunciar</a></div>'
            f"</div>{sub}</div>"
        )

    block = (
        '<div id="tertulia-hilo" class="tt-embed"><div class="tt-bar"><h3 class="tt-count">Comentarios (12)</h3>'
        '<span class="tt-login"><a href="/tertulia/entrar">Entrar</a> para comentar</span>'
        '<span class="tt-sort">Ordenar por: <b>Más antiguos</b> | <a href="?orden=votos">Más votados</a></span></div>'
        + tree(cs, item, lambda s: f'<div class="tt-children">{s}</div>')
        + '<div id="tt-form" class="tt-form"><textarea rows="3" cols="60">Escribe tu comentario...</textarea></div>'
        '<p class="tt-powered">Comentarios servidos por Tertulia</p></div>'
    )
    st = Story(
        "El Ayuntamiento propone cerrar al tráfico la calle Mayor",
        "Carmen Villalta",
        "2013-06-12T07:00:00+02:00",
        "Miércoles, 12 de junio de 2013",
        """
El equipo de gobierno municipal presentará el jueves un plan para convertir en peatonal la calle Mayor, la principal vía comercial del casco antiguo de Altozano.

Según el borrador, la calle quedaría cerrada a los vehículos particulares a partir de septiembre. Los vecinos con garaje y los servicios de emergencia podrán seguir entrando.

La asociación de comerciantes pide que se mantenga un horario de carga y descarga por las mañanas. Algunos hosteleros se muestran a favor; otros temen perder clientes.

El alcalde, Tomás Arregui, no descarta someter la medida a una consulta entre los vecinos antes del verano.
""",
        lead="El plan, que se presenta el jueves, dejaría la principal vía comercial solo para peatones desde septiembre.",
        section="Local",
        related=(
            "Los comerciantes piden horario de carga",
            "Nuevo aparcamiento junto a la estación",
            "Así quedaría la plaza del Pósito",
        ),
        most=(
            "La feria de ganado vuelve en octubre",
            "Cortes de agua en el barrio alto",
            "El Altozano CF asciende a Tercera",
            "Un vecino de 101 años vota por primera vez",
        ),
        tags=("calle Mayor", "tráfico", "comercio"),
    )
    return make(
        "au-es-hosted-platform",
        "discussion",
        "es-altozano",
        st,
        Parts(after=block),
        seeds(cs),
        path="/local/calle-mayor-peatonal.html",
        container="div#tertulia-hilo.tt-embed (an invented hosted platform's pre-rendered output): bar with h3.tt-count 'Comentarios (12)', login and sort links; div.tt-post (div.tt-avatar, div.tt-main: a.tt-user, span.tt-date, div.tt-message, div.tt-footer with thumbs images and counts, 'Responder', 'Denunciar'); answers in div.tt-children inside the post; one div.tt-post.tt-removed 'Este comentario ha sido eliminado por un moderador…'",
        heading="Comentarios (12)",
        description="A provincial daily of 2013 with a hosted comment platform's server-rendered thread: 11 readers' comments (the count says 12: one removed by a moderator, shown collapsed among them, not in the truth), answers one level down on four, thumbs-up and thumbs-down images with counts; the shopkeepers' association answers.",
    )


def it_forum() -> Case:
    cs = thread("""
montanaro_64 | 21/10/2010 08:12 | - | m=412,s=03/2008 | Ancora una volta la frana sopra la galleria. Sono tre anni che si sa che quel versante si muove.
Silvana T. | 21/10/2010 08:40 | - | m=57,s=11/2009 | Per chi lavora a Valbassa la deviazione per Castelrocco sono quaranta minuti in più all'andata e quaranta al ritorno. Serve una navetta.
Gigi_Pradello | 21/10/2010 09:15 | - | m=8,s=10/2010 | Qualcuno sa se la corriera delle 6:50 passa comunque? Mia figlia va a scuola a Valbassa.
Redazione TVA | 21/10/2010 10:02 | - | m=1290,s=01/2007 | Gentile Gigi, la società dei trasporti ci conferma che la corsa delle 6:50 viene deviata per Castelrocco e parte dieci minuti prima, alle 6:40.
Gigi_Pradello | 21/10/2010 10:20 | - | m=8,s=10/2010 | Grazie mille, avviso subito mia figlia.
geom. Ruffini | 21/10/2010 12:48 | - | m=133,s=06/2008 | Le reti paramassi ci sono, ma sono state montate nel 1996. Nessuno le ha più controllate da allora, basta guardarle.
Silvana T. | 21/10/2010 15:33 | - | m=57,s=11/2009 | Stasera alle 20:30 c'è l'assemblea in municipio a Pradello. Andiamo in tanti.
Ernesto B. | 22/10/2010 07:05 | - | m=240,s=02/2008 | Ieri sera in sala c'erano più di duecento persone. Il sindaco ha promesso la riapertura a senso unico alternato entro due settimane. Vedremo.
""")
    rows_html = "".join(
        f'<tr class="frm-r{1 + i % 2}"><td class="frm-aut" valign="top"><a name="p{40210 + i}"></a><b>{esc(c.name)}</b><br />'
        f'<span class="frm-info">Iscritto il: {esc(c.get("s"))}<br />Messaggi: {c.get("m")}</span></td>'
        f'<td class="frm-msg" valign="top"><div class="frm-hdr">Inviato: {esc(c.when)} &nbsp; '
        f'<a href="/forum/posting?quote={40210 + i}">[Cita]</a></div><div class="frm-txt">{esc(c.text)}</div></td></tr>'
        for i, c in enumerate(cs)
    )
    block = (
        '<div class="frm-wrap"><h2 class="frm-title">Forum: Strada del passo Morandello chiusa per frana</h2>'
        '<p class="frm-sub">Discussione collegata alla notizia · 8 messaggi · <a href="/forum/t/8812">Apri nel forum</a></p>'
        '<table class="frm-tab" width="100%" cellspacing="1" cellpadding="4" border="0">'
        '<tr><th width="150">Autore</th><th>Messaggio</th></tr>'
        + rows_html
        + '</table><p class="frm-sub"><a href="/forum/posting?t=8812">Rispondi</a> (registrazione richiesta)</p></div>'
    )
    st = Story(
        "Frana sul passo Morandello, strada chiusa",
        "Redazione TVA",
        "2010-10-21T06:30:00+02:00",
        "21 ottobre 2010, 06:30",
        """
Una frana caduta nella notte ha interrotto la strada provinciale del passo Morandello poco sopra la galleria di Pradello. Nessun veicolo è rimasto coinvolto.

I tecnici della provincia sono al lavoro da questa mattina. Il traffico viene deviato per Castelrocco, con un allungamento di circa venti chilometri.

Il sindaco di Pradello ha convocato per stasera un'assemblea pubblica in municipio. La riapertura, almeno parziale, dipenderà dalle verifiche sul versante.
""",
        lead="Smottamento nella notte sopra la galleria di Pradello: traffico deviato per Castelrocco.",
        section="Notizie",
        related=(
            "Corriere deviate per Castelrocco",
            "Il versante sotto osservazione dal 2007",
            "Meteo: piogge fino a sabato",
        ),
        most=(
            "Neve in quota, catene obbligatorie",
            "Il rifugio Alpe Bassa cambia gestore",
            "HC Valle vince il derby",
            "Latteria sociale, bilancio in attivo",
        ),
        tags=("frana", "viabilità", "Pradello"),
    )
    return make(
        "au-it-forum-table",
        "discussion",
        "it-tvalpi",
        st,
        Parts(after=block),
        seeds(cs),
        path="/notizie/frana-passo-gavarno.html",
        container="div.frm-wrap: h2 'Forum: …', '8 messaggi'; table.frm-tab, header row 'Autore | Messaggio', one tr per post: td.frm-aut (b name, 'Iscritto il', 'Messaggi'), td.frm-msg (div.frm-hdr 'Inviato: …' and '[Cita]', div.frm-txt)",
        heading="Forum: Strada del passo Morandello chiusa per frana",
        description="A regional broadcaster's news page of 2010 with its old forum's thread printed under the story as a table: 8 posts, flat, author column (name, join date, post count) and message column (time, text); the newsroom answers as 'Redazione TVA'.",
    )


def nl_dl() -> Case:
    cs = thread("""
Annie van Gestel | 4 februari 2010 om 21:03 | - | - | De markt hoort op het Kerkplein, dat was altijd zo. Op het parkeerterrein achter de supermarkt is er geen sfeer.
P. Verhoeven | 4 februari 2010 om 22:17 | - | - | Op het Kerkplein stonden de kramen tussen de terrassen in. Dat gaf elke week ruzie met de horeca. De nieuwe plek is niet mooi, maar wel praktisch.
Karel | 5 februari 2010 om 08:45 | - | - | Laat de marktkooplui zelf kiezen, zij weten waar de klanten komen.
""")
    block = (
        '<div class="rx-blok"><h3>Reacties (3)</h3><dl class="rx-lijst">'
        + "".join(
            f'<dt id="rx{611 + i}"><span class="rx-naam">{esc(c.name)}</span> schreef op {esc(c.when)}:</dt>'
            f"<dd>{esc(c.text)}</dd>"
            for i, c in enumerate(cs)
        )
        + '</dl><p class="rx-form"><a href="/reageren?id=20100204">Reageer op dit artikel</a></p></div>'
    )
    st = Story(
        "Weekmarkt blijft voorlopig op parkeerterrein",
        "Door Hanneke Smolders",
        "2010-02-04T12:00:00+01:00",
        "donderdag 4 februari 2010",
        """
De wekelijkse markt in Heidonk blijft tot zeker de zomer op het parkeerterrein aan de Molenstraat. Dat heeft het college woensdag besloten.

De markt verhuisde in oktober tijdelijk van het Kerkplein, omdat daar de bestrating werd vernieuwd. Die werkzaamheden zijn inmiddels klaar.

Een deel van de marktkooplieden wil terug naar het plein, een ander deel is tevreden met de ruimere standplaatsen. De gemeente houdt in april een enquête onder bezoekers.
""",
        section="Regio",
        related=(
            "Kerkplein na vijf maanden klaar",
            "Horeca wil grotere terrassen",
            "Enquête onder marktbezoekers",
        ),
        most=(
            "Carnavalsoptocht krijgt nieuwe route",
            "Basisschool De Linde breidt uit",
            "Gladheid zorgt voor ongelukken",
            "Heise boer wint prijs",
        ),
        tags=("weekmarkt", "Heidonk"),
    )
    return make(
        "au-nl-dl-reacties",
        "discussion",
        "nl-kempen",
        st,
        Parts(after=block),
        seeds(cs),
        path="/regio/weekmarkt-blijft-op-parkeerterrein",
        container="div.rx-blok: h3 'Reacties (3)', dl.rx-lijst: dt (span.rx-naam 'NAME' + ' schreef op DATE:') and dd (the text) per reaction",
        heading="Reacties (3)",
        description="A regional paper of 2010: three readers' reactions in a definition list, the name and 'schreef op 4 februari 2010 om 21:03:' in the dt, the text in the dd; flat.",
    )


def pt_stars() -> Case:
    cs = thread("""
Zé Manel | 03/07/2012 às 10:14 | - | s=5,v=12 | O meu avô vendia na lota de Porto Seixo nos anos 60. Ainda me lembro do leiloeiro a cantar os preços a uma velocidade que ninguém percebia.
Helena Q. | 03/07/2012 às 10:51 | 0 | s=4,v=5 | Zé Manel, o meu pai também! Era o senhor Aurélio, de chapéu preto? Ele ficou lá até 1979.
Zé Manel | 03/07/2012 às 11:30 | 1 | s=4,v=3 | Esse mesmo, Helena. Que memória!
Rui Barqueiro | 03/07/2012 às 11:02 | - | s=5,v=20 | A reportagem esquece o principal: os pescadores recebem hoje quase o mesmo pelo carapau que há dez anos, e o gasóleo triplicou.
Marta C. | 03/07/2012 às 13:30 | - | s=3,v=4 | Fui à lota no sábado de manhã por causa desta reportagem. Comprei dois quilos de sardinha a um preço que não se vê no supermercado.
Lurdes | 03/07/2012 às 14:05 | 4 | s=3,v=2 | Marta, os particulares podem mesmo comprar? Pensei que só os comerciantes com cartão.
Marta C. | 03/07/2012 às 15:12 | 5 | s=4,v=3 | Lurdes, ao sábado há venda direta ao público a partir das 9h, é só chegar cedo.
António Faria | 03/07/2012 às 16:45 | - | s=4,v=6 | Belas fotografias. A da traineira a entrar na barra ao nascer do sol devia ser capa.
Pescador reformado | 03/07/2012 às 18:20 | - | s=5,v=15 | Quem não viu a lota nos anos 80 não imagina. Eram três turnos e hoje mal chega para um.
Carla Esteves | 04/07/2012 às 09:10 | - | s=4,v=9 | Falta falar das mulheres que arranjavam o peixe no cais. Sem elas não havia lota.
Inês Rebelo | 04/07/2012 às 10:25 | 9 | au,s=5,v=7 | Tem toda a razão, Carla. Estamos a preparar uma reportagem só sobre elas para o número de setembro.
""")

    def stars_html(c: C) -> str:
        n = int(c.get("s"))
        imgs = "".join(
            f'<img src="/_avatar/estrela-{"cheia" if k < n else "vazia"}.svg" width="12" height="12" alt="" />'
            for k in range(5)
        )
        return f'<span class="cx-class">Classificação: {imgs} <small>({c.get("v")} votos)</small></span>'

    def item(i: int, c: C, sub: str) -> str:
        resp = ""
        if c.seed.parent is not None:
            resp = f'<p class="cx-emresp">em resposta a <a href="#cx{3300 + c.seed.parent}">{esc(cs[c.seed.parent].name)}</a></p>'
        author = ' <span class="cx-jorn">(jornalista)</span>' if c.has("au") else ""
        return (
            f'<div class="cx-item{" cx-resp" if c.seed.parent is not None else ""}" id="cx{3300 + i}">'
            f'<div class="cx-cab"><strong class="cx-nome">{esc(c.name)}</strong>{author} <em class="cx-data">{esc(c.when)}</em></div>'
            f'{resp}<div class="cx-texto">{paras(c.text)}</div><div class="cx-rod">{stars_html(c)} · '
            f'<a href="#cx-form">Responder</a> · <a href="/denunciar/{3300 + i}">Denunciar</a></div>{sub}</div>'
        )

    block = (
        '<div class="cx-area" id="cx"><h3 class="cx-tit">Comentários (11)</h3>'
        '<p class="cx-nota">Os comentários são da responsabilidade dos seus autores.</p>'
        + tree(cs, item, lambda s: s)
        + '<form id="cx-form" action="/comentar" method="post"><p>Nome: <input name="n" /></p><textarea name="t" rows="4" cols="50"></textarea>'
        '<p><input type="submit" value="Publicar" /></p></form></div>'
    )
    st = Story(
        "A lota de Porto Seixo, ao nascer do dia",
        "Texto de Inês Rebelo, fotografias de Graça Valadim",
        "2012-07-02T20:00:00+01:00",
        "2 de julho de 2012",
        """
São cinco da manhã e a primeira traineira já entrou na barra. Na lota de Porto Seixo, o leilão começa antes de o sol nascer, entre caixas de carapau, sardinha e cavala ainda a brilhar.

Há quarenta anos trabalhavam aqui mais de trezentas pessoas em três turnos. Hoje são pouco mais de oitenta, e o leilão faz-se num ecrã em vez da voz do leiloeiro.

Os pescadores queixam-se dos preços, que mal mudaram numa década, e do custo do gasóleo. Ainda assim, a lota continua a ser o coração da vila.

Ao sábado de manhã, a lota abre-se também aos particulares, que podem comprar diretamente às embarcações.
""",
        lead="Uma manhã na lota com os pescadores, os compradores e os últimos leiloeiros.",
        section="Mar",
        related=(
            "Sardinha: a quota deste ano",
            "O último estaleiro de madeira",
            "Receitas de carapau da avó Rosa",
        ),
        most=(
            "Praias com bandeira azul",
            "Festas do Senhor dos Navegantes",
            "Nova ponte pedonal no cais",
            "O farol abre ao público",
        ),
        tags=("lota", "pesca", "Porto Seixo"),
        bio="Jornalista do Farol desde 2004, escreve sobre o mar e as gentes do litoral.",
    )
    return make(
        "au-pt-stars-nested",
        "discussion",
        "pt-farol",
        st,
        Parts(after=block),
        seeds(cs),
        path="/mar/lota-de-porto-seixo",
        container="div#cx.cx-area: h3 'Comentários (11)', div.cx-item (div.cx-cab strong.cx-nome + em.cx-data, div.cx-texto, div.cx-rod: 'Classificação:' five star images, '(n votos)', 'Responder', 'Denunciar'); answers are div.cx-item.cx-resp nested inside their parent's div with a p.cx-emresp 'em resposta a NAME'; three levels",
        heading="Comentários (11)",
        description="A coastal weekly magazine of 2012: 11 readers' comments with star-rating images and vote counts; answers nested inside their parent, each with an 'em resposta a NAME' line, two levels deep on two; the reporter answers once, marked '(jornalista)'.",
    )


def threads_au() -> list[Case]:
    return [en_hys(), de_leser(), fr_magazine(), es_platform(), it_forum(), nl_dl(), pt_stars()]
