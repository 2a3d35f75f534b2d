"""Blind set CP: a page whose list looks like a discussion but is not one, of a kind no earlier set listed: a Finnish
local weekly's mushroom advisors' duty log (each entry the advisor's name, the place and day, and what the pickers
brought in). Every name, place and text invented for this set."""

from __future__ import annotations

from comspider_lab.blind.cases_cp_common import Bits, Case, Piece, box, case, entries, esc, links, paras


def fi_sienineuvojat() -> Case:
    log = entries("""
Aino Heikkinen | Kajaanin pääkirjasto, ti 28.8. |
Tuotiin kuusi koria. Eniten suppilovahveroita ja kangasrouskuja, yksi kori pelkkiä herkkutatteja Paltaniemeltä. Yksi valkokärpässieni poimittu herkkusienenä, onneksi tuli näytettäväksi.
----
Pentti Karjalainen | Sotkamon torilla, ke 29.8. |
Hiljainen päivä sateen takia. Kolme kävijää, kaikilla kantarelleja. Kysyttiin myös korvasienten kuivaamisesta, mutta niiden aika on keväällä.
----
Aino Heikkinen | Kajaanin pääkirjasto, to 30.8. |
Neljätoista kävijää, ennätys tänä syksynä. Mustatorvisieni ihmetytti monia. Muistutin, että punakärpässieni ei kuulu koriin, vaikka netissä muuta väitetään.
----
Raili Tolonen | Paltamon kirjasto, pe 31.8. |
Lapsiryhmä päiväkodista kävi tutustumassa. Näytin kuusi lajia ja lapset oppivat erottamaan rouskun maitiaisnesteestä. Kaksi aikuista toi lampaankääpiä.
----
Pentti Karjalainen | Vuokatin S-market, la 1.9. |
Kauppojen edessä oli jonoa. Tunnistettiin 41 näytettä, joista kolme myrkyllistä: suippumyrkkyseitikki, kavalakärpässieni ja pulkkosieni. Kaikki poimijat kiittivät.
----
Raili Tolonen | Ristijärven seurakuntatalo, ma 3.9. |
Vanhempi pariskunta toi kaksi ämpärillistä kehnäsieniä ja kysyi säilöntäohjeita. Annoin Marttojen esitteen.
----
Aino Heikkinen | Kajaanin pääkirjasto, ti 4.9. |
Kausi kääntymässä loppua kohti. Viimeiset herkkutatit matoisia, suppilovahveroita riittää vielä lokakuulle.
""")
    inside = (
        '<div class="kv-loki"><h3>Sienineuvojien päivystysloki</h3>'
        + "".join(
            f'<div class="kv-e"><p class="kv-n"><b>{esc(e.who)}</b> · {esc(e.at)}</p>{paras(e.body)}</div>'
            for e in log
        )
        + "<p><small>Päivystykset jatkuvat syyskuun loppuun. Sienineuvonta on maksutonta.</small></p></div>"
    )
    side = (
        box(
            "fi-sanomat",
            "Luetuimmat",
            links(
                (
                    "Hirvikolari Vaalantiellä",
                    "Sienisato ennätyksellinen",
                    "Sotkamon Jymy mestariksi",
                    "Koulukuljetukset muuttuvat",
                ),
                "/uutiset/",
                "ol",
            ),
        )
        + box(
            "fi-sanomat",
            "Menot",
            "<ul><li>6.9. Kansantanssit, Paltamon nuorisoseura klo 19</li><li>8.9. Syysmarkkinat, Kajaanin tori klo 9-14</li></ul>",
        )
        + box("fi-sanomat", "Sää", "<p>Kajaani +12°, puolipilvistä</p>")
    )
    style = ".kv-loki{background:#f3f7f2;border:1px solid #cfe0cc;padding:8px 10px;margin:10px 0}.kv-e{border-bottom:1px dotted #9cb;padding:4px 0}.kv-n{margin:0;font-size:11px;color:#1f5f3a}"
    piece = Piece(
        "Sienisato ennätyksellinen – neuvojat tunnistivat yli 200 näytettä",
        "Teksti: Hanna Kemppainen",
        "2012-09-06T07:00:00+03:00",
        "6.9.2012",
        """
Kainuun metsissä on tänä syksynä poikkeuksellisen runsas sienisato. Märkä kesä ja lämmin elokuu ovat saaneet suppilovahverot ja tatit kasvamaan niin, että moni poimija on joutunut hakemaan lisää koreja.

Marttojen ja kansalaisopiston sienineuvojat ovat päivystäneet elokuun lopusta lähtien kirjastoissa, toreilla ja kauppojen edessä. Kahdessa viikossa he ovat tunnistaneet yli 200 näytettä.

– Tärkeintä on, että epävarmoja sieniä tuodaan näytettäväksi eikä syödä arvaillen, sanoo sienineuvoja Aino Heikkinen. Alla neuvojien omat merkinnät päivystysvuoroista.
""",
        section="Luonto",
        tags=("sienet", "Kajaani", "syksy"),
    )
    return case(
        "cp-fi-sienineuvojat",
        "lookalike",
        "fi-sanomat",
        piece,
        Bits(inside=inside, side=side, style=style),
        [],
        path="/luonto/2012/09/06/sienisato-ennatyksellinen",
        container="-",
        heading=None,
        description="A Finnish local weekly of 2012: an article on the mushroom season holding the mushroom advisors' duty log: 7 entries, each a bold name, the place and day, and one or two sentences on what the pickers brought in (one advisor three times); most read, events, the weather. No comment on the page.",
        lookalikes=("mushroom advisors' duty log: name, place and day, sentences",),
    )


def lists_cp() -> list[Case]:
    return [fi_sienineuvojat()]
