"""Blind set en: two blog posts without any reader discussion whose furniture looks like one: a Dutch Textpattern blog
of 2008 whose post is closed to reactions, with the site's shoutbox (visitors' named, timed one-liners) and the
"Laatste reacties" of other posts; a Brazilian Squarespace 5 journal of 2010 without comments, with a FriendFeed-like
"Atualizações dos amigos" list (avatars, names, status texts, "há 2 horas", counts) and the latest tweets. Every site,
name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_en_common import Case, esc, make, slug, xhtml

# --------------------------------------------------------------------------- nl: Textpattern 4.0, 2008


def nl_textpattern() -> Case:
    shouts = [
        ("Wouter", "vr 19:42", "Mooie foto's van de molen! Volgende keer ga ik mee."),
        ("Ineke", "vr 16:05", "Is de fietsroute van vorige week nog als gpx te krijgen?"),
        ("Bas (Deventer)", "vr 11:17", "Groeten uit Deventer, leuke site!"),
        ("Marloes", "do 22:30", "Haha die koe op de dijk, geweldig."),
        ("Henk-Jan", "do 08:54", "Zondag weer rondje IJssel? Ik ben erbij."),
        ("gast", "wo 21:11", "Hoi allemaal"),
        ("Ineke", "wo 18:40", "Bedankt voor de tip over de pont bij Olst!"),
    ]
    shout_html = "".join(
        f'<div class="shout"><span class="shout-name">{esc(n)}</span> <span class="shout-time">{esc(t)}</span><div class="shout-msg">{esc(m)}</div></div>'
        for n, t, m in shouts
    )
    recent = [
        (
            "Gerrit",
            "Dijkwandeling Wijhe–Olst",
            "Die route heb ik vorig jaar ook gelopen, aanrader in het voorjaar.",
        ),
        ("Anouk", "Nieuwe fiets!", "Gefeliciteerd, wat een mooie kleur."),
        ("Wouter", "Pannenkoeken bij De Haere", "Die met spek en appel is de beste."),
        ("Sanne", "Onweer boven de uiterwaarden", "Wat een lucht op die laatste foto!"),
        ("Henk-Jan", "Dijkwandeling Wijhe–Olst", "Bij de pont moet je wel even wachten in het weekend."),
    ]
    recent_html = "".join(
        f'<li><a href="/artikelen/{slug(t)}#c{40 + j}">{esc(n)} over {esc(t)}</a><br /><span class="excerpt">{esc(x)}</span></li>'
        for j, (n, t, x) in enumerate(recent)
    )
    css = """body{margin:0;background:#dfe6ec;font:13px/1.6 'Lucida Grande',Verdana,sans-serif;color:#333}
#container{width:860px;margin:20px auto;background:#fff;border:1px solid #c3ced8}#head{padding:26px 26px 16px;border-bottom:4px solid #2f6f9f}
#head h1{margin:0;font:normal 30px Georgia,serif}#head h1 a{color:#2f6f9f;text-decoration:none}#head h2{margin:2px 0 0;font-size:12px;color:#889;font-weight:normal}
#nav{background:#eef3f7;padding:6px 26px;font-size:12px}#nav a{margin-right:14px;color:#2f6f9f}#cols{display:flex}#content{flex:1;padding:20px 26px}#sidebar-2{width:230px;padding:20px 14px;background:#f7f9fb;border-left:1px solid #e0e6ec}
h3.entry-title{font:normal 22px Georgia,serif;margin:0}.published{color:#889;font-size:11px}.entry-content{margin-top:10px}.entry-content img{border:1px solid #ccc;padding:3px}
.closed{color:#888;font-style:italic;border-top:1px dotted #bbb;margin-top:20px;padding-top:8px}h4{font-size:12px;text-transform:uppercase;color:#2f6f9f;border-bottom:1px solid #cdd7e0;margin:16px 0 6px}
.shoutbox{height:260px;overflow:auto;border:1px solid #dde3e8;background:#fff;padding:4px}.shout{border-bottom:1px dotted #ddd;padding:3px 0}.shout-name{font-weight:bold;color:#2f6f9f}.shout-time{color:#aaa;font-size:10px}
.shout-form input{width:95%;margin:2px 0}ul.recent_comments{list-style:none;margin:0;padding:0}ul.recent_comments li{margin-bottom:6px}.excerpt{color:#777;font-size:11px}
#foot{border-top:1px solid #e0e6ec;padding:10px 26px;font-size:11px;color:#99a}"""
    head = f"""<meta name="generator" content="Textpattern CMS" />
<link rel="alternate" type="application/rss+xml" title="RSS" href="http://www.fietsenlangsdeijssel.nl/rss/" />
<link rel="stylesheet" href="http://www.fietsenlangsdeijssel.nl/textpattern/css.php?n=default" type="text/css" media="screen" />
<style type="text/css">{css}</style>"""
    body = f"""<div id="container"><div id="head"><h1><a rel="home" href="http://www.fietsenlangsdeijssel.nl/">Fietsen langs de IJssel</a></h1><h2>Routes, pontjes en pannenkoeken tussen Zutphen en Kampen</h2></div>
<div id="nav"><a href="/">Home</a><a href="/artikelen/">Artikelen</a><a href="/routes/">Routes</a><a href="/over/">Over ons</a><a href="/contact/">Contact</a></div>
<div id="cols"><div id="content">
<div class="hentry"><h3 class="entry-title"><a rel="bookmark" href="/artikelen/de-molen-van-fortmond">De molen van Fortmond</a></h3>
<p class="published"><abbr title="2008-09-12T14:20:00Z">12 september 2008</abbr> · door <span class="author">Jeroen</span></p>
<div class="entry-content"><p>Afgelopen zaterdag fietsten we van Olst naar Fortmond, waar de oude korenmolen na twee jaar restauratie weer draait. De vrijwilligers van de molenstichting lieten ons de zolder zien.</p>
<p><img src="http://www.fietsenlangsdeijssel.nl/images/112.jpg" width="460" height="306" alt="De molen van Fortmond" /></p>
<p>Op zaterdagen is de molen open van 10 tot 16 uur. Er is een klein winkeltje met meel en pannenkoekmix. Vanaf het pontje bij Olst is het ongeveer twaalf kilometer over de dijk.</p>
<p>De route staat in ons <a href="/routes/">routeoverzicht</a> als nummer 14.</p></div>
<p class="tags">Tags: <a href="/tag/molens" rel="tag">molens</a>, <a href="/tag/olst" rel="tag">olst</a>, <a href="/tag/routes" rel="tag">routes</a></p>
<p class="closed">Reageren is niet meer mogelijk voor dit artikel.</p></div>
<p class="link-nav"><a href="/artikelen/onweer-boven-de-uiterwaarden" rel="prev">« Onweer boven de uiterwaarden</a> · <a href="/artikelen/pannenkoeken-bij-de-haere" rel="next">Pannenkoeken bij De Haere »</a></p>
</div>
<div id="sidebar-2">
<h4>Shoutbox</h4><div class="shoutbox" id="shoutbox">{shout_html}</div>
<form class="shout-form" method="post" action="/shoutbox.php"><input type="text" name="naam" value="Naam" /><input type="text" name="bericht" value="Bericht" maxlength="140" /><input type="submit" value="Shout!" style="width:auto" /></form>
<h4>Laatste reacties</h4><ul class="recent_comments">{recent_html}</ul>
<h4>Archief</h4><ul><li><a href="/artikelen/?month=2008-09">september 2008</a></li><li><a href="/artikelen/?month=2008-08">augustus 2008</a></li><li><a href="/artikelen/?month=2008-07">juli 2008</a></li></ul>
<h4>Zoeken</h4><form method="get" action="http://www.fietsenlangsdeijssel.nl/"><div><input type="text" name="q" value="" size="15" /></div></form>
</div></div>
<div id="foot">© 2008 Fietsen langs de IJssel · Gemaakt met <a href="http://textpattern.com/" title="Textpattern">Textpattern</a></div></div>"""
    html = xhtml("Fietsen langs de IJssel: De molen van Fortmond", "nl", head, body)
    return make(
        "en-plain-nl-ijssel-molen",
        "lookalike",
        "nl",
        html,
        [],
        path="/artikelen/de-molen-van-fortmond",
        container="-",
        heading=None,
        description="A Dutch cycling blog of September 2008 on Textpattern whose post is closed to reactions ('Reageren is niet meer mogelijk'), with the site's shoutbox (7 visitors' named, timed one-liners and a shout form) and 'Laatste reacties' (5 readers' words on other posts with excerpts), archive and search; no reader discussion of the post.",
        lookalikes=(
            "shoutbox: 7 named, timed one-liners",
            "Laatste reacties: 5 readers' words on other posts",
        ),
    )


# --------------------------------------------------------------------------- pt: Squarespace 5, 2010


def pt_squarespace() -> Case:
    friends = [
        (
            "Camila Duarte",
            "Alguém sabe se a feira de orgânicos do Largo volta no sábado? 🍅",
            "há 2 horas",
            "3 comentários",
        ),
        ("Rodrigo Pimentel", "Novo post: as melhores padarias do Centro Histórico", "há 3 horas", ""),
        (
            "Juliana M.",
            "Finalmente terminei a horta no quintal. Alface, rúcula e manjericão!",
            "há 5 horas",
            "7 comentários",
        ),
        ("Tiago Lopes", "Chuva forte em Porto Alegre, cuidado na Ipiranga.", "há 6 horas", "1 comentário"),
        (
            "Bia Nogueira",
            "Receita de pão de queijo da minha avó, sem segredo nenhum.",
            "ontem",
            "12 comentários",
        ),
        ("Felipe S.", 'curtiu um link: "Como fazer compostagem em apartamento"', "ontem", ""),
    ]
    ff = "".join(
        f'<div class="ff-entry"><img class="ff-pic" src="http://i.friendfeed.com/p-{j}a7c{j}-small" width="25" height="25" alt="" />'
        f'<div class="ff-body"><a class="ff-name" href="http://friendfeed.com/{slug(n)}">{esc(n)}</a> <span class="ff-text">{esc(t)}</span>'
        f'<div class="ff-meta"><span class="ff-date">{esc(d)}</span>{" · " + esc(c) if c else ""} · <a href="http://friendfeed.com/e/{j}">Curtir</a></div></div></div>'
        for j, (n, t, d, c) in enumerate(friends)
    )
    tweets = [
        ("Feira da Redenção hoje com muita banca de tomate. Vale a visita!", "10:42 AM Mar 13th"),
        ("Post novo no blog: tomates de varanda em 5 passos", "9:15 PM Mar 12th"),
        ("@camiladuarte sim, volta sábado às 7h!", "8:03 PM Mar 12th"),
    ]
    tw = "".join(
        f'<li><span class="twitter-text">{esc(t)}</span> <a class="twitter-date" href="http://twitter.com/hortadamari/statuses/{1033 + j}">{esc(d)}</a></li>'
        for j, (t, d) in enumerate(tweets)
    )
    css = """body{margin:0;background:#fbfaf5;font:13px/1.6 Helvetica,Arial,sans-serif;color:#3a3a3a}
#canvas{width:900px;margin:0 auto}#banner{height:140px;background:#6a8f3a url(http://www.hortadamari.com.br/storage/banner.jpg) no-repeat;position:relative}#banner h1{position:absolute;left:30px;bottom:16px;margin:0;font:bold 34px Georgia,serif;color:#fff}
#topNav ul{list-style:none;margin:0;padding:0;background:#3f5a20;display:flex}#topNav li a{display:block;padding:8px 16px;color:#eef3e2;text-decoration:none;font-size:12px;text-transform:uppercase}
#pageBody{display:flex;gap:24px;padding:24px 0}#contentWrapper{flex:1;min-width:0}#sidebar1Wrapper{width:240px}
.journal-entry-wrapper{background:#fff;border:1px solid #e7e3d6;padding:22px}.journal-entry .title{font:normal 26px Georgia,serif;margin:0 0 6px}.journal-entry .title a{color:#3f5a20;text-decoration:none}
.journal-entry-tag{font-size:11px;color:#999;text-transform:uppercase}.journal-entry .body{margin-top:12px}.journal-entry-navigation{margin-top:16px;font-size:12px}
.sidebar-module{background:#fff;border:1px solid #e7e3d6;padding:12px;margin-bottom:16px}.sidebar-module h2{font:bold 12px Helvetica,Arial;text-transform:uppercase;color:#3f5a20;margin:0 0 8px}
.ff-entry{display:flex;gap:8px;border-bottom:1px solid #f0ede3;padding:6px 0}.ff-name{font-weight:bold;color:#3f5a20}.ff-meta{font-size:11px;color:#999}
ul.twitter{list-style:none;margin:0;padding:0}ul.twitter li{margin-bottom:6px}.twitter-date{font-size:11px;color:#999}#footer{text-align:center;color:#999;font-size:11px;padding:16px}"""
    head = f"""<meta name="generator" content="Squarespace V5 Site Server v5.11.211 (http://www.squarespace.com)" />
<link rel="alternate" type="application/rss+xml" title="RSS Feed" href="http://www.hortadamari.com.br/blog/rss.xml" />
<link rel="stylesheet" type="text/css" media="screen" href="http://www.hortadamari.com.br/display/common.css?" />
<style type="text/css">{css}</style>
<script type="text/javascript" src="http://www.hortadamari.com.br/universal/scripts-compressed/yui-seed-min.js"></script>"""
    body = f"""<div id="canvasWrapper"><div id="canvas"><div id="pageHeaderWrapper"><div id="pageHeader"><div id="banner"><h1>Horta da Mari</h1></div></div></div>
<div id="topNav"><div id="navigationTop"><ul><li><a href="/home/">Início</a></li><li class="activePage"><a href="/blog/">Blog</a></li><li><a href="/receitas/">Receitas</a></li><li><a href="/sobre/">Sobre</a></li><li><a href="/contato/">Contato</a></li></ul></div></div>
<div id="pageBody"><div id="contentWrapper"><div id="content"><div id="modulePage6102385"><div class="journal-entry-wrapper" id="item8867320"><div class="journal-entry">
<div class="journal-entry-tag journal-entry-tag-pre-title"><span class="posted-on">sábado, 13 de março de 2010 às 11:05</span></div>
<h2 class="title"><a href="/blog/2010/3/13/tomates-de-varanda-em-5-passos.html">Tomates de varanda em 5 passos</a></h2>
<div class="body"><p>Quem mora em apartamento em Porto Alegre sabe: a varanda é o único pedaço de terra que temos. Mas dá, sim, para colher tomate em vaso!</p>
<p><span class="full-image-block ssNonEditable"><img src="http://www.hortadamari.com.br/storage/post-images/tomates-varanda.jpg?__SQUARESPACE_CACHEVERSION=1268489112233" alt="" width="480" height="320" /></span></p>
<p><strong>1.</strong> Escolha um vaso de pelo menos 20 litros. <strong>2.</strong> Use terra adubada com húmus. <strong>3.</strong> Sol direto por seis horas. <strong>4.</strong> Regue de manhã, nunca à noite. <strong>5.</strong> Tutore cedo, antes de o pé tombar.</p>
<p>Minhas variedades preferidas são o cereja e o italiano. Em janeiro colhi quase dois quilos de um vaso só.</p></div>
<div class="journal-entry-tag journal-entry-tag-post-body"><span class="posted-by">Postado por <a href="/blog/author/mari/">Mariana Teles</a></span> em <span class="posted-on">13/03/2010</span> | <span class="categories">Categorias: <a href="/blog/category/horta">Horta</a>, <a href="/blog/category/varanda">Varanda</a></span></div>
<div class="journal-entry-navigation"><a href="/blog/2010/3/6/compostagem.html">« Compostagem em apartamento</a> | <a href="/blog/">Principal</a> | <a href="/blog/2010/3/20/manjericao.html">Manjericão que não morre »</a></div>
</div></div></div></div></div>
<div id="sidebar1Wrapper"><div id="sidebar1">
<div class="sidebar-module"><h2>Sobre a Mari</h2><p>Jornalista, mãe do Pedro e jardineira de apartamento em Porto Alegre desde 2007.</p></div>
<div class="sidebar-module" id="friendfeed"><h2>Atualizações dos amigos</h2><div class="ff-list">{ff}</div><p style="font-size:11px;text-align:right"><a href="http://friendfeed.com/hortadamari">ver tudo no FriendFeed »</a></p></div>
<div class="sidebar-module"><h2>No Twitter</h2><ul class="twitter">{tw}</ul><p style="font-size:11px"><a href="http://twitter.com/hortadamari">Siga @hortadamari</a></p></div>
<div class="sidebar-module"><h2>Arquivo</h2><ul><li><a href="/blog/2010/3/">março 2010</a></li><li><a href="/blog/2010/2/">fevereiro 2010</a></li><li><a href="/blog/2010/1/">janeiro 2010</a></li></ul></div>
</div></div></div>
<div id="pageFooterWrapper"><div id="footer">© 2010 Horta da Mari · Powered by <a href="http://www.squarespace.com">Squarespace</a></div></div></div></div>"""
    html = xhtml(
        "Horta da Mari - Blog - Tomates de varanda em 5 passos",
        "pt-BR",
        head,
        body,
        body_attrs='id="collection6102385" class="journal-entry-page"',
    )
    return make(
        "en-plain-pt-horta-tomates",
        "lookalike",
        "pt",
        html,
        [],
        path="/blog/2010/3/13/tomates-de-varanda-em-5-passos.html",
        container="-",
        heading=None,
        description="A Brazilian gardening journal of March 2010 on Squarespace 5 (banner, top navigation, journal entry with posted-by line and categories, no comment area), with a FriendFeed-like 'Atualizações dos amigos' box (6 friends' avatars, names, status texts, 'há 2 horas', 'N comentários', 'Curtir'), 3 tweets with dates and the archive; no reader discussion of the post.",
        lookalikes=(
            "Atualizações dos amigos: 6 friends' named, timed status texts",
            "No Twitter: 3 dated tweets",
        ),
    )


def plain_en() -> list[Case]:
    return [nl_textpattern(), pt_squarespace()]
