"""Blind set gb: every case (built blind: see the README's "Set gb")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_gb_cases() -> list[Case]:
    from comspider_lab.blind.cases_gb_look import (
        cs_prochazka,
        de_nachrufe,
        et_lugemisring,
        nlbe_ploeg,
        sl_gasilci,
    )
    from comspider_lab.blind.cases_gb_threads import esar_vecinal, no_reiseblogg, pl_gazetka, pt_rancho
    from comspider_lab.blind.cases_gb_threads2 import enie_rowing, frca_paroisse, hu_falunap

    return [
        esar_vecinal(),
        pt_rancho(),
        no_reiseblogg(),
        pl_gazetka(),
        hu_falunap(),
        frca_paroisse(),
        enie_rowing(),
        de_nachrufe(),
        nlbe_ploeg(),
        cs_prochazka(),
        et_lugemisring(),
        sl_gasilci(),
    ]
