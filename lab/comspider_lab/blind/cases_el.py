"""Blind set EL: every case (built blind: see the README's "Set el")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_el_cases() -> list[Case]:
    from comspider_lab.blind.cases_el_mixed import mixed_el
    from comspider_lab.blind.cases_el_plain import plain_el
    from comspider_lab.blind.cases_el_plain2 import plain2_el
    from comspider_lab.blind.cases_el_plain3 import plain3_el
    from comspider_lab.blind.cases_el_plain4 import plain4_el

    return plain_el() + plain2_el() + plain3_el() + plain4_el() + mixed_el()
