"""Blind set DQ: every case (built blind: see the README's "Set DQ")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dq_cases() -> list[Case]:
    from comspider_lab.blind.cases_dq_plain import plain_dq
    from comspider_lab.blind.cases_dq_threads import threads_dq

    return threads_dq() + plain_dq()
