"""Blind set AK: every case (built blind: see the README's "Set AK")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ak_cases() -> list[Case]:
    from comspider_lab.blind.cases_ak_mixed import mixed_ak
    from comspider_lab.blind.cases_ak_plain import plain_ak
    from comspider_lab.blind.cases_ak_threads import threads_ak
    from comspider_lab.blind.cases_ak_threads2 import threads2_ak

    return threads_ak() + threads2_ak() + plain_ak() + mixed_ak()
