"""Blind set fn: every case (built blind: see the README's "Set fn")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fn_cases() -> list[Case]:
    from comspider_lab.blind.cases_fn_lists import ca_banda, ms_cuti, nn_styret, sw_kwaya
    from comspider_lab.blind.cases_fn_threads import ca_campanar, fi_kylatalo, nb_bringebaer, sk_plavaren
    from comspider_lab.blind.cases_fn_threads2 import bg_chitalishte, hr_trajekt, lt_bites, sl_planina

    return [
        fi_kylatalo(),
        nb_bringebaer(),
        ca_campanar(),
        sk_plavaren(),
        hr_trajekt(),
        lt_bites(),
        bg_chitalishte(),
        sl_planina(),
        ms_cuti(),
        sw_kwaya(),
        nn_styret(),
        ca_banda(),
    ]
