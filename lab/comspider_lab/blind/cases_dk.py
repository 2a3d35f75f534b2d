"""Blind set DK: every case (built blind: see the README's "Set DK")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dk_cases() -> list[Case]:
    from comspider_lab.blind.cases_dk_mixed import mixed_dk
    from comspider_lab.blind.cases_dk_plain import plain_dk
    from comspider_lab.blind.cases_dk_threads import threads_dk
    from comspider_lab.blind.cases_dk_threads2 import threads2_dk

    return threads_dk() + threads2_dk() + plain_dk() + mixed_dk()
