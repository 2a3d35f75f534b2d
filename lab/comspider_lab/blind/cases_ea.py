"""Blind set ea: every case (built blind: see the README's "Set ea")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ea_cases() -> list[Case]:
    from comspider_lab.blind.cases_ea_mixed import mixed_ea
    from comspider_lab.blind.cases_ea_plain import plain_ea
    from comspider_lab.blind.cases_ea_threads import threads_ea
    from comspider_lab.blind.cases_ea_threads2 import threads2_ea
    from comspider_lab.blind.cases_ea_threads3 import threads3_ea

    return threads_ea() + threads2_ea() + threads3_ea() + plain_ea() + mixed_ea()
