"""Blind set AZ: every case (built blind: see the README's "Set AZ")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_az_cases() -> list[Case]:
    from comspider_lab.blind.cases_az_lists import lists_az
    from comspider_lab.blind.cases_az_mixed import mixed_az
    from comspider_lab.blind.cases_az_plain import plain_az
    from comspider_lab.blind.cases_az_threads import threads_az
    from comspider_lab.blind.cases_az_threads2 import threads2_az

    return threads_az() + threads2_az() + plain_az() + lists_az() + mixed_az()
