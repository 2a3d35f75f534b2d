"""Blind set BP: every case (built blind: see the README's "Set BP")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_bp_cases() -> list[Case]:
    from comspider_lab.blind.cases_bp_lists import lists_bp
    from comspider_lab.blind.cases_bp_mixed import mixed_bp
    from comspider_lab.blind.cases_bp_plain import plain_bp
    from comspider_lab.blind.cases_bp_real import real_bp
    from comspider_lab.blind.cases_bp_threads import threads_bp
    from comspider_lab.blind.cases_bp_threads2 import threads2_bp

    return threads_bp() + threads2_bp() + real_bp() + plain_bp() + lists_bp() + mixed_bp()
