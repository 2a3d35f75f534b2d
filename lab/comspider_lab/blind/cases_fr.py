"""Blind set fr: every case (built blind: see the README's "Set fr")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fr_cases() -> list[Case]:
    from comspider_lab.blind.cases_fr_lists import da_broen, da_havnebad, fi_jaatie, ko_jesupgi
    from comspider_lab.blind.cases_fr_threads import cs_posta, el_nero, hu_konyvtar, id_pasar
    from comspider_lab.blind.cases_fr_threads2 import br_ciclofaixa, ro_pod, ru_voda, vi_choca

    return [
        cs_posta(),
        id_pasar(),
        el_nero(),
        hu_konyvtar(),
        ro_pod(),
        br_ciclofaixa(),
        vi_choca(),
        ru_voda(),
        da_havnebad(),
        ko_jesupgi(),
        fi_jaatie(),
        da_broen(),
    ]
