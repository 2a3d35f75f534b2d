"""Shared helpers of blind set DF (written for this set): ``talk`` reads a discussion from an indented block, one
reader's entry a line (``NAME @ WHEN :: TEXT``, paragraphs split by `` // ``, depth by leading ``>``: the parent is
the latest earlier entry one level up; ``WHEN`` may be empty), ``paras`` (a text's paragraphs in elements, or joined
by ``<br><br>``), ``box`` and ``counted`` (rail furniture), ``share`` (a share bar with counts), ``form`` (a reply
form of the era without the word the set avoids) and ``make`` (a Case)."""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["Case", "R", "box", "counted", "esc", "form", "make", "paras", "share", "slug", "talk"]


@dataclass(frozen=True)
class R:
    """One reader's entry as the page prints it."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int


def talk(block: str) -> list[R]:
    out: list[R] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        head, body = line.split(" :: ", 1)
        who, at = (x.strip() for x in head.split(" @ ", 1))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent = max(i for i, c in enumerate(out) if c.depth == depth - 1) if depth else None
        out.append(R(who, at, text, parent, depth))
    return out


def paras(text: str, tag: str = "p", br: bool = False, attrs: str = "") -> str:
    parts = [esc(x) for x in text.split("\n\n")]
    if br:
        return "<br><br>\n".join(parts)
    a = f" {attrs}" if attrs else ""
    return "".join(f"<{tag}{a}>{x}</{tag}>" for x in parts)


def box(title: str, inner: str, cls: str = "rbox", title_tag: str = "h3") -> str:
    return f'<div class="{cls}"><{title_tag}>{esc(title)}</{title_tag}>{inner}</div>'


def counted(rows: str, word: str, tag: str = "ol") -> str:
    """A list from "title | count" lines."""
    items = []
    for row in rows.strip().splitlines():
        title, count = (x.strip() for x in row.split("|"))
        items.append(
            f'<li><a href="/{slug(title)[:40]}/">{esc(title)}</a> <span class="n">({esc(count)} {word})</span></li>'
        )
    return f"<{tag}>" + "".join(items) + f"</{tag}>"


def share(fb: int, tw: int, extra: str = "") -> str:
    return (
        '<div class="sharebar"><span class="lbl">Share:</span> '
        f'<a class="fb" href="http://www.facebook.com/sharer.php?u=#">Facebook</a> <span class="cnt">{fb}</span> '
        f'<a class="tw" href="http://twitter.com/share">Tweet</a> <span class="cnt">{tw}</span> '
        '<a class="em" href="/email-a-friend/">Email</a> <a class="pr" href="?print=1">Print</a>'
        f"{extra}</div>"
    )


def form(title: str, button: str = "Submit", note: str = "") -> str:
    return (
        f'<div class="sayform"><h3>{esc(title)}</h3>'
        + (f'<p class="note">{esc(note)}</p>' if note else "")
        + '<form method="post" action="/say/post"><p><label>Your name<br><input type="text" name="yourname" size="30"></label></p>'
        '<p><label>Email (not published)<br><input type="text" name="youremail" size="30"></label></p>'
        '<p><label>Your message<br><textarea name="msg" rows="6" cols="50"></textarea></label></p>'
        f'<p><input type="submit" value="{esc(button)}"></p></form></div>'
    )


def make(
    cid: str,
    kind: str,
    html: str,
    rs: list[R],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    return Case(
        id=cid,
        kind=kind,
        language="en",
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=html,
        comments=[Seed(r.who, r.body, r.parent, r.at) for r in rs],
        static=True,
        lookalikes=lookalikes,
    )
