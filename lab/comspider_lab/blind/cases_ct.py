"""Blind set CT: every case (built blind: see the README's "Set CT")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ct_cases() -> list[Case]:
    from comspider_lab.blind.cases_ct_lists import lt_perliukai, sl_trgatev_mixed
    from comspider_lab.blind.cases_ct_plain import et_aed, hr_tekst
    from comspider_lab.blind.cases_ct_threads import el_print, hu_olvasoink, tr_forumdan
    from comspider_lab.blind.cases_ct_threads2 import id_tanggapan, ro_pagina2, sk_ohlasy

    return [
        hu_olvasoink(),
        tr_forumdan(),
        el_print(),
        ro_pagina2(),
        sk_ohlasy(),
        id_tanggapan(),
        hr_tekst(),
        et_aed(),
        lt_perliukai(),
        sl_trgatev_mixed(),
    ]
