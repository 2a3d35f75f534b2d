"""Blind set BW: every case (built blind: see the README's "Set BW")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bw_cases() -> list[Case]:
    from comspider_lab.blind.cases_bw_lists import lists_bw
    from comspider_lab.blind.cases_bw_long import long_bw
    from comspider_lab.blind.cases_bw_mixed import mixed_bw
    from comspider_lab.blind.cases_bw_plain import plain_bw
    from comspider_lab.blind.cases_bw_real import real_bw
    from comspider_lab.blind.cases_bw_threads import threads_bw
    from comspider_lab.blind.cases_bw_threads2 import threads2_bw

    return threads_bw() + threads2_bw() + long_bw() + real_bw() + plain_bw() + lists_bw() + mixed_bw()
