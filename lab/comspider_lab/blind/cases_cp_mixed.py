"""Blind set CP: a mixed page: a Czech town newsletter's print view of an article on the museum's appeal to metal
detectorists, holding the register of reported finds (finder, date, what was found), with the readers' "Napsali jste"
appended as loose "Napsal(a): NAME | DATE" lines between ``<br><br>``. Every name, place and text invented for this
set; each comment written by hand."""

from __future__ import annotations

from comspider_lab.blind.cases_cp_common import Bits, Case, Piece, case, entries, esc, seeds


def cs_tisk_mixed() -> Case:
    finds = entries("""
Václav Hrubý | 14. 2. 2013 |
Bronzová spona, pravděpodobně doba halštatská, pole u Kamenného mlýna. Předáno muzeu, nálezová zpráva sepsána.
----
Ondřej Pecka | 21. 2. 2013 |
Soubor 23 stříbrných mincí (groše, 15. století) z okraje lesa pod Skalkou. Místo zaměřeno GPS, archeologové provedli ohledání.
----
Václav Hrubý | 2. 3. 2013 |
Železná podkova a olověná kulka, zřejmě z roku 1866. Historicky cenné pro mapování bojiště, ponecháno ve sbírce.
----
Marek Šindelář | 9. 3. 2013 |
Prsten se zeleným sklem, novověk. Nálezce se vzdal odměny ve prospěch muzejního kroužku.
""")
    es = entries("""
Jiří Novák | 18. 3. 2013 14:05 |
Konečně rozumný přístup. Dřív se o detektoráři mluvilo jen jako o vykradačích hrobů, a přitom většina z nás chodí po polích proto, že nás historie baví. Když muzeum řekne jasná pravidla, rádi nálezy přineseme.
----
Bohumila K. | 18. 3. 2013 16:40 |
A co majitelé pozemků? Na naše pole mi chodí lidé s detektory bez ptaní a nechávají po sobě díry. To by mělo být v článku taky.
----
Petr Veselý | 18. 3. 2013 21:12 |
Paní Bohumilo, máte pravdu, bez souhlasu majitele by nikdo na pole chodit neměl. Slušní hledači se vždycky ptají. Bohužel se najdou i tací, co kazí pověst ostatním.
----
archeolog z Brna | 19. 3. 2013 08:30 |
Jen doplním: podle zákona patří movité archeologické nálezy kraji, nálezce má nárok na odměnu až do výše 10 % ceny. Důležitější než samotný předmět je ale vždy místo nálezu a jeho hloubka. Proto prosím nic nečistěte a nic nedoupravujte.
----
Jiří Novák | 19. 3. 2013 12:02 |
Souhlas s archeologem. Lidi, fotky na mobil s GPS, sáček, štítek. Nic složitého.
----
Hana | 20. 3. 2013 |
Mincí z pod Skalky bych se ráda podívala. Bude se pořádat nějaká výstava?
""")
    register = "<p><b>Přehled nahlášených nálezů (únor-březen 2013)</b></p>" + "".join(
        f"<p><b>{esc(f.who)}</b>, {esc(f.at)}<br />{esc(f.body)}</p>" for f in finds
    )
    after = (
        "<hr />\n<p><b>Napsali jste</b></p>\n<p>"
        + "".join(
            f"Napsal(a): <b>{esc(e.who)}</b> | {esc(e.at)}<br />{esc(e.body)}<br /><br />\n" for e in es
        )
        + "</p>\n"
    )
    piece = Piece(
        "Muzeum žádá hledače s detektory: Nálezy nám ukažte",
        "Autor: Lenka Bartošová",
        "2013-03-18T09:00:00+01:00",
        "18. 3. 2013",
        """
Městské muzeum v Lipové Hoře se obrací na hledače s detektory kovů. Místo aby nálezy končily v soukromých sbírkách nebo na internetových aukcích, prosí muzeum, aby je hledači přinesli k zdokumentování.

„Nikoho nechceme strašit paragrafy. Chceme vědět, kde se co našlo, protože každý nález bez místa je pro historii ztracený,“ říká ředitel muzea Tomáš Kalina. Muzeum za poslední dva měsíce zaznamenalo čtyři hlášení, mezi nimi soubor středověkých grošů.

Nálezy lze přinést každé úterý a čtvrtek od 9 do 16 hodin do kanceláře muzea na náměstí. Přinášíme přehled dosud nahlášených nálezů.
""",
        section="Historie",
    )
    return case(
        "cp-cs-tisk-mixed",
        "mixed",
        "cs-mesto",
        piece,
        Bits(inside=register, after=after, skeleton="print"),
        seeds(es),
        path="/historie/muzeum-zada-hledace-s-detektory/tisk",
        container="after the story in the print view: an hr, p '<b>Napsali jste</b>', one p of loose text 'Napsal(a): <b>NAME</b> | DATE<br>TEXT<br><br>' per entry",
        heading="Napsali jste",
        description="A Czech town newsletter's print view of 2013: an article on the museum's appeal to metal detectorists holding the register of reported finds (4 entries: finder in bold, date, what was found; one finder twice), then 'Napsali jste' appended: 6 readers' entries as loose text in one paragraph, one answering 'Paní Bohumilo' by name only, one without a time. Most awkward: a print view without any widget, no element per comment, a register of signed, dated entries just above.",
        lookalikes=("a register of reported finds: finder, date, text",),
    )


def mixed_cp() -> list[Case]:
    return [cs_tisk_mixed()]
