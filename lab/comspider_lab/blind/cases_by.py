"""Blind set BY: every case (built blind: see the README's "Set BY")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_by_cases() -> list[Case]:
    from comspider_lab.blind.cases_by_disqus import disqus_by
    from comspider_lab.blind.cases_by_lists import lists_by
    from comspider_lab.blind.cases_by_mixed import mixed_by
    from comspider_lab.blind.cases_by_plain import plain_by
    from comspider_lab.blind.cases_by_real import real_by
    from comspider_lab.blind.cases_by_widgets import widgets_by
    from comspider_lab.blind.cases_by_widgets2 import widgets2_by

    return disqus_by() + widgets_by() + widgets2_by() + real_by() + plain_by() + lists_by() + mixed_by()
