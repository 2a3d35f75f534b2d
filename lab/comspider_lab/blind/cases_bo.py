"""Blind set BO: every case (built blind: see the README's "Set BO")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bo_cases() -> list[Case]:
    from comspider_lab.blind.cases_bo_lists import lists_bo
    from comspider_lab.blind.cases_bo_mixed import mixed_bo
    from comspider_lab.blind.cases_bo_plain import plain_bo
    from comspider_lab.blind.cases_bo_real import real_bo
    from comspider_lab.blind.cases_bo_threads import threads_bo
    from comspider_lab.blind.cases_bo_threads2 import threads2_bo

    return threads_bo() + threads2_bo() + real_bo() + plain_bo() + lists_bo() + mixed_bo()
