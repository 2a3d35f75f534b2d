"""Deutsch."""

from __future__ import annotations

from datetime import datetime

from comspider_lab.offline_web.langs import group_digits, span

CODE = "de"
DIR = "ltr"

MONTHS = [
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
]
WEEKDAYS = ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"]


def ago(seconds: float) -> str:
    unit, n = span(seconds)
    if unit == "now":
        return "gerade eben"
    if unit == "min":
        return f"vor {n} Minute" if n == 1 else f"vor {n} Minuten"
    if unit == "h":
        return f"vor {n} Stunde" if n == 1 else f"vor {n} Stunden"
    if unit == "d":
        return "vor 1 Tag" if n == 1 else f"vor {n} Tagen"
    return "vor 1 Woche" if n == 1 else f"vor {n} Wochen"


def datetime_long(dt: datetime) -> str:
    return f"{dt.day}. {MONTHS[dt.month - 1]} {dt.year}, {dt.hour:02d}:{dt.minute:02d} Uhr"


def date_short(dt: datetime) -> str:
    return f"{dt.day:02d}.{dt.month:02d}.{dt.year}"


def number(n: int) -> str:
    return group_digits(n, ".")


UI = {
    "comments": "Kommentare",
    "comments_n": "{n} Kommentare",
    "show_comments": "Kommentare anzeigen ({n})",
    "show_comments_zero": "Jetzt kommentieren",
    "load_more": "Weitere Kommentare laden",
    "reply": "Antworten",
    "replies_show": "{n} Antworten anzeigen",
    "replies_hide": "Antworten ausblenden",
    "like": "Gefällt mir",
    "report": "Melden",
    "report_confirm": "Diesen Kommentar wirklich der Moderation melden?",
    "share": "Teilen",
    "share_copied": "Link in die Zwischenablage kopiert",
    "accept_all": "Alle akzeptieren",
    "reject_all": "Alle ablehnen",
    "consent_settings": "Einstellungen",
    "consent_title": "Wir respektieren Ihre Privatsphäre",
    "consent_text": "Wir und unsere Partner verwenden Cookies und ähnliche Technologien, um Informationen auf Ihrem Gerät zu speichern und abzurufen, Reichweiten zu messen und personalisierte Werbung und Inhalte anzuzeigen.",
    "newsletter_title": "Der Morgen-Newsletter",
    "newsletter_text": "Die wichtigsten Nachrichten aus der Region, werktags um 6 Uhr in Ihrem Postfach.",
    "newsletter_button": "Kostenlos abonnieren",
    "email_placeholder": "Ihre E-Mail-Adresse",
    "login": "Anmelden",
    "subscribe": "Abo abschließen",
    "most_read": "Meistgelesen",
    "related": "Mehr zum Thema",
    "write_comment": "Schreiben Sie einen Kommentar",
    "comments_closed": "Die Kommentarfunktion ist für diesen Artikel deaktiviert.",
    "paywall_title": "Weiterlesen mit Plus",
    "paywall_text": "Lesen Sie alle Artikel auf unserer Website und in der App. Jederzeit kündbar.",
    "paywall_button": "Jetzt 4 Wochen für 0,99 € testen",
    "advertisement": "Anzeige",
    "by": "Von",
    "home": "Startseite",
    "reads": "{n}-mal gelesen",
    "loading": "Kommentare werden geladen …",
    "sponsored": "Gesponserte Inhalte",
    "sort_newest": "Neueste",
    "sort_oldest": "Älteste",
    "sort_top": "Beliebteste",
    "guidelines": "Netiquette",
    "read_more": "Weiterlesen",
    "search": "Suche",
    "menu": "Menü",
    "updated": "Aktualisiert",
    "photo": "Foto",
    "comments_page_title": "Kommentare zu: {title}",
    "back_to_article": "Zurück zum Artikel",
    "open_comments": "Kommentare öffnen",
    "close": "Schließen",
    "post_comment": "Kommentar absenden",
    "login_to_comment": "Zum Kommentieren anmelden",
    "min_read": "{n} Min. Lesezeit",
    "letters": "Leserbrief schreiben",
    "privacy": "Datenschutz",
}

NAV = ["Politik", "Wirtschaft", "Region", "Sport", "Kultur", "Panorama", "Wissen", "Meinung"]
FOOTER = [
    "Impressum",
    "Datenschutz",
    "AGB",
    "Kontakt",
    "Mediadaten",
    "Karriere",
    "Cookie-Einstellungen",
    "Barrierefreiheit",
    "Abo-Service",
    "Netiquette",
]

FIRST = [
    "Thomas",
    "Sabine",
    "Michael",
    "Andrea",
    "Stefan",
    "Claudia",
    "Markus",
    "Petra",
    "Jürgen",
    "Monika",
    "Frank",
    "Susanne",
    "Uwe",
    "Katrin",
    "Jan",
    "Lena",
    "Tobias",
    "Anja",
    "Dirk",
    "Melanie",
    "Hans-Peter",
    "Gabriele",
    "Florian",
    "Julia",
    "Mehmet",
    "Ayşe",
    "Klaus",
    "Birgit",
    "Sven",
    "Nadine",
    "Wolfgang",
    "Ingrid",
    "Lukas",
    "Marie",
]
LAST = [
    "Müller",
    "Schmidt",
    "Schneider",
    "Fischer",
    "Weber",
    "Meyer",
    "Wagner",
    "Becker",
    "Schulz",
    "Hoffmann",
    "Koch",
    "Richter",
    "Klein",
    "Wolf",
    "Schröder",
    "Neumann",
    "Schwarz",
    "Zimmermann",
    "Braun",
    "Krüger",
    "Hofmann",
    "Hartmann",
    "Lange",
    "Yılmaz",
    "Werner",
    "Krause",
    "Lehmann",
    "Köhler",
    "Maier",
    "Huber",
]
NICKS = [
    "Rheinländer58",
    "Bürger_mit_Meinung",
    "Pendler_NRW",
    "Kölsche_Jung",
    "AltePost",
    "nachgedacht",
    "Steuerzahler42",
    "Radfahrer_aus_Überzeugung",
    "Oma_Gisela",
    "kritischer_Leser",
    "Mainzer_Bub",
    "Realist2026",
    "Gartenfreund",
    "Querdenker_nicht",
    "Ruhrpottkind",
    "BahnfahrerIn",
    "Frau_Lehmann",
    "Sparfuchs",
    "Hinterfrager",
    "Dorfkind",
    "Weinbergschnecke",
    "Nordlicht_im_Süden",
    "Sachlich_bleiben",
    "Fritz_K",
    "Alpenblick",
    "Wiener_Melange",
    "Grantler",
    "Stadtmensch",
    "Pensionist_68",
    "Leser_seit_1985",
]
ROLES = [
    "Stadtplanerin an der Technischen Hochschule",
    "Sprecher der Bürgerinitiative",
    "Fraktionsvorsitzender im Stadtrat",
    "Ökonom am Institut für Wirtschaftsforschung",
    "Vorsitzende des Mietervereins",
    "Präsident der Industrie- und Handelskammer",
]

TOPICS = [
    {
        "key": "miete",
        "section": "Wohnen",
        "titles": [
            "{place} beschließt Mietendeckel für drei Jahre",
            "Mietendeckel in {place}: Was die neuen Regeln für Mieter bedeuten",
        ],
        "lead": "Vermieter warnen vor weniger Wohnungsangeboten, dem Mieterverein geht die Regelung nicht weit genug.",
        "subject": "der Mietendeckel",
        "actor": "der Stadtrat",
        "org": "Der Mieterverein",
    },
    {
        "key": "bahn",
        "section": "Verkehr",
        "titles": [
            "Monatelange Vollsperrung: Pendler in {place} müssen auf Busse umsteigen",
            "Bahnstrecke bei {place} wird bis Herbst gesperrt",
        ],
        "lead": "Die Bahn nennt die Sanierung alternativlos, Fahrgäste beklagen eine viel zu kurze Vorwarnzeit.",
        "subject": "die Streckensperrung",
        "actor": "die Bahn",
        "org": "Der Fahrgastverband",
    },
    {
        "key": "duerre",
        "section": "Umwelt",
        "titles": [
            "Trockenheit: {place} verbietet das Rasensprengen am Tag",
            "Wasser wird knapp – Versorger in {place} ruft zum Sparen auf",
        ],
        "lead": "Wer tagsüber den Garten bewässert, muss mit einem Bußgeld rechnen. Kritiker verweisen auf marode Leitungen.",
        "subject": "das Bewässerungsverbot",
        "actor": "der Wasserversorger",
        "org": "Das Umweltamt",
    },
    {
        "key": "fussball",
        "section": "Sport",
        "titles": [
            "Nach sieben Niederlagen: {place} trennt sich vom Trainer",
            "Trainerwechsel in {place}: So reagieren die Fans",
        ],
        "lead": "Der Vorstand spricht von einer schweren Entscheidung, die Mannschaft steht nur zwei Punkte vor dem Abstiegsplatz.",
        "subject": "die Trainerentlassung",
        "actor": "der Vorstand",
        "org": "Der Fanclub-Dachverband",
    },
    {
        "key": "handy",
        "section": "Bildung",
        "titles": [
            "Handyverbot an Schulen in {place} ab dem neuen Schuljahr",
            "Smartphones im Klassenzimmer: Schulleitungen uneins über neue Regeln",
        ],
        "lead": "Schülerinnen und Schüler sollen ihre Geräte künftig den ganzen Schultag über wegschließen.",
        "subject": "das Handyverbot",
        "actor": "das Schulministerium",
        "org": "Der Elternbeirat",
    },
    {
        "key": "energie",
        "section": "Wirtschaft",
        "titles": [
            "Strompreise steigen trotz sinkender Börsenpreise",
            "Förderung für Wärmepumpen in {place} nach wenigen Wochen ausgeschöpft",
        ],
        "lead": "Verbraucherschützer werfen den Versorgern vor, Preissenkungen nur zögerlich weiterzugeben.",
        "subject": "die Preiserhöhung",
        "actor": "der Energieversorger",
        "org": "Die Verbraucherzentrale",
    },
    {
        "key": "klinik",
        "section": "Gesundheit",
        "titles": [
            "Notaufnahme in {place} schließt nachts",
            "Protest gegen Klinikpläne: Bürger in {place} sammeln Unterschriften",
        ],
        "lead": "Die Klinikleitung verweist auf Personalmangel; Patienten müssen nachts bis zu 40 Minuten fahren.",
        "subject": "die Schließung der Notaufnahme",
        "actor": "die Klinikleitung",
        "org": "Der Patientenbeirat",
    },
    {
        "key": "radwege",
        "section": "Lokales",
        "titles": [
            "Neue Radwege in der Innenstadt von {place} sorgen für Streit",
            "Autofreie Innenstadt: {place} verlängert den Versuch",
        ],
        "lead": "Händler klagen über weniger Kundschaft, Radverbände verweisen auf sicherere Straßen.",
        "subject": "das Radwegekonzept",
        "actor": "der Verkehrsausschuss",
        "org": "Der Fahrradclub",
    },
    {
        "key": "tourismus",
        "section": "Reise",
        "titles": [
            "{place} führt Bettensteuer für Touristen ein",
            "Übernachtungsabgabe beschlossen – Hoteliers sind empört",
        ],
        "lead": "Gäste sollen pro Nacht eine kleine Abgabe zahlen, das Geld soll in Sauberkeit und Infrastruktur fließen.",
        "subject": "die Bettensteuer",
        "actor": "die Stadtverwaltung",
        "org": "Der Hotel- und Gaststättenverband",
    },
    {
        "key": "ki",
        "section": "Digital",
        "titles": [
            "KI-Software markierte Tausende Anträge fälschlich als Betrug",
            "{place} stoppt Chatbot nach falschen Auskünften",
        ],
        "lead": "Eine interne Prüfung ergab, dass die Software ohne ausreichende Tests eingeführt worden war.",
        "subject": "die KI-Software",
        "actor": "die Stadtverwaltung",
        "org": "Der Landesdatenschutzbeauftragte",
    },
]

BODY = [
    "Die Entscheidung fiel am {weekday} im Rathaus von {place}, nach wochenlangem Druck von Anwohnern und Gewerbetreibenden.",
    "Nach Zahlen, die unserer Redaktion vorliegen, wären rund {number} Haushalte direkt von der Änderung betroffen.",
    "„Wir haben sehr genau zugehört, und uns ist klar, dass das nicht allen gefallen wird“, sagte {expert}, {role}. „Aber nichts zu tun, ist keine Option mehr.“",
    "Kritiker bemängeln, {subject} sei ohne ausreichende Bürgerbeteiligung durchgepeitscht worden. Mindestens zwei Initiativen kündigten Widerstand an.",
    "Die Opposition sprach von einem „Flickenteppich“ und forderte ein unabhängiges Gutachten zu den Kosten, die auf {money} geschätzt werden.",
    "Anwohner, mit denen unsere Redaktion sprach, sind gespalten. Die einen begrüßen den Schritt, andere sagen, solche Versprechen hätten sie schon oft gehört.",
    "{org} kündigte an, bis zum Jahresende eine ausführliche Bewertung der Folgen für {place} vorzulegen.",
    "Eine endgültige Abstimmung wird für den kommenden Monat erwartet. Bis dahin gelten die bisherigen Regeln weiter.",
    "Es ist nicht das erste Mal, dass das Thema auf der Tagesordnung steht: Ein ähnlicher Vorschlag war {year} nach heftigen Protesten zurückgezogen worden.",
]

OPENERS = [
    "Endlich berichtet mal jemand darüber.",
    "Guter Artikel, danke.",
    "Ich sehe das völlig anders als die meisten hier.",
    "Überrascht mich kein bisschen.",
    "Das war doch seit Jahren absehbar.",
    "Als Anwohner aus {place} kann ich nur den Kopf schütteln.",
    "Erst lesen, dann kommentieren, Leute.",
    "Ehrlich gesagt hatte ich Schlimmeres erwartet.",
    "Und täglich grüßt das Murmeltier.",
    "Ich bin da wirklich hin- und hergerissen.",
    "Einer muss es ja mal sagen.",
    "Wie immer gut recherchiert.",
    "Ich wohne seit {years} Jahren hier und so etwas habe ich noch nicht erlebt.",
    "Interessant, dass niemand das Offensichtliche anspricht.",
    "Sorry, aber das ist doch ein Witz.",
    "Meine Familie ist direkt davon betroffen.",
    "Mal ganz sachlich betrachtet:",
]
STATEMENTS = [
    "{subject} ist längst überfällig.",
    "Ob {subject} etwas bringt, fragt die Betroffenen ja keiner.",
    "Das eigentliche Problem ist nicht {subject}, sondern die völlig fehlende Planung.",
    "Da hätte {actor} schon vor Jahren handeln müssen.",
    "Wenn {subject} hält, was versprochen wird, nehme ich alles zurück.",
    "Alle paar Jahre ein neuer Plan, und geändert hat sich nie etwas.",
    "Bei uns sind die Preise allein letztes Jahr um {pct} Prozent gestiegen.",
    "Ich verstehe ehrlich nicht, wie man dagegen sein kann.",
    "Das trifft mal wieder genau die, die sich am wenigsten wehren können.",
    "Die Zahlen im Artikel passen für mich nicht zusammen.",
    "Kritisieren ist leicht, aber was wäre denn die Alternative?",
    "Am Ende zahlen wieder die kleinen Betriebe die Zeche.",
    "Die Bürgerversammlung war eine Farce, ich war selbst dort.",
    "Andere Städte haben genau das gemacht, und es hat funktioniert.",
    "Wir hatten {year} schon mal so etwas, das ging grandios schief.",
    "Auf dem Papier klingt {subject} gut, aber wer soll das kontrollieren?",
    "Die Hälfte der Ratsmitglieder hat den Bericht offensichtlich nicht gelesen.",
    "Mich würde interessieren, wer daran eigentlich verdient.",
    "Mein Nachbar wartet seit {n} Monaten auf eine Antwort.",
    "{org} hat schon vor Jahren davor gewarnt, das hätte im Artikel stehen können.",
    "Wenigstens versucht überhaupt mal jemand etwas.",
    "{subject} lenkt doch nur von den wirklichen Problemen ab.",
    "Wer in letzter Zeit darauf angewiesen war, weiß, wie schlimm es geworden ist.",
    "Das kostet {money}, und keiner weiß, was wir dafür bekommen.",
]
REASONS = [
    "Man muss sich nur anschauen, was beim letzten Haushalt passiert ist.",
    "Die Kosten landen am Ende immer beim Steuerzahler.",
    "In meiner Nachbarschaft sehen das alle genauso.",
    "Verantwortung will ja keiner mehr übernehmen.",
    "Ausbaden müssen das am Ende unsere Kinder.",
    "Für ein einziges Schlagloch in meiner Straße haben sie {n} Monate gebraucht.",
    "Die Entscheider wohnen ja selbst nicht hier.",
    "{year} lag schon ein guter Vorschlag auf dem Tisch.",
    "Alle, die ich kenne, haben dieselbe Erfahrung gemacht.",
    "Die Zahlen sind seit Monaten bekannt.",
    "Beim letzten Mal hieß es genau dasselbe.",
    "Gesunder Menschenverstand ist offenbar Mangelware.",
    "Von einem Plan B steht im Artikel kein Wort.",
    "Ich habe selbst {years} Jahre in der Branche gearbeitet.",
]
CLOSERS = [
    "Wir werden sehen.",
    "Mal sehen, wer am Ende die Rechnung zahlt.",
    "Nur meine bescheidene Meinung.",
    "Bin ich der Einzige, der das so sieht?",
    "So, jetzt ist es raus.",
    "Danke für die Berichterstattung.",
    "Peinlich für alle Beteiligten.",
    "Aufwachen, Leute!",
    "Können wir bitte bei den Fakten bleiben?",
    "Ich glaube es erst, wenn ich es sehe.",
    "Das gibt einem schon zu denken.",
    "Traurig, aber wahr.",
    "Schönen Sonntag noch.",
    "Ich halte jedenfalls nicht den Atem an.",
]
SHORT = [
    "Genau so ist es.",
    "Volle Zustimmung.",
    "Einfach lächerlich.",
    "Gut geschrieben, danke.",
    "Typisch.",
    "Starker Artikel!",
    "Dem ist nichts hinzuzufügen.",
    "Was für ein Chaos.",
    "Wurde auch Zeit!",
    "Unglaublich.",
    "Sehr gut gesagt.",
    "Das ist einfach nur traurig.",
    "Endlich mal Vernunft.",
]
REPLIES = [
    "@{name} Sehe ich genauso.",
    "@{name} Das steht so aber nicht im Artikel.",
    "Guter Punkt, {name}.",
    "{name}, haben Sie den Artikel überhaupt gelesen?",
    "Da muss ich {name} recht geben.",
    "Sorry {name}, aber das ist Unsinn.",
    "@{name} Besser hätte ich es nicht sagen können.",
    "@{name} Quelle?",
    "{name} hat da nicht ganz unrecht.",
    "@{name} Sie wohnen offensichtlich nicht hier.",
]
LINKS = [
    (
        "Den ganzen Bericht gibt es {link}, falls es jemanden interessiert.",
        "hier",
        "https://www.bundesregierung.de/breg-de/service/publikationen",
    ),
    ("Eine gute Erklärung steht {link}.", "bei der Tagesschau", "https://www.tagesschau.de/"),
    ("Die offiziellen Zahlen findet man {link}.", "beim Statistischen Bundesamt", "https://www.destatis.de/"),
    ("Wer es nachlesen will: {link}.", "Ratsinformationssystem", "https://ratsinfo.example.de/sitzungen"),
]
MONEY = "{n} Millionen {cur}"
SEP = " "
EMOJI = ["👍", "😂", "🙄", "👏", "😡", "🤔", "💯", "😢", "🤦‍♂️", "🙈"]
BADGES = ["Abonnent", "Top-Kommentator", "Verifiziert"]
