"""Look-alike lists: repeated records with names, dates and short texts that are not comments.

Each on an article page with no comments at all (truth: zero), except the ``mixed`` cases,
where a look-alike list sits beside a real small thread (truth: only the thread).
"""

from __future__ import annotations

from comspider_lab.blind.content import SITES, A
from comspider_lab.blind.layout import Blocks, render
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, Shape, isso_embed, record_list, stars, static_thread

S = Seed


def R(**kw: str) -> dict[str, str]:
    return kw


def reviews_markup(heading: str, reviews: list[dict[str, str]], item_name: str) -> str:
    """schema.org/Review records with star ratings (microdata)."""
    rows = []
    for r in reviews:
        n = int(r["stars"])
        rows.append(
            '<div class="rv" itemprop="review" itemscope itemtype="https://schema.org/Review">'
            f'<img src="/_avatar/rv-{r["who"]}.svg" alt="" width="40" height="40">'
            f'<span itemprop="author" itemscope itemtype="https://schema.org/Person"><span class="rv-name" itemprop="name">{r["who"]}</span></span> '
            f'<meta itemprop="datePublished" content="{r["iso"]}"><span class="rv-date">{r["date"]}</span>'
            f'<div class="rv-stars" itemprop="reviewRating" itemscope itemtype="https://schema.org/Rating">'
            f'<meta itemprop="ratingValue" content="{n}"><meta itemprop="bestRating" content="5">{stars(n)}</div>'
            f'<h4 itemprop="name">{r["title"]}</h4><p itemprop="reviewBody">{r["text"]}</p>'
            '<div class="rv-help">Helpful? <button>Yes</button> <button>No</button></div></div>'
        )
    return (
        f'<section class="rv-block" itemscope itemtype="https://schema.org/Product"><h2>{heading}</h2>'
        f'<meta itemprop="name" content="{item_name}">{"".join(rows)}</section>'
    )


def lookalike_cases() -> list[Case]:
    cases: list[Case] = []

    # events + obituaries (de)
    events = [
        R(
            t="Orgelkonzert im Dom",
            d="Sa, 15. März, 19:30 Uhr",
            v="St. Marien, Stralsund",
            x="Werke von Bach und Buxtehude. Eintritt frei, Spenden erbeten.",
        ),
        R(
            t="Kranichwanderung am Bodden",
            d="So, 16. März, 7:00 Uhr",
            v="Treffpunkt Hafen Zingst",
            x="Geführte Tour mit dem Nationalparkamt, Fernglas mitbringen.",
        ),
        R(
            t="Lesung: Hanne Kolb liest aus „Salzwiesen“",
            d="Di, 18. März, 19:00 Uhr",
            v="Stadtbibliothek Barth",
            x="Die Autorin erzählt von ihrer Kindheit auf dem Darß.",
        ),
        R(
            t="Flohmarkt in der Kulturscheune",
            d="Sa, 22. März, 10–16 Uhr",
            v="Kulturscheune Prerow",
            x="Über 40 Stände, Kaffee und Kuchen vom Förderverein.",
        ),
        R(
            t="Plattdeutscher Abend",
            d="Fr, 28. März, 20:00 Uhr",
            v="Gasthof Zur Linde, Wieck",
            x="Geschichten und Lieder op Platt mit dem Ensemble Klönsnack.",
        ),
        R(
            t="Kinderkino: Die Schatzinsel",
            d="So, 30. März, 15:00 Uhr",
            v="Kino Ribnitz",
            x="Für Kinder ab 6 Jahren, Eintritt 4 Euro.",
        ),
    ]
    obits = [
        R(
            n="Gertrud Wendt",
            l="* 3. 5. 1931  † 2. 3. 2025",
            x="In Liebe und Dankbarkeit nehmen wir Abschied. Deine Kinder und Enkel.",
            o="Zingst",
        ),
        R(
            n="Heinz-Otto Lübcke",
            l="* 12. 9. 1944  † 4. 3. 2025",
            x="Ein erfülltes Leben auf See ist zu Ende gegangen. Die Trauerfeier findet im engsten Kreis statt.",
            o="Barth",
        ),
        R(
            n="Renate Schulz",
            l="* 28. 1. 1950  † 5. 3. 2025",
            x="Du bist nicht mehr da, wo du warst, aber du bist überall, wo wir sind.",
            o="Prerow",
        ),
        R(
            n="Klaus Dieter Brandt",
            l="* 7. 7. 1938  † 6. 3. 2025",
            x="Wir danken allen, die ihn auf seinem letzten Weg begleiten.",
            o="Wieck",
        ),
    ]
    cases.append(
        Case(
            "lookalike-de-events-obituaries",
            "lookalike",
            "de",
            "on_load",
            "<section>s",
            "Veranstaltungstipps / Traueranzeigen",
            "An event calendar (title, date, venue, blurb) and obituary notices (name, dates, text) beside an article.",
            "/region/zingst-strandstrasse-termine.html",
            render(
                "daily",
                SITES["de2"],
                A["de-kuste"],
                Blocks(
                    after=record_list(
                        "Veranstaltungstipps",
                        events,
                        "div",
                        'div class="termin"',
                        [
                            ("t", "h3", "titel"),
                            ("d", "time", "wann"),
                            ("v", "span", "ort"),
                            ("x", "p", "info"),
                        ],
                        avatar=True,
                    ),
                    aside=record_list(
                        "Traueranzeigen",
                        obits,
                        "ul",
                        'li class="anzeige"',
                        [
                            ("n", "strong", "name"),
                            ("l", "span", "lebensdaten"),
                            ("x", "p", "spruch"),
                            ("o", "span", "ort"),
                        ],
                        heading_tag="h3",
                    ),
                ),
            ),
            lookalikes=("event listings", "obituaries"),
        )
    )

    # deals + people-also-read teasers with authors and dates (fr)
    deals = [
        R(
            n="Vélo électrique Lyon 500",
            p="1 199 €",
            o="1 499 €",
            s="Cyclo Nantes",
            x="Autonomie 90 km, cadre alu, livré monté.",
        ),
        R(
            n="Antivol en U renforcé",
            p="34,90 €",
            o="49,90 €",
            s="Décathlon Atlantis",
            x="Niveau de sécurité 14/15, deux clés.",
        ),
        R(
            n="Casque urbain LED",
            p="59 €",
            o="79 €",
            s="Vélo & Ville",
            x="Éclairage arrière intégré, rechargeable USB.",
        ),
        R(
            n="Sacoche imperméable 20 L",
            p="27,50 €",
            o="39 €",
            s="Le Comptoir du Cycle",
            x="Fixation rapide sur porte-bagages.",
        ),
        R(
            n="Pompe à pied avec manomètre",
            p="19,99 €",
            o="",
            s="Cyclo Nantes",
            x="Compatible valves Presta et Schrader.",
        ),
    ]
    teasers = [
        R(
            t="Les pistes cyclables de la métropole en carte",
            a="Par Hugo Martin",
            d="12 février 2025",
            x="Où rouler en sécurité ? Notre carte interactive quartier par quartier.",
        ),
        R(
            t="Rennes, modèle du vélo en Bretagne ?",
            a="Par Léa Bernard",
            d="8 février 2025",
            x="La capitale bretonne a doublé son réseau en cinq ans. Reportage.",
        ),
        R(
            t="Accidents : les carrefours les plus dangereux",
            a="Par Claire Dubosc",
            d="2 février 2025",
            x="Sept intersections concentrent un tiers des accidents impliquant des cyclistes.",
        ),
        R(
            t="Vélo-cargo : la prime de la ville prolongée",
            a="Par Marc Lefèvre",
            d="28 janvier 2025",
            x="Jusqu'à 1 000 euros d'aide pour les familles nantaises.",
        ),
    ]
    cases.append(
        Case(
            "lookalike-fr-deals-teasers",
            "lookalike",
            "fr",
            "on_load",
            "<section>s",
            "Bons plans / À lire aussi",
            "Product deals with prices and shops, and 'À lire aussi' teasers with authors, dates and summaries.",
            "/mobilite/velo-nantes-bons-plans.html",
            render(
                "portal",
                SITES["fr"],
                A["fr-velo"],
                Blocks(
                    after=record_list(
                        "Bons plans vélo",
                        deals,
                        "div",
                        'div class="offre"',
                        [
                            ("n", "h3", "produit"),
                            ("p", "span", "prix"),
                            ("o", "s", "ancien-prix"),
                            ("s", "span", "boutique"),
                            ("x", "p", "desc"),
                        ],
                        avatar=True,
                    )
                    + record_list(
                        "À lire aussi",
                        teasers,
                        "div",
                        'article class="carte"',
                        [
                            ("t", "h3", "titre"),
                            ("a", "span", "auteur"),
                            ("d", "time", "date"),
                            ("x", "p", "chapo"),
                        ],
                        avatar=True,
                    )
                ),
            ),
            lookalikes=("product/price listings", "'people also read' teasers with authors and dates"),
        )
    )

    # job ads (nl)
    jobs = [
        R(
            t="Dijkwerker (m/v/x)",
            c="Waterschap Rivierenland",
            p="Tiel",
            h="36 uur",
            d="Geplaatst op 10 april",
            x="Je onderhoudt dijken en kades en werkt mee aan inspecties bij hoogwater.",
        ),
        R(
            t="Projectleider dijkversterking",
            c="Heijmans",
            p="Culemborg",
            h="40 uur",
            d="Geplaatst op 9 april",
            x="Je bent het aanspreekpunt voor bewoners en aannemers tijdens de uitvoering.",
        ),
        R(
            t="Ecoloog",
            c="Bureau Waardenburg",
            p="Culemborg",
            h="32–40 uur",
            d="Geplaatst op 8 april",
            x="Je brengt beschermde soorten in kaart langs de rivieren.",
        ),
        R(
            t="Omgevingsmanager",
            c="Gemeente Vijfheerenlanden",
            p="Vianen",
            h="36 uur",
            d="Geplaatst op 7 april",
            x="Je zorgt dat inwoners op tijd weten wat er in hun straat gebeurt.",
        ),
        R(
            t="Machinist graafmachine",
            c="Van den Herik",
            p="Sliedrecht",
            h="40 uur",
            d="Geplaatst op 5 april",
            x="Ervaring met werken op taluds is een pré.",
        ),
        R(
            t="Stagiair waterbouw",
            c="Deltares",
            p="Delft",
            h="Stage",
            d="Geplaatst op 3 april",
            x="Afstudeeronderzoek naar piping onder rivierdijken.",
        ),
    ]
    cases.append(
        Case(
            "lookalike-nl-jobs",
            "lookalike",
            "nl",
            "on_load",
            "<section>",
            "Vacatures in de regio",
            "Job ads (title, employer, place, hours, posting date, summary) below an article.",
            "/regio/dijkversterking-lek-vacatures.html",
            render(
                "local",
                SITES["nl"],
                A["nl-dijk"],
                Blocks(
                    after=record_list(
                        "Vacatures in de regio",
                        jobs,
                        "ul",
                        'li class="vacature"',
                        [
                            ("t", "h3", "functie"),
                            ("c", "span", "werkgever"),
                            ("p", "span", "plaats"),
                            ("h", "span", "uren"),
                            ("d", "span", "geplaatst"),
                            ("x", "p", "omschrijving"),
                        ],
                        avatar=True,
                    )
                ),
            ),
            lookalikes=("job ads",),
        )
    )

    # recipe cards (it)
    recipes = [
        R(
            t="Bagna cauda della nonna",
            a="di Nonna Pina",
            m="40 min",
            l="Facile",
            x="La salsa calda piemontese con aglio, acciughe e olio, da servire con le verdure crude.",
        ),
        R(
            t="Agnolotti del plin",
            a="di Marco Rinaldi",
            m="2 ore",
            l="Difficile",
            x="I piccoli ravioli pizzicati ripieni di arrosto, al sugo d'arrosto o burro e salvia.",
        ),
        R(
            t="Vitello tonnato",
            a="di Chiara Gallo",
            m="1 ora e 30",
            l="Media",
            x="Fettine di girello con la salsa tonnata della tradizione, senza maionese.",
        ),
        R(
            t="Bonet al cacao",
            a="di Nonna Pina",
            m="1 ora",
            l="Facile",
            x="Il budino di amaretti e cacao, cotto a bagnomaria.",
        ),
        R(
            t="Risotto al Barolo",
            a="di Andrea Conti",
            m="35 min",
            l="Media",
            x="Un risotto dal colore intenso, mantecato con Castelmagno.",
        ),
    ]
    cases.append(
        Case(
            "lookalike-it-recipes",
            "lookalike",
            "it",
            "on_load",
            "<section>",
            "Le ricette della settimana",
            "Recipe cards (title, author, time, difficulty, description) below an article.",
            "/citta/mercato-porta-palazzo-ricette.html",
            render(
                "magazine",
                SITES["it"],
                A["it-mercato"],
                Blocks(
                    after=record_list(
                        "Le ricette della settimana",
                        recipes,
                        "div",
                        'div class="ricetta"',
                        [
                            ("t", "h3", "nome"),
                            ("a", "span", "chef"),
                            ("m", "span", "tempo"),
                            ("l", "span", "difficolta"),
                            ("x", "p", "descrizione"),
                        ],
                        avatar=True,
                    )
                ),
            ),
            lookalikes=("recipe cards",),
        )
    )

    # search results (es)
    results = [
        R(
            t="La sequía obliga a cerrar piscinas municipales en Jaén",
            d="3 de junio de 2025",
            s="Andalucía",
            x="…los ayuntamientos de la provincia han decidido no abrir las piscinas por la sequía que sufre la cuenca…",
        ),
        R(
            t="Los embalses del Guadalquivir, al 25 %",
            d="28 de mayo de 2025",
            s="Economía",
            x="…la reserva hídrica baja dos puntos en una semana y la sequía amenaza la campaña…",
        ),
        R(
            t="Qué hacer para ahorrar agua en casa",
            d="20 de mayo de 2025",
            s="Vida",
            x="…diez consejos para reducir el consumo durante la sequía sin renunciar a la comodidad…",
        ),
        R(
            t="Agricultores protestan en Córdoba por la sequía",
            d="14 de mayo de 2025",
            s="Andalucía",
            x="…cientos de tractores cortaron la avenida del Aeropuerto para pedir ayudas por la sequía…",
        ),
        R(
            t="La sequía de 1995, treinta años después",
            d="2 de mayo de 2025",
            s="Hemeroteca",
            x="…recordamos el verano en que Sevilla tuvo cortes de agua durante cuatro meses…",
        ),
        R(
            t="Desaladoras: ¿solución o parche?",
            d="22 de abril de 2025",
            s="Opinión",
            x="…el debate sobre las desaladoras vuelve con cada sequía; expertos explican sus límites…",
        ),
    ]
    cases.append(
        Case(
            "lookalike-es-search-results",
            "lookalike",
            "es",
            "on_load",
            "<section class=busqueda>",
            "Más resultados para «sequía»",
            "A block of site search results (title, date, section, snippet) beside an article.",
            "/nacional/restricciones-agua-resultados.html",
            render(
                "portal",
                SITES["es"],
                A["es-agua"],
                Blocks(
                    after=record_list(
                        "Más resultados para «sequía»",
                        results,
                        "ol",
                        'li class="resultado"',
                        [
                            ("t", "a", "enlace"),
                            ("d", "time", "fecha"),
                            ("s", "span", "seccion"),
                            ("x", "p", "extracto"),
                        ],
                        outer_attrs='class="busqueda"',
                    )
                ),
            ),
            lookalikes=("search results",),
        )
    )

    # quiz (pl)
    quiz = [
        R(
            q="Pytanie 1 z 5",
            t="Ile kosztował nowy most na Wisłoku?",
            a="A) 56 mln zł · B) 96 mln zł · C) 196 mln zł",
            h="Podpowiedź: sprawdź lead artykułu.",
        ),
        R(
            q="Pytanie 2 z 5",
            t="Które osiedle łączy nowa przeprawa z ulicą Lubelską?",
            a="A) Baranówka · B) Zalesie · C) Załęże",
            h="Podpowiedź: to osiedle na północy miasta.",
        ),
        R(
            q="Pytanie 3 z 5",
            t="Ile pojazdów dziennie ma przejeżdżać przez most?",
            a="A) około 5 tysięcy · B) około 25 tysięcy · C) około 60 tysięcy",
            h="",
        ),
        R(
            q="Pytanie 4 z 5",
            t="Co powstanie obok mostu w przyszłym roku?",
            a="A) parking · B) kładka pieszo-rowerowa · C) stacja kolejowa",
            h="",
        ),
        R(
            q="Pytanie 5 z 5",
            t="Którą aleję odciąży nowy most?",
            a="A) Piłsudskiego · B) Rejtana · C) Powstańców Warszawy",
            h="Podpowiedź: biegnie przez centrum.",
        ),
    ]
    cases.append(
        Case(
            "lookalike-pl-quiz",
            "lookalike",
            "pl",
            "on_load",
            "<section class=quiz>",
            "Sprawdź się: quiz",
            "A quiz of five questions with answers and hints below an article.",
            "/region/nowy-most-quiz.html",
            render(
                "portal",
                SITES["pl"],
                A["pl-most"],
                Blocks(
                    after=record_list(
                        "Sprawdź się: quiz",
                        quiz,
                        "div",
                        'div class="pytanie"',
                        [
                            ("q", "span", "numer"),
                            ("t", "h3", "tresc-pytania"),
                            ("a", "p", "odpowiedzi"),
                            ("h", "small", "podpowiedz"),
                        ],
                        outer_attrs='class="quiz"',
                    )
                ),
            ),
            lookalikes=("exercise/quiz list",),
        )
    )

    # FAQ + course schedule (sv)
    faq = [
        R(
            q="Var ska mitt barn simma under stängningen?",
            a="Simundervisningen flyttar till simhallen i Torneå. Skolan ordnar buss.",
            w="Svar: Barn- och utbildningsförvaltningen",
        ),
        R(
            q="Kan jag behålla mitt årskort?",
            a="Årskort förlängs med lika lång tid som badhuset är stängt.",
            w="Svar: Fritidsförvaltningen",
        ),
        R(
            q="Öppnar gymmet i badhuset också?",
            a="Gymmet håller öppet som vanligt via entrén på baksidan.",
            w="Svar: Fritidsförvaltningen",
        ),
        R(
            q="Vad kostar renoveringen?",
            a="Kommunfullmäktige har beslutat om en budget på 48 miljoner kronor.",
            w="Svar: Kommunledningskontoret",
        ),
    ]
    courses = [
        R(
            n="Vattengymnastik för seniorer",
            d="Tisdagar 10.00–11.00, från 15 april",
            l="Ledare: Eva Pekkari",
            p="Torneå simhall",
        ),
        R(
            n="Crawl för vuxna, nybörjare",
            d="Onsdagar 18.30–19.30, från 16 april",
            l="Ledare: Jonas Alatalo",
            p="Torneå simhall",
        ),
        R(
            n="Babysim",
            d="Lördagar 9.30–10.15, från 19 april",
            l="Ledare: Maria Vaara",
            p="Folkets hus, bassäng 2",
        ),
        R(
            n="Livräddning grund",
            d="Söndag 27 april 9.00–15.00",
            l="Ledare: Simsällskapet",
            p="Torneå simhall",
        ),
    ]
    cases.append(
        Case(
            "lookalike-sv-faq-courses",
            "lookalike",
            "sv",
            "on_load",
            "<section>s",
            "Vanliga frågor / Kurser i vår",
            "An FAQ (question, answer, who answered) and a course schedule beside an article.",
            "/lokalt/badhuset-fragor-och-svar.html",
            render(
                "local",
                SITES["sv"],
                A["sv-ven"],
                Blocks(
                    after=record_list(
                        "Vanliga frågor",
                        faq,
                        "dl",
                        'div class="fraga"',
                        [("q", "dt", "q"), ("a", "dd", "a"), ("w", "dd", "vem")],
                    )
                    + record_list(
                        "Kurser i vår",
                        courses,
                        "table",
                        'tr class="kurs"',
                        [
                            ("n", "td", "kursnamn"),
                            ("d", "td", "tid"),
                            ("l", "td", "ledare"),
                            ("p", "td", "plats"),
                        ],
                    )
                ),
            ),
            lookalikes=("FAQ entries", "course schedule"),
        )
    )

    # changelog (en)
    changes = [
        R(
            v="Version 4.2.0",
            d="6 May 2025",
            a="Released by Priya N.",
            x="Payment confirmations are now checked against the warden database before a session starts. Adds a reminder 10 minutes before a session ends.",
        ),
        R(
            v="Version 4.1.3",
            d="14 April 2025",
            a="Released by Priya N.",
            x="Fixes a crash when the phone changed time zone during a session.",
        ),
        R(
            v="Version 4.1.2",
            d="2 April 2025",
            a="Released by Sam O'Neill",
            x="Improves map loading on older Android phones. Updates translations.",
        ),
        R(
            v="Version 4.1.0",
            d="11 March 2025",
            a="Released by Sam O'Neill",
            x="New: extend a session from the notification. Known issue: some payments are shown as pending for too long.",
        ),
        R(
            v="Version 4.0.0",
            d="20 January 2025",
            a="Released by the Parking Services team",
            x="A new design, Apple Pay and Google Pay, and support for resident permits.",
        ),
    ]
    cases.append(
        Case(
            "lookalike-en-changelog",
            "lookalike",
            "en",
            "on_load",
            "<section class=release-notes>",
            "What's new in the app",
            "Release notes (version, date, who released it, what changed) below an article about the app.",
            "/tech/parking-app-release-notes.html",
            render(
                "daily",
                SITES["en"],
                A["en-app"],
                Blocks(
                    after=record_list(
                        "What's new in the app",
                        changes,
                        "div",
                        'div class="release"',
                        [
                            ("v", "h3", "version"),
                            ("d", "time", "released"),
                            ("a", "span", "by"),
                            ("x", "p", "notes"),
                        ],
                        outer_attrs='class="release-notes"',
                        avatar=True,
                    )
                ),
            ),
            lookalikes=("changelog/release notes",),
        )
    )

    # fixtures/results + timeline (pt)
    results_pt = [
        R(h="Atlético-MG", s="2 × 1", a="Cruzeiro", d="Dom, 29/06 · 16h", e="Mineirão"),
        R(h="Flamengo", s="0 × 0", a="Palmeiras", d="Dom, 29/06 · 18h30", e="Maracanã"),
        R(h="Grêmio", s="3 × 2", a="Internacional", d="Sáb, 28/06 · 21h", e="Arena do Grêmio"),
        R(h="Bahia", s="1 × 1", a="Fortaleza", d="Sáb, 28/06 · 19h", e="Fonte Nova"),
        R(h="Santos", s="—", a="Corinthians", d="Qua, 02/07 · 21h30", e="Vila Belmiro"),
    ]
    timeline = [
        R(d="1º de julho, 4h", x="Termômetros marcam -2 °C em Maria da Fé."),
        R(d="1º de julho, 7h", x="Produtores relatam geada em lavouras de Varginha e Três Pontas."),
        R(d="1º de julho, 11h", x="Emater inicia vistorias em 14 municípios."),
        R(d="1º de julho, 15h", x="Preço do arábica sobe 6% em Nova York."),
        R(d="2 de julho, 9h", x="Governo estadual anuncia linha de crédito emergencial."),
    ]
    cases.append(
        Case(
            "lookalike-pt-fixtures-timeline",
            "lookalike",
            "pt",
            "on_load",
            "<section>s",
            "Resultados da rodada / Cronologia",
            "Football results (teams, score, date, stadium) and a dated timeline beside an article.",
            "/agronegocio/geada-cafe-sul-de-minas.html",
            render(
                "portal",
                SITES["pt"],
                A["pt-cafe"],
                Blocks(
                    after=record_list(
                        "Cronologia",
                        timeline,
                        "ul",
                        'li class="marco"',
                        [("d", "time", "quando"), ("x", "p", "fato")],
                    ),
                    aside=record_list(
                        "Resultados da rodada",
                        results_pt,
                        "table",
                        'tr class="jogo"',
                        [
                            ("h", "td", "mandante"),
                            ("s", "td", "placar"),
                            ("a", "td", "visitante"),
                            ("d", "td", "data"),
                            ("e", "td", "estadio"),
                        ],
                        heading_tag="h4",
                    ),
                ),
            ),
            lookalikes=("sports fixtures/results", "timeline"),
        )
    )

    # forum index (de)
    forum = [
        R(
            t="Brückensperrung: Welche Umleitung nehmt ihr morgens?",
            a="gestartet von rheinpendler",
            d="11.03.2025, 07:12",
            r="38 Antworten",
            l="Letzter Beitrag: Ulla_K",
        ),
        R(
            t="Fähre Linz–Kripp: neue Preise ab April",
            a="gestartet von Faehrmann",
            d="10.03.2025, 18:40",
            r="12 Antworten",
            l="Letzter Beitrag: hansi62",
        ),
        R(
            t="Wer kennt einen guten Dachdecker in Sinzig?",
            a="gestartet von Mona_S",
            d="09.03.2025, 21:03",
            r="7 Antworten",
            l="Letzter Beitrag: Bauherr2020",
        ),
        R(
            t="Karneval in Remagen – Zugweg 2025",
            a="gestartet von Jeckenverein",
            d="02.03.2025, 11:30",
            r="54 Antworten",
            l="Letzter Beitrag: Prinz_Karl",
        ),
        R(
            t="Radweg Erpel: Baustelle seit Wochen verwaist",
            a="gestartet von velo_erpel",
            d="28.02.2025, 16:55",
            r="21 Antworten",
            l="Letzter Beitrag: rheinpendler",
        ),
        R(
            t="Suche Mitfahrgelegenheit nach Bonn, 7 Uhr",
            a="gestartet von Jule",
            d="27.02.2025, 06:45",
            r="3 Antworten",
            l="Letzter Beitrag: Jule",
        ),
    ]
    cases.append(
        Case(
            "lookalike-de-forum-index",
            "lookalike",
            "de",
            "on_load",
            "<section class=forum-box>",
            "Aus unserem Forum",
            "An index of forum threads (title, who started it, date, reply count, last poster) beside an article.",
            "/lokales/rheinbruecke-forum.html",
            render(
                "magazine",
                SITES["de"],
                A["de-brucke"],
                Blocks(
                    after=record_list(
                        "Aus unserem Forum",
                        forum,
                        "ul",
                        'li class="thema"',
                        [
                            ("t", "a", "titel"),
                            ("a", "span", "starter"),
                            ("d", "time", "datum"),
                            ("r", "span", "antworten"),
                            ("l", "span", "letzter"),
                        ],
                        outer_attrs='class="forum-box"',
                        avatar=True,
                    )
                ),
            ),
            lookalikes=("forum index of thread titles",),
        )
    )

    # timeline + teasers with bylines (ru)
    chron = [
        R(d="4 апреля, 10:00", x="Администрация объявила о закрытии парка «Дубрава» с 1 мая."),
        R(d="4 апреля, 12:30", x="Экологи потребовали опубликовать дендроплан."),
        R(d="4 апреля, 15:10", x="Подрядчик сообщил, что работы начнутся с замены освещения."),
        R(d="4 апреля, 18:00", x="Назначена дата общественных слушаний — 15 апреля."),
    ]
    teasers_ru = [
        R(
            t="Какие парки города обновят в этом году",
            a="Ирина Соколова",
            d="2 апреля 2025",
            x="Список из семи скверов и парков, где начнутся работы.",
        ),
        R(
            t="Старейшему дубу Приволжска 300 лет",
            a="Алексей Морозов",
            d="29 марта 2025",
            x="Как горожане спасали дерево в девяностые.",
        ),
        R(
            t="Где гулять с детьми весной",
            a="Ольга Лебедева",
            d="25 марта 2025",
            x="Пять мест для прогулок в выходные.",
        ),
        R(
            t="Новые фонари на набережной: что изменилось",
            a="Ирина Соколова",
            d="20 марта 2025",
            x="Светодиоды вместо натриевых ламп.",
        ),
    ]
    cases.append(
        Case(
            "lookalike-ru-timeline-teasers",
            "lookalike",
            "ru",
            "on_load",
            "<section>s",
            "Хроника / Читайте также",
            "A timeline of the day and 'read also' teasers with authors, dates and excerpts.",
            "/gorod/park-dubrava-hronika.html",
            render(
                "local",
                SITES["ru"],
                A["ru-park"],
                Blocks(
                    after=record_list(
                        "Хроника",
                        chron,
                        "ol",
                        'li class="sobytie"',
                        [("d", "time", "vremya"), ("x", "p", "tekst")],
                    )
                    + record_list(
                        "Читайте также",
                        teasers_ru,
                        "div",
                        'article class="anons"',
                        [
                            ("t", "h3", "zagolovok"),
                            ("a", "span", "avtor"),
                            ("d", "time", "data"),
                            ("x", "p", "lid"),
                        ],
                        avatar=True,
                    )
                ),
            ),
            lookalikes=("timeline", "'people also read' teasers with authors and dates"),
        )
    )

    # schema.org reviews with stars (en)
    reviews = [
        R(
            who="Sarah J.",
            date="12 August 2025",
            iso="2025-08-12",
            stars="5",
            title="Best hake I've had",
            text="We waited 40 minutes but it was worth it. The brown shrimp butter is something else.",
        ),
        R(
            who="Dave Collins",
            date="9 August 2025",
            iso="2025-08-09",
            stars="3",
            title="Good fish, soggy chips",
            text="The fish was spot on, the chips were limp and lukewarm. Friendly staff though.",
        ),
        R(
            who="Amira H.",
            date="2 August 2025",
            iso="2025-08-02",
            stars="4",
            title="Lovely room, short menu",
            text="The old net loft is beautiful. Only three mains on the night we went.",
        ),
        R(
            who="Tom & Ellie",
            date="28 July 2025",
            iso="2025-07-28",
            stars="5",
            title="Anniversary dinner",
            text="They found us a table by the window and brought a dessert with a candle.",
        ),
        R(
            who="Graham P.",
            date="21 July 2025",
            iso="2025-07-21",
            stars="2",
            title="Too noisy",
            text="Couldn't hear each other. The food was fine but we won't be rushing back.",
        ),
    ]
    cases.append(
        Case(
            "lookalike-en-reviews-schema",
            "lookalike",
            "en",
            "on_load",
            "<section itemtype=schema.org/Product>",
            "What diners say",
            "Diners' reviews with star ratings marked up as schema.org/Review (reviews are not comments).",
            "/food/saltwater-review.html",
            render(
                "magazine",
                SITES["en"],
                A["en-restaurant"],
                Blocks(
                    after=reviews_markup("What diners say", reviews, "Saltwater")
                    + '<p><a href="/write-review">Write a review</a></p>'
                ),
            ),
            lookalikes=("reviews with star ratings (schema.org/Review)",),
        )
    )

    # course schedule + exercises (tr)
    lessons = [
        R(
            g="Pazartesi",
            s="09.00–10.30",
            d="Zeytin yetiştiriciliğine giriş",
            h="Öğr. Gör. Selin Aydın",
            y="Derslik B-12",
        ),
        R(
            g="Salı",
            s="13.00–14.30",
            d="Budama teknikleri (uygulama)",
            h="Dr. Kemal Öztürk",
            y="Uygulama bahçesi",
        ),
        R(
            g="Çarşamba",
            s="10.00–12.00",
            d="Zeytinyağı kalite analizleri",
            h="Doç. Dr. Nilay Er",
            y="Laboratuvar 3",
        ),
        R(g="Perşembe", s="14.00–15.30", d="Pazarlama ve ihracat", h="Öğr. Gör. Burak Tan", y="Derslik A-4"),
        R(g="Cuma", s="09.00–10.30", d="Hasat ve depolama", h="Dr. Kemal Öztürk", y="Derslik B-12"),
    ]
    exercises = [
        R(
            n="Alıştırma 1",
            q="Bir ağaçtan ortalama 20 kg zeytin toplanıyor. 150 ağaçlık bir bahçeden kaç kg zeytin elde edilir?",
        ),
        R(
            n="Alıştırma 2",
            q="5 kg zeytinden 1 litre yağ çıkıyorsa, 3.000 kg zeytinden kaç litre yağ elde edilir?",
        ),
        R(n="Alıştırma 3", q="Litre fiyatı 300 liradan yüzde 15 düşerse yeni fiyat kaç lira olur?"),
        R(
            n="Alıştırma 4",
            q="Hasat işçisine günde 1.200 lira ödeniyorsa, 8 işçinin 12 günlük ücreti toplam ne kadardır?",
        ),
    ]
    cases.append(
        Case(
            "lookalike-tr-courses-exercises",
            "lookalike",
            "tr",
            "on_load",
            "<section>s",
            "Haftalık ders programı / Alıştırmalar",
            "A weekly course timetable (day, time, subject, teacher, room) and a list of exercises beside an article.",
            "/ekonomi/zeytincilik-kursu-programi.html",
            render(
                "portal",
                SITES["tr"],
                A["tr-zeytin"],
                Blocks(
                    after=record_list(
                        "Haftalık ders programı",
                        lessons,
                        "table",
                        'tr class="ders"',
                        [
                            ("g", "td", "gun"),
                            ("s", "td", "saat"),
                            ("d", "td", "konu"),
                            ("h", "td", "hoca"),
                            ("y", "td", "yer"),
                        ],
                    )
                    + record_list(
                        "Alıştırmalar",
                        exercises,
                        "ol",
                        'li class="alistirma"',
                        [("n", "strong", "no"), ("q", "p", "soru")],
                    )
                ),
            ),
            lookalikes=("course schedule", "exercise list"),
        )
    )

    # teasers with authors and dates (ja)
    teasers_ja = [
        R(
            t="倉庫街の歴史をたどる",
            a="文・中村 陽子",
            d="2025年2月20日",
            x="明治から続く港の物流と、れんが倉庫が建てられた背景を振り返る。",
        ),
        R(
            t="全国の倉庫リノベーション事例",
            a="文・田中 美咲",
            d="2025年2月12日",
            x="横浜や函館など、古い倉庫を生かした施設を紹介。",
        ),
        R(
            t="市の文化予算、過去10年で最大に",
            a="文・佐藤 健一",
            d="2025年2月5日",
            x="新年度予算案のポイントを解説する。",
        ),
        R(
            t="港のまち歩き、春の特別ツアー",
            a="文・編集部",
            d="2025年1月30日",
            x="ガイドと巡る2時間のコース。参加者を募集中。",
        ),
    ]
    cases.append(
        Case(
            "lookalike-ja-teasers",
            "lookalike",
            "ja",
            "on_load",
            "<section>",
            "あわせて読みたい",
            "'Read together' teasers with thumbnails, writers, dates and summaries below an article.",
            "/chiiki/renga-souko-kanren.html",
            render(
                "asia",
                SITES["ja"],
                A["ja-kou"],
                Blocks(
                    after=record_list(
                        "あわせて読みたい",
                        teasers_ja,
                        "ul",
                        'li class="kanren"',
                        [
                            ("t", "a", "midashi"),
                            ("a", "span", "kisha"),
                            ("d", "time", "hiduke"),
                            ("x", "p", "youyaku"),
                        ],
                        avatar=True,
                    )
                ),
            ),
            lookalikes=("'people also read' teasers with authors and dates",),
        )
    )

    return cases


def mixed_cases() -> list[Case]:
    cases: list[Case] = []

    # reviews with stars beside a two-comment thread (es)
    c = [
        S(
            "Rocío Márquez",
            "Llevo diez años oyendo que el AVE llega «el año que viene». Ojalá esta vez sea verdad.",
            when="28/03/2025 14:02",
        ),
        S(
            "Paco de Ayamonte",
            "Con 45 minutos a Sevilla muchos podremos trabajar allí sin mudarnos.",
            when="28/03/2025 15:17",
        ),
    ]
    reviews = [
        R(
            who="Luis G.",
            date="20/03/2025",
            iso="2025-03-20",
            stars="2",
            title="Retrasos constantes",
            text="El regional Huelva–Sevilla llegó tarde cuatro de cinco días esta semana.",
        ),
        R(
            who="María P.",
            date="15/03/2025",
            iso="2025-03-15",
            stars="4",
            title="Cómodo y limpio",
            text="Los trenes nuevos están bien, pero hay pocos por la tarde.",
        ),
        R(
            who="Antonio",
            date="02/03/2025",
            iso="2025-03-02",
            stars="1",
            title="Sin enchufes",
            text="Hora y media sin poder cargar el móvil ni tener wifi.",
        ),
        R(
            who="Elena F.",
            date="25/02/2025",
            iso="2025-02-25",
            stars="3",
            title="Correcto",
            text="Cumple, aunque el precio ha subido bastante este año.",
        ),
    ]
    shape = Shape(
        list_cls="conv",
        item_cls="conv-msg",
        author_cls="conv-user",
        date_cls="conv-fecha",
        text_cls="conv-txt",
    )
    cases.append(
        Case(
            "mixed-es-reviews-thread",
            "mixed",
            "es",
            "on_load",
            "<div class=conversacion> beside schema.org reviews",
            "Conversación",
            "Travellers' star-rated reviews of the current train (schema.org/Review) beside a two-comment thread.",
            "/infraestructuras/ave-huelva-2029.html",
            render(
                "magazine",
                SITES["es"],
                A["es-tren"],
                Blocks(
                    after=(
                        reviews_markup(
                            "Valoraciones de los viajeros", reviews, "Tren regional Huelva–Sevilla"
                        )
                        + '<div class="conversacion"><h2>Conversación</h2>'
                        + static_thread(c, shape)
                        + "</div>"
                    )
                ),
            ),
            c,
            static=True,
            lookalikes=("reviews with star ratings (schema.org/Review)",),
        )
    )

    # an event list beside an Isso thread without heading (de)
    events = [
        R(
            t="Sommerfest des Fördervereins",
            d="Sa, 14. Juni, 14 Uhr",
            v="Schulhof Am Weiher",
            x="Mit Tombola, Kuchenbuffet und Auftritt der Schulband.",
        ),
        R(
            t="Elternabend Ganztag",
            d="Di, 22. April, 19 Uhr",
            v="Aula",
            x="Vorstellung des neuen Essensanbieters.",
        ),
        R(
            t="Spatenstich Mensa",
            d="Mo, 5. Mai, 10 Uhr",
            v="Wiese hinter der Turnhalle",
            x="Mit Bürgermeister und Schülervertretung.",
        ),
        R(
            t="Bücherflohmarkt",
            d="Fr, 9. Mai, 15 Uhr",
            v="Pausenhalle",
            x="Der Erlös geht an die Schulbücherei.",
        ),
    ]
    c = [
        S(
            "Petra Lindner",
            "Als Mutter von zwei Kindern im Ganztag kann ich nur sagen: höchste Zeit. Das Essen in Schichten ist für die Kleinen purer Stress.",
        ),
        S(
            "Hausmeister a. D.",
            "Hoffentlich denkt jemand an eine ordentliche Lüftung in der Küche, das war im alten Raum nie gut.",
        ),
        S(
            "Petra Lindner",
            "Laut Plan gibt es eine eigene Abluftanlage, das wurde beim Elternabend gezeigt.",
            1,
        ),
    ]
    cases.append(
        Case(
            "mixed-de-events-isso",
            "mixed",
            "de",
            "on_load",
            "<div class=schulnotizen> beside an event list",
            None,
            "A school's event list beside an Isso thread that has no heading.",
            "/bildung/mensa-am-weiher-termine.html",
            render(
                "magazine",
                SITES["de"],
                A["de-schule"],
                Blocks(
                    after=(
                        record_list(
                            "Termine an der Grundschule",
                            events,
                            "div",
                            'div class="termin"',
                            [
                                ("t", "h3", "titel"),
                                ("d", "time", "wann"),
                                ("v", "span", "ort"),
                                ("x", "p", "info"),
                            ],
                            avatar=True,
                        )
                        + '<div class="schulnotizen">'
                        + isso_embed("de")
                        + "</div>"
                    )
                ),
            ),
            c,
            system="isso",
            lookalikes=("event listings",),
        )
    )

    # a forum index beside a three-comment thread (fr)
    forum = [
        R(
            t="Reprendre une boulangerie en zone rurale : vos conseils ?",
            a="par Julien_B",
            d="2 juin 2025",
            r="14 réponses",
        ),
        R(
            t="Dépôt de pain à l'épicerie : ça marche chez vous ?",
            a="par MairieStAubin",
            d="1 juin 2025",
            r="6 réponses",
        ),
        R(
            t="Le pain industriel a-t-il tué nos villages ?",
            a="par Gérard44",
            d="30 mai 2025",
            r="31 réponses",
        ),
        R(
            t="Aides de la région pour les commerces de proximité",
            a="par Elodie",
            d="27 mai 2025",
            r="9 réponses",
        ),
    ]
    c = [
        S(
            "Michel R.",
            "Mon grand-père avait ouvert cette boulangerie en 1958. C'est un pincement au cœur.",
            when="3 juin 2025, 12:40",
        ),
        S(
            "Camille",
            "Un dépôt de pain, c'est mieux que rien, mais ce n'est pas une boulangerie.",
            when="3 juin 2025, 13:05",
        ),
        S(
            "Michel R.",
            "Espérons qu'un jeune artisan tente l'aventure avec le loyer offert.",
            1,
            when="3 juin 2025, 13:22",
        ),
    ]
    shape = Shape(
        list_tag="ul",
        list_cls="fil",
        item_tag="li",
        item_cls="message",
        author_tag="cite",
        author_cls="pseudo",
        date_cls="quand",
        text_cls="contenu",
        replies_cls="fil-reponses",
    )
    cases.append(
        Case(
            "mixed-fr-forum-thread",
            "mixed",
            "fr",
            "on_load",
            "<section id=reactions> beside a forum index",
            "Réactions",
            "A forum index (thread titles, starters, dates, reply counts) beside a three-comment thread.",
            "/societe/boulangerie-saint-aubin-reactions.html",
            render(
                "portal",
                SITES["fr"],
                A["fr-boulangerie"],
                Blocks(
                    after=(
                        record_list(
                            "Sur le forum",
                            forum,
                            "ul",
                            'li class="sujet"',
                            [
                                ("t", "a", "titre"),
                                ("a", "span", "auteur"),
                                ("d", "time", "date"),
                                ("r", "span", "reponses"),
                            ],
                            avatar=True,
                        )
                        + '<section id="reactions"><h2>Réactions</h2>'
                        + static_thread(c, shape)
                        + "</section>"
                    )
                ),
            ),
            c,
            static=True,
            lookalikes=("forum index of thread titles",),
        )
    )

    return cases
