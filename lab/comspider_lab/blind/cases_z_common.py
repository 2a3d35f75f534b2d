"""Shared helpers of blind set Z: a thread one comment a line and look-alike rows (set T's ``thread`` and set V's
``rows``, through set V's common module), a story, a case from its page parts (the shared ``case_maker``) through set
Z's templates, and renderers of set Z's own: nested ``<fieldset>``s with the name in the ``<legend>``
(``fieldset_thread``), a run without any wrapper per entry, entries parted by ``<hr>`` (``hr_run``), a CSS grid whose
cells are the entries' parts with no wrapper per entry (``grid_cells``), ``<aside>`` entries with the name in an
``<address>`` (``aside_thread``), an ARIA tree of treeitems and groups whose later replies a button fetches
(``tree_thread``), a chat with day separators and runs of one person's messages under one name (``chat_days``),
entries with a header, votes and a footer of buttons (``vote_thread``), initials avatars (``initials_thread``), flat
entries quoting the one they answer (``quote_thread``), line-clamped texts with "read more" and the name after them
(``clamp_thread``); the Django page of a django-comments-xtd case (``django_html``) and its live tree (``xtd_tree``)."""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.cases_l_common import case_maker
from comspider_lab.blind.cases_v_common import rows, story, thread
from comspider_lab.blind.content_z import SITES_Z
from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_z import TAIL, PartsK, Story, box, render_z
from comspider_lab.blind.widgets import Seed, children

__all__ = [
    "SITES_Z",
    "TAIL",
    "PartsK",
    "Seed",
    "Story",
    "aside_thread",
    "box",
    "chat_days",
    "children",
    "clamp_thread",
    "django_html",
    "esc",
    "fieldset_thread",
    "grid_cells",
    "hr_run",
    "initials_thread",
    "links",
    "make",
    "quote_thread",
    "render_z",
    "rows",
    "story",
    "thread",
    "tree_thread",
    "vote_thread",
    "xtd_tree",
]

make = case_maker(SITES_Z, render_z)


def links(items: str) -> str:
    return (
        "<ul>"
        + "".join(f'<li><a href="/{slug(t.strip())}/">{esc(t.strip())}</a></li>' for t in items.split("|"))
        + "</ul>"
    )


def _paras(text: str, tag: str = "p") -> str:
    return "".join(f"<{tag}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


def _votes(i: int) -> tuple[int, int]:
    return (3 + (i * 7) % 29, (i * 3) % 5)


def fieldset_thread(
    cs: list[Seed], p: str, parent: int | None = None, *, acts: tuple[str, ...] = (), votes: bool = True
) -> str:
    """Each entry a ``<fieldset>``: the ``<legend>`` holds the name and the time; the text, a vote count and the
    actions follow; replies are ``<fieldset>``s inside their parent's."""
    out = ""
    for i in children(cs, parent):
        c = cs[i]
        up, _ = _votes(i)
        out += (
            f'<fieldset class="{p}-f" id="{p}{i + 1}"><legend class="{p}-lg"><b class="{p}-n">{esc(c.author)}</b>'
            + (f' <span class="{p}-t">{esc(c.when)}</span>' if c.when else "")
            + f'</legend><div class="{p}-x">{_paras(c.text)}</div>'
            + (
                f'<div class="{p}-a">'
                + (f'<span class="{p}-v">▲ {up}</span> ' if votes else "")
                + " ".join(f'<a href="#{p}{i + 1}-{k}">{esc(a)}</a>' for k, a in enumerate(acts))
                + "</div>"
                if acts or votes
                else ""
            )
        )
        if children(cs, i):
            out += fieldset_thread(cs, p, i, acts=acts, votes=votes)
        out += "</fieldset>"
    return out


def hr_run(cs: list[Seed], p: str, dash: str = "— ") -> str:
    """No wrapper per entry: the text's paragraphs, then a signature line "— Name, time", then an ``<hr>``."""
    out = f'<div class="{p}-run">'
    for c in cs:
        out += (
            _paras(c.text)
            + f'<p class="{p}-sig">{esc(dash)}<span class="{p}-n">{esc(c.author)}</span>'
            + (f', <span class="{p}-t">{esc(c.when)}</span>' if c.when else "")
            + "</p><hr>"
        )
    return out + "</div>"


def grid_cells(cs: list[Seed], p: str, *, acts: str = "") -> str:
    """A CSS grid, no wrapper per entry: a cell with the name and the time, then a cell with the text (and the
    actions), for each entry in turn."""
    out = (
        f'<div class="{p}-grid" style="display:grid;grid-template-columns:170px minmax(0,1fr);gap:10px 18px">'
    )
    for i, c in enumerate(cs):
        out += (
            f'<span class="{p}-who" id="{p}{i + 1}"><b>{esc(c.author)}</b>'
            + (f'<br><small class="{p}-t">{esc(c.when)}</small>' if c.when else "")
            + f'</span><span class="{p}-say">{esc(c.text)}'
            + (f' <a class="{p}-act" href="#{p}{i + 1}">{esc(acts)}</a>' if acts else "")
            + "</span>"
        )
    return out + "</div>"


def aside_thread(cs: list[Seed], p: str, idx: list[int], *, reply: str, permalink: str = "") -> str:
    """Each entry an ``<aside>``: the name in an ``<address>``, the time as a permalink, the text, a reply link;
    replies in a div inside their parent's. ``idx``: the top-level entries to show (their replies come along)."""

    def one(i: int) -> str:
        c = cs[i]
        s = (
            f'<aside class="{p}-a" id="{p}-{i + 1}"><address class="{p}-au">{esc(c.author)}</address>'
            f'<small class="{p}-d"><a href="{permalink}#{p}-{i + 1}">{esc(c.when)}</a></small>'
            f'<div class="{p}-tx">{_paras(c.text)}</div><a class="{p}-rp" href="#{p}-form">{esc(reply)}</a>'
        )
        kids = children(cs, i)
        if kids:
            s += f'<div class="{p}-re">' + "".join(one(k) for k in kids) + "</div>"
        return s + "</aside>"

    return "".join(one(i) for i in idx)


def tree_thread(
    cs: list[Seed],
    p: str,
    parent: int | None = None,
    level: int = 1,
    *,
    hold: frozenset[int] = frozenset(),
    more: Callable[[int], str] = lambda n: f"+{n}",
    acts: tuple[str, ...] = (),
    src: Callable[[int], str] = lambda i: "",
) -> str:
    """An ARIA tree: each entry a ``role=treeitem`` with its ``aria-level``; replies in a ``role=group`` inside it.
    Entries in ``hold`` (and their replies) are left out and a button under their parent's group fetches them from
    ``src(parent)`` (see ``tree_fragment``)."""
    out = ""
    for i in children(cs, parent):
        if i in hold:
            continue
        out += _tree_item(cs, p, i, level, hold=hold, more=more, acts=acts, src=src)
    return out


def _tree_item(
    cs: list[Seed],
    p: str,
    i: int,
    level: int,
    *,
    hold: frozenset[int],
    more: Callable[[int], str],
    acts: tuple[str, ...],
    src: Callable[[int], str],
) -> str:
    c = cs[i]
    kids = children(cs, i)
    held = [k for k in kids if k in hold]
    s = (
        f'<div role="treeitem" aria-level="{level}" aria-expanded="true" class="{p}-ti" id="{p}{i + 1}">'
        f'<div class="{p}-row"><span class="{p}-nm">{esc(c.author)}</span>'
        + (f' <span class="{p}-tm">{esc(c.when)}</span>' if c.when else "")
        + f'</div><div class="{p}-tx">{_paras(c.text)}</div>'
        + (
            f'<div class="{p}-act">' + " · ".join(f"<button>{esc(a)}</button>" for a in acts) + "</div>"
            if acts
            else ""
        )
    )
    if kids:
        s += (
            f'<div role="group" class="{p}-grp" id="{p}-g{i + 1}">'
            + tree_thread(cs, p, i, level + 1, hold=hold, more=more, acts=acts, src=src)
            + "</div>"
        )
        if held:
            s += (
                f'<button type="button" class="{p}-more" id="{p}-m{i + 1}" data-src="{src(i)}" '
                f'data-into="{p}-g{i + 1}">{esc(more(len(held)))}</button>'
            )
    return s + "</div>"


def tree_fragment(
    cs: list[Seed], p: str, parent: int, level: int, *, hold: frozenset[int], acts: tuple[str, ...] = ()
) -> str:
    """The held replies of ``parent`` (with all their replies), as the button fetches them."""
    return "".join(
        _tree_item(cs, p, k, level, hold=frozenset(), more=lambda n: "", acts=acts, src=lambda i: "")
        for k in children(cs, parent)
        if k in hold
    )


TREE_MORE_JS = """<script>
document.querySelectorAll('button[data-src]').forEach(function (b) {
  b.addEventListener('click', function () {
    fetch(b.dataset.src).then(function (r) { return r.text(); }).then(function (html) {
      document.getElementById(b.dataset.into).insertAdjacentHTML('beforeend', html);
      b.remove();
    });
  });
});
</script>"""


def chat_days(cs: list[Seed], p: str) -> str:
    """A chat: ``when`` is "day time"; a separator for each new day, and a run of one person's messages on one day
    under a single name, each message a bubble with its time."""
    out = f'<div class="{p}-log">'
    day = None
    who = None
    for i, c in enumerate(cs):
        d, _, t = c.when.rpartition(" ")
        if d != day:
            if who is not None:
                out += "</div>"
            out += f'<div class="{p}-day" role="separator"><span>{esc(d)}</span></div>'
            day, who = d, None
        if c.author != who:
            if who is not None:
                out += "</div>"
            out += f'<div class="{p}-run"><div class="{p}-who">{esc(c.author)}</div>'
            who = c.author
        out += f'<div class="{p}-bub" id="{p}{i + 1}"><p>{esc(c.text)}</p><span class="{p}-h">{esc(t)}</span></div>'
    if who is not None:
        out += "</div>"
    return out + "</div>"


def vote_thread(
    cs: list[Seed], p: str, parent: int | None = None, *, acts: tuple[str, str, str, str], avatar: bool = True
) -> str:
    """Each entry a div with a ``<header>`` (avatar, name, time), the text and a ``<footer>`` of buttons (up and
    down votes with counts, reply, report); replies in a div inside their parent's."""
    out = ""
    for i in children(cs, parent):
        c = cs[i]
        up, down = _votes(i)
        out += (
            f'<div class="{p}-it" id="{p}{i + 1}"><header class="{p}-hd">'
            + (f'<img src="/_avatar/{p}{i}.svg" alt="" width="32" height="32"> ' if avatar else "")
            + f'<span class="{p}-au">{esc(c.author)}</span>'
            + (f' <time class="{p}-tm">{esc(c.when)}</time>' if c.when else "")
            + f'</header><div class="{p}-tx">{_paras(c.text)}</div><footer class="{p}-ft">'
            f'<button class="{p}-up" aria-label="{esc(acts[0])}">👍 {up}</button> <button class="{p}-dn" aria-label="{esc(acts[1])}">👎 {down}</button> '
            f'<button class="{p}-rp">{esc(acts[2])}</button> <a class="{p}-rep" href="#{p}{i + 1}-r">{esc(acts[3])}</a></footer>'
        )
        if children(cs, i):
            out += f'<div class="{p}-ans">{vote_thread(cs, p, i, acts=acts, avatar=avatar)}</div>'
        out += "</div>"
    return out


def _initials(name: str) -> str:
    parts = [w for w in name.replace(".", " ").split() if w[:1].isalpha()]
    return "".join(w[0].upper() for w in parts[:2]) or name[:1]


def initials_thread(cs: list[Seed], p: str, parent: int | None = None, *, like: str = "♥") -> str:
    """Each entry: a round avatar of the name's initials (as text), then the name, the time, the text and a like
    count; replies in a div inside their parent's."""
    out = ""
    for i in children(cs, parent):
        c = cs[i]
        up, _ = _votes(i)
        out += (
            f'<div class="{p}-m" id="{p}{i + 1}"><div class="{p}-av" aria-hidden="true">{esc(_initials(c.author))}</div>'
            f'<div class="{p}-bd"><span class="{p}-n">{esc(c.author)}</span>'
            + (f' <span class="{p}-d">{esc(c.when)}</span>' if c.when else "")
            + f'{_paras(c.text)}<span class="{p}-l">{esc(like)} {up}</span></div>'
        )
        if children(cs, i):
            out += f'<div class="{p}-r">{initials_thread(cs, p, i, like=like)}</div>'
        out += "</div>"
    return out


def quote_thread(cs: list[Seed], p: str, *, wrote: str, acts: tuple[str, ...]) -> str:
    """Flat, in the thread's order, numbered; an entry that answers another quotes the start of its text under
    "Name wrote:" before its own text."""
    out = ""
    for i, c in enumerate(cs):
        q = ""
        if c.parent is not None:
            pc = cs[c.parent]
            words = pc.text.split()
            snippet = " ".join(words[:9]) + (" …" if len(words) > 9 else "")
            q = (
                f'<div class="{p}-qt"><a href="#{p}{c.parent + 1}" class="{p}-qa">{esc(pc.author)} {esc(wrote)}</a> '
                f"<q>{esc(snippet)}</q></div>"
            )
        out += (
            f'<div class="{p}-p" id="{p}{i + 1}"><div class="{p}-h"><a class="{p}-n" href="#{p}{i + 1}">{esc(c.author)}</a>'
            + (f' · <span class="{p}-t">{esc(c.when)}</span>' if c.when else "")
            + f' · <a class="{p}-no" href="#{p}{i + 1}">#{i + 1}</a></div>{q}<div class="{p}-x">{_paras(c.text)}</div>'
            f'<div class="{p}-f">'
            + " | ".join(f'<a href="#{p}-form">{esc(a)}</a>' for a in acts)
            + "</div></div>"
        )
    return out


def clamp_thread(cs: list[Seed], p: str, *, more: str) -> str:
    """Flat: each text clamped to three lines with a "read more" button that unclamps it; the name and the time
    after the text."""
    out = ""
    for i, c in enumerate(cs):
        out += (
            f'<div class="{p}-k" id="{p}{i + 1}"><div class="{p}-t" style="display:-webkit-box;-webkit-line-clamp:3;'
            f'-webkit-box-orient:vertical;overflow:hidden">{_paras(c.text)}</div>'
            f'<button type="button" class="{p}-more" onclick="this.previousElementSibling.style.webkitLineClamp=\'unset\';this.remove()">{esc(more)}</button>'
            f'<div class="{p}-s"><small class="{p}-n">{esc(c.author)}</small>'
            + (f' · <small class="{p}-w">{esc(c.when)}</small>' if c.when else "")
            + "</div></div>"
        )
    return out


# --------------------------------------------------------------------------- Django (django-comments-xtd)


def xtd_tree(item: Callable[[str], str], wrap_kids: tuple[str, str], depth: int = 3) -> str:
    """Live template code: django-comments-xtd's tree of the page's article, ``item(var)`` the markup of one entry
    before its replies (``var`` the template variable of its comment), the replies wrapped in ``wrap_kids``, nested
    ``depth`` levels."""

    def level(n: int, seq: str) -> str:
        var = f"c{n}"
        s = f"{{% for {var} in {seq} %}}" + item(f"{var}.comment")
        if n + 1 < depth:
            s += (
                f"{{% if {var}.children %}}{wrap_kids[0]}"
                + level(n + 1, f"{var}.children")
                + f"{wrap_kids[1]}{{% endif %}}"
            )
        return s + "{% endfor %}"

    return "{% get_xtdcomment_tree for article as tree %}" + level(0, "tree")


def django_html(template: str, site_key: str, st: Story, parts: PartsK, after: str) -> str:
    """The page as a Django template: the layout verbatim, ``after`` live template code (at the ``@@DJ@@`` mark of
    ``parts.after``, or after it)."""
    if "@@DJ@@" not in parts.after:
        parts.after = parts.after + "@@DJ@@"
    html = render_z(template, SITES_Z[site_key], st, parts).replace(
        'src="/_avatar/', 'src="@@MAIN@@/_avatar/'
    )
    html = html.replace("@@DJ@@", "{% endverbatim %}" + after + "{% verbatim %}")
    return "{% load comments comments_xtd %}{% verbatim %}" + html + "{% endverbatim %}"
