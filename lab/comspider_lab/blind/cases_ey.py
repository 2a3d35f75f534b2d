"""Blind set ey: every case (built blind: see the README's "Set ey")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ey_cases() -> list[Case]:
    from comspider_lab.blind.cases_ey_plain import plain_ey
    from comspider_lab.blind.cases_ey_threads import threads_ey
    from comspider_lab.blind.cases_ey_threads2 import threads2_ey

    return threads_ey() + threads2_ey() + plain_ey()
