"""Blind set U: every case (built blind: see the README's "Set U")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_u_cases() -> list[Case]:
    from comspider_lab.blind import cases_u_mixed as m
    from comspider_lab.blind import cases_u_plain as p
    from comspider_lab.blind import cases_u_threads as t1
    from comspider_lab.blind import cases_u_threads2 as t2

    makers = [
        t1.de_count,
        t1.fr_preview,
        t1.es_page,
        t1.it_paged,
        t1.ja_iframe,
        t1.ko_details,
        t1.zh_replies,
        t1.ar_digits,
        t1.hi_scroll,
        t2.ru_moder,
        t2.pl_quotes,
        t2.pt_pick,
        t2.tr_infinite,
        t2.vi_accordion,
        t2.he_older,
        t2.sw_static,
        t2.en_icon,
        t2.fa_persian,
        p.de_court,
        p.cs_amend,
        p.sv_births,
        p.th_auction,
        p.fi_defences,
        p.uk_documents,
        m.nl_repair,
        m.id_donors,
        m.ro_hearings,
        m.en_bookclub,
    ]
    return [f() for f in makers]
