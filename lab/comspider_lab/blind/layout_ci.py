"""Page skeletons of blind set CI, written for this set (no saved page opened, no theme's or vendor's code copied;
every class, name and text invented), in the manner of English-language news sites and blogs of 2012 as a crawler
saved them (the served HTML). Two skeletons, each site printing its own class prefix on them:

- ``blog``: a blog theme of 2010-2012: header with the blog's title and tagline, a menu bar, the post (title, date,
  "Posted by", categories, the text, share buttons, "Filed under"), the case's block, a right sidebar of widgets, a
  footer with a credit line;
- ``news``: a newspaper CMS of 2012: a top strip (date, weather, "Subscribe | Log in"), the masthead, a section bar, a
  breaking-news bar, breadcrumbs, the story (kicker, headline, deck, byline, share counts, a photo, the text), the
  case's block, a right rail of boxes, a fat footer of link columns.

Page parts: ``after`` (after the post or story: where the comments sit), ``side`` (the sidebar or rail), ``style``,
``tail`` (before </body>), ``under`` (between the text and ``after``: author bio, related posts, share bars).
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class SiteCI:
    name: str
    tagline: str
    prefix: str
    color: str
    font: str
    menu: tuple[str, ...]
    skeleton: str  # "blog" or "news"
    generator: str = ""  # a <meta name="generator"> as the system printed it


@dataclass(frozen=True)
class Post:
    title: str
    byline: str
    iso: str
    shown: str
    text: str
    deck: str = ""
    section: str = ""
    tags: tuple[str, ...] = ()
    caption: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    after: str = ""
    side: str = ""
    under: str = ""
    style: str = ""
    tail: str = ""
    breaking: str = ""
    weather: str = ""


def _css(site: SiteCI) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;background:#e9e9e4;font:14px/1.55 {site.font};color:#222}}a{{color:{c}}}"
        f"#{p}-wrap{{width:980px;margin:0 auto;background:#fff;box-shadow:0 0 6px #bbb}}"
        f".{p}-strip{{font:11px Arial;background:#f3f3f3;border-bottom:1px solid #ddd;padding:3px 12px;overflow:hidden}}.{p}-strip span{{float:right}}"
        f".{p}-head{{padding:18px 14px;overflow:hidden}}.{p}-head .{p}-logo{{font:bold 36px Georgia,serif;color:{c};text-decoration:none}}"
        f".{p}-head p{{margin:2px 0;color:#777;font-style:italic}}.{p}-head form{{float:right}}"
        f".{p}-menu{{list-style:none;margin:0;padding:0 8px;background:{c};overflow:hidden}}.{p}-menu li{{float:left}}"
        f".{p}-menu a{{display:block;padding:8px 12px;color:#fff;text-decoration:none;font:bold 13px Arial}}"
        f".{p}-break{{background:#b30000;color:#fff;padding:5px 12px;font:bold 12px Arial}}.{p}-break a{{color:#fff}}"
        f".{p}-body{{overflow:hidden;padding:14px}}.{p}-main{{float:left;width:630px}}.{p}-side{{float:right;width:300px;font-size:13px}}"
        f".{p}-post h1{{font:bold 28px/1.2 Georgia,serif;margin:4px 0 6px}}.{p}-meta{{font-size:12px;color:#777}}"
        f".{p}-deck{{font-size:17px;color:#444}}.{p}-share{{font:11px Arial;margin:8px 0}}.{p}-share span{{display:inline-block;border:1px solid #ccc;border-radius:3px;padding:1px 6px;margin-right:5px;background:#f7f7f7}}"
        f".{p}-widget{{margin-bottom:18px}}.{p}-widget h3{{font:bold 13px Arial;text-transform:uppercase;border-bottom:2px solid {c};padding-bottom:3px;margin:0 0 6px}}"
        f".{p}-widget ul,.{p}-widget ol{{margin:0;padding-left:18px}}.{p}-ad{{background:#f5f5f5;border:1px solid #ddd;color:#aaa;font:10px Arial;text-align:center;margin-bottom:18px}}"
        f".{p}-foot{{clear:both;background:#333;color:#bbb;font:12px Arial;padding:16px 14px}}.{p}-foot a{{color:#ddd;margin-right:9px}}"
        f".{p}-tabs ul.{p}-tabnav{{list-style:none;padding:0;margin:0;overflow:hidden}}.{p}-tabnav li{{float:left;padding:3px 8px;background:#eee;margin-right:2px;font:bold 11px Arial}}"
        f".{p}-tabnav li.on{{background:{c};color:#fff}}.{p}-tabs .{p}-pane{{display:none}}.{p}-tabs .{p}-pane.on{{display:block}}"
    )


def _head(site: SiteCI, post: Post, parts: Parts) -> str:
    gen = f'<meta name="generator" content="{esc(site.generator)}">\n' if site.generator else ""
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" lang="en-US">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8">\n'
        f"<title>{esc(post.title)} | {esc(site.name)}</title>\n{gen}"
        f'<meta property="og:title" content="{esc(post.title)}"><meta property="og:site_name" content="{esc(site.name)}">'
        f'<meta property="og:type" content="article">\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} RSS Feed" href="/feed/">\n'
        f'<style type="text/css">{_css(site)}{parts.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-1']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _menu(site: SiteCI) -> str:
    p = site.prefix
    return (
        f'<ul class="{p}-menu">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for i, m in enumerate(site.menu)
        )
        + "</ul>\n"
    )


def _text(post: Post) -> str:
    return "".join(f"<p>{esc(x)}</p>" for x in post.paragraphs)


def _tags(site: SiteCI, post: Post) -> str:
    if not post.tags:
        return ""
    return (
        f'<p class="{site.prefix}-filed">Tags: '
        + ", ".join(f'<a href="/tag/{slug(t)}/" rel="tag">{esc(t)}</a>' for t in post.tags)
        + "</p>"
    )


def _share(site: SiteCI, seed: int) -> str:
    p = site.prefix
    return (
        f'<div class="{p}-share"><span>Like {seed % 400 + 12}</span><span>Tweet {seed % 90 + 3}</span>'
        f'<span>+1 {seed % 17}</span><span>Share</span><span>Email</span><a href="#print">Print</a></div>'
    )


def blog(site: SiteCI, post: Post, parts: Parts) -> str:
    p = site.prefix
    seed = sum(map(ord, post.title))
    return (
        _head(site, post, parts) + f'<body class="single single-post {p}-theme">\n<div id="{p}-wrap">\n'
        f'<div class="{p}-head"><form method="get" action="/"><input type="text" name="s" value="Search this site"> <input type="submit" value="Go"></form>'
        f'<a class="{p}-logo" href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></div>\n'
        + _menu(site)
        + f'<div class="{p}-body"><div class="{p}-main">\n'
        f'<div class="{p}-post post hentry" id="post-{seed}"><p class="{p}-meta">{esc(post.shown)}</p><h1 class="entry-title">{esc(post.title)}</h1>'
        f'<p class="{p}-meta">{esc(post.byline)} · <a href="/category/{slug(post.section or site.menu[1])}/">{esc(post.section or site.menu[1])}</a></p>'
        f'<div class="entry-content">{_text(post)}</div>'
        + _share(site, seed)
        + _tags(site, post)
        + f"</div>\n{parts.under}\n{parts.after}\n</div>\n"
        f'<div class="{p}-side" id="sidebar">{parts.side}</div></div>\n'
        f'<div class="{p}-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f"<br>© 2012 {esc(site.name)}. All rights reserved. Powered by {esc(site.generator or 'WordPress')}.</div>\n</div>\n"
        + parts.tail
        + "\n</body>\n</html>\n"
    )


def news(site: SiteCI, post: Post, parts: Parts) -> str:
    p = site.prefix
    seed = sum(map(ord, post.title))
    sec = post.section or site.menu[1]
    cols = "".join(
        f'<div style="float:left;width:180px"><b>{esc(m)}</b><br><a href="/{slug(m)}/local/">Local</a><br><a href="/{slug(m)}/archive/">Archive</a></div>'
        for m in site.menu[1:6]
    )
    return (
        _head(site, post, parts) + f'<body class="{p}-story">\n<div id="{p}-wrap">\n'
        f'<div class="{p}-strip">{esc(post.shown.split(" at ")[0].split(",")[0])} · {esc(parts.weather)}<span><a href="/subscribe">Subscribe</a> | <a href="/login">Log in</a> | <a href="/register">Register</a></span></div>\n'
        f'<div class="{p}-head"><form method="get" action="/search"><input type="text" name="q"> <input type="submit" value="Search"></form>'
        f'<a class="{p}-logo" href="/">{esc(site.name)}</a><p>{esc(site.tagline)}</p></div>\n'
        + _menu(site)
        + (f'<div class="{p}-break"><b>BREAKING:</b> {parts.breaking}</div>\n' if parts.breaking else "")
        + f'<div class="{p}-body"><p class="{p}-meta"><a href="/">Home</a> » <a href="/{slug(sec)}/">{esc(sec)}</a></p>\n'
        f'<div class="{p}-main"><div class="{p}-post story-body">'
        f'<p class="{p}-meta" style="color:{site.color};font-weight:bold;text-transform:uppercase">{esc(sec)}</p>'
        f"<h1>{esc(post.title)}</h1>"
        + (f'<p class="{p}-deck">{esc(post.deck)}</p>' if post.deck else "")
        + f'<p class="{p}-meta">{esc(post.byline)} | Published: <span class="date">{esc(post.shown)}</span></p>'
        + _share(site, seed)
        + f'<div class="{p}-photo"><img src="/_avatar/{p}-{seed}.svg" width="630" height="350" alt="">'
        + (f'<p class="{p}-meta">{esc(post.caption)}</p>' if post.caption else "")
        + "</div>"
        + _text(post)
        + _tags(site, post)
        + f"</div>\n{parts.under}\n{parts.after}\n</div>\n"
        f'<div class="{p}-side">{parts.side}</div></div>\n'
        f'<div class="{p}-foot"><div style="overflow:hidden">{cols}</div><br>'
        f'© 2012 {esc(site.name)}. All rights reserved. <a href="/terms">Terms of use</a> <a href="/privacy">Privacy policy</a> '
        f'<a href="/contact">Contact us</a> <a href="/advertise">Advertise</a></div>\n</div>\n'
        + parts.tail
        + "\n</body>\n</html>\n"
    )


def render_ci(site: SiteCI, post: Post, parts: Parts) -> str:
    return (blog if site.skeleton == "blog" else news)(site, post, parts)
