"""Blind set DT: every case (built blind: see the README's "Set DT")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dt_cases() -> list[Case]:
    from comspider_lab.blind.cases_dt_forums1 import forums1_dt
    from comspider_lab.blind.cases_dt_forums2 import forums2_dt
    from comspider_lab.blind.cases_dt_plain import plain_dt

    return forums1_dt() + forums2_dt() + plain_dt()
