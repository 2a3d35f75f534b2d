"""Blind set BE: every case (built blind: see the README's "Set BE")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_be_cases() -> list[Case]:
    from comspider_lab.blind.cases_be_lists import lists_be
    from comspider_lab.blind.cases_be_mixed import mixed_be
    from comspider_lab.blind.cases_be_plain import plain_be
    from comspider_lab.blind.cases_be_threads import threads_be
    from comspider_lab.blind.cases_be_threads2 import threads2_be
    from comspider_lab.blind.cases_be_threads3 import threads3_be

    return threads_be() + threads2_be() + threads3_be() + plain_be() + lists_be() + mixed_be()
