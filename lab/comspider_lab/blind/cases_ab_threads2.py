"""Blind set AB: hand-built discussions in other languages as 2012 sites printed them in the served HTML: a German
daily's 24 numbered posts, flat, "Antwort auf #n von Name" links, "Empfehlen (n)" (de); a French newsroom blog's
flat entries with "Posté par X le 3 mars 2012 à 16h15" after the text (fr); a Spanish daily's 30 of 87 comments with
"+n / -n" votes and "Denunciar", replies one level (es); a Russian personal journal's entries, each a table with the
userpic, flat siblings indented by a left margin for their depth, "Родительский" links (ru); a Japanese personal
blog's numbered entries with "Posted by X at 2012年03月03日 16:15" after the text and ">>n" links (ja); a Polish
portal's opinions signed "~nick" with a masked IP, "+n / -n" and "zgłoś do usunięcia", replies one level (pl)
(written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ab_common import (
    PartsK,
    avatar,
    body,
    brs,
    children,
    esc,
    make,
    reply_form,
    slug,
    story,
    thread,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- de: numbered posts, "Antwort auf #n"


def de_numbered() -> Case:
    c = thread(
        """
Klaus-Dieter Harms | 09:12 | - | Vierzehn Anlagen mit 180 Metern Höhe, 800 Meter von den ersten Häusern entfernt. Das hätte es vor zehn Jahren nicht gegeben.
Energiewende jetzt | 09:30 | - | Endlich! Wer keinen Atomstrom will, muss auch mal ein Windrad sehen können.
Marianne Plog | 09:48 | 0 | Genau so ist es. Wir wohnen in Wiedenbrook und werden die Dinger vom Küchenfenster aus sehen.
H. Tödter | 10:05 | - | Was ist mit dem Rotmilan? Der brütet seit Jahren im Hollenbruch.
Bernd Ahrens | 10:20 | 3 | Das Gutachten sagt, es gibt keinen Horst im Abstand von 1,5 Kilometern. Steht so im Genehmigungsbescheid.
H. Tödter | 10:41 | 4 | Das Gutachten hat der Betreiber bezahlt.
Nordlicht | 11:02 | - | Ein Bürgerwindpark wäre die bessere Lösung gewesen. Dann bleibt das Geld wenigstens im Dorf.
Ingeborg Wiechern | 11:30 | 6 | Das wurde 2010 im Gemeinderat abgelehnt. Leider.
Jürgen | 11:55 | - | Infraschall ist nicht erforscht. Niemand weiß, was das auf Dauer mit uns macht.
Dr. Petra Lühmann | 12:20 | 8 | Doch, das ist recht gut erforscht. Bei 800 Metern liegt der Infraschall unter dem, was ein Kühlschrank im Haus erzeugt.
Jürgen | 12:44 | 9 | Das sagen Sie.
Fritz Meyer | | - | Gut so.
Anke Soltau | 13:35 | - | Mich stört vor allem das Blinken in der Nacht. In Stellingen sieht man das kilometerweit.
Windkraftgegner | 14:02 | - | Die Gemeinde bekommt die Gewerbesteuer, die Anwohner bekommen den Lärm.
Rolf Bostelmann | 14:30 | - | Wann soll gebaut werden? Im Artikel steht nur „demnächst“.
Sabine Rieckmann | 14:55 | 14 | Laut Gemeindebrief ab Herbst, die Fundamente zuerst.
Otto | 15:20 | - | Wie viele Haushalte sollen damit versorgt werden?
Lars Heitmann | 15:45 | 16 | Im Artikel steht: rechnerisch 30.000.
Gisela Brandt | 16:15 | - | Ich hätte mir eine Bürgerbefragung gewünscht.
Peter Kruse | 16:40 | - | Die Pacht für die Flächen geht an drei Landwirte. Der Rest des Dorfes geht leer aus.¶Und genau das macht die Stimmung hier so schlecht, nicht die Windräder selbst.
Heidi | | - | Schön sind sie nicht.
Tageblatt-Redaktion | 17:30 | 3 | Zum Rotmilan: Die Untere Naturschutzbehörde hat uns bestätigt, dass im Herbst ein weiteres Monitoring stattfindet. Wir berichten.
Hans-Hermann Wulf | 18:05 | - | Und wer baut die Dinger in zwanzig Jahren wieder ab?
Jana | 18:40 | - | Besser als Kohle.
"""
    )
    posts = ""
    for i, x in enumerate(c):
        n = i + 1
        when = f'<span class="lz-d">03.03.2012 um {esc(x.when)} Uhr</span>' if x.when else ""
        ref = (
            f'<p class="lz-bez">Antwort auf <a href="#lz{x.parent + 1}">#{x.parent + 1} von {esc(c[x.parent].author)}</a></p>'
            if x.parent is not None
            else ""
        )
        posts += (
            f'<div class="lz-e" id="lz{n}"><div class="lz-k"><span class="lz-nr"><a href="#lz{n}">#{n}</a></span> '
            f'<b class="lz-n">{esc(x.author)}</b> {when}</div>{ref}<div class="lz-t">{body(x.text)}</div>'
            f'<div class="lz-f">Empfehlen ({(n * 7) % 19}) | <a href="#lz-respond">Antworten</a> | <a href="/melden?b={n}">Melden</a></div></div>'
        )
    block = (
        f'<div class="lz-strang" id="leserkommentare"><h2>Leserkommentare ({len(c)})</h2>'
        '<p class="lz-hinweis"><small>Kommentare werden vor der Freischaltung geprüft. Bitte beachten Sie unsere Netiquette.</small></p>'
        + posts
        + reply_form("de", "lz", login=True)
        + "</div>"
    )
    st = story(
        "Windpark mit 14 Anlagen bei Wiedenbrook genehmigt",
        "Von Dirk Oltmanns",
        "2012-03-03T06:00:00+01:00",
        "03.03.2012",
        """
Der Landkreis hat den Windpark zwischen Wiedenbrook und Stellingen genehmigt. Vierzehn Anlagen mit einer Gesamthöhe von je 180 Metern sollen dort entstehen.

Der Abstand zu den nächsten Wohnhäusern beträgt mindestens 800 Meter. Rechnerisch sollen die Anlagen 30.000 Haushalte versorgen.

Anwohner hatten im Verfahren mehr als 400 Einwendungen eingereicht, vor allem wegen des Rotmilans und der nächtlichen Beleuchtung.
""",
        section="Lokales",
    )
    return make(
        "ab-de-numbered",
        "discussion",
        "po",
        "de-a",
        st,
        PartsK(after=block),
        c,
        path="/lokales/windpark-wiedenbrook-genehmigt",
        container="div.lz-strang#leserkommentare: flat div.lz-e posts in order (div.lz-k: '#n' permalink, b.lz-n name, '03.03.2012 um 09:12 Uhr' (absent on two); on a reply p.lz-bez 'Antwort auf #n von Name'; div.lz-t text; 'Empfehlen (n) | Antworten | Melden'); a login prompt below",
        heading="Leserkommentare (24)",
        description="A regional daily of 2012: 24 numbered posts, flat, 9 replies marked by an 'Antwort auf #n von Name' link (chains to a reply), the newsroom answering, two without a time; 'Gut so.'.",
    )


# --------------------------------------------------------------------------- fr: "Posté par X le ..." after the text


def fr_posted_after() -> Case:
    c = thread(
        """
Jean-Paul Vidal | 3 mars 2012 à 16h15 | - | Fermer la route, c'est couper les hameaux du haut du reste du monde pendant quatre mois. Impensable.
Muriel | 3 mars 2012 à 16h42 | - | Moi je suis pour. Trois accidents l'hiver dernier, dont un mortel.
Alain Bousquet | 3 mars 2012 à 17h05 | - | Il suffirait de saler correctement. Le département a réduit les tournées de moitié depuis 2010.
Christine Lacombe | 3 mars 2012 à 17h30 | - | Mon mari est infirmier à domicile, il monte tous les jours à Saint-Clair. On fait comment s'il y a la barrière ?
Étienne Fabre | 3 mars 2012 à 18h02 | - | Christine, d'après le projet, les soignants et les secours auraient une clé de la barrière. Je vérifie et je vous tiens au courant.
Roger | 3 mars 2012 à 18h20 | - | Encore une décision prise à la préfecture par des gens qui n'ont jamais vu une congère.
Nathalie Py | 3 mars 2012 à 19h11 | - | Un bus tous les matins jusqu'au col, et on laisse les voitures en bas. C'est ce qu'ils font dans la vallée voisine.
Damien | | - | Bonne idée, Nathalie.
Hélène Carrière | 3 mars 2012 à 20h45 | - | Nous avons un gîte au Mas de l'Aire. Si la route ferme, nous perdons toute la saison des raquettes.¶Personne ne nous a demandé notre avis.
Francis Cazals | 4 mars 2012 à 08h10 | - | Merci pour ce billet qui pose bien le problème.
Odette | | - | De mon temps on mettait les chaînes et on ne se plaignait pas.
Étienne Fabre | 4 mars 2012 à 11h30 | - | Mise à jour : le conseil général examinera le dossier le 26 mars. La réunion est publique.
Lionel Rouquette | 4 mars 2012 à 12h04 | - | J'y serai.
Sylvie M. | 4 mars 2012 à 14h50 | - | Merci Étienne pour le suivi.
"""
    )
    out = ""
    for i, x in enumerate(c):
        when = f" le {esc(x.when)}" if x.when else ""
        out += (
            f'<div class="ec-e" id="ec-{i + 1}"><div class="ec-t">{body(x.text)}</div>'
            f'<p class="ec-p">Posté par <b>{esc(x.author)}</b>{when} | <a href="#ec-respond">Répondre</a> | <a href="/signaler?m={i + 1}">Signaler un abus</a></p></div>'
        )
    block = (
        f'<div class="ec-fil" id="reactions"><h3>Commentaires ({len(c)})</h3>{out}'
        + reply_form("fr", "ec")
        + "</div>"
    )
    st = story(
        "Faut-il fermer la route du col de la Serre l'hiver ?",
        "Étienne Fabre",
        "2012-03-03T14:00:00+01:00",
        "3 mars 2012",
        """
Le conseil général réfléchit à fermer la départementale du col de la Serre du 1er décembre au 31 mars. Trois accidents l'hiver dernier, dont un mortel, ont relancé le débat.

Pour les habitants des hameaux du haut, c'est quarante minutes de détour par la vallée. Pour les gîtes, c'est une saison de raquettes qui s'envole.

J'ai passé la semaine à poser la question aux uns et aux autres. Voici ce que j'en retiens, et ce qui n'est pas encore tranché.
""",
        section="Routes",
    )
    return make(
        "ab-fr-posted-after",
        "discussion",
        "bg",
        "fr-echo",
        st,
        PartsK(after=block),
        c,
        path="/2012/03/03/faut-il-fermer-la-route-du-col",
        container="div.ec-fil#reactions: flat div.ec-e entries, the text first (div.ec-t) and after it p.ec-p 'Posté par <b>Name</b> le 3 mars 2012 à 16h15 | Répondre | Signaler un abus' (no date on two); a form with its rules below",
        heading="Commentaires (14)",
        description="A newspaper's newsroom blog of 2012: 14 comments, flat, the name and date after the text ('Posté par X le 3 mars 2012 à 16h15'), the blogger answering twice, two without a date; 'J'y serai.'.",
    )


# --------------------------------------------------------------------------- es: 30 of 87, votes, one level


def es_cards_votes() -> Case:
    c = thread(
        """
Paco Herrera | 09:14 | - | Otro verano sin piscina. Los niños del pueblo a la calle con cuarenta grados.
Mari Carmen | 09:31 | 0 | Los llevaremos al río, como hacíamos nosotros.
José Luis Prieto | 09:40 | - | Las obras tenían que haber empezado en octubre. ¿Quién ha tenido la piscina parada todo el invierno sin hacer nada?
Valdemoreño | 09:52 | - | Ya estamos con el «por obras». Luego nunca la abren.
Rocío Gallardo | 10:05 | - | Mi hija tenía cursillo de natación en junio. ¿Devuelven el dinero de la inscripción?
Alberto Moya | 10:18 | 4 | Sí, en las oficinas del polideportivo, con el resguardo.
Rocío Gallardo | 10:26 | 4 | Muchas gracias, Alberto.
Juan | 10:40 | - | Vergüenza.
Encarna Soler | 10:55 | - | La piscina de Torrealba abre en junio y está a diez minutos. No es el fin del mundo.
Andrés Cuesta | 11:09 | 8 | Diez minutos en coche. Quien no tenga coche que se aguante, ¿no?
Lola | 11:22 | - | Por lo menos que quede bien hecha y no tengamos que cerrarla otra vez dentro de cinco años.
Ramón Ibáñez | 11:47 | - | La piscina tiene cuarenta años. Los vestuarios se caían a trozos. Bien hecho.
Fernando G. | 12:03 | - | ¿Y el presupuesto? El artículo no lo dice.
Maite Robles | 12:15 | 12 | Según el boletín municipal, 1,2 millones, la mitad de la Diputación.
Eugenio | 12:30 | - | En mi época no había piscina y nadie se moría.
Pilar Navarro | 12:58 | - | Se podría abrir al menos la piscina pequeña para los críos, que está en buen estado.
Sergio Lozano | 13:20 | - | Me parece bien, pero que lo hubieran dicho en enero y no en mayo.
Nuria | 13:34 | 16 | Exacto. Ya había gente con los abonos comprados.
Tomás Aguilar | 14:10 | - | Buena noticia a largo plazo.
Carmen Vidal | 14:45 | - | ¿Y el socorrista? Mi sobrino trabajaba allí cada verano.
Ángel Serrano | 15:02 | - | Lo de siempre: obras en verano, en fiestas y antes de las elecciones.
Inés | 15:30 | - | Paciencia.
Manolo el del bar | 16:05 | - | Me quedo sin clientes en julio. Gracias, señor alcalde.
Beatriz Campos | 16:40 | - | Los vecinos de la calle del Olmo llevamos meses quejándonos del ruido de la depuradora.¶Ojalá aprovechen y la cambien también.
Diego Martín | 17:15 | - | Bien por el Ayuntamiento.
Rafa Medina | 17:52 | - | Para cuando esté abierta ya no tendré edad de bañarme.
Sonia Ortega | 18:05 | 25 | ¡Exagerado! Es un año.
Gregorio | 18:44 | - | Ya veremos.
Elena Pardo | 19:20 | - | Una pena. Era el sitio donde se juntaba todo el pueblo por las tardes.
Cristina | 20:01 | - | Que no se olviden de la rampa para las personas con movilidad reducida.
"""
    )

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<div class="hd-c" id="hd-{3301 + i}">{avatar("hd", x.author, 36)}<div class="hd-cab"><strong class="hd-n">{esc(x.author)}</strong> '
            f'<span class="hd-f">05/05/2012 - {esc(x.when)}h</span></div><div class="hd-tx">{body(x.text)}</div>'
            f'<div class="hd-pie"><a href="#hd-respond">Responder</a> · <span class="hd-si">+{(i * 11) % 37}</span> / <span class="hd-no">-{(i * 3) % 8}</span> · <a href="/denunciar/{3301 + i}">Denunciar</a></div>'
            + (
                f'<div class="hd-resp" style="margin-left:44px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        '<div class="hd-zona" id="opinan"><h2>Los lectores opinan (87)</h2>'
        '<p class="hd-orden">Mostrando 30 de 87 comentarios · Ordenar: <b>más antiguos</b> | <a href="?orden=recientes">más recientes</a> | <a href="?orden=valorados">más valorados</a></p>'
        f'<div class="hd-lista">{"".join(one(i) for i in children(c, None))}</div>'
        '<p class="hd-mas"><a href="/valdemora/piscina-cierra-por-obras/pagina-2/">Ver más comentarios »</a></p>'
        + reply_form("es", "hd", login=True)
        + "</div>"
    )
    st = story(
        "Valdemora: la piscina municipal cierra por obras hasta 2013",
        "Por Lucía Ferrer",
        "2012-05-05T08:00:00+02:00",
        "05/05/2012",
        """
La piscina municipal de Valdemora no abrirá este verano. El Ayuntamiento ha confirmado que las obras de renovación de los vasos y los vestuarios se alargarán hasta la primavera de 2013.

Los usuarios que ya habían pagado los cursillos de natación podrán recuperar el dinero en las oficinas del polideportivo.

El alcalde ha recordado que la instalación tiene cuarenta años y que los vestuarios no cumplían la normativa.
""",
        section="Valdemora",
    )
    return make(
        "ab-es-cards-votes",
        "discussion",
        "po",
        "es-a",
        st,
        PartsK(after=block),
        c,
        path="/valdemora/piscina-cierra-por-obras",
        container="div.hd-zona#opinan: 'Mostrando 30 de 87 comentarios' and sort links, div.hd-lista of div.hd-c entries (avatar; div.hd-cab: strong.hd-n name, span.hd-f '05/05/2012 - 09:14h'; div.hd-tx; div.hd-pie 'Responder · +n / -n · Denunciar'); replies in div.hd-resp inside their parent's, one level; 'Ver más comentarios »' to a page that was not saved; a login prompt below",
        heading="Los lectores opinan (87)",
        description="A regional daily of 2012: the first 30 of 87 comments (only those are this page's), replies one level (7), '+n / -n' votes and 'Denunciar'; 'Vergüenza.', 'Paciencia.'.",
    )


# --------------------------------------------------------------------------- ru: a journal's entries indented by depth


def ru_indent() -> Case:
    c = thread(
        """
sergei_v | 2012-03-03 10:12 | - | Спасибо за пост! Был там в детстве, мельница тогда ещё крутилась.
ivanova_m | 2012-03-03 10:40 | 0 | А в каком году это было? Мне говорили, что она встала ещё в шестидесятых.
sergei_v | 2012-03-03 11:02 | 1 | Году в семьдесят первом. Может, уже и не молола, но колесо точно крутилось.
krayeved_nk | 2012-03-03 11:15 | - | Отличные фотографии. Особенно жернова в траве.
anna_lesnaya | 2012-03-03 12:30 | - | Неужели ничего нельзя сделать? Такое здание пропадает.
klyuchevskoy | 2012-03-03 13:05 | 4 | Анна, в районе говорят про программу по сохранению, но денег, как всегда, нет.
anna_lesnaya | 2012-03-03 13:20 | 5 | Жаль. Может, собрать подписи?
old_miller | 2012-03-03 14:48 | - | Мой прадед был мельником на этой мельнице до революции. Семья потом уехала в город.¶Есть старая фотография, могу прислать.
klyuchevskoy | 2012-03-03 15:10 | 7 | Конечно, пришлите! Почта в профиле. Будет отдельный пост.
petr_gusev | 2012-03-03 16:22 | - | Дорога туда сейчас проезжая? Хотел съездить летом с детьми.
vasilyeva_o | 2012-03-03 17:01 | 9 | Летом на машине можно, только после дождей лучше не соваться.
mitya_k | 2012-03-03 18:30 | - | Красота.
lena_sever | 2012-03-03 19:45 | - | Я из соседней деревни. Мельницу у нас называли «Барской», хотя барина там никто не помнит.
klyuchevskoy | 2012-03-03 20:12 | 12 | Интересно! Первый раз слышу это название. Запишу.
nikolai_t | 2012-03-03 21:05 | - | Сколько таких мельниц было на Ключевке? Я насчитал по старой карте пять.
krayeved_nk | 2012-03-03 21:40 | 14 | По переписи 1926 года — семь, но две были ветряные.
nikolai_t | 2012-03-03 22:02 | 15 | Спасибо, не знал.
tanya_pro | 2012-03-04 08:15 | - | Читаю ваш журнал уже третий год. Спасибо за такие истории.
dedushka_egor | 2012-03-04 09:30 | - | Помню, как мы мальчишками ныряли с плотины. Вода была ледяная даже в июле.
olga_sm | 2012-03-04 10:05 | 18 | Мой отец рассказывал то же самое!
yuri_b | 2012-03-04 11:48 | - | Кирпич ещё крепкий, судя по фото. Крышу бы только.
marina_v | 2012-03-04 12:20 | - | Грустно.
alex_hist | 2012-03-04 14:35 | - | А сохранились ли какие-то документы о строительстве? В областном архиве может что-то быть.
klyuchevskoy | 2012-03-04 15:02 | 22 | Я делал запрос, жду ответа уже полгода.
svetlana_r | 2012-03-04 18:40 | - | Спасибо, очень интересно.
"""
    )
    depth: dict[int, int] = {}
    order: list[int] = []

    def walk(parent: int | None, d: int) -> None:
        for i in children(c, parent):
            depth[i] = d
            order.append(i)
            walk(i, d + 1)

    walk(None, 0)
    out = ""
    for i in order:
        x = c[i]
        n = 51001 + 2 * i
        par = f' · <a href="#t{51001 + 2 * x.parent}">Родительский</a>' if x.parent is not None else ""
        out += (
            f'<div class="zm-w" id="t{n}" style="margin-left:{25 * depth[i]}px;margin-top:8px">'
            '<table class="zm-t" cellpadding="3" cellspacing="0" border="0" style="border:1px solid #ccc;width:100%"><tr>'
            f'<td class="zm-pic" rowspan="2" width="54" valign="top">{avatar("zm", x.author, 50)}</td>'
            f'<td class="zm-hd" style="background:#eef"><a class="zm-u" href="/users/{slug(x.author)}/"><b>{esc(x.author)}</b></a> '
            f'<span class="zm-d">{esc(x.when)} (UTC)</span></td></tr>'
            f'<tr><td class="zm-tx">{brs(x.text)}</td></tr></table>'
            f'<div class="zm-lk"><small><a href="#zm-respond">Ответить</a> · <a href="?thread={n}">Ветвь дискуссии</a> · <a href="#t{n}">Ссылка</a>{par}</small></div></div>'
        )
    block = (
        f'<div class="zm-all" id="otvety"><h3>{len(c)} комментариев</h3>{out}'
        + reply_form("ru", "zm")
        + "</div>"
    )
    st = story(
        "Старая водяная мельница на Ключевке: что от неё осталось",
        "klyuchevskoy",
        "2012-03-03T09:00:00+04:00",
        "3 марта 2012",
        """
В прошлые выходные наконец добрался до старой мельницы на Ключевке, о которой меня спрашивали ещё с осени.

От плотины остался земляной вал, от мельницы — кирпичные стены без крыши. Жернова лежат в траве у входа, один треснул пополам.

По словам местных жителей, мельница работала до конца шестидесятых. Документов о её постройке я пока не нашёл.
""",
        section="Мельницы",
    )
    return make(
        "ab-ru-indent",
        "discussion",
        "bg",
        "ru-a",
        st,
        PartsK(after=block),
        c,
        path="/2012/03/03/staraya-melnitsa-na-klyuchevke.html",
        container="div.zm-all#otvety: flat sibling div.zm-w entries in thread order, each indented by margin-left 25px per level (0, 1 or 2) and holding a table.zm-t (td.zm-pic userpic; td.zm-hd a.zm-u name, '2012-03-03 10:12 (UTC)'; td.zm-tx the text, paragraphs parted by <br><br>) and links 'Ответить · Ветвь дискуссии · Ссылка · Родительский'; a form below",
        heading="25 комментариев",
        description="A local historian's personal journal of 2012: 25 comments as flat sibling entries indented by a margin for their depth (two levels, 11 replies, the journal's author answering), each a table with the userpic, a 'Родительский' link to the parent; 'Красота.', 'Грустно.'.",
    )


# --------------------------------------------------------------------------- ja: "Posted by X at ..." after the text


def ja_posted_by() -> Case:
    c = thread(
        """
みかん | 2012年03月03日 16:15 | - | きれいですね！うちの近くの梅はまだつぼみです。
山田のおばあちゃん | 2012年03月03日 17:02 | - | 毎年この記事を楽しみにしています。春が来たなあと思います。
たけし | 2012年03月03日 18:40 | - | 写真の二枚目、メジロですか？
のんびり | 2012年03月03日 20:11 | 2 | >>3 そうです、メジロです。毎朝来ています。
さくら母 | 2012年03月04日 09:25 | - | 梅干し作りの記事も楽しみにしています。去年のレシピで作ったらとても美味しかったです。
通りすがり | 2012年03月04日 11:03 | - | いい所ですね。
たけし | 2012年03月04日 12:47 | 3 | >>4 やっぱり！うちの庭にも来てほしいです。
こうじ | 2012年03月04日 15:30 | - | 裏山は昔よく遊びに行きました。懐かしいです。
のんびり | 2012年03月04日 21:18 | 4 | >>5 ありがとうございます。今年は六月に漬ける予定です。
はなこ | 2012年03月05日 07:45 | - | 春ですねえ。
ゆき | 2012年03月05日 10:12 | - | 梅の香りがここまで届きそうです。
田中 | 2012年03月05日 19:50 | - | 来週、梅まつりに行ってみます。駐車場はありますか？
"""
    )
    out = ""
    for i, x in enumerate(c):
        n = i + 1
        text = esc(x.text)
        if x.parent is not None:
            ref = f">>{x.parent + 1}"
            assert x.text.startswith(ref + " "), x.text
            text = f'<a href="#pk{x.parent + 1}">&gt;&gt;{x.parent + 1}</a>' + esc(x.text[len(ref) :])
        out += (
            f'<div class="pk-e" id="pk{n}"><p class="pk-no">{n}.</p><div class="pk-tx"><p>{text}</p></div>'
            f'<p class="pk-ft">Posted by <b>{esc(x.author)}</b> at {esc(x.when)} | <a href="/">URL</a> | <a href="/edit?no={n}">編集</a></p></div>'
        )
    block = f'<div class="pk-box" id="minna"><h3>コメント一覧</h3>{out}' + reply_form("ja", "pk") + "</div>"
    st = story(
        "裏山の梅が咲きました",
        "のんびり",
        "2012-03-03T15:00:00+09:00",
        "2012年03月03日",
        """
今朝、裏山の梅が咲いているのに気がつきました。去年より一週間ほど早いです。

白い花の間を、メジロが二羽、忙しそうに行ったり来たりしていました。

今年も六月になったら梅干しを漬けるつもりです。
""",
        section="季節",
    )
    return make(
        "ab-ja-posted-by",
        "discussion",
        "bg",
        "ja-blog",
        st,
        PartsK(after=block),
        c,
        path="/archives/2012/03/ume.html",
        container="div.pk-box#minna: flat div.pk-e entries (p.pk-no 'n.', div.pk-tx the text, a reply starting with a '>>n' link to the entry it answers; p.pk-ft after the text: 'Posted by <b>name</b> at 2012年03月03日 16:15 | URL | 編集'); a form below",
        heading="コメント一覧",
        description="A personal country blog of 2012: 12 comments, flat, numbered, the name and time after the text ('Posted by X at 2012年03月03日 16:15'), 3 replies starting with a '>>n' link to the entry answered (one a reply to a reply), the blogger answering; 'いい所ですね。'.",
    )


# --------------------------------------------------------------------------- pl: "~nick", masked IP, votes, one level


def pl_tilde() -> Case:
    c = thread(
        """
zbyszek | 08:12 | - | Remont rynku w środku sezonu. Kto to wymyślił?
mieszkanka | 08:25 | 0 | Tak było w przetargu, firma wchodzi, kiedy wygra.
Marek_Z | 08:40 | - | Nareszcie. Kostka na rynku była z lat siedemdziesiątych, co tydzień ktoś się przewracał.
handlarz | 09:02 | - | Przy dworcu nikt do nas nie przychodzi. Pierwszego dnia sprzedałem za czterdzieści złotych.
Ela | 09:30 | 3 | Byłam wczoraj, kupiłam u Pana truskawki. Będę przychodzić.
emeryt | 09:51 | - | A ławki będą? Bo na starym rynku nie było gdzie usiąść.
Tomek | 10:04 | 5 | W projekcie jest dwadzieścia ławek i fontanna.
xyz | 10:20 | - | Fontanna za milion, a dziury na Kolejowej od pięciu lat.
Anna_K | 10:45 | - | Byle skończyli przed dożynkami.
gość | 11:02 | - | Ile to ma kosztować?
Jurek | 11:10 | 9 | W artykule jest: 4,8 mln, w tym połowa z dotacji.
zalewianka | 11:38 | - | Mam nadzieję, że zostawią stare lipy.
dziadek | 12:05 | - | Za moich czasów rynek był brukowany i nikt nie narzekał.
Piotr Wiśniak | 12:40 | - | Dobra decyzja. Inne miasta już dawno wyremontowały rynki, a u nas wstyd było gości przyprowadzić.
anonim | 13:15 | - | Znowu wszystko zamknięte na pół roku.
kierowca | 13:50 | - | A gdzie teraz parkować? Pod dworcem nie ma miejsc.
Basia | 14:12 | 15 | Parking za szkołą jest pusty, sama tam stawiam.
ja | 14:40 | - | Szkoda handlarzy.
obserwator | 15:22 | - | Burmistrz obiecywał remont od 2006 roku. Lepiej późno niż wcale.
Kasia | 16:01 | - | Super!
sąsiad | 16:35 | 18 | I pewnie skończą tuż przed wyborami.
marta | 17:10 | - | Czy targ w sobotę też jest przy dworcu?
"""
    )
    registered = {"Marek_Z", "Anna_K", "Piotr Wiśniak"}

    def one(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        if x.author in registered:
            who = f'<b class="oz-n oz-zal"><a href="/profil/{slug(x.author)}">{esc(x.author)}</a></b>'
            ip = ""
        else:
            who = f'<span class="oz-n">~{esc(x.author)}</span>'
            ip = f' <span class="oz-ip">IP: {83 + i % 5}.{24 + i}.*.*</span>'
        return (
            f'<div class="oz-w" id="oz-{881 + i}"><div class="oz-g">{who}{ip} <span class="oz-d">07.05.2012, {esc(x.when)}</span></div>'
            f'<div class="oz-t">{body(x.text)}</div>'
            f'<div class="oz-s"><a class="oz-plus" href="/ocen/{881 + i}/plus">+{(i * 5) % 23}</a> <a class="oz-minus" href="/ocen/{881 + i}/minus">-{(i * 2) % 7}</a> | '
            f'<a href="#oz-respond">odpowiedz</a> | <a href="/zglos/{881 + i}">zgłoś do usunięcia</a></div>'
            + (
                f'<div class="oz-odp" style="margin-left:30px">{"".join(one(k) for k in kids)}</div>'
                if kids
                else ""
            )
            + "</div>"
        )

    block = (
        f'<div class="oz-forum" id="wasze-opinie"><h2>Wasze opinie ({len(c)})</h2>'
        '<p class="oz-uwaga"><small>Opinie są prywatnymi opiniami użytkowników portalu. Redakcja nie ponosi odpowiedzialności za ich treść.</small></p>'
        f'<div class="oz-wpisy">{"".join(one(i) for i in children(c, None))}</div>'
        + reply_form("pl", "oz")
        + "</div>"
    )
    st = story(
        "Ruszył remont rynku w Zalewie. Handlarze przeniesieni pod dworzec",
        "Katarzyna Lis",
        "2012-05-07T07:00:00+02:00",
        "07.05.2012",
        """
Od poniedziałku rynek w Zalewie jest placem budowy. Wykonawca zerwie starą kostkę, wymieni kanalizację i ułoży nową nawierzchnię z granitu.

Targ, który od lat odbywał się na rynku we wtorki i soboty, przeniesiono na plac przy dworcu. Handlarze skarżą się na mniejszy ruch.

Remont ma kosztować 4,8 mln zł i potrwać do listopada. W projekcie są nowe ławki, lampy i fontanna.
""",
        section="Zalew",
    )
    return make(
        "ab-pl-tilde",
        "discussion",
        "po",
        "pl-a",
        st,
        PartsK(after=block),
        c,
        path="/zalew/ruszyl-remont-rynku",
        container="div.oz-forum#wasze-opinie > div.oz-wpisy: div.oz-w entries (div.oz-g: '~nick' in span.oz-n and a masked 'IP: 83.24.*.*' for guests, a bold profile link for the three registered readers, '07.05.2012, 08:12'; div.oz-t; div.oz-s '+n -n | odpowiedz | zgłoś do usunięcia'); replies in div.oz-odp inside their parent's, one level; a form with the portal's disclaimer",
        heading="Wasze opinie (22)",
        description="A Polish regional portal of 2012: 22 opinions (6 replies, one level), guests signed '~nick' with a masked IP, registered readers in bold without, '+n / -n' votes, 'zgłoś do usunięcia'; 'Super!'.",
    )


def threads2_ab() -> list[Case]:
    return [de_numbered(), fr_posted_after(), es_cards_votes(), ru_indent(), ja_posted_by(), pl_tilde()]
