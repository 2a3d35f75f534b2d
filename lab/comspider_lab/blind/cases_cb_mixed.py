"""Blind set CB: two mixed pages, a real discussion of 3 to 5 readers' comments beside a list of a kind no earlier set
listed: a Norwegian local paper's ski-trail grooming reports (each the driver's name, a time and the trails groomed)
above 5 readers' posts in the paper's own nested list (nb); an Italian local paper's transhumance diary (each entry the
shepherd's name, the date and time, a few lines from the road) above 3 readers' entries in a table of one row each,
their names in the avatar's alt and under it (it). Every class name, name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cb_common import (
    Bits,
    Case,
    Note,
    Piece,
    box,
    case,
    draw,
    esc,
    flat,
    most_read,
    paras,
    rows,
    seeds,
    talk,
    unnamed,
)


def nb_loyper() -> Case:
    ns = talk("""
Trond Haugen @ 12. februar 2014 kl. 21:03 :: Endelig! Den gamle maskinen sto mer på verkstedet enn i løypa. Stor takk til alle dugnadsfolkene som har kjørt i årevis på frivillig basis.
  Liv Marit @ 12. februar 2014 kl. 21:40 :: Helt enig. Og takk til sparebanken som spyttet i 800 000 kroner.
Ski-Ola @ 13. februar 2014 kl. 07:15 :: Blir det kjørt skøytetrase til Fjellstua også i helgene nå? Det har vært bare klassisk der i hele januar.
  Dalbygda Skiforening @ 13. februar 2014 kl. 08:02 :: Hei Ola. Ja, med den nye maskinen får vi plass til skøytetraseen på hele runden. Følg løypemeldingene her i avisa og på Facebook-sida vår.
Gunvor @ 13. februar 2014 kl. 10:30 :: Husk oss som går med hund også. Det var en egen hundeløype før, blir den kjørt nå?
""")

    def item(i: int, n: Note, sub: str) -> str:
        return (
            f'<li id="{70331 + i}"><p class="hd"><strong>{esc(n.who)}</strong> <em>{esc(n.at)}</em></p>{paras(n.body)}'
            f'<p class="ft"><a href="#svar">Svar</a> · <a href="/rapporter/{70331 + i}">Rapporter</a></p>'
            + (f'<ul class="sv">{sub}</ul>' if sub else "")
            + "</li>"
        )

    reports = rows("""
Per Olav Rue | 12.02 kl. 06:30 | Kjørt Fjellstua–Breisetra t/r, 14 km klassisk og skøyting. Fine forhold, −8 grader.
Siri Bakken | 11.02 kl. 18:45 | Lysløypa på Moen kjørt, 3,5 km klassisk. Lyset på til kl. 22.
Per Olav Rue | 10.02 kl. 07:00 | Ingen kjøring i dag på grunn av sterk vind på snaufjellet.
Halvor Nes | 09.02 kl. 08:15 | Hele nettet kjørt med den nye maskinen for første gang: 38 km. Vel møtt!
""")
    lm = (
        '<div class="lm"><h3>Løypemeldinger</h3><ul class="lm-l">'
        + "".join(
            f'<li><span class="lm-w">{esc(w)}</span> <span class="lm-t">{esc(t)}</span><br>{esc(x)}</li>'
            for w, t, x in reports
        )
        + "</ul></div>"
    )
    after = (
        '<div class="dl"><h3>Hva mener du?</h3><ul class="innl">'
        + draw(ns, item, lambda s, _p: s)
        + '</ul><p class="rg">Du må være innlogget for å skrive innlegg.</p></div>'
    )
    side = most_read(
        "nb-skiforeningen",
        """
Skiforeningen har fått ny løypemaskin | 1 840
Snøskred ved Storhø: ingen tatt | 1 502
Barneskirenn søndag: påmelding | 610
""",
        "lesere",
    ) + box("nb-skiforeningen", "Været på fjellet", "<p>Fjellstua: −8°, lett snø, svak vind</p>")
    style = (
        ".lm{background:#eef5ef;padding:6px 12px;margin:12px 0}.lm h3{margin:0;color:#2f6e3b}.lm-l{padding-left:18px}.lm-l li{margin:5px 0}.lm-w{font-weight:bold}.lm-t{font-size:11px;color:#888}"
        ".dl h3{border-top:2px solid #2f6e3b;padding-top:6px}.innl{list-style:none;padding:0}.innl li{border-bottom:1px solid #eee;padding:6px 0}.hd{margin:0}.hd em{font-size:11px;color:#999}"
        ".ft{font-size:11px}.sv{list-style:none;margin-left:30px;padding:0}.rg{font-size:11px;color:#888}"
    )
    piece = Piece(
        "Skiforeningen har fått ny løypemaskin",
        "Tekst: Marte Rønning",
        "2014-02-12T14:00:00+01:00",
        "12.02.2014 kl. 14:00",
        """
Etter to år med innsamling og dugnad kunne Dalbygda Skiforening søndag ta i bruk en ny løypemaskin. Maskinen kostet 2,1 millioner kroner, og sparebanken ga 800 000 kroner.

Med den nye maskinen kan foreningen kjøre både klassisk spor og skøytetrase på hele løypenettet på 38 kilometer, også i helgene.

Løypekjørerne er frivillige og kjører på omgang. Løypemeldingene blir lagt ut her i avisa hver morgen.
""",
        dek="38 kilometer løyper kan nå kjøres med skøytetrase hele veien.",
        section="Friluft",
        tags=("Ski", "Dugnad", "Fjellstua"),
        caption="Den nye løypemaskinen på Fjellstua søndag. Foto: Marte Rønning",
    )
    return case(
        "cb-nb-loyper-mixed",
        "mixed",
        "nb-skiforeningen",
        piece,
        Bits(inside=lm, after=after, side=side, style=style, top="Fjellstua −8°"),
        seeds(ns),
        path="/friluft/skiforeningen-har-fatt-ny-loypemaskin-1122041",
        reveal="on_load",
        container="div.dl: h3 'Hva mener du?', ul.innl > li#<number> (p.hd strong NAME, em DATE; p text), replies in ul.sv inside the parent",
        heading="Hva mener du?",
        description="A Norwegian local paper of 2014: an article on a ski club's new trail groomer with the drivers' trail reports inside it (4 entries: driver's name, date and time, what was groomed; one driver twice), then 'Hva mener du?' with 5 readers' posts, two of them answers nested in the parent (one by the ski club); most read with counts, mountain weather; a cookie banner. Most awkward: the trail reports have a discussion entry's shape and sit in the article just above the real one.",
        static=True,
        lookalikes=("ski-trail grooming reports: driver, time, text",),
    )


def it_transumanza() -> Case:
    ns = unnamed(
        talk("""
Nicola Di Iorio @ 14/06/2016 ore 19:22 :: Mio nonno faceva questo tratturo a piedi fino a Foggia, ventotto giorni di cammino. Vedere ancora le pecore a Frosolone mi ha commosso. Grazie alla famiglia Colantuono che tiene viva questa tradizione.
Maria Grazia @ 14/06/2016 ore 21:05 :: Li abbiamo aspettati al ponte di Castel del Giudice con i bambini della scuola. Una festa per tutto il paese. // L'anno prossimo però avvisate prima gli orari, abbiamo aspettato tre ore sotto il sole!
~ @ 15/06/2016 ore 08:40 :: Bellissimo. Speriamo che l'UNESCO si muova davvero.
""")
    )

    def item(i: int, n: Note) -> str:
        rid = 773 + i
        return (
            f'<tr id="{rid}"><td class="a"><img src="/_avatar/gt-{rid}.svg" alt="{esc(n.who)}" width="50" height="50"><br><span>{esc(n.who)}</span></td>'
            f'<td class="t">{paras(n.body)}<p class="d">{esc(n.at)}</p></td></tr>'
        )

    diary = rows("""
Armando Colantuono | 10 giugno, ore 5.30 | Partiti da Frosolone con 600 pecore e 40 vacche. Il cielo è limpido, la prima tappa è lunga.
Pasquale Colantuono | 11 giugno, ore 21.00 | Notte a Duronia. Due agnelli nati lungo il tratturo, stanno bene tutti e due.
Armando Colantuono | 12 giugno, ore 13.15 | Temporale sul Monte Capraro. Ci siamo fermati sotto i faggi un'ora intera.
Carmelina Colantuono | 13 giugno, ore 18.40 | Arrivati al ponte di Castel del Giudice. Il paese ci aspettava con pane e formaggio.
Armando Colantuono | 14 giugno, ore 11.00 | Ultima salita verso i pascoli di Pescocostanzo. Le bestie sentono l'erba nuova.
""")
    inside = (
        '<div class="dt"><h3>Il diario dal tratturo</h3><p class="dt-i">I messaggi inviati dai pastori al nostro giornale durante il cammino</p>'
        + "".join(
            f'<div class="dt-e"><p class="dt-h"><b>{esc(w)}</b> — {esc(t)}</p><p>{esc(x)}</p></div>'
            for w, t, x in diary
        )
        + "</div>"
    )
    after = (
        '<div class="vp"><h3>Le vostre parole</h3><table class="box" cellspacing="0">'
        + flat(ns, item)
        + '</table><p class="vp-n">Scrivi anche tu: <a href="/scrivi">clicca qui</a>.</p></div>'
    )
    side = most_read(
        "it-pascoli",
        """
Transumanza, le greggi arrivano a Pescocostanzo | 3.210
Sagra della pampanella, il programma | 1.406
Agnone, riapre la fonderia delle campane al pubblico | 988
""",
        "letture",
    ) + box("it-pascoli", "Meteo", "<p>Frosolone 21° · Pescocostanzo 17°</p>")
    style = (
        ".dt{background:#f5f6ec;padding:6px 12px;margin:12px 0}.dt h3{margin:0;color:#5a6b1a}.dt-i{font-size:11px;color:#888}.dt-e{border-top:1px dotted #c9cfb0;padding:4px 0}.dt-e p{margin:1px 0}"
        ".vp h3{color:#5a6b1a;border-bottom:1px solid #5a6b1a}table.box{width:100%}table.box td{border-bottom:1px solid #eee;padding:6px;vertical-align:top}td.a{width:90px;text-align:center;font-size:11px}"
        ".d{font-size:11px;color:#999}.vp-n{font-size:11px}"
    )
    piece = Piece(
        "Transumanza, le greggi arrivano a Pescocostanzo dopo cinque giorni di tratturo",
        "di Lucia Venditti",
        "2016-06-14T17:30:00+02:00",
        "14 giugno 2016",
        """
Dopo cinque giorni di cammino lungo il tratturo, le 600 pecore e le 40 vacche della famiglia Colantuono sono arrivate oggi ai pascoli estivi di Pescocostanzo. Erano partite venerdì all'alba da Frosolone.

La transumanza della famiglia Colantuono è una delle ultime ancora fatte a piedi. Quest'anno al seguito c'erano anche una cinquantina di escursionisti e due troupe televisive.

I Comuni attraversati sostengono la candidatura della transumanza a patrimonio immateriale dell'UNESCO.
""",
        dek="Seicento pecore e quaranta vacche, partite da Frosolone venerdì all'alba.",
        section="Tradizioni",
        tags=("Transumanza", "Tratturi", "Frosolone"),
        caption="Il gregge della famiglia Colantuono sul tratturo vicino a Duronia.",
    )
    return case(
        "cb-it-transumanza-mixed",
        "mixed",
        "it-pascoli",
        piece,
        Bits(inside=inside, after=after, side=side, style=style, skeleton="left", top="Frosolone 21°"),
        seeds(ns),
        path="/tradizioni/2016/06/14/transumanza-le-greggi-arrivano-a-pescocostanzo",
        reveal="on_load",
        container="div.vp: h3 'Le vostre parole', table.box, one tr#<number> per entry (td.a img alt=NAME and span NAME; td.t p text, p.d date)",
        heading="Le vostre parole",
        description="An Italian local paper of 2016 in a table layout: a transhumance article with the shepherds' diary inside it (5 entries: shepherd's name, date and time, a few lines; one shepherd three times), then 'Le vostre parole' with 3 readers' entries in a table of one row each, the third without any name (an empty alt and no name under the avatar); most read with counts, the weather. Most awkward: the diary's named, dated messages sent to the paper sit just above a three-row table of the real discussion.",
        static=True,
        lookalikes=("a transhumance diary: shepherd, date and time, lines",),
    )


def mixed_cb() -> list[Case]:
    return [nb_loyper(), it_transumanza()]
