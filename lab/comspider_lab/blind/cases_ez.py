"""Blind set ez: every case (built blind: see the README's "Set ez")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ez_cases() -> list[Case]:
    from comspider_lab.blind.cases_ez_plain import de_leserbriefe, it_avvisi
    from comspider_lab.blind.cases_ez_tables import de_marktplatz, el_paralia, es_vegallana, vi_mucangchai
    from comspider_lab.blind.cases_ez_text import fi_lounas, hu_bikaver, it_acquari, ro_radio

    return [
        de_marktplatz(),
        es_vegallana(),
        it_acquari(),
        hu_bikaver(),
        ro_radio(),
        fi_lounas(),
        el_paralia(),
        vi_mucangchai(),
        it_avvisi(),
        de_leserbriefe(),
    ]
