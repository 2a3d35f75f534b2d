"""Blind set N: every case (built blind: see the README's "Set N")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_n_cases() -> list[Case]:
    from comspider_lab.blind import cases_n_mixed as m
    from comspider_lab.blind import cases_n_plain as p
    from comspider_lab.blind import cases_n_reveal as r
    from comspider_lab.blind import cases_n_threads as t1
    from comspider_lab.blind import cases_n_threads2 as t2
    from comspider_lab.blind import cases_n_threads3 as t3

    makers = [
        t1.wp_pingbacks,
        t1.thesis_numbered,
        t1.bspot_threaded,
        t1.tpad_postedby,
        t1.mt_replied,
        t1.town_usernames,
        t2.uk_signed,
        t2.gossip_nested,
        t2.table_rows,
        t2.p_runs,
        t2.drupal_indented,
        t2.joomla_commentby,
        t2.ee_single,
        t3.sports_depth,
        t3.mom_said,
        t3.tech_eleven,
        t3.de_meint,
        t3.es_dice,
        t3.pt_disse,
        t3.uk_two,
        r.wp_comment_page_2,
        r.huff_load_more,
        r.town_view_comments,
        r.long_cp,
        p.transfers,
        p.changelog,
        p.power_rankings,
        p.tumblr_notes,
        p.endorsements,
        p.public_comment,
        p.critics,
        p.honours,
        p.pricewatch,
        p.historique,
        m.mailbag,
        m.guestbook,
        m.transcript,
        m.celeb_tweets,
        m.voxpop,
        m.hanno_detto,
    ]
    return [f() for f in makers]
