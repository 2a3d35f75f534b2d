"""Blind set AF: every case (built blind: see the README's "Set AF")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_af_cases() -> list[Case]:
    from comspider_lab.blind.cases_af_mixed import mixed_af
    from comspider_lab.blind.cases_af_plain import plain_af
    from comspider_lab.blind.cases_af_threads import threads_af

    return plain_af() + threads_af() + mixed_af()
