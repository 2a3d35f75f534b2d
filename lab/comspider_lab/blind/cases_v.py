"""Blind set V: every case (built blind: see the README's "Set V")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_v_cases() -> list[Case]:
    from comspider_lab.blind import cases_v_mixed as m
    from comspider_lab.blind import cases_v_plain as p
    from comspider_lab.blind import cases_v_threads as t1
    from comspider_lab.blind import cases_v_threads2 as t2

    makers = [
        t1.it_yearless,
        t1.ru_vtime,
        t1.ja_md,
        t1.de_show,
        t1.en_us,
        t1.tr_short,
        t1.nb_kl,
        t1.es_modal,
        t1.zh_rel,
        t1.fi_weekday,
        t2.nl_iframe,
        t2.ar_native,
        t2.bn_native,
        t2.pl_dsd,
        t2.ko_shadow,
        t2.pt_full,
        t2.fr_scroll,
        t2.vi_small,
        t2.el_small,
        p.it_departures,
        p.sv_training,
        p.fr_tours,
        p.da_council,
        p.ko_cinema,
        p.tr_blood,
        p.ja_gym,
        m.hu_choir,
        m.cs_stars,
        m.en_garden,
        m.id_cooking,
    ]
    return [f() for f in makers]
