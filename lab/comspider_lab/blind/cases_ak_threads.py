"""Blind set AK: eight hand-built discussions (readers' comments on this article) in the served HTML, in the general
shape of the comment templates of common publishing systems (a WordPress-like blog theme, a newspaper CMS with
registered readers and pages of comments, a Drupal-like site, a forum-style thread, a "readers ask" Q&A thread, a
Discourse-like topic rendered server-side, a Blogger-like blog, a Ghost/Hugo-like plain list). Every class name,
name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ak_common import (
    Case,
    Parts,
    Row,
    Story,
    body,
    esc,
    make,
    nest,
    seeds_of,
    thread,
)


def en_beans() -> Case:
    rs = thread("""
Dennis Orchard | June 2, 2019 at 7:41 pm | - | - | Blackfly, I'd bet. Mine were smothered by the end of May and I didn't spot it until the tips were black.
Maggie | June 2, 2019 at 8:03 pm | 0 | au | I did see a few, Dennis, but nothing like a smothering. I pinched the tops out as soon as they appeared.
Dennis Orchard | June 2, 2019 at 8:20 pm | 1 | - | Then I take it back. Could be chocolate spot if the leaves had brown freckles?
Priya S. | June 2, 2019 at 9:12 pm | - | - | We had the same on the plots by the railway. Flowers everywhere in April and then hardly a pod. Our committee thinks the cold snap at the start of May killed off the bumblebees' first round.
Tom Haverill | June 3, 2019 at 6:55 am | - | - | Autumn sowing is the answer for me. Aquadulce in November, and they're up and flowering before the aphids wake up. // The spring-sown ones never do as well on my clay, no matter what I dig in.
Maggie | June 3, 2019 at 7:30 am | 4 | au | Tom, I tried autumn sowing two years ago and the mice had every single one. Did you protect them?
Tom Haverill | June 3, 2019 at 8:02 am | 5 | - | Upturned plastic bottles over each one until they're a hand high. Looks daft but it works.
Jo Ellery | June 3, 2019 at 10:18 am | - | - | Lovely honest post. It's reassuring to read that experienced growers have bad years too.
Frank | June 3, 2019 at 12:40 pm | - | - | Did you water while they were in flower? A dry spell just then and they drop the lot.
Maggie | June 3, 2019 at 1:15 pm | 8 | au | Not as much as I should have, Frank. We were away for ten days at the worst moment.
Kath Binns | June 3, 2019 at 5:47 pm | - | - | There's a decent guide to chocolate spot in the county allotment federation's [growing notes, part 4](https://allotments.example/notes/4) and it has pictures, which helped me tell it apart from rust.
Leonard P. | June 4, 2019 at 8:09 am | - | - | My grandfather always said never plant beans where beans were last year. Are you rotating?
Maggie | June 4, 2019 at 9:21 am | 11 | au | Strictly! The beds move round every year, it's about the only thing I'm disciplined about.
Leonard P. | June 4, 2019 at 9:40 am | 12 | - | Fair enough. Then it's the weather, I'd say. Nothing you could have done.
Sunita | June 4, 2019 at 2:33 pm | - | - | What variety was it? Some of the long pod types seem much fussier than the short ones.
Maggie | June 4, 2019 at 6:10 pm | 14 | au | The white-seeded one from the spring seed swap. Next year I'll try a dwarf one as well and compare.
Glen Marsh | June 5, 2019 at 7:02 am | - | - | I gave up on broad beans years ago and grow runners instead. Half the trouble and twice the crop.
Priya S. | June 5, 2019 at 7:50 am | 16 | - | Ah, but you can't pick runners in June, Glen. The first broad beans are the whole point!
Glen Marsh | June 5, 2019 at 8:31 am | 17 | - | Ha, you've got me there.
Ruth Allcock | June 5, 2019 at 11:25 am | - | - | Mine did fine this year, sown in February under fleece. I wonder if it's the site? We're on the south slope, sheltered by a hawthorn hedge.
Bee-friendly Bob | June 5, 2019 at 3:48 pm | 3 | - | Priya's right about the bees. I counted the bumblebees on our comfrey every morning in May and there were hardly any until the 20th. // Plant something for them that flowers early, like lungwort, and you'll get more visitors to the beans.
Maggie | June 5, 2019 at 6:02 pm | 20 | au | Thank you, Bob, that's a really useful tip. Lungwort is going on the list for the autumn.
Alice Wren | June 6, 2019 at 9:14 am | - | - | I'm new to all this and have just read the whole post and every comment twice. Saving this page!
Dennis Orchard | June 6, 2019 at 10:30 am | - | - | Update from my plot: the second sowing, done on the first of May, is looking much better. So don't give up on this year yet.
Hattie Crane | June 7, 2019 at 8:45 pm | - | aw | Has anyone tried pinching out earlier, before the first flowers open? Someone at our site swears by it.
Maggie | June 8, 2019 at 7:12 am | 23 | au | That's encouraging, Dennis. I'll put a short row in this weekend and report back.
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        depth = 1 if x.parent is None else (2 if rs[x.parent].seed.parent is None else 3)
        badge = ' <span class="badge-postauthor">Post author</span>' if r.has("au") else ""
        wait = (
            '<p class="talk-awaiting"><em>Your comment is awaiting moderation.</em></p>'
            if r.has("aw")
            else ""
        )
        return (
            f'<li class="talk depth-{depth}{" bypostauthor" if r.has("au") else ""}" id="talk-{2301 + i}">'
            f'<article class="talk-body"><footer class="talk-meta"><div class="talk-author vcard">'
            f'<img class="avatar" src="/_avatar/qk-{i}.svg" alt="" width="48" height="48"> <b class="fn">{esc(x.author)}</b>{badge} '
            f'<span class="says">says:</span></div><div class="talk-when"><a href="#talk-{2301 + i}">{esc(x.when)}</a></div>{wait}</footer>'
            f'<div class="talk-content">{body(r.raw)}</div>'
            f'<div class="reply"><a rel="nofollow" class="talk-reply-link" href="?replytotalk={2301 + i}#respond">Reply</a></div>'
            f"</article>{sub}</li>"
        )

    title = "Why my broad beans failed this year"
    block = (
        f'<div id="talk" class="talk-area"><h2 class="talk-title">26 thoughts on &ldquo;{esc(title)}&rdquo;</h2>'
        '<ol class="talk-list">'
        + nest(rs, item, lambda s, _p: f'<ol class="children">{s}</ol>')
        + '</ol><div id="respond" class="talk-respond"><h3>Leave a Reply</h3><p class="logged-out">Your email address will '
        'not be published. Required fields are marked *</p><form action="/talk-post" method="post"><p><label>Comment *</label>'
        '<textarea name="talk" rows="6"></textarea></p><p><label>Name *</label><input name="author"></p><p><label>Email *</label>'
        '<input name="email" type="email"></p><p><input type="submit" value="Post Comment"></p></form></div></div>'
    )
    st = Story(
        title,
        "Posted by Margaret (Maggie) Tull",
        "2019-06-02T17:30:00+01:00",
        "2 June 2019",
        """
Every spring I say the same thing: this will be the year of the broad bean. And every June I stand in front of a row of tall, handsome, almost empty plants.

This year they flowered beautifully. The whole row was humming in April. Then the pods simply did not set, or set and dropped when they were the size of a fingernail.

I have a few theories (the cold week in early May, ten dry days while we were away, the blackfly that I thought I had under control) but I would love to hear what has worked for you on your own plots.
""",
        section="Garden",
    )
    return make(
        "ak-en-wp-talk",
        "discussion",
        "en-quillnotes",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/garden/broad-beans-failed",
        container="div#talk.talk-area: h2 '26 thoughts on “…”', ol.talk-list > li.talk.depth-n > article.talk-body (footer.talk-meta: b.fn name, 'Post author' badge, 'says:', a time; div.talk-content; a.talk-reply-link 'Reply'); replies in ol.children inside the li, three levels; a reply form after",
        heading="26 thoughts on “Why my broad beans failed this year”",
        description="An English allotment blog of 2019 on a WordPress-like theme: 26 readers' comments with replies three levels deep, the blog author's replies marked 'Post author', one comment awaiting moderation (shown with its text), a link in a comment, two-paragraph comments; absolute times 'June 2, 2019 at 7:41 pm'.",
    )


def de_parking() -> Case:
    rs = thread("""
Stadtkind84 | 03.02.2021, 22:41 Uhr | - | v=12/3 | Zwei Euro die Stunde für die Altstadt ist im Vergleich zu anderen Städten immer noch günstig. Wer in der Innenstadt arbeitet, bekommt doch ohnehin eine Jobkarte.
H. Reuter | 03.02.2021, 22:58 Uhr | 0 | v=4/9 | Eine Jobkarte gibt es eben nicht, das ist ja das Problem. Lesen Sie den Artikel bitte bis zum Ende.
Stadtkind84 | 03.02.2021, 23:06 Uhr | 0 | v=2/0 | Stimmt, habe ich überlesen. Dann sollte der Rat die schnell nachreichen.
Margit_Weiler | 03.02.2021, 21:30 Uhr | - | v=27/2 | Ich bin 78 und fahre mit dem Auto zum Arzt in die Kirchgasse, weil der Bus nur stündlich kommt. Für Menschen wie mich wird das jetzt richtig teuer. // Hat irgendjemand im Rat an die Älteren gedacht?
Lindentaler_Bürger | 03.02.2021, 21:52 Uhr | 3 | v=15/0 | Frau Weiler, mit Schwerbehindertenausweis parken Sie weiterhin kostenlos. Vielleicht hilft Ihnen das.
Radfahrerin | 03.02.2021, 20:17 Uhr | - | v=9/14 | Endlich! Die Altstadt ist kein Parkplatz. Wer gesund ist, kann die 400 Meter vom Parkhaus am Bahnhof laufen.
Thomas K. | 03.02.2021, 20:44 Uhr | 5 | v=8/2 | Und wer einen Kasten Wasser kauft? Nicht jeder kann alles mit dem Lastenrad erledigen.
Radfahrerin | 03.02.2021, 20:59 Uhr | 5 | v=3/6 | @Thomas K. Dafür gibt es die Ladezonen, die laut Artikel sogar mehr werden.
G. Pfannenstiel | 03.02.2021, 19:03 Uhr | - | v=21/1 | Was mich stört, ist die Reihenfolge: zuerst die Gebühren, und über den versprochenen Halbstundentakt beim Stadtbus wird erst im Herbst beraten. Das hätte man umgekehrt machen müssen.
Kalle | 03.02.2021, 18:40 Uhr | - | v=5/5 | Abzocke.
Sabine Öhlschläger | 03.02.2021, 17:12 Uhr | - | v=11/0 | Meine Vorschläge an den Gemeinderat, falls jemand mitliest: // • Brötchentaste für 15 Minuten kostenlos • Handyparken ohne Zusatzgebühr • Monatskarte für Beschäftigte der Altstadtläden • die Einnahmen sichtbar in den Busverkehr stecken
Jens Hollerbach | 03.02.2021, 17:35 Uhr | 10 | v=6/0 | Die Brötchentaste wäre das Mindeste. Danke für die Liste.
Werner1956 | 03.02.2021, 16:20 Uhr | - | v=2/11 | Die Redaktion sollte mal nachrechnen, was die neuen Automaten kosten. Das frisst doch die Einnahmen der ersten Jahre auf.
Anja Brenz | 03.02.2021, 15:02 Uhr | - | v=7/1 | Als Inhaberin eines kleinen Ladens in der Kirchgasse mache ich mir Sorgen. Meine Stammkundschaft kommt zu einem großen Teil aus den Dörfern. // Wenn Parken teurer wird als im Einkaufszentrum an der Umgehungsstraße, fahren die dorthin. Ich hoffe, der Rat schaut sich das nach einem Jahr noch einmal an.
Lindentaler_Bürger | 03.02.2021, 15:30 Uhr | 13 | v=9/0 | Im Einkaufszentrum wird das Parken ab Sommer übrigens auch kostenpflichtig, stand letzte Woche hier in der Zeitung.
M. Yıldız | 03.02.2021, 13:48 Uhr | - | v=10/2 | Ich wohne in der Mühlstraße und wir finden abends keinen Platz mehr, weil Pendler alles zuparken. Für uns Anwohner ist das eine gute Nachricht.
Fritz Obermaier | 03.02.2021, 11:05 Uhr | - | v=3/3 | Gab es eine Bürgerbeteiligung? Ich kann mich an keine Veranstaltung erinnern.
Redaktion Lindentaler Rundschau | 03.02.2021, 11:40 Uhr | 16 | v=14/0,red | Lieber Herr Obermaier, es gab im November eine Online-Befragung der Stadt mit rund 900 Teilnehmenden. Über die Ergebnisse haben wir am 27. November berichtet.
Fritz Obermaier | 03.02.2021, 12:02 Uhr | 16 | v=2/0 | Danke, die ist mir entgangen.
Pendlerin_aus_Au | 03.02.2021, 09:27 Uhr | - | v=6/4 | Ich fahre jeden Tag aus Au zur Arbeit in die Stadt. Das Parkhaus am Bahnhof ist um halb acht voll. Wo sollen wir denn hin?
Stadtkind84 | 03.02.2021, 09:50 Uhr | 19 | v=1/3 | Mit dem Bus aus Au? Der fährt doch alle 20 Minuten.
Pendlerin_aus_Au | 03.02.2021, 10:14 Uhr | 19 | v=5/0 | Um 6:40 und dann erst wieder um 7:40, nicht alle 20 Minuten. Der dichte Takt gilt nur ab neun.
Oliver Stang | 03.02.2021, 08:15 Uhr | - | v=4/0 | Sachlich und gut erklärt, danke für den Artikel. Die Grafik mit den Zonen hat mir geholfen.
Renate W. | 02.02.2021, 23:58 Uhr | - | v=0/7 | Typisch Lindental 🙄
Hubert Glaser | 02.02.2021, 22:10 Uhr | - | v=8/1 | In fünf Jahren redet keiner mehr darüber. So war es beim Rauchverbot auch.
""")
    since = {
        "Stadtkind84": "2016",
        "Margit_Weiler": "2012",
        "Lindentaler_Bürger": "2009",
        "Radfahrerin": "2019",
        "Sabine Öhlschläger": "2014",
        "Pendlerin_aus_Au": "2020",
    }

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        up, down = r.get("v").split("/")
        rank = (
            '<span class="lr-rang lr-red">Redaktion</span>'
            if r.has("red")
            else (f'<span class="lr-rang">Leser seit {since[x.author]}</span>' if x.author in since else "")
        )
        removed = (
            '<div class="lr-beitrag lr-entfernt"><p class="lr-hinweis">Dieser Kommentar wurde von der Moderation entfernt. '
            'Bitte beachten Sie unsere <a href="/netiquette">Netiquette</a>.</p></div>'
            if i == 5
            else ""
        )
        return (
            removed
            + f'<div class="lr-beitrag" data-id="{88410 - i}"><div class="lr-kopf"><a class="lr-nutzer" href="/profil/{88410 - i}">'
            f'{esc(x.author)}</a> {rank} <span class="lr-zeit">{esc(x.when)}</span></div>'
            f'<div class="lr-text">{body(r.raw)}</div><div class="lr-leiste"><button class="lr-plus" type="button">▲ {up}</button> '
            f'<button class="lr-minus" type="button">▼ {down}</button> <a class="lr-antw" href="#lr-form">Antworten</a> '
            f'<a class="lr-melden" href="/melden/{88410 - i}">Melden</a></div>{sub}</div>'
        )

    block = (
        '<section class="lr-debatte" id="leserdebatte"><h2>Kommentare (64)</h2>'
        '<p class="lr-regeln">Kommentieren können nur registrierte Leserinnen und Leser. <a href="/login">Anmelden</a></p>'
        '<div class="lr-sort">Sortieren: <a class="aktiv" href="?sort=neu">Neueste zuerst</a> · <a href="?sort=alt">Älteste zuerst</a> · '
        '<a href="?sort=top">Meiste Zustimmung</a></div><div class="lr-liste">'
        + nest(rs, item, lambda s, _p: f'<div class="lr-antworten">{s}</div>')
        + '</div><nav class="lr-seiten"><span class="aktiv">1</span> <a href="?seite=2">2</a> <a href="?seite=3">3</a> '
        '<a href="?seite=2" rel="next">Weiter ›</a></nav></section>'
    )
    st = Story(
        "Parken in der Altstadt kostet ab April zwei Euro pro Stunde",
        "Von Carola Reinhardt",
        "2021-02-02T18:00:00+01:00",
        "02.02.2021, 18:00 Uhr",
        """
Der Gemeinderat von Lindental hat am Dienstagabend mit knapper Mehrheit neue Parkgebühren für die Altstadt beschlossen. Ab dem 1. April kostet eine Stunde auf den Plätzen zwischen Kirchgasse und Mühlstraße zwei Euro statt bisher 80 Cent.

Anwohner erhalten weiterhin einen Parkausweis für 30 Euro im Jahr. Eine eigene Karte für Beschäftigte der Altstadtläden, die der Handelsverein gefordert hatte, ist nicht vorgesehen.

Die Zahl der Ladezonen steigt von vier auf sieben. Über einen dichteren Takt beim Stadtbus will der Rat im Herbst beraten.
""",
        lead="Der Gemeinderat hat die neuen Gebühren knapp beschlossen. Anwohner zahlen weiter 30 Euro im Jahr.",
        section="Lindental",
    )
    return make(
        "ak-de-cms-seite1",
        "discussion",
        "de-lindental",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/lindental/parkgebuehren-altstadt",
        container="section#leserdebatte.lr-debatte: h2 'Kommentare (64)', sort links, div.lr-liste > div.lr-beitrag (a.lr-nutzer name, span.lr-rang, span.lr-zeit, div.lr-text, buttons '▲ n' '▼ n', 'Antworten', 'Melden'); replies in div.lr-antworten inside the top-level comment; a removed placeholder div.lr-entfernt; page links '1 2 3 Weiter ›'",
        heading="Kommentare (64)",
        description="A German regional daily of 2021 with registered readers' comments: page 1 of 3 (newest first) holds 25 of the 64 counted in the heading, replies one level deep (a reply to a reply is filed under the first comment), one comment removed by the moderation (placeholder only, not a comment), an editorial answer marked 'Redaktion', a bulleted list and an '@name' in comments, votes '▲ n ▼ n', sort controls; times '03.02.2021, 22:41 Uhr'.",
    )


def fr_market() -> Case:
    rs = thread("""
Josiane Fabre | mar 12/03/2024 - 08:14 | - | - | Enfin ! Le mercredi après-midi, personne ne pouvait y aller à part les retraités.
Bernard C. | mar 12/03/2024 - 09:02 | 0 | - | Les retraités vous saluent bien, Josiane. On était pourtant nombreux le mercredi.
Josiane Fabre | mar 12/03/2024 - 09:30 | 1 | ed | Je ne voulais vexer personne, Bernard ! Je voulais dire que les gens qui travaillent pourront enfin venir aussi.
Élodie Marty | mar 12/03/2024 - 10:47 | - | - | Est-ce que la fromagerie de Lagarde sera toujours là ? C'est pour elle que je fais le détour.
Le Courrier du Causse | mar 12/03/2024 - 11:20 | 3 | red | Bonjour, d'après l'association des producteurs, les douze exposants actuels ont tous confirmé leur présence le samedi.
Élodie Marty | mar 12/03/2024 - 11:36 | 4 | - | Merci pour la réponse rapide.
Pierrot | mar 12/03/2024 - 13:05 | - | - | Le samedi matin, il y a déjà le marché de Millac à vingt minutes. Les producteurs vont se faire concurrence entre eux.
Anne-Sophie Rouquette | mar 12/03/2024 - 14:22 | 6 | ed | Pas vraiment : la plupart ne font pas Millac, c'est justement pour ça qu'ils ont choisi le samedi. J'en connais trois qui n'avaient pas de place là-bas.
Gérard Vidal | mer 13/03/2024 - 07:50 | - | - | Et le stationnement sur la place de l'église le samedi, avec les mariages l'été ? Il faudra que la mairie y pense.
Mireille | mer 13/03/2024 - 09:12 | - | - | Bonne nouvelle pour les familles. Mes enfants adorent le stand de miel, on pourra y aller ensemble maintenant.
Luc Delmas | mer 13/03/2024 - 12:40 | 8 | - | Les mariages sont presque toujours l'après-midi, Gérard. Le marché finit à 13 heures.
Gérard Vidal | mer 13/03/2024 - 18:03 | 10 | - | Vu comme ça, ça devrait aller.
Nadine P. | jeu 14/03/2024 - 08:30 | - | - | Pour celles et ceux qui veulent aider à installer les stands, l'association cherche des bénévoles le premier samedi. Il suffit de passer à la mairie. // Venez nombreux, c'est convivial et il y a du café !
""")

    def subject(text: str) -> str:
        words = text.split()
        return " ".join(words[:5]) + ("…" if len(words) > 5 else "")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        edited = ' <span class="contribution__modifie">(modifié)</span>' if r.has("ed") else ""
        role = ' <span class="contribution__role">Rédaction</span>' if r.has("red") else ""
        return (
            f'<article class="contribution" id="contribution-{341 + i}" role="article"><div class="contribution__entete">'
            f'<img class="contribution__photo" src="/_avatar/cc-{i}.svg" alt="" width="36" height="36">'
            f'<div class="contribution__auteur">Soumis par <span class="nom-utilisateur">{esc(x.author)}</span>{role} le '
            f'<span class="contribution__date">{esc(x.when)}</span>{edited}</div></div>'
            f'<h3 class="contribution__sujet"><a href="/contribution/{341 + i}#contribution-{341 + i}">{esc(subject(x.text))}</a></h3>'
            f'<div class="contribution__texte">{body(r.raw)}</div><ul class="liens-contribution"><li><a href="/contribution/{341 + i}/repondre">Répondre</a></li>'
            f'<li><a href="/contribution/{341 + i}/signaler">Signaler</a></li></ul></article>{sub}'
        )

    block = (
        '<section class="zone-commentaires"><h2 class="titre-bloc">Commentaires</h2>'
        + nest(rs, item, lambda s, _p: f'<div class="indentation">{s}</div>')
        + '<h2 class="titre-bloc">Ajouter un commentaire</h2><form class="formulaire-contribution" action="/contribution/ajouter" method="post">'
        '<label>Votre nom</label><input name="nom"><label>Sujet</label><input name="sujet"><label>Commentaire</label>'
        '<textarea name="texte"></textarea><input type="submit" value="Enregistrer"></form></section>'
    )
    st = Story(
        "Le marché de producteurs de Saint-Alban passe au samedi matin",
        "Par Hélène Causse",
        "2024-03-11T17:00:00+01:00",
        "11/03/2024",
        """
À partir du 6 avril, le marché de producteurs de Saint-Alban se tiendra le samedi de 8 heures à 13 heures sur la place de l'église, et non plus le mercredi après-midi.

L'association des producteurs explique ce changement par la baisse de la fréquentation en semaine. Les douze exposants, maraîchers, éleveurs, fromagers et apiculteurs, suivront le déménagement.

La mairie prévoit d'installer des barrières le vendredi soir pour réserver la place. Un café associatif ouvrira à côté de la fontaine.
""",
        section="Agriculture",
    )
    return make(
        "ak-fr-drupal-fil",
        "discussion",
        "fr-causse",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/agriculture/marche-producteurs-samedi",
        container="section.zone-commentaires: h2 'Commentaires', article.contribution (photo, 'Soumis par' span.nom-utilisateur 'le' span.contribution__date, '(modifié)', h3.contribution__sujet = the first words of the text as a link, div.contribution__texte, 'Répondre', 'Signaler'); replies in div.indentation after the parent article, three levels; a form after",
        heading="Commentaires",
        description="A French regional portal of 2024 on a Drupal-like site: 13 readers' comments, replies three levels deep in sibling indentation blocks, each with a subject line made of its first words, '(modifié)' marks, an answer from the newsroom; day-first dates with slashes 'mar 12/03/2024 - 08:14'.",
    )


def es_forum() -> Case:
    rs = thread("""
ManoloGR | 14/05/2023 08:12 | - | n=1.204,r=2011 | Llevamos veinte años oyendo lo de la piscina cubierta. Hasta que no la vea abierta no me lo creo.
nadadora_vega | 14/05/2023 08:40 | - | n=87,r=2018,q=0 | Esta vez hay dinero de la Diputación y la obra está adjudicada. Yo sí me lo creo.
Loli | 14/05/2023 09:05 | - | n=15,r=2022 | Totalmente.
Paco Ruiz | 14/05/2023 09:55 | - | n=342,r=2013 | ¿Alguien sabe si habrá cursos para mayores? En verano la piscina municipal los tiene y se llenan.
ManoloGR | 14/05/2023 11:02 | - | n=1.204,r=2011,q=1 | Ojalá tengas razón. Lo de la Diputación también se dijo en 2015.
Irene Salcedo | 14/05/2023 12:47 | - | n=56,r=2020,q=3,ed=14/05/2023 12:51 | Según el pliego, sí: habrá un vaso de enseñanza para cursos de mayores y de bebés. Viene en la web del ayuntamiento.
Jesús M. | 14/05/2023 13:30 | - | n=410,r=2012 | Lo que me preocupa es el mantenimiento. Calentar una piscina en invierno aquí, con lo que cuesta la luz, va a salir carísimo.
Rocío Benavente | 14/05/2023 16:05 | - | n=23,r=2021,q=6 | Por eso llevan placas solares en la cubierta. Mi cuñado trabaja en la empresa y dice que cubrirán buena parte del consumo.
Jesús M. | 14/05/2023 16:48 | - | n=410,r=2012,q=7 | Buena parte no es todo. Ya veremos la factura el primer invierno.
El del quiosco | 14/05/2023 18:30 | - | n=781,r=2014,ed=14/05/2023 18:44 | Mi hijo tiene que ir a entrenar a la capital tres veces por semana, una hora de coche cada vez. Para los chavales del club de natación esto es una bendición.
Maribel | 14/05/2023 20:14 | - | n=9,r=2023 | ¿Dónde la van a hacer exactamente? ¿Al lado del polideportivo?
Paco Ruiz | 14/05/2023 20:40 | - | n=342,r=2013,q=10 | En la parcela de detrás del polideportivo, donde estaba el antiguo campo de tierra.
Andrés Camacho | 15/05/2023 07:35 | - | n=131,r=2016 | Buena noticia para el pueblo. A ver si también arreglan los vestuarios de la piscina de verano, que dan pena.
nadadora_vega | 15/05/2023 09:10 | - | n=87,r=2018 | Para quien quiera apoyar al club: el sábado hay jornada de puertas abiertas en la piscina de verano, de 10 a 13 h.
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        quote = ""
        if r.get("q"):
            src = rs[int(r.get("q"))].seed
            first = src.text.split(". ")[0]
            first += "" if first.endswith((".", "?", "!")) else "."
            quote = (
                f'<blockquote class="hilo-cita"><div class="hilo-cita-de">Cita de {esc(src.author)}:</div>'
                f"<p>{esc(first)}</p></blockquote>"
            )
        edited = (
            f'<div class="hilo-editado">Editado por última vez: {esc(r.get("ed"))}</div>'
            if r.get("ed")
            else ""
        )
        return (
            f'<div class="hilo-post" id="post{4410 + i}"><div class="hilo-usuario"><a class="hilo-nick" href="/foro/usuario/{i}">{esc(x.author)}</a>'
            f'<span class="hilo-datos">Mensajes: {r.get("n")} · Registro: {r.get("r")}</span></div>'
            f'<div class="hilo-cuerpo"><div class="hilo-cab"><a href="#post{4410 + i}">#{i + 1}</a> <span class="hilo-fecha">{esc(x.when)}</span></div>'
            f'{quote}<div class="hilo-mensaje">{body(r.raw)}</div>{edited}'
            f'<div class="hilo-botones"><a href="/foro/responder?citar={4410 + i}">Citar</a> <a href="/foro/denunciar/{4410 + i}">Denunciar</a></div></div></div>'
        )

    block = (
        '<section class="hilo"><h2 class="hilo-titulo">El debate de los lectores · 14 mensajes</h2>'
        '<p class="hilo-nota">Hilo abierto en el foro del Vigía sobre esta noticia. <a href="/foro/hilo/8812">Ver en el foro</a></p>'
        + nest(rs, item, lambda s, _p: s)
        + '<p class="hilo-pie"><a href="/foro/responder?hilo=8812">Responder en el foro</a></p></section>'
    )
    st = Story(
        "La Vega Alta tendrá su primera piscina cubierta en 2024",
        "Redacción · Marta Lozano",
        "2023-05-13T19:30:00+02:00",
        "13/05/2023",
        """
El pleno de la mancomunidad de la Vega Alta aprobó el viernes la adjudicación de la piscina cubierta que se construirá junto al polideportivo municipal. Las obras empezarán en septiembre y durarán unos catorce meses.

El proyecto cuesta 3,2 millones de euros, de los que la Diputación aporta dos tercios. Incluye un vaso de competición de 25 metros, un vaso de enseñanza y placas solares en la cubierta.

El club de natación local, que entrena fuera de la comarca desde hace años, celebró la noticia.
""",
        section="Comarca",
    )
    return make(
        "ak-es-foro-hilo",
        "discussion",
        "es-vegaalta",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/comarca/piscina-cubierta-vega-alta",
        container="section.hilo: h2 'El debate de los lectores · 14 mensajes', a flat run of div.hilo-post (div.hilo-usuario: a.hilo-nick, post and registration counts; div.hilo-cuerpo: '#n', span.hilo-fecha, blockquote.hilo-cita 'Cita de …' quoting another post's first sentence, div.hilo-mensaje, 'Editado por última vez', 'Citar', 'Denunciar')",
        heading="El debate de los lectores · 14 mensajes",
        description="A Spanish regional daily of 2023 with a forum-style thread under the article: 14 posts in one flat run, several quoting another reader's post in a blockquote (the quote is not the post's text; a flat forum has no replies), a one-word post, 'Editado' lines, user boxes with post counts; day-first dates '14/05/2023 08:12'.",
    )


def it_questions() -> Case:
    rs = thread("""
Paola Ferri | 10 gennaio 2017 alle 08:45 | - | u=9 | Chi non ha lo smartphone come fa? Mia madre va a prendere i nipoti e non sa usare le app.
Chiara Benedetti | 10 gennaio 2017 alle 10:02 | 0 | au,u=14 | Gentile Paola, il Comune mantiene lo sportello in via Roma 12, aperto il martedì e il giovedì mattina: lì si può ricaricare il conto in contanti.
Davide Rinaldi | 10 gennaio 2017 alle 09:30 | - | u=6 | Il credito residuo della vecchia tessera si perde?
Chiara Benedetti | 10 gennaio 2017 alle 10:15 | 2 | au,u=11 | No, viene trasferito automaticamente sul nuovo conto entro fine gennaio. Lo conferma l'ufficio scuola.
Marta | 10 gennaio 2017 alle 11:48 | - | u=3 | Le esenzioni per reddito vanno richieste di nuovo o restano valide?
Giorgio L. | 10 gennaio 2017 alle 12:20 | 4 | u=5 | Restano valide fino a giugno, l'ho chiesto ieri allo sportello. Poi si rinnovano con il nuovo ISEE.
Silvia Mancuso | 10 gennaio 2017 alle 14:05 | - | u=8 | Si potrà vedere anche cosa mangiano i bambini ogni giorno? Sarebbe utile per le allergie.
Chiara Benedetti | 10 gennaio 2017 alle 16:30 | 6 | au,u=7 | Sì, nel menù dell'app ci sono i piatti del giorno con gli allergeni. Le diete speciali restano da certificare come prima.
Roberto Gallo | 11 gennaio 2017 alle 07:58 | - | u=4 | Quanto costa il servizio? Ci sono commissioni sulle ricariche con carta?
Chiara Benedetti | 11 gennaio 2017 alle 09:10 | 8 | au,u=10 | Nessun costo per l'app; la ricarica con carta ha una commissione di 50 centesimi, quella allo sportello è gratuita.
Elena Vitale | 11 gennaio 2017 alle 13:40 | - | u=2 | E se due fratelli frequentano scuole diverse, serve un conto per ciascuno?
Franco | 11 gennaio 2017 alle 18:22 | - | u=1 | Perché non l'hanno spiegato in una riunione con i genitori prima di Natale?
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        if x.parent is None:
            return (
                f'<div class="dq-domanda" id="dq-{i + 1}"><p class="dq-chi">Domanda di <b class="dq-nome">{esc(x.author)}</b> · '
                f'<time class="dq-quando">{esc(x.when)}</time></p><div class="dq-testo">{body(r.raw)}</div>'
                f'<p class="dq-azioni"><button type="button" class="dq-utile">👍 Utile ({r.get("u")})</button> '
                f'<a href="#dq-form">Rispondi</a></p>{sub}</div>'
            )
        badge = ' <span class="dq-badge">Autore</span>' if r.has("au") else ""
        return (
            f'<div class="dq-risposta" id="dq-{i + 1}"><p class="dq-chi">Risponde <b class="dq-nome">{esc(x.author)}</b>{badge} · '
            f'<time class="dq-quando">{esc(x.when)}</time></p><div class="dq-testo">{body(r.raw)}</div>'
            f'<p class="dq-azioni"><button type="button" class="dq-utile">👍 Utile ({r.get("u")})</button></p></div>'
        )

    block = (
        '<section class="dq"><h2>Le vostre domande (12)</h2><p class="dq-intro">Avete dubbi sul nuovo sistema? '
        "Scriveteli qui: la nostra giornalista risponde nei giorni successivi.</p>"
        '<form id="dq-form" class="dq-form" method="post" action="/domande/invia"><input name="nome" placeholder="Nome">'
        '<textarea name="domanda" placeholder="La tua domanda"></textarea><button type="submit">Invia la domanda</button></form>'
        '<div class="dq-lista">'
        + nest(rs, item, lambda s, _p: f'<div class="dq-risposte">{s}</div>')
        + "</div></section>"
    )
    st = Story(
        "Mensa scolastica, da febbraio si paga con l'app: come funziona",
        "di Chiara Benedetti",
        "2017-01-09T12:00:00+01:00",
        "9 gennaio 2017",
        """
Dal primo febbraio i pasti della mensa scolastica di Valbruna non si pagheranno più con la tessera a scalare ma attraverso un conto elettronico, ricaricabile da un'app o allo sportello comunale.

Ogni famiglia riceverà per posta un codice personale. Il credito della vecchia tessera sarà trasferito sul nuovo conto, assicura l'assessora all'istruzione.

Le tariffe non cambiano: 4,20 euro a pasto, con riduzioni in base all'ISEE. Le esenzioni già concesse restano valide fino alla fine dell'anno scolastico.
""",
        section="Scuola",
    )
    return make(
        "ak-it-domande-lettori",
        "discussion",
        "it-valbruna",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/scuola/mensa-app-pagamenti",
        container="section.dq: h2 'Le vostre domande (12)', a form, div.dq-lista > div.dq-domanda ('Domanda di' b.dq-nome, time, div.dq-testo, '👍 Utile (n)', 'Rispondi'); answers in div.dq-risposte > div.dq-risposta ('Risponde' name, 'Autore' badge on the journalist's)",
        heading="Le vostre domande (12)",
        description="An Italian valley news portal of 2017 with a 'readers ask' thread under the article: seven readers' questions, five answers (four by the article's author, badged 'Autore', one by another reader), two unanswered; 'Utile (n)' votes; times '10 gennaio 2017 alle 08:45'.",
    )


def pt_topic() -> Case:
    rs = thread("""
Rodrigo Alves | há 3 dias | - | h=rodrigo.alves,lk=5 | Finalmente! Faço esse trajeto todo dia de bicicleta e dividir a pista com os ônibus é um perigo.
Cristina Mendes | há 3 dias | 0 | h=cris_mendes,lk=2 | Concordo, Rodrigo. Só espero que não vire estacionamento de carro como na Rua Quinze.
Roberto Ferreira | há 2 dias | - | h=betoferreira,lk=1 | E os comerciantes da avenida, foram ouvidos? Vão perder as vagas na frente das lojas.
Luana Santana | há 2 dias | 2 | h=lu.santana,lk=4 | Foram, teve audiência pública em novembro. A maioria das lojas pediu vaga de carga e descarga, não de estacionamento.
Márcio Bike | há 2 dias | - | h=marcio_bike,lk=7 | 👏👏👏
Zilda Prado | há 1 dia | - | h=dona.zilda,lk=0 | Tomara que coloquem bicicletário na estação. Não adianta chegar de bicicleta e não ter onde deixar.
Rodrigo Alves | há 1 dia | 5 | h=rodrigo.alves,lk=3 | A prefeitura falou em 40 vagas na estação, está no projeto. Vamos cobrar.
Guilherme Torres | há 20 horas | - | h=guilherme.t,lk=0 | Quero ver funcionar na época de chuva, a avenida alaga toda vez.
Cristina Mendes | há 5 horas | 7 | h=cris_mendes,lk=1 | O projeto inclui drenagem nova no trecho do viaduto, segundo a reportagem.
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        to = ""
        if x.parent is not None:
            p = rs[x.parent]
            to = f'<a class="tp-emresp" href="#tp-{x.parent + 1}">↩ em resposta a @{esc(p.get("h"))}</a>'
        likes = f'<span class="tp-curtidas">❤ {r.get("lk")}</span>' if r.get("lk") != "0" else ""
        return (
            f'<div class="tp-post" id="tp-{i + 1}"><img class="tp-av" src="/_avatar/tp-{esc(r.get("h"))}.svg" alt="" width="40" height="40">'
            f'<div class="tp-col"><div class="tp-cab"><span class="tp-nome">{esc(x.author)}</span> <span class="tp-handle">@{esc(r.get("h"))}</span>'
            f'{to}<span class="tp-quando" title="{esc(x.when)}">{esc(x.when)}</span></div><div class="tp-cooked">{body(r.raw)}</div>'
            f"{likes}</div></div>"
        )

    block = (
        '<section class="tp-embed"><div class="tp-topo"><h3>Discussão no fórum da comunidade</h3>'
        '<span class="tp-contagem">9 respostas</span></div><div class="tp-posts">'
        + "".join(item(i, r, "") for i, r in enumerate(rs))
        + '</div><p class="tp-rodape"><a class="tp-continuar" href="https://forum.serrinha.example/t/ciclovia-avenida-brasil/2210">'
        "Continue a discussão no fórum</a> · 14 participantes · 61 curtidas</p></section>"
    )
    st = Story(
        "Ciclovia da Avenida Brasil fica pronta em março",
        "Por Fernanda Lopes",
        "2020-02-10T09:00:00-03:00",
        "10/02/2020",
        """
A ciclovia da Avenida Brasil, com 4,8 quilômetros entre o centro e a estação rodoviária, deve ser entregue no fim de março, segundo a Secretaria de Mobilidade da Serrinha.

A pista será separada dos carros por blocos de concreto e terá sinalização própria nos cruzamentos. O projeto prevê ainda um bicicletário com 40 vagas na estação e a troca da drenagem no trecho do viaduto.

Comerciantes da avenida pediram mais vagas de carga e descarga, que foram incluídas na última versão do projeto.
""",
        section="Mobilidade",
    )
    return make(
        "ak-pt-topico-forum",
        "discussion",
        "pt-serrinha",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/mobilidade/ciclovia-avenida-brasil",
        container="section.tp-embed: h3 'Discussão no fórum da comunidade', '9 respostas', div.tp-posts > div.tp-post (avatar, span.tp-nome, span.tp-handle '@…', '↩ em resposta a @…' on replies, span.tp-quando 'há n dias', div.tp-cooked, '❤ n'); flat, the replies marked by the 'em resposta a' link; 'Continue a discussão no fórum' after",
        heading="Discussão no fórum da comunidade",
        description="A Brazilian city paper of 2020 with a Discourse-like forum topic rendered server-side under the article: 9 posts in a flat list, three replies marked '↩ em resposta a @handle' (parent: the post answered), an emoji-only post, like counts; relative times only ('há 3 dias').",
    )


def nl_blog() -> Case:
    rs = thread("""
Ria van Dijk | 5 juni 2016 om 21:14 | - | - | Wat een mooie foto's van de lepelaars! Wij waren er vorig jaar in september, toen zaten ze er met tientallen.
Anoniem | 5 juni 2016 om 22:30 | - | - | Is het pad naar de vogelkijkhut nu weer open? In mei stond er een hek.
Wim | 6 juni 2016 om 07:45 | 1 | au | Ja, sinds eind mei is het weer open. Alleen het laatste stuk is nog wat modderig bij hoog water.
Gerrit Hoekstra | 6 juni 2016 om 12:02 | - | - | Mooi verslag. Tip voor wie gaat: neem een verrekijker mee, vanaf de dijk zie je de zeehonden op de zandplaat liggen.
Marjolein | 7 juni 2016 om 19:33 | - | - | Dank je voor de beschrijving van de route, die ga ik met de kinderen lopen. // Hoe lang deden jullie er ongeveer over?
Wim | 7 juni 2016 om 21:10 | 4 | au | Een uur of drie, met veel stilstaan. Met kinderen zou ik er vier voor rekenen en een picknick meenemen!
Sanne B. | 9 juni 2016 om 08:20 | - | - | Weer genoten van je blog!
Koos | 12 juni 2016 om 17:47 | - | - | Zaterdag gelopen naar aanleiding van dit stuk. Twee lepelaars gezien en een bruine kiekendief. Bedankt!
""")

    def item(i: int, r: Row, sub: str) -> str:
        x = r.seed
        owner = (
            ' <img class="opm-eigenaar" src="/_avatar/eigenaar.svg" alt="Blogeigenaar" title="Blogeigenaar" width="14" height="14">'
            if r.has("au")
            else ""
        )
        who = (
            esc(x.author)
            if x.author == "Anoniem"
            else f'<a href="/profiel/{i}" rel="nofollow">{esc(x.author)}</a>'
        )
        removed = (
            '<dt class="opm-auteur opm-weg">Anoniem zei...</dt><dd class="opm-tekst opm-weg"><p><em>Deze reactie is verwijderd door een blogbeheerder.</em></p></dd>'
            '<dd class="opm-voet"><a class="opm-tijd" href="#c-weg">6 juni 2016 om 09:12</a></dd>'
            if i == 3
            else ""
        )
        replies = f'<dd class="opm-draad">{sub}</dd>' if sub else ""
        return (
            removed
            + f'<dt class="opm-auteur" id="c{7710 + i}">{who}{owner} zei...</dt><dd class="opm-tekst">{body(r.raw)}</dd>'
            f'<dd class="opm-voet"><a class="opm-tijd" href="#c{7710 + i}">{esc(x.when)}</a> <a class="opm-antw" href="#opm-form">Beantwoorden</a></dd>'
            f"{replies}"
        )

    block = (
        '<div class="opm-blok" id="opmerkingen"><h4>9 opmerkingen:</h4><dl class="opm-lijst">'
        + nest(rs, item, lambda s, _p: f'<dl class="opm-lijst opm-antwoorden">{s}</dl>')
        + '</dl><p class="opm-nieuw"><a href="#opm-form">Een reactie posten</a></p><p class="opm-feed">Reacties posten (Atom)</p></div>'
    )
    st = Story(
        "Naar de vogelkijkhut bij de Oosterkwelder",
        "Geplaatst door Wim",
        "2016-06-04T20:00:00+02:00",
        "zaterdag 4 juni 2016",
        """
Vanmorgen vroeg vertrokken vanaf het veerhuis, met de wind in de rug en de zon nog laag boven het wad. Het pad over de kwelder is na de winter opnieuw opgehoogd en loopt prima.

Bij de vogelkijkhut zaten zes lepelaars te foerageren in de geul. Verderop een groepje scholeksters en, heel even, een bruine kiekendief boven het riet.

De hele ronde is ongeveer negen kilometer. Let op het getij: bij springtij loopt het laatste stuk onder.
""",
        section="Wandelingen",
    )
    return make(
        "ak-nl-blogger-dl",
        "discussion",
        "nl-kwelder",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/wandelingen/vogelkijkhut-oosterkwelder",
        container="div#opmerkingen.opm-blok: h4 '9 opmerkingen:', dl.opm-lijst: dt.opm-auteur 'name zei...', dd.opm-tekst, dd.opm-voet (a.opm-tijd, 'Beantwoorden'); replies in dd.opm-draad > dl.opm-antwoorden; one removed entry (dt/dd with 'Deze reactie is verwijderd door een blogbeheerder.')",
        heading="9 opmerkingen:",
        description="A Dutch walking blog of 2016 on a Blogger-like template: 8 readers' comments in a definition list ('naam zei...'), two replies by the blog's owner (an owner icon), one entry removed by a blog administrator (placeholder only; the heading's 9 counts it); times '5 juni 2016 om 21:14'.",
    )


def pl_plain() -> Case:
    rs = thread("""
Kasia W. | - | - | - | Byłam tam w lutym i rzeczywiście przy schronisku leżało ponad metr śniegu. Raczki to absolutne minimum.
Tomek z Krosna | - | - | - | Czy parking na dole jest płatny w weekendy? Piszesz o dwudziestu złotych, ale nie wiem, czy za cały dzień.
Marek | - | - | - | Dzięki!
Agnieszka Lis | - | - | - | Świetny opis. Dodałabym tylko, że zimą po czternastej robi się tam ciemno bardzo szybko, warto wyjść wcześnie rano.
Piotr Sowa | - | - | - | Schodziłem kiedyś tym żółtym szlakiem po zmroku i nie polecam. Lepiej wracać tą samą drogą.
Ola | - | - | - | A z psem da się wejść? Mamy starszego labradora.
Bartek Zięba | - | - | - | Byłem w sobotę po Twoim wpisie. Widoki ze szczytu na Tatry niesamowite, szlak przetarty aż do góry.
""")

    def item(i: int, r: Row, sub: str) -> str:
        return f'<li class="odp-wpis"><p class="odp-kto">{esc(r.seed.author)}</p><div class="odp-tresc">{body(r.raw)}</div>{sub}</li>'

    block = (
        '<div class="odp"><ul class="odp-lista">'
        + nest(rs, item, lambda s, _p: f"<ul>{s}</ul>")
        + "</ul></div>"
    )
    st = Story(
        "Zimą na Jaworzec: czerwonym szlakiem od schroniska",
        "Ania, autorka bloga",
        "2022-01-23T18:00:00+01:00",
        "23 stycznia 2022",
        """
W zeszłą sobotę weszliśmy na Jaworzec czerwonym szlakiem od parkingu w Dolinie, przez schronisko pod Przełęczą. Całość zajęła nam pięć godzin z długim postojem na herbatę.

Śniegu było dużo, ale szlak był przetarty. Powyżej schroniska bez raczków ani rusz, zwłaszcza na stromym odcinku w lesie.

Parking kosztuje dwadzieścia złotych. Schronisko jest otwarte codziennie do osiemnastej i ma świetną zupę grzybową.
""",
        section="Szlaki",
    )
    return make(
        "ak-pl-lista-prosta",
        "discussion",
        "pl-zrodla",
        st,
        Parts(after=block),
        seeds_of(rs),
        path="/szlaki/jaworzec-zima",
        container="div.odp > ul.odp-lista > li.odp-wpis (p.odp-kto name, div.odp-tresc text); nothing else",
        heading=None,
        description="A Polish hiking blog of 2022 on a Ghost/Hugo-like theme: 7 readers' comments as a plain list under the post, name and text only; no heading, no time, no control, no form, no avatar, no 'comment' in the markup; a one-word comment.",
    )


def threads_ak() -> list[Case]:
    return [
        en_beans(),
        de_parking(),
        fr_market(),
        es_forum(),
        it_questions(),
        pt_topic(),
        nl_blog(),
        pl_plain(),
    ]
