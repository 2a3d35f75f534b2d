"""Page templates of blind set Q: news and blog pages of 2008-2015 as they were saved from the web (static HTML, the
comments in the served HTML), written from memory of the general shape of such pages (no saved page opened, no
vendor's code copied; every class, name and text invented).

Templates (``render_q``), each a whole page of its era (header, navigation, article, sidebar, footer, inline scripts):

- ``tbl``: a regional newspaper CMS of about 2008: nested ``<table>`` layout, ``bgcolor``, ``<font>``, a left menu
  column, "Print this story | E-mail this story", a right column of boxes;
- ``bspot``: a hosted blog theme of 2009-2012: a strip of links at the top, the date as a header above the post,
  "Posted by Name at 4:15 PM", labels, "Newer Post / Home / Older Post", gadgets in the sidebar (profile, archive
  tree, labels);
- ``mtype``: a self-hosted blog engine of 2008-2011: a banner, two columns (``#alpha``/``#beta``), "Posted by Name
  on date | Permalink | TrackBack (0)", side modules with a tag cloud;
- ``portal``: a regional news portal of 2010-2014 in float layout: top bar with the date and the weather, a menu,
  breadcrumbs, PDF/print/e-mail icons, "Written by", hits, a rating, the article split over pages ("Page 1 of 2"),
  tags, related articles, side modules;
- ``journal``: a hosted journal of 2008-2012: a control strip, the journal's title in a table, the entry with
  "Current mood" and "Current music", tags and links under it.

``box`` writes a sidebar box in the template's vocabulary. The site's own words (print, e-mail, tags...) come from
the site's ``ui`` (``content_q.SiteQ``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass, field

from comspider_lab.blind.layout import esc, slug
from comspider_lab.blind.layout_k import PartsK, SiteK, Story, _head

__all__ = ["PartsK", "SiteQ", "Story", "box", "cloud", "render_q"]

# the words of a site's furniture: keys used by the templates
UI_KEYS = (
    "home",
    "print",
    "email",
    "share",
    "tags",
    "related",
    "search",
    "archive",
    "next",
    "prev",
    "page_of",  # "Page {n} of {m}"
    "posted_by",  # "Posted by {name}"
    "written_by",
    "hits",
    "more",
)


@dataclass(frozen=True)
class SiteQ:
    site: SiteK
    ui: dict[str, str] = field(default_factory=dict)
    owner: str = ""  # a blog's owner (the profile gadget)

    def w(self, key: str, **kw: object) -> str:
        return self.ui.get(key, key).format(**kw)


def cloud(words: str) -> str:
    """A tag cloud of its time: links of five sizes (``word:weight`` separated by commas)."""
    out = []
    for item in words.split(","):
        word, _, weight = item.strip().partition(":")
        n = int(weight or "1")
        out.append(
            f'<a href="/tag/{slug(word)}" class="tag{n}" style="font-size:{9 + 3 * n}px">{esc(word)}</a>'
        )
    return " ".join(out)


def box(template: str, heading: str, inner: str) -> str:
    hd = esc(heading)
    if template == "tbl":
        return (
            '<table width="100%" cellpadding="4" cellspacing="0" border="0" class="rbox"><tr><td bgcolor="#003366">'
            f'<font color="#ffffff" face="Arial" size="2"><b>{hd}</b></font></td></tr><tr><td bgcolor="#f0f0f0"><font size="2">{inner}</font></td></tr></table><br>'
        )
    if template == "bspot":
        return f'<div class="gadget"><h2 class="gadget-ttl">{hd}</h2><div class="gadget-body">{inner}</div></div>'
    if template == "mtype":
        return f'<div class="sidemod"><h2 class="sidemod-head">{hd}</h2><div class="sidemod-content">{inner}</div></div>'
    if template == "portal":
        return f'<div class="modbox"><h3 class="modbox-title"><span>{hd}</span></h3><div class="modbox-in">{inner}</div></div>'
    return f'<div class="sidepart"><b>{hd}</b><br>{inner}</div>'


def _navlinks(site: SiteK, sep: str = "", wrap: str = "") -> str:
    if wrap:
        return "".join(f'<{wrap}><a href="/{slug(n)}/">{esc(n)}</a></{wrap}>' for n in site.nav)
    return sep.join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav)


def _farm(site: SiteK, col: str) -> str:
    return "".join(
        f'<div class="{col}"><b>{esc(hd)}</b><br>'
        + " | ".join(f'<a href="/{slug(x)}/">{esc(x)}</a>' for x in items)
        + "</div>"
        for hd, items in site.farm
    )


def num(text: str, lo: int = 1000, span: int = 9000) -> str:
    """A stable number from a text (post ids, anchors): the same on every build."""
    return str(lo + int(hashlib.sha1(text.encode()).hexdigest()[:8], 16) % span)


def _tags(kicker: str) -> str:
    return ", ".join(
        f'<a href="/tag/{slug(t)}" rel="tag">{esc(t.strip())}</a>' for t in kicker.split(",") if t.strip()
    )


def _paras(story: Story, inbody: str) -> str:
    out = []
    for i, p in enumerate(story.paragraphs):
        out.append(f"<p>{esc(p)}</p>")
        if i == 1 and inbody:
            out.append(inbody)
    if len(story.paragraphs) < 2 and inbody:
        out.append(inbody)
    return "".join(out)


def _date(story: Story, cls: str) -> str:
    """The date as the page shows it: a <span> (or <abbr title=ISO> for og/jsonld/metadate pages), nothing when the
    story has no shown date."""
    if not story.shown:
        return ""
    if story.declare == "time":
        return f'<abbr class="{cls}" title="{esc(story.iso)}">{esc(story.shown)}</abbr>'
    return f'<span class="{cls}">{esc(story.shown)}</span>'


_STAT = (
    "<script type=\"text/javascript\">\nvar _wstat = _wstat || [];\n_wstat.push(['site', '{site}']);\n_wstat.push(['page', document.title]);\n"
    "(function() {{ var s = document.createElement('img'); s.width = 1; s.height = 1; s.alt = ''; s.src = '/_avatar/px.gif?r=' + Math.random(); }})();\n</script>"
)


def _stat(site: SiteK) -> str:
    return _STAT.format(site=esc(slug(site.name)))


# --------------------------------------------------------------------------- tbl: a newspaper CMS of about 2008

TBL_CSS = """body{margin:0;background:#dfe4ea;font-family:Verdana,Arial,sans-serif;font-size:12px}
a{color:#003399}.headline{font:bold 22px Georgia,serif;color:#000}.byline{font-size:11px;color:#555}.storytext p{font-size:13px;line-height:1.5}
.navbar a{color:#fff;font-weight:bold;text-decoration:none}.leftnav a{display:block;padding:2px 0}.footer{font-size:10px;color:#444}"""


def tbl(q: SiteQ, story: Story, parts: PartsK) -> str:
    site = q.site
    date = _date(story, "dateline")
    left = "".join(f'<a href="/{slug(n)}/">&raquo; {esc(n)}</a>' for n in site.nav)
    footer = parts.footer if parts.footer is not None else _farm(site, "footcol")
    return (
        _head(
            site,
            story,
            TBL_CSS,
            parts,
            '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN" "http://www.w3.org/TR/html4/loose.dtd">',
            ' bgcolor="#dfe4ea" topmargin="0" leftmargin="0" marginheight="0" marginwidth="0"',
        )
        + f'{parts.top}<table width="100%" cellpadding="0" cellspacing="0" border="0"><tr><td align="center">'
        '<table width="970" cellpadding="0" cellspacing="0" border="0" bgcolor="#ffffff">'
        f'<tr><td colspan="3" height="90" bgcolor="#ffffff"><table width="100%" cellpadding="8"><tr><td><a href="/"><font face="Georgia" size="6" color="#003366"><b>{esc(site.name)}</b></font></a><br>'
        f'<font size="1" color="#666666">{esc(site.tagline)}</font></td><td align="right" valign="top"><font size="1">'
        '<script type="text/javascript">document.write(\'<a href="/weather/">&#9728;<\\/a> \');</script>'
        f'<a href="/subscribe/">{esc(q.w("more"))}</a></font></td></tr></table></td></tr>'
        f'<tr><td colspan="3" bgcolor="#003366" height="24" class="navbar"><font size="2">&nbsp; {_navlinks(site, " &nbsp;|&nbsp; ")}</font></td></tr>'
        '<tr><td colspan="3"><img src="/_avatar/spacer.gif" width="1" height="8" alt=""></td></tr>'
        f'<tr><td width="150" valign="top" class="leftnav" bgcolor="#eef1f5"><div style="padding:6px">{left}<br>'
        f'<form action="/search/" method="get"><input type="text" name="q" size="14"><br><input type="submit" value="{esc(q.w("search"))}"></form></div></td>'
        '<td width="520" valign="top"><div style="padding:0 12px">'
        f'<font size="1"><a href="/">{esc(q.w("home"))}</a> &gt; <a href="/{slug(story.section or site.nav[1])}/">{esc(story.section or site.nav[1])}</a></font><br><br>'
        f'<span class="headline">{esc(story.title)}</span><br>'
        + (f"<i>{esc(story.standfirst)}</i><br>" if story.standfirst else "")
        + f'<span class="byline">{esc(story.byline)}</span>'
        + (f"<br>{date}" if date else "")
        + f'<br><table cellpadding="2"><tr><td><img src="/_avatar/print.gif" width="12" height="12" alt=""> <a href="javascript:window.print()">{esc(q.w("print"))}</a></td>'
        f'<td><img src="/_avatar/mail.gif" width="12" height="12" alt=""> <a href="/sendto/?p={slug(story.title)}">{esc(q.w("email"))}</a></td></tr></table>'
        f'{parts.lead}<div class="storytext">{_paras(story, parts.inbody)}</div>{parts.after}</div></td>'
        f'<td width="300" valign="top" bgcolor="#ffffff">{parts.rail}'
        '<div align="center"><font size="1" color="#999999">ADVERTISEMENT</font><br><img src="/_avatar/ad300x250.gif" width="300" height="250" alt=""></div></td></tr>'
        f'<tr><td colspan="3" bgcolor="#eeeeee" class="footer"><div style="padding:10px">{parts.before_footer}{footer}<br>{esc(site.copyright)}</div></td></tr>'
        f"</table></td></tr></table>{_stat(site)}{parts.end}\n</body>\n</html>\n"
    )


# --------------------------------------------------------------------------- bspot: a hosted blog theme, 2009-2012

BSPOT_CSS = """body{margin:0;background:#ccdde5 url(/_avatar/bg.gif);font:13px 'Trebuchet MS',Trebuchet,Verdana,sans-serif;color:#333}
#outer{width:900px;margin:0 auto;background:#fff;padding:0 10px}#hdr h1{font:normal 34px Georgia,serif;margin:0;padding:24px 0 4px}#main-col{float:left;width:600px}
#side-col{float:right;width:260px;font-size:12px}.date-hdr{font-size:11px;text-transform:uppercase;letter-spacing:.2em;color:#999}.postttl{font:normal 22px Georgia,serif}
.gadget{margin:0 0 18px}.gadget-ttl{font-size:12px;text-transform:uppercase;border-bottom:1px dotted #999}#foot{clear:both;text-align:center;font-size:11px;padding:16px}
#topstrip{background:#444;color:#ddd;font-size:11px;padding:4px 10px}#topstrip a{color:#fff}"""


def bspot(q: SiteQ, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site, "footlinks")
    tabs = " ".join(f'<li><a href="/p/{slug(n)}.html">{esc(n)}</a></li>' for n in site.nav)
    posted = q.w("posted_by", name=story.byline)
    when = _date(story, "post-time")
    return (
        _head(
            site,
            story,
            BSPOT_CSS,
            parts,
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">',
            ' class="variant-minima"',
        )
        + f'{parts.top}<div id="topstrip"><a href="/">{esc(site.name)}</a> &middot; <a href="/search/">{esc(q.w("search"))}</a> &middot; <a href="/random/">&raquo;</a></div>'
        f'<div id="outer"><div id="hdr"><h1><a href="/">{esc(site.name)}</a></h1><p class="descr">{esc(site.tagline)}</p></div>'
        f'<div id="crosscol"><ul class="tabs">{tabs}</ul></div>'
        '<div id="main-col"><div class="main-inner">'
        + (
            f'<h2 class="date-hdr"><span>{esc(story.updated_shown or story.shown)}</span></h2>'
            if story.shown
            else ""
        )
        + f'<div class="postbox" id="post-{num(story.title, 10000, 90000)}"><h3 class="postttl"><a href="#">{esc(story.title)}</a></h3>{parts.lead}'
        f'<div class="postentry">{_paras(story, parts.inbody)}<div style="clear:both"></div></div>'
        f'<div class="postfoot"><p><span class="postauthor">{esc(posted)}</span> {when}'
        f' <a href="/sendto/" title="{esc(q.w("email"))}"><img src="/_avatar/icon-mail.gif" width="18" height="13" alt="{esc(q.w("email"))}"/></a>'
        f' <span class="sharebtns">{esc(q.w("share"))}: <a href="#">&#9993;</a> <a href="#">f</a> <a href="#">t</a> <a href="#">+1</a></span></p>'
        + (f'<p class="postlabels">{esc(q.w("tags"))}: {_tags(story.kicker)}</p>' if story.kicker else "")
        + f"</div></div>{parts.after}"
        f'<div class="pager"><a href="#" class="newer">{esc(q.w("next"))}</a> <a href="/">{esc(q.w("home"))}</a> <a href="#" class="older">{esc(q.w("prev"))}</a></div>'
        f'<div class="feed-links">RSS / Atom</div></div></div><div id="side-col">{parts.rail}</div>'
        f'<div id="foot">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div></div>{_stat(site)}{parts.end}\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- mtype: a self-hosted blog engine

MTYPE_CSS = """body{margin:0;background:#fff;font:13px/1.6 'Lucida Grande',Verdana,sans-serif;color:#333}
#banner{background:#2f4f2f;color:#fff;padding:30px 20px}#banner a{color:#fff}#pagebody{width:880px;margin:0 auto}#alpha{float:left;width:600px}
#beta{float:right;width:250px}.entryhead{font:normal 24px Georgia,serif}.entryinfo{font-size:11px;color:#777;border-top:1px solid #ddd}
.sidemod-head{font-size:12px;text-transform:uppercase;color:#2f4f2f}#footer{clear:both;border-top:1px solid #ccc;padding:12px 0;font-size:11px}"""


def mtype(q: SiteQ, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site, "footer-col")
    when = _date(story, "entrydate")
    cats = " ".join(f'<a href="/{slug(n)}/">{esc(n)}</a>' for n in site.nav[1:])
    return (
        _head(
            site,
            story,
            MTYPE_CSS,
            parts,
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
            ' class="layout-two-column-right"',
        )
        + f'{parts.top}<div id="container"><div id="container-inner">'
        f'<div id="banner"><div id="banner-inner"><h1 id="banner-header"><a href="/" accesskey="1">{esc(site.name)}</a></h1><h2 id="banner-description">{esc(site.tagline)}</h2></div></div>'
        f'<div id="navline">{_navlinks(site, " | ")}</div>'
        '<div id="pagebody"><div id="pagebody-inner"><div id="alpha"><div id="alpha-inner">'
        + (f'<h2 class="date-header">{when}</h2>' if when and story.declare != "visible" else "")
        + f'<div class="entrybox" id="entry-{num(story.title)}"><h3 class="entryhead">{esc(story.title)}</h3>{parts.lead}'
        f'<div class="entrytext">{_paras(story, parts.inbody)}</div>'
        f'<p class="entryinfo">{esc(q.w("posted_by", name=story.byline))}'
        + (f" {esc(story.shown)}" if story.shown and story.declare == "visible" else "")
        + f' | <a href="#">Permalink</a> | {esc(q.w("tags"))}: {cats}</p>'
        f'<p class="sharethis">{esc(q.w("share"))}: <a href="#">Digg</a> | <a href="#">del</a> | <a href="#">Stumble</a> | <a href="/sendto/">{esc(q.w("email"))}</a></p></div>'
        f'{parts.after}<p class="entry-nav">&laquo; <a href="#">{esc(q.w("prev"))}</a> | <a href="/">{esc(q.w("home"))}</a> | <a href="#">{esc(q.w("next"))}</a> &raquo;</p>'
        f'</div></div><div id="beta"><div id="beta-inner">{parts.rail}</div></div><div style="clear:both"></div></div></div>'
        f'<div id="footer">{parts.before_footer}{footer}<p>{esc(site.copyright)}</p></div></div></div>{_stat(site)}{parts.end}\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- portal: a regional news portal, 2010-2014

PORTAL_CSS = """body{margin:0;background:#eaeaea;font:12px Tahoma,Arial,sans-serif;color:#222}#page{width:990px;margin:0 auto;background:#fff}
#topbar{background:#1b3a5c;color:#cfd8e3;padding:3px 10px;font-size:11px}#logo{font:bold 30px Arial;padding:14px 10px;color:#1b3a5c}
#mainmenu{margin:0;padding:0;list-style:none;background:#c0392b;overflow:hidden}#mainmenu li{float:left}#mainmenu a{display:block;color:#fff;padding:7px 12px;font-weight:bold}
#center{float:left;width:640px;padding:10px}#right{float:right;width:300px;padding:10px}.art-title{font:bold 24px Arial;color:#111;margin:4px 0}
.art-info{font-size:11px;color:#888}.modbox{border:1px solid #ddd;margin-bottom:12px}.modbox-title{background:#f2f2f2;margin:0;padding:5px;font-size:13px}
#footer{clear:both;background:#333;color:#bbb;padding:14px;font-size:11px}#footer a{color:#ddd}"""


def portal(q: SiteQ, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site, "fcol")
    when = _date(story, "createdate")
    sect = story.section or site.nav[1]
    return (
        _head(
            site,
            story,
            PORTAL_CSS,
            parts,
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">',
            ' id="bd" class="fs3"',
        )
        + f'{parts.top}<div id="page"><div id="topbar"><span class="today">{esc(q.ui.get("today", ""))}</span> <a href="/login/">Login</a> | <a href="/rss/">RSS</a></div>'
        f'<div id="logo"><a href="/">{esc(site.name)}</a><span class="slogan"> &mdash; {esc(site.tagline)}</span></div>'
        f'<ul id="mainmenu">{_navlinks(site, wrap="li")}</ul>'
        f'<div id="breadcrumbs"><a href="/">{esc(q.w("home"))}</a> &raquo; <a href="/{slug(sect)}/">{esc(sect)}</a> &raquo; <span>{esc(story.title[:40])}</span></div>'
        '<div id="colmask"><div id="center">'
        f'<div class="art-icons" style="float:right"><a href="/pdf/" title="PDF"><img src="/_avatar/pdf_button.png" width="16" height="16" alt="PDF"/></a> '
        f'<a href="javascript:void(window.open(location.href+\'?print=1\'))" title="{esc(q.w("print"))}"><img src="/_avatar/printButton.png" width="16" height="16" alt="{esc(q.w("print"))}"/></a> '
        f'<a href="/sendto/" title="{esc(q.w("email"))}"><img src="/_avatar/emailButton.png" width="16" height="16" alt="{esc(q.w("email"))}"/></a></div>'
        f'<h1 class="art-title">{esc(story.title)}</h1>'
        f'<div class="art-info">{esc(q.w("written_by"))} {esc(story.byline)}'
        + (f" &nbsp;|&nbsp; {when}" if when else "")
        + f" &nbsp;|&nbsp; {esc(q.w('hits'))}: {len(story.title) * 37 + 211}</div>"
        + (f'<p class="art-lead"><b>{esc(story.standfirst)}</b></p>' if story.standfirst else "")
        + f'{parts.lead}<div class="art-text">{_paras(story, parts.inbody)}</div>'
        + (f'<div class="art-tags">{esc(q.w("tags"))}: {_tags(story.kicker)}</div>' if story.kicker else "")
        + f'<div class="art-share">{esc(q.w("share"))}: <a href="#">Facebook</a> <a href="#">Twitter</a> <a href="#">Google+</a> <a href="/sendto/">{esc(q.w("email"))}</a></div>'
        f'{parts.after}</div><div id="right">{parts.rail}</div><div style="clear:both"></div></div>'
        f'<div id="footer">{parts.before_footer}{footer}<br>{esc(site.copyright)}</div></div>{_stat(site)}{parts.end}\n</body>\n</html>\n'
    )


# --------------------------------------------------------------------------- journal: a hosted journal, 2008-2012

JOURNAL_CSS = """body{margin:0;background:#f6f1e7;font:13px Verdana,sans-serif;color:#222}#ctrlstrip{background:#e8e2d4;border-bottom:1px solid #bbb;padding:4px 8px;font-size:11px}
.jhead{background:#6b4f3a;color:#fff}.jhead a{color:#fff}.entrybox{background:#fff;border:1px solid #c9bfa9}.entrysubj{font-weight:bold;font-size:15px}
.entrymeta{font-size:11px;color:#555}.jfoot{font-size:10px;color:#777;text-align:center;padding:12px}.sidepart{margin-bottom:10px}"""


def journal(q: SiteQ, story: Story, parts: PartsK) -> str:
    site = q.site
    footer = parts.footer if parts.footer is not None else _farm(site, "jf")
    user = q.owner or story.byline
    return (
        _head(
            site,
            story,
            JOURNAL_CSS,
            parts,
            '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">',
        )
        + f'{parts.top}<div id="ctrlstrip"><img src="/_avatar/userpic-{slug(user)}.gif" width="30" height="30" alt="" align="left"> '
        f'<b>{esc(user)}</b> &middot; <a href="/profile">{esc(q.w("more"))}</a> &middot; <a href="/calendar">{esc(q.w("archive"))}</a>'
        f' &middot; <form style="display:inline" action="/search"><input type="text" size="12"> <input type="submit" value="{esc(q.w("search"))}"></form></div>'
        f'<table width="100%" cellpadding="10" cellspacing="0" class="jhead"><tr><td><font size="5"><a href="/">{esc(site.name)}</a></font><br><i>{esc(site.tagline)}</i></td>'
        f'<td align="right" valign="bottom">{_navlinks(site, " | ")}</td></tr></table>'
        '<table width="100%" cellpadding="8" cellspacing="0"><tr><td valign="top" width="78%">'
        + (f'<div class="datehead"><b>{esc(story.shown)}</b></div>' if story.shown else "")
        + f'<table width="100%" cellpadding="8" cellspacing="0" class="entrybox"><tr><td><span class="entrysubj">{esc(story.title)}</span>'
        + (f' <span class="entrymeta">{esc(story.updated_shown)}</span>' if story.updated_shown else "")
        + f'{parts.lead}<div class="entrytext">{_paras(story, parts.inbody)}</div>'
        + (f'<p class="entrymeta">{esc(q.w("tags"))}: {_tags(story.kicker)}</p>' if story.kicker else "")
        + f"</td></tr></table>{parts.after}</td>"
        f'<td valign="top">{parts.rail}</td></tr></table>'
        f'<div class="jfoot">{parts.before_footer}{footer}<br>{esc(site.copyright)}</div>{_stat(site)}{parts.end}\n</body>\n</html>\n'
    )


TEMPLATES_Q: dict[str, Callable[[SiteQ, Story, PartsK], str]] = {
    "tbl": tbl,
    "bspot": bspot,
    "mtype": mtype,
    "portal": portal,
    "journal": journal,
}


def render_q(template: str, q: SiteQ, story: Story, parts: PartsK) -> str:
    return TEMPLATES_Q[template](q, story, parts)
