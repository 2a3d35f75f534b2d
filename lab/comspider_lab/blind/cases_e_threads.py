"""Blind set E: twelve discussions of ordinary size (6 to 20 comments) shown with the page, in twelve
languages; half of them or more never say "comment" in an attribute or heading."""

from __future__ import annotations

from comspider_lab.blind.cases_b_small import paras, tree
from comspider_lab.blind.cases_e_common import art, page, thread
from comspider_lab.blind.layout import Blocks, esc
from comspider_lab.blind.model import Case

CSS_E = """<style>
.msg-thread{margin-top:36px;font-family:system-ui,sans-serif;font-size:16px}.msg{display:flex;gap:12px;padding:14px 0;border-top:1px solid #eee}.msg .msg{border:0;padding-bottom:0}
.msg-av{width:32px;height:32px;border-radius:50%;background:#f2c6a8;flex:none}.msg-name{font-weight:600}.msg-date{color:#888;font-size:14px;margin-left:6px}.msg-acts{font-size:13px;color:#888;display:flex;gap:14px}
._a3f9x{margin-top:30px;background:#f7f9fb;padding:20px}._k2m1p{padding:10px 0;border-top:1px solid #dde3ea}._q8z0r{margin-left:28px}._n4t7s{font-weight:700}._v9c2w{color:#6b7785;font-size:13px}._r5y1b{font-size:13px;color:#6b7785;display:flex;gap:12px}
.fil-rx{list-style:none;padding:0;margin:26px 0;font:15px Arial,sans-serif}.rx-item{padding:6px 0;border-bottom:1px dotted #ccc}
.posts .post{display:flex;gap:10px;padding:12px 0;border-top:1px solid #e5e5e5;font:15px Arial,sans-serif}.posts .post .post{border:0}.post-av{border-radius:50%}.post-meta{color:#777;font-size:13px}
.leitores .entry{padding:12px 0;border-top:1px solid #ddd;font:15px Arial,sans-serif}.leitores .entry .entry{margin-left:30px;border-top:1px dashed #ddd}.entry-meta{font-size:13px;color:#777}
.dite .intervento{border-bottom:1px solid #eee;padding:12px 0;font-size:16px}.dite .risposte{margin-left:30px}.int-meta{font-size:13px;color:#777}
.sc-bdVaJa{margin-top:30px}.sc-htpNat{padding:12px 0;border-top:1px solid #e0e0e0}.sc-ifAKCX{margin-left:24px}.sc-EHOje{font-weight:700}.sc-bZQynM{color:#888;font-size:13px}.sc-gzVnrw{font-size:13px;color:#888}
.loulou{margin-top:30px}.floor{border-top:1px solid #e8e8e8;padding:10px 0}.floor-no{color:#aaa;font-size:12px;margin-right:6px}.floor-meta{color:#888;font-size:13px}
.pratibhav-vibhag .pv{border-top:1px solid #ddd;padding:10px 0}.pv-samay{color:#777;font-size:13px}
.dumki .dumka{padding:10px 0;border-top:1px solid #ddd}.dumki .dumka-adkazy{margin-left:30px}.dumka-chas{font-size:13px;color:#777}
.meenungen .meenung{border-left:3px solid #a3001b;padding:6px 12px;margin:12px 0}.meenung-datum{color:#777;font-size:13px}
.otkliki .otklik{display:flex;gap:10px;padding:10px 0;border-top:1px solid #e3e3e3}.otkliki .otklik .otklik{margin-left:20px;border-top:1px dotted #e3e3e3}.ot-rating{font-size:13px;color:#555}.ot-time{font-size:13px;color:#888}
</style>"""


def _avatar(key: str, size: int = 36, cls: str = "") -> str:
    c = f' class="{cls}"' if cls else ""
    return f'<img{c} src="/_avatar/e-{esc(key)}.svg" alt="" width="{size}" height="{size}" loading="lazy">'


def ordinary_cases_e() -> list[Case]:
    cases: list[Case] = []

    # 1. en: a newsletter platform's discussion, six long comments (several paragraphs), one reply, likes
    c = thread(
        """
Hannah Ridley | Mar 4 | - | I was one of the parents who sat through all three consultation evenings, so let me add some context the piece only touches on. The school has been running two classes of thirty-two in rooms built for twenty-six since 2019. The temporary classroom was meant to last three years and is now in its seventh winter; the heating fails about once a fortnight. ¶ Nobody I spoke to is against the new building. What people are worried about is the eighteen months in between, when the juniors will be bussed to Stainby every morning. That is a forty-minute round trip on the A646 for seven-year-olds, and the council's transport plan still has no named operator. ¶ If the council can publish that contract before the summer holidays, I think most of the opposition will simply evaporate.
Graham Stott | Mar 4 | - | Forty years a governor at two different schools in this valley, and I have watched this exact argument play out before. In 1996 we were promised a new hall at Mytholm "within the next spending round". It arrived in 2011. ¶ My point is not that the council is acting in bad faith. It is that capital projects slip, and when they slip the temporary arrangements become permanent. The report you link to has a contingency line of 4 per cent. On a build of this size, with the ground conditions near the canal, that is optimistic at best. ¶ I would like to see the cabinet commit, in writing, to a date after which the bussing stops whether or not the building is finished. That would focus minds wonderfully.
Priya Desai | Mar 4 | 1 | Graham, the 1996 comparison is fair, but the funding this time is a ring-fenced grant from the Department, not the council's own capital programme. If the school is not open by September 2027 the grant has to be repaid, which is about as strong an incentive as you can get. ¶ That does not fix the contingency figure, I agree. I asked about it at the second meeting and was told the ground survey had already been done and priced in. It would be good if the Examiner could ask for that survey to be published.
Tom Ackroyd | Mar 5 | - | As a bus driver on the 590 route, a practical note. The morning run from Hebden to Stainby already carries about fifty secondary pupils, and the timetable has no slack between 07:40 and 08:25. Adding sixty primary children means either a second vehicle or a new route, and there is a shortage of drivers with the right licence across the whole county. ¶ None of this is insurmountable, but it needs planning now rather than in August. I have not seen anyone from the transport team talk to the depot yet.
Linda Whitworth | Mar 5 | - | Can I gently point out that the children who will actually be affected have not been asked at all? My daughter's class wrote letters to the head about the playground, which is the thing they care about most, and those letters are not mentioned anywhere in the consultation report. ¶ Small thing, perhaps, but if the new building takes away half the field, as the plans seem to show, that will matter far more to a seven-year-old than where the staff room goes.
Owen Brearley | Mar 6 | - | I run the after-school club at the church hall. During the move we will lose the pick-up point outside the school, and about twenty families rely on us because both parents work in Halifax or Leeds. ¶ We are happy to help, and we have already offered the hall for breakfast club too, but nobody has answered the email I sent the project team in January. Whoever is reading this at the council: please get in touch.
"""
    )
    likes = [41, 28, 17, 22, 35, 12]
    cases.append(
        Case(
            "e-en-newsletter-long",
            "discussion",
            "en",
            "on_load",
            "<div class=msg-thread>, div.msg (a reply inside its parent)",
            "Discussion",
            "A newsletter platform's post in English: six readers writing long comments of several paragraphs, one reply inside its parent, avatars, dates 'Mar 4', like counts, 'Reply · Share'.",
            "/p/mytholm-primary-rebuild-what-happens-next",
            page(
                "letter",
                "en",
                art(
                    "Mytholm Primary rebuild: what happens to the pupils in the meantime",
                    "Juniors will be taught in Stainby for eighteen months while the new building goes up.",
                    "Ruth Hargreaves",
                    "2025-03-04T07:00:00+00:00",
                    [
                        "Calderdale's cabinet approved the £9.2m rebuild of Mytholm Primary on Monday, after three consultation evenings that drew more than two hundred parents.",
                        "The school has used a temporary classroom since 2018. The new building will have eight classrooms, a hall and a nursery, and is funded by a ring-fenced grant.",
                        "While it is built, pupils in years three to six will be taught at the former Stainby infant school, with a bus laid on each morning and afternoon.",
                        "The council says a transport contract will be awarded 'in good time'. Work is due to start in October.",
                    ],
                    kicker="Education",
                    caption="The temporary classroom at Mytholm Primary. Photo: Examiner",
                ),
                Blocks(
                    head=CSS_E,
                    after='<div class="msg-thread" id="discussion"><h3>Discussion</h3><p class="msg-sort">Top · New · Chronological</p>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="msg" id="msg-{99120 + i}"><div class="msg-av"></div><div class="msg-main">'
                            f'<div class="msg-head"><a class="msg-name" href="/profile/{99120 + i}">{esc(s.author)}</a>'
                            f'<a class="msg-date" href="#msg-{99120 + i}">{esc(s.when)}</a></div><div class="msg-body">{paras(s.text)}</div>'
                            f'<div class="msg-acts"><button>♥ {likes[i]}</button><button>Reply</button><button>Share</button></div>{sub}</div></div>'
                        ),
                        lambda items, p: items,
                    )
                    + "</div>",
                ),
            ),
            c,
            static=True,
        )
    )

    # 2. de: hashed CSS-module classes only, three levels of replies, relative times, votes, permalinks
    c = thread(
        """
Kathrin Wendler | vor 5 Stunden | - | Endlich! Ich fahre seit Jahren mit dem Rad von Ebersbach nach Neugersdorf und die B96 ist lebensgefährlich.
Mario Pietsch | vor 5 Stunden | 0 | Lebensgefährlich ist übertrieben. Man muss halt aufpassen.
Kathrin Wendler | vor 4 Stunden | 1 | Sagen Sie das mal den Lkw-Fahrern, die mit 80 an einem vorbeifahren.
Uwe Schiemann | vor 4 Stunden | 2 | Dem kann ich nur zustimmen. Mein Sohn ist dort letztes Jahr gestürzt, zum Glück ohne schwere Folgen.
Dr. Heike Großmann | vor 4 Stunden | - | 2,8 Millionen für 6 Kilometer finde ich ordentlich. Wer pflegt den Weg im Winter?
Gemeinderat Leutersdorf | vor 3 Stunden | 4 | Der Winterdienst liegt beim Landkreis, so steht es in der Vereinbarung vom März.
Dr. Heike Großmann | vor 3 Stunden | 5 | Danke für die schnelle Antwort.
Steffen Kittel | vor 3 Stunden | - | Und wieder wird die alte Bahntrasse nicht genutzt. Die wäre flach und schon vorhanden.
Jana Bräuer | vor 2 Stunden | 7 | Die Trasse gehört noch der Bahn und ist als Reserve gewidmet. Das wurde im Kreistag lang und breit erklärt.
Steffen Kittel | vor 2 Stunden | 8 | Dann sollte man die Widmung eben ändern. Seit 1998 fährt dort kein Zug mehr.
Bernd Lehmann | vor 2 Stunden | - | Baubeginn 2026, fertig 2028 – wer's glaubt. Die Spreebrücke sollte auch schon längst fertig sein.
Anja Zschiedrich | vor 1 Stunde | - | Wir freuen uns als Familie sehr, dann können die Kinder allein zur Schule fahren.
Ronny Weise | vor 48 Minuten | - | Hoffentlich wird er beleuchtet. Im Winter ist es ab vier Uhr dunkel.
Kathrin Wendler | vor 20 Minuten | 12 | Laut Planung nur an den Ortseingängen, leider.
"""
    )
    votes = [
        (31, 2),
        (4, 19),
        (22, 1),
        (15, 0),
        (12, 3),
        (27, 0),
        (3, 0),
        (18, 6),
        (9, 4),
        (7, 5),
        (25, 2),
        (19, 0),
        (14, 0),
        (6, 0),
    ]
    cases.append(
        Case(
            "e-de-hashed-nested",
            "discussion",
            "de",
            "on_load",
            "<section class=_a3f9x>, items div._k2m1p, replies div._q8z0r (three levels)",
            "Lesermeinungen (14)",
            "Fourteen readers in German on a React site built with CSS modules: minified hashed class names only, replies nested three levels deep, relative times 'vor 3 Stunden', up/down votes, permalinks.",
            "/lokales/radweg-b96-ebersbach-neugersdorf",
            page(
                "modules",
                "de",
                art(
                    "Radweg an der B96 zwischen Ebersbach und Neugersdorf kommt",
                    "Der Landkreis investiert 2,8 Millionen Euro; Baubeginn ist für 2026 geplant.",
                    "Frank Riedel",
                    "2025-04-09T06:00:00+02:00",
                    [
                        "Zwischen Ebersbach und Neugersdorf soll entlang der B96 ein sechs Kilometer langer Radweg entstehen.",
                        "Der Landkreis Görlitz und die beteiligten Gemeinden haben im März eine Vereinbarung unterzeichnet. Den Winterdienst übernimmt der Landkreis.",
                        "Die stillgelegte Bahntrasse kommt nicht in Frage, weil sie weiter als Reserve gewidmet ist.",
                        "Beleuchtet werden sollen nur die Abschnitte an den Ortseingängen.",
                    ],
                    kicker="Oberland",
                    caption="Die B96 bei Ebersbach. Foto: OTP",
                ),
                Blocks(
                    head=CSS_E,
                    after='<section class="_a3f9x" aria-labelledby="_h1"><h2 id="_h1" class="_p0l4e">Lesermeinungen (14)</h2><div class="_w6e2d">'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="_k2m1p" id="lm-{3310 + i}"><div class="_b8u3j"><span class="_n4t7s">{esc(s.author)}</span> '
                            f'<a class="_v9c2w" href="#lm-{3310 + i}">{esc(s.when)}</a></div><p class="_x7d0f">{esc(s.text)}</p>'
                            f'<div class="_r5y1b"><button aria-label="Zustimmung">▲ {votes[i][0]}</button><button aria-label="Ablehnung">▼ {votes[i][1]}</button><button>Antworten</button><button>Melden</button></div>{sub}</div>'
                        ),
                        lambda items, p: items if p is None else f'<div class="_q8z0r">{items}</div>',
                    )
                    + "</div></section>",
                ),
            ),
            c,
            static=True,
        )
    )

    # 3. fr: twenty one-line reactions, names only (no times), no heading, li.rx-item
    c = thread(
        """
Mathilde R. | | - | Enfin une bonne nouvelle pour le plateau.
Jean-Luc Faure | | - | Et les parkings, on en parle ?
Sandrine | | - | On y allait déjà à pied, ça ne change rien pour nous.
Pierre-Yves Blanc | | - | 3 euros la navette, c'est correct.
Élodie M. | | - | Les chiens seront-ils acceptés dans la navette ?
Bruno Chabert | | - | Bravo à la commune de Villard.
Nadia | | - | Il était temps, le dimanche c'était l'enfer.
Gérard Tournier | | - | Encore de l'argent public pour les touristes.
Claire Besson | | - | Super pour les familles sans voiture !
Antoine | | - | Il faudrait la même chose pour Corrençon.
Lucie Vial | | - | Quels horaires en semaine ?
Marc D. | | - | Excellente idée, j'espère que ça durera.
Françoise Arnaud | | - | Pensez aux personnes âgées, il faut des bancs aux arrêts.
Yannick | | - | La navette électrique, c'est la moindre des choses.
Hélène Giraud | | - | On verra à l'usage.
Thierry Blanchard | | - | Les commerçants du village vont râler.
Manon | | - | Trop bien, on pourra enfin laisser la voiture à Lans.
Robert Eymard | | - | Et en hiver ?
Sophie L. | | - | Merci pour l'article, très clair.
Damien Roux | | - | Il manque un arrêt à la Croix-Perrin.
"""
    )
    cases.append(
        Case(
            "e-fr-oneliners-noheading",
            "discussion",
            "fr",
            "on_load",
            "<ul class=fil-rx>, li.rx-item",
            None,
            "Twenty one-line reactions in French under the article, no heading, names only (no times, no avatars, no buttons): each li.rx-item holds a bold name and one sentence.",
            "/local/navette-electrique-plateau-vercors/",
            page(
                "arc",
                "fr",
                art(
                    "Une navette électrique pour monter au plateau cet été",
                    "Elle reliera Lans-en-Vercors à la Molière tous les week-ends de juin à septembre.",
                    "Camille Ferrand",
                    "2025-05-21T08:00:00+02:00",
                    [
                        "La communauté de communes a annoncé la mise en service d'une navette électrique entre Lans-en-Vercors et le plateau de la Molière.",
                        "Le trajet coûtera 3 euros. La navette circulera les samedis et dimanches, de 8 heures à 19 heures.",
                        "L'accès en voiture restera possible, mais le parking du sommet deviendra payant.",
                    ],
                    kicker="Local",
                    caption="Le plateau de la Molière. Photo : L'Écho du Vercors",
                ),
                Blocks(
                    head=CSS_E,
                    after='<ul class="fil-rx">'
                    + "".join(
                        f'<li class="rx-item" data-rx="{8801 + i}"><b>{esc(s.author)}</b> {esc(s.text)}</li>'
                        for i, s in enumerate(c)
                    )
                    + '</ul><p class="rx-more"><a href="/connexion">Connectez-vous pour réagir</a></p>',
                ),
            ),
            c,
            static=True,
        )
    )

    # 4. es: pseudonymous handles with avatars (no real names), relative times, two replies, likes
    c = thread(
        """
castañera_78 | hace 6 horas | - | Llevamos años pidiendo que se abra la mina al público. Por fin.
Tremor_de_Arriba | hace 6 horas | - | ¿Y quién va a pagar el mantenimiento cuando se acabe la subvención?
bercianoenbilbao | hace 5 horas | 1 | Según la nota, el ayuntamiento y la Junta al 50 %. Otra cosa es que se cumpla.
minero_jubilado | hace 5 horas | - | Trabajé 22 años en el pozo Julia. Me alegra que los chavales vean cómo era aquello.
LaCuadrilla_Noceda | hace 4 horas | - | Habrá que ver el precio de la entrada. Si es caro, no va a ir nadie de la comarca.
guiavoluntaria | hace 4 horas | 4 | Los empadronados en el Bierzo Alto entrarán gratis el primer año.
XanaDelSil | hace 3 horas | - | Ojalá pongan también un autobús desde Ponferrada.
el_del_bar_Pepín | hace 2 horas | - | Bien por Fabero. A ver si se anima algún hostal a abrir.
montañeraleonesa | hace 1 hora | - | Estuve en la visita de prueba y es impresionante. Muy recomendable.
Sil_y_Boeza | hace 32 minutos | - | Que no se olviden de los que murieron allí. Un memorial no estaría de más.
"""
    )
    hearts = [14, 6, 9, 31, 5, 11, 8, 3, 12, 19]
    cases.append(
        Case(
            "e-es-handles-avatars",
            "discussion",
            "es",
            "on_load",
            "<div class=posts>, div.post (replies inside their parent)",
            "Reacciones",
            "Ten readers in Spanish known only by handles (no real names), each with an avatar, relative times 'hace 3 horas', heart counts, two replies inside their parents.",
            "/comarca/2025/05/12/fabero-mina-museo-visitas/",
            page(
                "arc",
                "es",
                art(
                    "La mina museo de Fabero abre sus galerías a las visitas guiadas",
                    "El recorrido baja 40 metros por el antiguo pozo Julia y dura hora y media.",
                    "Luis Álvarez",
                    "2025-05-12T07:30:00+02:00",
                    [
                        "El pozo Julia de Fabero recibirá visitas guiadas desde el 1 de junio, tras dos años de obras de acondicionamiento.",
                        "El mantenimiento lo pagarán a partes iguales el ayuntamiento y la Junta de Castilla y León.",
                        "Durante el primer año, los vecinos empadronados en los municipios del Bierzo Alto no pagarán entrada.",
                    ],
                    kicker="Comarca",
                    caption="La entrada del pozo Julia. Foto: DBA",
                ),
                Blocks(
                    head=CSS_E,
                    after='<div class="posts" id="reacciones"><h3>Reacciones</h3>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="post" data-post-id="{51200 + i}">{_avatar(s.author, 40, "post-av")}<div class="post-main">'
                            f'<div class="post-meta"><a class="post-handle" href="/u/{esc(s.author)}">@{esc(s.author)}</a> · <span>{esc(s.when)}</span></div>'
                            f'<p class="post-text">{esc(s.text)}</p><div class="post-acts">❤ {hearts[i]} · <a href="#">Responder</a></div>{sub}</div></div>'
                        ),
                        lambda items, p: items,
                    )
                    + "</div>",
                ),
            ),
            c,
            static=True,
        )
    )

    # 5. pt: div.entry, two levels of replies, permalinked absolute dates
    c = thread(
        """
Joaquim Barbosa | 18/06/2025 às 09:12 | - | Finalmente! A estrada nacional 13 é um perigo para quem anda de bicicleta.
Rita Fernandes | 18/06/2025 às 09:40 | 0 | Concordo, mas a ciclovia passa longe das escolas de Vila Praia de Âncora.
Joaquim Barbosa | 18/06/2025 às 10:05 | 1 | Segundo o projeto há uma ligação prevista para a segunda fase.
Manuel Sá | 18/06/2025 às 11:20 | - | Mais uma obra que vai demorar o dobro do previsto.
Ana Luísa Cunha | 18/06/2025 às 12:02 | - | Eu faço Viana–Caminha de bicicleta todos os fins de semana. Vai ser ótimo para o turismo.
Pedro Vieira | 18/06/2025 às 13:47 | 4 | E para os comerciantes ao longo do percurso também.
Teresa Lima | 18/06/2025 às 15:10 | - | Espero que não cortem os pinheiros da mata do Camarido.
Carlos Amorim | 18/06/2025 às 18:33 | 6 | O traçado contorna a mata, está no mapa da câmara.
"""
    )
    cases.append(
        Case(
            "e-pt-entries-two-levels",
            "discussion",
            "pt",
            "on_load",
            "<section class=leitores>, div.entry in div.entry",
            "O que dizem os leitores",
            "Eight readers in European Portuguese (four replies, two levels), permalinked absolute dates '18/06/2025 às 09:12', 'Responder'.",
            "/regiao/2025/06/18/ciclovia-viana-caminha/",
            page(
                "arc",
                "pt",
                art(
                    "Ciclovia entre Viana do Castelo e Caminha avança em setembro",
                    "A obra de 25 quilómetros custa 6,4 milhões de euros e deve ficar pronta em 2027.",
                    "Sofia Rego",
                    "2025-06-18T07:00:00+01:00",
                    [
                        "A Comunidade Intermunicipal do Alto Minho adjudicou a construção da ciclovia litoral entre Viana do Castelo e Caminha.",
                        "O traçado contorna a mata do Camarido e segue, em grande parte, paralelo à estrada nacional 13.",
                        "Uma ligação às escolas de Vila Praia de Âncora está prevista para uma segunda fase.",
                    ],
                    kicker="Região",
                    caption="A estrada nacional 13 junto a Âncora. Foto: GAM",
                ),
                Blocks(
                    head=CSS_E,
                    after='<section class="leitores"><h3>O que dizem os leitores</h3>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="entry" id="e{2250 + i}"><div class="entry-meta"><strong class="entry-author">{esc(s.author)}</strong> · '
                            f'<a href="#e{2250 + i}">{esc(s.when)}</a></div><div class="entry-content">{paras(s.text)}</div>'
                            f'<a class="entry-reply" href="#">Responder</a>{sub}</div>'
                        ),
                        lambda items, p: items,
                    )
                    + "</section>",
                ),
            ),
            c,
            static=True,
        )
    )

    # 6. it: div.intervento, relative times, votes, one reply
    c = thread(
        """
Giorgio Bonino | 3 ore fa | - | Il ponte sul Tanaro era già chiuso per due mesi l'anno scorso. Qualcuno ci spiega perché non regge?
Franca Oddero | 3 ore fa | - | Per chi lavora a Bra sono quaranta minuti in più al giorno. Serve un bus navetta.
Luca Marengo | 2 ore fa | 0 | Il cemento è degli anni sessanta, l'articolo lo spiega bene.
Silvia Ravera | 2 ore fa | - | Almeno lo fanno d'estate e non durante la fiera del tartufo.
Beppe Cravero | 2 ore fa | - | Con la deviazione da Roddi passeranno tutti i camion in paese. Bella idea.
Marta Ghione | 1 ora fa | - | Grazie per gli orari del cantiere, mi servivano proprio.
Enrico Vaudano | 1 ora fa | - | Speriamo finiscano per ottobre come promesso.
Paola Sandri | 45 minuti fa | - | Il sindaco dovrebbe chiedere i soldi alla Regione, non ai comuni.
Andrea Cogno | 10 minuti fa | - | Io vado in bici, problema risolto.
"""
    )
    ups = [18, 25, 7, 11, 14, 3, 9, 6, 2]
    cases.append(
        Case(
            "e-it-interventi-votes",
            "discussion",
            "it",
            "on_load",
            "<div class=dite>, div.intervento, replies in div.risposte",
            "Dite la vostra",
            "Nine readers in Italian (one reply) on a newsletter-style page: relative times '3 ore fa', thumbs-up counts, 'Rispondi'.",
            "/p/alba-ponte-tanaro-chiusura-estate",
            page(
                "letter",
                "it",
                art(
                    "Alba, il ponte sul Tanaro chiude tre mesi per lavori",
                    "Dal 16 giugno al 15 settembre il traffico sarà deviato su Roddi.",
                    "Elena Bertola",
                    "2025-06-05T06:30:00+02:00",
                    [
                        "Il ponte Albertino sul Tanaro sarà chiuso dal 16 giugno per il rifacimento delle travi in cemento armato, risalenti agli anni sessanta.",
                        "Il cantiere lavorerà dalle 7 alle 19, sabato compreso. Il traffico pesante sarà deviato sul ponte di Roddi.",
                        "La Provincia assicura che i lavori termineranno prima della Fiera del tartufo di ottobre.",
                    ],
                    kicker="Cronaca",
                    caption="Il ponte Albertino. Foto: Corriere delle Langhe",
                ),
                Blocks(
                    head=CSS_E,
                    after='<div class="dite"><h3>Dite la vostra</h3>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="intervento" id="int-{701 + i}"><div class="int-meta"><b>{esc(s.author)}</b> · {esc(s.when)}</div>'
                            f'<p>{esc(s.text)}</p><div class="int-acts">👍 {ups[i]} · <a href="#">Rispondi</a></div>{sub}</div>'
                        ),
                        lambda items, p: items if p is None else f'<div class="risposte">{items}</div>',
                    )
                    + "</div>",
                ),
            ),
            c,
            static=True,
        )
    )

    # 7. ja: styled-components class names, "共感した" counts, relative times, two replies
    c = thread(
        """
港町のおばちゃん | 5時間前 | - | 朝市が戻ってきて本当にうれしい。毎週土曜日が楽しみです。
漁師の息子 | 5時間前 | - | 出店料が上がると聞きました。小さい店は大変だと思います。
みなと太郎 | 4時間前 | 1 | 記事によると初年度は据え置きだそうですよ。
kanazawa_fan | 4時間前 | - | 駐車場が少ないので、シャトルバスを出してほしいです。
ひかり | 3時間前 | - | 観光客向けだけでなく、地元の人が買える値段であってほしい。
元市場職員 | 3時間前 | - | 建物の耐震工事が終わって安心しました。
ゆうき | 2時間前 | 5 | 工事の間はずっと仮設テントでしたからね。
Sora | 1時間前 | - | 朝6時開始は早すぎませんか？
浜のじいちゃん | 1時間前 | 7 | 魚は朝が一番新鮮なんだよ。
さくら | 20分前 | - | 子どもと一緒に行きます！
"""
    )
    kyokan = [42, 17, 25, 30, 38, 12, 9, 8, 21, 5]
    cases.append(
        Case(
            "e-ja-styled-components",
            "discussion",
            "ja",
            "on_load",
            "<div class='sc-bdVaJa eUjQmA'>, items div.sc-htpNat, replies div.sc-ifAKCX",
            "読者の反応",
            "Ten readers in Japanese (two replies) on a React site with styled-components class names; nicknames, relative times '3時間前', '共感した' counts.",
            "/local/asaichi-saikai-2025",
            page(
                "modules",
                "ja",
                art(
                    "港の朝市、2年ぶりに再開　耐震工事終え",
                    "毎週土曜の午前6時から、約40店が出店する。",
                    "田中美穂",
                    "2025-04-12T09:00:00+09:00",
                    [
                        "耐震工事のため休止していた港の朝市が、12日から2年ぶりに再開された。",
                        "出店料は初年度据え置きとし、約40の店舗が鮮魚や野菜を販売する。",
                        "市は駐車場不足への対応として、シャトルバスの運行を検討している。",
                    ],
                    kicker="地域",
                    caption="再開した朝市。撮影：北陸みなと新聞",
                ),
                Blocks(
                    head=CSS_E,
                    after='<div class="sc-bdVaJa eUjQmA"><h2 class="sc-gqjmRU fJkSuw">読者の反応</h2>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="sc-htpNat gLkWsO" data-id="{88100 + i}"><div class="sc-bxivhb"><span class="sc-EHOje bXpLqR">{esc(s.author)}</span>'
                            f' <span class="sc-bZQynM hUyHnF">{esc(s.when)}</span></div><p class="sc-gZMcBi">{esc(s.text)}</p>'
                            f'<div class="sc-gzVnrw dJfLwE"><button>共感した {kyokan[i]}</button><button>返信</button></div>{sub}</div>'
                        ),
                        lambda items, p: (
                            items if p is None else f'<div class="sc-ifAKCX kRtAcP">{items}</div>'
                        ),
                    )
                    + "</div>",
                ),
            ),
            c,
            static=True,
        )
    )
    return cases + more_ordinary_cases_e()


def more_ordinary_cases_e() -> list[Case]:
    cases: list[Case] = []

    # 8. zh-TW: numbered floors ("#1樓"), likes, relative times, one reply
    c = thread(
        """
阿美族小女生 | 3小時前 | - | 終於要修了！每次颱風過後那段路都坍方。
台東人在台北 | 3小時前 | - | 工期兩年也太久了吧，過年回家怎麼辦？
騎車環島中 | 2小時前 | 1 | 報導說會保留一個車道通行，只是會管制。
池上米農 | 2小時前 | - | 希望施工期間大貨車可以改走南迴，不然農產品運不出去。
海線衝浪客 | 2小時前 | - | 東河那段的海景很美，拜託不要蓋得太醜。
小馬 | 1小時前 | - | 經費七億多，希望不要又追加預算。
都蘭民宿老闆 | 1小時前 | - | 民宿業者最怕的就是封路，請公路局事先公告時間。
walker_tw | 40分鐘前 | - | 支持！安全最重要。
成功鎮民 | 25分鐘前 | - | 我們鎮上的人每天都要走這條路上班上學。
長濱阿伯 | 5分鐘前 | - | 上次修到一半就停工，這次要看緊一點。
"""
    )
    likes = [58, 21, 33, 40, 27, 19, 15, 8, 12, 6]
    cases.append(
        Case(
            "e-zhtw-floors",
            "discussion",
            "zh-TW",
            "on_load",
            "<div class=loulou>, div.floor with '#N樓'",
            "大家怎麼說",
            "Ten readers in Traditional Chinese (one reply), numbered floors '#1樓', nicknames, relative times '3小時前', like counts.",
            "/local/2025/coastal-highway-11-repair",
            page(
                "modules",
                "zh-TW",
                art(
                    "台11線東河段明年動工改善　工期兩年",
                    "公路局編列7.2億元，施工期間將保留單線通行。",
                    "林家豪",
                    "2025-07-22T10:00:00+08:00",
                    [
                        "公路局宣布，台11線東河至成功路段將於明年初動工，改善易坍方的邊坡與排水設施。",
                        "工程經費約7.2億元，預計兩年完工，施工期間將保留一個車道並實施交通管制。",
                        "公路局表示，封路時段將提前一週公告。",
                    ],
                    kicker="地方",
                    caption="台11線東河段。攝影：花東地方報",
                ),
                Blocks(
                    head=CSS_E,
                    after='<div class="loulou"><h2>大家怎麼說</h2>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="floor" id="f{i + 1}"><div class="floor-meta"><span class="floor-no">#{i + 1}樓</span><b>{esc(s.author)}</b> · {esc(s.when)}</div>'
                            f'<p>{esc(s.text)}</p><div class="floor-acts">讚 {likes[i]} · 回覆</div>{sub}</div>'
                        ),
                        lambda items, p: (
                            items
                            if p is None
                            else f'<div class="floor-replies" style="margin-left:24px">{items}</div>'
                        ),
                    )
                    + "</div>",
                ),
            ),
            c,
            static=True,
        )
    )

    # 9. gu: Gujarati digits in absolute dates, flat, set D's portal template
    c = thread(
        """
હિતેશ પટેલ | ૧૨ મે ૨૦૨૫, ૧૦:૧૫ | - | ઓવરબ્રિજ બનશે તો કાલાવડ રોડ પર ટ્રાફિક ઘણો ઓછો થશે.
નિશા જોશી | ૧૨ મે ૨૦૨૫, ૧૧:૦૨ | - | બાંધકામ દરમિયાન દુકાનદારોનું શું? બે વર્ષ ધંધો બંધ રહેશે.
રમેશભાઈ સોલંકી | ૧૨ મે ૨૦૨૫, ૧૧:૪૦ | - | પહેલાં રસ્તાના ખાડા પૂરો, પછી પુલ બનાવો.
કિંજલ મહેતા | ૧૨ મે ૨૦૨૫, ૧૨:૩૦ | - | અમે રોજ આ રસ્તે શાળાએ જઈએ છીએ, સારો નિર્ણય છે.
ધવલ ત્રિવેદી | ૧૨ મે ૨૦૨૫, ૧૪:૦૫ | - | ખર્ચ ૧૨૦ કરોડ બહુ વધારે લાગે છે.
પ્રિયંકા ચૌહાણ | ૧૨ મે ૨૦૨૫, ૧૬:૪૫ | - | વૈકલ્પિક રસ્તાની માહિતી માટે આભાર.
મનસુખભાઈ | ૧૨ મે ૨૦૨૫, ૧૮:૨૦ | - | સમયસર પૂરું થાય તો સારું.
"""
    )
    cases.append(
        Case(
            "e-gu-portal-flat",
            "discussion",
            "gu",
            "on_load",
            "<div class=pratibhav-vibhag>, div.pv",
            "વાચકોના પ્રતિભાવ",
            "Seven readers in Gujarati, flat, absolute dates in Gujarati digits, no avatars.",
            "/shaher/rajkot-kalavad-road-overbridge",
            page(
                "portal",
                "gu",
                art(
                    "કાલાવડ રોડ પર નવો ઓવરબ્રિજ બનશે",
                    "મહાનગરપાલિકાએ ૧૨૦ કરોડના પ્રોજેક્ટને મંજૂરી આપી, બે વર્ષમાં કામ પૂરું થશે.",
                    "જયેશ રાવલ",
                    "2025-05-12T08:00:00+05:30",
                    [
                        "રાજકોટ મહાનગરપાલિકાની સ્થાયી સમિતિએ કાલાવડ રોડ પર નવા ઓવરબ્રિજના પ્રોજેક્ટને મંજૂરી આપી છે.",
                        "પ્રોજેક્ટનો ખર્ચ અંદાજે ૧૨૦ કરોડ રૂપિયા છે અને કામ બે વર્ષમાં પૂરું થશે.",
                        "બાંધકામ દરમિયાન ટ્રાફિકને વૈકલ્પિક રસ્તાઓ પર વાળવામાં આવશે.",
                    ],
                    kicker="શહેર",
                    caption="કાલાવડ રોડ. ફોટો: સૌરાષ્ટ્ર સમાચાર દર્પણ",
                ),
                Blocks(
                    head=CSS_E,
                    after='<section class="story pratibhav-vibhag"><h3>વાચકોના પ્રતિભાવ</h3>'
                    + "".join(
                        f'<div class="pv"><p><strong>{esc(s.author)}</strong> <span class="pv-samay">{esc(s.when)}</span></p><p>{esc(s.text)}</p></div>'
                        for s in c
                    )
                    + "</section>",
                ),
            ),
            c,
            static=True,
        )
    )

    # 10. be: set C's Drupal template, two levels of replies, relative times
    c = thread(
        """
Алесь Карповіч | 2 гадзіны таму | - | Нарэшце! Стары мост ужо дваццаць гадоў стаяў у аварыйным стане.
Таццяна М. | 2 гадзіны таму | 0 | А пешаходная дарожка там будзе?
Алесь Карповіч | 1 гадзіну таму | 1 | Так, з абодвух бакоў, гэта ёсць у праекце.
Віктар Гурыновіч | 1 гадзіну таму | - | Цікава, колькі гэта каштавала. У артыкуле сума не пазначана.
Наста | 1 гадзіну таму | - | Цяпер да бабулі ў Гожу ехаць хвілін дзесяць, а не паўгадзіны.
Сяргей Лойка | 50 хвілін таму | 4 | Мы таксама з Гожы, вельмі чакалі.
Ірына Сакалоўская | 30 хвілін таму | - | Добра было б зрабіць і асвятленне на набярэжнай.
Пётра | 10 хвілін таму | - | Малайцы будаўнікі, здалі раней тэрміну.
"""
    )
    cases.append(
        Case(
            "e-be-drupal-nested",
            "discussion",
            "be",
            "on_load",
            "<div class=dumki>, div.dumka, replies in div.dumka-adkazy",
            "Што думаюць чытачы",
            "Eight readers in Belarusian (three replies, two levels) on a Drupal site, relative times '2 гадзіны таму', 'Адказаць'.",
            "/horad/novy-most-praz-nyoman",
            page(
                "drupal",
                "be",
                art(
                    "У Гродне адкрылі новы мост праз Нёман",
                    "Мост звязвае цэнтр горада з мікрараёнам і вёскай Гожа.",
                    "Марына Ждановіч",
                    "2025-09-03T09:00:00+03:00",
                    [
                        "У Гродне ўрачыста адкрылі новы мост праз Нёман, які замяніў аварыйную пераправу.",
                        "Мост мае па дзве паласы руху ў кожны бок і пешаходныя дарожкі з абодвух бакоў.",
                        "Будаўнікі здалі аб'ект на два месяцы раней за тэрмін.",
                    ],
                    kicker="Горад",
                    caption="Новы мост праз Нёман. Фота: Гродзенскі веснік",
                ),
                Blocks(
                    head=CSS_E,
                    after='<div class="dumki"><h2>Што думаюць чытачы</h2>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="dumka" id="d-{4410 + i}"><div><b class="dumka-imia">{esc(s.author)}</b> <span class="dumka-chas">{esc(s.when)}</span></div>'
                            f'<p>{esc(s.text)}</p><a href="#" class="dumka-adkaz">Адказаць</a>{sub}</div>'
                        ),
                        lambda items, p: items if p is None else f'<div class="dumka-adkazy">{items}</div>',
                    )
                    + "</div>",
                ),
            ),
            c,
            static=True,
        )
    )

    # 11. lb: a page that declares nothing (no JSON-LD, no article meta): only the visible byline and date
    c = thread(
        """
Jean-Paul Weber | 14.05.2025 um 10:20 | - | Dat ass eng gutt Noriicht fir Wolz. De Bus war ëmmer ze spéit.
Martine Schmit | 14.05.2025 um 11:05 | - | A wat ass mat de Leit vun de klenge Dierfer? Do fiert nach ëmmer nëmmen zweemol den Dag e Bus.
Claude Thill | 14.05.2025 um 12:40 | - | Endlech kann een owes mam Bus vun Ettelbréck heemfueren.
Nadine Hoffmann | 14.05.2025 um 14:15 | - | Ech hoffen, datt d'Haltestell och iwwerdaacht gëtt.
Romain Kieffer | 14.05.2025 um 16:30 | 3 | Am Artikel steet, jo, mat Bänken.
Sandra Reuter | 14.05.2025 um 19:45 | - | Merci fir déi kloer Informatiounen.
"""
    )
    cases.append(
        Case(
            "e-lb-undeclared-typo3",
            "discussion",
            "lb",
            "on_load",
            "<div class=meenungen>, div.meenung",
            "Är Meenung",
            "Six readers in Luxembourgish (one reply) on a TYPO3 page that declares nothing about its article (no JSON-LD, no article:published_time, no author meta): only the visible byline and date.",
            "/regioun/nei-buslinn-wolz-ettelbreck/",
            page(
                "typo3",
                "lb",
                art(
                    "Nei Buslinn tëscht Wolz an Ettelbréck",
                    "Vum 1. Juni u fiert de Bus all hallef Stonn, och owes.",
                    "Lynn Feller",
                    "2025-05-14T08:00:00+02:00",
                    [
                        "Ab dem 1. Juni fiert eng nei Buslinn all hallef Stonn tëscht Wolz an Ettelbréck.",
                        "De leschte Bus fiert um 23 Auer vun Ettelbréck of.",
                        "Déi nei Haltestell beim Bahnhof gëtt iwwerdaacht a kritt Bänken.",
                    ],
                    kicker="Regioun",
                    caption="D'Haltestell zu Wolz. Foto: EN",
                ),
                Blocks(
                    head=CSS_E,
                    after='<div class="frame frame-default meenungen"><h2>Är Meenung</h2>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="meenung"><p><b>{esc(s.author)}</b> <span class="meenung-datum">{esc(s.when)}</span></p><p>{esc(s.text)}</p>{sub}</div>'
                        ),
                        lambda items, p: (
                            items if p is None else f'<div style="margin-left:24px">{items}</div>'
                        ),
                    )
                    + "</div>",
                ),
                declared=False,
            ),
            c,
            static=True,
        )
    )

    # 12. ru: set D's Joomla template, avatars, +/- ratings, three levels, absolute dates
    c = thread(
        """
Сергей Лукин | 11 июня 2025, 10:14 | - | Мост строили три года, а открыли без тротуаров. Как так?
Ольга Пестова | 11 июня 2025, 10:40 | 0 | Тротуары будут во второй очереди, это в статье написано.
Сергей Лукин | 11 июня 2025, 11:02 | 1 | Вторая очередь у нас может и через десять лет быть.
Николай Зуев | 11 июня 2025, 11:30 | 2 | Согласен, пешеходам пока придётся ходить через старый мост.
Анна Кожевникова | 11 июня 2025, 12:15 | - | Наконец-то пробки на Октябрьской станут меньше.
Дмитрий В. | 11 июня 2025, 13:00 | - | А ограничение для грузовиков будет?
Игорь Смирнов | 11 июня 2025, 13:45 | 5 | Да, до 40 тонн.
Людмила Андреевна | 11 июня 2025, 15:20 | - | Хорошо, что сохранили вид на кремль с набережной.
Павел Рябов | 11 июня 2025, 17:05 | - | Подрядчик тот же, что и на Окружном шоссе. Посмотрим, сколько продержится асфальт.
Елена Шилова | 11 июня 2025, 19:40 | - | Спасибо строителям за работу.
"""
    )
    rating = [12, 8, -3, 5, 21, 2, 4, 15, 9, 6]
    cases.append(
        Case(
            "e-ru-joomla-ratings",
            "discussion",
            "ru",
            "on_load",
            "<div class=otkliki>, div.otklik in div.otklik (three levels)",
            "Мнения читателей (10)",
            "Ten readers in Russian (four replies, three levels) on a Joomla site: avatars, +/- ratings, absolute dates '11 июня 2025, 10:14', 'Ответить'.",
            "/index.php/gorod/most-cherez-vologdu-otkryt",
            page(
                "joomla",
                "ru",
                art(
                    "Новый мост через Вологду открыт для движения",
                    "Пешеходные тротуары появятся во второй очереди строительства.",
                    "Андрей Белов",
                    "2025-06-11T08:00:00+03:00",
                    [
                        "В Вологде открыли движение по новому мосту через реку Вологду в створе улицы Октябрьской.",
                        "Грузовики массой более 40 тонн по мосту не пропустят. Тротуары построят во второй очереди.",
                        "Подрядчиком выступила та же компания, что строила Окружное шоссе.",
                    ],
                    kicker="Город",
                    caption="Новый мост. Фото: Вологодский курьер",
                ),
                Blocks(
                    head=CSS_E,
                    after='<div class="otkliki card"><h3 class="card-header">Мнения читателей (10)</h3>'
                    + tree(
                        c,
                        lambda i, s, sub: (
                            f'<div class="otklik" id="ot{9050 + i}">{_avatar(s.author, 36)}<div class="ot-main"><div><b>{esc(s.author)}</b> '
                            f'<span class="ot-time">{esc(s.when)}</span> <span class="ot-rating">{rating[i]:+d}</span></div>'
                            f'<p>{esc(s.text)}</p><a href="#" class="ot-answer">Ответить</a>{sub}</div></div>'
                        ),
                        lambda items, p: items,
                    )
                    + "</div>",
                ),
            ),
            c,
            static=True,
        )
    )
    return cases
