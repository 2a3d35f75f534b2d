"""Blind set DM: every case (built blind: see the README's "Set DM")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dm_cases() -> list[Case]:
    from comspider_lab.blind.cases_dm_mixed import mixed_dm
    from comspider_lab.blind.cases_dm_plain import plain_dm
    from comspider_lab.blind.cases_dm_threads import threads_dm
    from comspider_lab.blind.cases_dm_threads2 import threads2_dm

    return threads_dm() + threads2_dm() + plain_dm() + mixed_dm()
