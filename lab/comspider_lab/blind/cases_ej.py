"""Blind set ej: every case (built blind: see the README's "Set ej")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ej_cases() -> list[Case]:
    from comspider_lab.blind.cases_ej_plain import plain_ej
    from comspider_lab.blind.cases_ej_threads import threads_ej
    from comspider_lab.blind.cases_ej_threads2 import threads2_ej

    return threads_ej() + threads2_ej() + plain_ej()
