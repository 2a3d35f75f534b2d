"""Blind set BF: every case (built blind: see the README's "Set BF")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bf_cases() -> list[Case]:
    from comspider_lab.blind.cases_bf_en import en_threads
    from comspider_lab.blind.cases_bf_en2 import en_threads2
    from comspider_lab.blind.cases_bf_intl import intl_threads
    from comspider_lab.blind.cases_bf_intl2 import intl_threads2
    from comspider_lab.blind.cases_bf_other import other_cases

    return en_threads() + en_threads2() + intl_threads() + intl_threads2() + other_cases()
