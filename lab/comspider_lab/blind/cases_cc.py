"""Blind set CC: every case (built blind: see the README's "Set CC")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cc_cases() -> list[Case]:
    from comspider_lab.blind.cases_cc_lists import lists_cc
    from comspider_lab.blind.cases_cc_mixed import mixed_cc
    from comspider_lab.blind.cases_cc_news import news_cc
    from comspider_lab.blind.cases_cc_plain import plain_cc
    from comspider_lab.blind.cases_cc_threads import celeb_said, finance_thoughts, tech_posted_by
    from comspider_lab.blind.cases_cc_threads2 import millbrook_hosted, purple_long, terrace_older

    threads = [
        finance_thoughts(),
        celeb_said(),
        tech_posted_by(),
        millbrook_hosted(),
        terrace_older(),
        purple_long(),
    ]
    return threads + news_cc() + plain_cc() + lists_cc() + mixed_cc()
