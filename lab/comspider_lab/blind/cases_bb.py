"""Blind set BB: every case (built blind: see the README's "Set BB")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bb_cases() -> list[Case]:
    from comspider_lab.blind.cases_bb_en import threads_en
    from comspider_lab.blind.cases_bb_intl import threads_intl
    from comspider_lab.blind.cases_bb_intl2 import threads_intl2
    from comspider_lab.blind.cases_bb_lists import lists_bb
    from comspider_lab.blind.cases_bb_mixed import mixed_bb
    from comspider_lab.blind.cases_bb_plain import plain_bb

    return threads_en() + threads_intl() + threads_intl2() + plain_bb() + lists_bb() + mixed_bb()
