"""Blind set ex: four news pages of 2011-2013 whose readers' discussion is not right under the article: an English
regional weekly's story with the comments in a tab panel beside "Most read" and "Related" (hidden by CSS until its
tab is clicked), a French regional daily's story with the reactions in the right-hand column under an ad and "Les
plus lus", a Brazilian regional portal's story with the comments below a long block of teasers, a banner and a
partners' box, and a Dutch regional daily's own comments page of a story (page 1 of 3). Every site, name and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ex_common import Case, av, esc, kids, make, page, photo, rich, talk

# --------------------------------------------------------------------------- en: tab panel, 2012


def en_tabs() -> Case:
    cs = talk("""
Sandbag Steve @ 9:14am Thu 22 Nov 12 :: Six years of consultations, three floods in my kitchen and now they tell us it will be ready "by winter 2014". Which winter? I'll believe it when I see the diggers.
>Harry_B @ 9:40am Thu 22 Nov 12 :: Steve, the diggers are booked for March according to the council minutes (page 14 of the cabinet papers). Still a long wait, I know.
Margaret Ellison @ 10:02am Thu 22 Nov 12 :: As chair of the Mill Lane Residents' Group I want to thank everyone who wrote to the Environment Agency and came to the meetings in the church hall. This would not have happened without you. // A few things people have been asking us: * the wall will NOT block the footpath to the weir * the willows by the old tannery stay * houses on the river side of Mill Lane can still apply for the door guard grant until 31 January // We meet again on Thursday 6 December at 7.30pm, all welcome.
notafan @ 10:31am Thu 22 Nov 12 :: £2.3m for a wall. How many potholes would that fix?
>Sandbag Steve @ 10:48am Thu 22 Nov 12 :: Come and stand in my kitchen next time the river comes up and then we'll talk about potholes.
>Jo Whitcombe @ 11:05am Thu 22 Nov 12 :: Most of the money is from the Environment Agency, not the council. It says so in the fourth paragraph.
Dr K Anand @ 1:12pm Thu 22 Nov 12 :: Good news, but the article doesn't mention the upstream storage scheme at Hollins Farm, which was the cheaper option the engineers preferred in 2009. Does anyone know why that was dropped? A wall protects Mill Lane but pushes the water further down towards Wickham Green, where I live.
river_watcher @ 3:27pm Thu 22 Nov 12 :: I put my photos of the 2007 and 2012 floods online if anyone wants to remind the planners what it looked like: [flickr.example.com/photos/riverwatcher](http://www.flickr.example.com/photos/riverwatcher/) and whoever took the one of the Co-op car park under water, please get in touch, I'd love a copy.
Pam @ 6:50pm Thu 22 Nov 12 :: Finaly some good news for Mill Lane. Well done Margaret and everyone who kept going
""")
    towns = {
        0: "Brackenford",
        1: "Lower Marsh",
        2: "Brackenford",
        4: "Brackenford",
        6: "Wickham Green",
        8: "Brackenford",
    }
    site = "/news/10043187.mill-lane-flood-wall-finally-gets-the-go-ahead/"
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        n = 88231 + i * 7
        town = f' <span class="hys-town">({towns[i]})</span>' if i in towns else ""
        sub = ""
        if k.get(i):
            sub = '<ul class="hys-replies">' + "".join(item(j) for j in k[i]) + "</ul>"
        return (
            f'<li class="hys-item" id="hys{n}">\n<div class="hys-who"><a href="/users/profile/{n // 3}/">{esc(c.who)}</a>{town}'
            f' <span class="hys-says">says...</span></div>\n<div class="hys-text">{rich(c.body)}</div>\n'
            f'<div class="hys-foot"><span class="hys-time">{esc(c.at)}</span> | <a href="/report/{n}/" class="report">Report this comment</a>'
            f' | <a href="#hys-form" class="hys-reply">Reply to this comment</a></div>\n{sub}</li>\n'
        )

    thread = "".join(item(i) for i in k[None])
    most_read = [
        ("Man, 34, charged after town centre fight", "2 hours ago"),
        ("Mill Lane flood wall finally gets the go-ahead", "5 hours ago"),
        ("Christmas lights switch-on: road closures in full", "Yesterday"),
        ("Former Brackenford Town striker dies aged 71", "Yesterday"),
        ("Bus route 22 to be axed from January, council confirms", "2 days ago"),
    ]
    related = [
        ("Mill Lane families count the cost of second flood in five years", "June 28, 2012"),
        ("Environment Agency promises flood decision 'by autumn'", "August 14, 2012"),
        ("Residents pack church hall for flood meeting", "September 20, 2012"),
        ("Door guards fitted to 40 homes in Lower Marsh", "October 3, 2012"),
    ]
    mr = "".join(
        f'<li><span class="n">{n + 1}</span><a href="/news/{10043200 - n * 13}/">{esc(t)}</a> <em>{esc(w)}</em></li>'
        for n, (t, w) in enumerate(most_read)
    )
    rel = "".join(
        f'<li><a href="/news/{10038800 + n * 411}/">{esc(t)}</a><span class="d">{esc(d)}</span></li>'
        for n, (t, d) in enumerate(related)
    )
    css = """body{margin:0;background:#e4e4e4;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}
a{color:#003d7a}#container{width:990px;margin:0 auto;background:#fff}
#leader{height:90px;background:#f0f0f0;text-align:center;padding:5px 0}#leader div{width:728px;height:90px;margin:0 auto;background:#ddd;color:#999;font-size:10px;line-height:90px}
#masthead{background:#003d7a;padding:14px 20px;color:#fff}#masthead a.logo{color:#fff;font:bold 34px Georgia,serif;text-decoration:none}
#masthead .date{float:right;font-size:11px;margin-top:14px}#nav{background:#00294f;margin:0;padding:0;list-style:none;overflow:hidden}
#nav li{float:left}#nav a{display:block;padding:7px 11px;color:#fff;text-decoration:none;font-weight:bold;font-size:12px}#nav li.on a{background:#c00}
#subnav{background:#eef2f7;padding:5px 20px;font-size:11px}#subnav a{margin-right:10px}
#main{float:left;width:630px;padding:15px 20px}#right{float:right;width:300px;padding:15px 20px 15px 0}
.breadcrumb{font-size:11px;color:#777}h1.headline{font:bold 28px Georgia,serif;margin:6px 0 8px}
.standfirst{font-size:15px;font-weight:bold;color:#444}.byline{border-top:1px dotted #aaa;border-bottom:1px dotted #aaa;padding:4px 0;font-size:11px;color:#666;margin:8px 0}
.byline a{font-weight:bold}.story-img{margin:8px 0}.story-img span{display:block;font-size:11px;color:#555;background:#f2f2f2;padding:3px 6px}
.story p{margin:0 0 11px;font-size:14px}.share{background:#f4f4f4;padding:5px 8px;font-size:11px;margin:12px 0}.share a{margin-right:8px}
#story-tabs{margin-top:18px;border:1px solid #c8d3e0}#story-tabs ul.tabnav{margin:0;padding:0;list-style:none;background:#e6edf5;overflow:hidden}
#story-tabs ul.tabnav li{float:left}#story-tabs ul.tabnav a{display:block;padding:7px 14px;font-weight:bold;text-decoration:none;color:#003d7a;border-right:1px solid #c8d3e0}
#story-tabs ul.tabnav li.on a{background:#fff;color:#c00}.tabpanel{display:none;padding:10px 12px}.tabpanel.on{display:block}
.tabpanel ol.mr{margin:0;padding:0;list-style:none}.tabpanel ol.mr li{padding:5px 0;border-bottom:1px solid #eee}.tabpanel .n{display:inline-block;width:20px;color:#c00;font:bold 16px Georgia}
.tabpanel em{color:#888;font-size:11px}.tabpanel ul.rel{margin:0;padding:0 0 0 16px}.tabpanel ul.rel .d{display:block;font-size:11px;color:#888}
.hys-intro{font-size:12px;color:#555}ul.hys-list,ul.hys-replies{list-style:none;margin:0;padding:0}ul.hys-replies{margin:8px 0 0 28px;border-left:3px solid #e6edf5;padding-left:10px}
li.hys-item{border-bottom:1px solid #e3e3e3;padding:9px 0}.hys-who a{font-weight:bold}.hys-town{color:#777}.hys-says{color:#999;font-size:11px}
.hys-text p{margin:4px 0}.hys-foot{font-size:10px;color:#888}.hys-foot a{color:#888}#hys-form{background:#f4f4f4;padding:8px;font-size:12px}
.mpu{width:300px;height:250px;background:#ddd;color:#999;font-size:10px;text-align:center;line-height:250px;margin-bottom:14px}
.box{border-top:3px solid #003d7a;margin-bottom:16px}.box h3{font:bold 14px Arial;margin:6px 0}.box ul{margin:0;padding:0 0 0 14px}
.weather{background:#eaf3fb;padding:8px}.weather b{font-size:22px}
#footer{clear:both;background:#00294f;color:#b9c8d8;padding:14px 20px;font-size:11px}#footer a{color:#fff;margin-right:8px}"""
    body = f"""<div id="container">
<div id="leader"><div>ADVERTISEMENT</div></div>
<div id="masthead"><span class="date">Thursday 22nd November 2012</span><a class="logo" href="/">Brackenford &amp; District Courier</a></div>
<ul id="nav"><li><a href="/">Home</a></li><li class="on"><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/leisure/">What's On</a></li><li><a href="/business/">Business</a></li><li><a href="/yoursay/">Your Say</a></li><li><a href="/jobs/">Jobs</a></li><li><a href="/property/">Property</a></li><li><a href="/motors/">Motors</a></li><li><a href="/announcements/">Announcements</a></li></ul>
<div id="subnav"><a href="/news/local/">Local News</a><a href="/news/courts/">Courts</a><a href="/news/schools/">Schools</a><a href="/news/letters/">Letters</a><a href="/news/nostalgia/">Nostalgia</a><a href="/news/pictures/">Pictures</a></div>
<div id="main">
<div class="breadcrumb"><a href="/">Home</a> › <a href="/news/">News</a> › <a href="/news/local/">Local News</a></div>
<h1 class="headline">Mill Lane flood wall finally gets the go-ahead</h1>
<p class="standfirst">A £2.3 million flood wall to protect 64 homes in Mill Lane has been approved, six years after residents first asked for help.</p>
<div class="byline">By <a href="/author/profile/212/">Rachel Dunmore</a>, Chief Reporter · 7:00am Thursday 22nd November 2012 · <a href="#story-tabs" onclick="return showTab('hys')">Comments (9)</a></div>
<div class="story-img"><img src="/resources/images/1620443.svg" width="630" height="354" alt="Mill Lane under water in June" /><span>Mill Lane under water in June. Picture: Courier reader</span></div>
<div class="story">
<p>CONSTRUCTION of a flood wall along the River Brack at Mill Lane will start next spring after the Environment Agency and Brackenford District Council agreed to share the cost.</p>
<p>The 480-metre wall, which will be built of reinforced concrete faced with local stone, is expected to be finished by the winter of 2014. It will protect 64 homes which have flooded three times since 2007, most recently in June this year.</p>
<p>The agency will pay £1.7 million of the cost, with the council finding £450,000 and the remainder coming from a regional flood defence levy.</p>
<p>Councillor Peter Hames, cabinet member for the environment, said: "I know residents have waited far too long for this. The money is now in place and we can get on with it."</p>
<p>Margaret Ellison, who chairs the Mill Lane Residents' Group, said the news was "a huge relief", but added that families would not rest easy until the work was finished.</p>
<p>A drop-in exhibition showing the plans will be held at Brackenford Library on December 1 from 10am to 2pm.</p>
</div>
<div class="share">Share: <a href="http://www.facebook.example.com/sharer.php?u=courier">Facebook</a><a href="http://twitter.example.com/share">Twitter</a><a href="mailto:?subject=Mill%20Lane">Email</a><a href="javascript:window.print()">Print</a></div>
<div id="story-tabs">
<ul class="tabnav"><li class="on" id="t-mr"><a href="#mr" onclick="return showTab('mr')">Most read</a></li><li id="t-rel"><a href="#rel" onclick="return showTab('rel')">Related</a></li><li id="t-hys"><a href="#hys" onclick="return showTab('hys')">Comments (9)</a></li></ul>
<div class="tabpanel on" id="mr"><ol class="mr">{mr}</ol></div>
<div class="tabpanel" id="rel"><ul class="rel">{rel}</ul></div>
<div class="tabpanel" id="hys">
<p class="hys-intro">Comments are pre-moderated at weekends. Please read our <a href="/rules/">house rules</a> before posting.</p>
<ul class="hys-list">
{thread}</ul>
<div id="hys-form"><a href="/login/">Log in</a> or <a href="/register/">register</a> to have your say.</div>
</div>
</div>
</div>
<div id="right">
<div class="mpu">ADVERTISEMENT</div>
<div class="box weather"><h3>Brackenford weather</h3><b>8°C</b> Light rain, wind SW 14mph. Tomorrow: 10°C, cloudy.</div>
<div class="box"><h3>Latest news</h3><ul><li><a href="/news/10043201/">Man, 34, charged after town centre fight</a></li><li><a href="/news/10043190/">School's Ofsted rating rises to good</a></li><li><a href="/news/10043166/">Hospital car park charges to rise in April</a></li><li><a href="/news/10043150/">Charity shop reopens after break-in</a></li></ul></div>
<div class="box"><h3>Jobs in Brackenford</h3><ul><li><a href="/jobs/881/">Care assistant, nights</a></li><li><a href="/jobs/874/">HGV class 2 driver</a></li><li><a href="/jobs/869/">Part-time bookkeeper</a></li></ul><a href="/jobs/">All jobs »</a></div>
<div class="mpu">ADVERTISEMENT</div>
<div class="box"><h3>Property search</h3><form action="/property/"><input type="text" name="q" size="20" /> <input type="submit" value="Search" /></form></div>
</div>
<div id="footer"><a href="/contact/">Contact us</a><a href="/advertise/">Advertise</a><a href="/terms/">Terms</a><a href="/privacy/">Privacy</a><a href="/rules/">House rules</a><br />© Copyright 2001-2012 Brackenford Newspapers Ltd. All rights reserved. Registered in England No. 0281933.</div>
</div>
<script type="text/javascript">
function showTab(id) {{
  var ids = ['mr', 'rel', 'hys'];
  for (var i = 0; i < ids.length; i++) {{
    document.getElementById(ids[i]).className = ids[i] == id ? 'tabpanel on' : 'tabpanel';
    document.getElementById('t-' + ids[i]).className = ids[i] == id ? 'on' : '';
  }}
  return false;
}}
</script>"""
    return make(
        "ex-en-tabs-floodwall",
        "discussion",
        "en",
        page(
            body,
            title="Mill Lane flood wall finally gets the go-ahead (From Brackenford & District Courier)",
            lang="en-GB",
            css=css,
            head='<meta name="description" content="A £2.3 million flood wall to protect 64 homes in Mill Lane has been approved." />',
        ),
        cs,
        path=site,
        container="div#story-tabs: ul.tabnav 'Most read | Related | Comments (9)', the third panel div.tabpanel#hys (display:none until its tab is clicked): ul.hys-list > li.hys-item (div.hys-who a NAME + span.hys-town '(TOWN)' + 'says...', div.hys-text > p…, div.hys-foot time | Report | Reply), replies in ul.hys-replies",
        heading="Comments (9)",
        description="An English regional weekly's news story (November 2012) in a fixed-width layout with leaderboard, navigation bar, right rail (MPU ads, weather, latest news, jobs, property search): below the story a tab box whose first panel 'Most read' (5 headlines with times) is shown, the second 'Related' (4 earlier stories with dates) and the third 'Comments (9)' hidden by CSS; 9 readers' comments, 3 of them replies, with towns, a list, a quote, a link, a typo.",
        files={"/resources/images/1620443.svg": photo(630, 354, "#9fb4c4", "#6d7f74")},
        check_steps=("click:#t-hys a",),
    )


# --------------------------------------------------------------------------- fr: right-hand column, 2011


def fr_colonne() -> Case:
    cs = talk("""
Jeannot25 @ le 14/06/2011 à 18h32 :: Enfin une bonne nouvelle ! Le comté de Villers c'est pas celui du supermarché. Bravo aux producteurs qui n'ont pas lâché.
Martine B. @ le 14/06/2011 à 19h05 :: Une pensée pour le fromager et sa famille, ils ont passé une année terrible. On ira acheter dès samedi matin.
le_sceptique @ le 14/06/2011 à 20h47 :: Et les 400 000 € de la Région, c'est nous qui payons... Une coopérative, ça devrait être assuré correctement, non ?
>Paulo du 25 @ le 14/06/2011 à 21h10 :: Elle était assurée, lisez l'article jusqu'au bout. L'assurance couvrait le bâtiment, pas les caves ni les 3 000 meules perdues dans l'incendie.
Cécile Vuillemin @ le 15/06/2011 à 08h12 :: Pour ceux qui demandent, les horaires du magasin : * du mardi au samedi 8h-12h et 15h-19h * le dimanche 9h-12h // (c'est affiché sur la porte, je passe devant tous les matins)
Gégé @ le 15/06/2011 à 11h40 :: manque plus que le bal des pompiers pour fêter ça !!
Thierry R. @ le 15/06/2011 à 17h02 :: Mon grand-père livrait son lait à la fruitière de Villers dans les années 50, avec les boilles sur la charrette. Content de voir que ça continue. Il y a une belle photo de l'ancienne fruitière sur [le site de la mairie](http://www.villers-sur-loue.example.fr/histoire/) pour ceux que ça intéresse.
""")
    site = "/doubs/villers-sur-loue/2011/06/14/la-fruitiere-rouvre-ses-portes-un-an-apres-l-incendie.html"
    k = kids(cs)

    def reac(i: int) -> str:
        c = cs[i]
        n = 311402 + i * 19
        sub = "".join(reac(j) for j in k.get(i, []))
        if sub:
            sub = f'<div class="reac-rep">{sub}</div>'
        return (
            f'<div class="reac" id="r{n}"><p class="reac-aut"><img src="{av(c.who, "membres", 32)}" width="32" height="32" alt="" />'
            f" <strong>{esc(c.who)}</strong><br /><span>{esc(c.at)}</span></p>\n"
            f'<div class="reac-txt">{rich(c.body, mode="br", ptag="p")}</div>\n'
            f'<p class="reac-act"><a href="/reagir/{n}/repondre">Répondre</a> · <a href="/abus/{n}" class="abus">Signaler un abus</a></p>{sub}</div>\n'
        )

    reactions = "".join(reac(i) for i in k[None])
    css = """body{margin:0;background:#fff url(/img/fond.svg) repeat-x;font:12px/1.5 Verdana,Arial,sans-serif;color:#333}
a{color:#0b5394;text-decoration:none}a:hover{text-decoration:underline}#page{width:980px;margin:0 auto}
#bandeau{height:96px;position:relative}#bandeau .logo{position:absolute;left:0;top:18px;font:bold 36px 'Times New Roman',serif;color:#8e1b1b}
#bandeau .logo small{display:block;font:11px Verdana;color:#555}#bandeau .pub{position:absolute;right:0;top:3px;width:468px;height:60px;background:#eee;color:#aaa;font-size:10px;line-height:60px;text-align:center}
#menu{background:#8e1b1b;height:30px}#menu a{float:left;color:#fff;font:bold 12px Arial;padding:7px 10px}
#sousmenu{background:#f1e5d8;padding:4px 10px;font-size:11px}#sousmenu a{margin-right:9px;color:#8e1b1b}
#gauche{float:left;width:640px;padding-top:14px}#droite{float:right;width:316px;padding-top:14px}
.fil{font-size:10px;color:#888}.surtitre{color:#8e1b1b;font:bold 11px Arial;text-transform:uppercase}h1{font:bold 26px 'Times New Roman',serif;margin:4px 0 10px;color:#111}
.chapo{font:bold 13px Verdana;color:#222}.signature{font-size:10px;color:#777;margin:6px 0 10px}
.texte p{margin:0 0 10px;text-align:justify}.photo{float:left;margin:0 14px 8px 0;width:300px}.photo span{font-size:10px;color:#666}
.outils{clear:both;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:5px 0;margin:12px 0;font-size:11px}.outils a{margin-right:12px}
.memesujet h3,.bloc h3{background:#8e1b1b;color:#fff;font:bold 12px Arial;padding:4px 8px;margin:0}.memesujet ul{padding-left:16px}
.bloc{border:1px solid #d9c8b6;margin-bottom:14px}.bloc .in{padding:8px}.pave{width:300px;height:250px;background:#eee;color:#aaa;font-size:10px;line-height:250px;text-align:center;margin:0 auto 14px}
.pluslus ol{margin:0;padding:0 0 0 22px}.pluslus li{padding:3px 0;border-bottom:1px dotted #ccc}
.reac{border-bottom:1px dotted #bbb;padding:7px 0}.reac-aut{margin:0;font-size:11px}.reac-aut img{float:left;margin-right:6px}
.reac-aut span{color:#888;font-size:10px}.reac-txt{clear:left;font-size:11px;margin:4px 0}.reac-txt p{margin:0 0 4px}
.reac-txt ul{margin:2px 0 2px 16px;padding:0}.reac-act{margin:0;font-size:10px;text-align:right}.reac-act a{color:#999}
.reac-rep{margin:6px 0 0 14px;padding-left:8px;border-left:2px solid #d9c8b6}.reac-rep .reac{border:0}
.reagir{background:#f1e5d8;padding:6px;font-size:11px}.meteo b{font-size:20px}
#pied{clear:both;background:#333;color:#ccc;padding:14px;font-size:10px;margin-top:20px}#pied a{color:#fff;margin-right:10px}"""
    body = f"""<div id="page">
<div id="bandeau"><div class="logo">L'Écho de la Loue<small>Le quotidien du Doubs et du Haut-Jura</small></div><div class="pub">Publicité</div></div>
<div id="menu"><a href="/">Accueil</a><a href="/doubs/">Doubs</a><a href="/jura/">Jura</a><a href="/region/">Région</a><a href="/france-monde/">France-Monde</a><a href="/sports/">Sports</a><a href="/loisirs/">Loisirs</a><a href="/annonces/">Annonces</a><a href="/carnet/">Carnet</a></div>
<div id="sousmenu"><a href="/doubs/besancon/">Besançon</a><a href="/doubs/ornans/">Ornans</a><a href="/doubs/pontarlier/">Pontarlier</a><a href="/doubs/villers-sur-loue/">Villers-sur-Loue</a><a href="/doubs/baume/">Baume-les-Dames</a></div>
<div id="gauche">
<p class="fil"><a href="/">Accueil</a> &gt; <a href="/doubs/">Doubs</a> &gt; Villers-sur-Loue</p>
<p class="surtitre">Villers-sur-Loue · Économie</p>
<h1>La fruitière rouvre ses portes un an après l'incendie</h1>
<p class="chapo">Détruite par le feu en juin 2010, la fruitière coopérative de Villers-sur-Loue a fabriqué ses premières meules de comté ce lundi. Les trente-deux producteurs de lait du village ont tenu bon.</p>
<p class="signature">par Hélène Cuenot | publié le 14/06/2011 à 06h00 | mis à jour le 14/06/2011 à 17h55</p>
<div class="texte">
<div class="photo"><img src="/photos/2011/06/fruitiere-villers.svg" width="300" height="200" alt="" /><span>Le fromager Denis Bourgeois devant les nouvelles cuves en cuivre. Photo H. C.</span></div>
<p>Il a fallu onze mois de travaux et 1,4 million d'euros pour reconstruire la fruitière. Lundi matin, à six heures, le fromager Denis Bourgeois a rempli pour la première fois les deux nouvelles cuves en cuivre avec le lait de la traite du soir et du matin.</p>
<p>« On ne savait pas si on allait y arriver. Pendant un an, le lait partait chez une laiterie industrielle à quarante kilomètres, payé bien moins cher », raconte Jean-Marc Faivre, président de la coopérative.</p>
<p>L'assurance a couvert la reconstruction du bâtiment, mais pas les caves d'affinage ni les 3 000 meules perdues dans l'incendie. La Région a apporté 400 000 euros, le Département 150 000 euros, et les producteurs ont contracté un emprunt pour le reste.</p>
<p>Le magasin de vente, agrandi, rouvre ce samedi. Les premières meules de la nouvelle fruitière, elles, ne seront pas vendues avant au moins huit mois d'affinage.</p>
</div>
<div class="outils"><a href="javascript:window.print()">Imprimer</a><a href="/envoyer/">Envoyer à un ami</a><a href="#reactions">Réagir (7)</a><a href="http://www.facebook.example.com/share.php">Partager sur Facebook</a></div>
<div class="memesujet"><h3>Sur le même sujet</h3><ul><li><a href="/doubs/villers-sur-loue/2010/06/22/la-fruitiere-ravagee-par-les-flammes.html">La fruitière ravagée par les flammes</a> (22/06/2010)</li><li><a href="/doubs/villers-sur-loue/2010/07/03/les-producteurs-votent-la-reconstruction.html">Les producteurs votent la reconstruction</a> (03/07/2010)</li><li><a href="/region/2011/02/10/le-prix-du-lait-a-comte-en-hausse.html">Le prix du lait à comté en hausse</a> (10/02/2011)</li></ul></div>
<div class="bloc"><h3>Annonces légales</h3><div class="in">Commune de Villers-sur-Loue : avis d'enquête publique relatif au plan local d'urbanisme. <a href="/annonces/legales/">Consulter</a></div></div>
</div>
<div id="droite">
<div class="pave">Publicité</div>
<div class="bloc pluslus"><h3>Les plus lus</h3><div class="in"><ol><li><a href="/doubs/2011/06/14/a36-accident.html">A36 : un poids lourd se renverse à Baume</a></li><li><a href="/doubs/2011/06/13/fete-musique-programme.html">Fête de la musique : le programme complet</a></li><li><a href="{site}">La fruitière rouvre ses portes un an après l'incendie</a></li><li><a href="/sports/2011/06/13/fcsm-recrue.html">FCSM : une recrue suisse en défense</a></li><li><a href="/doubs/2011/06/12/orages-grele.html">Orages : de la grêle sur le plateau</a></li></ol></div></div>
<div class="bloc" id="reactions"><h3>Vos réactions (7)</h3><div class="in">
{reactions}<p class="reagir"><a href="/connexion/?retour=reagir">Connectez-vous</a> pour réagir à cet article. Les réactions sont modérées a posteriori.</p>
</div></div>
<div class="bloc meteo"><h3>Météo à Villers-sur-Loue</h3><div class="in"><b>19°</b> Averses orageuses l'après-midi</div></div>
<div class="pave">Publicité</div>
</div>
<div id="pied"><a href="/contact/">Contact</a><a href="/abonnement/">S'abonner</a><a href="/pub/">Annonceurs</a><a href="/mentions-legales/">Mentions légales</a><br />© L'Écho de la Loue 2011 – Tous droits réservés</div>
</div>"""
    return make(
        "ex-fr-colonne-droite",
        "discussion",
        "fr",
        page(
            body,
            title="Villers-sur-Loue : la fruitière rouvre ses portes un an après l'incendie - L'Écho de la Loue",
            lang="fr",
            css=css,
            charset="utf-8",
        ),
        cs,
        path=site,
        container="div#droite (the right-hand column, after the article column in source order): a 300x250 ad, 'Les plus lus', then div.bloc#reactions 'Vos réactions (7)': div.reac (p.reac-aut: img + strong NAME + br + span date; div.reac-txt; p.reac-act 'Répondre · Signaler un abus'), a reply in div.reac-rep",
        heading="Vos réactions (7)",
        description="A French regional daily's story (June 2011) in a fixed 980px layout (banner, menu, sub-menu, article column of 640px, right column of 316px): the readers' reactions sit in the right-hand column between 'Les plus lus' and the weather, under a 300x250 ad; 7 reactions, one of them a reply, with small avatars, a list and a link; below the article only tools, 'Sur le même sujet' and legal notices.",
        files={
            "/img/fond.svg": photo(8, 96, "#f6efe6", "#fff"),
            "/photos/2011/06/fruitiere-villers.svg": photo(300, 200, "#d9c7a2", "#8c6b3f"),
        },
    )


# --------------------------------------------------------------------------- pt: below teasers and partners, 2013


def pt_parceiros() -> Case:
    cs = talk("""
Rogério Tonet @ 21/01/2013 às 09h12 :: Aqui em Flores da Cunha já caiu granizo na semana passada, pegou umas três propriedades na Linha 80. Quem não tem tela antigranizo tá rezando.
>Vanessa Dal Pai @ 21/01/2013 às 09h40 :: Rogério, foi perto da capela? Meu tio tem parreiral ali e não atende o telefone desde ontem.
>>Rogério Tonet @ 21/01/2013 às 10h02 :: Foi mais pra baixo, perto do pavilhão. Acho que o do teu tio escapou, mas liga pro sindicato que eles têm a lista das propriedades atingidas.
Luiz Carlos @ 21/01/2013 às 09h55 :: Tela antigranizo custa uma fortuna, pequeno produtor não tem como bancar. Cadê o seguro agrícola que o governo prometeu???
Ana Paula Boff @ 21/01/2013 às 10h30 :: Tenho 62 anos e lembro da chuva de pedra de 1974 que acabou com a safra inteira do meu pai. Naquela época não tinha seguro nenhum, a gente recomeçava do zero. Hoje pelo menos tem a previsão do tempo e dá pra se preparar um pouco. // Força aos colonos!
Gustavo M. @ 21/01/2013 às 11h18 :: Alguém sabe se a Festa da Uva vai ser adiada se a colheita atrasar?
>Marcelo Zanella @ 21/01/2013 às 11h45 :: Não vai, a festa é em fevereiro e já está tudo contratado. Ano passado teve a mesma conversa.
enólogo amador @ 21/01/2013 às 12h07 :: Só uma correção na matéria: a uva mais plantada na região não é a Cabernet e sim a Isabel, que vai quase toda pra suco e vinho de mesa. A Cabernet é uma parte pequena da área.
Débora @ 21/01/2013 às 13h22 :: que tristeza ver essas fotos, nossa família vive disso há 4 gerações
Sérgio Boscatto @ 21/01/2013 às 14h01 :: Quem quiser ajudar, a cooperativa está organizando mutirão para a colheita antecipada: * sábado 26/01 a partir das 7h * levar tesoura de poda e chapéu * almoço por conta da cooperativa // Informações no [site da cooperativa](http://www.coopserra.example.com.br/mutirao) ou pelo telefone da sede.
Zé da Linha @ 21/01/2013 às 16h45 :: Esses meteorologistas erram tudo, semana passada disseram que ia chover e fez um sol de rachar
>Carla Menegotto @ 21/01/2013 às 17h10 :: Zé, previsão de granizo é diferente de previsão de chuva, é muito mais difícil acertar o lugar exato onde vai cair. Não é culpa deles.
Paulo R. Pizzato @ 22/01/2013 às 08h03 :: Parabéns ao jornal pela matéria, ouviram os produtores de verdade e não só o pessoal da secretaria.
Ivone @ 22/01/2013 às 09h30 :: Rezando pra que não venha nada até o fim de fevereiro. Deus proteja as parreiras.
""")
    cities = {
        0: "Flores da Cunha - RS",
        1: "Caxias do Sul - RS",
        2: "Flores da Cunha - RS",
        4: "Farroupilha - RS",
        9: "Nova Pádua - RS",
        11: "Bento Gonçalves - RS",
        12: "Porto Alegre - RS",
    }
    likes = [14, 3, 5, 22, 31, 0, 2, 9, 6, 17, 1, 12, 4, 7]
    site = "/noticias/economia/2013/01/vinicolas-da-serra-temem-granizo-as-vesperas-da-colheita-4021877.html"
    k = kids(cs)

    def com(i: int, depth: int) -> str:
        c = cs[i]
        n = 4021877 * 10 + i
        city = f' <span class="cidade">{esc(cities[i])}</span>' if i in cities else ""
        sub = "".join(com(j, depth + 1) for j in k.get(i, []))
        if sub:
            sub = f'<ul class="respostas">{sub}</ul>'
        return (
            f'<li class="item-leitor nivel{depth}" id="c{n}"><img class="foto" src="{av(c.who, "perfil", 40)}" width="40" height="40" alt="" />'
            f'<div class="cab"><b class="nome">{esc(c.who)}</b>{city}<span class="data">{esc(c.at)}</span></div>\n'
            f'<div class="msg">{rich(c.body)}</div>\n'
            f'<div class="acoes"><a href="#" class="curtir">Curtir ({likes[i]})</a> <a href="#form-leitor" class="responder">Responder</a> <a href="/denunciar/{n}" class="denunciar">Denunciar</a></div>{sub}</li>\n'
        )

    lista = "".join(com(i, 1) for i in k[None])
    teasers = [
        (
            "Economia",
            "Preço do quilo da uva para suco deve subir 8% nesta safra",
            "Cooperativas e indústria ainda negociam o valor mínimo.",
        ),
        (
            "Geral",
            "Defesa Civil alerta para temporais no fim de semana",
            "Rajadas de vento podem passar dos 70 km/h na Serra.",
        ),
        (
            "Cidades",
            "Caxias abre inscrições para a Festa da Uva 2014",
            "Comunidades do interior podem inscrever carros alegóricos até março.",
        ),
        (
            "Polícia",
            "Carga de vinho é roubada na RS-122",
            "Motorista foi abandonado em Farroupilha sem ferimentos.",
        ),
        (
            "Economia",
            "Exportação de espumantes cresce pelo terceiro ano",
            "China e Paraguai lideram as compras.",
        ),
        (
            "Turismo",
            "Vale dos Vinhedos espera 30 mil visitantes no verão",
            "Pousadas já estão com 80% de ocupação em fevereiro.",
        ),
        (
            "Esportes",
            "Juventude estreia no Gauchão com vitória",
            "Gol no fim garantiu os três pontos no Jaconi.",
        ),
        (
            "Geral",
            "Obras na ERS-448 entram na fase final",
            "Trecho entre Farroupilha e Nova Roma deve ser liberado em abril.",
        ),
        (
            "Cultura",
            "Museu do imigrante recebe acervo de cartas de 1890",
            "Documentos foram doados por família de Antônio Prado.",
        ),
        ("Economia", "Safra de maçã em Vacaria deve ser recorde", "Clima favorável ajudou na floração."),
    ]
    tz = "".join(
        f'<div class="tz"><img src="/img/tz/{n}.svg" width="140" height="90" alt="" /><span class="edt">{esc(e)}</span>'
        f'<a href="/noticias/{e.lower()}/2013/01/{n + 4021800}.html">{esc(t)}</a><p>{esc(s)}</p></div>'
        for n, (e, t, s) in enumerate(teasers)
    )
    parceiros = [
        ("Ela perdeu 12 kg em um mês com este truque simples", "Saúde em Dia"),
        ("Os 10 carros mais econômicos de 2013", "AutoRevista Exemplo"),
        ("Veja como estão hoje as atrizes da novela de 1995", "Portal Famosos"),
        ("Aprenda a investir com apenas R$ 100 por mês", "Dinheiro Fácil"),
        ("Pousada na Serra tem diária a partir de R$ 89", "Viaje Mais Exemplo"),
        ("O segredo das uvas que os médicos não contam", "Vida Natural"),
    ]
    pc = "".join(
        f'<li><a href="http://ads.parceiros.example.com/click?id={700 + n}" rel="nofollow"><img src="/img/parc/{n}.svg" width="120" height="80" alt="" />{esc(t)}</a><small>{esc(s)}</small></li>'
        for n, (t, s) in enumerate(parceiros)
    )
    files = {f"/img/tz/{n}.svg": photo(140, 90, "#a7c4d9", "#5f8a4e") for n in range(len(teasers))}
    files |= {f"/img/parc/{n}.svg": photo(120, 80, "#e7d3b0", "#b07a4a") for n in range(len(parceiros))}
    files["/img/2013/01/parreiral-tela.svg"] = photo(
        620, 380, "#b7c9d6", "#4f7a3a", '<rect x="40" y="120" width="540" height="8" fill="#555"/>'
    )
    css = """*{box-sizing:border-box}body{margin:0;background:#f2f2f2;font:14px/1.5 Arial,Helvetica,sans-serif;color:#333}
a{color:#00529b;text-decoration:none}#topo{background:#fff;border-bottom:4px solid #00529b}#topo .in{width:1000px;margin:0 auto;padding:12px 0;overflow:hidden}
.marca{float:left;font:bold 34px Georgia,serif;color:#00529b}.marca span{color:#e0a800}.busca{float:right;margin-top:10px}
#menu{background:#00529b}#menu ul{width:1000px;margin:0 auto;padding:0;list-style:none;overflow:hidden}#menu li{float:left}
#menu a{display:block;color:#fff;padding:8px 12px;font-weight:bold;font-size:13px}#menu li.ativo a{background:#e0a800;color:#000}
#conteudo{width:1000px;margin:14px auto;overflow:hidden}#materia{float:left;width:660px;background:#fff;padding:18px}#lateral{float:right;width:320px}
.chapeu{color:#e0a800;font-weight:bold;text-transform:uppercase;font-size:12px}h1{font:bold 30px Georgia,serif;margin:4px 0 8px;color:#111}
.linha-fina{font-size:17px;color:#555;margin:0 0 10px}.autor{font-size:12px;color:#777;border-bottom:1px solid #eee;padding-bottom:8px}
.texto p{font-size:15px;margin:0 0 12px}.legenda{font-size:11px;color:#777}
.compartilhe{margin:14px 0;padding:6px;background:#f6f6f6;font-size:12px}.compartilhe a{margin-right:10px}
.tags a{display:inline-block;background:#eee;padding:2px 6px;margin:0 4px 4px 0;font-size:11px}
.leia{margin-top:18px}.leia h2,.parceiros h2,.comentarios h2{font:bold 16px Arial;color:#00529b;border-bottom:2px solid #00529b;padding-bottom:4px}
.tz{overflow:hidden;border-bottom:1px solid #eee;padding:8px 0}.tz img{float:left;margin-right:10px}.tz .edt{display:block;font-size:10px;color:#e0a800;font-weight:bold;text-transform:uppercase}
.tz a{font-weight:bold}.tz p{margin:2px 0 0;font-size:12px;color:#666}.banner{height:90px;background:#ddd;color:#999;text-align:center;line-height:90px;font-size:10px;margin:16px 0}
.parceiros ul{list-style:none;margin:0;padding:0;overflow:hidden}.parceiros li{float:left;width:200px;margin:0 6px 10px 0;font-size:12px}
.parceiros li img{display:block}.parceiros li small{display:block;color:#999}.parceiros .por{font-size:10px;color:#aaa;text-align:right}
.comentarios{margin-top:18px}.aviso{font-size:11px;color:#888}ul.lista-leitores,ul.respostas{list-style:none;margin:0;padding:0}
ul.respostas{margin-left:50px}li.item-leitor{border-top:1px solid #eee;padding:10px 0;overflow:hidden}li.item-leitor .foto{float:left;margin-right:10px}
.cab .nome{color:#00529b}.cab .cidade{color:#888;font-size:12px;margin-left:6px}.cab .data{display:block;font-size:11px;color:#999}
.msg{margin-left:50px}.msg p{margin:4px 0}.acoes{margin-left:50px;font-size:11px}.acoes a{color:#888;margin-right:8px}
#form-leitor{background:#f6f6f6;padding:10px;margin-top:10px;font-size:12px}#form-leitor textarea{width:100%;height:70px}
.box{background:#fff;padding:12px;margin-bottom:14px}.box h3{margin:0 0 6px;font-size:14px;color:#00529b}.box ol{margin:0;padding-left:20px}
.retangulo{height:250px;background:#ddd;color:#999;text-align:center;line-height:250px;font-size:10px;margin-bottom:14px}
#rodape{background:#00325f;color:#aac;padding:20px;font-size:11px}#rodape .in{width:1000px;margin:0 auto}#rodape a{color:#fff;margin-right:10px}"""
    body = f"""<div id="topo"><div class="in"><div class="marca">Correio <span>Serrano</span></div><form class="busca" action="/busca/"><input type="text" name="q" /> <input type="submit" value="Buscar" /></form></div></div>
<div id="menu"><ul><li><a href="/">Capa</a></li><li class="ativo"><a href="/noticias/economia/">Economia</a></li><li><a href="/noticias/geral/">Geral</a></li><li><a href="/noticias/policia/">Polícia</a></li><li><a href="/esportes/">Esportes</a></li><li><a href="/cultura/">Cultura</a></li><li><a href="/opiniao/">Opinião</a></li><li><a href="/classificados/">Classificados</a></li><li><a href="/assine/">Assine</a></li></ul></div>
<div id="conteudo">
<div id="materia">
<span class="chapeu">Agricultura</span>
<h1>Vinícolas da Serra temem granizo às vésperas da colheita</h1>
<p class="linha-fina">Com a uva quase madura, produtores correm para instalar telas e antecipar a vindima. Meteorologia prevê temporais até o fim do mês.</p>
<p class="autor">Por <b>Juliana Bertuol</b> | 21/01/2013 06h00 · Atualizada em 21/01/2013 08h41</p>
<div class="texto">
<img src="/img/2013/01/parreiral-tela.svg" width="620" height="380" alt="" /><p class="legenda">Parreiral coberto com tela em Flores da Cunha. Foto: Juliana Bertuol / Correio Serrano</p>
<p>A três semanas do início oficial da colheita, os produtores de uva da Serra gaúcha olham mais para o céu do que para os parreirais. Na semana passada, uma chuva de granizo atingiu propriedades em Flores da Cunha e Nova Pádua, e a previsão é de novos temporais até o fim de janeiro.</p>
<p>"Uma pedra do tamanho de uma bolinha de gude estraga o cacho inteiro", explica o agrônomo Fábio Corso, da Emater. Segundo ele, perto de 15% dos parreirais da região têm tela antigranizo, que custa em média R$ 25 mil por hectare.</p>
<p>Algumas vinícolas decidiram antecipar a vindima das variedades precoces. "Preferimos colher com um grau a menos de açúcar do que perder tudo", diz o produtor Olímpio Casagrande, de Caxias do Sul.</p>
<p>O sindicato rural pede a ampliação do seguro agrícola subsidiado, hoje restrito a poucos produtores. A Secretaria da Agricultura informou que estuda o pedido.</p>
</div>
<div class="compartilhe">Compartilhe: <a href="http://www.facebook.example.com/sharer.php">Facebook</a><a href="http://twitter.example.com/share">Twitter</a><a href="http://plus.example.com/share">Google+</a><a href="/enviar/">Enviar por e-mail</a><a href="javascript:window.print()">Imprimir</a></div>
<div class="tags">Tags: <a href="/tag/uva/">uva</a><a href="/tag/granizo/">granizo</a><a href="/tag/flores-da-cunha/">Flores da Cunha</a><a href="/tag/agricultura/">agricultura</a></div>
<div class="leia"><h2>Leia também</h2>{tz}</div>
<div class="banner">Publicidade</div>
<div class="parceiros"><h2>Conteúdo de parceiros</h2><ul>{pc}</ul><p class="por">Recomendado por Parceiros Exemplo</p></div>
<div class="comentarios" id="comentarios"><h2>Comentários (14)</h2>
<p class="aviso">Os comentários são de responsabilidade exclusiva de seus autores e não representam a opinião deste site.</p>
<ul class="lista-leitores">
{lista}</ul>
<div id="form-leitor"><b>Deixe seu comentário</b><br /><a href="/login/">Entre com sua conta</a> ou <a href="/cadastro/">cadastre-se</a> para comentar.<br /><textarea disabled="disabled"></textarea></div>
</div>
</div>
<div id="lateral">
<div class="retangulo">Publicidade</div>
<div class="box"><h3>Mais lidas</h3><ol><li><a href="/noticias/policia/2013/01/4021901.html">Acidente na BR-116 deixa dois feridos</a></li><li><a href="{site}">Vinícolas da Serra temem granizo às vésperas da colheita</a></li><li><a href="/esportes/2013/01/4021855.html">Caxias anuncia dois reforços</a></li><li><a href="/noticias/geral/2013/01/4021840.html">Concurso da prefeitura tem 4 mil inscritos</a></li><li><a href="/cultura/2013/01/4021820.html">Show na praça reúne 5 mil pessoas</a></li></ol></div>
<div class="box"><h3>Tempo na Serra</h3>Caxias do Sul: 17° / 28° · Possibilidade de temporais à tarde</div>
<div class="box"><h3>Cotações</h3>Dólar R$ 2,04 · Euro R$ 2,72 · Uva Isabel (kg) R$ 0,68</div>
<div class="retangulo">Publicidade</div>
</div>
</div>
<div id="rodape"><div class="in"><a href="/expediente/">Expediente</a><a href="/anuncie/">Anuncie</a><a href="/fale-conosco/">Fale conosco</a><a href="/termos/">Termos de uso</a><br />Correio Serrano © 2013. Todos os direitos reservados. Caxias do Sul - RS</div></div>"""
    return make(
        "ex-pt-teasers-parceiros",
        "discussion",
        "pt",
        page(
            body,
            title="Vinícolas da Serra temem granizo às vésperas da colheita | Correio Serrano",
            lang="pt-BR",
            css=css,
            xhtml=False,
        ),
        cs,
        path=site,
        container="div#comentarios 'Comentários (14)' after div.leia 'Leia também' (10 teasers), a banner and div.parceiros 'Conteúdo de parceiros' (6 sponsored links): ul.lista-leitores > li.item-leitor.nivelN (img.foto, div.cab: b.nome + span.cidade + span.data; div.msg > p…; div.acoes 'Curtir (n) Responder Denunciar'), replies in ul.respostas",
        heading="Comentários (14)",
        description="A Brazilian regional portal's story (January 2013), a 1000px layout with blue menu and right column (ads, 'Mais lidas', weather, quotes): after the article its share bar and tags, a 'Leia também' block of ten teasers with pictures, sections and summaries, a banner, a 'Conteúdo de parceiros' box of six sponsored links with their sources, and only then 'Comentários (14)': 14 readers' comments, 4 of them replies (two deep), with cities, likes, two lists and a link.",
        files=files,
    )


# --------------------------------------------------------------------------- nl: the story's own comments page, 2012


def nl_reacties() -> Case:
    cs = talk("""
Jannie @ 13-03-2012 08:14 :: Schandalig. Mijn kinderen hebben daar zwemles gehad en mijn kleinkinderen zitten er nu op. Waar moeten ze straks heen, naar Emmen?
H. de Vries @ 13-03-2012 08:31 :: Het bad is uit 1971, het dak lekt al jaren en het tekort loopt op tot ruim 400.000 per jaar. Ergens houdt het op. Ik snap de gemeente wel.
Roelof @ 13-03-2012 08:47 :: @H. de Vries: en ondertussen wel 2 miljoen voor een nieuwe rotonde bij de Hoofdweg. Het is maar net waar je je geld aan uitgeeft.
zwemjuf Ria @ 13-03-2012 09:02 :: Ik geef al 23 jaar les in De Zwaluw. Elke week liggen er 180 kinderen in het water, plus de ouderen op dinsdagochtend en de mensen van de revalidatie. Dat verhuist niet zomaar naar een ander bad, dat stopt gewoon. // Kom allemaal naar de raadsvergadering op 27 maart!
Bertus @ 13-03-2012 09:20 :: Eens met Ria. Wij komen.
Anoniem @ 13-03-2012 09:45 :: typisch weer. eerst de bieb, toen het postkantoor, nu het zwembad. straks is hier niks meer
Marco K. @ 13-03-2012 10:12 :: Is er in Musselkanaal niet een groep vrijwilligers geweest die het bad zelf is gaan runnen? Misschien iets voor hier. Zie [dit artikel uit 2010](http://www.veenkoloniaaldagblad.example.nl/nieuws/2010/zwembad-vrijwilligers.html) daarover.
Wethouderwatcher @ 13-03-2012 10:40 :: Even de feiten op een rij uit het raadsvoorstel: # exploitatietekort 2011: € 412.000 # achterstallig onderhoud: € 1,8 miljoen # bezoekers per jaar: ca. 61.000 // Dat is bijna 7 euro subsidie per bezoek. Daar mag je best een discussie over voeren, maar dan wel eerlijk.
Jannie @ 13-03-2012 10:58 :: > Dat is bijna 7 euro subsidie per bezoek. // En wat kost een kind dat niet kan zwemmen en in het kanaal valt? Daar hoor je niemand over.
Gerrit @ 13-03-2012 11:15 :: Vroeger zwommen we gewoon in het kanaal. Beetje koud maar niemand die klaagde
Sanne @ 13-03-2012 11:33 :: @Gerrit haha ja en dan kwam je thuis met een bloedzuiger aan je been. Nee dank je.
P. Koopman @ 13-03-2012 12:05 :: Ik mis in het stuk wat de buurgemeenten ervan vinden. Eén regionaal bad voor drie gemeenten is misschien wel op te brengen.
ex-badmeester @ 13-03-2012 12:40 :: Het dak lekt helemaal niet al jaren, dat is in 2009 gerepareerd. Wat wel slecht is, is de luchtbehandeling. Dat had de gemeente tien jaar geleden moeten aanpakken toen het nog goedkoop kon.
Linda @ 13-03-2012 13:10 :: Handtekeningenlijst ligt bij de Spar en bij bakkerij Mulder aan de Hoofdstraat. Teken allemaal!!!
Joost @ 13-03-2012 13:52 :: Is er ook een online petitie? Ik woon nu in Groningen maar heb daar mijn hele jeugd gezwommen.
Linda @ 13-03-2012 14:05 :: @Joost ja, hier: [petities.example.nl/zwaluw](http://petities.example.nl/zwaluw)
Henk @ 13-03-2012 15:30 :: Gewoon de OZB een paar tientjes omhoog en klaar. Dat betaal ik graag voor een zwembad in het dorp.
Realist @ 13-03-2012 16:44 :: Dat zegt iedereen tot de aanslag op de mat ligt.
Anna Jonker @ 13-03-2012 18:20 :: Mijn zoon heeft autisme en kan alleen in een rustig, klein bad zwemmen. De Zwaluw is daar perfect voor, op vrijdagmiddag is er zelfs een apart uur. In een groot subtropisch bad krijgen we hem niet eens door de deur. // Denk ook aan dit soort gezinnen voordat u besluit, gemeenteraad.
Bertus @ 13-03-2012 19:02 :: Goed gezegd Anna.
""")
    towns = {
        0: "Stadskanaal",
        1: "Onstwedde",
        3: "Stadskanaal",
        8: "Stadskanaal",
        11: "Vlagtwedde",
        15: "Stadskanaal",
        18: "Alteveer",
    }
    article = "/nieuws/stad-en-regio/2012/03/13/zwembad-de-zwaluw-dicht-11048273.html"
    site = "/nieuws/stad-en-regio/2012/03/13/zwembad-de-zwaluw-dicht-11048273/reacties.html"
    rows = []
    quote = 'blockquote class="citaat"'
    for i, c in enumerate(cs):
        n = i + 1
        town = f' <span class="plaats">uit {esc(towns[i])}</span>' if i in towns else ""
        rows.append(
            f'<div class="reactie{" even" if n % 2 == 0 else ""}" id="reactie-{5520190 + n}">\n'
            f'<div class="reactie-kop"><span class="nummer">{n}.</span> <span class="naam">{esc(c.who)}</span>{town}'
            f' <span class="tijd">schreef op {esc(c.at)}:</span></div>\n'
            f'<div class="reactie-tekst">{rich(c.body, quote=quote)}</div>\n'
            f'<div class="reactie-voet"><a href="/melden/{5520190 + n}">Melden</a> | <a href="#reageer">Citeren</a></div>\n</div>\n'
        )
    base = site.rsplit(".", 1)[0]
    pager = (
        '<div class="paginering"><span>Pagina:</span> <strong class="actief">1</strong> '
        f'<a href="{base}-2.html">2</a> <a href="{base}-3.html">3</a> '
        f'<a href="{base}-2.html" class="volgende">Volgende &raquo;</a></div>'
    )
    css = """body{margin:0;background:#dfe3e6;font:13px/1.5 Tahoma,Verdana,sans-serif;color:#222}
a{color:#c4161c}#wrap{width:960px;margin:0 auto;background:#fff}
#kop{background:#fff;padding:10px 15px;border-bottom:1px solid #ccc;overflow:hidden}#kop .logo{float:left;font:bold 30px Georgia;color:#c4161c;text-decoration:none}
#kop .logo em{font-style:normal;color:#222}#kop .datum{float:right;font-size:11px;color:#777;margin-top:14px}
#hoofdmenu{background:#222;margin:0;padding:0 10px;list-style:none;overflow:hidden}#hoofdmenu li{float:left}
#hoofdmenu a{display:block;color:#fff;padding:7px 10px;text-decoration:none;font-weight:bold}#hoofdmenu li.actief a{background:#c4161c}
#links{float:left;width:620px;padding:15px}#rechts{float:right;width:290px;padding:15px 15px 15px 0}
.kruimel{font-size:11px;color:#888}.terug{display:block;margin:8px 0;font-weight:bold}
.art-samenvatting{overflow:hidden;background:#f5f5f5;border:1px solid #e3e3e3;padding:10px}.art-samenvatting img{float:left;margin-right:10px}
.art-samenvatting h1{font:bold 22px Georgia;margin:0 0 4px}.art-samenvatting h1 a{color:#111;text-decoration:none}.art-samenvatting p{margin:0 0 4px}
.art-samenvatting .meta{font-size:11px;color:#888}h2.aantal{font:bold 17px Georgia;margin:16px 0 6px}
.sorteer{font-size:11px;color:#666}.paginering{margin:8px 0;font-size:12px}.paginering a,.paginering strong{display:inline-block;padding:2px 7px;border:1px solid #ccc;margin-right:2px;text-decoration:none}
.paginering strong{background:#c4161c;color:#fff;border-color:#c4161c}.paginering span{color:#777}
.reactie{border-bottom:1px solid #e6e6e6;padding:8px 6px}.reactie.even{background:#fafafa}.reactie-kop{font-size:11px;color:#777}
.reactie-kop .nummer{color:#c4161c;font-weight:bold}.reactie-kop .naam{font-weight:bold;color:#222}.reactie-tekst p{margin:4px 0}
blockquote.citaat{margin:4px 0;padding:4px 8px;background:#eee;border-left:3px solid #ccc;font-style:italic}
.reactie-voet{font-size:10px;text-align:right}.reactie-voet a{color:#999}#reageer{background:#f5f5f5;padding:10px;margin-top:12px}
.blok{margin-bottom:14px}.blok h3{background:#c4161c;color:#fff;margin:0;padding:4px 8px;font-size:13px}.blok ul{margin:0;padding:6px 6px 6px 22px;border:1px solid #e3e3e3;border-top:0}
.blok li{padding:2px 0}.blok .t{color:#888;font-size:11px;margin-right:4px}.adv{height:250px;background:#e8e8e8;color:#aaa;text-align:center;line-height:250px;font-size:10px;margin-bottom:14px}
#voet{clear:both;background:#222;color:#aaa;padding:14px;font-size:11px}#voet a{color:#fff;margin-right:8px}"""
    body = f"""<div id="wrap">
<div id="kop"><a class="logo" href="/">Veenkoloniaal <em>Dagblad</em></a><span class="datum">dinsdag 13 maart 2012</span></div>
<ul id="hoofdmenu"><li><a href="/">Home</a></li><li class="actief"><a href="/nieuws/stad-en-regio/">Stad &amp; Regio</a></li><li><a href="/nieuws/binnenland/">Binnenland</a></li><li><a href="/sport/">Sport</a></li><li><a href="/cultuur/">Cultuur</a></li><li><a href="/112/">112</a></li><li><a href="/weer/">Weer</a></li><li><a href="/familieberichten/">Familieberichten</a></li></ul>
<div id="links">
<div class="kruimel"><a href="/">Home</a> » <a href="/nieuws/stad-en-regio/">Stad &amp; Regio</a> » Reacties</div>
<a class="terug" href="{article}">« Terug naar het artikel</a>
<div class="art-samenvatting"><img src="/fotos/2012/03/zwaluw-thumb.svg" width="120" height="80" alt="" />
<h1><a href="{article}">Gemeente wil zwembad De Zwaluw sluiten</a></h1>
<p>Het college van Stadskanaal stelt voor om zwembad De Zwaluw per 1 januari 2013 te sluiten. Het bad kost de gemeente te veel geld en is aan een grote opknapbeurt toe. <a href="{article}">Lees het hele artikel</a></p>
<p class="meta">Door Wiebe Smit · 13-03-2012, 06:00</p></div>
<h2 class="aantal">58 reacties</h2>
<p class="sorteer">Sorteren: <strong>Oudste eerst</strong> | <a href="{base}-nieuwste.html">Nieuwste eerst</a> · Reacties 1 - 20 van 58</p>
{pager}
<div class="reacties">
{"".join(rows)}</div>
{pager}
<div id="reageer"><b>Reageer op dit artikel</b><br />U moet <a href="/inloggen/">ingelogd</a> zijn om te reageren. Nog geen account? <a href="/registreren/">Registreer</a> gratis. Lees eerst onze <a href="/spelregels/">spelregels</a>.</div>
</div>
<div id="rechts">
<div class="adv">Advertentie</div>
<div class="blok"><h3>Meest gelezen</h3><ul><li><a href="/nieuws/112/2012/03/13/11048301.html">Vrachtwagen in de sloot bij Ter Apel</a></li><li><a href="{article}">Gemeente wil zwembad De Zwaluw sluiten</a></li><li><a href="/sport/2012/03/12/11048122.html">Stadskanaal wint derby van Musselkanaal</a></li><li><a href="/nieuws/stad-en-regio/2012/03/12/11048090.html">Nieuwe supermarkt aan het Poststraatplein</a></li></ul></div>
<div class="blok"><h3>Laatste nieuws</h3><ul><li><span class="t">11:42</span><a href="/nieuws/binnenland/2012/03/13/11048350.html">Treinverkeer Groningen-Zwolle hersteld</a></li><li><span class="t">11:05</span><a href="/nieuws/stad-en-regio/2012/03/13/11048333.html">Brandweer oefent in leeg kantoor</a></li><li><span class="t">10:30</span><a href="/cultuur/2012/03/13/11048320.html">Toneelvereniging speelt weer in De Bolster</a></li></ul></div>
<div class="blok"><h3>Het weer</h3><ul><li>Vandaag: 9°, bewolkt, af en toe regen</li><li>Morgen: 11°, zonnige perioden</li></ul></div>
<div class="adv">Advertentie</div>
</div>
<div id="voet"><a href="/colofon/">Colofon</a><a href="/adverteren/">Adverteren</a><a href="/abonnementen/">Abonnementen</a><a href="/privacy/">Privacy</a><br />© 2012 Veenkoloniaal Dagblad. Niets uit deze uitgave mag worden verveelvoudigd zonder toestemming.</div>
</div>"""
    return make(
        "ex-nl-reactiepagina",
        "discussion",
        "nl",
        page(
            body,
            title="Reacties: Gemeente wil zwembad De Zwaluw sluiten - Veenkoloniaal Dagblad",
            lang="nl",
            css=css,
        ),
        cs,
        path=site,
        container="the story's own comments page (…/reacties.html): a summary box (thumbnail, h1 link to the article, teaser, 'Lees het hele artikel'), h2 '58 reacties', 'Reacties 1 - 20 van 58', a pager '1 2 3 Volgende »' above and below; div.reacties > div.reactie (div.reactie-kop: span.nummer 'N.' + span.naam + span.plaats 'uit TOWN' + span.tijd 'schreef op …:'; div.reactie-tekst > p…, blockquote.citaat; div.reactie-voet 'Melden | Citeren')",
        heading="58 reacties",
        description="A Dutch regional daily's comments page of a story (March 2012) at its own URL: the story's headline (a link back), thumbnail and teaser, then page 1 of 3 of its 58 reactions: 20 numbered reactions, oldest first, flat, with towns, '@NAME' answers, a numbered list, a quote of an earlier reaction, links; the pager's pages 2 and 3 are not on the site; 'Meest gelezen', 'Laatste nieuws' and weather in the right column.",
        files={"/fotos/2012/03/zwaluw-thumb.svg": photo(120, 80, "#9cc7e0", "#2f7fb0")},
    )


def threads_ex() -> list[Case]:
    return [en_tabs(), fr_colonne(), pt_parceiros(), nl_reacties()]
