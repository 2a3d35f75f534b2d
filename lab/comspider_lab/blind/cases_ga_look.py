"""Blind set ga: five pages of small sites without any reader reaction, with named short texts that are not
readers' reactions on the article. A Slovak primary school's pupils' quotes about a trip (2018, "b NAME (4.B): TEXT"),
a Croatian recipe site's tips from its test kitchen, each signed by a cook (2013, a newsletter form), a Romanian
chess club's members' voices for its anniversary (2010, XHTML, quotes signed after the text), a Brazilian bookshop's
staff picks (2020, HTML5, an order form) and a Welsh town council's list of who spoke for which motion (2006, a
definition list, no form). The people mention each other as pupils, cooks, members or staff would, but nobody
answers a reader. Every site, name, place and text invented for this set; each text written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ga_common import Case, doc, esc, make, nav, svg

# --------------------------------------------------------------------------- sk: a primary school's pupils' quotes, 2018


def sk_skola_vylet() -> Case:
    quotes = (
        (
            "Zuzka",
            "Najviac sa mi páčilo, keď sme v jaskyni zhasli baterky a bola úplná tma. Počula som len, ako kvapká voda.",
        ),
        (
            "Matej",
            "Ja som sa tešil na lanovku, ale bola zatvorená pre vietor. Aj tak sme vyšli hore peši a pani učiteľka vravela, že sme zvládli šesť kilometrov.",
        ),
        (
            "Ema",
            "Na chate sme hrali spoločenské hry do desiatej večer. Najlepšie bolo, keď Matej prehral v Človeče a chcel hrať odznova.",
        ),
        (
            "Samko",
            "Pán kuchár nám dal na raňajky palacinky s čučoriedkami. Ja som zjedol štyri, Ema iba dve.",
        ),
        (
            "Laura",
            "Ja som si z výletu priniesla kamienok s lesklými bodkami. Pani učiteľka Kováčová hovorí, že je to sľuda.",
        ),
    )
    lines = "\n".join(f"<p><b>{esc(n)}</b> (4.B): {esc(t)}</p>" for n, t in quotes)
    body = f"""<body>
<div id="obal">
<div id="hlavicka"><img src="/obrazky/skola.svg" width="900" height="100" alt="Základná škola Lipová, Dolné Rakovce"></div>
<div id="menu"><ul>{nav([("/index.html", "Úvod"), ("/o-skole.html", "O škole"), ("/aktuality.html", "Aktuality"), ("/jedalen.html", "Jedáleň"), ("/druzina.html", "Školský klub"), ("/kontakt.html", "Kontakt")])}</ul></div>
<div id="obsah">
<h2>Štvrtáci na škole v prírode pod Sokolím vrchom</h2>
<p class="pridane">Pridané: 28. mája 2018 &middot; Mgr. Jana Kováčová, triedna učiteľka 4.B</p>
<p>Od pondelka do piatku bolo 21 žiakov zo 4.B na škole v prírode v chate Jedľovina pod Sokolím vrchom. Každé doobeda sme sa učili vonku, poobede sme chodili na túry a večer sme si písali denník.</p>
<p>Navštívili sme Medvediu jaskyňu, vyšli sme na vyhliadku a na poslednú noc sme pripravili táborák s opekaním. Deti si samy napísali, čo sa im páčilo najviac:</p>
<div class="ziaci">
{lines}
</div>
<p>Ďakujeme rodičom za pomoc s batožinou a pánovi šoférovi Hudecovi za bezpečnú cestu.</p>
<p><img src="/obrazky/taborak.svg" width="400" height="220" alt="Táborák pri chate"></p>
</div>
<div id="bok">
<h4>Oznamy</h4>
<p>Zápis do 1. ročníka<br>Zber papiera v stredu<br>Rodičovské združenie</p>
<h4>Jedálny lístok</h4>
<p><a href="/jedalen.html">na tento týždeň</a></p>
</div>
<div id="pata">ZŠ Lipová &middot; Školská 12 &middot; Dolné Rakovce &middot; <a href="mailto:skola@zslipova.example">skola@zslipova.example</a></div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;background:#e6f0d8;font-family:Verdana,Tahoma,sans-serif;font-size:13px}
#obal {width:900px;margin:0 auto;background:#fff}
#menu ul {margin:0;padding:6px;background:#f29c1f;list-style:none}
#menu li {display:inline;margin:0 10px}
#menu a {color:#fff;font-weight:bold;text-decoration:none}
#obsah {float:left;width:640px;padding:10px 20px}
#bok {float:right;width:200px;padding:10px;background:#fdf3e1}
.pridane {color:#888;font-size:11px}
.ziaci {background:#fffbe9;border:1px dashed #f29c1f;padding:6px 14px}
#pata {clear:both;background:#5b8a2d;color:#fff;text-align:center;font-size:11px;padding:6px}
#pata a {color:#fff}
</style>"""
    return make(
        "ga-sk-school-vylet",
        "lookalike",
        doc("html4t", title="ZŠ Lipová - Štvrtáci na škole v prírode", lang="sk", head=head) + body,
        [],
        path="/aktuality/2018/skola-v-prirode-4b.html",
        container="-",
        heading=None,
        lookalikes=("div.ziaci",),
        description="A page without any reader reaction: a Slovak primary school's site of 2018 (invented), a float layout: class 4.B's school-in-nature week, written by the class teacher; five pupils' quotes in the article body, each 'b NAME (4.B): TEXT', no date on any; Ema and Laura mention Matej and the teacher, nobody answers anyone; a right column of notices, no form.",
        language="sk",
        files={
            "/obrazky/skola.svg": svg(900, 100, "#5b8a2d", "ZŠ Lipová", 34),
            "/obrazky/taborak.svg": svg(400, 220, "#c0561b", "táborák", 22),
        },
    )


# --------------------------------------------------------------------------- hr: a recipe site's test-kitchen tips, 2013


def hr_recept() -> Case:
    tips = (
        (
            "Vesna, voditeljica kuhinje",
            "Tijesto ostavite preko noći u hladnjaku. Ujutro se puno lakše razvlači i manje puca na rubovima.",
        ),
        (
            "Dario",
            "Ako nemate svježi sir od domaćice, ocijedite kupovni kroz gazu barem sat vremena, inače će štrukli biti vodenasti.",
        ),
        (
            "Marijana",
            "Vesnin trik s hladnjakom isprobala sam i s tijestom za savijaču, radi jednako dobro. Vrhnje na kraju dodajte tek kad su štrukli već u pećnici.",
        ),
        (
            "Tomislav",
            "Za zlatnu koricu pecite zadnjih deset minuta na gornjem grijaču, ali ne odmičite se od pećnice.",
        ),
    )
    items = "\n".join(
        f'<li>{esc(t)} <span class="potpis">&mdash; <i>{esc(n)}</i></span></li>' for n, t in tips
    )
    body = f"""<body>
<div class="omotac">
<div class="zaglavlje"><a href="/index.html"><img src="/slike/kuhaona.svg" width="940" height="110" alt="Kuhaona Zagorka"></a></div>
<ul class="izbornik">{nav([("/index.html", "Naslovnica"), ("/recepti/predjela.html", "Predjela"), ("/recepti/glavna-jela.html", "Glavna jela"), ("/recepti/kolaci.html", "Kolači"), ("/o-nama.html", "O nama")])}</ul>
<div class="glavni">
<h1>Zagorski štrukli iz pećnice</h1>
<p class="podaci">Objavljeno 17. 11. 2013. &middot; Priprema: 90 minuta &middot; 6 osoba</p>
<img src="/slike/strukli.svg" width="500" height="300" alt="Zagorski štrukli">
<h3>Sastojci</h3>
<ul class="sastojci"><li>500 g glatkog brašna</li><li>2 jaja</li><li>1 žlica ulja</li><li>600 g svježeg sira</li><li>300 ml kiselog vrhnja</li><li>sol</li></ul>
<h3>Priprema</h3>
<ol class="koraci">
<li>Od brašna, jednog jaja, ulja, soli i mlake vode zamijesite mekano tijesto i ostavite ga da odmori pola sata.</li>
<li>Tijesto razvucite na stolnjaku što tanje, premažite nadjevom od sira, jaja i vrhnja.</li>
<li>Zarolajte pomoću stolnjaka, režite rubom tanjura i slažite u namašćenu posudu.</li>
<li>Prelijte vrhnjem i pecite 40 minuta na 200 °C.</li>
</ol>
<div class="savjeti">
<h3>Savjeti iz naše probne kuhinje</h3>
<ul>
{items}
</ul>
</div>
</div>
<div class="desno">
<h4>Najčitaniji recepti</h4>
<ol>{nav([("/recepti/purica-s-mlincima.html", "Purica s mlincima"), ("/recepti/kremsnite.html", "Kremšnite"), ("/recepti/grah-varivo.html", "Grah varivo")])}</ol>
<div class="bilten">
<h4>Novi recepti u vašem sandučiću</h4>
<form action="/bilten.php" method="post">
<p><input type="text" name="email" size="22" value="vaša e-mail adresa"> <input type="submit" value="Prijava"></p>
</form>
</div>
</div>
<div class="podnozje">Kuhaona Zagorka &middot; recepti provjereni u našoj kuhinji &middot; <a href="mailto:urednistvo@kuhaona.example">urednistvo@kuhaona.example</a></div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;background:#f5efe6;font-family:Georgia,serif;font-size:14px;color:#3a2e25}
.omotac {width:940px;margin:0 auto;background:#fff}
.izbornik {margin:0;padding:8px;background:#a3312b;list-style:none}
.izbornik li {display:inline;margin-right:16px}
.izbornik a {color:#fff;text-decoration:none}
.glavni {float:left;width:620px;padding:12px 22px}
.desno {float:right;width:240px;padding:12px}
.podaci {color:#999;font-size:12px}
.savjeti {background:#fbf3dc;border-left:4px solid #e0a526;padding:6px 16px}
.savjeti li {margin-bottom:8px}
.potpis {color:#a3312b}
.bilten {background:#eee;padding:6px}
.podnozje {clear:both;background:#3a2e25;color:#eee;font-size:11px;text-align:center;padding:8px}
.podnozje a {color:#eee}
</style>"""
    return make(
        "ga-hr-recipe-strukli",
        "lookalike",
        doc("html4t", title="Zagorski štrukli iz pećnice - Kuhaona Zagorka", lang="hr", head=head) + body,
        [],
        path="/recepti/zagorski-strukli-iz-pecnice.html",
        container="-",
        heading=None,
        lookalikes=("div.savjeti",),
        description="A page without any reader reaction: a Croatian recipe site of 2013 (invented): baked Zagorje štrukli, ingredients and steps, then under h3 'Savjeti iz naše probne kuhinje' four tips in a list, each the text then '— i COOK'S NAME' (the head of the kitchen Vesna, Dario, Marijana who mentions Vesna's trick, Tomislav), no date on any; a newsletter form in the right column.",
        language="hr",
        files={
            "/slike/kuhaona.svg": svg(940, 110, "#a3312b", "Kuhaona Zagorka", 36),
            "/slike/strukli.svg": svg(500, 300, "#e0a526", "štrukli", 28),
        },
    )


# --------------------------------------------------------------------------- ro: a chess club's members' voices for its anniversary, 2010


def ro_club_sah() -> Case:
    voices = (
        (
            "Ion Popa, membru fondator",
            "Am început în 1985 într-o cameră a casei de cultură, cu patru table și un ceas care o lua înainte. Acum avem sală proprie și copii care ne bat pe toți.",
        ),
        (
            "Elena Mureșan",
            "Am venit la club la zece ani, adusă de tata. Domnul Popa m-a învățat deschiderea italiană și răbdarea, în ordinea asta.",
        ),
        (
            "Radu Ciobanu, antrenor",
            "Cel mai frumos moment pentru mine rămâne campionatul județean de juniori din 2008, când trei dintre copiii noștri au urcat pe podium.",
        ),
        (
            "Mihaela Dinu",
            "Marțea seara la club e singura seară din săptămână în care nu mă uit la ceas. Ne vedem la simultanul de sâmbătă.",
        ),
    )
    items = "\n".join(
        f'<div class="glas">\n<blockquote><p>{esc(t)}</p></blockquote>\n<p class="semnatura">&ndash; <strong>{esc(n)}</strong></p>\n</div>'
        for n, t in voices
    )
    body = f"""<body>
<div id="pagina">
<div id="antet"><img src="/imagini/antet.svg" width="860" height="100" alt="Clubul de Șah Turnul Alb Mediaș" /></div>
<div id="meniu">{nav([("/index.html", "Acasă"), ("/despre.html", "Despre club"), ("/program.html", "Program"), ("/turnee.html", "Turnee"), ("/juniori.html", "Juniori"), ("/contact.html", "Contact")], " &middot; ")}</div>
<div id="continut">
<h1>25 de ani de Turnul Alb</h1>
<p class="data">Octombrie 2010</p>
<p>În octombrie 1985, câțiva pasionați s-au strâns la casa de cultură și au fondat Clubul de Șah Turnul Alb. Douăzeci și cinci de ani mai târziu, clubul are 64 de membri, o secție de juniori și o sală proprie pe strada Morii.</p>
<p>Pentru aniversare, am rugat câțiva membri să ne spună ce înseamnă clubul pentru ei.</p>
<div id="glasuri">
{items}
</div>
<p>Sâmbătă, 23 octombrie, de la ora 10, vă așteptăm la simultanul aniversar cu maestrul FIDE Andrei Lazăr. Intrarea este liberă.</p>
</div>
<div id="dreapta">
<h3>Program</h3>
<p>Marți și joi, 17&ndash;21<br />Juniori: sâmbătă, 10&ndash;12</p>
<h3>Problema săptămânii</h3>
<p>Albul mută și câștigă. <a href="/problema.html">Vezi soluția</a></p>
</div>
<div id="subsol">Clubul de Șah Turnul Alb &middot; str. Morii 9 &middot; <a href="mailto:club@turnulalb.example">club@turnulalb.example</a></div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;background:#d9d9d9;font-family:Tahoma,Arial,sans-serif;font-size:12px}
#pagina {width:860px;margin:0 auto;background:#fff}
#meniu {background:#222;padding:6px 12px}
#meniu a {color:#fff;text-decoration:none}
#continut {float:left;width:580px;padding:12px 20px}
#dreapta {float:right;width:220px;padding:12px;background:#f3f3f3}
.data {color:#888}
.glas blockquote {margin:10px 0 0 0;padding:6px 14px;background:#f7f7f7;border-left:3px solid #222;font-style:italic}
.semnatura {text-align:right;margin-top:2px}
#subsol {clear:both;background:#222;color:#ccc;text-align:center;font-size:11px;padding:6px}
#subsol a {color:#ccc}
</style>"""
    return make(
        "ga-ro-chess-aniversare",
        "lookalike",
        doc("xhtml", title="25 de ani de Turnul Alb - Clubul de Șah Turnul Alb", lang="ro", head=head) + body,
        [],
        path="/noutati/2010/25-de-ani.html",
        container="-",
        heading=None,
        lookalikes=("div#glasuri",),
        description="A page without any reader reaction: a Romanian town chess club's site of 2010 (invented), XHTML: the club's 25th anniversary; four members' voices asked by the club, each a div with a blockquote then '– strong NAME' after it (the founder, Elena who mentions him, the coach, Mihaela), no date on any voice; a right column, no form.",
        language="ro",
        files={"/imagini/antet.svg": svg(860, 100, "#222222", "Turnul Alb", 36)},
    )


# --------------------------------------------------------------------------- pt-BR: a bookshop's staff picks, 2020


def ptbr_livraria() -> Case:
    picks = (
        (
            "O rio que desce do morro",
            "Carla Menezes",
            "Juliana",
            "Li numa sentada só, num domingo de chuva. A avó do livro parece a minha, até no jeito de esconder doce de leite no armário.",
        ),
        (
            "Manual do jardineiro preguiçoso",
            "Otávio Reis",
            "Seu Benedito",
            "Trabalho aqui há trinta anos e nunca vendi tanto um livro de plantas. Vale pelas dicas de vaso em apartamento pequeno.",
        ),
        (
            "A menina que contava estrelas",
            "Lúcia Prado",
            "Fernanda",
            "Para ler com as crianças antes de dormir. A Juliana diz que é triste, eu acho que é só bonito.",
        ),
    )
    items = "\n".join(
        f'<div class="indicacao">\n<h3>{esc(t)}</h3>\n<p class="autor-livro">{esc(a)}</p>\n<p>{esc(x)}</p>\n<p class="quem"><b>Dica de {esc(n)}</b></p>\n</div>'
        for t, a, n, x in picks
    )
    body = f"""<body>
<header class="topo">
<a href="/index.html"><img src="/img/logo-sebo.svg" width="200" height="70" alt="Sebo e Livraria Beira-Rio"></a>
<nav><ul>{nav([("/index.html", "Início"), ("/novidades.html", "Novidades"), ("/usados.html", "Usados"), ("/infantis.html", "Infantis"), ("/encomendas.html", "Encomendas"), ("/onde-estamos.html", "Onde estamos")])}</ul></nav>
</header>
<div class="miolo">
<main class="vitrine">
<h1>Indicações da equipe &ndash; setembro</h1>
<p class="data">Atualizado em 4 de setembro de 2020</p>
<p>Todo mês cada pessoa da nossa equipe escolhe um livro da loja para indicar. Os livros indicados ficam na mesa da entrada com 10% de desconto até o fim do mês.</p>
<div class="indicacoes">
{items}
</div>
<section class="pedido">
<h2>Reserve um livro</h2>
<form action="/reservar.php" method="post">
<p><label>Seu nome <input type="text" name="nome"></label></p>
<p><label>Telefone ou WhatsApp <input type="text" name="telefone"></label></p>
<p><label>Livro <select name="livro"><option>O rio que desce do morro</option><option>Manual do jardineiro preguiçoso</option><option>A menina que contava estrelas</option></select></label></p>
<p><button type="submit">Reservar</button></p>
</form>
</section>
</main>
<aside class="lado">
<h4>Horário</h4>
<p>Segunda a sábado, 9h às 19h</p>
<h4>Compramos livros usados</h4>
<p>Traga seus livros às terças e quintas.</p>
</aside>
</div>
<footer class="rodape">Sebo e Livraria Beira-Rio &middot; Rua do Porto, 212 &middot; <a href="mailto:contato@sebobeirario.example">contato@sebobeirario.example</a></footer>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;font-family:"Nunito",Arial,sans-serif;background:#fffaf2;color:#2d2a26}
.topo {display:flex;justify-content:space-between;align-items:center;padding:10px 28px;background:#2f5d50}
.topo ul {list-style:none;margin:0;padding:0}
.topo li {display:inline-block;margin-left:16px}
.topo a {color:#fff;text-decoration:none}
.miolo {display:flex;gap:24px;max-width:1080px;margin:0 auto;padding:16px}
.vitrine {flex:1}
.indicacoes {display:grid;grid-template-columns:repeat(3,1fr);gap:16px}
.indicacao {background:#fff;border:1px solid #e6dccb;border-radius:8px;padding:12px}
.autor-livro {color:#7a6a55;font-size:14px}
.quem {color:#2f5d50}
.pedido {background:#f1ead9;padding:12px 18px;margin-top:20px;border-radius:8px}
.lado {width:220px}
.rodape {text-align:center;font-size:13px;padding:14px;background:#2f5d50;color:#fff}
.rodape a {color:#fff}
</style>"""
    return make(
        "ga-ptbr-bookshop-indicacoes",
        "lookalike",
        doc("html5", title="Indicações da equipe - Sebo e Livraria Beira-Rio", lang="pt-BR", head=head)
        + body,
        [],
        path="/indicacoes/2020/setembro.html",
        container="-",
        heading=None,
        lookalikes=("div.indicacoes",),
        description="A page without any reader reaction: a Brazilian second-hand bookshop's site of 2020 (invented), HTML5: the staff's picks of the month, three cards each a book title (h3), its author, a short text and 'b Dica de NAME' after it (Juliana, Seu Benedito, Fernanda who mentions Juliana), no date on any; a book reservation form below.",
        language="pt-BR",
        files={"/img/logo-sebo.svg": svg(200, 70, "#c98b2b", "Sebo Beira-Rio", 20)},
    )


# --------------------------------------------------------------------------- cy: a town council's speakers on each motion, 2006


def cy_cyngor_tref() -> Case:
    motions = (
        (
            "Cynnig 1: Goleuadau newydd ar Stryd y Bont",
            (
                (
                    "Cyng. Eleri Hughes",
                    "o blaid",
                    "Mae'r stryd yn dywyll ers i'r hen lampau gael eu tynnu, ac mae pobl hŷn yn ofni cerdded adref o'r capel.",
                ),
                (
                    "Cyng. Gareth Pritchard",
                    "yn erbyn",
                    "Rwy'n cytuno bod angen golau, ond dylid aros am grant y sir yn hytrach na thalu o'r praesept.",
                ),
            ),
        ),
        (
            "Cynnig 2: Meinciau newydd yn y parc",
            (
                (
                    "Cyng. Dafydd Owen",
                    "o blaid",
                    "Gall y meinciau gael eu gwneud gan y gweithdy saer yn yr ysgol uwchradd, fel y gwnaeth y Cynghorydd Hughes awgrymu y llynedd.",
                ),
            ),
        ),
        (
            "Cynnig 3: Gefeillio gyda thref yn Llydaw",
            (
                (
                    "Cyng. Siân Morgan",
                    "o blaid",
                    "Byddai'r cysylltiad yn dda i'r ysgolion ac i'r côr, sydd wedi canu yno ddwywaith yn barod.",
                ),
                (
                    "Y Maer, Cyng. Huw Parry",
                    "niwtral",
                    "Bydd y Cyngor yn gofyn barn y gymdeithas fasnach cyn y cyfarfod nesaf.",
                ),
            ),
        ),
    )
    parts = []
    for title, speakers in motions:
        dds = "\n".join(f"<dd><b>{esc(n)}</b> ({esc(side)}): {esc(t)}</dd>" for n, side, t in speakers)
        parts.append(f"<dt>{esc(title)}</dt>\n{dds}")
    lines = "\n".join(parts)
    body = f"""<body>
<table width="780" border="0" cellspacing="0" cellpadding="0" align="center" class="ffram">
<tr><td colspan="2"><img src="/lluniau/baner.svg" width="780" height="90" alt="Cyngor Tref Llanfair Isaf"></td></tr>
<tr>
<td width="170" valign="top" class="dewislen">
<ul>{nav([("/index.html", "Hafan"), ("/cynghorwyr.html", "Cynghorwyr"), ("/cofnodion.html", "Cofnodion"), ("/digwyddiadau.html", "Digwyddiadau"), ("/cysylltu.html", "Cysylltu")])}</ul>
<p class="bach">Clerc y Dref:<br>Mrs Nia Roberts<br>Swyddfa'r Cyngor, Sgwâr y Farchnad</p>
</td>
<td valign="top" class="prif">
<h2>Cyfarfod llawn y Cyngor, 14 Mawrth 2006: pwy siaradodd ar bob cynnig</h2>
<p>Crynodeb byr o'r drafodaeth yn y cyfarfod llawn. Mae'r cofnodion llawn ar gael yn Swyddfa'r Cyngor ac ar y dudalen <a href="/cofnodion.html">Cofnodion</a>.</p>
<dl class="cynigion">
{lines}
</dl>
<p><b>Penderfyniadau:</b> Cynnig 1 wedi ei basio (7 o blaid, 2 yn erbyn). Cynnig 2 wedi ei basio yn unfrydol. Cynnig 3 wedi ei ohirio.</p>
<p class="bach">Mae croeso i'r cyhoedd fynychu cyfarfodydd y Cyngor, a gynhelir ar yr ail ddydd Mawrth bob mis yn Neuadd y Dref.</p>
</td>
</tr>
<tr><td colspan="2" class="troed">Cyngor Tref Llanfair Isaf &middot; <a href="mailto:clerc@cyngorllanfairisaf.example">clerc@cyngorllanfairisaf.example</a></td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#eaeaea;font-family:Arial,sans-serif;font-size:13px}
.ffram {background:#fff;border:1px solid #888}
.dewislen {background:#1b5e20;padding:10px}
.dewislen ul {list-style:none;padding:0;margin:0;line-height:24px}
.dewislen a {color:#fff;font-weight:bold;text-decoration:none}
.prif {padding:10px 20px}
.cynigion dt {font-weight:bold;color:#1b5e20;margin-top:12px}
.cynigion dd {margin:4px 0 4px 20px}
.bach {font-size:11px;color:#666}
.troed {background:#1b5e20;color:#fff;font-size:11px;text-align:center;padding:4px}
.troed a {color:#fff}
.dewislen .bach {color:#cfe8cf}
</style>"""
    return make(
        "ga-cy-council-cynigion",
        "lookalike",
        doc("html4t", title="Cyngor Tref Llanfair Isaf - Cyfarfod llawn 14 Mawrth 2006", lang="cy", head=head)
        + body,
        [],
        path="/cyfarfodydd/2006/mawrth-cynigion.html",
        container="-",
        heading=None,
        lookalikes=("dl.cynigion",),
        description="A page without any reader reaction: a Welsh town council's site of 2006 (invented), a layout table: who spoke on each motion at the March meeting, a definition list of three motions (dt) and under each the councillors who spoke, each dd 'b Cyng. NAME (o blaid / yn erbyn / niwtral): what they said' (Dafydd mentions Councillor Hughes's suggestion), then the decisions; no form.",
        language="cy",
        files={"/lluniau/baner.svg": svg(780, 90, "#1b5e20", "Cyngor Tref Llanfair Isaf", 30)},
    )
