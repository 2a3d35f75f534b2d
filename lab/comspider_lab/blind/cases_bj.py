"""Blind set BJ: every case (built blind: see the README's "Set BJ")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bj_cases() -> list[Case]:
    from comspider_lab.blind.cases_bj_lists import lists_bj
    from comspider_lab.blind.cases_bj_mixed import mixed_bj
    from comspider_lab.blind.cases_bj_plain import plain_bj
    from comspider_lab.blind.cases_bj_real import real_bj
    from comspider_lab.blind.cases_bj_threads import threads_bj
    from comspider_lab.blind.cases_bj_threads2 import threads2_bj

    return threads_bj() + threads2_bj() + real_bj() + plain_bj() + lists_bj() + mixed_bj()
