"""Blind set fh: every case (built blind: see the README's "Set fh")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fh_cases() -> list[Case]:
    from comspider_lab.blind.cases_fh_lists import ar_nashra, el_kipos, fr_patinoire, pt_feira
    from comspider_lab.blind.cases_fh_threads import (
        da_standerhejsning,
        el_limani,
        fr_kermesse,
        hu_megallo,
        id_banjir,
        ko_dongne,
        ro_fanfara,
        tr_kediler,
    )

    return [
        da_standerhejsning(),
        fr_kermesse(),
        el_limani(),
        id_banjir(),
        hu_megallo(),
        ko_dongne(),
        ro_fanfara(),
        tr_kediler(),
        pt_feira(),
        ar_nashra(),
        el_kipos(),
        fr_patinoire(),
    ]
