"""Blind set X: every case (built blind: see the README's "Set X")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_x_cases() -> list[Case]:
    from comspider_lab.blind.cases_x_mixed import mixed_x
    from comspider_lab.blind.cases_x_plain import plain_x
    from comspider_lab.blind.cases_x_real import real_cases_x
    from comspider_lab.blind.cases_x_threads import threads_x

    return real_cases_x() + threads_x() + plain_x() + mixed_x()
