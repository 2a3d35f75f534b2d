"""Blind set gc: every case (built blind: see the README's "Set gc")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_gc_cases() -> list[Case]:
    from comspider_lab.blind.cases_gc_look import (
        da_medlemsblad,
        de_wanderverein,
        es_recetario,
        fr_chambres,
        pl_ogloszenia,
        ro_poezii,
    )
    from comspider_lab.blind.cases_gc_threads import cs_sbor, it_ciclisti, nl_volkstuin
    from comspider_lab.blind.cases_gc_threads2 import engb_orchard, ptbr_biblioteca, sv_hembygd

    return [
        it_ciclisti(),
        nl_volkstuin(),
        cs_sbor(),
        ptbr_biblioteca(),
        sv_hembygd(),
        engb_orchard(),
        es_recetario(),
        de_wanderverein(),
        pl_ogloszenia(),
        fr_chambres(),
        da_medlemsblad(),
        ro_poezii(),
    ]
