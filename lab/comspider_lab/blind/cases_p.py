"""Blind set P: every case (built blind: see the README's "Set P")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_p_cases() -> list[Case]:
    from comspider_lab.blind import cases_p_mixed as m
    from comspider_lab.blind import cases_p_plain as p
    from comspider_lab.blind import cases_p_reveal as r
    from comspider_lab.blind import cases_p_threads as t1
    from comspider_lab.blind import cases_p_threads2 as t2

    makers = [
        t1.ka_talk,
        t1.hy_tw,
        t1.el_modules,
        t1.uk_custom,
        t1.bg_blog,
        t1.ar_opinions,
        t1.hi_vue,
        t1.th_hearts,
        t2.zh_iploc,
        t2.ko_best,
        t2.lt_portal,
        t2.sk_reakcie,
        t2.ro_cititori,
        t2.hu_modules,
        t2.sw_maoni,
        t2.vi_ykien,
        r.fa_button_json,
        r.he_lazy,
        r.id_iframe,
        r.ja_drawer,
        p.sl_fuel,
        p.tr_horoscope,
        p.is_warnings,
        p.et_newsletter,
        p.hr_tvguide,
        p.az_rates,
        p.fi_bestsellers,
        p.mt_pharmacies,
        p.uz_transfers,
        p.kk_classifieds,
        m.tl_survey,
        m.pl_press,
        m.ru_telegram,
        m.pt_ratings,
        m.bn_matrimonial,
        m.en_social,
    ]
    return [f() for f in makers]
