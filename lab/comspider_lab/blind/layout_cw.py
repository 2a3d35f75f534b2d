"""Page templates of blind set CW, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of English-language news sites, blogs and small sites of
2011-2013. Every site prints its own classes (its two-letter prefix) on one of five skeletons:

- ``paper``: a newspaper's own CMS: date strip, masthead, section bar, breadcrumbs, the article with a share bar with
  counts and a photo, the case's block, a right rail of widgets and advertisements, a footer of link columns;
- ``blog``: a WordPress-like theme: header with the blog's title and tagline, a menu, the post with "Posted on … by …",
  its category and tags, a share bar and a "Like" strip, a sidebar of widgets, "Proudly powered by" in the footer;
- ``blogspot``: a Blogger-like blog: a date header over the post, "Posted by … at …" and labels under it, share
  links, a sidebar (followers, archive, blogroll), "Powered by Blogger";
- ``node``: a Drupal-like community site: primary links, breadcrumb, "Submitted by … on …", taxonomy terms, blocks;
- ``portal``: a Joomla-like portal: a left column of menu modules, the article with "Written by … | Hits", print and
  e-mail icons, a right column of modules, a footer.

Page parts (``Bits``): ``inside`` (inside the story, after its text), ``after`` (after the story), ``side`` (the
sidebar or rail), ``left`` (the portal's left column, after its menu), ``style``, ``tail`` (before </body>),
``top`` (the date strip's right part).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_cw import SiteCW
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article: headline, author, ISO time, the time as shown, paragraphs (blank-line separated), standfirst,
    section, tags, photo caption."""

    title: str
    author: str
    iso: str
    shown: str
    text: str
    dek: str = ""
    section: str = ""
    tags: tuple[str, ...] = ()
    caption: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Bits:
    inside: str = ""
    after: str = ""
    side: str = ""
    left: str = ""
    style: str = ""
    tail: str = ""
    top: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _css(site: SiteCW) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;background:#e9e9e4;font:13px/1.55 {site.font};color:#222}}a{{color:{c}}}"
        f"#{p}-wrap{{width:980px;margin:0 auto;background:#fff}}.{p}-strip{{background:#f3f3f0;font-size:11px;padding:3px 10px;overflow:hidden;color:#666}}"
        f".{p}-strip span{{float:right}}.{p}-mast{{padding:14px 12px;overflow:hidden;border-bottom:4px solid {c}}}"
        f".{p}-logo{{font:bold 32px Georgia,serif;color:{c};text-decoration:none}}.{p}-mast small{{display:block;color:#888;font:12px Arial}}"
        f".{p}-mast form{{float:right}}.{p}-menu{{list-style:none;margin:0;padding:0;background:#333;overflow:hidden}}"
        f".{p}-menu li{{float:left}}.{p}-menu a{{display:block;padding:7px 12px;color:#fff;text-decoration:none;font-weight:bold}}"
        f".{p}-crumb{{font-size:11px;color:#888;padding:6px 12px}}.{p}-body{{overflow:hidden;padding:0 12px 16px}}"
        f".{p}-main{{float:left;width:640px}}.{p}-rail{{float:right;width:300px}}.{p}-leftcol{{float:left;width:170px;margin-right:14px}}"
        f".{p}-portal .{p}-main{{width:480px}}.{p}-h1{{font:bold 27px/1.2 Georgia,serif;margin:8px 0}}.{p}-dek{{font-size:15px;color:#444}}"
        f".{p}-by{{font-size:11px;color:#777;margin:4px 0 8px}}.{p}-share{{font-size:11px;margin:6px 0}}"
        f".{p}-share span{{display:inline-block;border:1px solid #ccc;background:#f7f7f7;padding:1px 6px;margin-right:5px}}"
        f".{p}-fig img{{width:100%;height:auto;background:#ccc}}.{p}-fig figcaption{{font-size:11px;color:#666}}"
        f".{p}-mod{{border:1px solid #e0e0e0;margin-bottom:12px;padding:6px 10px}}.{p}-mod h3{{margin:0 0 4px;font-size:13px;color:{c};text-transform:uppercase}}"
        f".{p}-mod ul,.{p}-mod ol{{margin:2px 0;padding-left:18px}}.{p}-ad{{background:#f2f2f2;border:1px solid #ddd;height:250px;color:#aaa;text-align:center;font-size:10px;margin-bottom:12px}}"
        f".{p}-foot{{clear:both;background:#2d2d2d;color:#aaa;font-size:11px;padding:14px 12px}}.{p}-foot a{{color:#ddd;margin-right:10px}}"
        f".{p}-tags{{font-size:11px;color:#666}}.{p}-datehead{{font:bold 12px Arial;text-transform:uppercase;color:#888;border-bottom:1px dotted #bbb;margin-top:10px}}"
    )


def box(site: SiteCW, title: str, inner: str, cls: str = "") -> str:
    """A sidebar widget / module / block in the site's look."""
    return f'<div class="{site.prefix}-mod {cls}"><h3>{esc(title)}</h3>{inner}</div>'


def _share(site: SiteCW, piece: Piece) -> str:
    k = slug(piece.title)
    p = site.prefix
    if site.skeleton in ("blog", "blogspot"):
        return (
            f'<div class="{p}-share">Share this: <a href="#tw">Twitter</a> · <a href="#fb">Facebook</a> · '
            f'<a href="#em">Email</a> · <a href="#pr">Print</a></div>'
        )
    return (
        f'<div class="{p}-share"><span>Like {num(k, 3, 640)}</span><span>Tweet {num(k + "t", 0, 90)}</span>'
        f"<span>+1 {num(k + 'g', 0, 12)}</span><span>Email</span><span>Print</span></div>"
    )


def _story(site: SiteCW, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    key = slug(piece.title)
    sec = piece.section or site.menu[1]
    fig = (
        f'<figure class="{p}-fig"><img src="/_avatar/{p}-{key[:20]}.svg" alt="" width="640" height="360">'
        f"<figcaption>{esc(piece.caption)}</figcaption></figure>"
        if piece.caption
        else ""
    )
    text = "".join(f"<p>{esc(x)}</p>" for x in piece.paragraphs)
    tags = ", ".join(f'<a href="/tag/{slug(t)}" rel="tag">{esc(t)}</a>' for t in piece.tags)
    t = f'<time datetime="{piece.iso}">{esc(piece.shown)}</time>'
    sk = site.skeleton
    if sk == "paper":
        return (
            f'<div class="{p}-story"><p class="{p}-kick">{esc(sec)}</p><h1 class="{p}-h1">{esc(piece.title)}</h1>'
            + (f'<p class="{p}-dek">{esc(piece.dek)}</p>' if piece.dek else "")
            + f'<p class="{p}-by">By {esc(piece.author)} · {t}</p>{_share(site, piece)}{fig}{text}{bits.inside}'
            + (f'<p class="{p}-tags">Topics: {tags}</p>' if tags else "")
            + "</div>"
        )
    if sk == "blog":
        return (
            f'<div class="{p}-post" id="post-{num(key, 1200, 4800)}"><h1 class="{p}-h1">{esc(piece.title)}</h1>'
            f'<p class="{p}-by">Posted on {t} by <a href="/author/{slug(piece.author)}/">{esc(piece.author)}</a></p>'
            f'<div class="{p}-entry">{fig}{text}{bits.inside}</div>'
            f'<p class="{p}-tags">Posted in <a href="/category/{slug(sec)}/">{esc(sec)}</a>'
            + (f" | Tagged {tags}" if tags else "")
            + f' | <a href="/{key[:40]}/" rel="bookmark">Permalink</a></p>{_share(site, piece)}'
            f'<div class="{p}-like"><b>Like this:</b> <a href="#like">Like</a> Be the first to like this.</div></div>'
        )
    if sk == "blogspot":
        return (
            f'<h2 class="{p}-datehead">{esc(piece.shown.split(" at ")[0])}</h2>'
            f'<div class="{p}-outer"><h3 class="{p}-h1">{esc(piece.title)}</h3><div class="{p}-postbody">{fig}{text}{bits.inside}</div>'
            f'<div class="{p}-postfoot">Posted by <a href="/profile/{num(key, 10**9, 2 * 10**9)}">{esc(piece.author)}</a> at '
            f'<a class="{p}-ts" href="/{key[:40]}.html"><abbr title="{piece.iso}">{esc(piece.shown.split(" at ")[-1])}</abbr></a>'
            f"{_share(site, piece)}"
            + (f'<p class="{p}-tags">Labels: {tags}</p>' if tags else "")
            + "</div></div>"
        )
    if sk == "node":
        return (
            f'<div class="{p}-node" id="node-{num(key, 2000, 9000)}"><h1 class="{p}-h1">{esc(piece.title)}</h1>'
            f'<div class="{p}-submitted">Submitted by <a href="/users/{slug(piece.author)}">{esc(piece.author)}</a> on {t}</div>'
            f'<div class="{p}-content">{fig}{text}{bits.inside}</div>'
            + (f'<div class="{p}-terms">Tags: {tags}</div>' if tags else "")
            + f'{_share(site, piece)}<ul class="{p}-links"><li><a href="/print/{num(key, 2000, 9000)}">Printer-friendly version</a></li>'
            f'<li><a href="/forward?path=node/{num(key, 2000, 9000)}">Send to friend</a></li></ul></div>'
        )
    # portal
    return (
        f'<div class="{p}-item"><h2 class="{p}-h1">{esc(piece.title)}</h2>'
        f'<div class="{p}-info">Written by {esc(piece.author)} &nbsp;|&nbsp; Published: {t} &nbsp;|&nbsp; Hits: {num(key, 300, 9000)}'
        f' &nbsp; <a href="/print/{key[:30]}" title="Print">🖶</a> <a href="/email/{key[:30]}" title="E-mail">✉</a></div>'
        + (f'<p class="{p}-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f"{fig}{text}{bits.inside}"
        + (f'<p class="{p}-tags">Tags: {tags}</p>' if tags else "")
        + f"{_share(site, piece)}</div>"
    )


def render_cw(site: SiteCW, piece: Piece, bits: Bits) -> str:
    p = site.prefix
    sec = piece.section or site.menu[1]
    menu = "".join(
        f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>' for k, m in enumerate(site.menu)
    )
    head = (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(piece.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}">\n'
        f'<meta property="og:type" content="article"><meta property="og:title" content="{esc(piece.title)}">'
        f'<meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<link rel="alternate" type="application/rss+xml" href="/feed/" title="{esc(site.name)} RSS">\n'
        f"<style>{_css(site)}{bits.style}</style>\n"
        "<script>var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-0000000-7']);_gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
        f'<body class="{p}-site {p}-{site.skeleton}">\n<div id="{p}-wrap">\n'
        f'<div class="{p}-strip">{esc(piece.shown)}<span>{bits.top} · <a href="/login">Log in</a> · <a href="/feed/">RSS</a></span></div>\n'
        f'<div class="{p}-mast"><form action="/search" method="get"><input type="text" name="s"> <input type="submit" value="Search"></form>'
        f'<a class="{p}-logo" href="/">{esc(site.name)}</a><small>{esc(site.motto)}</small></div>\n'
        f'<ul class="{p}-menu">{menu}</ul>\n'
    )
    crumb = f'<div class="{p}-crumb"><a href="/">Home</a> » <a href="/{slug(sec)}/">{esc(sec)}</a></div>\n'
    story = _story(site, piece, bits)
    ad = f'<div class="{p}-ad">Advertisement 300×250</div>'
    if site.skeleton == "portal":
        left = (
            box(
                site,
                "Main Menu",
                "<ul>" + "".join(f'<li><a href="/{slug(m)}/">{esc(m)}</a></li>' for m in site.menu) + "</ul>",
            )
            + bits.left
        )
        body = (
            f'<div class="{p}-body {p}-portal"><div class="{p}-leftcol">{left}</div>'
            f'<div class="{p}-main">{story}{bits.after}</div><div class="{p}-rail" style="width:280px">{bits.side}</div></div>\n'
        )
    else:
        rail = (ad + bits.side) if site.skeleton in ("paper", "node") else bits.side
        body = f'<div class="{p}-body"><div class="{p}-main">{story}{bits.after}</div><div class="{p}-rail">{rail}</div></div>\n'
    powered = {
        "blog": "Proudly powered by WordPress",
        "blogspot": "Powered by Blogger",
        "node": "Powered by Drupal",
        "portal": "Joomla! is Free Software released under the GNU General Public License.",
        "paper": "Site by Newsroom Web Services",
    }[site.skeleton]
    foot = (
        f'<div class="{p}-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f'<br>© {site.year} {esc(site.name)}. All rights reserved. · <a href="/privacy">Privacy</a> · <a href="/terms">Terms of use</a><br>{powered}</div>\n</div>\n'
    )
    return (
        head
        + (crumb if site.skeleton in ("paper", "node") else "")
        + body
        + foot
        + bits.tail
        + "\n</body>\n</html>\n"
    )
