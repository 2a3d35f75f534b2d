"""Blind set T: this article's discussion beside a look-alike list in the same markup: an article assistant's sample
chat (en), a service's status updates (cs), a notifications menu (fi), a podcast's chapter markers (ro), a group chat
quoted in a court report (hu) and a school app's announcements (ms) (written from memory of the general shape of such
pages, in invented markup)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_t_common import (
    PartsK,
    data_of,
    gen,
    generated_cfg,
    hc,
    json_blob,
    make,
    module_cfg,
    mount_script,
    rail_for,
    ssr,
    story,
    thread,
    utility_cfg,
)
from comspider_lab.blind.cases_t_threads import SPACER
from comspider_lab.blind.model import Case


def en_ai() -> Case:
    c = thread(
        """
Rosalind Achebe | 3h | - | We used the open budget tool for our school's PTA and it was the first time parents actually read the numbers. Thanks for writing this up.
Declan Morrow | 2h | - | The part about publishing the raw CSV alongside the chart is spot on. Charts hide the decisions behind them.
Northbank Tech Notes | 1h | 1 | Agreed, Declan. We'll publish the scripts we used for the charts next week too.
Yusuf Adeyemi | 40m | - | Would love a follow-up on how the council handled the privacy review before release.
"""
    )
    chat = thread(
        """
You |  | - | What does the article say the tool costs to run?
Ask Northbank |  | - | According to the article, the council pays about £4,000 a year for hosting, and the code is free to reuse.
You |  | - | Which other councils use it?
Ask Northbank |  | - | The article names two neighbouring councils that are testing it this year.
"""
    )
    labels = {"like": "▲", "reply": "Reply"}
    cfg = utility_cfg(labels, idp="c-")
    bot_cfg = utility_cfg({}, idp="ai-")
    block = (
        '<section class="mt-12 rounded-2xl border p-4"><h2 class="font-semibold">Ask this article <span class="text-xs text-gray-400">beta</span></h2>'
        f'<p class="text-sm text-gray-500">Example questions</p>{ssr(bot_cfg, data_of(chat, "2025-09-09T10:00:00+01:00", seed="ai"))}'
        '<input class="mt-3 w-full rounded-full border px-4 py-2" placeholder="Ask a question about this article…"></section>'
        '<section class="mt-12 border-t pt-8"><h2 class="text-xl font-bold">4 comments</h2>'
        f"{ssr(cfg, data_of(c, '2025-09-09T10:00:00+01:00', badges={2: 'Author'}, seed='en-ai'))}"
        '<textarea class="mt-6 w-full rounded border p-3" placeholder="Write a comment…"></textarea></section>'
    )
    st = story(
        "How our council's open budget tool got parents reading the numbers",
        "Northbank Tech Notes",
        "2025-09-09T10:00:00+01:00",
        "9 September 2025",
        """
When the council released its budget explorer in spring, we expected a few journalists and campaigners to use it. Instead, the busiest users were school parent groups.

The tool costs about £4,000 a year to host, and the code is published for other councils to reuse. Two neighbouring councils are testing it this year.

We talked to the developers about what they would do differently, and why they publish the raw data alongside every chart.
""",
        declare="og",
        section="Notes",
    )
    rail = rail_for(
        "tw", "More notes", "Accessible maps, cheaply|What a data desk costs|Small tools, big councils"
    )
    return make(
        "t-mx-en-ai-chat",
        "mixed",
        "tw",
        "mx-en-ai",
        st,
        PartsK(after=block, rail=rail),
        c,
        path="/notes/open-budget-tool-parents",
        container="section (no class of its own): h2 '4 comments', server-rendered utility classes, initials, 'Author' badge, '3h', ▲ count, 'Reply'; the reply nested",
        heading="4 comments",
        description="An English civic-tech blog of 2025: 4 comments (1 reply) beside an 'Ask this article' widget whose sample exchange is in the very same utility markup.",
        lookalikes=("an article assistant's sample chat in the comments' own markup",),
    )


def cs_status() -> Case:
    c = thread(
        """
Jana Horáková | před 3 h | - | Platba kartou v obchodě mi nešla celé dopoledne, naštěstí jsem měla hotovost.
Petr Novotný | před 2 h | 0 | To samé u nás na benzínce. Obsluha říkala, že to mají všichni zákazníci této banky.
Ondřej K. | před 2 h | - | Banka by měla výpadky hlásit i SMS zprávou, ne jen na webu, který stejně nešel načíst.
Lucie Marešová | před 1 h | - | Díky za přehledný článek. Kompenzace za poplatky se dá žádat přes formulář?
Radek | před 30 min | - | Už podruhé za tři měsíce. Začínám uvažovat o změně banky.
"""
    )
    upd = thread(
        """
Provozní tým · Tomáš R. | 13:20 | - | Vyřešeno: všechny služby fungují. Omlouváme se za komplikace.
Provozní tým · Tomáš R. | 12:05 | - | Oprava nasazena, platby kartou se postupně obnovují.
Technická podpora · Eva S. | 10:40 | - | Zjistili jsme příčinu: porucha autorizačního serveru. Pracujeme na opravě.
Zákaznická linka · Marek D. | 09:55 | - | Část klientů nemůže platit kartou. Situaci prověřujeme.
"""
    )
    cfg = module_cfg("Post", {"like": "👍", "reply": "Odpovědět"}, avatar="initials", time="rel", idp="p-")
    ucfg = module_cfg("Post", {}, avatar="initials", time="rel", idp="u-")
    block = f'<div class="{hc("StatusQuote", "root")}"><p>Stavová stránka banky, 4. února:</p><div id="u-mount"></div></div>'
    after = (
        f'<section class="{hc("Discussion", "root")}"><h2 class="{hc("Discussion", "title")}">Diskuse (5)</h2><div id="p-mount"></div>'
        f'<p class="{hc("Discussion", "login")}"><a href="/prihlaseni">Přihlaste se</a> a zapojte se do diskuse.</p></section>'
    )
    end = (
        json_blob("u-data", data_of(upd, "2025-02-04T09:00:00+01:00", seed="cs-u"))
        + json_blob("p-data", data_of(c, "2025-02-04T09:00:00+01:00", seed="cs"))
        + mount_script(ucfg, "inline:u-data", "#u-mount")
        + mount_script(cfg, "inline:p-data", "#p-mount")
    )
    st = story(
        "Výpadek plateb kartou: banka hlásila problémy čtyři hodiny",
        "Kateřina Vlková",
        "2025-02-04T15:00:00+01:00",
        "4. 2. 2025 15:00",
        """
Klienti Moravské spořitelní banky nemohli v úterý dopoledne platit kartou ani se přihlásit do aplikace. Výpadek trval zhruba čtyři hodiny.

Banka průběžně informovala na své stavové stránce, jejíž hlášení přetiskujeme níže. Příčinou byla porucha autorizačního serveru.

O kompenzaci poplatků lze podle banky žádat přes formulář na webu.
""",
        declare="jsonld",
        section="Služby",
    )
    rail = rail_for(
        "app", "Další články", "Jak na bezpečné heslo|Nové tarify operátorů|Návod: elektronický podpis"
    )
    return make(
        "t-mx-cs-status",
        "mixed",
        "app",
        "mx-cs-status",
        st,
        PartsK(inbody=block, after=after, rail=rail, end=end),
        c,
        path="/sluzby/vypadek-plateb-kartou",
        reveal="on_load by script: both lists rendered at load from JSON scripts",
        container="section.Discussion_root__…: h2 'Diskuse (5)', div#p-mount: CSS-module classes (Post_root__…), initials, 'před 3 h', 👍 count, 'Odpovědět'; the reply nested",
        heading="Diskuse (5)",
        description="A Czech tech news app of 2025: 5 comments (1 reply) rendered at load, and in the article a bank's status updates rendered by the same component (Post_root__…).",
        lookalikes=("a status page's updates in the comments' own component",),
        static=False,
    )


def fi_notif() -> Case:
    c = thread(
        """
Aino Lehtonen | 2 t sitten | - | Hienoa, että revontulibussi ajaa taas. Viime talvena moni turisti jäi kaupunkiin odottamaan turhaan.
Jussi Kemppainen | 1 t sitten | 0 | Toivottavasti myös paikalliset pääsevät kyytiin, ei vain hotellien asiakkaat.
Marjatta P. | 50 min sitten | - | Lippujen hinta on kova, 45 euroa per henkilö.
Eetu | 30 min sitten | - | Pysähtyykö bussi myös Ounasvaaran parkkipaikalla?
Sanna Rautio | 5 min sitten | 3 | Reittikartan mukaan pysähtyy, ja sieltä on lyhyt kävely näköalapaikalle.
"""
    )
    notes = thread(
        """
Lapin Sanomat | 1 t sitten | - | Uusi artikkeli aiheesta, jota seuraat: Rovaniemen joulutori avautuu.
Heikki Niemelä | 3 t sitten | - | vastasi kysymykseesi: Bussi lähtee keskustasta klo 21.
Lapin Sanomat | eilen | - | Tilauksesi uusiutuu 5 päivän kuluttua.
"""
    )
    cfg = module_cfg("FeedItem", {"like": "♥", "reply": "Vastaa"}, avatar="initials", time="rel", idp="f-")
    ncfg = module_cfg("FeedItem", {}, avatar="initials", time="rel", idp="nt-")
    menu = (
        f'<div class="{hc("Notifications", "root")}" role="menu" aria-label="Ilmoitukset"><p class="{hc("Notifications", "head")}">Ilmoitukset (3)</p>'
        f"{ssr(ncfg, data_of(notes, '2025-01-15T10:00:00+02:00', seed='fi-n'))}</div>"
    )
    after = (
        f'<div class="{hc("Discussion", "root")}"><button type="button" id="show-disc" class="{hc("Discussion", "toggle")}">Näytä kommentit (5)</button>'
        f'<div id="disc-panel" hidden><h2 class="{hc("Discussion", "title")}">Kommentit</h2><div id="f-mount"></div>'
        f'<p><a href="/kirjaudu">Kirjaudu</a> kommentoidaksesi.</p></div></div>'
    )
    end = json_blob("f-data", data_of(c, "2025-01-15T10:00:00+02:00", seed="fi")) + mount_script(
        cfg, "inline:f-data", "#f-mount", "click:#show-disc", opener="show:#disc-panel"
    )
    st = story(
        "Revontulibussi palaa: ajaa joka ilta maaliskuun loppuun",
        "Leena Salmi",
        "2025-01-15T10:00:00+02:00",
        "15.1.2025 klo 10.00",
        """
Revontulibussi alkaa jälleen ajaa Rovaniemen keskustasta pimeille näköalapaikoille. Bussi lähtee joka ilta kello 21 ja palaa puolenyön jälkeen.

Lippu maksaa 45 euroa. Reitti kulkee myös Ounasvaaran kautta.
""",
        declare="og",
        section="Uutiset",
    )
    rail = rail_for("app", "Luetuimmat", "Pakkasennätys Sallassa|Joulutori avautuu|Porot tiellä: varo")
    return make(
        "t-mx-fi-notifications",
        "mixed",
        "app",
        "mx-fi-notif",
        st,
        PartsK(top=menu, after=after, rail=rail, end=end),
        c,
        path="/uutiset/revontulibussi-palaa",
        reveal="click: 'Näytä kommentit (5)' shows a hidden panel and renders the thread from a JSON script",
        container="div#disc-panel (hidden) > div#f-mount: CSS-module classes (FeedItem_root__…), initials, '2 t sitten', ♥ count, 'Vastaa'; replies nested",
        heading="Kommentit (the button 'Näytä kommentit (5)')",
        description="A Finnish regional news app of 2025: 5 comments (2 replies) behind 'Näytä kommentit (5)', and the header's notifications menu open in the same FeedItem markup.",
        lookalikes=("a notifications menu in the comments' own component",),
        static=False,
        check_steps=("click:#show-disc", "wait:400"),
    )


def ro_chapters() -> Case:
    c = thread(
        """
Ioana Mureșan | acum 2 zile | - | Cel mai bun episod de până acum. Povestea tramvaiului de noapte m-a făcut să-mi sun bunicul.
Vlad Constantin | acum 1 zi | - | Ați putea pune și o transcriere? Ascult greu la birou.
Podcastul de Duminică | acum 1 zi | 1 | Da, transcrierea apare vineri pe site.
Mihaela | acum 6 ore | - | Invitata a avut dreptate despre piețe: acolo se vede cum respiră un oraș.
"""
    )
    chaps = thread(
        """
00:00 · Andrei Pop | 00:00 | - | Introducere: de ce vorbim despre orașele noaptea.
12:40 · Elena Dragomir | 12:40 | - | Tramvaiul de noapte din anii '80 și oamenii care îl conduceau.
27:15 · Andrei Pop | 27:15 | - | Piețele dimineața devreme: cine ajunge primul.
41:30 · Elena Dragomir | 41:30 | - | Ce s-ar pierde dacă orașul ar dormi complet.
"""
    )
    k = {
        "list": "lst",
        "item": "row",
        "avatar": "av",
        "main": "m",
        "head": "hd",
        "name": "who",
        "badge": "bdg",
        "time": "when",
        "replyTo": "",
        "body": "say",
        "p": "",
        "actions": "act",
        "action": "",
        "replies": "sub",
        "more": "",
        "removed": "",
    }
    cfg = {
        "k": k,
        "L": {"reply": "Răspunde"},
        "avatar": "initials",
        "time": "rel",
        "mode": "nested",
        "idp": "a-",
    }
    chcfg = {"k": k, "L": {}, "avatar": "", "time": "", "mode": "nested", "idp": "ch-"}
    block = (
        "<ep-chapters><h3>Capitole</h3>"
        f"{ssr(chcfg, data_of(chaps, '2025-03-02T08:00:00+02:00', seed='ro-c'))}</ep-chapters>"
    )
    after = (
        "<ep-listeners><h2>Ascultătorii au scris (4)</h2>"
        f"{ssr(cfg, data_of(c, '2025-03-02T08:00:00+02:00', badges={2: 'Gazdă'}, seed='ro'))}"
        '<p><a href="/login">Autentifică-te</a> pentru a scrie.</p></ep-listeners>'
    )
    st = story(
        "Episodul 48: Orașul noaptea, cu Elena Dragomir",
        "Andrei Pop",
        "2025-03-02T08:00:00+02:00",
        "2 martie 2025",
        """
În episodul acesta vorbim cu istorica Elena Dragomir despre orașele noaptea: tramvaie, brutării, piețe și oamenii care lucrează când ceilalți dorm.

Episodul durează 52 de minute. Mai jos găsiți capitolele și câteva lecturi recomandate.
""",
        declare="og",
        section="Episoade",
    )
    rail = rail_for(
        "mag",
        "Alte episoade",
        "Episodul 47: Cartierele de blocuri|Episodul 46: Gările mici|Episodul 45: Piața",
    )
    return make(
        "t-mx-ro-chapters",
        "mixed",
        "mag",
        "mx-ro-chapters",
        st,
        PartsK(inbody=block, after=after, rail=rail),
        c,
        path="/episoade/48-orasul-noaptea",
        container="<ep-listeners>: h2 'Ascultătorii au scris (4)', div.lst of div.row (initials, span.who, 'Gazdă' badge, span.when 'acum 2 zile', div.say, 'Răspunde'); the reply in div.sub",
        heading="Ascultătorii au scris (4)",
        description="A Romanian podcast site of 2025: 4 listeners' comments (1 reply by the host) beside the episode's chapter markers in the same row markup (timestamp and speaker as the name).",
        lookalikes=("a podcast's chapter markers (time, speaker, sentence) in the comments' own markup",),
    )


def hu_chat() -> Case:
    c = thread(
        """
Kovács Eszter | 4 órája | - | Megdöbbentő, hogy ilyen nyíltan írtak egymásnak. Remélem, a bíróság mindent kivizsgál.
Nagy Gábor | 3 órája | 0 | A védelem szerint kiragadták a mondatokat a szövegkörnyezetből. Várjuk meg az ítéletet.
Szabó Anikó | 2 órája | - | A cikk végén lévő idővonal nagyon sokat segített megérteni az ügyet.
Tóth Bence | 1 órája | - | Mikor lesz a következő tárgyalás?
Horváth Judit | 30 perce | 3 | A cikk szerint március 12-én.
Balogh Péter | 10 perce | - | Jó, hogy a lap végig követi az ügyet.
"""
    )
    msgs = thread(
        """
Zoli | 08:14 | - | A számlákat ma kell leadni, nem holnap.
Kriszta | 08:20 | - | A dátumokat átírtam, ahogy mondtad.
Zoli | 08:21 | - | Jó. Erről senkinek egy szót se.
Feri | 09:02 | - | A könyvelő kérdezte, miért van két példány.
"""
    )
    cfg = generated_cfg("hu-x", {"like": "👍", "reply": "Válasz"}, idp="h-")
    mcfg = generated_cfg("hu-x", {}, idp="hm-")
    block = (
        f'<div class="{gen("hu-ev", "sc")}"><p>Az ügyészség által bemutatott üzenetek a „Iroda” nevű csoportból (2023. október 3.):</p>'
        f"{ssr(mcfg, data_of(msgs, '2023-10-03T08:00:00+02:00', seed='hu-m'))}</div>"
    )
    after = (
        f'<section class="{gen("hu-disc", "sc")} {gen("hu-disc")}" id="hozzaszolasok"><h2>Hozzászólások (6)</h2>'
        f'<div id="h-mount"><p>Betöltés…</p></div><p><a href="/belepes">Jelentkezz be</a> a hozzászóláshoz.</p></section>'
    )
    files = {
        "/api/hozzaszolasok/szamlagyar-per.json": json.dumps(
            data_of(c, "2025-02-18T09:00:00+01:00", seed="hu"), ensure_ascii=False
        )
    }
    script = mount_script(
        cfg, "fetch:/api/hozzaszolasok/szamlagyar-per.json", "#h-mount", "visible:#hozzaszolasok"
    )
    script = script.replace(
        'var root = document.querySelector("#h-mount");',
        'var root = document.querySelector("#h-mount"); root.innerHTML = "";',
    )
    lead = SPACER.format(alt="A bíróság épülete", cap="A megyei bíróság épülete. Fotó: Alföldi Hírek")
    st = story(
        "Számlagyár-per: csoportüzeneteket mutatott be az ügyészség",
        "Fekete Dóra",
        "2025-02-18T09:00:00+01:00",
        "2025. február 18. 09:00",
        """
A megyei bíróságon folytatódott a számlagyár-per tárgyalása. Az ügyészség egy csoportos beszélgetés üzeneteit mutatta be, amelyekben a vádlottak a számlák dátumairól egyeztettek.

A védelem szerint az üzeneteket kiragadták a szövegkörnyezetükből. A következő tárgyalás március 12-én lesz.
""",
        declare="og",
        section="Bűnügy",
    )
    rail = rail_for(
        "portal", "Kapcsolódó", "Új buszmenetrend Kecskeméten|Árvízvédelmi gyakorlat|A város költségvetése"
    )
    return make(
        "t-mx-hu-chat-evidence",
        "mixed",
        "portal",
        "mx-hu-chat",
        st,
        PartsK(lead=lead, inbody=block, after=after, rail=rail, end=script),
        c,
        path="/bunugy/szamlagyar-per-uzenetek",
        reveal="lazy_scroll: an IntersectionObserver on section#hozzaszolasok fetches the thread (JSON) and renders it",
        container="section#hozzaszolasok > div#h-mount: generated classes (sc-…/css-…), initials, '4 órája', 👍 count, 'Válasz'; replies nested",
        heading="Hozzászólások (6)",
        description="A Hungarian news portal of 2025: 6 comments (2 replies) fetched when scrolled into view, beside a group chat quoted as evidence in the very same generated markup (served with the page).",
        lookalikes=("a group chat quoted as evidence in the comments' own markup",),
        static=False,
        files=files,
        check_steps=("scroll", "wait:800"),
    )


def ms_school() -> Case:
    c = thread(
        """
Puan Rohani | 3 jam lalu | - | Aplikasi ini memudahkan saya sebagai ibu bekerja. Dulu banyak mesej dalam kumpulan yang tenggelam.
Encik Faizal | 2 jam lalu | - | Harap ada pilihan bahasa Inggeris juga untuk ibu bapa yang bukan penutur Melayu.
Aishah Zulkifli | 1 jam lalu | 0 | Setuju, jiran saya dari Sabah pun susah nak faham sesetengah notis.
"""
    )
    ann = thread(
        """
Cikgu Norliza · Guru Kelas 3 Bestari | Semalam 4:10 ptg | - | Peringatan: bawa buku latihan Matematik esok. Ujian pendek pada waktu kedua.
Cikgu Hafiz · Guru Sukan | Semalam 11:30 pg | - | Hari Sukan ditangguhkan ke Sabtu depan kerana hujan.
Pejabat Sekolah · Penolong Kanan | 2 hari lalu | - | Mesyuarat PIBG pada 20 Oktober, jam 8 malam di dewan sekolah.
"""
    )
    labels = {"like": "👍", "reply": "Balas"}
    cfg = utility_cfg(labels, idp="k-")
    acfg = utility_cfg({"like": "👁"}, idp="an-")
    block = (
        '<div class="my-8 rounded-xl border bg-sky-50 p-4"><p class="text-sm text-gray-500">Contoh paparan: Notis dalam aplikasi</p>'
        f"{ssr(acfg, data_of(ann, '2025-10-14T09:00:00+08:00', seed='ms-a'))}</div>"
    )
    after = (
        '<section class="mt-12 border-t pt-8"><h2 class="text-xl font-bold">Komen (3)</h2>'
        f"{ssr(cfg, data_of(c, '2025-10-14T09:00:00+08:00', seed='ms'))}"
        '<textarea class="mt-4 w-full rounded border p-3" placeholder="Tulis komen…"></textarea></section>'
    )
    st = story(
        "Aplikasi baharu hubungkan guru dan ibu bapa di 12 sekolah",
        "Nurul Izzah",
        "2025-10-14T09:00:00+08:00",
        "14 Oktober 2025",
        """
Dua belas sekolah di daerah ini mula menggunakan aplikasi notis untuk menghantar pengumuman kepada ibu bapa, menggantikan kumpulan mesej yang sebelum ini digunakan.

Guru boleh melihat berapa ramai ibu bapa telah membaca notis. Buat masa ini, ibu bapa tidak boleh membalas dalam aplikasi.
""",
        declare="og",
        section="Sekolah",
    )
    rail = rail_for(
        "tw", "Baca lagi", "Pasar malam baharu dibuka|Jalan ditutup untuk larian|Perpustakaan komuniti"
    )
    return make(
        "t-mx-ms-school-app",
        "mixed",
        "tw",
        "mx-ms-school",
        st,
        PartsK(inbody=block, after=after, rail=rail),
        c,
        path="/sekolah/aplikasi-notis-ibu-bapa",
        container="section (no class of its own): h2 'Komen (3)', server-rendered utility classes, initials, '3 jam lalu', 👍 count, 'Balas'; the reply nested",
        heading="Komen (3)",
        description="A Malay community news blog of 2025: 3 comments (1 reply) beside a school app's notices in the very same utility markup (name and role, time, notice, 👁 count).",
        lookalikes=("a school app's notices in the comments' own markup",),
    )
