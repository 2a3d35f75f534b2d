"""Blind set CA: every case (built blind: see the README's "Set CA")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ca_cases() -> list[Case]:
    from comspider_lab.blind.cases_ca_lists import lists_ca
    from comspider_lab.blind.cases_ca_long import long_ca
    from comspider_lab.blind.cases_ca_mixed import mixed_ca
    from comspider_lab.blind.cases_ca_plain import plain_ca
    from comspider_lab.blind.cases_ca_real import real_ca
    from comspider_lab.blind.cases_ca_threads import threads_ca
    from comspider_lab.blind.cases_ca_threads2 import threads2_ca

    return threads_ca() + threads2_ca() + long_ca() + real_ca() + plain_ca() + lists_ca() + mixed_ca()
