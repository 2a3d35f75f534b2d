"""Blind set DE: three discussions of 2011-2013 in the served HTML, each a site and template of its own: an Argentine
cycling blog on a WordPress-like skin (a threaded list three deep with a pingback between the comments and the
blogger's answers marked), a Russian city paper's own CMS (a comment tree with ratings and the newsroom's answer), an
Indonesian travel blog on a Blogger-like skin (a flat `dl` list with "Anonim" and the blogger answering two readers in
one comment). Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_de_common import C, Case, doc, esc, kids, make, paras, slug, talk

# --------------------------------------------------------------------------- es-AR: WordPress-like cycling blog

WP_CSS = (
    "body{margin:0;background:#d9e4ec;font:13px/1.6 Georgia,serif;color:#333}#wrapper{width:960px;margin:0 auto;background:#fff}"
    "#header{background:#e85d04;padding:24px 20px;color:#fff}#site-title a{color:#fff;font:bold 30px Arial;text-decoration:none}"
    "#access ul{list-style:none;margin:0;padding:0;background:#222;overflow:hidden}#access li{float:left}#access a{display:block;padding:8px 12px;color:#eee}"
    "#content{float:left;width:620px;padding:20px}#secondary{float:right;width:270px;padding:20px 10px;font-size:12px}.widget-title{border-bottom:2px solid #e85d04;font-size:13px}"
    ".commentlist{list-style:none;padding:0}.commentlist li.comment{border-top:1px solid #ddd;padding:8px 0}.commentlist .children{list-style:none;margin-left:36px;padding:0}"
    ".bypostauthor>div .fn{color:#e85d04}.says{font-style:italic;color:#888}.commentmetadata{font-size:11px}.pingback{font-size:11px;color:#777;padding:6px 0}"
    "#footer{clear:both;background:#222;color:#999;padding:12px;font-size:11px}"
)


def es_bici() -> Case:
    cs = talk("""
Lucía Ferreyra @ 2 octubre, 2011 a las 20:14 :: Yo la uso todos los días para ir a la facu y la verdad es otra cosa, antes iba por la vereda de miedo. Lo único: a la altura del supermercado siempre hay autos estacionados arriba de la bicisenda y nadie hace nada.
>*Martín Ibarra @ 2 octubre, 2011 a las 20:31 :: Tal cual Lucía, lo de la puerta del súper es un clásico. Mandé fotos a la Dirección de Tránsito el martes, vamos a ver si contestan.
>>Lucía Ferreyra @ 2 octubre, 2011 a las 20:40 :: Avisá si te contestan! jaja
Raúl Gómez @ 2 octubre, 2011 a las 21:05 :: Con todo respeto, la bicisenda le sacó un carril a una avenida que ya estaba colapsada. A las 18 hs tardo 25 minutos en hacer 12 cuadras. No todos podemos ir en bici, yo trabajo con el auto y cargo herramientas. // Que la hagan por una calle paralela y listo.
>Pablo "el Flaco" Roldán @ 2 octubre, 2011 a las 21:22 :: Raúl, el embotellamiento de Belgrano existía antes de la bicisenda, yo lo sufría en el colectivo hace diez años. El problema son los camiones de carga descargando a cualquier hora, no las bicis.
>Caro @ 2 octubre, 2011 a las 21:30 :: y los semaforos que no estan sincronizados!! eso no tiene nada que ver con las bicis
Norma B. @ 3 octubre, 2011 a las 9:12 :: Muy buena nota. Una consulta, hay algún lugar seguro para dejar la bici en el centro? Me la robaron en marzo enfrente del banco :(
>*Martín Ibarra @ 3 octubre, 2011 a las 10:03 :: Norma, en la plaza San Martín pusieron 20 bicicleteros nuevos que tienen cámara del municipio, y el estacionamiento de la terminal te la guarda por $2 por día. Lo vamos a sumar al mapa esta semana.
""")
    tree = kids(cs)
    ids = {i: 1412 + i * 3 for i in range(len(cs))}

    def li(i: int, depth: int, parity: str) -> str:
        c = cs[i]
        cls = f"comment {parity} depth-{depth}" + (
            " byuser comment-author-martin bypostauthor" if c.staff else ""
        )
        sub = ""
        if i in tree:
            sub = (
                '<ul class="children">'
                + "".join(li(k, depth + 1, "odd alt" if depth % 2 else "even") for k in tree[i])
                + "</ul>"
            )
        return (
            f'<li class="{cls}" id="li-comment-{ids[i]}"><div id="comment-{ids[i]}">'
            f'<div class="comment-author vcard"><img alt="" src="/_avatar/g-{slug(c.who)}.png" class="avatar avatar-40 photo" height="40" width="40" />'
            f'<cite class="fn">{esc(c.who)}</cite> <span class="says">dice:</span></div>'
            f'<div class="comment-meta commentmetadata"><a href="#comment-{ids[i]}">{esc(c.at)}</a></div>'
            f'<div class="comment-body">{paras(c.body)}</div>'
            f'<div class="reply"><a class="comment-reply-link" href="?replytocom={ids[i]}#respond">Responder</a></div></div>{sub}</li>'
        )

    top = tree[None]
    items = [li(i, 1, "even thread-even" if n % 2 == 0 else "odd alt thread-odd") for n, i in enumerate(top)]
    pingback = (
        '<li class="post pingback" id="li-comment-1420"><p>Pingback: <a href="http://pedaleandoellitoral.example.com.ar/2011/10/mapa-bicisendas/" rel="external nofollow" class="url">'
        "Mapa de bicisendas del Litoral, actualizado | Pedaleando el Litoral</a></p></li>"
    )
    items.insert(2, pingback)
    after = (
        '<div id="comments"><h3 id="comments-title">9 respuestas a <em>La bicisenda de Avenida Belgrano, un mes después</em></h3>'
        f'<ol class="commentlist">{"".join(items)}</ol>'
        '<div id="respond"><h3 id="reply-title">Deja una respuesta</h3><form action="/wp-comments-post.php" method="post" id="commentform">'
        '<p class="comment-form-author"><label for="author">Nombre *</label> <input id="author" name="author" type="text" /></p>'
        '<p class="comment-form-email"><label for="email">Correo electrónico *</label> <input id="email" name="email" type="text" /></p>'
        '<p class="comment-form-comment"><label for="comment">Comentario</label><textarea id="comment" name="comment" cols="45" rows="8"></textarea></p>'
        '<p class="form-submit"><input name="submit" type="submit" id="submit" value="Publicar comentario" /></p></form></div></div>'
    )
    post = (
        '<div id="post-1387" class="post-1387 post type-post status-publish format-standard hentry category-infraestructura">'
        '<h1 class="entry-title">La bicisenda de Avenida Belgrano, un mes después</h1>'
        '<div class="entry-meta">Publicado el <span class="entry-date">2 octubre, 2011</span> por <span class="author vcard"><a href="/author/martin/">Martín Ibarra</a></span></div>'
        '<div class="entry-content">'
        "<p>Se cumplió un mes desde que la Municipalidad inauguró los 2,8 kilómetros de bicisenda sobre Avenida Belgrano, entre el Parque Costanero y la terminal de ómnibus. Fui a contar bicis tres mañanas seguidas, de 7 a 9, en la esquina de Belgrano y Sarmiento.</p>"
        "<p>Los números: 212 ciclistas el martes, 238 el miércoles y 251 el jueves. En el conteo que hicimos con la agrupación en abril, antes de la obra, eran 74. Más del triple. Y casi la mitad eran mujeres, algo que antes casi no se veía por Belgrano.</p>"
        "<p>Lo que falta: los cordones separadores todavía no están en las últimas seis cuadras, hay dos bocas de tormenta con la reja en el sentido equivocado (se traba la rueda) y la señalización en las esquinas es casi nula. Los autos doblan sin mirar.</p>"
        "<p>El sábado 8 hacemos una bicicleteada desde la plaza San Martín a las 16. Están todos invitados, con o sin casco (mejor con).</p>"
        '<div class="sharedaddy"><span class="fb">Me gusta 64</span> · <span class="tw">Tweet 21</span> · <span class="email">Enviar por correo</span></div></div>'
        '<div class="entry-utility">Esta entrada fue publicada en <a href="/category/infraestructura/">Infraestructura</a> y etiquetada <a href="/tag/bicisenda/">bicisenda</a>, <a href="/tag/conteo/">conteo</a>.</div>'
        '<div id="entry-author-info"><h2>Acerca de Martín Ibarra</h2><p>Profesor de geografía, ciclista urbano y miembro de la agrupación Villa Ceibal en Bici.</p></div></div>'
        '<div id="nav-below"><a href="/2011/09/como-elegir-candado/">← Cómo elegir un candado (y dónde no atar la bici)</a></div>'
    )
    side = (
        '<li class="widget"><h3 class="widget-title">Buscar</h3><form><input type="text" name="s" /> <input type="submit" value="Buscar" /></form></li>'
        '<li class="widget"><h3 class="widget-title">Entradas recientes</h3><ul><li><a href="#">La bicisenda de Avenida Belgrano, un mes después</a></li><li><a href="#">Cómo elegir un candado (y dónde no atar la bici)</a></li><li><a href="#">Bicicleteada de la primavera: fotos</a></li></ul></li>'
        '<li class="widget"><h3 class="widget-title">Próxima bicicleteada</h3><p>Sábado 8 de octubre, 16 hs, plaza San Martín. Recorrido de 14 km, ritmo tranquilo.</p></li>'
        '<li class="widget"><h3 class="widget-title">Blogs amigos</h3><ul><li><a href="#">Pedaleando el Litoral</a></li><li><a href="#">Bici y Mate</a></li><li><a href="#">Ciclovías Ya</a></li></ul></li>'
        '<li class="widget"><h3 class="widget-title">Categorías</h3><ul><li><a href="#">Infraestructura</a> (22)</li><li><a href="#">Seguridad</a> (15)</li><li><a href="#">Salidas</a> (31)</li></ul></li>'
        '<li class="widget"><h3 class="widget-title">Archivos</h3><ul><li>octubre 2011</li><li>septiembre 2011</li><li>agosto 2011</li></ul></li>'
    )
    body = (
        '<div id="wrapper" class="hfeed"><div id="header"><h1 id="site-title"><a href="/" rel="home">Villa Ceibal en Bici</a></h1><div id="site-description">Ciclismo urbano, bicisendas y salidas en Villa Ceibal</div></div>'
        '<div id="access"><ul class="menu">'
        + "".join(
            f'<li><a href="/{slug(m)}/">{esc(m)}</a></li>'
            for m in ("Inicio", "Quiénes somos", "Mapa de bicisendas", "Salidas", "Contacto")
        )
        + "</ul></div>"
        f'<div id="main"><div id="content">{post}\n{after}</div>'
        f'<div id="secondary" class="widget-area"><ul class="xoxo">{side}</ul></div></div>'
        '<div id="footer">© 2011 Villa Ceibal en Bici · Los contenidos de este blog se publican con licencia Creative Commons BY-SA · Funciona con WordPress</div></div>'
    )
    html = doc(
        "es",
        "La bicisenda de Avenida Belgrano, un mes después",
        "Villa Ceibal en Bici",
        WP_CSS,
        "single single-post",
        body,
    )
    return make(
        "de-wp-bicisenda",
        "discussion",
        "es",
        html,
        cs,
        path="/2011/10/02/la-bicisenda-de-avenida-belgrano-un-mes-despues/",
        container="ol.commentlist: li.comment.depth-N (cite.fn 'NAME' + 'dice:', a date link, div.comment-body), answers in ul.children",
        heading="9 respuestas a La bicisenda de Avenida Belgrano, un mes después",
        description="An Argentine cycling blog on a WordPress-like skin, 2011: 8 comments three deep in ol.commentlist with ul.children, 'NAME dice:', a pingback between the top-level threads (the heading's 9 counts it), the blogger's two answers marked bypostauthor; recent posts, next ride, friends' blogs.",
    )


# --------------------------------------------------------------------------- ru: city paper, comment tree

KV_CSS = (
    "body{margin:0;background:#eef1f4;font:13px/1.5 Tahoma,Arial,sans-serif;color:#222}.page{width:990px;margin:0 auto;background:#fff}"
    ".hdr{background:#1f3b5a;color:#fff;padding:14px;overflow:hidden}.hdr .logo{font:bold 32px Georgia,serif}.hdr .info{float:right;font-size:11px;text-align:right}"
    ".menu{background:#d63b2f;overflow:hidden;list-style:none;margin:0;padding:0}.menu li{float:left}.menu a{display:block;color:#fff;padding:6px 12px}"
    ".col-main{float:left;width:650px;padding:12px}.col-right{float:right;width:300px;padding:12px 6px}.blk{background:#f5f7f9;padding:8px;margin-bottom:12px}"
    ".blk h4{margin:0 0 6px;color:#1f3b5a}.news-date{color:#888;font-size:11px}.c-item{border-top:1px solid #dde;padding:6px 0}.c-replies{margin-left:30px}"
    ".c-name{font-weight:bold;color:#1f3b5a}.c-date{color:#999;font-size:11px}.c-foot{font-size:11px;color:#888}.c-staff .c-name{color:#d63b2f}"
    ".ftr{clear:both;background:#1f3b5a;color:#9ab;padding:12px;font-size:11px}"
)


def ru_sneg() -> Case:
    cs = talk("""
Николай Петрович @ 16.02.2012, 13:05 :: На Лесной, 14 двор не чистили с Нового года. Машину откапываю каждое утро лопатой. Какие выходные, о чём вы?
>Ольга_К @ 16.02.2012, 13:22 :: Николай Петрович, у нас на Лесной, 20 та же история. Звонили в управляющую компанию — говорят, двор не их, а города. А в городе говорят наоборот.
>>Николай Петрович @ 16.02.2012, 13:40 :: Вот-вот. Как деньги собирать — так их, а как чистить — так город.
гость @ 16.02.2012, 14:02 :: А что вы хотели, снега за неделю выпало больше месячной нормы. Техника работает круглосуточно, я сам видел ночью грейдеры на Ленина. Хватит ныть
>Ирина @ 16.02.2012, 14:15 :: На Ленина — да, там мэрия рядом) А вы в частный сектор заедьте, в Заречье по колено.
Виктор Сомов @ 16.02.2012, 15:48 :: Подскажите, куда звонить, если с крыши висят сосульки над входом в магазин? Уже две недели висят, страшно с ребенком проходить. // Магазин «Берёзка» на Вокзальной.
>*Редакция @ 16.02.2012, 16:10 :: Виктор, телефон единой дежурно-диспетчерской службы города — 05 или 22-14-00. Мы также передали ваше сообщение в управление ЖКХ.
""")
    tree = kids(cs)
    votes = {0: (14, 1), 1: (6, 0), 2: (9, 0), 3: (3, 11), 4: (8, 2), 5: (5, 0), 6: (7, 0)}

    def item(i: int) -> str:
        c = cs[i]
        up, down = votes[i]
        sub = ""
        if i in tree:
            sub = '<div class="c-replies">' + "".join(item(k) for k in tree[i]) + "</div>"
        return (
            f'<div class="c-item{" c-staff" if c.staff else ""}" id="c{58230 + i}"><div class="c-head"><span class="c-name">{esc(c.who)}</span> '
            f'<span class="c-date">{esc(c.at)}</span></div><div class="c-text">{paras(c.body)}</div>'
            f'<div class="c-foot"><a href="#" class="c-reply">Ответить</a> · <span class="c-rate">+{up} / −{down}</span> · <a href="#">Пожаловаться</a></div>{sub}</div>'
        )

    after = (
        '<div class="comments" id="comments"><h3>Комментарии (7)</h3>'
        f'<div class="c-list">{"".join(item(i) for i in tree[None])}</div>'
        '<div class="c-form"><h4>Добавить комментарий</h4><form method="post" action="/comments/add/"><p>Имя: <input type="text" name="name" /></p>'
        '<p><textarea name="text" cols="60" rows="5"></textarea></p><p>Код с картинки: <img src="/_avatar/captcha.svg" width="80" height="24" alt="" /> <input type="text" name="captcha" size="6" /></p>'
        '<p><input type="submit" value="Отправить" /></p></form><p class="c-rules">Комментарии, содержащие оскорбления и нецензурную лексику, удаляются. <a href="/rules/">Правила</a></p></div></div>'
    )
    body = (
        '<div class="page"><div class="hdr"><div class="info">Четверг, 16 февраля 2012<br />Кедровск −14 °C · USD 30,12 · EUR 39,55</div>'
        '<div class="logo">Кедровский вестник</div><div>Городская общественно-политическая газета</div></div>'
        '<ul class="menu">'
        + "".join(
            f'<li><a href="/{slug(m) or "x"}/">{esc(m)}</a></li>'
            for m in (
                "Главная",
                "Новости",
                "Город",
                "Происшествия",
                "Спорт",
                "Культура",
                "Фото",
                "Архив",
                "Реклама",
            )
        )
        + "</ul>"
        '<div class="col-main"><div class="news-full"><p class="news-date">16.02.2012, 12:30 · Город</p>'
        "<h1>Снег вывезут к выходным? Мэрия отчиталась о ходе уборки</h1>"
        "<p><b>На аппаратном совещании в мэрии в среду подвели итоги недели снегопадов: с улиц города вывезено 38 тысяч кубометров снега, но жалоб от жителей меньше не становится.</b></p>"
        "<p>По словам начальника управления благоустройства Андрея Терехова, на уборке работают 46 единиц техники, в том числе 12 машин, привлечённых у частных подрядчиков. Основные магистрали — улицы Ленина, Советская и проспект Строителей — очищены полностью.</p>"
        "<p>Хуже ситуация во дворах и в частном секторе. Терехов признал, что до Заречья и посёлка Сосновый техника «пока не дошла», и пообещал завершить вывоз снега к выходным.</p>"
        "<p>Отдельно на совещании говорили о сосульках и наледи на крышах. Управляющим компаниям дано три дня на очистку кровель, после этого начнутся проверки и штрафы.</p>"
        '<p class="news-author">Светлана Рогова. Фото автора</p>'
        '<div class="share">Поделиться: ВКонтакте 23 · Одноклассники 9 · Facebook 4 · Twitter 2</div></div>'
        f"{after}</div>"
        '<div class="col-right"><div class="blk" style="height:240px;text-align:center;color:#aaa">Реклама</div>'
        '<div class="blk"><h4>Самое читаемое</h4><ol><li><a href="#">Снег вывезут к выходным?</a> (3 412)</li><li><a href="#">ДТП на объездной: пострадали трое</a> (2 980)</li><li><a href="#">В «Кедре» откроют каток</a> (1 775)</li></ol></div>'
        '<div class="blk"><h4>Опрос</h4><p>Как вы оцениваете уборку снега этой зимой?</p><p>Отлично — 4%<br />Удовлетворительно — 21%<br />Плохо — 75%</p><p>Всего голосов: 1 106</p></div>'
        '<div class="blk"><h4>Номер газеты</h4><p>№ 7 (10 842) от 15.02.2012<br /><a href="#">Скачать PDF</a></p></div></div>'
        '<div class="ftr">© 2003–2012 «Кедровский вестник». Свидетельство о регистрации СМИ ПИ № ТУ 00-00000. При перепечатке ссылка обязательна. 16+</div></div>'
    )
    html = doc(
        "ru",
        "Снег вывезут к выходным? Мэрия отчиталась о ходе уборки",
        "Кедровский вестник",
        KV_CSS,
        "news-page",
        body,
        xhtml=False,
    )
    return make(
        "de-kedrovsk-sneg",
        "discussion",
        "ru",
        html,
        cs,
        path="/news/gorod/2012/02/16/sneg-vyvezut-k-vyhodnym.html",
        container="div#comments: h3 'Комментарии (7)', div.c-item (span.c-name, span.c-date, div.c-text, ratings) with answers in div.c-replies",
        heading="Комментарии (7)",
        description="A Russian city paper's own CMS, 2012: 7 comments in a tree three deep (div.c-item with div.c-replies), a guest 'гость', ratings '+n / −n', the newsroom's answer signed 'Редакция'; most read with counts, a poll, the print issue box.",
    )


# --------------------------------------------------------------------------- id: Blogger-like travel blog

BS_CSS = (
    "body{margin:0;background:#bfe3e8;font:13px/1.6 'Trebuchet MS',Verdana,sans-serif;color:#444}.content-outer{width:930px;margin:0 auto;background:#fff;padding:0 15px}"
    ".header-inner h1{font:bold 34px Georgia;color:#0b7285;margin:0;padding:20px 0 4px}.main-inner{float:left;width:610px}.sidebar{float:right;width:280px;font-size:12px}"
    "h2.date-header{font-size:11px;text-transform:uppercase;color:#999}h3.post-title{font:bold 22px Georgia;color:#0b7285}.widget h2{font-size:13px;color:#0b7285;border-bottom:1px dotted #aaa}"
    "#comments-block dt{font-weight:bold;margin-top:10px}#comments-block dd.comment-footer{font-size:11px;color:#999;margin-bottom:10px}.blog-author{color:#0b7285}"
    ".footer-outer{clear:both;font-size:11px;color:#999;padding:14px 0}"
)


def id_seruni() -> Case:
    cs = talk("""
Rina Marlina @ 21 April 2013 20.41 :: Wah cantik banget pantainya mbak! Itu nyebrang dari pelabuhan mana ya? Aku rencana ke sana bulan Juni bareng suami.
Anonim @ 22 April 2013 08.03 :: sate pusutnya kayaknya enak bgt.. jadi laper pagi2 baca ini
*Dewi Anggraini @ 22 April 2013 10.17 :: @Rina: dari Pelabuhan Tanjung Karang, kapal umum jam 9 pagi, tiketnya Rp 15.000. Kalau mau lebih fleksibel bisa sewa perahu sekitar Rp 350.000 pulang pergi. Juni cuacanya bagus kok, selamat jalan-jalan ya! // @Anonim: hehe harus coba langsung di sana, beda rasanya :)
Bayu Pratama @ 23 April 2013 14.55 :: Saya ke sana tahun lalu, sayang sekali banyak sampah plastik di pantai bagian utara. Semoga pemda dan warga bisa lebih peduli, jangan sampai rusak seperti tempat lain. Fotonya bagus2 mbak.
Rina Marlina @ 23 April 2013 19.30 :: Makasih infonya mbak Dewi! udah aku bookmark :)
yosi @ 25 April 2013 11.02 :: Penginapan yang mbak tulis itu masih buka nggak ya? soalnya aku telpon nomornya nggak aktif terus.
""")
    items = []
    for i, c in enumerate(cs):
        cid = f"c{7204518833012 + i * 7771}"
        if c.who == "Anonim":
            name = "Anonim"
        else:
            name = f'<a href="https://www.blogger.com/profile/{10400 + i}" rel="nofollow">{esc(c.who)}</a>'
        items.append(
            f'<dt class="comment-author{" blog-author" if c.staff else ""}" id="{cid}"><a name="{cid}"></a>{name} mengatakan...</dt>'
            f'<dd class="comment-body"><p>{paras(c.body, br=True)}</p></dd>'
            f'<dd class="comment-footer"><span class="comment-timestamp"><a href="#{cid}" title="comment permalink">{esc(c.at)}</a> '
            '<span class="item-control blog-admin pid-1"><a href="#">Hapus</a></span></span></dd>'
        )
    after = (
        '<div class="comments" id="comments"><a name="comments"></a><h4>6 komentar:</h4>'
        f'<div id="comments-block"><dl>{"".join(items)}</dl></div>'
        '<p class="comment-footer"><a href="https://www.blogger.com/comment.g?blogID=0&amp;postID=0" onclick="">Poskan Komentar</a></p></div>'
    )
    post = (
        '<h2 class="date-header"><span>Minggu, 21 April 2013</span></h2>'
        '<div class="post hentry"><a name="5531807722"></a><h3 class="post-title entry-title">Tiga Hari di Pulau Seruni: Snorkeling, Sunset, dan Sate Pusut</h3>'
        '<div class="post-body entry-content">'
        "Akhirnya kesampaian juga ke Pulau Seruni! Pulau kecil ini cuma 40 menit naik kapal dari Pelabuhan Tanjung Karang, tapi suasananya jauh sekali dari keramaian. Tidak ada kendaraan bermotor, hanya sepeda dan cidomo.<br /><br />"
        "Hari pertama saya habiskan snorkeling di sisi timur. Airnya bening sekali, dan dalam 15 menit saya sudah bertemu dua penyu. Sewa alat snorkel Rp 50.000 seharian di warung dekat dermaga.<br /><br />"
        "Sorenya wajib ke bukit kecil di barat pulau untuk melihat matahari terbenam. Bawa senter untuk turun, jalannya gelap.<br /><br />"
        "Soal makanan, jangan lewatkan sate pusut di warung Bu Sahnun, dekat masjid. Satu porsi Rp 15.000 dengan lontong. Saya makan di sana tiga malam berturut-turut, hehe.<br /><br />"
        "Saya menginap di Pondok Seruni Indah, Rp 250.000 per malam termasuk sarapan. Kamarnya sederhana tapi bersih, dan pemiliknya ramah sekali."
        '<div style="clear: both;"></div></div>'
        '<div class="post-footer"><span class="post-author vcard">Diposkan oleh <span class="fn">Dewi Anggraini</span></span> di <a class="timestamp-link" href="#"><abbr class="published">19.05</abbr></a> '
        '<span class="post-comment-link"><a class="comment-link" href="#comments">6 komentar</a></span> '
        '<span class="post-labels">Label: <a href="#">Lombok</a>, <a href="#">pantai</a>, <a href="#">kuliner</a></span>'
        '<div class="post-share-buttons">Kirimkan Ini lewat Email · BlogThis! · Berbagi ke Twitter · Berbagi ke Facebook</div></div></div>'
    )
    side = (
        '<div class="widget Profile"><h2>Tentang Saya</h2><img src="/_avatar/bs-dewi.svg" width="80" height="80" alt="" /><p><b>Dewi Anggraini</b><br />Guru SD di Mataram yang suka jalan-jalan saat libur sekolah.</p><a href="#">Lihat profil lengkapku</a></div>'
        '<div class="widget PopularPosts"><h2>Entri Populer</h2><ul><li><a href="#">Tiga Hari di Pulau Seruni</a></li><li><a href="#">Naik ke Danau Segara, Persiapan Apa Saja?</a></li><li><a href="#">Kuliner Malam di Cakranegara</a></li></ul></div>'
        '<div class="widget BlogArchive"><h2>Arsip Blog</h2><ul><li>▼ 2013 (11)<ul><li>► April (3)</li><li>► Maret (4)</li></ul></li><li>► 2012 (26)</li></ul></div>'
        '<div class="widget Followers"><h2>Pengikut</h2><p>Pengikut (84)</p><p><a href="#">Ikuti</a></p></div>'
    )
    body = (
        '<div class="navbar section" id="navbar"><div class="widget Navbar"><iframe src="about:blank" height="30" width="100%" frameborder="0" scrolling="no" title="Blogger navigation bar"></iframe></div></div>'
        '<div class="content-outer"><div class="header-inner"><h1 class="title"><a href="/">Catatan Jalan Dewi</a></h1><p class="description">Cerita perjalanan murah meriah dari Lombok dan sekitarnya</p></div>'
        f'<div class="main-inner"><div class="main section" id="main"><div class="widget Blog" id="Blog1"><div class="blog-posts hfeed">{post}\n{after}</div>'
        '<div class="blog-pager" id="blog-pager"><a class="blog-pager-newer-link" href="#">Posting Lebih Baru</a> <a class="home-link" href="/">Beranda</a> <a class="blog-pager-older-link" href="#">Posting Lama</a></div></div></div></div>'
        f'<div class="sidebar section" id="sidebar-right-1">{side}</div>'
        '<div class="footer-outer">Template Simple. Diberdayakan oleh <a href="https://www.blogger.com">Blogger</a>.</div></div>'
    )
    html = doc(
        "id",
        "Tiga Hari di Pulau Seruni: Snorkeling, Sunset, dan Sate Pusut",
        "Catatan Jalan Dewi",
        BS_CSS,
        "loading",
        body,
    )
    return make(
        "de-blogger-seruni",
        "discussion",
        "id",
        html,
        cs,
        path="/2013/04/tiga-hari-di-pulau-seruni.html",
        container="div#comments-block dl: dt.comment-author 'NAME mengatakan...', dd.comment-body, dd.comment-footer with the time",
        heading="6 komentar:",
        description="An Indonesian travel blog on a Blogger-like skin, 2013: 6 comments flat in the classic dl#comments-block ('NAME mengatakan...'), one 'Anonim' without a profile link, the blogger (dt.blog-author) answering two readers by '@name' in one comment with paragraphs split by <br /><br />; popular posts, archive, followers.",
    )


def threads_de() -> list[Case]:
    return [es_bici(), ru_sneg(), id_seruni()]


__all__ = ["C", "threads_de"]
