"""Blind set E: every case (built blind: see the README's "Set E")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_e_cases() -> list[Case]:
    from comspider_lab.blind.cases_e_lookalike import lookalike_cases_e, mixed_cases_e
    from comspider_lab.blind.cases_e_reveal import reveal_cases_e
    from comspider_lab.blind.cases_e_threads import ordinary_cases_e

    return ordinary_cases_e() + reveal_cases_e() + lookalike_cases_e() + mixed_cases_e()
