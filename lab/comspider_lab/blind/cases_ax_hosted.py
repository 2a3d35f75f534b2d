"""Blind set AX: four discussions in a hosted comment widget's rendered markup, as a reader's browser saved the page
after the widget's script had run (the widget's wrapper filled, its empty noscript fallback beside it): each an
invented platform with its own class prefix, header bar with the count, sort menu, login bar, reply box at the top,
lazily loaded avatars, "Powered by" line and "Load more comments" button (the comments beyond it not in the page,
not in the truth); hidden low-rated entries, removed entries and promoted-stories boxes between the comments (none
of them comments). Every class name, platform, name, place and text invented for this set; each comment written by
hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ax_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    lazy,
    make,
    paras,
    seeds,
    thread,
    tree,
)


def en_quay() -> Case:
    cs = thread("""
Marjorie Teal | 5 hours ago | - | up=41 | Finally. Every summer Saturday the quay is one long queue of cars looking for parking that doesn't exist. Let people walk.
Dockside Dave | 5 hours ago | 0 | up=12 | Easy to say if you live in town. Those of us out at Saltmoor have no bus after six, so how are we meant to get to the quay in the evening?
Marjorie Teal | 4 hours ago | 1 | up=9 | The article says the park and ride at the old rope works will run until eleven on closure days. That's a start, surely.
Dockside Dave | 4 hours ago | 2 | e,up=3 | Fair, I missed that bit. Still want to see it actually running before I believe it.
Pete Arundel | 5 hours ago | - | v,up=27 | I run the chandlery on Quay Street. Half my trade on a Saturday is people collecting heavy things by car. Nobody on the council asked us.
Gullhaven Courier | 4 hours ago | 4 | b=Moderator,up=15 | Pete, the council says loading will stay allowed before 10am. We've asked them about collections later in the day and will update the story.
Pete Arundel | 3 hours ago | 5 | v,up=6 | Thanks. Most of my customers are sailors who come in off the water at four, so a 10am rule doesn't help much.
Guest | 4 hours ago | - | up=2 | They tried this in 2009 and it lasted one summer.
Hannah Oyelaran | 4 hours ago | 7 | up=8 | 2009 was a trial for two weekends, not a summer, and it rained both times. Hardly a fair test.
Sol Merriweather | 3 hours ago | - | hidden-before,up=19 | Look at what happened in Port Ellery when they did the same thing. The cafés put tables out on the road and the whole front came alive. // I'd rather sit by the water than stare at exhausts.
Rita Calloway | 3 hours ago | 9 | up=4 | Port Ellery also has a railway station. We don't.
Sol Merriweather | 2 hours ago | 10 | up=7 | True, but we have the park and ride and the ferry from Saltmoor. Give it a chance.
Ned Fairweather | 3 hours ago | - | promo-before,up=5 | What about blue badge holders? My mother can't walk from the rope works.
Gullhaven Courier | 2 hours ago | 12 | b=Moderator,up=11 | Ned, blue badge holders will be able to use the six spaces by the harbour master's office throughout the closure.
Ned Fairweather | 2 hours ago | 13 | up=3 | That's reassuring, thank you for finding out.
Amira Holt | 2 hours ago | - | removed-before,up=14 | Please, please put bike racks at both ends of the street. Last year people were chaining bikes to the railings by the lifeboat slip.
Colin B | 2 hours ago | - | g,up=0 | Another decision made for tourists, not for people who live here.
Hannah Oyelaran | 1 hour ago | 16 | up=10 | I live on Net Lane and I'm all for it. Some of us who live here want a quieter street too.
Colin B | 1 hour ago | 17 | g,up=1 | Net Lane isn't losing its parking though, is it.
Jo Pennick | 1 hour ago | - | v,up=6 | Councillor for Harbour ward here. The closure is a trial of eight weekends and we will publish the footfall numbers afterwards, good or bad. Happy to answer questions at my surgery on Thursday.
Marjorie Teal | 1 hour ago | 19 | up=5 | Thank you for actually turning up in the comments, Councillor. What time is the surgery?
Jo Pennick | 48 minutes ago | 20 | v,up=4 | Six till eight at the library, Marjorie.
Tom Rusk | 35 minutes ago | - | up=2 | Will the Saturday market stay where it is or spread onto the road?
Bea Lanyon | 20 minutes ago | - | e,up=1 | Does anyone know whether the closure includes the slipway lane? We launch the dinghy from there most weekends.
""")
    promo = (
        '<li class="plv-promoted"><div class="plv-promo-head">Promoted stories <small>from around the web</small></div>'
        '<ul class="plv-promo-list">'
        '<li><a href="/r/p1"><img src="/_avatar/promo-a.svg" alt="" width="100" height="70"><span>Nine kitchen gadgets retired chefs swear by</span><small>Pantrywise</small></a></li>'
        '<li><a href="/r/p2"><img src="/_avatar/promo-b.svg" alt="" width="100" height="70"><span>Homeowners in coastal towns are switching to this roof paint</span><small>Roofline Tips</small></a></li>'
        '<li><a href="/r/p3"><img src="/_avatar/promo-c.svg" alt="" width="100" height="70"><span>The island nobody visits in October (and why you should)</span><small>Wander Weekly</small></a></li>'
        "</ul></li>"
    )
    hidden = (
        '<li class="plv-post plv-collapsed" id="plv-post-77310"><div class="plv-body"><p class="plv-lowrated">'
        'This comment has been hidden due to low ratings. <a href="#plv-post-77310" class="plv-reveal">Show comment</a></p></div></li>'
    )
    removed = (
        '<li class="plv-post plv-deleted" id="plv-post-77342"><div class="plv-body">'
        '<p class="plv-removed">Comment removed by moderator.</p></div></li>'
    )

    def item(i: int, c: C, sub: str) -> str:
        pid = 77300 + i * 3
        badge = f'<span class="plv-badge plv-badge-mod">{esc(c.get("b"))}</span>' if c.get("b") else ""
        if c.has("v"):
            badge += '<span class="plv-badge plv-badge-ok" title="Verified account">Verified</span>'
        if c.has("g"):
            badge += '<span class="plv-guest">Guest</span>'
        parent = ""
        if c.seed.parent is not None:
            parent = f'<a class="plv-parent-link" href="#plv-post-{77300 + c.seed.parent * 3}">↪ {esc(cs[c.seed.parent].name)}</a>'
        edited = '<span class="plv-edited">Edited</span>' if c.has("e") else ""
        before = ""
        if c.has("hidden-before"):
            before = hidden
        if c.has("promo-before"):
            before = promo
        if c.has("removed-before"):
            before = removed
        return (
            f'{before}<li class="plv-post" id="plv-post-{pid}"><div class="plv-avatar-box">{lazy("plv-avatar", "plv" + c.name)}</div>'
            f'<div class="plv-body"><header class="plv-meta"><a class="plv-author" href="/plv/u/{pid}">{esc(c.name)}</a>{badge} {parent}'
            f' <a class="plv-time" href="#plv-post-{pid}" title="{esc(c.when)}">{esc(c.when)}</a>{edited}</header>'
            f'<div class="plv-message">{paras(c.text)}</div><footer class="plv-actions"><a class="plv-vote-up" href="#">▲ {c.get("up")}</a>'
            '<a class="plv-vote-down" href="#">▼</a> · <a class="plv-reply" href="#">Reply</a> · <a class="plv-share" href="#">Share ›</a></footer>'
            f"</div>{sub}</li>"
        )

    widget = (
        '<div id="plv_thread" class="plv-embed plv-ready" data-plv-forum="gullhavencourier">'
        '<div class="plv-topbar"><span class="plv-count">37 comments</span><span class="plv-forum-name">The Gullhaven Courier</span>'
        '<span class="plv-login">Login ▾</span></div>'
        '<div class="plv-sortbar"><span class="plv-recommend">♥ Recommend 12</span> <a href="#">⤴ Share</a>'
        '<span class="plv-sort">Sort by <b>Best</b> ▾<ul class="plv-sortmenu plv-closed"><li class="plv-sel">Best</li><li>Newest</li><li>Oldest</li></ul></span></div>'
        f'<div class="plv-postbox">{lazy("plv-avatar", "plv-me")}<div class="plv-textarea" role="textbox">Join the discussion…</div>'
        '<div class="plv-auth">Log in with <a href="#">Palaverio</a> <a href="#">Chirper</a> <a href="#">Friendloop</a> or pick a name</div></div>'
        '<ul class="plv-posts">'
        + tree(cs, item, lambda s: f'<ul class="plv-children">{s}</ul>')
        + '</ul><div class="plv-more"><a class="plv-btn plv-loadmore" href="#">Load more comments</a></div>'
        '<div class="plv-footer"><a href="#">✉ Subscribe</a> <a href="#">Add Palaverio to your site</a> '
        '<span class="plv-powered">Powered by Palaverio</span></div></div>'
        "<noscript></noscript>"
    )
    head = (
        "<script>var plv_forum = 'gullhavencourier'; var plv_identifier = 'story-20130312-quay';</script>\n"
    )
    css = ".plv-posts,.plv-children{list-style:none;padding-left:0}.plv-children{margin-left:46px}.plv-post{display:flex;flex-wrap:wrap;margin:10px 0}.plv-post>ul{flex-basis:100%}.plv-closed{display:none}.plv-avatar{background:#ccc}.plv-badge,.plv-guest,.plv-edited{font-size:10px;margin-left:5px;color:#888}.plv-promoted{background:#fafafa;border:1px solid #eee;padding:8px}.plv-promo-list{display:flex;list-style:none;gap:10px;padding:0}"
    st = Story(
        "Quay Street to close to cars on summer weekends",
        "By Lorna Mabey, Local Government Reporter",
        "2013-03-12T09:30:00+00:00",
        "Tuesday 12 March 2013, 09:30",
        """
Quay Street will be closed to traffic on Saturdays and Sundays from June to August under a trial approved by Gullhaven town council last night.

Councillors voted seven to four for the eight-weekend trial, which will see bollards placed at the junctions with Net Lane and the slipway between 10am and 8pm.

A park and ride service from the old rope works will run every twenty minutes on closure days, with the last bus leaving the quay at 11pm. Loading will be permitted before 10am.

Traders are divided. The harbour business association said some members feared losing passing trade, while cafés on the waterfront have asked for permission to put tables on the road.
""",
        lead="Eight-weekend trial will see bollards at both ends of the harbour front from June",
        section="News",
        related=(
            "Ferry timetable cut for winter months",
            "Lifeboat crew rescues two from sandbank",
            "Parking charges rise at harbour car park",
        ),
        most=(
            "Storm damage closes coastal path",
            "School roof repairs to cost £2m",
            "Gullhaven Rovers sign keeper from Saltmoor",
            "Fish market hours to change",
        ),
        tags=("Quay Street", "Town council", "Parking", "Harbour"),
        bio="Lorna Mabey has covered Gullhaven town hall since 2006.",
    )
    return make(
        "ax-en-hosted-quay",
        "discussion",
        "en-gullhaven",
        st,
        Parts(after=widget, css=css, head=head),
        seeds(cs),
        path="/news/quay-street-to-close-to-cars-on-summer-weekends-4412.html",
        container="div#plv_thread.plv-embed (the invented hosted platform 'Palaverio', rendered): top bar '37 comments', 'Sort by Best', login bar and reply box at the top; ul.plv-posts > li.plv-post (lazy avatar, a.plv-author, badges 'Moderator'/'Verified'/'Guest', '↪ NAME', a.plv-time relative, 'Edited', div.plv-message, '▲ n ▼ · Reply · Share'); replies in ul.plv-children, three levels; a hidden low-rated entry, a removed entry and a 'Promoted stories' box between the comments; 'Load more comments'; 'Powered by Palaverio'; an empty noscript beside it",
        heading="37 comments",
        description="An English harbour-town paper of 2013 saved after its scripts ran: 24 readers' comments in a hosted widget's rendered markup (37 counted, the rest behind 'Load more comments'), the paper's answers badged 'Moderator', a councillor 'Verified', a guest; a low-rated entry hidden, one removed, a promoted-stories box between the comments.",
    )


def de_markt() -> Case:
    cs = thread("""
Gisela Brandhorst | vor 2 Tagen | - | up=18 | Auf dem Kirchplatz ist doch viel mehr Schatten als vor dem Rathaus. Ich finde den Umzug gut, nur die Treppe zur Kirche ist für Rollatoren ein Problem.
Heiner vom Auenhof | vor 2 Tagen | 0 | b=Marktbeschicker,up=11 | Wir stehen seit 22 Jahren mit dem Gemüsestand auf dem Markt. Uns hat man gesagt, dass die Rampe an der Seitengasse bleibt. Da kommen Sie mit dem Rollator gut hin.
Gisela Brandhorst | vor 2 Tagen | 1 | up=5 | Danke, Herr Auenhof, dann schaue ich mir das am Samstag an.
MoorbachMama | vor 2 Tagen | - | up=9 | Wo sollen wir denn jetzt parken? Auf dem Rathausplatz konnte man wenigstens kurz halten.
Gast | vor 2 Tagen | 3 | up=2 | In der Tiefgarage am Mühlenweg sind die ersten 30 Minuten frei. Steht auch im Artikel.
Klaus-Dieter Pahl | vor 1 Tag | - | hidden-before,up=14 | Das eigentliche Problem ist doch, dass immer weniger Händler kommen. Früher waren es dreißig Stände, heute sind es vierzehn. Daran ändert ein neuer Platz nichts.
Redaktion Rundschau | vor 1 Tag | 5 | b=Redaktion,up=10 | Lieber Herr Pahl, laut Marktamt haben sich für den Kirchplatz bereits zwei neue Stände angemeldet, ein Käsehändler und eine Imkerei. Wir bleiben dran.
Klaus-Dieter Pahl | vor 1 Tag | 6 | e,up=4 | Das freut mich zu lesen. Honig aus der Gegend hat mir tatsächlich gefehlt.
Ines Wolter | vor 1 Tag | - | promo-before,up=7 | Bitte den Markt nicht wieder auf Mittwochvormittag legen. Berufstätige haben dann gar keine Chance.
Jörg S. | vor 20 Stunden | 8 | up=3 | Der Mittwoch bleibt doch, der Samstag kommt dazu. So habe ich es jedenfalls verstanden.
""")

    promo = (
        '<div class="skw-sponsored"><p class="skw-sponsored-title">Gesponserte Inhalte</p>'
        '<a href="/r/s1"><img src="/_avatar/skw-ad1.svg" alt="" width="90" height="60">Diese drei Fehler machen fast alle beim Fensterputzen</a>'
        '<a href="/r/s2"><img src="/_avatar/skw-ad2.svg" alt="" width="90" height="60">Rentner aus dem Auenland verblüfft mit einfachem Spartrick</a></div>'
    )
    hidden = (
        '<div class="skw-item skw-eingeklappt"><span class="skw-hinweis">Dieser Kommentar wurde wegen zu vieler '
        'negativer Bewertungen ausgeblendet.</span> <a href="#" class="skw-aufklappen">Trotzdem anzeigen</a></div>'
    )

    def item(i: int, c: C, sub: str) -> str:
        badge = f'<em class="skw-rolle">{esc(c.get("b"))}</em>' if c.get("b") else ""
        edited = ' <span class="skw-bearbeitet">(bearbeitet)</span>' if c.has("e") else ""
        before = hidden if c.has("hidden-before") else promo if c.has("promo-before") else ""
        return (
            f'{before}<div class="skw-item" data-skw-id="{4100 + i}">{lazy("skw-bild", "skw" + c.name, 36)}'
            f'<div class="skw-inhalt"><div class="skw-kopf"><span class="skw-name">{esc(c.name)}</span>{badge}'
            f'<span class="skw-zeit">{esc(c.when)}</span>{edited}</div><div class="skw-text">{paras(c.text)}</div>'
            f'<div class="skw-leiste"><span class="skw-plus">+{c.get("up")}</span> <a href="#">Antworten</a> '
            f'<a href="#">Melden</a></div></div>{sub}</div>'
        )

    widget = (
        '<div class="skw-huelle"><div id="skw-root" class="skw skw-loaded">'
        '<div class="skw-bar"><strong class="skw-anzahl">14 Kommentare</strong>'
        '<span class="skw-anmelden"><a href="#">Anmelden</a> mit <a href="#">Schnackwerk</a> · <a href="#">Zwitscher</a> · <a href="#">Gesichtsbuch</a></span></div>'
        '<div class="skw-sortierung">Sortieren nach: <a class="skw-aktiv" href="#">Beste</a> | <a href="#">Neueste</a> | <a href="#">Älteste</a></div>'
        f'<form class="skw-eingabe">{lazy("skw-bild", "skw-gast", 36)}<textarea placeholder="Schreiben Sie einen Kommentar …"></textarea>'
        '<button type="button">Kommentieren</button></form>'
        '<div class="skw-liste">'
        + tree(cs, item, lambda s: f'<div class="skw-antworten">{s}</div>')
        + '</div><button class="skw-mehr" type="button">Weitere Kommentare laden</button>'
        '<p class="skw-fuss">Kommentarfunktion von <a href="#">Schnackwerk</a></p></div>'
        "<noscript>Bitte aktivieren Sie JavaScript, um die Kommentare zu sehen.</noscript></div>"
    )
    css = ".skw-item{display:flex;flex-wrap:wrap;gap:8px;margin:10px 0}.skw-inhalt{flex:1}.skw-antworten{flex-basis:100%;margin-left:44px}.skw-rolle{background:#7a1111;color:#fff;font-size:10px;padding:0 4px;margin-left:4px}.skw-zeit{color:#999;margin-left:6px;font-size:11px}.skw-sponsored{border-top:1px dotted #ccc;border-bottom:1px dotted #ccc;font-size:12px}"
    st = Story(
        "Wochenmarkt zieht auf den Kirchplatz",
        "Von Anke Düsterhoff",
        "2012-09-04T17:45:00+02:00",
        "04.09.2012 · 17:45 Uhr",
        """
Der Moorbacher Wochenmarkt bekommt einen neuen Platz. Ab Oktober stehen die Händler nicht mehr vor dem Rathaus, sondern auf dem Kirchplatz an St. Ansgar. Das hat der Hauptausschuss am Dienstag beschlossen.

Grund ist die Sanierung des Rathausplatzes, die im Frühjahr beginnt und mindestens zwei Jahre dauern soll. Die Marktbeschicker hatten sich für den Kirchplatz ausgesprochen, weil dort Strom- und Wasseranschlüsse vorhanden sind.

Neben dem Mittwochsmarkt soll es künftig auch samstags einen kleineren Markt geben. Die Tiefgarage am Mühlenweg bietet Marktbesuchern die erste halbe Stunde kostenlos an.
""",
        lead="Wegen der Sanierung des Rathausplatzes wechseln die Händler ab Oktober den Standort – und kommen auch samstags.",
        section="Lokales",
        related=(
            "Rathausplatz: Bauzeit zwei Jahre",
            "Neue Imkerei im Auenland",
            "Tiefgarage Mühlenweg wird saniert",
        ),
        most=(
            "Unfall auf der B 214",
            "Kirmes bricht Besucherrekord",
            "Schützenfest ohne Umzug",
            "Neue Kita in Moorbach-Süd",
        ),
        tags=("Wochenmarkt", "Kirchplatz", "Moorbach"),
        bio="Anke Düsterhoff schreibt seit 2004 für die Lokalredaktion Moorbach.",
    )
    return make(
        "ax-de-hosted-markt",
        "discussion",
        "de-moorbach",
        st,
        Parts(after=widget, css=css),
        seeds(cs),
        path="/lokales/wochenmarkt-zieht-auf-den-kirchplatz-id88213.html",
        container="div.skw-huelle > div#skw-root (the invented platform 'Schnackwerk', rendered): bar '14 Kommentare' with 'Anmelden mit …', 'Sortieren nach: Beste | Neueste | Älteste', a comment box; div.skw-liste > div.skw-item (lazy avatar, span.skw-name, role badge, relative time, '(bearbeitet)', div.skw-text, '+n Antworten Melden'); replies in div.skw-antworten, two levels; a low-rated entry folded and a 'Gesponserte Inhalte' box between the comments; 'Weitere Kommentare laden'; 'Kommentarfunktion von Schnackwerk'; a noscript line",
        heading="14 Kommentare",
        description="A German regional paper of 2012 saved after its scripts ran: 10 readers' comments in a hosted widget's markup (14 counted, the rest behind 'Weitere Kommentare laden'), a market trader and the newsroom badged, a guest 'Gast'; a folded low-rated entry and a sponsored box between them.",
    )


def fr_navette() -> Case:
    cs = thread("""
Odile Berthaud | il y a 6 heures | - | up=23 | Le dimanche, c'est justement le jour où les familles montent au col. Supprimer la navette ce jour-là, c'est absurde.
Marc-Antoine F. | il y a 6 heures | 0 | up=6 | D'après l'article, la navette du dimanche transportait en moyenne neuf personnes. À ce prix-là, je comprends le département.
Odile Berthaud | il y a 5 heures | 1 | e,up=8 | Neuf personnes parce qu'elle part à 7 h 10 et revient à 16 h. Mettez un horaire raisonnable et vous verrez.
Lucien Pagnoz | il y a 5 heures | - | b=Abonné,up=12 | Je suis moniteur aux Hautes-Combes. L'hiver dernier, la moitié de nos élèves du dimanche venaient en navette depuis Vireloup.
Rédaction | il y a 4 heures | 3 | b=Modérateur,up=9 | Merci pour ce témoignage. Le département précise que la suppression ne concerne que la période hors vacances scolaires.
Lucien Pagnoz | il y a 4 heures | 4 | b=Abonné,up=4 | Ça change tout, merci. Les vacances représentent l'essentiel de la saison.
Invité | il y a 3 heures | - | removed-before,up=1 | Et le covoiturage, personne n'y pense ?
Nadège Ruffieux | il y a 2 heures | 6 | up=5 | Il y a un parking de covoiturage à l'entrée de Vireloup depuis deux ans, mais aucun panneau ne l'indique.
""")
    removed = (
        '<article class="bvd-comment bvd-supprime"><div class="bvd-corps"><p class="bvd-info">'
        "Ce commentaire a été supprimé par un modérateur.</p></div></article>"
    )

    def item(i: int, c: C, sub: str) -> str:
        badge = f'<span class="bvd-statut">{esc(c.get("b"))}</span>' if c.get("b") else ""
        edited = '<span class="bvd-modifie">· modifié</span>' if c.has("e") else ""
        before = removed if c.has("removed-before") else ""
        return (
            f'{before}<article class="bvd-comment" id="bvd-c{310 + i}"><div class="bvd-avatar">{lazy("bvd-img", "bvd" + c.name, 48)}</div>'
            f'<div class="bvd-corps"><p class="bvd-entete"><b class="bvd-pseudo">{esc(c.name)}</b>{badge}'
            f' <span class="bvd-date">{esc(c.when)}</span>{edited}</p><div class="bvd-texte">{paras(c.text)}</div>'
            f'<p class="bvd-outils"><span class="bvd-jaime">J\'aime · {c.get("up")}</span> <a href="#">Répondre</a> '
            f'<a href="#">Signaler</a></p>{sub}</div></article>'
        )

    widget = (
        '<section id="reactions"><div class="bvd-conteneur" id="bvd-embed-7781">'
        '<header class="bvd-tete"><h3 class="bvd-total">8 réactions</h3><div class="bvd-connexion">'
        '<a href="#">Se connecter</a> avec <a href="#">Bavardo</a>, <a href="#">Piaf</a> ou <a href="#">VisageLivre</a></div></header>'
        '<div class="bvd-tri">Trier par <select><option selected>Meilleurs</option><option>Plus récents</option><option>Plus anciens</option></select></div>'
        f'<div class="bvd-saisie">{lazy("bvd-img", "bvd-moi", 48)}<div class="bvd-zone" role="textbox">Votre réaction…</div></div>'
        '<div class="bvd-fil">'
        + tree(cs, item, lambda s: f'<div class="bvd-reponses">{s}</div>')
        + '</div><p class="bvd-pied">Propulsé par <a href="#">Bavardo</a> · <a href="#">Règles de modération</a></p></div>'
        "<noscript></noscript></section>"
    )
    css = ".bvd-comment{display:flex;gap:10px;margin:12px 0}.bvd-reponses{margin-left:20px;border-left:2px solid #eee;padding-left:10px}.bvd-statut{background:#def;font-size:10px;margin-left:5px;padding:0 3px}.bvd-date,.bvd-modifie{color:#999;font-size:11px}"
    st = Story(
        "La navette des Hautes-Combes ne circulera plus le dimanche",
        "Par Sylvie Maréchal",
        "2014-01-20T06:00:00+01:00",
        "Publié le 20/01/2014 à 06h00",
        """
À partir du 1er février, la navette qui relie la gare de Vireloup au col des Hautes-Combes ne fonctionnera plus le dimanche. Le conseil général a voté cette mesure lors de sa dernière séance, invoquant une fréquentation trop faible.

Selon les chiffres du département, la ligne a transporté en moyenne neuf voyageurs chaque dimanche l'hiver dernier, contre quarante-cinq le samedi. Le coût d'un aller-retour dépasse trente euros par passager.

Les élus de la communauté de communes demandent le maintien du service pendant les vacances scolaires. L'école de ski nordique, elle, s'inquiète pour ses cours du dimanche matin.
""",
        lead="Le département supprime la desserte dominicale du col, jugée trop peu fréquentée.",
        section="Région",
        related=(
            "Ski nordique : une saison prometteuse",
            "La gare de Vireloup rénovée",
            "Col des Hautes-Combes : la route fermée la nuit",
        ),
        most=(
            "Incendie dans une ferme à Bois-Rond",
            "Le marché couvert rouvre",
            "Hockey : Vireloup s'impose",
            "Neige : vigilance orange",
        ),
        tags=("Transports", "Hautes-Combes", "Ski"),
        bio="Sylvie Maréchal suit l'actualité des Hautes-Combes pour le Courrier depuis 2009.",
    )
    return make(
        "ax-fr-hosted-navette",
        "discussion",
        "fr-vireloup",
        st,
        Parts(after=widget, css=css),
        seeds(cs),
        path="/region/la-navette-des-hautes-combes-ne-circulera-plus-le-dimanche-2201.html",
        container="section#reactions > div.bvd-conteneur (the invented platform 'Bavardo', rendered): h3 '8 réactions', 'Se connecter avec …', 'Trier par' select, an input box; div.bvd-fil > article.bvd-comment (lazy avatar, b.bvd-pseudo, status badge, relative time, '· modifié', div.bvd-texte, 'J'aime · n Répondre Signaler'); replies in div.bvd-reponses inside the comment's body, two levels; one entry removed by a moderator; 'Propulsé par Bavardo'; an empty noscript",
        heading="8 réactions",
        description="A French valley paper of 2014 saved after its scripts ran: 8 readers' comments in a hosted widget's markup, subscriber and moderator badges, a guest 'Invité', an edited mark; one entry 'supprimé par un modérateur' between them.",
    )


def ja_ginkgo() -> Case:
    cs = thread("""
山口はるか | 3時間前 | - | up=35 | 毎朝あの並木の下を通って通勤しています。秋の黄色いトンネルがなくなるのは本当に寂しいです。
霧谷在住 | 3時間前 | 0 | up=12 | 気持ちはわかりますが、根が歩道を持ち上げていて、自転車で転びかけたことがあります。安全も大事です。
山口はるか | 2時間前 | 1 | up=6 | それは確かにそうですね。全部切るのではなく、傷んだ木だけにしてほしいです。
ゲスト | 2時間前 | - | hidden-before,up=3 | 伐採の費用はいくらなのでしょうか。記事に書いてあると助かります。
霧谷新報 編集部 | 1時間前 | 3 | b=公式,up=9 | ご質問ありがとうございます。市によると、伐採と植え替えで約4200万円の見込みです。記事にも追記しました。
たけのこ父さん | 1時間前 | - | e,up=7 | 子どもの頃、銀杏拾いをした思い出の場所です。植え替えるなら同じ銀杏にしてほしい。
佐伯 | 40分前 | 5 | up=2 | 実がなる雌の木は臭いの苦情が多いので、植え替えは雄の木だけになるそうですよ。
""")
    hidden = (
        '<li class="kdm-row kdm-fold"><p class="kdm-lowscore">評価が低いため、このコメントは非表示になっています。'
        '<a href="#">表示する</a></p></li>'
    )

    def item(i: int, c: C, sub: str) -> str:
        badge = f'<span class="kdm-label">{esc(c.get("b"))}</span>' if c.get("b") else ""
        edited = '<span class="kdm-edit">（編集済み）</span>' if c.has("e") else ""
        before = hidden if c.has("hidden-before") else ""
        return (
            f'{before}<li class="kdm-row" id="kdm-{9020 + i}">{lazy("kdm-face", "kdm" + str(i), 32)}'
            f'<div class="kdm-main"><div class="kdm-who"><span class="kdm-nick">{esc(c.name)}</span>{badge}'
            f'<span class="kdm-ago">{esc(c.when)}</span>{edited}</div><div class="kdm-msg">{paras(c.text)}</div>'
            f'<div class="kdm-btns"><a href="#">そう思う {c.get("up")}</a> <a href="#">返信</a> <a href="#">通報</a></div></div>'
            f"{sub}</li>"
        )

    widget = (
        '<div class="kdm-frame" id="kdm-board"><div class="kdm-headbar"><span class="kdm-total">コメント 11件</span>'
        '<span class="kdm-sort"><b>人気順</b> | 新しい順 | 古い順</span><span class="kdm-signin"><a href="#">ログイン</a></span></div>'
        f'<div class="kdm-write">{lazy("kdm-face", "kdm-me", 32)}<textarea placeholder="コメントを書く"></textarea><button>投稿</button></div>'
        '<ul class="kdm-list">'
        + tree(cs, item, lambda s: f'<ul class="kdm-replies">{s}</ul>')
        + '</ul><p class="kdm-next"><a href="#" class="kdm-loadmore">もっと見る</a></p>'
        '<p class="kdm-credit">Powered by コエダマ</p></div><noscript></noscript>'
    )
    css = ".kdm-list,.kdm-replies{list-style:none;padding:0}.kdm-replies{margin-left:40px}.kdm-row{display:flex;flex-wrap:wrap;gap:8px;margin:10px 0}.kdm-main{flex:1}.kdm-row>ul{flex-basis:100%}.kdm-label{background:#f60;color:#fff;font-size:10px;padding:0 4px}"
    st = Story(
        "駅前の銀杏並木、来春に伐採へ　根上がりで歩道に段差",
        "霧谷新報　森本記者",
        "2013-11-18T07:00:00+09:00",
        "2013年11月18日 07時00分",
        """
霧谷市は、霧谷駅前通りの銀杏並木38本を来年3月までに伐採し、新しい木に植え替える方針を明らかにした。根が歩道を持ち上げ、段差による転倒事故が相次いでいるため。

並木は1964年に植えられ、秋には黄葉のトンネルとして市民に親しまれてきた。市は植え替え後も同じ景観を目指すとしているが、成木になるまでには20年ほどかかる見通し。

市は今月下旬に駅前の公民館で説明会を開く。
""",
        lead="1964年に植えられた38本。市は植え替えで景観の維持を目指す。",
        section="地域",
        related=("霧谷駅の駐輪場を拡張", "紅葉シーズン、渋滞に注意", "公民館の耐震工事始まる"),
        most=(
            "市長選、2氏が立候補へ",
            "山あいの温泉、客足戻る",
            "高校駅伝で霧谷東が優勝",
            "新しい図書館の名前決まる",
        ),
        tags=("霧谷駅", "まちづくり", "並木"),
        bio="森本記者は霧谷市政と地域の話題を担当。",
    )
    return make(
        "ax-ja-hosted-ginkgo",
        "discussion",
        "ja-kiritani",
        st,
        Parts(after=widget, css=css),
        seeds(cs),
        path="/chiiki/20131118-ginkgo.html",
        container="div#kdm-board.kdm-frame (the invented platform 'コエダマ', rendered): head bar 'コメント 11件', '人気順 | 新しい順 | 古い順', 'ログイン', a write box; ul.kdm-list > li.kdm-row (lazy avatar, span.kdm-nick, badge '公式', relative time, '（編集済み）', div.kdm-msg, 'そう思う n 返信 通報'); replies in ul.kdm-replies, two levels; a low-rated entry folded; 'もっと見る'; 'Powered by コエダマ'; an empty noscript",
        heading="コメント 11件",
        description="A Japanese city paper of 2013 saved after its scripts ran: 7 readers' comments in a hosted widget's markup (11 counted, the rest behind 'もっと見る'), the newsroom badged '公式', a guest 'ゲスト', an edited mark; one folded low-rated entry.",
    )


def hosted_ax() -> list[Case]:
    return [en_quay(), de_markt(), fr_navette(), ja_ginkgo()]
