"""Page templates of blind set BY, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of 2010-2014, as a crawler saved the page after its scripts ran.
Three looks:

- ``news``: a news site's CMS (``nw-*``): a top strip with the date and a sign-in/register line, the masthead with a
  search box, a section bar, breadcrumbs, the story with kicker, headline, standfirst, byline and time, a share bar
  with the social buttons' counts as their scripts drew them, a photo, the case's blocks, a newsletter box, a right
  column with an advertisement slot and widgets, a footer of links;
- ``blog``: a blog theme (``bl-*``): a header with the blog's name and description, page tabs, the post with its date
  header and footer line, a newer/older pager, the case's block, a sidebar of widgets;
- ``lj``: a hosted journal's page (``lj-*``): the hosting site's own bar over the page, the journal's header with its
  user picture, the entry with its subject, time, tags and mood, the comment links, a sidebar of the journal's
  links and a calendar.

Page parts (``Bits``): ``head`` (more in the head: the widgets' loader scripts), ``inside`` (inside the story, after
its text), ``after`` (after the story), ``side`` (the right column), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_by import TERMS, SiteBY
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The article or post: headline, byline (as the site prints it), ISO time, the time as shown, paragraphs
    (blank-line separated)."""

    title: str
    byline: str
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
    head: str = ""
    inside: str = ""
    after: str = ""
    side: str = ""
    style: str = ""
    tail: str = ""


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _head(site: SiteBY, piece: Piece, css: str, bits: Bits) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" xmlns:fb="http://ogp.me/ns/fb#" lang="{site.lang}" xml:lang="{site.lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(piece.title)} - {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}" />\n'
        f'<meta property="og:title" content="{esc(piece.title)}" /><meta property="og:type" content="article" />'
        f'<meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<link rel="alternate" type="application/rss+xml" title="{esc(site.name)}" href="/rss.xml" />\n'
        f'<style type="text/css">{css.replace("ACC", site.colour)}{bits.style}</style>\n'
        '<script type="text/javascript">var _gaq = _gaq || []; _gaq.push(["_setAccount", "UA-1234567-8"], ["_trackPageview"]);</script>\n'
        + bits.head
        + "</head>\n"
    )


def _paras(piece: Piece) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)


def _tags(site: SiteBY, piece: Piece, cls: str) -> str:
    if not piece.tags:
        return ""
    t = TERMS[site.lang]
    return (
        f'<p class="{cls}">{esc(t["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(x)}" rel="tag">{esc(x)}</a>' for x in piece.tags)
        + "</p>"
    )


NEWS_CSS = """body{margin:0;background:#e9e9e9;font:13px/1.5 Arial,Helvetica,sans-serif;color:#222}a{color:ACC}#nw-page{width:1000px;margin:0 auto;background:#fff}
.nw-strip{background:#222;color:#bbb;font-size:11px;padding:4px 14px;overflow:hidden}.nw-strip .r{float:right}.nw-strip a{color:#ddd}
.nw-mast{padding:16px 14px;overflow:hidden}.nw-logo{float:left;font:bold 38px Georgia,'Times New Roman',serif;color:ACC;text-decoration:none}.nw-logo small{display:block;font:12px Arial;color:#777}
.nw-mast form{float:right;margin-top:14px}.nw-nav{list-style:none;margin:0;padding:0 8px;background:ACC;overflow:hidden}.nw-nav li{float:left}.nw-nav a{display:block;padding:8px 12px;color:#fff;font-weight:bold;text-decoration:none}
.nw-crumb{font-size:11px;color:#888;padding:6px 14px}#nw-cols{overflow:hidden;padding:0 14px 14px}#nw-main{float:left;width:650px}#nw-right{float:right;width:300px}
.nw-kicker{color:ACC;font-weight:bold;text-transform:uppercase;font-size:11px;margin:4px 0}.nw-story h1{font:bold 30px/1.15 Georgia,serif;margin:2px 0 8px}.nw-dek{font-size:15px;color:#444}
.nw-by{font-size:11px;color:#666;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0}.nw-social{overflow:hidden;margin:8px 0;font-size:11px}.nw-social span{float:left;margin-right:10px;border:1px solid #ccd;background:#f5f6fa;padding:1px 6px;border-radius:3px}
.nw-photo img{background:#ccc}.nw-cap{font-size:11px;color:#666;margin:2px 0 10px}.nw-ad{background:#f2f2f2;border:1px solid #ddd;height:250px;color:#aaa;font-size:10px;text-align:center;margin-bottom:12px}
.nw-box{border-top:3px solid ACC;margin-bottom:14px}.nw-box h3{margin:4px 0;font-size:13px;text-transform:uppercase}.nw-box ol,.nw-box ul{margin:4px 0;padding-left:22px}.nw-box p{margin:4px 0}
.nw-letter{background:#f4f4f4;border:1px solid #ddd;padding:8px 10px;margin:14px 0}.nw-tags{font-size:11px;color:#666}#nw-foot{clear:both;background:#222;color:#999;font-size:11px;padding:14px}#nw-foot a{color:#ccc;margin-right:10px}"""


def news(site: SiteBY, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    sec = piece.section or site.menu[1]
    key = slug(piece.title)[:40] or "story"
    return (
        _head(site, piece, NEWS_CSS, bits)
        + '<body class="nw-article">\n<div id="fb-root"></div>\n<div id="nw-page">\n'
        f'<div class="nw-strip">{esc(piece.shown)}<span class="r"><a href="/user/login">{esc(t["login"])}</a> | <a href="/user/register">{esc(t["register"])}</a> | <a href="/rss">RSS</a></span></div>\n'
        f'<div class="nw-mast"><a class="nw-logo" href="/">{esc(site.name)}<small>{esc(site.motto)}</small></a>'
        f'<form action="/search" method="get"><input type="text" name="q" size="22" /> <input type="submit" value="{esc(t["search"])}" /></form></div>\n'
        '<ul class="nw-nav">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + f'</ul>\n<div class="nw-crumb"><a href="/">{esc(t["home"])}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></div>\n'
        '<div id="nw-cols"><div id="nw-main">\n'
        f'<div class="nw-story"><p class="nw-kicker">{esc(sec)}</p><h1>{esc(piece.title)}</h1>'
        + (f'<p class="nw-dek">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="nw-by">{esc(piece.byline)} · <span class="nw-time" title="{piece.iso}">{esc(piece.shown)}</span> · <a href="/{key}/print">{esc(t["print"])}</a></p>'
        f'<div class="nw-social"><span class="fb-like">f Like {num(key, 12, 900)}</span><span class="tw">Tweet {num(key + "t", 3, 160)}</span>'
        f'<span class="gp">+1 {num(key + "g", 0, 30)}</span><span class="mail">{esc(t["share"])}</span></div>'
        f'<div class="nw-photo"><img src="/_avatar/nw-{key[:24]}.svg" alt="" width="650" height="366" /></div>'
        + (f'<p class="nw-cap">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + _tags(site, piece, "nw-tags")
        + "</div>\n"
        + bits.after
        + '\n</div>\n<div id="nw-right"><div class="nw-ad">ADVERTISEMENT</div>'
        + bits.side
        + f'<div class="nw-letter"><b>{esc(t["newsletter"])}</b><br /><input type="text" name="nl" value="{esc(t["email"])}" /> <input type="button" value="{esc(t["subscribe"])}" /></div>'
        + '</div></div>\n<div id="nw-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f"<br />© {esc(site.name)} · {esc(t['rights'])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n"
    )


BLOG_CSS = """body{margin:0;background:#f3efe6;font:14px/1.6 Georgia,'Times New Roman',serif;color:#333}a{color:ACC}#bl-outer{width:940px;margin:20px auto;background:#fff;border:1px solid #e0d9c8}
#bl-head{padding:26px 30px;border-bottom:4px solid ACC}#bl-head h1{margin:0;font-size:34px}#bl-head h1 a{color:ACC;text-decoration:none}#bl-head p{margin:2px 0 0;color:#888;font-style:italic}
.bl-tabs{list-style:none;margin:0;padding:0 24px;background:#faf7f0;border-bottom:1px solid #e0d9c8;overflow:hidden}.bl-tabs li{float:left}.bl-tabs a{display:block;padding:7px 12px;text-decoration:none;font:bold 12px Arial}
#bl-wrap{overflow:hidden;padding:20px 26px}#bl-main{float:left;width:600px}#bl-side{float:right;width:260px;font-size:12px;font-family:Arial,sans-serif}
.bl-date{font:bold 11px Arial;color:#999;text-transform:uppercase;letter-spacing:1px}.bl-post h2{margin:4px 0 10px;font-size:26px}.bl-post img{border:1px solid #ddd;padding:3px}
.bl-foot{font:11px Arial;color:#888;border-top:1px dashed #ccc;margin-top:12px;padding-top:6px}.bl-pager{overflow:hidden;font:12px Arial;margin:14px 0}.bl-pager .o{float:right}
.bl-w{margin-bottom:18px}.bl-w h4{margin:0 0 6px;font:bold 12px Arial;text-transform:uppercase;color:ACC;border-bottom:1px solid #e0d9c8}.bl-w ul{margin:0;padding-left:16px}
#bl-footer{clear:both;text-align:center;font:11px Arial;color:#999;padding:12px;border-top:1px solid #e0d9c8}"""


def blog(site: SiteBY, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    post = slug(piece.title)[:40] or "post"
    return (
        _head(site, piece, BLOG_CSS, bits) + '<body>\n<div id="bl-outer">\n'
        f'<div id="bl-head"><h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.motto)}</p></div>\n'
        '<ul class="bl-tabs">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else "p/" + slug(m) + ".html"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + '</ul>\n<div id="bl-wrap"><div id="bl-main">\n'
        f'<div class="bl-date">{esc(piece.shown)}</div>\n'
        f'<div class="bl-post hentry" id="post-{num(post, 100, 999)}"><h2 class="entry-title">{esc(piece.title)}</h2><div class="entry-content">'
        f'<img src="/_avatar/bl-{post[:24]}.svg" alt="" width="560" height="320" />'
        + _paras(piece)
        + bits.inside
        + f'</div><div class="bl-foot">{esc(piece.byline)} · <abbr class="published" title="{piece.iso}">{esc(piece.shown)}</abbr>'
        + (
            " · " + ", ".join(f'<a href="/search/label/{slug(x)}" rel="tag">{esc(x)}</a>' for x in piece.tags)
            if piece.tags
            else ""
        )
        + f' · <a href="#share">{esc(t["share"])}</a></div></div>\n'
        f'<div class="bl-pager"><a href="/{post}-prev.html">«</a> <a class="o" href="/{post}-next.html">»</a></div>\n'
        + bits.after
        + '\n</div>\n<div id="bl-side">'
        f'<div class="bl-w"><form action="/search" method="get"><input type="text" name="q" size="18" /> <input type="submit" value="{esc(t["search"])}" /></form></div>'
        + bits.side
        + f'</div></div>\n<div id="bl-footer">© {esc(site.name)} · {esc(t["rights"])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


LJ_CSS = """body{margin:0;background:#d6dde3;font:13px/1.5 Verdana,Tahoma,sans-serif;color:#222}a{color:ACC}
.lj-bar{background:#0f2a40;color:#cfd8df;font-size:11px;padding:5px 12px;overflow:hidden}.lj-bar b{color:#fff;margin-right:14px}.lj-bar a{color:#cfd8df;margin-right:10px}.lj-bar .r{float:right}
#lj-page{width:960px;margin:14px auto;background:#fff;border:1px solid #b7c3cc}#lj-head{padding:18px 20px;background:ACC;color:#fff;overflow:hidden}#lj-head img{float:left;margin-right:14px;border:2px solid #fff}
#lj-head h1{margin:6px 0 0;font:bold 24px Georgia,serif}#lj-head p{margin:2px 0;color:#dde7ef}#lj-wrap{overflow:hidden;padding:16px 20px}#lj-main{float:left;width:660px}#lj-side{float:right;width:230px;font-size:11px}
.lj-entry h2{font:bold 20px Georgia,serif;margin:4px 0}.lj-meta{font-size:11px;color:#777}.lj-links{font-size:12px;border-top:1px solid #ccd;border-bottom:1px solid #ccd;padding:4px 0;margin:12px 0}
.lj-box{border:1px solid #ccd;margin-bottom:12px}.lj-box h4{margin:0;background:#eef2f5;padding:3px 6px;font-size:11px}.lj-box ul{margin:4px 0;padding-left:18px}.lj-cal td{text-align:center;padding:1px 3px;font-size:10px}
.ljuser{white-space:nowrap;font-weight:bold}.ljuser img{vertical-align:bottom;border:0;margin-right:1px}#lj-foot{clear:both;font-size:10px;color:#888;text-align:center;padding:10px}"""


def lj(site: SiteBY, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    return (
        _head(site, piece, LJ_CSS, bits) + '<body class="s-schemius">\n'
        '<div class="lj-bar"><b>LiveJournal</b><a href="/feed">Лента друзей</a><a href="/update.bml">Написать</a><a href="/inbox">Сообщения</a>'
        f'<span class="r"><a href="/login.bml">{esc(t["login"])}</a> <a href="/create">{esc(t["register"])}</a> <input type="text" size="14" /> <input type="button" value="{esc(t["search"])}" /></span></div>\n'
        f'<div id="lj-page"><div id="lj-head"><img src="/_avatar/lj-{site.key}.svg" alt="" width="100" height="100" /><h1>{esc(site.name)}</h1><p>{esc(site.motto)}</p>'
        + " | ".join(f'<a href="/{slug(m)}/" style="color:#fff">{esc(m)}</a>' for m in site.menu)
        + '</div>\n<div id="lj-wrap"><div id="lj-main">\n'
        f'<div class="lj-entry"><div class="lj-meta"><abbr class="published" title="{piece.iso}">{esc(piece.shown)}</abbr></div><h2>{esc(piece.title)}</h2>'
        f'<div class="lj-body">{_paras(piece)}</div>'
        + bits.inside
        + (
            '<p class="lj-meta">Метки: '
            + ", ".join(f'<a href="/tag/{slug(x)}" rel="tag">{esc(x)}</a>' for x in piece.tags)
            + "</p>"
            if piece.tags
            else ""
        )
        + f'<p class="lj-meta">{esc(piece.byline)}</p></div>\n'
        + bits.after
        + '\n</div>\n<div id="lj-side">'
        + bits.side
        + f'</div></div>\n<div id="lj-foot">© {esc(site.name)} · LiveJournal</div></div>\n{bits.tail}\n</body>\n</html>\n'
    )


LOOKS = {"news": news, "blog": blog, "lj": lj}


def render_by(site: SiteBY, piece: Piece, bits: Bits) -> str:
    return LOOKS[site.look](site, piece, bits)
