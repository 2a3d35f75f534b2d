"""Blind set H: every case (built blind: see the README's "Set H")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_h_cases() -> list[Case]:
    from comspider_lab.blind.cases_h_lookalike import lookalike_cases_h
    from comspider_lab.blind.cases_h_mixed import mixed_cases_h
    from comspider_lab.blind.cases_h_threads import thread_cases_h

    return thread_cases_h() + lookalike_cases_h() + mixed_cases_h()
