"""Blind set DN: four discussions under headings about readers, on an English weekly's own CMS (2013), a German
WordPress-like cycling blog (2011, no times), a French regional site (2012, an "En réponse à" link) and a Dutch
regional paper (2010, no times). Every class name, name, place and text invented for this set; each comment written
by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dn_common import Case, doc, esc, kids, make, paras, slug, talk

# --------------------------------------------------------------------------- England, a weekly's own CMS, 2013

UK_CSS = (
    "body{margin:0;background:#f2f2f2;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}"
    "#hdr{background:#00395d;color:#fff;padding:10px 20px}#hdr .logo{font:bold 30px Georgia,serif}#hdr .date{float:right;font-size:11px}"
    "#nav{background:#005a8c;margin:0;padding:0;list-style:none;overflow:hidden}#nav li{float:left}#nav a{display:block;color:#fff;padding:7px 12px;text-decoration:none}"
    "#page{width:980px;margin:0 auto;background:#fff;overflow:hidden}#story{float:left;width:640px;padding:16px}#rhs{float:right;width:290px;padding:16px 10px}"
    ".byl{color:#666;font-size:12px}.share span{display:inline-block;border:1px solid #ccc;padding:1px 6px;margin-right:4px;font-size:11px}"
    ".rhs-box{border:1px solid #ddd;margin-bottom:14px}.rhs-box h3{margin:0;background:#00395d;color:#fff;font-size:13px;padding:5px 8px}.rhs-box ol,.rhs-box ul{margin:6px 0;padding-left:26px}"
    "#readers{margin-top:24px;border-top:3px solid #00395d}.rc{border-bottom:1px dotted #bbb;padding:8px 0}.rc .rc-meta{font-size:11px;color:#555}"
    ".rc .rc-reply{margin-left:40px;background:#f5f8fa;padding:6px;border-left:3px solid #9cc}.rc-tools{font-size:11px}"
    "#ftr{clear:both;background:#222;color:#aaa;padding:16px;font-size:11px}"
)


def uk_homes() -> Case:
    cs = talk("""
Sue Appleby @ 14/03/2013 at 11:08 :: 240 houses and not one extra GP. We already wait two weeks for an appointment at the Pike Lane surgery. Where are all these people going to go when they're ill?
Bob Kerridge @ 14/03/2013 at 11:40 :: Those fields flood every winter, anyone who has lived here more than five minutes knows that. Good luck getting insurance on the bottom row.
>D. Halstead @ 14/03/2013 at 12:15 :: Bob, the report says the drainage scheme includes two balancing ponds. Whether they work is another question, but it's not like nobody thought about it. // The bigger issue for me is the junction with the A614, it's a nightmare at 8am already.
>>Bob Kerridge @ 14/03/2013 at 12:31 :: Balancing ponds. Right. They said the same at Moor End and my brother-in-law had 6 inches in his kitchen in 2007.
youngmumhaverleigh @ 14/03/2013 at 13:02 :: Honestly some of us actually need somewhere to live!! I'm 29, work full time and still at my mums because there is nothing under 200k in this town. 30% affordable is better than nothing
Gerald Tinsley @ 14/03/2013 at 16:47 :: Councillor Marsh voted for this having told residents at the parish meeting in January he would "fight it all the way". I'll remember that in May.
""")
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        sub = "".join(f'<div class="rc-reply">{item(j)}</div>' for j in k.get(i, []))
        return (
            f'<div class="rc-body" id="rc{30811 + i}"><p class="rc-meta"><strong>{esc(c.who)}</strong> wrote on {esc(c.at)}:</p>'
            f"{paras(c.body)}"
            f'<p class="rc-tools"><a href="#rc-form">Reply</a> | <a href="/report/{30811 + i}" rel="nofollow">Report this post</a></p>{sub}</div>'
        )

    thread = "".join(f'<div class="rc">{item(i)}</div>' for i in k[None])
    body = (
        '<div id="hdr"><span class="date">Thursday 14 March 2013 | Haverleigh 8&deg;C</span><div class="logo">Haverleigh Advertiser</div>'
        "<div>Serving Haverleigh, Crossby and the Idle Valley since 1871</div></div>"
        '<ul id="nav"><li><a href="/">Home</a></li><li><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li>'
        '<li><a href="/whats-on/">What\'s On</a></li><li><a href="/your-say/">Your Say</a></li><li><a href="/jobs/">Jobs</a></li>'
        '<li><a href="/property/">Property</a></li><li><a href="/motors/">Motors</a></li><li><a href="/announcements/">Announcements</a></li></ul>'
        '<div id="page"><div id="story"><p class="crumb"><a href="/">Home</a> &gt; <a href="/news/">News</a> &gt; Local</p>'
        "<h1>Plans for 240 homes on Pike Lane fields approved</h1>"
        '<p class="byl">By Karen Wilde, Local Democracy Reporter<br />Thursday, March 14, 2013, 09:30</p>'
        '<div class="share"><span>Facebook 58</span><span>Tweet 21</span><span>Email</span><span>Print</span></div>'
        '<img src="/_avatar/pike-lane.svg" width="600" height="320" alt="Pike Lane fields" /><p class="cap">The fields off Pike Lane, looking towards Crossby</p>'
        "<p>Plans to build 240 homes on farmland at Pike Lane have been approved by councillors, despite more than 400 letters of objection.</p>"
        "<p>The district council's planning committee voted six to three in favour of the scheme by Ashgrove Homes at a meeting on Wednesday evening.</p>"
        "<p>Thirty per cent of the homes will be offered as affordable housing, and the developer will contribute &pound;410,000 towards school places at Crossby Primary.</p>"
        "<p>Objectors raised concerns over flooding, traffic on the A614 and pressure on the town's doctors' surgery. A drainage scheme with two balancing ponds forms part of the plans.</p>"
        "<p>Committee chairman Cllr Peter Dunmore said: &ldquo;Nobody takes a decision like this lightly, but the town needs homes its young people can afford.&rdquo;</p>"
        "<p>Work is expected to start in the autumn.</p>"
        '<p class="tags">Tags: <a href="/tag/planning">planning</a>, <a href="/tag/pike-lane">Pike Lane</a>, <a href="/tag/housing">housing</a></p>'
        '<div id="readers"><h2>Readers\' comments (6)</h2>'
        '<p class="rc-note">Comments are the views of their authors, not of the Haverleigh Advertiser. <a href="/house-rules">House rules</a></p>'
        f"{thread}"
        '<div id="rc-form"><h3>Have your say</h3><p>You must be <a href="/login">logged in</a> to post a comment. Not registered? <a href="/register">Sign up here</a>.</p></div></div>'
        "</div>"
        '<div id="rhs"><div class="rhs-box"><h3>Most Read</h3><ol>'
        '<li><a href="/news/1">Man arrested after Crossby garage fire</a></li><li><a href="/news/2">Plans for 240 homes on Pike Lane fields approved</a></li>'
        '<li><a href="/news/3">Idle Valley Railway reopens after winter repairs</a></li><li><a href="/news/4">Market traders angry at parking charges</a></li></ol></div>'
        '<div class="rhs-box"><h3>Most Commented</h3><ol>'
        '<li><a href="/news/4">Market traders angry at parking charges</a> (41)</li><li><a href="/news/5">Town councillor quits over allowances row</a> (29)</li>'
        '<li><a href="/news/6">Bin collections to go fortnightly</a> (22)</li></ol></div>'
        '<div class="rhs-box"><h3>Your Pictures</h3><p><img src="/_avatar/yp1.svg" width="80" height="60" alt="" /> '
        '<img src="/_avatar/yp2.svg" width="80" height="60" alt="" /></p><p><a href="/your-pictures/">Send us your photos</a></p></div>'
        '<div class="rhs-box"><h3>Jobs</h3><ul><li>Care Assistant - Haverleigh</li><li>HGV Class 1 Driver - Crossby</li><li>Part-time Bookkeeper</li></ul></div>'
        "</div></div>"
        '<div id="ftr">&copy; Copyright 2001-2013 Idle Valley Newspapers Ltd. A member of the Independent Press Standards network. '
        '<a href="/contact">Contact us</a> | <a href="/advertise">Advertise</a> | <a href="/privacy">Privacy</a></div>'
    )
    html = doc(
        "Plans for 240 homes on Pike Lane fields approved | Haverleigh Advertiser",
        "en-GB",
        UK_CSS,
        body,
        head='<meta name="description" content="Plans to build 240 homes on farmland at Pike Lane have been approved." />',
    )
    return make(
        "dn-uk-advertiser-readers",
        "discussion",
        "en",
        html,
        cs,
        path="/news/10233418.plans-for-240-homes-on-pike-lane-fields-approved/",
        container="div#readers: h2 \"Readers' comments (6)\", div.rc > div.rc-body (p.rc-meta 'NAME wrote on DATE:', paragraphs, tools), answers in div.rc-reply inside their parent",
        heading="Readers' comments (6)",
        description="An English weekly's own CMS of 2013, a planning story: 6 readers' comments with times, one answer two deep (nested div.rc-reply); sidebar most read, most commented with counts, 'Your Pictures', jobs.",
    )


# --------------------------------------------------------------------------- Germany, a cycling blog, 2011, no times

DE_CSS = (
    "body{background:#dfe6d8;font:14px/1.6 'Trebuchet MS',Verdana,sans-serif;color:#333;margin:0}#wrap{width:920px;margin:20px auto;background:#fff;border:1px solid #bbb}"
    "#kopf{height:120px;background:#4a7a3a url(/_avatar/kopf.svg) no-repeat;color:#fff;padding:20px}#kopf h1{margin:0;font-size:32px}#kopf a{color:#fff;text-decoration:none}"
    "#menue{background:#2f4f24;padding:6px 20px}#menue a{color:#e6f0e0;margin-right:16px}#inhalt{float:left;width:600px;padding:20px}#seite{float:right;width:240px;padding:20px 16px 20px 0;font-size:12px}"
    ".eintrag-meta{color:#888;font-size:12px}ol.reaktionen{list-style:none;padding:0}ol.reaktionen li.r{border-top:1px solid #e2e2e2;padding:10px 0}"
    "ol.reaktionen ul.antworten{list-style:none;margin-left:30px;padding:0}.r .name{font-weight:bold}.r.autor{background:#f2f7ee}"
    ".widgettitle{font-size:13px;border-bottom:1px solid #4a7a3a;color:#2f4f24}#fuss{clear:both;background:#2f4f24;color:#cfd9c8;padding:12px 20px;font-size:11px}"
)


def de_radweg() -> Case:
    cs = talk("""
Jürgen aus Lindach @ :: Bin heute morgen gleich mal zur Arbeit drüber gefahren. Der Belag ist super, aber an der Einmündung Mühlweg steht das Schild so blöd, dass man den Querverkehr nicht sieht. Bitte mal an die Gemeinde melden, das gibt sonst Unfälle!
>Michi @ :: Danke Jürgen, ich hab's gleich ans Bauamt gemailt und ein Foto angehängt. Mal sehen wie schnell die reagieren. Ich schreib hier wenn's was neues gibt.
Sabine K. @ :: Endlich!!! 6 Jahre hat das gedauert. Meine Tochter kann jetzt mit dem Rad zur Realschule statt mit dem überfüllten Bus. Schade nur, dass die Beleuchtung fehlt, im Winter wird das um 7 Uhr stockdunkel sein.
Radler_71 @ :: Schön und gut, aber 1,2 Mio für 3,4 Kilometer? Und zwischen Oberhofen und Lindach hört er einfach im Acker auf. Typisch Stückwerk.
""")
    k = kids(cs)

    def li(i: int) -> str:
        c = cs[i]
        author = c.who == "Michi"
        sub = ""
        if k.get(i):
            sub = '<ul class="antworten">' + "".join(li(j) for j in k[i]) + "</ul>"
        return (
            f'<li class="r{" autor" if author else ""}" id="r-{412 + i}"><div class="r-kopf"><img src="/_avatar/g-{slug(c.who)}.svg" width="32" height="32" alt="" /> '
            f'<span class="name">{esc(c.who)}</span> sagt:</div><div class="r-text">{paras(c.body)}</div>'
            f'<div class="r-link"><a class="antwort-link" href="?replytoreak={412 + i}#antworten">Antworten</a></div>{sub}</li>'
        )

    thread = "".join(li(i) for i in k[None])
    body = (
        '<div id="wrap"><div id="kopf"><h1><a href="/">Rückenwind Schönbachtal</a></h1><p>Radfahren zwischen Oberhofen, Lindach und dem Rest der Welt</p></div>'
        '<div id="menue"><a href="/">Startseite</a><a href="/touren/">Touren</a><a href="/radwege/">Radwege</a><a href="/technik/">Technik</a><a href="/ueber-mich/">Über mich</a><a href="/impressum/">Impressum</a></div>'
        '<div id="inhalt"><div class="eintrag" id="post-388"><h2 class="eintrag-titel">Radweg an der L 1142 endlich freigegeben</h2>'
        '<p class="eintrag-meta">Veröffentlicht am 19. September 2011 von Michi in <a href="/radwege/">Radwege</a></p>'
        '<div class="eintrag-text"><p>Es ist vollbracht: Seit Freitag ist der neue Radweg entlang der L 1142 zwischen Lindach und dem Gewerbegebiet Schönbach offiziell freigegeben. '
        "Bürgermeister Kessler hat das Band durchgeschnitten, es gab Brezeln und einen Posaunenchor, und etwa 60 Radler waren bei der ersten Fahrt dabei.</p>"
        '<p><img src="/_avatar/radweg.svg" width="560" height="300" alt="Der neue Radweg bei Lindach" /></p>'
        "<p>Die Strecke ist 3,4 Kilometer lang, durchgehend asphaltiert und 2,50 Meter breit. Gekostet hat das Ganze rund 1,2 Millionen Euro, "
        "davon hat das Land 70 Prozent übernommen.</p><p>Ich bin die Strecke am Sonntag zweimal abgefahren. Mein Eindruck: sehr ordentlich gemacht, "
        "die Querungen sind gut markiert. Was noch fehlt, ist das Stück bis Oberhofen – da endet der Weg derzeit an einem Feldweg. "
        "Laut Landratsamt soll der Lückenschluss 2013 kommen.</p></div>"
        '<p class="eintrag-fuss">Tags: <a href="/tag/l1142/">L 1142</a>, <a href="/tag/lindach/">Lindach</a> | '
        '<a href="#">Gefällt mir (34)</a> | <a href="#">Twittern (7)</a></p></div>'
        '<div id="reaktionen"><h3 id="reaktionen-titel">4 Reaktionen auf &#8222;Radweg an der L 1142 endlich freigegeben&#8220;</h3>'
        f'<ol class="reaktionen">{thread}</ol>'
        '<div id="antworten"><h3>Schreibe eine Antwort</h3><form action="/wp-post.php" method="post"><p><input type="text" name="author" /> Name (erforderlich)</p>'
        '<p><input type="text" name="email" /> E-Mail (wird nicht veröffentlicht)</p><p><textarea name="text" cols="50" rows="6"></textarea></p>'
        '<p><input type="submit" value="Antwort abschicken" /></p></form></div></div>'
        '<div class="navigation"><a href="/2011/09/herbsttour-zum-kloster/">&laquo; Herbsttour zum Kloster Maulbach</a> | '
        '<a href="/2011/09/schlauch-flicken/">Schlauch flicken in 5 Minuten &raquo;</a></div></div>'
        '<div id="seite"><ul class="leiste"><li><h2 class="widgettitle">Suche</h2><form action="/"><input type="text" name="s" /></form></li>'
        '<li><h2 class="widgettitle">Neueste Artikel</h2><ul><li><a href="#">Radweg an der L 1142 endlich freigegeben</a></li>'
        '<li><a href="#">Herbsttour zum Kloster Maulbach</a></li><li><a href="#">Schlauch flicken in 5 Minuten</a></li><li><a href="#">Mein neues Rücklicht im Test</a></li></ul></li>'
        '<li><h2 class="widgettitle">Meistgelesen</h2><ul><li><a href="#">Die schönsten Touren im Schönbachtal</a> (2.311)</li>'
        '<li><a href="#">Kettenpflege für Faule</a> (1.804)</li><li><a href="#">Mit Kind und Anhänger zum Badesee</a> (977)</li></ul></li>'
        '<li><h2 class="widgettitle">Archiv</h2><ul><li><a href="#">September 2011</a> (5)</li><li><a href="#">August 2011</a> (8)</li><li><a href="#">Juli 2011</a> (6)</li></ul></li>'
        '<li><h2 class="widgettitle">Blogroll</h2><ul><li><a href="#">ADFC Kreisverband</a></li><li><a href="#">Velo-Tagebuch</a></li><li><a href="#">Schotterpiste.de</a></li></ul></li>'
        "</ul></div>"
        '<div id="fuss">&copy; 2011 Rückenwind Schönbachtal · Betrieben mit WordPress · Theme: Feldweg 1.2</div></div>'
    )
    html = doc("Radweg an der L 1142 endlich freigegeben | Rückenwind Schönbachtal", "de-DE", DE_CSS, body)
    return make(
        "dn-de-rueckenwind-reaktionen",
        "discussion",
        "de",
        html,
        cs,
        path="/2011/09/radweg-l1142-freigegeben/",
        container="div#reaktionen: h3 '4 Reaktionen auf „…“', ol.reaktionen > li.r (name 'sagt:', div.r-text), the blogger's answer in ul.antworten",
        heading="4 Reaktionen auf „Radweg an der L 1142 endlich freigegeben“",
        description="A German WordPress-like cycling blog of 2011: 4 reactions without any time or date on them, the blogger's answer nested; no 'comment' in the markup or the heading; most read with counts, archive, blogroll.",
    )


# --------------------------------------------------------------------------- France, a regional site, 2012

FR_CSS = (
    "body{margin:0;font:13px/1.45 Verdana,Geneva,sans-serif;background:#fff;color:#111}#bandeau{border-bottom:4px solid #c8102e;padding:8px 16px;overflow:hidden}"
    "#bandeau .titre{font:bold 34px 'Times New Roman',serif;color:#c8102e}#bandeau .edition{float:right;font-size:11px;color:#666}"
    "#rubriques{background:#333;padding:0 16px}#rubriques a{color:#fff;display:inline-block;padding:6px 10px;font-size:12px}"
    "#corps{width:990px;margin:10px auto;overflow:hidden}#art{float:left;width:660px}#col{float:right;width:300px}"
    ".chapo{font-weight:bold;font-size:15px}.signature{color:#666;font-size:11px}.partage a{margin-right:8px;font-size:11px}"
    "#reactions h3{background:#c8102e;color:#fff;padding:5px 8px;font-size:14px}.reac{border-bottom:1px solid #ddd;padding:8px 4px}"
    ".reac .pseudo{font-weight:bold;color:#c8102e}.reac .le{color:#888;font-size:11px}.reac .rep-a{font-size:11px;color:#555;font-style:italic}"
    ".bloc{border:1px solid #ccc;margin-bottom:12px}.bloc h4{margin:0;padding:4px 8px;background:#eee;font-size:12px;text-transform:uppercase}"
    "#pied{clear:both;border-top:1px solid #ccc;color:#777;font-size:11px;padding:12px 16px}"
)


def fr_festival() -> Case:
    cs = talk("""
Mireille26 @ Le 03/07/2012 à 08h47 :: Quelle tristesse. 22 ans que je viens au festival avec mes enfants puis mes petits-enfants. On trouve toujours de l'argent pour les ronds-points mais jamais pour la culture.
Pascal B. @ Le 03/07/2012 à 09h15 :: Il faut quand même rappeler que la dernière édition a perdu 85 000 euros. Ce n'est pas aux contribuables de combler le trou chaque année, l'association doit revoir son modèle.
Mireille26 @ Le 03/07/2012 à 09h52 ^1 :: Le trou c'est parce qu'il a plu trois jours sur quatre l'an dernier, ce n'est pas de la mauvaise gestion ! Et les retombées pour les commerçants et les campings, vous les comptez ?
lecampeur @ Le 03/07/2012 à 10h30 :: Je tiens le camping des Peupliers à Saint-Ours : le week-end du festival c'est 30% de notre chiffre de juillet. Personne ne nous a demandé notre avis.
Un bénévole @ Le 03/07/2012 à 12h04 :: Pour info les bénévoles ont appris la nouvelle par la presse, comme tout le monde. On était 140 l'an dernier. Ça fait mal au cœur. // Une réunion est prévue samedi 7 juillet à 18h à la salle des fêtes pour ceux qui veulent sauver l'édition 2013.
J-L Vernet @ Le 03/07/2012 à 14h21 ^4 :: Merci pour l'info, j'y serai. Il faudrait aussi lancer une souscription en ligne, d'autres festivals l'ont fait avec succès.
""")
    items = []
    for i, c in enumerate(cs):
        rep = ""
        if c.linked:
            p = cs[c.parent or 0]
            rep = (
                f'<p class="rep-a">En réponse à <a href="#reac-{5120 + (c.parent or 0)}">{esc(p.who)}</a></p>'
            )
        items.append(
            f'<div class="reac" id="reac-{5120 + i}"><p><span class="pseudo">{esc(c.who)}</span> <span class="le">{esc(c.at)}</span></p>'
            f'{rep}<div class="reac-txt">{paras(c.body)}</div>'
            f'<p class="reac-actions"><a href="#reagir" class="repondre">Répondre</a> · <a href="/signaler/{5120 + i}">Signaler un abus</a></p></div>'
        )
    body = (
        '<div id="bandeau"><span class="edition">Édition du mardi 3 juillet 2012 · <a href="/abonnement/">S\'abonner</a></span>'
        '<div class="titre">La Gazette du Val-d\'Auzon</div></div>'
        '<div id="rubriques"><a href="/">Accueil</a><a href="/actualite/">Actualité</a><a href="/communes/">Communes</a><a href="/sports/">Sports</a>'
        '<a href="/loisirs/">Loisirs</a><a href="/culture/">Culture</a><a href="/annonces/">Petites annonces</a><a href="/necrologie/">Avis de décès</a></div>'
        '<div id="corps"><div id="art"><p class="fil"><a href="/">Accueil</a> &gt; <a href="/culture/">Culture</a> &gt; Saint-Ours</p>'
        "<h1>Saint-Ours : le festival Auzon en Fête n'aura pas lieu cette année</h1>"
        '<p class="signature">Publié le 02/07/2012 à 18h30 | Mis à jour le 02/07/2012 à 21h05 | Par Claire Deschamps</p>'
        '<p class="partage"><a href="#">Facebook (112)</a><a href="#">Twitter (18)</a><a href="#">Envoyer</a><a href="#">Imprimer</a></p>'
        "<p class=\"chapo\">Faute de subventions suffisantes, l'association organisatrice renonce à l'édition 2012 du festival, qui attirait chaque été près de 9 000 spectateurs.</p>"
        "<p>La nouvelle est tombée lundi en fin d'après-midi. Dans un communiqué, l'association Auzon en Fête annonce qu'elle « ne peut engager les dépenses d'une nouvelle édition sans garantie financière ».</p>"
        "<p>La communauté de communes a réduit sa subvention de 40 000 à 15 000 euros, et le conseil général n'a pas encore voté la sienne. L'édition 2011, fortement perturbée par la pluie, s'était soldée par un déficit de 85 000 euros.</p>"
        "<p>« Nous ne voulons pas mettre l'association en faillite », explique sa présidente, Odile Ferrand, qui espère une reprise en 2013.</p>"
        '<div id="reactions"><h3>Vos réactions (6)</h3>'
        f"{''.join(items)}"
        '<div id="reagir"><h4>Réagir à cet article</h4><p>Pseudo : <input type="text" name="pseudo" /></p><p><textarea name="texte" rows="5" cols="60"></textarea></p>'
        '<p><input type="submit" value="Envoyer" /> <small>Votre réaction sera publiée après validation par la rédaction.</small></p></div></div>'
        '<div class="bloc"><h4>Sur le même sujet</h4><ul><li><a href="#">Auzon en Fête : un bilan 2011 dans le rouge</a></li><li><a href="#">Culture : la communauté de communes serre les cordons</a></li></ul></div>'
        "</div>"
        '<div id="col"><div class="bloc"><h4>Les plus lus</h4><ol><li><a href="#">Accident mortel sur la D 538</a></li><li><a href="#">Saint-Ours : le festival n\'aura pas lieu</a></li><li><a href="#">Tour de France : les horaires de passage</a></li></ol></div>'
        '<div class="bloc"><h4>Les plus commentés</h4><ol><li><a href="#">Stationnement payant en centre-ville</a> (47 réactions)</li><li><a href="#">Saint-Ours : le festival n\'aura pas lieu</a> (6 réactions)</li></ol></div>'
        '<div class="bloc"><h4>Sondage</h4><p>Les collectivités doivent-elles financer les festivals ?</p><p>Oui : 61 % · Non : 39 % <br /><small>1 204 votants</small></p></div>'
        '<div class="bloc"><h4>Météo</h4><p>Saint-Ours : 24° ensoleillé</p></div>'
        '<div class="bloc"><h4>Annonces</h4><ul><li>Vends vélo enfant 20 pouces, 40 €</li><li>Cherche garde d\'enfants, Crest-sur-Auzon</li></ul></div></div></div>'
        '<div id="pied">© La Gazette du Val-d\'Auzon 2012 · <a href="#">Mentions légales</a> · <a href="#">Charte des réactions</a> · <a href="#">Contact</a></div>'
    )
    html = doc(
        "Saint-Ours : le festival Auzon en Fête n'aura pas lieu cette année - La Gazette du Val-d'Auzon",
        "fr",
        FR_CSS,
        body,
    )
    return make(
        "dn-fr-gazette-reactions",
        "discussion",
        "fr",
        html,
        cs,
        path="/culture/2012/07/02/saint-ours-le-festival-n-aura-pas-lieu.html",
        container="div#reactions: h3 'Vos réactions (6)', div.reac (span.pseudo, span.le, div.reac-txt) flat; two answers say 'En réponse à NAME' with a link to the answered reaction",
        heading="Vos réactions (6)",
        description="A French regional site of 2012: 6 readers' reactions in a flat list with times, two of them answers linked by 'En réponse à NAME'; most read, most commented with counts, a poll with results, small ads.",
    )


# --------------------------------------------------------------------------- Netherlands, a regional paper, 2010, no times

NL_CSS = (
    "body{margin:0;font:12px/1.5 Tahoma,Arial,sans-serif;background:#e8e8e8;color:#222}#container{width:970px;margin:0 auto;background:#fff}"
    "#top{background:#f7a600;padding:12px 18px}#top .naam{font:bold 30px Arial;color:#003366}#top .sub{color:#003366}"
    "#hoofdmenu{background:#003366;padding:5px 18px}#hoofdmenu a{color:#fff;margin-right:14px;font-weight:bold}"
    "#links{float:left;width:640px;padding:16px}#rechts{float:right;width:270px;padding:16px 14px 16px 0}"
    ".datum{color:#888}.intro{font-weight:bold}.kader{border:1px solid #ccc;margin-bottom:12px;padding:8px}.kader h3{margin:0 0 6px;color:#003366;font-size:13px}"
    "#lezers h2{color:#003366;border-bottom:2px solid #f7a600}table.reactie{width:100%;border-bottom:1px solid #ddd;margin-bottom:6px}"
    "table.reactie td.wie{width:140px;vertical-align:top;font-weight:bold;color:#003366}table.reactie td.wat{vertical-align:top}"
    "#voet{clear:both;background:#003366;color:#ccd;padding:12px 18px;font-size:11px}"
)


def nl_kermis() -> Case:
    cs = talk("""
Henk Mulder @ :: Altijd hetzelfde met die kermis. Eén week herrie tot 1 uur 's nachts en daarna ligt het hele plein vol glas. Ik ben blij dat het college eindelijk ingrijpt.
Anouk @ :: Jammer hoor. Voor de jeugd in Veldhoven-Oost is er verder helemaal niks te doen en nu gaat ook de kermis naar het industrieterrein waar je 's avonds niet alleen naartoe wil fietsen.
W. van Dijk @ :: Wie gaat dat bezoeken op het Bedrijvenpark? Niemand. Over twee jaar is de kermis helemaal weg, let maar op. De horeca aan de Markt zal het ook merken.
Gerrit Bosch @ :: Ik woon er pal naast en heb er nooit last van gehad, eerlijk gezegd. Het is één week per jaar, mensen!
Fam. Oosterhuis @ :: Misschien een idee om de kermis gewoon om 23.00 uur te laten sluiten ipv te verplaatsen? Dan is iedereen tevreden.
""")
    rows = "".join(
        f'<table class="reactie" cellspacing="0" cellpadding="4"><tr><td class="wie">{esc(c.who)}</td>'
        f'<td class="wat">{paras(c.body, br=True)}</td></tr></table>'
        for c in cs
    )
    body = (
        '<div id="container"><div id="top"><div class="naam">Oostervecht Dagblad</div><div class="sub">Nieuws uit Veldhoven, Ommerloo en omstreken</div></div>'
        '<div id="hoofdmenu"><a href="/">Home</a><a href="/regio/">Regio</a><a href="/sport/">Sport</a><a href="/uitgaan/">Uitgaan</a>'
        '<a href="/112/">112</a><a href="/familieberichten/">Familieberichten</a><a href="/abonneren/">Abonneren</a></div>'
        '<div id="links"><p class="pad"><a href="/">Home</a> » <a href="/regio/">Regio</a> » Veldhoven</p>'
        "<h1>Kermis verhuist van de Markt naar Bedrijvenpark Noord</h1>"
        '<p class="datum">Veldhoven - dinsdag 13 april 2010, 16:45 | Door: Ria Hoekstra</p>'
        '<p class="delen"><a href="#">Hyves (14)</a> · <a href="#">Twitter (6)</a> · <a href="#">Mail dit artikel</a></p>'
        '<p class="intro">De jaarlijkse septemberkermis in Veldhoven staat dit jaar niet meer op de Markt. Het college heeft besloten de attracties naar het parkeerterrein van Bedrijvenpark Noord te verplaatsen.</p>'
        "<p>Volgens wethouder Jan Kuipers (CDA) zijn er de afgelopen jaren steeds meer klachten binnengekomen over geluidsoverlast en vernielingen in het centrum. "
        '"We hebben met de kermisexploitanten gesproken en zij kunnen met deze oplossing leven", aldus Kuipers.</p>'
        '<p>De Ondernemersvereniging Centrum Veldhoven is minder blij. Voorzitter Tineke Wolters vreest omzetverlies voor de cafés aan de Markt. "De kermis trekt duizenden mensen naar het centrum. Dat valt nu weg."</p>'
        "<p>De kermis vindt dit jaar plaats van 10 tot en met 15 september.</p>"
        '<div id="lezers"><h2>Reacties van lezers (5)</h2>'
        f"{rows}"
        '<div class="kader"><h3>Reageer op dit artikel</h3><p>Naam: <input type="text" /> Woonplaats: <input type="text" /></p><p><textarea rows="4" cols="60"></textarea></p>'
        '<p><input type="submit" value="Plaats reactie" /> <small>Reacties worden door de redactie beoordeeld voor plaatsing.</small></p></div></div></div>'
        '<div id="rechts"><div class="kader"><h3>Meest gelezen</h3><ol><li><a href="#">Brand in schuur aan de Hoge Esweg</a></li><li><a href="#">Kermis verhuist naar Bedrijvenpark</a></li><li><a href="#">SV Ommerloo kampioen</a></li></ol></div>'
        '<div class="kader"><h3>Meeste reacties</h3><ol><li><a href="#">Blauwe zone in centrum uitgebreid</a> (38)</li><li><a href="#">Zwembad De Vennen dicht in 2011?</a> (24)</li><li><a href="#">Kermis verhuist naar Bedrijvenpark</a> (5)</li></ol></div>'
        '<div class="kader"><h3>Het weer</h3><p>Vandaag 14°, wisselend bewolkt</p></div>'
        '<div class="kader"><h3>Agenda</h3><ul><li>17 april: Rommelmarkt Ommerloo</li><li>24 april: Koningsnacht De Harmonie</li></ul></div></div>'
        '<div id="voet">© 2010 Oostervecht Dagblad BV · <a href="#">Colofon</a> · <a href="#">Adverteren</a> · <a href="#">Privacy</a></div></div>'
    )
    html = doc(
        "Kermis verhuist van de Markt naar Bedrijvenpark Noord - Oostervecht Dagblad", "nl", NL_CSS, body
    )
    return make(
        "dn-nl-oostervecht-lezers",
        "discussion",
        "nl",
        html,
        cs,
        path="/regio/veldhoven/kermis-verhuist-naar-bedrijvenpark-noord-1.2210477.html",
        container="div#lezers: h2 'Reacties van lezers (5)', one table.reactie per entry (td.wie the name, td.wat the text); no time",
        heading="Reacties van lezers (5)",
        description="A Dutch regional paper of 2010: 5 readers' reactions, one layout table each, the name beside the text, no time or date on any, flat; most read, most reactions with counts, weather, agenda.",
    )


def threads_dn() -> list[Case]:
    return [uk_homes(), de_radweg(), fr_festival(), nl_kermis()]
