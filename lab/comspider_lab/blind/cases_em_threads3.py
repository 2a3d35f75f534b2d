"""Blind set em: two discussions of 2011-2013 news sites: a Polish regional portal's guests' and members' comments
with masked IPs, +/- ratings, a low-rated one folded and page 1 of 2 (2011) and a Brazilian regional paper's
comments with towns after the names and a long one printed twice, cut and whole, behind "Leia mais" (2013). Every
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_em_common import Case, box, brs, esc, kids, links, make, page, paras, talk

# --------------------------------------------------------------------------- pl: a regional portal, 2011


def pl_obwodnica() -> Case:
    cs = talk("""
~mieszkaniec @ 2011-11-08 09:14 :: Obwodnica miała być gotowa w 2010, potem w 2012, teraz piszą o 2014. Ciężarówki dalej jeżdżą przez Rynek i trzęsą kamienicami.
>~kierowca_tir @ 2011-11-08 09:40 :: A którędy mamy jeździć? Nikt z nas nie chce się przeciskać przez wasze miasteczko, uwierzcie.
>>~mieszkaniec @ 2011-11-08 09:55 :: Nie mam pretensji do kierowców, tylko do tych, co obiecywali.
Krzysztof_Wąs @ 2011-11-08 09:31 :: Przetarg unieważniony drugi raz, bo najtańsza oferta była o 40 procent wyższa niż kosztorys. Może kosztorys był z sufitu?
~Gość @ 2011-11-08 10:02 :: Wszyscy wiedzą, jak to się skończy. Przed wyborami znowu przetną wstęgę na pierwszym kilometrze.
Ewa z Brzegu @ 2011-11-08 10:18 :: Mieszkam przy Opolskiej. W nocy nie da się spać, od czwartej rano jadą ciężarówki do żwirowni. Okna mamy nowe, a i tak wszystko słychać.
>radny_Pietrzak @ 2011-11-08 11:30 :: Pani Ewo, na najbliższej sesji złożę wniosek o zakaz wjazdu pojazdów powyżej 12 ton w nocy do czasu otwarcia obwodnicy. Zapraszam na sesję 17 listopada.
>>Ewa z Brzegu @ 2011-11-08 11:52 :: Dziękuję, przyjdę. Sąsiedzi też.
~marek @ 2011-11-08 10:45 :: A ja się cieszę, że jej nie ma. Obwodnica idzie przez łąki nad Stobrawą, tam są bociany.
>Krzysztof_Wąs @ 2011-11-08 11:05 :: Bociany się przeniosą, a ludzie przy Opolskiej nie mają gdzie.
~Gość @ 2011-11-08 12:10 :: Typowe. Kasa z Unii jest, a urzędnicy nie potrafią napisać przetargu.
""")
    k = kids(cs)
    ratings = [
        (41, 6),
        (8, 19),
        (23, 1),
        (37, 2),
        (4, 29),
        (52, 0),
        (33, 3),
        (14, 0),
        (3, 34),
        (26, 4),
        (18, 7),
    ]
    ip = {0: "83.24.*.*", 1: "178.36.*.*", 2: "83.24.*.*", 4: "89.71.*.*", 8: "31.61.*.*", 10: "89.71.*.*"}
    registered = {"Krzysztof_Wąs", "Ewa z Brzegu", "radny_Pietrzak"}
    folded = {8}  # "Komentarz ukryty z powodu niskiej oceny": printed, hidden until "pokaż"

    def item(i: int) -> str:
        c = cs[i]
        up, down = ratings[i]
        who = (
            f'<a href="/profil/{esc(c.who)}" class="nick zarejestrowany">{esc(c.who)}</a>'
            if c.who in registered
            else f'<span class="nick gosc">{esc(c.who)}</span>'
        )
        addr = f' <span class="ip">IP: {ip[i]}</span>' if i in ip else ""
        tresc = f'<div class="tresc">{brs(c.body)}</div>'
        if i in folded:
            tresc = (
                '<div class="ukryty">Komentarz ukryty z powodu niskiej oceny. '
                f"<a href=\"#\" onclick=\"document.getElementById('t{551207 + i}').style.display='block';return false;\">pokaż</a></div>"
                f'<div class="tresc" id="t{551207 + i}" style="display:none">{brs(c.body)}</div>'
            )
        sub = ""
        if k.get(i):
            sub = "".join(item(j) for j in k[i])
        return (
            f'<div class="wpis poziom-{c.depth}" id="k{551207 + i}">'
            f'<div class="naglowek">{who}{addr} <span class="data">{esc(c.at)}</span></div>{tresc}'
            f'<div class="stopka">Oceń: <a href="#" class="plus">[+]</a> <span class="pl">+{up}</span> '
            f'<a href="#" class="minus">[-]</a> <span class="mi">-{down}</span> | <a href="#formularz">odpowiedz</a> | '
            f'<a href="/zglos?id={551207 + i}">zgłoś do usunięcia</a></div></div>{sub}'
        )

    css = """body{margin:0;background:#e9edf0;font:12px/1.4 Tahoma,Arial,sans-serif;color:#222}
#calosc{width:990px;margin:0 auto;background:#fff}#belka{background:#333;color:#ccc;font-size:11px;padding:3px 10px}#belka a{color:#fff}
#logo{padding:12px 10px;border-bottom:3px solid #0a7a3e}#logo a{font:bold 34px Georgia,serif;color:#0a7a3e;text-decoration:none}#logo span{font-size:12px;color:#666;margin-left:10px}
#menu{background:#0a7a3e;list-style:none;margin:0;padding:0 6px;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;padding:6px 9px;font-weight:bold;text-decoration:none}
#lewa{float:left;width:650px;padding:12px}#prawa{float:right;width:300px;padding:12px 12px 12px 0}.czysc{clear:both}
h1{font:bold 26px/1.15 Arial;margin:6px 0}.lead{font-weight:bold;font-size:13px}.info{color:#888;font-size:11px}.art p{font-size:13px;line-height:1.55}
#komentarze{margin-top:16px;border-top:2px solid #0a7a3e}#komentarze h2{color:#0a7a3e;font-size:16px}
.sortuj{font-size:11px;background:#f1f1f1;padding:4px}.wpis{border-bottom:1px solid #e4e4e4;padding:6px 4px}
.poziom-1{margin-left:30px;background:#fafafa}.poziom-2{margin-left:60px;background:#f5f5f5}
.nick{font-weight:bold}.zarejestrowany{color:#0a7a3e}.gosc{color:#555}.ip{color:#aaa;font-size:10px}.data{color:#999;font-size:10px;margin-left:6px}
.tresc{margin:4px 0}.ukryty{color:#999;font-style:italic;margin:4px 0}.stopka{font-size:10px;color:#777}.stopka a{color:#555}.pl{color:green}.mi{color:#c00}
.strony{margin:8px 0;font-weight:bold}.strony a{margin:0 4px}#formularz{background:#f1f1f1;padding:8px;margin-top:8px}#formularz textarea{width:96%;height:60px}
.regulamin{font-size:10px;color:#666}#prawa h3{background:#0a7a3e;color:#fff;font-size:12px;padding:3px 6px;margin:12px 0 4px}#prawa ol{padding-left:18px}
#stopka{background:#333;color:#aaa;padding:10px;font-size:11px}"""
    story = [
        "Generalna Dyrekcja Dróg Krajowych i Autostrad po raz drugi unieważniła przetarg na budowę obwodnicy Brzegu Dolnego. Najtańsza oferta przekraczała kwotę przeznaczoną na inwestycję o ponad 40 procent.",
        "Nowy przetarg ma zostać ogłoszony na początku przyszłego roku. Według GDDKiA obwodnica mogłaby zostać oddana do użytku w 2014 roku.",
        "Przez centrum miasta przejeżdża codziennie ponad 3 tysiące ciężarówek. Mieszkańcy ulicy Opolskiej od lat skarżą się na hałas i pękające ściany.",
    ]
    body = f"""<div id="calosc">
<div id="belka">wtorek, 8 listopada 2011 &middot; imieniny: Seweryna, Wiktora &middot; <a href="/logowanie">zaloguj</a> | <a href="/rejestracja">załóż konto</a></div>
<div id="logo"><a href="/">Gazeta Nadodrzańska</a><span>serwis informacyjny powiatu</span></div>
<ul id="menu"><li><a href="/">Strona główna</a></li><li><a href="/wiadomosci/">Wiadomości</a></li><li><a href="/sport/">Sport</a></li><li><a href="/kultura/">Kultura</a></li><li><a href="/ogloszenia/">Ogłoszenia</a></li><li><a href="/forum/">Forum</a></li><li><a href="/galerie/">Galerie</a></li><li><a href="/kontakt/">Kontakt</a></li></ul>
<div id="lewa">
<div class="art">
<p class="info">Wiadomości &raquo; Brzeg Dolny &middot; 2011-11-08 07:30 &middot; Tomasz Krawczyk</p>
<h1>Obwodnica znowu odłożona. Drugi przetarg unieważniony</h1>
<p class="lead">Mieszkańcy Brzegu Dolnego poczekają na obwodnicę co najmniej do 2014 roku. Ciężarówki nadal będą jeździć przez centrum.</p>
{box(650, 280, "")}
{"".join(f"<p>{esc(p)}</p>" for p in story)}
<p class="info">Poleć znajomym: <a href="#">Facebook</a> &middot; <a href="#">Nasza-klasa</a> &middot; <a href="#">Wykop</a> &middot; <a href="#">Blip</a> &middot; drukuj</p>
</div>
<div id="komentarze">
<h2>Komentarze (16)</h2>
<p class="sortuj">Sortuj: <strong>najstarsze</strong> | <a href="?sort=najnowsze">najnowsze</a> | <a href="?sort=ocena">najwyżej oceniane</a></p>
{"".join(item(i) for i in k[None])}
<p class="strony">Strona: 1 <a href="?strona=2#komentarze">2</a> <a href="?strona=2#komentarze">następna &raquo;</a></p>
<div id="formularz"><h3>Dodaj komentarz</h3><form action="/dodaj" method="get">Podpis: <input type="text" name="podpis" value="~Gość" size="24" /><br /><textarea name="tresc" rows="4" cols="60"></textarea><br />Przepisz kod z obrazka: <input type="text" name="kod" size="6" /> <input type="submit" value="Dodaj" /></form>
<p class="regulamin">Komentarze są opiniami internautów i nie odzwierciedlają stanowiska redakcji. Wpisy naruszające <a href="/regulamin">regulamin</a> będą usuwane. Twoje IP zostanie zapisane.</p></div>
</div>
</div>
<div id="prawa">
{box(300, 250, "Reklama")}
<h3>Najczęściej czytane</h3>{links("Pożar w hali przy Kolejowej | ;; Obwodnica znowu odłożona | ;; Rokita wygrywa derby | ;; Nowy rozkład jazdy PKS | ;; Dni otwarte w szpitalu |", tag="ol")}
<h3>Najczęściej komentowane</h3>{links("Obwodnica znowu odłożona | (16) ;; Podwyżki za wodę od stycznia | (58) ;; Kto zostanie starostą? | (41)", tag="ol")}
<h3>Dyżury aptek</h3><p>Apteka Pod Orłem, ul. Rynek 7 (do 22:00)</p>
</div>
<div class="czysc"></div>
<div id="stopka">&copy; 2011 Gazeta Nadodrzańska &middot; <a href="/redakcja" style="color:#fff">Redakcja</a> &middot; <a href="/reklama" style="color:#fff">Reklama</a> &middot; <a href="/regulamin" style="color:#fff">Regulamin</a></div>
</div>"""
    return make(
        "em-pl-brzeg-obwodnica",
        "discussion",
        "pl",
        page(
            "Obwodnica znowu odłożona. Drugi przetarg unieważniony",
            "Gazeta Nadodrzańska",
            "pl",
            css,
            body,
            published="2011-11-08T07:30:00+01:00",
            author="Tomasz Krawczyk",
            doctype="html4",
            sep=" - ",
        ),
        cs,
        path="/wiadomosci/brzeg-dolny/obwodnica-znowu-odlozona-drugi-przetarg-uniewazniony,14377.html",
        container="div#komentarze under 'Komentarze (16)': sibling div.wpis.poziom-N in thread order (the depth only in the class and a margin: span.nick '~Gość'/a.nick NAME, 'IP: 83.24.*.*', span.data 'RRRR-MM-DD GG:MM', div.tresc with <br /><br />, 'Oceń: [+] +n [-] -n | odpowiedz | zgłoś do usunięcia'); one folded 'Komentarz ukryty z powodu niskiej oceny. pokaż' with its text printed hidden; page 1 of 2 (11 of 16 printed)",
        heading="Komentarze (16)",
        description="A Polish regional portal of November 2011 (name-day bar, share links, most read / most discussed, duty pharmacy, adverts): page 1 of 2 of 16 comments, 11 printed, guests ('~Gość', '~mieszkaniec') with masked IPs and registered members, +/- ratings, a low-rated comment folded with its text printed hidden; answers two deep drawn by depth classes and margins on a flat run of sibling divs; a councillor answers; sort links, a guest form with a captcha and the rules.",
    )


# --------------------------------------------------------------------------- pt: a Brazilian regional paper, 2013


def pt_enchente() -> Case:
    cs = talk("""
Rosângela Prado @ 18/09/2013 às 09h12 :: Moro no Jardim das Palmeiras há 22 anos e todo verão é a mesma coisa. A prefeitura limpa o córrego depois da enchente, nunca antes. // Ano passado perdemos geladeira, sofá e os documentos do meu marido. Ninguém da Defesa Civil apareceu. // Agora anunciam piscinão para 2015. Até lá são mais dois verões com a água entrando pela porta. Quem vai pagar o prejuízo de quem mora aqui?
>Carlos Eduardo @ 18/09/2013 às 09h40 :: Rosângela, a senhora tem razão. Eu moro na rua de baixo e lá em casa a água chegou a um metro.
>Jornal Correio do Vale @ 18/09/2013 às 11h05 :: Olá, Rosângela. A Defesa Civil informou que o plantão de verão começa em 1º de novembro, pelo telefone 199. Sobre indenizações, a prefeitura diz que o cadastro das famílias atingidas em 2013 está aberto na Secretaria de Assistência Social até o dia 30.
Fabio Nogueira @ 18/09/2013 às 09h25 :: Piscinão resolve o problema do centro, mas não dos bairros lá de cima. O problema é a impermeabilização, loteamento novo sem nenhuma área verde.
Dona Cida @ 18/09/2013 às 10h02 :: Deus abençoe que dessa vez saia mesmo. Minha rua virou rio em janeiro.
Marcelo T. @ 18/09/2013 às 10h31 :: 38 milhões. Quero ver quanto vai custar no final. Obra pública nessa cidade sempre dobra de preço.
>Fabio Nogueira @ 18/09/2013 às 10h50 :: Por isso a gente tem que acompanhar a licitação. Está tudo no portal da transparência.
Juliana Ribeiro @ 18/09/2013 às 11h37 :: Alguém sabe se vão desapropriar as casas da beira do córrego? Meus pais moram lá e ninguém explicou nada.
""")
    k = kids(cs)
    likes = [87, 23, 41, 35, 19, 28, 11, 9]
    town = {
        "Rosângela Prado": "Taubaté (SP)",
        "Carlos Eduardo": "Taubaté (SP)",
        "Fabio Nogueira": "Tremembé (SP)",
        "Dona Cida": "Taubaté (SP)",
        "Marcelo T.": "Pindamonhangaba (SP)",
        "Juliana Ribeiro": "São José dos Campos (SP)",
    }
    assinante = {"Rosângela Prado", "Fabio Nogueira"}
    cut = {0}  # printed twice: a cut version shown, the whole text hidden behind "Leia mais"

    def item(i: int) -> str:
        c = cs[i]
        paper = c.who.startswith("Jornal")
        tags = ' <span class="cv-ass">Assinante</span>' if c.who in assinante else ""
        tags += ' <span class="cv-red">Redação</span>' if paper else ""
        where = f'<span class="cv-cid">{esc(town[c.who])}</span>' if c.who in town else ""
        if i in cut:
            first = c.body.split("\n\n")[0]
            short = first[:150].rsplit(" ", 1)[0] + "..."
            text = (
                f'<div class="cv-resumo" id="r{90331 + i}"><p>{esc(short)} <a href="#" onclick="document.getElementById(\'r{90331 + i}\').style.display=\'none\';'
                f"document.getElementById('f{90331 + i}').style.display='block';return false;\">Leia mais</a></p></div>"
                f'<div class="cv-completo" id="f{90331 + i}" style="display:none">{paras(c.body)}</div>'
            )
        else:
            text = f'<div class="cv-completo">{paras(c.body)}</div>'
        sub = ""
        if k.get(i):
            sub = '<ul class="cv-respostas">' + "".join(item(j) for j in k[i]) + "</ul>"
        return (
            f'<li class="cv-msg" id="m{90331 + i}"><div class="cv-foto"></div><div class="cv-conteudo">'
            f'<p class="cv-quem"><strong>{esc(c.who)}</strong>{tags} {where}</p>'
            f'<p class="cv-quando">{esc(c.at)}</p>{text}'
            f'<p class="cv-acoes"><a href="#" class="cv-curtir">Curtir</a> ({likes[i]}) &middot; <a href="#cv-form">Responder</a> &middot; '
            f'<a href="/denunciar/{90331 + i}">Denunciar</a></p>{sub}</div></li>'
        )

    css = """body{margin:0;background:#f4f4f4;font:14px/1.5 Arial,Helvetica,sans-serif;color:#333}
.cv-topo{background:#00539b;height:80px}.cv-topo .cv-in{width:980px;margin:0 auto;position:relative}
.cv-marca{position:absolute;left:0;top:16px;font:bold 36px Georgia,serif;color:#fff;text-decoration:none}.cv-tempo{position:absolute;right:0;top:28px;color:#cde;font-size:12px}
.cv-menu{background:#003a6e}.cv-menu ul{width:980px;margin:0 auto;padding:0;list-style:none;overflow:hidden}.cv-menu li{float:left}.cv-menu a{display:block;color:#fff;padding:8px 12px;font-size:13px;font-weight:bold;text-decoration:none}
.cv-geral{width:980px;margin:14px auto;background:#fff;overflow:hidden}.cv-materia{float:left;width:640px;padding:18px}.cv-lado{float:right;width:280px;padding:18px 18px 18px 0}
.cv-chapeu{color:#00539b;font-weight:bold;font-size:12px;text-transform:uppercase}h1{font:bold 30px/1.15 Georgia,serif;margin:6px 0}.cv-linha{font-size:17px;color:#555}
.cv-autor{font-size:12px;color:#888;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:4px 0}.cv-texto p{font-size:16px;line-height:1.6}
#cv-coments{border-top:3px solid #00539b;margin-top:20px}#cv-coments h3{color:#00539b;font-size:18px}
ul.cv-lista,ul.cv-respostas{list-style:none;margin:0;padding:0}ul.cv-respostas{margin-left:20px;border-left:3px solid #e3edf6;padding-left:12px}
li.cv-msg{overflow:hidden;border-bottom:1px solid #eee;padding:10px 0}.cv-foto{float:left;width:40px;height:40px;background:#c5d5e4;border-radius:20px}
.cv-conteudo{margin-left:52px}.cv-quem{margin:0}.cv-cid{color:#888;font-size:12px}.cv-ass{background:#f5a623;color:#fff;font-size:10px;padding:0 4px}.cv-red{background:#00539b;color:#fff;font-size:10px;padding:0 4px}
.cv-quando{margin:0;font-size:11px;color:#999}.cv-completo p,.cv-resumo p{margin:4px 0}.cv-acoes{font-size:12px;color:#888;margin:2px 0}
#cv-form{background:#f1f5f9;padding:10px}#cv-form textarea{width:96%;height:70px}.cv-termos{font-size:11px;color:#777}
.cv-lado h4{color:#00539b;border-bottom:2px solid #00539b;margin:14px 0 6px}.cv-lado ol{padding-left:18px}.cv-rodape{background:#003a6e;color:#abc;padding:16px;font-size:12px;text-align:center}"""
    story = [
        "A Prefeitura de Taubaté anunciou nesta terça-feira (17) a construção de um reservatório de contenção de cheias, o piscinão, na várzea do córrego do Convento. A obra está orçada em R$ 38 milhões, com recursos do PAC.",
        "Segundo a Secretaria de Obras, o reservatório terá capacidade para 180 mil metros cúbicos e deve reduzir os alagamentos no Jardim das Palmeiras e no centro. A previsão de entrega é para o fim de 2015.",
        "Em janeiro, a chuva de 92 milímetros em três horas deixou 140 famílias desalojadas. Moradores cobram medidas para o próximo verão.",
    ]
    body = f"""<div class="cv-topo"><div class="cv-in"><a class="cv-marca" href="/">Correio do Vale</a><span class="cv-tempo">Taubaté, quarta-feira, 18 de setembro de 2013 &middot; 24°C</span></div></div>
<div class="cv-menu"><ul><li><a href="/">Capa</a></li><li><a href="/cidades/">Cidades</a></li><li><a href="/politica/">Política</a></li><li><a href="/economia/">Economia</a></li><li><a href="/esportes/">Esportes</a></li><li><a href="/variedades/">Variedades</a></li><li><a href="/classificados/">Classificados</a></li><li><a href="/assine/">Assine</a></li></ul></div>
<div class="cv-geral">
<div class="cv-materia">
<p class="cv-chapeu">Cidades</p>
<h1>Taubaté vai construir piscinão de R$ 38 milhões contra enchentes</h1>
<p class="cv-linha">Obra no córrego do Convento deve ficar pronta no fim de 2015; moradores temem mais dois verões de alagamentos</p>
<p class="cv-autor">Por Renata Machado &middot; 18/09/2013 - 07h00 &middot; Atualizado às 08h20</p>
{box(640, 300, "")}
<div class="cv-texto">{"".join(f"<p>{esc(p)}</p>" for p in story)}</div>
<p style="font-size:12px">Compartilhe: <a href="#">Facebook</a> (312) &middot; <a href="#">Twitter</a> &middot; <a href="#">Google+</a> &middot; <a href="#">E-mail</a></p>
<div id="cv-coments">
<h3>Comentários (8)</h3>
<p style="font-size:12px">Ordenar por: <strong>mais antigos</strong> | <a href="?ordem=recentes">mais recentes</a> | <a href="?ordem=curtidos">mais curtidos</a></p>
<ul class="cv-lista">{"".join(item(i) for i in k[None])}</ul>
<div id="cv-form"><h4>Deixe seu comentário</h4><p><a href="/entrar">Entre</a> com sua conta do Correio do Vale ou do Facebook para comentar.</p><textarea disabled="disabled"></textarea>
<p class="cv-termos">Os comentários são de responsabilidade de seus autores e não representam a opinião do jornal. Mensagens ofensivas serão removidas. Leia os <a href="/termos">termos de uso</a>.</p></div>
</div>
</div>
<div class="cv-lado">
{box(280, 250, "Publicidade")}
<h4>Mais lidas</h4>{links("Acidente na Dutra deixa um morto | ;; Taubaté vai construir piscinão | ;; Festa do Folclore começa sexta | ;; Concurso da prefeitura tem 12 mil inscritos | ;; Taubaté EC estreia na Copa Paulista |", tag="ol")}
<h4>Classificados</h4>{links("Casa 3 dorms, Jardim das Nações | ;; Vendo Gol 2008 completo | ;; Aluga-se sala comercial no centro |")}
</div>
</div>
<div class="cv-rodape">&copy; 2013 Correio do Vale &middot; Todos os direitos reservados &middot; <a href="/expediente" style="color:#fff">Expediente</a> &middot; <a href="/anuncie" style="color:#fff">Anuncie</a></div>"""
    return make(
        "em-pt-taubate-enchente",
        "discussion",
        "pt",
        page(
            "Taubaté vai construir piscinão de R$ 38 milhões contra enchentes",
            "Correio do Vale",
            "pt-BR",
            css,
            body,
            published="2013-09-18T07:00:00-03:00",
            author="Renata Machado",
            doctype="html5",
            sep=" - ",
        ),
        cs,
        path="/cidades/noticia/2013/09/taubate-vai-construir-piscinao-de-r-38-milhoes-contra-enchentes.html",
        container="div#cv-coments under 'Comentários (8)': ul.cv-lista > li.cv-msg (round photo, p.cv-quem > strong NAME + 'Assinante'/'Redação' + 'TOWN (SP)', p.cv-quando 'DD/MM/AAAA às HHhMM', div.cv-completo > p, 'Curtir (n) · Responder · Denunciar'), answers in ul.cv-respostas inside the parent's li; the first comment printed twice: a cut div.cv-resumo shown with 'Leia mais' and the whole text in a hidden div.cv-completo",
        heading="Comentários (8)",
        description="A Brazilian regional paper of September 2013 (weather strip, share count, most read, classifieds, adverts): 8 comments, answers one deep inside the parent's li, towns after the names, 'Assinante' and 'Redação' labels, 'Curtir (n)', Responder, Denunciar; the first, long comment is printed twice, cut to 150 characters with 'Leia mais' and whole but hidden; sort links, a sign-in box and terms.",
    )


def threads3_em() -> list[Case]:
    return [pl_obwodnica(), pt_enchente()]
