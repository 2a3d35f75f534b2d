"""Blind set BT: every case (built blind: see the README's "Set BT")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bt_cases() -> list[Case]:
    from comspider_lab.blind.cases_bt_lists import lists_bt
    from comspider_lab.blind.cases_bt_long import long_bt
    from comspider_lab.blind.cases_bt_mixed import mixed_bt
    from comspider_lab.blind.cases_bt_plain import plain_bt
    from comspider_lab.blind.cases_bt_real import real_bt
    from comspider_lab.blind.cases_bt_threads import threads_bt
    from comspider_lab.blind.cases_bt_threads2 import threads2_bt

    return threads_bt() + threads2_bt() + long_bt() + real_bt() + plain_bt() + lists_bt() + mixed_bt()
