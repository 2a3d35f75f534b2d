"""Blind set J: six small threads (1 to 3 comments) whose markup never says "comment" in any language, under odd
headings or none, in unusual containers: a definition list (am), a table (hr), a <details> that fetches its content
when opened (eu), an <aside> holding one reply without a heading (he, right to left), an open shadow root (lv) and a
<dialog> opened by a button (ne)."""

from __future__ import annotations

import json

from comspider_lab.blind.cases_j_common import PartsJ, Post, esc, make, paras, rows_json, thread
from comspider_lab.blind.model import Case


def am_dl() -> Case:
    c = thread(
        """
ዮሐንስ ተ. | ሐምሌ 13, 2009 ዓ.ም | - | ድልድዩ በጣም አስፈላጊ ነበር። በክረምት ወቅት ልጆቻችን ወደ ትምህርት ቤት መሄድ አይችሉም ነበር።
መሰረት | ሐምሌ 14, 2009 ዓ.ም | - | የመንገዱ ሥራ መቼ ይጠናቀቃል? ዜናው ስለ መንገዱ ምንም አልተናገረም።
"""
    )
    post = Post(
        "በዓባይ ወንዝ ላይ አዲስ የእግረኛ ድልድይ ተመረቀ",
        "ዘጋቢ፦ ሰላማዊት ገብሬ",
        "ሰላማዊት ገብሬ",
        "2017-07-19T09:00:00+03:00",
        "ሐምሌ 12, 2009 ዓ.ም",
        (
            "በባሕር ዳር ከተማ አቅራቢያ በዓባይ ወንዝ ላይ የተገነባው የእግረኛ ድልድይ ትናንት ተመርቆ ለአገልግሎት ክፍት ሆኗል።",
            "ድልድዩ 120 ሜትር ርዝመት ያለው ሲሆን ሁለት ቀበሌዎችን ያገናኛል።",
            "የአካባቢው ነዋሪዎች በክረምት ወቅት ወንዙን ለመሻገር ይቸገሩ እንደነበር ገልጸዋል።",
        ),
        declare="visible",
        category="ዜና",
    )
    rows = "".join(
        f'<dt class="ab-sm"><b>{esc(s.author)}</b> · <span class="ab-ken">{esc(s.when)}</span></dt><dd class="ab-ql">{paras(s.text)}</dd>'
        for s in c
    )
    after = f'<div class="ab-box"><h3 class="ab-h">ከአንባቢዎች</h3><dl class="ab-list">{rows}</dl></div>'
    return make(
        "j-sm-am-dl",
        "small_thread",
        "drupal",
        "am",
        post,
        PartsJ(after=after),
        c,
        path="/zena/abay-dildiy-temerek",
        container="<dl class=ab-list>: <dt> name · date, <dd> text",
        heading="ከአንባቢዎች",
        description="Two readers in an Amharic definition list under 'ከአንባቢዎች' ('from the readers'); Ethiopian-calendar dates; only a visible date on the article; no 'comment' in any attribute.",
    )


def hr_table() -> Case:
    c = thread(
        """
Ivica Horvat | 21.09.2015. u 18:40 | - | Sajam je svake godine sve bolji, ali parkiranje je katastrofa. Trebalo bi organizirati autobus od kolodvora.
Marija K. | 21.09.2015. u 20:12 | - | Jabuke s OPG-a Novak su najbolje, kupujem kod njih već deset godina.
Đuro | 22.09.2015. u 07:55 | 0 | Autobus je postojao prije dvije godine, ali ga je malo ljudi koristilo.
"""
    )
    post = Post(
        "Sajam jabuka privukao rekordnih 15 tisuća posjetitelja",
        "Piše: Ana Blažević",
        "Ana Blažević",
        "2015-09-21T12:30:00+02:00",
        "21. rujna 2015.",
        (
            "Ovogodišnji sajam jabuka u Đurđevcu posjetilo je oko 15 tisuća ljudi, najviše otkad se održava.",
            "Izlagalo je 64 proizvođača iz Podravine i Zagorja, a najtraženiji su bili sokovi i suhe jabuke.",
            "Organizatori za iduću godinu najavljuju proširenje na susjedni park.",
        ),
        declare="og",
        category="Vijesti",
    )
    rows = "".join(
        f'<tr><td class="tj-tko" valign="top"><b>{esc(s.author)}</b><br><small>{esc(s.when)}</small></td>'
        f'<td class="tj-sto">{("↳ " + esc(c[s.parent].author) + ": ") if s.parent is not None else ""}{esc(s.text)}</td></tr>'
        for s in c
    )
    after = (
        '<div class="tj-wrap"><h3 class="tj-naslov">Javili ste nam se</h3>'
        f'<table class="tj" width="100%" cellpadding="6" border="1" style="border-collapse:collapse">{rows}</table></div>'
    )
    return make(
        "j-sm-hr-table",
        "small_thread",
        "joomla",
        "hr",
        post,
        PartsJ(after=after),
        c,
        path="/index.php/vijesti/sajam-jabuka-rekord",
        container="<table class=tj>, one <tr> a reader (name and time, then text)",
        heading="Javili ste nam se",
        description="Three readers in a table under 'Javili ste nam se' ('you wrote to us'); the third answers the first, marked '↳ Ivica Horvat:' in its cell (not part of the truth's text); Croatian dates '21.09.2015. u 18:40'.",
    )


def eu_details() -> Case:
    c = thread(
        """
Miren Etxeberria | 2019-10-08, 20:15 | - | Berriro ere! Astelehenean ordubete egon nintzen Maltzagan trenaren zain, eta inork ez zuen ezer esan.
Jon A. | 2019-10-09, 07:40 | 0 | Gaur goizean ere berdin. Autobusa jarri dute, baina beranduago iritsi da.
"""
    )
    post = Post(
        "Trena berriro geldirik Eibar eta Ermua artean",
        "Idazlea: Ane Zubizarreta",
        "Ane Zubizarreta",
        "2019-10-08T11:10:00+02:00",
        "2019ko urriaren 8a",
        (
            "Eibar eta Ermua arteko trenbidea itxita egongo da ostegunera arte, tunel batean ura sartu delako.",
            "Bidaiariek autobusa hartu beharko dute bi geltokien artean. Operadoreak barkamena eskatu du.",
            "Aurten bigarren aldia da lerroa eteten dena.",
        ),
        declare="jsonld",
        category="Herriak",
    )
    after = '<details class="ib-hitz" id="ib-hitz"><summary class="ib-sum">Irakurleek diotena (2)</summary><div class="ib-in" id="ib-in"></div></details>'
    end = (
        "<script>document.getElementById('ib-hitz').addEventListener('toggle', function () {"
        " var box = document.getElementById('ib-in'); if (!this.open || box.dataset.done) return; box.dataset.done = '1';"
        " fetch('/api/irakurleak/tren-geldirik.json').then(function (r) { return r.json(); }).then(function (rows) {"
        " box.innerHTML = rows.map(function (r) { var d = document.createElement('div'); d.className = 'ib-p' + (r.parent ? ' ib-p2' : '');"
        " var h = document.createElement('p'); h.className = 'ib-nor'; var b = document.createElement('b'); b.textContent = r.name; h.append(b, ' — ', r.when);"
        " var t = document.createElement('p'); t.textContent = r.text; d.append(h, t); return d.outerHTML; }).join(''); }); });</script>"
    )
    return make(
        "j-sm-eu-details",
        "small_thread",
        "wp",
        "eu",
        post,
        PartsJ(after=after, end=end, files={"/api/irakurleak/tren-geldirik.json": rows_json(c)}),
        c,
        path="/2019/10/08/trena-berriro-geldirik/",
        reveal="a closed <details> 'Irakurleek diotena (2)': opening it fetches the two",
        container="<details id=ib-hitz>, div.ib-p records (a reply only indented by class)",
        heading="Irakurleek diotena (2)",
        description="Two Basque readers inside a closed <details> whose content is fetched when it opens; the second answers the first (only a class says so); year-first dates.",
        static=False,
        check_steps=("click:#ib-hitz summary", "wait:800"),
    )


def he_aside_single() -> Case:
    c = thread(
        """
רותי מהרחוב הסמוך | לפני 3 ימים | - | תודה שכתבתם על זה. הילדים שלנו חיכו לגן הזה שנתיים. רק חבל שאין הצללה מעל הנדנדות, בקיץ אי אפשר לשבת שם.
"""
    )
    post = Post(
        "גן המשחקים החדש נפתח ליד בית העם",
        "מאת: יעל בן-דוד",
        "יעל בן-דוד",
        "2020-05-17T10:00:00+03:00",
        "17 במאי 2020",
        (
            "אחרי שנתיים של עבודות, גן המשחקים החדש ליד בית העם נפתח השבוע לילדי המושבה.",
            "בגן יש מתקני טיפוס, נדנדות ופינה לפעוטות. הוועד מבקש מההורים לשמור על הניקיון.",
            "בשלב הבא מתוכננת הצללה מעל המתקנים, בתנאי שיימצא תקציב.",
        ),
        declare="time",
        category="חדשות המושבה",
    )
    s = c[0]
    after = (
        '<aside class="shch-note" style="border-inline-start:4px solid #999;padding:8px 12px;margin:24px 0">'
        f'<p class="shch-t">{esc(s.text)}</p><p class="shch-m"><span class="shch-n">{esc(s.author)}</span> · <span class="shch-z">{esc(s.when)}</span></p></aside>'
    )
    return make(
        "j-sm-he-aside-single",
        "small_thread",
        "wp",
        "he",
        post,
        PartsJ(after=after),
        c,
        path="/2020/05/gan-hamishakim-hahadash/",
        container="<aside class=shch-note> below the post: text first, then name · time",
        heading=None,
        description="One neighbour's reply in an <aside> below a WordPress post in Hebrew (right to left), no heading: the text, then 'name · לפני 3 ימים'.",
    )


def lv_shadow() -> Case:
    c = thread(
        """
Ilze Bērziņa | 04.04.2023 19:20 | - | Beidzot! Vecais tilts jau sen bija bīstams, īpaši ziemā.
Andris | 04.04.2023 21:05 | 0 | Piekrītu, bet kāpēc darbi sāksies tikai rudenī?
Kuldīdznieks | 05.04.2023 08:12 | - | Cerams, ka apvedceļš nebūs caur vecpilsētu.
"""
    )
    post = Post(
        "Jaunais tilts pār Ventu: būvdarbi sāksies rudenī",
        "Autors: Mārtiņš Ozols",
        "Mārtiņš Ozols",
        "2023-04-04T09:30:00+03:00",
        "2023. gada 4. aprīlis",
        (
            "Pašvaldība noslēgusi līgumu par jauna tilta būvi pār Ventu. Darbi sāksies oktobrī un ilgs divus gadus.",
            "Vecais tilts pēc jaunā atklāšanas paliks gājējiem un velosipēdistiem.",
            "Būvdarbu laikā satiksme tiks novirzīta pa apvedceļu.",
        ),
        declare="visible",
        category="Ziņas",
    )
    data = json.dumps(json.loads(rows_json(c)), ensure_ascii=False).replace("</", "<\\/")
    after = f'<lasitaju-balsis data-src="balsis-412"></lasitaju-balsis><script type="application/json" id="balsis-412">{data}</script>'
    end = (
        "<script>customElements.define('lasitaju-balsis', class extends HTMLElement { connectedCallback() {"
        " var rows = JSON.parse(document.getElementById(this.dataset.src).textContent); var root = this.attachShadow({mode: 'open'});"
        " function e(t) { var d = document.createElement('div'); d.textContent = t; return d.innerHTML; }"
        " function one(r) { var kids = rows.filter(function (x) { return x.parent === r.id; });"
        "  return '<div class=\"lb-v\"><p class=\"lb-k\"><b>' + e(r.name) + '</b> <span>' + e(r.when) + '</span></p><p>' + e(r.text) + '</p>' +"
        "   (kids.length ? '<div class=\"lb-a\" style=\"margin-left:26px\">' + kids.map(one).join('') + '</div>' : '') + '</div>'; }"
        " root.innerHTML = '<style>.lb-v{border-top:1px solid #ddd;padding:6px 0}.lb-k span{color:#888}</style><h3>Lasītāji raksta</h3>' +"
        "  rows.filter(function (r) { return r.parent === null; }).map(one).join(''); } });</script>"
    )
    return make(
        "j-sm-lv-shadow",
        "small_thread",
        "drupal",
        "lv",
        post,
        PartsJ(after=after, end=end),
        c,
        path="/zinas/jaunais-tilts-par-ventu",
        reveal="on_load (a custom element renders it into its open shadow root from a JSON island)",
        container="<lasitaju-balsis> open shadow root",
        heading="Lasītāji raksta",
        description="Three Latvian readers (one reply nested inside its parent) in the open shadow root of a custom element that renders them from a JSON island; only a visible date on the article.",
        static=False,
        check_steps=("wait:500",),
    )


def ne_modal() -> Case:
    c = thread(
        """
सुनिता गुरुङ | २ घण्टा अगाडि | - | फेवाताल सफा गर्ने काम राम्रो हो, तर होटलहरूले फोहोर पानी तालमा मिसाउन रोक्नुपर्छ।
राम बहादुर | १ घण्टा अगाडि | 0 | सहमत। नगरपालिकाले अनुगमन गर्नुपर्छ।
"""
    )
    post = Post(
        "फेवाताल सफाइ अभियानमा दुई हजार स्वयंसेवक",
        "संवाददाता: प्रकाश थापा",
        "प्रकाश थापा",
        "2022-03-26T08:00:00+05:45",
        "चैत १२, २०७८",
        (
            "पोखराको फेवातालमा शनिबार आयोजित सफाइ अभियानमा करिब दुई हजार स्वयंसेवक सहभागी भए।",
            "अभियानमा तालको किनारबाट चार टन फोहोर संकलन गरिएको आयोजकले जनाएको छ।",
            "नगरपालिकाले यस्तो अभियान हरेक महिना गर्ने बताएको छ।",
        ),
        declare="jsonld",
        category="समाचार",
    )
    after = (
        '<p class="pk-open"><button type="button" id="pk-btn" class="btn btn-outline-secondary">पाठकका कुरा (२)</button></p>'
        '<dialog id="pk-dlg" class="pk-dlg" style="max-width:520px"><form method="dialog"><button class="pk-x">✕</button></form><div id="pk-in">…</div></dialog>'
    )
    end = (
        "<script>document.getElementById('pk-btn').addEventListener('click', function () { var d = document.getElementById('pk-dlg'); d.showModal();"
        " fetch('/api/pathak/phewa-safai.json').then(function (r) { return r.json(); }).then(function (rows) {"
        " document.getElementById('pk-in').innerHTML = rows.map(function (r) { var x = document.createElement('div'); x.className = r.parent ? 'pk-r pk-r2' : 'pk-r';"
        " var n = document.createElement('strong'); n.textContent = r.name; var w = document.createElement('em'); w.textContent = ' ' + r.when;"
        " var p = document.createElement('p'); p.textContent = r.text; x.append(n, w, p); return x.outerHTML; }).join(''); }); });</script>"
    )
    return make(
        "j-sm-ne-modal",
        "small_thread",
        "joomla",
        "ne",
        post,
        PartsJ(after=after, end=end, files={"/api/pathak/phewa-safai.json": rows_json(c)}),
        c,
        path="/index.php/samachar/phewa-safai-abhiyan",
        reveal="modal: the button 'पाठकका कुरा (२)' opens a <dialog> that fetches the two",
        container="<dialog id=pk-dlg>, div.pk-r records",
        heading=None,
        description="Two Nepali readers (the second answers the first; only a class says so) in a <dialog> opened by 'पाठकका कुरा (२)' ('readers' words'), fetched on opening; relative times in Devanagari digits.",
        static=False,
        check_steps=("click:#pk-btn", "wait:800"),
    )


def small_cases_j() -> list[Case]:
    return [am_dl(), hr_table(), eu_details(), he_aside_single(), lv_shadow(), ne_modal()]
