"""The era's furniture of blind set CI (English-language news sites and blogs of 2012 as a crawler saved them): tabbed
most read / most commented / most emailed boxes with counts, recent-comments widgets quoting other posts' comments,
related posts with excerpts, tag clouds, blogrolls, author bios, a Facebook like box and a Twitter widget as saved,
polls, newsletter boxes, ads. Every name, title and text invented for this set. Each function takes the site's class
prefix ``p``; list data are "a | b | c" lines (``rows``)."""

from __future__ import annotations

from comspider_lab.blind.layout import esc, slug


def rows(block: str) -> list[list[str]]:
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def widget(p: str, title: str, inner: str, cls: str = "") -> str:
    return f'<div class="{p}-widget {cls}"><h3>{esc(title)}</h3>{inner}</div>'


def tabbed(p: str, tabs: list[tuple[str, str, str]]) -> str:
    """A tabbed box: (tab label, "title | count" lines, the count's noun); the first tab shown, the others hidden."""
    nav = "".join(
        f'<li class="{"on" if i == 0 else ""}">{esc(label)}</li>' for i, (label, _, _) in enumerate(tabs)
    )
    panes = "".join(
        f'<div class="{p}-pane{" on" if i == 0 else ""}"><ol>'
        + "".join(
            f'<li><a href="/{slug(t)[:44]}/">{esc(t)}</a> <small>({esc(n)} {esc(noun)})</small></li>'
            for t, n in rows(block)
        )
        + "</ol></div>"
        for i, (_, block, noun) in enumerate(tabs)
    )
    return f'<div class="{p}-widget {p}-tabs"><ul class="{p}-tabnav">{nav}</ul>{panes}</div>'


def recent_comments(p: str, title: str, block: str) -> str:
    """Other posts' latest comments: "name | post title | snippet" lines."""
    items = "".join(
        f'<li class="recentcomments"><b>{esc(n)}</b> on <a href="/{slug(t)[:40]}/#c{k}">{esc(t)}</a>'
        + (f": <q>{esc(s)}</q>" if s else "")
        + "</li>"
        for k, (n, t, s) in enumerate(rows(block))
    )
    return widget(p, title, f"<ul>{items}</ul>", "widget_recent_comments")


def related(p: str, title: str, block: str) -> str:
    """Related posts with excerpts: "title | date | excerpt" lines."""
    items = "".join(
        f'<li><a href="/{slug(t)[:44]}/">{esc(t)}</a> <small>{esc(d)}</small><br><span>{esc(x)}</span></li>'
        for t, d, x in rows(block)
    )
    return f'<div class="{p}-related"><h3>{esc(title)}</h3><ul>{items}</ul></div>'


def tag_cloud(p: str, block: str) -> str:
    """ "tag | size" lines."""
    return widget(
        p,
        "Tags",
        '<div class="tagcloud">'
        + " ".join(
            f'<a href="/tag/{slug(t)}/" style="font-size:{esc(s)}pt" title="{int(float(s) * 3)} topics">{esc(t)}</a>'
            for t, s in rows(block)
        )
        + "</div>",
        "widget_tag_cloud",
    )


def blogroll(p: str, names: tuple[str, ...]) -> str:
    return widget(
        p,
        "Blogroll",
        "<ul>"
        + "".join(f'<li><a href="http://{slug(n)}.example.com/">{esc(n)}</a></li>' for n in names)
        + "</ul>",
        "widget_links",
    )


def bio(p: str, name: str, text: str) -> str:
    return (
        f'<div class="{p}-bio"><img src="/_avatar/bio-{slug(name)}.svg" width="60" height="60" alt="{esc(name)}">'
        f"<h4>About {esc(name)}</h4><p>{esc(text)}</p></div>"
    )


def facebook_box(p: str, page: str, likes: str, faces: tuple[str, ...]) -> str:
    """A Facebook like box as a crawler saved it (the iframe's rendered faces pasted in by a saving tool)."""
    return widget(
        p,
        "Find us on Facebook",
        f'<div class="fb-like-box"><div class="fb-head"><b>{esc(page)}</b> <span class="fb-btn">Like</span></div>'
        f'<p class="fb-count">{esc(likes)} people like {esc(page)}.</p><ul class="fb-faces">'
        + "".join(
            f'<li><img src="/_avatar/fb-{slug(n)}.svg" width="32" height="32" alt=""><span>{esc(n)}</span></li>'
            for n in faces
        )
        + '</ul><p class="fb-plugin">Facebook social plugin</p></div>',
    )


def twitter_widget(p: str, handle: str, block: str) -> str:
    """A Twitter profile widget as saved: "text | when" lines."""
    tweets = "".join(
        f'<div class="twtr-tweet"><p><a class="twtr-user" href="http://twitter.com/{esc(handle)}">{esc(handle)}</a> '
        f'<span class="twtr-text">{esc(t)}</span> <em><a href="http://twitter.com/{esc(handle)}/status/{2000 + i}">{esc(w)}</a> · reply · retweet · favorite</em></p></div>'
        for i, (t, w) in enumerate(rows(block))
    )
    return widget(
        p,
        "Twitter",
        f'<div class="twtr-widget"><div class="twtr-hd">@{esc(handle)}</div><div class="twtr-timeline">{tweets}</div>'
        f'<div class="twtr-ft"><a href="http://twitter.com/{esc(handle)}">Join the conversation</a></div></div>',
    )


def poll(p: str, question: str, block: str, votes: str) -> str:
    """A poll with its results: "answer | percent" lines."""
    return widget(
        p,
        "Poll",
        f"<p><b>{esc(question)}</b></p><ul>"
        + "".join(f"<li>{esc(a)} <b>{esc(c)}</b></li>" for a, c in rows(block))
        + f'</ul><p><small>Total votes: {esc(votes)} · <a href="/polls/">Past polls</a></small></p>',
        "poll",
    )


def newsletter(p: str, title: str, text: str) -> str:
    return widget(
        p,
        title,
        f'<p>{esc(text)}</p><form action="/newsletter" method="post"><input type="text" name="email" value="Your email address"> '
        '<input type="submit" value="Sign up"></form>',
        "newsletter",
    )


def ad(p: str, size: str = "300x250", label: str = "Advertisement") -> str:
    w, h = size.split("x")
    return f'<div class="{p}-ad" style="height:{h}px;width:{w}px;max-width:100%">{esc(label)}</div>'
