"""Blind set ec: two discussions as a crawler saved them: a French regional news site of 2012 ("Réactions", never
"comment": the first reactions, a sponsored entry inside the list, a "show the next 9" gap whose reactions are not
printed, then the latest ones in a second list; hexadecimal references for typographic characters) and a Spanish
town paper of 2013 (a server-printed discussion two deep copied again, flat, into a `<noscript>` block for search
engines; named entities). Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_ec_common import Case, ent, kids, make, talk

# --------------------------------------------------------------------------- fr: a regional site, 2012 (load-more gap)


def fr_marche() -> Case:
    cs = talk("""
Gégé71 @ Le 03/05/2012 à 18h42 :: Encore des travaux ! La place du Marché a déjà été refaite en 2003, je ne vois pas ce qu’il y a à changer.
>Sylvie B. @ Le 03/05/2012 à 19h05 :: @Gégé71 : les pavés bougent de partout et l’eau stagne devant la fontaine à chaque averse. Il fallait bien faire quelque chose.
Marchand de Lerville @ Le 03/05/2012 à 19h30 :: Je suis maraîcher et j’ai mon emplacement au même endroit depuis 22 ans. Place de la Halle, on nous met où ? Derrière, le long du parking, là où personne ne passe… Personne à la mairie ne nous a demandé notre avis avant le conseil.
Anne-Laure @ Le 03/05/2012 à 20h14 :: Ce sera l’occasion de découvrir la place de la Halle, qui est bien jolie et qu’on ne voit jamais un samedi matin. Un peu d’optimisme !
Jean-Pierre Moreau @ Le 03/05/2012 à 21h02 :: Et pour se garer ? Le parking de la Halle a 60 places, celui du Marché en a 180.
>Anne-Laure @ Le 03/05/2012 à 21h20 :: Il y aura une navette gratuite depuis la gare routière, c’est écrit dans l’article.
Citoyen_vigilant @ Le 04/05/2012 à 10h37 :: Dix-huit mois de travaux annoncés, donc trois ans en vrai. On connaît la chanson.
lea.fournier @ Le 04/05/2012 à 11h50 :: Mes grands-parents tenaient la mercerie au coin de la rue des Tanneurs. Ils disaient déjà dans les années 70 que le marché « allait partir ». Il est toujours là. Il reviendra.
Thierry Vasseur @ Le 04/05/2012 à 12h16 :: Très bonne nouvelle pour les commerçants de la rue de la Halle.
""")
    k = kids(cs)
    first, latest = k[None][:4], k[None][4:]
    likes = [4, 11, 23, 9, 7, 2, 15, 12, 3]

    def x(t: str) -> str:
        return ent(t, "hex")

    def li(i: int, reply: bool = False) -> str:
        c = cs[i]
        sub = ""
        if i in k:
            sub = '<ul class="reac-reponses">' + "".join(li(j, True) for j in k[i]) + "</ul>"
        return (
            f'<li class="reac{" reac--reponse" if reply else ""}" id="r{88213 + i * 17}">'
            f'<div class="reac-entete"><img class="reac-avatar" src="/_avatar/r{i}.svg" width="32" height="32" alt=""> '
            f'<span class="reac-pseudo">{x(c.who)}</span> <span class="reac-date">{c.at}</span></div>'
            f'<div class="reac-texte">{x(c.body)}</div>'
            f'<div class="reac-outils"><a href="#repondre" class="reac-repondre">Répondre</a> | <a href="/abus/?r={88213 + i * 17}" rel="nofollow">Signaler un abus</a> | <span class="reac-vote">J&#x2019;aime ({likes[i]})</span></div>'
            f"{sub}</li>\n"
        )

    sponso = """<li class="reac-pub" data-pub="native-2">
<div class="reac-entete"><img src="/_avatar/pub-credit-orsance.svg" width="32" height="32" alt=""> <span class="pub-marque">Crédit Régional de l&#x2019;Orsance</span> <span class="pub-label">Sponsorisé</span></div>
<div class="pub-texte">Commerçants, artisans&#xA0;: le prêt Relais Travaux vous accompagne pendant les chantiers de votre centre-ville. <a href="http://pub.regie.example/clic?id=5521">En savoir plus</a></div></li>
"""
    list1 = "".join(li(i) for i in first[:3]) + sponso + "".join(li(i) for i in first[3:])
    list2 = "".join(li(i) for i in latest)
    hidden = 9
    total = len(cs) + hidden
    page = f"""<!DOCTYPE html>
<html lang="fr">
<head>
<meta charset="utf-8">
<title>Saint-Aubreuil : le marché du samedi déménage place de la Halle pendant les travaux - La Voix de l&#x2019;Orsance</title>
<meta name="description" content="Pendant les 18 mois de travaux de la place du Marché, les 64 commerçants du marché du samedi s&#x2019;installeront place de la Halle.">
<meta property="og:title" content="Saint-Aubreuil : le marché du samedi déménage place de la Halle">
<meta property="og:site_name" content="La Voix de l&#x2019;Orsance">
<link rel="stylesheet" href="/static/css/voix-2011.min.css">
<style>
body{{margin:0;font:14px/1.45 Arial,sans-serif;background:#f0ede6}} #conteneur{{width:990px;margin:0 auto;background:#fff}}
#bandeau{{background:#a3121b;color:#fff;padding:12px 20px}} #bandeau a{{color:#fff}} #rubriques{{background:#222;padding:6px 20px}} #rubriques a{{color:#eee;margin-right:14px;text-decoration:none;font-weight:bold}}
#principal{{float:left;width:640px;padding:20px}} #colonne{{float:right;width:290px;padding:20px 20px 0 0}}
.chapo{{font-weight:bold;font-size:16px}} .signature{{color:#777;font-size:12px}}
#reactions h2{{border-bottom:3px solid #a3121b;font-size:18px}} ul.reac-liste,ul.reac-reponses{{list-style:none;margin:0;padding:0}}
li.reac{{border-bottom:1px solid #e5e1d8;padding:10px 0}} ul.reac-reponses{{margin:8px 0 0 40px}} .reac-pseudo{{font-weight:bold;color:#a3121b}}
.reac-date{{color:#999;font-size:11px}} .reac-outils{{font-size:11px;color:#999}} .reac-outils a{{color:#999}}
li.reac-pub{{background:#f8f6f0;padding:10px;border:1px dashed #d6cfbf;margin:6px 0}} .pub-label{{font-size:10px;text-transform:uppercase;color:#aaa}}
.reac-suite{{text-align:center;margin:12px 0}} .reac-suite a{{display:inline-block;background:#a3121b;color:#fff;padding:6px 16px;border-radius:3px;text-decoration:none}}
#pied{{clear:both;background:#222;color:#aaa;font-size:11px;padding:14px 20px}}
</style>
<script src="/static/js/jquery-1.7.2.min.js"></script>
<script>var xtpage="orsance::saint-aubreuil::marche-samedi"; var pubSite="voix-orsance";</script>
</head>
<body>
<div id="conteneur">
<div class="pub-haut" style="text-align:center;padding:8px;background:#f0ede6"><a href="http://pub.regie.example/clic?id=5502"><img src="/_avatar/banniere-salon-habitat.svg" width="728" height="90" alt="Publicité"></a></div>
<div id="bandeau"><a href="/"><img src="/_avatar/logo-voix-orsance.svg" width="300" height="50" alt="La Voix de l&#x2019;Orsance"></a> <span style="float:right;font-size:12px">Vendredi 4 mai 2012 &#xB7; <a href="/abonnement/">S&#x2019;abonner</a> &#xB7; <a href="/connexion/">Se connecter</a></span></div>
<div id="rubriques"><a href="/">Accueil</a><a href="/saint-aubreuil/">Saint-Aubreuil</a><a href="/lerville/">Lerville</a><a href="/val-orsance/">Val d&#x2019;Orsance</a><a href="/sports/">Sports</a><a href="/loisirs/">Loisirs</a><a href="/necrologie/">Carnet</a><a href="/petites-annonces/">Annonces</a></div>
<div id="principal">
<p class="fil"><a href="/">Accueil</a> &#x203A; <a href="/saint-aubreuil/">Saint-Aubreuil</a> &#x203A; Vie locale</p>
<h1>Saint-Aubreuil : le marché du samedi déménage place de la Halle pendant les travaux</h1>
<p class="signature">Publié le 03/05/2012 à 17h15 | Par Claire Dubosc</p>
<div class="partage"><a href="http://www.facebook.example/sharer.php?u=x">Partager sur Facebook</a> (37) &#xB7; <a href="http://twitter.example/share?url=x">Tweeter</a> (12) &#xB7; <a href="/envoyer/?id=1184420">Envoyer</a> &#xB7; <a href="/imprimer/?id=1184420">Imprimer</a></div>
<p class="chapo">{x("Pendant les dix-huit mois de réfection de la place du Marché, les 64 commerçants du marché du samedi s’installeront place de la Halle. Le conseil municipal a voté le projet mercredi soir.")}</p>
<p>{x("Le chantier, estimé à 2,4 millions d’euros, doit démarrer le 2 juillet. Il prévoit le remplacement complet des pavés, la rénovation de la fontaine et la création d’un parvis devant l’église Saint-Martin.")}</p>
<p>{x("« Nous avons cherché la solution qui garde le marché en centre-ville », a expliqué l’adjoint au commerce, Bernard Lacombe. Une navette gratuite reliera la gare routière à la place de la Halle chaque samedi matin de 7 h 30 à 13 heures.")}</p>
<p>{x("L’Association des commerçants non sédentaires regrette de ne pas avoir été consultée plus tôt et demande une réunion avant l’été.")}</p>
<p class="motscles">Mots-clés : <a href="/tag/marche/">marché</a>, <a href="/tag/travaux/">travaux</a>, <a href="/tag/saint-aubreuil/">Saint-Aubreuil</a></p>
<div class="pub-milieu" style="text-align:center;margin:14px 0"><span style="font-size:10px;color:#aaa">Publicité</span><br><img src="/_avatar/pave-garage.svg" width="300" height="250" alt=""></div>
<div id="reactions">
<h2>Réactions ({total})</h2>
<p class="reac-charte" style="font-size:11px;color:#888">Les réactions sont publiées sous la responsabilité de leurs auteurs. <a href="/charte/">Lire la charte</a></p>
<ul class="reac-liste">
{list1}</ul>
<div class="reac-suite"><a href="/saint-aubreuil/2012/05/03/le-marche-du-samedi-demenage-place-de-la-halle?reac=2#reactions" data-offset="4">Afficher les {hidden} réactions suivantes</a></div>
<h3 style="font-size:14px;color:#a3121b">Les plus récentes</h3>
<ul class="reac-liste reac-liste--recentes">
{list2}</ul>
<div id="repondre"><h3>Réagir</h3><p>Vous devez être <a href="/connexion/">connecté</a> pour réagir. <a href="/inscription/">Créer un compte</a></p></div>
</div>
</div>
<div id="colonne">
<div style="text-align:center"><span style="font-size:10px;color:#aaa">Publicité</span><br><img src="/_avatar/pave-concessionnaire.svg" width="300" height="250" alt=""></div>
<h3>Les plus lus</h3>
<ol><li><a href="/a/1184401">Lerville : un camion se renverse sur la RD 920</a></li><li><a href="/a/1184420">Le marché du samedi déménage place de la Halle</a></li><li><a href="/a/1184377">Bac 2012 : les dates des épreuves</a></li><li><a href="/a/1184352">Foot : Saint-Aubreuil monte en DH</a></li></ol>
<h3>Agenda du week-end</h3>
<ul><li>Sam. 5 mai &#x2013; Brocante, quai de l&#x2019;Orsance</li><li>Sam. 5 mai &#x2013; Concert de l&#x2019;harmonie, kiosque</li><li>Dim. 6 mai &#x2013; Second tour de la présidentielle</li></ul>
<h3>Météo</h3><p>Samedi : averses, 14&#xB0; &#x2013; Dimanche : éclaircies, 17&#xB0;</p>
</div>
<div id="pied">&#xA9; La Voix de l&#x2019;Orsance 2012 &#xB7; <a href="/mentions-legales/">Mentions légales</a> &#xB7; <a href="/contact/">Contact</a> &#xB7; <a href="/publicite/">Annoncer</a> &#xB7; <a href="/rss/">Flux RSS</a></div>
</div>
</body>
</html>
"""
    return make(
        "ec-fr-saint-aubreuil-marche",
        "discussion",
        "fr",
        page,
        cs,
        path="/saint-aubreuil/2012/05/03/le-marche-du-samedi-demenage-place-de-la-halle",
        container="div#reactions: h2 'Réactions (18)', ul.reac-liste of li.reac (span.reac-pseudo NAME, span.reac-date, div.reac-texte, div.reac-outils 'Répondre | Signaler un abus | J’aime (n)') with answers in ul.reac-reponses; a sponsored li.reac-pub inside the first list; 'Afficher les 9 réactions suivantes' (not printed); 'Les plus récentes' and a second ul.reac-liste",
        heading="Réactions (18)",
        description="A French regional news site of May 2012: 9 printed reactions of 18 (6 in a first list, two of them answers, with a sponsored entry of a bank between them, a 'show the next 9' button whose reactions are not in the page, then the 3 latest in a second list), typographic characters as hexadecimal references (&#x2019; « »); never says 'comment'.",
    )


# --------------------------------------------------------------------------- es: a town paper, 2013 (noscript copy)


def es_mercado() -> Case:
    cs = talk("""
Rafa_Valdemora @ 12.06.2013 | 10:41 :: Ya era hora. El mercado de abastos lleva cerrado desde 2009 y se está cayendo a pedazos. Ojalá lo abran pronto.
>Mari Carmen @ 12.06.2013 | 11:02 :: ¿Pronto? Dicen que la obra dura veinte meses. Con suerte, para las fiestas de 2015.
>>Rafa_Valdemora @ 12.06.2013 | 11:15 :: Bueno, mejor tarde que nunca, ¿no?
Antonio Gil Serrano @ 12.06.2013 | 11:48 :: Mi padre tuvo el puesto de pescado número 14 durante treinta años. Me alegro de que no lo tiren, pero que no lo conviertan en otro sitio de gintonics para turistas. Lo que hace falta en el centro es comprar fruta y carne sin coger el coche.
>Lucía @ 12.06.2013 | 12:30 :: Totalmente de acuerdo, Antonio. En el pliego pone que al menos la mitad de los puestos serán de alimentación fresca. Está en la web del Ayuntamiento.
>Paco el del 3º @ 12.06.2013 | 13:05 :: Pues a mí un sitio de tapas me parece bien, que los jóvenes también tienen derecho a salir en el pueblo.
vecina_del_centro @ 12.06.2013 | 14:22 :: ¿Y el aparcamiento? Porque en la plaza no cabe ni un coche más.
Jesús M. @ 12.06.2013 | 16:10 :: 1,8 millones de euros con el paro como está... No sé yo si es el momento.
>Lucía @ 12.06.2013 | 16:45 :: Jesús, la mayor parte viene de fondos europeos, no del presupuesto municipal. Si no se gasta en esto, se pierde.
Encarna Ruiz @ 12.06.2013 | 19:37 :: ¡Qué recuerdos! Los sábados con mi abuela, el olor a pan y el ruido de la báscula del puesto de los huevos. ¡Ánimo con el proyecto!
""")
    k = kids(cs)
    votes = [(31, 4), (12, 2), (5, 0), (44, 1), (20, 0), (6, 9), (17, 3), (9, 14), (11, 2), (25, 0)]

    def n(t: str) -> str:
        return ent(t, "named")

    def box(i: int) -> str:
        c = cs[i]
        sub = ""
        if i in k:
            sub = '<div class="cmt-respuestas">' + "".join(box(j) for j in k[i]) + "</div>"
        up, down = votes[i]
        return (
            f'<div class="cmt" id="c-{40771 + i * 9}" data-id="{40771 + i * 9}">'
            f'<div class="cmt-avatar"><img src="/_avatar/u{i}.svg" width="40" height="40" alt=""></div>'
            f'<div class="cmt-cuerpo"><div class="cmt-cab"><span class="cmt-autor">{n(c.who)}</span> <span class="cmt-fecha">{c.at}</span></div>'
            f'<div class="cmt-texto"><p>{n(c.body)}</p></div>'
            f'<div class="cmt-acciones"><a href="#" class="cmt-responder">Responder</a> &middot; <a href="#" class="cmt-denunciar">Denunciar</a> <span class="cmt-votos"><a href="#" class="v-mas">+{up}</a> <a href="#" class="v-menos">-{down}</a></span></div></div>'
            f"{sub}</div>\n"
        )

    shown = "".join(box(i) for i in k[None])
    # the copy for search engines: every entry flat, in the order of the thread, name, date and text
    copy = "".join(
        f"<li><strong>{n(c.who)}</strong> ({c.at.replace(' | ', ' ')}): {n(c.body)}</li>\n" for c in cs
    )
    page = f"""<!DOCTYPE html>
<html lang="es">
<head>
<meta http-equiv="Content-Type" content="text/html; charset=utf-8">
<title>El Ayuntamiento adjudica la rehabilitaci&oacute;n del Mercado de Abastos | Diario de Valdemora</title>
<meta name="description" content="Las obras del antiguo mercado de la plaza de San Roque costar&aacute;n 1,8 millones y durar&aacute;n veinte meses.">
<meta property="og:type" content="article">
<meta property="og:title" content="El Ayuntamiento adjudica la rehabilitaci&oacute;n del Mercado de Abastos">
<link rel="stylesheet" href="/css/dv-2013.css?v=34">
<style>
body{{margin:0;background:#eaeaea;font:14px/1.5 Georgia,serif}} .dv-wrap{{width:980px;margin:0 auto;background:#fff}}
.dv-cab{{padding:14px 20px;border-bottom:4px solid #0b4f8a}} .dv-menu{{background:#0b4f8a;padding:7px 20px}} .dv-menu a{{color:#fff;font:bold 12px Arial;margin-right:16px;text-decoration:none;text-transform:uppercase}}
.dv-main{{float:left;width:650px;padding:20px}} .dv-lateral{{float:right;width:270px;padding:20px 20px 0 0;font:12px Arial}}
.entradilla{{font-size:17px;color:#444}} .firma{{font:12px Arial;color:#777}}
#comentarios h3{{font:bold 16px Arial;border-top:2px solid #0b4f8a;padding-top:8px}} .cmt{{overflow:hidden;border-bottom:1px solid #eee;padding:10px 0}}
.cmt-avatar{{float:left;width:48px}} .cmt-cuerpo{{margin-left:52px}} .cmt-autor{{font:bold 13px Arial;color:#0b4f8a}} .cmt-fecha{{font:11px Arial;color:#999}}
.cmt-respuestas{{margin:8px 0 0 52px;border-left:2px solid #dfe7ef;padding-left:10px}} .cmt-acciones{{font:11px Arial;color:#999}} .v-mas{{color:#2a8a2a}} .v-menos{{color:#b22}}
.dv-pie{{clear:both;background:#333;color:#bbb;font:11px Arial;padding:14px 20px}}
</style>
<script type="text/javascript" src="/js/jquery-1.9.1.min.js"></script>
<script type="text/javascript" src="/js/dv-participa.js?v=12"></script>
</head>
<body>
<div class="dv-wrap">
<div style="text-align:center;padding:6px;background:#f4f4f4"><img src="/_avatar/banner-caja-valdemora.svg" width="728" height="90" alt="Publicidad"></div>
<div class="dv-cab"><a href="/"><img src="/_avatar/logo-diario-valdemora.svg" width="320" height="56" alt="Diario de Valdemora"></a> <span style="float:right;font:11px Arial;color:#777">Mi&eacute;rcoles, 12 de junio de 2013 &middot; Valdemora 31&ordm;C</span></div>
<div class="dv-menu"><a href="/">Portada</a><a href="/valdemora/">Valdemora</a><a href="/comarca/">Comarca</a><a href="/deportes/">Deportes</a><a href="/cultura/">Cultura</a><a href="/opinion/">Opini&oacute;n</a><a href="/esquelas/">Esquelas</a></div>
<div class="dv-main">
<p class="firma"><a href="/valdemora/">Valdemora</a> &gt; Urbanismo</p>
<h1>El Ayuntamiento adjudica la rehabilitaci&oacute;n del Mercado de Abastos</h1>
<p class="entradilla">{n("Las obras del antiguo mercado de la plaza de San Roque costarán 1,8 millones de euros, durarán veinte meses y mantendrán la fachada de ladrillo de 1927.")}</p>
<p class="firma">Elena Casado &middot; 12/06/2013 - 08:30h &middot; <a href="#comentarios">10 comentarios</a></p>
<div class="compartir" style="font:11px Arial;margin:8px 0"><a href="#">Facebook</a> (58) &middot; <a href="#">Twitter</a> (21) &middot; <a href="#">Tuenti</a> &middot; <a href="#">Men&eacute;ame</a> &middot; <a href="#">Enviar</a></div>
<p>{n("La Junta de Gobierno Local adjudicó ayer a la empresa Construcciones Hermanos Arévalo la rehabilitación del Mercado de Abastos, cerrado desde diciembre de 2009 por el mal estado de su cubierta.")}</p>
<p>{n("El proyecto conserva la fachada y la estructura de hierro del edificio, y prevé 22 puestos, de los que al menos once deberán dedicarse a la alimentación fresca. El resto podrá destinarse a hostelería.")}</p>
<p>{n("El 80 % de la inversión procede de fondos europeos de desarrollo regional. «Es el proyecto más importante de esta legislatura para el casco antiguo», afirmó el alcalde, Fernando Pizarro.")}</p>
<p>{n("Los antiguos concesionarios tendrán preferencia en la adjudicación de los nuevos puestos, según el pliego.")}</p>
<div style="margin:14px 0;text-align:center"><span style="font:10px Arial;color:#aaa">PUBLICIDAD</span><br><img src="/_avatar/robapaginas-muebles.svg" width="300" height="250" alt=""></div>
<div id="comentarios">
<h3>10 comentarios</h3>
<p style="font:11px Arial;color:#888">Ordenar: <a href="?orden=antiguos#comentarios"><b>M&aacute;s antiguos</b></a> | <a href="?orden=votados#comentarios">M&aacute;s votados</a></p>
<div id="dv-participa" class="cmt-lista" data-articulo="31887">
{shown}</div>
<noscript><div class="cmt-seo"><p>Comentarios de los lectores:</p><ul>
{copy}</ul></div></noscript>
<div class="cmt-form"><h4>Deja tu comentario</h4><p style="font:12px Arial"><a href="/usuarios/entrar/">Entra</a> o <a href="/usuarios/registro/">reg&iacute;strate</a> para comentar. Los comentarios son moderados despu&eacute;s de su publicaci&oacute;n.</p></div>
</div>
</div>
<div class="dv-lateral">
<div style="text-align:center"><img src="/_avatar/lateral-autoescuela.svg" width="250" height="250" alt="Publicidad"></div>
<h4>Lo m&aacute;s le&iacute;do</h4>
<ol><li><a href="/n/31880">Cortes de agua en el barrio de la Estaci&oacute;n</a></li><li><a href="/n/31887">El Ayuntamiento adjudica la rehabilitaci&oacute;n del Mercado de Abastos</a></li><li><a href="/n/31871">El CD Valdemora ficha a un lateral del Extremadura</a></li><li><a href="/n/31866">Horarios de la feria de San Juan</a></li></ol>
<h4>Farmacias de guardia</h4>
<p>Hoy: Ldo. Ortega, C/ Real 18 &middot; Ma&ntilde;ana: Lda. Vidal, Av. de la Constituci&oacute;n 4</p>
</div>
<div class="dv-pie">&copy; 2013 Diario de Valdemora S.L. &middot; <a href="/aviso-legal/">Aviso legal</a> &middot; <a href="/publicidad/">Publicidad</a> &middot; <a href="/contacto/">Contacto</a></div>
</div>
<script type="text/javascript">DVParticipa.init({{contenedor:"dv-participa",articulo:31887,orden:"antiguos"}});</script>
</body>
</html>
"""
    return make(
        "ec-es-valdemora-mercado",
        "discussion",
        "es",
        page,
        cs,
        path="/valdemora/2013/06/12/ayuntamiento-adjudica-rehabilitacion-mercado-abastos-31887.html",
        container="div#comentarios > div#dv-participa.cmt-lista of div.cmt (div.cmt-avatar, div.cmt-cuerpo: span.cmt-autor NAME, span.cmt-fecha, div.cmt-texto > p, div.cmt-acciones with +n/-n votes) with answers in div.cmt-respuestas; then a <noscript> with the same 10 entries flat in a ul (strong NAME (date): text)",
        heading="10 comentarios",
        description="A Spanish town paper of June 2013: 10 comments two deep, printed in the served HTML and printed again, flat, in a <noscript> copy for search engines; named entities throughout (&aacute; &ntilde; &iquest; &iexcl; &laquo;), +n/-n votes, adverts in the article and the rail.",
    )


def threads2_ec() -> list[Case]:
    return [fr_marche(), es_mercado()]
