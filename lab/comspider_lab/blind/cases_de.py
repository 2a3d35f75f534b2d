"""Blind set DE: every case (built blind: see the README's "Set DE")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_de_cases() -> list[Case]:
    from comspider_lab.blind.cases_de_mixed import mixed_de
    from comspider_lab.blind.cases_de_plain import plain_de
    from comspider_lab.blind.cases_de_plain2 import plain2_de
    from comspider_lab.blind.cases_de_threads import threads_de

    return threads_de() + plain_de() + plain2_de() + mixed_de()
