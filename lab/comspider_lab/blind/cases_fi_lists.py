"""Blind set fi: eight pages without any reader comment, each with a list of short entries by different named people,
written in full sentences, and a form or an invitation right below or near it. A German bicycle workshop's blog of
2016 (customers' testimonials above "Erzählen Sie uns Ihre Geschichte"), an Italian neighbourhood committee's
petition of 2019 (the latest signatures with a reason each, in a table, above "Firma anche tu"), a Polish county
weekly's legal Q&A column of 2014 (readers' questions and a lawyer's answers above "Zadaj pytanie"), a Portuguese
regional paper of 2021 (a vox pop in the article, then a newsletter form), a Swedish local paper of 2017 (readers'
photos with captions and senders above an upload form), a Turkish amateur football club of 2022 (the squad with a
one-line quote each, then "Takımımıza katıl"), a Japanese neighbourhood association's newsletter of 2013 (lost and
found notices "text — NAME（DATE）" above "掲示を出す") and a Czech women's magazine's recipe of 2011 (readers' tips
in the recipe body, then "Pošlete nám svůj tip"). Every site, name and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_fi_common import Case, doc, esc, items, make, svg

# --------------------------------------------------------------------------- de: a bicycle workshop's testimonials, 2016


def de_radhaus() -> Case:
    stimmen = "".join(
        f'<div class="stimme"><blockquote>{esc(t)}</blockquote><p class="wer">&ndash; {esc(n)}, {esc(o)}</p></div>'
        for t, n, o in (
            (
                "Mein altes Hollandrad hatte zwanzig Jahre im Keller gestanden. Nach einer Woche in der Werkstatt fahre ich damit wieder jeden Tag zum Markt.",
                "Hannelore Brückner",
                "Wetterbühl",
            ),
            (
                "Die Kette ist mir mitten auf der Albtour gerissen, und Herr Sailer hat mich am Telefon durch die Notreparatur gelotst. So etwas kenne ich von keinem anderen Laden.",
                "Timo Weckerle",
                "Oberhofstetten",
            ),
            (
                "Für unsere Tochter haben wir hier ein gebrauchtes Kinderrad gekauft, frisch durchgesehen und mit neuen Bremsen. Es hat inzwischen auch ihren kleinen Bruder überlebt.",
                "Familie Ostertag",
                "Wetterbühl",
            ),
            (
                "Ich kam mit meinem Lastenrad und einer quietschenden Nabenschaltung und wurde ernsthaft beraten statt belächelt. Seitdem läuft alles wie geschmiert.",
                "Selin Aydemir",
                "Grubenfeld",
            ),
        )
    )
    body = f"""<body>
<div class="rahmen">
<header class="kopf"><a href="/"><img src="/bilder/radhaus-logo.svg" width="260" height="70" alt="Radhaus Wetterbühl"></a>
<nav>{items("/", ["Start", "Werkstatt", "Gebrauchträder", "Verleih", "Blog", "Anfahrt"], " ")}</nav></header>
<main>
<h1>Frühjahrscheck: Was wir an Ihrem Rad prüfen</h1>
<p class="meta">Blog &middot; 11. März 2016 &middot; Matthias Sailer</p>
<p>Sobald die Sonne herauskommt, stehen die Räder bei uns bis zur Tür. Damit Sie nicht wochenlang warten müssen, bieten wir bis Ende April den Frühjahrscheck zum Festpreis von 29 Euro an.</p>
<p>Wir prüfen Bremsen und Bremszüge, stellen die Schaltung ein, ölen die Kette, kontrollieren Speichenspannung und Reifendruck und schauen uns das Licht an. Verschleißteile rechnen wir nur nach Rücksprache ab.</p>
<p>Termine vergeben wir dienstags bis samstags, am einfachsten telefonisch oder direkt im Laden. Wer sein Rad morgens bis neun Uhr bringt, kann es in der Regel am selben Abend wieder abholen.</p>
<p><img src="/bilder/blog/fruehjahrscheck.svg" width="560" height="280" alt="Räder in der Werkstatt"></p>
<section class="stimmen">
<h2>Das sagen unsere Kundinnen und Kunden</h2>
{stimmen}
</section>
<section class="erzaehl">
<h3>Erzählen Sie uns Ihre Geschichte</h3>
<p>Sie sind mit einem Rad aus unserer Werkstatt unterwegs? Schreiben Sie uns ein paar Sätze, wir freuen uns über jede Zuschrift.</p>
<form action="/geschichte" method="post">
<p><label>Name <input type="text" name="name"></label> <label>Wohnort <input type="text" name="ort"></label></p>
<p><textarea name="geschichte" rows="5" cols="60"></textarea></p>
<p><label><input type="checkbox" name="ok"> Mein Text darf auf der Website erscheinen.</label></p>
<p><button type="submit">Absenden</button></p>
</form>
</section>
</main>
<footer>Radhaus Wetterbühl &middot; Mühlstraße 7 &middot; Di-Fr 9-18 Uhr, Sa 9-13 Uhr &middot; <a href="/impressum">Impressum</a> &middot; <a href="/datenschutz">Datenschutz</a></footer>
</div>
</body>
</html>
"""
    css = """<style>
body{font:16px/1.5 "Trebuchet MS",sans-serif;margin:0;background:#ececec}.rahmen{max-width:860px;margin:0 auto;background:#fff;padding:0 24px}.kopf{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #e2711d}
.kopf nav a{margin-left:12px;color:#333}.meta{color:#888;font-size:13px}.stimmen{background:#fdf4ec;padding:10px 16px;margin-top:24px}.stimme blockquote{margin:8px 0;font-style:italic}.wer{text-align:right;color:#e2711d;margin:0 0 10px}
.erzaehl{border-top:1px solid #ddd;margin-top:20px}footer{font-size:12px;color:#777;padding:16px 0}
</style>"""
    return make(
        "fi-de-plain-radhaus",
        "lookalike",
        "de",
        doc(
            "html5",
            title="Frühjahrscheck: Was wir an Ihrem Rad prüfen - Radhaus Wetterbühl",
            lang="de",
            head=css,
        )
        + body,
        [],
        path="/blog/2016/fruehjahrscheck",
        container="-",
        heading=None,
        description="A German bicycle workshop's blog of 2016 (invented), no reader comment: the spring check; under the post 'Das sagen unsere Kundinnen und Kunden', four customers' testimonials in div.stimme (blockquote TEXT, then '– NAME, TOWN'), not comments; right below them 'Erzählen Sie uns Ihre Geschichte', a form with name, town, a textarea and a submit button.",
        lookalikes=("section.stimmen",),
        files={
            "/bilder/radhaus-logo.svg": svg(260, 70, "#e2711d", "Radhaus Wetterbühl", 20),
            "/bilder/blog/fruehjahrscheck.svg": svg(560, 280, "#8a9aa8", "Werkstatt"),
        },
    )


# --------------------------------------------------------------------------- it: a petition's latest signatures, 2019


def it_lavatoio() -> Case:
    firme = "".join(
        f"<tr><td>{esc(n)}</td><td>{esc(c)}</td><td>{esc(d)}</td><td>{esc(t)}</td></tr>"
        for n, c, d, t in (
            (
                "Rosanna Bellotti",
                "Castelmarino",
                "14/05/2019",
                "Da bambina ci venivo con mia nonna a sciacquare i panni: non possiamo lasciarlo crollare.",
            ),
            (
                "Piero Sgarbi",
                "Castelmarino",
                "14/05/2019",
                "È l'ultimo lavatoio coperto del paese e il tetto si può ancora salvare con una spesa modesta.",
            ),
            (
                "Michela Fontanot",
                "Villa Erbosa",
                "13/05/2019",
                "Ogni primavera porto lì i miei alunni per la lezione sull'acqua, serve anche alla scuola.",
            ),
            (
                "Gianluca Ferrazza",
                "Castelmarino",
                "13/05/2019",
                "Preferisco un lavatoio restaurato all'ennesimo parcheggio asfaltato.",
            ),
            (
                "Ada Lucchesi",
                "Borgo Pieve",
                "12/05/2019",
                "Sono emigrata vent'anni fa, ma quando torno la prima cosa che vado a vedere è il lavatoio.",
            ),
        )
    )
    body = f"""<body>
<div id="wrap">
<div id="top"><h1><a href="/">Comitato di quartiere Santa Lucia</a></h1><p>Castelmarino &middot; dal 1998 per il nostro quartiere</p></div>
<ul id="nav">{items("/", ["Home", "Chi siamo", "Iniziative", "Petizioni", "Foto", "Contatti"])}</ul>
<div id="main">
<h2>Salviamo il lavatoio di via dei Gelsi</h2>
<p class="data">Pubblicato il 2 maggio 2019</p>
<p>Il lavatoio pubblico di via dei Gelsi, costruito nel 1911, ha il tetto puntellato da tre anni e la vasca grande è piena di foglie. Il Comune lo ha inserito nell'elenco degli immobili da alienare.</p>
<p>Chiediamo al sindaco e alla giunta di toglierlo dall'elenco, di rifare la copertura e di affidarlo al comitato, che si impegna a tenerlo pulito e ad aprirlo la domenica mattina.</p>
<p>Raggiunte 300 firme consegneremo la petizione in consiglio comunale. Finora hanno firmato <b>187</b> persone.</p>
<p><img src="/foto/lavatoio.svg" width="520" height="260" alt="Il lavatoio di via dei Gelsi"></p>
<h3>Le ultime firme</h3>
<table class="firme">
<tr><th>Nome</th><th>Paese</th><th>Data</th><th>Perché firmo</th></tr>
{firme}
</table>
<p class="tutte"><a href="/petizioni/lavatoio/firme?pag=2">Vedi tutte le firme</a></p>
<div class="firma">
<h3>Firma anche tu</h3>
<form action="/petizioni/lavatoio/firma" method="post">
<p>Nome e cognome<br><input type="text" name="nome" size="40"></p>
<p>Paese<br><input type="text" name="paese" size="40"></p>
<p>Email (non verrà pubblicata)<br><input type="text" name="email" size="40"></p>
<p>Perché firmi? (facoltativo)<br><input type="text" name="motivo" size="60"></p>
<p><input type="submit" value="Firma la petizione"></p>
</form>
</div>
</div>
<div id="side">
<h4>Prossimi appuntamenti</h4>
<p>18 maggio: pulizia del parco giochi<br>2 giugno: pranzo sociale in oratorio</p>
<h4>Iscriviti al comitato</h4>
<p>La tessera costa 5 euro all'anno e si fa al bar Centrale.</p>
</div>
<div id="foot">Comitato di quartiere Santa Lucia &middot; Castelmarino &middot; <a href="/contatti">Scrivici</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:14px Arial,sans-serif;margin:0;background:#e8eef0}#wrap{width:920px;margin:0 auto;background:#fff}#top{background:#2b6e79;color:#fff;padding:10px 16px}#top a{color:#fff;text-decoration:none}
#nav{list-style:none;margin:0;padding:6px 16px;background:#d8e6e8}#nav li{display:inline;margin-right:14px}#main{float:left;width:620px;padding:10px 16px}#side{float:right;width:230px;padding:10px;font-size:13px}
#foot{clear:both;background:#2b6e79;color:#fff;padding:6px 16px;font-size:12px}#foot a{color:#fff}.data{color:#888}.firme{border-collapse:collapse;width:100%;font-size:13px}.firme td,.firme th{border-bottom:1px solid #ccc;padding:4px;text-align:left;vertical-align:top}
.firma{background:#f3f7f8;padding:8px 14px;margin-top:10px}
</style>"""
    return make(
        "fi-it-plain-lavatoio",
        "lookalike",
        "it",
        doc(
            "html4t",
            title="Salviamo il lavatoio di via dei Gelsi - Comitato di quartiere Santa Lucia",
            lang="it",
            head=css,
        )
        + body,
        [],
        path="/petizioni/lavatoio-via-dei-gelsi.html",
        container="-",
        heading=None,
        description="An Italian neighbourhood committee's site of 2019 (invented), no reader comment: a petition to save an old public wash-house; 'Le ultime firme', a table.firme of five signatures (name, town, dd/mm/yyyy date, a one-sentence reason), not comments; 'Vedi tutte le firme', then 'Firma anche tu', the signing form with a 'why do you sign' field; the committee's dates beside it.",
        lookalikes=("table.firme",),
        files={"/foto/lavatoio.svg": svg(520, 260, "#7a8c6e", "lavatoio")},
    )


# --------------------------------------------------------------------------- pl: a lawyer answers readers, 2014


def pl_prawnik() -> Case:
    qa = "".join(
        f'<div class="pyt"><p class="q"><b>{esc(n)}</b> pyta: {esc(q)}</p><p class="a"><i>Odpowiada mec. Tomasz Wrzos:</i> {esc(a)}</p></div>'
        for n, q, a in (
            (
                "Pani Halina z Wierzbina Małego",
                "Sąsiad postawił nowy płot pół metra na mojej działce. Czy mogę go sama rozebrać?",
                "Nie radzę. Najpierw trzeba wezwać geodetę, który wznowi znaki graniczne, a potem na piśmie wezwać sąsiada do przeniesienia ogrodzenia. Samowolna rozbiórka może się skończyć sprawą o naruszenie posiadania.",
            ),
            (
                "Pan Zbigniew z Kołaczyna",
                "Po ojcu odziedziczyliśmy z bratem dom, ale mieszka w nim tylko brat i nic mi nie płaci. Czy należy mi się jakaś rekompensata?",
                "Tak, współwłaściciel, który sam korzysta z całej nieruchomości, może być zobowiązany do zapłaty wynagrodzenia za korzystanie z Pana udziału. Warto najpierw wysłać bratu pisemne wezwanie, a dopiero potem iść do sądu.",
            ),
            (
                "Pani Joanna, Stara Rudnica",
                "Kupiłam przez internet pralkę, która po tygodniu przestała wirować. Sklep każe mi ją wysłać do serwisu producenta. Czy musi?",
                "Nie musi Pani. Reklamację może Pani złożyć bezpośrednio w sklepie, który odpowiada za zgodność towaru z umową. Sklep ma czternaście dni na odpowiedź, a jeśli jej nie udzieli, uznaje się, że reklamację przyjął.",
            ),
        )
    )
    body = f"""<body>
<div id="strona">
<div id="naglowek"><a href="/"><img src="/grafika/kurier-logo.svg" width="420" height="70" alt="Kurier Powiatu Olszyńskiego"></a><span>wtorek, 18 marca 2014</span></div>
<div id="menu">{items("/", ["Aktualności", "Gminy", "Sport", "Porady", "Ogłoszenia", "Kontakt"], " | ")}</div>
<div id="tresc">
<p class="dzial">Porady &raquo; Prawnik odpowiada</p>
<h1>Płot na cudzej działce i pralka z reklamacji</h1>
<p class="podpis">18.03.2014 &middot; oprac. (ak)</p>
<p class="lead">Co tydzień mecenas Tomasz Wrzos z kancelarii w Olszynie odpowiada na pytania Czytelników. Publikujemy wybrane pytania i odpowiedzi z ostatniego dyżuru.</p>
{qa}
<p class="uwaga">Odpowiedzi mają charakter ogólny i nie zastępują porady udzielonej po zapoznaniu się z dokumentami.</p>
<div class="zadaj">
<p><b>Masz pytanie do prawnika?</b> Napisz do nas. Dyżur telefoniczny: każdy czwartek 10-12, tel. 55 000 12 34.</p>
<form action="/porady/zadaj-pytanie" method="post">
<p>Imię: <input type="text" name="imie"> Miejscowość: <input type="text" name="miejscowosc"></p>
<p><textarea name="pytanie" rows="4" cols="56"></textarea></p>
<p><input type="submit" value="Zadaj pytanie"></p>
</form>
</div>
</div>
<div id="boczny">
<h3>Najczęściej czytane</h3>
<ul>{items("/", ["Remont mostu w Kołaczynie przesunięty", "Nowy rozkład PKS od kwietnia", "Olszyna gra o awans"])}</ul>
<h3>Apteki dyżurne</h3>
<p>Olszyna: apteka Pod Lipami, ul. Kościelna 3</p>
</div>
<div id="stopka">Kurier Powiatu Olszyńskiego &middot; tygodnik lokalny &middot; <a href="/redakcja">Redakcja</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:13px Tahoma,Verdana,sans-serif;margin:0;background:#ddd}#strona{width:940px;margin:0 auto;background:#fff}#naglowek{display:flex;justify-content:space-between;align-items:center;padding:8px}#naglowek span{color:#777}
#menu{background:#a21c1c;padding:6px 8px}#menu a{color:#fff}#tresc{float:left;width:620px;padding:10px 16px}#boczny{float:right;width:250px;padding:10px;background:#f6f6f6}#stopka{clear:both;background:#333;color:#ccc;padding:6px;font-size:11px}#stopka a{color:#fff}
.dzial{color:#a21c1c;font-size:11px}.podpis{color:#888;font-size:11px}.lead{font-weight:bold}.pyt{border-left:3px solid #a21c1c;padding-left:10px;margin:12px 0}.q{margin-bottom:4px}.a{margin-top:0}.uwaga{font-size:11px;color:#777}.zadaj{background:#fbf1f1;padding:8px 12px}
</style>"""
    return make(
        "fi-pl-plain-prawnik",
        "lookalike",
        "pl",
        doc(
            "html4t",
            title="Płot na cudzej działce i pralka z reklamacji - Kurier Powiatu Olszyńskiego",
            lang="pl",
            head=css,
        )
        + body,
        [],
        path="/porady/prawnik-odpowiada/2014/03/plot-na-cudzej-dzialce",
        container="-",
        heading=None,
        description="A Polish county weekly of 2014 (invented), no reader comment: the weekly 'Prawnik odpowiada' column; three readers' questions ('b Pani NAME z VILLAGE pyta: QUESTION') each with the lawyer's answer, in div.pyt, no heading over them, not comments; right below 'Masz pytanie do prawnika?' and a form with a name, a place, a textarea and 'Zadaj pytanie'.",
        lookalikes=("div.pyt",),
        files={"/grafika/kurier-logo.svg": svg(420, 70, "#a21c1c", "Kurier Powiatu Olszyńskiego", 22)},
    )


# --------------------------------------------------------------------------- pt: a vox pop in the article, 2021


def pt_autocarro() -> Case:
    vox = "".join(
        f"<p><strong>{esc(n)}:</strong> «{esc(t)}»</p>"
        for n, t in (
            (
                "Maria Albertina, 34 anos, professora",
                "Até agora dependia da boleia de uma colega. Com o autocarro das 7h40 chego à escola antes dos alunos.",
            ),
            (
                "Joaquim Reis, 71 anos, reformado",
                "Para ir ao centro de saúde pagava quinze euros de táxi. Só espero que não acabem com a carreira no verão.",
            ),
            (
                "Inês Pacheco, 19 anos, estudante",
                "O último autocarro sai às sete da tarde. Quem tem aulas à noite continua a ter de pedir aos pais.",
            ),
            (
                "Rui Gaspar, 45 anos, padeiro",
                "Eu começo às quatro da manhã, por isso a mim não me serve. Mas a minha mãe já o apanhou duas vezes para ir à feira.",
            ),
        )
    )
    body = f"""<body>
<header class="cab">
<div class="marca"><a href="/"><img src="/imagens/correio-do-vale.svg" width="360" height="64" alt="O Correio do Vale"></a></div>
<nav>{items("/", ["Região", "Alvarelhe", "São Romão", "Desporto", "Cultura", "Opinião"], " ")}</nav>
</header>
<main class="artigo">
<p class="sec">Região</p>
<h1>Nova carreira liga as aldeias da serra ao centro de Alvarelhe</h1>
<p class="lead">Desde segunda-feira há autocarro entre Cabeço do Mouro e o centro da vila, seis vezes por dia. Fomos perguntar a quem o usa.</p>
<p class="data">Por Sandra Vilarinho &middot; 23 de março de 2021, 10:12</p>
<figure><img src="/imagens/2021/03/autocarro.svg" width="640" height="320" alt=""><figcaption>O autocarro na paragem do largo da igreja, em Cabeço do Mouro.</figcaption></figure>
<p>A carreira 14, operada pela transportadora intermunicipal, faz o percurso de 22 quilómetros em cerca de 35 minutos, com paragens em Fonte Seca, Vale de Éguas e no centro de saúde. O bilhete simples custa 1,80 euros e o passe mensal 30 euros.</p>
<p>A câmara municipal garante o serviço até ao fim do ano, em fase experimental. Depois disso, a continuidade dependerá do número de passageiros.</p>
<p>Na paragem do largo, ao fim da manhã, ouvimos quatro utentes.</p>
{vox}
<p>A autarquia diz que vai avaliar, em junho, a criação de um horário ao fim do dia.</p>
<div class="news">
<p><b>Receba as notícias do Vale no seu email</b><br>Todas as sextas-feiras, as notícias da semana da sua terra.</p>
<form action="/newsletter" method="post"><input type="email" name="email" placeholder="o seu email"> <button type="submit">Subscrever</button></form>
<p class="pista">Tem uma história que devíamos contar? <a href="/envie-nos">Envie-nos a sua sugestão</a>.</p>
</div>
<p class="rel">Relacionado: <a href="/regiao/2021/02/camara-aprova-transporte-a-pedido">Câmara aprova transporte a pedido para as aldeias</a></p>
</main>
<footer>O Correio do Vale &middot; semanário regional desde 1952 &middot; <a href="/estatuto-editorial">Estatuto editorial</a> &middot; <a href="/ficha-tecnica">Ficha técnica</a></footer>
</body>
</html>
"""
    css = """<style>
body{font:17px/1.6 Georgia,serif;margin:0;color:#222}.cab{border-bottom:1px solid #ccc;padding:10px 20px;display:flex;justify-content:space-between;align-items:center}.cab nav a{margin-left:14px;font:14px Arial,sans-serif;color:#444}
.artigo{max-width:680px;margin:0 auto;padding:10px 20px}.sec{color:#b3261e;font:bold 12px Arial,sans-serif;text-transform:uppercase}.lead{font-size:19px}.data{color:#888;font:13px Arial,sans-serif}figcaption{font-size:13px;color:#666}
.news{background:#f2f2f2;padding:12px 16px;margin:24px 0;font-family:Arial,sans-serif;font-size:14px}.pista{font-size:13px}.rel{font-size:14px}footer{text-align:center;font:12px Arial,sans-serif;color:#888;padding:20px}
</style>"""
    return make(
        "fi-pt-plain-autocarro",
        "lookalike",
        "pt-PT",
        doc(
            "html5",
            title="Nova carreira liga as aldeias da serra ao centro de Alvarelhe | O Correio do Vale",
            lang="pt-PT",
            head=css,
        )
        + body,
        [],
        path="/regiao/2021/03/nova-carreira-liga-as-aldeias-da-serra",
        container="-",
        heading=None,
        description="A Portuguese regional weekly's site of 2021 (invented), no reader comment: a new bus line to the hill villages; a vox pop inside the article, four bare p 'strong NAME, AGE anos, JOB: «TEXT»', no heading, not comments; after the article's last paragraph a newsletter box with an email form and 'Tem uma história que devíamos contar? Envie-nos a sua sugestão'.",
        lookalikes=("main.artigo p strong",),
        files={
            "/imagens/correio-do-vale.svg": svg(360, 64, "#b3261e", "O Correio do Vale", 24),
            "/imagens/2021/03/autocarro.svg": svg(640, 320, "#5b7f95", "autocarro"),
        },
    )


# --------------------------------------------------------------------------- sv: readers' photos above an upload form, 2017


def sv_lasarbilder() -> Case:
    bilder = "".join(
        f'<figure class="lb"><img src="/bild/lasare/{f}.svg" width="300" height="200" alt="">'
        f"<figcaption>{esc(t)}<span>Foto: {esc(n)}{esc(d)}</span></figcaption></figure>"
        for f, t, n, d in (
            (
                "tussilago",
                "Första tussilagon vid gamla bron. Den kom en hel vecka tidigare än i fjol.",
                "Ingrid Lövgren, Norrvik",
                ", 3 april",
            ),
            (
                "tranor",
                "Tranorna landade på åkern bakom skolan i morse. Vi räknade till fyrtiotre stycken.",
                "Anders Hedqvist, Storsund",
                ", 3 april",
            ),
            (
                "grodrom",
                "Barnbarnen hittade grodrom i diket och ville ta hem den i en hink. Vi lät den ligga kvar.",
                "Märta Ek, Björkås",
                "",
            ),
            (
                "hamnen",
                "Isen har släppt vid hamnen och den första båten ligger redan i vattnet.",
                "Kenneth Sjölin, Norrvik",
                ", 1 april",
            ),
        )
    )
    body = f"""<body>
<div class="sida">
<header><a href="/" class="logo"><img src="/bild/kusttidningen.svg" width="320" height="56" alt="Kusttidningen"></a>
<nav>{items("/", ["Nyheter", "Norrvik", "Storsund", "Sport", "Kultur", "Läsarnas bilder"], " ")}</nav></header>
<article>
<p class="kicker">Läsarnas bilder</p>
<h1>Våren är här – era bästa vårtecken</h1>
<p class="tid">Publicerad 4 april 2017 kl. 15.30</p>
<p class="ingress">Vi bad er skicka in vårtecken från bygden, och det kom över sextio bilder på en vecka. Här är ett urval.</p>
<div class="galleri">
{bilder}
</div>
<p>Fler bilder publiceras i papperstidningen på lördag.</p>
</article>
<section class="skicka">
<h2>Skicka in din bild</h2>
<p>Har du en bild från Norrvik, Storsund eller Björkås? Skicka den till oss, så kanske den hamnar på sajten eller i tidningen.</p>
<form action="/lasarbild" method="post" enctype="multipart/form-data">
<p><label>Ditt namn<br><input type="text" name="namn"></label></p>
<p><label>Ort<br><input type="text" name="ort"></label></p>
<p><label>Bildtext<br><textarea name="bildtext" rows="3" cols="50"></textarea></label></p>
<p><input type="file" name="bild"></p>
<p><input type="submit" value="Skicka bilden"></p>
</form>
</section>
<footer>Kusttidningen &middot; Ansvarig utgivare: Göran Westblad &middot; <a href="/kontakt">Kontakta redaktionen</a></footer>
</div>
</body>
</html>
"""
    css = """<style>
body{font:16px/1.5 Helvetica,Arial,sans-serif;margin:0;background:#f4f4f4}.sida{max-width:900px;margin:0 auto;background:#fff;padding:0 20px}header{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #0f4c81}
header nav a{margin-left:10px;color:#0f4c81;font-size:14px}.kicker{color:#0f4c81;font-weight:bold;text-transform:uppercase;font-size:12px}.tid{color:#888;font-size:13px}.ingress{font-weight:bold}
.galleri{display:grid;grid-template-columns:1fr 1fr;gap:16px}.lb{margin:0}.lb figcaption{font-size:14px}.lb figcaption span{display:block;color:#777;font-size:12px}.skicka{background:#eef3f8;padding:10px 16px;margin:20px 0}footer{font-size:12px;color:#888;padding:16px 0}
</style>"""
    colours = {"tussilago": "#e6c229", "tranor": "#8c8c7a", "grodrom": "#5e7d4a", "hamnen": "#3f6e96"}
    return make(
        "fi-sv-plain-lasarbilder",
        "lookalike",
        "sv",
        doc("html5", title="Våren är här – era bästa vårtecken | Kusttidningen", lang="sv", head=css) + body,
        [],
        path="/lasarnas-bilder/2017/04/varen-ar-har",
        container="-",
        heading=None,
        description="A Swedish local paper of 2017 (invented), no reader comment: 'Läsarnas bilder', readers' spring photos; four figure.lb, each a picture and a figcaption of one or two sentences with 'Foto: NAME, PLACE' (three with a date, one without), not comments; right after the article 'Skicka in din bild', an upload form with name, place, caption and file.",
        lookalikes=("div.galleri",),
        files={
            "/bild/kusttidningen.svg": svg(320, 56, "#0f4c81", "Kusttidningen", 24),
            **{f"/bild/lasare/{k}.svg": svg(300, 200, v, k) for k, v in colours.items()},
        },
    )


# --------------------------------------------------------------------------- tr: an amateur club's squad with quotes, 2022


def tr_kadro() -> Case:
    kadro = "".join(
        f'<li><span class="no">{no}</span> <b>{esc(n)}</b> <em>{esc(m)}</em><br>&ldquo;{esc(t)}&rdquo;</li>'
        for no, n, m, t in (
            ("1", "Emre Kılıçaslan", "Kaleci", "Kaleyi ben korurum, siz sadece golleri atın."),
            ("4", "Burak Tandoğan", "Stoper", "Her antrenmana ilk ben gelirim, sahadan en son ben çıkarım."),
            (
                "8",
                "Okan Yeşiltepe",
                "Orta saha",
                "Geçen sezonun finalini unutmadık, bu yıl kupa bizim olacak.",
            ),
            (
                "10",
                "Serkan Altıntaş",
                "Forvet",
                "Mahallede top koşturan her çocuk bir gün bu formayı giyebilir, ben de öyle başladım.",
            ),
            ("-", "Hakan Doğrular", "Teknik direktör", "Disiplinli çalışırsak ligi ilk üçte bitiririz."),
        )
    )
    body = f"""<body>
<div class="kap">
<div class="ust"><img src="/gorsel/arma.svg" width="64" height="64" alt=""><div><b>Yeşilvadi Gençlikspor Kulübü</b><br><small>Kuruluş 1987 &middot; Amatör Lig 1. Grup</small></div></div>
<div class="menu">{items("/", ["Anasayfa", "Haberler", "Kadro", "Fikstür", "Altyapı", "İletişim"], " &middot; ")}</div>
<div class="icerik">
<h1>Yeni sezon hazırlıkları başladı</h1>
<p class="tarih">15 Ağustos 2022 Pazartesi</p>
<p>Yeşilvadi Gençlikspor, 2022-2023 sezonu hazırlıklarına Çamlıtepe Sahası'nda yaptığı ilk antrenmanla başladı. Antrenmana yirmi iki futbolcu katıldı; sakatlığı süren iki oyuncu ise fizyoterapistle ayrı çalıştı.</p>
<p>Teknik direktör Hakan Doğrular, ilk iki haftada kondisyon üzerinde duracaklarını, ardından komşu kulüplerle üç hazırlık maçı oynayacaklarını söyledi. Lig, 18 Eylül'de deplasmanda oynanacak maçla başlıyor.</p>
<p><img src="/gorsel/2022/antrenman.svg" width="540" height="260" alt="İlk antrenman"></p>
<h2>Kadromuzdan sesler</h2>
<ul class="kadro">{kadro}</ul>
<div class="katil">
<p><b>Takımımıza katılmak ister misin?</b> 16-21 yaş arası oyuncular için seçmeler her cumartesi saat 10.00'da. Formu doldur, antrenörümüz seni arasın.</p>
<form action="/katil" method="post">
<p>Ad Soyad <input type="text" name="ad"> Yaş <input type="text" name="yas" size="3"> Mevki <select name="mevki"><option>Kaleci</option><option>Defans</option><option>Orta saha</option><option>Forvet</option></select></p>
<p>Telefon <input type="text" name="tel"> <input type="submit" value="Başvur"></p>
</form>
</div>
</div>
<div class="yan">
<h3>Fikstür</h3>
<p>18.09.2022 Karaağaçspor - Yeşilvadi<br>25.09.2022 Yeşilvadi - Dereboyu Gücü<br>02.10.2022 Kumluca Birlik - Yeşilvadi</p>
<h3>Sponsorumuz</h3>
<p><img src="/gorsel/sponsor.svg" width="200" height="70" alt="Sponsor"></p>
</div>
<div class="alt">Yeşilvadi Gençlikspor Kulübü &middot; Çamlıtepe Sahası &middot; <a href="/iletisim">İletişim</a></div>
</div>
</body>
</html>
"""
    css = """<style>
body{font:15px Arial,sans-serif;margin:0;background:#e9f1ea}.kap{width:920px;margin:0 auto;background:#fff}.ust{display:flex;gap:10px;align-items:center;padding:10px;background:#1b5e20;color:#fff}
.menu{background:#fdd835;padding:6px 10px}.menu a{color:#1b5e20;font-weight:bold}.icerik{float:left;width:610px;padding:10px 16px}.yan{float:right;width:240px;padding:10px;font-size:13px}.alt{clear:both;background:#1b5e20;color:#fff;padding:6px 10px;font-size:12px}.alt a{color:#fff}
.tarih{color:#888;font-size:13px}.kadro{list-style:none;padding:0}.kadro li{padding:6px 0;border-bottom:1px dashed #bbb}.kadro .no{display:inline-block;width:26px;text-align:center;background:#1b5e20;color:#fff;border-radius:3px}.kadro em{color:#666}
.katil{background:#fffbe0;padding:8px 12px;margin-top:12px}
</style>"""
    return make(
        "fi-tr-plain-kadro",
        "lookalike",
        "tr",
        doc("html5", title="Yeni sezon hazırlıkları başladı - Yeşilvadi Gençlikspor", lang="tr", head=css)
        + body,
        [],
        path="/haberler/yeni-sezon-hazirliklari-basladi",
        container="-",
        heading=None,
        description="A Turkish amateur football club's site of 2022 (invented), no reader comment: pre-season training starts; 'Kadromuzdan sesler', ul.kadro of four players and the coach, each 'span.no NUMBER b NAME em POSITION br “QUOTE”', not comments; right below 'Takımımıza katılmak ister misin?' and a try-out form; fixtures with dates beside it.",
        lookalikes=("ul.kadro",),
        files={
            "/gorsel/arma.svg": svg(64, 64, "#1b5e20", "YG", 20),
            "/gorsel/2022/antrenman.svg": svg(540, 260, "#4c8c4a", "antrenman"),
            "/gorsel/sponsor.svg": svg(200, 70, "#c62828", "Özkardeşler Yapı"),
        },
    )


# --------------------------------------------------------------------------- ja: lost and found notices, 2013


def ja_keijiban() -> Case:
    notes = "".join(
        f"<li>{esc(t)} &mdash; {esc(n)}（{esc(d)}）</li>"
        for t, n, d in (
            (
                "三丁目の児童公園のベンチに、青い子ども用の水筒が置き忘れてありました。集会所でお預かりしています。",
                "佐野",
                "6月3日",
            ),
            (
                "鍵が三本ついた黒いキーホルダーを駅前の商店街で落としました。お心当たりの方はご連絡ください。",
                "古川 晴美",
                "6月2日",
            ),
            (
                "ベランダから白い手ぬぐいが風で飛ばされました。若葉野二丁目のあたりで見かけた方はお知らせください。",
                "村越",
                "6月1日",
            ),
            (
                "ベビーカーをお譲りします。一年ほど使ったもので、雨よけも付いています。取りに来られる方に差し上げます。",
                "井田 恵子",
                "5月30日",
            ),
        )
    )
    body = f"""<body>
<div id="all">
<div id="head"><h1><a href="/">若葉野町内会だより</a></h1><p>若葉野一丁目〜三丁目のみなさんへ</p></div>
<div id="gnav">{items("/", ["トップ", "お知らせ", "行事予定", "ごみ出し", "防災", "掲示板"], " ｜ ")}</div>
<div id="main">
<h2>六月の清掃活動と掲示板のご案内</h2>
<p class="date">2013年6月4日（火）</p>
<p>梅雨入りを前に、6月9日（日）午前8時から町内一斉清掃を行います。各班の班長さんを中心に、側溝の泥上げと公園の草取りをお願いします。軍手とごみ袋は集会所で配ります。</p>
<p>雨天の場合は翌週16日（日）に延期します。延期の場合は前日の夕方に回覧と防災無線でお知らせします。</p>
<p><img src="/img/seisou.svg" width="480" height="220" alt="昨年の清掃活動"></p>
<h3>掲示板（落とし物・お知らせ）</h3>
<ul class="keiji">{notes}</ul>
<div class="post">
<p>落とし物や「譲ります」のお知らせは、どなたでも掲示できます。内容を確認のうえ、一週間掲載します。</p>
<form action="/keijiban/post" method="post">
<p>お名前 <input type="text" name="name"></p>
<p>内容<br><textarea name="body" rows="3" cols="50"></textarea></p>
<p><input type="submit" value="掲示を出す"></p>
</form>
</div>
</div>
<div id="side">
<h4>ごみ出しカレンダー</h4>
<p>燃えるごみ：月・木<br>資源ごみ：第2・第4水曜<br>粗大ごみ：要予約</p>
<h4>行事予定</h4>
<p>6月9日　町内一斉清掃<br>7月21日　夏祭り準備会</p>
</div>
<div id="foot">若葉野町内会 ／ 集会所：若葉野二丁目5-8</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:14px "MS PGothic",sans-serif;margin:0;background:#fdf8ee}#all{width:860px;margin:0 auto;background:#fff}#head{background:#6b9e3f;color:#fff;padding:10px 14px}#head a{color:#fff;text-decoration:none}#head p{margin:0;font-size:12px}
#gnav{background:#eaf3df;padding:6px 14px}#main{float:left;width:580px;padding:10px 14px}#side{float:right;width:220px;padding:10px;font-size:12px;background:#f7f7f0}#foot{clear:both;background:#6b9e3f;color:#fff;padding:6px 14px;font-size:12px}
.date{color:#888}.keiji{padding-left:18px}.keiji li{margin-bottom:8px}.post{border:1px dashed #6b9e3f;padding:6px 12px}
</style>"""
    return make(
        "fi-ja-plain-keijiban",
        "lookalike",
        "ja",
        doc("html4t", title="六月の清掃活動と掲示板のご案内｜若葉野町内会だより", lang="ja", head=css) + body,
        [],
        path="/oshirase/2013/06/seisou-keijiban.html",
        container="-",
        heading=None,
        description="A Japanese neighbourhood association's newsletter site of 2013 (invented), no reader comment: the June clean-up; '掲示板（落とし物・お知らせ）', ul.keiji of four lost-and-found and give-away notices, each 'TEXT — NAME（M月D日）', not comments; right below an invitation to post and a form with a name, a textarea and '掲示を出す'; a rubbish calendar and dates beside it.",
        lookalikes=("ul.keiji",),
        files={"/img/seisou.svg": svg(480, 220, "#6b9e3f", "seisou")},
    )


# --------------------------------------------------------------------------- cs: readers' tips in a recipe, 2011


def cs_knedliky() -> Case:
    tipy = "".join(
        f"<p><strong>{esc(n)}:</strong> {esc(t)}</p>"
        for n, t in (
            (
                "Jarmila Hronková, Horní Křemenice",
                "Do těsta přidávám lžíci krupice navíc, knedlíky se pak nerozvaří ani ve velkém hrnci.",
            ),
            (
                "Věra Kubátová",
                "Švestky vypeckuji a místo pecky vložím kostku cukru, jak to dělávala babička.",
            ),
            (
                "Libuše Dvořáčková, Lomnička",
                "Tvaroh musí být suchý, jinak se těsto lepí. Já ho den předem nechám okapat v plátěné utěrce.",
            ),
            ("Ludmila P.", "Vařím je v osolené vodě a pokličku nechávám pootevřenou, aby nepřekypěly."),
        )
    )
    body = f"""<body>
<div id="obal">
<div id="hlavicka"><a href="/"><img src="/obr/domov-a-zahrada.svg" width="380" height="64" alt="Domov a zahrada"></a>
<div id="nabidka">{items("/", ["Recepty", "Zahrada", "Bydlení", "Zdraví", "Soutěže"], " | ")}</div></div>
<div id="obsah">
<p class="rubrika">Recepty &raquo; Moučníky</p>
<h1>Tvarohové švestkové knedlíky</h1>
<p class="datum">15. srpna 2011</p>
<p class="perex">Švestky jsou letos sladké a je jich hodně. Knedlíky z tvarohového těsta zvládnete za hodinu, a pokud vám nějaké zbudou, dají se zamrazit.</p>
<img src="/obr/recepty/knedliky.svg" width="540" height="300" alt="Švestkové knedlíky">
<div class="recept">
<h2>Suroviny</h2>
<ul><li>250 g měkkého tvarohu</li><li>1 vejce</li><li>200 g polohrubé mouky</li><li>špetka soli</li><li>asi 20 švestek</li><li>máslo, cukr a strouhaný tvaroh na posypání</li></ul>
<h2>Postup</h2>
<ol><li>Tvaroh utřete s vejcem a solí, postupně přidávejte mouku a vypracujte hladké těsto.</li><li>Těsto rozdělte na dvacet dílů, každý rozplácněte na dlani a zabalte do něj jednu švestku.</li><li>Knedlíky vařte v mírně vroucí vodě asi osm minut, dokud nevyplavou.</li><li>Podávejte posypané tvarohem a cukrem a polité rozpuštěným máslem.</li></ol>
<h3>Tipy našich čtenářek</h3>
{tipy}
</div>
<div class="tip">
<p><b>Máte vlastní osvědčený tip?</b> Pošlete nám ho a nejlepší otiskneme v zářijovém čísle.</p>
<form action="/recepty/poslat-tip" method="post">
<p>Jméno: <input type="text" name="jmeno"> Obec: <input type="text" name="obec"></p>
<p><textarea name="tip" rows="3" cols="50"></textarea></p>
<p><input type="submit" value="Odeslat tip"></p>
</form>
</div>
</div>
<div id="sloupec">
<h4>Další recepty se švestkami</h4>
<ul>{items("/recepty/", ["Švestkový koláč s drobenkou", "Povidla bez cukru", "Švestky v rumu"])}</ul>
<h4>Předplatné</h4>
<p>Domov a zahrada vychází každý měsíc. <a href="/predplatne">Předplatit</a></p>
</div>
<div id="paticka">&copy; 2011 Domov a zahrada &middot; <a href="/kontakt">Kontakt</a> &middot; <a href="/inzerce">Inzerce</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{font:14px Verdana,sans-serif;margin:0;background:#f5efe6}#obal{width:920px;margin:0 auto;background:#fff}#hlavicka{padding:8px 14px;border-bottom:3px solid #7b2d8b}#nabidka a{color:#7b2d8b}
#obsah{float:left;width:600px;padding:10px 14px}#sloupec{float:right;width:250px;padding:10px;font-size:12px}#paticka{clear:both;background:#7b2d8b;color:#fff;padding:6px 14px;font-size:11px}#paticka a{color:#fff}
.rubrika,.datum{color:#888;font-size:11px}.perex{font-weight:bold}.recept{background:#fbf7fc;padding:6px 14px}.tip{border-top:2px solid #7b2d8b;margin-top:14px}
</style>"""
    return make(
        "fi-cs-plain-knedliky",
        "lookalike",
        "cs",
        doc("html4t", title="Tvarohové švestkové knedlíky | Domov a zahrada", lang="cs", head=css) + body,
        [],
        path="/recepty/tvarohove-svestkove-knedliky",
        container="-",
        heading=None,
        description="A Czech home-and-garden magazine's site of 2011 (invented), no reader comment: a plum dumpling recipe; inside div.recept after the ingredients and the method 'Tipy našich čtenářek', four bare p 'strong NAME[, VILLAGE]: TIP', not comments; right below 'Máte vlastní osvědčený tip?' and a form with a name, a village, a textarea and 'Odeslat tip'.",
        lookalikes=("div.recept",),
        files={
            "/obr/domov-a-zahrada.svg": svg(380, 64, "#7b2d8b", "Domov a zahrada", 24),
            "/obr/recepty/knedliky.svg": svg(540, 300, "#5a3a6e", "knedlíky"),
        },
    )
