"""Blind set AE: every case (built blind: see the README's "Set AE")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ae_cases() -> list[Case]:
    from comspider_lab.blind.cases_ae_mixed import mixed_ae
    from comspider_lab.blind.cases_ae_plain import plain_ae
    from comspider_lab.blind.cases_ae_real import real_cases_ae
    from comspider_lab.blind.cases_ae_threads import threads_ae
    from comspider_lab.blind.cases_ae_threads2 import threads2_ae

    return real_cases_ae() + threads_ae() + threads2_ae() + plain_ae() + mixed_ae()
