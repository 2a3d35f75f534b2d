"""Blind set AH: every case (built blind: see the README's "Set AH")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ah_cases() -> list[Case]:
    from comspider_lab.blind.cases_ah_mixed import mixed_ah
    from comspider_lab.blind.cases_ah_plain import plain_ah
    from comspider_lab.blind.cases_ah_threads import threads_ah

    return plain_ah() + threads_ah() + mixed_ah()
