"""Blind set DF: every case (built blind: see the README's "Set DF")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_df_cases() -> list[Case]:
    from comspider_lab.blind.cases_df_mixed import mixed_df
    from comspider_lab.blind.cases_df_plain import plain_df
    from comspider_lab.blind.cases_df_threads import threads_df
    from comspider_lab.blind.cases_df_threads2 import threads2_df

    return threads_df() + threads2_df() + plain_df() + mixed_df()
