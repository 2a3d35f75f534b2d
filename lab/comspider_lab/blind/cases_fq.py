"""Blind set fq: every case (built blind: see the README's "Set fq")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fq_cases() -> list[Case]:
    from comspider_lab.blind.cases_fq_lists import hu_kukorica, ro_dpn, tr_yemekhane, vi_vinhdanh
    from comspider_lab.blind.cases_fq_threads import ar_tribuna, br_ciclovia, id_jembatan, mx_tianguis
    from comspider_lab.blind.cases_fq_threads2 import cs_parkovani, el_paraliaki, ru_ssd, uk_marshrutka

    return [
        br_ciclovia(),
        mx_tianguis(),
        ar_tribuna(),
        id_jembatan(),
        ru_ssd(),
        uk_marshrutka(),
        cs_parkovani(),
        el_paraliaki(),
        ro_dpn(),
        vi_vinhdanh(),
        hu_kukorica(),
        tr_yemekhane(),
    ]
