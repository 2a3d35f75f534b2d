"""Blind set BI: four pages without any reader comment whose furniture holds a list with a discussion entry's shape
(a name, a time, a short text), revealed by the same kinds of controls as this set's threads: a local podcast's
listener voicemail transcripts in a <details> (hu); spectators' cheer messages to marathon runners in a side drawer
(cs); a choir's absence notices fetched as JSON pages by "Näytä lisää" (fi); a school class's "where are they now"
updates in the second tab of a tab pair (he). Written for this set; every name, place and text invented, each entry
written by hand."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_bi_common import Case, Parts, Story, esc, make, rows


def hu_voicemails() -> Case:
    items = rows("""
Kovács Erzsébet | Szegfűhát | kedd 19:12 | 0:52 | A gát mellett laktunk, apám három éjszakán át hordta a homokzsákot. Tízéves voltam, csak arra emlékszem, hogy a kutyát is felvittük a padlásra.
Bíró Lajos | Révfalu | szerda 08:03 | 1:10 | Akkor a kompnál dolgoztunk. A víz a kompház ablakáig ért, a csónakot a kocsma kerítéséhez kötöttük ki.
Nagy Tímea | Tiszakert | szerda 21:47 | 0:35 | Nagymamám receptfüzete ázott el. Azóta is őrizzük, a lapok hullámosak, de minden recept olvasható.
Szűcs Gábor | Révfalu | csütörtök 07:30 | 0:58 | Önkéntes voltam a gátőrháznál. A legnehezebb az volt, amikor hazaküldtek aludni, de senki sem ment haza.
Horváth Anna | Szegfűhát | péntek 16:20 | 0:41 | Anyukám akkor a kórházban dolgozott, a betegeket csónakkal vitték át a túlsó partra.
""")
    lis = "".join(
        f'<li class="hu-uz"><p class="hu-ki"><b>{esc(n)}</b>, {esc(pl)} · <span>{esc(t)}</span> · <span class="hu-hossz">{esc(d)}</span></p>'
        f'<p class="hu-atirat">„{esc(x)}”</p></li>'
        for n, pl, t, d, x in items
    )
    inside = (
        '<div class="hu-epizod"><p><b>▶ Partról podcast, 41. rész: „Amikor a gát tartott”</b> (38 perc)</p>'
        '<audio controls preload="none" src="/media/partrol-41.mp3"></audio>'
        '<details id="hu-atiratok"><summary>A hallgatói hangüzenetek átirata (5)</summary>'
        "<p>Az epizódban elhangzott üzeneteket a hallgatók a műsor üzenetrögzítőjére mondták fel.</p>"
        f'<ol class="hu-lista">{lis}</ol></details></div>'
    )
    st = Story(
        "Új Partról-epizód: így emlékeznek a parti falvak a nagy árvízre",
        "Tóth Réka",
        "2026-04-10T08:00:00+02:00",
        "2026. április 10.",
        """
A Tiszaparti Napló podcastjának új része húsz évvel a nagy tavaszi árvíz után a parti falvak lakóit szólaltatja meg. A felvételek a révfalui gátőrháznál és a szegfűháti iskolában készültek.

Az epizód előtt arra kértük hallgatóinkat, hogy mondják el emlékeiket a műsor üzenetrögzítőjére. Ötöt közülük a részben is lejátszunk.

A következő rész májusban jelenik meg, a folyó halászairól szól.
""",
        section="Helyi",
        recs=(
            "Megújul a révfalui kompkikötő",
            "Halászlé-főző verseny a parton",
            "Új kerékpárút a gát tetején",
        ),
        ticker=("11:15 | Lezárták a Gát utcát", "09:40 | Emelkedik a folyó vízszintje"),
    )
    return make(
        "bi-hu-lookalike-voicemail-transcripts",
        "lookalike",
        "hu-tiszapart",
        st,
        Parts(inside=inside),
        [],
        path="/helyi/partrol-podcast-arviz-emlekek",
        static=True,
        reveal="details: a closed <details> 'A hallgatói hangüzenetek átirata (5)' under the episode's player",
        container="div.hu-epizod > details#hu-atiratok > ol.hu-lista > li.hu-uz (name, village, weekday and time, duration; the transcript in quotes)",
        heading="A hallgatói hangüzenetek átirata (5)",
        description="A Hungarian riverside news site of 2026: no reader comment; under a podcast episode's player, a closed <details> holds the transcripts of 5 listeners' voicemails played in the episode (name, village, 'szerda 08:03', duration, a few sentences each).",
        lookalikes=("listener voicemail transcripts",),
        check_steps=("click:#hu-atiratok > summary",),
    )


def cs_cheers() -> Case:
    items = rows("""
Jana | Petr Dvořák | 512 | 9:14 | Tati, běž! Čekáme u mostu s transparentem.
Kolegové z dílny | Radek Mareš | 1033 | 9:20 | Radku, kdo doběhne pod dvě hodiny, platí kafe. Ty to zvládneš!
Babička Věra | Ema Křížová | 77 | 9:31 | Emičko, hlavně pij a nepřepínej se. Jsme na tebe pyšní.
Oddíl Orel Podhradí | Martin Šimek | 260 | 9:45 | Poslední tři kilometry jsou z kopce, tak zaber!
Lucie | Tomáš Horák | 918 | 10:02 | Miláčku, už jen kousek. Pes na tebe čeká v cíli.
Spolužáci ze 4.B | Hana Novotná | 1201 | 10:10 | Paní učitelko, držíme palce! Zítra nepíšeme test, že ne?
""")
    lis = "".join(
        f'<li class="pb-zprava"><div class="pb-hlava"><b>{esc(f)}</b> → {esc(to)} <span class="pb-cislo">#{esc(bib)}</span> · <time>{esc(t)}</time></div>'
        f"<p>{esc(x)}</p></li>"
        for f, to, bib, t, x in items
    )
    css = (
        ".pb-supl{position:fixed;top:0;left:0;bottom:0;width:420px;background:#fff;z-index:60;overflow-y:auto;padding:16px 20px;box-shadow:6px 0 24px #0003;"
        "transform:translateX(-105%);visibility:hidden}.pb-supl.pb-otevreno{transform:none;visibility:visible}.pb-zprava{margin:12px 0;list-style:none}"
    )
    inside = '<p><button type="button" id="pb-otevrit" class="pb-tlacitko">📣 Povzbuzení pro běžce (6)</button></p>'
    end = (
        '<aside class="pb-supl" id="pb-supl" aria-label="Povzbuzení"><h2>Povzbuzení pro běžce</h2>'
        "<p>Zprávy, které diváci poslali běžcům přes aplikaci závodu. Zobrazovaly se na obrazovce v cíli.</p>"
        f'<ul class="pb-seznam">{lis}</ul><button type="button" id="pb-zavrit">Zavřít</button></aside>'
        "<script>(function () { var s = document.getElementById('pb-supl');"
        " document.getElementById('pb-otevrit').addEventListener('click', function () { s.classList.add('pb-otevreno'); });"
        " document.getElementById('pb-zavrit').addEventListener('click', function () { s.classList.remove('pb-otevreno'); }); })();</script>"
    )
    st = Story(
        "Půlmaraton Podhradím: 1 400 běžců a nový rekord trati",
        "Jakub Král",
        "2025-05-11T15:00:00+02:00",
        "11. května 2025",
        """
Nedělního půlmaratonu Podhradím se zúčastnilo 1 400 běžců, nejvíc v historii závodu. Vítěz doběhl za 1:06:48 a o půl minuty překonal rekord trati.

Trasa vedla z náměstí kolem hradu, přes most u mlýna a zpět podél řeky. Pořadatelé letos poprvé umožnili divákům posílat běžcům vzkazy přes aplikaci.

Příští ročník se poběží 10. května 2026.
""",
        section="Sport",
        recs=(
            "Hradní slavnosti začínají v pátek",
            "Most u mlýna se opraví v létě",
            "Nová cyklostezka k přehradě",
        ),
        ticker=("14:40 | Uzavírky po závodě skončily", "12:15 | Vítěz půlmaratonu překonal rekord"),
    )
    return make(
        "bi-cs-lookalike-runner-cheers",
        "lookalike",
        "cs-hradec",
        st,
        Parts(inside=inside, css=css, end=end),
        [],
        path="/sport/pulmaraton-podhradim-rekord",
        static=True,
        reveal="side drawer: the button '📣 Povzbuzení pro běžce (6)' slides in a fixed left-hand drawer (served HTML, off-screen until opened)",
        container="aside.pb-supl#pb-supl > ul.pb-seznam > li.pb-zprava (sender → runner #bib · time; the message)",
        heading="Povzbuzení pro běžce",
        description="A Czech town news site of 2025: no reader comment; a side drawer opened by '📣 Povzbuzení pro běžce (6)' lists 6 spectators' cheer messages sent to runners through the race's app (sender, runner and bib number, time, one or two sentences).",
        lookalikes=("marathon cheer messages",),
        check_steps=("click:#pb-otevrit", "wait:200"),
    )


def fi_absences() -> Case:
    items = rows("""
Leena K. | sopraano | ti 15.3. klo 9.05 | to 17.3. | Työvuoro venyy, tulen vasta tauon jälkeen.
Matti Rantanen | basso | ti 15.3. klo 18.40 | to 17.3. | Flunssa ja ääni poissa. Kuuntelen harjoitusnauhan kotona.
Sirpa | altto | ke 16.3. klo 7.55 | su 20.3. | Lapsenlapsen ristiäiset.
Juha Heikkinen | tenori | ke 16.3. klo 21.10 | to 24.3. | Työmatka pohjoiseen koko viikon.
Anu-Maria | sopraano | to 17.3. klo 12.30 | to 24.3. | Pääsiäisloma, palaan harjoituksiin 31.3.
Pekka S. | basso | to 17.3. klo 16.45 | su 27.3. | Hammaslääkäri aamulla, yritän ehtiä iltapäiväksi.
""")
    data = [{"nimi": n, "aani": v, "ilmoitettu": t, "harjoitus": h, "syy": x} for n, v, t, h, x in items]
    files = {
        "/_kuoro/poissaolot/alku.json": json.dumps(
            {"rivit": data[:3], "seuraava": "k7q2"}, ensure_ascii=False
        )
        + "\n",
        "/_kuoro/poissaolot/k7q2.json": json.dumps({"rivit": data[3:], "seuraava": None}, ensure_ascii=False)
        + "\n",
    }
    rail = (
        '<div class="ku-taulu"><h3>Kuoron poissaolot</h3><p>Jäsenet ilmoittavat tähän, jos eivät pääse harjoituksiin.</p>'
        '<ul class="ku-lista" id="ku-lista"></ul><button type="button" id="ku-lisaa" hidden>Näytä lisää</button></div>'
        "<script>(function () { var next = 'alku', b = document.getElementById('ku-lisaa');"
        " function lataa() { if (!next) return; fetch('/_kuoro/poissaolot/' + next + '.json').then(function (r) { return r.json(); }).then(function (d) {"
        "  d.rivit.forEach(function (x) { var li = document.createElement('li'); li.className = 'ku-rivi';"
        "   var h = document.createElement('div'); var n = document.createElement('b'); n.textContent = x.nimi; h.append(n, ' (' + x.aani + ') · ', x.ilmoitettu);"
        "   var p = document.createElement('p'); p.textContent = 'Harjoitus ' + x.harjoitus + ': ' + x.syy; li.append(h, p); document.getElementById('ku-lista').append(li); });"
        "  next = d.seuraava; b.hidden = !next; if (!next) b.remove(); }); }"
        " b.addEventListener('click', lataa); lataa(); })();</script>"
    )
    st = Story(
        "Sekakuoron kevätkonsertti myytiin loppuun viikossa",
        "Marja Lehtonen",
        "2022-03-14T12:00:00+02:00",
        "14.3.2022",
        """
Rantalan sekakuoron kevätkonsertin kaikki 320 lippua myytiin viikossa. Konsertti pidetään kirkossa sunnuntaina 3. huhtikuuta.

Ohjelmassa on kansanlauluja, kaksi uutta sovitusta kuoron omalta johtajalta ja lopuksi yhteislaulua yleisön kanssa. Kuoroa säestää Rantalan musiikkiopiston jousiyhtye.

Kuoro harjoittelee kevään ajan kahdesti viikossa seurakuntatalolla.
""",
        section="Kulttuuri",
        recs=(
            "Kirjaston lukupiiri aloittaa",
            "Taidekoulun näyttely avautuu",
            "Rantalan kesäteatteri etsii näyttelijöitä",
        ),
        ticker=("11:30 | Kirkkotie suljetaan lauantaina", "09:15 | Jäät ovat heikkoja rannassa"),
    )
    return make(
        "bi-fi-lookalike-choir-absences",
        "lookalike",
        "fi-rantala",
        st,
        Parts(rail=rail),
        [],
        path="/kulttuuri/sekakuoro-kevatkonsertti",
        reveal="fetched pages: the side column's board draws 3 entries fetched as JSON at load; 'Näytä lisää' fetches the next 3 by a cursor ('k7q2')",
        container="div.ku-taulu: h3 'Kuoron poissaolot', ul.ku-lista#ku-lista > li.ku-rivi (b name, voice part, 'ti 15.3. klo 9.05'; 'Harjoitus …: reason'); button#ku-lisaa",
        heading="Kuoron poissaolot",
        description="A Finnish culture blog of 2022: no reader comment; in the side column a choir's absence board (member, voice part, when reported, which rehearsal, the reason), 3 entries fetched as JSON at load and 3 more by 'Näytä lisää'.",
        lookalikes=("choir absence notices",),
        files=files,
        check_steps=("wait:600", "click:#ku-lisaa", "wait:600"),
    )


def he_alumni() -> Case:
    items = rows("""
ענבל כהן | 12.3.2024, 10:15 | אחרי התיכון למדתי הנדסת מים, והיום אני מנהלת את מתקן ההתפלה של המועצה.
יוסי אלמוג | 12.3.2024, 11:02 | פתחתי מאפייה קטנה במושב. מי מהמחזור שעובר בדרך – הקפה עליי.
רונית בן-דוד | 12.3.2024, 13:40 | מורה למתמטיקה באותו תיכון, באותה כיתה שבה ישבתי. המזגן עדיין לא עובד.
עמרי שגיא | 13.3.2024, 08:20 | גר כבר עשר שנים מעבר לים, ומגיע לאירוע עם שני הילדים.
דנה לוי | 13.3.2024, 09:55 | רופאה בבית החולים האזורי. מחפשת את חברי להקת בית הספר לפגישה אחרי הטקס.
""")
    lis = "".join(
        f'<li class="mh-boger"><h4>{esc(n)}</h4><span class="mh-idkun">עודכן {esc(t)}</span><p>{esc(x)}</p></li>'
        for n, t, x in items
    )
    css = (
        ".mh-lash{display:flex;gap:4px;margin:14px 0 0}.mh-lash button{padding:8px 14px;border:1px solid #0b3d91;background:#fff;color:#0b3d91;font:700 14px Arial;cursor:pointer}"
        ".mh-lash button[aria-selected=true]{background:#0b3d91;color:#fff}.mh-boger{list-style:none;margin:12px 0}.mh-boger h4{margin:0}.mh-idkun{color:#777;font-size:13px}"
    )
    byline = (
        '</p><div class="mh-lash" role="tablist"><button type="button" role="tab" id="mh-t1" aria-selected="true">הכתבה</button>'
        '<button type="button" role="tab" id="mh-t2" aria-selected="false">מחזור 2001: איפה הם היום (5)</button></div><p hidden>'
    )
    inside = (
        '<div role="tabpanel" id="mh-bogrim" hidden><h2>מחזור 2001: איפה הם היום</h2><p>בוגרי המחזור מעדכנים לקראת אירוע החמישים.</p>'
        f'<ul class="mh-reshima">{lis}</ul></div>'
        "<script>(function () { var txt = document.querySelector('.story-text'), pn = document.getElementById('mh-bogrim');"
        " var t1 = document.getElementById('mh-t1'), t2 = document.getElementById('mh-t2');"
        " t1.addEventListener('click', function () { t1.setAttribute('aria-selected', 'true'); t2.setAttribute('aria-selected', 'false'); txt.hidden = false; pn.hidden = true; });"
        " t2.addEventListener('click', function () { t2.setAttribute('aria-selected', 'true'); t1.setAttribute('aria-selected', 'false'); txt.hidden = true; pn.hidden = false; });"
        "})();</script>"
    )
    st = Story(
        "תיכון נווה חצב חוגג חמישים: אלפי בוגרים מוזמנים לאירוע",
        "מיכל אברהם",
        "2024-03-11T08:00:00+02:00",
        "11.3.2024",
        """
תיכון נווה חצב, בית הספר התיכון הראשון באזור, מציין השנה חמישים שנה להיווסדו. אירוע הבוגרים ייערך בחצר בית הספר ביום חמישי, 4 באפריל.

במהלך השנה גויסו בוגרים מכל המחזורים כדי לאסוף תמונות ומסמכים לתערוכה שתוצג בספרייה. ועד מחזור 2001 אסף עדכונים מחבריו לקראת האירוע.

ההרשמה לאירוע פתוחה עד סוף החודש באתר המועצה.
""",
        section="חינוך",
        recs=("ספריית המועצה מאריכה שעות", "מסלול אופניים חדש לנחל", "נבחרת הכדורסל עלתה ליגה"),
        ticker=("10:30 | עבודות בכביש הגישה לקיבוץ", "08:50 | צפויים גשמים בערב"),
    )
    return make(
        "bi-he-lookalike-alumni-tab",
        "lookalike",
        "he-hadarom",
        st,
        Parts(byline=byline, inside=inside, css=css),
        [],
        path="/hinuch/neve-hatzav-50",
        static=True,
        reveal="tabs: a 'הכתבה' / 'מחזור 2001: איפה הם היום (5)' tab pair under the byline; the second panel (served HTML, hidden) replaces the article's text",
        container="div#mh-bogrim[role=tabpanel] > ul.mh-reshima > li.mh-boger (h4 name, 'עודכן 12.3.2024, 10:15', a sentence or two)",
        heading="מחזור 2001: איפה הם היום",
        description="A Hebrew regional news site of 2024, right to left: no reader comment; the second tab of a tab pair holds 5 alumni's 'where are they now' updates for a school's fiftieth anniversary (name, 'updated' time, a sentence or two).",
        lookalikes=("alumni updates",),
        check_steps=("click:#mh-t2",),
    )


def lists_bi() -> list[Case]:
    return [hu_voicemails(), cs_cheers(), fi_absences(), he_alumni()]
