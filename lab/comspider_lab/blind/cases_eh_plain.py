"""Blind set EH: two article pages without any reader discussion whose furniture holds lists that look like one: a
French regional site of 2023 on a Nuxt-like stack (a live "Le fil" ticker of timed, signed updates, "À lire aussi"
cards with authors and relative times, a "Les plus lus" list) and a Brazilian news site of 2024 with utility classes
(the columnist answering readers' questions in a "Você pergunta" box, trending topics with counts, related stories with
authors and times). Every class name, name, place and text invented for this set."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_eh_common import Case, abbr, esc, mk, page, svg

# --------------------------------------------------------------------------- fr: a regional site, 2023 (Nuxt-like)


def fr_marche() -> Case:
    v = "data-v-5e1c9a7b"
    w = "data-v-0d43f2e8"
    fil = [
        (
            "16:42",
            "2023-06-03T14:42:00Z",
            "Clémence Aubry",
            "Saint-Vallier",
            "Le pont de la Brèze rouvert à la circulation après deux heures d'intervention des pompiers sur un poids lourd en panne.",
        ),
        (
            "16:15",
            "2023-06-03T14:15:00Z",
            "Yanis Belkacem",
            "Rochefleur",
            "Orages : la préfecture maintient la vigilance jaune jusqu'à 22 heures sur l'ensemble du département.",
        ),
        (
            "15:58",
            "2023-06-03T13:58:00Z",
            "Clémence Aubry",
            "Montbrison-sur-Lize",
            "Le festival Les Nuits de la Lize annonce complet pour sa soirée d'ouverture, vendredi prochain.",
        ),
        (
            "15:20",
            "2023-06-03T13:20:00Z",
            "Odile Marchand",
            "Rochefleur",
            "Rugby : le RC Rochefleur s'incline 18-24 face à Aurillac et manque la montée en Nationale.",
        ),
        (
            "14:47",
            "2023-06-03T12:47:00Z",
            "Yanis Belkacem",
            "Valréas-le-Haut",
            "Un incendie de broussailles a parcouru trois hectares près de la départementale 12, aucun blessé.",
        ),
        (
            "14:05",
            "2023-06-03T12:05:00Z",
            "Odile Marchand",
            "Saint-Vallier",
            "La fête des écoles de Saint-Vallier est avancée à 10 heures en raison de la chaleur annoncée.",
        ),
    ]
    fil_html = "".join(
        f'<li class="fil-item" {w}><time datetime="{iso}" {w}>{h}</time><div {w}><span class="fil-lieu" {w}>{esc(lieu)}</span>'
        f'<p {w}>{esc(txt)}</p><span class="fil-auteur" {w}>Par {esc(who)}</span></div></li>'
        for h, iso, who, lieu, txt in fil
    )
    lire = [
        (
            "Marché couvert : les commerçants du samedi inquiets pour l'été",
            "Odile Marchand",
            "il y a 2 jours",
            "2023-06-01T08:10:00Z",
        ),
        (
            "Rochefleur : la rue Gambetta piétonne tout l'été, les riverains partagés",
            "Yanis Belkacem",
            "il y a 4 jours",
            "2023-05-30T06:30:00Z",
        ),
        (
            "Producteurs locaux : le « drive fermier » fête ses trois ans",
            "Clémence Aubry",
            "il y a 1 semaine",
            "2023-05-27T09:00:00Z",
        ),
    ]
    lire_html = "".join(
        f'<article class="carte" {v}><span class="carte-initiales" aria-hidden="true" {v}>{esc(abbr(who))}</span><div {v}><h3 {v}><a href="/rochefleur/{i}" {v}>{esc(t)}</a></h3>'
        f'<p class="carte-meta" {v}>{esc(who)} · <time datetime="{iso}" {v}>{esc(rel)}</time></p></div></article>'
        for i, (t, who, rel, iso) in enumerate(lire)
    )
    nuxt = json.dumps(
        [
            {"state": 1, "_errors": 2, "serverRendered": 3, "path": 4},
            {"$sarticle": 5, "$sfil": 6},
            {},
            True,
            "/rochefleur/marche-couvert-travaux-ete-2023",
            {
                "id": 771203,
                "rubrique": "Rochefleur",
                "premium": False,
                "motsCles": ["Marché couvert", "Travaux", "Commerce"],
            },
            {"refresh": 60, "departement": "Lize-et-Brèze"},
        ],
        ensure_ascii=False,
        separators=(",", ":"),
    )
    css = (
        f"body{{margin:0;font-family:'Merriweather Sans',Arial,sans-serif;color:#222}}a{{color:inherit}}"
        f".page[{v}]{{max-width:1180px;margin:0 auto;padding:0 20px}}.entete[{v}]{{display:flex;justify-content:space-between;align-items:center;padding:16px 0;border-bottom:4px solid #0057a0}}"
        f".logo[{v}]{{font:900 30px Georgia,serif;color:#0057a0;text-decoration:none}}.menu[{v}]{{display:flex;gap:18px;list-style:none;padding:10px 0;margin:0;font-weight:700}}"
        f".grille[{v}]{{display:grid;grid-template-columns:minmax(0,1fr) 320px;gap:36px;margin-top:20px}}.titre[{v}]{{font:800 34px/1.2 Georgia,serif;margin:8px 0}}"
        f".chapo[{v}]{{font-size:19px;font-weight:700;line-height:1.5}}.signature[{v}]{{font-size:13px;color:#666}}.corps[{v}]{{font-size:18px;line-height:1.7}}"
        f".carte[{v}]{{display:flex;gap:12px;padding:12px 0;border-top:1px solid #e5e5e5}}.carte-initiales[{v}]{{flex:0 0 36px;height:36px;border-radius:50%;background:#0057a0;color:#fff;display:flex;align-items:center;justify-content:center;font-weight:700;font-size:13px}}"
        f".carte[{v}] h3[{v}]{{font-size:16px;margin:0}}.carte-meta[{v}]{{font-size:13px;color:#777;margin:4px 0 0}}"
        f".fil[{w}]{{background:#f3f7fb;padding:14px}}.fil-titre[{w}]{{font-size:18px;margin:0 0 8px;color:#c8102e}}.fil-liste[{w}]{{list-style:none;margin:0;padding:0}}"
        f".fil-item[{w}]{{display:flex;gap:10px;padding:10px 0;border-top:1px solid #dbe4ee;font-size:14px}}.fil-item[{w}] time[{w}]{{font-weight:800;color:#c8102e}}"
        f".fil-lieu[{w}]{{font-weight:700;text-transform:uppercase;font-size:12px}}.fil-item[{w}] p[{w}]{{margin:2px 0}}.fil-auteur[{w}]{{color:#777;font-size:12px}}"
        f".pub[{v}]{{height:250px;background:#eee;color:#999;display:flex;align-items:center;justify-content:center;font-size:11px;margin-bottom:20px}}.pied[{v}]{{margin-top:48px;border-top:1px solid #ddd;padding:24px 0;font-size:13px;color:#666}}"
    )
    body = f"""<div id="__nuxt"><div class="page" {v}><header class="entete" {v}><a class="logo" href="/" {v}>Le Courrier de la Lize</a><div style="font-size:13px">Samedi 3 juin 2023 · <a href="/abonnement">S'abonner 1 € le premier mois</a> · <a href="/connexion">Se connecter</a></div></header>
<nav aria-label="Rubriques"><ul class="menu" {v}><li><a href="/rochefleur">Rochefleur</a></li><li><a href="/saint-vallier">Saint-Vallier</a></li><li><a href="/vallee-de-la-breze">Vallée de la Brèze</a></li><li><a href="/sports">Sports</a></li><li><a href="/loisirs">Loisirs</a></li><li><a href="/avis-de-deces">Avis de décès</a></li></ul></nav>
<div class="grille" {v}><main><article>
<a href="/rochefleur" style="color:#0057a0;font-weight:700;font-size:13px;text-transform:uppercase">Rochefleur</a>
<h1 class="titre" {v}>Rochefleur : le marché couvert fermera six semaines cet été pour refaire sa toiture</h1>
<p class="chapo" {v}>Les travaux, estimés à 1,1 million d'euros, débuteront le 10 juillet. Les 34 commerçants seront installés sur la place du Champ-de-Foire jusqu'à la fin août.</p>
<p class="signature" {v}>Par Odile Marchand · <time datetime="2023-06-03T05:00:00Z">Le 3 juin 2023 à 7h00</time> · Mis à jour à 9h12 · <a href="#" aria-label="Partager sur Facebook">{svg("share")}</a> <a href="#">WhatsApp</a></p>
<div class="corps" {v}>
<p>La toiture en zinc du marché couvert de Rochefleur, datée de 1962, laisse passer l'eau depuis plusieurs hivers. Le conseil municipal a voté jeudi soir un chantier de six semaines, du 10 juillet au 20 août.</p>
<p>Pendant ce temps, les étals seront déplacés sur la place du Champ-de-Foire, sous des barnums fournis par la ville. Les jours de marché restent les mêmes : mardi, vendredi et samedi matin.</p>
<p>« Juillet et août, c'est notre meilleure période avec les touristes », rappelle Gérard Pinson, fromager et président de l'association des commerçants. La mairie promet une signalétique depuis le centre-ville et la gratuité du parking de la Brèze le samedi.</p>
<p>Le financement est assuré à 40 % par la région au titre du programme de revitalisation des centres-bourgs.</p>
</div>
<section aria-labelledby="lire-aussi" {v}><h2 id="lire-aussi" {v}>À lire aussi</h2>{lire_html}</section>
<p class="signature" {v}>Les commentaires sont fermés sur cet article.</p>
</article></main>
<aside><div class="pub" {v}>Publicité</div>
<section class="fil" aria-labelledby="fil-titre" {w}><h2 class="fil-titre" id="fil-titre" {w}>● Le fil en direct</h2><ul class="fil-liste" {w}>{fil_html}</ul><a href="/fil-info" {w}>Tout le fil</a></section>
<section {v}><h2 {v}>Les plus lus</h2><ol><li><a href="/rochefleur/marche-couvert">Le marché couvert fermera six semaines cet été</a></li><li><a href="/sports/rc-rochefleur">Le RC Rochefleur rate la montée</a></li><li><a href="/saint-vallier/boulangerie">Saint-Vallier : la dernière boulangerie reprise par un couple de Lyonnais</a></li><li><a href="/loisirs/nuits-de-la-lize">Les Nuits de la Lize : le programme complet</a></li></ol></section></aside></div>
<footer class="pied" {v}>Le Courrier de la Lize · <a href="/mentions-legales">Mentions légales</a> · <a href="/confidentialite">Confidentialité</a> · <a href="/cookies">Gestion des cookies</a> · <a href="/contact">Contact</a> · © 2023 Éditions de la Lize</footer></div></div>
<div role="dialog" aria-label="Vos choix concernant les cookies" style="position:fixed;bottom:0;left:0;right:0;background:#fff;border-top:1px solid #ccc;padding:14px;font-size:13px">Avec votre accord, nous et nos partenaires utilisons des cookies. <button>Accepter</button> <button>Refuser</button> <button>Personnaliser</button></div>
<script type="application/json" id="__NUXT_DATA__" data-ssr="true">{nuxt}</script>"""
    return mk(
        "eh-plain-fr-rochefleur-marche",
        "lookalike",
        "fr",
        page(
            "Rochefleur : le marché couvert fermera six semaines cet été pour refaire sa toiture",
            "Le Courrier de la Lize",
            "fr",
            css,
            body,
            published="2023-06-03T05:00:00Z",
            author="Odile Marchand",
            section="Rochefleur",
        ),
        [],
        path="/rochefleur/marche-couvert-travaux-ete-2023",
        container="-",
        heading=None,
        description="A French regional site of June 2023 on a Nuxt-like stack (data-v-xxxxxxxx scoped attributes, __NUXT_DATA__ of page data), comments closed: a live 'Le fil en direct' ticker of 6 timed updates with place and reporter, 'À lire aussi' cards with initials, author and relative time, most read, ad, cookie dialog. No reader discussion.",
        lookalikes=(
            "live ticker: 6 timed updates signed 'Par NAME'",
            "related cards: initials, author, relative time",
        ),
    )


# --------------------------------------------------------------------------- pt: a Brazilian news site, 2024 (utility classes)


def pt_aluguel() -> Case:
    qa = [
        (
            "Renata, de Contagem (MG)",
            "Meu contrato vence em outubro e o proprietário quer reajustar pelo IGP-M. Ele pode?",
            "Só se o contrato disser IGP-M. Se o índice não estiver escrito, vale a negociação entre as partes; vale a pena propor o IPCA, que ficou bem abaixo nos últimos 12 meses.",
        ),
        (
            "Osvaldo, de Niterói (RJ)",
            "Sou fiador do meu sobrinho. Posso sair da fiança antes do fim do contrato?",
            "Em contrato por prazo indeterminado, sim: basta notificar o locador, e você fica responsável por mais 120 dias. No prazo determinado, só com a concordância do proprietário.",
        ),
        (
            "Tatiane, de Recife (PE)",
            "O seguro-fiança é mesmo mais barato que o título de capitalização?",
            "Depende do perfil. O seguro custa em média de uma a duas vezes o aluguel por ano e não é devolvido; o título exige o depósito de vários aluguéis, mas o dinheiro volta corrigido no fim.",
        ),
        (
            "Caio, de Campinas (SP)",
            "Quem paga a pintura do apartamento na saída?",
            "O inquilino deve devolver o imóvel no estado em que recebeu, descontado o desgaste natural. Por isso a vistoria de entrada com fotos é tão importante.",
        ),
    ]
    qa_html = "".join(
        f'<div class="border-b border-neutral-200 py-4" data-testid="qa-item"><p class="text-sm font-bold text-neutral-500">{esc(who)} pergunta:</p>'
        f'<p class="mt-1 font-semibold">{esc(q)}</p><p class="mt-2 flex gap-2"><span class="grid h-7 w-7 shrink-0 place-items-center rounded-full bg-emerald-700 text-xs font-bold text-white" aria-hidden="true">HV</span><span>{esc(a)}</span></p></div>'
        for who, q, a in qa
    )
    leia = [
        (
            "IPCA de maio fica em 0,46% e acumula 3,9% em 12 meses",
            "Fernanda Lacerda",
            "há 3 horas",
            "2024-06-11T12:05:00Z",
        ),
        (
            "Financiamento da casa própria: bancos voltam a baixar juros",
            "Rodrigo Meireles",
            "há 1 dia",
            "2024-06-10T09:40:00Z",
        ),
        (
            "Condomínio pode proibir aluguel por temporada? Veja o que diz o STJ",
            "Helena Vasconcelos",
            "há 4 dias",
            "2024-06-07T14:20:00Z",
        ),
    ]
    leia_html = "".join(
        f'<li class="flex gap-3 py-3" data-testid="related-story"><img src="/_avatar/rel{i}.svg" alt="" width="96" height="64" class="rounded"><div><a href="/economia/{i}" class="font-semibold leading-snug hover:underline">{esc(t)}</a>'
        f'<p class="mt-1 text-xs text-neutral-500">Por {esc(who)} · <time datetime="{iso}">{esc(rel)}</time></p></div></li>'
        for i, (t, who, rel, iso) in enumerate(leia)
    )
    alta = [
        ("Copa América", "12,4 mil"),
        ("Concurso Nacional Unificado", "9,8 mil"),
        ("Imposto de Renda 2024", "7,1 mil"),
        ("Frio em São Paulo", "5,6 mil"),
        ("Mega-Sena", "4,9 mil"),
    ]
    alta_html = "".join(
        f'<li class="flex justify-between py-1"><a href="/tema/{i}" class="hover:underline">#{esc(t)}</a><span class="text-xs text-neutral-500">{n} buscas</span></li>'
        for i, (t, n) in enumerate(alta)
    )
    css = (
        "*,:before,:after{box-sizing:border-box}body{margin:0;font-family:'Source Sans 3',system-ui,sans-serif;color:#171717}a{color:inherit;text-decoration:none}ul,ol{list-style:none;margin:0;padding:0}"
        ".flex{display:flex}.grid{display:grid}.place-items-center{place-items:center}.items-center{align-items:center}.justify-between{justify-content:space-between}.shrink-0{flex-shrink:0}"
        ".gap-2{gap:.5rem}.gap-3{gap:.75rem}.gap-6{gap:1.5rem}.gap-10{gap:2.5rem}.h-7{height:1.75rem}.w-7{width:1.75rem}.rounded{border-radius:.25rem}.rounded-full{border-radius:9999px}.rounded-2xl{border-radius:1rem}"
        ".border-b{border-bottom:1px solid}.border-t{border-top:1px solid}.border-neutral-200{border-color:#e5e5e5}.bg-emerald-700{background:#047857}.bg-emerald-50{background:#ecfdf5}.bg-neutral-100{background:#f5f5f5}.bg-neutral-900{background:#171717}"
        ".p-6{padding:1.5rem}.px-4{padding-left:1rem;padding-right:1rem}.py-1{padding:.25rem 0}.py-3{padding:.75rem 0}.py-4{padding:1rem 0}.mt-1{margin-top:.25rem}.mt-2{margin-top:.5rem}.mt-4{margin-top:1rem}.mt-8{margin-top:2rem}.mx-auto{margin:0 auto}.max-w-6xl{max-width:72rem}"
        ".text-xs{font-size:.75rem}.text-sm{font-size:.875rem}.text-lg{font-size:1.125rem}.text-xl{font-size:1.25rem}.text-4xl{font-size:2.4rem;line-height:1.1}.leading-snug{line-height:1.375}.leading-relaxed{line-height:1.7}"
        ".font-semibold{font-weight:600}.font-bold{font-weight:700}.font-black{font-weight:900}.uppercase{text-transform:uppercase}.text-white{color:#fff}.text-neutral-500{color:#737373}.text-emerald-700{color:#047857}.hover\\:underline:hover{text-decoration:underline}"
        "@media(min-width:1024px){.lg\\:grid-cols-\\[1fr_300px\\]{grid-template-columns:1fr 300px}}"
    )
    body = f"""<div id="root"><header class="bg-neutral-900 text-white"><div class="mx-auto flex max-w-6xl items-center justify-between px-4 py-3"><button aria-label="Abrir menu">{svg("menu")}</button><a href="/" class="text-xl font-black uppercase">Jornal do Cerrado</a><a href="/entrar" class="text-sm">Entrar</a></div></header>
<nav aria-label="Editorias" class="border-b border-neutral-200"><ul class="mx-auto flex max-w-6xl gap-6 px-4 py-3 text-sm font-semibold"><li><a href="/politica">Política</a></li><li><a href="/economia">Economia</a></li><li><a href="/cidades">Cidades</a></li><li><a href="/esportes">Esportes</a></li><li><a href="/cultura">Cultura</a></li><li><a href="/podcasts">Podcasts</a></li></ul></nav>
<main class="mx-auto mt-8 grid max-w-6xl gap-10 px-4 lg:grid-cols-[1fr_300px]"><article>
<p class="text-sm font-bold uppercase text-emerald-700">Seu bolso · Coluna</p>
<h1 class="mt-2 text-4xl font-black">Aluguel: o que muda na renovação do contrato e como negociar o reajuste</h1>
<p class="mt-2 text-lg text-neutral-500">Com o IGP-M negativo em 12 meses, inquilinos têm argumento para pedir reajuste menor — ou nenhum.</p>
<div class="mt-4 flex items-center gap-3 border-t border-b border-neutral-200 py-3 text-sm"><span class="grid h-7 w-7 place-items-center rounded-full bg-emerald-700 text-xs font-bold text-white" aria-hidden="true">HV</span><span>Por <b>Helena Vasconcelos</b> · <time datetime="2024-06-11T10:00:00Z">11/06/2024 07h00</time> · Atualizado há 2 horas</span></div>
<div class="mt-4 text-lg leading-relaxed">
<p>Quem tem contrato de aluguel para renovar neste ano pode se surpreender: o IGP-M, índice mais usado nos contratos, acumula queda de 0,3% em 12 meses até maio. Na prática, isso significa que o reajuste pelo índice seria zero ou até negativo.</p>
<p>A Lei do Inquilinato não obriga o uso de nenhum índice específico. O que vale é o que foi combinado no contrato — e, na renovação, tudo pode ser renegociado.</p>
<p>Especialistas recomendam levar ao proprietário pesquisas de preço de imóveis parecidos no mesmo bairro e lembrar o custo de um imóvel vazio: em média, três meses sem aluguel e com condomínio e IPTU por conta do dono.</p>
</div>
<section class="mt-8 rounded-2xl bg-emerald-50 p-6" aria-labelledby="vp"><h2 id="vp" class="text-xl font-black">Você pergunta, a colunista responde</h2><p class="text-sm text-neutral-500">Perguntas enviadas pelo WhatsApp da coluna e selecionadas pela redação. Mande a sua: (62) 99800-1234.</p>{qa_html}</section>
<section class="mt-8" aria-labelledby="leia"><h2 id="leia" class="text-xl font-black">Leia também</h2><ul>{leia_html}</ul></section>
</article>
<aside><div class="grid place-items-center bg-neutral-100 text-xs text-neutral-500" style="height:250px">PUBLICIDADE</div>
<section class="mt-8"><h2 class="font-black">Em alta agora</h2><ol class="text-sm">{alta_html}</ol></section>
<section class="mt-8 rounded-2xl bg-neutral-100 p-6 text-sm"><p class="font-bold">Seu bolso no e-mail</p><p>Toda terça, as dicas da Helena para organizar as finanças.</p><input type="email" placeholder="Seu e-mail" aria-label="Seu e-mail"> <button class="font-bold">Assinar</button></section></aside></main>
<footer class="mt-8 bg-neutral-900 px-4 py-4 text-sm text-white"><div class="mx-auto max-w-6xl">Jornal do Cerrado · <a href="/expediente">Expediente</a> · <a href="/privacidade">Política de privacidade</a> · <a href="/anuncie">Anuncie</a> · © 2024 Cerrado Comunicação Ltda.</div></footer>
<div role="dialog" aria-label="Aviso de cookies" class="bg-neutral-100 p-6 text-sm" style="position:fixed;bottom:0;left:0;right:0">Usamos cookies para melhorar sua experiência. Ao continuar, você concorda com a nossa <a href="/privacidade">Política de Privacidade</a>. <button class="font-bold">Ok, entendi</button></div></div>"""
    return mk(
        "eh-plain-pt-cerrado-aluguel",
        "lookalike",
        "pt",
        page(
            "Aluguel: o que muda na renovação do contrato e como negociar o reajuste",
            "Jornal do Cerrado",
            "pt",
            css,
            body,
            published="2024-06-11T10:00:00Z",
            author="Helena Vasconcelos",
            section="Economia",
        ),
        [],
        path="/economia/seu-bolso/aluguel-renovacao-reajuste",
        container="-",
        heading=None,
        description="A Brazilian news site's money column of June 2024, utility classes, data-testid attributes: 'Você pergunta, a colunista responde' with 4 readers' questions sent by WhatsApp (first name, town) each answered by the columnist (initials avatar), 'Leia também' with authors and relative times, trending topics with search counts, newsletter box, ad, cookie notice. No reader discussion.",
        lookalikes=(
            "the columnist's Q&A: 4 named readers' questions with answers",
            "related stories with author and relative time",
            "trending topics with counts",
        ),
    )


def plain_eh() -> list[Case]:
    return [fr_marche(), pt_aluguel()]
