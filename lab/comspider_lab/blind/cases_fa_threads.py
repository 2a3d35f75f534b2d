"""Blind set fa: four discussions under pages that are not news stories: a French recipe blog of 2011 (ingredients,
numbered steps, a star-rating box, the blogger's answers nested under her readers), a German photo community's
single photo page of 2010 (an EXIF table, "Weitere Fotos von", "Favorit bei", a flat list with "@NAME" answers), a
Spanish music podcast's episode page of 2012 (the episode list with dates and hosts, show notes with times, listeners'
comments nested two deep) and a Polish programming blog's tutorial of 2013 (code blocks, the article's change log
with authors and dates, comments with code in them). Every site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_fa_common import Case, esc, kids, make, paras, svg, talk

FOTOGRAF = ' <span class="fotograf">(Fotograf)</span>'
ACTUAL = ' class="actual"'
KOD = 'pre class="kod"'

# --------------------------------------------------------------------------- fr: a recipe blog, 2011


def fr_recette() -> Case:
    cs = talk("""
Sophie de Nancy || 14 septembre 2011 à 19 h 02 || Elle a l'air divine ! Chez nous on met un peu de sucre vanillé sur les quetsches avant d'enfourner, et on ne pique pas la pâte. Je teste ta version ce week-end, j'ai un plein panier qui attend.
>Odile || 14 septembre 2011 à 21 h 15 || Merci Sophie ! Le sucre vanillé, je l'ajoute parfois aussi. Pour la pâte, je la pique parce que sinon elle gonfle : mon vieux four chauffe beaucoup trop par le bas.
Marie-Claude || 15 septembre 2011 à 8 h 47 || Recette faite hier soir pour l'anniversaire de mon mari, il en a repris deux fois. Par contre avec 120 g de sucre c'était un peu trop sucré pour nous, la prochaine fois je mettrai 90 g.
Tonton Gégé || 15 septembre 2011 à 12 h 30 || Dans ma Lorraine natale on disait « une tarte aux quetsches sans crème, c'est du pain » ! Une bonne cuillère de crème fraîche à côté et c'est parfait.
>Odile || 15 septembre 2011 à 13 h 02 || Je ne connaissais pas ce dicton, je le garde ! :)
Julie || 16 septembre 2011 à 17 h 55 || Est-ce qu'on peut utiliser des quetsches surgelées ? Ici la saison est déjà finie au marché.
>Odile || 16 septembre 2011 à 20 h 41 || Oui Julie, sans les décongeler, sinon elles rendent trop de jus. Saupoudre le fond de tarte de deux cuillères de semoule fine, elle absorbe le jus. // Et compte 10 minutes de cuisson en plus.
>>Julie || 17 septembre 2011 à 9 h 10 || Merci pour l'astuce de la semoule ! Je te dirai ce que ça donne.
Les gourmandises d'Anaïs || 18 septembre 2011 à 22 h 04 || Très belle tarte, et tes photos donnent faim. Je t'ajoute à mes liens si ça ne te dérange pas ! Mon blog : [les gourmandises d'Anaïs](http://gourmandises-anais.example.fr/)
""")
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        who = (
            '<a href="http://gourmandises-anais.example.fr/" rel="external nofollow">' + esc(c.who) + "</a>"
            if c.who.startswith("Les gourmandises")
            else esc(c.who)
        )
        mine = " de-odile" if c.who == "Odile" else ""
        sub = "".join(item(j) for j in k.get(i, []))
        sub = f'\n<ul class="reponses">\n{sub}</ul>' if sub else ""
        return (
            f'<li class="com{mine}" id="com-{4410 + i}">\n<div class="com-tete"><img src="/images/avatar-{"odile" if mine else "anonyme"}.png.svg" width="40" height="40" alt="">'
            f'<span class="com-nom">{who}</span> <span class="com-date">le {esc(c.at)}</span></div>\n'
            f'<div class="com-texte">{paras(c.raw)}</div>\n'
            f'<a class="repondre" href="?repondre={4410 + i}#formulaire">Répondre</a>{sub}\n</li>\n'
        )

    comments = "".join(item(i) for i in k[None])
    path = "/2011/09/tarte-aux-quetsches-de-ma-grand-mere.html"
    html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="fr" xml:lang="fr">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>Tarte aux quetsches de ma grand-mère | Le Fourneau d'Odile</title>
<style type="text/css">
body{{margin:0;background:#f6efe3 url(/images/fond-vichy.svg);font:14px/1.6 Georgia,serif;color:#3b2a1a}}
#page{{width:940px;margin:0 auto;background:#fffdf8;box-shadow:0 0 8px #c9b79c}}
#entete{{height:150px;background:url(/images/entete.svg) no-repeat}}#entete a{{display:block;height:150px;text-indent:-9999px}}
#menu{{background:#8c2f39;padding:0 20px}}#menu a{{color:#fff;display:inline-block;padding:8px 10px;text-decoration:none}}
#contenu{{float:left;width:600px;padding:20px 30px}}#barre{{float:right;width:250px;padding:20px 20px 0 0;font-size:13px}}
h1{{color:#8c2f39;font-weight:normal;font-size:28px;margin:0 0 4px}}.billet-date{{color:#9a8466;font-style:italic}}
.fiche{{background:#fbf3e4;border:1px dashed #c9a46c;padding:10px 16px;margin:16px 0}}.fiche h3{{margin:4px 0;color:#8c2f39}}
.fiche ul{{columns:2}}ol.etapes li{{margin-bottom:6px}}
.notation{{border:1px solid #e2cfae;padding:8px;text-align:center;margin:16px 0}}.etoiles{{color:#e0a800;font-size:22px;letter-spacing:2px}}
#commentaires h3{{color:#8c2f39;border-bottom:1px solid #e2cfae}}ol.liste-com,ul.reponses{{list-style:none;padding:0}}
li.com{{border-bottom:1px dotted #d8c4a0;padding:8px 0}}ul.reponses{{margin-left:50px}}li.de-odile{{background:#fbf3e4}}
.com-tete img{{float:left;margin-right:8px}}.com-nom{{font-weight:bold}}.com-date{{color:#9a8466;font-size:12px}}
.com-texte{{margin-left:48px}}a.repondre{{font-size:11px;margin-left:48px;color:#8c2f39}}
.bloc{{margin-bottom:20px}}.bloc h4{{background:#8c2f39;color:#fff;padding:4px 8px;margin:0 0 6px;font-weight:normal}}
.bloc ul{{padding-left:16px}}.petit{{color:#9a8466;font-size:11px}}#pied{{clear:both;text-align:center;font-size:11px;padding:14px;color:#9a8466}}
</style>
</head>
<body>
<div id="page">
<div id="entete"><a href="/">Le Fourneau d'Odile – recettes de famille et cuisine de saison</a></div>
<div id="menu"><a href="/">Accueil</a><a href="/categorie/desserts/">Desserts</a><a href="/categorie/plats/">Plats</a><a href="/categorie/confitures/">Confitures</a><a href="/categorie/pain/">Pains et brioches</a><a href="/index-des-recettes.html">Index des recettes</a><a href="/qui-suis-je.html">Qui suis-je ?</a></div>
<div id="contenu">
<div class="billet">
<h1>Tarte aux quetsches de ma grand-mère</h1>
<p class="billet-date">Publié le mardi 13 septembre 2011 dans <a href="/categorie/desserts/">Desserts</a>, <a href="/categorie/fruits/">Fruits d'automne</a></p>
<p><img src="/images/2011/09/tarte-quetsches.svg" width="600" height="400" alt="Tarte aux quetsches" /></p>
<p>Septembre, c'est le mois des quetsches, et chez ma grand-mère Lucienne c'était le mois de la tarte du dimanche. Elle la faisait sur une pâte brisée très fine, les fruits serrés comme des tuiles, et elle ne la sortait jamais du four avant que le jus fasse des bulles violettes sur les bords.</p>
<p>J'ai gardé sa recette presque telle quelle. Je mets juste un peu de cannelle, elle n'en mettait jamais, mais je crois qu'elle aurait aimé.</p>
<div class="fiche">
<h3>Ingrédients (pour 6 à 8 personnes)</h3>
<ul class="ingredients">
<li>250 g de farine</li><li>125 g de beurre froid</li><li>1 jaune d'œuf</li><li>5 cl d'eau froide</li><li>1 pincée de sel</li>
<li>1 kg de quetsches</li><li>120 g de sucre en poudre</li><li>1 cuillère à café de cannelle</li><li>2 cuillères à soupe de semoule fine</li>
</ul>
<p class="petit">Préparation : 30 min &middot; Repos : 1 h &middot; Cuisson : 45 min &middot; Difficulté : facile</p>
<h3>Préparation</h3>
<ol class="etapes">
<li>Mélanger la farine, le sel et le beurre coupé en dés du bout des doigts jusqu'à obtenir un sable grossier.</li>
<li>Ajouter le jaune d'œuf et l'eau, former une boule sans trop travailler la pâte. La filmer et la laisser reposer une heure au frais.</li>
<li>Laver, sécher et dénoyauter les quetsches en les ouvrant en deux sans séparer les moitiés.</li>
<li>Préchauffer le four à 200 °C. Étaler la pâte, en garnir un moule de 28 cm et la piquer à la fourchette.</li>
<li>Saupoudrer le fond de semoule, puis disposer les quetsches en cercles bien serrés, la peau contre la pâte.</li>
<li>Mélanger le sucre et la cannelle, en saupoudrer la moitié sur les fruits et enfourner 45 minutes.</li>
<li>À la sortie du four, saupoudrer le reste du sucre. Servir tiède.</li>
</ol>
</div>
<div class="notation">
<b>Votre avis sur cette recette</b><br />
<span class="etoiles">&#9733;&#9733;&#9733;&#9733;&#9734;</span><br />
Note moyenne : 4,4 / 5 (31 votes) &middot; <a href="?noter=1">Noter cette recette</a>
</div>
<p class="petit">Tags : <a href="/tag/quetsches/">quetsches</a>, <a href="/tag/tarte/">tarte</a>, <a href="/tag/lorraine/">Lorraine</a>, <a href="/tag/grand-mere/">recettes de grand-mère</a> &middot; <a href="/2011/09/tarte-aux-quetsches-de-ma-grand-mere/imprimer.html">Imprimer la recette</a></p>
<p class="petit">&laquo; <a href="/2011/09/confiture-de-mirabelles.html">Confiture de mirabelles à la vanille</a> | <a href="/2011/09/gratin-de-courge.html">Gratin de courge butternut</a> &raquo;</p>
</div>
<div id="commentaires">
<h3>9 commentaires sur &laquo; Tarte aux quetsches de ma grand-mère &raquo;</h3>
<ol class="liste-com">
{comments}</ol>
<div id="formulaire"><h3>Laisser un commentaire</h3>
<form action="/poster-commentaire.php" method="post"><p><input type="text" name="nom" size="30" /> Nom (obligatoire)</p><p><input type="text" name="courriel" size="30" /> E-mail (ne sera pas publié)</p><p><input type="text" name="site" size="30" /> Site web</p><p><textarea name="message" rows="8" cols="60"></textarea></p><p><input type="submit" value="Envoyer" /></p></form></div>
</div>
</div>
<div id="barre">
<div class="bloc"><h4>Bienvenue !</h4><p><img src="/images/odile.svg" width="80" height="80" alt="" style="float:left;margin-right:6px" />Je m'appelle Odile, j'ai 54 ans et je cuisine depuis toujours dans la cuisine de ma maison des Vosges. Ici je partage les recettes de ma famille.</p></div>
<div class="bloc"><h4>Dernières recettes</h4><ul>
<li><a href="/2011/09/gratin-de-courge.html">Gratin de courge butternut</a> <span class="petit">16/09/2011</span></li>
<li><a href="/2011/09/tarte-aux-quetsches-de-ma-grand-mere.html">Tarte aux quetsches de ma grand-mère</a> <span class="petit">13/09/2011</span></li>
<li><a href="/2011/09/confiture-de-mirabelles.html">Confiture de mirabelles à la vanille</a> <span class="petit">07/09/2011</span></li>
<li><a href="/2011/08/salade-de-lentilles.html">Salade de lentilles tièdes</a> <span class="petit">29/08/2011</span></li>
</ul></div>
<div class="bloc"><h4>Derniers commentaires</h4><ul class="derniers-com">
<li><b>Les gourmandises d'Anaïs</b> sur <a href="/2011/09/tarte-aux-quetsches-de-ma-grand-mere.html#com-4418">Tarte aux quetsches de ma grand-mère</a></li>
<li><b>Chantal</b> sur <a href="/2011/09/gratin-de-courge.html#com-4421">Gratin de courge butternut</a></li>
<li><b>Julie</b> sur <a href="/2011/09/tarte-aux-quetsches-de-ma-grand-mere.html#com-4417">Tarte aux quetsches de ma grand-mère</a></li>
<li><b>Mamie Jo</b> sur <a href="/2011/09/confiture-de-mirabelles.html#com-4399">Confiture de mirabelles à la vanille</a></li>
</ul></div>
<div class="bloc"><h4>Mes blogs amis</h4><ul><li><a href="http://gourmandises-anais.example.fr/">Les gourmandises d'Anaïs</a></li><li><a href="http://cuisinedumarche.example.fr/">La cuisine du marché</a></li><li><a href="http://pain-maison.example.be/">Pain maison</a></li></ul></div>
<div class="bloc"><h4>Archives</h4><select><option>Septembre 2011 (4)</option><option>Août 2011 (7)</option><option>Juillet 2011 (6)</option></select></div>
</div>
<div id="pied">Le Fourneau d'Odile &copy; 2008-2011 &middot; Toutes les photos et recettes sont la propriété de l'auteur &middot; <a href="/contact.html">Contact</a></div>
</div>
</body>
</html>
"""
    return make(
        "fa-fr-recette-quetsches",
        "discussion",
        "fr",
        html,
        cs,
        path=path,
        container="ol.liste-com under h3 '9 commentaires sur « … »': li.com (div.com-tete: img, span.com-nom, span.com-date 'le DATE'; div.com-texte paragraphs; a.repondre); replies in ul.reponses inside their parent's li",
        heading="9 commentaires sur « Tarte aux quetsches de ma grand-mère »",
        description="A French family-recipe blog of 2011 on a self-made XHTML template: a plum tart recipe (a bulleted ingredient list, seven numbered steps, a separate 'Votre avis sur cette recette' star box 4,4 / 5 (31 votes), tags), a sidebar with 'Dernières recettes' (titles and dates) and 'Derniers commentaires' (names and post titles); 9 comments, the blogger's four answers and one reader's answer to her nested in ul.reponses, two deep once; a link to a reader's blog.",
        lookalikes=(
            "'Derniers commentaires' sidebar (names and post titles)",
            "'Dernières recettes' with dates",
        ),
        files={
            "/images/fond-vichy.svg": svg(20, 20, "#f1e4cf"),
            "/images/entete.svg": svg(940, 150, "#8c2f39", "Le Fourneau d'Odile", 40),
            "/images/2011/09/tarte-quetsches.svg": svg(600, 400, "#5b2b5e", "Tarte aux quetsches", 26),
            "/images/odile.svg": svg(80, 80, "#c9a46c"),
            "/images/avatar-odile.png.svg": svg(40, 40, "#8c2f39"),
            "/images/avatar-anonyme.png.svg": svg(40, 40, "#bbbbbb"),
        },
    )


# --------------------------------------------------------------------------- de: a photo community, 2010


def de_foto() -> Case:
    cs = talk("""
Möwenschiss || 12.06.2010 um 21:14 || Wahnsinn, diese Stimmung! Der Nebel macht den Leuchtturm fast zu einem Gespenst. Für mich das Foto der Woche.
Kerstin R. || 12.06.2010 um 22:40 || Sehr schön, aber für meinen Geschmack ist der Horizont etwas schief, links hängt er nach unten. Kann man ja schnell korrigieren.
Nordlicht_Jan || 13.06.2010 um 09:05 || @Kerstin: Danke für den Hinweis, du hast recht, das sind fast zwei Grad. Ich lade heute Abend eine gerade Version hoch. // @Möwenschiss: Danke dir!
Foto-Opa Heinz || 13.06.2010 um 11:31 || Um welche Uhrzeit war das? Ich war letzten Herbst dort und hatte nur blauen Himmel, was für einen Fotografen ja fast eine Strafe ist.
Nordlicht_Jan || 13.06.2010 um 12:02 || @Heinz: Kurz nach sechs Uhr morgens, der Nebel war nach einer halben Stunde weg. Stativ, Fernauslöser und Geduld :-)
Lina_K || 14.06.2010 um 18:47 || Ich mag, dass die Salzwiese vorne so viel Platz bekommt. Die Schafe links sind das Tüpfelchen auf dem i. // Eine Frage: Hast du mit Grauverlaufsfilter gearbeitet oder ist das eine Belichtungsreihe?
Nordlicht_Jan || 14.06.2010 um 20:10 || @Lina_K: Weder noch, ein einziges Bild, nur in Lightroom die Lichter etwas zurückgenommen.
""")
    entries = "".join(
        f'<div class="kbox" id="k{88120 + n}"><img class="ava" src="/ava/{esc(c.who.lower().replace(" ", "_").replace(".", ""))}.svg" width="32" height="32" alt="">'
        f'<div class="kkopf"><a class="nutzer" href="/u/{esc(c.who.replace(" ", "_"))}">{esc(c.who)}</a>'
        f"{FOTOGRAF if c.who == 'Nordlicht_Jan' else ''} "
        f'<span class="kzeit">{esc(c.at)}</span></div><div class="ktext">{paras(c.raw, p="", br="<br>")}</div>'
        f'<div class="kaktion"><a href="/melden?k={88120 + n}">melden</a></div></div>\n'
        for n, c in enumerate(cs)
    )
    more = "".join(
        f'<li><a href="/foto/{fid}"><img src="/thumbs/{fid}.svg" width="75" height="75" alt=""></a><br><a href="/foto/{fid}">{esc(t)}</a><br><span class="grau">{d}</span></li>'
        for fid, t, d in (
            (301877, "Kutter im Hafen von Tönning", "08.06.2010"),
            (301512, "Deichschafe", "30.05.2010"),
            (300963, "Abendrot über der Eider", "21.05.2010"),
            (300410, "Priel bei Ebbe", "11.05.2010"),
            (299874, "Möwe auf Pfahl", "02.05.2010"),
        )
    )
    faves = "".join(
        f'<li><a href="/u/{n}">{n}</a> <span class="grau">am {d}</span></li>'
        for n, d in (
            ("Lina_K", "14.06.2010"),
            ("Watt_Wanderer", "13.06.2010"),
            ("Foto-Opa Heinz", "13.06.2010"),
            ("Kerstin R.", "12.06.2010"),
            ("blende8", "12.06.2010"),
            ("Möwenschiss", "12.06.2010"),
        )
    )
    path = "/foto/302144-leuchtturm-im-morgennebel"
    html = f"""<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">
<html lang="de">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>Leuchtturm im Morgennebel - Foto von Nordlicht_Jan - Lichtkante.de</title>
<style type="text/css">
body{{margin:0;background:#1e1e1e;color:#ddd;font:12px/1.5 Verdana,Arial,sans-serif}}a{{color:#8fc3ff}}
#kopf{{background:#111;padding:10px 20px;border-bottom:1px solid #333}}#kopf .logo{{font:bold 24px Arial;color:#fff}}#kopf .logo span{{color:#f6a623}}
#reiter{{float:right}}#reiter a{{margin-left:14px;color:#ccc}}
#rahmen{{width:980px;margin:16px auto}}#links{{float:left;width:680px}}#rechts{{float:right;width:280px}}
.bild{{background:#000;text-align:center;padding:10px}}.titel{{font-size:18px;color:#fff;margin:10px 0 2px}}.grau{{color:#888;font-size:11px}}
.kasten{{background:#2a2a2a;border:1px solid #333;margin-bottom:12px;padding:8px}}.kasten h3{{margin:0 0 6px;font-size:12px;color:#f6a623;text-transform:uppercase}}
table.exif td{{padding:1px 6px 1px 0;font-size:11px}}table.exif td.n{{color:#888}}
ul.mehr{{list-style:none;margin:0;padding:0;overflow:hidden}}ul.mehr li{{float:left;width:124px;font-size:10px;text-align:center}}
ul.fav{{margin:0;padding-left:14px}}
#kommentare h2{{font-size:14px;color:#f6a623;border-bottom:1px solid #333}}.kbox{{overflow:hidden;border-bottom:1px solid #333;padding:8px 0}}
.ava{{float:left;margin-right:8px}}.kkopf{{font-size:11px}}.nutzer{{font-weight:bold}}.fotograf{{color:#f6a623}}.kzeit{{color:#888}}
.ktext{{margin:3px 0 0 40px}}.kaktion{{margin-left:40px;font-size:10px}}.kaktion a{{color:#666}}
#fuss{{clear:both;border-top:1px solid #333;padding:10px;text-align:center;color:#777;font-size:11px}}
</style>
</head>
<body>
<div id="kopf"><span class="logo">Licht<span>kante</span>.de</span> <span class="grau">die Fotocommunity für Nord und Süd</span>
<div id="reiter"><a href="/">Start</a><a href="/galerie/">Galerie</a><a href="/wettbewerbe/">Wettbewerbe</a><a href="/forum/">Forum</a><a href="/anmelden">Anmelden</a></div></div>
<div id="rahmen">
<div id="links">
<p class="grau"><a href="/galerie/">Galerie</a> &raquo; <a href="/galerie/landschaft/">Landschaft</a> &raquo; <a href="/galerie/landschaft/kueste/">Küste &amp; Meer</a></p>
<div class="bild"><img src="/fotos/302144.svg" width="660" height="440" alt="Leuchtturm im Morgennebel"></div>
<div class="titel">Leuchtturm im Morgennebel</div>
<p class="grau">von <a href="/u/Nordlicht_Jan">Nordlicht_Jan</a> &middot; hochgeladen am 12.06.2010 &middot; 1.284 Aufrufe &middot; 6 Favoriten &middot; <a href="/foto/302144/gross">Originalgröße</a></p>
<p>Westerhever an einem Junimorgen. Um halb sechs war noch nichts zu sehen, dann kam der Leuchtturm für ein paar Minuten aus dem Nebel. Die Schafe haben freundlicherweise stillgehalten.</p>
<p class="grau">Schlagwörter: <a href="/tag/leuchtturm">Leuchtturm</a> <a href="/tag/nebel">Nebel</a> <a href="/tag/nordsee">Nordsee</a> <a href="/tag/salzwiese">Salzwiese</a></p>
<div id="kommentare">
<h2>Kommentare (7)</h2>
{entries}<p class="grau">Du musst <a href="/anmelden">angemeldet</a> sein, um Kommentare zu schreiben.</p>
</div>
</div>
<div id="rechts">
<div class="kasten"><h3>Fotograf</h3><img src="/ava/nordlicht_jan.svg" width="48" height="48" alt="" align="left" style="margin-right:6px"><a href="/u/Nordlicht_Jan"><b>Nordlicht_Jan</b></a><br>Husum<br><span class="grau">Mitglied seit 03/2008 &middot; 212 Fotos</span><br clear="all"></div>
<div class="kasten"><h3>Aufnahmedaten (EXIF)</h3><table class="exif" cellspacing="0">
<tr><td class="n">Kamera</td><td>Canon EOS 50D</td></tr><tr><td class="n">Objektiv</td><td>EF-S 17-55mm f/2.8</td></tr>
<tr><td class="n">Brennweite</td><td>24 mm</td></tr><tr><td class="n">Blende</td><td>f/11</td></tr><tr><td class="n">Belichtung</td><td>1/60 s</td></tr>
<tr><td class="n">ISO</td><td>100</td></tr><tr><td class="n">Blitz</td><td>nein</td></tr><tr><td class="n">Aufgenommen</td><td>06.06.2010 05:48</td></tr>
<tr><td class="n">Software</td><td>Adobe Photoshop Lightroom 3.0</td></tr></table></div>
<div class="kasten"><h3>Favorit bei</h3><ul class="fav">{faves}</ul></div>
<div class="kasten"><h3>In Gruppen</h3><a href="/gruppe/leuchttuerme">Leuchttürme der Welt</a> (1.912 Fotos)<br><a href="/gruppe/nordfriesland">Nordfriesland</a> (4.330 Fotos)</div>
</div>
<div style="clear:both"></div>
<div class="kasten"><h3>Weitere Fotos von Nordlicht_Jan</h3><ul class="mehr">{more}</ul></div>
</div>
<div id="fuss">&copy; 2010 Lichtkante.de &middot; Alle Fotos sind urheberrechtlich geschützt &middot; <a href="/impressum">Impressum</a> &middot; <a href="/regeln">Community-Regeln</a></div>
</body>
</html>
"""
    files = {
        "/fotos/302144.svg": svg(660, 440, "#9aa3a8", "Leuchtturm im Morgennebel", 24),
        **{f"/thumbs/{i}.svg": svg(75, 75, "#4a5a66") for i in (301877, 301512, 300963, 300410, 299874)},
        **{
            f"/ava/{n}.svg": svg(32, 32, col)
            for n, col in (
                ("möwenschiss", "#557799"),
                ("kerstin_r", "#996655"),
                ("nordlicht_jan", "#f6a623"),
                ("foto-opa_heinz", "#667744"),
                ("lina_k", "#aa5588"),
            )
        },
    }
    return make(
        "fa-de-foto-leuchtturm",
        "discussion",
        "de",
        html,
        cs,
        path=path,
        container="div#kommentare under h2 'Kommentare (7)': div.kbox (img.ava, div.kkopf a.nutzer NAME [span.fotograf] span.kzeit DATE, div.ktext, div.kaktion 'melden'); flat",
        heading="Kommentare (7)",
        description="A German photo community's single photo page of 2010 (dark theme): the photo, its caption and tags, a photographer box, an EXIF table, 'Favorit bei' (six member names with dates), groups, and a 'Weitere Fotos von Nordlicht_Jan' strip (five thumbnails with titles and dates); 7 comments in a flat list, the photographer's three answers said by '@NAME' and marked '(Fotograf)'.",
        lookalikes=("'Favorit bei' names with dates", "'Weitere Fotos von' titles with dates"),
        files=files,
    )


# --------------------------------------------------------------------------- es: a music podcast, 2012


def es_podcast() -> Case:
    cs = talk("""
Rafa_Delicias || 3 de mayo de 2012, 23:10 || ¡Qué episodio! Yo estuve en aquel concierto de Los Murciélagos Eléctricos en la sala El Tubo en el 94 y nunca pensé que lo volvería a oír. ¿De dónde habéis sacado la grabación?
>Nacho (Onda Vinilo) || 4 de mayo de 2012, 10:02 || Nos la pasó el batería, Quique, que la tenía en una casete de cromo. La hemos digitalizado tal cual, con el ruido y todo.
>>Rafa_Delicias || 4 de mayo de 2012, 12:45 || Pues mandadle un abrazo de parte del chaval que le tiró una cerveza encima sin querer. Creo que se acordará.
Marta G. || 4 de mayo de 2012, 08:33 || Me han faltado Las Hermanas Moncayo, que para mí fueron el mejor grupo de garaje de la ciudad aunque solo sacaran una maqueta.
>Bea (Onda Vinilo) || 4 de mayo de 2012, 13:20 || ¡Tienes toda la razón, Marta! No encontramos ninguna copia de la maqueta con buen sonido. Si alguien la tiene, que nos escriba y les dedicamos un episodio entero.
>Javi Torrero || 4 de mayo de 2012, 19:05 || Yo tengo la maqueta original, la compré en un concierto en Casetas. Os escribo por correo.
>>Bea (Onda Vinilo) || 4 de mayo de 2012, 21:47 || ¡Javi, eres un sol! Ya te hemos contestado.
oyente_de_teruel || 5 de mayo de 2012, 09:14 || El sonido de este episodio está bastante más bajo que el de los anteriores, he tenido que poner el volumen del coche al máximo. ¿Soy el único?
>Nacho (Onda Vinilo) || 5 de mayo de 2012, 11:30 || No eres el único, se nos fue la normalización al exportar. Ya hemos subido el archivo corregido: si lo vuelves a descargar debería sonar bien.
Lucía || 6 de mayo de 2012, 17:52 || Llevo escuchándoos desde el episodio 12 y este es de mis favoritos. La entrevista del minuto 41 es oro puro.
Pedro Almudí || 7 de mayo de 2012, 00:20 || Una corrección: el single de Los Murciélagos no es de 1993, salió en la primavera del 92. Lo tengo delante, con la fecha en la funda.
>Nacho (Onda Vinilo) || 7 de mayo de 2012, 10:15 || Apuntado, Pedro, lo corregimos en las notas. ¡Gracias!
""")
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        staff = " equipo" if "(Onda Vinilo)" in c.who else ""
        sub = "".join(item(j) for j in k.get(i, []))
        sub = f'<div class="respuestas">\n{sub}</div>\n' if sub else ""
        return (
            f'<div class="opinion{staff}" id="op{7301 + i}">\n<div class="quien"><b>{esc(c.who)}</b> '
            f'<span class="cuando">{esc(c.at)}</span></div>\n<div class="dice">{paras(c.raw)}</div>\n'
            f'<div class="acciones"><a href="#responder" onclick="return responder({7301 + i})">Responder</a> &middot; '
            f'<a href="#op{7301 + i}">Enlace</a></div>\n{sub}</div>\n'
        )

    comments = "".join(item(i) for i in k[None])
    episodes = "".join(
        f'<tr{ACTUAL if n == 87 else ""}><td>{n}</td><td><a href="/episodios/{n}/">{esc(t)}</a></td><td>{d}</td><td>{esc(h)}</td><td>{m}</td></tr>\n'
        for n, t, d, h, m in (
            (87, "Especial garaje en Zaragoza, 1990-1996", "03/05/2012", "Nacho y Bea", "1:12:40"),
            (
                86,
                "Vinilos de mercadillo: lo que encontramos en el Rastro",
                "19/04/2012",
                "Nacho, Bea y Luis Carceller",
                "58:12",
            ),
            (85, "Entrevista: Clara Vidiella, de Pájaro Azul", "05/04/2012", "Bea", "49:30"),
            (84, "Portadas imposibles de los 70", "22/03/2012", "Nacho y Bea", "1:03:05"),
            (83, "Sellos pequeños: Discos Cierzo", "08/03/2012", "Nacho y Tere Lafuente", "55:48"),
        )
    )
    notes = "".join(
        f'<li><span class="t">{t}</span> {esc(x)}</li>'
        for t, x in (
            ("00:00", "Presentación y noticias del programa"),
            ("04:12", "Los Murciélagos Eléctricos – «Noche en El Tubo» (en directo, 1994)"),
            ("11:35", "Cierzo Negro – «Autobús 22»"),
            ("18:50", "Las Hermanas Moncayo – «Pelo corto» (maqueta, 1995)"),
            ("27:10", "Charla: las salas de ensayo de la calle Predicadores"),
            ("41:02", "Entrevista con Quique Lasheras, batería de Los Murciélagos Eléctricos"),
            ("1:05:30", "Los Tranvías – «Adiós, Delicias»"),
            ("1:10:15", "Despedida y próximo episodio"),
        )
    )
    path = "/episodios/87-especial-garaje-zaragoza"
    html = f"""<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>Onda Vinilo #87 – Especial garaje en Zaragoza, 1990-1996</title>
<link rel="alternate" type="application/rss+xml" title="Onda Vinilo (MP3)" href="/feed/mp3/">
<style>
body{{margin:0;font:14px/1.5 Helvetica,Arial,sans-serif;background:#efe9dd;color:#222}}
.cabecera{{background:#1d1d1b;color:#efe9dd;padding:18px 0}}.cabecera .dentro,.cuerpo{{width:960px;margin:0 auto}}
.cabecera h2{{margin:0;font:bold 34px Georgia,serif}}.cabecera nav a{{color:#e8b04a;margin-right:16px;text-decoration:none}}
.cuerpo{{overflow:hidden;padding:20px 0}}.principal{{float:left;width:640px}}.lateral{{float:right;width:290px}}
.reproductor{{background:#1d1d1b;color:#fff;padding:10px;border-radius:4px}}.reproductor audio{{width:100%}}
h1{{font:bold 28px Georgia,serif;margin:0 0 6px}}.meta{{color:#7a705f;font-size:12px}}
ol.notas{{list-style:none;padding:0}}ol.notas .t{{display:inline-block;width:60px;font-family:monospace;color:#b0472c}}
table.episodios{{width:100%;border-collapse:collapse;font-size:12px}}table.episodios td,table.episodios th{{border-bottom:1px solid #d8cfbd;padding:4px;text-align:left}}
tr.actual{{background:#e8b04a33}}
.hilo h3{{font:bold 20px Georgia,serif;border-top:3px solid #1d1d1b;padding-top:8px}}
.opinion{{background:#fff;border:1px solid #d8cfbd;padding:8px 12px;margin:8px 0}}.opinion.equipo{{border-left:4px solid #e8b04a}}
.respuestas{{margin-left:28px}}.cuando{{color:#7a705f;font-size:11px;margin-left:6px}}.acciones{{font-size:11px}}.acciones a{{color:#b0472c}}
.caja{{background:#fff;border:1px solid #d8cfbd;padding:10px;margin-bottom:14px}}.caja h4{{margin:0 0 6px;text-transform:uppercase;font-size:12px;letter-spacing:1px}}
footer{{background:#1d1d1b;color:#9a917f;text-align:center;padding:12px;font-size:11px}}
</style>
</head>
<body>
<div class="cabecera"><div class="dentro"><h2>Onda Vinilo</h2><nav><a href="/">Inicio</a><a href="/episodios/">Episodios</a><a href="/quienes-somos/">Quiénes somos</a><a href="/feed/mp3/">Suscríbete (RSS)</a><a href="/contacto/">Contacto</a></nav></div></div>
<div class="cuerpo">
<div class="principal">
<p class="meta">Episodio 87 &middot; publicado el 3 de mayo de 2012 &middot; presentan Nacho y Bea &middot; 1:12:40</p>
<h1>Especial garaje en Zaragoza, 1990-1996</h1>
<div class="reproductor"><audio controls preload="none" src="/mp3/ondavinilo-087.mp3"></audio><br><a href="/mp3/ondavinilo-087.mp3" style="color:#e8b04a">Descargar MP3 (66,4 MB)</a></div>
<p>Volvemos a casa: un episodio entero dedicado a los grupos de garaje que sonaron en los bares y salas de ensayo de Zaragoza en la primera mitad de los noventa. Grabaciones en directo que nunca se publicaron, maquetas en casete y una larga charla con Quique Lasheras, que tocó la batería en Los Murciélagos Eléctricos de 1991 a 1996.</p>
<h3>Notas del episodio</h3>
<ol class="notas">{notes}</ol>
<p>Gracias a todos los que nos habéis prestado cintas y fotos, y a Discos Cierzo por dejarnos usar sus grabaciones.</p>
<div class="hilo">
<h3>12 comentarios</h3>
{comments}<div id="responder"><h4>Deja tu comentario</h4><form method="post" action="/comentar/87/"><p><input name="autor" placeholder="Nombre"> <input name="email" placeholder="Email (no se publica)"></p><p><textarea name="texto" rows="6" cols="70"></textarea></p><p><button>Publicar</button></p></form></div>
</div>
</div>
<div class="lateral">
<div class="caja"><h4>Últimos episodios</h4><table class="episodios"><tr><th>#</th><th>Título</th><th>Fecha</th><th>Presentan</th><th>Duración</th></tr>
{episodes}</table><p><a href="/episodios/">Todos los episodios &raquo;</a></p></div>
<div class="caja"><h4>Quiénes somos</h4><p><b>Nacho Ballarín</b> y <b>Bea Sancho</b> coleccionan discos desde el instituto y hacen Onda Vinilo desde 2009 en un trastero de la calle Delicias.</p></div>
<div class="caja"><h4>Escúchanos en</h4><p><a href="/feed/mp3/">RSS (MP3)</a> &middot; <a href="http://itunes.example.com/podcast/onda-vinilo/">iTunes</a> &middot; <a href="http://ivoox.example.com/onda-vinilo/">iVoox</a></p></div>
</div>
</div>
<footer>Onda Vinilo &middot; podcast de música independiente desde Zaragoza &middot; 2009-2012 &middot; Licencia Creative Commons BY-NC-SA</footer>
</body>
</html>
"""
    return make(
        "fa-es-podcast-garaje",
        "discussion",
        "es",
        html,
        cs,
        path=path,
        container="div.hilo under h3 '12 comentarios': div.opinion (div.quien b NAME span.cuando DATE; div.dice paragraphs; div.acciones 'Responder · Enlace'); replies in div.respuestas inside their parent's div.opinion, two deep",
        heading="12 comentarios",
        description="A Spanish music podcast's episode page of 2012: an audio player and MP3 link, the episode blurb, show notes as a list of times and tracks (band names and song titles), and in the sidebar 'Últimos episodios' as a table (number, title, date, hosts, length) and the hosts' box; 12 listeners' comments, six replies nested (two deep twice), the hosts' answers marked '(Onda Vinilo)'.",
        lookalikes=("episode table with dates and hosts", "show notes with times and names"),
        files={},
    )


# --------------------------------------------------------------------------- pl: a programming tutorial, 2013


def pl_tutorial() -> Case:
    cs = talk("""
kuba_dev || 28.03.2013, 21:04 || Dzięki, przydało się dosłownie pięć minut temu :) Jedno pytanie: co jeśli commit był już wypchnięty na serwer? Reset i potem push --force?
>Tomasz Wrona || 28.03.2013, 22:15 || Na wspólnej gałęzi lepiej tego nie robić, bo innym rozjedzie się historia. Bezpieczniej jest zrobić revert: // $ git revert HEAD | git push origin master // Revert tworzy nowy commit, który odwraca zmiany, więc nikomu nic nie znika.
>>kuba_dev || 29.03.2013, 08:02 || Jasne, revert zadziałał, dzięki!
Agnieszka M. || 30.03.2013, 14:40 || Warto dodać, że po reset --hard zmiany da się jeszcze odzyskać przez reflog, o ile nie minęło za dużo czasu: // $ git reflog | git reset --hard HEAD@{1} // Uratowało mi to kiedyś cały dzień pracy.
>Tomasz Wrona || 30.03.2013, 16:05 || Świetna uwaga, dopisałem sekcję o reflogu do artykułu (patrz historia zmian).
Paweł || 05.04.2013, 10:11 || U mnie na Windowsie w cmd polecenie z HEAD^ nie działa, wyskakuje „More?”. Trzeba pisać HEAD~1 albo wziąć HEAD^ w cudzysłów: // $ git reset --soft "HEAD^"
""")
    k = kids(cs)

    def item(i: int) -> str:
        c = cs[i]
        sub = "".join(item(j) for j in k.get(i, []))
        sub = f'<ol class="odpowiedzi">\n{sub}</ol>\n' if sub else ""
        author = " autor" if c.who == "Tomasz Wrona" else ""
        return (
            f'<li class="kom{author}" id="kom-{2201 + i}">\n<div class="naglowek"><img src="/img/gravatar-{2201 + i}.svg" width="36" height="36" alt=""> '
            f'<cite>{esc(c.who)}</cite> napisał(a) <a class="kiedy" href="#kom-{2201 + i}">{esc(c.at)}</a></div>\n'
            f'<div class="tresc">{paras(c.raw, pre=KOD)}</div>\n<a class="odp" href="?odp={2201 + i}#dodaj">Odpowiedz</a>\n{sub}</li>\n'
        )

    comments = "".join(item(i) for i in k[None])
    changes = "".join(
        f'<li><span class="data">{d}</span> &ndash; <b>{esc(w)}</b>: {esc(x)}</li>'
        for d, w, x in (
            ("02.04.2013", "Tomasz Wrona", "dodana sekcja „Odzyskiwanie przez reflog” (dzięki, Agnieszka!)"),
            ("29.03.2013", "Marcin Żak", "poprawione literówki i przykład z --soft"),
            ("27.03.2013", "Tomasz Wrona", "pierwsza wersja artykułu"),
        )
    )
    path = "/poradniki/git-cofanie-ostatniego-commita"
    html = f"""<!DOCTYPE html>
<html lang="pl">
<head>
<meta charset="utf-8">
<title>Git: jak cofnąć ostatni commit i nie stracić zmian | Kod przy kawie</title>
<style>
body{{margin:0;font:15px/1.6 "Open Sans",Arial,sans-serif;color:#2d2d2d;background:#fafafa}}
header.gora{{background:#263238;color:#fff;padding:14px 0}}.srodek{{width:900px;margin:0 auto}}header.gora a{{color:#80cbc4;margin-right:14px}}
.logo{{font:bold 22px monospace;color:#fff!important}}main{{float:left;width:620px;padding:20px 0}}aside{{float:right;width:250px;padding:20px 0;font-size:13px}}
h1{{font-size:28px;line-height:1.2}}.info{{color:#78909c;font-size:13px}}
pre,pre.kod{{background:#263238;color:#eceff1;padding:10px;overflow:auto;font:13px/1.4 Consolas,monospace;border-radius:3px}}
code{{background:#eceff1;padding:1px 4px}}.uwaga{{background:#fff8e1;border-left:4px solid #ffb300;padding:8px 12px}}
.zmiany{{font-size:13px;border:1px solid #cfd8dc;padding:6px 12px;background:#fff}}.zmiany .data{{font-family:monospace;color:#78909c}}
#komentarze h2{{border-bottom:2px solid #263238}}ol.komentarze,ol.odpowiedzi{{list-style:none;padding:0}}ol.odpowiedzi{{margin-left:40px}}
li.kom{{border-top:1px solid #e0e0e0;padding:10px 0}}li.autor>.naglowek cite{{background:#80cbc4;padding:0 4px}}
.naglowek img{{vertical-align:middle;margin-right:6px}}cite{{font-style:normal;font-weight:bold}}.kiedy{{color:#78909c;font-size:12px}}
.tresc{{margin-left:42px}}.odp{{margin-left:42px;font-size:12px}}
aside .widget{{margin-bottom:20px}}aside h3{{font-size:14px;text-transform:uppercase;color:#546e7a}}
footer{{clear:both;background:#263238;color:#90a4ae;padding:14px;text-align:center;font-size:12px}}
</style>
</head>
<body>
<header class="gora"><div class="srodek"><a class="logo" href="/">&lt;kod przy kawie/&gt;</a> <a href="/poradniki/">Poradniki</a><a href="/wpisy/">Wpisy</a><a href="/o-blogu/">O blogu</a><a href="/feed/">RSS</a></div></header>
<div class="srodek">
<main>
<article>
<p class="info"><a href="/poradniki/">Poradniki</a> / <a href="/tag/git/">git</a></p>
<h1>Git: jak cofnąć ostatni commit (i nie stracić zmian)</h1>
<p class="info">Tomasz Wrona &middot; 27 marca 2013 &middot; ostatnia zmiana: 2 kwietnia 2013 &middot; czas czytania: 6 min</p>
<p>Zrobiłeś commit i od razu zauważyłeś, że wrzuciłeś do niego nie ten plik albo literówkę w komunikacie? Spokojnie. Git ma na to kilka sposobów, a wybór zależy od tego, co chcesz zrobić ze zmianami i czy commit jest już na serwerze.</p>
<h2>1. Cofnięcie commita, zmiany zostają w indeksie</h2>
<pre><code>git reset --soft HEAD~1</code></pre>
<p>Commit znika z historii, a wszystkie zmiany czekają gotowe do ponownego zatwierdzenia. To najbezpieczniejsza opcja, gdy chcesz tylko poprawić komunikat albo dodać zapomniany plik.</p>
<h2>2. Cofnięcie commita, zmiany zostają w plikach</h2>
<pre><code>git reset HEAD~1</code></pre>
<p>Domyślny tryb <code>--mixed</code> zostawia zmiany w katalogu roboczym, ale wyjmuje je z indeksu.</p>
<h2>3. Wyrzucenie commita razem ze zmianami</h2>
<pre><code>git reset --hard HEAD~1</code></pre>
<p class="uwaga"><b>Uwaga:</b> tej operacji nie cofniesz zwykłym poleceniem. Zanim jej użyjesz, upewnij się, że naprawdę nie potrzebujesz tych zmian.</p>
<h2>4. Odzyskiwanie przez reflog</h2>
<p>Git pamięta, gdzie był <code>HEAD</code> w ostatnich tygodniach. Polecenie <code>git reflog</code> wypisze tę listę, a <code>git reset --hard HEAD@{{1}}</code> wróci do stanu sprzed ostatniej operacji.</p>
<h3>Historia zmian artykułu</h3>
<ul class="zmiany">{changes}</ul>
</article>
<section id="komentarze">
<h2>Komentarze (6)</h2>
<ol class="komentarze">
{comments}</ol>
<div id="dodaj"><h3>Dodaj komentarz</h3><p class="info">Kod wstawiaj między znacznikami &lt;pre&gt; i &lt;/pre&gt;.</p><form method="post" action="/komentarz"><p><input name="nick" placeholder="Nick"> <input name="email" placeholder="E-mail (nie będzie widoczny)"></p><p><textarea name="tresc" rows="6" cols="64"></textarea></p><p><button>Wyślij</button></p></form></div>
</section>
</main>
<aside>
<div class="widget"><h3>O autorze</h3><p><img src="/img/tomek.svg" width="60" height="60" alt="" style="float:left;margin-right:8px">Tomasz Wrona &ndash; programista z Wrocławia, od 2007 roku pisze w Pythonie i PHP, od 2011 uczy gita w firmie.</p></div>
<div class="widget"><h3>Najnowsze poradniki</h3><ul>
<li><a href="/poradniki/git-rebase-interaktywny">Interaktywny rebase bez strachu</a><br><span class="info">20.03.2013 &middot; Marcin Żak</span></li>
<li><a href="/poradniki/python-virtualenv">virtualenv w 10 minut</a><br><span class="info">11.03.2013 &middot; Tomasz Wrona</span></li>
<li><a href="/poradniki/vim-makra">Makra w Vimie</a><br><span class="info">01.03.2013 &middot; Ola Kmieć</span></li>
</ul></div>
<div class="widget"><h3>Tagi</h3><p><a href="/tag/git/">git</a> <a href="/tag/python/">python</a> <a href="/tag/php/">php</a> <a href="/tag/linux/">linux</a> <a href="/tag/vim/">vim</a></p></div>
</aside>
</div>
<footer>Kod przy kawie &copy; 2011-2013 &middot; treści na licencji CC BY-SA 3.0 &middot; przykłady kodu: domena publiczna</footer>
</body>
</html>
"""
    return make(
        "fa-pl-tutorial-git",
        "discussion",
        "pl",
        html,
        cs,
        path=path,
        container="section#komentarze > ol.komentarze under h2 'Komentarze (6)': li.kom (div.naglowek img, cite NAME 'napisał(a)' a.kiedy DATE; div.tresc paragraphs and pre.kod; a.odp); replies in ol.odpowiedzi inside their parent's li, two deep once",
        heading="Komentarze (6)",
        description="A Polish programming blog's git tutorial of 2013: code blocks in pre, a warning box, 'Historia zmian artykułu' (three change-log entries with dates and authors), a sidebar with the author box and 'Najnowsze poradniki' (titles, dates, authors); 6 comments, three replies nested (two deep once), three comments with shell commands in pre.kod blocks.",
        lookalikes=(
            "article change log with dates and authors",
            "'Najnowsze poradniki' with dates and authors",
        ),
        files={
            "/img/tomek.svg": svg(60, 60, "#80cbc4"),
            **{f"/img/gravatar-{2201 + i}.svg": svg(36, 36, "#b0bec5") for i in range(6)},
        },
    )
