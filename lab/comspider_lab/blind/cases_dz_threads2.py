"""Blind set dz: three discussions on news sites and blogs of 2011-2013 as a crawler saved their served HTML: a
Brazilian town blog on a Blogger-like template (2012, threads one level deep, "Responder", the blogger's answers, "Anônimo"), a
Polish regional portal's "Opinie czytelników" tree with masked IPs and "+12 / -3" (2013, never "komentarz") and a
Czech weekly's "Diskuse" whose answers are shown only by an indent (2013, never "komentář"). Every name, place and
text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dz_common import Case, brs, esc, kids, links, make, page, talk

# --------------------------------------------------------------------------- pt-BR: a town blog on a Blogger-like template, 2012


def pt_feira() -> Case:
    cs = talk("""
Anônimo @ 15 de março de 2012 10:22 :: Zé, a feira vai mudar pra onde exatamente? Falaram na rádio que ia pro pátio da estação mas ninguém confirma.
>Zé Tavares @ 15 de março de 2012 11:05 :: Por enquanto a prefeitura só diz "área próxima ao terminal". Liguei três vezes na secretaria de obras e ninguém sabe. Assim que tiver o documento eu publico aqui.
Dona Celeste Arruda @ 15 de março de 2012 12:40 :: Tenho banca de queijo há 27 anos na rua do Comércio. Meus fregueses são quase todos idosos que vêm a pé. Lá no terminal não vai ninguém.
>Marcos Vinícius @ 15 de março de 2012 13:12 :: Dona Celeste, minha avó é uma dessas freguesas! Ela disse que se mudar não vai mais. Força aí.
>Zé Tavares @ 15 de março de 2012 14:30 :: Dona Celeste, posso publicar sua fala no próximo post? Acho que o pessoal da Câmara precisa ler isso.
>Dona Celeste Arruda @ 15 de março de 2012 16:02 :: Pode sim, meu filho. Pode pôr meu nome.
Rafael Bueno @ 15 de março de 2012 18:47 :: Sou a favor da mudança. Toda quinta-feira a rua do Comércio fica intransitável, ambulância não passa. Tem que ter um lugar próprio com banheiro e estacionamento.
Anônimo @ 16 de março de 2012 08:15 :: Engraçado que o vereador que propôs a mudança é dono do terreno do lado do terminal. Ninguém vai falar disso não?
>Zé Tavares @ 16 de março de 2012 09:20 :: Anônimo, sem prova eu não publico acusação. Se alguém tiver a matrícula do terreno, manda no e-mail do blog que eu vou atrás.
Cida Menezes @ 16 de março de 2012 20:33 :: A sessão da Câmara é terça às 19h. Quem puder ir, vamos lotar aquilo lá. // Já estamos combinando carona no grupo dos feirantes.
""")
    k = kids(cs)
    blogger = "Zé Tavares"

    def li(i: int) -> str:
        c = cs[i]
        cid = 7724018831 + i * 97
        author = c.who == blogger
        who = (
            f'<a href="http://www.blogger.com/profile/0412239" rel="nofollow">{esc(c.who)}</a>'
            if c.who != "Anônimo"
            else esc(c.who)
        )
        icon = '<span class="icon user blog-author"></span>' if author else '<span class="icon user"></span>'
        replies = ""
        if k.get(i):
            inner = "".join(li(j) for j in k[i])
            replies = (
                f'<div class="comment-replies"><div id="c{cid}-rt" class="comment-thread inline-thread">'
                '<span class="thread-toggle thread-expanded"><span class="thread-arrow"></span><span class="thread-count"><a target="_self">Respostas</a></span></span>'
                f'<ol id="c{cid}-ra" class="thread-chrome thread-expanded"><div>{inner}</div><div id="c{cid}-continue" class="continue"><a class="comment-reply" target="_self">Responder</a></div></ol></div></div>'
            )
        return (
            f'<li class="comment" id="c{cid}"><div class="avatar-image-container"><img src="/_avatar/bt-{i}.svg" alt="" /></div>'
            f'<div class="comment-block"><div class="comment-header"><cite class="user">{who}</cite>{icon}'
            f'<span class="datetime secondary-text"><a rel="nofollow" href="?showComment={cid}#c{cid}">{esc(c.at)}</a></span></div>'
            f'<p class="comment-content">{brs(c.body, "<br>")}</p>'
            f'<span class="comment-actions secondary-text"><a class="comment-reply" target="_self" data-comment-id="{cid}">Responder</a>'
            f'<span class="item-control blog-admin blog-admin pid-1840331"><a target="_self" href="https://www.blogger.com/delete-comment.g?postID={cid}">Excluir</a></span></span></div>'
            f'{replies}<div class="comment-replybox-single" id="c{cid}-ce"></div></li>'
        )

    thread = "".join(li(i) for i in k[None])
    css = (
        "body{background:#e8dcc4;margin:0;font:normal normal 14px 'Trebuchet MS',Trebuchet,sans-serif;color:#3b2e1e}"
        "#navbar{height:30px;background:#ddd;font-size:11px;padding:0 8px;line-height:30px}.content-outer{width:960px;margin:10px auto;background:#fffaf0;border:1px solid #c9b48f}"
        ".header-inner{padding:24px 30px;background:#8a3324;color:#fff}.header-inner h1{margin:0;font:bold 36px Georgia}.header-inner .description{margin:4px 0 0}"
        ".tabs-inner ul{list-style:none;margin:0;padding:0;background:#5e2218;overflow:hidden}.tabs-inner li{float:left}.tabs-inner a{display:block;padding:8px 14px;color:#fff;text-decoration:none}"
        ".main-inner{overflow:hidden;padding:20px 30px}.column-center-inner{float:left;width:600px}.column-right-inner{float:right;width:270px;font-size:13px}"
        ".date-header{font-size:12px;color:#8a3324;text-transform:uppercase}.post-title{font:bold 26px Georgia;margin:6px 0}.post-footer{font-size:12px;color:#7a6a55;border-top:1px dashed #c9b48f;padding:6px 0}"
        ".comments h4{font-size:18px}.comments ol{list-style:none;padding:0;margin:0}.comments li.comment{margin:0 0 12px;overflow:hidden}.avatar-image-container{float:left;width:36px;height:36px;overflow:hidden}"
        ".comment-block{margin-left:48px}.comment-header{font-size:13px}.user a{font-weight:bold;color:#8a3324}.blog-author{display:inline-block;width:16px;height:16px;background:#f0b000;border-radius:8px;margin-left:4px}"
        ".datetime{margin-left:8px;font-size:11px}.datetime a{color:#7a6a55}.comment-actions a{font-size:11px;margin-right:8px}.comment-replies{margin-left:48px;margin-top:8px}.thread-count a{font-size:11px;color:#7a6a55}.item-control{display:none}"
        ".widget{margin:0 0 22px}.widget h2{font-size:14px;text-transform:uppercase;color:#8a3324;border-bottom:1px solid #c9b48f}.reactions-label{font-size:11px}"
        ".footer-outer{padding:10px 30px;font-size:11px;color:#7a6a55}"
    )
    body = f"""<div class="navbar section" id="navbar"><div class="widget Navbar" id="Navbar1">Blogger · <a href="http://www.blogger.com/">Criar um blog</a> · <a href="http://www.blogger.com/home">Login</a> · <a href="#">Próximo blog»</a></div></div>
<div class="content-outer"><div class="header-outer"><div class="header-inner"><h1><a href="/" style="color:#fff;text-decoration:none">Blog do Zé Tavares</a></h1><p class="description">Notícias, política e causos de Serra Azul do Oeste - SP</p></div></div>
<div class="tabs-outer"><div class="tabs-inner"><ul><li><a href="/">Início</a></li><li><a href="/p/quem-sou-eu.html">Quem sou eu</a></li><li><a href="/search/label/C%C3%A2mara">Câmara</a></li><li><a href="/search/label/Esporte">Esporte</a></li><li><a href="/p/anuncie.html">Anuncie aqui</a></li></ul></div></div>
<div class="main-outer"><div class="main-inner"><div class="column-center-inner"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">
<h2 class="date-header"><span>quinta-feira, 15 de março de 2012</span></h2>
<div class="post hentry" itemprop="blogPost"><a name="1840331"></a>
<h3 class="post-title entry-title">Feira da rua do Comércio pode mudar de lugar; feirantes reagem</h3>
<div class="post-body entry-content">
A Prefeitura de Serra Azul do Oeste mandou para a Câmara um projeto que tira a feira livre de quinta-feira da rua do Comércio, onde ela funciona desde 1968, e leva as 64 bancas para "uma área próxima ao terminal rodoviário".<br><br>
Segundo o secretário de Obras, Valdir Paiva, a mudança atende a pedidos dos moradores e do Corpo de Bombeiros, que reclamam que a rua fica fechada das 5h às 14h.<br><br>
<img src="/_avatar/feira-comercio.svg" width="560" height="300" alt="Feira da rua do Comércio" /><br><br>
Os feirantes foram pegos de surpresa. "Ninguém conversou com a gente", disse o presidente da associação, Joaquim Alves. O projeto deve ser votado na sessão de terça-feira.<br><br>
O blog pediu à prefeitura o local exato e o custo da obra. Até agora não houve resposta.
</div>
<div class="post-footer"><div class="post-footer-line post-footer-line-1">Postado por <span class="post-author vcard"><span class="fn">Zé Tavares</span></span> às <a class="timestamp-link" href="/2012/03/feira-da-rua-do-comercio.html"><abbr class="published" title="2012-03-15T09:40:00-03:00">09:40</abbr></a> <span class="post-comment-link"></span></div>
<div class="post-footer-line post-footer-line-2"><span class="post-labels">Marcadores: <a href="/search/label/Cidade" rel="tag">Cidade</a>, <a href="/search/label/C%C3%A2mara" rel="tag">Câmara</a>, <a href="/search/label/Feira" rel="tag">Feira</a></span></div>
<div class="post-footer-line post-footer-line-3"><span class="reaction-buttons"><span class="reactions-label">Reações:</span> engraçado (2) · interessante (31) · legal (9)</span> · <a href="#">Enviar por e-mail</a> · <a href="#">Compartilhar no Twitter</a> · <a href="#">Compartilhar no Facebook</a> (87)</div></div>
</div>
<div class="comments" id="comments"><a name="comments"></a><h4>10 comentários:</h4>
<div class="comments-content"><div id="comment-holder"><div class="comment-thread toplevel-thread"><ol id="top-ra">{thread}</ol>
<div id="top-continue" class="continue"><a class="comment-reply" target="_self">Adicionar comentário</a></div></div></div></div>
<p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=3312&amp;postID=1840331" onclick="">Carregar mais...</a></p></div>
</div>
<div class="blog-pager" id="blog-pager"><span id="blog-pager-newer-link"><a class="blog-pager-newer-link" href="/2012/03/jogo-do-serrano.html">Postagem mais recente</a></span> <span id="blog-pager-older-link"><a class="blog-pager-older-link" href="/2012/03/buraco-da-avenida.html">Postagem mais antiga</a></span> <a class="home-link" href="/">Página inicial</a></div>
<div class="post-feeds">Assinar: <a href="/feeds/1840331/comments/default">Postar comentários (Atom)</a></div>
</div></div></div>
<div class="column-right-inner"><div class="sidebar section" id="sidebar-right-1">
<div class="widget Profile"><h2>Quem sou eu</h2><img src="/_avatar/ze-tavares.svg" width="80" height="80" alt="" /><p><b>Zé Tavares</b><br>Jornalista, 30 anos de rádio em Serra Azul. Escrevo aqui o que não cabe no ar.</p><a href="/p/quem-sou-eu.html">Ver meu perfil completo</a></div>
<div class="widget AdSense"><h2>Anúncios</h2><div style="background:#f3ead8;padding:8px;font-size:12px"><b>Auto Peças Serrana</b><br>Tudo para seu carro com 10% de desconto à vista.<br><b>Colégio Objetivo Serra Azul</b><br>Matrículas abertas 2012.</div></div>
<div class="widget Followers"><h2>Seguidores</h2><p>Seguidores (212)</p></div>
<div class="widget PopularPosts"><h2>Postagens populares</h2>{links("Buraco da avenida Brasil completa um ano | ;; Serrano sobe para a série A3! | ;; Feira da rua do Comércio pode mudar de lugar | ;; Quem são os pré-candidatos a prefeito |")}</div>
<div class="widget Label"><h2>Marcadores</h2>{links("Câmara | 48 ;; Cidade | 97 ;; Eleições 2012 | 21 ;; Esporte | 35 ;; Feira | 4 ;; Saúde | 19")}</div>
<div class="widget BlogArchive"><h2>Arquivo do blog</h2><ul><li>▼ 2012 (48)<ul><li>▼ março (9)<ul><li><a href="/2012/03/feira-da-rua-do-comercio.html">Feira da rua do Comércio pode mudar de lugar...</a></li><li><a href="/2012/03/buraco-da-avenida.html">Buraco da avenida Brasil completa um ano</a></li></ul></li><li>► fevereiro (17)</li><li>► janeiro (22)</li></ul></li><li>► 2011 (203)</li><li>► 2010 (156)</li></ul></div>
<div class="widget LinkList"><h2>Links</h2>{links("Prefeitura de Serra Azul do Oeste | ;; Câmara Municipal | ;; Rádio Serrana AM 1340 | ;; Blog do Juca Esportes |")}</div>
</div></div>
</div></div>
<div class="footer-outer">Tema Simples. Tecnologia do <a href="http://www.blogger.com">Blogger</a>.</div>
</div>"""
    return make(
        "dz-pt-serraazul-feira",
        "discussion",
        "pt",
        page(
            "Blog do Zé Tavares: Feira da rua do Comércio pode mudar de lugar; feirantes reagem",
            "pt-BR",
            css,
            body,
            doctype="html5",
            description="A Prefeitura mandou para a Câmara um projeto que tira a feira livre de quinta-feira da rua do Comércio.",
            head='<meta content="blogger" name="generator"><link rel="alternate" type="application/atom+xml" title="Blog do Zé Tavares - Atom" href="/feeds/posts/default">',
            body_attrs='class="loading"',
            analytics="UA-21189304-1",
        ),
        cs,
        path="/2012/03/feira-da-rua-do-comercio.html",
        container="div#comments under '10 comentários:': div.comment-thread.toplevel-thread > ol#top-ra > li.comment (div.avatar-image-container, div.comment-block: div.comment-header cite.user NAME + span.icon.user(.blog-author) + span.datetime link, p.comment-content with <br><br>, span.comment-actions 'Responder'/'Excluir'), answers in div.comment-replies > div.comment-thread.inline-thread > ol.thread-chrome > div > li.comment inside the parent's li, one level (Blogger's threads: an answer to an answer joins the same thread)",
        heading="10 comentários:",
        description="A Brazilian town blog on a Blogger-like template of March 2012 (navbar, header, tabs, reactions with counts, share links with a count, profile, ads, followers count, popular posts, labels and archive with counts, links): 10 comments threaded one level in Blogger's threaded markup (an answer to an answer joins its thread) ('Respostas', 'Responder', 'Excluir'), two by 'Anônimo'; the blogger answers four times (blog-author icon); Brazilian dates '15 de março de 2012 10:22'.",
    )


# --------------------------------------------------------------------------- pl: a regional portal's "Opinie", 2013


def pl_rondo() -> Case:
    cs = talk("""
~kierowca z Zawady @ 21.08.2013, 14:05 :: Miało być w czerwcu, potem we wrześniu, teraz w listopadzie. A objazd przez Ogrodową to dziury jak po bombardowaniu.
>~Mirek @ 21.08.2013, 14:31 :: Przez Ogrodową to jeszcze nic, spróbuj w godzinach szczytu przez Lubelską. Pół godziny stania.
>>~kierowca z Zawady @ 21.08.2013, 14:52 :: Dokładnie, dziś rano 25 minut od mostu do szpitala.
>BarbaraK @ 21.08.2013, 15:40 :: Wykonawca tłumaczył w radiu, że pod jezdnią znaleźli stare rury gazowe, których nie było na żadnej mapie. Tego nikt nie mógł przewidzieć.
>>~Mirek @ 21.08.2013, 16:02 :: To po co robią badania przed przetargiem? Za to też płacimy.
~mieszkanka Kościuszki @ 21.08.2013, 17:18 :: Mieszkam przy samej budowie. Od marca nie otwieram okien, kurz i hałas od szóstej rano. Czy ktoś z urzędu w ogóle tu przyjechał?
~Tomasz @ 21.08.2013, 19:47 :: Ja tam się cieszę, że w końcu to rondo będzie. Skrzyżowanie przy Kościuszki to było najgorsze miejsce w mieście, co tydzień stłuczka.
>~emeryt @ 21.08.2013, 20:26 :: Zgadzam się. Ale mogliby chociaż przejście dla pieszych przy przystanku oznakować, bo starsi ludzie chodzą po piachu.
Redakcja Nadbużańskiej @ 22.08.2013, 09:10 :: Dziękujemy za sygnały. Zapytaliśmy urząd miasta o przejście przy przystanku i o kary umowne dla wykonawcy. Odpowiedź opublikujemy w przyszłym tygodniu.
~Grzesiek_B @ 22.08.2013, 11:33 :: A kary umowne ktoś w ogóle naliczył? Z umowy wynika 0,2 proc. wartości za każdy dzień zwłoki.
""")
    k = kids(cs)
    votes = [(24, 3), (12, 1), (8, 0), (7, 15), (19, 2), (31, 1), (14, 9), (22, 0), (17, 2), (26, 1)]
    ips = [
        "83.24.*.*",
        "178.36.*.*",
        "83.24.*.*",
        "",
        "178.36.*.*",
        "91.197.*.*",
        "46.112.*.*",
        "31.174.*.*",
        "",
        "89.78.*.*",
    ]

    def li(i: int, level: int) -> str:
        c = cs[i]
        plus, minus = votes[i]
        reg = not c.who.startswith("~")
        red = c.who.startswith("Redakcja")
        nick = (
            f'<a class="nick zarejestrowany" href="/profil/{esc(c.who)}">{esc(c.who)}</a>'
            if reg
            else f'<span class="nick">{esc(c.who)}</span>'
        )
        ip = f' <span class="ip">IP: {ips[i]}</span>' if ips[i] else ""
        badge = ' <span class="odznaka">Redakcja</span>' if red else ""
        sub = "".join(li(j, level + 1) for j in k.get(i, []))
        sub = f"<ul>{sub}</ul>" if sub else ""
        return (
            f'<li class="wpis poziom-{level}{" wpis-redakcji" if red else ""}" id="w{18230 + i}"><div class="wpis-ramka">'
            f'<div class="wpis-gora">{nick}{badge}{ip} <span class="kiedy">{esc(c.at)}</span>'
            f'<span class="oceny"><a href="#" class="plus" title="Zgadzam się">+{plus}</a> <a href="#" class="minus" title="Nie zgadzam się">-{minus}</a></span></div>'
            f'<div class="tresc">{brs(c.body, "<br>")}</div>'
            f'<div class="wpis-dol"><a href="#dodaj" class="odp">Odpowiedz</a> | <a href="#" class="zglos">Zgłoś do moderatora</a></div></div>'
            f"{sub}</li>"
        )

    tree = "".join(li(i, 0) for i in k[None])
    css = (
        "body{margin:0;background:#f4f4f4;font:13px Arial,sans-serif;color:#222}#strona{width:1000px;margin:0 auto;background:#fff}#pasek{background:#222;color:#ccc;font-size:11px;padding:4px 10px}"
        "#naglowek{padding:16px 10px;overflow:hidden}#naglowek .logo{font:bold 34px Arial;color:#006633;float:left}#naglowek .logowanie{float:right;font-size:11px}"
        "#menu{background:#006633;overflow:hidden}#menu a{float:left;color:#fff;padding:8px 12px;font-weight:bold;text-decoration:none}#kolumny{overflow:hidden;padding:10px}"
        "#lewa{float:left;width:650px}#prawa{float:right;width:310px}h1{font:bold 28px Arial;margin:8px 0}.lead{font-weight:bold}.meta{color:#777;font-size:11px}"
        ".reklama{background:#eee;color:#999;text-align:center;font-size:10px;margin:8px 0}.udostepnij{margin:8px 0;font-size:11px}"
        "#opinie h2{border-bottom:3px solid #006633;font-size:18px}#opinie ul{list-style:none;margin:0;padding:0}#opinie ul ul{margin-left:28px;border-left:1px solid #cde}"
        ".wpis-ramka{padding:6px 8px;border-bottom:1px solid #e5e5e5}.nick{font-weight:bold;color:#333}.zarejestrowany{color:#006633}.ip,.kiedy,.wpis-dol{color:#999;font-size:11px}"
        ".oceny{float:right}.plus{color:#393}.minus{color:#c33}.wpis-redakcji>.wpis-ramka{background:#eef7ee}.odznaka{background:#006633;color:#fff;font-size:10px;padding:0 3px}"
        ".ramka{border:1px solid #ddd;margin:0 0 12px}.ramka h3{margin:0;padding:5px;background:#006633;color:#fff;font-size:13px}#stopka{background:#222;color:#aaa;padding:12px;font-size:11px;clear:both}"
    )
    body = f"""<div id="strona">
<div id="pasek">Czwartek, 22 sierpnia 2013 · imieniny: Cezarego, Tymoteusza · <a href="/pogoda">Pogoda: 24°C</a></div>
<div id="naglowek"><a class="logo" href="/">Nadbużańska24.pl</a><form class="logowanie" action="/logowanie" method="post">Login: <input type="text" name="l" size="10"> Hasło: <input type="password" name="h" size="10"> <input type="submit" value="Zaloguj"> <a href="/rejestracja">Załóż konto</a></form></div>
<div id="menu"><a href="/">Strona główna</a><a href="/wiadomosci/">Wiadomości</a><a href="/region/">Region</a><a href="/sport/">Sport</a><a href="/kultura/">Kultura</a><a href="/biznes/">Biznes</a><a href="/motoryzacja/">Motoryzacja</a><a href="/nekrologi/">Nekrologi</a><a href="/ogloszenia/">Ogłoszenia</a><a href="/galerie/">Galerie</a></div>
<div class="reklama" style="height:100px">REKLAMA<br><img src="/_avatar/rekl-okna.svg" width="750" height="80" alt="Okna PCV – producent, montaż gratis"></div>
<div id="kolumny"><div id="lewa">
<p class="meta"><a href="/wiadomosci/">Wiadomości</a> › <a href="/wiadomosci/miasto/">Miasto</a></p>
<h1>Rondo na Kościuszki będzie gotowe dopiero w listopadzie</h1>
<p class="meta">Dodano: 21.08.2013, 13:30 · Autor: Katarzyna Wróbel · Czytano: 4 217 razy</p>
<div class="udostepnij">Poleć: <a href="#">Facebook (63)</a> · <a href="#">Twitter</a> · <a href="#">Wykop (11)</a> · <a href="#">Drukuj</a> · <a href="#opinie">Opinie (10)</a></div>
<img src="/_avatar/rondo-budowa.svg" width="650" height="340" alt="Budowa ronda u zbiegu Kościuszki i Lubelskiej"><p class="meta">Fot. Katarzyna Wróbel</p>
<p class="lead">Kolejne opóźnienie na największej budowie drogowej w mieście. Wykonawca ronda u zbiegu ulic Kościuszki i Lubelskiej poprosił o przesunięcie terminu o trzy miesiące.</p>
<p>Według umowy rondo miało zostać oddane do użytku 30 czerwca. Już w maju termin przesunięto na koniec września, a teraz na 15 listopada.</p>
<p>– Pod jezdnią natrafiliśmy na nieoznaczoną na mapach sieć gazową z lat 60. Jej przełożenie wymagało nowych uzgodnień – tłumaczy kierownik budowy Andrzej Sulej.</p>
<p>Urząd miasta zapowiada, że sprawdzi, czy opóźnienie było uzasadnione. Umowa przewiduje kary w wysokości 0,2 proc. wartości kontraktu za każdy dzień zwłoki. Budowa kosztuje 11,8 mln zł, z czego 60 proc. pochodzi z funduszy unijnych.</p>
<p>Do czasu otwarcia ronda obowiązuje objazd ulicami Ogrodową i Lubelską.</p>
<p class="meta">Tagi: <a href="/tag/rondo">rondo</a>, <a href="/tag/kosciuszki">Kościuszki</a>, <a href="/tag/inwestycje">inwestycje</a>, <a href="/tag/korki">korki</a></p>
<div class="ramka"><h3>Zobacz także</h3>{links("Remont mostu na Bugu: od poniedziałku ruch wahadłowy | ;; Nowe parkomaty w centrum. Zapłacisz kartą | ;; Ścieżka rowerowa do Zawady prawie gotowa |")}</div>
<div id="opinie"><h2>Opinie czytelników (10)</h2>
<p class="meta">Sortuj: <b>od najstarszych</b> | <a href="?s=nowe#opinie">od najnowszych</a> | <a href="?s=oceny#opinie">najlepiej oceniane</a></p>
<ul class="drzewo">{tree}</ul>
<div id="dodaj"><h3>Dodaj opinię</h3><form action="/opinie/dodaj" method="post"><p>Podpis: <input type="text" name="podpis" value="~"></p><p><textarea name="tresc" rows="5" cols="60"></textarea></p><p><input type="checkbox" name="regulamin"> Akceptuję <a href="/regulamin-forum">regulamin</a></p><p><input type="submit" value="Wyślij"></p>
<p class="meta">Opinie są prywatnymi opiniami użytkowników portalu. Redakcja nie ponosi odpowiedzialności za ich treść. Twoje IP zostanie zapisane.</p></form></div>
</div>
</div>
<div id="prawa">
<div class="reklama" style="height:250px">REKLAMA<br><img src="/_avatar/rekl-bank.svg" width="300" height="230" alt="Bank Spółdzielczy – kredyt gotówkowy"></div>
<div class="ramka"><h3>Najczęściej czytane</h3>{links("Pijany kierowca uciekał przed policją przez pół miasta | ;; Rondo na Kościuszki dopiero w listopadzie | ;; Dożynki gminne: program | ;; Nowy dyrektor szpitala powiatowego | ;; Wakacyjny rozkład jazdy MZK |", tag="ol")}</div>
<div class="ramka"><h3>Najwięcej opinii</h3>{links("Radni podnieśli sobie diety | 84 ;; Parkomaty w centrum | 37 ;; Rondo na Kościuszki dopiero w listopadzie | 10", tag="ol")}</div>
<div class="ramka"><h3>Sonda</h3><p>Czy wykonawca powinien zapłacić kary za opóźnienie?</p><p>Tak – 88%<br>Nie – 7%<br>Nie mam zdania – 5%</p><p class="meta">Głosów: 1 146</p></div>
<div class="ramka"><h3>Na sygnale</h3><ul><li>12:40 <a href="/wiadomosci/pozar-stodoly.html">Pożar stodoły w Zawadzie</a></li><li>10:02 <a href="/wiadomosci/kolizja-lubelska.html">Kolizja na Lubelskiej</a></li><li>wczoraj <a href="/wiadomosci/kradziez-rowerow.html">Złodziej rowerów zatrzymany</a></li></ul></div>
<div class="ramka"><h3>Galerie</h3><p><a href="/galerie/dni-miasta-2013.html">Dni Miasta 2013 (86 zdjęć)</a><br><a href="/galerie/splyw-bugiem.html">Spływ kajakowy Bugiem (41 zdjęć)</a></p></div>
</div></div>
<div id="stopka">© 2013 Nadbużańska24.pl · <a href="/redakcja">Redakcja</a> · <a href="/reklama">Reklama</a> · <a href="/regulamin">Regulamin</a> · <a href="/polityka-prywatnosci">Polityka prywatności</a> · Strona korzysta z plików cookies.</div>
</div>"""
    return make(
        "dz-pl-nadbuzanska-rondo",
        "discussion",
        "pl",
        page(
            "Rondo na Kościuszki będzie gotowe dopiero w listopadzie - Nadbużańska24.pl",
            "pl",
            css,
            body,
            doctype="html4",
            description="Kolejne opóźnienie na największej budowie drogowej w mieście.",
            analytics="UA-14402391-2",
        ),
        cs,
        path="/wiadomosci/miasto/rondo-na-kosciuszki-gotowe-w-listopadzie,18230.html",
        container="div#opinie under 'Opinie czytelników (10)': ul.drzewo > li.wpis.poziom-N > div.wpis-ramka (div.wpis-gora: nick (~guest in a span, registered in a link), masked IP, span.kiedy 'DD.MM.YYYY, HH:MM', span.oceny '+N -N'; div.tresc; div.wpis-dol 'Odpowiedz | Zgłoś do moderatora'), answers in a plain ul inside the parent's li, one level (Blogger's threads: an answer to an answer joins the same thread)",
        heading="Opinie czytelników (10)",
        description="A Polish regional news portal of August 2013 (name-day strip, login form, green menu, banners, read count, share links with counts, tags, see also, most read, most opinions with counts, a poll, a police ticker, galleries, a cookie line): 10 readers' opinions in a tree two deep, guests signed '~nick' with masked IPs, registered readers linked, '+24 -3' votes, 'Odpowiedz', 'Zgłoś do moderatora'; the newsroom answers at the top level. Never says 'komentarz' or 'comment'.",
    )


# --------------------------------------------------------------------------- cs: a weekly's "Diskuse", answers by indent only, 2013


def cs_obchvat() -> Case:
    cs = talk("""
Jaroslav Kubíček @ 12. 4. 2013 14:26 :: Obchvat potřebujeme, to je jasné. Ale proč musí vést sto metrů od nových domů na Výsluní, když původní varianta šla za tratí?
>Ivana Šťastná @ 12. 4. 2013 15:03 :: Protože varianta za tratí by vedla přes mokřad a ministerstvo ji v roce 2010 zamítlo. Bylo to tehdy i v Týdnu.
>>Jaroslav Kubíček @ 12. 4. 2013 15:40 :: To vím, ale od té doby se na Výsluní postavilo třicet domů. Lidi tam stavěli s tím, že silnice půjde jinudy.
>>>Petr H. @ 12. 4. 2013 16:12 :: Územní plán s obchvatem tam byl už od roku 2006. Kdo si ho před stavbou nepřečetl, je to jeho chyba.
>Martin Zedník @ 12. 4. 2013 17:55 :: Protihlukové stěny jsou v projektu jen na 400 metrech. Zbytek Výsluní bude mít jen val.
Vlasta z Lhotky @ 12. 4. 2013 18:30 :: Bydlím na průtahu dvacet let. Kamiony mi jezdí metr od okna od pěti ráno. Kdyby to bylo na mně, stavím zítra.
>Ivana Šťastná @ 12. 4. 2013 19:02 :: Paní Vlasto, tomu rozumím a nikdo nechce, aby kamiony jezdily dál přes náves. Jde jen o to, kudy přesně.
Karel Novotný @ 12. 4. 2013 21:47 :: Kolik to bude stát celkem? V článku je jen první etapa.
>Redakce Podhorského týdne @ 13. 4. 2013 08:15 :: Podle ŘSD je celková cena obou etap 612 milionů korun bez DPH. Druhá etapa zatím nemá termín.
honza_lhotka @ 13. 4. 2013 09:20 :: Hlavně ať to nestaví stejná firma jako most přes Sázavku, ten se opravoval dva roky po otevření.
""")
    k = kids(cs)
    score = [(31, 6), (14, 2), (9, 4), (5, 17), (12, 1), (44, 3), (20, 0), (7, 0), (16, 0), (23, 5)]
    order: list[tuple[int, int]] = []

    def walk(i: int, level: int) -> None:
        order.append((i, level))
        for j in k.get(i, []):
            walk(j, level + 1)

    for i in k[None]:
        walk(i, 0)
    posts = []
    for i, level in order:
        c = cs[i]
        plus, minus = score[i]
        red = c.who.startswith("Redakce")
        posts.append(
            f'<div class="prispevek uroven{level}{" redakce" if red else ""}" id="p{905120 + i}" style="margin-left:{level * 30}px">'
            f'<table class="hlavicka" cellspacing="0" cellpadding="0"><tr><td class="jmeno"><b>{esc(c.who)}</b>'
            + (
                ' <img src="/_avatar/redakce-ikona.svg" width="12" height="12" alt="Redakce" title="Redakce">'
                if red
                else ""
            )
            + f'</td><td class="cas">{esc(c.at)}</td><td class="hodnoceni">Hodnocení: <a href="#" class="plus">+{plus}</a> / <a href="#" class="minus">−{minus}</a></td></tr></table>'
            f'<div class="text">{brs(c.body, "<br>")}</div>'
            f'<div class="akce"><a href="/diskuse/odpovedet?p={905120 + i}">Odpovědět</a> · <a href="/diskuse/nahlasit?p={905120 + i}">Nahlásit</a></div></div>'
        )
    css = (
        "body{margin:0;font:12px Verdana,Geneva,sans-serif;background:#d9d4c7;color:#1a1a1a}#obal{width:970px;margin:0 auto;background:#fff}"
        "#hlava{background:#1c3d5a;color:#fff;padding:12px 16px;overflow:hidden}#hlava .nazev{font:bold 32px Georgia;float:left}#hlava .prihlaseni{float:right;font-size:11px}"
        "#menu{background:#d33;overflow:hidden}#menu a{float:left;color:#fff;padding:7px 10px;font-weight:bold;text-decoration:none}#telo{overflow:hidden;padding:12px}"
        "#clanek{float:left;width:630px}#sloupec{float:right;width:290px}h1{font:bold 25px Georgia;margin:6px 0}.perex{font-weight:bold}.info{color:#777;font-size:11px}"
        ".banner{background:#eee;color:#999;text-align:center;font-size:10px;margin:8px 0}.sdilet{margin:8px 0;font-size:11px}"
        "#diskuse h2{font:bold 17px Georgia;border-bottom:2px solid #1c3d5a}.prispevek{border-top:1px solid #ddd;padding:6px 0}.hlavicka{width:100%;font-size:11px}.jmeno b{color:#1c3d5a}"
        ".cas{color:#888}.hodnoceni{text-align:right;color:#888}.plus{color:#393}.minus{color:#c33}.text{margin:4px 0}.akce{font-size:11px}.redakce{background:#fdf6e0}"
        ".blok{border:1px solid #ccc;margin:0 0 12px}.blok h3{margin:0;padding:4px 6px;background:#1c3d5a;color:#fff;font-size:12px}#pata{background:#1c3d5a;color:#ccd;padding:10px;font-size:11px;clear:both}"
    )
    body = f"""<div id="obal">
<div id="hlava"><div class="nazev">Podhorský týden</div><div class="prihlaseni"><form action="/prihlaseni" method="post">E-mail <input type="text" name="e" size="12"> Heslo <input type="password" name="h" size="8"> <input type="submit" value="Přihlásit"> · <a href="/registrace" style="color:#fff">Registrace</a></form>Sobota 13. dubna 2013, svátek má Aleš</div></div>
<div id="menu"><a href="/">Úvod</a><a href="/zpravy/">Zprávy</a><a href="/z-regionu/">Z regionu</a><a href="/doprava/">Doprava</a><a href="/sport/">Sport</a><a href="/kultura/">Kultura</a><a href="/inzerce/">Inzerce</a><a href="/tipy/">Tipy na víkend</a><a href="/predplatne/">Předplatné</a></div>
<div class="banner" style="height:90px">REKLAMA<br><img src="/_avatar/banner-stavebniny.svg" width="728" height="70" alt="Stavebniny Hrubý – jarní slevy"></div>
<div id="telo"><div id="clanek">
<p class="info"><a href="/doprava/">Doprava</a></p>
<h1>Obchvat Lhotky: stavba začne na jaře, obyvatelé Výsluní se bojí hluku</h1>
<p class="info">12. dubna 2013 13:45 · Lenka Pokorná · <a href="#diskuse">Diskuse (10)</a></p>
<div class="sdilet"><a href="#">Sdílet na Facebooku (48)</a> · <a href="#">Twitter</a> · <a href="#">Lidé (2)</a> · <a href="#">Tisk</a> · <a href="#">Poslat e-mailem</a></div>
<img src="/_avatar/obchvat-mapa.svg" width="630" height="330" alt="Mapa obchvatu Lhotky"><p class="info">Trasa první etapy obchvatu. Repro: ŘSD</p>
<p class="perex">Ředitelství silnic a dálnic vybralo stavební firmu pro první etapu obchvatu Lhotky. Práce mají začít v květnu. Obyvatelé nové čtvrti Výsluní žádají vyšší protihlukové stěny.</p>
<p>První etapa měří 3,4 kilometru a povede od křižovatky u Zahrádek k mostu přes Sázavku. Stát bude 387 milionů korun bez DPH a hotová má být na podzim 2015.</p>
<p>Obchvat má odvést z průtahu obcí až 9 000 aut denně, z toho asi 1 400 kamionů. „Na tohle lidé ve Lhotce čekají třicet let,“ řekla starostka Ivana Šťastná.</p>
<p>Proti trase ale protestují lidé z Výsluní, kde v posledních letech vyrostlo přes třicet rodinných domů. Petici za posunutí silnice podepsalo 212 lidí.</p>
<p>ŘSD odkazuje na územní plán a na zamítnutou variantu za železniční tratí, která by vedla přes chráněný mokřad.</p>
<p class="info">Témata: <a href="/tema/obchvat-lhotky">obchvat Lhotky</a>, <a href="/tema/rsd">ŘSD</a>, <a href="/tema/vysluni">Výsluní</a></p>
<div id="diskuse"><h2>Diskuse k článku (10 příspěvků)</h2>
<p class="info">Zobrazit: <b>stromově</b> | <a href="?zobrazeni=casove#diskuse">podle času</a> · Přispívat mohou jen registrovaní čtenáři. <a href="/pravidla-diskuse">Pravidla diskuse</a></p>
{"".join(posts)}
<p class="info"><a href="/diskuse/novy?clanek=4471">Přidat příspěvek</a></p>
</div>
</div>
<div id="sloupec">
<div class="banner" style="height:250px">REKLAMA<br><img src="/_avatar/banner-pojistovna.svg" width="250" height="220" alt="Pojišťovna"></div>
<div class="blok"><h3>Nejčtenější</h3>{links("Na D1 u Loket hořel kamion | ;; Obchvat Lhotky: stavba začne na jaře | ;; Hasiči ze Zahrádek slaví 120 let | ;; Nová pekárna na náměstí otevírá v pondělí | ;; Velikonoční trhy přilákaly tisíce lidí |", tag="ol")}</div>
<div class="blok"><h3>Nejvíce diskutované</h3>{links("Radnice chce zdražit parkování | 56 ;; Obchvat Lhotky: stavba začne na jaře | 10 ;; Kdo postaví nové hřiště? | 8", count=" ({} příspěvků)", tag="ol")}</div>
<div class="blok"><h3>Anketa</h3><p>Souhlasíte s trasou obchvatu přes Výsluní?</p><p>Ano 46 % · Ne 39 % · Nevím 15 %</p><p class="info">Hlasovalo 802 čtenářů</p></div>
<div class="blok"><h3>Počasí</h3><p>Sobota: 4 až 12 °C, oblačno. Neděle: 6 až 15 °C, slunečno.</p></div>
<div class="blok"><h3>Tipy na víkend</h3>{links("Sobota 10:00 – Jarní jarmark na zámku | ;; Sobota 19:30 – Divadlo: Lakomec | ;; Neděle 14:00 – Fotbal: Lhotka – Zahrádky |")}</div>
</div></div>
<div id="pata">© 2013 Podhorský týden, regionální týdeník · <a href="/o-nas" style="color:#fff">O nás</a> · <a href="/kontakt" style="color:#fff">Kontakt</a> · <a href="/inzerce" style="color:#fff">Inzerce</a> · Všechna práva vyhrazena. Kopírování obsahu bez souhlasu redakce je zakázáno.</div>
</div>"""
    return make(
        "dz-cs-podhorsky-obchvat",
        "discussion",
        "cs",
        page(
            "Obchvat Lhotky: stavba začne na jaře, obyvatelé Výsluní se bojí hluku | Podhorský týden",
            "cs",
            css,
            body,
            doctype="html4",
            description="ŘSD vybralo stavební firmu pro první etapu obchvatu Lhotky.",
            analytics="UA-8841207-1",
        ),
        cs,
        path="/doprava/obchvat-lhotky-stavba-zacne-na-jare-4471.html",
        container="div#diskuse under 'Diskuse k článku (10 příspěvků)': flat sibling div.prispevek.urovenN with style margin-left N*30px (table.hlavicka: td.jmeno b NAME, td.cas 'D. M. YYYY HH:MM', td.hodnoceni 'Hodnocení: +N / −N'; div.text; div.akce 'Odpovědět · Nahlásit'); answers only by the level class and the indent, three deep",
        heading="Diskuse k článku (10 příspěvků)",
        description="A Czech regional weekly's site of April 2013 (login form with the day's name-day, red menu, banners, share links with counts, topics, most read, most discussed with counts, a poll, weather, weekend tips): 10 posts of a discussion in tree view, all flat siblings whose answers are shown only by a level class and a left margin, three deep, 'Hodnocení: +31 / −6', 'Odpovědět', 'Nahlásit'; the mayor and the newsroom answer. Never says 'komentář' or 'comment'.",
    )


def threads2_dz() -> list[Case]:
    return [pt_feira(), pl_rondo(), cs_obchvat()]
