"""Shared helpers of blind set AR, written for this set: ``make`` (a case from a site, a story and page parts),
``thread`` (a discussion from a block of lines, one comment a line, each written by hand), ``rows`` ("|"-separated
fields), ``body`` (a comment's text as markup: paragraphs, a quoted passage, links, a "read more" cut), ``tree``
(a thread's markup from a per-case item function) and ``TOGGLE`` (the small script of "read more" and "show
original" buttons).

A comment's raw text: " // " starts a paragraph; a paragraph starting "> " is a passage of the article quoted in a
``blockquote``; "[[href|label]]" is a link; " ^^ " marks where "read more" cuts (the rest is in the HTML, hidden).
The truth's text is what a reader reads: the paragraphs joined by a blank line, the labels of the links, the whole
text past the cut."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

from comspider_lab.blind.content_ar import SITES_AR
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_ar import Parts, Story, render_ar
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "TOGGLE",
    "C",
    "Case",
    "Parts",
    "Seed",
    "Story",
    "body",
    "esc",
    "make",
    "rows",
    "seeds",
    "slug",
    "thread",
    "tree",
]

_LINK = re.compile(r"\[\[([^|\]]+)\|([^\]]+)\]\]")


def rows(block: str, n: int = 0) -> list[tuple[str, ...]]:
    """Lines of ``n`` "|"-separated fields (the last may hold "|"); by default as many as the first line has."""
    out = []
    lines = block.strip().splitlines()
    n = n or lines[0].count("|") + 1
    for line in lines:
        parts = tuple(x.strip() for x in line.split("|", n - 1))
        assert len(parts) == n, line
        out.append(parts)
    return out


def clean(raw: str) -> str:
    """The text a reader reads from a raw text (see the module's doc)."""
    out = []
    for p in raw.split(" // "):
        p = p.strip()
        if p.startswith("^^ "):
            p = p[3:]
        p = p.replace(" ^^ ", " ")
        if p.startswith("> "):
            p = p[2:]
        out.append(_LINK.sub(lambda m: m.group(2), p))
    return "\n\n".join(out)


def _inline(text: str) -> str:
    pos = 0
    out = ""
    for m in _LINK.finditer(text):
        out += (
            esc(text[pos : m.start()])
            + f'<a href="{esc(m.group(1))}" rel="nofollow ugc">{esc(m.group(2))}</a>'
        )
        pos = m.end()
    return out + esc(text[pos:])


def body(raw: str, p_cls: str = "", quote_cls: str = "", rest_cls: str = "rest") -> str:
    """A raw text as markup: paragraphs, quoted passages, links; past a " ^^ " cut the text is hidden (``hidden``
    attribute, class ``rest_cls``)."""
    hidden = False
    out = ""
    for p in raw.split(" // "):
        p = p.strip()
        if p.startswith("^^ "):
            hidden = True
            p = p[3:]
        is_quote = p.startswith("> ")
        if is_quote:
            p = p[2:]
        tag = "blockquote" if is_quote else "p"
        cls = quote_cls if is_quote else p_cls
        if hidden:
            both = " ".join(x for x in (cls, rest_cls) if x)
            out += f'<{tag} class="{both}" hidden>{_inline(p)}</{tag}>'
            continue
        attr = f' class="{cls}"' if cls else ""
        if " ^^ " in p:
            shown, rest = p.split(" ^^ ", 1)
            out += f'<{tag}{attr}>{_inline(shown)}<span class="{rest_cls}" hidden> {_inline(rest)}</span></{tag}>'
            hidden = True
        else:
            out += f"<{tag}{attr}>{_inline(p)}</{tag}>"
    return out


def has_cut(raw: str) -> bool:
    return "^^" in raw


# "read more" and "show original": a button with data-open="<selector within its record>" and
# data-record="<the record's selector>" unhides what it names and hides itself
TOGGLE = """<script>
document.addEventListener('click', function (ev) {
  var b = ev.target.closest('[data-open]');
  if (!b) return;
  ev.preventDefault();
  var rec = b.closest(b.getAttribute('data-record'));
  rec.querySelectorAll(b.getAttribute('data-open')).forEach(function (e) { e.hidden = !e.hidden; });
  if (b.hasAttribute('data-once')) b.hidden = true;
});
</script>"""


@dataclass(frozen=True)
class C:
    """A comment as the case writes it: the seed (the truth), the raw text and the case's own marks
    (``key`` or ``key=value``)."""

    seed: Seed
    raw: str
    marks: tuple[str, ...]

    @property
    def name(self) -> str:
        return self.seed.author

    @property
    def when(self) -> str:
        return self.seed.when

    @property
    def cut(self) -> bool:
        return has_cut(self.raw)

    def has(self, mark: str) -> bool:
        return mark in self.marks

    def get(self, key: str, default: str = "") -> str:
        for m in self.marks:
            if m.startswith(key + "="):
                return m.split("=", 1)[1]
        return default


def thread(block: str) -> list[C]:
    """Lines "name | when or - | parent index or - | marks (";"-separated) or - | raw text"."""
    out = []
    for name, when, parent, marks, raw in rows(block, 5):
        seed = Seed(name, clean(raw), None if parent == "-" else int(parent), "" if when == "-" else when)
        out.append(C(seed, raw, () if marks == "-" else tuple(m.strip() for m in marks.split(";"))))
    return out


def seeds(cs: list[C]) -> list[Seed]:
    return [c.seed for c in cs]


def tree(
    cs: list[C],
    item: Callable[[int, C, str], str],
    wrap: Callable[[str], str],
    parent: int | None = None,
) -> str:
    """The comments under ``parent`` in order, each drawn by ``item(index, comment, replies)``, the replies being
    ``wrap(items)`` when there are any, else ""."""
    out = ""
    for i in children(seeds(cs), parent):
        inner = tree(cs, item, wrap, i)
        out += item(i, cs[i], wrap(inner) if inner else "")
    return out


def make(
    cid: str,
    kind: str,
    site_key: str,
    story: Story,
    parts: Parts,
    comments: list[Seed],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    site = SITES_AR[site_key]
    return Case(
        id=cid,
        kind=kind,
        language=site.lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=render_ar(site, story, parts),
        comments=comments,
        static=True,
        lookalikes=lookalikes,
    )
