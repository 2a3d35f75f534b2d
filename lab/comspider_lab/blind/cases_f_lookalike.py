"""Blind set F: eight look-alike pages (lists with names, dates and prose that are not readers' comments on
the article: truth zero) and four mixed pages (such a list beside a real thread: truth only the thread).
Kinds in none of sets A to E: residents' questions answered by the council, a corrections log, a book of
condolences, a match's minute-by-minute, an events diary, readers' photos with captions, a petition's
signatories, a staff directory; beside the mixed threads: classified ads, a quiz's answers, a "most read"
list with times, schools' exam results."""

from __future__ import annotations

from comspider_lab.blind.cases_f_common import art, page, thread, tree
from comspider_lab.blind.layout import Article, Blocks, esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

LA_CSS = """<style>
.qa .qa-item{border-top:1px solid #ddd;padding:12px 0}.qa-asker{font-size:14px;color:#555}.qa-answer{background:#f1f5f9;padding:8px 12px}
.korrekturen .korr{border-bottom:1px solid #ccc;padding:10px 0}.korr-datum{font-size:13px;color:#666}
.condoleances .cond{border:1px solid #e5e5e5;padding:10px 14px;margin:10px 0;background:#fafafa}.cond-sign{font-style:italic;color:#555}
.directo .min{display:flex;gap:12px;border-top:1px solid #eee;padding:8px 0}.min-t{font-weight:700;width:48px;flex:none}
.agenda .ev{border-left:4px solid #a3001b;padding:6px 12px;margin:10px 0}.ev-quando{font-size:13px;color:#666}
.fotos-leitores .fl{display:inline-block;width:45%;margin:8px;vertical-align:top}.fl figcaption{font-size:14px}
.peticie .sig{border-bottom:1px dotted #bbb;padding:6px 0}.sig-kdo{font-weight:700}
.redaktionen .pers{display:flex;gap:12px;border-top:1px solid #eee;padding:10px 0}.pers-roll{color:#666;font-size:14px}
.kleintjes .kl{border:1px solid #ddd;padding:8px 12px;margin:8px 0;font-size:14px}.reacties .rc{border-top:1px solid #ddd;padding:10px 0}.reacties .rc .rc{margin-left:26px}
.kwiz .kw{border-top:1px solid #ddd;padding:10px 0}.dokja .dj{border-top:1px solid #eee;padding:10px 0}.dokja .dj .dj{margin-left:24px}
.akthar .ak{border-bottom:1px solid #eee;padding:6px 0;font-size:14px}.qurra .qr{border-top:1px solid #ddd;padding:10px 0}.qurra .qr .qr{margin-right:24px}
.rezultatai td{padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top}.skaitytojai .sk{border-top:1px solid #ddd;padding:10px 0}.skaitytojai .sk .sk{margin-left:24px}
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
    html: str,
    what: str,
    aside: bool = False,
) -> Case:
    blocks = Blocks(head=LA_CSS, aside=html) if aside else Blocks(head=LA_CSS, after=html)
    return Case(
        case_id,
        "lookalike",
        lang,
        "on_load",
        container,
        heading,
        description,
        path,
        page(template, lang, article, blocks),
        static=True,
        lookalikes=(what,),
    )


def lookalike_cases_f() -> list[Case]:
    cases: list[Case] = []

    # 1. en: residents' questions at drop-in sessions, each answered by a named officer
    qa = [
        (
            "Margaret Hale, Fenside",
            "12 May 2025",
            "Will my bins still be collected on a Tuesday while the road is shut?",
            "Yes. The crews will use the Station Road crossing; collection days do not change. — Waste services",
        ),
        (
            "Peter Crowe, Marsh End",
            "12 May 2025",
            "How will an ambulance reach the east side of the line?",
            "The ambulance service has agreed a route via Station Road and a standby point at the fire station. — Emergency planning officer",
        ),
        (
            "Ann Dobson",
            "14 May 2025",
            "Can the footbridge lifts take a mobility scooter?",
            "The lifts are sized for a wheelchair and an attendant, and for class 3 scooters. — Network Rail project manager",
        ),
        (
            "Samir Patel, Quay Street",
            "14 May 2025",
            "Will the shops on Marsh Lane get any compensation for lost trade?",
            "There is no compensation scheme for the works; the council's business team will offer free advertising. — Economic development",
        ),
        (
            "Kath Ellerby",
            "16 May 2025",
            "What time of day will the noisy work happen?",
            "Piling is limited to 8am to 6pm on weekdays; track work happens at night when the line is closed. — Network Rail",
        ),
    ]
    html = (
        '<section class="qa"><h3>Your questions answered</h3><p>Questions residents asked at the three drop-in sessions, with the answers given by officers.</p>'
        + "".join(
            f'<div class="qa-item"><p class="qa-asker"><b>{esc(who)}</b> asked on {esc(when)}:</p><p class="qa-q">“{esc(q)}”</p><p class="qa-answer">{esc(a)}</p></div>'
            for who, when, q, a in qa
        )
        + "</section>"
    )
    cases.append(
        _la(
            "f-la-en-residents-questions",
            "en",
            "tailwind",
            "<section class=qa>, div.qa-item",
            "Your questions answered",
            "Questions residents asked at the council's drop-in sessions (name, place, date, question in quotes) with the officer's answer: an editorial Q&A, not readers' comments on this article.",
            "/news/marsh-lane-crossing-your-questions-answered",
            art(
                "Marsh Lane crossing closure: your questions answered",
                "We took residents' questions from the drop-in sessions to the council and Network Rail.",
                "Naomi Kerridge",
                "2025-05-20T07:00:00+01:00",
                [
                    "More than three hundred people attended the three drop-in sessions about the closure of the Marsh Lane crossing.",
                    "We have gathered the questions asked most often and put them to the council and Network Rail.",
                ],
                kicker="Transport",
                caption="A drop-in session at the village hall. Photo: Chronicle",
            ),
            html,
            "residents' questions with officers' answers (name, place, date, question, answer)",
        )
    )

    # 2. de: the paper's corrections log
    korr = [
        (
            "14.05.2025",
            "„Freibad Kusel öffnet früher“",
            "In einer früheren Fassung hieß es, der Eintritt steige auf 5 Euro. Richtig ist: 4,50 Euro.",
            "Die Leserredaktion",
        ),
        (
            "09.05.2025",
            "„Kreistag beschließt Haushalt“",
            "Der Kreisbeigeordnete heißt Manfred Keßler, nicht Kessler. Wir bitten, den Fehler zu entschuldigen.",
            "Die Leserredaktion",
        ),
        (
            "02.05.2025",
            "„Neue Buslinie nach Kusel“",
            "Die Linie 271 fährt im Stundentakt, nicht im Halbstundentakt, wie zunächst berichtet.",
            "Chef vom Dienst",
        ),
        (
            "28.04.2025",
            "„Weinfest in Obermoschel“",
            "Das Fest findet am ersten Juliwochenende statt. Ein Datum im Bildtext war falsch.",
            "Die Leserredaktion",
        ),
        (
            "22.04.2025",
            "„Glan-Radweg wird verlängert“",
            "Die Verlängerung misst 6,4 und nicht 64 Kilometer.",
            "Chef vom Dienst",
        ),
    ]
    html = (
        '<section class="korrekturen"><h3>Korrekturen und Klarstellungen</h3>'
        + "".join(
            f'<div class="korr"><div class="korr-datum">{esc(d)} · zum Artikel {esc(t)}</div><p>{esc(x)}</p><p class="korr-von">— {esc(by)}</p></div>'
            for d, t, x, by in korr
        )
        + "</section>"
    )
    cases.append(
        _la(
            "f-la-de-corrections-log",
            "de",
            "joomla",
            "<section class=korrekturen>, div.korr",
            "Korrekturen und Klarstellungen",
            "The paper's corrections log (date, the article corrected, what was wrong, signed by the reader desk) below its column about how it corrects mistakes.",
            "/region/in-eigener-sache-wie-wir-fehler-korrigieren",
            art(
                "In eigener Sache: Wie wir Fehler korrigieren",
                "Wo wir danebenliegen, sagen wir es offen. Hier sammeln wir jede Korrektur.",
                "Bettina Kern",
                "2025-05-16T10:00:00+02:00",
                [
                    "Auch in einer Redaktion passieren Fehler. Wir korrigieren sie, sobald wir sie bemerken, und vermerken es unter dem Artikel.",
                    "Seit diesem Monat sammeln wir alle Korrekturen zusätzlich an einer Stelle.",
                ],
                kicker="In eigener Sache",
                caption="Der Newsroom der Rundschau. Foto: Rundschau",
            ),
            html,
            "corrections log (date, article, correction, signed by the desk)",
        )
    )

    # 3. fr: a book of condolences for a former mayor (messages to his family), under the report of his funeral
    cond = [
        (
            "Monique et Gérard Perrin",
            "Lormes",
            "3 février 2025",
            "Nous garderons le souvenir d'un homme juste et toujours disponible. Toutes nos pensées à Jeanne et aux enfants.",
        ),
        (
            "L'amicale des sapeurs-pompiers de Lormes",
            "",
            "3 février 2025",
            "Avec une profonde tristesse, nous saluons celui qui a fait construire notre caserne en 1989.",
        ),
        (
            "Hélène Bouchard",
            "Château-Chinon",
            "4 février 2025",
            "Merci pour les années au conseil, pour votre patience et votre humour. Reposez en paix.",
        ),
        (
            "Famille Laurent",
            "Corancy",
            "4 février 2025",
            "Sincères condoléances à toute la famille Martinot.",
        ),
        (
            "Le club de pétanque du Morvan",
            "",
            "5 février 2025",
            "Notre président d'honneur nous a quittés. La partie du dimanche ne sera plus la même.",
        ),
    ]
    html = (
        '<section class="condoleances"><h3>Livre de condoléances</h3><p>Les messages adressés à la famille de Lucien Martinot.</p>'
        + "".join(
            f'<div class="cond"><p>{esc(t)}</p><p class="cond-sign">{esc(who)}{", " + esc(where) if where else ""} — {esc(d)}</p></div>'
            for who, where, d, t in cond
        )
        + "</section>"
    )
    cases.append(
        _la(
            "f-la-fr-condolences",
            "fr",
            "ghost",
            "<section class=condoleances>, div.cond",
            "Livre de condoléances",
            "A book of condolences for a former mayor: messages to his family, signed with names, villages and dates, under the report of his funeral; not readers' comments on the article.",
            "/local/lormes-adieu-a-lucien-martinot/",
            art(
                "Lormes a dit adieu à Lucien Martinot",
                "L'ancien maire, qui a dirigé la commune pendant vingt-quatre ans, est mort à 88 ans.",
                "Sylvie Ragot",
                "2025-02-03T09:00:00+01:00",
                [
                    "Plusieurs centaines de personnes ont assisté aux obsèques de Lucien Martinot, samedi, en l'église de Lormes.",
                    "Maire de 1977 à 2001, il avait fait construire la caserne des pompiers et la salle des fêtes.",
                ],
                kicker="Local",
                caption="L'église de Lormes, samedi. Photo : Le Courrier",
            ),
            html,
            "book of condolences (message to the family, signed name, village, date)",
        )
    )

    # 4. es: a match's minute-by-minute
    mins = [
        ("1'", "Arranca el partido en el Manuel Medina. Saca el Orihuela."),
        ("12'", "¡Gol del Almoradí! Jorge Sempere remata de cabeza un córner de Pablo Ruso. 1-0."),
        ("27'", "Tarjeta amarilla para Iván Llorens por una entrada a destiempo en el centro del campo."),
        ("45+2'", "Descanso. El Almoradí gana con justicia y el Orihuela apenas ha llegado al área."),
        ("58'", "Empata el Orihuela. Disparo lejano de Álex Ferrández que se cuela por la escuadra. 1-1."),
        ("81'", "Sempere otra vez. Pase al hueco de Marcos Gil y definición tranquila. 2-1."),
        ("90+4'", "Final en el Manuel Medina. El Almoradí se lleva el derbi de la Vega Baja."),
    ]
    html = (
        '<section class="directo"><h3>Minuto a minuto</h3>'
        + "".join(
            f'<div class="min"><span class="min-t">{esc(m)}</span><p>{esc(t)}</p></div>' for m, t in mins
        )
        + "</section>"
    )
    cases.append(
        _la(
            "f-la-es-minute-by-minute",
            "es",
            "arc",
            "<section class=directo>, div.min",
            "Minuto a minuto",
            "A football match's minute-by-minute (minute, what happened, players named) under the match report.",
            "/deportes/almoradi-gana-el-derbi-de-la-vega-baja/",
            art(
                "El Almoradí gana el derbi de la Vega Baja",
                "Dos goles de Jorge Sempere deciden el partido ante el Orihuela (2-1).",
                "Rubén Alcaraz",
                "2025-03-02T19:30:00+01:00",
                [
                    "El Almoradí se impuso por 2-1 al Orihuela en un derbi disputado ante más de dos mil espectadores.",
                    "Jorge Sempere marcó los dos goles locales; Álex Ferrández empató de forma momentánea en la segunda parte.",
                ],
                kicker="Deportes",
                caption="Sempere celebra el 2-1. Foto: El Heraldo",
            ),
            html,
            "minute-by-minute of a match (minute, event, players)",
        )
    )

    # 5. it: an events diary with dates, times, places and organisers (in the rail)
    evs = [
        (
            "Sabato 7 giugno, ore 21",
            "Adria, piazza Garibaldi",
            "Concerto della banda cittadina",
            "Organizza la Pro Loco. Ingresso libero; in caso di pioggia al teatro Comunale.",
        ),
        (
            "Domenica 8 giugno, ore 9",
            "Porto Tolle, Ca' Tiepolo",
            "Pedalata nel Delta",
            "Percorso di 30 km lungo il Po di Venezia. Iscrizioni presso Cicloamici Polesine.",
        ),
        (
            "Martedì 10 giugno, ore 18",
            "Rovigo, biblioteca dell'Accademia dei Concordi",
            "Presentazione del libro di Elisa Marangon",
            "Dialoga con l'autrice la giornalista Laura Visentin.",
        ),
        (
            "Venerdì 13 giugno, ore 20.30",
            "Loreo, chiesa di Santa Maria",
            "Vespri d'estate",
            "Coro polifonico di Loreo diretto dal maestro Gino Bergamin.",
        ),
        (
            "Sabato 14 giugno, tutto il giorno",
            "Rosolina Mare",
            "Festa del pesce",
            "Stand gastronomici a cura dei pescatori della cooperativa.",
        ),
    ]
    html = (
        '<section class="agenda"><h3>Agenda del fine settimana</h3>'
        + "".join(
            f'<div class="ev"><div class="ev-quando">{esc(w)} · {esc(p)}</div><h4>{esc(t)}</h4><p>{esc(d)}</p></div>'
            for w, p, t, d in evs
        )
        + "</section>"
    )
    cases.append(
        _la(
            "f-la-it-events-diary",
            "it",
            "bootstrap",
            "<section class=agenda> in the rail, div.ev",
            "Agenda del fine settimana",
            "An events diary in the rail (day and time, place, title, organiser and details) beside an article about summer events.",
            "/cultura/estate-polesana-il-programma.html",
            art(
                "Estate polesana, oltre cento appuntamenti fino a settembre",
                "Concerti, sagre e pedalate: la Provincia presenta il cartellone.",
                "Roberta Finotti",
                "2025-06-05T08:00:00+02:00",
                [
                    "La Provincia di Rovigo ha presentato il cartellone dell'estate, con oltre cento appuntamenti in venti comuni.",
                    "Molti eventi sono gratuiti. Il programma completo è disponibile negli uffici turistici.",
                ],
                kicker="Cultura",
                caption="Piazza Garibaldi ad Adria. Foto: La Voce",
            ),
            html,
            "events diary (date and time, place, title, organiser)",
            aside=True,
        )
    )

    # 6. pt: readers' photos of the first snow, each with the sender's caption
    fotos = [
        (
            "Ana Ribeiro",
            "Seia",
            "12 nov.",
            "A estrada para a Torre às oito da manhã, ainda antes dos limpa-neves.",
        ),
        ("Rui Cardoso", "Manteigas", "12 nov.", "O vale glaciar do Zêzere todo branco visto do miradouro."),
        ("Sofia Matos", "Loriga", "13 nov.", "Os meus filhos a fazer o primeiro boneco de neve do ano."),
        (
            "José Pinto",
            "Penhas da Saúde",
            "13 nov.",
            "Ovelhas à procura de pasto entre a neve, perto do Covão da Ametade.",
        ),
        ("Inês Brito", "Sabugueiro", "13 nov.", "A aldeia mais alta de Portugal ao amanhecer."),
    ]
    html = (
        '<section class="fotos-leitores"><h3>As fotos dos leitores</h3><p>Envie-nos as suas fotografias para fotos@jornalbeiraserra.pt.</p>'
        + "".join(
            f'<figure class="fl"><svg width="100%" height="160"><rect width="100%" height="160" fill="#dde6ee"/></svg><figcaption><b>{esc(who)}</b>, {esc(where)}, {esc(d)} — {esc(t)}</figcaption></figure>'
            for who, where, d, t in fotos
        )
        + "</section>"
    )
    cases.append(
        _la(
            "f-la-pt-readers-photos",
            "pt",
            "letter",
            "<section class=fotos-leitores>, figure.fl with figcaption",
            "As fotos dos leitores",
            "Readers' photos of the first snow, each with the sender's name, village, date and caption: pictures sent to the paper, not comments on the article.",
            "/p/primeira-neve-na-serra-da-estrela",
            art(
                "Primeira neve do ano cobre a Serra da Estrela",
                "A estrada para a Torre esteve fechada durante a manhã.",
                "Tiago Gouveia",
                "2025-11-12T07:00:00+00:00",
                [
                    "A primeira neve do outono caiu durante a noite acima dos 1.400 metros.",
                    "A estrada de acesso à Torre esteve encerrada até ao meio-dia para limpeza.",
                ],
                kicker="Região",
                caption="A Torre coberta de neve. Foto: Jornal da Beira Serra",
            ),
            html,
            "readers' photos with captions (name, village, date, caption)",
        )
    )

    # 7. cs: a petition's latest signatories with their reasons
    sigs = [
        (
            "Jana Dvořáková",
            "Jihlava",
            "před 2 dny",
            "Podepisuji, protože každý den vozím děti po staré silnici a je tam nebezpečno.",
        ),
        ("Petr Svoboda", "Třešť", "před 2 dny", "Obchvat slibují od roku 2008."),
        ("Marie Procházková", "Jihlava", "před 3 dny", "Kamiony jezdí pod našimi okny ve dne v noci."),
        ("Lukáš Černý", "Luka nad Jihlavou", "před 4 dny", "Chci, aby se stavba už konečně rozjela."),
        ("Věra Kučerová", "Jihlava", "před 5 dny", "Za bezpečnou cestu do školy."),
    ]
    html = (
        '<section class="peticie"><h3>Petice „Obchvat hned“: podepsalo 4 812 lidí</h3><p>Nejnovější podpisy:</p>'
        + "".join(
            f'<div class="sig"><span class="sig-kdo">{esc(who)}</span>, {esc(where)} · <span class="sig-kdy">{esc(when)}</span><br><q>{esc(t)}</q></div>'
            for who, where, when, t in sigs
        )
        + '<a href="/petice/obchvat-hned">Podepsat petici</a></section>'
    )
    cases.append(
        _la(
            "f-la-cs-petition-signatories",
            "cs",
            "typo3",
            "<section class=peticie>, div.sig",
            "Petice „Obchvat hned“: podepsalo 4 812 lidí",
            "A petition's latest signatories (name, town, relative time, their reason in quotes) below an article about the delayed bypass: signatures, not comments on the article.",
            "/region/obchvat-jihlavy-se-zdrzi/",
            art(
                "Obchvat Jihlavy se zdrží o další dva roky",
                "Ředitelství silnic a dálnic čeká na nové posouzení vlivu na životní prostředí.",
                "Lenka Marešová",
                "2025-05-06T08:00:00+02:00",
                [
                    "Stavba obchvatu Jihlavy nezačne letos, jak bylo slíbeno, ale nejdříve v roce 2027.",
                    "Občané mezitím sbírají podpisy pod petici, kterou chtějí předat ministerstvu dopravy.",
                ],
                kicker="Region",
                caption="Silnice I/38 v Jihlavě. Foto: Jihlavské listy",
            ),
            html,
            "petition signatories (name, town, time, reason)",
        )
    )

    # 8. sv: the newsroom's staff directory with short presentations
    staff = [
        (
            "Karin Öberg",
            "Chefredaktör och ansvarig utgivare",
            "Har arbetat på tidningen sedan 2004 och leder redaktionen i Sveg.",
            "070-312 44 10",
        ),
        (
            "Nils Persson",
            "Reporter, Funäsdalen",
            "Skriver om fjällturism, skoterleder och samebyarnas frågor.",
            "070-312 44 21",
        ),
        ("Emma Lindqvist", "Reporter, Sveg", "Bevakar kommunpolitiken och skolan.", "070-312 44 35"),
        (
            "Olof Jonsson",
            "Sportredaktör",
            "Följer Härjedalens hockey och längdskidåkning året runt.",
            "070-312 44 48",
        ),
        (
            "Sara Hedlund",
            "Fotograf",
            "Fotograferar allt från kommunfullmäktige till midsommarfirandet i Lillhärdal.",
            "070-312 44 52",
        ),
    ]
    html = (
        '<section class="redaktionen"><h3>Det här är vi på redaktionen</h3>'
        + "".join(
            f'<div class="pers"><img src="/_avatar/sv-{k}.svg" width="56" height="56" alt=""><div><b>{esc(n)}</b><div class="pers-roll">{esc(r)}</div><p>{esc(b)}</p><span>Tel. {esc(t)}</span></div></div>'
            for k, (n, r, b, t) in enumerate(staff)
        )
        + "</section>"
    )
    cases.append(
        _la(
            "f-la-sv-staff-directory",
            "sv",
            "modules",
            "<section class=redaktionen>, div.pers with photos",
            "Det här är vi på redaktionen",
            "The newsroom's staff directory (photo, name, role, short presentation, phone) under the editor's letter about the paper's new office.",
            "/nyheter/vi-flyttar-till-nya-lokaler-i-sveg",
            art(
                "Vi flyttar till nya lokaler i Sveg",
                "Från måndag finns redaktionen vid torget. Välkommen in!",
                "Karin Öberg",
                "2025-08-25T07:00:00+02:00",
                [
                    "Efter trettio år på Fjällvägen flyttar Härjedalsbladet till nya lokaler vid torget i Sveg.",
                    "Här presenterar vi alla som arbetar på redaktionen.",
                ],
                kicker="Nyheter",
                caption="Den nya redaktionen vid torget. Foto: Härjedalsbladet",
            ),
            html,
            "staff directory (photo, name, role, presentation, phone)",
        )
    )
    return cases


def _mx(
    case_id: str,
    lang: str,
    template: str,
    container: str,
    heading: str,
    description: str,
    path: str,
    article: Article,
    comments: list[Seed],
    lookalike: str,
    thread_html: str,
    what: str,
    aside: bool = False,
) -> Case:
    blocks = (
        Blocks(head=LA_CSS, aside=lookalike, after=thread_html)
        if aside
        else Blocks(head=LA_CSS, after=lookalike + thread_html)
    )
    return Case(
        case_id,
        "mixed",
        lang,
        "on_load",
        container,
        heading,
        description,
        path,
        page(template, lang, article, blocks),
        comments,
        static=True,
        lookalikes=(what,),
    )


def _simple(c: list[Seed], cls: str, reply: str) -> str:
    return tree(
        c,
        lambda i, s, sub: (
            f'<div class="{cls}"><b>{esc(s.author)}</b> <small>{esc(s.when)}</small><p>{esc(s.text)}</p><a href="#">{esc(reply)}</a>{sub}</div>'
        ),
        lambda items, p: items,
    )


def mixed_cases_f() -> list[Case]:
    cases: list[Case] = []

    # 1. nl: classified ads above the readers' thread
    ads = [
        (
            "Te koop",
            "Kinderfiets 20 inch, rood, z.g.a.n. € 45. Tel. 06-41 22 87 10, Orvelte.",
            "gepl. 2 juni",
        ),
        (
            "Gevraagd",
            "Hulp in de tuin, 4 uur per week. Mevr. Jalving, Westerbork, tel. 0593-33 12 09.",
            "gepl. 1 juni",
        ),
        (
            "Te huur",
            "Stalling voor caravan, overdekt, in Zweeloo. J. Hofsteenge, tel. 06-12 90 44 31.",
            "gepl. 30 mei",
        ),
        (
            "Aangeboden",
            "Oppas voor uw hond tijdens de vakantie, ervaren. Femke, Assen, 06-28 71 00 56.",
            "gepl. 29 mei",
        ),
    ]
    lk = (
        '<div class="kleintjes"><h3>Kleintjes</h3>'
        + "".join(f'<div class="kl"><b>{esc(k)}</b> {esc(t)} <span>{esc(d)}</span></div>' for k, t, d in ads)
        + '<a href="/kleintjes/plaatsen">Zelf een kleintje plaatsen</a></div>'
    )
    c = thread(
        """
Henk Bruins | 2 juni 2025 10:14 | - | Mooi dat de Brink wordt opgeknapt, maar laat de oude eiken alsjeblieft staan.
Geesje Mulder | 2 juni 2025 10:40 | 0 | Volgens het plan blijven alle eiken staan, alleen de bestrating gaat eruit.
Jan Kremer | 2 juni 2025 11:05 | - | Waar moeten de bussen met toeristen dan parkeren?
Anneke Dekker | 2 juni 2025 12:30 | - | Eindelijk weer kinderkopjes zoals vroeger. Prachtig.
Roelof Smit | 2 juni 2025 14:02 | 2 | Aan de rand van het dorp, bij de Schaapskooi, staat in het stuk.
"""
    )
    cases.append(
        _mx(
            "f-mx-nl-classifieds-thread",
            "nl",
            "blogger",
            "<div class=reacties>, div.rc, below <div class=kleintjes>",
            "Wat lezers zeggen",
            "Five readers in Dutch (two replies) below a block of classified ads (kind, text with name, place and phone, date placed): truth only the readers.",
            "/2025/06/brink-van-orvelte-op-de-schop.html",
            art(
                "Brink van Orvelte gaat op de schop",
                "Het asfalt maakt plaats voor kinderkopjes; de eiken blijven staan.",
                "Wietske Hoving",
                "2025-06-02T08:00:00+02:00",
                [
                    "De gemeente Midden-Drenthe vervangt het asfalt op de Brink van Orvelte door kinderkopjes.",
                    "Alle eiken blijven staan. Touringcars parkeren voortaan aan de rand van het dorp, bij de Schaapskooi.",
                ],
                kicker="Regio",
                caption="De Brink van Orvelte. Foto: Drentse Courant",
            ),
            c,
            lk,
            '<div class="reacties"><h3>Wat lezers zeggen</h3>' + _simple(c, "rc", "Beantwoorden") + "</div>",
            "classified ads (kind, text with name, place, phone; date placed)",
        )
    )

    # 2. ko: a quiz's answers (with the names of those who got them right) above the readers
    quiz = [
        ("1. 무심천은 어느 강으로 흘러드나요?", "정답: 미호강", "정답자: 김민준(청주), 이서연(세종) 외 41명"),
        ("2. 새 산책로의 길이는?", "정답: 7.2km", "정답자: 박지호(청주) 외 37명"),
        ("3. 벚꽃길 조명은 몇 시까지 켜지나요?", "정답: 밤 11시", "정답자: 최유나(증평) 외 22명"),
    ]
    lk = (
        '<div class="kwiz"><h3>지난주 퀴즈 정답</h3>'
        + "".join(
            f'<div class="kw"><p><b>{esc(q)}</b></p><p>{esc(a)}</p><p class="kw-who">{esc(w)}</p></div>'
            for q, a, w in quiz
        )
        + "</div>"
    )
    c = thread(
        """
청주시민 | 3시간 전 | - | 무심천 산책로 정비 정말 반갑습니다. 밤에 너무 어두웠어요.
수곡동주민 | 2시간 전 | - | 자전거 길과 보행로를 꼭 분리해 주세요.
이정훈 | 2시간 전 | 1 | 기사 보니 분리된다고 하네요.
벚꽃러버 | 1시간 전 | - | 벚꽃 필 때 공사하지 않으면 좋겠어요.
한지민 | 40분 전 | - | 화장실도 더 늘려 주세요.
운동하는아빠 | 10분 전 | 3 | 공사는 11월부터 3월까지라니 벚꽃철 전에 끝난대요.
"""
    )
    cases.append(
        _mx(
            "f-mx-ko-quiz-thread",
            "ko",
            "bootstrap",
            "<div class=dokja>, div.dj, below <div class=kwiz>",
            "독자 한마디",
            "Six readers in Korean (two replies) below last week's quiz answers (question, answer, names of the winners): truth only the readers.",
            "/local/musimcheon-trail-upgrade.html",
            art(
                "청주 무심천 산책로 7.2km 새 단장",
                "자전거 길과 보행로를 분리하고 조명을 늘린다.",
                "오세영",
                "2025-10-27T09:00:00+09:00",
                [
                    "청주시는 무심천 산책로 7.2km 구간을 정비한다고 밝혔다.",
                    "자전거 길과 보행로를 분리하고 야간 조명을 늘린다. 공사는 11월부터 3월까지 진행된다.",
                ],
                kicker="지역",
                caption="무심천 산책로. 사진: 충청타임스",
            ),
            c,
            lk,
            '<div class="card dokja"><h5>독자 한마디</h5>' + _simple(c, "dj", "답글") + "</div>",
            "quiz answers (question, answer, names of the winners)",
        )
    )

    # 3. ar: a "most read" list with publication times in the rail, the readers below the article
    most = [
        ("افتتاح طريق الواحة الجديد", "منذ ساعتين"),
        ("ارتفاع أسعار التمور في السوق المركزي", "منذ 3 ساعات"),
        ("مهرجان الشعر الشعبي يختتم دورته العاشرة", "منذ 5 ساعات"),
        ("انقطاع المياه عن حي النخيل غدا", "منذ 6 ساعات"),
        ("فريق الواحة يتأهل إلى نصف النهائي", "منذ 8 ساعات"),
    ]
    lk = (
        '<div class="akthar"><h2>الأكثر قراءة اليوم</h2>'
        + "".join(
            f'<div class="ak"><a href="/mahaliyat/{k}.html">{esc(t)}</a> <time>{esc(w)}</time></div>'
            for k, (t, w) in enumerate(most)
        )
        + "</div>"
    )
    c = thread(
        """
سالم العتيبي | منذ ساعة | - | الطريق الجديد يختصر نصف ساعة على أهل القرى الشرقية.
نورة الحربي | منذ ساعة | - | نتمنى إضاءة الطريق بالكامل، فالحوادث تكثر ليلا.
خالد الشمري | منذ 45 دقيقة | 1 | حسب الخبر ستتم الإضاءة في المرحلة الثانية.
مريم القحطاني | منذ 30 دقيقة | - | شكرا للبلدية على سرعة الإنجاز.
فهد الدوسري | منذ 10 دقائق | - | متى يفتح المسار الثاني؟
"""
    )
    cases.append(
        _mx(
            "f-mx-ar-most-read-thread",
            "ar",
            "amp",
            "<div class=qurra>, div.qr, below the article; <div class=akthar> with times in the related box",
            "آراء القراء",
            "Five readers in Arabic (one reply), right to left, below the article; a 'most read today' list with relative times ('منذ ساعتين') beside: truth only the readers.",
            "/mahaliyat/iftitah-tariq-al-waha/amp/",
            art(
                "افتتاح طريق الواحة الجديد",
                "الطريق يربط القرى الشرقية بالمدينة في ربع ساعة.",
                "عبدالله الزهراني",
                "2025-12-01T08:00:00+03:00",
                [
                    "افتتحت البلدية صباح اليوم طريق الواحة الجديد بطول 24 كيلومترا.",
                    "يختصر الطريق نصف ساعة على سكان القرى الشرقية. وستتم إضاءته في المرحلة الثانية من المشروع.",
                ],
                kicker="محليات",
                caption="طريق الواحة الجديد. تصوير: صدى الواحات",
            ),
            c,
            lk,
            '<div class="qurra"><h3>آراء القراء</h3>' + _simple(c, "qr", "رد") + "</div>",
            "most read list with relative times",
            aside=True,
        )
    )

    # 4. lt: schools' exam results (school, head teacher's name, score, head's quote) above the readers
    res = [
        (
            "Telšių „Džiugo“ gimnazija",
            "direktorė Rasa Petrauskienė",
            "72,4",
            "„Džiaugiamės mokinių darbu ir mokytojų atsidavimu.“",
        ),
        (
            "Plungės „Saulės“ gimnazija",
            "direktorius Tomas Jonaitis",
            "68,9",
            "„Matematikos rezultatai pagerėjo trečius metus iš eilės.“",
        ),
        (
            "Rietavo Lauryno Ivinskio gimnazija",
            "direktorė Dalia Norkienė",
            "61,2",
            "„Mažoje mokykloje kiekvienas mokinys svarbus.“",
        ),
    ]
    lk = (
        '<div class="rezultatai-wrap"><h3>Valstybinių brandos egzaminų rezultatai</h3><table class="rezultatai"><tbody>'
        + "".join(
            f"<tr><td><b>{esc(s)}</b><br>{esc(d)}</td><td>{esc(v)}</td><td>{esc(q)}</td></tr>"
            for s, d, v, q in res
        )
        + "</tbody></table></div>"
    )
    c = thread(
        """
Jonas Kazlauskas | prieš 4 val. | - | Sveikinimai Džiugo gimnazijai, mano dukra ten mokosi.
Aldona Vaitkienė | prieš 3 val. | - | Įdomu, kodėl Rietavas vis atsilieka. Gal trūksta mokytojų?
Mindaugas Urbonas | prieš 2 val. | 1 | Ten tik du abiturientų klasės, vidurkis labai svyruoja.
Ieva Stankutė | prieš 1 val. | - | Reikėtų paminėti ir profesines mokyklas.
Vytautas Rimkus | prieš 30 min. | - | Geri rezultatai, bet matematika vis dar silpna visame regione.
Laima Budrienė | prieš 10 min. | 4 | Plungėje vis dėlto pagerėjo, straipsnyje tai parašyta.
"""
    )
    cases.append(
        _mx(
            "f-mx-lt-exam-results-thread",
            "lt",
            "typo3",
            "<div class=skaitytojai>, div.sk, below <table class=rezultatai>",
            "Skaitytojų nuomonės",
            "Six readers in Lithuanian (two replies) below a table of schools' exam results (school, head teacher, score, the head's quote): truth only the readers.",
            "/regionas/brandos-egzaminu-rezultatai-zemaitijoje/",
            art(
                "Žemaitijos gimnazijų brandos egzaminų rezultatai",
                "Geriausiai sekėsi Telšių „Džiugo“ gimnazijai.",
                "Rūta Gedvilienė",
                "2025-07-15T09:00:00+03:00",
                [
                    "Paskelbti valstybinių brandos egzaminų rezultatai. Regione geriausią vidurkį pasiekė Telšių „Džiugo“ gimnazija.",
                    "Plungės „Saulės“ gimnazijoje matematikos rezultatai pagerėjo trečius metus iš eilės.",
                ],
                kicker="Regionas",
                caption="Abiturientai Telšiuose. Nuotr. Žemaitijos žinios",
            ),
            c,
            lk,
            '<div class="frame skaitytojai"><h3>Skaitytojų nuomonės</h3>'
            + _simple(c, "sk", "Atsakyti")
            + "</div>",
            "schools' exam results (school, head teacher, score, quote)",
        )
    )
    return cases
