"""Blind set BS: every case (built blind: see the README's "Set BS")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bs_cases() -> list[Case]:
    from comspider_lab.blind.cases_bs_lists import lists_bs
    from comspider_lab.blind.cases_bs_long import long_bs
    from comspider_lab.blind.cases_bs_mixed import mixed_bs
    from comspider_lab.blind.cases_bs_plain import plain_bs
    from comspider_lab.blind.cases_bs_real import real_bs
    from comspider_lab.blind.cases_bs_threads import threads_bs
    from comspider_lab.blind.cases_bs_threads2 import threads2_bs

    return threads_bs() + threads2_bs() + long_bs() + real_bs() + plain_bs() + lists_bs() + mixed_bs()
