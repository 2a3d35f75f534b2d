"""Blind set I: four small threads (one to three readers' replies) in markup that never says "comment" in any
language: a single reader's rejoinder under an opinion column (fi), two readers' notes in hashed CSS-modules markup
(he, right to left), three in an open shadow root of a custom element (sw), one reply a client app renders from its
JSON island (ro)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_i_common import RENDER_JS, Art, PartsI, esc, hx, make, paras, rows_json, thread
from comspider_lab.blind.model import Case


def fi_single() -> Case:
    c = thread(
        """
Heikki Rantanen, Alajärvi | 12.3.2025 klo 18.42 | - | Kolumnisti unohtaa, että kyläkoulun lakkauttaminen ei säästä mitään, jos kunta maksaa samat rahat koulukyyteihin. Meillä lapset istuvat nyt autossa puolitoista tuntia päivässä. Se on heidän aikaansa, ei kunnan.
"""
    )
    s = c[0]
    after = (
        '<aside class="mt-12 rounded-2xl border p-6"><p class="text-xs font-semibold uppercase tracking-wide text-zinc-500">Lukija vastaa</p>'
        f'<blockquote class="mt-4 leading-7">{paras(s.text)}</blockquote>'
        f'<p class="mt-4 text-sm"><span class="font-semibold">{esc(s.author)}</span> · <span class="text-zinc-500">{esc(s.when)}</span></p></aside>'
    )
    art = Art(
        "Kyläkoulu on enemmän kuin rakennus",
        "Kun viimeinen kyläkoulu suljetaan, kylä menettää paikan, jossa sukupolvet kohtaavat.",
        "Kolumni · Aino Kallioniemi",
        "Aino Kallioniemi",
        "2025-03-12T06:00:00+02:00",
        "12.3.2025 6.00",
        (
            "Valtuusto päätti viime viikolla lakkauttaa Kurejoen koulun. Päätös oli odotettu, mutta se ei tee siitä yhtään helpompaa.",
            "Koulun sali on ollut kylän ainoa yhteinen tila: siellä on pidetty joulujuhlat, äänestetty ja tanssittu häitä.",
            "Säästöt lasketaan euroina. Menetystä ei lasketa ollenkaan.",
        ),
        kicker="Mielipide",
        declare="jsonld",
    )
    return make(
        "i-sm-fi-single-rejoinder",
        "small_thread",
        "tw",
        "fi",
        art,
        PartsI(after=after),
        c,
        path="/mielipide/kolumni-kylakoulu-on-enemman-kuin-rakennus",
        container="<aside class='mt-12 rounded-2xl border p-6'>",
        heading="Lukija vastaa",
        description="One reader's rejoinder under an opinion column: a blockquote, then 'Name, town · 12.3.2025 klo 18.42', in utility classes; no word for 'comment' anywhere.",
        static=True,
    )


def he_two() -> Case:
    c = thread(
        """
אורית בן-דוד | לפני 3 שעות | - | גרה ליד הנחל כבר עשרים שנה. השביל החדש יפה, אבל חסרים פחי אשפה לאורכו.
יוסי מ. | לפני שעה | - | רכבתי עליו בשבת עם הילדים, ממש כיף. רק שהגשר הקטן ליד הטחנה צר מדי לשני כיוונים.
"""
    )
    k = "he-nahal"

    def item(i: int) -> str:
        s = c[i]
        return (
            f'<div class="_{hx(k + "i")}"><div class="_{hx(k + "h")}"><span class="_{hx(k + "n")}">{esc(s.author)}</span>'
            f'<span class="_{hx(k + "t")}">{esc(s.when)}</span></div><div class="_{hx(k + "b")}">{paras(s.text)}</div></div>'
        )

    after = (
        f'<section class="_{hx(k + "s")}"><h2 class="_{hx(k + "hh")}">קוראים כותבים</h2>{item(0)}{item(1)}'
        f'<a class="_{hx(k + "w")}" href="/write?ref=nahal">כתבו לנו</a></section>'
    )
    art = Art(
        "נפתח שביל האופניים לאורך נחל הקיבוצים",
        "השביל באורך שבעה קילומטרים מחבר בין שלושה יישובים בעמק.",
        "מאת שירה אלמוג",
        "שירה אלמוג",
        "2025-04-27T09:00:00+03:00",
        "27.04.2025 09:00",
        (
            "שביל האופניים החדש לאורך הנחל נפתח השבוע לציבור, לאחר שנתיים של עבודות.",
            "השביל באורך שבעה קילומטרים ועלותו 9 מיליון שקלים. לאורכו הוצבו ספסלים ותחנות מים.",
            "המועצה האזורית מסרה כי בשלב הבא יורחב הגשר הסמוך לטחנה הישנה.",
        ),
        kicker="אזורי",
        declare="og",
    )
    return make(
        "i-sm-he-two-hashed",
        "small_thread",
        "mod",
        "he",
        art,
        PartsI(after=after),
        c,
        path="/ezori/shvil-ofanaim-nahal",
        container="<section class=_xxxxx> (hashed CSS-modules classes only)",
        heading="קוראים כותבים",
        description="Two readers' notes in a right-to-left page, every class a bare hash (_xxxxx), under 'קוראים כותבים' (readers write); no word for 'comment' anywhere.",
        static=True,
    )


def sw_shadow() -> Case:
    c = thread(
        """
Mwanaisha Juma | saa 4 zilizopita | - | Feri mpya ni nafuu kubwa. Asubuhi tulikuwa tunasubiri zaidi ya saa moja kuvuka.
Omari K. | saa 3 zilizopita | 0 | Kweli kabisa. Natumaini ratiba itaheshimiwa.
Bi Rehema | saa 1 iliyopita | - | Usalama wa watoto ndani ya feri uangaliwe, jaketi za kuokoa maisha zitoshe kwa wote.
"""
    )
    rows = rows_json(c)
    after = '<sauti-wasomaji data-src="/data/wasomaji/feri-likoni.json"></sauti-wasomaji>'
    end = (
        RENDER_JS
        + """<script>
customElements.define('sauti-wasomaji', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({mode: 'open'});
    var SHAPE = function (r, esc, paras, depth, kids) {
      return '<div class="k' + depth + '"><strong>' + esc(r.name) + '</strong> <small>' + esc(r.when) + '</small>' + paras(r.text) +
        (kids ? '<div class="ndani">' + kids + '</div>' : '') + '</div>';
    };
    fetch(this.dataset.src).then(function (r) { return r.json(); }).then(function (rows) {
      root.innerHTML = '<style>.ndani{margin-left:24px}</style><h3>Wasomaji wanasema</h3>' + iRender(rows, SHAPE);
    });
  }
});
</script>"""
    )
    art = Art(
        "Feri mpya ya Likoni yaanza safari zake",
        "Feri hiyo inabeba abiria 1,200 na magari 60 kwa wakati mmoja.",
        "Na Halima Said",
        "Halima Said",
        "2025-10-10T07:30:00+03:00",
        "Ijumaa, Oktoba 10, 2025",
        (
            "Feri mpya ya Likoni imeanza kazi leo asubuhi, ikiongeza idadi ya feri zinazovusha abiria hadi tano.",
            "Feri hiyo ina uwezo wa kubeba abiria 1,200 na magari 60 kwa safari moja.",
            "Shirika la Feri limesema ratiba mpya itapunguza muda wa kusubiri hadi dakika 20.",
        ),
        kicker="Kaunti",
        declare="visible",
    )
    return make(
        "i-sm-sw-shadow-three",
        "small_thread",
        "vue",
        "sw",
        art,
        PartsI(after=after, end=end, files={"/data/wasomaji/feri-likoni.json": rows}),
        c,
        path="/kaunti/feri-mpya-likoni-yaanza-safari",
        reveal="open_shadow_root: a custom element fetches its three records into its shadow root",
        container="<sauti-wasomaji> open shadow root",
        heading="Wasomaji wanasema",
        description="Three readers (one reply) in the open shadow root of a custom element <sauti-wasomaji>, fetched on load; classes k0/k1, 'ndani'; no word for 'comment' anywhere.",
        static=False,
        check_steps=("wait:600",),
    )


def ro_island() -> Case:
    c = thread(
        """
Ioana Drăgulescu | acum 2 ore | - | Circul cu 7 în fiecare zi. Mă bucur că revine, dar sper să nu mai stea câte 25 de minute în stație la Piața Traian.
"""
    )
    state = {"reply": json.loads(rows_json(c))[0]}
    after = (
        f'<div id="r-{hx("ro-r")}"></div>'
        f'<script type="application/json" id="reader-state">{json.dumps(state, ensure_ascii=False)}</script>'
    )
    end = f"""<script>
(function () {{
  var r = JSON.parse(document.getElementById('reader-state').textContent).reply;
  var box = document.getElementById('r-{hx("ro-r")}');
  var h = document.createElement('h3'); h.textContent = 'Un cititor ne-a scris'; box.append(h);
  var who = document.createElement('div'); who.className = 'x{hx("ro-w")}';
  var b = document.createElement('b'); b.textContent = r.name; who.append(b, ' · ', r.when); box.append(who);
  var p = document.createElement('p'); p.textContent = r.text; box.append(p);
}})();
</script>"""
    art = Art(
        "Tramvaiul 7 revine pe traseu de luni",
        "După opt luni de lucrări, linia leagă din nou Calea Șagului de centru.",
        "de Andrei Munteanu",
        "Andrei Munteanu",
        "2025-06-13T16:20:00+03:00",
        "13 iunie 2025, 16:20",
        (
            "Linia de tramvai 7 își reia circulația de luni, după opt luni de lucrări la șine și la rețeaua electrică.",
            "Tramvaiele vor circula la un interval de 12 minute în zilele lucrătoare.",
            "Societatea de transport a anunțat și un nou orar pentru weekend.",
        ),
        kicker="Local",
        declare="time",
    )
    return make(
        "i-sm-ro-island-single",
        "small_thread",
        "csr",
        "ro",
        art,
        PartsI(after=after, end=end),
        c,
        path="/local/tramvaiul-7-revine-pe-traseu",
        reveal="on_load: a script renders the one reply from a JSON island (client-rendered page)",
        container="<div id=r-xxxxx>",
        heading="Un cititor ne-a scris",
        description="One reader's reply under 'Un cititor ne-a scris' (a reader wrote to us), rendered by a script from a JSON island in a client-rendered page; no word for 'comment' anywhere.",
        static=False,
        check_steps=("wait:300",),
    )


def small_cases_i() -> list[Case]:
    return [fi_single(), he_two(), sw_shadow(), ro_island()]
