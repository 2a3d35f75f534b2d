"""Blind set BG: every case (built blind: see the README's "Set BG")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bg_cases() -> list[Case]:
    from comspider_lab.blind.cases_bg_lists import lists_bg
    from comspider_lab.blind.cases_bg_mixed import mixed_bg
    from comspider_lab.blind.cases_bg_plain import plain_bg
    from comspider_lab.blind.cases_bg_threads import threads_bg
    from comspider_lab.blind.cases_bg_threads2 import threads2_bg

    return threads_bg() + threads2_bg() + plain_bg() + lists_bg() + mixed_bg()
