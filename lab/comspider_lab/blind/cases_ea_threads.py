"""Blind set ea: two discussions whose replies are shown only by indentation: an English evening paper of 2009 that
prints each comment in a layout table of its own, indented by a spacer image of growing width, and a Brazilian regional portal of 2010 that
puts an empty table cell of growing width before each entry. Every name, place and text invented for this set; each
comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ea_common import Case, esc, make, paras, talk

# --------------------------------------------------------------------------- en: an evening paper, 2009 (spacer GIF)


def en_baths() -> Case:
    cs = talk("""
Sue Partridge @ 6:14pm Wed 14 Oct 09 ~ 2009-10-14T18:14:00+01:00 :: I learnt to swim at Marlow Road in 1971 and so did both my children. The council found £1.2m for the new roundabout at Fenwick Cross but it can't keep a swimming pool open? Shameful.
>BigDave71 @ 6:40pm Wed 14 Oct 09 ~ 2009-10-14T18:40:00+01:00 :: The roundabout money came from the Highways Agency, Sue, not the leisure budget. It's in the fifth paragraph.
>>Sue Partridge @ 7:02pm Wed 14 Oct 09 ~ 2009-10-14T19:02:00+01:00 :: It's all our money in the end Dave, whichever pot it comes out of.
>>harbourne_lad @ 7:30pm Wed 14 Oct 09 ~ 2009-10-14T19:30:00+01:00 :: Dave is right though. The council couldn't move highways money into leisure even if it wanted to, that's how the grants work.
>Mrs J Okafor @ 8:05pm Wed 14 Oct 09 ~ 2009-10-14T20:05:00+01:00 :: My mother does the aquafit class there every Tuesday morning. She is 79 and Kingsmead is two buses away. Nobody from the council has explained how she is supposed to get there.
Keith Ambler @ 6:31pm Wed 14 Oct 09 ~ 2009-10-14T18:31:00+01:00 :: For the record, Harbourne Swimming Club has offered to take the building over as a community trust. We wrote to the council in July and we are still waiting for an answer. // Anyone who wants to help, we are meeting at the Marlow Arms on Thursday at 7.30pm.
>Rob T @ 7:11pm Wed 14 Oct 09 ~ 2009-10-14T19:11:00+01:00 :: Count me in Keith. Which room?
>>Keith Ambler @ 7:45pm Wed 14 Oct 09 ~ 2009-10-14T19:45:00+01:00 :: Back room Rob, just ask at the bar.
>ex-lifeguard @ 9:20pm Wed 14 Oct 09 ~ 2009-10-14T21:20:00+01:00 :: A trust won't be able to afford the boiler, that is the real problem. It was on its last legs when I worked there in 2003 and the pool was shut for a fortnight every winter.
>>Keith Ambler @ 10:02pm Wed 14 Oct 09 ~ 2009-10-14T22:02:00+01:00 :: We have had a quote for a new boiler and it is well under the figure the council gave. We'll bring it to Thursday's meeting so people can see for themselves.
Angela W @ 7:58pm Wed 14 Oct 09 ~ 2009-10-14T19:58:00+01:00 :: Why is it always the things working families use? You never hear of them closing the golf course at Links Lane.
steve_the_swimmer @ 7:22am Thu 15 Oct 09 ~ 2009-10-15T07:22:00+01:00 :: Swam there this morning. Changing rooms freezing, showers lukewarm at best and half the lockers broken. Sad to see it go but I can't say I'm surprised.
Grumpy of Westcliff @ 8:47am Thu 15 Oct 09 ~ 2009-10-15T08:47:00+01:00 :: Kingsmead has a 25 metre pool, a gym and free parking. I really don't see what all the fuss is about.
>Sue Partridge @ 9:15am Thu 15 Oct 09 ~ 2009-10-15T09:15:00+01:00 :: Free parking is no use to people who don't drive.
""")
    towns = {
        "Sue Partridge": "Harbourne",
        "BigDave71": "Stoke Harbourne",
        "harbourne_lad": "Harbourne",
        "Mrs J Okafor": "Northgate",
        "Keith Ambler": "Harbourne",
        "Rob T": "Eastcliff",
        "ex-lifeguard": "Harbourne",
        "Angela W": "Harbourne",
        "steve_the_swimmer": "Westcliff",
        "Grumpy of Westcliff": "Westcliff",
    }
    recs = [3, 5, 2, 4, 11, 9, 1, 0, 2, 3, 6, 4, 0, 7]
    rows = []
    for i, c in enumerate(cs):
        width = 1 + 30 * c.depth
        rows.append(
            f'<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td valign="top"><img src="/_avatar/spacer.svg" width="{width}" height="1" alt="" border="0" /></td>'
            f'<td valign="top" width="100%"><a name="c{48210 + i * 3}"></a><div class="comment-box">'
            f'<p class="comment-meta"><b class="commenter">{esc(c.who)}</b>, {esc(towns[c.who])}'
            f' <span class="comment-date">{esc(c.at)}</span></p>'
            f'<div class="comment-text">{paras(c.body)}</div>'
            f'<p class="comment-tools"><a href="/news/4670213.reply?parent={48210 + i * 3}">Reply to this comment</a> | '
            f'<a href="/report_abuse/?comment={48210 + i * 3}">Report this comment</a> | '
            f'<a href="#" onclick="return recommend({48210 + i * 3});">Recommend</a> ({recs[i]})</p>'
            "</div></td></tr></table>"
        )
    table = '<div class="comments-list">' + "".join(rows) + "</div>"
    most_read = "".join(
        f'<li><a href="/news/{4670000 + n * 17}.{t.lower().replace(" ", "_")[:30]}/">{esc(t)}</a></li>'
        for n, t in enumerate(
            [
                "Man arrested after Northgate post office raid",
                "Marlow Road baths to close in spring",
                "Pier fire: owners vow to rebuild",
                "Harbourne Town sack manager after 5-0 defeat",
                "Roadworks chaos on the A1093 for six more weeks",
            ]
        )
    )
    most_commented = "".join(
        f'<li><a href="/news/{4669000 + n * 23}/">{esc(t)}</a> <span class="count">({n2})</span></li>'
        for n, (t, n2) in enumerate(
            [
                ("Marlow Road baths to close in spring", 14),
                ("Parking charges at Harbourne General to double", 41),
                ("Travellers move on to Kingsmead playing fields", 67),
                ("Letters: the bin collections are a shambles", 19),
            ]
        )
    )
    html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en" lang="en">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>Council confirms Marlow Road baths will close in spring (From Harbourne Evening Echo)</title>
<meta name="description" content="HARBOURNE's oldest swimming pool will shut for good next April, the borough council confirmed last night." />
<meta name="keywords" content="Harbourne, Marlow Road, baths, swimming, council, leisure, Kingsmead" />
<meta property="og:title" content="Council confirms Marlow Road baths will close in spring" />
<meta property="og:site_name" content="Harbourne Evening Echo" />
<style type="text/css">
body{{margin:0;background:#dfe3e8;font:12px/1.45 Arial,Helvetica,sans-serif;color:#222}}
#wrapper{{width:980px;margin:0 auto;background:#fff}}
#leaderboard{{text-align:center;padding:6px 0;background:#f4f4f4}}
#masthead{{background:#003366;color:#fff;padding:10px 12px}}#masthead h1{{margin:0;font:bold 34px Georgia,serif}}
#masthead .date{{float:right;font-size:11px;margin-top:14px}}
#tabs{{background:#cc0000;margin:0;padding:0 6px;list-style:none;height:26px}}#tabs li{{float:left}}#tabs a{{display:block;padding:5px 9px;color:#fff;font-weight:bold;text-decoration:none}}
#subtabs{{background:#eee;padding:4px 10px;font-size:11px}}
#content td.main{{padding:12px 14px}}#content td.right{{background:#f2f4f7;padding:10px}}
h2.headline{{font:bold 26px Georgia,serif;margin:4px 0 8px}}.standfirst{{font-size:14px;font-weight:bold}}
.byline{{color:#666;font-size:11px;border-bottom:1px dotted #999;padding-bottom:4px}}
.bookmarks{{background:#f4f4f4;border:1px solid #ddd;padding:4px 6px;font-size:11px;margin:10px 0}}
.comments-head{{background:#003366;color:#fff;font:bold 14px Arial;padding:5px 8px;margin-top:18px}}
.comment-box{{border-bottom:1px solid #d9d9d9;padding:6px 2px 4px}}.comment-meta{{margin:0;color:#555;font-size:11px}}
.commenter{{color:#003366}}.comment-date{{color:#888}}.comment-text p{{margin:4px 0}}.comment-tools{{margin:0;font-size:10px;color:#888}}
.rbox{{background:#fff;border:1px solid #c7ced6;margin-bottom:10px}}.rbox h3{{margin:0;background:#336699;color:#fff;font-size:12px;padding:4px 6px}}
.rbox ol,.rbox ul{{margin:6px 0;padding-left:22px}}.count{{color:#999}}
#footer{{background:#003366;color:#c9d3de;font-size:11px;padding:10px 14px}}#footer a{{color:#fff}}
</style>
<script type="text/javascript">function recommend(id){{var i=new Image();i.src='/recommend.php?id='+id;return false;}}</script>
</head>
<body>
<div id="wrapper">
<div id="leaderboard"><!-- ad: 728x90 leaderboard --><a href="/adclick/?zone=lb"><img src="/_avatar/harbourne_motors_728x90.svg" width="728" height="90" alt="Harbourne Motors - 0% finance on all used cars" border="0" /></a></div>
<div id="masthead"><span class="date">Thursday 15th October 2009 | <a href="/weather/" style="color:#fff">Harbourne: light rain, 12&deg;C</a></span><h1>Harbourne Evening Echo</h1></div>
<ul id="tabs"><li><a href="/">Home</a></li><li><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/leisure/">What's On</a></li><li><a href="/business/">Business</a></li><li><a href="/yoursay/">Your Say</a></li><li><a href="/jobs/">Jobs</a></li><li><a href="/motors/">Motors</a></li><li><a href="/property/">Property</a></li><li><a href="/announcements/">Announcements</a></li></ul>
<div id="subtabs"><a href="/news/">News</a> &gt; <a href="/news/local/">Local news</a> &gt; <a href="/news/local/harbourne/">Harbourne</a></div>
<table id="content" width="980" cellpadding="0" cellspacing="0" border="0"><tr>
<td class="main" valign="top" width="680">
<h2 class="headline">Council confirms Marlow Road baths will close in spring</h2>
<p class="standfirst">HARBOURNE's oldest swimming pool will shut for good next April, the borough council confirmed last night.</p>
<p class="byline">By Claire Denholm &raquo; <a href="/contact/claire_denholm/">Contact the reporter</a><br />11:02am Wednesday 14th October 2009</p>
<div class="bookmarks">Bookmark with: <a href="http://digg.com/submit?url=">Digg</a> | <a href="http://del.icio.us/post?url=">del.icio.us</a> | <a href="http://www.facebook.com/share.php?u=">Facebook</a> | <a href="http://www.stumbleupon.com/submit?url=">StumbleUpon</a> | <a href="/print/4670213/">Print</a> | <a href="/email/4670213/">Email</a></div>
<img src="/_avatar/marlow-road-baths-900213.svg" width="300" height="225" alt="" align="right" hspace="8" />
<p>Harbourne Borough Council's cabinet voted to close the Victorian baths on Marlow Road at the end of March, saying repairs to the roof and boiler would cost more than &pound;900,000.</p>
<p>Swimmers will be directed to the Kingsmead Leisure Centre, which opened in 2006 on the edge of town.</p>
<p>Cabinet member for leisure, Cllr Tony Royce, said: "Nobody wants to close a building with this much history, but we cannot justify spending close to a million pounds on a pool that loses money every week."</p>
<p>The baths, built in 1896, are used by around 2,300 swimmers a month, including four schools and the Harbourne Swimming Club.</p>
<p>The council says the &pound;1.2 million Fenwick Cross roundabout, which opens next month, was paid for by a Highways Agency grant and could not have been spent on leisure.</p>
<p>A public meeting about the future of the building will be held at the town hall on November 3.</p>
<p><b>Have you got a story? Call the newsdesk on 01999 555 210.</b></p>
<div class="comments-head">Comments (14)</div>
<p style="font-size:11px;color:#666">Comments are closed after 7 days. <a href="/terms/">House rules</a></p>
{table}
<p style="font-size:11px"><a href="/login/?return=/news/4670213/">Log in</a> or <a href="/register/">register</a> to have your say.</p>
</td>
<td class="right" valign="top" width="300">
<div style="text-align:center;margin-bottom:10px"><img src="/_avatar/mpu_kingsmead_300x250.svg" width="300" height="250" alt="Advertisement" /></div>
<div class="rbox"><h3>Most read</h3><ol>{most_read}</ol></div>
<div class="rbox"><h3>Most commented</h3><ul>{most_commented}</ul></div>
<div class="rbox"><h3>Jobs in Harbourne</h3><ul><li><a href="/jobs/8812/">Care assistant, nights - Westcliff</a></li><li><a href="/jobs/8827/">HGV Class 1 driver</a></li><li><a href="/jobs/8830/">Receptionist, part time</a></li></ul><p style="padding:0 6px"><a href="/jobs/">Search 312 local jobs</a></p></div>
<div class="rbox"><h3>Property search</h3><form action="/property/search/" style="padding:6px"><input type="text" name="q" value="Town or postcode" size="18" /> <input type="submit" value="Go" /></form></div>
</td></tr></table>
<div id="footer"><a href="/contact/">Contact us</a> | <a href="/advertise/">Advertise</a> | <a href="/terms/">Terms &amp; conditions</a> | <a href="/privacy/">Privacy</a> | <a href="/rss/">RSS</a><br />&copy; Copyright 2001-2009 Harbourne Echo Ltd, 14 Quay Street, Harbourne. All rights reserved.</div>
</div>
</body>
</html>
"""
    return make(
        "ea-en-harbourne-baths",
        "discussion",
        "en",
        html,
        cs,
        path="/news/4670213.council_confirms_marlow_road_baths_will_close_in_spring/",
        container="div.comments-list under 'Comments (14)': one table per comment, all siblings in tree order; its first td holds a spacer image (img[src=spacer.svg]) of width 1 + 30 x depth, then div.comment-box (b.commenter NAME, town, span.comment-date, div.comment-text > p, tools)",
        heading="Comments (14)",
        description="An English evening paper of October 2009 in a table layout (leaderboard advert, red tabs, bookmark bar, most read, most commented with counts, jobs, property search): 14 readers' comments, one layout table each, indented only by a spacer image of growing width in the first cell (three levels); towns after the names, 'Recommend (n)', 'Reply to this comment', 'Report this comment'.",
    )


# --------------------------------------------------------------------------- pt: a regional portal, 2010 (cells)


def pt_ponte() -> Case:
    cs = talk("""
Reginaldo Batista @ 12/05/2010 às 09h14 ~ 2010-05-12T09:14:00-03:00 :: Essa ponte está interditada desde o carnaval e só agora resolveram fazer a licitação? Quem mora no Jardim das Palmeiras está dando uma volta de 12 km todo dia para chegar no centro.
>Cláudia M. @ 12/05/2010 às 09h41 ~ 2010-05-12T09:41:00-03:00 :: Reginaldo, a licitação estava parada porque a primeira empresa desistiu. Saiu no jornal em março.
>>Reginaldo Batista @ 12/05/2010 às 10h03 ~ 2010-05-12T10:03:00-03:00 :: Então pior ainda, dois meses perdidos e ninguém avisou a população.
>Edson Farias @ 12/05/2010 às 10h20 ~ 2010-05-12T10:20:00-03:00 :: Eu trabalho de van e perco três viagens por dia por causa dessa volta. O prejuízo é de quem trabalha.
Tia Nena @ 12/05/2010 às 11h02 ~ 2010-05-12T11:02:00-03:00 :: Meu neto estuda na escola estadual do outro lado do rio e agora precisa pegar dois ônibus. Pelo menos coloquem um barco enquanto não fica pronta.
>joao_pescador @ 12/05/2010 às 11h37 ~ 2010-05-12T11:37:00-03:00 :: Barco no rio Piraquara nessa época de cheia? Ninguém vai autorizar, a correnteza está forte demais.
>>Tia Nena @ 12/05/2010 às 12h15 ~ 2010-05-12T12:15:00-03:00 :: Na época do meu pai tinha balsa ali e ninguém morria por isso. // Mas tudo bem, que ponham então um ônibus direto até a escola.
Marcos Vinícius @ 12/05/2010 às 13h48 ~ 2010-05-12T13:48:00-03:00 :: R$ 4,3 milhões para uma ponte de 80 metros? Alguém sabe quanto custou a ponte de Santa Rita, que é do mesmo tamanho?
Fernanda Lacerda @ 12/05/2010 às 15h30 ~ 2010-05-12T15:30:00-03:00 :: Parabéns ao jornal por continuar cobrando. Se não fosse a reportagem de fevereiro ninguém na prefeitura teria se mexido.
Sr. Antônio (Vila Nova) @ 12/05/2010 às 17h05 ~ 2010-05-12T17:05:00-03:00 :: O prazo de 8 meses para a obra é conversa. A creche do bairro era para ficar pronta em 6 meses e já faz dois anos.
>Cláudia M. @ 12/05/2010 às 17h52 ~ 2010-05-12T17:52:00-03:00 :: A creche é obra do estado, Sr. Antônio, e a ponte é da prefeitura. Mas concordo que prazo aqui ninguém cumpre.
""")
    rows = []
    for i, c in enumerate(cs):
        pad = f'<td width="{35 * c.depth}">&nbsp;</td>' if c.depth else ""
        ico = "resp" if c.depth else "op"
        rows.append(
            f'<table width="100%" border="0" cellspacing="0" cellpadding="0" class="tbOpiniao"><tr>{pad}'
            f'<td valign="top" width="24"><img src="/_avatar/ico_{ico}.svg" width="18" height="18" alt="" /></td>'
            f'<td valign="top"><div class="autorOp"><strong>{esc(c.who)}</strong> <span class="dataOp">{esc(c.at)}</span></div>'
            f'<div class="txtOp">{"<br /><br />".join(esc(p) for p in c.body.split(chr(10) + chr(10)))}</div>'
            f'<div class="acoesOp"><a href="/opiniao/responder.php?id={77310 + i}">Responder</a> · '
            f'<a href="/opiniao/denunciar.php?id={77310 + i}">Denunciar</a> · '
            f'<img src="/_avatar/joinha.svg" width="12" height="12" alt="Concordo" /> {(i * 7 + 3) % 19}</div>'
            "</td></tr></table>"
        )
    html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="pt-br">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>Prefeitura abre licitação para reconstruir ponte do Piraquara - Cidades - Portal Vale do Piraquara</title>
<meta name="description" content="Obra de R$ 4,3 milhões deve levar oito meses; ponte da Avenida Beira-Rio está interditada desde fevereiro" />
<meta property="og:title" content="Prefeitura abre licitação para reconstruir ponte do Piraquara" />
<meta property="og:site_name" content="Portal Vale do Piraquara" />
<style type="text/css">
body{{margin:0;background:#e9eef2;font:12px Tahoma,Verdana,sans-serif;color:#333}}
#geral{{width:970px;margin:0 auto;background:#fff}}#topo{{height:90px;background:#0a5c36;color:#fff}}
#topo .logo{{float:left;font:bold 30px 'Trebuchet MS',sans-serif;padding:22px 16px}}#topo .busca{{float:right;padding:30px 16px}}
#menu{{background:#f7b500;height:28px}}#menu a{{float:left;padding:6px 11px;color:#063;font-weight:bold;text-decoration:none}}
#ultimas{{background:#063;color:#fff;padding:4px 10px;font-size:11px}}#ultimas b{{color:#f7b500}}
.col1{{width:640px;float:left;padding:12px}}.col2{{width:300px;float:right;padding:12px 6px}}
.chapeu{{color:#0a5c36;font-weight:bold;text-transform:uppercase;font-size:11px}}h1.titulo{{font:bold 26px Georgia,serif;margin:4px 0}}
.linhafina{{font-size:15px;color:#555}}.credito{{font-size:11px;color:#888;margin:8px 0}}.materia p{{font-size:14px;line-height:1.6}}
.compartilhe{{border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:5px 0;margin:12px 0;font-size:11px}}
.tituloOp{{background:#0a5c36;color:#fff;font:bold 15px Arial;padding:6px 10px;margin-top:20px}}
.tbOpiniao{{border-bottom:1px dotted #bbb;margin:0}}.tbOpiniao td{{padding:6px 0}}.autorOp strong{{color:#0a5c36}}.dataOp{{color:#999;font-size:11px}}
.txtOp{{margin:3px 0;font-size:13px}}.acoesOp{{font-size:10px;color:#999}}.acoesOp a{{color:#999}}
.box{{border:1px solid #ddd;margin-bottom:12px}}.box h3{{margin:0;background:#eee;color:#0a5c36;padding:5px 8px;font-size:13px}}.box ol,.box ul{{margin:6px 0;padding-left:22px}}
.clear{{clear:both}}#rodape{{background:#063;color:#cfe3d7;font-size:11px;padding:14px;text-align:center}}
</style>
</head>
<body>
<div id="geral">
<div id="topo"><div class="logo">Portal Vale do Piraquara</div><div class="busca"><form action="/busca/"><input type="text" name="q" size="24" /> <input type="submit" value="Buscar" /></form></div></div>
<div id="menu"><a href="/">Home</a><a href="/cidades/">Cidades</a><a href="/policia/">Polícia</a><a href="/politica/">Política</a><a href="/esportes/">Esportes</a><a href="/agronegocio/">Agronegócio</a><a href="/entretenimento/">Entretenimento</a><a href="/classificados/">Classificados</a><a href="/fotos/">Galerias</a></div>
<div id="ultimas"><b>Últimas:</b> 09h02 Frente fria traz chuva para o fim de semana · 08h45 Feira do produtor muda de endereço · 08h10 Polícia apreende 40 kg de maconha na BR</div>
<div class="col1">
<div style="text-align:center;margin-bottom:10px"><img src="/_avatar/supermercado_bomdia_468x60.svg" width="468" height="60" alt="Publicidade" /></div>
<span class="chapeu">Infraestrutura</span>
<h1 class="titulo">Prefeitura abre licitação para reconstruir ponte do Piraquara</h1>
<p class="linhafina">Obra de R$ 4,3 milhões deve levar oito meses; ponte da Avenida Beira-Rio está interditada desde fevereiro</p>
<p class="credito">Da Redação · Publicado em 12/05/2010 às 07h30</p>
<div class="compartilhe">Compartilhe: <a href="http://twitter.com/home?status=">Twitter</a> | <a href="http://www.facebook.com/sharer.php?u=">Facebook</a> | <a href="http://www.orkut.com/FavoriteVideos?u=">Orkut</a> | <a href="/enviar/?id=20931">Enviar por e-mail</a> | <a href="/imprimir/?id=20931">Imprimir</a> | <a href="javascript:fonte(1)">A+</a> <a href="javascript:fonte(-1)">A-</a></div>
<div class="materia">
<p>A Prefeitura de São Tomé do Piraquara publicou nesta quarta-feira o edital de licitação para a reconstrução da ponte da Avenida Beira-Rio, interditada desde fevereiro, quando a cheia do rio Piraquara danificou dois pilares.</p>
<p>Segundo a Secretaria de Obras, a nova ponte terá 80 metros de extensão, duas faixas e passarela para pedestres. O valor estimado é de R$ 4,3 milhões, e o prazo de execução, de oito meses.</p>
<p>As propostas serão abertas no dia 14 de junho. Uma primeira licitação, aberta em março, foi cancelada depois que a única empresa interessada desistiu.</p>
<p>Enquanto isso, moradores do Jardim das Palmeiras e da Vila Nova continuam usando o desvio pela Estrada do Açude.</p>
</div>
<div class="tituloOp">Opinião dos leitores (11)</div>
<p style="font-size:11px;color:#777">As opiniões são de responsabilidade de seus autores e não refletem a opinião do Portal. <a href="/termos/">Termos de uso</a></p>
{"".join(rows)}
<p style="margin-top:10px"><a href="/opiniao/enviar.php?id=20931"><b>Dê a sua opinião sobre esta notícia</b></a></p>
</div>
<div class="col2">
<div style="text-align:center;margin-bottom:12px"><img src="/_avatar/faculdade_300x250.svg" width="300" height="250" alt="Publicidade" /></div>
<div class="box"><h3>Mais lidas</h3><ol><li><a href="/policia/20915/">Acidente na BR-381 deixa dois feridos</a></li><li><a href="/cidades/20931/">Prefeitura abre licitação para reconstruir ponte</a></li><li><a href="/esportes/20902/">Piraquara FC vence e sobe na tabela</a></li><li><a href="/cidades/20898/">Vacinação contra a gripe é ampliada</a></li><li><a href="/entretenimento/20890/">Festa do Peão divulga atrações</a></li></ol></div>
<div class="box"><h3>Enquete</h3><form action="/enquete/votar.php" style="padding:6px"><p>Você acha que a ponte fica pronta no prazo?</p><label><input type="radio" name="v" value="1" /> Sim</label><br /><label><input type="radio" name="v" value="2" /> Não</label><br /><input type="submit" value="Votar" /> <a href="/enquete/resultado.php">Resultado</a></form></div>
<div class="box"><h3>Classificados</h3><ul><li><a href="/classificados/4411/">Vendo Gol 2004 completo</a></li><li><a href="/classificados/4420/">Alugo casa no Centro</a></li><li><a href="/classificados/4425/">Precisa-se de pedreiro</a></li></ul></div>
</div>
<div class="clear"></div>
<div id="rodape">Portal Vale do Piraquara © 2010 · Rua Quinze de Novembro, 210 · São Tomé do Piraquara · <a href="/expediente/" style="color:#fff">Expediente</a> · <a href="/anuncie/" style="color:#fff">Anuncie</a></div>
</div>
</body>
</html>
"""
    return make(
        "ea-pt-piraquara-ponte",
        "discussion",
        "pt",
        html,
        cs,
        path="/cidades/20931/prefeitura-abre-licitacao-para-reconstruir-ponte-do-piraquara.html",
        container="div.col1 under 'Opinião dos leitores (11)': one table.tbOpiniao per entry, all siblings; a reply's row starts with an empty td of width 35 x depth, then an icon cell and the entry (div.autorOp strong NAME span.dataOp, div.txtOp, div.acoesOp)",
        heading="Opinião dos leitores (11)",
        description="A Brazilian regional portal of May 2010 in a fixed-width table-and-float layout (banner adverts, 'Últimas' ticker, share links with Orkut, most read, poll, classifieds): 11 readers' opinions, one table each, replies indented only by an empty cell of growing width (two levels), 'Responder', 'Denunciar' and agree counts. Never says 'comment'.",
    )


def threads_ea() -> list[Case]:
    return [en_baths(), pt_ponte()]
