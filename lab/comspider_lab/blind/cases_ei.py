"""Blind set EI: every case (built blind: see the README's "Set ei")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ei_cases() -> list[Case]:
    from comspider_lab.blind.cases_ei_mixed import mixed_ei
    from comspider_lab.blind.cases_ei_plain import plain_ei
    from comspider_lab.blind.cases_ei_plain2 import plain2_ei
    from comspider_lab.blind.cases_ei_threads import threads_ei

    return threads_ei() + plain_ei() + plain2_ei() + mixed_ei()
