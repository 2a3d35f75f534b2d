"""Blind set dz: four discussions on news sites and blogs of 2010-2013 as a crawler saved their served HTML: a German
regional daily's own CMS (2012, "gefällt N Lesern", the newsroom's answer), a French WordPress-like cycling blog
(2012, the blogger's answers, three deep), a Spanish regional site on a Joomla-like CMS (2010, numbered "opiniones"
with "+3 / -1", never "comentario") and an Italian town portal (2013, page 1 of 2, newest first). Every name, place
and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dz_common import Case, brs, esc, kids, links, make, page, paras, talk

# --------------------------------------------------------------------------- de: a regional daily's CMS, 2012


def de_hallenbad() -> Case:
    cs = talk("""
Heinz-Dieter Rupp @ 14.02.2012, 18:42 Uhr :: Ich bin in diesem Bad schwimmen gelernt, meine Kinder auch. Dass der Stadtrat jetzt nach 41 Jahren einfach den Stecker zieht, ohne die Bürger zu fragen, finde ich unmöglich. // Die 380.000 Euro für die Sanierung hätte man sich beim Kreisel am Bahnhof sparen können.
>Wellröder @ 14.02.2012, 19:05 Uhr :: Der Kreisel wurde zu 80 Prozent vom Land bezahlt, das Geld hätte die Stadt gar nicht fürs Bad nehmen dürfen. Das stand letztes Jahr auch schon hier in der Zeitung.
>>Heinz-Dieter Rupp @ 14.02.2012, 19:31 Uhr :: Mag sein. Aber irgendwo muss das Geld ja herkommen, und beim Bad wird immer zuerst gespart.
>Redaktion Oberweser-Kurier @ 15.02.2012, 09:12 Uhr :: Zur Frage mehrerer Leser: Die Unterschriftenliste der Bürgerinitiative liegt bis zum 29. Februar im Rathaus, in der Stadtbücherei und in der Bäckerei Hüsken am Markt aus. Wir berichten weiter.
Sabine K. @ 14.02.2012, 20:17 Uhr :: Und wo sollen die Grundschulen jetzt Schwimmunterricht machen? Bis nach Hofgeismar fährt doch kein Bus, der in eine Doppelstunde passt.
>schwimmtrainer_ol @ 14.02.2012, 21:03 Uhr :: Genau das ist das Problem. Wir haben beim SV Wellrode 160 Mitglieder, davon über 90 Kinder. Ohne Halle ist im Winter einfach Schluss.
Kalle aus Bühne @ 14.02.2012, 22:40 Uhr :: Mal ehrlich, wer von den Schreibern hier war im letzten Jahr selbst mal drin? Die Besucherzahlen sind seit Jahren im Keller.
>Margret Völker @ 15.02.2012, 07:58 Uhr :: Ich, jeden Dienstag zur Wassergymnastik. Wir sind zwanzig Frauen, die meisten über 65. Das steht in keiner Besucherstatistik, weil wir eine Zehnerkarte haben.
Thomas Brakel @ 15.02.2012, 10:26 Uhr :: Vielleicht sollte man mal über einen Förderverein nachdenken wie in Trendelburg. Da haben die Bürger das Freibad übernommen und es läuft seit Jahren.
Jens @ 15.02.2012, 11:49 Uhr :: Ich bin dabei. Wer organisiert ein erstes Treffen?
""")
    k = kids(cs)
    likes = [14, 6, 3, 22, 19, 11, 2, 17, 25, 8]

    def entry(i: int, level: int) -> str:
        c = cs[i]
        red = c.who.startswith("Redaktion")
        cls = "kmt" + (" kmt-antwort" if level else "") + (" kmt-redaktion" if red else "")
        user = (
            f'<span class="kmt-user kmt-user-red">{esc(c.who)}</span> <span class="kmt-badge">Redaktion</span>'
            if red
            else f'<a class="kmt-user" href="/community/profil/{esc(c.who.replace(" ", "-").lower())}">{esc(c.who)}</a>'
        )
        n = likes[i]
        gef = f"gefällt {n} Lesern" if n != 1 else "gefällt 1 Leser"
        sub = "".join(entry(j, level + 1) for j in k.get(i, []))
        sub = f'<div class="kmt-antworten">{sub}</div>' if sub else ""
        return (
            f'<div class="{cls}" id="kmt-{48211 + i * 13}"><div class="kmt-kopf">'
            f'<img class="kmt-bild" src="/_avatar/ok-{i}.svg" width="32" height="32" alt="" /> {user} '
            f'<span class="kmt-datum">schrieb am {esc(c.at)}</span></div>'
            f'<div class="kmt-text">{brs(c.body)}</div>'
            f'<div class="kmt-fuss"><span class="kmt-bewertung">{gef}</span> | <a href="#" class="kmt-gefaellt">Gefällt mir</a>'
            f' | <a href="/community/antworten?kmt={48211 + i * 13}">Antworten</a> | <a href="/community/melden?kmt={48211 + i * 13}" class="kmt-melden">Melden</a></div>'
            f"{sub}</div>"
        )

    thread = "".join(entry(i, 0) for i in k[None])
    css = (
        "body{margin:0;background:#e9e9e9;font:12px/1.45 Verdana,Arial,sans-serif;color:#222}#seite{width:980px;margin:0 auto;background:#fff}"
        "#kopf{height:96px;background:#003a6b;color:#fff;position:relative}#kopf .logo{font:bold 34px Georgia,serif;position:absolute;left:16px;top:22px}"
        "#login{position:absolute;right:12px;top:10px;font-size:11px}#login input{width:90px;font-size:11px}"
        "#hauptnav ul{margin:0;padding:0;list-style:none;background:#c8102e;overflow:hidden}#hauptnav li{float:left}#hauptnav a{display:block;padding:7px 11px;color:#fff;font-weight:bold;text-decoration:none}"
        "#spalten{overflow:hidden;padding:12px}#inhalt{float:left;width:640px}#rechts{float:right;width:300px}"
        ".brotkrumen{font-size:11px;color:#777}.artikel h1{font:bold 26px Georgia,serif;margin:6px 0}.vorspann{font-weight:bold}.datum{color:#777;font-size:11px}"
        ".werbung{background:#f4f4f4;border:1px solid #ddd;text-align:center;color:#999;font-size:10px}.teilen{margin:10px 0;padding:6px;border:1px solid #ddd;background:#fafafa}"
        ".box{border-top:3px solid #003a6b;margin:14px 0}.box h3{margin:4px 0;font:bold 14px Arial}"
        ".kmt{border-bottom:1px dotted #bbb;padding:8px 0}.kmt-antworten{margin-left:36px}.kmt-redaktion{background:#fff7d6}.kmt-badge{background:#c8102e;color:#fff;font-size:10px;padding:1px 4px}"
        ".kmt-datum,.kmt-fuss{color:#777;font-size:11px}.kmt-user{font-weight:bold;color:#003a6b}.umfrage .balken{background:#c8102e;height:8px}"
        ".wolke a{margin-right:6px}.w1{font-size:10px}.w2{font-size:13px}.w3{font-size:17px}#fuss{background:#333;color:#ccc;padding:12px;font-size:11px;clear:both}"
    )
    body = f"""<div id="seite">
<div id="kopf"><a class="logo" href="/">Oberweser-Kurier</a>
<form id="login" action="/community/login" method="post">Benutzername <input type="text" name="u" /> Passwort <input type="password" name="p" /> <input type="submit" value="Anmelden" /><br /><a href="/community/registrieren">Registrieren</a> | <a href="/community/passwort">Passwort vergessen?</a></form></div>
<div id="hauptnav"><ul><li><a href="/">Startseite</a></li><li><a href="/lokales/">Lokales</a></li><li><a href="/region/">Region</a></li><li><a href="/politik/">Politik</a></li><li><a href="/wirtschaft/">Wirtschaft</a></li><li><a href="/sport/">Sport</a></li><li><a href="/kultur/">Kultur</a></li><li><a href="/ratgeber/">Ratgeber</a></li><li><a href="/anzeigen/">Anzeigen</a></li><li><a href="/trauer/">Traueranzeigen</a></li><li><a href="/epaper/">E-Paper</a></li></ul></div>
<div class="werbung" style="width:728px;height:90px;margin:8px auto">Anzeige<br /><img src="/_avatar/banner-autohaus.svg" width="728" height="80" alt="Autohaus Grebe – Frühjahrsaktion" /></div>
<div id="spalten"><div id="inhalt">
<div class="brotkrumen">Sie sind hier: <a href="/">Startseite</a> &gt; <a href="/lokales/">Lokales</a> &gt; <a href="/lokales/wellrode/">Wellrode</a></div>
<div class="artikel">
<h1>Hallenbad Wellrode schließt Ende März – Bürgerinitiative sammelt Unterschriften</h1>
<div class="datum">14.02.2012 | 17:35 Uhr | Von Annette Diekmann</div>
<div class="teilen"><a href="#">Facebook</a> Gefällt mir 214 · <a href="#">Twittern</a> 12 · <a href="#">Google +1</a> 3 · <a href="#">Drucken</a> · <a href="#">Versenden</a> · Schriftgröße <a href="#">A-</a> <a href="#">A+</a></div>
<img src="/_avatar/hallenbad.svg" width="640" height="320" alt="Hallenbad Wellrode" /><div class="datum">Seit 1971 in Betrieb: das Hallenbad an der Weserstraße. Foto: Diekmann</div>
<p class="vorspann">Wellrode. Das Hallenbad an der Weserstraße schließt am 31. März. Das hat der Stadtrat am Montagabend mit 14 zu 9 Stimmen beschlossen. Eine Bürgerinitiative will das Aus noch verhindern.</p>
<p>Nach Berechnungen der Verwaltung müsste die Stadt rund 380.000 Euro in Dach, Lüftung und Filteranlage investieren, um das Bad weitere zehn Jahre betreiben zu können. Hinzu kommt ein jährlicher Zuschuss von zuletzt 212.000 Euro.</p>
<p>Bürgermeister Ulrich Sander (CDU) sprach von einer „schmerzhaften, aber unausweichlichen Entscheidung“. Die Besucherzahl sei von 61.000 im Jahr 2001 auf zuletzt knapp 29.000 gesunken.</p>
<p>Die SPD-Fraktion und die Grünen stimmten gegen die Schließung. Fraktionschef Manfred Ohle kritisierte, dass Schulen und Vereine nicht vorher angehört worden seien.</p>
<p>Die Bürgerinitiative „Rettet unser Hallenbad“ um die frühere Lehrerin Gisela Hartung will bis Ende Februar 2000 Unterschriften sammeln und damit einen Bürgerentscheid erreichen.</p>
</div>
<div class="box"><h3>Schlagworte</h3><p class="wolke"><a class="w3" href="/thema/hallenbad">Hallenbad</a><a class="w1" href="/thema/stadtrat-wellrode">Stadtrat Wellrode</a><a class="w2" href="/thema/haushalt">Haushalt</a><a class="w1" href="/thema/buergerinitiative">Bürgerinitiative</a><a class="w2" href="/thema/schulen">Schulen</a></p></div>
<div class="box" id="leserkommentare"><h3>Kommentare (10)</h3>
<div class="kmt-sortierung">Sortieren nach: <b>Älteste zuerst</b> | <a href="?sort=neu#leserkommentare">Neueste zuerst</a> | <a href="?sort=beliebt#leserkommentare">Beliebteste</a></div>
{thread}
<div class="kmt-formular"><h3>Ihre Meinung ist gefragt</h3><p>Um zu kommentieren, <a href="/community/login">melden Sie sich bitte an</a> oder <a href="/community/registrieren">registrieren Sie sich kostenlos</a>. Bitte beachten Sie unsere <a href="/community/regeln">Netiquette</a>.</p></div>
</div>
<div class="box"><h3>Weitere Artikel aus Wellrode</h3>{links("Feuerwehr Wellrode wählt neuen Wehrführer | ;; Kita an der Lindenallee bekommt zweite Gruppe | ;; Weserfähre startet am 1. April in die Saison | ;; Rosenmontag: Umzug zieht erstmals durch die Altstadt |")}</div>
</div>
<div id="rechts">
<div class="werbung" style="height:250px">Anzeige<br /><img src="/_avatar/rect-sparkasse.svg" width="300" height="230" alt="Sparkasse Oberweser" /></div>
<div class="box"><h3>Meistgelesen</h3>{links("Unfall auf der B 80: Motorradfahrer schwer verletzt | ;; Hallenbad Wellrode schließt Ende März | ;; Glatteis: Schulbusse fahren später | ;; Neues Baugebiet am Sonnenhang genehmigt | ;; Einbrecher in Gieselwerder gefasst |", tag="ol")}</div>
<div class="box"><h3>Meistkommentiert</h3>{links("Windpark auf dem Heukopf: Bürger sagen Nein | 47 ;; Hallenbad Wellrode schließt Ende März | 10 ;; Parkgebühren in der Innenstadt steigen | 9 ;; Ortsumgehung: Planung liegt auf Eis | 6", tag="ol")}</div>
<div class="box umfrage"><h3>Umfrage</h3><p>Soll die Stadt das Hallenbad erhalten, auch wenn dafür die Grundsteuer steigt?</p>
<p>Ja, unbedingt (61 %)<br /><span class="balken" style="display:block;width:61%"></span>Nein, zu teuer (32 %)<br /><span class="balken" style="display:block;width:32%"></span>Weiß nicht (7 %)<br /><span class="balken" style="display:block;width:7%"></span></p><p class="datum">1.318 Stimmen</p></div>
<div class="box"><h3>Aktuelle Nachrichten</h3><ul><li>16:04 Uhr <a href="/region/b80-sperrung.html">B 80 bei Lippoldsberg ab Montag gesperrt</a></li><li>15:22 Uhr <a href="/sport/handball-hsg.html">Handball: HSG verliert Derby knapp</a></li><li>14:50 Uhr <a href="/wirtschaft/molkerei.html">Molkerei stellt 20 Leute ein</a></li><li>13:11 Uhr <a href="/kultur/kabarett.html">Kabarett im Alten Zollhaus ausverkauft</a></li></ul></div>
<div class="box"><h3>Wetter</h3><p>Wellrode: heute -4 °C / 2 °C, leichter Schneefall. Morgen: -6 °C / 0 °C, sonnig.</p></div>
</div></div>
<div id="fuss"><a href="/impressum.html">Impressum</a> | <a href="/kontakt.html">Kontakt</a> | <a href="/abo.html">Abo-Service</a> | <a href="/mediadaten.html">Mediadaten</a> | <a href="/datenschutz.html">Datenschutz</a> | <a href="/agb.html">AGB</a><br />© 2012 Oberweser-Kurier Verlagsgesellschaft mbH &amp; Co. KG</div>
</div>"""
    return make(
        "dz-de-wellrode-hallenbad",
        "discussion",
        "de",
        page(
            "Hallenbad Wellrode schließt Ende März – Bürgerinitiative sammelt Unterschriften - Oberweser-Kurier",
            "de",
            css,
            body,
            description="Das Hallenbad an der Weserstraße schließt am 31. März. Eine Bürgerinitiative will das Aus verhindern.",
            analytics="UA-2290417-3",
        ),
        cs,
        path="/lokales/wellrode/hallenbad-wellrode-schliesst-ende-maerz-art-48211.html",
        container="div#leserkommentare.box under 'Kommentare (10)': div.kmt (div.kmt-kopf: img, a.kmt-user NAME, span.kmt-datum 'schrieb am DD.MM.YYYY, HH:MM Uhr'; div.kmt-text with <br /><br />; div.kmt-fuss 'gefällt N Lesern | Gefällt mir | Antworten | Melden'), answers in div.kmt-antworten inside the parent's div, two deep; the newsroom's answer with a 'Redaktion' badge",
        heading="Kommentare (10)",
        description="A German regional daily's own CMS of February 2012 (login box in the header, red navigation, banner and rectangle adverts, share bar with counts, tag cloud, most read, most commented with counts, a poll with results, timed news ticker, weather): 10 readers' comments on the closing of a town's indoor pool, 'gefällt N Lesern', 'Antworten' and 'Melden' links, answers two deep inside the parent's box; the newsroom answers once.",
    )


# --------------------------------------------------------------------------- fr: a WordPress-like cycling blog, 2012


def fr_voie_verte() -> Case:
    cs = talk("""
Gwenaëlle @ 3 juin 2012 à 21 h 14 min :: Merci pour ce compte rendu ! On l'a faite samedi avec les enfants (7 et 10 ans) depuis Belle-Isle, aucun souci jusqu'à Kerbrat. Par contre le parking au départ était plein dès 10 h.
>Yann Le Bihan @ 3 juin 2012 à 22 h 02 min :: Merci Gwenaëlle ! Oui, le parking de la gare est vite saturé le week-end. Il y a de la place derrière la salle des fêtes, à 300 m, je l'ajoute au billet.
Pierre-Alain M. @ 4 juin 2012 à 8 h 37 min :: Petite précision : le revêtement entre le pont de Kerbrat et le moulin est en sable stabilisé, pas en enrobé. Avec des pneus de route de 23 mm, ça passe mais je déconseille par temps de pluie.
>Yann Le Bihan @ 4 juin 2012 à 9 h 15 min :: Exact, j'ai corrigé. J'étais en VTC, je n'avais pas fait attention.
>>Pierre-Alain M. @ 4 juin 2012 à 12 h 48 min :: Pas de souci, le reste du billet est très juste. La photo du viaduc est superbe d'ailleurs.
>Maëlle T. @ 4 juin 2012 à 18 h 20 min :: Avec une remorque enfant ça passe bien aussi, on l'a fait dimanche dernier. Juste une barrière un peu étroite à la sortie de Trégrom.
Jacques Omnès @ 4 juin 2012 à 19 h 56 min :: Il a fallu onze ans pour ouvrir ces 6 kilomètres. Le Conseil général avait promis la liaison jusqu'à Lannion pour 2008. On y croit encore ?
>Yann Le Bihan @ 4 juin 2012 à 21 h 30 min :: D'après le vice-président interrogé la semaine dernière, l'enquête publique pour le tronçon suivant aurait lieu à l'automne. Je reste prudent aussi…
Sophie de Plounévez @ 5 juin 2012 à 7 h 41 min :: Est-ce qu'on peut louer des vélos quelque part sur le parcours ? Nous venons en train de Rennes en juillet.
>Yann Le Bihan @ 5 juin 2012 à 10 h 03 min :: Bonjour Sophie, l'office de tourisme de Belle-Isle en loue à la journée (12 € le VTC en 2011). Pensez à réserver en juillet.
>>Sophie de Plounévez @ 5 juin 2012 à 10 h 27 min :: Merci beaucoup, c'est noté !
Loïc @ 6 juin 2012 à 23 h 08 min :: Beau blog, je découvre. Les cyclistes du club de Callac organisent une sortie sur la voie verte le 24 juin, tout le monde est bienvenu.
""")
    k = kids(cs)

    def li(i: int, depth: int, n: list[int]) -> str:
        c = cs[i]
        n[0] += 1
        cid = 1402 + i * 3
        author = c.who == "Yann Le Bihan"
        parity = "even" if n[0] % 2 else "odd"
        cls = f"comment {parity} depth-{depth}" + (" bypostauthor byuser" if author else "")
        name = (
            f'<a href="http://velotregor.example/" rel="external nofollow" class="url">{esc(c.who)}</a>'
            if author
            else esc(c.who)
        )
        sub = "".join(li(j, depth + 1, n) for j in k.get(i, []))
        sub = f'<ul class="children">{sub}</ul>' if sub else ""
        reply = (
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={cid}#respond">Répondre</a></div>'
            if depth < 3
            else ""
        )
        return (
            f'<li class="{cls}" id="li-comment-{cid}"><div id="comment-{cid}" class="comment-body">'
            f'<div class="comment-author vcard"><img alt="" src="/_avatar/vt-{i}.svg" class="avatar avatar-48 photo" height="48" width="48" />'
            f'<cite class="fn">{name}</cite> <span class="says">dit :</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{cid}">{esc(c.at)}</a></div>'
            f"{paras(c.body)}{reply}</div>{sub}</li>"
        )

    counter = [0]
    thread = "".join(li(i, 1, counter) for i in k[None])
    css = (
        "body{background:#dfe6d8 url(/_avatar/fond-lande.svg);font:14px/1.6 Georgia,'Times New Roman',serif;color:#333;margin:0}"
        "#wrapper{width:940px;margin:20px auto;background:#fff;box-shadow:0 0 6px #aaa}#header{padding:30px;background:#4a6b3a;color:#fff}"
        "#header h1{margin:0;font-size:38px}#header h1 a{color:#fff;text-decoration:none}#header .description{font-style:italic}"
        "#access ul{list-style:none;margin:0;padding:0 20px;background:#2f4526;overflow:hidden}#access li{float:left}#access a{display:block;padding:8px 12px;color:#e8f0e0;text-decoration:none}"
        "#main{overflow:hidden;padding:20px 30px}#content{float:left;width:580px}#sidebar{float:right;width:270px;font-size:13px}"
        ".entry-title{font-size:28px;margin:0}.entry-meta,.entry-utility{color:#888;font-size:12px}.sharedaddy{margin:16px 0;padding:8px;border-top:1px solid #ddd;border-bottom:1px solid #ddd}"
        "#comments h3{font-size:20px}.commentlist{list-style:none;margin:0;padding:0}.commentlist li{margin:0 0 14px}.comment-body{padding:12px;border:1px solid #e4e4e4;background:#fafaf7}"
        ".bypostauthor>.comment-body{background:#eef4e8;border-color:#b9cfa9}.children{list-style:none;margin:12px 0 0 40px;padding:0}.avatar{float:left;margin:0 10px 0 0}"
        ".comment-meta{font-size:11px}.comment-meta a{color:#888}.says{font-style:italic;color:#888}.reply{text-align:right;font-size:12px}"
        ".widget{margin:0 0 24px}.widget h3{font-size:15px;border-bottom:2px solid #4a6b3a;margin:0 0 8px}.tagcloud a{margin-right:5px}#footer{clear:both;padding:14px 30px;background:#2f4526;color:#cfd9c6;font-size:12px}"
    )
    recent = (
        '<ul id="recentcomments"><li class="recentcomments">Loïc sur <a href="#comment-1435">Voie verte du Léguer : le tronçon de Kerbrat enfin ouvert</a></li>'
        '<li class="recentcomments">Sophie de Plounévez sur <a href="#comment-1432">Voie verte du Léguer : le tronçon de Kerbrat enfin ouvert</a></li>'
        '<li class="recentcomments">Bernard sur <a href="/2012/05/la-boucle-des-chapelles/#comment-1391">La boucle des chapelles, 48 km de bonheur</a></li>'
        '<li class="recentcomments">Anne-So sur <a href="/2012/05/reparer-une-crevaison-tubeless/#comment-1388">Réparer une crevaison sur un tubeless</a></li></ul>'
    )
    body = f"""<div id="wrapper">
<div id="header"><h1><a href="/">Vélo Trégor</a></h1><div class="description">Balades à vélo, voies vertes et petites routes des Côtes-d'Armor</div></div>
<div id="access"><ul><li><a href="/">Accueil</a></li><li><a href="/itineraires/">Itinéraires</a></li><li><a href="/voies-vertes/">Voies vertes</a></li><li><a href="/materiel/">Matériel</a></li><li><a href="/carte/">La carte</a></li><li><a href="/a-propos/">À propos</a></li><li><a href="/contact/">Contact</a></li></ul></div>
<div id="main"><div id="content">
<div class="post-1398 post type-post status-publish format-standard hentry category-voies-vertes tag-leguer tag-belle-isle-en-terre" id="post-1398">
<h2 class="entry-title">Voie verte du Léguer : le tronçon de Kerbrat enfin ouvert</h2>
<div class="entry-meta">Publié le <a href="/2012/06/03/voie-verte-du-leguer-kerbrat/" rel="bookmark"><span class="entry-date">3 juin 2012</span></a> par <span class="author vcard"><a class="url fn n" href="/author/yann/">Yann Le Bihan</a></span></div>
<div class="entry-content">
<p>Ça y est&nbsp;! Après des années de travaux, d'enquêtes et de reports, les 6 kilomètres de l'ancienne voie ferrée entre Belle-Isle-en-Terre et le pont de Kerbrat sont ouverts aux vélos et aux marcheurs depuis vendredi.</p>
<p><img src="/_avatar/viaduc-kerbrat.svg" width="580" height="360" alt="Le viaduc de Kerbrat" /></p>
<p>Le parcours suit le Léguer au plus près, à l'ombre des hêtres, avec une pente très douce&nbsp;: idéal avec des enfants. On passe deux anciennes maisons de garde-barrière et le très beau viaduc de Kerbrat, restauré pour l'occasion.</p>
<p>Côté pratique&nbsp;: départ du parking de l'ancienne gare de Belle-Isle, 6,2 km jusqu'au pont, compter 30 minutes tranquilles. Pas de point d'eau sur le parcours, mais une crêperie à l'arrivée, ouverte du jeudi au dimanche.</p>
<p>La suite vers Trégrom et Lannion n'est pas encore programmée. Le Conseil général parle d'une enquête publique «&nbsp;dans les prochains mois&nbsp;».</p>
</div>
<div class="sharedaddy"><strong>Partager&nbsp;:</strong> <a href="#">Twitter (18)</a> · <a href="#">Facebook (42)</a> · <a href="#">E-mail</a> · <a href="#">Imprimer</a> · <span>J'aime&nbsp;: 27 personnes aiment ça.</span></div>
<div class="entry-utility">Ce billet a été publié dans <a href="/category/voies-vertes/">Voies vertes</a> et taggé <a href="/tag/leguer/">Léguer</a>, <a href="/tag/belle-isle-en-terre/">Belle-Isle-en-Terre</a>, <a href="/tag/en-famille/">en famille</a>. Ajoutez ce <a href="/2012/06/03/voie-verte-du-leguer-kerbrat/">permalien</a> à vos favoris.</div>
<div class="navigation"><div class="nav-previous"><a href="/2012/05/la-boucle-des-chapelles/">← La boucle des chapelles, 48 km de bonheur</a></div></div>
</div>
<div id="comments"><h3 id="comments-title">12 réponses à <em>Voie verte du Léguer : le tronçon de Kerbrat enfin ouvert</em></h3>
<ol class="commentlist">{thread}</ol>
<div id="respond"><h3 id="reply-title">Laisser un commentaire</h3><form action="/wp-comments-post.php" method="post" id="commentform"><p class="comment-notes">Votre adresse de messagerie ne sera pas publiée. Les champs obligatoires sont indiqués avec *</p>
<p><label for="author">Nom *</label> <input id="author" name="author" type="text" size="30" /></p><p><label for="email">Adresse de contact *</label> <input id="email" name="email" type="text" size="30" /></p><p><label for="url">Site web</label> <input id="url" name="url" type="text" size="30" /></p>
<p><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p><p><input name="submit" type="submit" value="Laisser un commentaire" /></p><p><input type="checkbox" name="subscribe" /> Prévenez-moi de tous les nouveaux commentaires par e-mail.</p></form></div>
</div></div>
<div id="sidebar">
<div class="widget"><h3>Rechercher</h3><form action="/"><input type="text" name="s" /> <input type="submit" value="OK" /></form></div>
<div class="widget"><h3>Suivez Vélo Trégor</h3><p>Rejoignez les 312 autres abonnés par e-mail.</p><p><a href="/feed/">Flux RSS</a> · <a href="#">Facebook</a> : 1&nbsp;245 personnes aiment Vélo Trégor.</p></div>
<div class="widget"><h3>Articles récents</h3>{links("Voie verte du Léguer : le tronçon de Kerbrat enfin ouvert | ;; La boucle des chapelles, 48 km de bonheur | ;; Réparer une crevaison sur un tubeless | ;; Les Côtes-d'Armor à vélo : le guide 2012 est sorti | ;; Sortie club : Callac – Bulat-Pestivien |")}</div>
<div class="widget"><h3>Commentaires récents</h3>{recent}</div>
<div class="widget"><h3>Catégories</h3>{links("Itinéraires | 41 ;; Voies vertes | 17 ;; Matériel | 23 ;; Coups de gueule | 6 ;; Sorties club | 12")}</div>
<div class="widget"><h3>Archives</h3>{links("juin 2012 | 1 ;; mai 2012 | 6 ;; avril 2012 | 5 ;; mars 2012 | 7 ;; février 2012 | 3")}</div>
<div class="widget"><h3>Mots-clés</h3><div class="tagcloud"><a href="/tag/leguer/" style="font-size:14pt">Léguer</a> <a href="/tag/lannion/" style="font-size:10pt">Lannion</a> <a href="/tag/vtt/" style="font-size:16pt">VTT</a> <a href="/tag/en-famille/" style="font-size:12pt">en famille</a> <a href="/tag/chapelles/" style="font-size:9pt">chapelles</a> <a href="/tag/randonnee/" style="font-size:13pt">randonnée</a></div></div>
<div class="widget"><h3>Liens</h3>{links("Fédération française de cyclotourisme | ;; Voies vertes de Bretagne | ;; Le blog de Gégé à vélo | ;; Météo Bretagne |")}</div>
</div></div>
<div id="footer">Vélo Trégor — fièrement propulsé par WordPress — Thème « Lande » par un ami.</div>
</div>"""
    return make(
        "dz-fr-velotregor-voie-verte",
        "discussion",
        "fr",
        page(
            "Voie verte du Léguer : le tronçon de Kerbrat enfin ouvert | Vélo Trégor",
            "fr-FR",
            css,
            body,
            description="Les 6 kilomètres entre Belle-Isle-en-Terre et le pont de Kerbrat sont ouverts aux vélos.",
            head='<link rel="alternate" type="application/rss+xml" title="Vélo Trégor » Flux" href="/feed/" /><meta name="generator" content="WordPress 3.3.2" />',
            body_attrs='class="single single-post postid-1398 single-format-standard"',
            analytics="UA-18822410-1",
        ),
        cs,
        path="/2012/06/03/voie-verte-du-leguer-kerbrat/",
        container="div#comments under '12 réponses à …': ol.commentlist > li.comment.depth-N (div.comment-body: div.comment-author.vcard img + cite.fn + 'dit :', div.comment-meta date link, p text, div.reply 'Répondre'), answers in ul.children inside the parent's li, three deep; the blogger's entries li.bypostauthor",
        heading="12 réponses à Voie verte du Léguer : le tronçon de Kerbrat enfin ouvert",
        description="A French cycling blog on a WordPress-like theme of June 2012 (header, menu, share bar with counts, categories and archives with counts, a 'Commentaires récents' widget naming this post's and other posts' commenters, tag cloud, blogroll, subscription box): 12 comments threaded three deep, the blogger answers four times, 'dit :', French dates '3 juin 2012 à 21 h 14 min', 'Répondre'.",
    )


# --------------------------------------------------------------------------- es: a regional site on a Joomla-like CMS, 2010


def es_agua() -> Case:
    cs = talk("""
vecino_del_barrio_alto @ 12/03/2010 - 09:14 :: Un 18% de subida de golpe en plena crisis. Y la depuradora sigue oliendo igual que hace cinco años.
Pilar Gómez Ruiz @ 12/03/2010 - 09:52 :: Lo que no cuenta nadie es que llevamos desde 2003 sin revisar la tarifa. Algún día había que hacerlo, aunque no me guste pagar más.
Teodoro @ 12/03/2010 - 10:31 :: El problema no es la tarifa, son las fugas. Según el propio informe del Ayuntamiento se pierde casi un tercio del agua antes de llegar a las casas. Que arreglen las tuberías de la calle Mayor primero.
Mari Carmen @ 12/03/2010 - 11:05 :: ¿Alguien sabe si a los jubilados con pensión mínima les aplican la bonificación? En la nota no lo pone.
Jesús Lafuente @ 12/03/2010 - 11:40 :: Mari Carmen, sí, hay que pedirla en el registro antes del 30 de abril con el certificado de la pensión. A mi madre se la dieron el año pasado.
el_del_molino @ 12/03/2010 - 12:18 :: En Ariza pagan menos y el agua es la misma del Jalón. Alguien debería explicar por qué.
Pilar Gómez Ruiz @ 12/03/2010 - 13:02 :: En Ariza el servicio lo lleva la Mancomunidad y el Ayuntamiento pone dinero de los presupuestos cada año. Al final lo pagamos igual, por otro lado.
Agricultor jubilado @ 12/03/2010 - 16:47 :: A los que tenemos huerto nos van a freír con el tramo de más de 30 metros cúbicos. Que pongan un contador aparte para el riego como en otros pueblos.
Rocío @ 12/03/2010 - 18:25 :: Yo lo que pido es que la factura se entienda. La última traía seis conceptos distintos y ninguno dice cuánta agua he gastado.
Teodoro @ 12/03/2010 - 20:09 :: Por cierto, el pleno fue a las 12 de la mañana de un martes. Así cualquiera se entera. Que los hagan por la tarde.
Concejal de Hacienda, Luis Marqués @ 13/03/2010 - 08:30 :: Buenos días. Aclaro dos cosas: la bonificación para pensionistas se mantiene y se amplía a familias numerosas, y la obra de la calle Mayor está adjudicada y empieza en mayo. Estoy a disposición de los vecinos los jueves por la mañana en el Ayuntamiento.
vecino_del_barrio_alto @ 13/03/2010 - 10:12 :: Gracias por contestar, señor Marqués. Ya veremos en mayo.
""")
    votes = [
        (9, 2),
        (6, 4),
        (21, 0),
        (3, 0),
        (12, 0),
        (7, 3),
        (4, 5),
        (11, 1),
        (15, 0),
        (18, 2),
        (10, 6),
        (5, 1),
    ]
    rows = []
    for i, c in enumerate(cs):
        pos, neg = votes[i]
        oid = 5531 + i * 4
        rows.append(
            f'<div class="op-item {"op-impar" if i % 2 == 0 else "op-par"}" id="op-{oid}">'
            f'<div class="op-cabecera"><a class="op-num" href="#op-{oid}">#{i + 1}</a> <span class="op-autor">{esc(c.who)}</span>'
            f' <span class="op-fecha">{esc(c.at)}</span></div>'
            f'<div class="op-texto">{brs(c.body, "<br />")}</div>'
            f'<div class="op-pie"><span class="op-voto">Valoración: <a href="#" class="op-mas" title="Me gusta">+</a> '
            f'<span class="op-pos">+{pos}</span> / <span class="op-neg">-{neg}</span> <a href="#" class="op-menos" title="No me gusta">&minus;</a></span>'
            f' <a href="#" class="op-citar">Citar</a> <a href="#" class="op-denunciar">Denunciar</a></div></div>'
        )
    css = (
        "body{margin:0;background:#f2efe6;font:13px Tahoma,Verdana,sans-serif;color:#2b2b2b}#contenedor{width:990px;margin:0 auto;background:#fff}"
        "#cabecera{background:#7a1f1f;padding:14px 20px;color:#fff}#cabecera .marca{font:bold 36px 'Times New Roman',serif}#cabecera .fecha{float:right;font-size:11px}"
        "#menu{background:#333}#menu ul{margin:0;padding:0;list-style:none;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;padding:6px 10px;text-decoration:none;font-weight:bold}"
        "#cuerpo{overflow:hidden;padding:10px}#izquierda{float:left;width:180px;font-size:11px}#centro{float:left;width:560px;margin:0 15px}#derecha{float:left;width:210px;font-size:11px}"
        ".moduletable{margin:0 0 14px;border:1px solid #ddd}.moduletable h3{margin:0;padding:4px 6px;background:#7a1f1f;color:#fff;font-size:12px}"
        ".contentheading{font:bold 24px Georgia,serif;color:#7a1f1f}.createdate,.small{color:#888;font-size:11px}.buttonheading img{vertical-align:middle}"
        "#opiniones h3{border-bottom:2px solid #7a1f1f}.op-item{padding:6px;border-bottom:1px solid #e3e3e3}.op-par{background:#f7f5ef}.op-num{font-weight:bold;color:#7a1f1f}.op-autor{font-weight:bold}"
        ".op-fecha,.op-pie{color:#888;font-size:11px}.op-pos{color:#2a7a2a}.op-neg{color:#a22}.banner{text-align:center;color:#999;font-size:10px}"
        ".pagenav{margin:10px 0}#pie{background:#333;color:#bbb;padding:10px;font-size:11px;text-align:center}"
    )
    body = f"""<div id="contenedor">
<div id="cabecera"><span class="fecha">Viernes, 12 de marzo de 2010</span><div class="marca">Diario del Alto Jalón</div><div>El periódico digital de la comarca</div></div>
<div id="menu"><ul><li><a href="/">Portada</a></li><li><a href="/index.php?option=com_content&amp;view=category&amp;id=3">Comarca</a></li><li><a href="/index.php?option=com_content&amp;view=category&amp;id=4">Villarejo</a></li><li><a href="/index.php?option=com_content&amp;view=category&amp;id=5">Deportes</a></li><li><a href="/index.php?option=com_content&amp;view=category&amp;id=6">Cultura y fiestas</a></li><li><a href="/index.php?option=com_content&amp;view=category&amp;id=7">Agricultura</a></li><li><a href="/index.php?option=com_content&amp;view=category&amp;id=8">Opinión</a></li><li><a href="/index.php?option=com_contact">Contacto</a></li></ul></div>
<div id="cuerpo">
<div id="izquierda">
<div class="moduletable"><h3>Acceso</h3><form action="/index.php" method="post" id="form-login"><p>Usuario<br /><input type="text" name="username" size="15" /></p><p>Contraseña<br /><input type="password" name="passwd" size="15" /></p><p><input type="checkbox" name="remember" /> Recordarme</p><input type="submit" value="Entrar" /><ul><li><a href="/index.php?option=com_user&amp;view=reset">¿Olvidó su contraseña?</a></li><li><a href="/index.php?option=com_user&amp;view=register">Crear una cuenta</a></li></ul></form></div>
<div class="moduletable"><h3>Secciones</h3>{links("Sucesos | ;; Educación | ;; Sanidad | ;; Empleo | ;; Esquelas | ;; Farmacias de guardia |")}</div>
<div class="moduletable banner">Publicidad<br /><img src="/_avatar/banner-cooperativa.svg" width="160" height="240" alt="Cooperativa San Isidro" /></div>
</div>
<div id="centro">
<table class="contentpaneopen"><tr><td class="contentheading" width="100%">El Ayuntamiento de Villarejo de Salcedo aprueba una subida del 18% en el recibo del agua</td><td class="buttonheading"><a href="#" title="PDF">PDF</a></td><td class="buttonheading"><a href="#" title="Imprimir">Imprimir</a></td><td class="buttonheading"><a href="#" title="E-mail">E-mail</a></td></tr></table>
<table class="contentpaneopen"><tr><td><span class="small">Escrito por Redacción / M. Lacasa</span></td></tr><tr><td class="createdate">jueves, 11 de marzo de 2010 19:20</td></tr><tr><td>
<p><strong>El pleno aprobó la nueva ordenanza con los votos del equipo de gobierno y la abstención de la oposición. La tarifa no se revisaba desde 2003.</strong></p>
<p>El recibo medio de una vivienda pasará de 31,40 a 37,05 euros al trimestre a partir del 1 de julio. El concejal de Hacienda, Luis Marqués, justificó la subida en el coste de la nueva depuradora y en la renovación de la red de la calle Mayor.</p>
<p>La ordenanza mantiene la bonificación del 50% para pensionistas con ingresos inferiores al salario mínimo y la extiende a las familias numerosas. El consumo por encima de 30 metros cúbicos al trimestre se pagará a 1,12 euros el metro cúbico.</p>
<p>Desde la oposición, la portavoz Elena Sanjuán reclamó un estudio de las pérdidas de la red, que el propio informe técnico cifra en un 31%.</p>
<p>La subida debe publicarse en el Boletín Oficial de la Provincia y se abre un plazo de treinta días para presentar alegaciones.</p>
</td></tr></table>
<div class="small">Última actualización ( viernes, 12 de marzo de 2010 08:05 ) · Leído 1.934 veces</div>
<div class="compartir"><a href="#">Compartir en Facebook (56)</a> | <a href="#">Tuenti</a> | <a href="#">Menéame (4 meneos)</a> | <a href="#">Twitter</a></div>
<div class="pagenav">&lt; <a href="/index.php?option=com_content&amp;view=article&amp;id=2201">Anterior</a> | <a href="/index.php?option=com_content&amp;view=article&amp;id=2199">Siguiente</a> &gt;</div>
<div id="opiniones"><h3>Opiniones de los lectores (12)</h3>
{"".join(rows)}
<div class="op-form"><h4>Deja tu opinión</h4><form action="/index.php?option=com_opiniones&amp;task=guardar" method="post"><p>Nombre: <input type="text" name="nombre" /></p><p>Correo (no se publica): <input type="text" name="correo" /></p><p><textarea name="texto" rows="6" cols="50"></textarea></p><p>Escriba el código de la imagen: <img src="/_avatar/captcha.svg" width="90" height="30" alt="" /> <input type="text" name="codigo" size="6" /></p><p><input type="submit" value="Enviar" /></p>
<p class="small">Las opiniones son responsabilidad de sus autores. El Diario del Alto Jalón se reserva el derecho de eliminar los mensajes ofensivos.</p></form></div>
</div>
</div>
<div id="derecha">
<div class="moduletable"><h3>Lo más leído</h3>{links("Fiestas de San Roque: programa completo | ;; Accidente en la N-II a la altura de Cetina | ;; El Ayuntamiento aprueba la subida del agua | ;; Cierra la última tienda de ultramarinos de Alhama | ;; Convocadas dos plazas de auxiliar administrativo |", tag="ol")}</div>
<div class="moduletable"><h3>Lo más opinado</h3>{links("¿Debe cerrar el centro de salud por las noches? | 38 ;; El Ayuntamiento aprueba la subida del agua | 12 ;; Polémica por los toros en las fiestas | 9", tag="ol")}</div>
<div class="moduletable"><h3>Encuesta</h3><p>¿Le parece justificada la subida del agua?</p><p>Sí: 14%<br />No: 71%<br />No sabe: 15%</p><p class="small">Votos: 422 · <a href="#">Resultados</a></p></div>
<div class="moduletable"><h3>El tiempo</h3><p>Villarejo: 3° / 14°, soleado.</p></div>
<div class="moduletable banner">Publicidad<br /><img src="/_avatar/banner-hostal.svg" width="200" height="200" alt="Hostal El Puente" /></div>
</div></div>
<div id="pie">© 2010 Diario del Alto Jalón · <a href="/aviso-legal">Aviso legal</a> · <a href="/publicidad">Publicidad</a> · Desarrollado con Joomla!</div>
</div>"""
    return make(
        "dz-es-altojalon-agua",
        "discussion",
        "es",
        page(
            "El Ayuntamiento de Villarejo de Salcedo aprueba una subida del 18% en el recibo del agua - Diario del Alto Jalón",
            "es-es",
            css,
            body,
            description="El pleno aprobó la nueva ordenanza del agua. El recibo medio subirá un 18%.",
            head='<meta name="generator" content="Joomla! 1.5 - Open Source Content Management" />',
            analytics="UA-9921033-1",
        ),
        cs,
        path="/villarejo/2200-subida-agua-villarejo.html",
        container="div#opiniones under 'Opiniones de los lectores (12)': flat div.op-item (div.op-cabecera: a.op-num '#N', span.op-autor NAME, span.op-fecha 'DD/MM/YYYY - HH:MM'; div.op-texto; div.op-pie 'Valoración: + +9 / -2 −', Citar, Denunciar)",
        heading="Opiniones de los lectores (12)",
        description="A Spanish regional news site on a Joomla-like CMS of March 2010 (login module, sections, banners, table-based article with PDF/print/e-mail buttons, read count, share links with counts, most read, most discussed with counts, a poll, weather): 12 readers' opinions numbered #1 to #12, flat, with '+9 / -2' ratings, 'Citar' and 'Denunciar'; the councillor answers in the flat list. Never says 'comentario' or 'comment'.",
    )


# --------------------------------------------------------------------------- it: a town portal, page 1 of 2, 2013


def it_passaggio() -> Case:
    # newest first: #21 down to #11 on this page (and the newsroom's answer, not numbered); #10 to #1 are on page 2
    cs = talk("""
ex_ferroviere @ 2 ore fa :: Per chi chiede dei tempi: RFI ha già fatto la stessa cosa a Castelvetere nel 2009, dal progetto all'apertura del sottopasso ci sono voluti quattro anni. Mettetevi il cuore in pace.
Lucia_B @ 3 ore fa :: Ho il negozio in via Roma da vent'anni. Da lunedì ho visto la metà dei clienti, la gente non passa più. Nessuno ci ha avvisato prima.
gianfranco.m @ 5 ore fa :: @Lucia_B le dò ragione, ma anche prima con la sbarra abbassata venti minuti ogni ora non è che si passasse molto. Speriamo che il sottopasso lo facciano davvero.
Daniele Ferraris @ 13 novembre 2013 alle 08:41 :: Stamattina mezz'ora da via Garibaldi alla scuola media. Il vigile all'incrocio con la provinciale non basta, serve un semaforo provvisorio.
mamma di due @ 13 novembre 2013 alle 07:55 :: Il pulmino della scuola adesso fa il giro da Borgo San Vito e i bambini escono di casa alle 7. Qualcuno in Comune ci ha pensato?
Tonino @ 12 novembre 2013 alle 23:10 :: Sempre le solite cose all'italiana. Prima chiudono e poi vedono cosa fare.
Roberta Casali @ 12 novembre 2013 alle 22:36 :: Rispetto a quello che si legge qui, io sono contenta: quel passaggio a livello era pericoloso, due anni fa ci è morto un ragazzo in motorino. Meglio qualche mese di disagi.
Pier @ 12 novembre 2013 alle 21:58 :: Qualcuno sa se la passerella pedonale rimane aperta di notte? Io torno dal turno alle 23.
>Redazione MontesorboNotizie @ 12 novembre 2013 alle 22:20 :: Pier, secondo l'ordinanza la passerella resta aperta 24 ore su 24 ed è illuminata. Chiude solo durante il passaggio dei treni merci notturni, per pochi minuti.
il_solito_bastian_contrario @ 12 novembre 2013 alle 20:44 :: E i soldi del sottopasso da dove arrivano? Nell'articolo non c'è scritto. // Io scommetto che alla fine li mettiamo noi con l'IMU.
Marisa @ 12 novembre 2013 alle 19:30 :: Il percorso alternativo da via dei Mulini non è adatto ai camion, stamattina ne ho visto uno incastrato sotto l'arco. Serve un divieto per i mezzi pesanti.
Stefano R. @ 12 novembre 2013 alle 18:22 :: Finalmente! Erano trent'anni che se ne parlava.
""")
    likes = [7, 19, 4, 12, 15, 3, 21, 2, 9, 6, 11, 5]
    number = {i: 21 - j for j, i in enumerate(i for i, c in enumerate(cs) if c.parent is None)}

    def li(i: int) -> str:
        c = cs[i]
        red = c.who.startswith("Redazione")
        sub = "".join(li(j) for j in range(len(cs)) if cs[j].parent == i)
        sub = f'<ul class="risposte">{sub}</ul>' if sub else ""
        num = f'<span class="numero">{number[i]}</span>' if i in number else ""
        return (
            f'<li class="commento{" redazione" if red else ""}" id="c{77120 + i}">{num}'
            f'<div class="intestazione"><img src="/_avatar/mn-{i}.svg" width="40" height="40" alt="" class="foto" />'
            f'<a class="utente" href="/utenti/{esc(c.who.replace(" ", "_"))}">{esc(c.who)}</a>'
            + (' <span class="etichetta">Redazione</span>' if red else "")
            + f' <span class="scrive">scrive:</span><br /><span class="data">{esc(c.at)}</span></div>'
            f'<div class="testo">{paras(c.body)}</div>'
            f'<div class="azioni"><a href="#" class="mipiace">Mi piace ({likes[i]})</a> · <a href="#rispondi" class="rispondi">Rispondi</a> · <a href="#" class="segnala">Segnala abuso</a></div>'
            f"{sub}</li>"
        )

    items = "".join(li(i) for i, c in enumerate(cs) if c.parent is None)
    pager = '<div class="paginazione">Pagina 1 di 2 &nbsp; <strong>1</strong> <a href="?pag=2#commenti">2</a> <a href="?pag=2#commenti">Successiva »</a></div>'
    css = (
        "body{margin:0;font:13px/1.5 Arial,Helvetica,sans-serif;background:#fff;color:#222}#top{background:#0b4f8a;color:#fff;padding:6px 0}#top .w,#page{width:1000px;margin:0 auto}"
        "#testata{height:90px;border-bottom:4px solid #0b4f8a;position:relative}#testata .logo{font:bold 40px 'Trebuchet MS';color:#0b4f8a;position:absolute;top:20px}"
        "#testata .meteo{position:absolute;right:0;top:30px;font-size:11px}#menu{background:#eef3f8;overflow:hidden}#menu a{float:left;padding:8px 12px;color:#0b4f8a;font-weight:bold;text-decoration:none}"
        "#col-sx{float:left;width:660px}#col-dx{float:right;width:310px}h1{font:bold 30px Georgia,serif;margin:10px 0}.occhiello{color:#c00;font-weight:bold;text-transform:uppercase;font-size:11px}"
        ".firma{color:#666;font-size:11px}.social{margin:10px 0;padding:5px;background:#f5f5f5}.adv{background:#f0f0f0;color:#999;text-align:center;font-size:10px;margin:10px 0}"
        "#commenti h3{background:#0b4f8a;color:#fff;padding:5px 8px}#commenti ul{list-style:none;margin:0;padding:0}.commento{border-bottom:1px solid #ddd;padding:10px 0 10px 50px;position:relative}"
        ".numero{position:absolute;left:0;top:10px;font:bold 20px Georgia;color:#bbb}.foto{float:left;margin-right:8px}.utente{font-weight:bold;color:#0b4f8a}.data,.azioni{color:#888;font-size:11px}"
        ".risposte{margin:10px 0 0 30px!important;border-left:3px solid #0b4f8a}.redazione{background:#eef3f8}.etichetta{background:#c00;color:#fff;font-size:10px;padding:0 4px}"
        ".box{border:1px solid #ddd;margin:0 0 14px}.box h4{margin:0;padding:5px;background:#eef3f8;color:#0b4f8a}.paginazione{margin:10px 0;font-weight:bold}#footer{clear:both;background:#222;color:#aaa;padding:12px;font-size:11px}"
    )
    body = f"""<div id="top"><div class="w">Mercoledì 13 novembre 2013 · <a href="/login" style="color:#fff">Accedi</a> · <a href="/registrati" style="color:#fff">Registrati</a> · <a href="/newsletter" style="color:#fff">Newsletter</a></div></div>
<div id="page">
<div id="testata"><a class="logo" href="/">MontesorboNotizie.it</a><div class="meteo">Montesorbo: 9° / 16° poco nuvoloso</div></div>
<div id="menu"><a href="/">Home</a><a href="/cronaca/">Cronaca</a><a href="/politica/">Politica</a><a href="/economia/">Economia</a><a href="/sport/">Sport</a><a href="/cultura/">Cultura e spettacoli</a><a href="/valle/">Dalla valle</a><a href="/necrologi/">Necrologi</a><a href="/annunci/">Annunci</a><a href="/fotogallery/">Foto</a><a href="/video/">Video</a></div>
<div class="adv" style="height:90px">PUBBLICITÀ<br /><img src="/_avatar/adv-mobili.svg" width="728" height="70" alt="Mobilificio Bertolini - svendita totale" /></div>
<div id="col-sx">
<div class="occhiello">Viabilità</div>
<h1>Montesorbo, chiude il passaggio a livello di via Roma: code e proteste</h1>
<p class="firma">di Chiara Vitali · 12 novembre 2013 · <a href="#commenti">22 commenti</a></p>
<div class="social"><a href="#">Mi piace 318</a> · <a href="#">Tweet 24</a> · <a href="#">+1</a> · <a href="#">Invia per e-mail</a> · <a href="#">Stampa</a></div>
<p><strong>Da lunedì le sbarre restano abbassate per sempre: Rfi e Comune hanno firmato l'accordo per il sottopasso. Traffico deviato su via dei Mulini e sulla provinciale, disagi per negozi e scuole.</strong></p>
<p>Il passaggio a livello di via Roma, uno dei più trafficati della provincia, è stato chiuso definitivamente lunedì mattina. Al suo posto sorgerà un sottopasso carrabile, ma i lavori non partiranno prima dell'estate 2014.</p>
<p>Nel frattempo le auto vengono deviate su via dei Mulini e sulla strada provinciale 41. Per i pedoni e le biciclette resta aperta la passerella sopraelevata accanto alla stazione.</p>
<p>«Sappiamo che saranno mesi difficili», ha detto il sindaco Alberto Ghedini, «ma chiudere era una condizione di Rfi per finanziare l'opera». Il costo previsto è di 4,2 milioni di euro.</p>
<p>I commercianti di via Roma hanno chiesto un incontro urgente e parlano di un calo degli incassi già nei primi giorni.</p>
<p class="firma">Tag: <a href="/tag/via-roma">via Roma</a>, <a href="/tag/rfi">Rfi</a>, <a href="/tag/viabilita">viabilità</a>, <a href="/tag/sottopasso">sottopasso</a></p>
<div class="adv" style="height:60px">PUBBLICITÀ</div>
<div id="commenti"><h3>Commenti (22)</h3>
<p class="firma">Ordina: <strong>più recenti</strong> | <a href="?ordine=vecchi#commenti">meno recenti</a> | <a href="?ordine=votati#commenti">più votati</a></p>
{pager}
<ul class="lista">{items}</ul>
{pager}
<div id="rispondi"><h4>Lascia un commento</h4><p>Per commentare devi essere registrato. <a href="/login">Accedi</a> oppure <a href="/registrati">registrati</a>, è gratis. <a href="/regolamento">Regolamento</a></p></div>
</div>
</div>
<div id="col-dx">
<div class="adv" style="height:250px">PUBBLICITÀ<br /><img src="/_avatar/adv-banca.svg" width="300" height="230" alt="Banca di Credito Cooperativo di Montesorbo" /></div>
<div class="box"><h4>I più letti</h4>{links("Incidente sulla provinciale 41, due feriti | ;; Chiude il passaggio a livello di via Roma | ;; Fiera di San Martino: il programma | ;; Calcio, la Montesorbese vince il derby | ;; Nuovo parcheggio in piazza Garibaldi |", tag="ol")}</div>
<div class="box"><h4>I più commentati</h4>{links("Chiude il passaggio a livello di via Roma | 22 ;; Tassa rifiuti, arrivano le cartelle | 17 ;; Il sindaco: «Niente nuove antenne» | 9", tag="ol")}</div>
<div class="box"><h4>Sondaggio</h4><p>Il sottopasso di via Roma sarà pronto entro il 2015?</p><p>Sì (18%) · No (64%) · Non so (18%)</p><p class="firma">Voti: 503</p></div>
<div class="box"><h4>Ultim'ora</h4><ul><li>11:42 · <a href="/cronaca/furto-farmacia.html">Furto in farmacia, preso un 30enne</a></li><li>10:15 · <a href="/valle/frana-sp12.html">Frana sulla Sp 12, senso unico alternato</a></li><li>09:03 · <a href="/economia/mercato-coperto.html">Mercato coperto, si cerca un gestore</a></li></ul></div>
<div class="box"><h4>Seguici su Facebook</h4><p>MontesorboNotizie.it piace a 4.812 persone.</p></div>
</div>
<div id="footer">MontesorboNotizie.it - testata giornalistica registrata presso il Tribunale · P.IVA 01234560123 · <a href="/redazione">Redazione</a> · <a href="/pubblicita">Pubblicità</a> · <a href="/privacy">Privacy</a></div>
</div>"""
    return make(
        "dz-it-montesorbo-passaggio",
        "discussion",
        "it",
        page(
            "Montesorbo, chiude il passaggio a livello di via Roma: code e proteste - MontesorboNotizie.it",
            "it",
            css,
            body,
            description="Da lunedì le sbarre restano abbassate per sempre: Rfi e Comune hanno firmato l'accordo per il sottopasso.",
            analytics="UA-31177502-1",
        ),
        cs,
        path="/viabilita/2013/11/12/chiude-passaggio-a-livello-via-roma-77120.html",
        container="div#commenti under 'Commenti (22)', page 1 of 2 (pagers above and below): ul.lista > li.commento (span.numero N from 21 down, div.intestazione img + a.utente NAME 'scrive:' br span.data, div.testo > p, div.azioni 'Mi piace (N) · Rispondi · Segnala abuso'), the newsroom's answer in ul.risposte inside the li",
        heading="Commenti (22)",
        description="An Italian town news portal of November 2013 (top bar with login, weather, menu, leaderboard and rectangle adverts, share counts, tags, most read, most commented with counts, a poll, a timed ticker, a Facebook count): page 1 of 2 of 22 comments, newest first, numbered 21 down to 11, relative times ('2 ore fa') and dates ('12 novembre 2013 alle 18:22'), 'Mi piace (N)', 'Rispondi', 'Segnala abuso'; the newsroom answers one comment in a nested list (not numbered). The 10 comments of page 2 are not on the page.",
    )


def threads_dz() -> list[Case]:
    return [de_hallenbad(), fr_voie_verte(), es_agua(), it_passaggio()]
