"""Blind set BI: every case (built blind: see the README's "Set BI")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bi_cases() -> list[Case]:
    from comspider_lab.blind.cases_bi_lists import lists_bi
    from comspider_lab.blind.cases_bi_mixed import mixed_bi
    from comspider_lab.blind.cases_bi_plain import plain_bi
    from comspider_lab.blind.cases_bi_real import real_bi
    from comspider_lab.blind.cases_bi_threads import threads_bi
    from comspider_lab.blind.cases_bi_threads2 import threads2_bi

    return threads_bi() + threads2_bi() + real_bi() + plain_bi() + lists_bi() + mixed_bi()
