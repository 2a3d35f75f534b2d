"""Blind set AL: every case (built blind: see the README's "Set AL")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_al_cases() -> list[Case]:
    from comspider_lab.blind.cases_al_lists import lists_al
    from comspider_lab.blind.cases_al_mixed import mixed_al
    from comspider_lab.blind.cases_al_plain import plain_al
    from comspider_lab.blind.cases_al_threads import threads_al
    from comspider_lab.blind.cases_al_threads2 import threads2_al

    return threads_al() + threads2_al() + plain_al() + lists_al() + mixed_al()
