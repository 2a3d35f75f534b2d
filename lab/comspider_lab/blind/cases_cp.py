"""Blind set CP: every case (built blind: see the README's "Set CP")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cp_cases() -> list[Case]:
    from comspider_lab.blind.cases_cp_lists import lists_cp
    from comspider_lab.blind.cases_cp_mixed import mixed_cp
    from comspider_lab.blind.cases_cp_plain import plain_cp
    from comspider_lab.blind.cases_cp_threads import threads_cp
    from comspider_lab.blind.cases_cp_threads2 import threads2_cp

    return threads_cp() + threads2_cp() + plain_cp() + lists_cp() + mixed_cp()
