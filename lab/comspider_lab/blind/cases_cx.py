"""Blind set CX: every case (built blind: see the README's "Set CX")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cx_cases() -> list[Case]:
    from comspider_lab.blind.cases_cx_other import cs_plain, nl_plain, pt_mixed, sv_hosts
    from comspider_lab.blind.cases_cx_threads import de_wordpress, es_blogger, fr_cms
    from comspider_lab.blind.cases_cx_threads2 import it_jcomments, pl_drupal, ru_platform

    return [
        de_wordpress(),
        fr_cms(),
        es_blogger(),
        it_jcomments(),
        pl_drupal(),
        ru_platform(),
        nl_plain(),
        cs_plain(),
        sv_hosts(),
        pt_mixed(),
    ]
