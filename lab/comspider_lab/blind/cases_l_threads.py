"""Blind set L: discussions under the article in the comment systems of 2008-2014, as a saved page holds them
(written from memory of their general shape, in invented markup and class names): a Disqus-like embed of 2011, a
WordPress plugin's crawler fallback beside the rendered embed, IntenseDebate-, Livefyre-, Echo-, Pluck-, Gigya- and
Facebook-plugin-like threads, Blogger's, LiveJournal's and Typepad's comment blocks, a Kinja-like discussion, and
news sites' own systems; one long thread (112)."""

from __future__ import annotations

from comspider_lab.blind.cases_l_common import (
    PartsK,
    box,
    esc,
    fetch_on,
    make,
    rows,
    story,
    thread,
    tree_walk,
)
from comspider_lab.blind.model import Case


def _ps(text: str) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in text.split("\n\n"))


def _av(i: int, name: str, size: int = 32) -> str:
    return f'<img src="/_avatar/l{i}-{esc(name[:12])}.svg" width="{size}" height="{size}" alt="">'


# --------------------------------------------------------------------------- en: a Disqus-like embed of 2011


def dsq_en() -> Case:
    c = thread(
        """
Gary Pohl | 2 years ago | - | The bypass was promised when I was in high school. I'm 51 now. I'll drive on it when I see it.
Denise Marchetti | 2 years ago | 0 | At least the money is actually in the budget this time. That's more than we ever got before.
Gary Pohl | 2 years ago | 1 | Denise, it was "in the budget" in 1994 too. Ask the Route 9 people.
Tomasz W. | 2 years ago | - | Does anyone know if the Miller Road exit survives? Our shop depends on that traffic.
hvalley_mom | 2 years ago | 3 | The map on page 2 of the county PDF still shows it, for what that's worth.
Ron Sayles | 2 years ago | - | Good reporting. Would be nice to see the traffic counts the engineers used.
Jenna Kirby | 2 years ago | - | Four hundred trucks a day through the middle of town. Anything is better than that.
Walt | 2 years ago | 6 | Most of those trucks go to the quarry. Make the quarry pay for a road.
Bea Longstreet | 2 years ago | - | I hope they keep the sycamores along the creek. They were there before any of us.
"""
    )
    likes = [5, 2, 4, 1, 0, 7, 3, 2, 9]
    items = []
    for i, d in tree_walk(c):
        x = c[i]
        items.append(
            f'<li class="dsq2-post dsq2-depth-{d}" id="dsq2-post-{81012 + i}" style="margin-left:{d * 40}px">'
            f'<div class="dsq2-avatar">{_av(i, x.author, 36)}</div><div class="dsq2-body">'
            f'<div class="dsq2-hd"><a class="dsq2-name" href="#">{esc(x.author)}</a> <span class="dsq2-dot">·</span> '
            f'<a class="dsq2-time" href="#dsq2-post-{81012 + i}" title="Tuesday, March 6, 2012 9:1{i} AM">{esc(x.when)}</a></div>'
            f'<div class="dsq2-msg">{_ps(x.text)}</div><div class="dsq2-ft"><a href="#" class="dsq2-like">Like</a> '
            f'<a href="#" class="dsq2-reply">Reply</a>'
            + (f' <span class="dsq2-likes">{likes[i]} likes</span>' if likes[i] else "")
            + "</div></div></li>"
        )
    thread_html = (
        '<div id="dsq2-thread"><div id="dsq2-content"><div class="dsq2-head"><span class="dsq2-count">Showing 9 comments</span> '
        '<span class="dsq2-reactions">Like · 3 people liked this.</span></div>'
        '<div class="dsq2-form"><textarea placeholder="Add New Comment"></textarea><button>Post as …</button></div>'
        '<div class="dsq2-sort">Sort by <a href="#">Popular now</a> <a href="#" class="sel">Newest first</a> <a href="#">Oldest first</a> '
        '<span class="dsq2-subscribe">Subscribe by email · RSS</span></div>'
        f'<ul class="dsq2-list">{"".join(items)}</ul>'
        '<div class="dsq2-trackback">Trackback URL http://harrowgate.example/trackback/</div>'
        '<div class="dsq2-powered"><a href="#">blog comments powered by Dsqs</a></div></div></div>'
    )
    st = story(
        "County finally funds the Route 30 bypass",
        "By Colleen Farrow, Staff Writer",
        "Colleen Farrow",
        "2012-03-05T18:30:00-05:00",
        "Posted: Monday, March 5, 2012 6:30 pm",
        """
The Harrow County commission voted 4-1 on Monday to put $38 million toward the long-delayed Route 30 bypass, which would take heavy trucks off Main Street.

Construction could start in the spring of 2014 if the state approves its share. The road would run north of the creek and rejoin Route 30 near the quarry.

Commissioner Lyle Dorn voted against, saying the county should first repair the bridges it already has.
""",
    )
    parts = PartsK(
        after=box("grid", "", f'<h3 class="dsq2-title">9 comments</h3>{thread_html}', "comments-mod"),
        rail=box(
            "grid",
            "Most popular",
            rows(
                "grid",
                ["Quarry asks for longer hours", "Boys soccer wins district", "Main Street parking changes"],
                True,
            ),
        )
        + box("grid", "Weather", "<p>Harrowgate: 41°F, cloudy. Tonight: rain.</p>"),
    )
    return make(
        "l-dsq-en-embed",
        "discussion",
        "grid",
        "en-dq",
        st,
        parts,
        c,
        path="/news/local/county-funds-route-30-bypass-2012-03-05.html",
        container="Disqus-like embed saved in the page: div#dsq2-thread, ul.dsq2-list of li.dsq2-post siblings",
        heading="9 comments",
        description="A Disqus-like thread of 2011-2012 as a saved page holds it: the embed's markup in the page (no iframe), 'Showing 9 comments', sort links, 'Like · Reply', likes counts, nesting by depth classes and inline margin-left on sibling <li>s (two levels), relative times; a newspaper on a 960 grid.",
    )


# --------------------------------------------------------------------------- it: the WordPress plugin's fallback + the rendered embed


def dsq_it() -> Case:
    c = thread(
        """
Graziella | 12 marzo 2011 alle 08:14 | - | Che meraviglia le tue Livornesi! Le mie quest'anno non fanno un uovo, forse perché il pollaio è troppo all'ombra.
Marta (l'autrice) | 12 marzo 2011 alle 09:02 | 0 | Graziella, prova a lasciare la luce accesa un'oretta la sera: da me ha funzionato.
Beppe da Cuneo | 12 marzo 2011 alle 11:40 | - | Io metto un po' di guscio d'ostrica tritato nel mangime, i gusci vengono molto più robusti.
Lucia P. | 12 marzo 2011 alle 15:27 | - | Quante galline ci stanno in un pollaio come il tuo? Vorrei cominciare con quattro.
Marta (l'autrice) | 12 marzo 2011 alle 16:05 | 3 | Il mio è di due metri per uno e mezzo e ne tiene sei comode. Per quattro basta anche meno.
Dario | 13 marzo 2011 alle 10:18 | - | Attenta alle faine, qui da noi in una notte hanno fatto strage. Rete interrata di almeno trenta centimetri!
Nonna Ines | 14 marzo 2011 alle 19:51 | - | Brava ragazza, le uova di casa sono un'altra cosa. Io le tenevo nella paglia in cantina.
"""
    )
    fb = []
    for i, _d in tree_walk(c):
        x = c[i]
        fb.append(
            f'<li id="dsq-comment-{3301 + i}"><div id="dsq-comment-header-{3301 + i}" class="dsq-comment-header"><cite id="dsq-cite-{3301 + i}">'
            f'<span id="dsq-author-user-{3301 + i}">{esc(x.author)}</span></cite></div>'
            f'<div id="dsq-comment-body-{3301 + i}" class="dsq-comment-body"><div id="dsq-comment-message-{3301 + i}" class="dsq-comment-message">{_ps(x.text)}</div></div></li>'
        )
    emb = []
    for i, d in tree_walk(c):
        x = c[i]
        emb.append(
            f'<li class="emb-post emb-d{d}" style="margin-left:{d * 46}px"><div class="emb-av">{_av(i, x.author)}</div>'
            f'<div class="emb-hd"><span class="emb-author">{esc(x.author)}</span> <a class="emb-when" href="#c{i}">{esc(x.when)}</a></div>'
            f'<div class="emb-txt">{_ps(x.text)}</div><div class="emb-ft"><a href="#">Rispondi</a> · <a href="#">Mi piace</a> · <a href="#">Segnala</a></div></li>'
        )
    after = (
        '<div class="post-footer-line">Etichette: <a href="/search/label/galline">galline</a>, <a href="/search/label/pollaio">pollaio</a></div>'
        '<div id="comments-area"><h4 class="ca-title">7 commenti</h4>'
        f'<div id="dsq-content" style="display: none;"><ul id="dsq-comments">{"".join(fb)}</ul></div>'
        '<div id="embed-thread"><div class="emb-bar"><span class="emb-count">7 commenti</span> · <a href="#">Accedi</a> · '
        'Ordina per <a href="#">più recenti</a> <a href="#" class="on">più vecchi</a> <a href="#">migliori</a></div>'
        f'<ul class="emb-list">{"".join(emb)}</ul><p class="emb-powered">Commenti gestiti da un servizio esterno</p></div></div>'
    )
    st = story(
        "Le mie galline livornesi e il pollaio nuovo",
        "Pubblicato da Marta",
        "Marta Ferrero",
        "2011-03-11T21:10:00+01:00",
        "venerdì 11 marzo 2011",
        """
Finalmente il pollaio nuovo è finito! Mio marito ci ha lavorato tre fine settimana, con le assi del vecchio fienile e una porticina che si chiude da sola al tramonto.

Le sei Livornesi si sono trasferite sabato e da lunedì fanno di nuovo un uovo al giorno ciascuna, bianchissimo.

Nelle foto qui sotto vedete la posatoia, i nidi con la paglia e la rete contro le faine. Se avete domande chiedete pure.
""",
        declare="visible",
    )
    rail = box(
        "minima",
        "Chi sono",
        f"{_av(99, 'Marta', 80)}<p>Marta, 38 anni, un orto in Langa e troppe galline.</p>",
    ) + box("minima", "Archivio blog", rows("minima", ["► 2011 (14)", "► 2010 (41)", "► 2009 (22)"]))
    parts = PartsK(after=after, rail=rail)
    return make(
        "l-dsq-it-fallback",
        "discussion",
        "minima",
        "it-wp",
        st,
        parts,
        c,
        path="/2011/03/le-mie-galline-livornesi.html",
        container="div#comments-area: the plugin's hidden fallback div#dsq-content ul#dsq-comments, and the rendered div#embed-thread",
        heading="7 commenti",
        description="The same seven comments twice in the saved page: the server-side fallback a WordPress plugin printed for crawlers (ul#dsq-comments, hidden by its script: style=display:none, nested in reading order but flat) and the rendered embed (li.emb-post, margin-left by depth, 'Rispondi · Mi piace · Segnala'); each counts once; a blog with only the visible date.",
    )


# --------------------------------------------------------------------------- nl: IntenseDebate-like, 2010


def idb_nl() -> Case:
    c = thread(
        """
Kees Bakker | 3 maart 2010 om 14:22 | - | Eindelijk. Die pont heeft jarenlang stilgelegen en nu ineens in een half jaar geregeld. Chapeau voor de buurtvereniging.
Ria van Dijk | 3 maart 2010 om 15:01 | 0 | Het is vooral de provincie die betaalt, Kees. De buurt heeft alleen gelobbyd.
Kees Bakker | 3 maart 2010 om 15:40 | 1 | Lobbyen is ook werk, Ria. Zonder die handtekeningen was er niks gebeurd.
Joost | 3 maart 2010 om 17:12 | - | Rijdt hij ook op zondag? Dat is voor ons de enige dag dat we naar de markt in Wormer fietsen.
Fam. Schipper | 4 maart 2010 om 08:30 | - | Fijn voor de scholieren, die hoeven nu niet meer om via de brug.
Anouk | 4 maart 2010 om 21:47 | 3 | Volgens de dienstregeling op de site van de gemeente vaart hij zondag van tien tot zes.
"""
    )
    score = ["+4", "+1", "+2", "0", "+6", "+3"]
    items = []
    for i, d in tree_walk(c):
        x = c[i]
        items.append(
            f'<div class="idb-c idb-d{d + 1}" id="idb-c-{5170 + i}"><div class="idb-head">{_av(i, x.author, 28)} '
            f'<a class="idb-user" href="#">{esc(x.author)}</a> <span class="idb-score">{score[i]}</span> '
            f'<a class="idb-date" href="#idb-c-{5170 + i}">{esc(x.when)}</a></div><div class="idb-text">{_ps(x.text)}</div>'
            '<div class="idb-act"><a href="#">Antwoorden</a> <a href="#">Link</a> <a href="#">Rapporteer</a> <a href="#">▲</a> <a href="#">▼</a></div></div>'
        )
    thread_html = (
        "<style>.idb-d2{margin-left:30px}.idb-d3{margin-left:60px}.idb-c{border-top:1px solid #ddd;padding:6px 0}</style>"
        '<div id="idb-thread"><div class="idb-bar"><h3 class="idb-title">Reacties (6)</h3> <span>Sorteer op: <a href="#" class="on">Oudste eerst</a> | '
        '<a href="#">Nieuwste eerst</a> | <a href="#">Beste score</a></span> <a href="#" class="idb-rss">RSS</a></div>'
        f'<div class="idb-list">{"".join(items)}</div><div class="idb-form"><b>Reageer</b><textarea></textarea><p>Log in om een reactie te plaatsen of reageer als gast.</p></div></div>'
    )
    st = story(
        "Voetveer Zaandijk vaart vanaf april weer",
        "Door Marieke Slot",
        "Marieke Slot",
        "2010-03-03T11:05:00+01:00",
        "woensdag 3 maart 2010, 11:05",
        """
Het voetveer tussen Zaandijk en Wormerveer gaat op 1 april weer varen. Dat heeft de provincie Noord-Holland woensdag bekendgemaakt.

Het pontje lag sinds 2006 stil omdat de gemeente het onderhoud te duur vond. Een buurtvereniging verzamelde ruim 2.400 handtekeningen.

De provincie betaalt de eerste drie jaar de exploitatie. Een overtocht kost 50 cent.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after='<div class="tools"><a href="#">Print</a> · <a href="#">Mail</a> · <a href="#">Hyves</a> · <a href="#">Twitter</a></div>'
        + thread_html,
        rail=box(
            "grid",
            "Meest gelezen",
            rows(
                "grid", ["Brand in loods Krommenie", "ZVV wint derby", "Nieuwe burgemeester Wormerland"], True
            ),
        )
        + box(
            "grid",
            "Agenda",
            rows("grid", ["Za 6 maart: Rommelmarkt Wormer", "Zo 7 maart: Concert Bullekerk"]),
        ),
    )
    return make(
        "l-idb-nl-scores",
        "discussion",
        "grid",
        "nl-id",
        st,
        parts,
        c,
        path="/regio/zaandijk/voetveer-vaart-weer-20100303.html",
        container="IntenseDebate-like div#idb-thread, div.idb-c siblings with depth classes idb-d1..idb-d3",
        heading="Reacties (6)",
        description="An IntenseDebate-like thread of 2010 saved in the page: score per comment (+4), sort links, 'Antwoorden · Link · Rapporteer · ▲ ▼', sibling records nested only by depth classes (idb-d1..idb-d3) and a stylesheet, one reply to a reply; a regional paper on a 960 grid, JSON-LD.",
    )


# --------------------------------------------------------------------------- pt: Livefyre-like with "Mostrar mais", 2013


def lf_pt() -> Case:
    c = thread(
        """
Rodrigo Albuquerque | há 2 dias | - | Moro na Asa Norte e o metrô até lá resolveria metade dos meus problemas. Mas 2018? Duvido muito.
Patrícia Nunes | há 2 dias | 0 | Rodrigo, a linha até Ceilândia levou doze anos. Com sorte a sua fica pronta em 2025.
Zé Carlos | há 2 dias | - | Tinha que ser VLT na W3, como estava no projeto original. Muito mais barato.
Ana Luíza Borges | há 2 dias | - | Quem vai pagar? O GDF não tem dinheiro nem para tapar os buracos da EPTG.
Fernando S. | há 2 dias | 3 | Pelo texto, metade vem do PAC. O resto é financiamento.
Cláudia | há 2 dias | - | Enquanto isso o ônibus do Gama continua lotado às seis da manhã.
Marcos Vinícius | há 3 dias | - | Boa matéria, bem explicada. Faltou só um mapa com as estações.
Lu Rezende | há 3 dias | - | Meu pai trabalhou na obra da primeira linha. Disse que o solo da Asa Norte é complicado.
Tiago | há 3 dias | 7 | Argila expansiva, se não me engano. Encarece bastante o túnel.
Beatriz Moura | há 3 dias | - | Espero que tenha bicicletário nas estações. Em Samambaia não tem nenhum.
Jorge Henrique | há 3 dias | - | Promessa de ano de eleição. Vamos ver depois de outubro.
Sônia Freitas | há 3 dias | - | Finalmente uma boa notícia para quem mora longe do Plano.
"""
    )

    def item(i: int) -> str:
        x = c[i]
        kids = "".join(item(j) for j in range(len(c)) if c[j].parent == i)
        return (
            f'<article class="lfy-item" data-lfy-id="{90311 + i}"><header class="lfy-hd">{_av(i, x.author)} <span class="lfy-author">{esc(x.author)}</span> '
            f'<time class="lfy-time">{esc(x.when)}</time></header><div class="lfy-body">{_ps(x.text)}</div>'
            '<footer class="lfy-ft"><a href="#">Curtir</a> · <a href="#">Responder</a> · <a href="#">Compartilhar</a></footer>'
            + (f'<div class="lfy-children">{kids}</div>' if kids else "")
            + "</article>"
        )

    tops = [i for i, x in enumerate(c) if x.parent is None]
    first = "".join(item(i) for i in tops[:5])
    rest = "".join(item(i) for i in tops[5:])
    path = "/cidades/metro-asa-norte-2018-20130812.html"
    frag = path.replace(".html", "-mais.html")
    block = (
        "<style>.lfy-children{margin-left:36px;border-left:2px solid #ddd;padding-left:8px}.lfy-item{margin:10px 0}</style>"
        '<div id="lfy-app" class="lfy-widget"><div class="lfy-stats"><span class="lfy-count">12 comentários</span> · <span class="lfy-listeners">37 pessoas ouvindo</span></div>'
        '<div class="lfy-editor"><textarea placeholder="Participe da conversa…"></textarea><a href="#">Entrar</a></div>'
        '<div class="lfy-sort"><a href="#" class="on">Mais recentes</a> <a href="#">Mais antigos</a> <a href="#">Mais curtidos</a></div>'
        f'<div class="lfy-stream" id="lfy-stream">{first}</div><button class="lfy-more" id="lfy-more">Mostrar mais 5 comentários</button></div>'
    )
    st = story(
        "Metrô deve chegar à Asa Norte em 2018, promete governo",
        "Por Helena Castro",
        "Helena Castro",
        "2013-08-12T07:45:00-03:00",
        "12/08/2013 07h45",
        """
O governo do Distrito Federal prometeu nesta segunda-feira que a extensão do metrô até o fim da Asa Norte estará pronta em 2018.

A obra terá 5,6 quilômetros e quatro estações. O custo estimado é de R$ 1,3 bilhão, metade com recursos federais.

A licitação deve ser publicada em novembro. Especialistas ouvidos pela Gazeta consideram o prazo otimista.
""",
    )
    parts = PartsK(
        after='<div class="tags">Assuntos: <a href="#">metrô</a> <a href="#">mobilidade</a></div>'
        + box("grid", "", block, "comentarios"),
        rail=box(
            "grid",
            "Mais lidas",
            rows(
                "grid",
                [
                    "Chuva volta ao DF na quinta",
                    "Gama vence o Brasiliense",
                    "Concurso da Secretaria de Saúde",
                ],
                True,
            ),
        ),
        end=fetch_on("click:#lfy-more", frag, "#lfy-stream", mode="append"),
        files={frag: rest},
    )
    return make(
        "l-lf-pt-mostrar-mais",
        "revealed",
        "grid",
        "pt-lf",
        st,
        parts,
        c,
        path=path,
        reveal="load_more: 5 threads (7 comments) in the page; 'Mostrar mais 5 comentários' fetches the other 4 threads (5 comments)",
        container="Livefyre-like div#lfy-app, article.lfy-item, replies in div.lfy-children",
        heading=None,
        description="A Livefyre-like stream of 2013: '12 comentários · 37 pessoas ouvindo', sort links, 'Curtir · Responder · Compartilhar', relative times ('há 2 dias'); the first five threads (7 comments) in the page, the button 'Mostrar mais 5 comentários' appends the rest (fetched HTML); no heading.",
        static=False,
        check_steps=("click:#lfy-more", "wait:800"),
    )


# --------------------------------------------------------------------------- pl: Echo-like rendered stream and its <noscript> copy


def echo_pl() -> Case:
    c = thread(
        """
Marek z Zawarcia | 14.06.2011, 09:12 | - | Nareszcie ktoś pomyślał o tym moście. Codziennie stoję tam po czterdzieści minut.
gorzowianka | 14.06.2011, 09:40 | 0 | Panie Marku, a objazd przez Kłodawę? Ja tak jeżdżę i jest szybciej.
Stefan K. | 14.06.2011, 11:05 | - | Remont w wakacje to dobry pomysł, ale czemu dopiero od sierpnia? Lipiec jest pusty.
Ola | 14.06.2011, 13:27 | - | Oby tylko ścieżka rowerowa została po obu stronach.
Bogdan | 14.06.2011, 16:48 | - | Pamiętam budowę tego mostu w 1978. Wtedy też mówili, że to na sto lat.
"""
    )
    nos = "".join(f"<li><b>{esc(x.author)}</b> ({esc(x.when)}): {esc(x.text)}</li>" for x in c)

    def item(i: int) -> str:
        x = c[i]
        kids = "".join(item(j) for j in range(len(c)) if c[j].parent == i)
        return (
            f'<div class="ech-item"><div class="ech-av">{_av(i, x.author)}</div><div class="ech-wrap"><span class="ech-name">{esc(x.author)}</span>'
            f'<div class="ech-body">{_ps(x.text)}</div><div class="ech-foot"><span class="ech-date">{esc(x.when)}</span> · '
            '<a href="#">Odpowiedz</a> · <a href="#">Lubię to</a> · <a href="#">Zgłoś nadużycie</a></div>'
            + (f'<div class="ech-children" style="padding-left:40px">{kids}</div>' if kids else "")
            + "</div></div>"
        )

    block = (
        '<div class="section-comments"><h3>Dyskusja (5)</h3>'
        f'<noscript><p>Włącz JavaScript, aby dodać opinię.</p><ul class="nojs-list">{nos}</ul></noscript>'
        '<div id="ech-stream" class="ech-stream"><div class="ech-tools"><a href="#">Zaloguj</a> · <a href="#">Najnowsze</a> · <a href="#">Najstarsze</a></div>'
        + "".join(item(i) for i, x in enumerate(c) if x.parent is None)
        + '<div class="ech-powered">Obsługa opinii: zewnętrzny serwis</div></div></div>'
    )
    st = story(
        "Most Lubuski do remontu. Objazdy od sierpnia",
        "Jan Sobczak",
        "Jan Sobczak",
        "2011-06-14T07:30:00+02:00",
        "14.06.2011, 07:30",
        """
Od 1 sierpnia most Lubuski w Gorzowie będzie remontowany. Prace potrwają do końca listopada, ruch odbywać się będzie jednym pasem.

Wykonawca wymieni nawierzchnię, dylatacje i bariery. Koszt to 11 mln zł.

Miejski Zarząd Dróg zaleca objazd przez most Staromiejski.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "portal",
            "Najczęściej czytane",
            rows(
                "portal", ["Stal wygrywa w Lesznie", "Pożar w Kostrzynie", "Nowe rondo na Słowiańskiej"], True
            ),
        ),
    )
    return make(
        "l-echo-pl-noscript",
        "discussion",
        "portal",
        "pl-echo",
        st,
        parts,
        c,
        path="/wiadomosci/most-lubuski-do-remontu-20110614.html",
        container="div.section-comments: a <noscript> list and the rendered Echo-like div#ech-stream",
        heading="Dyskusja (5)",
        description="An Echo/JS-Kit-like stream as a saved page holds it: the rendered div.ech-item records ('Odpowiedz · Lubię to · Zgłoś nadużycie', replies in div.ech-children) and, before them, the same five in a <noscript> list ('Name (date): text'); each counts once; heading 'Dyskusja'.",
    )
