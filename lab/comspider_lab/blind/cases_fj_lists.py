"""Blind set fj: two pages without any reader comment and two mixed pages. A Finnish municipal news blog on WordPress
(2014, "Kommentointi on suljettu." and an empty comment list), an English local paper's in-house CMS (2013, no
comment on the article, a "Recent comments" box of other articles' comments and a "Most commented" box), a
Portuguese blog on WordPress with a Kubrick-like theme (2012, 4 comments, then 3 trackbacks and pingbacks listed
apart) and an English community site on Drupal 7 (2013, 4 comments, a "Recent comments" block beside them, one of its
entries this article's own latest comment). Every site, name and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_fj_common import Case, doc, esc, kids, links, make, paras, slug, svg, talk

# --------------------------------------------------------------------------- fi: WordPress, comments closed, none, 2014


def fi_wp_kirjastoauto() -> Case:
    path = "/2014/03/kirjastoauton-reitit-muuttuvat-huhtikuussa"
    body = f"""<body class="single single-post postid-644 single-format-standard singular two-column right-sidebar">
<div id="page" class="hfeed">
<header id="branding" role="banner">
<hgroup><h1 id="site-title"><span><a href="/" rel="home">Kuusilahden kuulumiset</a></span></h1><h2 id="site-description">Kuusilahden kunnan tiedotteet ja uutiset</h2></hgroup>
<a href="/"><img src="/wp-content/uploads/2014/01/kuusilahti-header.svg" width="1000" height="200" alt="" /></a>
<nav id="access" role="navigation"><div class="menu-paavalikko-container"><ul id="menu-paavalikko" class="menu">{links("/", ["Etusivu", "Ajankohtaista", "Päätöksenteko", "Kirjasto", "Liikunta", "Yhteystiedot"])}</ul></div></nav>
</header>
<div id="main">
<div id="primary"><div id="content" role="main">
<nav id="nav-single"><h3 class="assistive-text">Artikkelien selaus</h3><span class="nav-previous"><a href="/2014/03/uimahallin-huoltotauko" rel="prev"><span class="meta-nav">&larr;</span> Edellinen</a></span> <span class="nav-next"><a href="/2014/03/kevaan-valtuustokokoukset" rel="next">Seuraava <span class="meta-nav">&rarr;</span></a></span></nav>
<article id="post-644" class="post-644 post type-post status-publish format-standard hentry category-kirjasto">
<header class="entry-header"><h1 class="entry-title">Kirjastoauton reitit muuttuvat huhtikuussa</h1>
<div class="entry-meta"><span class="sep">Julkaistu </span><a href="{path}" title="10.24" rel="bookmark"><time class="entry-date" datetime="2014-03-18T10:24:51+00:00">18.3.2014</time></a><span class="by-author"> <span class="sep"> kirjoittaja </span> <span class="author vcard"><a class="url fn n" href="/author/tiedotus" rel="author">Kunnan tiedotus</a></span></span></div>
</header>
<div class="entry-content">
<p>Kirjastoauto Kuukkeli ajaa 1.4.2014 alkaen uusilla reiteillä. Muutoksen syynä on Lahdenperän koulun lakkautus, minkä vuoksi koulun pysäkki siirtyy kylätalon pihaan.</p>
<p>Samalla iltareitit lyhenevät: maanantain ja keskiviikon iltavuorot päättyvät jatkossa kello 19.30. Torstain Pohjoiskylän reitille lisätään kaksi uutta pysäkkiä, Ruokojärven tienhaara ja Mäkelän kauppa.</p>
<p><img class="aligncenter size-large wp-image-645" src="/wp-content/uploads/2014/03/kuukkeli.svg" alt="Kirjastoauto Kuukkeli" width="584" height="300" /></p>
<p>Uudet aikataulut ovat saatavilla pääkirjastosta, kirjastoautosta ja kunnan verkkosivuilta. Lisätietoja antaa kirjastoauton kuljettaja-kirjastovirkailija, puh. 040 000 0000.</p>
</div>
<footer class="entry-meta">Kategoria(t): <a href="/category/kirjasto" rel="category tag">Kirjasto</a>. Lisää <a href="{path}" title="Kestolinkki artikkeliin Kirjastoauton reitit muuttuvat huhtikuussa" rel="bookmark">kestolinkki</a> kirjanmerkkeihisi.</footer>
</article>
<div id="comments">
<ol class="commentlist">
</ol>
<p class="nocomments">Kommentointi on suljettu.</p>
</div>
</div></div>
<div id="secondary" class="widget-area" role="complementary">
<aside id="search-2" class="widget widget_search"><form method="get" id="searchform" action="/"><label for="s" class="assistive-text">Haku</label><input type="text" class="field" name="s" id="s" placeholder="Haku" /></form></aside>
<aside id="recent-posts-2" class="widget widget_recent_entries"><h3 class="widget-title">Uusimmat artikkelit</h3><ul>{links("/2014/03/", ["Kevään valtuustokokoukset", "Uimahallin huoltotauko 24.-30.3.", "Kirjastoauton reitit muuttuvat huhtikuussa", "Hiihtoladut kunnossa pääsiäiseen asti"])}</ul></aside>
<aside id="archives-2" class="widget widget_archive"><h3 class="widget-title">Arkistot</h3><ul><li><a href="/2014/03/">maaliskuu 2014</a></li><li><a href="/2014/02/">helmikuu 2014</a></li><li><a href="/2014/01/">tammikuu 2014</a></li></ul></aside>
<aside id="text-2" class="widget widget_text"><h3 class="widget-title">Kirjaston aukioloajat</h3><div class="textwidget">ma-to 11-19<br />pe 11-16<br />la 10-14</div></aside>
</div>
</div>
<footer id="colophon" role="contentinfo"><div id="site-generator"><a href="https://wordpress.org/" title="Semanttinen julkaisualusta">Voimanlähteenä WordPress</a></div></footer>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#e2e2e2;font:15px/1.625 'Helvetica Neue',Helvetica,Arial,sans-serif;margin:0;padding:2em 0}#page{max-width:1000px;margin:0 auto;background:#fff}#branding hgroup{margin:0 7.6%}#site-title a{color:#111;font-size:30px;font-weight:bold;text-decoration:none}#site-description{color:#7a7a7a;font-size:14px}
#access{background:#222}#access li{display:inline-block}#access a{color:#eee;display:block;line-height:3.333em;padding:0 1.2em;text-decoration:none}#primary{float:left;width:100%;margin:0 -26.4% 0 0}#content{margin:0 34% 0 7.6%;width:58.4%}#secondary{float:right;margin-right:7.6%;width:18.8%;font-size:13px}
.entry-meta{color:#666;font-size:12px}.nocomments{text-align:center;color:#666;font-style:italic;margin:2em 0}#colophon{clear:both;border-top:2px solid #ddd;text-align:center;font-size:12px;padding:1em}
</style>"""
    return make(
        "fj-fi-wp-kirjastoauto",
        "lookalike",
        "fi",
        doc(
            "html5",
            title="Kirjastoauton reitit muuttuvat huhtikuussa | Kuusilahden kuulumiset",
            lang="fi",
            head=css,
            extra=' dir="ltr"',
        )
        + body,
        [],
        path=path,
        container="-",
        heading=None,
        description="A Finnish municipality's news blog of 2014 on WordPress with a Twenty Eleven-like theme (invented), no reader comment: the library bus's routes change; under the post div#comments holds an empty ol.commentlist and 'Kommentointi on suljettu.'; previous/next links, a byline '18.3.2014', the latest posts, archives and opening hours in the sidebar.",
        files={
            "/wp-content/uploads/2014/01/kuusilahti-header.svg": svg(1000, 200, "#2f5f7f", "Kuusilahti", 40),
            "/wp-content/uploads/2014/03/kuukkeli.svg": svg(584, 300, "#d8a81c", "Kuukkeli"),
        },
    )


# --------------------------------------------------------------------------- en: a local paper, no comment, widgets, 2013


def en_paper_quarry() -> Case:
    recent = [
        (
            "Derek Hanlon",
            "Fire station merger 'will cost lives', says union",
            "If the engine has to come from Stoke Barton it will be twenty minutes at least…",
            "14 minutes ago",
        ),
        (
            "MaryAnn C",
            "Parents angry as bus pass charge doubles",
            "We pay for two children and that is an extra £180 a year before uniforms…",
            "1 hour ago",
        ),
        (
            "Old Tannerite",
            "Tanner Street mural finally finished",
            "Looks brilliant. Whoever painted the horse deserves a medal.",
            "2 hours ago",
        ),
        (
            "J. Whitlow",
            "Fire station merger 'will cost lives', says union",
            "Derek, the response times are in the consultation paper, page 11.",
            "3 hours ago",
        ),
        (
            "brackenrider",
            "Ranger's Cup: Holm Colts through to final",
            "Great result lads, see you at the final.",
            "5 hours ago",
        ),
    ]
    recent_html = "".join(
        f'<li><span class="rc-author">{esc(n)}</span> on <a href="/news/{slug(t)}#comments">{esc(t)}</a>'
        f'<p class="rc-excerpt">&ldquo;{esc(x)}&rdquo;</p><span class="rc-time">{esc(w)}</span></li>'
        for n, t, x, w in recent
    )
    most = "".join(
        f'<li><a href="/news/{slug(t)}">{esc(t)}</a> <span class="count">({k} comments)</span></li>'
        for t, k in (
            ("Fire station merger 'will cost lives', says union", 87),
            ("Parents angry as bus pass charge doubles", 54),
            ("Supermarket plan for cattle market site rejected", 41),
            ("Tanner Street mural finally finished", 23),
            ("Council tax: what your band will pay", 19),
        )
    )
    body = f"""<body class="article-page">
<div id="top-bar"><div class="container"><span>Monday, April 22, 2013</span> <a href="/subscribe">Subscribe</a> | <a href="/e-edition">E-edition</a> | <a href="/account/login">Log in</a></div></div>
<div id="masthead"><div class="container"><a href="/"><img src="/media/skin/holmbury-gazette.svg" width="420" height="70" alt="The Holmbury Gazette" /></a></div></div>
<div id="nav"><div class="container"><ul>{links("/", ["News", "Sport", "What's On", "Business", "Opinion", "Family Notices", "Jobs", "Property"])}</ul></div></div>
<div class="container" id="page">
<div id="article-col">
<ul class="breadcrumb"><li><a href="/">Home</a></li><li><a href="/news">News</a></li><li>Local</li></ul>
<h1 class="headline">Quarry expansion hearing postponed until June</h1>
<p class="standfirst">Planning inspector asks for new traffic survey on the Coldharbour road</p>
<div class="byline">By <a href="/author/karen-ellery">Karen Ellery</a> &middot; <span class="published">Published: 22 April 2013, 11:42</span> &middot; <a href="#comments" class="comment-count">0 comments</a></div>
<div class="share"><a href="/share/email">Email</a> <a href="/share/print">Print</a></div>
<div class="article-body">
<p>A public hearing into plans to extend Redlands Quarry has been put back by two months after the planning inspector said the traffic evidence was out of date.</p>
<p>Aggregates firm Tolland Stone wants to extract sandstone from a further 19 hectares to the north of the existing pit, extending the quarry's life by fourteen years. The hearing had been due to open at the Corn Exchange on Tuesday.</p>
<p>The inspector has asked for a new survey of lorry movements on the Coldharbour road, which residents say is already used by up to 120 heavy vehicles a day. The survey will be carried out in May.</p>
<figure><img src="/media/2013/04/redlands-quarry.svg" width="620" height="330" alt="" /><figcaption>Redlands Quarry from Holm Ridge. Picture: Gazette archive</figcaption></figure>
<p>The hearing will now open on June 18. Written submissions can still be sent to the Planning Inspectorate until May 31.</p>
</div>
<div class="tags">Tags: <a href="/tags/planning">Planning</a>, <a href="/tags/redlands-quarry">Redlands Quarry</a></div>
<div id="comments" class="comments-section">
<h3>Comments</h3>
<p class="no-comments">No comments have been posted on this story yet. Be the first to have your say.</p>
<form class="comment-form" action="/comments/post" method="post"><p>Commenting as a guest. <a href="/account/login">Log in</a> or <a href="/account/register">register</a> to comment under your name.</p><textarea name="body" rows="5" cols="60"></textarea><br /><input type="submit" value="Post comment" /></form>
<p class="house-rules"><a href="/house-rules">House rules</a> &middot; Comments are checked after they are published. Use the report link if a comment breaks the rules.</p>
</div>
</div>
<div id="sidebar">
<div class="box recent-comments"><h3>Recent comments</h3><ul>{recent_html}</ul></div>
<div class="box most-commented"><h3>Most commented</h3><ol>{most}</ol></div>
<div class="box advert"><img src="/media/adverts/mpu-garden-centre.svg" width="300" height="250" alt="Advertisement" /></div>
</div>
</div>
<div id="footer"><div class="container">&copy; 2013 The Holmbury Gazette &middot; <a href="/contact">Contact us</a> &middot; <a href="/terms">Terms</a> &middot; <a href="/privacy">Privacy</a></div></div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;font:14px/1.5 Arial,sans-serif;background:#fff;color:#222}.container{width:980px;margin:0 auto}#top-bar{background:#eee;font-size:11px;padding:4px 0}#masthead{padding:10px 0}#nav{background:#003a70}#nav ul{margin:0;padding:0}#nav li{display:inline-block}#nav a{color:#fff;display:block;padding:8px 12px;text-decoration:none;font-weight:bold}
#article-col{float:left;width:640px;padding:10px 0}#sidebar{float:right;width:300px;padding:10px 0}.breadcrumb{list-style:none;padding:0;font-size:11px}.breadcrumb li{display:inline;margin-right:6px}.headline{font:bold 30px Georgia,serif}.standfirst{font-size:17px;color:#555}.byline{font-size:12px;color:#777;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0}
.box{border-top:4px solid #003a70;margin-bottom:16px}.box h3{font-size:15px;text-transform:uppercase}.recent-comments ul{list-style:none;padding:0}.recent-comments li{border-bottom:1px dotted #ccc;padding:6px 0;font-size:12px}.rc-author{font-weight:bold}.rc-excerpt{margin:2px 0;font-style:italic;color:#555}.rc-time{color:#999;font-size:11px}.most-commented li{font-size:13px;margin-bottom:4px}.count{color:#999}
.comments-section{border-top:4px solid #003a70;margin-top:20px}.no-comments{color:#777}.house-rules{font-size:11px;color:#777}#footer{clear:both;background:#003a70;color:#ccd;font-size:12px;padding:10px 0}#footer a{color:#fff}figcaption{font-size:11px;color:#777}
</style>"""
    return make(
        "fj-en-paper-quarry",
        "lookalike",
        "en",
        doc(
            "html5",
            title="Quarry expansion hearing postponed until June | The Holmbury Gazette",
            lang="en-GB",
            head=css,
        )
        + body,
        [],
        path="/news/quarry-expansion-hearing-postponed-until-june-4471",
        container="-",
        heading=None,
        description="An English local paper's site of 2013 on its own CMS (invented), no reader comment: the quarry hearing postponed; the article's 'Comments' section says none has been posted ('0 comments' in the byline) and shows the form; beside it 'Recent comments', five readers' comments on other stories ('NAME on TITLE', a quoted excerpt, '14 minutes ago'), and 'Most commented', five titles with counts, not this page's comments; a standfirst, byline, captioned photo, tags and an ad.",
        lookalikes=("div.recent-comments", "div.most-commented"),
        files={
            "/media/skin/holmbury-gazette.svg": svg(420, 70, "#003a70", "The Holmbury Gazette", 26),
            "/media/2013/04/redlands-quarry.svg": svg(620, 330, "#b5651d", "Redlands Quarry"),
            "/media/adverts/mpu-garden-centre.svg": svg(300, 250, "#3a7d3a", "Garden centre"),
        },
    )


# --------------------------------------------------------------------------- pt: WordPress Kubrick-like, pings apart, 2012


def pt_wp_eletrico() -> Case:
    cs = talk("""
Teresa Valadares || 15 de Maio de 2012 às 22:10 || Apanhei o 24 durante vinte anos para ir para o liceu. Se voltar mesmo, sou das primeiras a fazer a viagem inaugural, nem que seja de pé.
Nuno R. || 15 de Maio de 2012 às 23:41 || Bonito, mas as calhas na Rua das Amoreiras estão tapadas por alcatrão desde 1998. Duvido que fique pronto em 2013 como diz a câmara.
Rui Pestana || 16 de Maio de 2012 às 9:05 || Os carros que vão recuperar estão na estação de Santa Clara, vi-os lá no mês passado. Dois estão em bom estado, o terceiro só serve para peças.
Adelaide || 16 de Maio de 2012 às 14:32 || Obrigada pelas fotografias antigas, mostrei à minha mãe e ela reconheceu a carvoaria do avô na esquina com a travessa.
""")
    pings = [
        (
            "Carris e Calçada &raquo; Linha 24: a câmara promete o regresso",
            "/ping/carris-e-calcada",
            "[&hellip;] segundo o Bairro de Cima, que fez um bom resumo do projeto, a linha pode reabrir já no próximo ano [&hellip;]",
        ),
        (
            "Lisboetas de Gema &raquo; Os elétricos que vão voltar",
            "/ping/lisboetas-de-gema",
            "[&hellip;] vale a pena ler o artigo do Bairro de Cima, com fotografias de 1962 [&hellip;]",
        ),
        ("Jornal da Freguesia &raquo; Notícias da semana (20)", "/ping/jornal-da-freguesia", "[&hellip;]"),
    ]
    path = "/2012/05/15/o-24-vai-voltar-a-subir-a-rua-das-amoreiras"
    thread = "".join(
        f'<li class="{"alt" if i % 2 == 0 else ""}" id="comment-{512 + i}">\n'
        f"<cite>{esc(c.who)}</cite> diz:<br />\n"
        f'<small class="commentmetadata"><a href="#comment-{512 + i}" title="">{esc(c.at)}</a> </small>\n'
        f"{paras(c.raw)}\n</li>\n"
        for i, c in enumerate(cs)
    )
    ping_html = "".join(
        f'<li id="comment-{530 + i}"><a href="http://example.org{u}" rel="external nofollow" class="url">{t}</a><br /><small>{x}</small></li>\n'
        for i, (t, u, x) in enumerate(pings)
    )
    body = f"""<body>
<div id="page">
<div id="header" role="banner"><div id="headerimg"><h1><a href="/">Bairro de Cima</a></h1><div class="description">Histórias, ruas e gente da freguesia</div></div></div>
<hr />
<div id="content" class="widecolumn" role="main">
<div class="navigation"><div class="alignleft">&laquo; <a href="/2012/05/08/a-feira-da-ladra-de-antigamente" rel="prev">A feira de antigamente</a></div><div class="alignright"><a href="/2012/05/22/santos-populares-programa" rel="next">Santos populares: o programa</a> &raquo;</div></div>
<div class="post-388 post type-post status-publish format-standard hentry category-bairro" id="post-388">
<h2>O 24 vai voltar a subir a Rua das Amoreiras</h2>
<div class="entry">
<p>A câmara anunciou esta semana que a linha 24 do elétrico, suspensa desde 1995, vai voltar a funcionar entre o Largo do Cruzeiro e a Praça das Flores. As obras de reposição das calhas devem começar em setembro.</p>
<p>Para quem cresceu no bairro, o 24 era a forma de chegar à escola, ao mercado e ao cinema. Fomos procurar fotografias antigas no arquivo da junta e encontrámos estas, de 1962.</p>
<p><img class="aligncenter size-full wp-image-389" src="/wp-content/uploads/2012/05/eletrico-1962.svg" alt="O 24 na Rua das Amoreiras em 1962" width="500" height="320" /></p>
<p>Segundo a câmara, serão recuperados três carros antigos que estavam guardados. A frequência prevista é de um elétrico a cada vinte minutos.</p>
<p class="postmetadata alt"><small>Este artigo foi publicado na terça-feira, 15 de Maio de 2012 às 19:30 e está arquivado em <a href="/category/bairro" rel="category tag">Bairro</a>. Pode seguir as respostas através do feed <a href="/2012/05/15/o-24-vai-voltar-a-subir-a-rua-das-amoreiras/feed">RSS 2.0</a>. Pode <a href="#respond">deixar uma resposta</a>, ou fazer <a href="/2012/05/15/o-24-vai-voltar-a-subir-a-rua-das-amoreiras/trackback" rel="trackback">trackback</a> do seu site.</small></p>
</div>
</div>
<h3 id="comments">4 respostas a &#8220;O 24 vai voltar a subir a Rua das Amoreiras&#8221;</h3>
<ol class="commentlist">
{thread}</ol>
<h3 id="pings">Trackbacks e pingbacks</h3>
<ol class="pinglist">
{ping_html}</ol>
<div class="navigation"><div class="alignleft"></div><div class="alignright"></div></div>
<div id="respond">
<h3>Deixe uma resposta</h3>
<form action="/wp-comments-post.php" method="post" id="commentform">
<p><input type="text" name="author" id="author" value="" size="22" tabindex="1" /> <label for="author"><small>Nome (obrigatório)</small></label></p>
<p><input type="text" name="email" id="email" value="" size="22" tabindex="2" /> <label for="email"><small>Email (não será publicado) (obrigatório)</small></label></p>
<p><input type="text" name="url" id="url" value="" size="22" tabindex="3" /> <label for="url"><small>Site</small></label></p>
<p><textarea name="comment" id="comment" cols="58" rows="10" tabindex="4"></textarea></p>
<p><input name="submit" type="submit" id="submit" tabindex="5" value="Enviar comentário" /><input type="hidden" name="comment_post_ID" value="388" /></p>
</form>
</div>
</div>
<hr />
<div id="footer" role="contentinfo"><p>Bairro de Cima tem o orgulho de usar <a href="https://wordpress.org/">WordPress</a><br /><a href="/feed">Artigos (RSS)</a> e <a href="/comments/feed">Comentários (RSS)</a>.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css" media="screen">
body{font-size:62.5%;font-family:'Lucida Grande',Verdana,Arial,Sans-Serif;background:#d5d6d7;color:#333;text-align:center;margin:0;padding:0 0 20px}#page{background:#fff;border:1px solid #959596;text-align:left;margin:20px auto;padding:0;width:760px}
#header{background:#73a0c5;margin:0 0 0 1px;padding:0;height:160px;width:758px}#headerimg{margin:0;height:160px;width:100%}#headerimg h1{padding-top:70px;margin:0;text-align:center;font-size:4em}#headerimg h1 a{color:#fff;text-decoration:none}.description{text-align:center;color:#fff;font-size:1.2em}
.widecolumn{padding:10px 0 20px;margin:5px 0 0 150px;width:450px;font-size:1.2em}.commentlist{padding:0;text-align:justify}.commentlist li{font-weight:bold;margin:15px 0 10px;padding:5px 5px 10px 10px;list-style:none}.commentlist li p{font-weight:normal}.commentlist li .commentmetadata{font-weight:normal}.commentlist cite{font-style:normal}.alt{background-color:#f8f8f8;border-top:1px solid #ddd;border-bottom:1px solid #ddd}
.pinglist{font-size:.9em}.postmetadata{color:#777}.navigation{overflow:hidden}.alignleft{float:left}.alignright{float:right}#footer{padding:0;margin:0 auto;width:760px;clear:both;text-align:center}hr{display:none}
</style>"""
    return make(
        "fj-pt-wp-eletrico",
        "mixed",
        "pt-PT",
        doc(
            "xhtml",
            title="Bairro de Cima » O 24 vai voltar a subir a Rua das Amoreiras",
            lang="pt-PT",
            head=css,
            extra=' dir="ltr"',
        )
        + body,
        cs,
        path=path,
        container="ol.commentlist after h3#comments '4 respostas a …': li (cite NAME 'diz:', small.commentmetadata a '15 de Maio de 2012 às 22:10', p TEXT), alternate li.alt; then h3#pings 'Trackbacks e pingbacks' and ol.pinglist: three li (a 'BLOG » TITLE', small '[…] excerpt […]'), not comments",
        heading="4 respostas a “O 24 vai voltar a subir a Rua das Amoreiras”",
        description="The mixed page with pings: a Portuguese neighbourhood history blog of 2012 on WordPress with a Kubrick-like theme (invented): the tram line 24 is coming back; 4 comments in ol.commentlist, each 'NAME diz:', '15 de Maio de 2012 às 22:10' and the text, flat; after them, under 'Trackbacks e pingbacks', three pingbacks from other blogs in ol.pinglist (a linked 'BLOG » TITLE' and an excerpt in '[…]'), not comments; the reply form below; the post's own metadata line with its date and a trackback link.",
        lookalikes=("ol.pinglist",),
        files={"/wp-content/uploads/2012/05/eletrico-1962.svg": svg(500, 320, "#a89060", "1962")},
    )


# --------------------------------------------------------------------------- en: Drupal 7 Bartik, "Recent comments" block, 2013


def en_drupal_allotments() -> Case:
    cs = talk("""
hedgerow_sue || Fri, 04/05/2013 - 09:12 || Half plots are a brilliant idea. A full plot was too much for me after my hip operation and I gave it up in 2011. Put my name down please.
>Westfield Allotments || Fri, 04/05/2013 - 10:30 || Thanks Sue, we have added you to the list. Could you email the secretary with a phone number so we can reach you when one comes up?
Colin Tarrant || Fri, 04/05/2013 - 17:48 || Will the water troughs be moved as well? At the moment half the new plots would be a hundred yards from the nearest tap.
>Westfield Allotments || Sat, 04/06/2013 - 08:15 || Good point Colin. The committee is looking at a second standpipe by the gate, we will put it on the agenda for the AGM.
""")
    subjects = ["Put my name down", "Added to the list", "Water troughs?", "Second standpipe"]
    recent = [
        ("Second standpipe", "/news/2013/04/plots-split-in-two-to-cut-waiting-list", "1 day 3 hours ago"),
        ("Seed swap was great", "/news/2013/03/seed-swap-this-saturday", "4 days 6 hours ago"),
        ("Which compost bays?", "/news/2013/03/compost-delivery-date", "1 week 2 days ago"),
        ("Bonfires", "/news/2013/03/reminder-no-bonfires-after-april", "1 week 5 days ago"),
        ("Thank you", "/news/2013/02/shed-break-ins-police-advice", "3 weeks 1 day ago"),
    ]
    path = "/news/2013/04/plots-split-in-two-to-cut-waiting-list"

    def one(i: int) -> str:
        c = cs[i]
        n = 1207 + i * 2
        sub = kids(cs, i)
        inner = '<div class="indented">' + "".join(one(k) for k in sub) + "</div>" if sub else ""
        own = " comment-by-node-author" if c.who == "Westfield Allotments" else ""
        return (
            f'<a id="comment-{n}"></a>\n<div class="comment{own} clearfix" about="/comment/{n}#comment-{n}" typeof="sioc:Post sioct:Comment">\n'
            f'<div class="attribution"><div class="user-picture"><img typeof="foaf:Image" src="/sites/default/files/pictures/{"picture-1" if own else "default"}.svg" alt="" /></div>\n'
            f'<div class="submitted"><p class="commenter-name"><span rel="sioc:has_creator"><a href="/users/{slug(c.who)}" title="View user profile." class="username" property="foaf:name">{esc(c.who)}</a></span></p>\n'
            f'<p class="comment-time"><span property="dc:date dc:created" datatype="xsd:dateTime">{esc(c.at)}</span></p>\n'
            f'<p class="comment-permalink"><a href="/comment/{n}#comment-{n}" class="permalink" rel="bookmark">Permalink</a></p></div></div>\n'
            f'<div class="comment-text"><div class="comment-arrow"></div>\n'
            f'<h3 property="dc:title" datatype=""><a href="/comment/{n}#comment-{n}" class="permalink" rel="bookmark">{esc(subjects[i])}</a></h3>\n'
            f'<div class="content"><span rel="sioc:reply_of" resource="/node/214" class="rdf-meta element-hidden"></span>'
            f'<div class="field field-name-comment-body field-type-text-long field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">{paras(c.raw)}</div></div></div></div>\n'
            f"</div>\n"
            f'<ul class="links inline"><li class="comment-reply first last"><a href="/comment/reply/214/{n}">reply</a></li></ul>\n'
            f"</div>\n{inner}"
        )

    thread = "".join(one(i) for i in kids(cs, None))
    recent_html = "".join(
        f'<li class="{"first" if k == 0 else ("last" if k == len(recent) - 1 else "")}"><a href="{u}#comments">{esc(s)}</a> <span>{esc(w)}</span></li>'
        for k, (s, u, w) in enumerate(recent)
    )
    body = f"""<body class="html not-front not-logged-in one-sidebar sidebar-second page-node page-node- page-node-214 node-type-article">
<div id="page-wrapper"><div id="page">
<div id="header" class="without-secondary-menu"><div class="section clearfix">
<a href="/" title="Home" rel="home" id="logo"><img src="/sites/default/files/westfield-logo.svg" alt="Home" /></a>
<div id="name-and-slogan"><div id="site-name"><strong><a href="/" title="Home" rel="home"><span>Westfield Allotments Association</span></a></strong></div><div id="site-slogan">Growing together on Westfield Lane since 1948</div></div>
<div id="main-menu" class="navigation"><h2 class="element-invisible">Main menu</h2><ul id="main-menu-links" class="links clearfix">{links("/", ["Home", "News", "Plots", "Shop hut", "Events", "Contact"])}</ul></div>
</div></div>
<div id="main-wrapper" class="clearfix"><div id="main" class="clearfix">
<div id="breadcrumb"><h2 class="element-invisible">You are here</h2><div class="breadcrumb"><a href="/">Home</a> &raquo; <a href="/news">News</a></div></div>
<div id="content" class="column"><div class="section">
<h1 class="title" id="page-title">Plots split in two to cut the waiting list</h1>
<div class="region region-content"><div id="block-system-main" class="block block-system"><div class="content">
<div id="node-214" class="node node-article node-promoted clearfix" about="{path}" typeof="sioc:Item foaf:Document">
<div class="meta submitted"><span property="dc:date dc:created" content="2013-04-04T19:20:00+01:00" datatype="xsd:dateTime">Submitted by <a href="/users/westfield-allotments" class="username">Westfield Allotments</a> on Thu, 04/04/2013 - 19:20</span></div>
<div class="content clearfix">
<div class="field field-name-field-image field-type-image field-label-hidden"><div class="field-items"><div class="field-item even"><img src="/sites/default/files/field/image/plots-april.svg" width="560" height="300" alt="The plots in April" /></div></div></div>
<div class="field field-name-body field-type-text-with-summary field-label-hidden"><div class="field-items"><div class="field-item even" property="content:encoded">
<p>With 43 names on the waiting list and some people waiting more than three years, the committee has agreed to divide eight of the larger plots into half plots when they next fall vacant.</p>
<p>Half plots will be 125 square metres and the rent will be &pound;22 a year. Existing tenants of full plots can also ask to swap to a half plot if they are finding the work too much.</p>
<p>Anyone on the waiting list who would take a half plot should let the secretary know before the AGM on 27 April.</p>
</div></div></div>
<div class="field field-name-field-tags field-type-taxonomy-term-reference field-label-above"><div class="field-label">Tags:&nbsp;</div><div class="field-items"><div class="field-item even"><a href="/tags/waiting-list">waiting list</a></div><div class="field-item odd"><a href="/tags/agm">AGM</a></div></div></div>
</div>
<div id="comments" class="comment-wrapper">
<h2 class="title">Comments</h2>
{thread}<h2 class="title comment-form">Add new comment</h2>
<form class="comment-form" action="/comment/reply/214" method="post" id="comment-form" accept-charset="UTF-8"><div>
<div class="form-item form-type-textfield form-item-name"><label for="edit-name">Your name </label><input type="text" id="edit-name" name="name" value="" size="30" maxlength="60" class="form-text" /></div>
<div class="form-item form-type-textfield form-item-subject"><label for="edit-subject">Subject </label><input type="text" id="edit-subject" name="subject" value="" size="60" maxlength="64" class="form-text" /></div>
<div class="field-type-text-long field-name-comment-body field-widget-text-textarea form-wrapper" id="edit-comment-body"><div class="form-item form-type-textarea"><label for="edit-comment-body-und-0-value">Comment <span class="form-required" title="This field is required.">*</span></label><div class="form-textarea-wrapper resizable"><textarea class="text-full form-textarea required" id="edit-comment-body-und-0-value" name="comment_body[und][0][value]" cols="60" rows="5"></textarea></div></div></div>
<div class="form-actions form-wrapper" id="edit-actions"><input type="submit" id="edit-submit" name="op" value="Save" class="form-submit" /><input type="submit" id="edit-preview" name="op" value="Preview" class="form-submit" /></div>
</div></form>
</div>
</div>
</div></div></div>
</div></div>
<div id="sidebar-second" class="column sidebar"><div class="section"><div class="region region-sidebar-second">
<div id="block-comment-recent" class="block block-comment"><h2>Recent comments</h2><div class="content"><div class="item-list"><ul>{recent_html}</ul></div></div></div>
<div id="block-block-2" class="block block-block"><h2>Shop hut opening</h2><div class="content"><p>Sundays 10am-12 noon, March to October. Seed potatoes, canes, netting and fertiliser at cost price.</p></div></div>
<div id="block-node-syndicate" class="block block-node"><div class="content"><a href="/rss.xml" class="feed-icon" title="Subscribe to Syndicate"><img src="/misc/feed.svg" width="16" height="16" alt="Subscribe to Syndicate" /></a></div></div>
</div></div></div>
</div></div>
<div id="footer-wrapper"><div class="section"><div id="footer" class="clearfix"><div class="region region-footer"><div id="block-system-powered-by" class="block block-system"><div class="content"><span>Powered by <a href="https://www.drupal.org">Drupal</a></span></div></div></div></div></div></div>
</div></div>
</body>
</html>
"""
    css = """<style type="text/css" media="all">
body{margin:0;background:#292929;font:14px/1.5 Georgia,'Times New Roman',serif;color:#3b3b3b}#page{width:960px;margin:0 auto;background:#fff}#header{background:#2d5a1e;padding:14px;color:#fff}#header a{color:#fff;text-decoration:none}#site-name{font-size:26px}#site-slogan{font-size:13px}#main-menu-links li{display:inline;margin-right:14px}
#content{float:left;width:640px;padding:14px}#sidebar-second{float:right;width:260px;padding:14px;font-size:13px}.submitted{font-size:12px;color:#68696b}.comment{display:table;width:100%;margin-bottom:18px}.attribution{display:table-cell;width:110px;padding-right:12px;font-size:12px}.comment-text{display:table-cell;padding:10px 20px;border:1px solid #d3d7d9}
.comment-text h3{margin:0 0 6px;font-size:15px}.comment .links{font-size:11px;text-align:right}.indented{margin-left:40px}.comment-by-node-author .comment-text{background:#f0f5ec}#footer-wrapper{clear:both;background:#292929;color:#aaa;font-size:12px;padding:12px}.block h2{font-size:14px;border-bottom:1px solid #d6d6d6}
</style>"""
    return make(
        "fj-en-drupal-allotments",
        "mixed",
        "en",
        doc(
            "xhtml",
            title="Plots split in two to cut the waiting list | Westfield Allotments Association",
            lang="en",
            head=css,
            extra=' dir="ltr"',
        )
        + body,
        cs,
        path=path,
        container="div#comments.comment-wrapper after the node: a#comment-N then div.comment (div.attribution: picture, p.commenter-name a NAME, p.comment-time 'Fri, 04/05/2013 - 09:12', Permalink; div.comment-text: h3 SUBJECT, div.content field-item p TEXT; ul.links 'reply'); replies in div.indented after their parent; beside it the sidebar's div#block-comment-recent 'Recent comments': five li 'a SUBJECT span AGE', the first this page's own latest comment",
        heading="Comments",
        description="The mixed page with a recent-comments block: an English allotment association's site of 2013 on Drupal 7 with a Bartik-like theme (invented): plots split in two; 4 comments under 'Comments', two of them the association's own answers nested in div.indented, each with a picture, the name, 'Fri, 04/05/2013 - 09:12', 'Permalink', a subject (not part of the text), the text and 'reply'; the form below; beside it the core 'Recent comments' block, five linked subjects with ages ('1 day 3 hours ago'), the first of them this article's own last comment, not comments of the page (truth: only the thread).",
        lookalikes=("div#block-comment-recent",),
        files={
            "/sites/default/files/westfield-logo.svg": svg(60, 60, "#fff", "W", 30),
            "/sites/default/files/pictures/default.svg": svg(50, 50, "#bbb", "?", 20),
            "/sites/default/files/pictures/picture-1.svg": svg(50, 50, "#2d5a1e", "WA", 16),
            "/sites/default/files/field/image/plots-april.svg": svg(560, 300, "#6b8e3a", "plots"),
            "/misc/feed.svg": svg(16, 16, "#f80"),
        },
    )
