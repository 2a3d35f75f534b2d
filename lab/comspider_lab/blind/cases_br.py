"""Blind set BR: every case (built blind: see the README's "Set BR")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_br_cases() -> list[Case]:
    from comspider_lab.blind.cases_br_big import big_br
    from comspider_lab.blind.cases_br_lists import lists_br
    from comspider_lab.blind.cases_br_mixed import mixed_br
    from comspider_lab.blind.cases_br_plain import plain_br
    from comspider_lab.blind.cases_br_real import real_br
    from comspider_lab.blind.cases_br_threads import threads_br
    from comspider_lab.blind.cases_br_threads2 import threads2_br

    return threads_br() + threads2_br() + big_br() + real_br() + plain_br() + lists_br() + mixed_br()
