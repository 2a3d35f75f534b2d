"""Blind set AU: every case (built blind: see the README's "Set AU")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_au_cases() -> list[Case]:
    from comspider_lab.blind.cases_au_lists import lists_au
    from comspider_lab.blind.cases_au_mixed import mixed_au
    from comspider_lab.blind.cases_au_plain import plain_au
    from comspider_lab.blind.cases_au_threads import threads_au
    from comspider_lab.blind.cases_au_threads2 import threads2_au

    return threads_au() + threads2_au() + plain_au() + lists_au() + mixed_au()
