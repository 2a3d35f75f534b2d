"""Blind set DN: every case (built blind: see the README's "Set DN")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dn_cases() -> list[Case]:
    from comspider_lab.blind.cases_dn_mixed import mixed_dn
    from comspider_lab.blind.cases_dn_plain import plain_dn
    from comspider_lab.blind.cases_dn_plain2 import plain2_dn
    from comspider_lab.blind.cases_dn_threads import threads_dn

    return threads_dn() + plain_dn() + plain2_dn() + mixed_dn()
