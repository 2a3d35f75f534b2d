"""Blind set BJ: two mixed pages, a discussion beside a list of another kind: a football club's injury list with the
physiotherapist's notes beside a debate shown by "Vis debatten (5)" (da); a street-party day's registrations in a
tab beside a thread fetched by "Prikaži komentare (6)" (hr). Every name, place and text invented; each comment and
entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bj_common import (
    Case,
    Parts,
    Story,
    as_json,
    draw_js,
    esc,
    html_thread,
    make,
    rows,
    seeds,
    thread,
)


def da_injuries_debate() -> Case:
    rs = thread("""
Kim Sørensen | 24. april 2023 kl. 21:14 | - | - | - | Sikke en sæson! Jeg har fulgt holdet i tyve år, og det her er den bedste.
Jette | 24. april 2023 kl. 21:40 | - | 0 | - | Enig, men vi skal have flere spillere fra egen ungdomsafdeling på banen næste år.
Morten Holm | 25. april 2023 kl. 07:05 | - | - | - | Med så mange skadede må træneren hente forstærkninger til sommer, ellers ryger vi lige ned igen.
Rughøj IF | 25. april 2023 kl. 09:30 | - | 2 | badge=Klubben | Vi er i dialog med to spillere og forventer at kunne fortælle mere i juni.
Lone P. | 25. april 2023 kl. 12:48 | - | - | - | Tak til alle frivillige i kiosken og ved banen. I gør det muligt.
""")
    injuries = rows("""
Frederik Dahl | 20. april 2023 | Forstrakt baglår | Fys. Mette Lund: Løber igen om to uger og forventes klar til sidste kamp.
Anders Nørgaard | 15. april 2023 | Forstuvet ankel | Fys. Mette Lund: Træner let på cykel. Ude resten af foråret.
Jonas Kjær | 2. april 2023 | Hjernerystelse | Fys. Mette Lund: Følger protokollen, ingen kontakt før lægen har set ham igen.
Emil Bach | 28. marts 2023 | Korsbåndsskade | Fys. Mette Lund: Opereret med succes. Forventes tilbage til efterårssæsonen.
""")
    lst = "".join(
        f'<li class="sk-spiller"><b>{esc(a)}</b> <time>{esc(b)}</time> <span class="sk-skade">{esc(c)}</span><p>{esc(d)}</p></li>'
        for a, b, c, d in injuries
    )
    rail = f'<section class="sk-liste"><h3>Skadeslisten</h3><ul>{lst}</ul></section>'
    after = (
        '<button type="button" class="db-vis" id="db-vis" aria-expanded="false" aria-controls="db-omr">Vis debatten (5)</button>'
        '<section class="db-omr" id="db-omr" hidden><h2>Debat</h2>'
        + html_thread(rs, "db", outer="div", item="div", who="b", reply="Svar")
        + "</section><script>document.getElementById('db-vis').addEventListener('click', function () {"
        " var o = document.getElementById('db-omr'); o.hidden = !o.hidden; this.setAttribute('aria-expanded', String(!o.hidden)); });</script>"
    )
    css = ".db-vis{padding:10px 18px;font:inherit;border:1px solid #0b2545;background:#fff}.db-replies{margin-left:26px}.db-item{margin:12px 0}.db-time{color:#888;font-size:13px}.sk-liste ul{list-style:none;padding:0}.sk-spiller{border-bottom:1px solid #eee;padding:6px 0}"
    st = Story(
        "Rughøj IF rykker op – men skadeslisten er lang",
        "Søren Kjeldsen",
        "2023-04-24T18:00:00+02:00",
        "24. april 2023",
        """
Rughøj IF sikrede søndag oprykningen til Danmarksserien med en 2-0-sejr hjemme mod Vestervig. Det er første gang i klubbens historie.

Træneren roser truppen, men må undvære fire spillere resten af foråret. Klubben vil hente forstærkninger til sommer.
""",
        section="Sport",
        recs=(
            "Ny kunstgræsbane på vej",
            "Rughøj Marked slår rekord",
            "Byrådet vil bygge nye boliger ved skolen",
        ),
    )
    return make(
        "bj-da-mixed-injuries",
        "mixed",
        "da-rughoj",
        st,
        Parts(after=after, rail=rail, css=css),
        seeds(rs),
        path="/sport/rughoj-if-rykker-op",
        static=True,
        reveal="button 'Vis debatten (5)' unhides the section (served HTML, hidden until then)",
        container="section.db-omr#db-omr (hidden until the button): h2 'Debat', div.db-list > div.db-item (div.db-head: b.db-name, span.db-badge, time.db-time; div.db-body; 'Svar'); replies in div.db-replies; beside, in the side column, section.sk-liste 'Skadeslisten'",
        heading="Debat",
        description="A Danish weekly's site of 2023: 5 readers' comments in the served HTML, hidden until 'Vis debatten (5)' is clicked, the club answering; beside them in the side column the club's injury list (player, date, injury, the physiotherapist's note).",
        check_steps=("click:#db-vis",),
        lookalikes=("a football club's injury list with the physiotherapist's notes",),
    )


def hr_registrations_thread() -> Case:
    rs = thread("""
Petra Novak | prije 2 dana | 04.06.2025. 19:22 | - | - | Divna ideja! Prošle godine smo u našoj ulici prvi put upoznali susjede s kraja ulice.
Zoran | prije 2 dana | 04.06.2025. 20:10 | 0 | - | Isto kod nas. Sad se ljeti skupljamo svaki petak.
Dragica M. | prije 1 dan | 05.06.2025. 08:45 | - | - | Hoće li grad zatvoriti ulice za promet ili se moramo sami snaći s parkiranim autima?
Komunalni odjel Grada Lipovca | prije 1 dan | 05.06.2025. 10:30 | 2 | badge=Službeni profil | Prijavljene ulice zatvaramo od 16 do 23 sata, a vlasnike vozila obavijestit ćemo letkom tri dana ranije.
Dragica M. | prije 20 sati | 05.06.2025. 14:02 | 3 | - | Hvala na brzom odgovoru.
Luka B. | prije 3 sata | 06.06.2025. 07:15 | - | - | Šteta što je prijava samo do petka. Mnogi su za ovo čuli tek sad.
""")
    regs = rows("""
Ulica Lipa | Marija Horvat | prijavljeno 3. 6. 2025. u 18:20 | Zajednički stol od prvog do zadnjeg kućnog broja, svatko donosi jedno jelo.
Vinogradska ulica | Ante Barić | prijavljeno 3. 6. 2025. u 20:05 | Turnir u picigin za djecu i tamburaši od sedam sati.
Trg kralja Tomislava | Udruga umirovljenika | prijavljeno 4. 6. 2025. u 09:12 | Ples uz gramofon i izložba starih fotografija Lipovca.
Ulica Matije Gupca | obitelj Kovačević | prijavljeno 4. 6. 2025. u 11:40 | Buvljak ispred kuća i zajednička večera u dvorištu.
Školska ulica | Ivana Jurić | prijavljeno 5. 6. 2025. u 08:30 | Crtanje kredom po cesti i kino na otvorenom na zidu škole.
""")
    reg_html = "".join(
        f'<div class="du-prijava"><h4>{esc(a)}</h4><span class="du-org">{esc(b)}</span> · <time>{esc(c)}</time><p>{esc(d)}</p></div>'
        for a, b, c, d in regs
    )
    inside = (
        '<div class="du-tabovi"><div role="tablist"><button type="button" role="tab" id="du-t1" aria-selected="true">Pravila</button>'
        '<button type="button" role="tab" id="du-t2" aria-selected="false">Prijave (5)</button></div>'
        '<div role="tabpanel" id="du-p1"><ul><li>Prijava do petka, 6. lipnja</li><li>Ulica se zatvara od 16 do 23 sata</li><li>Glazba do 22 sata</li></ul></div>'
        f'<div role="tabpanel" id="du-p2" hidden>{reg_html}</div></div>'
        "<script>(function () { var t1 = document.getElementById('du-t1'), t2 = document.getElementById('du-t2'), p1 = document.getElementById('du-p1'), p2 = document.getElementById('du-p2');"
        " function pick(b) { t1.setAttribute('aria-selected', String(!b)); t2.setAttribute('aria-selected', String(b)); p1.hidden = b; p2.hidden = !b; }"
        " t1.addEventListener('click', function () { pick(false); }); t2.addEventListener('click', function () { pick(true); }); })();</script>"
    )
    js = draw_js("kmCrtaj", "km", item="div", wrap="div", who="strong", reply="Odgovori")
    after = '<section class="km-blok"><button type="button" id="km-prikazi">Prikaži komentare (6)</button><div id="km-ovdje"></div></section>'
    end = (
        f"<script>{js}\ndocument.getElementById('km-prikazi').addEventListener('click', function () {{ var b = this;"
        " fetch('/api/komentari/dan-ulice-2025.json').then(function (r) { return r.json(); }).then(function (d) {"
        " var h = document.createElement('h2'); h.textContent = 'Komentari (6)'; var o = document.getElementById('km-ovdje'); o.append(h); kmCrtaj(d, o); b.remove(); }); });</script>"
    )
    css = ".du-tabovi [role=tab][aria-selected=true]{font-weight:700;border-bottom:2px solid #1a5d3a}.du-prijava{border-bottom:1px solid #eee;padding:8px 0}.km-sub{margin-left:24px}.km-c{margin:12px 0}.km-t{color:#888;font-size:13px}"
    st = Story(
        "Dan ulice u Lipovcu: prijave do petka",
        "Tena Marković",
        "2025-06-03T09:00:00+02:00",
        "3. lipnja 2025.",
        """
Grad Lipovac i ove godine poziva stanare da 21. lipnja organiziraju Dan ulice. Prijavljene ulice bit će zatvorene za promet od 16 do 23 sata.

Prijave se primaju do petka preko obrasca na gradskim stranicama. Grad osigurava stolove, klupe i odvoz smeća.
""",
        section="Lipovac",
        recs=("Nova linija autobusa do bolnice", "Otvoren bazen na Jezeru", "NK Lipovac u finalu kupa"),
    )
    return make(
        "bj-hr-mixed-registrations",
        "mixed",
        "hr-lipovac",
        st,
        Parts(inside=inside, after=after, end=end, css=css),
        seeds(rs),
        path="/lipovac/dan-ulice-prijave",
        reveal="button 'Prikaži komentare (6)' fetches /api/komentari/….json and draws the thread under a new h2 'Komentari (6)'",
        container="section.km-blok: div#km-ovdje > h2 'Komentari (6)', div.km-c (div.km-hd: strong.km-who, span.km-badge, time.km-t 'prije 2 dana' titled; div.km-tx; 'Odgovori'); replies in div.km-sub; beside, in the article, a tab 'Prijave (5)' with the registrations",
        heading="Komentari (6)",
        description="A Croatian town portal of 2025: 6 readers' comments fetched by 'Prikaži komentare (6)', the town's utility department answering; in the article a tab pair whose second tab 'Prijave (5)' holds the street-party registrations (street, organiser, time registered, plan).",
        files={"/api/komentari/dan-ulice-2025.json": as_json(rs) + "\n"},
        check_steps=("click:#du-t2", "click:#km-prikazi", "wait:600"),
        lookalikes=("a street-party day's registrations",),
    )


def mixed_bj() -> list[Case]:
    return [da_injuries_debate(), hr_registrations_thread()]
