"""Blind set fo: every case (built blind: see the README's "Set fo")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fo_cases() -> list[Case]:
    from comspider_lab.blind.cases_fo_lists import af_draf, cy_llydaw, eu_galduak, mt_standard, tl_panalangin
    from comspider_lab.blind.cases_fo_threads import et_kaev, is_gongubru, lv_abeles, sq_rruga
    from comspider_lab.blind.cases_fo_threads2 import hy_tsiran, ka_tskali, sr_smotra

    return [
        is_gongubru(),
        et_kaev(),
        lv_abeles(),
        sq_rruga(),
        sr_smotra(),
        ka_tskali(),
        hy_tsiran(),
        tl_panalangin(),
        af_draf(),
        cy_llydaw(),
        eu_galduak(),
        mt_standard(),
    ]
