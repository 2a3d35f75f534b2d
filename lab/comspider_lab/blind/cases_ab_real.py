"""Blind set AB: discussions on the real comment systems the harness runs (Isso, Waline, django-comments-xtd), each
seeded with this article's comments, in 2012 page layouts no earlier set used: Isso in the middle column of a
three-column portal (a left column of section links, a toolbar, share bars with counts and a tags line above it,
related stories below) (en); Isso below a poll box on a page with a ``<marquee>`` ticker and a plug-in video
``<object>`` in the lead (de); Isso on a personal blog with a left sidebar, below the previous/next post links (fr);
Waline on a news site's 2012 mobile pages (pt-BR); Waline on a group blog below its share line and post navigation
(en); django-comments-xtd server-rendered with "Posted by X on date" after each text, two levels (en), and as
forum-like "postbits", the reader's column on the left and the text on the right, replies inside the text column
(nl) (written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.cases_ab_common import (
    PartsK,
    Story,
    box,
    django_html,
    links,
    make,
    reply_form,
    story,
    thread,
)
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed


def xtd_loops(item: Callable[[str], str], close: str, wrap: tuple[str, str], depth: int = 3) -> str:
    """Live template code: django-comments-xtd's tree of the page's article, ``item(var)`` the markup of an entry
    before its replies, the replies wrapped in ``wrap``, then ``close`` (ends the entry), ``depth`` levels."""

    def level(parent: str | None, d: int) -> str:
        v = f"c{d}"
        src = "tree" if parent is None else f"{parent}.children"
        inner = ""
        if d + 1 < depth:
            inner = "{% if " + v + ".children %}" + wrap[0] + level(v, d + 1) + wrap[1] + "{% endif %}"
        return "{% for " + v + " in " + src + " %}" + item(v) + inner + close + "{% endfor %}"

    return "{% get_xtdcomment_tree for article as tree %}" + level(None, 0)


# --------------------------------------------------------------------------- Isso


def isso_en_portal() -> Case:
    c = thread(
        """
Gordon Haig | | - | Forty million pounds and not a penny for the swimming baths that closed in 2009. Priorities.
Lisa Kemble | | 0 | The baths are in the leisure budget, not this one. Different pot of money entirely.
Gordon Haig | | 0 | Same council, same taxpayers, Lisa.
Brackwater Dave | | - | Been waiting twenty years for somebody to do something with those warehouses. Good news for once.
Anne Pollitt | | - | Will the towpath stay open during the works? I walk the dog there every morning and there is no other route to the park without crossing the ring road.
Mark Stennett | | 4 | The plans on the council website say it closes in sections, a few months at a time.
Colin | | - | Flats nobody local can afford, again.
Rachel Orme | | 6 | The article says a quarter of them will be affordable homes. Read to the end.
Pete Varley | | - | Who is the developer? The piece does not say, and after the bus station fiasco I think we deserve to know.
S. Khan | | - | Excellent. The riverside has been an embarrassment for years, the first thing visitors see from the train.
Jim | | - | Parking?
Margaret Duff | | - | I remember when the warehouses were full of wool bales and the barges came right up to the bridge. My father worked there until 1968.¶It would be nice if the new buildings kept something of that, a plaque at least, or the old crane.
Tony Ibbotson | | - | Forty million will be sixty by the time they finish. Mark my words.
Kerry Wade | | - | Good to see some ambition from the council for a change.
"""
    )
    block = (
        '<div class="po-debate" id="join-the-debate"><h2>Join the debate</h2>'
        '<p class="po-house"><small>Posts are the views of readers, not of the Evening Post. Read our <a href="/house-rules">house rules</a> before you join in.</small></p>'
        + isso_embed("en")
        + "</div>"
    )
    st = story(
        "Council approves £40m plan for Brackwater riverside",
        "By Helen Marr, Local Government Reporter",
        "2012-03-02T07:00:00+00:00",
        "Friday, March 2, 2012",
        """
Derelict warehouses on Brackwater's riverside will be turned into 320 homes, shops and a new public square after councillors approved a £40 million plan last night.

The scheme, ten years in the making, includes a quarter of the homes as affordable housing and a footbridge to the railway station.

Work on the first phase, along Wharf Street, is due to start in the autumn. The towpath will close in sections while the river wall is rebuilt.

Council leader Brian Hebden said the plan would "give the river back to the town". Opposition councillors questioned the cost and the timetable.
""",
        section="Local",
    )
    return make(
        "ab-isso-en-portal",
        "real_system",
        "po",
        "en-post",
        st,
        PartsK(after=block),
        c,
        path="/news/local/council-approves-riverside-plan",
        container="div.po-debate#join-the-debate in the middle column of a three-column portal (a left column of 19 section links, the article's print/email/text-size toolbar, share bars with counts and a tags line above it, related stories below) > Isso's section#isso-thread, English",
        heading="Join the debate",
        description="A regional daily's portal of 2012 in three columns: Isso (en) in the middle column below the article's toolbar, share bars with counts and tags, house rules above it, related stories below; 14 comments (4 replies), one of two paragraphs, 'Parking?'.",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


def isso_de_ticker() -> Case:
    c = thread(
        """
Heinz Brockmann | | - | Ein großes Dankeschön an die Feuerwehr und die vielen Freiwilligen, die die ganze Nacht Sandsäcke geschleppt haben.
Sabine K. | | - | Wir wohnen direkt am Deich. Um drei Uhr nachts stand das Wasser zwanzig Zentimeter unter der Krone. So knapp war es noch nie.
Torsten Meyerhoff | | 1 | Bei uns in Unterwöhrden ist der Keller trotzdem vollgelaufen. Grundwasser.
Sabine K. | | 1 | Das tut mir leid. Hoffentlich zahlt die Versicherung.
Ulli | | - | Und nächstes Jahr wieder. Der Deich ist seit 1981 nicht erhöht worden.
Gerda Wilkens | | - | Wo kann man sich als Helfer melden, falls es wieder losgeht?
Redaktion Nordheider Tageblatt | | 5 | Die Gemeinde führt eine Liste freiwilliger Helfer, die Telefonnummer steht unter dem Artikel.
Jens-Peter Ahlers | | - | Mich würde interessieren, warum das Rückhaltebecken bei Ostermoor immer noch nicht gebaut ist. Das Geld war 2008 schon bewilligt.
Karin | | - | Danke an alle Helfer!
M. Dohrmann | | - | Gut, dass nichts Schlimmeres passiert ist.
"""
    )
    video = (
        '<div class="po-video"><object type="application/x-shockwave-flash" data="/_avatar/video-deich-kettenbrueck.svg" width="480" height="270">'
        '<param name="movie" value="/_avatar/video-deich-kettenbrueck.svg"><param name="allowfullscreen" value="true">'
        '<p style="background:#000;color:#fff;padding:100px 20px;width:440px;text-align:center">Video: Die Nacht am Deich (2:41). Für dieses Video benötigen Sie ein Browser-Plugin.</p></object>'
        '<p class="po-cap"><small>Video: Die Nacht am Deich bei Kettenbrück (2:41)</small></p></div>'
    )
    poll = (
        '<div class="po-umfrage" style="border:1px solid #999;padding:8px;margin:12px 0;background:#f7f7f7"><b>Umfrage</b>: Muss der Deich bei Kettenbrück erhöht werden?'
        '<div><span style="display:inline-block;background:#8b0000;height:10px;width:160px"></span> Ja, sofort: 81 %</div>'
        '<div><span style="display:inline-block;background:#8b0000;height:10px;width:24px"></span> Nein: 12 %</div>'
        '<div><span style="display:inline-block;background:#8b0000;height:10px;width:14px"></span> Weiß nicht: 7 %</div>'
        "<p><small>1.118 Stimmen · Die Umfrage ist nicht repräsentativ.</small></p></div>"
    )
    block = (
        poll + '<div class="po-meinung" id="ihre-meinung"><h2>Ihre Meinung</h2>' + isso_embed("de") + "</div>"
    )
    st = story(
        "Hochwasser: Deich bei Kettenbrück hält – Anwohner erleichtert",
        "Von Frauke Hinrichs",
        "2012-01-07T18:30:00+01:00",
        "07.01.2012, 18:30 Uhr",
        """
Aufatmen in Kettenbrück: Der Deich an der Lenne hat dem Hochwasser in der Nacht zum Samstag standgehalten. Gegen drei Uhr stand das Wasser nur noch zwanzig Zentimeter unter der Deichkrone.

Rund 200 Feuerwehrleute und Freiwillige hatten bis in die Morgenstunden Sandsäcke gefüllt und verbaut. In Unterwöhrden liefen dennoch mehrere Keller voll.

Die Gemeinde bittet Helfer, sich für den Notfall in eine Liste einzutragen: Telefon 04187 555 210.
""",
        section="Lokales",
    )
    return make(
        "ab-isso-de-ticker",
        "real_system",
        "po",
        "de-a",
        st,
        PartsK(lead=video, after=block),
        c,
        path="/lokales/hochwasser-deich-kettenbrueck-haelt",
        container="div.po-meinung#ihre-meinung, below a poll box with result bars, on a portal page with a <marquee> ticker and a plug-in video <object> in the lead > Isso's section#isso-thread, German",
        heading="Ihre Meinung",
        description="A regional daily of 2012: a <marquee> ticker, a plug-in video <object> in the lead, a left column of sections, Isso (de) below a poll box with result bars; 10 comments (3 replies, the newsroom answering).",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


def isso_fr_blog() -> Case:
    c = thread(
        """
Mireille | | - | Quel plaisir de revoir ce moulin ! J'y allais avec mon grand-père acheter la farine pour les fougasses.
Bernard Coste | | - | Très bel article, comme toujours. Les photos de la roue sont magnifiques.
Josette Arnal | | - | Savez-vous si les visites sont ouvertes le dimanche ? Je voudrais y emmener mes petits-enfants à Pâques.
Gilles | | 2 | D'après l'affiche à l'entrée, tous les dimanches d'avril à octobre, de 14h à 18h.
Josette Arnal | | 2 | Merci Gilles !
Patrick Roumieu | | - | Petite précision : le moulin a cessé de tourner en 1954, pas en 1956. Mon oncle était le dernier meunier.
Anne-Sophie | | - | Bravo aux bénévoles de l'association.
Fabrice Teulade | | - | Je découvre votre blog grâce à cet article. Je vais lire les anciens billets, il y a de quoi faire pendant l'hiver.
Lucette | | - | Magnifique.
"""
    )
    block = (
        '<div class="bg-reactions" id="vos-reactions"><h3>Vos réactions</h3>' + isso_embed("fr") + "</div>"
    )
    st = story(
        "Le moulin de la Fontfroide rouvre ses portes",
        "Jean-Pierre",
        "2010-03-14T10:00:00+01:00",
        "14 mars 2010",
        """
Après six ans de travaux, le moulin de la Fontfroide a de nouveau fait tourner sa roue dimanche dernier, devant une bonne centaine de curieux.

L'association des Amis du moulin a refait le bief, la charpente et les engrenages en bois, presque tout à la main.

Le moulin se visite désormais le dimanche après-midi, d'avril à octobre. On peut même y acheter de la farine de seigle moulue sur place.
""",
        section="Patrimoine",
    )
    return make(
        "ab-isso-fr-blog",
        "real_system",
        "bg",
        "fr-blog",
        st,
        PartsK(after=block),
        c,
        path="/2010/03/le-moulin-de-la-fontfroide-rouvre",
        container="div.bg-reactions#vos-reactions on a personal blog of 2010 with a left sidebar (about, recent posts, archives by month, a tag cloud, a blogroll), below the post's filed/tags line, share line and previous/next post links > Isso's section#isso-thread, French",
        heading="Vos réactions",
        description="A retired teacher's heritage blog of 2010, sidebar on the left: Isso (fr) below the previous and next post links; 9 comments (2 replies), 'Magnifique.'.",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


# --------------------------------------------------------------------------- Waline


def waline_pt_mobile() -> Case:
    path = "/m/cidade/ponte-do-rio-claro-interditada"
    c = thread(
        """
Marcos Vinícius | | - | Passo por essa ponte todo dia para ir trabalhar. Agora vou ter que dar uma volta de 40 km pela rodovia.
Cláudia Ferreira | | 0 | Eu também, a partir de amanhã saio de casa uma hora mais cedo.
Seu Juca | | - | Essa ponte foi construída em 1972 e nunca teve reforma. Era questão de tempo.
Renata | | - | Alguém sabe se o ônibus escolar vai continuar passando pelo outro lado?
Paulo Henrique | | 3 | Vai sim, a secretaria de educação avisou os pais ontem à noite.
Luana Prado | | - | Que bom que interditaram antes de acontecer uma tragédia.
Antônio Carlos | | - | Quero ver quanto tempo vai levar a obra. Aqui tudo demora anos.
Bia | | - | Absurdo.
"""
    )
    block = '<div class="mo-opine" id="opine"><h3 class="mo-box-h">Opine</h3><div id="wl-br"></div></div>'
    script = waline_embed("'#wl-br'", path, "pt-BR", "pageSize: 50,") + "<script>mountWaline();</script>"
    st = story(
        "Ponte do Rio Claro é interditada após rachaduras",
        "Da Redação",
        "2012-11-21T09:40:00-02:00",
        "21/11/2012 09h40",
        """
A Defesa Civil interditou na manhã desta quarta-feira a ponte sobre o Rio Claro, na estrada que liga o centro ao bairro Jardim das Águas.

Técnicos encontraram rachaduras em dois pilares. O desvio pela rodovia aumenta o percurso em cerca de 40 quilômetros.

A prefeitura promete apresentar o projeto de recuperação em trinta dias.
""",
        section="Cidade",
    )
    return make(
        "ab-waline-pt-mobile",
        "real_system",
        "mo",
        "pt-m",
        st,
        PartsK(head=WALINE_CSS, after=block, end=script),
        c,
        path=path,
        container="div.mo-opine#opine on a news site's mobile page of 2012 (a bar with '☰ Editorias', the article, share buttons, then the most read, the sections list and 'Voltar ao topo | Versão completa') > div#wl-br: Waline, Portuguese (Brazil)",
        heading="Opine",
        description="A Brazilian city paper's mobile page of 2012 (max-width 480px, a viewport meta tag): Waline (pt-BR) below the article's share buttons, above the most read and the sections list; 8 comments (2 replies), 'Absurdo.'.",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


def waline_en_groupblog() -> Case:
    path = "/2012/03/why-we-still-print-a-zine"
    c = thread(
        """
Owen Lacey | | - | Still have the first issue pinned above my desk. The one with the hand-drawn map of the canal.
Mags | | - | Paper lasts. My hard drive from 2004 does not.
Ruth Penhaligon | | 1 | This. I lost six years of photos in one go last winter.
Dylan Ashcombe | | - | Where can I buy it outside the city? The shop in Wellbeck closed last year.
Hattie Crane | | 3 | We post anywhere for the price of the stamp. Drop us a line through the contact page.
Kim Rowntree | | - | Lovely piece. The bit about folding two hundred copies around the kitchen table made me smile, we used to do the same for the school newsletter.
Sol | | - | Long live the photocopier.
Neil Farrant | | - | Any chance of a back issues bundle? I missed numbers four to nine.
Jo Whitlam | | 7 | Seconded, I would buy the lot.
Bernadette Quill | | - | Printed things feel like they matter more. You cannot scroll past them.
Frankie | | - | Beautiful.
Amos Trelawney | | - | Good luck with issue twenty. Here is to twenty more.
"""
    )
    block = '<div class="bg-responses" id="responses"><h3>Responses</h3><div id="wl-lc"></div></div>'
    script = waline_embed("'#wl-lc'", path, "en", "pageSize: 50,") + "<script>mountWaline();</script>"
    st = story(
        "Why we still print a zine in 2012",
        "Hattie Crane",
        "2012-03-03T11:00:00+00:00",
        "March 3, 2012",
        """
Every few months somebody asks us why we do not just put the whole thing online. It would be cheaper, faster and nobody would have to fold anything.

The honest answer is that the folding is the point. Seven of us sit round a kitchen table for an evening, with tea and a radio, and at the end there are two hundred copies in a box.

A printed thing is finished. You cannot correct it, so you think harder before you write. And people keep it: we still get letters about issue three.

Issue twenty goes to the printer next month.
""",
        section="Making",
    )
    return make(
        "ab-waline-en-groupblog",
        "real_system",
        "bg",
        "en-group",
        st,
        PartsK(head=WALINE_CSS, after=block, end=script),
        c,
        path=path,
        container="div.bg-responses#responses on a group blog of 2012 (right sidebar: about, recent posts, archives by month, tag cloud, blogroll, meta), below the post's share line with counts and the previous/next post links > div#wl-lc: Waline, English",
        heading="Responses",
        description="A group blog of 2012: Waline (en) below the share line ('Like (n)', 'Share (n)') and the post navigation; 12 comments (3 replies, the post's author answering), 'Beautiful.'.",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


# --------------------------------------------------------------------------- django-comments-xtd


def _django(case: Case, template: str, key: str, st: Story, parts: PartsK, tree: str) -> Case:
    case.server = "django"
    case.html = django_html(template, key, st, parts, tree)
    return case


def xtd_en_postedby() -> Case:
    c = thread(
        """
Roger Blayney | | - | I saw my first film there in 1956, a western with my dad. Sad day.
Trish | | 0 | My first date was there. Married him, too.
Roger Blayney | | 1 | Then the old place did some good!
Nathan Cole | | - | Nobody goes any more, that is the problem. Everyone has a big telly and streams everything. You cannot blame the owners.
Val Hurst | | 3 | People would go if it was not seven pounds a ticket and the seats were not falling apart.
Imran Siddiqui | | - | Could the community not buy it? Other towns have done it with a share offer.
Deborah Lyle | | 5 | There is a meeting about exactly that at the library on Thursday, 7pm.
Sean | | - | Gutted.
Pauline Ashdown | | - | The building is listed, so at least it cannot be knocked down. Let us hope it does not end up as another supermarket.
Keith Morrow | | - | End of an era.
Lorna Baines | | - | Take the kids to the matinee this Saturday while you still can, they are showing the old classics all month.
"""
    )

    def item(v: str) -> str:
        return (
            f'<div class="sx-one" id="sx{{{{ {v}.comment.pk }}}}"><div class="sx-txt">{{{{ {v}.comment.comment|urlize|linebreaks }}}}</div>'
            f'<p class="sx-by">Posted by <b class="sx-n">{{{{ {v}.comment.name }}}}</b> on {{{{ {v}.comment.submit_date|date:"F j, Y \\a\\t g:i a" }}}}'
            f' | <a href="#sx-respond">Reply</a> | <a href="/report?sx={{{{ {v}.comment.pk }}}}">Report abuse</a> | <a href="#sx{{{{ {v}.comment.pk }}}}">#</a></p>'
        )

    tree = (
        '<div class="sx-wrap" id="what-you-think"><h2>What you think</h2>'
        + xtd_loops(
            item,
            "</div>",
            (
                '<div class="sx-kids" style="margin-left:32px;border-left:1px solid #ddd;padding-left:10px">',
                "</div>",
            ),
        )
        + reply_form("en", "sx")
        + "</div>"
    )
    st = story(
        "Wendleby's last cinema to close after 84 years",
        "By Carol Peaston",
        "2012-03-09T06:00:00+00:00",
        "Friday, March 9, 2012",
        """
The Regal, Wendleby's last cinema, will show its final film at the end of April after 84 years on Market Place.

Its owners, who bought the cinema in 1991, said audiences had halved in five years and the projectors needed replacing at a cost they could not meet.

The Regal is a listed building. A group of residents is exploring whether it could be run as a community cinema.
""",
        section="Arts",
    )
    parts = PartsK()
    case = make(
        "ab-xtd-en-postedby",
        "real_system",
        "po",
        "en-wend",
        st,
        parts,
        c,
        path="/arts/last-cinema-to-close.html",
        container="div.sx-wrap#what-you-think: div.sx-one entries, the text first (div.sx-txt) and then p.sx-by 'Posted by <b>name</b> on F j, Y at g:i a | Reply | Report abuse | #'; replies in div.sx-kids inside their parent's, two levels; a reply form with its rules below",
        heading="What you think",
        description="A market town's paper of 2012: django-comments-xtd server-rendered with 'Posted by X on date' after each text, replies indented two levels, a form with its rules text below; 11 comments (4 replies, a chain two levels deep), 'Gutted.'.",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "po", "en-wend", st, PartsK(), tree)


def xtd_nl_postbit() -> Case:
    c = thread(
        """
Henk Zuidema | | - | Betalen om je eigen brood te halen bij de bakker? Dan rijd ik wel naar Westerveen, daar parkeer je gratis.
Anneke | | 0 | Precies. De middenstand gaat hier kapot aan.
Bert van Dijken | | 0 | Westerveen vraagt sinds januari ook geld, Henk.
Henk Zuidema | | 2 | Dat wist ik niet. Dan blijf ik toch maar hier.
Marloes Kuipers | | - | Als het eerste halfuur gratis blijft, vind ik het prima. Nu staat het plein de hele dag vol met auto's van forenzen.
Gerrit | | - | Weer een melkkoe voor de gemeente.
Ingrid Veenstra | | - | Wat gebeurt er met de markt op donderdag? Daar staat in het artikel niets over.
Redactie Dagblad De Lindewaard | | 6 | De markt blijft op donderdag; de automaten gelden niet op marktdagen. We hebben dit aan het artikel toegevoegd.
Jaap Hoekstra | | - | Ik ben voor. Eindelijk plek voor de fietsenrekken.
Tineke | | - | Schande.
Klaas de Boer | | - | Er komt toch ook een parkeergarage bij het station? Waarom dan nog automaten op het plein?
Sandra Wiersma | | 10 | Die garage is pas in 2014 klaar, als alles meezit.
Pieter Brouwer | | - | Goed artikel, duidelijk uitgelegd.
"""
    )

    def item(v: str) -> str:
        return (
            f'<div class="lw-post" id="lw{{{{ {v}.comment.pk }}}}" style="border:1px solid #ccd;margin:8px 0;background:#fafafe">'
            f'<div class="lw-user" style="float:left;width:120px;padding:6px;font-size:11px;text-align:center">'
            f'<img src="@@MAIN@@/_avatar/lw{{{{ {v}.comment.pk }}}}.svg" alt="" width="48" height="48"><br><b class="lw-n">{{{{ {v}.comment.name }}}}</b><br>Lezer</div>'
            f'<div class="lw-msg" style="margin-left:134px;padding:6px;border-left:1px solid #ccd">'
            f'<div class="lw-kop" style="font-size:11px;color:#777">{{{{ {v}.comment.submit_date|date:"d-m-Y H:i" }}}} <a href="#lw{{{{ {v}.comment.pk }}}}">#{{{{ {v}.comment.pk }}}}</a></div>'
            f'<div class="lw-t">{{{{ {v}.comment.comment|urlize|linebreaks }}}}</div>'
            '<div class="lw-act" style="font-size:11px"><a href="#lw-respond">Reageer</a> | <a href="/meld">Meld misbruik</a> | <a href="#">Waardeer</a></div>'
        )

    tree = (
        '<div class="lw-forum" id="wat-vindt-u-ervan"><h2>Wat vindt u ervan?</h2>'
        + xtd_loops(item, '</div><div style="clear:both"></div></div>', ('<div class="lw-sub">', "</div>"))
        + reply_form("nl", "lw", login=True)
        + "</div>"
    )
    st = story(
        "Gemeente wil parkeerautomaten op het Marktplein",
        "Door Rienk Holtrop",
        "2012-03-06T08:00:00+01:00",
        "dinsdag 6 maart 2012, 08:00",
        """
Wie op het Marktplein in Lindewaard parkeert, moet vanaf de zomer betalen. Het college wil er zes parkeerautomaten plaatsen; het eerste halfuur blijft gratis.

Volgens wethouder Van der Meulen staat het plein nu de hele dag vol met auto's van forenzen. Winkeliers vrezen dat klanten wegblijven.

De gemeenteraad beslist op 22 maart.
""",
        section="Lindewaard",
    )
    case = make(
        "ab-xtd-nl-postbit",
        "real_system",
        "po",
        "nl-a",
        st,
        PartsK(),
        c,
        path="/lindewaard/parkeerautomaten-marktplein.html",
        container="div.lw-forum#wat-vindt-u-ervan: forum-like div.lw-post entries, the reader's column floated left (div.lw-user: avatar, b name, 'Lezer') and the message on the right (div.lw-msg: date 'd-m-Y H:i' and '#pk', div.lw-t text, 'Reageer | Meld misbruik | Waardeer'); replies in div.lw-sub inside their parent's message column, two levels; a login prompt below",
        heading="Wat vindt u ervan?",
        description="A regional daily of 2012: django-comments-xtd server-rendered as forum-like postbits (the reader's column on the left, the message on the right), replies inside the parent's message column; 13 comments (5 replies, the newsroom answering, a chain two levels deep), 'Schande.'.",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "po", "nl-a", st, PartsK(), tree)


def real_cases_ab() -> list[Case]:
    return [
        isso_en_portal(),
        isso_de_ticker(),
        isso_fr_blog(),
        waline_pt_mobile(),
        waline_en_groupblog(),
        xtd_en_postedby(),
        xtd_nl_postbit(),
    ]


__all__ = ["box", "links", "real_cases_ab", "xtd_loops"]
