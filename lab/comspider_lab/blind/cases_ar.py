"""Blind set AR: every case (built blind: see the README's "Set AR")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ar_cases() -> list[Case]:
    from comspider_lab.blind.cases_ar_lists import lists_ar
    from comspider_lab.blind.cases_ar_mixed import mixed_ar
    from comspider_lab.blind.cases_ar_plain import plain_ar
    from comspider_lab.blind.cases_ar_threads import threads_ar
    from comspider_lab.blind.cases_ar_threads2 import threads2_ar

    return threads_ar() + threads2_ar() + plain_ar() + lists_ar() + mixed_ar()
