"""Blind set DC: two article pages of 2012 without any reader comment, with the era's furniture: a Dutch regional
daily's story with an empty reactions area ("Er zijn nog geen reacties") beside most read with counts, a poll, a
weather box, a Twitter box as saved and classifieds; a Brazilian WordPress-like photography blog's post that nobody
has answered yet, beside a "Comentários recentes" widget quoting other posts' comments with names and snippets.
Every class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dc_common import Case, box, counted, doc, esc, links, make, slug

NL_CSS = (
    "body{margin:0;background:#fff;font:13px/1.5 Arial,sans-serif;color:#222}#site{width:990px;margin:0 auto}"
    "#kop{border-bottom:4px solid #e36c0a;padding:12px 6px;overflow:hidden}#kop .logo{font:bold 36px Georgia;color:#e36c0a}#kop .datum{float:right;font-size:11px;color:#777}"
    "#rubrieken{list-style:none;margin:0;padding:0;background:#333;overflow:hidden}#rubrieken li{float:left}#rubrieken a{display:block;color:#fff;padding:6px 11px}"
    "#artikel-kolom{float:left;width:640px;padding:10px}#zijkolom{float:right;width:310px;padding:10px 0}.blok h3{margin:0 0 6px;background:#e36c0a;color:#fff;font-size:12px;padding:3px 6px}"
    ".reacties-leeg{background:#f6f6f6;padding:10px;color:#666}#voet{clear:both;background:#333;color:#aaa;padding:14px;font-size:11px}"
)


def nl_dijk() -> Case:
    article = (
        '<div class="artikel"><p class="broodkruimel"><a href="/">Home</a> › <a href="/regio">Regio</a> › <a href="/regio/lingewaard">Lingewaard</a></p>'
        "<h1>Dijkversterking bij Haalderen: fietspad twee jaar dicht</h1>"
        '<p class="meta">Door Femke de Wit · <span class="datum">vrijdag 9 maart 2012, 06:00</span> · bijgewerkt 9 maart 2012, 11:42</p>'
        '<p class="intro"><b>HAALDEREN – Het fietspad over de Waaldijk tussen Haalderen en de veerstoep bij Oosterhuizen gaat vanaf 2 april dicht. Het waterschap begint dan aan de versterking van ruim drie kilometer dijk.</b></p>'
        "<p>Volgens het waterschap voldoet de dijk op dit stuk niet meer aan de veiligheidsnormen. Bij hoog water kan er zand onder de dijk door spoelen, zogeheten piping. De dijk wordt daarom verbreed en aan de binnenkant komt een stalen damwand.</p>"
        "<p>De werkzaamheden duren naar verwachting tot het voorjaar van 2014. Fietsers worden omgeleid via de Kerkstraat en de Polderweg, een omweg van ongeveer 2,5 kilometer. Scholieren die naar het Lingecollege fietsen, krijgen volgens de gemeente een veilige route met extra verlichting.</p>"
        "<p>Voor omwonenden houdt het waterschap op dinsdag 20 maart een informatieavond in dorpshuis De Schakel. Daar zijn ook de tekeningen van de nieuwe dijk te zien.</p>"
        '<div class="deel">Delen: <span class="fb">Vind ik leuk 38</span> <span class="tw">Tweet 11</span> <span class="hyves">Hyves 2</span> <a href="#">Mail</a> <a href="#">Print</a></div>'
        '<div class="gerelateerd"><h3>Meer over dit onderwerp</h3>'
        + links(
            (
                "Waterschap: dertig kilometer dijk moet worden versterkt",
                "Hoogwater 1995: 'We stonden op de dijk te kijken'",
                "Veerpont Oosterhuizen vaart weer vanaf Pasen",
            )
        )
        + "</div></div>"
    )
    after = (
        '<div id="reacties"><h3>Reacties</h3><p class="reacties-leeg">Er zijn nog geen reacties op dit artikel. Reageer als eerste!</p>'
        '<form action="/reageer" method="post"><p>Je moet <a href="/inloggen">ingelogd</a> zijn om te kunnen reageren.</p><textarea name="tekst" rows="5" cols="60" disabled="disabled"></textarea></form></div>'
    )
    side = (
        '<div class="advertentie" style="height:250px;background:#f3f3f3;text-align:center;color:#aaa">Advertentie</div>'
        + box(
            "Meest gelezen",
            counted(
                "Brand in schuur Bemmel, paarden gered | 5.402\nDijkversterking bij Haalderen: fietspad dicht | 3.118\nGemeente wil minder ambtenaren in 2013 | 2.775\nVoetbal: Haalderen wint derby van Bemmel | 1.960",
                "keer gelezen",
            ),
            "blok",
        )
        + box(
            "Stelling",
            "<p>De omleiding voor fietsers is veilig genoeg.</p><ul><li>Eens: 31%</li><li>Oneens: 56%</li><li>Weet niet: 13%</li></ul><p>1.084 stemmen</p>",
            "blok",
        )
        + box(
            "Weer",
            "<p>Vandaag: 9°C, buien, wind ZW 4<br />Morgen: 11°C, half bewolkt</p><p>Waterstand Waal bij Nijmegen: 9,12 m +NAP</p>",
            "blok",
        )
        + box(
            "Volg ons op Twitter",
            '<div class="twitter"><p><b>@GelderseKrant</b> Fietspad Waaldijk bij Haalderen twee jaar dicht <i>3 uur geleden</i></p><p><b>@GelderseKrant</b> Drukte bij Pannerdensch Kanaal door hoogwater <i>gisteren</i></p></div>',
            "blok",
        )
        + box(
            "Familieberichten",
            "<ul><li>Geboren: Sem, zoon van Joost en Ilse</li><li>In memoriam: Hendrika van Aalst-Bosman, 88 jaar</li></ul>",
            "blok",
        )
        + box(
            "Kleintjes",
            "<ul><li>Te koop: kinderfiets 20 inch, € 40</li><li>Gevraagd: oppas voor 2 dagen p/w, Gendt</li><li>Te huur: garagebox Huissen</li></ul>",
            "blok",
        )
    )
    body = (
        '<div id="site"><div id="kop"><span class="datum">vrijdag 9 maart 2012</span><span class="logo">De Gelderse Krant</span> <span>Nieuws uit Lingewaard, Overbetuwe en Rijnwaarden</span></div>'
        '<ul id="rubrieken"><li><a href="/">Home</a></li><li><a href="/regio">Regio</a></li><li><a href="/sport">Sport</a></li><li><a href="/uit">Uit</a></li><li><a href="/112">112</a></li><li><a href="/familieberichten">Familieberichten</a></li><li><a href="/abonnement">Abonnement</a></li></ul>'
        f'<div id="artikel-kolom">{article}\n{after}</div><div id="zijkolom">{side}</div>'
        '<div id="voet">© 2012 De Gelderse Krant B.V. · <a href="/colofon">Colofon</a> · <a href="/adverteren">Adverteren</a> · <a href="/privacy">Privacy</a></div></div>'
    )
    html = doc(
        "nl", "Dijkversterking bij Haalderen: fietspad twee jaar dicht", "De Gelderse Krant", NL_CSS, body
    )
    return make(
        "dc-plain-nl-dijk",
        "lookalike",
        "nl",
        html,
        [],
        path="/dc/gelderse-krant/regio/lingewaard/dijkversterking-haalderen.html",
        container="-",
        heading=None,
        description="Dutch regional daily of 2012, a dyke-works story with an empty reactions area ('Er zijn nog geen reacties op dit artikel. Reageer als eerste!'); most read with counts, a poll, weather and river level, a Twitter box as saved, family notices, classifieds",
    )


PT_CSS = (
    "body{background:#222;font:13px/1.6 Georgia,serif;color:#333;margin:0}#wrapper{width:960px;margin:0 auto;background:#fff}"
    "#header{padding:28px 20px;background:#111;color:#fff}#header h1{margin:0;font:normal 34px Georgia}#header a{color:#fff;text-decoration:none}"
    "#access ul{margin:0;padding:0;list-style:none;background:#444;overflow:hidden}#access li{float:left}#access a{display:block;padding:8px 14px;color:#eee}"
    "#content{float:left;width:640px;padding:20px}#primary{float:right;width:260px;padding:20px 10px;font-size:12px}.widget-title{font-size:13px;text-transform:uppercase;border-bottom:1px solid #999}"
    ".rc-trecho{color:#666;font-style:italic;margin:2px 0 8px}#colophon{clear:both;background:#111;color:#888;padding:14px;font-size:11px}"
)


def pt_fotos() -> Case:
    post = (
        '<div id="post-643" class="post-643 post type-post status-publish hentry category-tecnica">'
        '<h1 class="entry-title">Fotografando a neblina do Passeio Público: cinco dicas que aprendi apanhando</h1>'
        '<div class="entry-meta">Publicado em <span class="entry-date">22 de maio de 2012</span> por <span class="author vcard"><a href="/author/renata/">Renata Kowalczyk</a></span></div>'
        '<div class="entry-content">'
        "<p>Quem mora em Curitiba sabe: entre maio e julho, se você levantar antes das sete, a cidade te dá de presente uma neblina que parece cenário de filme. Passei as últimas três semanas acordando às cinco e meia para fotografar o Passeio Público, e aqui vão as lições (algumas bem doloridas).</p>"
        "<p><strong>1. Fotometria compensada.</strong> A neblina engana o fotômetro, que deixa tudo cinza. Compense +1 ou até +1,7 EV.</p>"
        "<p><strong>2. Tripé, sempre.</strong> Com pouca luz e ISO baixo, a velocidade cai para 1/15 ou menos.</p>"
        "<p><strong>3. Procure uma silhueta.</strong> Um banco, um poste, uma pessoa caminhando: a neblina precisa de algo escuro na frente para aparecer.</p>"
        "<p><strong>4. Lente limpa e um pano no bolso.</strong> A umidade embaça tudo em minutos.</p>"
        "<p><strong>5. Volte no dia seguinte.</strong> Das quinze manhãs, só quatro renderam fotos de que eu gosto.</p>"
        '<div class="compartilhe"><span class="fb">Curtir 64</span> <span class="tw">Tweetar 15</span> <span class="gplus">+1 4</span> <span class="pin">Pin it 9</span></div>'
        '</div><div class="entry-utility">Publicado em <a href="/category/tecnica/">Técnica</a> | Marcado <a href="/tag/curitiba/">Curitiba</a>, <a href="/tag/neblina/">neblina</a>, <a href="/tag/paisagem/">paisagem</a></div>'
        '<div id="entry-author-info"><h2>Sobre Renata Kowalczyk</h2><p>Fotógrafa amadora desde 2006, engenheira nas horas úteis. Fotografa Curitiba de manhã cedo e escreve aqui quando o café faz efeito.</p></div></div>'
        '<div id="nav-below" class="navigation"><div class="nav-previous"><a href="/2012/05/08/lente-50mm/">&larr; A 50mm f/1.8 vale a pena?</a></div><div class="nav-next"><a href="/2012/06/03/feira-do-largo/">Feirinha do Largo em preto e branco &rarr;</a></div></div>'
    )
    after = (
        '<div id="comments"><p class="nocomments">Nenhum comentário ainda.</p>'
        '<div id="respond"><h3 id="reply-title">Deixe uma resposta</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p class="comment-form-author"><label for="author">Nome *</label><input id="author" name="author" type="text" /></p>'
        '<p class="comment-form-email"><label for="email">E-mail *</label><input id="email" name="email" type="text" /></p>'
        '<p class="comment-form-comment"><label for="comment">Comentário</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" value="Publicar comentário" /></p></form></div></div>'
    )
    recent = "".join(
        f'<li class="recentcomments"><span class="rc-autor">{esc(w)}</span> em <a href="/{slug(t)}/">{esc(t)}</a><p class="rc-trecho">{esc(s)}</p></li>'
        for w, t, s in (
            (
                "Marcelo T.",
                "A 50mm f/1.8 vale a pena?",
                "Comprei a minha usada por 180 reais e é a lente que mais uso, concordo com tudo…",
            ),
            (
                "Renata Kowalczyk",
                "A 50mm f/1.8 vale a pena?",
                "Marcelo, cuidado só com o foco automático no escuro, ela caça bastante.",
            ),
            (
                "Dani Fotografias",
                "Ensaio no Jardim Botânico: o que ninguém te conta",
                "O segurança também me pediu autorização quando fui com modelo! Ninguém avisa isso…",
            ),
            (
                "Paulo (Ponta Grossa)",
                "RAW ou JPEG para quem está começando",
                "Eu comecei em JPEG e me arrependo, perdi um monte de foto que daria para salvar.",
            ),
        )
    )
    side = (
        '<ul class="xoxo">'
        + box(
            "Pesquisar",
            '<form id="searchform" action="/"><input type="text" name="s" /><input type="submit" value="Pesquisar" /></form>',
            "widget",
            "li",
            "h3",
        )
        + box(
            "Comentários recentes",
            f'<ul id="recentcomments">{recent}</ul>',
            "widget widget_recent_comments",
            "li",
            "h3",
        )
        + box(
            "Posts mais vistos",
            counted(
                "A 50mm f/1.8 vale a pena? | 3.904\nRAW ou JPEG para quem está começando | 2.611\nEnsaio no Jardim Botânico: o que ninguém te conta | 1.877",
                "visitas",
            ),
            "widget",
            "li",
            "h3",
        )
        + box(
            "Flickr",
            '<div class="flickr">'
            + "".join(f'<img src="/_avatar/fl{i}.svg" width="60" height="60" alt="" />' for i in range(6))
            + "</div>",
            "widget",
            "li",
            "h3",
        )
        + box(
            "Blogs amigos",
            links(
                ("Luz de Inverno", "Clique Paranaense", "Fotoclube Araucária", "Preto no Branco"),
                "http://amigos.example.com.br/",
            ),
            "widget",
            "li",
            "h3",
        )
        + box(
            "Arquivos",
            '<ul><li><a href="/2012/05/">maio 2012</a> (4)</li><li><a href="/2012/04/">abril 2012</a> (5)</li><li><a href="/2012/03/">março 2012</a> (3)</li></ul>',
            "widget",
            "li",
            "h3",
        )
        + "</ul>"
    )
    body = (
        '<div id="wrapper" class="hfeed"><div id="header"><h1><a href="/">Neblina &amp; Grão</a></h1><div id="site-description">Fotografia de rua e paisagem em Curitiba</div></div>'
        '<div id="access"><ul><li><a href="/">Início</a></li><li><a href="/category/tecnica/">Técnica</a></li><li><a href="/category/passeios/">Passeios</a></li><li><a href="/equipamento/">Equipamento</a></li><li><a href="/sobre/">Sobre</a></li></ul></div>'
        f'<div id="main"><div id="content">{post}\n{after}</div><div id="primary" class="widget-area">{side}</div></div>'
        '<div id="colophon">© 2012 Neblina &amp; Grão · Fotos sob licença Creative Commons BY-NC · Orgulhosamente movido por WordPress</div></div>'
    )
    html = doc(
        "pt-BR",
        "Fotografando a neblina do Passeio Público: cinco dicas que aprendi apanhando",
        "Neblina & Grão",
        PT_CSS,
        body,
        "single single-post",
    )
    return make(
        "dc-plain-pt-neblina",
        "lookalike",
        "pt",
        html,
        [],
        path="/dc/neblina-e-grao/2012/05/22/neblina-passeio-publico/",
        container="-",
        heading=None,
        description="Brazilian WordPress-like photography blog of 2012, a post without any comment ('Nenhum comentário ainda.' and the reply form) beside a 'Comentários recentes' widget quoting 4 comments of other posts with names and snippets (one by the blogger); most viewed posts with counts, Flickr, friends' blogs, archive",
    )


def plain_dc() -> list[Case]:
    return [nl_dijk(), pt_fotos()]
