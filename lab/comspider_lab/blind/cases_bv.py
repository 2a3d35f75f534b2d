"""Blind set BV: every case (built blind: see the README's "Set BV")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bv_cases() -> list[Case]:
    from comspider_lab.blind.cases_bv_lists import lists_bv
    from comspider_lab.blind.cases_bv_long import long_bv
    from comspider_lab.blind.cases_bv_mixed import mixed_bv
    from comspider_lab.blind.cases_bv_plain import plain_bv
    from comspider_lab.blind.cases_bv_real import real_bv
    from comspider_lab.blind.cases_bv_threads import threads_bv
    from comspider_lab.blind.cases_bv_threads2 import threads2_bv

    return threads_bv() + threads2_bv() + long_bv() + real_bv() + plain_bv() + lists_bv() + mixed_bv()
