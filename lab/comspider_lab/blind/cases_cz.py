"""Blind set CZ: every case (built blind: see the README's "Set CZ")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cz_cases() -> list[Case]:
    from comspider_lab.blind.cases_cz_lists import lists_cz
    from comspider_lab.blind.cases_cz_mixed import mixed_cz
    from comspider_lab.blind.cases_cz_plain import plain_cz
    from comspider_lab.blind.cases_cz_threads import threads_cz

    return threads_cz() + plain_cz() + lists_cz() + mixed_cz()
