"""Blind set DE: three article pages of 2011-2013 without any reader comment, each a site and server-printed template
of its own with the era's heavy furniture: a German county paper's story whose comments are switched off, beside
"most commented" with counts and the latest commenter's snippet and a readers' letters teaser; a French gardening blog
on an Overblog-like platform with "0 commentaire", beside the latest comments of other posts and a guestbook teaser;
an Italian valley news site whose comments are for members only and empty, beside the latest forum posts, a Twitter
widget as saved and death notices. Every class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_de_common import Case, doc, esc, make, slug

# --------------------------------------------------------------------------- de: county paper, comments switched off

KB_CSS = (
    "body{margin:0;background:#e8e8e8;font:13px/1.5 Verdana,Arial,sans-serif;color:#222}#seite{width:980px;margin:0 auto;background:#fff}"
    "#topbar{background:#f2f2f2;font-size:11px;padding:4px 10px;color:#555}#kopf{padding:14px 10px;border-bottom:5px solid #004b87}"
    "#kopf .logo{font:bold 36px Georgia,serif;color:#004b87;text-decoration:none}#kopf .claim{display:block;color:#777;font-size:12px}"
    "#hauptnav{list-style:none;margin:0;padding:0;background:#004b87;overflow:hidden}#hauptnav li{float:left}#hauptnav a{display:block;color:#fff;padding:6px 12px;font-weight:bold}"
    "#spalte{float:left;width:620px;padding:12px}#rechts{float:right;width:320px;padding:12px 8px}.kasten{border:1px solid #ccd;margin-bottom:14px}"
    ".kasten h3{margin:0;background:#004b87;color:#fff;font-size:12px;padding:4px 8px}.kasten ol,.kasten ul{margin:6px 0;padding-left:24px}"
    ".dachzeile{color:#c00;font-weight:bold;text-transform:uppercase;font-size:11px}.meta{color:#777;font-size:11px}.sharebar{background:#f6f6f6;padding:4px;font-size:11px}"
    ".lb-zitat{font-style:italic}.mk-zuletzt{font-size:11px;color:#555}#fuss{clear:both;background:#333;color:#bbb;padding:14px;font-size:11px}#fuss a{color:#ddd}"
)

MOST_COMMENTED_DE = (
    (
        "Hundesteuer steigt ab Juli um 24 Euro",
        87,
        "kater_karlo",
        "14.03.2013, 17:55",
        "Und für Katzen zahlt keiner was? Die machen genauso Dreck in meinem Beet.",
    ),
    (
        "Freibad Ostend bleibt auch 2013 zu",
        64,
        "Schwimmerin58",
        "14.03.2013, 16:20",
        "Dann fahren wir eben wieder nach Lohberg. Schade ums Geld der Stadt.",
    ),
    (
        "Blitzer an der B 412: 3.100 Fotos in einer Woche",
        41,
        "H. Rögner",
        "14.03.2013, 12:03",
        "Wer 70 fährt wo 50 steht, braucht sich nicht wundern.",
    ),
)

LETTERS_DE = (
    (
        "Zur Schließung der Bücherei-Zweigstelle in Moorfeld",
        "Für viele ältere Leute im Ortsteil war die Zweigstelle der einzige Ort, an dem man noch Zeitung lesen und ein Schwätzchen halten konnte. Ein Bücherbus zweimal im Monat ersetzt das nicht.",
        "Ulrike Baumann, Wallendorf-Moorfeld",
        "13.03.2013",
    ),
    (
        "Zum Bericht „Radweg nach Esche endet im Acker“",
        "Ich fahre die Strecke seit zwanzig Jahren täglich zur Arbeit. Dass der Radweg nach 800 Metern einfach aufhört, ist kein Schildbürgerstreich, sondern lebensgefährlich.",
        "Dieter Wolters, Esche",
        "12.03.2013",
    ),
    (
        "Zur Debatte um die Windräder am Hollberg",
        "Alle wollen die Energiewende, aber keiner will ein Windrad sehen. Ich wohne 900 Meter von der geplanten Anlage und bin trotzdem dafür.",
        "Gerlinde Maas, Hollenstedt",
        "11.03.2013",
    ),
)


def de_kreisbote() -> Case:
    most_read = "".join(
        f'<li><a href="/lokales/{slug(t)}.html">{esc(t)}</a> <span class="zugriffe">({esc(n)} Aufrufe)</span></li>'
        for t, n in (
            ("Umgehungsstraße: Kreistag stimmt für die Nordtrasse", "4.812"),
            ("Hundesteuer steigt ab Juli um 24 Euro", "3.977"),
            ("Unfall auf der L 120: Zwei Verletzte", "2.340"),
            ("Bäckerei Hinrichs schließt nach 96 Jahren", "2.118"),
            ("Freibad Ostend bleibt auch 2013 zu", "1.905"),
        )
    )
    most_commented = "".join(
        f'<li><a href="/lokales/{slug(t)}.html">{esc(t)}</a> <span class="anzahl">({n} Kommentare)</span>'
        f'<div class="mk-zuletzt">Zuletzt: <b>{esc(who)}</b>, {esc(at)}: „{esc(snip)}“</div></li>'
        for t, n, who, at, snip in MOST_COMMENTED_DE
    )
    letters = "".join(
        f'<li class="leserbrief"><a class="lb-titel" href="/meinung/leserbriefe/{slug(t)}.html">{esc(t)}</a>'
        f'<p class="lb-zitat">{esc(text)}</p><p class="lb-absender">{esc(who)} · {esc(at)}</p></li>'
        for t, text, who, at in LETTERS_DE
    )
    body = (
        '<div id="seite"><div id="topbar">Donnerstag, 14. März 2013 · Wallendorf 4 °C, bedeckt · <a href="/epaper/">E-Paper</a> · <a href="/abo/">Abo-Service</a> · <a href="/login/">Anmelden</a></div>'
        '<div id="kopf"><a class="logo" href="/">Wallendorfer Kreisbote</a><span class="claim">Die Heimatzeitung für den Landkreis Wallendorf · seit 1949</span></div>'
        '<ul id="hauptnav">'
        + "".join(
            f'<li><a href="/{slug(m)}/">{esc(m)}</a></li>'
            for m in (
                "Startseite",
                "Lokales",
                "Region",
                "Sport",
                "Politik",
                "Wirtschaft",
                "Kultur",
                "Service",
                "Anzeigen",
            )
        )
        + "</ul>"
        '<div id="spalte"><div class="brotkrumen"><a href="/">Startseite</a> › <a href="/lokales/">Lokales</a> › <a href="/lokales/wallendorf/">Wallendorf</a></div>'
        '<div class="artikel" id="art-118734"><span class="dachzeile">Ortsumgehung</span>'
        "<h1>Umgehungsstraße: Kreistag stimmt für die Nordtrasse</h1>"
        '<p class="meta">Von Sabine Kettler · 14.03.2013, 18:42 Uhr · Aktualisiert 14.03.2013, 21:10 Uhr</p>'
        '<div class="sharebar"><span class="fb">Empfehlen 41</span> · <span class="tw">Twittern 9</span> · <span class="gp">+1 3</span> · <a href="#">Drucken</a> · <a href="#">Versenden</a></div>'
        '<p class="teaser"><b>Wallendorf. Nach elf Jahren Streit ist die Entscheidung gefallen: Die Umgehungsstraße soll nördlich an Wallendorf vorbeiführen. Der Kreistag stimmte am Donnerstagabend mit 31 zu 17 Stimmen für die sogenannte Nordtrasse.</b></p>'
        "<p>Die rund 6,4 Kilometer lange Strecke soll die Bundesstraße 412 künftig zwischen dem Gewerbegebiet Esche und der Anschlussstelle Hollberg an der Stadt vorbeiführen. Täglich rollen derzeit rund 14.000 Fahrzeuge durch die Wallendorfer Innenstadt, darunter etwa 1.300 Lastwagen.</p>"
        "<p>Landrat Klaus-Peter Imholz (CDU) sprach nach der Abstimmung von einem „guten Tag für die Menschen an der Hauptstraße“. Die Fraktion der Grünen hatte dagegen für die kürzere Südvariante geworben, die weniger Ackerfläche verbraucht hätte, aber nach Gutachten des Landesbetriebs rund 9 Millionen Euro teurer geworden wäre.</p>"
        "<p>Widerstand kommt weiterhin aus Moorfeld: Die Bürgerinitiative „Moorfeld bleibt grün“ kündigte an, das Planfeststellungsverfahren genau prüfen zu lassen. Sprecher Hartmut Lessing sagte, man werde „notfalls bis zum Verwaltungsgericht“ gehen.</p>"
        "<p>Wann die ersten Bagger rollen, ist offen. Der Landesbetrieb rechnet mit einem Baubeginn frühestens 2016. Die Kosten werden derzeit auf 38,5 Millionen Euro geschätzt.</p>"
        '<div class="autorbox"><img src="/_avatar/kb-kettler.svg" width="60" height="60" alt="" /><p><b>Sabine Kettler</b> ist Redakteurin in der Lokalredaktion Wallendorf und berichtet seit 2004 über Kreispolitik. <a href="mailto:s.kettler@kreisbote.example.de">E-Mail an die Autorin</a></p></div>'
        '<p class="schlagworte">Themen: <a href="/thema/ortsumgehung/">Ortsumgehung</a>, <a href="/thema/kreistag/">Kreistag</a>, <a href="/thema/verkehr/">Verkehr</a></p>'
        "</div>"
        '<div id="kommentare" class="kommentare"><h3>Kommentare</h3>'
        '<p class="hinweis">Die Kommentarfunktion für diesen Artikel ist deaktiviert. Wir bitten um Verständnis. Zu unseren <a href="/netiquette/">Netiquette-Regeln</a>.</p></div>'
        '<div class="mehr-zum-thema"><h3>Mehr zum Thema</h3><ul>'
        '<li><a href="/lokales/ortsumgehung-gutachten.html">Gutachten: Südtrasse 9 Millionen teurer</a> (21.02.2013)</li>'
        '<li><a href="/lokales/ortsumgehung-buergerversammlung.html">Bürgerversammlung: 400 Moorfelder machen Front gegen Nordtrasse</a> (07.02.2013)</li>'
        '<li><a href="/lokales/ortsumgehung-chronik.html">Chronik: Elf Jahre Streit um die Umgehung</a> (14.03.2013)</li></ul></div>'
        "</div>"
        '<div id="rechts"><div class="anzeige" style="height:250px;background:#f4f4f4;text-align:center;color:#aaa;font-size:10px">Anzeige</div>'
        f'<div class="kasten"><h3>Meistgelesen</h3><ol>{most_read}</ol></div>'
        f'<div class="kasten"><h3>Meistkommentiert</h3><ol>{most_commented}</ol></div>'
        f'<div class="kasten leserbriefe"><h3>Leserbriefe</h3><ul>{letters}</ul><p><a href="/meinung/leserbriefe/">Alle Leserbriefe</a> · <a href="/meinung/leserbrief-schreiben/">Leserbrief schreiben</a></p></div>'
        '<div class="kasten"><h3>Termine heute</h3><ul><li>19.30 Uhr: Ortsrat Esche, Dorfgemeinschaftshaus</li><li>20.00 Uhr: „Der zerbrochne Krug“, Stadthalle</li><li>Blutspende, 16-20 Uhr, Grundschule Moorfeld</li></ul></div>'
        '<div class="kasten"><h3>Wetter</h3><p>Heute 4 °C, bedeckt. Morgen 6 °C, Regen.</p></div></div>'
        '<div id="fuss"><a href="/impressum/">Impressum</a> · <a href="/datenschutz/">Datenschutz</a> · <a href="/agb/">AGB</a> · <a href="/mediadaten/">Mediadaten</a> · <a href="/kontakt/">Kontakt</a><br />© 2013 Kreisbote Verlagsgesellschaft mbH &amp; Co. KG, Wallendorf</div></div>'
    )
    html = doc(
        "de",
        "Umgehungsstraße: Kreistag stimmt für die Nordtrasse",
        "Wallendorfer Kreisbote",
        KB_CSS,
        "artikelseite",
        body,
    )
    return make(
        "de-plain-kreisbote-umgehung",
        "lookalike",
        "de",
        html,
        [],
        path="/lokales/wallendorf/art118734/umgehungsstrasse-kreistag-nordtrasse.html",
        container="-",
        heading=None,
        description="A German county paper's own CMS, 2013: a council story whose 'Kommentare' area says the comment function is switched off; beside 'Meistkommentiert' with counts and each story's latest commenter, time and snippet, a 'Leserbriefe' teaser of 3 readers' letters with excerpts, names, towns and dates, most read with counts, events.",
        lookalikes=(
            "most commented stories with counts, the latest commenter's name, time and snippet",
            "readers' letters teaser: title, excerpt, name and town, date",
        ),
    )


# --------------------------------------------------------------------------- fr: Overblog-like gardening blog

OB_CSS = (
    "body{margin:0;background:#dfe9d4;font:13px/1.6 'Trebuchet MS',Arial,sans-serif;color:#3a3a2a}"
    "#ob-wrap{width:940px;margin:0 auto;background:#fffef6}#ob-head{padding:26px 20px;background:#6b8f3a;color:#fff}#ob-head h1{margin:0;font:bold 32px Georgia}"
    "#ob-head h1 a{color:#fff;text-decoration:none}#ob-menu{background:#4f6e26;padding:4px 20px}#ob-menu a{color:#fff;margin-right:14px}"
    "#ob-content{float:left;width:600px;padding:16px 20px}#ob-side{float:right;width:270px;padding:16px 10px;font-size:12px}.ob-box{margin-bottom:16px}"
    ".ob-box h4{margin:0 0 6px;color:#6b8f3a;border-bottom:1px dashed #6b8f3a}.date-header{font-size:11px;color:#999;text-transform:uppercase}"
    ".ob-article h2{font:bold 22px Georgia;color:#4f6e26}.ob-infos{font-size:11px;color:#888}.ob-lc-quote{font-style:italic;color:#666}"
    "#ob-footer{clear:both;padding:12px 20px;font-size:11px;color:#999;border-top:1px solid #ddd}"
)


def fr_potager() -> Case:
    last_comments = (
        (
            "Josette B.",
            "Purin d'ortie : la recette de ma grand-mère",
            "05/05/2011",
            "Merci pour l'astuce, je l'ai testé sur mes rosiers et plus un seul puceron depuis dimanche !",
        ),
        (
            "Yannick du Faou",
            "Purin d'ortie : la recette de ma grand-mère",
            "04/05/2011",
            "Attention quand même à l'odeur, ma voisine a cru qu'un animal était mort derrière la haie...",
        ),
        (
            "Maïwenn",
            "Mes fèves ont gelé (encore)",
            "29/04/2011",
            "Oui Gaëlle, je ressème ce week-end, on verra bien.",
        ),
        (
            "Gaëlle",
            "Mes fèves ont gelé (encore)",
            "28/04/2011",
            "Tu vas les ressemer ou tu passes aux haricots directement ?",
        ),
    )
    guestbook = (
        (
            "Odile et Marc",
            "02/05/2011",
            "Nous avons découvert votre blog grâce à la fête des plantes de Plouzenec. Bravo et merci pour le partage !",
        ),
        (
            "Tonton Job",
            "21/04/2011",
            "Un petit coucou de Lorient. Toujours aussi beau ton jardin, j'attends les photos des petits pois.",
        ),
        (
            "Ana (Porto)",
            "09/04/2011",
            "Olá Maïwenn, je lis en français avec le traducteur, j'adore vos photos de salades.",
        ),
    )
    lc = "".join(
        f'<li class="ob-lc"><b class="ob-lc-name">{esc(who)}</b> sur <a href="/article-{slug(post)}.html">{esc(post)}</a> '
        f'<span class="ob-lc-date">le {esc(at)}</span><div class="ob-lc-quote">« {esc(q)} »</div></li>'
        for who, post, at, q in last_comments
    )
    gb = "".join(
        f'<div class="ob-gb-item"><span class="ob-gb-author">{esc(who)}</span> <span class="ob-gb-date">{esc(at)}</span>'
        f'<p class="ob-gb-text">{esc(text)}</p></div>'
        for who, at, text in guestbook
    )
    body = (
        '<div id="ob-wrap"><div id="ob-head"><h1><a href="/">Le potager de Maïwenn</a></h1><p>Jardiner au naturel entre Plouzenec et la mer</p></div>'
        '<div id="ob-menu"><a href="/">Accueil</a><a href="/categorie-semis.html">Semis</a><a href="/categorie-recettes.html">Recettes</a>'
        '<a href="/categorie-astuces.html">Astuces</a><a href="/pages/qui-suis-je.html">Qui suis-je ?</a><a href="/contact/">Contact</a></div>'
        '<div id="ob-content"><div class="date-header">Samedi 7 mai 2011</div>'
        '<div class="ob-article" id="article-73814922"><h2 class="ob-title">Semis de tomates : mon calendrier, lune par lune</h2>'
        '<div class="ob-text">'
        "<p>On me demande souvent quand semer les tomates en Bretagne. Ma réponse : jamais trop tôt ! Chez nous, avec les nuits fraîches jusqu'en mai, un plant semé en février s'étiole au bord de la fenêtre et n'a pas meilleure mine que celui semé fin mars.</p>"
        "<p>Cette année j'ai semé le 26 mars, en lune montante, dans des godets de terreau maison (compost bien mûr tamisé et un tiers de sable). Levée en huit jours sur le rebord de la cuisine. Repiquage le 17 avril, en enterrant la tige jusqu'aux premières feuilles.</p>"
        "<p>Les variétés de 2011 : Cœur de bœuf, Noire de Crimée, Poire jaune et ma fidèle Saint-Pierre. J'essaie aussi la Gardener's Delight en tomate cerise pour les enfants, qui les mangent directement au jardin.</p>"
        "<p>La plantation en pleine terre, ce sera après les saints de glace, vers le 15 mai, avec un tuteur en spirale et une poignée d'orties au fond du trou. Je vous montrerai !</p>"
        "</div>"
        '<div class="ob-infos">Publié par Maïwenn - dans <a href="/categorie-semis.html">Semis</a> · Tags : <a href="/tag/tomates/">tomates</a>, <a href="/tag/lune/">lune</a></div>'
        '<div class="ob-share">Partager : <span class="fb">J\'aime 6</span> · <span class="tw">Tweeter 2</span> · <a href="#">Envoyer à un ami</a></div>'
        '<div class="ob-links"><a href="#ob-comments">Commenter cet article</a> · <a href="/article-mes-feves-ont-gele-encore.html">Article précédent</a></div></div>'
        '<div id="ob-comments" class="ob-comments"><h3 class="ob-comments-count">0 commentaire</h3>'
        '<div class="ob-form"><h4>Ajouter un commentaire</h4><form action="/commentaires/" method="post">'
        '<p><label>Nom ou pseudo</label> <input type="text" name="name" /></p><p><label>Adresse email</label> <input type="text" name="email" /></p>'
        '<p><label>Site web</label> <input type="text" name="site" /></p><p><label>Commentaire</label><br /><textarea name="text" cols="50" rows="6"></textarea></p>'
        '<p><input type="submit" value="Publier" /></p></form></div></div></div>'
        '<div id="ob-side">'
        '<div class="ob-box"><h4>Présentation</h4><img src="/_avatar/ob-maiwenn.svg" width="80" height="80" alt="" /><p>Maïwenn, 41 ans, institutrice et jardinière du dimanche. Un potager de 200 m² sans produits chimiques.</p></div>'
        '<div class="ob-box"><h4>Recherche</h4><form><input type="text" /> <input type="submit" value="OK" /></form></div>'
        f'<div class="ob-box ob-last-comments"><h4>Derniers commentaires</h4><ul>{lc}</ul></div>'
        f'<div class="ob-box ob-guestbook"><h4>Livre d\'or</h4>{gb}<p><a href="/livre-d-or/">Signer le livre d\'or</a> · <a href="/livre-d-or/">Lire les 57 messages</a></p></div>'
        '<div class="ob-box"><h4>Catégories</h4><ul><li><a href="#">Semis (23)</a></li><li><a href="#">Recettes (17)</a></li><li><a href="#">Astuces (31)</a></li><li><a href="#">Poules (8)</a></li></ul></div>'
        '<div class="ob-box"><h4>Mes blogs amis</h4><ul><li><a href="#">Le jardin de Lili</a></li><li><a href="#">Potager en Cornouaille</a></li><li><a href="#">Les mains dans la terre</a></li></ul></div>'
        '<div class="ob-box"><h4>Newsletter</h4><p>Abonnez-vous pour être informé des nouveaux articles</p><form><input type="text" value="Votre e-mail" /> <input type="submit" value="OK" /></form><p>412 inscrits</p></div>'
        '<div class="ob-box"><h4>Archives</h4><ul><li>Mai 2011 (2)</li><li>Avril 2011 (7)</li><li>Mars 2011 (6)</li></ul></div></div>'
        '<div id="ob-footer">Le potager de Maïwenn · Blog créé le 12/02/2009 · 318 articles · <a href="#">Créer un blog</a> · <a href="#">Signaler un abus</a> · Hébergé par OverBlog</div></div>'
    )
    html = doc(
        "fr",
        "Semis de tomates : mon calendrier, lune par lune",
        "Le potager de Maïwenn",
        OB_CSS,
        "ob-article-page",
        body,
    )
    return make(
        "de-plain-overblog-potager",
        "lookalike",
        "fr",
        html,
        [],
        path="/article-semis-de-tomates-mon-calendrier-lune-par-lune-73814922.html",
        container="-",
        heading=None,
        description="A French gardening blog on an Overblog-like platform, 2011: '0 commentaire' over an empty 'Ajouter un commentaire' form; beside 'Derniers commentaires' quoting 4 comments of other posts (name, post, date, quote; one by the blogger) and a 'Livre d'or' teaser of 3 guestbook messages with names, dates and texts; categories, friends' blogs, newsletter, archives.",
        lookalikes=(
            "recent comments of other posts with names, dates and quotes",
            "guestbook teaser: name, date, message",
        ),
    )


# --------------------------------------------------------------------------- it: valley news site, members only

VB_CSS = (
    "body{margin:0;background:#fff;font:12px/1.5 Arial,Helvetica,sans-serif;color:#222}#vb-container{width:1000px;margin:0 auto}"
    "#vb-testata{background:#8b1a1a;color:#fff;padding:12px 14px;overflow:hidden}#vb-testata .nome{font:bold 34px 'Times New Roman',serif}#vb-testata .data{float:right;font-size:11px}"
    "#vb-menu{background:#333;overflow:hidden;margin:0;padding:0;list-style:none}#vb-menu li{float:left}#vb-menu a{display:block;color:#fff;padding:6px 10px}"
    "#vb-sx{float:left;width:640px;padding:12px}#vb-dx{float:right;width:320px;padding:12px 6px}.vb-modulo{border-top:3px solid #8b1a1a;margin-bottom:14px}"
    ".vb-modulo h4{margin:4px 0;font-size:13px;text-transform:uppercase;color:#8b1a1a}.occhiello{color:#8b1a1a;font-weight:bold}.vb-info{color:#777;font-size:11px}"
    ".vb-post-forum{border-bottom:1px dotted #ccc;padding:4px 0}.tweet{border-bottom:1px solid #eee;padding:4px 0;font-size:11px}.necro{border-bottom:1px solid #ddd;padding:4px 0}"
    "#vb-piede{clear:both;background:#222;color:#aaa;padding:14px;font-size:11px}"
)


def it_valbrenna() -> Case:
    forum = (
        (
            "Strada del Passo chiusa fino a quando?",
            "Lupo_di_Cortenova",
            "20/11/2012 alle 10:41",
            3,
            "Qualcuno sa se per Natale riaprono almeno a senso unico alternato? Mio suocero è su a Sant'Abbondio da solo.",
        ),
        (
            "Pneumatici invernali obbligatori dal 15/11",
            "gianni.bormida",
            "20/11/2012 alle 09:12",
            11,
            "Io le catene le tengo sempre nel baule, ma i vigili a Pontebrenna fermano davvero?",
        ),
        (
            "Cerco legna da ardere stagionata zona Teglio Basso",
            "Ornella P.",
            "19/11/2012 alle 22:30",
            2,
            "Faggio o frassino, almeno 10 quintali, consegna a domicilio. Grazie a chi mi sa indicare.",
        ),
        (
            "Funivia: io ci credo quando la vedo",
            "vecchio_alpino",
            "19/11/2012 alle 18:05",
            27,
            "Sono vent'anni che ci promettono la funivia nuova. Vediamo se stavolta è la volta buona.",
        ),
    )
    tweets = (
        (
            "ValBrenna Notizie",
            "@ValBrennaNews",
            "Funivia del Monte Alpe, via libera al rifacimento: riapertura prevista per dicembre 2013",
            "circa 1 ora fa",
        ),
        (
            "Pro Loco Pontebrenna",
            "@prolocoponte",
            "Sabato 24 castagnata in piazza Garibaldi dalle 15. Vin brulé offerto dagli Alpini!",
            "3 ore fa",
        ),
        (
            "ValBrenna Notizie",
            "@ValBrennaNews",
            "Neve oltre i 1.400 metri tra giovedì e venerdì, secondo il centro meteo di Ardesio",
            "ieri",
        ),
    )
    deaths = (
        ("Maria Luisa Fumagalli ved. Parolo", "di anni 88", "Teglio Basso", "19/11/2012"),
        ("Battista Gusmeroli", "di anni 74", "Sant'Abbondio", "18/11/2012"),
        ("Renata Bertolini", "di anni 91", "Pontebrenna", "17/11/2012"),
    )
    fo = "".join(
        f'<div class="vb-post-forum"><a class="topic" href="/forum/topic/{slug(t)}">{esc(t)}</a>'
        f'<div class="vb-info">scritto da <b>{esc(who)}</b> il {esc(at)} · {n} risposte</div><p class="snippet">{esc(snip)}</p></div>'
        for t, who, at, n, snip in forum
    )
    tw = "".join(
        f'<div class="tweet"><b>{esc(name)}</b> <span class="handle">{esc(h)}</span><p>{esc(text)}</p><span class="ts">{esc(at)}</span> · <a href="#">Rispondi</a> · <a href="#">Retweet</a></div>'
        for name, h, text, at in tweets
    )
    ne = "".join(
        f'<div class="necro"><b>{esc(n)}</b> {esc(age)}<br />{esc(town)} · {esc(at)} · <a href="#">Lascia un pensiero</a></div>'
        for n, age, town, at in deaths
    )
    body = (
        '<div id="vb-container"><div id="vb-testata"><span class="data">martedì 20 novembre 2012 · Pontebrenna 3 °C</span><span class="nome">ValBrenna Notizie</span><div>Il quotidiano online della Val Brenna</div></div>'
        '<ul id="vb-menu">'
        + "".join(
            f'<li><a href="/{slug(m)}/">{esc(m)}</a></li>'
            for m in (
                "Home",
                "Cronaca",
                "Politica",
                "Economia",
                "Sport",
                "Cultura",
                "Meteo",
                "Forum",
                "Necrologi",
                "Annunci",
            )
        )
        + "</ul>"
        '<div id="vb-sx"><div class="articolo"><p class="occhiello">Pontebrenna · Turismo</p>'
        "<h1>Funivia del Monte Alpe, via libera al rifacimento: riapertura a dicembre 2013</h1>"
        '<p class="vb-info">di Marco Gusmeroli · martedì 20 novembre 2012 ore 11:05 · letto 2.214 volte</p>'
        '<div class="vb-social"><span class="fb">Mi piace 58</span> · <span class="tw">Tweet 11</span> · <span class="gp">+1 4</span> · <a href="#">Stampa</a> · <a href="#">Invia</a></div>'
        "<p><b>Dopo due anni di stop, la Comunità montana ha approvato il progetto definitivo: 6,2 milioni di euro, cabine nuove da 40 posti e una stazione intermedia a Pian dei Larici.</b></p>"
        "<p>La vecchia funivia, inaugurata nel 1968, era ferma dal marzo 2010 per la scadenza della revisione ventennale. Ieri sera l'assemblea della Comunità montana ha approvato all'unanimità il progetto presentato dalla società Monte Alpe Impianti.</p>"
        "<p>Il finanziamento arriva per 4 milioni dalla Regione e per il resto da un mutuo e dai comuni di Pontebrenna e Teglio Basso. «È il giorno che aspettavamo da due inverni», ha detto il presidente Alberto Pedrazzini.</p>"
        "<p>I lavori partiranno in primavera. Se i tempi saranno rispettati, la funivia tornerà in servizio per il ponte dell'Immacolata del 2013. Scettici alcuni albergatori della valle, che ricordano come la riapertura fosse già stata annunciata per lo scorso inverno.</p>"
        '<p class="tag">Tag: <a href="/tag/funivia/">funivia</a>, <a href="/tag/monte-alpe/">Monte Alpe</a>, <a href="/tag/turismo/">turismo</a></p></div>'
        '<div class="vb-commenti" id="commenti"><h3>Commenti</h3><p class="vb-nessuno">Nessun commento per questo articolo.</p>'
        '<p class="vb-login">Per lasciare un commento devi essere un utente registrato. <a href="/utenti/accedi/">Accedi</a> oppure <a href="/utenti/registrati/">Registrati</a>.</p></div>'
        '<div class="vb-correlati"><h4>Articoli correlati</h4><ul><li><a href="#">Funivia ferma, gli albergatori: «Stagione a rischio»</a> (14/12/2011)</li><li><a href="#">Monte Alpe, la revisione costa troppo</a> (02/03/2010)</li></ul></div></div>'
        '<div id="vb-dx"><div style="height:250px;background:#f3f3f3;text-align:center;color:#aaa;font-size:10px">Pubblicità</div>'
        '<div class="vb-modulo"><h4>I più letti</h4><ol>'
        + "".join(
            f'<li><a href="#">{esc(t)}</a> ({esc(n)} letture)</li>'
            for t, n in (
                ("Funivia del Monte Alpe, via libera al rifacimento", "2.214"),
                ("Incidente sulla provinciale 72, grave un motociclista", "1.876"),
                ("Pontebrenna, chiude la storica latteria", "1.402"),
                ("Calcio, la Brennese espugna Sondrio", "988"),
            )
        )
        + "</ol></div>"
        f'<div class="vb-modulo vb-forum"><h4>Dal forum</h4>{fo}<p><a href="/forum/">Vai al forum</a></p></div>'
        f'<div class="vb-modulo vb-twitter"><h4>Seguici su Twitter</h4><div class="twtr-widget">{tw}</div><p><a href="https://twitter.com/ValBrennaNews">Segui @ValBrennaNews</a></p></div>'
        f'<div class="vb-modulo"><h4>Necrologi</h4>{ne}<p><a href="/necrologi/">Tutti i necrologi</a></p></div>'
        '<div class="vb-modulo"><h4>Meteo</h4><p>Oggi: nuvoloso, min -1 max 6. Domani: neve oltre 1.400 m.</p></div></div>'
        '<div id="vb-piede">© 2012 ValBrenna Notizie · Testata registrata presso il Tribunale di Sondrio n. 14/2008 · P.IVA 00000000000 · <a href="#">Redazione</a> · <a href="#">Pubblicità</a> · <a href="#">Privacy</a></div></div>'
    )
    html = doc(
        "it",
        "Funivia del Monte Alpe, via libera al rifacimento: riapertura a dicembre 2013",
        "ValBrenna Notizie",
        VB_CSS,
        "articolo",
        body,
        xhtml=False,
    )
    return make(
        "de-plain-valbrenna-funivia",
        "lookalike",
        "it",
        html,
        [],
        path="/cronaca/2012/11/20/funivia-monte-alpe-via-libera-rifacimento-28714.html",
        container="-",
        heading=None,
        description="An Italian valley news site's own CMS, 2012: a 'Commenti' area with 'Nessun commento per questo articolo.' and comments for registered members only; beside 'Dal forum' with the 4 latest forum posts (topic, 'scritto da NAME il DATE', replies, snippet), a Twitter widget as saved (3 tweets with names, handles, times), death notices with names, towns and dates, most read with counts.",
        lookalikes=(
            "latest forum posts with names, times, reply counts and snippets",
            "Twitter widget as saved",
            "death notices with names, towns and dates",
        ),
    )


def plain_de() -> list[Case]:
    return [de_kreisbote(), fr_potager(), it_valbrenna()]
