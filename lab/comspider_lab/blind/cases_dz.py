"""Blind set dz: every case (built blind: see the README's "Set dz")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dz_cases() -> list[Case]:
    from comspider_lab.blind.cases_dz_mixed import mixed_dz
    from comspider_lab.blind.cases_dz_plain import plain_dz
    from comspider_lab.blind.cases_dz_threads import threads_dz
    from comspider_lab.blind.cases_dz_threads2 import threads2_dz

    return threads_dz() + threads2_dz() + plain_dz() + mixed_dz()
