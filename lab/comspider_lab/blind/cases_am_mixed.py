"""Blind set AM: three mixed pages, a discussion of this article (3 to 8 readers' comments) drawn by the site's script
beside a script-drawn list of named short texts that are not comments, of kinds the earlier sets do not name: a ferry
quay's departure board with the skippers' status lines (nb), a mountain summit's register of climbers' entries (ro),
the action points of a town forum with their owners (hu). Written for this set; every name, place and text invented,
each comment and entry by hand."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_am_common import (
    Case,
    Parts,
    Story,
    as_json,
    draw_js,
    items_js,
    jsdata,
    make,
    rows,
    thread,
)


def nb_ferry() -> Case:
    board = [
        dict(zip(("who", "at", "what"), r, strict=True))
        for r in rows("""
MF Sjøstjerna – skipper Arild Vik | 14:35 | I rute. Noe sjø ute ved Holmen, ta vare på barnevogner på dekk.
MF Fjordvik – skipper Lene Hauge | 15:10 | Forsinket ca. 10 minutter på grunn av lasting av tømmerbil.
MF Sjøstjerna – skipper Arild Vik | 15:45 | I rute.
MF Fjordvik – skipper Lene Hauge | 16:20 | Siste avgang med kafé åpen i dag.
""")
    ]
    c = thread("""
Kari Nygård | 3 t siden | - | Endelig halvtimesruter om ettermiddagen! Nå rekker jeg å hente i barnehagen uten å kjøre som en gal.
Odd Inge | 3 t siden | 0 | Gjelder det i helgene også? Det står ingenting om lørdag og søndag.
Kari Nygård | 2 t siden | 1 | Ruteheftet sier timesruter i helgene, dessverre.
Per Arne Solberg | 2 t siden | - | Prisen for bil med fører går opp med 18 kroner. Det sier artikkelen lite om.
Ingrid | 1 t siden | - | Takk til mannskapet på Sjøstjerna som alltid venter to minutter på skolebussen.
""")
    board_js = items_js("fvTavle", "fv-avg", [("at", "strong"), ("who", "span"), ("what", "p")])
    disc_js = draw_js("fvTraad", "fv-sv", who="b", reply="Svar")
    rail = '<section class="rounded-xl bg-slate-50 p-5"><h2>Avganger fra Fjordvik kai</h2><ul id="fv-tavle"></ul></section>'
    after = (
        '<section class="mt-10" id="fv-ordet"><h2>Leserne mener (5)</h2><div id="fv-traad"></div></section>'
    )
    end = (
        f'<script type="application/json" id="fv-json">{jsdata(as_json(c))}</script>'
        f"<script>{board_js}\n{disc_js}\nfvTraad(JSON.parse(document.getElementById('fv-json').textContent), document.getElementById('fv-traad'));"
        "\nfetch('/_kai/fjordvik-avganger.json').then(function (r) { return r.json(); }).then(function (d) { fvTavle(d, document.getElementById('fv-tavle')); });</script>"
    )
    css = ".fv-sv-kids{margin-left:26px}.fv-sv-e{margin:10px 0}"
    st = Story(
        "Ferja går hver halvtime om ettermiddagen fra mandag",
        "Siri Myhre",
        "2025-09-12T07:00:00+02:00",
        "12. september 2025",
        """
Fra mandag går ferja mellom Fjordvik og Holmøya hver halvtime mellom klokka 14 og 18 på hverdager. Fylkeskommunen har satt inn den gamle reserveferja Sjøstjerna i ruta.

Samtidig øker billettprisen for bil med fører med 18 kroner. Gående og syklende betaler det samme som før.
""",
        section="Samferdsel",
        bio="Journalist, skriver om samferdsel og næring.",
        recs=(
            "Ny gang- og sykkelvei langs fjorden",
            "Kaia får ladestasjon",
            "Kulturhuset viser sommerens film",
        ),
    )
    return make(
        "am-mx-nb-ferje",
        "mixed",
        "nb-fjordvik",
        st,
        Parts(after=after, rail=rail, css=css, end=end),
        c,
        path="/samferdsel/ferja-hver-halvtime",
        reveal="client_rendered: the discussion is inline JSON drawn at once; the departure board in the rail is fetched as JSON after load",
        container="section#fv-ordet: h2 'Leserne mener (5)', div#fv-traad > div.fv-sv-e (b name, span time, paragraphs, 'Svar'); replies in div.fv-sv-kids, three levels",
        heading="Leserne mener (5)",
        description="A Norwegian fjord paper of 2025 in utility classes: 5 readers' comments drawn from inline JSON (replies three levels) beside a ferry quay's departure board fetched as JSON (four departures, each a vessel and skipper, a time and a status line).",
        files={"/_kai/fjordvik-avganger.json": json.dumps(board, ensure_ascii=False) + "\n"},
        check_steps=("wait:800",),
        lookalikes=(
            "a ferry quay's departure board with the skippers' status lines (vessel and skipper, time, line)",
        ),
    )


def ro_summit() -> Case:
    book = [
        dict(zip(("who", "at", "what"), r, strict=True))
        for r in rows("""
Andrei și Ioana Mocanu | 2 august 2021 | Am urcat din Valea Rea în cinci ore. Ceață până la șa, apoi soare. Mulțumim salvamontiștilor pentru marcaje.
Grupul de cercetași „Vulturii” din Brașov | 30 iulie 2021 | Unsprezece copii, niciunul nu a renunțat. Ne întoarcem la anul!
Mihai Dobre | 28 iulie 2021 | A 40-a urcare pe Vârful Stânei. Cutia registrului are nevoie de o balama nouă.
""")
    ]
    c = thread("""
Elena Vasilescu | 4 august 2021, 10:20 | - | Bine că se repară refugiul. Anul trecut ne-a prins furtuna acolo și acoperișul curgea.
Radu | 4 august 2021, 12:05 | 0 | Și noi am dormit în el în iunie. Ușa nu se mai închidea deloc.
Cristian Pop | 4 august 2021, 18:40 | - | Sper să nu-l transforme în cabană cu taxă. Refugiul trebuie să rămână liber pentru oricine.
Salvamont Piatra | 5 august 2021, 08:15 | 2 | Refugiul rămâne gratuit și deschis tot anul. Se schimbă doar acoperișul, ușa și paturile.
""")
    book_js = items_js("spCarte", "sp-reg", [("who", "b"), ("at", "time"), ("what", "p")])
    disc_js = draw_js("spFir", "sp-pr", item="li", wrap="ul", who="strong", reply="Răspunde")
    inside = '<details class="sp-det"><summary>Din registrul de pe vârf (3 intrări noi)</summary><ul id="sp-carte"></ul></details>'
    after = '<np-pareri><h2>Păreri</h2><button type="button" id="sp-btn">Vezi cele 4 păreri</button><ul id="sp-fir"></ul></np-pareri>'
    end = (
        f'<script type="application/json" id="sp-c">{jsdata(json.dumps(book, ensure_ascii=False))}</script>'
        f"<script>{book_js}\n{disc_js}\nspCarte(JSON.parse(document.getElementById('sp-c').textContent), document.getElementById('sp-carte'));"
        "\ndocument.getElementById('sp-btn').addEventListener('click', function () { var b = this;"
        " fetch('/_pareri/refugiu-varful-stanei.json').then(function (r) { return r.json(); }).then(function (d) { b.remove(); spFir(d, document.getElementById('sp-fir')); }); });</script>"
    )
    css = "np-pareri{display:block;margin-top:28px}.sp-pr-kids{margin-left:24px}.sp-pr-e{margin:10px 0;list-style:none}"
    st = Story(
        "Refugiul de sub Vârful Stânei primește acoperiș nou",
        "Bogdan Ionescu",
        "2021-08-03T09:00:00+03:00",
        "3 august 2021",
        """
Salvamont Piatra va înlocui în septembrie acoperișul, ușa și paturile refugiului de sub Vârful Stânei, la 1.900 de metri. Materialele vor fi urcate cu elicopterul.

Refugiul rămâne deschis în timpul lucrărilor, dar turiștii sunt rugați să nu înnopteze acolo între 6 și 20 septembrie.
""",
        section="Turism",
        bio="Reporter, scrie despre munte și turism.",
        recs=("Drumul spre cascadă, asfaltat", "Festivalul brânzei la stână", "Noi trasee marcate în masiv"),
    )
    return make(
        "am-mx-ro-refugiu",
        "mixed",
        "ro-piatra",
        st,
        Parts(inside=inside, after=after, css=css, end=end),
        c,
        path="/turism/refugiu-varful-stanei",
        reveal="button 'Vezi cele 4 păreri' fetches the discussion as JSON and draws it; the summit register in a closed <details> is drawn from inline JSON at load",
        container="np-pareri: h2 'Păreri', button#sp-btn (removed on click), ul#sp-fir > li.sp-pr-e (strong name, span time, paragraphs, 'Răspunde'); replies in ul.sp-pr-kids, three levels",
        heading="Păreri",
        description="A Romanian mountain news site of 2021 built of custom elements: 4 readers' comments fetched by the button 'Vezi cele 4 păreri' (replies three levels, the mountain rescue's answer) beside the summit register's newest entries in a <details> (three entries: climbers, a date, a few sentences).",
        files={"/_pareri/refugiu-varful-stanei.json": as_json(c) + "\n"},
        check_steps=("click:#sp-btn", "wait:800", "click:summary", "wait:200"),
        lookalikes=("a summit register's entries (climbers, date, a few sentences)",),
    )


def hu_forum_actions() -> Case:
    acts = [
        dict(zip(("who", "at", "what"), r, strict=True))
        for r in rows("""
Kiss Ágnes alpolgármester | határidő: május 31. | Egyeztetés a Volán-társasággal a 7-es busz reggeli járatáról.
Tóth Gábor, városüzemeltetés | határidő: június 15. | A Rákóczi utcai játszótér homokozójának cseréje.
Fekete Zsuzsa, óvodavezető | határidő: június 30. | Javaslat a nyári óvodai ügyelet rendjére.
Varga László képviselő | határidő: szeptember 1. | Forgalomszámlálás az iskola előtti gyalogátkelőnél.
""")
    ]
    c = thread("""
Szabó Erika | 2026. május 8. 19:22 | - | Jó volt, hogy végre meghallgattak minket. A gyalogátkelő ügye már három éve húzódik.
Horváth Péter | 2026. május 8. 20:10 | 0 | Forgalomszámlálás szeptemberben? Akkor már megint tanévkezdés lesz, mire bármi történik.
Szabó Erika | 2026. május 8. 20:31 | 1 | Pont ezért kértük, hogy előbb csinálják. Majd meglátjuk.
Nagy Jánosné | 2026. május 9. 07:45 | - | A reggeli busz a legfontosabb. Hatkor még sötét van, és a megállóban nincs se fedett rész, se lámpa.
Molnár Bence | 2026. május 9. 09:12 | 3 | A lámpát a múlt héten kicserélték, de fedett megálló tényleg kellene.
Kovács Dóra | 2026. május 9. 11:30 | - | Kár, hogy a fórum munkaidőben volt. Legközelebb este hat után tartsák, hogy a dolgozók is ott lehessenek.
""")
    acts_js = items_js("tpFeladat", "tp-fe", [("who", "b"), ("at", "small"), ("what", "p")])
    disc_js = draw_js("tpSzal", "tp-ho", who="span", reply="Válasz", like="Tetszik")
    likes = [{"lk": x} for x in ("14", "6", "3", "21", "4", "17")]
    after = (
        '<section class="c-e7f1"><h2>A fórumon vállalt feladatok</h2><ol id="tp-lista"></ol></section>'
        '<section class="c-h9s4" id="tp-hoz"><h2>Hozzászólások (6)</h2><div id="tp-szal"></div></section>'
    )
    end = (
        f'<script type="application/json" id="tp-f">{jsdata(json.dumps(acts, ensure_ascii=False))}</script>'
        f"<script>{acts_js}\n{disc_js}\ntpFeladat(JSON.parse(document.getElementById('tp-f').textContent), document.getElementById('tp-lista'));"
        "\n(function () { var kesz = false, io = new IntersectionObserver(function (es) { if (kesz || !es[0].isIntersecting) return; kesz = true; io.disconnect();"
        " fetch('/_hozza/lakossagi-forum.json').then(function (r) { return r.json(); }).then(function (d) { tpSzal(d, document.getElementById('tp-szal')); }); },"
        " { rootMargin: '200px' }); io.observe(document.getElementById('tp-hoz')); })();</script>"
    )
    css = ".c-h9s4{margin-top:900px}.tp-ho-kids{margin-left:26px}.tp-ho-e{margin:10px 0}"
    st = Story(
        "Lakossági fórum: busz, játszótér és gyalogátkelő a lista élén",
        "Balogh Krisztina",
        "2026-05-08T15:00:00+02:00",
        "2026. május 8.",
        """
Csütörtökön délután tartották Nagytopolya idei első lakossági fórumát a művelődési házban. Mintegy hetven lakos vett részt rajta.

A legtöbben a reggeli buszjáratok ritkulását, a Rákóczi utcai játszótér állapotát és az iskola előtti gyalogátkelő veszélyességét tették szóvá. A város vezetői négy feladatot vállaltak határidővel.
""",
        section="Közélet",
        bio="Újságíró, a város közéletéről ír.",
        recs=("Megújul a piactér", "Nyári tábor a sportcsarnokban", "Új háziorvos a Kossuth utcán"),
    )
    return make(
        "am-mx-hu-forum",
        "mixed",
        "hu-nagytopolya",
        st,
        Parts(after=after, css=css, end=end),
        c,
        path="/kozelet/lakossagi-forum-feladatok",
        reveal="lazy_scroll: the discussion block sits 900 px below the action list; an IntersectionObserver fetches its JSON when it comes near; the action list is drawn from inline JSON at load",
        container="section.c-h9s4#tp-hoz: h2 'Hozzászólások (6)', div#tp-szal > div.tp-ho-e (span name, span time, paragraphs, 'Tetszik n', 'Válasz'); replies in div.tp-ho-kids, three levels",
        heading="Hozzászólások (6)",
        description="A Hungarian town site of 2026 with hashed classes: 6 readers' comments fetched when scrolled near (replies three levels, likes) below the town forum's action points drawn from inline JSON (four entries: an official, a deadline, a task).",
        files={"/_hozza/lakossagi-forum.json": as_json(c, likes) + "\n"},
        check_steps=("scroll", "wait:1200"),
        lookalikes=("a town forum's action points (official, deadline, task)",),
    )


def mixed_am() -> list[Case]:
    return [nb_ferry(), ro_summit(), hu_forum_actions()]
