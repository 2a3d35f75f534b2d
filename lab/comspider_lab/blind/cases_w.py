"""Blind set W: every case (built blind: see the README's "Set W")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_w_cases() -> list[Case]:
    from comspider_lab.blind import cases_w_mixed as m
    from comspider_lab.blind import cases_w_plain as p
    from comspider_lab.blind import cases_w_threads as t1
    from comspider_lab.blind import cases_w_threads2 as t2

    makers = [
        t1.en_say,
        t1.de_one,
        t1.fr_dl,
        t1.es_tbl,
        t1.it_cards,
        t1.pt_masked,
        t1.nl_one,
        t1.sv_say,
        t1.pl_five,
        t1.tr_aside,
        t2.fa_native,
        t2.hi_native,
        t2.th_native,
        t2.ro_button,
        t2.uk_tab,
        t2.hr_details,
        t2.ja_iframe,
        t2.ms_page,
        p.da_ward,
        p.fi_library,
        p.hu_bakery,
        p.ko_newsroom,
        p.el_kitchen,
        p.zh_forum,
        p.vi_kiln,
        p.id_studio,
        m.cs_piano,
        m.bg_fridge,
        m.he_knit,
        m.en_maker,
    ]
    return [f() for f in makers]
