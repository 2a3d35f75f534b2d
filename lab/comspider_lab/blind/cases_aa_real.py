"""Blind set AA: discussions on the real comment systems the harness runs (Isso, Waline, django-comments-xtd), seeded
with uneven records (long comments of several paragraphs, a dash list, a quoted passage, a bare link, one-word
comments, replies two or three levels deep), embedded in page layouts no earlier set used: Isso below a long read's
endnotes and a corrections box (en), below a data table of municipalities (de), below an interview set as questions
and answers (fr), below a recipe card with a print button (en); Waline below a podcast episode's show notes with
time stamps (es), in the second tile of a CSS grid of tiles (pt), below a product review's verdict box with pros and
cons (en); django-comments-xtd server-rendered with the editor's answers in another wrapper with a badge (en), text
first and the name in a footer after it (nl), with the editors' pick shown above the thread and again in place (it)
(written from memory of the general shape of such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_aa_common import (
    PartsK,
    Story,
    box,
    django_html,
    links,
    make,
    story,
    thread,
    xtd_tree,
)
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

# --------------------------------------------------------------------------- Isso


def isso_en_endnotes() -> Case:
    c = thread(
        """
Margaret Oyelaran | | - | I grew up two streets from the old rope works and I had no idea about half of this.¶My grandmother worked the spinning floor from 1938 until it closed. She never talked about the fire, and now I understand why: the piece says eleven women were hurt that night and the owners paid nothing.¶Thank you for taking the time to go through the parish records. It must have taken months.
Dev | | 0 | Same here. My great-uncle was a carter for them.
Margaret Oyelaran | | 0 | Then they may well have known each other. Small town.
Colin Ashby | | - | Superb.
Harriet Vane-Lowry | | - | A small correction to note 7: the mill pond was filled in 1961, not 1956. The council minutes are online at https://records.harrowdale.example/minutes/1961 (page 14).
Tom | | 4 | The piece already has a correction box for that, just above the comments.
Harriet Vane-Lowry | | 4 | So it does. Apologies, I read it on my phone before lunch.
Pete Marsden | | - | Three things I would like to see in a follow-up:¶– what happened to the workers' cottages on Ropewalk Lane¶– whether the company's ledgers survive anywhere¶– the photographs the museum mentioned but never published¶Happy to lend my father's pictures if they help.
Joy | | - | Fascinating!
"""
    )
    notes = (
        '<div class="kb-notes"><h3>Notes</h3><ol class="kb-endnotes">'
        + "".join(
            f"<li>{t}</li>"
            for t in (
                "Parish register of St Aidan's, burials 1880-1899.",
                "Harrowdale Rope Company, annual report of 1902, county archive.",
                "Interview with a former spinner, recorded in 1979 by the local history society.",
                "The Courier, 14 March 1911, page 3.",
                "Ordnance map of 1912, sheet 47.",
                "Factory inspector's letter of 1921.",
                "Council minutes, 1961 (see the correction below).",
            )
        )
        + "</ol></div>"
        '<div class="kb-fix" style="border-left:4px solid #c90;padding:6px 10px;background:#fff8e6"><b>Correction</b>: an earlier '
        "version of this article said the mill pond was filled in 1956. It was filled in 1961. Note 7 has been updated.</div>"
    )
    block = (
        notes + '<div class="kb-talk" id="have-your-say"><h2>Have your say</h2>' + isso_embed("en") + "</div>"
    )
    st = story(
        "The rope works: a hundred years of the mill that made Harrowdale",
        "By Alison Pryce",
        "2012-09-14T08:00:00+01:00",
        "14 September 2012",
        """
For a hundred years the rope works on the river was the biggest employer in the dale. At its height in 1912 it employed four hundred people, most of them women.

We spent the summer going through parish records, annual reports and the letters of a factory inspector to piece together the mill's story.

The fire of 1921, which destroyed the spinning floor, is still barely spoken about in the town.

The works closed in 1958. The last building was pulled down three years later, and the mill pond filled in.
""",
        section="Towns",
    )
    return make(
        "aa-isso-en-endnotes",
        "real_system",
        "kb",
        "en-a",
        st,
        PartsK(after=block, rail=box("kb", "Most read", links("Flower show|Bypass inquiry|Cricket"))),
        c,
        path="/towns/rope-works-hundred-years",
        container="div.kb-talk#have-your-say (below the long read's numbered endnotes, ol.kb-endnotes, and a correction box, div.kb-fix) > Isso's section#isso-thread, English",
        heading="Have your say",
        description="A county weekly's long read of 2012: Isso (en) below seven numbered endnotes and a correction box; 9 comments (4 replies, all under their top-level comment as Isso shows them): three paragraphs, a dash list, a bare link, one-word comments.",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


def isso_de_datatable() -> Case:
    c = thread(
        """
Reinhard Kolbe | | - | Interessant, dass Oberlenn beim Glasfaser fast bei 90 Prozent ist und Hainbach bei 12. Das ist doch kein Zufall, sondern hängt am Bürgermeister.
Uschi | | 0 | Nein, das hängt am Ausbauvertrag von 2019. Hainbach hat damals nicht unterschrieben.
Reinhard Kolbe | | 0 | Und wer hat nicht unterschrieben? Eben.
Karl-Heinz Stupp | | - | Danke!
Dr. Birgit Amsel | | - | Zur Einordnung der Zahlen in der Tabelle: Die Quote misst „anschließbare Haushalte", nicht tatsächlich angeschlossene. In Oberlenn haben nach Auskunft des Anbieters nur etwa 40 Prozent einen Vertrag abgeschlossen.¶Das ändert die Aussage des Artikels nicht grundsätzlich, aber die Überschrift ist etwas zu optimistisch.¶Die Methodik steht übrigens hier: https://lenntal-daten.example/breitband/methodik
Jens | | - | Wir in Hainbach warten seit vier Jahren. Homeoffice mit 6 Mbit ist ein Witz.
Gabi Roth | | 5 | Geht uns in Unterlenn genauso.
"""
    )
    rows_ = (
        ("Oberlenn", "2.140", "89 %", "2021"),
        ("Unterlenn", "1.870", "34 %", "2023"),
        ("Hainbach", "960", "12 %", "offen"),
        ("Rodewald", "1.310", "67 %", "2022"),
        ("Kessing", "2.600", "71 %", "2022"),
    )
    table = (
        '<figure class="kb-data"><figcaption><b>Glasfaser im Lenntal</b> – anschließbare Haushalte je Gemeinde</figcaption>'
        '<table class="kb-tab" style="border-collapse:collapse;width:100%"><thead><tr><th>Gemeinde</th><th>Haushalte</th><th>Quote</th><th>Ausbau fertig</th></tr></thead><tbody>'
        + "".join("<tr>" + "".join(f"<td>{x}</td>" for x in r) + "</tr>" for r in rows_)
        + '</tbody></table><p class="kb-src">Quelle: Landkreis, Stand Mai 2025. <button type="button">Tabelle sortieren</button></p></figure>'
        '<div class="kb-map" style="height:180px;background:#dde7d6;display:flex;align-items:center;justify-content:center">Karte: Ausbaustand im Lenntal</div>'
    )
    block = table + '<div class="kb-dia" id="mitreden"><h2>Mitreden</h2>' + isso_embed("de") + "</div>"
    st = story(
        "Glasfaser im Lenntal: Oberlenn vorn, Hainbach abgehängt",
        "Von Tobias Wernicke",
        "2025-05-28T06:00:00+02:00",
        "28.05.2025",
        """
Fünf Gemeinden, fünf sehr unterschiedliche Zahlen: Beim Glasfaserausbau liegen im Lenntal Welten zwischen den Orten.

Während in Oberlenn fast neun von zehn Haushalten anschließbar sind, wartet Hainbach noch immer auf den Baubeginn.

Der Landkreis will im Herbst einen neuen Anlauf für die fehlenden Orte nehmen.
""",
        section="Gemeinden",
    )
    return make(
        "aa-isso-de-datatable",
        "real_system",
        "kb",
        "de-a",
        st,
        PartsK(after=block, rail=box("kb", "Meistgelesen", links("Schützenfest|Umgehung|Kreisliga"))),
        c,
        path="/gemeinden/glasfaser-lenntal-vergleich",
        container="div.kb-dia#mitreden (below a data figure: table.kb-tab of five municipalities and a map placeholder) > Isso's section#isso-thread, German",
        heading="Mitreden",
        description="A county paper of 2025: Isso (de) below a data table of municipalities and figures with a sort button and a map placeholder; 7 comments (3 replies, under their top-level comment): three paragraphs with a link, a one-word thanks.",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


def isso_fr_interview() -> Case:
    c = thread(
        """
Sylvie Carrère | | - | Enfin quelqu'un qui parle du métier de berger sans folklore. Merci.
Jean-Marc Pujol | | - | Je ne partage pas tout. Quand elle dit :¶« Le loup n'est pas le problème, c'est l'isolement »¶elle oublie que pour les petits troupeaux les deux vont ensemble. Une attaque, et vous restez seul avec vos bêtes mortes et un dossier d'indemnisation de vingt pages.¶Cela dit, l'entretien est très bien mené.
Claire | | 1 | Je crois qu'elle dit justement la même chose dans la deuxième partie.
Jean-Marc Pujol | | 1 | Possible, je relirai ce soir.
Bruno | | - | Bravo.
Mathilde Escande | | - | Pour ceux que ça intéresse, l'école de bergers dont elle parle a des portes ouvertes le 12 avril.
"""
    )
    qa = (
        '<div class="kb-qa">'
        + "".join(
            f'<p class="kb-q"><b>{q}</b></p><p class="kb-a"><b>Anne Roumégoux :</b> {a}</p>'
            for q, a in (
                (
                    "Pourquoi être devenue bergère à quarante ans ?",
                    "Parce que je m'ennuyais au bureau et que mon grand-père l'était.",
                ),
                ("Le loup vous fait-il peur ?", "Moins que la solitude de l'hiver."),
                (
                    "Que faudrait-il changer ?",
                    "Des aides plus simples, et des jeunes formés sur place.",
                ),
            )
        )
        + "</div>"
    )
    block = '<div class="kb-avis" id="vos-avis"><h2>Vos avis</h2>' + isso_embed("fr") + "</div>"
    st = story(
        "« Le métier de berger, c'est d'abord la solitude »",
        "Propos recueillis par Hélène Baylac",
        "2025-03-02T09:00:00+01:00",
        "2 mars 2025",
        """
Anne Roumégoux garde quatre cents brebis sur le plateau depuis douze ans. Nous l'avons rencontrée à la bergerie, avant la transhumance.

Entretien.
""",
        section="Communes",
    )
    return make(
        "aa-isso-fr-interview",
        "real_system",
        "kb",
        "fr-a",
        st,
        PartsK(
            inbody=qa,
            after=block,
            rail=box("kb", "Les plus lus", links("Foire aux bestiaux|Rugby|Marché de Noël")),
        ),
        c,
        path="/communes/bergere-entretien-plateau",
        container="div.kb-avis#vos-avis (below an interview set as bold questions and answers, p.kb-q / p.kb-a, the interviewee's name before each answer) > Isso's section#isso-thread, French",
        heading="Vos avis",
        description="A valley paper of 2025: Isso (fr) below an interview set as questions and answers with the interviewee's name; 6 comments (2 replies): a comment quoting the interview in its own paragraph, one-word comments.",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


def isso_en_recipe() -> Case:
    c = thread(
        """
Nadia | | - | Made this last night with plums instead of damsons and it worked beautifully.
Graham Wilkes | | - | Yum.
Lottie P. | | - | Can the batter be made the day before? I have guests on Sunday and no time in the morning.
Saltmarsh Ledger Food Desk | | 2 | Yes: keep it covered in the fridge and give it a good whisk before it goes into the hot tin.
Lottie P. | | 2 | Perfect, thank you!
Alan Fairweather | | - | My mother's version, for what it is worth:¶– double the eggs¶– a spoon of brandy in the batter¶– no sugar at all on top¶It comes out much lighter, more like a soufflé. We had it every Sunday in autumn when the damson trees at the back were heavy.
Rosie | | - | Lovely.
Kit Harland | | - | Gas mark?
"""
    )
    card = (
        '<div class="tv-recipe" style="border:2px solid #e3d7c4;padding:16px;border-radius:8px">'
        "<h2>Damson batter pudding</h2><p>Serves 6 · 20 min preparation · 40 min in the oven</p>"
        "<h3>Ingredients</h3><ul><li>500 g damsons, stoned</li><li>3 eggs</li><li>300 ml milk</li><li>120 g plain flour</li><li>2 tbsp sugar</li><li>butter for the tin</li></ul>"
        "<h3>Method</h3><ol><li>Heat the oven to 200°C.</li><li>Whisk eggs, milk and flour to a smooth batter.</li><li>Butter a tin, add the fruit, pour over the batter.</li><li>Bake for 40 minutes until risen and golden.</li></ol>"
        '<button type="button" onclick="window.print()">Print this recipe</button></div>'
    )
    block = '<section class="tv-say" id="cooks-say"><h2>Cooks say</h2>' + isso_embed("en") + "</section>"
    st = story(
        "A batter pudding for the last of the damsons",
        "Words by Ellen Crane",
        "2023-10-06T10:00:00+01:00",
        "6 October 2023",
        """
Every estuary garden seems to have a damson tree that nobody planted, and every October the same question: what to do with all of them?

This pudding is the answer my grandmother gave. It takes twenty minutes of work and tastes of the whole autumn.
""",
        section="Food",
    )
    return make(
        "aa-isso-en-recipe",
        "real_system",
        "tv",
        "en-b",
        st,
        PartsK(
            inbody=card,
            after=block,
            rail=box("tv", "More from the kitchen", links("Crab apple jelly|Oyster season|Sloe gin")),
        ),
        c,
        path="/food/damson-batter-pudding",
        container="section.tv-say#cooks-say (below the article, whose text holds a recipe card with ingredients, method and a print button) > Isso's section#isso-thread, English",
        heading="Cooks say",
        description="An estuary weekly's food page of 2023: Isso (en) below a recipe article with a recipe card; 8 comments (2 replies, the food desk answering): a dash list in a four-paragraph comment, one-word comments, 'Gas mark?'.",
        static=False,
        system="isso",
        check_steps=("wait:2000",),
    )


# --------------------------------------------------------------------------- Waline


def waline_es_podcast() -> Case:
    path = "/cultura/podcast-sierra-episodio-12"
    c = thread(
        """
Lucía Montero | | - | El mejor episodio hasta ahora. La parte del pastor de Valdemanco me hizo llorar.
Paco | | 0 | A mí también. Ese señor debería tener su propio programa.
Fernando Ibarra | | - | Una corrección pequeña: en el minuto 23 decís que la cañada real pasa por Lozoyuela, pero pasa por Sieteiglesias.¶Por lo demás, enhorabuena. Se nota el trabajo de archivo y que habéis ido a los pueblos a hablar con la gente.¶Lo escucho en el coche cada semana camino del trabajo.
Marta R. | | - | ¿Habrá transcripción completa? Mi padre es sordo y le encantaría leerlo.
Isabel Cano | | - | Gracias.
Andrés Vera | | - | Dejo aquí el mapa de la cañada que hizo la asociación: https://canadas-sierra.example/mapa
"""
    )
    notes = (
        '<section class="kb-show"><h2>Notas del episodio</h2><ul class="kb-stamps">'
        + "".join(
            f"<li><b>{t}</b> {x}</li>"
            for t, x in (
                ("00:00", "Presentación"),
                ("04:12", "El último pastor trashumante de Valdemanco"),
                ("17:40", "La cañada real y sus descansaderos"),
                ("31:05", "Qué queda de la trashumancia hoy"),
            )
        )
        + '</ul><p>Música: Banda municipal de Bustarviejo. Edición: Raúl Sanz.</p><p><a href="/podcast/transcripcion-12">Leer la transcripción</a></p></section>'
    )
    block = (
        notes
        + '<section class="kb-oyentes" id="oyentes"><h2>Los oyentes opinan</h2><div id="wl-es"></div></section>'
    )
    player = '<div class="kb-player" style="background:#222;color:#fff;padding:10px;border-radius:4px">▶ Episodio 12 · 38:20 <span>━━━━━━━━━━━━</span> <a style="color:#fff" href="/podcast/12.mp3">Descargar</a></div>'
    script = waline_embed("'#wl-es'", path, "es") + "<script>mountWaline();</script>"
    st = story(
        "Podcast «Sierra adentro», episodio 12: la última trashumancia",
        "Por Nuria Beltrán",
        "2025-06-19T07:00:00+02:00",
        "19/06/2025",
        """
En el duodécimo episodio de nuestro podcast acompañamos a uno de los últimos pastores que todavía suben el ganado a pie por la cañada real.

Hablamos también con la asociación que intenta recuperar los descansaderos.
""",
        section="Cultura",
    )
    return make(
        "aa-waline-es-podcast",
        "real_system",
        "kb",
        "es-a",
        st,
        PartsK(
            head=WALINE_CSS,
            lead=player,
            after=block,
            rail=box("kb", "Lo más leído", links("Fiestas patronales|Incendio|Fútbol regional")),
            end=script,
        ),
        c,
        path=path,
        container="section.kb-oyentes#oyentes (below a podcast episode's show notes with time stamps, ul.kb-stamps, credits and a transcript link) > div#wl-es: Waline, Spanish",
        heading="Los oyentes opinan",
        description="A sierra paper's podcast page of 2025: an audio player, Waline (es) below the episode's show notes with time stamps; 6 comments (1 reply): three paragraphs, a bare link, a one-word thanks.",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


def waline_pt_tiles() -> Case:
    path = "/freguesias/ponte-pedonal-aberta"
    c = thread(
        """
Rui Carvalho | | - | Finalmente! Atravessei hoje de manhã com a minha filha para a escola, são cinco minutos em vez de vinte.
Teresa | | 0 | E à noite tem boa iluminação?
Rui Carvalho | | 0 | Tem, passei lá às nove e estava bem iluminada.
Manuel Sousa Pinto | | - | Obra bonita, mas 2,3 milhões por uma ponte pedonal parece-me muito dinheiro para um concelho tão pequeno.¶Gostava de saber quanto custou a manutenção da ponte velha nos últimos dez anos, para comparar.
Ana | | - | Boa! 👏
Joaquim Ferraz | | - | Parabéns à junta.
"""
    )
    tiles = (
        '<div class="tv-tiles" style="display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:18px">'
        '<div class="tv-tile" style="background:#f4efe6;padding:14px"><h3>Em números</h3><p>86 metros · 2,3 milhões de euros · 14 meses de obra</p></div>'
        '<div class="tv-tile" id="conversa" style="background:#fff;border:1px solid #ddd;padding:14px;grid-row:span 2"><h3>Conversa</h3><div id="wl-pt"></div></div>'
        '<div class="tv-tile" style="background:#f4efe6;padding:14px"><h3>Horário</h3><p>Aberta 24 horas. Iluminação das 19h às 7h.</p></div>'
        "</div>"
    )
    script = waline_embed("'#wl-pt'", path, "pt-PT") + "<script>mountWaline();</script>"
    st = story(
        "Ponte pedonal sobre a ribeira abre ao público",
        "Texto de Carla Moutinho",
        "2024-09-30T09:00:00+01:00",
        "30 de setembro de 2024",
        """
A nova ponte pedonal que liga as duas margens da ribeira abriu esta segunda-feira. A travessia encurta em quinze minutos o caminho para a escola básica.

A obra foi paga em grande parte com fundos europeus.
""",
        section="Freguesias",
    )
    return make(
        "aa-waline-pt-tiles",
        "real_system",
        "tv",
        "pt-a",
        st,
        PartsK(
            head=WALINE_CSS,
            after=tiles,
            rail=box("tv", "Mais lidas", links("Feira anual|Incêndio|Futsal")),
            end=script,
        ),
        c,
        path=path,
        container="div.tv-tiles (a CSS grid of tiles below the article: figures, the discussion tile spanning two rows, opening hours) > div.tv-tile#conversa > div#wl-pt: Waline, Portuguese (Portugal)",
        heading="Conversa",
        description="A Portuguese municipal paper of 2024: Waline (pt-PT) in the second tile of a two-column CSS grid of tiles below the article, beside tiles of figures and opening hours; 6 comments (2 replies): two paragraphs, 'Boa! 👏', a one-line thanks.",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


def waline_en_review() -> Case:
    path = "/ideas/review-the-quiet-harbour-e-reader"
    c = thread(
        """
Sam Okafor | | - | Bought one after your review of the previous model and the battery really does last a month.
Ingrid | | - | The page turn buttons are the reason I keep my old one. Glad they are back.
Theo Blackwood | | - | I disagree with the verdict on the front light. On mine the bottom edge is visibly warmer than the top, and the shop said that is within tolerance.¶If you read in bed with the light on its lowest setting it is the first thing you notice.¶Otherwise a good device, but I would not give it four and a half stars.
Priya N. | | 2 | Mine has the same. I returned it and the replacement is fine, so it may be a batch problem.
Theo Blackwood | | 2 | Good to know, I will try an exchange.
Mo | | - | Meh.
"""
    )
    verdict = (
        '<aside class="tv-verdict" style="border:2px solid #1a1a1a;padding:16px;margin:20px 0">'
        "<p><b>Verdict: ★★★★½</b></p>"
        '<div style="display:flex;gap:20px"><div><b>For</b><ul><li>A month of battery</li><li>Page buttons</li><li>Warm light</li></ul></div>'
        "<div><b>Against</b><ul><li>Slow store</li><li>No audiobooks</li></ul></div></div>"
        "<p>£139 · tested for six weeks</p></aside>"
    )
    block = (
        verdict
        + '<section class="tv-readers" id="readers-take"><h2>Readers\' take</h2><div id="wl-en"></div></section>'
    )
    script = waline_embed("'#wl-en'", path, "en") + "<script>mountWaline();</script>"
    st = story(
        "Review: the Quiet Harbour e-reader gets its buttons back",
        "By Joel Marr",
        "2024-02-11T12:00:00+00:00",
        "11 February 2024",
        """
The new Quiet Harbour is the first e-reader in years that has made me put my phone away in the evenings.

The physical page buttons are back, the front light is warmer, and the battery lasted me almost five weeks.
""",
        section="Ideas",
    )
    return make(
        "aa-waline-en-review",
        "real_system",
        "tv",
        "en-c",
        st,
        PartsK(
            head=WALINE_CSS,
            after=block,
            rail=box("tv", "More reviews", links("Noise cancelling headphones|A pocket camera|Desk lamps")),
            end=script,
        ),
        c,
        path=path,
        container="section.tv-readers#readers-take (below a review's verdict box with stars, pros and cons and a price, aside.tv-verdict) > div#wl-en: Waline, English",
        heading="Readers' take",
        description="A culture magazine's product review of 2024: Waline (en) below the verdict box (stars, for and against lists, price); 6 comments (2 replies): a three-paragraph comment, 'Meh.'.",
        static=False,
        system="waline",
        check_steps=("wait:2500",),
    )


# --------------------------------------------------------------------------- django-comments-xtd


def _django(case: Case, template: str, key: str, st: Story, parts: PartsK, tree: str) -> Case:
    case.server = "django"
    case.html = django_html(template, key, st, parts, tree)
    return case


def xtd_en_editor_badge() -> Case:
    editor = "Fiona Halloran (Editor)"
    c = thread(
        f"""
Bernard Keogh | | - | Why has it taken two years and a petition of 1,400 names to get one crossing outside a primary school? Every parent on that road has a near-miss story.¶The council's own traffic survey said in 2022 that the road was over capacity at school times.
{editor} | | 0 | Bernard, we asked the council exactly that. Their answer is in the fourth paragraph: the crossing had to wait for the resurfacing contract. We will keep asking.
Bernard Keogh | | 1 | Appreciated. Keep at them.
Sue | | - | Finally.
Gareth Price | | - | Credit where it is due to the two mums who started the petition. Nobody else was going to do it.
{editor} | | - | A note for readers: the council's consultation on the speed limit is open until 30 June at https://harrowdale-council.example/consult/school-lane
Linda M. | | 5 | Thank you, just filled it in.
"""
    )

    def item(v: str) -> str:
        staff = f"{v}.name == '{editor}'"
        return (
            f'<div class="hc-e{{% if {staff} %}} hc-desk{{% endif %}}">'
            f'{{% if {staff} %}}<aside class="hc-from-desk" style="background:#eef3fb;border-left:4px solid #1f4e8c;padding:8px">'
            f'<p class="hc-h"><b>{{{{ {v}.name }}}}</b> <span class="hc-badge" style="background:#1f4e8c;color:#fff;font-size:11px;padding:1px 5px">EDITOR</span> '
            f'<span class="hc-d">{{{{ {v}.submit_date|date:"j M Y H:i" }}}}</span></p>{{{{ {v}.comment|urlize|linebreaks }}}}</aside>'
            f'{{% else %}}<p class="hc-h"><img src="@@MAIN@@/_avatar/{{{{ {v}.pk }}}}.svg" alt="" width="32" height="32"> <b>{{{{ {v}.name }}}}</b> '
            f'<span class="hc-d">{{{{ {v}.submit_date|date:"j M Y H:i" }}}}</span></p><div class="hc-t">{{{{ {v}.comment|urlize|linebreaks }}}}</div>'
            '<p class="hc-act"><a href="#hc-form">Reply</a> · <a href="#hc-flag">Flag</a></p>{% endif %}'
        )

    tree = (
        '<div class="hc" id="readers-say"><h2>Readers say</h2>'
        + xtd_tree(item, ('<div class="hc-re" style="margin-left:32px">', "</div>")).replace(
            "{% endfor %}", "</div>{% endfor %}"
        )
        + "</div>"
    )
    st = story(
        "Crossing outside Dale Road school approved after two-year campaign",
        "By Martin Lowe",
        "2025-06-03T07:30:00+01:00",
        "3 June 2025",
        """
A zebra crossing will be built outside Dale Road primary school this summer, two years after parents started a petition.

The county council approved the crossing on Monday. Work will start in the school holidays.

A council spokesperson said the crossing had to wait for the resurfacing contract for the whole road.
""",
        section="Towns",
    )
    rail = box("kb", "Most read", links("Gala day|Bus cuts|Rugby league"))
    case = make(
        "aa-xtd-en-editor-badge",
        "real_system",
        "kb",
        "en-a",
        st,
        PartsK(rail=rail),
        c,
        path="/towns/dale-road-crossing-approved.html",
        container="div.hc#readers-say: div.hc-e entries (p.hc-h: avatar, b name, span.hc-d 'j M Y H:i'; div.hc-t text; 'Reply · Flag'); the editor's entries another wrapper, aside.hc-from-desk with an 'EDITOR' badge and no avatar or actions; replies in div.hc-re inside their parent's, three levels",
        heading="Readers say",
        description="A county weekly of 2025: django-comments-xtd server-rendered, the editor's two entries (an answer and a note at the top level) in another wrapper with an 'EDITOR' badge; 7 comments (3 replies, one chain three levels deep): two paragraphs, a link, 'Finally.'.",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "kb", "en-a", st, PartsK(rail=rail), tree)


def xtd_nl_signature() -> Case:
    c = thread(
        """
Wim Kroon | | - | Als die molen echt weer gaat malen, kom ik met mijn kleinzoon kijken. Ik heb er als jongen nog meel gehaald.
Els | | 0 | Wat mooi. Mijn vader was de laatste molenaar, in 1968.
Wim Kroon | | 1 | Dan heb ik uw vader nog gekend, Els! Jan Ruygrok toch?
Jeroen Bakels | | - | Top.
Marijke de Graaf | | - | Het artikel noemt de vrijwilligers niet bij naam, maar zonder hen was er niets gebeurd:¶– de mensen van de molenstichting¶– de jongens van de timmerschool¶– en de bakker die het eerste meel gaat afnemen¶Hulde.
Kees | | - | Wanneer is de open dag precies?
"""
    )

    def item(v: str) -> str:
        return (
            f'<div class="vb-r"><div class="vb-t">{{{{ {v}.comment|urlize|linebreaks }}}}</div>'
            f'<footer class="vb-s">— {{{{ {v}.name }}}}, {{{{ {v}.submit_date|date:"d-m-Y" }}}} · <a href="#vb-form">reageer</a></footer>'
        )

    tree = (
        '<section class="vb" id="wat-vindt-u"><h2>Uw mening</h2>'
        + xtd_tree(
            item,
            (
                '<div class="vb-op" style="margin-left:28px;border-left:2px solid #ccc;padding-left:10px"><p class="vb-op-h">Reacties hierop:</p>',
                "</div>",
            ),
        ).replace("{% endfor %}", "</div>{% endfor %}")
        + "</section>"
    )
    st = story(
        "Molen De Hoop maalt na vijftig jaar weer graan",
        "Door Ilse Vermeulen",
        "2025-04-24T08:00:00+02:00",
        "24 april 2025",
        """
Na vijftig jaar stilstand maalt korenmolen De Hoop vanaf mei weer graan. Vrijwilligers hebben drie jaar aan de restauratie gewerkt.

Op de open dag in mei kunnen bezoekers het eerste meel kopen.
""",
        section="Dorpen",
    )
    rail = box("tv", "Meest gelezen", links("Kermis|Nieuwe sluis|Korfbal"))
    case = make(
        "aa-xtd-nl-signature",
        "real_system",
        "tv",
        "nl-a",
        st,
        PartsK(rail=rail),
        c,
        path="/dorpen/molen-de-hoop-maalt-weer.html",
        container="section.vb#wat-vindt-u: div.vb-r entries, the text first (div.vb-t) and the name after it in a footer ('— name, d-m-Y · reageer'); replies in div.vb-op under a 'Reacties hierop:' label inside their parent's, three levels",
        heading="Uw mening",
        description="A peat-district paper of 2025: django-comments-xtd server-rendered text first, the name in a footer line after the text, replies under a 'Reacties hierop:' label; 6 comments (2 replies, one chain three levels deep): a dash list, 'Top.'.",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "tv", "nl-a", st, PartsK(rail=rail), tree)


def xtd_it_pick() -> Case:
    c = thread(
        """
Gianni Ferrarini | | - | Abito a Casalpiano da sessant'anni: il mercato del giovedì è l'unica occasione in cui vedo gente in piazza.
Rosanna Lodi | | - | Spostarlo nel parcheggio dell'ipermercato vuol dire ucciderlo. Lo dico da ambulante: in piazza vendevo il doppio.¶Il Comune parla di sicurezza, ma in vent'anni non c'è mai stato un incidente.¶Firmerò la petizione e spero lo facciano in tanti.
Piero | | 1 | Firmata ieri in edicola.
Anna Rizzi | | 1 | Ha ragione, signora Lodi. Anche mia madre ci va solo per fare due chiacchiere.
Vittorio | | - | Bene.
Lucia Barbieri | | - | Qualcuno sa se il consiglio comunale di martedì è aperto al pubblico?
Piero | | 5 | Sì, alle 21 in sala consiliare.
"""
    )

    def item(v: str) -> str:
        return (
            f'<div class="gb-v"><p class="gb-h"><b class="gb-n">{{{{ {v}.name }}}}</b> · <span class="gb-d">{{{{ {v}.submit_date|date:"d/m/Y H:i" }}}}</span></p>'
            f'<div class="gb-x">{{{{ {v}.comment|urlize|linebreaks }}}}</div><p class="gb-a"><a href="#gb-form">Rispondi</a></p>'
        )

    pick = (
        "{% get_xtdcomment_tree for article as tree %}{% with f=tree.1 %}"
        '<div class="gb-scelta" style="background:#fff6d8;border:1px solid #e8c95a;padding:10px;margin-bottom:16px">'
        '<p class="gb-scelta-h">★ La scelta della redazione</p>'
        '<p class="gb-h"><b class="gb-n">{{ f.comment.name }}</b> · <span class="gb-d">{{ f.comment.submit_date|date:"d/m/Y H:i" }}</span></p>'
        '<div class="gb-x">{{ f.comment.comment|urlize|linebreaks }}</div></div>{% endwith %}'
    )
    tree = (
        '<section class="gb" id="dite-la-vostra"><h2>Dite la vostra</h2>'
        + pick
        + xtd_tree(item, ('<div class="gb-ri" style="margin-left:30px">', "</div>")).replace(
            "{% endfor %}", "</div>{% endfor %}"
        )
        + "</section>"
    )
    st = story(
        "Casalpiano, il mercato del giovedì lascia la piazza",
        "di Matteo Guidetti",
        "2025-02-12T08:00:00+01:00",
        "12 febbraio 2025",
        """
Dal primo aprile il mercato settimanale di Casalpiano non si terrà più in piazza Garibaldi ma nel parcheggio di via Emilia.

La giunta parla di sicurezza e di vie di fuga. Gli ambulanti hanno già raccolto trecento firme contro lo spostamento.
""",
        section="Comuni",
    )
    rail = box("kb", "I più letti", links("Nebbia in tangenziale|Fiera del maiale|Basket"))
    case = make(
        "aa-xtd-it-pick",
        "real_system",
        "kb",
        "it-a",
        st,
        PartsK(rail=rail),
        c,
        path="/comuni/casalpiano-mercato-lascia-piazza.html",
        container="section.gb#dite-la-vostra: a box div.gb-scelta '★ La scelta della redazione' repeating the second top-level entry (name, date, text) above the thread; then div.gb-v entries (p.gb-h: b name · date 'd/m/Y H:i'; div.gb-x text; 'Rispondi'); replies in div.gb-ri inside their parent's",
        heading="Dite la vostra",
        description="A lowland daily of 2025: django-comments-xtd server-rendered with the editors' pick (the second top-level comment) shown in a box above the thread and again in its place; 7 comments (3 replies): three paragraphs, 'Bene.'.",
        static=True,
        system="django-comments-xtd",
    )
    return _django(case, "kb", "it-a", st, PartsK(rail=rail), tree)


def real_cases_aa() -> list[Case]:
    return [
        isso_en_endnotes(),
        isso_de_datatable(),
        isso_fr_interview(),
        isso_en_recipe(),
        waline_es_podcast(),
        waline_pt_tiles(),
        waline_en_review(),
        xtd_en_editor_badge(),
        xtd_nl_signature(),
        xtd_it_pick(),
    ]
