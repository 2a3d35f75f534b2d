"""Blind set BX: every case (built blind: see the README's "Set BX")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bx_cases() -> list[Case]:
    from comspider_lab.blind.cases_bx_lists import lists_bx
    from comspider_lab.blind.cases_bx_long import long_bx
    from comspider_lab.blind.cases_bx_mixed import mixed_bx
    from comspider_lab.blind.cases_bx_plain import plain_bx
    from comspider_lab.blind.cases_bx_real import real_bx
    from comspider_lab.blind.cases_bx_threads import threads_bx
    from comspider_lab.blind.cases_bx_threads2 import threads2_bx

    return threads_bx() + threads2_bx() + long_bx() + real_bx() + plain_bx() + lists_bx() + mixed_bx()
