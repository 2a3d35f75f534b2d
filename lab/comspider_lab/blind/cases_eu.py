"""Blind set eu: every case (built blind: see the README's "Set eu")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_eu_cases() -> list[Case]:
    from comspider_lab.blind.cases_eu_plain import plain_eu
    from comspider_lab.blind.cases_eu_threads import threads_eu
    from comspider_lab.blind.cases_eu_threads2 import threads2_eu

    return threads_eu() + threads2_eu() + plain_eu()
