"""Blind set ev: every case (built blind: see the README's "Set ev")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ev_cases() -> list[Case]:
    from comspider_lab.blind.cases_ev_plain import plain_ev
    from comspider_lab.blind.cases_ev_threads import threads_ev
    from comspider_lab.blind.cases_ev_threads2 import threads2_ev

    return threads_ev() + threads2_ev() + plain_ev()
