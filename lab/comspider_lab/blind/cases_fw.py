"""Blind set fw: every case (built blind: see the README's "Set fw")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fw_cases() -> list[Case]:
    from comspider_lab.blind.cases_fw_lists import af_notule, cy_oriel, lv_jaunumi, nl_ledenlijst
    from comspider_lab.blind.cases_fw_threads import es_escuela, fi_kesateatteri, hr_pruga, ro_pictura
    from comspider_lab.blind.cases_fw_threads2 import de_sommerfest, eu_irteera, it_gita, sv_klubbmasterskap

    return [
        fi_kesateatteri(),
        ro_pictura(),
        hr_pruga(),
        es_escuela(),
        it_gita(),
        de_sommerfest(),
        sv_klubbmasterskap(),
        eu_irteera(),
        nl_ledenlijst(),
        lv_jaunumi(),
        af_notule(),
        cy_oriel(),
    ]
