"""Blind set ER: every case (built blind: see the README's "Set er")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_er_cases() -> list[Case]:
    from comspider_lab.blind.cases_er_plain import plain_er
    from comspider_lab.blind.cases_er_threads import threads_er
    from comspider_lab.blind.cases_er_threads2 import threads2_er
    from comspider_lab.blind.cases_er_threads3 import threads3_er

    return threads_er() + threads2_er() + threads3_er() + plain_er()
