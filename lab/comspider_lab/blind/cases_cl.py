"""Blind set CL: every case (built blind: see the README's "Set CL")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_cl_cases() -> list[Case]:
    from comspider_lab.blind.cases_cl_lists import lists_cl
    from comspider_lab.blind.cases_cl_long import long_cl
    from comspider_lab.blind.cases_cl_mixed import mixed_cl
    from comspider_lab.blind.cases_cl_numbered import numbered_cl
    from comspider_lab.blind.cases_cl_plain import plain_cl
    from comspider_lab.blind.cases_cl_real import real_cl
    from comspider_lab.blind.cases_cl_threads import threads_cl
    from comspider_lab.blind.cases_cl_threads2 import threads2_cl

    return (
        threads_cl()
        + threads2_cl()
        + long_cl()
        + real_cl()
        + numbered_cl()
        + plain_cl()
        + lists_cl()
        + mixed_cl()
    )
