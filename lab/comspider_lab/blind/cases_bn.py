"""Blind set BN: every case (built blind: see the README's "Set BN")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bn_cases() -> list[Case]:
    from comspider_lab.blind.cases_bn_lists import lists_bn
    from comspider_lab.blind.cases_bn_mixed import mixed_bn
    from comspider_lab.blind.cases_bn_plain import plain_bn
    from comspider_lab.blind.cases_bn_real import real_bn
    from comspider_lab.blind.cases_bn_threads import threads_bn
    from comspider_lab.blind.cases_bn_threads2 import threads2_bn

    return threads_bn() + threads2_bn() + real_bn() + plain_bn() + lists_bn() + mixed_bn()
