"""Blind set ff: every case (built blind: see the README's "Set ff")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ff_cases() -> list[Case]:
    from comspider_lab.blind.cases_ff_north import (
        at_feuerwehr,
        cs_hriste,
        de_ampel,
        hu_villamos,
        nl_dijk,
        pl_targ,
    )
    from comspider_lab.blind.cases_ff_south import ar_agua, es_paso, it_sagra, pt_sardinha, ro_piata, tr_vapur

    return [
        es_paso(),
        it_sagra(),
        de_ampel(),
        nl_dijk(),
        pl_targ(),
        hu_villamos(),
        ro_piata(),
        tr_vapur(),
        pt_sardinha(),
        cs_hriste(),
        at_feuerwehr(),
        ar_agua(),
    ]
