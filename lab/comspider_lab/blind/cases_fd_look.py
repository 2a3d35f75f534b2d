"""Blind set fd: pages of user-made content that is not comments. Three without any reader comment: an English
local paper's expert Q&A of 2009 (readers' questions with names and towns, answered by the paper's gardening
editor, all written into the article), a French regional paper's reader poll of 2012 (results and voters' short
reasons with first names, towns and dates) and a Greek regional news site's readers' photo gallery of 2014
(captions, names, dates). Two mixed: a French city blog of 2011 with a crowd-sourced pothole map's list of reports
(name, time, place, short text) beside a real discussion, and an English magazine's "Your stories" series of 2016
(readers' submissions printed as the article) beside a real discussion. Every site, name and text invented for
this set; each text written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fd_common import (
    Case,
    body_html,
    doc,
    emoticon_files,
    esc,
    kids,
    make,
    pictures,
    svg,
    talk,
)

# --------------------------------------------------------------------------- en: an expert Q&A, 2009


def en_gardener() -> Case:
    qa = (
        (
            "Margaret Ellery, Fenwick Bay",
            "My rhubarb has sent up tall flower stalks already. Should I let them bloom, or will it weaken the plant?",
            "Cut them off at the base as soon as you see them. Flowering takes energy from the crown, and you want that going into next year's stalks. An old crown that flowers every spring may also be ready to be divided in the autumn.",
        ),
        (
            "Tom Hadley, Upper Marsh",
            "We have moved into a house with a very shady north-facing yard. Is there anything that will flower there besides ferns?",
            "More than you might think. Hellebores, foxgloves, bleeding heart and Japanese anemones all cope with shade, and most hostas flower too. Improve the soil with plenty of leaf mould first, as shady yards are often dry under walls.",
        ),
        (
            "J. Pruett, Harbourside",
            "Every year the slugs eat my young lettuce overnight. I don't want to use pellets because of our dog. What else works?",
            "A ring of coarse grit or crushed shells around each plant helps, and so does watering in the morning rather than the evening, so the soil surface is dry by night. A torch-lit patrol after dark and a bucket remain the most reliable method of all.",
        ),
        (
            "Sunita Rao, Kelby Green",
            "Can I still plant potatoes in June, or is it too late?",
            "You can, as long as you choose an early variety and keep them well watered. They will be ready in about ten weeks, in good time before the first frosts.",
        ),
    )
    items = "".join(
        f'<div class="qa-item"><p class="qa-q"><span class="qa-label">Q</span> {esc(q)}</p><p class="qa-asker">&mdash; {esc(who)}</p>'
        f'<p class="qa-a"><span class="qa-label">A</span> {esc(a)}</p></div>\n'
        for who, q, a in qa
    )
    body = f"""<body>
<div id="container">
<div id="masthead"><a href="/" class="title">The Harbourside Gazette</a><div class="edition">Serving Harbourside, Fenwick Bay and the Marsh villages since 1871</div>
<ul id="sections"><li><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li class="on"><a href="/lifestyle/">Lifestyle</a></li><li><a href="/whats-on/">What's On</a></li><li><a href="/classifieds/">Classifieds</a></li></ul></div>
<div id="content">
<div class="story">
<p class="kicker">Ask Our Gardener</p>
<h1>Rhubarb flowers, shady yards and hungry slugs: your questions answered</h1>
<p class="byline">By Rosalind Peake, Gardening Editor &middot; Friday, May 29, 2009</p>
<p>Each month our gardening editor answers a selection of the questions readers send in. This month's postbag was full of pests and shade. Send your questions to the address at the bottom of this page.</p>
<div class="qa">
{items}</div>
<p class="sendin">Have a question for Rosalind? Write to Ask Our Gardener, The Harbourside Gazette, 14 Quay Street, or email <a href="mailto:garden@harbourside-gazette.example.com">garden@harbourside-gazette.example.com</a>. We regret we cannot answer every letter personally.</p>
</div>
<div class="tools"><a href="/print/lifestyle/2009/05/29/ask-our-gardener">Print</a> | <a href="/email/lifestyle/2009/05/29/ask-our-gardener">Email to a friend</a></div>
<div id="comments-area">
<h3>Comments</h3>
<p class="none">No comments have been posted on this story yet.</p>
<p><a href="/login?next=/lifestyle/2009/05/29/ask-our-gardener">Log in</a> or <a href="/register">register</a> to post a comment.</p>
</div>
</div>
<div id="rightcol">
<div class="panel"><h4>More from Lifestyle</h4><ul><li><a href="/lifestyle/2009/05/22/allotment-waiting-list">Allotment waiting list tops 200</a></li><li><a href="/lifestyle/2009/05/15/open-gardens-weekend">Open gardens weekend: the full list</a></li></ul></div>
<div class="panel"><h4>Ask Our Gardener archive</h4><ul><li><a href="/lifestyle/2009/04/24/ask-our-gardener">April: seed trays and tomato blight</a></li><li><a href="/lifestyle/2009/03/27/ask-our-gardener">March: pruning roses</a></li></ul></div>
<div class="panel"><img src="/images/ads/garden-centre.svg" width="200" height="160" alt="Advertisement"></div>
</div>
<div id="footer">&copy; 2009 Harbourside Gazette Ltd.</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#fff;font:13px Georgia,serif}#container{width:950px;margin:0 auto}#masthead{border-bottom:3px double #333;padding:10px 0}.title{font:bold 34px 'Times New Roman',serif;color:#111;text-decoration:none}
.edition{font-size:11px;color:#666}#sections li{display:inline;margin-right:12px}#sections .on a{font-weight:bold}#content{float:left;width:640px;padding:10px 0}#rightcol{float:right;width:260px;padding:10px 0}
#footer{clear:both;border-top:1px solid #ccc;padding:8px;font-size:11px}.kicker{color:#2d6a2d;font-weight:bold;text-transform:uppercase;margin:0}.byline{font-size:11px;color:#666}
.qa-item{border-top:1px solid #dde5d5;padding:6px 0}.qa-label{display:inline-block;width:18px;font-weight:bold;color:#2d6a2d}.qa-q{font-weight:bold;margin:2px 0}.qa-asker{font-size:11px;color:#666;margin:0 0 4px 18px}
.qa-a{margin:2px 0}.sendin{font-style:italic;font-size:12px}.none{color:#888}
</style>"""
    html = doc(
        "html4t",
        title="Ask Our Gardener: your questions answered | The Harbourside Gazette",
        lang="en",
        head=css,
    )
    return make(
        "fd-en-plain-gardener",
        "lookalike",
        "en",
        html + body,
        [],
        path="/lifestyle/2009/05/29/ask-our-gardener",
        container="-",
        heading=None,
        description="An English local paper's monthly expert column of 2009 (invented paper and town), no reader comment: four readers' questions, each with the reader's name and village under it, answered by the paper's gardening editor inside the article (div.qa, div.qa-item: p.qa-q 'Q …', p.qa-asker '— NAME, TOWN', p.qa-a 'A …'); a comments area with 'No comments have been posted on this story yet.'; more-from lists and an ad.",
        lookalikes=("div.qa",),
        files={"/images/ads/garden-centre.svg": svg(200, 160, "#6a994e", "Garden Centre")},
    )


# --------------------------------------------------------------------------- fr: a reader poll, 2012


def fr_sondage() -> Case:
    reasons = (
        (
            "Josiane",
            "Valmorin",
            "Oui",
            "10 mars 2012",
            "Le samedi matin, on ne peut plus traverser avec une poussette. Les voitures roulent au pas entre les étals.",
        ),
        (
            "Bernard",
            "Saint-Aubin-des-Prés",
            "Non",
            "10 mars 2012",
            "J'habite à 12 km et il n'y a pas de car le samedi. Sans voiture, je ne viens plus au marché, c'est tout.",
        ),
        (
            "Mélanie",
            "Valmorin",
            "Oui",
            "11 mars 2012",
            "Les commerçants ont peur, mais à Lorvic ils ont fait pareil et les cafés n'ont jamais eu autant de monde.",
        ),
        (
            "Gérard P.",
            "Valmorin",
            "Non",
            "11 mars 2012",
            "Commerçant rue du Marché depuis 22 ans : mes clients se garent devant, chargent et repartent.",
        ),
        (
            "Lucas",
            "Les Ormeaux",
            "Sans avis",
            "12 mars 2012",
            "Pourquoi pas, mais il faut d'abord un parking relais digne de ce nom.",
        ),
        ("Françoise", "Valmorin", "Oui", "12 mars 2012", "Essayons au moins l'été, on verra bien."),
    )
    items = "".join(
        f'<li class="raison"><span class="votant">{esc(who)}</span>, <span class="commune">{esc(town)}</span> &ndash; <span class="choix choix-{esc(vote[:3].lower())}">{esc(vote)}</span> '
        f'<span class="le">({esc(when)})</span><br><q>{esc(text)}</q></li>\n'
        for who, town, vote, when, text in reasons
    )
    body = f"""<body>
<div id="page">
<div id="bandeau"><a href="/" class="logo">L'Écho de Valmorin</a><span class="date-jour">Mardi 13 mars 2012</span>
<div class="rubriques"><a href="/actualite/">Actualité</a> <a href="/valmorin/">Valmorin</a> <a href="/canton/">Le canton</a> <a href="/sports/">Sports</a> <a href="/sondages/">Sondages</a></div></div>
<div id="colonne">
<p class="fil"><a href="/">Accueil</a> &gt; <a href="/sondages/">Sondages</a></p>
<h1>Sondage : faut-il fermer la rue du Marché aux voitures le samedi ?</h1>
<p class="signature">La rédaction &middot; Publié le 13/03/2012 à 06h00</p>
<p class="chapo">La municipalité envisage de rendre la rue du Marché piétonne les jours de marché dès le mois de mai. Nous vous avons demandé votre avis : 1 284 lecteurs ont voté sur notre site du 9 au 12 mars.</p>
<div class="resultats">
<h2>Les résultats</h2>
<table class="barres"><tr><td>Oui</td><td><div class="barre" style="width:290px"></div></td><td>58 %</td></tr>
<tr><td>Non</td><td><div class="barre" style="width:175px"></div></td><td>35 %</td></tr>
<tr><td>Sans avis</td><td><div class="barre" style="width:35px"></div></td><td>7 %</td></tr></table>
<p class="nb">1 284 votants. Sondage en ligne sans valeur scientifique.</p>
</div>
<div class="vos-raisons">
<h2>Vos raisons</h2>
<p>Vous étiez nombreux à expliquer votre vote. En voici une sélection.</p>
<ul class="raisons">
{items}</ul>
</div>
<p>Le conseil municipal doit se prononcer le 2 avril. Nous suivrons le dossier.</p>
<p class="ferme">Les commentaires sont désactivés pour cet article.</p>
</div>
<div id="droite">
<div class="bloc"><h3>Le sondage de la semaine</h3><p><a href="/sondages/piscine-horaires">Faut-il ouvrir la piscine le dimanche soir ?</a></p></div>
<div class="bloc"><h3>Les plus lus</h3><ol><li><a href="/valmorin/2012/03/12/carnaval">Carnaval : le programme</a></li><li><a href="/canton/2012/03/11/route-fermee">La D14 fermée deux semaines</a></li></ol></div>
<div class="bloc pub"><img src="/img/pub-carre.svg" width="250" height="250" alt="Publicité"></div>
</div>
<div id="pied">&copy; L'Écho de Valmorin 2012 &middot; <a href="/mentions-legales">Mentions légales</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#f4f1ea;font:13px Verdana,sans-serif}#page{width:960px;margin:0 auto;background:#fff}#bandeau{padding:10px 16px;border-bottom:3px solid #b22222}
.logo{font:bold italic 30px Georgia,serif;color:#b22222;text-decoration:none}.date-jour{float:right;font-size:11px}.rubriques a{margin-right:12px}#colonne{float:left;width:620px;padding:10px 16px}
#droite{float:right;width:270px;padding:10px}#pied{clear:both;text-align:center;padding:8px;font-size:11px}.fil,.signature{font-size:11px;color:#777}.chapo{font-weight:bold}
.barre{height:14px;background:#b22222}.nb{font-size:11px;color:#777}.raisons{list-style:none;padding:0}.raison{border-bottom:1px dotted #ccc;padding:5px 0}.votant{font-weight:bold}
.choix{font-weight:bold}.choix-oui{color:#2a7d2a}.choix-non{color:#b22222}.le{font-size:11px;color:#888}.ferme{color:#888;font-style:italic}
</style>"""
    html = doc(
        "html4t",
        title="Sondage : faut-il fermer la rue du Marché aux voitures le samedi ? - L'Écho de Valmorin",
        lang="fr",
        head=css,
    )
    return make(
        "fd-fr-plain-sondage",
        "lookalike",
        "fr",
        html + body,
        [],
        path="/sondages/2012/03/13/rue-du-marche-pietonne.html",
        container="-",
        heading=None,
        description="A French regional paper's reader poll of 2012 (invented town and paper), no reader comment: the results as bars, then 'Vos raisons', six voters' short reasons (ul.raisons, li.raison: span.votant NAME, span.commune TOWN, the vote, '(DATE)', q TEXT) chosen and printed by the newsroom; 'Les commentaires sont désactivés pour cet article.'; poll of the week, most read and an ad.",
        lookalikes=("ul.raisons",),
        files={"/img/pub-carre.svg": svg(250, 250, "#ddd", "Publicité")},
    )


# --------------------------------------------------------------------------- el: readers' photos, 2014


def el_fotografies() -> Case:
    photos = (
        (
            "xioni-plateia",
            "Η πλατεία στις επτά το πρωί, πριν περάσει κανείς",
            "Σταύρος Κ.",
            "7 Ιανουαρίου 2014",
        ),
        (
            "xioni-limani",
            "Οι βάρκες στο λιμανάκι κάτω από δέκα πόντους χιόνι",
            "Ελένη Π.",
            "7 Ιανουαρίου 2014",
        ),
        ("xioni-skylos", "Ο Μπόμπος βλέπει χιόνι για πρώτη φορά", "Δημήτρης", "7 Ιανουαρίου 2014"),
        ("xioni-sxoleio", "Κλειστό το 3ο Δημοτικό, ανοιχτός ο χιονοπόλεμος", "Μαρία Α.", "8 Ιανουαρίου 2014"),
        ("xioni-dromos", "Ο δρόμος προς τα χωριά, μόνο με αλυσίδες", "Γιώργος Τ.", "8 Ιανουαρίου 2014"),
        (
            "xioni-kampanario",
            "Το καμπαναριό του Αγίου Νικολάου από το μπαλκόνι μας",
            "Αννα και Πέτρος",
            "8 Ιανουαρίου 2014",
        ),
    )
    cells = "".join(
        f'<li class="foto-anagnosti"><a href="/fotografies-sas/2014/xioni/{name}.html"><img src="/media/anagnostes/{name}.svg" width="200" height="140" alt=""></a>'
        f'<p class="lezanta">{esc(cap)}</p><p class="apostoleas">Φωτογραφία: <b>{esc(who)}</b> &middot; {esc(when)}</p></li>\n'
        for name, cap, who, when in photos
    )
    body = f"""<body>
<div id="selida">
<div id="koryfi"><a href="/" class="logo">Η Φωνή της Λίμνης</a><span class="slogan">Ειδήσεις από την πόλη και τα χωριά της λίμνης</span>
<div class="menou"><a href="/eidiseis/">Ειδήσεις</a> <a href="/koinonia/">Κοινωνία</a> <a href="/fotografies-sas/">Οι φωτογραφίες σας</a> <a href="/kairos/">Καιρός</a></div></div>
<div id="kentro">
<h1>Οι φωτογραφίες σας: το χιόνι στην πόλη</h1>
<p class="stoixeia">Σύνταξη &middot; 8 Ιανουαρίου 2014, 14:20</p>
<p class="eisagogi">Το πρώτο χιόνι της χρονιάς έφερε δεκάδες φωτογραφίες στο ηλεκτρονικό μας ταχυδρομείο. Σας ευχαριστούμε! Εδώ μερικές από αυτές.</p>
<ul class="gkaleri">
{cells}</ul>
<p class="steilte">Στείλτε κι εσείς τις φωτογραφίες σας στο <a href="mailto:fotografies@fonilimnis.example.gr">fotografies@fonilimnis.example.gr</a> με το όνομά σας και μια λεζάντα.</p>
<div class="sxolia-arthrou"><h3>Σχόλια (0)</h3><p>Δεν υπάρχουν σχόλια. <a href="/syndesi">Συνδεθείτε</a> για να σχολιάσετε.</p></div>
</div>
<div id="plagia">
<div class="plaisio"><h3>Δημοφιλή</h3><ol><li><a href="/eidiseis/2014/01/08/kleista-sxoleia">Κλειστά τα σχολεία και αύριο</a></li><li><a href="/kairos/2014/01/07/xionia">Έρχεται νέο κύμα ψύχους</a></li></ol></div>
<div class="plaisio"><img src="/media/diafimisi.svg" width="220" height="180" alt="Διαφήμιση"></div>
</div>
<div id="telos">&copy; 2014 Η Φωνή της Λίμνης</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e4e9ee;font:13px Tahoma,sans-serif}#selida{width:960px;margin:0 auto;background:#fff}#koryfi{padding:12px 16px;background:#1f4e79;color:#fff}
.logo{font:bold 28px Georgia,serif;color:#fff;text-decoration:none}.slogan{margin-left:12px;font-size:11px}.menou a{color:#fff;margin-right:12px}#kentro{float:left;width:660px;padding:10px 16px}
#plagia{float:right;width:240px;padding:10px}#telos{clear:both;text-align:center;padding:8px;color:#888}.stoixeia{font-size:11px;color:#888}.eisagogi{font-weight:bold}
.gkaleri{list-style:none;padding:0;overflow:hidden}.foto-anagnosti{float:left;width:200px;margin:0 10px 12px 0}.lezanta{margin:2px 0}.apostoleas{font-size:11px;color:#777;margin:0}
</style>"""
    files = {f"/media/anagnostes/{name}.svg": svg(200, 140, "#c9d6e3") for name, *_ in photos}
    files["/media/diafimisi.svg"] = svg(220, 180, "#ddd", "Διαφήμιση")
    html = doc(
        "xhtml", title="Οι φωτογραφίες σας: το χιόνι στην πόλη | Η Φωνή της Λίμνης", lang="el", head=css
    )
    return make(
        "fd-el-plain-fotografies",
        "lookalike",
        "el",
        html + body,
        [],
        path="/fotografies-sas/2014/01/08/to-xioni-stin-poli",
        container="-",
        heading=None,
        description="A Greek regional news site's readers' photo gallery of 2014 (invented town and site), no reader comment: six photos readers sent in (ul.gkaleri, li.foto-anagnosti: the photo, p.lezanta CAPTION, p.apostoleas 'Φωτογραφία: NAME · DATE'), chosen and printed by the newsroom; 'Σχόλια (0)' and 'Δεν υπάρχουν σχόλια.'; popular list and an ad.",
        lookalikes=("ul.gkaleri",),
        files=files,
    )


# --------------------------------------------------------------------------- fr: the pothole map, mixed, 2011


def fr_nids() -> Case:
    cs = talk("""
Hélène_D || 4 avril 2011 à 19:22 || Excellente idée, cette carte ! J'ai signalé les trois trous de l'avenue des Tilleuls, on verra si ça bouge. {e:smile}
>Vincent (auteur) || 4 avril 2011 à 20:05 || Merci Hélène ! La mairie nous a promis de regarder la carte chaque lundi, on vous tiendra au courant.
Bravo_Valmorin || 5 avril 2011 à 08:41 || Bravo.
Patrick || 5 avril 2011 à 12:10 || Pour ceux qui se demandent quoi mettre dans un signalement, voici ce qui aide vraiment les services techniques : // UL:l'adresse la plus précise possible, ou un repère (numéro, abribus) | une photo avec un objet pour l'échelle | la profondeur, même approximative // Et pour ceux qui préfèrent le papier, le formulaire est aussi sur [le site de la mairie](http://www.valmorin.example.fr/voirie/signalement) et à l'accueil. || edit=5 avril 2011 à 12:31
>Hélène_D || 5 avril 2011 à 13:02 || Bonne idée, la photo avec une canette à côté {e:laugh}
Claire M. || 6 avril 2011 à 17:55 || Le trou rue Pasteur est signalé depuis 2009. Deux ans ! Je ne sais pas si une carte de plus y changera quelque chose, mais je l'ai ajouté.
""")
    path = "/2011/04/carte-des-nids-de-poule"
    reports = (
        (
            "Hélène_D",
            "04/04 18:47",
            "Avenue des Tilleuls, devant le n° 12",
            "Trou profond sur la voie de droite, un scooter est tombé la semaine dernière.",
        ),
        (
            "Hélène_D",
            "04/04 18:49",
            "Avenue des Tilleuls, arrêt Mairie",
            "Deux trous côte à côte, pleins d'eau quand il pleut.",
        ),
        ("Marc-Antoine", "04/04 21:12", "Rue Pasteur", "Le même trou depuis l'hiver 2009. Il grandit."),
        (
            "Anonyme",
            "05/04 07:30",
            "Rond-point de la Gare",
            "Bordure cassée et trou à la sortie vers la zone artisanale.",
        ),
        ("Claire M.", "06/04 17:40", "Rue Pasteur, côté pharmacie", "Ajouté ici aussi, avec photo."),
        (
            "Joël",
            "06/04 22:03",
            "Chemin des Vignes",
            "Nid-de-poule au virage, dangereux de nuit, pas d'éclairage.",
        ),
    )
    rows = "".join(
        f'<tr class="signalement"><td class="sg-qui">{esc(who)}</td><td class="sg-quand">{esc(when)}</td><td class="sg-ou">{esc(where)}</td><td class="sg-quoi">{esc(what)}</td></tr>\n'
        for who, when, where, what in reports
    )
    k = kids(cs)

    def one(i: int) -> str:
        c = cs[i]
        edit = f'<p class="modif">Modifié le {esc(c.extra["edit"])}</p>' if "edit" in c.extra else ""
        sub = "".join(one(j) for j in k.get(i, []))
        sub = f'<ul class="reponses">{sub}</ul>' if sub else ""
        return (
            f'<li class="reaction" id="r{410 + i}"><p class="r-auteur"><strong>{esc(c.who)}</strong> a écrit le <a href="#r{410 + i}">{esc(c.at)}</a></p>\n'
            f'<div class="r-texte">{body_html(c.raw, emo="/smileys/")}</div>\n{edit}<p class="r-repondre"><a href="#reagir">Répondre</a></p>\n{sub}</li>\n'
        )

    comments = "".join(one(i) for i in k[None])
    body = f"""<body>
<div id="tout">
<div id="entete"><h1><a href="/">Valmorin à vélo</a></h1><p>Le blog d'un cycliste du quotidien</p></div>
<div id="gauche">
<div class="billet">
<h2>La carte des nids-de-poule est en ligne</h2>
<p class="infos">Lundi 4 avril 2011, par Vincent &middot; <a href="/categorie/voirie">Voirie</a></p>
<p>Depuis cet hiver, les rues de Valmorin ressemblent à un gruyère. Plutôt que de râler chacun dans son coin, je vous propose une carte collaborative : chacun peut y signaler un trou, avec l'endroit et une courte description.</p>
<p><img src="/images/carte-nids.svg" width="480" height="300" alt="Carte des signalements"></p>
<h3>Les derniers signalements</h3>
<table class="signalements"><tr><th>Signalé par</th><th>Quand</th><th>Où</th><th>Description</th></tr>
{rows}</table>
<p class="lien-carte"><a href="/carte/">Voir la carte complète (23 signalements)</a> &middot; <a href="/carte/signaler">Signaler un trou</a></p>
</div>
<div id="reactions">
<h3>6 réactions</h3>
<ul class="liste-reactions">
{comments}</ul>
<div id="reagir"><h3>Réagir</h3><form action="/reagir" method="post"><p><input name="nom"> Nom</p><p><textarea name="texte" rows="5" cols="50"></textarea></p><p><input type="submit" value="Envoyer"></p></form></div>
</div>
</div>
<div id="droite">
<h4>Derniers billets</h4><ul><li><a href="/2011/04/carte-des-nids-de-poule">La carte des nids-de-poule est en ligne</a></li><li><a href="/2011/03/piste-cyclable-gare">Piste cyclable de la gare : enfin ?</a></li></ul>
<h4>Blogs amis</h4><ul><li><a href="http://pedaler-en-ville.example.fr/">Pédaler en ville</a></li><li><a href="http://lorvic-velo.example.fr/">Lorvic à vélo</a></li></ul>
</div>
<div id="bas">Valmorin à vélo &middot; 2011</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#eef4ea;font:13px 'Trebuchet MS',sans-serif}#tout{width:900px;margin:0 auto;background:#fff}#entete{padding:14px 20px;background:#3b7a57;color:#fff}#entete a{color:#fff}
#gauche{float:left;width:640px;padding:10px 20px}#droite{float:right;width:190px;padding:10px;font-size:12px}#bas{clear:both;text-align:center;color:#999;padding:6px}.infos{font-size:11px;color:#888}
.signalements{border-collapse:collapse;font-size:12px}.signalements td,.signalements th{border:1px solid #cfe0c3;padding:3px 5px}.sg-qui{font-weight:bold}.sg-quand{color:#777;white-space:nowrap}
.liste-reactions,.reponses{list-style:none;padding:0}.reponses{margin-left:30px}.reaction{border-top:1px solid #dde8d5;padding:6px 0}.r-auteur{font-size:12px;margin:0}.modif{font-size:10px;color:#999}.r-repondre{font-size:11px;margin:0}
</style>"""
    files = {"/images/carte-nids.svg": svg(480, 300, "#a8c69f", "carte"), **emoticon_files("/smileys/")}
    html = doc(
        "html4t", title="La carte des nids-de-poule est en ligne | Valmorin à vélo", lang="fr", head=css
    )
    return make(
        "fd-fr-mixed-nids",
        "mixed",
        "fr",
        html + body,
        cs,
        path=path,
        container="div#reactions after '6 réactions': ul.liste-reactions, one li.reaction a comment (p.r-auteur strong NAME 'a écrit le DATE'; div.r-texte TEXT in p blocks, a bulleted list, a link; p.modif 'Modifié le DATE' on one; 'Répondre'); answers in ul.reponses inside the parent's li; in the post above, table.signalements: six reports of a crowd-sourced map (tr.signalement: NAME, TIME, PLACE, TEXT), two by commenters",
        heading="6 réactions",
        description="The mixed page: a French city cycling blog of 2011 (invented town): a crowd-sourced pothole map's last six reports as a table in the post (reporter, time, place, short text; two of the reporters also comment) beside a real discussion of 6 comments (4 top-level, 2 answers, the blogger's among them); one comment is 'Bravo.', one a bulleted list and a link with an edited note; emoticons.",
        lookalikes=("table.signalements",),
        files=files,
    )


# --------------------------------------------------------------------------- en: "Your stories", mixed, 2016


def en_stories() -> Case:
    cs = talk("""
Dot Marchbank || 18 Jul 2016, 9:12am || Q:By the end of August I could gut a mackerel faster than my uncle, and he never let me forget that I had cried on the first day. // Jenna's story made me laugh out loud on the bus. I also cried on my first day, though mine was in a bakery and it was the 4am start rather than the fish.
>Jenna Polwhele || 18 Jul 2016, 11:40am || Thank you Dot! The crying apparently runs in the family, my uncle told me last week he did the same in 1979.
Frank O. || 18 Jul 2016, 10:05am || Brilliant.
Sam Treloar || 18 Jul 2016, 1:27pm || My first summer job was at the lido, and I still have the badge. // IMG:lido-badge.svg ; Assistant Pool Attendant, summer 1986. I was fifteen and took it very seriously // What I learned there, in order of usefulness: // OL:How to fold a deckchair without losing a finger | That sun cream runs out at 2pm every single day | How to say no to a man who wants to dive at the shallow end
>Anna Lisk || 18 Jul 2016, 3:02pm || Number three is a life skill. I still use it at work, with a different shallow end. || sig=Anna, Penhallow WI
Kerensa || 19 Jul 2016, 8:50am || Lovely series, please do one on first cars next. There's a thread on the [readers' forum](http://forum.coastlinemagazine.example.co.uk/t/412) already with over fifty of them, some of them very funny.
""")
    stories = (
        (
            "Jenna Polwhele, 34, Porthbray",
            "The fish market, 1998",
            "My uncle had a stall at the fish market and needed someone to scrub the trays. I was fourteen and hated the smell for exactly one week. By the end of August I could gut a mackerel faster than my uncle, and he never let me forget that I had cried on the first day.",
        ),
        (
            "Michael Cardew, 61, St Elwyn",
            "Ice creams on the beach, 1971",
            "I pushed a cart of ice creams along two miles of sand every day for six weeks. I was paid a penny for every cone and ate about a third of the profits.",
        ),
        (
            "Priya Nanjundan, 27, Truvennick",
            "The holiday park reception, 2006",
            "Every Saturday six hundred people arrived at once and all of them wanted the chalet with the sea view. There was only one. I learned to smile and say it had just been taken.",
        ),
    )
    items = "".join(
        f'<div class="your-story"><h3 class="ys-title">{esc(t)}</h3><p class="ys-by">{esc(by)}</p><p class="ys-text">{esc(text)}</p></div>\n'
        for by, t, text in stories
    )
    k = kids(cs)
    fmt = {
        "Q": '<blockquote class="cmt-quote">{}</blockquote>',
        "IMG": '<div class="cmt-photo"><img src="{src}" width="{w}" height="{h}" alt=""><div class="cmt-photo-cap">{cap}</div></div>',
    }

    def one(i: int) -> str:
        c = cs[i]
        sig = f'<div class="cmt-sig">{esc(c.extra["sig"])}</div>' if "sig" in c.extra else ""
        text = body_html(c.raw, emo="/assets/emoji/", img="/uploads/readers/", formats=fmt)
        sub = "".join(one(j) for j in k.get(i, []))
        sub = f'<div class="cmt-children">{sub}</div>' if sub else ""
        return (
            f'<div class="cmt-node" id="c{16400 + i}">\n<div class="cmt-meta"><span class="cmt-name">{esc(c.who)}</span> &middot; <span class="cmt-date">{esc(c.at)}</span></div>\n'
            f'<div class="cmt-body">{text}</div>\n{"<hr class=cmt-rule>" + sig if sig else ""}<div class="cmt-actions"><a href="#reply">Reply</a> &middot; <a href="#c{16400 + i}">Link</a></div>\n{sub}</div>\n'
        )

    comments = "".join(one(i) for i in k[None])
    body = f"""<body>
<header class="site-top"><a href="/" class="mag">Coastline</a><span class="tagline">The magazine of the south-west coast</span>
<nav><a href="/people/">People</a> <a href="/places/">Places</a> <a href="/food/">Food</a> <a href="/your-stories/">Your stories</a></nav></header>
<div class="layout">
<main class="feature">
<p class="series">Your stories &middot; Part 3 of 6</p>
<h1>The summer job I'll never forget</h1>
<p class="intro">We asked readers to tell us about their first summer job. Hundreds of you wrote in; here are three of our favourites. Next week: the summer I learned to sail.</p>
<p class="by">Compiled by the Coastline team &middot; 18 July 2016</p>
<section class="stories">
{items}</section>
<p class="sendin">Tell us your story: <a href="/your-stories/send">send it here</a>. We may edit submissions for length.</p>
<section id="discussion">
<h2>Join the conversation <span class="n">(6)</span></h2>
{comments}<div id="reply"><a href="/login">Sign in to comment</a></div>
</section>
</main>
<aside class="rail"><h3>More Your stories</h3><ul><li><a href="/your-stories/my-first-wave">Part 2: My first wave</a></li><li><a href="/your-stories/the-lighthouse-keeper">Part 1: My grandfather the lighthouse keeper</a></li></ul>
<div class="ad"><img src="/assets/ad-mpu.svg" width="300" height="250" alt="Advertisement"></div></aside>
</div>
<footer class="site-foot">&copy; 2016 Coastline Magazine</footer>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:16px/1.5 Georgia,serif;color:#222}.site-top{padding:14px 24px;background:#0e6e7d;color:#fff}.site-top a{color:#fff;margin-right:14px}.mag{font:bold 30px Georgia,serif}
.layout{max-width:1040px;margin:0 auto;display:flex}.feature{flex:1;padding:12px 24px}.rail{width:320px;padding:12px}.series{color:#0e6e7d;text-transform:uppercase;font-size:12px}
.intro{font-size:18px}.by{font-size:12px;color:#777}.your-story{border-left:4px solid #0e6e7d;padding:4px 12px;margin:14px 0}.ys-by{font-style:italic;color:#555;margin:0}
.cmt-node{border-top:1px solid #e5e5e5;padding:8px 0}.cmt-name{font-weight:bold}.cmt-date{font-size:12px;color:#888}.cmt-quote{border-left:3px solid #ccc;margin:6px 0;padding-left:10px;color:#555}
.cmt-photo-cap{font-size:13px;color:#666}.cmt-rule{width:80px;margin:6px 0;border:0;border-top:1px solid #bbb}.cmt-sig{font-size:12px;color:#888}.cmt-children{margin-left:32px}.cmt-actions{font-size:12px}
.site-foot{text-align:center;color:#888;padding:10px}
</style>"""
    files = {
        "/assets/ad-mpu.svg": svg(300, 250, "#ddd", "Advertisement"),
        **pictures("/uploads/readers/", cs, "#7fb3bd"),
        **emoticon_files("/assets/emoji/"),
    }
    html = doc(
        "html5", title="Your stories: The summer job I'll never forget | Coastline", lang="en", head=css
    )
    return make(
        "fd-en-mixed-stories",
        "mixed",
        "en",
        html + body,
        cs,
        path="/your-stories/the-summer-job-ill-never-forget",
        container="section#discussion after 'Join the conversation (6)': one div.cmt-node a comment (div.cmt-meta span.cmt-name NAME · span.cmt-date DATE; div.cmt-body TEXT: p blocks, a blockquote.cmt-quote quoting a story, a pasted photo div.cmt-photo with its caption, a numbered list, a link; on one an hr.cmt-rule and div.cmt-sig signature; 'Reply · Link'); answers in div.cmt-children inside the parent; above, section.stories: three readers' submitted stories printed by the magazine (h3 TITLE, p.ys-by 'NAME, AGE, TOWN', p.ys-text STORY)",
        heading="Join the conversation (6)",
        description="The mixed page: an English regional magazine's 'Your stories' series of 2016 (invented), part 3: three readers' submissions printed as the article (title, name with age and town, the story) beside a real discussion of 6 comments (4 top-level, 2 answers; a story's writer answers a reader); one comment opens with a blockquote of a story, one pastes a photo with a caption then a numbered list, one is 'Brilliant.', one has a signature under a rule, one a link.",
        lookalikes=("section.stories",),
        files=files,
    )
