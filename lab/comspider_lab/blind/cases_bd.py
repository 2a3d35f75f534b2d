"""Blind set BD: every case (built blind: see the README's "Set BD")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bd_cases() -> list[Case]:
    from comspider_lab.blind.cases_bd_en import threads_en
    from comspider_lab.blind.cases_bd_intl import threads_intl
    from comspider_lab.blind.cases_bd_intl2 import threads_intl2
    from comspider_lab.blind.cases_bd_other import other_bd

    return threads_en() + threads_intl() + threads_intl2() + other_bd()
