"""Blind set em: every case (built blind: see the README's "Set em")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_em_cases() -> list[Case]:
    from comspider_lab.blind.cases_em_plain import plain_em
    from comspider_lab.blind.cases_em_threads import threads_em
    from comspider_lab.blind.cases_em_threads2 import threads2_em
    from comspider_lab.blind.cases_em_threads3 import threads3_em

    return threads_em() + threads2_em() + threads3_em() + plain_em()
