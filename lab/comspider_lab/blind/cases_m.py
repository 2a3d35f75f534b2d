"""Blind set M: every case (built blind: see the README's "Set M")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_m_cases() -> list[Case]:
    from comspider_lab.blind import cases_m_mixed as m
    from comspider_lab.blind import cases_m_plain as p
    from comspider_lab.blind import cases_m_threads as t1
    from comspider_lab.blind import cases_m_threads2 as t2

    makers = [
        t1.dl_ja,
        t1.postbit_zh,
        t1.at_ar,
        t1.talkback_he,
        t1.button_ko,
        t1.table_th,
        t1.two_bn,
        t1.postbit_tr,
        t1.pager_pl,
        t1.sixty_en,
        t2.drupal_de,
        t2.suivants_fr,
        t2.dl_es,
        t2.blockquote_it,
        t2.tree_ru,
        t2.two_ur,
        t2.scroll_nl,
        t2.toggle_sv,
        t2.one_pt,
        t2.diskuse_cs,
        p.soittolista_fi,
        p.eredmenyek_hu,
        p.live_ro,
        p.riwayat_id,
        p.tructiep_vi,
        p.avtory_uk,
        p.genealogia_el,
        p.film_hi,
        p.jiuri_ka,
        p.orodha_sw,
        m.zendeh_fa,
        m.chat_sr,
        m.noter_da,
        m.pandhu_ta,
        m.updates_en,
        m.munja_ko,
    ]
    return [f() for f in makers]
