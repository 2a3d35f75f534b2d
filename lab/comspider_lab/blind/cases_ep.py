"""Blind set ep: every case (built blind: see the README's "Set ep")."""

from __future__ import annotations

from comspider_lab.blind.model import Case


def set_ep_cases() -> list[Case]:
    from comspider_lab.blind.cases_ep_plain import plain_ep
    from comspider_lab.blind.cases_ep_plain2 import plain2_ep

    return plain_ep() + plain2_ep()
