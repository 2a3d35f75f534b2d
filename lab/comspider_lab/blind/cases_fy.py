"""Blind set fy: every case (built blind: see the README's "Set fy")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fy_cases() -> list[Case]:
    from comspider_lab.blind.cases_fy_look import ca_acta, es_citas, id_testimoni, sk_rozhovor, vi_hoidap
    from comspider_lab.blind.cases_fy_threads import de_tischtennis, it_parrocchia, nl_dorpskrant, sv_surdeg
    from comspider_lab.blind.cases_fy_threads2 import fi_koulu, hr_pcelar, ro_podul

    return [
        nl_dorpskrant(),
        de_tischtennis(),
        sv_surdeg(),
        it_parrocchia(),
        fi_koulu(),
        hr_pcelar(),
        ro_podul(),
        sk_rozhovor(),
        ca_acta(),
        id_testimoni(),
        vi_hoidap(),
        es_citas(),
    ]
