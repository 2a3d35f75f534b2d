"""Blind set fl: every case (built blind: see the README's "Set fl")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fl_cases() -> list[Case]:
    from comspider_lab.blind.cases_fl_lists import he_breikha, tr_pazar, uk_festyval, zh_cn_laojie
    from comspider_lab.blind.cases_fl_threads import ja_natsumatsuri, ko_beoseu, ru_goryachaya, zh_tw_louceng
    from comspider_lab.blind.cases_fl_threads2 import fa_tanker, hi_peepal, th_khlong, vi_chodem

    return [
        zh_tw_louceng(),
        ja_natsumatsuri(),
        ko_beoseu(),
        ru_goryachaya(),
        vi_chodem(),
        th_khlong(),
        fa_tanker(),
        hi_peepal(),
        tr_pazar(),
        uk_festyval(),
        he_breikha(),
        zh_cn_laojie(),
    ]
