"""Blind set T: discussions as today's sites build them, part one: a German regional app's drawer, a French portal's
comments tab, a Spanish server-rendered thread with its hydration data, an Italian blog's thread fetched when scrolled
into view, a Brazilian portal's "load more", a Russian magazine's open shadow root, a Japanese magazine's closed shadow
root, a Korean app's dialog, a Chinese portal's bottom sheet with collapsed replies, an Arabic travel blog's utility
classes and a Hindi food blog's ``<template>`` clones (written from memory of the general shape of such pages, in
invented markup)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_t_common import (
    PartsK,
    data_of,
    gen,
    generated_cfg,
    hc,
    json_blob,
    make,
    module_cfg,
    mount_script,
    rail_for,
    ssr,
    state_blob,
    story,
    thread,
    utility_cfg,
)
from comspider_lab.blind.model import Case

SPACER = '<figure style="margin:24px 0"><div style="height:620px;background:#d9dee4;border-radius:8px" role="img" aria-label="{alt}"></div><figcaption style="font-size:13px;color:#666">{cap}</figcaption></figure>'


def de_drawer() -> Case:
    c = thread(
        """
Kapitän a.D. Wernersen | vor 5 Std. | - | Ich bin 30 Jahre auf dem Rhein gefahren. Eine Fähre, die um 19 Uhr den Betrieb einstellt, ist keine Fähre, sondern ein Ausflugsboot.
Sabine Hollerbach | vor 5 Std. | 0 | Genau so ist es. Meine Tochter arbeitet in der Klinik in Oberwinden, Spätschicht bis 21 Uhr. Die fährt jetzt 40 Minuten Umweg über die Brücke.
Rheinkurier Redaktion | vor 4 Std. | 1 | Liebe Frau Hollerbach, wir haben beim Betreiber nachgefragt: Für Schichtarbeitende soll es ab März eine Rufbus-Lösung geben. Wir berichten, sobald Details feststehen.
T. Brückmann | vor 5 Std. | - | Die Fährgesellschaft hat seit Jahren nicht investiert. Jetzt wundert sich jeder, dass das Personal fehlt.
Lenchen_K | vor 4 Std. | - | Wir Pendler aus Kallenau werden wieder einmal vergessen. Wer entscheidet so etwas eigentlich, der Kreis oder die Gemeinde?
Jörg Pfeiffer | vor 4 Std. | 4 | Der Zweckverband, also beide. Die nächste öffentliche Sitzung ist am 12. Februar im Bürgerhaus.
Marita Scholten | vor 3 Std. | - | Am Wochenende sollte die Fähre wenigstens bis 22 Uhr fahren. Die Gastronomie auf beiden Seiten lebt doch von den Tagesgästen.
Heiner | vor 3 Std. | - | Hat schon mal jemand ausgerechnet, was eine Brücke bei Kallenau kosten würde? Dann wären die 80.000 Euro Defizit der Fähre plötzlich ein Schnäppchen.
Ulrike Weiß | vor 2 Std. | 7 | Die Brückendiskussion führen wir hier seit 1978. Ich würde mich nicht darauf verlassen.
Fahrradfahrer64 | vor 2 Std. | - | Mit dem Rad ist die Fähre die einzige vernünftige Verbindung. Bitte nicht auch noch den Fahrradtarif erhöhen.
Dr. Anke Reuter | vor 2 Std. | - | Ein Vorschlag: Ehrenamtliche Fährleute wie am Main. Das funktioniert dort seit Jahren, mit Ausbildung und Versicherung über den Verein.
Gerd Hambloch | vor 1 Std. | - | Danke für den ausführlichen Artikel. Die Grafik mit den Fahrgastzahlen pro Stunde war sehr aufschlussreich.
Nina Albers | vor 45 Min. | - | Ich unterschreibe jede Petition für längere Betriebszeiten. Gibt es schon eine?
Stefan M. | vor 20 Min. | - | Warum fährt am Sonntagmorgen um 7 Uhr eine Fähre, aber am Freitagabend nicht? Der Fahrplan ergibt für mich keinen Sinn.
"""
    )
    iso = "2025-01-28T06:30:00+01:00"
    data = data_of(c, iso, badges={1: "Abonnentin", 2: "Redaktion", 10: "Abonnentin"}, seed="de")
    labels = {"like": "👍", "reply": "Antworten", "report": "Melden"}
    cfg = module_cfg("Talk", labels, avatar="initials", time="rel", idp="t-")
    drawer = (
        f'<div class="{hc("Drawer", "root")}" id="talk-drawer" role="dialog" aria-label="Kommentare" hidden>'
        f'<div class="{hc("Drawer", "head")}"><h2>Kommentare (14)</h2><button type="button" aria-label="Schließen">✕</button></div>'
        f'<div class="{hc("Drawer", "sort")}"><button aria-pressed="true">Neueste</button><button>Älteste</button><button>Beliebteste</button></div>'
        f'<div class="{hc("Drawer", "body")}" id="talk-mount"></div>'
        f'<div class="{hc("Composer", "root")}"><textarea placeholder="Schreiben Sie einen Kommentar…" disabled></textarea>'
        f'<p>Zum Kommentieren bitte <a href="/login">anmelden</a>.</p></div></div>'
    )
    after = (
        f'<div class="{hc("Engage", "bar")}"><button type="button" id="open-talk" class="{hc("Engage", "talk")}" aria-controls="talk-drawer">💬 14</button>'
        f'<button type="button" class="{hc("Engage", "save")}">🔖 Merken</button></div>{drawer}'
    )
    st = story(
        "Fähre Kallenau–Oberwinden: Ab Februar ist um 19 Uhr Schluss",
        "Miriam Kessler",
        iso,
        "28.01.2025, 06:30 Uhr",
        """
Die Rheinfähre zwischen Kallenau und Oberwinden stellt ab dem 1. Februar ihren Betrieb bereits um 19 Uhr ein. Bisher fuhr sie werktags bis 22 Uhr. Als Grund nennt die Fährgesellschaft fehlendes Personal.

Zwei von sechs Fährleuten gehen im Frühjahr in den Ruhestand, Nachfolger seien trotz mehrerer Ausschreibungen nicht gefunden worden, sagte Geschäftsführer Bernd Roos.

Für Pendlerinnen und Pendler bedeutet das einen Umweg von bis zu 25 Kilometern über die Brücke bei Sankt Aurel. Der Zweckverband will im Februar über Alternativen beraten.
""",
        declare="jsonld",
        section="Region",
    )
    rail = rail_for(
        "app", "Meistgelesen", "Neuer Radweg am Ufer freigegeben|Weinfest verschoben|Hochwasser: Pegel sinkt"
    )
    return make(
        "t-de-drawer-json",
        "revealed",
        "app",
        "de-drawer",
        st,
        PartsK(
            after=after,
            rail=rail,
            end=json_blob("talk-data", data)
            + mount_script(
                cfg, "inline:talk-data", "#talk-mount", "click:#open-talk", opener="show:#talk-drawer"
            ),
        ),
        c,
        path="/region/faehre-kallenau-oberwinden-betriebszeiten-a-88213",
        reveal="click: the count button '💬 14' opens a side drawer (hidden) and the page's script renders the thread from JSON in the page",
        container="div#talk-drawer[role=dialog] (hidden) > div#talk-mount: CSS-module classes (Talk_root__…), initials avatars, span name, badges 'Abonnentin'/'Redaktion', relative time, 👍 count, 'Antworten'/'Melden'; replies nested in Talk_replies__…",
        heading="Kommentare (14)",
        description="A German regional news app of 2025: 14 comments (4 replies) rendered from a JSON blob into a side drawer opened by '💬 14'.",
        static=False,
        check_steps=("click:#open-talk", "wait:400"),
    )


def fr_tab() -> Case:
    c = thread(
        """
Josiane Perrolaz | il y a 2 h | - | Enfin ! Cela fait dix ans qu'on demande une vraie piste entre le village et la gare. Mes enfants pourront aller au collège à vélo.
Marc-Antoine B. | il y a 2 h | - | 4,2 millions pour 6 kilomètres, c'est cher payé. Il aurait suffi d'élargir l'accotement de la route cantonale.
Claire Vuilleumier | il y a 1 h | 1 | Élargir l'accotement le long d'une route à 80 km/h ? Je ne laisserais pas mes enfants y rouler.
Le vieux meunier | il y a 1 h | - | Pensez aux agriculteurs : la piste coupe trois chemins d'exploitation. Qui aura la priorité aux croisements ?
Sandrine Jaquier | il y a 48 min | 3 | D'après le plan publié par la commune, les croisements auront des barrières et un marquage au sol. C'est à la page 12 du dossier.
Pierrot du plateau | il y a 30 min | - | Est-ce que la piste sera éclairée en hiver ? Sinon elle ne servira que six mois par an.
Nadia Ferreira | il y a 12 min | - | J'espère que les travaux ne dureront pas tout l'été, la route est déjà en travaux à Bavois.
Luc Mermoud | il y a 5 min | - | Bravo pour l'article et la carte, très clair.
"""
    )
    iso = "2025-05-14T08:00:00+02:00"
    data = data_of(c, iso, seed="fr")
    cfg = generated_cfg(
        "fr-tab",
        {"like": "♥", "reply": "Répondre", "report": "Signaler", "replyTo": "en réponse à @{n}"},
        mode="flat",
        avatar="img",
    )
    tabs = (
        f'<div class="{gen("fr-tabs", "sc")} {gen("fr-tabs")}" role="tablist">'
        f'<button role="tab" aria-selected="true" class="{gen("fr-tab1")}">Article</button>'
        f'<button role="tab" aria-selected="false" id="tab-reactions" class="{gen("fr-tab2")}">Commentaires <span>8</span></button></div>'
    )
    panel = (
        f'<div role="tabpanel" id="panel-reactions" class="{gen("fr-panel", "sc")}" hidden>'
        f'<div class="{gen("fr-sort")}">Trier : <button>Plus récents</button> · <button>Plus anciens</button> · <button>Les mieux notés</button></div>'
        f'<div id="reactions-mount"></div><div class="{gen("fr-box")}"><textarea placeholder="Écrire un commentaire…"></textarea>'
        f'<button type="button">Se connecter pour publier</button></div></div>'
    )
    st = story(
        "Une piste cyclable de 6 kilomètres reliera Chavornex à la gare",
        "Élodie Bettex",
        iso,
        "14 mai 2025 à 08h00",
        """
Le Conseil communal de Chavornex a approuvé mardi soir un crédit de 4,2 millions de francs pour une piste cyclable séparée de la route cantonale, entre le village et la gare de l'Orbe-Est.

La piste longera en partie le canal et traversera trois chemins agricoles. Les travaux doivent commencer en juillet et durer jusqu'en novembre.

La commune espère que la moitié des élèves du collège régional utiliseront le vélo d'ici deux ans.
""",
        declare="og",
        section="Vallée",
    )
    rail = rail_for(
        "portal", "Les plus lus", "Fête du blé : le programme|Le marché déménage|Inondations : bilan"
    )
    state = state_blob("thread", data, {"articleId": 40512})
    return make(
        "t-fr-tab",
        "revealed",
        "portal",
        "fr-tab",
        st,
        PartsK(
            lead=tabs,
            after=panel,
            rail=rail,
            end=state
            + mount_script(
                cfg,
                "state:thread",
                "#reactions-mount",
                "click:#tab-reactions",
                opener="show:#panel-reactions",
            ),
        ),
        c,
        path="/vallee/2025/05/14/piste-cyclable-chavornex-gare",
        reveal="click: the tab 'Commentaires 8' (beside 'Article') shows a hidden tab panel and renders the thread from window.__STATE__",
        container="div#panel-reactions[role=tabpanel] (hidden) > div#reactions-mount: generated classes (sc-…/css-…), avatars, name, 'il y a 2 h', 'en réponse à @Name' on replies (flat), ♥ count, 'Répondre'/'Signaler'",
        heading="Commentaires 8 (a tab)",
        description="A French regional portal of 2025: 8 comments (2 replies shown flat with 'en réponse à @Name') in a comments tab beside the article tab.",
        static=False,
        check_steps=("click:#tab-reactions", "wait:400"),
    )


def es_ssr() -> Case:
    c = thread(
        """
Rocío Manzanedo | hace 3 h | - | Vivo en la calle del Faro y el ruido de las terrazas hasta la una de la madrugada es insoportable. Bienvenida sea la ordenanza.
Iker Salaberria | hace 3 h | 0 | Pues yo tengo un bar en esa calle y con el cierre a medianoche perderé la mitad de la caja del verano. Nadie habla de eso.
Rocío Manzanedo | hace 2 h | 1 | Iker, nadie quiere que cierre, solo que se respete el descanso. Con que baje la música a partir de las doce sería suficiente.
Antonio G. Pardo | hace 2 h | - | ¿Y los controles quién los hará? La policía local ya no llega ni a los aparcamientos en doble fila.
Marisa Quintanilla | hace 1 h | - | En otras ciudades de la costa funcionan los sonómetros conectados. Se podría probar aquí un verano.
Tomás | hace 40 min | 3 | El artículo dice que habrá cuatro agentes más en julio y agosto. Veremos si es verdad.
"""
    )
    iso = "2025-03-19T09:15:00+01:00"
    data = data_of(c, iso, seed="es")
    cfg = module_cfg("Comment", {"like": "👍", "reply": "Responder", "report": "Denunciar"}, idp="comment-")
    block = (
        f'<section class="{hc("Comments", "section")}" aria-labelledby="comments-title"><h2 id="comments-title" class="{hc("Comments", "title")}">Comentarios (6)</h2>'
        f'<div class="{hc("Comments", "toolbar")}"><label>Ordenar por <select><option>Más recientes</option><option>Más antiguos</option><option>Más valorados</option></select></label></div>'
        f"{ssr(cfg, data)}"
        f'<div class="{hc("Composer", "root")}"><textarea placeholder="Escribe un comentario…"></textarea><button>Inicia sesión para comentar</button></div></section>'
    )
    st = story(
        "Altamira limitará las terrazas del paseo a la medianoche en verano",
        "Lucía Ortega",
        iso,
        "19 mar 2025 - 09:15",
        """
El pleno municipal aprobó ayer una nueva ordenanza de terrazas que obligará a cerrar a medianoche los locales del paseo marítimo y de la calle del Faro entre junio y septiembre.

La norma, que entrará en vigor el 1 de junio, prevé multas de hasta 3.000 euros y cuatro agentes de refuerzo para los controles nocturnos.

La asociación de hosteleros ha anunciado que recurrirá la ordenanza ante los tribunales.
""",
        declare="jsonld",
        section="Ciudad",
    )
    rail = rail_for(
        "app", "Lo más leído", "Cortes de agua el jueves|Nuevo horario del autobús|El Racing gana en casa"
    )
    hydrate = (
        '<script id="__APP_DATA__" type="application/json">'
        + json.dumps({"comments": data}, ensure_ascii=False)
        + "</script>"
    )
    return make(
        "t-es-ssr-hydrate",
        "discussion",
        "app",
        "es-ssr",
        st,
        PartsK(after=block, rail=rail, end=hydrate),
        c,
        path="/ciudad/terrazas-paseo-medianoche-ordenanza-7731",
        container="section.Comments_section__…: h2 'Comentarios (6)', server-rendered CSS-module markup (Comment_root__…), avatars, <time datetime> 'hace 3 h', 👍 count; replies nested in Comment_replies__…; the same thread again as hydration JSON",
        heading="Comentarios (6)",
        description="A Spanish city news app of 2025: 6 comments (3 replies, two levels) rendered on the server in CSS-module markup, with the hydration data in a JSON script.",
    )


def it_io() -> Case:
    c = thread(
        """
Gianna Bertolotti | 2 giorni fa | - | Ho fatto il giro domenica scorsa seguendo la tua traccia: il tratto tra Cascina Rovere e la cappella è meraviglioso, ma dopo la pioggia è un pantano.
Elena Monferrina | 2 giorni fa | 0 | Grazie Gianna! Hai ragione, ho aggiunto una nota sul fango nella descrizione del percorso.
Paolo R. | 2 giorni fa | - | Si può fare anche in mountain bike o ci sono tratti troppo stretti?
Elena Monferrina | 2 giorni fa | 2 | Si fa, ma tra il km 7 e il km 9 conviene scendere e spingere: ci sono scalini di pietra.
Marco Cerrato | ieri | - | Consiglio a tutti la merenda alla cantina di Rovere: il salame e la barbera valgono la salita.
Anna Lisa Gai | ieri | - | Com'è la segnaletica? L'anno scorso mi sono persa sopra Vignale perché mancavano i cartelli.
Sergio Bava | ieri | 5 | Li hanno rimessi a settembre, ora ci sono le frecce bianche e rosse a ogni bivio.
Francesca | 10 ore fa | - | Percorso adatto a bambini di 8 anni? Sono 14 km, forse troppi.
Davide Ottone | 5 ore fa | - | Bellissime foto. Con quale obiettivo hai fatto quella dei filari al tramonto?
Lucia Gallesio | 1 ora fa | - | L'ho fatto ieri al contrario, partendo dalla cappella: meno salita all'inizio, lo consiglio.
"""
    )
    iso = "2024-10-08T07:00:00+02:00"
    data = data_of(c, iso, badges={1: "Autrice", 3: "Autrice"}, seed="it")
    cfg = utility_cfg({"like": "❤", "reply": "Rispondi"}, idp="r-")
    files = {
        "/api/threads/anello-delle-cappelle.json": json.dumps(
            {"items": data, "total": 10}, ensure_ascii=False
        )
    }
    lead = SPACER.format(
        alt="Filari sopra Vignale", cap="I filari sopra Vignale al tramonto. Foto: Elena Monferrina"
    )
    block = (
        '<section class="mt-16 border-t pt-8" id="discussione"><h2 class="text-2xl font-bold">Commenti <span class="text-gray-500">10</span></h2>'
        '<div id="discussione-mount" class="min-h-[200px]"><p class="animate-pulse text-sm text-gray-400">Caricamento dei commenti…</p></div>'
        '<form class="mt-6"><textarea class="w-full rounded-lg border p-3" placeholder="Lascia un commento…"></textarea></form></section>'
    )
    st = story(
        "L'anello delle cappelle: 14 km tra vigne e colline",
        "Elena Monferrina",
        iso,
        "8 ottobre 2024",
        """
Il percorso parte dalla piazza di Vignale e sale tra i filari fino a Cascina Rovere, poi gira attorno alla collina toccando tre piccole cappelle campestri.

Sono circa 14 chilometri con 450 metri di dislivello. In autunno, durante la vendemmia, i trattori passano spesso: attenzione nei tratti di strada bianca.

In fondo al post trovate la traccia da scaricare e qualche consiglio su dove fermarsi a mangiare.
""",
        declare="og",
        section="Sentieri",
    )
    rail = rail_for("tw", "Altri sentieri", "Il bosco dei castagni|Da Casorzo al belvedere|Le vigne di Grana")
    script = mount_script(
        cfg, "fetch:/api/threads/anello-delle-cappelle.json", "#discussione-mount", "visible:#discussione"
    )
    return make(
        "t-it-io-lazy",
        "revealed",
        "tw",
        "it-io",
        st,
        PartsK(
            lead=lead,
            after=block,
            rail=rail,
            end=script.replace(
                'var root = document.querySelector("#discussione-mount");',
                "var root = document.querySelector(\"#discussione-mount\"); root.innerHTML = '';",
            ),
        ),
        c,
        path="/sentieri/anello-delle-cappelle",
        reveal="lazy_scroll: an IntersectionObserver on section#discussione fetches the thread (a JSON file of the site) and renders it",
        container="section#discussione > div#discussione-mount: utility classes only (flex gap-3, text-sm text-gray-500…), initials avatars, 'Autrice' badge, '2 giorni fa', ❤ count, 'Rispondi'; replies nested in a bordered div",
        heading="Commenti 10",
        description="An Italian walking blog of 2024: 10 comments (3 replies, two by the author) fetched as JSON and rendered when the section scrolls into view.",
        static=False,
        files=files,
        check_steps=("scroll", "wait:800"),
    )


def pt_more() -> Case:
    c = thread(
        """
Dona Cida do Mercado | há 6 horas | - | Trabalho na feira há 22 anos e nunca vi o preço do tomate subir tanto em uma semana. O povo está levando só dois, três tomates.
Rafael Nogueira | há 6 horas | - | A seca no norte do estado explica parte, mas o frete também subiu. Ninguém fala do diesel.
Juliana Prado | há 5 horas | 1 | Exatamente, Rafael. O caminhoneiro que traz a verdura pra cá disse que o frete aumentou 30% desde janeiro.
Seu Valdemar | há 5 horas | - | Plantei tomate no quintal esse ano. Recomendo a todos, dá trabalho mas compensa.
Priscila A. | há 4 horas | - | A reportagem poderia ter comparado com os preços de Goiânia. Aqui está bem mais caro.
Thiago Mendes | há 4 horas | 4 | Priscila, na tabela do fim da matéria tem a comparação com três capitais.
Lurdes Batista | há 3 horas | - | E o chuchu? Também dobrou de preço e ninguém comenta.
Marcos V. Tavares | há 3 horas | - | Os supermercados grandes compram direto do produtor e vendem mais barato. A feira não consegue competir assim.
Ana Beatriz | há 2 horas | 7 | Mas na feira a qualidade é outra. Prefiro pagar um pouco mais e comprar do pequeno.
Gilberto Souza | há 1 hora | - | Alguém sabe se a prefeitura vai manter o sacolão popular aos sábados?
Patrícia Lemos | há 40 minutos | - | Parabéns pela matéria, ouvir os feirantes foi muito importante.
Zé do Caminhão | há 15 minutos | - | Frete de Anápolis pra cá subiu mesmo, confirmo. Diesel, pedágio e manutenção.
"""
    )
    iso = "2025-04-02T06:00:00-03:00"
    data = data_of(c, iso, badges={0: "Assinante", 10: "Assinante"}, seed="pt")
    cfg = generated_cfg(
        "pt-more",
        {"like": "👍", "reply": "Responder", "report": "Denunciar", "more": "Carregar mais comentários"},
        page=5,
        idp="cm-",
    )
    block = (
        f'<div class="{gen("pt-sec", "sc")} {gen("pt-sec")}"><div class="{gen("pt-hd")}"><h2>Comentários</h2><span>12</span></div>'
        f'<div class="{gen("pt-sort")}"><button>Mais recentes</button><button>Mais antigos</button><button>Mais curtidos</button></div>'
        f'<div id="cm-mount"></div><p class="{gen("pt-rules")}">Os comentários são de responsabilidade de seus autores. <a href="/regras">Regras</a></p></div>'
    )
    st = story(
        "Preço do tomate dobra em uma semana nas feiras de Planaltina do Norte",
        "Camila Rezende",
        iso,
        "02/04/2025 06h00",
        """
O quilo do tomate chegou a R$ 14 nas feiras livres de Planaltina do Norte nesta semana, o dobro do registrado no início de março, segundo levantamento da reportagem em cinco feiras da cidade.

Feirantes atribuem a alta à seca no norte do estado e ao aumento do frete. A Secretaria de Agricultura diz que os preços devem cair a partir de maio, com a nova safra.

Ao final da reportagem, uma tabela compara os preços com os de três capitais.
""",
        declare="og",
        section="Agro",
    )
    rail = rail_for(
        "portal",
        "Mais lidas",
        "Obras na BR interditam faixa|Vacinação nas escolas|Festa do Divino começa sexta",
    )
    return make(
        "t-pt-load-more",
        "revealed",
        "portal",
        "pt-more",
        st,
        PartsK(
            after=block,
            rail=rail,
            end=state_blob("comments", data) + mount_script(cfg, "state:comments", "#cm-mount"),
        ),
        c,
        path="/agro/2025/04/02/preco-do-tomate-dobra-feiras",
        reveal="load_more: the page's script renders 5 of the 9 top-level comments (with their replies) at load from window.__STATE__; 'Carregar mais comentários' renders the rest",
        container="div#cm-mount: generated classes (sc-…/css-…), initials avatars, 'Assinante' badge, 'há 6 horas', 👍 count, 'Responder'/'Denunciar'; replies nested",
        heading="Comentários 12",
        description="A Brazilian regional portal of 2025: 12 comments (3 replies) rendered at load, the last four top-level comments behind 'Carregar mais comentários'.",
        static=False,
        check_steps=("click:[data-more]", "wait:300"),
    )


SHADOW_CSS = """:host{display:block;margin-top:40px;font:15px/1.5 system-ui}div[part=list]>*{padding:12px 0;border-top:1px solid #ddd}
.n{font-weight:700}.t{color:#888;margin-left:8px}.a button{background:none;border:0;color:#666}.r{margin-left:28px}.av{display:inline-block;width:28px;height:28px;border-radius:50%;background:#dde}"""


def ru_open() -> Case:
    c = thread(
        """
Ирина Сухова | 3 часа назад | - | Я живу на Заречной двадцать лет, и этот сквер — единственное место, где можно посидеть в тени. Очень жаль, если его застроят.
Павел Дёмин | 3 часа назад | 0 | Ирина, в статье же сказано, что сквер сохранят, застроят только пустырь за гаражами.
Ирина Сухова | 2 часа назад | 1 | Пустырь за гаражами — это и есть половина сквера, посмотрите схему внимательно.
Григорий | 2 часа назад | - | Парковка на 300 мест в центре нужна, но не вместо деревьев. Почему не построить многоуровневую на месте старого рынка?
Анастасия Белова | 1 час назад | - | Общественные слушания назначили на рабочий день в 11 утра. Очень удобно для работающих людей.
Тимур Хасанов | 40 минут назад | - | Спасибо журналу за карту и фотографии, сразу стало понятно, о каком месте речь.
Ольга Пестова | 10 минут назад | 4 | Слушания можно смотреть онлайн и задавать вопросы письменно, ссылка на сайте администрации.
"""
    )
    iso = "2025-06-11T10:00:00+03:00"
    data = data_of(c, iso, seed="ru")
    cfg = {
        "k": {
            "list": "",
            "item": "",
            "avatar": "av",
            "main": "",
            "head": "h",
            "name": "n",
            "badge": "b",
            "time": "t",
            "replyTo": "",
            "body": "x",
            "p": "",
            "actions": "a",
            "action": "",
            "replies": "r",
            "more": "",
            "removed": "",
        },
        "L": {"reply": "Ответить", "like": "♡"},
        "avatar": "initials",
        "time": "rel",
        "mode": "nested",
        "idp": "o-",
    }
    block = (
        '<section class="mag-talk"><h2 class="mag-talk-h">Обсуждение · 7</h2>'
        '<obsuzhdenie-lenta data-article="zarechnaya-skver"></obsuzhdenie-lenta>'
        '<p class="mag-talk-note">Чтобы оставить комментарий, <a href="/vhod">войдите</a>.</p></section>'
    )
    st = story(
        "Сквер на Заречной: что будет с деревьями после строительства парковки",
        "Вера Лапина",
        iso,
        "11 июня 2025",
        """
Городская администрация опубликовала проект парковки на 300 мест у пересечения Заречной и Литейной. Часть территории сейчас занимает сквер, посаженный жителями в 1970-х годах.

По проекту сохранят 40 из 65 деревьев, остальные пересадят в парк у реки. Общественные слушания пройдут 19 июня.

Мы прошли по скверу с архитектором и жителями и составили карту того, что изменится.
""",
        declare="og",
        section="Город",
    )
    rail = rail_for(
        "mag",
        "Читайте также",
        "Как живёт старый рынок|Новые трамваи выйдут в июле|Двор, который спасли соседи",
    )
    script = mount_script(cfg, "inline:skver-talk", "obsuzhdenie-lenta", shadow="open", css=SHADOW_CSS)
    script = script.replace(
        "var items = Array.isArray(d) ? d : d.items; window.__tc(",
        'var items = Array.isArray(d) ? d : d.items; var holder = document.createElement("div"); holder.setAttribute("part", "list"); root.appendChild(holder); root = holder; window.__tc(',
    )
    return make(
        "t-ru-open-shadow",
        "revealed",
        "mag",
        "ru-open",
        st,
        PartsK(after=block, rail=rail, end=json_blob("skver-talk", data) + script),
        c,
        path="/gorod/skver-na-zarechnoy-parkovka",
        reveal="on_load by script: the custom element <obsuzhdenie-lenta> gets an open shadow root rendered from a JSON script of the page",
        container="<obsuzhdenie-lenta> open shadow root: short classes (n, t, x, a), initials avatars, '3 часа назад', 'Ответить'; replies nested in div.r",
        heading="Обсуждение · 7",
        description="A Russian city magazine of 2025: 7 comments (3 replies) rendered into an open shadow root of a custom element at load.",
        static=False,
    )


def ja_closed() -> Case:
    c = thread(
        """
港のおばちゃん | 3時間前 | - | 子どもの頃、毎朝この市場で祖母と魚を買っていました。建て替えても、あのにぎやかさは残してほしいです。
しろくま珈琲 | 2時間前 | - | 二階に飲食店が入るなら、朝から営業してほしい。漁師さんたちの朝ごはんの場所がなくなるのは寂しい。
田村 健 | 2時間前 | 1 | 記事によると、朝6時からの営業を条件にするそうですよ。
みなと太郎 | 1時間前 | - | 駐車場が今の半分になるのが心配です。週末は今でも満車なので。
Yuki_K | 30分前 | - | 工事中の仮設市場の場所も早く教えてほしいです。
"""
    )
    iso = "2025-09-03T07:00:00+09:00"
    data = data_of(c, iso, seed="ja")
    cfg = {
        "k": {
            "list": "lst",
            "item": "itm",
            "avatar": "av",
            "main": "bd",
            "head": "hd",
            "name": "nm",
            "badge": "bg",
            "time": "tm",
            "replyTo": "",
            "body": "tx",
            "p": "",
            "actions": "ac",
            "action": "",
            "replies": "rp",
            "more": "",
            "removed": "",
        },
        "L": {"like": "いいね", "reply": "返信"},
        "avatar": "img",
        "time": "rel",
        "mode": "nested",
        "idp": "k-",
    }
    block = (
        '<section class="mag-voices"><h2>みんなのコメント（5件）</h2><minato-koe thread="ichiba-tatekae"></minato-koe>'
        '<p><a href="/login">ログインしてコメントする</a></p></section>'
    )
    st = story(
        "築60年の魚市場、建て替えへ　二階に食堂も",
        "中川 さやか",
        iso,
        "2025年9月3日 7:00",
        """
市は、築60年を迎えた港の魚市場を建て替える計画を発表した。新しい市場は三階建てで、二階には飲食店が入る予定だ。

工事は来年4月に始まり、約2年かかる。その間は港の東側に仮設市場を設ける。

市場で働く人たちからは、朝の活気を残してほしいという声が上がっている。
""",
        declare="jsonld",
        section="まち",
    )
    rail = rail_for("mag", "関連記事", "港まつり、今年は三日間|新しい遊覧船が就航|商店街に古本屋が開店")
    script = mount_script(
        cfg,
        "inline:koe-data",
        "minato-koe",
        shadow="closed",
        css=SHADOW_CSS.replace("div[part=list]>*", ".lst>.itm"),
    )
    return make(
        "t-ja-closed-shadow",
        "revealed",
        "mag",
        "ja-closed",
        st,
        PartsK(after=block, rail=rail, end=json_blob("koe-data", data) + script),
        c,
        path="/machi/2025/09/03/ichiba-tatekae",
        reveal="on_load by script: the custom element <minato-koe> gets a closed shadow root rendered from a JSON script",
        container="<minato-koe> closed shadow root: div.lst of div.itm (img avatar, span.nm, span.tm '3時間前', div.tx, 'いいね'/'返信'); the reply in div.rp",
        heading="みんなのコメント（5件）",
        description="A Japanese harbour-town magazine of 2025: 5 comments (1 reply) rendered into a closed shadow root at load.",
        static=False,
    )


def ko_dialog() -> Case:
    c = thread(
        """
동네주민A | 1시간 전 | - | 버스 배차 간격이 20분에서 12분으로 줄어든다니 반갑네요. 출근 시간에는 늘 만원이었어요.
김민서 | 58분 전 | - | 심야 버스도 생기면 좋겠습니다. 11시 이후에는 택시밖에 없어요.
박준호 | 45분 전 | 1 | 기사에 따르면 내년 상반기에 심야 노선을 검토한다고 합니다.
하늘바라기 | 40분 전 | - | 정류장에 도착 안내 화면도 같이 설치해 주세요.
이수진 | 33분 전 | - | 노선이 바뀌면서 우리 아파트 앞 정류장이 없어지는 건 아닌지 걱정입니다.
정우성아님 | 20분 전 | 4 | 구청 홈페이지에 새 노선도가 올라와 있어요. 아파트 앞 정류장은 그대로입니다.
최영희 | 15분 전 | - | 저상버스 비율도 알려주시면 좋겠어요. 유모차 끌고 타기 힘들어요.
오늘도출근 | 10분 전 | - | 환승 할인 시간이 늘어나는 것도 좋은 소식이네요.
한상철 | 3분 전 | - | 좋은 기사 감사합니다.
"""
    )
    iso = "2025-02-20T11:00:00+09:00"
    data = data_of(c, iso, seed="ko")
    cfg = module_cfg(
        "ReplyItem",
        {"like": "👍", "reply": "답글", "report": "신고", "replyTo": "@{n}님에게 답글"},
        mode="flat",
        avatar="initials",
        time="rel",
        idp="ri-",
    )
    files = {"/api/v2/articles/20250220-bus/replies.json": json.dumps(data, ensure_ascii=False)}
    dialog = (
        f'<dialog id="reply-dialog" class="{hc("ReplyDialog", "root")}" aria-labelledby="rd-title"><div class="{hc("ReplyDialog", "head")}">'
        f'<h2 id="rd-title">댓글 9</h2><form method="dialog"><button aria-label="닫기">✕</button></form></div>'
        f'<div class="{hc("ReplyDialog", "tabs")}"><button>최신순</button><button>공감순</button></div>'
        f'<div id="reply-mount" class="{hc("ReplyDialog", "body")}"></div>'
        f'<div class="{hc("ReplyDialog", "input")}"><input placeholder="댓글을 입력하세요" disabled><a href="/login">로그인</a></div></dialog>'
    )
    after = (
        f'<div class="{hc("ActionBar", "root")}"><button type="button" class="{hc("ActionBar", "like")}">❤ 공감 41</button>'
        f'<button type="button" id="open-replies" class="{hc("ActionBar", "reply")}">💬 댓글 9</button></div>{dialog}'
    )
    st = story(
        "시내버스 배차 간격 12분으로 단축…3월부터",
        "이지훈 기자",
        iso,
        "2025.02.20 11:00",
        """
시는 3월부터 시내 간선버스 6개 노선의 배차 간격을 평균 20분에서 12분으로 줄인다고 밝혔다. 이를 위해 버스 24대를 새로 투입한다.

환승 할인 적용 시간도 30분에서 40분으로 늘어난다. 심야 노선은 내년 상반기에 도입 여부를 검토할 예정이다.
""",
        declare="og",
        section="생활",
    )
    rail = rail_for("app", "많이 본 뉴스", "공공자전거 요금 동결|도서관 주말 연장 운영|미세먼지 저감 조치")
    script = mount_script(
        cfg,
        "fetch:/api/v2/articles/20250220-bus/replies.json",
        "#reply-mount",
        "click:#open-replies",
        opener="dialog:#reply-dialog",
    )
    return make(
        "t-ko-dialog",
        "revealed",
        "app",
        "ko-dialog",
        st,
        PartsK(after=after, rail=rail, end=script),
        c,
        path="/life/20250220/bus-interval",
        reveal="modal: the button '💬 댓글 9' opens a <dialog> and fetches the thread (a JSON file of the site) into it",
        container="dialog#reply-dialog > div#reply-mount: CSS-module classes (ReplyItem_root__…), initials, '1시간 전', '@Name님에게 답글' on replies (flat), 👍 count, '답글'/'신고'",
        heading="댓글 9",
        description="A Korean news app of 2025: 9 comments (2 replies shown flat with '@Name님에게 답글') fetched into a <dialog> opened by '💬 댓글 9'.",
        static=False,
        files=files,
        check_steps=("click:#open-replies", "wait:600"),
    )


def zh_sheet() -> Case:
    c = thread(
        """
江湾老张 | 2小时前 | - | 老码头改成步行街是好事，但希望保留那几棵老榕树，那是我们小时候乘凉的地方。
小鱼儿 | 2小时前 | 0 | 规划图上榕树都保留了，还要加围栏保护。
江湾老张 | 1小时前 | 1 | 那就放心了，谢谢。
林晓雯 | 2小时前 | - | 停车怎么办？周末已经很难停车了，步行街开了人更多。
陈建国 | 1小时前 | 3 | 文章里说会在码头西边建一个地下停车场，三百个车位。
阿勇 | 1小时前 | 3 | 建议多开几班公交，别都开车来。
王阿姨 | 1小时前 | - | 原来码头边的那些小吃摊还能回来吗？
吃货小周 | 50分钟前 | 6 | 据说会统一招商，老摊主优先。
黄明辉 | 40分钟前 | - | 工期两年太长了，沿江的店铺生意怎么办？
Sunny | 20分钟前 | - | 期待！晚上江边散步终于有地方了。
赵师傅 | 5分钟前 | - | 希望施工期间晚上十点以后不要有噪音。
"""
    )
    iso = "2025-07-08T08:00:00+08:00"
    data = data_of(c, iso, badges={4: "热评"}, seed="zh")
    cfg = generated_cfg(
        "zh-sheet",
        {"like": "👍", "reply": "回复", "report": "举报"},
        collapse="查看{n}条回复",
        avatar="img",
        idp="pl-",
    )
    sheet = (
        f'<div id="pl-sheet" class="{gen("zh-sheet", "sc")} {gen("zh-sheet")}" role="dialog" aria-label="评论" hidden>'
        f'<div class="{gen("zh-grab")}"></div><div class="{gen("zh-hd")}"><b>评论 11</b><span>最热 | 最新</span></div>'
        f'<div id="pl-mount" class="{gen("zh-body")}"></div><div class="{gen("zh-input")}"><input placeholder="写评论…" disabled><span>登录后发表</span></div></div>'
    )
    bar = (
        f'<div class="{gen("zh-bar", "sc")} {gen("zh-bar")}" style="position:sticky;bottom:0;background:#fff;padding:8px;border-top:1px solid #eee">'
        f'<span class="{gen("zh-fake")}">写评论…</span><button type="button" id="open-sheet" class="{gen("zh-cnt")}">💬 评论 11</button>'
        f'<button type="button">☆ 收藏</button><button type="button">↗ 分享</button></div>{sheet}'
    )
    st = story(
        "老码头将改造为滨江步行街　工期两年",
        "江湾日报记者 刘佳",
        iso,
        "2025-07-08 08:00",
        """
市规划部门日前公布老码头片区改造方案，将把沿江约一公里的老码头改造为滨江步行街，保留原有的老榕树和部分仓库建筑。

项目计划今年十月开工，工期约两年。码头西侧将建设一座约三百个车位的地下停车场。

改造后的仓库将引入餐饮和文创商户，原有摊主可优先申请入驻。
""",
        declare="jsonld",
        section="本地",
    )
    rail = rail_for("portal", "相关阅读", "地铁三号线试运行|江湾夜市开业|中秋灯会筹备中")
    script = mount_script(cfg, "state:pl", "#pl-mount", "click:#open-sheet", opener="show:#pl-sheet")
    return make(
        "t-zh-bottom-sheet",
        "revealed",
        "portal",
        "zh-sheet",
        st,
        PartsK(after=bar, rail=rail, end=state_blob("pl", data) + script),
        c,
        path="/local/2025/07/08/laomatou-buxingjie",
        reveal="click: the sticky bar's '💬 评论 11' opens a bottom sheet and renders the thread from window.__STATE__; replies behind '查看N条回复' buttons",
        container="div#pl-sheet[role=dialog] (hidden) > div#pl-mount: generated classes, img avatars, '热评' badge, '2小时前', 👍 count, '回复'/'举报'; replies rendered by '查看2条回复'/'查看1条回复'",
        heading="评论 11",
        description="A Chinese city news portal of 2025 (mobile layout): 11 comments (5 replies, two levels) in a bottom sheet, replies collapsed behind '查看N条回复'.",
        static=False,
        check_steps=(
            "click:#open-sheet",
            "wait:400",
            'click:[data-open-replies="c0"]',
            "wait:100",
            'click:[data-open-replies="c1"]',
            "wait:100",
            'click:[data-open-replies="c3"]',
            "wait:100",
            'click:[data-open-replies="c6"]',
            "wait:200",
        ),
    )


def ar_static() -> Case:
    c = thread(
        """
سلمى الراشد | منذ 3 ساعات | - | صور رائعة! هل يحتاج الطريق إلى المخيم سيارة دفع رباعي أم تكفي سيارة عادية؟
مدونة رحلات الواحة | منذ ساعتين | 0 | أهلاً سلمى، الكيلومترات العشرة الأخيرة رملية، فالأفضل سيارة دفع رباعي أو الاتفاق مع المخيم على التوصيل.
خالد بن عيسى | منذ ساعتين | - | زرت المكان في الربيع الماضي، والليل هناك بارد جداً حتى في نيسان. خذوا ملابس ثقيلة.
نورة | منذ ساعة | - | كم كانت تكلفة الليلة في المخيم؟ لم أجد السعر في المقال.
عمر الفاسي | منذ 20 دقيقة | - | أجمل ما في الرحلة شروق الشمس فوق الكثبان. شكراً على التفاصيل الدقيقة.
"""
    )
    iso = "2025-11-02T18:00:00+03:00"
    data = data_of(c, iso, badges={1: "الكاتبة"}, seed="ar")
    cfg = utility_cfg({"like": "♥", "reply": "رد"}, idp="q-")
    cfg["k"] = {**cfg["k"], "replies": "mt-4 space-y-4 border-r-2 border-gray-100 pr-4"}
    block = (
        '<section class="mt-14 border-t pt-8"><div class="flex items-center justify-between"><h2 class="text-xl font-bold">التعليقات (5)</h2>'
        '<div class="flex gap-2 text-sm text-gray-500"><button>الأحدث</button><button>الأقدم</button></div></div>'
        f"{ssr(cfg, data)}"
        '<div class="mt-8 rounded-xl bg-gray-50 p-4"><textarea class="w-full" placeholder="اكتب تعليقاً…"></textarea><button class="mt-2 rounded bg-gray-900 px-4 py-2 text-white">نشر</button></div></section>'
    )
    st = story(
        "ليلتان في مخيم الكثبان: دليل عملي",
        "ليلى منصور",
        iso,
        "2 نوفمبر 2025",
        """
وصلنا إلى مخيم الكثبان بعد ثلاث ساعات من الواحة، منها عشرة كيلومترات على طريق رملي. المخيم صغير، فيه ثماني خيام فقط وموقد مشترك.

في هذا الدليل أشارككم ما أخذناه معنا، وأفضل وقت للتصوير، وما تعلمناه عن برد الليل في الصحراء.
""",
        declare="og",
        section="رحلات",
    )
    rail = rail_for("tw", "تدوينات أخرى", "سوق الواحة القديم|طريق القوافل|تصوير النجوم للمبتدئين")
    return make(
        "t-ar-utility-static",
        "discussion",
        "tw",
        "ar-static",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/trips/dunes-camp-guide",
        container="section (no class of its own): h2 'التعليقات (5)', utility classes only (flex gap-3, text-sm…), initials avatars, 'الكاتبة' badge, 'منذ 3 ساعات', ♥ count, 'رد'; the reply nested in a bordered div",
        heading="التعليقات (5)",
        description="An Arabic travel blog of 2025 (right to left): 5 comments (1 reply by the blogger) server-rendered in utility classes only.",
    )


def hi_template() -> Case:
    c = thread(
        """
सुनीता शर्मा | 2 घंटे पहले | - | मैंने कल यही तरीका आज़माया, गुड़ डालने से खीर का रंग बहुत सुंदर आया। धन्यवाद!
राहुल वर्मा | 2 घंटे पहले | - | क्या चावल की जगह साबूदाना इस्तेमाल कर सकते हैं? व्रत में बनाना चाहता हूँ।
मीना अग्रवाल | 1 घंटा पहले | - | दूध फटने से बचाने के लिए गुड़ को आँच बंद करने के बाद डालना ज़रूरी है, यह टिप बहुत काम की है।
आरती | 45 मिनट पहले | - | मेरी दादी इसमें थोड़ा सा जायफल भी डालती थीं। कभी आज़माकर देखिए।
प्रकाश जोशी | 30 मिनट पहले | - | तस्वीरें देखकर ही भूख लग गई। अगली बार बाजरे की खिचड़ी की विधि भी बताइए।
नेहा | 10 मिनट पहले | - | मैंने नारियल का दूध इस्तेमाल किया, वह भी अच्छा बना।
"""
    )
    iso = "2025-10-20T10:00:00+05:30"
    data = data_of(c, iso, seed="hi")
    rows = json.dumps(
        [{"n": x["a"], "w": x["w"], "t": x["t"][0], "l": x["l"]} for x in data], ensure_ascii=False
    )
    tpl = (
        '<template id="row-tpl"><div class="flex gap-3 py-4 border-b border-orange-100"><span class="h-9 w-9 rounded-full bg-orange-200 text-center leading-9 font-bold" data-slot="i"></span>'
        '<div class="flex-1"><div class="flex gap-2 text-sm"><span class="font-semibold" data-slot="n"></span><span class="text-gray-500" data-slot="w"></span></div>'
        '<p class="mt-1 text-gray-800" data-slot="t"></p><div class="mt-1 flex gap-4 text-xs text-gray-500"><button data-slot="l"></button><button>जवाब दें</button></div></div></div></template>'
    )
    block = (
        '<section class="mt-12"><h2 class="text-xl font-bold">आपकी प्रतिक्रियाएँ <span class="text-gray-400">(6)</span></h2>'
        f'<div id="rows" class="divide-y"></div>{tpl}<p class="mt-4 text-sm text-gray-500">टिप्पणी करने के लिए <a class="underline" href="/login">लॉग इन करें</a></p></section>'
    )
    script = (
        "<script>\n(function () {\n"
        f"  var rows = {rows};\n"
        "  var tpl = document.getElementById('row-tpl'), out = document.getElementById('rows');\n"
        "  rows.forEach(function (r) {\n"
        "    var n = tpl.content.cloneNode(true);\n"
        "    n.querySelector('[data-slot=i]').textContent = r.n.charAt(0);\n"
        "    n.querySelector('[data-slot=n]').textContent = r.n;\n"
        "    n.querySelector('[data-slot=w]').textContent = r.w;\n"
        "    n.querySelector('[data-slot=t]').textContent = r.t;\n"
        "    n.querySelector('[data-slot=l]').textContent = '❤ ' + r.l;\n"
        "    out.appendChild(n);\n"
        "  });\n"
        "})();\n</script>"
    )
    st = story(
        "गुड़ वाली चावल की खीर: दादी का तरीका",
        "कविता मिश्रा",
        iso,
        "20 अक्टूबर 2025",
        """
सर्दियों की शुरुआत में हमारे घर में सबसे पहले गुड़ वाली खीर बनती थी। दादी इसे मिट्टी की हांडी में धीमी आँच पर घंटों पकाती थीं।

सबसे ज़रूरी बात: गुड़ को आँच बंद करने के बाद ही डालें, वरना दूध फट सकता है। नीचे पूरी विधि और मात्रा दी गई है।
""",
        declare="og",
        section="व्यंजन",
    )
    rail = rail_for("tw", "और पढ़ें", "सरसों का साग|तिल के लड्डू|मक्के की रोटी")
    return make(
        "t-hi-template-clone",
        "revealed",
        "tw",
        "hi-template",
        st,
        PartsK(after=block, rail=rail, end=script),
        c,
        path="/recipes/gud-wali-kheer",
        reveal="on_load by script: each comment is a clone of a <template> filled from an array in the page's script",
        container="div#rows: clones of template#row-tpl (utility classes, data-slot attributes): initial, name, '2 घंटे पहले', text, ❤ count, 'जवाब दें'",
        heading="आपकी प्रतिक्रियाएँ (6)",
        description="A Hindi food blog of 2025: 6 comments (flat) cloned from a <template> at load.",
        static=False,
    )
