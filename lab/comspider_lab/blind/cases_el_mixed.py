"""Blind set EL: two mixed pages, a small readers' discussion among the same kinds of furniture: a Brazilian family blog
on WordPress 3.3 with the Twenty Eleven theme (four comments, one answer, and a pingback in the list; "Comentários
recentes" quoting readers of other posts, recent posts, a blogroll) and a Japanese personal blog on Movable Type 4
(four flat comments, two trackbacks; "最近のコメント", "最近のトラックバック", a Twitter box of the author's tweets).
Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_el_common import Case, esc, kids, make, page, paras, slug, talk, ul

# --------------------------------------------------------------------------- pt: WordPress 3.3, Twenty Eleven, 2012


def pt_festa() -> Case:
    cs = talk("""
Cláudia Nogueira @ 11 de junho de 2012 às 21:14 :: Lu, fiz o pé de moleque ontem seguindo a sua receita e deu certo logo na primeira vez! Só deixei uns minutos a mais no fogo porque o meu amendoim era maior. As crianças da sala da Bia adoraram.
>Lu @ 11 de junho de 2012 às 22:40 :: Que bom, Cláudia! Amendoim graúdo demora mais mesmo. Manda foto da mesa da festa depois!
Renata Pacheco @ 12 de junho de 2012 às 09:02 :: O quentão sem álcool é uma ótima ideia para festa de escola. Aqui a diretoria proibiu o tradicional e ninguém sabia o que servir. Vou levar a sua versão com suco de uva.
Márcio (pai do Davi) @ 12 de junho de 2012 às 13:27 :: Alguém sabe se a quadrilha vai ser no sábado de manhã ou à tarde? O bilhete que veio na agenda estava meio apagado.
""")
    k = kids(cs)
    recent = [
        ("Patrícia Alves", "Bolo de fubá cremoso da vovó"),
        ("Jussara", "Bolo de fubá cremoso da vovó"),
        ("Fernanda M.", "Lancheira saudável: 10 ideias para a semana"),
        ("Cláudia Nogueira", "Lancheira saudável: 10 ideias para a semana"),
        ("Tia Nena", "Dia das Mães na escola: a apresentação da Bia"),
    ]
    css = """
html{font-size:100%}
body{background:#e2e2e2;margin:0;padding:0 2em;font:15px 'Helvetica Neue',Helvetica,Arial,sans-serif;color:#373737;line-height:1.625}
a{color:#1b8be0;text-decoration:none}a:hover{text-decoration:underline}
#page{margin:2em auto;max-width:1000px;background:#fff}
#branding{border-top:2px solid #bbb;padding-bottom:10px;position:relative}
#site-title{margin-right:270px;padding:3.65625em 0 0;font-size:30px;line-height:36px;margin-left:7.6%}
#site-title a{color:#111;font-weight:bold}
#site-description{color:#7a7a7a;font-size:14px;margin:0 270px 3.65625em 7.6%}
#branding img{display:block;width:100%;height:auto}
#access{background:#222;clear:both;display:block;margin:0 auto 6px;width:100%}
#access ul{margin:0 0 0 5.6%;padding:0;list-style:none}
#access li{float:left;position:relative}
#access a{color:#eee;display:block;line-height:3.333em;padding:0 1.2125em}
#access:after{content:"";display:block;clear:both}
#main{clear:both;padding:1.625em 0 0}
#primary{float:left;margin:0 -26.4% 0 0;width:100%}
#content{margin:0 34% 0 7.6%;width:58.4%}
#secondary{float:right;margin-right:7.6%;width:18.8%}
.entry-title{color:#222;font-size:26px;font-weight:bold;line-height:1.5em;padding:.3em 0 0;margin:0}
.entry-meta{color:#666;font-size:12px;line-height:18px}
.entry-content p{margin:0 0 1.625em}
.entry-content ul{margin:0 0 1.625em 2.5em}
footer.entry-meta{margin:0 0 2em;font-size:12px}
#comments-title{color:#666;font-size:10px;font-weight:500;line-height:2.6em;padding:0 0 2.6em;letter-spacing:.1em;text-transform:uppercase}
.commentlist{list-style:none;margin:0 auto;width:68.9%}
.commentlist > li.comment{background:#f6f6f6;border:1px solid #ddd;border-radius:3px;margin:0 0 1.625em;padding:1.625em;position:relative}
.commentlist .children{list-style:none;margin:0}
.commentlist .children li.comment{background:#fff;border-left:1px solid #ddd;border-radius:0 3px 3px 0;margin:1.625em 0 0;padding:1.625em;position:relative}
.commentlist .avatar{border-radius:3px;box-shadow:0 1px 2px #ccc;left:-102px;padding:0;position:absolute;top:0}
.commentlist .children .avatar{left:2.2em;top:2.2em;position:static;float:left;margin-right:8px}
.comment-meta{color:#666;font-size:12px;line-height:2.2em}
.comment-meta .fn{font-style:normal;font-weight:bold;color:#373737}
.comment-content p{margin:0 0 1em}
.reply a{background:#eee;border-radius:3px;color:#666;font-size:12px;padding:0 8px;display:inline-block;line-height:24px}
.commentlist .pingback{border-bottom:1px dotted #ddd;margin:0 0 1.625em;padding:0 0 1.625em;font-size:13px}
#respond{background:#ddd;border:1px solid #d3d3d3;border-radius:3px;margin:0 auto 1.625em;padding:1.625em;width:68.9%}
#respond input[type=text],#respond textarea{background:#fff;border:4px solid #eee;border-radius:5px;padding:6px;width:90%}
#respond label{display:block;font-size:13px}
.widget{clear:both;margin:0 0 2.2em;font-size:13px}
.widget-title{color:#666;font-size:10px;font-weight:500;letter-spacing:.1em;line-height:2.6em;text-transform:uppercase;margin:0}
.widget ul{margin:0 0 0 1.2em;padding:0;font-size:13px}
.widget ul li{color:#777}
#colophon{clear:both}
#site-generator{background:#f9f9f9;border-top:1px solid #ddd;color:#666;font-size:12px;line-height:2.2em;padding:2.2em .5em;text-align:center}
"""

    def li(i: int) -> str:
        c = cs[i]
        cid = 301 + i * 3
        depth = c.depth + 1
        sub = ""
        if i in k:
            sub = "<ul class='children'>" + "".join(li(j) for j in k[i]) + "</ul>"
        author = " bypostauthor" if c.who == "Lu" else ""
        return (
            f'<li class="comment{author} {"even" if i % 2 == 0 else "odd"} depth-{depth}" id="li-comment-{cid}">'
            f'<article id="comment-{cid}" class="comment"><footer class="comment-meta"><div class="comment-author vcard">'
            f"<img alt='' src='/_avatar/gravatar-{i}.svg' class='avatar avatar-{68 if depth == 1 else 39} photo' height='{68 if depth == 1 else 39}' width='{68 if depth == 1 else 39}' />"
            f'<span class="fn">{esc(c.who)}</span> em <a href="#comment-{cid}"><time pubdate datetime="2012-06-{11 if "11 de" in c.at else 12}T12:00:00+00:00">{esc(c.at)}</time></a> <span class="says">disse:</span></div></footer>'
            f'<div class="comment-content">{paras(c.body)}</div>'
            f'<div class="reply"><a class=\'comment-reply-link\' href=\'/2012/06/festa-junina-da-escola/?replytocom={cid}#respond\' onclick=\'return addComment.moveForm("comment-{cid}", "{cid}", "respond", "412")\'>Responder <span>&darr;</span></a></div>'
            f"</article>{sub}</li>"
        )

    thread = "".join(li(i) for i in k[None])
    ping = (
        '<li class="post pingback"><p>Pingback: <a href="http://cantinhodamarina.wordpress.com/2012/06/13/arraia-em-casa/" '
        "rel='external nofollow' class='url'>Arraiá em casa: o que vai ter na nossa mesa | Cantinho da Marina</a></p></li>"
    )
    rc = "".join(
        f'<li class="recentcomments">{esc(w)} em <a href="/2012/05/{slug(p)}/#comment-{250 + n * 4}">{esc(p)}</a></li>'
        for n, (w, p) in enumerate(recent)
    )
    body = f"""<div id="page" class="hfeed">
<header id="branding" role="banner"><hgroup><h1 id="site-title"><span><a href="/" title="Cozinha da Lu" rel="home">Cozinha da Lu</a></span></h1><h2 id="site-description">Receitas de casa, escola e família</h2></hgroup>
<a href="/" style="display:block;height:180px;background:linear-gradient(135deg,#f2b134,#e0712c 60%,#b8452a)"></a>
<nav id="access" role="navigation"><h3 class="assistive-text" style="position:absolute;clip:rect(1px,1px,1px,1px)">Menu principal</h3><div class="menu"><ul><li><a href="/">Início</a></li><li class="page_item"><a href="/sobre/">Sobre</a></li><li class="page_item"><a href="/receitas/">Índice de receitas</a></li><li class="page_item"><a href="/contato/">Contato</a></li></ul></div></nav>
</header>
<div id="main">
<div id="primary"><div id="content" role="main">
<nav id="nav-single"><span class="nav-previous"><a href="/2012/06/bolo-de-milho-verde/" rel="prev"><span class="meta-nav">&larr;</span> Anterior</a></span> <span class="nav-next"><a href="/2012/06/canjica-cremosa/" rel="next">Próximo <span class="meta-nav">&rarr;</span></a></span></nav>
<article id="post-412" class="post-412 post type-post status-publish format-standard hentry category-escola category-festas">
<header class="entry-header"><h1 class="entry-title">Festa junina da escola: pé de moleque e quentão sem álcool</h1>
<div class="entry-meta"><span class="sep">Publicado em </span><a href="/2012/06/festa-junina-da-escola/" rel="bookmark"><time class="entry-date" datetime="2012-06-10T20:35:00+00:00" pubdate>10 de junho de 2012</time></a><span class="by-author"> <span class="sep"> por </span> <span class="author vcard"><a class="url fn n" href="/author/lu/" rel="author">Lu</a></span></span></div>
</header>
<div class="entry-content">
<p>Chegou a época mais gostosa do ano na escola da Bia! Este ano a festa junina vai ser no dia 23, e cada turma ficou responsável por uma barraca. A nossa, do 2º ano B, vai vender pé de moleque e quentão, e eu me ofereci para testar as receitas antes.</p>
<p><strong>Pé de moleque (rende umas 30 unidades)</strong></p>
<ul><li>500 g de amendoim torrado e sem pele</li><li>2 xícaras de açúcar</li><li>1 lata de leite condensado</li><li>1 colher (sopa) de manteiga</li><li>1 colher (chá) de bicarbonato</li></ul>
<p>Derreta o açúcar em fogo baixo até virar um caramelo claro. Junte o amendoim, o leite condensado e a manteiga e mexa sem parar por uns 10 minutos, até desgrudar do fundo. Desligue, acrescente o bicarbonato, mexa bem e despeje numa assadeira untada. Corte em quadradinhos ainda morno.</p>
<p><strong>Quentão sem álcool</strong>: 1 litro de suco de uva integral, 500 ml de água, 1 pedaço de gengibre, 4 cravos, 2 paus de canela e casca de 1 laranja. Ferva tudo por 15 minutos e sirva quente. As crianças podem tomar, e os adultos não sentem falta da cachaça (quase!).</p>
<p>Quem for à festa, passa na nossa barraca!</p>
</div>
<footer class="entry-meta">Esta entrada foi publicada em <a href="/category/escola/" rel="category tag">Escola</a>, <a href="/category/festas/" rel="category tag">Festas</a> e marcada com <a href="/tag/amendoim/" rel="tag">amendoim</a>, <a href="/tag/festa-junina/" rel="tag">festa junina</a>. Adicione o <a href="/2012/06/festa-junina-da-escola/" rel="bookmark">link permanente</a> aos seus favoritos.</footer>
</article>
<div id="comments">
<h2 id="comments-title">5 respostas para &ldquo;<span>Festa junina da escola: pé de moleque e quentão sem álcool</span>&rdquo;</h2>
<ol class="commentlist">{thread}{ping}</ol>
<div id="respond"><h3 id="reply-title">Deixe uma resposta <small><a rel="nofollow" id="cancel-comment-reply-link" href="/2012/06/festa-junina-da-escola/#respond" style="display:none;">Cancelar resposta</a></small></h3>
<form action="/wp-comments-post.php" method="post" id="commentform"><p class="comment-notes">O seu endereço de email não será publicado. Campos obrigatórios são marcados <span class="required">*</span></p>
<p class="comment-form-author"><label for="author">Nome <span class="required">*</span></label><input id="author" name="author" type="text" value="" size="30" /></p>
<p class="comment-form-email"><label for="email">Email <span class="required">*</span></label><input id="email" name="email" type="text" value="" size="30" /></p>
<p class="comment-form-url"><label for="url">Site</label><input id="url" name="url" type="text" value="" size="30" /></p>
<p class="comment-form-comment"><label for="comment">Comentário</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>
<p class="form-submit"><input name="submit" type="submit" id="submit" value="Publicar comentário" /><input type="hidden" name="comment_post_ID" value="412" id="comment_post_ID" /><input type="hidden" name="comment_parent" id="comment_parent" value="0" /></p>
</form></div>
</div>
</div></div>
<div id="secondary" class="widget-area" role="complementary">
<aside id="search-2" class="widget widget_search"><form method="get" id="searchform" action="/"><label for="s" class="assistive-text" style="position:absolute;clip:rect(1px,1px,1px,1px)">Pesquisar</label><input type="text" class="field" name="s" id="s" placeholder="Pesquisar" /></form></aside>
<aside id="recent-posts-2" class="widget widget_recent_entries"><h3 class="widget-title">Posts recentes</h3>{ul(["Canjica cremosa", "Festa junina da escola: pé de moleque e quentão sem álcool", "Bolo de milho verde", "Bolo de fubá cremoso da vovó", "Lancheira saudável: 10 ideias para a semana"], "", "/2012/06/")}</aside>
<aside id="recent-comments-2" class="widget widget_recent_comments"><h3 class="widget-title">Comentários recentes</h3><ul id="recentcomments">{rc}</ul></aside>
<aside id="linkcat-2" class="widget widget_links"><h3 class="widget-title">Blogs que eu sigo</h3>{ul(["Cantinho da Marina", "Mãe de Três", "Panelinha de Barro", "Receitas da Vó Dita"], "xoxo blogroll", "/go/")}</aside>
<aside id="archives-2" class="widget widget_archive"><h3 class="widget-title">Arquivos</h3>{ul(["junho 2012", "maio 2012", "abril 2012", "março 2012"], "", "/arquivo/")}</aside>
</div>
</div>
<footer id="colophon" role="contentinfo"><div id="site-generator"><a href="http://br.wordpress.org/" title="Plataforma semântica de publicação pessoal">Orgulhosamente mantido com WordPress</a></div></footer>
</div>"""
    html = page(
        "Festa junina da escola: pé de moleque e quentão sem álcool",
        "Cozinha da Lu",
        "pt-BR",
        css,
        body,
        doctype="html5",
        sep=" | ",
        generator="WordPress 3.3.2",
        body_attrs='class="single single-post postid-412 single-format-standard singular two-column right-sidebar"',
        head='<link rel="pingback" href="/xmlrpc.php" />\n<link rel="alternate" type="application/rss+xml" title="Cozinha da Lu » Feed de comentários sobre Festa junina da escola" href="/2012/06/festa-junina-da-escola/feed/" />\n',
    )
    return make(
        "el-mixed-pt-wp-festa-junina",
        "mixed",
        "pt",
        html,
        cs,
        path="/2012/06/festa-junina-da-escola/",
        container="div#comments > ol.commentlist > li.comment > article.comment (footer.comment-meta: avatar, span.fn NAME, time, 'disse:'; div.comment-content; Responder), the answer in ul.children; a li.pingback at the end of the list",
        heading="5 respostas para “Festa junina da escola: pé de moleque e quentão sem álcool”",
        description="A Brazilian family blog on WordPress 3.3 with Twenty Eleven, June 2012: a recipe post with 4 comments (one answer by the author, nested in ul.children) and a pingback in the same list (the heading counts 5); the sidebar's recent posts, 'Comentários recentes' (5 'NAME em POST' lines about other posts), a blogroll and archives.",
        lookalikes=(
            "'Comentários recentes': 5 'NAME em POST' lines",
            "a pingback in the comment list",
        ),
    )


# --------------------------------------------------------------------------- ja: Movable Type 4, 2010


def ja_mt() -> Case:
    cs = talk("""
さかな屋のケン @ 2010年5月16日 22:41 :: 長尾峠、去年の秋に登りましたが最後の2キロは本当にきついですね。茶屋のわらび餅、次は絶対に食べます。
ゆき @ 2010年5月17日 07:58 :: 写真の新緑がきれい！ロードバイクを買ったばかりの初心者ですが、トンネルの手前までなら行けそうでしょうか。
mtk_cycle @ 2010年5月17日 12:15 :: 補給ポイントの情報、助かります。川沿いの道は土日だと車が多いので、朝早く出るのがおすすめです。
はやし(管理人) @ 2010年5月17日 21:30 :: ケンさん、ゆきさん、mtkさん、コメントありがとうございます。ゆきさん、トンネルまでは勾配もゆるいので大丈夫ですよ。ボトルは2本持っていってください。
""")
    recent_c = [
        ("ゆき", "春の霞ヶ浦一周、向かい風に負けた日"),
        ("にしやん", "春の霞ヶ浦一周、向かい風に負けた日"),
        ("さかな屋のケン", "パンク修理の練習をしておこう"),
        ("はやし(管理人)", "パンク修理の練習をしておこう"),
    ]
    recent_tb = [
        ("週末ポタリング日記", "長尾峠ヒルクライム 2010"),
        ("しまなみを走りたい", "5月の練習メモ"),
    ]
    tbs = [
        (
            "週末ポタリング日記",
            "長尾峠ヒルクライム 2010",
            "2010年5月17日 09:12",
            "先週、はやしさんのブログを読んで長尾峠に行ってきました。やっぱり茶屋のわらび餅は外せません…",
        ),
        (
            "しまなみを走りたい",
            "5月の練習メモ",
            "2010年5月18日 23:05",
            "今月は峠を2本。長尾峠は「ゆっくり走る自転車日記」のルートを参考にしました…",
        ),
    ]
    tweets = [
        ("明日は雨みたいなのでローラー台の日。", "約2時間前"),
        ("ブログ更新しました。長尾峠ヒルクライム。", "約1日前"),
        ("新しいサドル、まだお尻が慣れない…", "3日前"),
    ]
    css = """
body{margin:0;background:#f3f1ea;font-family:'ヒラギノ角ゴ Pro W3','Hiragino Kaku Gothic Pro','メイリオ',Meiryo,'ＭＳ Ｐゴシック',sans-serif;font-size:13px;color:#333;line-height:1.7}
a{color:#2a6e3f}a:hover{color:#c3561e}
#container{width:860px;margin:0 auto;background:#fff;border-left:1px solid #ddd8c8;border-right:1px solid #ddd8c8}
#header{background:#2a6e3f;padding:26px 24px;color:#fff}
#header-name{margin:0;font-size:24px}
#header-name a{color:#fff;text-decoration:none}
#header-description{margin:4px 0 0;font-size:12px;color:#d8eadc}
#content{float:left;width:580px;padding:20px 24px}
#alpha-inner{}
#beta{float:right;width:210px;padding:20px 16px 20px 0;font-size:12px}
.asset-name{font-size:20px;margin:0 0 4px}
.asset-meta{font-size:11px;color:#888}
.asset-body p{margin:0 0 1.2em}
.asset-footer{font-size:11px;color:#888;border-top:1px dotted #ccc;padding-top:6px;margin-top:12px}
.comments-header,.trackbacks-header{font-size:14px;border-bottom:2px solid #2a6e3f;margin:28px 0 10px;padding-bottom:3px}
.comment,.trackback{border-bottom:1px dotted #ccc;padding:8px 0}
.comment .asset-meta,.trackback .asset-meta{margin-bottom:4px}
.comment-content p{margin:0 0 .6em}
.trackback-content p{margin:0 0 .4em;font-size:12px}
.comments-open-header{font-size:14px;margin:24px 0 8px}
#comments-form label{display:block;font-size:12px}
#comments-form input[type=text],#comments-form textarea{width:90%;border:1px solid #ccc;padding:3px}
.widget{margin:0 0 20px}
.widget-header{font-size:12px;background:#eee9d9;padding:3px 6px;margin:0 0 6px}
.widget-content ul{margin:0;padding:0 0 0 14px}
.widget-content li{margin:0 0 5px}
.widget-twitter li span.time{display:block;color:#999;font-size:11px}
#footer{clear:both;background:#eee9d9;padding:10px 24px;font-size:11px;color:#777}
"""
    cm = "".join(
        f'<div class="comment" id="comment-{2101 + i}"><div class="inner"><div class="comment-header"><div class="asset-meta">'
        f'<span class="byline"><span class="vcard author">{esc(c.who)}</span> <span class="delimiter">|</span> '
        f'<a href="#comment-{2101 + i}">{esc(c.at)}</a> <span class="delimiter">|</span> <a title="返信" href="javascript:void(0);" onclick="mtReplyCommentOnClick({2101 + i}, \'{esc(c.who)}\')">返信</a></span></div></div>'
        f'<div class="comment-content">{paras(c.body)}</div></div></div>'
        for i, c in enumerate(cs)
    )
    tb = "".join(
        f'<div class="trackback" id="ping-{880 + n}"><div class="inner"><div class="trackback-header"><div class="asset-meta">'
        f'<a href="http://{("potari-nikki", "shimanami-run")[n]}.blog.so-net.ne.jp/">{esc(b)}</a> から: <a href="#ping-{880 + n}">{esc(when)}</a></div></div>'
        f'<div class="trackback-content"><p class="trackback-title"><a href="http://{("potari-nikki", "shimanami-run")[n]}.blog.so-net.ne.jp/2010-05-{17 + n}">{esc(t)}</a></p><p>{esc(ex)} <a href="http://{("potari-nikki", "shimanami-run")[n]}.blog.so-net.ne.jp/2010-05-{17 + n}">[続きを読む]</a></p></div></div></div>'
        for n, (b, t, when, ex) in enumerate(tbs)
    )
    rc = "".join(
        f'<li><strong>{esc(w)}</strong>: <a href="/2010/04/{n + 20}.html">{esc(p)}</a></li>'
        for n, (w, p) in enumerate(recent_c)
    )
    rt = "".join(
        f'<li><a href="/2010/05/nagao-toge.html#ping">{esc(t)}</a> ({esc(b)})</li>' for b, t in recent_tb
    )
    tw = "".join(f'<li>{esc(t)}<span class="time">{esc(ago)}</span></li>' for t, ago in tweets)
    body = f"""<div id="container"><div id="container-inner">
<div id="header"><div id="header-inner"><div id="header-content"><h1 id="header-name"><a href="/" accesskey="1">ゆっくり走る自転車日記</a></h1><div id="header-description">週末に少しずつ、峠と湖をめぐるロードバイクの記録です。</div></div></div></div>
<div id="content"><div id="content-inner"><div id="alpha"><div id="alpha-inner">
<div id="entry-517" class="entry-asset asset hentry">
<div class="asset-header"><h1 id="page-title" class="asset-name entry-title">長尾峠ヒルクライム、茶屋のわらび餅まで</h1>
<div class="asset-meta"><span class="byline">投稿者: <span class="vcard author">はやし</span> 日時: <abbr class="published" title="2010-05-16T18:20:00+09:00">2010年5月16日 18:20</abbr></span></div></div>
<div class="asset-content entry-content"><div class="asset-body">
<p>先週の日曜日、ずっと行きたかった長尾峠に登ってきました。駅前を朝6時半に出発して、川沿いの道を30キロほど走ってから峠道に入ります。</p>
<p>登りは全部で約9キロ、平均勾配は5%くらい。前半はゆるやかですが、最後の2キロは8%を超えるところが続いて、何度も足をつきそうになりました。途中のトンネルの手前に自販機があるので、補給はここで。</p>
<p>頂上の茶屋で食べたわらび餅がとにかくおいしかった！きな粉と黒みつがたっぷりで、疲れが吹き飛びました。帰りは下りで手がしびれるので、休憩を多めに取りました。</p>
<p>走行距離 82.4km、獲得標高 920m。次は紅葉の時期にもう一度行きたいです。</p>
</div></div>
<div class="asset-footer"><span class="post-footers">カテゴリ: <a href="/hillclimb/">ヒルクライム</a></span> <span class="separator">|</span> <a class="permalink" href="/2010/05/nagao-toge.html">個別ページ</a> <span class="separator">|</span> <a href="#comments">コメント (4)</a> <span class="separator">|</span> <a href="#trackback">トラックバック (2)</a></div>
</div>
<div id="trackbacks" class="trackbacks"><h2 class="trackbacks-header">トラックバック (2)</h2><div class="trackbacks-info"><p>このエントリーのトラックバックURL:<br />http://www.yukkuri-jitensha.net/mt/mt-tb.cgi/517</p></div><div class="trackbacks-content">{tb}</div></div>
<div id="comments" class="comments"><h2 class="comments-header">コメント (4)</h2><div id="comments-content" class="comments-content">{cm}</div>
<div class="comments-open" id="comments-open"><h2 class="comments-open-header">コメントする</h2><div class="comments-open-content"><form method="post" action="/mt/mt-comments.cgi" name="comments_form" id="comments-form"><input type="hidden" name="entry_id" value="517" />
<div id="comments-open-data"><div id="comment-form-name"><label for="comment-author">名前</label><input id="comment-author" name="author" size="30" value="" /></div><div id="comment-form-email"><label for="comment-email">電子メール</label><input id="comment-email" name="email" size="30" value="" /></div><div id="comment-form-url"><label for="comment-url">URL</label><input id="comment-url" name="url" size="30" value="" /></div></div>
<div id="comments-open-text"><label for="comment-text">コメント (スタイル用のHTMLタグを使えます)</label><textarea id="comment-text" name="text" rows="10" cols="50"></textarea></div>
<div id="comments-open-footer" class="comments-open-footer"><input type="submit" accesskey="v" name="preview_button" id="comment-preview" value="確認" /> <input type="submit" accesskey="s" name="post" id="comment-submit" value="投稿" /></div></form></div></div>
</div>
</div></div></div></div>
<div id="beta"><div id="beta-inner">
<div class="widget-about widget"><h3 class="widget-header">このブログについて</h3><div class="widget-content"><p>茨城在住、40代の会社員です。2008年からロードバイクに乗っています。愛車はクロモリのランドナー。</p></div></div>
<div class="widget-recent-comments widget"><h3 class="widget-header">最近のコメント</h3><div class="widget-content"><ul>{rc}</ul></div></div>
<div class="widget-recent-trackbacks widget"><h3 class="widget-header">最近のトラックバック</h3><div class="widget-content"><ul>{rt}</ul></div></div>
<div class="widget-twitter widget"><h3 class="widget-header">Twitter</h3><div class="widget-content"><ul id="twitter_update_list">{tw}</ul><p><a href="http://twitter.com/hayashi_ride">@hayashi_ride をフォロー</a></p></div></div>
<div class="widget-archive widget-archive-category widget"><h3 class="widget-header">カテゴリ</h3><div class="widget-content">{ul(["ヒルクライム (12)", "ロングライド (9)", "メンテナンス (7)", "グルメ (15)"], "", "/category/")}</div></div>
<div class="widget-archive-monthly widget-archive widget"><h3 class="widget-header">月別 アーカイブ</h3><div class="widget-content">{ul(["2010年5月", "2010年4月", "2010年3月", "2010年2月"], "", "/archives/")}</div></div>
<div class="widget-powered widget"><div class="widget-content"><a href="http://www.sixapart.jp/movabletype/">Powered by Movable Type 4.27-ja</a></div></div>
</div></div>
<div id="footer">Copyright © ゆっくり走る自転車日記 All Rights Reserved.</div>
</div></div>"""
    html = page(
        "長尾峠ヒルクライム、茶屋のわらび餅まで",
        "ゆっくり走る自転車日記",
        "ja",
        css,
        body,
        sep=": ",
        title_first=False,
        generator="Movable Type 4.27-ja",
        body_attrs='id="classic-blog" class="mt-entry-archive layout-wt"',
    )
    return make(
        "el-mixed-ja-mt-nagao-toge",
        "mixed",
        "ja",
        html,
        cs,
        path="/2010/05/nagao-toge.html",
        container="div#comments > div#comments-content > div.comment (div.asset-meta: span.byline NAME | time link | 返信; div.comment-content > p); flat, the blog's author answering last",
        heading="コメント (4)",
        description="A Japanese personal cycling blog on Movable Type 4.27, May 2010: a post, 'トラックバック (2)' (two trackbacks with blog name, time, title and excerpt) before 'コメント (4)' (four flat comments, the author answering the three readers in the last) and the comment form; the sidebar's about box, '最近のコメント' (4 'NAME: POST' lines about other posts), '最近のトラックバック', a Twitter box of the author's 3 tweets, categories and monthly archives.",
        lookalikes=(
            "'トラックバック (2)': 2 trackbacks with excerpts",
            "'最近のコメント': 4 'NAME: POST' lines",
            "'Twitter': 3 tweets with relative times",
        ),
    )


def mixed_el() -> list[Case]:
    return [pt_festa(), ja_mt()]
