"""Blind set AC: every case (built blind: see the README's "Set AC")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ac_cases() -> list[Case]:
    from comspider_lab.blind.cases_ac_mixed import mixed_ac
    from comspider_lab.blind.cases_ac_plain import plain_ac
    from comspider_lab.blind.cases_ac_real import real_cases_ac
    from comspider_lab.blind.cases_ac_threads import threads_ac
    from comspider_lab.blind.cases_ac_threads2 import threads2_ac

    return real_cases_ac() + threads_ac() + threads2_ac() + plain_ac() + mixed_ac()
