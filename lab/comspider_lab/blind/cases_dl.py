"""Blind set DL: every case (built blind: see the README's "Set DL")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dl_cases() -> list[Case]:
    from comspider_lab.blind.cases_dl_mixed import mixed_dl
    from comspider_lab.blind.cases_dl_plain import plain_dl
    from comspider_lab.blind.cases_dl_threads import threads_dl
    from comspider_lab.blind.cases_dl_threads2 import threads2_dl

    return threads_dl() + threads2_dl() + plain_dl() + mixed_dl()
