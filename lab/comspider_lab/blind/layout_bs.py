"""Page templates of blind set BS, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented), in the manner of 2011-2013 engines other than WordPress. Five looks:

- ``journal``: a hosted journal (``qp-*``): the host's black top bar with its log-in form, the journal's header with
  a user picture, the journal's navigation (recent entries, archive, friends, user info), the entry's head with its
  subject, time, "Current mood"/"Current music" lines and tags, the entry's footer of links, a calendar and a
  page-summary sidebar;
- ``hosted``: a hosted blog (``hb-*``): a header image band, a date header over the post, the post's footer
  ("Posted by ... at ...", labels, share buttons), the newer/older pager, a right sidebar of gadgets, an attribution
  footer;
- ``selfhost``: a self-hosted blog engine in three columns (``sh-*``): a banner, a left column (categories,
  calendar, archives), the entry, a right column (links, syndication, a "powered by" badge);
- ``cms``: a community CMS (``cm-*``): a header with primary links, breadcrumbs, a left column of modules (log-in
  box, who's online, a poll), the content, a right column of modules, a footer menu;
- ``paper``: a small-town newspaper's CMS (``np-*``): a top strip with date and weather, the masthead with the
  search box, the section bar, the article with tools and share counts, the right rail with advertisement slots
  and lists, a footer of link columns.

Page parts (``Bits``): ``inside`` (inside the entry, after its text), ``after`` (after the entry), ``side`` (the
right sidebar), ``left`` (the left column, where the look has one), ``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_bs import TERMS, SiteBS
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The entry or article: headline, byline as printed, ISO time, the time as shown, paragraphs."""

    title: str
    byline: str
    iso: str
    shown: str
    text: str
    dek: str = ""
    section: str = ""
    tags: tuple[str, ...] = ()
    caption: str = ""
    mood: str = ""  # journal only: "Current mood", "Current music"
    music: str = ""

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


def num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _head(site: SiteBS, piece: Piece, css: str, bits: Bits) -> str:
    return (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f'<meta name="generator" content="{esc(site.engine)}" />\n'
        f"<title>{esc(site.name)}: {esc(piece.title)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:140])}" />\n'
        f'<link rel="alternate" type="application/atom+xml" title="{esc(site.name)} - Atom" href="/feeds/posts/default" />\n'
        f'<link rel="EditURI" type="application/rsd+xml" title="RSD" href="/rsd.xml" />\n'
        f'<style type="text/css">{css}{bits.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-8']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _paras(piece: Piece) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)


def _tags(site: SiteBS, piece: Piece, cls: str) -> str:
    if not piece.tags:
        return ""
    t = TERMS[site.lang]
    return (
        f'<span class="{cls}">{esc(t["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(x)}" rel="tag">{esc(x)}</a>' for x in piece.tags)
        + "</span>"
    )


JOURNAL_CSS = """body{margin:0;background:#e8e4da;font:13px/1.5 Verdana,sans-serif;color:#222}.qp-bar{background:#222;color:#ccc;font-size:11px;padding:5px 12px;overflow:hidden}
.qp-bar b{color:#fff;font:bold 14px Georgia,serif}.qp-bar form{float:right;margin:0}.qp-bar input{font-size:10px}.qp-wrap{width:940px;margin:14px auto;overflow:hidden}
.qp-head{background:#5b4a3a;color:#f3e9d8;padding:14px 18px;overflow:hidden}.qp-head img{float:left;margin-right:12px;border:2px solid #f3e9d8}.qp-head h1{margin:0;font:bold 26px Georgia,serif}
.qp-head p{margin:2px 0;font-style:italic}.qp-nav{background:#7a6450;padding:5px 18px}.qp-nav a{color:#fff;margin-right:14px;font-size:12px;font-weight:bold}
.qp-main{float:left;width:660px;margin-top:12px}.qp-side{float:right;width:260px;margin-top:12px;font-size:11px}.qp-entry{background:#fff;border:1px solid #cbbfa8;padding:12px 16px}
.qp-subj{font:bold 18px Georgia,serif;margin:0 0 2px}.qp-date{font-size:11px;color:#777}.qp-current{font-size:11px;margin:8px 0;color:#5b4a3a}
.qp-foot{font-size:11px;border-top:1px dashed #cbbfa8;margin-top:10px;padding-top:6px}.qp-foot a{margin-right:10px}.qp-box{background:#fff;border:1px solid #cbbfa8;margin-bottom:10px;padding:6px 8px}
.qp-box h3{margin:0 0 4px;font-size:11px;text-transform:uppercase;color:#7a6450}.qp-cal td{text-align:center;padding:1px 3px;font-size:10px}.qp-lj{font-weight:bold;text-decoration:none}"""


def journal(site: SiteBS, piece: Piece, bits: Bits) -> str:
    user = site.name
    key = slug(piece.title)
    return (
        _head(site, piece, JOURNAL_CSS, bits) + '<body class="qp-journal">\n'
        f'<div class="qp-bar"><form action="/login.bml" method="post">Username: <input type="text" name="user" size="10" /> Password: <input type="password" name="password" size="10" /> <input type="submit" value="Log in" /></form>'
        f'<b>{esc(site.engine)}</b> · <a href="/create" style="color:#ccc">Create a journal</a> · <a href="/explore" style="color:#ccc">Explore</a> · <a href="/shop" style="color:#ccc">Shop</a></div>\n'
        f'<div class="qp-wrap"><div class="qp-head"><img src="/_avatar/qp-{slug(user)[:20]}.svg" alt="" width="70" height="70" /><h1>{esc(user)}</h1><p>{esc(site.motto)}</p></div>\n'
        '<div class="qp-nav">'
        + "".join(f'<a href="/~{slug(user)}/{slug(m)}">{esc(m)}</a>' for m in site.menu)
        + '</div>\n<div class="qp-main">\n'
        f'<div class="qp-entry" id="entry-{num(key, 100000, 999999)}"><h2 class="qp-subj">{esc(piece.title)}</h2>'
        f'<div class="qp-date"><a href="/~{slug(user)}/{piece.iso[:4]}/{piece.iso[5:7]}/{piece.iso[8:10]}/">{esc(piece.shown)}</a></div>'
        + _paras(piece)
        + (
            f'<div class="qp-current"><b>Current Mood:</b> {esc(piece.mood)}<br /><b>Current Music:</b> {esc(piece.music)}</div>'
            if piece.mood
            else ""
        )
        + f"<div>{_tags(site, piece, 'qp-tags')}</div>"
        + bits.inside
        + "</div>\n"
        + bits.after
        + '\n</div>\n<div class="qp-side">'
        + bits.side
        + f'</div></div>\n<div style="text-align:center;font-size:10px;color:#777;padding:10px">{esc(TERMS[site.lang]["powered"])} {esc(site.engine)}</div>\n{bits.tail}\n</body>\n</html>\n'
    )


HOSTED_CSS = """body{margin:0;background:#f6f1ea url(/_avatar/hb-bg.svg);font:14px/1.55 Georgia,'Times New Roman',serif;color:#3a3a3a}
#hb-outer{width:930px;margin:0 auto;background:#fff;padding:0 0 10px}#hb-header{height:150px;background:#c98b6b;color:#fff;padding:30px 34px 0}
#hb-header h1{margin:0;font:normal 40px 'Palatino Linotype',Georgia,serif}#hb-header h1 a{color:#fff;text-decoration:none}#hb-header p{margin:4px 0;font-style:italic}
.hb-pages{background:#7d4f3a;padding:0 24px;margin:0;list-style:none;overflow:hidden}.hb-pages li{float:left}.hb-pages a{display:block;color:#fff;padding:7px 12px;text-decoration:none;font:12px Arial}
#hb-main{float:left;width:590px;padding:14px 24px}#hb-side{float:right;width:250px;padding:14px 18px 0 0;font-size:12px}.hb-date{font:bold 11px Arial;color:#a0a0a0;text-transform:uppercase;letter-spacing:1px}
.hb-post h3{font:normal 24px 'Palatino Linotype',Georgia,serif;color:#7d4f3a;margin:6px 0 10px}.hb-foot{font:11px Arial;color:#888;border-top:1px solid #eee;margin-top:12px;padding-top:6px}
.hb-share a{display:inline-block;width:20px;height:20px;background:#ddd;margin-right:3px;font:9px Arial;text-align:center;line-height:20px;color:#666}
.hb-pager{font:12px Arial;overflow:hidden;margin:14px 0}.hb-pager .l{float:left}.hb-pager .r{float:right}.hb-gadget{margin-bottom:20px}.hb-gadget h2{font:bold 12px Arial;text-transform:uppercase;color:#c98b6b;margin:0 0 6px}
.hb-gadget ul{margin:0;padding-left:16px}#hb-attr{clear:both;text-align:center;font:11px Arial;color:#999;padding-top:10px}"""


def hosted(site: SiteBS, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    return (
        _head(site, piece, HOSTED_CSS, bits)
        + '<body>\n<div id="hb-navbar" style="height:30px;background:#eee;font:11px Arial;padding:0 10px;line-height:30px">'
        f'<a href="/next-blog">Next Blog»</a> · <a href="/create">Create Blog</a> · <a href="/signin">Sign In</a></div>\n<div id="hb-outer">\n'
        f'<div id="hb-header"><h1><a href="/">{esc(site.name)}</a></h1><p>{esc(site.motto)}</p></div>\n'
        '<ul class="hb-pages">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else "p/" + slug(m) + ".html"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + '</ul>\n<div id="hb-main">\n'
        f'<h2 class="hb-date">{esc(piece.shown)}</h2>\n'
        f'<div class="hb-post hentry" id="post-{num(key, 1000000, 9999999)}"><h3 class="post-title entry-title">{esc(piece.title)}</h3><div class="hb-body entry-content">'
        + (
            f'<img src="/_avatar/hb-{key[:24]}.svg" alt="" width="440" height="290" />'
            if piece.caption
            else ""
        )
        + _paras(piece)
        + '</div><div class="hb-foot">'
        f'<span class="hb-by">{esc(piece.byline)}</span> {_tags(site, piece, "hb-labels")}'
        f' <span class="hb-share"><a href="#" title="Email">@</a><a href="#" title="BlogThis!">B</a><a href="#" title="Twitter">t</a><a href="#" title="Facebook">f</a><a href="#" title="Pinterest">P</a></span>'
        + bits.inside
        + "</div></div>\n"
        f'<div class="hb-pager"><a class="l" href="/{key[:30]}-newer.html">{esc(t["newer"])}</a><a class="r" href="/{key[:30]}-older.html">{esc(t["older"])}</a>'
        f'<div style="text-align:center"><a href="/">{esc(t["home"])}</a></div></div>\n'
        + bits.after
        + '\n</div>\n<div id="hb-side">'
        + bits.side
        + f'</div>\n<div id="hb-attr">{esc(t["powered"])} {esc(site.engine)}. © {esc(site.name)}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


SELFHOST_CSS = """body{margin:0;background:#fff;font:12px/1.6 'Lucida Grande',Tahoma,sans-serif;color:#333}#sh-banner{background:#2f4a2f;color:#e9f0d8;padding:22px 26px}
#sh-banner h1{margin:0;font:bold 28px 'Trebuchet MS',sans-serif}#sh-banner h1 a{color:#e9f0d8;text-decoration:none}#sh-banner h2{margin:2px 0 0;font:italic 13px Georgia,serif}
#sh-nav{background:#dfe8cc;padding:5px 26px;border-bottom:1px solid #b8c79c}#sh-nav a{margin-right:14px;color:#2f4a2f;font-weight:bold}#sh-cols{display:table;width:100%}
#sh-left,#sh-content,#sh-right{display:table-cell;vertical-align:top;padding:14px}#sh-left{width:170px;background:#f4f7ec;font-size:11px}#sh-right{width:190px;background:#f4f7ec;font-size:11px}
.sh-entry h3{font:bold 20px 'Trebuchet MS',sans-serif;color:#2f4a2f;margin:0 0 4px}.sh-meta{color:#888;font-size:11px;margin-bottom:8px}.sh-footer{font-size:11px;color:#888;border-top:1px dotted #aaa;margin-top:10px;padding-top:4px}
.sh-side h4{margin:12px 0 4px;font-size:11px;text-transform:uppercase;color:#2f4a2f;border-bottom:1px solid #b8c79c}.sh-side ul{margin:0;padding-left:14px}.sh-cal td{font-size:10px;text-align:center;padding:1px 3px}
#sh-foot{border-top:3px solid #2f4a2f;font-size:10px;color:#888;text-align:center;padding:8px}"""


def selfhost(site: SiteBS, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    return (
        _head(site, piece, SELFHOST_CSS, bits) + '<body id="sh-body">\n'
        f'<div id="sh-banner"><h1><a href="/">{esc(site.name)}</a></h1><h2>{esc(site.motto)}</h2></div>\n'
        '<div id="sh-nav">'
        + "".join(
            f'<a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a>' for k, m in enumerate(site.menu)
        )
        + '</div>\n<div id="sh-cols"><div id="sh-left" class="sh-side">'
        + bits.left
        + '</div>\n<div id="sh-content">\n'
        f'<div class="sh-entry" id="entry-{num(key, 100, 999)}"><h3>{esc(piece.title)}</h3><div class="sh-meta">{esc(piece.byline)} · {esc(piece.shown)}</div>'
        '<div class="sh-body">'
        + _paras(piece)
        + "</div>"
        + bits.inside
        + f'<div class="sh-footer">{_tags(site, piece, "sh-cats")} | <a href="/{key[:40]}.html">Permalink</a> | <a href="#" onclick="window.print();return false">{esc(t["print"])}</a></div></div>\n'
        + bits.after
        + '\n</div>\n<div id="sh-right" class="sh-side">'
        + bits.side
        + f'<h4>{esc(t["powered"])}</h4><p><img src="/_avatar/sh-badge.svg" alt="{esc(site.engine)}" width="88" height="31" /></p>'
        f'</div></div>\n<div id="sh-foot">© {esc(site.name)} · {esc(t["rights"])} · {esc(t["powered"])} {esc(site.engine)}</div>\n{bits.tail}\n</body>\n</html>\n'
    )


CMS_CSS = """body{margin:0;background:#dde3e8;font:12px/1.5 Tahoma,Verdana,sans-serif;color:#2b2b2b}#cm-page{width:980px;margin:0 auto;background:#fff}
#cm-header{background:#294f70;color:#fff;padding:18px 20px 12px;overflow:hidden}#cm-header a.cm-logo{color:#fff;font:bold 28px Arial,sans-serif;text-decoration:none}#cm-header span{display:block;color:#b7cde0}
#cm-primary{background:#1d3a53;margin:0;padding:0 14px;list-style:none;overflow:hidden}#cm-primary li{float:left}#cm-primary a{display:block;color:#fff;padding:7px 12px;font-weight:bold;text-decoration:none}
.cm-breadcrumb{font-size:11px;padding:6px 20px;color:#777}#cm-cols{overflow:hidden;padding:0 12px 12px}#cm-left{float:left;width:180px}#cm-content{float:left;width:560px;padding:0 14px}#cm-right{float:right;width:190px}
.cm-module{border:1px solid #cfd8e0;margin-bottom:12px}.cm-module h3{margin:0;background:#e7eef4;padding:4px 8px;font-size:11px;color:#294f70;text-transform:uppercase}.cm-module ul,.cm-module ol{margin:6px 0;padding-left:22px}
.cm-module p,.cm-module form{margin:6px 8px}.cm-node h1{font:bold 22px Arial,sans-serif;color:#294f70;margin:8px 0 2px}.cm-submitted{font-size:11px;color:#888}.cm-terms{font-size:11px}
.cm-links{font-size:11px;border-top:1px solid #eee;padding-top:4px}#cm-footer{clear:both;background:#294f70;color:#b7cde0;font-size:11px;padding:10px 20px}#cm-footer a{color:#fff;margin-right:10px}"""


def cms(site: SiteBS, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    sec = piece.section or site.menu[1]
    key = slug(piece.title)
    return (
        _head(site, piece, CMS_CSS, bits) + '<body class="cm-site">\n<div id="cm-page">\n'
        f'<div id="cm-header"><a class="cm-logo" href="/">{esc(site.name)}</a><span>{esc(site.motto)}</span></div>\n'
        '<ul id="cm-primary">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m)}">{esc(m)}</a></li>' for k, m in enumerate(site.menu)
        )
        + f'</ul>\n<div class="cm-breadcrumb"><a href="/">{esc(t["home"])}</a> › <a href="/{slug(sec)}">{esc(sec)}</a> › {esc(piece.title[:50])}</div>\n'
        '<div id="cm-cols"><div id="cm-left">' + bits.left + '</div>\n<div id="cm-content">\n'
        f'<div class="cm-node" id="node-{num(key, 100, 9999)}"><h1>{esc(piece.title)}</h1><div class="cm-submitted">{esc(piece.byline)} · {esc(piece.shown)}</div>'
        + (f"<p><b>{esc(piece.dek)}</b></p>" if piece.dek else "")
        + (
            f'<div class="cm-image"><img src="/_avatar/cm-{key[:24]}.svg" alt="" width="540" height="300" /><p class="cm-terms">{esc(piece.caption)}</p></div>'
            if piece.caption
            else ""
        )
        + '<div class="cm-body">'
        + _paras(piece)
        + "</div>"
        + bits.inside
        + f'<div class="cm-terms">{_tags(site, piece, "cm-taxonomy")}</div>'
        f'<div class="cm-links"><a href="/{key[:30]}/print">{esc(t["print"])}</a> · <a href="/forward?path={key[:30]}">Email</a> · <a href="#share">{esc(t["share"])}</a></div></div>\n'
        + bits.after
        + '\n</div>\n<div id="cm-right">'
        + bits.side
        + '</div></div>\n<div id="cm-footer">'
        + "".join(f'<a href="/{slug(m)}">{esc(m)}</a>' for m in site.menu)
        + f"<br />© {esc(site.name)} · {esc(t['rights'])} · {esc(t['powered'])} {esc(site.engine)}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n"
    )


PAPER_CSS = """body{margin:0;background:#e9e9e9;font:13px/1.45 Arial,Helvetica,sans-serif;color:#1e1e1e}#np-page{width:1000px;margin:0 auto;background:#fff}
.np-strip{background:#f3f3f3;border-bottom:1px solid #ddd;font-size:11px;color:#666;padding:4px 12px;overflow:hidden}.np-strip span{float:right}
.np-mast{padding:12px;overflow:hidden}.np-mast a.np-logo{float:left;font:bold 40px 'Times New Roman',serif;color:#0d2a4a;text-decoration:none}.np-mast em{display:block;font:italic 12px Georgia,serif;color:#666}
.np-mast form{float:right;margin-top:16px}.np-sections{background:#0d2a4a;margin:0;padding:0 8px;list-style:none;overflow:hidden}.np-sections li{float:left}.np-sections a{display:block;color:#fff;padding:8px 11px;font-weight:bold;font-size:12px;text-decoration:none}
#np-cols{overflow:hidden;padding:12px}#np-main{float:left;width:650px}#np-rail{float:right;width:310px}.np-story h1{font:bold 30px/1.1 'Times New Roman',serif;margin:4px 0 6px}
.np-byline{font-size:12px;color:#555}.np-byline b{color:#0d2a4a}.np-tools{font-size:11px;border-top:1px solid #ddd;border-bottom:1px solid #ddd;padding:4px 0;margin:6px 0}.np-tools a{margin-right:10px}
.np-story p{font:15px/1.6 Georgia,serif}.np-photo img{background:#ccc}.np-cap{font-size:11px;color:#666}.np-ad{background:#f4f4f4;border:1px solid #ddd;text-align:center;color:#aaa;font-size:10px;margin-bottom:12px}
.np-box{border-top:3px solid #0d2a4a;margin-bottom:14px}.np-box h3{margin:4px 0;font:bold 14px Arial;color:#0d2a4a;text-transform:uppercase}.np-box ol,.np-box ul{margin:4px 0;padding-left:22px}
.np-box p{margin:4px 0}#np-foot{clear:both;background:#0d2a4a;color:#a9bbd0;font-size:11px;padding:14px}#np-foot a{color:#fff;margin-right:10px}"""


def paper(site: SiteBS, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    sec = piece.section or site.menu[1]
    key = slug(piece.title)
    return (
        _head(site, piece, PAPER_CSS, bits) + '<body class="np-article">\n<div id="np-page">\n'
        f'<div class="np-strip">{esc(piece.shown)}<span><a href="/subscribe">Subscribe</a> · <a href="/e-edition">e-Edition</a> · <a href="/user/login">Log in</a></span></div>\n'
        f'<div class="np-mast"><a class="np-logo" href="/">{esc(site.name)}<em>{esc(site.motto)}</em></a>'
        f'<form action="/search" method="get"><input type="text" name="q" size="22" /> <input type="submit" value="{esc(t["search"])}" /></form></div>\n'
        '<ul class="np-sections">'
        + "".join(
            f'<li><a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + '</ul>\n<div id="np-cols"><div id="np-main">\n'
        f'<div class="np-story"><p style="font:bold 11px Arial;color:#a00;text-transform:uppercase;margin:0">{esc(sec)}</p><h1>{esc(piece.title)}</h1>'
        + (f'<p style="font:italic 16px Georgia,serif;color:#444">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="np-byline"><b>{esc(piece.byline)}</b> | <span class="np-posted" title="{piece.iso}">{esc(piece.shown)}</span></p>'
        f'<p class="np-tools"><a href="/{key[:30]}/print">{esc(t["print"])}</a><a href="/{key[:30]}/email">E-mail</a><a href="#">A+</a><a href="#">A-</a>'
        f" {esc(t['share'])}: Facebook ({num(key, 2, 300)}) · Twitter ({num(key + 't', 0, 80)}) · Google+ ({num(key + 'g', 0, 9)})</p>"
        + (
            f'<div class="np-photo"><img src="/_avatar/np-{key[:24]}.svg" alt="" width="650" height="380" /><p class="np-cap">{esc(piece.caption)}</p></div>'
            if piece.caption
            else ""
        )
        + _paras(piece)
        + bits.inside
        + f'<p style="font-size:11px">{_tags(site, piece, "np-topics")}</p></div>\n'
        + bits.after
        + '\n</div>\n<div id="np-rail"><div class="np-ad" style="height:250px">Advertisement</div>'
        + bits.side
        + '<div class="np-ad" style="height:600px">Advertisement</div></div></div>\n<div id="np-foot">'
        + "".join(f'<a href="/{slug(m)}/">{esc(m)}</a>' for m in site.menu)
        + f"<br />© 2012 {esc(site.name)} · {esc(t['rights'])} · {esc(t['powered'])} {esc(site.engine)}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n"
    )


LOOKS = {"journal": journal, "hosted": hosted, "selfhost": selfhost, "cms": cms, "paper": paper}


def render_bs(site: SiteBS, piece: Piece, bits: Bits) -> str:
    return LOOKS[site.look](site, piece, bits)
