"""Blind set H: ten pages of 2008-2014 without any comment (truth: zero) whose lists an extractor could take for
one, each of a kind no earlier set used: a "Recent Comments" widget quoting other posts beside "Comments are
closed.", a trackback list, a blogroll of other blogs' latest posts, a shoutbox, community member widgets, stock
quotes, cinema showtimes, a lifestream of bookmarks and songs, other posts' footers, text ads."""

from __future__ import annotations

from comspider_lab.blind.cases_h_common import Parts, Post, esc, make
from comspider_lab.blind.content_h import site
from comspider_lab.blind.model import Case


def _rows(block: str) -> list[list[str]]:
    return [[p.strip() for p in line.split("|")] for line in block.strip().splitlines()]


# --------------------------------------------------------------------------- 1. en: Recent Comments widget + comments closed


def en_recent_comments() -> Case:
    rows = _rows(
        """
Bev Hollister | Spring cleanup on the Tamsin trail | Forty bags of trash in three hours, well done everyone. Next time I'll bring gloves for the kids. | 2 hours ago
Nate Coughlin | Library hours cut again | The Saturday closure hits working parents hardest. Has anyone asked the Friends of the Library to fund it? | 5 hours ago
Ruth Danforth | Spring cleanup on the Tamsin trail | Does anyone know who put up the new bird boxes by the footbridge? They're lovely. | 7 hours ago
Carlos Whitby | Budget hearing, part two | The sewer fund transfer still doesn't add up to me. Page 14 of the draft says one number, page 31 another. | yesterday
Ida Pennington | Library hours cut again | I volunteered there for ten years. Happy to do Saturdays again if they'd let us. | yesterday
Frank Osei | Crossing guard retires after 31 years | Mrs. Kowalczyk walked me across that street in 1984. Thank you! | 2 days ago
"""
    )
    widget = (
        '<li id="recent-comments-plus" class="widget widget_recent_comments"><h2 class="widgettitle">Recent Comments</h2><ul id="recentcomments">'
        + "".join(
            f'<li class="recentcomments"><img src="/_avatar/{i}.svg" class="avatar" width="24" height="24" alt="" />'
            f'<span class="comment-author-link">{esc(a)}</span> on <a href="/{i + 2}/">{esc(t)}</a>: '
            f'<span class="rc-excerpt">&ldquo;{esc(x)}&rdquo;</span> <small>{esc(w)}</small></li>'
            for i, (a, t, x, w) in enumerate(rows)
        )
        + "</ul></li>"
    )
    after = '<p class="nocomments">Comments are closed.</p>'
    s = site(
        "en",
        "The Alder Falls Diary",
        "A town, a river, a lot of meetings",
        "Home|About|Meetings|Photos|Contact",
        "The Alder Falls Diary is proudly powered by WordPress",
        "Meetings|44;Library|12;River|18;Schools|20;People|15",
        "The Ferris Street Ledger;Riverkeepers of the Tamsin;County Records Online;Hollow Road Diary",
        "budget;library;crossing guard;Tamsin trail",
    )
    post = Post(
        "Council approves the 2010 budget after a four-hour meeting",
        "Ruth Abernathy",
        "2010-05-07T08:30:00-04:00",
        "May 7th, 2010",
        (
            "Just after midnight the council passed the 2010 budget, 4-3, after four hours of public comment that ranged from the library's Saturday hours to the sewer fund.",
            "The final budget keeps the library closed on Saturdays but restores the summer reading program. Property taxes rise by 1.8 percent.",
            "Councilor Dunleavy's amendment to move $140,000 from the sewer fund failed. The full document is on the town website.",
            "I have closed the discussion on this post: the budget debate continues on the earlier posts about the hearings.",
        ),
        category="Meetings",
        tags=("budget",),
        declare="og",
        by_word="by",
        footer_note="Comments are closed.",
    )
    return make(
        "h-la-en-recent-comments",
        "lookalike",
        "kubrick",
        s,
        post,
        Parts(after=after, aside=widget),
        [],
        path="/2010/05/07/budget-approved/",
        container="<ul id=recentcomments> in the sidebar",
        heading="Recent Comments",
        description="A WordPress blog post whose discussion is closed ('Comments are closed.'); the sidebar's 'Recent Comments' widget quotes six readers' words on OTHER posts (avatar, name 'on' the post's title, excerpt, '2 hours ago'). Truth: zero.",
        lookalikes=("recent comments widget quoting other posts", "comments closed notice"),
    )


# --------------------------------------------------------------------------- 2. de: trackbacks only


def de_trackbacks() -> Case:
    rows = _rows(
        """
Bürgerblog Hohenwarth | Wasserpreis: Die Nachbargemeinde zieht nach | […] Auch bei uns soll der Kubikmeter ab Juli mehr kosten. Die Oberweidener Notizen haben die Zahlen aus dem Zweckverband gut zusammengefasst […] | 14. März 2010 09:12
Grün im Landkreis | Zweckverband: Was die Erhöhung wirklich bedeutet | […] Eine vierköpfige Familie zahlt also rund 60 Euro mehr im Jahr, wie Klaus Verhoeven nachgerechnet hat […] | 14. März 2010 18:40
Der Kreisbote – Lokales | Lesetipp am Sonntag | […] Drei Blogs aus dem Landkreis, die man lesen sollte: Oberweidener Notizen über den Wasserpreis […] | 15. März 2010 10:05
Kalkulationen eines Rentners | Nochmal nachgerechnet | […] Ich komme auf 58 Euro, nicht 60. Aber im Prinzip stimmt es […] | 16. März 2010 21:30
"""
    )
    items = "".join(
        f'<div class="trackback" id="ping-{512 + i}"><div class="trackback-content">'
        f'<p><a href="http://example.invalid/{i}/" rel="nofollow">{esc(title)}</a></p><p>{esc(ex)}</p></div>'
        f'<p class="trackback-footer">Gesendet von: {esc(blog)} | {esc(when)}</p></div>'
        for i, (blog, title, ex, when) in enumerate(rows)
    )
    after = (
        '<div class="trackbacks" id="trackback"><h3 class="trackbacks-header">TrackBack</h3>'
        '<div class="trackbacks-info"><p>TrackBack-URL für diesen Eintrag:<br /><span>http://notizen.example/t/trackback/2241/88</span></p>'
        "<p>Folgende Weblogs beziehen sich auf <a>Wasserpreis steigt um 40 Cent</a>:</p></div>"
        f'<div class="trackbacks-content">{items}</div></div>'
        '<p class="comments-closed">Die Kommentarfunktion für diesen Eintrag ist geschlossen.</p>'
    )
    s = site(
        "de",
        "Notizen aus dem Kreis",
        "Ein Weblog über Kommunalpolitik im Landkreis",
        "Startseite|Über|Archiv|Kontakt",
        "© Notizen aus dem Kreis",
        "Kommunales|56;Wasser|9;Verkehr|21;Schule|11",
        "Bürgerblog Hohenwarth;Grün im Landkreis;Der Kreisbote;Kalkulationen eines Rentners",
        "Wasserpreis;Zweckverband;Gebühren;Haushalt",
    )
    post = Post(
        "Wasserpreis steigt um 40 Cent",
        "Klaus Verhoeven",
        "2010-03-13T16:00:00+01:00",
        "13. März 2010",
        (
            "Der Zweckverband Wasserversorgung Obere Weide hat am Donnerstag beschlossen, den Preis für den Kubikmeter Trinkwasser zum 1. Juli von 1,62 auf 2,02 Euro zu erhöhen.",
            "Begründet wird das mit der Sanierung des Hochbehälters am Galgenberg. Eine vierköpfige Familie zahlt damit rund 60 Euro mehr im Jahr.",
            "Die Verbandsversammlung stimmte mit 11 zu 2 Stimmen zu. Die nächste Überprüfung der Gebühren ist für 2013 vorgesehen.",
        ),
        category="Wasser",
        tags=("Wasserpreis", "Zweckverband"),
        declare="og",
        by_word="Verfasst von",
        footer_note="Kommentare (0) | TrackBack (4)",
    )
    return make(
        "h-la-de-trackbacks",
        "lookalike",
        "typepad",
        s,
        post,
        Parts(after=after),
        [],
        path="/notizen/2010/03/wasserpreis-steigt.html",
        container="<div class=trackbacks-content>",
        heading="TrackBack",
        description="A Typepad weblog post with its comments closed and four trackbacks: other weblogs' post titles, '[…] excerpt […]', 'Gesendet von: Blog | 14. März 2010 09:12'. Trackbacks and pingbacks are not counted (automated notices of other sites' posts, not readers' comments on this article). Truth: zero.",
        lookalikes=("trackbacks", "comments closed notice"),
    )


# --------------------------------------------------------------------------- 3. fr: Blogger blog list with latest posts


def fr_bloglist() -> Case:
    rows = _rows(
        """
Radio Plateau – le blog | Les foins sont rentrés à Montcel | On a fait le tour des fermes de la commune cette semaine : tout le monde a profité des trois jours de soleil. | il y a 3 heures
Le blog de l'école de Montcel | Sortie au lac de Devesset | Les CM1 et CM2 ont passé la journée au bord du lac avec les animateurs de la base nautique. | il y a 7 heures
Chemins du Lignon | Le sentier des Gorges est rouvert | Après l'éboulement de mars, le sentier a été dégagé par les bénévoles samedi dernier. | il y a 1 jour
La cuisine de Mamie Rose | Tarte aux myrtilles sauvages | Les premières myrtilles sont là ! Voici la recette que ma grand-mère faisait chaque été. | il y a 2 jours
Office de tourisme du Lignon | Programme de la fête du 14 juillet | Bal, feu d'artifice et concours de pétanque : le programme complet des festivités. | il y a 3 jours
Le Haut-Lignon à vélo | Col de la Croix-de-Peccata en 52 minutes | Mon meilleur temps cette année, avec un vent de face terrible dans les derniers lacets. | il y a 5 jours
"""
    )
    gadget = (
        '<div class="widget BlogList" id="BlogList1"><h2 class="title">Les blogs que je lis</h2><div class="widget-content"><div class="blog-list-container" id="BlogList1_container">'
        '<ul id="BlogList1_blogs">'
        + "".join(
            f'<li><div class="blog-icon"><img height="16" width="16" src="/_avatar/favicon/{i}.ico" alt="" /></div>'
            f'<div class="blog-content"><div class="blog-title"><a href="http://blog{i}.example/" target="_blank">{esc(b)}</a></div>'
            f'<div class="item-content"><span class="item-title"><a href="http://blog{i}.example/p" target="_blank">{esc(t)}</a></span> - '
            f'<span class="item-snippet">{esc(x)}</span><div class="item-time">{esc(w)}</div></div></div>'
            f'<div style="clear: both;"></div></li>'
            for i, (b, t, x, w) in enumerate(rows)
        )
        + "</ul></div></div></div>"
    )
    archive = (
        '<div class="widget BlogArchive" id="BlogArchive1"><h2>Archives du blog</h2><div class="widget-content"><div id="ArchiveList"><ul class="hierarchy">'
        '<li class="archivedate expanded"><a class="toggle">▼</a> <a class="post-count-link" href="/2012/">2012</a> <span class="post-count">(38)</span>'
        '<ul class="hierarchy"><li class="archivedate expanded"><a class="toggle">▼</a> <a class="post-count-link" href="/2012/07/">juillet</a> <span class="post-count">(4)</span>'
        '<ul class="posts"><li><a href="/2012/07/foins.html">Fauche tardive et foins rentrés</a></li><li><a href="/2012/07/lavoir.html">Le lavoir restauré</a></li>'
        '<li><a href="/2012/07/feu.html">Feu d\'artifice : le point</a></li><li><a href="/2012/07/col.html">Le col fermé pour le Tour</a></li></ul></li>'
        '<li class="archivedate collapsed"><a class="toggle">►</a> <a class="post-count-link" href="/2012/06/">juin</a> <span class="post-count">(9)</span></li>'
        '<li class="archivedate collapsed"><a class="toggle">►</a> <a class="post-count-link" href="/2012/05/">mai</a> <span class="post-count">(7)</span></li></ul></li>'
        '<li class="archivedate collapsed"><a class="toggle">►</a> <a class="post-count-link" href="/2011/">2011</a> <span class="post-count">(52)</span></li></ul></div></div></div>'
    )
    s = site(
        "fr",
        "Le Carnet de Montcel",
        "Petites nouvelles d'un village du plateau",
        "Accueil|Qui suis-je ?|Photos|Contact",
        "Propulsé par Blogger.",
        "Village|61;Nature|23;Fêtes|14;École|9",
        "Mairie de Montcel;Comité des fêtes;Météo du plateau;Paroisse Saint-Régis",
        "lavoir;patrimoine;bénévoles;village",
    )
    post = Post(
        "Le lavoir de la Fontaine restauré par les bénévoles",
        "Josette Rouvière",
        "2012-07-16T18:20:00+02:00",
        "lundi 16 juillet 2012",
        (
            "Il aura fallu deux étés et une quinzaine de bénévoles pour redonner vie au lavoir de la Fontaine, à la sortie du village.",
            "La toiture en lauzes a été refaite par un couvreur du Mazet, les bassins nettoyés et l'arrivée d'eau réparée par les anciens du comité des fêtes.",
            "Une petite inauguration aura lieu dimanche après la messe, avec un verre de l'amitié offert par la mairie.",
        ),
        category="Libellés",
        tags=("lavoir", "patrimoine"),
        declare="hatom",
        by_word="Publié par",
        footer_note="Aucun commentaire:",
    )
    return make(
        "h-la-fr-bloglist",
        "lookalike",
        "minima",
        s,
        post,
        Parts(aside=gadget + archive),
        [],
        path="/2012/07/lavoir-de-la-fontaine.html",
        container="<div id=BlogList1> in the sidebar",
        heading="Les blogs que je lis",
        description="A Blogger post with no comment ('Aucun commentaire:'); the sidebar's blog list gadget shows six other blogs' latest posts (blog name, post title, snippet, 'il y a 3 heures'), and the archive tree. Truth: zero.",
        lookalikes=("blogroll with other blogs' latest posts", "archive tree"),
    )


# --------------------------------------------------------------------------- 4. es: a shoutbox


def es_shoutbox() -> Case:
    rows = _rows(
        """
pepe_calamocha | ¿Alguien va mañana al partido de Monreal? Salgo a las cuatro, tengo sitio en el coche | hace 4 minutos
Marisa | Pepe, yo me apunto si vuelves antes de las nueve | hace 9 minutos
javi_jiloca | Se ha caído la web del ayuntamiento otra vez | hace 26 minutos
la_tía_Encarna | Feliz santo a todos los Isidros del foro!! | hace 1 hora
Toño | Mañana hay mercadillo en Calamocha, dicen que lloverá | hace 2 horas
Marisa | Buenos días a todos | hace 3 horas
"""
    )
    box = (
        '<table cellpadding="0" cellspacing="0" class="moduletable"><tr><th valign="top">Shoutbox de la peña</th></tr><tr><td>'
        '<div id="sbsmile"><div id="shoutarea" style="height:260px;overflow:auto">'
        + "".join(
            f'<div class="{"sb-odd" if i % 2 else "sb-even"}"><b>{esc(n)}</b>: {esc(m)}<br /><span class="sb-time">{esc(w)}</span></div>'
            for i, (n, m, w) in enumerate(rows)
        )
        + '</div><form id="shoutform" action="#"><input name="shoutname" value="Nombre" size="14" /><br />'
        '<input name="shoutmessage" value="Mensaje" size="14" /><br /><input type="submit" value="Enviar" /></form></div></td></tr></table>'
    )
    s = site(
        "es",
        "Peña Ciclista El Jiloca",
        "Noticias del club y de la comarca",
        "Inicio|El club|Rutas|Galería|Foro|Contacto",
        "© 2011 Peña Ciclista El Jiloca",
        "Noticias|112;Rutas|48;Carreras|35;Socios|17",
        "Federación Aragonesa de Ciclismo;Comarca del Jiloca;Bicis Lagunas;Meteo Teruel",
        "marcha;cicloturismo;Monreal;inscripciones",
    )
    post = Post(
        "Abiertas las inscripciones para la XV Marcha del Jiloca",
        "Junta directiva",
        "2011-05-15T10:00:00+02:00",
        "Domingo, 15 de Mayo de 2011 10:00",
        (
            "Ya se pueden hacer las inscripciones para la XV Marcha Cicloturista del Jiloca, que saldrá de Calamocha el domingo 12 de junio a las 8:30.",
            "Habrá dos recorridos, de 85 y 140 kilómetros, con avituallamientos en Monreal del Campo y Torrijo. La cuota es de 18 euros para los federados y 23 para el resto.",
            "El plazo se cierra el 5 de junio o cuando se alcancen los 400 participantes.",
        ),
        category="Noticias",
        declare="visible",
        by_word="Escrito por",
        footer_note="Última actualización el Domingo, 15 de Mayo de 2011 10:05",
    )
    return make(
        "h-la-es-shoutbox",
        "lookalike",
        "joomla",
        s,
        post,
        Parts(aside=box),
        [],
        path="/noticias/77-inscripciones-xv-marcha.html",
        container="<div id=shoutarea> in the left column",
        heading="Shoutbox de la peña",
        description="A Joomla 1.5 club site: the left column's shoutbox (the site's chat: name: message, 'hace 4 minutos') beside an announcement. The shoutbox is the site's chat, not a discussion of this article. Truth: zero.",
        lookalikes=("shoutbox",),
    )


# --------------------------------------------------------------------------- 5. it: community member widgets


def it_members() -> Case:
    top = _rows(
        """
Ermanno Tosi | 214 commenti | iscritto dal 2008
Loredana Pini | 187 commenti | iscritta dal 2009
Chiara Vezzani | 143 commenti | iscritta dal 2008
gianluca.f | 98 commenti | iscritto dal 2010
Ottavio Barchi | 61 commenti | iscritto dal 2011
"""
    )
    blocks = (
        '<div id="block-user-topcommentatori" class="clear-block block block-user"><h2>I più attivi del mese</h2><div class="content"><div class="item-list"><ul>'
        + "".join(
            f'<li><div class="picture"><img src="/_avatar/{i}.svg" alt="" width="30" height="30" /></div>'
            f'<a href="/utente/{i}">{esc(n)}</a><br /><span class="conteggio">{esc(c)}</span> · <span class="iscritto">{esc(j)}</span></li>'
            for i, (n, c, j) in enumerate(top)
        )
        + "</ul></div></div></div>"
        '<div id="block-user-3" class="clear-block block block-user"><h2>Chi è online</h2><div class="content">'
        '<p>Ci sono attualmente 4 utenti e 57 ospiti online.</p><h3>Utenti online</h3><div class="item-list"><ul>'
        '<li><a href="/utente/8">mauro_vignola</a></li><li><a href="/utente/2">Chiara Vezzani</a></li>'
        '<li><a href="/utente/14">Pro Loco Castelvetro</a></li><li><a href="/utente/1">redazione</a></li></ul></div></div></div>'
        '<div id="block-user-nuovi" class="clear-block block block-user"><h2>Nuovi iscritti</h2><div class="content"><div class="item-list"><ul>'
        '<li><a href="/utente/301">sara_b</a> · 2 ore fa</li><li><a href="/utente/300">Franco Guidetti</a> · 5 ore fa</li>'
        '<li><a href="/utente/299">tommy78</a> · ieri</li></ul></div></div></div>'
    )
    s = site(
        "it",
        "Vignola Community",
        "Il portale dei cittadini di Vignola",
        "Home|Notizie|Forum|Eventi|Gruppi|Contatti",
        "Vignola Community · Powered by Drupal",
        "Notizie|340;Ciliegie|28;Sport|102;Scuola|55",
        "Comune di Vignola;Consorzio della Ciliegia;Biblioteca Auris;Meteo Vignola",
        "ciliegie;sagra;volontari;mercato",
    )
    post = Post(
        "Festa dei ciliegi: cercasi volontari per il weekend",
        "redazione",
        "2011-04-20T09:00:00+02:00",
        "Mer, 20/04/2011 - 09:00",
        (
            "La Festa dei ciliegi in fiore torna il primo fine settimana di maggio. Il comitato organizzatore cerca volontari per i punti ristoro e per le visite guidate ai frutteti.",
            "Chi vuole dare una mano può iscriversi in biblioteca o scrivere all'associazione entro il 27 aprile.",
            "Il programma completo sarà pubblicato la prossima settimana.",
        ),
        category="Notizie",
        tags=("ciliegie", "volontari"),
        declare="og",
        by_word="Inviato da",
        footer_note="Accedi o registrati per inviare commenti",
    )
    return make(
        "h-la-it-members",
        "lookalike",
        "drupal",
        s,
        post,
        Parts(aside=blocks),
        [],
        path="/notizie/festa-dei-ciliegi-volontari",
        container="sidebar blocks 'I più attivi del mese', 'Chi è online', 'Nuovi iscritti'",
        heading="I più attivi del mese",
        description="A Drupal 6 community portal: the sidebar lists members (most active of the month with avatars and '214 commenti', who's online, newest members with '2 ore fa'); the post has no comment ('Accedi o registrati per inviare commenti'). Truth: zero.",
        lookalikes=("member widgets: most active, who's online, newest members",),
    )


# --------------------------------------------------------------------------- 6. nl: stock quotes


def nl_stocks() -> Case:
    quotes = _rows(
        """
Fundament Friesland NV | 12,45 | +0,32 | +2,6% | 17:35
Wolvega Zuivel | 38,10 | -0,45 | -1,2% | 17:35
Tjonger Transport | 6,82 | +0,04 | +0,6% | 17:35
Noordelijke Houtunie | 21,90 | 0,00 | 0,0% | 17:35
Stellingwerf Staal | 3,17 | -0,11 | -3,4% | 17:35
"""
    )
    table = (
        '<table width="100%" cellpadding="3" cellspacing="0" border="0" class="koersen"><tr><td colspan="5" class="boxhead">Slotkoersen regionale fondsen</td></tr>'
        '<tr><th align="left">Fonds</th><th>Koers</th><th>Verschil</th><th>%</th><th>Tijd</th></tr>'
        + "".join(
            f'<tr><td><a href="/beurs/{i}">{esc(n)}</a></td><td align="right">{k}</td><td align="right">{d}</td><td align="right">{p}</td><td>{t}</td></tr>'
            for i, (n, k, d, p, t) in enumerate(quotes)
        )
        + "</table>"
    )
    side = (
        '<table width="100%" cellspacing="0" class="beurs"><tr><td class="boxhead">Beurs</td></tr><tr><td><font size="1">'
        'AEX 342,18 <font color="green">+0,8%</font><br />AMX 551,04 <font color="red">-0,2%</font><br />'
        'Dow Jones 10.896,91 <font color="green">+0,4%</font><br />Euro/dollar 1,3125<br />Goud ($/oz) 1.180,50<br />'
        "<i>Vertraagd, bijgewerkt 17:40</i></font></td></tr></table><br />"
    )
    s = site(
        "nl",
        "Stellingwerver Courant",
        "Woensdag 5 mei 2010 · Het nieuws uit Oost- en Weststellingwerf",
        "Voorpagina|Regio|Sport|Economie|Familieberichten|Abonneren",
        "© 2010 Stellingwerver Courant B.V. · Alle rechten voorbehouden · Disclaimer",
        "Economie|188;Regio|412;Landbouw|66;Sport|301",
        "Kamer van Koophandel Noord;Euronext;Provincie Friesland;Omrop Fryslân",
        "beurs;Fundament;zuivel;jaarcijfers",
    )
    post = Post(
        "Fundament Friesland wint na sterke jaarcijfers",
        "Gerrit Jansma",
        "2010-05-05T18:10:00+02:00",
        "Gepubliceerd: 05-05-2010 18:10",
        (
            "WOLVEGA - Het aandeel Fundament Friesland sloot woensdag 2,6 procent hoger na de presentatie van de jaarcijfers. Het bouwbedrijf boekte over 2009 een winst van 4,1 miljoen euro.",
            "Wolvega Zuivel verloor terrein na berichten over lagere melkprijzen. Stellingwerf Staal zakte voor de derde dag op rij.",
            "Hieronder de slotkoersen van de fondsen uit de regio.",
        ),
        category="Economie",
        declare="visible",
        by_word="Door",
        footer_note="",
    )
    return make(
        "h-la-nl-stocks",
        "lookalike",
        "oldnews",
        s,
        post,
        Parts(after=table, aside=side),
        [],
        path="/economie/2010/05/05/fundament-jaarcijfers.html",
        container="<table class=koersen> below the article, <table class=beurs> in the right column",
        heading="Slotkoersen regionale fondsen",
        description="A regional paper's markets page: closing prices of five local companies (name, price, change, %, '17:35') below the article and an index box in the right column. Truth: zero.",
        lookalikes=("stock quotes", "index box"),
    )


# --------------------------------------------------------------------------- 7. pt: cinema showtimes


def pt_cinema() -> Case:
    films = _rows(
        """
A Casa do Rio | Cineteatro Alba | 14:30 · 17:00 · 21:30 | M/12 | Um pescador regressa à aldeia onde cresceu para vender a casa da família e descobre que ninguém a quer comprar.
Operação Lince | Cinemas do Dão, sala 1 | 15:00 · 18:15 · 21:45 | M/16 | Dois agentes aposentados são chamados para uma última missão na fronteira.
O Verão de Inês | Cinemas do Dão, sala 2 | 16:00 · 21:15 | M/6 | Uma menina passa as férias com a avó numa quinta do Alentejo e aprende a fazer queijo.
Gelo e Fogo 3D | Cinemas do Dão, sala 3 | 13:45 · 16:10 · 18:35 | M/6 | Animação. Um dragão que tem medo do calor procura um lugar fresco para viver.
Noites de Lisboa | Cineteatro Alba | 21:30 (só sábado) | M/12 | Ciclo de cinema português: o clássico de 1962 em cópia restaurada.
"""
    )
    block = (
        '<table cellpadding="0" cellspacing="0" class="moduletable"><tr><th>Em cartaz esta semana</th></tr><tr><td>'
        + "".join(
            f'<div class="filme"><h4><a href="/cinema/{i}">{esc(t)}</a></h4><div class="sala">{esc(sala)}</div>'
            f'<div class="sessoes">{esc(h)}</div><div class="classif">{esc(cl)}</div><p class="sinopse">{esc(sin)}</p></div>'
            for i, (t, sala, h, cl, sin) in enumerate(films)
        )
        + "</td></tr></table>"
    )
    s = site(
        "pt",
        "Notícias do Vale do Dão",
        "O jornal online da região",
        "Início|Região|Desporto|Cultura|Fórum|Contactos",
        "© 2011 Notícias do Vale do Dão · Todos os direitos reservados",
        "Cultura|52;Cinema|18;Região|233;Desporto|145",
        "Cineteatro Alba;Cineclube de Viseu;Rádio Beira Serra;Agenda Beiras",
        "cinema;Cineteatro Alba;estreias;festival",
    )
    post = Post(
        "Cineteatro Alba reabre com ciclo de cinema português",
        "Rita Marques",
        "2011-05-13T09:00:00+01:00",
        "13 de Maio de 2011, 09:00",
        (
            "Depois de oito meses de obras, o Cineteatro Alba reabre esta sexta-feira com novas cadeiras, ar condicionado e projecção digital.",
            "A programação de reabertura inclui um ciclo de cinema português aos sábados à noite, com cópias restauradas de filmes dos anos sessenta.",
            "Os bilhetes custam 4,50 euros; estudantes e reformados pagam 3 euros.",
        ),
        category="Cultura",
        declare="microdata",
        by_word="Por",
        footer_note="",
    )
    return make(
        "h-la-pt-cinema",
        "lookalike",
        "joomla",
        s,
        post,
        Parts(after=block),
        [],
        path="/cultura/cineteatro-alba-reabre.html",
        container="<table class=moduletable> below the article",
        heading="Em cartaz esta semana",
        description="A Joomla 1.5 paper: this week's films (title, cinema, sessions '14:30 · 17:00', rating, synopsis) below an article on a cinema's reopening. Truth: zero.",
        lookalikes=("cinema showtimes",),
    )


# --------------------------------------------------------------------------- 8. pl: a lifestream (bookmarks, songs)


def pl_lifestream() -> Case:
    marks = _rows(
        """
Jak liczyć frekwencję w wyborach lokalnych | Dobre wyjaśnienie metody, przyda się przed jesienią. | zapisano 3 godziny temu | wybory, dane
Archiwum map Sieradza 1890–1939 | Zeskanowane plany miasta, świetna rozdzielczość. | zapisano wczoraj | historia, mapy
Poradnik: prawo prasowe dla blogerów | Krótko o autoryzacji wypowiedzi. | zapisano 2 dni temu | prawo, dziennikarstwo
Rozkład PKP na wakacje | Zmiany od 24 czerwca. | zapisano 4 dni temu | kolej
"""
    )
    songs = _rows(
        """
Czesław Niemen | Dziwny jest ten świat | 12 minut temu
Republika | Biała flaga | 25 minut temu
Maanam | Krakowski spleen | godzinę temu
Kult | Arahja | 2 godziny temu
"""
    )
    aside = (
        '<li id="delicious" class="widget"><h2 class="widgettitle">Moje zakładki w del.icio.us</h2><ul class="delicious-links">'
        + "".join(
            f'<li><a href="http://example.invalid/b{i}">{esc(t)}</a><br /><span class="note">{esc(n)}</span> '
            f"<small>{esc(w)} · {esc(tags)}</small></li>"
            for i, (t, n, w, tags) in enumerate(marks)
        )
        + '</ul></li><li id="lastfm" class="widget"><h2 class="widgettitle">Ostatnio słuchane</h2><ul class="lastfm-tracks">'
        + "".join(
            f'<li><img src="/_avatar/cover/{i}.jpg" width="34" height="34" alt="" /> <b>{esc(a)}</b> – {esc(t)} <small>{esc(w)}</small></li>'
            for i, (a, t, w) in enumerate(songs)
        )
        + "</ul></li>"
    )
    s = site(
        "pl",
        "Notatnik reportera",
        "Blog Michała Stępnia · Sieradz",
        "Strona główna|O mnie|Teksty w gazecie|Kontakt",
        "Notatnik reportera · Wspierane przez WordPress",
        "Miasto|71;Historia|29;Prywatnie|13;Kolej|8",
        "Gazeta Nadwarciańska;Kronika Sieradzka;Fotoblog Ziemi Sieradzkiej;Rowerowy Sieradz",
        "dworzec;kolej;remont;historia",
    )
    post = Post(
        "Dworzec w Sieradzu: remont przesunięty na 2013 rok",
        "Michał Stępień",
        "2012-06-18T20:15:00+02:00",
        "18 czerwca 2012",
        (
            "PKP potwierdziły w poniedziałek, że remont dworca w Sieradzu nie zacznie się w tym roku. Przetarg unieważniono, bo jedyna oferta przekraczała budżet o 40 procent.",
            "Nowy przetarg ma zostać ogłoszony jesienią, a prace ruszą najwcześniej wiosną 2013 roku.",
            "Do tego czasu poczekalnia pozostanie zamknięta, a bilety będzie można kupić w kontenerze przy peronie pierwszym.",
        ),
        category="Kolej",
        tags=("dworzec", "kolej"),
        declare="og",
        by_word="Autor:",
        footer_note="Komentarze wyłączone",
    )
    return make(
        "h-la-pl-lifestream",
        "lookalike",
        "kubrick",
        s,
        post,
        Parts(aside=aside),
        [],
        path="/2012/06/18/dworzec-remont-2013/",
        container="sidebar widgets 'Moje zakładki w del.icio.us', 'Ostatnio słuchane'",
        heading="Moje zakładki w del.icio.us",
        description="A reporter's WordPress blog with comments off ('Komentarze wyłączone'); its sidebar lifestream: social bookmarks (title, note, 'zapisano 3 godziny temu', tags) and recently played songs (artist – title, '12 minut temu'). Truth: zero.",
        lookalikes=("bookmarks lifestream", "recently played songs"),
    )


# --------------------------------------------------------------------------- 9. sv: other posts' footers


def sv_other_posts() -> Case:
    others = _rows(
        """
Bastun delar Strandvik | Kommunens förslag om en vedeldad bastu vid badplatsen har fått grannarna att skriva protestlistor. Här är båda sidornas argument. | Eva Strand | 22:02 | 12 september 2013 | 14 kommentarer
Skärgårdsbåtarna byter tidtabell | Från den 1 oktober går båten till Rödlöga bara på helgerna. Rederiet hänvisar till få resenärer. | Eva Strand | 07:45 | 6 september 2013 | 3 kommentarer
Höstmarknaden i Rimbo | Över tvåhundra knallar och rekordmånga besökare trots regnet. Några bilder från lördagen. | Johan Berglund | 19:30 | 31 augusti 2013 | 0 kommentarer
"""
    )
    more = (
        '<div class="fler-inlagg"><h2 class="date-header"><span>Fler inlägg i bloggen</span></h2>'
        + "".join(
            f'<div class="post hentry uncustomized-post-template"><h3 class="post-title entry-title"><a href="/2013/09/{i}.html">{esc(t)}</a></h3>'
            f'<div class="post-body entry-content"><p>{esc(x)}</p><a href="/2013/09/{i}.html">Läs mer »</a></div>'
            f'<div class="post-footer"><span class="post-author vcard">Postat av <span class="fn">{esc(a)}</span></span> '
            f'<span class="post-timestamp">kl. <a class="timestamp-link" href="/2013/09/{i}.html">{esc(tid)}</a></span> · {esc(d)} · '
            f'<a class="post-count" href="/2013/09/{i}.html#inlagg">{esc(n)}</a></div></div>'
            for i, (t, x, a, tid, d, n) in enumerate(others)
        )
        + "</div>"
    )
    s = site(
        "sv",
        "Roslagsbloggen",
        "Redaktionens blogg · Roslagsbladet",
        "Startsida|Om bloggen|Roslagsbladet.se|Kontakt",
        "Drivs med Blogger.",
        "Kommunen|44;Skärgården|31;Mat|12;Evenemang|27",
        "Roslagsbladet;Norrtälje kommun;Skärgårdsbåtar;Roslagens museum",
        "hamn;Norrtälje;gästhamn;sommar",
    )
    post = Post(
        "Gästhamnen slog rekord i somras",
        "Eva Strand",
        "2013-10-02T09:10:00+02:00",
        "onsdag 2 oktober 2013",
        (
            "Norrtälje gästhamn hade 11 400 gästnätter i somras, fler än någon gång tidigare. Det visar hamnkontorets sammanställning.",
            "Flest båtar kom från Finland och Åland, följt av Stockholmsområdet. Den nya servicebyggnaden med duschar och tvättstuga fick mycket beröm.",
            "Nästa år vill kommunen förlänga säsongen med två veckor i september.",
        ),
        category="Etiketter",
        tags=("hamn", "Norrtälje"),
        declare="hatom",
        by_word="Postat av",
        footer_note="Inga kommentarer:",
    )
    return make(
        "h-la-sv-other-posts",
        "lookalike",
        "minima",
        s,
        post,
        Parts(after=more),
        [],
        path="/2013/10/gasthamnen-rekord.html",
        container="<div class=fler-inlagg> below the post",
        heading="Fler inlägg i bloggen",
        description="A Blogger post with no comment ('Inga kommentarer:'), followed by three other posts of the blog as excerpts, each with its footer 'Postat av Name kl. 22:02 · 12 september 2013 · 14 kommentarer'. Truth: zero.",
        lookalikes=("other posts' excerpts with their footers",),
    )


# --------------------------------------------------------------------------- 10. hu: text ads


def hu_text_ads() -> Case:
    ads = _rows(
        """
Redőny, reluxa akció | Minden méretre, ingyenes felméréssel. Most 20% kedvezmény tavaszig! | www.arnyekolas-bt.example
Tűzifa házhoz szállítva | Akác, tölgy, bükk. Hasogatva, 24 órán belül kiszállítjuk. | www.tuzifa-alfold.example
Angol nyelvtanfolyam | Kezdő és haladó csoportok Szentesen, esti órákban. Jelentkezz most! | www.nyelvsuli.example
Napelem pályázat 2014 | Vissza nem térítendő támogatás családi házakra. Ingyenes tanácsadás. | www.napenergia.example
"""
    )
    block = (
        '<div class="hirdetes-doboz" style="border:1px solid #ddd;padding:8px;margin:14px 0"><div class="ads-by">Google-hirdetések</div>'
        + "".join(
            f'<div class="ad-unit"><a class="ad-title" href="#" rel="nofollow">{esc(t)}</a><br />'
            f'<span class="ad-text">{esc(x)}</span><br /><span class="ad-url" style="color:#008000">{esc(u)}</span></div>'
            for t, x, u in ads
        )
        + "</div>"
    )
    s = site(
        "hu",
        "Tiszazugi Hírmondó",
        "Csongrád megye déli részének hírportálja",
        "Címlap|Helyi hírek|Sport|Kultúra|Apróhirdetés|Kapcsolat",
        "© 2014 Tiszazugi Hírmondó · Impresszum · Drupal",
        "Helyi hírek|421;Közlekedés|29;Önkormányzat|88;Sport|190",
        "Szentlőrinc Város Önkormányzata;Tiszazugi Kistérség;Magyar Közút;Helytörténeti Gyűjtemény",
        "komp;Tisza;közlekedés;árvíz",
    )
    post = Post(
        "Március közepéig szünetel a komp a Tiszán",
        "Halász Dóra",
        "2014-02-18T08:15:00+01:00",
        "2014. február 18., kedd 08:15",
        (
            "A magas vízállás miatt március közepéig nem jár a szentlőrinci komp. Az autósok a csongrádi hídon kelhetnek át, ez mintegy 35 kilométeres kerülőt jelent.",
            "Az üzemeltető szerint a kompot a szünet alatt felújítják: új motor és korlát kerül rá.",
            "A menetrendről a hírportálon és a polgármesteri hivatal hirdetőtábláján adnak tájékoztatást.",
        ),
        category="Közlekedés",
        tags=("komp", "Tisza"),
        declare="og",
        by_word="Írta:",
        footer_note="",
    )
    return make(
        "h-la-hu-text-ads",
        "lookalike",
        "drupal",
        s,
        post,
        Parts(after=block),
        [],
        path="/helyi-hirek/szunetel-a-komp",
        container="<div class=hirdetes-doboz> below the article",
        heading="Google-hirdetések",
        description="A Drupal news portal: a box of four text ads below the article (title link, one line of text, green display URL), as AdSense showed them. Truth: zero.",
        lookalikes=("text ads",),
    )


def lookalike_cases_h() -> list[Case]:
    return [
        en_recent_comments(),
        de_trackbacks(),
        fr_bloglist(),
        es_shoutbox(),
        it_members(),
        nl_stocks(),
        pt_cinema(),
        pl_lifestream(),
        sv_other_posts(),
        hu_text_ads(),
    ]
