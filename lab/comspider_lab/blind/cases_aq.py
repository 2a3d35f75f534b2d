"""Blind set AQ: every case (built blind: see the README's "Set AQ")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_aq_cases() -> list[Case]:
    from comspider_lab.blind.cases_aq_lists import lists_aq
    from comspider_lab.blind.cases_aq_mixed import mixed_aq
    from comspider_lab.blind.cases_aq_plain import plain_aq
    from comspider_lab.blind.cases_aq_script import script_aq
    from comspider_lab.blind.cases_aq_threads import threads_aq

    return threads_aq() + script_aq() + plain_aq() + lists_aq() + mixed_aq()
