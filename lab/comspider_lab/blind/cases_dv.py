"""Blind set DV: every case (built blind: see the README's "Set dv")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dv_cases() -> list[Case]:
    from comspider_lab.blind.cases_dv_mixed import mixed_dv
    from comspider_lab.blind.cases_dv_plain import plain_dv
    from comspider_lab.blind.cases_dv_threads import threads_dv
    from comspider_lab.blind.cases_dv_threads2 import threads2_dv
    from comspider_lab.blind.cases_dv_threads3 import threads3_dv

    return threads_dv() + threads2_dv() + threads3_dv() + plain_dv() + mixed_dv()
