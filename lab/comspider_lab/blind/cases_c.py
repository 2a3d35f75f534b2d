"""Blind set C: every case (built blind: see the README's "Set C")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_c_cases() -> list[Case]:
    from comspider_lab.blind.cases_c_lookalike import lookalike_cases_c, mixed_cases_c
    from comspider_lab.blind.cases_c_small import small_cases_c

    return small_cases_c() + lookalike_cases_c() + mixed_cases_c()
