"""Blind set DL: two article pages without any reader comment: a Slovak regional weekly of 2013 whose discussion is
empty ("Zatiaľ tu nie je žiadny príspevok") and a Lithuanian town news blog of 2010 whose post nobody answered, beside
a "Naujausi komentarai" widget quoting the latest comments of other posts. Every class name, name, place and text
invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_dl_common import Case, doc, esc, make, ranked, share, slug

# --------------------------------------------------------------------------- Slovak: a regional weekly, empty discussion

SK_CSS = (
    "body{margin:0;background:#eef2e8;font:13px/1.5 Verdana,Arial,sans-serif;color:#2b2b2b}#stranka{width:990px;margin:0 auto;background:#fff}"
    "#hlava{padding:14px 16px;border-bottom:4px solid #5d8a2e;overflow:hidden}#hlava .logo{float:left;font:bold 32px Georgia;color:#3d5e1c}#hlava .info{float:right;font-size:11px;color:#777;text-align:right}"
    "#menu{background:#5d8a2e;padding:6px 12px}#menu a{color:#fff;font-weight:bold;margin-right:12px;text-decoration:none}"
    "#obsah{float:left;width:640px;padding:14px 16px}#stlpec{float:right;width:280px;padding:14px 12px}.box{background:#f5f7f1;border:1px solid #dde5d2;margin-bottom:12px;padding:6px 10px}.box h3{margin:0 0 6px;font-size:13px;color:#3d5e1c}"
    ".sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:10px;font-size:11px}.cnt{background:#eee;padding:0 4px}"
    "#diskusia{border-top:2px solid #5d8a2e;margin-top:18px}.prazdna{color:#777;font-style:italic}#pata{clear:both;background:#3d5e1c;color:#d7e4c8;padding:14px 16px;font-size:11px}"
)


def sk_plain_hronec() -> Case:
    article = (
        '<div class="cesta"><a href="/">Titulka</a> &raquo; <a href="/spravy/">Správy</a> &raquo; <a href="/spravy/region/">Región</a></div>'
        "<h1>Na križovatke pri Tescu otvorili kruhový objazd, vodiči si zvykajú</h1>"
        '<div class="meta">12. septembra 2013, 07:45 &nbsp;|&nbsp; <a href="/autor/m-kralik/">Martin Králik</a> &nbsp;|&nbsp; Prečítané: 2 076-krát</div>'
        "<p><strong>Po piatich mesiacoch uzávier je nový kruhový objazd na križovatke Hlavnej a Partizánskej ulice v Hronci otvorený. Prvé rána sa pred ním tvorili kolóny, polícia radí jazdiť opatrne.</strong></p>"
        '<img src="/_avatar/foto/2013/09/kruhac.jpg" width="620" height="350" alt="Nový kruhový objazd" /><p class="popis">Kruhový objazd má štyri ramená a priemer 32 metrov. Foto: Martin Králik</p>'
        "<p>Stavba stála 1,2 milióna eur a financoval ju Banskobystrický samosprávny kraj spolu s mestom. Pôvodne mala byť hotová do konca júla, termín sa posunul pre preložku plynovodu.</p>"
        "<p>&bdquo;Prvé dva dni boli ráno kolóny až k mostu, ale to je tým, že si ľudia zvykajú. Kto ide do kruhu, dáva prednosť,&ldquo; pripomenul hovorca okresného dopravného inšpektorátu Peter Lukáč.</p>"
        "<p>Mesto ešte do konca septembra dokončí chodníky a osvetlenie. Stredový ostrov osadia kvetmi na jar.</p>"
        + share({"Páči sa mi to": "57", "Zdieľať": "9", "Pokec": "2", "Poslať e-mailom": ""})
        + '<div class="autor-box"><img src="/_avatar/autori/kralik.jpg" width="56" height="56" alt="" /> <b>Martin Králik</b> &ndash; redaktor, píše o doprave a samospráve. kralik@hronskytyzden.example.sk</div>'
        '<div class="suvisiace"><h3>Súvisiace články</h3>'
        + ranked(
            """Kruhový objazd pri Tescu: uzávera potrvá do júla (8. 4. 2013)
Plynári preložia potrubie, objazd sa zdrží (25. 6. 2013)
Mesto chce ďalší kruhový objazd pri nemocnici (30. 8. 2013)""",
            tag="ul",
        )
        + "</div>"
    )
    after = (
        '<div id="diskusia"><h3>Diskusia k článku (0)</h3><p class="prazdna">Zatiaľ tu nie je žiadny príspevok. Buďte prvý, kto napíše svoj názor.</p>'
        '<form method="post" action="/diskusia/pridaj/"><p>Meno: <input type="text" name="meno" /></p><p><textarea name="text" rows="5" cols="60"></textarea></p>'
        '<p><input type="submit" value="Odoslať" /></p><p class="pravidla">Príspevky, ktoré porušujú <a href="/pravidla/">pravidlá diskusie</a>, budú zmazané.</p></form></div>'
    )
    side = (
        '<div class="box"><h3>Najčítanejšie</h3>'
        + ranked(
            """Pri Žarnovici sa zrazili dve autá, jeden mŕtvy | 6 114
Na križovatke pri Tescu otvorili kruhový objazd | 2 076
Hronec má nového primára chirurgie | 1 890
Jarmok sa začína v piatok, pozrite si program | 1 512
Futbalisti vyhrali derby 3:1 | 1 204""",
            word="čítaní",
        )
        + "</div>"
        '<div class="box"><h3>Meniny</h3><p>Dnes má meniny Mária, zajtra Bohuslava</p></div>'
        '<div class="box"><h3>Počasie</h3><p>Hronec: 11&hellip;19 &deg;C, oblačno, popoludní prehánky</p></div>'
        '<div class="box"><h3>Kino Hron</h3><p>Št 12. 9. 19:00 Jasné, že áno<br />Pi 13. 9. 17:30 Šmolkovia 2<br />So 14. 9. 19:30 Kvarteto</p></div>'
        '<div class="box"><h3>Anketa</h3><p>Ako sa vám páči nový kruhový objazd?<br />Konečne &ndash; 52 %<br />Zbytočný &ndash; 31 %<br />Ešte som ním nešiel &ndash; 17 %<br />Hlasovalo: 419</p></div>'
        '<div class="box"><h3>Inzercia</h3><ul><li>Predám palivové drevo, rúbané, 45 &euro;/prm</li><li>Prenajmem garzónku v centre</li><li>Hľadáme vodiča MKD, Hronec</li></ul></div>'
    )
    body = (
        '<div id="stranka"><div id="hlava"><div class="logo">Hronský týždeň</div><div class="info">štvrtok 12. 9. 2013<br />regionálny týždenník od roku 1991</div></div>'
        '<div id="menu"><a href="/">Titulka</a><a href="/spravy/">Správy</a><a href="/sport/">Šport</a><a href="/kultura/">Kultúra</a><a href="/nazory/">Názory</a><a href="/foto/">Fotogaléria</a><a href="/inzercia/">Inzercia</a></div>'
        f'<div id="obsah">{article}{after}</div><div id="stlpec">{side}</div>'
        '<div id="pata">&copy; 2013 Hronský týždeň, s. r. o. &middot; Všetky práva vyhradené. Redakcia: Námestie SNP 7, Hronec &middot; <a href="/kontakt/">Kontakt</a> &middot; <a href="/reklama/">Reklama</a></div></div>'
    )
    html = doc(
        "Na križovatke pri Tescu otvorili kruhový objazd, vodiči si zvykajú",
        "Hronský týždeň",
        SK_CSS,
        body,
        "sk",
    )
    return make(
        "dl-sk-plain-hronec",
        "lookalike",
        "sk",
        html,
        [],
        path="/spravy/region/kruhovy-objazd-pri-tescu-otvoreny.html",
        container="-",
        heading=None,
        description="A Slovak regional weekly of 2013, a traffic story: an empty 'Diskusia k článku (0)' with the form; most read with counts, name days, weather, cinema, a poll with votes, small ads.",
    )


# --------------------------------------------------------------------------- Lithuanian: a town news blog, latest comments widget

LT_CSS = (
    "body{margin:0;background:#f4f4f0;font:14px/1.6 Georgia,serif;color:#333}#page{width:960px;margin:16px auto;background:#fff;border:1px solid #ddd}"
    "#header{background:#8c1c13;color:#fff;padding:22px 20px}#header h1{margin:0;font-size:32px}#header a{color:#fff;text-decoration:none}#header p{margin:4px 0 0;color:#f3d6d2;font-style:italic}"
    "#nav{background:#4a0f0a;padding:0 14px}#nav a{display:inline-block;color:#eee;padding:8px 10px;font:13px Arial;text-decoration:none}"
    "#content{float:left;width:620px;padding:18px 20px}#sidebar{float:right;width:260px;padding:18px 14px;font-size:12px}.widget{margin-bottom:18px}.widget h3{font:bold 13px Arial;text-transform:uppercase;border-bottom:2px solid #8c1c13}"
    ".postmeta{font:12px Arial;color:#888}.sharebar{list-style:none;padding:0;overflow:hidden}.sharebar li{float:left;margin-right:12px;font:12px Arial}.cnt{background:#eee;padding:0 5px}"
    "#recentcomments li{margin-bottom:8px}#footer{clear:both;background:#4a0f0a;color:#bbb;padding:14px 20px;font:11px Arial}"
)


def lt_plain_ramuniskes() -> Case:
    latest = [
        (
            "Aldona",
            "Turgus persikelia prie stadiono",
            "Pagaliau! Senoje vietoje nebuvo kur automobilio pastatyti.",
            "2010-08-18 21:40",
        ),
        (
            "Tomas K.",
            "Mokykla gaus naują sporto salę",
            "O kada pradės statyti? Jau trečius metus žada.",
            "2010-08-18 17:12",
        ),
        (
            "Ramuniškių žinios",
            "Mokykla gaus naują sporto salę",
            "Tomai, statybos konkursas bus paskelbtas rugsėjį.",
            "2010-08-18 17:55",
        ),
        (
            "senjoras",
            "Vandentiekio avarija Liepų gatvėje",
            "Trečią dieną be vandens, o niekas nieko nesako.",
            "2010-08-17 09:30",
        ),
        ("Rūta", "Miesto šventės programa", "Ar bus fejerverkai kaip pernai?", "2010-08-16 22:04"),
    ]
    rc = "".join(
        f'<li class="recentcomments"><span class="comment-author-link">{esc(w)}</span> apie '
        f'<a href="/{slug(t)}/#comment-{5120 + i}">{esc(t)}</a>: <q>{esc(s)}</q> <span class="rc-date">{esc(d)}</span></li>'
        for i, (w, t, s, d) in enumerate(latest)
    )
    post = (
        '<div class="post" id="post-1187"><h2 class="title">Savanoriai per savaitgalį iš Lūgnos ežero ištraukė 3 tonas šiukšlių</h2>'
        '<div class="postmeta">2010-08-19 | Autorius: <a href="/author/vaida/">Vaida Jankauskienė</a> | Kategorija: <a href="/category/miestas/">Miestas</a> | <a href="#respond">Komentarų: 0</a></div>'
        '<div class="entry">'
        "<p>Šeštadienį ir sekmadienį prie Lūgnos ežero susirinko daugiau nei 70 savanorių: moksleiviai, žvejų klubo &bdquo;Karšis&ldquo; nariai ir kelios šeimos iš Ramuniškių.</p>"
        "<p>Per dvi dienas iš ežero ir pakrantės ištraukta apie 3 tonos šiukšlių: padangos, butelių, seni dviračiai ir net šaldytuvas. Šiukšles išvežė seniūnijos sunkvežimis.</p>"
        "<p>&bdquo;Kasmet tas pats &ndash; po vasaros pakrantė kaip sąvartynas. Norime, kad kitais metais prie paplūdimio atsirastų daugiau konteinerių&ldquo;, &ndash; sakė akcijos organizatorius Darius Vaitkus.</p>"
        "<p>Seniūnija žada rugsėjį pastatyti dar penkis konteinerius ir informacinį stendą.</p></div>"
        + share({"Patinka": "41", "Dalintis": "12", "Tweet": "3"})
        + '<div class="postinfo">Žymos: <a href="/tag/ezeras/">ežeras</a>, <a href="/tag/savanoriai/">savanoriai</a>, <a href="/tag/ekologija/">ekologija</a></div>'
        '<div class="author-box"><img src="/_avatar/avatar/vaida.jpg" width="60" height="60" alt="" /><b>Apie autorę.</b> Vaida Jankauskienė rašo apie Ramuniškių miestą ir seniūnijas nuo 2007 m.</div>'
        '<div class="related"><h3>Susiję įrašai</h3><ul><li><a href="/ezero-paplūdimys/">Atidarytas atnaujintas paplūdimys</a> (2010-06-12)</li><li><a href="/zveju-varzybos/">Žvejų varžybos prie Lūgnos</a> (2010-07-03)</li></ul></div></div>'
    )
    after = (
        '<div id="comments"><h3>Komentarų nėra</h3><p class="nocomments">Būkite pirmas, parašykite komentarą!</p></div>'
        '<div id="respond"><h3>Parašykite komentarą</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p><input type="text" name="author" id="author" size="22" /> <label for="author">Vardas (būtina)</label></p>'
        '<p><input type="text" name="email" id="email" size="22" /> <label for="email">El. paštas (nebus skelbiamas)</label></p>'
        '<p><textarea name="comment" id="comment" cols="58" rows="8"></textarea></p><p><input name="submit" type="submit" id="submit" value="Siųsti" /></p></form></div>'
    )
    side = (
        '<div class="widget"><h3>Paieška</h3><form action="/" method="get"><input type="text" name="s" /></form></div>'
        f'<div class="widget widget_recent_comments"><h3>Naujausi komentarai</h3><ul id="recentcomments">{rc}</ul></div>'
        '<div class="widget"><h3>Skaitomiausi</h3>'
        + ranked(
            """Turgus persikelia prie stadiono | 1 834
Vandentiekio avarija Liepų gatvėje | 1 402
Mokykla gaus naują sporto salę | 977
Miesto šventės programa | 811""",
            word="skaitymai",
        )
        + "</div>"
        '<div class="widget"><h3>Orai</h3><p>Ramuniškės: +17&hellip;+24 &deg;C, vietomis lietus</p></div>'
        '<div class="widget"><h3>Archyvas</h3><ul><li><a href="/2010/08/">2010 rugpjūtis</a> (14)</li><li><a href="/2010/07/">2010 liepa</a> (22)</li><li><a href="/2010/06/">2010 birželis</a> (19)</li></ul></div>'
        '<div class="widget"><h3>Draugai</h3><ul><li><a href="/">Ramuniškių seniūnija</a></li><li><a href="/">Žvejų klubas „Karšis“</a></li><li><a href="/">Kultūros centras</a></li></ul></div>'
    )
    body = (
        '<div id="page"><div id="header"><h1><a href="/">Ramuniškių žinios</a></h1><p>Mažo miesto naujienos kiekvieną dieną</p></div>'
        '<div id="nav"><a href="/">Pradžia</a><a href="/category/miestas/">Miestas</a><a href="/category/svietimas/">Švietimas</a><a href="/category/sportas/">Sportas</a><a href="/category/renginiai/">Renginiai</a><a href="/apie/">Apie mus</a></div>'
        f'<div id="content">{post}{after}</div><div id="sidebar">{side}</div>'
        '<div id="footer">&copy; 2010 Ramuniškių žinios &middot; Veikia su WordPress &middot; <a href="/feed/">Įrašų RSS</a> &middot; <a href="/comments/feed/">Komentarų RSS</a></div></div>'
    )
    html = doc(
        "Savanoriai per savaitgalį iš Lūgnos ežero ištraukė 3 tonas šiukšlių",
        "Ramuniškių žinios",
        LT_CSS,
        body,
        "lt",
    )
    return make(
        "dl-lt-plain-ramuniskes",
        "lookalike",
        "lt",
        html,
        [],
        path="/2010/08/19/savanoriai-lugnos-ezeras/",
        container="-",
        heading=None,
        description="A Lithuanian town news blog of 2010: a post nobody answered ('Komentarų nėra', the form), beside a 'Naujausi komentarai' widget quoting five comments of other posts (name, post, snippet, time; one by the blog itself).",
        lookalikes=("widget_recent_comments",),
    )


def plain_dl() -> list[Case]:
    return [sk_plain_hronec(), lt_plain_ramuniskes()]
