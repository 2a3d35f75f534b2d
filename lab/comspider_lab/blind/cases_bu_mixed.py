"""Blind set BU: three mixed pages of 2012, a real discussion beside a list of a kind no earlier set listed: a harbour
community paper's "slimmer of the week" weigh-in board with each member's note beside 6 readers' comments (en), a
Porto record blog's "recently listened" scrobble widget beside 7 comments (pt), a schlager blog's list of the
regional juries' spokespersons and their lines on the night beside 8 comments (sv). Written for this set; every name,
place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_bu_common import (
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
    ul,
)


def en_slimmers() -> Case:
    ns = talk("""
Maureen @ 12 June 2012, 4:02pm [town=Gull Point] :: Well done to all of them! I went along for the first time last Tuesday and nobody made me feel silly. The tea is strong too.
  Jean Pask @ 12 June 2012, 6:15pm :: Lovely to have you Maureen, see you next week. Bring your walking shoes, we're doing the harbour wall after weigh-in.
Bob Tremayne @ 12 June 2012, 8:40pm [town=Harbour Lane] :: Is there anything like this for men? Asking for a friend. The friend is me.
  Dennis K. @ 13 June 2012, 9:05am :: Bob, there are three of us blokes already in the Tuesday group. Nobody bites. Come along.
Sandra @ 13 June 2012, 11:30am [town=St Ives Road] :: Could the Gazette print the times of the Thursday group as well? I work Tuesdays.
Harbour Lane Gazette @ 13 June 2012, 2:10pm :: Sandra, the Thursday group meets at 7pm in the Methodist hall on Quay Road. We'll add it to the diary page.
""")
    board = rows("""
Jean Pask | weigh-in 5 June | −3 lb | 4 st 2 lb lost since January. I did it on fish and long walks, not one crisp.
Alan Curnow | weigh-in 5 June | −2½ lb | Gave up the pasty at lunch. Miss it every day.
Tracey Nance | weigh-in 5 June | −2 lb | Dropped a dress size for my daughter's wedding, with a month to spare.
Pam Whitford | weigh-in 29 May | −4 lb | The bank holiday did not beat me this year.
Derek Oates | weigh-in 29 May | −1½ lb | Slow but steady. My doctor is delighted.
""")
    slimmers = (
        '<div class="slim-board"><h3>Slimmers of the Week</h3><p class="slim-note">Harbour Lane Tuesday Group, St Piran\'s church hall. Losses as weighed by the group leader.</p><table class="slim-table" cellspacing="0">'
        + "".join(
            f'<tr><td class="slim-name"><b>{esc(n)}</b><br /><small>{esc(d)}</small></td><td class="slim-loss">{esc(lo)}</td><td class="slim-words">{esc(w)}</td></tr>'
            for n, d, lo, w in board
        )
        + "</table></div>"
    )

    def item(i: int, n: Note, sub: str) -> str:
        town = n.tag("town")
        sig = esc(n.who) + (f", {esc(town)}" if town else "")
        return (
            f'<li id="rc-{5100 + i}"><blockquote class="rc-text">{ptext(n.body)}</blockquote><cite class="rc-sig">— {sig}, <span class="rc-date">{esc(n.at)}</span></cite>'
            f' <a class="rc-report" href="/report/{5100 + i}">Report</a>'
            + (f'<ol class="rc-replies">{sub}</ol>' if sub else "")
            + "</li>"
        )

    after = (
        '<div class="reader-comments" id="readers"><h3>Have your say (6)</h3><ol class="rc-list">'
        + draw(ns, item, lambda s, _p: s)
        + '</ol><p class="rc-add"><a href="/login?return=comment">Log in to add your comment</a></p></div>'
    )
    side = (
        box(
            "en-slim",
            "Community Diary",
            ul(
                """
Tue 19 June | Tuesday slimming group, St Piran's hall, 6.30pm
Sat 23 June | Lifeboat open day and cream teas
Sun 24 June | Gull Point gig-rowing regatta
""",
                lambda r: f"<b>{esc(r[0])}</b> {esc(r[1])}",
            ),
            "diary",
        )
        + box(
            "en-slim",
            "Most Read",
            links(
                (
                    "Lifeboat launched twice in one night",
                    "Harbour car park charges to rise",
                    "Slimmers lose 20 stone between them",
                    "New owners for the Ship Inn",
                ),
                "/news/",
                "ol",
            ),
            "mostread",
        )
        + box("en-slim", "Tide Times", "<p>High water 05:48 and 18:11<br />Low water 11:59</p>", "tides")
    )
    style = (
        ".slim-table{width:100%;border-collapse:collapse}.slim-table td{border-bottom:1px solid #ddd;padding:4px;vertical-align:top}.slim-loss{font-weight:bold;color:#2a7a2a;white-space:nowrap}.slim-note{font-size:11px;color:#777}"
        ".rc-list,.rc-replies{list-style:none;padding-left:0}.rc-replies{margin-left:36px}.rc-list li{border-bottom:1px solid #e3e3e3;padding:6px 0}.rc-text{margin:0 0 2px}.rc-sig{font-size:11px;color:#555;font-style:normal}.rc-report{font-size:10px;color:#999}"
    )
    piece = Piece(
        "Slimmers lose 20 stone between them",
        "By Kerry Tonkin",
        "2012-06-12T09:00:00+01:00",
        "Tuesday, June 12, 2012",
        """
Members of the Harbour Lane Tuesday slimming group have lost more than 20 stone between them since the group started meeting in St Piran's church hall in January.

Group leader Jean Pask, who has lost four stone herself, said the secret was company. "You turn up on a Tuesday because you know everybody else is turning up," she said.

The group now has 34 members and is raising money for the lifeboat with a sponsored harbour walk on July 8. Each week the Gazette prints the slimmers of the week below.
""",
        section="Health",
        tags=("health", "St Piran's"),
    )
    return case(
        "bu-en-slimmers-board",
        "mixed",
        "en-slim",
        piece,
        Bits(inside=slimmers, after=after, side=side, style=style),
        seeds(ns),
        path="/health/slimmers-lose-20-stone-between-them/article_3c91.html",
        reveal="on_load",
        container="div.reader-comments#readers > ol.rc-list > li (blockquote.rc-text first, then cite.rc-sig '— NAME, TOWN, DATE', a Report link), replies in ol.rc-replies inside the li",
        heading="Have your say (6)",
        description="A Cornish-like harbour community paper of June 2012 on a hosted newspaper CMS: a story on a slimming group with its 'Slimmers of the Week' board (5 members' names, weigh-in dates, losses and their own words) inside the article and 6 readers' comments below (the group leader and the paper answering; two levels), each text in a blockquote signed after it with name, town and date; the right rail's community diary, most read and tide times. Most awkward: the board's entries carry a name, a date and a quoted sentence like the comments, and the comments' names come after their texts.",
        static=True,
        lookalikes=("a slimming group's board: 5 members with weigh-in dates and their own words",),
    )


def pt_scrobbles() -> Case:
    ns = talk("""
Rui Pedrosa @ 14/03/2012 às 23:10 :: Estive lá! O som do Hard Club antigo fazia falta, mas a banda tocou como se estivesse em casa. A versão de «Mar Pequeno» no fim arrepiou.
  Discos Riscados @ 15/03/2012 às 09:02 :: Rui, essa versão foi a melhor coisa da noite. Disseram-me que vai sair em vinil até ao verão.
Catarina M. @ 15/03/2012 às 10:45 :: Eu fiquei à porta, esgotou em vinte minutos. Alguém sabe se há segunda data?
  Tiago @ 15/03/2012 às 12:20 :: Catarina, o baterista disse no Facebook que estão a tentar marcar outra noite em abril, no mesmo sítio.
    Catarina M. @ 15/03/2012 às 13:01 :: Obrigada Tiago, vou estar atenta!
Zé do Bonfim @ 15/03/2012 às 18:33 :: Trinta anos a comprar discos na Rua do Almada e nunca vi tanta gente nova num concerto destes. Há esperança.
Inês @ 16/03/2012 às 08:15 :: Que fotografias bonitas. Posso usar uma no jornal da faculdade, com o teu nome?
""")
    scrobbles = rows("""
Os Lagartos Azuis | Mar Pequeno (ao vivo) | há 12 minutos
Carla Bruto Trio | Ribeira, 4 da manhã | há 31 minutos
Os Lagartos Azuis | Canção do Barqueiro | há 46 minutos
Fado Elétrico | Sete Pontes | há 1 hora
Zé Rebordosa | Candeeiro | há 2 horas
""")
    lastfm = box(
        "pt-musica",
        "Ouvido recentemente (last.fm)",
        '<ul class="lfm-list">'
        + "".join(
            f'<li><img src="/_avatar/lfm-{slug(a)[:10]}.svg" width="34" height="34" alt="" /><b class="lfm-artist">{esc(a)}</b> – <span class="lfm-track">{esc(t)}</span><br /><small class="lfm-when">{esc(w)}</small></li>'
            for a, t, w in scrobbles
        )
        + '</ul><p><a href="#">O meu perfil no last.fm</a></p>',
        "HTML lastfm",
    )

    def item(i: int, n: Note, sub: str) -> str:
        own = " c-autor" if n.who == "Discos Riscados" else ""
        return (
            f'<li class="c-item{own}" id="c{8800 + i}"><div class="c-cab"><img src="/_avatar/pm-{slug(n.who)[:10]}.svg" width="32" height="32" alt="" /> '
            f'<b class="c-nome">{esc(n.who)}</b> <span class="c-data">{esc(n.at)}</span> <a class="c-num" href="#c{8800 + i}">#{i + 1}</a></div>'
            f'<div class="c-txt">{ptext(n.body)}</div><div class="c-acc"><a href="#" onclick="return false">Responder</a></div>'
            + (f'<ul class="c-resp">{sub}</ul>' if sub else "")
            + "</li>"
        )

    after = (
        '<div class="comentarios" id="comments"><h4>7 comentários:</h4><ul class="c-lista">'
        + draw(ns, item, lambda s, _p: s)
        + '</ul><p><a href="#">Enviar um comentário</a></p></div>'
    )
    side = (
        lastfm
        + box("pt-musica", "Seguidores", "<p>Seguidores (89)</p>", "Followers")
        + box(
            "pt-musica",
            "Próximos concertos",
            ul(
                """
23 mar | Carla Bruto Trio, Maus Hábitos
30 mar | Fado Elétrico, Passos Manuel
6 abr | Zé Rebordosa, Plano B
""",
                lambda r: f"<b>{esc(r[0])}</b> {esc(r[1])}",
            ),
            "concertos",
        )
        + box(
            "pt-musica",
            "Etiquetas",
            cloud("concertos:5, vinil:4, Porto:4, entrevistas:2, cassetes:2, fado:3"),
            "Label",
        )
        + box(
            "pt-musica",
            "Arquivo do blogue",
            links(("março 2012", "fevereiro 2012", "janeiro 2012"), "/2012/", counts=("(4)", "(7)", "(5)")),
            "BlogArchive",
        )
    )
    style = (
        ".c-lista,.c-resp{list-style:none;padding:0}.c-resp{margin-left:34px;border-left:2px solid #e0d6c2;padding-left:8px}.c-item{margin:8px 0}.c-autor>.c-cab .c-nome{color:#b35c1e}"
        ".c-data,.c-num{font-size:11px;color:#999}.c-acc a{font-size:11px;color:#999}.lfm-list{list-style:none;padding:0}.lfm-list img{float:left;margin-right:4px}.lfm-list li{overflow:hidden;margin-bottom:4px}"
    )
    piece = Piece(
        "Os Lagartos Azuis no Hard Club: a noite em que o chão tremeu",
        "Publicada por Discos Riscados à(s) 22:40",
        "2012-03-14T22:40:00+00:00",
        "quarta-feira, 14 de março de 2012",
        """
Fazia quatro anos que Os Lagartos Azuis não tocavam no Porto. Ontem à noite, numa sala pequena de Miragaia, esgotada duas semanas antes, tocaram durante hora e meia sem parar para respirar.

O alinhamento foi quase todo do primeiro disco, com três canções novas pelo meio. A melhor surpresa foi o encore: uma versão lenta de «Mar Pequeno» só com voz e guitarra, e a sala toda a cantar.

As fotografias são minhas. Desculpem a qualidade, estava encostado à coluna.
""",
        tags=("concertos", "Porto"),
    )
    return case(
        "bu-pt-lastfm-concerto",
        "mixed",
        "pt-musica",
        piece,
        Bits(after=after, side=side, style=style),
        seeds(ns),
        path="/2012/03/os-lagartos-azuis-no-hard-club.html",
        reveal="on_load",
        container="div.comentarios#comments > ul.c-lista > li.c-item (div.c-cab: b.c-nome, span.c-data, '#n'; div.c-txt; 'Responder'), replies in ul.c-resp inside the li, three levels",
        heading="7 comentários:",
        description="A Porto record-collector's blog of March 2012 on a hosted blog engine: a concert report with 7 comments three levels deep (the blogger answering once), numbered '#n' with 'dd/mm/aaaa às hh:mm' dates; the sidebar's last.fm 'recently listened' widget (5 scrobbles: artist, track, 'há 12 minutos') first, followers, upcoming concerts, labels and the archive. Most awkward: the scrobble widget's entries have a picture, a name, a title and a relative time, like the comments, and sit above everything in the sidebar.",
        static=True,
        lookalikes=("a scrobble widget: 5 artists, tracks and relative times",),
    )


def sv_juries() -> Case:
    ns = talk("""
Schlagermamman @ 2012-03-10 @ 23:41 :: Loreen vann, jag grät! Och rösterna från jurygrupperna var bättre än på länge, folk verkade faktiskt glada att vara där.
Jonas i Borlänge @ 2012-03-10 @ 23:52 :: Danny blev rånad. Tittarna gav honom flest röster i halva landet men juryn tyckte annorlunda.
^2 Schlagermamman @ 2012-03-11 @ 00:05 :: @Jonas i Borlänge: fast Loreen vann ju telefonrösterna också till slut, så det var inte bara juryn.
Kicki L. @ 2012-03-11 @ 08:20 :: Bästa kvällen i Globen på flera år. Men varför var ljudet så dåligt på Sarahs nummer?
Hagalundsbloggaren @ 2012-03-11 @ 09:10 :: Tack för alla kommentarer! Jag tror Euphoria kan gå hur långt som helst i Baku.
^4 Micke F. @ 2012-03-11 @ 10:33 :: @Kicki L.: det var hennes mygga som krånglade, det sa de i Aftonbladets liverapport.
Anna-Lena @ 2012-03-11 @ 12:47 :: Jurytalespersonen från Umeå var helt underbar, hon höll på att tappa lappen.
^5 Pelle @ 2012-03-11 @ 14:02 :: @Hagalundsbloggaren: hela vägen, jag har redan bokat resan till Baku!
""")
    juries = rows("""
Luleå | Emma Nordin | 21:41 | Hej Globen! Här i Luleå är det minus tjugo men vi är varma ändå. Tolv poäng till Loreen!
Umeå | Sara Lidström | 21:43 | Förlåt, jag är så nervös... Umeå ger tolv poäng till Danny!
Göteborg | Ola Sjöberg | 21:46 | Göteborgsjuryn har diskuterat länge ikväll. Våra tolv poäng går till Loreen.
Malmö | Fatima Haddad | 21:48 | Från Malmö, där våren redan har kommit: tolv poäng till Thorsten Flinck!
Karlstad | Bengt Ahlgren | 21:51 | Solen skiner i Karlstad även i mars. Tolv poäng till Loreen.
Falun | Lisa Ek | 21:53 | Falun säger tack för en fantastisk final. Tolv poäng till Danny!
""")
    jury_list = (
        '<div class="juryroster"><h3>Jurygruppernas talespersoner – så lät det</h3><ul class="jr-lista">'
        + "".join(
            f'<li><span class="jr-tid">{esc(t)}</span> <b class="jr-stad">{esc(c)}</b> – <span class="jr-namn">{esc(n)}</span>: <q class="jr-citat">{esc(q)}</q></li>'
            for c, n, t, q in juries
        )
        + "</ul></div>"
    )

    def item(i: int, n: Note) -> str:
        return (
            f'<a id="c{4400 + i}"></a><div class="bComment"><div class="bCommentTitle">Kommentar från: <a href="/user/{slug(n.who)}" rel="nofollow">{esc(n.who)}</a></div>'
            f'<div class="bCommentText">{ptext(n.body)}</div><div class="bCommentSmallPrint"><a href="#c{4400 + i}" class="permalink_right">Permalänk</a> {esc(n.at)}</div></div>'
        )

    after = (
        '<div class="bFeedback"><a id="comments"></a><h4>Kommentarer:</h4>' + flat(ns, item) + "</div>"
        '<h4>Lämna en kommentar:</h4><form action="/htsrv/comment_post.php" method="post" class="bComment"><p>Namn <input type="text" name="u" /></p><p><textarea name="p" rows="6" cols="40"></textarea></p>'
        '<p><input type="submit" value="Skicka kommentar" /> <input type="submit" value="Förhandsgranska" /></p></form>'
    )
    side = (
        box(
            "sv-schlager",
            "Senaste inläggen",
            links(
                (
                    "Finalen: Loreen till Baku!",
                    "Andra chansen: mina tips",
                    "Deltävling 4 i Malmö",
                    "Dansbandsveckan i Malung",
                ),
                "/",
                "ul",
            ),
            "posts",
        )
        + box(
            "sv-schlager",
            "Veckans omröstning",
            "<p>Vem borde ha vunnit?</p><p>Loreen 61 % · Danny 22 % · Thorsten Flinck 9 % · Annan 8 %</p>",
            "poll",
        )
        + box(
            "sv-schlager",
            "Kategorier",
            links(
                ("Melodifestivalen", "Dansband", "Recensioner", "Eurovision"),
                "/kategori/",
                counts=("(88)", "(41)", "(27)", "(35)"),
            ),
            "cats",
        )
        + box(
            "sv-schlager", "Taggar", cloud("Loreen:5, Globen:3, jury:4, Baku:3, Danny:3, dansband:2"), "tags"
        )
    )
    style = (
        ".jr-lista{list-style:none;padding:0}.jr-lista li{border-bottom:1px dotted #ccc;padding:4px 0}.jr-tid{font-size:11px;color:#888}"
        ".bComment{border-top:1px solid #ddd;margin:10px 0;padding-top:4px}.bCommentTitle{font-weight:bold;font-size:12px}.bCommentSmallPrint{font-size:10px;color:#888}"
    )
    piece = Piece(
        "Finalen: Loreen till Baku!",
        "Skrivet av Hagalundsbloggaren",
        "2012-03-10T23:30:00+01:00",
        "2012-03-10 23:30",
        """
Det blev som alla trodde och ändå var det spännande in i sista minuten. Loreen vann Melodifestivalen 2012 med Euphoria, före Danny och Thorsten Flinck.

Jurygrupperna runt om i landet bjöd på både nerver och glädje. Här nedan har jag samlat vad talespersonerna sa när de delade ut sina tolv poäng, för det var en del guldkorn.

Nu börjar nedräkningen till Baku. Vad tyckte ni om kvällen?
""",
        tags=("Melodifestivalen", "Loreen"),
    )
    return case(
        "bu-sv-jurygrupper",
        "mixed",
        "sv-schlager",
        piece,
        Bits(inside=jury_list, after=after, side=side, style=style),
        seeds(ns),
        path="/index.php/2012/03/10/finalen-loreen-till-baku",
        reveal="on_load",
        container="div.bFeedback: a[id] + div.bComment (div.bCommentTitle 'Kommentar från: NAME', div.bCommentText, div.bCommentSmallPrint 'Permalänk DATE'), flat; answers open with '@NAME:'",
        heading="Kommentarer:",
        description="A Swedish schlager blog of March 2012 on a self-hosted PHP blog engine: a post on a song contest final with the regional juries' spokespersons' lines (6 entries: time, city, name and a quoted line) inside the post and 8 flat comments below, three of them answers opening with '@NAME:' (one to the blogger, who also comments); the sidebar's latest posts, a poll with percentages, categories with counts and tags. Most awkward: the spokespersons' list has a name, a time and a quoted sentence per entry like the comments, and the thread's only sign of answers is '@NAME:'.",
        static=True,
        lookalikes=("song contest juries' spokespersons: 6 entries with times, names and their lines",),
    )


def mixed_bu() -> list[Case]:
    return [en_slimmers(), pt_scrobbles(), sv_juries()]
