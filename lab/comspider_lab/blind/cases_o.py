"""Blind set O: every case (built blind: see the README's "Set O")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_o_cases() -> list[Case]:
    from comspider_lab.blind import cases_o_mixed as m
    from comspider_lab.blind import cases_o_plain as p
    from comspider_lab.blind import cases_o_reveal as r
    from comspider_lab.blind import cases_o_threads as t1
    from comspider_lab.blind import cases_o_threads2 as t2

    makers = [
        t1.k2_cycling,
        t1.d7_irish,
        t1.vb_trucks,
        t1.phpbb_rail,
        t1.posterous_ed,
        t1.sq5_brew,
        t1.ning_quilt,
        t1.txp_type,
        t2.s9y_de,
        t2.dc_fr,
        t2.habari_dev,
        t2.tpad_wine,
        t2.za_courier,
        t2.au_riverina,
        t2.in_deccan,
        t2.mag_music,
        r.ca_page2,
        r.ie_showall,
        r.es_ver,
        r.au_loadmore,
        p.planning,
        p.traffic,
        p.geocache,
        p.birding,
        p.prayer,
        p.racecard,
        p.pets,
        p.swaplist,
        p.p2000,
        p.gipfelbuch,
        m.best_of,
        m.reviews_quoted,
        m.spotters,
        m.layouts,
        m.scraps,
        m.errata,
    ]
    return [f() for f in makers]
