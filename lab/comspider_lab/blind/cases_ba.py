"""Blind set BA: every case (built blind: see the README's "Set BA")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ba_cases() -> list[Case]:
    from comspider_lab.blind.cases_ba_lists import lists_ba
    from comspider_lab.blind.cases_ba_mixed import mixed_ba
    from comspider_lab.blind.cases_ba_plain import plain_ba
    from comspider_lab.blind.cases_ba_threads import threads_ba
    from comspider_lab.blind.cases_ba_threads2 import threads2_ba

    return threads_ba() + threads2_ba() + plain_ba() + lists_ba() + mixed_ba()
