"""Blind set ek: every case (built blind: see the README's "Set ek")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ek_cases() -> list[Case]:
    from comspider_lab.blind.cases_ek_blogs import blogs_ek
    from comspider_lab.blind.cases_ek_news import news_ek
    from comspider_lab.blind.cases_ek_paged import paged_ek

    return blogs_ek() + news_ek() + paged_ek()
