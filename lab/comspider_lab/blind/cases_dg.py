"""Blind set DG: every case (built blind: see the README's "Set DG")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dg_cases() -> list[Case]:
    from comspider_lab.blind.cases_dg_mixed import mixed_dg
    from comspider_lab.blind.cases_dg_plain import plain_dg
    from comspider_lab.blind.cases_dg_threads import threads_dg
    from comspider_lab.blind.cases_dg_threads2 import threads2_dg

    return threads_dg() + threads2_dg() + plain_dg() + mixed_dg()
