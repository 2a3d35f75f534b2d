"""Blind set fg: every case (built blind: see the README's "Set fg")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_fg_cases() -> list[Case]:
    from comspider_lab.blind.cases_fg_other import (
        en_mixed_arena,
        en_plain_fares,
        nl_plain_speeltuin,
        pt_mixed_mercado,
        sv_plain_forskola,
    )
    from comspider_lab.blind.cases_fg_threads import de_markt, en_diner, en_library, pl_autobus
    from comspider_lab.blind.cases_fg_threads2 import es_calle, fr_maternite, it_ponte

    return [
        en_library(),
        de_markt(),
        pl_autobus(),
        en_diner(),
        fr_maternite(),
        es_calle(),
        it_ponte(),
        en_plain_fares(),
        nl_plain_speeltuin(),
        sv_plain_forskola(),
        pt_mixed_mercado(),
        en_mixed_arena(),
    ]
