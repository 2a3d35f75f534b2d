"""Blind set AP: every case (built blind: see the README's "Set AP")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ap_cases() -> list[Case]:
    from comspider_lab.blind.cases_ap_lists import lists_ap
    from comspider_lab.blind.cases_ap_mixed import mixed_ap
    from comspider_lab.blind.cases_ap_threads import threads_ap
    from comspider_lab.blind.cases_ap_threads2 import threads2_ap

    return threads_ap() + threads2_ap() + lists_ap() + mixed_ap()
