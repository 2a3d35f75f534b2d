"""Blind set fg: a French regional daily of 2012 (12 reactions, newest first, each a wrapper holding a header div
with "#12"-style numbers and a body div as siblings), a Spanish provincial paper of 2013 (8 comments, replies
indented by nested lists two levels deep) and an Italian valley paper of 2014 (4 comments with no heading at all,
each a run of <p> closed by a signature line with the name in bold). Every site, name and text invented for this
set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_fg_common import (
    Case,
    anchors,
    cloud,
    doc,
    esc,
    footer,
    items,
    make,
    paras,
    svg,
    talk,
)

# --------------------------------------------------------------------------- fr: a regional daily, 2012


def fr_maternite() -> Case:
    cs = talk("""
Mamie Josette || le 23/11/2012 à 09h12 || J'ai accouché de mes trois enfants à Saint-Aubin. Si on ferme, les futures mamans du plateau auront plus d'une heure de route l'hiver. Personne à l'agence régionale n'a fait ce trajet par temps de neige.
Fred71 || le 22/11/2012 à 23h40 || Moins de 300 naissances par an, c'est le seuil, tout le monde le savait depuis cinq ans. Il fallait se battre avant, pas maintenant.
Sage-femme en colère || le 22/11/2012 à 22h05 || Nous sommes sept sages-femmes dans le service et nous avons appris la nouvelle par la presse, comme vous. Ça en dit long sur la façon dont on traite le personnel.
Pierrot || le 22/11/2012 à 21h18 || Le maire était où quand la pédiatrie a fermé en 2010 ? À quelques mois des municipales, tout le monde découvre le problème.
Claire B. || le 22/11/2012 à 20h47 || La manifestation est prévue samedi à 14h devant l'hôpital. Venez avec vos enfants, surtout ceux qui sont nés ici.
Anonyme || le 22/11/2012 à 20h02 || Et les pompiers, ils vont faire les accouchements dans le camion ? C'est déjà arrivé deux fois à Vercelles depuis la fermeture là-bas.
Jean-Luc R. || le 22/11/2012 à 19h36 || Je comprends la colère, mais un petit service qui fait peu d'accouchements, c'est aussi moins de pratique pour les équipes. // La sécurité, ce n'est pas que la distance.
Fred71 || le 22/11/2012 à 19h21 || Qu'on mette au moins un vrai centre périnatal de proximité à la place, avec les consultations et les échographies, pas juste une plaque sur la porte.
Nadia || le 22/11/2012 à 18h58 || Signée la pétition hier soir. On était déjà plus de 4 000 à midi.
un ancien du plateau || le 22/11/2012 à 18h31 || On ferme la gare, la perception, maintenant la maternité. Après on s'étonne que les jeunes partent.
Marc || le 22/11/2012 à 18h15 || Quelqu'un a le lien de la pétition ? Je ne le trouve pas sur le site de la mairie.
Océane || le 22/11/2012 à 18h04 || Ma fille est née ici il y a un mois. L'équipe a été formidable. Je ne comprends pas qu'on puisse fermer un service qui marche aussi bien.
""")
    path = "/actualite/saint-aubin-les-pres/2012/11/22/maternite-de-saint-aubin-les-elus-montent-au-creneau"
    n = len(cs)
    reacs = "".join(
        f'<div class="reaction" id="reac-{n - i}"><div class="reac-tete"><span class="reac-num">#{n - i}</span> '
        f'<span class="reac-pseudo">{esc(c.who)}</span> <span class="reac-date">{esc(c.at)}</span></div>'
        f'<div class="reac-corps">{paras(c.raw)}</div>'
        f'<div class="reac-pied"><a href="/alerter?r={40210 + n - i}">Alerter</a> | <a href="#reagir">Répondre</a></div></div>'
        for i, c in enumerate(cs)
    )
    plus_lus = "".join(
        f'<li><a href="/actualite/{h}">{esc(t)}</a></li>'
        for h, t in (
            (
                "saint-aubin-les-pres/2012/11/22/maternite-de-saint-aubin-les-elus-montent-au-creneau",
                "Maternité de Saint-Aubin : les élus montent au créneau",
            ),
            ("faits-divers/2012/11/22/collision-sur-la-rd-17", "Collision sur la RD 17 : deux blessés"),
            ("sports/2012/11/21/l-us-plateau-qualifiee", "Coupe de France : l'US Plateau qualifiée"),
            ("economie/2012/11/21/la-fromagerie-recrute", "La fromagerie Bréval recrute douze salariés"),
        )
    )
    plus_comm = "".join(
        f'<li><a href="/actualite/{h}">{esc(t)}</a> <span class="nb">{k} réactions</span></li>'
        for h, t, k in (
            (
                "saint-aubin-les-pres/2012/11/22/maternite-de-saint-aubin-les-elus-montent-au-creneau",
                "Maternité : les élus montent au créneau",
                12,
            ),
            ("politique/2012/11/20/taxe-fonciere-hausse", "Taxe foncière : +4 % en 2013", 35),
            ("societe/2012/11/19/radar-feu-rouge", "Un radar feu rouge au carrefour des Tilleuls", 22),
        )
    )
    lire = "".join(
        f'<li><a href="/actualite/{h}">{esc(t)}</a> <span class="d">{d}</span></li>'
        for h, t, d in (
            (
                "saint-aubin-les-pres/2012/10/03/la-pediatrie-deux-ans-apres",
                "La pédiatrie, deux ans après",
                "03/10/2012",
            ),
            (
                "region/2012/09/14/hopitaux-le-plan-regional",
                "Hôpitaux : ce que prévoit le plan régional",
                "14/09/2012",
            ),
        )
    )
    mots = cloud(
        "/mots-cles/",
        [
            ("hôpital", 20),
            ("maternité", 22),
            ("Saint-Aubin-les-Prés", 16),
            ("santé", 14),
            ("manifestation", 11),
            ("municipales 2014", 9),
            ("plateau", 12),
            ("pétition", 10),
        ],
    )
    body = f"""<body>
<div id="global">
<div id="bandeau"><a href="/"><img src="/img/le-republicain-du-plateau.svg" width="400" height="62" alt="Le Républicain du Plateau"></a><div class="dateduj">Jeudi 22 novembre 2012 &middot; Saint Cécile</div></div>
<ul id="rubriques">{items("/", ["Accueil", "Actualité", "Faits divers", "Politique", "Économie", "Société", "Sports", "Loisirs", "Sorties", "Annonces", "Nécrologie", "Abonnement"])}</ul>
<div id="villes">{anchors("/actualite/", ["Saint-Aubin-les-Prés", "Vercelles", "Montgrive", "La Charmée", "Bréval", "Hautcoeur", "Les Essarts"], " &middot; ")}</div>
<div class="pub728"><span class="mention">Publicité</span><img src="/img/pub/leclerc-like-728.svg" width="728" height="90" alt="Hyper du Plateau"></div>
<div id="colonnes">
<div id="principal">
<p class="surtitre">Saint-Aubin-les-Prés &middot; Santé</p>
<h1>Maternité de Saint-Aubin : les élus montent au créneau</h1>
<p class="signature">Par Hélène Garnier &middot; Publié le 22/11/2012 à 17h45 &middot; <a href="#reactions">12 réactions</a></p>
<div class="partage"><a href="/partager/facebook">J'aime 212</a> <a href="/partager/twitter">Tweeter</a> <a href="/partager/email">Envoyer</a> <a href="javascript:print()">Imprimer</a> <a href="/taille">A+ A-</a></div>
<p class="chapo">L'agence régionale de santé envisage de fermer la maternité de l'hôpital de Saint-Aubin à l'été 2013. Maires et conseillers généraux du plateau ont annoncé hier une manifestation.</p>
<p>Avec 287 accouchements l'an dernier, la maternité passe sous le seuil de 300 naissances fixé par la réglementation. Les futures mères seraient orientées vers la maternité de Montgrive, à 58 kilomètres.</p>
<p>&laquo; On ne peut pas demander à une femme en travail de faire une heure de route en plein hiver &raquo;, a déclaré le maire de Saint-Aubin, qui a réuni hier soir les élus du canton.</p>
<p><img src="/img/2012/11/hopital-saint-aubin.svg" width="540" height="300" alt=""><br><span class="legende">L'hôpital de Saint-Aubin, où naissent près de 300 enfants chaque année. Photo archives</span></p>
<p>Une pétition en ligne a réuni plus de 4 000 signatures en deux jours. Une manifestation est prévue samedi à 14 heures devant l'hôpital.</p>
<div class="alire"><h3>À lire aussi</h3><ul>{lire}</ul></div>
<div class="pub300 gauche"><span class="mention">Publicité</span><img src="/img/pub/optique.svg" width="300" height="250" alt="Optique Delorme"></div>
<div id="reactions"><h3 class="titre-reac">Réactions ({n})</h3>{reacs}</div>
<div id="reagir"><h4>Réagir à cet article</h4><p>Vous devez être <a href="/connexion">connecté</a> pour réagir. <a href="/charte">Charte des réactions</a></p></div>
</div>
<div id="droite">
<div class="module"><span class="mention">Publicité</span><img src="/img/pub/credit-300.svg" width="300" height="250" alt="Crédit du Plateau"></div>
<div class="module"><h4>Les plus lus</h4><ol>{plus_lus}</ol></div>
<div class="module"><h4>Les plus commentés</h4><ul>{plus_comm}</ul></div>
<div class="module"><h4>Mots-clés</h4><p class="nuage">{mots}</p></div>
<div class="module"><h4>Météo</h4><p>Aujourd'hui : 6&deg; / -1&deg;, brouillard le matin. Vendredi : 8&deg;, éclaircies.</p></div>
<div class="module"><h4>Avis de décès</h4><p><a href="/necrologie">Consulter les avis de décès du jour</a></p></div>
</div>
</div>
<div id="pied">{footer("/", [("Rubriques", ["Actualité", "Faits divers", "Politique", "Économie", "Sports", "Loisirs"]), ("Services", ["Abonnement", "Journal numérique", "Petites annonces", "Nécrologie", "Météo", "Jeux"]), ("Le journal", ["Qui sommes-nous", "Contact", "Mentions légales", "Publicité", "Recrutement", "Plan du site"])], box='div class="pcol"', title="h5")}<p class="copy">&copy; Le Républicain du Plateau 2012 &ndash; Reproduction interdite</p></div>
</div>
</body>
</html>
"""
    css = """<style type="text/css">
body{margin:0;background:#e6e0d6;font:13px/1.5 Arial,Helvetica,sans-serif}#global{width:990px;margin:0 auto;background:#fff}#bandeau{padding:10px;position:relative}.dateduj{position:absolute;right:10px;top:34px;font-size:11px;color:#666}
#rubriques{list-style:none;margin:0;padding:0;background:#1d4f91;overflow:hidden}#rubriques li{float:left}#rubriques a{display:block;color:#fff;padding:7px 9px;font-weight:bold;font-size:12px}#villes{font-size:11px;padding:4px 10px;background:#e9eef6}
.pub728{text-align:center;padding:8px}.mention{display:block;font-size:9px;color:#aaa;text-transform:uppercase}#colonnes{overflow:hidden}#principal{float:left;width:630px;padding:10px 15px}#droite{float:right;width:310px;padding:10px}
.surtitre{color:#1d4f91;font-weight:bold;font-size:11px;text-transform:uppercase;margin:0}.signature,.legende,.d,.nb{font-size:11px;color:#888}.chapo{font-weight:bold;font-size:14px}.partage a{font-size:11px;margin-right:8px}
.gauche{float:left;margin:0 10px 10px 0}#reactions{clear:both}.titre-reac{border-bottom:3px solid #1d4f91;color:#1d4f91}.reaction{border-bottom:1px solid #ddd;padding:6px 0}.reac-tete{font-size:11px;color:#666}
.reac-num{color:#1d4f91;font-weight:bold;margin-right:4px}.reac-pseudo{font-weight:bold;color:#333}.reac-pied{font-size:10px;text-align:right}.module{border:1px solid #ddd;padding:6px;margin-bottom:10px}.nuage a{margin-right:4px}
#pied{clear:both;background:#1d4f91;color:#cfe;font-size:11px;padding:10px;overflow:hidden}#pied a{color:#fff}.pcol{float:left;width:320px}.copy{clear:both}
</style>"""
    files = {
        "/img/le-republicain-du-plateau.svg": svg(400, 62, "#1d4f91", "Le Républicain du Plateau", 22),
        "/img/pub/leclerc-like-728.svg": svg(728, 90, "#06c", "Hyper du Plateau"),
        "/img/2012/11/hopital-saint-aubin.svg": svg(540, 300, "#789", "hôpital"),
        "/img/pub/optique.svg": svg(300, 250, "#c39", "Optique Delorme"),
        "/img/pub/credit-300.svg": svg(300, 250, "#063", "Crédit du Plateau"),
    }
    html = (
        doc(
            "xhtml",
            title="Maternité de Saint-Aubin : les élus montent au créneau - Le Républicain du Plateau",
            lang="fr",
            head=css,
        )
        + body
    )
    return make(
        "fg-fr-news-maternite",
        "discussion",
        "fr",
        html,
        cs,
        path=path,
        container="div#reactions 'Réactions (12)' after an ad: twelve div.reaction, newest first (#12 down to #1), each holding three sibling divs: div.reac-tete (span.reac-num '#N', span.reac-pseudo NAME, span.reac-date 'le DATE à HHhMM'), div.reac-corps TEXT in p, div.reac-pied 'Alerter | Répondre'; no avatars",
        heading="Réactions (12)",
        description="A French regional daily of 2012 (invented): the maternity ward of a small hospital may close; 12 reactions newest first, numbered '#12' to '#1', header and body as sibling divs in each wrapper, no avatars, one writer twice; around them the date and saint's day, a 12-item menu, 7 towns, a leaderboard, share counts, a captioned photo, 'À lire aussi' with dates, ads, 'Les plus lus', 'Les plus commentés' with counts, a keyword cloud, weather and a footer of 18 links.",
        files=files,
    )


# --------------------------------------------------------------------------- es: a provincial paper, 2013


def es_calle() -> Case:
    cs = talk("""
Luis Ferrán || 12 de abril de 2013, 10:31 || Ya era hora. Los sábados por la mañana no se podía ni andar por la acera con tanto coche dando vueltas para aparcar.
>Mercedes || 12 de abril de 2013, 11:02 || Eso lo dice usted porque no tiene una tienda en la calle Mayor. Si los clientes no pueden aparcar cerca, se van al centro comercial de la carretera.
>>Luis Ferrán || 12 de abril de 2013, 11:45 || Mercedes, en Peñaluenga peatonalizaron hace dos años y las tiendas del centro venden más, no menos. El ayuntamiento de allí publicó las cifras.
>Javi_84 || 12 de abril de 2013, 12:10 || Lo importante es que el autobús urbano siga parando en la plaza. Si no, la gente mayor del barrio alto lo tiene muy complicado.
Rocío Beltrán || 12 de abril de 2013, 13:27 || ¿Y los vecinos que tenemos garaje en la calle? En la noticia no dice nada de los permisos para entrar y salir.
>Redacción || 12 de abril de 2013, 14:05 || Rocío, según el concejal de Urbanismo, los residentes con vado tendrán una tarjeta de acceso. Ampliaremos la información cuando el ayuntamiento publique la ordenanza.
Andrés || 12 de abril de 2013, 18:50 || Muy bien lo de peatonalizar, pero primero que arreglen el adoquín. Mi madre se cayó el invierno pasado delante de la farmacia. // Y que pongan más luz, que por la noche esa calle da miedo.
Pilar G. || 13 de abril de 2013, 09:14 || Espero que pongan bancos y algo de sombra. En agosto esa calle es un horno.
""")
    path = "/villanueva-del-cerro/2013/04/12/el-ayuntamiento-aprueba-peatonalizar-la-calle-mayor"

    def li(i: int) -> str:
        c = cs[i]
        sub = "".join(li(j) for j, d in enumerate(cs) if d.parent == i)
        sub = f'<ul class="respuestas">{sub}</ul>' if sub else ""
        red = " redaccion" if c.who == "Redacción" else ""
        return (
            f'<li class="com{red}" id="c{9301 + i}"><div class="com-cab"><strong>{esc(c.who)}</strong> '
            f'<span class="com-fecha">{esc(c.at)}</span></div><div class="com-txt">{paras(c.raw)}</div>'
            f'<div class="com-acc"><a href="/responder?c={9301 + i}">Responder</a> <span class="votos">&#9650; {(i * 7) % 13} &#9660; {i % 4}</span></div>{sub}</li>'
        )

    thread = "".join(li(i) for i, c in enumerate(cs) if c.parent is None)
    lo_mas = "".join(
        f'<li><a href="/{h}">{esc(t)}</a></li>'
        for h, t in (
            (
                "villanueva-del-cerro/2013/04/12/el-ayuntamiento-aprueba-peatonalizar-la-calle-mayor",
                "El Ayuntamiento aprueba peatonalizar la calle Mayor",
            ),
            ("sucesos/2013/04/11/incendio-en-una-nave-del-poligono", "Incendio en una nave del polígono"),
            ("deportes/2013/04/11/el-cd-cerro-sube-a-tercera", "El CD Cerro, a un paso de Tercera"),
            ("provincia/2013/04/10/la-diputacion-arregla-la-cv-204", "La Diputación arreglará la CV-204"),
        )
    )
    comentadas = "".join(
        f'<li><a href="/{h}">{esc(t)}</a> <span class="n">({k})</span></li>'
        for h, t, k in (
            ("villanueva-del-cerro/2013/04/09/la-tasa-de-basuras-sube", "La tasa de basuras sube un 6 %", 47),
            (
                "provincia/2013/04/08/cierra-el-centro-de-salud-por-las-tardes",
                "Cierra el centro de salud por las tardes",
                33,
            ),
            (
                "villanueva-del-cerro/2013/04/12/el-ayuntamiento-aprueba-peatonalizar-la-calle-mayor",
                "Peatonalizar la calle Mayor",
                8,
            ),
        )
    )
    etiquetas = cloud(
        "/etiquetas/",
        [
            ("Ayuntamiento", 20),
            ("calle Mayor", 16),
            ("comercio", 13),
            ("tráfico", 15),
            ("Villanueva del Cerro", 22),
            ("urbanismo", 12),
            ("autobús", 9),
            ("plenos", 11),
        ],
    )
    body = f"""<body>
<div id="contenedor">
<div id="cabecera"><a href="/"><img src="/imagenes/diario-de-la-sierra.svg" width="380" height="60" alt="Diario de la Sierra"></a><div class="fecha-hoy">Viernes, 12 de abril de 2013 &middot; Actualizado a las 19:02</div></div>
<ul id="menu">{items("/", ["Portada", "Villanueva del Cerro", "Provincia", "Sucesos", "Deportes", "Cultura", "Economía", "Opinión", "Cartas", "Fotogalerías", "Esquelas", "Hemeroteca", "Tiempo"])}</ul>
<div class="publi-top"><span>Publicidad</span><img src="/imagenes/publi/caja-rural-like.svg" width="728" height="90" alt="Caja de la Sierra"></div>
<div id="cuerpo">
<div id="noticia">
<p class="antetitulo">Villanueva del Cerro</p>
<h1>El Ayuntamiento aprueba peatonalizar la calle Mayor</h1>
<p class="subtitulo">El pleno da luz verde con los votos del equipo de gobierno; las obras empezarán en septiembre y durarán cinco meses</p>
<p class="firma">J. M. Ortega &middot; 12/04/2013 &middot; <a href="#comentarios">8 comentarios</a></p>
<div class="compartir"><a href="/compartir/facebook">Me gusta 96</a> <a href="/compartir/twitter">Twittear 14</a> <a href="/compartir/tuenti">Tuenti</a> <a href="/enviar">Enviar</a> <a href="javascript:print()">Imprimir</a></div>
<p>La calle Mayor será peatonal desde la plaza de España hasta la iglesia de San Bartolomé. El pleno aprobó ayer el proyecto con los votos a favor del equipo de gobierno y la abstención de la oposición.</p>
<p>Los coches de los residentes con vado podrán seguir entrando, y la carga y descarga se permitirá de 8 a 11 de la mañana. El autobús urbano mantendrá su parada en la plaza.</p>
<p><img src="/imagenes/2013/04/calle-mayor.svg" width="540" height="300" alt=""><br><span class="pie">La calle Mayor, un sábado por la mañana. Foto: Diario de la Sierra</span></p>
<p>Algunos comerciantes han pedido al Ayuntamiento que habilite un aparcamiento provisional en el antiguo recinto ferial mientras duren las obras.</p>
<div class="relacionadas"><h3>Noticias relacionadas</h3><ul><li><a href="/villanueva-del-cerro/2013/02/20/los-comerciantes-piden-aparcamiento">Los comerciantes piden un aparcamiento en el recinto ferial</a> <span>20/02/2013</span></li><li><a href="/villanueva-del-cerro/2012/11/06/presentado-el-proyecto-de-la-calle-mayor">Presentado el proyecto de la calle Mayor</a> <span>06/11/2012</span></li></ul></div>
<div class="publi-media"><span>Publicidad</span><img src="/imagenes/publi/muebles.svg" width="468" height="60" alt="Muebles Cerro"></div>
<div id="comentarios"><h3>Comentarios</h3><ul class="hilo">{thread}</ul></div>
<div class="normas">Los comentarios son responsabilidad de sus autores. <a href="/normas">Normas de participación</a></div>
<div class="escribir"><h4>Escribe tu comentario</h4><form action="/comentar" method="post"><p>Nombre <input type="text" name="nombre"></p><textarea name="texto" rows="5" cols="55"></textarea><p><input type="submit" value="Enviar comentario"></p></form></div>
</div>
<div id="lateral">
<div class="caja"><span class="pub">Publicidad</span><img src="/imagenes/publi/seguros.svg" width="300" height="250" alt="Seguros Alcázar"></div>
<div class="caja"><h4>Lo más leído</h4><ol>{lo_mas}</ol></div>
<div class="caja"><h4>Lo más comentado</h4><ul>{comentadas}</ul></div>
<div class="caja"><h4>Etiquetas</h4><div class="nube">{etiquetas}</div></div>
<div class="caja"><h4>El tiempo</h4><p>Villanueva del Cerro: 19&deg; / 6&deg;, soleado. Sábado: 21&deg;.</p></div>
<div class="caja"><h4>Farmacias de guardia</h4><p><a href="/farmacias">Consulta las farmacias de guardia de hoy</a></p></div>
</div>
</div>
<div id="pie">{footer("/", [("Secciones", ["Portada", "Provincia", "Sucesos", "Deportes", "Cultura", "Opinión"]), ("Servicios", ["Hemeroteca", "Esquelas", "Farmacias de guardia", "Tiempo", "Suscripciones", "Publicidad"]), ("El diario", ["Quiénes somos", "Contacto", "Aviso legal", "Privacidad", "Trabaja con nosotros"])], box='div class="col-pie"', title="h5")}<p>&copy; 2013 Diario de la Sierra S.L.</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#efe9dc;font:13px/1.5 Georgia,'Times New Roman',serif}#contenedor{width:980px;margin:0 auto;background:#fff}#cabecera{padding:10px;position:relative}.fecha-hoy{position:absolute;right:10px;top:32px;font:11px Arial;color:#666}
#menu{list-style:none;margin:0;padding:0;background:#7a1f1f;overflow:hidden}#menu li{float:left}#menu a{display:block;color:#fff;padding:7px 8px;font:bold 12px Arial}.publi-top,.publi-media{text-align:center;padding:6px}.publi-top span,.publi-media span,.pub{display:block;font:9px Arial;color:#999}
#cuerpo{overflow:hidden}#noticia{float:left;width:630px;padding:10px 15px}#lateral{float:right;width:310px;padding:10px}.antetitulo{color:#7a1f1f;font:bold 11px Arial;text-transform:uppercase;margin:0}.subtitulo{font-size:15px;color:#444}
.firma,.pie,.relacionadas span,.n,.com-fecha{font:11px Arial;color:#888}.compartir a{font:11px Arial;margin-right:8px}#comentarios h3{border-bottom:2px solid #7a1f1f;color:#7a1f1f}.hilo,.respuestas{list-style:none;padding:0}
.respuestas{margin-left:40px;border-left:1px dotted #bbb;padding-left:10px}.com{padding:6px 0;border-top:1px solid #eee}.com.redaccion>.com-cab strong{color:#7a1f1f}.com-acc{font:10px Arial}.votos{color:#999;margin-left:8px}
.normas{font:10px Arial;color:#999}.caja{border:1px solid #ddd;padding:6px;margin-bottom:10px}.nube a{margin-right:4px}#pie{clear:both;background:#333;color:#bbb;font:11px Arial;padding:10px;overflow:hidden}#pie a{color:#fff}.col-pie{float:left;width:320px}#pie p{clear:both}
</style>"""
    files = {
        "/imagenes/diario-de-la-sierra.svg": svg(380, 60, "#7a1f1f", "Diario de la Sierra", 24),
        "/imagenes/publi/caja-rural-like.svg": svg(728, 90, "#2a5", "Caja de la Sierra"),
        "/imagenes/2013/04/calle-mayor.svg": svg(540, 300, "#b98", "calle Mayor"),
        "/imagenes/publi/muebles.svg": svg(468, 60, "#963", "Muebles Cerro"),
        "/imagenes/publi/seguros.svg": svg(300, 250, "#246", "Seguros Alcázar"),
    }
    html = (
        doc(
            "html5",
            title="El Ayuntamiento aprueba peatonalizar la calle Mayor | Diario de la Sierra",
            lang="es",
            head=css,
        )
        + body
    )
    return make(
        "fg-es-news-calle",
        "discussion",
        "es",
        html,
        cs,
        path=path,
        container="div#comentarios 'Comentarios': ul.hilo, one li.com a comment (div.com-cab 'strong NAME' span.com-fecha DATE, div.com-txt TEXT in p, div.com-acc 'Responder ▲ n ▼ n'), replies in a ul.respuestas inside their parent's li, two levels deep; the paper's answer li.com.redaccion; no avatars",
        heading="Comentarios",
        description="A Spanish provincial paper of 2013 (invented): the main street becomes pedestrian; 8 comments, replies indented by nested lists (three under the first, one of them answered again; the newsroom's answer under the second top-level comment), no avatars, votes; around them the date and update time, a 13-item menu, a leaderboard, share counts, a captioned photo, related news with dates, ads, 'Lo más leído', 'Lo más comentado' with counts, a tag cloud, weather, pharmacies and a footer of 17 links.",
        files=files,
    )


# --------------------------------------------------------------------------- it: a valley paper, 2014


def it_ponte() -> Case:
    cs = talk("""
Gianni B. || 5 giugno 2014, 21:10 || Tre mesi senza ponte vuol dire fare il giro da Casalvecchio, sono quindici chilometri in più ogni mattina. Per chi lavora nella zona industriale è una bella mazzata. // Almeno facessero i lavori anche di notte.
Maria Teresa || 5 giugno 2014, 22:37 || Il ponte è pericoloso da anni, le crepe sotto l'arcata si vedono anche dalla riva. Meglio tre mesi di disagi che una disgrazia.
ex camionista || 6 giugno 2014, 07:05 || E la passerella pedonale promessa? Nell'articolo si parla solo di auto. I ragazzi che vanno a scuola a piedi come fanno?
Lucia Ferretti || 6 giugno 2014, 08:48 || In consiglio comunale hanno detto che la passerella sarà pronta entro fine giugno, prima della chiusura del ponte. Vedremo se è vero.
""")
    path = "/cronaca/valdorsa/2014/06/05/ponte-sul-lurio-chiuso-per-tre-mesi-52817.html"
    interventi = "".join(
        f'{paras(c.raw)}<p class="firma"><b>{esc(c.who)}</b> &middot; {esc(c.at)}</p>' for c in cs
    )
    letti = "".join(
        f'<li><a href="/{h}">{esc(t)}</a></li>'
        for h, t in (
            (
                "cronaca/valdorsa/2014/06/05/ponte-sul-lurio-chiuso-per-tre-mesi-52817.html",
                "Ponte sul Lurio chiuso per tre mesi",
            ),
            (
                "cronaca/2014/06/04/furto-in-farmacia-a-casalvecchio-52790.html",
                "Furto in farmacia a Casalvecchio",
            ),
            ("sport/2014/06/04/la-valdorsese-in-eccellenza-52771.html", "La Valdorsese in Eccellenza"),
            ("eventi/2014/06/03/festa-della-trota-52744.html", "Torna la festa della trota"),
        )
    )
    commentati = "".join(
        f'<li><a href="/{h}">{esc(t)}</a> <i>{k} commenti</i></li>'
        for h, t, k in (
            (
                "politica/2014/06/02/elezioni-comunali-i-risultati-52701.html",
                "Elezioni comunali: i risultati",
                63,
            ),
            (
                "cronaca/2014/05/30/cinghiali-in-paese-52655.html",
                "Cinghiali in paese, residenti esasperati",
                29,
            ),
            (
                "cronaca/valdorsa/2014/06/05/ponte-sul-lurio-chiuso-per-tre-mesi-52817.html",
                "Ponte sul Lurio chiuso",
                4,
            ),
        )
    )
    tag = cloud(
        "/tag/",
        [
            ("Valdorsa", 22),
            ("Lurio", 14),
            ("viabilità", 17),
            ("lavori pubblici", 15),
            ("Casalvecchio", 11),
            ("scuola", 9),
            ("Provincia", 12),
        ],
    )
    body = f"""<body>
<div id="sito">
<div id="testata"><a href="/"><img src="/immagini/eco-della-valdorsa.svg" width="360" height="60" alt="L'Eco della Valdorsa"></a><span class="oggi">giovedì 5 giugno 2014 &middot; aggiornato alle 20:12</span></div>
<div id="menu">{anchors("/", ["Home", "Cronaca", "Politica", "Economia", "Sport", "Cultura", "Eventi", "Annunci", "Necrologi", "Meteo", "Foto", "Video", "Scrivici"], " ")}</div>
<div id="paesi">{anchors("/paesi/", ["Valdorsa", "Casalvecchio", "Ronchetto", "Pievelunga", "San Lurio", "Montebasso"], " &middot; ")}</div>
<div class="bannertop"><small>Pubblicità</small><img src="/immagini/pubblicita/concessionaria.svg" width="728" height="90" alt="Auto Valdorsa"></div>
<div id="corpo">
<div id="articolo">
<h1>Ponte sul Lurio chiuso per tre mesi</h1>
<h2 class="sommario">Dal 1&deg; luglio stop al traffico per il consolidamento dell'arcata. Deviazione da Casalvecchio</h2>
<p class="autore">di Paolo Rinaldi &middot; 5 giugno 2014 &middot; letto 3.482 volte</p>
<div class="social"><a href="/condividi/facebook">Mi piace 57</a> <a href="/condividi/twitter">Tweet</a> <a href="/condividi/google">+1</a> <a href="/invia">Invia</a> <a href="javascript:print()">Stampa</a></div>
<p>Il ponte sul torrente Lurio resterà chiuso al traffico dal 1&deg; luglio fino alla fine di settembre. La Provincia ha approvato il progetto per consolidare l'arcata centrale, danneggiata dalla piena dello scorso novembre.</p>
<p>Durante i lavori le auto dovranno passare da Casalvecchio, con un allungamento di circa quindici chilometri. Gli autobus di linea seguiranno la stessa deviazione.</p>
<p><img src="/immagini/2014/06/ponte-lurio.svg" width="520" height="290" alt=""><br><span class="didascalia">Il ponte sul Lurio visto dalla riva sinistra (foto Rinaldi)</span></p>
<p>Il Comune ha chiesto alla Provincia una passerella provvisoria per i pedoni. La risposta è attesa entro la prossima settimana.</p>
<div class="correlati"><b>Articoli correlati</b><ul><li><a href="/cronaca/valdorsa/2013/11/18/la-piena-del-lurio-51022.html">La piena del Lurio: danni per due milioni</a> (18/11/2013)</li><li><a href="/cronaca/valdorsa/2014/02/11/ponte-sopralluogo-dei-tecnici-51788.html">Ponte, sopralluogo dei tecnici</a> (11/02/2014)</li></ul></div>
<div class="adv-centro"><small>Pubblicità</small><img src="/immagini/pubblicita/pizzeria.svg" width="468" height="60" alt="Pizzeria Il Mulino"></div>
<div class="interventi">{interventi}</div>
<div class="scrivi"><form action="/commenta" method="post"><p>Nome <input type="text" name="nome"> Email <input type="text" name="email"></p><textarea name="testo" rows="5" cols="55"></textarea><p><input type="submit" value="Invia"></p><p class="avviso">I messaggi vengono pubblicati dopo l'approvazione della redazione.</p></form></div>
</div>
<div id="colonna">
<div class="riquadro"><small>Pubblicità</small><img src="/immagini/pubblicita/banca-300.svg" width="300" height="250" alt="Banca della Valle"></div>
<div class="riquadro"><h4>I più letti</h4><ol>{letti}</ol></div>
<div class="riquadro"><h4>I più commentati</h4><ul>{commentati}</ul></div>
<div class="riquadro"><h4>Tag</h4><div class="nuvola">{tag}</div></div>
<div class="riquadro"><h4>Meteo</h4><p>Oggi 24&deg; sereno &middot; venerdì 26&deg; &middot; sabato 22&deg; temporali</p></div>
<div class="riquadro"><h4>Farmacie di turno</h4><p>Farmacia Centrale, via Roma 12 &middot; Farmacia San Lurio, piazza del Mercato 3</p></div>
</div>
</div>
<div id="piede">{footer("/", [("Sezioni", ["Cronaca", "Politica", "Economia", "Sport", "Cultura", "Eventi"]), ("Servizi", ["Annunci", "Necrologi", "Meteo", "Farmacie di turno", "Abbonamenti"]), ("Chi siamo", ["Redazione", "Contatti", "Pubblicità", "Privacy", "Note legali"])], box='div class="colpiede"', title="h5")}<p>&copy; 2014 L'Eco della Valdorsa &middot; P. IVA 01234560987</p></div>
</div>
</body>
</html>
"""
    css = """<style>
body{margin:0;background:#e9ecef;font:13px/1.55 Verdana,Arial,sans-serif}#sito{width:980px;margin:0 auto;background:#fff}#testata{padding:10px;position:relative}.oggi{position:absolute;right:10px;top:32px;font-size:11px;color:#666}
#menu{background:#0a6b5b;padding:6px}#menu a{color:#fff;font-weight:bold;margin-right:10px;font-size:12px}#paesi{font-size:11px;padding:4px 10px;background:#e4f2ef}.bannertop,.adv-centro{text-align:center;padding:6px}small{display:block;font-size:9px;color:#999}
#corpo{overflow:hidden}#articolo{float:left;width:630px;padding:10px 15px}#colonna{float:right;width:310px;padding:10px}.sommario{font-size:15px;font-weight:normal;color:#444}.autore,.didascalia{font-size:11px;color:#888}.social a{font-size:11px;margin-right:8px}
.interventi{border-top:3px solid #0a6b5b;margin-top:12px;padding-top:6px}.interventi p{margin:4px 0}.interventi .firma{font-size:11px;color:#0a6b5b;text-align:right;border-bottom:1px solid #ddd;padding-bottom:6px;margin-bottom:10px}
.avviso{font-size:10px;color:#999}.riquadro{border:1px solid #ddd;padding:6px;margin-bottom:10px}.nuvola a{margin-right:4px}#piede{clear:both;background:#0a6b5b;color:#cde;font-size:11px;padding:10px;overflow:hidden}#piede a{color:#fff}.colpiede{float:left;width:320px}#piede p{clear:both}
</style>"""
    files = {
        "/immagini/eco-della-valdorsa.svg": svg(360, 60, "#0a6b5b", "L'Eco della Valdorsa", 22),
        "/immagini/pubblicita/concessionaria.svg": svg(728, 90, "#333", "Auto Valdorsa"),
        "/immagini/2014/06/ponte-lurio.svg": svg(520, 290, "#8a9", "ponte sul Lurio"),
        "/immagini/pubblicita/pizzeria.svg": svg(468, 60, "#c30", "Pizzeria Il Mulino"),
        "/immagini/pubblicita/banca-300.svg": svg(300, 250, "#036", "Banca della Valle"),
    }
    html = (
        doc(
            "html4t",
            title="Ponte sul Lurio chiuso per tre mesi - L'Eco della Valdorsa",
            lang="it",
            head=css,
        )
        + body
    )
    return make(
        "fg-it-news-ponte",
        "discussion",
        "it",
        html,
        cs,
        path=path,
        container="no heading: div.interventi after an ad, a plain run of p elements; each comment is its TEXT in one or two p, closed by p.firma 'b NAME · DATE' (name in bold at the end); no per-comment wrapper, no avatars; the form after it",
        heading=None,
        description="An Italian valley paper of 2014 (invented): a bridge closed for three months of repairs; 4 comments without any heading, each a run of <p> closed by a signature line with the name in bold, no wrapper per comment, no avatars; around them the date and update time, a 13-item menu, six villages, a leaderboard, a read count, share counts, a captioned photo, related articles with dates, ads, 'I più letti', 'I più commentati' with counts, a tag cloud, weather, pharmacies and a footer of 16 links.",
        files=files,
    )
