"""Blind set DB: every case (built blind: see the README's "Set DB")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_db_cases() -> list[Case]:
    from comspider_lab.blind.cases_db_mixed import mixed_db
    from comspider_lab.blind.cases_db_plain import plain_db
    from comspider_lab.blind.cases_db_threads import threads_db

    return threads_db() + plain_db() + mixed_db()
