"""Blind set DH: three more small discussions: a Spanish kitchen-garden blog with one reader's words in a blockquote,
signed after it, no time and no heading (1); a Polish town portal's opinions as paragraphs between rules with
relative times (4); an English trail-building blog's responses, the blogger answering nested (2). Every class name,
name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dh_common import HTML5, Case, Seed, counted, doc, esc, make, paras, slug, ul


def es_bq_olmedilla() -> Case:
    cs = [
        Seed(
            "Paco, el del vivero",
            "Mujer, no plantes los tomates todavia que en Olmedilla hasta San Isidro no te fies, el año pasado helo el "
            "3 de mayo y se me fueron al garete cuarenta plantas.\n\nLo de las cañas en cruz esta muy bien, asi los "
            "aguantas mejor cuando cargan. Un saludo y a ver esas fotos en julio",
        )
    ]
    said = "".join(
        f'<blockquote class="dicho">{paras(c.text)}</blockquote><p class="firma">&mdash; {esc(c.author)}</p>'
        for c in cs
    )
    css = (
        "body{margin:0;background:#f4efe1;font:14px/1.6 Georgia,serif;color:#3a3324}#todo{width:900px;margin:0 auto;background:#fffdf6;border:1px solid #e0d6bb}"
        "#cabecera{background:#6b8e23;padding:28px 22px;color:#fff}#cabecera h1{margin:0;font:bold 32px Georgia}#cabecera p{margin:4px 0 0;font-style:italic}"
        "#pestanas{background:#556b2f;padding:4px 16px}#pestanas a{color:#f4efe1;margin-right:14px;font:bold 12px Arial}"
        "#principal{float:left;width:590px;padding:18px 22px}#lateral{float:right;width:230px;padding:18px 14px;font-size:12px}"
        ".fecha-entrada{font:bold 11px Arial;color:#8a7b55;text-transform:uppercase}.entrada h2{color:#556b2f;font-size:24px;margin:4px 0}"
        ".pie-entrada{font:11px Arial;color:#8a7b55;border-top:1px dashed #d6ca9f;padding-top:6px}.dicho{margin:18px 30px 2px;padding:8px 14px;border-left:4px solid #c2b280;background:#f7f2e2;font-style:italic}"
        ".firma{margin:0 30px 14px;text-align:right;font:12px Arial;color:#6b5e3c}.gadget h3{font:bold 13px Arial;color:#556b2f;border-bottom:1px solid #d6ca9f}"
        "#pie{clear:both;font:11px Arial;color:#8a7b55;padding:12px 22px;border-top:1px solid #e0d6bb}"
    )
    side = (
        '<div class="gadget"><h3>Sobre mí</h3><p><img src="/fotos/rosi.jpg" width="60" height="60" alt="" style="float:left;margin-right:6px;background:#ddd" />'
        "Rosi. Maestra jubilada, un huerto de 200 metros detrás de casa y muchas ganas de contarlo.</p></div>"
        '<div class="gadget"><h3>Entradas populares</h3>'
        + ul(
            [
                "Cómo hice mi compostera con palés",
                "Calabacines: el año que no supe qué hacer con tantos",
                "Ajos morados de Olmedilla, plantación",
            ],
            "/2013/",
        )
        + '</div><div class="gadget"><h3>Archivo del blog</h3><ul>'
        '<li>&#9660; <a href="/2014/">2014</a> (11)<ul><li><a href="/2014/04/">abril</a> (2)</li><li><a href="/2014/03/">marzo</a> (4)</li><li><a href="/2014/02/">febrero</a> (3)</li><li><a href="/2014/01/">enero</a> (2)</li></ul></li>'
        '<li>&#9658; <a href="/2013/">2013</a> (38)</li><li>&#9658; <a href="/2012/">2012</a> (21)</li></ul></div>'
        '<div class="gadget"><h3>Blogs que sigo</h3><ul>'
        '<li><a href="http://huertodelabuelo.example.es">El huerto del abuelo</a><br /><small>Sembrando judías de mata baja &middot; hace 3 horas</small></li>'
        '<li><a href="http://bancales.example.es">Bancales y más</a><br /><small>Riego por goteo casero &middot; hace 1 día</small></li>'
        '<li><a href="http://lacasadelpozo.example.es">La casa del pozo</a><br /><small>Mermelada de naranja amarga &middot; hace 5 días</small></li></ul></div>'
        '<div class="gadget"><h3>Visitas</h3><p>048.913</p></div>'
    )
    body = (
        '<div id="todo"><div id="cabecera"><h1>Desde mi huerto en Olmedilla</h1><p>Tomates, lechugas, gallinas y alguna que otra helada</p></div>'
        '<div id="pestanas"><a href="/">Inicio</a><a href="/p/calendario-de-siembra.html">Calendario de siembra</a><a href="/p/sobre-mi.html">Sobre mí</a><a href="/p/contacto.html">Contacto</a></div>'
        '<div id="principal"><p class="fecha-entrada">martes, 8 de abril de 2014</p><div class="entrada">'
        "<h2>Ya están los tutores para los tomates</h2>"
        "<p>Este fin de semana por fin pusimos los tutores de los tomates. Este año los he hecho con cañas del arroyo, cruzadas de dos en dos y atadas arriba con cuerda de pita, como hacía mi padre. Son cuatro filas de nueve, que ya me diréis si no es pasarse para dos personas.</p>"
        '<p><img src="/fotos/2014/tutores.jpg" width="480" height="320" alt="Las cañas cruzadas en el bancal" style="background:#ddd" /></p>'
        "<p>Las plantas están todavía en el semillero de la galería, con tres o cuatro hojas verdaderas. Las variedades de este año: corazón de buey, muchamiel, un rosa de Barbastro que me regaló mi cuñada y unos cherry para los nietos.</p>"
        "<p>La idea es trasplantar la semana que viene si el tiempo acompaña. ¿Vosotros cuándo plantáis por vuestra zona?</p>"
        '<p class="pie-entrada">Publicado por Rosi en 19:24 &middot; Etiquetas: <a href="/search/label/tomates">tomates</a>, <a href="/search/label/bancales">bancales</a> &middot; '
        '<a href="#">Compartir en Facebook</a> (12) &middot; <a href="#">Twitter</a> (3) &middot; <a href="#">Menéame</a></p></div>'
        "<hr />"
        + said
        + '<form action="/enviar.php" method="post" class="escribeme"><p><b>Déjame unas líneas</b></p><p>Nombre: <input type="text" name="nombre" size="26" /></p>'
        '<p><textarea name="mensaje" rows="5" cols="50"></textarea></p><p><input type="submit" value="Enviar" /></p></form>'
        '<p class="pie-entrada"><a href="/2014/04/semilleros-en-la-galeria.html">Entrada más reciente</a> &middot; <a href="/">Página principal</a> &middot; '
        '<a href="/2014/03/abono-de-las-gallinas.html">Entrada antigua</a></p></div>'
        '<div id="lateral">'
        + side
        + '</div><div id="pie">Desde mi huerto en Olmedilla &copy; 2014. Plantilla Huerta. Con la tecnología de <a href="https://www.blogger.com">Blogger</a>.</div></div>'
    )
    html = doc(
        "es",
        "Ya están los tutores para los tomates",
        "Desde mi huerto en Olmedilla",
        css,
        body,
        published="2014-04-08T19:24",
    )
    return make(
        "dh-es-bq-olmedilla",
        "discussion",
        "es",
        html,
        cs,
        path="/2014/04/ya-estan-los-tutores-para-los-tomates.html",
        container="blockquote.dicho",
        heading=None,
        description="A kitchen-garden blog; one reader's words in a blockquote, signed after it, no time and no heading, below an hr",
    )


def pl_hr_zagorze() -> Case:
    cs = [
        Seed(
            "mieszkaniec Lipowej",
            "Mieszkam pod 14 i potwierdzam, przy wjeździe do garaży płyty już się ruszają. Robili to w deszczu, sam "
            "widziałem jak kładli piasek na błoto.",
            None,
            "6 godz. temu",
        ),
        Seed(
            "~Basia",
            "A gwarancja? Firma ma chyba 3 lata gwarancji, niech poprawiają na swój koszt a nie z naszych podatków.",
            None,
            "5 godz. temu",
        ),
        Seed(
            "Tomek_Z",
            "Basia, gwarancja jest, ale najpierw gmina musi zgłosić usterki i zrobić przegląd, a wiadomo jak to u nas "
            "idzie. Rok minie zanim ktoś przyjedzie.",
            None,
            "3 godz. temu",
        ),
        Seed(
            "emeryt",
            "Ważne że w ogóle jest chodnik, przez 30 lat chodziliśmy po błocie. Ale racja, kasa poszła w błoto "
            "dosłownie.",
            None,
            "40 min. temu",
        ),
    ]
    ops = "".join(
        f'<p class="op-n" id="o{7711 + 3 * i}"><b>{esc(c.author)}</b> &middot; <span class="op-t">{esc(c.when)}</span></p>'
        f"{paras(c.text)}"
        f'<p class="op-a"><a href="/zglos.php?o={7711 + 3 * i}">zgłoś do usunięcia</a></p><hr class="op-hr" />'
        for i, c in enumerate(cs)
    )
    css = (
        "body{margin:0;background:#f0f0f0;font:13px/1.5 Tahoma,Arial,sans-serif;color:#222}.cal{width:990px;margin:0 auto;background:#fff}"
        ".gora{background:#1f6e43;color:#fff;padding:10px 14px;overflow:hidden}.gora .logo{font:bold 30px Arial}.gora .logo i{color:#ffd24d;font-style:normal}"
        ".gora .pogoda{float:right;font-size:11px;text-align:right}.dzialy{background:#154f30;padding:5px 14px}.dzialy a{color:#fff;font-weight:bold;margin-right:14px;text-decoration:none}"
        ".lewa{float:left;width:650px;padding:14px}.prawa{float:right;width:290px;padding:14px 14px 14px 0}.art h1{font-size:24px;margin:6px 0}.art .data{color:#777;font-size:11px}"
        ".art .lead{font-weight:bold}.op-n{margin:10px 0 2px;color:#1f6e43}.op-t{color:#999;font-size:11px}.op-a{font-size:10px;text-align:right;margin:0}.op-hr{border:0;border-top:1px solid #ddd}"
        ".ramka{border:1px solid #ccc;margin-bottom:12px}.ramka h4{margin:0;background:#1f6e43;color:#fff;padding:4px 8px;font-size:12px}.ramka ol,.ramka ul{margin:6px 0;padding-left:24px}"
        ".stopka{clear:both;background:#154f30;color:#cfe3d6;padding:12px 14px;font-size:11px}"
    )
    body = (
        '<div class="cal"><div class="gora"><div class="pogoda">wtorek, 3 września 2013<br />Zagórze: 17&deg;C, zachmurzenie</div><span class="logo">Zagórze<i>24</i>.pl</span></div>'
        '<div class="dzialy">'
        + "".join(
            f'<a href="/{slug(s)}/">{esc(s)}</a>'
            for s in ("Wiadomości", "Sport", "Kultura", "Ogłoszenia", "Praca", "Nieruchomości", "Kontakt")
        )
        + "</div>"
        '<div class="lewa"><div class="art"><p class="data"><a href="/wiadomosci/">Wiadomości</a> &raquo; Zagórze &middot; 03.09.2013, 08:15 &middot; Redakcja</p>'
        "<h1>Nowy chodnik na Lipowej już się sypie</h1>"
        '<p class="lead">Niespełna trzy miesiące po oddaniu chodnika na ul. Lipowej mieszkańcy pokazują nam zapadnięte płyty i wypłukany piasek. Urząd gminy zapowiada kontrolę.</p>'
        '<p><img src="/foto/2013/09/lipowa.jpg" width="620" height="340" alt="Zapadnięte płyty przy wjeździe do garaży" style="background:#ccc" /><br /><small>fot. Czytelnik</small></p>'
        "<p>Remont chodnika na odcinku od ul. Kolejowej do szkoły kosztował 286 tys. zł. Prace prowadziła firma z Lubichowa, odbiór odbył się 14 czerwca. Już w sierpniu do naszej redakcji zaczęli dzwonić mieszkańcy, że przy wjazdach do garaży i przy przystanku płyty się zapadają.</p>"
        "<p>– Przy każdym większym deszczu piasek wypływa na jezdnię – mówi pani Jadwiga, która mieszka przy Lipowej od 1978 roku.</p>"
        "<p>Wójt Andrzej Kalisz zapewnia, że wykonawca zostanie wezwany do usunięcia usterek w ramach gwarancji. Kontrola ma się odbyć w przyszłym tygodniu.</p>"
        '<p><a href="#">Udostępnij na Facebooku</a> (56) &middot; <a href="#">Wykop</a> (4) &middot; <a href="#">Drukuj</a></p></div>'
        '<div class="opinie"><h3>Opinie (4)</h3>'
        + ops
        + '<form action="/dodaj.php" method="post"><b>Dodaj opinię</b><br />Podpis: <input type="text" name="podpis" size="24" /><br />'
        '<textarea name="tresc" rows="4" cols="60"></textarea><br /><input type="submit" value="Wyślij" /> <small>Wpisy naruszające regulamin będą usuwane. IP autora jest zapisywane.</small></form></div></div>'
        '<div class="prawa"><div style="background:#eee;height:250px;text-align:center;color:#aaa;font-size:10px">REKLAMA</div>'
        '<div class="ramka"><h4>Najczęściej czytane</h4>'
        + counted(
            """
Wypadek na DK 28, jedna osoba w szpitalu | 5 102
Nowy chodnik na Lipowej już się sypie | 1 876
Dożynki gminne w Przysłopiu: zobacz zdjęcia | 1 544
Szkoła w Zagórzu bez nowej sali gimnastycznej | 980
""",
            "({n} odsłon)",
        )
        + '</div><div class="ramka"><h4>Dyżury aptek</h4><ul><li>2-8.09 &ndash; Apteka „Pod Lipą”, ul. Rynek 4</li><li>9-15.09 &ndash; Apteka Centrum, ul. Kolejowa 11</li></ul></div>'
        '<div class="ramka"><h4>Sonda</h4><p style="padding:0 8px">Czy jesteś zadowolony z remontów dróg w gminie?<br />Tak: 18%<br />Nie: 64%<br />Nie mam zdania: 18%<br /><i>Głosów: 312</i></p></div>'
        '<div class="ramka"><h4>Ogłoszenia</h4><ul><li><a href="/ogloszenia/1">Sprzedam drewno opałowe, tanio</a></li><li><a href="/ogloszenia/2">Mieszkanie 2 pok., Zagórze, 48 m2</a></li></ul></div></div>'
        '<div class="stopka">&copy; 2013 Zagórze24.pl &ndash; portal mieszkańców gminy Zagórze. <a href="/regulamin" style="color:#fff">Regulamin</a> | <a href="/reklama" style="color:#fff">Reklama</a> | <a href="/redakcja" style="color:#fff">Redakcja</a></div></div>'
    )
    html = doc(
        "pl", "Nowy chodnik na Lipowej już się sypie", "Zagórze24.pl", css, body, published="2013-09-03T08:15"
    )
    return make(
        "dh-pl-hr-zagorze",
        "discussion",
        "pl",
        html,
        cs,
        path="/wiadomosci/nowy-chodnik-na-lipowej-juz-sie-sypie,4410.html",
        container="div.opinie",
        heading="Opinie (4)",
        description="A town portal's opinions: no wrapper per entry, a name line with a relative time, the text's paragraphs and an hr; flat",
    )


def en_div_ridgeback() -> Case:
    cs = [
        Seed(
            "Kyle B.",
            "Rode the lower loop on Sunday, the new switchbacks below the water tank are sweet but the third one is "
            "already getting a brake bump. Is the upper section still closed past the gate or can you go around?",
            None,
            "April 3, 2014 at 8:12 am",
        ),
        Seed(
            "Nora",
            "Thanks Kyle! Upper section is still closed until the 15th, they're re-routing around the washout. Please "
            "don't go around the gate, the landowner is already nervous about bikes and we need him on our side for "
            "the connector.",
            0,
            "April 3, 2014 at 12:40 pm",
        ),
    ]

    def item(i: int) -> str:
        c = cs[i]
        kids = [k for k, x in enumerate(cs) if x.parent == i]
        sub = '<div class="children">' + "".join(item(k) for k in kids) + "</div>" if kids else ""
        owner = " byauthor" if c.author == "Nora" else ""
        badge = ' <span class="tag">Author</span>' if owner else ""
        return (
            f'<div class="comment{owner}" id="comment-{612 + i}"><img class="avatar" src="/img/gravatar-{i}.png" width="44" height="44" alt="" />'
            f'<div class="comment-meta"><span class="fn">{esc(c.author)}</span>{badge} <a class="stamp" href="#comment-{612 + i}">{esc(c.when)}</a></div>'
            f'<div class="comment-text">{paras(c.text)}</div><a class="reply" href="?replytocom={612 + i}#respond">Reply</a>{sub}</div>'
        )

    css = (
        "body{margin:0;background:#2b2f2a;font:15px/1.6 'Open Sans',Helvetica,Arial,sans-serif;color:#333}.site{max-width:1020px;margin:0 auto;background:#fff}"
        ".site-header{background:#465a3a url(/img/ridge.jpg);padding:40px 30px;color:#fff}.site-header h1{margin:0;font:800 34px 'Open Sans',Arial;letter-spacing:1px}"
        ".site-nav{background:#1d211c;padding:8px 30px}.site-nav a{color:#cfd8c5;margin-right:16px;font-size:13px;text-transform:uppercase}"
        ".content{float:left;width:650px;padding:24px 30px}.widget-area{float:right;width:260px;padding:24px 20px;font-size:13px}.widget-title{font-size:13px;text-transform:uppercase;border-bottom:2px solid #465a3a}"
        ".entry-meta{font-size:12px;color:#888}.comment{border-top:1px solid #eee;padding:12px 0 4px 56px;position:relative}.comment .avatar{position:absolute;left:0;top:12px}"
        ".children{margin-left:24px}.byauthor>.comment-meta .fn{color:#465a3a}.tag{background:#465a3a;color:#fff;font-size:10px;padding:1px 4px}.stamp{font-size:12px;color:#999;margin-left:6px}.reply{font-size:12px}"
        ".site-footer{clear:both;background:#1d211c;color:#888;padding:16px 30px;font-size:12px}"
    )
    body = (
        '<div class="site"><header class="site-header"><h1>Ridgeback Trails</h1><p>Building and riding singletrack in the Caddo Hills</p></header>'
        '<nav class="site-nav"><a href="/">Home</a><a href="/trail-map/">Trail map</a><a href="/work-days/">Work days</a><a href="/conditions/">Conditions</a><a href="/about/">About</a></nav>'
        '<div class="content"><article class="post-388 post type-post status-publish"><header><h1 class="entry-title">Lower loop re-opens: five new switchbacks and a lot of sore backs</h1>'
        '<div class="entry-meta">Posted on <time datetime="2014-04-01T19:05:00-05:00">April 1, 2014</time> by Nora &middot; <a href="/category/trail-work/">Trail work</a></div></header>'
        '<div class="entry-content">'
        "<p>After four Saturdays, 23 volunteers and about 300 buckets of crushed rock, the lower loop at Tanner Creek is open again. The old fall-line section below the water tank is closed and planted, and the new line has five switchbacks that should hold up in the spring rain a lot better.</p>"
        "<p>Huge thanks to the crew from Caddo Valley Cycles, who showed up every single week, and to Mr. Whitlock for letting us park on his side of the fence.</p>"
        '<p><img src="/wp-content/uploads/2014/04/switchback-3.jpg" width="620" height="360" alt="Switchback three, armoured with local rock" style="background:#ccd" /></p>'
        "<p>The upper section past the gate is still closed while the county re-routes the forest road around last month's washout. Please respect the gate. Next work day is April 19, meet at the kiosk at 8:30, gloves and water provided.</p>"
        "</div>"
        '<footer class="entry-meta">Share: <a href="#">Facebook</a> 48 &middot; <a href="#">Twitter</a> 11 &middot; <a href="#">Strava club</a> | Tags: <a href="/tag/tanner-creek/">tanner creek</a>, <a href="/tag/switchbacks/">switchbacks</a></footer></article>'
        '<div id="comments" class="comments-area"><h2 class="comments-title">2 thoughts on &ldquo;Lower loop re-opens: five new switchbacks and a lot of sore backs&rdquo;</h2>'
        + item(0)
        + '<div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post"><p><label>Name *</label> <input type="text" name="author" /></p>'
        '<p><label>Email *</label> <input type="text" name="email" /></p><p><textarea name="comment" rows="6" cols="50"></textarea></p><p><input type="submit" value="Post Comment" /></p></form></div></div></div>'
        '<aside class="widget-area"><section class="widget"><h3 class="widget-title">Trail conditions</h3><p>Lower loop: <b>open, tacky</b><br />Upper loop: <b>closed</b> until April 15<br />Updated April 1, 2014</p></section>'
        '<section class="widget"><h3 class="widget-title">Upcoming work days</h3><ul><li>April 19 &ndash; Tanner Creek lower loop drainage</li><li>May 3 &ndash; Upper loop re-route, day 1</li><li>May 17 &ndash; Upper loop re-route, day 2</li></ul></section>'
        '<section class="widget"><h3 class="widget-title">Recent posts</h3>'
        + ul(
            [
                "Lower loop re-opens: five new switchbacks and a lot of sore backs",
                "Work day recap: March 22",
                "Why we close trails when they're wet",
            ],
            "/2014/",
        )
        + '</section><section class="widget"><h3 class="widget-title">Archives</h3><ul><li><a href="/2014/04/">April 2014</a> (1)</li><li><a href="/2014/03/">March 2014</a> (3)</li><li><a href="/2014/02/">February 2014</a> (2)</li></ul></section></aside>'
        '<footer class="site-footer">&copy; 2014 Ridgeback Trails &middot; A volunteer trail crew &middot; Theme: Switchback by a friend of ours &middot; Powered by WordPress</footer></div>'
    )
    html = doc(
        "en",
        "Lower loop re-opens: five new switchbacks and a lot of sore backs",
        "Ridgeback Trails",
        css,
        body,
        doctype=HTML5,
        published="2014-04-01T19:05",
    )
    return make(
        "dh-en-div-ridgeback",
        "discussion",
        "en",
        html,
        cs,
        path="/2014/04/01/lower-loop-re-opens/",
        container="div#comments",
        heading="2 thoughts on “Lower loop re-opens: five new switchbacks and a lot of sore backs”",
        description="A trail crew's blog; a reader's question and the blogger's answer nested in its div.children, 'Author' badge",
    )


def threads2_dh() -> list[Case]:
    return [es_bq_olmedilla(), pl_hr_zagorze(), en_div_ridgeback()]
