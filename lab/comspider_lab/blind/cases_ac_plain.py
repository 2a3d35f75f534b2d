"""Blind set AC: pages without any reader comment (truth zero), each with the era's furniture and a list of named,
dated short texts that are not reader comments on the article, of kinds no earlier set lists: the week's product
recalls (en); busking permits granted (en); visiting specialists' clinic days (cs); dialect words sent in by readers
for a glossary (sv); a driving school's passes (fi); the week's name days (el); small businesses opened this month
(id); newly registered associations (hu) (written from memory of the general shape of such pages, in invented
markup)."""

from __future__ import annotations

from comspider_lab.blind.cases_ac_common import (
    PartsK,
    Story,
    avatar,
    body,
    esc,
    form_below,
    make,
    story,
    thread,
)
from comspider_lab.blind.model import Case


def _page(
    cid: str,
    template: str,
    key: str,
    st: Story,
    parts: PartsK,
    *,
    path: str,
    container: str,
    kind_label: str,
    description: str,
) -> Case:
    return make(
        cid,
        "lookalike",
        template,
        key,
        st,
        parts,
        [],
        path=path,
        container=container,
        heading=None,
        description=description,
        lookalikes=(kind_label,),
    )


def _entries(p: str, rows: str, *, pics: bool = False, foot: str = "", when_fmt: str = "{}") -> str:
    """Entries of a list in a discussion's usual shape: (avatar,) name and date in a head line, the text, a foot."""
    e = thread(rows)
    return "".join(
        f'<div class="{p}-e">'
        + (avatar(p, x.author, 40) if pics else "")
        + f'<p class="{p}-hd"><b class="{p}-n">{esc(x.author)}</b> <span class="{p}-d">{esc(when_fmt.format(x.when))}</span></p>'
        f'<div class="{p}-x">{body(x.text)}</div>'
        + (f'<p class="{p}-ft"><small>{foot}</small></p>' if foot else "")
        + "</div>"
        for x in e
    )


# --------------------------------------------------------------------------- en: product recalls


def en_recalls() -> Case:
    items = _entries(
        "rl",
        """
Brightwell Home Ltd | 12 March 2012 | - | Brightwell 2kW fan heaters, model FH-20, sold since October. The thermal cut-out may fail and the heater can overheat. Stop using it and return it to the shop for a full refund.
Oakfield Foods | 12 March 2012 | - | Oakfield Farmhouse Oat Cookies, 300g, best before 30 June 2012. The packs may contain pieces of hazelnut not declared on the label.
Little Pip Toys | 13 March 2012 | - | Stacking rings for babies, sold in blue and green. A ring can come apart into small pieces, a choking hazard.
Kettleworth Cycles | 14 March 2012 | - | Front forks fitted to the Ridgeway 26 bicycle, frame numbers KR11001 to KR11420.¶The fork may crack under load. Owners are asked not to ride the bicycle and to call the shop for a free replacement.
Greenmere Dairy | 14 March 2012 | - | Greenmere semi-skimmed milk, 2 litres, use by 17 March. A batch was not pasteurised correctly.
""",
        foot="Full notice · <a href='/consumer/recalls'>All recalls</a>",
    )
    block = (
        '<div class="rl-box" id="recalls"><h3>This week\'s product recalls</h3>'
        "<p><small>Compiled from notices by manufacturers and the trading standards service.</small></p>"
        + items
        + "</div>"
    )
    st = story(
        "Check your cupboards: five products recalled this week",
        "By Gail Horton, Consumer Reporter",
        "2012-03-15T07:00:00+00:00",
        "Thursday, March 15, 2012",
        """
Every week the Standard lists the product recalls announced by manufacturers and retailers that could affect readers in Kettleworth.

This week's list includes a fan heater, a children's toy and a batch of milk sold in local supermarkets.

If you have bought one of these products, do not throw it away: most shops will give a full refund on return.
""",
        section="Consumer",
    )
    return _page(
        "ac-la-en-recalls",
        "nw",
        "en-tech",
        st,
        PartsK(after=block),
        path="/news/consumer/five-products-recalled-this-week",
        container="div.rl-box#recalls below the article: div.rl-e entries (p.rl-hd: b.rl-n company, span.rl-d '12 March 2012'; div.rl-x the product and the fault, one or two paragraphs; 'Full notice · All recalls'); no discussion on the page",
        kind_label="the week's product recalls: company, date, the product and its fault",
        description="A city daily's consumer page of 2012: the week's product recalls, five entries with the company, date and notice, in a discussion's usual shape; no discussion.",
    )


# --------------------------------------------------------------------------- en: busking permits


def en_busking() -> Case:
    items = _entries(
        "bk",
        """
Fergus Doyle | granted 1 March 2012 | - | Fiddle. Harbour steps, Saturdays 11am to 3pm.
The Saltmarsh Stompers | granted 2 March 2012 | - | Washboard jazz band, four players. Pier approach, Sundays until the end of September.
Amira Nassar | granted 2 March 2012 | - | Harp. Outside the library, weekday lunchtimes.
Bob "Banjo" Lacey | granted 5 March 2012 | - | Banjo and songs. Market square on market days only, no amplification.
Hannah Price | granted 6 March 2012 | - | Living statue. The promenade shelter, summer weekends.
Jonah Mbeki | granted 7 March 2012 | - | Steel pan. Beach huts end of the front, afternoons.
""",
        pics=True,
        foot="Pitch map · Permit conditions",
    )
    block = (
        '<div class="bk-list" id="permits"><h3>Busking permits granted this month</h3>'
        + items
        + "</div>"
        + '<div class="bk-talk"><h3>Comments (0)</h3><p>Be the first to have your say on this story.</p>'
        + form_below("en", "bk", heading="Add your comment")
        + "</div>"
    )
    st = story(
        "Buskers welcome: town's new permit scheme starts",
        "By Jo Kettle",
        "2012-03-08T06:00:00+00:00",
        "Thursday, March 8, 2012",
        """
Saltmarsh's new busking permits have been snapped up, with six performers given pitches on the front and in the town centre for the season.

The permits are free but set times and places, and amplifiers are banned in the market square.

The council hopes the scheme will bring some life to the front before the summer visitors arrive.
""",
        section="News",
    )
    return _page(
        "ac-la-en-busking",
        "nw",
        "en-paper",
        st,
        PartsK(after=block),
        path="/news/buskers-welcome-permit-scheme-starts",
        container="div.bk-list#permits below the article: div.bk-e entries (avatar; p.bk-hd: b.bk-n performer, span.bk-d 'granted 1 March 2012'; div.bk-x the act and the pitch; 'Pitch map · Permit conditions'); then 'Comments (0)', 'Be the first to have your say' and an empty form",
        kind_label="busking permits granted: performer, date granted, the act and its pitch",
        description="A seaside weekly of 2012: the month's busking permits, six entries with a photo, the performer, the date granted and the act, in a discussion's usual shape above 'Comments (0)' and an empty form.",
    )


# --------------------------------------------------------------------------- cs: visiting specialists


def cs_ordinace() -> Case:
    items = _entries(
        "ln",
        """
MUDr. Petr Havlík | 12. 3. 2012 | - | Kardiologie. Ordinuje v pondělí od 8 do 12 hodin, objednávky na recepci polikliniky.
MUDr. Alena Šťastná | 14. 3. 2012 | - | Oční lékařka. Vyšetření zraku pro řidiče i děti, ve středu odpoledne.
MUDr. Karel Vondra | 15. 3. 2012 | - | Ortopedie. Jen pro objednané pacienty, přineste si snímky.
MUDr. Hana Marková | 20. 3. 2012 | - | Kožní lékařka. Nově každé druhé úterý, poprvé 20. března.
MUDr. Jiří Pokorný | 22. 3. 2012 | - | Neurologie. Ve čtvrtek dopoledne, vchod B, 2. patro.
""",
        foot="Objednat se: 317 555 210",
    )
    block = (
        '<div class="ln-box" id="ordinace"><h3>Kdy ordinují specialisté na poliklinice</h3>'
        + items
        + '<p class="ln-x"><small>Diskuse k tomuto článku není otevřena.</small></p></div>'
    )
    st = story(
        "Poliklinika v Ledči rozšiřuje ordinační hodiny",
        "Tomáš Řezníček",
        "2012-03-09T06:00:00+01:00",
        "9. března 2012",
        """
Poliklinika v Ledči od března nabízí víc hodin odborných lékařů. Specialisté z okresní nemocnice sem budou dojíždět pravidelně.

Pacienti tak nemusejí kvůli vyšetření jezdit do okresního města.

Objednávat se lze telefonicky nebo osobně na recepci.
""",
        section="Region",
    )
    return _page(
        "ac-la-cs-ordinace",
        "nw",
        "cs-a",
        st,
        PartsK(after=block),
        path="/region/poliklinika-rozsiruje-ordinacni-hodiny",
        container="div.ln-box#ordinace below the article: div.ln-e entries (p.ln-hd: b.ln-n doctor, span.ln-d '12. 3. 2012'; div.ln-x the speciality and hours; 'Objednat se'); then 'Diskuse k tomuto článku není otevřena.'",
        kind_label="visiting specialists' clinic days: doctor, first date, speciality and hours",
        description="A Czech regional daily of 2012: the visiting specialists' days at the polyclinic, five entries with the doctor, the date and the hours; no discussion ('Diskuse … není otevřena').",
    )


# --------------------------------------------------------------------------- sv: dialect words sent in


def sv_dialekt() -> Case:
    items = _entries(
        "dg",
        """
Gunnel Ek, Grängesberg | inskickat 2 mars | - | ”Kröka” – att gå en omväg. Min farfar sa alltid att han skulle kröka förbi affären.
Bengt Sjöberg, Ludvika | inskickat 3 mars | - | ”Hälla” – en flat sten vid vattnet där man tvättade. Vi hade en vid sjön.
Inga-Lill Persson | inskickat 5 mars | - | ”Gnagg” – småbråk om ingenting. Används fortfarande hemma hos oss.
Sture, Nora | inskickat 6 mars | - | ”Stöpa” – att gjuta, till exempel ljus. Mamma stöpte ljus varje advent.
Karin Holm | inskickat 7 mars | - | ”Tjör” – när snön är blöt och tung. Ordet används bara här i bergslagen, tror jag.
""",
        foot="Ordet finns med i ordlistan",
    )
    block = (
        '<div class="dg-lista" id="ordlistan"><h3>Era ord till dialektordlistan</h3>'
        + items
        + "<p><small>Skicka ditt ord till ordlistan@bergslagsposten.example</small></p></div>"
    )
    st = story(
        "Läsarnas ord blir en ordbok",
        "Anders Berglund",
        "2012-03-09T06:00:00+01:00",
        "9 mars 2012",
        """
Hembygdsföreningen samlar gamla bergslagsord till en ny dialektordbok, och Bergslagsposten hjälper till.

Hittills har över tvåhundra ord kommit in från läsare, allt från gruvarbetarnas språk till ord för väder och mat.

Ordboken ska ges ut till hösten.
""",
        section="Kultur",
    )
    return _page(
        "ac-la-sv-dialekt",
        "nw",
        "sv-a",
        st,
        PartsK(after=block),
        path="/kultur/lasarnas-ord-blir-en-ordbok",
        container="div.dg-lista#ordlistan below the article: div.dg-e entries (p.dg-hd: b.dg-n reader and town, span.dg-d 'inskickat 2 mars'; div.dg-x the word and what it means; 'Ordet finns med i ordlistan'); no discussion on the page",
        kind_label="dialect words sent in by readers for a glossary: reader, date sent, the word and its meaning",
        description="A Swedish local paper of 2012: dialect words sent in by readers for the local glossary, five entries with the reader, the date and the word; no discussion.",
    )


# --------------------------------------------------------------------------- fi: driving test passes


def fi_ajokortti() -> Case:
    items = _entries(
        "ak",
        """
Emmi Laaksonen | 1.3.2012 | - | B-kortti ensimmäisellä yrityksellä. Opettaja: ”Varma ajaja liukkaallakin.”
Joonas Heikkilä | 2.3.2012 | - | Mopokortti. Teoriakoe meni täysin pistein.
Aino Rantala | 5.3.2012 | - | B-kortti. Pimeäajo ja liukkaan kelin harjoittelu suoritettu jo tammikuussa.
Ville Mäkinen | 6.3.2012 | - | Traktorikortti. Nyt pääsee ajamaan tilan töihin.
Sanni Koivisto | 8.3.2012 | - | B-kortti. ”Kiitos kärsivällisyydestä!”
""",
        pics=True,
        foot="Onnittelut!",
    )
    block = '<div class="ak-box" id="valmistuneet"><h3>Maaliskuussa ajokortin saaneet</h3>' + items + "</div>"
    st = story(
        "Autokoulu muuttaa torin laidalle",
        "Pekka Aalto",
        "2012-03-12T06:00:00+02:00",
        "12.3.2012",
        """
Kirkonkylän autokoulu muuttaa huhtikuussa uusiin tiloihin torin laidalle, entisen pankin taloon.

Uusissa tiloissa on luokka kahdellekymmenelle oppilaalle ja ajosimulaattori.

Autokoulu on toiminut kylässä vuodesta 1978.
""",
        section="Uutiset",
    )
    return _page(
        "ac-la-fi-ajokortti",
        "nw",
        "fi-b",
        st,
        PartsK(after=block),
        path="/uutiset/autokoulu-muuttaa-torin-laidalle",
        container="div.ak-box#valmistuneet below the article: div.ak-e entries (a photo; p.ak-hd: b.ak-n pupil, span.ak-d '1.3.2012'; div.ak-x the licence and a note or the instructor's words; 'Onnittelut!'); no discussion on the page",
        kind_label="a driving school's passes: pupil, date passed, licence and a note",
        description="A Finnish village weekly of 2012: the driving school's passes of the month, five entries with a photo, the pupil, the date and a note; no discussion.",
    )


# --------------------------------------------------------------------------- el: name days


def el_giortes() -> Case:
    items = _entries(
        "eg",
        """
Χρύσανθος, Χρυσάνθη | 19 Μαρτίου | - | Των αγίων Χρυσάνθου και Δαρείας. Χρόνια πολλά σε όσους γιορτάζουν!
Μιχαήλ, Μιχάλης | 20 Μαρτίου | - | Του οσίου Μιχαήλ του ομολογητή.
Κύριλλος | 18 Μαρτίου | - | Του αγίου Κυρίλλου Ιεροσολύμων. Γιορτάζει και η εκκλησία στο Πάνω Χωριό.
Αλέξιος, Αλέκος | 17 Μαρτίου | - | Του οσίου Αλεξίου του ανθρώπου του Θεού.
Ευαγγελία, Βαγγέλης | 25 Μαρτίου | - | Του Ευαγγελισμού της Θεοτόκου. Μεγάλη γιορτή στο νησί, με παρέλαση στο λιμάνι.
""",
        foot="Στείλτε ευχές",
    )
    block = '<div class="eg-box" id="giortes"><h3>Ποιοι γιορτάζουν αυτή την εβδομάδα</h3>' + items + "</div>"
    st = story(
        "Η γιορτή του χωριού: ετοιμασίες για την 25η Μαρτίου",
        "Της σύνταξης",
        "2012-03-16T09:00:00+02:00",
        "16 Μαρτίου 2012",
        """
Το νησί ετοιμάζεται για τη διπλή γιορτή της 25ης Μαρτίου, με παρέλαση των σχολείων στο λιμάνι και πανηγύρι το βράδυ.

Ο σύλλογος γυναικών θα μοιράσει παραδοσιακά γλυκά μετά τη δοξολογία.

Τα πλοία θα εκτελέσουν κανονικά τα δρομολόγιά τους.
""",
        section="Νησί",
    )
    return _page(
        "ac-la-el-giortes",
        "nw",
        "el-a",
        st,
        PartsK(after=block),
        path="/nisi/i-giorti-tou-xoriou",
        container="div.eg-box#giortes below the article: div.eg-e entries (p.eg-hd: b.eg-n the names, span.eg-d '19 Μαρτίου'; div.eg-x the saint and a line; 'Στείλτε ευχές'); no discussion on the page",
        kind_label="the week's name days: names, date, the saint and a line",
        description="A Greek island paper of 2012: the week's name days, five entries with the names, the date and the saint; no discussion.",
    )


# --------------------------------------------------------------------------- id: small businesses opened


def id_usaha() -> Case:
    items = _entries(
        "um",
        """
Warung Kopi Mbak Sri (Sri Wahyuni) | buka 2 Maret 2012 | - | Kopi tubruk dan pisang goreng di depan pasar. Buka dari jam enam pagi.
Jahit Rapi (Pak Darto) | buka 5 Maret 2012 | - | Penjahit dan permak celana, bisa ditunggu.
Kerupuk Udang Bu Lestari | buka 7 Maret 2012 | - | Kerupuk udang buatan sendiri, dijual per kilo dan dalam bungkus kecil untuk oleh-oleh.
Bengkel Motor Jaya (Agus Salim) | buka 9 Maret 2012 | - | Servis motor dan ganti oli. Tersedia suku cadang asli.
Toko Batik Sekar (Rina Puspita) | buka 12 Maret 2012 | - | Batik tulis dari perajin desa Sukamaju, harga mulai seratus ribu rupiah.
""",
        pics=True,
        foot="Lihat peta · Hubungi",
    )
    block = '<div class="um-box" id="usaha-baru"><h3>Usaha baru bulan ini</h3>' + items + "</div>"
    st = story(
        "Pasar tradisional direnovasi, pedagang kecil bermunculan",
        "Oleh Dewi Anggraini",
        "2012-03-15T08:00:00+07:00",
        "Kamis, 15 Maret 2012",
        """
Sejak renovasi pasar tradisional selesai bulan lalu, sejumlah usaha kecil baru dibuka di sekitar alun-alun Lembah Sari.

Dinas koperasi mencatat dua puluh usaha baru sejak Januari, sebagian besar usaha makanan dan jasa.

Pemerintah daerah menawarkan pelatihan gratis bagi pelaku usaha kecil setiap bulan.
""",
        section="Ekonomi",
    )
    return _page(
        "ac-la-id-usaha",
        "nw",
        "id-a",
        st,
        PartsK(after=block),
        path="/ekonomi/pasar-tradisional-direnovasi",
        container="div.um-box#usaha-baru below the article: div.um-e entries (a photo; p.um-hd: b.um-n business and owner, span.um-d 'buka 2 Maret 2012'; div.um-x a line about it; 'Lihat peta · Hubungi'); no discussion on the page",
        kind_label="small businesses opened this month: business and owner, opening date, a line about it",
        description="An Indonesian regional news site of 2012: the month's new small businesses, five entries with a photo, the business and owner, the opening date and a line; no discussion.",
    )


# --------------------------------------------------------------------------- hu: registered associations


def hu_egyesuletek() -> Case:
    items = _entries(
        "eh",
        """
Tiszakanyari Horgászbarátok Egyesülete | bejegyezve: 2012. február 20. | - | Cél: a holtág halállományának védelme, gyermek horgásztáborok szervezése.
Kanyar Néptánc Egyesület | bejegyezve: 2012. február 24. | - | Cél: a helyi táncok gyűjtése és tanítása, évente egy bemutató.
Régi Malom Baráti Kör | bejegyezve: 2012. március 1. | - | Cél: a vízimalom felújítása és múzeummá alakítása.
Szomszédsegítő Egyesület | bejegyezve: 2012. március 5. | - | Cél: idős és beteg lakók segítése bevásárlásban, ügyintézésben.
Kanyari Futók Sportegyesület | bejegyezve: 2012. március 8. | - | Cél: amatőr futóversenyek szervezése a gát mentén.
""",
        foot="Székhely és elérhetőség a cégjegyzékben",
    )
    block = (
        '<div class="eh-box" id="uj-egyesuletek"><h3>Újonnan bejegyzett egyesületek</h3>'
        + items
        + '<p class="eh-zart"><small>A cikkhez nem lehet hozzászólni.</small></p></div>'
    )
    st = story(
        "Egyre több a civil szervezet a kanyarban",
        "Kovács Réka",
        "2012-03-14T07:00:00+01:00",
        "2012. március 14.",
        """
Az elmúlt fél évben tizenegy új egyesületet jegyzett be a törvényszék a Tiszakanyar településeiről.

A legtöbb sport- és hagyományőrző egyesület, de van köztük szomszédsegítő kör is.

Az önkormányzat tavasszal pályázatot ír ki a helyi civil szervezetek támogatására.
""",
        section="Hírek",
    )
    return _page(
        "ac-la-hu-egyesuletek",
        "nw",
        "hu-a",
        st,
        PartsK(after=block),
        path="/hirek/egyre-tobb-a-civil-szervezet",
        container="div.eh-box#uj-egyesuletek below the article: div.eh-e entries (p.eh-hd: b.eh-n association, span.eh-d 'bejegyezve: 2012. február 20.'; div.eh-x its aim; a footnote); then 'A cikkhez nem lehet hozzászólni.'",
        kind_label="newly registered associations: name, date registered, its aim",
        description="A Hungarian county daily of 2012: the associations registered in the last weeks, five entries with the name, the date and the aim; no discussion ('nem lehet hozzászólni').",
    )


def plain_ac() -> list[Case]:
    return [
        en_recalls(),
        en_busking(),
        cs_ordinace(),
        sv_dialekt(),
        fi_ajokortti(),
        el_giortes(),
        id_usaha(),
        hu_egyesuletek(),
    ]
