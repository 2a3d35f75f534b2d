"""Blind set S: every case (built blind: see the README's "Set S")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_s_cases() -> list[Case]:
    from comspider_lab.blind import cases_s_mixed as m
    from comspider_lab.blind import cases_s_plain as p
    from comspider_lab.blind import cases_s_threads as t1
    from comspider_lab.blind import cases_s_threads2 as t2

    makers = [
        t1.en_reactions,
        t1.de_nummer,
        t1.fr_chiffre,
        t1.es_sintitulo,
        t1.ru_obsuzhdenie,
        t1.ja_bango,
        t1.ar_araa,
        t1.zh_lou,
        t2.ko_number,
        t2.hi_raay,
        t2.pt_oito,
        t2.fa_bionvan,
        t2.it_commenti,
        t2.nl_zes,
        t2.pl_bez,
        t2.tr_yorumlar,
        t2.en_answers,
        t2.el_dyo,
        p.sv_gator,
        p.cs_role,
        p.ja_tanzaku,
        p.en_cocktails,
        p.de_inschriften,
        p.fi_sanasto,
        p.es_candidaturas,
        p.uk_imena,
        p.th_talat,
        p.he_trempim,
        m.en_jokes,
        m.nb_russ,
        m.hu_haiku,
        m.ro_dedicatii,
        m.id_julukan,
        m.vi_khauhieu,
    ]
    return [f() for f in makers]
