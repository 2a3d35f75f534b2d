"""Blind set fk: every case (built blind: see the README's "Set fk")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fk_cases() -> list[Case]:
    from comspider_lab.blind.cases_fk_lists import de_weiterlesen, nl_dijk, pl_chor
    from comspider_lab.blind.cases_fk_threads import de_freibad, es_mercadillo, it_rifugio, ja_sento, pl_prom
    from comspider_lab.blind.cases_fk_threads2 import fr_mediatheque, pt_sardinhas, sv_farjan, tr_park

    return [
        de_freibad(),
        ja_sento(),
        es_mercadillo(),
        pl_prom(),
        it_rifugio(),
        pt_sardinhas(),
        sv_farjan(),
        fr_mediatheque(),
        tr_park(),
        nl_dijk(),
        de_weiterlesen(),
        pl_chor(),
    ]
