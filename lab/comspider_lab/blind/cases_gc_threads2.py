"""Blind set gc: three more readers' discussions on small sites of 2015-2021, each reaction signed at its end. A
Brazilian community library's blog (2015, HTML5, divs "p TEXT span (NAME, PLACE)" with the place left out on one,
no date, no heading), a Swedish local history society (2019, HTML5, an ordered list whose items are "p TEXT" then
"p NAME, D MONTH YYYY", the board answering flat, no heading, a form) and an English community orchard (2021, HTML5,
divs of one or two paragraphs followed by "p — NAME, D Month YYYY", the orchard group answering flat, under a
heading, a form). Every site, name, place and text invented for this set; each reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_gc_common import C, Case, doc, esc, make, nav, plain, svg, talk

# --------------------------------------------------------------------------- pt-BR: a community library, 2015, "TEXT (NAME, PLACE)"


def ptbr_biblioteca() -> Case:
    cs = talk("""
Dona Cida || || Meus netos leram a noite inteira e ainda voltaram no domingo para devolver os livros. Nunca vi a biblioteca tão cheia, parabéns aos voluntários!
Rafael Nogueira || || Fui leitor voluntário e li contos para as crianças menores das sete às nove. Foi cansativo e maravilhoso ao mesmo tempo. Se precisarem de gente para a próxima maratona, contem comigo.
Tatiane Alves || || Rafael, minha filha Júlia não parou de falar da história do sapo que você leu! Queria sugerir que na próxima edição tenha um cantinho com almofadas para os bebês e as mães.
Seu Valdir || || Doei duas caixas de livros do meu falecido irmão e fiquei feliz de ver a moçada levando tudo. Dona Cida, a senhora ainda me deve aquele café pela ajuda com as prateleiras.
""")
    places = ("Vila Esperança", "Jardim das Flores", "", "Vila Esperança")

    def block(i: int) -> str:
        c = cs[i]
        where = f", {esc(places[i])}" if places[i] else ""
        return f'<div class="caixinha"><p>{esc(c.raw)} <span class="assina">({esc(c.who)}{where})</span></p></div>'

    blocks = "\n".join(block(i) for i in range(len(cs)))
    body = f"""<body>
<div class="tudo">
<header class="topo">
<img src="/img/livro-aberto.svg" width="90" height="70" alt="">
<p class="nome">Biblioteca Comunitária Ler é Viver</p>
<p class="slogan">Vila Esperança &ndash; desde 2009 emprestando sonhos</p>
</header>
<nav class="menu"><ul>{nav([("/index.html", "Início"), ("/quem-somos.html", "Quem somos"), ("/acervo.html", "Acervo"), ("/eventos.html", "Eventos"), ("/doacoes.html", "Doações"), ("/fale-conosco.html", "Fale conosco")])}</ul></nav>
<div class="colunas">
<main class="post">
<h1>Maratona de leitura: 12 horas de histórias!</h1>
<p class="quando">Postado em 28 de setembro de 2015 pela equipe da biblioteca</p>
<p>Sábado passado a biblioteca ficou aberta das nove da manhã às nove da noite para a nossa primeira maratona de leitura. Passaram por aqui mais de cento e cinquenta pessoas, entre crianças, pais, avós e leitores voluntários.</p>
<p>Emprestamos 212 livros em um único dia, um recorde. A padaria da esquina mandou pão de queijo e a associação de moradores emprestou as cadeiras e o som.</p>
<p><img src="/img/maratona.svg" width="480" height="250" alt="Crianças lendo no chão da biblioteca"></p>
<p>Recebemos muitos recados pelo WhatsApp e no caderno da entrada. Copiamos alguns aqui:</p>
<div class="mural">
{blocks}
</div>
<p class="pequeno">Quer mandar o seu? Escreva para <a href="mailto:lereviver@bibliotecavila.example">lereviver@bibliotecavila.example</a>.</p>
</main>
<aside class="lateral">
<h3>Horário</h3>
<p>Terça a sábado, das 14h às 19h</p>
<h3>Precisamos de</h3>
<ul><li>Estantes</li><li>Livros infantis</li><li>Voluntários aos sábados</li></ul>
</aside>
</div>
<footer class="rodape">Biblioteca Comunitária Ler é Viver &middot; Rua das Acácias, 88 &middot; Vila Esperança</footer>
</div>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;background:#fdf3e1;font-family:"Trebuchet MS",Arial,sans-serif;color:#333}
.tudo {max-width:1000px;margin:0 auto;background:#fff}
.topo {background:#e2543b;color:#fff;padding:14px 30px}
.nome {font-size:24px;font-weight:bold;margin:0}
.slogan {margin:0}
.menu ul {list-style:none;margin:0;padding:8px 30px;background:#f7c948}
.menu li {display:inline;margin-right:16px}
.colunas {display:flex;gap:24px;padding:20px 30px}
.post {flex:1}
.lateral {width:220px;background:#fff7e6;padding:10px}
.quando {color:#999}
.caixinha {background:#fff7e6;border-radius:6px;padding:2px 12px;margin-bottom:10px}
.assina {color:#e2543b;font-weight:bold}
.pequeno {font-size:12px;color:#999}
.rodape {background:#333;color:#eee;text-align:center;padding:12px;font-size:12px}
</style>"""
    return make(
        "gc-ptbr-library-maratona",
        "discussion",
        doc(
            "html5", title="Maratona de leitura - Biblioteca Comunitária Ler é Viver", lang="pt-BR", head=head
        )
        + body,
        cs,
        path="/blog/2015/maratona-de-leitura.html",
        container="div.mural after a line 'Copiamos alguns aqui:', no heading: four div.caixinha 'p TEXT span.assina (NAME, PLACE)' (the name after the text in parentheses, Tatiane's without a place); no date on any; a mailto line below, no form",
        heading=None,
        description="A Brazilian community library's blog of 2015 (invented), HTML5 with flex and a side column: the first reading marathon; 4 messages from WhatsApp and the entrance notebook copied in after 'Copiamos alguns aqui:', no heading, each a div whose paragraph ends in a bold span '(NAME, PLACE)', no date; Tatiane addresses 'Rafael, …', Seu Valdir 'Dona Cida, …'; a mailto line, no form; the post dated 28 de setembro de 2015.",
        language="pt-BR",
        files={
            "/img/livro-aberto.svg": svg(90, 70, "#f7c948", "livro", 16),
            "/img/maratona.svg": svg(480, 250, "#e2543b", "maratona de leitura", 24),
        },
    )


# --------------------------------------------------------------------------- sv: a local history society, 2019, "p TEXT" then "p NAME, DATE"


def sv_hembygd() -> Case:
    cs = talk("""
Gunnel Lindqvist || 14 april 2019 || Vilken glädje att se vingarna på plats igen! Min morfar malde säd i kvarnen på fyrtiotalet och jag har hans gamla mjölsäck kvar på vinden. Vill föreningen ha den till utställningen?
Styrelsen || 15 april 2019 || Gunnel, ja tack, mer än gärna! Vi ställer ut redskap från kvarnens tid i magasinet fram till midsommar. Ring Bengt så hämtar han säcken med bilen.
Olle Berg || 16 april 2019 || Jag var med och lyfte vingarna och vill bara säga att det var det roligaste jag gjort på länge. Tjugo man, en traktor och oändligt med kaffe och bullar.
Karin Johansson || 20 april 2019 || Olle, du glömde nämna att det var din traktor! Vi ser fram emot kvarndagen i juni, barnen vill se hur mjöl blir till.
""")
    items = "\n".join(
        f'<li><p>{esc(c.raw)}</p>\n<p class="undertecknat">{esc(c.who)}, {esc(c.when)}</p></li>' for c in cs
    )
    body = f"""<body>
<div class="sida">
<header class="huvud"><img src="/bilder/kvarnen.svg" width="1000" height="120" alt="Norrby hembygdsförening"></header>
<nav class="meny">{nav([("/index.html", "Start"), ("/foreningen.html", "Föreningen"), ("/kvarnen.html", "Kvarnen"), ("/program.html", "Program 2019"), ("/bli-medlem.html", "Bli medlem"), ("/kontakt.html", "Kontakt")], " ")}</nav>
<div class="innehall">
<main class="text">
<h1>Kvarnen har fått tillbaka sina vingar</h1>
<p class="datum">Publicerat 13 april 2019</p>
<p>Efter tre års arbete och två insamlingar kunde vi i lördags lyfta upp de nya vingarna på Norrby väderkvarn. Vingarna är byggda av lärkträ från Sörskogen och har tillverkats av snickarna Bengt Ek och Tommy Forsberg.</p>
<p>Kvarnen från 1852 malde säd åt hela socknen fram till 1951. Nu hoppas vi kunna visa den i drift på kvarndagen den 15 juni.</p>
<p>Många har hört av sig efter lyftet, på mejl och på lappar i föreningens brevlåda. Här är några av breven:</p>
<ol class="brevlista">
{items}
</ol>
<form class="skriv" action="/skicka.php" method="post">
<p><b>Skriv till föreningen</b></p>
<p>Namn: <input type="text" name="namn"></p>
<p><textarea name="text" rows="4" cols="50"></textarea></p>
<p><input type="submit" value="Skicka"></p>
</form>
</main>
<aside class="sidospalt">
<h3>Program</h3>
<ul><li>27 april: städdag vid kvarnen</li><li>15 juni: kvarndagen</li><li>21 juni: midsommar på hembygdsgården</li></ul>
<h3>Medlemsavgift</h3>
<p>150 kr per år, familj 250 kr</p>
</aside>
</div>
<footer class="fot">Norrby hembygdsförening &middot; Kvarnbacken 2 &middot; <a href="mailto:info@norrbyhembygd.example">info@norrbyhembygd.example</a></footer>
</div>
</body>
</html>
"""
    head = """<style>
body {margin:0;background:#eef1f4;font-family:Georgia,serif;color:#222}
.sida {max-width:1000px;margin:0 auto;background:#fff}
.meny {background:#1f3b5a;padding:8px 20px}
.meny a {color:#fff;margin-right:18px;text-decoration:none}
.innehall {display:grid;grid-template-columns:1fr 230px;gap:30px;padding:20px}
.datum {color:#888}
.brevlista li {margin-bottom:14px}
.undertecknat {margin:0;text-align:right;font-style:italic;color:#1f3b5a}
.skriv {background:#f4f6f8;padding:10px}
.sidospalt {background:#f4f6f8;padding:10px}
.fot {background:#1f3b5a;color:#fff;text-align:center;padding:10px;font-size:13px}
.fot a {color:#fff}
</style>"""
    return make(
        "gc-sv-hembygd-kvarnen",
        "discussion",
        doc(
            "html5",
            title="Kvarnen har fått tillbaka sina vingar - Norrby hembygdsförening",
            lang="sv",
            head=head,
        )
        + body,
        cs,
        path="/nyheter/2019/kvarnens-vingar.html",
        container="ol.brevlista after a line 'Här är några av breven:', no heading: four li 'p TEXT' then 'p.undertecknat NAME, D april 2019' (the name in its own paragraph after the text); the board answers flat; a form below",
        heading=None,
        description="A Swedish local history society's site of 2019 (invented), HTML5 with a grid and a side column: the windmill has its sails back; 4 letters copied in after 'Här är några av breven:', no heading, an ordered list whose items are the text then a right-aligned paragraph 'NAME, 14 april 2019'; the board ('Styrelsen') answers 'Gunnel, …' flat, Karin addresses 'Olle, …'; a form below; the news dated 13 april 2019.",
        language="sv",
        files={"/bilder/kvarnen.svg": svg(1000, 120, "#1f3b5a", "Norrby hembygdsförening", 36)},
    )


# --------------------------------------------------------------------------- en-GB: a community orchard, 2021, div TEXT then "p — NAME, DATE"


def engb_orchard() -> Case:
    cs = talk("""
Helen Pryce || 6 June 2021 || Lovely to see so many families at the blossom day after last year's washout. The tree adoption scheme is a brilliant idea: my two have named ours Bramley Bob and insist on visiting him every weekend. // One small request: could the path from the lane be mown a bit wider? It was hard going with a pushchair.
Sue (orchard group) || 7 June 2021 || Helen, thank you, and hello to Bramley Bob! Dev has promised to take the big mower down the path before the next work morning on the 19th.
Dev Chauhan || 8 June 2021 || Path duly noted, Sue. I also want to thank whoever left the flask of tea by the shed on Saturday. Forty metres of hedge later, it was the best cup of tea of my life.
Margaret Hollis || 12 June 2021 || I planted the first trees here in 1994 with the Women's Institute, so it is a real joy to read this. If anyone would like grafting lessons in the winter, I am still able and very willing.
""")

    def block(c: C) -> str:
        text = "".join(f"<p>{esc(p)}</p>" for p in plain(c.raw).split("\n\n"))
        return f'<div class="letter">{text}</div>\n<p class="signoff">&mdash; {esc(c.who)}, {esc(c.when)}</p>'

    blocks = "\n".join(block(c) for c in cs)
    body = f"""<body>
<div class="wrap">
<header class="masthead">
<img src="/images/orchard-badge.svg" width="80" height="80" alt="">
<div><p class="sitename">Wickham Lane Community Orchard</p><p class="strap">Forty-two trees, one very old shed</p></div>
</header>
<nav class="topnav"><ul>{nav([("/index.html", "Home"), ("/about.html", "About the orchard"), ("/adopt.html", "Adopt a tree"), ("/diary.html", "Diary"), ("/volunteer.html", "Volunteer"), ("/contact.html", "Contact")])}</ul></nav>
<div class="cols">
<main class="main">
<h1>Blossom day 2021: thank you all</h1>
<p class="posted">Posted on 5 June 2021 by the orchard group</p>
<p>After last spring's cancellation it was wonderful to open the gate again. Around two hundred people came through on Saturday afternoon, and thirty-one trees were adopted by local families, each with a name tag painted by the children.</p>
<p>The hedge along the lane was laid by volunteers in the morning, and the cake stall raised &pound;346 for a new water butt and a second ladder.</p>
<p><img src="/images/blossom.svg" width="500" height="260" alt="Apple blossom in the orchard"></p>
<h3>What you said</h3>
<div class="letters">
{blocks}
</div>
<form class="write" action="/send.php" method="post">
<p><label>Your name <input type="text" name="name"></label></p>
<p><label>Your message<br><textarea name="message" rows="4" cols="50"></textarea></label></p>
<p><input type="submit" value="Send to the orchard group"></p>
</form>
</main>
<aside class="side">
<h4>Work mornings</h4>
<ul><li>Saturday 19 June</li><li>Saturday 3 July</li><li>Saturday 17 July</li></ul>
<h4>Find us</h4>
<p>Gate at the end of Wickham Lane, opposite the allotments.</p>
</aside>
</div>
<footer class="foot">&copy; 2021 Wickham Lane Community Orchard &middot; <a href="/privacy.html">Privacy</a></footer>
</div>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;background:#f2f5ee;font-family:"Gill Sans","Trebuchet MS",sans-serif;color:#2d3a2e}
.wrap {max-width:1040px;margin:0 auto;background:#fff}
.masthead {display:flex;gap:16px;align-items:center;padding:16px 32px;background:#6a8f3d;color:#fff}
.sitename {font-size:26px;margin:0}
.strap {margin:0;opacity:.85}
.topnav ul {list-style:none;margin:0;padding:8px 32px;background:#e4edd8}
.topnav li {display:inline-block;margin-right:18px}
.cols {display:flex;gap:28px;padding:20px 32px}
.main {flex:1}
.side {width:230px}
.posted {color:#7d8a7e}
.letter {border-left:3px solid #b8cc95;padding-left:12px}
.signoff {margin:0 0 16px 15px;color:#6a8f3d;font-weight:bold}
.write {background:#f2f5ee;padding:10px}
.foot {text-align:center;padding:16px;font-size:13px;color:#7d8a7e}
</style>"""
    return make(
        "gc-engb-orchard-blossom",
        "discussion",
        doc("html5", title="Blossom day 2021 - Wickham Lane Community Orchard", lang="en-GB", head=head)
        + body,
        cs,
        path="/diary/2021/blossom-day.html",
        container="div.letters after h3 'What you said': four div.letter of one or two p TEXT, each followed by 'p.signoff — NAME, D June 2021' (the name in its own element after the text's block); the orchard group answers flat; a form below",
        heading="What you said",
        description="An English community orchard's site of 2021 (invented), HTML5 with flex and a side column: the blossom day after a year's cancellation; 4 letters under h3 'What you said', each a div of one or two paragraphs then a bold paragraph '— NAME, 6 June 2021'; the orchard group ('Sue (orchard group)') answers 'Helen, …' flat, Dev answers 'Sue'; Helen's text in two paragraphs; a form below; the post dated 5 June 2021.",
        language="en-GB",
        files={
            "/images/orchard-badge.svg": svg(80, 80, "#b8cc95", "WLCO", 16),
            "/images/blossom.svg": svg(500, 260, "#d99ab0", "blossom", 26),
        },
    )
