"""Blind set fx: four readers' discussions on small sites of 2005-2016. A Polish town's volleyball club (2009, divs
with Polish class names, "Komentarze (4)", a form), a Czech town library's news (2011, a `ul` of reactions with the
librarian's answers nested in an inner `ul`, greeting the reader by name), a Hungarian choir's site (2008, undated
reactions as paragraphs "b NAME: TEXT", the choir's leader answering "Kedves Éva!") and a Portuguese town band's news
(2014, a small table per reaction, "Enviado por NAME em DATE", readers answering each other by full name). Every
site, name, place and text invented for this set; each reaction written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fx_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- pl: a town's volleyball club, 2009, divs with Polish class names


def pl_siatkowka() -> Case:
    cs = talk("""
Marek || 2009-03-15 19:42 || Brawo dziewczyny! Byłem na hali z synem, atmosfera jak na mistrzostwach. Trzeci set to był prawdziwy horror, ale wytrzymałyście.
kibic zza torów || 2009-03-15 21:07 || Szkoda tylko, że na trybunach nie było więcej ludzi. Może warto wywiesić plakaty w sklepach i w szkole przed następnym meczem?
Teresa Wróbel || 2009-03-16 08:30 || Marek, dziękujemy za doping, było was słychać aż na boisku! Plakaty robimy już na mecz z Orłem, jeśli ktoś ma sklep i chce jeden powiesić, proszę dzwonić do klubu.
Agnieszka || 2009-03-16 17:55 || A czy w kwietniu będzie znowu nabór do grupy młodziczek? Moja córka ma 11 lat i bardzo chce grać.
""")
    items = "\n".join(
        f'<div class="komentarz">\n<div class="naglowek"><span class="autor">{esc(c.who)}</span> '
        f'<span class="data">napisał(a) {esc(c.at)}</span></div>\n<div class="tresc">{esc(c.raw)}</div>\n</div>'
        for c in cs
    )
    body = f"""<body>
<div id="strona">
<div id="logo"><img src="/grafika/naglowek.svg" width="780" height="110" alt="MKS Sokół Brzozolas - siatkówka kobiet"></div>
<div id="menu"><ul>{nav([("/index.php", "Start"), ("/aktualnosci.php", "Aktualności"), ("/druzyna.php", "Drużyna"), ("/terminarz.php", "Terminarz"), ("/tabela.php", "Tabela"), ("/mlodziez.php", "Młodzież"), ("/kontakt.php", "Kontakt")])}</ul></div>
<div id="lewa">
<div class="ramka"><div class="ramka_tytul">Najbliższy mecz</div>
21.03.2009, godz. 17:00<br>MKS Sokół - Orzeł Wólka<br>Hala OSiR, ul. Szkolna 4</div>
<div class="ramka"><div class="ramka_tytul">Tabela</div>
<table class="tabelka"><tr><td>1.</td><td>Sokół Brzozolas</td><td>31</td></tr><tr><td>2.</td><td>Orzeł Wólka</td><td>29</td></tr><tr><td>3.</td><td>Jedynka Kamień</td><td>24</td></tr><tr><td>4.</td><td>Wisła Borki</td><td>18</td></tr></table></div>
<div class="ramka"><div class="ramka_tytul">Sponsorzy</div>Piekarnia &quot;U Janka&quot;<br>Auto-Serwis Kowal<br>Urząd Gminy Brzozolas</div>
</div>
<div id="srodek">
<div class="wpis">
<h1 class="tytul">Zwycięstwo po tie-breaku z Jedynką Kamień!</h1>
<div class="data_wpisu">dodano: 14.03.2009, Teresa Wróbel</div>
<p>W sobotę nasze seniorki wygrały na własnej hali z Jedynką Kamień 3:2 (25:21, 19:25, 27:25, 22:25, 15:12). Mecz trwał ponad dwie godziny, a o wyniku zadecydowała zagrywka Kasi Pietrzak przy stanie 13:12.</p>
<p>Po tym zwycięstwie wracamy na pierwsze miejsce w tabeli ligi okręgowej. Dziękujemy wszystkim kibicom za głośny doping!</p>
<p><img src="/grafika/2009/mecz-kamien.svg" width="300" height="200" alt="Zdjęcie z meczu"></p>
</div>
<div class="komentarze">
<h3>Komentarze (4)</h3>
{items}
</div>
<div class="dodaj">
<h3>Dodaj komentarz</h3>
<form action="/komentarz.php" method="post">
<input type="hidden" name="id" value="118">
Podpis:<br><input type="text" name="podpis" size="30"><br>
Treść:<br><textarea name="tresc" rows="5" cols="50"></textarea><br>
Przepisz kod z obrazka: <input type="text" name="kod" size="6"><br>
<input type="submit" value="Wyślij">
</form>
</div>
</div>
<div id="stopka">MKS Sokół Brzozolas &copy; 2006-2009 | strona: Tomek Sadowski | odwiedzin: 48211</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#dfe6ee;font-family:Tahoma,Arial,sans-serif;font-size:12px;margin:0}
#strona {width:780px;margin:0 auto;background:#fff}
#menu ul {margin:0;padding:4px;background:#1f4e8c;list-style:none}
#menu li {display:inline;padding:0 8px}
#menu a {color:#fff;font-weight:bold;text-decoration:none}
#lewa {float:left;width:190px;padding:8px}
#srodek {margin-left:210px;padding:8px 14px}
.ramka {border:1px solid #9fb4cc;margin-bottom:10px;padding:4px}
.ramka_tytul {background:#1f4e8c;color:#fff;font-weight:bold;padding:2px 4px;margin:-4px -4px 4px -4px}
.tytul {font-size:18px;color:#1f4e8c}
.data_wpisu {color:#888;font-size:11px}
.komentarz {border-bottom:1px dotted #9fb4cc;padding:6px 0}
.naglowek {background:#eef2f7;padding:2px 4px}
.autor {font-weight:bold;color:#1f4e8c}
.data {color:#888;font-size:11px}
.tresc {padding:4px}
#stopka {clear:both;background:#1f4e8c;color:#fff;text-align:center;padding:4px;font-size:11px}
</style>"""
    return make(
        "fx-pl-club-siatkowka",
        "discussion",
        doc("html4t", title="MKS Sokół Brzozolas - Zwycięstwo po tie-breaku", lang="pl", head=head) + body,
        cs,
        path="/aktualnosci/2009/zwyciestwo-po-tie-breaku.html",
        container="div.komentarze after h3 'Komentarze (4)': four div.komentarz (div.naglowek: span.autor NAME, span.data 'napisał(a) 2009-03-15 19:42'; div.tresc TEXT); a form 'Dodaj komentarz' below",
        heading="Komentarze (4)",
        description="A Polish town's women's volleyball club site of 2009 (invented), divs with Polish class names (komentarz, autor, data, tresc): the seniors won a tie-break at home; 4 readers' comments under 'Komentarze (4)', each a header 'NAME napisał(a) DATE' over the text; the third by the club's press officer who wrote the article, answering Marek by first name; a comment form, a left column of next match, league table and sponsors, a footer with a visitor counter.",
        language="pl",
        files={
            "/grafika/naglowek.svg": svg(780, 110, "#1f4e8c", "MKS Sokół Brzozolas", 32),
            "/grafika/2009/mecz-kamien.svg": svg(300, 200, "#607d8b", "Sokół - Jedynka 3:2", 18),
        },
    )


# --------------------------------------------------------------------------- cs: a town library, 2011, nested ul, the librarian answering


def cs_knihovna() -> Case:
    cs = talk("""
Jana Nováková || 3. 5. 2011 || Konečně! Čtecí koutek pro děti je moc pěkný, dcera tam včera vydržela celou hodinu. Jen by se hodilo prodloužit otevírací dobu ve středu aspoň do šesti, to chodíme z práce.
> Alena Bartošová, knihovna || 4. 5. 2011 || Dobrý den, paní Nováková, děkujeme. O středeční otevírací době budeme jednat s radnicí v červnu, zatím můžete knihy vracet do schránky u vchodu.
Pavel Hrubý || 4. 5. 2011 || Bude se v nové čítárně dát připojit na internet z vlastního notebooku? Dřív to nešlo a musel jsem sedět u toho jednoho starého počítače.
> Alena Bartošová, knihovna || 5. 5. 2011 || Pane Hrubý, ano, od pondělí je v celé knihovně bezdrátová síť zdarma, heslo dostanete u pultu.
Lída od rybníka || 9. 5. 2011 || Chodím do knihovny přes čtyřicet let a tohle je nejhezčí, jak kdy vypadala. Děkuji všem, kdo se o to zasloužili.
""")

    def li(i: int) -> str:
        c = cs[i]
        kids = [j for j, x in enumerate(cs) if x.parent == i]
        inner = f'\n<ul class="odpovedi">{"".join(li(j) for j in kids)}</ul>' if kids else ""
        return (
            f'<li class="reakce"><strong>{esc(c.who)}</strong> <em>({esc(c.at)})</em><br>\n'
            f"{esc(c.raw)}{inner}</li>\n"
        )

    items = "".join(li(i) for i, c in enumerate(cs) if c.parent is None)
    body = f"""<body>
<table class="obal" width="800" align="center" cellspacing="0" cellpadding="0">
<tr><td colspan="2" class="hlavicka"><img src="/obr/knihovna-logo.svg" width="800" height="90" alt="Městská knihovna Dolní Bělá"></td></tr>
<tr>
<td class="levy" valign="top" width="180">
<ul class="menu">{nav([("/index.html", "Úvod"), ("/aktuality.html", "Aktuality"), ("/oteviraci-doba.html", "Otevírací doba"), ("/katalog.html", "On-line katalog"), ("/poplatky.html", "Poplatky"), ("/akce.html", "Akce pro děti"), ("/kontakt.html", "Kontakt")])}</ul>
<div class="oteviraci"><b>Otevírací doba</b><br>Po 9-12, 13-18<br>St 13-17<br>Pá 9-12, 13-16</div>
</td>
<td class="obsah" valign="top">
<h1>Knihovna po rekonstrukci znovu otevřena</h1>
<p class="datum">Vloženo 2. 5. 2011</p>
<p>Po půl roce stavebních prací se knihovna v pondělí znovu otevřela čtenářům. V přízemí vznikl nový dětský koutek s kobercem a poduškami, v patře je tichá čítárna s osmi místy a novými lampami.</p>
<p>Rekonstrukci zaplatilo město s příspěvkem kraje. Knihy, které jste si půjčili před uzavřením, můžete vracet bez poplatku z prodlení do konce května.</p>
<p>Děkujeme za trpělivost!<br><i>Alena Bartošová, vedoucí knihovny</i></p>
<div class="reakce_blok">
<h2>Reakce čtenářů</h2>
<ul class="reakce_seznam">
{items}</ul>
<p class="poznamka">Své připomínky nám můžete poslat e-mailem na <a href="mailto:knihovna@dolnibela.example">knihovna@dolnibela.example</a>, vybrané zveřejníme.</p>
</div>
</td>
</tr>
<tr><td colspan="2" class="paticka">Městská knihovna Dolní Bělá, Náměstí 12 &middot; tel. 499 555 210 &middot; aktualizováno 9. 5. 2011</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#f4efe3;font-family:Verdana,sans-serif;font-size:13px;margin:10px 0}
.obal {background:#fff;border:1px solid #b9a67a}
.levy {background:#efe6cc;padding:10px}
.menu {list-style:square;padding-left:18px}
.obsah {padding:10px 20px}
h1 {font-size:20px;color:#6b4e16}
.datum {color:#999;font-size:11px}
.reakce_blok h2 {font-size:15px;border-bottom:1px solid #b9a67a}
.reakce_seznam {list-style:none;padding-left:0}
.reakce {margin-bottom:10px}
.odpovedi {list-style:none;margin:6px 0 0 30px;padding:4px 8px;background:#f7f2e4}
.paticka {background:#6b4e16;color:#fff;font-size:11px;text-align:center;padding:4px}
</style>"""
    return make(
        "fx-cs-library-knihovna",
        "discussion",
        doc(
            "html4t",
            title="Knihovna po rekonstrukci znovu otevřena - Městská knihovna Dolní Bělá",
            lang="cs",
            head=head,
        )
        + body,
        cs,
        path="/aktuality/2011/knihovna-otevrena.html",
        container="div.reakce_blok after h2 'Reakce čtenářů': ul.reakce_seznam of three li.reakce 'strong NAME em (3. 5. 2011) br TEXT', two holding ul.odpovedi with the librarian's li; a mailto note below, no form",
        heading="Reakce čtenářů",
        description="A Czech town library's site of 2011 (invented), a layout table with Czech class names: the library reopened after rebuilding; 5 reactions under 'Reakce čtenářů' (readers' reactions), three readers' in a list and two answers of the librarian who wrote the article nested in an inner list under the first two, each greeting the reader by surname ('Dobrý den, paní Nováková', 'Pane Hrubý'); a mailto note, a left menu with opening hours, a footer with the last-updated date.",
        language="cs",
        files={"/obr/knihovna-logo.svg": svg(800, 90, "#6b4e16", "Městská knihovna Dolní Bělá", 30)},
    )


# --------------------------------------------------------------------------- hu: a choir, 2008, undated paragraphs "b NAME: TEXT"


def hu_korus() -> Case:
    cs = talk("""
Kovács Éva || - || Gyönyörű volt a karácsonyi hangverseny, főleg a Csendes éj a gyerekkórussal együtt. A templomban ülve végig libabőrös voltam. Jövőre is ott leszünk!
Szabó Gergely || - || Gratulálok a kórusnak! Egy kérdés: lesz-e felvétel a koncertről? Szívesen megvennénk CD-n a nagymamának ajándékba.
Molnár Ildikó karnagy || - || Kedves Éva! Köszönjük a kedves szavakat, a gyerekek nagyon izgultak. Kedves Gergely, a felvételt Bálint bácsi készítette, januárban lesz belőle néhány CD, a próbákon lehet majd kérni.
""")
    items = "\n".join(f"<p><b>{esc(c.who)}:</b> {esc(c.raw)}</p>" for c in cs)
    body = f"""<body bgcolor="#fbf7ef">
<table width="720" align="center" border="0" cellpadding="0" cellspacing="0">
<tr><td><img src="/kepek/fejlec.svg" width="720" height="120" alt="Cinegevölgyi Dalárda"></td></tr>
<tr><td class="menusor">{nav([("/index.html", "Kezdőlap"), ("/rolunk.html", "Rólunk"), ("/hirek.html", "Hírek"), ("/koncertek.html", "Koncertek"), ("/kepek.html", "Képek"), ("/jelentkezes.html", "Jelentkezés")], " &bull; ")}</td></tr>
<tr><td class="tartalom">
<div class="hir">
<span class="hirdatum">2008. december 22.</span>
<h2 class="hircim">Telt ház a karácsonyi hangversenyen</h2>
<p>Vasárnap délután a református templomban tartottuk hagyományos karácsonyi hangversenyünket. A templom minden padja megtelt, sokan állva hallgatták végig a műsort.</p>
<p>Idén először a Rózsa utcai iskola gyerekkórusa is velünk énekelt. A hangverseny végén a közönséggel együtt énekeltük el a Mennyből az angyalt.</p>
<p>Köszönjük mindenkinek, aki eljött, és a gyülekezetnek a forralt bort!</p>
</div>
<div class="hozzaszolasok">
<h3>Hozzászólások</h3>
{items}
</div>
<div class="urlap">
<form action="/hozzaszolas.php" method="post">
<table border="0" cellpadding="2">
<tr><td>Név:</td><td><input type="text" name="nev" size="30"></td></tr>
<tr><td valign="top">Hozzászólás:</td><td><textarea name="szoveg" rows="4" cols="45"></textarea></td></tr>
<tr><td></td><td><input type="submit" value="Elküld"></td></tr>
</table>
</form>
</div>
</td></tr>
<tr><td class="lablec">Cinegevölgyi Dalárda &middot; próbák kedden és pénteken 18 órától a művelődési házban</td></tr>
</table>
</body>
</html>
"""
    head = """<style type="text/css">
body {font-family:Georgia,serif;font-size:14px;color:#333}
.menusor {background:#7b1e2b;padding:5px;text-align:center}
.menusor a {color:#fff;text-decoration:none}
.tartalom {background:#fff;padding:12px 24px}
.hirdatum {color:#7b1e2b;font-size:12px}
.hircim {margin:2px 0 10px 0;color:#7b1e2b}
.hozzaszolasok {border-top:2px solid #7b1e2b;margin-top:16px}
.hozzaszolasok h3 {color:#7b1e2b}
.urlap {background:#f3e9e0;padding:8px}
.lablec {background:#7b1e2b;color:#fff;font-size:11px;text-align:center;padding:4px}
</style>"""
    return make(
        "fx-hu-choir-korus",
        "discussion",
        doc(
            "html4t", title="Cinegevölgyi Dalárda - Telt ház a karácsonyi hangversenyen", lang="hu", head=head
        )
        + body,
        cs,
        path="/hirek/karacsonyi-hangverseny-2008.html",
        container="div.hozzaszolasok after h3 'Hozzászólások': three sibling p 'b NAME: TEXT', no date; a form below in div.urlap",
        heading="Hozzászólások",
        description="A Hungarian village choir's site of 2008 (invented), a layout table with Hungarian class names: a full house at the Christmas concert; 3 readers' comments under 'Hozzászólások', each one paragraph 'b NAME (surname first): TEXT', no dates on any comment; the third by the choir's conductor answering both by first name with a greeting ('Kedves Éva!', 'Kedves Gergely'); a comment form below; the article dated 2008. december 22.",
        language="hu",
        files={"/kepek/fejlec.svg": svg(720, 120, "#7b1e2b", "Cinegevölgyi Dalárda", 34)},
    )


# --------------------------------------------------------------------------- pt: a town band, 2014, a small table per reaction


def pt_filarmonica() -> Case:
    cs = talk("""
Joaquim Teixeira || 12-06-2014 às 22:14 || Que noite bonita no coreto! Há muitos anos que não via tanta gente no largo para ouvir a banda. Parabéns ao maestro e aos músicos mais novos, que tocaram como gente grande.
Rosa Amaral || 13-06-2014 às 09:31 || O meu neto tocou clarinete pela primeira vez com a banda e eu estava toda babada. Obrigada à escola de música pela paciência com os miúdos.
Fernando Lopes || 13-06-2014 às 18:02 || Caro Joaquim Teixeira, também gostei muito, mas o som do largo não ajuda nada, quem estava ao pé da fonte não ouvia os solos. Para o ano podiam pôr o coreto virado para a igreja.
Joaquim Teixeira || 13-06-2014 às 20:45 || Tem razão, Fernando Lopes, eu estava do lado da farmácia e ouvia-se bem, mas do outro lado é difícil. Fica a sugestão para a direção.
Direção da Filarmónica || 15-06-2014 às 11:10 || Obrigado a todos pelas palavras. A sugestão do coreto vai ser discutida na próxima reunião com a junta. A escola de música abre inscrições em setembro, para quem quiser juntar-se!
""")
    items = "\n".join(
        f'<table class="comentario" width="100%" cellpadding="4" cellspacing="0">\n'
        f'<tr><td class="cab">Enviado por <b>{esc(c.who)}</b> em {esc(c.at)}</td></tr>\n'
        f'<tr><td class="txt">{esc(c.raw)}</td></tr>\n</table>'
        for c in cs
    )
    body = f"""<body>
<div id="geral">
<div id="topo"><img src="/imagens/topo.svg" width="760" height="100" alt="Sociedade Filarmónica Recreativa de Vale do Sobral"></div>
<div id="menu">{nav([("/index.html", "Início"), ("/historia.html", "História"), ("/noticias.html", "Notícias"), ("/escola.html", "Escola de Música"), ("/agenda.html", "Agenda"), ("/contactos.html", "Contactos")], " | ")}</div>
<div id="conteudo">
<h1 class="titulo_noticia">Concerto dos Santos Populares encheu o Largo da Fonte</h1>
<div class="data_noticia">11 de junho de 2014</div>
<p>Na noite de terça-feira a nossa banda deu o tradicional concerto dos Santos Populares no coreto do Largo da Fonte. O programa incluiu marchas, pasodobles e, pela primeira vez, uma seleção de fados arranjada pelo maestro Rui Caldeira.</p>
<p>Estrearam-se com a banda quatro alunos da escola de música, com idades entre os 11 e os 14 anos. No fim, a associação de moradores ofereceu sardinhas e caldo verde a músicos e público.</p>
<div class="comentarios">
<div class="titulo_coment">Comentários dos leitores</div>
{items}
</div>
<div class="formulario">
<b>Deixe o seu comentário</b>
<form action="/comentar.php" method="post">
Nome: <input type="text" name="nome" size="28"><br>
E-mail (não será publicado): <input type="text" name="email" size="28"><br>
<textarea name="comentario" rows="5" cols="55"></textarea><br>
<input type="submit" value="Enviar">
</form>
</div>
</div>
<div id="rodape">SFR Vale do Sobral &middot; fundada em 1887 &middot; Rua da Escola, 3 &middot; ensaios às sextas-feiras, 21h</div>
</div>
</body>
</html>
"""
    head = """<style type="text/css">
body {background:#e9e4d4;font-family:Arial,sans-serif;font-size:13px;margin:0}
#geral {width:760px;margin:0 auto;background:#fff}
#menu {background:#004d2e;padding:5px 10px}
#menu a {color:#ffe08a;text-decoration:none}
#conteudo {padding:10px 20px}
.titulo_noticia {font-size:19px;color:#004d2e}
.data_noticia {color:#888;font-size:11px;margin-bottom:8px}
.titulo_coment {font-weight:bold;font-size:15px;color:#004d2e;margin:14px 0 6px 0}
.comentario {border:1px solid #c8c2a8;margin-bottom:6px}
.cab {background:#f1ecd9;font-size:11px}
.formulario {margin-top:12px;background:#f7f5ee;padding:8px}
#rodape {background:#004d2e;color:#fff;text-align:center;padding:4px;font-size:11px}
</style>"""
    return make(
        "fx-pt-band-filarmonica",
        "discussion",
        doc("xhtml", title="Concerto dos Santos Populares - SFR Vale do Sobral", lang="pt", head=head) + body,
        cs,
        path="/noticias/2014/concerto-santos-populares.html",
        container="div.comentarios after div.titulo_coment 'Comentários dos leitores': five table.comentario (tr td.cab 'Enviado por b NAME em 12-06-2014 às 22:14', tr td.txt TEXT); a form 'Deixe o seu comentário' below",
        heading="Comentários dos leitores",
        description="A Portuguese village band's (filarmónica) site of 2014 (invented), divs with Portuguese class names and a small table per comment: the band's summer concert filled the square; 5 readers' comments under 'Comentários dos leitores', each a header row 'Enviado por NAME em DATE' over a text row; two readers answer each other by full name ('Caro Joaquim Teixeira', 'Tem razão, Fernando Lopes'), the band's board answers last; a comment form, a footer.",
        language="pt",
        files={"/imagens/topo.svg": svg(760, 100, "#004d2e", "Filarmónica de Vale do Sobral", 30)},
    )
