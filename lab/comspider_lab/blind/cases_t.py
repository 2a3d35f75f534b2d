"""Blind set T: every case (built blind: see the README's "Set T")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_t_cases() -> list[Case]:
    from comspider_lab.blind import cases_t_mixed as m
    from comspider_lab.blind import cases_t_plain as p
    from comspider_lab.blind import cases_t_threads as t1
    from comspider_lab.blind import cases_t_threads2 as t2

    makers = [
        t1.de_drawer,
        t1.fr_tab,
        t1.es_ssr,
        t1.it_io,
        t1.pt_more,
        t1.ru_open,
        t1.ja_closed,
        t1.ko_dialog,
        t1.zh_sheet,
        t1.ar_static,
        t1.hi_template,
        t2.th_hover,
        t2.he_dsd,
        t2.tr_big,
        t2.pl_page,
        t2.uk_sc,
        t2.nl_ssr,
        t2.vi_removed,
        t2.en_join,
        t2.el_replies,
        t2.sv_testid,
        t2.id_io_shadow,
        p.ko_ai,
        p.pt_status,
        p.de_parcel,
        p.ja_notif,
        p.ar_chat,
        p.bn_civic,
        p.fr_closed,
        p.tr_school,
        m.en_ai,
        m.cs_status,
        m.fi_notif,
        m.ro_chapters,
        m.hu_chat,
        m.ms_school,
    ]
    return [f() for f in makers]
