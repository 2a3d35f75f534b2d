"""Blind set AS: every case (built blind: see the README's "Set AS")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_as_cases() -> list[Case]:
    from comspider_lab.blind.cases_as_lists import lists_as
    from comspider_lab.blind.cases_as_mixed import mixed_as
    from comspider_lab.blind.cases_as_plain import plain_as
    from comspider_lab.blind.cases_as_threads import threads_as
    from comspider_lab.blind.cases_as_threads2 import threads2_as

    return threads_as() + threads2_as() + plain_as() + lists_as() + mixed_as()
