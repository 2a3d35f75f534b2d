"""Blind set fp: every case (built blind: see the README's "Set fp")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fp_cases() -> list[Case]:
    from comspider_lab.blind.cases_fp_lists import au_tweets, ca_letters, ie_photos, sg_recent, za_closed
    from comspider_lab.blind.cases_fp_threads import ca_ferry, ie_square, uk_allotment, us_drivein
    from comspider_lab.blind.cases_fp_threads2 import au_pool, in_typewriter, nz_fanzone

    return [
        us_drivein(),
        uk_allotment(),
        ie_square(),
        ca_ferry(),
        au_pool(),
        nz_fanzone(),
        in_typewriter(),
        za_closed(),
        sg_recent(),
        ca_letters(),
        au_tweets(),
        ie_photos(),
    ]
