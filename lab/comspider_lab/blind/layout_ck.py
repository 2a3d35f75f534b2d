"""Page templates of blind set CK, written for this set (no saved page opened, no theme's or vendor's code copied;
every class, name and text invented), in the manner of English-language blogs and news sites of 2012. Two skeletons,
each printed with the site's own class prefix:

- ``blog``: a header with the blog's name and tagline, a menu, the post (title, date, byline, text, a share bar as
  saved, categories and tags), the case's block, a sidebar of widgets, a footer with "Powered by" lines;
- ``news``: a top strip (date, weather, sign in), a masthead, a section bar, a breaking-news bar, breadcrumbs, the
  article (headline, standfirst, byline, share counts, photo), the case's block, an aside of widgets, a footer of link
  columns.
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_ck import SiteCK
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Post:
    title: str
    byline: str
    iso: str
    shown: str
    text: str  # paragraphs, blank-line separated
    dek: str = ""
    section: str = ""
    tags: tuple[str, ...] = ()
    caption: str = ""

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.text.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""  # inside the post, after its text
    after: str = ""  # after the post (the comments' place)
    side: str = ""  # the sidebar's widgets
    style: str = ""
    tail: str = ""
    breaking: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _css(site: SiteCK) -> str:
    p, c = site.prefix, site.color
    return (
        f"body{{margin:0;background:#e9e9e4;font:13px/1.55 {site.font};color:#222}}a{{color:{c}}}"
        f"#{p}-wrap{{width:980px;margin:0 auto;background:#fff;box-shadow:0 0 6px #bbb}}"
        f".{p}-top{{background:#f2f2f2;font-size:11px;padding:3px 12px;overflow:hidden;color:#666}}.{p}-top span{{float:right}}"
        f".{p}-head{{padding:18px 14px;overflow:hidden;border-bottom:4px solid {c}}}.{p}-head a.{p}-name{{font:bold 32px Georgia,serif;color:{c};text-decoration:none}}"
        f".{p}-head p{{margin:2px 0 0;color:#777;font-style:italic}}.{p}-head form{{float:right}}"
        f".{p}-menu{{list-style:none;margin:0;padding:0 8px;background:#333;overflow:hidden}}.{p}-menu li{{float:left}}.{p}-menu a{{display:block;color:#fff;padding:7px 11px;text-decoration:none;font-weight:bold}}"
        f".{p}-break{{background:#c00;color:#fff;padding:4px 12px;font-size:12px}}.{p}-break b{{margin-right:8px}}"
        f".{p}-crumb{{font-size:11px;color:#888;padding:6px 14px}}.{p}-body{{overflow:hidden;padding:10px 14px}}"
        f".{p}-main{{float:left;width:640px}}.{p}-side{{float:right;width:290px;font-size:12px}}"
        f".{p}-post h1,.{p}-post h2.{p}-title{{font:bold 27px/1.2 Georgia,serif;margin:4px 0 6px}}.{p}-dek{{font-size:15px;color:#444;font-weight:bold}}"
        f".{p}-meta{{font-size:11px;color:#888;margin-bottom:8px}}.{p}-share{{font-size:11px;margin:8px 0;color:#555}}.{p}-share span{{border:1px solid #ccc;background:#f7f7f7;padding:1px 6px;margin-right:5px}}"
        f".{p}-fig{{margin:0 0 10px}}.{p}-fig img{{background:#ccc}}.{p}-fig figcaption{{font-size:11px;color:#666}}"
        f".{p}-wid{{margin-bottom:16px}}.{p}-wid h3{{font-size:12px;text-transform:uppercase;letter-spacing:1px;border-bottom:2px solid {c};margin:0 0 6px;padding-bottom:2px}}"
        f".{p}-wid ul,.{p}-wid ol{{margin:0;padding-left:18px}}.{p}-ad{{background:#f4f4f4;border:1px solid #ddd;color:#aaa;text-align:center;font-size:10px;height:250px;margin-bottom:16px}}"
        f".{p}-foot{{clear:both;background:#2d2d2d;color:#aaa;font-size:11px;padding:14px}}.{p}-foot a{{color:#ddd;margin-right:10px}}"
        f".{p}-tags{{font-size:11px;color:#666}}"
    )


def render_ck(site: SiteCK, post: Post, parts: Parts) -> str:
    p = site.prefix
    key = slug(post.title)
    head = (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        f"<title>{esc(post.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(post.dek or post.paragraphs[0][:150])}">\n'
        f'<meta property="og:title" content="{esc(post.title)}"><meta property="og:site_name" content="{esc(site.name)}">\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)} Feed" href="/feed/">\n'
        f"<style>{_css(site)}{parts.style}</style>\n"
        "<script type=\"text/javascript\">var _gaq = _gaq || [];_gaq.push(['_setAccount', 'UA-1234567-8']);_gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
        f'<body class="{p}-single">\n<div id="{p}-wrap">\n'
    )
    menu = (
        f'<ul class="{p}-menu">'
        + "".join(
            f'<li><a href="/{"" if i == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for i, m in enumerate(site.menu)
        )
        + "</ul>\n"
    )
    share = (
        f'<div class="{p}-share">Share this: <span>Like {num(key, 3, 640)}</span><span>Tweet {num(key + "t", 0, 210)}</span>'
        f'<span>+1 {num(key + "g", 0, 25)}</span><span>Pin it</span><a href="/email/{key[:30]}">Email</a> <a href="/print/{key[:30]}">Print</a></div>'
    )
    tags = (
        f'<p class="{p}-tags">Tags: '
        + ", ".join(f'<a href="/tag/{slug(t)}/" rel="tag">{esc(t)}</a>' for t in post.tags)
        + "</p>"
        if post.tags
        else ""
    )
    text = "".join(f"<p>{esc(x)}</p>" for x in post.paragraphs)
    if site.skeleton == "news":
        top = (
            f'<div class="{p}-top">{esc(post.shown.split(",")[0])}<span><a href="/signin">Sign in</a> · <a href="/register">Register</a> · <a href="/subscribe">Subscribe</a></span></div>\n'
            f'<div class="{p}-head"><form action="/search"><input name="q" type="text"> <input type="submit" value="Search"></form>'
            f'<a class="{p}-name" href="/">{esc(site.name)}</a><p>{esc(site.motto)}</p></div>\n'
        )
        sec = post.section or site.menu[1]
        art = (
            f'<div class="{p}-post"><h1>{esc(post.title)}</h1>'
            + (f'<p class="{p}-dek">{esc(post.dek)}</p>' if post.dek else "")
            + f'<p class="{p}-meta">{esc(post.byline)} · <span class="{p}-date">{esc(post.shown)}</span></p>{share}'
            f'<figure class="{p}-fig"><img src="/_avatar/{p}-{key[:20]}.svg" width="640" height="360" alt="">'
            + (f"<figcaption>{esc(post.caption)}</figcaption>" if post.caption else "")
            + f"</figure>{text}{parts.inside}{tags}</div>\n"
        )
        crumbs = (
            f'<div class="{p}-crumb"><a href="/">Home</a> &gt; <a href="/{slug(sec)}/">{esc(sec)}</a></div>\n'
        )
        brk = f'<div class="{p}-break"><b>BREAKING</b>{parts.breaking}</div>\n' if parts.breaking else ""
        body = (
            top
            + menu
            + brk
            + crumbs
            + f'<div class="{p}-body"><div class="{p}-main">{art}{parts.after}</div>'
            f'<div class="{p}-side"><div class="{p}-ad">Advertisement</div>{parts.side}</div></div>\n'
        )
        foot = (
            f'<div class="{p}-foot">'
            + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
            + f'<br>© 2012 {esc(site.name)}. All rights reserved. <a href="/terms">Terms</a> <a href="/privacy">Privacy</a> <a href="/contact">Contact us</a></div>\n'
        )
    else:
        top = (
            f'<div class="{p}-head"><form action="/" method="get"><input name="s" type="text"> <input type="submit" value="Search"></form>'
            f'<a class="{p}-name" href="/">{esc(site.name)}</a><p>{esc(site.motto)}</p></div>\n'
        )
        art = (
            f'<div class="{p}-post" id="post-{num(key, 100, 2999)}"><h2 class="{p}-title">{esc(post.title)}</h2>'
            f'<p class="{p}-meta">{esc(post.shown)} · {esc(post.byline)}</p>{text}{parts.inside}{share}{tags}</div>\n'
        )
        body = (
            top + menu + f'<div class="{p}-body"><div class="{p}-main">{art}{parts.after}</div>'
            f'<div class="{p}-side">{parts.side}</div></div>\n'
        )
        foot = f'<div class="{p}-foot">© 2012 {esc(site.name)} · <a href="/feed/">Entries (RSS)</a> · <a href="/wp-login.php">Log in</a></div>\n'
    return head + body + foot + "</div>\n" + parts.tail + "\n</body>\n</html>\n"
