"""Blind set BU: every case (built blind: see the README's "Set BU")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bu_cases() -> list[Case]:
    from comspider_lab.blind.cases_bu_lists import lists_bu
    from comspider_lab.blind.cases_bu_long import long_bu
    from comspider_lab.blind.cases_bu_mixed import mixed_bu
    from comspider_lab.blind.cases_bu_plain import plain_bu
    from comspider_lab.blind.cases_bu_real import real_bu
    from comspider_lab.blind.cases_bu_threads import threads_bu
    from comspider_lab.blind.cases_bu_threads2 import threads2_bu

    return threads_bu() + threads2_bu() + long_bu() + real_bu() + plain_bu() + lists_bu() + mixed_bu()
