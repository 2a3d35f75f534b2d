"""Blind set AT: seven hand-built discussions of about 2008-2014 in the served HTML: a parish clerk's blog with
"says:", nested lists by depth class, pingbacks among the comments and a comment awaiting moderation (en); a
newspaper's reader forum in a table, numbered "#n", "schrieb am" and "Zitieren", flat "@name" answers and an "Ältere
Beiträge" pager (de); a retired teacher's blog with "Posté par … le …" BELOW each text and trackbacks below the list
(fr); a definition list "… dijo:" with nested answers (es); "… ha detto..." above and the time below, flat (it); a
newspaper's nested lists "NAME | date" with "Responder" and "Denunciar" (pt); numbered reactions with the name BELOW
and "Oudere reacties" (nl). Every class name, name, place and text invented for this set; each comment written by
hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_at_common import (
    C,
    Case,
    Parts,
    Story,
    depth,
    esc,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def en_footbridge() -> Case:
    cs = thread("""
Martin Hale | June 4, 2009 at 10:32 pm | - | - | Walked the dog over it this morning and the boards are already slippery where the shade falls. Could the council put down some of that gritty strip?
Dora (the clerk) | June 4, 2009 at 10:51 pm | 0 | au | Martin, it's on the list for the July meeting. The supplier says the strip has to go on when the timber is dry, so probably August.
Martin Hale | June 5, 2009 at 7:15 am | 1 | - | Fair enough, thanks Dora. I'll keep the lead short until then.
Sue Prentice | June 5, 2009 at 9:02 am | - | - | I'm just glad the children don't have to go round by the main road any more. That bend by the pumping station always frightened me.
Geoff from Low Drove | June 5, 2009 at 11:47 am | - | - | Nobody has said what it cost in the end. The minutes say "within budget" but whose budget? // I'm not against it, I'd just like a number.
Dora (the clerk) | June 5, 2009 at 1:20 pm | 4 | au | Geoff, it was £18,400, of which the drain board paid half. The full figures are in the April minutes, page 3. I'll put them in a post of their own.
Ann Whitlock | June 5, 2009 at 2:05 pm | 5 | - | A post on the money would be very welcome, a lot of us don't get to the meetings.
Robbie T | June 6, 2009 at 6:40 pm | - | - | The handrail on the village side is a bit low for someone my height. Nearly went over it leaning on it to take a photo of the swans.
Sue Prentice | June 6, 2009 at 8:12 pm | 7 | - | Robbie, you're six foot five, nothing in this village is built for you.
Hilda Mason | June 7, 2009 at 10:30 am | - | - | My late husband used to say they'd been promising a bridge there since 1962. I wish he could have seen it.
Pete Rowan | June 8, 2009 at 9:48 pm | - | mod | Is there any plan to light it? It's pitch black crossing it after the pub.
""")
    pings = [
        (4, "Fen Edge Walks", "New bridge makes the Low Drove circuit possible again"),
        (9, "The Draining Diary", "A bridge, a ditch and a parish that asked for it"),
    ]

    def item(i: int, c: C, sub: str) -> str:
        cls = f"resp depth-{depth(cs, i)}" + (" resp-owner" if c.has("au") else "")
        mod = (
            '<em class="resp-moderation">Your comment is awaiting moderation.</em><br />'
            if c.has("mod")
            else ""
        )
        ping = ""
        for after, blog, title in pings:
            if after == i:
                ping = (
                    f'<li class="resp-ping depth-1" id="resp-{300 + after}p"><div class="resp-body">'
                    f'<p>Pingback: <a href="/out/{after}/" rel="external nofollow">{esc(blog)} » {esc(title)}</a></p>'
                    "</div></li>"
                )
        return (
            f'<li class="{cls}" id="resp-{300 + i}"><div class="resp-body" id="div-resp-{300 + i}">'
            f'<div class="resp-author vcard"><img alt="" src="/_avatar/qm-{i}.svg" class="avatar" height="32" width="32" />'
            f'<cite class="fn">{esc(c.name)}</cite> <span class="says">says:</span></div>{mod}'
            f'<div class="resp-meta"><a href="#resp-{300 + i}">{esc(c.when)}</a></div>'
            f"{paras(c.text)}"
            f'<div class="reply"><a class="resp-reply-link" href="?replyto={300 + i}#respond">Reply</a></div></div>'
            f"{sub}</li>{ping}"
        )

    title = "The new footbridge, a month on"
    block = (
        f'<div id="bx-discussion"><h3 id="responses">13 Responses to &#8220;{esc(title)}&#8221;</h3>'
        '<ol class="resplist">'
        + tree(cs, item, lambda s: f'<ul class="children">{s}</ul>')
        + '</ol><div class="bx-navi"></div><div id="respond"><h3>Leave a Reply</h3>'
        '<form action="/post-response" method="post"><p><input type="text" name="author" size="22" /> '
        '<label>Name (required)</label></p><p><input type="text" name="email" size="22" /> '
        "<label>Mail (will not be published) (required)</label></p>"
        '<p><input type="text" name="url" size="22" /> <label>Website</label></p>'
        '<p><textarea name="msg" cols="58" rows="8"></textarea></p>'
        '<p><input name="submit" type="submit" value="Submit Comment" /></p></form></div></div>'
    )
    st = Story(
        title,
        "Posted by Dora",
        "2009-06-03T20:15:00+01:00",
        "June 3rd, 2009",
        """
It is a month since the footbridge over the Long Lode opened, and I promised at the annual parish meeting that I would report back on how it was getting on. So here it is.

Counting by the churchwarden's grandson, who sat on the bank with a clicker for two Saturdays, about 140 people cross on a weekend day. Most are walkers and children going to the school bus, and a surprising number of dogs.

There have been two complaints so far, one about the gate catch and one about mud on the approach. The gate is fixed. The mud is the fen and I cannot promise anything about the fen.
""",
        section="Village history",
        tags=("footbridge", "council", "fen"),
        count_line="13 Comments",
    )
    return make(
        "at-en-blog-footbridge",
        "discussion",
        "en-quillmarsh",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2009/06/03/the-new-footbridge-a-month-on/",
        container="div#bx-discussion: h3 '13 Responses to “…”', ol.resplist > li.resp.depth-N (img.avatar, cite.fn 'NAME' + 'says:', a permalink date, p text, 'Reply'); replies in ul.children inside the li, three levels; two li.resp-ping pingbacks among the comments; one 'Your comment is awaiting moderation.'; a reply form with Name/Mail/Website",
        heading="13 Responses to “The new footbridge, a month on”",
        description="An English parish clerk's blog of 2009: 11 readers' comments ('NAME says:', permalink dates 'June 4, 2009 at 10:32 pm', Reply), replies up to three levels, the blog author marked by a class only ('Dora (the clerk)'), two pingbacks between the comments (not comments), one comment awaiting moderation, a two-paragraph comment; the heading counts 13 with the pingbacks.",
    )


def de_forum() -> Case:
    cs = thread("""
Kalle_H | 12.05.2011 um 08:14 | - | n=1 | Endlich! Seit ich hier wohne, wird über die Umgehung geredet. Jetzt ist die Klage weg, jetzt sollen sie auch bauen.
Brigitte Sommer | 12.05.2011 um 08:40 | - | n=2 | Ich wohne an der Talstraße. Jeden Morgen ab fünf Uhr die Lastwagen, das hält kein Mensch auf Dauer aus. Ich freue mich über das Urteil.
naturfreund62 | 12.05.2011 um 09:05 | - | n=3 | Und die Wiesen am Mühlbach? Da brüten jedes Jahr die Kiebitze. Dafür interessiert sich wieder mal keiner.
Kalle_H | 12.05.2011 um 09:22 | - | n=4 | @naturfreund62 Laut Planfeststellung gibt es doch Ausgleichsflächen bei Oberweiler. Steht im Kasten rechts.
naturfreund62 | 12.05.2011 um 09:51 | - | n=5 | @Kalle_H Ausgleichsfläche heißt: Acker mit drei Büschen drauf. Das ist kein Ersatz für eine Feuchtwiese.
Hans-Jürgen Pohl | 12.05.2011 um 10:30 | - | n=6 | 38 Millionen für fünf Kilometer. Man muss sich das mal auf der Zunge zergehen lassen.
M. Eckhardt | 12.05.2011 um 11:02 | - | n=7 | Die Kläger haben doch angekündigt, in die nächste Instanz zu gehen. Also freut euch nicht zu früh.
Brigitte Sommer | 12.05.2011 um 11:45 | - | n=8 | @M. Eckhardt Laut Artikel ist keine Revision zugelassen. Da bleibt nur noch die Beschwerde, und die hat selten Erfolg.
Ute aus Oberweiler | 12.05.2011 um 13:17 | - | n=9 | Für uns in Oberweiler bedeutet das: noch mehr Verkehr am Ortseingang, weil die Auffahrt bei uns liegt. Hat das jemand bedacht?
Stefan K. | 12.05.2011 um 14:03 | - | n=10 | Bis da gebaut wird, sind meine Kinder aus dem Haus. Erfahrungsgemäß dauert es nach dem Urteil noch einmal fünf Jahre.
Hans-Jürgen Pohl | 12.05.2011 um 15:40 | - | n=11 | @Stefan K. Fünf Jahre sind optimistisch. Beim Kreisel am Bahnhof waren es acht.
Redaktion Kreisblatt | 12.05.2011 um 16:10 | - | n=12,red | Zur Frage nach dem Baubeginn: Das Straßenbauamt nennt auf unsere Anfrage das Frühjahr 2013. Wir bleiben dran.
""")

    def item(i: int, c: C) -> str:
        red = ' <span class="fb-rang">Redaktion</span>' if c.has("red") else ""
        nr = 20 + int(c.get("n"))
        return (
            f'<tr class="fb-row{" fb-alt" if i % 2 else ""}"><td class="fb-autor" valign="top" width="150">'
            f'<a href="/leserforum/profil/{esc(c.name)}" class="fb-nick">{esc(c.name)}</a>{red}<br />'
            f'<img src="/_avatar/hb-{i}.svg" width="48" height="48" alt="" /></td>'
            f'<td class="fb-beitrag" valign="top"><div class="fb-kopf"><a href="#b{nr}" class="fb-nr">#{nr}</a> '
            f'schrieb am {esc(c.when)}:</div><div class="fb-text">{paras(c.text, sep="<br /><br />")}</div>'
            '<div class="fb-aktion"><a href="#antworten">Zitieren</a> · <a href="/melden">Beitrag melden</a></div></td></tr>'
        )

    block = (
        '<div id="zt-discussion" class="leserforum"><h2>Ihre Meinung zum Thema (32 Beiträge)</h2>'
        '<p class="fb-hinweis">Beiträge werden nach Freischaltung durch die Redaktion veröffentlicht. '
        '<a href="/leserforum/regeln">Forumsregeln</a></p>'
        '<p class="fb-seiten"><a href="?seite=1">« Ältere Beiträge</a> | Seite 2 von 2</p>'
        '<table class="fb-tabelle" width="100%" cellspacing="0" cellpadding="6">'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '</table><p class="fb-seiten"><a href="?seite=1">« Ältere Beiträge</a> | Seite 2 von 2</p>'
        '<form id="antworten" action="/leserforum/neu" method="post"><p>Ihr Name: <input name="n" /> E-Mail: '
        '<input name="e" /></p><textarea name="t" cols="60" rows="6"></textarea><br /><input type="submit" '
        'value="Beitrag absenden" /></form></div>'
    )
    st = Story(
        "Umgehungsstraße: Gericht weist Klage ab",
        "Von Rüdiger Kahl",
        "2011-05-11T18:20:00+02:00",
        "11.05.2011, 18:20 Uhr",
        """
Das Verwaltungsgericht hat die Klage einer Bürgerinitiative und zweier Landwirte gegen die geplante Umgehungsstraße von Hollerbach abgewiesen. Der Planfeststellungsbeschluss sei rechtmäßig, heißt es in der Begründung.

Die fünf Kilometer lange Trasse soll die Talstraße vom Durchgangsverkehr entlasten. Die Kosten werden auf 38 Millionen Euro geschätzt. Eine Revision hat das Gericht nicht zugelassen.

Die Bürgerinitiative will das Urteil zunächst prüfen. Ihr Sprecher kündigte an, über eine Beschwerde gegen die Nichtzulassung zu beraten.
""",
        lead="Die Richter sehen keine Fehler im Planfeststellungsverfahren. Die Bürgerinitiative prüft weitere Schritte.",
        section="Lokales",
        tags=("Umgehung", "Hollerbach", "Verkehr"),
        count_line="32 Leserbeiträge",
    )
    return make(
        "at-de-forum-umgehung",
        "discussion",
        "de-hollerbach",
        st,
        Parts(after=block),
        seeds(cs),
        path="/lokales/umgehungsstrasse-gericht-weist-klage-ab-1187",
        container="div#zt-discussion.leserforum: h2 'Ihre Meinung zum Thema (32 Beiträge)', table.fb-tabelle: one tr.fb-row per post (td.fb-autor: nick link, avatar; td.fb-beitrag: '#21 schrieb am 12.05.2011 um 08:14:', the text with <br /><br />, 'Zitieren · Beitrag melden'); flat, answers open with '@name'; '« Ältere Beiträge | Seite 2 von 2' pager links above and below; a form",
        heading="Ihre Meinung zum Thema (32 Beiträge)",
        description="A German county newspaper of 2011: a reader forum of 12 posts in a table, the second page of 32 posts: 12 numbered '#21'..'#32' with 'schrieb am … um …:', flat with four '@name' answers, the newsroom's post marked 'Redaktion', an 'older posts' pager link (page 2 of 2: only this page's posts are on the page and in the truth).",
    )


def fr_lavoir() -> Case:
    cs = thread("""
Mireille | 14 mars 2008 à 21:07 | - | - | Quel bonheur de revoir le lavoir comme dans mon enfance ! Ma grand-mère y descendait avec sa brouette tous les lundis.
Jean-Paul R. | 14 mars 2008 à 22:40 | - | - | Bravo aux bénévoles. J'ai participé à deux samedis de chantier, les tuiles pesaient plus lourd que prévu.
Les Amis du Causse | 15 mars 2008 à 08:12 | - | - | Belle restauration. Savez-vous si la source qui l'alimente coule encore l'été ?
Bernard | 15 mars 2008 à 09:30 | - | au | Oui, la source coule toute l'année, un petit filet en août mais jamais à sec depuis que je suis né, me dit le père Fabre.
Claudine V. | 16 mars 2008 à 17:55 | - | - | J'aimerais bien y emmener ma classe en juin. Pourriez-vous nous faire la visite, Bernard ?
Bernard | 16 mars 2008 à 19:02 | - | au | Avec plaisir Claudine, écrivez-moi par le formulaire de contact et on fixe une date.
Tonton Marcel | 18 mars 2008 à 11:24 | - | - | Il manque juste un banc pour s'asseoir à l'ombre. Je veux bien en fabriquer un si la mairie fournit le bois.
""")

    def item(i: int, c: C) -> str:
        auteur = f'<a href="/a-propos/">{esc(c.name)}</a>' if c.has("au") else esc(c.name)
        return (
            f'<li class="com-item{" com-auteur" if c.has("au") else ""}" id="c{1840 + i}">'
            f'<div class="com-txt">{paras(c.text)}</div>'
            f'<p class="com-signature">Posté par {auteur} le <a href="#c{1840 + i}">{esc(c.when)}</a></p></li>'
        )

    tbs = (
        '<div class="retroliens"><h4>Rétroliens</h4><p class="retro-url">URL de rétrolien : /tb/1840</p><ul>'
        '<li><a href="/out/tisserande/">Carnets d\'une tisserande</a> : <em>Les lavoirs du plateau, suite</em> '
        "« … le carnet de Pierregrise raconte la restauration du lavoir du bas … » — le 15 mars 2008</li>"
        '<li><a href="/out/gazette/">La gazette du canton</a> : <em>Patrimoine : un lavoir sauvé par les '
        "habitants</em> « … une vingtaine de bénévoles ont relevé la toiture … » — le 17 mars 2008</li></ul></div>"
    )
    block = (
        '<div id="bx-discussion" class="commentaires"><h3>7 commentaires</h3><ol class="com-liste">'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + "</ol>"
        + tbs
        + '<div class="com-form"><h4>Ajouter un commentaire</h4><form action="/commenter" method="post">'
        '<p>Nom ou pseudo : <input name="nom" /></p><p>Adresse email : <input name="mail" /></p>'
        '<p>Site web : <input name="site" /></p><p><textarea name="texte" rows="6" cols="50"></textarea></p>'
        '<p><input type="checkbox" name="retenir" /> Se souvenir de moi</p><p><input type="submit" value="Envoyer" /> '
        '<input type="submit" value="Prévisualiser" /></p></form></div></div>'
    )
    st = Story(
        "Le lavoir restauré",
        "par Bernard",
        "2008-03-13T19:30:00+01:00",
        "jeudi 13 mars 2008",
        """
Il aura fallu trois hivers, une vingtaine de bénévoles et beaucoup de café, mais le lavoir du bas a retrouvé son toit. Les tuiles canal ont été récupérées sur une grange effondrée du hameau des Combes.

Le bassin a été curé, les pierres de battage remises à niveau. L'eau arrive de nouveau par la rigole, et le bruit qu'elle fait en entrant dans le bassin m'a ramené cinquante ans en arrière.

La mairie a promis une plaque. En attendant, j'ai pris quelques photos que vous trouverez dans l'album.
""",
        section="Le village",
        tags=("patrimoine", "lavoir", "photos"),
        count_line="7 commentaires",
    )
    return make(
        "at-fr-blog-lavoir",
        "discussion",
        "fr-pierregrise",
        st,
        Parts(after=block),
        seeds(cs),
        path="/post/2008/03/13/Le-lavoir-restaure",
        container="div#bx-discussion.commentaires: h3 '7 commentaires', ol.com-liste > li.com-item: div.com-txt (the text) and AFTER it p.com-signature 'Posté par NAME le <a>14 mars 2008 à 21:07</a>'; flat; then div.retroliens (two trackbacks with excerpts, not comments) and a form",
        heading="7 commentaires",
        description="A French village blog of 2008: 7 readers' comments, each text first and 'Posté par NAME le DATE' below it, flat; the blog author's answers (linked name, a class); two trackbacks with quoted excerpts and dates below the list (not comments); a form with name/e-mail/site.",
    )


def es_dl() -> Case:
    cs = thread("""
Paco Linares | 22 de julio de 2012, 10:14 | - | - | Llevamos tres días sin agua por la tarde en la calle del Horno y nadie avisa de nada. Al menos que pongan un bando.
Conchi | 22 de julio de 2012, 10:40 | 0 | - | En la plaza de la Iglesia igual. Ayer fui a llenar garrafas a la fuente de los Caños.
Paco Linares | 22 de julio de 2012, 11:05 | 1 | - | La fuente de los Caños no es potable desde hace años, Conchi, ojo con eso.
vecino_del_arrabal | 22 de julio de 2012, 12:30 | - | - | La tubería es de los años sesenta, es normal que reviente. Lo raro es que haya aguantado tanto.
Rosario M. | 22 de julio de 2012, 13:48 | - | - | ¿Y quién paga las botellas que hemos tenido que comprar? Porque el recibo llega igual.
Julián Ortega | 22 de julio de 2012, 16:20 | 4 | - | Se puede pedir la devolución de la parte fija del recibo en el registro del ayuntamiento, lo hicimos en 2010 con el corte de la calle Nueva.
Rosario M. | 22 de julio de 2012, 17:02 | 5 | - | Gracias Julián, mañana mismo voy.
Anselmo | 23 de julio de 2012, 08:55 | - | - | Esta mañana ya salía agua en la calle Real, aunque un poco turbia.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<dt class="op-autor" id="op{i + 1}"><img src="/_avatar/vo-{i}.png" width="24" height="24" alt="" /> '
            f'<b>{esc(c.name)}</b> dijo: <span class="op-fecha"><a href="#op{i + 1}">{esc(c.when)}</a></span></dt>'
            f'<dd class="op-texto">{paras(c.text)}<span class="op-resp"><a href="?responder={i + 1}#opina">Responder</a>'
            f"</span>{sub}</dd>"
        )

    block = (
        '<div id="zt-discussion" class="opiniones"><h3>Opiniones de los lectores (8)</h3>'
        '<dl class="op-lista">'
        + tree(cs, item, lambda s: f'<dl class="op-lista op-anidada">{s}</dl>')
        + '</dl><div id="opina"><h4>Opina sobre esta noticia</h4><p class="op-aviso">Las opiniones son de los lectores, '
        'no del periódico. No se publicarán insultos.</p><form action="/opinar" method="post">'
        '<p>Nombre: <input name="nombre" /> Correo (no se publicará): <input name="correo" /></p>'
        '<textarea name="texto" cols="60" rows="5"></textarea><br /><input type="submit" value="Enviar opinión" />'
        "</form></div></div>"
    )
    st = Story(
        "Cortes de agua en el casco viejo por la rotura de una tubería general",
        "Redacción / M. Cifuentes",
        "2012-07-21T20:30:00+02:00",
        "21/07/2012 - 20:30",
        """
La rotura de una tubería general de abastecimiento en la calle Real ha dejado sin suministro, durante las tardes, a buena parte del casco viejo de Valdeolmos desde el pasado jueves.

El concejal de Servicios explicó que la tubería, instalada en 1964, se ha roto en tres puntos y que los operarios trabajan por tramos para no dejar todo el barrio sin agua a la vez.

La empresa concesionaria prevé terminar la reparación el lunes. Hasta entonces, se mantendrán los cortes entre las 15 y las 20 horas.
""",
        lead="La reparación de la conducción de 1964 obliga a cortar el suministro por las tardes hasta el lunes.",
        section="Local",
        tags=("agua", "casco viejo", "ayuntamiento"),
        count_line="8 opiniones",
    )
    return make(
        "at-es-dl-agua",
        "discussion",
        "es-valdeolmos",
        st,
        Parts(after=block),
        seeds(cs),
        path="/local/cortes-de-agua-casco-viejo-7731.html",
        container="div#zt-discussion.opiniones: h3 'Opiniones de los lectores (8)', dl.op-lista: dt.op-autor (avatar, b NAME, 'dijo:', a permalink date) + dd.op-texto (the text, 'Responder'); answers in a nested dl.op-anidada inside the dd, three levels; a form",
        heading="Opiniones de los lectores (8)",
        description="A Spanish local newspaper of 2012: 8 readers' opinions in a definition list ('NAME dijo:' in the dt, the text in the dd), answers nested in a dl inside their parent's dd, three levels; a form with name and e-mail.",
    )


def it_blogger() -> Case:
    cs = thread("""
Marisa | 12 maggio 2010 22:32 | - | - | Zia Ortensia, l'ho fatta stasera con i fichi del mio albero, è venuta una meraviglia! Ho messo un po' meno zucchero perché erano già dolcissimi.
Giulia in cucina | 13 maggio 2010 08:15 | - | - | Ma la frolla la fai con il burro o con lo strutto come una volta? Mia nonna usava lo strutto e non ho mai capito le dosi.
Ortensia | 13 maggio 2010 09:40 | - | au | @Giulia: io metà e metà, 100 grammi di burro e 50 di strutto per 300 di farina. Se usi solo burro aggiungi un tuorlo.
Anonimo | 13 maggio 2010 11:02 | - | - | Si può fare con i fichi secchi? Qui da noi quelli freschi arrivano solo ad agosto.
Ortensia | 13 maggio 2010 12:20 | - | au | @Anonimo: sì, mettili a bagno nel vino dolce la sera prima. Viene più scura ma buona lo stesso.
Pietro dal forno | 13 maggio 2010 18:45 | - | - | Aggiungerei una grattata di scorza di limone nella frolla. Provare per credere.
Lella | 14 maggio 2010 07:58 | - | - | Che bello questo blog, mi ricorda la cucina di casa. Ti seguo da quando hai messo il brodo della domenica.
Giulia in cucina | 14 maggio 2010 21:10 | - | - | Fatta con metà burro e metà strutto: la frolla è più friabile, hai ragione. Grazie zia!
""")

    def item(i: int, c: C) -> str:
        name = (
            f'<a href="/profilo/ortensia" rel="nofollow">{esc(c.name)}</a>'
            if c.has("au")
            else (
                esc(c.name)
                if c.name == "Anonimo"
                else f'<a href="/out/u{i}/" rel="nofollow">{esc(c.name)}</a>'
            )
        )
        return (
            f'<dt class="pc-autore{" pc-blogger" if c.has("au") else ""}" id="c7{i:03d}">'
            f'<img src="/_avatar/zo-{i}.gif" width="16" height="16" alt="" /> {name} ha detto...</dt>'
            f'<dd class="pc-corpo"><p>{paras(c.text, sep="<br /><br />")}</p></dd>'
            f'<dd class="pc-piede"><span class="pc-ora"><a href="#c7{i:03d}" title="link al commento">{esc(c.when)}</a>'
            '</span> <span class="pc-elimina"><a href="/elimina/" title="Elimina commento">🗑</a></span></dd>'
        )

    block = (
        '<div id="bx-discussion" class="pc-box"><a name="commenti"></a><h4>8 commenti:</h4>'
        '<dl class="pc-blocco">'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '</dl><p class="pc-posta"><a href="/commento/nuovo/">Posta un commento</a></p>'
        '<p class="pc-iscriviti">Iscriviti a: <a href="/feed/commenti/">Commenti sul post (Atom)</a></p></div>'
    )
    st = Story(
        "Crostata di fichi",
        "Pubblicato da Ortensia",
        "2010-05-11T17:00:00+02:00",
        "martedì 11 maggio 2010",
        """
Quando ero bambina la crostata di fichi si faceva una volta l'anno, alla fine dell'estate, quando l'albero dietro la stalla ne dava più di quanti riuscissimo a mangiare.

La frolla la faccio come mia madre: farina, zucchero, un uovo intero e un tuorlo, burro e un po' di strutto. La marmellata di fichi la preparo a settembre e la tengo in dispensa tutto l'inverno.

Si cuoce in forno caldo a 180 gradi per quaranta minuti. Lasciatela riposare almeno una notte prima di tagliarla: il giorno dopo è più buona.
""",
        section="Ricette",
        tags=("dolci", "fichi", "crostate"),
        count_line="8 commenti",
    )
    return make(
        "at-it-blog-crostata",
        "discussion",
        "it-ortensia",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2010/05/crostata-di-fichi.html",
        container="div#bx-discussion.pc-box: h4 '8 commenti:', dl.pc-blocco: per comment dt.pc-autore ('NAME ha detto...'), dd.pc-corpo (the text), dd.pc-piede (the time as a permalink BELOW the text, a delete icon); flat, the author's answers open with '@name:'; 'Posta un commento' link, a feed link",
        heading="8 commenti:",
        description="An Italian grandmother's recipe blog of 2010: 8 comments in a hosted-blog style definition list, 'NAME ha detto...' above the text and the time below it, one 'Anonimo' without a link, flat; the blog author's two answers address the reader with '@name:'.",
    )


def pt_nested() -> Case:
    cs = thread("""
Carlos Eduardo | 03/05/2012 10:32 | - | - | Quatro reais a passagem para um ônibus que passa de hora em hora na Vila Alta. Primeiro melhorem o serviço, depois aumentem.
Dona Lurdes | 03/05/2012 10:58 | 0 | - | Concordo. Já perdi consulta no posto porque o das sete não passou.
Marcos Paulo S. | 03/05/2012 11:20 | 1 | - | Dona Lurdes, a senhora tem direito à gratuidade se tiver mais de 65, é só fazer o cartão na rodoviária.
Dona Lurdes | 03/05/2012 12:05 | 2 | - | Tenho 63, meu filho. Faltam dois anos ainda.
Fernanda Rocha | 03/05/2012 11:47 | - | - | E o estudante, continua pagando meia? A matéria não fala nada.
Redação Gazeta | 03/05/2012 13:10 | 4 | red | Fernanda, a meia-passagem estudantil continua, o valor passa para R$ 2,00. Atualizamos o texto.
jotabê | 03/05/2012 14:22 | - | - | Em 2008 era um real e sessenta. Em quatro anos mais que dobrou e o salário não.
Ricardo Amaral | 03/05/2012 16:40 | - | - | A empresa é a mesma há vinte anos, sem licitação. Ninguém na Câmara vai falar disso?
Vereadora Sônia | 03/05/2012 18:02 | 7 | - | Ricardo, protocolei hoje um pedido de informação sobre o contrato. Vou divulgar a resposta assim que chegar.
Ricardo Amaral | 03/05/2012 18:30 | 8 | - | Obrigado, vereadora, vamos acompanhar.
""")

    def item(i: int, c: C, sub: str) -> str:
        red = ' <span class="cm-selo">Gazeta</span>' if c.has("red") else ""
        return (
            f'<li class="cm-item" id="cm-{9100 + i}"><div class="cm-cab"><span class="cm-nome">{esc(c.name)}</span>{red}'
            f' | <span class="cm-data">{esc(c.when)}</span></div><div class="cm-texto">{paras(c.text)}</div>'
            f'<div class="cm-acoes"><a href="?resp={9100 + i}#form-comentario">Responder</a> | '
            f'<a href="/denunciar/{9100 + i}">Denunciar</a></div>{sub}</li>'
        )

    block = (
        '<div id="zt-discussion" class="comentarios-leitores"><h3>Comentários (10)</h3>'
        '<p class="cm-aviso">Os comentários são de responsabilidade de seus autores.</p><ul class="cm-lista">'
        + tree(cs, item, lambda s: f'<ul class="cm-lista cm-respostas">{s}</ul>')
        + '</ul><div id="form-comentario"><h4>Deixe seu comentário</h4><form action="/comentar" method="post">'
        '<p>Nome: <input name="nome" /> E-mail: <input name="email" /></p><textarea name="msg" cols="55" rows="5">'
        '</textarea><br /><input type="submit" value="Enviar" /></form></div></div>'
    )
    st = Story(
        "Passagem de ônibus sobe para R$ 4 a partir de segunda",
        "Da Redação",
        "2012-05-02T19:45:00-03:00",
        "02/05/2012 - 19h45",
        """
A tarifa do transporte coletivo de Vila Serrana passa de R$ 3,20 para R$ 4,00 a partir da próxima segunda-feira, dia 7. O decreto foi publicado nesta quarta no diário oficial do município.

Segundo a prefeitura, o reajuste cobre o aumento do diesel e o dissídio dos motoristas. A empresa concessionária pedia R$ 4,30.

A linha da Vila Alta, que hoje circula de hora em hora, deve ganhar dois horários extras nos dias úteis, de acordo com a Secretaria de Transportes.
""",
        lead="Decreto publicado nesta quarta reajusta a tarifa em 25%. Linha da Vila Alta terá dois horários extras.",
        section="Cidade",
        tags=("transporte", "tarifa", "prefeitura"),
        count_line="10 comentários",
    )
    return make(
        "at-pt-jornal-onibus",
        "discussion",
        "pt-serrana",
        st,
        Parts(after=block),
        seeds(cs),
        path="/cidade/passagem-de-onibus-sobe-para-r-4-21873",
        container="div#zt-discussion.comentarios-leitores: h3 'Comentários (10)', ul.cm-lista > li.cm-item (span.cm-nome | span.cm-data, div.cm-texto, 'Responder | Denunciar'); replies in ul.cm-respostas inside the li, three levels; a form",
        heading="Comentários (10)",
        description="A Brazilian regional newspaper of 2012: 10 readers' comments, 'NAME | 03/05/2012 10:32' above the text, 'Responder | Denunciar', replies nested up to three levels, the newsroom's answer badged 'Gazeta', a councillor's answer.",
    )


def nl_below() -> Case:
    cs = thread("""
Henk van Doorn | 14 september 2013, 09:12 | - | n=13 | Mooi dat de brug er eindelijk komt, maar waarom moet de Vlietweg dan een half jaar dicht? Kan dat niet in fases?
Marijke | 14 september 2013, 09:47 | - | n=14 | Voor de bakker en de slager aan de Vlietweg is een half jaar dicht een ramp. Wie compenseert hen?
J. Koopmans | 14 september 2013, 10:30 | - | n=15 | @Henk: in fases is technisch niet mogelijk, stond vorige week in de krant. De oude brug moet er in één keer uit.
Dijkvelder | 14 september 2013, 11:05 | - | n=16 | Eindelijk een brug waar twee vrachtwagens elkaar kunnen passeren. Ik heb er jaren op gewacht.
Ria Steenbergen | 14 september 2013, 12:40 | - | n=17 | En de fietsers? Er staat niets over een fietspad op de nieuwe brug.
Gemeente Dijkveld | 14 september 2013, 14:15 | - | n=18,gem | @Ria Steenbergen De nieuwe brug krijgt aan beide kanten een vrijliggend fietspad van 2,5 meter. De tekening ligt ter inzage in het gemeentehuis.
Ria Steenbergen | 14 september 2013, 15:02 | - | n=19 | Dank voor het snelle antwoord!
Bert | 14 september 2013, 19:55 | - | n=20 | Zeven miljoen. Daar had je ook het zwembad van open kunnen houden.
Anja de Wit | 15 september 2013, 08:20 | - | n=21 | @Bert: dat zijn twee verschillende potjes, de provincie betaalt het grootste deel van de brug.
Theo | 15 september 2013, 10:41 | - | n=22 | Hopelijk blijft de oude brugwachter zijn huisje houden. Het hoort bij het dorp.
""")

    def item(i: int, c: C) -> str:
        gem = ' <span class="rc-label">officieel</span>' if c.has("gem") else ""
        return (
            f'<div class="rc-reactie" id="reactie-{c.get("n")}"><span class="rc-nummer">{c.get("n")}</span>'
            f'<div class="rc-tekst">{paras(c.text)}</div>'
            f'<div class="rc-onder"><span class="rc-naam">{esc(c.name)}</span>{gem} | '
            f'<a class="rc-tijd" href="#reactie-{c.get("n")}">{esc(c.when)}</a> | '
            '<a href="/misbruik/">Meld misbruik</a></div></div>'
        )

    block = (
        '<div id="zt-discussion" class="reacties-blok"><h3>Reacties (22)</h3>'
        '<p class="rc-pager"><a href="?reacties=1#reacties">« Oudere reacties</a></p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<p class="rc-pager"><a href="?reacties=1#reacties">« Oudere reacties</a></p>'
        '<div class="rc-form"><h4>Reageer op dit artikel</h4><form action="/reageer" method="post">'
        '<p>Naam: <input name="naam" /> E-mail (wordt niet getoond): <input name="mail" /></p>'
        '<textarea name="reactie" cols="58" rows="5"></textarea><br /><input type="submit" value="Plaats reactie" />'
        "</form></div></div>"
    )
    st = Story(
        "Nieuwe brug over de Vliet: Vlietweg half jaar dicht",
        "Door Wouter Brink",
        "2013-09-13T16:45:00+02:00",
        "vrijdag 13 september 2013, 16:45",
        """
De gemeenteraad van Dijkveld heeft donderdagavond ingestemd met de bouw van een nieuwe brug over de Vliet. De oude ophaalbrug uit 1958 is te smal voor het huidige vrachtverkeer.

De bouw kost ruim zeven miljoen euro, waarvan de provincie vijf miljoen betaalt. Tijdens de werkzaamheden is de Vlietweg vanaf maart een half jaar afgesloten.

Ondernemers aan de Vlietweg vrezen omzetverlies. De gemeente belooft een regeling voor nadeelcompensatie.
""",
        lead="Raad stemt in met nieuwe brug van zeven miljoen euro. Ondernemers vrezen omzetverlies.",
        section="Regio",
        tags=("brug", "Vliet", "gemeenteraad"),
        count_line="22 reacties",
    )
    return make(
        "at-nl-reacties-brug",
        "discussion",
        "nl-dijkveld",
        st,
        Parts(after=block),
        seeds(cs),
        path="/regio/nieuwe-brug-over-de-vliet-13092013",
        container="div#zt-discussion.reacties-blok: h3 'Reacties (22)', '« Oudere reacties' links above and below; div.rc-reactie: span.rc-nummer (13..22), div.rc-tekst (the text), and BELOW it div.rc-onder 'NAME | <a>date</a> | Meld misbruik'; flat, '@name' answers; a form",
        heading="Reacties (22)",
        description="A Dutch regional newspaper of 2013: the second page of a discussion of 22 ('« Oudere reacties' links to the first 12, not on this page): 10 numbered reactions 13-22 with the name and time BELOW the text, flat, '@name' answers, the municipality's answer labelled 'officieel'.",
    )


def threads_at() -> list[Case]:
    return [en_footbridge(), de_forum(), fr_lavoir(), es_dl(), it_blogger(), pt_nested(), nl_below()]
