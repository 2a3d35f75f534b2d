"""Blind set AE: discussions on the real comment systems the harness runs (Isso, Waline, django-comments-xtd), each
seeded with this article's comments, in 2010-2014 layouts no earlier set used: Isso under a blog post's "Trackback-URL"
and "Kommentare als RSS" box (de, 16 comments); Isso under a live blog's timeline of timed updates (nl); Waline under a
podcast episode's audio player and its chapter marks (fr, 20 comments); Waline under a blog-ranking banner row and a
trackback-address box (ja); django-comments-xtd server-rendered as nested ``<ul>`` lists with "+n / -m" votes (es);
and with a depth class per entry and the entry's number (pl) (written from memory of the general shape of such pages,
in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ae_common import (
    D,
    PartsK,
    Story,
    discussion,
    django_html,
    make,
    story,
    xtd_loops,
)
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, Seed, isso_embed, waline_embed


def isso_de_trackback() -> Case:
    c = discussion(
        "de",
        16,
        "den Marktplatz",
        seed=11,
        start=D(2012, 4, 3, 18),
        fmt=lambda t: "",
        max_depth=1,
        reply_rate=0.35,
        top_parents_only=True,
        shorts=("Danke!",),
    )
    box = (
        '<div class="wb-postinfo" style="border:1px solid #d8d4c4;background:#faf8f0;padding:8px 12px;font:12px Arial,sans-serif;margin:14px 0">'
        "Dieser Beitrag wurde am 3. April 2012 um 17:40 veröffentlicht und unter Stadtleben abgelegt. "
        'Antworten auf diesen Beitrag können über den <a href="/feed/marktplatz/">RSS 2.0</a>-Feed verfolgt werden.<br>'
        "<b>Trackback-URL:</b> <code>http://stadtgefluester.example/marktplatz/trackback/</code></div>"
    )
    block = (
        box + '<div class="wb-diskussion" id="antworten"><h2>16 Antworten</h2>' + isso_embed("de") + "</div>"
    )
    st = story(
        "Der Marktplatz bekommt Bäume – und verliert zwanzig Parkplätze",
        "Jochen",
        "2012-04-03T17:40:00+02:00",
        "3. April 2012",
        """
Gestern Abend hat der Gemeinderat die Umgestaltung des Marktplatzes beschlossen. Zwölf Platanen sollen kommen, dafür fallen zwanzig Parkplätze weg.

Ich war in der Sitzung und habe mitgeschrieben. Die Händler waren nicht begeistert, die Eltern vom Kindergarten schon.

Baubeginn soll im Herbst sein. Was meint ihr?
""",
        section="Stadtleben",
    )
    return make(
        "ae-isso-de-trackback",
        "real_system",
        "wb",
        "de-blog",
        st,
        PartsK(after=block),
        c,
        path="/2012/04/marktplatz-baeume-parkplaetze",
        container="div.wb-diskussion#antworten below a post-info box ('Dieser Beitrag wurde am … veröffentlicht …', the RSS feed of the answers, 'Trackback-URL:' in a <code>) > Isso's section#isso-thread, German",
        heading="16 Antworten",
        description="A German town blog of 2012 on a blog engine's theme: Isso (de) below the post-info and trackback-address box; 16 comments (replies one level), 'Danke!'.",
        static=False,
        system="isso",
        check_steps=("wait:2500",),
    )


def isso_nl_liveblog() -> Case:
    c = discussion(
        "nl",
        10,
        "de dijkversterking",
        seed=5,
        start=D(2012, 1, 6, 16),
        fmt=lambda t: "",
        max_depth=1,
        reply_rate=0.3,
        top_parents_only=True,
    )
    updates = (
        ("15.42", "JvdB", "De laatste vrachtwagen met zandzakken is bij het gemaal aangekomen."),
        ("15.10", "MK", "Het waterschap meldt dat het water bij Kop van het Land niet verder stijgt."),
        ("14.35", "JvdB", "Burgemeester bezoekt de vrijwilligers bij de Zuiddijk."),
        ("13.50", "MK", "Wegen naar de Oudeweide blijven tot morgenochtend afgesloten."),
        ("13.05", "JvdB", "Ruim honderd vrijwilligers vullen zandzakken in de loods van de coöperatie."),
        ("12.20", "MK", "Het waterschap zet extra pompen in bij het gemaal."),
    )
    live = (
        '<div class="np-live" style="border-left:4px solid #c00;padding-left:10px;margin:14px 0"><h3>Live: het hoogwater</h3>'
        + "".join(
            f'<div class="np-upd" style="border-bottom:1px dotted #ccc;padding:4px 0"><b>{t}</b> <small>({w})</small> {x}</div>'
            for t, w, x in updates
        )
        + "<p><small>Deze pagina wordt automatisch ververst.</small></p></div>"
    )
    block = '<div class="np-reageer" id="reageer"><h2>Reageer</h2>' + isso_embed("nl") + "</div>"
    st = story(
        "Hoogwater: dijk bij de Oudeweide houdt stand",
        "Door Marieke Kuiper en Jan van der Berg",
        "2012-01-06T12:00:00+01:00",
        "vrijdag 6 januari 2012, 12.00 uur",
        """
Het hoogwater in de Oudeweide heeft de dijken vrijdag zwaar op de proef gesteld. Honderden vrijwilligers hielpen met zandzakken.

Het waterschap verwacht dat het water in de nacht begint te zakken.
""",
        section="Regio",
    )
    return make(
        "ae-isso-nl-liveblog",
        "real_system",
        "np",
        "nl-news",
        st,
        PartsK(inbody=live, after=block),
        c,
        path="/regio/hoogwater-dijk-houdt-stand",
        container="div.np-reageer#reageer below a live blog in the article's text (div.np-live: six updates, a bold time, the reporter's initials, a line) > Isso's section#isso-thread, Dutch",
        heading="Reageer",
        description="A Dutch regional news site of 2012: Isso (nl) below an article whose text holds a live blog of six timed updates by two reporters; 10 comments (replies one level).",
        static=False,
        system="isso",
        check_steps=("wait:2500",),
    )


def waline_fr_audio() -> Case:
    path = "/2012/05/episode-14-les-moulins-du-ru-dargent"
    c = discussion(
        "fr",
        20,
        "la restauration des moulins",
        seed=7,
        start=D(2012, 5, 9, 20),
        fmt=lambda t: "",
        max_depth=1,
        reply_rate=0.3,
        top_parents_only=True,
        shorts=("Merci, très bel épisode.",),
    )
    # typographic apostrophes, as French writers and their editors' text fields typed them (Waline's Markdown turns a
    # straight one into a curly one)
    c = [Seed(x.author, x.text.replace("'", "’"), x.parent, x.when) for x in c]
    chapters = (
        ("00:00", "Introduction"),
        ("02:14", "Le meunier de Orme-le-Vieux"),
        ("11:40", "Les roues à aubes"),
        ("24:05", "Que faire des moulins ?"),
        ("31:30", "Vos messages"),
    )
    player = (
        '<div class="wb-audio" style="background:#eee;padding:10px;margin:12px 0"><b>Épisode 14 · 34 min</b><br>'
        '<audio controls preload="none" src="/audio/episode-14.mp3"></audio>'
        '<p><a href="/audio/episode-14.mp3">Télécharger le MP3</a> · <a href="/feed/podcast/">S\'abonner au podcast</a></p>'
        '<ol class="wb-chap">' + "".join(f"<li><b>{t}</b> {x}</li>" for t, x in chapters) + "</ol></div>"
    )
    block = '<div class="wb-reactions" id="reagir"><h2>Réagir à cet épisode</h2><div id="wl-fr"></div></div>'
    script = waline_embed("'#wl-fr'", path, "fr-FR", "pageSize: 50,") + "<script>mountWaline();</script>"
    st = story(
        "Épisode 14 : les moulins du Ru d'Argent",
        "Olivier",
        "2012-05-09T19:00:00+02:00",
        "9 mai 2012",
        """
Dans ce quatorzième épisode, je suis allé à la rencontre d'un ancien meunier et de l'association qui veut remettre en eau trois moulins du Ru d'Argent.

Comme d'habitude, le chapitrage est sous le lecteur. Bonne écoute !
""",
        section="Patrimoine",
    )
    return make(
        "ae-waline-fr-audio",
        "real_system",
        "wb",
        "fr-blog",
        st,
        PartsK(head=WALINE_CSS, lead=player, after=block, end=script),
        c,
        path=path,
        container="div.wb-reactions#reagir below a podcast episode's post: an <audio> player, download and subscribe links and the chapter marks (an <ol>: a bold time and a title) > div#wl-fr: Waline, French",
        heading="Réagir à cet épisode",
        description="A French podcast blog of 2012: Waline (fr-FR) below the episode's audio player and its chapter marks; 20 comments (replies one level), 'Merci, très bel épisode.'.",
        static=False,
        system="waline",
        check_steps=("wait:3000",),
    )


def waline_ja_ranking() -> Case:
    path = "/blog/2012/07/hanabi"
    c = discussion(
        "ja",
        8,
        "花火大会",
        seed=2,
        start=D(2012, 7, 29, 21),
        fmt=lambda t: "",
        max_depth=1,
        reply_rate=0.3,
        top_parents_only=True,
        shorts=("楽しそう！",),
    )
    rank = (
        '<div class="wb-rank" style="text-align:center;margin:14px 0;font-size:12px">'
        "<p>ブログランキングに参加しています。よろしければクリックお願いします。</p>"
        '<a href="/rank/1"><img src="/_avatar/rank-a.svg" alt="地域ブログ" width="88" height="31"></a> '
        '<a href="/rank/2"><img src="/_avatar/rank-b.svg" alt="日記ブログ" width="88" height="31"></a>'
        '</div><div class="wb-tb" style="border:1px solid #ddd;padding:6px;font-size:12px">'
        '<b>トラックバックURL</b><br><input size="50" value="http://kawabe.example/tb/2012-07-hanabi" readonly></div>'
    )
    block = rank + '<div class="wb-koe" id="koe"><h2>みんなのひとこと</h2><div id="wl-ja"></div></div>'
    script = waline_embed("'#wl-ja'", path, "ja", "pageSize: 50,") + "<script>mountWaline();</script>"
    st = story(
        "今年も河原の花火大会に行ってきました",
        "かわべ",
        "2012-07-29T22:30:00+09:00",
        "2012年07月29日",
        """
今年の花火大会は天気にも恵まれて、河原はたくさんの人でした。

屋台の焼きそばを食べながら、最後の大きな花火まで見ました。来年は浴衣で行きたいです。
""",
        section="まちのこと",
    )
    return make(
        "ae-waline-ja-ranking",
        "real_system",
        "wb",
        "ja-blog",
        st,
        PartsK(head=WALINE_CSS, after=block, end=script),
        c,
        path=path,
        container="div.wb-koe#koe below a blog-ranking row (a request to click and two 88x31 banners) and a 'トラックバックURL' box > div#wl-ja: Waline, Japanese",
        heading="みんなのひとこと",
        description="A Japanese personal blog of 2012: Waline (ja) below the blog-ranking banners and the trackback address; 8 comments (replies one level), '楽しそう！'.",
        static=False,
        system="waline",
        check_steps=("wait:3000",),
    )


def _django(case: Case, template: str, key: str, st: Story, parts: PartsK, tree: str) -> Case:
    case.server = "django"
    case.html = django_html(template, key, st, parts, tree)
    return case


def xtd_es_votos() -> Case:
    c = discussion(
        "es",
        14,
        "la depuradora",
        seed=4,
        start=D(2012, 2, 20, 9),
        fmt=lambda t: "",
        max_depth=2,
        reply_rate=0.45,
    )

    def item(v: str, d: int) -> str:
        return (
            f'<li class="vt-i" id="vt{{{{ {v}.comment.pk }}}}"><div class="vt-cab" style="font-size:12px;color:#666">'
            f'<b class="vt-n" style="color:#14365a">{{{{ {v}.comment.name }}}}</b> · '
            f'<span class="vt-f">{{{{ {v}.comment.submit_date|date:"d/m/Y - H:i" }}}}</span>'
            f'<span class="vt-v" style="float:right"><a href="#">+{{{{ {v}.comment.pk|add:6 }}}}</a> / <a href="#">-{{{{ {v}.comment.pk|add:1 }}}}</a></span></div>'
            f'<div class="vt-t">{{{{ {v}.comment.comment|linebreaks }}}}</div>'
            '<p class="vt-acc" style="font-size:11px;margin:0"><a href="#vt-form">Responder</a> · <a href="/denunciar">Denunciar</a></p>'
        )

    tree = (
        '<div class="vt-zona" id="opiniones"><h2>Opiniones de los lectores</h2><ul class="vt-l" style="list-style:none;padding:0">'
        + xtd_loops(
            item,
            "</li>",
            lambda v, d: ('<ul class="vt-l" style="list-style:none;padding-left:32px">', "</ul>"),
        )
        + "</ul><p><small>Las opiniones son de sus autores. Solo usuarios registrados.</small></p></div>"
    )
    st = story(
        "La depuradora de la Vega Alta no funcionará hasta 2014",
        "Redacción",
        "2012-02-20T07:00:00+01:00",
        "20/02/2012",
        """
La nueva depuradora de aguas residuales de la Vega Alta no entrará en servicio hasta 2014, dos años más tarde de lo previsto.

La Confederación atribuye el retraso a un problema con los terrenos del colector.
""",
        section="Comarca",
        standfirst="El retraso obliga a seguir vertiendo al río con tratamiento provisional",
    )
    case = make(
        "ae-xtd-es-votos",
        "real_system",
        "np",
        "es-news",
        st,
        PartsK(),
        c,
        path="/ae/comarca/depuradora-hasta-2014.html",
        container="div.vt-zona#opiniones > ul.vt-l: li.vt-i entries (div.vt-cab: b name · 'd/m/Y - H:i', a vote widget '+n / -m' floated right; div.vt-t text; 'Responder · Denunciar'); replies in a nested ul.vt-l inside their parent's <li>, two levels",
        heading="Opiniones de los lectores",
        description="A Spanish regional daily of 2012: django-comments-xtd server-rendered as nested lists with a '+n / -m' vote widget on every entry; 14 comments (replies two levels).",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "np", "es-news", st, PartsK(), tree)


def xtd_pl_glebokosc() -> Case:
    c = discussion(
        "pl",
        12,
        "obwodnicę",
        seed=9,
        start=D(2012, 6, 11, 8),
        fmt=lambda t: "",
        max_depth=2,
        reply_rate=0.45,
    )

    def item(v: str, d: int) -> str:
        return (
            f'<div class="gw-w gw-d{d}" id="gw{{{{ {v}.comment.pk }}}}" style="margin-left:{d * 36}px;border-left:3px solid #ccd;padding:4px 8px;margin-bottom:8px">'
            f'<p class="gw-g" style="margin:0;font-size:11px;color:#777"><a href="#gw{{{{ {v}.comment.pk }}}}">#{{{{ forloop.counter }}}}</a> '
            f'<b class="gw-a" style="color:#222">{{{{ {v}.comment.name }}}}</b> '
            f'{{{{ {v}.comment.submit_date|date:"d.m.Y, H:i" }}}}</p>'
            f'<div class="gw-t">{{{{ {v}.comment.comment|linebreaks }}}}</div>'
            '<p style="margin:0;font-size:11px"><a href="#gw-form">Odpowiedz</a> | <a href="/zglos">Zgłoś</a></p></div>'
        )

    tree = (
        '<div class="gw-opinie" id="opinie"><h2>Opinie internautów</h2>'
        + xtd_loops(item, "", lambda v, d: ("", ""))
        + "</div>"
    )
    st = story(
        "Obwodnica Mrowlina: przetarg rozstrzygnięty",
        "Paweł Górski",
        "2012-06-11T06:00:00+02:00",
        "11 czerwca 2012",
        """
Rozstrzygnięto przetarg na budowę obwodnicy Mrowlina. Wygrała firma, która zaoferowała najniższą cenę.

Budowa ma ruszyć jesienią i potrwać dwa lata.
""",
        section="Region",
    )
    case = make(
        "ae-xtd-pl-glebokosc",
        "real_system",
        "np",
        "pl-news",
        st,
        PartsK(),
        c,
        path="/ae/region/obwodnica-przetarg.html",
        container="div.gw-opinie#opinie: flat siblings div.gw-w with a depth class gw-d0/gw-d1/gw-d2 and a left margin by depth (p.gw-g: '#n' per level, b name, 'd.m.Y, H:i'; div.gw-t text; 'Odpowiedz | Zgłoś'); the replies follow their parent, not inside it",
        heading="Opinie internautów",
        description="A Polish regional portal of 2012: django-comments-xtd server-rendered as one flat run of entries whose level is only a depth class and a margin; 12 comments (replies two levels).",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "np", "pl-news", st, PartsK(), tree)


def real_cases_ae() -> list[Case]:
    return [
        isso_de_trackback(),
        isso_nl_liveblog(),
        waline_fr_audio(),
        waline_ja_ranking(),
        xtd_es_votos(),
        xtd_pl_glebokosc(),
    ]
