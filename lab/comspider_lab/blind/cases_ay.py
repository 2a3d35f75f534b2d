"""Blind set AY: every case (built blind: see the README's "Set AY")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ay_cases() -> list[Case]:
    from comspider_lab.blind.cases_ay_hosted import hosted_ay
    from comspider_lab.blind.cases_ay_lists import lists_ay
    from comspider_lab.blind.cases_ay_mixed import mixed_ay
    from comspider_lab.blind.cases_ay_own import own_ay
    from comspider_lab.blind.cases_ay_own2 import own2_ay
    from comspider_lab.blind.cases_ay_plain import plain_ay
    from comspider_lab.blind.cases_ay_social import social_ay

    return hosted_ay() + social_ay() + own_ay() + own2_ay() + plain_ay() + lists_ay() + mixed_ay()
