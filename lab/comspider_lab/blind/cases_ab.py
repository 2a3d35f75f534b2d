"""Blind set AB: every case (built blind: see the README's "Set AB")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ab_cases() -> list[Case]:
    from comspider_lab.blind.cases_ab_mixed import mixed_ab
    from comspider_lab.blind.cases_ab_plain import plain_ab
    from comspider_lab.blind.cases_ab_real import real_cases_ab
    from comspider_lab.blind.cases_ab_threads import threads_ab
    from comspider_lab.blind.cases_ab_threads2 import threads2_ab

    return real_cases_ab() + threads_ab() + threads2_ab() + plain_ab() + mixed_ab()
