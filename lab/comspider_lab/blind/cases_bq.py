"""Blind set BQ: every case (built blind: see the README's "Set BQ")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bq_cases() -> list[Case]:
    from comspider_lab.blind.cases_bq_lists import lists_bq
    from comspider_lab.blind.cases_bq_long import long_bq
    from comspider_lab.blind.cases_bq_mixed import mixed_bq
    from comspider_lab.blind.cases_bq_plain import plain_bq
    from comspider_lab.blind.cases_bq_real import real_bq
    from comspider_lab.blind.cases_bq_threads import threads_bq
    from comspider_lab.blind.cases_bq_threads2 import threads2_bq

    return threads_bq() + threads2_bq() + long_bq() + real_bq() + plain_bq() + lists_bq() + mixed_bq()
