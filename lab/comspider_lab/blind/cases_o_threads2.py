"""Blind set O: discussions on a Serendipity-like German blog, a Dotclear-like French blog, a Habari-like developer
blog, a Typepad-like wine blog with "in reply to", South African, Australian and Indian papers' own systems, and a
music magazine's long numbered thread (written from memory of their general shape, in invented markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_o_common import (
    PartsK,
    at_parents,
    av,
    box,
    esc,
    form,
    make,
    nest,
    ps,
    rail,
    rows,
    story,
    thread,
    tree_walk,
)
from comspider_lab.blind.model import Case

# --------------------------------------------------------------------------- de: Serendipity-like, numbered, indented


def s9y_de() -> Case:
    c = thread(
        """
Kalle | 05.03.2012 14:22 | - | Schöne Arbeit am Schweller! Hast du den Rostumwandler vor dem Schweißen oder erst danach aufgetragen?
Blechdose | 05.03.2012 16:03 | 0 | Danach, vorher verbrennt er nur. Vorher nur blank schleifen und Schweißprimer drauf.
Kalle | 05.03.2012 17:40 | 1 | Danke, dann mache ich das am Käfer auch so.
Moni aus Kempten | 06.03.2012 08:15 | - | Der Strich-Acht in dem Grün ist ein Traum. Meiner stand zwanzig Jahre in der Scheune, da ist leider nichts mehr zu retten.
Georg W. | 06.03.2012 21:50 | - | Wo hast du die Reparaturbleche her? Bei meinem Händler sind die seit Monaten nicht lieferbar.
"""
    )
    nums: dict[int, str] = {}
    items = []
    top = 0
    sub: dict[int, int] = {}
    for i, d in tree_walk(c):
        x = c[i]
        if x.parent is None:
            top += 1
            nums[i] = f"#{top}"
        else:
            sub[x.parent] = sub.get(x.parent, 0) + 1
            nums[i] = f"{nums[x.parent]}.{sub[x.parent]}"
        items.append(
            f'<a id="c{620 + i}"></a><div id="serendipity_comment_{620 + i}" class="serendipity_comment serendipity_comment_author_{esc(x.author.split()[0])} {"serendipity_comment_odd" if i % 2 else ""}" style="padding-left: {d * 20}px">'
            f'<div class="serendipity_commentBody">{ps(x.text)}</div>'
            f'<div class="serendipity_comment_source"><a class="comment_source_trace" href="#c{620 + i}">{nums[i]}</a> '
            f'<span class="comment_source_author">{esc(x.author)}</span> '
            + (
                '(<a class="comment_source_url" href="http://example.de/">Homepage</a>) '
                if i in (0, 4)
                else ""
            )
            + f'<span class="comment_source_ownerlink"></span>am <span class="comment_source_date">{esc(x.when)}</span> '
            f'(<a class="comment_reply" href="#serendipity_CommentForm">Antwort</a>)</div></div>'
        )
    block = (
        '<div class="serendipity_comments serendipity_section_comments"><a id="comments"></a>'
        '<div class="serendipity_commentsTitle">Kommentare</div>'
        '<div class="serendipity_center">Ansicht der Kommentare: (<a href="#">Linear</a> | Verschachtelt)</div>'
        + "".join(items)
        + '<div class="serendipity_commentsTitle">Kommentar schreiben</div>'
        + form("", "Abschicken", "Name", "Kommentar")
        + "</div>"
    )
    st = story(
        "Schweller links: endlich dicht",
        "Blechdose",
        "Blechdose",
        "2012-03-05T11:00:00+01:00",
        "Montag, 5. März 2012",
        """
Nach drei Wochenenden in der Garage ist der linke Schweller am Strich-Acht endlich fertig. Das alte Blech war an vier Stellen durchgerostet, unter dem Unterbodenschutz sah es noch schlimmer aus.

Ich habe ein Reparaturblech eingepasst, mit Schutzgas gepunktet und danach alles mit Rostumwandler, Grundierung und Hohlraumwachs behandelt.

Nächste Baustelle: der Kofferraumboden. Fotos folgen.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "tiny",
            box("tiny", "Kategorien", rows("tiny", ["Strich-Acht", "Werkzeug", "Treffen"])),
            links="Impressum|Kontakt",
        ),
    )
    return make(
        "o-s9y-de-blechdose",
        "discussion",
        "tiny",
        "s9y-de",
        st,
        parts,
        c,
        path="/archives/311-Schweller-links-endlich-dicht.html",
        container="Serendipity-like div.serendipity_comments, div.serendipity_comment siblings indented by inline padding-left: the text, then '#1.1 Name (Homepage) am 05.03.2012 14:22 (Antwort)'",
        heading="Kommentare",
        description="A German car-restoration blog on a Serendipity-like engine: five comments in the threaded view (two replies, one to a reply), sibling divs indented by inline padding, numbered '#1', '#1.1', '#1.1.1', the signature after the text.",
    )


# --------------------------------------------------------------------------- fr: Dotclear-like, dl


def dc_fr() -> Case:
    c = thread(
        """
Sophie B. | Le lundi 5 mars 2012, 14:22 | - | Il est magnifique ce gilet ! Tu as utilisé quelle laine ? J'ai du mal à trouver du mérinos qui ne bouloche pas.
Camille | Le lundi 5 mars 2012, 18:47 | - | Merci pour le tuto des boutonnières, j'ai enfin compris. Je m'y mets ce week-end.
Nanou | Le mardi 6 mars 2012, 09:03 | - | Les torsades sur le devant, c'est une merveille. Tu donnes le modèle ?
Margaux | Le mardi 6 mars 2012, 12:30 | - | Sophie, c'est une laine d'une petite filature de Bretagne, je mets le lien dans le billet. Nanou, le modèle arrive en avril !
"""
    )
    items = "".join(
        f'<dt id="c{1040 + i}" class="{"odd" if i % 2 == 0 else ""}{" me" if x.author == "Margaux" else ""}"><a href="#c{1040 + i}" class="comment-number">{i + 1}.</a> '
        f"{esc(x.when)} par "
        + (f'<a href="http://example.fr/{i}" rel="nofollow">{esc(x.author)}</a>' if i != 2 else esc(x.author))
        + f'</dt><dd class="{"odd" if i % 2 == 0 else ""}">{ps(x.text)}</dd>'
        for i, x in enumerate(c)
    )
    block = (
        f'<div id="comments"><h3>4 commentaires</h3><dl>{items}</dl></div>'
        '<div id="pr"></div><form action="#" method="post" id="comment-form"><h3>Ajouter un commentaire</h3>'
        '<p class="field"><label for="c_name">Nom ou pseudo&nbsp;:</label><input name="c_name" id="c_name" type="text" /></p>'
        '<p class="field"><label for="c_content">Commentaire&nbsp;:</label><textarea name="c_content" id="c_content" cols="35" rows="7"></textarea></p>'
        '<p><input type="submit" class="preview" value="prévisualiser" /> <input type="submit" class="submit" value="envoyer" /></p></form>'
        '<p id="comments-feed"><a class="feed" href="#">Fil des commentaires de ce billet</a></p>'
    )
    st = story(
        "Le gilet aux torsades est fini",
        "Margaux",
        "Margaux",
        "2012-03-05T10:00:00+01:00",
        "lundi 5 mars 2012",
        """
Voilà, après deux mois de tricot du soir, le gilet aux torsades est terminé ! Je l'ai tricoté en mérinos écru, avec des aiguilles 4,5.

Les boutonnières m'ont donné du fil à retordre : j'ai fini par adopter la méthode en une rangée, que je vous explique en photos.

Le modèle sera disponible au printemps, le temps que mes testeuses le tricotent.
""",
        declare="visible",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "sq5",
            box("sq5", "Catégories", rows("sq5", ["Tricot", "Couture", "Broderie"])),
            links="Archives|Contact",
        ),
    )
    return make(
        "o-dc-fr-carnets",
        "discussion",
        "sq5",
        "dc-fr",
        st,
        parts,
        c,
        path="/post/2012/03/05/Le-gilet-aux-torsades-est-fini",
        container="Dotclear-like div#comments, dl: dt '1. Le lundi 5 mars 2012, 14:22 par Name', dd the text",
        heading="4 commentaires",
        description="A French knitting blog on a Dotclear-like engine: four flat comments in a dl, each dt numbered with the date written out before 'par Name', one name not linked, the blogger answering two readers by name in one comment (no parent).",
    )


# --------------------------------------------------------------------------- en: Habari-like, 'said at'


def habari_dev() -> Case:
    c = thread(
        """
Arjun Mehta | 3:22 pm on Tuesday, March 6, 2012 | - | The trick with the prepared statement cache saved me a week on our reporting job. Thanks for writing it up properly.
lukas | 5:10 pm on Tuesday, March 6, 2012 | - | Careful with that on PgBouncer in transaction mode, the cached statements vanish between transactions and you get "prepared statement does not exist" at 3am.
Renée Fortin | 8:45 am on Wednesday, March 7, 2012 | - | Would love a follow-up with the numbers before and after. ¶ Also, typo in the second code block: "exectue".
"""
    )
    items = "".join(
        f'<li id="comment-{501 + i}" class="comment"><h4 class="comment-author"><cite>'
        + (f'<a href="http://example.io/{i}">{esc(x.author)}</a>' if i != 1 else esc(x.author))
        + f'</cite> said at <a href="#comment-{501 + i}" class="comment-date">{esc(x.when)}</a></h4>'
        f'<div class="comment-content">{ps(x.text)}</div></li>'
        for i, x in enumerate(c)
    )
    block = (
        f'<div id="comments"><h3 class="commentheading">3 Responses to Caching prepared statements without tears</h3><ol id="commentlist">{items}</ol></div>'
        + form("What do you think?", "Submit")
    )
    st = story(
        "Caching prepared statements without tears",
        "Owen Castellanos",
        "Owen Castellanos",
        "2012-03-06T13:00:00-05:00",
        "March 6, 2012",
        """
Our nightly reporting job was spending forty percent of its time parsing the same eleven queries. Here is how I cut that to almost nothing.

The fix is a small cache of prepared statements keyed by the query text, cleared whenever the connection is recycled.

The code is below. It is thirty lines and it should work with any driver that supports server-side prepares.
""",
        declare="og",
    )
    parts = PartsK(
        after=block, rail=rail("tiny", box("tiny", "Projects", rows("tiny", ["pgsnap", "tinyq", "dotfiles"])))
    )
    return make(
        "o-habari-en-dev",
        "discussion",
        "tiny",
        "habari-dev",
        st,
        parts,
        c,
        path="/2012/03/caching-prepared-statements-without-tears",
        container="Habari-like div#comments, ol#commentlist of li.comment: h4 '<cite>Name</cite> said at 3:22 pm on Tuesday, March 6, 2012', div.comment-content",
        heading="3 Responses to Caching prepared statements without tears",
        description="A developer's blog on a Habari-like engine: three flat comments whose header gives the time before the date ('said at 3:22 pm on Tuesday, March 6, 2012'), one comment of two paragraphs.",
    )


# --------------------------------------------------------------------------- en: Typepad-like, 'in reply to'


def tpad_wine() -> Case:
    c = thread(
        """
Gerald Fink | Mar 5, 2012 3:22:10 PM | - | I opened my last bottle of the 2001 at Christmas and it was still climbing. Brick at the rim, all dried cherry and leather.
Patricia Osei | Mar 5, 2012 6:40:51 PM | - | Is the 2007 drinking yet or should I wait? I have four in the cellar and no patience.
The Corked Decanter | Mar 5, 2012 9:02:33 PM | 1 | Patricia, give them until 2015 at least. The 2007 is all tannin right now.
Gerald Fink | Mar 6, 2012 8:15:02 AM | 2 | Agree, I tried one last spring and it was like chewing a tea bag.
Lou Bertolini | Mar 6, 2012 7:48:19 PM | - | Nice write-up. Where did you find the 1998? I haven't seen it at auction in years.
"""
    )
    items = []
    for i, x in enumerate(c):
        rto = ""
        if x.parent is not None:
            rto = f' said in reply to <a href="#comment-{7700 + x.parent}">{esc(c[x.parent].author)}</a>...'
        items.append(
            f'<div class="comment{" comment-reply" if x.parent is not None else ""}" id="comment-{7700 + i}"><div class="comment-avatar">{av(i, x.author, 50)}</div>'
            f'<div class="comment-content"><p class="comment-header"><a href="http://profile.example.com/{i}">{esc(x.author)}</a>{rto}</p>'
            f'<div class="comment-content-inner">{ps(x.text)}</div>'
            f'<p class="comment-footer"><a href="#" class="comment-reply-link">Reply</a> <a href="#comment-{7700 + i}">{esc(x.when)}</a></p></div></div>'
        )
    block = (
        '<div class="comments" id="comments"><h3 class="comments-header">Comments</h3><p class="feed"><a href="#">Feed</a> You can follow this conversation by subscribing to the comment feed for this post.</p>'
        f'<div class="comments-content">{"".join(items)}</div>'
        '<p class="comments-closed">The comments to this entry are closed.</p></div>'
    )
    st = story(
        "Vertical tasting: six vintages of a Rioja Gran Reserva",
        "The Corked Decanter",
        "The Corked Decanter",
        "2012-03-05T12:00:00-05:00",
        "March 05, 2012",
        """
Six of us gathered on Saturday to taste a Rioja Gran Reserva across six vintages, from 1994 to 2007. The oldest was the surprise of the night.

The 1994 had faded to a gentle, sweet, tea-like wine, but the 1998 and 2001 were in their prime: dried cherry, tobacco, a long savoury finish.

The 2004 and 2007 need years. Buy them, and forget where you put them.
""",
        declare="metadate",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "sq5", box("sq5", "Recent Notes", rows("sq5", ["Grower Champagne under $40", "A Jura primer"]))
        ),
    )
    return make(
        "o-tpad-en-wine",
        "discussion",
        "sq5",
        "tpad-wine",
        st,
        parts,
        c,
        path="/the_corked_decanter/2012/03/vertical-tasting-six-vintages.html",
        container="Typepad-like div#comments div.comments-content, div.comment siblings: avatar, p.comment-header 'Name said in reply to Name...', the text, 'Reply' and the date",
        heading="Comments",
        description="A retired sommelier's blog on a Typepad-like theme with replies: five comments as siblings, two answers saying 'Name said in reply to Name...' (one to a reply), the date after the text, 'The comments to this entry are closed.'",
    )


# --------------------------------------------------------------------------- en: South African paper, newest first


def za_courier() -> Case:
    c = thread(
        """
Thabo M | 2012/03/05 04:51 PM | - | Every winter the same story. Eskom knew about the Kriel units in 2010 and did nothing.
Annelie | 2012/03/05 03:22 PM | - | Our street in Boksburg was off from 6 to 10 last night with no warning at all. The schedule is a joke.
Sipho Dlamini | 2012/03/05 01:40 PM | - | People must stop using geysers between 5 and 9. We all complain but nobody changes anything at home.
Jacques vd Merwe | 2012/03/05 12:05 PM | - | Load shedding in March? What happens in July then?
Lerato K. | 2012/03/05 11:38 AM | - | Small businesses are dying. My salon lost three days of bookings last month.
Mike from Benoni | 2012/03/05 10:50 AM | - | Solar water heaters should be compulsory on new houses. Simple.
Zanele | 2012/03/05 10:22 AM | - | Thank you Courier for printing the area schedule. The Eskom website is always down.
"""
    )
    towns = ["Soweto", "Boksburg", "Pretoria", "Centurion", "Randburg", "Benoni", "Germiston"]
    items = "".join(
        f'<div class="usercomment" id="uc{3301 - i}"><p class="ucmeta"><b>{esc(x.author)}</b> | {towns[i]} | {esc(x.when)}</p>'
        f'<p class="uctext">{esc(x.text)}</p><p class="ucfoot"><a href="#" class="report">Report</a></p></div>'
        for i, x in enumerate(c)
    )
    block = (
        f'<div id="usercomments"><h3>Have your say (7)</h3><p class="ucnote">Comments are moderated. Newest first.</p>{items}'
        + form("Add your comment", "Post", "Your name", "Your comment")
        + '<p class="uc-disclaimer">The views expressed here are those of the readers and not of The Highveld Courier.</p></div>'
    )
    st = story(
        "Rolling blackouts return to Gauteng as two units trip",
        "Nomsa Khumalo",
        "Nomsa Khumalo",
        "2012-03-05T09:30:00+02:00",
        "5 March 2012, 09:30",
        """
Load shedding returned to parts of Gauteng on Sunday night after two generating units tripped at a Mpumalanga power station, the utility said.

Areas in Ekurhuleni, Tshwane and Johannesburg were switched off for up to four hours. The utility asked residents to switch off geysers and pool pumps during the evening peak.

The schedule for this week's possible outages is printed below.
""",
        declare="jsonld",
    )
    parts = PartsK(
        after=block, rail=rail("paper", box("paper", "Lotto", "<p>Saturday: 04 11 19 27 33 46 (B: 08)</p>"))
    )
    return make(
        "o-za-en-courier",
        "discussion",
        "paper",
        "za-paper",
        st,
        parts,
        c,
        path="/news/rolling-blackouts-return-to-gauteng-1.1247731/",
        container="div#usercomments, div.usercomment (flat, newest first): p.ucmeta '<b>Name</b> | Town | 2012/03/05 10:22 AM', p.uctext, 'Report'",
        heading="Have your say (7)",
        description="A South African paper's own comment system: seven flat comments newest first, name, town and time on one line above the text, 'Report', a disclaimer under the form.",
    )


# --------------------------------------------------------------------------- en: Australian paper, 'Name of Town Posted at'


def au_riverina() -> Case:
    c = thread(
        """
Bazza | 10:22 AM March 05, 2012 | - | Forty years on the Murrumbidgee and I've never seen it come up this fast. The levee held, thank god.
Jenny | 10:40 AM March 05, 2012 | - | Thank you to the SES volunteers who sandbagged our street at 2am. You are heroes.
Trev | 11:05 AM March 05, 2012 | - | North Wagga should have been evacuated a day earlier. People were still driving through water on Hampden Ave.
Kylie | 11:31 AM March 05, 2012 | - | Does anyone know if the Gobbagombalin bridge is open? Need to get to work in town.
Old Timer | 12:02 PM March 05, 2012 | - | 1974 was worse. But the levee wasn't as high then either.
Mick | 12:45 PM March 05, 2012 | - | Kylie, it was closed at 9 this morning, go around via the Olympic Highway.
Sandra | 01:10 PM March 05, 2012 | - | Our cattle are on the high paddock but the hay is gone. We'll need help with feed.
Liam | 01:52 PM March 05, 2012 | - | Great coverage from the Standard, the live updates were better than the radio.
Deb | 02:30 PM March 05, 2012 | - | Please check on elderly neighbours. Mum's phone was out all night.
Steve | 03:15 PM March 05, 2012 | - | Insurance companies better not wriggle out of this one like they did in Queensland.
Ros | 04:40 PM March 05, 2012 | - | Evacuation centre at the showground needs blankets and nappies, drop off at gate 2.
Phil | 06:05 PM March 05, 2012 | - | The council's flood map was down for half the night. Not good enough.
"""
    )
    towns = [
        "Wagga",
        "Ashmont",
        "North Wagga",
        "Kooringal",
        "Uranquinty",
        "Turvey Park",
        "Coolamon",
        "Lake Albert",
        "Tolland",
        "Junee",
        "Estella",
        "Bourkelands",
    ]
    items = "".join(
        f'<div class="cmt" id="comment-{1212 + i}"><p class="cmt-text">{esc(x.text)}</p>'
        f'<p class="cmt-by"><span class="cmt-name">{esc(x.author)}</span> of <span class="cmt-loc">{towns[i]}</span> Posted at {esc(x.when)}</p></div>'
        for i, x in enumerate(c)
    )
    block = (
        f'<div class="story-comments" id="comments"><h3 class="sc-hd">12 comments on this story</h3>{items}'
        '<p class="sc-closed">Comments on this story are now closed.</p><p class="sc-rules"><a href="#">House rules</a></p></div>'
    )
    st = story(
        "Murrumbidgee peaks at 10.6m as levee holds",
        "Staff reporters",
        "Staff reporters",
        "2012-03-05T08:15:00+11:00",
        "05 Mar, 2012 08:15 AM",
        """
The Murrumbidgee River peaked at 10.6 metres at Wagga just after 4am, the highest level since 1974, as the city's main levee held.

About 8,000 residents of North Wagga and low-lying suburbs spent the night in evacuation centres. The SES said 300 volunteers had filled more than 40,000 sandbags.

Roads into the city from the north remain closed. Updates on evacuation orders will be posted here through the day.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "paper",
            box(
                "paper", "Flood info", rows("paper", ["SES: 132 500", "Road closures", "Evacuation centres"])
            ),
        ),
    )
    return make(
        "o-au-en-riverina",
        "discussion",
        "paper",
        "au-paper",
        st,
        parts,
        c,
        path="/story/1212021/murrumbidgee-peaks-at-106m-as-levee-holds/",
        container="div.story-comments, div.cmt (flat): p.cmt-text, then p.cmt-by 'Name of Town Posted at 10:22 AM March 05, 2012'",
        heading="12 comments on this story",
        description="An Australian regional paper: twelve flat comments, each the text then 'Name of Town Posted at time date', first names only, one answer naming the reader in passing (no parent), comments closed.",
    )


# --------------------------------------------------------------------------- en: Indian paper, replies nested, agree/disagree


def in_deccan() -> Case:
    c = thread(
        """
Rohan Kulkarni | 05 Mar, 2012 10:22 AM | - | PMC has been promising the BRTS on Nagar Road since 2008. I will believe it when I see a bus in the lane.
Meera S. | 05 Mar, 2012 10:58 AM | 0 | Same with the Hadapsar corridor. Half the lane is used for parking.
Abhijit Deshpande | 05 Mar, 2012 11:30 AM | 1 | Parking is the real problem. No enforcement at all.
Farhan Shaikh | 05 Mar, 2012 12:14 PM | - | Rs 900 crore and still no last-mile connectivity. Who will walk 2 km in this heat to reach a bus stop?
Venkat Iyer | 05 Mar, 2012 01:45 PM | - | Ahmedabad did it properly. Pune should send officials there instead of Europe.
Priya Joshi | 05 Mar, 2012 02:20 PM | 4 | Agree with Venkat. Janmarg works because the lanes are physically separated.
Sanjay Patil | 05 Mar, 2012 05:05 PM | - | Good report. Please also cover the cycle track that disappeared on Karve Road.
Nikhil | 05 Mar, 2012 08:40 PM | - | The metro will solve everything, they say. See you in 2025.
"""
    )
    cities = ["Pune", "Pune", "Pune", "Mumbai", "Bangalore", "Pune", "Pune", "Nashik"]

    def item(i: int, d: int, kids: str) -> str:
        x = c[i]
        return (
            f'<div class="cmnt{" cmnt-reply" if d else ""}" id="cmt_{44810 + i}"><div class="cmnt-hd"><b>{esc(x.author)}</b> ({cities[i]}) <span class="cmnt-dt">{esc(x.when)}</span></div>'
            f'<div class="cmnt-txt">{esc(x.text)}</div>'
            f'<div class="cmnt-act"><a href="#">Agree ({(i * 7) % 13})</a> <a href="#">Disagree ({(i * 3) % 5})</a> <a href="#">Recommend</a> <a href="#">Reply</a> <a href="#">Offensive?</a></div>'
            + kids
            + "</div>"
        )

    block = (
        '<div id="comment_area"><h3 class="ca-hd">Readers\' opinions (8)</h3><div class="ca-sort">Sort by: <a href="#">Newest</a> | <b>Oldest</b> | <a href="#">Most agreed</a></div>'
        + nest(c, item)
        + form("Post your opinion", "Submit", "Name", "Your comment (max 3000 characters)")
        + "</div>"
    )
    st = story(
        "BRTS on Nagar Road delayed again, now by monsoon",
        "Aparna Gokhale",
        "Aparna Gokhale",
        "2012-03-05T08:00:00+05:30",
        "Mar 5, 2012, 08.00am IST",
        """
The bus rapid transit corridor on Nagar Road will not open before the monsoon, civic officials said on Sunday, the fourth delay since the project was announced.

Work on eleven of the seventeen bus stations is incomplete, and the corridor's dedicated lanes are still used by private vehicles and for parking along long stretches.

The standing committee is expected to review the project's budget on Thursday.
""",
        declare="visible",
    )
    parts = PartsK(after=block, rail=rail("paper", box("paper", "Sensex", "<p>17,636 ▲ 0.42%</p>")))
    return make(
        "o-in-en-deccan",
        "discussion",
        "paper",
        "in-paper",
        st,
        parts,
        c,
        path="/city/pune/brts-on-nagar-road-delayed-again/articleshow/12135004.html",
        container="div#comment_area, div.cmnt: '<b>Name</b> (City) date', div.cmnt-txt, 'Agree (n) Disagree (n) Recommend Reply'; replies (div.cmnt.cmnt-reply) inside their parent",
        heading="Readers' opinions (8)",
        description="An Indian city paper's own system: eight comments (three replies, one to a reply, nested inside their parents), name and city before the date, agree and disagree counts, sort links, the heading 'Readers' opinions (8)'.",
    )


# --------------------------------------------------------------------------- en: music magazine, 42 numbered, '@Name'

_MAG = """
Dan Okafor | Mar 6th, 2012 · 4:19pm | - | Finally someone says it. The reissue is brickwalled to death, listen to the snare on track two.
Harriet Lowe | Mar 6th, 2012 · 4:27pm | - | I actually prefer the new master. The bass was always buried on the original CD.
tapeop | Mar 6th, 2012 · 4:40pm | - | @Dan Okafor: the vinyl cut is from a different master, much more dynamic. Don't judge it by the stream.
Marcus Bell | Mar 6th, 2012 · 4:52pm | - | Is the bonus disc worth it? The demos were on a bootleg I had in 1996.
Dan Okafor | Mar 6th, 2012 · 5:05pm | - | @tapeop: good to know, I'll look for the vinyl.
Sonja K | Mar 6th, 2012 · 5:21pm | - | The liner notes alone are worth the price. Forty pages and photos I'd never seen.
grumpy_old_mod | Mar 6th, 2012 · 5:33pm | - | Every reissue review on this site is four stars. Do you ever give anything three?
Feedback Loop | Mar 6th, 2012 · 5:50pm | - | @grumpy_old_mod: we gave the Stonefield box two stars last month. You can search for it.
Harriet Lowe | Mar 6th, 2012 · 6:02pm | - | The live disc from Leeds is the reason to buy this. That version of the closer is unreal.
Ollie P | Mar 6th, 2012 · 6:14pm | - | Saw them on that tour, Leeds Poly, November '89. Best gig of my life and I was on someone's shoulders for half of it.
Marcus Bell | Mar 6th, 2012 · 6:30pm | - | @Ollie P: I was at the Manchester date two nights later. The sound was awful but nobody cared.
Ravi Chandran | Mar 6th, 2012 · 6:45pm | - | Can anyone compare this with the Japanese pressing from 2001?
tapeop | Mar 6th, 2012 · 7:01pm | - | @Ravi Chandran: the Japanese one is the flat transfer, quieter but closest to the tape. Still my favourite.
Sonja K | Mar 6th, 2012 · 7:18pm | - | £42 for the deluxe is steep but I've already ordered it.
Jamie W | Mar 6th, 2012 · 7:33pm | - | The new mix of track six ruins the ending. Why mess with it?
Eddie Rourke | Mar 6th, 2012 · 7:49pm | - | Because the band asked for it? They always said they hated the fade.
Jamie W | Mar 6th, 2012 · 8:02pm | - | @Eddie Rourke: then leave the original on the same disc and let us choose.
Becky | Mar 6th, 2012 · 8:20pm | - | My dad played this album every Sunday morning. Buying it for his 60th.
Pete the Pedal | Mar 6th, 2012 · 8:38pm | - | That guitar tone on the opener is a Rat into a cranked AC30, by the way. Not a fuzz like everyone thinks.
Carlos M | Mar 6th, 2012 · 8:55pm | - | @Pete the Pedal: I always thought it was a Big Muff. Source?
Pete the Pedal | Mar 6th, 2012 · 9:10pm | - | @Carlos M: the guitarist said it in a 1991 interview with a guitar mag. I've got the scan somewhere.
Fiona Grant | Mar 6th, 2012 · 9:24pm | - | Brilliant review, the bit about the reverb on the vocals made me go back and listen again.
Ollie P | Mar 6th, 2012 · 9:40pm | - | Anyone know if the tour dates include Glasgow?
Laura N | Mar 6th, 2012 · 9:55pm | - | @Ollie P: Barrowlands, 14 June. Tickets went in eight minutes.
Dev | Mar 6th, 2012 · 10:12pm | - | Still not on streaming in the US. Ridiculous.
Stuart H | Mar 6th, 2012 · 10:30pm | - | The remaster on the 2009 box was better. This one is louder, not better.
Sonja K | Mar 6th, 2012 · 10:47pm | - | @Stuart H: the 2009 box is £120 second-hand now though.
Mo | Mar 7th, 2012 · 12:15am | - | Never understood the fuss about this band. Two good songs and a lot of haircuts.
grumpy_old_mod | Mar 7th, 2012 · 7:40am | - | @Mo: three good songs, to be fair.
Tilly | Mar 7th, 2012 · 8:05am | - | The artwork on the box is gorgeous. The original sleeve painting restored.
Nathan Shore | Mar 7th, 2012 · 8:50am | - | Is the DVD region-free?
Feedback Loop | Mar 7th, 2012 · 9:12am | - | @Nathan Shore: yes, the label says it's region 0.
Gaz | Mar 7th, 2012 · 10:01am | - | The B-sides are the real treasure. "Lantern Street" should have been the single.
Harriet Lowe | Mar 7th, 2012 · 10:33am | - | @Gaz: agreed, it's the best song they wrote.
Will T | Mar 7th, 2012 · 11:20am | - | Ordered from the band's shop and got a signed print. Worth it.
Ana | Mar 7th, 2012 · 12:02pm | - | First time hearing them, came here from a playlist. Where should I start?
Dan Okafor | Mar 7th, 2012 · 12:40pm | - | @Ana: the second album, then this one. Skip the third.
Ken | Mar 7th, 2012 · 1:15pm | - | Skip the third? It's their masterpiece.
Rhiannon | Mar 7th, 2012 · 2:30pm | - | Bought it on cassette in Cardiff Woolworths. Still have it.
Eddie Rourke | Mar 7th, 2012 · 3:05pm | - | Great thread, everyone. Nice to read a comment section that isn't a war.
Ben | Mar 7th, 2012 · 4:50pm | - | Four stars is right. Five for the original, minus one for the loudness.
Laura N | Mar 7th, 2012 · 6:12pm | - | See you all at the Barrowlands!
"""


def mag_music() -> Case:
    c = at_parents(thread(_MAG))
    items = "".join(
        f'<li class="resp{" staff" if x.author == "Feedback Loop" else ""}" id="resp-{9000 + i}"><div class="resp-num">#{i + 1}</div>'
        f'<div class="resp-head">'
        + (
            f'<a href="/users/{esc(x.author.lower().replace(" ", "_"))}">{esc(x.author)}</a>'
            if i % 3
            else f"<strong>{esc(x.author)}</strong>"
        )
        + f' · <span class="resp-date">{esc(x.when)}</span></div><div class="resp-body">{ps(x.text)}</div>'
        '<div class="resp-tools"><a href="#">Quote</a> · <a href="#">Flag</a></div></li>'
        for i, x in enumerate(c)
    )
    block = (
        f'<div id="feedback"><h2 class="fb-hd">Feedback ({len(c)})</h2><ol class="resp-list">{items}</ol>'
        + form("Add your feedback", "Post", "Username", "Your feedback")
        + "</div>"
    )
    st = story(
        "Reissue review: the deluxe edition that almost gets it right",
        "By Tom Achterberg",
        "Tom Achterberg",
        "2012-03-06T12:00:00+00:00",
        "6 March 2012",
        """
Twenty-three years on, the band's second-best album arrives as a three-disc deluxe edition with demos, B-sides and a live set from Leeds in 1989.

The new master is louder than the original CD and the reverb on the vocals has been pulled back, which some will love and some will not. The B-sides, finally on one disc, are a treat.

Four stars: essential for fans, with reservations about the remastering.
""",
        declare="og",
    )
    parts = PartsK(
        after=block,
        rail=rail(
            "d7", box("d7", "Reviews", rows("d7", ["Album of the week", "Live: Brixton", "Pedal shootout"]))
        ),
    )
    return make(
        "o-mag-en-feedback-42",
        "discussion",
        "d7",
        "mag-music",
        st,
        parts,
        c,
        path="/reviews/reissue-deluxe-edition-almost-gets-it-right",
        container="div#feedback, ol.resp-list of li.resp: div.resp-num '#n', div.resp-head (name linked or strong, date), div.resp-body",
        heading="Feedback (42)",
        description="A music magazine's review with 42 flat numbered comments, the heading 'Feedback (42)', some names linked and some not, 'Mar 6th, 2012 · 4:19pm', the magazine answering twice; fourteen answers open with '@Name:' (set J's rule: parents given), others answer without naming (no parent).",
    )
