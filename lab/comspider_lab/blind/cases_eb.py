"""Blind set eb: every case (built blind: see the README's "Set eb")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_eb_cases() -> list[Case]:
    from comspider_lab.blind.cases_eb_mixed import mixed_eb
    from comspider_lab.blind.cases_eb_plain import plain_eb
    from comspider_lab.blind.cases_eb_threads import threads_eb
    from comspider_lab.blind.cases_eb_threads2 import threads2_eb
    from comspider_lab.blind.cases_eb_threads3 import threads3_eb

    return threads_eb() + threads2_eb() + threads3_eb() + plain_eb() + mixed_eb()
