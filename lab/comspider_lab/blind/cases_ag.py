"""Blind set AG: every case (built blind: see the README's "Set AG")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ag_cases() -> list[Case]:
    from comspider_lab.blind.cases_ag_mixed import mixed_ag
    from comspider_lab.blind.cases_ag_plain import plain_ag
    from comspider_lab.blind.cases_ag_threads import threads_ag

    return plain_ag() + threads_ag() + mixed_ag()
