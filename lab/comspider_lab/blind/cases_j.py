"""Blind set J: every case (built blind: see the README's "Set J")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_j_cases() -> list[Case]:
    from comspider_lab.blind.cases_j_lookalike import lookalike_cases_j
    from comspider_lab.blind.cases_j_mixed import mixed_cases_j
    from comspider_lab.blind.cases_j_real import real_cases_j
    from comspider_lab.blind.cases_j_small import small_cases_j
    from comspider_lab.blind.cases_j_threads import thread_cases_j

    return real_cases_j() + thread_cases_j() + small_cases_j() + lookalike_cases_j() + mixed_cases_j()
