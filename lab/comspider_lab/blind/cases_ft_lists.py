"""Blind set ft: three pages without any reader comment and two mixed pages. An American trade magazine of 2010 whose
empty "0 Comments" block stands beside the apprentices' weekly diaries; a Swedish local paper of 2014 whose empty
"Kommentarer (0)" stands beside the commuters' train diary; a Portuguese seaside blog of 2015 whose empty comments
stand beside the surfers' sea reports; an Irish county paper of 2012 whose 5 comments stand beside the tennis club's
ladder notes; a Brazilian neighbourhood paper of 2016 whose 4 comments stand beside the samba school's rehearsal
diary. Every site, name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ft_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- en-us: a trade magazine, 2010, apprentices' diaries


def us_welding() -> Case:
    diaries = (
        (
            "Tyler Brandvold",
            "second-year pipefitter apprentice",
            "Oct 8, 2010",
            "First week on the orbital welder. Burned through two test coupons before I got the travel speed right.",
        ),
        (
            "Maria Esquivel-Dunn",
            "machinist apprentice, Harlan Falls Tool & Die",
            "Oct 7, 2010",
            "Held a tolerance of two tenths on the surface grinder today and my journeyman actually said 'not bad.'",
        ),
        (
            "Dwayne Okafor",
            "millwright apprentice",
            "Oct 5, 2010",
            "Spent the whole shift pulling a gearbox off line 3. Learned more about rigging than in a month of class.",
        ),
        (
            "Kelsey Harmon",
            "first-year welding apprentice",
            "Oct 4, 2010",
            "Passed my 3G plate bend test on the second try. Mom wants a photo of the bent strap for the fridge.",
        ),
    )
    entries = "\n".join(
        f'<div class="diary-entry"><div class="de-head"><img src="/media/hardhat.svg" width="30" height="30" alt=""> <strong>{esc(n)}</strong> <span class="de-role">{esc(r)}</span></div>'
        f'<div class="de-date">{esc(d)}</div><p class="de-text">{esc(t)}</p></div>'
        for n, r, d, t in diaries
    )
    body = f"""<body>
<div id="container">
<div id="top"><a href="/"><img src="/media/shopfloor-journal.svg" width="360" height="64" alt="Shopfloor Journal"></a>
<div id="top-links"><a href="/subscribe">Free subscription</a> | <a href="/digital-edition">Digital edition</a> | <a href="/login">Log in</a></div></div>
<ul id="mainnav">{nav([("/", "Home"), ("/welding", "Welding"), ("/machining", "Machining"), ("/workforce", "Workforce"), ("/safety", "Safety"), ("/products", "Products"), ("/events", "Events")])}</ul>
<div id="leftcol">
<p class="breadcrumb"><a href="/">Home</a> &gt; <a href="/workforce">Workforce</a></p>
<h1>Harlan Falls college opens a 24-booth welding lab</h1>
<p class="deck">Local fabricators helped design the space, and they are already lining up to hire its first graduates.</p>
<p class="byline">By Roy Castellan, Senior Editor &middot; October 11, 2010</p>
<div class="tools"><a href="#">Print</a> &middot; <a href="#">Email</a> &middot; <a href="#">Share</a> (23) &middot; <a href="#comments">Comments (0)</a></div>
<p><img src="/media/2010/10/welding-lab.svg" width="560" height="300" alt="The new welding lab"></p>
<p>Harlan Falls Community College cut the ribbon Friday on a 9,000-square-foot welding lab with 24 booths, a fume extraction system and a bend-test station. The $2.1 million project was paid for with a state workforce grant and donations from eleven area manufacturers.</p>
<p>"We asked the shops what they needed, and they told us: people who can pass a bend test on day one," said program director Lorraine Hatfield. The lab will run day and evening classes, with 96 students enrolled this fall.</p>
<p>Several of the donors sent their own apprentices to help set up the booths. Their diaries, which this magazine has been publishing since spring, appear in the column at right.</p>
<div class="related"><h3>Related articles</h3><ul>
<li><a href="/workforce/2010/09/skills-gap">The skills gap, one shop at a time</a> Sep 14, 2010</li>
<li><a href="/welding/2010/08/orbital">Orbital welding comes to the small job shop</a> Aug 2, 2010</li>
</ul></div>
<div id="comments" class="comments"><h3>Comments (0)</h3><p class="no-comments">Be the first to comment on this article.</p>
<form action="/comments/post/11873" method="post"><p><label>Name</label><br><input type="text" name="name" size="40"></p><p><label>Comment</label><br><textarea name="comment" rows="5" cols="60"></textarea></p><p><input type="submit" value="Submit comment"></p></form></div>
</div>
<div id="rightcol">
<div class="box diaries"><h3>Apprentice Diaries</h3><p class="box-intro">Four apprentices write to us every week about life on the shop floor.</p>
{entries}
<p class="more"><a href="/workforce/apprentice-diaries">All diary entries &raquo;</a></p></div>
<div class="box"><h3>Most popular</h3><ol>{nav([("/safety/2010/10/lockout", "Lockout/tagout: five mistakes we keep seeing"), ("/workforce/2010/10/welding-lab", "Harlan Falls college opens welding lab"), ("/products/2010/10/plasma-cutters", "Ten plasma cutters under $2,000")])}</ol></div>
<div class="box"><h3>Upcoming events</h3><p>Oct 19-21 Midwest Fabrication Expo<br>Nov 3 Webinar: hiring your first apprentice</p></div>
<div class="box ad"><img src="/media/ads/wire.svg" width="300" height="250" alt="Advertisement"></div>
</div>
<div id="footer">{nav([("/about", "About"), ("/advertise", "Advertise"), ("/contact", "Contact"), ("/privacy", "Privacy policy")], " | ")}<br>Copyright &copy; 2010 Shopfloor Journal. All rights reserved.</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#d6d6d6;font:12px/1.5 Verdana,Arial,sans-serif;color:#222}#container{width:960px;margin:0 auto;background:#fff;overflow:hidden}#top{padding:10px;overflow:hidden}#top a img{float:left}#top-links{float:right;font-size:11px}
#mainnav{list-style:none;margin:0;padding:0 10px;background:#333;border-bottom:4px solid #f0a500;overflow:hidden}#mainnav li{float:left}#mainnav a{display:block;color:#fff;padding:7px 11px;font-weight:bold;text-decoration:none}
#leftcol{float:left;width:600px;padding:10px 14px}#rightcol{float:right;width:310px;padding:10px 10px 10px 0}.breadcrumb,.byline{font-size:11px;color:#888}h1{font:bold 24px Arial,sans-serif;margin:4px 0}.deck{font-size:14px;color:#555}.tools{font-size:11px;background:#f4f4f4;padding:4px}
.related h3,.comments h3,.box h3{font-size:13px;color:#333;border-bottom:2px solid #f0a500;margin:12px 0 6px}.no-comments{color:#777;font-style:italic}.box{margin-bottom:14px}.box-intro{font-size:11px;color:#777}.diary-entry{border-bottom:1px dotted #bbb;padding:5px 0}.de-head img{vertical-align:middle}.de-role{font-size:10px;color:#888}.de-date{font-size:10px;color:#aaa}.de-text{margin:2px 0}.more{text-align:right;font-size:11px}
#footer{clear:both;background:#333;color:#bbb;font-size:11px;padding:10px}#footer a{color:#fff}
</style>"""
    return make(
        "ft-us-trade-welding",
        "lookalike",
        doc(
            "xhtml",
            title="Harlan Falls college opens a 24-booth welding lab | Shopfloor Journal",
            lang="en-US",
            head=css,
        )
        + body,
        [],
        path="/workforce/2010/10/welding-lab",
        container="-",
        heading=None,
        lookalikes=("div.diaries",),
        description="A page without any reader comment: an American trade magazine of 2010 (invented), a college opens a welding lab; its block div#comments says 'Comments (0)' and 'Be the first to comment on this article.' above a form; in the right column div.diaries 'Apprentice Diaries': four apprentices' weekly entries, each an avatar, b NAME, a role line, 'Oct 8, 2010' and a sentence (diaries the apprentices send the magazine, not comments); print and share tools with a count, related articles with dates, most popular, events with dates, an ad and a footer.",
        language="en",
        files={
            "/media/hardhat.svg": svg(30, 30, "#f0a500"),
            "/media/shopfloor-journal.svg": svg(360, 64, "#333333", "Shopfloor Journal", 26),
            "/media/2010/10/welding-lab.svg": svg(560, 300, "#5a5a5a", "Welding lab", 30),
            "/media/ads/wire.svg": svg(300, 250, "#1f4e79", "FlexArc welding wire", 20),
        },
    )


# --------------------------------------------------------------------------- sv: a local paper, 2014, the commuters' diary


def sv_pendel() -> Case:
    dagbok = (
        (
            "Agnes Lövgren",
            "Ljungsvik–Centralen",
            "9 sep 2014",
            "7.12-tåget stod stilla i tjugo minuter vid Bräckan. Ingen information förrän vi redan var sena.",
        ),
        (
            "Petter Sjödahl",
            "Ljungsvik–Högskolan",
            "8 sep 2014",
            "Första dagen med nya tidtabellen: tåget kom i tid och jag fick sittplats. Det har inte hänt sedan i våras.",
        ),
        (
            "Yasmin Haddad",
            "Ljungsvik–Centralen",
            "5 sep 2014",
            "Fredagskvällens sista tåg ersattes med buss igen. Bussen var full redan från start.",
        ),
        (
            "Bertil Nyqvist",
            "Ekeby–Ljungsvik",
            "4 sep 2014",
            "Ny rutin: jag tar cykeln till stationen och hinner alltid med 6.48. Rekommenderas.",
        ),
        (
            "Agnes Lövgren",
            "Ljungsvik–Centralen",
            "2 sep 2014",
            "Hissen på perrong 2 är trasig för tredje veckan i rad. Svårt med barnvagn.",
        ),
    )
    items = "\n".join(
        f'<li class="pd"><span class="pd-namn">{esc(n)}</span> <span class="pd-stracka">{esc(s)}</span> <span class="pd-datum">{esc(d)}</span><p>{esc(t)}</p></li>'
        for n, s, d, t in dagbok
    )
    body = f"""<body class="artikel">
<div id="sida">
<div id="huvud"><a href="/"><img src="/bild/ljungsviks-posten.svg" width="360" height="66" alt="Ljungsviks-Posten"></a>
<div class="huvud-hoger">Tisdag 9 september 2014 &middot; <a href="/e-tidning">E-tidningen</a> &middot; <a href="/prenumerera">Prenumerera</a> &middot; <a href="/logga-in">Logga in</a></div></div>
<ul id="meny">{nav([("/", "Start"), ("/nyheter", "Nyheter"), ("/ljungsvik", "Ljungsvik"), ("/ekeby", "Ekeby"), ("/sport", "Sport"), ("/noje", "Nöje"), ("/familj", "Familj")])}</ul>
<div id="senaste"><b>Senaste:</b> 14:20 Vägarbete på Storgatan från måndag &middot; 12:05 LIF vidare i cupen &middot; 10:40 Ny rektor på Hagaskolan</div>
<div id="mitten">
<h1>Nya tidtabellen: tåget till Ljungsvik går var trettionde minut</h1>
<p class="ingress">Från och med måndagen går pendeltåget mellan Ljungsvik och Centralen dubbelt så ofta i rusningstid. Men kvällstrafiken glesas ut.</p>
<p class="byline">Text: <b>Malin Åkerlund</b> &middot; Publicerad 9 september 2014 kl. 06.00 &middot; Uppdaterad kl. 08.15</p>
<div class="dela">Dela: <a href="#">Facebook</a> 71 &middot; <a href="#">Twitter</a> 6 &middot; <a href="#kommentarer">Kommentarer (0)</a></div>
<p><img src="/bild/2014/09/pendeltag.svg" width="560" height="300" alt="Pendeltåget"></p>
<p>Trafikförvaltningens nya tidtabell började gälla i måndags. Mellan 6 och 9 på morgonen och mellan 15 och 18 på eftermiddagen går tåget nu var trettionde minut i stället för varje timme.</p>
<p>Samtidigt ersätts de två sista avgångarna på fredags- och lördagskvällar med buss. Det har fått flera pendlare att reagera, bland annat i tidningens pendlardagbok i spalten här intill.</p>
<p>– Vi har satsat där resenärerna är flest. Kvällstrafiken ser vi över igen till december, säger trafikplaneraren Johan Rydqvist.</p>
<div class="fakta"><b>Fakta: pendeltåget</b><br>Restid Ljungsvik–Centralen: 34 minuter<br>Resenärer per vardag: cirka 4 800<br>Månadskort: 695 kronor</div>
<div class="las-mer"><h3>Läs också</h3><ul>
<li><a href="/ljungsvik/2014/06/hissen-perrong">Hissen på stationen lagas – igen</a> 12 jun 2014</li>
<li><a href="/nyheter/2014/03/pendlare-forseningar">Var femte avgång försenad i vintras</a> 18 mar 2014</li>
</ul></div>
<div id="kommentarer" class="kommentarer"><h3>Kommentarer (0)</h3><p class="tomt">Inga kommentarer ännu – bli först att tycka till!</p>
<form action="/kommentera/40872" method="post"><p><input type="text" name="namn" placeholder="Namn"> <input type="text" name="epost" placeholder="E-post"></p><p><textarea name="text" rows="4" cols="60"></textarea></p><p class="regler">Kommentarer granskas innan de publiceras. <a href="/regler">Våra regler</a></p><p><input type="submit" value="Skicka"></p></form></div>
</div>
<div id="spalt">
<div class="modul pendlare"><h4>Pendlardagboken</h4><p class="liten">Fem pendlare skriver varje vecka om sina resor. Vill du vara med? Mejla redaktionen.</p><ul class="pendlardagbok">
{items}
</ul></div>
<div class="modul"><h4>Mest läst</h4><ol>{nav([("/ljungsvik/2014/09/tidtabell", "Nya tidtabellen: tåget går var 30:e minut"), ("/sport/2014/09/lif-cupen", "LIF vidare i cupen"), ("/familj/2014/09/hagaskolan", "Ny rektor på Hagaskolan")])}</ol></div>
<div class="modul"><h4>Vädret</h4><p>Ljungsvik: 17&deg;, växlande molnighet</p></div>
<div class="modul annons"><img src="/bild/annons/bilhandel.svg" width="250" height="250" alt="Annons"></div>
</div>
<div id="fot">{nav([("/om-oss", "Om oss"), ("/kontakt", "Kontakta oss"), ("/annonsera", "Annonsera"), ("/kundtjanst", "Kundtjänst")], " | ")}<br>&copy; 2014 Ljungsviks-Posten. Ansvarig utgivare: Henrik Dalgren.</div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#e4e9ee;font:13px/1.5 Arial,sans-serif;color:#222}#sida{width:960px;margin:0 auto;background:#fff;overflow:hidden}#huvud{padding:12px;overflow:hidden}#huvud a img{float:left}.huvud-hoger{float:right;font-size:11px}
#meny{list-style:none;margin:0;padding:0 12px;background:#00457c;overflow:hidden}#meny li{float:left}#meny a{display:block;color:#fff;padding:7px 10px;font-weight:bold;text-decoration:none}#senaste{background:#fff5cc;font-size:11px;padding:4px 12px}
#mitten{float:left;width:600px;padding:12px}#spalt{float:right;width:310px;padding:12px 12px 12px 0}h1{font:bold 26px Georgia,serif;margin:4px 0}.ingress{font-weight:bold}.byline,.liten,.regler{font-size:11px;color:#888}.dela{font-size:11px;background:#eef2f6;padding:4px}.fakta{background:#eef2f6;padding:6px;font-size:12px}
.las-mer h3,.kommentarer h3,.modul h4{color:#00457c;border-bottom:2px solid #00457c;margin:12px 0 6px}.tomt{color:#888;font-style:italic}.modul{margin-bottom:14px}.pendlardagbok{list-style:none;padding:0}.pd{border-bottom:1px dotted #bbb;padding:4px 0}.pd p{margin:2px 0}.pd-namn{font-weight:bold}.pd-stracka{font-size:11px;color:#00457c}.pd-datum{font-size:11px;color:#999}
#fot{clear:both;background:#00457c;color:#cfdeed;font-size:11px;padding:10px 12px}#fot a{color:#fff}
</style>"""
    return make(
        "ft-sv-lokal-pendel",
        "lookalike",
        doc(
            "html5",
            title="Nya tidtabellen: tåget till Ljungsvik går var trettionde minut | Ljungsviks-Posten",
            lang="sv",
            head=css,
        )
        + body,
        [],
        path="/ljungsvik/2014/09/tidtabell",
        container="-",
        heading=None,
        lookalikes=("ul.pendlardagbok",),
        description="A page without any reader comment: a Swedish local paper of 2014 (invented), the commuter train runs twice as often; its block 'Kommentarer (0)' says 'Inga kommentarer ännu – bli först att tycka till!' above a form; in the side column ul.pendlardagbok 'Pendlardagboken': five commuters' weekly notes, each NAME, the stretch they ride, '9 sep 2014' and a sentence (a column the paper runs, not comments; the article points to it); a ticker with times, share counts, a fact box, related articles with dates, most read, weather, an ad and a footer.",
        language="sv",
        files={
            "/bild/ljungsviks-posten.svg": svg(360, 66, "#00457c", "Ljungsviks-Posten", 26),
            "/bild/2014/09/pendeltag.svg": svg(560, 300, "#7a8c99", "Pendeltåget", 30),
            "/bild/annons/bilhandel.svg": svg(250, 250, "#a33", "Ljungsviks Bil", 20),
        },
    )


# --------------------------------------------------------------------------- pt: a seaside blog, 2015, surfers' sea reports


def pt_passadico() -> Case:
    relatos = (
        (
            "Tiago Marinho",
            "7 de março de 2015",
            "Ondas de metro e meio no pico norte, vento terral até às dez. Depois ficou mexido.",
        ),
        (
            "Inês Cordeiro",
            "6 de março de 2015",
            "Maré vazia e água a catorze graus. Muitos miúdos da escola de surf, todos de fato completo.",
        ),
        (
            "Rui \u201cPeixe\u201d Aldeia",
            "4 de março de 2015",
            "Corrente forte junto às rochas do sul. Quem não conhece, que fique na zona da bandeira.",
        ),
        (
            "Inês Cordeiro",
            "1 de março de 2015",
            "Mar flat, aproveitei para remar até ao farolim. Golfinhos ao largo, três ou quatro.",
        ),
    )
    lista = "\n".join(
        f'<li><img src="/imagens/prancha.svg" width="24" height="24" alt=""> <b>{esc(n)}</b> <span class="rm-data">{esc(d)}</span><br><span class="rm-txt">{esc(t)}</span></li>'
        for n, d, t in relatos
    )
    body = f"""<body class="post">
<div id="outer-wrapper">
<div id="header-wrapper"><h1 class="title"><a href="/">Maré Cheia</a></h1><p class="description">Crónicas de uma praia pequena, escritas por quem lá mora</p></div>
<div id="menu-bar">{nav([("/", "Início"), ("/search/label/praia", "Praia"), ("/search/label/vila", "Vila"), ("/search/label/mar", "Mar"), ("/p/sobre.html", "Sobre")], " · ")}</div>
<div id="main-wrapper">
<h2 class="date-header">sábado, 7 de março de 2015</h2>
<div class="post hentry">
<h3 class="post-title">O passadiço novo do Cabeço Alvo</h3>
<div class="post-body">
<p>Já está pronto o passadiço de madeira que liga o parque de estacionamento à praia do Cabeço Alvo. São 420 metros por cima das dunas, com dois miradouros e uma rampa para cadeiras de rodas e carrinhos de bebé.</p>
<p><img src="/imagens/2015/03/passadico.svg" width="500" height="300" alt="O passadiço"></p>
<p>Durante anos, quem vinha à praia pisava as dunas por onde calhava, e os carreiros foram-se alargando até o vento começar a levar a areia para a estrada. A junta de freguesia vedou as dunas com cordas e estacas, e agora só se passa pela madeira.</p>
<p>Fui lá ontem ao fim da tarde. Já há gente a fotografar o pôr do sol do segundo miradouro, e o pescador de sempre continua no mesmo sítio, agora com uma escada para descer.</p>
<p>Na coluna ao lado ficam, como sempre, os relatos do mar que os surfistas da praia me mandam.</p>
</div>
<div class="post-footer">Publicada por <b>Leonor</b> às 18:40 &middot; Etiquetas: <a href="/search/label/praia">praia</a>, <a href="/search/label/dunas">dunas</a> &middot; <a href="#comments">0 comentários</a></div>
</div>
<div id="comments" class="comments"><h4>0 comentários:</h4><p class="no-comments">Ainda não há comentários. Seja o primeiro a comentar!</p>
<form action="/comment-post/8817" method="post"><p>Comentar como: <select name="identity"><option>Nome/URL</option><option>Anónimo</option></select></p><p><textarea name="commentBody" rows="4" cols="55"></textarea></p><p><input type="submit" value="Publicar"> <input type="button" value="Pré-visualizar"></p></form>
<p class="feed">Subscrever: <a href="/feeds/8817/comments/default">Enviar comentários (Atom)</a></p></div>
<div class="blog-pager"><a href="/2015/03/festa-pescadores.html">Mensagem mais recente</a> &middot; <a href="/">Página inicial</a> &middot; <a href="/2015/02/temporal.html">Mensagem antiga</a></div>
</div>
<div id="sidebar-wrapper">
<div class="widget perfil"><h2>Quem escreve</h2><img src="/imagens/leonor.svg" width="80" height="80" alt="Leonor"><p>Leonor, professora primária e nadadora de inverno.</p></div>
<div class="widget mar"><h2>Relatos do mar</h2><p class="nota">Os surfistas da praia contam como estava o mar.</p><ul class="relatos-mar">
{lista}
</ul></div>
<div class="widget"><h2>Mensagens populares</h2><ul>{nav([("/2015/02/temporal.html", "O temporal de fevereiro"), ("/2014/08/festa-senhora-mar.html", "A festa da Senhora do Mar"), ("/2014/06/sardinhas.html", "Onde comer sardinhas na vila")])}</ul></div>
<div class="widget"><h2>Arquivo do blogue</h2><ul>{nav([("/2015/03", "março (2)"), ("/2015/02", "fevereiro (4)"), ("/2015/01", "janeiro (3)"), ("/2014", "2014 (41)")])}</ul></div>
</div>
<div id="footer-wrapper">Maré Cheia &copy; 2015 &middot; Tema Simples &middot; Com tecnologia do Blogger.</div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#cfe3ea;font:14px/1.6 Georgia,serif;color:#2b3a40}#outer-wrapper{width:900px;margin:20px auto;background:#fff;overflow:hidden}#header-wrapper{padding:20px 24px;background:#2a7b8f}.title a{color:#fff;text-decoration:none}.description{color:#d6eef3;margin:0;font-style:italic}
#menu-bar{background:#1f5e6d;padding:6px 24px}#menu-bar a{color:#fff}#main-wrapper{float:left;width:560px;padding:16px 24px}#sidebar-wrapper{float:right;width:250px;padding:16px 16px 16px 0;font-size:13px}.date-header{font-size:12px;color:#888;text-transform:uppercase}.post-title{font-size:22px;color:#1f5e6d}.post-footer,.feed,.nota{font-size:12px;color:#888}
.comments h4,.widget h2{font-size:14px;color:#1f5e6d;border-bottom:1px solid #b7d5dd}.no-comments{font-style:italic;color:#777}.blog-pager{text-align:center;font-size:12px;margin:14px 0}.widget{margin-bottom:16px}.relatos-mar{list-style:none;padding:0}.relatos-mar li{border-bottom:1px dotted #b7d5dd;padding:4px 0}.relatos-mar img{vertical-align:middle}.rm-data{font-size:11px;color:#999}
#footer-wrapper{clear:both;background:#1f5e6d;color:#d6eef3;font-size:11px;padding:10px 24px;text-align:center}
</style>"""
    return make(
        "ft-pt-blog-passadico",
        "lookalike",
        doc("html5", title="Maré Cheia: O passadiço novo do Cabeço Alvo", lang="pt-PT", head=css) + body,
        [],
        path="/2015/03/passadico-cabeco-alvo.html",
        container="-",
        heading=None,
        lookalikes=("ul.relatos-mar",),
        description="A page without any reader comment: a Portuguese seaside blog of 2015 (invented, a Blogger-like theme), a new boardwalk over the dunes; its block div#comments says '0 comentários:' and 'Ainda não há comentários. Seja o primeiro a comentar!' above a form and a comments feed link; in the sidebar ul.relatos-mar 'Relatos do mar': four surfers' sea reports, each an icon, b NAME, '7 de março de 2015' and a sentence (reports the surfers send the blogger, not comments; the post points to them); the blogger's box, popular posts, archives with counts, a pager and a footer.",
        language="pt",
        files={
            "/imagens/prancha.svg": svg(24, 24, "#2a7b8f"),
            "/imagens/leonor.svg": svg(80, 80, "#e3a857", "L", 32),
            "/imagens/2015/03/passadico.svg": svg(500, 300, "#c2a878", "Passadiço", 30),
        },
    )


# --------------------------------------------------------------------------- en-ie: a county paper, 2012, mixed: tennis ladder notes


def ie_floodlights() -> Case:
    cs = talk("""
Siobhán K. || 21/06/2012 - 20:14 || Delighted for the club. The juniors have been finishing their lessons in the dark every October, and it is not safe on the back court.
Pat from the Mill Road || 21/06/2012 - 21:02 || As long as they are switched off by ten. The houses on the Mill Road side will have those lights shining in the bedroom windows.
Declan Furlong || 22/06/2012 - 08:37 || Pat, the planning conditions say off at 22:00 sharp, and the new LED heads point down, not out. Have a look at the drawings in the council office.
Aoife M. || 22/06/2012 - 12:50 || Will there be pay-and-play hours for non-members in the evenings? Some of us cannot afford the full membership but would love a game after work.
Noel Brophy || 22/06/2012 - 17:25 || €68,000 raised by cake sales, a table quiz and a sponsored walk. Fair play to every volunteer involved.
""")
    ladder = (
        (
            "Gráinne Tuohy",
            "beat Carmel Nash 6-3 6-4",
            "20 June 2012",
            "Windy as anything, but my serve held up. Up to third on the ladder.",
        ),
        (
            "Fintan Lacey",
            "lost to Colm Hennessy 4-6 6-7",
            "19 June 2012",
            "Two set points in the tie-break and I put a forehand into the net. Rematch on Sunday.",
        ),
        (
            "Carmel Nash",
            "beat Una Kinsella 7-5 6-2",
            "17 June 2012",
            "Long rallies in the first set, then Una's knee started at her. Wishing her well.",
        ),
        (
            "Colm Hennessy",
            "beat Mick Dempsey 6-1 6-2",
            "16 June 2012",
            "Mick had played a club match that morning, so no bragging from me.",
        ),
    )
    items = "\n".join(
        f'<div class="hys-item" id="hys{41207 + i}"><p class="hys-meta"><span class="hys-name">{esc(c.who)}</span> wrote on <span class="hys-date">{esc(c.at)}</span></p>'
        f'<div class="hys-text">{paras(c.raw)}</div><p class="hys-foot"><a href="/report/{41207 + i}">Report this comment</a></p></div>'
        for i, c in enumerate(cs)
    )
    notes = "\n".join(
        f'<li class="ln"><b>{esc(n)}</b> <span class="ln-result">{esc(r)}</span><br><span class="ln-date">{esc(d)}</span> {esc(t)}</li>'
        for n, r, d, t in ladder
    )
    body = f"""<body>
<div id="shell">
<div id="head"><a href="/"><img src="/images/carrigmoyle-champion.svg" width="400" height="70" alt="The Carrigmoyle Champion"></a>
<div id="head-r">Thursday, June 21, 2012 &middot; <a href="/epaper">ePaper</a> &middot; <a href="/notices">Death notices</a></div></div>
<ul id="menu">{nav([("/", "Home"), ("/news", "News"), ("/sport", "Sport"), ("/gaa", "GAA"), ("/community", "Community"), ("/farming", "Farming"), ("/property", "Property")])}</ul>
<div id="main">
<p class="path"><a href="/">Home</a> / <a href="/community">Community</a></p>
<h1>Floodlights for Carrigmoyle tennis club get the green light</h1>
<p class="intro">Planners have approved four courts of LED floodlighting, to be switched off at 10pm, after a two-year fundraising drive by members.</p>
<p class="by">By Eimear Concannon &middot; 21/06/2012</p>
<div class="sharebar">Share: <a href="#">Facebook</a> (44) <a href="#">Twitter</a> (3) <a href="#">Email</a> &middot; <a href="#hys">Have your say (5)</a></div>
<p><img src="/images/2012/06/tennis-club.svg" width="560" height="300" alt="Carrigmoyle tennis club"></p>
<p>Carrigmoyle Lawn Tennis Club has been granted planning permission for floodlights on all four of its courts, ending a wait that began when the first application was refused in 2010.</p>
<p>The club raised €68,000 through cake sales, a table quiz, a sponsored walk and a grant from the county sports partnership. Work is due to start in August, so that the lights are in place for the winter league.</p>
<p>The permission comes with conditions: the lights must be off by 10pm, and the LED heads must be angled down to keep light away from the houses on the Mill Road. Club chairman Brendan Rafter said the club would "stick to the letter of it."</p>
<div class="more-stories"><h3>More community news</h3><ul>
<li><a href="/community/2012/06/tidy-towns">Tidy Towns judges call to Carrigmoyle</a> 18/06/2012</li>
<li><a href="/community/2012/05/table-quiz">Tennis club table quiz raises €4,200</a> 29/05/2012</li>
</ul></div>
<div id="hys" class="hys"><h3>Have your say (5)</h3>
{items}
<form class="hys-form" action="/hys/post/20816" method="post"><p><b>Add your comment</b></p><p><input type="text" name="name" placeholder="Your name"> <input type="text" name="town" placeholder="Your town"></p><p><textarea name="comment" rows="4" cols="60"></textarea></p><p><input type="submit" value="Post comment"></p></form>
</div>
</div>
<div id="side">
<div class="panel ladder"><h3>Ladder notes</h3><p class="small">Carrigmoyle LTC summer ladder: the players' own word on this week's matches.</p><ul class="ladder-notes">
{notes}
</ul></div>
<div class="panel"><h3>Most read</h3><ol>{nav([("/gaa/2012/06/county-final", "County final fixed for Carrigmoyle"), ("/community/2012/06/floodlights", "Floodlights get the green light"), ("/news/2012/06/bypass", "Bypass works to begin in September")])}</ol></div>
<div class="panel"><h3>Weather</h3><p>Carrigmoyle: 16&deg;C, light showers</p></div>
<div class="panel ad"><img src="/images/ads/hardware.svg" width="250" height="250" alt="Advertisement"></div>
</div>
<div id="foot">{nav([("/about", "About us"), ("/contact", "Contact"), ("/advertise", "Advertise"), ("/terms", "Terms of use")], " | ")}<br>&copy; 2012 The Carrigmoyle Champion. All rights reserved.</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#dbe5d8;font:13px/1.5 Arial,sans-serif;color:#222}#shell{width:960px;margin:0 auto;background:#fff;overflow:hidden}#head{padding:10px;overflow:hidden}#head a img{float:left}#head-r{float:right;font-size:11px}
#menu{list-style:none;margin:0;padding:0 10px;background:#1b6b35;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;padding:7px 10px;font-weight:bold;text-decoration:none}#main{float:left;width:600px;padding:10px 14px}#side{float:right;width:310px;padding:10px 10px 10px 0}
.path,.by,.small{font-size:11px;color:#888}h1{font:bold 25px Georgia,serif;margin:4px 0}.intro{font-weight:bold}.sharebar{background:#eef4ec;font-size:11px;padding:4px}.more-stories h3,.hys h3,.panel h3{color:#1b6b35;border-bottom:2px solid #1b6b35;margin:12px 0 6px;font-size:14px}
.hys-item{border-bottom:1px solid #e1e8df;padding:6px 0}.hys-meta{margin:0;font-size:11px;color:#888}.hys-name{font-weight:bold;color:#1b6b35;font-size:12px}.hys-text p{margin:3px 0}.hys-foot{margin:0;font-size:10px;text-align:right}.hys-form{background:#eef4ec;padding:6px}
.panel{margin-bottom:14px}.ladder-notes{list-style:none;padding:0}.ln{border-bottom:1px dotted #bbb;padding:4px 0;font-size:12px}.ln-result{color:#1b6b35;font-size:11px}.ln-date{color:#999;font-size:11px}#foot{clear:both;background:#1b6b35;color:#d7e8d9;font-size:11px;padding:10px}#foot a{color:#fff}
</style>"""
    return make(
        "ft-ie-mixed-floodlights",
        "mixed",
        doc(
            "html4t",
            title="Floodlights for Carrigmoyle tennis club get the green light - The Carrigmoyle Champion",
            lang="en-IE",
            head=css,
        )
        + body,
        cs,
        path="/community/2012/06/floodlights",
        container="div#hys.hys after h3 'Have your say (5)' in the main column: five div.hys-item (p.hys-meta span.hys-name NAME 'wrote on' span.hys-date '21/06/2012 - 20:14', div.hys-text p TEXT, 'Report this comment'); a form below; beside it in the side column div.ladder 'Ladder notes': ul.ladder-notes of four li.ln (b NAME, span.ln-result 'beat Carmel Nash 6-3 6-4', br, span.ln-date '20 June 2012', a sentence)",
        heading="Have your say (5)",
        lookalikes=("ul.ladder-notes",),
        description="A mixed page: an Irish county paper of 2012 (invented), a tennis club's floodlights are approved; 5 readers' comments over two days under 'Have your say (5)', '21/06/2012 - 20:14', flat (the third answers the second by name in its text), a form below; in the side column the club's 'Ladder notes': four players' dated notes on their ladder matches, each with the result and a sentence; share counts, related stories with dates, most read, weather, an ad and a footer.",
        language="en",
        files={
            "/images/carrigmoyle-champion.svg": svg(400, 70, "#1b6b35", "The Carrigmoyle Champion", 26),
            "/images/2012/06/tennis-club.svg": svg(560, 300, "#6f9a5a", "Tennis club", 30),
            "/images/ads/hardware.svg": svg(250, 250, "#8a5a1b", "Rafter's Hardware", 20),
        },
    )


# --------------------------------------------------------------------------- pt-br: a neighbourhood paper, 2016, mixed: rehearsal diary


def br_enredo() -> Case:
    cs = talk("""
Dona Cida do Largo || 14/08/2016 às 21h05 || Desfilo na ala das baianas desde 1988 e nunca vi um enredo tão bonito. Homenagear as lavadeiras do córrego é homenagear as nossas avós.
Marquinhos Batuque || 14/08/2016 às 22h30 || O samba-enredo ainda não foi escolhido, né? Tem parceria boa concorrendo, a final vai ser disputada.
Juliana R. Prado || 15/08/2016 às 09h47 || Marquinhos, a final é dia 24 de setembro na quadra, saiu no site da escola hoje de manhã.
Seu Valdir || 15/08/2016 às 14:12 || Que a diretoria cuide da quadra também. O telhado pinga em cima da bateria toda vez que chove, e ensaio é toda semana.
""")
    diario = (
        (
            "Mestre Jorginho",
            "mestre de bateria",
            "13/08/2016",
            "Primeiro ensaio técnico com os 180 ritmistas. Caixas afinadas, surdos de terceira ainda atrasando na volta.",
        ),
        (
            "Rosana Leme",
            "diretora de harmonia",
            "11/08/2016",
            "Ensaio de canto com as alas até meia-noite. Os componentes novos já sabem o refrão de cor.",
        ),
        (
            "Tião Furtado",
            "carnavalesco",
            "09/08/2016",
            "Protótipo da fantasia das lavadeiras aprovado. Saia de chita, trouxa de roupa na cabeça, tudo leve para o calor.",
        ),
        (
            "Mestre Jorginho",
            "mestre de bateria",
            "06/08/2016",
            "Ensaio de rua na avenida do bairro. Obrigado aos vizinhos pela paciência e pelo café.",
        ),
    )
    items = "\n".join(
        f'<li class="coment-item" id="cmt-{3370 + i}"><div class="ci-topo"><img src="/img/perfil.svg" width="34" height="34" alt=""> <strong class="ci-autor">{esc(c.who)}</strong> '
        f'<em class="ci-data">{esc(c.at)}</em></div><div class="ci-texto">{paras(c.raw)}</div><div class="ci-acoes"><a href="#cmt-{3370 + i}">Responder</a> &middot; <a href="/denunciar/{3370 + i}">Denunciar</a></div></li>'
        for i, c in enumerate(cs)
    )
    ensaio = "\n".join(
        f'<li><span class="de-nome">{esc(n)}</span> <span class="de-funcao">{esc(f)}</span><br><span class="de-dia">{esc(d)}</span> &mdash; {esc(t)}</li>'
        for n, f, d, t in diario
    )
    body = f"""<body class="materia">
<div class="pagina">
<header class="topo"><a href="/"><img src="/img/gazeta-morro-alto.svg" width="360" height="66" alt="Gazeta do Morro Alto"></a><div class="topo-dir">Domingo, 14 de agosto de 2016 &middot; <a href="/assine">Assine</a> &middot; <a href="/entrar">Entrar</a></div></header>
<nav class="editorias"><ul>{nav([("/", "Capa"), ("/bairro", "Bairro"), ("/cidade", "Cidade"), ("/carnaval", "Carnaval"), ("/esporte", "Esporte"), ("/servicos", "Serviços")])}</ul></nav>
<div class="linha"><b>Agora:</b> 20h10 Falta de água no Jardim das Palmeiras até terça &middot; 18h45 Feira de domingo muda de rua &middot; 17h30 Várzea: Estrela do Morro vence o clássico</div>
<div class="colunas">
<main class="principal">
<p class="editoria"><a href="/carnaval">Carnaval</a></p>
<h1>Unidos do Morro Alto apresenta o enredo de 2017: as lavadeiras do córrego</h1>
<p class="linha-fina">A escola do bairro vai contar a história das mulheres que lavavam roupa no córrego do Sabão antes da canalização</p>
<p class="credito">Por <b>Edson Ribamar</b> &middot; 14/08/2016 20h00 &middot; <a href="#comentarios">4 comentários</a></p>
<div class="compartilhe">Compartilhe: <a href="#">Facebook</a> 212 &middot; <a href="#">WhatsApp</a> &middot; <a href="#">Twitter</a> 9</div>
<figure><img src="/img/2016/08/quadra.svg" width="580" height="300" alt="A quadra da escola"><figcaption>A apresentação do enredo na quadra, sábado à noite.</figcaption></figure>
<p>A Unidos do Morro Alto apresentou no sábado, na sua quadra, o enredo do carnaval de 2017: "Água, sabão e samba: as lavadeiras do córrego". A escola vai homenagear as mulheres que, até os anos 1970, lavavam roupa para fora nas margens do córrego do Sabão.</p>
<p>O carnavalesco Tião Furtado contou que ouviu mais de trinta moradoras antigas do bairro para escrever a sinopse. A disputa de samba-enredo tem nove parcerias inscritas, e a final será no dia 24 de setembro.</p>
<p>A escola desfila no segundo dia do grupo de acesso. Os ensaios de quadra acontecem às quintas e sábados, abertos ao público.</p>
<div class="leia"><h3>Leia também</h3><ul>
<li><a href="/carnaval/2016/03/apuracao">Morro Alto fica em quarto lugar no grupo de acesso</a> 02/03/2016</li>
<li><a href="/bairro/2015/11/corrego-sabao">O córrego do Sabão, 40 anos depois</a> 20/11/2015</li>
</ul></div>
<section id="comentarios" class="comentarios"><h3>4 comentários</h3><ul class="lista-coment">
{items}
</ul><form action="/comentar/9932" method="post"><h4>Deixe seu comentário</h4><p><input type="text" name="nome" placeholder="Nome"> <input type="text" name="email" placeholder="E-mail"></p><p><textarea name="texto" rows="4" cols="60"></textarea></p><p><input type="submit" value="Enviar"></p></form></section>
</main>
<aside class="lateral">
<section class="caixa ensaio"><h3>Diário do ensaio</h3><p class="pequeno">A diretoria da Unidos do Morro Alto conta como foi cada ensaio.</p><ul class="diario-ensaio">
{ensaio}
</ul></section>
<section class="caixa"><h3>Mais lidas</h3><ol>{nav([("/bairro/2016/08/agua", "Falta de água no Jardim das Palmeiras"), ("/carnaval/2016/08/enredo", "Unidos do Morro Alto apresenta o enredo"), ("/esporte/2016/08/varzea", "Estrela do Morro vence o clássico")])}</ol></section>
<section class="caixa"><h3>Agenda</h3><p>18/08 Ensaio de quadra, 21h<br>20/08 Feijoada da velha guarda, 13h</p></section>
<section class="caixa pub"><img src="/img/pub/material-construcao.svg" width="250" height="250" alt="Publicidade"></section>
</aside>
</div>
<footer class="rodape">{nav([("/expediente", "Expediente"), ("/anuncie", "Anuncie"), ("/fale-conosco", "Fale conosco")], " | ")}<br>&copy; 2016 Gazeta do Morro Alto. Todos os direitos reservados.</footer>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#f1e9d8;font:14px/1.5 Arial,sans-serif;color:#222}.pagina{max-width:980px;margin:0 auto;background:#fff}.topo{padding:12px;overflow:hidden}.topo a img{float:left}.topo-dir{float:right;font-size:12px}
.editorias ul{list-style:none;margin:0;padding:0 12px;background:#0a6e3a;overflow:hidden}.editorias li{float:left}.editorias a{display:block;color:#fff;padding:8px 11px;font-weight:bold;text-decoration:none}.linha{background:#fff4c2;font-size:12px;padding:5px 12px}
.colunas{display:flex}.principal{flex:1;padding:12px 16px}.lateral{width:300px;padding:12px 12px 12px 0;font-size:13px}.editoria a{color:#0a6e3a;font-weight:bold;font-size:12px}h1{font:bold 28px Georgia,serif;margin:4px 0}.linha-fina{color:#555;font-size:16px}.credito,.pequeno,figcaption{font-size:12px;color:#888}.compartilhe{background:#f3f3f3;font-size:12px;padding:4px}
.leia h3,.comentarios h3,.caixa h3{color:#0a6e3a;border-bottom:2px solid #f2b705;margin:14px 0 6px;font-size:16px}.lista-coment{list-style:none;padding:0}.coment-item{border-bottom:1px solid #eee;padding:8px 0}.ci-topo img{vertical-align:middle;border-radius:17px}.ci-data{font-size:12px;color:#999;margin-left:6px}.ci-texto p{margin:4px 0}.ci-acoes{font-size:11px}
.caixa{margin-bottom:16px}.diario-ensaio{list-style:none;padding:0}.diario-ensaio li{border-bottom:1px dotted #ccc;padding:5px 0}.de-nome{font-weight:bold}.de-funcao{font-size:11px;color:#0a6e3a}.de-dia{font-size:11px;color:#999}
.rodape{background:#0a6e3a;color:#d4efe0;font-size:12px;padding:12px}.rodape a{color:#fff}
</style>"""
    return make(
        "ft-br-mixed-enredo",
        "mixed",
        doc(
            "html5",
            title="Unidos do Morro Alto apresenta o enredo de 2017 - Gazeta do Morro Alto",
            lang="pt-BR",
            head=css,
        )
        + body,
        cs,
        path="/carnaval/2016/08/enredo",
        container="section#comentarios.comentarios after h3 '4 comentários' in the main column: ul.lista-coment of four li.coment-item (div.ci-topo img strong.ci-autor NAME em.ci-data '14/08/2016 às 21h05', div.ci-texto p TEXT, div.ci-acoes 'Responder · Denunciar'); a form below; beside it in the side column section.ensaio 'Diário do ensaio': ul.diario-ensaio of four li (span.de-nome NAME, span.de-funcao ROLE, br, span.de-dia '13/08/2016', a sentence)",
        heading="4 comentários",
        lookalikes=("ul.diario-ensaio",),
        description="A mixed page: a Brazilian neighbourhood paper of 2016 (invented), the local samba school presents its theme for 2017; 4 readers' comments over two days under '4 comentários', '14/08/2016 às 21h05', flat (the third answers the second by name in its text), a form below; in the side column the school's 'Diário do ensaio': four directors' dated notes on each rehearsal, name, role and a sentence; a ticker with times, share counts, a photo caption, related stories with dates, most read, events, an ad and a footer.",
        language="pt",
        files={
            "/img/perfil.svg": svg(34, 34, "#c8c8c8"),
            "/img/gazeta-morro-alto.svg": svg(360, 66, "#0a6e3a", "Gazeta do Morro Alto", 26),
            "/img/2016/08/quadra.svg": svg(580, 300, "#b5532c", "Quadra da escola", 28),
            "/img/pub/material-construcao.svg": svg(250, 250, "#f2b705", "Casa do Construtor", 20),
        },
    )
