"""Blind set DR: every case (built blind: see the README's "Set DR")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_dr_cases() -> list[Case]:
    from comspider_lab.blind.cases_dr_caza import ca_examiner, za_highveld
    from comspider_lab.blind.cases_dr_intl import de_abendpost, es_gaceta
    from comspider_lab.blind.cases_dr_nzmag import mag_meridian, nz_tasman
    from comspider_lab.blind.cases_dr_plain import uk_review_closed, us_tv_mostcommented
    from comspider_lab.blind.cases_dr_uk import uk_albionpost
    from comspider_lab.blind.cases_dr_us import us_ledger

    return [
        us_ledger(),
        uk_albionpost(),
        ca_examiner(),
        za_highveld(),
        nz_tasman(),
        mag_meridian(),
        de_abendpost(),
        es_gaceta(),
        uk_review_closed(),
        us_tv_mostcommented(),
    ]
