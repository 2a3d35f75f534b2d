"""Blind set AV: every case (built blind: see the README's "Set AV")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_av_cases() -> list[Case]:
    from comspider_lab.blind.cases_av_big import big_av
    from comspider_lab.blind.cases_av_lists import lists_av
    from comspider_lab.blind.cases_av_mid import mid_av
    from comspider_lab.blind.cases_av_mixed import mixed_av
    from comspider_lab.blind.cases_av_plain import plain_av
    from comspider_lab.blind.cases_av_small import small_av

    return big_av() + mid_av() + small_av() + plain_av() + lists_av() + mixed_av()
