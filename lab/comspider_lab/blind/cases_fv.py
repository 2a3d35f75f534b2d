"""Blind set fv: every case (built blind: see the README's "Set fv")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fv_cases() -> list[Case]:
    from comspider_lab.blind.cases_fv_lists import cs_parte, ko_gija, no_leserbilder, pl_kolejka
    from comspider_lab.blind.cases_fv_threads import ca_bus, sl_most, tr_pazar, vi_chodem
    from comspider_lab.blind.cases_fv_threads2 import br_coreto, el_molos, hu_rozsa, ja_matsuri

    return [
        ca_bus(),
        sl_most(),
        tr_pazar(),
        vi_chodem(),
        br_coreto(),
        hu_rozsa(),
        el_molos(),
        ja_matsuri(),
        cs_parte(),
        no_leserbilder(),
        pl_kolejka(),
        ko_gija(),
    ]
