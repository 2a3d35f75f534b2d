"""Blind set DU: two article pages without any reader discussion whose furniture holds lists that look like one, in
markup without meaningful class names: a Swedish local paper's live blog of 2024 (timed, signed updates with initials
avatars and share buttons; "more from the reporter" cards with relative times) in vanilla-extract-like hashed classes,
and a Brazilian regional paper of 2022 (a newsletter's reader testimonials, a "people also ask" box, the writer's
other stories) in Bootstrap-like utility classes. Every class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_du_common import ICON, Case, counted, doc, esc, initials, make, styles

# --------------------------------------------------------------------------- sv: a live blog, 2024 (vanilla-extract)


def sv_storm() -> Case:
    updates = [
        (
            "15:48",
            "2024-01-17T14:48:00Z",
            "Elin Forsgren",
            "Sundsby kommun öppnar Folkets hus som värmestuga från klockan 17. Där finns el, kaffe och möjlighet att ladda mobilen.",
        ),
        (
            "15:20",
            "2024-01-17T14:20:00Z",
            "Jonas Lindqvist",
            "Enligt nätbolaget saknar nu drygt 6 200 hushåll i kommunen ström, de flesta i Norrby och längs Kustvägen. Det kan dröja till i morgon innan alla har el igen.",
        ),
        (
            "14:55",
            "2024-01-17T13:55:00Z",
            "Elin Forsgren",
            "Färjan till Lillön är inställd resten av dagen. Nästa avgång planeras till i morgon klockan 07.10, om vinden har mojnat.",
        ),
        (
            "14:32",
            "2024-01-17T13:32:00Z",
            "Jonas Lindqvist",
            "Ett träd har fallit över väg 712 vid Storbäcken. Vägen är avstängd i båda riktningarna och räddningstjänsten är på plats.",
        ),
        (
            "13:58",
            "2024-01-17T12:58:00Z",
            "Maja Ekholm",
            "Vågorna slår över piren i gästhamnen. Hamnkaptenen ber båtägare att inte gå ut på bryggorna för att kontrollera förtöjningarna.",
        ),
        (
            "13:30",
            "2024-01-17T12:30:00Z",
            "Elin Forsgren",
            "Tågen mellan Sundsby och Hallvik ersätts med buss resten av eftermiddagen.",
        ),
        (
            "12:45",
            "2024-01-17T11:45:00Z",
            "Jonas Lindqvist",
            "Skolorna i Sundsby stänger som planerat klockan 15. Fritids håller öppet för de barn som inte kan hämtas tidigare.",
        ),
        (
            "12:10",
            "2024-01-17T11:10:00Z",
            "Elin Forsgren",
            "Räddningstjänsten uppmanar alla att hålla sig inomhus och inte åka ut till kusten för att titta på vågorna.",
        ),
        (
            "11:40",
            "2024-01-17T10:40:00Z",
            "Elin Forsgren",
            "God förmiddag! Vi följer stormen här under dagen. Skicka gärna bilder och tips till tips@sundsbyposten.se eller via sms till 71500.",
        ),
    ]
    more = [
        (
            "Elin Forsgren",
            "för 2 dagar sedan",
            "Isen på Mellansjön håller inte – kommunen varnar skridskoåkare",
        ),
        (
            "Elin Forsgren",
            "för 4 dagar sedan",
            "Nya busslinjen till Norrby kör redan fler resenärer än väntat",
        ),
        ("Elin Forsgren", "för 1 vecka sedan", "Efter 38 år: Järnhandeln vid torget stänger i mars"),
    ]
    K, sheet = styles(
        "ve",
        "sundsby-2024",
        {
            "root": "margin:0;font-family:'Inter',system-ui,sans-serif;color:#111;background:#fff",
            "top": "display:flex;align-items:center;justify-content:space-between;padding:12px 20px;border-bottom:1px solid #e7e7e7",
            "logo": "font:800 26px/1 'Georgia',serif;color:#a4121b;text-decoration:none",
            "nav": "display:flex;gap:18px;list-style:none;margin:0;padding:10px 20px;border-bottom:1px solid #e7e7e7;font-size:14px;font-weight:600",
            "navA": "color:#111;text-decoration:none",
            "grid": "max-width:1120px;margin:24px auto;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px;padding:0 20px",
            "live": "display:inline-flex;align-items:center;gap:6px;background:#a4121b;color:#fff;font-size:12px;font-weight:800;padding:2px 8px;border-radius:3px;text-transform:uppercase",
            "h1": "font:800 36px/1.15 'Inter',sans-serif;margin:10px 0",
            "ingress": "font-size:19px;line-height:1.5;font-weight:600",
            "meta": "display:flex;gap:10px;align-items:center;font-size:13px;color:#666;margin:12px 0",
            "share": "display:flex;gap:8px;margin:12px 0",
            "shareB": "display:inline-flex;align-items:center;gap:4px;border:1px solid #ddd;border-radius:20px;padding:4px 12px;background:#fff;font-size:13px",
            "pin": "background:#fff6e5;border-left:4px solid #f0a500;padding:12px 16px;margin:16px 0",
            "feed": "border-left:2px solid #eee;margin:16px 0 0 6px;padding-left:18px",
            "post": "position:relative;padding:14px 0 18px;border-bottom:1px solid #eee",
            "dot": "position:absolute;left:-25px;top:20px;width:12px;height:12px;border-radius:50%;background:#a4121b",
            "pHead": "display:flex;align-items:center;gap:8px;font-size:13px",
            "ava": "width:28px;height:28px;border-radius:50%;background:#2f4858;color:#fff;font-size:11px;font-weight:700;display:inline-flex;align-items:center;justify-content:center",
            "pTime": "font-weight:800;color:#a4121b;font-size:15px",
            "pName": "font-weight:600",
            "pText": "font-size:16px;line-height:1.6;margin:6px 0",
            "pBar": "display:flex;gap:12px;font-size:12px;color:#777",
            "ib": "display:inline-flex;align-items:center;gap:4px;border:0;background:none;color:inherit;padding:0",
            "moreH": "font:800 20px 'Inter',sans-serif;margin:32px 0 12px",
            "cards": "display:grid;grid-template-columns:repeat(3,1fr);gap:16px",
            "card": "border:1px solid #eee;border-radius:6px;padding:12px;display:flex;flex-direction:column;gap:8px",
            "cardBy": "display:flex;align-items:center;gap:6px;font-size:12px;color:#666",
            "cardT": "font-weight:700;font-size:15px;line-height:1.35;color:#111;text-decoration:none",
            "side": "display:flex;flex-direction:column;gap:24px",
            "sideH": "font-size:15px;font-weight:800;text-transform:uppercase;border-bottom:3px solid #a4121b;padding-bottom:4px;margin:0 0 8px",
            "ad": "height:250px;background:#f2f2f2;color:#aaa;font-size:11px;display:flex;align-items:center;justify-content:center",
            "foot": "background:#1b1b1b;color:#aaa;padding:28px 20px;font-size:13px",
        },
    )
    posts = "".join(
        f'<article class="{K["post"]}" id="p-{4417 + n}"><span class="{K["dot"]}" aria-hidden="true"></span>'
        f'<div class="{K["pHead"]}"><time class="{K["pTime"]}" datetime="{iso}">{t}</time>'
        f'<span class="{K["ava"]}" aria-hidden="true">{esc(initials(who))}</span><span class="{K["pName"]}">{esc(who)}</span></div>'
        f'<p class="{K["pText"]}">{esc(text)}</p>'
        f'<div class="{K["pBar"]}"><button type="button" class="{K["ib"]}">{ICON["share"]}Dela</button>'
        f'<button type="button" class="{K["ib"]}">Kopiera länk</button></div></article>'
        for n, (t, iso, who, text) in enumerate(updates)
    )
    cards = "".join(
        f'<div class="{K["card"]}"><img src="/_avatar/sv-more-{n}.svg" width="300" height="169" alt=""/>'
        f'<a class="{K["cardT"]}" href="/nyheter/{n + 88231}">{esc(title)}</a>'
        f'<div class="{K["cardBy"]}"><span class="{K["ava"]}" aria-hidden="true">{esc(initials(who))}</span><span>{esc(who)}</span> · <span>{esc(ago)}</span></div></div>'
        for n, (who, ago, title) in enumerate(more)
    )
    nav = "".join(
        f'<li><a class="{K["navA"]}" href="/{h}/">{t}</a></li>'
        for t, h in (
            ("Nyheter", "nyheter"),
            ("Sundsby", "sundsby"),
            ("Hallvik", "hallvik"),
            ("Sport", "sport"),
            ("Nöje", "noje"),
            ("Familj", "familj"),
            ("E-tidning", "etidning"),
        )
    )
    body = f"""<div id="app"><div class="{K["root"]}">
<header><div class="{K["top"]}"><a class="{K["logo"]}" href="/">Sundsbyposten</a><span>Onsdag 17 januari 2024 · Sundsby −2° Storm</span><a href="/logga-in/">Logga in</a></div>
<nav><ul class="{K["nav"]}">{nav}</ul></nav></header>
<div class="{K["grid"]}"><main>
<span class="{K["live"]}">● Direkt</span>
<h1 class="{K["h1"]}">Stormen över Sundsby: träd över vägar och tusentals utan ström – följ läget</h1>
<p class="{K["ingress"]}">Orange varning för mycket hårda vindar längs kusten fram till i kväll. Färjan till Lillön är inställd och flera vägar är avstängda.</p>
<div class="{K["meta"]}"><span>Elin Forsgren, Jonas Lindqvist och Maja Ekholm</span> · <span>Publicerad <time datetime="2024-01-17T10:40:00Z">17 januari 2024 11.40</time></span> · <span>Uppdaterad <time datetime="2024-01-17T14:48:00Z">15.48</time></span></div>
<div class="{K["share"]}"><button type="button" class="{K["shareB"]}">Facebook 312</button><button type="button" class="{K["shareB"]}">X</button><button type="button" class="{K["shareB"]}">Kopiera länk</button></div>
<div class="{K["pin"]}"><strong>Viktigt just nu:</strong> SMHI har utfärdat en orange varning för mycket hårda vindar längs kusten fram till klockan 22. Undvik onödiga resor.</div>
<section aria-label="Direktrapportering"><div class="{K["feed"]}">{posts}</div></section>
<section><h2 class="{K["moreH"]}">Mer från Elin Forsgren</h2><div class="{K["cards"]}">{cards}</div></section>
</main>
<aside class="{K["side"]}">
<div class="{K["ad"]}">ANNONS</div>
<section><h3 class="{K["sideH"]}">Mest läst</h3>{counted("Stormen över Sundsby – följ läget | ;; Isen på Mellansjön håller inte | ;; Hallviks IF klart för kvartsfinal | ;; Ny förskola i Norrby öppnar i höst | ;; Matvärlden vid torget byter ägare |")}</section>
<section><h3 class="{K["sideH"]}">Vädret</h3><p>I dag: −2°, storm i byarna, 28 m/s · I morgon: −6°, avtagande vind</p></section>
</aside></div>
<footer class="{K["foot"]}">Sundsbyposten · Ansvarig utgivare: Karin Öberg · <a href="/kontakt/">Kontakta oss</a> · <a href="/tips/">Tipsa oss</a> · <a href="/cookies/">Cookies</a> · <a href="/personuppgifter/">Personuppgifter</a></footer>
</div></div>"""
    return make(
        "du-plain-sv-sundsby-storm",
        "lookalike",
        "sv",
        doc(
            "Stormen över Sundsby: träd över vägar och tusentals utan ström – följ läget",
            "Sundsbyposten",
            "sv",
            sheet,
            body,
            published="2024-01-17T10:40:00Z",
            author="Elin Forsgren",
        ),
        [],
        path="/nyheter/stormen-over-sundsby-folj-laget",
        container="-",
        heading=None,
        description="A Swedish local paper's live blog of January 2024 in vanilla-extract-like hashed classes (weather strip, share buttons with a count, a pinned notice, most read, weather, advert): 9 timed updates signed by three reporters with initials avatars and share buttons, and 'Mer från Elin Forsgren' cards with name and relative time; no reader discussion.",
        lookalikes=(
            "live updates: 9 timed, signed posts with initials avatars",
            "'Mer från Elin Forsgren': 3 cards with name and relative time",
        ),
    )


# --------------------------------------------------------------------------- pt: a regional paper, 2022 (Bootstrap-like utilities)


def pt_feira() -> Case:
    testimonials = [
        (
            "Marta Guedes",
            "Pedra Clara",
            "Leitora desde 2019",
            "Leio a newsletter todo dia no ônibus, antes de chegar ao trabalho. É o único jeito de eu saber o que a Câmara aprovou sem passar a manhã no celular.",
        ),
        (
            "Roberto Vilela",
            "Vale do Sossego",
            "Leitor desde 2021",
            "Moro na zona rural e o jornal impresso quase nunca chega. A edição por e-mail resolveu isso.",
        ),
        (
            "Ana Paula Siqueira",
            "Pedra Clara",
            "Leitora desde 2020",
            "Gosto da agenda de fim de semana. Já descobri três festas de bairro que eu nem sabia que existiam.",
        ),
        (
            "Célio Antunes",
            "Barreiro Alto",
            "Leitor desde 2018",
            "Direto, sem sensacionalismo. Recomendo para quem quer acompanhar a cidade sem briga de rede social.",
        ),
    ]
    qa = [
        (
            "Em que dias a feira noturna funciona?",
            "Às quintas-feiras, das 18h às 23h, a partir de 1º de setembro.",
        ),
        (
            "Onde fica a Praça do Rosário?",
            "No centro, entre as ruas Coronel Amâncio e Sete de Abril, ao lado da Igreja do Rosário.",
        ),
        (
            "Quem pode ter uma barraca?",
            "Produtores e artesãos cadastrados na Secretaria de Desenvolvimento Econômico; as inscrições vão até 19 de agosto.",
        ),
        (
            "Vai ter estacionamento?",
            "A prefeitura vai liberar o pátio da antiga rodoviária, a duas quadras da praça.",
        ),
    ]
    more = [
        (
            "Luciana Prates",
            "há 3 dias",
            "Ponte do Ribeirão Fundo é liberada para carros depois de oito meses",
        ),
        ("Luciana Prates", "há 5 dias", "Festival de inverno tem público recorde no Barreiro Alto"),
        ("Luciana Prates", "há 1 semana", "Câmara aprova novo horário do comércio aos sábados"),
    ]
    tcards = "".join(
        f'<div class="col"><div class="d-flex align-items-start gap-2 p-3 bg-white rounded-3 shadow-sm h-100">'
        f'<span class="d-inline-flex align-items-center justify-content-center rounded-circle bg-success text-white fw-bold flex-shrink-0" style="width:40px;height:40px" aria-hidden="true">{esc(initials(n))}</span>'
        f'<div><p class="mb-1 small">“{esc(q)}”</p><div class="small"><strong>{esc(n)}</strong> <span class="text-muted">· {esc(city)}</span></div>'
        f'<div class="text-muted" style="font-size:.75rem">{esc(since)}</div></div></div></div>'
        for n, city, since, q in testimonials
    )
    qas = "".join(
        f'<details class="border-bottom py-2"><summary class="fw-semibold">{esc(q)}</summary><p class="mb-0 mt-2 small text-secondary">{esc(a)}</p></details>'
        for q, a in qa
    )
    mcards = "".join(
        f'<div class="col"><a class="text-decoration-none text-dark" href="/cidade/{n + 5521}"><img class="img-fluid rounded mb-2" src="/_avatar/pt-more-{n}.svg" width="320" height="180" alt=""/>'
        f'<h3 class="h6 fw-bold">{esc(title)}</h3></a><div class="d-flex align-items-center gap-2 small text-muted">'
        f'<span class="d-inline-flex align-items-center justify-content-center rounded-circle bg-secondary text-white" style="width:24px;height:24px;font-size:.65rem" aria-hidden="true">{esc(initials(who))}</span>'
        f"<span>{esc(who)}</span><span>· {esc(ago)}</span></div></div>"
        for n, (who, ago, title) in enumerate(more)
    )
    css = (
        "*,::after,::before{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#212529;background:#f8f9fa}"
        ".container{max-width:1140px;margin:0 auto;padding:0 12px}.row{display:flex;flex-wrap:wrap;margin:0 -12px}.row>*{padding:0 12px}.col{flex:1 0 0%}"
        ".col-lg-8{flex:0 0 auto;width:66.66%}.col-lg-4{flex:0 0 auto;width:33.33%}.row-cols-md-2>*{flex:0 0 auto;width:50%}.row-cols-md-3>*{flex:0 0 auto;width:33.33%}"
        ".d-flex{display:flex}.d-inline-flex{display:inline-flex}.flex-shrink-0{flex-shrink:0}.align-items-start{align-items:flex-start}.align-items-center{align-items:center}"
        ".justify-content-center{justify-content:center}.justify-content-between{justify-content:space-between}.gap-2{gap:.5rem}.gap-3{gap:1rem}.g-3{row-gap:1rem}"
        ".p-3{padding:1rem}.p-4{padding:1.5rem}.py-2{padding-top:.5rem;padding-bottom:.5rem}.py-3{padding-top:1rem;padding-bottom:1rem}.px-3{padding-left:1rem;padding-right:1rem}"
        ".mb-0{margin-bottom:0}.mb-1{margin-bottom:.25rem}.mb-2{margin-bottom:.5rem}.mb-3{margin-bottom:1rem}.mb-4{margin-bottom:1.5rem}.mt-2{margin-top:.5rem}.mt-4{margin-top:1.5rem}.my-4{margin-top:1.5rem;margin-bottom:1.5rem}"
        ".bg-white{background:#fff}.bg-dark{background:#212529}.bg-success{background:#198754}.bg-secondary{background:#6c757d}.bg-light{background:#f8f9fa}.bg-warning-subtle{background:#fff3cd}"
        ".text-white{color:#fff}.text-dark{color:#212529}.text-muted{color:#6c757d}.text-secondary{color:#6c757d}.text-success{color:#198754}.text-decoration-none{text-decoration:none}"
        ".fw-bold{font-weight:700}.fw-semibold{font-weight:600}.small{font-size:.875em}.h6{font-size:1rem}.display-6{font-size:2.3rem;font-weight:700;line-height:1.2}.lead{font-size:1.2rem;font-weight:300}"
        ".rounded{border-radius:.375rem}.rounded-3{border-radius:.5rem}.rounded-circle{border-radius:50%}.shadow-sm{box-shadow:0 .125rem .25rem rgba(0,0,0,.075)}.border-bottom{border-bottom:1px solid #dee2e6}.border-top{border-top:1px solid #dee2e6}"
        ".h-100{height:100%}.img-fluid{max-width:100%;height:auto}.list-unstyled{list-style:none;padding-left:0}.btn{display:inline-block;padding:.375rem .75rem;border-radius:.375rem;border:1px solid transparent}"
        ".btn-success{background:#198754;color:#fff}.btn-outline-secondary{border-color:#6c757d;color:#6c757d}.form-control{display:block;width:100%;padding:.375rem .75rem;border:1px solid #ced4da;border-radius:.375rem}"
        ".navbar{display:flex;align-items:center;justify-content:space-between;padding:.75rem 0}.nav{display:flex;gap:1rem;list-style:none;margin:0;padding:0}.nav-link{color:#fff;text-decoration:none}"
    )
    body = f"""<div id="__nuxt"><div id="__layout">
<header class="bg-dark text-white"><div class="container"><nav class="navbar"><a class="text-white text-decoration-none fw-bold" style="font-size:1.6rem" href="/">Jornal da Serra Alta</a>
<ul class="nav small"><li><a class="nav-link" href="/cidade/">Cidade</a></li><li><a class="nav-link" href="/regiao/">Região</a></li><li><a class="nav-link" href="/politica/">Política</a></li><li><a class="nav-link" href="/esporte/">Esporte</a></li><li><a class="nav-link" href="/cultura/">Cultura</a></li><li><a class="nav-link" href="/agenda/">Agenda</a></li></ul>
<span class="small">Pedra Clara · 24 °C · terça-feira, 9 de agosto de 2022</span></nav></div></header>
<div class="container my-4"><div class="row">
<main class="col-lg-8">
<article class="bg-white p-4 rounded-3 shadow-sm">
<a class="small fw-bold text-success text-decoration-none" href="/cidade/">CIDADE</a>
<h1 class="display-6 mt-2">Feira noturna da Praça do Rosário volta às quintas-feiras a partir de setembro</h1>
<p class="lead">Prefeitura de Pedra Clara retoma o evento suspenso desde 2020, com 60 barracas de comida, artesanato e produtores rurais.</p>
<div class="d-flex align-items-center justify-content-between small text-muted border-top border-bottom py-2 mb-3"><span>Por <strong>Luciana Prates</strong> · <time datetime="2022-08-09T09:15:00-03:00">09/08/2022 09h15</time> · Atualizado há 2 horas</span>
<span class="d-flex gap-2"><a class="btn btn-outline-secondary" href="#">WhatsApp</a><a class="btn btn-outline-secondary" href="#">Facebook · 274</a><a class="btn btn-outline-secondary" href="#">Twitter</a></span></div>
<img class="img-fluid rounded mb-3" src="/_avatar/praca-rosario.svg" width="760" height="428" alt="Praça do Rosário"/>
<p>A feira noturna da Praça do Rosário, uma das mais tradicionais de Pedra Clara, volta a funcionar no dia 1º de setembro. O evento estava suspenso desde março de 2020, no início da pandemia.</p>
<p>Segundo a Secretaria de Desenvolvimento Econômico, serão 60 barracas, divididas entre gastronomia, artesanato e produtores rurais da região. As inscrições para expositores seguem abertas até 19 de agosto.</p>
<p>"A feira é a vitrine de muita gente que produz em casa", disse o secretário Valdir Moura. A prefeitura também vai liberar o pátio da antiga rodoviária como estacionamento nas noites de feira.</p>
<p>Moradores do entorno da praça pediram que o som ao vivo termine às 22h. A secretaria disse que o horário da música ainda será definido com a associação de bairro.</p>
<p class="small"><strong>Tags:</strong> <a href="/tag/feira">feira</a>, <a href="/tag/centro">centro</a>, <a href="/tag/prefeitura">prefeitura</a></p>
</article>
<section class="bg-white p-4 rounded-3 shadow-sm mt-4"><h2 class="h6 fw-bold mb-3">As pessoas também perguntam</h2>{qas}</section>
<section class="p-4 rounded-3 bg-warning-subtle mt-4"><div class="d-flex justify-content-between align-items-center mb-3"><div><h2 class="h6 fw-bold mb-1">Serra Alta Hoje</h2><p class="small mb-0">A newsletter gratuita com as notícias da cidade, de segunda a sábado às 6h.</p></div>
<form class="d-flex gap-2"><input class="form-control" type="email" placeholder="Seu e-mail" aria-label="Seu e-mail"/><button class="btn btn-success" type="submit">Assinar</button></form></div>
<h3 class="h6 fw-bold">O que dizem nossos leitores</h3><div class="row row-cols-md-2 g-3">{tcards}</div></section>
<section class="mt-4"><h2 class="h6 fw-bold mb-3">Mais de Luciana Prates</h2><div class="row row-cols-md-3 g-3">{mcards}</div></section>
</main>
<aside class="col-lg-4">
<div class="bg-light border-top text-muted small d-flex align-items-center justify-content-center mb-4" style="height:250px">PUBLICIDADE</div>
<section class="bg-white p-3 rounded-3 shadow-sm mb-4"><h2 class="h6 fw-bold">Mais lidas</h2>{counted("Feira noturna da Praça do Rosário volta em setembro | ;; Ponte do Ribeirão Fundo é liberada | ;; Serra Alta FC vence e assume a liderança | ;; Frio de 3 °C deve chegar no fim de semana | ;; Vacinação contra a gripe é ampliada |", "small mb-0", "py-2 border-bottom")}</section>
<section class="bg-white p-3 rounded-3 shadow-sm"><h2 class="h6 fw-bold">Tempo</h2><p class="small mb-0">Hoje: 24 °C / 11 °C, sol entre nuvens · Amanhã: 19 °C / 8 °C, frente fria</p></section>
</aside></div></div>
<footer class="bg-dark text-white py-3"><div class="container small">© 2022 Jornal da Serra Alta · Editora Serra Alta Ltda. · <a class="text-white" href="/expediente/">Expediente</a> · <a class="text-white" href="/anuncie/">Anuncie</a> · <a class="text-white" href="/privacidade/">Política de privacidade</a></div></footer>
</div></div>"""
    return make(
        "du-plain-pt-pedraclara-feira",
        "lookalike",
        "pt",
        doc(
            "Feira noturna da Praça do Rosário volta às quintas-feiras a partir de setembro",
            "Jornal da Serra Alta",
            "pt-BR",
            css,
            body,
            published="2022-08-09T09:15:00-03:00",
            author="Luciana Prates",
        ),
        [],
        path="/cidade/feira-noturna-praca-do-rosario-volta-setembro",
        container="-",
        heading=None,
        description="A Brazilian regional paper of August 2022 in Bootstrap-like utility classes, on a Nuxt-like page (share buttons with a count, most read, weather, advert): a newsletter box with 4 readers' testimonials (initials, quote, name, town, 'Leitora desde 2019'), a 'people also ask' box of 4 questions and answers, 'Mais de Luciana Prates' cards with relative times; no reader discussion.",
        lookalikes=(
            "'O que dizem nossos leitores': 4 newsletter testimonials with initials, name, town",
            "'As pessoas também perguntam': 4 questions and answers",
            "'Mais de Luciana Prates': 3 cards with name and relative time",
        ),
    )


def plain_du() -> list[Case]:
    return [sv_storm(), pt_feira()]
