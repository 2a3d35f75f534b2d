"""Blind set CX: the pages that are not (only) a discussion: two plain article pages with the era's furniture (a
Dutch regional paper, a Czech hiking blog with an empty comment form), a Swedish paper's page whose article lists a
local radio's summer hosts with their own words and broadcast times (a look-alike), and a Brazilian portal's page
whose article quotes the samba schools' carnival designers above 6 readers' comments signed after the text (mixed).
Every class name, name, place and text invented for this set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cx_common import (
    Bits,
    Case,
    Piece,
    Seed,
    box,
    case,
    cloud,
    esc,
    most_read,
    newsletter,
    paras,
    poll,
    related,
    ticker,
)


def nl_plain() -> Case:
    side = (
        most_read(
            "nl-kempen",
            """
Bergeijk krijgt eerste fietsstraat van de Kempen | 3.904
Brand in schuur aan de Weerselseweg | 2.877
Carnaval: de prinsen van 2013 bekend | 2.311
EDS wint derby van Valkenswaard | 1.450
Nieuwe huisarts in Riethoven | 1.012
""",
        )
        + poll(
            "nl-kempen",
            "Fietst u vaker als er een fietsstraat komt?",
            "Ja | 38\nNee | 44\nIk fiets al elke dag | 18",
        )
        + newsletter("nl-kempen")
        + related(
            "nl-kempen",
            (
                "Gemeente wil 30 km-zones in alle kernen",
                "Fietsersbond: Kempen loopt achter",
                "Nieuw fietspad langs de Dommel open",
            ),
        )
        + cloud("nl-kempen", "Bergeijk,Eersel,Valkenswaard,verkeer,fiets,gemeenteraad,carnaval,EDS,weer")
        + box("nl-kempen", "Het weer", "<p>Vandaag 7° · bewolkt, later regen · wind ZW 4</p>")
    )
    piece = Piece(
        "Bergeijk krijgt eerste fietsstraat van de Kempen",
        "Door Ruud van Gils",
        "2013-01-22T06:00:00+01:00",
        "22 januari 2013, 06:00",
        """
De Hofstraat in Bergeijk wordt dit voorjaar de eerste fietsstraat van de Kempen. Auto's zijn er straks nog welkom, maar als 'gast': ze mogen de fietsers niet inhalen en de maximumsnelheid gaat naar 30 kilometer per uur.

De straat krijgt rood asfalt over de volle breedte en de parkeerhavens aan de kant van de basisschool verdwijnen. Volgens wethouder Marianne Kuijpers rijden er elke ochtend ruim vierhonderd scholieren door de Hofstraat op weg naar Eindhoven en Valkenswaard. "Die horen hier de ruimte te krijgen."

Bewoners kregen vorige week een brief. Op een informatieavond in De Kempenhof kwamen ruim zestig mensen af. Een aantal ondernemers maakt zich zorgen over de parkeerplaatsen; de gemeente belooft twintig nieuwe plaatsen aan de achterkant van het gemeentehuis.

De werkzaamheden beginnen op 11 maart en duren zes weken. In die tijd is de Hofstraat afgesloten voor doorgaand verkeer. Een omleiding gaat via de Burgemeester Aartsstraat.
""",
        dek="Auto's worden 'te gast' in de Hofstraat. De werkzaamheden beginnen in maart.",
        section="Regio",
        tags=("Bergeijk", "verkeer", "fiets"),
        caption="De Hofstraat in Bergeijk, waar elke ochtend honderden scholieren fietsen. Foto Kempener Courant",
    )
    after = (
        '<div class="kc-end"><p class="kc-note">Reageren op dit artikel is niet meer mogelijk.</p>'
        '<div class="kc-ad">Advertentie · Voorjaarsactie: 20% korting op alle e-bikes bij Tweewielers Van Hout, Eersel</div></div>'
    )
    return case(
        "cx-nl-plain",
        "lookalike",
        "nl-kempen",
        piece,
        Bits(
            after=after,
            side=side,
            style=".kc-note{color:#888;font-style:italic}.kc-ad{background:#f6f6f6;border:1px dashed #ccc;padding:8px;font-size:11px}",
            ticker=ticker(
                "Net binnen", "09:12 | A67 bij Leende dicht na ongeluk\n08:40 | Gladheid verwacht in de nacht"
            ),
        ),
        [],
        path="/regio/bergeijk/2013/01/22/bergeijk-krijgt-eerste-fietsstraat",
        container="-",
        heading=None,
        description="A plain article page of a Dutch regional paper (2013): no comment area ('Reageren op dit artikel "
        "is niet meer mogelijk.'); most read with counts, poll, newsletter, related, tag cloud, weather, ticker, share "
        "counts, an ad, cookie notice",
    )


def cs_plain() -> Case:
    side = (
        '<div class="tb-w"><h3>O autorovi</h3><p>Jmenuji se Pavel, chodím pěšky od malička a posledních dvacet let '
        "zapisuji, kudy jsem šel.</p></div>"
        + most_read(
            "cs-vandr",
            """
Přes Jeseníky za tři dny | 6 120
Z Kokořína do Mělníka podél Pšovky | 2 478
Zimní přechod Krkonoš: co si vzít | 2 004
""",
        )
        + poll(
            "cs-vandr", "Kam vyrazíte letos na podzim?", "Hory | 47\nSkály a pískovce | 31\nPodél řek | 22"
        )
        + newsletter("cs-vandr")
        + cloud("cs-vandr", "Kokořínsko,Jeseníky,Krkonoše,Šumava,hrady,vlakem,s dětmi,zima,mapy")
        + '<div class="tb-w"><h3>Archiv</h3><ul><li><a href="/2011/10/">Říjen 2011</a></li><li><a href="/2011/09/">Září 2011</a></li></ul></div>'
        + '<div class="tb-w"><h3>Odkazy</h3><ul><li><a href="/">Klub českých turistů</a></li><li><a href="/">Mapy pro pěší</a></li></ul></div>'
    )
    piece = Piece(
        "Z Kokořína do Mělníka podél Pšovky",
        "Pavel",
        "2011-10-09T20:12:00+02:00",
        "9. října 2011",
        """
Tentokrát jsme vyrazili vlakem do Mšena a odtud po zelené na Kokořín. Celkem vyšlo 27 kilometrů, z toho asi pět po silnici, což je jediná vada na kráse celé trasy.

První zastávka byla u Pokliček, pískovcových skal, které opravdu vypadají jako hrnce s pokličkami. V sobotu ráno tam nebyl nikdo, jen dva horolezci s kávou z termosky. Hrad Kokořín je od října otevřený jen o víkendech, prohlídka trvá 50 minut a za ten výhled z věže to stojí.

Pak už pořád dolů podél Pšovky. Údolí je v říjnu nádherné, rybníky jsou napuštěné a bukové lesy začínají žloutnout. U Harasova je hospoda, kde vaří polévku v chlebu; doporučuji dorazit před druhou, potom už nemají.

Do Mělníka jsme došli za tmy. Poslední úsek od Lhotky vede po cyklostezce, je dobře značený a dá se jít i s čelovkou. Vlak do Prahy jede každou hodinu.
""",
        section="Trasy",
        tags=("Kokořínsko", "vlakem", "hrady"),
        caption="Pokličky u Kokořína v sobotu ráno.",
    )
    after = (
        '<div id="comments" class="tb-com"><h3>Zatím bez komentářů</h3></div>'
        '<div id="respond"><h3 id="reply-title">Napsat komentář</h3><form action="/wp-comments-post.php" method="post">'
        "<p>Vaše e-mailová adresa nebude zveřejněna. Vyžadované informace jsou označeny *</p>"
        '<p><label>Jméno *</label> <input name="author"></p><p><label>E-mail *</label> <input name="email"></p>'
        '<p><label>Web</label> <input name="url"></p><p><label>Komentář</label><textarea name="comment" rows="6"></textarea></p>'
        '<p><input type="submit" value="Odeslat komentář"></p></form></div>'
        '<div class="tb-nav"><a href="/2011/09/jeseniky/">« Přes Jeseníky za tři dny</a> | <a href="/2011/10/krkonose/">Zimní přechod Krkonoš »</a></div>'
    )
    return case(
        "cx-cs-plain",
        "lookalike",
        "cs-vandr",
        piece,
        Bits(
            after=after,
            side=side,
            style=".tb-com h3{font-size:14px;color:#666}.tb-nav{margin-top:14px;font-size:12px}",
        ),
        [],
        path="/2011/10/z-kokorina-do-melnika/",
        container="-",
        heading=None,
        description="A plain post of a Czech hiking blog on a WordPress-like theme (2011): 'Zatím bez komentářů' and "
        "an empty comment form; about the author, most read with counts, poll, newsletter, tag cloud, archive, links",
    )


HOSTS = """
Ingrid Sjödin | Sänds söndag 24 juni kl. 11.00 | Jag ska berätta om sommaren 1975 när jag var fjorton och jobbade på sågen i Sandviken, och om min pappa som aldrig lärde sig simma. | vävlärare, Härnösand
Mikael ”Micke” Berglund | Sänds måndag 25 juni kl. 11.00 | Det blir mycket dansband, det kan jag lova. Men också lite om hur det är att köra buss på natten mellan Kramfors och Sollefteå. | busschaufför, Kramfors
Aisha Warsame | Sänds tisdag 26 juni kl. 11.00 | Jag kom till Ådalen 2006 utan att kunna ett ord svenska. Nu tränar jag tjejfotboll i Bollstabruk. Det är det programmet handlar om. | fotbollstränare, Bollstabruk
Gösta Nyberg | Sänds onsdag 27 juni kl. 11.00 | Jag har fiskat strömming utanför Ulvön i sextio år. Lyssnarna får höra hur man saltar den rätt, och varför surströmmingen var bättre förr. | fiskare, Ulvön
Linnea Öhman | Sänds torsdag 28 juni kl. 11.00 | Jag pratar om att flytta hem igen efter tio år i Stockholm, och om att starta ett bageri i en by med 300 invånare. | bagare, Nordingrå
Per-Olof Strand | Sänds fredag 29 juni kl. 11.00 | Min sommar handlar om Höga Kusten-bron: jag var med och byggde den, och jag går fortfarande upp på den en gång om året. | pensionerad brobyggare, Veda
Sofia Lindqvist | Sänds lördag 30 juni kl. 11.00 | Jag är 17 och har aldrig gjort radio förut. Jag tänkte spela låtar som mina kompisar gillar och prata om hur det är att vara ung på landet. | gymnasieelev, Sollefteå
Bengt Hedlund | Sänds söndag 1 juli kl. 11.00 | Kyrkklockor, orgelmusik och några historier från fyrtio år som präst i Ådalen. Jag lovar att inte predika. | kyrkoherde emeritus, Ramsele
"""


def sv_hosts() -> Case:
    entries = []
    for line in HOSTS.strip().splitlines():
        name, when, quote, who = (x.strip() for x in line.split("|"))
        entries.append(
            f'<div class="nr-vard"><img src="/_avatar/v-{esc(name[:6])}.svg" alt="" width="70" height="70">'
            f'<h4>{esc(name)}</h4><p class="nr-roll">{esc(who)}</p><p class="nr-tid">{esc(when)}</p>'
            f'<p class="nr-cit">”{esc(quote)}”</p></div>'
        )
    inside = (
        '<div class="nr-varlista"><h3>Sommarvärdarna 2012</h3>' + "".join(entries) + "</div>"
        '<p class="nr-info">Programmen sänds i Radio Ådalen på 101,4 MHz och kan lyssnas på i efterhand på radioadalen.se.</p>'
    )
    side = (
        most_read(
            "sv-radio",
            """
Här är Radio Ådalens sommarvärdar | 5 412
Midsommar: så blir vädret | 4 980
Färjan till Ulvön går igen | 2 206
KB Kramfors klart för kval | 1 840
""",
        )
        + poll(
            "sv-radio", "Lyssnar du på sommarprogram i radio?", "Ja, varje dag | 29\nIbland | 46\nNej | 25"
        )
        + newsletter("sv-radio")
        + related(
            "sv-radio",
            (
                "Radio Ådalen firar 25 år",
                "Lokalradion får nytt studiohus",
                "Sommarvärd 2011: Tomas om flottningen",
            ),
        )
        + cloud("sv-radio", "Kramfors,Härnösand,Sollefteå,Höga Kusten,radio,sommar,midsommar,Ulvön")
    )
    piece = Piece(
        "Här är Radio Ådalens sommarvärdar",
        "Karin Westman",
        "2012-06-14T07:30:00+02:00",
        "14 juni 2012 07:30",
        """
För tionde sommaren i rad lämnar Radio Ådalen över mikrofonen till lyssnarna. Åtta personer från Ådalen och Höga kusten ska var och en göra en timme radio, med egen musik och egna berättelser.

– Vi fick in 64 ansökningar, fler än något år tidigare. Det var svårt att välja, säger programchefen Anders Höglund.

Här presenterar sommarvärdarna sig själva med några ord om vad de tänker prata om.
""",
        dek="En fiskare från Ulvön, en busschaufför och en 17-åring från Sollefteå är några av årets röster.",
        section="Nöje",
        tags=("radio", "sommar", "Ådalen"),
        caption="Radio Ådalens studio i Kramfors.",
    )
    style = (
        ".nr-vard{overflow:hidden;border-top:1px solid #dde4ec;padding:8px 0}.nr-vard img{float:left;margin-right:10px}.nr-vard h4{margin:0}"
        ".nr-roll,.nr-tid{margin:0;font-size:11px;color:#777}.nr-cit{font-style:italic}.nr-info{font-size:11px;color:#666}"
    )
    return case(
        "cx-sv-sommarvardar",
        "lookalike",
        "sv-radio",
        piece,
        Bits(
            inside=inside,
            side=side,
            style=style,
            ticker=ticker(
                "Just nu", "07:02 | Vägarbete på E4 vid Gallsätter\n06:45 | Strömavbrott i Bjärtrå"
            ),
        ),
        [],
        path="/noje/2012/06/14/har-ar-radio-adalens-sommarvardar/",
        container="-",
        heading=None,
        description="A look-alike: a Swedish regional paper's article listing a local radio's 8 summer hosts, each "
        "a photo, a name, a role and town, the broadcast time and a quoted sentence in the host's own words; no comment "
        "area; most read, poll, newsletter, related, tag cloud, ticker",
        lookalikes=("a local radio's summer hosts' own words",),
    )


ESCOLAS = """
Unidos do Morro da Cruz | Carnavalesca: Rosângela Machado | Sábado, 22h | Nosso enredo é uma homenagem às rendeiras da Lagoa. Cada ala representa um ponto da renda de bilro, e a comissão de frente vai trazer as almofadas de verdade.
Acadêmicos da Praia Mole | Carnavalesco: Tiago Bitencourt | Sábado, 23h15 | Vamos contar a história dos pescadores de tainha, do vigia no morro até a puxada da rede. O carro abre-alas tem 14 metros e foi todo feito no barracão com material reciclado.
Império do Sambaqui | Carnavalesco: Edson “Dinho” Pereira | Domingo, 0h30 | Falamos dos povos que viveram aqui antes de todo mundo, os construtores dos sambaquis. É um enredo difícil, mas a comunidade abraçou.
Filhos da Ponte | Carnavalesca: Luana Schmitt | Domingo, 1h45 | A ponte faz 87 anos e a gente quis contar a cidade pelos olhos de quem atravessa todo dia. Vai ter até um carro com a ponte iluminada.
"""


def pt_mixed() -> Case:
    blocks = []
    for line in ESCOLAS.strip().splitlines():
        escola, carn, hora, fala = (x.strip() for x in line.split("|"))
        blocks.append(
            f'<div class="ji-escola"><h4>{esc(escola)}</h4><p class="ji-carn">{esc(carn)} · Desfile: {esc(hora)}</p>'
            f"<blockquote>“{esc(fala)}”</blockquote></div>"
        )
    inside = (
        '<div class="ji-ordem"><h3>A ordem dos desfiles e o que dizem os carnavalescos</h3>'
        + "".join(blocks)
        + "</div>"
    )
    cs = [
        Seed(
            "Dona Zilá",
            "Acho lindo o enredo da Unidos do Morro da Cruz sobre as rendeiras. Minha avó fazia renda de bilro na Lagoa e hoje quase ninguém mais sabe fazer. Vou estar na arquibancada torcendo!",
            None,
            "08/02/2013 às 09:14",
        ),
        Seed(
            "Rafael S.",
            "Pena que mais uma vez a passarela vai ser na Beira-Mar e não no centro. Quem mora no continente leva duas horas para chegar e não tem ônibus de volta depois da uma da manhã.",
            None,
            "08/02/2013 às 10:02",
        ),
        Seed(
            "Cláudia M.",
            "Alguém sabe se a arquibancada do lado do mercado vai ser paga esse ano? Ano passado cobraram 20 reais e metade ficou vazia.",
            None,
            "08/02/2013 às 11:37",
        ),
        Seed(
            "Marcos Vieira",
            "Cláudia, pelo site da prefeitura a arquibancada do mercado é gratuita e a da Beira-Mar custa 15 reais. As senhas começam a ser distribuídas na quinta, na Casa do Turista.",
            None,
            "08/02/2013 às 12:05",
        ),
        Seed(
            "Jefferson Luiz",
            "Sou da bateria da Acadêmicos da Praia Mole há 12 anos e posso garantir: esse ano vem forte. Ensaio técnico sábado às 20h na Beira-Mar, aberto ao público. Apareçam!",
            None,
            "08/02/2013 às 14:48",
        ),
        Seed(
            "Beatriz Cunha",
            "Carnaval é bonito, mas e o lixo? Toda quarta-feira de cinzas a praia amanhece um horror. Espero que a prefeitura reforce a limpeza e coloque mais banheiros químicos desta vez.",
            None,
            "08/02/2013 às 16:20",
        ),
    ]
    items = "".join(
        f'<li class="ji-op" id="op{61204 + i}"><div class="ji-optx">{paras(s.text)}</div>'
        f'<p class="ji-by">Enviado por <strong>{esc(s.author)}</strong> em {esc(s.when)} · '
        f'<a href="/denunciar/{61204 + i}" rel="nofollow">Denunciar</a></p></li>'
        for i, s in enumerate(cs)
    )
    after = (
        '<div class="ji-opinioes" id="opinioes"><h3>Opinião do leitor (6)</h3>'
        f'<ul class="ji-oplist">{items}</ul>'
        '<div class="ji-opform"><h4>Deixe sua opinião</h4><p>Nome: <input type="text"> Cidade: <input type="text"></p>'
        '<p><textarea rows="4" cols="60"></textarea></p><p><input type="submit" value="Enviar"></p>'
        '<p class="ji-aviso">As opiniões são de responsabilidade de seus autores e passam por moderação.</p></div></div>'
    )
    side = (
        most_read(
            "pt-ilha",
            """
Carnaval 2013: a ordem dos desfiles na Beira-Mar | 7.340
Ponte será fechada para o desfile no domingo | 5.122
Previsão: sol e calor de 33 graus no feriado | 3.980
Avaí confirma reforços para o Catarinense | 2.201
""",
        )
        + poll(
            "pt-ilha",
            "Qual escola vai ganhar o carnaval 2013?",
            "Unidos do Morro da Cruz | 31\nAcadêmicos da Praia Mole | 27\nImpério do Sambaqui | 18\nFilhos da Ponte | 24",
        )
        + newsletter("pt-ilha")
        + related(
            "pt-ilha",
            (
                "Blocos de rua: a programação completa",
                "Escolas recebem verba da prefeitura com atraso",
                "Fotos: o ensaio técnico da Filhos da Ponte",
            ),
        )
        + cloud("pt-ilha", "carnaval,escolas de samba,Beira-Mar,ponte,prefeitura,blocos,praias,trânsito")
    )
    style = (
        ".ji-escola{border-left:4px solid #0a7a3e;padding:2px 10px;margin:8px 0}.ji-escola h4{margin:0}.ji-carn{font-size:11px;color:#666;margin:0}"
        ".ji-oplist{list-style:none;padding:0}.ji-op{border-bottom:1px solid #e5e5e5;padding:6px 0}.ji-by{font-size:11px;color:#777}.ji-aviso{font-size:10px;color:#999}"
    )
    piece = Piece(
        "Carnaval 2013: a ordem dos desfiles na Beira-Mar",
        "Da Redação",
        "2013-02-07T18:00:00-02:00",
        "07/02/2013 às 18h00",
        """
Quatro escolas de samba do Grupo Especial desfilam neste sábado e domingo na passarela montada na avenida Beira-Mar. A ordem foi definida em sorteio na Liga das Escolas nesta quinta-feira.

A prefeitura vai instalar arquibancadas para 9 mil pessoas e promete reforço no transporte coletivo. A ponte ficará fechada para carros das 21h de domingo às 5h de segunda.

O Jornal da Ilha Branca conversou com os carnavalescos das quatro escolas. Veja o que cada um promete para a avenida.
""",
        dek="Quatro escolas do Grupo Especial disputam o título. Veja o que prometem os carnavalescos.",
        section="Carnaval",
        tags=("carnaval", "escolas de samba", "Beira-Mar"),
        caption="Ensaio técnico da Filhos da Ponte na Beira-Mar. Foto: Divulgação",
    )
    return case(
        "cx-pt-carnaval-mixed",
        "mixed",
        "pt-ilha",
        piece,
        Bits(
            inside=inside,
            after=after,
            side=side,
            style=style,
            ticker=ticker(
                "Plantão",
                "17h40 | Trânsito lento na SC-401\n17h10 | Defesa Civil alerta para chuva forte à noite",
            ),
        ),
        cs,
        path="/carnaval/2013/02/07/a-ordem-dos-desfiles-na-beira-mar",
        container="div#opinioes ul.ji-oplist",
        heading="Opinião do leitor (6)",
        description="Mixed: the samba schools' carnival designers quoted in the article (4 entries: school, name, "
        "parade time, a quote) above 6 readers' opinions in a flat list, each signed after the text 'Enviado por "
        "NAME em 08/02/2013 às 09:14', one answering another by name only; most read, poll, newsletter, related, tag cloud",
        lookalikes=("carnival designers' quotes",),
    )
