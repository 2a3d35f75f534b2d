"""Blind set Z: every case (built blind: see the README's "Set Z")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_z_cases() -> list[Case]:
    from comspider_lab.blind.cases_z_mixed import mixed_z
    from comspider_lab.blind.cases_z_plain import plain_z
    from comspider_lab.blind.cases_z_real import real_cases_z
    from comspider_lab.blind.cases_z_threads import threads_z

    return real_cases_z() + threads_z() + plain_z() + mixed_z()
