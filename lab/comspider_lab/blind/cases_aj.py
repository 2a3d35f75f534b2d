"""Blind set AJ: every case (built blind: see the README's "Set AJ")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_aj_cases() -> list[Case]:
    from comspider_lab.blind.cases_aj_mixed import mixed_aj
    from comspider_lab.blind.cases_aj_plain import plain_aj
    from comspider_lab.blind.cases_aj_threads import threads_aj

    return threads_aj() + plain_aj() + mixed_aj()
