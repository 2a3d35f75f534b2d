"""Blind set AA: hand-built discussions of 6 to 20 comments whose records are not uniform, as real threads are: an
advertisement, a newsletter box and sponsored teasers between the comments (en), a pinned comment shown on top and
again in its place (de), the article's author answering in another wrapper with a badge (fr), comments removed by a
moderator or deleted by their author left in place without text (en), comments with a photo, initials or no avatar and
a picture in a comment (es), a thread whose header, text and footer are sibling elements with no wrapper per comment
(it), a thread in table rows, one row for the header and one for the text (en), long comments collapsed behind "ler
mais" (pt), a larger thread with all of these at once (nl) and comments with lists, quoted passages and links beside
one-word ones, three levels deep (pl) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_aa_common import (
    PartsK,
    Seed,
    body,
    box,
    children,
    esc,
    links,
    make,
    story,
    thread,
)
from comspider_lab.blind.model import Case


def _av(p: str, i: int) -> str:
    return f'<img class="{p}-av" src="/_avatar/{p}{i}.svg" alt="" width="36" height="36">'


def en_ads() -> Case:
    c = thread(
        """
Keith Barraclough | 3 hours ago | - | Forty years I have driven that road and the bend by the quarry has always been a death trap. About time.
Shona | 3 hours ago | 0 | My brother came off his bike there in 2019. Nobody did anything then.
Dan Whitlow | 3 hours ago | - | How much?
Pauline Ackroyd | 2 hours ago | 2 | £3.1 million according to the council papers, it's in the last paragraph.
Ravi Chauhan | 2 hours ago | - | The article does not mention the footpath. The plans I saw at the library show a footpath on the quarry side all the way to the village, which would let the children from the new estate walk to school instead of being driven.¶If that is still in the scheme it is the best part of it.
Mick | 2 hours ago | - | Good.
Joan Ellerby | 2 hours ago | - | Six months of closure is going to kill the farm shop. Will there be any compensation for businesses on the diversion?
Tariq Aziz | 1 hour ago | 6 | There is a scheme, the parish council newsletter had details last month.
Joan Ellerby | 1 hour ago | 7 | Thank you Tariq, I will look it out.
Bev Holroyd | 1 hour ago | - | They said the same in 2014 and then the money went to the ring road.
Andrew Sykes | 58 minutes ago | - | Has anyone seen the diversion map? The lorries will all be coming through Nether Row.
Liz | 40 minutes ago | 10 | The map is here: https://harrowdale-council.example/roads/quarry-bend-diversion
Stuart Pym | 31 minutes ago | - | At last.
Fran Oddie | 12 minutes ago | - | Could the council not have done it in the summer holidays when the school traffic is gone? Starting in February means the worst weather and the longest diversion for the buses, and the 42 already runs late most mornings.
Harold | 5 minutes ago | - | 👍 Sensible.
"""
    )
    ad = (
        '<div class="rs-ad" style="background:#f2f2f2;padding:10px;margin:10px 0;text-align:center"><span style="font-size:10px;color:#888">ADVERTISEMENT</span>'
        '<p><img src="/_avatar/ad-garden.svg" alt="" width="300" height="80"></p><p><b>Dale Garden Centre</b> – 20% off all bulbs this weekend. Open 9-5.</p></div>'
    )
    letter = (
        '<div class="rs-letter" style="border:2px solid #1f4e8c;padding:12px;margin:12px 0"><p><b>Get the Courier in your inbox</b></p>'
        "<p>Our morning briefing: the dale's news before 7am, Monday to Saturday.</p>"
        '<form><input type="email" placeholder="Your email address"> <button>Sign up</button></form></div>'
    )
    sponsored = (
        '<div class="rs-spons" style="margin:12px 0"><p style="font-size:11px;color:#888">SPONSORED · You may like</p><ul>'
        '<li><a href="/spons/1">Pensioners in the dale are switching to this boiler</a> <small>HomeWarm</small></li>'
        '<li><a href="/spons/2">The walking boots everyone in the Lakes is wearing</a> <small>Fellstride</small></li>'
        '<li><a href="/spons/3">Local couple, 71, share their secret to a tidy garden</a> <small>GreenPlot</small></li></ul></div>'
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="rs-item" id="rs{i + 1}">{_av("rs", i)}<div class="rs-main"><p class="rs-meta"><b class="rs-name">{esc(x.author)}</b> '
            f'<span class="rs-when">{esc(x.when)}</span></p><div class="rs-say">{body(x.text)}</div>'
            '<p class="rs-acts"><a href="#rs-form">Reply</a> · <a href="#rs-report">Report</a></p></div>'
            + (
                f'<div class="rs-kids" style="margin-left:40px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    out = ""
    for n, i in enumerate(children(c, None), start=1):
        out += one(i)
        if n in (3, 9):
            out += ad
        elif n == 6:
            out += letter
        elif n == 8:
            out += sponsored
    block = (
        f'<div class="rs" id="reader-views"><h2>Reader views ({len(c)})</h2>'
        '<p class="rs-rules">Please keep it civil. <a href="/house-rules">House rules</a></p>'
        + out
        + "</div>"
    )
    st = story(
        "Quarry bend to be straightened after decades of crashes",
        "By Martin Lowe",
        "2013-01-17T07:00:00+00:00",
        "17 January 2013",
        """
The notorious bend by Harrowdale quarry is to be straightened, the county council confirmed last night.

The £3.1 million scheme will close the road for six months from February, with a signed diversion through Nether Row.
""",
        section="Towns",
    )
    return make(
        "aa-en-ads",
        "discussion",
        "kb",
        "en-a",
        st,
        PartsK(after=block, rail=box("kb", "Most read", links("Sheep fair|Mill fire|Darts league"))),
        c,
        path="/towns/quarry-bend-straightened",
        container="div.rs#reader-views: div.rs-item entries (img avatar; p.rs-meta: b name, span '3 hours ago'; div.rs-say text; 'Reply · Report'); replies in div.rs-kids inside their parent's; an advertisement (div.rs-ad) after the 3rd and 9th top-level entries, a newsletter box (div.rs-letter) after the 6th, sponsored teasers (div.rs-spons) after the 8th",
        heading="Reader views (15)",
        description="A county weekly of 2013: 15 comments (5 replies, one chain three levels deep) with an advertisement, a newsletter sign-up box and sponsored teasers injected between the top-level entries; one-word comments, a link, two paragraphs.",
    )


def de_pinned() -> Case:
    c = thread(
        """
Hannelore Wiesner | vor 5 Stunden | - | Ich fahre seit zwanzig Jahren mit der Lenntalbahn zur Arbeit. Wenn der Stundentakt wirklich kommt, lasse ich das Auto stehen.
Jörg | vor 5 Stunden | - | Glaub ich erst, wenn der erste Zug fährt.
Martina Ebbers | vor 4 Stunden | 1 | Der Vertrag mit dem Land ist unterschrieben, steht im Artikel.
Dr. Ulrich Fahnenbruck | vor 4 Stunden | - | Als Mitglied des Fahrgastverbands ein paar Ergänzungen, die im Artikel fehlen:¶– Der Stundentakt gilt zunächst nur werktags.¶– Am Wochenende bleibt es beim Zweistundentakt, bis die Kreuzung in Rodewald gebaut ist.¶– Die neuen Triebwagen kommen frühestens 2027.¶Trotzdem: ein großer Schritt, für den wir zehn Jahre gekämpft haben.
Sven | vor 3 Stunden | 3 | Danke für die Einordnung!
Agnes | vor 3 Stunden | - | Super.
Ralf Tiedemann | vor 2 Stunden | - | Und die Busse ab Bahnhof Hainbach? Ohne Anschluss nützt der Takt den Dörfern wenig.
Petra Hollmann | vor 1 Stunde | 6 | Der Kreis will den Busfahrplan zum Dezember anpassen.
Ole | vor 20 Minuten | - | Endlich!
"""
    )
    pin = 3

    def one(i: int, pinned: bool = False) -> str:
        x = c[i]
        kids = [] if pinned else children(c, i)
        return (
            f'<div class="ml-b{" ml-pin" if pinned else ""}" data-id="{i + 1}">'
            + ('<p class="ml-pin-h">📌 Von der Redaktion angeheftet</p>' if pinned else "")
            + f'<div class="ml-kopf">{_av("ml", i)} <span class="ml-n">{esc(x.author)}</span> · <span class="ml-z">{esc(x.when)}</span></div>'
            f'<div class="ml-txt">{body(x.text)}</div><div class="ml-fuss"><button>Antworten</button> <button>▲ {3 + i * 2}</button></div>'
            + (
                f'<div class="ml-ant" style="margin-left:36px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<section class="ml" id="leserdebatte"><h2>Debatte (9)</h2>'
        '<div class="ml-sort">Sortieren: <a href="#">Neueste</a> · <a href="#">Beliebteste</a></div>'
        f'<div class="ml-oben" style="background:#fff7e0;padding:10px">{one(pin, pinned=True)}</div>'
        + "".join(one(i) for i in children(c, None))
        + "</section>"
    )
    st = story(
        "Lenntalbahn fährt ab Dezember im Stundentakt",
        "Von Katrin Opitz",
        "2025-07-09T11:00:00+02:00",
        "9. Juli 2025",
        """
Die Lenntalbahn wird ab dem Fahrplanwechsel im Dezember stündlich fahren. Land und Kreis haben den Verkehrsvertrag am Dienstag unterschrieben.

Bisher fuhren die Züge im Zweistundentakt. Pendler und Schüler hatten seit Jahren einen dichteren Takt gefordert.
""",
        section="Gemeinden",
    )
    return make(
        "aa-de-pinned",
        "discussion",
        "tv",
        "de-a",
        st,
        PartsK(after=block, rail=box("tv", "Auch lesenswert", links("Freibad|Kirmes|Handball"))),
        c,
        path="/gemeinden/lenntalbahn-stundentakt",
        container="section.ml#leserdebatte: div.ml-oben, a box holding the pinned entry ('📌 Von der Redaktion angeheftet', without its reply), then the thread: div.ml-b entries (div.ml-kopf: avatar, span.ml-n name · span.ml-z 'vor 5 Stunden'; div.ml-txt text; buttons 'Antworten', '▲ n'); replies in div.ml-ant inside their parent's; the pinned entry again in its place",
        heading="Debatte (9)",
        description="A county paper's site of 2025: 9 comments (3 replies), the fourth (a four-paragraph comment with a dash list) pinned by the newsroom and shown on top and again in its place; one-word comments.",
    )


def fr_author() -> Case:
    author = "Hélène Baylac"
    c = thread(
        f"""
Gérard Fabre | il y a 6 h | - | Article très juste. Dans mon village il ne reste que deux éleveurs sur douze.
Odile Marty | il y a 5 h | - | Vous écrivez que la transhumance à pied a disparu, mais nous la faisons encore chaque juin entre Saint-Jory et le col, avec trois familles.
{author} | il y a 5 h | 1 | Merci Odile, vous avez raison, la phrase est trop générale. Pouvez-vous nous écrire à la rédaction ? Nous aimerions vous accompagner en juin.
Odile Marty | il y a 4 h | 2 | Avec plaisir, je vous envoie un message ce soir.
Laurent | il y a 4 h | - | Et les prix de la laine ? On la brûle parce qu'elle ne vaut plus rien.¶C'est ça le vrai scandale, pas le loup.
Bénédicte Roques | il y a 3 h | 4 | Une filature à Mazamet reprend la laine locale depuis l'an dernier.
{author} | il y a 2 h | 4 | Laurent, nous préparons justement un article sur la filière laine pour le mois prochain.
Fanny | il y a 1 h | - | Merci !
"""
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        sub = (
            f'<div class="pv-sous" style="margin-left:34px">{"".join(one(k) for k in kids)}</div>'
            if kids
            else ""
        )
        if x.author == author:
            return (
                f'<aside class="pv-auteur" style="background:#eef6ee;border:1px solid #9c9;padding:8px;margin:8px 0">'
                f'<p><img src="/_avatar/redac-hb.svg" alt="" width="36" height="36"> <strong>{esc(x.author)}</strong> '
                f'<span class="pv-badge" style="background:#393;color:#fff;font-size:11px;padding:1px 4px">Auteur de l\'article</span> '
                f'<em class="pv-il">{esc(x.when)}</em></p>{body(x.text)}{sub}</aside>'
            )
        return (
            f'<div class="pv-r" id="pv{i + 1}"><p class="pv-t"><span class="pv-n">{esc(x.author)}</span> '
            f'<em class="pv-il">{esc(x.when)}</em></p>{body(x.text)}'
            '<p class="pv-l"><a href="#pv-form">Répondre</a> | <a href="#pv-signal">Signaler un abus</a></p>'
            + sub
            + "</div>"
        )

    block = (
        '<div class="pv" id="reactions"><h2>8 réactions</h2>'
        + "".join(one(i) for i in children(c, None))
        + '<p id="pv-form">Vous devez être abonné pour réagir.</p></div>'
    )
    st = story(
        "Sur le plateau, les derniers bergers",
        "Par Hélène Baylac",
        "2025-03-09T08:00:00+01:00",
        "9 mars 2025",
        """
Ils étaient plus de cent sur le plateau dans les années 1970. Ils sont aujourd'hui vingt-trois.

La transhumance à pied a quasiment disparu, remplacée par les bétaillères. Reportage auprès de ceux qui restent.
""",
        section="Communes",
    )
    return make(
        "aa-fr-author",
        "discussion",
        "kb",
        "fr-a",
        st,
        PartsK(after=block, rail=box("kb", "Les plus lus", links("Festival|Crue|Rugby à XIII"))),
        c,
        path="/communes/plateau-derniers-bergers",
        container="div.pv#reactions: div.pv-r entries (p.pv-t: span.pv-n name, em 'il y a 6 h'; the text's <p>s; 'Répondre | Signaler un abus'); the article's author's answers in another wrapper, aside.pv-auteur with an avatar and a badge 'Auteur de l'article'; replies in div.pv-sous inside their parent's, three levels",
        heading="8 réactions",
        description="A valley paper of 2025: 8 comments (4 replies, one chain three levels deep), the article's author answering twice in another wrapper (an <aside> with a badge and an avatar, no action links); two paragraphs, 'Merci !'.",
    )


def en_removed() -> Case:
    c = thread(
        """
Nicola Brent | 2 days ago | - | The library was the only warm place my mum could go in the afternoons. Cutting it to three days a week is going to hurt the people with the least.
Ed | 2 days ago | - | Use it or lose it, I suppose.
Graham Tuttle | 2 days ago | 1 | Hard to use it when it is open 10 till 2 on weekdays only.
Ayesha Begum | 1 day ago | - | I volunteer at the homework club there. Fifty children a week.¶Nobody from the council has asked us what we think. The consultation was online only, which rather misses the point for a library.
Phil | 1 day ago | - | Shame.
Imogen Carr | 1 day ago | 3 | Is there a way to sign up as a volunteer? I could do Tuesday evenings.
Ayesha Begum | 1 day ago | 5 | Yes, ask at the desk or write to the friends' group: friends.saltmarsh.library@example.org
Owen Price | 20 hours ago | - | What about the mobile library van? The article does not say if that is affected too.
"""
    )
    removed = {
        2: '<div class="kp-gone" style="color:#888;font-style:italic;padding:8px 0">This comment was removed by a moderator because it broke our community rules.</div>',
        4: '<div class="kp-c kp-deleted"><p class="kp-who"><b>Derek_Hollins</b> <span>1 day ago</span></p><p style="color:#888"><i>[This comment has been deleted by its author]</i></p></div>',
    }

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="kp-c" id="kp{i + 1}"><p class="kp-who">{_av("kp", i)} <b>{esc(x.author)}</b> <span>{esc(x.when)}</span></p>'
            f'<div class="kp-t">{body(x.text)}</div><p class="kp-acts"><a href="#kp-reply">Reply</a> <a href="#kp-like">Like</a></p>'
            + (
                f'<div class="kp-kids" style="margin-left:30px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    out = ""
    for n, i in enumerate(children(c, None)):
        if n in removed:
            out += removed[n]
        out += one(i)
    block = '<section class="kp" id="conversation"><h2>Conversation</h2>' + out + "</section>"
    st = story(
        "Saltmarsh library hours to be cut to three days a week",
        "By Rhiannon Wells",
        "2024-11-20T09:00:00+00:00",
        "20 November 2024",
        """
Saltmarsh library will open on three days a week from January, the district council has confirmed.

The council says the change will save £48,000 a year. A consultation earlier this autumn drew 312 responses.
""",
        section="Villages",
    )
    return make(
        "aa-en-removed",
        "discussion",
        "tv",
        "en-b",
        st,
        PartsK(
            after=block, rail=box("tv", "More from the villages", links("Ferry fares|Oyster beds|Regatta"))
        ),
        c,
        path="/villages/library-hours-cut",
        container="section.kp#conversation: div.kp-c entries (p.kp-who: avatar, b name, span '2 days ago'; div.kp-t text; 'Reply Like'); replies in div.kp-kids inside their parent's; two removed entries in place: div.kp-gone 'This comment was removed by a moderator…' (no name, no text) and a div.kp-c with a name and '[This comment has been deleted by its author]'",
        heading="Conversation",
        description="A weekly of 2024: 8 comments (3 replies) and, in their places between top-level entries, a comment removed by a moderator (no name) and one deleted by its author (name kept, no text), neither in the truth; 'Shame.', an e-mail address.",
    )


def es_avatars() -> Case:
    c = thread(
        """
Carmen Aguado | hace 4 horas | - | Subí ayer con mis hijos y el mirador está precioso. Os dejo la foto desde arriba.
Javier Ortiz | hace 4 horas | - | ¿Se puede subir con carrito de bebé o hay escaleras?
Concha | hace 3 horas | 1 | Hay escaleras en el último tramo, unas cuarenta.
Luis Miguel Serrano | hace 3 horas | - | Recuerdo cuando ese camino era de tierra y subíamos con las cabras. Me alegra que se arregle, pero me da pena que hayan quitado la fuente vieja.¶Era de 1910 y tenía la inscripción del pueblo.
Rocío | hace 2 horas | 3 | La fuente la han guardado en el almacén municipal, lo dijo el alcalde en el pleno.
Ana Belén Prieto | hace 1 hora | - | Horario y cómo llegar: https://turismo-jaramaalto.example/mirador
Tomás | hace 30 min | - | Precioso.
"""
    )
    style = {0: "photo", 1: "none", 2: "initials", 3: "photo", 4: "none", 5: "initials", 6: "none"}
    img = {0: "foto-mirador"}

    def av(i: int) -> str:
        s = style[i]
        if s == "photo":
            return f'<img class="gq-foto" src="/_avatar/gq{i}.svg" alt="" width="44" height="44">'
        if s == "initials":
            ini = "".join(w[0] for w in c[i].author.split()[:2]).upper()
            return f'<span class="gq-ini" style="display:inline-block;width:44px;height:44px;border-radius:50%;background:#c66;color:#fff;text-align:center;line-height:44px">{esc(ini)}</span>'
        return ""

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        name = (
            f'<a class="gq-n" href="https://blog-{i}.example/" rel="nofollow">{esc(x.author)}</a>'
            if i in (3,)
            else f'<span class="gq-n">{esc(x.author)}</span>'
        )
        return (
            f'<div class="gq-o" id="gq{i + 1}">{av(i)}<div class="gq-c"><div class="gq-m">{name} <small>{esc(x.when)}</small></div>'
            f'{body(x.text, img=img.get(i, ""))}<div class="gq-b"><a href="#gq-f">Responder</a></div></div>'
            + (
                f'<div class="gq-hijos" style="margin-left:50px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<section class="gq" id="opiniones"><h2>Opiniones de los lectores</h2>'
        + "".join(one(i) for i in children(c, None))
        + "</section>"
    )
    st = story(
        "Reabre el camino al mirador de la Peña tras dos años de obras",
        "Por Nuria Beltrán",
        "2025-05-11T10:00:00+02:00",
        "11/05/2025",
        """
El camino empedrado que sube al mirador de la Peña vuelve a estar abierto tras dos años de obras. Se han colocado barandillas y bancos.

El Ayuntamiento ha retirado la fuente antigua del primer tramo para ensanchar el paso.
""",
        section="Municipios",
    )
    return make(
        "aa-es-avatars",
        "discussion",
        "kb",
        "es-a",
        st,
        PartsK(after=block, rail=box("kb", "Lo más leído", links("Romería|Nevada|Baloncesto"))),
        c,
        path="/municipios/camino-mirador-pena-reabre",
        container="section.gq#opiniones: div.gq-o entries, some with a photo avatar (img.gq-foto), some with initials (span.gq-ini), some with none; div.gq-c: div.gq-m name (a link to the reader's blog on one) and small 'hace 4 horas', the text's <p>s (a photo in the first), 'Responder'; replies in div.gq-hijos inside their parent's",
        heading="Opiniones de los lectores",
        description="A sierra paper of 2025: 7 comments (2 replies) whose entries differ: a photo avatar, initials or none; a picture attached to the first comment; one name a link to the reader's blog; a bare link; 'Precioso.'.",
    )


def it_siblings() -> Case:
    c = thread(
        """
Franco Bellini | 2 ore fa | - | La nebbia in tangenziale non è una novità, ma i pannelli luminosi spenti da mesi sì.
Mirella | 2 ore fa | 0 | Quello vicino all'uscita 4 è spento da novembre.
Dario Zanichelli | 1 ora fa | - | Io faccio quella strada tutte le mattine alle sei. Con la nebbia si va a trenta all'ora e c'è sempre qualcuno che sorpassa a destra.¶Più che i pannelli servirebbero controlli.
Sara | 1 ora fa | 2 | Verissimo.
Gino Orlandi | 50 min fa | 2 | I controlli ci sono, ma con la nebbia gli autovelox non vedono niente.
Patrizia Gatti | 20 min fa | - | Speriamo che nessuno si sia fatto male.
"""
    )
    out = ""
    order: list[tuple[int, int]] = []

    def walk(parent: int | None, lvl: int) -> None:
        for i in children(c, parent):
            order.append((i, lvl))
            walk(i, lvl + 1)

    walk(None, 1)
    for i, lvl in order:
        x = c[i]
        ind = f' style="margin-left:{(lvl - 1) * 32}px"' if lvl > 1 else ""
        out += (
            f'<div class="fz-h fz-l{lvl}"{ind}><b>{esc(x.author)}</b> <span class="fz-o">{esc(x.when)}</span></div>'
            f'<div class="fz-c fz-l{lvl}"{ind}>{body(x.text)}</div>'
            f'<div class="fz-f fz-l{lvl}"{ind}><a href="#fz-r">Rispondi</a> · ♥ {2 + i}</div>'
        )
    block = (
        '<section class="fz" id="la-vostra-voce"><h2>La vostra voce</h2><div class="fz-lista">'
        + out
        + "</div></section>"
    )
    st = story(
        "Nebbia, tamponamento a catena in tangenziale: otto auto coinvolte",
        "di Matteo Guidetti",
        "2025-01-09T09:30:00+01:00",
        "9 gennaio 2025",
        """
Otto auto sono rimaste coinvolte in un tamponamento a catena questa mattina in tangenziale, all'altezza dell'uscita 4. La visibilità era inferiore ai cinquanta metri.

Tre persone sono state portate in ospedale per accertamenti, nessuna in gravi condizioni.
""",
        section="Comuni",
    )
    return make(
        "aa-it-siblings",
        "discussion",
        "tv",
        "it-a",
        st,
        PartsK(after=block, rail=box("tv", "Da leggere", links("Sagra|Nuova rotonda|Volley"))),
        c,
        path="/comuni/nebbia-tamponamento-tangenziale",
        container="section#la-vostra-voce > div.fz-lista: no wrapper per comment, three sibling divs per comment in the thread's order: div.fz-h (b name, span '2 ore fa'), div.fz-c (the text), div.fz-f ('Rispondi · ♥ n'); a reply's three divs carry class fz-l2 and a left margin",
        heading="La vostra voce",
        description="A lowland daily of 2025: 6 comments (3 replies) as a flat run of sibling elements, header, text and footer of each comment three divs with no wrapper, a reply's marked by a level class and a margin; two paragraphs, 'Verissimo.'.",
    )


def en_table_rows() -> Case:
    c = thread(
        """
old_dalesman | Posted 14/08/2009 at 09:12 | - | The agricultural show has been going downhill for years. Too many burger vans and not enough sheep.
Carol_W | Posted 14/08/2009 at 10:40 | 0 | Rubbish. The sheep lines were packed on Saturday, I could hardly get through.
old_dalesman | Posted 14/08/2009 at 11:02 | 1 | Packed with people, not with sheep. Count the pens next year.
Jenny from Upper Moss | Posted 14/08/2009 at 12:15 | - | Congratulations to the young farmers for the tug of war. Third year running!
BenT | Posted 14/08/2009 at 13:30 | - | lol
Margaret Dunford | Posted 14/08/2009 at 15:48 | - | I have been showing my jams at the show since 1971. This year I won a first for damson and a second for bramble jelly, and the judge took the time to tell me why, which has not happened in years.¶Thank you to all the stewards who stand in the rain all day.¶And to whoever found my reading glasses in the produce tent: they were my good ones.
Carol_W | Posted 14/08/2009 at 16:05 | 5 | Well done Margaret!
Stan | Posted 15/08/2009 at 08:20 | - | Results for the dry stone walling are not in the list. Can you add them?
"""
    )
    rows_out = ""

    def walk(parent: int | None, depth: int) -> None:
        nonlocal rows_out
        for i in children(c, parent):
            x = c[i]
            pad = f'<td width="{depth * 30}" rowspan="2"></td>' if depth else ""
            span = 2 if depth == 0 else 1
            rows_out += (
                f'<tr class="tb-head">{pad}<td class="tb-n" bgcolor="#dfe6ef"><b>{esc(x.author)}</b></td><td class="tb-d" bgcolor="#dfe6ef" align="right"><small>{esc(x.when)}</small></td></tr>'
                f'<tr class="tb-body"><td colspan="{span if depth == 0 else 2}" class="tb-x">{body(x.text)}'
                '<div align="right"><small><a href="#tb-quote">Quote</a> | <a href="#tb-alert">Alert a moderator</a></small></div></td></tr>'
            )
            walk(i, depth + 1)

    walk(None, 0)
    block = (
        '<div class="tb-wrap" id="readers"><h2>Readers\' comments (8)</h2>'
        f'<table class="tb-list" width="100%" cellspacing="1" cellpadding="4" border="0">{rows_out}</table>'
        '<p><a href="#tb-add">Add your comment</a></p></div>'
    )
    st = story(
        "Show results: a record year for the dale's young farmers",
        "By Courier reporter",
        "2009-08-13T18:00:00+01:00",
        "13 August 2009",
        """
More than eight thousand visitors came to the Harrowdale agricultural show on Saturday, despite heavy rain in the afternoon.

The young farmers won the tug of war for the third year running. Full results are below.
""",
        section="Towns",
        declare="visible",
    )
    return make(
        "aa-en-table-rows",
        "discussion",
        "kb",
        "en-a",
        st,
        PartsK(after=block, rail=box("kb", "Latest", links("Show results|Flood warning|Cricket scores"))),
        c,
        path="/towns/show-results-2009",
        container="div.tb-wrap#readers > table.tb-list: two rows per comment, tr.tb-head (td.tb-n b name, td.tb-d 'Posted 14/08/2009 at 09:12') and tr.tb-body (td.tb-x the text, 'Quote | Alert a moderator'); a reply's rows begin with an empty spacer cell (rowspan 2) as wide as its depth",
        heading="Readers' comments (8)",
        description="A county weekly of 2009: 8 comments (3 replies, one chain three levels deep) in table rows, one row for the name and date and one for the text, replies indented by a spacer cell; 'lol', three paragraphs.",
    )


def pt_readmore() -> Case:
    c = thread(
        """
Fernanda Lopes | há 3 horas | - | Moro na Rua do Outeiro há trinta anos e nunca vi a ribeira subir tanto. Às sete da manhã a água já estava à porta da padaria, e às nove entrava nas garagens. Os bombeiros chegaram depressa, isso é verdade, mas a câmara sabe há anos que o aqueduto debaixo da estrada está entupido e nunca fez nada. Em 2019 fizemos um abaixo-assinado com duzentas assinaturas. Responderam que estava no plano de investimentos. Seis anos depois, aqui estamos, a tirar lama das casas.¶Obrigada ao jornal por ter vindo cá ver.
Zé | há 3 horas | - | Força a todos.
Armando Teixeira | há 2 horas | 0 | Tem toda a razão. O aqueduto foi feito para a ribeira dos anos 60, não para as chuvas de agora.
Luísa Campos | há 2 horas | - | Quem precisar de ajuda para limpar, o grupo de escuteiros vai estar no largo da igreja no sábado às nove. Levem baldes e pás se tiverem. Também recolhemos roupa e cobertores para as famílias do Outeiro, que perderam quase tudo nas garagens e caves. A junta emprestou a carrinha para transportar os móveis estragados para o ecocentro, e o café central oferece o almoço aos voluntários. Passem a palavra.
Sérgio | há 1 hora | 3 | Lá estarei.
Maria do Céu | há 40 min | - | Que tristeza.
"""
    )
    cut = 180

    def text_html(t: str) -> str:
        if len(t) <= cut + 40:
            return body(t)
        at = t.rfind(" ", 0, cut)
        head, rest = t[:at], t[at:]
        return (
            f'<p class="rv-t">{esc(head)}<span class="rv-resto" hidden>{esc(rest).replace(chr(10) * 2, "<br><br>")}</span> '
            '<button type="button" class="rv-mais" onclick="this.previousElementSibling.hidden=false;this.remove()">ler mais</button></p>'
        )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="rv-e" id="rv{i + 1}"><div class="rv-cab"><b>{esc(x.author)}</b> <span>{esc(x.when)}</span></div>'
            f"{text_html(x.text)}"
            + (
                f'<div class="rv-resp" style="margin-left:28px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<section class="rv" id="o-que-dizem"><h2>O que dizem os leitores</h2>'
        + "".join(one(i) for i in children(c, None))
        + "</section>"
    )
    st = story(
        "Ribeira galga margens e inunda garagens no Outeiro",
        "Texto de Carla Moutinho",
        "2025-10-22T12:00:00+01:00",
        "22 de outubro de 2025",
        """
A ribeira galgou as margens na madrugada de terça-feira e inundou garagens e caves na Rua do Outeiro. Não houve feridos.

Os moradores queixam-se do aqueduto sob a estrada nacional, que dizem estar entupido há anos.
""",
        section="Freguesias",
    )
    return make(
        "aa-pt-readmore",
        "discussion",
        "tv",
        "pt-a",
        st,
        PartsK(after=block, rail=box("tv", "Mais lidas", links("Vindimas|Novo centro de saúde|Hóquei"))),
        c,
        path="/freguesias/ribeira-inunda-outeiro",
        container="section.rv#o-que-dizem: div.rv-e entries (div.rv-cab: b name, span 'há 3 horas'; the text in p.rv-t, a long one cut after about 180 characters, the rest in a hidden span.rv-resto shown by the button 'ler mais'); replies in div.rv-resp inside their parent's",
        heading="O que dizem os leitores",
        description="A municipal paper of 2025: 6 comments (2 replies), the two long ones collapsed after about 180 characters behind 'ler mais' (the rest in the served HTML, hidden); 'Força a todos.', 'Lá estarei.'.",
    )


def nl_everything() -> Case:
    red = "Redactie Het Veenbericht"
    c = thread(
        f"""
Gerda Visser | 09:12 | - | Prachtig dat de veenweide weer nat wordt. De grutto's komen dan vanzelf terug, dat zag je in Zegveld ook.
Bart | 09:20 | - | En de boeren dan?
Henk Brouwer | 09:31 | 1 | De boeren krijgen een vergoeding per hectare, staat in het stuk.
Bart | 09:40 | 2 | Een vergoeding voor tien jaar. En daarna?
Ria van Dijk | 09:45 | - | Eens.
Joost Hoekstra | 10:02 | - | Ik ben melkveehouder in de polder. Laat ik een paar dingen rechtzetten die in deze discussie door elkaar lopen:¶– Niemand wordt gedwongen om mee te doen.¶– Het waterpeil gaat alleen omhoog in de percelen van boeren die tekenen.¶– De vergoeding is voor tien jaar, daarna wordt opnieuw onderhandeld.¶Ik doe zelf mee met twaalf hectare. Niet omdat het lucratief is, maar omdat mijn land elk jaar een centimeter zakt en dat over vijftig jaar niet meer te boeren is.
{red} | 10:15 | 5 | Dank voor de toelichting, Joost. We hebben de passage over de vergoeding in het artikel verduidelijkt.
Annelies | 10:30 | - | Weet iemand of de fietspaden door de polder open blijven tijdens de werkzaamheden?
{red} | 10:42 | 7 | Ja, volgens het waterschap blijven alle fietspaden open. Alleen de Veenkade gaat in april twee weken dicht.
Piet Mulder | 11:05 | - | Mooi verhaal, mooie foto's.
Sanne | 11:20 | - | De kaart van het waterschap: https://waterschap-veenland.example/kaart-vernatting
Kees de Boer | 11:48 | - | Mijn opa heeft hier nog turf gestoken. Nu gaat het land weer terug naar hoe het was. Vreemd idee, maar misschien wel goed.
Wilma | 12:10 | 11 | Mooi gezegd, Kees.
Thijs Bakker | 12:33 | - | Wie betaalt de pompen? Die draaien nu al op subsidie.
Marco | 12:50 | 13 | Het waterschap, dus wij allemaal via de waterschapslasten.
Lotte Smit | 13:15 | - | Top!
Frank Jansen | 13:40 | - | In het artikel staat: „Over vijftig jaar ligt de polder een halve meter lager als we niets doen." Is dat een schatting van het waterschap of van de universiteit?
{red} | 14:02 | 16 | Van de universiteit, Frank. De bron staat onderaan het artikel.
Hanneke | 14:30 | - | 👍 Goed plan.
Dirk van Leeuwen | 15:05 | - | Eindelijk.
"""
    )
    pin = 5
    removed_after = 9
    avatars = {0, 2, 5, 8, 11, 13, 16}

    def one(i: int, pinned: bool = False) -> str:
        x = c[i]
        kids = [] if pinned else children(c, i)
        is_red = x.author == red
        av = (
            '<img class="vn-logo" src="/_avatar/veenbericht-logo.svg" alt="" width="40" height="40">'
            if is_red
            else (_av("vn", i) if i in avatars else "")
        )
        badge = (
            ' <span class="vn-badge" style="background:#2a6;color:#fff;font-size:11px;padding:1px 5px">Redactie</span>'
            if is_red
            else ""
        )
        cls = "vn-r vn-red" if is_red else "vn-r"
        inner = (
            f'<div class="vn-top">{av}<strong>{esc(x.author)}</strong>{badge} <span class="vn-tijd">{esc(x.when)}</span></div>'
            f'<div class="vn-tekst">{body(x.text)}</div>'
        )
        if is_red:
            inner = f'<div class="vn-redbox" style="background:#eaf6ee;padding:8px">{inner}</div>'
        return (
            f'<div class="{cls}{" vn-uitgelicht" if pinned else ""}">'
            + ('<p class="vn-pin">⭐ Uitgelicht door de redactie</p>' if pinned else "")
            + inner
            + (
                '<div class="vn-acties"><a href="#vn-f">Reageer</a> · <a href="#vn-m">Meld</a></div>'
                if not is_red
                else ""
            )
            + (
                f'<div class="vn-onder" style="margin-left:36px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    letter = (
        '<div class="vn-brief" style="border:2px dashed #2a6;padding:12px;margin:12px 0"><p><b>Elke vrijdag het nieuws uit de venen in je mail</b></p>'
        '<form><input type="email" placeholder="je e-mailadres"> <button>Aanmelden</button></form></div>'
    )
    promo = (
        '<div class="vn-promo" style="background:#111;color:#fff;padding:10px;margin:12px 0"><p style="font-size:11px">VIDEO</p>'
        '<p><a style="color:#fff" href="/video/grutto">Bekijk: zo klinkt een natte polder in mei (2:14)</a></p></div>'
    )
    gone = '<div class="vn-r vn-weg" style="color:#999;font-style:italic;padding:6px 0">Deze reactie is verwijderd door de moderator.</div>'
    out = ""
    for n, i in enumerate(children(c, None), start=1):
        out += one(i)
        if n == 4:
            out += letter
        elif n == removed_after - 1:
            out += gone
        elif n == 10:
            out += promo
    block = (
        f'<section class="vn" id="reageer-mee"><h2>Reacties ({len(c)})</h2>'
        f'<div class="vn-top-pin" style="border:1px solid #e5c100;padding:8px;margin-bottom:12px">{one(pin, pinned=True)}</div>'
        + out
        + "</section>"
    )
    st = story(
        "Polder Veenland gaat vernatten: tien boeren doen mee",
        "Door Ilse Vermeulen",
        "2025-03-27T08:30:00+01:00",
        "27 maart 2025",
        """
In polder Veenland gaat het waterpeil op tien boerenbedrijven omhoog. Het waterschap wil daarmee de bodemdaling afremmen.

De boeren die meedoen krijgen tien jaar lang een vergoeding per hectare. Volgens onderzoekers ligt de polder over vijftig jaar een halve meter lager als er niets gebeurt.
""",
        section="Dorpen",
    )
    return make(
        "aa-nl-everything",
        "discussion",
        "kb",
        "nl-a",
        st,
        PartsK(after=block, rail=box("kb", "Meest gelezen", links("Ijsbaan|Dorpsfeest|Kaatsen"))),
        c,
        path="/dorpen/polder-veenland-vernatten",
        container="section.vn#reageer-mee: the pinned entry in a box on top ('⭐ Uitgelicht door de redactie', without its reply) and again in its place; div.vn-r entries (div.vn-top: an avatar on some, strong name, span time '09:12'; div.vn-tekst; 'Reageer · Meld'); the newsroom's entries in div.vn-red with a logo, a badge 'Redactie', a coloured box and no actions; replies in div.vn-onder inside their parent's; a newsletter box after the 4th top-level entry, a removed entry ('Deze reactie is verwijderd door de moderator.') after the 8th, a video promo after the 10th",
        heading="Reacties (20)",
        description="A peat-district paper of 2025: 20 comments (7 replies, one chain three levels deep, the newsroom answering three times in another wrapper with a badge), a pinned four-paragraph comment with a dash list shown on top and in place, a newsletter box, a video promo and a removed comment between entries, avatars on some entries only; a quoted sentence of the article, a link, 'Eens.', 'Top!'.",
    )


def pl_long() -> Case:
    c = thread(
        """
Tomasz Wrzesiński | 5 godz. temu | - | Przeczytałem cały raport rady osiedla. Kilka rzeczy, których w artykule brakuje:¶– parking przy szkole ma mieć tylko 40 miejsc, a nie 60¶– plac zabaw zostaje, ale zostanie przesunięty bliżej ulicy¶– nikt nie policzył, ile drzew trzeba wyciąć¶To ostatnie martwi mnie najbardziej.
Jadwiga | 5 godz. temu | 0 | Drzew ma być wyciętych 17, jest to w załączniku nr 3.
Tomasz Wrzesiński | 4 godz. temu | 1 | Dziękuję, nie doczytałem załączników.
Krystyna Pawlak | 4 godz. temu | 2 | Siedemnaście to dużo. To są lipy sadzone po wojnie.
Olek | 4 godz. temu | - | Super.
Beata Nowakowska | 3 godz. temu | - | Cytuję z artykułu:¶„Inwestycja poprawi bezpieczeństwo dzieci dowożonych do szkoły."¶Dzieci dowożonych samochodami. A może zamiast parkingu zrobić bezpieczną drogę rowerową i przejście z sygnalizacją? Wtedy rodzice nie musieliby ich dowozić.
Rafał | 3 godz. temu | 5 | Zgadzam się w stu procentach.
Marek Zieliński | 2 godz. temu | 5 | W teorii pięknie, ale zimą o siódmej rano nikt nie puści ośmiolatka rowerem wzdłuż krajówki.
Beata Nowakowska | 2 godz. temu | 7 | Dlatego piszę o drodze rowerowej oddzielonej od jezdni, a nie o poboczu.
Halina | 1 godz. temu | - | Konsultacje są do piątku, formularz tutaj: https://gmina-nadwarcie.example/konsultacje/parking-szkola
Witold Kaczmarek | 1 godz. temu | - | Nie.
Ewa | 30 min temu | - | Dobrze, że ktoś o tym pisze.
"""
    )

    def one(i: int, lvl: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="pz-w pz-p{lvl}" id="pz{i + 1}"><div class="pz-g"><span class="pz-a">{esc(x.author)}</span> '
            f'<span class="pz-c">{esc(x.when)}</span></div><div class="pz-tr">{body(x.text)}</div>'
            '<div class="pz-o"><a href="#pz-f">Odpowiedz</a> <a href="#pz-z">Zgłoś</a></div>'
            + (
                f'<div class="pz-dz" style="margin-left:30px">{"".join(one(k, lvl + 1) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<section class="pz" id="glosy"><h2>Głosy mieszkańców</h2><style>.pz blockquote{border-left:3px solid #aaa;margin:6px 0;padding-left:10px;color:#444}</style>'
        + "".join(one(i, 1) for i in children(c, None))
        + "</section>"
    )
    st = story(
        "Parking zamiast lip? Gmina chce przebudować teren przy szkole",
        "Agnieszka Lis",
        "2025-09-16T09:00:00+02:00",
        "16 września 2025",
        """
Gmina chce zbudować parking przy szkole podstawowej w Nadwarciu. Na teren przy boisku miałoby wjechać czterdzieści samochodów.

Inwestycja poprawi bezpieczeństwo dzieci dowożonych do szkoły. Tak przynajmniej przekonuje wójt.
""",
        section="Gminy",
    )
    return make(
        "aa-pl-long",
        "discussion",
        "tv",
        "pl-a",
        st,
        PartsK(after=block, rail=box("tv", "Najczęściej czytane", links("Dożynki|Powódź|Warta Sieradz"))),
        c,
        path="/gminy/parking-przy-szkole-lipy",
        container="section.pz#glosy: div.pz-w entries (div.pz-g: span.pz-a name, span.pz-c '5 godz. temu'; div.pz-tr the text: <p>s, a dash list as a <ul>, a quoted sentence of the article in a <blockquote>, a link; 'Odpowiedz Zgłoś'); replies in div.pz-dz inside their parent's, four levels",
        heading="Głosy mieszkańców",
        description="A Warta valley paper of 2025: 12 comments (6 replies, one chain four levels deep) whose texts differ in shape: a list in a comment of four paragraphs, a quoted sentence of the article in a blockquote, a link, one-word comments ('Super.', 'Nie.').",
    )


def threads_aa() -> list[Case]:
    return [
        en_ads(),
        de_pinned(),
        fr_author(),
        en_removed(),
        es_avatars(),
        it_siblings(),
        en_table_rows(),
        pt_readmore(),
        nl_everything(),
        pl_long(),
    ]


__all__ = ["Seed", "threads_aa"]
