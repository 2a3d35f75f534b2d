"""Blind set dy: every case (built blind: see the README's "Set dy")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dy_cases() -> list[Case]:
    from comspider_lab.blind.cases_dy_mixed import mixed_dy
    from comspider_lab.blind.cases_dy_plain import plain_dy
    from comspider_lab.blind.cases_dy_threads import threads_dy
    from comspider_lab.blind.cases_dy_threads2 import threads2_dy
    from comspider_lab.blind.cases_dy_threads3 import threads3_dy

    return threads_dy() + threads2_dy() + threads3_dy() + plain_dy() + mixed_dy()
