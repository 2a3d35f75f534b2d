"""Blind set fs: every case (built blind: see the README's "Set fs")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fs_cases() -> list[Case]:
    from comspider_lab.blind.cases_fs_lists import br_enxoval, cs_temata, id_rilis, ro_teren
    from comspider_lab.blind.cases_fs_threads import ar_ranqueles, mx_mercado, tr_sahilyolu, vi_banhcan
    from comspider_lab.blind.cases_fs_threads2 import el_leoforeio, hu_kolesz, ru_most, uk_taryfy

    return [
        mx_mercado(),
        ar_ranqueles(),
        vi_banhcan(),
        tr_sahilyolu(),
        ru_most(),
        uk_taryfy(),
        el_leoforeio(),
        hu_kolesz(),
        cs_temata(),
        ro_teren(),
        br_enxoval(),
        id_rilis(),
    ]
