"""Blind set EO: discussions, part two: a French regional news site on WordPress with the Disqus plugin's static
copy of 2012 (``#dsq-comments``; "Les plus commentés", an author box, related stories with bylines, a Twitter
widget), a Spanish town paper of 2011 whose readers' opinions are a definition list ("Opiniones", never "comment";
"Lo más opinado" with last snippets, a top-readers leaderboard, a Twitter widget, related stories) and an Italian
online paper of 2013 whose Facebook comments are printed as the plugin's static SEO copy beside a Facebook activity
box, readers' photos and a poll. Every site, name, place and text invented for this set; each comment written by
hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eo_common import Case, esc, kids, make, page, paras, rows, slug, talk


def fr_larance() -> Case:
    cs = talk("""
Jean-Pierre Moulinié @ le 5 mars 2012 à 8h14 :: Enfin ! Cela fait trois hivers que la passerelle est fermée et que les collégiens de la rive gauche font le détour par le pont de la Nationale, à pied, sans trottoir digne de ce nom.
>Corinne B. @ le 5 mars 2012 à 9h02 :: Tout à fait d'accord. Mon fils traverse tous les matins à 7h30, il fait encore nuit en hiver. J'espère que l'éclairage est prévu dans les travaux.
>>Jean-Pierre Moulinié @ le 5 mars 2012 à 9h40 :: D'après le conseil municipal de février, oui : des lampadaires à LED sur toute la longueur.
Rémi_des_Quais @ le 5 mars 2012 à 10h26 :: 1,2 million pour une passerelle de 80 mètres... On aurait pu la réparer en 2009 pour le tiers du prix si on ne l'avait pas laissée rouiller.
Anne-Sophie Teyssier @ le 5 mars 2012 à 11h51 :: Est-ce que les vélos pourront y passer ? Sur les plans affichés en mairie, je vois des marches côté parc.
>Mathieu Carrel (rédaction) @ le 5 mars 2012 à 13h05 :: Bonjour Anne-Sophie, la mairie nous confirme qu'une rampe est prévue côté parc à la place des marches actuelles. Nous publierons les plans détaillés dès que possible.
Papy Lucien @ le 5 mars 2012 à 15h37 :: J'ai connu la première passerelle, celle en bois, emportée par la crue de 1977. On y pêchait le dimanche. Bonne nouvelle pour le quartier.
Claire Vidalenc @ le 5 mars 2012 à 18h20 :: Et pendant les travaux, on passe où ? Le bac est supprimé depuis longtemps.
""")
    k = kids(cs)
    css = """body{margin:0;background:#f0ede6;font:13px/1.5 Arial,Helvetica,sans-serif;color:#2b2b2b}
#page{width:960px;margin:0 auto;background:#fff;box-shadow:0 0 6px #bbb}#branding{padding:18px 20px;border-bottom:4px solid #1f6e43}
#branding .site-title{font:bold 32px Georgia,serif;color:#1f6e43;text-decoration:none}#branding .site-desc{color:#888;font-size:12px}
#menu{background:#1f6e43}#menu a{color:#fff;display:inline-block;padding:8px 12px;text-decoration:none;font-weight:bold;font-size:12px}
#container{overflow:hidden;padding:18px 20px}#contenu{float:left;width:610px}#barre{float:right;width:290px}
h1.entry-title{font:bold 27px/1.2 Georgia,serif;margin:4px 0 8px}.chapo{font-weight:bold;font-size:14px}.entry-content p{font-size:14px;line-height:1.6}
.meta{color:#888;font-size:11px}.bio{background:#f3f7f4;border:1px solid #cfe0d5;padding:10px;margin:16px 0;overflow:hidden}.bio img{float:left;margin-right:10px}
.bio h4{margin:0 0 4px}.lies{margin:16px 0}.lies li{margin-bottom:8px}.lies .par{color:#888;font-size:11px}
.bloc{border:1px solid #ddd;margin-bottom:16px}.bloc h3{margin:0;padding:6px 8px;background:#1f6e43;color:#fff;font-size:13px}.bloc ol,.bloc ul{margin:6px 0;padding-left:26px}.bloc li{margin-bottom:6px}
.tw{padding:6px 8px;border-bottom:1px solid #eee;font-size:12px}.tw .quand{color:#999;font-size:11px;display:block}
#disqus_thread h3{font:bold 17px Georgia,serif;border-bottom:2px solid #1f6e43}
#dsq-comments,#dsq-comments ul{list-style:none;margin:0;padding:0}#dsq-comments ul.children{margin-left:40px}
#dsq-comments li{margin:10px 0}.dsq-comment-header{background:#f3f3f3;padding:4px 8px;font-size:12px}.dsq-comment-header cite{font-style:normal;font-weight:bold}
.dsq-comment-header-time{color:#999;font-size:11px;margin-left:8px}.dsq-comment-body{padding:4px 8px}
#footer{clear:both;background:#333;color:#aaa;padding:14px 20px;font-size:11px}"""

    def item(i: int) -> str:
        c = cs[i]
        n = 461250 + i * 7
        sub = ""
        if i in k:
            sub = '<ul class="children">' + "".join(item(j) for j in k[i]) + "</ul>"
        return (
            f'<li class="comment {"even" if i % 2 else "odd"} depth-{c.depth + 1}" id="dsq-comment-{n}">\n'
            f'<div id="dsq-comment-header-{n}" class="dsq-comment-header"><cite id="dsq-cite-{n}">'
            f'<span id="dsq-author-user-{n}">{esc(c.who)}</span></cite>'
            f'<a class="dsq-comment-header-time" href="#comment-{n}">{esc(c.at)}</a></div>\n'
            f'<div id="dsq-comment-body-{n}" class="dsq-comment-body"><div id="dsq-comment-message-{n}" class="dsq-comment-message">{paras(c.body)}</div></div>\n'
            f"{sub}</li>\n"
        )

    plus = rows("""
Déviation de Saint-Aurel : les riverains en colère | 86
La passerelle des Tanneurs sera reconstruite | 8
Marché de nuit : la mairie dit non | 54
Rugby : le SC Larance repasse devant | 41
Collège Jean-Moulin : une classe fermée à la rentrée | 37
""")
    lies = rows("""
Crue de la Larance : les quais à nouveau sous l'eau | Par Mathieu Carrel | le 12 janvier 2012
Passerelle des Tanneurs : la fermeture prolongée | Par Sandrine Albouy | le 3 novembre 2011
Budget 2012 : 4,5 millions d'euros pour la voirie | Par Mathieu Carrel | le 21 décembre 2011
""")
    tweets = rows("""
La passerelle des Tanneurs sera reconstruite d'ici l'été 2013 http://lcl.example/p8Zk | il y a 2 heures
Conseil municipal ce soir 18h30, suivez-le en direct avec @mcarrel | il y a 4 heures
Météo : vigilance orange crues levée pour la Larance | hier
""")
    menu = "".join(
        f'<a href="/{slug(s)}/">{s}</a>'
        for s in ("Accueil", "Larance", "Agglo", "Sports", "Culture", "Agenda", "Annonces")
    )
    barre = (
        '<div class="bloc"><h3>Les plus commentés</h3><ol>'
        + "".join(
            f'<li><a href="/larance/{slug(t)}/">{esc(t)}</a> <span class="meta">({n} commentaires)</span></li>'
            for t, n in plus
        )
        + "</ol></div>"
        '<div class="bloc"><h3>Sur Twitter @CourrierLarance</h3>'
        + "".join(
            f'<div class="tw"><a href="/twitter/CourrierLarance">CourrierLarance</a> {esc(t)}<span class="quand">{esc(w)}</span></div>'
            for t, w in tweets
        )
        + "</div>"
        '<div class="bloc" style="height:250px;background:#eee;text-align:center;line-height:250px;color:#aaa;border:0">Publicité</div>'
    )
    body = f"""<div id="page">
<div id="branding"><a class="site-title" href="/">Le Courrier de la Larance</a><div class="site-desc">L'actualité de Larance et de son agglomération</div></div>
<div id="menu">{menu}</div>
<div id="container">
<div id="contenu">
<div class="post hentry">
<div class="meta">Larance · <a href="/auteur/mcarrel/">Mathieu Carrel</a> · le 5 mars 2012 à 6h00</div>
<h1 class="entry-title">La passerelle des Tanneurs sera reconstruite</h1>
<div class="entry-content">
<p class="chapo">Fermée depuis l'hiver 2009, la passerelle piétonne qui relie le quartier des Tanneurs au parc de la Garenne sera remplacée par un ouvrage neuf d'ici l'été 2013.</p>
<p>Le conseil municipal a voté jeudi soir, à l'unanimité, un budget de 1,2 million d'euros pour la reconstruction de la passerelle des Tanneurs. L'ancien ouvrage métallique, construit en 1978, avait été interdit au public après la découverte de fissures.</p>
<p>« Nous avons étudié la réparation, mais elle aurait coûté presque aussi cher pour une durée de vie de quinze ans », explique l'adjoint aux travaux, Gérard Fabre.</p>
<p>Les travaux de démolition commenceront en septembre. La nouvelle passerelle, en acier et bois, sera éclairée et accessible aux personnes à mobilité réduite.</p>
</div>
<div class="bio"><img src="/_avatar/mathieu-carrel.svg" width="60" height="60" alt="" /><h4>À propos de l'auteur</h4><b>Mathieu Carrel</b> suit la vie municipale de Larance pour le Courrier depuis 2008. Il a auparavant travaillé à la radio locale. <a href="/auteur/mcarrel/">Tous ses articles</a> · <a href="/twitter/mcarrel">@mcarrel</a></div>
<div class="lies"><h3>Sur le même sujet</h3><ul>
{"".join(f'<li><a href="/larance/{slug(t)}/">{esc(t)}</a><br /><span class="par">{esc(b)}, {esc(d)}</span></li>' for t, b, d in lies)}
</ul></div>
</div>
<div id="disqus_thread"><h3>8 commentaires</h3>
<div id="dsq-content">
<ul id="dsq-comments">
{"".join(item(i) for i in k[None])}
</ul>
</div>
</div>
<script type="text/javascript">
var disqus_url = 'http://www.courrier-larance.example/larance/la-passerelle-des-tanneurs-sera-reconstruite/';
var disqus_identifier = '18807 http://www.courrier-larance.example/?p=18807';
var disqus_shortname = 'courrierlarance';
var disqus_title = "La passerelle des Tanneurs sera reconstruite";
</script>
</div>
<div id="barre">{barre}</div>
</div>
<div id="footer">© 2012 Le Courrier de la Larance · <a href="/mentions-legales/">Mentions légales</a> · <a href="/contact/">Contact</a> · Propulsé par WordPress</div>
</div>"""
    return make(
        "eo-fr-larance-passerelle",
        "discussion",
        "fr",
        page(
            "La passerelle des Tanneurs sera reconstruite",
            "Le Courrier de la Larance",
            "fr-FR",
            css,
            body,
            published="2012-03-05T06:00:00+01:00",
            head='<meta name="generator" content="WordPress 3.3.1" />\n',
        ),
        cs,
        path="/larance/la-passerelle-des-tanneurs-sera-reconstruite/",
        container="div#disqus_thread > h3 '8 commentaires' + div#dsq-content > ul#dsq-comments > li.comment#dsq-comment-N (div.dsq-comment-header > cite > span NAME, a.dsq-comment-header-time DATE; div.dsq-comment-body > div.dsq-comment-message > p), replies in ul.children",
        heading="8 commentaires",
        description="A French regional news site on WordPress 3.3 of March 2012 with the Disqus plugin's static copy of the discussion (8 comments, three deep, the newsroom answering once); before it an author box and 'Sur le même sujet' with bylines and dates; in the sidebar 'Les plus commentés' with counts and a Twitter box of the paper's own tweets with relative times.",
        lookalikes=(
            "'Les plus commentés': 5 titles with counts",
            "'Sur Twitter @CourrierLarance': 3 tweets with relative times",
            "'Sur le même sujet': 3 stories with 'Par NAME' and dates",
            "'À propos de l'auteur': author box",
        ),
    )


def es_valdeluz() -> Case:
    cs = talk("""
Paco Herrera @ 22/09/2011 - 09:14 :: Llevamos años pidiendo que el autobús a Peñalta pase también por el barrio de San Roque. Que ahora lo quiten los sábados es una vergüenza.
Lucía_VDL @ 22/09/2011 - 10:02 :: Yo trabajo los sábados en el polígono y no tengo coche. ¿Alguien sabe si el Ayuntamiento va a poner algún servicio alternativo? // En la web del consorcio no dice nada todavía.
Mari Carmen Ruiz @ 22/09/2011 - 11:37 :: Con el autobús de las 7:15 casi vacío entre semana no me extraña que recorten. Pero los sábados por la mañana va lleno de gente mayor que va al mercado.
jubilado_del_67 @ 22/09/2011 - 12:50 :: A Lucía: el concejal dijo en el pleno que estudian un taxi a demanda para los sábados. Habrá que verlo.
Andrés Quiles @ 22/09/2011 - 16:21 :: Mientras tanto la estación de autobuses sigue sin marquesina y sin bancos. Con lo que costó la rotonda de la entrada...
Rocío Gámez @ 22/09/2011 - 21:05 :: Firmaré la recogida de firmas de la asociación de vecinos. Están el viernes en la plaza de abastos.
""")
    css = """body{margin:0;background:#fff;font:12px/1.45 Tahoma,Verdana,sans-serif;color:#222}
#cabecera{background:#003f7f;color:#fff;padding:12px 18px}#cabecera .marca{font:bold 34px Georgia,serif}#cabecera .fecha{float:right;font-size:11px;margin-top:14px}
#secciones{background:#e4e9f0;border-bottom:1px solid #b5c2d1;padding:0 12px}#secciones a{display:inline-block;padding:7px 9px;color:#003f7f;font-weight:bold;text-decoration:none}
#cuerpo{width:970px;margin:0 auto;overflow:hidden;padding-top:12px}#izq{float:left;width:640px}#der{float:right;width:300px}
.antetitulo{color:#c0392b;font-weight:bold;text-transform:uppercase;font-size:11px}h1{font:bold 28px Georgia,serif;margin:4px 0}.entradilla{font-size:15px;color:#444}
.firma{color:#777;font-size:11px;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0;margin:8px 0}.texto p{font-size:14px;line-height:1.6}
.relacionadas{background:#f4f6f9;padding:8px 12px;margin:14px 0}.relacionadas li{margin:6px 0}.relacionadas .autor{color:#888;font-size:11px}
h3.tit{font:bold 16px Georgia,serif;color:#003f7f;border-bottom:2px solid #003f7f;padding-bottom:3px;margin:18px 0 6px}
dl.opiniones{margin:0}dl.opiniones dt{background:#eef2f7;padding:4px 8px;margin-top:10px;font-size:11px;color:#555}dl.opiniones dt .nom{font-weight:bold;color:#003f7f;font-size:12px}
dl.opiniones dd{margin:0;padding:6px 8px 4px;font-size:13px;border-bottom:1px solid #e5e5e5}dl.opiniones dd .votar{font-size:11px;color:#999;margin-top:4px}
.modulo{border:1px solid #cfd8e3;margin-bottom:14px}.modulo h4{margin:0;background:#003f7f;color:#fff;padding:5px 8px;font-size:12px}.modulo .pest{background:#e4e9f0;padding:4px 8px;font-size:11px}
.modulo ol,.modulo ul{margin:6px 0;padding-left:24px}.modulo li{margin-bottom:7px}.modulo .ultima{display:block;color:#666;font-size:11px;font-style:italic}
table.ranking{width:100%;border-collapse:collapse}table.ranking td{padding:4px 6px;border-bottom:1px solid #eee}
.tweet{padding:6px 8px;border-bottom:1px solid #eee}.tweet small{color:#999}
#pie{clear:both;background:#003f7f;color:#cdd;padding:12px 18px;font-size:11px;margin-top:20px}"""
    dl = "".join(
        f'<dt id="op{20331 + i}"><span class="num">#{i + 1}</span> <span class="nom">{esc(c.who)}</span> escribió el {esc(c.at)}</dt>'
        f'<dd>{paras(c.body)}<div class="votar"><a href="/votar?op={20331 + i}&amp;v=1">A favor</a> ({[4, 7, 2, 5, 9, 3][i]}) · <a href="/votar?op={20331 + i}&amp;v=0">En contra</a> ({[1, 0, 3, 1, 2, 0][i]}) · <a href="/denunciar?op={20331 + i}">Denunciar</a></div></dd>'
        for i, c in enumerate(cs)
    )
    opinado = rows("""
La feria de septiembre cierra con récord de visitantes | Antonio G. | Lo de la caseta municipal este año ha sido de chiste, media hora de cola para...
El autobús a Peñalta dejará de circular los sábados | Rocío Gámez | Firmaré la recogida de firmas de la asociación de vecinos...
El Valdeluz CF ficha a un delantero argentino | ultrasur_valdeluz | A ver si este marca, que el del año pasado no la metía ni...
Las obras de la calle Real, paralizadas otra vez | vecina_calle_real | Tres meses con el polvo en casa y los comercios sin clientes...
""")
    ranking = rows("""
jubilado_del_67 | 412
Antonio G. | 287
vecina_calle_real | 251
ultrasur_valdeluz | 198
Mari Carmen Ruiz | 143
""")
    tweets = rows("""
El autobús a Peñalta dejará de circular los sábados desde octubre http://dvl.example/a81 | hace 3 horas
Corte de agua mañana de 9 a 13 h en el barrio de San Roque | hace 6 horas
Fotogalería: así fue la ofrenda floral a la Virgen de la Vega http://dvl.example/a7z | ayer
""")
    rel = rows("""
El consorcio de transportes sube el billete un 8 % | Elena Marín | 02/08/2011
La línea a Peñalta, la más deficitaria de la comarca | Javier Soria | 15/06/2011
Vecinos de San Roque piden una parada junto al centro de salud | Elena Marín | 11/03/2011
""")
    secciones = "".join(
        f'<a href="/{slug(s)}/">{s}</a>'
        for s in ("Portada", "Valdeluz", "Comarca", "Deportes", "Economía", "Cultura", "Esquelas")
    )
    der = (
        '<div class="modulo"><h4>Lo más</h4><div class="pest">Visto | <b>Opinado</b></div><ol>'
        + "".join(
            f'<li><a href="/valdeluz/{slug(t)}.html">{esc(t)}</a><span class="ultima">Última opinión, de {esc(w)}: «{esc(x)}»</span></li>'
            for t, w, x in opinado
        )
        + "</ol></div>"
        '<div class="modulo"><h4>Lectores más activos</h4><table class="ranking">'
        + "".join(
            f'<tr><td>{n + 1}.</td><td><a href="/usuario/{slug(w)}">{esc(w)}</a></td><td align="right">{c} opiniones</td></tr>'
            for n, (w, c) in enumerate(ranking)
        )
        + "</table></div>"
        '<div class="modulo"><h4>Síguenos en Twitter</h4>'
        + "".join(
            f'<div class="tweet"><b>@DiarioValdeluz</b> {esc(t)}<br /><small>{esc(w)}</small></div>'
            for t, w in tweets
        )
        + "</div>"
        '<div style="height:250px;background:#eee;text-align:center;line-height:250px;color:#aaa">Publicidad</div>'
    )
    body = f"""<div id="cabecera"><span class="fecha">Jueves, 22 de septiembre de 2011 · Valdeluz 24 ºC</span><span class="marca">Diario de Valdeluz</span></div>
<div id="secciones">{secciones}</div>
<div id="cuerpo">
<div id="izq">
<div class="antetitulo">Transporte</div>
<h1>El autobús a Peñalta dejará de circular los sábados</h1>
<div class="entradilla">El consorcio suprime desde el 1 de octubre las tres expediciones del sábado por falta de viajeros. La asociación de vecinos de San Roque recogerá firmas.</div>
<div class="firma">Elena Marín | Valdeluz | 22/09/2011 - 07:00 h</div>
<div class="texto">
<p>El consorcio comarcal de transportes dejará de prestar servicio los sábados en la línea Valdeluz-Peñalta a partir del 1 de octubre. Según sus datos, las tres expediciones de ese día transportan una media de 11 viajeros.</p>
<p>El concejal de Movilidad, Ramón Tejero, lamentó la decisión y aseguró que el Ayuntamiento estudia alternativas. «No vamos a dejar a nadie sin poder ir al mercado», dijo.</p>
<p>La asociación de vecinos de San Roque ha anunciado una recogida de firmas que comenzará este viernes en la plaza de abastos.</p>
</div>
<div class="relacionadas"><b>Noticias relacionadas</b><ul>
{"".join(f'<li><a href="/valdeluz/{slug(t)}.html">{esc(t)}</a><br /><span class="autor">{esc(w)} · {esc(d)}</span></li>' for t, w, d in rel)}
</ul></div>
<h3 class="tit">Opiniones de los lectores (6)</h3>
<dl class="opiniones">{dl}</dl>
<p style="background:#eef2f7;padding:6px 8px">Para opinar debe estar registrado. <a href="/registro">Regístrese</a> o <a href="/entrar">entre</a> con su usuario. Las opiniones no reflejan la postura del diario.</p>
</div>
<div id="der">{der}</div>
</div>
<div id="pie">Diario de Valdeluz S.L. · C/ Mayor 14, Valdeluz · <a href="/aviso-legal">Aviso legal</a> · <a href="/contacto">Contacto</a> · © 2011</div>"""
    return make(
        "eo-es-valdeluz-autobus",
        "discussion",
        "es",
        page(
            "El autobús a Peñalta dejará de circular los sábados",
            "Diario de Valdeluz",
            "es",
            css,
            body,
            published="2011-09-22T07:00:00+02:00",
        ),
        cs,
        path="/valdeluz/el-autobus-a-penalta-dejara-de-circular-los-sabados-20110922.html",
        container="h3 'Opiniones de los lectores (6)' then dl.opiniones: dt (span.num '#N', span.nom NAME, 'escribió el DATE'), dd (p, div.votar A favor / En contra / Denunciar); flat",
        heading="Opiniones de los lectores (6)",
        description="A Spanish town paper of September 2011: 6 readers' opinions in a definition list, numbered, flat; before them 'Noticias relacionadas' with reporters and dates; in the right column 'Lo más opinado' with each story's last opinion (name and snippet), 'Lectores más activos' (a leaderboard of names with counts) and the paper's tweets; never says 'comment' in its markup.",
        lookalikes=(
            "'Lo más opinado': 4 titles, each with a name and snippet of its last opinion",
            "'Lectores más activos': 5 names with counts",
            "'Síguenos en Twitter': 3 tweets with relative times",
            "'Noticias relacionadas': 3 stories with reporter and date",
        ),
    )


def it_montecalvo() -> Case:
    cs = talk("""
Giuseppe Ferlini @ 3 marzo 2013 alle 9:12 :: Finalmente qualcuno si muove. La frana sulla provinciale è lì da novembre e noi di Rocca facciamo quaranta minuti in più ogni giorno per andare al lavoro.
>Daniela Pace @ 3 marzo 2013 alle 9:48 :: Quaranta? Col pullman della scuola sono quasi un'ora. I ragazzi escono di casa alle sei e mezza.
>Roberto Salvucci @ 3 marzo 2013 alle 10:30 :: La Provincia ha i soldi bloccati dal patto di stabilità, lo sanno tutti. Senza la Regione non si fa niente.
Marta Colonnelli @ 3 marzo 2013 alle 11:05 :: Grazie per l'articolo chiaro. Si sa se durante i lavori la strada resterà chiusa del tutto o a senso alternato?
Franco Di Biagio @ 3 marzo 2013 alle 14:22 :: Io ricordo la frana del '96 nello stesso punto. Se non si sistema il fosso a monte tra dieci anni siamo di nuovo qui.
Luca Amatori @ 3 marzo 2013 alle 18:47 :: Intanto sarebbe bello avere almeno un semaforo provvisorio sulla deviazione per Case Nuove, di notte è pericolosissima.
""")
    k = kids(cs)
    likes = [12, 3, 5, 1, 8, 6]
    css = """body{margin:0;background:#ececec;font:13px/1.45 'Helvetica Neue',Arial,sans-serif;color:#222}
#wrap{width:1000px;margin:0 auto;background:#fff}header.top{background:#8b1d1d;padding:14px 20px;color:#fff}header.top .logo{font:bold 36px Georgia,serif}
nav.sez{background:#222;padding:0 14px}nav.sez a{color:#eee;display:inline-block;padding:8px 10px;text-decoration:none;font-size:12px;text-transform:uppercase}
.colonne{overflow:hidden;padding:16px 20px}.principale{float:left;width:640px}.laterale{float:right;width:300px}
h1.titolo{font:bold 30px/1.15 Georgia,serif;margin:6px 0}.occhiello{color:#8b1d1d;font-weight:bold;font-size:12px;text-transform:uppercase}.sommario{font-size:16px;color:#444}
.data{color:#888;font-size:11px;margin:8px 0}.corpo p{font-size:15px;line-height:1.6}
.box{border:1px solid #ddd;margin-bottom:16px}.box h3{margin:0;padding:6px 10px;font-size:13px;background:#f3f3f3;border-bottom:2px solid #8b1d1d}
.fb-box{border:1px solid #aab6d4;font-family:'lucida grande',tahoma,verdana,arial,sans-serif;font-size:11px;margin-bottom:16px}.fb-box .testa{background:#edeff4;border-bottom:1px solid #aab6d4;padding:6px;font-weight:bold;color:#3b5998}
.fb-box .voce{padding:6px;overflow:hidden;border-bottom:1px solid #eee}.fb-box .voce img{float:left;margin-right:6px}.fb-box .voce .t{color:#999}
.foto-lettori{overflow:hidden;margin:16px 0}.foto-lettori .f{float:left;width:150px;margin-right:8px;font-size:11px;color:#555}
.sondaggio .r{margin:6px 0}.sondaggio .b{background:#8b1d1d;height:7px}
.fb-seo h2{font:bold 18px Georgia,serif;border-bottom:2px solid #8b1d1d;margin:22px 0 8px;padding-bottom:3px}
.fbseo-c{overflow:hidden;padding:8px 0;border-bottom:1px solid #e9e9e9;font-family:'lucida grande',tahoma,verdana,arial,sans-serif;font-size:12px}
.fbseo-c img.fbseo-pic{float:left;margin-right:8px}.fbseo-c .fbseo-main{margin-left:58px}.fbseo-name{font-weight:bold;color:#3b5998;text-decoration:none}
.fbseo-meta{color:#999;font-size:11px;margin-top:3px}.fbseo-meta a{color:#6d84b4}.fbseo-replies{margin-left:58px;border-left:2px solid #e9e9e9;padding-left:8px}
footer.fondo{clear:both;background:#222;color:#999;padding:14px 20px;font-size:11px}"""

    def fbc(i: int) -> str:
        c = cs[i]
        reps = ""
        if i in k:
            reps = '<div class="fbseo-replies">' + "".join(fbc(j) for j in k[i]) + "</div>"
        size = 50 if c.depth == 0 else 32
        return (
            f'<div class="fbseo-c" id="fbc_{10151290 + i * 13}">'
            f'<img class="fbseo-pic" src="/_avatar/fb-{slug(c.who)}.svg" width="{size}" height="{size}" alt="" />'
            f'<div class="fbseo-main"><a class="fbseo-name" href="/fb/profile/{slug(c.who)}" rel="nofollow">{esc(c.who)}</a>'
            f'<div class="fbseo-msg">{paras(c.body, br=True)}</div>'
            f'<div class="fbseo-meta"><a href="#">Rispondi</a> · <a href="#">Mi piace</a> · {likes[i]} · <abbr title="{esc(c.at)}">{esc(c.at)}</abbr></div></div>'
            f"{reps}</div>"
        )

    attivita = rows("""
Carnevale di Montecalvo, le foto della sfilata | A Chiara Lodi e ad altre 212 persone piace. | 2 giorni fa
Ospedale, il pronto soccorso resta aperto di notte | Stefano Bucci ha condiviso questo articolo. | 3 giorni fa
Frana sulla provinciale 7: ecco i fondi della Regione | A 34 persone piace. | 1 ora fa
Basket, la Virtus sbanca Ancona | Marco Tittarelli e Giada Ruffini hanno commentato. | 4 giorni fa
""")
    foto = rows("""
Neve sul Monte Gemmo | Sara Ciaffi
Il tramonto dal belvedere | Paolo Venanzi
La fiera di San Biagio | Rita Moretti
Il nuovo murale della scuola | Enrico Sbaffi
""")
    sond = rows("""
Sì, è una priorità | 71 | 1.203
No, ci sono altre urgenze | 18 | 305
Non so | 11 | 187
""")
    sez = "".join(
        f'<a href="/{slug(s)}/">{s}</a>'
        for s in ("Home", "Cronaca", "Politica", "Provincia", "Sport", "Cultura", "Necrologi")
    )
    lat = (
        '<div class="fb-box"><div class="testa">Attività recente</div>'
        + "".join(
            f'<div class="voce"><img src="/_avatar/att-{n}.svg" width="16" height="16" alt="" /><a href="/cronaca/{slug(t)}/">{esc(t)}</a><br />{esc(w)} <span class="t">{esc(a)}</span></div>'
            for n, (t, w, a) in enumerate(attivita)
        )
        + '<div class="voce t">Plug-in sociale di Facebook</div></div>'
        '<div class="box sondaggio"><h3>Il sondaggio</h3><div style="padding:8px"><b>La frana della provinciale 7 va sistemata prima dell\'estate?</b>'
        + "".join(
            f'<div class="r">{esc(a)} — {p}% ({v} voti)<div class="b" style="width:{p}%"></div></div>'
            for a, p, v in sond
        )
        + "</div></div>"
        '<div style="height:250px;background:#eee;text-align:center;line-height:250px;color:#aaa">Pubblicità</div>'
    )
    body = f"""<div id="wrap">
<header class="top"><span class="logo">Il Corriere di Montecalvo</span></header>
<nav class="sez">{sez}</nav>
<div class="colonne">
<div class="principale">
<div class="occhiello">Viabilità</div>
<h1 class="titolo">Frana sulla provinciale 7: ecco i fondi della Regione</h1>
<p class="sommario">Stanziati 680 mila euro per il tratto tra Rocca e Case Nuove, chiuso da novembre. I lavori potrebbero partire a maggio.</p>
<div class="data">di Serena Paoletti · 3 marzo 2013, ore 7:30</div>
<div class="corpo">
<p>La Regione ha stanziato 680 mila euro per rimettere in sicurezza la strada provinciale 7, interrotta dallo scorso novembre da una frana all'altezza di Case Nuove.</p>
<p>Lo ha annunciato ieri l'assessore regionale ai lavori pubblici durante un incontro in Comune a Montecalvo. La Provincia dovrà ora completare il progetto esecutivo: «Se tutto va bene, apriamo il cantiere a maggio», ha detto il dirigente Mauro Cesaroni.</p>
<p>Nel frattempo resta in vigore la deviazione per Case Nuove, che allunga il percorso di circa otto chilometri.</p>
</div>
<div class="foto-lettori"><h3>Le foto dei lettori</h3>
{"".join(f'<div class="f"><img src="/_avatar/fl-{slug(t)}.svg" width="150" height="100" alt="" /><br /><b>{esc(t)}</b><br />di {esc(w)}</div>' for t, w in foto)}
</div>
<div class="fb-seo">
<h2>Commenti</h2>
<div class="fb-comments" data-href="http://www.corrieremontecalvo.example/cronaca/frana-provinciale-7-fondi-regione/" data-num-posts="10" data-width="640"></div>
<div id="fbseo-list">
{"".join(fbc(i) for i in k[None])}
</div>
</div>
</div>
<div class="laterale">{lat}</div>
</div>
<footer class="fondo">© 2013 Il Corriere di Montecalvo · P.IVA 01234567890 · <a href="/privacy/">Privacy</a> · <a href="/redazione/">Redazione</a></footer>
</div>"""
    return make(
        "eo-it-montecalvo-frana",
        "discussion",
        "it",
        page(
            "Frana sulla provinciale 7: ecco i fondi della Regione",
            "Il Corriere di Montecalvo",
            "it",
            css,
            body,
            published="2013-03-03T07:30:00+01:00",
            html5=True,
        ),
        cs,
        path="/cronaca/frana-provinciale-7-fondi-regione/",
        container="div.fb-seo > h2 'Commenti', an empty div.fb-comments, div#fbseo-list > div.fbseo-c (img, div.fbseo-main > a.fbseo-name NAME, div.fbseo-msg text, div.fbseo-meta Rispondi · Mi piace · N · abbr DATE), replies in div.fbseo-replies inside the parent's box",
        heading="Commenti",
        description="An Italian online paper of March 2013 whose Facebook comments are printed as a plugin's static copy (6 comments, two replies); before them 'Le foto dei lettori' (titles, 'di NAME'); in the side column a Facebook 'Attività recente' box (titles, names, '2 giorni fa') in the same Facebook look, a poll's results.",
        lookalikes=(
            "'Attività recente' (Facebook): 4 entries with names and relative times",
            "'Le foto dei lettori': 4 photos with 'di NAME'",
            "poll: 3 answers with percentages and votes",
        ),
    )


def threads2_eo() -> list[Case]:
    return [fr_larance(), es_valdeluz(), it_montecalvo()]
