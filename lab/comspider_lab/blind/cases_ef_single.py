"""Blind set ef: article pages as SingleFile saves them: one file, its banner comment, every style sheet inlined in
``<style>``, images as ``data:`` URIs, the page's scripts removed, a content-security-policy meta tag, shadow roots
serialised as declarative shadow DOM (``<template shadowrootmode="open">``), frames inlined as ``srcdoc``. An
Australian regional news site of 2022 whose comment widget is made of custom elements (``<comment-thread>``,
``<x-reply>``), a Brazilian sports site of 2019 without any reader discussion, and a Swedish local site of 2024 whose
five comments sit beside readers' photos with their names and a timed news feed (mixed). Every name, place and text
invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ef_common import (
    GIF1,
    Case,
    case,
    esc,
    ps,
    singlefile_head,
    svg_uri,
    thread,
    tree,
)

CSP = (
    "<meta http-equiv=\"content-security-policy\" content=\"default-src 'none'; font-src 'self' data:; "
    "img-src 'self' data:; style-src 'unsafe-inline'; media-src 'self' data:; script-src 'unsafe-inline' data:; "
    "object-src 'self' data:; frame-src 'self' data:;\">"
)

# --------------------------------------------------------------------------- en: a regional news site, 2022


def en_merrin() -> Case:
    url = "https://www.harboursideweekly.com.au/news/council-shelves-paid-parking-plan-for-merrin-point/"
    ts = thread("""
Colleen Arbuthnot | 18 Jan 2022, 7:42pm | 2022-01-18T19:42:00+11:00 :: Good. We already pay rates for the car park, we shouldn't pay again to use it. Most of the people parking there on a weekday are locals walking their dogs.
+Dev Raman | 18 Jan 2022, 8:05pm | 2022-01-18T20:05:00+11:00 :: On a weekday, sure. Come down on a Sunday in January and try to find a spot after 9am. Half the cars are from the city.
++Colleen Arbuthnot | 18 Jan 2022, 8:21pm | 2022-01-18T20:21:00+11:00 :: Then charge on summer weekends only and leave the rest of the year alone. Nobody proposed that.
+++Tom Gallagher | 18 Jan 2022, 9:14pm | 2022-01-18T21:14:00+11:00 :: That was option C in the council papers, Colleen. Page 14 of the agenda if you want to have a look. It got two votes.
Mick Lanigan | 18 Jan 2022, 7:58pm | 2022-01-18T19:58:00+11:00 :: The surf club volunteers would have paid $4 an hour to do their patrols. Glad someone on council saw sense.
Priya Sood | 18 Jan 2022, 8:40pm | 2022-01-18T20:40:00+11:00 :: The article says the parking revenue was meant to pay for the new toilet block and the boardwalk repairs. So where does that money come from now?
+Harbourside Weekly | 18 Jan 2022, 9:55pm | 2022-01-18T21:55:00+11:00 :: Hi Priya, the mayor told us the boardwalk repairs will go into the 2022-23 capital works budget, which goes on public exhibition in May. We'll follow it up.
+G. Whitely | 19 Jan 2022, 6:12am | 2022-01-19T06:12:00+11:00 :: From the same place as always, our rates.
Shaz_in_Merrin | 19 Jan 2022, 7:30am | 2022-01-19T07:30:00+11:00 :: Honestly the bigger problem is people parking on the verge along Kestrel Street and blocking driveways. Fix that first. // Rangers never come down on a weekend.
+Lou Fenech | 19 Jan 2022, 8:47am | 2022-01-19T08:47:00+11:00 :: Same on Curlew Parade. I've had to call the tow truck twice this summer.
Anthony Brigg | 19 Jan 2022, 9:03am | 2022-01-19T09:03:00+11:00 :: Shelved, not scrapped. Watch it come back after the election.
""")
    kids = tree(ts)
    likes = [23, 11, 8, 15, 19, 7, 12, 4, 16, 6, 9]
    colours = ["#2a6f97", "#c05621", "#2f855a", "#6b46c1", "#b83280", "#2c7a7b"]
    reply_css = (
        ":host{display:block;font:15px/1.55 -apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,sans-serif;color:#1f2933}"
        ".r{display:flex;gap:10px;padding:12px 0;border-top:1px solid #e4e7eb}.av{width:36px;height:36px;border-radius:50%;flex:none}"
        ".name{font-weight:600}.staff{background:#0b4f6c;color:#fff;font-size:11px;border-radius:3px;padding:1px 5px;margin-left:6px}"
        "time{color:#7b8794;font-size:13px;margin-left:6px}.text ::slotted(p){margin:4px 0}"
        ".acts button{background:none;border:0;color:#52606d;font-size:13px;padding:0;margin-right:14px;cursor:pointer}"
        ".kids{margin-left:8px;padding-left:14px;border-left:2px solid #e4e7eb}.kids:empty{display:none}"
    )

    def reply(i: int) -> str:
        t = ts[i]
        av = svg_uri(colours[i % len(colours)], t.who[0].upper(), 36, 36)
        staff = '<span class="staff" part="badge">Staff</span>' if t.who == "Harbourside Weekly" else ""
        sub = "".join(reply(j) for j in kids.get(i, []))
        slot_attr = ' slot="replies"' if t.parent is not None else ""
        return (
            f'<x-reply{slot_attr} reply-id="r{51830 + i * 13}" likes="{likes[i]}">'
            f'<template shadowrootmode="open"><style>{reply_css}</style><div class="r" part="reply">'
            f'<img class="av" src="{av}" alt="">'
            f'<div style="flex:1;min-width:0"><div class="meta" part="meta"><span class="name">{esc(t.who)}</span>{staff}'
            f'<time datetime="{t.iso}">{esc(t.at)}</time></div>'
            f'<div class="text" part="text"><slot></slot></div>'
            f'<div class="acts"><button type="button">Reply</button><button type="button">♥ {likes[i]}</button>'
            f'<button type="button">Report</button></div>'
            f'<div class="kids"><slot name="replies"></slot></div></div></div></template>'
            f"{ps(t.body)}{sub}</x-reply>"
        )

    replies = "".join(reply(i) for i in kids[None])
    thread_css = (
        ":host{display:block;margin-top:36px;border-top:4px solid #0b4f6c;padding-top:10px}"
        "header{display:flex;justify-content:space-between;align-items:baseline}h3{font:700 20px Georgia,serif;margin:0}"
        "select{font-size:13px}.join{background:#f0f4f8;padding:10px 12px;margin:10px 0;font-size:14px;border-radius:4px}"
        ".join a{color:#0b4f6c;font-weight:600}footer{font-size:12px;color:#7b8794;padding-top:10px}"
    )
    widget = (
        '<comment-thread article-id="hw-2022-0118-merrin" sort="oldest" loaded="">'
        f'<template shadowrootmode="open"><style>{thread_css}</style>'
        '<header part="header"><h3>11 comments</h3><label>Sort <select><option selected="">Oldest</option><option>Newest</option><option>Most liked</option></select></label></header>'
        '<div class="join"><a href="https://www.harboursideweekly.com.au/account/signin">Sign in</a> or <a href="https://www.harboursideweekly.com.au/subscribe">subscribe</a> to have your say.</div>'
        '<slot></slot><footer>Comments are moderated and close 48 hours after publication. <a href="https://www.harboursideweekly.com.au/house-rules">House rules</a></footer>'
        f"</template>{replies}</comment-thread>"
    )
    logo = svg_uri("#0b4f6c", "HW", 44, 44, circle=False)
    hero = svg_uri("#9bb7c9", "", 760, 400, circle=False)
    css = """body{margin:0;font:17px/1.6 Georgia,'Times New Roman',serif;color:#1f2933;background:#fff}a{color:#0b4f6c}
.hw-top{background:#0b4f6c;color:#dbe7ee;font:13px Arial,sans-serif;padding:5px 20px;display:flex;justify-content:space-between}
.hw-top a{color:#fff}.hw-mast{display:flex;align-items:center;gap:12px;max-width:1100px;margin:0 auto;padding:14px 20px}
.hw-mast b{font:700 30px Georgia,serif;color:#0b4f6c}.hw-nav{border-top:1px solid #d9e2ec;border-bottom:1px solid #d9e2ec;font:600 14px Arial,sans-serif}
.hw-nav ul{display:flex;gap:20px;list-style:none;max-width:1100px;margin:0 auto;padding:9px 20px}.hw-nav a{color:#1f2933;text-decoration:none}
.hw-wrap{max-width:1100px;margin:22px auto;padding:0 20px;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:36px}
.hw-tag{font:700 13px Arial,sans-serif;color:#c05621;text-transform:uppercase}h1{font-size:36px;line-height:1.15;margin:6px 0 10px}
.hw-by{font:14px Arial,sans-serif;color:#52606d}.hw-share a{display:inline-block;font:12px Arial,sans-serif;border:1px solid #bcccdc;border-radius:14px;padding:2px 10px;margin:8px 6px 8px 0;text-decoration:none}
figcaption{font:13px Arial,sans-serif;color:#7b8794}.hw-side h4{font:700 14px Arial,sans-serif;text-transform:uppercase;border-bottom:2px solid #0b4f6c;padding-bottom:4px}
.hw-side ol{padding-left:18px;font:15px Arial,sans-serif}.hw-side li{margin-bottom:8px}.hw-ad{background:#f0f4f8;color:#9aa5b1;font:11px Arial;text-align:center;height:250px;line-height:250px}
.hw-foot{background:#102a43;color:#bcccdc;font:13px Arial,sans-serif;padding:26px 20px;margin-top:40px}.hw-foot a{color:#fff;margin-right:12px}
.hw-ack{font:italic 14px Georgia,serif;color:#52606d;border-top:1px solid #d9e2ec;padding-top:10px}"""
    body = f"""<div class="hw-top"><span>Wednesday, 19 January 2022</span><span><a href="https://www.harboursideweekly.com.au/digital-edition">Digital edition</a> · <a href="https://www.harboursideweekly.com.au/account/signin">Sign in</a></span></div>
<div class="hw-mast"><img src="{logo}" alt="" width="44" height="44"><b>Harbourside Weekly</b></div>
<nav class="hw-nav"><ul><li><a href="https://www.harboursideweekly.com.au/news">News</a></li><li><a href="https://www.harboursideweekly.com.au/sport">Sport</a></li><li><a href="https://www.harboursideweekly.com.au/whats-on">What's On</a></li><li><a href="https://www.harboursideweekly.com.au/real-estate">Real Estate</a></li><li><a href="https://www.harboursideweekly.com.au/opinion">Opinion</a></li><li><a href="https://www.harboursideweekly.com.au/classifieds">Classifieds</a></li></ul></nav>
<div class="hw-wrap"><main><article>
<div class="hw-tag">Council</div>
<h1>Council shelves paid parking plan for Merrin Point beach</h1>
<p class="hw-by">By <a href="https://www.harboursideweekly.com.au/profile/jess-mcalister">Jess McAlister</a> · <time datetime="2022-01-18T17:30:00+11:00">January 18 2022 - 5:30pm</time></p>
<div class="hw-share"><a href="https://www.facebook.com/sharer.php?u={url}">Share</a><a href="https://twitter.com/intent/tweet?url={url}">Tweet</a><a href="mailto:?subject=Paid%20parking%20shelved">Email</a></div>
<figure><img src="{hero}" alt="The Merrin Point car park on a summer weekend" width="760" height="400"><figcaption>The Merrin Point car park on a summer Sunday. Picture: Jess McAlister</figcaption></figure>
<p>A plan to introduce paid parking at Merrin Point beach has been shelved after councillors voted 6-3 on Tuesday night to defer it "until further community consultation".</p>
<p>The proposal would have charged $4 an hour at the 180-space car park from 8am to 6pm every day, with free permits for residents of the immediate streets. Council staff estimated it would raise about $390,000 a year.</p>
<p>Mayor Karen Tilley said the money had been earmarked for a new amenities block and repairs to the boardwalk, which was damaged in last winter's storms. "Those projects don't go away because the parking plan has," she said.</p>
<p>Merrin Point Surf Life Saving Club president Ross Dunphy welcomed the decision, saying volunteers would otherwise have paid to park while on patrol.</p>
<p>A report on options for summer weekend charging will come back to council by June.</p>
<p class="hw-ack">The Harbourside Weekly acknowledges the traditional custodians of the land on which we work and live.</p>
</article>
{widget}
</main>
<aside class="hw-side"><div class="hw-ad">Advertisement</div>
<h4>Most popular</h4><ol><li><a href="https://www.harboursideweekly.com.au/news/shark-sighting-closes-beaches">Shark sighting closes three beaches for the afternoon</a></li><li><a href="https://www.harboursideweekly.com.au/news/council-shelves-paid-parking-plan-for-merrin-point">Council shelves paid parking plan for Merrin Point</a></li><li><a href="https://www.harboursideweekly.com.au/news/bakery-wins-pie-award">Kestrel Street bakery takes out state pie award</a></li><li><a href="https://www.harboursideweekly.com.au/sport/cricket-final">Cricket: Harbourside Colts into the grand final</a></li><li><a href="https://www.harboursideweekly.com.au/news/rapid-antigen-tests">Where to find rapid antigen tests this week</a></li></ol>
<h4>Latest news</h4><ol><li><a href="https://www.harboursideweekly.com.au/news/ferry-timetable">New ferry timetable starts Monday</a></li><li><a href="https://www.harboursideweekly.com.au/news/pool-hours">Ocean pool hours extended for heatwave</a></li><li><a href="https://www.harboursideweekly.com.au/news/library-reopens">Library reopens after refit</a></li></ol></aside></div>
<footer class="hw-foot"><a href="https://www.harboursideweekly.com.au/about">About us</a><a href="https://www.harboursideweekly.com.au/contact">Contact</a><a href="https://www.harboursideweekly.com.au/advertise">Advertise</a><a href="https://www.harboursideweekly.com.au/privacy">Privacy</a><a href="https://www.harboursideweekly.com.au/terms">Terms</a><p>© 2022 Harbourside Community Media Pty Ltd. ABN 41 620 118 904</p></footer>"""
    html = (
        '<!DOCTYPE html> <html lang="en-AU">'
        + singlefile_head(url, "Wed Jan 19 2022 09:26:41 GMT+1100 (Australian Eastern Daylight Time)")
        + '<head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        "<title>Council shelves paid parking plan for Merrin Point beach | Harbourside Weekly</title>"
        '<meta property="og:type" content="article"><meta property="og:title" content="Council shelves paid parking plan for Merrin Point beach">'
        '<meta property="article:published_time" content="2022-01-18T17:30:00+11:00">'
        f"<style>{css}</style>"
        f'{CSP}<meta name="referrer" content="no-referrer"><link rel="canonical" href="{url}">'
        f"</head><body>{body}</body></html>"
    )
    return case(
        "ef-en-merrin-parking",
        "discussion",
        "en",
        html,
        ts,
        path="/saved/Council shelves paid parking plan for Merrin Point beach (19_01_2022 09_26_41).html".replace(
            " ", "_"
        ),
        container="<comment-thread> (its header '11 comments', sort and sign-in prompt in a declarative shadow root) > <x-reply> custom elements, each with a declarative shadow root (avatar as data: URI, span.name, time, Reply/♥/Report) and its text as light-DOM <p> in the default slot; replies as <x-reply slot=replies> inside the parent element, four deep",
        heading="11 comments",
        description="An Australian regional news site's article of January 2022 as SingleFile saved it: the banner comment, styles inlined, images as data: URIs, scripts removed, a CSP meta tag; the comment widget's custom elements with their shadow roots serialised as <template shadowrootmode=open>: 11 comments up to four deep, the paper's own answer with a 'Staff' badge.",
    )


# --------------------------------------------------------------------------- pt: a sports site, 2019, no discussion


def pt_serrano() -> Case:
    url = "https://www.placarserrano.com.br/futebol/serie-d/noticia/2019/10/27/serrano-vence-ipiranga-do-vale-e-entra-no-g-4.ghtml"
    lances = [
        ("49'", "2º tempo", "Fim de jogo! Serrano 2 x 1 Ipiranga do Vale no Estádio Antônio Ribas."),
        ("44'", "2º tempo", "Cartão amarelo para Diego Moura, do Ipiranga, por reclamação."),
        (
            "38'",
            "2º tempo",
            "GOL DO SERRANO! Cobrança de falta de Tiaguinho no ângulo, sem chance para o goleiro Wallace.",
        ),
        ("27'", "2º tempo", "Substituição no Serrano: sai Renan Pires, entra Kauã."),
        ("12'", "2º tempo", "GOL DO IPIRANGA! Jhonatan aproveita rebote na pequena área e empata."),
        ("41'", "1º tempo", "GOL DO SERRANO! Lucas Bié cabeceia no segundo pau após escanteio de Tiaguinho."),
        ("3'", "1º tempo", "Primeira chance: chute de Jhonatan de fora da área passa raspando a trave."),
    ]
    ll = "".join(
        f'<li class="lance"><span class="lance__min">{m}</span><span class="lance__tempo">{t}</span><p class="lance__txt">{esc(x)}</p></li>'
        for m, t, x in lances
    )
    colunas = [
        (
            "Marcos Vinícius Teles",
            "há 3 horas",
            "O Serrano encontrou seu time na hora certa",
            "A vitória sobre o Ipiranga mostrou um meio-campo que finalmente entende o que o técnico pede.",
        ),
        (
            "Renata Fagundes",
            "há 6 horas",
            "Estádio cheio não pode ser exceção",
            "Mais de 6 mil pagantes num domingo à tarde: a diretoria precisa olhar para esse número com carinho.",
        ),
        (
            "Beto Caldeira",
            "ontem",
            "Ipiranga do Vale paga pela falta de banco",
            "Sem opções no banco, o time do Vale cansou no fim e viu a vaga escapar.",
        ),
    ]
    cc = "".join(
        f'<div class="coluna"><img src="{svg_uri(c, n[0], 56, 56)}" alt="{esc(n)}" width="56" height="56"><div><span class="coluna__autor">{esc(n)}</span> <span class="coluna__tempo">{esc(w)}</span>'
        f'<a class="coluna__titulo" href="https://www.placarserrano.com.br/colunas/{i}">{esc(h)}</a><p class="coluna__resumo">{esc(r)}</p></div></div>'
        for i, ((n, w, h, r), c) in enumerate(zip(colunas, ("#1b5e20", "#0d47a1", "#e65100"), strict=True))
    )
    tweets = [
        (
            "Serrano Futebol Clube",
            "SerranoFC",
            "FIM DE JOGO! Vitória no Ribas e estamos no G-4! Obrigado, torcida, vocês foram gigantes hoje! 🟢⚪ #VamosSerrano",
            "27 de outubro de 2019",
        ),
        (
            "Lucas Bié",
            "lucasbie9",
            "Gol dedicado à minha filha que nasceu semana passada. Ainda tem muito campeonato pela frente!",
            "27 de outubro de 2019",
        ),
        (
            "Juliana Prado",
            "juprado_esporte",
            "Público de 6.214 pagantes no Antônio Ribas, maior da Série D nesta rodada segundo a CBF.",
            "27 de outubro de 2019",
        ),
    ]
    tw = "".join(
        f'<blockquote class="twitter-tweet" data-lang="pt"><p lang="pt" dir="ltr">{esc(x)}</p>&mdash; {esc(n)} (@{h}) '
        f'<a href="https://twitter.com/{h}/status/{1188560000000000000 + i * 7731}">{d}</a></blockquote>'
        for i, (n, h, x, d) in enumerate(tweets)
    )
    tabela = (
        "<html><head><style>body{margin:0;font:13px Arial}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:3px 6px;text-align:left}</style></head><body>"
        "<table><tr><th>#</th><th>Time</th><th>P</th><th>J</th></tr>"
        "<tr><td>1</td><td>Atlético Cerrado</td><td>22</td><td>11</td></tr><tr><td>2</td><td>União Ribeirão</td><td>20</td><td>11</td></tr>"
        "<tr><td>3</td><td>Real Pinhal</td><td>19</td><td>11</td></tr><tr><td>4</td><td><b>Serrano</b></td><td>18</td><td>11</td></tr>"
        "<tr><td>5</td><td>Ipiranga do Vale</td><td>17</td><td>11</td></tr></table></body></html>"
    )
    css = """body{margin:0;font:16px/1.6 "Open Sans",Arial,sans-serif;color:#222;background:#f4f4f4}a{color:#0a7a32;text-decoration:none}
.ps-header{background:#0a7a32;color:#fff;padding:10px 20px;display:flex;align-items:center;gap:20px}.ps-header .logo{font:800 26px Arial;color:#fff}
.ps-header nav a{color:#fff;margin-right:14px;font-weight:600}.ps-wrap{max-width:1040px;margin:18px auto;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:24px;padding:0 16px}
.materia{background:#fff;padding:22px}.materia h1{font-size:32px;line-height:1.2;margin:8px 0}.chapeu{color:#0a7a32;font-weight:700;text-transform:uppercase;font-size:13px}
.subtitulo{font-size:19px;color:#555}.assinatura{font-size:13px;color:#777;border-bottom:1px solid #eee;padding-bottom:8px}
.placar{display:flex;justify-content:center;align-items:center;gap:20px;font:800 34px Arial;background:#fafafa;padding:16px;margin:14px 0}
.lance-a-lance{list-style:none;padding:0}.lance{display:grid;grid-template-columns:50px 80px 1fr;gap:6px;border-bottom:1px solid #eee;padding:6px 0}
.lance__min{font-weight:800;color:#0a7a32}.lance__tempo{font-size:12px;color:#888}.lance__txt{margin:0}
.coluna{display:flex;gap:10px;border-bottom:1px solid #eee;padding:10px 0}.coluna img{border-radius:50%}.coluna__autor{font-weight:700}.coluna__tempo{font-size:12px;color:#888}
.coluna__titulo{display:block;font-weight:700;color:#222}.coluna__resumo{margin:2px 0;font-size:14px;color:#555}
.twitter-tweet{border:1px solid #cfd9de;border-radius:12px;padding:12px 16px;margin:12px 0;font:15px Arial}
.box{background:#fff;padding:14px;margin-bottom:16px}.box h3{margin-top:0;color:#0a7a32;font-size:16px;text-transform:uppercase}
.ps-footer{background:#222;color:#aaa;text-align:center;font-size:12px;padding:24px;margin-top:30px}"""
    body = f"""<header class="ps-header"><a class="logo" href="https://www.placarserrano.com.br/">Placar Serrano</a><nav><a href="https://www.placarserrano.com.br/futebol/">Futebol</a><a href="https://www.placarserrano.com.br/futebol/serie-d/">Série D</a><a href="https://www.placarserrano.com.br/amador/">Amador</a><a href="https://www.placarserrano.com.br/futsal/">Futsal</a><a href="https://www.placarserrano.com.br/colunas/">Colunas</a></nav></header>
<div class="ps-wrap"><main><article class="materia">
<span class="chapeu">Série D</span>
<h1>Serrano vence o Ipiranga do Vale e entra no G-4 da Série D</h1>
<p class="subtitulo">Tiaguinho decide em cobrança de falta aos 38 do segundo tempo; Alviverde chega a 18 pontos a três rodadas do fim da fase de grupos.</p>
<p class="assinatura">Por Juliana Prado, de Vila Serrana · <time datetime="2019-10-27T18:52:00-03:00">27/10/2019 18h52</time> · Atualizado há 14 horas</p>
<div class="placar"><span>Serrano</span><span>2 x 1</span><span>Ipiranga do Vale</span></div>
<p>O Serrano fez o dever de casa neste domingo e venceu o Ipiranga do Vale por 2 a 1, no Estádio Antônio Ribas, pela 11ª rodada do Grupo A17 da Série D. Lucas Bié abriu o placar no fim do primeiro tempo, Jhonatan empatou no início da etapa final e Tiaguinho garantiu a vitória com um golaço de falta.</p>
<p>Com o resultado, o time de Vila Serrana chega a 18 pontos e ultrapassa justamente o adversário na briga pela última vaga do G-4. O próximo compromisso é no domingo, contra o Real Pinhal, fora de casa.</p>
<p>"A gente sabia que era uma final. O grupo está de parabéns pela entrega", disse o técnico Adilson Guerra na entrevista coletiva.</p>
<h2>Lance a lance</h2><ul class="lance-a-lance">{ll}</ul>
<h2>Repercussão</h2>{tw}
<h2>Classificação do Grupo A17</h2><iframe srcdoc="{esc(tabela)}" width="100%" height="160" frameborder="0"></iframe>
</article></main>
<aside><div class="box"><h3>Colunistas</h3>{cc}</div>
<div class="box"><h3>Mais lidas</h3><ol><li><a href="https://www.placarserrano.com.br/1">Serrano vence e entra no G-4</a></li><li><a href="https://www.placarserrano.com.br/2">Ingressos para o jogo contra o Real Pinhal à venda na terça</a></li><li><a href="https://www.placarserrano.com.br/3">Copa Amadora: semifinais definidas</a></li><li><a href="https://www.placarserrano.com.br/4">Futsal: Serrano Sub-17 é campeão estadual</a></li></ol></div>
<div class="box" style="height:250px;text-align:center;color:#aaa;font-size:11px">PUBLICIDADE</div></aside></div>
<footer class="ps-footer">© 2019 Placar Serrano · Todos os direitos reservados · <a href="https://www.placarserrano.com.br/expediente/">Expediente</a> · <a href="https://www.placarserrano.com.br/privacidade/">Política de privacidade</a><img src="{GIF1}" width="1" height="1" alt=""></footer>"""
    html = (
        '<!DOCTYPE html> <html lang="pt-BR">'
        + singlefile_head(url, "Mon Oct 28 2019 09:03:17 GMT-0300 (Horário Padrão de Brasília)")
        + '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
        "<title>Serrano vence o Ipiranga do Vale e entra no G-4 | Série D | Placar Serrano</title>"
        '<meta property="og:type" content="article"><meta property="article:published_time" content="2019-10-27T18:52:00-03:00">'
        f'<style>{css}</style>{CSP}<meta name="referrer" content="no-referrer"><link rel="canonical" href="{url}">'
        f"</head><body>{body}</body></html>"
    )
    return case(
        "ef-plain-pt-serrano-futebol",
        "lookalike",
        "pt",
        html,
        [],
        path="/saved/Serrano_vence_o_Ipiranga_do_Vale_e_entra_no_G-4_(28_10_2019_09_03_17).html",
        container="-",
        heading=None,
        description="A Brazilian regional sports site's match report of October 2019 as SingleFile saved it (banner, inlined styles, data: images, scripts removed, the standings frame as srcdoc); no reader discussion: a minute-by-minute 'Lance a lance', three embedded tweets printed as blockquotes (the club, a player, the reporter), columnists' cards with names, relative times and excerpts, most read.",
        lookalikes=(
            "'Lance a lance': 7 timed entries",
            "'Repercussão': 3 tweet blockquotes with name, handle, date",
            "'Colunistas': 3 cards with name, relative time, title, excerpt",
        ),
    )


# --------------------------------------------------------------------------- sv: a local site, 2024 (mixed)


def sv_kulturhuset() -> Case:
    url = "https://www.ramsnasposten.se/nyheter/kulturhuset-far-ny-agare-biografen-blir-kvar/"
    ts = thread("""
Birgitta Holmqvist | 7 mars 2024 kl. 11.48 | 2024-03-07T11:48:00+01:00 :: Så skönt att biografen får vara kvar. Vi har gått på tisdagsbion i tjugo år och det är ofta den enda gången i veckan man träffar folk från hela byn.
Oskar Lindfors | 7 mars 2024 kl. 12.15 | 2024-03-07T12:15:00+01:00 :: En krona för ett helt hus låter ju fint, men vem betalar det nya taket? Det står inget om det i artikeln.
+Anna-Karin Eld | 7 mars 2024 kl. 13.02 | 2024-03-07T13:02:00+01:00 :: Föreningen har fått ett bidrag från Boverket för taket, det sades på stämman i februari. Resten ska tas in med en insamling.
Jonte R | 7 mars 2024 kl. 14.20 | 2024-03-07T14:20:00+01:00 :: Hoppas de behåller replokalerna i källaren. Det är den enda platsen i kommunen där ungdomar kan spela utan att störa någon.
Kerstin Vall | 7 mars 2024 kl. 16.37 | 2024-03-07T16:37:00+01:00 :: Jag anmäler mig gärna som volontär i kassan. Var ska man höra av sig?
""")
    kids = tree(ts)

    def entry(i: int) -> str:
        t = ts[i]
        sub = "".join(entry(j) for j in kids.get(i, []))
        return (
            f'<li id="k{7730 + i}"><div class="kv-rad"><cite>{esc(t.who)}</cite> <small><time datetime="{t.iso}">{esc(t.at)}</time></small></div>'
            f'<blockquote>{ps(t.body)}</blockquote><div class="kv-knappar"><a href="#svara-k{7730 + i}">Svara</a> · <a href="#anmal-k{7730 + i}">Anmäl</a></div>'
            + (f"<ul>{sub}</ul>" if sub else "")
            + "</li>"
        )

    items = "".join(entry(i) for i in kids[None])
    bilder = [
        ("Solnedgång över Ramsnäsfjärden från bryggan i Kvarnvik.", "Lennart Åberg", "5 mars"),
        ("Första tussilagon i år, vid järnvägen bakom skolan.", "Maja Sundqvist", "4 mars"),
        ("Isen har släppt vid Norrudden, men akta er för kanterna!", "Per-Erik Hedman", "2 mars"),
        ("Vår katt Sixten har hittat vårens första solfläck.", "Familjen Ottosson", "1 mars"),
    ]
    bb = "".join(
        f'<figure class="lb"><img src="{svg_uri(c, "", 220, 150, circle=False)}" alt="" width="220" height="150">'
        f'<figcaption><p>{esc(x)}</p><span class="lb-foto">Foto: {esc(n)}</span> <span class="lb-datum">{d}</span></figcaption></figure>'
        for (x, n, d), c in zip(bilder, ("#d9822b", "#c9d66b", "#8fb3c9", "#b59a7a"), strict=True)
    )
    senaste = [
        ("15.52", "Trafikolycka på riksväg 40 vid Hult – en person till sjukhus"),
        ("14.30", "Kommunen höjer avgiften för sophämtning med 6 procent"),
        ("13.05", "Ramsnäs IK klart för kvartsfinal i bandyns division 1"),
        ("11.40", "Kulturhuset får ny ägare – biografen blir kvar"),
        ("09.12", "Polisen: Inbrott i tre fritidshus i Kvarnvik under natten"),
    ]
    sn = "".join(
        f'<li><span class="tid">{a}</span> <a href="https://www.ramsnasposten.se/nyheter/{n}/">{esc(h)}</a></li>'
        for n, (a, h) in enumerate(senaste)
    )
    css = """body{margin:0;font:17px/1.6 "Source Serif Pro",Georgia,serif;color:#1a1a1a}a{color:#174ea6}
.rp-top{display:flex;align-items:center;justify-content:space-between;max-width:1080px;margin:0 auto;padding:12px 18px}.rp-logo{font:700 30px Georgia;color:#174ea6}
.rp-nav{background:#174ea6}.rp-nav a{color:#fff;font:600 14px Arial,sans-serif;margin-right:16px;text-decoration:none;display:inline-block;padding:8px 0}.rp-nav div{max-width:1080px;margin:0 auto;padding:0 18px}
.rp-grid{max-width:1080px;margin:20px auto;padding:0 18px;display:grid;grid-template-columns:minmax(0,1fr) 290px;gap:32px}
h1{font-size:34px;line-height:1.15;margin:8px 0}.rp-ingress{font-weight:700}.rp-meta{font:13px Arial,sans-serif;color:#666}
.kv{margin-top:36px;border-top:2px solid #1a1a1a}.kv ol,.kv ul{list-style:none;padding:0}.kv ul{margin-left:26px;border-left:3px solid #dbe4f3;padding-left:14px}
.kv li{padding:10px 0;border-bottom:1px solid #eee}.kv cite{font:700 15px Arial,sans-serif;font-style:normal}.kv small{color:#777;font-family:Arial,sans-serif}
.kv blockquote{margin:4px 0}.kv blockquote p{margin:4px 0}.kv-knappar{font:13px Arial,sans-serif}.kv-info{font:13px Arial,sans-serif;background:#f3f6fb;padding:8px}
.lbs{display:grid;grid-template-columns:1fr 1fr;gap:12px}.lb{margin:0;font:14px Arial,sans-serif}.lb p{margin:4px 0}.lb-foto{color:#555}.lb-datum{color:#999}
.rp-side h3{font:700 15px Arial,sans-serif;border-bottom:3px solid #174ea6}.rp-side ul{list-style:none;padding:0;font:14px Arial,sans-serif}.rp-side li{border-bottom:1px solid #eee;padding:6px 0}.tid{color:#c00;font-weight:700}
.cookie{position:fixed;left:16px;bottom:16px;max-width:340px;background:#fff;border:1px solid #ccc;padding:14px;font:13px Arial,sans-serif;box-shadow:0 2px 8px rgba(0,0,0,.2)}
.rp-foot{background:#0f2b5b;color:#c7d3ea;font:13px Arial,sans-serif;padding:26px 18px;margin-top:40px}.rp-foot a{color:#fff}"""
    body = f"""<div class="rp-top"><span class="rp-logo">Ramsnäsposten</span><span style="font:13px Arial"><a href="https://www.ramsnasposten.se/e-tidning/">E-tidning</a> · <a href="https://www.ramsnasposten.se/kundservice/">Kundservice</a> · <a href="https://www.ramsnasposten.se/logga-in/">Logga in</a></span></div>
<nav class="rp-nav"><div><a href="https://www.ramsnasposten.se/nyheter/">Nyheter</a><a href="https://www.ramsnasposten.se/sport/">Sport</a><a href="https://www.ramsnasposten.se/noje/">Nöje</a><a href="https://www.ramsnasposten.se/asikter/">Åsikter</a><a href="https://www.ramsnasposten.se/familj/">Familj</a><a href="https://www.ramsnasposten.se/bostad/">Bostad</a></div></nav>
<div class="rp-grid"><main><article>
<p class="rp-meta"><a href="https://www.ramsnasposten.se/nyheter/">Nyheter</a> · Ramsnäs</p>
<h1>Kulturhuset får ny ägare – biografen blir kvar</h1>
<p class="rp-ingress">Kommunen säljer Kulturhuset på Storgatan till föreningen Ramsnäs Folkets Hus för en krona. Biografen och biblioteksfilialen får vara kvar i huset.</p>
<p class="rp-meta">Matilda Engström · Publicerad <time datetime="2024-03-07T11:40:00+01:00">7 mars 2024 kl. 11.40</time></p>
<p>Kommunfullmäktige röstade på onsdagskvällen ja till försäljningen med 31 röster mot 10. Föreningen tar över huset den 1 juli och står därefter för drift och underhåll.</p>
<p>Enligt kommunens beräkningar behöver taket och ventilationen åtgärdas för omkring 4,5 miljoner kronor de närmaste fem åren. Föreningen har ansökt om bidrag och planerar en insamling bland invånarna.</p>
<p>– Huset ska vara öppet för alla, precis som i dag. Bion, biblioteket och replokalerna finns kvar, säger föreningens ordförande Göran Nyberg.</p>
<p>Oppositionen ville i stället att kommunen behåller huset och hyr ut det till föreningen.</p>
</article>
<section class="kv" id="kommentarer"><h2>Kommentarer (5)</h2><p class="kv-info">Du måste vara inloggad prenumerant för att kommentera. Kommentarer granskas innan de publiceras.</p>
<ol>{items}</ol></section>
<section><h2>Läsarnas bilder</h2><p style="font:14px Arial">Skicka din bild till <a href="mailto:bilder@ramsnasposten.se">bilder@ramsnasposten.se</a></p><div class="lbs">{bb}</div></section>
</main>
<aside class="rp-side"><div style="height:250px;background:#f1f1f1;text-align:center;color:#aaa;font:11px Arial;line-height:250px">Annons</div>
<h3>Senaste nytt</h3><ul>{sn}</ul>
<h3>Mest lästa</h3><ul><li><a href="https://www.ramsnasposten.se/nyheter/a/">Kulturhuset får ny ägare</a></li><li><a href="https://www.ramsnasposten.se/nyheter/b/">Isen har släppt – räddningstjänsten varnar</a></li><li><a href="https://www.ramsnasposten.se/nyheter/c/">Ny restaurang öppnar i gamla stationshuset</a></li></ul></aside></div>
<footer class="rp-foot"><p>Ramsnäsposten · Storgatan 14, 684 30 Ramsnäs · Ansvarig utgivare: Henrik Dahl</p><p><a href="https://www.ramsnasposten.se/integritet/">Integritetspolicy</a> · <a href="https://www.ramsnasposten.se/cookies/">Cookies</a> · <a href="https://www.ramsnasposten.se/annonsera/">Annonsera</a></p></footer>
<div class="cookie">Vi använder cookies för att ge dig en bättre upplevelse. <button type="button">Godkänn alla</button> <button type="button">Inställningar</button></div>"""
    html = (
        '<!DOCTYPE html> <html lang="sv">'
        + singlefile_head(url, "Fri Mar 08 2024 08:15:02 GMT+0100 (centraleuropeisk normaltid)")
        + '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">'
        "<title>Kulturhuset får ny ägare – biografen blir kvar | Ramsnäsposten</title>"
        '<meta property="og:type" content="article"><meta property="article:published_time" content="2024-03-07T11:40:00+01:00">'
        f'<style>{css}</style>{CSP}<meta name="referrer" content="no-referrer"><link rel="canonical" href="{url}">'
        f"</head><body>{body}</body></html>"
    )
    return case(
        "ef-mixed-sv-ramsnas-kulturhus",
        "mixed",
        "sv",
        html,
        ts,
        path="/saved/Kulturhuset_far_ny_agare_–_biografen_blir_kvar_(08_03_2024_08_15_02).html".replace(
            "–", "-"
        ),
        container="section#kommentarer under 'Kommentarer (5)': ol > li (cite NAME, small > time, blockquote > p, Svara · Anmäl), the answer in a ul inside the parent's li",
        heading="Kommentarer (5)",
        description="A Swedish local site's article of March 2024 as SingleFile saved it (banner, inlined styles, data: images, scripts removed, the cookie box as it was open): 5 subscribers' comments, one answer, beside 'Läsarnas bilder' (four readers' photos with captions, 'Foto: NAME' and a date) and a timed 'Senaste nytt' feed.",
        lookalikes=(
            "'Läsarnas bilder': 4 figures with caption, photographer's name and date",
            "'Senaste nytt': 5 timed headlines",
        ),
    )


def single_ef() -> list[Case]:
    return [en_merrin(), pt_serrano(), sv_kulturhuset()]
