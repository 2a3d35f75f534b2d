"""Blind set DO: every case (built blind: see the README's "Set DO")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_do_cases() -> list[Case]:
    from comspider_lab.blind.cases_do_mixed import mixed_do
    from comspider_lab.blind.cases_do_plain import plain_do
    from comspider_lab.blind.cases_do_threads import threads_do
    from comspider_lab.blind.cases_do_threads2 import threads2_do

    return threads_do() + threads2_do() + plain_do() + mixed_do()
