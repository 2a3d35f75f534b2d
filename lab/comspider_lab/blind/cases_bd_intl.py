"""Blind set BD: five discussions in other languages, each an article's thread as an invented forum engine printed
it under the article (2009-2013), each with its one most awkward trait: a member column longer than the posts (de),
quotes nested two levels (fr), quotes folded to one line with the whole quote hidden (es), the member column after
the text in source order (it), the journalist's opening post and answers in the same markup (nl). Every class name,
name, place and text invented for this set; each post written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bd_common import Case, P, Parts, Story, esc, make, member, paras, posts, seeds

MONTHS_DE = ("Jan.", "Feb.", "März", "Apr.", "Mai", "Juni", "Juli", "Aug.", "Sep.", "Okt.", "Nov.", "Dez.")


# --------------------------------------------------------------------------- de: member column longer than the posts


def de_umgehung() -> Case:
    towns = {
        "Schorsch61": "Oberwiesen",
        "Anke_B": "Mittelstadt",
        "Landei": "Kirchhorst",
        "Pendler07": "Mittelstadt-Süd",
        "Wiesentaler": "Niederwiesen",
        "Moni K.": "Mittelstadt",
        "Heiner": "Brückfeld",
    }
    ps = posts("""
Schorsch61 | 15.09.2011, 07:58 | - | - | Endlich. Zwanzig Jahre Gerede.
Anke_B | 15.09.2011, 08:20 | 0 | - | Abwarten, gebaut ist noch nichts.
Landei | 15.09.2011, 08:41 | - | - | Und wer fragt die Kiebitze auf der Brückwiese?
Pendler07 | 15.09.2011, 09:05 | - | - | Jeden Morgen 25 Minuten Stau an der Ampel Hauptstraße. Mir egal, wo die Straße langgeht, Hauptsache sie kommt.
Wiesentaler | 15.09.2011, 09:30 | 2 | - | Die Ausgleichsflächen sind doch im Plan. Seite 40 ff.
Landei | 15.09.2011, 09:52 | 4 | - | Ausgleich auf dem Papier. Kenn ich.
Moni K. | 15.09.2011, 12:14 | - | - | Für uns an der Hauptstraße wäre es ein Segen. Nachts fahren da die Laster im Minutentakt.
Heiner | 15.09.2011, 13:37 | 3 | - | Stimmt, und am Freitag ist es noch schlimmer.
Anke_B | 15.09.2011, 18:03 | 6 | - | Das glaube ich dir sofort, Moni. Ich wohne zwei Straßen weiter und höre sie auch.
Schorsch61 | 15.09.2011, 20:46 | 1 | - | Auch wieder wahr.
""")

    def col(p: P) -> str:
        m, y, n = member(p.name, 2011)
        return (
            f'<td class="kb-profil" valign="top"><a class="kb-nick" href="/forum/profil.php?id={300 + p.num}">{esc(p.name)}</a>'
            f'<img src="/_avatar/kb-{p.num}.svg" width="80" height="80" alt="" /><dl class="kb-daten">'
            f"<dt>Rang</dt><dd>{'Stammleser' if n > 500 else 'Leser'}</dd><dt>Registriert seit</dt><dd>{MONTHS_DE[m - 1]} {y}</dd>"
            f"<dt>Beiträge</dt><dd>{n}</dd><dt>Wohnort</dt><dd>{esc(towns[p.name])}</dd>"
            f"<dt>Danke erhalten</dt><dd>{n // 9} Mal in {n // 11} Beiträgen</dd><dt>Status</dt><dd>Offline</dd></dl></td>"
        )

    def item(p: P) -> str:
        quote = ""
        if p.parent is not None:
            q = ps[p.parent]
            quote = f'<div class="kb-zitat"><div class="kb-zk">Zitat von <b>{esc(q.name)}</b></div>{paras(q.text)}</div>'
        return (
            f'<table class="kb-beitrag" id="b{9100 + p.num}" width="100%"><tr><td colspan="2" class="kb-kopf">{esc(p.when)} '
            f'<a href="#b{9100 + p.num}">Beitrag {p.num + 1}</a></td></tr><tr>{col(p)}'
            f'<td class="kb-inhalt" valign="top">{quote}{paras(p.text)}</td></tr>'
            '<tr><td colspan="2" class="kb-knoepfe"><a href="#">Zitieren</a> <a href="#">Antworten</a> <a href="#">Melden</a> '
            '<a href="#">Danke</a></td></tr></table>'
        )

    block = (
        '<div class="kb-forum"><h2>Diskussion im Kreisbote-Forum</h2><p class="kb-info">10 Beiträge · '
        '<a href="/forum/thema/umgehung-oberwiesen">Zum Thema im Forum</a></p>'
        + "".join(item(p) for p in ps)
        + "</div>"
    )
    css = (
        ".kb-beitrag{border:1px solid #9ab;margin:6px 0;font-size:12px}.kb-kopf{background:#0a2a55;color:#fff;font-size:10px}"
        ".kb-profil{width:190px;background:#eef2f7;font-size:10px}.kb-daten dt{float:left;clear:left;width:90px;color:#666}"
        ".kb-daten dd{margin-left:92px}.kb-zitat{background:#f4f4f4;border:1px solid #ccc;padding:4px;margin-bottom:4px}.kb-knoepfe{text-align:right;font-size:10px}"
    )
    st = Story(
        "Ortsumgehung Oberwiesen: Planfeststellung beginnt",
        "Von Uwe Sattler",
        "2011-09-14T17:30:00+02:00",
        "14.09.2011",
        """
Für die seit Jahrzehnten diskutierte Ortsumgehung von Oberwiesen hat die Landesbehörde das Planfeststellungsverfahren eröffnet. Die Pläne liegen ab Montag vier Wochen lang im Rathaus aus.

Die 4,8 Kilometer lange Trasse führt östlich um den Ort herum und quert die Brückwiese auf einer Brücke. Die Kosten werden auf 31 Millionen Euro geschätzt.

Einwendungen können bis zwei Wochen nach Ende der Auslegung schriftlich eingereicht werden.
""",
        section="Kreis",
        related=("Kirmes in Brückfeld", "Neues Gewerbegebiet am Bahnhof", "TSV verliert Derby"),
        tags=("Ortsumgehung", "Oberwiesen", "Verkehr"),
    )
    return make(
        "bd-de-profile-column",
        "discussion",
        "de-kreisbote",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/kreis/ortsumgehung-oberwiesen-planfeststellung.html",
        container="div.kb-forum: h2 'Diskussion im Kreisbote-Forum', table.kb-beitrag per post (a head row with date and 'Beitrag n', td.kb-profil with nick, avatar and a dl of six items: Rang, Registriert seit, Beiträge, Wohnort, Danke erhalten, Status; td.kb-inhalt with div.kb-zitat 'Zitat von NAME' and the text; Zitieren/Antworten/Melden/Danke)",
        heading="Diskussion im Kreisbote-Forum",
        description="Hardest: a member column of six labelled facts (rank, registered since, posts, town, thanks received, status) beside posts of one or two short sentences, more text in the column than in the post. A German county paper of 2011: the forum thread under the article, quotes 'Zitat von NAME'.",
    )


# --------------------------------------------------------------------------- fr: quotes nested two levels


def fr_digue() -> Case:
    ps = posts("""
Gwenaël | 24/02/2010 à 21h10 | - | - | Trois ans qu'on attend ces travaux, et il a fallu une tempête pour que le département se décide.
Marie-Jo29 | 24/02/2010 à 21h32 | 0 | - | Le dossier était bloqué par la question des enrochements, pas par le département. Il fallait l'accord de l'État.
Gwenaël | 24/02/2010 à 21h50 | 1 | - | Peut-être, mais en attendant ce sont nos caves qui ont pris l'eau.
Le Vieux Loup | 25/02/2010 à 07h15 | 2 | - | Les caves de la rue du Port prennent l'eau à chaque grande marée depuis que je suis gamin. La digue n'y change pas grand-chose.
Sterenn | 25/02/2010 à 08h40 | - | - | Est-ce que le chemin côtier restera ouvert pendant les travaux ? C'est mon trajet pour aller au travail à vélo.
Yann Le Bris | 25/02/2010 à 09h05 | 4 | - | D'après la mairie, il sera dévié par la rue des Goémoniers, sauf les jours de livraison des blocs.
Sterenn | 25/02/2010 à 09h22 | 5 | - | Merci, c'est un détour de cinq minutes, ça ira.
Marie-Jo29 | 25/02/2010 à 12h30 | 3 | - | Le Vieux Loup a raison, c'est le réseau d'eaux pluviales qui refoule. C'est un autre chantier.
Anne-Laure P. | 25/02/2010 à 18h05 | - | - | 4,2 millions pour 600 mètres. Quelqu'un sait combien avait coûté la première digue ?
""")

    def quote(i: int | None, depth: int = 0) -> str:
        if i is None or depth > 1:
            return ""
        q = ps[i]
        inner = quote(q.parent, depth + 1)
        return (
            f'<blockquote class="cc-cite"><div class="cc-cite-t"><b>{esc(q.name)}</b> a écrit :</div>{inner}'
            f"{paras(q.text)}</blockquote>"
        )

    def item(p: P) -> str:
        return (
            f'<dl class="cc-msg" id="m{470 + p.num}"><dt class="cc-aut"><img src="/_avatar/cc-{p.num}.svg" width="48" height="48" alt="" />'
            f'<a href="/forum/membre/{470 + p.num}">{esc(p.name)}</a><span class="cc-stat">Messages : {member(p.name, 2010)[2]}</span></dt>'
            f'<dd class="cc-date">Posté le {esc(p.when)} · <a href="#m{470 + p.num}">n°{p.num + 1}</a></dd>'
            f'<dd class="cc-corps">{quote(p.parent)}{paras(p.text)}</dd><dd class="cc-outils">Citer · Répondre · Signaler</dd></dl>'
        )

    block = (
        '<div class="cc-forum"><h3>Réagissez sur le forum</h3><p class="cc-fil">Sujet : Digue de Port-Kerlan — 9 messages</p>'
        + "".join(item(p) for p in ps)
        + "</div>"
    )
    css = (
        ".cc-msg{border-bottom:1px solid #d9d3c5;margin:0;padding:6px 0;overflow:hidden}.cc-aut{float:left;width:120px;font-size:11px}"
        ".cc-aut span{display:block;color:#888}.cc-msg dd{margin-left:130px}.cc-date{font-size:10px;color:#999}"
        ".cc-cite{background:#f6f3ec;border-left:3px solid #7b2d26;margin:4px 0;padding:4px 8px}.cc-outils{font-size:10px;text-align:right}"
    )
    st = Story(
        "Port-Kerlan : la digue sera renforcée avant l'hiver prochain",
        "Par Loïc Guéguen",
        "2010-02-24T18:00:00+01:00",
        "24 février 2010",
        """
Le département a voté mardi un budget de 4,2 millions d'euros pour renforcer les 600 mètres de digue qui protègent le bas du bourg de Port-Kerlan.

Les travaux, qui consistent à poser des enrochements au pied de l'ouvrage et à le rehausser de 80 centimètres, doivent commencer en mai et s'achever avant les grandes marées d'automne.

Pendant le chantier, le sentier côtier sera dévié par l'intérieur du bourg.
""",
        section="Mer",
        related=(
            "La criée bat un record",
            "Régates : le programme de l'été",
            "Un phoque aperçu dans le port",
        ),
        tags=("Port-Kerlan", "digue", "submersion"),
    )
    return make(
        "bd-fr-nested-quotes",
        "discussion",
        "fr-cotes",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/mer/port-kerlan-digue-renforcee.html",
        container="div.cc-forum: h3 'Réagissez sur le forum', dl.cc-msg per message (dt.cc-aut avatar, name, 'Messages : n'; dd.cc-date 'Posté le …', dd.cc-corps with blockquote.cc-cite 'NAME a écrit :' holding the quoted message's own quote, dd.cc-outils)",
        heading="Réagissez sur le forum",
        description="Hardest: quotes nested two levels: a reply quotes its parent together with the parent's own quote of the message before ('NAME a écrit :' inside 'NAME a écrit :'), so a message holds three people's words. A French coastal paper of 2010: the forum's messages as definition lists under the article.",
    )


# --------------------------------------------------------------------------- es: folded quotes


def es_riego() -> Case:
    ps = posts("""
Paco_Almendro | 05/06/2012 22:14 | - | - | Por fin se acuerda alguien de los regantes de la parte alta. Llevamos diez años regando a turnos de noche.
Remedios | 05/06/2012 22:40 | 0 | - | Los turnos de noche van a seguir, Paco. La balsa es para el verano, no para cambiar los horarios.
Paco_Almendro | 05/06/2012 23:02 | 1 | - | Pues entonces que lo expliquen bien, porque en la reunión dijeron otra cosa.
Ginés M. | 06/06/2012 08:15 | - | - | ¿Alguien sabe si la balsa va a ocupar las tierras del Cerro Blanco? Mi suegro tiene allí dos bancales.
Amparo V. | 06/06/2012 09:30 | 3 | - | Según el proyecto va en la parcela municipal junto al depósito viejo, no toca el Cerro Blanco.
Tomás Gil | 06/06/2012 11:45 | - | - | Dos millones y medio para una balsa y la carretera de la sierra sin arreglar.
Remedios | 06/06/2012 12:20 | 5 | - | Son partidas distintas, Tomás. El dinero de la balsa viene de la comunidad de regantes y de Agricultura.
Ginés M. | 06/06/2012 13:05 | 4 | - | Gracias, Amparo. Se lo digo esta noche.
""")

    def quote(p: P) -> str:
        if p.parent is None:
            return ""
        q = ps[p.parent]
        first = " ".join(q.text.split()[:6])
        return (
            f'<div class="vg-cita"><a href="#" class="vg-vercita">Cita de {esc(q.name)}: «{esc(first)}…» [ver]</a>'
            f'<div class="vg-citacompleta" style="display:none">{paras(q.text)}</div></div>'
        )

    def item(p: P) -> str:
        return (
            f'<div class="vg-post" id="p{12000 + p.num}"><div class="vg-autor"><b>{esc(p.name)}</b><br />'
            f'<small>Mensajes: {member(p.name, 2012)[2]}</small></div><div class="vg-cuerpo">'
            f'<div class="vg-fecha">{esc(p.when)} · <a href="#p{12000 + p.num}">#{p.num + 1}</a></div>{quote(p)}'
            f'<div class="vg-texto">{paras(p.text)}</div><div class="vg-acc">Citar · Responder · Denunciar</div></div></div>'
        )

    block = (
        '<div class="vg-foro"><h3>Foro: La balsa de riego de la parte alta</h3><p>8 mensajes · <a href="/foros/riego/balsa">Ir al foro</a></p>'
        + "".join(item(p) for p in ps)
        + "</div>"
    )
    css = (
        ".vg-post{overflow:hidden;border-top:1px solid #ccc;padding:6px 0}.vg-autor{float:left;width:120px}.vg-cuerpo{margin-left:130px}"
        ".vg-fecha{font-size:10px;color:#888}.vg-cita{font-size:11px;background:#f3f3f3;padding:2px 6px}.vg-acc{font-size:10px;text-align:right}"
    )
    st = Story(
        "La Vega Alta tendrá una balsa de riego de 90.000 metros cúbicos",
        "Redacción",
        "2012-06-05T13:00:00+02:00",
        "05/06/2012",
        """
La comunidad de regantes de la Vega Alta y la consejería de Agricultura han firmado el convenio para construir una balsa de riego de 90.000 metros cúbicos junto al depósito viejo.

La obra costará 2,5 millones de euros y permitirá almacenar agua en invierno para los meses de más demanda. Según la comunidad, beneficiará a 340 regantes de la parte alta.

La licitación se publicará en otoño y las obras durarán unos catorce meses.
""",
        section="Campo",
        related=(
            "La cooperativa paga la almendra a 4,1 euros",
            "Fiestas de San Roque",
            "El Vega CF sube a Preferente",
        ),
        tags=("riego", "Vega Alta", "agua"),
    )
    return make(
        "bd-es-folded-quotes",
        "discussion",
        "es-vega",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/campo/balsa-de-riego-vega-alta.html",
        container="div.vg-foro: h3 'Foro: …', div.vg-post (div.vg-autor name and 'Mensajes: n', div.vg-cuerpo: date and '#n', div.vg-cita with a one-line link 'Cita de NAME: «first words…» [ver]' and the whole quote in a hidden div.vg-citacompleta, div.vg-texto, actions)",
        heading="Foro: La balsa de riego de la parte alta",
        description="Hardest: each reply's quote is folded to one visible line ('Cita de NAME: «first words…» [ver]') with the whole quoted message in a hidden element inside the reply. A Spanish regional paper of 2012: the forum's messages under the article.",
    )


# --------------------------------------------------------------------------- it: profile after the text


def it_rifugio() -> Case:
    ps = posts("""
Camoscio | 11 ago 2009, 20:15 | - | - | Il rifugio Sella Bianca era già caro prima. Con il nuovo gestore speriamo almeno che la cucina migliori.
gianni_vt | 11 ago 2009, 20:44 | 0 | - | La cucina era buona, il problema era l'acqua: d'estate mancava sempre e i bagni erano chiusi.
Camoscio | 11 ago 2009, 21:03 | 1 | - | Vero, l'anno scorso ad agosto ci hanno dato solo acqua in bottiglia.
Rosanna B. | 11 ago 2009, 22:20 | - | - | Il nuovo gestore è il figlio dei Marchetti di Pian del Lupo, gente seria. Hanno già fatto un ottimo lavoro al bivacco.
Piero Sassi | 12 ago 2009, 07:40 | - | - | Qualcuno sa se resterà aperto anche d'inverno? Per lo scialpinismo sarebbe una manna.
Rosanna B. | 12 ago 2009, 08:05 | 4 | - | Nell'articolo dicono solo fine settimana da dicembre a marzo, se la strada è aperta.
Piero Sassi | 12 ago 2009, 08:31 | 5 | - | Meglio di niente. Grazie Rosanna.
Lorenzo_CAI | 12 ago 2009, 12:10 | - | - | La sezione ha chiesto che il locale invernale resti sempre aperto, con o senza gestore. È una questione di sicurezza.
Ele | 12 ago 2009, 17:35 | 7 | - | Giustissimo. Due anni fa ci siamo riparati lì durante una bufera e senza quel locale non so come sarebbe finita.
""")

    def item(p: P) -> str:
        quote = ""
        if p.parent is not None:
            q = ps[p.parent]
            quote = f'<blockquote class="vt-q"><div><cite>{esc(q.name)} ha scritto:</cite></div>{paras(q.text)}</blockquote>'
        m, y, n = member(p.name, 2009)
        return (
            f'<div class="vt-post" id="p{5060 + p.num}"><div class="vt-corpo"><h4 class="vt-tit">Re: Rifugio Sella Bianca</h4>'
            f'<p class="vt-aut">da <strong>{esc(p.name)}</strong> » {esc(p.when)}</p><div class="vt-testo">{quote}{paras(p.text)}</div>'
            '<ul class="vt-bt"><li>Cita</li><li>Rispondi</li><li>Segnala</li></ul></div>'
            f'<dl class="vt-profilo"><dt><img src="/_avatar/vt-{p.num}.svg" width="60" height="60" alt="" /><br /><a href="/forum/utente/{5060 + p.num}">'
            f"{esc(p.name)}</a></dt><dd>Messaggi: {n}</dd><dd>Iscritto il: {m:02d}/{y}</dd><dd>Località: Valtorre</dd></dl></div>"
        )

    block = (
        '<div class="vt-forum"><h3>Commenta sul forum</h3><p class="vt-nav">Forum › Montagna › Rifugio Sella Bianca · 9 messaggi</p>'
        + "".join(item(p) for p in ps)
        + "</div>"
    )
    css = (
        ".vt-post{overflow:hidden;border:1px solid #cbd;margin:6px 0;background:#f9fafc}.vt-corpo{float:left;width:500px;padding:6px}"
        ".vt-profilo{float:right;width:130px;font-size:10px;border-left:1px solid #cbd;padding-left:6px}.vt-tit{margin:0;font-size:12px}"
        ".vt-aut{font-size:10px;color:#888}.vt-q{background:#eef;padding:4px}.vt-bt{list-style:none;padding:0;font-size:10px}.vt-bt li{display:inline;margin-right:6px}"
    )
    st = Story(
        "Rifugio Sella Bianca, cambio di gestione dopo 22 anni",
        "di Chiara Valsecchi",
        "2009-08-11T11:00:00+02:00",
        "11 agosto 2009",
        """
Dopo ventidue anni i coniugi Orsi lasciano la gestione del rifugio Sella Bianca, a 2.140 metri sopra Valtorre. Dal prossimo anno il rifugio sarà affidato a Matteo Marchetti, già gestore del bivacco di Pian del Lupo.

Il nuovo contratto prevede lavori sull'impianto dell'acqua e l'apertura nei fine settimana invernali, da dicembre a marzo, quando la strada è percorribile.

La sezione locale del club alpino chiede che il locale invernale resti comunque sempre aperto.
""",
        section="Montagna",
        related=(
            "Frana sulla provinciale, strada riaperta",
            "Festa dei pastori a Pian del Lupo",
            "Valtorre in finale di coppa",
        ),
        tags=("rifugi", "Valtorre", "montagna"),
    )
    return make(
        "bd-it-profile-after-text",
        "discussion",
        "it-valtorre",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/montagna/rifugio-sella-bianca-gestione.html",
        container="div.vt-forum: h3 'Commenta sul forum', div.vt-post (div.vt-corpo: h4 'Re: Rifugio Sella Bianca', 'da NAME » date', div.vt-testo with blockquote 'NAME ha scritto:', buttons; then dl.vt-profilo with avatar, name again, messages, joined, place)",
        heading="Commenta sul forum",
        description="Hardest: the member's profile comes after the post's text in the source (floated to the right), so each post's name is printed twice, in 'da NAME » date' above the text and again at the end, and every post has the subject 'Re: Rifugio Sella Bianca'. An Italian valley paper of 2009: the forum thread under the article.",
    )


# --------------------------------------------------------------------------- nl: the journalist's opening post and answers


def nl_windmolens() -> Case:
    ps = posts("""
Femke de Ruiter (redactie) | 7 april 2011 09:00 | - | x;staff | Vandaag in de krant: de gemeente wil vier windmolens langs de Oostvaart. Wat vindt u ervan? Ik lees mee en beantwoord vragen waar ik kan.
Klaas Huizinga | 7 april 2011 09:25 | - | - | Vier molens van 120 meter op 600 meter van de Oostvaartweg. Dat gaan we elke avond horen.
Femke de Ruiter (redactie) | 7 april 2011 10:02 | 1 | staff | De afstand tot de dichtstbijzijnde woning is volgens de plannen 640 meter. De geluidsnorm geldt bij de gevel van die woning.
Klaas Huizinga | 7 april 2011 10:30 | 2 | - | Bij de gevel, ja. Niet in de tuin waar we 's zomers zitten.
Joke Dijkstra | 7 april 2011 12:45 | - | - | Krijgen de omwonenden ook iets terug? In Zuidpolder kregen ze korting op de stroom.
Femke de Ruiter (redactie) | 7 april 2011 13:20 | 4 | staff | Daar wordt nog over gepraat. De wethouder zei tegen ons dat er in elk geval een fonds voor het dorp komt.
Pieter Oost | 7 april 2011 16:10 | - | - | Liever windmolens dan een kolencentrale. Het moet ergens vandaan komen.
Gerrit | 7 april 2011 19:55 | 6 | - | Dat zegt iedereen die er niet naast woont.
""")

    def item(p: P) -> str:
        quote = ""
        if p.parent is not None and not ps[p.parent].has("x"):
            q = ps[p.parent]
            quote = f'<div class="pk-citaat"><span>Citaat van {esc(q.name)}:</span>{paras(q.text)}</div>'
        return (
            f'<div class="pk-bericht{" pk-redactie" if p.has("staff") else ""}" id="b{2300 + p.num}"><div class="pk-wie">'
            f'<a href="/forum/lid/{2300 + p.num}">{esc(p.name)}</a><span>{"Redacteur" if p.has("staff") else "Lid"}</span>'
            f'<span>Berichten: {member(p.name, 2011)[2]}</span></div><div class="pk-wat"><div class="pk-tijd">{esc(p.when)}'
            f' · #{p.num + 1}</div>{quote}{paras(p.text)}<div class="pk-knop">Citeren · Reageren · Melden</div></div></div>'
        )

    block = (
        '<div class="pk-forum"><h3>Praat mee op het forum</h3><p>8 berichten in <a href="/forum/nieuws">Nieuws</a></p>'
        + "".join(item(p) for p in ps)
        + "</div>"
    )
    css = (
        ".pk-bericht{overflow:hidden;border-bottom:1px solid #d9d3c5;padding:6px 0}.pk-redactie{background:#fff7e6}"
        ".pk-wie{float:left;width:150px;font-size:11px}.pk-wie span{display:block;color:#888}.pk-wat{margin-left:160px}"
        ".pk-tijd{font-size:10px;color:#999}.pk-citaat{background:#f4f1ea;padding:4px;margin:4px 0}.pk-knop{font-size:10px;text-align:right}"
    )
    st = Story(
        "Gemeente wil vier windmolens langs de Oostvaart",
        "Door Femke de Ruiter",
        "2011-04-06T20:00:00+02:00",
        "6 april 2011",
        """
De gemeente Noordpolder wil vier windmolens laten bouwen langs de Oostvaart, ten zuiden van het dorp Oostvaartweg. Dat staat in een voorstel dat het college donderdag aan de raad stuurt.

De molens worden maximaal 120 meter hoog en leveren stroom voor ongeveer 9000 huishoudens. De dichtstbijzijnde woning staat op 640 meter afstand.

Omwonenden kunnen hun mening geven op een informatieavond op 19 april in dorpshuis De Vaart.
""",
        section="Nieuws",
        related=("Kaasmarkt weer terug", "Nieuwe brug over de Oostvaart", "Korfbal: VZK kampioen"),
        tags=("windmolens", "Noordpolder", "energie"),
    )
    return make(
        "bd-nl-journalist-opens",
        "discussion",
        "nl-polderkrant",
        st,
        Parts(after=block, css=css),
        seeds(ps),
        path="/nieuws/vier-windmolens-oostvaart.html",
        container="div.pk-forum: h3 'Praat mee op het forum', div.pk-bericht (div.pk-wie name, 'Redacteur'/'Lid', posts; div.pk-wat time and '#n', div.pk-citaat 'Citaat van NAME:', text, buttons); the journalist's posts with class pk-redactie",
        heading="Praat mee op het forum",
        description="Hardest: the journalist opens the thread with a post inviting opinions (not a comment) and then answers two readers in the same markup (comments), her name and 'Redacteur' on all three. A Dutch polder paper of 2011: the forum's thread under the article, quotes 'Citaat van NAME:'.",
    )


def threads_intl() -> list[Case]:
    return [de_umgehung(), fr_digue(), es_riego(), it_rifugio(), nl_windmolens()]
