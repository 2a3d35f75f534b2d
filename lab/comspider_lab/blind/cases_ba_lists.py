"""Blind set BA: four article pages of 2008-2014 without any reader comment (truth zero) whose furniture holds a list
with a discussion entry's shape, of kinds the earlier sets' lists do not name: an album's track-by-track notes in the
songwriters' words, with lengths that read like times (en); an annotated further-reading list (pl); a referee's
report of cautions with the minute and his reason (hu); an exhibition's wall labels (ar). Written for this set; every
name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_ba_common import Case, Parts, Story, esc, make, rows


def en_liner_notes() -> Case:
    tracks = rows("""
1 | Low Tide Parade | Robin Asher | 3:41 | I wrote this on the sea wall in February with my hands too cold to play the chords properly. That is why it only has three.
2 | Nobody Drives to Harlby | Sian Fell | 4:12 | A song about the town where my grandmother lived. The bus stopped going there in 1986 and so did everybody else.
3 | Paper Lanterns | Robin Asher | 2:58 | We recorded it in one take at two in the morning. You can hear the kettle in the second verse if you listen.
4 | The Quiet Half | Dom Keel | 5:20 | My first song on a record. I was terrified, so the others let me sing it lying down on the studio floor.
5 | Salt on the Window | Sian Fell | 3:33 | It started as a poem for my brother's wedding and turned into something much sadder. He still likes it.
6 | Harbour Lights, Again | Robin Asher | 4:47 | The last song we finished. We argued about the ending for a week and then kept both versions.
""")
    li = "".join(
        f'<li class="tk-row"><span class="tk-no">{esc(n)}.</span> <b class="tk-title">{esc(t)}</b> '
        f'<span class="tk-writer">({esc(w)})</span> <span class="tk-len">{esc(ln)}</span>'
        f'<p class="tk-note">“{esc(x)}” — <i>{esc(w)}</i></p></li>'
        for n, t, w, ln, x in tracks
    )
    inside = (
        '<div class="tk-box"><h3>Track by track, in the band\'s words</h3><p class="tk-intro">We asked the Driftwood Choir to tell us '
        f'about each song. Running time 24:31.</p><ol class="tk-list">{li}</ol></div>'
    )
    st = Story(
        "Review: The Driftwood Choir – Salt on the Window",
        "Posted by Ada Quarry",
        "2011-05-16T19:00:00+01:00",
        "Monday, May 16, 2011",
        """
It has taken the Driftwood Choir four years and two changes of drummer to make a second album, and it is worth every month of the wait. Salt on the Window is quieter than their debut, and better for it.

The songs are built around Sian Fell's voice and a battered harmonium that the band found in a chapel sale. There are no big choruses, just small stories told carefully, most of them about the coast where the three of them grew up.

The album is released on vinyl and as a download on 23 May. The band play the Back Room in Kettlewick on 4 June.
""",
        section="Reviews",
        related=(
            "Live: Amp and Anvil at the Corn Exchange",
            "Mixtape: songs for a wet bank holiday",
            "Interview: the harmonium collectors",
        ),
        tags=("folk", "vinyl"),
    )
    return make(
        "ba-ll-en-liner-notes",
        "lookalike",
        "en-tunefold",
        st,
        Parts(inside=inside),
        [],
        path="/2011/05/review-driftwood-choir-salt-on-the-window/",
        container="div.tk-box in the post: h3, ol.tk-list > li.tk-row (span.tk-no, b.tk-title, span.tk-writer '(name)', span.tk-len '3:41', p.tk-note a quoted note and '— name')",
        heading="Track by track, in the band's words",
        description="A 2011 music blog's album review with the track-by-track notes in the songwriters' words: six entries, each a title, the songwriter's name, the track's length (reads like a time) and a quoted note signed with the name; no reader comment.",
        lookalikes=(
            "an album's track-by-track notes (title, songwriter, length, a quoted note signed with the name)",
        ),
    )


def pl_further_reading() -> Case:
    books = rows("""
Zofia Kędzierska | 1998 | Synkopa nad Wisłą. Jazz w powojennej Warszawie | Najlepszy punkt wyjścia. Autorka rozmawiała z muzykami, którzy grali w piwnicach, zanim jazz był w ogóle dozwolony.
Marek Olewicz | 2004 | Katakumby i kluby | Trochę chaotyczna, ale pełna anegdot. Rozdział o festiwalu w 1956 roku czyta się jak powieść.
Helena Brzoza | 2009 | Płyty, których nie było | O nagraniach, które nigdy nie ukazały się oficjalnie. Dla kolekcjonerów lektura obowiązkowa.
Jan Wilk, Ewa Sowa | 2011 | Saksofon w walizce | Wspomnienia muzyków, którzy wyjechali na Zachód. Miejscami smutna, ale bardzo potrzebna.
Tadeusz Gil | 1987 | Rytm i cenzura | Trudno dostępna, ale warto szukać w antykwariatach. Sucha, naukowa, za to bardzo dokładna.
Agnieszka Mróz | 2012 | Dziewczyny od bebopu | Pierwsza książka o kobietach na polskiej scenie jazzowej. Świetne zdjęcia z prywatnych archiwów.
""")
    li = "".join(
        f'<li class="lk-poz"><span class="lk-autor">{esc(a)}</span>, <i class="lk-tytul">{esc(t)}</i>, <span class="lk-rok">{esc(y)}</span>'
        f'<p class="lk-uwagi">{esc(x)}</p></li>'
        for a, y, t, x in books
    )
    after = (
        f'<div class="bx-block lk-lektury"><h3>Dalsza lektura</h3><p>Jeśli ta recenzja was zaciekawiła, oto co jeszcze warto przeczytać, '
        f'z moimi krótkimi uwagami:</p><ul class="lk-lista">{li}</ul></div>'
    )
    st = Story(
        "Recenzja: „Piwnice pełne dźwięku” – jak jazz przetrwał lata pięćdziesiąte",
        "Autor: Kuba Zieliński",
        "2013-02-09T12:00:00+01:00",
        "sobota, 9 lutego 2013",
        """
Nowa książka o początkach polskiego jazzu nie jest pierwszą na ten temat, ale jest pierwszą, która tak dokładnie opisuje codzienne życie muzyków. Gdzie grali, ile zarabiali, skąd brali płyty i struny.

Najciekawsze są rozdziały o prowincji: o klubach w Łodzi, Krakowie i małych miastach, gdzie jazz grano w domach kultury pod szyldem muzyki tanecznej.

Książkę czyta się szybko, a na końcu jest dobrze przygotowana dyskografia.
""",
        section="Książki",
        related=("Koncert: trio z Gdyni w Zielonce", "Winyle z pchlego targu", "Wywiad z kontrabasistą"),
        tags=("jazz", "recenzje"),
    )
    return make(
        "ba-ll-pl-further-reading",
        "lookalike",
        "pl-zielonka",
        st,
        Parts(after=after),
        [],
        path="/2013/02/piwnice-pelne-dzwieku-recenzja.html",
        container="div.lk-lektury: h3 'Dalsza lektura', ul.lk-lista > li.lk-poz (span.lk-autor, i.lk-tytul, span.lk-rok, p.lk-uwagi the blogger's note)",
        heading="Dalsza lektura",
        description="A 2013 Polish music and books blog: a book review followed by an annotated further-reading list, six entries each an author's name, a title, a year and a two-sentence note by the blogger; no reader comment.",
        lookalikes=("an annotated further-reading list (author, title, year, a note)",),
    )


def hu_referee() -> Case:
    cards = rows("""
Fekete Dániel | Bodrogvári SE | 23. perc | sárga | Hátulról becsúszott az ellenfél bokájára, a labdát nem érhette el.
Szalai Gergő | Tokajhegyi FC | 38. perc | sárga | A játékvezetői döntés után hangosan és hosszan reklamált.
Varga Máté | Bodrogvári SE | 51. perc | sárga | Szándékosan elrúgta a labdát a szabadrúgás elvégzése előtt.
Szalai Gergő | Tokajhegyi FC | 67. perc | piros | Második sárga lap: ütközés közben könyökkel meglökte az ellenfelet.
Kiss Ádám | Tokajhegyi FC | 74. perc | sárga | A kapu előtti tömegben lökdösődött, a figyelmeztetés után is.
Fekete Dániel | Bodrogvári SE | 88. perc | sárga | Időhúzás: a cserénél lassan hagyta el a pályát.
""")
    trs = "".join(
        f'<tr><td class="jv-perc">{esc(m)}</td><td class="jv-jatekos"><b>{esc(n)}</b><br /><small>{esc(cl)}</small></td>'
        f'<td class="jv-lap jv-{"s" if c == "sárga" else "p"}">{esc(c)}</td><td class="jv-indok">{esc(x)}</td></tr>'
        for n, cl, m, c, x in cards
    )
    after = (
        '<div class="gz-box jv-jelentes"><h3>A játékvezető jelentéséből</h3><p>A megyei szövetség honlapján közzétett jelentés szerint:</p>'
        f'<table class="jv-tabla" width="100%" cellpadding="3"><tr><th>Perc</th><th>Játékos</th><th>Lap</th><th>Indoklás</th></tr>{trs}</table></div>'
    )
    st = Story(
        "Tíz emberrel is kikapott a Tokajhegy – 2:1 a rangadón",
        "Írta: Balogh Csaba",
        "2012-09-23T19:40:00+02:00",
        "2012. szeptember 23., vasárnap 19:40",
        """
Hatalmas csatában nyert a Bodrogvári SE a megyei első osztály vasárnapi rangadóján. A vendég Tokajhegyi FC a második félidő közepén emberhátrányba került, de így is sokáig tartotta az egy-egyet.

A hazaiak a 12. percben szereztek vezetést, a vendégek közvetlenül a szünet előtt egyenlítettek. A győztes gólt a 81. percben fejelte Takács Bence egy szögletrúgás után.

A győzelemmel a Bodrogvár a tabella második helyére lépett. A következő fordulóban idegenben játszik.
""",
        section="Sport",
        related=(
            "Megnyílt az új sportcsarnok",
            "Árvízvédelmi gyakorlat a Bodrogon",
            "Szüreti fesztivál a hétvégén",
        ),
        tags=("foci",),
    )
    return make(
        "ba-ll-hu-referee",
        "lookalike",
        "hu-bodrogvar",
        st,
        Parts(after=after),
        [],
        path="/sport/2012/09/23/tiz-emberrel-is-kikapott",
        container="div.jv-jelentes: h3 'A játékvezető jelentéséből', table.jv-tabla (minute '67. perc', b player and small club, card, the referee's reason sentence)",
        heading="A játékvezető jelentéséből",
        description="A 2012 Hungarian town paper's match report with the referee's report of cautions: six entries, each a minute, a player's name and club, the card and a sentence of the referee's reason; no reader comment.",
        lookalikes=("a referee's report of cautions (minute, player, club, card, reason)",),
    )


def ar_wall_labels() -> Case:
    labels = rows("""
سلمى الحداد | 1984 | زيت على قماش | رسمت الفنانة سوق التمور في الصباح الباكر، حين كان الباعة يفرشون بضاعتهم على الحصير. الألوان الدافئة تذكّرنا بضوء الواحة.
يوسف بن عمر | 1991 | حبر على ورق | سلسلة من اثني عشر رسمًا لأبواب البيوت القديمة، رسمها يوسف قبل هدم الحي بسنوات قليلة.
ليلى منصور | 2003 | تصوير فوتوغرافي | صورة لجدّة الفنانة وهي تنسج سعف النخيل. أهدتها العائلة إلى المتحف هذا العام.
عبد الله الراشد | 1976 | خشب منحوت | صندوق عرس نحته والد الفنان، وأضاف إليه الابن زخارف جديدة بعد أربعين عامًا.
مريم العلي | 2010 | نسيج وألوان طبيعية | قطعة نسيج كبيرة صبغت خيوطها بقشر الرمان والحناء، وتروي حكاية بئر الواحة.
""")
    items = "".join(
        f'<div class="bt-lawha"><p class="bt-fannan"><b>{esc(a)}</b> ({esc(y)})</p><p class="bt-mada">{esc(m)}</p>'
        f'<p class="bt-nass">{esc(x)}</p></div>'
        for a, y, m, x in labels
    )
    after = f'<div class="bt-maarad"><h3>من بطاقات المعرض</h3><p>نصوص البطاقات المعلقة بجانب الأعمال، كما كتبتها أمينة المعرض:</p>{items}</div>'
    st = Story(
        "«ذاكرة الواحة»: معرض يجمع خمسين عامًا من الفن المحلي",
        "بقلم: هالة الشريف",
        "2014-03-11T10:00:00+03:00",
        "الثلاثاء 11 مارس 2014",
        """
افتُتح مساء الاثنين في بيت الفنون معرض «ذاكرة الواحة» الذي يضم أكثر من ستين عملًا لفنانين من أبناء المنطقة، تمتد من منتصف السبعينيات حتى اليوم.

وقالت أمينة المعرض إن الفكرة بدأت حين اكتشفت أن كثيرًا من الأعمال القديمة محفوظة في بيوت العائلات ولم يرها الجمهور من قبل.

ويستمر المعرض حتى نهاية أبريل، ويفتح أبوابه يوميًا من العاشرة صباحًا حتى الثامنة مساءً ما عدا يوم الجمعة.
""",
        related=("مهرجان الشعر الشعبي يعود", "ترميم السوق القديم", "فريق الواحة يتأهل"),
        tags=("معارض", "تراث"),
        bio="هالة الشريف صحفية تكتب عن الفنون والتراث.",
    )
    return make(
        "ba-ll-ar-wall-labels",
        "lookalike",
        "ar-nakheel",
        st,
        Parts(after=after),
        [],
        path="/thaqafa/2014/03/dhakirat-al-waha.html",
        container="div.bt-maarad: h3 'من بطاقات المعرض', div.bt-lawha (p.bt-fannan: b artist and (year); p.bt-mada medium; p.bt-nass the curator's text)",
        heading="من بطاقات المعرض",
        description="A 2014 Arabic oasis paper in a table layout, right to left: an exhibition article quoting five wall labels, each an artist's name and year, the medium and two sentences by the curator; no reader comment.",
        lookalikes=("an exhibition's wall labels (artist, year, medium, curator's text)",),
    )


def lists_ba() -> list[Case]:
    return [en_liner_notes(), pl_further_reading(), hu_referee(), ar_wall_labels()]
