"""Blind set DA: every case (built blind: see the README's "Set DA")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_da_cases() -> list[Case]:
    from comspider_lab.blind.cases_da_long import long_da
    from comspider_lab.blind.cases_da_mixed import mixed_da
    from comspider_lab.blind.cases_da_plain import plain_da
    from comspider_lab.blind.cases_da_threads import threads_da
    from comspider_lab.blind.cases_da_threads2 import threads2_da

    return threads_da() + threads2_da() + long_da() + plain_da() + mixed_da()
