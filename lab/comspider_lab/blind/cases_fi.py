"""Blind set fi: every case (built blind: see the README's "Set fi")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fi_cases() -> list[Case]:
    from comspider_lab.blind.cases_fi_lists import (
        cs_knedliky,
        de_radhaus,
        it_lavatoio,
        ja_keijiban,
        pl_prawnik,
        pt_autocarro,
        sv_lasarbilder,
        tr_kadro,
    )
    from comspider_lab.blind.cases_fi_threads import de_dorfladen, es_piscina, it_festival, pl_dzialki

    return [
        de_radhaus(),
        it_lavatoio(),
        pl_prawnik(),
        pt_autocarro(),
        sv_lasarbilder(),
        tr_kadro(),
        ja_keijiban(),
        cs_knedliky(),
        es_piscina(),
        pl_dzialki(),
        it_festival(),
        de_dorfladen(),
    ]
