"""Blind set ec: every case (built blind: see the README's "Set ec")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ec_cases() -> list[Case]:
    from comspider_lab.blind.cases_ec_mixed import mixed_ec
    from comspider_lab.blind.cases_ec_plain import plain_ec
    from comspider_lab.blind.cases_ec_threads import threads_ec
    from comspider_lab.blind.cases_ec_threads2 import threads2_ec
    from comspider_lab.blind.cases_ec_threads3 import threads3_ec

    return threads_ec() + threads2_ec() + threads3_ec() + plain_ec() + mixed_ec()
