"""Blind set ee: every case (built blind: see the README's "Set ee")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ee_cases() -> list[Case]:
    from comspider_lab.blind.cases_ee_mixed import mixed_ee
    from comspider_lab.blind.cases_ee_plain import plain_ee
    from comspider_lab.blind.cases_ee_plain2 import plain2_ee
    from comspider_lab.blind.cases_ee_threads import threads_ee

    return threads_ee() + plain_ee() + plain2_ee() + mixed_ee()
