"""Blind set CV: every case (built blind: see the README's "Set CV")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cv_cases() -> list[Case]:
    from comspider_lab.blind.cases_cv_mixed import mixed_cv
    from comspider_lab.blind.cases_cv_plain import plain_cv
    from comspider_lab.blind.cases_cv_real import real_cv

    return real_cv() + plain_cv() + mixed_cv()
