"""Blind set E: eight look-alike pages (lists with names, dates and prose that are not readers' comments on
the article: truth zero) and four mixed pages (such a list beside a real thread: truth only the thread).
Kinds in none of sets A to D."""

from __future__ import annotations

from comspider_lab.blind.cases_b_small import tree
from comspider_lab.blind.cases_e_common import art, page, thread
from comspider_lab.blind.layout import Article, Blocks, esc
from comspider_lab.blind.model import Case

LA_CSS = """<style>
.fc-list .fc{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:14px 0}.fc-who{font-weight:700}.fc-when{color:#777;font-size:14px}.fc-verdict{font-weight:700;text-transform:uppercase;font-size:13px}
.gericht .fall{border-top:1px solid #ccc;padding:10px 0}.fall-kopf{font-size:14px;color:#555}
.felicitaties .fel{display:flex;gap:12px;border:1px solid #eee;padding:10px;margin:10px 0}.fel-datum{font-size:13px;color:#777}
.loytoelaimet .le{border-bottom:1px solid #ddd;padding:10px 0}.le-meta{font-size:13px;color:#666}
.candidatos .cand{display:flex;gap:12px;border-top:1px solid #ddd;padding:12px 0}.cand-votos{font-weight:700}
.vie-asso .annonce{background:#f6f6f6;padding:12px 16px;margin:12px 0}.annonce-contact{font-size:14px;color:#555}
.recall .rc{border-top:1px solid #ddd;padding:10px 0}.rc-date{color:#777;font-size:13px}
.transcricao .fala{display:flex;gap:12px;padding:6px 0}.fala-t{font-family:monospace;color:#888;width:60px;flex:none}.fala-quem{font-weight:700}
.referat .innlegg{border-left:3px solid #005b96;padding:6px 12px;margin:10px 0}.innlegg-tid{font-size:13px;color:#666}
.lesere .ls{border-top:1px solid #ddd;padding:10px 0}.lesere .ls .ls{margin-left:26px}.ls-tid{color:#777;font-size:13px}
.odpowiedzi .odp{background:#f5f5f5;padding:10px 14px;margin:10px 0}.odp-meta{font-size:13px;color:#666}
.glosy .glos{border-top:1px solid #e3e3e3;padding:10px 0}.glos-czas{color:#777;font-size:13px}
.advisories .adv{border-top:2px solid #c00;padding:10px 0}.adv-updated{font-size:13px;color:#666}
.readers-replies .rr{border-top:1px solid #ddd;padding:10px 0}.readers-replies .rr .rr{margin-left:26px}.rr-when{color:#777;font-size:13px}
.donatori .don{border-bottom:1px dotted #bbb;padding:8px 0}.don-importo{font-weight:700}
.pareri .par{border-top:1px solid #ddd;padding:10px 0}.pareri .par .par{margin-left:26px}.par-quando{color:#777;font-size:13px}
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
    kind: str,
    after: str,
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
        page(template, lang, article, Blocks(head=LA_CSS, after=after)),
        static=True,
        lookalikes=(kind,),
    )


def lookalike_cases_e() -> list[Case]:
    cases: list[Case] = []

    # 1. en: fact checks (claimant, date, claim, verdict, explanation)
    checks = [
        (
            "Cllr Martin Hebble",
            "Said on 2 June",
            "“The ring road will cut journey times through the town centre by half.”",
            "Misleading",
            "The council's own model predicts a 22 per cent cut at peak hours, not 50.",
        ),
        (
            "Calder Vale Business Forum",
            "Posted on 4 June",
            "“Footfall on Market Street has fallen every year since 2015.”",
            "False",
            "Footfall rose in 2017, 2019 and 2023, according to the counter figures the forum itself publishes.",
        ),
        (
            "Jo Barraclough MP",
            "Said on 5 June",
            "“Not a single new bus route has been added in this valley for a decade.”",
            "True",
            "The last new route, the 594, began in March 2014.",
        ),
        (
            "A viral post shared 3,000 times",
            "Shared on 6 June",
            "“The old mill chimney will be demolished to make way for the junction.”",
            "False",
            "The chimney is listed; the plans route the junction 40 metres to the east.",
        ),
    ]
    cases.append(
        _la(
            "e-la-en-fact-checks",
            "en",
            "letter",
            "<div class=fc-list>, div.fc",
            "Fact check: the ring road claims",
            "A fact-check list below the article in English: who said it, when, the claim in quotes, a verdict, the explanation.",
            "/p/ring-road-claims-checked",
            art(
                "Ring road: what is true and what is not",
                "We checked four claims made in the week before the cabinet vote.",
                "Daniel Mirza",
                "2025-06-09T07:00:00+01:00",
                [
                    "Calderdale's cabinet votes on Thursday on the first phase of the Calder Vale ring road.",
                    "Supporters and opponents have made dozens of claims about traffic, trade and heritage. We picked the four most shared.",
                    "Each was checked against the council's published documents and the sources the claimant gave.",
                ],
                kicker="Fact check",
                caption="Market Street at rush hour. Photo: Examiner",
            ),
            "fact checks (claimant, date, quoted claim, verdict, explanation)",
            '<div class="fc-list"><h2>Fact check: the ring road claims</h2>'
            + "".join(
                f'<div class="fc"><div><span class="fc-who">{esc(w)}</span> <span class="fc-when">{esc(d)}</span></div>'
                f'<blockquote>{esc(q)}</blockquote><p><span class="fc-verdict">{esc(v)}</span> — {esc(x)}</p></div>'
                for w, d, q, v, x in checks
            )
            + "</div>",
        )
    )

    # 2. de: court reports ("Aus dem Amtsgericht": date, court, defendant, charge, outcome)
    cases_de = [
        (
            "Amtsgericht Zittau, 14. Mai",
            "Ein 34-jähriger Mann aus Oybin",
            "hatte im Januar an einer Tankstelle in Olbersdorf Zigaretten im Wert von 240 Euro gestohlen. Das Gericht verurteilte ihn zu einer Geldstrafe von 60 Tagessätzen.",
        ),
        (
            "Amtsgericht Zittau, 15. Mai",
            "Eine 52-jährige Frau aus Großschönau",
            "war mit 1,4 Promille Auto gefahren. Ihr Führerschein bleibt für neun Monate eingezogen.",
        ),
        (
            "Amtsgericht Görlitz, 16. Mai",
            "Zwei Brüder aus Löbau",
            "hatten Kupferkabel von einer Baustelle der Bahn entwendet. Das Verfahren wurde gegen Zahlung von je 800 Euro eingestellt.",
        ),
        (
            "Amtsgericht Zittau, 16. Mai",
            "Ein 19-Jähriger aus Ebersbach",
            "hatte einen Busfahrer beleidigt. Er muss 40 Stunden gemeinnützige Arbeit leisten.",
        ),
    ]
    cases.append(
        _la(
            "e-la-de-court-reports",
            "de",
            "typo3",
            "<div class=gericht>, div.fall",
            "Aus den Amtsgerichten",
            "Short court reports below the article in German: court and date, the defendant ('Ein 34-jähriger Mann aus Oybin'), what happened, the sentence.",
            "/lokales/aus-den-amtsgerichten-kw-20/",
            art(
                "Diebstahl, Trunkenheit, Beleidigung: Die Woche vor Gericht",
                "Was die Amtsgerichte der Region in der vergangenen Woche verhandelt haben.",
                "Sabine Kretschmer",
                "2025-05-17T06:00:00+02:00",
                [
                    "Jede Woche berichtet die Tagespost aus den Amtsgerichten in Zittau und Görlitz.",
                    "Die Namen der Angeklagten nennen wir nicht. Die Urteile sind zum Teil noch nicht rechtskräftig.",
                ],
                kicker="Gericht",
                caption="Das Amtsgericht Zittau. Foto: OTP",
            ),
            "court reports (court, date, defendant, offence, sentence)",
            '<div class="frame gericht"><h2>Aus den Amtsgerichten</h2>'
            + "".join(
                f'<div class="fall"><p class="fall-kopf">{esc(k)}</p><p><strong>{esc(w)}</strong> {esc(t)}</p></div>'
                for k, w, t in cases_de
            )
            + "</div>",
        )
    )

    # 3. nl: congratulations (anniversaries, birthdays: names, date, a line from the family)
    fel = [
        (
            "Jan en Truus van den Heuvel",
            "60 jaar getrouwd, 22 mei",
            "Proficiat opa en oma! Jullie zijn ons voorbeeld. Liefs van de kinderen en kleinkinderen.",
        ),
        (
            "Mien Verhoeven-Smulders",
            "100 jaar, 23 mei",
            "Van harte gefeliciteerd met deze bijzondere dag! Je familie uit Bladel en Hapert.",
        ),
        (
            "Piet Aarts",
            "50 jaar lid van Harmonie Sint-Cecilia",
            "Bedankt voor een halve eeuw muziek. Het bestuur en alle muzikanten.",
        ),
        (
            "Anouk en Bram de Kort",
            "12,5 jaar getrouwd, 24 mei",
            "Op naar de volgende 12,5! Jullie vrienden van de vrijdagavondclub.",
        ),
    ]
    cases.append(
        _la(
            "e-la-nl-felicitaties",
            "nl",
            "typo3",
            "<div class=felicitaties>, div.fel",
            "Felicitaties",
            "Anniversary and birthday announcements beside the article in Dutch: names, occasion and date, a line from the family signed by them, a photo.",
            "/regio/echtpaar-heuvel-60-jaar-getrouwd/",
            art(
                "Zestig jaar getrouwd en nog elke dag samen op de fiets",
                "Jan en Truus van den Heuvel uit Hoogeloon vieren hun diamanten bruiloft.",
                "Ingrid Maas",
                "2025-05-22T07:00:00+02:00",
                [
                    "Jan (84) en Truus (82) van den Heuvel trouwden op 22 mei 1965 in de Sint-Willibrorduskerk in Hoogeloon.",
                    "Ze kregen vier kinderen en hebben inmiddels negen kleinkinderen en twee achterkleinkinderen.",
                    "Burgemeester Van de Wiel kwam donderdag op bezoek met bloemen.",
                ],
                kicker="Regio",
                caption="Jan en Truus van den Heuvel. Foto: DvdK",
            ),
            "congratulations (names, occasion and date, family's message and signature)",
            '<div class="frame felicitaties"><h2>Felicitaties</h2>'
            + "".join(
                f'<div class="fel"><img src="/_avatar/fel-{i}.svg" alt="" width="56" height="56"><div><strong>{esc(n)}</strong> <span class="fel-datum">{esc(d)}</span><p>{esc(t)}</p></div></div>'
                for i, (n, d, t) in enumerate(fel)
            )
            + '<p><a href="/felicitaties/plaatsen">Zelf een felicitatie plaatsen?</a></p></div>',
        )
    )

    # 4. fi: lost and found animals (date, place, description, contact)
    pets = [
        (
            "Löydetty 3.9.",
            "Kajaani, Lehtikangas",
            "Harmaa-valkoinen kollikissa, kaulapanta ilman nimilaattaa. Kesy ja hyväkuntoinen.",
            "Yhteys: Kainuun löytöeläintalo",
        ),
        (
            "Kadonnut 2.9.",
            "Sotkamo, Vuokatti",
            "Musta labradorinnoutaja Nelli, 7 v. Karkasi ukkosella metsälenkillä.",
            "Yhteys: Mirja Heikkinen",
        ),
        (
            "Löydetty 1.9.",
            "Paltamo, keskusta",
            "Pieni ruskea kani, ilmeisesti lemmikki. Otettu hoitoon.",
            "Yhteys: Paltamon kunnan eläinlääkäri",
        ),
        (
            "Kadonnut 31.8.",
            "Kajaani, Petäisenniska",
            "Oranssi kissa Rölli, 3 v., leikattu uros. Arka vieraille.",
            "Yhteys: Juha Kemppainen",
        ),
    ]
    cases.append(
        _la(
            "e-la-fi-lost-pets",
            "fi",
            "portal",
            "<section class=loytoelaimet>, div.le",
            "Löytöeläimet ja kadonneet lemmikit",
            "Lost and found animals below the article in Finnish: found/lost and date, place, description, a contact name.",
            "/kainuu/loytoelaintalo-tayttyi",
            art(
                "Kainuun löytöeläintalo on täynnä",
                "Kesän jälkeen hoitoon on tuotu ennätysmäärä kissoja.",
                "Tiina Kyllönen",
                "2025-09-04T08:00:00+03:00",
                [
                    "Kainuun löytöeläintalossa on tällä hetkellä 46 kissaa, vaikka paikkoja on 30.",
                    "Talon mukaan moni lemmikki hylätään kesämökille syksyllä.",
                    "Löytöeläintalo pyytää omistajia sirulla merkitsemään lemmikkinsä.",
                ],
                kicker="Kainuu",
                caption="Kissoja löytöeläintalossa. Kuva: Kainuun Viesti",
            ),
            "lost and found animals (lost/found and date, place, description, contact)",
            '<section class="story loytoelaimet"><h2>Löytöeläimet ja kadonneet lemmikit</h2>'
            + "".join(
                f'<div class="le"><p class="le-meta"><b>{esc(d)}</b> · {esc(p)}</p><p>{esc(t)}</p><p class="le-meta">{esc(k)}</p></div>'
                for d, p, t, k in pets
            )
            + "</section>",
        )
    )

    # 5. es: candidates' results with their own statements
    cands = [
        (
            "María José Cubero",
            "Por Bembibre",
            "2.114 votos (41,2 %)",
            "«Vamos a trabajar desde el primer día por el centro de salud y por los jóvenes que se quieren quedar.»",
        ),
        (
            "Ramón Arias Pello",
            "Bierzo Unido",
            "1.560 votos (30,4 %)",
            "«Respetamos el resultado y haremos una oposición firme pero constructiva.»",
        ),
        (
            "Laura Fernández Ovalle",
            "Izquierda Berciana",
            "812 votos (15,8 %)",
            "«Hemos crecido y seremos decisivos en los plenos.»",
        ),
        (
            "Tomás Rabanal",
            "Independientes del Boeza",
            "644 votos (12,6 %)",
            "«Gracias a los pueblos que han confiado en nosotros.»",
        ),
    ]
    cases.append(
        _la(
            "e-la-es-candidates",
            "es",
            "arc",
            "<div class=candidatos>, div.cand",
            "Resultados y reacciones de los candidatos",
            "Election results by candidate below the article in Spanish: photo, name, party, votes, and each candidate's statement in quotes.",
            "/comarca/2025/05/26/elecciones-municipales-bembibre-resultados/",
            art(
                "Por Bembibre gana las municipales y gobernará en minoría",
                "La candidatura de María José Cubero obtiene 7 de 13 concejales.",
                "Pilar Gago",
                "2025-05-26T01:30:00+02:00",
                [
                    "Por Bembibre ha ganado las elecciones municipales con el 41,2 % de los votos.",
                    "La participación fue del 68 %, cinco puntos más que hace cuatro años.",
                    "La nueva corporación tomará posesión el 14 de junio.",
                ],
                kicker="Elecciones",
                caption="Recuento en el colegio electoral. Foto: DBA",
            ),
            "election results with candidates' statements (photo, name, party, votes, quote)",
            '<div class="candidatos"><h2>Resultados y reacciones de los candidatos</h2>'
            + "".join(
                f'<div class="cand"><img src="/_avatar/cand-{i}.svg" alt="" width="60" height="60"><div><b>{esc(n)}</b> · {esc(p)} · <span class="cand-votos">{esc(v)}</span><p>{esc(q)}</p></div></div>'
                for i, (n, p, v, q) in enumerate(cands)
            )
            + "</div>",
        )
    )

    # 6. fr: local associations' notices (association, contact person, date, text)
    notes = [
        (
            "Club alpin de Villard",
            "Contact : Jacques Reynaud",
            "Publié le 2 juin",
            "Sortie au Grand Veymont le 15 juin, départ 7 h du parking de la Coche. Inscription avant le 12.",
        ),
        (
            "Amicale des pompiers de Lans",
            "Contact : Sylvie Moulin",
            "Publié le 3 juin",
            "Bal du 13 juillet sur la place de l'église. Nous cherchons des bénévoles pour la buvette.",
        ),
        (
            "Chorale Les Voix du Plateau",
            "Contact : Henri Bouvier",
            "Publié le 4 juin",
            "Concert de fin d'année le 21 juin à 20 h 30, église de Méaudre. Entrée libre.",
        ),
        (
            "Comité des fêtes d'Autrans",
            "Contact : Agnès Faure",
            "Publié le 5 juin",
            "Vide-greniers le 29 juin. Emplacements à 10 euros, réservation en mairie.",
        ),
    ]
    cases.append(
        _la(
            "e-la-fr-associations",
            "fr",
            "ghost",
            "<section class=vie-asso>, div.annonce",
            "Vie associative",
            "Local associations' notices below the article in French: association, contact person, date posted, the notice.",
            "/local-refuge-moliere-agrandi/",
            art(
                "Le refuge de la Molière s'agrandit",
                "Vingt places de plus et une salle hors-sac pour l'hiver prochain.",
                "Julien Charvet",
                "2025-06-05T08:00:00+02:00",
                [
                    "Les travaux d'agrandissement du refuge de la Molière commencent lundi.",
                    "Le refuge passera de 24 à 44 places et disposera d'une salle hors-sac chauffée.",
                    "La réouverture est prévue pour les vacances de Noël.",
                ],
                kicker="Local",
                caption="Le refuge de la Molière. Photo : L'Écho du Vercors",
            ),
            "associations' notices (association, contact person, date, notice)",
            '<section class="vie-asso"><h2>Vie associative</h2>'
            + "".join(
                f'<div class="annonce"><h3>{esc(a)}</h3><p>{esc(t)}</p><p class="annonce-contact">{esc(k)} · {esc(d)}</p></div>'
                for a, k, d, t in notes
            )
            + "</section>",
        )
    )

    # 7. ja: product recall notices (date, company, product, what to do)
    recalls = [
        (
            "2025年6月10日",
            "北陸製菓株式会社",
            "「かがやき最中」一部商品",
            "賞味期限の表示に誤りがありました。購入店舗で返金いたします。",
        ),
        (
            "2025年6月9日",
            "株式会社みなと食品",
            "「能登いしる」500ml",
            "キャップの密閉不良のおそれがあるため、自主回収いたします。",
        ),
        (
            "2025年6月6日",
            "日本海電機株式会社",
            "電気ケトル KT-210",
            "電源コードが発熱するおそれがあります。使用を中止してください。",
        ),
    ]
    cases.append(
        _la(
            "e-la-ja-recalls",
            "ja",
            "modules",
            "<div class=recall>, div.rc",
            "リコール・自主回収情報",
            "Product recall notices below the article in Japanese: date, company, product, what buyers should do.",
            "/kurashi/recall-joho-2025-06",
            art(
                "県内企業の自主回収、今年は過去最多ペース",
                "食品表示の誤りによる回収が半数を占める。",
                "山本健一",
                "2025-06-11T09:00:00+09:00",
                [
                    "県内企業による製品の自主回収が、今年は6月までに18件に上った。",
                    "半数は賞味期限やアレルギー表示の誤りによるものだった。",
                    "県は事業者向けの表示点検講習会を開く。",
                ],
                kicker="くらし",
                caption="回収対象の商品。撮影：北陸みなと新聞",
            ),
            "product recall notices (date, company, product, instructions)",
            '<div class="recall"><h2>リコール・自主回収情報</h2>'
            + "".join(
                f'<div class="rc"><p class="rc-date">{esc(d)}</p><p><b>{esc(co)}</b>　{esc(pr)}</p><p>{esc(t)}</p></div>'
                for d, co, pr, t in recalls
            )
            + "</div>",
        )
    )

    # 8. pt: a podcast episode's transcript (timestamps, speakers, what they said)
    lines = [
        (
            "00:00",
            "Sofia Rego",
            "Bem-vindos a mais um episódio do Alto Minho em Conversa. Hoje falamos da ciclovia litoral.",
        ),
        (
            "00:42",
            "Nuno Valente",
            "Obrigado pelo convite. A ideia tem mais de dez anos e finalmente saiu do papel.",
        ),
        ("02:15", "Sofia Rego", "Quais foram os maiores obstáculos?"),
        (
            "02:20",
            "Nuno Valente",
            "Os terrenos privados junto à mata e, claro, o financiamento europeu, que só chegou no ano passado.",
        ),
        (
            "05:03",
            "Marta Pinheiro",
            "Do lado dos comerciantes, a expectativa é grande. Em Espanha, a Vía Verde trouxe muito turismo.",
        ),
    ]
    cases.append(
        _la(
            "e-la-pt-transcript",
            "pt",
            "letter",
            "<div class=transcricao>, div.fala",
            "Transcrição do episódio",
            "A podcast episode's transcript below its page in Portuguese: timestamps, speakers' names, what each said.",
            "/p/podcast-ciclovia-litoral-episodio-42",
            art(
                "Alto Minho em Conversa #42: a ciclovia que demorou dez anos",
                "Um engenheiro da CIM e uma comerciante de Caminha sobre a obra que começa em setembro.",
                "Sofia Rego",
                "2025-06-20T07:00:00+01:00",
                [
                    "Neste episódio, conversamos com Nuno Valente, engenheiro da Comunidade Intermunicipal, e Marta Pinheiro, comerciante em Caminha.",
                    "O episódio tem 24 minutos e pode ser ouvido em todas as plataformas.",
                ],
                kicker="Podcast",
                caption="Gravação no estúdio da Gazeta. Foto: GAM",
            ),
            "podcast transcript (timestamp, speaker, words)",
            '<div class="transcricao"><h3>Transcrição do episódio</h3>'
            + "".join(
                f'<div class="fala"><span class="fala-t">{esc(t)}</span><div><span class="fala-quem">{esc(w)}</span><p>{esc(x)}</p></div></div>'
                for t, w, x in lines
            )
            + "</div>",
        )
    )
    return cases


def mixed_cases_e() -> list[Case]:
    cases: list[Case] = []

    # 1. nb: council meeting minutes (speaker, time, what was said) above a real thread of six
    minutes = [
        (
            "18:05",
            "Ordfører Kari Sundre (Sp)",
            "Saken gjelder utvidelse av barnehagen i Ål sentrum med to avdelinger.",
        ),
        (
            "18:12",
            "Tor Eivind Bakke (H)",
            "Vi støtter utvidelsen, men ber om at kostnadsrammen på 28 millioner ikke overskrides.",
        ),
        ("18:20", "Ingrid Medhus (Ap)", "Ventelisten er på 31 barn. Vi kan ikke vente enda et år."),
        ("18:31", "Ordfører Kari Sundre (Sp)", "Innstillingen ble vedtatt med 19 mot 2 stemmer."),
    ]
    c = thread(
        """
Hege Rud | 3. apr. 2025 kl. 21:14 | - | Endelig! Vi har stått i kø for barnehageplass i over et år.
Ola Kvisler | 3. apr. 2025 kl. 21:40 | - | 28 millioner for to avdelinger høres mye ut.
Siri Haugen | 3. apr. 2025 kl. 22:05 | 1 | Byggekostnadene har steget mye, det er ikke unormalt.
Anne Lise Tveito | 4. apr. 2025 kl. 07:12 | - | Håper de får tak i nok ansatte også.
Per Arne Hagen | 4. apr. 2025 kl. 08:30 | - | Bra at kommunestyret var så samlet.
Marit Sletten | 4. apr. 2025 kl. 09:45 | 3 | Det er nettopp det som er problemet, det mangler barnehagelærere i hele Hallingdal.
"""
    )
    cases.append(
        Case(
            "e-mx-nb-minutes-thread",
            "mixed",
            "nb",
            "on_load",
            "<div class=lesere> below <section class=referat>",
            "Leserne mener",
            "Six readers in Norwegian (two replies) under a council story, below the meeting's minutes (time, speaker with party, what was said).",
            "/lokalt/barnehage-aal-utvides",
            page(
                "mobile",
                "nb",
                art(
                    "Barnehagen i Ål sentrum utvides med to avdelinger",
                    "Kommunestyret vedtok utvidelsen med 19 mot 2 stemmer.",
                    "Eirik Grøthe",
                    "2025-04-03T20:00:00+02:00",
                    [
                        "Kommunestyret i Ål vedtok torsdag kveld å utvide barnehagen i sentrum med to avdelinger.",
                        "Kostnadsrammen er 28 millioner kroner. Ventelisten er på 31 barn.",
                        "De nye avdelingene skal stå klare til barnehageåret 2026.",
                    ],
                    kicker="Lokalt",
                    caption="Barnehagen i Ål sentrum. Foto: Hallingdølen i dag",
                ),
                Blocks(
                    head=LA_CSS,
                    after='<section class="referat"><h3>Slik gikk debatten</h3>'
                    + "".join(
                        f'<div class="innlegg"><span class="innlegg-tid">{esc(t)}</span> <b>{esc(w)}</b><p>{esc(x)}</p></div>'
                        for t, w, x in minutes
                    )
                    + '</section><div class="lesere"><h3>Leserne mener</h3>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="ls"><p><b>{esc(s.author)}</b> <span class="ls-tid">{esc(s.when)}</span></p><p>{esc(s.text)}</p>{sub}</div>'
                        ),
                        lambda items, p: items,
                    )
                    + "</div>",
                ),
            ),
            c,
            static=True,
            lookalikes=("council meeting minutes (time, speaker and party, statement)",),
        )
    )

    # 2. pl: the right-of-reply log ("we asked...": name, organisation, date asked, answer) beside five readers
    asked = [
        (
            "Urząd Miasta Zakopane",
            "rzecznik Anna Gąsienica",
            "zapytany 12 marca",
            "„Parking będzie czynny przez cały rok, opłaty zostaną ogłoszone w maju.”",
        ),
        (
            "Tatrzański Park Narodowy",
            "Piotr Chowaniec",
            "zapytany 12 marca",
            "„Nie wydawaliśmy opinii w tej sprawie, teren leży poza parkiem.”",
        ),
        (
            "Polskie Koleje Linowe",
            "biuro prasowe",
            "zapytane 13 marca",
            "Do chwili publikacji nie otrzymaliśmy odpowiedzi.",
        ),
    ]
    c = thread(
        """
Józef Bachleda | 14.03.2025, 10:12 | - | Parking pod Gubałówką to dobry pomysł, w sezonie nie da się przejechać Krupówkami.
Kasia z Poronina | 14.03.2025, 10:50 | - | Ciekawe, ile będzie kosztować godzina. Pewnie tyle co obiad.
Marek Wójcik | 14.03.2025, 11:32 | 1 | Urząd mówi, że ceny poznamy w maju.
Ewa Stoch | 14.03.2025, 13:05 | - | A co z mieszkańcami ulicy Powstańców Śląskich? Ruch się tylko przeniesie.
Andrzej Krzeptowski | 14.03.2025, 16:40 | - | Wreszcie coś się dzieje. Dobrze, że gazeta zapytała też kolej linową.
"""
    )
    cases.append(
        Case(
            "e-mx-pl-right-of-reply",
            "mixed",
            "pl",
            "on_load",
            "<div class=glosy> beside <div class=odpowiedzi>",
            "Głosy czytelników",
            "Five readers in Polish (one reply) under the article, below the newsroom's right-of-reply box (institution, person, date asked, their answer in quotes).",
            "/index.php/region/parking-pod-gubalowka",
            page(
                "joomla",
                "pl",
                art(
                    "Nowy parking pod Gubałówką na 400 samochodów",
                    "Budowa ruszy jesienią, parking ma odciążyć centrum Zakopanego.",
                    "Małgorzata Bafia",
                    "2025-03-14T07:00:00+01:00",
                    [
                        "Miasto Zakopane zbuduje parking na 400 samochodów u podnóża Gubałówki.",
                        "Inwestycja ma kosztować 42 mln zł i odciążyć ulice w centrum w sezonie turystycznym.",
                        "Ceny postoju zostaną ogłoszone w maju.",
                    ],
                    kicker="Region",
                    caption="Teren pod przyszły parking. Fot. Gazeta Podhalańska",
                ),
                Blocks(
                    head=LA_CSS,
                    after='<div class="odpowiedzi card"><h3 class="card-header">Zapytaliśmy</h3>'
                    + "".join(
                        f'<div class="odp"><p class="odp-meta"><b>{esc(o)}</b> · {esc(w)} · {esc(d)}</p><p>{esc(a)}</p></div>'
                        for o, w, d, a in asked
                    )
                    + '</div><div class="glosy"><h3>Głosy czytelników</h3>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="glos" id="g{i + 1}"><p><strong>{esc(s.author)}</strong> <span class="glos-czas">{esc(s.when)}</span></p><p>{esc(s.text)}</p>{sub}</div>'
                        ),
                        lambda items, p: (
                            items if p is None else f'<div style="margin-left:24px">{items}</div>'
                        ),
                    )
                    + "</div>",
                ),
            ),
            c,
            static=True,
            lookalikes=("right-of-reply box (institution, person, date asked, answer)",),
        )
    )

    # 3. en: travel advisories (country, updated date, advice) in the rail beside seven readers
    adv = [
        (
            "Portugal",
            "Updated 2 July",
            "Wildfire risk is very high in the Algarve hills. Follow the instructions of local authorities.",
        ),
        (
            "Greece",
            "Updated 1 July",
            "Ferry strikes are planned for 8 and 9 July. Check with your operator before travelling.",
        ),
        (
            "Iceland",
            "Updated 28 June",
            "Roads near the Reykjanes peninsula may close at short notice because of volcanic activity.",
        ),
    ]
    c = thread(
        """
Sandra Holt | 3 July 2025, 08:12 | - | We had our flight from Leeds Bradford cancelled twice last summer. The compensation took five months.
Mike Oldroyd | 3 July 2025, 08:40 | - | The new terminal is long overdue, but 2029 is a long way off.
Jen Crabtree | 3 July 2025, 09:15 | 1 | At least the car park is getting sorted this year.
Raj Patel | 3 July 2025, 10:02 | - | Is the bus from Halifax going to run earlier in the morning? The first one gets in too late for 7am flights.
Alan Sunderland | 3 July 2025, 11:30 | 3 | The airport says it is talking to the operator, but nothing is agreed.
Beth Morley | 3 July 2025, 13:45 | - | Still quicker than driving to Manchester.
Colin Fairbank | 3 July 2025, 18:20 | - | Good article, thanks for including the noise figures.
"""
    )
    cases.append(
        Case(
            "e-mx-en-advisories-thread",
            "mixed",
            "en",
            "on_load",
            "<div class=readers-replies> under the article, <div class=advisories> in the rail",
            "Readers reply",
            "Seven readers in English (two replies) under an airport story, with travel advisories (country, updated date, advice) in the right rail.",
            "/business/2025/07/03/airport-terminal-plans/",
            page(
                "arc",
                "en",
                art(
                    "Airport unveils £150m terminal plan, but not before 2029",
                    "A new car park opens this year; the terminal itself needs planning permission.",
                    "Nadia Hussain",
                    "2025-07-03T07:00:00+01:00",
                    [
                        "Leeds Bradford Airport has published plans for a £150m terminal to replace the 1960s building.",
                        "A multi-storey car park will open in November. The terminal would not open before 2029.",
                        "Noise figures in the plan show no change in night flights.",
                    ],
                    kicker="Business",
                    caption="The current terminal. Photo: Examiner",
                ),
                Blocks(
                    head=LA_CSS,
                    after='<div class="readers-replies"><h3>Readers reply</h3>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="rr" id="rr{i + 1}"><p><b>{esc(s.author)}</b> <span class="rr-when">{esc(s.when)}</span></p><p>{esc(s.text)}</p>{sub}</div>'
                        ),
                        lambda items, p: items,
                    )
                    + "</div>",
                    aside='<div class="advisories"><h2>Travel advisories</h2>'
                    + "".join(
                        f'<div class="adv"><b>{esc(k)}</b> <span class="adv-updated">{esc(u)}</span><p>{esc(t)}</p></div>'
                        for k, u, t in adv
                    )
                    + "</div>",
                ),
            ),
            c,
            static=True,
            lookalikes=("travel advisories (country, updated date, advice)",),
        )
    )

    # 4. it: donors' roll (name, amount, date, dedication) beside six readers
    donors = [
        (
            "Famiglia Ferrero, Dogliani",
            "500 €",
            "12 settembre",
            "In memoria di nonno Beppe, che in quella scuola ha insegnato quarant'anni.",
        ),
        (
            "Pro Loco di Monforte",
            "1.200 €",
            "13 settembre",
            "Dai volontari della sagra, per i bambini delle Langhe.",
        ),
        ("Anonimo", "50 €", "14 settembre", "Piccolo contributo, grande scuola."),
        ("Cantina Sobrero", "2.000 €", "15 settembre", "Per la nuova palestra."),
    ]
    c = thread(
        """
Rosanna Dogliotti | 16 settembre 2025 alle 09:10 | - | Bellissima iniziativa, la scuola di Monforte ne aveva bisogno da anni.
Gianni Borgogno | 16 settembre 2025 alle 09:45 | - | Ma la Regione non doveva pagare la ristrutturazione?
Chiara Revelli | 16 settembre 2025 alle 10:20 | 1 | La Regione paga il tetto, la raccolta serve per la palestra.
Mario Oberto | 16 settembre 2025 alle 12:05 | - | Ho fatto la scuola lì negli anni settanta, donerò anch'io.
Lucia Pelissero | 16 settembre 2025 alle 15:30 | - | Brave le maestre che hanno avuto l'idea.
Franco Rivetti | 16 settembre 2025 alle 18:45 | 3 | Anche io! Eravamo in classe insieme?
"""
    )
    cases.append(
        Case(
            "e-mx-it-donors-thread",
            "mixed",
            "it",
            "on_load",
            "<div class=pareri> below <div class=donatori>",
            "I vostri pareri",
            "Six readers in Italian (two replies) under a fundraising story, below the roll of donors (name, amount, date, dedication).",
            "/cronaca/monforte-scuola-raccolta-fondi/",
            page(
                "wordpress",
                "it",
                art(
                    "Monforte, raccolti 18 mila euro per la palestra della scuola",
                    "La raccolta fondi promossa dalle maestre prosegue fino a dicembre.",
                    "Davide Stroppiana",
                    "2025-09-16T07:00:00+02:00",
                    [
                        "La raccolta fondi per la nuova palestra della scuola primaria di Monforte d'Alba ha superato i 18 mila euro.",
                        "La Regione Piemonte finanzia il rifacimento del tetto; la palestra è a carico della comunità.",
                        "L'iniziativa è nata dalle maestre della scuola e proseguirà fino a dicembre.",
                    ],
                    kicker="Cronaca",
                    caption="La scuola di Monforte d'Alba. Foto: Corriere delle Langhe",
                ),
                Blocks(
                    head=LA_CSS,
                    after='<div class="donatori"><h3>Hanno donato</h3>'
                    + "".join(
                        f'<div class="don"><b>{esc(n)}</b> · <span class="don-importo">{esc(a)}</span> · {esc(d)}<p><em>{esc(t)}</em></p></div>'
                        for n, a, d, t in donors
                    )
                    + '</div><div class="pareri"><h3>I vostri pareri</h3>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="par" id="par-{i + 1}"><p><b>{esc(s.author)}</b> <span class="par-quando">{esc(s.when)}</span></p><p>{esc(s.text)}</p>{sub}</div>'
                        ),
                        lambda items, p: items,
                    )
                    + "</div>",
                ),
            ),
            c,
            static=True,
            lookalikes=("donors' roll (name, amount, date, dedication)",),
        )
    )
    return cases
