"""Blind set ey: four discussions whose comments have no box of their own: an English regional weekly (2009, a name
in ``<h4>``, paragraphs and a small town-and-time line, a removed comment among them), a French trade union's local
news (2010, the entries in one ``<div>`` separated only by ``<br />``, "en réponse à NAME" answers), a Brazilian
photography blog (2008, three table rows a comment in one table, answers indented by an empty cell) and a Dutch
fishing club (2008, a name line in ``<b>`` and the text in a ``<pre>``). Every site, name and text invented for this
set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ey_common import Case, E, doc, esc, inline, lines, make, paras, svg

# --------------------------------------------------------------------------- en: a regional weekly, 2009


def en_chronicle() -> Case:
    es = [
        E(
            "Mags",
            "9:14am Thu 16 Apr 09",
            "About time. The cattle market has been a car park with weeds for six years now and every time anything "
            "is suggested somebody objects to it.\n\nI'd rather walk to a supermarket in town than drive twenty "
            "minutes to the one at Marham every week.",
        ),
        E(
            "Old Fenman",
            "9:52am Thu 16 Apr 09",
            "And what happens to the high street when this opens? Look at Wrayford since the big superstore came, "
            "half of Bridge Street is charity shops or boarded up.",
        ),
        E(
            "Dave_P",
            "10:31am Thu 16 Apr 09",
            "@Old Fenman the high street is dying already. Parking is £1.20 an hour and there's nowhere to park "
            "anyway. People go to Marham whatever happens, at least this way the money stays in Crowmere.",
        ),
        E("stevo1972", "10:48am Thu 16 Apr 09", "This comment has been removed by a moderator.", real=False),
        E(
            "Janet Rowe",
            "11:20am Thu 16 Apr 09",
            "I went to the exhibition at the Corn Exchange in February. A few things the article doesn't mention:\n"
            "- the store would be open 7am to 10pm, seven days a week\n"
            "- deliveries would come down Sheep Street, which is already single file past the school\n"
            "- they promised 'up to 250 jobs' but most of them would be part time\n\n"
            "I'm not against it but I want the lorries kept away from the school gate.",
        ),
        E(
            "Nick",
            "11:58am Thu 16 Apr 09",
            "Dave_P is right about the parking. Sort that out first and the high street might have a chance, "
            "supermarket or no supermarket.",
        ),
        E(
            "Old Fenman",
            "12:40pm Thu 16 Apr 09",
            "@Dave_P the money doesn't stay in Crowmere, it goes straight to head office. The butcher and the "
            "greengrocer spend theirs here.\n\nAnd 250 jobs? We'll see. They said the same about the distribution "
            "centre and that was 40 in the end.",
        ),
        E(
            "Tom Hardy",
            "1:15pm Thu 16 Apr 09",
            "From the article: \u201cThe inspector will consider whether the scheme would harm the vitality and "
            "viability of the town centre.\u201d\n\nSo the whole argument on here is exactly what the inquiry is "
            "for. Go along and say it there, anybody can speak if they register beforehand.",
        ),
        E(
            "Sarah Pettit, Chronicle",
            "2:02pm Thu 16 Apr 09",
            "Thanks Tom. The inquiry opens at 10am on Tuesday 12 May in the council chamber at the Town Hall and is "
            "expected to last four days. To speak, ring the programme officer on 01354 000 412 before 5 May. We will "
            "be reporting from every day of it.",
        ),
        E(
            "mumof3",
            "3:37pm Thu 16 Apr 09",
            "will there be a petrol station?? if so im all for it, the nearest one is marham and its 5p dearer "
            "than anywhere",
        ),
        E(
            "Geoff Brundle",
            "6:12pm Thu 16 Apr 09",
            "My father sold pigs on that site every Tuesday until the market closed in 1987. I can still remember "
            "the noise and the smell of it, and the auctioneer who talked faster than anybody I have ever met "
            "since.\n\nI know nothing stays the same. But whatever gets built there, I hope somebody puts up a "
            "plaque so the children know the town was a market town for six hundred years before it was anything "
            "else.",
        ),
        E(
            "Janet Rowe",
            "8:45pm Thu 16 Apr 09",
            "Geoff, lovely to read that. Couldn't the developers keep the old auction ring building? It's the only "
            "bit worth saving and it would make a decent caf\u00e9.",
        ),
        E(
            "Kev W",
            "7:05am Fri 17 Apr 09",
            "Sheep Street can't take artics, I drive them for a living. They'll have to bring deliveries in off the "
            "bypass by the old station road or it'll be gridlock by 8am. Surely somebody at the council knows this.",
        ),
    ]
    towns = [
        "Crowmere",
        "Little Ditton",
        "Crowmere",
        "Crowmere",
        "Crowmere",
        "Wrayford",
        "Little Ditton",
        "Sutton Fen",
        "",
        "Crowmere",
        "Crowmere",
        "Crowmere",
        "Wrayford",
    ]
    path = "/news/4312877.supermarket-plan-for-cattle-market-site-heads-to-public-inquiry/"
    entries: list[str] = []
    for i, e in enumerate(es):
        cid = 2280411 + i * 7
        where = f"{esc(towns[i])} \u00b7 " if towns[i] else ""
        body = f"<p><i>{esc(e.text)}</i></p>" if not e.real else paras(e.text)
        entries.append(
            f'<a name="c{cid}"></a>\n<h4>{esc(e.who)}</h4>\n{body}\n'
            f'<p><small>{where}{esc(e.at)} \u00b7 <a href="/report/?comment={cid}">Report this comment</a></small></p>\n'
        )
    most_read = [
        "Man, 23, charged after Fen Road crash",
        "Supermarket plan for cattle market site heads to public inquiry",
        "Crowmere Town two points off the play-offs after late winner",
        "Car boot sale moves to the rugby club from May",
        "Pub landlord retires after 31 years at the Five Alls",
    ]
    most_commented = [
        ("Supermarket plan for cattle market site heads to public inquiry", 13),
        ("Parking charges to rise again in April", 41),
        ("Wind farm at Ditton Drove: your views", 27),
        ("School run chaos on Sheep Street", 19),
        ("Youth club saved by last-minute grant", 8),
    ]
    css = """body{margin:0;background:#e8e8e8;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}
#wrap{width:980px;margin:0 auto;background:#fff}#leader{text-align:center;padding:8px 0;background:#f4f4f4}#leader small{display:block;color:#999;font-size:9px;text-transform:uppercase}
#mast{padding:12px 16px;border-bottom:4px solid #7a0019;overflow:hidden}#mast .title{float:left;font:bold 40px 'Times New Roman',serif;color:#7a0019;text-decoration:none}
#mast .today{float:right;color:#666;font-size:11px;margin-top:24px}#sections{background:#7a0019;margin:0;padding:0;list-style:none;overflow:hidden}
#sections li{float:left}#sections a{display:block;padding:7px 12px;color:#fff;font-weight:bold;text-decoration:none;font-size:12px}#sections a.on{background:#a8102e}
#subnav{background:#f3e6e9;padding:5px 16px;font-size:11px}#subnav a{color:#7a0019;margin-right:10px}
#left{float:left;width:620px;padding:12px 16px}#right{float:right;width:310px;padding:12px 16px 12px 0}
.crumb{font-size:11px;color:#777}.crumb a{color:#777}h1{font:bold 28px Georgia,serif;margin:8px 0}.standfirst{font:bold 15px Arial;color:#333}
.byl{font-size:11px;color:#666;border-top:1px dotted #ccc;border-bottom:1px dotted #ccc;padding:4px 0;margin:10px 0}
.pic{float:right;margin:0 0 8px 12px;width:300px;font-size:11px;color:#555}.tools{font-size:11px;background:#f5f5f5;padding:5px;margin:12px 0}.tools a{margin-right:8px;color:#333}
#comments h3{background:#7a0019;color:#fff;padding:4px 8px;font-size:14px;margin:20px 0 6px}#comments .count{font-size:11px;color:#666}
#comments h4{font-size:13px;color:#7a0019;margin:14px 0 2px;border-top:1px solid #e2d2d5;padding-top:8px}#comments p{margin:4px 0}#comments small{color:#888}#comments small a{color:#888}
#addcomment{background:#f7f2f3;border:1px solid #e2d2d5;padding:10px;margin-top:16px}#addcomment textarea{width:97%}
.box{margin-bottom:14px;border:1px solid #ddd}.box h5{margin:0;background:#eee;padding:4px 8px;font-size:12px;color:#7a0019;text-transform:uppercase}
.box ol,.box ul{margin:6px 8px 8px 24px;padding:0}.box li{margin:3px 0}.box .n{color:#999}
.mpu{text-align:center;margin-bottom:14px}.mpu small{display:block;color:#999;font-size:9px}
#foot{clear:both;background:#333;color:#aaa;padding:14px 16px;font-size:11px}#foot a{color:#ddd;margin-right:8px}"""
    files = {
        "/ads/fenland-motors-728x90.svg": svg(
            728, 90, "#003b73", "FENLAND MOTORS \u00b7 Spring service from \u00a379"
        ),
        "/ads/crowmere-carpets-300x250.svg": svg(
            300, 250, "#c47a00", "Crowmere Carpets: SALE NOW ON", size=16
        ),
        "/images/2009/04/cattle-market-site.svg": svg(300, 200, "#8a8f86", "The cattle market site"),
        "/images/logo-small.svg": svg(80, 20, "#7a0019", "CC", size=11),
    }
    rows_read = "".join(
        f'<li><a href="/news/{4312800 + n}/">{esc(t)}</a></li>' for n, t in enumerate(most_read)
    )
    rows_com = "".join(
        f'<li><a href="/news/{4311900 + n * 31}/">{esc(t)}</a> <span class="n">({c})</span></li>'
        for n, (t, c) in enumerate(most_commented)
    )
    body = f"""<div id="wrap">
<div id="leader"><small>Advertisement</small><a href="http://fenlandmotors.example.co.uk/"><img src="/ads/fenland-motors-728x90.svg" width="728" height="90" alt="Fenland Motors" border="0" /></a></div>
<div id="mast"><a class="title" href="/">The Crowmere Chronicle</a><div class="today">Thursday 16th April 2009 \u00b7 <a href="/login/">Log in</a> | <a href="/register/">Register</a></div></div>
<ul id="sections"><li><a class="on" href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/leisure/">What's On</a></li><li><a href="/yoursay/">Your Say</a></li><li><a href="/jobs/">Jobs</a></li><li><a href="/homes/">Property</a></li><li><a href="/motors/">Motors</a></li><li><a href="/announcements/">Announcements</a></li><li><a href="/info/contactus/">Contact us</a></li></ul>
<div id="subnav"><a href="/news/crowmere/">Crowmere</a><a href="/news/wrayford/">Wrayford</a><a href="/news/villages/">Villages</a><a href="/news/crime/">Crime</a><a href="/news/politics/">Politics</a><a href="/news/schools/">Schools</a><a href="/news/nostalgia/">Nostalgia</a></div>
<div id="left">
<div class="crumb"><a href="/">Home</a> \u203a <a href="/news/">News</a> \u203a <a href="/news/crowmere/">Crowmere</a></div>
<h1>Supermarket plan for cattle market site heads to public inquiry</h1>
<p class="standfirst">A government inspector will decide whether a 40,000 sq ft supermarket can be built on Crowmere's old cattle market after councillors and developers failed to agree.</p>
<div class="byl">By Sarah Pettit, Chief Reporter \u00bb \u00b7 8:00am Thursday 16th April 2009</div>
<div class="pic"><img src="/images/2009/04/cattle-market-site.svg" width="300" height="200" alt="" /><br />The former cattle market off Sheep Street, empty since 2003</div>
<p>PLANS for a supermarket on the site of Crowmere's former cattle market will go before a public inquiry next month.</p>
<p>Developer Eastfield Retail appealed to the Planning Inspectorate after Fenmoor District Council failed to decide its application within the legal time limit.</p>
<p>The scheme includes a 40,000 sq ft store, a 310-space car park and a new junction on Sheep Street. Eastfield says it would create up to 250 jobs and bring shoppers back into the town.</p>
<p>Opponents, including the Crowmere Traders' Association, say it would draw trade away from the market place and Bridge Street.</p>
<p>Association chairman Keith Lumb said: \u201cWe are not against change. We are against a car park with a shop on it that nobody walks out of.\u201d</p>
<p>The inspector will consider whether the scheme would harm the vitality and viability of the town centre, as well as traffic, noise and the setting of the listed Corn Exchange.</p>
<p>Council leader Cllr Brian Marsh said the council would put its case \u201cfirmly but fairly\u201d and urged residents to take part.</p>
<div class="tools"><a href="/email/?a=4312877">Email this</a> <a href="/print/?a=4312877">Print</a> <a href="http://digg.example.com/submit?url={path}">Digg</a> <a href="http://facebook.example.com/share?u={path}">Facebook</a> <a href="http://delicious.example.com/save?url={path}">del.icio.us</a></div>
<div id="comments">
<h3>Have your say</h3>
<p class="count">13 comments \u00b7 <a href="#addcomment">Add yours</a> \u00b7 <a href="/info/houserules/">House rules</a> \u00b7 Comments are the views of their writers, not of the Chronicle.</p>
{"".join(entries)}
</div>
<div id="addcomment"><a name="addcomment"></a><b>Post a comment</b><p>You need to be <a href="/login/">logged in</a> to post a comment. Not registered? <a href="/register/">Register now</a>, it's free.</p>
<form action="/yoursay/post/" method="post"><input type="hidden" name="article" value="4312877" /><textarea name="comment" rows="5" cols="60" disabled="disabled"></textarea><br /><input type="submit" value="Post comment" disabled="disabled" /></form></div>
</div>
<div id="right">
<div class="mpu"><small>Advertisement</small><img src="/ads/crowmere-carpets-300x250.svg" width="300" height="250" alt="Crowmere Carpets" /></div>
<div class="box"><h5>Most read</h5><ol>{rows_read}</ol></div>
<div class="box"><h5>Most commented</h5><ol>{rows_com}</ol></div>
<div class="box"><h5>Jobs</h5><ul><li><a href="/jobs/1/">Care assistant, Wrayford, \u00a36.10/hr</a></li><li><a href="/jobs/2/">HGV Class 1 driver, nights</a></li><li><a href="/jobs/3/">Part-time bookkeeper, Crowmere</a></li></ul></div>
<div class="box"><h5>Announcements</h5><ul><li><a href="/announcements/births/">Births</a></li><li><a href="/announcements/marriages/">Marriages</a></li><li><a href="/announcements/deaths/">Deaths</a></li></ul></div>
<div class="box"><h5>Weather</h5><ul><li>Today: showers, 12\u00b0C</li><li>Friday: sunny spells, 14\u00b0C</li></ul></div>
</div>
<div id="foot"><img src="/images/logo-small.svg" width="80" height="20" alt="" /> <a href="/info/aboutus/">About us</a><a href="/info/contactus/">Contact us</a><a href="/info/terms/">Terms and conditions</a><a href="/info/privacy/">Privacy</a><a href="/info/houserules/">House rules</a><a href="/rss/">RSS</a><br />\u00a9 Copyright 2001-2009 Crowmere Chronicle Ltd, 14 Market Hill, Crowmere. Registered in England No. 0411872. All rights reserved.</div>
</div>"""
    return make(
        "ey-en-weekly-cattlemarket",
        "discussion",
        "en",
        doc(
            body,
            title="Supermarket plan for cattle market site heads to public inquiry (From The Crowmere Chronicle)",
            lang="en-GB",
            css=css,
        ),
        es,
        path=path,
        container="div#comments: h3 'Have your say', p.count, then for each comment a#cN + h4 NAME + p (one a paragraph) + p > small 'TOWN · TIME · Report this comment', all siblings; one removed comment's placeholder among them",
        heading="Have your say",
        description="An English regional weekly's story (April 2009) on a fixed-width layout with a leaderboard and an MPU ad, 'Most read', 'Most commented' with counts, jobs and announcements boxes: 12 readers' comments (one the reporter's) as siblings in one div, each a name in <h4>, one or more paragraphs and a small 'town · time · Report this comment' line; '@NAME' answers in the text (flat), a quote of the article, a list typed as lines; one comment 'removed by a moderator' among them (counted in '13 comments').",
        files=files,
    )


# --------------------------------------------------------------------------- fr: a trade union's local news, 2010


def fr_union() -> Case:
    es = [
        E(
            "Josiane B.",
            "le 12/10/2010 à 21h14",
            "Quelle journée ! On était au moins autant que le 23 septembre, sûrement plus. Les cheminots retraités "
            "étaient devant la sous-préfecture dès 9h30 avec la banderole.\nMerci à tous ceux qui ont tenu la sono "
            "et la buvette.",
        ),
        E(
            "Gérard",
            "le 12/10/2010 à 22h03",
            "12 000 ? La préfecture en annonce 4 800. Je ne dis pas qu'elle a raison, mais à chaque fois on a deux "
            "chiffres qui n'ont rien à voir et ça décrédibilise tout le monde.",
        ),
        E(
            "Nadia (UL USI)",
            "le 13/10/2010 à 08h40",
            "Gérard, on compte à deux endroits, au pont Saint-Pierre et devant le théâtre, par tranches de "
            "cortège, et on enlève ceux qui passent deux fois. On peut se tromper de quelques centaines, pas de "
            "7 000.\n\nEt la préfecture compte au départ à 10h, quand la moitié des gens sont encore en train de "
            "se garer.",
            parent=1,
        ),
        E(
            "Yannick",
            "le 13/10/2010 à 12h27",
            "Chez nous sur la zone de Châteaugay on était 60 % en grève mardi. La question c'est : et après ? On "
            "ne va pas faire une journée par mois jusqu'à Noël. Est-ce que l'UL appelle à la reconductible ou pas ?",
        ),
        E(
            "Le bureau de l'UL",
            "le 13/10/2010 à 18h55",
            "Yannick, la question sera posée à l'assemblée générale interprofessionnelle de jeudi, 18h, Bourse du "
            "travail, salle 2. Ce n'est pas au bureau de décider à la place des salariés. Venez, et venez avec vos "
            "collègues.",
            parent=3,
        ),
        E(
            "marie-claude",
            "le 14/10/2010 à 07h12",
            "bravo a tous. les collegues du lycee etaient presque tous la mardi, meme ceux qui ne font jamais "
            "greve. on a voté la reconduction hier soir pour jeudi et vendredi",
        ),
        E(
            "Un retraité de Désertines",
            "le 14/10/2010 à 10h31",
            "Pour ceux qui tiennent les comptes, les manifs depuis la rentrée à Montluçon :\n"
            "- 7 septembre : 7 500\n- 23 septembre : 9 000\n- 2 octobre (un samedi) : 6 000\n- 12 octobre : 12 000"
            "\n\nÇa monte à chaque fois. Le gouvernement compte sur les vacances de la Toussaint pour que ça "
            "s'essouffle, alors on ne lâche rien.\nL'appel pour jeudi est [ici en PDF](/tracts/2010-10-14-appel-ag.pdf)",
        ),
    ]
    path = "/actualites/2010/10/retraites-12000-manifestants-a-montlucon.html"
    parts: list[str] = []
    for e in es:
        answer = f" &mdash; <i>en réponse à {esc(es[e.parent].who)}</i>" if e.parent is not None else ""
        text = "<br />\n<br />\n".join(lines(p, "<br />\n") for p in e.text.split("\n\n"))
        parts.append(f"<b>{esc(e.who)}</b> &mdash; {esc(e.at)}{answer}<br />\n{text}<br />\n")
    reactions = "<br />\n".join(parts)
    agenda = [
        ("14 oct.", "AG interprofessionnelle, 18h, Bourse du travail, salle 2"),
        ("16 oct.", "Manifestation, 14h30, place Jean-Jaurès"),
        ("19 oct.", "Journée nationale de grève et de manifestations"),
        ("21 oct.", "Permanence juridique exceptionnelle, 17h-19h"),
        ("6 nov.", "Congrès de l'UL, salle Robert-Lebourg"),
    ]
    css = """body{margin:0;background:#f2efe9;font:12px/1.5 Verdana,Arial,sans-serif;color:#222}
#conteneur{width:950px;margin:0 auto;background:#fff;border-left:1px solid #ccc;border-right:1px solid #ccc}
#entete{background:#b5121b;color:#fff;padding:14px 18px;overflow:hidden}#entete img{float:left;margin-right:14px}#entete h1{margin:4px 0 0;font:bold 24px Arial}#entete p{margin:2px 0;color:#f6c9cb}
#bandeau{background:#3a3a3a;color:#eee;padding:4px 18px;font-size:11px}#bandeau a{color:#fff}
#menu{float:left;width:170px;padding:12px 0 12px 12px}#menu ul{list-style:none;margin:0;padding:0;border-top:1px solid #ddd}#menu li a{display:block;padding:5px 8px;border-bottom:1px solid #ddd;color:#b5121b;text-decoration:none;font-weight:bold}
#menu li a:hover{background:#fbeaea}#texte{float:left;width:520px;padding:12px 18px}#droite{float:right;width:200px;padding:12px 12px 12px 0}
.date{color:#888;font-size:11px}h2.titre{font:bold 20px Arial;color:#b5121b;margin:6px 0 10px}.chapo{font-weight:bold}.photo{text-align:center;font-size:10px;color:#666}
.outils{font-size:11px;text-align:right;border-top:1px dotted #bbb;padding-top:4px}.outils a{color:#555}
h3.reac{font:bold 14px Arial;color:#fff;background:#b5121b;padding:3px 6px;margin-top:22px}.reactions{background:#faf6f0;border:1px solid #e6dccd;padding:10px;line-height:1.6}
.reactions b{color:#b5121b}.formulaire{margin-top:14px;border:1px solid #ddd;padding:8px}.formulaire label{display:block;font-weight:bold;margin-top:6px}
.bloc{border:1px solid #ddd;margin-bottom:12px}.bloc h4{margin:0;background:#3a3a3a;color:#fff;padding:3px 6px;font-size:12px}.bloc ul{margin:6px;padding-left:14px}.bloc li{margin-bottom:4px}
.bloc .quand{color:#b5121b;font-weight:bold}.greve{background:#fff4c2;border:1px solid #e0c85a;padding:8px;text-align:center;margin-bottom:12px}
#pied{clear:both;background:#3a3a3a;color:#ccc;font-size:11px;padding:10px 18px}#pied a{color:#fff}"""
    files = {
        "/images/logo-usi.svg": svg(70, 70, "#ffffff", "USI", fg="#b5121b", size=22),
        "/images/actus/2010-10-12-cortege.svg": svg(480, 260, "#6d6a63", "Le cortège rue de la République"),
    }
    rows = "".join(f'<li><span class="quand">{esc(d)}</span> : {esc(t)}</li>' for d, t in agenda)
    body = f"""<div id="conteneur">
<div id="entete"><a href="/"><img src="/images/logo-usi.svg" width="70" height="70" alt="USI" /></a><h1>Union locale USI du bassin montluçonnais</h1><p>Union syndicale interprofessionnelle &middot; Bourse du travail, 3 rue des Forges, Montluçon</p></div>
<div id="bandeau">Permanences : mardi et jeudi de 14h à 18h, samedi de 9h à 12h &middot; Tél. 04 70 00 12 34 &middot; <a href="/contact.html">Nous écrire</a></div>
<div id="menu"><ul>
<li><a href="/">Accueil</a></li><li><a href="/union-locale.html">L'union locale</a></li><li><a href="/syndicats.html">Nos syndicats</a></li><li><a href="/permanences.html">Permanences juridiques</a></li><li><a href="/actualites/">Actualités</a></li><li><a href="/tracts/">Tracts et affiches</a></li><li><a href="/photos/">Photos</a></li><li><a href="/adherer.html">Adhérer</a></li><li><a href="/contact.html">Contact</a></li>
</ul></div>
<div id="texte">
<p class="date">Actualités &gt; Retraites &middot; publié le mardi 12 octobre 2010 par le bureau de l'UL</p>
<h2 class="titre">Retraites : 12 000 dans les rues de Montluçon, du jamais vu depuis 1995</h2>
<p class="chapo">Pour la quatrième journée de mobilisation depuis la rentrée, le cortège montluçonnais a mis plus d'une heure à passer le pont Saint-Pierre.</p>
<div class="photo"><img src="/images/actus/2010-10-12-cortege.svg" width="480" height="260" alt="Le cortège" /><br />Le cortège rue de la République, vers 11h (photo UL)</div>
<p>Ils étaient cheminots, enseignants, hospitaliers, salariés de la métallurgie et du commerce, retraités, lycéens aussi, pour la première fois nombreux. Parti de la place Jean-Jaurès à 10h30, le cortège est arrivé devant la sous-préfecture peu après midi.</p>
<p>Dans les entreprises de la zone de Châteaugay comme à l'hôpital, les taux de grévistes ont dépassé ceux du 23 septembre. À la SNCF, un train sur trois seulement circulait entre Montluçon et Commentry.</p>
<p>Au micro, les représentants des syndicats de l'union locale ont rappelé que le projet de loi reporte l'âge légal de départ de 60 à 62 ans et celui du taux plein de 65 à 67 ans, et qu'il pénalise d'abord les carrières longues et hachées, celles des femmes en premier.</p>
<p>La suite se décidera jeudi 14 octobre à l'assemblée générale interprofessionnelle, à 18h à la Bourse du travail. Tous les salariés, syndiqués ou non, y sont invités.</p>
<p class="outils"><a href="/imprimer.php?id=412">Imprimer</a> | <a href="/envoyer.php?id=412">Envoyer à un ami</a> | <a href="/actualites/">Toutes les actualités</a></p>
<h3 class="reac">Réactions (7)</h3>
<div class="reactions">
{reactions}</div>
<div class="formulaire"><b>Réagir à cet article</b><br /><small>Les messages sont publiés après relecture. Pas d'insultes, pas d'attaques personnelles.</small>
<form action="/reagir.php" method="post"><input type="hidden" name="id" value="412" /><input type="hidden" name="reponse" value="0" />
<label>Votre nom ou pseudo</label><input type="text" name="nom" size="30" /><label>Votre e-mail (ne sera pas publié)</label><input type="text" name="email" size="30" />
<label>Votre message</label><textarea name="message" rows="6" cols="55"></textarea><label>Combien font 3 + 4 ?</label><input type="text" name="verif" size="3" /><br /><input type="submit" value="Envoyer" /></form></div>
</div>
<div id="droite">
<div class="greve"><b>Caisse de solidarité</b><br />Soutenez les grévistes : chèques à l'ordre de l'UL USI, Bourse du travail.</div>
<div class="bloc"><h4>Agenda</h4><ul>{rows}</ul></div>
<div class="bloc"><h4>Derniers articles</h4><ul><li><a href="/actualites/2010/10/greve-reconductible-que-dit-la-loi.html">Grève reconductible : ce que dit la loi</a></li><li><a href="/actualites/2010/10/hopital-piquet-de-greve.html">Hôpital : piquet de grève devant les urgences</a></li><li><a href="/actualites/2010/09/23-septembre-9000.html">23 septembre : 9 000 manifestants</a></li><li><a href="/actualites/2010/09/rentree-sociale.html">Rentrée sociale : le point</a></li></ul></div>
<div class="bloc"><h4>Liens</h4><ul><li><a href="http://usi-allier.example.fr/">Union départementale de l'Allier</a></li><li><a href="http://usi-national.example.fr/">USI nationale</a></li><li><a href="http://retraites-infos.example.org/">Retraites : le dossier</a></li></ul></div>
</div>
<div id="pied">Union locale USI du bassin montluçonnais &middot; Bourse du travail, 3 rue des Forges, 03100 Montluçon &middot; <a href="/mentions-legales.html">Mentions légales</a> &middot; <a href="/plan.html">Plan du site</a> &middot; Site réalisé par des militants bénévoles</div>
</div>"""
    return make(
        "ey-fr-union-retraites",
        "discussion",
        "fr",
        doc(
            body,
            title="Retraites : 12 000 dans les rues de Montluçon - Union locale USI du bassin montluçonnais",
            lang="fr",
            css=css,
        ),
        es,
        path=path,
        container="h3.reac 'Réactions (7)' then one div.reactions holding every comment as text runs: b NAME, ' — le DATE à HHhMM', for answers ' — <i>en réponse à NAME</i>', <br />, the text's lines by <br />, its paragraphs by <br /><br />; entries separated by one more <br />",
        heading="Réactions (7)",
        description="A French trade union's local news page (October 2010, a self-made three-column site: a left menu, an agenda of dated union meetings, recent articles, links, a strike fund box): 7 readers' reactions in one div with no element per comment, only <b>NAME</b>, a date line and <br />s; two answers marked by the site with 'en réponse à NAME'; a list of dates typed as lines, a link, a comment without accents or capitals.",
        files=files,
    )


# --------------------------------------------------------------------------- pt: a photography blog, 2008


def pt_fotoblog() -> Case:
    es = [
        E(
            "Lu Andrade",
            "14/08/2008 às 22:10",
            "Que luz, Rafa! Dá pra sentir o frio só de olhar. A terceira, com o senhor de guarda-chuva na ponte, "
            "é a minha preferida.",
        ),
        E(
            "Marcelo T.",
            "14/08/2008 às 23:37",
            "Ficaram muito bonitas mas fiquei curioso com os dados:\n- abertura?\n- ISO?\n- usou tripé ou foi na "
            "mão mesmo?\n\nToda vez que tento foto com neblina sai tudo cinza e sem contraste.",
        ),
        E(
            "Rafa",
            "15/08/2008 às 09:02",
            "Marcelo, foi tudo na mão: f/5.6, ISO 400, 1/60. O segredo é compensar a exposição pra mais (uns +2/3), "
            "senão o fotômetro acha que está claro demais e escurece tudo. Depois só puxei um pouco o contraste.",
            parent=1,
        ),
        E("Marcelo T.", "15/08/2008 às 12:40", "Valeu!! Vou tentar sábado se a neblina colaborar.", parent=1),
        E(
            "Dona Cida",
            "15/08/2008 às 10:15",
            "Meu filho me mandou o endereço. Eu caminho no Passeio todo dia de manhã e nunca tinha reparado como "
            "fica bonito com a cerração. Parabéns, moço.",
        ),
        E(
            "Fê Kuster",
            "15/08/2008 às 14:02",
            "olha o laguinho na quarta foto, parece pintura!!! vc vende copias? queria uma grande pra sala",
        ),
        E(
            "Rafa",
            "15/08/2008 às 19:48",
            "Oi Fê, vendo sim, me manda um e-mail que te passo os tamanhos e os valores. Obrigado!",
            parent=5,
        ),
        E(
            "Jorge Nakamura",
            "16/08/2008 às 08:31",
            "Bonito trabalho. Só uma crítica construtiva: na segunda foto o horizonte está torto, dá pra perceber "
            "pelo poste do lado esquerdo. Nada que um ajuste de um grau não resolva.\n\nFiz algumas no Jardim "
            "Botânico no mês passado, com neblina também, estão no meu [fotolog](http://fotolog.example.com/jnakamura/)",
        ),
        E(
            "Rafa",
            "16/08/2008 às 11:05",
            "Jorge, bem observado, vou corrigir. Passei no seu fotolog, a estufa no meio da névoa ficou demais.",
            parent=7,
        ),
        E(
            "Paulinha",
            "18/08/2008 às 21:54",
            "Curitiba e sua neblina, que saudade!!! Moro em Recife há três anos e essas fotos me deram vontade de "
            "pegar o primeiro avião.",
        ),
    ]
    path = "/2008/08/neblina-no-passeio-publico.html"
    rows: list[str] = []
    for e in es:
        said = "respondeu" if e.parent is not None else "disse"
        text = "<br /><br />".join(lines(p) for p in e.text.split("\n\n"))
        head = f"<b>{esc(e.who)}</b> {said}, em {esc(e.at)}:"
        if e.parent is None:
            rows.append(
                f'<tr><td colspan="2" bgcolor="#efe8da"><font size="2">{head}</font></td></tr>\n'
                f'<tr><td colspan="2"><font size="2">{text}</font></td></tr>\n'
                f'<tr><td colspan="2" height="12"></td></tr>\n'
            )
        else:
            rows.append(
                f'<tr><td width="36">&nbsp;</td><td bgcolor="#f6f1e6"><font size="2">{head}</font></td></tr>\n'
                f'<tr><td width="36">&nbsp;</td><td><font size="2">{text}</font></td></tr>\n'
                f'<tr><td colspan="2" height="12"></td></tr>\n'
            )
    table = "".join(rows)  # each answer comes right after the entry it answers
    photos = "".join(
        f'<p align="center"><img src="/fotos/2008/08/neblina-{n}.svg" width="500" height="333" alt="Neblina {n}" /><br /><small>{esc(c)}</small></p>'
        for n, c in enumerate(
            (
                "6h12, o coreto ainda apagado",
                "A alameda principal",
                "O senhor do guarda-chuva, na ponte",
                "O laguinho e os patos que não acordaram",
            ),
            1,
        )
    )
    files = {f"/fotos/2008/08/neblina-{n}.svg": svg(500, 333, "#a9aeb0", f"neblina {n}") for n in range(1, 5)}
    files["/imagens/topo.svg"] = svg(760, 120, "#3e3a33", "Olhar de Quintal", fg="#f2e6c9", size=34)
    files["/imagens/eu.svg"] = svg(90, 90, "#7d6d58", "Rafa")
    css = """body{margin:0;background:#d9d2c3;font:13px/1.5 'Trebuchet MS',Verdana,sans-serif;color:#33302a}
#tudo{width:780px;margin:10px auto;background:#fbf8f2;border:1px solid #b9ae98}#topo{padding:10px}#topo img{display:block}
#menu{background:#3e3a33;padding:5px 12px}#menu a{color:#f2e6c9;font-weight:bold;text-decoration:none;margin-right:16px;font-size:12px}
#principal{float:left;width:520px;padding:14px}#lateral{float:right;width:200px;padding:14px 14px 14px 0;font-size:11px}
h2.data{font:bold 11px Verdana;color:#8a7b62;text-transform:uppercase;margin:0}h3.titulo{font:bold 22px Georgia,serif;margin:4px 0 12px;color:#3e3a33}
.rodape-post{font-size:11px;color:#8a7b62;border-top:1px dashed #b9ae98;padding-top:4px}.rodape-post a{color:#6d5a3a}
h4.coments{font:bold 15px Georgia;margin:24px 0 6px;color:#3e3a33}table.coments{border-collapse:collapse}table.coments td{padding:4px 6px;vertical-align:top}
.form td{font-size:12px}.lat{margin-bottom:16px}.lat h5{font:bold 12px Georgia;margin:0 0 4px;border-bottom:1px solid #b9ae98;color:#3e3a33}
.lat ul{margin:0;padding-left:14px}.anuncios{border:1px solid #ccc;background:#fff;padding:6px}.anuncios a{color:#0000cc;font-weight:bold}
.anuncios small{color:#008000}.contador{font:bold 11px 'Courier New';background:#000;color:#0f0;padding:2px 4px}
#rodape{clear:both;text-align:center;font-size:10px;color:#8a7b62;padding:10px;border-top:1px solid #b9ae98}"""
    body = f"""<div id="tudo">
<div id="topo"><a href="/"><img src="/imagens/topo.svg" width="760" height="120" alt="Olhar de Quintal - fotografia sem pressa, de Curitiba" border="0" /></a></div>
<div id="menu"><a href="/">início</a><a href="/sobre.html">sobre</a><a href="/galerias.html">galerias</a><a href="/equipamento.html">equipamento</a><a href="/contato.html">contato</a></div>
<div id="principal">
<h2 class="data">quarta-feira, 13 de agosto de 2008</h2>
<h3 class="titulo">Neblina no Passeio Público, 6h12 da manhã</h3>
<p>Tem dia que Curitiba acorda dentro de uma nuvem. Ontem foi um desses: saí de casa às 5h40 com a câmera no casaco e fui a pé até o Passeio Público, que ainda estava com os portões meio fechados.</p>
<p>Não levei tripé, só a 400D e a 50mm. A ideia era ver se dava pra fotografar a névoa sem que tudo virasse uma sopa cinza. Ficaram estas quatro:</p>
{photos}
<p>Em meia hora o sol apareceu e a neblina sumiu como se alguém tivesse desligado uma máquina de fumaça. Se alguém quiser ir junto na próxima, é só avisar nos comentários.</p>
<p class="rodape-post">Postado por Rafa às 07:40 | Marcadores: <a href="/marcadores/curitiba.html">Curitiba</a>, <a href="/marcadores/neblina.html">neblina</a>, <a href="/marcadores/passeio-publico.html">Passeio Público</a> | <a href="#coments">10 comentários</a></p>
<a name="coments"></a><h4 class="coments">10 comentários:</h4>
<table class="coments" width="100%" border="0" cellspacing="0">
{table}</table>
<p><b>Deixe seu comentário</b></p>
<form action="/comentar.php" method="post"><table class="form"><tr><td>Nome:</td><td><input type="text" name="nome" size="30" /></td></tr><tr><td>E-mail:</td><td><input type="text" name="email" size="30" /> (não será publicado)</td></tr><tr><td>Site:</td><td><input type="text" name="site" size="30" /></td></tr><tr><td valign="top">Comentário:</td><td><textarea name="texto" rows="6" cols="40"></textarea></td></tr><tr><td></td><td><input type="submit" value="Enviar" /></td></tr></table></form>
<p><a href="/2008/08/bicicletas-da-praca-tiradentes.html">&laquo; Postagem mais recente</a> | <a href="/">Início</a> | <a href="/2008/07/feira-do-largo.html">Postagem mais antiga &raquo;</a></p>
</div>
<div id="lateral">
<div class="lat"><h5>Quem sou eu</h5><img src="/imagens/eu.svg" width="90" height="90" alt="" align="left" hspace="4" />Rafael, 31 anos, analista de sistemas de segunda a sexta e fotógrafo de quintal nas horas vagas. Curitiba, PR.</div>
<div class="lat" style="clear:both"><h5>Equipamento</h5><ul><li>Canon 400D</li><li>50mm f/1.8</li><li>18-55mm do kit</li><li>um tripé emprestado</li></ul></div>
<div class="lat"><h5>Arquivo do blog</h5><ul><li><a href="/2008/08/">agosto 2008</a> (4)</li><li><a href="/2008/07/">julho 2008</a> (6)</li><li><a href="/2008/06/">junho 2008</a> (5)</li><li><a href="/2008/05/">maio 2008</a> (3)</li></ul></div>
<div class="lat"><h5>Fotoblogs que eu sigo</h5><ul><li><a href="http://fotolog.example.com/jnakamura/">jnakamura</a></li><li><a href="http://luandrade.example.com.br/">Lu Andrade</a></li><li><a href="http://curitibaantiga.example.com.br/">Curitiba Antiga</a></li><li><a href="http://pbcwb.example.com.br/">P&amp;B CWB</a></li></ul></div>
<div class="lat anuncios"><small style="color:#666">Anúncios</small><br /><a href="http://cursofoto.example.com.br/">Curso de Fotografia Digital</a><br />Turmas em setembro no Centro de Curitiba<br /><small>cursofoto.example.com.br</small><br /><br /><a href="http://lojafoto.example.com.br/">Tripés a partir de R$ 89</a><br />Entrega para todo o Brasil<br /><small>lojafoto.example.com.br</small></div>
<div class="lat">visitas: <span class="contador">048211</span></div>
</div>
<div id="rodape">Olhar de Quintal &copy; 2006-2008 Rafael K. &middot; As fotos deste blog não podem ser usadas sem autorização.</div>
</div>"""
    return make(
        "ey-pt-fotoblog-neblina",
        "discussion",
        "pt",
        doc(body, title="Olhar de Quintal: Neblina no Passeio Público, 6h12 da manhã", lang="pt-BR", css=css),
        es,
        path=path,
        container="h4.coments '10 comentários:' then one table.coments, three rows a comment: a header row (b NAME 'disse, em DD/MM/AAAA às HH:MM:'), a text row (paragraphs by <br /><br />), an empty spacer row; answers' rows start with an empty 36px cell ('respondeu')",
        heading="10 comentários:",
        description="A Brazilian amateur photography blog (August 2008, a self-made two-column template with four photos, an 'about me' box, the equipment, the archive, a blogroll, text ads and a visit counter): 10 comments as three rows each in one table, the four answers (three by the blog's author) indented by an empty first cell; a list of questions typed as lines, a link to a fotolog, a comment without accents.",
        files=files,
    )


# --------------------------------------------------------------------------- nl: a fishing club, 2008


def nl_hengelclub() -> Case:
    es = [
        E(
            "Henk Brinkman",
            "17-05-2008 om 21:42",
            "Gefeliciteerd Jan en Gerrit, dik verdiend!\nWij zaten op vak 14 en hadden de hele ochtend alleen wat "
            "kleine voorns, pas na elven ging het lopen.\nVolgend jaar weer!",
        ),
        E(
            "Wim v.d. Berg",
            "18-05-2008 om 10:05",
            "Mooie wedstrijd maar kan het bestuur volgende keer zorgen dat de vakken op tijd uitgezet zijn? Om half "
            "7 stond er nog niks en toen moest iedereen in een kwartier opbouwen.\n\nVerder top georganiseerd en "
            "de erwtensoep na afloop was prima.",
        ),
        E(
            "Jantje (12 jaar)",
            "18-05-2008 om 11:17",
            "ik was er ook met mijn opa en ik heb mijn eerste brasem gevangen van bijna 1 kilo!!!! opa zegt dat ik "
            "volgend jaar zelf mag inschrijven",
        ),
        E(
            "Gerrit Schuurman",
            "18-05-2008 om 13:30",
            "Bedankt mannen! We visten op 13 meter met een kleine feeder en veel casters, de brasem kwam pas echt "
            "toen de zon weg was.\n@Wim: het uitzetten lag aan de boot van het waterschap die op de plek lag, niet "
            "aan het bestuur.\nFoto's staan op [de fotopagina](/fotos/2008-koppelwedstrijd.html)",
        ),
    ]
    path = "/nieuws/uitslag-koppelwedstrijd-zwarte-water-2008.html"
    parts = "".join(
        f"<p><b>{esc(e.who)}</b> schreef op {esc(e.at)}:</p>\n<pre>{inline(e.text)}</pre>\n" for e in es
    )
    results = [
        ("1", "Jan Hulst &amp; Gerrit Schuurman", "8.420", "31"),
        ("2", "Albert Mulder &amp; Klaas Mulder", "7.965", "44"),
        ("3", "Henk Brinkman &amp; Roelof Dekker", "6.310", "27"),
        ("4", "Wim v.d. Berg &amp; Harm Zwiers", "5.880", "38"),
        ("5", "Jannes Bos &amp; Jantje Bos", "4.125", "19"),
        ("6", "Bert Kamphuis &amp; Gert Koster", "3.740", "22"),
    ]
    table = "".join(
        f'<tr bgcolor="{"#eef5e6" if n % 2 else "#ffffff"}"><td align="center">{a}</td><td>{b}</td><td align="right">{c} gr</td><td align="center">{d}</td></tr>'
        for n, (a, b, c, d) in enumerate(results)
    )
    files = {
        "/plaatjes/logo.svg": svg(160, 60, "#2f6b2f", "De Rietvoorn", size=16),
        "/plaatjes/teller.svg": svg(80, 16, "#000000", "0012408", fg="#ff0", size=11),
        "/plaatjes/sponsor-brinkman.svg": svg(150, 60, "#ffcc00", "Hengelsport Brinkman", fg="#333", size=11),
        "/plaatjes/sponsor-bakker.svg": svg(150, 60, "#8b0000", "Bakkerij Zwiers", size=12),
        "/plaatjes/2008/winnaars.svg": svg(320, 220, "#6b8e5a", "Jan en Gerrit met de vangst"),
    }
    css = """body{margin:0;background:#cfe3c5;font-family:Verdana,Arial,sans-serif;font-size:12px;color:#1e2a1e}
a{color:#1f5c1f}td{font-size:12px}pre{font-family:Verdana,Arial,sans-serif;font-size:12px;white-space:pre-wrap;margin:0 0 14px 0;padding:0 0 10px 0;border-bottom:1px dashed #9cbf8c}
.kop{font-size:18px;font-weight:bold;color:#2f6b2f}.menu a{display:block;padding:4px 6px;color:#fff;font-weight:bold;text-decoration:none;border-bottom:1px solid #4d8a4d}
.klein{font-size:10px;color:#557055}"""
    body = f"""<table width="800" align="center" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">
<tr><td colspan="3" bgcolor="#2f6b2f"><table width="100%" cellpadding="8"><tr><td><a href="/"><img src="/plaatjes/logo.svg" width="160" height="60" border="0" alt="HSV De Rietvoorn"></a></td><td><font color="#ffffff" size="4"><b>Hengelsportvereniging De Rietvoorn</b></font><br><font color="#cfe3c5">Genemuiden en omstreken &middot; opgericht 1952</font></td></tr></table></td></tr>
<tr><td colspan="3" bgcolor="#e6f0df"><marquee scrollamount="3"><font color="#2f6b2f">Nachtwedstrijd 21 juni: inschrijven tot 14 juni in de kantine of bij Jan Hulst &middot; Ledenvergadering 5 juni 20.00 uur &middot; Nieuwe vergunningen 2008 zijn binnen</font></marquee></td></tr>
<tr valign="top">
<td width="150" bgcolor="#2f6b2f" class="menu"><a href="/">Home</a><a href="/nieuws/">Nieuws</a><a href="/agenda.html">Agenda</a><a href="/uitslagen.html">Uitslagen</a><a href="/viswater.html">Ons viswater</a><a href="/jeugd.html">Jeugd</a><a href="/lid-worden.html">Lid worden</a><a href="/fotos/">Foto's</a><a href="/gastenboek.html">Gastenboek</a><a href="/links.html">Links</a><a href="/contact.html">Contact</a>
<br><br><center><font color="#cfe3c5" size="1">Bezoekers:</font><br><img src="/plaatjes/teller.svg" width="80" height="16" alt="teller"></center><br></td>
<td width="480" style="padding:12px">
<span class="klein"><a href="/">Home</a> &gt; <a href="/nieuws/">Nieuws</a> &gt; zaterdag 17 mei 2008</span>
<p class="kop">Uitslag koppelwedstrijd Zwarte Water</p>
<p>Zaterdag 17 mei werd op het Zwarte Water bij de Stadsgracht de jaarlijkse koppelwedstrijd gevist. Met 23 koppels was de opkomst de hoogste in jaren. Het weer zat mee: bewolkt, weinig wind en een watertemperatuur van 16 graden.</p>
<p>De eerste twee uur was het moeizaam, maar vanaf half 11 kwam de brasem op de meeste vakken goed aan de haak. Jan Hulst en Gerrit Schuurman vingen op vak 3 een mooie 8 kilo bij elkaar en gaan er met de wisselbeker vandoor.</p>
<p align="center"><img src="/plaatjes/2008/winnaars.svg" width="320" height="220" alt=""><br><span class="klein">Jan Hulst (links) en Gerrit Schuurman met de wisselbeker</span></p>
<p><b>De uitslag (top 6):</b></p>
<table width="100%" cellpadding="3" cellspacing="0" border="1" bordercolor="#9cbf8c"><tr bgcolor="#2f6b2f"><td><font color="#fff"><b>Pl.</b></font></td><td><font color="#fff"><b>Koppel</b></font></td><td><font color="#fff"><b>Gewicht</b></font></td><td><font color="#fff"><b>Vissen</b></font></td></tr>{table}</table>
<p>De volledige uitslag hangt in de kantine. Dank aan Hengelsport Brinkman voor de prijzen en aan Bakkerij Zwiers voor de koffie en de krentenbollen.</p>
<p class="klein">Geplaatst door Gerard (webmaster) op 17-05-2008</p>
<hr size="1" noshade color="#9cbf8c">
<p><b><font color="#2f6b2f">Reacties (4)</font></b></p>
{parts}<p><b>Reageer op dit bericht</b><br><span class="klein">Reacties worden na controle door de webmaster geplaatst.</span></p>
<form action="/reageer.html" method="post"><table><tr><td>Naam:</td><td><input type="text" name="naam" size="30"></td></tr><tr><td valign="top">Reactie:</td><td><textarea name="reactie" rows="5" cols="40"></textarea></td></tr><tr><td></td><td><input type="submit" value="Versturen"></td></tr></table></form>
</td>
<td width="170" bgcolor="#f3f8ef" style="padding:8px">
<b>Agenda 2008</b><br><span class="klein">21 juni</span> Nachtwedstrijd<br><span class="klein">5 juli</span> Jeugdviswedstrijd<br><span class="klein">23 aug.</span> Clubkampioenschap<br><span class="klein">13 sept.</span> Snoekdag<br><br>
<b>Laatste nieuws</b><br><a href="/nieuws/ledenvergadering-5-juni.html">Ledenvergadering 5 juni</a><br><a href="/nieuws/nieuwe-vergunningen-2008.html">Nieuwe vergunningen 2008</a><br><a href="/nieuws/voerverbod-stadsgracht.html">Voerverbod Stadsgracht?</a><br><br>
<b>Sponsors</b><br><a href="http://hengelsport-brinkman.example.nl/"><img src="/plaatjes/sponsor-brinkman.svg" width="150" height="60" border="0" alt="Hengelsport Brinkman"></a><br><br><a href="http://bakkerij-zwiers.example.nl/"><img src="/plaatjes/sponsor-bakker.svg" width="150" height="60" border="0" alt="Bakkerij Zwiers"></a>
</td></tr>
<tr><td colspan="3" bgcolor="#2f6b2f" align="center"><font color="#cfe3c5" size="1">&copy; 2008 HSV De Rietvoorn &middot; webmaster: <a href="mailto:webmaster@derietvoorn.example.nl"><font color="#ffffff">Gerard</font></a> &middot; Deze site is het best te bekijken met 1024x768</font></td></tr>
</table>"""
    return make(
        "ey-nl-hengelclub-koppel",
        "discussion",
        "nl",
        doc(
            body,
            title="HSV De Rietvoorn - Uitslag koppelwedstrijd Zwarte Water",
            lang="nl",
            css=css,
            kind="html4",
        ),
        es,
        path=path,
        container="'Reacties (4)' in a p > b > font, then for each comment a p (b NAME 'schreef op DD-MM-JJJJ om HH:MM:') and a pre holding the text as typed, all siblings in the layout table's middle cell",
        heading="Reacties (4)",
        description="A Dutch angling club's self-made site (May 2008, a layout table with a green menu cell, a marquee, a visitor counter, an agenda, sponsors' banners): the results of a pairs match (a table of names and weights) and 4 readers' comments, each a bold name line in a paragraph and its text in a <pre> as the reader typed it (line breaks, a blank line, an '@Wim:' line, a link).",
        files=files,
    )


def threads_ey() -> list[Case]:
    return [en_chronicle(), fr_union(), pt_fotoblog(), nl_hengelclub()]
