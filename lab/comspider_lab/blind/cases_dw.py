"""Blind set DW: every case (built blind: see the README's "Set dw")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dw_cases() -> list[Case]:
    from comspider_lab.blind.cases_dw_mixed import mixed_dw
    from comspider_lab.blind.cases_dw_plain import plain_dw
    from comspider_lab.blind.cases_dw_threads import threads_dw
    from comspider_lab.blind.cases_dw_threads2 import threads2_dw

    return threads_dw() + threads2_dw() + plain_dw() + mixed_dw()
