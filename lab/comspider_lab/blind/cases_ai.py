"""Blind set AI: every case (built blind: see the README's "Set AI")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ai_cases() -> list[Case]:
    from comspider_lab.blind.cases_ai_mixed import mixed_ai
    from comspider_lab.blind.cases_ai_plain import plain_ai
    from comspider_lab.blind.cases_ai_real import real_ai
    from comspider_lab.blind.cases_ai_threads import threads_ai

    return threads_ai() + real_ai() + plain_ai() + mixed_ai()
