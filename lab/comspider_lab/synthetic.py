"""Hand-made pages with known records, for tests and benchmarks.

- ``running_example()``: the DOM of ComCrawler's Figure 4 (five comments, one nested
  reply, an ad that reuses the avatar subtree under another ancestor chain).
- ``news_page(...)``: a news article built like real ones (navigation menus, article
  body, related-article teasers, footer) with a comment section in one of several
  templates (WordPress-like nested lists, thread wrappers, flat divs), rich comment
  content and nested replies. Deterministic for a seed.
- ``deep_page(levels)``: comments at the bottom of thousands of nested wrappers.
- ``hard_page(template, n)``: the long tail of real comment markup (issue 15, issue 13
  point 2), one template per class: records made of a header and its following body
  elements (``runs``), comments not wrapped at all among the article's paragraphs
  (``unwrapped``), alternating row styles (``alternating``), replies in sibling reply
  containers (``reply_indent``) and replies inside the parent's body container
  (``body_replies``); each page also carries what must never become a comment (a hidden
  template record with placeholders, a hidden notice, a record without text). With
  ``n`` = 1 or 2 they are the small and single-comment sections.

Every record container carries an ``id`` (as real templates do: ``comment-123``) so that
tests can find the truth; ids are attribute values, which the structure codes ignore.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from html import escape

WORDS = [
    "the",
    "article",
    "misses",
    "the",
    "point",
    "entirely",
    "I",
    "think",
    "because",
    "nobody",
    "here",
    "read",
    "the",
    "study",
    "data",
    "shows",
    "otherwise",
    "great",
    "piece",
    "thanks",
    "for",
    "writing",
    "this",
    "finally",
    "someone",
    "says",
    "it",
    "totally",
    "agree",
    "with",
    "the",
    "author",
    "but",
    "the",
    "numbers",
    "seem",
    "off",
    "and",
    "the",
    "conclusion",
    "is",
    "weak",
    "ich",
    "finde",
    "den",
    "Artikel",
    "gut",
    "aber",
    "die",
    "Zahlen",
    "stimmen",
    "nicht",
    "ganz",
    "danke",
    "für",
    "den",
    "Beitrag",
    "je",
    "ne",
    "suis",
    "pas",
    "d'accord",
    "avec",
    "cet",
    "article",
    "merci",
    "pour",
    "ce",
    "texte",
    "très",
    "intéressant",
]
NAMES = (
    "anna_k",
    "Bernd Müller",
    "chris77",
    "Dana",
    "eli",
    "Farid A.",
    "gina",
    "Hiro T.",
    "Ines",
    "jo",
    "Karl",
    "Lena M.",
    "max",
    "Nora",
    "Olu",
    "Pia",
    "quentin",
    "Rosa",
)


@dataclass(slots=True)
class TruthComment:
    id: str
    author: str
    text: str
    parent: int | None
    depth: int
    published: str  # ISO 8601
    likes: int


@dataclass(slots=True)
class SyntheticPage:
    html: str
    comments: list[TruthComment] = field(default_factory=list)
    container_id: str = "comments"
    teaser_ids: list[str] = field(default_factory=list)
    # True: a comment is a run of sibling nodes that starts at the element carrying its id
    # and ends before the next comment's (``hard_page``'s ``runs`` and ``unwrapped``).
    runs: bool = False


def running_example() -> SyntheticPage:
    """ComCrawler's Figure 4: E(1) the section, E(2), E(10), E(18), E(28), E(36) the
    records (E(36) a reply inside E(28)), E(44) an ad sharing the avatar subtree."""

    def avatar(name: str) -> str:
        return f'<div class="avatar"><button><img src="/u/{name}.png"></button></div>'

    def comment(cid: str, name: str, text: str, inner: str = "") -> str:
        return (
            f'<li id="{cid}"><div class="comment">{avatar(name)}'
            f'<span class="user">{name}</span><p class="text">{text}</p></div>{inner}</li>'
        )

    body = (
        '<ul class="comments">'
        + comment("c1", "Alice", "Great article!")
        + comment("c2", "Bob", "I disagree with the second point.")
        + comment("c3", "Carol", 'See <a href="https://example.org">this <b>study</b></a>.')
        + comment(
            "c4",
            "Dave",
            "Who paid for this?",
            '<ul class="replies">' + comment("c5", "Erin", "Nobody, read the footer.") + "</ul>",
        )
        + "</ul>"
        + '<div class="ad"><a href="https://ads.example/x">'
        + avatar("brand")
        + "<span>Buy now</span></a></div>"
    )
    truth = [
        TruthComment("c1", "Alice", "Great article!", None, 0, "", 0),
        TruthComment("c2", "Bob", "I disagree with the second point.", None, 0, "", 0),
        TruthComment("c3", "Carol", "See this study.", None, 0, "", 0),
        TruthComment("c4", "Dave", "Who paid for this?", None, 0, "", 0),
        TruthComment("c5", "Erin", "Nobody, read the footer.", 3, 1, "", 0),
    ]
    html = f"<html><head><title>E</title></head><body>{body}</body></html>"
    return SyntheticPage(html=html, comments=truth, container_id="")


# ---------------------------------------------------------------------------------------
# Realistic news pages
# ---------------------------------------------------------------------------------------


def _sentence(rng: random.Random, lo: int = 4, hi: int = 18) -> str:
    words = [rng.choice(WORDS) for _ in range(rng.randint(lo, hi))]
    return " ".join(words).capitalize() + rng.choice([".", "!", "?", "..."])


def _rich_text(rng: random.Random) -> tuple[str, str]:
    """HTML and plain text of a comment body with varied structure."""
    parts_html: list[str] = []
    parts_text: list[str] = []
    for _ in range(rng.choice([1, 1, 1, 2, 2, 3, 4])):
        kind = rng.random()
        s = _sentence(rng)
        if kind < 0.55:
            parts_html.append(f"<p>{escape(s)}</p>")
            parts_text.append(s)
        elif kind < 0.7:
            w = rng.choice(WORDS)
            parts_html.append(f'<p>{escape(s)} <a href="https://ex.org/{w}" rel="nofollow ugc">{w}</a></p>')
            parts_text.append(f"{s} {w}")
        elif kind < 0.8:
            w = rng.choice(WORDS)
            parts_html.append(f"<p><b>{w}</b> {escape(s)}<br>{escape(s)}</p>")
            parts_text.append(f"{w} {s} {s}")
        elif kind < 0.9:
            parts_html.append(f"<blockquote><p>{escape(s)}</p></blockquote>")
            parts_text.append(s)
        else:
            items = [_sentence(rng, 2, 5) for _ in range(rng.randint(2, 3))]
            parts_html.append("<ul>" + "".join(f"<li>{escape(i)}</li>" for i in items) + "</ul>")
            parts_text.extend(items)
    return "".join(parts_html), " ".join(parts_text)


def _date_text(rng: random.Random, when: datetime, style: str) -> str:
    if style == "relative":
        hours = rng.randint(1, 23)
        return f"{hours} hours ago"
    if style == "german":
        months = [
            "Januar",
            "Februar",
            "März",
            "April",
            "Mai",
            "Juni",
            "Juli",
            "August",
            "September",
            "Oktober",
            "November",
            "Dezember",
        ]
        return f"{when.day}. {months[when.month - 1]} {when.year} um {when:%H:%M}"
    return when.strftime("%B %d, %Y at %I:%M %p")


TEMPLATES = ("wordpress", "threads", "flat")


def _comment_html(
    template: str, c: TruthComment, body_html: str, date_text: str, inner: str, rng: random.Random
) -> str:
    if template == "wordpress":
        return (
            f'<li class="comment depth-{c.depth + 1}" id="{c.id}">'
            f'<article class="comment-body"><footer class="comment-meta">'
            f'<div class="comment-author vcard"><img alt="" src="/a/{sum(map(ord, c.author)) % 97}.png" '
            f'class="avatar" height="48" width="48"><b class="fn">'
            f'<a href="/u/{escape(c.author)}" rel="nofollow" class="url">{escape(c.author)}</a></b>'
            f' <span class="says">says:</span></div>'
            f'<div class="comment-metadata"><a href="#{c.id}"><time datetime="{c.published}">'
            f"{date_text}</time></a></div></footer>"
            f'<div class="comment-content">{body_html}</div>'
            f'<div class="reply"><a class="comment-reply-link" href="#r{c.id}">Reply</a>'
            f' <button class="like-button" aria-label="Like"><svg viewBox="0 0 9 9"><path d="M1 1"/>'
            f'</svg><span class="like-count">{c.likes}</span></button></div></article>'
            + (f'<ol class="children">{inner}</ol>' if inner else "")
            + "</li>"
        )
    if template == "threads":
        head = (
            f'<div class="comment" id="{c.id}"><div class="header">'
            f'<a class="profile" href="/p/{escape(c.author)}"><img class="pic" src="/p.png"></a>'
            f'<a class="name" href="/p/{escape(c.author)}">{escape(c.author)}</a>'
            f'<span class="time" title="{c.published}">{date_text}</span></div>'
            f'<div class="body">{body_html}</div><div class="actions">'
            f'<button class="vote up"><i class="icon"></i><span>{c.likes}</span></button>'
            f'<button class="reply">Antworten</button><button class="report">Melden</button>'
            f"</div></div>"
        )
        return head + (f'<div class="replies">{inner}</div>' if inner else "")
    # flat
    return (
        f'<div class="post" id="{c.id}"><div class="meta"><strong>{escape(c.author)}</strong>'
        f' · <em>{date_text}</em></div><div class="msg">{body_html}</div>'
        f'<div class="foot"><a href="#" class="like">Like</a> <span class="n">{c.likes}</span>'
        f' <a href="#" class="share">Share</a></div></div>'
    )


def _boilerplate_menu(rng: random.Random, n: int, cls: str) -> str:
    items = "".join(
        f'<li class="menu-item"><a href="/s/{i}">{rng.choice(WORDS).title()}</a></li>' for i in range(n)
    )
    return f'<nav class="{cls}"><ul class="menu">{items}</ul></nav>'


def _teasers(rng: random.Random, n: int, prefix: str) -> tuple[str, list[str]]:
    ids = [f"{prefix}{i}" for i in range(n)]
    items = "".join(
        f'<li class="teaser" id="{tid}"><a href="/a/{tid}"><figure><img src="/i/{tid}.jpg" '
        f'loading="lazy"><figcaption>{escape(_sentence(rng, 2, 4))}</figcaption></figure>'
        f'<h3 class="title">{escape(_sentence(rng, 3, 8))}</h3></a>'
        f'<span class="kicker">{rng.choice(WORDS)}</span><time datetime="2024-03-0{rng.randint(1, 9)}">'
        f"March {rng.randint(1, 9)}</time></li>"
        for tid in ids
    )
    return f'<section class="related"><h2>Related</h2><ul class="teasers">{items}</ul></section>', ids


def news_page(
    n_comments: int = 30,
    *,
    seed: int = 0,
    template: str = "wordpress",
    reply_rate: float = 0.35,
    max_depth: int = 3,
    boilerplate: int = 1,
    date_style: str = "english",
    teasers: int = 8,
    now: datetime = datetime(2024, 5, 1, 12, 0, tzinfo=UTC),
) -> SyntheticPage:
    """A news article with ``n_comments`` comments (replies included)."""
    rng = random.Random(seed)
    truth: list[TruthComment] = []
    bodies: list[str] = []
    dates: list[str] = []
    # Decide the thread shape first: parent of each comment.
    open_stack: list[int] = []
    for i in range(n_comments):
        parent = None
        if truth and rng.random() < reply_rate:
            candidates = [k for k in open_stack if truth[k].depth < max_depth]
            if candidates:
                parent = rng.choice(candidates[-3:])
        depth = truth[parent].depth + 1 if parent is not None else 0
        when = now - timedelta(minutes=rng.randint(5, 60 * 24 * 20))
        body_html, body_text = _rich_text(rng)
        c = TruthComment(
            id=f"comment-{1000 + i}",
            author=rng.choice(NAMES),
            text=body_text,
            parent=parent,
            depth=depth,
            published=when.replace(microsecond=0).isoformat(),
            likes=rng.choice([0, 0, 1, 2, 3, 5, 8, 13, 40, 120]),
        )
        truth.append(c)
        bodies.append(body_html)
        dates.append(_date_text(rng, when, date_style))
        if parent is None:
            open_stack = [i]
        else:
            open_stack.append(i)
    if template == "flat":  # no nesting in this template
        for c in truth:
            c.parent, c.depth = None, 0
    # Render children before parents (inner html), iteratively from the last comment.
    children: dict[int | None, list[int]] = {}
    for i, c in enumerate(truth):
        children.setdefault(c.parent, []).append(i)
    rendered: dict[int, str] = {}
    for i in range(len(truth) - 1, -1, -1):
        inner = "".join(rendered.pop(k) for k in children.get(i, []))
        rendered[i] = _comment_html(template, truth[i], bodies[i], dates[i], inner, rng)
    top = "".join(rendered[k] for k in children.get(None, []))
    if template == "wordpress":
        section = (
            f'<div id="comments" class="comments-area"><h2 class="comments-title">'
            f'{len(truth)} thoughts</h2><ol class="comment-list">{top}</ol></div>'
        )
    elif template == "threads":
        # One wrapper per top-level comment.
        parts = [
            f'<div class="thread">{_render_subtree(truth, children, k, bodies, dates, rng)}</div>'
            for k in children.get(None, [])
        ]
        section = f'<section id="comments" class="discussion">{"".join(parts)}</section>'
    else:
        section = f'<div id="comments" class="user-posts">{top}</div>'

    article = "".join(f"<p>{escape(_sentence(rng, 12, 40))}</p>" for _ in range(8))
    blocks: list[str] = []
    teaser_ids: list[str] = []
    for b in range(boilerplate):
        blocks.append(_boilerplate_menu(rng, 12, f"nav-{b}"))
    teaser_html, ids = _teasers(rng, teasers, "teaser-")
    teaser_ids.extend(ids)
    footer = "".join(_boilerplate_menu(rng, 15, f"footer-{b}") for b in range(boilerplate))
    html = (
        "<!DOCTYPE html><html lang='en'><head><meta charset='utf-8'><title>News</title>"
        "<script>var x = '<div>';</script><style>.a{}</style></head><body>"
        f"<header>{''.join(blocks)}</header><main><article class='story'><h1>Title</h1>"
        f"<div class='story-body'>{article}</div></article>{teaser_html}{section}</main>"
        f"<footer>{footer}<!-- a comment --></footer></body></html>"
    )
    return SyntheticPage(html=html, comments=truth, container_id="comments", teaser_ids=teaser_ids)


def _render_subtree(
    truth: list[TruthComment],
    children: dict[int | None, list[int]],
    k: int,
    bodies: list[str],
    dates: list[str],
    rng: random.Random,
) -> str:
    """Threads template: iterative render of comment ``k`` and its replies."""
    order: list[int] = []
    stack = [k]
    while stack:
        i = stack.pop()
        order.append(i)
        stack.extend(reversed(children.get(i, [])))
    rendered: dict[int, str] = {}
    for i in reversed(order):
        inner = "".join(rendered.pop(j) for j in children.get(i, []))
        rendered[i] = _comment_html("threads", truth[i], bodies[i], dates[i], inner, rng)
    return rendered[k]


def page_with_nodes(target_nodes: int, *, seed: int = 0, template: str = "wordpress") -> SyntheticPage:
    """A news page of about ``target_nodes`` elements: comments make up most of it, plus
    boilerplate in proportion."""
    per_comment = {"wordpress": 17, "threads": 15, "flat": 10}[template]
    boiler = max(1, target_nodes // 4000)
    fixed = 120 + boiler * 60
    n_comments = max(3, int((target_nodes - fixed) / (per_comment + 4)))
    return news_page(n_comments, seed=seed, template=template, boilerplate=boiler, teasers=8 + boiler)


def deep_page(levels: int = 5000, n_comments: int = 12, *, seed: int = 0) -> SyntheticPage:
    """A comment section at the bottom of ``levels`` nested wrapper divs."""
    inner = news_page(n_comments, seed=seed, template="wordpress", teasers=3)
    body_start = inner.html.index("<body>") + len("<body>")
    body_end = inner.html.index("</body>")
    html = (
        inner.html[:body_start]
        + '<div class="wrap">' * levels
        + inner.html[body_start:body_end]
        + "</div>" * levels
        + inner.html[body_end:]
    )
    return SyntheticPage(
        html=html, comments=inner.comments, container_id="comments", teaser_ids=inner.teaser_ids
    )


# ---------------------------------------------------------------------------------------
# The long tail of real comment markup (issue 15; issue 13 point 2)
# ---------------------------------------------------------------------------------------

HARD_TEMPLATES = ("runs", "unwrapped", "alternating", "reply_indent", "body_replies")
#: Templates that nest replies (the others are flat lists).
_NESTING = frozenset({"reply_indent", "body_replies"})
# What a comment template leaves in the page besides its comments: never a comment.
_PLACEHOLDER = "_author_ _time_ _text_"


def _plain_text(rng: random.Random) -> tuple[str, str]:
    """A comment body without block elements: sentences separated by line breaks."""
    sentences = [_sentence(rng) for _ in range(rng.choice([1, 1, 2, 3]))]
    return "<br>".join(escape(x) for x in sentences), " ".join(sentences)


def _hard_comment(template: str, c: TruthComment, body: str, date: str, inner: str, k: int) -> str:
    """One comment (and, for the nesting templates, its replies ``inner``)."""
    author = escape(c.author)
    if template == "runs":
        # A header block and its body paragraphs as siblings: no wrapper per comment.
        if k % 2:
            head = f'<div class="posted" id="{c.id}">Posted by <b>{author}</b> | {date}</div>'
        else:
            head = f'<div class="posted" id="{c.id}"><b>{author}</b> schrieb am {date}:</div>'
        return f'<a name="c{c.id[8:]}"></a>{head}{body}'
    if template == "unwrapped":
        return f'<b id="{c.id}">{author}</b> ({date})<br>{body}<hr>'
    if template == "alternating":
        # Kubrick's comment list: every other item has class "alt", the others none.
        cls = ' class="alt"' if k % 2 == 0 else ""
        return (
            f'<li{cls} id="{c.id}"><cite>{author}</cite> Says:<br>'
            f'<small class="commentmetadata"><a href="#{c.id}" title="">{date}</a></small>'
            f"{body}</li>"
        )
    if template == "reply_indent":
        # Replies in a sibling container after their parent, not inside it.
        own = (
            f'<div class="comment" id="{c.id}"><div class="comment-author">{author}</div>'
            f'<div class="comment-date">{date}</div><div class="comment-text">{body}</div>'
            f'<div class="comment-links"><a href="#respond">Reply</a></div></div>'
        )
        return own + (f'<div class="reply_indent">{inner}</div>' if inner else "")
    # body_replies: the reply is rendered inside the container of the parent's text, and
    # names its parent (another signature than a top-level comment's).
    reply = f' data-parent="comment-{1000 + c.parent}"' if c.parent is not None else ""
    return (
        f'<div class="c-item"{reply} id="{c.id}"><div class="c-head"><span class="c-author">{author}</span>'
        f'<time datetime="{c.published}">{date}</time></div>'
        f'<div class="c-body">{body}{inner}</div>'
        f'<div class="c-actions"><button class="c-reply">Reply</button>'
        f'<span class="c-likes">{c.likes}</span></div></div>'
    )


def _hard_noise(template: str, rng: random.Random) -> str:
    """A hidden template record with placeholders, a hidden notice and a record without
    text, in the template's own markup (``""`` where the template has no record element)."""
    ghost = TruthComment("ghost", "_author_", "", None, 0, "", 0)
    if template == "alternating":
        hidden = _hard_comment(template, ghost, f"<p>{_PLACEHOLDER}</p>", "_time_", "", 1)
        empty = _hard_comment(
            template, TruthComment("void", "Gast", "", None, 0, "", 0), "", "May 2, 2012", "", 1
        )
        return hidden.replace("<li ", '<li style="display:none" ', 1) + empty
    if template == "reply_indent":
        hidden = _hard_comment(template, ghost, _PLACEHOLDER, "_time_", "", 1)
        notice = _hard_comment(
            template,
            TruthComment("low", "system", "", None, 0, "", 0),
            "This comment was hidden because of low ratings.",
            "",
            "",
            1,
        )
        return hidden.replace("<div ", "<div hidden ", 1) + notice.replace(
            "<div ", '<div style="display: none;" ', 1
        )
    if template == "body_replies":
        hidden = _hard_comment(template, ghost, f"<p>{_PLACEHOLDER}</p>", "_time_", "", 1)
        empty = _hard_comment(
            template,
            TruthComment("void", "Gast", "", None, 0, "2012-05-02T10:00:00", 0),
            "",
            "2 May 2012",
            "",
            1,
        )
        return hidden.replace("<div ", '<div style="display:none" ', 1) + empty
    return ""


def hard_page(
    template: str,
    n_comments: int = 6,
    *,
    seed: int = 0,
    reply_rate: float = 0.35,
    date_style: str = "english",
    noise: bool = True,
    now: datetime = datetime(2012, 5, 1, 12, 0, tzinfo=UTC),
) -> SyntheticPage:
    """A blog article whose comments use one of ``HARD_TEMPLATES`` (see the module doc).
    Replies only in the nesting templates; ``noise``: the hidden and empty records."""
    if template not in HARD_TEMPLATES:
        raise ValueError(f"template must be one of {HARD_TEMPLATES}, not {template!r}")
    rng = random.Random(seed * 7919 + HARD_TEMPLATES.index(template))
    truth: list[TruthComment] = []
    bodies: list[str] = []
    dates: list[str] = []
    open_stack: list[int] = []
    nesting = template in _NESTING
    for i in range(n_comments):
        parent = None
        if nesting and truth and rng.random() < reply_rate:
            parent = rng.choice(open_stack[-3:])
        depth = truth[parent].depth + 1 if parent is not None else 0
        when = now - timedelta(minutes=rng.randint(5, 60 * 24 * 20))
        if template == "unwrapped":
            body_html, body_text = _plain_text(rng)
        else:
            body_html, body_text = _rich_text(rng)
        truth.append(
            TruthComment(
                id=f"comment-{1000 + i}",
                author=rng.choice(NAMES),
                text=body_text,
                parent=parent,
                depth=depth,
                published=when.replace(microsecond=0).isoformat(),
                likes=rng.choice([0, 1, 2, 5, 13]) if template == "body_replies" else 0,
            )
        )
        bodies.append(body_html)
        dates.append(_date_text(rng, when, date_style))
        open_stack = [i] if parent is None else [*open_stack, i]
    children: dict[int | None, list[int]] = {}
    for i, c in enumerate(truth):
        children.setdefault(c.parent, []).append(i)
    rendered: dict[int, str] = {}
    for i in range(len(truth) - 1, -1, -1):
        inner = "".join(rendered.pop(k) for k in children.get(i, []))
        rendered[i] = _hard_comment(template, truth[i], bodies[i], dates[i], inner, i)
    top = "".join(rendered[k] for k in children.get(None, []))
    noise_html = _hard_noise(template, rng) if noise else ""
    title = f"{len(truth)} {'Kommentare' if date_style == 'german' else 'Comments'}"
    article = "".join(f"<p>{escape(_sentence(rng, 12, 40))}</p>" for _ in range(6))
    form = (
        '<div id="respond"><h3>Leave a Reply</h3><form action="/wp-comments-post.php" method="post">'
        '<p><input name="author" type="text"> Name</p><p><textarea name="comment"></textarea></p>'
        '<p><input type="submit" value="Submit Comment"></p></form></div>'
    )
    if template == "unwrapped":
        # The comments continue the article's own container, after a heading.
        entry = f'<div class="entry">{article}<h4>{title}</h4>{top}</div>{form}'
    elif template == "runs":
        entry = f'<div class="entry">{article}</div><div id="comments"><h3>{title}</h3>{top}</div>{form}'
    elif template == "alternating":
        entry = (
            f'<div class="entry">{article}</div><h3 id="comments">{title}</h3>'
            f'<ol class="commentlist">{top}{noise_html}</ol>{form}'
        )
        noise_html = ""
    else:
        entry = f'<div class="entry">{article}</div><div id="comments"><h3>{title}</h3>{top}{noise_html}</div>{form}'
        noise_html = ""
    menu = _boilerplate_menu(rng, 8, "nav")
    sidebar = "".join(
        f'<li><a href="/{rng.choice(WORDS)}">{escape(_sentence(rng, 2, 5))}</a></li>' for _ in range(6)
    )
    html = (
        "<!DOCTYPE html><html><head><meta charset='utf-8'><title>Blog</title></head><body>"
        f"<div id='header'>{menu}</div><div id='content'><div class='post'><h2>Title</h2>"
        f"<small>{now:%B %d, %Y}</small>{entry}</div></div>"
        f"<div id='sidebar'><h2>Archives</h2><ul>{sidebar}</ul></div>"
        "<div id='footer'><p>Powered by WordPress</p></div></body></html>"
    )
    return SyntheticPage(
        html=html,
        comments=truth,
        container_id="comments",
        runs=template in ("runs", "unwrapped"),
    )
