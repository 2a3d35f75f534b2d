"""Blind set ER: two discussions drawn into the page by hosted comment systems of 2013, saved as the browser's DOM
after the widget ran: a Viafoura-like widget on a Brazilian city news site (badges, likes, a folded reply group
whose replies are not in the page, "Carregar mais comentários") and a Muut/Moot-like embed on a Swedish food blog
(each top comment a seed with its replies in a flat list under it, the blogger's answers). Every site, name, place
and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_er_common import Case, esc, initials, kids, make, page, paras, talk

# --------------------------------------------------------------------------- pt: Viafoura-like widget, 2013


def pt_viafoura() -> Case:
    cs = talk("""
Renata Albuquerque @ há 5 horas ~ 2013-08-27T12:10:00Z :: Moro no Jardim das Palmeiras e a linha 212 já demora quarenta minutos no horário de pico. Se cortarem mais um ônibus vai ficar impossível chegar no trabalho às oito.
>Wagner Luís @ há 4 horas ~ 2013-08-27T13:02:00Z :: A prefeitura diz que a frota vai ser a mesma, só muda o itinerário. Está na reportagem.
>>Renata Albuquerque @ há 4 horas ~ 2013-08-27T13:20:00Z :: Mesma frota com percurso mais longo significa menos viagens, Wagner. A conta não fecha.
Seu Joaquim @ há 4 horas ~ 2013-08-27T13:45:00Z :: No meu tempo o bonde passava de quinze em quinze minutos. Progresso é isso aí.
Thiago Mendonça @ há 3 horas ~ 2013-08-27T14:30:00Z :: O corredor da Avenida Brasil faz sentido. O que não faz sentido é fechar o terminal do Centro antes de o novo estar pronto. // Alguém sabe se vai ter audiência pública antes de 15 de setembro?
>Carla Pimentel @ há 2 horas ~ 2013-08-27T15:12:00Z :: Vai ter sim, dia 5 às 19h na Câmara. Saiu no Diário Oficial de sexta.
Beatriz Nogueira @ há 1 hora ~ 2013-08-27T16:20:00Z :: Quem depende do ônibus não tem tempo de ir em audiência às sete da noite. Deveriam fazer nos bairros, no sábado.
Fernando C. @ há 25 minutos ~ 2013-08-27T17:05:00Z :: Sou motorista da linha 212. Ninguém perguntou nada para a gente também.
""")
    k = kids(cs)
    likes = [23, 6, 14, 9, 17, 11, 20, 31]
    badges = {
        "Carla Pimentel": "Assinante",
        "Thiago Mendonça": "Assinante",
        "Renata Albuquerque": "Top comentarista",
    }
    folded = {4: 2}  # "Ver mais 2 respostas": the two are not in the page

    def comment(i: int) -> str:
        c = cs[i]
        vid = 3300418 + 29 * i
        badge = (
            f'<span class="vf-badge vf-badge-{esc(badges[c.who].lower().replace(" ", "-"))}">{esc(badges[c.who])}</span>'
            if c.who in badges
            else ""
        )
        reps = "".join(comment(j) for j in k.get(i, []))
        more = (
            f'<a href="#" class="vf-load-replies vf-button-link">Ver mais {folded[i]} respostas</a>'
            if i in folded
            else ""
        )
        block = f'<div class="vf-replies">{reps}{more}</div>' if reps or more else ""
        return (
            f'<div class="vf-comment vf-comment-depth-{c.depth}" id="vf-comment-{vid}" data-vf-id="{vid}">'
            f'<div class="vf-comment-avatar"><span class="vf-avatar-initials">{esc(initials(c.who))}</span></div>'
            '<div class="vf-comment-container">'
            f'<div class="vf-comment-header"><a class="vf-username" href="#">{esc(c.who)}</a>{badge}'
            f' <span class="vf-timestamp" title="{esc(c.iso)}">{esc(c.at)}</span></div>'
            f'<div class="vf-comment-content"><div class="vf-content-text">{paras(c.body)}</div></div>'
            '<div class="vf-comment-actions">'
            f'<a href="#" class="vf-like"><span class="vf-icon">▲</span> Curtir <span class="vf-count">{likes[i]}</span></a>'
            '<a href="#" class="vf-dislike"><span class="vf-icon">▼</span></a>'
            '<a href="#" class="vf-reply">Responder</a><a href="#" class="vf-share">Compartilhar</a><a href="#" class="vf-flag">Denunciar</a></div>'
            f"</div>{block}</div>"
        )

    stream = "".join(comment(i) for i in k[None])
    vf = f"""<section class="comentarios" id="comentarios"><div class="viafoura" data-vf-container="comments">
<div class="vf-widget vf-comments">
<div class="vf-comments-header"><h3 class="vf-comments-count">12 comentários</h3>
<div class="vf-user-bar"><a href="#" class="vf-login">Entrar</a> · <a href="#" class="vf-signup">Cadastre-se</a> <span class="vf-social-login">ou entre com <a href="#">Facebook</a> · <a href="#">Twitter</a> · <a href="#">Google+</a></span></div></div>
<div class="vf-comment-form"><textarea class="vf-textarea" placeholder="Participe da conversa…" disabled="disabled"></textarea><button type="button" class="vf-button">Publicar</button></div>
<div class="vf-sort">Ordenar por: <a href="#" class="vf-sort-active">Mais recentes</a> | <a href="#">Mais antigos</a> | <a href="#">Mais curtidos</a></div>
<div class="vf-comment-list">{stream}</div>
<div class="vf-load-more"><a href="#" class="vf-button">Carregar mais comentários</a></div>
<div class="vf-footer"><a href="#">Política de comentários</a> · powered by <a href="http://viafoura.com">Viafoura</a></div>
</div></div></section>"""
    css = """body{margin:0;background:#f7f7f7;font:14px/1.5 Arial,Helvetica,sans-serif;color:#333}
.topo{background:#006b3f;color:#fff}.topo .in{width:980px;margin:0 auto;padding:10px 0;overflow:hidden}.topo .marca{float:left;font:bold 34px Georgia}
.topo .data{float:right;font-size:12px;margin-top:14px}.editorias{background:#fff;border-bottom:1px solid #ddd}.editorias ul{width:980px;margin:0 auto;padding:0;list-style:none;overflow:hidden}
.editorias li{float:left}.editorias a{display:block;padding:8px 12px;color:#006b3f;font-weight:bold;text-decoration:none;font-size:13px}
.conteudo{width:980px;margin:16px auto;overflow:hidden}.materia{float:left;width:640px;background:#fff;padding:16px;box-sizing:border-box}.lateral{float:right;width:320px}
.chapeu{color:#006b3f;font-weight:bold;font-size:12px;text-transform:uppercase}.materia h1{font:bold 30px/1.15 Georgia;margin:4px 0}.linha-fina{font-size:17px;color:#555}
.credito{font-size:12px;color:#888}.caixa{background:#fff;padding:10px;margin-bottom:14px}.caixa h4{margin:0 0 6px;color:#006b3f}.caixa ol{margin:0;padding-left:18px}
.rodape{background:#222;color:#aaa;padding:16px;font-size:12px;text-align:center}
.viafoura{margin-top:26px;font:13px/1.45 Arial,sans-serif}.vf-comments-header{border-bottom:2px solid #006b3f;overflow:hidden}.vf-comments-count{float:left;margin:4px 0}
.vf-user-bar{float:right;font-size:12px;margin-top:8px}.vf-textarea{width:100%;height:50px;margin-top:8px}.vf-sort{font-size:12px;color:#777;margin:6px 0}.vf-sort-active{font-weight:bold}
.vf-comment{overflow:hidden;border-top:1px solid #eee;padding:10px 0}.vf-comment-avatar{float:left;width:40px;height:40px;border-radius:20px;background:#7a9;color:#fff;text-align:center;line-height:40px;margin-right:10px;font-weight:bold}
.vf-comment-container{overflow:hidden}.vf-username{font-weight:bold;color:#006b3f}.vf-badge{font-size:10px;background:#f0c419;color:#333;padding:1px 5px;border-radius:3px;margin-left:5px}
.vf-timestamp{color:#999;font-size:12px}.vf-content-text p{margin:4px 0}.vf-comment-actions a{font-size:12px;color:#888;margin-right:10px}
.vf-replies{clear:both;margin-left:50px}.vf-load-replies{display:block;font-size:12px;margin:6px 0}.vf-load-more{text-align:center;margin:12px 0}.vf-button{background:#006b3f;color:#fff;padding:6px 12px;border:0}
.vf-footer{font-size:11px;color:#aaa;text-align:right}"""
    body = f"""<div class="topo"><div class="in"><div class="marca">Gazeta de Itaverá</div><div class="data">Terça-feira, 27 de agosto de 2013 · Itaverá 24°C</div></div></div>
<div class="editorias"><ul><li><a href="/">Início</a></li><li><a href="/cidade/">Cidade</a></li><li><a href="/regiao/">Região</a></li><li><a href="/politica/">Política</a></li><li><a href="/esportes/">Esportes</a></li><li><a href="/variedades/">Variedades</a></li><li><a href="/classificados/">Classificados</a></li></ul></div>
<div class="conteudo">
<div class="materia">
<div class="chapeu">Cidade · Transporte</div>
<h1>Prefeitura muda itinerário de 14 linhas de ônibus a partir de setembro</h1>
<p class="linha-fina">Com a obra do corredor da Avenida Brasil, terminal do Centro será desativado; passageiros dos bairros da zona norte terão baldeação no Terminal Norte.</p>
<p class="credito">Por Marcelo Viana · 27/08/2013 às 09h15 · Atualizado às 11h40</p>
<p>A Secretaria de Mobilidade de Itaverá anunciou nesta terça-feira a mudança no itinerário de 14 linhas de ônibus a partir de 15 de setembro. O terminal do Centro será desativado durante as obras do corredor exclusivo da Avenida Brasil, previstas para durar um ano.</p>
<p>As linhas que saem dos bairros da zona norte, entre elas a 212 (Jardim das Palmeiras) e a 218 (Vila Operária), passarão a terminar no Terminal Norte, onde os passageiros farão baldeação sem pagar nova tarifa.</p>
<p>Segundo o secretário Antônio Prado, a frota será mantida. A prefeitura fará uma audiência pública sobre as mudanças no dia 5 de setembro, às 19h, na Câmara Municipal.</p>
{vf}
</div>
<div class="lateral">
<div class="caixa"><h4>Mais lidas</h4><ol><li><a href="/esportes/itavera-fc-serie-d/">Itaverá FC vence e sobe na Série D</a></li><li><a href="/cidade/onibus-itinerario/">Prefeitura muda itinerário de 14 linhas</a></li><li><a href="/regiao/festa-do-peao/">Festa do Peão terá três noites de shows</a></li></ol></div>
<div class="caixa"><h4>Publicidade</h4><div style="height:250px;background:#eee"></div></div>
</div>
</div>
<div class="rodape">© 2013 Gazeta de Itaverá · Todos os direitos reservados · Expediente · Anuncie · Assine</div>"""
    return make(
        "er-pt-itavera-onibus",
        "discussion",
        "pt",
        page(
            "Prefeitura muda itinerário de 14 linhas de ônibus a partir de setembro",
            "Gazeta de Itaverá",
            "pt-BR",
            css,
            body,
            published="2013-08-27T12:15:00Z",
            author="Marcelo Viana",
            url="http://www.gazetadeitavera.com.br/cidade/onibus-itinerario/",
            xhtml=False,
            config="var vf_section = 'cidade'; var vf_container_id = 'gazeta-cidade-onibus-itinerario-20130827';",
        ),
        cs,
        path="/cidade/onibus-itinerario/",
        container="div.viafoura > div.vf-comments > div.vf-comment-list: div.vf-comment.vf-comment-depth-N (initials avatar, div.vf-comment-container: div.vf-comment-header with a.vf-username, badge, span.vf-timestamp 'há N horas'; div.vf-content-text > p; Curtir N / Responder / Compartilhar / Denunciar) with its replies in div.vf-replies inside the comment; 'Ver mais 2 respostas' (not printed) and 'Carregar mais comentários'",
        heading="12 comentários",
        description="A Brazilian city news site of August 2013 (HTML5) with a Viafoura-like widget drawn in the page: '12 comentários', a user bar (Entrar, Cadastre-se, Facebook/Twitter/Google+), a disabled textarea, sort links, 8 comments printed with initials avatars, 'Assinante' and 'Top comentarista' badges, like counts, replies two deep inside the parent; one reply group with 'Ver mais 2 respostas' (not in the page) and 'Carregar mais comentários' at the end.",
    )


# --------------------------------------------------------------------------- sv: Muut/Moot-like embed, 2013


def sv_moot() -> Case:
    cs = talk("""
Karin Lindgren @ 6 timmar sedan ~ 2013-10-06T09:05:00Z :: Vilket fint recept! Jag har bara vetemjöl hemma, går det att byta ut dinkeln rakt av eller behöver jag ändra vätskan?
>Frida @ 5 timmar sedan ~ 2013-10-06T10:12:00Z :: Det går bra att byta rakt av, men ta gärna en matsked mindre mjölk. Vetemjöl suger upp lite mindre.
>Karin Lindgren @ 2 timmar sedan ~ 2013-10-06T13:40:00Z :: Tack! Nu står de i ugnen och det luktar ljuvligt i hela huset.
Pelle i Umeå @ 5 timmar sedan ~ 2013-10-06T10:30:00Z :: Kardemumma ska krossas själv i mortel, annars blir det inte samma sak. Köpt malen kardemumma smakar damm.
>Annelie Berg @ 4 timmar sedan ~ 2013-10-06T11:02:00Z :: Håller med! Och hellre lite för mycket än för lite.
>Frida @ 4 timmar sedan ~ 2013-10-06T11:20:00Z :: Helt rätt, Pelle. Jag skriver in det i receptet.
Sofia Ek @ 3 timmar sedan ~ 2013-10-06T12:15:00Z :: Bakade dem till kanelbullens dag i fredags, de tog slut på tio minuter på jobbet. Degen blev lite kladdig, så jag fick ta i mer mjöl än receptet säger. // Nästa gång testar jag att låta den jäsa i kylen över natten.
Mats Hedlund @ 1 timme sedan ~ 2013-10-06T14:22:00Z :: Pärlsocker eller vanligt strösocker på toppen? Jag hittar inte pärlsocker i vår affär.
""")
    k = kids(cs)
    likes = [4, 7, 2, 9, 3, 5, 6, 0]

    def post(i: int, seed: bool) -> str:
        c = cs[i]
        author = c.who == "Frida"
        n = likes[i]
        like = f'<a class="m-like{" m-liked" if n else ""}" href="#">Gilla</a>' + (
            f'<span class="m-likes">{n}</span>' if n else ""
        )
        return (
            f'<div class="m-post{" m-seed" if seed else " m-reply"}{" m-op" if author else ""}" data-id="{i + 1}">'
            f'<a class="m-avatar" href="#"><img src="/_avatar/moot-{i}.svg" width="{40 if seed else 28}" height="{40 if seed else 28}" alt="" /></a>'
            f'<div class="m-meta"><a class="m-username" href="#">{esc(c.who)}</a>'
            + ('<span class="m-badge">Bloggare</span>' if author else "")
            + f'<span class="m-time" title="{esc(c.iso)}">{esc(c.at)}</span></div>'
            f'<div class="m-body">{paras(c.body)}</div>'
            f'<div class="m-actions">{like}<a class="m-reply-btn" href="#">Svara</a><a class="m-flag" href="#">Anmäl</a></div>'
            "</div>"
        )

    threads = []
    for i in k[None]:
        replies = "".join(post(j, False) for j in k.get(i, []))
        rep = (
            f'<div class="m-replies"><div class="m-replies-count">{len(k.get(i, []))} svar</div>{replies}</div>'
            if replies
            else ""
        )
        threads.append(
            f'<div class="m-thread">{post(i, True)}{rep}<div class="m-reply-form"><input type="text" placeholder="Svara…" /></div></div>'
        )
    moot = f"""<h3 class="kommentarer-rubrik">Vad tycker du?</h3>
<div class="moot m-embed m-discussion-mode" id="moot-embed" data-path="/frida-bakar:kardemummabullar">
<div class="m-toolbar"><span class="m-title">8 inlägg</span> <span class="m-online">3 online</span> <a href="#" class="m-login">Logga in</a> <a href="#" class="m-signup">Skapa konto</a></div>
<div class="m-input"><textarea placeholder="Skriv något…"></textarea><button type="button" class="m-post-btn">Skicka</button></div>
<div class="m-threads">{"".join(threads)}</div>
<div class="m-footer"><a href="https://moot.it">Moot</a></div>
</div>"""
    css = """body{margin:0;background:#fbf8f3;font:16px/1.6 Georgia,serif;color:#3a3a3a}
.blogg{max-width:720px;margin:0 auto;padding:0 20px}.sidhuvud{text-align:center;padding:30px 0 10px;border-bottom:1px solid #e4dccf}
.sidhuvud h1{margin:0;font:italic 44px Georgia;color:#a0522d}.sidhuvud h1 a{color:#a0522d;text-decoration:none}.sidhuvud p{margin:4px 0;color:#999;font-size:14px}
.meny{text-align:center;padding:8px 0;font:13px Arial;text-transform:uppercase;letter-spacing:1px}.meny a{color:#777;margin:0 8px;text-decoration:none}
.inlagg h2{font:normal 32px/1.2 Georgia;margin:24px 0 4px}.datum{font:12px Arial;color:#aaa;text-transform:uppercase}.recept{background:#fff;border:1px dashed #d8c8b0;padding:12px 18px}
.sidfot{border-top:1px solid #e4dccf;margin-top:40px;padding:16px 0;font:12px Arial;color:#aaa;text-align:center}.kommentarer-rubrik{font:normal 24px Georgia;margin-top:40px}
.moot{font:14px/1.5 'Helvetica Neue',Arial,sans-serif}.m-toolbar{font-size:12px;color:#999;border-bottom:1px solid #e5e5e5;padding:4px 0}.m-toolbar a{margin-left:8px}
.m-input textarea{width:100%;height:44px;margin:8px 0}.m-thread{border-bottom:1px solid #eee;padding:10px 0}.m-post{overflow:hidden;padding:4px 0}
.m-avatar{float:left;margin-right:10px}.m-username{font-weight:bold;color:#333;text-decoration:none}.m-badge{font-size:10px;background:#a0522d;color:#fff;padding:0 4px;margin-left:4px}
.m-time{color:#aaa;font-size:12px;margin-left:6px}.m-body{overflow:hidden}.m-body p{margin:2px 0}.m-actions{font-size:12px}.m-actions a{color:#999;margin-right:10px}.m-likes{color:#a0522d;margin-right:10px}
.m-replies{margin-left:50px;border-left:2px solid #f0ebe3;padding-left:10px}.m-replies-count{font-size:11px;color:#aaa}.m-reply-form{margin-left:50px}.m-reply-form input{width:60%;font-size:12px}
.m-footer{font-size:10px;color:#bbb;text-align:right}"""
    body = f"""<div class="blogg">
<div class="sidhuvud"><h1><a href="/">Frida bakar</a></h1><p>Bullar, bröd och kakor från ett litet kök i Sundsvall</p></div>
<div class="meny"><a href="/">Start</a><a href="/recept/">Recept</a><a href="/kategori/bullar/">Bullar</a><a href="/kategori/brod/">Bröd</a><a href="/om-mig/">Om mig</a></div>
<div class="inlagg">
<div class="datum">Lördag 5 oktober 2013</div>
<h2>Kardemummabullar med dinkel</h2>
<p><img src="/_avatar/bullar.svg" width="680" height="420" alt="Kardemummabullar på en plåt" /></p>
<p>Igår var det kanelbullens dag, men hemma hos oss är det kardemumman som gäller. De här bullarna bakar jag på dinkelmjöl, som ger en lite nötigare smak och en saftig deg.</p>
<div class="recept"><p><b>Ca 24 bullar:</b> 50 g jäst, 5 dl mjölk, 150 g smör, 1 dl socker, 2 msk krossad kardemumma, 1 krm salt, ca 14 dl dinkelmjöl.</p>
<p><b>Fyllning:</b> 150 g rumsvarmt smör, 1 dl socker, 1 msk kardemumma. <b>Pensling:</b> 1 ägg, pärlsocker.</p></div>
<p>Låt degen jäsa i 45 minuter, kavla ut, bred på fyllningen och skär remsor som du knyter till knutar. Jäs igen 30 minuter och grädda mitt i ugnen på 225 grader i 8–10 minuter.</p>
<p class="datum">Postat av Frida · Kategorier: <a href="/kategori/bullar/">Bullar</a>, <a href="/kategori/fika/">Fika</a></p>
</div>
{moot}
<div class="sidfot">© 2013 Frida bakar · Alla bilder och texter är mina egna, fråga innan du lånar</div>
</div>"""
    return make(
        "er-sv-fridabakar-bullar",
        "discussion",
        "sv",
        page(
            "Kardemummabullar med dinkel",
            "Frida bakar",
            "sv",
            css,
            body,
            published="2013-10-05T07:30:00Z",
            author="Frida",
            url="http://fridabakar.se/2013/10/kardemummabullar-med-dinkel/",
            xhtml=False,
            config="var mootConfig = {url: '/frida-bakar:kardemummabullar', title: 'Kardemummabullar med dinkel', mode: 'inline'};",
        ),
        cs,
        path="/2013/10/kardemummabullar-med-dinkel/",
        container="div#moot-embed.moot > div.m-threads: div.m-thread per top comment (div.m-post.m-seed: avatar, div.m-meta with a.m-username, 'Bloggare' badge, span.m-time 'N timmar sedan'; div.m-body > p; Gilla N / Svara / Anmäl) then div.m-replies ('N svar' and its replies as flat div.m-post.m-reply) and a reply input",
        heading="Vad tycker du?",
        description="A Swedish food blog of October 2013 with a Muut/Moot-like embed drawn in the page under 'Vad tycker du?': '8 inlägg', '3 online', login/sign-up links, an input, 4 threads each a seed post with its replies in a flat list under it ('N svar'), the blogger's answers with a 'Bloggare' badge, like counts, a reply input per thread. Never says 'comment' in its markup.",
    )


def threads3_er() -> list[Case]:
    return [pt_viafoura(), sv_moot()]
