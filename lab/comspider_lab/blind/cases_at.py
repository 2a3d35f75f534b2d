"""Blind set AT: every case (built blind: see the README's "Set AT")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_at_cases() -> list[Case]:
    from comspider_lab.blind.cases_at_lists import lists_at
    from comspider_lab.blind.cases_at_mixed import mixed_at
    from comspider_lab.blind.cases_at_plain import plain_at
    from comspider_lab.blind.cases_at_threads import threads_at
    from comspider_lab.blind.cases_at_threads2 import threads2_at

    return threads_at() + threads2_at() + plain_at() + lists_at() + mixed_at()
