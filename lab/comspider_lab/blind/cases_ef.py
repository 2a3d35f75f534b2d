"""Blind set ef: every case (built blind: see the README's "Set ef")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ef_cases() -> list[Case]:
    from comspider_lab.blind.cases_ef_chrome import chrome_ef
    from comspider_lab.blind.cases_ef_other import other_ef
    from comspider_lab.blind.cases_ef_single import single_ef

    return chrome_ef() + single_ef() + other_ef()
