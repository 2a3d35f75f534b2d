"""Blind set em: three discussions of 2012-2014 news sites: a Spanish regional paper's numbered, voted comments two
deep with a long one cut by "Leer más" (2013), an Italian regional broadcaster's news site with replies, "Mostra altre
risposte" and community rules (2012) and a Dutch daily's "Reacties" with a "Topreacties" strip above them (2014, never
"comment"). Every name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_em_common import Case, box, esc, kids, links, make, page, paras, talk

# --------------------------------------------------------------------------- es: a regional paper, 2013


def es_escuela() -> Case:
    cs = talk("""
maestra_rural @ 13.06.2013 | 08:52 :: Trabajé seis años en la escuela de Villaralbo de la Sierra. Con cuatro alumnos se hacía un trabajo que en la ciudad con veinticinco es imposible: los mayores ayudaban a los pequeños, cada niño iba a su ritmo y las familias estaban dentro de la escuela todos los días. // Cerrarla no es ahorrar, es poner al pueblo una fecha de caducidad. Si no hay escuela no vendrán parejas jóvenes, y si no vienen parejas jóvenes dentro de diez años aquí no quedará nadie más que los jubilados del verano. // La Junta habla de transporte escolar como si fuera una solución, pero son cincuenta minutos de curvas cada mañana para un niño de cuatro años, y en invierno con la carretera helada muchos días no pasará el autobús.
>Sorianoenmadrid @ 13.06.2013 | 09:10 :: Gracias por contarlo así. Yo fui a una de esas escuelas y sigo acordándome del maestro, Don Emilio.
>el_de_la_fragua @ 13.06.2013 | 09:34 :: Cuatro alumnos y un maestro a jornada completa. Con los números en la mano no se sostiene, por mucho que nos duela.
>>maestra_rural @ 13.06.2013 | 09:51 :: Con los números en la mano tampoco se sostiene la línea de autobús, ni el consultorio, ni el cartero. ¿Cerramos también eso?
>>Ana Beltrán @ 13.06.2013 | 10:05 :: Los números los pone quien quiere. El AVE a ninguna parte sí que se sostenía, ¿verdad?
Manuel G. @ 13.06.2013 | 09:02 :: La ley dice que con menos de cinco alumnos se puede cerrar. Eso lleva escrito desde 2002. No es una sorpresa para nadie.
>Lucía_Pinares @ 13.06.2013 | 09:28 :: Que algo sea legal no quiere decir que sea justo. El curso que viene hay dos niños más empadronados, con lo que serían seis.
>>Manuel G. @ 13.06.2013 | 09:40 :: Si es así, la Junta tendría que revisarlo. ¿Está confirmado lo de los empadronados?
>>>Redacción @ 13.06.2013 | 11:15 :: Según el Ayuntamiento de Villaralbo, dos familias se han empadronado en mayo y sus hijos tienen edad escolar. La Dirección Provincial dice que revisará la matrícula en septiembre.
Teresa Ortega @ 13.06.2013 | 10:22 :: Mi hija va al CRA de al lado y el año pasado ya les juntaron con otro pueblo. Ahora pasan una hora en el autobús. Nadie de la Junta ha subido a ese autobús.
pueblo_vivo @ 13.06.2013 | 10:47 :: Esto es la España vaciada en directo. Luego harán un congreso sobre despoblación en Valladolid con canapés.
José Ramón @ 13.06.2013 | 11:30 :: Que se concentre a los niños en Almarza, que tiene comedor, gimnasio y profesor de inglés. Los niños también tienen derecho a eso.
""")
    k = kids(cs)
    votes = [
        (54, 3),
        (12, 0),
        (9, 21),
        (33, 2),
        (27, 4),
        (15, 11),
        (19, 1),
        (6, 0),
        (22, 0),
        (24, 1),
        (31, 5),
        (8, 17),
    ]
    rank = {
        "maestra_rural": "Lectora top",
        "el_de_la_fragua": "Nivel 2",
        "Manuel G.": "Nivel 3",
        "pueblo_vivo": "Nivel 1",
        "Lucía_Pinares": "Nivel 2",
    }
    numbers = {i: n for n, i in enumerate(sorted(range(len(cs)), key=lambda j: cs[j].at), start=1)}
    long_cut = {
        0: 1
    }  # the first comment shows its first paragraph, the rest is printed but hidden ("Leer más")

    def item(i: int) -> str:
        c = cs[i]
        up, down = votes[i]
        staff = c.who == "Redacción"
        r = rank.get(c.who, "")
        badges = ""
        if r:
            badges += f' <span class="rango">{esc(r)}</span>'
        if staff:
            badges += ' <span class="rango redac">Equipo El Heraldo</span>'
        dest = '<div class="destacado">★ Destacado por la redacción</div>' if i == 0 else ""
        if i in long_cut:
            ps = c.body.split("\n\n")
            n = long_cut[i]
            rest = "\n\n".join(ps[n:])
            text = (
                paras("\n\n".join(ps[:n]))
                + f'<div class="resto" id="resto-{31870 + i}" style="display:none">{paras(rest)}</div>'
                + f"<a class=\"leermas\" href=\"#\" onclick=\"document.getElementById('resto-{31870 + i}').style.display='block';this.style.display='none';return false;\">Leer más</a>"
            )
        else:
            text = paras(c.body)
        sub = ""
        if k.get(i):
            sub = '<ol class="respuestas">' + "".join(item(j) for j in k[i]) + "</ol>"
        return (
            f'<li class="opinion nivel-{c.depth}" id="c{31870 + i}">{dest}'
            f'<div class="cab"><span class="num">#{numbers[i]}</span> <a class="usuario" href="/usuarios/{esc(c.who.lower().replace(" ", ""))}">{esc(c.who)}</a>{badges}'
            f' <span class="fecha">{esc(c.at)}</span></div>'
            f'<div class="txt">{text}</div>'
            f'<div class="acc"><span class="votos"><a href="#" class="up" title="Me gusta">▲</a> {up} <a href="#" class="down" title="No me gusta">▼</a> {down}</span>'
            f' <a href="#" class="resp">Responder</a> <a href="/denunciar?id={31870 + i}" class="den">Denunciar</a></div>{sub}</li>'
        )

    css = """body{margin:0;background:#f1f1f1;font:13px/1.45 Arial,Helvetica,sans-serif;color:#222}
.contenedor{width:1000px;margin:0 auto;background:#fff}.cabecera{padding:16px 20px;border-bottom:1px solid #ccc;overflow:hidden}
.cabecera .marca{float:left;font:bold 36px Georgia,serif;color:#1d3f6e;text-decoration:none}.cabecera .fecha-hoy{float:right;font-size:11px;color:#777;text-align:right}
.menu{background:#1d3f6e;margin:0;padding:0 10px;list-style:none;overflow:hidden}.menu li{float:left}.menu a{display:block;color:#fff;padding:8px 10px;font-weight:bold;text-decoration:none;font-size:12px}
.principal{float:left;width:660px;padding:16px 20px}.lateral{float:right;width:280px;padding:16px 20px 16px 0}.limpiar{clear:both}
.antetitulo{color:#c0392b;font-weight:bold;font-size:12px;text-transform:uppercase}h1{font:bold 30px/1.1 Georgia,serif;margin:4px 0 8px}
.entradilla{font-size:16px;color:#444}.firma{font-size:11px;color:#777;border-top:1px solid #ddd;padding-top:4px}.cuerpo p{font:15px/1.6 Georgia,serif}
.bloque-coment{border-top:3px solid #1d3f6e;margin-top:20px;padding-top:6px}.bloque-coment h3{font-size:18px;color:#1d3f6e;margin:6px 0}
.pestanas{list-style:none;margin:0 0 8px;padding:0;border-bottom:1px solid #ccc;overflow:hidden}.pestanas li{float:left;padding:4px 10px}.pestanas li.activa{background:#1d3f6e}.pestanas li.activa a{color:#fff}
ol.hilo,ol.respuestas{list-style:none;margin:0;padding:0}ol.respuestas{margin-left:30px}
li.opinion{border-top:1px solid #e2e2e2;padding:8px 0}.cab .num{color:#999;font-size:11px}.usuario{font-weight:bold;color:#1d3f6e}
.rango{font-size:10px;background:#eee;color:#555;padding:1px 4px;border-radius:2px}.redac{background:#c0392b;color:#fff}.fecha{color:#999;font-size:11px}
.destacado{font-size:11px;color:#c0392b;font-weight:bold}.txt p{margin:4px 0}.leermas{font-size:11px;font-weight:bold}
.acc{font-size:11px;color:#777}.acc a{color:#555;margin-left:6px}.votos a{text-decoration:none}
.normas{font-size:11px;color:#666;background:#f7f7f7;padding:6px}.formulario textarea{width:96%;height:70px}
.lateral h4{border-bottom:2px solid #1d3f6e;margin:14px 0 6px}.lateral ol{padding-left:18px}.pie{background:#1d3f6e;color:#dde;padding:14px 20px;font-size:11px}.pie a{color:#fff}"""
    story = [
        "La Dirección Provincial de Educación ha comunicado al Ayuntamiento de Villaralbo de la Sierra que la escuela unitaria del municipio no abrirá el próximo curso. Este año ha tenido cuatro alumnos, uno menos del mínimo que fija la normativa autonómica.",
        "Los alumnos serán trasladados al colegio de Almarza, a 31 kilómetros, en un transporte escolar que saldrá del pueblo a las 8.05 horas.",
        "El alcalde, Félix Romero, asegura que el curso que viene habrá seis niños en edad escolar empadronados. «Nos cierran la escuela justo cuando empiezan a volver familias», lamenta.",
        "Desde 2000, la provincia ha perdido 14 escuelas rurales. Los padres han convocado una concentración el sábado frente a la escuela.",
    ]
    body = f"""<div class="contenedor">
<div class="cabecera"><a class="marca" href="/">El Heraldo del Duero</a><div class="fecha-hoy">Jueves, 13 de junio de 2013<br />Soria 19 °C &middot; <a href="/hemeroteca/">Hemeroteca</a> &middot; <a href="/registro/">Regístrate</a></div></div>
<ul class="menu"><li><a href="/soria/">Soria</a></li><li><a href="/provincia/">Provincia</a></li><li><a href="/castilla-y-leon/">Castilla y León</a></li><li><a href="/espana/">España</a></li><li><a href="/deportes/">Deportes</a></li><li><a href="/cultura/">Cultura</a></li><li><a href="/opinion/">Opinión</a></li><li><a href="/esquelas/">Esquelas</a></li></ul>
<div class="principal">
<p class="antetitulo">Educación</p>
<h1>Villaralbo de la Sierra se queda sin escuela tras 120 años</h1>
<p class="entradilla">Educación cierra la unitaria por tener cuatro alumnos. El alcalde asegura que el próximo curso habría seis.</p>
<p class="firma">Carmen Alonso | Soria | 13/06/2013</p>
{box(660, 300, "")}
<div class="cuerpo">{"".join(f"<p>{esc(p)}</p>" for p in story)}</div>
<p style="font-size:11px">Compartir: <a href="#">Facebook</a> (143) &middot; <a href="#">Twitter</a> (38) &middot; <a href="#">Tuenti</a> &middot; <a href="#">Menéame</a> &middot; Enviar &middot; Imprimir</p>
<div class="bloque-coment" id="comentarios">
<h3>12 comentarios</h3>
<ul class="pestanas"><li><a href="?orden=recientes#comentarios">Más recientes</a></li><li class="activa"><a href="?orden=antiguos#comentarios">Más antiguos</a></li><li><a href="?orden=valorados#comentarios">Más valorados</a></li></ul>
<ol class="hilo">{"".join(item(i) for i in k[None])}</ol>
<div class="formulario"><h4>Escribe tu comentario</h4><p>Para comentar debes <a href="/login">iniciar sesión</a> o <a href="/registro">registrarte</a>.</p><form action="/login" method="get"><textarea name="c" rows="4" cols="60"></textarea><br /><input type="submit" value="Enviar comentario" /></form>
<p class="normas">El Heraldo del Duero no se hace responsable de las opiniones de los lectores. No se publicarán comentarios ofensivos, discriminatorios o que no guarden relación con la noticia. <a href="/normas-participacion">Normas de participación</a>.</p></div>
</div>
</div>
<div class="lateral">
{box(280, 250, "Publicidad")}
<h4>Lo más leído</h4>{links("Fiestas de San Juan: programa completo | ;; Villaralbo de la Sierra se queda sin escuela | ;; El Numancia renueva a su portero | ;; Cortes de tráfico en la avenida de Valladolid | ;; La ola de calor llega el fin de semana |", tag="ol")}
<h4>Lo más comentado</h4>{links("Villaralbo de la Sierra se queda sin escuela | 12 ;; El Ayuntamiento sube el IBI un 4% | 47 ;; Nueva línea de autobús a Madrid | 19", tag="ol")}
<h4>Farmacias de guardia</h4><p>Soria: Farmacia Marín, C/ Collado 21.<br />Almazán: Farmacia Hernández, Plaza Mayor 4.</p>
</div>
<div class="limpiar"></div>
<div class="pie">&copy; 2013 El Heraldo del Duero &middot; <a href="/aviso-legal">Aviso legal</a> &middot; <a href="/contacto">Contacto</a> &middot; <a href="/publicidad">Publicidad</a></div>
</div>"""
    return make(
        "em-es-villaralbo-escuela",
        "discussion",
        "es",
        page(
            "Villaralbo de la Sierra se queda sin escuela tras 120 años",
            "El Heraldo del Duero",
            "es",
            css,
            body,
            published="2013-06-13T07:00:00+02:00",
            author="Carmen Alonso",
        ),
        cs,
        path="/provincia/villaralbo-de-la-sierra-se-queda-sin-escuela-tras-120-anos-20130613.html",
        container="div#comentarios under '12 comentarios': ol.hilo > li.opinion (span.num '#N', a.usuario NAME, rank badge, span.fecha 'DD.MM.AAAA | HH:MM', div.txt > p, '▲ n ▼ n', Responder, Denunciar), answers in ol.respuestas inside the parent's li, three deep; the first comment's last two paragraphs printed in a hidden div.resto behind 'Leer más'",
        heading="12 comentarios",
        description="A Spanish regional paper of June 2013 (date strip, share counts, most read / most discussed, duty pharmacies, adverts): 12 numbered comments with ▲/▼ votes, rank badges ('Lectora top', 'Nivel 2'), a 'Destacado por la redacción' label, answers three deep inside the parent's li, the newsroom's answer ('Equipo El Heraldo'), a long comment cut after its first paragraph with the rest printed hidden behind 'Leer más'; sort tabs, a sign-in form and participation rules.",
    )


# --------------------------------------------------------------------------- it: a regional broadcaster's news site, 2012


def it_ponte() -> Case:
    cs = talk("""
Giorgio da Chioggia @ 12 marzo 2012 alle 15:04 :: Sono quarant'anni che sentiamo parlare del nuovo ponte. Mio padre firmò la prima petizione nel 1974. Crederò ai cantieri quando vedrò le ruspe.
>Redazione TeleLaguna @ 12 marzo 2012 alle 16:20 :: Gentile Giorgio, secondo la Regione il bando di gara sarà pubblicato entro giugno e i lavori dovrebbero partire nella primavera 2013. Seguiremo ogni passaggio.
>Marta B. @ 12 marzo 2012 alle 16:45 :: Anche mia nonna ne parlava. Però questa volta i soldi ci sono, è la prima volta che il finanziamento è scritto nero su bianco.
Luca Zennaro @ 12 marzo 2012 alle 15:22 :: Il ponte attuale d'estate è un imbuto. Ci vogliono quaranta minuti per fare due chilometri con i camper dei turisti.
Franca_Sottomarina @ 12 marzo 2012 alle 15:37 :: Speriamo che non facciano come a Cavarzere, dove il cantiere è rimasto aperto sei anni e i negozi della via hanno chiuso uno dopo l'altro.
>Luca Zennaro @ 12 marzo 2012 alle 15:55 :: Appunto, bisogna pretendere un cronoprogramma con le penali per la ditta.
pescatore61 @ 12 marzo 2012 alle 17:08 :: Nessuno parla dell'altezza. Se il nuovo ponte è basso come quello vecchio le barche da pesca continueranno a dover aspettare l'apertura.
Elisa Boscolo @ 12 marzo 2012 alle 18:31 :: Bella notizia finalmente. Speriamo pensino anche a una pista ciclabile, in bici adesso è un suicidio.
""")
    k = kids(cs)
    likes = [23, 11, 8, 17, 14, 6, 19, 12]
    more = {0: 3}  # "Mostra altre 3 risposte": not printed (the button would fetch them)
    place = {
        "Giorgio da Chioggia": "",
        "Luca Zennaro": "Sottomarina",
        "pescatore61": "Pellestrina",
        "Elisa Boscolo": "Chioggia",
    }

    def item(i: int) -> str:
        c = cs[i]
        staff = c.who.startswith("Redazione")
        label = ' <span class="tl-badge">Redazione</span>' if staff else ""
        loc = f' <span class="tl-luogo">da {esc(place[c.who])}</span>' if place.get(c.who) else ""
        sub = ""
        if k.get(i):
            sub = '<div class="tl-risposte">' + "".join(item(j) for j in k[i])
            if i in more:
                sub += f'<a class="tl-altre" href="#" data-parent="{70214 + i}">Mostra altre {more[i]} risposte</a>'
            sub += "</div>"
        return (
            f'<div class="tl-intervento{" tl-staff" if staff else ""}" id="int-{70214 + i}">'
            f'<div class="tl-avatar"></div><div class="tl-corpo">'
            f'<p class="tl-autore"><strong>{esc(c.who)}</strong>{label}{loc}</p>'
            f'<p class="tl-data">{esc(c.at)}</p><div class="tl-testo">{paras(c.body)}</div>'
            f'<p class="tl-azioni"><a href="#">Mi piace</a> ({likes[i]}) &middot; <a href="#scrivi">Rispondi</a> &middot; '
            f'<a href="#">Condividi</a> &middot; <a href="/segnala?id={70214 + i}">Segnala</a></p>{sub}</div></div>'
        )

    css = """body{margin:0;background:#0a2a4a;font:13px/1.5 Tahoma,Verdana,sans-serif;color:#222}
#tl-page{width:970px;margin:0 auto;background:#fff}#tl-top{background:#0a2a4a;color:#9cf;padding:4px 12px;font-size:11px}
#tl-head{height:90px;background:#fff;border-bottom:5px solid #e8a317;position:relative}#tl-logo{position:absolute;left:14px;top:16px;font:bold 38px Arial;color:#0a2a4a;text-decoration:none}
#tl-logo span{color:#e8a317}#tl-diretta{position:absolute;right:14px;top:24px;background:#c00;color:#fff;padding:6px 10px;font-weight:bold;text-decoration:none}
#tl-nav{background:#e8a317;margin:0;padding:0 8px;list-style:none;overflow:hidden}#tl-nav li{float:left}#tl-nav a{display:block;padding:7px 10px;color:#0a2a4a;font-weight:bold;text-decoration:none}
#tl-main{float:left;width:640px;padding:14px}#tl-side{float:right;width:286px;padding:14px 14px 14px 0}.tl-clr{clear:both}
h1{font:bold 28px/1.15 Arial;margin:6px 0;color:#0a2a4a}.tl-occhiello{color:#e8a317;font-weight:bold}.tl-sommario{font-size:15px;font-weight:bold}
.tl-info{font-size:11px;color:#888}.tl-video{width:640px;height:360px;background:#000;color:#fff;text-align:center;line-height:360px}
.tl-art p{font-size:14px}#tl-discussione h2{background:#0a2a4a;color:#fff;font-size:15px;padding:5px 8px}
.tl-intervento{overflow:hidden;padding:8px 0;border-bottom:1px solid #eee}.tl-avatar{float:left;width:36px;height:36px;background:#cfd8e3}
.tl-corpo{margin-left:46px}.tl-autore{margin:0}.tl-badge{background:#e8a317;color:#0a2a4a;font-size:10px;padding:0 4px;font-weight:bold}.tl-luogo{color:#777;font-size:11px}
.tl-data{margin:0;font-size:11px;color:#999}.tl-testo p{margin:4px 0}.tl-azioni{font-size:11px;color:#777;margin:2px 0}
.tl-risposte{border-left:3px solid #e8a317;padding-left:10px;margin-top:6px}.tl-staff{background:#fdf6e4}.tl-altre{display:block;font-size:11px;font-weight:bold;margin:4px 0}
#scrivi{background:#f3f3f3;padding:8px;margin-top:10px}#scrivi textarea{width:96%;height:60px}.tl-regole{font-size:11px;color:#555}
#tl-side h3{border-bottom:3px solid #e8a317;font-size:14px;margin:14px 0 6px}#tl-side ol{padding-left:18px}.tl-palinsesto td{font-size:11px;padding:2px 4px}
#tl-foot{background:#0a2a4a;color:#9ab;padding:12px 14px;font-size:11px}"""
    story = [
        "Dopo decenni di attese il nuovo ponte sul canale Lombardo ha un finanziamento: 18 milioni di euro stanziati dalla Regione nel piano delle infrastrutture approvato questa mattina dalla giunta.",
        "Il progetto prevede una struttura a due corsie con marciapiedi e una luce libera di 4,5 metri, più alta di quella attuale, per il passaggio delle imbarcazioni.",
        "Il sindaco ha parlato di «giornata storica». Le associazioni dei commercianti chiedono che il cantiere non blocchi il traffico durante la stagione estiva.",
    ]
    body = f"""<div id="tl-page">
<div id="tl-top">Lunedì 12 marzo 2012 &middot; Chioggia 13°C &middot; <a href="/meteo" style="color:#9cf">Meteo</a> &middot; <a href="/tg" style="color:#9cf">Le edizioni del TG</a></div>
<div id="tl-head"><a id="tl-logo" href="/">Tele<span>Laguna</span></a><a id="tl-diretta" href="/diretta">&#9658; DIRETTA TV</a></div>
<ul id="tl-nav"><li><a href="/">Home</a></li><li><a href="/cronaca/">Cronaca</a></li><li><a href="/politica/">Politica</a></li><li><a href="/economia/">Economia</a></li><li><a href="/sport/">Sport</a></li><li><a href="/eventi/">Eventi</a></li><li><a href="/video/">Video</a></li><li><a href="/programmi/">Programmi</a></li></ul>
<div id="tl-main">
<div class="tl-art">
<p class="tl-occhiello">Viabilità</p>
<h1>Nuovo ponte sul canale Lombardo, la Regione stanzia 18 milioni</h1>
<p class="tl-info">Pubblicato il 12/03/2012 alle 13:45 &middot; di Paolo Ferro &middot; <a href="#tl-discussione">11 commenti</a></p>
<div class="tl-video">&#9658; Guarda il servizio del TG delle 13</div>
<p class="tl-sommario">Approvato il piano infrastrutture: il cantiere potrebbe partire nella primavera 2013.</p>
{"".join(f"<p>{esc(p)}</p>" for p in story)}
<p style="font-size:11px">Condividi: <a href="#">Facebook</a> &middot; <a href="#">Twitter</a> &middot; <a href="#">OK Notizie</a> &middot; <a href="#">E-mail</a></p>
</div>
<div id="tl-discussione">
<h2>Commenti (11)</h2>
<p style="font-size:11px">Ordina: <strong>dal più vecchio</strong> | <a href="?ordine=recenti">dal più recente</a> | <a href="?ordine=piaciuti">i più apprezzati</a></p>
{"".join(item(i) for i in k[None])}
<div id="scrivi"><h3>Scrivi un commento</h3><form action="/login" method="get"><p>Nome: <input type="text" name="nome" size="30" /></p><p>E-mail (non sarà pubblicata): <input type="text" name="email" size="30" /></p><textarea name="testo" rows="4" cols="60"></textarea><br /><input type="submit" value="Invia" /></form>
<p class="tl-regole"><strong>Regole della community:</strong> i commenti sono moderati. Non sono ammessi insulti, contenuti razzisti o pubblicità. La redazione si riserva di non pubblicare i messaggi che non rispettano le <a href="/regole">regole</a>.</p></div>
</div>
</div>
<div id="tl-side">
{box(286, 240, "Pubblicità")}
<h3>I più letti</h3>{links("Incidente sulla Romea, due feriti | ;; Nuovo ponte sul canale Lombardo | ;; Clodiense, pareggio a Legnago | ;; Sagra del pesce, le date 2012 | ;; Acqua alta, allerta per giovedì |", tag="ol")}
<h3>Oggi in TV</h3><table class="tl-palinsesto"><tr><td>13:00</td><td>TG TeleLaguna</td></tr><tr><td>14:30</td><td>Laguna Sport</td></tr><tr><td>19:30</td><td>TG TeleLaguna</td></tr><tr><td>21:00</td><td>Pescatori di notte</td></tr></table>
</div>
<div class="tl-clr"></div>
<div id="tl-foot">TeleLaguna S.r.l. &middot; P.IVA 03391820273 &middot; <a href="/redazione" style="color:#cde">Redazione</a> &middot; <a href="/pubblicita" style="color:#cde">Pubblicità</a> &middot; <a href="/privacy" style="color:#cde">Privacy</a></div>
</div>"""
    return make(
        "em-it-chioggia-ponte",
        "discussion",
        "it",
        page(
            "Nuovo ponte sul canale Lombardo, la Regione stanzia 18 milioni",
            "TeleLaguna",
            "it",
            css,
            body,
            published="2012-03-12T13:45:00+01:00",
            author="Paolo Ferro",
            doctype="html4",
        ),
        cs,
        path="/cronaca/2012/03/12/nuovo-ponte-sul-canale-lombardo-la-regione-stanzia-18-milioni-21735.html",
        container="div#tl-discussione under 'Commenti (11)': div.tl-intervento (grey avatar, p.tl-autore > strong NAME + 'Redazione' badge + 'da TOWN', p.tl-data 'D mese AAAA alle HH:MM', div.tl-testo > p, 'Mi piace (n) · Rispondi · Condividi · Segnala'), replies in div.tl-risposte inside the parent; 'Mostra altre 3 risposte' (not printed)",
        heading="Commenti (11)",
        description="An Italian regional broadcaster's news site of March 2012 (live TV button, video box, TV schedule, most read, adverts): 8 of 11 comments printed, replies one deep inside the parent's box, the newsroom's answer with a 'Redazione' badge, towns after some names, 'Mi piace (n)', Rispondi, Condividi, Segnala; three more replies behind 'Mostra altre 3 risposte' are not printed; sort links, a form and community rules.",
    )


# --------------------------------------------------------------------------- nl: a daily's "Reacties", 2014


def nl_dijk() -> Case:
    cs = talk("""
Gerrit van Dam @ 14-05-14, 08:03 :: Ik woon sinds 1981 achter deze dijk. Elke winter kijk ik naar het water en denk ik: dit houdt het nog wel. Goed dat het nu eindelijk gebeurt, maar waarom moeten de bomen allemaal weg?
>Annemiek Schouten @ 14-05-14, 08:41 :: Bomen op een dijk zijn juist een risico, de wortels maken het dijklichaam zwak. Dat legt het waterschap al jaren uit.
>>Gerrit van Dam @ 14-05-14, 09:02 :: Dat snap ik, maar ze hadden ook een rij aan de binnenkant kunnen laten staan. Nu wordt het een kale vlakte.
Peter K. @ 14-05-14, 08:15 :: Vier jaar werk en de weg is al die tijd dicht voor vrachtverkeer. Ik heb een loonbedrijf in Oostwaard, ik mag straks elke dag twaalf kilometer omrijden.
Waterschap Hollands Midden @ 14-05-14, 10:30 :: Beste lezers, de omleiding voor landbouw- en vrachtverkeer wordt in juni bekendgemaakt. Op 22 mei is er een inloopavond in dorpshuis De Kaag, van 19.00 tot 21.00 uur.
Hanneke @ 14-05-14, 09:27 :: Wij hebben in 1995 moeten evacueren. Ik ben blij met elke centimeter die erbij komt.
>Peter K. @ 14-05-14, 09:48 :: Dat begrijp ik helemaal, Hanneke. Het gaat mij alleen om de uitvoering, niet om het doel.
Bas Verweij @ 14-05-14, 10:52 :: Kost 84 miljoen. Voor dat geld hadden ze ook de hele polder kunnen opkopen. Grapje hoor, maar het is veel geld.
""")
    k = kids(cs)
    respect = [31, 44, 12, 19, 27, 58, 16, 5]
    top = [5, 1]  # "Topreacties": the two with most respect, printed again above the list
    abonnee = {"Gerrit van Dam", "Hanneke", "Bas Verweij"}

    def item(i: int, top_copy: bool = False) -> str:
        c = cs[i]
        official = c.who.startswith("Waterschap")
        tag = ' <span class="lbl-abo">Abonnee</span>' if c.who in abonnee else ""
        tag += ' <span class="lbl-org">Geverifieerd</span>' if official else ""
        sub = ""
        if not top_copy and k.get(i):
            sub = '<ul class="rx-sub">' + "".join(item(j) for j in k[i]) + "</ul>"
        rid = "" if top_copy else f' id="rx-{2238190 + i}"'
        return (
            f'<li class="rx"{rid}><div class="rx-kop"><b>{esc(c.who)}</b>{tag} <em>{esc(c.at)}</em></div>'
            f'<div class="rx-tekst">{paras(c.body)}</div>'
            f'<div class="rx-knoppen"><a href="#" class="respect">Respect</a> <span class="rx-n">{respect[i]}</span>'
            + ("" if top_copy else ' <a href="#plaats" class="reageer">Reageer</a>')
            + f' <a href="/misbruik?id={2238190 + i}" class="meld">Meld misbruik</a></div>{sub}</li>'
        )

    css = """*{box-sizing:border-box}body{margin:0;background:#fff;font:14px/1.5 Helvetica,Arial,sans-serif;color:#1a1a1a}
.kop{background:#003d6b;color:#fff;height:70px;padding:0 20px}.kop a.logo{float:left;color:#fff;font:bold 32px/70px Georgia,serif;text-decoration:none}
.kop .inlog{float:right;line-height:70px;font-size:12px}.kop .inlog a{color:#fff}.rubrieken{background:#f2f2f2;border-bottom:1px solid #ddd;padding:0 20px;height:36px}
.rubrieken a{float:left;line-height:36px;margin-right:16px;color:#003d6b;font-weight:bold;text-decoration:none;font-size:13px}
.raster{width:1000px;margin:0 auto;overflow:hidden}.hoofd{float:left;width:650px;padding:20px 0}.zij{float:right;width:310px;padding:20px 0}
.rubriek{color:#e4572e;font-weight:bold;font-size:12px;text-transform:uppercase}h1{font:bold 32px/1.15 Georgia,serif;margin:4px 0 10px}
.intro{font-weight:bold}.datum{color:#888;font-size:12px}.tekst p{font-size:16px;line-height:1.6}
#reacties{border-top:3px solid #003d6b;margin-top:24px}#reacties h2{font-size:20px;margin:10px 0}
.top{background:#fff4e6;border:1px solid #f0d2aa;padding:8px 12px;margin:8px 0}.top h3{margin:0 0 4px;font-size:14px;color:#e4572e}
ul.rx-lijst,ul.rx-sub,.top ul{list-style:none;margin:0;padding:0}ul.rx-sub{margin-left:28px;border-left:2px solid #dde6ee;padding-left:10px}
li.rx{padding:10px 0;border-bottom:1px solid #eee}.rx-kop b{color:#003d6b}.rx-kop em{color:#999;font-style:normal;font-size:12px;margin-left:6px}
.lbl-abo{background:#003d6b;color:#fff;font-size:10px;padding:1px 4px}.lbl-org{background:#2a9d8f;color:#fff;font-size:10px;padding:1px 4px}
.rx-tekst p{margin:4px 0}.rx-knoppen{font-size:12px;color:#666}.rx-knoppen a{color:#003d6b;margin-right:4px}.rx-n{margin-right:10px}
.sorteer{font-size:12px}.sorteer a{margin:0 4px}#plaats{background:#f6f6f6;padding:10px;margin-top:12px}#plaats textarea{width:100%;height:70px}
.zij h4{border-bottom:2px solid #003d6b;margin:16px 0 6px}.zij ol{padding-left:20px}.voet{background:#003d6b;color:#ccd;padding:16px 20px;font-size:12px;clear:both}.voet a{color:#fff}"""
    story = [
        "Het waterschap begint na de zomer met de versterking van de Oostwaarddijk. Over een lengte van 6,2 kilometer wordt de dijk verbreed en anderhalve meter verhoogd.",
        "Uit de landelijke toetsing bleek in 2011 dat de dijk niet meer aan de veiligheidsnorm voldoet. De werkzaamheden duren naar verwachting tot eind 2018 en kosten 84 miljoen euro.",
        "Langs de dijk verdwijnen ruim 400 bomen. Het waterschap belooft nieuwe aanplant aan de polderkant van de weg. De dijkweg is tijdens de werkzaamheden afgesloten voor vrachtverkeer.",
    ]
    body = f"""<div class="kop"><a class="logo" href="/">De Waterlander</a><div class="inlog"><a href="/inloggen">Inloggen</a> | <a href="/abonneren">Abonneren</a> | woensdag 14 mei 2014</div></div>
<div class="rubrieken"><a href="/">Voorpagina</a><a href="/regio/">Regio</a><a href="/binnenland/">Binnenland</a><a href="/buitenland/">Buitenland</a><a href="/economie/">Economie</a><a href="/sport/">Sport</a><a href="/cultuur/">Cultuur</a><a href="/112/">112</a></div>
<div class="raster">
<div class="hoofd">
<p class="rubriek">Regio &middot; Oostwaard</p>
<h1>Oostwaarddijk vier jaar op de schop: 400 bomen moeten wijken</h1>
<p class="datum">14-05-14, 06:00 &middot; Door Sanne de Wit &middot; <a href="#reacties">8 reacties</a></p>
{box(650, 320, "")}
<p class="intro">De dijk tussen Oostwaard en De Kaag wordt versterkt. Omwonenden krijgen te maken met jaren van werkzaamheden.</p>
<div class="tekst">{"".join(f"<p>{esc(p)}</p>" for p in story)}</div>
<p style="font-size:12px">Delen: <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">LinkedIn</a> <a href="#">WhatsApp</a> <a href="#">Mail</a></p>
<div id="reacties">
<h2>Reacties (8)</h2>
<div class="top"><h3>Topreacties</h3><ul>{"".join(item(i, top_copy=True) for i in top)}</ul></div>
<p class="sorteer">Sorteer op: <strong>Oudste eerst</strong> | <a href="?sorteer=nieuwste#reacties">Nieuwste eerst</a> | <a href="?sorteer=respect#reacties">Meeste respect</a></p>
<ul class="rx-lijst">{"".join(item(i) for i in k[None])}</ul>
<div id="plaats"><h3>Plaats een reactie</h3><p>Alleen abonnees kunnen reageren. <a href="/inloggen">Log in</a> met je account.</p><textarea disabled="disabled"></textarea>
<p style="font-size:11px;color:#666">Reageren is mogelijk tot 24 uur na publicatie. Reacties die in strijd zijn met de <a href="/huisregels">huisregels</a> worden verwijderd.</p></div>
</div>
</div>
<div class="zij">
{box(300, 250, "Advertentie")}
<h4>Meest gelezen</h4>{links("Brand in boerderij bij De Kaag | ;; Oostwaarddijk vier jaar op de schop | ;; Pont over de Vliet vaart weer | ;; Supermarkt in dorpskern sluit | ;; Wielerronde trekt recordaantal deelnemers |", tag="ol")}
<h4>Meest besproken</h4>{links("Oostwaarddijk vier jaar op de schop | 8 ;; Gemeente schrapt subsidie muziekschool | 34 ;; Windmolens bij Lange Weide | 21", tag="ol")}
</div>
</div>
<div class="voet">&copy; 2014 De Waterlander &middot; <a href="/colofon">Colofon</a> &middot; <a href="/privacy">Privacy</a> &middot; <a href="/cookies">Cookies</a> &middot; <a href="/adverteren">Adverteren</a></div>"""
    return make(
        "em-nl-oostwaard-dijk",
        "discussion",
        "nl",
        page(
            "Oostwaarddijk vier jaar op de schop: 400 bomen moeten wijken",
            "De Waterlander",
            "nl",
            css,
            body,
            published="2014-05-14T06:00:00+02:00",
            author="Sanne de Wit",
            doctype="html5",
        ),
        cs,
        path="/regio/oostwaard/oostwaarddijk-vier-jaar-op-de-schop-400-bomen-moeten-wijken~a1829371/",
        container="div#reacties under 'Reacties (8)': ul.rx-lijst > li.rx (div.rx-kop > b NAME + 'Abonnee'/'Geverifieerd' + em 'DD-MM-JJ, HH:MM', div.rx-tekst > p, 'Respect n', Reageer, Meld misbruik), answers in ul.rx-sub inside the parent's li, two deep; 'Topreacties' repeats two of them above the list",
        heading="Reacties (8)",
        description="A Dutch daily of May 2014 (login bar, share buttons, most read / most discussed, adverts): 8 readers' reactions, answers two deep inside the parent's li, 'Abonnee' and 'Geverifieerd' labels, 'Respect n' counts, Reageer, Meld misbruik; a 'Topreacties' box repeats the two most respected above the list; sort links, a subscribers-only form and house rules. Never says 'comment'.",
    )


def threads2_em() -> list[Case]:
    return [es_escuela(), it_ponte(), nl_dijk()]
