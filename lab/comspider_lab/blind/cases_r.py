"""Blind set R: every case (built blind: see the README's "Set R")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_r_cases() -> list[Case]:
    from comspider_lab.blind import cases_r_mixed as m
    from comspider_lab.blind import cases_r_plain as p
    from comspider_lab.blind import cases_r_reveal as r
    from comspider_lab.blind import cases_r_threads as t1
    from comspider_lab.blind import cases_r_threads2 as t2

    makers = [
        t1.en_oneline,
        t1.en_blogger,
        t1.en_single,
        t1.ar_dl,
        t1.hi_oneline,
        t1.el_table,
        t1.de_after,
        t1.fr_ol,
        t2.es_uno,
        t2.it_oneline,
        t2.pt_cite,
        t2.ja_nested,
        t2.tr_plain,
        t2.vi_after,
        t2.pl_h4,
        t2.nl_een,
        r.ko_details,
        r.th_shadow,
        r.he_modal,
        r.uk_scroll,
        p.nb_havn,
        p.hr_potres,
        p.sv_fart,
        p.sk_chodniky,
        p.ro_curent,
        p.ru_citaty,
        p.da_traeer,
        p.es_arbitros,
        p.id_mancing,
        p.en_peals,
        m.fi_kaannos,
        m.hu_rendor,
        m.bg_vino,
        m.ms_catur,
        m.cs_schranka,
        m.en_oral,
    ]
    return [f() for f in makers]
