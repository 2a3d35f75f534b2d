"""Blind set ER: three discussions drawn into the page by hosted comment systems of 2010-2012, saved as the browser's
DOM after the widget ran: an Echo-like (JS-Kit) stream on a Spanish provincial news site of 2011 (deep wrapper
divs, "desde Twitter" sources, likes lines, children in their own block), a Gigya-like comments plugin on an Italian
city news site of 2012 (a compose box, votes, replies in a replies block) and a Pluck-like (SiteLife) list on a
Dutch regional daily of 2010 (flat, newest first, page 1 of 2, "Aanbevelen" counts). Every site, name, place and
text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_er_common import Case, esc, kids, make, page, paras, talk

# --------------------------------------------------------------------------- es: Echo-like stream, 2011


def es_echo() -> Case:
    cs = talk("""
Manolo_Brieva @ hace 4 horas ~ 2011-03-22T08:15:00Z :: Otra vez el puente de la Vega cortado. Los que vivimos en la otra orilla tenemos que dar una vuelta de doce kilómetros para ir a trabajar. ¿Hasta cuándo?
>Rocío Salvatierra @ hace 3 horas ~ 2011-03-22T09:02:00Z :: Según la noticia, hasta el 15 de abril como mínimo. Yo ya he cambiado el turno en la fábrica para no pillar el atasco de la rotonda.
>Antonio Gallardo @ hace 3 horas ~ 2011-03-22T09:27:00Z :: Manolo, por el camino de la depuradora se ahorra uno casi la mitad. Eso sí, con cuidado que está lleno de baches.
>>Manolo_Brieva @ hace 2 horas ~ 2011-03-22T10:05:00Z :: Gracias Antonio, mañana lo pruebo.
@pilarnavas_ @ hace 3 horas ~ 2011-03-22T09:40:00Z :: El Ayuntamiento sabía desde 2009 que las juntas del puente estaban mal. Está en las actas del pleno, que alguien las lea.
Lucía M. @ hace 2 horas ~ 2011-03-22T10:18:00Z :: ¿Y el autobús de la línea 4? Mi hija va al instituto por ese puente y nadie nos ha dicho nada. // He llamado a la empresa y tampoco saben qué ruta va a hacer desde mañana.
>Rocío Salvatierra @ hace 1 hora ~ 2011-03-22T11:30:00Z :: En la web de Autobuses Vegamar pusieron esta mañana que la línea 4 se desvía por el puente nuevo y añade diez minutos.
Jesús Ortiz Calvo @ hace 45 minutos ~ 2011-03-22T11:50:00Z :: Lo raro es que haya aguantado cuarenta años sin una sola obra seria. Mejor cortarlo ahora que lamentarlo después.
""")
    k = kids(cs)
    likes = {0: 6, 1: 4, 4: 9, 5: 3, 6: 2, 7: 5}
    twitter = {4}

    def item(i: int) -> str:
        c = cs[i]
        root = c.parent is None
        src = (
            '<div class="echo-item-from">desde <a href="http://twitter.com/pilarnavas_" class="echo-secondaryColor">Twitter</a></div>'
            if i in twitter
            else '<div class="echo-item-from">desde <a href="#" class="echo-secondaryColor">La Voz de Almedina</a></div>'
        )
        n = likes.get(i)
        liked = (
            f'<div class="echo-item-likes"><span class="echo-item-likes-text">A {n} personas les gusta esto.</span></div>'
            if n
            else ""
        )
        children = "".join(item(j) for j in k.get(i, []))
        kids_html = (
            f'<div class="echo-item-children">{children}</div>'
            if children
            else '<div class="echo-item-children"></div>'
        )
        return (
            f'<div class="echo-item-content echo-item-depth-{c.depth}">'
            f'<div class="echo-item-container echo-item-container-{"root" if root else "child"}{" echo-item-container-root-thread" if root and i in k else ""}">'
            f'<div class="echo-item-avatar-wrapper"><div class="echo-item-avatar"><img src="/_avatar/echo-{i}.svg" width="{48 if root else 24}" height="{48 if root else 24}" alt="" /></div></div>'
            '<div class="echo-item-wrapper"><div class="echo-item-subwrapper"><div class="echo-item-subcontainer">'
            '<div class="echo-item-frame">'
            f'<div class="echo-item-authorName echo-linkColor">{esc(c.who)}</div><div class="echo-item-re"></div>'
            f'<div class="echo-item-body echo-primaryColor"><span class="echo-item-text">{paras(c.body, br=True)}</span></div>'
            '<div class="echo-item-markers echo-secondaryFont echo-secondaryColor"></div><div class="echo-item-tags echo-secondaryFont echo-secondaryColor"></div>'
            "</div>"
            '<div class="echo-item-footer echo-secondaryColor echo-secondaryFont">'
            f'<img class="echo-item-sourceIcon echo-clickable" src="/_avatar/echo-src-{"tw" if i in twitter else "js"}.svg" width="16" height="16" alt="" />'
            f'<div class="echo-item-date" title="{esc(c.iso)}">{esc(c.at)}</div>{src}<div class="echo-item-via"></div>'
            '<div class="echo-item-controls"><a class="echo-item-control echo-item-control-Reply echo-clickable echo-linkColor">Responder</a>'
            '<span class="echo-item-control-delim"> · </span><a class="echo-item-control echo-item-control-Like echo-clickable echo-linkColor">Me gusta</a>'
            '<span class="echo-item-control-delim"> · </span><a class="echo-item-control echo-item-control-CommunityFlag echo-clickable echo-linkColor">Denunciar</a></div>'
            '<div class="echo-clear"></div></div>'
            f'{liked}</div></div></div><div class="echo-clear"></div></div>{kids_html}</div>'
        )

    stream = "".join(item(i) for i in k[None])
    echo = f"""<div id="comentarios" class="bloque-comentarios"><h3 class="cab-comentarios">Comentarios de los lectores</h3>
<div id="echo-submit" class="echo-ui"><div class="echo-submit-container"><div class="echo-submit-auth"><div class="echo-auth-logout">Identifícate con <a href="#" class="echo-linkColor">Facebook</a>, <a href="#" class="echo-linkColor">Twitter</a>, <a href="#" class="echo-linkColor">Yahoo</a> o <a href="#" class="echo-linkColor">Google</a></div></div>
<div class="echo-submit-content"><textarea class="echo-submit-text echo-primaryFont" placeholder="Escribe tu comentario…"></textarea></div><div class="echo-submit-controls"><button class="echo-submit-post" type="button">Publicar</button></div></div></div>
<div id="echo-stream" class="echo-ui"><div class="echo-stream-container">
<div class="echo-stream-header echo-secondaryFont"><div class="echo-stream-state echo-secondaryColor">En directo: <a href="#" class="echo-linkColor">Pausar</a></div><div class="echo-stream-counter">8 comentarios</div><div class="echo-clear"></div></div>
<div class="echo-stream-body">{stream}</div>
<div class="echo-stream-more echo-secondaryFont"></div>
<div class="echo-stream-brand"><a href="http://aboutecho.com">Powered by Echo</a></div>
</div></div></div>"""
    css = """body{margin:0;background:#fff;font:12px/1.5 Arial,Helvetica,sans-serif;color:#333}
#cabecera{width:980px;margin:0 auto;overflow:hidden;padding:10px 0}#cabecera .marca{float:left;font:bold 34px 'Times New Roman';color:#8b0000}
#cabecera .fecha{float:right;color:#888;margin-top:18px}#menu{background:#8b0000}#menu ul{width:980px;margin:0 auto;padding:0;list-style:none;overflow:hidden}
#menu li{float:left}#menu a{display:block;padding:8px 11px;color:#fff;text-decoration:none;font-weight:bold}
#cuerpo{width:980px;margin:14px auto;overflow:hidden}#noticia{float:left;width:640px}#lateral{float:right;width:310px}
.antetitulo{color:#8b0000;font-weight:bold;text-transform:uppercase}#noticia h1{font:bold 30px/1.1 'Times New Roman';margin:4px 0}
.entradilla{font-size:15px;color:#555}.firma{color:#777;border-top:1px dotted #ccc;padding-top:4px}.texto p{font-size:14px}
.modulo{border:1px solid #ddd;margin-bottom:14px}.modulo h4{background:#eee;margin:0;padding:5px 8px}.modulo ol,.modulo ul{margin:6px 0;padding-left:26px}
#pie{background:#222;color:#aaa;padding:16px;font-size:11px;text-align:center}
.cab-comentarios{border-bottom:2px solid #8b0000;font-size:16px;margin-top:26px}
.echo-ui{font:12px/1.45 Arial,sans-serif}.echo-submit-text{width:100%;height:50px}.echo-stream-header{overflow:hidden;color:#888;margin:6px 0}
.echo-stream-state{float:left}.echo-stream-counter{float:right;font-weight:bold}.echo-clear{clear:both}
.echo-item-container{padding:8px 0;border-bottom:1px solid #eee;overflow:hidden}.echo-item-avatar-wrapper{float:left;margin-right:8px}
.echo-item-wrapper{overflow:hidden}.echo-item-authorName{font-weight:bold;color:#1e5a96}.echo-item-text{font-size:13px}
.echo-item-footer{font-size:11px;color:#999}.echo-item-date,.echo-item-from,.echo-item-controls{display:inline;margin-right:6px}
.echo-item-likes{font-size:11px;color:#777;background:#f4f4f4;padding:2px 6px;margin-top:3px}.echo-item-children{margin-left:56px}.echo-stream-brand{font-size:10px;color:#aaa;text-align:right}"""
    body = f"""<div id="cabecera"><div class="marca">La Voz de Almedina</div><div class="fecha">Martes, 22 de marzo de 2011 · Almedina 14°</div></div>
<div id="menu"><ul><li><a href="/">Portada</a></li><li><a href="/almedina/">Almedina</a></li><li><a href="/provincia/">Provincia</a></li><li><a href="/deportes/">Deportes</a></li><li><a href="/economia/">Economía</a></li><li><a href="/cultura/">Cultura</a></li><li><a href="/esquelas/">Esquelas</a></li></ul></div>
<div id="cuerpo">
<div id="noticia">
<div class="antetitulo">Almedina · Tráfico</div>
<h1>El puente de la Vega permanecerá cerrado al tráfico hasta mediados de abril</h1>
<p class="entradilla">Los técnicos municipales detectaron grietas en dos juntas de dilatación. Los vehículos se desvían por el puente nuevo y la rotonda de la N-432.</p>
<p class="firma">J. R. Castaño · Almedina · 22/03/2011 - 07:40h</p>
<div class="texto">
<p>El Ayuntamiento de Almedina cerró ayer por la tarde al tráfico rodado el puente de la Vega, que une el casco histórico con los barrios de la margen derecha del río, tras detectar grietas en dos de sus juntas de dilatación durante una inspección rutinaria.</p>
<p>El concejal de Obras, Fermín Redondo, explicó que el cierre se mantendrá «al menos hasta el 15 de abril», cuando concluya la reparación. Los peatones podrán seguir cruzando por la acera norte.</p>
<p>El tráfico se desvía por el puente nuevo, lo que supone un recorrido adicional de hasta doce kilómetros para los vecinos de la Vega y El Arrabal. La Policía Local reforzará la regulación en la rotonda de la N-432 en horas punta.</p>
<p>El puente, inaugurado en 1971, soporta a diario unos 9.000 vehículos según el último aforo municipal.</p>
</div>
{echo}
</div>
<div id="lateral">
<div class="modulo"><h4>Lo más leído</h4><ol><li><a href="/deportes/cd-almedina-ascenso/">El CD Almedina se acerca al ascenso</a></li><li><a href="/almedina/puente-vega-cerrado/">El puente de la Vega, cerrado hasta abril</a></li><li><a href="/provincia/granizo-olivar/">El granizo daña 300 hectáreas de olivar</a></li><li><a href="/cultura/semana-santa-horarios/">Horarios de las procesiones de Semana Santa</a></li></ol></div>
<div class="modulo"><h4>Farmacias de guardia</h4><ul><li>Ldo. Morales, Av. de la Constitución 12</li><li>Lda. Serrano, C/ Real 40</li></ul></div>
<div class="modulo"><h4>El tiempo</h4><p style="padding:0 8px">Hoy: 14° / 6°, nubes y claros. Mañana: lluvia débil.</p></div>
</div>
</div>
<div id="pie">© La Voz de Almedina S.L. 2011 · Aviso legal · Publicidad · Contacto · Normas de participación</div>"""
    return make(
        "er-es-almedina-puente",
        "discussion",
        "es",
        page(
            "El puente de la Vega permanecerá cerrado al tráfico hasta mediados de abril",
            "La Voz de Almedina",
            "es",
            css,
            body,
            published="2011-03-22T06:40:00Z",
            author="J. R. Castaño",
            url="http://www.lavozdealmedina.es/almedina/puente-vega-cerrado/",
            config="var echoConfig = {appkey: 'prod.lavozdealmedina', target: 'echo-stream', query: 'childrenof: http://www.lavozdealmedina.es/almedina/puente-vega-cerrado/ type:comment itemsPerPage:15 children:2'};",
        ),
        cs,
        path="/almedina/puente-vega-cerrado/",
        container="div#echo-stream > div.echo-stream-container > div.echo-stream-body: div.echo-item-content.echo-item-depth-N > div.echo-item-container (avatar, five wrapper divs, div.echo-item-authorName, span.echo-item-text with <br><br>, footer: source icon, div.echo-item-date 'hace N horas', 'desde Twitter/La Voz de Almedina', Responder · Me gusta · Denunciar, a likes line) and div.echo-item-children with the replies",
        heading="Comentarios de los lectores",
        description="A Spanish provincial news site of March 2011 with an Echo-like (JS-Kit) stream drawn in the page under 'Comentarios de los lectores': a login line (Facebook, Twitter, Yahoo, Google) and a submit box, 'En directo: Pausar' and '8 comentarios', 8 comments in deeply nested wrapper divs with 'desde Twitter' / 'desde La Voz de Almedina' source lines and 'A N personas les gusta esto.', replies two deep in each item's children block; 'Powered by Echo'.",
    )


# --------------------------------------------------------------------------- it: Gigya-like comments plugin, 2012


def it_gigya() -> Case:
    cs = talk("""
Giorgio Benassi @ 2 ore fa ~ 2012-05-14T08:20:00Z :: Finalmente qualcuno si è accorto che in via Garibaldi non si passa più con il passeggino. Ci sono più tavolini che marciapiede.
>Elena Ruggeri @ 2 ore fa ~ 2012-05-14T08:46:00Z :: I tavolini portano gente in centro, senza i bar via Garibaldi la sera sarebbe un deserto. Basterebbe far rispettare le distanze che ci sono già.
>>Giorgio Benassi @ 1 ora fa ~ 2012-05-14T09:10:00Z :: Appunto, le regole ci sono e nessuno controlla. È quello che dico.
>Marco_Tonelli @ 1 ora fa ~ 2012-05-14T09:31:00Z :: Io abito sopra il bar all'angolo. Il problema non sono i tavolini ma la musica fino all'una di notte.
Franca @ 1 ora fa ~ 2012-05-14T09:05:00Z :: Ma il canone per l'occupazione del suolo pubblico quanto lo pagano? Nell'articolo non c'è scritto.
>Davide Cerri @ 1 ora fa ~ 2012-05-14T09:52:00Z :: Circa 40 euro al metro quadro all'anno in centro storico, c'è la tabella sul sito del Comune.
Paolo Ferretti @ 35 minuti fa ~ 2012-05-14T10:25:00Z :: A Bologna hanno fatto i dehors tutti uguali, in legno, e il centro è molto più bello. Prendiamo esempio invece di litigare. // Poi ognuno ha i suoi gusti, ma almeno ci sarebbe un po' d'ordine.
Silvia Landi @ 12 minuti fa ~ 2012-05-14T10:48:00Z :: Io sto con i commercianti. Sono gli unici che tengono vivo il centro.
>Giorgio Benassi @ 5 minuti fa ~ 2012-05-14T10:55:00Z :: Vivo sì, ma camminabile no.
""")
    k = kids(cs)
    votes = [(12, 2), (9, 3), (5, 0), (7, 1), (4, 0), (6, 0), (10, 1), (3, 4), (2, 1)]

    def comment(i: int) -> str:
        c = cs[i]
        cid = f"{9183 + 41 * i:x}c{i}e2"
        up, down = votes[i]
        replies = "".join(comment(j) for j in k.get(i, []))
        rep = f'<div class="gig-comment-replies">{replies}</div>' if replies else ""
        return (
            f'<div class="gig-comment" data-commentid="{cid}" id="gig-comment-{cid}">'
            f'<div class="gig-comment-photo"><img src="/_avatar/gig-{cid}.svg" width="{50 if c.depth == 0 else 36}" height="{50 if c.depth == 0 else 36}" alt="" /></div>'
            '<div class="gig-comment-data">'
            f'<div class="gig-comment-header"><span class="gig-comment-username">{esc(c.who)}</span>'
            f'<span class="gig-comment-time" title="{esc(c.iso)}">{esc(c.at)}</span></div>'
            f'<div class="gig-comment-body">{paras(c.body, br=True)}</div>'
            '<div class="gig-comment-footer">'
            '<a class="gig-comment-replyLink" href="javascript:void(0)">Rispondi</a>'
            '<span class="gig-comment-sep">|</span><a class="gig-comment-shareLink" href="javascript:void(0)">Condividi</a>'
            f'<span class="gig-comment-vote"><a class="gig-comment-vote-pos" href="javascript:void(0)" title="Mi piace">+</a><span class="gig-comment-vote-pos-count">{up}</span>'
            f'<a class="gig-comment-vote-neg" href="javascript:void(0)" title="Non mi piace">−</a><span class="gig-comment-vote-neg-count">{down}</span></span>'
            '<a class="gig-comment-flagLink" href="javascript:void(0)" title="Segnala un abuso">Segnala</a>'
            f"</div></div>{rep}</div>"
        )

    stream = "".join(comment(i) for i in k[None])
    gigya = f"""<div class="box-commenti"><h2 class="tit-box">Commenti</h2>
<div id="commentsDiv" class="gig-comments-container" style="width:100%">
<div class="gig-comments-header"><div class="gig-comments-count">9 commenti</div>
<div class="gig-comments-sort">Ordina per: <select class="gig-comments-sort-select"><option selected="selected">I più recenti</option><option>I più vecchi</option><option>I più votati</option></select></div>
<div class="gig-comments-subscribe"><a href="javascript:void(0)">Segui la discussione</a></div></div>
<div class="gig-comments-composebox"><div class="gig-comments-composebox-photo"><img src="/_avatar/gig-anon.svg" width="50" height="50" alt="" /></div>
<div class="gig-comments-composebox-data"><textarea class="gig-comments-textarea">Scrivi un commento…</textarea>
<div class="gig-comments-composebox-footer"><span class="gig-comments-login">Accedi con: <a href="javascript:void(0)">Facebook</a> <a href="javascript:void(0)">Twitter</a> <a href="javascript:void(0)">Google</a> <a href="javascript:void(0)">Yahoo!</a> <a href="javascript:void(0)">LinkedIn</a></span>
<span class="gig-comments-share">Condividi su: <input type="checkbox" /> Facebook <input type="checkbox" /> Twitter</span> <button type="button" class="gig-comments-button">Invia</button></div></div></div>
<div class="gig-comments-comments">{stream}</div>
<div class="gig-comments-footer"><span class="gig-comments-poweredBy">Powered by Gigya</span></div>
</div></div>"""
    css = """body{margin:0;background:#f0f0f0;font:13px/1.5 Verdana,Arial,sans-serif;color:#222}
#testata{background:#fff;border-bottom:4px solid #0b5394}#testata .in{width:970px;margin:0 auto;padding:12px 0;overflow:hidden}
#testata .logo{float:left;font:bold 36px Georgia;color:#0b5394}#testata .meteo{float:right;font-size:11px;color:#666;margin-top:14px}
#sezioni{background:#0b5394}#sezioni ul{width:970px;margin:0 auto;padding:0;list-style:none;overflow:hidden}#sezioni li{float:left}
#sezioni a{display:block;color:#fff;padding:7px 12px;text-decoration:none;font-size:12px;font-weight:bold}
#pagina{width:970px;margin:12px auto;background:#fff;overflow:hidden;padding:14px}#art{float:left;width:620px}#dx{float:right;width:316px}
.occhiello{color:#0b5394;font-weight:bold;font-size:11px;text-transform:uppercase}#art h1{font:bold 28px/1.15 Georgia;margin:4px 0 8px}
.sommario{font-size:15px;color:#444}.autore{font-size:11px;color:#777}.social{background:#f5f5f5;padding:5px;font-size:11px;margin:8px 0}
.box{border:1px solid #ddd;margin-bottom:14px;padding:8px}.box h3{margin:0 0 6px;font-size:13px;color:#0b5394;text-transform:uppercase}
#piede{width:970px;margin:0 auto;font-size:11px;color:#777;padding:12px 0}.tit-box{font-size:16px;border-bottom:1px solid #0b5394;margin-top:26px}
.gig-comments-container{font:12px/1.45 Arial,sans-serif}.gig-comments-header{overflow:hidden;padding:6px 0}.gig-comments-count{float:left;font-weight:bold;font-size:15px}
.gig-comments-sort{float:right}.gig-comments-subscribe{clear:both;font-size:11px}.gig-comments-composebox{overflow:hidden;background:#f6f6f6;padding:8px;margin:6px 0}
.gig-comments-composebox-photo{float:left;margin-right:8px}.gig-comments-composebox-data{overflow:hidden}.gig-comments-textarea{width:95%;height:40px;color:#999}
.gig-comment{overflow:hidden;border-top:1px solid #e5e5e5;padding:8px 0}.gig-comment-photo{float:left;margin-right:10px}.gig-comment-data{overflow:hidden}
.gig-comment-username{font-weight:bold;color:#0b5394;margin-right:8px}.gig-comment-time{color:#999;font-size:11px}.gig-comment-body{margin:4px 0}
.gig-comment-footer{font-size:11px;color:#888}.gig-comment-footer a{color:#888;margin-right:4px}.gig-comment-sep{margin:0 4px}.gig-comment-vote{margin-left:12px}
.gig-comment-replies{clear:both;margin-left:60px}.gig-comments-poweredBy{font-size:10px;color:#aaa}"""
    body = f"""<div id="testata"><div class="in"><div class="logo">Modena Sera</div><div class="meteo">lunedì 14 maggio 2012 · Modena 21° sereno</div></div></div>
<div id="sezioni"><ul><li><a href="/">Home</a></li><li><a href="/cronaca/">Cronaca</a></li><li><a href="/politica/">Politica</a></li><li><a href="/economia/">Economia</a></li><li><a href="/sport/">Sport</a></li><li><a href="/cultura/">Cultura e spettacoli</a></li><li><a href="/provincia/">Provincia</a></li></ul></div>
<div id="pagina">
<div id="art">
<div class="occhiello">Centro storico</div>
<h1>Dehors in via Garibaldi, il Comune prepara un nuovo regolamento</h1>
<p class="sommario">Dopo le proteste dei residenti, la giunta vuole fissare misure e materiali uguali per tutti i tavolini all'aperto. I commercianti: «Non penalizzateci».</p>
<p class="autore">di Chiara Montanari · 14 maggio 2012</p>
<div class="social"><a href="#">Mi piace</a> 86 · <a href="#">Tweet</a> 12 · <a href="#">Invia</a> · <a href="#">Stampa</a></div>
<p>La giunta comunale ha presentato ieri la bozza di un nuovo regolamento per i dehors del centro storico. Il testo prevede una larghezza minima di un metro e mezzo di marciapiede libero e materiali uniformi per pedane e coperture.</p>
<p>Le segnalazioni dei residenti di via Garibaldi e di piazza Mazzini sono state più di sessanta nell'ultimo anno, soprattutto per il passaggio di carrozzine e passeggini.</p>
<p>L'associazione dei commercianti chiede tempi lunghi per adeguarsi: «Molti hanno investito da poco in nuove strutture», ha detto il presidente Luca Benfenati.</p>
<p>Il regolamento andrà in consiglio comunale a giugno. Le nuove regole dovrebbero valere dalla primavera 2013.</p>
{gigya}
</div>
<div id="dx">
<div class="box"><h3>I più letti</h3><ol><li><a href="/cronaca/incidente-tangenziale/">Incidente in tangenziale, due feriti</a></li><li><a href="/sport/modena-playoff/">Modena, sfuma il sogno playoff</a></li><li><a href="/cultura/festival-filosofia-programma/">Festival, ecco il programma</a></li></ol></div>
<div class="box"><h3>Pubblicità</h3><div style="height:250px;background:#eee"></div></div>
<div class="box"><h3>Farmacie di turno</h3><p>Farmacia Centrale, corso Canalgrande 20 · Farmacia San Faustino, via Giardini 311</p></div>
</div>
</div>
<div id="piede">© 2012 Modena Sera · P.IVA 02841990362 · Redazione · Pubblicità · Privacy</div>"""
    return make(
        "er-it-modenasera-dehors",
        "discussion",
        "it",
        page(
            "Dehors in via Garibaldi, il Comune prepara un nuovo regolamento",
            "Modena Sera",
            "it",
            css,
            body,
            published="2012-05-14T05:00:00Z",
            author="Chiara Montanari",
            url="http://www.modenasera.it/cronaca/dehors-via-garibaldi-regolamento/",
            config="var commentsParams = {categoryID: 'Articoli', streamID: 'cronaca-dehors-via-garibaldi', containerID: 'commentsDiv', cid: '', version: 2};",
        ),
        cs,
        path="/cronaca/dehors-via-garibaldi-regolamento/",
        container="div#commentsDiv.gig-comments-container > div.gig-comments-comments: div.gig-comment (div.gig-comment-photo, div.gig-comment-data: div.gig-comment-header with span.gig-comment-username and span.gig-comment-time 'N ore fa', div.gig-comment-body with <br><br>, footer Rispondi | Condividi, +N −N votes, Segnala) and its replies in div.gig-comment-replies inside the comment",
        heading="Commenti",
        description="An Italian city news site of May 2012 with a Gigya-like comments plugin drawn in the page under 'Commenti': '9 commenti', a sort select, 'Segui la discussione', a compose box with 'Accedi con: Facebook, Twitter, Google, Yahoo!, LinkedIn' and share checkboxes, 9 comments with relative times, up/down vote counts, replies two deep in a replies block inside the parent; 'Powered by Gigya'.",
    )


# --------------------------------------------------------------------------- nl: Pluck-like list, 2010

BODY_ATTRS = ' class="pluck-comm-body-text"'


def nl_pluck() -> Case:
    cs = talk("""
Gerrit van Dalen @ 18-10-2010 21:47 ~ 2010-10-18T19:47:00Z :: Eindelijk. Die kruising bij de Molenweg is al jaren levensgevaarlijk, vooral 's ochtends als alle scholieren tegelijk oversteken.
Annemiek @ 18-10-2010 20:12 ~ 2010-10-18T18:12:00Z :: Een rotonde is mooi, maar wie gaat die 1,4 miljoen betalen? De gemeente heeft net nog op de bibliotheek bezuinigd.
R. Hoekstra @ 18-10-2010 18:55 ~ 2010-10-18T16:55:00Z :: Mijn zoon fietst daar elke dag langs naar het Stedelijk. Ik ben blij dat er eindelijk iets gebeurt, al had het vijf jaar eerder gekund.
Bakker_uit_Oosterwolde @ 18-10-2010 17:30 ~ 2010-10-18T15:30:00Z :: Tijdens de bouw moet het verkeer om via de Dorpsstraat. Die is daar helemaal niet op berekend, daar rijden nu al te veel vrachtwagens. // Ik hoop dat de gemeente de omleiding nog een keer goed bekijkt.
Jolanda S. @ 18-10-2010 16:08 ~ 2010-10-18T14:08:00Z :: Staat er ook een fietstunnel in het plan? In het artikel lees ik alleen over de rotonde zelf.
Wim Kuipers @ 18-10-2010 15:41 ~ 2010-10-18T13:41:00Z :: Zes jaar geleden is daar een meisje van veertien verongelukt. Dat had nooit mogen gebeuren.
""")
    rec = [3, 5, 8, 2, 4, 11]

    def item(i: int) -> str:
        c = cs[i]
        kid = 4419002 + 13 * i
        return (
            f'<div class="pluck-comm-single-comment-main" id="pluck-comment-{kid}">'
            f'<div class="pluck-comm-comment-avatar"><a href="/persona/?plckUserId={kid}"><img src="/_avatar/pluck-{kid}.svg" width="50" height="50" alt="" /></a></div>'
            '<div class="pluck-comm-comment-content">'
            f'<p class="pluck-comm-username-display"><a class="pluck-comm-username-url" href="/persona/?plckUserId={kid}">{esc(c.who)}</a></p>'
            f'<p class="pluck-comm-timestamp">{esc(c.at)}</p>'
            f'<div class="pluck-comm-body">{paras(c.body, "p", BODY_ATTRS)}</div>'
            '<div class="pluck-comm-comment-actions">'
            f'<span class="pluck-comm-recommend"><a href="#" class="pluck-comm-recommend-link">Aanbevelen</a> (<span class="pluck-comm-recommend-count">{rec[i]}</span>)</span>'
            ' | <a href="#" class="pluck-comm-report-abuse-link">Misbruik melden</a></div>'
            "</div></div>"
        )

    items = "".join(item(i) for i in range(len(cs)))
    pluck = f"""<div id="reacties" class="reacties-blok"><h3>Reacties (11)</h3>
<div class="pluck-comm pluck-comm-main-container" id="pluck-comm-container">
<div class="pluck-comm-header"><div class="pluck-comm-login-prompt">U moet <a href="/inloggen/">ingelogd</a> zijn om te reageren. Nog geen account? <a href="/registreren/">Registreer hier</a>.</div>
<div class="pluck-comm-sort">Sorteer: <a href="#" class="pluck-comm-sort-selected">Nieuwste eerst</a> | <a href="#">Oudste eerst</a> | <a href="#">Meest aanbevolen</a></div></div>
<div class="pluck-comm-pagination pluck-comm-pagination-top">Pagina <strong>1</strong> <a href="#">2</a> <a href="#">Volgende ›</a></div>
<div class="pluck-comm-comments-list">{items}</div>
<div class="pluck-comm-pagination pluck-comm-pagination-bottom">Pagina <strong>1</strong> <a href="#">2</a> <a href="#">Volgende ›</a></div>
<div class="pluck-comm-rules">Lees onze <a href="/reglement/">huisregels</a> voor reageerders.</div>
</div></div>"""
    css = """body{margin:0;background:#e5e9ed;font:13px/1.5 Verdana,Geneva,sans-serif;color:#1a1a1a}
#container{width:980px;margin:0 auto;background:#fff}#top{background:#d71920;color:#fff;padding:16px 20px;overflow:hidden}
#top .logo{float:left;font:bold 34px Arial;letter-spacing:-1px}#top .datum{float:right;font-size:11px;margin-top:16px}
#nav{background:#333}#nav a{display:inline-block;color:#fff;padding:7px 10px;text-decoration:none;font-size:12px}
#main{overflow:hidden;padding:16px 20px}#artikel{float:left;width:620px}#kolom{float:right;width:300px}
#artikel h1{font:bold 28px/1.15 Arial;margin:6px 0}.intro{font-weight:bold}.meta{color:#888;font-size:11px}
.kader{background:#f3f3f3;border-top:3px solid #d71920;padding:8px;margin-bottom:14px}.kader h4{margin:0 0 6px}.kader ol{margin:0;padding-left:18px}
#voet{background:#333;color:#aaa;font-size:11px;padding:14px 20px}.reacties-blok h3{border-bottom:2px solid #d71920;font-size:16px;margin-top:26px}
.pluck-comm-header{font-size:11px;color:#555;margin-bottom:6px}.pluck-comm-sort-selected{font-weight:bold}.pluck-comm-pagination{font-size:11px;margin:6px 0}
.pluck-comm-single-comment-main{overflow:hidden;border-bottom:1px dotted #ccc;padding:8px 0}.pluck-comm-comment-avatar{float:left;margin-right:10px}
.pluck-comm-comment-content{overflow:hidden}.pluck-comm-username-display{margin:0;font-weight:bold}.pluck-comm-timestamp{margin:0;color:#999;font-size:11px}
.pluck-comm-body-text{margin:4px 0}.pluck-comm-comment-actions{font-size:11px;color:#888}.pluck-comm-comment-actions a{color:#888}.pluck-comm-rules{font-size:11px;color:#888}"""
    body = f"""<div id="container">
<div id="top"><div class="logo">Dagblad van het Lauwerland</div><div class="datum">maandag 18 oktober 2010</div></div>
<div id="nav"><a href="/">Home</a><a href="/regio/">Regio</a><a href="/oosterwolde/">Oosterwolde</a><a href="/binnenland/">Binnenland</a><a href="/sport/">Sport</a><a href="/112/">112</a><a href="/familieberichten/">Familieberichten</a></div>
<div id="main">
<div id="artikel">
<p class="meta">Regio · OOSTERWOLDE</p>
<h1>Kruising Molenweg krijgt rotonde na jaren van klachten</h1>
<p class="meta">Door Sjoukje Terpstra · 18-10-2010 · 14:05 · <a href="#reacties">11 reacties</a></p>
<p class="intro">OOSTERWOLDE – De gemeenteraad heeft maandagavond ingestemd met de aanleg van een rotonde op de kruising van de Molenweg en de provinciale weg. De werkzaamheden beginnen in maart.</p>
<p>De kruising staat al jaren bekend als gevaarlijk. Sinds 2004 gebeurden er volgens de politie 23 ongelukken, waarvan één dodelijk.</p>
<p>De rotonde kost 1,4 miljoen euro, waarvan de provincie de helft betaalt. Tijdens de bouw, die ongeveer vier maanden duurt, wordt het verkeer omgeleid via de Dorpsstraat.</p>
<p>Een fietstunnel zit niet in het plan. Wethouder Dijkstra zegt dat de fietsers op de rotonde voorrang krijgen en dat een tunnel 'niet haalbaar' is binnen het budget.</p>
{pluck}
</div>
<div id="kolom">
<div class="kader"><h4>Meest gelezen</h4><ol><li><a href="/112/brand-boerderij/">Boerderij in Haulerwijk afgebrand</a></li><li><a href="/sport/vv-oosterwolde/">VV Oosterwolde wint derby</a></li><li><a href="/regio/molenweg-rotonde/">Kruising Molenweg krijgt rotonde</a></li></ol></div>
<div class="kader"><h4>Advertentie</h4><div style="height:250px;background:#ddd"></div></div>
</div>
</div>
<div id="voet">© 2010 Dagblad van het Lauwerland · Colofon · Adverteren · Abonneren · Privacy</div>
</div>"""
    return make(
        "er-nl-lauwerland-rotonde",
        "discussion",
        "nl",
        page(
            "Kruising Molenweg krijgt rotonde na jaren van klachten",
            "Dagblad van het Lauwerland",
            "nl",
            css,
            body,
            published="2010-10-18T12:05:00Z",
            author="Sjoukje Terpstra",
            url="http://www.dvhl.nl/regio/molenweg-rotonde/",
            config="var plckCommentOnKeyType = 'article'; var plckCommentOnKey = 'DVHL_5512093';\nvar plckItemsPerPage = 6; var plckSort = 'TimeStampDescending';",
        ),
        cs,
        path="/regio/molenweg-rotonde/",
        container="div#pluck-comm-container > div.pluck-comm-comments-list: div.pluck-comm-single-comment-main (avatar, div.pluck-comm-comment-content: p.pluck-comm-username-display > a, p.pluck-comm-timestamp 'DD-MM-YYYY HH:MM', div.pluck-comm-body > p, 'Aanbevelen (N) | Misbruik melden'), flat, newest first, page 1 of 2",
        heading="Reacties (11)",
        description="A Dutch regional daily's site of October 2010 with a Pluck-like (SiteLife) comment list drawn in the page under 'Reacties (11)': a login prompt, sort links ('Nieuwste eerst'), pagination above and below, 6 reactions of 11 on page 1, flat, newest first, absolute times, 'Aanbevelen (N)' counts and 'Misbruik melden'.",
    )


def threads2_er() -> list[Case]:
    return [es_echo(), it_gigya(), nl_pluck()]
