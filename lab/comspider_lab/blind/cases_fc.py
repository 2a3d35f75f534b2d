"""Blind set fc: every case (built blind: see the README's "Set fc")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fc_cases() -> list[Case]:
    from comspider_lab.blind.cases_fc_north import da_faerge, de_bruecke, nl_windmolens, pl_tramwaj
    from comspider_lab.blind.cases_fc_other import (
        de_mixed_freibad,
        en_library,
        es_mixed_vendimia,
        nb_rundkjoring,
    )
    from comspider_lab.blind.cases_fc_south import es_piscina, it_posta, pt_mercado, ro_asfalt

    return [
        de_bruecke(),
        es_piscina(),
        it_posta(),
        nl_windmolens(),
        pt_mercado(),
        pl_tramwaj(),
        ro_asfalt(),
        da_faerge(),
        en_library(),
        nb_rundkjoring(),
        es_mixed_vendimia(),
        de_mixed_freibad(),
    ]
