"""Blind set fj: every case (built blind: see the README's "Set fj")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fj_cases() -> list[Case]:
    from comspider_lab.blind.cases_fj_lists import (
        en_drupal_allotments,
        en_paper_quarry,
        fi_wp_kirjastoauto,
        pt_wp_eletrico,
    )
    from comspider_lab.blind.cases_fj_threads import (
        de_drupal_kreisel,
        en_wp_lido,
        fr_joomla_marais,
        nl_blogger_moestuin,
    )
    from comspider_lab.blind.cases_fj_threads2 import (
        en_mt_diner,
        en_phpbb_keeper,
        es_ee_embalse,
        it_cms_parcheggi,
    )

    return [
        en_wp_lido(),
        de_drupal_kreisel(),
        fr_joomla_marais(),
        nl_blogger_moestuin(),
        en_mt_diner(),
        es_ee_embalse(),
        en_phpbb_keeper(),
        it_cms_parcheggi(),
        fi_wp_kirjastoauto(),
        en_paper_quarry(),
        pt_wp_eletrico(),
        en_drupal_allotments(),
    ]
