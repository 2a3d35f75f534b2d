"""Blind set DP: every case (built blind: see the README's "Set DP")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dp_cases() -> list[Case]:
    from comspider_lab.blind.cases_dp_other import other_dp
    from comspider_lab.blind.cases_dp_threads import threads_dp
    from comspider_lab.blind.cases_dp_threads2 import threads2_dp

    return threads_dp() + threads2_dp() + other_dp()
