"""Blind set fm: four discussions. A German regional paper of 2013 whose thread an invented hosted comment widget
("Echolot") drew into the page before it was saved (9 comments nested by an inline margin only, votes, relative
times, the loader script still there), a French town blog of 2013 with an invented social network's comments plugin
(7 comments, names linked to profiles, "J'aime · Répondre · DATE" lines, replies nested in the plugin's list), a
Polish regional paper's own CMS of 2012 (10 registered readers' nicknames with a ranking badge and +/- votes, flat,
under "Forum czytelników (10)") and a Dutch cycling blog of 2012 (8 comments threaded three deep, the blogger's
answers marked "Auteur"). Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fm_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- de: a hosted widget's saved thread, 2013


def de_echolot() -> Case:
    cs = talk("""
Kalle_aus_Oberdorf || vor 2 Tagen || 14 || Seit 1998 wird über diese Umgehung geredet. Meine Kinder sind inzwischen mit der Schule fertig, und die Lastwagen donnern immer noch an ihrem alten Schulweg vorbei.
> Brigitte W. || vor 2 Tagen || 6 || Das ist leider wahr. Aber die Trasse durch das Ried wäre auch keine Lösung gewesen, da waren sich sogar die Gutachter einig.
>> Kalle_aus_Oberdorf || vor 2 Tagen || 3 || Dann soll man eben die Nordvariante nehmen. Hauptsache, es passiert endlich irgendwas.
Radlerin73 || vor 1 Tag || 9 || Was im Artikel fehlt: Der Radweg nach Kappelried soll erst mit der Umgehung kommen. Heißt also noch mindestens vier Jahre auf der Bundesstraße zwischen den Lastern. Danke für nichts.
Herbert Ganzhorn || vor 1 Tag || 2 || Ich wohne direkt an der Hauptstraße. Nachts um drei fahren die Kieslaster zum Werk, da helfen auch die neuen Fenster nicht viel. // Eine Tempo-30-Regelung nachts wäre wenigstens ein Anfang, die kostet kaum etwas.
> wehrtaler || vor 1 Tag || 5 || Tempo 30 auf einer Bundesstraße hat das Landratsamt schon 2010 abgelehnt. Steht in einem alten Artikel hier im Archiv.
>> Herbert Ganzhorn || vor 20 Stunden || 1 || Dann muss man eben noch mal fragen. Andere Gemeinden haben es auch geschafft.
S. Kübler || vor 5 Stunden || 0 || Die Einwendungen der Landwirte sind berechtigt. Da gehen gute Äcker verloren, und am Ende fährt trotzdem die Hälfte durch den Ort, weil das Navi es so will.
Moni || vor 2 Stunden || 4 || Am Donnerstag ist Bürgersprechstunde im Rathaus, 18 Uhr. Wer sich ärgert, sollte hingehen, statt nur hier zu schreiben. Ich bin da.
""")
    stamps = [
        "14.05.2013 19:02",
        "14.05.2013 20:15",
        "14.05.2013 21:40",
        "15.05.2013 07:31",
        "15.05.2013 12:08",
        "15.05.2013 13:55",
        "15.05.2013 23:12",
        "16.05.2013 14:20",
        "16.05.2013 17:05",
    ]
    posts = "".join(
        f'<div class="el-post" id="el-post-{4471201 + i * 37}" style="margin-left:{c.depth * 42}px">'
        f'<div class="el-avatar"><img src="/static/echolot/avatar-{i % 4}.svg" width="36" height="36" alt=""></div>'
        f'<div class="el-main"><div class="el-meta"><a class="el-author" href="http://echolot.example.org/profil/{4400 + i}">'
        f"{esc(c.who)}</a>"
        + (
            f' <span class="el-parentlink">&#8617; <a href="#el-post-{4471201 + (c.parent or 0) * 37}">{esc(cs[c.parent].who)}</a></span>'
            if c.parent is not None
            else ""
        )
        + f' <span class="el-dot">&bull;</span> <a class="el-time" href="#el-post-{4471201 + i * 37}" title="{stamps[i]}">{esc(c.at)}</a></div>'
        f'<div class="el-message">{paras(c.raw)}</div>'
        f'<div class="el-foot"><span class="el-votes"><a href="#" class="el-up" title="Gefällt mir">&#9650;</a> '
        f'<span class="el-vcount">{c.extra[0]}</span> <a href="#" class="el-down" title="Gefällt mir nicht">&#9660;</a></span>'
        f' &middot; <a href="#" class="el-reply">Antworten</a> &middot; <a href="#" class="el-share">Teilen &rsaquo;</a></div></div></div>\n'
        for i, c in enumerate(cs)
    )
    menu = nav(
        [
            ("/", "Startseite"),
            ("/lokales/", "Lokales"),
            ("/kreis/", "Kreis Wehrtal"),
            ("/sport/", "Sport"),
            ("/wirtschaft/", "Wirtschaft"),
            ("/kultur/", "Kultur"),
            ("/service/", "Service"),
            ("/anzeigen/", "Anzeigen"),
        ]
    )
    body = f"""<body class="artikel">
<div id="seite">
<div id="kopf"><a href="/" class="logo"><img src="/img/wb-logo.svg" width="340" height="58" alt="Wehrtaler Bote"></a>
<div class="kopf-rechts"><form action="/suche" method="get"><input type="text" name="q" value="Suchbegriff"> <input type="submit" value="Los"></form><div class="wetter">Wehrlingen 17&deg; bewölkt</div></div></div>
<ul id="hauptnav">{menu}</ul>
<div id="ticker"><b>Ticker</b> <span>17:42</span> Feuerwehr löscht Heckenbrand in Kappelried &middot; <span>16:10</span> B 412 nach Unfall wieder frei &middot; <span>14:55</span> Gemeinderat vertagt Hallenbad-Entscheid</div>
<div id="spalten">
<div id="inhalt">
<div class="brotkrumen"><a href="/">Startseite</a> &rsaquo; <a href="/lokales/">Lokales</a> &rsaquo; <a href="/lokales/wehrlingen/">Wehrlingen</a></div>
<p class="dachzeile">Verkehr</p>
<h1>Ortsumgehung Wehrlingen: Planfeststellung verzögert sich um ein Jahr</h1>
<p class="meta">14.05.2013, 18:30 Uhr &middot; Von Jens Tallert &middot; <a href="#echolot_thread" class="el-countlink">9 Kommentare</a></p>
<div class="teilen"><span class="zaehler">312</span> <a href="/teilen?d=fb">Empfehlen</a> <span class="zaehler">41</span> <a href="/teilen?d=tw">Twittern</a> <a href="/drucken/20130514-umgehung">Drucken</a> <a href="/mail/20130514-umgehung">Versenden</a></div>
<p class="vorspann">Die Ortsumgehung für Wehrlingen lässt weiter auf sich warten. Wegen rund 600 Einwendungen rechnet das Regierungspräsidium erst im Sommer 2014 mit dem Planfeststellungsbeschluss.</p>
<p>Rund 14 000 Fahrzeuge quälen sich Tag für Tag durch die Ortsdurchfahrt, darunter mehr als 1200 Lastwagen, die meisten auf dem Weg zum Kieswerk am Ried. Die geplante Umgehung soll den Ort auf 3,8 Kilometern nördlich umfahren.</p>
<p>Einwendungen kamen vor allem von Landwirten, deren Flächen zerschnitten würden, und von einem Naturschutzverband, der um die Brutplätze im Ried fürchtet. Alle Einwendungen müssen einzeln geprüft und erörtert werden.</p>
<div class="bild"><img src="/img/2013/05/ortsdurchfahrt.svg" width="560" height="300" alt=""><p>Lastwagen in der Ortsdurchfahrt von Wehrlingen. Foto: Tallert</p></div>
<p>Bürgermeisterin Sabine Ottenreuther zeigte sich enttäuscht: &bdquo;Jedes Jahr Verzögerung ist ein weiteres Jahr Lärm für die Anwohner.&ldquo; Die Gemeinde will nun prüfen lassen, ob nachts zumindest eine Geschwindigkeitsbegrenzung möglich ist.</p>
<p class="autor">Jens Tallert</p>
<div class="tags">Schlagworte: <a href="/thema/ortsumgehung">Ortsumgehung</a>, <a href="/thema/verkehr">Verkehr</a>, <a href="/thema/wehrlingen">Wehrlingen</a>, <a href="/thema/kieswerk">Kieswerk</a></div>
<div class="mehr-zum-thema"><h3>Mehr zum Thema</h3><ul>
<li><a href="/lokales/wehrlingen/20130322-laermmessung">Lärmmessung an der Hauptstraße: Werte über dem Grenzwert</a> <span>22.03.2013</span></li>
<li><a href="/lokales/wehrlingen/20121108-umgehung-erorterung">Umgehung: Erörterungstermin im Bürgerhaus</a> <span>08.11.2012</span></li>
<li><a href="/lokales/kappelried/20120615-radweg">Radweg nach Kappelried: Land sagt Zuschuss zu</a> <span>15.06.2012</span></li>
</ul></div>
<div id="echolot_thread" class="echolot-widget">
<div class="el-header"><span class="el-count">9 Kommentare</span> <span class="el-brand">Echolot</span> <span class="el-login"><a href="#">Anmelden</a></span></div>
<div class="el-toolbar"><a href="#" class="el-like">&#9733; Empfehlen</a> <span class="el-sort">Sortieren nach <a href="#">Beste</a> &middot; <b>Älteste</b> &middot; <a href="#">Neueste</a></span></div>
<div class="el-form"><img src="/static/echolot/avatar-anon.svg" width="36" height="36" alt=""><textarea placeholder="Beteilige dich an der Diskussion …" rows="2" cols="60"></textarea></div>
<div class="el-posts">
{posts}</div>
<div class="el-footer"><a href="#">Abonnieren</a> &middot; <a href="#">Echolot zu deiner Website hinzufügen</a> &middot; <a href="#">Datenschutz</a></div>
</div>
<script type="text/javascript">
var echolot_shortname = 'wehrtalerbote';
var echolot_identifier = 'artikel-20130514-umgehung';
(function() {{
  var el = document.createElement('script'); el.type = 'text/javascript'; el.async = true;
  el.src = '//' + echolot_shortname + '.echolot.example.org/embed.js';
  (document.getElementsByTagName('head')[0] || document.getElementsByTagName('body')[0]).appendChild(el);
}})();
</script>
<noscript>Bitte aktiviere JavaScript, um die Kommentare von Echolot zu sehen.</noscript>
</div>
<div id="rechts">
<div class="box anzeige"><span class="hinweis">Anzeige</span><img src="/img/ad-autohaus.svg" width="300" height="250" alt="Autohaus Riedle"></div>
<div class="box"><h4>Meistgelesen</h4><ol>
<li><a href="/lokales/20130513-hallenbad">Hallenbad: Sanierung teurer als gedacht</a></li>
<li><a href="/sport/20130512-sv-wehrlingen">SV Wehrlingen feiert Aufstieg</a></li>
<li><a href="/kreis/20130511-maibaum">Maibaum in Gutach gestohlen</a></li>
<li><a href="/lokales/20130510-baeckerei">Bäckerei Hupfer schließt nach 90 Jahren</a></li>
</ol></div>
<div class="box"><h4>Meistkommentiert</h4><ul>
<li><a href="/lokales/20130513-hallenbad">Hallenbad: Sanierung teurer als gedacht</a> <span>(47)</span></li>
<li><a href="/kreis/20130509-windpark">Windpark am Hohberg: Bürgerentscheid kommt</a> <span>(38)</span></li>
<li><a href="/lokales/wehrlingen/20130514-umgehung">Ortsumgehung Wehrlingen: Planfeststellung verzögert sich</a> <span>(9)</span></li>
</ul></div>
<div class="box"><h4>Umfrage</h4><p>Sollte nachts Tempo 30 in der Ortsdurchfahrt gelten?</p><form action="/umfrage/118" method="post"><label><input type="radio" name="a" value="1"> Ja</label><br><label><input type="radio" name="a" value="2"> Nein</label><br><label><input type="radio" name="a" value="3"> Egal</label><br><input type="submit" value="Abstimmen"></form><p class="klein">bisher 624 Stimmen</p></div>
<div class="box"><h4>Newsletter</h4><p>Die wichtigsten Nachrichten aus dem Wehrtal jeden Morgen per E-Mail.</p><form action="/newsletter" method="post"><input type="text" name="email" value="Ihre E-Mail-Adresse"> <input type="submit" value="Anmelden"></form></div>
</div>
</div>
<div id="fuss">
<ul>{nav([("/impressum", "Impressum"), ("/kontakt", "Kontakt"), ("/abo", "Abo"), ("/epaper", "E-Paper"), ("/mediadaten", "Mediadaten"), ("/agb", "AGB"), ("/datenschutz", "Datenschutz"), ("/archiv", "Archiv"), ("/rss", "RSS"), ("/leserreisen", "Leserreisen"), ("/jobs", "Stellenmarkt"), ("/traueranzeigen", "Traueranzeigen")])}</ul>
<p>&copy; 2013 Wehrtaler Bote Verlags-GmbH, Wehrlingen</p>
</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px/1.5 Verdana,Arial,sans-serif;background:#dfe3e8;margin:0}#seite{width:980px;margin:0 auto;background:#fff}#kopf{height:70px;padding:8px 12px}.logo{float:left}.kopf-rechts{float:right;text-align:right}
#hauptnav{background:#1d3f6e;margin:0;padding:0;list-style:none;height:32px}#hauptnav li{float:left}#hauptnav a{display:block;color:#fff;padding:6px 12px;font-weight:bold;text-decoration:none}
#ticker{background:#f2f2f2;font-size:11px;padding:4px 12px;border-bottom:1px solid #ccc}#ticker span{color:#b00}#inhalt{float:left;width:600px;padding:12px}#rechts{float:right;width:320px;padding:12px}
#fuss{clear:both;background:#1d3f6e;color:#cfd8e6;padding:12px;font-size:11px}#fuss ul{list-style:none;margin:0;padding:0}#fuss li{display:inline;margin-right:10px}#fuss a{color:#fff}
.dachzeile{color:#b00;font-weight:bold;margin:0}.meta{color:#777;font-size:11px}.vorspann{font-weight:bold}.bild p{font-size:11px;color:#666}.teilen{font-size:11px}.zaehler{background:#eee;border:1px solid #ccc;padding:0 4px}
.box{border:1px solid #d6d6d6;margin-bottom:12px;padding:8px}.box h4{margin:0 0 6px;color:#1d3f6e;border-bottom:2px solid #1d3f6e}.hinweis{font-size:9px;color:#999;display:block}.klein{font-size:10px;color:#888}
.mehr-zum-thema span{color:#999;font-size:11px}.echolot-widget{font-family:"Helvetica Neue",Arial,sans-serif;margin-top:24px;border-top:3px solid #2a9d8f}
.el-header{padding:8px 0;font-weight:bold}.el-brand{color:#2a9d8f;font-size:11px;margin-left:8px}.el-login{float:right;font-weight:normal}.el-toolbar{font-size:12px;color:#666;border-bottom:1px solid #e5e5e5;padding-bottom:6px}
.el-sort{float:right}.el-form{padding:10px 0}.el-form img{float:left;margin-right:8px}.el-post{padding:8px 0;overflow:hidden}.el-avatar{float:left;width:44px}.el-main{margin-left:46px}
.el-author{font-weight:bold;color:#2a6f97;text-decoration:none}.el-time,.el-parentlink,.el-dot{color:#999;font-size:11px}.el-message p{margin:4px 0}.el-foot{font-size:11px;color:#999}.el-foot a{color:#999}
.el-footer{font-size:11px;color:#999;border-top:1px solid #e5e5e5;padding-top:6px}
</style>"""
    files = {
        "/img/wb-logo.svg": svg(340, 58, "#1d3f6e", "Wehrtaler Bote", 26),
        "/img/2013/05/ortsdurchfahrt.svg": svg(560, 300, "#7d7d70", "Ortsdurchfahrt"),
        "/img/ad-autohaus.svg": svg(300, 250, "#c0392b", "Autohaus Riedle", 22),
        "/static/echolot/avatar-anon.svg": svg(36, 36, "#bbbbbb"),
    }
    for k, fill in enumerate(("#2a9d8f", "#e76f51", "#264653", "#e9c46a")):
        files[f"/static/echolot/avatar-{k}.svg"] = svg(36, 36, fill)
    return make(
        "fm-de-widget-echolot",
        "discussion",
        "de",
        doc(
            "html4t",
            title="Ortsumgehung Wehrlingen: Planfeststellung verzögert sich um ein Jahr - Wehrtaler Bote",
            lang="de",
            head=css,
        )
        + body,
        cs,
        path="/lokales/wehrlingen/20130514-umgehung",
        container="div#echolot_thread.echolot-widget (an invented hosted widget's drawn markup, saved): div.el-header '9 Kommentare', a toolbar and a form, then div.el-posts: nine sibling div.el-post nested only by an inline style margin-left (0, 42, 84px), each an avatar, div.el-meta (a.el-author NAME, '↩ PARENT' on replies, a.el-time relative time), div.el-message TEXT, div.el-foot votes '▲ n ▼ · Antworten · Teilen'; the loader script after it",
        heading="9 Kommentare",
        description="A German regional paper of 2013 (invented): the town bypass's planning approval delayed a year; the thread as an invented hosted widget ('Echolot') drew it into the page before it was saved, 9 comments nested two levels by an inline margin only, relative times ('vor 2 Tagen'), vote counts, the loader script still in the page; a ticker with times, related stories with dates, most read, most commented with counts, a poll, an ad, a newsletter box, a footer of 12 links.",
        files=files,
    )


# --------------------------------------------------------------------------- fr: a social network's comments plugin, 2013


def fr_voisinage() -> Case:
    cs = talk("""
Hélène Dutertre || 12 mars 2013, 18:04 || 12 || J'y ai vu mon premier film, Bambi, assise sur les genoux de mon père. Ça me fait un pincement au cœur.
> Marc-Antoine Lebris || 12 mars 2013, 18:40 || 3 || Pareil pour moi, sauf que c'était Les Dents de la mer et que j'ai fait des cauchemars pendant un mois.
Sylvie Pontal || 12 mars 2013, 19:15 || 8 || Il faudrait monter une association et reprendre la salle, comme ils ont fait à Vireux-le-Bas. La mairie pourrait prêter le local pour un euro symbolique.
> Jean-Loup Ferrand || 12 mars 2013, 20:02 || 5 || L'association existe déjà, elle s'appelle Les Amis du Rex. Il manque surtout des bénévoles pour tenir la caisse le week-end.
> Sylvie Pontal || 12 mars 2013, 20:31 || 1 || Merci Jean-Loup, je ne savais pas. Je vais leur écrire dès ce soir.
Noé Garnier || 13 mars 2013, 08:17 || 2 || Le vrai problème, c'est le passage au numérique. Un projecteur coûte plus cher que ce que la salle gagne en trois ans.
Odile Rivaud-Caze || 13 mars 2013, 11:49 || 0 || Triste nouvelle. Le mardi soir à 4 euros, c'était la sortie des retraités du quartier.
""")

    def item(i: int) -> str:
        c = cs[i]
        slug = c.who.lower().replace(" ", ".").replace("é", "e").replace("ë", "e").replace("'", "")
        likes = (
            f' &middot; <span class="vsn-likes">&#128077; {c.extra[0]}</span>' if c.extra[0] != "0" else ""
        )
        kids = [j for j, d in enumerate(cs) if d.parent == i]
        replies = f'<ul class="vsn-replies">{"".join(item(j) for j in kids)}</ul>' if kids else ""
        return (
            f'<li class="vsn-item" id="vsn_{880213 + i}"><a class="vsn-pic" href="http://voisinage.example.org/{slug}">'
            f'<img src="/medias/vsn/p{i % 5}.svg" width="{32 if c.depth else 48}" height="{32 if c.depth else 48}" alt=""></a>'
            f'<div class="vsn-content"><a class="vsn-name" href="http://voisinage.example.org/{slug}">{esc(c.who)}</a>'
            f'<div class="vsn-text">{esc(c.raw)}</div>'
            f'<div class="vsn-actions"><a href="#">J&#8217;aime</a> &middot; <a href="#">Répondre</a>{likes} &middot; '
            f'<abbr class="vsn-time" title="{esc(c.at)}">{esc(c.at)}</abbr></div>{replies}</div></li>'
        )

    items = "".join(item(i) for i, c in enumerate(cs) if c.parent is None)
    body = f"""<body class="single-post">
<div id="page">
<div id="masthead"><h1 class="site-title"><a href="/">Sainte-Aure en direct</a></h1><p class="site-description">Le blog d'info locale de Sainte-Aure-sur-Loing et des environs</p></div>
<div id="access"><ul class="menu">{nav([("/", "Accueil"), ("/category/vie-locale/", "Vie locale"), ("/category/culture/", "Culture"), ("/category/sport/", "Sport"), ("/category/agenda/", "Agenda"), ("/a-propos/", "À propos")])}</ul></div>
<div id="main">
<div id="primary">
<div class="post">
<h2 class="entry-title">Le cinéma Le Rex fermera ses portes le 31 mars</h2>
<div class="entry-meta">Publié le 12 mars 2013 par <a href="/author/gaelle/">Gaëlle</a> dans <a href="/category/culture/">Culture</a></div>
<div class="entry-content">
<p>C'est officiel : après 61 ans d'existence, le Rex, l'unique salle de cinéma de Sainte-Aure-sur-Loing, projettera son dernier film le dimanche 31 mars. Son gérant, Pascal Moisand, prend sa retraite et n'a pas trouvé de repreneur.</p>
<p>La salle de 180 places n'est jamais passée à la projection numérique, un investissement estimé à 70 000 euros. « Les distributeurs ne livrent presque plus de copies en 35 mm », explique-t-il.</p>
<p><img src="/wp-content/uploads/2013/03/rex-facade.svg" width="540" height="300" alt="La façade du Rex"></p>
<p>Une dernière séance gratuite est prévue le 31 mars à 20 h 30. Le film sera choisi par les spectateurs, par un vote dans le hall jusqu'au 25 mars.</p>
</div>
<div class="partage"><span class="compteur">248</span> J'aime &middot; <span class="compteur">19</span> Tweets &middot; <a href="/imprimer/?p=1874">Imprimer</a></div>
<div class="entry-utility">Mots-clefs : <a href="/tag/cinema/">cinéma</a>, <a href="/tag/rex/">Rex</a>, <a href="/tag/commerces/">commerces</a></div>
<div class="related"><h3>Articles similaires</h3><ul>
<li><a href="/2013/02/27/la-librairie-du-pont-cherche-un-repreneur/">La librairie du Pont cherche un repreneur</a> (27 février 2013)</li>
<li><a href="/2012/11/14/festival-du-court-metrage-le-palmares/">Festival du court métrage : le palmarès</a> (14 novembre 2012)</li>
<li><a href="/2012/09/03/rentree-au-rex-le-programme/">Rentrée au Rex : le programme</a> (3 septembre 2012)</li>
</ul></div>
</div>
<div id="reactions">
<h3 class="reactions-title">Réagissez</h3>
<div class="vsn-comments" data-href="http://sainte-aure-en-direct.example.org/2013/03/12/le-rex-ferme/" data-num-posts="10" data-width="560">
<div class="vsn-header"><span class="vsn-count">7 commentaires</span> <span class="vsn-order">Trier par <select><option>Meilleurs</option><option selected>Plus anciens</option></select></span></div>
<div class="vsn-compose"><img src="/medias/vsn/anon.svg" width="48" height="48" alt=""><textarea placeholder="Ajouter un commentaire…"></textarea><label><input type="checkbox" checked> Publier aussi sur Voisinage</label></div>
<ul class="vsn-list">{items}</ul>
<div class="vsn-plugin-foot"><img src="/medias/vsn/v.svg" width="14" height="14" alt=""> Plugin social de Voisinage</div>
</div>
<script>(function(d, s, id) {{
  var js, vjs = d.getElementsByTagName(s)[0];
  if (d.getElementById(id)) return;
  js = d.createElement(s); js.id = id;
  js.src = "//connect.voisinage.example.org/fr_FR/all.js#xvsn=1&appId=204417";
  vjs.parentNode.insertBefore(js, vjs);
}}(document, 'script', 'voisinage-jssdk'));</script>
</div>
</div>
<div id="secondary">
<div class="widget"><h3>Rechercher</h3><form action="/" method="get"><input type="text" name="s"> <input type="submit" value="OK"></form></div>
<div class="widget"><h3>Articles récents</h3><ul>{nav([("/2013/03/11/travaux-rue-des-tanneurs/", "Travaux rue des Tanneurs jusqu'en mai"), ("/2013/03/09/le-marche-du-samedi-change-de-place/", "Le marché du samedi change de place"), ("/2013/03/07/us-sainte-aure-4-1/", "L'US Sainte-Aure s'impose 4-1"), ("/2013/03/05/carnaval-des-ecoles/", "Carnaval des écoles : les photos")])}</ul></div>
<div class="widget"><h3>Nuage de mots-clefs</h3><p class="cloud"><a href="/tag/mairie/" style="font-size:18px">mairie</a> <a href="/tag/ecoles/" style="font-size:11px">écoles</a> <a href="/tag/loing/" style="font-size:15px">Loing</a> <a href="/tag/marche/" style="font-size:13px">marché</a> <a href="/tag/cinema/" style="font-size:12px">cinéma</a> <a href="/tag/travaux/" style="font-size:16px">travaux</a> <a href="/tag/football/" style="font-size:10px">football</a></p></div>
<div class="widget"><h3>Liens</h3><ul>{nav([("http://example.org/office-tourisme", "Office de tourisme"), ("http://example.org/mediatheque", "Médiathèque du Loing"), ("http://example.org/comite-des-fetes", "Comité des fêtes")])}</ul></div>
<div class="widget"><h3>Archives</h3><ul>{nav([("/2013/03/", "mars 2013"), ("/2013/02/", "février 2013"), ("/2013/01/", "janvier 2013"), ("/2012/12/", "décembre 2012")])}</ul></div>
<div class="widget pub"><img src="/wp-content/uploads/pub-boulangerie.svg" width="250" height="200" alt="Boulangerie Vernier"></div>
</div>
</div>
<div id="colophon"><p>Sainte-Aure en direct &copy; 2013 &middot; Propulsé par un moteur de blog &middot; <a href="/mentions-legales/">Mentions légales</a> &middot; <a href="/contact/">Contact</a></p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:14px Georgia,serif;background:#f1ede4;margin:0;color:#333}#page{width:940px;margin:0 auto;background:#fff;padding:0 20px}#masthead{padding:24px 0 10px}.site-title a{color:#6b2d1c;text-decoration:none}
.site-description{color:#888;font-style:italic}#access{background:#6b2d1c}.menu{list-style:none;margin:0;padding:0}.menu li{display:inline-block}.menu a{color:#fff;padding:8px 12px;display:block;text-decoration:none}
#primary{float:left;width:600px}#secondary{float:right;width:280px}#colophon{clear:both;border-top:1px solid #ccc;font-size:12px;color:#888;padding:10px 0}.entry-meta,.entry-utility{font-size:12px;color:#888}
.compteur{background:#eef;border:1px solid #ccd;padding:0 4px;font:11px Arial}.related li{font-size:13px}.widget h3{font:bold 13px Arial;text-transform:uppercase;color:#6b2d1c;border-bottom:1px solid #ddd}
.reactions-title{font-family:Arial}.vsn-comments{font:12px "lucida grande",tahoma,verdana,arial,sans-serif;color:#333;border-top:1px solid #d8dfea;padding-top:6px}.vsn-header{font-weight:bold;padding:4px 0}.vsn-order{float:right;font-weight:normal}
.vsn-compose textarea{width:480px;height:36px;margin-left:8px}.vsn-compose label{display:block;font-size:11px;color:#666;margin-left:56px}.vsn-list,.vsn-replies{list-style:none;margin:0;padding:0}.vsn-item{overflow:hidden;padding:8px 0;border-bottom:1px solid #e9e9e9}
.vsn-replies{background:#f6f7f9;margin-top:6px}.vsn-replies .vsn-item{border:0;padding:6px}.vsn-pic{float:left;margin-right:8px}.vsn-content{overflow:hidden}.vsn-name{color:#3b5998;font-weight:bold;text-decoration:none}
.vsn-actions{color:#999;font-size:11px;margin-top:3px}.vsn-actions a{color:#6d84b4;text-decoration:none}.vsn-plugin-foot{font-size:11px;color:#999;padding:6px 0}
</style>"""
    files = {
        "/wp-content/uploads/2013/03/rex-facade.svg": svg(540, 300, "#8b2d2d", "REX"),
        "/wp-content/uploads/pub-boulangerie.svg": svg(250, 200, "#c9a66b", "Boulangerie Vernier", 16),
        "/medias/vsn/anon.svg": svg(48, 48, "#c3c9d6"),
        "/medias/vsn/v.svg": svg(14, 14, "#3b5998"),
    }
    for k, fill in enumerate(("#7e9bc4", "#c47e9b", "#9bc47e", "#c4a77e", "#7ec4b8")):
        files[f"/medias/vsn/p{k}.svg"] = svg(48, 48, fill)
    return make(
        "fm-fr-plugin-voisinage",
        "discussion",
        "fr",
        doc(
            "html5",
            title="Le cinéma Le Rex fermera ses portes le 31 mars | Sainte-Aure en direct",
            lang="fr",
            head=css,
        )
        + body,
        cs,
        path="/2013/03/12/le-cinema-le-rex-fermera-ses-portes-le-31-mars/",
        container="div.vsn-comments (an invented social network's comments plugin, its drawn markup saved) under h3 'Réagissez': header '7 commentaires', a compose box, then ul.vsn-list of li.vsn-item (avatar, a.vsn-name linked to a profile, div.vsn-text, div.vsn-actions 'J’aime · Répondre · 👍 n · DATE'), replies in ul.vsn-replies inside their parent; the plugin's SDK loader after it",
        heading="Réagissez",
        description="A French town news blog of 2013 (invented): the only cinema closes at the end of March; 7 comments in an invented social network's comments plugin drawn into the page (names linked to profiles on the network, 'J’aime · Répondre · 👍 12 · 12 mars 2013, 18:04' lines, 3 replies nested one level in the plugin's grey box), the SDK loader script still there; share counters, tags, related posts with dates, recent posts, a tag cloud, a blogroll, archives, an ad.",
        files=files,
    )


# --------------------------------------------------------------------------- pl: a regional paper's own CMS with ranks, 2012


def pl_rondo() -> Case:
    cs = talk("""
bocian_znad_stawu || 12.09.2012, 08:14 || Ekspert || 31/4 || Nareszcie! Przez dziesięć lat stałem na tych światłach codziennie po osiem minut. Rondo powinno tu być od początku.
Marta_Z || 12.09.2012, 08:52 || Stały bywalec || 18/2 || Dla pieszych jest gorzej niż było. Przejście przy szkole przesunęli o trzydzieści metrów i dzieci i tak chodzą na skróty przez trawnik.
kierowca_PKS || 12.09.2012, 09:30 || Nowicjusz || 9/6 || Autobus przegubowy ledwo się mieści na tym rondzie. Dzisiaj rano zahaczyłem kołem o krawężnik, a jechałem naprawdę powoli.
Zbyszek1956 || 12.09.2012, 10:05 || Ekspert || 7/11 || @kierowca_PKS to nie rondo jest za małe, tylko krawężniki za wysokie. W Wolicy jest tak samo i jakoś wszyscy przejeżdżają.
ania.k || 12.09.2012, 11:47 || Stały bywalec || 22/1 || A kwiaty na środku kto będzie podlewał? Po dwóch tygodniach z rabaty zostanie piach, jak przy dworcu.
Tadeusz_Radny || 12.09.2012, 13:20 || Honorowy czytelnik || 5/3 || Budowa kosztowała 2,4 mln zł, z czego połowa pochodziła z funduszy unijnych. Wszystko jest w uchwale rady, kto chce, może sprawdzić w BIP.
bocian_znad_stawu || 12.09.2012, 14:02 || Ekspert || 12/0 || @Marta_Z zgadzam się co do przejścia. Ktoś powinien napisać do zarządu dróg, zanim zacznie się rok szkolny na dobre.
Gosia_z_Polnej || 12.09.2012, 16:38 || Nowicjusz || 16/2 || Mieszkam sto metrów od ronda. Pierwszy raz od lat mogłam otworzyć okno, bo samochody nie stoją w korku z pracującymi silnikami.
oliwkowy || 12.09.2012, 19:11 || Stały bywalec || 8/1 || Oznakowanie poziome już się ściera, a minęły trzy dni. Ciekawe, czy to jeszcze na gwarancji.
Zbyszek1956 || 13.09.2012, 07:25 || Ekspert || 4/2 || Dobra robota, tak trzymać. Teraz czas na skrzyżowanie przy cmentarzu.
""")
    stars = {"Nowicjusz": 1, "Stały bywalec": 2, "Ekspert": 3, "Honorowy czytelnik": 4}
    entries = "".join(
        f'<div class="wpis" id="w{51870 + i}"><div class="wpis-naglowek">'
        f'<img class="awatar" src="/grafika/awatary/{i % 3}.svg" width="40" height="40" alt="">'
        f'<a class="nick" href="/profil/{esc(c.who)}">{esc(c.who)}</a> '
        f'<span class="ranga ranga-{stars[c.extra[0]]}" title="Ranga: {esc(c.extra[0])}">'
        f'<img src="/grafika/gwiazdki-{stars[c.extra[0]]}.svg" width="{stars[c.extra[0]] * 12}" height="12" alt="">{esc(c.extra[0])}</span>'
        f' <span class="data">{esc(c.at)}</span></div>'
        f'<div class="wpis-tresc">{esc(c.raw)}</div>'
        f'<div class="wpis-stopka">Oceń: <a href="#" class="plus">+</a> <b>{c.extra[1].split("/")[0]}</b> '
        f'<a href="#" class="minus">&minus;</a> <b>{c.extra[1].split("/")[1]}</b> | <a href="/forum/odpowiedz/{51870 + i}">Odpowiedz</a> | '
        f'<a href="/forum/zglos/{51870 + i}">Zgłoś do moderatora</a></div></div>\n'
        for i, c in enumerate(cs)
    )
    body = f"""<body>
<table id="szkielet" width="1000" cellpadding="0" cellspacing="0" align="center">
<tr><td colspan="2" id="gora"><a href="/"><img src="/grafika/logo-kurier.svg" width="420" height="70" alt="Kurier Zielonobrzeski"></a>
<div id="data-dnia">Środa, 12 września 2012 &middot; Imieniny: Gwidona, Radzimira &middot; <a href="/logowanie">Zaloguj się</a> | <a href="/rejestracja">Załóż konto</a></div></td></tr>
<tr><td colspan="2" id="menu">{nav([("/", "Strona główna"), ("/wiadomosci/", "Wiadomości"), ("/region/", "Region"), ("/sport/", "Sport"), ("/kultura/", "Kultura"), ("/praca/", "Praca"), ("/ogloszenia/", "Ogłoszenia"), ("/forum/", "Forum")], " | ")}</td></tr>
<tr><td colspan="2" id="pasek"><b>Najnowsze:</b> 08:40 Utrudnienia na moście w Przewozie &middot; 08:05 Dyżur aptek w weekend &middot; 07:30 Sesja rady gminy w czwartek</td></tr>
<tr>
<td id="tresc" valign="top">
<div class="sciezka"><a href="/">Strona główna</a> &raquo; <a href="/wiadomosci/">Wiadomości</a></div>
<h1>Nowe rondo na skrzyżowaniu Kościuszki i Polnej już otwarte</h1>
<div class="info">Dodano: 11.09.2012, 17:20 &middot; Autor: (kw) &middot; Czytano: 4 127 razy &middot; <a href="#forum">Komentarze (10)</a></div>
<p class="lead">Po pięciu miesiącach budowy kierowcy mogą już korzystać z ronda na skrzyżowaniu ulic Kościuszki i Polnej. Sygnalizacja świetlna, która stała tu od 1994 roku, została zdemontowana.</p>
<p>Rondo ma średnicę 36 metrów i jedno pasmo ruchu. Wokół wybudowano nowe chodniki, ścieżkę rowerową i dwa przejścia dla pieszych z wysepkami. Na środku posadzono krzewy i byliny.</p>
<p><img src="/zdjecia/2012/09/rondo-polna.svg" width="520" height="290" alt=""><br><span class="podpis">Rondo w dniu otwarcia. Fot. Kurier Zielonobrzeski</span></p>
<p>Koszt inwestycji to 2,4 mln zł. Połowę pokryło dofinansowanie z Unii Europejskiej. Do końca miesiąca wykonawca ma jeszcze uporządkować pobocza i posiać trawę.</p>
<div class="udostepnij">Poleć: <a href="/share?fb=1">Facebook</a> (86) &middot; <a href="/share?nk=1">NK</a> (23) &middot; <a href="/drukuj/18822">Drukuj</a> &middot; <a href="/wyslij/18822">Wyślij znajomemu</a></div>
<div class="zobacz"><b>Zobacz także:</b><ul>
<li><a href="/wiadomosci/18790">Remont ul. Polnej: objazdy do końca sierpnia</a> <span>(28.08.2012)</span></li>
<li><a href="/wiadomosci/18612">Mieszkańcy chcą przejścia przy szkole</a> <span>(03.07.2012)</span></li>
</ul></div>
<a name="forum"></a>
<h3 class="naglowek-forum">Forum czytelników (10)</h3>
<div class="forum-lista">
{entries}</div>
<div class="forum-dodaj"><p>Aby dodać opinię, <a href="/logowanie">zaloguj się</a> lub <a href="/rejestracja">załóż konto</a>. Opinie są wyrazem poglądów ich autorów. Redakcja zastrzega sobie prawo do usuwania wpisów.</p></div>
<div class="ranking-info"><b>Rangi forumowiczów:</b> Nowicjusz (do 20 wpisów) &middot; Stały bywalec (do 200) &middot; Ekspert (ponad 200) &middot; Honorowy czytelnik (przyznaje redakcja)</div>
</td>
<td id="prawa" valign="top" width="300">
<div class="ramka"><img src="/grafika/reklama-meble.svg" width="300" height="250" alt="Meble Brzozowski"></div>
<div class="ramka"><h4>Najczęściej czytane</h4><ol>{nav([("/wiadomosci/18815", "Pożar stodoły w Wólce"), ("/sport/18811", "Warta Zielony Brzeg wygrywa derby"), ("/region/18809", "Nowy rozkład jazdy PKS")])}</ol></div>
<div class="ramka"><h4>Najczęściej komentowane</h4><ol>
<li><a href="/wiadomosci/18801">Podwyżka opłat za śmieci</a> (64)</li>
<li><a href="/wiadomosci/18822">Nowe rondo na skrzyżowaniu Kościuszki i Polnej</a> (10)</li>
<li><a href="/sport/18797">Stadion miejski do remontu</a> (9)</li>
</ol></div>
<div class="ramka"><h4>Sonda</h4><p>Jak oceniasz nowe rondo?</p><form action="/sonda/77" method="post"><label><input type="radio" name="o"> Dobrze</label><br><label><input type="radio" name="o"> Źle</label><br><label><input type="radio" name="o"> Nie mam zdania</label><br><input type="submit" value="Głosuj"></form></div>
<div class="ramka"><h4>Pogoda</h4><p>Zielony Brzeg: 19&deg;C, przelotne opady</p></div>
</td>
</tr>
<tr><td colspan="2" id="stopka">{nav([("/redakcja", "Redakcja"), ("/reklama", "Reklama"), ("/prenumerata", "Prenumerata"), ("/regulamin", "Regulamin"), ("/regulamin-forum", "Regulamin forum"), ("/prywatnosc", "Polityka prywatności"), ("/archiwum", "Archiwum"), ("/kontakt", "Kontakt")], " | ")}<br>&copy; 2012 Kurier Zielonobrzeski. Wszelkie prawa zastrzeżone.</td></tr>
</table>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:12px Tahoma,Verdana,sans-serif;background:#e8efe3;margin:8px 0}#szkielet{background:#fff}#gora{padding:8px}#data-dnia{float:right;font-size:11px;color:#666;margin-top:-40px}#menu{background:#2f6b2f;padding:6px}#menu a{color:#fff;font-weight:bold}
#pasek{background:#fffbe0;padding:4px 8px;font-size:11px}#tresc{padding:10px}#prawa{padding:10px;background:#f5f8f2}#stopka{background:#2f6b2f;color:#dfe;padding:8px;text-align:center;font-size:11px}#stopka a{color:#fff}
.info{color:#888;font-size:11px}.lead{font-weight:bold}.podpis{font-size:10px;color:#888}.zobacz span{color:#999}.naglowek-forum{background:#2f6b2f;color:#fff;padding:4px 8px}.wpis{border-bottom:1px solid #dde5d6;padding:6px 0}
.wpis-naglowek{background:#f1f5ed;padding:3px}.awatar{float:left;margin-right:6px}.nick{font-weight:bold;color:#2f6b2f}.ranga{font-size:10px;color:#a67c00;margin-left:6px}.ranga img{vertical-align:middle;margin-right:3px}
.data{color:#999;font-size:10px;float:right}.wpis-tresc{padding:6px 0 4px 46px}.wpis-stopka{font-size:10px;color:#999;padding-left:46px}.plus{color:#2a2}.minus{color:#c22}.forum-dodaj,.ranking-info{font-size:11px;color:#666}
.ramka{border:1px solid #cfdcc6;margin-bottom:10px;padding:6px}.ramka h4{margin:0 0 4px;color:#2f6b2f}
</style>"""
    files = {
        "/grafika/logo-kurier.svg": svg(420, 70, "#2f6b2f", "Kurier Zielonobrzeski", 26),
        "/zdjecia/2012/09/rondo-polna.svg": svg(520, 290, "#8a9a7a", "rondo"),
        "/grafika/reklama-meble.svg": svg(300, 250, "#6d4c41", "Meble Brzozowski", 20),
    }
    for k in range(3):
        files[f"/grafika/awatary/{k}.svg"] = svg(40, 40, ("#9cb", "#cb9", "#b9c")[k])
    for k in range(1, 5):
        files[f"/grafika/gwiazdki-{k}.svg"] = svg(k * 12, 12, "#e0a800")
    return make(
        "fm-pl-news-rondo",
        "discussion",
        "pl",
        doc(
            "html4t",
            title="Nowe rondo na skrzyżowaniu Kościuszki i Polnej już otwarte - Kurier Zielonobrzeski",
            lang="pl",
            head=css,
        )
        + body,
        cs,
        path="/wiadomosci/18822,nowe-rondo-kosciuszki-polna.html",
        container="div.forum-lista after h3.naglowek-forum 'Forum czytelników (10)', in a layout table's cell: ten div.wpis, each div.wpis-naglowek (avatar, a.nick NICK linked to /profil/, span.ranga with stars and the rank 'Ekspert', span.data DATE), div.wpis-tresc TEXT, div.wpis-stopka 'Oceń: + n − n | Odpowiedz | Zgłoś do moderatora'; flat, two '@nick' answers",
        heading="Forum czytelników (10)",
        description="A Polish regional paper of 2012 (invented) on its own CMS, in a layout table: the new roundabout opened; 10 registered readers' opinions with nicknames, a ranking badge ('Nowicjusz', 'Stały bywalec', 'Ekspert', 'Honorowy czytelnik' with stars), dates and +/- votes, flat, two of them '@nick' answers, two readers twice; a ticker with times, share counts, related stories with dates, most read, most commented with counts, a poll, the weather, an ad, a footer of 8 links.",
        files=files,
    )


# --------------------------------------------------------------------------- nl: a cycling blog's threaded list, 2012


def nl_fietsbrug() -> Case:
    cs = talk("""
Ineke || 4 juni 2012 om 20:13 || Mooie foto’s! Is de brug ook te doen met een fietskar? Wij hebben een aanhanger voor de kleine en die oprit lijkt me steil.
> Wouter Brakel || 4 juni 2012 om 21:02 || Dag Ineke, de helling is vijf procent, dus met een kar is het even doorzetten. Bovenaan is een vlak stuk waar je kunt uitrusten.
>> Ineke || 5 juni 2012 om 07:44 || Dank je, dan gaan we het zaterdag proberen.
Gert-Jan || 5 juni 2012 om 09:30 || Jammer dat de brug om tien uur ’s avonds dichtgaat. Juist in de zomer rijd ik graag laat nog een rondje.
> Wouter Brakel || 5 juni 2012 om 12:15 || Dat hoorde ik ook, Gert-Jan. Het schijnt te maken te hebben met de vleermuizen onder de brug, maar ik zoek het nog even uit.
Marloes de Kruijf || 6 juni 2012 om 16:48 || Wij kwamen er zondag langs met de wielerclub. Het wegdek is heerlijk glad, maar de bocht aan de Leerdamse kant is erg scherp voor een groep.
fietsende opa || 7 juni 2012 om 11:02 || Ik ben 78 en kwam er op mijn elektrische fiets zonder moeite over. Vroeger moest ik helemaal om via het pontje.
> Wouter Brakel || 7 juni 2012 om 19:20 || Wat leuk om te horen! Het pontje vaart overigens nog wel, alleen niet meer op zondag.
""")
    author = "Wouter Brakel"

    def li(i: int) -> str:
        c = cs[i]
        kids = [j for j, d in enumerate(cs) if d.parent == i]
        sub = f'<ul class="children">{"".join(li(j) for j in kids)}</ul>' if kids else ""
        mine = c.who == author
        name = (
            f'<a href="/over-mij/" class="url">{esc(c.who)}</a> <span class="auteur-label">Auteur</span>'
            if mine
            else f"{esc(c.who)}"
        )
        return (
            f'<li class="reactie{" door-auteur" if mine else ""} diepte-{c.depth + 1}" id="reactie-{2210 + i}">'
            f'<div class="reactie-kop"><img class="avatar" src="/plaatjes/{"wouter" if mine else "gast"}.svg" width="40" height="40" alt="">'
            f'<cite class="naam">{name}</cite> <span class="zegt">zegt:</span><br>'
            f'<a class="reactie-datum" href="#reactie-{2210 + i}">{esc(c.at)}</a></div>'
            f'<div class="reactie-tekst">{paras(c.raw)}</div>'
            f'<div class="reageer"><a href="?replytocom={2210 + i}#respond">Reageer</a></div>{sub}</li>'
        )

    items = "".join(li(i) for i, c in enumerate(cs) if c.parent is None)
    title = "De nieuwe fietsbrug over de Linge: eerste rit"
    body = f"""<body>
<div id="wrapper">
<div id="header"><h1><a href="/">De Polderfietser</a></h1><p class="description">Fietsverhalen uit de Betuwe en de Vijfheerenlanden</p></div>
<ul id="nav">{nav([("/", "Home"), ("/routes/", "Routes"), ("/fietsen-en-onderdelen/", "Fietsen & onderdelen"), ("/over-mij/", "Over mij"), ("/contact/", "Contact")])}</ul>
<div id="content">
<div class="post" id="post-612">
<div class="datum"><span class="dag">4</span> <span class="maand">jun</span> <span class="jaar">2012</span></div>
<h2>{esc(title)}</h2>
<p class="geplaatst">Geplaatst door Wouter Brakel in <a href="/categorie/routes/">Routes</a> &middot; <a href="#reacties">8 reacties</a></p>
<div class="entry">
<p>Zaterdag werd hij officieel geopend, zondagochtend om zeven uur stond ik er al: de nieuwe fiets- en voetgangersbrug over de Linge tussen Heukelum-Oost en de Leerdamse kant. Geen omweg meer van elf kilometer via de provinciale weg.</p>
<p><img src="/wp-content/uploads/2012/06/lingebrug-1.svg" width="500" height="300" alt="De brug in de ochtendmist"></p>
<p>De brug is 94 meter lang en heeft aan beide kanten een flauwe oprit. Het wegdek is van rood asfalt, met ledlampjes in de leuning die 's avonds zacht oplichten.</p>
<p>Ik reed een rondje van 38 kilometer: over de brug, langs de dijk naar het veer, en via de boomgaarden terug. De route staat hieronder als GPX-bestand.</p>
<p><a href="/wp-content/uploads/2012/06/lingebrug-rondje.gpx">Download de route (GPX, 38 km)</a></p>
</div>
<div class="deel">Delen: <a href="/share/fb/612">Facebook</a> <span class="teller">57</span> <a href="/share/tw/612">Twitter</a> <span class="teller">12</span> <a href="/share/hyves/612">Hyves</a> <span class="teller">3</span></div>
<p class="tags">Tags: <a href="/tag/bruggen/">bruggen</a>, <a href="/tag/linge/">Linge</a>, <a href="/tag/rondjes/">rondjes</a></p>
<div class="gerelateerd"><h4>Gerelateerde berichten</h4><ul>
<li><a href="/2012/05/21/het-veer-bij-dalem/">Het veer bij Dalem</a> <small>21 mei 2012</small></li>
<li><a href="/2012/04/08/bloesemtocht-2012/">Bloesemtocht 2012</a> <small>8 april 2012</small></li>
<li><a href="/2011/10/02/lekke-band-op-de-diefdijk/">Lekke band op de Diefdijk</a> <small>2 oktober 2011</small></li>
</ul></div>
</div>
<div id="reacties">
<h3 id="comments-title">8 reacties op &ldquo;{esc(title)}&rdquo;</h3>
<ol class="reactielijst">{items}</ol>
</div>
<div id="respond"><h3>Geef een reactie</h3>
<form action="/wp-comments-post.php" method="post"><p><input type="text" name="author" size="30"> <label>Naam (verplicht)</label></p>
<p><input type="text" name="email" size="30"> <label>E-mail (wordt niet gepubliceerd)</label></p><p><input type="text" name="url" size="30"> <label>Website</label></p>
<p><textarea name="comment" cols="58" rows="8"></textarea></p><p><input type="submit" value="Reactie plaatsen"></p></form></div>
</div>
<div id="sidebar">
<div class="blokje"><h3>Over mij</h3><p><img src="/plaatjes/wouter.svg" width="60" height="60" alt=""> Ik ben Wouter, 52 jaar, en fiets elk weekend door de polder. Hier schrijf ik over routes, bruggen, pontjes en pech.</p></div>
<div class="blokje"><h3>Recente berichten</h3><ul>{nav([("/2012/06/04/de-nieuwe-fietsbrug-over-de-linge-eerste-rit/", title), ("/2012/05/21/het-veer-bij-dalem/", "Het veer bij Dalem"), ("/2012/05/12/nieuwe-zadelpen/", "Een nieuwe zadelpen, eindelijk")])}</ul></div>
<div class="blokje"><h3>Blogrol</h3><ul>{nav([("http://example.org/dijkrijder", "Dijkrijder"), ("http://example.org/rondje-lek", "Rondje Lek"), ("http://example.org/de-trapper", "De Trapper"), ("http://example.org/fietsknooppunten", "Knooppuntenzoeker")])}</ul></div>
<div class="blokje"><h3>Tags</h3><p><a href="/tag/bruggen/" style="font-size:16px">bruggen</a> <a href="/tag/pontjes/" style="font-size:14px">pontjes</a> <a href="/tag/wind/" style="font-size:20px">wind</a> <a href="/tag/pech/" style="font-size:11px">pech</a> <a href="/tag/linge/" style="font-size:13px">Linge</a></p></div>
<div class="blokje"><h3>Archief</h3><ul>{nav([("/2012/06/", "juni 2012"), ("/2012/05/", "mei 2012"), ("/2012/04/", "april 2012")])}</ul></div>
</div>
<div id="footer">De Polderfietser &copy; 2012 &middot; Alle rechten voorbehouden &middot; <a href="/feed/">RSS</a> &middot; <a href="/wp-login.php">Inloggen</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px/1.6 "Trebuchet MS",sans-serif;background:#cfe0ea;margin:0}#wrapper{width:920px;margin:20px auto;background:#fff;border-radius:6px}#header{background:#e7552c;color:#fff;padding:20px;border-radius:6px 6px 0 0}#header a{color:#fff;text-decoration:none}
#nav{list-style:none;margin:0;padding:6px 20px;background:#333}#nav li{display:inline;margin-right:14px}#nav a{color:#fff}#content{float:left;width:600px;padding:20px}#sidebar{float:right;width:240px;padding:20px 20px 20px 0}#footer{clear:both;text-align:center;font-size:11px;color:#999;padding:10px}
.datum{float:left;background:#e7552c;color:#fff;text-align:center;width:44px;margin-right:10px}.dag{font-size:20px;display:block}.geplaatst,.tags{font-size:11px;color:#888}.teller{background:#eee;padding:0 4px;font-size:11px}.gerelateerd small{color:#999}
.reactielijst,.children{list-style:none;margin:0;padding:0}.children{margin-left:40px}.reactie{border-top:1px solid #eee;padding:10px 0}.door-auteur>.reactie-kop{background:#fdeee8}.auteur-label{background:#e7552c;color:#fff;font-size:10px;padding:1px 5px;border-radius:3px}
.avatar{float:left;margin-right:8px}.naam{font-style:normal;font-weight:bold}.zegt{color:#999}.reactie-datum{font-size:11px;color:#999}.reactie-tekst{margin-left:48px}.reageer{margin-left:48px;font-size:11px}.blokje h3{font-size:13px;border-bottom:2px solid #e7552c}
</style>"""
    return make(
        "fm-nl-blog-fietsbrug",
        "discussion",
        "nl",
        doc("xhtml", title=f"{title} | De Polderfietser", lang="nl", head=css) + body,
        cs,
        path="/2012/06/04/de-nieuwe-fietsbrug-over-de-linge-eerste-rit/",
        container="ol.reactielijst after h3 '8 reacties op “…”': li.reactie (div.reactie-kop: avatar, cite.naam NAME 'zegt:', a.reactie-datum DATE; div.reactie-tekst TEXT; 'Reageer'), replies in ul.children inside the li, three levels; the blogger's li.door-auteur with span 'Auteur'",
        heading="8 reacties op “De nieuwe fietsbrug over de Linge: eerste rit”",
        description="A Dutch cycling blog of 2012 (invented, WordPress-like but hand-written): the new cycle bridge's first ride; 8 comments threaded three deep, the blogger's three answers marked 'Auteur' with a highlighted head; share counters (Facebook, Twitter, Hyves), tags, related posts with dates, an about box, recent posts, a blogroll, a tag cloud, archives.",
        files={
            "/wp-content/uploads/2012/06/lingebrug-1.svg": svg(500, 300, "#8fa9b8", "Lingebrug"),
            "/plaatjes/wouter.svg": svg(60, 60, "#e7552c", "W", 28),
            "/plaatjes/gast.svg": svg(40, 40, "#bbbbbb"),
            "/wp-content/uploads/2012/06/lingebrug-rondje.gpx": '<?xml version="1.0"?>\n<gpx version="1.1" creator="De Polderfietser"><trk><name>Lingebrug rondje 38 km</name></trk></gpx>\n',
        },
    )
