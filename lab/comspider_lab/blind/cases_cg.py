"""Blind set CG: every case (built blind: see the README's "Set CG")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cg_cases() -> list[Case]:
    from comspider_lab.blind.cases_cg_lists import lists_cg
    from comspider_lab.blind.cases_cg_mixed import mixed_cg
    from comspider_lab.blind.cases_cg_plain import plain_cg
    from comspider_lab.blind.cases_cg_threads import threads_cg
    from comspider_lab.blind.cases_cg_threads2 import threads2_cg

    return threads_cg() + threads2_cg() + plain_cg() + lists_cg() + mixed_cg()
