"""Blind set K: every case (built blind: see the README's "Set K")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_k_cases() -> list[Case]:
    from comspider_lab.blind.cases_k_mixed import mixed_cases_k
    from comspider_lab.blind.cases_k_plain import plain_cases_k
    from comspider_lab.blind.cases_k_real import real_cases_k
    from comspider_lab.blind.cases_k_threads import thread_cases_k

    return real_cases_k() + thread_cases_k() + plain_cases_k() + mixed_cases_k()
