"""Page templates of blind set BV, written for this set from memory of small sites of 2010-2014 (no saved page
opened, no theme's code copied; every class, name and text invented). Five looks:

- ``portal``: a town portal built as a three-column table (``tp-*``): a banner with the crest, a menu bar, a ticker
  line, a left column of modules (login, weather, calendar), the article in the middle, a right column;
- ``club``: a club's site on a CMS of modules (``cm-*``): a header picture with the club's name, a top menu, a
  breadcrumb, a left column with the main menu and a login module, the article with "written by" and the date
  line, a right column of modules (next match, table, sponsors), a footer;
- ``radio``: a local radio station's site (``fm-*``): a dark header with the frequency and a "listen live" button, an
  "on air now" strip, the news story, a right column (now playing, schedule, chart);
- ``paper``: a regional paper's archive page (``ar-*``): a masthead, a section bar, an "archive" breadcrumb with the
  story's year, the story with a "this story was published" line, a right rail;
- ``bulletin``: a hand-made newsletter site of a parish, a school or an association (``bl-*``): a 780-pixel page, a
  coloured title band, a left link list with bullets, the issue's text, a guest-book or "last updated" foot line.

Page parts (``Bits``): ``inside`` (inside the story, after its text), ``after`` (after the story), ``side`` (the
right column, or the left for bulletins), ``left`` (the portal's and club's left column, after their own modules),
``style``, ``tail`` (before </body>).
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from comspider_lab.blind.content_bv import TERMS, SiteBV
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Piece:
    """The story: headline, byline line (as the site prints it), ISO time, the time as shown, paragraphs
    (blank-line separated)."""

    title: str
    byline: str
    iso: str
    shown: str
    text: str
    dek: str = ""
    section: str = ""
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


def _num(key: str, lo: int, hi: int) -> int:
    return lo + int(hashlib.md5(key.encode()).hexdigest()[:6], 16) % (hi - lo + 1)


def _head(site: SiteBV, piece: Piece, css: str, bits: Bits, doctype: str = "xhtml") -> str:
    dt = (
        '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" xml:lang="{site.lang}">\n'
        if doctype == "xhtml"
        else f'<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN">\n<html lang="{site.lang}">\n'
    )
    return (
        dt + "<head>\n"
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(piece.title)} - {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(piece.dek or piece.paragraphs[0][:150])}" />\n'
        f'<meta name="generator" content="{"Joomla! 1.5 - Open Source Content Management" if site.look == "club" else "Microsoft FrontPage 6.0" if site.look == "bulletin" else "SiteBuilder 3"}" />\n'
        f'<style type="text/css">{css}{bits.style}</style>\n'
        "<script type=\"text/javascript\">var _gaq = _gaq || []; _gaq.push(['_setAccount', 'UA-1234567-8']); _gaq.push(['_trackPageview']);</script>\n"
        "</head>\n"
    )


def _paras(piece: Piece) -> str:
    return "".join(f"<p>{esc(p)}</p>" for p in piece.paragraphs)


PORTAL_CSS = """body{margin:0;background:#e8eef2 url(/_avatar/tp-bg.svg);font:12px/1.5 Tahoma,Verdana,sans-serif;color:#222}a{color:#1b5e8c}
#tp-page{width:980px;margin:0 auto;background:#fff;border:1px solid #b7c7d3}.tp-banner{background:#1b5e8c;color:#fff;padding:14px}.tp-banner b{font:bold 30px Georgia,serif}
.tp-banner i{display:block;color:#cde}.tp-menu{background:#0f3f60}.tp-menu a{color:#fff;font-weight:bold;padding:6px 10px;display:inline-block;text-decoration:none}
.tp-ticker{background:#fff6d5;border-bottom:1px solid #e6d28a;padding:3px 8px;font-size:11px}.tp-left{width:180px;vertical-align:top;background:#f3f6f8;padding:8px;border-right:1px solid #d8e1e7}
.tp-mid{vertical-align:top;padding:10px 14px}.tp-right{width:220px;vertical-align:top;padding:8px;border-left:1px solid #d8e1e7}.tp-mod{margin-bottom:12px;border:1px solid #c9d6df;background:#fff}
.tp-mod h4{margin:0;background:#dfe8ee;padding:3px 6px;font-size:11px;text-transform:uppercase;color:#0f3f60}.tp-mod .c{padding:5px 6px}.tp-mod ul,.tp-mod ol{margin:0;padding-left:18px}
.tp-mid h1{font:bold 22px Georgia,serif;margin:4px 0;color:#0f3f60}.tp-info{color:#777;font-size:11px;border-bottom:1px dotted #bbb;padding-bottom:4px}.tp-foot{background:#0f3f60;color:#9bb;font-size:10px;text-align:center;padding:8px}"""


def portal(site: SiteBV, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    return (
        _head(site, piece, PORTAL_CSS, bits, "html4") + '<body>\n<div id="tp-page">\n'
        f'<div class="tp-banner"><img src="/_avatar/tp-crest.svg" alt="" width="48" height="56" align="left" style="margin-right:10px" /><b>{esc(site.name)}</b><i>{esc(site.motto)}</i></div>\n'
        '<div class="tp-menu">'
        + "".join(
            f'<a href="/{"" if k == 0 else slug(m) + ".php"}">{esc(m)}</a>' for k, m in enumerate(site.menu)
        )
        + "</div>\n"
        f'<div class="tp-ticker">{esc(piece.shown)}</div>\n'
        '<table width="100%" cellpadding="0" cellspacing="0"><tr><td class="tp-left">'
        f'<div class="tp-mod"><h4>{esc(t["login"])}</h4><div class="c"><form action="/login.php" method="post">{esc(t["user"])}<br /><input type="text" name="u" size="14" /><br />'
        f'{esc(t["password"])}<br /><input type="password" name="p" size="14" /><br /><input type="submit" value="{esc(t["login"])}" /></form></div></div>'
        + bits.left
        + f'<div class="tp-mod"><h4>{esc(t["search"])}</h4><div class="c"><form action="/search.php"><input type="text" name="q" size="14" /> <input type="submit" value="»" /></form></div></div>'
        '</td>\n<td class="tp-mid">'
        f'<h1>{esc(piece.title)}</h1><p class="tp-info">{esc(piece.byline)} · {esc(piece.shown)} · <a href="/print.php?id={_num(key, 100, 9999)}">{esc(t["print"])}</a></p>'
        + (f"<p><b>{esc(piece.dek)}</b></p>" if piece.dek else "")
        + f'<img src="/_avatar/tp-{key[:24]}.svg" alt="" width="500" height="280" style="background:#ccd" />'
        + (f'<p style="font-size:11px;color:#666">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + bits.after
        + '</td>\n<td class="tp-right">'
        + bits.side
        + "</td></tr></table>\n"
        f'<div class="tp-foot">© 2005-2013 {esc(site.name)} · {esc(t["rights"])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


CLUB_CSS = """body{margin:0;background:#2d5a27;font:12px/1.5 Arial,Helvetica,sans-serif;color:#333}#cm-wrap{width:960px;margin:10px auto;background:#fff}
#cm-header{height:120px;background:#3f7a36 url(/_avatar/cm-header.svg) no-repeat right;color:#fff;padding:0 16px}#cm-header h1{margin:0;padding-top:30px;font:bold 30px Verdana,sans-serif}
#cm-header span{font-size:13px;color:#dfd}#cm-top{background:#f1c40f;padding:0 10px}#cm-top a{display:inline-block;padding:7px 10px;color:#2d5a27;font-weight:bold;text-decoration:none}
.cm-path{font-size:11px;padding:4px 12px;color:#888}#cm-body{overflow:hidden;padding:0 10px 10px}#cm-left{float:left;width:190px}#cm-main{float:left;width:520px;margin:0 12px}
#cm-right{float:right;width:210px}.moduletable{margin-bottom:12px}.moduletable h3{margin:0 0 4px;background:#3f7a36;color:#fff;padding:3px 6px;font-size:12px}
.moduletable ul{margin:0;padding-left:16px}.cm-h{font:bold 20px Verdana,sans-serif;color:#2d5a27;margin:6px 0}.cm-small{font-size:11px;color:#888}.cm-icons{float:right}
#cm-foot{clear:both;background:#2d5a27;color:#cfc;text-align:center;font-size:11px;padding:8px}"""


def club(site: SiteBV, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, CLUB_CSS, bits) + '<body id="cm">\n<div id="cm-wrap">\n'
        f'<div id="cm-header"><h1>{esc(site.name)}</h1><span>{esc(site.motto)}</span></div>\n'
        '<div id="cm-top">'
        + "".join(
            f'<a href="/index.php?option=com_content&amp;view=section&amp;id={k}">{esc(m)}</a>'
            for k, m in enumerate(site.menu)
        )
        + f'</div>\n<div class="cm-path"><a href="/">{esc(t["home"])}</a> » <a href="/index.php?view=category">{esc(sec)}</a> » {esc(piece.title[:40])}</div>\n'
        '<div id="cm-body"><div id="cm-left"><div class="moduletable"><h3>Menu</h3><ul>'
        + "".join(f'<li><a href="/{slug(m)}.html">{esc(m)}</a></li>' for m in site.menu)
        + "</ul></div>"
        f'<div class="moduletable"><h3>{esc(t["login"])}</h3><form action="/index.php" method="post"><p>{esc(t["user"])}<br /><input type="text" name="username" size="16" /></p>'
        f'<p>{esc(t["password"])}<br /><input type="password" name="passwd" size="16" /></p><p><input type="checkbox" name="remember" /> <input type="submit" value="{esc(t["login"])}" /></p></form></div>'
        + bits.left
        + '</div>\n<div id="cm-main">'
        f'<div class="cm-icons"><a href="/print/{key[:30]}" title="{esc(t["print"])}"><img src="/_avatar/cm-printer.svg" alt="{esc(t["print"])}" width="16" height="16" /></a> '
        f'<a href="/mailto/{key[:30]}"><img src="/_avatar/cm-mail.svg" alt="E-Mail" width="16" height="16" /></a></div>'
        f'<h2 class="cm-h">{esc(piece.title)}</h2><p class="cm-small">{esc(piece.byline)}</p><p class="cm-small">{esc(piece.shown)}</p>'
        + (f"<p><strong>{esc(piece.dek)}</strong></p>" if piece.dek else "")
        + f'<img src="/_avatar/cm-{key[:24]}.svg" alt="" width="500" height="300" />'
        + (f'<p class="cm-small">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + bits.after
        + '</div>\n<div id="cm-right">'
        + bits.side
        + "</div></div>\n"
        f'<div id="cm-foot">© {esc(site.name)} · {esc(t["rights"])} · Powered by Joomla!</div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


RADIO_CSS = """body{margin:0;background:#111 url(/_avatar/fm-bg.svg);font:13px/1.5 'Lucida Grande',Verdana,sans-serif;color:#222}#fm-page{width:970px;margin:0 auto;background:#fff}
#fm-top{background:#1d1d1d;color:#fff;overflow:hidden;padding:12px 16px}#fm-top .logo{float:left;font:bold 32px 'Arial Black',Arial,sans-serif;color:#ff7f00;text-decoration:none}
#fm-top .freq{color:#aaa;font-size:12px;display:block}#fm-top .live{float:right;background:#e00;color:#fff;padding:10px 18px;font-weight:bold;text-decoration:none;border-radius:4px}
#fm-nav{background:#ff7f00}#fm-nav a{display:inline-block;color:#fff;padding:8px 12px;font-weight:bold;text-decoration:none}.fm-onair{background:#333;color:#ddd;padding:6px 16px;font-size:12px}
.fm-onair b{color:#ff7f00}#fm-cols{overflow:hidden;padding:14px 16px}#fm-story{float:left;width:600px}#fm-rail{float:right;width:300px}.fm-story h1{font:bold 26px Arial,sans-serif;margin:0 0 6px}
.fm-meta{color:#888;font-size:11px}.fm-box{background:#f5f5f5;border-top:3px solid #ff7f00;margin-bottom:14px;padding:6px 10px}.fm-box h3{margin:0 0 6px;font-size:14px}
.fm-box ol,.fm-box ul{margin:0;padding-left:20px}#fm-foot{clear:both;background:#1d1d1d;color:#888;font-size:11px;padding:12px 16px}"""


def radio(site: SiteBV, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    return (
        _head(site, piece, RADIO_CSS, bits) + '<body>\n<div id="fm-page">\n'
        f'<div id="fm-top"><a class="logo" href="/">{esc(site.name)}<span class="freq">{esc(site.motto)}</span></a>'
        '<a class="live" href="/listen-live.pls" onclick="window.open(this.href,\'player\',\'width=400,height=300\');return false">▶ LIVE</a></div>\n'
        '<div id="fm-nav">'
        + "".join(
            f'<a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a>' for k, m in enumerate(site.menu)
        )
        + "</div>\n"
        + '<div id="fm-cols"><div id="fm-story"><div class="fm-story">'
        f'<h1>{esc(piece.title)}</h1><p class="fm-meta">{esc(piece.byline)} | {esc(piece.shown)} | <a href="javascript:window.print()">{esc(t["print"])}</a></p>'
        + (f"<p><strong>{esc(piece.dek)}</strong></p>" if piece.dek else "")
        + f'<img src="/_avatar/fm-{key[:24]}.svg" alt="" width="600" height="300" />'
        + (f'<p class="fm-meta">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + "</div>"
        + bits.after
        + '</div>\n<div id="fm-rail">'
        + bits.side
        + "</div></div>\n"
        f'<div id="fm-foot">© {esc(site.name)} · {esc(t["rights"])}</div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


PAPER_CSS = """body{margin:0;background:#fff;font:14px/1.5 Georgia,'Times New Roman',serif;color:#111}#ar-page{width:980px;margin:0 auto}
.ar-mast{text-align:center;border-bottom:3px double #000;padding:10px 0}.ar-mast a{font:bold 44px 'Times New Roman',serif;color:#000;text-decoration:none}.ar-mast p{margin:0;font:italic 13px Georgia,serif;color:#555}
.ar-bar{background:#00395e;padding:0 6px;font:bold 12px Arial,sans-serif}.ar-bar a{color:#fff;display:inline-block;padding:6px 10px;text-decoration:none}.ar-crumb{font:11px Arial,sans-serif;color:#666;padding:6px 0}
#ar-main{float:left;width:640px}#ar-rail{float:right;width:300px;font-family:Arial,sans-serif;font-size:12px}.ar-story h1{font:bold 30px/1.15 Georgia,serif;margin:6px 0}
.ar-by{font:12px Arial,sans-serif;color:#555}.ar-note{font:11px Arial,sans-serif;background:#f4f0e6;border:1px solid #e0d6bd;padding:4px 8px}.ar-box{border-top:2px solid #00395e;margin-bottom:14px}
.ar-box h4{margin:4px 0;font:bold 13px Arial,sans-serif;text-transform:uppercase;color:#00395e}.ar-box ol,.ar-box ul{margin:0;padding-left:20px}#ar-foot{clear:both;border-top:1px solid #999;font:11px Arial,sans-serif;color:#666;padding:10px 0}"""


def paper(site: SiteBV, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    year = piece.iso[:4]
    sec = piece.section or site.menu[1]
    return (
        _head(site, piece, PAPER_CSS, bits) + '<body>\n<div id="ar-page">\n'
        f'<div class="ar-mast"><a href="/">{esc(site.name)}</a><p>{esc(site.motto)}</p></div>\n'
        '<div class="ar-bar">'
        + "".join(
            f'<a href="/{"" if k == 0 else slug(m) + "/"}">{esc(m)}</a>' for k, m in enumerate(site.menu)
        )
        + "</div>\n"
        f'<div class="ar-crumb"><a href="/">{esc(t["home"])}</a> › <a href="/archive/">Archive</a> › <a href="/archive/{year}/">{year}</a> › <a href="/{slug(sec)}/">{esc(sec)}</a></div>\n'
        '<div id="ar-main"><div class="ar-story">'
        f"<h1>{esc(piece.title)}</h1>"
        + (f'<p style="font-size:17px;color:#444">{esc(piece.dek)}</p>' if piece.dek else "")
        + f'<p class="ar-by">{esc(piece.byline)} · {esc(piece.shown)}</p>'
        f'<p class="ar-note">This story was published in the print edition on {esc(piece.shown.split(" at ")[0])}. It is part of the Courier archive.</p>'
        f'<img src="/_avatar/ar-{key[:24]}.svg" alt="" width="640" height="360" />'
        + (f'<p class="ar-by">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + "</div>"
        + bits.after
        + '</div>\n<div id="ar-rail">'
        + bits.side
        + "</div>\n"
        f'<div id="ar-foot">© {esc(site.name)} · {esc(t["rights"])} · <a href="/terms">Terms of use</a></div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


BULLETIN_CSS = """body{margin:0;background:#f7f3e8;font:13px/1.55 Verdana,Geneva,sans-serif;color:#333}#bl-page{width:780px;margin:12px auto;background:#fff;border:1px solid #c8bfa5}
.bl-band{background:#6b4f9e;color:#fff;padding:14px 16px}.bl-band h1{margin:0;font:bold 24px 'Trebuchet MS',sans-serif}.bl-band p{margin:2px 0 0;color:#e4dbf3;font-style:italic}
.bl-left{width:170px;vertical-align:top;background:#efe9f7;padding:10px;font-size:12px}.bl-left ul{margin:0 0 12px;padding-left:16px}.bl-left h4{margin:8px 0 4px;color:#6b4f9e;font-size:12px}
.bl-main{vertical-align:top;padding:12px 16px}.bl-main h2{font:bold 19px 'Trebuchet MS',sans-serif;color:#6b4f9e;margin:2px 0 6px}.bl-date{font-size:11px;color:#888}
.bl-foot{border-top:1px solid #c8bfa5;font-size:10px;color:#888;text-align:center;padding:6px}"""


def bulletin(site: SiteBV, piece: Piece, bits: Bits) -> str:
    t = TERMS[site.lang]
    key = slug(piece.title)
    return (
        _head(site, piece, BULLETIN_CSS, bits, "html4") + '<body>\n<div id="bl-page">\n'
        f'<div class="bl-band"><h1>{esc(site.name)}</h1><p>{esc(site.motto)}</p></div>\n'
        '<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td class="bl-left"><ul>'
        + "".join(
            f'<li><a href="/{"index.htm" if k == 0 else slug(m) + ".htm"}">{esc(m)}</a></li>'
            for k, m in enumerate(site.menu)
        )
        + "</ul>"
        + bits.side
        + '</td>\n<td class="bl-main">'
        f'<h2>{esc(piece.title)}</h2><p class="bl-date">{esc(piece.byline)} – {esc(piece.shown)}</p>'
        + (f"<p><b>{esc(piece.dek)}</b></p>" if piece.dek else "")
        + f'<img src="/_avatar/bl-{key[:24]}.svg" alt="" width="420" height="260" />'
        + (f'<p class="bl-date">{esc(piece.caption)}</p>' if piece.caption else "")
        + _paras(piece)
        + bits.inside
        + bits.after
        + "</td></tr></table>\n"
        f'<div class="bl-foot">{esc(site.name)} · {esc(t["rights"])} · <a href="javascript:window.print()">{esc(t["print"])}</a></div>\n</div>\n{bits.tail}\n</body>\n</html>\n'
    )


LOOKS = {"portal": portal, "club": club, "radio": radio, "paper": paper, "bulletin": bulletin}


def render_bv(site: SiteBV, piece: Piece, bits: Bits) -> str:
    return LOOKS[site.look](site, piece, bits)
