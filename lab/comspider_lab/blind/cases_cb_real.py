"""Blind set CB: two small discussions kept by the harness's real comment systems, revealed the way sites of
2013-2015 did it: Isso loaded by a "Vis 3 innlegg" link in a Norwegian local paper's byline, into a hidden "Debatt"
box under the article (nb); Waline mounted when a Danish daily's "Læsernes mening (2)" tab is chosen beside the shown
"Fakta" tab of a fact box (da). Written for this set; every name, place and text invented. Isso and Waline keep
replies one level deep; their interface is their English one (neither ships Norwegian, and the Danish site kept the
default)."""

from __future__ import annotations

from comspider_lab.blind.cases_cb_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    esc,
    links,
    most_read,
    rows,
    seeds,
    talk,
)
from comspider_lab.blind.widgets import WALINE_CSS, isso_embed, waline_embed

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def nb_isso_lenke() -> Case:
    ns = talk("""
Kari Nesheim :: Ferja klokka 06.10 er den eneste som rekker toget i Voss. Fjernes den, må vi som pendler kjøre rundt fjorden, og det er 70 kilometer ekstra hver vei.
  Fjordabladet :: Fylkeskommunen opplyser til oss at avgangen 06.10 blir beholdt på hverdager. Det er helgeavgangene tidlig om morgenen som forsvinner. Vi har rettet saken.
Ola :: Trist, men ikke overraskende. Det er færre som bor her hvert år.
""")
    block = (
        '<div class="fb-deb"><h3>Debatt</h3><p class="fb-regler">Du må logge inn med fullt navn. Innlegg som bryter med Vær Varsom-plakaten blir fjernet.</p>'
        '<div id="fb-boks" hidden>' + isso_embed("en", load="later", extra=ISSO_ALL) + "</div></div>"
        "<script>document.getElementById('fb-vis').onclick = function (e) { e.preventDefault();"
        " document.getElementById('fb-boks').hidden = false; this.style.display = 'none'; loadIsso();"
        " document.querySelector('.fb-deb').scrollIntoView(); };</script>"
    )
    link = '<p class="fb-lenke"><a href="#debatt" id="fb-vis">Vis 3 innlegg</a> · <a href="/tips">Tips oss</a></p>'
    side = most_read(
        "nb-fjordabladet",
        """
Ferjeruta Nesvik–Håland: færre avganger fra nyttår | 2 410
Ras stengte fylkesvegen i natt | 1 988
Håland IL rykket opp etter 3–1-seier | 1 204
Ny butikk i sentrum til våren | 880
""",
        "lesere",
    ) + box(
        "nb-fjordabladet",
        "Ferjetider i dag",
        "<ul>"
        + "".join(
            f"<li>{esc(a)} – {esc(b)}</li>"
            for a, b in rows("Nesvik | 06.10, 07.40, 09.20, 15.30\nHåland | 06.45, 08.15, 10.00, 16.10")
        )
        + "</ul>",
    )
    style = ".fb-lenke a{font-weight:bold}.fb-deb{border-top:2px solid #003a70;margin-top:20px}.fb-deb h3{margin:6px 0}.fb-regler{font-size:11px;color:#777}"
    piece = Piece(
        "Ferjeruta Nesvik–Håland: færre avganger fra nyttår",
        "Tekst og foto: Ingrid Lunde",
        "2013-11-20T10:15:00+01:00",
        "20.11.2013 kl. 10:15",
        """
Fra 1. januar blir det fire færre avganger i uka på ferjesambandet Nesvik–Håland. Det har fylkeskommunen vedtatt som en del av budsjettet for neste år.

Det er de tidligste avgangene lørdag og søndag som forsvinner, i tillegg til siste avgang fredag kveld. Ifølge fylkeskommunen har disse avgangene i snitt hatt færre enn fem biler.

Ordføreren i Håland sier at kommunen vil be om et møte med samferdselsutvalget før jul.
""",
        dek="Fylkeskommunen kutter helgeavganger for å spare penger.",
        section="Nyheter",
        tags=("Ferje", "Samferdsel", "Håland"),
        caption="Ferja legger til kai på Nesvik. Foto: Ingrid Lunde",
    )
    return case(
        "cb-nb-isso-lenke",
        "discussion",
        "nb-fjordabladet",
        piece,
        Bits(inside=link, after=block, side=side, style=style, top="Nesvik 3° 🌧"),
        seeds(ns, keep_when=False),
        path="/nyheter/ferjeruta-nesvik-haland-faerre-avganger-fra-nyttar-1844210",
        system="isso",
        reveal="link: 'Vis 3 innlegg' at the end of the article shows the hidden box under it and loads Isso's client into it",
        container="div.fb-deb: h3 'Debatt', div#fb-boks (hidden until the click) with Isso's section#isso-thread",
        heading="Debatt",
        description="A Norwegian local paper of 2013: an article on a ferry timetable with a 'Vis 3 innlegg' link at its end that shows a hidden 'Debatt' box and loads Isso with 3 readers' posts (the paper answering once); a cookie banner, most read with counts, today's ferry times. Most awkward: before the click only a text link, and the heading says 'Debatt'.",
        lookalikes=("most read with counts",),
        check_steps=("click:#fb-vis", "wait:3000"),
    )


def da_waline_fane() -> Case:
    ns = talk("""
Birthe Skov Jensen :: Tak for en god artikel. Vi har fisket muslinger fra Løgstør i fire generationer, og det er første gang, nogen spørger os, før de lukker et område.
Niels P. :: Det er biologerne, der har ret her. Bestanden i Vilsund Bredning er halveret siden 2008, og uden fredning er der ikke noget at fiske om ti år.
""")
    path = "/nyheder/2015/06/muslingefiskeri-lukkes-i-vilsund-bredning"
    block = (
        WALINE_CSS
        + '<div class="ld-faner"><ul class="ld-t"><li><a href="#ld-fakta" id="ld-t1" class="on">Fakta</a></li>'
        '<li><a href="#ld-mening" id="ld-t2">Læsernes mening (2)</a></li></ul>'
        '<div id="ld-fakta" class="ld-p"><ul>'
        "<li>Vilsund Bredning: ca. 46 km²</li><li>Fangst 2014: 4.100 tons blåmuslinger</li>"
        "<li>Fredningen gælder fra 1. juli 2015 til 30. juni 2018</li><li>Berørte fartøjer: 9</li></ul></div>"
        '<div id="ld-mening" class="ld-p" style="display:none"><div id="ld-w"></div></div></div>'
        + waline_embed("'#ld-w'", path, "en")
        + "<script>(function(){ var mounted = false; function show(k) {"
        " document.getElementById('ld-fakta').style.display = k === 1 ? '' : 'none';"
        " document.getElementById('ld-mening').style.display = k === 2 ? '' : 'none';"
        " document.getElementById('ld-t1').className = k === 1 ? 'on' : ''; document.getElementById('ld-t2').className = k === 2 ? 'on' : '';"
        " if (k === 2 && !mounted) { mounted = true; mountWaline(); } }"
        " document.getElementById('ld-t1').onclick = function (e) { e.preventDefault(); show(1); };"
        " document.getElementById('ld-t2').onclick = function (e) { e.preventDefault(); show(2); }; })();</script>"
    )
    side = most_read(
        "da-limfjord",
        """
Muslingefiskeri lukkes i Vilsund Bredning | 3.102
Skive: Ny bro over Skive Å åbner i august | 2.433
Håndbold: Mors-Thy vinder igen | 1.870
""",
        "visninger",
    ) + box(
        "da-limfjord",
        "Debat",
        links(
            ("Læserbrev: Lad fjorden være", "Leder: Fjorden har brug for ro", "Kronik: Muslinger og miljø"),
            "/debat/",
        ),
    )
    style = (
        ".ld-t{list-style:none;padding:0;margin:18px 0 0;overflow:hidden;border-bottom:2px solid #1a1a1a}.ld-t li{float:left}.ld-t a{display:block;padding:6px 14px;background:#eee;margin-right:3px;color:#333;text-decoration:none}"
        ".ld-t a.on{background:#1a1a1a;color:#fff}.ld-p{padding:8px 0}"
    )
    piece = Piece(
        "Muslingefiskeri lukkes i Vilsund Bredning i tre år",
        "Af Søren Kjær",
        "2015-06-18T05:30:00+02:00",
        "18. juni 2015 kl. 05.30",
        """
Fra 1. juli er det forbudt at fiske blåmuslinger i Vilsund Bredning. Fødevareministeriet har besluttet at frede området i tre år, efter at bestanden er faldet kraftigt.

Ni fartøjer fra Løgstør og Nykøbing Mors har fisket i bredningen. Fiskerne kan søge om at flytte deres kvoter til andre dele af Limfjorden.

Danmarks Fiskeriforening kalder beslutningen forhastet og efterlyser en ny optælling af bestanden i efteråret.
""",
        dek="Bestanden er halveret. Ni fartøjer må finde nye fiskepladser.",
        section="Erhverv",
        tags=("Limfjorden", "Fiskeri", "Vilsund"),
        caption="Muslingebåde i havnen i Løgstør. Foto: Søren Kjær",
    )
    return case(
        "cb-da-waline-fane",
        "discussion",
        "da-limfjord",
        piece,
        Bits(after=block, side=side, style=style, top="Løgstør 16° ⛅"),
        seeds(ns, keep_when=False),
        path=path,
        system="waline",
        reveal="tab: 'Læsernes mening (2)' beside the chosen 'Fakta' tab; choosing it shows its panel and mounts Waline",
        container="div.ld-faner > div#ld-mening (display:none until its tab is chosen) > div#ld-w (Waline's client)",
        heading=None,
        description="A Danish regional daily of 2015: an article on a mussel-fishing ban with two tabs under it, the shown 'Fakta' tab a four-item fact list, the other mounting Waline with 2 readers' comments when chosen; a cookie banner, most read with counts, a box of opinion pieces. Most awkward: the fact list is the only list in the tabs before the click; two short comments.",
        lookalikes=("a fact box list",),
        check_steps=("click:#ld-t2", "wait:3000"),
    )


def real_cb() -> list[Case]:
    return [nb_isso_lenke(), da_waline_fane()]
