"""Blind set AO: every case (built blind: see the README's "Set AO")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ao_cases() -> list[Case]:
    from comspider_lab.blind.cases_ao_lists import lists_ao
    from comspider_lab.blind.cases_ao_mixed import mixed_ao
    from comspider_lab.blind.cases_ao_plain import plain_ao
    from comspider_lab.blind.cases_ao_threads import threads_ao
    from comspider_lab.blind.cases_ao_threads2 import threads2_ao

    return threads_ao() + threads2_ao() + plain_ao() + lists_ao() + mixed_ao()
