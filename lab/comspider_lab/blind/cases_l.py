"""Blind set L: every case (built blind: see the README's "Set L")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_l_cases() -> list[Case]:
    from comspider_lab.blind import cases_l_mixed as m
    from comspider_lab.blind import cases_l_plain as p
    from comspider_lab.blind import cases_l_real as r
    from comspider_lab.blind import cases_l_threads as t1
    from comspider_lab.blind import cases_l_threads2 as t2
    from comspider_lab.blind import cases_l_threads3 as t3

    makers = [
        r.isso_tr,
        r.waline_ko,
        t1.dsq_en,
        t1.dsq_it,
        t1.idb_nl,
        t1.lf_pt,
        t1.echo_pl,
        t2.pluck_es,
        t2.fb_fr,
        t2.gigya_el,
        t2.blogger_id,
        t2.lj_ru,
        t2.typepad_hu,
        t3.kinja_en,
        t3.quoted_fa,
        t3.aeltere_de,
        t3.small_uk,
        t3.one_vi,
        t3.two_hi,
        t3.long_en,
        p.carnival_en,
        p.traductions_fr,
        p.mailingliste_de,
        p.lj_druzya_ru,
        p.meneame_es,
        p.douban_zh,
        p.social_reader_ar,
        p.jinji_ja,
        p.apoiadores_pt,
        p.pitronot_he,
        m.matome_ja,
        m.irc_en,
        m.fb_activity_ar,
        m.korsord_sv,
        m.eksi_tr,
        m.sina_zh,
    ]
    return [f() for f in makers]
