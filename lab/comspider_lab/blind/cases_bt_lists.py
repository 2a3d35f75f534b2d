"""Blind set BT: four article pages of 2011-2013 without any reader comment whose furniture holds a list of a kind no
earlier set listed, each entry a name, a date or time and a short text: a political weekly's table of ministers'
meetings with outside organisations from the quarterly transparency returns (en); a sports portal's disciplinary
tribunal's judgments, player, session date, charge and sentence with the rapporteur's line (pt); a web portal's "Born
on this day" box of famous birthdays with a line each (en); a regional evening paper's weekly list of mobile speed
camera sites, road, times and the reason given by the police (en). Every name, place and text invented for this set;
each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_bt_common import (
    Bits,
    Case,
    Piece,
    box,
    case,
    esc,
    links,
    newsletter,
    poll,
    rows,
    slug,
    stocks,
    ticker,
)


def _look(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: tuple[str, ...], desc: str
) -> Case:
    return case(
        cid,
        "lookalike",
        site,
        piece,
        bits,
        [],
        path=path,
        reveal="on_load",
        container=container,
        heading=None,
        description=desc,
        static=True,
        lookalikes=what,
    )


def en_westgate_meetings() -> Case:
    meetings = rows("""
Rt Hon Clive Ashdown MP, Secretary of State for Energy | 4 October 2011 | Northern Grid Partners | To discuss investment in onshore transmission lines and the planning timetable.
Rt Hon Clive Ashdown MP, Secretary of State for Energy | 19 October 2011 | Renewable Futures Association | Introductory meeting; members raised the feed-in tariff review.
Rt Hon Clive Ashdown MP, Secretary of State for Energy | 2 November 2011 | Albion Petroleum plc | Dinner. General discussion of North Sea decommissioning costs.
Gillian Frew MP, Minister of State | 8 November 2011 | Consumer Fuel Watch | Fuel poverty and winter prices; the charity presented its annual report.
Gillian Frew MP, Minister of State | 23 November 2011 | Coalfields Heritage Trust | Visit to the Ashby pit museum; future of the mining pension scheme.
Lord Penhale, Parliamentary Under-Secretary | 30 November 2011 | Solar Roofs UK | To hear concerns about the pace of the tariff cut; no decisions taken.
Lord Penhale, Parliamentary Under-Secretary | 12 December 2011 | Wessex Nuclear Ltd | Site visit and briefing on new-build progress.
""")
    table = (
        '<div class="wr-data"><h3>Ministers\' meetings with outside organisations, October–December 2011</h3>'
        '<p class="wr-src">Source: departmental transparency return, published 28 March 2012</p>'
        '<table class="wr-meet" cellspacing="0" cellpadding="4"><tr><th>Minister</th><th>Date</th><th>Organisation</th><th>Purpose of meeting</th></tr>'
        + "".join(
            f"<tr><td>{esc(m)}</td><td>{esc(d)}</td><td><b>{esc(o)}</b></td><td>{esc(p)}</td></tr>"
            for m, d, o, p in meetings
        )
        + "</table></div>"
    )
    side = (
        box(
            "en-westgate",
            "Most read",
            links(
                (
                    "Who ministers met, and why it matters",
                    "The strange death of the council house",
                    "Books of the year: our critics choose",
                ),
                "/politics/",
                "ol",
            ),
        )
        + box(
            "en-westgate",
            "From our blogs",
            links(
                (
                    "Staggers: the week in Westminster",
                    "Culture notes: a lost Turner?",
                    "Numbers: the deficit in one chart",
                ),
                "/blogs/",
            ),
        )
        + box("en-westgate", "Subscribe", newsletter("12 issues for £12 and a free tote bag.", "Subscribe"))
    )
    style = ".wr-meet{border-collapse:collapse;font-size:12px;width:100%}.wr-meet th{background:#c0392b;color:#fff;text-align:left}.wr-meet td{border-bottom:1px solid #ddd;vertical-align:top}.wr-src{font-size:11px;color:#777}"
    piece = Piece(
        "Who ministers met, and why it matters",
        "Harriet Vane",
        "2012-04-05T09:00:00+01:00",
        "5 April 2012",
        """
Every quarter, government departments publish lists of the outside organisations their ministers have met. The lists are short, vague and published months late, but they are the only record the public gets.

The energy department's latest return, for the last three months of 2011, shows seven meetings. Four were with energy companies, two with charities and one with a heritage trust.

The descriptions rarely say more than 'general discussion'. Campaigners want dates, attendees and minutes; ministers say that would stop frank conversations.
""",
        dek="The transparency returns tell us little. That is the problem.",
        section="Politics",
        tags=("lobbying", "transparency", "energy"),
    )
    return _look(
        "bt-en-westgate-ministers-meetings",
        "en-westgate",
        piece,
        Bits(inside=table, side=side, style=style),
        "/politics/2012/04/who-ministers-met",
        "div.wr-data: h3 'Ministers' meetings with outside organisations', table.wr-meet of 7 rows (minister, date, organisation, purpose)",
        ("ministers' meetings with outside organisations (minister, date, organisation, purpose)",),
        "A political weekly of 2012: a story on transparency returns with a table of 7 ministers' meetings (minister, date, organisation, a sentence on the purpose); most read, the magazine's blogs and a subscription box. No comment area. Most awkward: seven rows of a name, a date and a sentence in the story.",
    )


def pt_placar_tribunal() -> Case:
    judg = rows("""
Diego Ramalho (Atlético Serrano) | Sessão de 14/08/2012 | Art. 254-A: agressão física a adversário | Suspenso por 4 jogos | Relator: "As imagens mostram cotovelada intencional, sem disputa de bola."
Fabinho (EC Litoral) | Sessão de 14/08/2012 | Art. 258: conduta contrária à disciplina | Suspenso por 1 jogo, convertido em advertência | Relator: "Primeira infração do atleta na temporada."
Wellington Souza (Atlético Serrano) | Sessão de 14/08/2012 | Art. 243-F: ofensa à honra do árbitro | Suspenso por 2 jogos e multa de R$ 2.000 | Relator: "A súmula registra as palavras com clareza."
Renan Costa (União Planaltina) | Sessão de 15/08/2012 | Art. 250: ato desleal | Absolvido | Relator: "Lance de jogo, sem intenção de atingir o adversário."
Márcio Teles, técnico (EC Litoral) | Sessão de 15/08/2012 | Art. 258: reclamação acintosa | Suspenso por 2 jogos | Relator: "Reincidente, já punido na 6ª rodada."
""")
    block = (
        '<div class="pl-tjd"><h3>Julgamentos do Tribunal de Justiça Desportiva – 14 e 15 de agosto</h3><ul class="pl-jul">'
        + "".join(
            f'<li><p class="pl-atleta"><b>{esc(a)}</b> <span>{esc(s)}</span></p><p class="pl-inf">{esc(i)} — <b>{esc(p)}</b></p><p class="pl-rel">{esc(r)}</p></li>'
            for a, s, i, p, r in judg
        )
        + "</ul></div>"
    )
    side = (
        box(
            "pt-placar",
            "Tabela – Série B estadual",
            '<table cellpadding="2"><tr><td>1. Atlético Serrano</td><td>31</td></tr><tr><td>2. EC Litoral</td><td>29</td></tr><tr><td>3. União Planaltina</td><td>26</td></tr><tr><td>4. Nacional de Vila Rica</td><td>24</td></tr></table>',
        )
        + box(
            "pt-placar",
            "Mais lidas",
            links(
                (
                    "TJD suspende atacante do Serrano por quatro jogos",
                    "Litoral anuncia reforço para a zaga",
                    "Ingressos esgotados para o clássico",
                ),
                "/futebol/",
                "ol",
            ),
        )
        + box(
            "pt-placar",
            "Enquete",
            poll(
                "A punição a Diego Ramalho foi justa?",
                [("Sim", 1840), ("Não, foi pouco", 612), ("Não, foi demais", 377)],
                "votos",
                "Votar",
            ),
        )
    )
    style = ".pl-jul{list-style:none;padding:0}.pl-jul li{border-bottom:1px solid #eee;padding:6px 0}.pl-atleta span{color:#888;font-size:11px}.pl-rel{font-style:italic;color:#555}"
    top = ticker(
        "Plantão",
        (
            "Serrano x Litoral: domingo, 16h",
            "Vôlei: seleção convoca 14 atletas",
            "F1: treino livre adiado pela chuva",
        ),
    )
    piece = Piece(
        "TJD suspende atacante do Serrano por quatro jogos",
        "Da redação",
        "2012-08-15T19:30:00-03:00",
        "15/08/2012 às 19h30",
        """
O Tribunal de Justiça Desportiva suspendeu por quatro partidas o atacante Diego Ramalho, do Atlético Serrano, pela cotovelada no zagueiro do Litoral no clássico do último domingo.

O jogador desfalca o time na reta final do returno. O clube informou que vai recorrer ao pleno do tribunal.

Nas duas sessões desta semana foram julgados cinco casos da Série B estadual. Veja abaixo todas as decisões.
""",
        section="Futebol",
        tags=("TJD", "Atlético Serrano", "Série B"),
    )
    return _look(
        "bt-pt-placar-tribunal",
        "pt-placar",
        piece,
        Bits(top=top, inside=block, side=side, style=style),
        "/futebol/noticia/2012/08/tjd-suspende-atacante-do-serrano",
        "div.pl-tjd: h3 'Julgamentos do Tribunal de Justiça Desportiva', ul.pl-jul of 5 entries (player and club, session date, charge and sentence, the rapporteur's quoted line)",
        ("a disciplinary tribunal's judgments (player, session, charge, sentence, the rapporteur's line)",),
        "A Brazilian sports portal of 2012: a story on a suspension with the disciplinary tribunal's 5 judgments of the week in the story (player and club, session date, the article and charge, the sentence, the rapporteur's quoted sentence); a ticker, the league table, most read and a poll. No comment area. Most awkward: each entry has a name, a date and a quoted sentence in its own paragraph.",
    )


def en_yellowbrick_birthdays() -> Case:
    born = rows("""
Vera Albright | born 19 April 1931 | Actress who played the landlady in 'Terrace Days' for 22 years, still treading the boards in rep.
Marcus Oyelaran | born 19 April 1977 | Former England winger, now a TV pundit and owner of two Bristol restaurants.
Sir Desmond Hale | born 19 April 1944 | Architect of the Millbrook Bridge; says his favourite building is a bus shelter in Devon.
Kitty Lamarr | born 19 April 1988 | Singer whose debut album topped the charts for six weeks in 2010.
Prof. Anjali Rao | born 19 April 1959 | Astronomer and presenter of 'Night Sky Tonight' on Sunday evenings.
Bobby Kettle | born 19 April 1952 | Comedian, famous for the 'Kettle's on' catchphrase, touring again this summer.
""")
    bday = (
        '<div class="yb-born"><h3>Born on this day – 19 April</h3><ul>'
        + "".join(
            f'<li><img src="/_avatar/yb-{slug(n)[:16]}.svg" alt="" width="40" height="40" /> <a href="/people/{slug(n)}"><b>{esc(n)}</b></a> '
            f'<span class="yb-d">{esc(d)}</span><br />{esc(x)}</li>'
            for n, d, x in born
        )
        + "</ul></div>"
    )
    side = (
        bday
        + box(
            "en-yellowbrick",
            "Horoscope: Aries",
            "<p>A friend's news changes your plans. Say yes to the unexpected invitation.</p>",
        )
        + box(
            "en-yellowbrick",
            "Trending now",
            links(
                ("Royal baby name odds", "Snow in April?", "Lottery jackpot rolls over"), "/trending/", "ol"
            ),
        )
        + box("en-yellowbrick", "Money", stocks("FTSE 100 | 5,745.0 | +0.3%\n£/$ | 1.6021 | +0.1%"))
    )
    style = ".yb-born{border:1px solid #ddd;margin-bottom:10px}.yb-born h3{margin:0;background:#f5f0f7;border-bottom:2px solid #7b1fa2;font-size:13px;padding:4px 8px}.yb-born ul{list-style:none;padding:4px 8px;margin:0}.yb-born li{padding:4px 0;border-bottom:1px dotted #ddd;overflow:hidden}.yb-born img{float:left;margin-right:6px}.yb-d{color:#999;font-size:11px}"
    piece = Piece(
        "Seaside town named best place to retire",
        "Yellowbrick News",
        "2012-04-19T08:20:00+01:00",
        "Thursday, 19 April 2012 8:20 AM",
        """
Eastbourne has topped a list of the best places in Britain to retire, thanks to its sunshine hours, flat promenade and number of GP surgeries per head.

The survey, by a retirement housing charity, ranked 60 towns on health care, transport, house prices and leisure. Harrogate came second and Ludlow third.

Towns in the south-west did well on leisure but poorly on transport, with rural bus routes cut in many areas.
""",
        section="News",
        tags=("retirement", "surveys"),
    )
    return _look(
        "bt-en-yellowbrick-born-today",
        "en-yellowbrick",
        piece,
        Bits(side=side, style=style),
        "/news/article/seaside-town-named-best-place-to-retire-2012-04-19",
        "div.yb-born in the right cell: h3 'Born on this day – 19 April', ul of 6 entries (photo, name, 'born DATE', a line)",
        ("famous birthdays: name, birth date, a line",),
        "A web portal of 2012: a short news story with a 'Born on this day' box of 6 famous people in the right cell (photo, name linked, 'born 19 April 1931', a line about them); a horoscope, trending searches and money. No comment area. Most awkward: avatars, linked names, dates and one-line texts, all on the same date.",
    )


def en_saltmarsh_cameras() -> Case:
    sites = rows("""
B1029 Brightlingsea Road, Thorrington | Monday 7am–10am | Requested by Thorrington Parish Council after three collisions near the school in 2011.
A133 Clacton Road, Weeley Heath | Monday 4pm–7pm | Routine site. Average speed last check: 44mph in a 40 limit.
Church Lane, Great Bentley | Tuesday 8am–9.30am | Residents' petition of 212 signatures handed to PCSO Ann Holloway.
B1027 St Osyth Road, Little Clacton | Wednesday 3pm–6pm | Fatal collision site (October 2010). Speed watch volunteers report cars at 60mph.
Colchester Road, Saltmarsh | Thursday 7am–9am | New 30mph limit from 1 March; warnings given for the first month.
Harwich Road, Mistley | Friday 11am–2pm | Requested by Sgt Paul Cheal, Manningtree neighbourhood team.
""")
    block = (
        '<div class="se-cams"><h3>Where the mobile speed cameras are this week</h3><p class="se-cams-src">Week beginning Monday 5 March 2012 · from Essex Safer Roads</p><ol>'
        + "".join(
            f"<li><strong>{esc(r)}</strong> — <em>{esc(t)}</em><p>{esc(x)}</p></li>" for r, t, x in sites
        )
        + '</ol><p class="se-cams-src">Sites may change at short notice. Cameras may also be used at other locations.</p></div>'
    )
    side = (
        box(
            "en-saltmarsh",
            "Roads and travel",
            "<ul><li>A12 Marks Tey: lane closed overnight for resurfacing</li><li>A120: slow near Horsley Cross</li><li>Trains: Saltmarsh–Colchester on time</li></ul>",
        )
        + box(
            "en-saltmarsh",
            "Most read",
            links(
                (
                    "Mobile speed cameras: this week's sites",
                    "Saltmarsh market to move to the quay",
                    "Town's oldest pub up for sale",
                    "U's sign loan striker",
                ),
                "/news/",
                "ol",
            ),
        )
        + box(
            "en-saltmarsh",
            "Echo poll",
            poll(
                "Do speed cameras make our roads safer?",
                [("Yes", 402), ("No, they raise money", 618)],
                "votes",
                "Vote",
            ),
        )
    )
    style = ".se-cams{border:2px solid #e63946;padding:6px 10px;margin:14px 0}.se-cams ol{padding-left:20px}.se-cams li{margin-bottom:6px}.se-cams p{margin:2px 0}.se-cams-src{font-size:11px;color:#777}"
    piece = Piece(
        "Mobile speed cameras: this week's sites",
        "By Echo Reporter",
        "2012-03-05T06:00:00+00:00",
        "Monday, March 5, 2012",
        """
Mobile speed camera vans will visit six roads in the Tendring area this week, Essex Safer Roads has announced.

The partnership publishes the list every Monday and says the sites are chosen after collisions, complaints from residents and checks by speed watch volunteers.

Last year the vans caught 8,412 drivers in Tendring. Most were fined £60 and given three penalty points; 1,930 took a speed awareness course instead.
""",
        section="Roads",
        tags=("speed cameras", "road safety"),
    )
    return _look(
        "bt-en-saltmarsh-speed-cameras",
        "en-saltmarsh",
        piece,
        Bits(inside=block, side=side, style=style),
        "/news/roads/9572210.mobile_speed_cameras_this_week_s_sites/",
        "div.se-cams in the story: h3 'Where the mobile speed cameras are this week', ol of 6 entries (road and place, day and hours, a sentence naming who asked for the site)",
        ("mobile speed camera sites (road, day and hours, the reason, who asked)",),
        "A regional evening paper of 2012: a roads story with the week's 6 mobile speed camera sites (road and village in bold, day and hours in italics, a sentence on why, some naming a parish council, a PCSO or a sergeant); roads and travel, most read and a poll. No comment area. Most awkward: six entries of a bold name, a time and a sentence naming people.",
    )


def lists_bt() -> list[Case]:
    return [en_westgate_meetings(), pt_placar_tribunal(), en_yellowbrick_birthdays(), en_saltmarsh_cameras()]
