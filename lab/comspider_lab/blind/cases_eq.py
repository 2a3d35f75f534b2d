"""Blind set EQ: every case (built blind: see the README's "Set eq")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_eq_cases() -> list[Case]:
    from comspider_lab.blind.cases_eq_blogs import blogs_eq
    from comspider_lab.blind.cases_eq_news import news_eq
    from comspider_lab.blind.cases_eq_plain import plain_eq

    return blogs_eq() + news_eq() + plain_eq()
