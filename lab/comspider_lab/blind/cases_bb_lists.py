"""Blind set BB: four pages of 2007-2012 without any reader comment whose furniture or text holds a list with a
discussion entry's shape (names, times, short texts), of kinds the earlier sets do not name: a quilting bee's
signature blocks with the notes their makers stitched on them (en), an arcade cabinet's high-score table with the
players' taunts (en), a wine competition jury's tasting notes (hu) and a knitting pattern's test knitters' notes (da).
Every name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bb_common import Case, Parts, Story, esc, make, rows


def en_quilt() -> Case:
    blocks = rows("""
Annie Lorimer | Harrow's End | arrived 3 Jan | A log cabin in greens. "For Rose, who taught me to cut straight. Sorry about the corners."
Bea Fontaine | Millbury | arrived 5 Jan | Flying geese, every goose a different blue. "Made on the kitchen table while the snow came down."
Carol Whitsun | Lower Tarrant | arrived 9 Jan | A nine-patch with one red square. "The red one is for the year we all missed the show."
Dilys Pryce | Aberfenn | arrived 11 Jan | An appliqué teapot. "Twenty winters of Thursdays and tea. Here's to twenty more."
Esme Oduya | Millbury | arrived 14 Jan | A star in yellow and grey. "My first block with points that meet. I counted them twice."
Fran Jellicoe | Harrow's End | arrived 20 Jan | Churn dash in shirting. "Cut from Ted's old work shirts. He would have laughed."
Gwen Tasker | Crickle Bay | arrived 24 Jan | A house with a lit window. "Leave the light on, Rose."
""")
    items = "".join(
        f'<li class="wt-block"><img src="/_avatar/wt-{i}.svg" alt="" width="90" height="90" /><p class="wt-maker"><b>{esc(n)}</b>, '
        f'{esc(town)} <span class="wt-date">({esc(d)})</span></p><p class="wt-note">{esc(note)}</p></li>'
        for i, (n, town, d, note) in enumerate(blocks)
    )
    inside = f'<h3>The blocks so far</h3><ul class="wt-blocks">{items}</ul>'
    block = '<p class="gs-comments-link"><a href="/comment?postID=rose-quilt">0 comments</a></p>'
    st = Story(
        "Rose's retirement quilt: the signature blocks are coming in",
        "Posted by Maud at 7:45 PM",
        "2010-01-25T19:45:00+00:00",
        "Monday, January 25, 2010",
        """
As most of you know, Rose is stepping down after twenty years of running the Thursday bee at the chapel hall. We decided in November that each of us would make one block in secret and stitch a little note into the back, and I would put them together into a quilt for her party in March.

Seven blocks have arrived so far. I've photographed each one (front only, the notes are a surprise, so Rose, if you're reading, stop now) and copied the notes below with everyone's permission.

Still waiting on four. You know who you are. Deadline is the 14th of February.
""",
        section="Bees",
        related=("Binding by hand: my way", "The chapel bee's Christmas sale", "Scrap basket, January"),
        tags=("quilting bee", "signature quilt", "Rose"),
        recent=(
            ("Bea Fontaine", "The chapel bee's Christmas sale"),
            ("Gwen Tasker", "Binding by hand: my way"),
        ),
        months=("January 2010", "December 2009", "November 2009"),
        friends=("Thimble Corner", "The Scrap Basket", "Patchwork on the Marsh"),
    )
    return make(
        "bb-list-en-quilt-blocks",
        "lookalike",
        "en-quiltwren",
        st,
        Parts(inside=inside, after=block),
        [],
        path="/2010/01/roses-quilt-blocks.html",
        container="(none: in the post, ul.wt-blocks of 7 li.wt-block: a photo, b maker, town, '(arrived 3 Jan)', p.wt-note with the block and the note stitched on it; '0 comments' link below the post)",
        heading=None,
        description="Blogstead (invented hosted blog service, 2010): a quilting blog's post listing the signature blocks of a retirement quilt, each with its maker, town, arrival date and the note stitched on its back; '0 comments'. No reader comment.",
        lookalikes=("a quilting bee's signature blocks with their makers' notes",),
    )


def en_scores() -> Case:
    scores = rows("""
1 | PKR | Pete Kowalczyk | 14 Mar 2011 | 1,204,550 | Came in on my lunch break. Left at six. Worth it.
2 | MOL | Molly Addo | 12 Mar 2011 | 1,188,200 | Pete, I know where you sit.
3 | DZA | Dez Abernathy | 9 Mar 2011 | 986,410 | The third boss pattern is a lie.
4 | JUN | June Takeda | 2 Mar 2011 | 902,330 | One credit. Just saying.
5 | RAF | Rafael Ybarra | 28 Feb 2011 | 655,000 | Stick still drifts left, that's my excuse.
6 | TOB | Toby Keane | 27 Feb 2011 | 410,870 | First game on a real cabinet since 1989.
7 | ANN | Anna Lisowski | 25 Feb 2011 | 398,100 | I only came to look at the art on the side panels.
""")
    table = "".join(
        f'<tr><td>{esc(r)}</td><td class="pf-init">{esc(ini)}</td><td class="pf-who">{esc(n)}</td><td>{esc(d)}</td>'
        f'<td class="pf-pts">{esc(p)}</td><td class="pf-taunt">“{esc(t)}”</td></tr>'
        for r, ini, n, d, p, t in scores
    )
    rail = (
        '<div class="pf-hof"><h3>Hall of Fame: the office cabinet</h3><table class="pf-scores"><tr><th>#</th><th></th><th>Player</th>'
        f"<th>Date</th><th>Score</th><th>Says</th></tr>{table}</table>"
        '<p class="pf-small">Scores photographed off the screen and typed in by Toby. Disputes to the forum.</p></div>'
    )
    block = '<div class="nw-none"><p>No comments yet. <a href="/user/login">Log in</a> or <a href="/user/register">register</a> to post comments.</p></div>'
    st = Story(
        "Restoring the office cabinet, part 3: the monitor lives",
        "Submitted by toby_k",
        "2011-03-15T12:00:00+00:00",
        "Tue, 03/15/2011",
        """
Part three of our slow restoration of the upright cabinet we found in a storage unit last autumn. The monitor, which arrived with a burn-in of the attract screen so strong you could read the high-score table with the power off, now works properly again.

The fix was a recap of the chassis and a lot of patience with the convergence adjustments. We also replaced the flyback, which had a crack that explained the smell. Total cost so far: a little over two hundred pounds and four weekends.

Next month: the control panel, the sticky fire button and the joystick that drifts to the left. Meanwhile, the cabinet is back in the corner of the office and the scores are getting silly.
""",
        section="Arcade",
        related=(
            "Part 2: the power supply",
            "Part 1: what's in the storage unit?",
            "Ten cabinets worth restoring",
        ),
        tags=("restoration", "arcade", "cabinets"),
    )
    return make(
        "bb-list-en-high-scores",
        "lookalike",
        "en-pixelforge",
        st,
        Parts(after=block, rail=rail),
        [],
        path="/arcade/restoring-office-cabinet-part-3",
        container="(none: 'No comments yet.' under the story; the right column's 'Hall of Fame' table.pf-scores of 7 rows: rank, initials, player, date, score and a quoted taunt)",
        heading=None,
        description="Nodewright (invented community CMS, 2011): a games site's restoration diary; in the right column an arcade cabinet's high-score table with each player's name, date, score and a one-line taunt; 'No comments yet.' No reader comment.",
        lookalikes=("an arcade cabinet's high-score table with players' taunts",),
    )


def hu_jury() -> Case:
    notes = rows("""
Kerekes Ildikó | borász, zsűrielnök | szept. 18., 10:40 | Somlói Juhfark 2010, Hegyalja Pince | Sós, feszes, hosszú lecsengés. Még két év kell neki, de már most a legjobb a mezőnyben.
Dr. Bakos Ferenc | szőlész | szept. 18., 11:05 | Olaszrizling 2011, Öreghegy Birtok | Tiszta, gyümölcsös, kicsit egyszerű. Jó nyári bor, semmi több.
Mátyás Eszter | sommelier | szept. 18., 11:30 | Furmint 2009, Kövesdi Családi Pincészet | Érett, mézes, de a sav még tartja. Ételhez kiváló.
Szalai Gábor | borkereskedő | szept. 18., 12:10 | Hárslevelű 2010, Bazalt Pince | Illatos, virágos, a korty kicsit rövid. Szép címke.
Kerekes Ildikó | borász, zsűrielnök | szept. 18., 13:45 | Somlói Juhfark 2008, Öreghegy Birtok | Az évjárat nehéz volt, ez mégis egyensúlyban van. Meglepetés.
Mátyás Eszter | sommelier | szept. 18., 14:20 | Tramini 2011, Hegyalja Pince | Fűszeres, kicsit harsány. Megosztotta a zsűrit.
""")
    items = "".join(
        f'<div class="hm-jegyzet"><p class="hm-fej"><strong>{esc(n)}</strong> <em>({esc(role)})</em> · {esc(t)}</p>'
        f'<p class="hm-bor">{esc(wine)}</p><p class="hm-szoveg">{esc(x)}</p></div>'
        for n, role, t, wine, x in notes
    )
    inside = f'<div class="hm-zsuri"><h3>A zsűri jegyzeteiből</h3>{items}</div>'
    block = '<p class="hm-hozzaszolas">Hozzászólás: a cikkhez nem lehet hozzászólni.</p>'
    st = Story(
        "Somlói borverseny: a juhfark vitte a nagydíjat",
        "Írta: Pintér Noémi",
        "2012-09-19T08:30:00+02:00",
        "2012. szeptember 19.",
        """
Negyvenhat pincészet száztizenkét borát kóstolta végig kedden a Somlói Borverseny zsűrije a hegy lábánál álló kultúrházban. A nagydíjat a Hegyalja Pince 2010-es juhfarkja nyerte.

A zsűri öt tagja egész nap dolgozott; a bírálati lapokat a verseny után a szervezők engedélyével nyilvánosságra hozták. Az alábbiakban néhány jegyzetet közlünk, ahogy a bírálók papírra vetették.

Az eredményhirdetés szombaton lesz a szüreti fesztivál megnyitóján. A díjazott borok vasárnap kóstolhatók a templomkertben.
""",
        section="Bor",
        related=("Szüreti fesztivál: a program", "Jégeső a hegy északi oldalán", "Új kilátó a hegytetőn"),
        tags=("borverseny", "juhfark", "Somló"),
    )
    return make(
        "bb-list-hu-wine-jury",
        "lookalike",
        "hu-somlyo",
        st,
        Parts(inside=inside, after=block),
        [],
        path="/bor/somloi-borverseny-juhfark-nagydij-7731.html",
        container="(none: in the article, div.hm-zsuri of 6 div.hm-jegyzet: juror and role, a time, the wine, a two-sentence tasting note; 'a cikkhez nem lehet hozzászólni')",
        heading=None,
        description="HírMotor (invented newspaper system, 2012): a Hungarian wine-region paper's story on a wine competition printing six jurors' tasting notes (juror, role, time, wine, note); comments disabled. No reader comment.",
        lookalikes=("a wine competition jury's tasting notes",),
    )


def da_testers() -> Case:
    testers = rows("""
Sidsel Krogh | færdig 2. okt. | 2 nøgler alpaka, str. M | Mønsteret er klart skrevet. Jeg strikkede ærmerne to centimeter længere, ellers passer alt.
Hanne Brix | færdig 4. okt. | uld fra egen gård, str. L | Flettet i bærestykket var sjovt at strikke, men diagrammet skal være større på tryk.
Mette Løvgren | færdig 7. okt. | merino, str. S | Min første sweater oppefra og ned. Jeg har allerede slået op til nummer to.
Karen Sønderby | færdig 9. okt. | bomuld og hør, str. M | Fungerer også i bomuld, men den bliver tungere. Jeg ville gå en pindestørrelse ned.
Birgit Holm | færdig 11. okt. | genbrugsgarn, str. XL | Tak fordi der er en XL med fra start. Det er sjældent.
Line Kjærgaard | færdig 14. okt. | alpaka og silke, str. M | Et lille fejl i række 34 på diagram B, ellers perfekt.
""")
    items = "".join(
        f'<tr><td class="ug-navn">{esc(n)}</td><td>{esc(d)}</td><td>{esc(y)}</td><td class="ug-note">{esc(x)}</td></tr>'
        for n, d, y, x in testers
    )
    inside = (
        '<h3>Testerne siger</h3><table class="ug-testere"><tr><th>Tester</th><th>Hvornår</th><th>Garn og størrelse</th><th>Bemærkning</th></tr>'
        f"{items}</table><p><em>Fejlen i række 34 er rettet i den endelige udgave.</em></p>"
    )
    block = '<p class="ug-kom">Kommentarer er slået fra for dette indlæg.</p>'
    st = Story(
        "Ny opskrift: Fjordsweateren er klar",
        "Skrevet af Ulla",
        "2012-10-20T10:00:00+02:00",
        "20. oktober 2012",
        """
Så er den her endelig. Fjordsweateren er strikket oppefra og ned med et bredt flettet bærestykke og lange, smalle ærmer. Den findes i seks størrelser fra XS til XXL.

Tak til de seks testere, som har strikket den i september og oktober i alt muligt garn, fra alpaka til genbrugsgarn. Deres bemærkninger har gjort opskriften meget bedre.

Opskriften koster 45 kroner og kan købes i butikken her på bloggen. Den første uge får I ti procent rabat.
""",
        section="Opskrifter",
        related=("Garnlageret: oprydning", "Sommerens sjal", "Hvordan jeg blokker"),
        tags=("opskrift", "sweater", "fletninger"),
        recent=(("Hanne Brix", "Sommerens sjal"), ("Mette Løvgren", "Hvordan jeg blokker")),
        months=("oktober 2012", "september 2012", "august 2012"),
        friends=("Pindene", "Garn og te", "Strikkeklubben i Vejle"),
    )
    return make(
        "bb-list-da-test-knitters",
        "lookalike",
        "da-uldgaard",
        st,
        Parts(inside=inside, after=block),
        [],
        path="/2012/10/ny-opskrift-fjordsweateren.html",
        container="(none: in the post, table.ug-testere of 6 rows: tester, finish date, yarn and size, a remark; comments switched off)",
        heading=None,
        description="Bloggeriet (invented blog service, 2012): a knitting blog's pattern release with the six test knitters' remarks in a table (name, date finished, yarn and size, remark); comments switched off; sidebar with recent comments on other posts. No reader comment.",
        lookalikes=("a knitting pattern's test knitters' remarks",),
    )


def lists_bb() -> list[Case]:
    return [en_quilt(), en_scores(), hu_jury(), da_testers()]
