"""Blind set DS: every case (built blind: see the README's "Set DS")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ds_cases() -> list[Case]:
    from comspider_lab.blind.cases_ds_plain import plain_ds
    from comspider_lab.blind.cases_ds_plain2 import plain2_ds
    from comspider_lab.blind.cases_ds_threads import threads_ds

    return threads_ds() + plain_ds() + plain2_ds()
