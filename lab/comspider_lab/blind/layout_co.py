"""Page helpers of blind set CO, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented). Each site of the set writes its own skeleton in its case function (the
English-language news sites, blogs and small sites of 2010-2013 as a crawler saved them); this module holds only the
``<head>`` and the era's furniture: most read / most commented boxes with counts, tag clouds, an author bio, the social
buttons as saved (counts, no script), banner ads and related posts.
"""

from __future__ import annotations

from comspider_lab.blind.layout import esc, slug


def doc(
    title: str, site: str, style: str, body: str, *, date: str = "", doctype: str = "<!DOCTYPE html>"
) -> str:
    """A whole page: the doctype, <head> (title, description, the date as a meta) and ``body``."""
    meta = f'<meta name="date" content="{esc(date)}">\n' if date else ""
    return (
        f'{doctype}\n<html lang="en">\n<head>\n<meta http-equiv="Content-Type" content="text/html; charset=utf-8">\n'
        f"<title>{esc(title)} | {esc(site)}</title>\n{meta}"
        f'<meta name="description" content="{esc(title)}">\n<style type="text/css">{style}</style>\n</head>\n'
        f"{body}\n</html>\n"
    )


def rows(block: str) -> list[list[str]]:
    """Lines "a | b | c" of a block, split and stripped (empty lines skipped)."""
    return [[x.strip() for x in line.split("|")] for line in block.strip().splitlines() if line.strip()]


def counted(title: str, block: str, word: str, tag: str = "div", cls: str = "") -> str:
    """A most-read / most-commented box from "headline | count" lines."""
    items = "".join(
        f'<li><a href="/news/{slug(t)[:40]}.html">{esc(t)}</a> <span>({esc(n)} {esc(word)})</span></li>'
        for t, n in rows(block)
    )
    attr = f' class="{cls}"' if cls else ""
    return f"<{tag}{attr}><h3>{esc(title)}</h3><ol>{items}</ol></{tag}>"


def links(title: str, block: str, cls: str = "", heading: str = "h3") -> str:
    """A list of plain links (related posts, archives, blogroll) from one title a line."""
    items = "".join(f'<li><a href="/{slug(t)[:40]}/">{esc(t)}</a></li>' for (t, *_rest) in rows(block))
    attr = f' class="{cls}"' if cls else ""
    return f"<div{attr}><{heading}>{esc(title)}</{heading}><ul>{items}</ul></div>"


def tag_cloud(title: str, block: str) -> str:
    """A tag cloud from "tag | size in px" lines."""
    items = " ".join(
        f'<a href="/tag/{slug(t)}/" style="font-size:{esc(n)}px" title="{esc(n)} topics">{esc(t)}</a>'
        for t, n in rows(block)
    )
    return f'<div class="tags-box"><h3>{esc(title)}</h3><p>{items}</p></div>'


def social(likes: int, tweets: int, plus: int = 0) -> str:
    """The share buttons as a saved page holds them: counts in spans, the scripts gone."""
    p = f'<span class="sb gp">+1 <b>{plus}</b></span>' if plus else ""
    return (
        f'<div class="share"><span class="sb fb">Like <b>{likes}</b></span> '
        f'<span class="sb tw">Tweet <b>{tweets}</b></span> {p}<a href="/email-a-friend">Email</a> | <a href="#" rel="nofollow">Print</a></div>'
    )


def ad(size: str = "300x250", label: str = "Advertisement") -> str:
    w, h = size.split("x")
    return (
        f'<div class="ad" style="width:{w}px;height:{h}px;background:#eee;border:1px solid #ccc;font:10px Arial;color:#999;text-align:center">'
        f"{esc(label)}</div>"
    )


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    """A text's paragraphs (blank-line separated), each escaped in its own element."""
    a = f" {attrs}" if attrs else ""
    return "".join(f"<{tag}{a}>{esc(x.strip())}</{tag}>" for x in text.strip().split("\n\n"))
