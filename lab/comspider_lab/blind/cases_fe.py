"""Blind set fe: every case (built blind: see the README's "Set fe")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fe_cases() -> list[Case]:
    from comspider_lab.blind.cases_fe_blogs import (
        blogger_railway,
        photo_harbour,
        typepad_cookery,
        wp_allotment,
    )
    from comspider_lab.blind.cases_fe_news import courier_homes, drupal_speed, opinion_library, tech_widget
    from comspider_lab.blind.cases_fe_other import (
        blogger_mixed_quilts,
        herald_plain_lifeboat,
        standard_mixed_letters,
        wp_closed_running,
    )

    return [
        wp_allotment(),
        blogger_railway(),
        typepad_cookery(),
        photo_harbour(),
        drupal_speed(),
        courier_homes(),
        tech_widget(),
        opinion_library(),
        wp_closed_running(),
        herald_plain_lifeboat(),
        blogger_mixed_quilts(),
        standard_mixed_letters(),
    ]
