"""Blind set fm: every case (built blind: see the README's "Set fm")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fm_cases() -> list[Case]:
    from comspider_lab.blind.cases_fm_lists import br_feira, ch_magazin, da_bageri, es_mercado, pt_concurso
    from comspider_lab.blind.cases_fm_threads import de_echolot, fr_voisinage, nl_fietsbrug, pl_rondo
    from comspider_lab.blind.cases_fm_threads2 import cs_namesti, it_rifugi, sv_brygga

    return [
        de_echolot(),
        fr_voisinage(),
        pl_rondo(),
        nl_fietsbrug(),
        cs_namesti(),
        it_rifugi(),
        sv_brygga(),
        da_bageri(),
        es_mercado(),
        pt_concurso(),
        br_feira(),
        ch_magazin(),
    ]
