"""Nederlands."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.offline_web.langs import group_digits, span

CODE = "nl"
DIR = "ltr"

MONTHS = [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
]
WEEKDAYS = ["maandag", "dinsdag", "woensdag", "donderdag", "vrijdag", "zaterdag", "zondag"]


def ago(seconds: float) -> str:
    unit, n = span(seconds)
    if unit == "now":
        return "zojuist"
    if unit == "min":
        return f"{n} minuut geleden" if n == 1 else f"{n} minuten geleden"
    if unit == "h":
        return f"{n} uur geleden"
    if unit == "d":
        return "1 dag geleden" if n == 1 else f"{n} dagen geleden"
    return "1 week geleden" if n == 1 else f"{n} weken geleden"


def datetime_long(dt: datetime) -> str:
    return f"{dt.day} {MONTHS[dt.month - 1]} {dt.year}, {dt.hour:02d}:{dt.minute:02d}"


def date_short(dt: datetime) -> str:
    return f"{dt.day:02d}-{dt.month:02d}-{dt.year}"


def number(n: int) -> str:
    return group_digits(n, ".")


UI = {
    "comments": "Reacties",
    "comments_n": "{n} reacties",
    "show_comments": "Reacties laden ({n})",
    "show_comments_zero": "Plaats de eerste reactie",
    "load_more": "Meer reacties laden",
    "reply": "Reageer",
    "replies_show": "Toon {n} antwoorden",
    "replies_hide": "Verberg antwoorden",
    "like": "Vind ik leuk",
    "report": "Melden",
    "report_confirm": "Weet je zeker dat je deze reactie wilt melden?",
    "share": "Delen",
    "share_copied": "Link gekopieerd",
    "accept_all": "Alles accepteren",
    "reject_all": "Weigeren",
    "consent_settings": "Instellingen",
    "consent_title": "Wij respecteren je privacy",
    "consent_text": "Wij en onze partners gebruiken cookies en vergelijkbare technieken om informatie op je apparaat op te slaan en te lezen, bereik te meten en gepersonaliseerde advertenties en inhoud te tonen.",
    "newsletter_title": "De Ochtendmail",
    "newsletter_text": "Het belangrijkste nieuws uit de regio, elke ochtend in je inbox.",
    "newsletter_button": "Aanmelden",
    "email_placeholder": "Je e-mailadres",
    "login": "Inloggen",
    "subscribe": "Abonneren",
    "most_read": "Meest gelezen",
    "related": "Lees ook",
    "write_comment": "Schrijf een reactie",
    "comments_closed": "Reageren is bij dit artikel niet mogelijk.",
    "paywall_title": "Dit artikel is alleen voor abonnees",
    "paywall_text": "Neem een abonnement en lees onbeperkt verder.",
    "paywall_button": "Eerste maand € 1",
    "advertisement": "Advertentie",
    "by": "Door",
    "home": "Home",
    "reads": "{n} keer gelezen",
    "loading": "Reacties worden geladen…",
    "sponsored": "Gesponsorde inhoud",
    "sort_newest": "Nieuwste",
    "sort_oldest": "Oudste",
    "sort_top": "Populairste",
    "guidelines": "Huisregels",
    "read_more": "Lees meer",
    "search": "Zoeken",
    "menu": "Menu",
    "updated": "Bijgewerkt",
    "photo": "Foto",
    "comments_page_title": "Reacties: {title}",
    "back_to_article": "Terug naar het artikel",
    "open_comments": "Reacties openen",
    "close": "Sluiten",
    "post_comment": "Plaatsen",
    "login_to_comment": "Log in om te reageren",
    "min_read": "{n} min leestijd",
    "letters": "Schrijf een ingezonden brief",
    "privacy": "Privacybeleid",
}

NAV = ["Nieuws", "Regio", "Binnenland", "Buitenland", "Economie", "Sport", "Cultuur", "Opinie"]
FOOTER = [
    "Over ons",
    "Contact",
    "Colofon",
    "Privacy",
    "Cookiebeleid",
    "Adverteren",
    "Cookie-instellingen",
    "Vacatures",
    "Abonnementen",
    "Huisregels",
]

FIRST = [
    "Jan",
    "Anna",
    "Pieter",
    "Sanne",
    "Willem",
    "Lotte",
    "Bas",
    "Eva",
    "Thijs",
    "Fleur",
    "Henk",
    "Ingrid",
    "Joost",
    "Marieke",
    "Kees",
    "Esther",
    "Ruud",
    "Femke",
    "Sven",
    "Noor",
    "Ahmed",
    "Fatma",
    "Gerrit",
    "Wendy",
    "Daan",
    "Lisa",
    "Ton",
    "Petra",
    "Jeroen",
    "Sophie",
]
LAST = [
    "de Jong",
    "Jansen",
    "de Vries",
    "van den Berg",
    "van Dijk",
    "Bakker",
    "Janssen",
    "Visser",
    "Smit",
    "Meijer",
    "de Boer",
    "Mulder",
    "de Groot",
    "Bos",
    "Vos",
    "Peters",
    "Hendriks",
    "van Leeuwen",
    "Dekker",
    "Brouwer",
    "de Wit",
    "Dijkstra",
    "Smits",
    "de Graaf",
    "van der Meer",
    "Koster",
    "Prins",
    "Huisman",
    "Kok",
    "Yılmaz",
]
NICKS = [
    "Zeeuws_meisje",
    "burger_met_mening",
    "Deltawerker",
    "opa_Kees",
    "Vlissinger",
    "forens_A4",
    "fietser_in_hart_en_nieren",
    "belastingbetaler",
    "Kritische_lezer",
    "Middelburger",
    "polderjongen",
    "juf_Anneke",
    "nuchtere_Zeeuw",
    "dijkwachter",
    "Oosterschelde",
    "Goesenaar",
    "waakzaam",
    "Veerpont",
    "mosselman",
    "gewoon_Henk",
    "Realist",
    "Strandjutter",
    "Noordzeewind",
    "Boer_Bert",
    "Kaaskop",
    "Verstandig",
    "Walcheren",
    "Zuidwester",
    "Schuttevaer",
    "de_Bevelander",
]
ROLES = [
    "planoloog aan de hogeschool",
    "woordvoerder van de bewonersvereniging",
    "oppositieraadslid",
    "econoom bij het regionale planbureau",
    "voorzitter van de huurdersvereniging",
    "voorzitter van de ondernemersvereniging",
]

TOPICS = [
    {
        "key": "huur",
        "section": "Wonen",
        "titles": [
            "{place} voert huurplafond in voor drie jaar",
            "Huurplafond in {place}: dit verandert er voor huurders",
        ],
        "lead": "Verhuurders waarschuwen voor minder aanbod, de huurdersvereniging vindt de maatregel te mager.",
        "subject": "het huurplafond",
        "actor": "de gemeenteraad",
        "org": "De Woonbond",
    },
    {
        "key": "spoor",
        "section": "Verkeer",
        "titles": [
            "Spoorlijn bij {place} maanden dicht: reizigers moeten de bus nemen",
            "Werk aan het spoor: bussen in plaats van treinen tot de herfst",
        ],
        "lead": "ProRail noemt het onderhoud onvermijdelijk; reizigers klagen over een aankondiging van amper twee weken.",
        "subject": "de buitendienststelling",
        "actor": "ProRail",
        "org": "Reizigersvereniging Rover",
    },
    {
        "key": "droogte",
        "section": "Klimaat",
        "titles": [
            "Droogte: {place} verbiedt sproeien overdag",
            "Waterbedrijf roept inwoners van {place} op zuinig te zijn",
        ],
        "lead": "Wie overdag sproeit riskeert een boete, terwijl lekkages in het net blijven, zeggen critici.",
        "subject": "het sproeiverbod",
        "actor": "het waterschap",
        "org": "Rijkswaterstaat",
    },
    {
        "key": "voetbal",
        "section": "Sport",
        "titles": [
            "Na zeven nederlagen op rij stuurt {place} de trainer weg",
            "Trainerswissel in {place}: zo reageren de supporters",
        ],
        "lead": "Het bestuur spreekt van een zware beslissing; de ploeg staat nog maar twee punten boven de degradatieplek.",
        "subject": "het ontslag van de trainer",
        "actor": "het bestuur",
        "org": "De supportersvereniging",
    },
    {
        "key": "telefoons",
        "section": "Onderwijs",
        "titles": [
            "Scholen in {place} verbieden mobiele telefoons vanaf september",
            "Telefoonverbod in de klas: schoolleiders verdeeld",
        ],
        "lead": "Leerlingen moeten hun telefoon de hele schooldag in een kluisje bewaren.",
        "subject": "het telefoonverbod",
        "actor": "het ministerie",
        "org": "De ouderorganisatie",
    },
    {
        "key": "energie",
        "section": "Economie",
        "titles": [
            "Energierekening stijgt opnieuw ondanks dalende marktprijzen",
            "Subsidie voor warmtepompen in {place} binnen weken op",
        ],
        "lead": "Consumentenorganisaties verwijten energieleveranciers prijsdalingen traag door te voeren.",
        "subject": "de prijsstijging",
        "actor": "de energieleverancier",
        "org": "De Consumentenbond",
    },
    {
        "key": "ziekenhuis",
        "section": "Gezondheid",
        "titles": [
            "Spoedeisende hulp in {place} 's nachts dicht",
            "Protest tegen afschaling van ziekenhuis in {place}",
        ],
        "lead": "Het ziekenhuisbestuur wijst op personeelstekort; patiënten moeten 's nachts 40 minuten rijden.",
        "subject": "de sluiting van de spoedpost",
        "actor": "het ziekenhuisbestuur",
        "org": "De patiëntenraad",
    },
    {
        "key": "fietspaden",
        "section": "Regio",
        "titles": [
            "Nieuwe fietspaden in centrum van {place} leiden tot ruzie met winkeliers",
            "{place} verlengt proef met autovrij centrum",
        ],
        "lead": "Winkeliers zeggen minder klanten te hebben, de Fietsersbond wijst op veiligere straten.",
        "subject": "het fietsplan",
        "actor": "het college",
        "org": "De Fietsersbond",
    },
    {
        "key": "toerisme",
        "section": "Toerisme",
        "titles": [
            "{place} verhoogt toeristenbelasting volgend jaar",
            "Toeristenbelasting: hoteliers in {place} boos",
        ],
        "lead": "Bezoekers betalen een klein bedrag per nacht, bedoeld voor schoonmaak en openbare toiletten.",
        "subject": "de toeristenbelasting",
        "actor": "de gemeenteraad",
        "org": "Koninklijke Horeca Nederland",
    },
    {
        "key": "ai",
        "section": "Tech",
        "titles": [
            "Algoritme markeerde duizenden aanvragen ten onrechte als fraude",
            "{place} zet chatbot stop na foute antwoorden",
        ],
        "lead": "Uit intern onderzoek blijkt dat de software zonder voldoende tests is ingevoerd.",
        "subject": "het algoritme",
        "actor": "de gemeente",
        "org": "De Autoriteit Persoonsgegevens",
    },
]

BODY = [
    "Het besluit werd {weekday} bevestigd in {place}, na weken van druk door bewoners en ondernemers.",
    "Volgens cijfers die onze redactie heeft ingezien, gaat het om ongeveer {number} huishoudens die direct worden geraakt.",
    "„We hebben goed geluisterd en we weten dat dit niet iedereen zal bevallen”, zegt {expert}, {role}. „Maar niets doen is geen optie meer.”",
    "Critici vinden dat {subject} er zonder echte inspraak is doorgedrukt, en minstens twee groepen kondigen bezwaar aan.",
    "De oppositie spreekt van „een pleister op een houten been” en eist een onafhankelijk onderzoek naar de kosten, geschat op {money}.",
    "Bewoners die onze redactie sprak, zijn verdeeld: sommigen zijn blij, anderen zeggen deze beloftes al vaker te hebben gehoord.",
    "{org} laat weten voor het eind van het jaar een uitgebreide analyse van de gevolgen voor {place} te publiceren.",
    "Een definitieve stemming wordt volgende maand verwacht. Tot die tijd blijven de huidige regels gelden.",
    "Het is niet de eerste keer dat het onderwerp op tafel ligt: een vergelijkbaar voorstel werd in {year} na veel protest ingetrokken.",
]

OPENERS = [
    "Eindelijk schrijft iemand hierover.",
    "Goed artikel, dank je.",
    "Ik ben het met de meeste reacties hier totaal oneens.",
    "Verbaast me niks.",
    "Dit zat er al jaren aan te komen.",
    "Als inwoner van {place} kan ik alleen maar mijn hoofd schudden.",
    "Eerst lezen, dan reageren, mensen.",
    "Eerlijk gezegd had ik erger verwacht.",
    "Daar gaan we weer.",
    "Ik twijfel hier echt over.",
    "Iemand moet het zeggen.",
    "Goed uitgezocht, zoals altijd.",
    "Ik woon hier al {years} jaar en heb zoiets nog nooit meegemaakt.",
    "Opvallend dat niemand het voor de hand liggende noemt.",
    "Sorry, maar dit is een grap.",
    "Mijn familie heeft hier direct mee te maken.",
    "Even advocaat van de duivel spelen.",
]
STATEMENTS = [
    "{subject} is al jaren te laat.",
    "Niemand heeft de mensen gevraagd die ermee moeten leven.",
    "Het echte probleem is niet {subject}, maar het totale gebrek aan planning.",
    "Dit had jaren geleden al geregeld moeten worden.",
    "Als {subject} werkt zoals beloofd, neem ik alles terug.",
    "Om de paar jaar een nieuw plan en er verandert nooit iets.",
    "Hier zijn de prijzen vorig jaar alleen al {pct} procent gestegen.",
    "Ik snap echt niet hoe je hier tegen kunt zijn.",
    "Dit treft weer precies de mensen die het minst te besteden hebben.",
    "De cijfers in het artikel kloppen volgens mij niet.",
    "Kritiek hebben is makkelijk, maar wat is het alternatief?",
    "Uiteindelijk betalen de kleine ondernemers weer de rekening.",
    "De inspraakavond was een farce, ik was erbij.",
    "Andere steden deden precies dit en het werkte.",
    "In {year} hebben we zoiets al eens geprobeerd en dat mislukte volledig.",
    "Op papier klinkt {subject} mooi, maar wie gaat het handhaven?",
    "De helft van de raad heeft het rapport duidelijk niet gelezen.",
    "Ik zou weleens willen weten wie hier beter van wordt.",
    "Mijn buurman wacht al {n} maanden op antwoord.",
    "{org} waarschuwde hier jaren geleden al voor, dat had in het artikel mogen staan.",
    "Er doet tenminste iemand iets.",
    "{subject} is een afleidingsmanoeuvre.",
    "Wie er de laatste tijd mee te maken had, weet hoe slecht het geworden is.",
    "Het kost {money} en we weten nog steeds niet wat we ervoor krijgen.",
]
REASONS = [
    "Kijk maar wat er met de vorige begroting gebeurde.",
    "Uiteindelijk betaalt de belastingbetaler altijd.",
    "Mijn buren denken er precies zo over.",
    "Niemand wil nog verantwoordelijkheid nemen.",
    "Onze kinderen gaan hiervoor betalen.",
    "Ze deden {n} maanden over één gat in mijn straat.",
    "De mensen die dit beslissen wonen hier niet.",
    "In {year} lag er een prima plan op tafel.",
    "Iedereen die ik ken heeft dezelfde ervaring.",
    "De cijfers zijn al maanden openbaar.",
    "De vorige keer zeiden ze precies hetzelfde.",
    "Gezond verstand lijkt schaars.",
    "Over een plan B staat nergens iets.",
    "Ik heb zelf {years} jaar in de sector gewerkt.",
]
CLOSERS = [
    "De tijd zal het leren.",
    "Eens kijken wie uiteindelijk betaalt.",
    "Gewoon mijn mening.",
    "Ben ik de enige die dit denkt?",
    "Zo, dat moest er even uit.",
    "Bedankt voor het artikel.",
    "Schande.",
    "Word wakker, mensen!",
    "Graag feiten.",
    "Eerst zien, dan geloven.",
    "Stemt tot nadenken.",
    "Treurig.",
    "Fijne zondag allemaal.",
    "Ik houd mijn adem niet in.",
]
SHORT = [
    "Precies.",
    "Helemaal mee eens.",
    "Belachelijk.",
    "Goed geschreven, dank.",
    "Typisch.",
    "Sterk artikel!",
    "Niets aan toe te voegen.",
    "Wat een puinhoop.",
    "Werd tijd!",
    "Ongelofelijk.",
    "Goed gezegd.",
    "Triest dit.",
    "Eindelijk gezond verstand.",
]
REPLIES = [
    "@{name} Helemaal mee eens.",
    "@{name} Dat staat er anders niet in het artikel.",
    "Goed punt, {name}.",
    "{name}, heb je het artikel eigenlijk gelezen?",
    "Ik ben het met {name} eens.",
    "Sorry {name}, maar dat is onzin.",
    "@{name} Beter had ik het niet kunnen zeggen.",
    "@{name} Bron?",
    "{name} heeft wel een punt.",
    "@{name} Jij woont hier duidelijk niet.",
]
LINKS = [
    (
        "Het volledige rapport staat {link} voor wie het wil lezen.",
        "hier",
        "https://www.rijksoverheid.nl/documenten",
    ),
    ("Er staat een goede uitleg {link}.", "bij de NOS", "https://nos.nl/"),
    ("De officiële cijfers staan {link}.", "bij het CBS", "https://www.cbs.nl/"),
    ("Wie het wil controleren: {link}.", "de raadsstukken", "https://raad.example-gemeente.nl/stukken"),
]
MONEY = "{n} miljoen euro"
SEP = " "
EMOJI = ["👍", "😂", "🙄", "👏", "😡", "🤔", "💯", "😢", "🤷", "🙈"]
BADGES = ["Abonnee", "Topreageerder", "Geverifieerd"]
