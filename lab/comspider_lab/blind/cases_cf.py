"""Blind set CF: every case (built blind: see the README's "Set CF")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cf_cases() -> list[Case]:
    from comspider_lab.blind.cases_cf_big import big_cf
    from comspider_lab.blind.cases_cf_lists import lists_cf
    from comspider_lab.blind.cases_cf_long import long_cf
    from comspider_lab.blind.cases_cf_mixed import mixed_cf
    from comspider_lab.blind.cases_cf_plain import plain_cf
    from comspider_lab.blind.cases_cf_threads import threads_cf
    from comspider_lab.blind.cases_cf_threads2 import threads2_cf

    return threads_cf() + threads2_cf() + long_cf() + big_cf() + plain_cf() + lists_cf() + mixed_cf()
