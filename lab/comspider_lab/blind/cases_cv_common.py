"""Shared helpers of blind set CV, written for this set: ``talk`` (a discussion from an indented block, one comment a
line: "Name :: text", a reply indented by two spaces under the comment it answers), ``case`` (a Case from a site, a
piece and page bits), ``lines`` (the non-empty lines of a block)."""

from __future__ import annotations

from comspider_lab.blind.content_cv import SITES_CV, TERMS
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_cv import Bits, Piece, num, render_cv
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import WALINE_CSS, Seed, isso_embed, waline_embed

__all__ = [
    "SITES_CV",
    "TERMS",
    "WALINE_CSS",
    "Bits",
    "Case",
    "Piece",
    "Seed",
    "case",
    "esc",
    "isso_embed",
    "lines",
    "num",
    "slug",
    "talk",
    "waline_embed",
]

ISSO_ALL = 'data-isso-max-comments-top="inf" data-isso-max-comments-nested="inf"'


def lines(block: str) -> list[str]:
    return [x.strip() for x in block.strip().splitlines() if x.strip()]


def talk(block: str) -> list[Seed]:
    """Comments from lines "Name :: text"; two spaces of indent make a reply to the last comment one level up."""
    out: list[Seed] = []
    stack: list[int] = []  # index of the last comment at each depth
    for raw in block.strip("\n").splitlines():
        if not raw.strip():
            continue
        depth = (len(raw) - len(raw.lstrip(" "))) // 2
        who, _, text = raw.strip().partition(" :: ")
        assert text, raw
        parent = stack[depth - 1] if depth else None
        del stack[depth:]
        stack.append(len(out))
        out.append(Seed(who.strip(), text.strip(), parent))
    return out


def case(
    cid: str,
    kind: str,
    site_key: str,
    piece: Piece,
    bits: Bits,
    comments: list[Seed],
    *,
    path: str,
    reveal: str,
    container: str,
    heading: str | None,
    description: str,
    static: bool = False,
    system: str | None = None,
    check_steps: tuple[str, ...] = (),
    lookalikes: tuple[str, ...] = (),
    files: dict[str, str] | None = None,
    thread_path: str = "",
    thread_server: str = "main",
    comments_page: str | None = None,
) -> Case:
    site = SITES_CV[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_cv(site, piece, bits),
        comments=comments,
        system=system,
        static=static,
        check_steps=check_steps,
        lookalikes=lookalikes,
        files=files or {},
        thread_path=thread_path,
        thread_server=thread_server,
        comments_page=comments_page,
    )
