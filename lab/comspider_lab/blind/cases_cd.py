"""Blind set CD: every case (built blind: see the README's "Set CD")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cd_cases() -> list[Case]:
    from comspider_lab.blind.cases_cd_lists import lists_cd
    from comspider_lab.blind.cases_cd_mixed import mixed_cd
    from comspider_lab.blind.cases_cd_plain import plain_cd
    from comspider_lab.blind.cases_cd_threads import threads_cd
    from comspider_lab.blind.cases_cd_threads2 import threads2_cd

    return threads_cd() + threads2_cd() + plain_cd() + lists_cd() + mixed_cd()
