"""Blind set fd: every case (built blind: see the README's "Set fd")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fd_cases() -> list[Case]:
    from comspider_lab.blind.cases_fd_look import el_fotografies, en_gardener, en_stories, fr_nids, fr_sondage
    from comspider_lab.blind.cases_fd_north import cs_tramvaj, de_seeufer, fi_piirakat, sv_vaderstation
    from comspider_lab.blind.cases_fd_south import he_ofanaim, tr_kackar, vi_banhxeo

    return [
        fi_piirakat(),
        de_seeufer(),
        en_gardener(),
        sv_vaderstation(),
        tr_kackar(),
        fr_nids(),
        cs_tramvaj(),
        fr_sondage(),
        he_ofanaim(),
        vi_banhxeo(),
        el_fotografies(),
        en_stories(),
    ]
