"""Blind set BC: every case (built blind: see the README's "Set BC")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bc_cases() -> list[Case]:
    from comspider_lab.blind.cases_bc_en import threads_en
    from comspider_lab.blind.cases_bc_intl import threads_intl
    from comspider_lab.blind.cases_bc_intl2 import threads_intl2
    from comspider_lab.blind.cases_bc_other import other_bc

    return threads_en() + threads_intl() + threads_intl2() + other_bc()
