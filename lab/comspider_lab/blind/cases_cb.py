"""Blind set CB: every case (built blind: see the README's "Set CB")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cb_cases() -> list[Case]:
    from comspider_lab.blind.cases_cb_lists import lists_cb
    from comspider_lab.blind.cases_cb_long import long_cb
    from comspider_lab.blind.cases_cb_mixed import mixed_cb
    from comspider_lab.blind.cases_cb_plain import plain_cb
    from comspider_lab.blind.cases_cb_real import real_cb
    from comspider_lab.blind.cases_cb_threads import threads_cb
    from comspider_lab.blind.cases_cb_threads2 import threads2_cb

    return threads_cb() + threads2_cb() + long_cb() + real_cb() + plain_cb() + lists_cb() + mixed_cb()
