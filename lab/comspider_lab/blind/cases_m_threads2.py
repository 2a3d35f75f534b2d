"""Blind set M: discussions (2): Drupal-like German comments with subjects, nested by div.indented (de), French
comments with "Voir les 3 commentaires suivants" (fr), Spanish opinions in a definition list (es), an Italian blog's
replies nested in blockquotes (it), a Russian tree of nested lists with no times (ru), two Urdu comments (ur), Dutch
reactions fetched on scroll (nl), Swedish comments hidden behind "Visa kommentarer (3)" (sv), one Brazilian comment
with a relative time (pt) and a Czech discussion on a page of its own, nested by level classes (cs)."""

from __future__ import annotations

from comspider_lab.blind.cases_m_common import (
    PartsK,
    av,
    box,
    esc,
    fetch_on,
    make,
    page,
    ps,
    rows,
    story,
    thread,
    tree_walk,
)
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

# --------------------------------------------------------------------------- de: subjects, div.indented


def drupal_de() -> Case:
    c = thread(
        """
Gast (nicht überprüft) | Mo, 12.09.2011 - 08:14 | - | Schön, dass die alte Mühle wieder läuft. Mein Großvater hat dort noch Korn mahlen lassen.
Erwin B. | Mo, 12.09.2011 - 09:40 | 0 | Meiner auch! Am Mühlentag gibt es sogar Brot aus dem eigenen Mehl, das sollte man probieren.
Gast (nicht überprüft) | Mo, 12.09.2011 - 11:02 | 1 | Wann ist der Mühlentag dieses Jahr? Im Artikel steht nichts davon.
Heike aus Kastellaun | Mo, 12.09.2011 - 13:25 | - | Großes Lob an den Förderverein. So viel ehrenamtliche Arbeit sieht man selten.
Redaktion | Mo, 12.09.2011 - 14:05 | 2 | Der Mühlentag ist am Pfingstmontag, die Mühle ist dann von 10 bis 17 Uhr geöffnet.
Kurt Simmern | Di, 13.09.2011 - 07:50 | - | Bitte auch an Parkplätze denken, beim letzten Fest standen alle Autos auf der Wiese.
"""
    )

    def node(i: int) -> str:
        x = c[i]
        subj = x.text[:28].rsplit(" ", 1)[0] + " …"
        kids = children(c, i)
        inner = "".join(node(j) for j in kids)
        return (
            f'<a id="comment-{4410 + i}"></a><div class="comment{" comment-by-node-author" if x.author == "Redaktion" else ""}">'
            f'<h3 class="subject"><a href="#comment-{4410 + i}">{esc(subj)}</a></h3>'
            f'<div class="submitted">Eingetragen von {esc(x.author)} am {esc(x.when)}.</div>'
            f'<div class="content">{ps(x.text)}</div><ul class="links"><li><a href="#">antworten</a></li></ul></div>'
            + (f'<div class="indented">{inner}</div>' if inner else "")
        )

    tops = children(c, None)
    block = (
        '<div id="comments"><h2 class="comments">Ihre Meinung</h2>'
        + "".join(node(i) for i in tops)
        + '<div class="box"><h2>Kommentar hinzufügen</h2><form>Ihr Name: <input value="Gast"> Betreff: <input> <textarea></textarea> <input type="submit" value="Speichern"></form></div></div>'
    )
    st = story(
        "Die Mühle in Laubach mahlt wieder",
        "Von Petra Hahn",
        "Petra Hahn",
        "2011-09-11T17:00:00+02:00",
        "So, 11.09.2011 - 17:00",
        """
Nach vier Jahren Restaurierung dreht sich das Wasserrad der Laubacher Mühle wieder. Der Förderverein hat dafür mehr als 3000 Arbeitsstunden geleistet.

Die Mühle aus dem Jahr 1784 war bis 1962 in Betrieb. Künftig soll sie an Wochenenden für Besucher geöffnet sein.

Der Verein sucht noch Helfer für Führungen und den Mühlenladen.
""",
        declare="og",
        section="Lokales",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "drupal",
            "Termine",
            rows("drupal", ["Kirmes in Kirchberg", "Vortrag im Heimatmuseum", "Flohmarkt Simmern"]),
        ),
    )
    return make(
        "m-de-drupal-indented",
        "discussion",
        "drupal",
        "de",
        st,
        parts,
        c,
        path="/lokales/die-muehle-in-laubach-mahlt-wieder",
        container="div#comments, div.comment (h3.subject, 'Eingetragen von Name am date.', div.content); replies in the next sibling div.indented",
        heading="Ihre Meinung",
        description="A German local paper on a Drupal-like CMS (2011): six comments, each with a subject cut from its first words (the page's, not in the text), 'Eingetragen von Gast (nicht überprüft) am Mo, 12.09.2011 - 08:14.', replies in a div.indented after their parent (three levels); the newsroom answers; heading 'Ihre Meinung'; OG.",
    )


# --------------------------------------------------------------------------- fr: load more


def suivants_fr() -> Case:
    c = thread(
        """
Jean-Luc d'Aubenas | le 12/06/2012 à 8h12 | - | Enfin une vraie piste cyclable le long de l'Ardèche ! On l'attendait depuis dix ans.
Mireille V. | le 12/06/2012 à 9h47 | - | Et les parkings à Vallon en été ? Personne n'en parle, c'est pourtant le vrai problème.
Gégé07 | le 12/06/2012 à 10h30 | - | Les loueurs de canoës vont être contents, les touristes pourront venir à vélo.
Pascale | le 12/06/2012 à 12h05 | - | Attention aux agriculteurs, la voie passe au milieu des vergers de Ruoms.
Le campeur | le 12/06/2012 à 14h18 | - | Nous venons chaque année de Lyon, ce sera une belle raison de revenir.
Bernard T. | le 12/06/2012 à 17h40 | - | Le tronçon de Lanas est dangereux, il faudrait une passerelle.
Sylvie de Privas | le 12/06/2012 à 20h02 | - | Bravo au département pour ce projet, pour une fois on investit dans le sud.
Noël | le 13/06/2012 à 7h55 | - | Qui va entretenir la piste ? Les communes n'ont déjà pas les moyens pour les routes.
"""
    )

    def item(n: int, x: Seed) -> str:
        return (
            f'<div class="reac" id="reac-{n}"><div class="reac-tete"><span class="reac-no">#{n}</span> Posté par <span class="reac-auteur">{esc(x.author)}</span> '
            f'<span class="reac-date">{esc(x.when)}</span></div><div class="reac-texte">{ps(x.text)}</div>'
            '<div class="reac-pied"><a href="#">Répondre</a> · <a href="#">Signaler</a> · <span class="vote">+2 | -0</span></div></div>'
        )

    path = "/actualites/aubenas/une-voie-verte-le-long-de-l-ardeche-2012-06-11.html"
    frag = path.replace(".html", "-suite.html")
    block = (
        '<div class="reactions" id="reactions"><h3 class="reac-h">Vos réactions (8)</h3><div id="reac-list">'
        + "".join(item(n, x) for n, x in enumerate(c[:5], 1))
        + '</div><p class="plus"><a href="#" id="reac-plus">Voir les 3 commentaires suivants</a></p>'
        '<div class="reac-form"><b>Réagir à cet article</b> Pseudo : <input> <textarea></textarea> <button>Envoyer</button></div></div>'
    )
    st = story(
        "Une voie verte le long de l'Ardèche d'ici 2014",
        "Par Claire Roux",
        "Claire Roux",
        "2012-06-11T18:30:00+02:00",
        "Publié le 11/06/2012 à 18h30",
        """
Le conseil général a voté le financement d'une voie verte de 25 kilomètres entre Aubenas et Vallon-Pont-d'Arc.

La piste reprendra en partie l'ancienne voie ferrée. Les travaux doivent commencer à l'automne.

Les élus espèrent attirer les cyclotouristes au printemps et à l'automne, hors de la saison des canoës.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "joomla",
            "Dernières infos",
            rows("joomla", ["Fête de la châtaigne", "Travaux sur la RN102", "Le marché de Largentière"]),
        ),
        end=fetch_on("click:#reac-plus", frag, "#reac-list", mode="append"),
        files={frag: "".join(item(n, x) for n, x in enumerate(c[5:], 6))},
    )
    return make(
        "m-fr-voir-suivants",
        "revealed",
        "joomla",
        "fr",
        st,
        parts,
        c,
        path=path,
        reveal="load_more: 5 in the page; 'Voir les 3 commentaires suivants' appends the other 3 (fetched HTML)",
        container="div#reactions, div.reac ('#3 Posté par Name le 12/06/2012 à 10h30', text, vote)",
        heading="Vos réactions (8)",
        description="A French local news site on a table-laid CMS (2012): eight numbered reactions, five in the page and three appended by the link 'Voir les 3 commentaires suivants'; French times '10h30'; votes '+2 | -0'; JSON-LD.",
        static=False,
        check_steps=("click:#reac-plus", "wait:800"),
    )


# --------------------------------------------------------------------------- es: a definition list


def dl_es() -> Case:
    c = thread(
        """
Vicent Ferrer | 14/05/2012 - 10:22h | - | La Ribera necesita ese centro de salud desde hace años. En verano Sueca dobla su población.
Amparo | 14/05/2012 - 12:48h | - | Espero que tenga pediatra por las tardes, ahora hay que ir a Alzira para todo.
Un vecino de Cullera | 14/05/2012 - 19:03h | - | Lo anunciaron en 2008 y en 2010. A la tercera va la vencida.
"""
    )
    items = "".join(
        f'<dt><cite class="op-firma">{esc(x.author)}</cite> <span class="op-fecha">{esc(x.when)}</span></dt><dd>{esc(x.text)}</dd>'
        for x in c
    )
    block = (
        f'<div class="opiniones"><h4>3 opiniones</h4><dl class="op-lista">{items}</dl>'
        '<p class="op-aviso">Las opiniones son de sus autores. Crónica de la Ribera no se hace responsable.</p></div>'
    )
    st = story(
        "Sanidad licita por fin el centro de salud de Sueca",
        "Redacción",
        "Redacción",
        "2012-05-13T21:00:00+02:00",
        "13/05/2012",
        """
La Conselleria de Sanidad ha licitado la construcción del nuevo centro de salud de Sueca, con un presupuesto de 3,2 millones de euros.

El edificio tendrá urgencias, pediatría y fisioterapia, y sustituirá al consultorio de la calle Sant Josep.

El plazo de ejecución es de dieciocho meses desde la adjudicación.
""",
        declare="metadate",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "mt", "Lo más leído", rows("mt", ["La mascletà de Alzira", "Cortes de agua en Cullera"], True)
        ),
    )
    return make(
        "m-es-opiniones-dl",
        "discussion",
        "mt",
        "es",
        st,
        parts,
        c,
        path="/ribera/sanidad-licita-centro-salud-sueca.html",
        container="div.opiniones, dl.op-lista: dt (cite name, date), dd (text)",
        heading="3 opiniones",
        description="A Spanish comarcal paper on a Movable-Type-like blog engine (2012): three opinions in a definition list, dt with a cite and the date '14/05/2012 - 10:22h', dd with the text; a disclaimer; <meta name=date>.",
    )


# --------------------------------------------------------------------------- it: replies nested in blockquotes


def blockquote_it() -> Case:
    c = thread(
        """
Franca B. | 3 agosto 2013 alle 21:14 | - | Che bella la sagra quest'anno! I tortelli di patate erano come quelli di mia nonna.
Lorenzo | 3 agosto 2013 alle 22:30 | 0 | Confermo, ma la fila alla cassa era lunghissima. Serve una seconda cassa.
Franca B. | 4 agosto 2013 alle 08:05 | 1 | Hai ragione Lorenzo, l'anno prossimo lo diciamo alla Pro Loco.
Gianni da Scarperia | 4 agosto 2013 alle 10:47 | - | Complimenti ai volontari, tre giorni di lavoro sotto il sole.
Beppe | 4 agosto 2013 alle 18:20 | 3 | E un grazie a chi ha pulito il prato la domenica sera!
"""
    )

    def node(i: int) -> str:
        x = c[i]
        inner = "".join(node(j) for j in children(c, i))
        return (
            f'<div class="intervento"><p class="iv-firma"><b>{esc(x.author)}</b> scrive:</p>{ps(x.text)}<p class="iv-data">{esc(x.when)} · <a href="#">rispondi</a></p>'
            + (f'<blockquote class="risposta">{inner}</blockquote>' if inner else "")
            + "</div>"
        )

    block = (
        '<div id="dicono"><h3>Dite la vostra</h3>' + "".join(node(i) for i in children(c, None)) + "</div>"
    )
    st = story(
        "La sagra del tortello chiude con record di presenze",
        "di Il Taccuino",
        "Il Taccuino",
        "2013-08-03T19:00:00+02:00",
        "3 agosto 2013",
        """
Si è chiusa domenica la trentesima sagra del tortello di Borgo San Lorenzo: oltre dodicimila porzioni servite in tre sere.

La Pro Loco ringrazia gli ottanta volontari e annuncia che il ricavato andrà alla scuola materna.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block, rail=box("mt", "Archivio", rows("mt", ["luglio 2013", "giugno 2013", "maggio 2013"]))
    )
    return make(
        "m-it-blockquote-nest",
        "discussion",
        "mt",
        "it",
        st,
        parts,
        c,
        path="/2013/08/sagra-del-tortello-record.html",
        container="div#dicono, div.intervento ('Name scrive:', text, date · rispondi); replies inside blockquote.risposta of their parent",
        heading="Dite la vostra",
        description="An Italian village blog (2013): five comments, 'Name scrive:' above the text and the date below it; replies nested in a blockquote.risposta inside their parent (one reply to a reply); heading 'Dite la vostra'; visible date only.",
    )


# --------------------------------------------------------------------------- ru: nested lists, no times


def tree_ru() -> Case:
    c = thread(
        """
Андрей_Петрозаводск | | - | Набережную давно пора продлить до Соломенного. Летом там гуляет полгорода.
Ольга Н. | | 0 | И велодорожку сделать отдельно от пешеходов, а то сейчас сплошные столкновения.
Андрей_Петрозаводск | | 1 | Согласен, в проекте она вроде есть, но отдельной линией не нарисована.
Сергей К. | | - | Главное, чтобы не вырубили сосны у Онежского парка.
turist_spb | | - | Приезжали в августе, набережная лучшая на Севере. Удачи с продлением!
Марина | | 3 | Сосны сохраняют, на публичных слушаниях об этом говорили.
Пётр Ильич | | - | А деньги откуда? Республиканский бюджет и так пустой.
"""
    )

    def li(i: int) -> str:
        x = c[i]
        kids = children(c, i)
        return (
            f'<li class="otz"><a class="otz-avtor" href="/users/{sum(map(ord, x.author)) % 9000 + 1000}">{esc(x.author)}</a>'
            f'<div class="otz-tekst">{esc(x.text)}</div><span class="otz-otv"><a href="#">Ответить</a></span>'
            + (f'<ul class="otz-vetka">{"".join(li(j) for j in kids)}</ul>' if kids else "")
            + "</li>"
        )

    block = (
        '<section class="otzyvy"><h2>Мнения читателей · 7</h2>'
        f'<ul class="otz-spisok">{"".join(li(i) for i in children(c, None))}</ul>'
        '<p class="otz-vhod"><a href="/login">Войдите</a>, чтобы высказаться.</p></section>'
    )
    st = story(
        "Онежскую набережную продлят до Соломенного",
        "Текст: Анна Лебедева",
        "Анна Лебедева",
        "2025-06-17T10:00:00+03:00",
        "17 июня 2025, 10:00",
        """
Мэрия Петрозаводска представила проект продления Онежской набережной на три километра в сторону Соломенного.

Строительство разобьют на два этапа; первый должен завершиться к лету 2027 года.

Проект предусматривает пешеходную зону, смотровые площадки и новое освещение.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "cms",
            "Главное",
            rows("cms", ["Паромы на Кижи", "Ремонт моста на Лососинке", "Белые ночи: афиша"]),
        ),
    )
    return make(
        "m-ru-vetki-notime",
        "discussion",
        "cms",
        "ru",
        st,
        parts,
        c,
        path="/gorod/2025/06/17/naberezhnaya-solomennoe",
        container="section.otzyvy, ul.otz-spisok of li.otz (linked name, text, Ответить); replies in a nested ul.otz-vetka",
        heading="Мнения читателей · 7",
        description="A Russian city news site of today: seven readers' opinions in nested lists, no times at all and no avatars, names linked to profiles; three replies (one to a reply); heading 'Мнения читателей · 7'; JSON-LD.",
    )


# --------------------------------------------------------------------------- ur: two comments


def two_ur() -> Case:
    c = thread(
        """
عمران خان یوسفزئی | 2 گھنٹے پہلے | - | قصہ خوانی بازار کی مرمت اچھی خبر ہے، لیکن دکانداروں کو متبادل جگہ دی جائے۔
نادیہ | 1 گھنٹہ پہلے | - | پرانی عمارتوں کی اصل شکل برقرار رکھی جائے، یہی پشاور کی پہچان ہے۔
"""
    )
    items = "".join(
        f'<li class="raae"><span class="raae-naam">{esc(x.author)}</span> <small class="raae-waqt">{esc(x.when)}</small><p>{esc(x.text)}</p></li>'
        for x in c
    )
    block = f'<div class="qari-raae"><h3>قارئین کی رائے</h3><ul>{items}</ul></div>'
    st = story(
        "قصہ خوانی بازار کی بحالی کا منصوبہ منظور",
        "پشاور (نمائندہ خصوصی)",
        "نمائندہ خصوصی",
        "2016-10-05T12:00:00+05:00",
        "5 اکتوبر 2016",
        """
صوبائی حکومت نے قصہ خوانی بازار کی بحالی کے منصوبے کی منظوری دے دی ہے جس پر چھ ماہ میں کام مکمل کیا جائے گا۔

منصوبے کے تحت پرانی عمارتوں کی مرمت اور بجلی کے تاروں کو زیر زمین کیا جائے گا۔
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box("joomla", "تازہ ترین", rows("joomla", ["بی آر ٹی کا نیا روٹ", "پشاور زلمی کی جیت"])),
    )
    return make(
        "m-ur-raae-2",
        "discussion",
        "joomla",
        "ur",
        st,
        parts,
        c,
        path="/peshawar/qissa-khwani-bahali-2016",
        container="div.qari-raae, li.raae (name, relative time, text)",
        heading="قارئین کی رائے",
        description="An Urdu daily's site of 2016 (right to left): two readers' opinions with relative times ('2 گھنٹے پہلے'); heading 'قارئین کی رائے'; OG.",
    )


# --------------------------------------------------------------------------- nl: fetched on scroll


def scroll_nl() -> Case:
    c = thread(
        """
Henk uit Emmen | 21 maart 2013 om 09:12 | - | Mooi dat het veenmuseum blijft. Mijn kleinkinderen vinden de turfstekers prachtig.
Jannie Bos | 21 maart 2013 om 10:40 | - | Hopelijk wordt de toegangsprijs niet te hoog, met een gezin is het nu al duur.
R. Wolters | 21 maart 2013 om 13:05 | 1 | Met de museumkaart is het gratis, Jannie. Die is het hele jaar geldig.
Gerrit | 22 maart 2013 om 08:30 | - | Goed nieuws voor Barger-Compascuum, het dorp leeft van de toeristen.
"""
    )

    def item(i: int, x: Seed) -> str:
        re_ = (
            f' <span class="rx-op">reageert op {esc(c[x.parent].author)}</span>'
            if x.parent is not None
            else ""
        )
        return (
            f'<div class="rx{" rx-antw" if x.parent is not None else ""}" style="{"margin-left:48px" if x.parent is not None else ""}">'
            f'{av(i, x.author, 36)}<span class="rx-naam">{esc(x.author)}</span>{re_} <span class="rx-tijd">{esc(x.when)}</span>'
            f'<div class="rx-tekst">{esc(x.text)}</div></div>'
        )

    path = "/regio/emmen/veenmuseum-blijft-open-21032013.html"
    frag = path.replace(".html", "-reacties.html")
    block = '<div style="height:1400px"></div><div class="reacties" id="reacties"><h3>Reacties (4)</h3><div id="rx-lijst"><p>Reacties laden…</p></div></div>'
    st = story(
        "Veenmuseum in Barger-Compascuum blijft open",
        "Door Sanne Meijer",
        "Sanne Meijer",
        "2013-03-20T18:00:00+01:00",
        "20 maart 2013, 18:00",
        """
Het openluchtmuseum over de veenkoloniën blijft open. Provincie en gemeente springen de komende vijf jaar bij.

Het museum trok vorig jaar ruim veertigduizend bezoekers en is een van de grootste werkgevers in het dorp.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "ee",
            "Meest gelezen",
            rows("ee", ["Ijsbaan Assen open", "TT-circuit krijgt nieuwe tribune"], True),
        ),
        end=fetch_on("scroll:#reacties", frag, "#rx-lijst"),
        files={frag: "".join(item(i, x) for i, x in enumerate(c))},
    )
    return make(
        "m-nl-reacties-scroll",
        "revealed",
        "ee",
        "nl",
        st,
        parts,
        c,
        path=path,
        reveal="lazy_scroll: a scroll listener fetches the reactions (HTML) when div#reacties nears the viewport, 1400 px below the article",
        container="div#reacties, div.rx siblings (avatar, name, time, text); the reply with class rx-antw, a margin and 'reageert op Name'",
        heading="Reacties (4)",
        description="A Dutch regional paper of 2013: four reactions loaded when the reader scrolls to them, 1400 px below the story; the one reply a sibling with a left margin and 'reageert op Name'; OG.",
        static=False,
        check_steps=("scroll", "wait:1000"),
    )


# --------------------------------------------------------------------------- sv: hidden behind a toggle (in the HTML)


def toggle_sv() -> Case:
    c = thread(
        """
Lasse i Krokom | 2011-02-08 kl. 19:22 | - | Äntligen skoterled till Åre! Vi har väntat i tjugo år.
Karin Ö. | 2011-02-08 kl. 20:10 | - | Tänk på renskötarna också, leden går genom vinterbetet.
Stig | 2011-02-09 kl. 07:45 | - | Hoppas de plogar parkeringen vid startpunkten, annars står alla på vägen.
"""
    )
    items = "".join(
        f'<div class="kmt"><p class="kmt-txt">{esc(x.text)}</p><p class="kmt-sign">— {esc(x.author)}, {esc(x.when)}</p></div>'
        for x in c
    )
    block = (
        '<div class="debatt"><a href="#" id="visa-kmt" class="visa">Visa kommentarer (3)</a>'
        f'<div id="kmt-lista" style="display:none">{items}<p><a href="#">Skriv en kommentar</a></p></div></div>'
    )
    script = (
        "<script>document.getElementById('visa-kmt').addEventListener('click', function (e) { e.preventDefault();"
        " document.getElementById('kmt-lista').style.display = 'block'; this.style.display = 'none'; });</script>"
    )
    st = story(
        "Ny skoterled mellan Östersund och Åre klar nästa vinter",
        "Av Maria Lund",
        "Maria Lund",
        "2011-02-08T16:00:00+01:00",
        "8 februari 2011 16:00",
        """
Länsstyrelsen har godkänt den nya skoterleden mellan Östersund och Åre. Leden blir tolv mil lång.

Arbetet med skyltning och rastplatser börjar i höst, och leden ska vara klar till nästa vinter.
""",
        declare="metadate",
    )
    parts = PartsK(
        after=block,
        rail=box(
            "drupal", "Senaste nytt", rows("drupal", ["Storsjöyran säljer biljetter", "Isen på Storsjön"])
        ),
        end=script,
    )
    return make(
        "m-sv-visa-dold",
        "revealed",
        "drupal",
        "sv",
        st,
        parts,
        c,
        path="/nyheter/ostersund/ny-skoterled-till-are-1-2231.html",
        reveal="click: 'Visa kommentarer (3)' shows div#kmt-lista (in the HTML, display:none)",
        container="div#kmt-lista (hidden), div.kmt: text, then '— Name, 2011-02-08 kl. 19:22'",
        heading=None,
        description="A Swedish regional paper of 2011: three comments in the served HTML but hidden (display:none) until the link 'Visa kommentarer (3)' is clicked; each text followed by its signature '— Name, date kl. time'; no heading; <meta name=date>.",
        static=True,
        check_steps=("click:#visa-kmt", "wait:300"),
    )


# --------------------------------------------------------------------------- pt: one comment, relative time


def one_pt() -> Case:
    c = thread(
        """
Zé do Areia Branca | há 5 horas | - | Essa ponte nova vai ajudar muito quem trabalha em Juazeiro. Hoje a travessia leva quase uma hora no horário de pico.
"""
    )
    block = (
        '<div class="coment-box"><h4>1 comentário</h4>'
        f'<div class="cbx"><span class="cbx-n">{esc(c[0].author)}</span> <span class="cbx-t">{esc(c[0].when)}</span><p>{esc(c[0].text)}</p></div>'
        '<div class="cbx-form">Deixe seu comentário <textarea></textarea></div></div>'
    )
    st = story(
        "Governo anuncia segunda ponte entre Petrolina e Juazeiro",
        "Da redação",
        "Da redação",
        "2015-09-22T09:00:00-03:00",
        "22/09/2015 09h00",
        """
O governo federal anunciou a construção de uma segunda ponte sobre o rio São Francisco ligando Petrolina a Juazeiro.

A obra deve custar 180 milhões de reais e ficar pronta em três anos.
""",
        declare="og",
    )
    parts = PartsK(
        after=block, rail=box("mt", "Mais lidas", rows("mt", ["Festival do vinho", "Seca no sertão"], True))
    )
    return make(
        "m-pt-um-relativo",
        "discussion",
        "mt",
        "pt",
        st,
        parts,
        c,
        path="/cidades/petrolina/segunda-ponte-juazeiro.html",
        container="div.coment-box, div.cbx (name not linked, 'há 5 horas', text)",
        heading="1 comentário",
        description="A Brazilian regional site of 2015: a single comment with a relative time ('há 5 horas'), the name not linked, no avatar; OG.",
    )


# --------------------------------------------------------------------------- cs: a discussion page of its own, level classes


def diskuse_cs() -> Case:
    c = thread(
        """
Pavel Novák | 12. 4. 2016 8:14 | - | Obchvat Jihlavy je potřeba, ale proč zrovna přes Heulos? To je jediný park na západě města.
Jana Horáková | 12. 4. 2016 8:40 | 0 | Přes Heulos nepůjde, vede podél železnice. Stačí se podívat na mapu v článku.
Pavel Novák | 12. 4. 2016 9:02 | 1 | Tak to se omlouvám, špatně jsem četl. Díky za upozornění.
Martin Dvořák | 12. 4. 2016 9:35 | - | Kamiony na Brněnské jsou hrůza. Každé ráno kolona až k Ikei.
Tereza | 12. 4. 2016 10:11 | 3 | A to nemluvím o hluku. Bydlím tam a v noci se nedá spát.
Luboš K. | 12. 4. 2016 10:48 | 4 | Protihlukové stěny byly slíbeny už v roce 2012.
Ing. Vrba | 12. 4. 2016 11:30 | - | Stavba má začít v roce 2019. To je za tři roky, do té doby se nic nezmění.
Karel z Pelhřimova | 12. 4. 2016 12:05 | - | Hlavně ať to stát zaplatí celé, město na to nemá.
Eva Malá | 12. 4. 2016 13:20 | 7 | Podle článku platí kraj polovinu, stát zbytek.
Radek | 12. 4. 2016 15:44 | - | Dobrá zpráva pro Jihlavu, ať už je to konečně hotové.
Jiří Svoboda | 12. 4. 2016 18:02 | - | Konečně. Jezdím tudy dvacet let.
Věra | 13. 4. 2016 7:15 | 10 | My taky, pane Svobodo, a pořád čekáme.
"""
    )
    recs = []
    for i, depth in tree_walk(c):
        x = c[i]
        recs.append(
            f'<div class="prispevek lvl{depth + 1}" style="padding-left:{depth * 30}px" id="p{77000 + i}">'
            f'<div class="prisp-hlava">{av(i, x.author, 32)}<b class="prisp-jmeno">{esc(x.author)}</b> <span class="prisp-cas">{esc(x.when)}</span></div>'
            f'<div class="prisp-text">{esc(x.text)}</div><div class="prisp-akce"><a href="#">Odpovědět</a> <a href="#">+1</a></div></div>'
        )
    path = "/jihlava/zpravy/obchvat-jihlavy-ma-zelenou-a-1604.html"
    cpath = "/jihlava/zpravy/obchvat-jihlavy-ma-zelenou-a-1604/diskuse/"
    st = story(
        "Obchvat Jihlavy má zelenou, stavět se začne v roce 2019",
        "Lukáš Beneš",
        "Lukáš Beneš",
        "2016-04-11T17:30:00+02:00",
        "11. dubna 2016 17:30",
        """
Ministerstvo dopravy schválilo trasu severozápadního obchvatu Jihlavy. Silnice povede podél železniční trati.

Obchvat má odvést kamionovou dopravu z Brněnské ulice, kudy denně projede přes deset tisíc aut.

Náklady dosáhnou dvou miliard korun, kraj zaplatí polovinu.
""",
        declare="jsonld",
    )
    link = f'<p class="diskuse-odkaz"><a href="{cpath}">Diskuse (12)</a> · poslední příspěvek 13. 4. 2016 7:15</p>'
    rail = box(
        "cms",
        "Nejčtenější",
        rows("cms", ["Horácký zimní stadion", "Dukla postoupila", "Nová linka MHD"], True),
    )
    st2 = story(
        "Diskuse k článku: Obchvat Jihlavy má zelenou, stavět se začne v roce 2019",
        "Lukáš Beneš",
        "Lukáš Beneš",
        "2016-04-11T17:30:00+02:00",
        "11. dubna 2016 17:30",
        "Ministerstvo dopravy schválilo trasu severozápadního obchvatu Jihlavy.",
        declare="jsonld",
    )
    cpage = page(
        "cms",
        "cs",
        st2,
        PartsK(
            lead=f'<p><a href="{path}">« Zpět na článek</a></p>',
            after='<div class="diskuse" id="diskuse"><h2>Diskuse (12 příspěvků)</h2><p class="razeni">Řadit: <b>vlákna</b> | <a href="#">nejnovější</a></p>'
            + "".join(recs)
            + '<p class="pravidla"><a href="#">Pravidla diskuse</a> · Pro vstup do diskuse se <a href="#">přihlaste</a>.</p></div>',
            rail=rail,
        ),
    )
    parts = PartsK(after=link, rail=rail)
    return make(
        "m-cs-diskuse-stranka",
        "revealed",
        "cms",
        "cs",
        st,
        parts,
        c,
        path=path,
        reveal="separate_page: the article only links 'Diskuse (12)' to its own discussion page (…/diskuse/)",
        container="a page of its own: div#diskuse, div.prispevek siblings with classes lvl1..lvl3 and padding-left by depth",
        heading="Diskuse (12 příspěvků)",
        description="A Czech regional news site of 2016: the article links 'Diskuse (12)' to a discussion page of its own; twelve posts as siblings, the thread only in classes lvl1-lvl3 and inline padding (six replies, three to replies); avatars, 'Odpovědět +1'; JSON-LD.",
        static=True,
        comments_page=cpath,
        files={cpath: cpage},
        check_steps=(f"goto:{cpath}",),
    )
