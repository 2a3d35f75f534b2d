"""Blind set EH: every case (built blind: see the README's "Set eh")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_eh_cases() -> list[Case]:
    from comspider_lab.blind.cases_eh_mixed import mixed_eh
    from comspider_lab.blind.cases_eh_plain import plain_eh
    from comspider_lab.blind.cases_eh_threads import threads_eh
    from comspider_lab.blind.cases_eh_threads2 import threads2_eh
    from comspider_lab.blind.cases_eh_threads3 import threads3_eh

    return threads_eh() + threads2_eh() + threads3_eh() + plain_eh() + mixed_eh()
