"""Blind set AW: four discussions of 20 to 50 readers' comments as 2012's servers sent them: a French portal's
numbered reactions drawn flat with indentation classes over two comment pages (fr), a Spanish paper's flat list whose
answers say "en respuesta a NAME" with a link to the parent (es), an Italian portal's nested lists with badges (it)
and a Dutch paper's thread in an invented hosted platform's static output, flat, answers opening with "@name" (nl).
Every class name, name, place and text invented for this set; each comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_aw_common import (
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
from comspider_lab.blind.widgets import children


def _depth(cs: list[C], i: int) -> int:
    d = 1
    p = cs[i].seed.parent
    while p is not None:
        d += 1
        p = cs[p].seed.parent
    return d


def _dfs(cs: list[C], only: range, parent: int | None = None) -> list[int]:
    out: list[int] = []
    for i in children([c.seed for c in cs], parent):
        if i in only:
            out += [i, *_dfs(cs, only, i)]
    return out


FR_P1 = """
Valmorinois38 | 14/03/2012 à 07h12 | - | - | Enfin une bonne nouvelle ! Mon grand-père prenait ce tram pour aller à l'usine, il en parlait encore à 90 ans.
Jean-Michel D. | 14/03/2012 à 07h30 | 0 | - | Le mien aussi. Il disait qu'on entendait la cloche depuis la place du marché.
cricri | 14/03/2012 à 07h45 | - | - | Une étude de plus. On en a déjà eu trois depuis 1995, toutes dans un tiroir.
le_vieux_cheminot | 14/03/2012 à 08h02 | 2 | - | Quatre, même : 1995, 2001, 2006 et celle de la région en 2009. Je les ai toutes lues.
cricri | 14/03/2012 à 08h10 | 3 | - | Raison de plus pour ne pas y croire.
Martine Bouvier | 14/03/2012 à 08h25 | - | - | Et les commerçants de la rue Carnot pendant les travaux ? On a vu ce que ça a donné à Brissac, deux ans de chantier et la moitié des boutiques fermées.
Paul Ferrand | 14/03/2012 à 08h41 | 5 | - | À Brissac c'était un parking souterrain en plus, rien à voir.
Martine Bouvier | 14/03/2012 à 08h57 | 6 | - | Un chantier reste un chantier.
Sylvain R. | 14/03/2012 à 09h10 | - | - | 48 millions pour 6 kilomètres, faites le calcul : 8 millions le kilomètre. Pour ce prix-là on pourrait mettre des bus toutes les cinq minutes.
le_vieux_cheminot | 14/03/2012 à 09h28 | 8 | - | Un bus dure douze ans, un tram quarante. Et il transporte trois fois plus de monde. Le calcul n'est pas si simple.
Sylvain R. | 14/03/2012 à 09h40 | 9 | - | Encore faut-il qu'il y ait trois fois plus de monde à transporter à Valmorin.
La rédaction | 14/03/2012 à 10h05 | 10 | r=Journaliste | Précision : selon l'étude de 2009, la ligne pourrait transporter 9 000 voyageurs par jour, contre 3 200 aujourd'hui sur la ligne de bus n° 2.
Anne-Laure | 14/03/2012 à 10h20 | - | - | Je ne comprends pas pourquoi on a enlevé les rails en 1958 si c'est pour les remettre soixante ans plus tard.
Bernard | 14/03/2012 à 10h32 | 12 | - | Parce qu'en 1958 tout le monde voulait une voiture. Chaque époque a ses modes.
Ginette | 14/03/2012 à 10h45 | - | - | Bravo !
Hugo T. | 14/03/2012 à 11h02 | - | - | Est-ce que le tram ira jusqu'à la zone des Granges ? C'est là que travaillent la plupart des gens, pas au centre-ville.
Paul Ferrand | 14/03/2012 à 11h15 | 15 | - | D'après le tracé publié par l'agglo, le terminus serait au rond-point des Granges, donc oui.
Hugo T. | 14/03/2012 à 11h23 | 16 | - | Merci, ça change tout pour moi.
Nathalie V. | 14/03/2012 à 11h50 | - | - | Avant de rêver d'un tram, qu'on remette des bus le dimanche.
Valmorinois38 | 14/03/2012 à 12h05 | 18 | - | Les deux ne sont pas incompatibles.
"""

FR_P2 = """
Raymond | 14/03/2012 à 13h40 | - | - | J'habite au bord de l'ancienne voie, derrière la gare. Personne ne nous a demandé notre avis.
la_rédac_Valmorin | 14/03/2012 à 14h00 | 0 | r=Journaliste | Une réunion publique est prévue le 4 avril à 19 heures à la salle des fêtes. Les riverains y seront invités par courrier.
Raymond | 14/03/2012 à 14h12 | 1 | - | Merci, j'y serai.
Élodie M. | 14/03/2012 à 14h35 | - | - | Tram ou pas tram, il faudrait surtout des pistes cyclables dignes de ce nom.
Fred | 14/03/2012 à 14h50 | 3 | - | Le projet en prévoit une le long de la voie, c'est dans le dossier.
Élodie M. | 14/03/2012 à 15h02 | 4 | - | Alors là je signe tout de suite.
Jacques Lenoir | 14/03/2012 à 15h30 | - | - | Ancien conducteur de bus à la régie pendant 32 ans, je voudrais apporter mon expérience. // Le problème de la ligne 2, ce n'est pas le bus, c'est la rue Carnot : à l'heure de pointe, on met vingt minutes pour faire huit cents mètres. Un tram en site propre ne serait pas coincé dans ces bouchons. // Donc oui au tram, mais à condition que les voitures sortent vraiment de la rue Carnot. Sinon on aura dépensé 48 millions pour rien. // J. Lenoir, Saint-Aude
cricri | 14/03/2012 à 15h48 | 6 | - | Enfin un avis de quelqu'un qui connaît le terrain.
Sylvain R. | 14/03/2012 à 16h05 | 6 | q | « à condition que les voitures sortent vraiment de la rue Carnot » // Et c'est là que ça va coincer, croyez-moi.
Lucie | 14/03/2012 à 16h30 | - | - | Ça serait bien pour les lycéens de Sainte-Aude, on met une heure le matin.
Marcel G. | 14/03/2012 à 17h10 | - | - | Mdr, 2025 au plus tôt. Je serai mort.
Ginette | 14/03/2012 à 17h22 | 10 | - | Moi aussi Marcel, mais mes petits-enfants le prendront.
Thomas Royer | 14/03/2012 à 18h05 | - | - | Le site de l'association Rails du Valmorin a mis en ligne des photos de l'ancienne ligne : www.rails-valmorin.example/photos
Anne-Laure | 14/03/2012 à 18h20 | 12 | - | Magnifiques photos, merci pour le lien !
"""


def fr_indent_paged() -> Case:
    p1 = thread(FR_P1)
    cs = p1 + thread(FR_P2, base=len(p1))
    path = "/actualite/valmorin/le-tram-pourrait-revenir-a4521.html"
    path2 = "/actualite/valmorin/le-tram-pourrait-revenir-a4521-reactions-p2.html"

    def item(i: int, c: C) -> str:
        rank = c.get("r")
        return (
            f'<div class="reac rx-n{_depth(cs, i)}" id="r{i + 1}"><div class="reac-tete">'
            f'<span class="reac-num">n°{i + 1}</span> <img src="/_avatar/rx-{slug(c.name)}.svg" alt="" width="30" height="30" /> '
            f'<strong class="reac-pseudo">{esc(c.name)}</strong>'
            + (f' <em class="reac-statut">{esc(rank)}</em>' if rank else "")
            + f' <span class="reac-date">le {esc(c.when)}</span> <a class="reac-lien" href="#r{i + 1}">lien</a></div>'
            f'<div class="reac-corps">{paras(c.text, quote=c.has("q"))}</div>'
            f'<div class="reac-pied"><a href="/reagir?r={i + 1}">Répondre</a> | <a href="/abus?r={i + 1}">Signaler un abus</a> | '
            f"J'aime ({(i * 3) % 11}) · Je n'aime pas ({(i * 5) % 4})</div></div>"
        )

    def block(first: int, last: int, n: int) -> str:
        pager = (
            f'<p class="reac-pages">Réactions {first + 1} à {last} sur 34 — Page '
            + (f'<b>1</b> <a href="{path2}">2</a> — <a href="{path2}">Suivante ›</a>' if n == 1 else "")
            + (f'<a href="{path}">‹ Précédente</a> — <a href="{path}">1</a> <b>2</b>' if n == 2 else "")
            + "</p>"
        )
        return (
            '<div id="reactions"><h3>Réactions des lecteurs (34)</h3>'
            '<p class="reac-info">Réagissez à cet article. Vous devez être <a href="/connexion">connecté</a>.</p>'
            + pager
            + "".join(item(i, cs[i]) for i in _dfs(cs, range(first, last)))
            + pager
            + "</div>"
        )

    css = ".reac{border-bottom:1px solid #dde;padding:6px 0}.rx-n2{margin-left:40px}.rx-n3{margin-left:80px}.rx-n4{margin-left:120px}"
    st = Story(
        "Le tram pourrait revenir à Valmorin",
        "Par Sandrine Audouard",
        "2012-03-13T18:00:00+01:00",
        "13/03/2012 à 18h00",
        """
Cinquante-quatre ans après la fermeture de la dernière ligne, le tramway pourrait revenir dans les rues de Valmorin. Le conseil communautaire a voté lundi soir le lancement d'une étude de faisabilité pour une ligne de six kilomètres entre la gare et la zone des Granges.

Le coût du projet est estimé entre 42 et 48 millions d'euros. La ligne reprendrait en partie le tracé de l'ancienne voie, démontée en 1958, et traverserait le centre par la rue Carnot.

L'étude doit être rendue au printemps 2013. Une mise en service n'est pas envisagée avant 2020, selon le président de l'agglomération.
""",
        lead="L'agglomération lance une étude pour une ligne de six kilomètres entre la gare et les Granges.",
        section="Valmorin",
        related=(
            "Les bus de la ligne 2 toujours en retard ~ 02/03/2012 ~ Les usagers se plaignent des bouchons de la rue Carnot.",
            "Rue Carnot : bientôt piétonne ? ~ 15/02/2012 ~ La mairie présentera deux scénarios en juin.",
            "Il y a 54 ans, le dernier tram ~ 10/01/2012 ~ Nos archives racontent le dernier voyage du 31 mai 1958.",
        ),
        tags=("Transports", "Tramway", "Agglomération"),
    )
    return make(
        "aw-fr-niveaux-deux-pages",
        "discussion",
        "fr-valmorin",
        st,
        Parts(after=block(0, len(p1), 1), css=css),
        seeds(cs),
        path=path,
        container="div#reactions after the article: h3 'Réactions des lecteurs (34)', a pager 'Réactions 1 à 20 sur 34 — Page 1 2 — Suivante ›' above and below; flat div.reac with indentation classes rx-n1 to rx-n4 (span.reac-num 'n°12', img, strong.reac-pseudo, em.reac-statut 'Journaliste', span.reac-date 'le 14/03/2012 à 07h12', a 'lien', div.reac-corps, 'Répondre | Signaler un abus | J'aime (n) · Je n'aime pas (n)'); page 2 at its own URL",
        heading="Réactions des lecteurs (34)",
        description="A French regional portal of 2012: 34 readers' reactions over two comment pages of the same article (20 and 14), numbered, drawn flat with indentation classes (replies up to four levels as the classes show), the newsroom's answers marked 'Journaliste', a long comment with a signature, a quoted parent, a link, 'Bravo !' and 'Mdr' comments.",
        more_pages={path2: Parts(after=block(len(p1), len(cs), 2), css=css)},
    )


ES = """
Feliciano Ruiz | 14/03/2012 - 08:05 | - | - | Ya era hora. En la plaza no cabía un alfiler y los puestos estaban pegados a las casas.
Amparo | 14/03/2012 - 08:20 | - | - | Pues a mí me da pena. La feria en la plaza tenía su encanto, en el recinto ferial será como cualquier mercadillo.
Lucas M. | 14/03/2012 - 08:34 | 1 | - | Encanto tenía, pero el año pasado una ambulancia tardó diez minutos en pasar por la calle Mayor.
Amparo | 14/03/2012 - 08:50 | 2 | - | Eso no lo sabía. Visto así, tiene sentido.
Rosendo Gil | 14/03/2012 - 09:10 | - | r=Lector destacado | Soy productor de ajo en Villabaja desde hace treinta años. Para nosotros el recinto es mejor: podemos descargar los camiones sin cortar ninguna calle y hay sitio para todos.
Javier Ortiz | 14/03/2012 - 09:25 | - | - | ¿Y habrá autobús desde el centro? El recinto está a dos kilómetros y mucha gente mayor va andando.
Diario del Altozano | 14/03/2012 - 09:40 | 5 | r=Redacción | El Ayuntamiento nos confirma que habrá un autobús lanzadera gratuito cada veinte minutos desde la plaza de España durante los tres días.
Javier Ortiz | 14/03/2012 - 09:52 | 6 | - | Gracias por la información.
Mari Luz | 14/03/2012 - 10:15 | - | - | Mientras sigan las ristras de ajo morado y las migas, me da igual dónde la pongan.
Tomás | 14/03/2012 - 10:30 | 8 | - | Las migas de la peña El Mortero, que no falten.
Carmen Sáez | 14/03/2012 - 10:48 | - | - | Los bares de la plaza van a perder la mejor semana del año. Nadie ha pensado en ellos.
Feliciano Ruiz | 14/03/2012 - 11:02 | 10 | - | Los bares pueden poner casetas en el recinto, lo dice la noticia.
Carmen Sáez | 14/03/2012 - 11:20 | 11 | - | Una caseta cuesta 600 euros, no es lo mismo que tener la terraza en la puerta.
Pepe el de la ferretería | 14/03/2012 - 11:45 | - | - | +1 a lo que dice Rosendo.
Nieves | 14/03/2012 - 12:10 | - | - | Lo del aparcamiento en el recinto es un desastre cuando llueve, todo barro. Que lo arreglen antes de junio.
Lucas M. | 14/03/2012 - 12:25 | 14 | - | En la noticia pone que lo van a asfaltar este mes.
Nieves | 14/03/2012 - 12:40 | 15 | - | Si lo hacen, estupendo. Lo creeré cuando lo vea.
Gonzalo Prieto | 14/03/2012 - 13:15 | - | - | Llevo veinte años organizando la feria como voluntario y quiero dar las gracias a todos los vecinos de la plaza que nos han aguantado este tiempo. Nos vemos en el recinto.
Amparo | 14/03/2012 - 13:30 | 17 | - | Gracias a vosotros, Gonzalo.
Rafa | 14/03/2012 - 14:00 | - | - | jajaja 40.000 visitantes, si no cabemos ni 4.000
Tomás | 14/03/2012 - 14:20 | 19 | - | Cuenta los tres días y los autobuses de Toledo, Rafa.
Encarna Villar | 14/03/2012 - 16:05 | - | - | Yo vendo miel en la feria desde 1998. En la plaza estábamos al sol toda la mañana, en el recinto al menos hay una nave con sombra.
Rosendo Gil | 14/03/2012 - 16:30 | 21 | r=Lector destacado | Encarna, te guardamos sitio al lado nuestro como siempre.
Manoli | 14/03/2012 - 18:45 | - | - | De acuerdo.
"""


def es_reply_to() -> Case:
    cs = thread(ES)

    def item(i: int, c: C) -> str:
        rank = c.get("r")
        p = c.seed.parent
        to = (
            f' <a class="cm-resp" href="#cm{2201 + p}">en respuesta a {esc(cs[p].name)}</a>'
            if p is not None
            else ""
        )
        return (
            f'<div class="cm-caja" id="cm{2201 + i}"><div class="cm-cab"><img src="/_avatar/e-{slug(c.name)}.svg" alt="" width="36" height="36" />'
            f'<span class="cm-autor">{esc(c.name)}</span>'
            + (f' <span class="cm-rango">{esc(rank)}</span>' if rank else "")
            + f'{to} <span class="cm-fecha">{esc(c.when)}</span> <a class="cm-enlace" href="#cm{2201 + i}">#{i + 1}</a></div>'
            f'<div class="cm-texto">{paras(c.text)}</div><div class="cm-pie">A favor <b>{(i * 4) % 13}</b> · En contra <b>{(i * 3) % 5}</b> · '
            f'<a href="/responder?c={2201 + i}">Responder</a> · <a href="/denunciar?c={2201 + i}">Denunciar</a></div></div>'
        )

    block = (
        '<div class="cm-zona"><h3 class="cm-titulo">24 comentarios</h3>'
        '<p class="cm-orden"><a href="?orden=valorados">Más valorados</a> | <b>Más antiguos</b> | <a href="?orden=recientes">Más recientes</a></p>'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '<p class="cm-normas">Los comentarios son responsabilidad de sus autores. <a href="/normas">Normas de uso</a>. '
        '<a href="/entrar">Entra</a> para comentar.</p></div>'
    )
    st = Story(
        "La Feria del Ajo deja la plaza y se muda al recinto ferial",
        "Redacción / Altozano",
        "2012-03-13T20:15:00+01:00",
        "13/03/2012 - 20:15",
        """
La Feria del Ajo Morado, que cada junio reúne a unos 40.000 visitantes durante tres días, se celebrará este año en el recinto ferial de la carretera de Villabaja y no en la plaza de España, donde se ha instalado desde 1974.

El Ayuntamiento justifica el traslado por motivos de seguridad: el pasado año los servicios de emergencia tuvieron dificultades para acceder al centro durante la feria. El aparcamiento del recinto se asfaltará este mes.

Los hosteleros del centro podrán instalar casetas en el recinto. La Asociación de Productores ha mostrado su apoyo al cambio.
""",
        section="Local",
        related=(
            "El ajo morado, con denominación de origen ~ 02/02/2012 ~ La Unión Europea reconoce la calidad del producto de la comarca.",
            "La plaza de España estrena bancos ~ 20/01/2012 ~ La reforma de la plaza terminará antes de Semana Santa.",
            "Récord de visitantes en la feria de 2011 ~ 15/06/2011 ~ Más de 42.000 personas pasaron por los puestos.",
        ),
        tags=("Feria del Ajo", "Fiestas"),
        bio="La redacción local del Diario del Altozano.",
    )
    return make(
        "aw-es-en-respuesta-a",
        "discussion",
        "es-altozano",
        st,
        Parts(after=block),
        seeds(cs),
        path="/local/2012/03/13/feria-del-ajo-recinto-ferial-3321.html",
        container="div.cm-zona after the related stories: h3 '24 comentarios', order links; one flat list of div.cm-caja (img, span.cm-autor, span.cm-rango 'Lector destacado'/'Redacción', a.cm-resp 'en respuesta a NAME' linking to the parent's anchor, span.cm-fecha '14/03/2012 - 08:05', '#n', div.cm-texto, 'A favor n · En contra n · Responder · Denunciar')",
        heading="24 comentarios",
        description="A Spanish regional paper of 2012: 24 readers' comments in one flat list in time order; answers carry 'en respuesta a NAME', a link to the parent's anchor (their parent in the truth), up to three levels; ranks, the paper's own answer, '+1', 'jajaja', 'De acuerdo.'.",
    )


IT = """
Giorgio Ferrarini | 14 marzo 2012 alle 7:45 | - | - | Abito in via Garibaldi da quarant'anni. Il senso unico era l'unica soluzione, al mattino non si passava più.
Negozio Bertolini | 14 marzo 2012 alle 8:10 | 0 | - | Lei abita, noi lavoriamo. Da lunedì i clienti da Ponte Vecchio devono fare tutto il giro delle mura.
Giorgio Ferrarini | 14 marzo 2012 alle 8:30 | 1 | - | Tre minuti in più di macchina. Non mi sembra la fine del mondo.
Negozio Bertolini | 14 marzo 2012 alle 8:52 | 2 | - | Lo dica a chi si ferma per un caffè e adesso non si ferma più.
lucia_b | 14 marzo 2012 alle 9:15 | - | b=Utente esperto | Qualcuno sa se le bici possono andare in entrambi i sensi? Nell'articolo non c'è scritto.
Redazione | 14 marzo 2012 alle 9:40 | 4 | b=Redazione | Sì, il Comune ha confermato che sarà istituito un doppio senso ciclabile, con la segnaletica entro fine mese.
lucia_b | 14 marzo 2012 alle 9:48 | 5 | b=Utente esperto | Ottimo, grazie.
Franco | 14 marzo 2012 alle 10:02 | - | - | Il solito pasticcio all'italiana: prima si cambia la strada e poi si pensa ai cartelli.
Aldo Cattaneo | 14 marzo 2012 alle 10:30 | - | - | Sono d'accordo con i commercianti. Hanno già perso tanto con i lavori della fognatura, adesso anche questo.
Marta | 14 marzo 2012 alle 10:55 | 8 | - | Ma i lavori della fognatura sono finiti a dicembre.
Aldo Cattaneo | 14 marzo 2012 alle 11:10 | 9 | - | Appunto, e i clienti non sono tornati.
Simone P. | 14 marzo 2012 alle 11:35 | - | - | Perché non fare una prova di tre mesi e poi decidere? In altre città si fa così.
Il Vigile | 14 marzo 2012 alle 12:00 | - | - | Ieri mattina in via Garibaldi alle otto c'erano ancora tre auto contromano. Serve qualche multa.
Franco | 14 marzo 2012 alle 12:20 | 12 | - | Le multe si danno solo a chi parcheggia, mai a chi guida male.
Paola Rinaldi | 14 marzo 2012 alle 13:05 | - | b=Utente esperto | Io vado a scuola a piedi con i bambini tutte le mattine e finalmente si respira. Prima le macchine passavano a dieci centimetri dal marciapiede. // Capisco i negozianti, ma la sicurezza dei bambini viene prima. // Una mamma di via Garibaldi
Negozio Bertolini | 14 marzo 2012 alle 13:30 | 14 | - | Signora, su questo ha ragione, nessuno è contro la sicurezza.
Paola Rinaldi | 14 marzo 2012 alle 13:42 | 15 | b=Utente esperto | Grazie, lo apprezzo. Verrò a fare la spesa da voi a piedi.
Davide | 14 marzo 2012 alle 14:10 | - | - | ahahah il giro delle mura, come nel medioevo
Enrica Bassi | 14 marzo 2012 alle 15:00 | - | - | Il problema vero è il parcheggio di piazza Duomo, sempre pieno. Altro che senso unico.
Simone P. | 14 marzo 2012 alle 15:25 | 18 | - | Vero, bisognerebbe fare un parcheggio scambiatore fuori dalle mura.
Mauro | 14 marzo 2012 alle 17:40 | - | - | Concordo.
Ottavio Lenzi | 14 marzo 2012 alle 19:10 | - | - | Ottima decisione della giunta, finalmente una cosa fatta bene.
"""


def it_nested() -> Case:
    cs = thread(IT)

    def item(i: int, c: C, sub: str) -> str:
        badge = c.get("b")
        return (
            f'<li class="cmt-item" id="cmt-{7710 + i}"><div class="cmt-box"><img class="cmt-av" src="/_avatar/i-{slug(c.name)}.svg" alt="" width="40" height="40" />'
            f'<p class="cmt-meta"><a class="cmt-utente" href="/utenti/{slug(c.name)}">{esc(c.name)}</a>'
            + (f' <span class="cmt-badge">{esc(badge)}</span>' if badge else "")
            + f' <span class="cmt-data">{esc(c.when)}</span> <a class="cmt-perma" href="#cmt-{7710 + i}">¶</a></p>'
            f'<div class="cmt-testo">{paras(c.text)}</div><p class="cmt-azioni"><a href="#rispondi">Rispondi</a> | '
            f'<a href="/segnala/{7710 + i}">Segnala</a> | Vota ▲ {(i * 2) % 9}</p></div>'
            + (f'<ul class="cmt-risposte">{sub}</ul>' if sub else "")
            + "</li>"
        )

    block = (
        '<div class="cmt-area"><h3>I vostri commenti <span>(22)</span></h3>'
        '<p class="cmt-tabs"><b>Più recenti in fondo</b> · <a href="?ord=votati">I più votati</a></p><ul class="cmt-lista">'
        + tree(cs, item, lambda s: s)
        + '</ul><div class="cmt-login">Per commentare devi essere registrato. <a href="/accedi">Accedi</a> o '
        '<a href="/registrati">registrati</a>.</div></div>'
    )
    st = Story(
        "Via Garibaldi diventa senso unico, i commercianti protestano",
        "di Marco Tedeschi",
        "2012-03-13T19:30:00+01:00",
        "13 marzo 2012",
        """
Da lunedì via Garibaldi è a senso unico in direzione del centro. La giunta ha deciso la modifica dopo mesi di proteste dei residenti per il traffico del mattino e per la sicurezza dei pedoni davanti alla scuola elementare.

I commercianti della via hanno raccolto 300 firme contro il provvedimento. Chi arriva da Ponte Vecchio deve ora fare il giro delle mura per raggiungere i negozi.

L'assessore alla mobilità ha annunciato un incontro con le associazioni di categoria per la prossima settimana.
""",
        lead="La giunta: più sicurezza davanti alla scuola. Raccolte 300 firme contro il provvedimento.",
        section="Cronaca",
        related=(
            "Fognature, lavori finiti in anticipo ~ 20 dicembre 2011 ~ Riaperta la strada dopo sei mesi di cantiere.",
            "Scuola Carducci, nuovi attraversamenti ~ 3 febbraio 2012 ~ Strisce rialzate e un vigile all'entrata.",
            "Parcheggio piazza Duomo, tariffe in aumento ~ 28 gennaio 2012 ~ Da marzo si pagherà un euro e mezzo all'ora.",
        ),
        tags=("Viabilità", "Commercio", "Centro storico"),
        bio="Marco Tedeschi segue la cronaca cittadina della Gazzetta dal 2005.",
    )
    return make(
        "aw-it-liste-annidate",
        "discussion",
        "it-borgoverde",
        st,
        Parts(after=block),
        seeds(cs),
        path="/cronaca/2012/03/13/via-garibaldi-senso-unico-commercianti-protestano",
        container="div.cmt-area after the article: h3 'I vostri commenti (22)', order links, ul.cmt-lista > li.cmt-item > div.cmt-box (img, a.cmt-utente, span.cmt-badge 'Utente esperto'/'Redazione', span.cmt-data, ¶ permalink, div.cmt-testo, 'Rispondi | Segnala | Vota ▲ n'), replies in ul.cmt-risposte inside the li, up to four levels; a login box",
        heading="I vostri commenti (22)",
        description="An Italian provincial portal of 2012: 22 readers' comments in nested lists, badges 'Utente esperto' and 'Redazione', the newsroom's answer, a comment signed 'Una mamma di via Garibaldi', 'ahahah' and 'Concordo.' comments; times '14 marzo 2012 alle 7:45'.",
    )


NL = """
Henk de Vries | 14 maart 2012 07:32 | - | - | Zonde. Die pont vaart al sinds mijn opa jong was. Zonder pont moet ik twintig minuten omrijden naar mijn werk.
Jannie | 14 maart 2012 07:50 | - | - | Twee ton per jaar voor een pont waar per dag veertig mensen mee gaan. Dat is vijftien euro per overtocht. Reken maar na.
Pieter Wassenaar | 14 maart 2012 08:15 | - | - | @Jannie Zo kun je elke bushalte op het platteland wel opheffen. Het gaat om de verbinding, niet om het aantal.
Schoolmeester | 14 maart 2012 08:40 | - | - | Elke ochtend nemen twaalf kinderen uit Holwerdijk de pont naar school. Hoe moeten die straks? Met de fiets over de dijk is het acht kilometer.
Jannie | 14 maart 2012 09:02 | - | - | @Pieter Wassenaar Bij een bus betaal je niet voor een schipper die de hele dag op een bankje zit.
Anneke B. | 14 maart 2012 09:20 | - | - | Vroeger voer de pont op zondag ook en was het altijd druk met fietsers. Maak er een toeristische attractie van.
Gerrit | 14 maart 2012 09:45 | - | - | Eens met Anneke.
Wim Hoekstra | 14 maart 2012 10:10 | - | - | Ik ben al zeventien jaar schipper op de pont. Er gaan geen veertig mensen per dag mee: in de zomer tellen we er soms driehonderd. Die telling van de gemeente is in februari gedaan, bij vorst. // Ik vraag de raad om eerst een hele zomer te tellen. // Wim Hoekstra, schipper Holwerdijk
Dagblad-redactie | 14 maart 2012 10:40 | - | b=Redactie | @Wim Hoekstra De gemeente bevestigt dat de telling in de week van 6 februari is gehouden. Wij vragen na of er ook zomercijfers zijn.
Henk de Vries | 14 maart 2012 11:05 | - | - | @Wim Hoekstra Dank je, Wim. Dit moet de raad weten.
Marloes | 14 maart 2012 11:30 | - | - | Wat kost een brug? Dan ben je er voor altijd vanaf.
Pieter Wassenaar | 14 maart 2012 11:50 | - | - | @Marloes Een brug over het Zijldiep kost zeker vijftien miljoen. Dat gaat niet gebeuren.
Tineke | 14 maart 2012 12:15 | - | - | Typisch. Eerst het postkantoor, toen de bank, nu de pont. Straks is er in Holwerdijk niets meer.
Gerrit | 14 maart 2012 12:40 | - | - | Er is een petitie: www.redonzepont.example (al 800 handtekeningen)
Jannie | 14 maart 2012 13:05 | - | - | @Gerrit Getekend, ook al ben ik het niet helemaal eens. Een zomer tellen lijkt me eerlijk.
Douwe | 14 maart 2012 13:30 | - | - | haha de pont als toeristische attractie, wie verzint het
Anneke B. | 14 maart 2012 13:48 | - | - | @Douwe In Zeeland werkt het prima, kijk maar eens.
Klaas Jan Postma | 14 maart 2012 14:20 | - | - | Ik ben ondernemer in Holwerdijk met een fietsverhuur. Zonder pont kan ik de zaak sluiten, de helft van mijn klanten komt van de overkant.
Schoolmeester | 14 maart 2012 15:00 | - | - | @Klaas Jan Postma En wij kunnen de school sluiten. Het is echt een kwestie van leefbaarheid.
Riekje | 14 maart 2012 15:45 | - | - | +1
Ben Visser | 14 maart 2012 16:30 | - | - | Kan de provincie niet bijspringen? Het is tenslotte een provinciale vaarweg.
Dagblad-redactie | 14 maart 2012 17:00 | - | b=Redactie | @Ben Visser De provincie laat weten dat er overleg is met de gemeente. Over geld is nog niets afgesproken.
Hilda | 14 maart 2012 18:20 | - | - | Mijn man en ik fietsen elke zondag het rondje over de pont. Dat rondje is straks de helft korter.
Johan | 14 maart 2012 19:05 | - | - | Gaat niemand iets aan doen, het besluit is al genomen.
Pieter Wassenaar | 14 maart 2012 19:30 | - | - | @Johan Het besluit is pas in april. Kom naar de raadsvergadering.
Sjoukje Bakker | 14 maart 2012 21:10 | - | - | Wij gaan met de hele straat naar de raad. Wie meegaat: zaterdag verzamelen bij de pont.
"""


def nl_hosted_flat() -> Case:
    cs = thread(NL)

    def item(i: int, c: C) -> str:
        badge = c.get("b")
        return (
            f'<div class="qlt-item" id="qlt-{30551 + i}"><img class="qlt-pic" src="/_avatar/q-{slug(c.name)}.svg" alt="" width="40" height="40" />'
            f'<div class="qlt-head"><span class="qlt-name">{esc(c.name)}</span>'
            + (f' <span class="qlt-tag">{esc(badge)}</span>' if badge else "")
            + f' <a class="qlt-stamp" href="#qlt-{30551 + i}">{esc(c.when)}</a></div>'
            f'<div class="qlt-text">{paras(c.text)}</div><div class="qlt-actions">👍 {(i * 3) % 14} 👎 {(i * 7) % 5} · '
            f'<a href="#qlt-form">Reageer</a> · <a href="/qlt/meld?id={30551 + i}">Meld misbruik</a></div></div>'
        )

    block = (
        '<div class="qlt-embed" id="quillet-comments"><div class="qlt-bar"><b>26 reacties</b> <span class="qlt-powered">Reacties via Quillet</span></div>'
        '<div class="qlt-list">'
        + "".join(item(i, c) for i, c in enumerate(cs))
        + '</div><div id="qlt-form" class="qlt-form"><p>Log in om te reageren.</p><a href="/qlt/login">Inloggen</a></div></div>'
    )
    st = Story(
        "Gemeente wil pont naar Holwerdijk opheffen",
        "Door Marije Dijkstra",
        "2012-03-13T17:45:00+01:00",
        "13 maart 2012, 17:45",
        """
Het college van Polderzijl stelt voor de pont over het Zijldiep naar Holwerdijk per 1 januari 2013 op te heffen. De pont kost de gemeente jaarlijks ruim 200.000 euro.

Volgens een telling in februari maken gemiddeld veertig mensen per dag gebruik van de veerverbinding. Het college vindt dat te weinig om de kosten te rechtvaardigen.

In Holwerdijk is het besluit slecht gevallen. De gemeenteraad neemt in april een besluit.
""",
        section="Regio",
        related=(
            "Postkantoor Holwerdijk dicht ~ 1 november 2011 ~ Pakketjes afhalen kan voortaan in de supermarkt.",
            "Schipper Wim viert jubileum ~ 12 mei 2011 ~ Al vijftien jaar zet hij reizigers over het Zijldiep.",
            "Bezuinigingen: dit schrapt de gemeente ~ 8 maart 2012 ~ Van zwembad tot bibliotheek: een overzicht.",
        ),
        tags=("Holwerdijk", "Pont", "Bezuinigingen"),
    )
    return make(
        "aw-nl-platform-plat",
        "discussion",
        "nl-polderzijl",
        st,
        Parts(after=block),
        seeds(cs),
        path="/regio/2012/03/13/gemeente-wil-pont-holwerdijk-opheffen.html",
        container="div#quillet-comments.qlt-embed (an invented hosted platform's static output) after the related stories: '26 reacties', one flat div.qlt-list of div.qlt-item (img, span.qlt-name, span.qlt-tag 'Redactie', a.qlt-stamp, div.qlt-text, '👍 n 👎 n · Reageer · Meld misbruik'); a login form",
        heading="26 reacties",
        description="A Dutch regional paper of 2012 with an invented hosted platform's static output: 26 readers' comments in one flat list, answers opening with '@name' (flat in the truth), the newsroom's answers tagged 'Redactie', a skipper's long comment with a signature, a link, '+1'.",
    )


def mid_aw() -> list[Case]:
    return [fr_indent_paged(), es_reply_to(), it_nested(), nl_hosted_flat()]
