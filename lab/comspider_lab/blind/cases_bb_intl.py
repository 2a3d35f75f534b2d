"""Blind set BB: six discussions in other languages, each the comment template of a different (invented) engine of
2004-2013 as its served HTML printed it: a German newspaper system's flat numbered list whose answers say "Antwort
auf #n von NAME" (ZeitungsWerk), a French regional site whose comments are a forum thread opened by an automatic post
(AgoraBB), a Spanish blog's "NAME dijo:" heading per comment with one lone reply (Cuadernia), an Italian newspaper's
one table of rows with "in risposta a NAME" rows (Rotativa), a Dutch hosted blog's bold names, line breaks and rules
(Bloghuis), a Brazilian blog's comments in blockquotes signed after them (Blogaria). Every class name, name, place and
text invented for this set; each comment by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bb_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    seeds,
    slug,
    thread,
    tree,
)


def de_numbers() -> Case:
    cs = thread("""
Heidekind | 12.11.2010 um 14:22 | - | - | Endlich! Seit drei Jahren warten wir auf den Radweg nach Brakel. Meine Tochter fährt jeden Morgen auf der Landstraße zur Schule, das ist lebensgefährlich.
Wilfried Brandes | 12.11.2010 um 14:48 | - | - | 1,9 Millionen für 4 Kilometer Radweg? Dafür könnte man die Schlaglöcher in der ganzen Gemeinde flicken.
M. Okonkwo | 12.11.2010 um 15:10 | 1 | - | Der Radweg wird zu 75 Prozent vom Land bezahlt, steht im dritten Absatz. Die Gemeinde zahlt etwa 470.000 Euro.
Heidekind | 12.11.2010 um 15:31 | - | - | Und was ist mit der Allee? Im Artikel steht, dass 40 Eichen gefällt werden sollen. Davon hat bei der Bürgerversammlung niemand etwas gesagt.
Gerda Lühmann | 12.11.2010 um 16:02 | 3 | - | Es sollen Ersatzpflanzungen kommen, doppelt so viele Bäume, aber natürlich junge. Bis die so aussehen wie die Allee, bin ich nicht mehr da.
Wilfried Brandes | 12.11.2010 um 16:20 | 2 | - | Trotzdem sind das unsere Steuern, ob Land oder Gemeinde.
Jens Hoppenstedt | 12.11.2010 um 17:45 | - | - | Warum nicht auf der alten Bahntrasse? Die liegt seit 1979 brach und führt fast genau dieselbe Strecke.
Redaktion Moorheider Tageblatt | 12.11.2010 um 18:05 | 6 | - | Lieber Herr Hoppenstedt, die Trasse gehört zu großen Teilen einem privaten Eigentümer, der nicht verkaufen will. Wir haben dazu im Frühjahr berichtet.
Jens Hoppenstedt | 12.11.2010 um 18:40 | 7 | - | Danke für die Antwort, das wusste ich nicht.
Birte S. | 13.11.2010 um 07:55 | - | - | Bitte bei der Planung an Beleuchtung denken. Im Winter ist es um halb fünf dunkel und die Strecke führt am Moor vorbei.
Karl-Heinz Düvel | 13.11.2010 um 09:12 | - | - | Ich fahre seit fünfzig Jahren mit dem Rad nach Brakel und lebe noch. Man muss eben aufpassen.
Heidekind | 13.11.2010 um 10:03 | 10 | - | Sie fahren aber nicht um sieben Uhr morgens mit 30 Lkw an sich vorbei, oder?
""")

    def item(i: int, c: C) -> str:
        ref = ""
        if c.parent is not None:
            p = c.parent
            ref = f'<div class="zw-bezug">Antwort auf <a href="#zw-{p + 1}">#{p + 1} von {esc(cs[p].name)}</a></div>'
        return (
            f'<li class="zw-eintrag" id="zw-{i + 1}"><div class="zw-kopf"><span class="zw-nr">#{i + 1}</span> '
            f"<strong>{esc(c.name)}</strong> schrieb am {esc(c.when)} Uhr</div>{ref}"
            f'<div class="zw-text">{paras(c.text)}</div>'
            f'<div class="zw-fuss"><a href="/kommentar/antworten?ref={i + 1}">Antworten</a> · '
            f'<a href="/kommentar/melden?ref={i + 1}">Beitrag melden</a></div></li>'
        )

    block = (
        f'<div class="zw-kommentare"><h3>Leserkommentare ({len(cs)})</h3>'
        '<p class="zw-hinweis">Die Kommentare geben die Meinung der Verfasser wieder. Bitte halten Sie sich an unsere '
        '<a href="/netiquette">Netiquette</a>.</p><ol class="zw-liste">'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '</ol><p><a href="/login?ziel=kommentar">Zum Kommentieren bitte anmelden</a></p></div>'
    )
    st = Story(
        "Radweg nach Brakel: Kreistag gibt grünes Licht",
        "Von Almut Reese",
        "2010-11-11T19:30:00+01:00",
        "11.11.2010",
        """
Der Radweg entlang der Kreisstraße 12 zwischen Moorheide und Brakel kann gebaut werden. Der Kreistag hat am Donnerstagabend mit großer Mehrheit die Finanzierung beschlossen. Die Kosten liegen bei rund 1,9 Millionen Euro.

Drei Viertel der Summe übernimmt das Land aus seinem Programm für den ländlichen Radverkehr. Für die Gemeinde Moorheide bleiben etwa 470.000 Euro.

Umstritten ist der Abschnitt an der Eichenallee. Dort sollen nach den Plänen rund 40 Bäume gefällt werden. Der Kreis verspricht Ersatzpflanzungen im Verhältnis zwei zu eins. Baubeginn soll im Herbst 2011 sein.
""",
        section="Lokales",
        related=(
            "Schulbus fällt erneut aus",
            "Adventsmarkt mit neuem Standort",
            "Kreistag: Haushalt vertagt",
            "Moorbrand: Ursache geklärt",
        ),
        tags=("Radweg", "Brakel", "Kreistag"),
    )
    return make(
        "bb-de-zeitungswerk-refs",
        "discussion",
        "de-moorheide",
        st,
        Parts(after=block),
        seeds(cs),
        path="/lokales/radweg-brakel-kreistag-gruenes-licht-1.48812.html",
        container="div.zw-kommentare: h3 'Leserkommentare (12)', ol.zw-liste > li.zw-eintrag#zw-N (div.zw-kopf '#N NAME schrieb am 12.11.2010 um 14:22 Uhr', on answers div.zw-bezug 'Antwort auf #2 von NAME' linking to #zw-2, div.zw-text, 'Antworten · Beitrag melden'); ONE flat list",
        heading="Leserkommentare (12)",
        description="ZeitungsWerk (an invented newspaper system, 2010), a district paper's story: 12 comments in one flat numbered list, the newsroom's answer among them; most awkward: the answers are not nested at all: the only sign of a reply is a line 'Antwort auf #n von NAME' linking to the earlier comment (the truth takes that comment as the parent).",
    )


def fr_forum() -> Case:
    cs = thread("""
Lozère_Jean | Mar 14 Oct 2008, 09:12 | - | r=Habitué,d=12 mars 2006,m=1 204,sig=Le causse n'appartient à personne. | Cent vingt brebis, c'est un troupeau de famille. Si le loup en prend trois par nuit, il n'y a plus de famille au bout de l'été. Les filets électrifiés, on les a, mais allez les poser sur quarante hectares de rocaille.
Mathilde B. | Mar 14 Oct 2008, 10:40 | - | r=Nouveau membre,d=2 septembre 2008,m=14 | Je suis de la ville, je le dis tout de suite, mais est-ce qu'il n'existe pas des chiens de protection pour ça ? On en voit dans les Alpes.
Lozère_Jean | Mar 14 Oct 2008, 11:05 | - | r=Habitué,d=12 mars 2006,m=1 204,sig=Le causse n'appartient à personne. | Les patous, oui. Il en faut deux ou trois par troupeau, ça se nourrit, ça se dresse, et ça mord les randonneurs qui passent trop près. Ce n'est pas si simple.
Fabien Costecalde | Mar 14 Oct 2008, 14:30 | - | r=Membre,d=30 janvier 2007,m=388 | L'indemnisation arrive neuf mois après, quand elle arrive. C'est ça le vrai problème, pas le loup lui-même.
Thérèse du Méjean | Mer 15 Oct 2008, 08:02 | - | r=Membre,d=5 mai 2007,m=97,sig=Les Bastides — 920 m. | Chez nous on a vu les traces en août près de la lavogne. Personne ne voulait y croire. Merci au journal d'en parler sans en faire un monstre ni un doudou.
Ravel (Millau) | Mer 15 Oct 2008, 12:15 | - | r=Membre,d=18 novembre 2007,m=51 | Le rapport de l'office parle d'un seul individu, peut-être de passage. Attendons avant de crier à la meute.
Mathilde B. | Mer 15 Oct 2008, 19:44 | - | r=Nouveau membre,d=2 septembre 2008,m=14 | Merci pour les explications, je comprends mieux. Je ne savais pas pour les randonneurs.
""")

    def post(
        name: str, rank: str, since: str, msgs: str, when: str, subject: str, body: str, sig: str, n: int
    ) -> str:
        return (
            f'<tr class="ag-ligne"><td class="ag-profil" valign="top"><a name="p{n}"></a><b>{esc(name)}</b><br />'
            f'<span class="ag-rang">{esc(rank)}</span><br /><img src="/_avatar/ag-{n}.svg" alt="" width="60" height="60" /><br />'
            f'<span class="ag-infos">Inscrit le: {esc(since)}<br />Messages: {esc(msgs)}</span></td>'
            f'<td class="ag-message" valign="top"><div class="ag-entete"><a href="#p{n}">Posté le: {esc(when)}</a> &nbsp; '
            f'Sujet du message: {esc(subject)}</div><div class="ag-corps">{body}</div>'
            + (f'<div class="ag-signature">_________________<br />{esc(sig)}</div>' if sig else "")
            + '<div class="ag-outils"><a href="/forum/posting.php?mode=quote">Citer</a> <a href="/forum/profile.php">Profil</a> '
            '<a href="/forum/privmsg.php">MP</a></div></td></tr><tr><td class="ag-sep" colspan="2"></td></tr>'
        )

    title = "Causse Méjean : le loup est-il de retour ?"
    bot = post(
        "La Rédaction",
        "Robot",
        "1 janvier 2005",
        "18 330",
        "Lun 13 Oct 2008, 18:00",
        title,
        "<p>Des traces et deux brebis tuées près des Bastides : l'office de la faune confirme le passage d'un loup sur le "
        'causse. <a href="/actualites/causse-mejean-loup.html">Lire l\'article complet</a></p>'
        "<p>Réagissez à cet article ci-dessous.</p>",
        "",
        4480,
    )
    readers = "".join(
        post(
            c.name,
            c.get("r"),
            c.get("d"),
            c.get("m"),
            c.when,
            "Re: " + title,
            paras(c.text),
            c.get("sig"),
            4481 + i,
        )
        for i, c in enumerate(cs)
    )
    block = (
        '<div class="ag-reactions"><h2>Vos réactions</h2><p class="ag-lien">Ce débat a lieu sur notre forum : '
        '<a href="/forum/viewtopic.php?t=4480">voir le sujet</a> · <a href="/forum/posting.php?mode=reply&amp;t=4480">répondre</a></p>'
        '<table class="ag-sujet" cellspacing="1" cellpadding="4" width="100%"><tr><th width="150">Auteur</th><th>Message</th></tr>'
        + bot
        + readers
        + '</table><p class="ag-pages">Page 1 sur 1 · Tous les horaires sont au format GMT + 1 heure</p></div>'
    )
    st = Story(
        title,
        "Par Hélène Sarran",
        "2008-10-13T17:00:00+02:00",
        "13 octobre 2008",
        """
Deux brebis tuées début octobre près du hameau des Bastides, des traces relevées en août près d'une lavogne : l'office de la faune sauvage a confirmé vendredi qu'un loup est bien passé sur le causse Méjean cet été.

Le rapport évoque un seul individu, probablement un jeune mâle en dispersion. Il est trop tôt, selon les techniciens, pour parler d'une installation durable.

Les éleveurs, eux, s'inquiètent. Une réunion est prévue le 24 octobre à la mairie de Hures avec les services de l'État pour présenter les aides à la protection des troupeaux.
""",
        section="Agriculture",
        related=(
            "La transhumance sous la pluie",
            "Le roquefort à l'export",
            "Foire aux agnelles de Meyrueis",
        ),
        tags=("loup", "causse Méjean", "élevage"),
    )
    return make(
        "bb-fr-agorabb-forum",
        "discussion",
        "fr-causses",
        st,
        Parts(after=block),
        seeds(cs),
        path="/actualites/causse-mejean-loup.html",
        container="div.ag-reactions: h2 'Vos réactions', a link to the forum topic, table.ag-sujet with a header row, then per post a tr.ag-ligne (td.ag-profil: name, rank, avatar, 'Inscrit le', 'Messages'; td.ag-message: 'Posté le: … Sujet du message: Re: …', div.ag-corps, a signature under '_________________' on three, 'Citer Profil MP') and a separator row; the FIRST post is the site's robot 'La Rédaction' with the article's teaser; flat",
        heading="Vos réactions",
        description="AgoraBB (an invented forum engine whose topic serves as a regional site's comments, 2008): seven readers' posts in a forum table with profile columns and signatures; most awkward: the first post in the same markup is the automatic 'La Rédaction' post with the article's teaser and link (not a reader's comment), and every post carries the same 'Re: title' subject.",
    )


def es_dijo() -> Case:
    cs = thread("""
Conchi | 12 de marzo de 2008 a las 10:15 | - | - | Yo los pongo siempre con un palito de caña al lado desde el primer día, que luego con el viento se tumban y ya no hay quien los enderece.
Paco el de Villanueva | 12 de marzo de 2008 a las 11:40 | - | - | ¿No es muy pronto para plantar tomates a mediados de marzo? Aquí en la sierra todavía hiela por las noches.
Marta | 12 de marzo de 2008 a las 13:02 | 1 | au | Paco, tienes toda la razón: yo los tengo en el invernadero de plástico hasta abril. En la huerta no los pongo hasta después de San Marcos, como decía mi abuela.
Lucía R. | 12 de marzo de 2008 a las 18:30 | - | - | Qué envidia de huerta. Yo tengo un balcón de dos metros y este año voy a probar con tomates cherry en macetas. ¿Crees que saldrán?
Anselmo | 13 de marzo de 2008 a las 08:47 | - | - | Lo de la ceniza de la chimenea alrededor de las plantas contra los caracoles funciona, doy fe. Eso sí, hay que volver a echarla después de cada lluvia.
Remedios Alcaide | 13 de marzo de 2008 a las 12:20 | - | - | Mi padre enterraba una cabeza de pescado debajo de cada mata. Los tomates eran enormes y el huerto olía a puerto durante una semana.
jardineradomingo | 14 de marzo de 2008 a las 21:05 | - | - | ¿Qué variedad es la de la foto? Parece corazón de buey pero más pequeño.
Ismael | 15 de marzo de 2008 a las 09:33 | - | - | Este blog es lo primero que leo los sábados. Gracias por compartir lo del semillero de hueveras, lo voy a hacer con mis hijos.
""")

    def item(i: int, c: C, sub: str) -> str:
        own = " cu-de-la-autora" if c.has("au") else ""
        return (
            f'<li class="cu-item{own}" id="cu-{2031 + i}"><img class="cu-foto" src="/_avatar/cu-{i}.svg" alt="" width="40" height="40" />'
            f'<h4 class="cu-quien"><a href="/perfil/{slug(c.name)}" rel="nofollow">{esc(c.name)}</a> dijo:</h4>'
            f'<div class="cu-texto">{paras(c.text)}</div>'
            f'<small class="cu-cuando"><a href="#cu-{2031 + i}">{esc(c.when)}</a></small>{sub}</li>'
        )

    title = "Ya están los tomates en el semillero"
    block = (
        f'<div id="cu-comentarios"><h3>{len(cs)} comentarios en “{esc(title)}”</h3><ol class="cu-lista">'
        + tree(cs, item, lambda s: f'<ol class="cu-respuestas">{s}</ol>')
        + '</ol><h3>Deja tu comentario</h3><form action="/cu-comentar.php" method="post"><p><input name="nombre" /> Nombre</p>'
        '<p><input name="correo" /> Correo (no se publicará)</p><p><input name="web" /> Web</p>'
        '<p><textarea name="texto" rows="7" cols="50"></textarea></p><p><input type="submit" value="Enviar comentario" /></p></form></div>'
    )
    st = Story(
        title,
        "Publicado por Marta en Huerto",
        "2008-03-11T20:00:00+01:00",
        "martes, 11 de marzo de 2008",
        """
Este año he sembrado cuatro variedades: la de siempre de mi abuela, que no sé cómo se llama pero que sale rosada y con hombros verdes, unos cherry amarillos, unos pera para conserva y una que me regaló Anselmo en la feria de Villanueva.

El semillero lo hago en hueveras de cartón con tierra del huerto mezclada con un poco de arena. Cuando tienen cuatro hojas las paso a vasos de yogur, y al invernadero de plástico hasta que pase el frío.

El año pasado perdí la mitad por una helada tardía, así que este año no tengo prisa. Os iré contando.
""",
        section="Huerto",
        related=("Mermelada de naranja amarga", "Las fiestas de San Blas", "El pozo nuevo"),
        tags=("huerto", "tomates", "semillero"),
        recent=(("Anselmo", "El pozo nuevo"), ("Conchi", "Mermelada de naranja amarga")),
        months=("marzo 2008", "febrero 2008", "enero 2008", "diciembre 2007"),
        friends=("La huerta de Basilio", "Recetas de la Tía Pura", "Cosas del campo"),
    )
    return make(
        "bb-es-cuadernia-dijo",
        "discussion",
        "es-almendral",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2008/03/ya-estan-los-tomates-en-el-semillero/",
        container="div#cu-comentarios: h3 '8 comentarios en “…”', ol.cu-lista > li.cu-item (img, h4.cu-quien 'NAME dijo:', div.cu-texto, small.cu-cuando time link after the text); ONE reply, the blogger's, in an ol.cu-respuestas inside the second comment; a form",
        heading="8 comentarios en “Ya están los tomates en el semillero”",
        description="Cuadernia (an invented blog engine, 2008), a village kitchen-garden blog: 8 comments, each opened by its own h4 heading 'NAME dijo:' and closed by the time in a small after the text; most awkward: a heading element per comment, and a single reply in the whole thread (the blogger's, nested under one comment).",
    )


def it_table() -> Case:
    cs = thread("""
Gianfranco Meloni | 12/04/2011 14:22 | - | - | Chiudere il reparto di ostetricia vuol dire far partorire le donne di Valdorso in ambulanza sulla statale. Quaranta minuti di curve, d'inverno anche di più.
Rosaria P. | 12/04/2011 14:50 | 0 | - | Mia figlia ha partorito lì due anni fa, personale bravissimo. È una vergogna.
Luca Ferrandi | 12/04/2011 15:18 | - | - | Con 280 parti all'anno, sotto la soglia di sicurezza, il problema esiste. Non è solo una questione di soldi.
Gianfranco Meloni | 12/04/2011 15:40 | 2 | - | La soglia va bene in pianura, non in una valle con una strada sola.
Suor Agnese | 12/04/2011 17:05 | - | - | Preghiamo perché si trovi una soluzione che tenga conto delle famiglie della montagna.
Tiziana Orrù | 12/04/2011 18:30 | - | - | Sabato alle 10 c'è il presidio davanti all'ospedale, organizzato dal comitato. Chi può venga.
Dott. Baroni | 12/04/2011 19:12 | 2 | - | Da medico: la soglia non è un capriccio, con pochi parti gli imprevisti si gestiscono peggio. Ma servirebbe almeno un punto nascita d'appoggio con elisoccorso notturno.
Luca Ferrandi | 12/04/2011 19:40 | 6 | - | D'accordo, l'elisoccorso di notte oggi non c'è. Questo andrebbe scritto nell'articolo.
Pino da Castelvecchio | 13/04/2011 08:15 | - | - | Prima hanno chiuso la scuola, poi l'ufficio postale, ora l'ospedale. Poi si chiedono perché i giovani se ne vanno.
Rosaria P. | 13/04/2011 09:02 | 5 | - | Ci sarò con le mie due figlie.
""")
    order: list[int] = []

    def walk(p: int | None) -> None:
        for i, c in enumerate(cs):
            if c.parent == p:
                order.append(i)
                walk(i)

    walk(None)

    def row(i: int) -> str:
        c = cs[i]
        if c.parent is None:
            return (
                f'<tr class="rc-r"><td class="rc-chi"><a name="rc{i}"></a><b>{esc(c.name)}</b><br /><span class="rc-ora">{esc(c.when)}</span></td>'
                f'<td class="rc-cosa">{"<br /><br />".join(esc(p) for p in c.text.split(chr(10) * 2))}</td></tr>'
            )
        return (
            f'<tr class="rc-r rc-risp"><td class="rc-chi"><a name="rc{i}"></a>↳ <b>{esc(c.name)}</b><br /><span class="rc-ora">{esc(c.when)}</span></td>'
            f'<td class="rc-cosa"><em class="rc-rif">in risposta a {esc(cs[c.parent].name)}</em><br />'
            f"{'<br /><br />'.join(esc(p) for p in c.text.split(chr(10) * 2))}</td></tr>"
        )

    block = (
        f'<div class="rc-box"><h3>I commenti dei lettori ({len(cs)})</h3>'
        '<table class="rc-commenti" width="100%" cellpadding="5" cellspacing="0" border="0">'
        + "".join(row(i) for i in order)
        + '</table><p class="rc-nota">I commenti sono moderati. <a href="/commenta?id=88120">Scrivi un commento</a></p></div>'
    )
    st = Story(
        "Ospedale di Valdorso, il reparto di ostetricia chiude a giugno",
        "di Sergio Ladu",
        "2011-04-11T20:00:00+02:00",
        "11 aprile 2011",
        """
Il punto nascita dell'ospedale di Valdorso chiuderà il 30 giugno. Lo ha comunicato ieri l'azienda sanitaria ai sindaci della valle, citando il numero di parti, circa 280 all'anno, inferiore alla soglia fissata dalle linee guida nazionali.

Le donne della valle dovranno rivolgersi all'ospedale del capoluogo, a circa quaranta minuti di strada. L'azienda promette un servizio di trasporto dedicato e un ambulatorio per le visite in gravidanza che resterà a Valdorso.

Il comitato per l'ospedale ha annunciato un presidio per sabato mattina. I sindaci chiedono un incontro con l'assessore regionale.
""",
        section="Cronaca",
        related=(
            "Statale 41, frana a Castelvecchio",
            "Scuola di Pratomaggiore: si decide a maggio",
            "Il mercato del giovedì torna in piazza",
        ),
        tags=("ospedale", "sanità", "Valdorso"),
    )
    return make(
        "bb-it-rotativa-rows",
        "discussion",
        "it-valdorso",
        st,
        Parts(after=block),
        seeds(cs),
        path="/cronaca/2011/04/11/ospedale-ostetricia-chiude-88120.html",
        container="div.rc-box: h3 'I commenti dei lettori (10)', table.rc-commenti, one tr.rc-r per comment (td.rc-chi: name and '12/04/2011 14:22'; td.rc-cosa: the text, <br /><br /> between paragraphs); an answer is a tr.rc-r.rc-risp right after its parent's (and the earlier answers') rows with '↳' before the name and 'in risposta a NAME' in an em before the text; three levels",
        heading="I commenti dei lettori (10)",
        description="Rotativa (an invented newspaper system, 2011), a valley daily's story: 10 comments in one table, one row each; most awkward: the rows are all siblings: the answers are marked only by a '↳' and an 'in risposta a NAME' line in the row (the truth takes the named comment above as the parent), three levels.",
    )


def nl_run() -> Case:
    cs = thread("""
Wietske | 3 mei 2009 21:14 | - | - | Wat een lucht! Die van vrijdag boven de dijk was ook prachtig, ik stond er met mijn fiets naar te kijken en kwam te laat op mijn werk.
Hans van Diepen | 3 mei 2009 22:40 | - | - | Mooie serie. Welke lens gebruik je voor die brede opnames? Ik krijg nooit zoveel lucht in beeld zonder dat de randen krom worden.
Polderlicht | 4 mei 2009 08:05 | - | au | @Hans: een 17 mm, maar ik recht de horizon later altijd nog wat bij. De randen snijd ik er gewoon af. // Het geheim is vooral: vroeg opstaan.
Geert-Jan | 4 mei 2009 12:31 | - | - | Die derde foto, met die ene boom en de sloot, die zou ik zo aan de muur hangen.
Marijke Holtrop | 5 mei 2009 19:02 | - | - | Ik woon vlakbij die sloot! Het is altijd raar om je eigen omgeving zo mooi terug te zien.
Ton | 6 mei 2009 07:48 | - | - | Een wolkenatlas in de polder, wat een goed idee. Ga je ze ook benoemen, cumulus en zo?
Sanne B. | 7 mei 2009 23:11 | - | - | Dankzij jouw blog kijk ik elke dag omhoog. Dank je.
""")

    def item(c: C) -> str:
        body = "<br /><br />".join(esc(p) for p in c.text.split("\n\n"))
        return f'<b>{esc(c.name)}</b> schreef op {esc(c.when)}:<br />\n{body}\n<hr class="bh-streep" />\n'

    block = (
        f'<div id="bh-reacties"><h3>{len(cs)} reacties</h3>\n'
        + "".join(item(c) for c in cs)
        + '<p><a href="/reageer?bericht=wolken-mei">Reageer op dit bericht</a></p></div>'
    )
    st = Story(
        "Wolken boven de Hoge Dijk",
        "Geplaatst door Polderlicht om 20:30",
        "2009-05-03T20:30:00+02:00",
        "zondag 3 mei 2009",
        """
Vrijdagavond en zaterdagochtend, twee keer dezelfde plek, twee keer een compleet andere lucht. Ik sta al drie jaar bijna elke week bij de Hoge Dijk en het verveelt nooit.

Deze keer zes foto's. De eerste twee zijn van vrijdag rond half negen, toen er een bui overtrok richting het noorden. De rest is van zaterdag, kwart over zes, met die dunne sluierwolken die de zon een half uur lang roze houden.

Binnenkort begin ik aan een kleine wolkenatlas van de polder: elke wolkensoort die ik hier tegenkom, met datum en plek.
""",
        section="Wolken",
        related=("Mist over de Vaart", "Het licht in februari", "Nieuwe statiefkop"),
        tags=("wolken", "Hoge Dijk", "avondlicht"),
        recent=(("Ton", "Mist over de Vaart"), ("Wietske", "Het licht in februari")),
        months=("mei 2009", "april 2009", "maart 2009"),
        friends=("Vaartlicht", "De Lage Landen in beeld", "Fietsend fotograferen"),
    )
    return make(
        "bb-nl-bloghuis-br",
        "discussion",
        "nl-polderlicht",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2009/05/wolken-boven-de-hoge-dijk.html",
        container="div#bh-reacties: h3 '7 reacties', then per comment, all siblings in the one div: <b>NAME</b> ' schreef op 3 mei 2009 21:14:' <br />, the text as bare text nodes with <br /><br /> between paragraphs, <hr class=bh-streep>; flat, the blogger answering '@Hans:'",
        heading="7 reacties",
        description="Bloghuis (an invented Dutch hosted blog service, 2009), a photography blog: 7 comments; most awkward: no element per comment and no element around the text: a bold name with 'schreef op …:', bare text and line breaks, a rule, repeated in one div; flat, the blogger's answer by '@Hans:'.",
    )


def pt_quote() -> Case:
    cs = thread("""
Dona Celeste | 12/03/2009 às 14:22 | - | - | Que capricho nessa barra! Eu nunca tive paciência para fazer viés, compro pronto e pronto.
Fernanda Lacerda | 12/03/2009 às 15:10 | - | - | Lúcia, você usou entretela na gola ou só o tecido dobrado? O meu fica sempre molinho.
Lúcia | 12/03/2009 às 16:02 | 1 | au | Fernanda, usei entretela fina de colar, só na parte de cima da gola. Fica firme sem ficar dura.
Fernanda Lacerda | 12/03/2009 às 16:30 | 2 | - | Obrigada! Vou testar no próximo.
Tati Moreira | 13/03/2009 às 09:45 | - | - | Esse tecido de poá é da loja da rua Direita? Vi um parecido lá semana passada.
Lúcia | 13/03/2009 às 10:20 | 4 | au | É de lá sim, Tati! Estava na ponta de estoque, paguei quase nada.
Rosângela | 13/03/2009 às 21:00 | - | - | Fiz o molde que você disponibilizou mês passado e ficou perfeito na minha neta. Agora quero esse vestido para mim.
Beth do Crochê | 14/03/2009 às 08:12 | - | - | Passei para deixar um beijo. Adoro vir aqui tomar café e ver as costuras.
Marli S. | 15/03/2009 às 19:38 | - | - | A barra italiana ficou linda. Vai ter passo a passo?
""")

    def item(i: int, c: C, sub: str) -> str:
        mark = " <small>(autora)</small>" if c.has("au") else ""
        return (
            f'<li class="bg-recado" id="bg-{i + 300}"><img class="bg-avatar" src="/_avatar/bg-{i}.svg" alt="" width="35" height="35" />'
            f'<blockquote class="bg-fala">{paras(c.text)}</blockquote>'
            f'<p class="bg-assina">por <a href="/perfil/{slug(c.name)}">{esc(c.name)}</a>{mark} em {esc(c.when)} · '
            f'<a href="#bg-form" class="bg-responder">responder</a></p>{sub}</li>'
        )

    block = (
        f'<div id="bg-comentarios"><h4>{len(cs)} comentários:</h4><ul class="bg-recados">'
        + tree(cs, item, lambda s: f'<ul class="bg-respostas">{s}</ul>')
        + '</ul><div id="bg-form"><h4>Deixe seu comentário</h4><form action="/comentar" method="post">'
        '<textarea name="t" rows="5" cols="50"></textarea><br /><input name="n" /> Nome <input type="submit" value="Publicar" /></form></div></div>'
    )
    st = Story(
        "Vestido de poá com gola boneca",
        "Postado por Lúcia às 11:30",
        "2009-03-12T11:30:00-03:00",
        "quinta-feira, 12 de março de 2009",
        """
Terminei ontem à noite o vestido de poá que estava cortado desde o Carnaval. Usei o mesmo molde da saia godê do mês passado, só acrescentei a parte de cima com pences e a gola boneca.

O tecido é uma tricoline bem levinha, perfeita para o calor daqui. A barra eu fiz italiana, à mão, porque à máquina sempre fica marcando.

Na semana que vem eu tento fazer um passo a passo da gola, que foi a parte que mais deu trabalho.
""",
        section="Costura",
        related=("Saia godê: molde grátis", "Meu cantinho de costura", "Bolo de fubá da vó Dita"),
        tags=("vestidos", "gola boneca", "poá"),
        recent=(("Beth do Crochê", "Meu cantinho de costura"), ("Rosângela", "Saia godê: molde grátis")),
        months=("março 2009", "fevereiro 2009", "janeiro 2009"),
        friends=("Ateliê da Nena", "Linhas e Agulhas", "Cozinha da Dita"),
    )
    return make(
        "bb-pt-blogaria-blockquote",
        "discussion",
        "pt-varanda",
        st,
        Parts(after=block),
        seeds(cs),
        path="/2009/03/vestido-de-poa-com-gola-boneca.html",
        container="div#bg-comentarios: h4 '9 comentários:', ul.bg-recados > li.bg-recado (img, blockquote.bg-fala with the text, then p.bg-assina 'por NAME (autora) em 12/03/2009 às 14:22 · responder'); the blogger's answers and one reader's thanks in ul.bg-respostas inside the li, three levels",
        heading="9 comentários:",
        description="Blogaria (an invented Brazilian blog platform, 2009), a sewing blog: 9 comments; most awkward: each comment's text is a blockquote and the author is only named after it, in a 'por NAME em DATE' signature line; the blogger's answers marked '(autora)' nested under their comments, three levels.",
    )


def threads_intl() -> list[Case]:
    return [de_numbers(), fr_forum(), es_dijo(), it_table(), nl_run(), pt_quote()]
