"""Blind set fs: two pages without any reader comment and two mixed pages. A Czech student paper whose page holds
supervisors' new thesis-topic offers (named, dated, a sentence each) and an empty "Diskuse (0)"; a Romanian farming
weekly whose article holds agronomists' crop reports from the field; a Brazilian parenting blog whose sidebar holds
the blog's due-date club (members, due dates, a sentence) beside 5 real comments; an Indonesian developer's blog
whose sidebar holds the project's latest commits (author, date, message) beside 4 real comments. Every site, name,
place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fs_common import Case, doc, esc, make, nav, svg, talk

# --------------------------------------------------------------------------- cs: a student paper, 2013, thesis topics


def cs_temata() -> Case:
    topics = (
        (
            "doc. Ing. Radek Šindelář, Ph.D.",
            "Katedra energetiky",
            "4. 3. 2013",
            "Měření spotřeby energie na kolejích pomocí levných senzorů",
            "Hledám jednoho až dva studenty se zájmem o Arduino; téma lze rozšířit na diplomovou práci.",
        ),
        (
            "Mgr. Lucie Zahradníková",
            "Ústav jazyků",
            "5. 3. 2013",
            "Jazyková krajina Lhotek: nápisy v ulicích a na obchodech",
            "Práce v terénu a fotodokumentace, vhodné pro ty, kdo rádi chodí po městě pěšky.",
        ),
        (
            "prof. RNDr. Karel Vyskočil, CSc.",
            "Katedra matematiky",
            "6. 3. 2013",
            "Numerické řešení proudění v říčním korytě",
            "Předpokládá se znalost MATLABu, konzultace vždy v úterý odpoledne.",
        ),
        (
            "Ing. Tereza Holubová",
            "Katedra dopravních staveb",
            "8. 3. 2013",
            "Návrh cyklostezky mezi kampusem a nádražím",
            "Ve spolupráci s městským úřadem, nejlepší návrh má šanci se opravdu postavit.",
        ),
        (
            "doc. PhDr. Jiří Matoušek",
            "Ústav společenských věd",
            "11. 3. 2013",
            "Studentský časopis jako pramen k dějinám školy 1990–2000",
            "Archiv Lhoteckého studenta je k dispozici v redakci, stačí se domluvit.",
        ),
    )
    entries = "\n".join(
        f'<div class="tema">\n<p class="tema-kdo"><b>{esc(n)}</b>, {esc(k)} <span class="tema-kdy">vypsáno {esc(d)}</span></p>\n'
        f'<p class="tema-nazev"><a href="/temata/2013/{20 + i}">„{esc(t)}“</a></p>\n<p class="tema-pozn">{esc(x)}</p>\n</div>'
        for i, (n, k, d, t, x) in enumerate(topics)
    )
    body = f"""<body>
<div id="obal">
<div id="hlavicka"><a href="/"><img src="/obr/lhotecky-student.svg" width="360" height="64" alt="Lhotecký student"></a><p class="podtitul">Studentský list Vysoké školy technické v Lhotkách &middot; ročník XXII</p>
<form id="prihlaseni" action="/prihlaseni" method="post"><input type="text" name="login" placeholder="login"> <input type="password" name="heslo" placeholder="heslo"> <input type="submit" value="Přihlásit"></form></div>
<ul id="menu">{nav([("/", "Úvod"), ("/zpravy", "Zprávy"), ("/koleje", "Koleje a menza"), ("/kultura", "Kultura"), ("/sport", "Sport"), ("/nazory", "Názory"), ("/bazar", "Bazar"), ("/redakce", "Redakce")])}</ul>
<div id="novinky"><b>Právě teď:</b> 13:40 Knihovna bude v pátek zavřená &middot; 11:15 Rektor jmenoval nového proděkana pro studium &middot; 09:02 Výsledky ankety o nejlepšího vyučujícího</div>
<div id="levy">
<p class="rubrika"><a href="/koleje">Koleje a menza</a></p>
<h1>Menza od dubna prodlouží otevírací dobu do sedmi večer</h1>
<p class="info">11. 3. 2013 &middot; Text: Petra Nováková &middot; Foto: Ondřej Kraus &middot; Přečteno 1 184&times;</p>
<div class="sdilet">Sdílet: <a href="#">Facebook</a> 86 &middot; <a href="#">Twitter</a> 9 &middot; <a href="#diskuse">Diskuse (0)</a></div>
<p class="perex">Po dvou letech stížností studentů vyšla správa kolejí a menz vstříc: od 2. dubna se v hlavní menze bude vydávat i večeře, a to do 19 hodin.</p>
<p><img src="/obr/2013/03/menza.svg" width="560" height="300" alt=""></p>
<p>Večerní výdej nabídne dvě jídla, jedno z nich bezmasé. Cena zůstane stejná jako u oběda, tedy 32 korun se studentskou kartou.</p>
<p>„Večeře zkusíme do konce semestru, a pokud bude zájem, zůstanou i v zimním semestru,“ řekla vedoucí menzy Jana Kubíčková.</p>
<p>Studentská komora akademického senátu o prodloužení žádala už v roce 2011. Podle jejího předsedy Martina Slaniny šlo o nejčastější požadavek v anketě mezi studenty.</p>
<div class="stitky">Štítky: <a href="/stitek/menza">menza</a>, <a href="/stitek/koleje">koleje</a>, <a href="/stitek/senat">senát</a></div>
<div class="souvisejici"><h4>Související články</h4><ul>
<li><a href="/koleje/2013/02/18/ceny-jidel">Ceny jídel v menze zůstanou i v letním semestru</a> 18. 2. 2013</li>
<li><a href="/nazory/2012/11/05/vecere">Názor: Proč v Lhotkách nejde povečeřet?</a> 5. 11. 2012</li>
<li><a href="/zpravy/2011/10/12/anketa">Výsledky velké studentské ankety</a> 12. 10. 2011</li>
</ul></div>
<div id="diskuse" class="diskuse"><h3>Diskuse (0)</h3><p>K článku zatím nikdo nenapsal svůj názor. <a href="/prihlaseni">Přihlaste se</a> a buďte první.</p></div>
<div class="temata"><h3>Nová témata závěrečných prací</h3><p class="temata-uvod">Vedoucí prací, kteří tento týden vypsali témata pro bakaláře a magistry. Přihlašování přes studijní systém do 31. března.</p>
{entries}
<p class="vse"><a href="/temata">Všechna vypsaná témata &raquo;</a></p></div>
</div>
<div id="pravy">
<div class="box"><h4>Nejčtenější</h4><ol>{nav([("/zpravy/2013/03/09/anketa-vyucujici", "Nejlepší vyučující roku: výsledky ankety"), ("/koleje/2013/03/11/menza-vecere", "Menza prodlouží otevírací dobu"), ("/sport/2013/03/08/florbal", "Florbalisté postoupili do finále")])}</ol></div>
<div class="box"><h4>Nejdiskutovanější</h4><ol><li><a href="/zpravy/2013/03/09/anketa-vyucujici">Nejlepší vyučující roku</a> (31)</li><li><a href="/nazory/2013/03/04/parkovani">Parkování v kampusu</a> (19)</li></ol></div>
<div class="box anketa"><h4>Anketa</h4><p>Budete chodit na večeře do menzy?</p><p>Ano, pravidelně 46 % &middot; Občas 38 % &middot; Ne 16 %</p><p class="male">Hlasovalo 503 čtenářů</p></div>
<div class="box"><h4>Kalendář</h4><p>13. 3. Den otevřených dveří &middot; 20. 3. Jarní koncert sboru &middot; 27. 3. Přednáška o studiu v zahraničí</p></div>
<div class="box"><img src="/obr/reklama/copy-centrum.svg" width="250" height="250" alt="Reklama"></div>
</div>
<div id="paticka"><p>{nav([("/redakce", "Redakce"), ("/kontakt", "Kontakt"), ("/inzerce", "Inzerce"), ("/archiv", "Archiv čísel"), ("/rss", "RSS")], " | ")}</p><p>Lhotecký student, studentský list VŠT v Lhotkách. Vydává Studentský spolek Lhotky, o. s. Redakce: budova C, místnost 014. &copy; 2013</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#e9eef2;font:13px/1.5 Arial,sans-serif;color:#222}#obal{width:960px;margin:0 auto;background:#fff;overflow:hidden}#hlavicka{padding:10px;overflow:hidden}#hlavicka a img{float:left}.podtitul{float:left;margin:22px 0 0 12px;color:#777;font-size:11px}#prihlaseni{float:right;font-size:11px}
#menu{list-style:none;margin:0;padding:0 10px;background:#00695c;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;padding:7px 10px;font-weight:bold}#novinky{background:#e0f2f1;font-size:11px;padding:4px 10px}
#levy{float:left;width:620px;padding:12px}#pravy{float:right;width:280px;padding:12px}.rubrika a{color:#00695c;font-weight:bold;font-size:11px}h1{font-size:25px;margin:4px 0}.info,.male{font-size:11px;color:#888}.sdilet{background:#f0f4f3;font-size:11px;padding:4px}.perex{font-weight:bold}
.souvisejici h4,.diskuse h3,.temata h3,.box h4{border-bottom:2px solid #00695c;margin:14px 0 6px}.diskuse p{color:#777}.temata{background:#f7faf9;border:1px solid #d5e6e3;padding:6px 10px;margin-top:14px}.temata-uvod{font-size:11px;color:#666}
.tema{border-bottom:1px dotted #b2cfca;padding:6px 0}.tema p{margin:2px 0}.tema-kdy{color:#999;font-size:11px;margin-left:6px}.tema-nazev a{font-weight:bold}.tema-pozn{font-size:12px;color:#444}.vse{text-align:right;font-size:11px}
.box{margin-bottom:14px}#paticka{clear:both;background:#00695c;color:#cde;font-size:11px;padding:10px}#paticka a{color:#fff}
</style>"""
    return make(
        "fs-cs-student-temata",
        "lookalike",
        doc(
            "html5",
            title="Menza od dubna prodlouží otevírací dobu do sedmi večer | Lhotecký student",
            lang="cs",
            head=css,
        )
        + body,
        [],
        path="/koleje/2013/03/11/menza-vecere",
        container="-",
        heading=None,
        lookalikes=("div.temata",),
        description="A page without any reader comment: a Czech technical college's student paper of 2013 (invented), the canteen will serve dinners; its discussion box says 'Diskuse (0)' and that nobody has written yet; under it div.temata 'Nová témata závěrečných prací': five supervisors' new thesis-topic offers, each 'b NAME, DEPARTMENT vypsáno 4. 3. 2013', the topic in quotes and a sentence by the supervisor (offers the paper copies from the college's system, not comments); a ticker with times, share and read counts, tags, related articles with dates, most read, most discussed with counts, a poll with a vote count, a calendar, an ad, a log-in form and a footer.",
        language="cs",
        files={
            "/obr/lhotecky-student.svg": svg(360, 64, "#00695c", "Lhotecký student", 28),
            "/obr/2013/03/menza.svg": svg(560, 300, "#8d6e63", "Menza", 30),
            "/obr/reklama/copy-centrum.svg": svg(250, 250, "#37474f", "Copy centrum Lhotky", 18),
        },
    )


# --------------------------------------------------------------------------- ro: a farming weekly, 2015, agronomists' reports


def ro_teren() -> Case:
    reports = (
        (
            "ing. Marius Dobre",
            "consultant agricol, Sălciuța de Jos",
            "18 mai 2015",
            "Grâul a intrat în burduf, densitatea e bună. Am văzut primele pete de septorioză pe loturile semănate târziu, acolo recomand tratament.",
        ),
        (
            "dr. ing. Elena Voicu",
            "Stațiunea de cercetări Pietrosu",
            "18 mai 2015",
            "Rapița a scuturat floarea. Sunt semne de gândac lucios pe marginea tarlalelor, tratați doar dacă se depășește pragul de atac.",
        ),
        (
            "ing. Costel Anghel",
            "Ferma Lunca Mare",
            "19 mai 2015",
            "Semănatul porumbului s-a terminat abia pe 12 mai, solul a fost prea umed. Răsărirea e neuniformă, pe văi mai ales.",
        ),
        (
            "ing. Sorina Pavel",
            "Direcția Agricolă Județeană",
            "19 mai 2015",
            "Pe nisipurile din sud floarea-soarelui are patru până la șase frunze. Nu semnalăm atac de dăunători deocamdată.",
        ),
        (
            "Ion Bănică",
            "fermier, Frasinu",
            "20 mai 2015",
            "La noi a bătut grindina pe 16 mai, vreo 40 de hectare de orz sunt culcate la pământ. Așteptăm evaluatorii de la asigurare.",
        ),
    )
    rows = "\n".join(
        f'<li class="raport">\n<p class="raport-cine"><strong>{esc(n)}</strong> &ndash; <em>{esc(r)}</em></p>\n'
        f'<p class="raport-data">{esc(d)}</p>\n<p class="raport-text">{esc(t)}</p>\n</li>'
        for n, r, d, t in reports
    )
    body = f"""<body>
<div id="pagina">
<div id="antet"><a href="/"><img src="/imagini/saptamana-fermierului.svg" width="440" height="70" alt="Săptămâna Fermierului"></a>
<div class="antet-dr">Joi, 21 mai 2015 &middot; Nr. 20 (1127)<br><a href="/cont/autentificare">Autentificare</a> | <a href="/cont/inregistrare">Cont nou</a> | <a href="/abonamente">Abonează-te</a></div></div>
<ul id="meniu">{nav([("/", "Acasă"), ("/culturi", "Culturi de câmp"), ("/zootehnie", "Zootehnie"), ("/legume-fructe", "Legume și fructe"), ("/utilaje", "Utilaje"), ("/subventii", "Subvenții APIA"), ("/preturi", "Prețuri"), ("/anunturi", "Mica publicitate")])}</ul>
<div id="flux"><b>Pe scurt:</b> 16:30 APIA a început plata avansului pentru bovine &middot; 12:10 Târgul de utilaje de la Sălciuța se amână &middot; 09:45 Cod galben de instabilitate atmosferică în sud</div>
<div id="continut">
<p class="sectiune"><a href="/culturi">Culturi de câmp</a></p>
<h1>Ploile din mai au salvat grâul, dar porumbul a răsărit neuniform</h1>
<p class="autor">de Adrian Mocanu &middot; 21 mai 2015, 07:30 &middot; 2.018 vizualizări</p>
<div class="distribuie">Distribuie: <a href="#">Facebook</a> 143 &middot; <a href="#">Twitter</a> 6 &middot; <a href="#">Trimite pe e-mail</a> &middot; <a href="#comentarii">Comentarii (0)</a></div>
<p class="sapou">După o primăvară secetoasă, cele 60 de litri pe metru pătrat căzute în prima jumătate a lunii au schimbat perspectivele pentru culturile de toamnă. La prășitoare, în schimb, întârzierile se văd.</p>
<p><img src="/imagini/2015/05/lan-grau.svg" width="580" height="300" alt=""></p>
<p>Potrivit Direcției Agricole Județene, 92% din suprafața cu grâu este în stare bună și foarte bună. Estimarea de producție a crescut de la 4,2 la 5 tone la hectar.</p>
<p>La porumb, ploile au întârziat semănatul cu aproape trei săptămâni în zonele joase. Specialiștii recomandă fermierilor să nu întoarcă culturile răsărite neuniform înainte de stadiul de patru frunze.</p>
<p>Ca în fiecare săptămână, am rugat câțiva agronomi și fermieri din județ să ne spună ce au văzut în câmp.</p>
<div class="din-teren"><h3>Din teren: ce văd agronomii săptămâna aceasta</h3>
<ul class="rapoarte">
{rows}
</ul>
<p class="nota">Rapoartele sunt culese telefonic de redacție în fiecare marți și miercuri.</p></div>
<div class="etichete">Etichete: <a href="/eticheta/grau">grâu</a>, <a href="/eticheta/porumb">porumb</a>, <a href="/eticheta/rapita">rapiță</a>, <a href="/eticheta/vreme">vreme</a></div>
<div class="legate"><h4>Articole similare</h4><ul>
<li><a href="/culturi/2015/05/14/septorioza">Cum recunoaștem septorioza la grâu</a> 14.05.2015</li>
<li><a href="/culturi/2015/04/23/seceta">Seceta din aprilie: ce spun fermierii</a> 23.04.2015</li>
<li><a href="/subventii/2015/05/07/apia-termen">APIA: termenul pentru cereri, prelungit</a> 07.05.2015</li>
</ul></div>
<div id="comentarii" class="comentarii"><h3>Comentarii (0)</h3><p>Niciun comentariu deocamdată. Pentru a comenta trebuie să fiți <a href="/cont/autentificare">autentificat</a>.</p></div>
</div>
<div id="lateral">
<div class="caseta"><h4>Prețuri la poarta fermei</h4><table class="preturi"><tr><td>Grâu</td><td>0,68 lei/kg</td></tr><tr><td>Porumb</td><td>0,62 lei/kg</td></tr><tr><td>Floarea-soarelui</td><td>1,55 lei/kg</td></tr><tr><td>Lapte de vacă</td><td>1,05 lei/l</td></tr></table><p class="mic">Medii săptămânale, 18&ndash;20 mai 2015</p></div>
<div class="caseta"><h4>Cele mai citite</h4><ol>{nav([("/subventii/2015/05/19/apia-avans", "APIA plătește avansul pentru bovine"), ("/culturi/2015/05/21/ploi-grau", "Ploile din mai au salvat grâul"), ("/utilaje/2015/05/15/tractoare", "Tractoare second-hand: la ce să fiți atenți")])}</ol></div>
<div class="caseta"><h4>Cele mai comentate</h4><ol><li><a href="/subventii/2015/05/19/apia-avans">APIA plătește avansul pentru bovine</a> (27)</li><li><a href="/preturi/2015/05/12/lapte">Prețul laptelui scade din nou</a> (18)</li></ol></div>
<div class="caseta sondaj"><h4>Sondaj</h4><p>Ați asigurat culturile împotriva grindinei anul acesta?</p><p>Da: 34% &middot; Doar o parte: 21% &middot; Nu: 45%</p><p class="mic">611 voturi</p></div>
<div class="caseta"><h4>Vremea în Câmpia Sălcii</h4><p>Vineri: 27&deg;C, averse după-amiaza. Sâmbătă: 25&deg;C, înnorat. Duminică: 28&deg;C, senin.</p></div>
<div class="caseta"><img src="/imagini/publicitate/seminte.svg" width="250" height="300" alt="Publicitate"></div>
</div>
<div id="subsol"><p>{nav([("/despre", "Despre noi"), ("/redactia", "Redacția"), ("/publicitate", "Publicitate"), ("/abonamente", "Abonamente"), ("/termeni", "Termeni și condiții"), ("/rss", "RSS")], " | ")}</p><p>Săptămâna Fermierului &ndash; săptămânal de informație agricolă pentru Câmpia Sălcii. Str. Gării nr. 9, Sălciuța. &copy; 2015 Toate drepturile rezervate.</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#eef0e4;font:13px/1.5 Verdana,Arial,sans-serif;color:#222}#pagina{width:970px;margin:0 auto;background:#fff;overflow:hidden}#antet{padding:10px;overflow:hidden}#antet a img{float:left}.antet-dr{float:right;font-size:11px;text-align:right}
#meniu{list-style:none;margin:0;padding:0 10px;background:#558b2f;overflow:hidden}#meniu li{float:left}#meniu a{display:block;color:#fff;padding:7px 10px;font-weight:bold}#flux{background:#f9fbe7;font-size:11px;padding:4px 10px}
#continut{float:left;width:630px;padding:12px}#lateral{float:right;width:290px;padding:12px}.sectiune a{color:#558b2f;font-weight:bold;font-size:11px}h1{font:bold 24px Georgia,serif;margin:4px 0}.autor,.mic,.nota{font-size:11px;color:#888}.distribuie{background:#f1f5e8;font-size:11px;padding:4px}.sapou{font-weight:bold}
.din-teren{border:1px solid #c5d9a8;background:#f8fbf2;padding:6px 10px;margin:12px 0}.rapoarte{list-style:none;padding:0}.raport{border-bottom:1px dashed #c5d9a8;padding:6px 0}.raport p{margin:2px 0}.raport-data{font-size:11px;color:#888}
.legate h4,.comentarii h3,.caseta h4,.din-teren h3{border-bottom:2px solid #558b2f;margin:12px 0 6px}.comentarii p{color:#777}.caseta{margin-bottom:14px}.preturi{width:100%;font-size:12px}#subsol{clear:both;background:#33691e;color:#dcedc8;font-size:11px;padding:10px}#subsol a{color:#fff}
</style>"""
    return make(
        "fs-ro-farm-teren",
        "lookalike",
        doc(
            "html4t",
            title="Ploile din mai au salvat grâul, dar porumbul a răsărit neuniform - Săptămâna Fermierului",
            lang="ro",
            head=css,
        )
        + body,
        [],
        path="/culturi/2015/05/21/ploi-grau",
        container="-",
        heading=None,
        lookalikes=("ul.rapoarte",),
        description="A page without any reader comment: a Romanian farming weekly's site of 2015 (invented), May rains and the crops; inside the article div.din-teren 'Din teren: ce văd agronomii săptămâna aceasta': ul.rapoarte of five li.raport, each 'strong NAME – em ROLE, PLACE', a date '18 mai 2015' and a report of two sentences (agronomists and a farmer the newsroom phones each week, not comments); the comment box 'Comentarii (0)' is empty; a short-news line with times, view and share counts, tags, related articles with dates, farm-gate prices, most read, most commented with counts, a poll with a vote count, weather, an ad, log-in links and a footer.",
        language="ro",
        files={
            "/imagini/saptamana-fermierului.svg": svg(440, 70, "#558b2f", "Săptămâna Fermierului", 28),
            "/imagini/2015/05/lan-grau.svg": svg(580, 300, "#c0ca33", "lan de grâu", 30),
            "/imagini/publicitate/seminte.svg": svg(250, 300, "#f9a825", "Semințe certificate", 20),
        },
    )


# --------------------------------------------------------------------------- br: a parenting blog, 2015, mixed (due-date club)


def br_enxoval() -> Case:
    cs = talk("""
Fernanda Lopes || há 3 dias || Concordo demais sobre o trocador! Usei duas vezes e virou depósito de fralda. A banheira com suporte foi o que eu mais usei.
Tati (mãe do Davi) || há 3 dias || Carol, e o carrinho? Estou entre um travel system e um mais simples, e cada pessoa me dá uma opinião diferente.
Priscila Andrade || há 2 dias || Queria ter lido isso antes. Comprei doze macacões RN e o meu nasceu com 4,1 kg, não serviu nenhum!
Rosângela (vovó coruja) || ontem || Na minha época a gente fazia as fraldas de pano em casa... mas concordo com você, babador nunca é demais.
Ju Martins || há 5 horas || Salvei o post pra mostrar pro meu marido. Ele quer comprar aquele berço que vira cama, vou mostrar o que você escreveu.
""")
    club = (
        (
            "Juliana R.",
            "03/03/2015",
            "Primeira gestação, menino! O quartinho está quase pronto, só falta o papel de parede.",
        ),
        ("Bia Fontes", "07/03/2015", "Segunda menina, a mais velha já escolheu o nome: Alice."),
        ("Mari do Litoral", "11/03/2015", "Gêmeos! Estou de repouso desde o Natal e lendo tudo por aqui."),
        (
            "Camila S.",
            "16/03/2015",
            "Vou tentar o parto normal, alguém aí com indicação de doula aqui na região?",
        ),
        ("Luana Prado", "22/03/2015", "Ainda não sabemos o sexo, o bebê sempre se esconde no ultrassom."),
        ("Dani Queiroz", "29/03/2015", "Última da turma! Enxoval comprado seguindo as dicas da Carol."),
    )
    members = "\n".join(
        f'<li><img src="/img/clube/{i}.svg" width="30" height="30" alt=""><span class="mae">{esc(n)}</span> '
        f'<span class="dpp">DPP {esc(d)}</span><br><span class="recado">{esc(t)}</span></li>'
        for i, (n, d, t) in enumerate(club)
    )
    items = "\n".join(
        f'<div class="cmt" id="c{61027 + i}">\n<p class="cmt-quem"><img src="/img/avatar-mae.svg" width="36" height="36" alt=""> '
        f'<a href="/perfil/{61027 + i}" rel="nofollow">{esc(c.who)}</a> disse...</p>\n'
        f'<p class="cmt-texto">{esc(c.raw)}</p>\n'
        f'<p class="cmt-quando"><a href="#c{61027 + i}">{esc(c.at)}</a> &middot; <a href="#responder">Responder</a></p>\n</div>'
        for i, c in enumerate(cs)
    )
    body = f"""<body>
<div class="pagina">
<div class="topo"><a href="/"><img src="/img/mae-em-construcao.svg" width="400" height="90" alt="Mãe em Construção"></a><p class="slogan">Maternidade real, sem filtro &ndash; por Carol Menezes</p></div>
<ul class="menu">{nav([("/", "Início"), ("/gravidez", "Gravidez"), ("/enxoval", "Enxoval"), ("/amamentacao", "Amamentação"), ("/sono", "Sono do bebê"), ("/receitas", "Papinhas"), ("/sobre", "Sobre mim"), ("/contato", "Contato")])}</ul>
<div class="miolo">
<div class="post">
<p class="data-post">sexta-feira, 23 de janeiro de 2015</p>
<h1>Enxoval do bebê: o que eu usei e o que foi dinheiro jogado fora</h1>
<p>Agora que o Theo fez seis meses, dá pra fazer um balanço honesto do enxoval. Eu segui três listas diferentes da internet e comprei muita coisa que nunca saiu da caixa.</p>
<p><img src="/img/2015/01/enxoval.svg" width="560" height="320" alt="Enxoval"></p>
<p><b>O que eu usei todo dia:</b> banheira com suporte, body de manga curta (muitos!), fralda de pano para tudo, sling de argola e um bom termômetro.</p>
<p><b>O que foi dinheiro jogado fora:</b> trocador (troco na cama), aquecedor de lenço umedecido, sapatinhos, macacões tamanho RN e o kit berço com protetor, que nem é recomendado pelos pediatras.</p>
<p><b>O que eu faria diferente:</b> compraria menos roupa pequena e mais fralda, e esperaria o bebê nascer para decidir o carrinho.</p>
<p class="marcadores">Marcadores: <a href="/search/label/enxoval">enxoval</a>, <a href="/search/label/gravidez">gravidez</a>, <a href="/search/label/dicas">dicas</a></p>
<div class="compartilhe">Compartilhe: <a href="#">Facebook</a> (1.204) &middot; <a href="#">Pinterest</a> (388) &middot; <a href="#">Twitter</a> (21) &middot; <a href="#">E-mail</a></div>
<div class="leia-tambem"><h4>Você também vai gostar</h4><ul>
<li><a href="/2014/12/mala-maternidade">Mala da maternidade: a lista que funcionou</a> <span>(11/12/2014)</span></li>
<li><a href="/2014/10/carrinho-ou-sling">Carrinho ou sling nos primeiros meses?</a> <span>(02/10/2014)</span></li>
<li><a href="/2014/08/theo-nasceu">O Theo nasceu!</a> <span>(05/08/2014)</span></li>
</ul></div>
</div>
<div class="comentarios-post">
<h3>5 comentários:</h3>
{items}
<div id="responder" class="responder"><p>Deixe seu comentário! Comentários com links serão moderados.</p><form action="/comentar/post-8841" method="post"><p><input type="text" name="nome" placeholder="Nome"></p><p><textarea name="texto" rows="4" cols="55"></textarea></p><p><input type="submit" value="Publicar"></p></form></div>
</div>
</div>
<div class="lateral">
<div class="bloco sobre"><img src="/img/carol.svg" width="120" height="120" alt="Carol"><p>Oi! Sou a Carol, jornalista, mãe do Theo e escrevo aqui desde que descobri a gravidez, em 2013.</p></div>
<div class="bloco clube"><h4>Clube das Mamães de Março 2015</h4><p class="clube-intro">As leitoras que esperam bebê para março. Quer entrar? Mande sua data provável do parto (DPP) pelo formulário de contato!</p>
<ul class="clube-dpp">
{members}
</ul></div>
<div class="bloco"><h4>Postagens populares</h4><ol>{nav([("/2014/12/mala-maternidade", "Mala da maternidade: a lista que funcionou"), ("/2014/09/colica", "Cólica: o que funcionou com o Theo"), ("/2015/01/enxoval-balanco", "Enxoval do bebê: o que usei e o que não usei")])}</ol></div>
<div class="bloco"><h4>Arquivo do blog</h4><ul>{nav([("/2015/01", "janeiro 2015 (4)"), ("/2014/12", "dezembro 2014 (6)"), ("/2014/11", "novembro 2014 (5)"), ("/2014", "2014 (61)")])}</ul></div>
<div class="bloco enquete"><h4>Enquete</h4><p>Quantos bodies RN você comprou?</p><p>Nenhum: 12% &middot; Até 5: 48% &middot; Mais de 5: 40%</p><p class="peq">327 votos</p></div>
<div class="bloco pub"><img src="/img/pub/loja-bebe.svg" width="250" height="250" alt="Publicidade"></div>
<div class="bloco"><h4>Blogs que eu leio</h4><ul>{nav([("http://example.org/mamae-de-primeira", "Mamãe de Primeira"), ("http://example.org/diario-do-bebe", "Diário do Bebê"), ("http://example.org/maternar-sem-culpa", "Maternar sem culpa")])}</ul></div>
</div>
<div class="rodape"><p>&copy; 2015 Mãe em Construção. Todos os direitos reservados. As informações deste blog não substituem a consulta ao pediatra. &middot; <a href="/politica-de-privacidade">Política de privacidade</a> &middot; <a href="/anuncie">Anuncie</a></p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#fdf0f3;font:14px/1.6 'Trebuchet MS',Arial,sans-serif;color:#444}.pagina{width:950px;margin:0 auto;background:#fff;overflow:hidden}.topo{text-align:center;padding:12px}.slogan{margin:0;color:#c2185b;font-style:italic}
.menu{list-style:none;margin:0;padding:6px 14px;background:#f48fb1;text-align:center}.menu li{display:inline;margin:0 8px}.menu a{color:#fff;font-weight:bold}.miolo{float:left;width:610px;padding:14px 20px}.lateral{float:right;width:270px;padding:14px 14px 14px 0;font-size:13px}
.data-post{font-size:12px;color:#c2185b;text-transform:uppercase}h1{font:bold 24px Georgia,serif;color:#333}.marcadores{font-size:12px}.compartilhe{background:#fdf0f3;font-size:12px;padding:4px 8px}.leia-tambem h4,.comentarios-post h3,.bloco h4{color:#c2185b;border-bottom:1px dotted #f48fb1}
.cmt{padding:8px 0;border-bottom:1px solid #f6dbe3}.cmt-quem img{vertical-align:middle;border-radius:18px}.cmt-quem{margin:0;font-weight:bold}.cmt-texto{margin:4px 0 4px 44px}.cmt-quando{font-size:11px;margin:0 0 0 44px}.responder{background:#fdf0f3;padding:6px}
.bloco{margin-bottom:16px}.clube{background:#fff7fa;border:1px solid #f6dbe3;padding:6px}.clube-intro{font-size:11px;color:#888}.clube-dpp{list-style:none;padding:0}.clube-dpp li{border-bottom:1px dotted #f6dbe3;padding:4px 0;overflow:hidden}.clube-dpp img{float:left;margin-right:6px;border-radius:15px}.mae{font-weight:bold}.dpp{font-size:11px;color:#c2185b}.recado{font-size:12px}
.peq{font-size:11px;color:#999}.rodape{clear:both;background:#f48fb1;color:#fff;font-size:11px;padding:10px;text-align:center}.rodape a{color:#fff}
</style>"""
    files = {f"/img/clube/{i}.svg": svg(30, 30, "#f8bbd0") for i in range(len(club))}
    files.update(
        {
            "/img/mae-em-construcao.svg": svg(400, 90, "#f48fb1", "Mãe em Construção", 30),
            "/img/avatar-mae.svg": svg(36, 36, "#e1bee7"),
            "/img/carol.svg": svg(120, 120, "#ce93d8", "Carol", 22),
            "/img/2015/01/enxoval.svg": svg(560, 320, "#ffe0b2", "enxoval", 30),
            "/img/pub/loja-bebe.svg": svg(250, 250, "#4fc3f7", "Loja Pequeno Príncipe", 18),
        }
    )
    return make(
        "fs-br-mixed-enxoval",
        "mixed",
        doc(
            "html5",
            title="Mãe em Construção: Enxoval do bebê: o que eu usei e o que foi dinheiro jogado fora",
            lang="pt-BR",
            head=css,
        )
        + body,
        cs,
        path="/2015/01/enxoval-balanco",
        container="div.comentarios-post after h3 '5 comentários:': five div.cmt (p.cmt-quem img a NAME 'disse...', p.cmt-texto TEXT, p.cmt-quando 'há 3 dias · Responder'); a form below; beside it in the sidebar div.clube 'Clube das Mamães de Março 2015': ul.clube-dpp of six li (img, span.mae NAME, span.dpp 'DPP 03/03/2015', br, span.recado a sentence)",
        heading="5 comentários:",
        description="The first mixed page: a Brazilian parenting blog of 2015 (invented): what of a baby's layette was used and what was wasted; 5 readers' comments over three days, relative times 'há 3 dias', 'ontem', 'há 5 horas', flat (the second asks the blogger by name, unanswered); in the sidebar the blog's due-date club 'Clube das Mamães de Março 2015': six readers' names, each with her due date ('DPP 03/03/2015') and a sentence she sent through the contact form (a list the blogger keeps, not comments); share counts, labels, related posts with dates, the blogger's box, popular posts, archives with counts, a poll with a vote count, an ad, a blogroll and a footer.",
        language="pt",
        lookalikes=("ul.clube-dpp",),
        files=files,
    )


# --------------------------------------------------------------------------- id: a developer's blog, 2013, mixed (latest commits)


def id_rilis() -> Case:
    cs = talk("""
Rizky Pratama || 14 Maret 2013 pukul 21.14 || Mantap, Mas Dimas! Sudah saya coba di Galaxy Mini, jalan lancar walaupun RAM-nya cuma 384 MB.
ayu_codes || 14 Maret 2013 pukul 22.40 || Datanya diambil langsung dari situs dinas perhubungan atau diketik manual? Kalau jadwal berubah mendadak bagaimana?
Fajar Nugroho || 15 Maret 2013 pukul 07.05 || Halte Terminal Baru belum ada di rute 5. Saya tiap hari naik dari situ, semoga di versi berikutnya bisa ditambahkan.
Yudhi || 15 Maret 2013 pukul 09.32 || Sudah saya fork, nanti saya kirim pull request untuk terjemahan bahasa Sunda. Terima kasih sudah dibuat open source.
""")
    commits = (
        ("Dimas Aryo", "14 Mar 2013", "a3f9c21", "Rilis 1.2: naikkan versionCode, perbarui catatan rilis"),
        (
            "Sekar Ayuningtyas",
            "13 Mar 2013",
            "7be10d4",
            "Tema gelap: nama halte tidak terbaca di layar AMOLED, warna diperbaiki",
        ),
        (
            "Dimas Aryo",
            "12 Mar 2013",
            "19c0e88",
            "Mode luring: simpan jadwal ke SQLite saat aplikasi pertama kali dibuka",
        ),
        (
            "Hendra Wijaya",
            "11 Mar 2013",
            "e42d7a0",
            "Perbaiki crash di Android 2.3 saat daftar halte kosong (#41)",
        ),
        ("Putu Ardana", "9 Mar 2013", "5c81b3f", "Tambah halte Cibeureum Lor dan Pasar Anyar ke rute 3"),
    )
    log = "\n".join(
        f'<li class="gl-item"><img src="/gambar/dev/{h}.svg" width="24" height="24" alt=""> '
        f'<span class="gl-author">{esc(n)}</span> <span class="gl-date">{esc(d)}</span><br>'
        f'<code class="gl-sha">{h}</code> <span class="gl-msg">{esc(m)}</span></li>'
        for n, d, h, m in commits
    )
    items = "\n".join(
        f'<li class="tg" id="tg-{512 + i}">\n<div class="tg-kepala"><img src="/gambar/gravatar-default.svg" width="32" height="32" alt=""> '
        f'<b class="tg-nama">{esc(c.who)}</b> berkata:</div>\n'
        f'<div class="tg-waktu"><a href="#tg-{512 + i}">{esc(c.at)}</a></div>\n'
        f'<div class="tg-isi"><p>{esc(c.raw)}</p></div>\n</li>'
        for i, c in enumerate(cs)
    )
    body = f"""<body class="single">
<div id="bungkus">
<div id="kepala"><h1 class="judul-blog"><a href="/">Catatan Ngoprek</a></h1><p class="deskripsi">Android, Linux, dan kode-kode kecil dari Kalimaya</p>
<form class="cari" action="/" method="get"><input type="text" name="s" placeholder="Cari..."></form></div>
<ul id="navigasi">{nav([("/", "Beranda"), ("/kategori/android", "Android"), ("/kategori/linux", "Linux"), ("/kategori/tutorial", "Tutorial"), ("/proyek", "Proyek"), ("/tentang", "Tentang")])}</ul>
<div id="konten">
<div class="artikel">
<h2 class="judul">Jadwal Bus Kalimaya 1.2 dirilis: mode luring dan tema gelap</h2>
<p class="meta">Ditulis oleh <a href="/penulis/dimas">Dimas</a> pada 14 Maret 2013 &middot; Kategori: <a href="/kategori/android">Android</a>, <a href="/proyek">Proyek</a> &middot; <a href="#tanggapan">4 tanggapan</a></p>
<p>Setelah dua bulan, versi 1.2 aplikasi Jadwal Bus Kalimaya akhirnya saya unggah ke toko aplikasi. Aplikasi ini gratis, tanpa iklan, dan kodenya terbuka untuk siapa saja.</p>
<p><img src="/gambar/2013/03/jadwal-bus-12.svg" width="300" height="500" alt="Tangkapan layar"></p>
<p><b>Yang baru:</b></p>
<ul><li>Mode luring: jadwal tersimpan di ponsel, tidak perlu koneksi.</li><li>Tema gelap, hemat baterai untuk layar AMOLED.</li><li>Dua halte baru di rute 3.</li><li>Perbaikan crash di Android 2.3.</li></ul>
<p>Terima kasih untuk Sekar, Hendra, dan Putu yang ikut menyumbang kode. Laporan bug dan usulan silakan ditulis di bawah atau di pelacak isu proyek.</p>
<div class="bagikan">Bagikan: <a href="#">Facebook</a> 76 &middot; <a href="#">Twitter</a> 41 &middot; <a href="#">Google+</a> 12 &middot; <a href="#">Forum</a></div>
<p class="tag">Tag: <a href="/tag/android">android</a>, <a href="/tag/open-source">open source</a>, <a href="/tag/transportasi">transportasi</a>, <a href="/tag/kalimaya">Kalimaya</a></p>
<div class="terkait"><h4>Tulisan terkait</h4><ul>
<li><a href="/2013/01/jadwal-bus-11">Jadwal Bus Kalimaya 1.1: pencarian halte</a> (8 Januari 2013)</li>
<li><a href="/2012/11/belajar-sqlite-android">Belajar SQLite di Android untuk pemula</a> (20 November 2012)</li>
<li><a href="/2012/10/jadwal-bus-rilis-pertama">Aplikasi pertama saya: Jadwal Bus Kalimaya</a> (3 Oktober 2012)</li>
</ul></div>
</div>
<div id="tanggapan" class="tanggapan">
<h3>4 Tanggapan</h3>
<ol class="daftar-tanggapan">
{items}
</ol>
<div class="kirim"><h4>Tinggalkan balasan</h4><form action="/kirim-tanggapan" method="post"><p><input type="text" name="nama" placeholder="Nama"> <input type="text" name="surel" placeholder="Surel (tidak ditampilkan)"></p><p><textarea name="isi" rows="5" cols="58"></textarea></p><p><input type="submit" value="Kirim"></p></form></div>
</div>
</div>
<div id="samping">
<div class="widget"><h4>Tentang saya</h4><p>Dimas, programer lepas di Kalimaya. Suka ngoprek ponsel bekas dan naik bus kota.</p></div>
<div class="widget repo"><h4>Aktivitas terbaru di repositori</h4><p class="repo-nama">jadwal-bus-kalimaya &middot; cabang master</p>
<ul class="git-log">
{log}
</ul><p class="kecil"><a href="/proyek/jadwal-bus">Lihat semua commit &raquo;</a></p></div>
<div class="widget"><h4>Tulisan populer</h4><ol>{nav([("/2012/11/belajar-sqlite-android", "Belajar SQLite di Android (3.214 kali dibaca)"), ("/2012/07/root-galaxy-mini", "Cara root Galaxy Mini (2.880 kali dibaca)"), ("/2013/02/ubuntu-laptop-lama", "Ubuntu di laptop lama (1.402 kali dibaca)")])}</ol></div>
<div class="widget"><h4>Arsip</h4><ul>{nav([("/2013/03", "Maret 2013 (2)"), ("/2013/02", "Februari 2013 (3)"), ("/2013/01", "Januari 2013 (4)")])}</ul></div>
<div class="widget"><h4>Awan tag</h4><p class="awan"><a href="/tag/android" style="font-size:18px">android</a> <a href="/tag/linux" style="font-size:15px">linux</a> <a href="/tag/ubuntu" style="font-size:13px">ubuntu</a> <a href="/tag/java" style="font-size:14px">java</a> <a href="/tag/open-source" style="font-size:16px">open source</a> <a href="/tag/root" style="font-size:11px">root</a></p></div>
<div class="widget iklan"><img src="/gambar/iklan/hosting.svg" width="250" height="250" alt="Iklan"></div>
<div class="widget"><h4>Blogroll</h4><ul>{nav([("http://example.org/kode-santai", "Kode Santai"), ("http://example.org/linux-tanpa-drama", "Linux Tanpa Drama"), ("http://example.org/oprek-hp", "Oprek HP")])}</ul></div>
</div>
<div id="kaki"><p>&copy; 2013 Catatan Ngoprek &middot; Isi blog ini berlisensi CC BY-SA &middot; Tema: Sederhana &middot; <a href="/feed">RSS tulisan</a></p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#263238;font:14px/1.6 'Droid Sans',Arial,sans-serif;color:#333}#bungkus{width:960px;margin:0 auto;background:#fff;overflow:hidden}#kepala{padding:16px 20px;background:#37474f;color:#eceff1;overflow:hidden}.judul-blog{margin:0;font-size:30px}.judul-blog a{color:#a5d6a7;text-decoration:none}.deskripsi{margin:0;color:#b0bec5}.cari{float:right;margin-top:-40px}
#navigasi{list-style:none;margin:0;padding:6px 20px;background:#455a64}#navigasi li{display:inline;margin-right:14px}#navigasi a{color:#fff}#konten{float:left;width:620px;padding:14px 20px}#samping{float:right;width:270px;padding:14px 14px 14px 0;font-size:13px}
.judul{font-size:24px;margin:4px 0}.meta,.kecil{font-size:12px;color:#888}.bagikan{background:#f1f3f4;font-size:12px;padding:4px 8px}.tag{font-size:12px}.terkait h4,.tanggapan h3,.widget h4,.kirim h4{border-bottom:2px solid #66bb6a;margin:14px 0 6px}
.daftar-tanggapan{list-style:none;padding:0}.tg{border:1px solid #e0e0e0;padding:8px;margin-bottom:8px}.tg-kepala img{vertical-align:middle}.tg-waktu{font-size:11px}.tg-isi p{margin:4px 0}.kirim{background:#f1f3f4;padding:6px}
.widget{margin-bottom:16px}.repo{background:#fafafa;border:1px solid #e0e0e0;padding:6px}.repo-nama{font-size:11px;color:#666;margin:0}.git-log{list-style:none;padding:0;font-size:12px}.gl-item{border-bottom:1px solid #eee;padding:4px 0}.gl-item img{vertical-align:middle}.gl-author{font-weight:bold}.gl-date{color:#999;font-size:11px}.gl-sha{color:#1565c0;font-size:11px}
#kaki{clear:both;background:#37474f;color:#b0bec5;font-size:12px;padding:10px 20px}#kaki a{color:#fff}
</style>"""
    files = {f"/gambar/dev/{h}.svg": svg(24, 24, "#90a4ae") for _, _, h, _ in commits}
    files.update(
        {
            "/gambar/gravatar-default.svg": svg(32, 32, "#cfd8dc"),
            "/gambar/2013/03/jadwal-bus-12.svg": svg(300, 500, "#263238", "Jadwal Bus 1.2", 22),
            "/gambar/iklan/hosting.svg": svg(250, 250, "#ef6c00", "Hosting murah", 22),
        }
    )
    return make(
        "fs-id-mixed-rilis",
        "mixed",
        doc(
            "html4t",
            title="Jadwal Bus Kalimaya 1.2 dirilis: mode luring dan tema gelap | Catatan Ngoprek",
            lang="id",
            head=css,
        )
        + body,
        cs,
        path="/2013/03/jadwal-bus-12",
        container="div#tanggapan after h3 '4 Tanggapan': ol.daftar-tanggapan of four li.tg (div.tg-kepala img b.tg-nama NAME 'berkata:', div.tg-waktu a '14 Maret 2013 pukul 21.14', div.tg-isi p TEXT); a form below; beside it in the sidebar div.repo 'Aktivitas terbaru di repositori': ul.git-log of five li.gl-item (img, span.gl-author NAME, span.gl-date '14 Mar 2013', code.gl-sha, span.gl-msg MESSAGE)",
        heading="4 Tanggapan",
        description="The second mixed page: an Indonesian developer's blog of 2013 (invented): version 1.2 of his open-source bus-timetable app; 4 readers' comments over two days, dates '14 Maret 2013 pukul 21.14', flat; in the sidebar a widget 'Aktivitas terbaru di repositori' showing the project's five latest commits, each with the developer's name, a date, a short hash and the commit message (the repository's log, not comments); share counts, tags, related posts with dates, the author's box, popular posts with read counts, archives with counts, a tag cloud, an ad, a blogroll and a footer.",
        language="id",
        lookalikes=("ul.git-log",),
        files=files,
    )
