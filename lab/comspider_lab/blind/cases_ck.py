"""Blind set CK: every case (built blind: see the README's "Set CK")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ck_cases() -> list[Case]:
    from comspider_lab.blind.cases_ck_community import community_ck
    from comspider_lab.blind.cases_ck_lists import lists_ck
    from comspider_lab.blind.cases_ck_mixed import mixed_ck
    from comspider_lab.blind.cases_ck_plain import plain_ck
    from comspider_lab.blind.cases_ck_threads import threads_ck
    from comspider_lab.blind.cases_ck_threads2 import threads2_ck

    return threads_ck() + threads2_ck() + community_ck() + plain_ck() + lists_ck() + mixed_ck()
