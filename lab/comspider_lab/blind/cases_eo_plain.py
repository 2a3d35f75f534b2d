"""Blind set EO: two article pages without any reader discussion but with the furniture that looks like one: an
English weekly's court story of 2012 whose comments are closed for legal reasons (most commented with each story's
latest comment, readers' photos, a top-commenters table, the paper's tweets, related stories, an author box) and a
Brazilian blog of 2013 that never opened its posts to readers (recent comments of other posts with snippets,
a Facebook recommendations box, "what others are saying" trackbacks of other posts, a poll, an author box). Every
site, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_eo_common import Case, esc, make, page, rows, slug


def en_closed() -> Case:
    css = """body{margin:0;background:#fafafa;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}
#outer{width:976px;margin:0 auto;background:#fff;border:1px solid #ddd}#mast{padding:16px 18px;background:#6b1f4d;color:#fff}#mast b{font:bold 36px Georgia}#mast span{float:right;font-size:11px;margin-top:18px}
#navbar{background:#4a1235}#navbar a{color:#fff;display:inline-block;padding:8px 10px;font-weight:bold;font-size:12px;text-decoration:none}
#cols{overflow:hidden;padding:16px 18px}#story{float:left;width:620px}#rail{float:right;width:310px}
h1{font:bold 28px/1.2 Georgia;margin:4px 0 6px}.stand{font-size:15px;color:#444}.by{font-size:11px;color:#888;margin:6px 0 10px}.storytext p{font-size:14px;line-height:1.6}
.closed{background:#f5eef2;border:1px solid #dcc3d1;padding:10px;margin:16px 0;font-weight:bold;color:#6b1f4d}
.authorbox{overflow:hidden;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:10px 0;margin:14px 0}.authorbox img{float:left;margin-right:10px}
.related li{margin-bottom:8px}.related .rb{color:#888;font-size:11px}
.photos{overflow:hidden}.photos div{float:left;width:146px;margin-right:8px;font-size:11px;color:#555}
.railbox{margin-bottom:16px;border:1px solid #e2d4dc}.railbox h3{margin:0;background:#6b1f4d;color:#fff;padding:5px 8px;font-size:13px}.railbox ul,.railbox ol{margin:6px 0;padding-left:24px}.railbox li{margin-bottom:8px}
.railbox .latest{display:block;font-size:11px;color:#666}.railbox table{width:100%;border-collapse:collapse}.railbox td{padding:4px 8px;border-bottom:1px solid #f0e6ec}
.tweet{padding:6px 8px;border-bottom:1px solid #eee}.tweet .ago{color:#999;font-size:11px}
#foot{clear:both;background:#4a1235;color:#dbc;padding:12px 18px;font-size:11px}"""
    most = rows("""
Anger over plans to close Ashcombe library | 74 | Pat Hendry | Use it or lose it, they said. We used it. Now they want to close it anyway...
Sainsbury's gets go-ahead for Moor Lane store | 58 | brookside_bob | Another supermarket, just what the high street needs. Not.
Ashcombe Town 2 Yeovale 3: late collapse | 41 | TownTilIDie | Same old story, two up at half time and still can't hold on...
Mayor's charity ball raises £12,000 | 17 | Jen Alcott | Lovely evening, well done to everyone who organised it.
""")
    top = rows("""
brookside_bob | 1,812
TownTilIDie | 1,204
Pat Hendry | 877
Old Ashcombian | 640
Jen Alcott | 502
""")
    photos = rows("""
Frost on the Mill Pond | Sue Barraclough
Christmas lights switch-on | Darren Platt
Swans on the canal | Margaret Lowe
Ashcombe from Beacon Hill | Ian Ferris
""")
    tweets = rows("""
Man, 34, appears in court over Station Road post office raid http://ash.ex/Tq3 | 2 hours ago
Gritters out tonight, temperatures down to -4C. Take care on the roads. | 4 hours ago
Photos: Christmas lights switch-on in the Market Place http://ash.ex/Tp9 | yesterday
""")
    rel = rows("""
Post office raid: police appeal for witnesses | Claire Dobson | 29 November 2012
Shopkeepers' fears after spate of break-ins | Claire Dobson | 14 November 2012
Station Road post office to get security screens | Mark Eaves | 3 October 2012
""")
    nav = "".join(
        f'<a href="/{slug(s)}/">{s}</a>'
        for s in ("Home", "News", "Sport", "What's On", "Your Say", "Jobs", "Motors", "Property")
    )
    rail = (
        '<div class="railbox"><h3>Most commented</h3><ol>'
        + "".join(
            f'<li><a href="/news/{slug(t)}/">{esc(t)}</a> ({n})<span class="latest">Latest: <b>{esc(w)}</b> &ndash; &ldquo;{esc(x)}&rdquo;</span></li>'
            for t, n, w, x in most
        )
        + "</ol></div>"
        '<div class="railbox"><h3>Top commenters this month</h3><table>'
        + "".join(
            f'<tr><td>{n + 1}</td><td><a href="/profile/{slug(w)}/">{esc(w)}</a></td><td align="right">{c} comments</td></tr>'
            for n, (w, c) in enumerate(top)
        )
        + "</table></div>"
        '<div class="railbox"><h3>@AshcombeGazette</h3>'
        + "".join(f'<div class="tweet">{esc(t)} <span class="ago">{esc(w)}</span></div>' for t, w in tweets)
        + "</div>"
        '<div style="height:250px;background:#eee;text-align:center;line-height:250px;color:#aaa">Advertisement</div>'
    )
    body = f"""<div id="outer">
<div id="mast"><span>Wednesday, December 5, 2012</span><b>Ashcombe Gazette</b></div>
<div id="navbar">{nav}</div>
<div id="cols">
<div id="story">
<h1>Man charged over Station Road post office raid</h1>
<p class="stand">A 34-year-old man has appeared before magistrates charged with robbery after staff were threatened at a sub-post office last month.</p>
<div class="by">By Claire Dobson · Wednesday, December 5, 2012 · 10:15</div>
<div class="storytext">
<p>Gary Stephen Hollins, of no fixed address, appeared before Ashcombe Magistrates' Court on Tuesday charged with robbery and possession of an imitation firearm.</p>
<p>The charges relate to a raid on Station Road Post Office on November 27, when a man threatened two members of staff and escaped with about £2,400 in cash.</p>
<p>Hollins did not enter a plea. He was remanded in custody to appear at Westbury Crown Court on January 3.</p>
</div>
<div class="closed">Comments have been disabled on this article for legal reasons.</div>
<div class="authorbox"><img src="/_avatar/claire-dobson.svg" width="60" height="60" alt="" /><b>Claire Dobson</b>, chief reporter. Claire covers crime and the courts. Email claire.dobson@ashcombegazette.example or call 01632 960 412. <a href="/author/claire-dobson/">More by Claire</a></div>
<div class="related"><h3>Related stories</h3><ul>
{"".join(f'<li><a href="/news/{slug(t)}/">{esc(t)}</a><br /><span class="rb">By {esc(w)} · {esc(d)}</span></li>' for t, w, d in rel)}
</ul></div>
<div class="photos"><h3>Readers' photos</h3>
{"".join(f'<div><img src="/_avatar/rp-{slug(t)}.svg" width="146" height="100" alt="" /><br /><b>{esc(t)}</b><br />Sent in by {esc(w)}</div>' for t, w in photos)}
</div>
</div>
<div id="rail">{rail}</div>
</div>
<div id="foot">© 2012 Ashcombe Gazette, part of Westvale Newspapers Ltd · <a href="/terms/">Terms</a> · <a href="/privacy/">Privacy</a> · <a href="/contact/">Contact us</a></div>
</div>"""
    return make(
        "eo-plain-en-ashcombe-court",
        "lookalike",
        "en",
        page(
            "Man charged over Station Road post office raid",
            "Ashcombe Gazette",
            "en-GB",
            css,
            body,
            published="2012-12-05T10:15:00Z",
        ),
        [],
        path="/news/man-charged-over-station-road-post-office-raid/",
        container="-",
        heading=None,
        description="An English weekly's court story of December 2012, comments disabled for legal reasons: an author box, related stories with bylines and dates, readers' photos ('Sent in by NAME'); in the rail 'Most commented' with each story's latest comment (name and snippet), 'Top commenters this month' (names with counts) and the paper's tweets with relative times.",
        lookalikes=(
            "'Most commented': 4 titles with counts and the latest comment's name and snippet",
            "'Top commenters this month': 5 names with counts",
            "'Readers' photos': 4 photos with 'Sent in by NAME'",
            "tweets: 3 with relative times",
            "'Related stories': 3 with 'By NAME · DATE'",
            "author box",
        ),
    )


def pt_blog() -> Case:
    css = """body{margin:0;background:#f4efe6 url(/_avatar/bg.svg);font:14px/1.6 Georgia,serif;color:#333}
#tudo{width:950px;margin:20px auto;background:#fff;padding:0 0 10px}#cab{padding:26px 30px;border-bottom:1px dashed #caa}#cab h1{margin:0;font:normal 38px Georgia;color:#a0522d}#cab p{margin:0;color:#999;font-style:italic}
#conteudo{float:left;width:600px;padding:20px 30px}#lateral{float:right;width:260px;padding:20px 20px 0 0;font-size:12px;font-family:Verdana,sans-serif}
.post h2{font:normal 28px Georgia;color:#a0522d;margin:0}.post .data{font:11px Verdana;color:#aaa;text-transform:uppercase}.post p{font-size:15px}
.sobre{background:#faf6ef;border:1px solid #eadfcc;padding:12px;overflow:hidden;font-size:13px}.sobre img{float:left;margin-right:10px}
.widget{margin-bottom:22px}.widget h3{font:bold 12px Verdana;text-transform:uppercase;color:#a0522d;border-bottom:1px dashed #caa;padding-bottom:3px}.widget ul{list-style:none;margin:0;padding:0}.widget li{margin-bottom:9px}
.fbrec{border:1px solid #aab6d4;font-family:'lucida grande',tahoma,verdana,sans-serif;font-size:11px}.fbrec .t{background:#edeff4;padding:5px;color:#3b5998;font-weight:bold}.fbrec .i{padding:5px;border-top:1px solid #eee;overflow:hidden}.fbrec img{float:left;margin-right:5px}.fbrec .c{color:#999}
.enquete .barra{background:#a0522d;height:6px;margin-bottom:6px}
#rodape{clear:both;text-align:center;font:11px Verdana;color:#aaa;padding-top:10px}"""
    recentes = rows("""
Dona Cida | Bolo de fubá cremoso da vó | Fiz ontem e ficou perfeito, só diminuí um pouco o açúcar...
Renata M. | Pão de queijo de liquidificador | Dá para congelar a massa? Queria fazer para a semana toda.
Júlio César | Bolo de fubá cremoso da vó | Aqui em Minas a gente coloca erva-doce, fica uma delícia!
Lu Figueiredo | Geleia de jabuticaba sem pectina | Minha geleia ficou muito líquida, o que eu fiz de errado?
""")
    fb = rows("""
Pão de queijo de liquidificador | Patrícia Alves e mais 318 pessoas recomendaram isso.
Bolo de fubá cremoso da vó | Marcos Tavares recomendou isso.
Geleia de jabuticaba sem pectina | 57 pessoas recomendaram isso.
""")
    dizendo = rows("""
Cozinha da Tati | Receitas juninas que eu amo | [...] o curau da Marília, do Tempero de Quintal, é o melhor que já fiz [...]
Blog Sabor Caipira | Links da semana | [...] não deixem de ver o pudim de tapioca do Tempero de Quintal [...]
""")
    enq = rows("""
Canjica | 46 | 389
Pamonha | 31 | 262
Curau | 23 | 194
""")
    lateral = (
        '<div class="widget sobre-mim"><h3>Sobre mim</h3><img src="/_avatar/marilia.svg" width="60" height="60" alt="" style="float:left;margin-right:8px" />Marília Duarte, 41, mineira morando em Campinas. Cozinho desde os dez anos e escrevo aqui desde 2009.</div>'
        '<div class="widget"><h3>Comentários recentes</h3><ul>'
        + "".join(
            f'<li><b>{esc(w)}</b> em <a href="/{slug(t)}/">{esc(t)}</a>: <i>&ldquo;{esc(x)}&rdquo;</i></li>'
            for w, t, x in recentes
        )
        + "</ul></div>"
        '<div class="widget fbrec"><div class="t">Recomendações</div>'
        + "".join(
            f'<div class="i"><img src="/_avatar/fbr-{n}.svg" width="30" height="30" alt="" /><a href="/{slug(t)}/">{esc(t)}</a><br /><span class="c">{esc(w)}</span></div>'
            for n, (t, w) in enumerate(fb)
        )
        + "</div><br />"
        '<div class="widget"><h3>O que estão dizendo</h3><ul>'
        + "".join(
            f'<li><a href="http://example.invalid/{slug(b)}">{esc(b)}</a> &raquo; {esc(t)}<br />{esc(x)}</li>'
            for b, t, x in dizendo
        )
        + "</ul></div>"
        '<div class="widget enquete"><h3>Enquete</h3><b>Qual o seu doce junino preferido?</b><br />'
        + "".join(
            f'{esc(a)} — {p}% ({v} votos)<div class="barra" style="width:{p}%"></div>' for a, p, v in enq
        )
        + "</div>"
    )
    body = f"""<div id="tudo">
<div id="cab"><h1>Tempero de Quintal</h1><p>receitas de família, do fogão a lenha ao forno elétrico</p></div>
<div id="conteudo">
<div class="post" id="post-612">
<div class="data">sábado, 22 de junho de 2013</div>
<h2>Curau de milho verde da minha mãe</h2>
<p>Junho chegou e aqui em casa não tem festa junina sem curau. Esta é a receita da minha mãe, do jeito que ela faz há mais de trinta anos, com milho verde ralado na hora.</p>
<p><b>Ingredientes:</b> 6 espigas de milho verde, 1 litro de leite, 1 xícara de açúcar, 1 pitada de sal, canela em pó para polvilhar.</p>
<p><b>Modo de preparo:</b> Corte os grãos das espigas e bata no liquidificador com o leite. Passe por uma peneira, leve ao fogo com o açúcar e o sal e mexa sem parar até engrossar, uns 20 minutos. Despeje em tigelinhas e polvilhe canela.</p>
<p>Rende 8 porções. Fica ainda melhor no dia seguinte, geladinho.</p>
<p class="data">Marcadores: <a href="/label/doces/">doces</a>, <a href="/label/festa-junina/">festa junina</a>, <a href="/label/milho/">milho</a></p>
</div>
<div class="sobre"><img src="/_avatar/marilia.svg" width="50" height="50" alt="" /><b>Marília Duarte</b> escreve o Tempero de Quintal. Receitas testadas na cozinha de casa, com fotos de verdade. <a href="/sobre/">Leia mais</a></div>
</div>
<div id="lateral">{lateral}</div>
<div id="rodape">Tempero de Quintal © 2009-2013 · Tema por Marília · Tecnologia do WordPress</div>
</div>"""
    return make(
        "eo-plain-pt-tempero-curau",
        "lookalike",
        "pt",
        page(
            "Curau de milho verde da minha mãe",
            "Tempero de Quintal",
            "pt-BR",
            css,
            body,
            published="2013-06-22T09:00:00-03:00",
        ),
        [],
        path="/2013/06/curau-de-milho-verde-da-minha-mae/",
        container="-",
        heading=None,
        description="A Brazilian food blog of June 2013 whose posts were never open to readers (no discussion, no form): an author box under the recipe; in the sidebar 'Sobre mim', 'Comentários recentes' of other posts (names, titles, snippets), a Facebook 'Recomendações' box (names), 'O que estão dizendo' (two trackbacks of other blogs with excerpts) and a poll's results.",
        lookalikes=(
            "'Comentários recentes': 4 names with titles and snippets",
            "'Recomendações' (Facebook): 3 entries with names",
            "'O que estão dizendo': 2 trackbacks with excerpts",
            "poll: 3 answers with percentages and votes",
            "author box",
        ),
    )


def plain_eo() -> list[Case]:
    return [en_closed(), pt_blog()]
