"""Blind set DC: every case (built blind: see the README's "Set DC")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dc_cases() -> list[Case]:
    from comspider_lab.blind.cases_dc_mixed import mixed_dc
    from comspider_lab.blind.cases_dc_plain import plain_dc
    from comspider_lab.blind.cases_dc_threads import threads_dc
    from comspider_lab.blind.cases_dc_threads2 import threads2_dc

    return threads_dc() + threads2_dc() + plain_dc() + mixed_dc()
