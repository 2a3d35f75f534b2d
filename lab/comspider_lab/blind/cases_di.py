"""Blind set DI: every case (built blind: see the README's "Set DI")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_di_cases() -> list[Case]:
    from comspider_lab.blind.cases_di_mixed import mixed_di
    from comspider_lab.blind.cases_di_plain import plain_di
    from comspider_lab.blind.cases_di_plain2 import plain2_di
    from comspider_lab.blind.cases_di_threads import threads_di

    return threads_di() + plain_di() + plain2_di() + mixed_di()
