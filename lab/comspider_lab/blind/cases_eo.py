"""Blind set EO: every case (built blind: see the README's "Set eo")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_eo_cases() -> list[Case]:
    from comspider_lab.blind.cases_eo_plain import plain_eo
    from comspider_lab.blind.cases_eo_threads import threads_eo
    from comspider_lab.blind.cases_eo_threads2 import threads2_eo
    from comspider_lab.blind.cases_eo_threads3 import threads3_eo

    return threads_eo() + threads2_eo() + threads3_eo() + plain_eo()
