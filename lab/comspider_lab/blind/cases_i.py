"""Blind set I: every case (built blind: see the README's "Set I")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_i_cases() -> list[Case]:
    from comspider_lab.blind.cases_i_lookalike import lookalike_cases_i
    from comspider_lab.blind.cases_i_mixed import mixed_cases_i
    from comspider_lab.blind.cases_i_real import real_cases_i
    from comspider_lab.blind.cases_i_small import small_cases_i
    from comspider_lab.blind.cases_i_threads import thread_cases_i

    return real_cases_i() + thread_cases_i() + small_cases_i() + lookalike_cases_i() + mixed_cases_i()
