"""Blind set BQ: five discussions of 2009-2013 in the served HTML as a crawler saved them: a hosted blog's threaded
comments with the blogger's answers and a comment removed by the blog's administrator (cs), a hosted blog's flat
comments with the name and date after the text and two trackbacks after them in the comments' own markup (fr), a
Russian city portal's comments on page 1 of 2, one table per comment with a profile column and quoted parents (ru), a
regional paper's CMS with auto-made subject lines and replies in an indented sibling after their parent (de), a Dutch
regional paper's ASP.NET page whose comments are loose "NAME schreef op ...:" lines and texts without an element per
comment, closed after 72 hours (nl). Every class name, name, place and text invented for this set; each comment
written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_bq_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    cloud,
    draw,
    esc,
    flat,
    links,
    ptext,
    rows,
    seeds,
    slug,
    talk,
)


def cs_blog() -> Case:
    ns = talk("""
Pavel K. @ 12. října 2011 20:14 :: Gratuluju! Ten zvuk znám, my jsme měli doma kývačku a táta ji startoval vždycky až na druhý kop. Jaký jste tam nakonec dali karburátor?
  Honza @ 12. října 2011 21:02 [owner] :: Díky Pavle. Karburátor je původní Jikov, jen jsem ho rozebral, vyčistil v ultrazvuku a dal nové těsnění a jehlu. Plovák byl naštěstí v pořádku.
    Pavel K. @ 12. října 2011 21:30 :: To je nejlepší řešení, repliky co se prodávají na burzách bývají horší než původní díly.
Anonymní @ 13. října 2011 8:05 :: pekna prace. kolik vas to celkem stalo?
  Honza @ 13. října 2011 9:40 [owner] :: Radši to ani nesčítám :) Ale bez lakování asi 18 tisíc, nejvíc stál válec a píst.
Motorkářka Jana @ 13. října 2011 17:22 [removed_after] :: Krásná barva! To je ta původní vínová, nebo jste míchali podle vzorníku? // My máme Pérák po dědovi a hledám někoho, kdo by uměl opravit nádrž.
  Honza @ 13. října 2011 18:05 [owner] :: Jano, barva se míchala podle kousku laku, který zůstal pod sedlem. Na nádrž doporučuju pana Vaňka z Třebíče, dělal i tu moji.
  Láďa ze Žďáru @ 14. října 2011 7:51 :: Vaněk je mistr, potvrzuju. Čekal jsem na něj tři měsíce, ale stálo to za to.
Michal @ 16. října 2011 22:10 :: Těším se na další díl, hlavně jak to dopadne na STK :-)
""")

    def item(i: int, n: Note, sub: str) -> str:
        owner = " kx-owner" if n.tag("owner") else ""
        badge = ' <span class="kx-badge" title="Autor blogu">✎</span>' if n.tag("owner") else ""
        cid = 7310 + 17 * i
        body = "<br /><br />".join(esc(p) for p in n.body.split("\n\n"))
        li = (
            f'<li class="kx-c{owner}" id="c{cid}"><div class="kx-av"><img src="/_avatar/kx-{i}.svg" alt="" width="35" height="35" /></div>'
            f'<div class="kx-block"><div class="kx-head"><cite class="kx-user">{esc(n.who)}</cite>{badge} '
            f'<span class="kx-time"><a href="/2011/10/jawa-250-kyvacka.html?showComment=131844{cid}#c{cid}">{esc(n.at)}</a></span></div>'
            f'<p class="kx-text">{body}</p><span class="kx-act"><a class="kx-reply" href="javascript:;">Odpovědět</a> '
            f'<a class="kx-del" href="/delete-comment?id={cid}">Smazat</a></span></div>'
            + (
                f'<div class="kx-inline"><ol>{sub}</ol><div class="kx-more"><a href="javascript:;">Odpovědět</a></div></div>'
                if sub
                else ""
            )
            + "</li>"
        )
        if n.tag("removed_after"):
            li += (
                '<li class="kx-c kx-gone" id="c7499"><div class="kx-av"><img src="/_avatar/kx-x.svg" alt="" width="35" height="35" /></div>'
                '<div class="kx-block"><div class="kx-head"><cite class="kx-user">Anonymní</cite> <span class="kx-time"><a href="#c7499">14. října 2011 2:13</a></span></div>'
                '<p class="kx-text"><span class="kx-removed">Tento komentář byl odstraněn administrátorem blogu.</span></p></div></li>'
            )
        return li

    thread = draw(ns, item, lambda s, _p: s)
    after = (
        '<div class="kx-comments" id="comments"><h4>10 komentářů:</h4><div class="kx-thread"><ol>'
        + thread
        + '</ol></div><p class="kx-new"><a href="#kx-form">Přidat komentář</a></p>'
        '<div id="kx-form"><h4>Přidat komentář</h4><form action="/comment-post" method="post"><textarea name="text" rows="5" cols="60"></textarea><br />'
        'Komentovat jako: <select name="as"><option>Vyberte profil…</option><option>Google účet</option><option>Název/adresa URL</option><option>Anonymní</option></select> '
        '<input type="submit" value="Publikovat" /> <input type="button" value="Náhled" /></form></div>'
        '<p class="kx-feed">Odebírat: <a href="/feeds/2188/comments/default">Komentáře k příspěvku (Atom)</a></p></div>'
    )
    side = (
        box(
            "cs-jawa",
            "O mně",
            '<p><img src="/_avatar/kx-honza.svg" alt="" width="60" height="60" style="float:left;margin-right:6px" /><b>Honza</b><br />Strojař z Vysočiny, po večerech v garáži. Od roku 2009 skládám Jawu 250 po dědovi.</p><p style="clear:both"><a href="/profile/honza">Zobrazit celý můj profil</a></p>',
        )
        + box(
            "cs-jawa",
            "Sledující (48)",
            "".join(f'<img src="/_avatar/kx-f{k}.svg" alt="" width="24" height="24" /> ' for k in range(12)),
        )
        + box(
            "cs-jawa",
            "Blogy, které sleduji",
            "<ul>"
            + "".join(
                f'<li><a href="/out/{slug(b)}"><b>{esc(b)}</b></a><br /><a href="/out/{slug(b)}/post">{esc(p)}</a><br /><small>{esc(w)}</small></li>'
                for b, p, w in rows("""
Pérák a spol. | Nové gumy na zadní kolo | před 2 hodinami
Dílna u Karla | Jak jsem lakoval nádrž v kuchyni | před 1 dnem
Stará kola z Vysočiny | Sraz veteránů v Humpolci: fotky | před 3 dny
Čezeta a já | Zima je tady, motorka spí | před 1 týdnem
""")
            )
            + "</ul>",
        )
        + box(
            "cs-jawa",
            "Oblíbené příspěvky",
            "<ul>"
            + "".join(
                f'<li><a href="/{slug(t)}.html">{esc(t)}</a><br /><small>{esc(x)}</small></li>'
                for t, x in rows("""
Jak jsem koupil Jawu za 2 000 Kč | Inzerát v Annonci, stodola u Pelhřimova a rezavá hromada, která kdysi byla motorka…
Převodovka, díl třetí | Ozubená kola jsou konečně zpátky z kalírny a vypadají jako nová…
Sraz v Tišnově 2011 | Sto dvacet strojů, jeden liják a nejlepší guláš široko daleko…
""")
            )
            + "</ul>",
        )
        + box(
            "cs-jawa",
            "Štítky",
            links(
                ("Díly", "Elektrika", "Lakování", "Motor", "Renovace", "Srazy"),
                "/search/label/",
                counts=("(15)", "(4)", "(6)", "(12)", "(34)", "(9)"),
            ),
        )
        + box(
            "cs-jawa",
            "Archiv blogu",
            '<ul><li>► <a href="/2012/">2012</a> (3)</li><li>▼ <a href="/2011/">2011</a> (34)<ul><li>▼ <a href="/2011/10/">října</a> (5)<ul>'
            '<li><a href="#">Jawa 250 „kývačka“ po 22 letech poprvé nastartovala</a></li><li><a href="/2011/10/zapalovani.html">Zapalování a nová cívka</a></li>'
            '<li><a href="/2011/10/tlumice.html">Tlumiče: repasovat, nebo koupit?</a></li></ul></li><li>► <a href="/2011/09/">září</a> (4)</li><li>► <a href="/2011/08/">srpna</a> (6)</li></ul></li>'
            '<li>► <a href="/2010/">2010</a> (21)</li></ul>',
        )
    )
    style = (
        ".kx-comments h4{font:bold 15px Georgia,serif;color:#3d6b7d}.kx-thread ol{list-style:none;margin:0;padding:0}.kx-c{overflow:hidden;margin:0 0 12px}"
        ".kx-av{float:left;width:40px}.kx-block{margin-left:44px}.kx-user{font-style:normal;font-weight:bold}.kx-owner>.kx-block .kx-user{color:#b3541e}"
        ".kx-time a{color:#999;font-size:11px}.kx-text{margin:2px 0}.kx-act a{font-size:11px;color:#999;margin-right:6px}.kx-inline{margin:8px 0 0 44px;border-left:1px solid #ddd;padding-left:10px}"
        ".kx-removed{color:#999;font-style:italic}.kx-more a{font-size:11px}"
    )
    piece = Piece(
        "Jawa 250 „kývačka“ po 22 letech poprvé nastartovala",
        "Zveřejnil Honza v 19:42",
        "2011-10-12T19:42:00+02:00",
        "středa 12. října 2011",
        """
Je to tady. Dnes večer v 19:15 se v naší garáži po dvaadvaceti letech ozvalo to známé dvoutaktní brblání. Na třetí kop, s trochou pomoci sytiče a se sousedem Frantou, který držel baterku.

Nejdřív kouřila jak parní lokomotiva, ale to je nový olej ve směsi a zbytky konzervace ve válci. Po pěti minutách se kouř umoudřil a volnoběh drží i bez sytiče. Převodovka řadí všechny čtyři kvalty, spojka nekřupe.

Na fotce je ještě bez nádrže, ta se vrací od lakýrníka příští týden. Pak už zbývá jen elektrika, světla a hlavně STK. Příště napíšu podrobně, co všechno jsem musel na motoru měnit.
""",
        tags=("Renovace", "Motor"),
    )
    return case(
        "bq-cs-blog-vlakna",
        "discussion",
        "cs-jawa",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/2011/10/jawa-250-kyvacka-nastartovala.html",
        reveal="on_load",
        container="div.kx-comments#comments: h4 '10 komentářů:', div.kx-thread > ol > li.kx-c (cite.kx-user, span.kx-time, p.kx-text with <br> paragraphs), replies in div.kx-inline > ol, three levels",
        heading="10 komentářů:",
        description="A Czech hobby blog on a hosted blog engine, 2011: a motorcycle restoration post with 9 readers' comments in the threaded style of that time (the blogger answering three times with a pencil badge; replies three levels deep), a 10th entry that is a placeholder 'removed by a blog administrator' (not a comment), a comment form; the sidebar's blogroll with the followed blogs' latest post titles and times, popular posts with snippets, labels with counts and an archive tree. Most awkward: the count '10 komentářů' includes the removed placeholder, which keeps a name and a time.",
        static=True,
        lookalikes=("a blogroll of followed blogs' latest posts with times", "popular posts with snippets"),
    )


def fr_typepad() -> Case:
    ns = talk("""
Martine G. @ 14 mars 2009 à 09:12 :: Quelle tristesse. J'y achetais ma ficelle tous les matins depuis 1987. Monsieur Mercier me mettait toujours de côté la plus cuite.
Julien @ 14 mars 2009 à 10:40 :: Je suis passé samedi, il y avait une queue jusqu'en bas de la montée. Les gens voulaient leur dernier pain au chocolat.
Vieux Lyonnais @ 14 mars 2009 à 11:05 :: 62 ans... Mon père y allait déjà quand c'était le grand-père de l'actuel qui pétrissait. Tout fout le camp.
Sophie @ 14 mars 2009 à 12:30 [owner] :: Merci pour vos messages. Julien, j'y étais aussi samedi, j'ai pris des photos de la queue et du fournil, je les mettrai dans la prochaine note.
Karine @ 14 mars 2009 à 14:18 :: Est-ce qu'on sait ce qui va ouvrir à la place ? On parle d'une agence immobilière, j'espère que non.
Bertrand @ 14 mars 2009 à 15:02 :: Encore une banque ou un opticien, vous verrez. Le loyer a été triplé, c'est ça la vraie raison, pas la retraite.
Sophie @ 14 mars 2009 à 18:47 [owner] :: Karine, d'après Mme Mercier le bail a été repris mais elle ne sait pas par qui. Je me renseigne auprès de la mairie du 4e.
Anne-So @ 15 mars 2009 à 08:55 :: Ma fille a fait son apprentissage chez eux en 2004. Elle en parle encore. Ils étaient durs mais justes, c'est comme ça qu'on apprend le métier.
marco69 @ 15 mars 2009 à 11:20 :: la meilleure brioche aux pralines du plateau, y a pas photo
Hélène B. @ 15 mars 2009 à 13:41 :: Bertrand a raison pour le loyer, c'est pareil pour la mercerie de la rue d'Austerlitz. Il faudrait que la mairie d'arrondissement fasse quelque chose pour les commerces de bouche. // Au Vieux-Lyon ils ont bien réussi à garder des artisans, pourquoi pas ici ?
Julien @ 15 mars 2009 à 16:03 :: Hélène, la mairie ne peut pas grand-chose sur un bail privé, malheureusement. Il y a eu une pétition pour le boucher de la place Colbert et ça n'a rien changé.
Gisèle @ 16 mars 2009 à 07:30 :: Bonne retraite à eux deux. Ils l'ont bien méritée, levés à trois heures du matin pendant quarante ans.
Paul T. @ 16 mars 2009 à 12:12 :: Est-ce que quelqu'un sait qui va fournir le bouchon de la rue Dumenge ? Ils prenaient tout leur pain chez Mercier.
Sophie @ 16 mars 2009 à 20:05 [owner] :: Paul, le bouchon prendra désormais son pain chez Tardy, place de la Croix-Rousse. J'ai mis la note à jour.
""")
    trackbacks = rows("""
Lyon en miettes | 15 mars 2009 à 11:02 | Encore une boulangerie historique qui disparaît sur le plateau. Les Carnets de la Croix-Rousse racontent les 62 ans de la maison Mercier, avec une photo de la devanture en 1958…
Le Canut numérique | 17 mars 2009 à 09:40 | Revue de blogs du lundi : la fermeture de la boulangerie Mercier, le marché de la Croix-Rousse sous la neige et le nouveau tracé du bus 13…
""")

    def item(i: int, n: Note) -> str:
        cls = "cr-comment cr-author" if n.tag("owner") else "cr-comment"
        cid = f"6a00d83451c{4420 + i:05d}"
        return (
            f'<a id="c{cid}"></a><div class="{cls}" id="comment-{cid}"><div class="cr-comment-content">{ptext(n.body)}</div>'
            f'<p class="cr-comment-footer">Rédigé par&nbsp;: <a href="/profile/{slug(n.who)}" rel="nofollow">{esc(n.who)}</a> | '
            f'<a href="#c{cid}">{esc(n.at)}</a></p></div>'
        )

    tbs = "".join(
        f'<a id="tb{k}"></a><div class="cr-comment cr-trackback"><div class="cr-comment-content"><p>{esc(x)}</p></div>'
        f'<p class="cr-comment-footer">TrackBack de&nbsp;: <a href="/out/{slug(b)}">{esc(b)}</a> | <a href="#tb{k}">{esc(d)}</a></p></div>'
        for k, (b, d, x) in enumerate(trackbacks)
    )
    title = "La boulangerie Mercier ferme après 62 ans"
    after = (
        '<div class="cr-comments" id="comments"><h3 class="cr-comments-h">Commentaires</h3><div class="cr-comments-content">'
        + flat(ns, item)
        + "</div></div>"
        '<div class="cr-trackbacks" id="trackback"><h3>TrackBack</h3><p class="cr-tb-url">URL TrackBack de cette note&nbsp;: <span>http://carnets-croixrousse.example/t/trackback/1843726/37662109</span></p>'
        f'<p>Voici les sites qui parlent de <a href="#">{esc(title)}</a>&nbsp;:</p><div class="cr-comments-content">'
        + tbs
        + "</div></div>"
        '<div class="cr-post-form" id="comment-form"><h3>Poster un commentaire</h3><p class="cr-mod">Les commentaires sont modérés. Ils n\'apparaîtront pas sur ce blog tant que l\'auteur ne les aura pas approuvés.</p>'
        '<form action="/t/comments" method="post"><p>Nom&nbsp;: <input type="text" name="author" /></p><p>Adresse email&nbsp;: <input type="text" name="email" /></p>'
        '<p>URL&nbsp;: <input type="text" name="url" /></p><p><textarea name="text" rows="8" cols="55"></textarea></p><p><input type="submit" value="Aperçu" /> <input type="submit" value="Envoyer" /></p></form></div>'
    )
    side = (
        box(
            "fr-croixrousse",
            "À propos",
            '<p>Sophie, 41 ans, habite la Croix-Rousse depuis 1994. Ce blog raconte le plateau, ses commerces, ses escaliers et ses gens.</p><p><a href="/about.html">En savoir plus</a> · <a href="mailto:sophie@example.org">M\'écrire</a></p>',
        )
        + box(
            "fr-croixrousse",
            "Notes récentes",
            links(
                (
                    "La boulangerie Mercier ferme après 62 ans",
                    "Le marché sous la neige",
                    "Les traboules de la rue Imbert-Colomès",
                    "Le gros caillou a-t-il bougé ?",
                    "Bus 13 : le nouveau tracé",
                ),
                "/2009/03/",
            ),
        )
        + box(
            "fr-croixrousse",
            "Commentaires récents",
            "<ul>"
            + "".join(
                f'<li><a href="/profile/{slug(a)}">{esc(a)}</a> sur <a href="/{slug(t)}.html">{esc(t)}</a></li>'
                for a, t in rows("""
Sophie | La boulangerie Mercier ferme après 62 ans
Paul T. | La boulangerie Mercier ferme après 62 ans
Françoise | Le marché sous la neige
Dédé du Gros Caillou | Le gros caillou a-t-il bougé ?
Nadia | Bus 13 : le nouveau tracé
""")
            )
            + "</ul>",
        )
        + box(
            "fr-croixrousse",
            "Catégories",
            links(("Balades", "Commerces", "Histoire", "Marchés", "Vie du quartier"), "/commerces/"),
        )
        + box(
            "fr-croixrousse",
            "Mes liens",
            links(
                ("Lyon en miettes", "Le Canut numérique", "Les pentes en photos", "Gones et gourmands"),
                "/out/",
            ),
        )
        + box(
            "fr-croixrousse",
            "Archives",
            links(
                ("mars 2009", "février 2009", "janvier 2009", "décembre 2008", "novembre 2008"), "/archives/"
            ),
        )
        + box(
            "fr-croixrousse",
            "S'abonner",
            '<p><a href="/atom.xml">Fil RSS des notes</a><br /><span class="cr-fb">247 lecteurs</span> <small>via FeedBurner</small></p>',
        )
    )
    style = (
        ".cr-comment{border-bottom:1px dotted #ccc;padding:8px 0}.cr-author{background:#f4f8fa}.cr-comment-footer{font-size:11px;color:#888;margin:2px 0}"
        ".cr-comments-h,.cr-trackbacks h3,.cr-post-form h3{font:bold 15px Georgia,serif;color:#3d6b7d}.cr-tb-url span{font-family:monospace;font-size:11px}.cr-mod{font-size:11px;color:#888}"
    )
    piece = Piece(
        title,
        "Rédigé par Sophie le 14 mars 2009 à 08:30 dans Commerces | Lien permanent | Commentaires (14) | TrackBack (2)",
        "2009-03-14T08:30:00+01:00",
        "samedi 14 mars 2009",
        """
C'est officiel depuis jeudi : la boulangerie Mercier, au coin de la Grande-Rue et de la rue du Mail, fermera ses portes le 28 mars. Gérard et Monique Mercier prennent leur retraite, et aucun de leurs enfants ne reprend le fournil.

La maison avait été ouverte en 1947 par le père de Gérard, revenu de captivité avec une recette de pain de seigle qu'on trouve encore le vendredi. Trois générations de Croix-Roussiens y ont acheté leur ficelle, leurs bugnes à la Chandeleur et leurs brioches aux pralines.

Monique m'a confié qu'ils avaient cherché un repreneur pendant deux ans, sans succès. « Les jeunes ne veulent plus se lever à trois heures, et le loyer n'aide pas. »
""",
        tags=("Commerces", "Vie du quartier"),
    )
    return case(
        "bq-fr-blog-retroliens",
        "discussion",
        "fr-croixrousse",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/2009/03/la-boulangerie-mercier-ferme.html",
        reveal="on_load",
        container="div.cr-comments#comments: h3 'Commentaires', div.cr-comments-content > div.cr-comment (div.cr-comment-content, then p.cr-comment-footer 'Rédigé par : NAME | date'), flat; then div.cr-trackbacks with two div.cr-comment.cr-trackback in the same markup",
        heading="Commentaires",
        description="A French neighbourhood blog on a hosted blog engine, 2009: a post on a bakery closing with 14 readers' comments, flat, the name and date in a footer line after each text (the blogger answering three times, marked by a class only), followed by a TrackBack section whose two trackbacks (a blog's name, a date, an excerpt) use the very same markup as the comments; a moderated comment form; the sidebar's recent-comments widget names two of this post's commenters. Most awkward: the trackbacks are the comments' markup with 'TrackBack de' instead of 'Rédigé par'.",
        static=True,
        lookalikes=(
            "trackbacks in the comments' markup",
            "a recent-comments widget naming this post's commenters",
        ),
    )


def ru_dle() -> Case:
    ns = talk("""
Андрей_Мельник @ 14 марта 2012 09:12 :: Наконец-то. Там уже полгода асфальт волнами, а на левой полосе яма, в которой я колесо пробил в январе.
Tanya_Z @ 14 марта 2012 09:20 :: А маршрутки 12 и 12а как пойдут? В тексте только про автобусы написано.
Николай @ 14 марта 2012 09:31 [guest] :: До конца лета! Значит до зимы, как обычно у нас.
^2 vovan74 @ 14 марта 2012 09:45 [quote] :: Маршрутки тоже пустят через Кирпичный переулок, я вчера у диспетчера спрашивал. Только 12а на время ремонта вообще отменят.
^4 Tanya_Z @ 14 марта 2012 10:02 [quote] :: Спасибо! Тогда придётся на пятый пересаживаться, а он ходит раз в полчаса.
Пенсионерка @ 14 марта 2012 10:15 :: Как теперь в поликлинику на Заречной попасть? Пешком через мост можно будет или тоже закроют?
^6 Редакция @ 14 марта 2012 10:40 [quote,team] :: Пешеходную часть, по данным мэрии, оставят открытой на весь срок ремонта. Ограничения будут только ночью, когда будут снимать старое покрытие.
Николай @ 14 марта 2012 11:03 [guest] :: В прошлый раз тоже обещали, а потом две недели ходили в обход через железнодорожный переезд.
Sergey_K @ 14 марта 2012 11:30 :: Кто подрядчик? Опять «Дорстройсервис»? Они же и прошлый ремонт делали, после которого всё через год развалилось.
Андрей_Мельник @ 14 марта 2012 11:48 :: Sergey_K, судя по сайту госзакупок, в этот раз другая фирма, из области. Сумма контракта 148 миллионов.
Людмила В. @ 14 марта 2012 12:10 :: 148 миллионов за один мост?? За эти деньги новый можно построить.
инженер @ 14 марта 2012 12:36 :: Людмила, новый мост такой длины стоит раз в десять больше. Менять будут не только асфальт, но и деформационные швы, гидроизоляцию и перила. Нормальная цена, если всё сделают по проекту.
Людмила В. @ 14 марта 2012 12:50 :: Если сделают...
Олег @ 14 марта 2012 13:15 :: А пробки на Кирпичном кто будет разруливать? Там и сейчас в восемь утра не проехать.
taxist_zar @ 14 марта 2012 13:40 :: Работаю в такси, скажу так: с апреля от вокзала в центр будем ехать через объездную, это плюс семь километров. Цены вырастут, не обижайтесь.
Марина @ 14 марта 2012 14:02 [guest] :: Ну вот, ещё и такси подорожает. Спасибо, что хоть предупредили.
^14 vovan74 @ 14 марта 2012 15:20 [quote] :: Обещают поставить регулировщика на перекрёсток с Ленина в часы пик. Посмотрим, надолго ли его хватит.
Sergey_K @ 14 марта 2012 16:45 :: Андрей, спасибо за инфу про контракт. Посмотрел: окончание работ 31 августа, штраф за просрочку прописан. Может, в этот раз уложатся.
Пенсионерка @ 14 марта 2012 17:30 :: Спасибо редакции за ответ. Пешком дойду, не впервой.
DimON @ 14 марта 2012 19:02 :: Главное, чтобы к первому сентября открыли, иначе детей в школу через весь город возить.
""")
    profile = {
        "Андрей_Мельник": ("Посетители", "03.02.2010", "312"),
        "Tanya_Z": ("Посетители", "17.11.2011", "28"),
        "vovan74": ("Посетители", "09.06.2009", "1 204"),
        "Пенсионерка": ("Посетители", "22.01.2012", "7"),
        "Редакция": ("Администраторы", "01.01.2008", "2 871"),
        "Sergey_K": ("Посетители", "14.04.2010", "455"),
        "Людмила В.": ("Посетители", "30.08.2011", "64"),
        "инженер": ("Посетители", "05.05.2011", "19"),
        "Олег": ("Посетители", "12.12.2010", "143"),
        "taxist_zar": ("Посетители", "28.02.2012", "3"),
        "DimON": ("Посетители", "19.09.2009", "870"),
    }
    ratings = (5, 2, -3, 4, 1, 6, 11, 0, 7, 3, -1, 9, 2, 4, 3, 0, 1, 5, 2, 8)

    def item(i: int, n: Note) -> str:
        cid = 48810 + i * 3
        if n.tag("guest"):
            left = '<img src="/_avatar/zn-guest.svg" alt="" width="60" height="60" /><br />Группа: Гости'
            name = f'<b class="zn-guest">{esc(n.who)}</b>'
        else:
            g, reg, cnt = profile[n.who]
            left = f'<img src="/_avatar/zn-{slug(n.who)}.svg" alt="" width="60" height="60" /><br />Группа: {g}<br />Регистрация: {reg}<br />Комментариев: {cnt}'
            name = f'<b><a href="/user/{slug(n.who)}/">{esc(n.who)}</a></b>'
        quote = ""
        if n.tag("quote") and n.parent is not None:
            p = ns[n.parent]
            quote = (
                f'<div class="zn-qtitle">Цитата: {esc(p.who)}</div><div class="zn-quote">{esc(p.body)}</div>'
            )
        r = ratings[i]
        return (
            f'<div class="zn-comm" id="comment-id-{cid}"><table class="zn-ctab" width="100%"><tr><td class="zn-cleft" width="110">{left}</td>'
            f'<td class="zn-cright"><div class="zn-ctop">{name} <span class="zn-cdate">{esc(n.at)}</span> <span class="zn-crate">Рейтинг: <b>{"+" if r > 0 else ""}{r}</b> <a href="#">+</a> <a href="#">−</a></span></div>'
            f'<div class="zn-ctext" id="comm-id-{cid}">{quote}{ptext(n.body)}</div>'
            f'<div class="zn-cfoot"><a href="#addcomment">Цитировать</a> | <a href="/index.php?do=complaint&amp;id={cid}">Жалоба</a></div></td></tr></table></div>'
        )

    after = (
        '<div class="zn-comments" id="zn-comments"><div class="zn-chead">Комментарии (33)</div>'
        + flat(ns, item)
        + '<div class="zn-pages">Страницы: <span>1</span> <a href="?cstart=2#zn-comments">2</a> <a href="?cstart=2#zn-comments">Следующая »</a></div></div>'
        '<div class="zn-add" id="addcomment"><div class="zn-chead">Добавить комментарий</div><p class="zn-warn">Уважаемый посетитель, вы зашли на сайт как незарегистрированный пользователь. Мы рекомендуем вам зарегистрироваться либо войти на сайт под своим именем.</p>'
        '<form action="/index.php?do=addcomment" method="post"><p>Имя: <input type="text" name="name" /></p><p><textarea name="comments" rows="6" cols="60"></textarea></p>'
        '<p>Код: <img src="/_avatar/zn-captcha.svg" alt="" width="120" height="40" /> <input type="text" name="sec_code" size="6" /></p><p><input type="submit" value="Добавить" /></p></form></div>'
    )
    calendar = (
        '<table class="zn-cal"><tr><th colspan="7">Март 2012</th></tr><tr><td>Пн</td><td>Вт</td><td>Ср</td><td>Чт</td><td>Пт</td><td>Сб</td><td>Вс</td></tr>'
        + "".join(
            "<tr>"
            + "".join(
                "<td></td>" if d < 1 or d > 31 else f'<td><a href="/2012/03/{d:02d}/">{d}</a></td>'
                for d in range(w * 7 - 2, w * 7 + 5)
            )
            + "</tr>"
            for w in range(5)
        )
        + "</table>"
    )
    side = (
        box(
            "ru-zarechye",
            "Популярные новости",
            links(
                (
                    "На Заводской откроют новый супермаркет",
                    "Пожар в общежитии на Садовой: жильцов расселят",
                    "Тарифы ЖКХ вырастут с 1 июля",
                    "Хоккейная «Звезда» вышла в полуфинал",
                    "Где в Заречье купить саженцы",
                ),
                "/news/",
                "ol",
                ("(4 812)", "(3 990)", "(3 104)", "(2 417)", "(1 985)"),
            ),
        )
        + box(
            "ru-zarechye",
            "Облако тегов",
            cloud(
                "ЖКХ:4, транспорт:5, мэрия:3, дороги:5, спорт:2, происшествия:4, школа:2, погода:1, Октябрьский мост:3, выборы:2"
            ),
        )
        + box(
            "ru-zarechye",
            "Опрос",
            "<p><b>Как вы добираетесь на работу?</b></p><ul><li>На автобусе — 41%</li><li>На маршрутке — 27%</li><li>На своей машине — 22%</li><li>Пешком — 10%</li></ul><p>Всего голосов: 1 318</p>",
        )
        + box(
            "ru-zarechye",
            "Последние комментарии",
            "<ul>"
            + "".join(
                f'<li><b>{esc(a)}</b> → <a href="/news/{slug(t)[:30]}.html">{esc(t)}</a><br /><small>{esc(x)}</small></li>'
                for a, t, x in rows("""
Галина Петровна | Тарифы ЖКХ вырастут с 1 июля | За что платим, непонятно. Подъезд не убирается с осени…
kostya_z | Хоккейная «Звезда» вышла в полуфинал | Молодцы, парни! В субботу все на лёд!
Гость Ирина | Пожар в общежитии на Садовой | Куда можно принести вещи для погорельцев?
""")
            )
            + "</ul>",
        )
        + box("ru-zarechye", "Календарь", calendar)
        + box(
            "ru-zarechye",
            "Архив новостей",
            links(
                ("Март 2012", "Февраль 2012", "Январь 2012", "Декабрь 2011"),
                "/archive/",
                counts=("(143)", "(201)", "(187)", "(226)"),
            ),
        )
    )
    style = (
        ".zn-chead{background:#a31515;color:#fff;font-weight:bold;padding:4px 8px;margin-top:16px}.zn-comm{border-bottom:1px solid #ddd;margin:6px 0}.zn-cleft{vertical-align:top;font-size:11px;color:#777;background:#f7f7f7;padding:6px}"
        ".zn-cright{vertical-align:top;padding:6px}.zn-cdate{color:#888;font-size:11px}.zn-crate{float:right;font-size:11px}.zn-guest{color:#666}.zn-qtitle{font-size:11px;font-weight:bold;color:#555;margin-top:4px}"
        ".zn-quote{background:#f3f3f3;border:1px dashed #ccc;padding:4px 8px;font-size:12px;color:#555}.zn-cfoot{font-size:11px;text-align:right}.zn-pages{padding:8px;text-align:center}.zn-warn{font-size:11px;color:#a31515}"
        ".zn-cal{font-size:11px;width:100%;text-align:center}"
    )
    piece = Piece(
        "Октябрьский мост закроют на ремонт до конца лета: как будут ходить автобусы",
        "Автор: Ирина Соколова",
        "2012-03-14T08:30:00+04:00",
        "14 марта 2012, 08:30",
        """
С 2 апреля Октябрьский мост через Зарю будет закрыт для автомобилей. Ремонт продлится до 31 августа, сообщили в пресс-службе мэрии. Подрядчик заменит покрытие, деформационные швы и перила.

Автобусы маршрутов № 3, 7 и 11 на время ремонта пустят через Кирпичный переулок и улицу Ленина. Расписание изменится, новые таблички на остановках обещают повесить до конца марта.

Движение грузовиков через центр города будет ограничено. Водителей просят заранее планировать маршрут через северную объездную дорогу.
""",
        dek="Движение транспорта по мосту прекратится со 2 апреля.",
        section="Транспорт",
        tags=("Октябрьский мост", "транспорт", "дороги"),
        caption="Октябрьский мост. Фото: Н. Ковалёв",
    )
    return case(
        "bq-ru-portal-stranica",
        "discussion",
        "ru-zarechye",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/news/transport/2012-03-14-oktyabrskiy-most-remont.html",
        reveal="on_load",
        container="div.zn-comments: div.zn-chead 'Комментарии (33)', div.zn-comm > table.zn-ctab per comment (td.zn-cleft profile column, td.zn-cright: name, date, rating, div.zn-ctext with quotes), page 1 of 2",
        heading="Комментарии (33)",
        description="A Russian city news portal on a popular engine of 2012: an article on a bridge closing with page 1 of 2 of its comments (20 of 33 shown, a pager to the second page), one table per comment with a profile column (group, registration date, comment count), ratings, guests without a profile, and four answers that open with a quote of the comment they answer ('Цитата: NAME' and its text; the truth keeps only the answer's own text and takes the quoted comment as its parent). The sidebar holds a latest-comments widget of other articles with names and excerpts, a poll, a tag cloud and a month calendar. Most awkward: the quoted texts repeat earlier comments inside later ones.",
        static=True,
        lookalikes=("a latest-comments widget of other articles", "a poll's results"),
    )


def _subject(text: str) -> str:
    first = text.split("\n\n")[0]
    return first if len(first) <= 29 else first[:29].rstrip() + "…"


def de_drupal() -> Case:
    ns = talk("""
Gerhard S. @ Di, 15.03.2011 - 18:42 :: Seit 1987 reden wir über diese Umgehung. Meine Kinder sind inzwischen selbst Eltern, und die Lkw donnern immer noch durch die Hauptstraße.
  Anwohnerin Mühlgasse @ Di, 15.03.2011 - 19:05 :: Genau so ist es. Bei uns wackeln nachts die Gläser im Schrank, wenn die Holzlaster kommen.
  Klaus-Dieter Hahn @ Di, 15.03.2011 - 21:17 :: Jetzt übertreiben Sie mal nicht. Seit dem Nachtfahrverbot ist es deutlich ruhiger geworden.
    Anwohnerin Mühlgasse @ Mi, 16.03.2011 - 07:33 :: Das Nachtfahrverbot gilt ab 22 Uhr. Die Laster kommen um halb fünf. Kommen Sie gern mal vorbei und hören es sich an.
Naturfreund @ Di, 15.03.2011 - 20:02 :: Ich verstehe die Anwohner, aber die Trasse durch das Erlenbachtal zerstört eines der letzten Feuchtgebiete im Kreis. // Die Verzögerung ist auch eine Chance, die Südvariante noch einmal ernsthaft zu prüfen.
  Gerhard S. @ Di, 15.03.2011 - 20:40 :: Die Südvariante wurde 2004 geprüft und ist um 11 Millionen teurer. Das zahlt keiner.
    Naturfreund @ Di, 15.03.2011 - 22:10 :: Das waren Zahlen von 2004. Mit den Ausgleichsflächen, die jetzt für die Nordtrasse fällig werden, sieht die Rechnung anders aus.
M. Brunner @ Mi, 16.03.2011 - 08:15 :: Was genau fehlt denn jetzt noch? Im Artikel steht nur „weitere Gutachten“. Welche?
  Redaktion Kreisblatt @ Mi, 16.03.2011 - 10:30 [team] :: Nach Auskunft des Regierungspräsidiums geht es um ein neues Lärmgutachten, weil die Verkehrszahlen von 2008 als veraltet gelten, und um eine Kartierung der Fledermäuse im Erlenbachtal. Wir bleiben dran.
    M. Brunner @ Mi, 16.03.2011 - 11:02 :: Danke für die schnelle Antwort.
Obermühler @ Mi, 16.03.2011 - 12:48 :: Fledermäuse. Wieder mal. Und wir atmen weiter den Dreck ein.
Sabine Keller @ Do, 17.03.2011 - 09:20 :: Gibt es schon einen Termin für die nächste Bürgerversammlung? Ich würde gern hingehen und nicht nur hier schreiben.
""")

    def item(i: int, n: Note, sub: str) -> str:
        cid = 8812 + i * 5
        by = "km-comment-by-node-author" if n.tag("team") else "km-comment-by-anonymous"
        zebra = "odd" if i % 2 == 0 else "even"
        return (
            f'<a id="comment-{cid}"></a><div class="km-comment {by} {zebra} clearfix">'
            f'<div class="km-attribution"><img src="/_avatar/km-{i}.svg" alt="" width="40" height="40" /><div class="km-submitted">'
            f'<p class="km-author">{esc(n.who)}</p><p class="km-time">{esc(n.at)}</p><p class="km-permalink"><a href="/comment/{cid}#comment-{cid}">Permalink</a></p></div></div>'
            f'<div class="km-content"><h3><a href="/comment/{cid}#comment-{cid}" class="permalink" rel="bookmark">{esc(_subject(n.body))}</a></h3>'
            f'<div class="km-field-body">{ptext(n.body)}</div></div>'
            f'<ul class="km-links inline"><li class="comment-reply first last"><a href="/comment/reply/4411/{cid}">antworten</a></li></ul></div>'
            + (f'<div class="indented">{sub}</div>' if sub else "")
        )

    after = (
        '<div id="comments" class="km-comment-wrapper"><h2 class="title">Kommentare</h2>'
        + draw(ns, item, lambda s, _p: s)
        + '<h2 class="title km-form-title">Kommentar schreiben</h2><p class="km-hint">Kommentare werden vor der Veröffentlichung von der Redaktion geprüft. Bitte beachten Sie unsere <a href="/netiquette">Netiquette</a>.</p>'
        '<form action="/comment/reply/4411" method="post" id="comment-form"><div><label>Ihr Name</label><input type="text" name="name" value="Gast" /></div>'
        '<div><label>Betreff</label><input type="text" name="subject" /></div><div><label>Kommentar <span title="Diese Angabe wird benötigt.">*</span></label><textarea name="comment_body" rows="6" cols="60"></textarea></div>'
        '<input type="submit" value="Speichern" /> <input type="submit" value="Vorschau" /></form></div>'
    )
    side = (
        box(
            "de-obermuehl",
            "Meistgelesen | Meistkommentiert",
            '<div class="km-qt"><ul class="km-qt-tabs"><li class="active"><a href="#qt-1">Meistgelesen</a></li><li><a href="#qt-2">Meistkommentiert</a></li></ul>'
            '<div id="qt-1">'
            + links(
                (
                    "Brand in Scheune bei Talheim",
                    "Neuer Pächter für das Freibad",
                    "Kirmes: Das ist das Programm",
                    "Grundschule bekommt Mensa",
                ),
                "/lokales/",
                "ol",
            )
            + '</div><div id="qt-2" class="km-qt-hidden">'
            + links(
                (
                    "Umgehungsstraße: Planfeststellung verzögert sich",
                    "Windräder am Hohen Kopf?",
                    "Parkgebühren am Marktplatz steigen",
                    "Freibad: Eintritt wird teurer",
                ),
                "/lokales/",
                "ol",
                ("(12)", "(47)", "(31)", "(22)"),
            )
            + "</div></div>",
        )
        + box(
            "de-obermuehl",
            "Kreisblatt auf Twitter",
            '<ul class="km-tweets">'
            + "".join(
                f'<li><b>@kreisblatt_om</b> {esc(x)} <small><a href="/out/twitter">{esc(w)}</a></small></li>'
                for x, w in rows("""
Umgehung Obermühl: Planfeststellung verzögert sich um ein weiteres Jahr | vor 2 Stunden
B 276 zwischen Talheim und Ried nach Unfall wieder frei | vor 5 Stunden
Heute Abend Gemeinderat Obermühl, wir berichten live ab 19 Uhr | gestern
""")
            )
            + '</ul><p><a href="/out/twitter">Folgen Sie uns</a></p>',
        )
        + box(
            "de-obermuehl",
            "Schlagworte",
            cloud(
                "Umgehungsstraße:5, Gemeinderat:4, Erlenbachtal:2, Verkehr:4, Freibad:2, Kirmes:1, Feuerwehr:3, Schule:2, Windkraft:3"
            ),
        )
        + box(
            "de-obermuehl",
            "Termine",
            links(
                (
                    "19.03. Frühjahrsmarkt Talheim",
                    "22.03. Blutspende im Bürgerhaus",
                    "26.03. Konzert Musikverein Ried",
                ),
                "/termine/",
            ),
        )
        + box(
            "de-obermuehl",
            "Benutzeranmeldung",
            '<form action="/user/login" method="post"><p>Benutzername *<br /><input type="text" name="name" size="15" /></p><p>Passwort *<br /><input type="password" name="pass" size="15" /></p><p><input type="submit" value="Anmelden" /></p></form><ul><li><a href="/user/register">Neues Benutzerkonto erstellen</a></li><li><a href="/user/password">Neues Passwort anfordern</a></li></ul>',
        )
    )
    style = (
        ".km-comment{overflow:hidden;border-top:1px solid #e3e3e3;padding:8px 0}.km-comment-by-node-author{background:#fff6e5}.km-attribution{float:left;width:120px;font-size:11px}"
        ".km-attribution p{margin:0}.km-author{font-weight:bold}.km-content{margin-left:130px}.km-content h3{font-size:13px;margin:0}.km-links{list-style:none;margin:0 0 0 130px;padding:0;font-size:11px}"
        ".indented{margin-left:30px}.km-qt-tabs{list-style:none;padding:0;margin:0 0 4px;overflow:hidden}.km-qt-tabs li{float:left;margin-right:8px}.km-qt-hidden{display:none}.km-hint{font-size:11px;color:#777}"
    )
    piece = Piece(
        "Umgehungsstraße Obermühl: Planfeststellung verzögert sich um ein weiteres Jahr",
        "Von Thomas Reiter",
        "2011-03-15T16:05:00+01:00",
        "15.03.2011 - 16:05",
        """
Die Obermühler müssen weiter auf ihre Umgehungsstraße warten. Das Planfeststellungsverfahren für die 4,2 Kilometer lange Nordtrasse wird frühestens im Frühjahr 2012 abgeschlossen, teilte das Regierungspräsidium am Dienstag mit.

Grund seien zusätzliche Gutachten, die nach den Einwendungen aus der Bürgerbeteiligung nötig geworden seien. Bürgermeister Walter Fuchs zeigte sich enttäuscht: „Jedes Jahr Verzögerung bedeutet ein weiteres Jahr mit 9000 Fahrzeugen am Tag mitten durch den Ort.“

Die Bürgerinitiative „Lebenswertes Erlenbachtal“ begrüßte dagegen die Prüfung. Sie fordert seit Jahren, die Südvariante am Bahndamm entlang noch einmal zu untersuchen.
""",
        dek="Zusätzliche Gutachten nötig – Bürgermeister enttäuscht, Bürgerinitiative zufrieden.",
        section="Lokales",
        tags=("Umgehungsstraße", "Verkehr", "Erlenbachtal"),
        caption="Täglich rollen rund 9000 Fahrzeuge durch die Obermühler Hauptstraße. Foto: Archiv",
    )
    return case(
        "bq-de-cms-betreff",
        "discussion",
        "de-obermuehl",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/lokales/umgehungsstrasse-obermuehl-planfeststellung-verzoegert-sich",
        reveal="on_load",
        container="div#comments.km-comment-wrapper: h2 'Kommentare', div.km-comment (div.km-attribution: p.km-author, p.km-time; div.km-content: h3 subject, div.km-field-body), replies in a div.indented sibling after their parent, three levels",
        heading="Kommentare",
        description="A German regional paper on a popular open-source CMS of 2011: a bypass road article with 12 readers' comments (the newsroom answering once, marked by a class; replies three levels deep in an 'indented' sibling that follows the parent's box), each with the subject line the CMS makes from the text's first words (not kept in the truth), a moderated comment form; the sidebar's quick tabs of most read and most commented with counts, a Twitter widget of the paper's tweets, a tag cloud, events and a login block. Most awkward: a reply is not inside its parent's element but in the next sibling.",
        static=True,
        lookalikes=("a Twitter widget of the paper's own tweets", "most commented with counts"),
    )


def nl_aspnet() -> Case:
    ns = talk("""
Jan Bakker @ 12-03-2013 om 09:14 :: Zonde. Die fabriek is van 1911 en de schoorsteen zie je al vanaf de dijk. Kan er niet iets van gemaakt worden zoals in Heerendam, met ateliers en een café?
Trees @ 12-03-2013 om 09:52 :: Mijn vader heeft er 38 jaar gewerkt. Ik heb er dubbele gevoelens over, het is al tien jaar een bouwval.
W. de Graaf @ 12-03-2013 om 10:30 :: Een bouwval waar de jeugd 's avonds inbreekt. Vorig jaar was er nog brand. Slopen en er woningen neerzetten, daar is hier behoefte aan.
Oosthoeker @ 12-03-2013 om 11:05 :: Woningen voor wie? Starters kunnen hier nu al niks kopen. Het worden weer dure appartementen voor mensen uit de stad.
Marjolein @ 12-03-2013 om 12:40 :: Is er al een bezwaarprocedure? Ik wil graag meedoen als iemand iets organiseert.
Henk van Dijk @ 12-03-2013 om 13:12 :: Marjolein, de Historische Vereniging Westervelden is een handtekeningenactie begonnen. Kijk op hun site of kom zaterdag naar de markt, daar staan ze met een kraampje.
Jan Bakker @ 12-03-2013 om 14:01 :: Goed initiatief. Ik teken.
ex-melkrijder @ 12-03-2013 om 16:45 :: Wat veel mensen niet weten: in de kelder zitten nog de oude koelcellen met tegeltjes uit Makkum. Die moeten er in ieder geval uit voordat de slopers komen. // Ik heb er als jongen nog kratten staan stapelen.
Trees @ 12-03-2013 om 19:20 :: Dat klopt, mijn vader vertelde daar altijd over. Misschien kan het streekmuseum ze krijgen.
Fam. Zijlstra @ 13-03-2013 om 08:02 :: Wij wonen ernaast. Eerlijk gezegd zijn we blij als het eindelijk gebeurt, het is een gevaarlijke plek voor de kinderen.
Piet @ 13-03-2013 om 22:37 :: Typisch dat het college dit net na de verkiezingen bekendmaakt.
""")

    def item(i: int, n: Note) -> str:
        body = "<br /><br />".join(esc(p) for p in n.body.split("\n\n"))
        return (
            f'<div class="rk"><span class="rn">{esc(n.who)}</span> schreef op <span class="rd">{esc(n.at)}</span>:</div>'
            f'<div class="rt">{body}</div><div class="rs"><a href="javascript:__doPostBack(\'ctl00$cphMain$rptReacties$ctl{i:02d}$lnkMeld\',\'\')">Meld misbruik</a></div>'
        )

    after = (
        f'<a name="reacties"></a><div id="ctl00_cphMain_pnlReacties" class="reactieblok"><h2>Reacties ({len(ns)})</h2>'
        + flat(ns, item)
        + '<p class="gesloten"><img src="/_avatar/tb-slot.svg" alt="" width="12" height="12" /> Reageren op dit artikel is niet meer mogelijk. Reacties worden na 72 uur gesloten.</p>'
        '<p class="tb-meta"><a href="/reglement.aspx">Regels voor reageren</a></p></div>'
    )
    side = (
        box(
            "nl-westervelden",
            "Meest gelezen",
            links(
                (
                    "Brand in schuur aan de Polderweg",
                    "Nieuwe eigenaar voor hotel De Zwaan",
                    "Ijsbaan Oosthoek toch open",
                    "Verkeersregelaars gezocht voor Koningsdag",
                    "Dorpsschool krijgt zonnepanelen",
                ),
                "/nieuws/",
                "ol",
            ),
        )
        + box(
            "nl-westervelden",
            "Meest besproken",
            links(
                (
                    "Parkeervergunning in centrum duurder",
                    "Gemeente wil oude zuivelfabriek slopen",
                    "Windmolens langs de A7?",
                    "Supermarkt mag op zondag open",
                ),
                "/nieuws/",
                "ol",
                ("(38 reacties)", "(11 reacties)", "(64 reacties)", "(29 reacties)"),
            ),
        )
        + box(
            "nl-westervelden",
            "Het weer",
            "<p>Vandaag: 6°C, motregen<br />Morgen: 8°C, zon en wolken<br />Wind: ZW 4</p>",
        )
        + box(
            "nl-westervelden",
            "Volg ons op Twitter",
            "<ul>"
            + "".join(
                f"<li><b>@dagbladwv</b>: {esc(x)} <small>{esc(w)}</small></li>"
                for x, w in rows("""
Gemeente wil oude zuivelfabriek in Oosthoek slopen | 3 uur geleden
A7 richting Heerendam weer vrij na ongeluk | 5 uur geleden
Uitslagen amateurvoetbal van zaterdag staan online | 2 dagen geleden
""")
            )
            + "</ul>",
        )
        + box(
            "nl-westervelden",
            "Uitgelicht",
            links(
                ("Fotoserie: 100 jaar zuivel in Westervelden", "Dossier: woningbouw in de kleine kernen"),
                "/uitgelicht/",
            ),
        )
        + '<div class="tb-box"><h3>Advertentie</h3><div style="height:120px;background:#eee;text-align:center;color:#aaa">300×120</div></div>'
    )
    style = (
        ".reactieblok{border-top:3px solid #0b3d6b;margin-top:16px}.reactieblok h2{font-size:15px;color:#0b3d6b}.rk{background:#eef2f6;padding:3px 6px;font-size:11px}.rn{font-weight:bold;color:#0b3d6b}"
        ".rt{padding:4px 6px 2px}.rs{text-align:right;font-size:10px;border-bottom:1px dotted #c5d0da;margin-bottom:6px}.rs a{color:#999}.gesloten{background:#fff4d6;border:1px solid #e8cf8a;padding:6px;font-weight:bold}"
    )
    piece = Piece(
        "Gemeente wil oude zuivelfabriek in Oosthoek slopen",
        "Door Anneke Postma",
        "2013-03-12T06:00:00+01:00",
        "dinsdag 12 maart 2013",
        """
Het college van Westervelden wil de voormalige zuivelfabriek De Eendracht in Oosthoek laten slopen. Het gebouw aan de Dijkstraat staat sinds 2003 leeg en is volgens de gemeente in zo'n slechte staat dat herbestemming te duur is.

Op het terrein zouden ongeveer veertig woningen kunnen komen. Wethouder Van der Veen noemt de sloop ,,een pijnlijke maar noodzakelijke stap''. De gemeenteraad praat op 28 maart over het voorstel.

De Historische Vereniging Westervelden is teleurgesteld. Zij wil dat in ieder geval de schoorsteen en de gevel aan de dijkkant bewaard blijven.
""",
        dek="College: herbestemming te duur, veertig woningen op het terrein.",
        section="Regio",
        tags=("Oosthoek", "zuivelfabriek", "woningbouw"),
        caption="De zuivelfabriek aan de Dijkstraat staat sinds 2003 leeg. Foto: Dagblad Westervelden",
    )
    return case(
        "bq-nl-aspnet-schreef",
        "discussion",
        "nl-westervelden",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/nieuws/regio/2013/03/12/gemeente-wil-oude-zuivelfabriek-oosthoek-slopen",
        reveal="on_load",
        container="div#ctl00_cphMain_pnlReacties.reactieblok: h2 'Reacties (11)', then for each comment three loose siblings: div.rk 'NAME schreef op DATE:', div.rt (the text, <br> paragraphs), div.rs (a report link); a closed-discussion notice",
        heading="Reacties (11)",
        description="A Dutch regional paper of 2013 in an ASP.NET table layout (the whole page one form with a view-state field): an article on a dairy factory's demolition with 11 readers' comments, flat and in page order, with no element per comment (a 'NAME schreef op DATE:' line, a text and a report link as siblings in one panel), closed after 72 hours; the right cell's most read, most discussed with counts, the paper's tweets and the weather. Most awkward: nothing wraps a comment; answers name who they answer but are not nested (parents null in the truth).",
        static=True,
        lookalikes=("most discussed with counts", "the paper's tweets"),
    )


def threads_bq() -> list[Case]:
    return [cs_blog(), fr_typepad(), ru_dle(), de_drupal(), nl_aspnet()]
