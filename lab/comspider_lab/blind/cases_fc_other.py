"""Blind set fc: two pages without any reader comment and two mixed pages. An English town weekly of 2011 (comments
closed; "Most read", "Latest news" with times, a newsletter box, sponsored links and a poll where the thread would
be), a Norwegian regional paper of 2014 (the comment field closed by a pinned note from the debate editor; "Mest
lest", "Siste nytt" with times, "Dagens spørsmål"), a Spanish county daily of 2012 (a real discussion beside "Lo
último de nuestros blogs": bloggers' names, posts and times) and a German regional paper of 2014 (a real discussion
followed by "Leserbriefe zu anderen Artikeln": names, towns, dates and excerpts of letters on other stories). Every
site, name, place and text invented for this set; each comment and letter written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fc_common import Case, R, esc, make, paras, svg, thread, top, walk

# --------------------------------------------------------------------------- en: a town weekly without comments, 2011


def en_library() -> Case:
    latest = "".join(
        f'<li><span class="kc-time">{t}</span> <a href="/news/{h}">{esc(x)}</a></li>'
        for t, h, x in (
            ("16:42", "a-road-crash", "Two hurt in crash on the Mill Lane bypass"),
            ("15:10", "market-traders", "Market traders win fight over pitch fees"),
            ("13:55", "kelbridge-town-cup", "Kelbridge Town through to cup semi-final"),
            ("11:20", "school-roof", "Primary school roof repairs to finish by September"),
            ("09:03", "bin-collections", "Bin collections move to fortnightly from May"),
        )
    )
    most = "".join(
        f'<li><a href="/news/{h}">{esc(x)}</a> <span class="kc-count">{n} comments</span></li>'
        for h, x, n in (
            ("bin-collections", "Bin collections move to fortnightly from May", 48),
            ("library-saturday-hours", "Library to close on Saturday afternoons", 0),
            ("market-traders", "Market traders win fight over pitch fees", 17),
            ("parking-charges", "Free parking after 3pm to end, council confirms", 63),
        )
    )
    body = f"""<body>
<div id="kc-wrap">
<div id="kc-masthead"><a href="/"><img src="/graphics/kelbridge-courier.svg" width="320" height="58" alt="The Kelbridge Courier"></a><p class="kc-date">Thursday, March 24, 2011</p></div>
<ul id="kc-nav"><li><a href="/news/">News</a></li><li><a href="/sport/">Sport</a></li><li><a href="/whats-on/">What's On</a></li><li><a href="/jobs/">Jobs</a></li><li><a href="/property/">Property</a></li><li><a href="/announcements/">Announcements</a></li></ul>
<div id="kc-main">
<div class="kc-story">
<h1>Library to close on Saturday afternoons</h1>
<p class="kc-byline">By Rachel Dunmore &middot; Published: 24/03/2011 08:15 &middot; Last updated: 24/03/2011 11:02</p>
<p class="kc-intro">Kelbridge Library will shut at 1pm on Saturdays from April as the county council looks to save &pound;2.4m from its libraries budget.</p>
<p><img src="/graphics/2011/03/library.svg" width="460" height="290" alt="Kelbridge Library on Castle Street"></p>
<p>The change, agreed at a cabinet meeting on Tuesday, means the Castle Street branch will open for 38 hours a week instead of 42. Mobile library visits to Ashcombe and Little Harnby will also drop from weekly to fortnightly.</p>
<p>Friends of Kelbridge Library chairwoman Pauline Gedge said the group was &ldquo;disappointed but not surprised&rdquo; and would be collecting signatures at the library's front desk.</p>
</div>
<div class="kc-sharebar"><span>Share this story:</span> <a href="http://facebook.example/share?u=/news/library-saturday-hours">Facebook</a> <a href="http://twitter.example/share?u=/news/library-saturday-hours">Twitter</a> <a href="http://digg.example/submit?u=/news/library-saturday-hours">Digg</a> <a href="/email-a-friend?s=library-saturday-hours">Email a friend</a> <a href="/print/library-saturday-hours">Print</a></div>
<div id="kc-comments">
<h3>Comments</h3>
<p class="kc-closed">Comments are closed on this article.</p>
<div class="kc-poll"><h4>Have your say</h4><p>Do you use Kelbridge Library on a Saturday afternoon?</p><form action="/poll/92" method="post"><label><input type="radio" name="o" value="1"> Yes, most weeks</label><br><label><input type="radio" name="o" value="2"> Now and then</label><br><label><input type="radio" name="o" value="3"> Never</label><br><input type="submit" value="Vote"></form><p class="kc-votes">311 votes so far</p></div>
<div class="kc-sponsored"><h5>Sponsored links</h5><ul><li><a href="http://harnby-conservatories.example/">Conservatories from &pound;4,995</a> &ndash; Local fitters, free quotes</li><li><a href="http://learnsmart.example/">Learn a language this spring</a> &ndash; Evening classes in Kelbridge</li></ul></div>
</div>
</div>
<div id="kc-side">
<div class="kc-box"><h4>Latest news</h4><ul>{latest}</ul></div>
<div class="kc-box"><h4>Most read</h4><ol class="kc-mostread">{most}</ol></div>
<div class="kc-box kc-newsletter"><h4>Get the Courier by email</h4><p>Our daily headlines, free every morning.</p><form action="/newsletter" method="post"><input type="text" name="email" value="Your email address"> <input type="submit" value="Sign up"></form></div>
<div class="kc-box"><img src="/graphics/ad-mpu-garden-centre.svg" width="300" height="250" alt="Advertisement"></div>
</div>
<div id="kc-footer">&copy; 2011 Kelbridge Courier Newspapers Ltd &middot; <a href="/contact">Contact us</a> &middot; <a href="/terms">Terms</a></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;font:13px Arial,sans-serif;background:#e8e8e8}#kc-wrap{width:960px;margin:0 auto;background:#fff}#kc-masthead{padding:10px 15px}.kc-date{font-size:11px;color:#777}
#kc-nav{margin:0;padding:0;background:#222;overflow:hidden}#kc-nav li{float:left;list-style:none}#kc-nav a{display:block;padding:6px 12px;color:#fff}
#kc-main{float:left;width:620px;padding:15px}#kc-side{float:right;width:300px;padding:15px 0}#kc-footer{clear:both;padding:10px;background:#222;color:#aaa}
.kc-byline{font-size:11px;color:#777}.kc-intro{font-weight:bold;font-size:14px}.kc-closed{background:#f3f3f3;padding:8px;color:#666}.kc-time{color:#c00;font-weight:bold}
.kc-count{color:#999;font-size:11px}.kc-poll{border:1px solid #999;padding:8px;margin:10px 0}.kc-sponsored{font-size:12px}.kc-box{margin-bottom:15px}
</style>"""
    html = (
        top(
            "xhtml",
            title="Library to close on Saturday afternoons | The Kelbridge Courier",
            lang="en",
            head=css,
        )
        + body
    )
    return make(
        "fc-en-courier-library",
        "lookalike",
        "en",
        html,
        [],
        path="/news/library-saturday-hours",
        container="-",
        heading=None,
        description="An English town weekly of 2011 (invented), no reader comment: 'Comments are closed on this article.' in div#kc-comments, with a 'Have your say' poll and sponsored links where the thread would be; the sidebar's 'Latest news' (five headlines with times), 'Most read' (four headlines with comment counts), a newsletter box and an advertisement; a share bar under the story.",
        lookalikes=("div#kc-side ul (Latest news)", "ol.kc-mostread"),
        files={
            "/graphics/kelbridge-courier.svg": svg(320, 58, "#222", "The Kelbridge Courier", 20),
            "/graphics/2011/03/library.svg": svg(460, 290, "#8b6b4a", "Kelbridge Library"),
            "/graphics/ad-mpu-garden-centre.svg": svg(300, 250, "#4c8b2b", "Harnby Garden Centre", 18),
        },
    )


# --------------------------------------------------------------------------- nb: a regional paper without comments, 2014


def nb_rundkjoring() -> Case:
    latest = "".join(
        f'<li><time>{t}</time> <a href="/nyheter/{h}">{esc(x)}</a></li>'
        for t, h, x in (
            ("14:32", "ras-fylkesvei", "Steinras stengte fylkesvei 812 i to timer"),
            ("13:05", "skarvik-il", "Skarvik IL henter keeper fra Tromsø"),
            ("11:48", "fiskemottak", "Fiskemottaket på Lyngnes får ny eier"),
            ("10:20", "skolebuss", "Skolebussen kjørte i grøfta – ingen skadd"),
            ("08:57", "nordlys", "Nordlyset danset over Skarvik i natt"),
        )
    )
    most = "".join(
        f'<li><span class="tp-nr">{n}</span><a href="/nyheter/{h}">{esc(x)}</a></li>'
        for n, h, x in (
            (1, "nordlys", "Nordlyset danset over Skarvik i natt"),
            (2, "rundkjoring-skarvik", "Rundkjøringen på Skarvik blir dobbelt så dyr"),
            (3, "ras-fylkesvei", "Steinras stengte fylkesvei 812 i to timer"),
        )
    )
    body = f"""<body class="tp-sak">
<header class="tp-topp"><a href="/" class="tp-logo"><img src="/bilder/tindeposten.svg" width="210" height="46" alt="Tindeposten"></a>
<nav class="tp-meny"><a href="/nyheter">Nyheter</a> <a href="/sport">Sport</a> <a href="/debatt">Debatt</a> <a href="/kultur">Kultur</a> <a href="/tips">Tips oss</a></nav></header>
<div class="tp-side">
<article class="tp-artikkel">
<p class="tp-stikktittel">SKARVIK</p>
<h1>Rundkjøringen på Skarvik blir dobbelt så dyr</h1>
<p class="tp-tid">Publisert: 12. november 2014 kl. 06:00 &middot; Oppdatert: kl. 09:41 &middot; Tekst: Silje Nordvik</p>
<p class="tp-ingress">Statens vegvesen har fått inn anbud på rundkjøringen ved Skarvik skole. Det billigste ligger på 31 millioner kroner, mot 15 millioner i budsjettet.</p>
<figure><img src="/bilder/2014/11/skarvik-kryss.svg" width="580" height="320" alt="Krysset ved Skarvik skole"><figcaption>Krysset ved Skarvik skole, der rundkjøringen skal bygges. Foto: Tindeposten</figcaption></figure>
<p>Prosjektleder Eirik Langmo forklarer prisen med fjellgrunn og flytting av en vannledning som ingen kjente til. Saken skal opp i fylkestinget i desember.</p>
<p>Foreldre ved skolen har i flere år bedt om et tryggere kryss. Trafikkutvalget ved skolen sier de frykter at prosjektet blir utsatt igjen.</p>
</article>
<div class="tp-del"><a href="http://facebook.example/sharer?u=/nyheter/rundkjoring-skarvik">Del på Facebook</a> <a href="http://twitter.example/share?u=/nyheter/rundkjoring-skarvik">Del på Twitter</a> <a href="mailto:?subject=Rundkj%C3%B8ringen">Send på e-post</a></div>
<section class="tp-debatt">
<h3>Kommentarer</h3>
<div class="tp-festet"><p class="tp-festet-hvem"><b>Debattredaktøren</b> &middot; 12. november 2014 kl. 06:00</p><p>Vi har stengt kommentarfeltet for denne saken fordi den handler om en skole og barns skolevei. Har du synspunkter, skriv gjerne et leserinnlegg til debatt@tindeposten.example.</p></div>
<p class="tp-stengt">Kommentarfeltet er stengt for denne saken.</p>
<div class="tp-sporsmal"><h4>Dagens spørsmål</h4><p>Bør rundkjøringen bygges selv om den koster 31 millioner?</p><form action="/avstemning/455" method="post"><button name="s" value="ja">Ja</button> <button name="s" value="nei">Nei</button> <button name="s" value="vet">Vet ikke</button></form><p class="tp-stemmer">Ja 71 % &middot; Nei 22 % &middot; Vet ikke 7 % (846 stemmer)</p></div>
</section>
</div>
<aside class="tp-hoyre">
<div class="tp-blokk"><h4>Siste nytt</h4><ul class="tp-siste">{latest}</ul></div>
<div class="tp-blokk"><h4>Mest lest</h4><ol class="tp-mest">{most}</ol></div>
<div class="tp-blokk tp-annonse"><small>ANNONSE</small><img src="/bilder/annonse-sparebank.svg" width="300" height="250" alt="Annonse"></div>
</aside>
<footer class="tp-bunn">Tindeposten &middot; Ansvarlig redaktør: Ola Bergsvik &middot; <a href="/personvern">Personvern</a></footer>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:15px Georgia,serif;background:#f2f2f2}.tp-topp{background:#004b87;padding:10px 20px}.tp-meny a{color:#fff;margin-right:12px;font-family:Arial}
.tp-side{float:left;width:620px;margin-left:20px;background:#fff;padding:15px}.tp-hoyre{float:left;width:300px;padding:15px;font-family:Arial;font-size:13px}.tp-bunn{clear:both;padding:10px;font:12px Arial}
.tp-stikktittel{color:#c00;font:bold 12px Arial}.tp-tid{font:12px Arial;color:#777}.tp-ingress{font-weight:bold}.tp-festet{background:#fff4cc;padding:8px;font-family:Arial}
.tp-stengt{color:#888;font-style:italic}.tp-sporsmal{border:2px solid #004b87;padding:8px}.tp-nr{display:inline-block;width:20px;color:#c00;font-weight:bold}.tp-siste time{color:#c00}
</style>"""
    html = (
        top("html5", title="Rundkjøringen på Skarvik blir dobbelt så dyr – Tindeposten", lang="nb", head=css)
        + body
    )
    return make(
        "fc-nb-tindeposten-rundkjoring",
        "lookalike",
        "nb",
        html,
        [],
        path="/nyheter/rundkjoring-skarvik",
        container="-",
        heading=None,
        description="A Norwegian regional paper of 2014 (invented), no reader comment: section.tp-debatt 'Kommentarer' holds only a pinned note from 'Debattredaktøren' with a date (why the field is closed), 'Kommentarfeltet er stengt for denne saken.' and the 'Dagens spørsmål' poll; the sidebar's 'Siste nytt' (five headlines with times), 'Mest lest' (three numbered) and an advertisement.",
        lookalikes=("div.tp-festet", "ul.tp-siste", "ol.tp-mest"),
        files={
            "/bilder/tindeposten.svg": svg(210, 46, "#004b87", "Tindeposten", 18),
            "/bilder/2014/11/skarvik-kryss.svg": svg(580, 320, "#6f8fa6", "Skarvik"),
            "/bilder/annonse-sparebank.svg": svg(300, 250, "#0a7b3e", "Sparebanken", 18),
        },
    )


# --------------------------------------------------------------------------- es: a county daily with bloggers, 2012


def es_mixed_vendimia() -> Case:
    rs = thread("""
Fermín Lasheras || 02/10/2012 a las 09:14 || Veinte años llevando la uva a la cooperativa y nunca la habían pagado tan mal. Con el gasóleo como está, este año perdemos dinero.
>Rosario || 02/10/2012 a las 09:40 || Fermín, en la bodega de Almazuela la pagan a 38 céntimos, pero hay que llevarla el mismo día de la vendimia.
Aurelio Casaus || 02/10/2012 a las 10:22 || La cosecha ha sido corta pero muy buena, eso lo dicen todos los enólogos. El vino de este año va a dar que hablar.
Jesús M. || 02/10/2012 a las 12:05 || Que no se olviden de los temporeros. Este año han venido muchos menos y varias viñas se han quedado sin vendimiar a tiempo.
Maite Ruiz de Gaona || 02/10/2012 a las 18:37 || Mis abuelos vendimiaban con cuévanos a la espalda. Hoy una máquina hace en una tarde lo que ellos hacían en una semana. Y aun así no salen las cuentas.
""")

    def item(i: int, r: R, replies: str) -> str:
        sub = f'<div class="ht-hijos">{replies}</div>' if replies else ""
        return (
            f'<div class="ht-opinion" id="op{3410 + i}"><p class="ht-quien"><a name="op{3410 + i}"></a><strong>{esc(r.who)}</strong> '
            f'&mdash; {esc(r.at)}</p><div class="ht-dice">{paras(r.raw)}</div><p class="ht-ops"><a href="/responder/{3410 + i}">Responder</a> '
            f'&middot; <a href="/valorar/{3410 + i}?v=1">+1</a> &middot; <a href="/abuso/{3410 + i}">Notificar abuso</a></p>{sub}</div>\n'
        )

    items = walk(rs, item)
    blogs = "".join(
        f'<li><img src="/fotos/blogueros/{k}.svg" width="32" height="32" alt=""> <span class="ht-blogger">{esc(who)}</span> '
        f'<a href="/blogs/{k}/{h}">{esc(t)}</a> <span class="ht-hace">{esc(when)}</span></li>'
        for k, who, h, t, when in (
            (
                "la-bodega",
                "Ignacio Royo",
                "mosto-y-paciencia",
                "Mosto y paciencia: la fermentación de este año",
                "hace 2 horas",
            ),
            (
                "cuaderno-de-campo",
                "Blanca Sanvicente",
                "almendros-en-octubre",
                "Almendros en octubre, ¿locura o cambio de clima?",
                "hace 5 horas",
            ),
            (
                "desde-la-grada",
                "Toño Elizalde",
                "derbi-comarcal",
                "Lo que el derbi comarcal nos dejó",
                "ayer, 21:40",
            ),
            (
                "la-bodega",
                "Ignacio Royo",
                "catas-en-la-plaza",
                "Catas en la plaza: cinco vinos para el otoño",
                "ayer, 12:15",
            ),
        )
    )
    body = f"""<body>
<div id="ht-todo">
<div id="ht-cab"><a href="/"><img src="/fotos/heraldo-torrealba.svg" width="310" height="58" alt="Heraldo de Torrealba"></a><span class="ht-fecha">Martes, 2 de octubre de 2012</span></div>
<div id="ht-nav"><a href="/">Portada</a> <a href="/comarca/">Comarca</a> <a href="/campo/">Campo</a> <a href="/deportes/">Deportes</a> <a href="/blogs/">Blogs</a> <a href="/hemeroteca/">Hemeroteca</a></div>
<div id="ht-col">
<h1>La cooperativa paga la uva a 29 céntimos, el precio más bajo en dos décadas</h1>
<p class="ht-firma">J. L. Andía &middot; 02/10/2012</p>
<p class="ht-entradilla">Los viticultores de la comarca critican una liquidación que no cubre los costes de una vendimia corta pero de gran calidad.</p>
<p><img src="/fotos/2012/10/vendimia.svg" width="520" height="300" alt="Vendimia en Torrealba"></p>
<p>La Cooperativa San Gregorio anunció el viernes un precio de 29 céntimos por kilo para la tempranillo, frente a los 34 del año pasado. La producción ha caído un 18 por ciento por la sequía del verano.</p>
<p>La organización agraria de la comarca ha convocado una asamblea para el próximo jueves en el salón de plenos.</p>
<div id="ht-opiniones">
<h3>Opiniones de los lectores (5)</h3>
{"".join(items)}<div class="ht-opina"><h4>Opina</h4><form action="/opinar" method="post"><p>Nombre <input type="text" name="n"></p><textarea name="t" rows="4" cols="55"></textarea><br><input type="submit" value="Publicar"></form></div>
</div>
</div>
<div id="ht-lat">
<div class="ht-caja ht-blogs"><h4>Lo último de nuestros blogs</h4><ul class="ht-ultimos-blogs">{blogs}</ul><p><a href="/blogs/">Todos los blogs &raquo;</a></p></div>
<div class="ht-caja"><h4>Lo más leído</h4><ol><li><a href="/campo/precio-uva">La cooperativa paga la uva a 29 céntimos</a></li><li><a href="/comarca/fiestas-pilar">Programa de las fiestas del Pilar</a></li></ol></div>
</div>
<div id="ht-pie">&copy; Heraldo de Torrealba 2012</div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e6dfd3;font:13px 'Trebuchet MS',sans-serif}#ht-todo{width:950px;margin:0 auto;background:#fff}#ht-cab{padding:10px 15px}#ht-nav{background:#6b1a3a;padding:6px 15px}#ht-nav a{color:#fff;margin-right:10px}
#ht-col{float:left;width:600px;padding:15px}#ht-lat{float:right;width:300px;padding:15px}#ht-pie{clear:both;padding:8px;background:#6b1a3a;color:#fff}
.ht-firma{font-size:11px;color:#888}.ht-entradilla{font-size:15px}.ht-opinion{border-top:1px solid #ddd;padding:6px 0}.ht-quien{margin:0;font-size:12px}.ht-ops{font-size:11px;color:#888}
.ht-hijos{margin-left:30px}.ht-ultimos-blogs{list-style:none;padding:0}.ht-ultimos-blogs li{overflow:hidden;margin-bottom:8px}.ht-ultimos-blogs img{float:left;margin-right:6px}
.ht-blogger{display:block;font-weight:bold;color:#6b1a3a}.ht-hace{display:block;font-size:10px;color:#999}
</style>"""
    html = (
        top(
            "html4",
            title="La cooperativa paga la uva a 29 céntimos | Heraldo de Torrealba",
            lang="es",
            head=css,
        )
        + body
    )
    files = {
        f"/fotos/blogueros/{k}.svg": svg(32, 32, "#6b1a3a", k[:1].upper(), 14)
        for k in ("la-bodega", "cuaderno-de-campo", "desde-la-grada")
    }
    files.update(
        {
            "/fotos/heraldo-torrealba.svg": svg(310, 58, "#6b1a3a", "Heraldo de Torrealba", 20),
            "/fotos/2012/10/vendimia.svg": svg(520, 300, "#6a3d7a", "Vendimia"),
        }
    )
    return make(
        "fc-es-mixed-heraldo-vendimia",
        "mixed",
        "es",
        html,
        rs,
        path="/campo/precio-uva",
        container="div#ht-opiniones 'Opiniones de los lectores (5)': div.ht-opinion a comment (p.ht-quien strong NAME '— DATE'; div.ht-dice; 'Responder · +1 · Notificar abuso'), a reply in div.ht-hijos inside the parent; beside it the sidebar's ul.ht-ultimos-blogs 'Lo último de nuestros blogs': four entries (avatar, span.ht-blogger NAME, a post title link, span.ht-hace 'hace 2 horas' / 'ayer, 21:40')",
        heading="Opiniones de los lectores (5)",
        description="A Spanish county daily of 2012 (invented): a real discussion of 5 comments (one nested reply) under an article on grape prices, beside the sidebar's 'Lo último de nuestros blogs', four entries each with a blogger's avatar and name, a post title and a relative time, shaped like a list of comments; 'Lo más leído' below it.",
        lookalikes=("ul.ht-ultimos-blogs",),
        files=files,
    )


# --------------------------------------------------------------------------- de: a regional paper with readers' letters, 2014


def de_mixed_freibad() -> Case:
    rs = thread("""
Ingrid Hallmann || 08.07.2014 | 19:12 || Wir waren am Sonntag mit den Enkeln dort. Das neue Kinderbecken ist wunderbar, aber warum gibt es nur noch eine Dusche für Damen?
Rolf || 08.07.2014 | 19:40 || Vier Euro Eintritt für ein Freibad, das um 19 Uhr schließt. Früher konnte man nach der Arbeit noch eine Stunde schwimmen.
>Jana Wiesner || 08.07.2014 | 20:05 || Donnerstags ist bis 21 Uhr Spätschwimmer-Abend, steht auf der Website der Stadtwerke. Ist zumindest ein Anfang.
Frank Osterloh || 09.07.2014 | 07:58 || Als Mitglied im Förderverein möchte ich allen danken, die beim Streichen der Umkleiden geholfen haben. Ohne die Freiwilligen wäre das Bad dieses Jahr gar nicht aufgemacht worden.
""")
    form_after = 2

    def item(i: int, r: R, replies: str) -> str:
        sub = f'<div class="hn-unter">{replies}</div>' if replies else ""
        return (
            f'<article class="hn-meinung" id="m-{60120 + i}"><header><span class="hn-nutzer">{esc(r.who)}</span> <time>{esc(r.at)}</time></header>'
            f'{paras(r.raw)}<footer><a href="/antwort/{60120 + i}">antworten</a> <a href="/daumen/{60120 + i}" class="hn-daumen">&#128077; {3 + i * 2}</a> '
            f'<a href="/melden/{60120 + i}">melden</a></footer>{sub}</article>\n'
        )

    items = walk(rs, item)
    form = (
        '<div class="hn-schreiben"><h4>Ihre Meinung</h4><form action="/meinung" method="post"><input type="text" name="name" placeholder="Name"> '
        '<textarea name="text" rows="3" cols="55" placeholder="Ihr Kommentar"></textarea> <button>Absenden</button></form></div>\n'
    )
    letters = "".join(
        f'<li class="hn-brief"><p class="hn-brief-kopf"><b>{esc(who)}</b>, {esc(where)} &middot; {esc(when)}</p>'
        f'<p class="hn-brief-zu">zu: <a href="/lokales/{h}">{esc(title)}</a></p><p class="hn-brief-text">&bdquo;{esc(text)}&ldquo;</p></li>'
        for who, where, when, h, title, text in (
            (
                "Herbert Sommerkamp",
                "Oberhasel",
                "07.07.2014",
                "umgehungsstrasse",
                "Umgehungsstraße: Planfeststellung verzögert sich",
                "Seit zwanzig Jahren warten wir in Oberhasel auf die Umgehung. Die Lastwagen fahren weiter durch unser Dorf.",
            ),
            (
                "Gisela Brandt",
                "Haselstadt",
                "05.07.2014",
                "wochenmarkt-samstag",
                "Wochenmarkt bekommt neuen Standort",
                "Der Marktplatz war immer das Herz der Stadt. Auf dem Parkplatz am Bahnhof wird der Markt eingehen.",
            ),
            (
                "Dr. Klaus Ahrendt",
                "Niederhasel",
                "04.07.2014",
                "hausarzt-niederhasel",
                "Niederhasel sucht einen Hausarzt",
                "Die Gemeinde sollte eine Praxis mietfrei anbieten, so wie es andere Orte im Kreis längst tun.",
            ),
        )
    )
    body = f"""<body>
<header class="hn-kopf"><a href="/" class="hn-marke"><img src="/img/haseltaler-nachrichten.svg" width="300" height="52" alt="Haseltaler Nachrichten"></a>
<nav><a href="/lokales">Lokales</a> <a href="/kreis">Kreis</a> <a href="/sport">Sport</a> <a href="/leserbriefe">Leserbriefe</a> <a href="/service">Service</a></nav></header>
<main class="hn-inhalt">
<article class="hn-artikel">
<p class="hn-ort">Haselstadt</p>
<h1>Freibad nach Sanierung wieder offen: Ansturm am ersten Wochenende</h1>
<p class="hn-zeile">Von Tobias Renner &middot; 08.07.2014, 16:30 Uhr</p>
<p class="hn-teaser">Rund 2100 Badegäste kamen am ersten Wochenende ins sanierte Freibad an der Haselaue. Die Stadtwerke sind zufrieden, einige Besucher nicht ganz.</p>
<p><img src="/img/2014/07/freibad.svg" width="600" height="320" alt="Das Freibad an der Haselaue"></p>
<p>Zwei Jahre war das Bad geschlossen. Für 3,2 Millionen Euro wurden Becken, Technik und Kinderbereich erneuert. Der Förderverein hat mit Freiwilligen die Umkleiden gestrichen.</p>
</article>
<section id="hn-kommentare">
<h3>Kommentare (4)</h3>
{"".join(items[:form_after])}{form}{"".join(items[form_after:])}</section>
<section class="hn-leserbriefe">
<h3>Leserbriefe zu anderen Artikeln</h3>
<ul class="hn-briefe">{letters}</ul>
<p><a href="/leserbriefe">Alle Leserbriefe &raquo;</a> &middot; <a href="/leserbrief-schreiben">Leserbrief schreiben</a></p>
</section>
</main>
<aside class="hn-rand"><h4>Meistgelesen</h4><ol><li><a href="/lokales/freibad-eroeffnung">Freibad wieder offen</a></li><li><a href="/kreis/hitzewelle">Hitze: Kreis warnt vor Waldbrand</a></li></ol></aside>
<footer class="hn-fuss">&copy; 2014 Haseltaler Nachrichten &middot; <a href="/impressum">Impressum</a></footer>
</body>
</html>
"""
    css = """<style>
body{margin:0;font:15px 'Droid Serif',Georgia,serif;background:#fff}.hn-kopf{border-bottom:4px solid #00695c;padding:10px 20px}.hn-kopf nav a{margin-right:12px;font-family:Arial}
.hn-inhalt{float:left;width:640px;padding:15px 20px}.hn-rand{float:left;width:260px;padding:15px;font-family:Arial}.hn-fuss{clear:both;padding:10px;font:12px Arial;background:#eee}
.hn-ort{color:#00695c;font:bold 12px Arial;text-transform:uppercase}.hn-zeile{font:12px Arial;color:#888}.hn-teaser{font-weight:bold}
.hn-meinung{border-top:1px solid #ddd;padding:8px 0;font-family:Arial;font-size:13px}.hn-nutzer{font-weight:bold}.hn-meinung time{color:#999;font-size:11px;margin-left:6px}
.hn-meinung footer{font-size:11px}.hn-unter{margin-left:28px}.hn-schreiben{background:#e8f3f1;padding:8px;margin:8px 0}
.hn-leserbriefe{background:#f7f7f2;padding:10px;margin-top:15px}.hn-briefe{list-style:none;padding:0}.hn-brief{border-bottom:1px solid #ddd;padding:6px 0;font-family:Arial;font-size:13px}
.hn-brief-zu{font-size:11px;margin:0}.hn-brief-kopf{margin:0}
</style>"""
    html = (
        top(
            "html5", title="Freibad nach Sanierung wieder offen | Haseltaler Nachrichten", lang="de", head=css
        )
        + body
    )
    return make(
        "fc-de-mixed-haseltaler-freibad",
        "mixed",
        "de",
        html,
        rs,
        path="/lokales/freibad-eroeffnung",
        container="section#hn-kommentare 'Kommentare (4)': article.hn-meinung a comment (header span.hn-nutzer NAME time DATE; the text in p; footer 'antworten 👍 N melden'), a reply in div.hn-unter inside the parent; the form div.hn-schreiben after the second top-level thread; right after the section, section.hn-leserbriefe 'Leserbriefe zu anderen Artikeln': ul.hn-briefe, three letters (b NAME, TOWN · DATE; 'zu: ' a link to another article; a quoted excerpt)",
        heading="Kommentare (4)",
        description="A German regional paper of 2014 (invented): a real discussion of 4 comments (one nested reply) under an article on an outdoor pool's reopening, the comment form between the first two threads and the rest; right after it 'Leserbriefe zu anderen Artikeln', three readers' letters on other stories with name, town, date, the article and a quoted excerpt.",
        lookalikes=("ul.hn-briefe",),
        files={
            "/img/haseltaler-nachrichten.svg": svg(300, 52, "#00695c", "Haseltaler Nachrichten", 18),
            "/img/2014/07/freibad.svg": svg(600, 320, "#29a3c7", "Freibad"),
        },
    )
