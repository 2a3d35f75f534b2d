"""Blind set DU: every case (built blind: see the README's "Set DU")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_du_cases() -> list[Case]:
    from comspider_lab.blind.cases_du_mixed import mixed_du
    from comspider_lab.blind.cases_du_plain import plain_du
    from comspider_lab.blind.cases_du_threads import threads_du
    from comspider_lab.blind.cases_du_threads2 import threads2_du
    from comspider_lab.blind.cases_du_threads3 import threads3_du

    return threads_du() + threads2_du() + threads3_du() + plain_du() + mixed_du()
