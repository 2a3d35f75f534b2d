"""Blind set ed: every case (built blind: see the README's "Set ed")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ed_cases() -> list[Case]:
    from comspider_lab.blind.cases_ed_mixed import mixed_ed
    from comspider_lab.blind.cases_ed_plain import plain_ed
    from comspider_lab.blind.cases_ed_threads import threads_ed
    from comspider_lab.blind.cases_ed_threads2 import threads2_ed
    from comspider_lab.blind.cases_ed_threads3 import threads3_ed

    return threads_ed() + threads2_ed() + threads3_ed() + plain_ed() + mixed_ed()
