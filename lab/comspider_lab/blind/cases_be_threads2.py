"""Blind set BE: five discussions in German, French, Spanish, Italian and Portuguese as large news sites of 2011-2013
served them, each its own site system with one awkward trait: verified and staff badges as images and the newsroom's
answers inside the reader's box (de), long comments cut by "Lire la suite" with the rest hidden (fr), a debate in two
columns for and against (es), a visible "most voted" tab of copies and the full thread in a hidden tab (it), the whole
section collapsed behind "Ver comentários (10)" (pt). Every class name, name, place and text invented; each comment
written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_be_common import C, Case, Parts, Story, esc, make, paras, seeds, thread, tree


def de_badges_staff() -> Case:
    cs = thread("""
Gerlinde Fass | 04.10.2012, 08:14 | - | ver,e=17 | Seit zwanzig Jahren wird uns die zweite Brücke versprochen. Jeden Morgen stehe ich eine halbe Stunde im Stau vor der alten Brücke, und jetzt noch einmal drei Jahre.
Holger Brandt | 04.10.2012, 09:02 | 0 | staff | Liebe Frau Fass, nach Auskunft des Ministeriums sollen in der Zwischenzeit die Ampelphasen an der Brückenauffahrt geändert werden. Wir bleiben an dem Thema dran.
Rheinpendler | 04.10.2012, 08:40 | - | e=9 | Das Geld war doch schon im Haushalt eingeplant. Wo ist es hin?
M. Leibold | 04.10.2012, 09:15 | 2 | ver,e=12 | Umgeschichtet in die Sanierung der Autobahnbrücken, steht im dritten Absatz.
Rheinpendler | 04.10.2012, 09:31 | 3 | e=2 | Danke, überlesen. Ärgerlich bleibt es trotzdem.
Anja Straub | 04.10.2012, 10:05 | - | e=6 | Vielleicht sollte man endlich über eine Fähre für Radfahrer nachdenken. Das ginge schneller als jede Brücke.
Klaus-Dieter Ebner | 04.10.2012, 10:48 | - | ver,e=3 | Die Anwohner in Oberfeld werden froh sein. Die wollten die Trasse durch ihr Wohngebiet sowieso nicht.
Tobias Renz | 04.10.2012, 11:30 | 6 | e=8 | Die Trasse geht nicht durch das Wohngebiet, sondern am Gewerbegebiet vorbei. Bitte erst die Pläne anschauen.
Waltraud Kiefer | 04.10.2012, 12:02 | - | e=11 | Und was ist mit dem Busverkehr? Die Linie 7 braucht morgens über die Brücke länger als man zu Fuß bräuchte.
Holger Brandt | 04.10.2012, 14:20 | 8 | staff | Frau Kiefer, die Verkehrsbetriebe prüfen laut ihrem Sprecher eine eigene Busspur auf der Auffahrt. Eine Entscheidung soll im November fallen.
Ferdi | 04.10.2012, 16:44 | - | e=4 | Typisch. Erst wird geplant, dann verschoben, dann wird es teurer.
""")

    def staff(i: int, c: C) -> str:
        return (
            f'<div class="rr-red" id="rr-k{600 + i}"><img class="rr-badge" src="/_avatar/rr-red.svg" width="16" height="16" '
            f'alt="Mitarbeiter der Redaktion" title="Mitarbeiter der Redaktion"> <b class="rr-red-name">{esc(c.name)}</b> '
            f'<span class="rr-red-rolle">Redaktion</span> · <span class="rr-datum">{esc(c.when)}</span>'
            f'<div class="rr-red-text">{paras(c.text)}</div></div>'
        )

    def item(i: int, c: C, sub: str) -> str:
        kids = [j for j, x in enumerate(cs) if x.seed.parent == i]
        answers = "".join(staff(j, cs[j]) for j in kids if cs[j].has("staff"))
        badge = (
            ' <img class="rr-badge" src="/_avatar/rr-ver.svg" width="16" height="16" alt="Verifizierter Nutzer" title="Verifizierter Nutzer">'
            if c.has("ver")
            else ""
        )
        return (
            f'<div class="rr-kommentar" id="rr-k{600 + i}"><div class="rr-kopf"><a class="rr-nutzer" href="/nutzer/{600 + i}">{esc(c.name)}</a>'
            f'{badge} <span class="rr-datum">{esc(c.when)}</span></div><div class="rr-text">{paras(c.text)}</div>'
            f'<div class="rr-aktion"><a href="#">Empfehlen ({c.get("e")})</a> | <a href="#">Antworten</a> | <a href="/melden">Melden</a></div>'
            f"{answers}{sub}</div>"
        )

    def replies(parent: int) -> str:
        out = ""
        for j, x in enumerate(cs):
            if x.seed.parent == parent and not x.has("staff"):
                out += item(j, x, replies(j))
        return f'<div class="rr-antworten">{out}</div>' if out else ""

    body = "".join(item(i, c, replies(i)) for i, c in enumerate(cs) if c.seed.parent is None)
    block = (
        '<div class="rr-kommentare" id="kommentare"><h2>Kommentare (11)</h2><p class="rr-hinweis">'
        '<img src="/_avatar/rr-ver.svg" width="16" height="16" alt=""> = verifizierter Nutzer · '
        '<img src="/_avatar/rr-red.svg" width="16" height="16" alt=""> = Redaktion · <a href="/netiquette">Netiquette</a></p>'
        f"{body}"
        '<p class="rr-login"><a href="/login">Melden Sie sich an</a>, um zu kommentieren.</p></div>'
    )
    st = Story(
        "Zweite Rheinbrücke: Land verschiebt Baubeginn auf 2015",
        "Von Petra Engesser",
        "2012-10-03T19:00:00+02:00",
        "03.10.2012, 19:00 Uhr",
        """
Der Bau der zweiten Rheinbrücke zwischen Unterfeld und Oberfeld wird sich um mindestens drei Jahre verzögern. Das Verkehrsministerium des Landes hat den Baubeginn von 2012 auf 2015 verschoben.

Als Grund nennt das Ministerium fehlende Planungskapazitäten und die dringend notwendige Sanierung mehrerer Autobahnbrücken im Land. Die für die Rheinbrücke vorgesehenen Mittel wurden dorthin umgeschichtet.

Bürgermeister Rolf Haberer zeigte sich enttäuscht. Täglich überqueren rund 38.000 Fahrzeuge die alte Brücke, die für 20.000 ausgelegt ist.
""",
        lead="Pendler müssen sich weiter gedulden: Die Mittel fließen vorerst in die Sanierung der Autobahnbrücken.",
        section="Region",
        caption="Morgendlicher Stau an der Auffahrt zur alten Rheinbrücke.",
        tags=("Rheinbrücke", "Verkehr", "Unterfeld"),
    )
    return make(
        "be-de-badges-staff",
        "discussion",
        "de-rheintal",
        st,
        Parts(before=block),
        seeds(cs),
        path="/region/zweite-rheinbruecke-baubeginn-2015",
        container="div#kommentare.rr-kommentare: h2 'Kommentare (11)', a badge legend, div.rr-kommentar (a.rr-nutzer, img.rr-badge alt 'Verifizierter Nutzer', span.rr-datum, div.rr-text, 'Empfehlen (n) | Antworten | Melden'); the newsroom's answers as div.rr-red inside the reader's box (img alt 'Mitarbeiter der Redaktion', name, 'Redaktion', time, div.rr-red-text); readers' replies in div.rr-antworten, two levels",
        heading="Kommentare (11)",
        description="A German regional paper of 2012: 11 comments; verified readers marked by a badge image (alt text only), the newsroom's two answers printed inside the reader's comment box in a wrapper of their own (div.rr-red, a staff badge image), readers' replies nested in div.rr-antworten two levels; 'Empfehlen (n)', 'Melden'.",
    )


def fr_lire_la_suite() -> Case:
    cs = thread("""
Josiane Fabre | Le 12/06/2012 à 18h42 | - | ab | C'est toujours pareil : on supprime le car du dimanche parce qu'il n'y a personne dedans, et il n'y a personne dedans parce que les horaires ne correspondent à rien. Le dernier car arrivait à Sévérac après le départ du train pour Paris, alors forcément, les étudiants prenaient la voiture des parents.
Bernard_12 | Le 12/06/2012 à 18h55 | 0 | - | Entièrement d'accord. Ma fille rentre à Montpellier le dimanche soir et nous faisons l'aller-retour en voiture, quatre-vingts kilomètres.
Lucienne Mas | Le 12/06/2012 à 19h10 | - | - | Les personnes âgées du plateau qui n'ont pas de voiture vont encore être un peu plus isolées. Le dimanche, c'était le jour des visites à la maison de retraite de Millau. Qui va les emmener maintenant ? Le conseil général pourrait au moins proposer un transport à la demande, comme cela se fait dans le département voisin depuis deux ans.
Thierry Causse | Le 12/06/2012 à 19h34 | 2 | ab | Le transport à la demande existe déjà en semaine, il suffit d'appeler la veille avant 17 heures. Reste à l'étendre au dimanche, c'est ce qu'il faudrait demander.
Randonneur48 | Le 12/06/2012 à 20h02 | - | - | Pour les randonneurs aussi c'est une mauvaise nouvelle. On venait de Millau en car pour faire les gorges et on redescendait le soir.
P. Vidal | Le 12/06/2012 à 20h47 | - | - | Cinquante mille euros par an pour un car presque vide, je comprends la décision, même si elle fait mal. Il faudrait surtout revoir l'ensemble du réseau plutôt que de couper ligne par ligne, sinon dans cinq ans il ne restera plus rien et on nous dira que c'est la faute des usagers.
Josiane Fabre | Le 12/06/2012 à 21h15 | 5 | ab | Cinquante mille euros, c'est le prix d'un rond-point. On en construit trois par an.
Mireille | Le 13/06/2012 à 08h05 | - | - | Et le covoiturage ? Il y a un groupe sur le site de la mairie, ça marche bien pour Millau.
Sébastien R. | Le 13/06/2012 à 09h30 | - | ab | Je prends ce car tous les dimanches depuis trois ans pour rejoindre mon travail à l'hôpital. Je suis infirmier de nuit et je n'ai pas le permis. À partir de septembre je ne sais tout simplement pas comment je vais faire, et personne au conseil général n'a répondu à ma lettre.
""")

    def text(i: int, c: C) -> str:
        t = c.text
        if len(t) <= 170:
            return f'<p class="cdc-txt">{esc(t)}</p>'
        cut = t.rfind(" ", 0, 140)
        return (
            f'<p class="cdc-txt"><span class="cdc-debut">{esc(t[:cut])}</span><span class="cdc-suite" id="cdc-s{i}" style="display:none">'
            f'{esc(t[cut:])}</span> <a href="#" class="cdc-lire" onclick="document.getElementById(\'cdc-s{i}\').style.display=\'inline\';'
            f"this.style.display='none';return false;\">Lire la suite</a></p>"
        )

    def item(i: int, c: C, sub: str) -> str:
        badge = ' <span class="cdc-abonne">Abonné</span>' if c.has("ab") else ""
        return (
            f'<div class="cdc-reac" id="reaction-{1500 + i}"><p class="cdc-auteur"><strong>{esc(c.name)}</strong>{badge} '
            f'<span class="cdc-date">{esc(c.when)}</span></p>{text(i, c)}'
            '<p class="cdc-outils"><a href="#">Répondre</a> · <a href="/signaler">Signaler un abus</a></p>'
            + (f'<div class="cdc-reponses">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="cdc-reactions" id="reactions"><h3>Vos réactions (9)</h3><p class="cdc-charte">Réagissez dans le respect de la '
        '<a href="/charte">charte</a>. Les réactions sont réservées aux abonnés et aux inscrits.</p>'
        + tree(cs, item, lambda s: s)
        + '<p><a class="cdc-btn" href="/connexion">Réagir à cet article</a></p></div>'
    )
    st = Story(
        "La ligne de car Millau–Sévérac ne circulera plus le dimanche",
        "Par Anne-Laure Bonnafous",
        "2012-06-12T12:10:00+02:00",
        "Publié le 12/06/2012 à 12h10",
        """
À partir du 1er septembre, la ligne départementale de car entre Millau et Sévérac-le-Château ne fonctionnera plus le dimanche. Le conseil général a voté la suppression des deux allers-retours dominicaux lors de sa dernière séance.

Selon le département, ces services transportaient en moyenne six voyageurs par trajet, pour un coût d'environ 50 000 euros par an. Les horaires de semaine ne changent pas.

Plusieurs communes du plateau ont fait part de leur inquiétude, notamment pour les étudiants et les salariés de l'hôpital qui n'ont pas de voiture.
""",
        section="Département",
        caption="L'arrêt de car de la place du Mandarous.",
        tags=("transports", "conseil général", "Sévérac"),
    )
    return make(
        "be-fr-lire-la-suite",
        "discussion",
        "fr-causses",
        st,
        Parts(before=block),
        seeds(cs),
        path="/departement/ligne-car-millau-severac-dimanche",
        container="div#reactions.cdc-reactions: h3 'Vos réactions (9)', div.cdc-reac (strong name, span.cdc-abonne 'Abonné', span.cdc-date, p.cdc-txt, 'Répondre · Signaler un abus'), replies in div.cdc-reponses one level; four long texts cut after about 140 characters: the rest in span.cdc-suite (display:none) before a 'Lire la suite' link",
        heading="Vos réactions (9)",
        description="A French regional daily of 2012: 9 reactions, replies one level, subscribers badged 'Abonné'. Hardest: four long reactions show only their first 140 characters; the rest of each is rendered in a hidden span and shown by its 'Lire la suite' link (one click: the truth has the whole text).",
        check_steps=tuple(f"click:#reactions .cdc-lire >> nth={k}" for k in range(3, -1, -1)),
        reveal="on_load (four cut texts: one click each)",
    )


def es_debate_columns() -> Case:
    cs = thread("""
Elena Marqués | 19/04/2013 10:05 | - | side=si,a=34 | Los sábados la plaza es un aparcamiento. Sin coches los bares podrían sacar terrazas y los niños jugar donde jugábamos nosotros.
Ramón Quiles | 19/04/2013 10:40 | 0 | a=8 | ¿Y los vecinos del casco que tenemos garaje? Yo no puedo dejar el coche en la calle.
Elena Marqués | 19/04/2013 11:02 | 1 | a=15 | La propuesta deja entrar a los residentes con garaje, Ramón. Solo se prohíbe aparcar en la plaza.
Iván Soler | 19/04/2013 11:30 | - | side=si,a=21 | En Villanueva lo hicieron hace cuatro años y ahora los comercios están encantados, aunque al principio protestaron.
Maite Gil | 19/04/2013 12:15 | - | side=si,a=6 | Por la salud de todos, menos humo en el centro.
Javier Ortuño | 19/04/2013 13:02 | - | side=si,a=11 | Que pongan un autobús lanzadera desde el aparcamiento de la estación y asunto resuelto.
Fermín Aliaga | 19/04/2013 10:12 | - | side=no,a=29 | Soy comerciante en la calle Real. La mitad de mis clientes viene de los pueblos en coche el sábado. Si no pueden aparcar cerca, se van al centro comercial.
Iván Soler | 19/04/2013 10:50 | 6 | a=12 | Fermín, el aparcamiento de la estación está a cinco minutos andando.
Fermín Aliaga | 19/04/2013 11:15 | 7 | a=19 | Cinco minutos para ti. Para una señora de ochenta años con la compra, no.
Consuelo Beltrán | 19/04/2013 12:40 | - | side=no,a=14 | Primero que arreglen el aparcamiento de la estación, que no tiene ni luz por la noche.
Paco | 19/04/2013 14:20 | - | side=no,a=5 | Siempre se decide todo pensando en los del centro, nunca en los de los pueblos.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="dan-arg" id="arg-{210 + i}"><div class="dan-arg-cab"><span class="dan-arg-autor">{esc(c.name)}</span> '
            f'<span class="dan-arg-fecha">{esc(c.when)}</span></div><div class="dan-arg-txt">{paras(c.text)}</div>'
            f'<div class="dan-arg-pie">Apoyos: <b>{c.get("a")}</b> · <a href="#">Apoyar</a> · <a href="#">Replicar</a> · '
            '<a href="/denunciar">Denunciar</a></div>'
            + (f'<div class="dan-replicas">{sub}</div>' if sub else "")
            + "</div>"
        )

    def column(side: str, title: str) -> str:
        tops = [i for i, c in enumerate(cs) if c.get("side") == side]
        inner = "".join(item(i, cs[i], tree(cs, item, lambda s: s, i)) for i in tops)
        return f'<div class="dan-col dan-{side}"><h4>{esc(title)}</h4>{inner}</div>'

    block = (
        '<div class="dan-debate" id="debate"><h3>El debate: ¿Peatonalizar la plaza Mayor los fines de semana?</h3>'
        '<div class="dan-barra"><span class="dan-si" style="width:58%">Sí 58%</span><span class="dan-no" style="width:42%">No 42%</span></div>'
        '<p class="dan-votos">1.312 votos · Elige tu postura y argumenta</p><div class="dan-cols" style="display:flex;gap:16px">'
        + column("si", "A favor (4)")
        + column("no", "En contra (3)")
        + '</div><p class="dan-normas"><a href="/normas">Normas de participación</a></p></div>'
    )
    st = Story(
        "El Ayuntamiento estudia cerrar la plaza Mayor al tráfico los fines de semana",
        "Lucía Ferrándiz",
        "2013-04-18T20:00:00+02:00",
        "18/04/2013 - 20:00",
        """
El equipo de gobierno municipal ha presentado a los grupos de la oposición un borrador para cerrar al tráfico la plaza Mayor y las calles Real y Tintoreros los sábados y domingos, de diez de la mañana a diez de la noche.

Los residentes con plaza de garaje podrían seguir entrando, y la carga y descarga se permitiría hasta las once. El aparcamiento de la estación, a unos 400 metros, quedaría gratuito durante esas horas.

La asociación de comerciantes del casco ha pedido una reunión antes de que la propuesta llegue al pleno de mayo.
""",
        section="Local",
        caption="Coches aparcados en la plaza Mayor un sábado por la mañana.",
        tags=("plaza Mayor", "tráfico", "comercio"),
    )
    return make(
        "be-es-debate-columns",
        "discussion",
        "es-altiplano",
        st,
        Parts(before=block),
        seeds(cs),
        path="/local/plaza-mayor-peatonal-fines-de-semana",
        container="div#debate.dan-debate: h3 'El debate: …', a yes/no bar, two side-by-side div.dan-col columns 'A favor (4)' and 'En contra (3)', each of div.dan-arg (span.dan-arg-autor, span.dan-arg-fecha, div.dan-arg-txt, 'Apoyos: n · Apoyar · Replicar · Denunciar'), replies in div.dan-replicas two levels",
        heading="El debate: ¿Peatonalizar la plaza Mayor los fines de semana?",
        description="A Spanish provincial daily of 2013: a readers' debate under the article, 11 comments in two side-by-side columns, for (4 arguments) and against (3), with replies ('réplicas') two levels, some crossing sides; the column counts name only the top-level arguments. Hardest: one discussion split in two parallel lists, time order interleaved across them.",
    )


def it_tabs() -> Case:
    cs = thread("""
Giuliana Ferri | 23/11/2011 - 09:14 | - | v=41 | In quella scuola ho fatto le elementari io, mia madre e mio figlio. Venderla a un privato per farci appartamenti mi sembra una sconfitta per tutto il Borgo.
Ernesto B. | 23/11/2011 - 09:40 | 0 | v=12 | Giuliana, la scuola è chiusa da sei anni e il tetto perde. Meglio venderla che vederla crollare.
Sandro Pellegrini | 23/11/2011 - 10:02 | - | v=28 | Perché non farne una casa per le associazioni? La banda e il coro provano in una cantina.
Luisa Trentin | 23/11/2011 - 10:35 | 2 | v=9 | Lo avevano proposto già nel 2009, ma servivano 300 mila euro di lavori che il Comune non ha.
Marco Valsecchi | 23/11/2011 - 11:20 | - | v=3 | Base d'asta 480 mila per 1.200 metri quadri in centro? La compro io.
Fabio Conti | 23/11/2011 - 12:05 | 4 | v=15 | Con il vincolo della Soprintendenza sulla facciata i costi di ristrutturazione sono il doppio, ecco perché costa poco.
Anna Maria Zoppi | 23/11/2011 - 13:48 | - | v=22 | Chiedo che almeno il giardino resti pubblico. È l'unico spazio verde del Borgo Alto.
Pietro | 23/11/2011 - 15:10 | - | v=1 | I soldi dove vanno? Spero nelle strade.
Bruno Dalla Valle | 23/11/2011 - 17:30 | 7 | v=19,cons | Il ricavato, come previsto dal bilancio, va alla messa in sicurezza della scuola media di via Roma. Lo spiegherò in consiglio giovedì.
Rita Moser | 24/11/2011 - 08:02 | - | v=6 | Tristezza. Un altro pezzo di storia che se ne va.
""")

    def card(i: int, c: C, extra: str = "") -> str:
        role = ' <span class="gv-ruolo">consigliere comunale</span>' if c.has("cons") else ""
        return (
            f'<div class="gv-cm-testa"><span class="gv-cm-nome">{esc(c.name)}</span>{role} <span class="gv-cm-data">{esc(c.when)}</span>{extra}</div>'
            f'<div class="gv-cm-corpo">{paras(c.text)}</div>'
            f'<div class="gv-cm-piede"><span class="gv-voti">+{c.get("v")}</span> <a href="#">Mi piace</a> · <a href="#">Rispondi</a> · '
            '<a href="/segnala">Segnala</a></div>'
        )

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="gv-cm" id="gv-cm-{i}">{card(i, c)}'
            + (f'<ul class="gv-risposte">{sub}</ul>' if sub else "")
            + "</li>"
        )

    top = sorted(range(len(cs)), key=lambda k: -int(cs[k].get("v")))[:4]
    voted = "".join(
        '<li class="gv-cm gv-top">'
        + card(
            k,
            cs[k],
            f' <span class="gv-inrisp">in risposta a {esc(cs[p].name)}</span>'
            if (p := cs[k].seed.parent) is not None
            else "",
        )
        + "</li>"
        for k in top
    )
    block = (
        '<div class="gv-commenti" id="commenti"><h3>Commenti</h3><ul class="gv-schede">'
        '<li class="gv-attiva"><a href="#gv-piuvotati" data-pane="gv-piuvotati">I più votati</a></li>'
        '<li><a href="#gv-tutti" data-pane="gv-tutti" id="gv-tab-tutti">Tutti i commenti (10)</a></li></ul>'
        f'<div class="gv-pane" id="gv-piuvotati"><ul class="gv-lista">{voted}</ul></div>'
        '<div class="gv-pane" id="gv-tutti" style="display:none"><ul class="gv-lista">'
        + tree(cs, item, lambda s: s)
        + "</ul></div>"
        "<script>(function(){var box=document.getElementById('commenti');box.querySelector('.gv-schede').addEventListener('click',"
        "function(e){var id=e.target.getAttribute('data-pane');if(!id)return;e.preventDefault();"
        "var ps=box.querySelectorAll('.gv-pane');for(var i=0;i<ps.length;i++){ps[i].style.display=ps[i].id==id?'block':'none';}});})();</script>"
        '<p class="gv-regole"><a href="/login">Accedi</a> per commentare. <a href="/regole">Regole</a></p></div>'
    )
    st = Story(
        "Il Comune vende l'ex scuola di Borgo Alto: base d'asta 480 mila euro",
        "di Chiara Benedetti",
        "2011-11-22T18:45:00+01:00",
        "22 novembre 2011",
        """
La giunta comunale ha approvato il bando per la vendita dell'ex scuola elementare di Borgo Alto, chiusa dal 2005. La base d'asta è fissata in 480 mila euro e le offerte potranno essere presentate fino al 31 gennaio.

L'edificio, costruito nel 1911, ha una superficie di circa 1.200 metri quadrati e un giardino di 600. La facciata è vincolata dalla Soprintendenza e non potrà essere modificata.

Secondo l'assessore al bilancio, il ricavato servirà ai lavori di adeguamento antisismico della scuola media. Alcuni residenti hanno annunciato una raccolta di firme per chiedere che il giardino resti pubblico.
""",
        section="Cronaca",
        caption="L'ex scuola elementare di Borgo Alto.",
        tags=("Borgo Alto", "scuola", "bilancio"),
    )
    return make(
        "be-it-tabs-most-voted",
        "discussion",
        "it-valserena",
        st,
        Parts(before=block),
        seeds(cs),
        path="/cronaca/vendita-ex-scuola-borgo-alto",
        container="div#commenti.gv-commenti: h3 'Commenti', tabs 'I più votati' / 'Tutti i commenti (10)'; the visible pane holds copies of the four most voted (li.gv-cm.gv-top, a reply marked 'in risposta a NAME'); the hidden pane #gv-tutti (display:none, one click on its tab) holds ul.gv-lista > li.gv-cm (span.gv-cm-nome, span.gv-cm-data, div.gv-cm-corpo, +n · Mi piace · Rispondi · Segnala), replies in ul.gv-risposte one level",
        heading="Commenti",
        description="An Italian valley paper of 2011: 10 comments, replies one level, a councillor among them. Hardest: the page opens on a 'I più votati' tab showing copies of four comments (one a reply, marked 'in risposta a …'); the whole thread is in the second tab, rendered but hidden until its tab is clicked.",
        check_steps=("click:#gv-tab-tutti",),
        reveal="on_load (the full thread in a hidden tab: one click)",
    )


def pt_collapsed_section() -> Case:
    cs = thread("""
Valdir Moreira | 15/08/2012 às 14h32 | - | c=4 | Mais uma obra que vai ficar pela metade. Lembram da ciclovia da avenida Brasil?
Cristiane Lopes | 15/08/2012 às 14h50 | 0 | c=11 | A ciclovia está pronta desde março, Valdir. Só falta a sinalização.
Dona Zilda | 15/08/2012 às 15h07 | - | c=9 | E quem mora no centro e não tem carro vai como até a BR? De táxi?
Rodrigo Fagundes | 15/08/2012 às 15h26 | 2 | c=7 | Vai ter linha circular ligando o centro ao terminal novo a cada vinte minutos, segundo o secretário.
Marcelo T. | 15/08/2012 às 16h01 | - | c=15 | Finalmente. O terminal atual é um perigo, os ônibus manobram no meio da praça.
Adriana Beal | 15/08/2012 às 16h44 | - | c=6 | Os ambulantes que trabalham no terminal velho vão ser realocados? Minha mãe vende pastel lá há 15 anos.
Ivo Sartori | 15/08/2012 às 17h20 | 5 | c=13,ver | Adriana, o projeto prevê 24 boxes para os ambulantes cadastrados no terminal novo. Sua mãe deve procurar a secretaria até setembro.
Adriana Beal | 15/08/2012 às 17h35 | 6 | c=3 | Obrigada, vereador, vou avisar ela.
Jorge Henrique | 15/08/2012 às 19h12 | - | c=1 | Prefiro nem comentar.
Patrícia N. | 16/08/2012 às 08h40 | - | c=5 | Quanto vai custar tudo isso? A matéria não diz.
""")

    def item(i: int, c: C, sub: str) -> str:
        role = ' <span class="jps-selo">Vereador</span>' if c.has("ver") else ""
        return (
            f'<div class="jps-cmt" id="jps-cmt-{i}"><img src="/_avatar/jps-{i}.svg" width="36" height="36" alt="">'
            f'<p class="jps-cab"><b>{esc(c.name)}</b>{role} <small>{esc(c.when)}</small></p>'
            f'<div class="jps-txt">{paras(c.text)}</div><p class="jps-acoes"><a href="#">Curtir ({c.get("c")})</a> · '
            '<a href="#">Responder</a> · <a href="/denunciar">Denunciar</a></p>'
            + (f'<div class="jps-resp">{sub}</div>' if sub else "")
            + "</div>"
        )

    block = (
        '<div class="jps-comentarios"><p class="jps-abrir-box"><a href="#" class="jps-abrir" onclick="document.getElementById('
        "'jps-coment').style.display='block';this.style.display='none';return false;\">Ver comentários (10)</a></p>"
        '<div id="jps-coment" style="display:none"><h3>Comentários</h3><p class="jps-aviso">Os comentários são de responsabilidade '
        'de seus autores. <a href="/termos">Termos de uso</a></p>'
        + tree(cs, item, lambda s: s)
        + '<form action="/comentar"><textarea></textarea><button>Comentar</button></form></div></div>'
    )
    st = Story(
        "Câmara aprova mudança do terminal rodoviário para a margem da BR",
        "Da Redação",
        "2012-08-14T21:30:00-03:00",
        "14/08/2012 21h30",
        """
A Câmara Municipal aprovou na noite de terça-feira, por 11 votos a 4, o projeto que transfere o terminal rodoviário da praça Rui Barbosa para um terreno às margens da BR, no bairro Santa Rita.

A obra, orçada pela prefeitura, deve começar no início do próximo ano. O terminal atual, inaugurado em 1971, não comporta mais o movimento de ônibus intermunicipais.

Moradores do centro temem ficar sem acesso fácil ao transporte. A secretaria de obras promete uma linha circular ligando o centro ao novo terminal.
""",
        section="Cidade",
        caption="O terminal rodoviário da praça Rui Barbosa.",
        tags=("terminal rodoviário", "Câmara", "transporte"),
    )
    return make(
        "be-pt-collapsed-section",
        "discussion",
        "pt-planalto",
        st,
        Parts(before=block),
        seeds(cs),
        path="/cidade/terminal-rodoviario-br",
        container="div.jps-comentarios: a link 'Ver comentários (10)'; div#jps-coment (display:none until the link is clicked): h3 'Comentários', div.jps-cmt (avatar, b name, 'Vereador' badge, small time, div.jps-txt, 'Curtir (n) · Responder · Denunciar'), replies in div.jps-resp two levels",
        heading="Comentários",
        description="A Brazilian city paper of 2012: 10 comments, replies two levels, a councillor badged 'Vereador'. Hardest: the whole comment section is rendered but hidden (display:none) until 'Ver comentários (10)' is clicked once.",
        check_steps=("click:.jps-abrir",),
        reveal="on_load (the section hidden: one click)",
    )


def threads2_be() -> list[Case]:
    return [de_badges_staff(), fr_lire_la_suite(), es_debate_columns(), it_tabs(), pt_collapsed_section()]
