"""Blind set DS: four article pages without any reader discussion, each with one or two lists of signed or dated
items of another kind (an English weekly's vox pop and its archive column, an American TV station's officials'
statements and newsroom picks, a French regional daily's tweets printed as text and its blogs' latest posts, an
Italian local paper's politicians' reactions and "on this day"). Every class name, name, place and text invented
for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ds_common import Case, counted, doc, esc, make, share

# --------------------------------------------------------------------------- en-GB: a weekly, 2012


def en_mercury_market() -> Case:
    vox = [
        (
            "Pauline Ashworth",
            "67",
            "Harrowby",
            "I've come every Thursday for forty years. The car park is fine for the young ones but it's a long walk from the bus stop with a trolley. Why fix something that isn't broken?",
        ),
        (
            "Dean Carver",
            "34",
            "Little Stanbridge",
            "Good idea. The square is chaos on market day, you can't get a van through. Put it where there's room and more stalls will come.",
        ),
        (
            "Sunita Mehra",
            "45",
            "Harrowby",
            "I run the card shop on the square and market day is our best day. If the stalls move, the people go with them. Nobody asked the shops.",
        ),
        ("Frank Doyle", "71", "Eastwick", "Don't mind where it is as long as the fish man stays."),
        (
            "Chloe Barnes",
            "19",
            "Harrowby",
            "Honestly most people my age don't go, it's all the same stuff every week. A Saturday food market would be better wherever it is.",
        ),
    ]
    vox_html = "".join(
        f'<div class="vp-person"><img src="/_avatar/vp{i}.svg" width="90" height="110" alt="{esc(n)}" />'
        f'<p class="vp-name"><strong>{esc(n)}</strong>, {esc(a)}, {esc(t)}</p><p class="vp-says">"{esc(q)}"</p></div>'
        for i, (n, a, t, q) in enumerate(vox)
    )
    archive = [
        (
            "25 years ago",
            "October 1987",
            "Harrowby Round Table raised £1,240 with a sponsored bath push from Eastwick to the market square. Organiser Geoff Pell said the bath 'survived, just'.",
        ),
        (
            "50 years ago",
            "October 1962",
            "Plans for a new bus station on the site of the old cattle market were approved by the urban district council by seven votes to five.",
        ),
        (
            "100 years ago",
            "October 1912",
            "A runaway horse caused 'considerable alarm' on Thursday when it bolted through the market, overturning a poultry stall. Nobody was hurt, though several hens were not recovered.",
        ),
    ]
    arch_html = "".join(
        f'<div class="yearsago"><h5>{esc(h)}</h5><p class="ya-date">{esc(d)}</p><p>{esc(t)}</p></div>'
        for h, d, t in archive
    )
    css = (
        "body{margin:0;background:#fff;font:14px/1.5 Georgia,'Times New Roman',serif;color:#222}#container{width:980px;margin:0 auto}"
        "#masthead{border-bottom:4px solid #7b1113;padding:10px 0;overflow:hidden}#masthead .title{font:bold 44px 'Times New Roman';color:#7b1113;float:left}"
        "#masthead .date{float:right;font:12px Arial;margin-top:26px}#nav{background:#7b1113;padding:6px 10px;font:bold 12px Arial}#nav a{color:#fff;margin-right:14px;text-decoration:none}"
        "#content{float:left;width:640px;padding:14px 0}#sidebar{float:right;width:300px;padding:14px 0}.clear{clear:both}"
        ".standfirst{font-size:17px;color:#444}.byline{font:12px Arial;color:#666;border-bottom:1px solid #ddd;padding-bottom:6px}"
        ".voxpop{background:#f7f1e8;border-top:3px solid #7b1113;padding:10px;margin:18px 0}.vp-person{overflow:hidden;border-bottom:1px dotted #c9b;padding:6px 0}"
        ".vp-person img{float:left;margin-right:10px}.vp-name{font:12px Arial;margin:0}.vp-says{margin:4px 0}"
        ".widget{border:1px solid #ddd;margin-bottom:14px;padding:8px}.widget h4{margin:0 0 6px;font:bold 13px Arial;color:#7b1113;text-transform:uppercase}"
        ".yearsago h5{margin:6px 0 0;font:bold 12px Arial}.ya-date{font:11px Arial;color:#888;margin:0}#footer{background:#eee;padding:14px;font:11px Arial;color:#555}"
    )
    body = f"""<div id="container">
<div id="masthead"><div class="title">The Harrowby Mercury</div><div class="date">Friday, October 12, 2012 · Serving Harrowby, Eastwick and the Stan Valley since 1868</div></div>
<div id="nav"><a href="/">Home</a><a href="/news/">News</a><a href="/sport/">Sport</a><a href="/whats-on/">What's On</a><a href="/property/">Property</a><a href="/motors/">Motors</a><a href="/jobs/">Jobs</a><a href="/announcements/">Announcements</a><a href="/photo-sales/">Photo Sales</a></div>
<div id="content">
<p class="crumbs"><a href="/">Home</a> › <a href="/news/">News</a> › <a href="/news/harrowby/">Harrowby</a></p>
<h1>Thursday market could move to Bridge Street car park</h1>
<p class="standfirst">Traders split over council plan to take the weekly market off the square for the first time since 1890</p>
<p class="byline">By Rachel Tennant, Chief Reporter · Friday, October 12, 2012 · 6:00 AM</p>
{share([("Facebook Recommend", "27"), ("Tweet", "14"), ("Email", ""), ("Print", "")], "sharebar")}
<p>Harrowby's Thursday market could leave the Market Square next spring under plans drawn up by the town council, which says the square is no longer safe for the number of vehicles using it.</p>
<p>The proposal would see the 38 stalls set up in the lower half of Bridge Street car park, with the square closed to traffic between 7am and 4pm instead. Council leader Brian Oldroyd said: "Nobody wants to lose the character of the market, but we have had two near misses with delivery lorries this year alone."</p>
<p>Market traders' spokesman Colin Haigh said stallholders were "not against it in principle" but wanted a trial first. Shopkeepers on the square fear losing trade.</p>
<p>A consultation runs until November 9. Forms are available at the town hall and the library.</p>
<div class="voxpop"><h3>Mercury Vox Pop</h3><p class="vp-q">We asked shoppers on Thursday: should the market move?</p>{vox_html}<p class="vp-credit">Interviews and pictures: Sam Whitlock</p></div>
<p class="tags">Tags: <a href="#">Harrowby</a>, <a href="#">market</a>, <a href="#">town council</a></p>
<div class="related"><h4>Related stories</h4><ul><li><a href="#">Market Square resurfacing delayed again</a></li><li><a href="#">Christmas lights switch-on date set</a></li><li><a href="#">Bridge Street parking charges to rise</a></li></ul></div>
</div>
<div id="sidebar">
<div class="widget"><h4>Most read</h4>{counted("Thursday market could move | 4,102 ;; Teenager hurt in Eastwick crash | 3,561 ;; Stan Valley Show results | 2,020 ;; Pub reopens after 18 months | 1,874 ;; Bin collection changes | 1,301", "views")}</div>
<div class="widget"><h4>From our archives</h4>{arch_html}</div>
<div class="widget"><h4>Weather</h4><p>Harrowby: Showers, 12°C<br />Sat: Sunny spells, 13°C</p></div>
<div class="widget advert"><img src="/_avatar/ad-garage.svg" width="300" height="250" alt="Advertisement" /></div>
</div>
<div class="clear"></div>
<div id="footer">© 2012 Stan Valley Newspapers Ltd, 14 High Street, Harrowby · <a href="#">Contact us</a> · <a href="#">Advertise</a> · <a href="#">Terms</a> · <a href="#">Privacy</a> · This site is part of the Stan Valley Media Group</div>
</div>"""
    return make(
        "ds-plain-en-mercury-voxpop",
        "lookalike",
        "en",
        doc(
            "Thursday market could move to Bridge Street car park", "The Harrowby Mercury", "en-GB", css, body
        ),
        [],
        path="/news/harrowby/2012/10/12/thursday-market-could-move.html",
        container="-",
        heading=None,
        description="An English weekly's site of October 2012 (share bar with counts, most read with counts, weather, advert): under the text 'Mercury Vox Pop' with 5 shoppers (photo, name, age, town, a quoted answer); in the sidebar 'From our archives' (25, 50 and 100 years ago); no comment area.",
        lookalikes=("vox pop: 5 named people with age and town", "archive column: 3 dated entries"),
    )


# --------------------------------------------------------------------------- en-US: a TV station, 2014


def en_wktl_watermain() -> Case:
    says = [
        (
            "Mayor Linda Okafor",
            "",
            "Our crews worked through the night and I want to thank them. We will get to the bottom of why this main failed, and we will be transparent about what we find.",
        ),
        (
            "Councilman Ray Delgado",
            "District 3",
            "This is the third break on Orchard Avenue in five years. Residents have been asking for that pipe to be replaced since 2009. I'll be asking for the bid to be moved up at Tuesday's meeting.",
        ),
        (
            "Councilwoman Beth Sorensen",
            "At-large",
            "I'd ask everyone in the affected area to check on elderly neighbors, especially those who can't get to a water distribution site.",
        ),
        (
            "Public Works Director Alan Fitch",
            "",
            "The boil advisory stays in effect until two consecutive samples come back clean. That's at least 48 hours.",
        ),
    ]
    says_html = "".join(
        f'<div class="quote-item"><blockquote>"{esc(q)}"</blockquote><cite>— {esc(n)}{f", {esc(d)}" if d else ""}</cite></div>'
        for n, d, q in says
    )
    picks = [
        (
            "Megan Price, Anchor",
            "Sep 16, 2014 2:41 PM",
            "Fall festival guide: 12 weekend events around the valley",
        ),
        (
            "Tom Reyes, Chief Meteorologist",
            "Sep 16, 2014 11:05 AM",
            "Why this September has been the driest in 40 years",
        ),
        (
            "Kayla Benson, Reporter",
            "Sep 15, 2014 6:30 PM",
            "Riverside High band heads to the state marching finals",
        ),
        (
            "Dave Whitaker, Sports Director",
            "Sep 15, 2014 10:12 PM",
            "Friday Night Fever: Week 3 highlights and scores",
        ),
    ]
    picks_html = "".join(
        f'<li class="pick"><a class="pick-title" href="#">{esc(t)}</a><span class="pick-by">Picked by {esc(n)}</span> <span class="pick-time">{esc(w)}</span></li>'
        for n, w, t in picks
    )
    css = (
        "body{margin:0;background:#e7eaee;font:15px/1.5 Arial,Helvetica,sans-serif;color:#1a1a1a}.site{width:1000px;margin:0 auto;background:#fff}"
        ".hdr{background:#0b2545;color:#fff;padding:8px 16px;overflow:hidden}.hdr .logo{font:bold 34px Arial;float:left}.hdr .logo em{color:#f95738;font-style:normal}"
        ".hdr .wx{float:right;font-size:13px;margin-top:12px}.navbar{background:#13315c;padding:6px 16px}.navbar a{color:#fff;margin-right:14px;font-weight:bold;font-size:13px;text-decoration:none}"
        ".breaking{background:#f95738;color:#fff;padding:6px 16px;font-weight:bold}.cols{overflow:hidden;padding:16px}.story{float:left;width:640px}.rail{float:right;width:300px}"
        ".dateline{color:#666;font-size:12px}.video{background:#000;color:#fff;height:300px;text-align:center;line-height:300px}.quotes{border-left:4px solid #f95738;padding-left:12px;margin:18px 0}"
        ".quote-item blockquote{margin:8px 0 2px;font-style:italic}.quote-item cite{font-size:13px;color:#444}.module{border:1px solid #ccd;margin-bottom:14px}"
        ".module h3{margin:0;background:#0b2545;color:#fff;padding:5px 8px;font-size:14px}.module ol,.module ul{margin:8px;padding-left:18px}.pick{margin-bottom:6px}"
        ".pick-by,.pick-time{display:block;font-size:11px;color:#777}.ftr{background:#0b2545;color:#aab;padding:16px;font-size:12px}"
    )
    body = f"""<div class="site">
<div class="hdr"><div class="logo">WKTL <em>NewsChannel 9</em></div><div class="wx">Cedar Falls Valley · 74° Partly Cloudy · <a href="#" style="color:#fff">7-Day Forecast</a></div></div>
<div class="navbar"><a href="/">Home</a><a href="/news/">News</a><a href="/weather/">Weather</a><a href="/sports/">Sports</a><a href="/9-on-your-side/">9 On Your Side</a><a href="/video/">Video</a><a href="/community/">Community</a><a href="/contests/">Contests</a><a href="/about-us/">About Us</a></div>
<div class="breaking">BOIL WATER ADVISORY: Orchard Ave. area — see list of affected streets</div>
<div class="cols"><div class="story">
<h1>Water main break floods Orchard Avenue, boil advisory for 2,300 homes</h1>
<p class="dateline">Posted: Sep 16, 2014 5:52 AM CDT · Updated: Sep 16, 2014 4:18 PM CDT · By Kayla Benson, Reporter · CEDAR FALLS</p>
{share([("Like", "318"), ("Tweet", "47"), ("Share", "96"), ("Email", "")], "social")}
<div class="video">[ VIDEO: Crews work overnight on Orchard Ave. break — 2:14 ]</div>
<p>A 24-inch water main burst under Orchard Avenue early Tuesday, sending water into basements along a four-block stretch and leaving about 2,300 homes under a boil water advisory.</p>
<p>The break was reported just after 1 a.m. near Orchard and 14th Street. By daybreak, crews had shut off the line and started digging. Public Works says the cast-iron pipe dates to 1951.</p>
<p>Water distribution sites are open at Lincoln Elementary and the Eastside Community Center until 8 p.m. Residents should bring their own containers.</p>
<p>Orchard Avenue will stay closed between 12th and 16th streets at least through Thursday.</p>
<div class="quotes"><h3>What they're saying</h3>{says_html}</div>
<p class="copy">Copyright 2014 WKTL. All rights reserved.</p>
<div class="module"><h3>Related Links</h3><ul><li><a href="#">List of streets under the boil advisory</a></li><li><a href="#">How to flush your pipes after an advisory</a></li><li><a href="#">Council to vote on water rate increase</a></li></ul></div>
</div>
<div class="rail">
<div class="module"><h3>Most Popular</h3>{counted("Water main break floods Orchard Ave. | 12,480 ;; Deputies: Man arrested after chase on Hwy 20 | 8,931 ;; Restaurant report card | 5,217 ;; Friday Night Fever scores | 4,466", "views")}</div>
<div class="module"><h3>Newsroom Picks</h3><ul class="picks">{picks_html}</ul></div>
<div class="module"><h3>Weather Alerts</h3><p style="margin:8px">No active alerts for Cedar Falls Valley.</p></div>
<div class="module ad"><img src="/_avatar/ad-furniture.svg" width="300" height="250" alt="Advertisement" /></div>
</div></div>
<div class="ftr">WKTL NewsChannel 9 · 900 Broadcast Plaza, Cedar Falls · <a href="#" style="color:#fff">EEO Report</a> · <a href="#" style="color:#fff">FCC Public File</a> · <a href="#" style="color:#fff">Closed Captioning</a> · All content © 2014 WKTL.</div>
</div>"""
    return make(
        "ds-plain-en-wktl-watermain",
        "lookalike",
        "en",
        doc(
            "Water main break floods Orchard Avenue, boil advisory for 2,300 homes",
            "WKTL NewsChannel 9",
            "en-US",
            css,
            body,
        ),
        [],
        path="/story/26541077/water-main-break-floods-orchard-avenue",
        container="-",
        heading=None,
        description="An American TV station's site of September 2014 (breaking bar, video box, share bar with counts, most popular with counts, weather alerts, advert): in the story 'What they're saying', 4 officials' quoted statements each signed; in the rail 'Newsroom Picks', 4 stories each 'Picked by NAME, ROLE' with a time; no comment area.",
        lookalikes=("officials' statements: 4 quotes signed", "newsroom picks: 4 signed, timed items"),
    )


# --------------------------------------------------------------------------- fr: a regional daily, 2013


def fr_echo_piscine() -> Case:
    tweets = [
        (
            "Julie Marchand",
            "juliemrch",
            "La piscine fermée tout l'été alors qu'il fait 33°... on marche sur la tête à Saint-Aubrac",
            "9 juillet 2013",
        ),
        (
            "Club Nautique St-Aubrac",
            "CNStAubrac",
            "Nos entraînements sont déplacés à la piscine de Vernes jusqu'à nouvel ordre. Infos sur notre site.",
            "9 juillet 2013",
        ),
        (
            "Thomas Gély",
            "tgely_",
            "@juliemrch c'est le toit qui menace de tomber, tu préfères qu'ils laissent ouvert ?",
            "9 juillet 2013",
        ),
        (
            "Mairie de Saint-Aubrac",
            "StAubrac",
            "Fermeture du centre aquatique : un point presse aura lieu demain à 11h en mairie.",
            "9 juillet 2013",
        ),
        (
            "Nadia B.",
            "nadiabzz",
            "Et les petits qui devaient passer le test d'aisance aquatique pour la colo ? #piscine #StAubrac",
            "10 juillet 2013",
        ),
    ]
    tw_html = "".join(
        f'<blockquote class="twitter-tweet" lang="fr"><p>{esc(t)}</p>&mdash; {esc(n)} (@{esc(h)}) '
        f'<a href="https://twitter.com/{esc(h)}/status/3546{i}0918">{esc(d)}</a></blockquote>'
        for i, (n, h, t, d) in enumerate(tweets)
    )
    blogs = [
        (
            "Le blog du Tour",
            "Pascal Vidal",
            "10/07/2013 à 08h12",
            "Étape 11 : le contre-la-montre qui peut tout changer",
        ),
        (
            "Sortir en Val-d'Aubrac",
            "Émilie Castan",
            "09/07/2013 à 17h40",
            "Cinq guinguettes où passer la soirée au bord de l'eau",
        ),
        (
            "Carnet de campagne",
            "Jean-Luc Ferrand",
            "09/07/2013 à 11h05",
            "Moissons : l'orage de dimanche a couché les blés",
        ),
        (
            "Dans l'assiette",
            "Marion Roques",
            "08/07/2013 à 19h30",
            "La tomate ancienne, star du marché de Vernes",
        ),
    ]
    blogs_html = "".join(
        f'<li class="billet"><span class="blog-nom">{esc(b)}</span><a href="#">{esc(t)}</a><span class="billet-auteur">par {esc(a)}</span>, <span class="billet-date">le {esc(d)}</span></li>'
        for b, a, d, t in blogs
    )
    css = (
        "body{margin:0;background:#f0eee9;font:14px/1.5 Georgia,serif;color:#222}#global{width:990px;margin:0 auto;background:#fff}"
        "#bandeau{padding:12px 16px;border-bottom:1px solid #ccc;overflow:hidden}#bandeau .logo{font:bold 36px 'Times New Roman';color:#00457c;float:left}"
        "#bandeau .edition{float:right;font:12px Arial;margin-top:18px}#rubriques{background:#00457c;padding:6px 16px;font:bold 12px Arial}#rubriques a{color:#fff;margin-right:12px;text-decoration:none;text-transform:uppercase}"
        "#colonnes{overflow:hidden;padding:14px 16px}#article{float:left;width:630px}#droite{float:right;width:300px}.surtitre{font:bold 12px Arial;color:#c8102e;text-transform:uppercase}"
        ".chapo{font-weight:bold;font-size:15px}.signature{font:12px Arial;color:#666}.twitter-tweet{border:1px solid #cfd9de;border-radius:6px;padding:8px 12px;margin:10px 0;font:13px Arial}"
        ".bloc{border-top:3px solid #00457c;margin-bottom:14px;padding-top:4px}.bloc h3{font:bold 13px Arial;text-transform:uppercase;margin:0 0 6px}.billet{margin-bottom:8px;list-style:none}"
        ".blog-nom{display:block;font:bold 11px Arial;color:#c8102e}.billet-auteur,.billet-date{font:11px Arial;color:#777}#reagir{background:#f3f5f8;padding:10px;margin-top:16px}#pied{background:#00457c;color:#cdd;padding:14px;font:11px Arial}"
    )
    body = f"""<div id="global">
<div id="bandeau"><div class="logo">L'Écho du Val-d'Aubrac</div><div class="edition">Édition de Saint-Aubrac · mercredi 10 juillet 2013 · <a href="#">Se connecter</a> · <a href="#">S'abonner</a></div></div>
<div id="rubriques"><a href="/">Accueil</a><a href="/actualite/">Actualité</a><a href="/saint-aubrac/">Saint-Aubrac</a><a href="/vernes/">Vernes</a><a href="/sports/">Sports</a><a href="/loisirs/">Loisirs</a><a href="/carnet/">Carnet</a><a href="/annonces/">Annonces</a></div>
<div id="colonnes"><div id="article">
<p class="surtitre">Saint-Aubrac · Équipements</p>
<h1>Le centre aquatique fermé tout l'été après la découverte de fissures dans la charpente</h1>
<p class="signature">Publié le 09/07/2013 à 18h52 | Mis à jour le 10/07/2013 à 07h15 · Par Sylvie Authier</p>
{share([("J'aime", "89"), ("Tweeter", "23"), ("Google +1", "2"), ("Envoyer", "")], "partage")}
<p class="chapo">Un contrôle de routine a révélé des fissures sur deux poutres du bassin couvert. La mairie a ordonné la fermeture immédiate de l'ensemble du site, bassin extérieur compris.</p>
<p>Les nageurs du matin ont trouvé porte close lundi. Une affichette annonçait une « fermeture technique ». C'est en fait un bureau de contrôle, mandaté pour la vérification décennale, qui a relevé des fissures sur deux des poutres en lamellé-collé qui soutiennent le toit du bassin couvert.</p>
<p>« Par précaution, nous fermons tout, y compris le bassin d'été, car les vestiaires sont sous la même charpente », explique l'adjoint aux sports, Bernard Lafon. Les expertises devraient durer au moins six semaines.</p>
<p>Le club nautique et les écoles devront se replier sur la piscine de Vernes, à 22 km. La mairie étudie la mise en place d'une navette pour les centres de loisirs.</p>
<div class="sur-twitter"><h3>Sur Twitter</h3>{tw_html}</div>
<p class="mots-cles">Mots-clés : <a href="#">piscine</a>, <a href="#">Saint-Aubrac</a>, <a href="#">équipements publics</a></p>
<div id="reagir"><h4>Réagir à cet article</h4><p>Vous devez être <a href="#">connecté</a> pour réagir. Pas encore inscrit ? <a href="#">Créez votre compte</a>.</p></div>
</div>
<div id="droite">
<div class="bloc"><h3>Les plus lus</h3>{counted("Le centre aquatique fermé tout l'été | 6 212 ;; Accident sur la RD 920 : deux blessés | 4 870 ;; Feu d'artifice du 14 Juillet : le programme | 3 305 ;; Marché nocturne de Vernes | 1 944", "lectures")}</div>
<div class="bloc"><h3>Nos blogs</h3><ul>{blogs_html}</ul></div>
<div class="bloc"><h3>Météo</h3><p>Saint-Aubrac : 31° / 17°, ensoleillé<br />Jeudi : orages en soirée</p></div>
<div class="bloc pub"><img src="/_avatar/pub-cuisines.svg" width="300" height="250" alt="Publicité" /></div>
</div></div>
<div id="pied">© L'Écho du Val-d'Aubrac 2013 · <a href="#">Mentions légales</a> · <a href="#">Contact</a> · <a href="#">Publicité</a> · <a href="#">Avis de décès</a></div>
</div>"""
    return make(
        "ds-plain-fr-echo-tweets",
        "lookalike",
        "fr",
        doc(
            "Le centre aquatique fermé tout l'été après la découverte de fissures dans la charpente",
            "L'Écho du Val-d'Aubrac",
            "fr",
            css,
            body,
        ),
        [],
        path="/saint-aubrac/2013/07/09/le-centre-aquatique-ferme-tout-l-ete.html",
        container="-",
        heading=None,
        description="A French regional daily's site of July 2013 (share bar with counts, most read with counts, weather, advert): under the text 'Sur Twitter', 5 tweets as saved without their script (blockquote.twitter-tweet: text, name, @handle, date link, one answering another); in the sidebar 'Nos blogs', 4 posts with blog, author and time; a 'Réagir à cet article' box asking to log in, no reaction.",
        lookalikes=(
            "tweets printed as text: 5 with handles and dates",
            "the paper's blogs: 4 posts with authors and times",
        ),
    )


# --------------------------------------------------------------------------- it: a local paper, 2011


def it_castelrosso_ospedale() -> Case:
    reazioni = [
        (
            "Gianni Ferraresi",
            "sindaco di Castelrosso",
            "È una decisione presa a Roma guardando solo i numeri. Il nostro punto nascita fa 420 parti l'anno e serve tutta la valle. Siamo pronti a ricorrere al Tar.",
        ),
        (
            "Marisa Conte",
            "consigliera regionale (Pd)",
            "Avevamo chiesto un tavolo con l'assessorato già a gennaio. Nessuno ci ha risposto. Ora chiediamo che la chiusura venga almeno sospesa fino all'apertura del nuovo reparto a Valdisotto.",
        ),
        (
            "Luca Bersani",
            "capogruppo Pdl in consiglio comunale",
            "Non è il momento delle polemiche. Il piano di riordino prevede più sicurezza per le mamme: meglio venti minuti di strada in più e una sala operatoria h24.",
        ),
        (
            "don Aldo Rinaldi",
            "parroco di San Michele",
            "Domenica leggeremo in tutte le messe l'appello delle famiglie. Una valle senza culle è una valle che muore.",
        ),
    ]
    re_html = "".join(
        f'<div class="reazione"><p class="chi"><b>{esc(n)}</b>, {esc(r)}:</p><p class="dichiarazione">«{esc(q)}»</p></div>'
        for n, r, q in reazioni
    )
    accadde = [
        (
            "1944",
            "Le truppe alleate entrano a Castelrosso: la popolazione accoglie i soldati in piazza Garibaldi.",
        ),
        (
            "1966",
            "L'alluvione del Rio Secco allaga il borgo basso; la Pro Loco organizza una raccolta per le famiglie sfollate.",
        ),
        ("1987", "Inaugurato il nuovo ospedale di valle alla presenza del ministro della Sanità."),
        ("2003", "La Castelrossese vince il campionato di Promozione battendo 3-1 il Montebello."),
    ]
    acc_html = "".join(f'<li><span class="anno">{esc(a)}</span> {esc(t)}</li>' for a, t in accadde)
    css = (
        "body{margin:0;background:#eee;font:13px/1.5 Verdana,Arial,sans-serif;color:#222}#sito{width:980px;margin:0 auto;background:#fff}"
        "#testata{background:#1b5e20;color:#fff;padding:10px 16px;overflow:hidden}#testata .nome{font:bold italic 36px Georgia}#testata .data{float:right;font-size:11px}"
        "#menu{background:#e8f5e9;border-bottom:2px solid #1b5e20;padding:6px 16px}#menu a{margin-right:12px;color:#1b5e20;font-weight:bold;text-decoration:none}"
        "#corpo{overflow:hidden;padding:14px 16px}#articolo{float:left;width:620px}#colonna{float:right;width:300px}.occhiello{color:#b71c1c;font-weight:bold}"
        ".sommario{font-size:15px;font-style:italic}.firma{font-size:11px;color:#777}.reazioni{background:#f9fbe7;border:1px solid #dce775;padding:10px;margin:16px 0}"
        ".chi{margin:6px 0 0}.dichiarazione{margin:2px 0 8px}.box{border:1px solid #ccc;margin-bottom:12px;padding:8px}.box h4{margin:0 0 6px;color:#1b5e20;text-transform:uppercase}"
        ".anno{font-weight:bold;color:#b71c1c}.commenti-off{color:#888;font-style:italic}#piede{background:#1b5e20;color:#c8e6c9;padding:12px;font-size:11px}"
    )
    body = f"""<div id="sito">
<div id="testata"><span class="data">Giovedì 17 marzo 2011 · 150° dell'Unità d'Italia</span><div class="nome">Il Giornale di Castelrosso</div><div>Quotidiano on line della Val Rossa</div></div>
<div id="menu"><a href="/">Home</a><a href="/cronaca/">Cronaca</a><a href="/politica/">Politica</a><a href="/economia/">Economia</a><a href="/sport/">Sport</a><a href="/cultura/">Cultura</a><a href="/necrologi/">Necrologi</a><a href="/lettere/">Lettere</a><a href="/meteo/">Meteo</a></div>
<div id="corpo"><div id="articolo">
<p class="occhiello">Sanità · La Regione conferma il piano di riordino</p>
<h1>Chiude il punto nascita di Castelrosso: dal 1° giugno si partorirà a Valdisotto</h1>
<p class="sommario">La delibera firmata ieri sera. Il sindaco annuncia ricorso, in valle parte la raccolta firme</p>
<p class="firma">di Paola Grandi · 17/03/2011 ore 09:40 · letto 3.118 volte</p>
{share([("Mi piace", "156"), ("Tweet", "12"), ("OKNOtizie", "4"), ("Stampa", "")], "condividi")}
<p>Dal primo giugno le donne della Val Rossa non potranno più partorire all'ospedale di Castelrosso. La giunta regionale ha approvato ieri sera la delibera che chiude i punti nascita sotto i 500 parti l'anno, e quello di Castelrosso, con 420, rientra nell'elenco.</p>
<p>Le partorienti saranno indirizzate all'ospedale di Valdisotto, a 34 chilometri. La Regione promette un'ambulanza dedicata e il potenziamento del consultorio, che resterà aperto per le visite in gravidanza.</p>
<p>Il personale del reparto, quattro ginecologi e undici ostetriche, sarà ridistribuito tra gli altri ospedali dell'azienda sanitaria.</p>
<p>Il comitato "Nascere in valle" ha già raccolto 2.600 firme e annuncia una fiaccolata per sabato sera.</p>
<div class="reazioni"><h3>Le reazioni</h3>{re_html}</div>
<p class="commenti-off">I commenti per questo articolo sono disabilitati.</p>
<div class="correlati"><h4>Articoli correlati</h4><ul><li><a href="#">Ospedale, la Regione: «Nessun taglio ai posti letto»</a></li><li><a href="#">Fiaccolata sabato per il punto nascita</a></li></ul></div>
</div>
<div id="colonna">
<div class="box"><h4>I più letti</h4>{counted("Chiude il punto nascita di Castelrosso | 3.118 ;; Incidente sulla provinciale, grave un 19enne | 2.460 ;; Carnevale, i carri premiati | 1.203 ;; La Castelrossese pareggia a Montebello | 877", "letture")}</div>
<div class="box accaddeoggi"><h4>Accadde oggi, 17 marzo</h4><ul>{acc_html}</ul></div>
<div class="box"><h4>Farmacie di turno</h4><p>Farmacia Centrale, via Roma 12 · Farmacia Bellini, Valdisotto</p></div>
<div class="box pubblicita"><img src="/_avatar/pubb-mobili.svg" width="280" height="200" alt="Pubblicità" /></div>
</div></div>
<div id="piede">Il Giornale di Castelrosso · Reg. Trib. n. 14/2006 · P. IVA 0xx · Direttore responsabile: Aurelio Bassi · <a href="#">Contatti</a> · <a href="#">Pubblicità</a></div>
</div>"""
    return make(
        "ds-plain-it-castelrosso-reazioni",
        "lookalike",
        "it",
        doc("Chiude il punto nascita di Castelrosso", "Il Giornale di Castelrosso", "it", css, body),
        [],
        path="/cronaca/2011/03/17/chiude-il-punto-nascita-di-castelrosso.html",
        container="-",
        heading=None,
        description="An Italian local online daily of March 2011 (share bar with counts, most read with counts, pharmacies on duty, advert): under the text 'Le reazioni', 4 politicians' and a priest's quoted reactions, each a name and a role; in the sidebar 'Accadde oggi, 17 marzo', 4 dated entries; 'I commenti per questo articolo sono disabilitati.'",
        lookalikes=("politicians' reactions: 4 named quotes", "on this day: 4 entries with years"),
    )


def plain_ds() -> list[Case]:
    return [en_mercury_market(), en_wktl_watermain(), fr_echo_piscine(), it_castelrosso_ospedale()]
