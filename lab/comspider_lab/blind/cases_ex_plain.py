"""Blind set ex: two pages without any reader comment whose lists look like one: a Portuguese regional daily's story
(2012) with comments disabled, below it a tab box whose shown panel "Mais comentadas" lists other stories with their
comment counts and the last comment's first words, author and time; and a French coastal magazine's photo gallery
(2014) whose eight photos carry captions with the photographer's name, a date and a sentence. Every site, name and
text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_ex_common import Case, esc, make, page, photo

# --------------------------------------------------------------------------- pt: "Mais comentadas" tab, 2012


def pt_maiscomentadas() -> Case:
    site = "/regiao/aveiro/2012/11/ponte-da-barra-obras-de-pintura-condicionam-transito-ate-marco-28811.html"
    mc = [
        (
            "Câmara aprova subida do IMI para 2013",
            84,
            "Mais uma vez quem paga são os mesmos de sempre, e os",
            "Zé da Gafanha",
            "há 14 minutos",
        ),
        (
            "Moliceiros: novas regras para os passeios turísticos",
            37,
            "Os barqueiros têm razão, a licença custa mais do que",
            "Marta S.",
            "há 41 minutos",
        ),
        (
            "Beira-Mar perde em casa e afunda-se na tabela",
            129,
            "Com este treinador não vamos a lado nenhum. Já no ano",
            "auri-negro",
            "há 1 hora",
        ),
        (
            "Fecho da extensão de saúde de São Jacinto gera protesto",
            52,
            "A minha mãe tem 81 anos e agora tem de apanhar o ferry",
            "Amélia Rocha",
            "há 2 horas",
        ),
        (
            "Estacionamento pago chega ao Rossio em janeiro",
            46,
            "Vão matar o comércio tradicional de vez, quem é que vai",
            "Carlos Pinho",
            "há 3 horas",
        ),
        (
            "Praia da Barra perde a bandeira azul",
            23,
            "Não percebo, a água esteve ótima o verão todo. Alguém",
            "surfista_ria",
            "ontem às 22:14",
        ),
    ]
    items = "".join(
        f'<li><a class="mc-titulo" href="/regiao/aveiro/2012/11/{28800 - n * 17}.html">{esc(t)}</a> <span class="mc-num">{c} comentários</span>'
        f'<p class="mc-ultimo">«{esc(w)}…» <span class="mc-autor">por {esc(a)}</span>, <span class="mc-hora">{esc(h)}</span></p></li>'
        for n, (t, c, w, a, h) in enumerate(mc)
    )
    lidas = [
        "Beira-Mar perde em casa e afunda-se na tabela",
        "Ponte da Barra: obras de pintura condicionam trânsito até março",
        "Acidente na A25 faz um ferido grave",
        "Câmara aprova subida do IMI para 2013",
        "Feira de Março já tem datas",
    ]
    ml = "".join(
        f'<li><a href="/regiao/2012/11/{28790 - n * 5}.html">{esc(t)}</a></li>' for n, t in enumerate(lidas)
    )
    hora = [
        ("11:52", "Greve dos estivadores adiada"),
        ("11:30", "Chuva forte a partir da tarde, avisa o IPMA"),
        ("10:48", "Universidade abre candidaturas para maiores de 23"),
        ("10:05", "GNR apreende 300 quilos de bivalves"),
    ]
    uh = "".join(
        f'<li><span class="h">{h}</span> <a href="/ultima-hora/{28820 + n}.html">{esc(t)}</a></li>'
        for n, (h, t) in enumerate(hora)
    )
    css = """body{margin:0;background:#e9eef1;font:13px/1.5 Georgia,'Times New Roman',serif;color:#2a2a2a}a{color:#0e5a78;text-decoration:none}
#tudo{width:970px;margin:0 auto;background:#fff}#cabecalho{padding:14px 18px;border-bottom:1px solid #cfd8dc;overflow:hidden}
#cabecalho .titulo{float:left;font:bold 36px Georgia;color:#0e5a78}#cabecalho .titulo small{display:block;font:italic 12px Georgia;color:#789}
#cabecalho .data{float:right;font:11px Arial;color:#789;margin-top:24px}#seccoes{background:#0e5a78;padding:0 10px}#seccoes a{display:inline-block;color:#fff;padding:7px 9px;font:bold 12px Arial}
#seccoes a.sel{background:#f2a900;color:#000}#corpo{overflow:hidden;padding:16px 18px}#principal{float:left;width:610px}#lado{float:right;width:300px}
.antetitulo{font:bold 11px Arial;color:#f2a900;text-transform:uppercase}h1{font-size:28px;line-height:1.15;margin:4px 0 8px}
.sumario{font-size:16px;color:#555;font-style:italic}.assinatura{font:11px Arial;color:#888;margin:8px 0}.assinatura b{color:#333}
.texto p{font-size:15px;margin:0 0 12px}.imagem span{display:block;font:11px Arial;color:#888;margin-bottom:10px}
.ferramentas{font:11px Arial;background:#f3f6f7;padding:5px 8px;margin:12px 0}.ferramentas a{margin-right:10px}
.fechados{font:12px Arial;color:#777;border:1px dashed #ccc;padding:8px;margin:14px 0}
.caixa-tabs{border:1px solid #cfd8dc;margin-top:16px}.separadores{list-style:none;margin:0;padding:0;background:#f3f6f7;overflow:hidden;border-bottom:1px solid #cfd8dc}
.separadores li{float:left}.separadores a{display:block;padding:7px 14px;font:bold 12px Arial;color:#555}.separadores li.ativo a{background:#fff;color:#0e5a78;border-top:3px solid #f2a900}
.sep-conteudo{display:none;padding:10px 12px}.sep-conteudo.ativo{display:block}.sep-conteudo ol,.sep-conteudo ul{margin:0;padding-left:18px}
ol.mc-lista li{padding:6px 0;border-bottom:1px dotted #cfd8dc}.mc-titulo{font-weight:bold}.mc-num{font:bold 11px Arial;color:#fff;background:#f2a900;padding:0 5px;border-radius:2px}
.mc-ultimo{margin:2px 0 0;font:12px Arial;color:#666}.mc-autor{color:#0e5a78}.mc-hora{color:#999}.sep-conteudo .h{font:bold 11px Arial;color:#f2a900}
.caixa{margin-bottom:16px}.caixa h3{font:bold 13px Arial;text-transform:uppercase;color:#0e5a78;border-bottom:2px solid #0e5a78;margin:0 0 6px}
.opiniao li{overflow:hidden;list-style:none;margin-bottom:8px}.opiniao ul{padding:0}.opiniao img{float:left;margin-right:8px}.opiniao b{display:block;font:bold 12px Arial}
.pub{height:250px;background:#eee;color:#aaa;font:10px Arial;text-align:center;line-height:250px;margin-bottom:16px}
#rodape{background:#0e5a78;color:#cde;padding:14px 18px;font:11px Arial}#rodape a{color:#fff;margin-right:10px}"""
    body = f"""<div id="tudo">
<div id="cabecalho"><span class="titulo">O Farol da Ria<small>Diário regional de Aveiro desde 1921</small></span><span class="data">Quarta-feira, 21 de novembro de 2012</span></div>
<div id="seccoes"><a href="/">Início</a><a class="sel" href="/regiao/">Região</a><a href="/pais/">País</a><a href="/desporto/">Desporto</a><a href="/economia/">Economia</a><a href="/cultura/">Cultura</a><a href="/opiniao/">Opinião</a><a href="/necrologia/">Necrologia</a><a href="/classificados/">Classificados</a></div>
<div id="corpo">
<div id="principal">
<p class="antetitulo">Aveiro · Mobilidade</p>
<h1>Ponte da Barra: obras de pintura condicionam trânsito até março</h1>
<p class="sumario">A empreitada de 1,2 milhões de euros obriga a circulação alternada numa das faixas durante o dia. Aos fins de semana, o trânsito flui normalmente.</p>
<p class="assinatura">Por <b>Rui Vidal</b> · 21/11/2012 · 07:45</p>
<div class="imagem"><img src="/fotos/2012/11/ponte-barra.svg" width="610" height="300" alt="" /><span>A ponte foi pintada pela última vez em 1998. Foto: Arquivo O Farol da Ria</span></div>
<div class="texto">
<p>Começaram esta segunda-feira os trabalhos de pintura e reparação da estrutura metálica da Ponte da Barra, que liga a Gafanha da Nazaré à praia. A obra, a cargo das Estradas de Portugal, deverá prolongar-se até meados de março.</p>
<p>Entre as 8h00 e as 18h00 dos dias úteis, a circulação faz-se numa só faixa, com semáforos nas duas extremidades. Os tempos de espera podem chegar aos dez minutos nas horas de ponta.</p>
<p>Os transportes públicos mantêm os horários, mas a empresa admite atrasos. Os peões e ciclistas podem continuar a usar o passeio do lado norte, que não será afetado.</p>
<p>O presidente da junta de freguesia pediu que os trabalhos decorram também à noite para encurtar o prazo, proposta que a empresa diz estar a estudar.</p>
</div>
<div class="ferramentas"><a href="javascript:window.print()">Imprimir</a><a href="/enviar/">Enviar</a><a href="http://www.facebook.example.com/sharer.php">Partilhar no Facebook</a><a href="/corrigir/">Reportar erro</a></div>
<p class="fechados">Os comentários estão desativados para este artigo.</p>
<div class="caixa-tabs">
<ul class="separadores"><li id="s-lidas"><a href="#lidas" onclick="return separador('lidas')">Mais lidas</a></li><li id="s-comentadas" class="ativo"><a href="#comentadas" onclick="return separador('comentadas')">Mais comentadas</a></li><li id="s-hora"><a href="#hora" onclick="return separador('hora')">Última hora</a></li></ul>
<div class="sep-conteudo" id="lidas"><ol>{ml}</ol></div>
<div class="sep-conteudo ativo" id="comentadas"><ol class="mc-lista">{items}</ol></div>
<div class="sep-conteudo" id="hora"><ul>{uh}</ul></div>
</div>
</div>
<div id="lado">
<div class="pub">Publicidade</div>
<div class="caixa opiniao"><h3>Opinião</h3><ul><li><img src="/fotos/colunistas/1.svg" width="40" height="40" alt="" /><b>Isabel Marques</b><a href="/opiniao/2012/11/28790.html">A ria não é um parque de estacionamento</a></li><li><img src="/fotos/colunistas/2.svg" width="40" height="40" alt="" /><b>João Tavares</b><a href="/opiniao/2012/11/28770.html">O orçamento que ninguém leu</a></li></ul></div>
<div class="caixa"><h3>Tempo</h3>Aveiro: 12° / 17°, aguaceiros. Mar: ondas de 3 a 4 metros.</div>
<div class="caixa"><h3>Farmácias de serviço</h3>Aveiro: Farmácia Central · Ílhavo: Farmácia da Vista Alegre</div>
<div class="pub">Publicidade</div>
</div>
</div>
<div id="rodape"><a href="/ficha-tecnica/">Ficha técnica</a><a href="/estatuto-editorial/">Estatuto editorial</a><a href="/assinaturas/">Assinaturas</a><a href="/contactos/">Contactos</a><br />© 2012 O Farol da Ria. Todos os direitos reservados.</div>
</div>
<script type="text/javascript">
function separador(id) {{
  var ids = ['lidas', 'comentadas', 'hora'];
  for (var i = 0; i < ids.length; i++) {{
    document.getElementById(ids[i]).className = ids[i] == id ? 'sep-conteudo ativo' : 'sep-conteudo';
    document.getElementById('s-' + ids[i]).className = ids[i] == id ? 'ativo' : '';
  }}
  return false;
}}
</script>"""
    return make(
        "ex-plain-pt-maiscomentadas",
        "lookalike",
        "pt",
        page(
            body,
            title="Ponte da Barra: obras de pintura condicionam trânsito até março - O Farol da Ria",
            lang="pt-PT",
            css=css,
        ),
        [],
        path=site,
        container="-",
        heading=None,
        description="A Portuguese regional daily's story (November 2012) with 'Os comentários estão desativados para este artigo.' and, below it, a tab box 'Mais lidas | Mais comentadas | Última hora' whose shown panel 'Mais comentadas' lists six other stories, each with its comment count and the last comment's first words in «…», its author ('por NAME') and time ('há 14 minutos'); columnists with photos, weather, pharmacies in the side column; no reader comment.",
        lookalikes=(
            "tab 'Mais comentadas': 6 stories with 'N comentários' and the last comment's first words, author and time",
        ),
        files={
            "/fotos/2012/11/ponte-barra.svg": photo(610, 300, "#b9d3e0", "#3f6f8a"),
            "/fotos/colunistas/1.svg": photo(40, 40, "#e6d3c3", "#8a6f5a"),
            "/fotos/colunistas/2.svg": photo(40, 40, "#d3dbe6", "#5a6f8a"),
        },
    )


# --------------------------------------------------------------------------- fr: gallery with captions, 2014


def fr_galerie() -> Case:
    site = "/galeries/2014/02/en-images-les-phares-de-la-cote-de-granit-rose-dans-la-tempete/"
    caps = [
        (
            "Gwenaëlle Le Bihan",
            "2 février 2014",
            "Le phare de Mean Ruz, à Ploumanac'h, disparaît presque sous les paquets de mer à la pleine mer du matin.",
        ),
        (
            "Yann Kervella",
            "2 février 2014",
            "Sur le sentier des douaniers, fermé au public depuis la veille, les rochers roses ont pris une teinte presque grise.",
        ),
        (
            "Gwenaëlle Le Bihan",
            "3 février 2014",
            "Les Sept-Îles vues depuis Trégastel : le phare de l'île aux Moines reste allumé en plein jour.",
        ),
        (
            "Marc-Antoine Riou",
            "3 février 2014",
            "Un gardien de la station SNSM vérifie les amarres des canots au port de Perros-Guirec.",
        ),
        (
            "Yann Kervella",
            "4 février 2014",
            "À marée basse, le lendemain, les goémoniers découvrent des laisses de mer jamais vues depuis 1987.",
        ),
        (
            "Soazig Prigent",
            "4 février 2014",
            "La tourelle des Triagoz, à neuf kilomètres au large, photographiée au téléobjectif depuis la pointe du Château.",
        ),
        (
            "Marc-Antoine Riou",
            "5 février 2014",
            "Retour au calme sur la plage de Trestraou, où les employés municipaux déblaient le sable du parking.",
        ),
        (
            "Soazig Prigent",
            "5 février 2014",
            "Dernière lumière sur Mean Ruz : la tempête Petra s'éloigne vers la Manche.",
        ),
    ]
    skies = ["#7d8b99", "#8e9aa6", "#a0acb6", "#6f7d8a", "#b6c2cc", "#5d6a76", "#c9d2d9", "#d9a07a"]
    figs = "".join(
        f'<div class="diapo" id="photo-{n + 1}"><img src="/medias/galeries/phares/{n + 1}.svg" width="680" height="453" alt="" />'
        f'<div class="legende"><span class="num">{n + 1}/{len(caps)}</span><p>{esc(t)}</p>'
        f'<span class="credit">Photo : {esc(who)}</span> · <span class="date">{esc(d)}</span></div></div>\n'
        for n, (who, d, t) in enumerate(caps)
    )
    files = {
        f"/medias/galeries/phares/{n + 1}.svg": photo(
            680,
            453,
            skies[n],
            "#c98f7a",
            '<rect x="300" y="120" width="40" height="180" fill="#8a5a4a"/><rect x="292" y="104" width="56" height="22" fill="#333"/>',
        )
        for n in range(len(caps))
    }
    others = [
        ("Les goémoniers de Plouguerneau", 14),
        ("Bréhat hors saison", 11),
        ("Le Tro Breizh à pied", 22),
    ]
    og = "".join(
        f'<li><a href="/galeries/2014/01/{n + 31}/"><img src="/medias/galeries/vignettes/{n + 31}.svg" width="90" height="60" alt="" />{esc(t)}</a><em>{c} photos</em></li>'
        for n, (t, c) in enumerate(others)
    )
    files |= {
        f"/medias/galeries/vignettes/{n + 31}.svg": photo(90, 60, "#9fb6c6", "#c9a27a") for n in range(3)
    }
    css = """html{background:#0f2233}body{margin:0;font:15px/1.6 'Palatino Linotype',Palatino,Georgia,serif;color:#1d2b36}a{color:#1b6ea8}
header.mag{background:#0f2233;color:#fff;text-align:center;padding:18px 0 0}header.mag .nom{font:normal 44px 'Palatino Linotype',Georgia;letter-spacing:4px;text-transform:uppercase}
header.mag .devise{font:italic 13px Georgia;color:#9fc1d9}nav.rubriques{margin-top:10px;border-top:1px solid #2b4a63}nav.rubriques a{display:inline-block;color:#dbe9f3;padding:8px 12px;font:13px Arial;text-decoration:none}
nav.rubriques a.ici{color:#f5b942}.feuille{background:#fdfbf7;max-width:1020px;margin:0 auto;padding:24px 28px;overflow:hidden}
.galerie{float:left;width:690px}.colonne{float:right;width:260px}.ariane{font:11px Arial;color:#8899a6}
h1{font:normal 32px 'Palatino Linotype',Georgia;margin:6px 0}.chapeau{font-size:17px;color:#44525e}.par{font:12px Arial;color:#8899a6;margin-bottom:16px}
.diapo{margin-bottom:22px}.diapo img{display:block;border:1px solid #ddd}.legende{background:#f1ece3;padding:8px 10px;font-size:13px}
.legende .num{float:right;font:bold 11px Arial;color:#aa8855}.legende p{margin:0 0 3px}.legende .credit{font:italic 12px Georgia;color:#6b5a44}.legende .date{font:11px Arial;color:#998}
.reagir{border-top:1px solid #ddd;padding-top:10px;font:13px Arial;color:#667}.bloc{background:#f1ece3;padding:10px 12px;margin-bottom:18px}
.bloc h4{margin:0 0 8px;font:bold 12px Arial;text-transform:uppercase;letter-spacing:1px;color:#0f2233}.bloc ul{list-style:none;margin:0;padding:0}
.bloc li{overflow:hidden;margin-bottom:8px;font-size:13px}.bloc li img{float:left;margin-right:8px}.bloc li em{display:block;font:11px Arial;color:#998}
.abo{background:#0f2233;color:#fff}.abo h4{color:#f5b942}.abo .prix{font:bold 26px Georgia;color:#f5b942}.abo a{color:#fff}
.pub{height:600px;width:160px;margin:0 auto 18px;background:#e8e3da;color:#aaa;font:10px Arial;text-align:center;line-height:600px}
footer.pied{background:#0f2233;color:#9fb4c4;text-align:center;padding:16px;font:11px Arial}footer.pied a{color:#dbe9f3;margin:0 6px}"""
    body = f"""<header class="mag"><div class="nom">Escales Bretonnes</div><div class="devise">Le magazine de la mer et des côtes de Bretagne</div>
<nav class="rubriques"><a href="/">Accueil</a><a href="/escapades/">Escapades</a><a href="/patrimoine/">Patrimoine</a><a href="/gens-de-mer/">Gens de mer</a><a class="ici" href="/galeries/">Galeries</a><a href="/agenda/">Agenda</a><a href="/boutique/">Boutique</a></nav></header>
<div class="feuille">
<div class="galerie">
<p class="ariane"><a href="/">Accueil</a> › <a href="/galeries/">Galeries</a> › Côtes-d'Armor</p>
<h1>En images : les phares de la Côte de Granit rose dans la tempête</h1>
<p class="chapeau">Du 2 au 5 février, la tempête Petra a frappé la côte nord de la Bretagne. Nos photographes ont suivi les vagues de Ploumanac'h à Perros-Guirec, puis le retour au calme.</p>
<p class="par">Galerie de 8 photos · mise en ligne le 6 février 2014 · Textes : la rédaction</p>
{figs}
<p class="reagir">Aucune réaction pour l'instant. <a href="/connexion/">Connectez-vous</a> pour réagir à cette galerie.</p>
</div>
<div class="colonne">
<div class="bloc abo"><h4>Abonnez-vous</h4><span class="prix">29 €</span> par an pour 6 numéros, le hors-série offert.<br /><a href="/abonnement/">Je m'abonne »</a></div>
<div class="bloc"><h4>Nos autres galeries</h4><ul>{og}</ul></div>
<div class="pub">Publicité</div>
<div class="bloc"><h4>La lettre d'Escales</h4><form action="/lettre/"><input type="text" name="email" value="Votre e-mail" size="22" /> <input type="submit" value="OK" /></form></div>
</div>
</div>
<footer class="pied"><a href="/qui-sommes-nous/">Qui sommes-nous</a><a href="/contact/">Contact</a><a href="/mentions-legales/">Mentions légales</a><br />© Escales Bretonnes 2014 – toutes les photos sont la propriété de leurs auteurs</footer>"""
    return make(
        "ex-plain-fr-galerie-legendes",
        "lookalike",
        "fr",
        page(
            body,
            title="En images : les phares de la Côte de Granit rose dans la tempête – Escales Bretonnes",
            lang="fr",
            css=css,
            xhtml=False,
        ),
        [],
        path=site,
        container="-",
        heading=None,
        description="A French coastal magazine's photo gallery (February 2014): eight photos, each with a caption box holding its number, one sentence, 'Photo : NAME' and a date (four photographers, four dates); 'Aucune réaction pour l'instant.'; a subscription box, other galleries with photo counts, a 160x600 ad and a newsletter form in the right column; no reader comment.",
        lookalikes=("8 photo captions: a sentence, 'Photo : NAME' and a date each",),
        files=files,
    )


def plain_ex() -> list[Case]:
    return [pt_maiscomentadas(), fr_galerie()]
