"""Blind set ew: every case (built blind: see the README's "Set ew")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ew_cases() -> list[Case]:
    from comspider_lab.blind.cases_ew_plain import plain_ew
    from comspider_lab.blind.cases_ew_threads import threads_ew
    from comspider_lab.blind.cases_ew_threads2 import threads2_ew

    return threads_ew() + threads2_ew() + plain_ew()
