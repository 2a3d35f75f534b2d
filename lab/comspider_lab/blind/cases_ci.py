"""Blind set CI: every case (built blind: see the README's "Set CI")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ci_cases() -> list[Case]:
    from comspider_lab.blind.cases_ci_mixed import mixed_ci
    from comspider_lab.blind.cases_ci_plain import lists_ci, plain_ci
    from comspider_lab.blind.cases_ci_threads import threads_ci
    from comspider_lab.blind.cases_ci_threads2 import threads2_ci

    return threads_ci() + threads2_ci() + plain_ci() + lists_ci() + mixed_ci()
