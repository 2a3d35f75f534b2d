"""Blind set Y: every case (built blind: see the README's "Set Y")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_y_cases() -> list[Case]:
    from comspider_lab.blind.cases_y_mixed import mixed_y
    from comspider_lab.blind.cases_y_plain import plain_y
    from comspider_lab.blind.cases_y_real import real_cases_y
    from comspider_lab.blind.cases_y_threads import threads_y

    return real_cases_y() + threads_y() + plain_y() + mixed_y()
