"""Blind set CN: every case (built blind: see the README's "Set CN")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cn_cases() -> list[Case]:
    from comspider_lab.blind.cases_cn_lists import lists_cn
    from comspider_lab.blind.cases_cn_mixed import mixed_cn
    from comspider_lab.blind.cases_cn_plain import plain_cn
    from comspider_lab.blind.cases_cn_threads import threads_cn
    from comspider_lab.blind.cases_cn_threads2 import threads2_cn

    return threads_cn() + threads2_cn() + plain_cn() + lists_cn() + mixed_cn()
