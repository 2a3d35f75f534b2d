"""Blind set DH: every case (built blind: see the README's "Set DH")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dh_cases() -> list[Case]:
    from comspider_lab.blind.cases_dh_mixed import mixed_dh
    from comspider_lab.blind.cases_dh_plain import plain_dh
    from comspider_lab.blind.cases_dh_threads import threads_dh
    from comspider_lab.blind.cases_dh_threads2 import threads2_dh

    return threads_dh() + threads2_dh() + plain_dh() + mixed_dh()
