"""Blind set AX: every case (built blind: see the README's "Set AX")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ax_cases() -> list[Case]:
    from comspider_lab.blind.cases_ax_hosted import hosted_ax
    from comspider_lab.blind.cases_ax_lists import lists_ax
    from comspider_lab.blind.cases_ax_mixed import mixed_ax
    from comspider_lab.blind.cases_ax_own import own_ax
    from comspider_lab.blind.cases_ax_own2 import own2_ax
    from comspider_lab.blind.cases_ax_plain import plain_ax
    from comspider_lab.blind.cases_ax_social import social_ax

    return hosted_ax() + social_ax() + own_ax() + own2_ax() + plain_ax() + lists_ax() + mixed_ax()
