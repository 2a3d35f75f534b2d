"""Blind set ea: three discussions printed as flat lists in time order whose replies name their parent: a French
regional daily of 2014 ("En réponse à NAME", a link to the parent's anchor), a Spanish town paper of 2011 (a quoted
block of the parent's words under "NAME escribió:"), and a Japanese local news site's board of 2008 (numbered posts,
">>N" anchors). Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ea_common import Case, esc, jsonld, make, paras, talk

# --------------------------------------------------------------------------- fr: a regional daily, 2014 (reply links)


def fr_marche() -> Case:
    cs = talk("""
Jean-Marc D. @ le 17/09/2014 à 07:52 ~ 2014-09-17T07:52:00+02:00 :: Déplacer le marché sur le parking du Champ-de-Foire, c'est tuer les commerces de la rue Nationale. Le samedi matin, c'est le seul jour où il y a du monde en centre-ville.
Cathy56 @ le 17/09/2014 à 08:10 ~ 2014-09-17T08:10:00+02:00 :: Enfin de la place pour se garer ! Avec une poussette, la place de l'Église un samedi, c'est l'enfer.
^0 Lucien Ferrand @ le 17/09/2014 à 08:31 ~ 2014-09-17T08:31:00+02:00 :: Le Champ-de-Foire est à 300 mètres de la rue Nationale, pas à l'autre bout de la ville. Les gens continueront de passer devant les boutiques.
^1 Mamie Jo @ le 17/09/2014 à 08:44 ~ 2014-09-17T08:44:00+02:00 :: Pour vous peut-être, mais moi je n'ai pas de voiture et les 300 mètres avec mon cabas, je les sens passer.
Bernard, maraîcher @ le 17/09/2014 à 09:05 ~ 2014-09-17T09:05:00+02:00 :: Je vends sur ce marché depuis 1987. On ne nous a pas demandé notre avis, on a reçu un courrier le 10 septembre pour un changement au 4 octobre. Trois semaines pour tout réorganiser.
^2 Jean-Marc D. @ le 17/09/2014 à 09:20 ~ 2014-09-17T09:20:00+02:00 :: 300 mètres, avec le passage à niveau au milieu. Allez-y un samedi à 11 heures quand la barrière reste baissée dix minutes.
^4 Sandrine Pellerin @ le 17/09/2014 à 09:48 ~ 2014-09-17T09:48:00+02:00 :: Courage Bernard, vos tomates méritent qu'on fasse 300 mètres de plus. On vous suivra.
Olivier_B @ le 17/09/2014 à 10:15 ~ 2014-09-17T10:15:00+02:00 :: Quelqu'un sait si la place de l'Église deviendra piétonne le samedi une fois le marché parti ? Il n'en est pas question dans l'article.
^4 Hélène Garnier @ le 17/09/2014 à 11:02 ~ 2014-09-17T11:02:00+02:00 :: Pareil pour les commerçants de la place : la mairie a présenté le projet le 11 septembre, la décision était déjà prise.
^7 Lucien Ferrand @ le 17/09/2014 à 11:30 ~ 2014-09-17T11:30:00+02:00 :: D'après le conseil municipal de juillet, elle restera ouverte aux voitures, avec des places limitées à 30 minutes.
Anne-Sophie Rivière @ le 17/09/2014 à 12:40 ~ 2014-09-17T12:40:00+02:00 :: Le marché de Noël restera-t-il sur la place ? Ce serait dommage de le perdre, c'est le plus joli de la région.
Pierrot du Loir @ le 17/09/2014 à 18:05 ~ 2014-09-17T18:05:00+02:00 :: On en reparlera aux municipales. Enfin non, elles viennent d'avoir lieu, on en reparlera dans six ans alors.
""")
    anchors = [f"reaction-{884120 + i * 9}" for i in range(len(cs))]
    items = []
    for i, c in enumerate(cs):
        reply = ""
        if c.parent is not None:
            reply = f'<p class="enreponse">En réponse à <a href="#{anchors[c.parent]}">{esc(cs[c.parent].who)}</a></p>'
        items.append(
            f'<li class="reaction" id="{anchors[i]}"><div class="reaction-entete"><span class="pseudo">{esc(c.who)}</span>'
            f' <span class="date">{esc(c.at)}</span></div>{reply}<div class="reaction-texte">{paras(c.body)}</div>'
            f'<div class="reaction-pied"><a href="/reagir/{anchors[i]}" class="repondre">Répondre</a> · '
            f'<a href="/signaler/{anchors[i]}" class="signaler">Signaler un abus</a></div></li>'
        )
    title = "Brévannes-sur-Loir : le marché du samedi quittera la place de l'Église le 4 octobre"
    html = f"""<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>{esc(title)} - La Gazette du Val de Loir</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0">
<meta name="description" content="Le marché hebdomadaire s'installera sur le parking du Champ-de-Foire. Les commerçants de la rue Nationale s'inquiètent.">
<meta property="og:title" content="{esc(title)}">
<meta property="og:site_name" content="La Gazette du Val de Loir">
<meta property="article:published_time" content="2014-09-17T06:00:00+02:00">
{jsonld("NewsArticle", title, "2014-09-17T06:00:00+02:00", "Maud Lecoq", "La Gazette du Val de Loir")}
<style>
body{{margin:0;font:15px/1.5 Arial,sans-serif;color:#1e1e1e;background:#fff}}
#bandeau-cnil{{background:#fffbe5;border-bottom:1px solid #e0d38a;font-size:12px;padding:8px 16px}}#bandeau-cnil a{{color:#333}}
.entete{{border-bottom:4px solid #00529b}}.entete .in{{max-width:1000px;margin:0 auto;padding:12px 10px;display:flex;justify-content:space-between;align-items:center}}
.titre-site{{font:bold 34px Georgia,serif;color:#00529b;text-decoration:none}}.editions a{{margin-left:8px;font-size:13px}}
.rubriques{{background:#00529b}}.rubriques ul{{max-width:1000px;margin:0 auto;list-style:none;padding:0 10px;display:flex}}.rubriques a{{display:block;color:#fff;padding:9px 12px;text-decoration:none;font-weight:bold;font-size:13px}}
.page{{max-width:1000px;margin:16px auto;display:flex;gap:24px;padding:0 10px}}.article{{flex:1}}.colonne{{width:300px}}
.surtitre{{color:#00529b;font-weight:bold;font-size:13px}}h1{{font:bold 30px Georgia,serif;margin:6px 0}}.chapo{{font-weight:bold;font-size:17px}}
.signature{{font-size:12px;color:#666;margin:10px 0}}.partage a{{display:inline-block;font-size:12px;padding:4px 10px;background:#eee;margin-right:4px;color:#333;text-decoration:none}}
.corps p{{font:17px/1.6 Georgia,serif}}.reactions{{border-top:2px solid #00529b;margin-top:30px}}.reactions h2{{color:#00529b;font-size:20px}}
ol.liste-reactions{{list-style:none;margin:0;padding:0}}.reaction{{border-bottom:1px solid #ddd;padding:10px 0}}.pseudo{{font-weight:bold;color:#00529b}}.date{{color:#888;font-size:12px}}
.enreponse{{font-size:12px;color:#666;margin:2px 0;font-style:italic}}.reaction-texte p{{margin:4px 0}}.reaction-pied{{font-size:11px}}.reaction-pied a{{color:#999}}
.bloc{{border:1px solid #ddd;margin-bottom:16px}}.bloc h3{{margin:0;padding:6px 10px;background:#00529b;color:#fff;font-size:14px}}.bloc ol,.bloc ul{{margin:8px 0;padding-left:26px;font-size:13px}}
.pied{{background:#1e1e1e;color:#aaa;font-size:12px;padding:20px}}.pied a{{color:#ddd}}
</style>
</head>
<body>
<div id="bandeau-cnil">En poursuivant votre navigation sur ce site, vous acceptez l'utilisation de cookies pour vous proposer des contenus et services adaptés à vos centres d'intérêts. <a href="/cookies">En savoir plus</a> <a href="#" onclick="this.parentNode.style.display='none';return false">OK</a></div>
<div class="entete"><div class="in"><a class="titre-site" href="/">La Gazette du Val de Loir</a><div class="editions">Éditions : <a href="/brevannes">Brévannes</a><a href="/chateau-renard">Château-Renard</a><a href="/la-ferte">La Ferté</a> · <a href="/abonnement">S'abonner</a> · <a href="/connexion">Se connecter</a></div></div></div>
<nav class="rubriques"><ul><li><a href="/">Accueil</a></li><li><a href="/actu-locale">Actu locale</a></li><li><a href="/faits-divers">Faits divers</a></li><li><a href="/sports">Sports</a></li><li><a href="/loisirs">Loisirs</a></li><li><a href="/economie">Économie</a></li><li><a href="/carnet">Carnet</a></li><li><a href="/petites-annonces">Petites annonces</a></li></ul></nav>
<div class="page">
<div class="article">
<div class="surtitre">Brévannes-sur-Loir · Vie locale</div>
<h1>{esc(title)}</h1>
<p class="chapo">Le marché hebdomadaire s'installera sur le parking du Champ-de-Foire. Les commerçants de la rue Nationale s'inquiètent.</p>
<div class="signature">Maud Lecoq · Publié le <time datetime="2014-09-17T06:00:00+02:00">17/09/2014 à 06:00</time> · Mis à jour le 17/09/2014 à 07:15</div>
<div class="partage"><a href="https://www.facebook.com/sharer/sharer.php?u=">Facebook</a><a href="https://twitter.com/intent/tweet?url=">Twitter</a><a href="https://plus.google.com/share?url=">Google+</a><a href="mailto:?subject=">E-mail</a><a href="javascript:window.print()">Imprimer</a></div>
<div class="corps">
<p>À partir du samedi 4 octobre, les 42 exposants du marché de Brévannes-sur-Loir ne déballeront plus sur la place de l'Église mais sur le parking du Champ-de-Foire, de l'autre côté de la voie ferrée.</p>
<p>La municipalité justifie ce choix par la sécurité : « Les camions des forains bloquent l'accès des secours à la rue des Tanneurs », explique l'adjoint chargé du commerce, Patrick Audebert.</p>
<p>Les commerçants sédentaires, eux, craignent de perdre la clientèle du samedi matin. L'association Brévannes Commerces demande un essai de trois mois avant toute décision définitive.</p>
<p>Le marché de Noël, organisé par le comité des fêtes, n'est pas concerné par ce déménagement.</p>
</div>
<div class="reactions" id="reactions">
<h2>Réactions (12)</h2>
<p style="font-size:12px;color:#777">Les réactions sont publiées sous la responsabilité de leurs auteurs. <a href="/charte">Charte de modération</a></p>
<ol class="liste-reactions">{"".join(items)}</ol>
<p><a href="/connexion?retour=/brevannes/marche-samedi#reagir"><b>Connectez-vous pour réagir</b></a></p>
</div>
</div>
<div class="colonne">
<div style="text-align:center;margin-bottom:16px"><img src="/_avatar/credit-agricole-300x250.svg" width="300" height="250" alt="Publicité"></div>
<div class="bloc"><h3>Les plus lus</h3><ol><li><a href="/faits-divers/rodeo-nocturne">Rodéo nocturne à la Fontaine-aux-Prêtres</a></li><li><a href="/brevannes/marche-samedi">Le marché du samedi quittera la place de l'Église</a></li><li><a href="/sports/usb-coupe-de-france">Coupe de France : l'US Brévannes passe un tour</a></li><li><a href="/chateau-renard/boulangerie">Château-Renard : la boulangerie rouvre</a></li></ol></div>
<div class="bloc"><h3>Carnet du jour</h3><ul><li>Naissances, mariages, décès : <a href="/carnet">consultez le carnet</a></li></ul></div>
<div class="bloc"><h3>Météo</h3><ul><li>Brévannes : 14° / 23°, éclaircies</li></ul></div>
</div>
</div>
<div class="pied">© La Gazette du Val de Loir 2014 · <a href="/mentions-legales">Mentions légales</a> · <a href="/cgu">CGU</a> · <a href="/contact">Nous contacter</a> · <a href="/publicite">Publicité</a></div>
</body>
</html>
"""
    return make(
        "ea-fr-brevannes-marche",
        "discussion",
        "fr",
        html,
        cs,
        path="/brevannes/le-marche-du-samedi-quittera-la-place-de-l-eglise.html",
        container="div#reactions > ol.liste-reactions under 'Réactions (12)': flat li.reaction entries in time order (span.pseudo NAME, span.date, div.reaction-texte > p); a reply carries p.enreponse 'En réponse à <a href=#reaction-N>NAME</a>' linking to its parent's li",
        heading="Réactions (12)",
        description="A French regional daily of September 2014 (CNIL cookie band, editions, blue section bar, share links, most read, a register box, weather): 12 readers' reactions in a flat list in time order, each reply printed with 'En réponse à NAME' linking to its parent's anchor; replies of replies; 'Répondre', 'Signaler un abus'. Never says 'comment'.",
    )


# --------------------------------------------------------------------------- es: a town paper, 2011 (quoted parents)


def es_polideportivo() -> Case:
    cs = talk("""
manolo_vk @ 22/02/2011 - 10:14 ~ 2011-02-22T10:14:00+01:00 :: Seis años esperando la cubierta de la piscina y ahora resulta que el presupuesto se ha ido a 2,8 millones. El proyecto inicial era de 1,9. ¿Quién se ha comido la diferencia?
Rocío Sanz @ 22/02/2011 - 10:40 ~ 2011-02-22T10:40:00+01:00 :: Mis hijos entrenan en Torrelaguna porque aquí no hay piscina cubierta. Son 40 minutos de coche tres días por semana. Lo que sea, pero que la hagan ya.
^0 Aurelio G. @ 22/02/2011 - 11:05 ~ 2011-02-22T11:05:00+01:00 :: La diferencia está explicada en la noticia: el estudio geotécnico obligó a cambiar la cimentación. No es que alguien se lo haya llevado.
vecina_del_ensanche @ 22/02/2011 - 11:32 ~ 2011-02-22T11:32:00+01:00 :: ¿Y el mantenimiento? Una piscina cubierta cuesta un dineral al año en calefacción. Espero que no lo paguemos con otra subida del IBI.
^2 manolo_vk @ 22/02/2011 - 12:01 ~ 2011-02-22T12:01:00+01:00 :: Si el estudio geotécnico se hace después de adjudicar la obra, algo se ha hecho mal desde el principio.
^1 Paco Heredia @ 22/02/2011 - 12:20 ~ 2011-02-22T12:20:00+01:00 :: Nosotros igual con el club de natación. Treinta chavales federados y entrenando de noche en otro pueblo.
^3 Concejal de Deportes @ 22/02/2011 - 13:45 ~ 2011-02-22T13:45:00+01:00 :: El pliego incluye placas solares para el agua y la calefacción, y el estudio de viabilidad calcula que las cuotas cubrirán el 70 % del mantenimiento. El resto sale del presupuesto de deportes, no del IBI.
Jesús Almansa @ 22/02/2011 - 16:50 ~ 2011-02-22T16:50:00+01:00 :: Las obras van a coincidir con la temporada de fútbol. ¿Dónde van a entrenar los infantiles si cortan el acceso por la calle del Pinar?
^6 vecina_del_ensanche @ 22/02/2011 - 18:12 ~ 2011-02-22T18:12:00+01:00 :: Gracias por contestar. Lo del 70 % ya lo veremos cuando esté abierta, pero al menos hay un cálculo.
Marisa Pulido @ 23/02/2011 - 09:03 ~ 2011-02-23T09:03:00+01:00 :: Que no se olviden de la grúa para personas con movilidad reducida. En la piscina de verano nunca ha funcionado.
""")
    quotes = {
        2: "¿Quién se ha comido la diferencia?",
        4: "el estudio geotécnico obligó a cambiar la cimentación",
        5: "Mis hijos entrenan en Torrelaguna porque aquí no hay piscina cubierta.",
        6: "Espero que no lo paguemos con otra subida del IBI.",
        8: "las cuotas cubrirán el 70 % del mantenimiento",
    }
    posts = []
    for i, c in enumerate(cs):
        quote = ""
        if c.parent is not None:
            q = quotes[i]
            assert q in cs[c.parent].body, i
            quote = (
                f'<blockquote class="cita"><div class="cita-autor">{esc(cs[c.parent].who)} escribió:</div>'
                f"<p>{esc(q)}</p></blockquote>"
            )
        posts.append(
            f'<div class="opinion" id="op{5120 + i}"><div class="op-cab"><span class="op-num">{i + 1}.</span> '
            f'<span class="op-autor">{esc(c.who)}</span> <span class="op-fecha">{esc(c.at)}</span></div>'
            f'<div class="op-cuerpo">{quote}{paras(c.body)}</div>'
            f'<div class="op-pie"><a href="/participa/responder/{5120 + i}">Citar</a> | '
            f'<a href="/participa/denunciar/{5120 + i}">Denunciar</a> | Valoración: '
            f'<a href="#" class="mas">+{(i * 3 + 4) % 13}</a> <a href="#" class="menos">-{(i * 5 + 1) % 6}</a></div></div>'
        )
    title = "La cubierta de la piscina municipal costará 2,8 millones, casi un millón más de lo previsto"
    html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="es" lang="es">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<title>{esc(title)} - El Eco de la Sierra Norte</title>
<meta name="description" content="El Ayuntamiento de Valdeolmos aprueba el modificado del proyecto del polideportivo. Las obras empezarán en abril." />
<meta property="og:title" content="{esc(title)}" />
<meta property="og:site_name" content="El Eco de la Sierra Norte" />
<style type="text/css">
body{{margin:0;background:#d9d4c7;font:13px/1.5 Verdana,Geneva,sans-serif;color:#2a2a2a}}
#contenedor{{width:960px;margin:0 auto;background:#fff}}#cabecera{{padding:16px 20px;background:#6b1f1f;color:#f5e9d0}}#cabecera .cab-titulo{{font:bold 34px 'Times New Roman',serif}}#cabecera .fecha{{float:right;font-size:11px;margin-top:16px}}
#menu{{background:#2a2a2a;padding:0 14px}}#menu a{{display:inline-block;color:#eee;padding:7px 10px;text-decoration:none;font-weight:bold;font-size:12px}}
#columnas{{overflow:hidden;padding:14px 20px}}#principal{{float:left;width:610px}}#lateral{{float:right;width:290px}}
.antetitulo{{color:#6b1f1f;font-weight:bold;text-transform:uppercase;font-size:11px}}h1{{font:bold 27px 'Times New Roman',serif;margin:4px 0 8px}}.entradilla{{font-size:15px;color:#444}}
.firma{{font-size:11px;color:#777;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0}}.texto p{{font-size:14px;line-height:1.65}}
.compartir{{background:#f3efe6;padding:5px 8px;font-size:11px;margin:10px 0}}
#participa h2{{background:#6b1f1f;color:#fff;font-size:15px;padding:6px 10px;margin:24px 0 6px}}
.opinion{{border-bottom:1px solid #e1dccf;padding:8px 0}}.op-num{{color:#999}}.op-autor{{font-weight:bold;color:#6b1f1f}}.op-fecha{{color:#999;font-size:11px}}
blockquote.cita{{margin:6px 0 6px 10px;padding:6px 10px;background:#f3efe6;border-left:3px solid #c9b98f;font-size:12px;color:#555}}.cita-autor{{font-weight:bold;font-size:11px}}blockquote.cita p{{margin:2px 0}}
.op-cuerpo p{{margin:4px 0}}.op-pie{{font-size:10px;color:#999}}.op-pie a{{color:#777}}
.caja{{border:1px solid #ddd;margin-bottom:14px}}.caja h3{{margin:0;padding:5px 8px;background:#f3efe6;color:#6b1f1f;font-size:13px}}.caja ol,.caja ul{{margin:6px 0;padding-left:24px}}
#pie{{background:#2a2a2a;color:#aaa;padding:14px 20px;font-size:11px}}#pie a{{color:#ddd}}
</style>
</head>
<body>
<div id="contenedor">
<div id="cabecera"><span class="fecha">Martes, 22 de febrero de 2011 · Valdeolmos 9 °C</span><div class="cab-titulo">El Eco de la Sierra Norte</div></div>
<div id="menu"><a href="/">Portada</a><a href="/valdeolmos/">Valdeolmos</a><a href="/comarca/">Comarca</a><a href="/deportes/">Deportes</a><a href="/cultura/">Cultura</a><a href="/fiestas/">Fiestas</a><a href="/opinion/">Opinión</a><a href="/agenda/">Agenda</a><a href="/hemeroteca/">Hemeroteca</a></div>
<div id="columnas">
<div id="principal">
<div class="antetitulo">Valdeolmos · Deportes municipales</div>
<h1>{esc(title)}</h1>
<p class="entradilla">El Ayuntamiento de Valdeolmos aprueba el modificado del proyecto del polideportivo. Las obras empezarán en abril.</p>
<p class="firma">Nieves Carrascal · Valdeolmos · 22/02/2011</p>
<div class="compartir">Compartir: <a href="http://www.facebook.com/sharer.php?u=">Facebook</a> · <a href="http://twitter.com/home?status=">Twitter</a> · <a href="http://meneame.net/submit.php?url=">Menéame</a> · <a href="http://www.tuenti.com/share?url=">Tuenti</a> · <a href="/enviar/?id=8841">Enviar</a> · <a href="/imprimir/?id=8841">Imprimir</a></div>
<div class="texto">
<p>El pleno del Ayuntamiento de Valdeolmos aprobó anoche, con los votos del equipo de gobierno y la abstención de la oposición, el proyecto modificado para cubrir la piscina del polideportivo municipal de la calle del Pinar.</p>
<p>El presupuesto sube de 1,9 a 2,8 millones de euros. Según el arquitecto municipal, el estudio geotécnico obligó a cambiar la cimentación prevista, porque el terreno no soportaba la estructura original.</p>
<p>La obra, financiada en parte por la Comunidad, incluye vestuarios nuevos, placas solares y una grúa de acceso para personas con movilidad reducida. Está previsto que la piscina cubierta abra en septiembre de 2012.</p>
<p>Durante las obras, el acceso al campo de fútbol se hará por la entrada de la avenida de la Constitución.</p>
</div>
<div id="participa">
<h2>Opiniones de los lectores (10)</h2>
<p style="font-size:11px;color:#777">Las opiniones son de los lectores y no de El Eco de la Sierra Norte. Normas de participación: <a href="/normas/">leer</a>.</p>
{"".join(posts)}
<p><a href="/participa/opinar/8841"><b>Escribe tu opinión</b></a> (es necesario estar registrado)</p>
</div>
</div>
<div id="lateral">
<div style="text-align:center;margin-bottom:14px"><img src="/_avatar/caja_rural_290x240.svg" width="290" height="240" alt="Publicidad" /></div>
<div class="caja"><h3>Lo más leído</h3><ol><li><a href="/comarca/8830/">Corte de la M-129 por obras hasta el viernes</a></li><li><a href="/valdeolmos/8841/">La cubierta de la piscina costará 2,8 millones</a></li><li><a href="/fiestas/8822/">Ya hay cartel para los carnavales</a></li><li><a href="/deportes/8819/">El CD Valdeolmos empata en Buitrago</a></li></ol></div>
<div class="caja"><h3>Farmacias de guardia</h3><ul><li>Valdeolmos: Ldo. Ruiz, Pza. Mayor 3</li><li>Torrelaguna: Lda. Benito, C/ Real 14</li></ul></div>
<div class="caja"><h3>Agenda</h3><ul><li>25/02 Teatro: «La venganza de don Mendo», Casa de Cultura, 20 h</li><li>27/02 Mercadillo solidario, plaza Mayor</li></ul></div>
</div>
</div>
<div id="pie">© 2011 El Eco de la Sierra Norte · C/ Real 8, Valdeolmos · <a href="/aviso-legal/">Aviso legal</a> · <a href="/publicidad/">Publicidad</a> · <a href="/contacto/">Contacto</a></div>
</div>
</body>
</html>
"""
    return make(
        "ea-es-valdeolmos-piscina",
        "discussion",
        "es",
        html,
        cs,
        path="/valdeolmos/8841/la-cubierta-de-la-piscina-municipal-costara-2-8-millones.html",
        container="div#participa under 'Opiniones de los lectores (10)': flat numbered div.opinion entries in time order (span.op-autor NAME, span.op-fecha, div.op-cuerpo > p); a reply starts with blockquote.cita 'NAME escribió:' and words of its parent",
        heading="Opiniones de los lectores (10)",
        description="A Spanish county paper of February 2011 in a fixed-width float layout (dark menu, share links to Menéame and Tuenti, most read, duty pharmacies, agenda): 10 numbered readers' opinions in time order; each reply opens with a quoted block of its parent's words under 'NAME escribió:'; the councillor for sport answers once; votes +n/-n.",
    )


# --------------------------------------------------------------------------- ja: a local news site's board, 2008 (>>N)


def ja_keijiban() -> Case:
    cs = talk("""
浜っ子 @ 2008/07/22(火) 19:04 ~ 2008-07-22T19:04:00+09:00 :: 花火大会が有料席だけになるって本当ですか？子どもの頃から毎年堤防で見てたのに。
^0 潮見町の主婦 @ 2008/07/22(火) 19:21 ~ 2008-07-22T19:21:00+09:00 :: >>1 // 有料になるのは河川敷の一部だけだと記事に書いてありますよ。堤防はこれまで通り無料だそうです。
^0 けんじ @ 2008/07/22(火) 19:40 ~ 2008-07-22T19:40:00+09:00 :: >>1 // 全部じゃないよ。河川敷の二千席だけ。去年ゴミがひどかったから仕方ないと思う。
^1 浜っ子 @ 2008/07/22(火) 20:02 ~ 2008-07-22T20:02:00+09:00 :: >>2 // ありがとうございます。安心しました。
通りすがり @ 2008/07/22(火) 20:15 ~ 2008-07-22T20:15:00+09:00 :: 一席三千円は高すぎる。家族四人で一万二千円だよ。
^4 元実行委員 @ 2008/07/22(火) 20:48 ~ 2008-07-22T20:48:00+09:00 :: >>5 // 協賛金が年々減っていて、有料席がないと打ち上げ数を半分にするしかないんです。事情を少しでもわかってもらえたら。
^2 ゆうこ @ 2008/07/22(火) 21:10 ~ 2008-07-22T21:10:00+09:00 :: >>3 // ゴミは本当にひどかった。翌朝、子ども会で拾いに行ったらゴミ袋四十個になりました。
駅前商店街 @ 2008/07/22(火) 21:33 ~ 2008-07-22T21:33:00+09:00 :: 当日は商店街で臨時駐輪場をやります。駅からは歩いて十五分くらいです。
^5 通りすがり @ 2008/07/22(火) 22:05 ~ 2008-07-22T22:05:00+09:00 :: >>6 // そういう事情なら仕方ないか。記事にもそこまで書いてほしかった。
漁協の息子 @ 2008/07/23(水) 06:12 ~ 2008-07-23T06:12:00+09:00 :: 今年は港の岸壁は立ち入り禁止です。毎年釣り人が入って危ないので、くれぐれも入らないでください。
^7 ぱぱ @ 2008/07/23(水) 08:30 ~ 2008-07-23T08:30:00+09:00 :: >>8 // 駐輪場ありがたいです。去年は自転車を停める場所がなくて困りました。
雨女 @ 2008/07/23(水) 12:47 ~ 2008-07-23T12:47:00+09:00 :: 雨天の場合は翌日に順延でしたっけ？
^11 潮見町の主婦 @ 2008/07/23(水) 13:05 ~ 2008-07-23T13:05:00+09:00 :: >>12 // 記事の最後に書いてあります。荒天の場合は26日（土）に順延だそうです。
""")
    posts = []
    for i, c in enumerate(cs):
        lines = c.body.split("\n\n")
        body = []
        for line in lines:
            if line.startswith(">>"):
                n = int(line[2:])
                body.append(f'<a href="#res{n}" class="anchor">&gt;&gt;{n}</a>')
            else:
                body.append(esc(line))
        posts.append(
            f'<dt id="res{i + 1}"><span class="no">{i + 1}</span> 名前：<b class="nm">{esc(c.who)}</b>'
            f' 投稿日：<span class="dt">{esc(c.at)}</span> ID:{"abcdefgh"[i % 8]}{(i * 37 + 11) % 97:02d}Qx{i % 5}</dt>'
            f"<dd>{'<br />'.join(body)}</dd>"
        )
    title = "港まつり花火大会、今年から河川敷に有料観覧席　二千席を販売"
    html = f"""<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="ja" lang="ja">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />
<meta http-equiv="Content-Style-Type" content="text/css" />
<title>{esc(title)} | 潮見タイムス</title>
<meta name="keywords" content="潮見市,港まつり,花火大会,有料観覧席" />
<meta name="description" content="潮見港まつり実行委員会は、8月25日の花火大会で初めて河川敷に有料観覧席を設けると発表した。" />
<style type="text/css">
body{{margin:0;background:#fff;font-family:'ＭＳ Ｐゴシック','MS PGothic',Osaka,sans-serif;font-size:13px;color:#333}}
#header{{width:950px;margin:0 auto;padding:8px 0;border-bottom:3px solid #004a8f}}#header .logo{{font-size:30px;font-weight:bold;color:#004a8f}}#header .tagline{{font-size:11px;color:#888}}
#gnav{{width:950px;margin:0 auto;background:#004a8f}}#gnav a{{display:inline-block;color:#fff;padding:6px 12px;font-weight:bold;text-decoration:none}}
#wrap{{width:950px;margin:10px auto;overflow:hidden}}#main{{float:left;width:640px}}#side{{float:right;width:290px}}
.pankuzu{{font-size:11px;color:#888}}h1{{font-size:20px;border-left:6px solid #004a8f;padding-left:8px;margin:8px 0}}.hiduke{{color:#888;font-size:12px}}
.honbun p{{line-height:1.8;font-size:14px}}.bookmark{{background:#f0f4f8;padding:4px 8px;font-size:11px}}
.bbs{{margin-top:24px;border:1px solid #b9c9da}}.bbs h2{{margin:0;background:#dfe8f1;color:#004a8f;font-size:14px;padding:6px 10px}}
.bbs dl{{margin:8px 12px}}.bbs dt{{font-size:12px;color:#555;margin-top:10px}}.bbs dt .no{{color:#004a8f;font-weight:bold}}.nm{{color:#228b22}}.bbs dd{{margin:4px 0 8px 24px;line-height:1.7;font-size:14px}}.anchor{{color:#00e}}
.sbox{{border:1px solid #ccc;margin-bottom:12px}}.sbox h3{{margin:0;background:#004a8f;color:#fff;font-size:12px;padding:4px 8px}}.sbox ol,.sbox ul{{margin:6px 0;padding-left:24px;font-size:12px}}
#footer{{width:950px;margin:0 auto;border-top:1px solid #ccc;padding:10px 0;font-size:11px;color:#888;text-align:center}}
</style>
</head>
<body>
<div id="header"><div class="logo">潮見タイムス</div><div class="tagline">潮見市・港南地域の地域ニュースサイト</div></div>
<div id="gnav"><a href="/">トップ</a><a href="/news/">ニュース</a><a href="/event/">イベント</a><a href="/gourmet/">グルメ</a><a href="/sports/">スポーツ</a><a href="/bbs/">掲示板</a><a href="/present/">プレゼント</a></div>
<div id="wrap">
<div id="main">
<p class="pankuzu"><a href="/">トップ</a> &gt; <a href="/news/">ニュース</a> &gt; 記事</p>
<h1>{esc(title)}</h1>
<p class="hiduke">2008年7月22日 12時00分　（記者：宮内 聡）</p>
<div class="bookmark">このページをブックマーク：<a href="http://b.hatena.ne.jp/append?">はてなブックマーク</a> ｜ <a href="http://bookmarks.yahoo.co.jp/action/bookmark?">Yahoo!ブックマーク</a> ｜ <a href="http://clip.livedoor.com/clip/add?">livedoorクリップ</a></div>
<div class="honbun">
<p>潮見港まつり実行委員会は２２日、８月２５日に開く花火大会で、初めて河川敷に有料観覧席を設けると発表した。席数は約二千席で、一席三千円。７月２８日から市内のコンビニエンスストアなどで販売する。</p>
<p>実行委員会によると、企業からの協賛金は５年前に比べて約４割減少しており、打ち上げ数を維持するための財源にするという。堤防など有料席以外の場所はこれまで通り無料で観覧できる。</p>
<p>昨年の大会では河川敷に大量のごみが残され、地元の子ども会などが翌朝に清掃した。今年は会場内に分別ごみステーションを１２カ所設ける。</p>
<p>打ち上げは午後７時半から約１時間で、約６千発を予定している。荒天の場合は２６日（土）に順延する。</p>
</div>
<div class="bbs" id="bbs">
<h2>この記事についての書き込み（13件）</h2>
<dl>{"".join(posts)}</dl>
<form action="/bbs/post.cgi" method="post" style="margin:8px 12px"><p>名前：<input type="text" name="FROM" size="20" /> E-mail：<input type="text" name="mail" size="20" /></p><p><textarea name="MESSAGE" rows="5" cols="60"></textarea></p><p><input type="submit" value="書き込む" /> ※誹謗中傷や個人情報の書き込みは削除します。</p></form>
</div>
</div>
<div id="side">
<div style="margin-bottom:12px"><img src="/_avatar/shiomi_bank_290x200.svg" width="290" height="200" alt="広告" /></div>
<div class="sbox"><h3>アクセスランキング</h3><ol><li><a href="/news/0721-2.html">国道１２号で渋滞　海水浴客の車で</a></li><li><a href="/news/0722-1.html">花火大会に有料観覧席</a></li><li><a href="/gourmet/0719.html">港の食堂「まるよし」閉店へ</a></li><li><a href="/sports/0720.html">潮見商、ベスト８進出</a></li></ol></div>
<div class="sbox"><h3>イベント情報</h3><ul><li>7/27 朝市（港広場）</li><li>8/2 盆踊り大会（中央公園）</li><li>8/25 港まつり花火大会</li></ul></div>
<div class="sbox"><h3>お天気</h3><ul><li>潮見市　晴れ時々くもり　最高31℃</li></ul></div>
</div>
</div>
<div id="footer"><a href="/company/">運営会社</a> ｜ <a href="/ad/">広告掲載</a> ｜ <a href="/privacy/">個人情報保護方針</a> ｜ <a href="/contact/">お問い合わせ</a><br />Copyright (C) 2008 潮見タイムス All Rights Reserved.</div>
</body>
</html>
"""
    return make(
        "ea-ja-shiomi-hanabi",
        "discussion",
        "ja",
        html,
        cs,
        path="/news/0722-1.html",
        container="div#bbs > dl under 'この記事についての書き込み（13件）': one dt (number, 名前：b.nm NAME, 投稿日, ID) and one dd per post in time order; a reply's dd starts with an a.anchor '>>N' linking to dt#resN, then a br and its words",
        heading="この記事についての書き込み（13件）",
        description="A Japanese local news site of July 2008 in a fixed-width float layout (blue global nav, Hatena / Yahoo! / livedoor bookmarks, access ranking, events, weather): 13 numbered posts of a board under the article in a dl, in time order; replies name their parent only by a '>>N' anchor at the start; IDs after each date. Never says 'comment'.",
    )


def threads3_ea() -> list[Case]:
    return [fr_marche(), es_polideportivo(), ja_keijiban()]
