"""Blind set AZ: four article pages of 2011-2014 without any reader comment (truth zero) whose furniture holds a list
with a discussion entry's shape, of kinds the README's introduction and sets AL and AM do not name: a dog show
judge's critiques (en), an open-source project's open issues in a blog's sidebar (en), a local archive's genealogy
search requests (da) and a town's stolen-bicycle register (hu). Written for this set; every name, place and text
invented, each entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_az_common import Case, Parts, Story, esc, make, rows


def en_judges_critiques() -> Case:
    crit = rows("""
Mrs P. Dunmore | Fellgate Tess | 1st, Open Bitch | A super bitch of lovely type, balanced head with a kind eye. Moved soundly and tirelessly, handled with quiet confidence.
Mr and Mrs R. Skelton | Brackenrigg Jack | 1st, Post Graduate Dog | Strong, masculine dog in hard condition. Good reach of neck, would like a touch more bend of stifle, but moved out well.
Miss H. Calloway | Windyknowe Bramble | 2nd, Open Bitch | Pressed the winner hard. Feminine head, excellent coat texture, a little unsettled in the ring today.
Mr D. Aspinall | Thwaite Moss | 1st, Veteran | Nine years young and enjoying every minute. Still carries himself beautifully, a credit to his owner.
Mrs J. Ollerton | Saddleback Fern | 1st, Puppy | Promising youngster, well made throughout. Needs time to mature, but the quality is all there.
""")
    li = "".join(
        f'<li class="fd-cr"><p class="fd-ex"><b>{esc(o)}</b>\'s <i>{esc(d)}</i></p><p class="fd-pl">{esc(pl)}</p>'
        f'<p class="fd-tx">{esc(t)}</p></li>'
        for o, d, pl, t in crit
    )
    box = (
        '<div class="fd-critiques"><h3>Judge\'s critique: Border Collies (judge: Mr E. Garnett)</h3>'
        f'<p class="fd-note">Reproduced with the judge\'s permission.</p><ul class="fd-list">{li}</ul></div>'
    )
    st = Story(
        "Fellgate Show: a record entry and a sunny day at last",
        "Report by Maisie Holroyd",
        "2011-08-22T12:00:00+01:00",
        "22 August 2011",
        """
More than 640 dogs were entered at the Fellgate Championship Show on Saturday, a record for the show in its 58th year. After two years of rain, the sun shone on the showground from the first class to the last.

Best in Show went to a three-year-old Border Collie bitch from the Dunmore kennel, who had already taken the breed and the working group. Her owner said she had "never had a day like it" in thirty years of showing.

The show committee thanked the forty volunteers who ran the rings, the car parks and, by popular demand, the tea tent.
""",
        lead="Record 640 entries and a Border Collie takes Best in Show.",
        section="Shows",
        related=(
            "Training a recall in ten minutes a day",
            "Hip scores: what the numbers mean",
            "The Gundog Post's autumn fixtures",
            "Caring for an older dog in winter",
        ),
        tags=("Fellgate Show", "Border Collies", "results"),
    )
    return make(
        "az-ll-en-judges-critiques",
        "lookalike",
        "en-fellside",
        st,
        Parts(after=box),
        [],
        path="/shows/fellgate-show-record-entry/",
        container="div.fd-critiques: h3 \"Judge's critique: …\", ul.fd-list > li.fd-cr (p.fd-ex '<b>exhibitor</b>'s <i>dog</i>', p.fd-pl placing, p.fd-tx two sentences)",
        heading="Judge's critique: Border Collies (judge: Mr E. Garnett)",
        description="An English dog magazine of 2011: a show report with the breed judge's written critiques, five entries each naming an exhibitor and dog, a placing and two sentences; no reader comment.",
        lookalikes=("a dog show judge's critiques (exhibitor, dog, placing, two sentences)",),
    )


def en_open_issues() -> Case:
    issues = rows("""
#418 | Undo after flood fill restores the wrong layer | opened by kwame_t | 2 days ago | Fill a region on layer 2, switch to layer 1, press undo: the fill disappears from layer 1 instead.
#415 | Export to PNG ignores the zoom setting | opened by lottie-m | 4 days ago | Exported images are always at 100%, even with "export at current zoom" ticked.
#409 | Crash when opening a map saved on a laptop | opened by rafaelz | 1 week ago | Stack trace attached. Looks like line endings in the tile index.
#402 | Tile picker scrolls back to the top after every click | opened by h.ng | 2 weeks ago | Very annoying with large tilesets, I have to scroll down every time.
#397 | Add a keyboard shortcut for the eyedropper | opened by petra_v | 3 weeks ago | Holding Alt works in most drawing programs, could we do the same?
""")
    li = "".join(
        f'<li class="kb-issue"><a class="kb-num" href="/issues/{n[1:]}">{esc(n)}</a> <a class="kb-ttl" href="/issues/{n[1:]}">{esc(t)}</a>'
        f'<span class="kb-by">{esc(by)}, {esc(ago)}</span><p class="kb-sum">{esc(s)}</p></li>'
        for n, t, by, ago, s in issues
    )
    widget = f'<div class="bx-widget kb-issues"><h3>Open issues</h3><ul class="kb-list">{li}</ul><p><a href="/issues/">All 37 open issues »</a></p></div>'
    st = Story(
        "Version 0.9 is out: layers, at last",
        "Posted by Kettlebug",
        "2014-04-02T20:00:00+00:00",
        "April 2, 2014",
        """
After five months and more late nights than I would like to admit, version 0.9 of the map editor is out. The big news is layers: up to eight per map, each with its own opacity and a lock.

Layers changed almost everything under the hood, from the save format to the undo history, so please make a backup of your maps before you open them in the new version. Old maps open fine, but once saved they cannot be opened in 0.8.

Thank you to everyone who tested the nightly builds and filed bugs. The issue list in the sidebar is where the next month's work is; pick one if you like.
""",
        section="Releases",
        related=(
            "Devlog 14: the undo stack rewrite",
            "Why the save format changed",
            "Devlog 13: tile picker experiments",
            "Version 0.8.2: bug fixes",
        ),
        tags=("release", "layers", "map editor"),
    )
    return make(
        "az-ll-en-open-issues",
        "lookalike",
        "en-kettlebug",
        st,
        Parts(rail=widget, css=".kb-by{display:block;color:#999;font-size:11px}.kb-issue{margin-bottom:8px}"),
        [],
        path="/2014/04/version-0-9-layers/",
        container="div.bx-widget.kb-issues in the sidebar: h3 'Open issues', ul.kb-list > li.kb-issue (a.kb-num '#418', a.kb-ttl title, span.kb-by 'opened by NAME, 2 days ago', p.kb-sum a sentence or two)",
        heading="Open issues",
        description="An English developer's blog of 2014: a release post with the project's open issues in the sidebar, five entries each with a number, a title, 'opened by NAME, n days ago' and a sentence or two from the report; no reader comment.",
        lookalikes=(
            "an open-source project's open issues (number, title, opened by name, relative time, summary)",
        ),
    )


def da_genealogy() -> Case:
    reqs = rows("""
Inger Marie Holst | 3. marts 2012 | Søger efterkommere af smed Anders Pedersen, Østergade 12, som udvandrede over havet i 1884 med hustru og tre børn.
Poul Erik Damgaard | 28. februar 2012 | Hvem har billeder af Hedeby Mølle fra før branden i 1921? Jeg skriver mølleslægtens historie.
Karen Sønderby | 21. februar 2012 | Min oldemor tjente som pige på Lundgården omkring 1900. Hun hed Ane Kirstine, efternavn ukendt. Er der nogen, der kender familien?
Jørgen Lykke | 14. februar 2012 | Søger oplysninger om fiskerfamilien Bak fra Stranden. Har kirkebøgerne, men mangler alt efter 1930.
Bodil Vestergaard | 7. februar 2012 | Har arvet et fotoalbum fra Hedeby med omkring 80 ukendte personer. Vil gerne høre fra nogen, der kan hjælpe med navne.
""")
    li = "".join(
        f'<li class="sf-sog"><span class="sf-navn">{esc(n)}</span> <span class="sf-dato">{esc(d)}</span><p class="sf-tekst">{esc(t)}</p>'
        '<a class="sf-svar" href="/slaegt/kontakt">Kontakt via arkivet</a></li>'
        for n, d, t in reqs
    )
    box = (
        '<div class="gz-box sf-boks"><h3>Slægtsforskerne efterlyser</h3><ul class="sf-liste">'
        f'{li}</ul><p class="gz-poll"><a href="/slaegt/">Send en efterlysning</a></p></div>'
    )
    st = Story(
        "Lokalarkivet åbner dørene: Kom med dine gamle fotos",
        "Af Lene Kragh",
        "2012-03-05T06:00:00+01:00",
        "mandag 5. marts 2012",
        """
Hedeby Lokalhistoriske Arkiv holder åbent hus lørdag fra 10 til 15 i den gamle sparekassebygning på Torvet. Arkivet inviterer byens borgere til at tage gamle fotografier, breve og dokumenter med.

Frivillige scanner billederne på stedet, så ejerne kan tage originalerne med hjem igen. Arkivet har i dag omkring 14.000 fotografier, men der mangler især billeder fra 1950'erne og 1960'erne.

Samtidig kan man få hjælp til slægtsforskning af foreningen Slægtsforskerne, der har en stand i kælderen med adgang til kirkebøger og folketællinger.
""",
        section="Lokalt",
        related=(
            "Ny bådebro i havnen",
            "Borgerforeningen fejrer 100 år",
            "Ro- og kajakklubben får nyt klubhus",
            "Vejarbejde på Nørregade",
        ),
        tags=("lokalarkiv", "slægtsforskning", "Hedeby"),
    )
    return make(
        "az-ll-da-genealogy",
        "lookalike",
        "da-hedeby",
        st,
        Parts(rail=box),
        [],
        path="/lokalt/2012/03/05/lokalarkivet-aabent-hus",
        container="div.gz-box.sf-boks in the right column: h3 'Slægtsforskerne efterlyser', ul.sf-liste > li.sf-sog (span.sf-navn, span.sf-dato, p.sf-tekst one or two sentences, a 'Kontakt via arkivet' link)",
        heading="Slægtsforskerne efterlyser",
        description="A Danish local paper of 2012: an article on the local archive's open day with a box of genealogists' search requests in the right column, five entries each with a name, a date and a sentence or two asking for relatives or pictures; no reader comment.",
        lookalikes=("genealogy search requests (name, date, one or two sentences)",),
    )


def hu_stolen_bikes() -> Case:
    bikes = rows("""
Fazekas Ildikó | 2013. október 8. | Vasútállomás, kerékpártároló | Piros női városi kerékpár, kosárral, a csomagtartón kék gumipók. Lakattal volt lezárva.
Szabó Dániel | 2013. október 6. | Petőfi tér, a posta előtt | Fekete-zöld hegyikerékpár, 26-os kerekek, a vázon matrica: „Rekettyei Kerékpáros Egylet".
Tóth Marcell | 2013. október 3. | Gimnázium udvara | Ezüst színű trekking kerékpár, az első lámpa hiányzik. Kérem, aki látta, szóljon!
Bognár Erzsébet | 2013. szeptember 29. | Kossuth utca 14., kapualj | Régi, sötétkék férfi kerékpár, rozsdás csengővel. Édesapámé volt, nagyon hiányzik.
Kiss-Varga Péter | 2013. szeptember 25. | Uszoda parkoló | Narancssárga gyerekbicikli, 20-as kerekek, pótkerék nélkül.
""")
    li = "".join(
        f'<li class="rk-bej"><b class="rk-nev">{esc(n)}</b> <span class="rk-datum">{esc(d)}</span> <span class="rk-hely">{esc(h)}</span>'
        f'<p class="rk-leiras">{esc(t)}</p></li>'
        for n, d, h, t in bikes
    )
    box = (
        '<div class="rk-lista"><h3>Ellopott kerékpárok – olvasóink bejelentései</h3><p>Ha látta valamelyiket, '
        f'hívja a rendőrséget vagy írjon nekünk.</p><ol class="rk-bejelentesek">{li}</ol>'
        '<p><a href="/bicikli/bejelentes">Bejelentem a kerékpáromat</a></p></div>'
    )
    st = Story(
        "Egyre több biciklit lopnak el Rekettyén",
        "Írta: Horváth Zsófia",
        "2013-10-09T08:00:00+02:00",
        "2013. október 9., szerda",
        """
Idén szeptember végéig 74 kerékpárlopást jelentettek be a rekettyei rendőrkapitányságon, majdnem kétszer annyit, mint tavaly ugyanebben az időszakban. A legtöbb kerékpárt a vasútállomás tárolójából és a belvárosi iskolák udvaráról vitték el.

A rendőrség azt tanácsolja, hogy a kerékpárokat vastag U-lakattal, a vázánál fogva rögzítsék egy szilárd tárgyhoz. A vázszámot érdemes felírni és lefényképezni.

Az önkormányzat a jövő évtől térfigyelő kamerát szerel fel az állomási tárolóhoz. A Rekettyei Kerékpáros Egylet ingyenes vázszám-gravírozást szervez október 19-én a Petőfi téren.
""",
        lead="Idén már 74 kerékpárlopást jelentettek be, kétszer annyit, mint tavaly",
        section="Város",
        related=(
            "Felújítják a Petőfi tér szökőkútját",
            "Őszi lomtalanítás: itt a menetrend",
            "Kupameccs a sportcsarnokban",
            "Dalkör-koncert a templomban",
        ),
        tags=("kerékpár", "lopás", "rendőrség"),
    )
    return make(
        "az-ll-hu-stolen-bikes",
        "lookalike",
        "hu-rekettye",
        st,
        Parts(after=box),
        [],
        path="/varos/2013/10/09/kerekparlopasok",
        container="div.rk-lista after the article: h3 'Ellopott kerékpárok – olvasóink bejelentései', ol.rk-bejelentesek > li.rk-bej (b.rk-nev owner, span.rk-datum, span.rk-hely place, p.rk-leiras the bicycle and a sentence)",
        heading="Ellopott kerékpárok – olvasóink bejelentései",
        description="A Hungarian town portal of 2013: an article on bicycle thefts followed by a register of stolen bicycles reported by readers, five entries each with the owner's name, a date, a place and a description; no reader comment.",
        lookalikes=("a stolen-bicycle register (owner, date, place, description)",),
    )


def lists_az() -> list[Case]:
    return [en_judges_critiques(), en_open_issues(), da_genealogy(), hu_stolen_bikes()]
