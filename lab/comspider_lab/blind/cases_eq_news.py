"""Blind set EQ: four news pages of 2010-2013 with one or two readers' comments, each in its site's own markup as
served: a French neighbourhood association's news on Drupal 6 with a Garland-like theme ("Un commentaire", a titled
comment by an unverified visitor), a Spanish regional daily's own CMS with one numbered reader's opinion under
"Opiniones de los lectores", an Italian local portal's "interventi" as rows of a layout table under no heading and a
Brazilian city portal's columnist blog with one reader and the columnist's answer nested in a list under no heading.
Three never say "comment" in their markup. Every site, name, place and text invented for this set; each comment written
by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_eq_common import Case, Entry, esc, make, paras, xhtml

# --------------------------------------------------------------------------- fr: Drupal 6, Garland-like, 2012


def fr_videgrenier() -> Case:
    title = "Vide-grenier du 3 juin : les inscriptions sont ouvertes"
    cs = [
        Entry(
            "Mireille D.",
            "lun, 21/05/2012 - 18:47",
            "Bonjour, est-ce qu'il reste des emplacements côté square ? L'an dernier nous étions rue des Teinturiers "
            "et il n'y avait presque pas de passage l'après-midi.\n\nMerci pour l'organisation, c'est toujours une "
            "belle journée pour le quartier.",
        )
    ]
    css = """body{margin:0;padding:0;background:#edf5fa;font:12px/170% Verdana,sans-serif;color:#494949}
#wrapper{background:#edf5fa}#container{margin:0 auto;padding:0 20px;max-width:1270px}
#header{height:80px;background:#1f6fb5;padding:0 16px}#header h1{margin:0;padding:22px 0 0 0;font-size:28px;font-weight:normal}#header h1 a{color:#fff;text-decoration:none;text-shadow:#1659ac 0 1px 3px}
#header-region{min-height:1em;background:#d2e6f3}ul.primary-links{float:right;margin:0;padding:0}ul.primary-links li{display:inline;list-style:none}ul.primary-links li a{color:#e4f0f8;padding:0.35em 0.8em;text-decoration:none}
#center{float:left;width:100%;margin-right:-100%}#squeeze{margin-left:210px}.right-corner,.left-corner{background:#fff;padding:30px 25px 5em 35px}
#sidebar-left{float:left;width:210px;position:relative;z-index:2}#sidebar-left .block{padding:0 15px 0 0}.block h2{font-size:1.1em;border-bottom:1px solid #d8d8d8;padding-bottom:4px}
h2.with-tabs{font-size:1.6em;margin:0}.breadcrumb{padding-bottom:2em}.node .submitted,.comment .submitted{color:#898989;font-size:0.92em}
.node .terms{font-size:0.8em;float:right}.node .content{line-height:1.6em}ul.links li{display:inline;padding:0 0.5em 0 0}
#comments{margin-top:2em}#comments h2.comments{margin:1em 0 .5em;font-size:1.2em}
.comment{border:1px solid #d3e7f4;background:#f7f7f7;padding:.5em 1em 1em;margin:.5em 0 1.5em}.comment h3{margin:0;font-size:1.1em}.comment .new{text-align:right;font-weight:bold;float:right;color:red}
.box{padding:0 0 1.5em}.box h2{font-size:1.2em}#footer{float:none;clear:both;text-align:center;margin:4em 0 -3em;color:#898989}"""
    c = cs[0]
    body = f"""<div id="header-region" class="clear-block"></div>
<div id="wrapper"><div id="container" class="clear-block">
<div id="header"><div id="logo-floater"><h1><a href="/" title="Comité de quartier des Tanneurs"><img src="/_avatar/logo-tanneurs.svg" alt="" id="logo" width="40" height="40" /><span>Comité de quartier des Tanneurs</span></a></h1></div>
<ul class="links primary-links"><li class="menu-113 first"><a href="/" title="">Accueil</a></li><li class="menu-114 active-trail"><a href="/actualites" title="">Actualités</a></li><li class="menu-115"><a href="/agenda" title="">Agenda</a></li><li class="menu-116"><a href="/adherer" title="">Adhérer</a></li><li class="menu-117 last"><a href="/contact" title="">Contact</a></li></ul>
</div>
<div id="sidebar-left" class="sidebar">
<div id="block-user-0" class="clear-block block block-user"><h2>Connexion utilisateur</h2><div class="content"><form action="/node/145?destination=node%2F145" accept-charset="UTF-8" method="post" id="user-login-form"><div><div class="form-item" id="edit-name-wrapper"><label for="edit-name">Nom d'utilisateur : <span class="form-required" title="Ce champ est obligatoire.">*</span></label><input type="text" maxlength="60" name="name" id="edit-name" size="15" value="" class="form-text required" /></div><div class="form-item" id="edit-pass-wrapper"><label for="edit-pass">Mot de passe : <span class="form-required" title="Ce champ est obligatoire.">*</span></label><input type="password" name="pass" id="edit-pass" maxlength="60" size="15" class="form-text required" /></div><input type="submit" name="op" id="edit-submit" value="Se connecter" class="form-submit" /><div class="item-list"><ul><li class="first"><a href="/user/register" title="Créer un nouveau compte utilisateur.">Créer un nouveau compte</a></li><li class="last"><a href="/user/password" title="Demander un nouveau mot de passe par courriel.">Demander un nouveau mot de passe</a></li></ul></div></div></form></div></div>
<div id="block-node-0" class="clear-block block block-node"><h2>Prochains rendez-vous</h2><div class="content"><div class="item-list"><ul><li class="first"><a href="/agenda/assemblee-generale-2012">Assemblée générale – 25 mai</a></li><li><a href="/agenda/vide-grenier-2012">Vide-grenier – 3 juin</a></li><li class="last"><a href="/agenda/fete-voisins-2012">Fête des voisins – 1er juin</a></li></ul></div></div></div>
<div id="block-block-2" class="clear-block block block-block"><h2>Nous trouver</h2><div class="content"><p>Maison des associations<br />12, rue des Teinturiers<br />Permanence le mercredi de 17 h à 19 h</p></div></div>
</div>
<div id="center"><div id="squeeze"><div class="right-corner"><div class="left-corner">
<div class="breadcrumb"><a href="/">Accueil</a> › <a href="/actualites">Actualités</a></div>
<h2>{esc(title)}</h2>
<div class="clear-block">
<div id="node-145" class="node">
<span class="submitted">Soumis par comite le jeu, 10/05/2012 - 09:15</span>
<div class="meta"><div class="terms terms-inline"><ul class="links inline"><li class="taxonomy_term_4 first last"><a href="/taxonomy/term/4" rel="tag" title="">Vie du quartier</a></li></ul></div></div>
<div class="content clear-block">
<p>Le traditionnel vide-grenier du quartier des Tanneurs aura lieu le dimanche 3 juin, de 7 h à 18 h, sur la place du Marché-aux-Cuirs, dans le square Lapeyre et dans les rues des Teinturiers et du Moulin.</p>
<p>Les inscriptions sont ouvertes aux habitants du quartier jusqu'au 26 mai, puis à tous à partir du 27 mai dans la limite des places disponibles. L'emplacement de trois mètres coûte 8 euros ; les adhérents du comité bénéficient d'un tarif de 5 euros.</p>
<p>Les inscriptions se font à la Maison des associations pendant la permanence du mercredi, ou par courrier avec le bulletin ci-dessous, une photocopie de pièce d'identité et le règlement par chèque.</p>
<p>Une buvette et un stand de crêpes seront tenus par les bénévoles du comité au profit de la fête de fin d'année de l'école Jean-Macé.</p>
<fieldset class="attachments"><legend>Pièce jointe</legend><a href="/sites/default/files/bulletin-vide-grenier-2012.pdf">bulletin-vide-grenier-2012.pdf</a> (112.4 Ko)</fieldset>
</div>
<div class="clear-block"><div class="links"><ul class="links inline"><li class="comment_add first last"><a href="/comment/reply/145#comment-form" title="Partager vos idées et opinions à propos de cet envoi.">Ajouter un commentaire</a></li></ul></div></div>
</div>
<div id="comments"><h2 class="comments">Un commentaire</h2><a id="comment-318"></a>
<div class="comment comment-published odd clear-block">
<h3><a href="/node/145#comment-318" class="active">Emplacements</a></h3>
<div class="submitted">Soumis par {esc(c.who)} (non vérifié) le {esc(c.at)}.</div>
<div class="content">{paras(c.text)}</div>
<div class="links"><ul class="links"><li class="comment_reply first last"><a href="/comment/reply/145/318">répondre</a></li></ul></div>
</div>
<div class="box"><h2>Ajouter un commentaire</h2><div class="content"><form action="/comment/reply/145" accept-charset="UTF-8" method="post" id="comment-form"><div>
<div class="form-item" id="edit-name-1-wrapper"><label for="edit-name-1">Votre nom : </label><input type="text" maxlength="60" name="name" id="edit-name-1" size="30" value="Anonyme" class="form-text" /></div>
<div class="form-item" id="edit-subject-wrapper"><label for="edit-subject">Sujet : </label><input type="text" maxlength="64" name="subject" id="edit-subject" size="60" value="" class="form-text" /></div>
<div class="form-item" id="edit-comment-wrapper"><label for="edit-comment">Commentaire : <span class="form-required" title="Ce champ est obligatoire.">*</span></label><textarea cols="60" rows="15" name="comment" id="edit-comment" class="form-textarea resizable required"></textarea></div>
<input type="submit" name="op" id="edit-preview" value="Aperçu" class="form-submit" />
</div></form></div></div>
</div>
</div>
<div id="footer"><p>Comité de quartier des Tanneurs – association loi 1901 · <a href="/mentions-legales">Mentions légales</a></p></div>
</div></div></div></div>
</div></div>"""
    return make(
        "eq-fr-tanneurs-vide-grenier",
        "small_thread",
        "fr",
        xhtml(
            title,
            "Comité de quartier des Tanneurs",
            "fr",
            css,
            body,
            published="2012-05-10T09:15:00+02:00",
            author="comite",
            head='<meta name="Generator" content="Drupal 6 (http://drupal.org)" />\n',
        ),
        cs,
        path="/node/145",
        container="div#comments > h2.comments 'Un commentaire' > div.comment.comment-published (h3 > a SUBJECT 'Emplacements'; div.submitted 'Soumis par NAME (non vérifié) le DATE.'; div.content > p; ul.links 'répondre'), then the 'Ajouter un commentaire' form box",
        heading="Un commentaire",
        description="A French neighbourhood association's news page of May 2012 on Drupal 6 with a Garland-like theme (login block, upcoming events, address, breadcrumb, attachment): one visitor's titled comment, 'non vérifié', under 'Un commentaire', then the comment form.",
    )


# --------------------------------------------------------------------------- es: a regional daily's own CMS, 2013


def es_piscina() -> Case:
    title = "La piscina municipal de Valdemoral abrirá el 15 de junio con nuevos horarios"
    cs = [
        Entry(
            "vecino_de_la_cuesta",
            "08.04.2013 | 10:27",
            "Está bien que abran antes, pero el precio del bono de temporada sube otra vez, y ya van tres años "
            "seguidos. Para una familia con tres hijos son casi 200 euros. ¿No se podría hacer un bono familiar "
            "como en Torrejara?",
        )
    ]
    css = """body{margin:0;background:#e6e6e6;font:13px Arial,Helvetica,sans-serif;color:#222}
#cabecera{width:980px;margin:0 auto;background:#fff}#cabecera .fecha{font-size:11px;color:#777;padding:6px 12px;border-bottom:1px solid #ddd}
#cabecera .marca{padding:14px 12px;font:bold 40px 'Times New Roman',serif;color:#8b0000}#cabecera .marca small{display:block;font:12px Arial;color:#555}
#menu{width:980px;margin:0 auto;background:#8b0000}#menu a{color:#fff;font-weight:bold;font-size:12px;text-decoration:none;display:inline-block;padding:7px 9px;text-transform:uppercase}
#contenedor{width:980px;margin:0 auto;background:#fff;overflow:hidden}#col-noticia{float:left;width:640px;padding:16px}#col-derecha{float:right;width:300px;padding:16px 12px 16px 0}
.antetitulo{color:#8b0000;font-weight:bold;text-transform:uppercase;font-size:11px}h1.titular{font:bold 30px Georgia,serif;margin:4px 0 8px;line-height:1.15}
.entradilla{font:16px Georgia,serif;color:#444}.firma{font-size:11px;color:#666;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0;margin:10px 0}
.cuerpo p{font:15px/1.55 Georgia,serif}.compartir{margin:12px 0;font-size:11px}.compartir a{background:#eee;padding:3px 6px;margin-right:4px;color:#333;text-decoration:none}
#opiniones{margin-top:26px;border-top:3px solid #8b0000}#opiniones h3{font:bold 17px Georgia,serif;margin:8px 0}.normas{font-size:11px;color:#777;margin-bottom:8px}
ul.lista-opiniones{list-style:none;margin:0;padding:0}li.opinion{border-bottom:1px solid #e3e3e3;padding:8px 0}
.op-cab{font-size:11px;color:#777}.op-num{display:inline-block;background:#8b0000;color:#fff;font-weight:bold;padding:0 5px;margin-right:6px}.op-autor{color:#8b0000;font-size:12px}
.op-txt{margin:6px 0;font-size:13px;line-height:1.5}.op-pie{font-size:11px}.op-pie a{color:#555;margin-right:8px}
.formulario{background:#f4f4f4;padding:10px;margin-top:10px}.formulario textarea{width:98%;height:70px}
.modulo{border:1px solid #ddd;margin-bottom:14px}.modulo h4{margin:0;background:#333;color:#fff;padding:5px 8px;font-size:12px;text-transform:uppercase}.modulo ol,.modulo ul{margin:8px 0;padding-left:26px}
.publi{height:250px;background:#f2f2f2;border:1px solid #ddd;text-align:center;color:#aaa;font-size:10px;margin-bottom:14px}
#pie{width:980px;margin:0 auto;background:#333;color:#bbb;font-size:11px;padding:14px 12px;box-sizing:border-box}#pie a{color:#eee}"""
    c = cs[0]
    body = f"""<div id="cabecera"><div class="fecha">Lunes, 8 de abril de 2013 · Actualizado a las 11:02</div>
<div class="marca">Diario del Alto Jarama<small>El periódico de la Sierra Norte desde 1987</small></div></div>
<div id="menu"><a href="/">Portada</a><a href="/comarca/">Comarca</a><a href="/valdemoral/">Valdemoral</a><a href="/deportes/">Deportes</a><a href="/cultura/">Cultura</a><a href="/agenda/">Agenda</a><a href="/hemeroteca/">Hemeroteca</a></div>
<div id="contenedor">
<div id="col-noticia">
<div class="antetitulo">Valdemoral · Servicios</div>
<h1 class="titular">{esc(title)}</h1>
<p class="entradilla">El Ayuntamiento adelanta dos semanas la temporada de baño y amplía el horario de tarde hasta las 21 horas, aunque el bono de temporada sube un 6%.</p>
<div class="firma">J. R. Navacerrada | Valdemoral | 08.04.2013 - 07:00</div>
<div class="compartir"><a href="#">Tuenti</a><a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Enviar</a><a href="#">Imprimir</a></div>
<div class="cuerpo">
<p>La piscina municipal de Valdemoral abrirá sus puertas este año el sábado 15 de junio, dos semanas antes que en temporadas anteriores, según aprobó la Junta de Gobierno local en su reunión del pasado jueves.</p>
<p>El horario también cambia: de lunes a viernes se podrá entrar de 11.30 a 21.00 horas, una hora más por la tarde, y los fines de semana de 11.00 a 21.00. La concejala de Deportes, Pilar Somosierra, explicó que la ampliación responde a «las peticiones de muchos vecinos que trabajan por la mañana».</p>
<p>El bono de temporada para empadronados pasa de 47 a 50 euros para adultos y de 28 a 30 euros para menores de 14 años. La entrada de un día costará 3,50 euros. Los jubilados y las personas con discapacidad mantendrán la entrada gratuita.</p>
<p>Durante el mes de mayo se renovará el vaso infantil y se sustituirán las duchas exteriores, con un presupuesto de 38.000 euros.</p>
</div>
<div class="compartir"><a href="#">Tuenti</a><a href="#">Facebook</a><a href="#">Twitter</a><a href="#">Menéame</a></div>
<div id="opiniones">
<h3>Opiniones de los lectores</h3>
<div class="normas">Las opiniones son de los lectores, no del Diario del Alto Jarama. <a href="/normas-de-participacion.html">Normas de participación</a></div>
<ul class="lista-opiniones">
<li class="opinion" id="op-55123"><div class="op-cab"><span class="op-num">1</span><strong class="op-autor">{esc(c.who)}</strong> · <span class="op-fecha">{esc(c.at)}</span></div>
<div class="op-txt">{esc(c.text)}</div>
<div class="op-pie"><a href="/opinar.php?id=55123&amp;r=1">Responder</a><a href="/denunciar.php?id=55123">Denunciar</a> Valoración: <a href="#">+</a> 4 <a href="#">&minus;</a> 1</div></li>
</ul>
<div class="formulario"><form action="/opinar.php" method="post"><b>Escribe tu opinión</b><br />Nombre o alias: <input type="text" name="alias" size="25" /> Correo: <input type="text" name="correo" size="25" /><br /><textarea name="texto"></textarea><br /><input type="checkbox" name="acepto" /> Acepto las normas de participación <input type="submit" value="Enviar" /></form></div>
</div>
</div>
<div id="col-derecha">
<div class="publi">PUBLICIDAD</div>
<div class="modulo"><h4>Lo más leído</h4><ol><li><a href="/comarca/cortes-de-agua-en-la-sierra.html">Cortes de agua en cinco pueblos de la Sierra</a></li><li><a href="/deportes/el-valdemoral-asciende.html">El CD Valdemoral, a un paso del ascenso</a></li><li><a href="/valdemoral/obras-calle-real.html">Las obras de la calle Real durarán hasta julio</a></li><li><a href="/cultura/fiestas-san-isidro.html">Programa de las fiestas de San Isidro</a></li></ol></div>
<div class="modulo"><h4>Farmacias de guardia</h4><ul><li>Valdemoral: Ldo. Peñalara, Pza. Mayor, 3</li><li>Torrejara: Lda. Montejo, C/ Fuente, 12</li></ul></div>
<div class="publi">PUBLICIDAD</div>
</div>
</div>
<div id="pie">© Ediciones Sierra Norte S.L. · <a href="/aviso-legal.html">Aviso legal</a> · <a href="/quienes-somos.html">Quiénes somos</a> · <a href="/publicidad.html">Publicidad</a> · Hemeroteca desde 1998</div>"""
    return make(
        "eq-es-valdemoral-piscina",
        "small_thread",
        "es",
        xhtml(
            title,
            "Diario del Alto Jarama",
            "es",
            css,
            body,
            published="2013-04-08T07:00:00+02:00",
            author="J. R. Navacerrada",
        ),
        cs,
        path="/valdemoral/piscina-municipal-abrira-15-junio.html",
        container="div#opiniones > h3 'Opiniones de los lectores', a rules line, ul.lista-opiniones > li.opinion (div.op-cab: span.op-num '1', strong.op-autor NAME, span.op-fecha 'DD.MM.YYYY | HH:MM'; div.op-txt TEXT; div.op-pie Responder/Denunciar/Valoración), then 'Escribe tu opinión'",
        heading="Opiniones de los lectores",
        description="A Spanish regional daily's article page of April 2013 in its own CMS (date strip, masthead, red menu, share links, most read, duty pharmacies, adverts): one numbered reader's opinion under 'Opiniones de los lectores', then the form; never says 'comment'.",
    )


# --------------------------------------------------------------------------- it: a local portal's talkback table, 2010


def it_ponte() -> Case:
    title = "Ponte sul Rivo chiuso per lavori fino a Natale: i percorsi alternativi"
    cs = [
        Entry(
            "Franco_58",
            "12/10/2010 - 22:41",
            "Fino a Natale?? Per chi lavora a Borgo San Lazzaro vuol dire venti minuti in più la mattina, passando "
            "dalla provinciale che è già intasata. Potevano almeno fare i lavori di notte.",
        ),
        Entry(
            "Lucia B.",
            "13/10/2010 - 08:15",
            "Ma la navetta gratuita che avevano promesso per gli studenti c'è o no? Mia figlia prende il pullman "
            "delle 7.05 e stamattina nessuno sapeva niente.",
        ),
    ]
    css = """body{margin:0;background:#fff;font-family:Tahoma,Verdana,Arial,sans-serif;font-size:12px;color:#000}
td{font-family:Tahoma,Verdana,Arial,sans-serif;font-size:12px}a{color:#003399}.testata{background:#003399;color:#fff;font:bold 30px Tahoma}
.menu a{color:#fff;font-weight:bold;text-decoration:none}.menu{background:#0066cc}.data{color:#666;font-size:11px}
.titolo{font:bold 22px Georgia,serif;color:#003399}.sommario{font:bold 13px Tahoma;color:#333}.autore{color:#666;font-size:11px}
.box td.tit{background:#ffcc00;font-weight:bold;color:#003399}.interventi{border-top:2px solid #003399}
.interventi td{border-bottom:1px solid #ccc;vertical-align:top}.interventi td.nome{background:#f2f5fa;width:150px}.interventi td.nome b{color:#003399}
.scrivi{background:#fffbe6;border:1px solid #ffcc00;padding:6px}.piede{background:#003399;color:#fff;font-size:10px}"""
    rows = "".join(
        f'<tr><td class="nome"><b>{esc(c.who)}</b><br /><span class="data">{esc(c.at)}</span></td>'
        f'<td class="testo">{esc(c.text)}<br /><br /><a href="/segnala.php?id={7810 + i}" class="data">segnala abuso</a></td></tr>\n'
        for i, c in enumerate(cs)
    )
    body = f"""<table width="960" border="0" cellspacing="0" cellpadding="0" align="center">
<tr><td class="testata" height="70">&nbsp;ValdornoNotizie.it <font size="2" color="#ffcc00">il quotidiano on line della Valle dell'Orno</font></td>
<td class="testata" align="right"><img src="/_avatar/banner-468x60.svg" width="468" height="60" alt="pubblicità" /></td></tr>
<tr><td colspan="2" class="menu" height="26">&nbsp;<a href="/">HOME</a> | <a href="/cronaca/">CRONACA</a> | <a href="/politica/">POLITICA</a> | <a href="/sport/">SPORT</a> | <a href="/eventi/">EVENTI</a> | <a href="/necrologi/">NECROLOGI</a> | <a href="/meteo/">METEO</a></td></tr>
</table>
<table width="960" border="0" cellspacing="0" cellpadding="8" align="center">
<tr><td width="640" valign="top">
<span class="data">Martedì 12 Ottobre 2010 - 17:30</span> &nbsp; <a href="/cronaca/">Cronaca</a><br />
<span class="titolo">{esc(title)}</span><br /><br />
<span class="sommario">Il Comune ha firmato l'ordinanza: da lunedì 18 ottobre il ponte sarà chiuso a tutti i veicoli. Pedoni e biciclette potranno passare su una passerella provvisoria.</span><br /><br />
<span class="autore">di Redazione</span><br /><br />
<img src="/_avatar/ponte-rivo.svg" width="300" height="200" align="right" hspace="8" alt="Il ponte sul Rivo" />
Da lunedì 18 ottobre il ponte sul Rivo, sulla strada che collega il capoluogo a Borgo San Lazzaro, resterà chiuso al traffico per consentire il rifacimento delle arcate e dei parapetti. Secondo il cronoprogramma dell'impresa, i lavori dovrebbero concludersi entro il 23 dicembre.<br /><br />
Le auto dovranno seguire la deviazione lungo la provinciale 41 attraverso Case Nuove, con un allungamento di circa sei chilometri. I mezzi pesanti saranno invece deviati sulla statale all'altezza di Ponte Orno.<br /><br />
L'assessore ai Lavori pubblici, Giuliano Ceccarelli, ha spiegato che «i controlli dell'estate hanno mostrato un degrado delle arcate che non permette di rimandare l'intervento». Il costo complessivo è di 640.000 euro, in parte coperti da un contributo regionale.<br /><br />
Per gli studenti delle superiori il Comune sta organizzando una navetta gratuita da Borgo San Lazzaro alla stazione delle corriere: orari e fermate saranno pubblicati nei prossimi giorni.<br /><br />
<a href="/stampa.php?id=4471"><img src="/_avatar/stampa.svg" width="16" height="16" border="0" alt="" /> stampa</a> &nbsp; <a href="/invia.php?id=4471"><img src="/_avatar/mail.svg" width="16" height="16" border="0" alt="" /> invia a un amico</a><br /><br />
<table class="interventi" width="100%" border="0" cellspacing="0" cellpadding="6">
{rows}</table>
<br />
<div class="scrivi"><b>Dì la tua!</b> Per scrivere su ValdornoNotizie.it devi essere <a href="/registrati.php">registrato</a>. Gli interventi offensivi saranno rimossi. <a href="/scrivi.php?id=4471">Scrivi il tuo intervento &raquo;</a></div>
</td>
<td width="300" valign="top">
<table class="box" width="100%" border="0" cellspacing="0" cellpadding="4"><tr><td class="tit">ULTIME NOTIZIE</td></tr>
<tr><td>&raquo; <a href="/cronaca/4470.html">Furto in tabaccheria a Case Nuove</a></td></tr>
<tr><td>&raquo; <a href="/sport/4469.html">Calcio, l'Orno Calcio vince il derby</a></td></tr>
<tr><td>&raquo; <a href="/eventi/4468.html">Sagra della castagna, il programma</a></td></tr>
<tr><td>&raquo; <a href="/politica/4467.html">Bilancio, il consiglio approva la variazione</a></td></tr></table><br />
<img src="/_avatar/banner-300x250.svg" width="300" height="250" alt="pubblicità" /><br /><br />
<table class="box" width="100%" border="0" cellspacing="0" cellpadding="4"><tr><td class="tit">METEO VALLE DELL'ORNO</td></tr><tr><td>Mercoledì: nuvoloso, 9°/17°<br />Giovedì: pioggia, 8°/14°</td></tr></table><br />
<table class="box" width="100%" border="0" cellspacing="0" cellpadding="4"><tr><td class="tit">FARMACIE DI TURNO</td></tr><tr><td>Farmacia Centrale, via Roma 14<br />Farmacia San Lazzaro, piazza della Chiesa 2</td></tr></table>
</td></tr>
<tr><td colspan="2" class="piede" align="center">ValdornoNotizie.it - Testata giornalistica registrata presso il Tribunale - P.IVA 01234560987 - <a href="/redazione.php" style="color:#fff">Redazione</a> - <a href="/pubblicita.php" style="color:#fff">Pubblicità</a></td></tr>
</table>"""
    return make(
        "eq-it-valdorno-ponte",
        "small_thread",
        "it",
        xhtml(
            title,
            "ValdornoNotizie.it",
            "it",
            css,
            body,
            published="2010-10-12T17:30:00+02:00",
            author="Redazione",
        ),
        cs,
        path="/cronaca/4471.html",
        container="no heading: right after the article's print/send links, table.interventi, one tr per entry: td.nome (b NAME, br, span.data 'DD/MM/YYYY - HH:MM'), td.testo TEXT 'segnala abuso'; then div.scrivi 'Dì la tua! … Scrivi il tuo intervento »'",
        heading=None,
        description="An Italian local news portal of October 2010 built of layout tables (banner, pipe-separated menu, latest news, weather, duty pharmacies, adverts): two readers' talkback entries as rows of a table under no heading, neither answering the other, then 'Dì la tua!'; never says 'comment'.",
    )


# --------------------------------------------------------------------------- pt: a city portal's columnist blog, 2012


def pt_feira() -> Case:
    title = "Feira do Largo da Matriz ganha cobertura nova, mas barraqueiros reclamam do aluguel"
    cs = [
        Entry(
            "Rosângela Tavares",
            "5 de setembro de 2012 às 14:22",
            "Frequento a feira desde criança e achei a cobertura linda, mas concordo com os feirantes: R$ 180 por "
            "mês é muito para quem vende verdura. Vamos ver quantos vão continuar até o fim do ano.",
        ),
        Entry(
            "Cláudio Menezes",
            "5 de setembro de 2012 às 16:05",
            "Rosângela, a Secretaria me informou que o valor pode ser parcelado e que quem estava cadastrado até "
            "2011 paga metade nos primeiros seis meses. Vou cobrar a publicação disso no Diário Oficial.",
            0,
        ),
    ]
    css = """body{margin:0;background:#f5f5f5;font:14px/1.5 'Trebuchet MS',Arial,sans-serif;color:#333}
#topo{background:#0a6e3c;height:64px}#topo .portal{color:#fff;font:bold 28px Arial;padding:14px 20px;display:inline-block;text-decoration:none}#topo .busca{float:right;margin:18px 20px}
#barra{background:#084f2b;padding:0 20px}#barra a{color:#e6f3ec;font-size:12px;text-decoration:none;display:inline-block;padding:6px 8px;text-transform:uppercase;font-weight:bold}
#blog-cab{width:960px;margin:16px auto 0;background:#fff;border-bottom:4px solid #f2b705;overflow:hidden;padding:12px}#blog-cab img{float:left;margin-right:12px;border-radius:40px}
#blog-cab h2{margin:6px 0 0;font-size:24px;color:#0a6e3c}#blog-cab p{margin:2px 0;color:#777;font-size:12px}
#corpo{width:960px;margin:0 auto;background:#fff;overflow:hidden;padding:0 12px 20px}#post{float:left;width:620px}#lateral{float:right;width:300px}
.post-data{color:#999;font-size:12px;margin-top:14px}h1.post-titulo{font-size:26px;line-height:1.2;color:#222;margin:6px 0 12px}
.post-texto p{margin:0 0 12px}.post-rodape{font-size:12px;color:#777;border-top:1px solid #eee;padding-top:6px}
.redes{margin:10px 0 20px}.redes span{background:#eee;padding:3px 8px;font-size:11px;margin-right:4px}
#participe{margin-top:22px;border-top:1px solid #ddd}ol.lista-recados{list-style:none;margin:0;padding:0}ol.lista-recados li{padding:10px 0;border-bottom:1px dotted #ccc}
ol.lista-recados li .quem{font-weight:bold;color:#0a6e3c}ol.lista-recados li .quando{color:#999;font-size:11px;margin-left:6px}
ol.lista-recados ol{list-style:none;margin:8px 0 0 34px;padding:8px 10px;background:#fff8de;border-left:3px solid #f2b705}
ol.lista-recados li.do-colunista .selo{background:#f2b705;color:#333;font-size:10px;font-weight:bold;padding:1px 5px;margin-left:6px;text-transform:uppercase}
.chamada{font-weight:bold;color:#0a6e3c;margin:18px 0 6px}.caixa-envio textarea{width:96%;height:80px}
.bloco{margin:16px 0;border:1px solid #e3e3e3}.bloco h3{margin:0;padding:6px 10px;background:#0a6e3c;color:#fff;font-size:13px;text-transform:uppercase}.bloco ul{margin:8px 0;padding-left:24px}
.anuncio{height:250px;background:#eee;color:#aaa;font-size:10px;text-align:center;margin:16px 0}
#rodape{background:#084f2b;color:#cfe3d7;font-size:11px;text-align:center;padding:14px}"""
    c0, c1 = cs
    body = f"""<div id="topo"><a class="portal" href="http://www.portalserrano.com.br/">Portal Serrano</a><form class="busca" action="/busca"><input type="text" name="q" value="Buscar no portal" /></form></div>
<div id="barra"><a href="/noticias/">Notícias</a><a href="/esportes/">Esportes</a><a href="/policia/">Polícia</a><a href="/blogs/">Blogs</a><a href="/classificados/">Classificados</a><a href="/tv/">TV Serrana</a></div>
<div id="blog-cab"><img src="/_avatar/claudio-menezes.svg" width="64" height="64" alt="Cláudio Menezes" /><h2><a href="/blogs/claudio-menezes/" style="color:#0a6e3c;text-decoration:none">Blog do Cláudio Menezes</a></h2><p>Cidade, bairros e serviços públicos de Santa Rita da Serra</p></div>
<div id="corpo">
<div id="post">
<div class="post-data">quarta-feira, 5 de setembro de 2012 · 09:40</div>
<h1 class="post-titulo">{esc(title)}</h1>
<div class="post-texto">
<p>A Prefeitura entregou nesta terça-feira a nova cobertura metálica da feira livre do Largo da Matriz, que funciona aos sábados e quartas. A obra custou R$ 420 mil e acabou com as lonas improvisadas que os feirantes usavam há mais de vinte anos.</p>
<p>Os 64 barraqueiros, no entanto, foram surpreendidos com a cobrança de um aluguel mensal de R$ 180 pelo espaço, previsto em decreto publicado na semana passada. Até agora, a taxa era de R$ 35 por ano.</p>
<p>“A cobertura ficou bonita, mas quem vende cheiro-verde e alface não tira isso por mês”, disse ao blog dona Zilda Pereira, que tem banca de hortaliças no largo há 31 anos.</p>
<p>A Secretaria de Desenvolvimento Econômico diz que o valor cobre a manutenção e a limpeza e que estuda condições especiais para os feirantes mais antigos.</p>
</div>
<div class="redes"><span>Curtir 37</span><span>Tweetar</span><span>Google +1</span><span>Enviar por e-mail</span></div>
<div class="post-rodape">Postado por Cláudio Menezes em <a href="/blogs/claudio-menezes/categoria/bairros/">Bairros</a> · <a href="/blogs/claudio-menezes/2012/09/05/feira-largo-da-matriz/">Link permanente</a></div>
<div id="participe">
<ol class="lista-recados">
<li id="recado-2291"><span class="quem">{esc(c0.who)}</span><span class="quando">{esc(c0.at)}</span>
{paras(c0.text)}
<ol><li id="recado-2294" class="do-colunista"><span class="quem">{esc(c1.who)}</span><span class="selo">colunista</span><span class="quando">{esc(c1.at)}</span>
{paras(c1.text)}</li></ol></li>
</ol>
<p class="chamada">Deixe sua opinião</p>
<form class="caixa-envio" action="/blogs/claudio-menezes/participar" method="post"><p>Nome: <input type="text" name="nome" size="30" /> E-mail: <input type="text" name="email" size="30" /></p><textarea name="texto"></textarea><p><small>As mensagens são moderadas e publicadas em horário comercial.</small> <input type="submit" value="Enviar" /></p></form>
</div>
</div>
<div id="lateral">
<div class="anuncio">publicidade</div>
<div class="bloco"><h3>Últimas do blog</h3><ul><li><a href="#">Posto de saúde do Alto da Cruz volta a atender à noite</a></li><li><a href="#">Buracos na Avenida Getúlio: leitores mandam fotos</a></li><li><a href="#">Linha 12 de ônibus muda itinerário</a></li></ul></div>
<div class="bloco"><h3>Arquivo</h3><ul><li><a href="#">setembro 2012</a></li><li><a href="#">agosto 2012</a></li><li><a href="#">julho 2012</a></li></ul></div>
<div class="bloco"><h3>Outros blogs do portal</h3><ul><li><a href="#">Bola na Serra</a></li><li><a href="#">Sabores da Serra</a></li><li><a href="#">Coluna Social</a></li></ul></div>
</div>
</div>
<div id="rodape">© 2012 Portal Serrano · Santa Rita da Serra · Todos os direitos reservados</div>"""
    return make(
        "eq-pt-santarita-feira",
        "small_thread",
        "pt",
        xhtml(
            title,
            "Portal Serrano",
            "pt-BR",
            css,
            body,
            published="2012-09-05T09:40:00-03:00",
            author="Cláudio Menezes",
            html5=True,
        ),
        cs,
        path="/blogs/claudio-menezes/2012/09/05/feira-largo-da-matriz/",
        container="no heading: div#participe > ol.lista-recados > li (span.quem NAME, span.quando DATE, p TEXT) > ol > li.do-colunista (span.quem, span.selo 'colunista', span.quando, p); then p.chamada 'Deixe sua opinião' and the form",
        heading=None,
        description="A Brazilian city portal's columnist blog of September 2012 (green portal bar, blog header with the columnist's photo, like/tweet counts, latest posts, archive, other blogs, advert): one reader's message and the columnist's answer nested under it, under no heading, then 'Deixe sua opinião'.",
    )


def news_eq() -> list[Case]:
    return [fr_videgrenier(), es_piscina(), it_ponte(), pt_feira()]
