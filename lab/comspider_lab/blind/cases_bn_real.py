"""Blind set BN: four discussions kept by the harness's real comment systems in phone layouts of this set: Isso in a
bottom sheet opened by a floating speech-balloon badge (fi), Isso on a lightweight comments page of its own linked
from the article's end and linking back (hu), Waline in the second tab of an "Artikel | Komentar 10" tab bar (id),
Waline in a full-screen overlay opened from a sticky bottom bar "Alătură-te discuției · 7" (ro). Written for this set;
every name, place and text invented. Isso and Waline keep replies one level deep: every reply here answers a
top-level comment."""

from __future__ import annotations

from comspider_lab.blind.cases_bn_common import C, Case, Parts, Story, esc, make, page, replies, thread
from comspider_lab.blind.widgets import WALINE_CSS, Seed, isso_embed, waline_embed


def plain(cs: list[C]) -> list[Seed]:
    return [Seed(c.name, c.text, c.parent, "") for c in cs]


def fi_isso_sheet() -> Case:
    cs = thread("""
Raija K. | - | - | - | Kirjastoauto on ollut meidän kylän ainoa palvelu koulun loputtua. Surullista 😔
Pekka | - | 0 | - | Noutolokerot kuulostaa hienolta, mutta kuka kantaa kirjat mummolle?
Raija K. | - | 0 | - | Juuri näin, Pekka. Äitini on 88 eikä aja autoa.
Jussi_J | - | - | - | Montako lokeroa tulee? Jutussa puhutaan useista kylistä mutta listaa ei ole
Järvenselän Sanomat | - | 3 | - | Hei Jussi, kunnan mukaan lokerot tulevat Kotalahteen, Rimpelään ja Vuorimäkeen. Lisäsimme listan juttuun.
Tiina | - | - | - | Kirjastoauton kuljettaja Seppo ansaitsee mitalin 🏅 30 vuotta samaa reittiä!
Pekka | - | 5 | - | Seppo on legenda. Tunsi jokaisen lapsen nimeltä.
Maija L. | - | - | - | Kokeilin noutolokeroa kaupungissa, toimii hyvin kun tekstiviestillä tulee koodi.
""")
    css = (
        ".js-pallo{position:fixed;right:14px;bottom:64px;z-index:40;border:0;border-radius:26px;padding:10px 15px;background:#00508f;color:#fff;"
        "font-size:16px;font-weight:700;box-shadow:0 3px 10px rgba(0,0,0,.3)}.js-arkki{position:fixed;left:0;right:0;bottom:0;height:82vh;z-index:70;"
        "background:#fff;border-radius:16px 16px 0 0;box-shadow:0 -6px 18px rgba(0,0,0,.25);overflow-y:auto;padding:0 14px 20px}"
        ".js-kahva{width:44px;height:5px;border-radius:3px;background:#ccc;margin:8px auto}.js-ots{display:flex;justify-content:space-between;align-items:center}"
        ".js-ots button{border:0;background:none;font-size:24px}"
    )
    after = (
        f'<button type="button" class="js-pallo" id="js-pallo" aria-label="Kommentit ({len(cs)})">💬 {len(cs)}</button>'
        '<div class="js-arkki" id="js-arkki" role="dialog" aria-labelledby="js-ots" hidden><div class="js-kahva"></div>'
        f'<div class="js-ots"><h2 id="js-ots">Kommentit</h2><button type="button" id="js-sulje" aria-label="Sulje">×</button></div>'
        + isso_embed(
            "fi", load="later", extra='data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'
        )
        + "</div><script>(function () { var a = document.getElementById('js-arkki');"
        " document.getElementById('js-pallo').addEventListener('click', function () { a.hidden = false; loadIsso(); });"
        " document.getElementById('js-sulje').addEventListener('click', function () { a.hidden = true; }); })();</script>"
    )
    st = Story(
        "Kirjastoauto lopettaa kesäkuussa – kyliin tulee noutolokerot",
        "Anni Heikkilä",
        "2024-03-05T06:00:00+02:00",
        "5.3.2024 6:00",
        """
Järvenselän kirjastoauto tekee viimeisen kierroksensa kesäkuun lopussa. Kunta korvaa sen noutolokeroilla, joista varatut kirjat voi hakea koodilla.

Lokerot tulevat Kotalahteen, Rimpelään ja Vuorimäkeen. Kirjastoauto on kiertänyt kyliä vuodesta 1979.

Auton kuljettaja Seppo Ranta jää samalla eläkkeelle.
""",
        section="Kotiseutu",
        top=(("Kirjastoauto lopettaa", "8"), ("Jäätie avattiin", "19"), ("Uusi leipomo torilla", "4")),
        next=("Jäätie Kotalahteen avattiin", "Jää kantaa nyt henkilöautot, kertoo tiekunta."),
        feel=(("😢", "96"), ("👍", "21"), ("😮", "8")),
    )
    return make(
        "bn-fi-isso-arkki",
        "discussion",
        "fi-jarvenselka",
        st,
        Parts(after=after, css=css),
        plain(cs),
        path="/kotiseutu/kirjastoauto-lopettaa",
        system="isso",
        reveal="badge + bottom sheet: a floating '💬 8' button opens a bottom sheet (role=dialog) and loads Isso's client into it",
        container="div#js-arkki (role=dialog, hidden until the badge is pressed): h2 'Kommentit', Isso's section#isso-thread",
        heading="Kommentit",
        description=f"A Finnish local paper's mobile edition of 2024 on a mobile library's last round: Isso with {len(cs)} readers' comments ({replies(cs)} replies one level deep, the paper answering once) in a bottom sheet opened by a floating speech-balloon badge with the count, Isso's client loaded only then. Most awkward: nothing of the discussion, not even its client, until the badge is pressed.",
        check_steps=("click:#js-pallo", "wait:3000"),
    )


def hu_isso_page() -> Case:
    cs = thread("""
Kovács Erzsébet | - | - | - | Végre! Két éve kerülünk 40 km-t a hídon át, ha a piacra megyünk.
Laci bácsi | - | 0 | - | Én még csónakkal jártam át gyerekkoromban 😄
Nagy Bence | - | 0 | - | A menetrend már fent van a község oldalán, óránként jár reggel 6-tól.
Tóth Anikó | - | - | - | Biciklit lehet vinni? Nyáron a gátra járunk tekerni.
Tiszaháti Hírlap | - | 3 | - | Kedves Anikó, a révész szerint a kerékpár ingyen utazik, csak a gépkocsikért kell fizetni.
Szabó Gergő | - | - | - | Kíváncsi vagyok, meddig bírja. Ha augusztusban alacsony lesz a víz, megint leáll.
Kovács Erzsébet | - | 5 | - | Sajnos ebben lehet igazság, Gergő.
Horváthné Marika | - | - | - | A révész a Pista fia? Üdvözlöm, jó munkát kívánok!
Réka | - | 7 | - | Igen, ő az! Az apukája is itt dolgozott 30 évig.
""")
    base = "/helyi/ujra-jar-a-komp"
    cpath = "/hozzaszolasok/ujra-jar-a-komp"
    title = "Újra jár a komp Tiszahát és Szentmargit között"
    cpage = page(
        "hu-tiszahat",
        f"Hozzászólások: {title}",
        f'<header style="padding:10px 14px;border-bottom:3px double #333"><a href="{base}" id="th-vissza">‹ Vissza a cikkhez</a></header>'
        f'<main style="padding:0 14px"><p style="color:#666;font-size:14px">{esc(title)}</p><h1 style="font-size:20px">Hozzászólások</h1>'
        + isso_embed("hu", extra='data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"')
        + "</main>",
    )
    block = (
        f'<p class="th-hsz"><a id="th-hsz" href="{cpath}" style="display:block;padding:12px;border:1px solid #333;text-align:center;'
        f'font:700 16px Arial,sans-serif;color:#222;text-decoration:none">Olvasd el a {len(cs)} hozzászólást ›</a></p>'
    )
    st = Story(
        title,
        "Fehér Judit",
        "2023-04-17T08:00:00+02:00",
        "2023. április 17. 08:00",
        """
Két év szünet után hétfőtől újra közlekedik a komp Tiszahát és Szentmargit között. A régi kompot tavaly felújították, a kikötőket megerősítették.

A komp reggel hat órától este nyolcig óránként indul. A gyalogosok és a kerékpárosok ingyen utaznak.

A révész Bíró István, akinek édesapja harminc évig vitte át a komppal az utasokat.
""",
        section="Helyi",
        top=(("Újra jár a komp", "9"), ("Piac a gátnál", "3"), ("Árvízvédelmi gyakorlat", "11")),
        next=("Szombaton piac a gátnál", "Helyi termelők árulnak a töltés alatt reggel héttől."),
        feel=(("😍", "75"), ("👍", "44")),
        related=("A régi komp története", "Menetrend 2023"),
    )
    return make(
        "bn-hu-isso-oldal",
        "discussion",
        "hu-tiszahat",
        st,
        Parts(inside=block),
        plain(cs),
        path=base,
        system="isso",
        reveal="separate page: 'Olvasd el a 9 hozzászólást ›' at the end of a lightweight article opens a bare comments page of its own ('‹ Vissza a cikkhez') where Isso runs",
        container="the comments page: h1 'Hozzászólások', Isso's section#isso-thread (the thread keyed by the comments page's path)",
        heading="Hozzászólások",
        description=f"A Hungarian local paper's lightweight page of 2023 on a river ferry running again: Isso with {len(cs)} readers' comments ({replies(cs)} replies one level deep, the paper answering once) on a bare comments page of its own, linked from the end of the article and linking back. Most awkward: the article page holds only the link with the count.",
        files={cpath: cpage},
        comments_page=cpath,
        thread_path=cpath,
        check_steps=("click:#th-hsz", "wait:3000"),
    )


def id_waline_tabs() -> Case:
    cs = thread("""
Dewi Lestari | - | - | - | Wah senang banget! Dulu tiap Minggu sama bapak beli kue di perahu 😍
Rudi | - | 0 | - | Sama, kue lapisnya juara. Semoga penjual yang dulu ikut lagi
Bu Ningsih | - | - | - | Parkirnya di mana ya? Jalan ke dermaga sempit banget
Warta Lembah Hijau | - | 2 | - | Halo Bu Ningsih, panitia menyiapkan parkir di lapangan SD 3, lalu jalan kaki sekitar 300 meter ke dermaga.
Bu Ningsih | - | 2 | - | Terima kasih infonya 🙏
anak_sungai | - | - | - | Jangan sampai sungainya kotor lagi kayak tahun lalu. Bawa kantong sendiri ya guys
Fajar P. | - | 5 | - | Setuju! Katanya ada larangan plastik sekali pakai juga
Sinta | - | - | - | Jam berapa bukanya? Mau ajak ponakan
Rudi | - | 7 | - | Jam 6 sampai 10 pagi, Sinta. Datang pagi biar masih lengkap
Pak Harun | - | - | - | Semoga ramai terus, pedagang kecil butuh sekali
""")
    path = "/daerah/pasar-terapung-dibuka-lagi"
    css = (
        ".lh-tabs{position:sticky;top:50px;z-index:18;display:flex;background:#fff;border-bottom:1px solid #dde}.lh-tabs button{flex:1;padding:12px;border:0;"
        "background:none;font-weight:700;color:#777}.lh-tabs button[aria-selected=true]{color:#1f2a44;border-bottom:3px solid #1f2a44}"
        ".lh-panel{background:#fff;padding:12px 16px}"
    )
    top = (
        '<div class="lh-tabs" role="tablist"><button type="button" role="tab" id="lh-t1" aria-selected="true">Artikel</button>'
        f'<button type="button" role="tab" id="lh-t2" aria-selected="false" aria-controls="lh-panel">Komentar {len(cs)}</button></div>'
    )
    after = (
        '<section class="lh-panel" id="lh-panel" role="tabpanel" hidden><div id="lh-wl"></div></section>'
        + WALINE_CSS
        + waline_embed("'#lh-wl'", path, "en", extra="pageSize: 20,")
        + "<script>(function () { var t1 = document.getElementById('lh-t1'), t2 = document.getElementById('lh-t2'),"
        " card = document.querySelector('.ux-card'), p = document.getElementById('lh-panel'), on = false;"
        " function pick(k) { t1.setAttribute('aria-selected', String(!k)); t2.setAttribute('aria-selected', String(k));"
        " card.hidden = k; p.hidden = !k; if (k && !on) { on = true; mountWaline(); } }"
        " t1.addEventListener('click', function () { pick(false); }); t2.addEventListener('click', function () { pick(true); }); })();</script>"
    )
    st = Story(
        "Pasar terapung Sungai Lembah dibuka lagi tiap Minggu pagi",
        "Nadia Putri",
        "2025-07-18T09:00:00+07:00",
        "18 Juli 2025, 09.00 WIB",
        """
Setelah berhenti empat tahun, pasar terapung di Sungai Lembah kembali dibuka mulai Minggu ini. Pedagang berjualan kue, sayur dan ikan dari perahu antara pukul 06.00 dan 10.00.

Panitia menyiapkan parkir di lapangan SD 3. Pengunjung diminta membawa kantong sendiri karena plastik sekali pakai dilarang.

Pemerintah desa berharap pasar ini kembali menarik wisatawan.
""",
        section="Daerah",
        top=(
            ("Pasar terapung dibuka lagi", "10"),
            ("Jembatan gantung diperbaiki", "27"),
            ("Festival layang-layang", "5"),
        ),
        next=("Jembatan gantung Desa Hulu diperbaiki", "Perbaikan ditargetkan selesai sebelum musim hujan."),
        feel=(("😍", "310"), ("👍", "88"), ("😮", "6")),
    )
    return make(
        "bn-id-waline-tab",
        "discussion",
        "id-lembahhijau",
        st,
        Parts(top=top, after=after, css=css),
        plain(cs),
        path=path,
        system="waline",
        reveal="tab bar: a sticky 'Artikel | Komentar 10' tab bar under the app bar; the second tab hides the article card, shows its panel and mounts Waline",
        container="div.lh-tabs (role=tablist), section#lh-panel (role=tabpanel, hidden until the tab is chosen): div#lh-wl (Waline's client, its English interface)",
        heading=None,
        description=f"An Indonesian valley news site's app-like page of 2025 on a floating market reopening: Waline with {len(cs)} readers' comments ({replies(cs)} replies one level deep, the site answering once) in the second tab of a sticky 'Artikel | Komentar 10' tab bar, mounted only when the tab is chosen, the article card hidden meanwhile. Most awkward: the discussion replaces the article in the page; no heading but the tab.",
        check_steps=("click:#lh-t2", "wait:3000"),
    )


def ro_waline_overlay() -> Case:
    cs = thread("""
Ioana Munteanu | - | - | - | Două luni ocol prin Sâncrai, adică încă 25 de km pe zi. Super 🙃
Dorin | - | 0 | - | Măcar îl repară, nu mai așteaptă să cadă
Ioana Munteanu | - | 0 | - | Ai dreptate, Dorin, doar că se putea face vara, nu în septembrie cu școala
Gheorghe P. | - | - | - | Se știe dacă microbuzul școlar merge pe ocolitoare? Nepoții mei sunt la liceul din Podiș.
Ziarul de Podiș | - | 3 | - | Domnule Gheorghe, primăria ne-a confirmat că microbuzul școlar va circula pe DJ 107, cu plecare cu 20 de minute mai devreme.
Ana-Maria | - | - | - | Sper să pună și trotuar de data asta, pe pod nu ai pe unde merge pe jos.
Vlad_T | - | 5 | - | Din proiect, da: trotuar pe ambele părți 👍
""")
    path = "/local/podul-valea-pietrei-inchis"
    css = (
        ".zp-bara{position:fixed;left:0;right:0;bottom:48px;z-index:40;display:flex;justify-content:space-between;align-items:center;padding:10px 14px;"
        "background:#6a1b9a;color:#fff;font-weight:700}.zp-bara button{border:0;border-radius:14px;padding:6px 12px;background:#fff;color:#6a1b9a;font-weight:700}"
        ".zp-strat{position:fixed;inset:0;z-index:80;background:#fff;overflow-y:auto}.zp-sus{position:sticky;top:0;z-index:2;display:flex;justify-content:space-between;"
        "align-items:center;padding:12px 14px;background:#6a1b9a;color:#fff}.zp-sus button{border:0;background:none;color:#fff;font-size:24px}.zp-in{padding:10px 14px}"
    )
    after = (
        f'<div class="zp-bara" id="zp-bara"><span>Alătură-te discuției · {len(cs)}</span><button type="button" id="zp-deschide">Citește</button></div>'
        '<div class="zp-strat" id="zp-strat" role="dialog" aria-modal="true" aria-labelledby="zp-titlu" hidden>'
        '<div class="zp-sus"><b id="zp-titlu">Discuția cititorilor</b><button type="button" id="zp-inchide" aria-label="Închide">×</button></div>'
        '<div class="zp-in"><div id="zp-wl"></div></div></div>'
        + WALINE_CSS
        + waline_embed("'#zp-wl'", path, "en", extra="pageSize: 20,")
        + "<script>(function () { var s = document.getElementById('zp-strat'), on = false;"
        " document.getElementById('zp-deschide').addEventListener('click', function () { s.hidden = false; if (!on) { on = true; mountWaline(); } });"
        " document.getElementById('zp-inchide').addEventListener('click', function () { s.hidden = true; }); })();</script>"
    )
    st = Story(
        "Podul de la Valea Pietrei se închide două luni pentru reparații",
        "Cristina Moldovan",
        "2024-08-26T07:00:00+03:00",
        "26 august 2024, 07:00",
        """
Podul peste Valea Pietrei va fi închis circulației între 2 septembrie și 31 octombrie. Consiliul județean va înlocui grinzile și va construi trotuare pe ambele părți.

Ocolitoarea trece prin Sâncrai, pe DJ 107, și lungește drumul cu aproximativ 12 kilometri. Microbuzul școlar va pleca mai devreme în această perioadă.
""",
        section="Local",
        top=(
            ("Podul de la Valea Pietrei se închide", "7"),
            ("Târgul de toamnă", "15"),
            ("Apă oprită pe strada Morii", "9"),
        ),
        next=("Târgul de toamnă revine în piața mare", "Trei zile de meșteșugari, muzică și plăcinte."),
        feel=(("😡", "48"), ("👍", "30"), ("😮", "5")),
    )
    return make(
        "bn-ro-waline-strat",
        "discussion",
        "ro-podis",
        st,
        Parts(after=after, css=css),
        plain(cs),
        path=path,
        system="waline",
        reveal="sticky bar + overlay: a fixed bottom bar 'Alătură-te discuției · 7' with 'Citește' opens a full-screen overlay and mounts Waline in it",
        container="div#zp-strat (role=dialog, full screen, hidden): b 'Discuția cititorilor', div#zp-wl (Waline's client, its English interface)",
        heading="Discuția cititorilor",
        description=f"A Romanian county paper's mobile edition of 2024 on a bridge closing for repairs: Waline with {len(cs)} readers' comments ({replies(cs)} replies one level deep, the paper answering once) in a full-screen overlay that a sticky bottom bar opens, mounted only then. Most awkward: nothing in the page but a bar with a count until it is pressed.",
        check_steps=("click:#zp-deschide", "wait:3000"),
    )


def real_bn() -> list[Case]:
    return [fi_isso_sheet(), hu_isso_page(), id_waline_tabs(), ro_waline_overlay()]
