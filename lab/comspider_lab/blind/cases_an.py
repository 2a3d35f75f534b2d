"""Blind set AN: every case (built blind: see the README's "Set AN")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_an_cases() -> list[Case]:
    from comspider_lab.blind.cases_an_lists import lists_an
    from comspider_lab.blind.cases_an_mixed import mixed_an
    from comspider_lab.blind.cases_an_plain import plain_an
    from comspider_lab.blind.cases_an_threads import threads_an
    from comspider_lab.blind.cases_an_threads2 import threads2_an

    return threads_an() + threads2_an() + plain_an() + lists_an() + mixed_an()
