"""Blind set ga: every case (built blind: see the README's "Set ga")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ga_cases() -> list[Case]:
    from comspider_lab.blind.cases_ga_look import (
        cy_cyngor_tref,
        hr_recept,
        ptbr_livraria,
        ro_club_sah,
        sk_skola_vylet,
    )
    from comspider_lab.blind.cases_ga_threads import de_musikverein, es_mercado, it_campanile, nl_modelspoor
    from comspider_lab.blind.cases_ga_threads2 import ca_excursionista, fi_paikallislehti, sv_fagelblogg

    return [
        es_mercado(),
        it_campanile(),
        de_musikverein(),
        nl_modelspoor(),
        sv_fagelblogg(),
        fi_paikallislehti(),
        ca_excursionista(),
        sk_skola_vylet(),
        hr_recept(),
        ro_club_sah(),
        ptbr_livraria(),
        cy_cyngor_tref(),
    ]
