"""Blind set AM: every case (built blind: see the README's "Set AM")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_am_cases() -> list[Case]:
    from comspider_lab.blind.cases_am_lists import lists_am
    from comspider_lab.blind.cases_am_mixed import mixed_am
    from comspider_lab.blind.cases_am_plain import plain_am
    from comspider_lab.blind.cases_am_real import real_am
    from comspider_lab.blind.cases_am_threads import threads_am
    from comspider_lab.blind.cases_am_threads2 import threads2_am

    return threads_am() + threads2_am() + real_am() + plain_am() + lists_am() + mixed_am()
