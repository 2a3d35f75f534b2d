"""Blind set G: eight look-alike pages (lists whose items carry a person's name, a date and a sentence, and
are not readers' discussion of the article: truth zero) and six mixed pages (such a list beside a real
small thread: truth only the thread). Kinds in none of sets A to F: a register of councillors' interests, a
press review, bird sightings, radio dedications, tipsters' picks, economists' forecasts, a newsletter
archive, customers' testimonials on a sponsored page; beside the mixed threads: volunteers' rain-gauge
readings, a lost-property list, readers' haiku, a street party's replies, "on this day" from the archive,
a ride-share board."""

from __future__ import annotations

from comspider_lab.blind.cases_g_common import art, page, thread, tree
from comspider_lab.blind.layout import Article, Blocks, esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

LA_CSS = """<style>
.interests .decl{border-top:1px solid #ddd;padding:10px 0}.decl-who{font-weight:700}.decl-when{color:#666;font-size:13px}
.presseschau .stimme{border-left:3px solid #555;padding:6px 12px;margin:12px 0}.stimme-quelle{font-size:13px;color:#555}
.avistamientos li{border-top:1px solid #e5e5e5;padding:8px 0}.av-quien{font-weight:700}.av-fecha{color:#777;font-size:13px}
.dedicaces .ded{background:#fdf6e3;border-radius:6px;padding:10px 14px;margin:10px 0}.ded-sig{font-style:italic;color:#555}
.palpites .palp{border-top:1px solid #ddd;padding:10px 0}.palp-nome{font-weight:700}.palp-data{color:#888;font-size:13px}
.previsioni .prev{display:flex;gap:12px;border-top:1px solid #eee;padding:10px 0}.prev-chi{width:200px;flex:none;font-size:14px}
.archiwum li{border-bottom:1px solid #eee;padding:8px 0}.arch-nr{font-weight:700}
.referanslar .ref{border:1px solid #e0e0e0;border-radius:6px;padding:10px 14px;margin:10px 0}.ref-kim{font-weight:700;font-size:14px}
.neerslag td{padding:6px 8px;border-bottom:1px solid #ddd;vertical-align:top}.gedachten .gd{border-top:1px solid #ddd;padding:10px 0}.gedachten .gd .gd{margin-left:24px}
.nakhodki .nk{border-bottom:1px dotted #aaa;padding:8px 0}.mneniya .mn{border-top:1px solid #ddd;padding:10px 0}.mneniya .mn .mn{margin-left:24px}
.haiku-ran .hk{display:inline-block;width:45%;vertical-align:top;margin:8px;font-size:18px}.hk-sig{font-size:13px;color:#666}.goiken .gk{border-top:1px solid #ddd;padding:10px 0}.goiken .gk .gk{margin-left:24px}
.rsvp li{padding:6px 0;border-bottom:1px solid #eee}.views .vw{border-top:1px solid #ddd;padding:10px 0}.views .vw .vw{margin-left:24px}
.arkhiv .ar{border-top:1px solid #eee;padding:8px 0}.bodol .bd{border-top:1px solid #ddd;padding:10px 0}.bodol .bd .bd{margin-left:24px}
.mitfahr .mf{border:1px solid #ccc;padding:8px 12px;margin:8px 0;font-size:14px}.kommentare-g .kg{border-top:1px solid #ddd;padding:10px 0}
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
        page(template, lang, article, Blocks(head=LA_CSS, after=html)),
        static=True,
        lookalikes=(what,),
    )


def _mx(
    case_id: str,
    lang: str,
    template: str,
    container: str,
    heading: str | None,
    description: str,
    path: str,
    article: Article,
    comments: list[Seed],
    html: str,
    what: str,
) -> Case:
    return Case(
        case_id,
        "mixed",
        lang,
        "on_load",
        container,
        heading,
        description,
        path,
        page(template, lang, article, Blocks(head=LA_CSS, after=html)),
        comments,
        static=True,
        lookalikes=(what,),
    )


def _nested(comments: list[Seed], cls: str) -> str:
    return tree(
        comments,
        lambda i, s, sub: (
            f'<div class="{cls}"><div><b>{esc(s.author)}</b> <span class="{cls}-w">{esc(s.when)}</span></div>'
            f"<p>{esc(s.text)}</p>{sub}</div>"
        ),
        lambda items, p: items,
    )


def lookalike_cases_g() -> list[Case]:
    cases: list[Case] = []

    # 1. en: the register of councillors' interests (name, ward, date declared, the declaration)
    decl = [
        (
            "Cllr Janet Ormerod",
            "Wetherby ward",
            "3 October 2025",
            "I am a trustee of Wetherby in Bloom, which has applied for a grant for the planters on the High Street.",
        ),
        (
            "Cllr Mohammed Rafiq",
            "Harrogate Fairfax",
            "3 October 2025",
            "My wife is employed by the Dales Community Transport Trust, one of the bodies named in the report.",
        ),
        (
            "Cllr Peter Lumb",
            "Boston Spa",
            "6 October 2025",
            "I own a field adjoining the proposed sports pitch at Clifford and will leave the room for that item.",
        ),
        (
            "Cllr Susan Whitaker",
            "Tadcaster",
            "6 October 2025",
            "I sit on the board of Tadcaster Youth Club, which receives a grant under this scheme.",
        ),
        (
            "Cllr Daniel Horsfall",
            "Spofforth",
            "7 October 2025",
            "No interest to declare beyond my membership of the parish council, which has not applied.",
        ),
    ]
    html = (
        '<section class="interests"><h2>Declarations of interest for this decision</h2>'
        + "".join(
            f'<div class="decl"><div><span class="decl-who">{esc(n)}</span> ({esc(w)}) <span class="decl-when">declared {esc(d)}</span></div><p>“{esc(t)}”</p></div>'
            for n, w, d, t in decl
        )
        + "</section>"
    )
    cases.append(
        _la(
            "g-la-en-register-of-interests",
            "en",
            "joomla",
            "<section class=interests>, div.decl",
            "Declarations of interest for this decision",
            "Councillors' declarations of interest (name, ward, date declared, the declaration in quotes) below an article on community grants.",
            "/news/council-approves-community-grants.html",
            art(
                "Council approves £1.2m of community grants",
                "Forty-one groups across the district will share the money; five councillors declared interests.",
                "Helen Croft",
                "2025-10-09T18:00:00+01:00",
                [
                    "North Yorkshire Council's Harrogate area committee approved £1.2m of community grants on Wednesday.",
                    "Forty-one groups will share the money, from youth clubs to in-bloom societies.",
                    "Five councillors declared interests before the vote, as the register below records.",
                ],
                kicker="News",
                caption="The council chamber",
            ),
            html,
            "register of councillors' interests (name, ward, date declared, declaration)",
        )
    )

    # 2. de: a press review (paper, writer, date, a quoted sentence)
    voices = [
        (
            "Magdeburger Landblatt",
            "Uwe Kern",
            "13.06.2025",
            "Die Landesregierung hat bei der Elbbrücke zu lange gezögert. Jetzt zahlen die Pendler die Zeche.",
        ),
        (
            "Harzer Abendpost",
            "Claudia Veith",
            "13.06.2025",
            "Dass ausgerechnet im Wahljahr gebaut wird, ist kein Zufall, sondern Kalkül.",
        ),
        (
            "Börde-Kurier",
            "Frank Ostermann",
            "12.06.2025",
            "Die Sperrung ist bitter, aber eine marode Brücke offen zu halten wäre verantwortungslos.",
        ),
        (
            "Salzlandzeitung",
            "Ines Kotte",
            "12.06.2025",
            "Wer einen Umweg von vierzig Kilometern verordnet, muss wenigstens Busse bereitstellen.",
        ),
        (
            "Altmärkische Rundschau",
            "Bernd Lüders",
            "11.06.2025",
            "Man hätte die Sanierung in zwei Abschnitten planen können. Niemand hat es auch nur geprüft.",
        ),
    ]
    html = (
        '<section class="presseschau"><h2>Presseschau: Das schreiben andere Zeitungen</h2>'
        + "".join(
            f'<blockquote class="stimme"><p>„{esc(t)}“</p><footer class="stimme-quelle">{esc(w)}, <cite>{esc(o)}</cite>, {esc(d)}</footer></blockquote>'
            for o, w, d, t in voices
        )
        + "</section>"
    )
    cases.append(
        _la(
            "g-la-de-press-review",
            "de",
            "letter",
            "<section class=presseschau>, blockquote.stimme",
            "Presseschau: Das schreiben andere Zeitungen",
            "A press review: quoted sentences from other papers' editorials, each signed by writer, paper and date.",
            "/region/landtag-streit-elbbruecke.html",
            art(
                "Landtag streitet über Sanierung der Elbbrücke",
                "Die Opposition wirft der Regierung vor, die Sperrung zu spät angekündigt zu haben.",
                "Katrin Löffler",
                "2025-06-13T17:00:00+02:00",
                [
                    "Im Landtag ist am Freitag heftig über die Sanierung der Elbbrücke bei Tangermünde gestritten worden.",
                    "Die Brücke wird ab August für vierzehn Monate gesperrt; der Umweg beträgt vierzig Kilometer.",
                    "Der Verkehrsminister kündigte Ersatzbusse an, nannte aber keinen Fahrplan.",
                ],
                kicker="Region",
                caption="Die Elbbrücke bei Tangermünde",
            ),
            html,
            "press review (other papers' editorials quoted, writer, paper, date)",
        )
    )

    # 3. es: bird sightings sent in by observers (observer, date, place, what they saw)
    sightings = [
        (
            "Pilar Gancedo",
            "11/04/2025",
            "Embalse de Bárcena",
            "Dos cigüeñas negras pescando en la cola del embalse a primera hora.",
        ),
        (
            "Andrés Blanco",
            "10/04/2025",
            "Molinaseca",
            "Un ejemplar posado en el puente romano, muy tranquilo, unos diez minutos.",
        ),
        (
            "Elena Riesco",
            "9/04/2025",
            "Valle del Oza",
            "Pareja sobrevolando el cortado de Peñalba; creo que vuelven al nido del año pasado.",
        ),
        (
            "Javier Crespo",
            "8/04/2025",
            "Toral de los Vados",
            "Una cigüeña negra joven en un prado encharcado junto a la autovía.",
        ),
        (
            "Nuria Valcarce",
            "6/04/2025",
            "Carucedo",
            "Vista desde el mirador de Orellán, volando hacia el lago.",
        ),
        (
            "Tomás Arias",
            "5/04/2025",
            "Cacabelos",
            "Tres ejemplares juntos en el río Cúa, algo que no había visto nunca.",
        ),
    ]
    html = (
        '<section class="avistamientos"><h2>Avistamientos de la semana</h2><ul>'
        + "".join(
            f'<li><span class="av-quien">{esc(n)}</span> · <span class="av-fecha">{esc(d)}</span> · {esc(p)}<br>{esc(t)}</li>'
            for n, d, p, t in sightings
        )
        + "</ul><p>Envíe sus avistamientos con foto y lugar a la redacción.</p></section>"
    )
    cases.append(
        _la(
            "g-la-es-bird-sightings",
            "es",
            "tailwind",
            "<section class=avistamientos>, <ul>",
            "Avistamientos de la semana",
            "Bird sightings sent in by observers (name, date, place, one sentence on what they saw), below an article on black storks.",
            "/comarca/el-bierzo-refugio-cigueena-negra",
            art(
                "El Bierzo, refugio de la cigüeña negra",
                "Los ornitólogos cuentan ya once parejas en la comarca, el doble que hace diez años.",
                "Marta Rodríguez",
                "2025-04-14T08:00:00+02:00",
                [
                    "La cigüeña negra, una de las aves más esquivas de la península, vuelve cada primavera al Bierzo.",
                    "Los ornitólogos de la comarca cuentan este año once parejas reproductoras.",
                    "La Junta pide no acercarse a los nidos y comunicar los avistamientos.",
                ],
                kicker="Comarca",
                caption="Una cigüeña negra en el Sil",
            ),
            html,
            "bird sightings (observer, date, place, what they saw)",
        )
    )

    # 4. fr: a local radio's listeners' dedications (message to someone, signed, date, song)
    ded = [
        (
            "Pour ma grand-mère Jeannette, qui fête ses 90 ans à Château-Chinon : on t'aime, mamie !",
            "Lucie",
            "22 février 2025",
            "La Bohème",
        ),
        (
            "À toute l'équipe des pompiers de Lormes, merci pour votre courage cet hiver.",
            "Bernard et Josiane",
            "21 février 2025",
            "Les Lacs du Connemara",
        ),
        (
            "Joyeux anniversaire à mon fils Théo, 18 ans déjà, ta maman est fière de toi.",
            "Nathalie",
            "20 février 2025",
            "Tous les mêmes",
        ),
        (
            "Pour les copains de la chorale de Saulieu, à samedi pour le concert !",
            "Marcel",
            "19 février 2025",
            "Le Chant des partisans",
        ),
        (
            "À Amélie, ma voisine, qui sort de l'hôpital : bon rétablissement !",
            "Yvette",
            "18 février 2025",
            "Le Temps des cerises",
        ),
    ]
    html = (
        '<section class="dedicaces"><h2>Vos dédicaces sur Radio Morvan FM</h2>'
        + "".join(
            f'<div class="ded"><p>{esc(t)}</p><p class="ded-sig">— {esc(n)}, {esc(d)} · chanson demandée : « {esc(s)} »</p></div>'
            for t, n, d, s in ded
        )
        + "</section>"
    )
    cases.append(
        _la(
            "g-la-fr-radio-dedications",
            "fr",
            "bootstrap",
            "<section class=dedicaces>, div.ded",
            "Vos dédicaces sur Radio Morvan FM",
            "A local radio's listeners' dedications (a message to someone, signed with a first name and a date, the song asked for), below an article on the radio's anniversary.",
            "/culture/radio-morvan-fm-quarante-ans.html",
            art(
                "Radio Morvan FM fête ses quarante ans",
                "Née dans une grange de Montsauche en 1985, la radio associative émet aujourd'hui dans quatre départements.",
                "Sylvie Moreau",
                "2025-02-24T07:00:00+01:00",
                [
                    "Radio Morvan FM a fêté samedi ses quarante ans à Montsauche-les-Settons.",
                    "La radio associative compte douze bénévoles et deux salariés.",
                    "Son émission de dédicaces du dimanche reste la plus écoutée de la grille.",
                ],
                kicker="Culture",
                caption="Le studio de Radio Morvan FM",
            ),
            html,
            "radio listeners' dedications (message, first name, date, song)",
        )
    )

    # 5. pt: tipsters' picks for a derby (tipster, date, score, reasoning)
    picks = [
        (
            "Rui Barros",
            "14/03/2025",
            "Vianense 2-1",
            "O meio-campo do Vianense está em melhor forma e joga em casa, com o estádio cheio.",
        ),
        (
            "Sandra Pimenta",
            "14/03/2025",
            "Empate 1-1",
            "Duas equipas cansadas depois da taça; não espero mais de dois golos.",
        ),
        (
            "Hugo Lobato",
            "14/03/2025",
            "Limianos 0-2",
            "O Limianos marcou em todos os jogos fora desde janeiro, e o avançado Tiago Sá está imparável.",
        ),
        (
            "Carla Vilas Boas",
            "13/03/2025",
            "Vianense 3-1",
            "Aposto no regresso do capitão Nuno Leite, faz toda a diferença nas bolas paradas.",
        ),
        (
            "Miguel Araújo",
            "13/03/2025",
            "Empate 0-0",
            "Dérbi é dérbi: muito respeito, muitas faltas e poucas oportunidades.",
        ),
    ]
    html = (
        '<section class="palpites"><h2>Os palpites dos nossos especialistas</h2>'
        + "".join(
            f'<div class="palp"><span class="palp-nome">{esc(n)}</span> <span class="palp-data">{esc(d)}</span><p><strong>{esc(s)}</strong> — {esc(t)}</p></div>'
            for n, d, s, t in picks
        )
        + "</section>"
    )
    cases.append(
        _la(
            "g-la-pt-tipsters-picks",
            "pt",
            "typo3",
            "<section class=palpites>, div.palp",
            "Os palpites dos nossos especialistas",
            "Tipsters' picks for a derby (tipster's name, date, predicted score, one sentence of reasoning), below the match preview.",
            "/desporto/derbi-vianense-limianos-antevisao.html",
            art(
                "Dérbi do Alto Minho: Vianense recebe o Limianos no domingo",
                "As duas equipas estão separadas por um ponto na tabela.",
                "Paulo Gonçalves",
                "2025-03-14T18:00:00+00:00",
                [
                    "O Vianense recebe o Limianos no domingo, às 15 horas, no estádio municipal.",
                    "As equipas estão separadas por um ponto na classificação.",
                    "O capitão do Vianense, Nuno Leite, deve regressar depois de três jogos de castigo.",
                ],
                kicker="Desporto",
                caption="O estádio municipal de Viana",
            ),
            html,
            "tipsters' picks (name, date, predicted score, reasoning)",
        )
    )

    # 6. it: economists' forecasts (name, institution, date, forecast)
    prev = [
        (
            "Laura Sessa",
            "Università di Salerno",
            "28 marzo 2025",
            "Le presenze cresceranno del 4 per cento, trainate soprattutto dai turisti tedeschi e olandesi.",
        ),
        (
            "Giuseppe Amendola",
            "Camera di commercio",
            "27 marzo 2025",
            "Mi aspetto una stagione stabile: i prezzi degli affitti brevi frenano le famiglie italiane.",
        ),
        (
            "Francesca Pinto",
            "Osservatorio turistico regionale",
            "26 marzo 2025",
            "Il vero aumento sarà a maggio e a settembre, non ad agosto.",
        ),
        (
            "Roberto Citro",
            "Banca del Cilento",
            "25 marzo 2025",
            "I prestiti alle strutture ricettive sono cresciuti del 12 per cento: segno di fiducia.",
        ),
        (
            "Marina Guariglia",
            "Confcommercio Vallo",
            "24 marzo 2025",
            "Senza il nuovo porto Agropoli perderà ancora una parte del turismo nautico.",
        ),
    ]
    html = (
        '<section class="previsioni"><h2>Le previsioni degli economisti</h2>'
        + "".join(
            f'<div class="prev"><div class="prev-chi"><b>{esc(n)}</b><br>{esc(i)}<br><small>{esc(d)}</small></div><p>{esc(t)}</p></div>'
            for n, i, d, t in prev
        )
        + "</section>"
    )
    cases.append(
        _la(
            "g-la-it-economists-forecasts",
            "it",
            "blogger",
            "<section class=previsioni>, div.prev",
            "Le previsioni degli economisti",
            "Economists' forecasts for the season (name, institution, date, one-sentence forecast), below an article on tourism.",
            "/2025/04/cilento-stagione-turistica-previsioni.html",
            art(
                "Cilento, la stagione turistica parte in anticipo",
                "Prenotazioni in crescita per Pasqua; gli operatori chiedono più treni.",
                "Rosaria Cammarano",
                "2025-04-02T08:00:00+02:00",
                [
                    "Le prenotazioni per Pasqua nel Cilento sono in crescita rispetto all'anno scorso.",
                    "Gli operatori chiedono più treni sulla linea tirrenica nei fine settimana.",
                    "Abbiamo chiesto a cinque economisti che cosa si aspettano dalla stagione.",
                ],
                kicker="Economia",
                caption="La spiaggia di Palinuro",
            ),
            html,
            "economists' forecasts (name, institution, date, forecast)",
        )
    )

    # 7. pl: the archive of the paper's morning newsletter (issue, date, editor, its opening line)
    issues = [
        (
            "nr 412",
            "27 marca 2025",
            "Marta Kaczmarek",
            "Dzień dobry! Dziś o obwodnicy Piły, o nowym rozkładzie PKS i o tym, dlaczego Noteć znów wylała.",
        ),
        (
            "nr 411",
            "26 marca 2025",
            "Paweł Sobczak",
            "Dzień dobry! Radni w Czarnkowie przegłosowali budżet, a w Trzciance otwarto nowy żłobek.",
        ),
        (
            "nr 410",
            "25 marca 2025",
            "Marta Kaczmarek",
            "Dzień dobry! Piszemy o cenach skupu mleka i o wiosennych porządkach na wałach.",
        ),
        (
            "nr 409",
            "24 marca 2025",
            "Anna Wolska",
            "Dzień dobry! W weekend Lech Piła wygrał derby, a my sprawdziliśmy, ile kosztuje parking przy szpitalu.",
        ),
        (
            "nr 408",
            "21 marca 2025",
            "Paweł Sobczak",
            "Dzień dobry! Pierwszy dzień wiosny, więc o rowerach, ścieżkach i nowej wypożyczalni.",
        ),
    ]
    html = (
        '<section class="archiwum"><h2>Archiwum newslettera „Poranek Nadnotecki”</h2><ul>'
        + "".join(
            f'<li><span class="arch-nr">{esc(n)}</span> · {esc(d)} · {esc(e)}<br><a href="/poranek/{esc(n.split()[1])}.html">{esc(t)}</a></li>'
            for n, d, e, t in issues
        )
        + "</ul></section>"
    )
    cases.append(
        _la(
            "g-la-pl-newsletter-archive",
            "pl",
            "amp",
            "<section class=archiwum>, <ul>",
            "Archiwum newslettera „Poranek Nadnotecki”",
            "The archive of the paper's morning newsletter (issue number, date, editor, the issue's opening line as a link), below an article.",
            "/region/pila-obwodnica-rusza-budowa/amp/",
            art(
                "Piła: rusza budowa obwodnicy",
                "Pierwszy etap, od ulicy Bydgoskiej do Wałeckiej, ma być gotowy w 2027 roku.",
                "Agnieszka Rybak",
                "2025-03-27T06:00:00+01:00",
                [
                    "W poniedziałek rusza budowa pierwszego etapu obwodnicy Piły.",
                    "Odcinek od ulicy Bydgoskiej do Wałeckiej będzie miał 6,4 kilometra.",
                    "Koszt inwestycji to 310 milionów złotych; prace mają potrwać dwa lata.",
                ],
                kicker="Region",
                caption="Plac budowy przy ulicy Bydgoskiej",
            ),
            html,
            "newsletter archive (issue, date, editor, opening line)",
        )
    )

    # 8. tr: customers' testimonials on a sponsored page (name, town, date, quote)
    refs = [
        (
            "Hatice Karaca",
            "Ordu",
            "2 Nisan 2025",
            "Fındık ezmesini ilk denediğimde şaşırdım, şeker katılmamış olması çok önemli benim için.",
        ),
        ("Murat Güneş", "Samsun", "29 Mart 2025", "Siparişim iki günde geldi, paketleme de özenliydi."),
        ("Elif Şahin", "İstanbul", "25 Mart 2025", "Çocuklarım kahvaltıda başka bir şey istemiyor artık."),
        (
            "Osman Kılıç",
            "Giresun",
            "20 Mart 2025",
            "Kooperatiften almak içimi rahatlatıyor, para doğrudan üreticiye gidiyor.",
        ),
        ("Zehra Aksoy", "Ankara", "14 Mart 2025", "Kavrulmuş fındığın tadı tam çocukluğumdaki gibi."),
    ]
    html = (
        '<section class="referanslar"><h2>Müşterilerimiz anlatıyor</h2>'
        + "".join(
            f'<div class="ref"><p>“{esc(t)}”</p><div class="ref-kim">{esc(n)}, {esc(c)} · {esc(d)}</div></div>'
            for n, c, d, t in refs
        )
        + '<p class="small">Bu içerik Perşembe Fındık Kooperatifi ile iş birliği içinde hazırlanmıştır.</p></section>'
    )
    cases.append(
        _la(
            "g-la-tr-testimonials",
            "tr",
            "portal",
            "<section class=referanslar>, div.ref",
            "Müşterilerimiz anlatıyor",
            "Customers' testimonials on a sponsored page (a quote, then name, town and date), chosen by the advertiser, below the advertorial.",
            "/tanitim/persembe-findik-kooperatifi-yeni-magaza.html",
            art(
                "Perşembe Fındık Kooperatifi Ordu'da mağaza açtı",
                "Kooperatif, ürünlerini artık şehir merkezinde ve internetten satıyor. (Tanıtım)",
                "Karadeniz Postası Tanıtım",
                "2025-04-04T10:00:00+03:00",
                [
                    "Perşembe Fındık Kooperatifi, Ordu şehir merkezinde ilk mağazasını açtı.",
                    "Mağazada fındık ezmesi, kavrulmuş fındık ve fındık unu satılıyor.",
                    "Kooperatif üç yüz üreticiden ürün topluyor.",
                ],
                kicker="Tanıtım",
                caption="Kooperatifin yeni mağazası",
            ),
            html,
            "customers' testimonials on an advertorial (quote, name, town, date)",
        )
    )
    return cases


def mixed_cases_g() -> list[Case]:
    cases: list[Case] = []

    # 1. nl: volunteers' rain-gauge readings beside a small thread
    c = thread(
        """
Joke Minderhoud | 4 uur geleden | - | Bij ons in Westkapelle staat de sloot al sinds april droog. De boeren mogen niet meer beregenen.
Pieter Louws | 3 uur geleden | 0 | Dat beregeningsverbod geldt alleen voor oppervlaktewater, grondwater mag nog.
Bram Wisse | 1 uur geleden | - | 1976 herinner ik me nog goed, toen was het gras in juni al bruin.
"""
    )
    gauges = [
        ("Cor de Visser", "Domburg", "29 mei", "0,0 mm", "Weer een droge dag, de regenton is leeg."),
        ("Lia Boone", "Middelburg", "29 mei", "0,4 mm", "Een paar druppels rond zes uur, verder niets."),
        ("Henk Dregmans", "Zierikzee", "28 mei", "1,2 mm", "Korte bui in de nacht, de grond nam alles op."),
        ("Ria Kodde", "Goes", "28 mei", "0,0 mm", "Sinds 1 maart in totaal 31 mm gemeten."),
    ]
    rows = "".join(
        f"<tr><td>{esc(n)}<br><small>{esc(p)}</small></td><td>{esc(d)}</td><td>{esc(mm)}</td><td>{esc(t)}</td></tr>"
        for n, p, d, mm, t in gauges
    )
    html = (
        f'<section class="neerslag"><h2>Onze neerslagmeters melden</h2><table>{rows}</table></section>'
        f'<div class="gedachten"><h3>Wat vindt u?</h3>{_nested(c, "gd")}</div>'
    )
    cases.append(
        _mx(
            "g-mx-nl-rain-gauges-thread",
            "nl",
            "wordpress",
            "<div class=gedachten> below <section class=neerslag>",
            "Wat vindt u?",
            "Three readers in Dutch (one reply) below a table of volunteers' rain-gauge readings (observer, village, date, mm, a sentence).",
            "/regio/droogste-voorjaar-sinds-1976/",
            art(
                "Droogste voorjaar in Zeeland sinds 1976",
                "Sinds maart viel gemiddeld 34 millimeter regen; het waterschap stelt een beregeningsverbod in.",
                "Esther Jansen",
                "2025-05-30T07:00:00+02:00",
                [
                    "Zeeland beleeft het droogste voorjaar sinds 1976, meldt het waterschap.",
                    "Sinds 1 maart viel gemiddeld 34 millimeter regen, een derde van normaal.",
                    "Beregenen uit sloten en kreken is vanaf maandag verboden.",
                ],
                kicker="Regio",
                caption="Droge sloot bij Westkapelle",
            ),
            c,
            html,
            "volunteers' rain-gauge readings (observer, village, date, mm, note)",
        )
    )

    # 2. ru: a lost-property list beside a small thread
    c = thread(
        """
Ирина Соколова | 5 июня 2025, 12:10 | - | Наконец-то! Старое здание вокзала стояло в лесах, кажется, лет пять.
Виктор Мальцев | 5 июня 2025, 13:45 | - | А кассы теперь работают по выходным? В субботу утром уехать было невозможно.
"""
    )
    found = [
        (
            "Ольга Петровна Гусева",
            "2 июня",
            "Детский рюкзак с тетрадями, оставлен в зале ожидания. Забрать в кассе №1.",
        ),
        ("Сергей Ильин", "1 июня", "Связка ключей с брелоком-рыбкой, найдена на второй платформе."),
        ("Надежда Фомина", "31 мая", "Зонт синий, складной, в пригородном поезде из Волхова."),
        ("Андрей Костин", "30 мая", "Паспорт на имя владельца передан в отделение полиции на вокзале."),
    ]
    html = (
        '<section class="nakhodki"><h2>Бюро находок: что нашли на вокзале за неделю</h2>'
        + "".join(
            f'<div class="nk"><b>Нашёл(а): {esc(n)}</b>, {esc(d)}<br>{esc(t)}</div>' for n, d, t in found
        )
        + "</section>"
        f'<div class="mneniya"><h3>Ваше мнение</h3>{_nested(c, "mn")}</div>'
    )
    cases.append(
        _mx(
            "g-mx-ru-lost-property-thread",
            "ru",
            "drupal",
            "<div class=mneniya> below <section class=nakhodki>",
            "Ваше мнение",
            "Two readers in Russian (flat) below the station's lost-property list (who found it, date, the item and where to collect it).",
            "/gorod/lodeynoe-pole-vokzal-otkryli",
            art(
                "В Лодейном Поле открыли отремонтированный вокзал",
                "Ремонт здания 1910 года длился пять лет и обошёлся в 180 миллионов рублей.",
                "Елена Смирнова",
                "2025-06-05T09:00:00+03:00",
                [
                    "В Лодейном Поле после пятилетнего ремонта открылся вокзал.",
                    "В здании 1910 года восстановили фасад, зал ожидания и кассы.",
                    "Кассы будут работать ежедневно с шести утра до десяти вечера.",
                ],
                kicker="Город",
                caption="Вокзал Лодейного Поля",
            ),
            c,
            html,
            "lost-property list (finder, date, item, where to collect)",
        )
    )

    # 3. ja: readers' haiku column beside a small thread
    c = thread(
        """
西村 一郎 | 2025年10月15日 12:30 | - | 石垣の修復、十年かかったのですね。職人さんたちに感謝です。
岡田 さくら | 2025年10月15日 14:05 | 0 | 週末に見に行きます。夜のライトアップもあるそうですね。
森 健太 | 2025年10月15日 18:20 | - | 観光客が増えるのは良いですが、駐車場が足りないと思います。
"""
    )
    haiku = [
        ("石垣に 秋の日差しの 重さかな", "藤田 澄子", "彦根市", "10月3日"),
        ("天守より 湖国の稲田 金の波", "小川 信夫", "長浜市", "10月2日"),
        ("濠の水 鴨の来る日を 待ちにけり", "堀 和子", "米原市", "9月30日"),
        ("城下町 団子を買うて 秋の暮", "松本 清", "彦根市", "9月28日"),
    ]
    html = (
        '<section class="haiku-ran"><h2>読者の俳句</h2>'
        + "".join(
            f'<div class="hk"><p>{esc(h)}</p><p class="hk-sig">{esc(n)}（{esc(p)}）{esc(d)}</p></div>'
            for h, n, p, d in haiku
        )
        + "</section>"
        f'<div class="goiken"><h3>ご意見</h3>{_nested(c, "gk")}</div>'
    )
    cases.append(
        _mx(
            "g-mx-ja-haiku-thread",
            "ja",
            "modules",
            "<div class=goiken> below <section class=haiku-ran>",
            "ご意見",
            "Three readers in Japanese (one reply) below the readers' haiku column (a haiku, the poet's name, town and date).",
            "/chiiki/hikone-jo-ishigaki-shufuku.html",
            art(
                "彦根城の石垣修復が完了",
                "十年に及んだ工事が終わり、週末から夜間のライトアップも始まる。",
                "井上 美咲",
                "2025-10-15T09:00:00+09:00",
                [
                    "彦根城の石垣の修復工事が十年ぶりに完了した。",
                    "崩れかけていた西の丸の石垣約三百平方メートルを積み直した。",
                    "市は週末から夜間のライトアップを行う。",
                ],
                kicker="地域",
                caption="修復された石垣",
            ),
            c,
            html,
            "readers' haiku column (haiku, name, town, date)",
        )
    )

    # 4. en: a street party's replies (who is coming, when they replied, what they bring) beside a thread
    c = thread(
        """
Moira Bateson | 20 Aug 2025, 1:15 PM | - | Could the council not have told us about the road closure before the invitations went out? We had to reprint them.
Stuart Dyson | 20 Aug 2025, 3:02 PM | 0 | The closure order was only granted on Monday, so nobody could have known.
"""
    )
    rsvp = [
        (
            "Glenys Harker",
            "replied 14 Aug",
            "Coming with two grandchildren; bringing a trestle table and scones.",
        ),
        ("Raj Patel", "replied 15 Aug", "Yes! I will run the tombola again."),
        ("Carol Nettleton", "replied 16 Aug", "Sorry, away that weekend, but you can borrow our gazebo."),
        ("Dennis Booth", "replied 18 Aug", "Coming. I can do the barbecue from two o'clock."),
        ("The Lees at no. 41", "replied 19 Aug", "All four of us, and a sponge cake for the competition."),
    ]
    html = (
        '<section class="rsvp"><h2>Jubilee Road street party: who is coming</h2><ul>'
        + "".join(f"<li><strong>{esc(n)}</strong> ({esc(d)}): {esc(t)}</li>" for n, d, t in rsvp)
        + "</ul></section>"
        f'<div class="views"><h3>Your views</h3>{_nested(c, "vw")}</div>'
    )
    cases.append(
        _mx(
            "g-mx-en-street-party-thread",
            "en",
            "arc",
            "<div class=views> below <section class=rsvp>",
            "Your views",
            "Two readers in English (one reply) below the street party's replies (name, date replied, what they bring).",
            "/news/jubilee-road-street-party-closure.html",
            art(
                "Jubilee Road to close for street party",
                "The road will shut from 10am to 8pm on Saturday 30 August for the residents' party.",
                "Helen Croft",
                "2025-08-20T08:00:00+01:00",
                [
                    "Jubilee Road in Wetherby will close to traffic on Saturday 30 August for a street party.",
                    "The council granted the closure order on Monday after residents applied in June.",
                    "Organisers have published the replies they have had so far.",
                ],
                kicker="News",
                caption="Bunting on Jubilee Road last year",
            ),
            c,
            html,
            "street party replies (name, date replied, what they bring)",
        )
    )

    # 5. mn: "on this day" from the paper's archive (year, reporter, date, a sentence) beside a thread
    c = thread(
        """
Ганзориг Пүрэв | 3 цагийн өмнө | - | Энэ зам гурван жил засвар хүлээсэн, одоо л нэг юм эхэллээ.
Нарантуяа Сүх | 1 цагийн өмнө | 0 | Тойрч явах зам шороон, тоос их байгааг анхаараарай.
"""
    )
    archive = [
        ("2015", "Д. Болд", "2015.07.10", "Эрдэнэт–Булган чиглэлийн замын ажил хөрөнгө дутсанаас зогсов."),
        ("2005", "Ц. Оюун", "2005.07.10", "Хотын төвийн талбайд шинэ усан оргилуур ашиглалтад орлоо."),
        ("1995", "Б. Дорж", "1995.07.10", "Уурхайн ажилчид наадмын өмнө нэмэлт цалин авлаа."),
    ]
    html = (
        '<section class="arkhiv"><h2>Энэ өдөр манай архиваас</h2>'
        + "".join(
            f'<div class="ar"><b>{esc(y)} он</b> · {esc(r)} · {esc(d)}<br>{esc(t)}</div>'
            for y, r, d, t in archive
        )
        + "</section>"
        f'<div class="bodol"><h3>Уншигчдын бодол</h3>{_nested(c, "bd")}</div>'
    )
    cases.append(
        _mx(
            "g-mx-mn-archive-thread",
            "mn",
            "mobile",
            "<div class=bodol> below <section class=arkhiv>",
            "Уншигчдын бодол",
            "Two readers in Mongolian (one reply) below 'on this day' snippets from the paper's archive (year, reporter, date, a sentence).",
            "/aimag/erdenet-zam-zasvar.html",
            art(
                "Эрдэнэтийн замыг засварлаж эхэллээ",
                "Хотын гол замын арван километрийг намар болтол засна.",
                "Саруул Нямдаваа",
                "2025-07-10T08:00:00+08:00",
                [
                    "Эрдэнэт хотын гол замын засварын ажил өнөөдөр эхэллээ.",
                    "Арван километр замыг есдүгээр сарын эцэс гэхэд засна.",
                    "Засварын үеэр тээврийн хэрэгсэл түр замаар тойрч явна.",
                ],
                kicker="Аймаг",
                caption="Засварын ажил",
            ),
            c,
            html,
            "'on this day' from the archive (year, reporter, date, snippet)",
        )
    )

    # 6. de: a ride-share board beside a small thread under an ordinary heading
    c = thread(
        """
Marion Schulze | 18.06.2025, 11:20 | - | Typisch, ausgerechnet zum Hansefest. Wer nicht mit dem Auto kommt, bleibt zu Hause.
Holger Baumgart | 18.06.2025, 12:02 | - | Die Busse aus Gardelegen fahren doch im Stundentakt, das steht im Artikel.
Lena Fricke | 18.06.2025, 14:37 | - | Schade um die Sonderzüge, aber die Mitfahrbörse ist eine schöne Idee.
"""
    )
    rides = [
        (
            "Andreas K.",
            "17.06.2025",
            "Stendal → Salzwedel, Sa 28.06., 9 Uhr",
            "Noch drei Plätze frei, Rückfahrt gegen 22 Uhr.",
        ),
        (
            "Birgit W.",
            "17.06.2025",
            "Gardelegen → Salzwedel, Sa 28.06., 10 Uhr",
            "Nehme gern Familien mit Kindersitz mit.",
        ),
        (
            "Timo R.",
            "16.06.2025",
            "Arendsee → Salzwedel, So 29.06., 11 Uhr",
            "Ein Platz frei, Fahrrad passt aufs Dach.",
        ),
        (
            "Gisela M.",
            "16.06.2025",
            "suche Mitfahrt ab Osterburg, Sa 28.06.",
            "Beteilige mich natürlich an den Spritkosten.",
        ),
    ]
    html = (
        '<section class="mitfahr"><h2>Mitfahrbörse zum Hansefest</h2>'
        + "".join(
            f'<div class="mf"><b>{esc(n)}</b> · eingestellt {esc(d)}<br><strong>{esc(r)}</strong><br>{esc(t)}</div>'
            for n, d, r, t in rides
        )
        + "</section>"
        f'<div class="kommentare-g"><h3>Kommentare (3)</h3>{_nested(c, "kg")}</div>'
    )
    cases.append(
        _mx(
            "g-mx-de-ride-share-thread",
            "de",
            "tailwind",
            "<div class=kommentare-g> below <section class=mitfahr>",
            "Kommentare (3)",
            "Three readers in German (flat) under the ordinary heading 'Kommentare (3)', below a ride-share board (name, date posted, route, a sentence).",
            "/lokales/hansefest-salzwedel-sonderzuege-fallen-aus",
            art(
                "Hansefest in Salzwedel: Sonderzüge fallen aus",
                "Wegen Bauarbeiten fahren am Festwochenende keine Sonderzüge; die Stadt richtet eine Mitfahrbörse ein.",
                "Katrin Löffler",
                "2025-06-18T07:00:00+02:00",
                [
                    "Zum Hansefest am 28. und 29. Juni fahren keine Sonderzüge nach Salzwedel.",
                    "Die Busse aus Gardelegen fahren im Stundentakt.",
                    "Die Stadt hat eine Mitfahrbörse eingerichtet; die ersten Angebote stehen unten.",
                ],
                kicker="Lokales",
                caption="Der Markt in Salzwedel",
            ),
            c,
            html,
            "ride-share board (name, date posted, route, note)",
        )
    )
    return cases
