"""Blind set B: every case (built blind: see the README's "Set B")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_b_cases() -> list[Case]:
    from comspider_lab.blind.cases_b_lookalike import lookalike_cases_b, mixed_cases_b
    from comspider_lab.blind.cases_b_real import real_cases_b
    from comspider_lab.blind.cases_b_small import small_cases_b

    return real_cases_b() + small_cases_b() + lookalike_cases_b() + mixed_cases_b()
