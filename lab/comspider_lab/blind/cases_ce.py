"""Blind set CE: every case (built blind: see the README's "Set CE")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ce_cases() -> list[Case]:
    from comspider_lab.blind.cases_ce_lists import lists_ce
    from comspider_lab.blind.cases_ce_mixed import mixed_ce
    from comspider_lab.blind.cases_ce_plain import plain_ce
    from comspider_lab.blind.cases_ce_threads import threads_ce
    from comspider_lab.blind.cases_ce_threads2 import threads2_ce

    return threads_ce() + threads2_ce() + plain_ce() + lists_ce() + mixed_ce()
