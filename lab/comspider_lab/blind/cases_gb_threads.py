"""Blind set gb: four readers' discussions on small sites of 2006-2019, each reaction copied into the page by the
site's editor and introduced by its writer's name in plain markup. An Argentine neighbourhood association (2011,
XHTML, a list of "TEXT (span NAME, PLACE)" under a heading, the committee's answer nested in a list of its own, no
date), a Portuguese folk dance group (2006, a layout table whose rows are "b NAME escreveu em DD-MM-YYYY:" and the
text, no heading, no form), a Norwegian family travel blog (2019, HTML5, blockquotes each followed by "— NAME", no
date) and a Polish school newsletter (2009, br-separated blocks in one div, "TEXT br NAME, DD.MM.YYYY" with the name
in plain text after the text, under a heading). Every site, name, place and text invented for this set; each
reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_gb_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- es-AR: a neighbourhood association, 2011, "TEXT (NAME, PLACE)"


def esar_vecinal() -> Case:
    cs = talk("""
Marta Quiroga || || ¡Qué alegría ver la plaza iluminada otra vez! El jueves volví del trabajo a las nueve y por primera vez en años no tuve que cruzar por la vereda de enfrente. Gracias a todos los que pusieron las manos.
^0 Comisión Directiva || || Marta, gracias a vos y a tu hermano, que prestó la escalera grande. Las dos farolas que faltan junto al tobogán llegan en mayo; la Municipalidad ya nos firmó la nota.
Rubén Ledesma || || Muy lindo todo, pero los bancos siguen rotos y a la tarde los chicos se sientan en el cordón. ¿No se podría hacer otra rifa como la de las farolas para arreglarlos?
Nélida Barros de Funes || || Rubén, yo me anoto para vender números. Y en la cooperadora de la escuela hay tablones que sobraron del acto del 25 de Mayo, seguro que nos los prestan para los bancos.
Gustavo || || Soy el que atiende el kiosco de la esquina. Desde que hay luz la gente se queda más tiempo en la plaza y se nota en las ventas. Cuenten conmigo para la rifa, pongo dos premios.
""")
    places = ("calle Los Aromos", "", "pasaje Chañar", "calle Las Tunas", "kiosco La Esquina")

    def line(i: int) -> str:
        c = cs[i]
        where = f", {esc(places[i])}" if places[i] else ""
        return f'{esc(c.raw)} <span class="firma">({esc(c.who)}{where})</span>'

    nested = f'\n<ul class="debajo"><li>{line(1)}</li></ul>'
    items = "\n".join(f"<li>{line(i)}{nested if i == 0 else ''}</li>" for i in range(len(cs)) if i != 1)
    body = f"""<body>
<div id="marco">
<div id="arriba"><img src="/imagenes/escudo-vecinal.svg" width="880" height="110" alt="Asociación Vecinal Barrio Los Aromos" /></div>
<div id="botonera">{nav([("/index.html", "Inicio"), ("/novedades.html", "Novedades"), ("/la-comision.html", "La Comisión"), ("/cuota-social.html", "Cuota social"), ("/fotos.html", "Fotos"), ("/contacto.html", "Contacto")], " &middot; ")}</div>
<div id="izquierda">
<h4>Próximas actividades</h4>
<ul><li>Asamblea ordinaria: 2 de abril</li><li>Feria de ropa usada</li><li>Torneo de truco en el salón</li></ul>
<h4>Teléfonos útiles</h4>
<p>Dispensario: 424-1180<br />Comisaría 9ª: 424-0031<br />Bomberos: 100</p>
</div>
<div id="centro">
<h2>¡Volvió la luz a la plaza Belgrano!</h2>
<p class="fechanota">Publicado el 21 de marzo de 2011 por la Comisión Directiva</p>
<p>Después de casi dos años a oscuras, la plaza Belgrano tiene otra vez sus doce farolas encendidas. Las compramos con la rifa de fin de año y la cuota social de los vecinos, y las colocaron el sábado los muchachos del corralón Ledesma, que no cobraron la mano de obra.</p>
<p>También se podaron los paraísos de la esquina de Los Aromos y Chañar y se pintó el mástil. Faltan todavía dos farolas junto a los juegos, que vamos a reclamar a la Municipalidad.</p>
<p><img src="/imagenes/plaza-belgrano.svg" width="420" height="240" alt="La plaza Belgrano iluminada" /></p>
<p>Muchos vecinos nos hicieron llegar sus palabras por mail o en la libreta del salón. Acá van algunas:</p>
<h3>Nos escribieron los vecinos</h3>
<ul class="vecinos">
{items}
</ul>
<p class="chico">¿Querés decirnos algo? Escribinos a <a href="mailto:vecinal@barriolosaromos.example">vecinal@barriolosaromos.example</a> o dejá una nota en el salón, Chañar 450.</p>
</div>
<div id="abajo">Asociación Vecinal Barrio Los Aromos &middot; Personería Jurídica N° 1123 &middot; Villa del Talar</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {margin:0;background:#cfd8c4;font-family:Tahoma,Verdana,sans-serif;font-size:12px}
#marco {width:880px;margin:0 auto;background:#fff}
#botonera {background:#335c2e;padding:6px 10px}
#botonera a {color:#fff;text-decoration:none;font-weight:bold}
#izquierda {float:left;width:190px;padding:10px;background:#eef2e8}
#centro {margin-left:210px;padding:10px 20px}
.fechanota {color:#888;font-size:11px}
.vecinos li {margin-bottom:10px}
.debajo {list-style:square;color:#335c2e}
.firma {color:#666;font-style:italic}
.chico {font-size:11px}
#abajo {clear:both;background:#335c2e;color:#fff;font-size:11px;padding:6px;text-align:center}
</style>"""
    return make(
        "gb-esar-vecinal-plaza",
        "discussion",
        doc(
            "xhtml", title="¡Volvió la luz a la plaza Belgrano! - Vecinal Los Aromos", lang="es-AR", head=head
        )
        + body,
        cs,
        path="/novedades/2011/volvio-la-luz-a-la-plaza.html",
        container="ul.vecinos after h3 'Nos escribieron los vecinos': four li 'TEXT span.firma (NAME, PLACE)' (the name after the text, in parentheses), the committee's answer to the first in a nested ul.debajo; no date on any; a mailto line below, no form",
        heading="Nos escribieron los vecinos",
        description="An Argentine neighbourhood association's site of 2011 (invented), XHTML, a left column: the square's lamps are lit again; 5 neighbours' notes copied in by the committee under h3 'Nos escribieron los vecinos', each li the text then '(NAME, PLACE)' in an italic span, no date; the committee ('Comisión Directiva') answers 'Marta, …' in a list nested in her item, Nélida answers 'Rubén, …' in the flat list; a mailto line, no form; the note dated 21 de marzo de 2011.",
        language="es-AR",
        files={
            "/imagenes/escudo-vecinal.svg": svg(880, 110, "#335c2e", "Vecinal Barrio Los Aromos", 34),
            "/imagenes/plaza-belgrano.svg": svg(420, 240, "#e0b341", "plaza Belgrano", 22),
        },
    )


# --------------------------------------------------------------------------- pt-PT: a folk dance group, 2006, "b NAME escreveu em DD-MM-YYYY:"


def pt_rancho() -> Case:
    cs = talk("""
Amélia Fernandes || 28-08-2006 || Estive em Ourense com a minha filha e fiquei com o coração cheio. As saias novas das lavradeiras estavam lindíssimas e o vira de Vilar do Monte foi o mais aplaudido da noite. Só tive pena de não haver lugar para nós no autocarro de regresso.
A Direcção || 29-08-2006 || Cara D. Amélia, obrigado pelas palavras. Para o ano alugamos um segundo autocarro, já falámos com a empresa do Sr. Sousa. As saias foram bordadas pelas senhoras do grupo durante todo o inverno.
Joaquim Pinto (tocador de concertina) || 30-08-2006 || Foi a minha primeira viagem com o rancho e não esqueço a recepção dos galegos. Ficámos a tocar com eles até às duas da manhã no adro da igreja. Um abraço a todos os tocadores de Ribadavia.
Rosa Maria Teixeira || 02-09-2006 || Sou emigrante em França e vi as fotografias no vosso sítio. Joaquim, reconheci-o logo, era vizinho da minha mãe na Rua do Cruzeiro! Parabéns ao grupo por manter as nossas tradições.
""")
    rows = "\n".join(
        f'<tr><td class="quem" valign="top" width="180"><b>{esc(c.who)}</b> escreveu em {esc(c.when)}:</td>'
        f'<td class="texto" valign="top">{esc(c.raw)}</td></tr>'
        for c in cs
    )
    body = f"""<body bgcolor="#f3ead3">
<table width="760" border="0" cellspacing="0" cellpadding="0" align="center" class="pagina">
<tr><td colspan="3"><img src="/imagens/topo-rancho.svg" width="760" height="100" alt="Rancho Folclórico As Lavradeiras de Vilar do Monte"></td></tr>
<tr><td colspan="3" class="barra">{nav([("/index.html", "Início"), ("/historia.html", "História"), ("/trajes.html", "Os trajes"), ("/actuacoes.html", "Actuações"), ("/galeria.html", "Galeria"), ("/contactos.html", "Contactos")], " | ")}</td></tr>
<tr>
<td width="150" valign="top" class="lado">
<p><b>Próximas actuações</b></p>
<p>9 de Setembro<br>Feira de Barcelos</p>
<p>23 de Setembro<br>Festa das Colheitas, Vilar do Monte</p>
<p><b>Ensaios</b><br>Sextas-feiras às 21h30 na Casa do Povo</p>
</td>
<td width="20">&nbsp;</td>
<td valign="top" class="meio">
<h2>O rancho no Festival Internacional de Ourense</h2>
<p class="data">Agosto de 2006</p>
<p>Nos dias 19 e 20 de Agosto o nosso rancho participou pela primeira vez no Festival Internacional de Folclore de Ourense, na Galiza. Foram 38 elementos entre dançarinos, cantadeiras e tocadores, e mais de quarenta amigos que nos acompanharam de autocarro.</p>
<p>Dançámos o vira, a chula e a cana-verde, e estreámos os trajes de lavradeira bordados este inverno. No domingo fomos recebidos pelo grupo de gaitas de Ribadavia, com quem ficámos a tocar até tarde.</p>
<p>Recebemos várias mensagens por correio electrónico, que aqui deixamos com autorização de quem as escreveu.</p>
<hr size="1" noshade>
<table width="100%" border="0" cellspacing="0" cellpadding="6" class="mensagens">
{rows}
</table>
<p class="miudo">Escreva-nos para <a href="mailto:rancho@lavradeirasvilardomonte.example">rancho@lavradeirasvilardomonte.example</a></p>
</td>
</tr>
<tr><td colspan="3" class="rodape">Rancho Folclórico As Lavradeiras de Vilar do Monte &middot; fundado em 1978 &middot; Casa do Povo de Vilar do Monte</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {font-family:Georgia,"Times New Roman",serif;font-size:13px;margin:10px}
.pagina {background:#fffdf6;border:1px solid #b89b5e}
.barra {background:#8c1c13;padding:5px 10px}
.barra a {color:#ffe9a8;text-decoration:none}
.lado {background:#f7efd9;padding:8px;font-size:12px}
.meio {padding:10px 16px 10px 0}
.data {color:#8c1c13;font-style:italic}
.mensagens td {border-bottom:1px dotted #b89b5e}
.quem {color:#8c1c13;font-size:12px}
.miudo {font-size:11px;color:#777}
.rodape {background:#8c1c13;color:#fff;font-size:11px;text-align:center;padding:5px}
</style>"""
    return make(
        "gb-pt-folk-ourense",
        "discussion",
        doc(
            "html4t",
            title="Rancho Folclórico As Lavradeiras de Vilar do Monte - Ourense 2006",
            lang="pt-PT",
            head=head,
        )
        + body,
        cs,
        path="/actuacoes/2006/festival-ourense.html",
        container="table.mensagens after an hr, no heading: four tr, 'td.quem b NAME escreveu em DD-MM-YYYY:' and 'td.texto TEXT'; a mailto line below, no form",
        heading=None,
        description="A Portuguese folk dance group's site of 2006 (invented), a layout table: the group's first international festival in Galicia; 4 e-mailed messages copied in after a line 'Recebemos várias mensagens…' and an hr, no heading, a table of rows 'b NAME escreveu em 28-08-2006:' | text; the board ('A Direcção') answers 'Cara D. Amélia, …', Rosa Maria addresses 'Joaquim, …'; a mailto line, no form; the report dated Agosto de 2006.",
        language="pt-PT",
        files={"/imagens/topo-rancho.svg": svg(760, 100, "#8c1c13", "As Lavradeiras de Vilar do Monte", 28)},
    )


# --------------------------------------------------------------------------- no: a family travel blog, 2019, "blockquote TEXT" then "— NAME"


def no_reiseblogg() -> Case:
    cs = talk("""
Kari Haugen || || For noen flotte bilder! Vi var i Reine for tre år siden, men fikk bare regn hele uka. Hvordan klarte dere å få med dere ungene helt opp på Reinebringen? Vår yngste ville snu etter hundre trappetrinn.
Ingrid (bloggmamma) || || Hei Kari! Vi lovet sjokolade på hver hvilepause og gikk veldig tidlig om morgenen, før det ble varmt. Det tok nesten tre timer opp, men Sander sier fortsatt at det var det beste på hele turen.
Bestefar Arne || || Så godt å se at barnebarna koser seg. Jeg fisket selv torsk utenfor Hamnøy i 1974, og det ser ut som fiskehjellene står der akkurat som før. Husk å ta med tørrfisk hjem til meg!
Thomas S. || || Vi planlegger Lofoten med bobil neste sommer. Kari, vi var også redde for regnet, men jeg tror vi satser på juli likevel. Takk for tipset om campingen i Ramberg, den hadde jeg aldri funnet selv.
""")
    blocks = "\n".join(
        f'<blockquote class="sitat"><p>{esc(c.raw)}</p></blockquote>\n<p class="signert">&mdash; {esc(c.who)}</p>'
        for c in cs
    )
    body = f"""<body>
<header class="topp">
<img src="/bilder/bobil.svg" width="120" height="80" alt="">
<div><p class="bloggnavn">Familien Bakkerud på tur</p><p class="undertittel">To voksne, tre unger og en gammel bobil</p></div>
</header>
<nav class="meny"><ul>{nav([("/index.html", "Forsiden"), ("/om-oss.html", "Om oss"), ("/turer.html", "Alle turene"), ("/pakkeliste.html", "Pakkelista vår"), ("/kontakt.html", "Kontakt")])}</ul></nav>
<div class="rammen">
<main class="innlegg">
<h1>Lofoten på ti dager: Reine, Hamnøy og en altfor bratt fjelltur</h1>
<p class="dato">Skrevet 14. juli 2019 av Ingrid</p>
<p>Endelig har vi vært i Lofoten! Vi kjørte fra Trondheim til Bodø på to dager, tok ferja over til Moskenes og bodde ti netter på campingplassen i Ramberg med utsikt rett mot havet.</p>
<p>Høydepunktet var turen opp på Reinebringen. Det er nesten to tusen steintrapper opp, og minstemann bar vi det siste stykket. Utsikten over Reine og fjordene var verdt hvert eneste steg.</p>
<p><img src="/bilder/reine.svg" width="560" height="300" alt="Utsikt over Reine"></p>
<p>Vi fikk mange hyggelige meldinger på e-post og Messenger etter forrige innlegg. Her er noen av dem:</p>
<div class="hilsener">
{blocks}
</div>
<p class="liten">Vil du si hei? Send en e-post til <a href="mailto:ingrid@bakkerudpatur.example">ingrid@bakkerudpatur.example</a>, så legger vi den ut her.</p>
</main>
<aside class="side">
<h4>Turene våre</h4>
<ul>{nav([("/turer/2018/varanger.html", "Varanger 2018"), ("/turer/2017/sverige.html", "Vestkysten av Sverige 2017"), ("/turer/2016/hardanger.html", "Hardanger 2016")])}</ul>
<h4>Om oss</h4>
<p>Vi er Ingrid, Pål, Sander (9), Live (6) og lille Emil (3) fra Melhus.</p>
</aside>
</div>
<footer class="bunn">&copy; 2019 Familien Bakkerud &middot; <a href="/personvern.html">Personvern</a></footer>
</body>
</html>
"""
    head = """<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body {margin:0;font-family:"Helvetica Neue",Arial,sans-serif;color:#243238;background:#f7fafb}
.topp {display:flex;align-items:center;gap:16px;padding:16px 40px;background:#2f6f8f;color:#fff}
.bloggnavn {font-size:26px;font-weight:bold;margin:0}
.undertittel {margin:0;opacity:.8}
.meny ul {list-style:none;margin:0;padding:10px 40px;background:#dcebf1}
.meny li {display:inline-block;margin-right:20px}
.rammen {display:grid;grid-template-columns:1fr 260px;gap:30px;max-width:1100px;margin:0 auto;padding:20px}
.dato {color:#7a8a90}
.sitat {margin:18px 0 4px 0;padding:8px 16px;border-left:4px solid #2f6f8f;background:#fff;font-style:italic}
.signert {margin:0 0 0 20px;font-weight:bold;color:#2f6f8f}
.liten {font-size:13px;color:#7a8a90}
.bunn {text-align:center;padding:20px;color:#7a8a90;font-size:13px}
</style>"""
    return make(
        "gb-no-blog-lofoten",
        "discussion",
        doc("html5", title="Lofoten på ti dager - Familien Bakkerud på tur", lang="no", head=head) + body,
        cs,
        path="/turer/2019/lofoten-pa-ti-dager.html",
        container="div.hilsener after a line 'Her er noen av dem:', no heading: four blockquote.sitat TEXT, each followed by 'p.signert — NAME' (the name after the text, plain text); no date on any; a mailto line below, no form",
        heading=None,
        description="A Norwegian family travel blog of 2019 (invented), HTML5 with a grid: ten days in Lofoten; 4 messages the family received by e-mail and Messenger, copied in after 'Her er noen av dem:', no heading, each a blockquote then '— NAME' on its own line, no date; the blogger ('Ingrid (bloggmamma)') answers 'Hei Kari!', Thomas addresses 'Kari, …'; a mailto line, no form; the post dated 14. juli 2019.",
        language="no",
        files={
            "/bilder/bobil.svg": svg(120, 80, "#f2b134", "bobil", 18),
            "/bilder/reine.svg": svg(560, 300, "#2f6f8f", "Reine", 30),
        },
    )


# --------------------------------------------------------------------------- pl: a school newsletter, 2009, "TEXT br NAME, DD.MM.YYYY" in one div


def pl_gazetka() -> Case:
    cs = talk("""
Barbara Wiśniewska || 18.05.2009 || Dziękuję wszystkim rodzicom, którzy upiekli ciasta na kiermasz. Mój Kuba z 2a przyniósł do domu trzy książki i własnoręcznie zrobioną zakładkę. Szkoda tylko, że loteria skończyła się tak szybko.
Redakcja || 19.05.2009 || Pani Barbaro, loterię przygotowali uczniowie klasy 6b i zabrakło im losów już po godzinie! Obiecali, że na jesiennym kiermaszu będzie ich dwa razy więcej.
Tomasz Kaczmarek (tata Oli z 4c) || 20.05.2009 || Zebraliśmy prawie tysiąc dwieście złotych na bibliotekę, to naprawdę dużo jak na naszą małą szkołę. Proponuję, żeby następnym razem stoisko z książkami stało przy wejściu, bo w sali gimnastycznej mało kto je zauważył.
Pani Halina z biblioteki || 21.05.2009 || Panie Tomaszu, ma Pan rację, przeniesiemy stoisko. Za zebrane pieniądze kupiliśmy już dwadzieścia nowych lektur i komplet encyklopedii dla najmłodszych. Zapraszam wszystkie dzieci na długiej przerwie!
""")
    blocks = "<br><br>\n".join(f"{esc(c.raw)}<br>\n{esc(c.who)}, {esc(c.when)}" for c in cs)
    body = f"""<body>
<table class="calosc" width="800" align="center" cellspacing="0" cellpadding="0">
<tr><td class="naglowek" colspan="2"><img src="/grafika/dzwonek.svg" width="800" height="90" alt="Dzwonek - gazetka Szkoły Podstawowej nr 2 w Brzozowie Górnym"></td></tr>
<tr>
<td class="menu" valign="top" width="170">
<ul>{nav([("/index.html", "Strona główna"), ("/numery.html", "Archiwum numerów"), ("/redakcja.html", "Nasza redakcja"), ("/konkursy.html", "Konkursy"), ("/kontakt.html", "Kontakt")])}</ul>
<p class="dyzur">Dyżur redakcji:<br>wtorek, 7 lekcja, sala 12</p>
</td>
<td class="tresc" valign="top">
<p class="numer">Numer 5/2009 (maj)</p>
<h2>Kiermasz dla biblioteki &ndash; udało się!</h2>
<p>W sobotę 16 maja w sali gimnastycznej odbył się wiosenny kiermasz szkolny. Rodzice upiekli ponad czterdzieści ciast, klasy młodsze przygotowały zakładki i kartki, a klasa 6b zorganizowała loterię fantową.</p>
<p>Cały dochód przeznaczamy na zakup nowych książek do biblioteki szkolnej. Dziękujemy pani dyrektor Elżbiecie Mazur za pomoc i panu Stanisławowi, naszemu woźnemu, za rozstawienie stołów.</p>
<p class="autor">Tekst: Zuzia Lewandowska, kl. 6a</p>
<h4>Listy do redakcji</h4>
<div class="listy">
{blocks}
</div>
<p class="drobne">Listy można wrzucać do skrzynki przy pokoju nauczycielskim albo wysłać na adres <a href="mailto:dzwonek@sp2brzozow.example">dzwonek@sp2brzozow.example</a>.</p>
</td>
</tr>
<tr><td class="stopka" colspan="2">Szkoła Podstawowa nr 2 im. Marii Konopnickiej &middot; ul. Szkolna 7 &middot; Brzozów Górny</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#e8eef7;font-family:Verdana,Arial,sans-serif;font-size:12px;margin:8px}
.calosc {background:#fff;border:1px solid #9fb3d1}
.menu {background:#f0f4fa;padding:8px}
.menu ul {margin:0;padding-left:16px}
.dyzur {font-size:11px;color:#556}
.tresc {padding:10px 20px}
.numer {color:#c23b22;font-weight:bold}
.autor {text-align:right;font-style:italic}
.listy {background:#fbfbee;border:1px solid #e0dca8;padding:10px;line-height:1.5}
.drobne {font-size:10px;color:#888}
.stopka {background:#3a5a8c;color:#fff;font-size:11px;text-align:center;padding:5px}
</style>"""
    return make(
        "gb-pl-school-kiermasz",
        "discussion",
        doc("html4t", title="Dzwonek - Kiermasz dla biblioteki", lang="pl", head=head, charset="utf-8")
        + body,
        cs,
        path="/numery/2009/05/kiermasz-dla-biblioteki.html",
        container="div.listy after h4 'Listy do redakcji': four blocks separated by 'br br' inside one div, each 'TEXT br NAME, DD.MM.YYYY' (the name after the text, in plain text); a mailto line below, no form",
        heading="Listy do redakcji",
        description="A Polish primary school newsletter's site of 2009 (invented), a layout table: the spring fair for the library; 4 letters copied in under h4 'Listy do redakcji', all in one div, each the text, a line break, then 'NAME, 18.05.2009' in plain text, blocks separated by two line breaks; the editors ('Redakcja') answer 'Pani Barbaro, …', the librarian ('Pani Halina z biblioteki') answers 'Panie Tomaszu, …'; a mailto line, no form; the issue 5/2009 (maj).",
        language="pl",
        files={"/grafika/dzwonek.svg": svg(800, 90, "#3a5a8c", "Dzwonek - gazetka SP 2", 30)},
    )
