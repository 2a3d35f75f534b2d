"""Blind set fb: every case (built blind: see the README's "Set fb")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fb_cases() -> list[Case]:
    from comspider_lab.blind.cases_fb_asia import ja_komugi, ko_camping, zh_tainan
    from comspider_lab.blind.cases_fb_europe import cs_mazanec, hu_kert, pl_kaszuby, ru_pech, uk_podil
    from comspider_lab.blind.cases_fb_other import el_panigyri, id_mudik, pt_onibus, tr_kitap

    return [
        ja_komugi(),
        ko_camping(),
        ru_pech(),
        pl_kaszuby(),
        hu_kert(),
        pt_onibus(),
        id_mudik(),
        zh_tainan(),
        uk_podil(),
        cs_mazanec(),
        tr_kitap(),
        el_panigyri(),
    ]
