"""Blind set BE: two mixed pages, a discussion of this article in the served HTML beside a list of named, dated short
texts that are not comments, of kinds the earlier sets do not name: the memorial benches of a riverside walk with
their inscriptions (en) and a paper's congratulations to golden-wedding couples with a sentence from each (hu).
Written for this set; every name, place and text invented, each comment and entry by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_be_common import (
    C,
    Case,
    Parts,
    Story,
    esc,
    make,
    paras,
    rows,
    seeds,
    thread,
    tree,
)


def en_benches() -> Case:
    benches = rows("""
No. 3, by the lock gates | Arthur Penfold | 1921–2004 | He mended every boat on this river and never sent a bill.
No. 7, under the willows | Gwen and Stanley Rudd | 1930–2009 | They sat here every Sunday for fifty years. Sit a while with them.
No. 11, facing the weir | Thomas Ashby | 1988–2007 | Forever nineteen, forever fishing.
No. 14, by the boathouse | Ron Tebbutt | 1936–2010 | Dad, the kettle's on.
No. 18, at the meadow gate | Dorothy Fell | 1918–2011 | Teacher at Fenwick Infants for 38 years. She knew all your names.
No. 22, the far bend | Maisie | 2001–2012 | A good dog who loved this walk more than any of us.
""")
    bench_li = "".join(
        f'<li class="fm-bench"><span class="fm-bench-place">{esc(pl)}</span><p class="fm-bench-name">In memory of <b>{esc(n)}</b> '
        f'<span class="fm-bench-years">{esc(y)}</span></p><p class="fm-bench-words">“{esc(x)}”</p></li>'
        for pl, n, y, x in benches
    )
    benchbox = (
        '<div class="fm-benches"><h3>The benches and their words</h3><p>The plaques on the benches due to be replaced, as recorded by '
        f'the town council.</p><ul class="fm-benchlist">{bench_li}</ul></div>'
    )
    cs = thread("""
Carol Tebbutt | 11 July 2012, 19:20 | - | - | My dad's bench is number 14 by the boathouse. It was the first thing I checked when I saw the headline. Please don't just throw the old plaques away.
Mercury newsdesk | 11 July 2012, 20:05 | 0 | - | The town council says every plaque will be kept and fixed to the new benches, Carol. We checked with them this afternoon.
Geoff Lilley | 11 July 2012, 20:31 | - | - | Whoever set fire to the benches by the lock should be made to pay for them.
Priya Mistry | 11 July 2012, 21:10 | 2 | - | Police are looking at the camera footage from the bridge, apparently.
Alan R | 12 July 2012, 07:45 | - | - | Four hundred pounds a bench seems cheap. I hope they're not the plastic ones.
June Whitmore | 12 July 2012, 09:12 | - | - | We walk there every morning with the dog. It's a lovely place to sit and remember people.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<li class="fm-cmt" id="fm-cmt-{i}"><p class="fm-cmt-by"><strong>{esc(c.name)}</strong> wrote on {esc(c.when)}:</p>'
            f'<div class="fm-cmt-txt">{paras(c.text)}</div><p class="fm-cmt-links"><a href="#">Reply</a> · <a href="/report">Report</a></p>'
            + (f'<ul class="fm-cmt-replies">{sub}</ul>' if sub else "")
            + "</li>"
        )

    comments = (
        '<div class="fm-comments" id="comments"><h3>Readers\' comments (6)</h3><ul class="fm-cmtlist">'
        + tree(cs, item, lambda s: s)
        + '</ul><p><a href="/login">Log in</a> or <a href="/register">register</a> to comment.</p></div>'
    )
    st = Story(
        "Riverside Walk benches to be replaced after arson attack",
        "By Tessa Hollings",
        "2012-07-11T16:00:00+01:00",
        "Wednesday 11 July 2012",
        """
All 24 memorial benches on Fenwick's Riverside Walk are to be replaced this autumn after two were destroyed by fire and several others damaged last month.

The town council will spend £9,600 on new hardwood benches. Families who paid for the original benches, some of which date from the 1990s, have been written to.

Police are investigating the fire near the lock gates, which happened in the early hours of June 23.
""",
        section="News",
        caption="A burnt bench near the lock gates on the Riverside Walk.",
        tags=("Riverside Walk", "benches", "town council"),
    )
    return make(
        "be-mx-en-benches",
        "mixed",
        "en-fenwick",
        st,
        Parts(inside=benchbox, before=comments),
        seeds(cs),
        path="/news/riverside-walk-benches-replaced",
        container="div#comments.fm-comments: h3 \"Readers' comments (6)\", ul.fm-cmtlist > li.fm-cmt ('NAME wrote on …:', div.fm-cmt-txt, Reply · Report), replies in ul.fm-cmt-replies one level; in the article, div.fm-benches: six li.fm-bench (place, 'In memory of NAME', years, the quoted inscription)",
        heading="Readers' comments (6)",
        description="An English market-town weekly of 2012: 6 comments (replies one level, the newsdesk answering) under a story on memorial benches, and inside the article a list of six benches' plaques (place, the name remembered, years and the inscription in quotes), which are not comments.",
        lookalikes=("memorial bench plaques (place, name, years, inscription)",),
    )


def hu_golden_weddings() -> Case:
    couples = rows("""
Varga István és Varga Istvánné (Bodor Ilona) | Kertváros | 1962. szeptember 8. | Ötven év alatt egyszer sem mentünk úgy aludni, hogy haragudtunk volna egymásra.
Molnár Ferenc és Molnár Ferencné (Kiss Erzsébet) | Óváros | 1962. szeptember 15. | A táncban ismerkedtünk meg, és azóta is mi nyitjuk a nyugdíjasbált.
Horváth Béla és Horváth Béláné (Takács Mária) | Dunasor | 1962. szeptember 22. | Hat unokánk van, a hetedik novemberre várható.
Németh József és Németh Józsefné (Fazekas Rózsa) | Kertváros | 1962. szeptember 29. | A kertünk is velünk öregedett, de a diófa még mindig terem.
""")
    li = "".join(
        f'<li class="dn-arany"><p class="dn-arany-par"><b>{esc(n)}</b></p><p class="dn-arany-adat">{esc(hely)} · házasságot kötöttek: '
        f'<span>{esc(d)}</span></p><p class="dn-arany-szo">„{esc(x)}”</p></li>'
        for n, hely, d, x in couples
    )
    rail = (
        '<div class="dn-aranylakodalom"><h3>Köszöntjük aranylakodalmasainkat</h3><p>Szeptemberben ünneplik házasságuk 50. évfordulóját:</p>'
        f'<ul class="dn-aranylista">{li}</ul><p><a href="/koszontes">Küldjön köszöntést!</a></p></div>'
    )
    cs = thread("""
Kovács Ernőné | 2012. szeptember 5. 17:42 | - | - | Hetvennyolc éves vagyok, nem fogok a központba buszozni a csekkek miatt. Ezt senki nem gondolta végig?
Fekete Gábor | 2012. szeptember 5. 18:10 | 0 | - | A nyugdíjat a postás továbbra is kihozza házhoz, csak a befizetésekhez kell majd bemenni.
Szabó Anikó | 2012. szeptember 5. 19:03 | - | - | A Kertvárosban háromezren élünk, és se bank, se posta nem lesz. Szégyen.
Laci bácsi | 2012. szeptember 5. 20:26 | 2 | - | A boltban lehet majd csekket befizetni, ezt mondták a lakossági fórumon.
Tóth Márta | 2012. szeptember 6. 08:15 | - | - | Mi lesz az épülettel? Jó lenne belőle egy közösségi ház a fiataloknak.
""")

    def item(i: int, c: C, sub: str) -> str:
        return (
            f'<div class="dn-hsz" id="hsz-{i + 1}"><div class="dn-hsz-fej"><span class="dn-hsz-nev">{esc(c.name)}</span> '
            f'<span class="dn-hsz-ido">{esc(c.when)}</span> <span class="dn-hsz-sorsz">#{i + 1}</span></div>'
            f'<div class="dn-hsz-szoveg">{paras(c.text)}</div><div class="dn-hsz-lab"><a href="#">Válasz</a> · <a href="/jelentes">Jelentés</a></div>'
            + (f'<div class="dn-hsz-valaszok">{sub}</div>' if sub else "")
            + "</div>"
        )

    comments = (
        '<div class="dn-hozzaszolasok" id="hozzaszolasok"><h3>Hozzászólások (5)</h3>'
        + tree(cs, item, lambda s: s)
        + '<p><a href="/belepes">Belépés</a> után szólhat hozzá.</p></div>'
    )
    st = Story(
        "Bezár a kertvárosi posta, a lakók tiltakoznak",
        "Papp Zsuzsanna",
        "2012-09-05T14:00:00+02:00",
        "2012. szeptember 5., szerda 14:00",
        """
Október végén bezár a Kertváros egyetlen postája. A posta szerint a hivatal forgalma az elmúlt öt évben a felére esett, ezért a szolgáltatást a belvárosi főpostára és mozgó postára csoportosítják át.

A nyugdíjakat és a leveleket a kézbesítők továbbra is házhoz viszik. A csekkeket a jövőben a Kertvárosi úti élelmiszerboltban is be lehet majd fizetni.

A lakók aláírásgyűjtést indítottak a hivatal megtartásáért. Az önkormányzat szerint az épület a városé, a hasznosításáról még nem döntöttek.
""",
        section="Helyi",
        caption="A kertvárosi posta épülete.",
        tags=("posta", "Kertváros", "önkormányzat"),
    )
    return make(
        "be-mx-hu-golden-weddings",
        "mixed",
        "hu-dunapart",
        st,
        Parts(before=comments, rail=rail),
        seeds(cs),
        path="/helyi/bezar-a-kertvarosi-posta",
        container="div#hozzaszolasok.dn-hozzaszolasok: h3 'Hozzászólások (5)', div.dn-hsz (span.dn-hsz-nev, span.dn-hsz-ido, '#n', div.dn-hsz-szoveg, Válasz · Jelentés), replies in div.dn-hsz-valaszok one level; in the right column div.dn-aranylakodalom: four li.dn-arany (the couple's names, district, wedding date, a quoted sentence)",
        heading="Hozzászólások (5)",
        description="A Hungarian riverside daily of 2012: 5 comments (replies one level, numbered '#n') on a post-office closure, and in the right column the paper's congratulations to four golden-wedding couples (names, district, wedding date, a sentence from each in quotes), which are not comments.",
        lookalikes=("golden-wedding couples with a sentence from each",),
    )


def mixed_be() -> list[Case]:
    return [en_benches(), hu_golden_weddings()]
