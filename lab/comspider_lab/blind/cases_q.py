"""Blind set Q: every case (built blind: see the README's "Set Q")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_q_cases() -> list[Case]:
    from comspider_lab.blind import cases_q_mixed as m
    from comspider_lab.blind import cases_q_plain as p
    from comspider_lab.blind import cases_q_reveal as r
    from comspider_lab.blind import cases_q_threads as t1
    from comspider_lab.blind import cases_q_threads2 as t2
    from comspider_lab.blind import cases_q_threads3 as t3
    from comspider_lab.blind import cases_q_threads4 as t4

    makers = [
        t1.en_postedby,
        t1.en_talkback,
        t1.en_paged,
        t1.en_responses,
        t1.en_journal,
        t2.de_atname,
        t2.fr_adit,
        t2.es_hace,
        t2.it_hascritto,
        t2.nl_zei,
        t3.pt_escreveu,
        t3.ru_journal,
        t3.pl_poziom,
        t3.cs_reakce,
        t3.sv_sa,
        t4.nb_innlegg,
        t4.tr_cevap,
        t4.ja_after,
        t4.zh_owner,
        t4.sr_glasovi,
        r.en_toggle,
        r.da_xhr,
        r.ca_iframe,
        r.en_docwrite,
        p.en_photo,
        p.en_church,
        p.en_homes,
        p.id_mirror,
        p.af_notule,
        p.lv_qso,
        p.fi_talkoot,
        p.hu_targyak,
        m.en_diary,
        m.en_referees,
        m.ro_vot,
        m.el_eseis,
    ]
    return [f() for f in makers]
