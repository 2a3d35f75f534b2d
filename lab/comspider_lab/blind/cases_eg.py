"""Blind set eg: every case (built blind: see the README's "Set eg")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_eg_cases() -> list[Case]:
    from comspider_lab.blind.cases_eg_plain import plain_eg
    from comspider_lab.blind.cases_eg_threads import threads_eg
    from comspider_lab.blind.cases_eg_threads2 import threads2_eg
    from comspider_lab.blind.cases_eg_threads3 import threads3_eg
    from comspider_lab.blind.cases_eg_threads4 import threads4_eg

    return threads_eg() + threads2_eg() + threads3_eg() + threads4_eg() + plain_eg()
