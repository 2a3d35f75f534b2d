"""Blind set D: eight look-alike pages (lists that are not comments: truth zero) and two mixed pages (a
small thread beside a look-alike list: truth only the thread). Kinds not in sets A, B and C."""

from __future__ import annotations

from comspider_lab.blind.cases_b_small import paras, tree
from comspider_lab.blind.content_b import art
from comspider_lab.blind.content_d import SITES_D
from comspider_lab.blind.layout import Article, Blocks, esc
from comspider_lab.blind.layout_d import render_d
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

S = Seed

LA_CSS = """<style>
.nuashonruithe{background:#fff;padding:18px 34px;margin-top:20px}.nuashonruithe li{list-style:none;border-left:3px solid #00695c;padding:4px 12px;margin:10px 0}.nu-am{font-weight:700}.nu-eag{color:#666;font-size:13px}
.pisma-citalaca .pismo{border-top:1px solid #dfe3e7;padding:10px 0}.pismo-potpis{font-size:13px;color:#5c6670}.pismo-vise{font-size:13px}
.bozor-narxlari table{width:100%;border-collapse:collapse;font-size:14px}.bozor-narxlari td,.bozor-narxlari th{border-bottom:1px solid #eee;padding:6px 4px;text-align:left}.bn-yangilangan{font-size:12px;color:#888}
.aagaman table{width:100%;border-collapse:collapse;font-size:14px}.aagaman td,.aagaman th{border-bottom:1px solid #ddd;padding:6px}.aagaman .sthiti{font-weight:700}
.reading-list li{margin:12px 0}.rl-meta{color:#666;font-size:15px}
.programme .creneau{display:flex;gap:16px;border-top:1px solid #ddd;padding:10px 0}.programme .heure{font-weight:700;width:70px;flex:none}.programme .intervenant{color:#cd2653;font-size:14px}
.redaktion-empfiehlt .tipp{background:#fff;padding:14px 16px;margin:12px 0;border-left:4px solid #00695c}.tipp-von{font-size:13px;color:#666}
.protagonisti .persona{display:flex;gap:12px;border-bottom:1px solid #e3e3e3;padding:10px 0}.protagonisti .ruolo{color:#666;font-size:14px}
.kleinadvertensies .advertensie{border:1px dashed #999;padding:8px;margin:8px 0;font-size:14px}.adv-kontak{color:#555;font-size:13px}
.lesers-reageer .lr{border-top:1px solid #ddd;padding:10px 0}.lesers-reageer .lr .lr{margin-left:30px}.lr-tyd{color:#777;font-size:13px}
.planning-list li{border-bottom:1px solid #dfe3e7;padding:8px 0;list-style:none}.planning-list{padding:0}.pl-ref{font-family:monospace;font-size:13px}
.responses .resp{border-top:1px solid #ccc;padding:10px 0}.resp-when{font-size:13px;color:#666}
</style>"""


def _la(
    case_id: str,
    lang: str,
    template: str,
    container: str,
    heading: str,
    description: str,
    path: str,
    article: Article,
    kinds: tuple[str, ...],
    after: str = "",
    aside: str = "",
) -> Case:
    return Case(
        case_id,
        "lookalike",
        lang,
        "on_load",
        container,
        heading,
        description,
        path,
        render_d(template, SITES_D[lang], article, Blocks(head=LA_CSS, after=after, aside=aside)),
        static=True,
        lookalikes=kinds,
    )


def lookalike_cases_d() -> list[Case]:
    cases: list[Case] = []

    # 1. ga: the article's own update log (time, editor's name, what changed)
    updates = [
        ("16:45", "Siobhán Ní Fhlatharta", "Cuireadh ráiteas ó Chomhairle Contae na Gaillimhe leis an alt."),
        (
            "14:20",
            "Ciarán Ó Máille",
            "Ceartaíodh líon na bpaisinéirí: 1,200 in aghaidh na seachtaine, ní 2,100.",
        ),
        ("12:05", "Siobhán Ní Fhlatharta", "Tuilleadh eolais faoin sceideal nua samhraidh."),
        ("10:30", "Deasc na Nuachta", "Foilsíodh an scéal den chéad uair."),
    ]
    cases.append(
        _la(
            "d-la-ga-update-log",
            "ga",
            "portal",
            "<section class=nuashonruithe>, <ol>",
            "Nuashonruithe ar an scéal seo",
            "The article's update log below it, in Irish: time, editor's name, what was changed.",
            "/nuacht/bad-farantoireachta-inis-mein",
            art(
                "Seirbhís farantóireachta nua idir Ros a' Mhíl agus Inis Meáin",
                "Beidh trí thuras sa lá ann ó mhí an Mheithimh, a deir an comhlacht.",
                "Peadar Ó Conghaile",
                "2025-05-14T10:30:00+01:00",
                [
                    "Fógraíodh inniu go mbeidh seirbhís farantóireachta nua ag tosú idir Ros a' Mhíl agus Inis Meáin i mí an Mheithimh.",
                    "Beidh trí thuras sa lá ann i rith an tsamhraidh agus dhá thuras sa lá sa gheimhreadh.",
                    "Deir an comhlacht go bhfuil súil acu le 1,200 paisinéir in aghaidh na seachtaine.",
                ],
                kicker="Nuacht",
                caption="An bád nua ag Ros a' Mhíl. Grianghraf: NaI",
            ),
            ("article update log (time, editor, change)",),
            after='<section class="nuashonruithe"><h2>Nuashonruithe ar an scéal seo</h2><ol>'
            + "".join(
                f'<li><span class="nu-am">{esc(t)}</span> <span class="nu-eag">– {esc(who)}</span><p>{esc(x)}</p></li>'
                for t, who, x in updates
            )
            + "</ol></section>",
        )
    )

    # 2. bs: letters-to-the-editor teasers linking to the letters section
    letters = [
        (
            "Ko će platiti novu stanicu?",
            "Edin Mujagić, Bihać",
            "Čitam da će grad uzeti kredit od osam miliona maraka, a niko nije pitao građane …",
        ),
        (
            "Zaboravljena sela uz Unu",
            "Amra Hodžić, Kulen Vakuf",
            "Autobus do nas ide dva puta sedmično, a vi pišete o novim linijama za Zagreb …",
        ),
        (
            "Hvala hitnoj pomoći",
            "Nermin i Lejla Kovačević, Cazin",
            "Želimo se javno zahvaliti ekipi koja je u noći 3. juna spasila našeg oca …",
        ),
        (
            "Parking kod doma zdravlja",
            "Senad Begić, Bosanska Krupa",
            "Svako jutro ista slika: pacijenti kruže po pola sata jer nema mjesta …",
        ),
    ]
    cases.append(
        _la(
            "d-la-bs-letters-teasers",
            "bs",
            "joomla",
            "<div class=pisma-citalaca>",
            "Pisma čitalaca",
            "Teasers of this week's letters to the editor, in Bosnian: title, 'Name, Town', the opening words, a link to the letters section; none is about this article.",
            "/index.php/vijesti/bihac-autobuska-stanica-kredit",
            art(
                "Bihać uzima kredit za novu autobusku stanicu",
                "Gradsko vijeće odobrilo je zaduženje od osam miliona KM na petnaest godina.",
                "Alma Softić",
                "2025-06-09T07:00:00+02:00",
                [
                    "Gradsko vijeće Bihaća je na vanrednoj sjednici odobrilo kreditno zaduženje za izgradnju nove autobuske stanice.",
                    "Nova stanica imat će dvanaest perona, čekaonicu i podzemnu garažu sa 120 mjesta.",
                    "Opozicija tvrdi da je iznos kredita previsok i traži javnu raspravu.",
                ],
                kicker="Vijesti",
                caption="Lokacija buduće stanice. Foto: KG",
            ),
            ("letters-to-the-editor teasers linking elsewhere",),
            after='<div class="pisma-citalaca card"><h3 class="card-header">Pisma čitalaca</h3>'
            + "".join(
                f'<div class="pismo"><h4><a href="/index.php/pisma/{i + 71}">{esc(t)}</a></h4><p>{esc(x)}</p>'
                f'<p class="pismo-potpis">{esc(who)}</p><a class="pismo-vise" href="/index.php/pisma/{i + 71}">Pročitajte cijelo pismo</a></div>'
                for i, (t, who, x) in enumerate(letters)
            )
            + '<p><a href="/index.php/pisma">Sva pisma</a> · Pišite nam: pisma@krajiski-glasnik.ba</p></div>',
        )
    )

    # 3. uz: market prices by trader (trader, product, price, updated)
    rows = [
        ("Aziza opa, 14-rasta", "Pomidor", "9 000 so‘m/kg", "bugun 07:40"),
        ("Bahodir aka, 3-rasta", "Kartoshka", "5 500 so‘m/kg", "bugun 07:55"),
        ("Dilnoza, 22-rasta", "Uzum (Husayni)", "18 000 so‘m/kg", "bugun 08:10"),
        ("Jamshid Karimov, 7-rasta", "Piyoz", "4 000 so‘m/kg", "bugun 08:25"),
        ("Malika opa, 11-rasta", "Anor", "22 000 so‘m/kg", "bugun 08:40"),
    ]
    cases.append(
        _la(
            "d-la-uz-market-prices",
            "uz",
            "mobile",
            "<div class=bozor-narxlari>, <table>",
            "Bugungi bozor narxlari",
            "Today's prices at the bazaar, by trader, in Uzbek: trader and stall, product, price, when updated.",
            "/viloyat/margilon-bozori-narxlar/",
            art(
                "Marg‘ilon dehqon bozorida narxlar pasaymoqda",
                "Kuz hosili bozorga kelishi bilan sabzavot narxlari bir haftada 15 foizga tushdi.",
                "Sherzod Tursunov",
                "2025-09-24T06:30:00+05:00",
                [
                    "Marg‘ilon dehqon bozorida so‘nggi bir haftada pomidor, kartoshka va piyoz narxlari sezilarli darajada arzonladi.",
                    "Sotuvchilarning aytishicha, bunga kuzgi hosilning ko‘p bo‘lgani sabab bo‘lmoqda.",
                    "Mevalar, ayniqsa anor va uzum narxi esa hali ham yuqoriligicha qolmoqda.",
                ],
                kicker="Viloyat",
                caption="Marg‘ilon dehqon bozori. Surat: FH",
            ),
            ("market prices by trader",),
            after='<div class="bozor-narxlari"><h3>Bugungi bozor narxlari</h3><table><thead><tr><th>Sotuvchi</th><th>Mahsulot</th><th>Narx</th><th>Yangilangan</th></tr></thead><tbody>'
            + "".join(
                f'<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(c)}</td><td class="bn-yangilangan">{esc(d)}</td></tr>'
                for a, b, c, d in rows
            )
            + '</tbody></table><p class="bn-yangilangan">Narxlar sotuvchilar tomonidan kiritiladi.</p></div>',
        )
    )

    # 4. ne: flight arrivals at the regional airport
    flights = [
        ("BHA 641", "बुद्ध एयर", "काठमाडौं", "०९:१५", "अवतरण भयो"),
        ("YT 673", "यती एयरलाइन्स", "काठमाडौं", "०९:४०", "ढिलो – १०:२०"),
        ("S9 702", "श्री एयरलाइन्स", "भैरहवा", "१०:०५", "समयमै"),
        ("NA 318", "तारा एयर", "जोमसोम", "१०:३०", "रद्द"),
    ]
    cases.append(
        _la(
            "d-la-ne-flight-arrivals",
            "ne",
            "drupal",
            "<div class=aagaman>, <table>",
            "आजका आगमन उडानहरू",
            "Today's arrivals at Pokhara airport beside an aviation article, in Nepali: flight, airline, from, scheduled time, status.",
            "/samachar/pokhara-antarrashtriya-vimanasthal-udan",
            art(
                "पोखरा अन्तर्राष्ट्रिय विमानस्थलमा आन्तरिक उडान बढ्यो",
                "पर्यटन मौसम सुरु भएसँगै दैनिक उडान संख्या ४० पुगेको छ।",
                "सरिता गुरुङ",
                "2025-10-08T07:00:00+05:45",
                [
                    "पोखरा अन्तर्राष्ट्रिय विमानस्थलमा दसैंपछि आन्तरिक उडानको संख्या उल्लेख्य रूपमा बढेको छ।",
                    "विमानस्थल कार्यालयका अनुसार अहिले दैनिक ४० वटा उडान सञ्चालन भइरहेका छन्।",
                    "खराब मौसमका कारण जोमसोम उडान भने बारम्बार रद्द हुने गरेको छ।",
                ],
                kicker="समाचार",
                caption="पोखरा विमानस्थल। तस्बिर: पोखरा खबर",
            ),
            ("flight arrivals",),
            aside='<div class="block aagaman"><h2>आजका आगमन उडानहरू</h2><table><tr><th>उडान</th><th>कम्पनी</th><th>बाट</th><th>समय</th><th>स्थिति</th></tr>'
            + "".join(
                f'<tr><td>{esc(a)}</td><td>{esc(b)}</td><td>{esc(c)}</td><td>{esc(d)}</td><td class="sthiti">{esc(e)}</td></tr>'
                for a, b, c, d, e in flights
            )
            + "</table><p>स्रोत: विमानस्थल कार्यालय, अन्तिम अद्यावधिक ०८:५५</p></div>",
        )
    )

    # 5. en: a reading list of books (title, author, year, a note)
    books = [
        (
            "The Drowned Fields",
            "Margaret Aske",
            "1998",
            "The standard history of the valley's flood meadows and the farms they fed.",
        ),
        (
            "Stone and Water",
            "Dr Rohan Pelling",
            "2011",
            "How Victorian engineers tamed the Merrow, told through the mill ledgers.",
        ),
        (
            "A River Remembered",
            "Joan Tidwell",
            "2019",
            "Oral history: forty villagers recall the floods of 1968 and 2007.",
        ),
        (
            "Rewilding the Lowlands",
            "Callum Birtles",
            "2023",
            "The case for letting rivers spread again, with the Merrow as a chapter.",
        ),
    ]
    cases.append(
        _la(
            "d-la-en-reading-list",
            "en",
            "ghost",
            "<section class=reading-list>, <ul>",
            "Further reading",
            "A reading list after the article: book titles, authors, years, one-line notes by the newsroom.",
            "/river-merrow-floodplain-plan/",
            art(
                "Farmers to be paid to let the Merrow flood its old meadows",
                "A £3.4m scheme will turn 200 acres of farmland back into floodplain upstream of the town.",
                "Hannah Oyelaran",
                "2025-03-11T07:00:00+00:00",
                [
                    "Landowners along the upper Merrow will be paid to let the river spill onto fields it last flooded freely a century ago.",
                    "The Environment Agency says the scheme could cut the peak of a major flood in the town centre by up to a third.",
                    "Some farmers have welcomed the payments; others say the land is among the best grazing in the county.",
                ],
                kicker="Environment",
                caption="Flood meadows near Little Ashby. Photo: Herald",
            ),
            ("reading list of books (title, author, year, note)",),
            after='<section class="reading-list"><h2>Further reading</h2><ul>'
            + "".join(
                f'<li><a href="/books/{i + 1}/"><em>{esc(t)}</em></a> <span class="rl-meta">by {esc(a)} ({esc(y)})</span><br>{esc(n)}</li>'
                for i, (t, a, y, n) in enumerate(books)
            )
            + "</ul></section>",
        )
    )

    # 6. fr: a conference programme (times, speakers, talk titles)
    slots = [
        (
            "9h30",
            "Claire Bonneau, Chambre d'agriculture",
            "Le bocage face à la sécheresse",
            "Bilan de dix ans de mesures sur les haies du Nord Deux-Sèvres.",
        ),
        (
            "10h45",
            "Jean-Marc Pasquier, éleveur à Moncoutant",
            "Replanter 3 km de haies : retour d'expérience",
            "Coûts, aides, erreurs à éviter.",
        ),
        (
            "14h00",
            "Dr Aïcha Benali, INRAE",
            "Haies et biodiversité : ce que disent les données",
            "Oiseaux, insectes et chauves-souris recensés de 2015 à 2024.",
        ),
        (
            "15h30",
            "Table ronde",
            "Quel avenir pour le bocage ?",
            "Avec des élus, des agriculteurs et des associations.",
        ),
    ]
    cases.append(
        _la(
            "d-la-fr-conference-programme",
            "fr",
            "wordpress",
            "<div class=programme>",
            "Le programme de la journée",
            "A one-day conference programme under the article: times, speakers with affiliations, talk titles, abstracts.",
            "/territoire/rencontres-du-bocage-bressuire/",
            art(
                "Les Rencontres du bocage reviennent à Bressuire le 14 juin",
                "Agriculteurs, chercheurs et élus débattront de l'avenir des haies lors d'une journée gratuite.",
                "Laurence Giraudeau",
                "2025-06-02T06:00:00+02:00",
                [
                    "La troisième édition des Rencontres du bocage se tiendra le samedi 14 juin au théâtre de Bressuire.",
                    "Après deux étés de sécheresse, les organisateurs veulent faire le point sur l'état des haies du Nord Deux-Sèvres.",
                    "L'entrée est libre, mais l'inscription est conseillée pour le repas de midi.",
                ],
                kicker="Territoire",
                caption="Une haie à Cerizay. Photo : CdB",
            ),
            ("conference programme (times, speakers, titles)",),
            after='<div class="programme"><h2>Le programme de la journée</h2>'
            + "".join(
                f'<div class="creneau"><span class="heure">{esc(h)}</span><div><b>{esc(t)}</b><div class="intervenant">{esc(who)}</div><p>{esc(x)}</p></div></div>'
                for h, who, t, x in slots
            )
            + "</div>",
        )
    )

    # 7. de: staff picks with the picker's name
    picks = [
        (
            "Wanderung: Der Westerwald-Steig zwischen Hachenburg und Marienstatt",
            "Empfohlen von Jana Kessler, Lokalredaktion",
            "Zwölf Kilometer, zwei Einkehrmöglichkeiten und der schönste Blick auf die Nister.",
        ),
        (
            "Podcast: „Dorfgespräch“ über das Ladensterben",
            "Empfohlen von Tobias Hüsch, Chef vom Dienst",
            "Drei Folgen, die erklären, warum in Kleinmaischeid der letzte Bäcker schloss.",
        ),
        (
            "Buch: „Basalt“ von Ilse Wendling",
            "Empfohlen von Sabine Orth, Kultur",
            "Ein Krimi aus dem Steinbruch, der in Bad Marienberg spielt.",
        ),
    ]
    cases.append(
        _la(
            "d-la-de-staff-picks",
            "de",
            "portal",
            "<section class=redaktion-empfiehlt>",
            "Die Redaktion empfiehlt",
            "The newsroom's weekend picks under an article: what, 'Empfohlen von' the editor, why.",
            "/region/westerwald-wochenende-tipps",
            art(
                "Westerwaldsteig: Neue Etappe mit Hängebrücke eröffnet",
                "Die 150 Meter lange Brücke über das Nistertal ist ab Samstag begehbar.",
                "Markus Thielmann",
                "2025-07-18T05:30:00+02:00",
                [
                    "Nach zwei Jahren Bauzeit ist die neue Hängebrücke über das Nistertal fertig. Sie verbindet zwei Etappen des Westerwaldsteigs.",
                    "Die Brücke ist 150 Meter lang und hängt an der höchsten Stelle 42 Meter über dem Tal.",
                    "Die Verbandsgemeinde rechnet im ersten Sommer mit 60.000 Besuchern.",
                ],
                kicker="Region",
                caption="Die neue Hängebrücke. Foto: WB",
            ),
            ("staff picks with the picker's name",),
            after='<section class="redaktion-empfiehlt story"><h2>Die Redaktion empfiehlt</h2>'
            + "".join(
                f'<div class="tipp"><h3>{esc(t)}</h3><p class="tipp-von">{esc(who)}</p><p>{esc(x)}</p></div>'
                for t, who, x in picks
            )
            + "</section>",
        )
    )

    # 8. it: a "who's who" of the people in the story
    people = [
        (
            "Rosaria Iannace",
            "sindaca di Cerreto Sannita",
            "Al secondo mandato, ha promosso il progetto del nuovo acquedotto.",
        ),
        ("Gennaro Pepe", "presidente del consorzio di bonifica", "Agronomo, guida il consorzio dal 2019."),
        (
            "Marta Lombardi",
            "geologa, Università del Sannio",
            "Ha firmato lo studio sulle sorgenti del Titerno.",
        ),
        (
            "Don Vincenzo Carfora",
            "parroco di San Lorenzello",
            "Ha raccolto le firme dei residenti contro le chiusure notturne.",
        ),
    ]
    cases.append(
        _la(
            "d-la-it-whos-who",
            "it",
            "drupal",
            "<div class=protagonisti>",
            "Chi sono i protagonisti",
            "A who's who of the people in the story: photo, name, role, a line of biography.",
            "/provincia/acquedotto-titerno-chiusure-notturne",
            art(
                "Acqua razionata di notte in sei comuni della valle del Titerno",
                "Dalle 23 alle 6 i rubinetti resteranno chiusi fino alla fine di agosto.",
                "Pasquale Di Lorenzo",
                "2025-07-29T08:00:00+02:00",
                [
                    "Sei comuni della valle del Titerno avranno l'acqua razionata nelle ore notturne fino alla fine di agosto.",
                    "Secondo uno studio dell'Università del Sannio, le sorgenti hanno perso un terzo della portata in cinque anni.",
                    "I sindaci chiedono alla Regione di finanziare il nuovo acquedotto, fermo da dieci anni.",
                ],
                kicker="Provincia",
                caption="La sorgente del Titerno. Foto: GdS",
            ),
            ("who's who of the people in the story",),
            after='<div class="protagonisti"><h2>Chi sono i protagonisti</h2>'
            + "".join(
                f'<div class="persona"><img src="/_avatar/it-p{i}.svg" width="56" height="56" alt=""><div><b>{esc(n)}</b><div class="ruolo">{esc(r)}</div><p>{esc(b)}</p></div></div>'
                for i, (n, r, b) in enumerate(people)
            )
            + "</div>",
        )
    )

    return cases


def mixed_cases_d() -> list[Case]:
    cases: list[Case] = []

    # 1. af: a small thread beside the classifieds
    c = [
        S(
            "Pieter Marais",
            "Ons het die hulp nodig, maar R800 per kleinvee-eenheid dek nie eers die voer vir 'n maand nie.",
            when="3 Feb. 2025 om 10:22",
        ),
        S(
            "Elmarie",
            "Weet iemand of die aansoeke ook by die koöperasie in Aberdeen ingedien kan word?",
            when="3 Feb. 2025 om 11:05",
        ),
        S(
            "Johan van Wyk",
            "Ja, die artikel sê die koöperasie en die landboukantoor neem albei aansoeke.",
            1,
            when="3 Feb. 2025 om 11:40",
        ),
    ]
    ads = [
        ("Te koop: 20 Dorperooie", "Goed gekondisioneer, R2 400 elk.", "Kontak Gert, 082 555 0147 · 1 Feb."),
        ("Boorgat-pomp, 1,5 kW", "Skaars gebruik, met beheerkas.", "Annatjie, 071 555 0932 · 31 Jan."),
        (
            "Gevra: plaaswerker, Jansenville",
            "Ervaring met kleinvee. Verblyf beskikbaar.",
            "Skakel 049 555 0188 · 30 Jan.",
        ),
        (
            "Lusern-bale te koop",
            "Groot bale, R180 elk, by die plaas gelaai.",
            "Hennie, 083 555 0761 · 29 Jan.",
        ),
    ]

    def af_item(i: int, s: Seed, sub: str) -> str:
        return (
            f'<div class="lr" id="lr-{i + 1}"><p><b>{esc(s.author)}</b> <span class="lr-tyd">{esc(s.when)}</span></p>'
            f'{paras(s.text)}<a href="#" class="lr-antwoord">Antwoord</a>{sub}</div>'
        )

    cases.append(
        Case(
            "d-mx-af-classifieds-thread",
            "mixed",
            "af",
            "on_load",
            "<div class=lesers-reageer> beside <aside class=kleinadvertensies>",
            "Lesers reageer",
            "Three readers in Afrikaans (one reply) under the article, beside the sidebar's classifieds (item, description, contact, date).",
            "/streek/droogtehulp-karoo-boere/",
            render_d(
                "wordpress",
                SITES_D["af"],
                art(
                    "Droogtehulp vir Karoo-boere: aansoeke open Maandag",
                    "Boere kan tot R800 per kleinvee-eenheid vir voer kry.",
                    "Riana Botha",
                    "2025-02-03T07:00:00+02:00",
                    [
                        "Die provinsiale departement van landbou het R45 miljoen vir droogtehulp aan boere in die Karoo bewillig.",
                        "Boere kan tot R800 per kleinvee-eenheid kry, en aansoeke kan by die landboukantoor of die koöperasie ingedien word.",
                        "Georganiseerde landbou sê die bedrag is welkom, maar nie genoeg nie.",
                    ],
                    kicker="Streek",
                    caption="'n Droë dam naby Aberdeen. Foto: Karoo-Koerant",
                ),
                Blocks(
                    head=LA_CSS,
                    after='<div class="lesers-reageer"><h3>Lesers reageer</h3>'
                    + tree(c, af_item, lambda items, p: items)
                    + "</div>",
                    aside='<section class="widget kleinadvertensies"><h2 class="widget-title">Kleinadvertensies</h2>'
                    + "".join(
                        f'<div class="advertensie"><b>{esc(t)}</b><p>{esc(x)}</p><span class="adv-kontak">{esc(k)}</span></div>'
                        for t, x, k in ads
                    )
                    + "</section>",
                ),
            ),
            c,
            static=True,
            lookalikes=("classifieds (item, description, contact, date)",),
        )
    )

    # 2. en: a small thread beside the week's planning applications
    c = [
        S(
            "Derek Faulds",
            "Thirty flats on the old dairy site and not one extra parking space. Mill Lane is already single file after six.",
            when="14 Mar 2025, 9:12am",
        ),
        S(
            "Priya Lawson",
            "We need homes young people can afford. If a third are genuinely affordable I'm for it; the council should hold them to that.",
            when="14 Mar 2025, 11:47am",
        ),
    ]
    apps = [
        (
            "25/0311/FUL",
            "Mr & Mrs A. Hebden",
            "14 Castle Rise, Merrow",
            "Single-storey rear extension",
            "Received 10 Mar 2025",
        ),
        (
            "25/0298/LBC",
            "St Oswald's PCC",
            "St Oswald's Church, Church Street",
            "Replacement of north aisle windows",
            "Received 7 Mar 2025",
        ),
        (
            "25/0287/FUL",
            "Valley Dairy Holdings Ltd",
            "Former dairy, Mill Lane",
            "30 flats with landscaping",
            "Received 5 Mar 2025",
        ),
        ("25/0275/ADV", "Greggs plc", "22 High Street", "Illuminated fascia sign", "Received 4 Mar 2025"),
    ]
    cases.append(
        Case(
            "d-mx-en-planning-thread",
            "mixed",
            "en",
            "on_load",
            "<div class=responses> beside <ul class=planning-list>",
            "Reader responses (2)",
            "Two readers under a planning story, below the week's planning applications (reference, applicant, address, proposal, date received).",
            "/index.php/news/old-dairy-flats-mill-lane",
            render_d(
                "joomla",
                SITES_D["en"],
                art(
                    "Thirty flats planned for old dairy site on Mill Lane",
                    "A third of the homes would be offered at below market rent, the developer says.",
                    "Owen Tregarthen",
                    "2025-03-14T06:00:00+00:00",
                    [
                        "Plans to build thirty flats on the former Valley Dairy site on Mill Lane have been submitted to the district council.",
                        "The developer says ten of the flats would be let at 80 per cent of market rent, and that the scheme needs no new parking because it is near the station.",
                        "Residents have until 4 April to comment on the application.",
                    ],
                    kicker="Council",
                    caption="The former dairy on Mill Lane. Photo: Herald",
                ),
                Blocks(
                    head=LA_CSS,
                    after='<div class="planning card"><h3 class="card-header">Planning applications this week</h3><ul class="planning-list">'
                    + "".join(
                        f'<li><span class="pl-ref">{esc(r)}</span> · <b>{esc(addr)}</b><br>{esc(what)}. Applicant: {esc(who)}. {esc(when)}.</li>'
                        for r, who, addr, what, when in apps
                    )
                    + "</ul></div>"
                    '<div class="responses"><h3>Reader responses (2)</h3>'
                    + "".join(
                        f'<div class="resp" id="r{501 + i}"><p><b>{esc(s.author)}</b> <span class="resp-when">{esc(s.when)}</span></p>{paras(s.text)}</div>'
                        for i, s in enumerate(c)
                    )
                    + '<p><a href="#respond">Add your response</a></p></div>',
                ),
            ),
            c,
            static=True,
            lookalikes=("planning applications (reference, applicant, address, proposal, date)",),
        )
    )

    return cases
