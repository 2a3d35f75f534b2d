"""Blind set BY: three article pages of 2011-2014 without any reader comment whose furniture holds a list of a kind no
earlier set listed, with a discussion entry's shape (a name, a date or time, a short text): a location network's
latest check-ins at a new skate park, each with the visitor's "shout" and the venue's mayor first (pt); the chain of
an ice-bucket charity challenge through a town, each participant with the day of the video, who nominated them and
what they said (nl); a university town's language-exchange board, each learner with the languages, the date and a
line about themselves (es). Every name, place and text invented for this set; each entry written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_by_common import Bits, Case, Piece, box, case, esc, links, rows


def _list_case(
    cid: str, site: str, piece: Piece, bits: Bits, path: str, container: str, what: str, desc: str
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
        lookalikes=(what,),
    )


def pt_checkins() -> Case:
    checks = rows("""
Thiago Skt | há 12 minutos | mayor | Primeira volta no bowl novo! Chão liso demais, perfeito.
Júlia Amaral | há 40 minutos | | Levei meu irmão de 8 anos, ele não quer mais ir embora.
Rafa Kickflip | há 1 hora | | Falta sombra, hein. Tragam água e boné.
Pedro H. | há 2 horas | | Corrimão da escada já tá com fila. Domingo vai lotar.
Camila Rodrigues | há 3 horas | | Vim só olhar e acabei alugando um patins na banca da entrada.
Dudu VN | ontem às 18:05 | | Inauguração top, parabéns à prefeitura. Agora só falta iluminação.
""")
    block = (
        '<div class="vn-4sq"><div class="vn-4sq-head"><b>Pista de Skate do Parque das Águas</b> no Foursquare · 214 check-ins · 96 pessoas</div>'
        '<p class="vn-4sq-sub">Quem passou por aqui</p><ul class="vn-4sq-list">'
        + "".join(
            f'<li class="vn-4sq-item"><img src="/_avatar/4sq-{k}.svg" width="32" height="32" alt="" /> <b>{esc(w)}</b>'
            + (' <span class="vn-4sq-mayor">👑 Prefeito deste local</span>' if m else "")
            + f' <span class="vn-4sq-when">{esc(t)}</span><br /><span class="vn-4sq-shout">“{esc(x)}”</span></li>'
            for k, (w, t, m, x) in enumerate(checks)
        )
        + '</ul><p class="vn-4sq-foot"><a href="/out/foursquare/pista-parque-das-aguas">Ver todos os check-ins</a> · <a href="#">Faça seu check-in</a></p></div>'
    )
    side = (
        box(
            "pt-vilanova",
            "Mais lidas",
            links(
                (
                    "Pista de skate do Parque das Águas é inaugurada",
                    "Acidente na BR-290 deixa dois feridos",
                    "Feira do Livro começa na quinta",
                    "Vila Nova FC vence clássico com gol no fim",
                ),
                "/cidade/",
                "ol",
            ),
        )
        + box(
            "pt-vilanova",
            "Enquete",
            '<p>Você usa os parques da cidade nos fins de semana?</p><p><input type="radio" name="e" /> Sempre<br /><input type="radio" name="e" /> Às vezes<br /><input type="radio" name="e" /> Nunca</p><p><input type="button" value="Votar" /> <a href="#">Resultados</a> (1.118 votos)</p>',
        )
        + box(
            "pt-vilanova",
            "Empregos",
            links(
                ("Auxiliar de cozinha – Centro", "Motorista categoria D", "Vendedora – Shopping Vila Nova"),
                "/empregos/",
            ),
        )
    )
    piece = Piece(
        "Pista de skate do Parque das Águas é inaugurada com festa",
        "Da Redação",
        "2012-03-11T19:30:00-03:00",
        "11/03/2012 - 19h30",
        """
A nova pista de skate do Parque das Águas foi inaugurada neste domingo com uma tarde de apresentações e campeonato amador. Segundo a prefeitura, cerca de 1.500 pessoas passaram pelo local.

A obra custou R$ 480 mil e tem 1.200 metros quadrados, com bowl, corrimãos e uma área para iniciantes. A pista funciona todos os dias, das 8h às 20h, e o uso é gratuito.

Os skatistas pedem agora iluminação para uso noturno e árvores para fazer sombra. A Secretaria de Esportes diz que os dois pedidos estão em estudo.
""",
        dek="Cerca de 1.500 pessoas foram ao parque no domingo; skatistas já pedem iluminação",
        section="Cidade",
        tags=("skate", "Parque das Águas", "esporte"),
        caption="Campeonato amador marcou a inauguração da pista. Foto: Portal Vila Nova Hoje",
    )
    style = ".vn-4sq{border:1px solid #d7e5f0;background:#f6fbff;padding:8px 10px;margin:14px 0}.vn-4sq-list{list-style:none;padding:0}.vn-4sq-item{border-bottom:1px solid #e3edf4;padding:5px 0}.vn-4sq-when{color:#888;font-size:11px}.vn-4sq-mayor{color:#e08a00;font-size:11px}"
    return _list_case(
        "by-pt-checkins",
        "pt-vilanova",
        piece,
        Bits(inside=block, side=side, style=style),
        "/cidade/2012/03/11/pista-de-skate-do-parque-das-aguas-e-inaugurada",
        "div.vn-4sq: a location network's venue box, ul.vn-4sq-list of 6 check-ins (picture, name, the mayor's badge on one, relative time, the visitor's quoted shout)",
        "a location network's latest check-ins at the venue, each with the visitor's shout",
        "A Brazilian city portal's story of March 2012 on a new skate park with a location network's venue box inside the story: 'Quem passou por aqui', 6 check-ins each with a picture, a name, a relative time ('há 12 minutos') and the visitor's quoted shout, the venue's mayor badge on the first, 'Ver todos os check-ins'; no comment area. Right column: most read, a poll with a vote count, job ads.",
    )


def nl_ice_bucket() -> Case:
    chain = rows("""
Burgemeester Anja Kremer | 21 augustus 2014 | genomineerd door de brandweer van Olst | Ik doe dit voor iedereen die met ALS leeft. Ik nomineer wethouder Dijkhuis, de directeur van het Carmel en de voorzitter van VV Olst.
Wethouder Henk Dijkhuis | 22 augustus 2014 | genomineerd door burgemeester Kremer | Dat water kwam rechtstreeks uit de IJssel, dat voel je. Ik geef het door aan de buurtvereniging De Haar.
VV Olst, eerste elftal | 22 augustus 2014 | genomineerd door burgemeester Kremer | Na de training, met het hele elftal en de trainer. Wie volgt? Wij nomineren Wijhe '92.
Buurtvereniging De Haar | 23 augustus 2014 | genomineerd door wethouder Dijkhuis | Veertig buren, tien emmers en een tractor met een giertank. We hebben € 640 opgehaald.
Carmel College, directie | 24 augustus 2014 | genomineerd door burgemeester Kremer | Op het schoolplein, voor de eerste schooldag. De leerlingen mochten de emmers gooien.
Bakkerij Van Lente | 25 augustus 2014 | genomineerd door Buurtvereniging De Haar | Voor elke verkochte krentenbol gaat deze week tien cent naar de ALS-stichting.
""")
    block = (
        '<div class="ij-keten"><h3>De keten in Olst-Wijhe</h3><p class="ij-k-sub">Wie doet mee? Deze inwoners en clubs stuurden ons hun filmpje.</p><table class="ij-k-tab" cellspacing="0">'
        + "".join(
            f'<tr><td class="ij-k-img"><img src="/_avatar/ice-{k}.svg" width="60" height="45" alt="" /></td>'
            f'<td><b>{esc(w)}</b> <span class="ij-k-d">{esc(d)}</span><br /><span class="ij-k-n">{esc(n)}</span><p>{esc(x)}</p></td></tr>'
            for k, (w, d, n, x) in enumerate(chain)
        )
        + '</table><p class="ij-k-foot">Zelf meegedaan? Mail uw filmpje naar <a href="mailto:redactie@ijsselstreeknu.invalid">de redactie</a>.</p></div>'
    )
    side = (
        box(
            "nl-ijsselstreek",
            "Meest gelezen",
            links(
                (
                    "Burgemeester Kremer doet ijsemmer-uitdaging op de markt",
                    "Brand in schuur aan de Boxbergerweg",
                    "Kermis Wijhe trekt 12.000 bezoekers",
                    "Nieuw fietspad langs de IJssel open",
                ),
                "/nieuws/",
                "ol",
            ),
        )
        + box(
            "nl-ijsselstreek",
            "112 Olst-Wijhe",
            "<ul><li>09:12 Aanrijding Rijksstraatweg, geen gewonden</li><li>Gisteren 22:40 Brand in container bij station</li></ul>",
        )
        + box("nl-ijsselstreek", "Volg ons", "<p>Facebook: 3.412 likes · Twitter: @ijsselstreeknu</p>")
    )
    piece = Piece(
        "Burgemeester Kremer doet ijsemmer-uitdaging op de markt",
        "Door Sanne Wolters",
        "2014-08-21T16:45:00+02:00",
        "donderdag 21 augustus 2014, 16:45",
        """
Onder luid gejuich van zo'n tweehonderd toeschouwers heeft burgemeester Anja Kremer donderdagmiddag op de markt in Olst een emmer ijswater over zich heen gekregen. Ze deed mee aan de Ice Bucket Challenge, de actie die deze zomer de wereld over gaat voor onderzoek naar de spierziekte ALS.

De brandweer van Olst had haar maandag genomineerd. Twee brandweermannen hesen de emmer met de hoogwerker. „Het was kouder dan ik had gedacht", zei Kremer na afloop, druipend maar lachend.

De burgemeester maakte zelf 100 euro over aan Stichting ALS Nederland en nomineerde drie anderen. In de gemeente gaat de uitdaging inmiddels van hand tot hand.
""",
        dek="Brandweer hijst de emmer met de hoogwerker; de keten gaat door het hele dorp",
        section="Nieuws",
        tags=("Ice Bucket Challenge", "ALS", "Olst"),
        caption="Burgemeester Kremer krijgt het ijswater over zich heen. Foto: De IJsselstreek Nu",
    )
    style = ".ij-keten{border:2px solid #e07000;padding:8px 10px;margin:14px 0}.ij-k-tab td{border-top:1px solid #f3d2b3;padding:5px;vertical-align:top}.ij-k-d{color:#888;font-size:11px}.ij-k-n{font-size:11px;color:#e07000}.ij-k-tab p{margin:2px 0}"
    return _list_case(
        "by-nl-ijsemmer-keten",
        "nl-ijsselstreek",
        piece,
        Bits(inside=block, side=side, style=style),
        "/nieuws/2014/08/21/burgemeester-kremer-doet-ijsemmer-uitdaging",
        "div.ij-keten: h3 'De keten in Olst-Wijhe', table.ij-k-tab of 6 rows (picture, participant, date, 'genomineerd door ...', what they said)",
        "an ice-bucket challenge's chain: participant, date, who nominated them, what they said",
        "A Dutch local news site's story of August 2014 on the mayor doing the ice-bucket charity challenge, with a box 'De keten in Olst-Wijhe' inside the story: 6 participants (the mayor, an alderman, a football team, a neighbourhood association, a school's board, a bakery), each with a date, 'genomineerd door NAME' (five naming an earlier participant) and what they said; no comment area. Right column: most read, an emergency-services ticker with times, follower counts.",
    )


def es_tandem() -> Case:
    board = rows("""
Hannah (Leipzig) | alemán ⇄ español | 02/10/2012 | Estudio Farmacia de Erasmus hasta junio. Busco a alguien para tomar un café los martes y hablar mitad y mitad.
Kenji | japonés ⇄ español | 01/10/2012 | Soy profesor de japonés en la Escuela de Idiomas. Me gustaría practicar español coloquial, sobre todo expresiones de aquí.
Lucía Marcos | español ⇄ inglés | 30/09/2012 | Tengo el B2 pero me falta soltura. Ofrezco ayuda con el español a quien quiera, y mis croquetas.
Pierre-Antoine | francés ⇄ español | 29/09/2012 | Llegué hace una semana y aún no entiendo nada en el mercado. ¡Socorro! Juego al fútbol si alguien se anima.
Aylin | turco ⇄ español o inglés | 27/09/2012 | Doctoranda en Historia. Prefiero quedar en la biblioteca central, tengo horario de tarde.
""")
    block = (
        '<div class="gv-tandem"><h3>Tablón de intercambio de idiomas</h3><p class="gv-t-sub">Anuncios publicados por los lectores en el tablón del Centro de Lenguas (últimos 5 de 63)</p>'
        + "".join(
            f'<div class="gv-t-ad"><p class="gv-t-who"><b>{esc(w)}</b> · <span class="gv-t-lang">{esc(lang)}</span> · <span class="gv-t-date">{esc(d)}</span></p>'
            f'<p class="gv-t-txt">{esc(x)}</p><p class="gv-t-act"><a href="/tandem/contactar/{k}">Contactar</a></p></div>'
            for k, (w, lang, d, x) in enumerate(board)
        )
        + '<p><a href="/tandem/">Ver todos los anuncios</a> · <a href="/tandem/nuevo">Publica el tuyo</a></p></div>'
    )
    side = (
        box(
            "es-universitas",
            "Lo más visto",
            links(
                (
                    "El Centro de Lenguas estrena un programa de tándem",
                    "La huelga de limpieza llega a las residencias",
                    "Horarios del autobús universitario para este curso",
                    "La tuna cumple 50 años",
                ),
                "/universidad/",
                "ol",
            ),
        )
        + box(
            "es-universitas",
            "Agenda",
            "<ul><li><b>Jue 4</b> Fiesta de bienvenida Erasmus, plaza Mayor, 21 h</li><li><b>Vie 5</b> Cineclub: «Plácido», aula magna, 19 h</li><li><b>Sáb 6</b> Ruta en bici por la ribera, 10 h</li></ul>",
        )
        + box(
            "es-universitas", "Síguenos", "<p>Facebook: 2.904 fans · Twitter: 1.211 seguidores · Tuenti</p>"
        )
    )
    piece = Piece(
        "El Centro de Lenguas estrena un programa de tándem",
        "Redacción Villaverde",
        "2012-10-03T09:00:00+02:00",
        "03/10/2012",
        """
El Centro de Lenguas de la Universidad de Villaverde pone en marcha este curso un programa de intercambio de idiomas. Estudiantes extranjeros y locales se reunirán en parejas para practicar la lengua del otro, media hora en cada idioma.

La iniciativa nació de un tablón de anuncios que un grupo de alumnos de Filología colgó en la cafetería el curso pasado. Este año el centro lo ha llevado a la web y organiza además dos encuentros mensuales en la sala de estudio.

El curso pasado la universidad recibió 612 estudiantes de intercambio, la cifra más alta de su historia. La inscripción en el programa es gratuita.
""",
        dek="Estudiantes extranjeros y locales practicarán en parejas; el tablón ya tiene 63 anuncios",
        section="Universidad",
        tags=("Erasmus", "idiomas", "universidad"),
        caption="Un encuentro de intercambio en la sala de estudio del Centro de Lenguas.",
    )
    style = ".gv-tandem{background:#f7f3fb;border:1px solid #d9cbe8;padding:8px 10px;margin:14px 0}.gv-t-ad{border-bottom:1px dashed #cdbbe0;padding:4px 0}.gv-t-who,.gv-t-txt,.gv-t-act{margin:2px 0}.gv-t-date,.gv-t-lang{color:#777;font-size:11px}.gv-t-act{font-size:11px}"
    return _list_case(
        "by-es-tablon-tandem",
        "es-universitas",
        piece,
        Bits(inside=block, side=side, style=style),
        "/universidad/2012/10/03/centro-de-lenguas-programa-tandem",
        "div.gv-tandem: h3 'Tablón de intercambio de idiomas', 5 div.gv-t-ad (name, languages, date, a line, 'Contactar')",
        "a language-exchange board: learner, languages, date, a line about themselves",
        "A Spanish university town's paper, October 2012: a story on a language-exchange programme with the board's 5 latest ads inside it (each a learner's name, the languages, a date, a first-person line and a 'Contactar' link); no comment area. Right column: most viewed, a diary, follower counts.",
    )


def lists_by() -> list[Case]:
    return [pt_checkins(), nl_ice_bucket(), es_tandem()]
