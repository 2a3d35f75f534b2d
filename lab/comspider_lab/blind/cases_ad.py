"""Blind set AD: every case (built blind: see the README's "Set AD")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ad_cases() -> list[Case]:
    from comspider_lab.blind.cases_ad_mixed import mixed_ad
    from comspider_lab.blind.cases_ad_plain import plain_ad
    from comspider_lab.blind.cases_ad_real import real_cases_ad
    from comspider_lab.blind.cases_ad_threads import threads_ad
    from comspider_lab.blind.cases_ad_threads2 import threads2_ad

    return real_cases_ad() + threads_ad() + threads2_ad() + plain_ad() + mixed_ad()
