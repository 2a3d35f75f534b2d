"""Blind set CS: every case (built blind: see the README's "Set CS")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cs_cases() -> list[Case]:
    from comspider_lab.blind.cases_cs_lists import lists_cs
    from comspider_lab.blind.cases_cs_threads import threads_cs
    from comspider_lab.blind.cases_cs_threads2 import threads2_cs

    return threads_cs() + threads2_cs() + lists_cs()
