"""Blind set et: every case (built blind: see the README's "Set et")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_et_cases() -> list[Case]:
    from comspider_lab.blind.cases_et_latin import latin_et
    from comspider_lab.blind.cases_et_scripts import scripts_et

    return latin_et() + scripts_et()
