"""Blind set AA: every case (built blind: see the README's "Set AA")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_aa_cases() -> list[Case]:
    from comspider_lab.blind.cases_aa_mixed import mixed_aa
    from comspider_lab.blind.cases_aa_plain import plain_aa
    from comspider_lab.blind.cases_aa_real import real_cases_aa
    from comspider_lab.blind.cases_aa_threads import threads_aa

    return real_cases_aa() + threads_aa() + plain_aa() + mixed_aa()
