"""Blind set G: every case (built blind: see the README's "Set G")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_g_cases() -> list[Case]:
    from comspider_lab.blind.cases_g_lookalike import lookalike_cases_g, mixed_cases_g
    from comspider_lab.blind.cases_g_threads import small_cases_g

    return small_cases_g() + lookalike_cases_g() + mixed_cases_g()
