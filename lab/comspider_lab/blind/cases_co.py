"""Blind set CO: every case (built blind: see the README's "Set CO")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_co_cases() -> list[Case]:
    from comspider_lab.blind.cases_co_other import other_co
    from comspider_lab.blind.cases_co_threads import threads_co
    from comspider_lab.blind.cases_co_threads2 import threads2_co

    return threads_co() + threads2_co() + other_co()
