"""Blind set ES: every case (built blind: see the README's "Set es")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_es_cases() -> list[Case]:
    from comspider_lab.blind.cases_es_plain import plain_es
    from comspider_lab.blind.cases_es_threads import threads_es
    from comspider_lab.blind.cases_es_threads2 import threads2_es

    return threads_es() + threads2_es() + plain_es()
