"""Blind set AJ: ten article pages without any reader comment (truth zero), each with a list of 3 to 12 entries in the
shape of a discussion entry (a person's name, often a date or time, one or two sentences), of kinds the earlier sets'
lists do not name: the experts at a newspaper's reader hotline (de), lost-and-found pet notices (fr), a ride-share
board for a festival (es), a podcast's episodes with their hosts (pt), a "who's who" box of a trial (it), local
celebrities' predictions for a derby with agree/disagree buttons (nl), the evening's programme of the local TV (pl),
birth announcements with a congratulate button (cs), a hockey club's squad for the season (ru) and the wardens of
mountain huts on a hiking blog (uk). Written for this set; every name, place and text invented."""

from __future__ import annotations

from comspider_lab.blind.cases_aj_common import Case, Parts, Story, esc, make, rows, slug


def de_hotline() -> Case:
    items = rows("""
Dr. Sabine Körner | Do., 6. November 2025, 14–16 Uhr | Energieberaterin der Verbraucherzentrale | Sie erklärt, wie man die Heizkostenabrechnung prüft und welche Fristen für Einsprüche gelten.
Markus Heidrich | Do., 6. November 2025, 14–16 Uhr | Schornsteinfegermeister aus Auental | Er beantwortet Fragen zu alten Kaminöfen, Messterminen und zum Austausch von Gasthermen.
Petra Zwingel | Do., 6. November 2025, 16–18 Uhr | Mieterverein Auental | Sie weiß, wann Vermieter Vorauszahlungen erhöhen dürfen und wann nicht.
Jürgen Oppermann | Do., 6. November 2025, 16–18 Uhr | Fördermittelberater der Kreissparkasse | Er rechnet vor, welche Zuschüsse es für Wärmepumpen und Dämmung derzeit gibt.
""")
    li = "".join(
        f'<li class="tel-eintrag"><span class="tel-name">{esc(n)}</span><span class="tel-zeit">{esc(t)}</span>'
        f'<span class="tel-rolle">{esc(r)}</span><p class="tel-text">{esc(x)}</p></li>'
        for n, t, r, x in items
    )
    box = (
        '<section class="telefonaktion"><h2>Telefonaktion: Unsere Experten am Lesertelefon</h2>'
        "<p>Rufen Sie am Donnerstag unter 0 55 21 / 98 77-400 an. Die Fragen und Antworten drucken wir am Samstag.</p>"
        f'<ul class="tel-liste">{li}</ul></section>'
    )
    st = Story(
        "Heizkosten: Viele Nachzahlungen im Auental höher als erwartet",
        "Von Thomas Brenner",
        "2025-11-03T05:30:00+01:00",
        "03.11.2025",
        """
In diesen Tagen landen im Auental die Heizkostenabrechnungen für das vergangene Jahr in den Briefkästen. Viele Haushalte müssen mehrere Hundert Euro nachzahlen, obwohl sie nach eigenen Angaben weniger geheizt haben.

Der Mieterverein rät, die Abrechnung genau zu prüfen. Häufige Fehler seien falsche Flächenangaben und Kosten, die gar nicht umgelegt werden dürfen.

Wer Fragen hat, kann am Donnerstag beim Lesertelefon unserer Zeitung anrufen.
""",
        section="Ratgeber",
    )
    return make(
        "aj-la-de-lesertelefon",
        "lookalike",
        "de-auental",
        st,
        Parts(after=box),
        [],
        path="/ratgeber/heizkosten-nachzahlung",
        container="section.telefonaktion: h2, a lead, ul.tel-liste > li.tel-eintrag (span.tel-name, span.tel-zeit, span.tel-rolle, p.tel-text)",
        heading="Telefonaktion: Unsere Experten am Lesertelefon",
        description="A German local daily's site of 2025: an article on heating bills with the panel of experts at the paper's reader hotline: four entries, each a name, a time slot, a role and a sentence; no reader comment.",
        lookalikes=("reader-hotline experts (name, time slot, role, sentence)",),
    )


def fr_pets() -> Case:
    items = rows("""
Martine R. | 9 mars 2026 | Trouvé · Le Pont-Neuf | Chatte tigrée, très maigre, collier rouge sans médaille. Elle dort dans mon garage depuis jeudi soir.
Famille Guérin | 8 mars 2026 | Perdu · La Haie-Blanche | Notre chien Filou, un petit griffon roux, s'est sauvé pendant l'orage. Il a peur des voitures, ne pas le poursuivre.
Jean-Yves Lemarchand | 7 mars 2026 | Trouvé · route de Saint-Aubin | Jeune bélier noir dans le fossé, sans boucle à l'oreille. Il est au pré chez moi en attendant.
Sandrine | 6 mars 2026 | Perdu · centre-bourg | Perruche verte et jaune envolée du balcon de la rue des Lilas. Elle répond au nom de Kiwi.
Noël Haguet | 5 mars 2026 | Trouvé · lavoir du Moulin | Chat noir et blanc, castré, très câlin. Déjà montré à la vétérinaire : pas de puce électronique.
""")
    cards = "".join(
        f'<div class="pt-fiche" id="fiche-{k + 1}"><p class="pt-qui"><b>{esc(n)}</b> <span class="pt-date">{esc(d)}</span></p>'
        f'<p class="pt-type">{esc(t)}</p><p class="pt-desc">{esc(x)}</p>'
        f'<p class="pt-act"><a href="/annonces/contact/{k + 1}">Contacter</a> · <a href="#fiche-{k + 1}">Partager</a></p></div>'
        for k, (n, d, t, x) in enumerate(items)
    )
    box = (
        '<section class="perdus-trouves"><h2>Perdus, trouvés : les annonces de la semaine</h2>'
        f'<div class="pt-grille">{cards}</div><p><a href="/annonces/nouvelle">Déposer une annonce gratuite</a></p></section>'
    )
    st = Story(
        "Le refuge du Bocage déborde : 41 chats pour 30 places",
        "Par Claire Hamon",
        "2026-03-10T07:00:00+01:00",
        "10 mars 2026",
        """
Le refuge intercommunal de la Haie-Blanche accueille en ce moment 41 chats pour 30 places. Les bénévoles installent des cages dans le bureau et demandent aux habitants de signaler les animaux trouvés avant de les déposer.

La présidente de l'association, Odile Perrier, rappelle que l'identification des chats est obligatoire et qu'elle coûte moins cher qu'une semaine en refuge.
""",
        section="Animaux",
    )
    return make(
        "aj-la-fr-perdus-trouves",
        "lookalike",
        "fr-bocage",
        st,
        Parts(after=box),
        [],
        path="/animaux/refuge-deborde",
        container="section.perdus-trouves: h2, div.pt-grille > div.pt-fiche (p.pt-qui: b name, span.pt-date; p.pt-type; p.pt-desc; 'Contacter · Partager')",
        heading="Perdus, trouvés : les annonces de la semaine",
        description="A French rural news portal of 2026: an article on an overflowing animal shelter with the week's lost-and-found pet notices: five entries, each a name, a date, found/lost and place, one or two sentences and contact/share links; no reader comment.",
        lookalikes=("lost-and-found pet notices (name, date, place, text, contact link)",),
    )


def es_rideshare() -> Case:
    items = rows("""
Nacho Villalón | Sáb 15 ago · 17:30 | desde Peñarroya · 3 plazas | Vuelvo el domingo por la tarde. Llevo sillita para niños si hace falta, avisad antes.
Carmen Escudero | Sáb 15 ago · 19:00 | desde la capital · 1 plaza | Salgo de la estación de autobuses. Maletero pequeño, solo mochilas.
Quique Mora | Dom 16 ago · 10:15 | desde Villar del Río · 2 plazas | Voy a la misa de la Virgen y me quedo a la comida. Regreso a las siete.
Lorena Gil | Dom 16 ago · 12:00 | desde Los Molinos · 4 plazas | Furgoneta de nueve plazas, vamos con la peña. Compartimos gasolina a partes iguales.
""")
    li = "".join(
        f'<li class="vj-oferta"><div class="vj-cab"><strong>{esc(n)}</strong> · <time>{esc(t)}</time></div>'
        f'<div class="vj-ruta">{esc(r)}</div><p>{esc(x)}</p>'
        f'<div class="vj-pie"><button type="button">Responder al conductor</button> <button type="button">Reservar plaza</button></div></li>'
        for n, t, r, x in items
    )
    box = (
        '<section class="viajes"><h2>Comparte coche para ir a las fiestas</h2><p>Ofertas publicadas por los propios conductores.</p>'
        f'<ul class="vj-lista">{li}</ul><p><a href="/fiestas/coche/publicar">Publica tu viaje</a></p></section>'
    )
    st = Story(
        "Sierra Blanca espera 20.000 visitantes en sus fiestas de agosto",
        "Redacción",
        "2026-08-10T09:00:00+02:00",
        "10 de agosto de 2026",
        """
El Ayuntamiento de Sierra Blanca calcula que unas 20.000 personas pasarán por el pueblo durante las fiestas de la Virgen, del 14 al 17 de agosto. El aparcamiento junto al polideportivo tendrá 600 plazas gratuitas.

Como el año pasado, el consistorio anima a compartir coche y ha abierto en esta web un tablón de viajes. Habrá autobús lanzadera desde las 20:00 hasta el cierre de las verbenas.
""",
        section="Fiestas",
    )
    return make(
        "aj-la-es-coche-compartido",
        "lookalike",
        "es-sierrablanca",
        st,
        Parts(after=box),
        [],
        path="/fiestas/visitantes-agosto",
        container="section.viajes: h2, ul.vj-lista > li.vj-oferta (strong name, time; div.vj-ruta; p; buttons 'Responder al conductor', 'Reservar plaza')",
        heading="Comparte coche para ir a las fiestas",
        description="A Spanish county news portal of 2026: an article on the summer fiestas with a ride-share board: four drivers' offers, each a name, a day and time, the route and seats, a sentence, and 'Responder al conductor' / 'Reservar plaza' buttons; no reader comment.",
        lookalikes=("ride-share offers (name, day and time, route, sentence, reply and book buttons)",),
    )


def pt_podcast() -> Case:
    items = rows("""
Rita Carvalhais | 3 fev 2026 | Episódio 50 | Cinquenta conversas depois, voltamos à primeira convidada: a padeira que acende o forno às quatro da manhã.
Rita Carvalhais e Duarte Bento | 20 jan 2026 | Episódio 49 | O que ficou da escola primária fechada em 2019 e quem ainda lá passa todos os dias.
Duarte Bento | 6 jan 2026 | Episódio 48 | Um pastor de Vale de Éguas conta como mudou a transumância desde que os filhos emigraram.
Rita Carvalhais | 16 dez 2025 | Episódio 47 | Especial de Natal: as receitas de broa de três avós, gravadas na cozinha da junta.
Duarte Bento | 2 dez 2025 | Episódio 46 | A banda filarmónica faz 120 anos e ensaia com onze músicos. Conversa com o maestro mais novo de sempre.
""")
    arts = "".join(
        f'<article class="ep"><h3 class="ep-num">{esc(e)}</h3><p class="ep-meta"><span class="ep-quem">{esc(n)}</span> · '
        f'<span class="ep-dia">{esc(d)}</span></p><p class="ep-resumo">{esc(x)}</p><p class="ep-ouvir"><a href="/episodios/{slug(e)}">▶ Ouvir · 34 min</a></p></article>'
        for n, d, e, x in items
    )
    box = f'<section class="episodios"><h2>Episódios anteriores</h2>{arts}</section>'
    st = Story(
        "Cinquenta episódios a ouvir o planalto",
        "Rita Carvalhais, autora e apresentadora",
        "2026-02-03T10:00:00+00:00",
        "3 de fevereiro de 2026",
        """
Há dois anos começámos a gravar conversas numa sala da junta de freguesia, com um microfone emprestado e um portátil velho. Hoje publicamos o quinquagésimo episódio.

Queremos agradecer a quem nos abriu a porta de casa, da oficina e do forno. E a quem nos ouve no carro, a caminho da cidade, como nos contaram várias vezes nas festas da aldeia.

Neste episódio voltamos à nossa primeira convidada. A lista dos anteriores está aqui em baixo.
""",
        section="Episódios",
    )
    return make(
        "aj-la-pt-episodios",
        "lookalike",
        "pt-marvao",
        st,
        Parts(after=box),
        [],
        path="/episodios/cinquenta",
        container="section.episodios: h2 'Episódios anteriores', article.ep (h3 episode number; p.ep-meta: span.ep-quem host, span.ep-dia date; p.ep-resumo; '▶ Ouvir')",
        heading="Episódios anteriores",
        description="A Portuguese small-newsroom podcast site of 2026: a post on the fiftieth episode with the list of earlier episodes: five entries, each the hosts' names, a date and a one-sentence summary; no reader comment.",
        lookalikes=("podcast episodes (hosts, date, summary)",),
    )


def it_whoswho() -> Case:
    items = rows(
        """
Ernesto Valli | l'imputato | 58 anni, ex direttore tecnico del cantiere. Secondo l'accusa firmò i collaudi del ponte senza le prove di carico.
Lorenza Baldini | la pubblica accusa | Sostituto procuratore, segue il caso dal 2023. Ha chiesto di sentire undici testimoni.
Avv. Corrado Sestini | il difensore | Sostiene che le prove furono fatte e che i verbali andarono persi nel trasloco dell'ufficio tecnico.
Graziella Ponti | parte civile | Madre di uno dei due operai feriti nel crollo, assistita dall'avvocata Franca Neri.
Ing. Paolo Martelli | consulente del tribunale | Ha firmato la perizia di 300 pagine sulle cause del cedimento della campata nord.
""",
        n=3,
    )
    dl = "".join(
        f'<div class="cc-voce"><dt><span class="cc-nome">{esc(n)}</span> <span class="cc-ruolo">{esc(r)}</span></dt><dd>{esc(x)}</dd></div>'
        for n, r, x in items
    )
    box = f'<aside class="chi-e-chi"><h3>Chi è chi nel processo</h3><dl>{dl}</dl></aside>'
    st = Story(
        "Crollo del ponte sul Rio Verde, si apre il processo all'ex direttore tecnico",
        "Di Marco Ferrandi",
        "2025-11-18T08:00:00+01:00",
        "18 novembre 2025",
        """
Si è aperto ieri in tribunale a Lagoverde il processo per il crollo parziale del ponte sul Rio Verde, avvenuto nel febbraio di due anni fa durante i lavori di allargamento. Due operai rimasero feriti.

Unico imputato è l'ex direttore tecnico del cantiere, accusato di lesioni colpose e falso. La prossima udienza è fissata per il 9 dicembre.
""",
        section="Giudiziaria",
    )
    return make(
        "aj-la-it-chi-e-chi",
        "lookalike",
        "it-lagoverde",
        st,
        Parts(rail=box),
        [],
        path="/giudiziaria/processo-ponte-rio-verde",
        container="aside.chi-e-chi in the right rail: h3, dl > div.cc-voce (dt: span.cc-nome, span.cc-ruolo; dd one or two sentences)",
        heading="Chi è chi nel processo",
        description="An Italian lake-town daily's site of 2025: a trial report with a 'who's who' box in the rail: five people, each a name, a role and one or two sentences; no time; no reader comment.",
        lookalikes=("who's who of a trial (name, role, sentences; no time)",),
    )


def nl_predictions() -> Case:
    items = rows("""
Sanne de Wit | zangeres | 2-1 | Ik zat vroeger elke zondag met mijn opa op de tribune. Polderweg wint, want thuis verliezen ze nooit van de buren.
Gert-Jan Koopman | burgemeester | 1-1 | Als burgemeester van beide dorpen moet ik neutraal blijven. Een gelijkspel is dus het beste voor iedereen.
Fatima Bouzid | bakker aan de Dijkstraat | 3-0 | Ik bak die dag appeltaart in clubkleuren. Bij drie doelpunten trakteer ik de hele winkel.
Henk Roozeboom | oud-keeper | 0-1 | Het hart zegt Polderweg, maar het hoofd zegt dat Westerbroek deze keer beter in vorm is.
""")
    votes = [("41", "12"), ("8", "30"), ("57", "9"), ("15", "22")]
    cards = "".join(
        f'<div class="vp-kaart"><div class="vp-kop"><span class="vp-naam">{esc(n)}</span> <span class="vp-wie">{esc(w)}</span></div>'
        f'<div class="vp-uitslag">{esc(u)}</div><p class="vp-uitleg">{esc(x)}</p>'
        f'<div class="vp-stem"><button type="button">👍 Eens {votes[k][0]}</button> <button type="button">👎 Oneens {votes[k][1]}</button></div></div>'
        for k, (n, w, u, x) in enumerate(items)
    )
    box = f'<section class="voorspellers"><h2>Zo voorspellen bekende Polderwegers de derby</h2><div class="vp-rij">{cards}</div></section>'
    st = Story(
        "Derby tegen Westerbroek uitverkocht: 2400 supporters op sportpark De Vaart",
        "Door Jelle Visser",
        "2026-04-09T12:00:00+02:00",
        "9 april 2026",
        """
Voor het eerst in zes jaar is een wedstrijd van VV Polderweg uitverkocht. Zaterdag spelen de Polderwegers op sportpark De Vaart de derby tegen Westerbroek, dat twee punten meer heeft.

De club zet een extra tribune neer langs het tweede veld. De politie vraagt bezoekers op de fiets te komen, omdat de parkeerplaats bij de sporthal dicht is.
""",
        section="Voetbal",
    )
    return make(
        "aj-la-nl-voorspellingen",
        "lookalike",
        "nl-polderweg",
        st,
        Parts(after=box),
        [],
        path="/voetbal/derby-uitverkocht",
        container="section.voorspellers: h2, div.vp-rij > div.vp-kaart (span.vp-naam, span.vp-wie; div.vp-uitslag score; p.vp-uitleg; buttons '👍 Eens n', '👎 Oneens n')",
        heading="Zo voorspellen bekende Polderwegers de derby",
        description="A Dutch regional news portal of 2026: an article on a sold-out derby with four local celebrities' predictions: each a name, who they are, a score and one or two sentences, with agree/disagree vote buttons; no time; no reader comment.",
        lookalikes=(
            "celebrities' predictions (name, role, score, sentences, agree/disagree votes; no time)",
        ),
    )


def pl_tv() -> Case:
    items = rows("""
18:00 | Agnieszka Wróbel | Wiadomości Dolinki | Najważniejsze informacje dnia z powiatu, pogoda i ostrzeżenia drogowe.
18:20 | Tadeusz Nowicki | Rozmowa dnia | Gościem jest dyrektor szpitala powiatowego, który opowie o nowym oddziale rehabilitacji.
18:45 | Kamila Rutkowska | Kuchnia po sąsiedzku | Gospodynie z Koła w Lipnikach pokazują, jak przygotować pierogi z kaszą i twarogiem.
19:15 | Bartek Zając | Sport w regionie | Skrót meczu Orła Dolinka z Unią Brzozów i zapowiedź turnieju siatkówki.
19:40 | Agnieszka Wróbel | Wiadomości Dolinki | Wydanie wieczorne, powtórka o 22:00.
20:00 | Ewa Kalinowska | Dolinka dawniej | Archiwalne zdjęcia rynku z lat sześćdziesiątych i wspomnienia mieszkańców kamienicy pod numerem 7.
""")
    trs = "".join(
        f'<tr><td class="tv-godz">{esc(h)}</td><td><span class="tv-prow">{esc(n)}</span><strong class="tv-tyt">{esc(t)}</strong>'
        f'<p class="tv-opis">{esc(x)}</p></td></tr>'
        for h, n, t, x in items
    )
    box = f'<div class="tv-ramowka"><h3>Dziś w TV Dolinka</h3><table>{trs}</table></div>'
    st = Story(
        "Telewizja Dolinka nadaje z nowego studia przy rynku",
        "Jolanta Stępień",
        "2026-01-12T14:00:00+01:00",
        "12 stycznia 2026",
        """
Od poniedziałku lokalna Telewizja Dolinka nadaje z nowego studia w odnowionej kamienicy przy rynku. Stacja przeniosła się z budynku dawnego domu kultury, gdzie pracowała przez piętnaście lat.

W nowym studiu jest miejsce dla publiczności. Pierwszym programem z udziałem widzów będzie sobotni koncert kolęd.
""",
        section="Program",
    )
    return make(
        "aj-la-pl-ramowka",
        "lookalike",
        "pl-dolinka",
        st,
        Parts(rail=box),
        [],
        path="/program/nowe-studio-tv-dolinka",
        container="div.tv-ramowka in the rail: h3, table: one tr per programme (td.tv-godz time; td: span.tv-prow presenter, strong.tv-tyt title, p.tv-opis)",
        heading="Dziś w TV Dolinka",
        description="A Polish county daily's site of 2026: an article on the local TV's new studio with the evening's programme in the rail: six entries, each a time, a presenter's name, a title and a sentence; no reader comment.",
        lookalikes=("a local TV's evening programme (time, presenter, title, sentence)",),
    )


def cs_births() -> Case:
    items = rows("""
Jana a Tomáš Novotní | 3. 2. 2026 | Eliška, 3 150 g, 49 cm | Narodila se v noci na úterý a od té doby spí jen přes den. Bráška Matěj je na ni moc pyšný.
Lucie Marešová | 5. 2. 2026 | Vojtěch, 3 620 g, 51 cm | Děkujeme sestřičkám z porodnice v Hrádku za klid a trpělivost.
Petra a Ondřej Horákovi | 7. 2. 2026 | Anna a Marie, 2 480 g a 2 390 g | Dvojčátka přišla o tři týdny dřív, ale už jsou obě doma.
Kateřina Dvořáková | 9. 2. 2026 | Jakub, 3 300 g, 50 cm | Náš první a určitě ne poslední. Vítej na světě, Kubíku!
""")
    hearts = ["23", "17", "41", "12"]
    arts = "".join(
        f'<article class="miminko"><p class="mm-rodice"><b>{esc(n)}</b> <span class="mm-datum">{esc(d)}</span></p>'
        f'<p class="mm-dite">{esc(b)}</p><p class="mm-vzkaz">{esc(x)}</p>'
        f'<p class="mm-akce"><button type="button">Poslat gratulaci</button> <span class="mm-srdce">❤ {hearts[k]}</span></p></article>'
        for k, (n, d, b, x) in enumerate(items)
    )
    box = (
        f'<section class="vitame"><h2>Vítáme nové občánky</h2><p>Oznámení poslali rodiče.</p>{arts}</section>'
    )
    st = Story(
        "Porodnice v Hrádku loni přivedla na svět nejvíc dětí za deset let",
        "Martina Kubešová",
        "2026-02-11T06:00:00+01:00",
        "11. února 2026",
        """
V porodnici hrádecké nemocnice se loni narodilo 812 dětí, nejvíce za posledních deset let. Vedení nemocnice to přičítá novým porodním sálům a tomu, že rodičky jezdí i z okolních okresů.

Nemocnice letos plánuje otevřít poradnu pro kojení a rozšířit návštěvní hodiny na oddělení šestinedělí.
""",
        section="Rodina",
    )
    return make(
        "aj-la-cs-miminka",
        "lookalike",
        "cs-hradek",
        st,
        Parts(after=box),
        [],
        path="/rodina/porodnice-rekord",
        container="section.vitame: h2 'Vítáme nové občánky', article.miminko (p.mm-rodice: b parents, span.mm-datum; p.mm-dite; p.mm-vzkaz; button 'Poslat gratulaci', '❤ n')",
        heading="Vítáme nové občánky",
        description="A Czech town news portal of 2026: an article on the maternity ward's record year with parents' birth announcements: four entries, each the parents' names, a date, the baby and a message, with a 'Poslat gratulaci' button and a heart count; no reader comment.",
        lookalikes=("birth announcements by parents (names, date, message, congratulate button, hearts)",),
    )


def ru_squad() -> Case:
    items = rows(
        """
Егор Самсонов | вратарь | Воспитанник клуба, вернулся из аренды. Тренер называет его основным на старте сезона.
Павел Лисицын | защитник | Капитан команды, провёл за «Озёрный» девять сезонов. Летом восстанавливался после травмы плеча.
Тимур Гайнуллин | защитник | Новичок из Казани. Быстро катается и любит подключаться к атакам.
Артём Веснин | нападающий | Лучший бомбардир прошлого чемпионата: 24 шайбы. Продлил контракт на два года.
Кирилл Бобров | нападающий | Самый молодой в составе, ему семнадцать. Тренеры хвалят его за бросок с кистей.
Николай Дёмин | нападающий | Опытный центрфорвард, выигрывает больше половины вбрасываний.
""",
        n=3,
    )
    li = "".join(
        f'<li class="sostav-igrok"><span class="si-fio">{esc(n)}</span> — <em class="si-amplua">{esc(a)}</em><p>{esc(x)}</p></li>'
        for n, a, x in items
    )
    box = f'<section class="sostav"><h2>Состав «Озёрного» на сезон</h2><ul>{li}</ul></section>'
    st = Story(
        "«Озёрный» начинает сезон с обновлённой обороной",
        "Алексей Мартынов",
        "2025-09-05T10:00:00+03:00",
        "5 сентября 2025",
        """
Хоккейный клуб «Озёрный» в субботу проведёт первый матч нового сезона областной лиги. За лето команду покинули три защитника, на их место пришли двое новичков и воспитанник клуба.

Главный тренер Сергей Ветров говорит, что задача на сезон — выйти в плей-офф. Домашние матчи команда по-прежнему играет в ледовом дворце посёлка.
""",
        section="Хоккей",
    )
    return make(
        "aj-la-ru-sostav",
        "lookalike",
        "ru-ozerny",
        st,
        Parts(after=box),
        [],
        path="/hokkej/sezon-sostav",
        container="section.sostav: h2, ul > li.sostav-igrok (span.si-fio name, em.si-amplua position, p one or two sentences)",
        heading="Состав «Озёрного» на сезон",
        description="A Russian settlement news site of 2025: a season preview with the hockey club's squad: six players, each a name, a position and one or two sentences; no time; no reader comment.",
        lookalikes=("a club's squad for the season (name, position, sentences; no time)",),
    )


def uk_huts() -> Case:
    items = rows(
        """
Василь Гуцуляк | Хатина під Кукулом | Господар тримає тут корову, тож зранку можна купити свіжого молока. Вода з джерела за двісті метрів.
Оксана Петрук | Притулок «Смерекова полонина» | Оксана пускає ночувати до двадцяти людей і сама пече хліб. Місця краще домовити заздалегідь.
Іван Мельничук | Колиба на перевалі | Найвища хатина на маршруті. Іван радить не виходити з неї після третьої дня, бо погода швидко псується.
""",
        n=3,
    )
    blocks = "".join(
        f'<div class="hatyna"><h4 class="ht-hospodar">{esc(n)}</h4><p class="ht-nazva">{esc(h)}</p><p class="ht-opys">{esc(x)}</p></div>'
        for n, h, x in items
    )
    box = f'<section class="hatyny"><h3>Де ночувати: господарі хатин на маршруті</h3>{blocks}</section>'
    st = Story(
        "Три дні хребтом: від Кукула до перевалу",
        "Автор: Тарас, гірський мандрівник",
        "2025-07-22T20:00:00+03:00",
        "22 липня 2025",
        """
Цей маршрут я пройшов утретє, і вперше погода трималася всі три дні. Загальна довжина близько 42 кілометрів, найважчий — другий день, коли набираєш майже тисячу метрів.

Воду можна набрати в трьох місцях, але в серпні одне з джерел пересихає. Беріть щонайменше два літри на людину.

Нижче — хатини, де можна переночувати, і люди, які їх тримають.
""",
        section="Маршрути",
    )
    return make(
        "aj-la-uk-hatyny",
        "lookalike",
        "uk-verkhovyna",
        st,
        Parts(after=box),
        [],
        path="/marshruty/kukul-pereval",
        container="section.hatyny: h3, div.hatyna (h4.ht-hospodar the warden's name, p.ht-nazva the hut, p.ht-opys one or two sentences)",
        heading="Де ночувати: господарі хатин на маршруті",
        description="A Ukrainian hiking blog of 2025: a trip report with the mountain huts on the route and their wardens: three entries, each a name, a hut and one or two sentences; no time; no reader comment.",
        lookalikes=("mountain huts and their wardens (name, hut, sentences; no time)",),
    )


def plain_aj() -> list[Case]:
    return [
        de_hotline(),
        fr_pets(),
        es_rideshare(),
        pt_podcast(),
        it_whoswho(),
        nl_predictions(),
        pl_tv(),
        cs_births(),
        ru_squad(),
        uk_huts(),
    ]
