"""Blind set CH: every case (built blind: see the README's "Set CH")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ch_cases() -> list[Case]:
    from comspider_lab.blind.cases_ch_lists import lists_ch
    from comspider_lab.blind.cases_ch_mixed import mixed_ch
    from comspider_lab.blind.cases_ch_plain import plain_ch
    from comspider_lab.blind.cases_ch_threads import threads_ch
    from comspider_lab.blind.cases_ch_threads2 import threads2_ch

    return threads_ch() + threads2_ch() + plain_ch() + lists_ch() + mixed_ch()
