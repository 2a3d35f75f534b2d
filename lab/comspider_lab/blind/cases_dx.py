"""Blind set dx: every case (built blind: see the README's "Set dx")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dx_cases() -> list[Case]:
    from comspider_lab.blind.cases_dx_mixed import mixed_dx
    from comspider_lab.blind.cases_dx_plain import plain_dx
    from comspider_lab.blind.cases_dx_threads import threads_dx
    from comspider_lab.blind.cases_dx_threads2 import threads2_dx

    return threads_dx() + threads2_dx() + plain_dx() + mixed_dx()
