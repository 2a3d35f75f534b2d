"""Blind set DV: two discussions that never say "comment" in their markup: a Spanish regional digital daily of 2018
("Opiniones": an opinion removed for breaking the rules with its answers kept, one hidden for its negative votes and one
by a user the reader blocked, both printed but folded, an edited one) and a Polish county portal of 2014 ("Opinie
czytelników": a flat list whose answers are shown by an inline indent only, masked IPs, plus and minus votes, entries
removed by the moderator and by their writer, one hidden for its low rating, edited ones). Every site, name, place and
text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_dv_common import Case, doc, esc, kids, make, paras, slug, thread

# --------------------------------------------------------------------------- es: a regional digital daily, 2018


def es_consultorio() -> Case:
    es = thread("""
Carmen Lahoz @ 17/10/2018 09:14 ~ 2018-10-17T09:14:00+02:00 :: En Valdehornos vivimos 230 personas y la mitad pasamos de setenta años. Si el médico viene un día a la semana, ¿qué hace mi madre si se pone mala un jueves? ¿Esperar al martes?
>Miguel Á. Sancho @ 17/10/2018 09:40 ~ 2018-10-17T09:40:00+02:00 :: Para eso está el 112 y el centro de salud de Torremocha, que está a quince minutos. Nadie dice que sea lo ideal, pero no hay médicos para todos los pueblos.
>>Carmen Lahoz @ 17/10/2018 10:02 ~ 2018-10-17T10:02:00+02:00 :: Quince minutos en verano. En invierno, con el puerto nevado, son cuarenta, y la ambulancia tarda lo que tarda.
!gone @ 17/10/2018 10:25 ~ 2018-10-17T10:25:00+02:00 :: Esta opinión ha sido eliminada por no cumplir las normas de participación.
>Rosa Gimeno @ 17/10/2018 10:51 ~ 2018-10-17T10:51:00+02:00 :: Insultar al consejero no va a traer ningún médico. Lo que hay que hacer es ir todos el sábado a la concentración delante del ayuntamiento.
>>Jesús Bernal {edited=Editado} @ 17/10/2018 11:20 ~ 2018-10-17T11:20:00+02:00 :: Allí estaremos los de Fuentecilla también, que nos pasa lo mismo desde marzo. Salimos en autobús a las diez desde la plaza.
pueblovaciado @ 17/10/2018 11:48 ~ 2018-10-17T11:48:00+02:00 :: Luego se extrañan de que los pueblos se vacíen. Primero quitaron la escuela, luego el cajero y ahora el médico. Así no se queda nadie.
Tonín_73 {low} @ 17/10/2018 12:30 ~ 2018-10-17T12:30:00+02:00 :: El que quiera médico todos los días que se vaya a vivir a la ciudad, que nadie le obliga a vivir en un pueblo.
>Pilar Aznar @ 17/10/2018 12:55 ~ 2018-10-17T12:55:00+02:00 :: Y el que quiera comer tomates que no los cultive nadie, ¿no? Sin pueblos no hay campo.
Andrés Marco {blocked} @ 17/10/2018 13:37 ~ 2018-10-17T13:37:00+02:00 :: La consejería ha convocado doce plazas de médico rural y se han presentado tres candidatos. El problema no es de voluntad política, es que no hay profesionales que quieran venir.
Dra. Elena Cuartero @ 17/10/2018 15:06 ~ 2018-10-17T15:06:00+02:00 :: Soy médica de familia en la zona. Con los incentivos actuales una plaza rural cobra prácticamente lo mismo que una urbana y supone cientos de kilómetros a la semana en coche propio. // Si se pagara el desplazamiento y se contara como mérito para las oposiciones, muchos compañeros jóvenes se lo pensarían.
""")
    k = kids(es)
    votes = {
        0: (41, 3),
        1: (8, 19),
        2: (33, 1),
        4: (27, 2),
        5: (12, 0),
        6: (38, 4),
        7: (2, 31),
        8: (24, 1),
        9: (6, 9),
        10: (52, 2),
    }

    def art(i: int) -> str:
        e = es[i]
        aid = 61230 + i * 11
        if e.kind == "gone":
            return (
                f'<article class="opinion opinion--eliminada" id="op-{aid}"><p class="opinion__aviso">{esc(e.body)}</p>'
                f'<footer class="opinion__pie"><time datetime="{e.iso}">{esc(e.at)}</time></footer></article>'
            )
        up, down = votes[i]
        folded = e.has("low") or e.has("blocked")
        fold_note = ""
        if e.has("low"):
            fold_note = '<p class="opinion__plegada">Esta opinión está oculta por acumular muchos votos negativos. <button type="button" class="opinion__mostrar">Mostrar</button></p>'
        if e.has("blocked"):
            fold_note = '<p class="opinion__plegada">Has bloqueado a este usuario. <button type="button" class="opinion__mostrar">Mostrar de todos modos</button> · <a href="/mi-cuenta/bloqueados">Gestionar bloqueos</a></p>'
        edited = ' <span class="opinion__editada">· Editado</span>' if e.has("edited") else ""
        hidden = " hidden" if folded else ""
        return (
            f'<article class="opinion{" opinion--plegada" if folded else ""}" id="op-{aid}">'
            f'<header class="opinion__cab"><img class="opinion__avatar" src="/_avatar/vsa-{slug(e.who)}.svg" width="36" height="36" alt="">'
            f'<a class="opinion__autor" href="/usuarios/{slug(e.who)}" rel="nofollow">{esc(e.who)}</a>'
            f'<time class="opinion__fecha" datetime="{e.iso}">{esc(e.at)}</time>{edited}</header>{fold_note}'
            f'<div class="opinion__texto"{hidden}>{paras(e.body)}</div>'
            f'<footer class="opinion__pie"{hidden}><button type="button" class="voto voto--si" aria-label="Me gusta">👍 {up}</button>'
            f'<button type="button" class="voto voto--no" aria-label="No me gusta">👎 {down}</button>'
            '<a href="#participa" class="opinion__responder">Responder</a><a href="/denunciar" class="opinion__denunciar">Denunciar</a></footer></article>'
        )

    def group(i: int) -> str:
        out = art(i)
        if i in k:
            out += (
                f'<div class="respuestas" data-respuestas-de="op-{61230 + i * 11}">'
                + "".join(group(j) for j in k[i])
                + "</div>"
            )
        return out

    listing = "".join(group(i) for i in k[None])
    n = len(es)
    css = """*{box-sizing:border-box}[hidden]{display:none!important}body{margin:0;font:16px/1.55 'Open Sans',Helvetica,Arial,sans-serif;color:#1e1e1e;background:#fff}
a{color:#b3261e}.cabecera{border-bottom:1px solid #ddd}.cabecera__fila{max-width:1180px;margin:0 auto;display:flex;justify-content:space-between;align-items:center;padding:12px 16px}
.marca{font:700 34px 'Playfair Display',Georgia,serif;color:#111;text-decoration:none}.fecha-hoy{font-size:13px;color:#777}.acceso a{font-size:14px;margin-left:12px}
.menu{background:#b3261e}.menu ul{max-width:1180px;margin:0 auto;padding:0 16px;list-style:none;display:flex;gap:2px;flex-wrap:wrap}.menu a{display:block;color:#fff;padding:9px 12px;font-weight:600;font-size:14px;text-decoration:none}
.ultima-hora{max-width:1180px;margin:8px auto;padding:0 16px;font-size:14px}.ultima-hora b{color:#b3261e}
.cuerpo{max-width:1180px;margin:20px auto;padding:0 16px;display:grid;grid-template-columns:minmax(0,1fr) 300px;gap:40px}
.antetitulo{color:#b3261e;font-weight:700;text-transform:uppercase;font-size:13px}.titular{font:700 36px/1.15 'Playfair Display',Georgia,serif;margin:6px 0 12px}
.entradilla{font-size:19px;color:#444}.firma{font-size:13px;color:#666;border-top:1px solid #eee;border-bottom:1px solid #eee;padding:8px 0;margin:14px 0}
.compartir{display:flex;gap:8px;margin:12px 0}.compartir a{border-radius:3px;padding:4px 10px;color:#fff;font-size:13px;text-decoration:none}
.c-fb{background:#3b5998}.c-tw{background:#1da1f2}.c-wa{background:#25d366}.c-mail{background:#777}.texto p{margin:0 0 16px;font-size:17px}
.despiece{background:#f7f1ea;border-left:4px solid #b3261e;padding:12px 16px;margin:20px 0;font-size:15px}
.etiquetas a{display:inline-block;border:1px solid #ddd;padding:2px 8px;margin:2px;font-size:13px;text-decoration:none;color:#444}
#participa{margin-top:36px;border-top:3px solid #1e1e1e}#participa h2{font:700 22px 'Playfair Display',Georgia,serif}
.participa__normas{font-size:13px;color:#666}.participa__orden{font-size:13px;margin:8px 0}.participa__caja{background:#f4f4f4;padding:12px;margin:12px 0;font-size:14px}
.participa__caja textarea{width:100%;height:70px}.opinion{padding:12px 0;border-bottom:1px solid #eee}.opinion__cab{display:flex;align-items:center;gap:8px;font-size:14px}
.opinion__avatar{border-radius:50%}.opinion__autor{font-weight:700;color:#1e1e1e;text-decoration:none}.opinion__fecha{color:#888;font-size:13px}.opinion__editada{color:#999;font-size:12px}
.opinion__texto p{margin:6px 0;font-size:15px}.opinion__pie{display:flex;gap:12px;font-size:13px;align-items:center}.voto{background:none;border:1px solid #ddd;border-radius:12px;padding:1px 8px;font-size:12px}
.opinion__pie a{color:#777;text-decoration:none}.opinion--eliminada .opinion__aviso{color:#999;font-style:italic;font-size:14px;margin:0}.opinion__plegada{font-size:13px;color:#888;margin:6px 0}
.opinion__mostrar{background:none;border:0;color:#b3261e;font-weight:600;padding:0;cursor:pointer}.respuestas{margin-left:48px;border-left:2px solid #f0e0dd;padding-left:14px}
.lateral h3{font:700 16px 'Open Sans',Arial;text-transform:uppercase;border-bottom:3px solid #b3261e;padding-bottom:4px}.lateral ol{padding-left:20px}.lateral li{margin-bottom:8px;font-size:15px}
.publi{background:#f2f2f2;color:#aaa;font-size:11px;text-align:center;padding:4px;margin:16px 0}.pie{background:#1e1e1e;color:#bbb;padding:28px 16px;font-size:13px;margin-top:40px}.pie a{color:#fff}
.aviso-cookies{position:fixed;bottom:0;left:0;right:0;background:rgba(0,0,0,.88);color:#fff;padding:12px 16px;font-size:13px;display:flex;gap:16px;align-items:center;justify-content:center}.aviso-cookies button{background:#b3261e;color:#fff;border:0;padding:6px 14px}"""
    menu = "".join(
        f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>'
        for s in (
            "Portada",
            "Sierra Alta",
            "Comarcas",
            "Aragón",
            "Deportes",
            "Cultura",
            "Agenda",
            "Esquelas",
            "Hemeroteca",
        )
    )
    body = f"""<header class="cabecera"><div class="cabecera__fila"><a class="marca" href="/">La Voz de Sierra Alta</a><span class="fecha-hoy">Miércoles, 17 de octubre de 2018 · Torremocha 11 °C</span><div class="acceso">Hola, <b>Pilar Aznar</b> · <a href="/mi-cuenta/">Mi cuenta</a><a href="/suscripcion/">Suscríbete</a></div></div>
<nav class="menu"><ul>{menu}</ul></nav></header>
<div class="ultima-hora"><b>Última hora:</b> <a href="/comarcas/corte-n-211/">Cortada la N-211 por un accidente a la altura de Fuentecilla</a></div>
<div class="publi" style="max-width:970px;height:90px;margin:0 auto">Publicidad</div>
<div class="cuerpo"><main>
<article class="noticia" itemscope itemtype="http://schema.org/NewsArticle">
<p class="antetitulo">Sanidad rural</p>
<h1 class="titular" itemprop="headline">Valdehornos tendrá médico un solo día a la semana a partir de noviembre</h1>
<p class="entradilla">La consejería reorganiza la atención en once consultorios de la comarca por la falta de facultativos. Los vecinos convocan una concentración el sábado.</p>
<div class="firma">Por <a href="/autor/raquel-lorente/" itemprop="author">Raquel Lorente</a> · <time itemprop="datePublished" datetime="2018-10-17T07:30:00+02:00">17/10/2018 a las 07:30</time> · Actualizada a las 08:45</div>
<div class="compartir"><a class="c-fb" href="#">Facebook</a><a class="c-tw" href="#">Twitter</a><a class="c-wa" href="#">WhatsApp</a><a class="c-mail" href="#">Correo</a> <span style="font-size:13px;color:#777">{n} opiniones</span></div>
<figure><img src="/_avatar/consultorio-valdehornos.svg" width="760" height="428" alt="Consultorio de Valdehornos"><figcaption style="font-size:13px;color:#777">El consultorio de Valdehornos, en la calle Mayor. Foto: R. L.</figcaption></figure>
<div class="texto" itemprop="articleBody">
<p>A partir del 5 de noviembre, el consultorio médico de Valdehornos abrirá solo los martes, de 9.00 a 13.00. Hasta ahora el médico pasaba consulta tres días por semana.</p>
<p>La consejería de Sanidad ha comunicado a los ayuntamientos de la comarca una reorganización que afecta a once consultorios locales. La causa, según el departamento, es la falta de médicos: de las doce plazas ofertadas este verano en la zona, solo se cubrieron tres.</p>
<p>La alcaldesa de Valdehornos, Concepción Yus, calificó la medida de "inaceptable" y recordó que el pueblo está a 27 kilómetros del centro de salud de Torremocha por una carretera de puerto.</p>
<p>La plataforma Sierra Alta Viva ha convocado una concentración para el sábado 20 de octubre a las 12.00 frente al ayuntamiento de Torremocha.</p>
</div>
<div class="despiece"><b>Los consultorios afectados.</b> Valdehornos, Fuentecilla, Castejón del Campo, La Almunia de Sierra, Villarroya Baja y otros seis núcleos de menos de 300 habitantes.</div>
<p class="etiquetas"><a href="/tag/sanidad/">Sanidad</a><a href="/tag/despoblacion/">Despoblación</a><a href="/tag/valdehornos/">Valdehornos</a></p>
</article>
<section id="participa"><h2>Opiniones de los lectores ({n})</h2>
<p class="participa__normas">Las opiniones son de sus autores. Consulta las <a href="/normas-de-participacion/">normas de participación</a>: no se publicarán insultos ni ataques personales.</p>
<div class="participa__orden">Ordenar: <b>Más antiguas</b> · <a href="?orden=recientes">Más recientes</a> · <a href="?orden=valoradas">Más valoradas</a></div>
{listing}
<div class="participa__caja"><b>Escribe tu opinión</b><br><textarea placeholder="Escribe aquí..."></textarea><br><button type="button">Publicar</button></div>
</section>
</main>
<aside class="lateral">
<div class="publi" style="height:250px">Publicidad</div>
<h3>Lo más leído</h3><ol><li><a href="/sierra-alta/nieve-puerto/">Primera nevada del otoño en el puerto de Castejón</a></li><li><a href="/sierra-alta/valdehornos-medico/">Valdehornos tendrá médico un solo día a la semana</a></li><li><a href="/deportes/cd-torremocha/">El CD Torremocha, líder tras ganar en Calatayud</a></li><li><a href="/cultura/jota/">Dos joteros de la comarca, finalistas del certamen oficial</a></li><li><a href="/comarcas/trufa/">Arranca la campaña de la trufa con precios al alza</a></li></ol>
<h3>Agenda</h3><ul><li>20 oct. · Concentración por la sanidad rural, Torremocha</li><li>21 oct. · Feria del ganado, Fuentecilla</li></ul>
<h3>Esquelas</h3><ul><li>Dña. Josefa Martínez Gil, 91 años, Castejón del Campo</li><li>D. Ramón Lázaro Pardos, 84 años, Torremocha</li></ul>
<div class="publi" style="height:600px">Publicidad</div>
</aside></div>
<footer class="pie">© 2018 Ediciones Sierra Alta S.L. · <a href="/aviso-legal/">Aviso legal</a> · <a href="/privacidad/">Política de privacidad</a> · <a href="/cookies/">Política de cookies</a> · <a href="/contacto/">Contacto</a> · <a href="/publicidad/">Publicidad</a></footer>
<div class="aviso-cookies" role="dialog">Utilizamos cookies propias y de terceros para mejorar nuestros servicios y mostrarle publicidad relacionada con sus preferencias. Si continúa navegando, consideramos que acepta su uso. <a href="/cookies/" style="color:#fff">Más información</a><button type="button">Aceptar</button></div>"""
    return make(
        "dv-es-valdehornos-medico",
        "discussion",
        "es",
        doc(
            "Valdehornos tendrá médico un solo día a la semana a partir de noviembre",
            "La Voz de Sierra Alta",
            "es",
            css,
            body,
            published="2018-10-17T07:30:00+02:00",
            author="Raquel Lorente",
            section="Sierra Alta",
            ld=False,
        ),
        es,
        path="/sierra-alta/valdehornos-tendra-medico-un-solo-dia-a-la-semana-a-partir-de-noviembre-AB1210456.html",
        container="section#participa under 'Opiniones de los lectores (11)': article.opinion (header: avatar, a.opinion__autor, time, '· Editado'; div.opinion__texto > p; footer: votes, Responder, Denunciar), answers in a sibling div.respuestas after their parent's article; an article.opinion--eliminada placeholder whose answers stay; two entries folded (negative votes; a blocked user) whose text is printed in div[hidden]",
        heading="Opiniones de los lectores (11)",
        description="A Spanish regional digital daily of October 2018 (breaking-news bar, share buttons, box of the affected surgeries, tags, most read, agenda, death notices, adverts, cookie notice): 10 readers' opinions with likes and dislikes, answers two deep in sibling blocks; an opinion removed for breaking the rules whose answers stay, one folded for its negative votes and one by a user the signed-in reader blocked (both printed but hidden), one 'Editado'; never says 'comment'.",
    )


# --------------------------------------------------------------------------- pl: a county portal, 2014


def pl_obwodnica() -> Case:
    es = thread("""
zbyszek_z_Kolonii @ 2014-05-22 08:17 ~ 2014-05-22T08:17:00+02:00 :: Nareszcie! Tiry jeżdżą mi pod oknami od piętnastu lat, szyby drżą od piątej rano. Niech budują choćby jutro.
>Ewa Grabowska @ 2014-05-22 08:45 ~ 2014-05-22T08:45:00+02:00 :: Panie Zbyszku, a wie pan, którędy ma iść ta obwodnica? Przez łąki nad Wierzbianką, gdzie co roku stoi woda. Za pięć lat będziemy płacić za remonty.
>>zbyszek_z_Kolonii @ 2014-05-22 09:03 ~ 2014-05-22T09:03:00+02:00 :: Wiem, byłem na konsultacjach. Projektant mówił, że droga będzie na nasypie i z przepustami.
>>>Ewa Grabowska @ 2014-05-22 09:30 ~ 2014-05-22T09:30:00+02:00 :: Na konsultacjach mówili też, że prace ruszą w 2012.
!gone @ 2014-05-22 10:12 ~ 2014-05-22T10:12:00+02:00 :: Wpis usunięty przez moderatora z powodu naruszenia regulaminu.
>mieszkaniec_Rynku @ 2014-05-22 10:40 ~ 2014-05-22T10:40:00+02:00 :: Z tym burmistrzem można się nie zgadzać, ale to akurat nie jego decyzja, tylko GDDKiA. Gmina dokłada tylko do wykupu gruntów.
>>Tadeusz K. @ 2014-05-22 11:05 ~ 2014-05-22T11:05:00+02:00 :: Dokłada 4,2 mln zł, czyli prawie tyle, ile miał kosztować nowy basen. Warto o tym pamiętać.
Agnieszka Wróbel {edited=edytowany 2 razy, ostatnio 2014-05-22 12:26} @ 2014-05-22 12:08 ~ 2014-05-22T12:08:00+02:00 :: Czy ktoś wie, co z działkami przy ulicy Polnej? Dostaliśmy pismo o wywłaszczeniu, ale nikt nie potrafi powiedzieć, ile zapłacą za metr. // Dzwoniłam do starostwa trzy razy.
>Robert_M @ 2014-05-22 12:41 ~ 2014-05-22T12:41:00+02:00 :: Nam przy Polnej zaproponowali 38 zł za metr, po odwołaniu podnieśli do 51. Warto się odwoływać, termin jest 14 dni od doręczenia.
>>Agnieszka Wróbel @ 2014-05-22 13:10 ~ 2014-05-22T13:10:00+02:00 :: Dziękuję, to bardzo pomocne. Pismo przyszło we wtorek, więc jeszcze zdążę.
kierowca_PKS {low} @ 2014-05-22 14:22 ~ 2014-05-22T14:22:00+02:00 :: Po co komu obwodnica, jak i tak wszyscy stąd wyjeżdżają do Anglii. Za dziesięć lat nie będzie komu po niej jeździć.
>Halina S. @ 2014-05-22 14:50 ~ 2014-05-22T14:50:00+02:00 :: Mój syn wrócił z Anglii dwa lata temu i otworzył warsztat przy drodze na Kalisz. Nie wszyscy wyjeżdżają.
!gone {author} @ 2014-05-22 15:31 ~ 2014-05-22T15:31:00+02:00 :: Wpis usunięty przez autora.
Marek Zieliński {edited=edytowany 1 raz, ostatnio 2014-05-22 17:02} @ 2014-05-22 16:47 ~ 2014-05-22T16:47:00+02:00 :: Przypominam, że w poniedziałek o 17:00 w sali narad urzędu miasta jest spotkanie z przedstawicielami GDDKiA. Będą mapy całego przebiegu i można zadawać pytania.
""")
    ips = [
        "83.27.*.*",
        "178.36.*.*",
        "83.27.*.*",
        "178.36.*.*",
        "91.150.*.*",
        "31.174.*.*",
        "5.173.*.*",
        "89.76.*.*",
        "46.113.*.*",
        "89.76.*.*",
        "37.47.*.*",
        "83.11.*.*",
        "188.33.*.*",
        "94.254.*.*",
    ]
    plus = [23, 31, 9, 27, 0, 18, 22, 14, 19, 6, 1, 25, 0, 12]
    minus = [4, 6, 2, 3, 0, 5, 7, 0, 1, 0, 29, 2, 0, 0]

    def row(i: int) -> str:
        e = es[i]
        pad = e.depth * 28
        if e.kind == "gone":
            return (
                f'<div class="op op-usun" style="margin-left:{pad}px" id="op{2714402 + i}"><div class="op-naglowek"><span class="data">{esc(e.at)}</span></div>'
                f'<div class="op-tresc"><i>{esc(e.body)}</i></div></div>'
            )
        low = e.has("low")
        edited = f'<div class="op-edycja">{esc(e.mark("edited"))}</div>' if e.has("edited") else ""
        header = (
            f'<div class="op-naglowek"><b class="nick">{esc(e.who)}</b> <span class="ip">IP: {ips[i]}</span> <span class="data">{esc(e.at)}</span>'
            f'<span class="ocena"><a href="#" class="plus" title="Dobra opinia">+{plus[i]}</a> <a href="#" class="minus" title="Słaba opinia">-{minus[i]}</a></span></div>'
        )
        if low:
            return (
                f'<div class="op op-ukryta" style="margin-left:{pad}px" id="op{2714402 + i}">{header}'
                '<div class="op-info">Wpis ukryty z powodu niskiej oceny czytelników. <a href="#" class="pokaz">[pokaż]</a></div>'
                f'<div class="op-tresc" style="display:none">{esc(e.body)}</div></div>'
            )
        text = esc(e.body).replace("\n\n", "<br><br>")
        return (
            f'<div class="op" style="margin-left:{pad}px" id="op{2714402 + i}">{header}'
            f'<div class="op-tresc">{text}</div>{edited}'
            '<div class="op-akcje"><a href="#formularz">odpowiedz</a> | <a href="#">zgłoś do moderacji</a></div></div>'
        )

    listing = "".join(row(i) for i in range(len(es)))
    n = len(es)
    css = """body{margin:0;background:#d7dde4;font:12px/1.4 Tahoma,Verdana,Arial,sans-serif;color:#222}
#strona{width:980px;margin:0 auto;background:#fff}#top{background:#fff;height:100px;position:relative;border-bottom:3px solid #e2001a}
#top .logo{position:absolute;left:14px;top:16px;font:bold 40px Arial;color:#e2001a;text-decoration:none;letter-spacing:-1px}#top .logo span{color:#1a3668}
#top .info{position:absolute;right:14px;top:12px;text-align:right;font-size:11px;color:#555}#menu{background:#1a3668;overflow:hidden;margin:0;padding:0;list-style:none}
#menu li{float:left}#menu a{display:block;color:#fff;padding:8px 12px;font-weight:bold;text-decoration:none}#pasek{background:#f2f2f2;padding:5px 14px;font-size:11px;border-bottom:1px solid #ddd}
#tresc{overflow:hidden;padding:14px}#lewa{float:left;width:640px}#prawa{float:right;width:300px}.kategoria{color:#e2001a;font-weight:bold;text-transform:uppercase;font-size:11px}
h1{font:bold 24px Arial;margin:4px 0 8px;color:#111}.lead{font-weight:bold;font-size:13px}.meta{font-size:11px;color:#888;margin:6px 0}.artykul p{font-size:13px;line-height:1.6}
.udostepnij{background:#f5f5f5;padding:5px;margin:8px 0;font-size:11px}.udostepnij a{margin-right:8px}.zobacz{border:1px solid #ddd;padding:6px 10px;margin:12px 0;background:#fafafa}
#opinie{margin-top:20px}#opinie h2{background:#1a3668;color:#fff;font-size:14px;padding:5px 8px;margin:0}.regulamin{font-size:10px;color:#777;padding:4px 0}
.op{border-bottom:1px solid #e5e5e5;padding:6px 4px}.op-naglowek{font-size:11px;color:#555}.nick{color:#1a3668}.ip{color:#aaa;font-size:10px;margin-left:4px}.data{color:#888;margin-left:6px}
.ocena{float:right}.ocena .plus{color:#2a8a2a;font-weight:bold;text-decoration:none}.ocena .minus{color:#c00;font-weight:bold;text-decoration:none}
.op-tresc{font-size:12px;margin:4px 0}.op-edycja{font-size:10px;color:#aaa;font-style:italic}.op-akcje{font-size:10px}.op-akcje a{color:#777}
.op-usun .op-tresc{color:#999}.op-ukryta .op-info{color:#999;font-size:11px;font-style:italic}#formularz{background:#eef1f5;padding:8px;margin-top:10px}
#formularz textarea{width:96%;height:60px}.box{border:1px solid #ccc;margin-bottom:12px}.box h3{margin:0;background:#e2001a;color:#fff;font-size:12px;padding:4px 8px}
.box ul,.box ol{margin:6px;padding-left:20px}.reklama{background:#eee;color:#999;text-align:center;font-size:10px;border:1px solid #ddd}#stopka{background:#1a3668;color:#cdd6e6;padding:12px 14px;font-size:10px;clear:both}#stopka a{color:#fff}"""
    menu = "".join(
        f'<li><a href="/{slug(s)}/">{esc(s)}</a></li>'
        for s in (
            "Wiadomości",
            "Gmina Wierzbno",
            "Powiat",
            "Sport",
            "Kultura",
            "Ogłoszenia",
            "Praca",
            "Nekrologi",
            "Forum",
        )
    )
    body = f"""<div id="strona">
<div class="reklama" style="height:90px;line-height:90px">REKLAMA</div>
<div id="top"><a class="logo" href="/">echo<span>wierzbna</span>.pl</a><div class="info">Czwartek, 22 maja 2014 · Imieniny: Heleny, Wiesławy, Ryty<br>Wierzbno: 19°C, przelotny deszcz<br><a href="/logowanie/">Zaloguj</a> | <a href="/rejestracja/">Załóż konto</a></div></div>
<ul id="menu">{menu}</ul>
<div id="pasek"><a href="/">Strona główna</a> » <a href="/wiadomosci/">Wiadomości</a> » Drogi</div>
<div id="tresc"><div id="lewa">
<div class="artykul">
<div class="kategoria">Drogi</div>
<h1>Obwodnica Wierzbna: jest decyzja środowiskowa, przetarg jeszcze w tym roku</h1>
<div class="meta">Dodano: 2014-05-22 06:50 · Autor: Katarzyna Michalak · Czytano: 4821 razy · <a href="#opinie">Opinie ({n})</a></div>
<div class="udostepnij"><a href="#">Lubię to! (212)</a><a href="#">Udostępnij</a><a href="#">Twitter</a><a href="#">Wykop</a><a href="#">Drukuj</a></div>
<p class="lead">Regionalny dyrektor ochrony środowiska wydał decyzję dla obwodnicy Wierzbna w ciągu drogi krajowej nr 12. GDDKiA zapowiada ogłoszenie przetargu na jesieni, a budowę w latach 2016-2018.</p>
<p><img src="/_avatar/obwodnica-wierzbno.svg" width="640" height="360" alt="Mapa obwodnicy"><br><small>Planowany przebieg obwodnicy. Fot. GDDKiA</small></p>
<p>Na decyzję środowiskową mieszkańcy czekali prawie trzy lata. Dokument otwiera drogę do ogłoszenia przetargu na projekt i budowę 9,4-kilometrowej obwodnicy, która ma wyprowadzić ruch ciężarówek z ulic Kaliskiej i Rynku.</p>
<p>Przez centrum miasta przejeżdża dziś średnio 11 tysięcy pojazdów na dobę, z czego prawie jedna trzecia to samochody ciężarowe.</p>
<p>Trasa ominie miasto od północy, przetnie dolinę Wierzbianki i połączy się z obecną drogą krajową przy Kolonii Wierzbno. Gmina przeznaczy 4,2 mln zł na wykup gruntów.</p>
<p>Część właścicieli działek przy ul. Polnej i w Kolonii zapowiada odwołania od proponowanych odszkodowań.</p>
<div class="zobacz"><b>Zobacz także:</b> <a href="/wiadomosci/konsultacje-obwodnica-2012/">Konsultacje w sprawie obwodnicy: mieszkańcy pytali o hałas (2012)</a></div>
</div>
<div id="opinie"><h2>Opinie czytelników ({n})</h2>
<div class="regulamin">Opinie są prywatnymi opiniami czytelników. Redakcja nie ponosi za nie odpowiedzialności. Wpisy naruszające <a href="/regulamin/">regulamin</a> będą usuwane. Adresy IP są zapisywane.</div>
{listing}
<div id="formularz"><b>Dodaj opinię</b><br>Podpis: <input type="text" name="podpis"><br><textarea name="tresc"></textarea><br>Przepisz kod z obrazka: <input type="text" size="6"> <input type="submit" value="Wyślij"></div>
</div>
</div>
<div id="prawa">
<div class="reklama" style="height:250px;line-height:250px">REKLAMA</div>
<div class="box"><h3>Najczęściej czytane</h3><ol><li><a href="/wiadomosci/pozar-tartaku/">Pożar tartaku w Olszynach. Straty na milion złotych</a></li><li><a href="/wiadomosci/obwodnica-decyzja/">Obwodnica Wierzbna: jest decyzja środowiskowa</a></li><li><a href="/sport/warta-wierzbno/">Warta Wierzbno awansuje do okręgówki</a></li><li><a href="/powiat/dni-wierzbna-2014/">Dni Wierzbna 2014: znamy gwiazdy</a></li></ol></div>
<div class="box"><h3>Dyżury aptek</h3><ul><li>22.05: Apteka „Pod Lipami”, ul. Kaliska 8</li><li>23.05: Apteka Centrum, Rynek 14</li></ul></div>
<div class="box"><h3>Ogłoszenia drobne</h3><ul><li>Sprzedam działkę budowlaną 1200 m², Kolonia Wierzbno</li><li>Zatrudnię kierowcę kat. C+E</li></ul></div>
<div class="reklama" style="height:600px;line-height:600px">REKLAMA</div>
</div></div>
<div id="stopka">© 2004-2014 echowierzbna.pl · Wydawca: Agencja Wydawnicza Nadwarcie · <a href="/redakcja/">Redakcja</a> · <a href="/reklama/">Reklama</a> · <a href="/regulamin/">Regulamin</a> · <a href="/polityka-prywatnosci/">Polityka prywatności</a></div>
</div>
<div style="position:fixed;bottom:0;left:0;right:0;background:#333;color:#fff;font-size:11px;padding:6px;text-align:center">Ta strona używa plików cookies. Korzystając ze strony, wyrażasz zgodę na ich używanie zgodnie z ustawieniami przeglądarki. <a href="/polityka-prywatnosci/" style="color:#fff">Więcej</a> <a href="#" style="color:#ff0">[zamknij]</a></div>"""
    return make(
        "dv-pl-wierzbno-obwodnica",
        "discussion",
        "pl",
        doc(
            "Obwodnica Wierzbna: jest decyzja środowiskowa, przetarg jeszcze w tym roku",
            "echowierzbna.pl",
            "pl",
            css,
            body,
            published="2014-05-22T06:50:00+02:00",
            author="Katarzyna Michalak",
            doctype='<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
            html_attrs='xmlns="http://www.w3.org/1999/xhtml" xml:lang="pl"',
            charset='<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />',
            ld=False,
        ),
        es,
        path="/wiadomosci/obwodnica-wierzbna-jest-decyzja-srodowiskowa-przetarg-jeszcze-w-tym-roku,2714402.html",
        container="div#opinie: one flat run of div.op (b.nick, masked IP, date, +/- votes; div.op-tresc with <br><br>; 'edytowany' line; odpowiedz | zgłoś), answers shown only by an inline margin-left (28 px a level, three deep); two div.op-usun placeholders (by the moderator, with two answers; by its writer); one div.op-ukryta whose text is printed display:none ('Wpis ukryty z powodu niskiej oceny')",
        heading="Opinie czytelników (14)",
        description="A Polish county portal of May 2014 in a fixed-width XHTML template (name days, weather, 'Lubię to!' count, Wykop, see-also box, most read, pharmacies on duty, small ads, adverts, cookie bar): 12 readers' opinions signed with nicknames and masked IPs, plus and minus votes, answers three deep shown by an inline indent only; an entry removed by the moderator whose answers stay, one removed by its writer, one hidden for its low rating (printed, folded), two 'edytowany' lines; never says 'comment'.",
    )


def threads2_dv() -> list[Case]:
    return [es_consultorio(), pl_obwodnica()]
