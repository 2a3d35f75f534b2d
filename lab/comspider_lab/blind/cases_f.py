"""Blind set F: every case (built blind: see the README's "Set F")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_f_cases() -> list[Case]:
    from comspider_lab.blind.cases_f_lookalike import lookalike_cases_f, mixed_cases_f
    from comspider_lab.blind.cases_f_reveal import reveal_cases_f
    from comspider_lab.blind.cases_f_threads import ordinary_cases_f

    return ordinary_cases_f() + reveal_cases_f() + lookalike_cases_f() + mixed_cases_f()
