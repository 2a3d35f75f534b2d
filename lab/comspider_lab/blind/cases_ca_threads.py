"""Blind set CA: three discussions of 2009-2011 blogs in the served HTML as their engines printed them: a knitting blog
on a hosted blog engine whose comments are a definition list of "NAME a dit…" heads, bodies and footers without an
element per comment, flat with typed "@name" answers, the blogger's own answers and a placeholder removed by its author
(fr); a cycling-routes blog on a hosted Movable Type-like service with the name and time after the text and two
trackbacks in the comments' own markup, one among them and one after them (nl); a folk high school's Drupal 6 blog with
unverified guests' names and a reply in an indented sibling after its parent (sv). Every class name, name, place and
text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ca_common import (
    Bits,
    Case,
    Note,
    Piece,
    Seed,
    archive,
    case,
    cloud,
    draw,
    esc,
    links,
    recent_comments,
    rows,
    seeds,
    talk,
    widget,
)


def fr_blogger() -> Case:
    ns = talk("""
Nadine @ 7 novembre 2010 09:12 :: Il est magnifique ! Les feuilles en point ajouré rendent vraiment bien avec ce fil mohair. Merci beaucoup pour le modèle gratuit, je l'imprime tout de suite.
Anonyme @ 7 novembre 2010 10:40 :: Bonjour, est-ce que ça marche aussi avec des aiguilles circulaires ? Je n'ai que des 4,5 en circulaire.
Mamie Lou @ 7 novembre 2010 11:05 [owner] :: @Anonyme : oui, bien sûr, on tricote en allers-retours sur la circulaire comme sur des aiguilles droites. C'est même plus confortable quand le châle devient grand.
Les tricots de Babeth @ 7 novembre 2010 14:22 :: Coucou Lou, je l'ai mis dans ma liste pour cet hiver. Tu as utilisé combien de pelotes en tout ? // Bisous de Bretagne.
Mamie Lou @ 7 novembre 2010 18:47 [owner] :: @Babeth : trois pelotes et un petit bout de la quatrième. Pour un châle plus grand, compte cinq pelotes.
Véro @ 8 novembre 2010 08:30 :: Je bloque au rang 14 du diagramme : il me reste 3 mailles en trop à la fin. Je ne comprends pas où je me trompe.
Christiane de Nantes @ 8 novembre 2010 12:15 :: @Véro : j'ai eu le même souci, c'est le jeté du début de rang qu'on oublie. Relis la ligne sous le diagramme, c'est expliqué.
Véro @ 8 novembre 2010 13:02 :: Merci Christiane, c'était bien ça ! Je repars de plus belle.
Anonyme @ 9 novembre 2010 21:40 :: Superbe blog, je découvre et je me régale. Vous allez en faire un en laine plus épaisse pour l'hiver ?
""")
    # flat: the "@name" answers name the comment they answer
    parents = {2: 1, 4: 3, 6: 5, 7: 6}
    ns = [Note(Seed(n.who, n.body, parents.get(i), n.at), n.tags) for i, n in enumerate(ns)]
    ids = [7219304 + 311 * i for i in range(len(ns))]
    parts = []
    for i, n in enumerate(ns):
        cid = ids[i]
        owner = n.tag("owner")
        name = (
            f'<a href="/profile/0483{i}" rel="nofollow">{esc(n.who)}</a>' if n.who != "Anonyme" else "Anonyme"
        )
        body = "<br /><br />".join(esc(p) for p in n.body.split("\n\n"))
        parts.append(
            f'<dt class="comment-author{" blog-author" if owner else ""}" id="c{cid}"><a name="c{cid}"></a>'
            f'<div class="avatar-image-container{" avatar-stock" if n.who == "Anonyme" else ""}"><img src="/_avatar/bl-{i}.svg" width="35" height="35" alt="" /></div>'
            f"{name} a dit…</dt>"
            f'<dd class="comment-body" id="Blog1_cmt-{cid}"><p>{body}</p></dd>'
            f'<dd class="comment-footer"><span class="comment-timestamp"><a href="?showComment=12891{cid}#c{cid}" title="comment permalink">{esc(n.at)}</a></span>'
            f'<span class="item-control blog-admin pid-19283"><a class="comment-delete" href="/delete-comment.g?blogID=4410&amp;postID={cid}" title="Supprimer le commentaire"><img src="/_avatar/icon_delete13.svg" alt="" /></a></span></dd>'
        )
        if i == 5:
            parts.append(
                '<dt class="comment-author" id="c7221300"><a name="c7221300"></a><div class="avatar-image-container"><img src="/_avatar/bl-x.svg" width="35" height="35" alt="" /></div>'
                '<a href="/profile/99120" rel="nofollow">Fanfan</a> a dit…</dt>'
                '<dd class="comment-body" id="Blog1_cmt-7221300"><p><span class="deleted-comment">Ce commentaire a été supprimé par l\'auteur.</span></p></dd>'
                '<dd class="comment-footer"><span class="comment-timestamp"><a href="#c7221300" title="comment permalink">8 novembre 2010 10:02</a></span></dd>'
            )
    after = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>10 commentaires:</h4>'
        '<div id="Blog1_comments-block-wrapper"><dl class="avatar-comment-indent" id="comments-block">'
        + "".join(parts)
        + "</dl></div>"
        '<p class="comment-footer"><a href="/comment.g?blogID=4410&amp;postID=19283" onclick="">Enregistrer un commentaire</a></p>'
        '<div id="backlinks-container"><div id="Blog1_backlinks-container"><a name="links"></a><h4>Liens vers ce message</h4>'
        '<p class="comment-footer"><a class="comment-link" href="/blog-this.g">Créer un lien</a></p></div></div></div>'
    )
    side = (
        widget(
            "fr-tricot",
            "Qui suis-je ?",
            '<img src="/_avatar/mamielou.svg" width="80" height="80" alt="" style="float:left;margin-right:6px" /><dl class="profile-datablock"><dt class="profile-data">Mamie Lou</dt>'
            "<dd>Retraitée de l'enseignement, sept petits-enfants et des kilos de laine dans le grenier.</dd></dl>"
            '<a class="profile-link" href="/profile/0483">Afficher mon profil complet</a>',
            "profile",
        )
        + widget(
            "fr-tricot",
            "Membres (213)",
            "".join(f'<img src="/_avatar/fol-{k}.svg" width="28" height="28" alt="" /> ' for k in range(15))
            + '<br /><a href="/follow">Suivre ce blog</a>',
            "followers",
        )
        + widget(
            "fr-tricot",
            "Ma liste de blogs",
            "<ul>"
            + "".join(
                f'<li><div class="blog-title"><a href="/out/{k}">{esc(b)}</a></div><div class="item-title"><a href="/out/{k}/p">{esc(p)}</a></div><div class="item-time">{esc(w)}</div></li>'
                for k, (b, p, w) in enumerate(
                    rows("""
Les tricots de Babeth | Le pull marin est fini ! | Il y a 3 heures
Laine et chocolat | Swap de Noël : les inscriptions sont ouvertes | Il y a 1 jour
Au fil de Jeanne | Mes chaussettes à côtes torses | Il y a 4 jours
Crochet et confitures | Granny squares, le retour | Il y a 1 semaine
""")
                )
            )
            + "</ul>",
            "bloglist",
        )
        + widget(
            "fr-tricot",
            "Libellés",
            links(
                ("châles", "chaussettes", "crochet", "modèles gratuits", "petits-enfants", "swap"),
                "/search/label/",
                counts=("(14)", "(9)", "(21)", "(11)", "(17)", "(6)"),
            ),
            "label",
        )
        + widget(
            "fr-tricot",
            "Archives du blog",
            '<ul class="hierarchy"><li>▼ <a href="/2010/">2010</a> (48)<ul><li>▼ <a href="/2010/11/">novembre</a> (3)<ul class="posts">'
            '<li><a href="#">Le châle « Feuilles d\'automne » est fini (modèle gratuit)</a></li><li><a href="/2010/11/laine.html">Ma récolte au salon de la laine</a></li></ul></li>'
            '<li>► <a href="/2010/10/">octobre</a> (5)</li><li>► <a href="/2010/09/">septembre</a> (4)</li></ul></li><li>► <a href="/2009/">2009</a> (61)</li></ul>',
            "blog_archive",
        )
    )
    piece = Piece(
        "Le châle « Feuilles d'automne » est fini (et le modèle est gratuit)",
        "Publié par Mamie Lou",
        "2010-11-06T20:30:00+01:00",
        "samedi 6 novembre 2010",
        "à 20:30",
        """
Voilà, il est enfin terminé ! Trois semaines de tricot le soir devant la télé, deux rangs défaits une bonne dizaine de fois, mais je suis contente du résultat.

Le châle est tricoté en mohair et soie couleur rouille, aiguilles 4,5. Le motif de feuilles est un point ajouré assez simple une fois qu'on a compris le principe du diagramme.

Comme promis, je vous mets le modèle en PDF, gratuit comme toujours. Si vous le tricotez, envoyez-moi une photo, je ferai un billet avec toutes vos versions !
""",
        tags=("châles", "modèles gratuits"),
    )
    style = (
        "#comments h4{font:bold 110% Georgia;color:#9a4a2f}#comments-block{margin:1em 0 1.5em;line-height:1.6em}"
        "#comments-block .comment-author{margin:.5em 0;font-weight:bold}#comments-block .comment-body{margin:.25em 0 0}"
        "#comments-block .comment-footer{margin:-.25em 0 2em;line-height:1.4em;text-transform:uppercase;letter-spacing:.1em;font-size:78%}"
        "#comments-block .blog-author{background:#f7ead9}.avatar-image-container{float:left;margin-right:6px}.deleted-comment{font-style:italic;color:gray}"
    )
    return case(
        "ca-fr-blogger-a-dit",
        "discussion",
        "fr-tricot",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/2010/11/le-chale-feuilles-dautomne-est-fini.html",
        reveal="on_load",
        container="div.comments#comments: h4 '10 commentaires:', dl#comments-block of dt.comment-author ('NAME a dit…'), dd.comment-body, dd.comment-footer (the time) triples, no element per comment",
        heading="10 commentaires:",
        description="A French knitting blog on a hosted blog engine, 2010: a post giving away a shawl pattern with 9 readers' comments as the engine's classic template printed them, a definition list of 'NAME a dit…' heads, bodies and timestamp footers (the blogger answering twice, two 'Anonyme', four typed '@name' answers that give the parent), and a tenth entry 'Ce commentaire a été supprimé par l'auteur.' (not a comment); the sidebar's profile, followers, a blog list with the followed blogs' latest posts and times, labels with counts and the archive tree. Most awkward: no element holds a comment; each is three siblings of the dl.",
        static=True,
        lookalikes=("a blog list with the followed blogs' latest post titles and times",),
    )


def nl_typepad() -> Case:
    ns = talk("""
Gerrit Jan @ 23 mei 2010 om 19:02 :: Mooie route! Wij hebben hem vorige zomer in omgekeerde richting gereden. Let op: het fietspad langs de Dinkel staat bij veel regen onder water, dan moet je over de Oldenzaalsestraat.
Marga @ 23 mei 2010 om 21:15 :: Is de theeschenkerij bij de watermolen ook op zondag open? Ik wil de route met mijn kleinkinderen fietsen.
Henk Wolters @ 24 mei 2010 om 08:40 :: Marga, de theeschenkerij is van april tot oktober elke dag open behalve maandag. Aanrader: de appeltaart met slagroom.
trackback @ 24 mei 2010 om 22:31 [tb=De Dinkelfietser|Rondje Lutterzand in de regen] :: Vandaag de route van de Fietsgids van Twente-Oost gereden, maar dan in de stromende regen. Dat het pad langs de Dinkel blank stond, klopte helemaal…
Anita @ 25 mei 2010 om 13:27 :: Ik mis op de kaart het knooppunt bij de kerk van De Lutte. Moet je daar rechtsaf of rechtdoor? // Verder top beschreven, bedankt.
Fietsgids @ 25 mei 2010 om 20:50 [owner] :: Anita, bij knooppunt 62 bij de kerk moet je rechtdoor, niet rechtsaf. Ik heb de kaart aangepast. En bedankt allemaal voor de reacties!
""")
    comments = [n for n in ns if not n.tag("tb")]
    parents = {2: 1, 4: 3}
    comments = [Note(Seed(n.who, n.body, parents.get(i), n.at), n.tags) for i, n in enumerate(comments)]
    tb_after = (
        "Zadelpijn en zonneschijn",
        "Linkdump: vijf fietsroutes voor Pinksteren",
        "Via de Fietsgids van Twente-Oost: een rondje van 42 kilometer langs de Dinkel en het Lutterzand, met een theeschenkerij bij de watermolen…",
        "27 mei 2010 om 10:12",
    )
    html = []
    k = 0
    for n in ns:
        if n.tag("tb"):
            blog, title = n.tag("tb").split("|")
            excerpt = n.body
            html.append(
                '<div class="comment trackback" id="trackback-6a00d834515c5b69e2013481"><div class="comment-content">'
                f'<p><a href="/out/dinkelfietser" rel="nofollow">{esc(title)}</a><br />{esc(excerpt)}</p></div>'
                f'<p class="comment-footer">Trackback van <a href="/out/dinkelfietser">{esc(blog)}</a> | {esc(n.at)}</p></div>'
            )
            continue
        c = comments[k]
        k += 1
        owner = c.tag("owner")
        name = (
            esc(c.who)
            if c.who in ("Marga", "Anita")
            else f'<a href="/out/{k}" rel="nofollow">{esc(c.who)}</a>'
        )
        html.append(
            f'<div class="comment{" comment-by-author" if owner else ""}" id="comment-6a00d834515c5b69e201{3470 + k}">'
            '<div class="comment-content">'
            + "".join(f"<p>{esc(p)}</p>" for p in c.body.split("\n\n"))
            + f'</div><p class="comment-footer">Geplaatst door: {name} | <a href="#comment-{k}">{esc(c.at)}</a></p></div>'
        )
    tb, tt, tx, tw = tb_after
    html.append(
        '<div class="comment trackback" id="trackback-6a00d834515c5b69e2013492"><div class="comment-content">'
        f'<p><a href="/out/zadelpijn" rel="nofollow">{esc(tt)}</a><br />{esc(tx)}</p></div>'
        f'<p class="comment-footer">Trackback van <a href="/out/zadelpijn">{esc(tb)}</a> | {esc(tw)}</p></div>'
    )
    after = (
        '<div class="trackbacks"><h3 class="trackbacks-header">TrackBack</h3><div class="trackbacks-info">'
        '<p>TrackBack URL voor deze notitie:<br /><span class="trackbacks-link">/services/trackback/6a00d834515c5b69e2013480</span></p></div></div>'
        '<div class="comments" id="comments"><h3 class="comments-header">Reacties</h3><div class="comments-content">'
        + "".join(html)
        + "</div></div>"
        '<form id="comment-form" method="post" action="/t/comments"><h3 class="comments-open-header">Plaats een reactie</h3>'
        "<p>Reacties worden gemodereerd en verschijnen pas na goedkeuring door de eigenaar van deze weblog.</p>"
        '<label>Naam:</label><input name="author" /><br /><label>E-mailadres:</label><input name="email" /><br /><label>URL:</label><input name="url" /><br />'
        '<textarea name="text" rows="8" cols="50"></textarea><br /><input type="checkbox" name="bakecookie" /> Deze informatie onthouden?<br />'
        '<input type="submit" name="preview" value="Voorbeeld" /> <input type="submit" name="post" value="Publiceren" /></form>'
    )
    side = (
        mt_side_about()
        + widget(
            "nl-fietsgids",
            "Recente berichten",
            links(
                (
                    "Rondje Lutterzand: 42 km langs de Dinkel",
                    "Nieuwe bewegwijzering bij Losser",
                    "De beste appeltaart van Oost-Twente",
                    "Regenjas getest: drie maanden later",
                ),
                "/routes/",
            ),
            "recent-posts",
        )
        + widget(
            "nl-fietsgids",
            "Recente reacties",
            recent_comments(
                """
Bert Nijhuis | De beste appeltaart van Oost-Twente | Bij de molen in Denekamp is hij ook prima.
Wilma | Nieuwe bewegwijzering bij Losser | Eindelijk, wij reden er altijd verkeerd.
Gerrit Jan | Regenjas getest: drie maanden later |
""",
                "over",
            ),
            "recent-comments",
        )
        + widget(
            "nl-fietsgids",
            "Archief",
            archive("mei 2010 | 4\napril 2010 | 6\nmaart 2010 | 3\nfebruari 2010 | 2", "/archives/"),
            "archives",
        )
        + widget(
            "nl-fietsgids",
            "Blogrol",
            links(
                ("De Dinkelfietser", "Zadelpijn en zonneschijn", "Fietsen in Salland", "Rondje Drenthe"),
                "/out/",
            ),
            "typelist",
        )
    )
    piece = Piece(
        "Rondje Lutterzand: 42 km langs de Dinkel",
        "Geplaatst om",
        "2010-05-22T16:05:00+02:00",
        "zaterdag 22 mei 2010",
        "16:05",
        """
Deze week een van mijn favoriete rondjes: vanaf het station in Oldenzaal via De Lutte naar het Lutterzand, langs de Dinkel naar de watermolen en over Losser terug. Precies 42 kilometer, bijna helemaal over fietspaden en rustige landweggetjes.

Halverwege ligt de theeschenkerij bij de watermolen, een prima plek voor koffie of een pannenkoek. Het stuk langs de Dinkel is het mooist, maar na veel regen kan het pad drassig zijn.

De route volgt grotendeels de knooppunten 60, 62, 57, 51 en 64. De kaart en het GPS-bestand staan onderaan dit bericht.
""",
        category="Routes",
    )
    style = (
        ".comment{border-bottom:1px dotted #ccc;margin:0 0 10px}.comment-footer{font-size:11px;color:#888}.comment-by-author{background:#eef3f8}"
        ".trackback .comment-content p{font-style:italic}.comments-header,.trackbacks-header{font-size:14px;color:#6a8aa8;border-bottom:1px solid #6a8aa8}"
    )
    return case(
        "ca-nl-typepad-trackback",
        "discussion",
        "nl-fietsgids",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(comments),
        path="/routes/2010/05/rondje-lutterzand.html",
        reveal="on_load",
        container="div.comments#comments: h3 'Reacties', div.comments-content > div.comment (div.comment-content, p.comment-footer 'Geplaatst door: NAME | TIME' after the text); two div.comment.trackback entries in the same markup",
        heading="Reacties",
        description="A Dutch cycling-routes blog on a hosted Movable Type-like service, 2010: a route post with 5 readers' comments, flat, the name and time after the text ('Geplaatst door: NAME | 23 mei 2010 om 19:02'), the blogger answering once, a reader answering another by name, and two trackbacks in the comments' own markup (one among them, one after them, not comments); a TrackBack URL block, a moderated comment form; recent posts, recent comments of other posts, archives with counts and a blogroll. Most awkward: the trackbacks are div.comment entries too.",
        static=True,
        lookalikes=("recent comments of other posts",),
    )


def mt_side_about() -> str:
    return widget(
        "nl-fietsgids",
        "Over mij",
        '<p><img src="/_avatar/fietsgids.svg" width="60" height="60" alt="" style="float:left;margin-right:6px" />Fietser uit Oldenzaal. Elke week een route, elke dag de wind tegen.</p>',
        "about",
    )


def sv_drupal() -> Case:
    ns = talk("""
Kalle @ tor, 2009-09-17 21:40 [guest] :: Vad roligt att läsa! Jag gick keramiklinjen 2004 och vedugnen var redan då skolans stolthet. Hälsa Birgitta om hon fortfarande jobbar kvar.
  Anna Lindqvist @ fre, 2009-09-18 07:55 [owner] :: Birgitta är kvar och hon hälsar tillbaka! Hon skötte elden hela natten, precis som förr.
Mormor till Elin @ fre, 2009-09-18 12:03 [guest] :: Elin ringde och berättade om bränningen, hon var så stolt över sin skål. Tack för att ni lägger upp bilder, det är fint för oss som bor långt bort.
Johan S @ lör, 2009-09-19 16:20 :: Kommer det en utställning med det som brändes? Jag är intresserad av att köpa några av tekopparna.
""")

    def item(i: int, n: Note, sub: str) -> str:
        owner = n.tag("owner")
        cid = 310 + 7 * i
        return (
            f'<a id="comment-{cid}"></a><div class="comment{" comment-by-node-author" if owner else ""} {"odd" if i % 2 == 0 else "even"}">'
            f'<div class="picture"><img src="/_avatar/dr-{i}.svg" alt="" width="40" height="40" /></div>'
            f'<div class="submitted">Skickat av {esc(n.who)}{" (ej verifierad)" if n.tag("guest") else ""} den {esc(n.at)}.</div>'
            f'<div class="content">{"".join(f"<p>{esc(p)}</p>" for p in n.body.split(chr(10) * 2))}</div>'
            f'<div class="links"><ul class="links"><li class="comment_reply first last"><a href="/comment/reply/214/{cid}">svara</a></li></ul></div></div>'
            + (f'<div class="indented">{sub}</div>' if sub else "")
        )

    after = (
        '<div id="comments"><h2 class="comments">Kommentarer</h2>'
        + draw(ns, item, lambda s, _p: s)
        + '<div class="box"><h2>Skicka en ny kommentar</h2><div class="content"><form action="/comment/reply/214" method="post" id="comment-form">'
        '<div class="form-item"><label>Ditt namn:</label><input type="text" name="name" value="Anonym" /></div>'
        '<div class="form-item"><label>E-post:</label><input type="text" name="mail" /><div class="description">Innehållet i detta fält kommer att hållas hemligt och kommer inte att visas offentligt.</div></div>'
        '<div class="form-item"><label>Kommentar: <span class="form-required">*</span></label><textarea name="comment" rows="10" cols="60"></textarea></div>'
        '<fieldset class="captcha"><legend>CAPTCHA</legend><div class="description">Denna fråga ställs för att kontrollera att du är en människa.</div><label>Matematisk fråga: 4 + 5 =</label><input type="text" name="captcha_response" size="4" /></fieldset>'
        '<input type="submit" value="Förhandsgranska" /> <input type="submit" value="Spara" /></form></div></div></div>'
    )
    side = (
        widget(
            "sv-folkhogskola",
            "Användarinloggning",
            '<form action="/user" method="post"><label>Användarnamn:</label><input type="text" name="name" size="15" /><br /><label>Lösenord:</label><input type="password" name="pass" size="15" /><br /><input type="submit" value="Logga in" /></form>'
            '<ul><li><a href="/user/register">Skapa nytt konto</a></li><li><a href="/user/password">Begär nytt lösenord</a></li></ul>',
            "user",
        )
        + widget(
            "sv-folkhogskola",
            "Senaste blogginläggen",
            links(
                (
                    "Vedugnsbränning i Åsbacka",
                    "Första veckan på musiklinjen",
                    "Studieresa till Trondheim",
                    "Höstmarknad 26 september",
                ),
                "/blogg/",
            ),
            "blog",
        )
        + widget(
            "sv-folkhogskola",
            "Senaste kommentarer",
            recent_comments(
                """
Lisa B | Första veckan på musiklinjen | Låter underbart, jag söker nästa år!
Per-Olof | Höstmarknad 26 september | Finns det plats för fler utställare?
""",
                "–",
                "comment-block",
            ),
            "comment",
        )
        + widget(
            "sv-folkhogskola",
            "Vem är inloggad",
            "<p>Det finns för närvarande 0 användare och 7 gäster inloggade.</p>",
            "online",
        )
        + widget(
            "sv-folkhogskola",
            "Etiketter",
            cloud("keramik:5, vedugn:3, musiklinjen:4, studieresa:2, höstmarknad:3, internat:2, mat:1"),
            "tagadelic",
        )
    )
    piece = Piece(
        "Vedugnsbränning i Åsbacka: 36 timmar och 200 skålar",
        "Anna Lindqvist",
        "2009-09-16T22:10:00+02:00",
        "ons, 2009-09-16 22:10",
        "",
        """
I helgen tände vi skolans vedugn för första gången sedan i våras. Keramiklinjens tolv deltagare hade drejat skålar, koppar och fat i fem veckor, och nu var det dags att se hur glasyrerna klarade elden.

Vi eldade i skift dygnet runt. Birgitta, som byggde ugnen tillsammans med eleverna 1998, höll koll på temperaturen och bestämde när det var dags att sluta lägga i ved. Efter 36 timmar nådde vi 1 300 grader.

I tisdags öppnade vi ugnen. Nästan allt klarade sig, bara ett fat sprack. Bilder från bränningen finns i galleriet.
""",
        tags=("keramik", "vedugn"),
    )
    style = (
        "#comments h2.comments{font-size:15px;color:#1f5683}.comment{border-top:1px solid #c6d8e6;padding:6px 0;overflow:hidden}"
        ".comment .picture{float:right}.comment .submitted{font-size:11px;color:#898989}.indented{margin-left:25px}.comment-by-node-author{background:#f1f7fb}"
    )
    return case(
        "ca-sv-drupal-ej-verifierad",
        "discussion",
        "sv-folkhogskola",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/blogg/vedugnsbranning-i-asbacka",
        reveal="on_load",
        container="div#comments: h2 'Kommentarer', a#comment-N anchors and div.comment siblings (div.submitted 'Skickat av NAME den DATE.', div.content), the reply in a div.indented sibling after its parent",
        heading="Kommentarer",
        description="A Swedish folk high school's Drupal 6 blog, 2009: a post on a wood-kiln firing with 4 readers' comments (two guests' names marked '(ej verifierad)', the teacher who wrote the post answering the first in an indented sibling), a comment form with a maths captcha; the left column's login block, latest blog posts, latest comments of other posts, who's online and a tag cloud. Most awkward: the guests' names carry '(ej verifierad)', and the reply is not inside its parent's element.",
        static=True,
        lookalikes=("latest comments of other posts",),
    )


def threads_ca() -> list[Case]:
    return [fr_blogger(), nl_typepad(), sv_drupal()]
