"""Blind set ex: every case (built blind: see the README's "Set ex")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ex_cases() -> list[Case]:
    from comspider_lab.blind.cases_ex_plain import plain_ex
    from comspider_lab.blind.cases_ex_threads import threads_ex
    from comspider_lab.blind.cases_ex_threads2 import threads2_ex

    return threads_ex() + threads2_ex() + plain_ex()
