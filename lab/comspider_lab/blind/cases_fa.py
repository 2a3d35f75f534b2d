"""Blind set fa: every case (built blind: see the README's "Set fa")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fa_cases() -> list[Case]:
    from comspider_lab.blind.cases_fa_local import cs_seminar, nl_voetbal, pt_clube, sv_samrad
    from comspider_lab.blind.cases_fa_mixed import en_photo, fi_podcast, it_evento, ja_recipe
    from comspider_lab.blind.cases_fa_threads import de_foto, es_podcast, fr_recette, pl_tutorial

    return [
        fr_recette(),
        de_foto(),
        es_podcast(),
        pl_tutorial(),
        nl_voetbal(),
        sv_samrad(),
        pt_clube(),
        cs_seminar(),
        it_evento(),
        en_photo(),
        fi_podcast(),
        ja_recipe(),
    ]
