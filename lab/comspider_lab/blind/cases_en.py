"""Blind set en: every case (built blind: see the README's "Set en")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_en_cases() -> list[Case]:
    from comspider_lab.blind.cases_en_blogs import blogs_en
    from comspider_lab.blind.cases_en_intl import intl_en
    from comspider_lab.blind.cases_en_plain import plain_en

    return blogs_en() + intl_en() + plain_en()
