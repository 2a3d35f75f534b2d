"""Blind set fn: four more small discussions. A Croatian island's local news site of 2011 (5 comments in a
definition list, "NAME | DATE" in the dt, the text in the dd), a Lithuanian beekeepers' association newsletter of
2014 (2 readers' letters, each a blockquote with a cite), a Bulgarian village community centre's site of 2010
(4 opinions in a two-column table, name | text, no time) and a Slovenian hiking blog of 2019 (3 comments as list
items, the time in parentheses after the name, no heading). Every site, name, place and text invented for this set;
each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fn_common import Case, doc, esc, make, nav, paras, svg, talk

# --------------------------------------------------------------------------- hr: an island's local news, 2011


def hr_trajekt() -> Case:
    cs = talk("""
otočanin || 12.10.2011. u 08:14 || Opet samo dva trajekta dnevno od studenog. Kako će ljudi stići na posao u grad do sedam ujutro?
Marija iz Luke || 12.10.2011. u 09:32 || Zadnji polazak u 17:30 je prerano. Djeca iz srednje škole ga ne stignu ni kad trče od autobusa.
Vinko P. || 12.10.2011. u 11:05 || Prošle zime je pola polazaka otkazano zbog bure, tako da je taj red plovidbe ionako samo na papiru.
student_u_gradu || 12.10.2011. u 15:48 || Može li netko objasniti zašto katamaran ne vozi subotom? Vikendom nas se s faksa vraća najviše.
nona Ruža || 13.10.2011. u 07:20 || Neka barem ostave čekaonicu otvorenu dok se čeka brod. Stara sam i ne mogu sat vremena stajati na vjetru.
""")
    items = "\n".join(f"<dt><b>{esc(c.who)}</b> | {esc(c.at)}</dt>\n<dd>{esc(c.raw)}</dd>" for c in cs)
    menu = nav(
        [
            ("/", "Naslovnica"),
            ("/vijesti/", "Vijesti"),
            ("/more-i-promet/", "More i promet"),
            ("/kultura/", "Kultura"),
            ("/sport/", "Sport"),
            ("/oglasi/", "Mali oglasi"),
        ]
    )
    body = f"""<body>
<div id="stranica">
<div id="zaglavlje"><a href="/"><img src="/slike/logo.svg" width="280" height="60" alt="Glas Oštrovca"></a><span>Vijesti s otoka od 2004.</span></div>
<ul id="izbornik">{menu}</ul>
<div id="lijevo">
<p class="rubrika"><a href="/more-i-promet/">More i promet</a></p>
<h1>Zimski red plovidbe: dva trajekta dnevno, katamaran samo radnim danom</h1>
<p class="datum">11.10.2011. &middot; Uredništvo</p>
<p>Od 1. studenog na liniji Oštrovac – kopno vozit će samo dva trajekta dnevno, u 6:15 i u 14:00 s otoka, te u 9:30 i 17:30 s kopna. Katamaran će prometovati od ponedjeljka do petka.</p>
<p>Brodar tvrdi da zimi nema dovoljno putnika za treći polazak. Mjesni odbor najavio je da će zatražiti barem jedan dodatni polazak petkom i nedjeljom navečer.</p>
<p><img src="/slike/2011/10/trajekt.svg" width="460" height="260" alt="Trajekt u luci"></p>
<div class="citaj"><a href="/more-i-promet/2011/10/ljetni-red-produljen">Pročitajte i: Ljetni red produljen do kraja rujna</a></div>
<h3>Komentari čitatelja (5)</h3>
<dl class="comments">
{items}
</dl>
<form action="/posalji.php" method="post" class="obrazac">
<p><b>Vaš komentar</b></p>
<p>Ime ili nadimak: <input type="text" name="ime" size="26"></p>
<p><textarea name="tekst" rows="4" cols="56"></textarea></p>
<p><input type="submit" value="Pošalji"> <small>Uvredljivi komentari bit će obrisani.</small></p>
</form>
</div>
<div id="desno">
<div class="kutija"><b>Dežurna ljekarna</b><br>Ljekarna Oštrovac, Riva 3<br>tel. 000 000</div>
<div class="kutija"><b>Najčitanije</b><ul>{nav([("/vijesti/2011/10/nova-riva", "Riva dobiva novu rasvjetu"), ("/kultura/2011/10/klapa", "Klapa Oštrovac snima prvi CD"), ("/sport/2011/10/balote", "Turnir u balotama za Dan otoka")])}</ul></div>
</div>
<div id="podnozje">&copy; Glas Oštrovca 2011 &middot; <a href="/impresum.html">Impresum</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#dde9f0;font:13px Arial,Helvetica,sans-serif;margin:0}#stranica{width:940px;margin:0 auto;background:#fff}#zaglavlje{padding:10px;display:flex;align-items:center;gap:20px;color:#1f4e79}
#izbornik{list-style:none;margin:0;padding:6px 10px;background:#1f4e79}#izbornik li{display:inline;margin-right:16px}#izbornik a{color:#fff;font-weight:bold}#lijevo{float:left;width:630px;padding:10px 16px}
#desno{float:right;width:250px;padding:10px}#podnozje{clear:both;background:#1f4e79;color:#fff;padding:6px;font-size:11px}#podnozje a{color:#fff}.rubrika a{color:#c00;font-weight:bold}.datum{font-size:11px;color:#888}
.citaj{background:#eef4f8;padding:6px}dl.comments dt{margin-top:10px;color:#555;font-size:12px}dl.comments dd{margin:2px 0 0 16px}.obrazac{background:#eef4f8;padding:6px 10px}.kutija{border:1px solid #cdd;padding:6px;margin-bottom:10px}
</style>"""
    return make(
        "fn-hr-news-trajekt",
        "discussion",
        "hr",
        doc("html4t", title="Zimski red plovidbe: dva trajekta dnevno - Glas Oštrovca", lang="hr", head=css)
        + body,
        cs,
        path="/more-i-promet/2011/10/zimski-red-plovidbe",
        container="dl.comments after h3 'Komentari čitatelja (5)': five dt 'b NAME | dd.mm.yyyy. u hh:mm' and dd TEXT pairs; the form 'Vaš komentar' below",
        heading="Komentari čitatelja (5)",
        description="A Croatian island's local news site of 2011 (invented): the winter ferry timetable; 5 comments in a definition list, each a dt 'b NICK | 12.10.2011. u 08:14' and a dd of one sentence or two; a form below; the pharmacy on duty and the most-read news in the right column.",
        files={
            "/slike/logo.svg": svg(280, 60, "#1f4e79", "Glas Oštrovca", 26),
            "/slike/2011/10/trajekt.svg": svg(460, 260, "#3b78a8", "trajekt"),
        },
    )


# --------------------------------------------------------------------------- lt: a beekeepers' newsletter, 2014


def lt_bites() -> Case:
    cs = talk("""
Vida Kairienė || 2014-03-18 || Ačiū valdybai už susirinkimą. Labai naudinga buvo išgirsti apie erkių gydymą rūgštimi, nes pernai praradau tris šeimas. // Gal kitą kartą galėtume susitikti ne šeštadienio rytą, o sekmadienį po pietų? Pavasarį šeštadieniais visi dirbame sodyboje.
Petras Gudaitis || 2014-03-20 || Medaus mugėje mūsų stalas bus prie pat įėjimo. Kas neturi savo stiklainių, galiu parduoti pigiau, jų turiu dar kelis šimtus.
""")
    letters = "\n".join(
        f"<blockquote>\n{paras(c.raw)}\n<cite>{esc(c.who)}, {esc(c.at)}</cite>\n</blockquote>" for c in cs
    )
    body = f"""<body>
<div class="lapas">
<div class="galva"><img src="/pav/bite.svg" width="64" height="64" alt=""> <div><span class="pav">Žaliagirio bitininkų draugija</span><br><span class="sub">Naujienlaiškis Nr. 3 (2014 m. kovas)</span></div></div>
<p class="meniu">{nav([("/", "Pradžia"), ("/naujienos/", "Naujienos"), ("/nariai.html", "Nariams"), ("/patarimai/", "Patarimai"), ("/kontaktai.html", "Kontaktai")], " | ")}</p>
<h1>Pavasario susirinkimas ir medaus mugė</h1>
<p>Kovo 15 d. kultūros namuose susirinko dvidešimt šeši draugijos nariai. Aptarėme, kaip bitės peržiemojo, išklausėme veterinarės pranešimą apie erkių gydymą ir išsirinkome naują revizorių.</p>
<p>Gegužės 24 d. miestelio aikštėje vyks pavasario medaus mugė. Norintys prekiauti turi užsiregistruoti pas sekretorę iki gegužės 10 d. Vietos mokesčio nebus.</p>
<p>Primename, kad nario mokestį (10 eurų) galima sumokėti susirinkimuose arba pavedimu.</p>
<h2>Skaitytojai rašo</h2>
{letters}
<p class="pabaiga">Laiškus naujienlaiškiui siųskite draugijos sekretorei el. paštu arba palikite kultūros namų pašto dėžutėje.</p>
<div class="apacia">Žaliagirio bitininkų draugija &middot; 2014 &middot; <a href="/archyvas/">Ankstesni numeriai</a></div>
</div>
</body>
</html>
"""
    css = """<style>
body{background:#fbf3d5;font:15px Georgia,serif;color:#3a2f10;margin:0}.lapas{width:720px;margin:0 auto;background:#fffdf3;padding:16px 30px;border-left:1px solid #e4d59a;border-right:1px solid #e4d59a}
.galva{display:flex;gap:12px;align-items:center;border-bottom:2px solid #d9a400;padding-bottom:8px}.pav{font-size:24px;color:#8a6400}.sub{font-size:12px;color:#8a7a50}.meniu{font-size:13px}.meniu a{color:#8a6400}
h2{color:#8a6400;border-bottom:1px solid #e4d59a;margin-top:26px}blockquote{margin:12px 0 12px 20px;padding:6px 14px;border-left:4px solid #d9a400;background:#fff8e0;font-style:italic}blockquote cite{display:block;text-align:right;font-size:13px;font-style:normal;color:#8a7a50}
.pabaiga{font-size:12px;color:#8a7a50}.apacia{font-size:11px;color:#8a7a50;border-top:1px solid #e4d59a;margin-top:20px;padding-top:6px}
</style>"""
    return make(
        "fn-lt-assoc-bites",
        "discussion",
        "lt",
        doc(
            "html5",
            title="Pavasario susirinkimas ir medaus mugė - Žaliagirio bitininkų draugija",
            lang="lt",
            head=css,
        )
        + body,
        cs,
        path="/naujienos/2014-03-pavasario-susirinkimas.html",
        container="after h2 'Skaitytojai rašo': two blockquote straight in the page's column, each one or two p TEXT and a cite 'NAME, yyyy-mm-dd'; no form (a line on how to send letters below)",
        heading="Skaitytojai rašo",
        description="A Lithuanian beekeepers' association newsletter page of 2014 (invented): the spring meeting and the honey fair; 2 readers' letters under 'Skaitytojai rašo', each a blockquote with the text in paragraphs (the first two) and a cite 'NAME, 2014-03-18' at its foot; no form; no side column.",
        files={"/pav/bite.svg": svg(64, 64, "#d9a400", "🐝", 30)},
    )


# --------------------------------------------------------------------------- bg: a village community centre, 2010


def bg_chitalishte() -> Case:
    cs = talk("""
баба Цвета || - || Дано има и книги с по-едри букви, че очите вече не ме слушат. Благодаря на библиотекарката за търпението.
Иван от горната махала || - || Внукът ми идва през лятото и ще се зарадва на приключенските романи. Какво ще е работното време през август?
Мария Д. || - || Мога да даря списания за градинарство, събирала съм ги десет години. Къде да ги донеса?
Стефан Кръстев || - || Браво на читалището! Когато бях дете, тук нямаше и един рафт с детски книжки, а сега децата имат цял ъгъл.
""")
    rows = "\n".join(f'<tr><td class="ime">{esc(c.who)}</td><td>{esc(c.raw)}</td></tr>' for c in cs)
    body = f"""<body>
<center>
<table width="800" border="0" cellpadding="0" cellspacing="0" class="osnova">
<tr><td colspan="2" class="glava"><img src="/images/chitalishte.svg" width="800" height="100" alt="НЧ „Искра 1921“ с. Лъкобрег"></td></tr>
<tr><td colspan="2" class="menu">{nav([("/index.php", "Начало"), ("/istoria.php", "История"), ("/biblioteka.php", "Библиотека"), ("/samodeinost.php", "Самодейност"), ("/novini.php", "Новини"), ("/kontakti.php", "Контакти")], " | ")}</td></tr>
<tr>
<td valign="top" class="text">
<h2>Библиотеката получи 300 нови книги</h2>
<p class="data">25.03.2010</p>
<p>По проект на Министерството на културата библиотеката към читалището получи 300 нови заглавия: романи, детски книги, справочници и книги за земеделие и пчеларство.</p>
<p>Книгите вече са подредени и могат да се заемат всеки делничен ден от 9 до 12 и от 14 до 17 часа. Читателската карта за година струва 2 лева, а за пенсионери и ученици е безплатна.</p>
<p>Благодарим на всички, които помогнаха с пренасянето и подреждането.</p>
<p><b>Вашите мнения</b></p>
<table border="1" cellpadding="5" cellspacing="0" width="100%" class="mnenia">
<tr><th width="140">Име</th><th>Мнение</th></tr>
{rows}
</table>
<form action="/mnenie.php" method="post">
<p>Напишете и Вие:<br>Име: <input type="text" name="ime" size="25"><br><textarea name="mnenie" rows="4" cols="50"></textarea><br><input type="submit" value="Изпрати"></p>
</form>
</td>
<td valign="top" class="strana" width="200">
<p><b>Предстоящо</b></p>
<p>1 април - вечер на хумора<br>18 април - великденска работилница за деца<br>24 май - празник на буквите</p>
<p><b>Самодейни състави</b></p>
<p>Женска певческа група<br>Детски танцов състав<br>Театрален кръжок</p>
</td>
</tr>
<tr><td colspan="2" class="dolu">НЧ „Искра 1921“, с. Лъкобрег, ул. „Първа“ 1 &middot; 2010</td></tr>
</table>
</center>
</body>
</html>
"""
    css = """<style type="text/css">
body{background:#e8dcc4;font:13px Verdana,Arial,sans-serif;margin:8px}.osnova{background:#fff}.menu{background:#7d2b1a;padding:5px 8px}.menu a{color:#fff}.text{padding:10px 16px}.strana{background:#f6efe1;padding:8px;font-size:12px}
.data{font-size:11px;color:#888}.mnenia th{background:#efe4cf;text-align:left}.ime{font-weight:bold;vertical-align:top}.dolu{background:#7d2b1a;color:#fff;font-size:11px;padding:5px;text-align:center}
</style>"""
    return make(
        "fn-bg-village-chitalishte",
        "discussion",
        "bg",
        doc(
            "html4t",
            title="Библиотеката получи 300 нови книги - НЧ „Искра 1921“ с. Лъкобрег",
            lang="bg",
            head=css,
        )
        + body,
        cs,
        path="/novini/biblioteka-300-knigi.html",
        container="table.mnenia after a bold p 'Вашите мнения': a header row 'Име | Мнение', then four rows td.ime NAME | td TEXT, no time; the form 'Напишете и Вие' below",
        heading="Вашите мнения",
        description="A Bulgarian village community centre's (читалище) site of 2010 (invented, a layout table): the library received 300 new books; 4 opinions in a bordered two-column table (name | text) under a bold 'Вашите мнения', no time; a form below; coming events and the amateur groups in the right column.",
        files={"/images/chitalishte.svg": svg(800, 100, "#7d2b1a", "НЧ „Искра 1921“ с. Лъкобрег", 30)},
    )


# --------------------------------------------------------------------------- sl: a hiking blog, 2019


def sl_planina() -> Case:
    cs = talk("""
Nina K. || 3. 8. 2019 ob 21:17 || Lepe fotke! Mi smo šli prejšnji teden, pa je bila megla čisto do koče. Je bila borovničeva pita še na voljo?
Blaž || 4. 8. 2019 ob 07:02 || Pazite na zadnji odsek nad meliščem, ko je mokro. Jaz sem tam lani zdrsnil in si zvil gleženj.
Tadeja || 4. 8. 2019 ob 19:40 || Koliko časa ste rabili od parkirišča do koče z otroki? Naša dva imata šest in osem let, pa ne vem, ali bosta zmogla.
""")
    items = "\n".join(f"<li><b>{esc(c.who)}</b> ({esc(c.at)})<br>\n{esc(c.raw)}</li>" for c in cs)
    body = f"""<body>
<header class="glava"><a href="/">Gorski koraki</a><span>Družinski izleti v hribe, korak za korakom</span></header>
<nav class="meni">{nav([("/", "Domov"), ("/izleti/", "Izleti"), ("/z-otroki/", "Z otroki"), ("/oprema/", "Oprema"), ("/o-nas/", "O nas")], " ")}</nav>
<main class="vsebina">
<article>
<h1>Na Kočo pod Sivim robom z otroki</h1>
<p class="kdaj">2. avgust 2019 &middot; Izleti, Z otroki</p>
<p>V soboto smo se z otroki končno odpravili na Kočo pod Sivim robom. Z parkirišča na planini Jelovec smo šli po markirani poti skozi gozd, nato čez pašnike in zadnjih dvajset minut po melišču.</p>
<p>Mlajši je zadnji del prehodil sam, starejša pa je seveda prva pritekla do koče. Oskrbnica nam je postregla s ričetom in domačim čajem iz planinskih zelišč.</p>
<p><img src="/slike/2019/08/koca.svg" width="560" height="320" alt="Koča pod Sivim robom"></p>
<p>Pot je primerna za otroke, ki so že kdaj hodili v hribe. Vzemite s seboj dovolj vode, saj na poti ni izvira.</p>
<p class="oznake">Oznake: <a href="/oznaka/koce">koče</a>, <a href="/oznaka/otroci">otroci</a></p>
</article>
<hr>
<ol class="odzivi">
{items}
</ol>
</main>
<aside class="stran">
<h3>Zadnji izleti</h3>
<ul>{nav([("/izleti/2019/07/slap", "Do slapa pod Črnim vrhom"), ("/izleti/2019/07/jezero", "Okrog Zelenega jezera"), ("/izleti/2019/06/greben", "Po grebenu nad dolino")])}</ul>
</aside>
<footer class="noga">&copy; 2019 Gorski koraki</footer>
</body>
</html>
"""
    css = """<style>
body{font:16px/1.6 'Open Sans',Arial,sans-serif;margin:0;color:#2b2b2b;background:#f7f7f2;display:grid;grid-template-columns:1fr 260px;max-width:1040px;margin:0 auto}
.glava{grid-column:1/3;padding:18px;background:#35614a;color:#fff}.glava a{color:#fff;font-size:26px;font-weight:bold;text-decoration:none;margin-right:16px}.meni{grid-column:1/3;padding:6px 18px;background:#e3ece5}
.meni a{margin-right:14px;color:#35614a}.vsebina{padding:18px}.stran{padding:18px;font-size:14px}.noga{grid-column:1/3;padding:10px;text-align:center;font-size:12px;color:#888}.kdaj,.oznake{font-size:13px;color:#777}
.odzivi{padding-left:20px}.odzivi li{margin-bottom:14px}
</style>"""
    return make(
        "fn-sl-blog-planina",
        "discussion",
        "sl",
        doc("html5", title="Na Kočo pod Sivim robom z otroki – Gorski koraki", lang="sl", head=css) + body,
        cs,
        path="/izleti/2019/08/koca-pod-sivim-robom",
        container="ol.odzivi after the article and an hr, no heading: three li 'b NAME (d. m. yyyy ob hh:mm)' br TEXT; no form",
        heading=None,
        description="A Slovenian family hiking blog of 2019 (invented): a walk to a mountain hut with children; 3 comments in an ordered list after an hr, without any heading, each li a bold name, the time in parentheses after it, a line break and the text; no form; the latest walks in the side column.",
        files={"/slike/2019/08/koca.svg": svg(560, 320, "#6b8f5e", "koča")},
    )
