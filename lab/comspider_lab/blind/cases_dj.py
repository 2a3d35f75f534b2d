"""Blind set DJ: every case (built blind: see the README's "Set DJ")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dj_cases() -> list[Case]:
    from comspider_lab.blind.cases_dj_mixed import mixed_dj
    from comspider_lab.blind.cases_dj_plain import plain_dj
    from comspider_lab.blind.cases_dj_threads import threads_dj

    return threads_dj() + plain_dj() + mixed_dj()
