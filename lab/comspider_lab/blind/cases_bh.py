"""Blind set BH: every case (built blind: see the README's "Set BH")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bh_cases() -> list[Case]:
    from comspider_lab.blind.cases_bh_other import other_bh
    from comspider_lab.blind.cases_bh_threads import threads_bh
    from comspider_lab.blind.cases_bh_threads2 import threads2_bh

    return threads_bh() + threads2_bh() + other_bh()
