"""Blind set CP: two plain article pages without any reader comment, with the era's furniture: a Portuguese regional
daily's text-only edition (links as lines, most read, the day's agenda, chemists on duty, an empty "Reacções (0)"
line), a Dutch cycling blog's ride report (a route table, a tag cloud, popular posts, a blogroll, a yearly kilometre
counter, share buttons as saved). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cp_common import Bits, Case, Piece, box, case, links


def pt_texto() -> Case:
    side = (
        "<p><b>MAIS LIDAS</b></p>"
        '<p>1. <a href="/txt/n/1">Ponte de Lanheses fechada ao trânsito até sexta-feira</a><br />'
        '2. <a href="/txt/n/2">Festa das Rosas bate recorde de visitantes</a><br />'
        '3. <a href="/txt/n/3">Vianense sobe à Divisão de Honra</a><br />'
        '4. <a href="/txt/n/4">Câmara aprova orçamento participativo</a></p>'
        "<p><b>AGENDA DE HOJE</b></p>"
        "<p>21h30 - Concerto da Banda de Música de Vila Franca, Largo do Pelourinho<br />"
        "18h00 - Abertura da exposição «Linho e Bordado», Casa da Cultura</p>"
        "<p><b>FARMÁCIAS DE SERVIÇO</b></p>"
        "<p>Viana do Castelo: Farmácia Morais, Rua da Bandeira, 112<br />Ponte de Lima: Farmácia Lima, Av. António Feijó</p>"
        "<p><b>TEMPO</b> - Alto Minho: céu pouco nublado, máx. 27º, mín. 14º</p>"
    )
    after = (
        '<p>Reacções (0) | <a href="/txt/reagir?id=33012">Reagir a esta notícia</a> | <a href="/txt/enviar?id=33012">Enviar a um amigo</a></p>'
        '<p><b>LEIA TAMBÉM</b><br /><a href="/txt/n/5">Romaria de São Bento junta milhares em Vila Franca</a><br />'
        '<a href="/txt/n/6">Bordadeiras de Viana pedem certificação</a></p>'
    )
    piece = Piece(
        "Festa das Rosas bate recorde de visitantes",
        "Redacção",
        "2012-05-14T08:30:00+01:00",
        "Segunda-feira, 14 de Maio de 2012",
        """
A Festa das Rosas de Vila Franca do Lima recebeu este fim-de-semana cerca de 30 mil visitantes, um número nunca antes registado, segundo a comissão de festas.

O ponto alto foi a procissão de domingo à tarde, em que dezenas de mulheres desfilaram com os cestos de flores à cabeça, alguns com mais de dois metros de altura e pesando até 30 quilos. Cada cesto leva semanas a preparar e é construído com milhares de pétalas de rosas, camélias e hortênsias.

«É uma tradição que passa de mães para filhas. A minha avó já levava o cesto e a minha neta começou este ano», contou à nossa reportagem Maria da Conceição Araújo, de 71 anos.

A comissão de festas agradece a colaboração da Junta de Freguesia e da GNR, que organizou o estacionamento nos campos junto ao rio.
""",
        section="Região",
        tags=("Vila Franca do Lima", "festas", "tradições"),
    )
    return case(
        "cp-pt-texto",
        "lookalike",
        "pt-texto",
        piece,
        Bits(after=after, side=side, skeleton="text"),
        [],
        path="/txt/regiao/2012/05/14/festa-das-rosas-bate-recorde.html",
        container="-",
        heading=None,
        description="A Portuguese regional daily's text-only edition of 2012: an article on a flower festival, 'Reacções (0)' with a link to react, read also, most read, today's agenda with times, chemists on duty, the weather, all as bare lines. No comment on the page.",
        lookalikes=("today's agenda with times", "chemists on duty", "an empty 'Reacções (0)' line"),
    )


def nl_fietsblog() -> Case:
    route = (
        '<table border="1" cellpadding="3" cellspacing="0"><tr><th>Etappe</th><th>Km</th><th>Opmerking</th></tr>'
        "<tr><td>Culemborg - Beesd</td><td>19</td><td>Tegenwind op de dijk, veel schapen</td></tr>"
        "<tr><td>Beesd - Leerdam</td><td>14</td><td>Koffie bij het glasmuseum</td></tr>"
        "<tr><td>Leerdam - Gorinchem</td><td>22</td><td>Pont bij Arkel uit de vaart</td></tr>"
        "<tr><td>Gorinchem - Culemborg</td><td>41</td><td>Langs de Waal, zon in de rug</td></tr></table>"
    )
    inside = (
        route
        + '<p class="tt-sh"><a href="/share/fb?u=rondje-linge">Vind ik leuk (14)</a> · <a href="/share/tw?u=rondje-linge">Tweet</a> · <a href="/share/mail">Mail dit bericht</a></p>'
        + '<p class="tt-nav">« <a href="/2012/09/nieuwe-banden">Nieuwe banden: Marathon Plus na 2000 km</a> | <a href="/2012/10/herfstrit">Herfstrit naar de Biesbosch</a> »</p>'
    )
    side = (
        box(
            "nl-fietsblog",
            "Over ons",
            "<p>Kees en Wilma, samen 121 jaar, fietsen sinds 2008 elk weekend een rondje door het Rivierengebied en schrijven erover.</p>",
        )
        + box(
            "nl-fietsblog",
            "Kilometers in 2012",
            "<p>Kees: 6.412 km<br />Wilma: 5.980 km<br /><small>bijgewerkt 30 september</small></p>",
        )
        + box(
            "nl-fietsblog",
            "Populaire berichten",
            links(
                (
                    "Rondje Bommelerwaard in de regen",
                    "Onze nieuwe tandem",
                    "Fietspont-overzicht 2012",
                    "Waarom wij geen e-bike willen",
                ),
                "/",
                "ol",
            ),
        )
        + box(
            "nl-fietsblog",
            "Labels",
            '<p><a href="/label/routes" style="font-size:17px">routes</a> <a href="/label/linge">Linge</a> <a href="/label/pont" style="font-size:14px">pont</a> <a href="/label/materiaal" style="font-size:15px">materiaal</a> <a href="/label/waal">Waal</a> <a href="/label/tandem" style="font-size:10px">tandem</a></p>',
        )
        + box(
            "nl-fietsblog",
            "Blogs die wij lezen",
            links(("Fietsen met Fred", "De Rustige Renner", "Pontjesfietsers"), "http://example.org/"),
        )
    )
    piece = Piece(
        "Rondje Linge: 96 kilometer met tegenwind",
        "Geplaatst door Kees",
        "2012-09-29T19:45:00+02:00",
        "zaterdag 29 september 2012",
        """
Vanochtend om half negen vertrokken uit Culemborg met een frisse zuidwestenwind. Het plan was een rondje langs de Linge tot Gorinchem en terug over de Waaldijk, zo'n 95 kilometer.

De eerste twintig kilometer tot Beesd waren zwaar: pal tegen de wind in op de dijk, en Wilma zat voor het eerst dit jaar achter mij in plaats van andersom. In Leerdam hebben we koffie gedronken bij het glasmuseum, waar het terras net weer open was.

Tegenvaller: het pontje bij Arkel lag uit de vaart wegens onderhoud, dus moesten we zes kilometer omrijden. Op de terugweg langs de Waal hadden we de wind eindelijk in de rug en reden we zonder moeite 28 per uur.

Totaal 96 kilometer, gemiddeld 21,4. Wilma's kuiten zijn het niet met dat gemiddelde eens.
""",
        section="Verslagen",
        tags=("routes", "Linge", "pont"),
    )
    return case(
        "cp-nl-fietsblog",
        "lookalike",
        "nl-fietsblog",
        piece,
        Bits(inside=inside, side=side, skeleton="blog"),
        [],
        path="/2012/09/rondje-linge-96-kilometer.html",
        container="-",
        heading=None,
        description="A Dutch cycling blog of 2012: a ride report with a route table of four legs and remarks, share links with a like count, previous/next posts, about us, a yearly kilometre counter per rider, popular posts, a tag cloud, a blogroll. No comment area at all.",
        lookalikes=("a route table with remarks", "kilometres per rider"),
    )


def plain_cp() -> list[Case]:
    return [pt_texto(), nl_fietsblog()]
