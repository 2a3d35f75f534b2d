"""Blind set AW: every case (built blind: see the README's "Set AW")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_aw_cases() -> list[Case]:
    from comspider_lab.blind.cases_aw_lists import lists_aw
    from comspider_lab.blind.cases_aw_long import long_aw
    from comspider_lab.blind.cases_aw_mid import mid_aw
    from comspider_lab.blind.cases_aw_mixed import mixed_aw
    from comspider_lab.blind.cases_aw_plain import plain_aw
    from comspider_lab.blind.cases_aw_small import small_aw

    return long_aw() + mid_aw() + small_aw() + plain_aw() + lists_aw() + mixed_aw()
