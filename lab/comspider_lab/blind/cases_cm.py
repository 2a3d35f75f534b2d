"""Blind set CM: every case (built blind: see the README's "Set CM")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cm_cases() -> list[Case]:
    from comspider_lab.blind.cases_cm_other import other_cm
    from comspider_lab.blind.cases_cm_threads import threads_cm
    from comspider_lab.blind.cases_cm_threads2 import threads2_cm

    return threads_cm() + threads2_cm() + other_cm()
