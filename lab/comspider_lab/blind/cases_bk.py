"""Blind set BK: every case (built blind: see the README's "Set BK")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bk_cases() -> list[Case]:
    from comspider_lab.blind.cases_bk_lists import lists_bk
    from comspider_lab.blind.cases_bk_mixed import mixed_bk
    from comspider_lab.blind.cases_bk_plain import plain_bk
    from comspider_lab.blind.cases_bk_real import real_bk
    from comspider_lab.blind.cases_bk_threads import threads_bk
    from comspider_lab.blind.cases_bk_threads2 import threads2_bk

    return threads_bk() + threads2_bk() + real_bk() + plain_bk() + lists_bk() + mixed_bk()
