"""Blind set BM: every case (built blind: see the README's "Set BM")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bm_cases() -> list[Case]:
    from comspider_lab.blind.cases_bm_lists import lists_bm
    from comspider_lab.blind.cases_bm_mixed import mixed_bm
    from comspider_lab.blind.cases_bm_plain import plain_bm
    from comspider_lab.blind.cases_bm_real import real_bm
    from comspider_lab.blind.cases_bm_threads import threads_bm
    from comspider_lab.blind.cases_bm_threads2 import threads2_bm

    return threads_bm() + threads2_bm() + real_bm() + plain_bm() + lists_bm() + mixed_bm()
