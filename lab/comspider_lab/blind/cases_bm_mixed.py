"""Blind set BM: four mixed phone pages, a readers' discussion beside a list of a new kind that looks like one: a
ferry captain's interview done by messages, shown as chat bubbles (hr); an audio guide's stops with narrators and
durations (ca); posts of an invented microblogging network embedded in the story (en); a library's children's
drawing competition, each drawing with the child's name, age, title and words, the discussion behind "Vis
kommentarer (6)" (nb). Every name, place and text invented for this set; each comment and entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bm_common import (
    C,
    Case,
    Parts,
    Story,
    depth,
    esc,
    initials,
    make,
    replies,
    seeds,
    thread,
    tree,
)


def _rows(block: str) -> list[tuple[str, ...]]:
    return [tuple(x.strip() for x in line.split("|")) for line in block.strip().splitlines()]


def hr_messenger() -> Case:
    cs = thread("""
Marina_Supetarska | prije 3 h | - | l=16 | Svaka čast kapetanu. Bolje čekati 5 sati nego riskirati 🙏
Dino | prije 3 h | 0 | l=4 | Tako je. Tko nije vidio buru na kanalu, neka šuti.
Boris K. | prije 2 h | - | l=7 | Sve ok, ali zašto prijevoznik nije ništa objavio na stranici? Čekali smo na rivi od 5:30.
Otočki glasnik | prije 2 h | 2 | staff,l=5 | Borise, prijevoznik je obavijest objavio tek u 7:20. Pitali smo ih zašto kasne, odgovor objavljujemo sutra.
Boris K. | prije 1 h | 3 | l=2 | Hvala, to me zanima.
Nona Vica | prije 1 h | - | l=9 | Moj unuk je bio na tom trajektu, kaže da su dobili i kavu i kroasan. Fini ljudi 😊
Luka | prije 40 min | - | l=1 | Treba nam drugi trajekt zimi, jedan je premalo za cijeli otok.
""")
    chat = _rows("""
Ivana Radić | 06:52 | Kapetane, dobro jutro. Jeste li jutros isplovili iz luke?
Ante Jurić | 06:55 | Nismo. Bura 60 čvorova na izlazu iz kanala. Ne ide se.
Ivana Radić | 06:56 | Koliko putnika čeka na rivi?
Ante Jurić | 07:01 | Oko 40 i 12 kamiona. Ljudi su mirni, kafić im je otvorio ranije.
Ivana Radić | 07:03 | Kad očekujete prvu plovidbu?
Ante Jurić | 07:10 | Ako prognoza drži, oko podneva. Javit ću vam.
Ante Jurić | 11:48 | Isplovljavamo u 12:15. Hvala svima na strpljenju.
""")
    bubbles = (
        '<figure class="og-chat"><figcaption>Razgovor vođen porukama, subota ujutro</figcaption>'
        + "".join(
            f'<div class="og-msg {"og-mi" if n.startswith("Ivana") else "og-on"}"><span class="og-od">{esc(n)}</span>'
            f"<p>{esc(t)}</p><time>{esc(h)}</time></div>"
            for n, h, t in chat
        )
        + "</figure>"
    )

    def item(i: int, c: C, sub: str) -> str:
        red = '<span class="og-red">Uredništvo</span>' if c.has("staff") else ""
        return (
            f'<div class="og-k"><span class="og-in">{esc(initials(c.name))}</span><div class="og-kb"><div class="og-kh"><b>{esc(c.name)}</b>{red}'
            f'<span>{esc(c.when)}</span></div><p>{esc(c.text)}</p><div class="og-ka">👍 {c.get("l")} · Odgovori · Prijavi</div>{sub}</div></div>'
        )

    comments = (
        f'<section class="og-kom"><h2>Komentari ({len(cs)})</h2>'
        + tree(cs, item, lambda s, _p: f'<div class="og-odg">{s}</div>')
        + "</section>"
    )
    css = (
        ".og-chat{background:#e9eef2;border-radius:12px;padding:10px;margin:16px 0}.og-chat figcaption{font-size:12px;color:#6b7480;text-align:center;margin-bottom:6px}"
        ".og-msg{max-width:80%;border-radius:14px;padding:6px 10px;margin:6px 0;font-size:15px}.og-mi{margin-left:auto;background:#cfe8d6}.og-on{background:#fff}"
        ".og-msg p{margin:0}.og-od{display:block;font-size:11px;font-weight:700;color:#0b3d5c}.og-msg time{display:block;text-align:right;font-size:11px;color:#8a929c}"
        ".og-kom{max-width:680px;margin:0 auto;padding:0 16px}.og-kom h2{font-size:18px}.og-k{display:flex;gap:8px;margin:10px 0}.og-in{flex:none;width:32px;height:32px;border-radius:50%;"
        "background:#1d6fa5;color:#fff;font:700 12px/32px sans-serif;text-align:center}.og-kb{flex:1}.og-kh span{color:#8a929c;font-size:12px;margin-left:6px}.og-kb p{margin:2px 0}"
        ".og-ka{font-size:12px;color:#6b7480}.og-odg{border-left:2px solid #e3e6ea;padding-left:8px}.og-red{background:#1d6fa5;color:#fff;font-size:11px;padding:0 4px;margin-left:4px}"
    )
    st = Story(
        "Kapetan trajekta: Nismo isplovili jer se nije smjelo",
        "Ivana Radić",
        "2025-02-08T13:00:00+01:00",
        "8. veljače 2025. u 13:00",
        """
Jutarnji trajekt s otoka u subotu nije isplovio zbog bure koja je na izlazu iz kanala dosezala 60 čvorova. Četrdesetak putnika i 12 kamiona čekalo je na rivi gotovo sedam sati.

Kapetana Antu Jurića pitali smo porukama što se događa. Trajekt je isplovio u 12:15, kad je vjetar oslabio.

Putnici se žale da prijevoznik obavijest o otkazivanju nije objavio na vrijeme.
""",
        section="More",
        top=(
            ("Trajekt čekao 7 sati", str(len(cs))),
            ("Nova ambulanta u Selu", "12"),
            ("Maškare na rivi", "5"),
        ),
        nxt=("Nova ambulanta otvara se u ožujku", "Liječnica će raditi tri dana u tjednu …", "12"),
        reactions=(("👍", "241"), ("😮", "33")),
    )
    return make(
        "bm-mx-hr-poruke",
        "mixed",
        "hr-otok",
        st,
        Parts(inside=bubbles, after=comments, css=css),
        seeds(cs),
        path="/more/kapetan-trajekta-bura",
        reveal="on_load",
        container="section.og-kom after the article: h2 'Komentari (7)', div.og-k (span.og-in initials, b name, 'Uredništvo' tag, relative time, p, 👍 n · Odgovori · Prijavi), replies in div.og-odg, three levels; inside the article figure.og-chat (the interview as chat bubbles)",
        heading=f"Komentari ({len(cs)})",
        description=f"A Croatian island paper's m. edition of 2025 on a ferry held by the bora: {len(cs)} readers' comments ({replies(cs)} replies, {depth(cs)} levels, the newsroom answering once); inside the article, the reporter's interview with the captain done by messages, 7 chat bubbles (name, text, time). Most awkward: a conversation of named people with times inside the article, above the real one.",
        static=True,
        lookalikes=("an interview done by messages, shown as chat bubbles (name, text, time)",),
    )


def ca_audioguide() -> Case:
    cs = thread("""
Montse R. | fa 2 h | - | l=8 | L'hem provat diumenge amb els nens i els ha encantat la parada del Carreró dels Gats 😂
Xavi | fa 2 h | 0 | l=2 | Hi van passar de costat?? jaja
Montse R. | fa 1 h | 1 | l=1 | Tots tres de costat, sí 🤣
Josep Maria | fa 1 h | - | l=5 | Molt bé, però caldria una versió en anglès i francès per als turistes de l'estiu.
El Vilavellenc | fa 50 min | 3 | staff,l=4 | Josep Maria, l'Ajuntament diu que les versions en anglès i francès arriben al juliol.
Carme | fa 20 min | - | l=3 | Quina il·lusió sentir la Núria a Cal Sastre, la meva mare li comprava els botons!
""")
    stops = _rows("""
1 | La Porta del Mar | Marta Puig | 2:40 | On comença tot: la muralla del segle XIV i la llegenda de la clau perduda.
2 | El Pou de la Plaça | Jordi Ferrer | 1:55 | Per què el pou tenia dues cordes i qui en guardava la galleda.
3 | Cal Sastre | Núria Vidal, veïna | 3:10 | La botiga on es van cosir els vestits de tres generacions de geganters.
4 | L'Església de Sant Pere | Marta Puig | 2:25 | El campanar que es va haver de refer després de la riuada de 1907.
5 | El Carreró dels Gats | Pau Serra | 1:30 | El carrer més estret de la vila: 94 centímetres d'amplada.
6 | El Molí Vell | Jordi Ferrer | 2:50 | La farina, l'aigua i la vaga de moliners de 1921.
7 | El Mirador | alumnes de sisè de l'escola Vila Vella | 2:05 | Els nens expliquen què veuen des de dalt.
""")
    guide = (
        '<section class="vv-guia"><h2>🎧 Les parades de l\'audioguia</h2><ol class="vv-parades">'
        + "".join(
            f'<li class="vv-p"><button type="button" class="vv-play" aria-label="Escolta">▶</button><div><p class="vv-pt"><b>{esc(n)}. {esc(t)}</b></p>'
            f'<p class="vv-veu">Veu: {esc(v)} · <time>{esc(d)}</time></p><p class="vv-desc">{esc(x)}</p></div></li>'
            for n, t, v, d, x in stops
        )
        + "</ol></section>"
    )

    def item(i: int, c: C, sub: str) -> str:
        red = ' <span class="vv-red">Redacció</span>' if c.has("staff") else ""
        return (
            f'<div class="vv-c"><p class="vv-ch"><span class="vv-i">{esc(initials(c.name))}</span><b>{esc(c.name)}</b>{red} <small>{esc(c.when)}</small></p>'
            f'<p class="vv-ct">{esc(c.text)}</p><p class="vv-ca">♥ {c.get("l")} · Respon · Denuncia</p>{sub}</div>'
        )

    comments = (
        f'<details class="vv-com" id="vv-com"><summary>Comentaris ({len(cs)})</summary>'
        + tree(cs, item, lambda s, _p: f'<div class="vv-r">{s}</div>')
        + "</details>"
    )
    css = (
        ".vv-guia{border:1px solid #ddd;padding:8px 12px;font:15px/1.5 Arial,sans-serif}.vv-parades{list-style:none;padding:0}.vv-p{display:flex;gap:8px;margin:8px 0}"
        ".vv-play{flex:none;width:34px;height:34px;border-radius:50%;border:0;background:#a0281e;color:#fff}.vv-pt,.vv-veu,.vv-desc{margin:0}.vv-veu{font-size:12px;color:#777}"
        ".vv-com{margin:18px 0;font:15px/1.5 Arial,sans-serif}.vv-com summary{font-weight:700;font-size:17px;cursor:pointer}.vv-c{margin:10px 0}.vv-ch{margin:0}"
        ".vv-i{display:inline-block;width:26px;height:26px;border-radius:50%;background:#a0281e;color:#fff;font:700 11px/26px sans-serif;text-align:center;margin-right:6px}"
        ".vv-ch small{color:#888}.vv-ct{margin:2px 0}.vv-ca{margin:0;font-size:12px;color:#777}.vv-r{margin-left:18px;border-left:2px solid #eee;padding-left:6px}"
        ".vv-red{background:#222;color:#fff;font-size:11px;padding:0 4px}"
    )
    st = Story(
        "La Vila Vella estrena una audioguia gratuïta per al mòbil",
        "Laia Soler",
        "2019-05-14T09:00:00+02:00",
        "14/05/2019",
        """
Des d'aquest dilluns, qui passegi per la Vila Vella pot escoltar la història del barri al mòbil. L'audioguia té set parades, s'obre amb un codi QR a cada punt i no cal descarregar cap aplicació.

Les veus són de veïns, de dos actors del grup de teatre local i dels alumnes de sisè de l'escola. L'Ajuntament hi ha invertit 18.000 euros i preparar-la ha dut un any de feina.
""",
        section="Cultura",
        top=(
            ("Audioguia a la Vila Vella", str(len(cs))),
            ("Obres a la riera", "8"),
            ("La colla gegantera fa 40 anys", "3"),
        ),
        nxt=(
            "Les obres de la riera comencen al juny",
            "Es canviarà el col·lector i s'eixamplarà la vorera …",
            "8",
        ),
        reactions=(("😍", "96"), ("👏", "54")),
    )
    return make(
        "bm-mx-ca-audioguia",
        "mixed",
        "ca-vilavella",
        st,
        Parts(inside=guide, after=comments, css=css),
        seeds(cs),
        path="/cultura/audioguia-vila-vella",
        reveal="accordion: a closed <details> 'Comentaris (6)' after the article (the thread is in the served HTML)",
        container="details#vv-com: summary 'Comentaris (6)', div.vv-c (span.vv-i initials, b name, 'Redacció' tag, small relative time, p.vv-ct, ♥ n · Respon · Denuncia), replies in div.vv-r, three levels; inside the article section.vv-guia (the stops)",
        heading=f"Comentaris ({len(cs)})",
        description=f"A Catalan town weekly's AMP page of 2019 on a free audio guide: {len(cs)} readers' comments in a closed accordion ({replies(cs)} replies, the newsroom answering once); inside the article, the guide's 7 stops, each with a number and title, its narrator, a duration and a sentence. Most awkward: a list of named voices with times and texts that is open, and the discussion that is folded.",
        static=True,
        check_steps=("click:#vv-com > summary",),
        lookalikes=("an audio guide's stops (title, narrator, duration, description)",),
    )


def en_embedded_posts() -> Case:
    cs = thread("""
MargaretH | 3h | - | l=14 | He's been coming through our garden since the spring. Polite as anything, never touches the bins.
Dave_from_Northgate | 3h | 0 | l=3 | Ours must be a different fox then, ours had the bin bags open twice last week 😂
MargaretH | 2h | 1 | l=5 | Sounds like his rowdy cousin, Dave.
Jen Okafor | 2h | - | l=9 | Can we all agree Mr Biscuit is the best name this town has ever produced
Hollinbrook Evening Post | 2h | 3 | staff,l=11 | We've asked the council if he can have a blue plaque. No reply yet.
Sam | 1h | - | l=2 | The rescue people are right though, stop feeding him sausage rolls.
Ray Tilley | 1h | 5 | l=1 | One sausage roll never hurt anybody.
Lou | 25m | - | l=4 | Saw him this morning by the library steps, looking very pleased with himself 🦊
""")
    posts = _rows("""
Dr Anna Whitlock | @annawhitlock | 2 Sep | 12.4K | Just watched a fox trot out of the bakery on Bridge Street with a sausage roll. Nobody stopped him. Respect.
Hollinbrook Buses | @hollinbrookbuses | 2 Sep | 8,911 | Our 7.15 service was briefly delayed by a passenger with four legs and no ticket. He alighted at the market cross.
Tom Pruitt | @tompruitt_photo | 2 Sep | 3,202 | Third morning in a row: same bench, same fox, same pigeon he pretends not to see.
Hollinbrook Wildlife Rescue | @hwrescue | 3 Sep | 1,540 | Lovely to see, but please don't feed him! Urban foxes do just fine without our chips.
Priya S | @priya_sews | 3 Sep | 6,077 | My daughter has named him Mr Biscuit and there is nothing any of you can do about it.
""")
    embeds = "".join(
        f'<blockquote class="pp-post"><div class="pp-head"><span class="pp-av">{esc(initials(n))}</span><span><b>{esc(n)}</b><br><small>{esc(h)}</small></span>'
        f'<span class="pp-logo">pipit</span></div><p>{esc(t)}</p><div class="pp-foot"><time>{esc(d)}</time> · ♥ {esc(k)} · <a href="#">View on Pipit</a></div></blockquote>'
        for n, h, d, k, t in posts
    )

    def item(i: int, c: C, sub: str) -> str:
        staff = '<span class="hp-staff">Staff</span>' if c.has("staff") else ""
        return (
            f'<div class="hp-c"><div class="hp-ch"><span class="hp-i">{esc(initials(c.name))}</span><strong>{esc(c.name)}</strong>{staff}'
            f'<span class="hp-t">{esc(c.when)}</span></div><p class="hp-tx">{esc(c.text)}</p>'
            f'<div class="hp-a"><button>♥ {c.get("l")}</button><button>Reply</button><button>Report</button></div>{sub}</div>'
        )

    comments = (
        f'<section class="hp-com"><h2>Comments ({len(cs)})</h2><p class="hp-sort">Sorted by: <b>Oldest</b></p>'
        + tree(cs, item, lambda s, _p: f'<div class="hp-rep">{s}</div>')
        + '<p class="hp-write">Add a comment…</p></section>'
    )
    css = (
        ".pp-post{border:1px solid #d6dbe1;border-radius:12px;padding:10px 12px;margin:12px 0;background:#fff;font-size:15px}.pp-head{display:flex;gap:8px;align-items:center}"
        ".pp-av{width:36px;height:36px;border-radius:50%;background:#7b5ea7;color:#fff;font:700 13px/36px sans-serif;text-align:center}.pp-head small{color:#68707b}.pp-logo{margin-left:auto;color:#7b5ea7;font-weight:800}"
        ".pp-post p{margin:6px 0}.pp-foot{font-size:12px;color:#68707b}.hp-com{background:#fff;border-radius:14px;padding:10px 16px;margin:12px 0}.hp-com h2{font-size:18px}"
        ".hp-c{margin:10px 0}.hp-ch{display:flex;gap:6px;align-items:center}.hp-i{width:28px;height:28px;border-radius:50%;background:#e0532a;color:#fff;font:700 11px/28px sans-serif;text-align:center}"
        ".hp-t{color:#8a929c;font-size:12px}.hp-staff{background:#1b1e23;color:#fff;font-size:11px;padding:0 4px}.hp-tx{margin:3px 0 3px 34px}.hp-a{margin-left:34px}.hp-a button{border:0;background:none;color:#68707b;font-size:12px}"
        ".hp-rep{margin-left:20px;border-left:2px solid #eef1f5;padding-left:6px}.hp-write{border:1px solid #dde1e6;border-radius:18px;padding:8px 12px;color:#999}.hp-sort{font-size:13px;color:#68707b}"
    )
    st = Story(
        "Hollinbrook's high street fox becomes an internet star",
        "By Chloe Marsh",
        "2020-09-03T17:00:00+01:00",
        "3 September 2020, 5:00pm",
        """
A fox that strolls down Hollinbrook high street most mornings has become an unlikely celebrity after residents began posting photos of him online.

The animal, nicknamed Mr Biscuit by a local schoolgirl, has been seen leaving a bakery with a sausage roll, waiting at a bus stop and sunning himself on a bench by the market cross.

Hollinbrook Wildlife Rescue says the fox looks healthy but has asked people not to feed him. Here is some of what people have been saying:
""",
        section="Nature",
        top=(
            ("The high street fox", str(len(cs))),
            ("Market cross repairs begin", "21"),
            ("Hollinbrook Town promoted", "96"),
        ),
        nxt=(
            "Repairs to the market cross begin on Monday",
            "Scaffolding will be up for about six weeks …",
            "21",
        ),
        reactions=(("😍", "2.1K"), ("😂", "940"), ("🦊", "611")),
    )
    return make(
        "bm-mx-en-posts",
        "mixed",
        "en-hollinbrook",
        st,
        Parts(inside=embeds, after=comments, css=css),
        seeds(cs),
        path="/nature/high-street-fox-internet-star",
        reveal="on_load",
        container="section.hp-com after the article: h2 'Comments (8)', div.hp-c (span.hp-i initials, strong name, 'Staff' tag, span.hp-t, p.hp-tx, ♥ n, Reply, Report), replies in div.hp-rep, three levels; inside the article five blockquote.pp-post embeds",
        heading=f"Comments ({len(cs)})",
        description=f"An English town paper's app-like page of 2020 on a fox going viral: {len(cs)} readers' comments ({replies(cs)} replies, the paper answering once); inside the article, 5 posts of an invented microblogging network embedded as cards (name, handle, date, likes, text, 'View on Pipit'). Most awkward: the embedded posts are short, named, dated and liked, like the comments.",
        static=True,
        lookalikes=(
            "posts of a microblogging network embedded in the story (name, handle, date, likes, text)",
        ),
    )


def nb_drawings() -> Case:
    cs = thread("""
Hilde Aas | 4 t siden | - | l=11 | Katten i snøen 😂😂 Live er et geni. Gi henne førstepremien!
Bjørn | 3 t siden | 0 | l=5 | Enig, konseptkunst i en alder av fem.
Kari Nyhus | 3 t siden | - | l=6 | Så fint at biblioteket henger opp alle tegningene, ikke bare vinnerne.
Fjordheim Avis | 2 t siden | 2 | staff,l=3 | Utstillingen henger i barneavdelingen ut mars, Kari.
Espen T. | 1 t siden | - | l=2 | Theo sin brøytebil er faktisk helt lik den som kjører i vår gate 🚜
Randi | 30 min siden | 4 | l=1 | Kanskje det er den samme, Espen 😄
""")
    entries = _rows("""
Ingrid, 6 år | levert 12.02. | Snømannen som smelter | Han er lei seg fordi det ble vår.
Theo, 9 år | levert 12.02. | Brøytebilen til pappa | Pappa kjører den om natta når alle sover.
Sofie, 7 år | levert 13.02. | Skøyter på vannet | Det er meg og bestemor og hunden Fia.
Amir, 8 år | levert 15.02. | Nordlys over fjorden | Jeg brukte alle de grønne fargestiftene.
Live, 5 år | levert 16.02. | Katten i snøen | Katten er hvit, så man ser den ikke. Det er derfor arket er tomt.
Jonas, 10 år | levert 18.02. | Skiskytteren | Han bommer aldri.
Mathilde, 4 år | levert 19.02. | Mamma | Det er mamma som går på ski. (Fortalt til bibliotekaren.)
""")
    gallery = (
        '<section class="fa-tegn"><h2>Et utvalg av tegningene</h2><ul class="fa-galleri">'
        + "".join(
            f'<li class="fa-t"><span class="fa-bilde"></span><p class="fa-navn"><b>{esc(n)}</b> · <small>{esc(d)}</small></p>'
            f'<p class="fa-tittel">«{esc(t)}»</p><p class="fa-ord">{esc(x)}</p></li>'
            for n, d, t, x in entries
        )
        + "</ul></section>"
    )

    def item(i: int, c: C, sub: str) -> str:
        red = '<span class="fa-red">Redaksjonen</span>' if c.has("staff") else ""
        return (
            f'<div class="fa-k"><span class="fa-i">{esc(initials(c.name))}</span><div><p class="fa-kh"><b>{esc(c.name)}</b>{red} <span>{esc(c.when)}</span></p>'
            f'<p class="fa-kt">{esc(c.text)}</p><p class="fa-ka">👍 {c.get("l")} · Svar · Rapporter</p>{sub}</div></div>'
        )

    comments = (
        f'<button type="button" class="fa-vis" id="fa-vis" aria-expanded="false" aria-controls="fa-kom">💬 Vis kommentarer ({len(cs)})</button>'
        '<section class="fa-kom" id="fa-kom" hidden>'
        + tree(cs, item, lambda s, _p: f'<div class="fa-sv">{s}</div>')
        + "</section><script>document.getElementById('fa-vis').addEventListener('click', function () { var k = document.getElementById('fa-kom');"
        " k.hidden = !k.hidden; this.setAttribute('aria-expanded', String(!k.hidden)); });</script>"
    )
    css = (
        ".fa-galleri{list-style:none;padding:0;display:grid;grid-template-columns:1fr 1fr;gap:10px}.fa-t{background:#f6f7f9;border-radius:8px;padding:8px;font-size:14px}"
        ".fa-bilde{display:block;height:90px;background:#dfe6ec;border-radius:6px}.fa-navn,.fa-tittel,.fa-ord{margin:3px 0}.fa-tittel{font-style:italic}"
        ".fa-vis{width:100%;padding:12px;border:1px solid #0b3d5c;border-radius:8px;background:#fff;color:#0b3d5c;font-weight:700;margin:14px 0}"
        ".fa-k{display:flex;gap:8px;margin:10px 0}.fa-i{flex:none;width:30px;height:30px;border-radius:50%;background:#3a7d44;color:#fff;font:700 12px/30px sans-serif;text-align:center}"
        ".fa-kh{margin:0}.fa-kh span{color:#8a929c;font-size:12px}.fa-kt{margin:2px 0}.fa-ka{margin:0;font-size:12px;color:#6b7480}.fa-sv{border-left:2px solid #e3e6ea;padding-left:8px}"
        ".fa-red{background:#0b3d5c;color:#fff;font-size:11px;padding:0 4px;margin-left:4px}"
    )
    st = Story(
        "212 barn tegnet vinteren: se tegningene fra bibliotekets konkurranse",
        "Silje Brekke",
        "2021-03-02T08:00:00+01:00",
        "02.03.2021 kl. 08:00",
        """
Fjordheim bibliotek fikk inn 212 tegninger da barna ble bedt om å tegne «Vinter i Fjordheim». Alle tegningene henger nå i barneavdelingen, og juryen kårer vinnerne fredag.

Bibliotekar Tove Lien forteller at de yngste deltakerne fortalte hva tegningene forestilte, og at de ansatte skrev ned ordene deres på baksiden.
""",
        section="Barn og unge",
        top=(
            ("212 barn tegnet vinteren", str(len(cs))),
            ("Ferja får ny rute", "31"),
            ("Skolekorpset fyller 75", "4"),
        ),
        nxt=("Ferja får ny rute fra april", "Avgangen klokka 06.40 flyttes til 06.20 …", "31"),
        reactions=(("😍", "380"), ("😂", "112")),
    )
    return make(
        "bm-mx-nb-tegninger",
        "mixed",
        "nb-fjordheim",
        st,
        Parts(inside=gallery, after=comments, css=css),
        seeds(cs),
        path="/barn-og-unge/tegnekonkurranse-biblioteket",
        reveal="button: 'Vis kommentarer (6)' shows the hidden comments section (the thread is in the served HTML)",
        container="section#fa-kom (hidden until the button is tapped): div.fa-k (span.fa-i initials, b name, 'Redaksjonen' tag, relative time, p.fa-kt, 👍 n · Svar · Rapporter), replies in div.fa-sv, two levels; inside the article section.fa-tegn (the drawings)",
        heading=None,
        description=f"A Norwegian local paper's m. edition of 2021 on a children's drawing competition: {len(cs)} readers' comments ({replies(cs)} replies, the paper answering once) behind 'Vis kommentarer (6)'; inside the article, 7 drawings, each with the child's name and age, the day it was handed in, its title and the child's words. Most awkward: the drawings' captions are open and named; the discussion is hidden and has no heading.",
        static=True,
        check_steps=("click:#fa-vis",),
        lookalikes=("a children's drawing competition (child, age, date, title, the child's words)",),
    )


def mixed_bm() -> list[Case]:
    return [hr_messenger(), ca_audioguide(), en_embedded_posts(), nb_drawings()]
