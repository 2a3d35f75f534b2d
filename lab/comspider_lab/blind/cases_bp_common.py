"""Shared helpers of blind set BP, written for this set: ``talk`` (a discussion from an indented block, one comment a
line, each written by hand; the indentation gives the parent), ``draw`` (a thread's markup from a per-case item
function), ``ptext``, ``case`` (a Case from a site, a piece and page bits), ``sheet`` (a bare page of a site),
``rows`` (a furniture list from a block of "a | b | c" lines) and ``payload`` (a thread as JSON for a page script)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_bp import SITES_BP
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_bp import Bits, Piece, render_bp
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "Bits",
    "Case",
    "Note",
    "Piece",
    "Seed",
    "case",
    "children",
    "draw",
    "esc",
    "payload",
    "ptext",
    "rows",
    "seeds",
    "sheet",
    "slug",
    "talk",
    "tops",
]


@dataclass(frozen=True)
class Note:
    """A comment as written for a case: its seed (the truth) and the case's own tags."""

    seed: Seed
    tags: tuple[str, ...] = ()

    @property
    def who(self) -> str:
        return self.seed.author

    @property
    def at(self) -> str:
        return self.seed.when

    @property
    def body(self) -> str:
        return self.seed.text

    @property
    def parent(self) -> int | None:
        return self.seed.parent

    def tag(self, key: str, default: str = "") -> str:
        for t in self.tags:
            if t == key:
                return key
            if t.startswith(key + "="):
                return t.split("=", 1)[1]
        return default


def talk(block: str) -> list[Note]:
    """Lines ``name @ when :: text`` or ``name @ when [tag,key=value] :: text``; two spaces of indentation per
    level: a line answers the nearest line above it that is one level less indented; " // " in a text starts a
    new paragraph (the truth joins paragraphs with a blank line)."""
    out: list[Note] = []
    open_at: list[int] = []
    for raw in block.strip("\n").splitlines():
        if not raw.strip():
            continue
        level = (len(raw) - len(raw.lstrip(" "))) // 2
        head, text = raw.strip().split(" :: ", 1)
        tags: tuple[str, ...] = ()
        if head.endswith("]"):
            head, inner = head[:-1].rsplit("[", 1)
            tags = tuple(x.strip() for x in inner.split(",") if x.strip())
        name, _, when = head.strip().partition(" @ ")
        assert level <= len(open_at), raw
        parent = open_at[level - 1] if level else None
        open_at = [*open_at[:level], len(out)]
        paragraphs = "\n\n".join(p.strip() for p in text.split(" // "))
        out.append(Note(Seed(name.strip(), paragraphs, parent, when.strip()), tags))
    return out


def seeds(ns: list[Note], keep_when: bool = True) -> list[Seed]:
    return [n.seed if keep_when else Seed(n.who, n.body, n.parent, "") for n in ns]


def tops(ns: list[Note]) -> int:
    return sum(n.parent is None for n in ns)


def ptext(text: str, cls: str = "", tag: str = "p") -> str:
    attr = f' class="{cls}"' if cls else ""
    return "".join(f"<{tag}{attr}>{esc(p)}</{tag}>" for p in text.split("\n\n"))


def draw(
    ns: list[Note],
    item: Callable[[int, Note, str], str],
    nest: Callable[[str, int], str],
    parent: int | None = None,
    only: Callable[[int], bool] = lambda i: True,
) -> str:
    """The comments under ``parent`` that ``only`` keeps, each as ``item(index, note, replies)``; the replies
    are ``nest(their markup, index)`` or ""."""
    html = ""
    for i in children(seeds(ns), parent):
        if not only(i):
            continue
        below = draw(ns, item, nest, i, only)
        html += item(i, ns[i], nest(below, i) if below else "")
    return html


def payload(ns: list[Note], extra: Callable[[int, Note], dict[str, object]] | None = None) -> str:
    data = []
    for i, n in enumerate(ns):
        d: dict[str, object] = {
            "n": i + 1,
            "user": n.who,
            "posted": n.at,
            "msg": n.body,
            "to": None if n.parent is None else n.parent + 1,
        }
        if extra:
            d.update(extra(i, n))
        data.append(d)
    return json.dumps(data, ensure_ascii=False)


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


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
    files: dict[str, str] | None = None,
    check_steps: tuple[str, ...] = (),
    lookalikes: tuple[str, ...] = (),
    comments_page: str | None = None,
) -> Case:
    site = SITES_BP[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal=reveal,
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_bp(site, piece, bits),
        comments=comments,
        system=system,
        static=static,
        files=files or {},
        check_steps=check_steps,
        lookalikes=lookalikes,
        comments_page=comments_page,
    )


def sheet(site_key: str, title: str, body: str, style: str = "") -> str:
    """A bare page of the site (a comments page of its own)."""
    site = SITES_BP[site_key]
    return (
        f'<!doctype html>\n<html lang="{site.lang}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>{esc(title)} | {esc(site.name)}</title>\n'
        f"<style>body{{font:16px/1.6 Helvetica,Arial,sans-serif;max-width:820px;margin:0 auto;padding:18px;color:#161616}}"
        f'{style}</style>\n</head>\n<body>\n<header><a href="/">{esc(site.name)}</a></header>\n{body}\n</body>\n</html>\n'
    )
