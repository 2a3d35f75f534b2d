"""Blind set fu: every case (built blind: see the README's "Set fu")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fu_cases() -> list[Case]:
    from comspider_lab.blind.cases_fu_lists import et_ahi, ga_halla, is_rettir, sw_maziwa
    from comspider_lab.blind.cases_fu_threads import et_kiik, lt_atlaidai, pt_passeio, sk_lavicky
    from comspider_lab.blind.cases_fu_threads2 import gl_muinos, id_cupang, lb_concert, ro_serbare

    return [
        et_kiik(),
        lt_atlaidai(),
        sk_lavicky(),
        pt_passeio(),
        gl_muinos(),
        ro_serbare(),
        lb_concert(),
        id_cupang(),
        is_rettir(),
        sw_maziwa(),
        et_ahi(),
        ga_halla(),
    ]
