"""Blind set DM: a mixed page: a Brazilian city paper's live coverage of a bus strike in 2012, whose "Ao vivo" list of
reporters' timed, signed updates (each a name, a time and a short text: the newsroom's, not a discussion) sits above 7
readers' comments nested two deep. Every class name, name, place and text invented for this set; each comment and
update written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dm_common import Case, doc, esc, kids_of, make, paras, slug, talk

UPDATES = """
11:20 | Débora Lins | O Ministério Público do Trabalho marcou audiência de conciliação para as 15h, no fórum trabalhista. Sindicato e empresa confirmaram presença.
10:05 | Renan Quirino | A prefeitura liberou o estacionamento na área azul do centro até a meia-noite. Táxis podem circular pelos corredores de ônibus.
09:12 | Débora Lins | Na garagem da Viação Serrana, no bairro Cachoeirinha, cerca de 200 motoristas e cobradores estão reunidos em assembleia. Os 180 ônibus seguem parados.
08:30 | Paulo Hideki | Trânsito lento na Av. Brasil e na Rua do Comércio. Segundo a Guarda Municipal, o movimento de carros é 40% maior que numa segunda-feira normal.
07:45 | Renan Quirino | A Secretaria de Educação informou que as aulas da rede municipal estão mantidas, mas faltas de alunos serão abonadas.
06:40 | Débora Lins | Terminal Central vazio. Passageiros que chegaram cedo não encontraram nenhum ônibus da Viação Serrana. As linhas da Transurb circulam normalmente.
"""


def br_greve() -> Case:
    cs = talk("""
Edilson Prado @ 16/04/2012 às 08:02 :: Três horas no ponto da Av. Brasil e nada. O prefeito disse na sexta que o acordo estava fechado. Mentira.
>Cláudia R. @ 16/04/2012 às 08:20 :: Edilson, o acordo era com a Transurb, essa greve é da outra empresa, a Viação Serrana. Saiu no jornal de sábado.
Motorista anônimo @ 16/04/2012 às 09:11 :: Sou motorista há 14 anos. Nosso salário está atrasado desde março. Ninguém faz greve porque quer, a população tem que entender isso.
>Beatriz Nogueira @ 16/04/2012 às 09:35 :: Entendo e até apoio, mas deixar a cidade inteira sem nenhum ônibus não é justo. Tinha que manter pelo menos 30% da frota como manda a lei.
>>Motorista anônimo @ 16/04/2012 às 09:58 :: Beatriz, quem tirou os ônibus da rua foi a empresa, não nós. Isso a reportagem não fala.
Sérgio Luiz @ 16/04/2012 às 10:40 :: Alguém sabe se as escolas estaduais vão ter aula amanhã?
Tânia @ 16/04/2012 às 11:25 :: vergonha. cidade de 300 mil habitantes refém de duas empresas
""")
    ups = []
    for row in UPDATES.strip().splitlines():
        at, who, text = (x.strip() for x in row.split("|"))
        ups.append(
            f'<li class="av-item"><span class="av-hora">{esc(at)}</span> <span class="av-autor">{esc(who)}</span>'
            f"<p>{esc(text)}</p></li>"
        )
    kids = kids_of(cs)

    def li(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in kids:
            sub = '<ol class="respostas">' + "".join(li(k) for k in kids[i]) + "</ol>"
        cid = 90310 + 4 * i
        return (
            f'<li id="coment-{cid}"><div class="c-topo"><img src="/_avatar/fi-{slug(c.who)}.svg" width="32" height="32" alt="" /> '
            f"<strong>{esc(c.who)}</strong> em {esc(c.at)}</div>{paras(c.body)}"
            f'<div class="c-acoes"><a href="?responder={cid}#formulario">Responder</a> · <a href="#" rel="nofollow">Denunciar</a></div>{sub}</li>'
        )

    lista = "".join(li(i) for i in kids[None])
    css = (
        "body{margin:0;background:#fff;font:14px/1.5 Arial,Helvetica,sans-serif;color:#222}#topo{background:#003f7d;color:#fff;padding:12px 18px}"
        "#topo .logo{font:bold 34px Georgia}#topo .cidade{float:right;font-size:12px}#menu{background:#e30613;padding:0 12px}"
        "#menu a{display:inline-block;color:#fff;padding:7px 10px;font-weight:bold;text-decoration:none}#centro{width:980px;margin:0 auto;overflow:hidden}"
        "#materia{float:left;width:640px;padding:16px}#coluna{float:right;width:300px;padding:16px 6px}.bloco{border-top:3px solid #003f7d;margin-bottom:14px}"
        "ul.aovivo{list-style:none;padding:0;border-left:3px solid #e30613}.av-item{padding:6px 12px}.av-hora{font-weight:bold;color:#e30613}"
        ".av-autor{color:#666;font-size:12px}ol.lista-coment{list-style:none;padding:0}ol.lista-coment li{border-top:1px solid #ddd;padding:8px 0}"
        "ol.respostas{list-style:none;margin-left:36px;padding:0}.c-topo{font-size:12px;color:#777}.c-topo strong{color:#003f7d;font-size:14px}"
        "#rodape{background:#003f7d;color:#c6d4e3;padding:16px;font-size:11px}"
    )
    materia = (
        '<p class="chapeu">Cidade · Transporte</p><h1>Greve de ônibus deixa Itaverá sem transporte; acompanhe ao vivo</h1>'
        '<p class="linha-fina">Motoristas e cobradores da Viação Serrana cruzam os braços por salários atrasados; 180 ônibus não saíram das garagens.</p>'
        '<p class="credito">Da Redação · Publicado em 16/04/2012 às 06h15 · Atualizado às 11h20</p>'
        '<div class="compartilhe">Curtir 1.032 · Tweetar 147 · <a href="#">Enviar por e-mail</a> · <a href="#">Imprimir</a></div>'
        "<p>Os cerca de 90 mil passageiros que usam as linhas da Viação Serrana em Itaverá ficaram sem ônibus nesta segunda-feira. "
        "Motoristas e cobradores decidiram em assembleia no domingo à noite parar as atividades até que os salários de março sejam pagos.</p>"
        "<p>A empresa, responsável por 23 das 41 linhas da cidade, afirma que o atraso se deve a um repasse da prefeitura que não foi "
        "feito. A prefeitura diz que os repasses estão em dia.</p>"
        "<p>As linhas da Transurb, a outra concessionária, funcionam normalmente, mas estão superlotadas.</p>"
        '<div class="bloco"><h3>Ao vivo</h3><ul class="aovivo">' + "".join(ups) + "</ul></div>"
        '<div class="bloco"><h3>Comentários (7)</h3><p class="regras"><i>Os comentários são de responsabilidade de seus autores e não '
        'representam a opinião da Folha de Itaverá. <a href="#">Leia as regras</a>.</i></p>'
        f'<ol class="lista-coment">{lista}</ol>'
        '<div id="formulario"><h4>Comente</h4><form action="/comentar" method="post"><p>Nome: <input type="text" name="nome" /> E-mail: '
        '<input type="text" name="email" /></p><p><textarea name="texto" rows="4" cols="60"></textarea></p><p><input type="submit" value="Enviar" /></p></form></div></div>'
    )
    coluna = (
        '<div class="bloco"><h4>Mais lidas</h4><ol><li><a href="#">Greve de ônibus deixa Itaverá sem transporte</a></li>'
        '<li><a href="#">Chuva de granizo atinge zona norte</a></li><li><a href="#">Itaverá EC vence e vai à semifinal</a></li>'
        '<li><a href="#">Concurso da prefeitura tem 312 vagas</a></li></ol></div>'
        '<div class="bloco"><h4>Mais comentadas</h4><ol><li><a href="#">Câmara aprova aumento do IPTU</a> (64)</li>'
        '<li><a href="#">Greve de ônibus deixa Itaverá sem transporte</a> (7)</li></ol></div>'
        '<div class="bloco"><h4>Tempo</h4><p>Itaverá: parcialmente nublado, 17° / 28°</p></div>'
        '<div class="bloco"><h4>Classificados</h4><p>Imóveis · Veículos · Empregos</p></div>'
    )
    body = (
        '<div id="topo"><span class="cidade">Itaverá, segunda-feira, 16 de abril de 2012</span><span class="logo">Folha de Itaverá</span></div>'
        '<div id="menu"><a href="/">Capa</a><a href="/cidade/">Cidade</a><a href="/politica/">Política</a><a href="/esportes/">Esportes</a>'
        '<a href="/policia/">Polícia</a><a href="/variedades/">Variedades</a><a href="/classificados/">Classificados</a></div>'
        f'<div id="centro"><div id="materia">{materia}</div><div id="coluna">{coluna}</div></div>'
        '<div id="rodape">© 2012 Folha de Itaverá · Todos os direitos reservados · Fale conosco · Anuncie · Assine</div>'
    )
    html = doc(
        "Greve de ônibus deixa Itaverá sem transporte; acompanhe ao vivo - Folha de Itaverá",
        "pt-BR",
        css,
        body,
    )
    return make(
        "dm-mixed-br-greve-aovivo",
        "mixed",
        "pt",
        html,
        cs,
        path="/cidade/2012/04/16/greve-de-onibus-acompanhe-ao-vivo.html",
        container="div.bloco: h3 'Comentários (7)', ol.lista-coment > li (div.c-topo: name 'em DATE'; p text) with answers in ol.respostas",
        heading="Comentários (7)",
        description="A Brazilian city paper's bus-strike story of April 2012 with an 'Ao vivo' list of 6 reporters' timed, signed "
        "updates (time, reporter's name, a paragraph) right above 7 readers' comments nested two deep; most read and most "
        "commented with counts, weather, classifieds.",
        lookalikes=("a live list of reporters' timed, signed updates",),
    )


def mixed_dm() -> list[Case]:
    return [br_greve()]
