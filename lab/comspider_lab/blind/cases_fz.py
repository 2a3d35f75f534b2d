"""Blind set fz: every case (built blind: see the README's "Set fz")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fz_cases() -> list[Case]:
    from comspider_lab.blind.cases_fz_look import (
        el_paramythi,
        et_sonumid,
        hu_szinjatszo,
        lt_radijas,
        no_leksjon,
        tr_panel,
    )
    from comspider_lab.blind.cases_fz_threads import da_forsamlingshus, pl_dzialki, pt_marmelada
    from comspider_lab.blind.cases_fz_threads2 import cs_oddil, en_cricket, fr_bibliotheque

    return [
        pt_marmelada(),
        pl_dzialki(),
        da_forsamlingshus(),
        cs_oddil(),
        fr_bibliotheque(),
        en_cricket(),
        no_leksjon(),
        hu_szinjatszo(),
        et_sonumid(),
        lt_radijas(),
        tr_panel(),
        el_paramythi(),
    ]
