"""Blind set ft: every case (built blind: see the README's "Set ft")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ft_cases() -> list[Case]:
    from comspider_lab.blind.cases_ft_lists import (
        br_enredo,
        ie_floodlights,
        pt_passadico,
        sv_pendel,
        us_welding,
    )
    from comspider_lab.blind.cases_ft_threads import de_freibad, en_pontoon, es_albergue, fr_passerelle
    from comspider_lab.blind.cases_ft_threads2 import it_torre, nl_sluis, pl_plac

    return [
        en_pontoon(),
        de_freibad(),
        fr_passerelle(),
        es_albergue(),
        it_torre(),
        pl_plac(),
        nl_sluis(),
        us_welding(),
        sv_pendel(),
        pt_passadico(),
        ie_floodlights(),
        br_enredo(),
    ]
