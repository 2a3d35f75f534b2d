"""Blind set CY: every case (built blind: see the README's "Set CY")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cy_cases() -> list[Case]:
    from comspider_lab.blind.cases_cy_lists import lists_cy
    from comspider_lab.blind.cases_cy_mixed import mixed_cy
    from comspider_lab.blind.cases_cy_plain import plain_cy
    from comspider_lab.blind.cases_cy_threads import threads_cy

    return threads_cy() + plain_cy() + lists_cy() + mixed_cy()
