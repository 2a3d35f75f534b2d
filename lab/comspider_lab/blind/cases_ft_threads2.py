"""Blind set ft: three more discussions placed where discussions are not usually expected. An Italian town paper of
2011 whose 4 comments stand in a narrow left column under "Dicono i lettori", the form at the page's bottom, beside
a right column holding the autumn regatta's skippers' log; a Polish town portal of 2013 whose 5 comments are the open
pane of a side widget's tabs "Komentarze (5) | Popularne | Tagi", beside the buskers' announcements; a Dutch canal
blog of 2016 whose 7 comments come far below the post, after a long related-posts block and a newsletter box, beside
the lock keepers' notes. Every site, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ft_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- it: a town paper, 2011, a narrow left column


def it_torre() -> Case:
    cs = talk("""
Graziella Tosoni || 18/10/2011 ore 10:12 || Era ora. Dalla piazza si vedono le crepe sopra il quadrante da almeno due inverni, e l'orologio va avanti di dieci minuti da Pasqua.
Nando di via del Ponte || 18/10/2011 ore 11:47 || Speriamo solo che non finisca come il campanile di San Rocco: tre anni di ponteggi e poi i soldi finiti a metà dei lavori.
prof. Ettore Baldassin || 18/10/2011 ore 16:05 || Per chi è interessato: il meccanismo è del 1887, opera di un orologiaio del paese. Sarebbe bello poterlo vedere durante i lavori, magari con qualche visita guidata.
Chiara M. || 19/10/2011 ore 08:30 || Professore, in Comune mi hanno detto che a novembre ci sarà una giornata di cantiere aperto. Io mi sono già segnata.
""")
    diario = (
        (
            "Davide Perin",
            "Libeccio II",
            "16/10/2011",
            "Partenza con 12 nodi da sud-ovest, bolina fino alla boa di Punta Sèlva, poi il vento è calato di colpo.",
        ),
        (
            "Anna Moretto",
            "Gabbiano Rosso",
            "16/10/2011",
            "Spinnaker strappato alla seconda poppa, ma siamo arrivati quarti lo stesso. Brindisi al circolo.",
        ),
        (
            "Luca Zennaro",
            "Ostrega",
            "15/10/2011",
            "Giornata di prove con l'equipaggio nuovo: due ragazzi alla prima regata, bravissimi alle scotte.",
        ),
        (
            "Anna Moretto",
            "Gabbiano Rosso",
            "15/10/2011",
            "Controllate le sartie e cambiato il fiocco. Domani si parte alle dieci, previsto maestrale leggero.",
        ),
    )
    lettori = "\n".join(
        f'<div class="lettore" id="cm{9140 + i}"><p class="l-nome">{esc(c.who)}</p><p class="l-data">{esc(c.at)}</p>'
        f'<div class="l-testo">{paras(c.raw)}</div></div>'
        for i, c in enumerate(cs)
    )
    bordo = "\n".join(
        f'<tr><td class="db-skipper"><b>{esc(n)}</b><br><i>{esc(b)}</i><br><span class="db-data">{esc(d)}</span></td><td class="db-nota">{esc(t)}</td></tr>'
        for n, b, d, t in diario
    )
    body = f"""<body>
<div id="contenitore">
<div id="testata"><a href="/"><img src="/immagini/corriere-valmarena.svg" width="420" height="70" alt="Il Corriere di Valmarena"></a>
<div class="testata-dx">Martedì 18 ottobre 2011 &middot; <a href="/abbonamenti">Abbonati</a> &middot; <a href="/accedi">Accedi</a></div></div>
<ul id="menu">{nav([("/", "Home"), ("/cronaca", "Cronaca"), ("/valmarena", "Valmarena"), ("/dintorni", "Dintorni"), ("/sport", "Sport"), ("/cultura", "Cultura"), ("/necrologie", "Necrologie")])}</ul>
<div id="ultimora"><b>Ultim'ora</b> 12:30 Chiusa per frana la provinciale 14 &middot; 11:05 Nuovo parroco a Santa Fosca &middot; 09:40 Basket: vittoria in trasferta</div>
<div id="col-sx">
<div class="lettori"><h3>Dicono i lettori</h3>
{lettori}
<p class="l-scrivi"><a href="#scrivi">Scrivi anche tu &darr;</a></p>
</div>
<div class="box-sx"><h4>Farmacie di turno</h4><p>Farmacia Centrale, piazza Grande 3<br>Farmacia Sant'Anna, via Roma 40</p></div>
</div>
<div id="col-centro">
<p class="percorso"><a href="/">Home</a> &raquo; <a href="/valmarena">Valmarena</a></p>
<h1>La Torre dell'Orologio chiude per restauro</h1>
<p class="occhiello">Ponteggi da lunedì prossimo, lavori per otto mesi: il quadrante sarà smontato e il meccanismo portato in laboratorio</p>
<p class="firma">di <b>Marta Zorzetto</b> &middot; 18 ottobre 2011 &middot; <a href="#col-sx">4 commenti</a></p>
<div class="condividi">Condividi: <a href="#">Facebook</a> 64 &middot; <a href="#">Twitter</a> 7 &middot; <a href="#">Stampa</a></div>
<p><img src="/immagini/2011/10/torre.svg" width="420" height="300" alt="La Torre dell'Orologio"></p>
<p>Da lunedì 24 ottobre la Torre dell'Orologio di piazza Grande sarà circondata dai ponteggi. Il restauro, finanziato dalla Regione e dalla Fondazione Cassa di Valmarena per 340 mila euro, dovrebbe concludersi entro giugno.</p>
<p>Le crepe sopra il quadrante, segnalate già due anni fa, richiedono il consolidamento della muratura. Il meccanismo dell'orologio, del 1887, sarà smontato e restaurato in un laboratorio specializzato.</p>
<p>«Per otto mesi la piazza perderà il suo orologio, ma lo ritroverà puntuale», ha detto l'assessore ai lavori pubblici Fabio Seghezzi.</p>
<div class="correlati"><h4>Articoli correlati</h4><ul>
<li><a href="/valmarena/2010/02/crepe-torre">Crepe sulla Torre: il Comune chiede i fondi</a> 11/02/2010</li>
<li><a href="/valmarena/2009/09/san-rocco">Campanile di San Rocco, i lavori si fermano</a> 03/09/2009</li>
</ul></div>
</div>
<div id="col-dx">
<div class="box diario"><h4>Diario di bordo</h4><p class="piccolo">Veleggiata d'autunno del Circolo Vela Valmarena: gli skipper raccontano.</p><table class="bordo">
{bordo}
</table></div>
<div class="box"><h4>I più letti</h4><ol>{nav([("/cronaca/2011/10/frana", "Frana sulla provinciale 14"), ("/valmarena/2011/10/torre", "La Torre dell'Orologio chiude"), ("/sport/2011/10/basket", "Basket, vittoria in trasferta")])}</ol></div>
<div class="box pubbl"><img src="/immagini/pubbl/mobilificio.svg" width="200" height="200" alt="Pubblicità"></div>
</div>
<div id="scrivi" class="scrivi"><h4>Scrivi il tuo commento</h4><form action="/commenti/invia/7712" method="post"><p>Nome: <input type="text" name="nome" size="30"> E-mail: <input type="text" name="email" size="30"></p><p><textarea name="testo" rows="4" cols="90"></textarea></p><p class="piccolo">I commenti sono moderati e compaiono nella colonna a sinistra dell'articolo.</p><p><input type="submit" value="Invia"></p></form></div>
<div id="piede">{nav([("/chi-siamo", "Chi siamo"), ("/contatti", "Contatti"), ("/pubblicita", "Pubblicità"), ("/privacy", "Privacy")], " | ")}<br>&copy; 2011 Il Corriere di Valmarena &middot; P. IVA 00000000000</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#dcd6cc;font:12px/1.5 Verdana,sans-serif;color:#222}#contenitore{width:990px;margin:0 auto;background:#fff;overflow:hidden}#testata{padding:10px;overflow:hidden}#testata a img{float:left}.testata-dx{float:right;font-size:11px}
#menu{list-style:none;margin:0;padding:0 10px;background:#0b4d6e;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;padding:7px 10px;font-weight:bold;text-decoration:none}#ultimora{background:#fdf3d6;font-size:11px;padding:4px 10px}
#col-sx{float:left;width:170px;padding:10px;background:#f3f1ec;font-size:11px}#col-centro{float:left;width:480px;padding:10px 16px}#col-dx{float:right;width:260px;padding:10px}
.lettori h3{font-size:13px;color:#0b4d6e;border-bottom:2px solid #0b4d6e;margin:0 0 6px}.lettore{border-bottom:1px dotted #bbb;padding:4px 0}.l-nome{margin:0;font-weight:bold}.l-data{margin:0;color:#999;font-size:10px}.l-testo p{margin:2px 0}.l-scrivi{text-align:right}
.box-sx h4,.box h4,.correlati h4{color:#0b4d6e;border-bottom:1px solid #0b4d6e;margin:12px 0 6px}h1{font:bold 25px Georgia,serif;margin:4px 0}.occhiello{font-style:italic;color:#555}.percorso,.firma,.piccolo{font-size:10px;color:#888}.condividi{background:#eef3f6;padding:4px;font-size:11px}
.box{margin-bottom:14px}.bordo{border-collapse:collapse;font-size:11px}.bordo td{border-bottom:1px solid #dde;padding:4px;vertical-align:top}.db-data{color:#999}.scrivi{clear:both;background:#eef3f6;margin:10px;padding:6px 12px}#piede{clear:both;background:#0b4d6e;color:#cfe3ee;font-size:11px;padding:10px}#piede a{color:#fff}
</style>"""
    return make(
        "ft-it-giornale-torre",
        "discussion",
        doc(
            "html4t",
            title="La Torre dell'Orologio chiude per restauro - Il Corriere di Valmarena",
            lang="it",
            head=css,
        )
        + body,
        cs,
        path="/valmarena/2011/10/torre",
        container="div.lettori at the top of the narrow left column div#col-sx (170px, left of the article), after h3 'Dicono i lettori': four div.lettore (p.l-nome NAME, p.l-data '18/10/2011 ore 10:12', div.l-testo p TEXT); the form 'Scrivi il tuo commento' at the page's bottom, below all three columns; the right column holds the skippers' log table",
        heading="Dicono i lettori",
        lookalikes=("table.bordo",),
        description="An Italian town paper of 2011 (invented), three columns: the clock tower closes for restoration; 4 readers' comments over two days, '18/10/2011 ore 10:12', flat (the fourth answers the third as 'Professore'), in the narrow left column under 'Dicono i lettori' above the chemists on duty, the form at the page's bottom across the columns; in the right column the autumn regatta's 'Diario di bordo' (a table of four skippers' dated notes with their boats), most read and an ad; a ticker with times, share counts, related stories with dates and a footer.",
        language="it",
        files={
            "/immagini/corriere-valmarena.svg": svg(420, 70, "#0b4d6e", "Il Corriere di Valmarena", 26),
            "/immagini/2011/10/torre.svg": svg(420, 300, "#a58d6b", "Torre dell'Orologio", 24),
            "/immagini/pubbl/mobilificio.svg": svg(200, 200, "#6b3a5a", "Mobilificio Zanin", 18),
        },
    )


# --------------------------------------------------------------------------- pl: a town portal, 2013, an open tab of a side widget


def pl_plac() -> Case:
    cs = talk("""
Basia z Kolejowej || 07.06.2013, 16:20 || Byłam dziś z wnukiem. Huśtawki porządne, ale brakuje cienia. Przydałoby się parę drzew albo chociaż daszek nad piaskownicą.
Marek_B || 07.06.2013, 17:02 || 380 tysięcy za plac zabaw? Za takie pieniądze można było wyremontować chodnik na Leśnej, po którym nie da się przejść z wózkiem.
mama Zosi i Kuby || 07.06.2013, 19:45 || Super, że jest osobna część dla maluchów. Tylko furtka sama się nie zamyka i psy wchodzą na piasek.
Ryszard Ch. || 08.06.2013, 09:10 || Marek, chodnik na Leśnej jest w budżecie na przyszły rok, pisali o tym w marcu. Nie wszystko naraz.
Ola P. || 08.06.2013, 13:33 || A toaleta? Dzieci w tym wieku nie wytrzymają dwóch godzin, a do najbliższej jest prawie kilometr.
""")
    grajki = (
        (
            "Kuba Wierzbicki",
            "akordeon",
            "08.06.2013",
            "W sobotę od 12 pod ratuszem: tanga i walce. Jak będzie padać, przenoszę się pod arkady.",
        ),
        (
            "Duet „Dwie Struny” – Ewa i Staszek",
            "wiolonczela i gitara",
            "07.06.2013",
            "Piątkowy wieczór przy fontannie, gramy do zmroku. Zbieramy na nową wiolonczelę.",
        ),
        ("Paweł Kos", "gitara", "05.06.2013", "W tym tygodniu tylko środa, od 17, róg Rynku i Piekarskiej."),
        (
            "Helena Zaręba",
            "skrzypce",
            "03.06.2013",
            "Dziękuję za wczoraj! Uzbierało się na struny i jeszcze na lody dla całej rodziny.",
        ),
    )
    kom = "\n".join(
        f'<li class="wk" id="k{66120 + i}"><div class="wk-gora"><img src="/gfx/awatar.svg" width="28" height="28" alt=""> <b class="wk-nick">{esc(c.who)}</b> <span class="wk-czas">{esc(c.at)}</span></div>'
        f'<div class="wk-tresc">{paras(c.raw)}</div><div class="wk-dol"><a href="/zglos/{66120 + i}">zgłoś</a></div></li>'
        for i, c in enumerate(cs)
    )
    graja = "\n".join(
        f"<li><b>{esc(n)}</b> <small>({esc(inst)}) &middot; {esc(d)}</small><br>{esc(t)}</li>"
        for n, inst, d, t in grajki
    )
    body = f"""<body>
<div id="strona">
<div id="naglowek"><a href="/"><img src="/gfx/gazeta-borowiecka.svg" width="380" height="68" alt="Gazeta Borowiecka"></a>
<div class="ng-prawa">Piątek, 7 czerwca 2013 &middot; Imieniny: Roberta, Wiesława &middot; <a href="/logowanie">Zaloguj</a> | <a href="/rejestracja">Załóż konto</a></div></div>
<ul id="menu">{nav([("/", "Strona główna"), ("/wiadomosci", "Wiadomości"), ("/borowiec", "Borowiec"), ("/powiat", "Powiat"), ("/sport", "Sport"), ("/kultura", "Kultura"), ("/ogloszenia", "Ogłoszenia")])}</ul>
<div id="pasek"><b>Na sygnale:</b> 15:40 Kolizja na rondzie Solidarności &middot; 13:15 Pożar trawy przy torach &middot; 11:50 Zaginął 14-latek, policja prosi o pomoc</div>
<div id="glowna">
<p class="okruszki"><a href="/">Strona główna</a> &raquo; <a href="/borowiec">Borowiec</a></p>
<h1>Nowy plac zabaw w parku Słonecznym otwarty</h1>
<p class="lead">Po trzech miesiącach budowy dzieci z Borowca mają nowy plac zabaw. Kosztował 380 tys. zł i ma osobną strefę dla najmłodszych.</p>
<p class="autor">Autor: <b>Joanna Pietrzak</b> &middot; 07.06.2013, 10:15 &middot; <a href="#komentarze">Komentarze (5)</a> &middot; odsłon: 2 417</p>
<div class="udostepnij">Udostępnij: <a href="#">Facebook</a> 96 &middot; <a href="#">Twitter</a> 4 &middot; <a href="#">Wyślij znajomemu</a></div>
<p><img src="/gfx/2013/06/plac-zabaw.svg" width="560" height="300" alt="Plac zabaw"></p>
<p>W piątek rano burmistrz Tadeusz Łukowiak przeciął wstęgę na nowym placu zabaw w parku Słonecznym. Na dzieci czekają huśtawki, zjeżdżalnia z wieżą, linarium, piaskownica i strefa dla maluchów do lat trzech.</p>
<p>Plac ma bezpieczną nawierzchnię z gumowych płyt i ogrodzenie. Miasto zapowiada, że jesienią przy placu posadzi dziesięć lip, a w przyszłym roku stanie tu toaleta.</p>
<p>Inwestycja kosztowała 380 tys. zł, z czego połowę pokrył fundusz unijny.</p>
<div class="tagi-art">Tagi: <a href="/tag/plac-zabaw">plac zabaw</a>, <a href="/tag/park-sloneczny">park Słoneczny</a>, <a href="/tag/dzieci">dzieci</a></div>
<div class="powiazane"><h4>Powiązane artykuły</h4><ul>
<li><a href="/borowiec/2013/03/budowa-placu">Rusza budowa placu zabaw</a> 04.03.2013</li>
<li><a href="/borowiec/2013/03/budzet-chodniki">Budżet 2014: które chodniki do remontu</a> 21.03.2013</li>
</ul></div>
<p class="info-kom">Komentarze do artykułu znajdziesz w ramce po prawej stronie.</p>
</div>
<div id="boczna">
<div id="komentarze" class="zakladki-widget">
<ul class="zakladki"><li class="aktywna"><a href="#zk-kom">Komentarze (5)</a></li><li><a href="#zk-pop">Popularne</a></li><li><a href="#zk-tagi">Tagi</a></li></ul>
<div id="zk-kom" class="panel otwarty"><p class="panel-opis">Komentarze do artykułu „Nowy plac zabaw w parku Słonecznym otwarty”</p><ul class="wk-lista">
{kom}
</ul>
<form class="wk-form" action="/komentarze/dodaj/51802" method="post"><p><input type="text" name="nick" placeholder="Twój nick"></p><p><textarea name="tresc" rows="3" cols="30"></textarea></p><p><input type="submit" value="Dodaj komentarz"></p></form></div>
<div id="zk-pop" class="panel"><ol>{nav([("/wiadomosci/2013/06/zaginiony", "Zaginął 14-latek"), ("/borowiec/2013/06/plac-zabaw", "Nowy plac zabaw otwarty"), ("/sport/2013/06/mecz", "Derby powiatu dla Unii")])}</ol></div>
<div id="zk-tagi" class="panel"><p>{nav([("/tag/drogi", "drogi"), ("/tag/szkoly", "szkoły"), ("/tag/park-sloneczny", "park Słoneczny"), ("/tag/rynek", "Rynek")], " ")}</p></div>
</div>
<div class="ramka starowka"><h4>Grają na Starówce</h4><p class="maly">Uliczni muzycy zapowiadają swoje występy.</p><ul class="grajkowie">
{graja}
</ul></div>
<div class="ramka"><h4>Pogoda</h4><p>Borowiec: 22&deg;C, przelotne opady</p></div>
<div class="ramka rekl"><img src="/gfx/rekl/okna.svg" width="250" height="200" alt="Reklama"></div>
</div>
<div id="stopka">{nav([("/redakcja", "Redakcja"), ("/reklama", "Reklama"), ("/regulamin", "Regulamin"), ("/kontakt", "Kontakt")], " | ")}<br>&copy; 2013 Gazeta Borowiecka. Wszelkie prawa zastrzeżone.</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e3e6ea;font:13px/1.45 Tahoma,Arial,sans-serif;color:#222}#strona{width:970px;margin:0 auto;background:#fff;overflow:hidden}#naglowek{padding:10px;overflow:hidden}#naglowek a img{float:left}.ng-prawa{float:right;font-size:11px}
#menu{list-style:none;margin:0;padding:0 10px;background:#b3261e;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;padding:7px 10px;font-weight:bold;text-decoration:none}#pasek{background:#fbe9e7;font-size:11px;padding:4px 10px}
#glowna{float:left;width:600px;padding:10px 14px}#boczna{float:right;width:310px;padding:10px 10px 10px 0}.okruszki,.autor,.maly{font-size:11px;color:#888}h1{font:bold 25px Arial,sans-serif;margin:4px 0}.lead{font-weight:bold}.udostepnij{background:#f2f2f2;padding:4px;font-size:11px}.info-kom{font-size:11px;color:#b3261e}
.zakladki{list-style:none;margin:0;padding:0;overflow:hidden;border-bottom:2px solid #b3261e}.zakladki li{float:left}.zakladki a{display:block;padding:5px 9px;background:#eee;color:#333;margin-right:2px;text-decoration:none}.zakladki .aktywna a{background:#b3261e;color:#fff}
.panel{display:none;border:1px solid #ddd;border-top:0;padding:6px}.panel.otwarty{display:block}.panel-opis{font-size:11px;color:#888;margin:0 0 4px}.wk-lista{list-style:none;padding:0;margin:0}.wk{border-bottom:1px solid #eee;padding:5px 0}.wk-gora img{vertical-align:middle}.wk-czas{font-size:10px;color:#999}.wk-tresc p{margin:3px 0;font-size:12px}.wk-dol{font-size:10px;text-align:right}
.ramka{margin:14px 0}.ramka h4,.powiazane h4{color:#b3261e;border-bottom:1px solid #b3261e;margin:10px 0 6px}.grajkowie{list-style:none;padding:0;font-size:12px}.grajkowie li{border-bottom:1px dotted #ccc;padding:4px 0}
#stopka{clear:both;background:#333;color:#bbb;font-size:11px;padding:10px}#stopka a{color:#fff}
</style>"""
    return make(
        "ft-pl-portal-plac",
        "discussion",
        doc(
            "html4t",
            title="Nowy plac zabaw w parku Słonecznym otwarty - Gazeta Borowiecka",
            lang="pl",
            head=css,
        )
        + body,
        cs,
        path="/borowiec/2013/06/plac-zabaw",
        container="the open pane div#zk-kom.panel.otwarty of the side widget div#komentarze, whose tabs ul.zakladki read 'Komentarze (5) | Popularne | Tagi' (the other two panes hidden by CSS): a line naming the article, ul.wk-lista of five li.wk (div.wk-gora img b.wk-nick NAME span.wk-czas '07.06.2013, 16:20', div.wk-tresc p TEXT, div.wk-dol 'zgłoś'), a form below in the same pane",
        heading="Komentarze (5)",
        lookalikes=("ul.grajkowie",),
        description="A Polish town portal of 2013 (invented): a new playground opens; 5 readers' comments over two days, '07.06.2013, 16:20', flat (the fourth answers the second by name in its text), in the first tab of a side widget 'Komentarze (5) | Popularne | Tagi' served open, a small form under them, the main column only pointing to it; below the widget the buskers' announcements 'Grają na Starówce' (four named musicians' dated lines), weather and an ad; a ticker with times, name days, share and view counts, tags, related stories with dates and a footer.",
        language="pl",
        files={
            "/gfx/awatar.svg": svg(28, 28, "#c7c7c7"),
            "/gfx/gazeta-borowiecka.svg": svg(380, 68, "#b3261e", "Gazeta Borowiecka", 26),
            "/gfx/2013/06/plac-zabaw.svg": svg(560, 300, "#6aa84f", "Plac zabaw", 30),
            "/gfx/rekl/okna.svg": svg(250, 200, "#2d5d8a", "Okna Borowiec", 20),
        },
    )


# --------------------------------------------------------------------------- nl: a canal blog, 2016, far below the post


def nl_sluis() -> Case:
    cs = talk("""
Gerrit Hoogland || 2 maart 2016 om 09:14 || Drie maanden midden in het vaarseizoen, dat gaat pijn doen bij de bootverhuurders in Oudewerf. Waarom niet gewoon in de winter?
Ineke v.d. Berg || 2 maart 2016 om 10:02 || Gerrit, in de winter staat het water te hoog voor de bouwput. Dat stond in de nieuwsbrief van het waterschap van januari.
Joost van De Zwerver || 2 maart 2016 om 12:48 || Wij varen dit jaar dan maar via de Grote Vaart om. Kost een dag extra, maar de kinderen vinden het prima.
Marloes || 2 maart 2016 om 15:30 || Mooi stuk. Is de ophaalbrug bij de sluis dan ook dicht voor fietsers, of alleen voor de scheepvaart?
Kanaaljournaal || 2 maart 2016 om 16:05 || Marloes, de brug blijft open voor fietsers en voetgangers, behalve in de week van 18 april als de nieuwe deuren erin gaan.
Hans D. || 3 maart 2016 om 08:40 || Die deuren zijn van 1961, dus het werd tijd. Mijn vader heeft er nog jaren als sluiswachter gestaan.
roeiclub De Wetering || 3 maart 2016 om 19:22 || Voor onze leden: de trainingen op het benedenpand gaan gewoon door, instappen bij het clubhuis zoals altijd.
""")
    wachters = (
        (
            "Wim Kooistra",
            "sluis Oudewerf",
            "1 maart 2016",
            "Rustige dag: elf keer geschut, negen daarvan beroepsvaart. Het water staat 8 cm boven peil.",
        ),
        (
            "Trijntje Bakema",
            "sluis Hemmerdijk",
            "29 februari 2016",
            "Eerste plezierjacht van het jaar doorgeschut. De schipper had een thermoskan koffie voor me meegenomen.",
        ),
        (
            "Wim Kooistra",
            "sluis Oudewerf",
            "27 februari 2016",
            "Laatste week met de oude deuren in gewone dienst. Volgende week komt de bok.",
        ),
        (
            "Anouk Terpstra",
            "brug en sluis De Klink",
            "25 februari 2016",
            "IJzel op het brugdek: twee uur zout gestrooid voordat we konden draaien.",
        ),
        (
            "Trijntje Bakema",
            "sluis Hemmerdijk",
            "22 februari 2016",
            "Een groep zwanen wilde per se mee de kolk in. Na drie pogingen zijn ze toch maar over de dijk gelopen.",
        ),
    )
    related = (
        (
            "/2016/02/bruggen-draaitijden",
            "Nieuwe draaitijden voor de bruggen in het voorjaar",
            "24 februari 2016",
            "Vanaf 1 april draaien de bruggen op de Kanaaldijk weer op zondag. Een overzicht per brug.",
        ),
        (
            "/2016/02/baggeren-benedenpand",
            "Baggeren in het benedenpand: wat merkt u ervan?",
            "12 februari 2016",
            "Het waterschap haalt dertigduizend kuub slib weg. De vaargeul blijft open, maar smaller.",
        ),
        (
            "/2016/01/winter-ijs",
            "Geen ijs, wel ijzel: de winter op het kanaal",
            "28 januari 2016",
            "Een rondgang langs de sluizen in de koudste week van het jaar.",
        ),
        (
            "/2016/01/oude-sluiswachtershuisjes",
            "Vijf oude sluiswachtershuisjes te koop",
            "15 januari 2016",
            "De provincie verkoopt de huisjes die niet meer nodig zijn. Wie wil er wonen aan het water?",
        ),
        (
            "/2015/12/jaaroverzicht",
            "Het kanaal in 2015: een jaaroverzicht",
            "30 december 2015",
            "Van de droge zomer tot de nieuwe passantenhaven: wat er gebeurde langs de vaart.",
        ),
        (
            "/2015/11/passantenhaven",
            "Passantenhaven Oudewerf krijgt stroompalen",
            "19 november 2015",
            "Twaalf nieuwe palen, betalen met een pasje bij het havenkantoor.",
        ),
        (
            "/2015/10/roeiwedstrijd",
            "Roeiwedstrijd De Wetering: de uitslagen",
            "5 oktober 2015",
            "Zeventien ploegen op het water, de acht van de thuisclub als eerste over de streep.",
        ),
        (
            "/2015/09/scheepvaart-cijfers",
            "Meer beroepsvaart door de sluis dan ooit",
            "21 september 2015",
            "De cijfers over het eerste halfjaar: bijna twaalfduizend schuttingen.",
        ),
    )
    reacties = "\n".join(
        f'<article class="reactie{" reactie-auteur" if c.who == "Kanaaljournaal" else ""}" id="reactie-{2231 + i}">\n'
        f'<header><img src="/assets/gravatar.svg" width="36" height="36" alt=""> <span class="r-naam">{esc(c.who)}</span> '
        f'<a class="r-tijd" href="#reactie-{2231 + i}">{esc(c.at)}</a></header>\n<div class="r-tekst">{paras(c.raw)}</div>\n'
        f'<footer><a href="?replyto={2231 + i}#reageer">Reageer</a></footer>\n</article>'
        for i, c in enumerate(cs)
    )
    eerder = "\n".join(
        f'<li><img src="/assets/thumb.svg" width="90" height="60" alt=""><a href="{h}">{esc(t)}</a> <span class="e-datum">{esc(d)}</span><p>{esc(x)}</p></li>'
        for h, t, d, x in related
    )
    logboek = "\n".join(
        f'<li><strong>{esc(n)}</strong>, {esc(s)}<br><span class="lb-datum">{esc(d)}</span> &ndash; {esc(t)}</li>'
        for n, s, d, t in wachters
    )
    body = f"""<body class="post-template">
<div class="site">
<header class="site-header"><a class="site-title" href="/">Het Kanaaljournaal</a><p class="site-desc">Alles over de vaart, de sluizen en de mensen langs het water</p>
<nav class="site-nav">{nav([("/", "Home"), ("/tag/sluizen", "Sluizen"), ("/tag/bruggen", "Bruggen"), ("/tag/varen", "Varen"), ("/over", "Over dit blog")], " ")}</nav></header>
<div class="kolommen">
<main class="hoofd">
<article class="post">
<h1 class="post-title">De sluis bij Oudewerf gaat drie maanden dicht</h1>
<p class="post-meta">2 maart 2016 &middot; door <b>Sietske</b> &middot; <a href="/tag/sluizen">Sluizen</a> &middot; <a href="#reacties">7 reacties</a></p>
<p><img src="/assets/2016/03/sluis-oudewerf.svg" width="600" height="320" alt="Sluis Oudewerf"></p>
<p>Het waterschap heeft het besluit gisteren bekendgemaakt: de sluis bij Oudewerf gaat van 4 april tot begin juli dicht voor de scheepvaart. De sluisdeuren, die er sinds 1961 in hangen, worden vervangen, en de kolkwanden krijgen nieuwe damwanden.</p>
<p>Voor de beroepsvaart is er een omleiding via de Grote Vaart, wat een dag extra varen betekent. Voor de recreatievaart is dat een flinke tegenvaller, zeker voor de verhuurbedrijven in Oudewerf, die in mei en juni het meeste verdienen.</p>
<p>Waarom niet in de winter? Volgens het waterschap staat het grondwater dan te hoog om de bouwput droog te houden. De ophaalbrug naast de sluis blijft voor fietsers en voetgangers open, behalve in de week dat de nieuwe deuren worden geplaatst.</p>
<p>Sluiswachter Wim Kooistra, die er al 22 jaar werkt, neemt het nuchter op: "De oude deuren hebben hun werk gedaan. Ik ga die drie maanden de brug bedienen en koffie zetten voor de aannemer."</p>
<p class="post-tags">Tags: <a href="/tag/sluizen">sluizen</a>, <a href="/tag/oudewerf">Oudewerf</a>, <a href="/tag/waterschap">waterschap</a></p>
<div class="deel">Delen: <a href="#">Facebook</a> (38) &middot; <a href="#">Twitter</a> (11) &middot; <a href="#">WhatsApp</a></div>
</article>
<section class="eerder"><h3>Eerder op Het Kanaaljournaal</h3><ul class="eerder-lijst">
{eerder}
</ul><p><a href="/archief">Naar het archief &raquo;</a></p></section>
<section class="nieuwsbrief"><h3>Nieuwsbrief</h3><p>Eens per maand het nieuws van de vaart in uw mailbox: nieuwe draaitijden, stremmingen, evenementen langs het water.</p><form action="/nieuwsbrief/aanmelden" method="post"><input type="text" name="email" placeholder="uw e-mailadres"> <input type="submit" value="Aanmelden"></form><p class="klein">Al 1.204 lezers gingen u voor. Afmelden kan altijd.</p></section>
<section id="reacties" class="reacties"><h3>7 reacties</h3>
{reacties}
</section>
<section id="reageer" class="reageer"><h3>Reageer</h3><form action="/reactie/plaatsen/318" method="post"><p><input type="text" name="naam" placeholder="Naam"> <input type="text" name="email" placeholder="E-mail"></p><p><textarea name="tekst" rows="5" cols="60"></textarea></p><p><input type="submit" value="Plaats reactie"></p></form></section>
</main>
<aside class="zij">
<section class="blok"><img src="/assets/sietske.svg" width="100" height="100" alt="Sietske"><p>Ik ben Sietske. Ik woon op een woonboot aan het benedenpand en schrijf hier over alles wat langs het kanaal gebeurt.</p></section>
<section class="blok wachters"><h4>Uit het sluiswachtershuisje</h4><p class="klein">Korte berichten van de sluis- en brugwachters langs het kanaal.</p><ul class="logboek">
{logboek}
</ul></section>
<section class="blok"><h4>Stremmingen</h4><ul>{nav([("/stremmingen/oudewerf", "Sluis Oudewerf: 4 april - 1 juli"), ("/stremmingen/de-klink", "Brug De Klink: 14 maart, 8-12 uur")])}</ul></section>
<section class="blok"><h4>Tags</h4><p>{nav([("/tag/sluizen", "sluizen"), ("/tag/bruggen", "bruggen"), ("/tag/roeien", "roeien"), ("/tag/waterschap", "waterschap"), ("/tag/oudewerf", "Oudewerf")], " ")}</p></section>
</aside>
</div>
<footer class="site-footer">&copy; 2016 Het Kanaaljournaal &middot; <a href="/rss">RSS</a> &middot; <a href="/contact">Contact</a></footer>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#eef2f3;font:15px/1.6 'Helvetica Neue',Arial,sans-serif;color:#2a2f33}.site{max-width:1000px;margin:0 auto;background:#fff}.site-header{padding:24px 28px;background:#1f5c5a;color:#dcebea}.site-title{color:#fff;font:bold 30px Georgia,serif;text-decoration:none}.site-desc{margin:2px 0 8px}.site-nav a{color:#fff;margin-right:12px}
.kolommen{display:flex}.hoofd{flex:1;padding:20px 28px}.zij{width:280px;padding:20px 20px 20px 0;font-size:13px}.post-title{font:bold 28px Georgia,serif;margin:0 0 6px}.post-meta,.post-tags,.klein,.e-datum,.lb-datum{font-size:12px;color:#888}.deel{font-size:12px;background:#eef2f3;padding:4px 8px}
.eerder h3,.nieuwsbrief h3,.reacties h3,.reageer h3,.blok h4{color:#1f5c5a;border-bottom:2px solid #1f5c5a;margin:22px 0 8px}.eerder-lijst{list-style:none;padding:0}.eerder-lijst li{overflow:hidden;border-bottom:1px solid #e3e8ea;padding:6px 0}.eerder-lijst img{float:left;margin-right:10px}.eerder-lijst p{margin:2px 0;font-size:13px;color:#555}
.nieuwsbrief{background:#e4efee;padding:4px 14px 10px}.reactie{border-bottom:1px solid #e3e8ea;padding:8px 0}.reactie-auteur{background:#f2f8f7}.reactie header img{vertical-align:middle;border-radius:18px}.r-naam{font-weight:bold}.r-tijd{font-size:12px;color:#888;margin-left:6px}.r-tekst p{margin:4px 0 4px 44px}.reactie footer{font-size:12px;margin-left:44px}
.blok{margin-bottom:18px}.logboek{list-style:none;padding:0}.logboek li{border-bottom:1px dotted #c5d3d2;padding:5px 0}.site-footer{background:#1f5c5a;color:#dcebea;font-size:12px;padding:12px 28px}.site-footer a{color:#fff}
</style>"""
    return make(
        "ft-nl-blog-sluis",
        "discussion",
        doc(
            "html5",
            title="De sluis bij Oudewerf gaat drie maanden dicht – Het Kanaaljournaal",
            lang="nl",
            head=css,
        )
        + body,
        cs,
        path="/2016/03/sluis-oudewerf-dicht",
        container="section#reacties.reacties after h3 '7 reacties', far below the post: after section.eerder 'Eerder op Het Kanaaljournaal' (eight related posts with thumbnails, dates and a teaser each) and section.nieuwsbrief (a sign-up box): seven article.reactie (header img span.r-naam NAME a.r-tijd '2 maart 2016 om 09:14', div.r-tekst p TEXT, footer 'Reageer'), the blogger's answer article.reactie.reactie-auteur 'Kanaaljournaal' among them; the form section#reageer below",
        heading="7 reacties",
        lookalikes=("ul.logboek",),
        description="A Dutch canal blog of 2016 (invented, a flex two-column theme): a lock closes for three months; 7 comments over two days, '2 maart 2016 om 09:14', flat (answers by name in the text, the blog's own answer marked by a class only), far below the post after a long related-posts block of eight teasers with dates and a newsletter box with a reader count; in the sidebar the lock keepers' notes 'Uit het sluiswachtershuisje' (five named, dated notes with their lock), the blogger's box, closures with dates and tags; share counts and a footer.",
        language="nl",
        files={
            "/assets/gravatar.svg": svg(36, 36, "#b7c9c8"),
            "/assets/thumb.svg": svg(90, 60, "#8fb3b1"),
            "/assets/sietske.svg": svg(100, 100, "#1f5c5a", "S", 40),
            "/assets/2016/03/sluis-oudewerf.svg": svg(600, 320, "#4f7f7d", "Sluis Oudewerf", 30),
        },
    )
