"""Blind set CJ: every case (built blind: see the README's "Set CJ")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cj_cases() -> list[Case]:
    from comspider_lab.blind.cases_cj_lists import lists_cj
    from comspider_lab.blind.cases_cj_mixed import mixed_cj
    from comspider_lab.blind.cases_cj_plain import plain_cj
    from comspider_lab.blind.cases_cj_threads import threads_cj
    from comspider_lab.blind.cases_cj_threads2 import threads2_cj

    return threads_cj() + threads2_cj() + plain_cj() + lists_cj() + mixed_cj()
