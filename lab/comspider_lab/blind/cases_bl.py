"""Blind set BL: every case (built blind: see the README's "Set BL")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bl_cases() -> list[Case]:
    from comspider_lab.blind.cases_bl_lists import lists_bl
    from comspider_lab.blind.cases_bl_mixed import mixed_bl
    from comspider_lab.blind.cases_bl_plain import plain_bl
    from comspider_lab.blind.cases_bl_real import real_bl
    from comspider_lab.blind.cases_bl_threads import threads_bl
    from comspider_lab.blind.cases_bl_threads2 import threads2_bl

    return threads_bl() + threads2_bl() + real_bl() + plain_bl() + lists_bl() + mixed_bl()
