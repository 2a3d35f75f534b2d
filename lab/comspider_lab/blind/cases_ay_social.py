"""Blind set AY: two discussions in a social network's comment plugin as the saved page holds its rendered thread
(invented networks, each with its own class prefix): "Top comments" order, each comment with the commenter's profile
line ("Vive en ..."), the actions "Responder · Me gusta · 👍 12 · hace 3 horas", replies one level, the later replies
already in the markup but hidden by a CSS class under "Ver 3 respuestas más", the compose box and the plugin's
footer line. es (Corrillo), ja (Tsunagari). Every class name, name, place and text invented for this set; each
comment written by hand, one at a time."""

from __future__ import annotations

from comspider_lab.blind.cases_ay_common import C, Case, Parts, Story, esc, lazy, make, paras, seeds, thread
from comspider_lab.blind.widgets import children


def es_peatonal() -> Case:
    cs = thread("""
Nuria Castells Ferrer | hace 6 horas | - | l=34,p=Vive en Almenar | Peatonalizar la calle Mayor es lo mejor que le puede pasar al casco antiguo. En cualquier ciudad europea sería impensable tener coches pasando por delante de la catedral.
Julián Roca | hace 5 horas | 0 | l=12,p=Trabaja en Ferretería Roca | Eso lo dice quien no tiene un comercio en la calle Mayor. Sin aparcamiento cerca, la gente se va al centro comercial.
Nuria Castells Ferrer | hace 5 horas | 0 | l=8,p=Vive en Almenar | Julián, el aparcamiento de la plaza del Mercado está a 200 metros y casi siempre medio vacío.
Julián Roca | hace 5 horas | 0 | l=5,p=Trabaja en Ferretería Roca | Medio vacío porque cuesta 1,80 la hora. Que lo hagan gratuito la primera hora y hablamos.
Marisa Ibáñez | hace 4 horas | 0 | l=9,p=Estudió en Universidad de Levante Norte | En Villarcoso lo hicieron hace diez años y ahora la calle principal está llena de terrazas. Al principio también protestaban todos.
Andrés Pujante | hace 3 horas | 0 | l=2 | Lo de la primera hora gratis es buena idea, que alguien se lo diga al alcalde.
Pilar Garcés | hace 5 horas | - | l=21,p=Profesora en IES Almenar | ¿Y las ambulancias? En la calle Mayor viven muchas personas mayores. Espero que hayan pensado en el acceso de emergencias.
Diario de Almenar | hace 4 horas | 6 | l=6 | Pilar, según el proyecto podrán entrar los vehículos de emergencia, la carga y descarga hasta las 11 y los residentes con garaje, con tarjeta.
Toni Esparza | hace 4 horas | - | l=7,p=Vive en Benicalf | A ver cuánto tardan. Las obras de la plaza del Mercado iban a durar cuatro meses y duraron catorce.
Rocío Lahoz Martín | hace 2 horas | - | l=3 | Me parece bien, pero que pongan bancos y sombra. En agosto no hay quien pase por ahí a mediodía.
Eloy Sancho | hace 1 hora | 9 | l=1,p=Vive en Almenar | Y fuentes, que quitaron las dos que había.
""")

    def one(i: int, c: C, hidden: bool) -> str:
        prof = f' <span class="crl-perfil">· {esc(c.get("p"))}</span>' if c.get("p") else ""
        likes = f' · <span class="crl-megusta">👍 {c.get("l")}</span>' if c.get("l") != "0" else ""
        return (
            f'<li class="crl-item{" crl-oculto" if hidden else ""}" id="crl-{9000 + i}">'
            f'{lazy(f"crl-{i}", "crl-foto", 32 if hidden else 48, loaded=True)}<div class="crl-contenido">'
            f'<a class="crl-nombre" href="/_corrillo/perfil/{9000 + i}">{esc(c.name)}</a>{prof}'
            f'<div class="crl-texto">{paras(c.text, "span", "crl-p")}</div><div class="crl-acciones">'
            f'<a href="#">Responder</a> · <a href="#">Me gusta</a>{likes} · <abbr class="crl-hora" title="2012-05-29">{esc(c.when)}</abbr>'
            "</div></div>"
        )

    items = ""
    for i in children(seeds(cs), None):
        reps = children(seeds(cs), i)
        sub = ""
        if reps:
            shown, rest = reps[:2], reps[2:]
            sub = "".join(one(j, cs[j], False) + "</li>" for j in shown) + "".join(
                one(j, cs[j], True) + "</li>" for j in rest
            )
            more = (
                f'<li class="crl-mas"><a href="#" class="crl-ver-mas">Ver {len(rest)} respuestas más</a></li>'
                if rest
                else ""
            )
            sub = f'<ul class="crl-respuestas">{sub}{more}</ul>'
        items += one(i, cs[i], False) + sub + "</li>"
    block = (
        '<div class="bloque-comentarios"><div class="crl-plugin crl-cargado" data-href="http://www.diariodealmenar.example/almenar/calle-mayor-peatonal" '
        'data-num-posts="10" style="width: 620px;"><div class="crl-cabecera"><span class="crl-total">11 comentarios</span>'
        '<span class="crl-orden">Ordenar por <select><option selected>Comentarios destacados</option><option>Más recientes'
        "</option><option>Más antiguos</option></select></span></div>"
        '<div class="crl-redactar"><img class="crl-foto" src="/_avatar/crl-anon.svg" alt="" width="48" height="48">'
        '<textarea placeholder="Añade un comentario…"></textarea><label><input type="checkbox" checked> Publicar también en '
        'Corrillo</label> <span class="crl-como">Comentando como <b>Invitado</b> (<a href="#">Iniciar sesión</a>)</span></div>'
        f'<ul class="crl-lista">{items}</ul>'
        '<div class="crl-pie"><span class="crl-logo">◉</span> Plugin social de Corrillo</div></div></div>'
    )
    css = ".crl-oculto{display:none}"
    st = Story(
        "La calle Mayor será peatonal a partir de septiembre",
        "Ramón Esteve / Almenar",
        "2012-05-29T07:00:00+02:00",
        "29/05/2012 - 07:00",
        """
El Ayuntamiento de Almenar aprobó ayer en pleno el proyecto para peatonalizar la calle Mayor entre la plaza de la Catedral y el portal de Valencia. Las obras comenzarán a mediados de junio y, si se cumplen los plazos, el tráfico quedará cortado de forma definitiva en septiembre.

El proyecto, con un presupuesto de 1,2 millones de euros, prevé un pavimento único, nueva iluminación y la plantación de catorce árboles. Los vehículos de carga y descarga podrán acceder hasta las once de la mañana.

La asociación de comerciantes del casco antiguo pidió un aparcamiento gratuito durante la primera hora en la plaza del Mercado. El alcalde se comprometió a estudiarlo.
""",
        lead="El pleno aprueba el proyecto con los votos del equipo de gobierno; los comerciantes piden aparcamiento gratuito.",
        section="Almenar",
        related=(
            "La feria de San Juan recorta su programa",
            "El CD Almenar busca entrenador",
            "Cortes de agua en el barrio de la Estación",
            "Un almendro centenario, árbol del año",
        ),
        tags=("calle Mayor", "peatonalización", "casco antiguo"),
        bio="Ramón Esteve es redactor de la sección local.",
        shares=(861, 120, 35),
    )
    return make(
        "ay-es-social-peatonal",
        "discussion",
        "es-almenar",
        st,
        Parts(before=block, css=css),
        seeds(cs),
        path="/almenar/calle-mayor-peatonal",
        container="div.bloque-comentarios > div.crl-plugin (invented social network 'Corrillo', its comment plugin rendered): header '11 comentarios', 'Ordenar por Comentarios destacados', a compose box, ul.crl-lista > li.crl-item (img, a.crl-nombre, span.crl-perfil 'Vive en ...', div.crl-texto, 'Responder · Me gusta · 👍 n · hace n horas'), replies in ul.crl-respuestas one level, the first two shown and three more as li.crl-item.crl-oculto (display:none) under 'Ver 3 respuestas más'; 'Plugin social de Corrillo'",
        heading=None,
        description="A Spanish provincial daily of 2012 with a social network's comment plugin rendered in the saved page: 11 comments in 'top comments' order, profile lines, like counts, relative times, replies one level, three replies already in the markup but hidden by a CSS class under 'Ver 3 respuestas más', the paper's answer.",
    )


def ja_shotengai() -> Case:
    cs = thread("""
山下 恵美 | 5時間前 | - | l=18 | 子どもの頃、毎週日曜に母とこの商店街で買い物をしました。シャッターが閉まったままなのが寂しかったので、本当にうれしいです。
佐々木 亮 | 4時間前 | 0 | l=3 | 同じく懐かしいです。角のたい焼き屋さんも戻ってきてほしい。
山下 恵美 | 4時間前 | 0 | l=2 | たい焼き屋さん、今は駅前で営業しているそうですよ。
川村 修 | 3時間前 | 0 | l=1 | 駅前のお店、先週行きました。味は昔のままでした。
藤原 大輔 | 4時間前 | - | l=9 | 週末だけの市場で人が集まるのか少し心配です。駐車場も少ないですし。
かわせみ新報 編集部 | 3時間前 | 4 | l=4 | 市によると、市場の開催日は市役所の駐車場を無料開放するとのことです。記事にも追記しました。
中島 さくら | 2時間前 | - | l=5 | 手作り雑貨の出店者も募集しているなら応募してみたいです。
""")

    def one(i: int, c: C, hidden: bool) -> str:
        likes = f'<span class="tng-iine">👍 {c.get("l")}</span> · ' if c.get("l") != "0" else ""
        return (
            f'<div class="tng-post{" tng-hide" if hidden else ""}">{lazy(f"tng-{i}", "tng-icon", 40, loaded=i < 3)}'
            f'<div class="tng-main"><a class="tng-user" href="/_tsunagari/u/{620 + i}">{esc(c.name)}</a>'
            f'<p class="tng-body">{esc(c.text)}</p><div class="tng-foot"><a href="#">いいね！</a> · <a href="#">返信</a> · '
            f'{likes}<span class="tng-ago">{esc(c.when)}</span></div></div>'
        )

    items = ""
    for i in children(seeds(cs), None):
        reps = children(seeds(cs), i)
        sub = ""
        if reps:
            shown, rest = reps[:1], reps[1:]
            sub = "".join(one(j, cs[j], False) + "</div>" for j in shown) + "".join(
                one(j, cs[j], True) + "</div>" for j in rest
            )
            if rest:
                sub += f'<a class="tng-more" href="#">他{len(rest)}件の返信を表示</a>'
            sub = f'<div class="tng-replies">{sub}</div>'
        items += one(i, cs[i], False) + sub + "</div>"
    block = (
        '<div class="kiji-comment"><div class="tng-comments tng-rendered"><div class="tng-head"><b>コメント7件</b>'
        '<span class="tng-order">並べ替え: <a href="#" class="tng-cur">人気順</a> ▼</span></div>'
        '<div class="tng-compose"><textarea placeholder="コメントを追加…"></textarea><label><input type="checkbox"> '
        "Tsunagariにも投稿</label></div>"
        f'<div class="tng-list">{items}</div>'
        '<p class="tng-credit">Tsunagari ソーシャルプラグイン</p></div></div>'
    )
    css = ".tng-hide{display:none}"
    st = Story(
        "中央商店街、空き店舗で週末市場　来月から",
        "地域報道部　村上 健",
        "2013-09-14T09:00:00+09:00",
        "2013年9月14日 09:00",
        """
川瀬見市は、シャッターの閉まった店舗が目立つ中央商店街で、来月から毎週土曜と日曜に「かわせみ週末市場」を開くと発表した。

空き店舗8軒を市が借り上げ、地元の農家やパン店、手作り雑貨の作り手などが日替わりで出店する。出店料は1日2000円で、市は今月末まで出店者を募集している。

商店街振興組合の理事長は「人の流れが戻るきっかけにしたい」と話している。
""",
        lead="空き店舗8軒を市が借り上げ、地元の農家や作り手が出店する。",
        section="地域",
        related=(
            "市民プール、今季の利用者最多",
            "秋祭りの交通規制",
            "かわせみFC、昇格に王手",
            "図書館が夜間開館を試行",
        ),
        tags=("商店街", "まちづくり"),
        bio="村上 健　地域報道部。商店街と農業を担当。",
        shares=(210, 45, 3),
    )
    return make(
        "ay-ja-social-shotengai",
        "discussion",
        "ja-kawasemi",
        st,
        Parts(after=block, css=css),
        seeds(cs),
        path="/chiiki/chuo-shotengai-weekend-market",
        container="div.kiji-comment > div.tng-comments (invented social network 'Tsunagari', its comment plugin rendered): 'コメント7件', '並べ替え: 人気順', a compose box, div.tng-list > div.tng-post (img, a.tng-user, p.tng-body, 'いいね！ · 返信 · 👍 n · n時間前'), replies in div.tng-replies one level, the first shown and the next two as div.tng-post.tng-hide (display:none) under '他2件の返信を表示'; 'Tsunagari ソーシャルプラグイン'",
        heading=None,
        description="A Japanese city news portal of 2013 with a social network's comment plugin rendered in the saved page: 7 comments in 'popular' order, like counts, relative times, replies one level, two of them in the markup but hidden by a CSS class under '他2件の返信を表示', the newsroom's answer.",
    )


def social_ay() -> list[Case]:
    return [es_peatonal(), ja_shotengai()]
