"""Blind set CW: every case (built blind: see the README's "Set CW")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cw_cases() -> list[Case]:
    from comspider_lab.blind.cases_cw_lists import lists_cw
    from comspider_lab.blind.cases_cw_mixed import mixed_cw
    from comspider_lab.blind.cases_cw_threads import threads_cw

    return threads_cw() + lists_cw() + mixed_cw()
