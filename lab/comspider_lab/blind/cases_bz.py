"""Blind set BZ: every case (built blind: see the README's "Set BZ")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bz_cases() -> list[Case]:
    from comspider_lab.blind.cases_bz_lists import lists_bz
    from comspider_lab.blind.cases_bz_mixed import mixed_bz
    from comspider_lab.blind.cases_bz_plain import plain_bz
    from comspider_lab.blind.cases_bz_real import real_bz
    from comspider_lab.blind.cases_bz_threads import threads_bz
    from comspider_lab.blind.cases_bz_threads2 import plain2_bz, threads2_bz

    return threads_bz() + threads2_bz() + real_bz() + plain_bz() + plain2_bz() + lists_bz() + mixed_bz()
