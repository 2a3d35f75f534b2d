"""Blind set CU: every case (built blind: see the README's "Set CU")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cu_cases() -> list[Case]:
    from comspider_lab.blind.cases_cu_lists import lists_cu
    from comspider_lab.blind.cases_cu_mixed import mixed_cu
    from comspider_lab.blind.cases_cu_plain import plain_cu
    from comspider_lab.blind.cases_cu_threads import threads_cu
    from comspider_lab.blind.cases_cu_threads2 import threads2_cu
    from comspider_lab.blind.cases_cu_threads3 import threads3_cu

    return threads_cu() + threads2_cu() + threads3_cu() + plain_cu() + lists_cu() + mixed_cu()
