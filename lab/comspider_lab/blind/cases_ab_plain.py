"""Blind set AB: pages without any reader comment (truth zero), each with the era's furniture and a list of names,
dates and short texts that are not reader comments on the article, of kinds sets Z and AA (and the sets before them,
as their "What was avoided" lists say) did not use: the week's planning applications beside "Comments are closed"
(en); racing tipsters' selections above "Be the first to comment" and its form (en); a match's player ratings on a
page with no discussion at all (en); a group blog's contributors above "No responses yet" and its form (en); analysts'
ratings of a company on a business page with no discussion (de); transfer rumours on a mobile sports page above "Sé el
primero en comentar" (es); a readers' prize draw's winners above "I commenti sono chiusi" (it); club news sent in by
the clubs' secretaries, in a 2009 table layout, with no discussion (nl) (written from memory of the general shape of
such pages, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ab_common import (
    PartsK,
    Story,
    avatar,
    body,
    esc,
    make,
    reply_form,
    story,
    thread,
)
from comspider_lab.blind.model import Case


def _page(
    cid: str,
    template: str,
    key: str,
    st: Story,
    parts: PartsK,
    *,
    path: str,
    container: str,
    kind_label: str,
    description: str,
) -> Case:
    return make(
        cid,
        "lookalike",
        template,
        key,
        st,
        parts,
        [],
        path=path,
        container=container,
        heading=None,
        description=description,
        lookalikes=(kind_label,),
    )


# --------------------------------------------------------------------------- en: planning applications, closed


def en_closed_planning() -> Case:
    e = thread(
        """
Mr D. Hartley | 27 Feb 2012 | - | Two-storey rear extension and a new dormer window at 14 Pell Street, Brackwater.
Brackwater Athletic FC | 27 Feb 2012 | - | Floodlights on four 18-metre columns at the Cobb Lane ground.
Mrs A. Nuttall | 28 Feb 2012 | - | Change of use of the ground floor from a shop to a hot food takeaway, 3 Market Row.
Vale Homes Ltd | 28 Feb 2012 | - | Ninety dwellings with access from Mardley Lane on the site of the former dairy, with a play area and balancing pond.
Mr and Mrs K. Osei | 29 Feb 2012 | - | Felling of a sycamore protected by a tree preservation order, 22 The Crescent. The tree is said to be undermining the garden wall.
St Barnabas PCC | 1 Mar 2012 | - | Replacement of the lych gate roof in natural stone slate.
Mr P. Lumb | 2 Mar 2012 | - | Conversion of a barn at Hill Top Farm into two holiday cottages.
"""
    )
    items = "".join(
        f'<div class="pa-e"><p class="pa-hd"><b class="pa-n">{esc(x.author)}</b> · <span class="pa-d">Received {esc(x.when)}</span></p>'
        f'<div class="pa-x">{body(x.text)}</div><p class="pa-ref"><small>Ref 12/0{210 + i}/FUL · <a href="/planning/12-0{210 + i}">View plans</a> · <a href="/planning/object">Object or support</a></small></p></div>'
        for i, x in enumerate(e)
    )
    block = (
        '<div class="pa-box" id="planning-week"><h3>This week\'s planning applications</h3>'
        "<p><small>Applications received by Brackwater Council. Representations can be made for 21 days.</small></p>"
        + items
        + "</div>"
        + '<div class="po-closed"><h3>Comments</h3><p>Comments are now closed on this article.</p></div>'
    )
    st = story(
        "Residents fight plans for 90 homes on Mardley dairy site",
        "By Helen Marr, Local Government Reporter",
        "2012-03-05T07:00:00+00:00",
        "Monday, March 5, 2012",
        """
More than 200 residents packed Mardley village hall last night to oppose plans for 90 homes on the site of the former dairy.

Vale Homes says the scheme would bring a play area, a new footpath and £300,000 towards the village school. Residents say Mardley Lane cannot take the traffic.

The application will be decided by the planning committee in April.
""",
        section="Local",
    )
    return _page(
        "ab-la-en-closed-planning",
        "po",
        "en-post",
        st,
        PartsK(after=block),
        path="/news/local/residents-fight-mardley-dairy-homes",
        container="div.pa-box#planning-week below the article: div.pa-e entries (p.pa-hd: b.pa-n applicant, 'Received 27 Feb 2012'; div.pa-x the proposal; 'Ref … · View plans · Object or support'); then 'Comments are now closed on this article.'",
        kind_label="the week's planning applications: applicant, date received, the proposal",
        description="A regional daily of 2012, comments closed on the article: below it, the week's seven planning applications (applicant, date received, a one- or two-sentence proposal, reference links); the portal's furniture (most read, most commented with counts, a poll, the weather).",
    )


# --------------------------------------------------------------------------- en: tipsters, "Be the first"


def en_first_tipsters() -> Case:
    e = thread(
        """
Frank Mellor, The Major | Sat 10 Mar | - | NAP: Copper Lantern (2.40). Won this race last year and the soft ground will suit him again.¶Next best: Harbour Light (3.15).
Julie Sagar | Sat 10 Mar | - | NAP: Dancing Sleet (1.50). The trainer is in flying form, three winners from his last five runners.
Len Ibbitson | Sat 10 Mar | - | NAP: Moorland Echo (4.25), each way. A big price for a horse that was only beaten a neck at Thornby.
Ray Dobson | Sat 10 Mar | - | NAP: Copper Lantern (2.40). Hard to look past him.
Adele Crabtree | Sat 10 Mar | - | NAP: Stable Whisper (3.50). Drops in class and has a good draw.
Echo Form Guide | Sat 10 Mar | - | NAP: Harbour Light (3.15). Top rated on form figures over the last twelve months.
"""
    )
    items = "".join(
        f'<div class="tp-e">{avatar("tp", x.author, 44)}<h4 class="tp-n">{esc(x.author)}</h4><span class="tp-d">{esc(x.when)}</span>'
        f'<div class="tp-x">{body(x.text)}</div><p class="tp-rec"><small>Last 30 days: {12 + 3 * i} winners from 60</small></p></div>'
        for i, x in enumerate(e)
    )
    block = (
        '<div class="tp-panel" id="tipsters"><h3>Our tipsters</h3>' + items + "</div>"
        '<div class="po-first"><h3>Comments (0)</h3><p>Be the first to comment on this story.</p></div>'
        + reply_form("en", "po")
    )
    st = story(
        "Spring Cup preview: Copper Lantern the one to beat",
        "By Barry Oddie, Racing Correspondent",
        "2012-03-09T08:00:00+00:00",
        "Friday 9 March 2012",
        """
Last year's winner Copper Lantern heads a field of fourteen for the Kelmarsh Spring Cup on Saturday, the richest race of the year at the town's course.

Soft ground is forecast after a wet week, which should suit the top weight. The first race is at 1.30pm and the Cup is off at 3.50pm.

Free buses run from the market square every twenty minutes from noon.
""",
        section="Racing",
    )
    return _page(
        "ab-la-en-first-tipsters",
        "po",
        "en-sport",
        st,
        PartsK(after=block),
        path="/sport/racing/spring-cup-preview",
        container="div.tp-panel#tipsters below the article: div.tp-e entries (avatar, h4.tp-n tipster, span.tp-d 'Sat 10 Mar', div.tp-x the nap and a note, 'Last 30 days: n winners'); then 'Comments (0) Be the first to comment on this story.' and an empty form with its rules",
        kind_label="racing tipsters' selections: tipster, day, nap and a note",
        description="A town paper's racing page of 2012 with no comment yet: six tipsters' selections (avatar, name, day, the nap and a sentence or two) above 'Be the first to comment on this story.' and the reply form.",
    )


# --------------------------------------------------------------------------- en: player ratings, no discussion


def en_ratings() -> Case:
    e = thread(
        """
Sam Fretwell | 6 | - | Could do nothing about either goal and made a fine save from the penalty rebound.
Josh Kirkham | 5 | - | Caught out by the pace of their winger all afternoon.
Adam Greenhalgh | 7 | - | Solid. Won almost everything in the air.
Liam Tordoff | 6 | - | Steady, until a loose pass led to their first goal.
Reece Holroyd | 5 | - | Booked early and played the rest of the game on the edge.
Danny Ryder | 8 | - | Scored one and made the other. Man of the match by a distance.
Carl Moxon | 6 | - | Worked hard in midfield without much reward.
Tom Brierley | 6 | - | Tidy, kept the ball well.
Jamie Lofthouse | 5 | - | Quiet. Replaced on 70 minutes.
Kieran Slater | 7 | - | Led the line well and set up the equaliser with a clever flick.
Matty Crabb | 6 | - | Took his goal well but missed a good chance just after the break.
"""
    )
    items = "".join(
        f'<div class="pr-e"><div class="pr-hd"><b class="pr-n">{esc(x.author)}</b> <span class="pr-s">{esc(x.when)}</span></div>'
        f'<div class="pr-x">{body(x.text)}</div></div>'
        for x in e
    )
    block = (
        '<div class="pr-table" id="player-ratings"><h3>Player ratings</h3>'
        + items
        + '<p class="pr-sub"><small>Subs: Oakes (for Lofthouse, 70) 6, Pilling (for Crabb, 85) n/a.</small></p></div>'
    )
    st = story(
        "Thornby Athletic 2 Kelmarsh Town 2: Ryder rescues a point",
        "By Neil Hepworth",
        "2012-02-26T17:20:00+00:00",
        "Sunday 26 February 2012",
        """
Danny Ryder's late equaliser earned Kelmarsh Town a deserved point at Thornby, ending a run of three straight defeats.

Town fell behind twice, first to a goal that came from a loose pass in midfield and then to a penalty rebound, but never stopped pressing.

Ryder, eighteen, scored with eight minutes left after a clever flick from Kieran Slater.
""",
        section="Town FC",
    )
    return _page(
        "ab-la-en-ratings",
        "po",
        "en-sport",
        st,
        PartsK(after=block),
        path="/sport/town-fc/thornby-2-kelmarsh-2",
        container="div.pr-table#player-ratings below the article: div.pr-e entries (div.pr-hd: b.pr-n player, span.pr-s the mark; div.pr-x a sentence); no discussion on the page",
        kind_label="a match's player ratings: player, mark, a sentence",
        description="A town paper's match report of 2012 with no discussion at all: eleven player ratings (name, a mark out of ten, a sentence) below the article, the sports portal's furniture (left column, most read, most commented, a poll).",
    )


# --------------------------------------------------------------------------- en: contributors, "No responses yet"


def en_contributors() -> Case:
    e = thread(
        """
Hattie Crane | Writing here since March 2007 | - | Edits the zine and folds faster than anyone. Lives by the canal with two cats.
Owen Lacey | Writing here since March 2007 | - | Draws the maps. Has never once finished a drawing on time.
Sol Amberley | Writing here since June 2008 | - | Records, radio and the occasional rant about both.
Bernadette Quill | Writing here since January 2009 | - | Reads everything, reviews some of it.
Neil Farrant | Writing here since September 2009 | - | Photographs. Knows the photocopier better than its makers.
Ruth Penhaligon | Writing here since May 2010 | - | Gardens, stamps and letters. Our only member with neat handwriting.
Amos Trelawney | Writing here since February 2011 | - | The newest of us. Writes about walking.
"""
    )
    items = "".join(
        f'<div class="cb-e">{avatar("cb", x.author, 48)}<p class="cb-hd"><b class="cb-n">{esc(x.author)}</b> <span class="cb-d">{esc(x.when)}</span></p>'
        f'<div class="cb-x">{body(x.text)}</div><p class="cb-more"><a href="/author/{i + 1}/">All posts by {esc(x.author.split()[0])}</a></p></div>'
        for i, x in enumerate(e)
    )
    block = (
        '<div class="cb-list" id="who-made-it"><h3>Who made issue nineteen</h3>'
        + items
        + "</div>"
        + '<div class="bg-none"><h3>No responses yet</h3></div>'
        + reply_form("en", "bg", heading="Leave a Reply")
    )
    st = story(
        "Issue nineteen is out",
        "Hattie Crane",
        "2012-02-12T10:00:00+00:00",
        "February 12, 2012",
        """
Two hundred copies, forty pages, one broken stapler. Issue nineteen is in the shops that still take us and in the post to everyone on the list.

This time there are maps of the old tram routes, a long piece about a paper mill and a centre spread of seed packets from the seventies.

If your copy has not arrived by the end of the week, let us know.
""",
        section="The zine",
    )
    return _page(
        "ab-la-en-contributors",
        "bg",
        "en-group",
        st,
        PartsK(after=block),
        path="/2012/02/issue-nineteen-is-out",
        container="div.cb-list#who-made-it below the post: div.cb-e entries (avatar, p.cb-hd: b.cb-n name, span.cb-d 'Writing here since March 2007'; div.cb-x a one-line bio; 'All posts by …'); then 'No responses yet' and a 'Leave a Reply' form",
        kind_label="a group blog's contributors: name, writing since, a bio",
        description="A group blog of 2012 with no response to the post: the seven contributors (avatar, name, 'Writing here since …', a one-line bio) below it, then 'No responses yet' and the reply form; the blog's sidebar.",
    )


# --------------------------------------------------------------------------- de: analysts' ratings, no discussion


def de_analysts() -> Case:
    e = thread(
        """
Dr. Matthias Brunckhorst, Hanseatische Privatbank | 02.03.2012 | - | Kaufen, Kursziel 48 Euro. Der Auftragseingang aus Osteuropa überrascht positiv, die Marge dürfte weiter steigen.
Claudia Renner, Landesbank Nord | 02.03.2012 | - | Halten, Kursziel 41 Euro. Gute Zahlen, aber die Aktie ist nach dem Anstieg fair bewertet.
Tobias Quandtmeyer, Elbtal Research | 01.03.2012 | - | Kaufen. Unterschätzt wird das Ersatzteilgeschäft, das kaum konjunkturabhängig ist.
Sven Ohlendorf, Geest Capital | 29.02.2012 | - | Verkaufen, Kursziel 33 Euro. Die Abhängigkeit von den Agrarpreisen bleibt das größte Risiko.
Ingrid Wendland, Börsenbrief Nordheide | 28.02.2012 | - | Halten.
Jan-Hendrik Brammer, Deichbank | 27.02.2012 | - | Kaufen, Kursziel 46 Euro. Die neue Halle in Kettenbrück verdoppelt die Kapazität ab 2013.¶Wir heben unsere Schätzungen für 2012 und 2013 an.
"""
    )
    items = "".join(
        f'<div class="an-e"><div class="an-hd"><b class="an-n">{esc(x.author)}</b> <span class="an-d">{esc(x.when)}</span></div>'
        f'<div class="an-x">{body(x.text)}</div></div>'
        for x in e
    )
    block = (
        '<div class="an-box" id="analysten"><h3>Das sagen die Analysten</h3>'
        + items
        + '<p class="an-hinweis"><small>Keine Anlageberatung. Quelle: Angaben der Banken.</small></p></div>'
        '<div class="an-kurs"><b>Hollmann Landtechnik</b> 42,15 € <span style="color:green">+3,8 %</span> · Stand 02.03.2012, 17:35 Uhr</div>'
    )
    st = story(
        "Landmaschinenbauer Hollmann hebt die Prognose an",
        "Von Kerstin Mahnke",
        "2012-03-02T16:00:00+01:00",
        "02.03.2012",
        """
Der Landmaschinenbauer Hollmann aus Kettenbrück hebt nach einem starken Jahresauftakt seine Prognose an. Der Umsatz soll 2012 um zwölf Prozent auf 310 Millionen Euro steigen.

Vor allem Mähdrescher für Betriebe in Osteuropa sind gefragt. Das Unternehmen will in diesem Jahr 40 neue Mitarbeiter einstellen.

Die Aktie legte am Freitag fast vier Prozent zu.
""",
        section="Wirtschaft",
    )
    return _page(
        "ab-la-de-analysts",
        "po",
        "de-a",
        st,
        PartsK(after=block),
        path="/wirtschaft/hollmann-hebt-prognose-an",
        container="div.an-box#analysten below the article: div.an-e entries (div.an-hd: b.an-n analyst and bank, span.an-d '02.03.2012'; div.an-x the rating and a sentence or two); a share price line; no discussion on the page",
        kind_label="analysts' ratings of a company: analyst and bank, date, rating and reasons",
        description="A regional daily's business page of 2012 with no discussion at all: six analysts' ratings of a local company (analyst and bank, date, 'Kaufen, Kursziel 48 Euro' and a reason, one just 'Halten.') below the article; a ticker, the portal's furniture.",
    )


# --------------------------------------------------------------------------- es: transfer rumours, mobile, "Sé el primero"


def es_fichajes() -> Case:
    e = thread(
        """
Rubén Alcázar | 14 de mayo | - | El delantero del Torrealba interesa para reforzar el ataque en Tercera. Según fuentes del club, ya hay una primera oferta.
Iker Santamaría | 13 de mayo | - | El lateral izquierdo renovaría por dos temporadas más. Falta la firma.
Álvaro Pizarro | 12 de mayo | - | Suena como refuerzo para el centro del campo. Jugó cedido la temporada pasada en un equipo de la capital.
Chema Robledo | 12 de mayo | - | El capitán se lo piensa: tiene 34 años y una oferta para entrenar a los juveniles.
Dani Ocaña | 11 de mayo | - | Vuelve a casa. Según su entorno, quiere terminar su carrera en Valdemora.
Samuel Reyes | 10 de mayo | - | Portero. Lo sigue el secretario técnico desde enero.
Hugo Benavente | 9 de mayo | - | Descartado.
"""
    )
    items = "".join(
        f'<div class="fj-e"><p class="fj-hd"><b class="fj-n">{esc(x.author)}</b> <span class="fj-d">{esc(x.when)}</span></p><div class="fj-x">{body(x.text)}</div></div>'
        for x in e
    )
    block = (
        '<div class="mo-box fj-box" id="rumores"><h3 class="mo-box-h">Rumores de fichajes</h3>'
        + items
        + "</div>"
        '<div class="mo-box"><h3 class="mo-box-h">Comentarios</h3><p>Sé el primero en comentar esta noticia.</p></div>'
        + reply_form("es", "mo", login=True, heading="Comenta")
    )
    st = story(
        "El Valdemora CF asciende a Tercera División",
        "Por Javier Montes",
        "2012-05-14T21:30:00+02:00",
        "14/05/2012",
        """
El Valdemora CF jugará la próxima temporada en Tercera División tras empatar a uno en el campo del Navalcruz en la última jornada.

Más de trescientos aficionados viajaron para ver el partido. El equipo fue recibido por la noche en la plaza Mayor.

El club empieza ya a preparar la plantilla para la nueva categoría.
""",
        section="Fútbol",
    )
    return _page(
        "ab-la-es-fichajes",
        "mo",
        "es-m",
        st,
        PartsK(after=block),
        path="/m/deportes/valdemora-asciende-a-tercera",
        container="div.fj-box#rumores below the article on a mobile page: div.fj-e entries (p.fj-hd: b.fj-n player, span.fj-d '14 de mayo'; div.fj-x the rumour); then 'Sé el primero en comentar esta noticia.' and a login prompt",
        kind_label="transfer rumours: player, date, the rumour",
        description="A regional daily's mobile sports page of 2012 with no comment yet: seven transfer rumours (player, date, a sentence or two, one 'Descartado.') below the article, then 'Sé el primero en comentar esta noticia.' and a login prompt.",
    )


# --------------------------------------------------------------------------- it: prize draw winners, comments closed


def it_vincitori() -> Case:
    e = thread(
        """
Giuseppina Tomasi, Borgoalto | 28 giugno 2012 | - | Vince un weekend per due alle terme. «Non avevo mai vinto niente in vita mia, nemmeno alla lotteria della parrocchia.»
Renato Ceccon, Valpiana | 28 giugno 2012 | - | Vince una bicicletta da città. «La userò per andare al mercato.»
Martina Zanella, Borgoalto | 29 giugno 2012 | - | Vince l'abbonamento annuale al giornale.
Luigi Dal Prà, Sant'Elena | 29 giugno 2012 | - | Vince una cena per quattro alla trattoria del Ponte. «Porto i miei nipoti, se la meritano dopo la maturità.»
Franca Bortolini, Castelvecchio | 30 giugno 2012 | - | Vince un cesto di prodotti della valle.
Aldo Meneghin, Borgoalto | 30 giugno 2012 | - | Vince due biglietti per il concerto di Ferragosto in piazza. «Ci andrò con mia moglie, come il primo anno che ci siamo conosciuti.»
"""
    )
    items = "".join(
        f'<div class="vc-e">{avatar("vc", x.author, 40)}<div class="vc-c"><p class="vc-hd"><b class="vc-n">{esc(x.author)}</b> · <span class="vc-d">estratto il {esc(x.when)}</span></p>'
        f'<div class="vc-x">{body(x.text)}</div></div></div>'
        for x in e
    )
    block = (
        '<div class="vc-box" id="vincitori"><h3>Concorso «Scatta l\'estate»: i vincitori della settimana</h3>'
        + items
        + '<p class="vc-reg"><small>Regolamento completo in redazione. Il prossimo sorteggio è sabato 7 luglio.</small></p></div>'
        '<div class="po-chiusi"><h3>Commenti</h3><p>I commenti sono chiusi.</p></div>'
    )
    st = story(
        "Borgoalto, la festa del patrono torna in piazza",
        "di Silvia Marchetto",
        "2012-07-02T07:00:00+02:00",
        "02/07/2012",
        """
Dopo due anni nel parco sportivo, la festa di San Bartolomeo torna in piazza Municipio. Il programma, presentato ieri in Comune, va dal 20 al 26 agosto.

Ci saranno la processione, il palio delle contrade, tre serate di musica e il tradizionale spiedo della Pro Loco.

I volontari cercano ancora aiuto per montare gli stand: chi vuole dare una mano può rivolgersi alla Pro Loco.
""",
        section="Borgoalto",
    )
    return _page(
        "ab-la-it-vincitori",
        "po",
        "it-a",
        st,
        PartsK(after=block),
        path="/borgoalto/festa-del-patrono-torna-in-piazza",
        container="div.vc-box#vincitori below the article: div.vc-e entries (avatar; p.vc-hd: b.vc-n winner and town, 'estratto il 28 giugno 2012'; div.vc-x the prize and a quoted sentence on some); then 'I commenti sono chiusi.'",
        kind_label="a readers' prize draw's winners: winner and town, date drawn, prize and a quote",
        description="A valley daily of 2012, comments closed on the article: the week's six prize-draw winners (avatar, name and town, date drawn, the prize and on four a quoted sentence) below it; the portal's furniture.",
    )


# --------------------------------------------------------------------------- nl: club news in table rows, 2009, no discussion


def nl_verenigingen() -> Case:
    e = thread(
        """
Biljartvereniging De Keu, secretaris Jan Hoogeveen | Ingezonden 20-04-2009 | - | De onderlinge competitie is gewonnen door Gerrit Smit, met één punt voorsprong op zijn broer. De prijsuitreiking is op vrijdag 8 mei in het dorpshuis.
Vrouwenvereniging Zuiderpolder, secretaris Aafke de Vries | Ingezonden 20-04-2009 | - | Op 12 mei gaan we met de bus naar de bollenvelden. Opgeven kan tot 1 mei.¶Nieuwe leden zijn altijd welkom, ook voor de handwerkmiddag op dinsdag.
IJsclub De Polderbaan, secretaris Klaas Mulder | Ingezonden 21-04-2009 | - | De jaarvergadering is verplaatst naar 14 mei. De kascommissie zoekt nog een lid.
Muziekvereniging Polderklanken, secretaris Henny Bakker | Ingezonden 21-04-2009 | - | Ons voorjaarsconcert in de kerk trok meer dan tweehonderd bezoekers. Dank aan iedereen die kwam luisteren.
Volleybalclub VCZ, secretaris Marco Visser | Ingezonden 22-04-2009 | - | Dames 1 is kampioen geworden en promoveert naar de tweede klasse.
Oranjevereniging, secretaris Tineke Post | Ingezonden 22-04-2009 | - | Het programma voor Koninginnedag staat op pagina 5. Vrijwilligers voor de kinderspelen kunnen zich melden bij het bestuur.
"""
    )
    rows = "".join(
        f'<tr class="vv-row" valign="top"><td class="vv-l" width="170" bgcolor="#eeeef6"><b>{esc(x.author)}</b><br><font size="1" color="#666666">{esc(x.when)}</font></td>'
        f'<td class="vv-r"><font size="2">{body(x.text)}</font></td></tr><tr><td colspan="2"><hr size="1" noshade></td></tr>'
        for x in e
    )
    block = (
        '<table class="vv-t" width="100%" cellpadding="4" cellspacing="0" border="0">'
        '<tr><td colspan="2" bgcolor="#333366"><font color="#ffffff" size="2"><b>Verenigingsnieuws</b></font></td></tr>'
        + rows
        + '</table><p><font size="1">Kopij voor deze rubriek kunt u tot maandag 12.00 uur mailen naar de redactie.</font></p>'
    )
    st = story(
        "Dorpshuis krijgt nieuw dak",
        "Door onze correspondent",
        "2009-04-23T08:00:00+02:00",
        "donderdag 23 april 2009",
        """
Het dorpshuis in de Zuiderpolder krijgt deze zomer een nieuw dak. De gemeente betaalt de helft van de kosten, de rest komt uit de opbrengst van de rommelmarkt en giften.

Tijdens de werkzaamheden, van half juni tot eind juli, wijken de verenigingen uit naar de gymzaal van de school.

Het bestuur van het dorpshuis bedankt alle vrijwilligers die de afgelopen twee jaar hebben geholpen met het inzamelen van geld.
""",
        section="Nieuws",
    )
    return _page(
        "ab-la-nl-verenigingen",
        "tl",
        "nl-table",
        st,
        PartsK(after=block),
        path="/nieuws/2009/04/23/dorpshuis-krijgt-nieuw-dak.html",
        container="table.vv-t below the article in a 2009 table layout: one tr.vv-row a notice (td.vv-l: b club and secretary, <font size=1> 'Ingezonden 20-04-2009'; td.vv-r the notice), a row with an <hr> between (the very shape of the English table thread of this set); no discussion on the page",
        kind_label="club news sent in by the clubs' secretaries: club and secretary, date sent, the notice",
        description="A polder weekly of 2009 in a table layout, no discussion at all: six clubs' notices (club and secretary, 'Ingezonden' date, one or two paragraphs) in table rows of the very shape of this set's English table thread.",
    )


def plain_ab() -> list[Case]:
    return [
        en_closed_planning(),
        en_first_tipsters(),
        en_ratings(),
        en_contributors(),
        de_analysts(),
        es_fichajes(),
        it_vincitori(),
        nl_verenigingen(),
    ]
