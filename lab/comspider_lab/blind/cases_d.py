"""Blind set D: every case (built blind: see the README's "Set D")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_d_cases() -> list[Case]:
    from comspider_lab.blind.cases_d_lookalike import lookalike_cases_d, mixed_cases_d
    from comspider_lab.blind.cases_d_small import small_cases_d

    return small_cases_d() + lookalike_cases_d() + mixed_cases_d()
