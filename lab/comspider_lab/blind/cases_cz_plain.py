"""Blind set CZ: one plain article page without any reader comment: a Finnish local paper's article on a new jetty at
the town beach, with the era's furniture (ticker, most read with counts, a poll, opinion teasers with writers' names,
a tag cloud, a newsletter box, related teasers) and no discussion area (fi). Every name, place and text invented for
this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cz_common import Bits, Case, Piece, box, case, cloud, most_read, poll, ticker


def fi_laituri() -> Case:
    side = (
        most_read(
            "fi-kuohu",
            """
Uimarannalle uusi laituri juhannukseksi | 2 410
Kuohun Kisa-Veikot hävisi kotonaan 1–3 | 1 876
Kirjasto auki myös sunnuntaisin | 1 102
Hirvikolari Jyväskyläntiellä | 988
""",
            "lukukertaa",
        )
        + poll(
            "fi-kuohu",
            "Uitko tänä kesänä Kuohunlahden rannalla?",
            [("Joka päivä", 88), ("Joskus", 201), ("En ui järvessä", 64)],
        )
        + box(
            "fi-kuohu",
            "Mielipide",
            '<ul><li><a href="/mielipide/1">Pyörätie kouluun tarvitaan nyt</a> <small>Sari Lehtonen, Kuohu</small></li>'
            '<li><a href="/mielipide/2">Kiitos talkooväelle</a> <small>Kuohun Martat</small></li>'
            '<li><a href="/mielipide/3">Missä ovat roskikset?</a> <small>Eino Heikkinen</small></li></ul>',
        )
        + cloud("fi-kuohu", "juhannus,kirjasto,Kisa-Veikot,kunta,liikenne,uimaranta,urheilu,vesistö")
    )
    piece = Piece(
        "Uimarannalle uusi laituri juhannukseksi",
        "Teksti ja kuva: Jukka Virtanen",
        "2011-06-14T14:20:00+03:00",
        "14.6.2011 14:20",
        """
Kuohunlahden uimarannalle rakennetaan uusi, 24 metriä pitkä laituri. Vanha puulaituri purettiin toukokuussa, koska sen tolpat olivat lahonneet ja osa lankuista oli irronnut talven jäissä.

Uusi laituri on tehty painekyllästetystä puusta ja sen päähän tulee uimaportaat sekä hyppyteline. Laiturin kustannusarvio on 38 000 euroa, josta puolet tulee kunnan talousarviosta ja puolet kylätoimikunnan hakemasta Leader-tuesta.

Rakennustyöt aloitettiin maanantaina. Kunnan teknisen toimen mukaan laituri on käytössä ennen juhannusta, jos sää sallii. Rannan pukukopit maalataan samalla talkoilla lauantaina 18. kesäkuuta.

Uimarannan vedenlaatua seurataan kesän aikana neljä kertaa. Ensimmäinen näyte otetaan ensi viikolla.
""",
        dek="Vanha laituri purettiin toukokuussa. Uusi on käytössä ennen juhannusta, jos sää sallii.",
        section="Uutiset",
        tags=("Kuohunlahti", "uimaranta", "kesä"),
        caption="Rakennustyöt alkoivat maanantaina Kuohunlahden rannassa.",
    )
    tick = ticker(
        "Tuoreimmat", "14:05 | Kunnanvaltuusto koolle maanantaina\n12:48 | Kirjasto auki myös sunnuntaisin"
    )
    return case(
        "cz-fi-laituri",
        "lookalike",
        "fi-kuohu",
        piece,
        Bits(
            side=side,
            ticker=tick,
            top="Kuohu +19 °C",
            related=("Kylätoimikunta sai Leader-tukea", "Uimaopetus alkaa 6. kesäkuuta"),
        ),
        [],
        path="/uutiset/uimarannalle-uusi-laituri-juhannukseksi-118832",
        container="(no discussion)",
        heading=None,
        description="A Finnish local paper of 2011, a plain article page without any reader comment nor discussion area: an article on a new jetty at the town beach; a ticker, most read with counts, a poll, opinion teasers with writers' names, a tag cloud, related teasers, a newsletter box, an ad.",
    )


def plain_cz() -> list[Case]:
    return [fi_laituri()]
