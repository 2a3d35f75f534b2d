"""Blind set DD: every case (built blind: see the README's "Set DD")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dd_cases() -> list[Case]:
    from comspider_lab.blind.cases_dd_mixed import mixed_dd
    from comspider_lab.blind.cases_dd_plain import plain_dd
    from comspider_lab.blind.cases_dd_threads import threads_dd
    from comspider_lab.blind.cases_dd_threads2 import threads2_dd

    return threads_dd() + threads2_dd() + plain_dd() + mixed_dd()
