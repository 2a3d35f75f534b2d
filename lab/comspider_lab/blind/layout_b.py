"""Six more page templates for blind set B, unlike set A's five (daily, magazine, portal, local, asia).

- ``sidebars``: a magazine with two sidebars (issue contents left, newsletter and popular right);
- ``print``: a local paper laid out like its print edition (edition bar, two text columns, page number);
- ``blog``: a Blogger-like blog (date header, post footer, archive sidebar);
- ``wire``: a wire service (slug line, dateline, reporting credits, topic codes, latest headlines);
- ``forum``: a regional site built like a forum (tables, breadcrumbs, a poster box for the article);
- ``kportal``: a dense East Asian portal (tabs, search, reporter's e-mail, rankings).

Same interface as ``layout.render``: a ``Site``, an ``Article`` and the case's ``Blocks``.
"""

from __future__ import annotations

from collections.abc import Callable

from comspider_lab.blind.layout import Article, Blocks, Site, esc, slug


def _paras(article: Article) -> str:
    parts: list[str] = []
    half = len(article.paragraphs) // 2
    for i, p in enumerate(article.paragraphs):
        if article.crosshead and i == half:
            parts.append(f"<h3>{esc(article.crosshead)}</h3>")
        parts.append(f"<p>{esc(p)}</p>")
    return "\n".join(parts)


def _links(items: tuple[str, ...], base: str = "") -> str:
    return "".join(f'<li><a href="/{base}{slug(t)}.html">{esc(t)}</a></li>' for t in items)


def _head(site: Site, article: Article, css: str, blocks: Blocks) -> str:
    return (
        f'<!doctype html>\n<html lang="{site.lang}" dir="{site.direction}">\n<head>\n<meta charset="utf-8">\n'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(article.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(article.standfirst)}">\n'
        f'<meta property="og:type" content="article">\n<meta property="og:title" content="{esc(article.title)}">\n'
        f'<meta property="article:published_time" content="{esc(article.date)}">\n'
        f"<style>{css}</style>\n{blocks.head}\n</head>\n"
    )


SIDEBARS_CSS = """body{margin:0;font:17px/1.6 Georgia,'Times New Roman',serif;background:#fbf8f3;color:#222}
.mast{display:flex;justify-content:space-between;align-items:flex-end;padding:18px 32px;border-bottom:1px solid #222}
.mast .t{font:italic 700 34px Georgia}.mast ul{display:flex;gap:16px;list-style:none;margin:0;padding:0;font:13px Arial;text-transform:uppercase}
.mast a{color:#222;text-decoration:none}.three{display:grid;grid-template-columns:200px 1fr 260px;gap:36px;max-width:1280px;margin:30px auto;padding:0 20px}
.toc{font:14px Arial}.toc h4,.side h4{font:700 12px Arial;letter-spacing:2px;text-transform:uppercase;border-bottom:1px solid #999}
.toc ol{padding-left:18px}.piece h1{font-size:44px;line-height:1.1;margin:6px 0}.dek{font-size:21px;font-style:italic;color:#444}
.piece .text>p:first-of-type::first-letter{float:left;font-size:64px;line-height:.9;padding-right:6px}
.creds{font:13px Arial;color:#666;margin:14px 0}.side .nl{background:#222;color:#fff;padding:14px;font:14px Arial}
.side .nl input{width:90%;margin:8px 0}.side ul{list-style:none;padding:0;font:14px Arial}.side li{padding:6px 0;border-bottom:1px dotted #aaa}
.colophon{border-top:1px solid #222;padding:20px 32px;font:12px Arial;color:#555}"""


def sidebars(site: Site, article: Article, blocks: Blocks) -> str:
    toc = _links(site.related[:4], "issue/")
    popular = _links(site.related[2:7])
    return (
        _head(site, article, SIDEBARS_CSS, blocks)
        + f'<body>\n<div class="mast"><span class="t">{esc(site.name)}</span>'
        f"<ul>{''.join(f'<li><a href=/{slug(s)}/>{esc(s)}</a></li>' for s in site.sections)}</ul></div>\n"
        f'<div class="three"><div class="toc"><h4>{esc(site.sections[0])}</h4><ol>{toc}</ol></div>\n'
        f'<main class="piece"><p class="creds">{esc(article.kicker)}</p><h1>{esc(article.title)}</h1>'
        f'<p class="dek">{esc(article.standfirst)}</p>\n'
        f'<p class="creds">{esc(article.byline)} — <time datetime="{esc(article.date)}">{esc(article.date[:10])}</time></p>\n'
        f'<figure><svg width="100%" height="300"><rect width="100%" height="300" fill="#d7ccc8"/></svg>'
        f"<figcaption>{esc(article.caption)}</figcaption></figure>\n"
        f'<div class="text">{_paras(article)}</div>\n{blocks.after}\n</main>\n'
        f'<div class="side"><div class="nl"><b>Newsletter</b><br><input type="email" placeholder="@"><button>OK</button></div>'
        f"<h4>{esc(site.related_heading)}</h4><ul>{popular}</ul>{blocks.aside}</div></div>\n"
        f'{blocks.before_footer}<footer class="colophon">{esc(site.footer)}</footer>\n{blocks.end}\n</body>\n</html>\n'
    )


PRINT_CSS = """body{margin:0 auto;max-width:1020px;font:15px/1.45 'Times New Roman',serif;color:#111;background:#fffef9;padding:0 20px}
.edition{display:flex;justify-content:space-between;font:12px Arial;border-bottom:1px solid #000;padding:6px 0}
.nameplate{text-align:center;font:900 54px 'Times New Roman';letter-spacing:-1px;border-bottom:4px solid #000;margin:0;padding:8px 0}
.ressorts{font:bold 12px Arial;text-transform:uppercase;display:flex;gap:14px;justify-content:center;padding:5px;border-bottom:1px solid #000}
.ressorts a{color:#000;text-decoration:none}.page h1{font-size:38px;line-height:1.05;margin:14px 0 6px}.unter{font-size:19px;font-weight:bold}
.autor{font:italic 13px 'Times New Roman'}.spalten{columns:2;column-gap:28px;column-rule:1px solid #bbb;text-align:justify}
.spalten p{margin:0 0 8px;text-indent:1.2em}.seite{text-align:center;font:11px Arial;border-top:1px solid #000;margin-top:30px;padding:6px}
.kasten{border:1px solid #000;padding:10px;margin:16px 0}"""


def print_edition(site: Site, article: Article, blocks: Blocks) -> str:
    return (
        _head(site, article, PRINT_CSS, blocks)
        + f'<body>\n<div class="edition"><span>{esc(site.sections[-1])}</span><span>{esc(article.date[:10])}</span>'
        f"<span>{esc(site.related_heading)}</span></div>\n"
        f'<h2 class="nameplate">{esc(site.name)}</h2>\n'
        f'<div class="ressorts">{"".join(f"<a href=/{slug(s)}/>{esc(s)}</a>" for s in site.sections[:-1])}</div>\n'
        f'<div class="page"><p class="autor">{esc(article.kicker)}</p><h1>{esc(article.title)}</h1>\n'
        f'<p class="unter">{esc(article.standfirst)}</p><p class="autor">{esc(article.byline)}</p>\n'
        f'<div class="spalten">{_paras(article)}</div>\n'
        f'<div class="kasten"><ul>{_links(site.related[:4])}</ul></div>\n{blocks.after}\n{blocks.aside}</div>\n'
        f'{blocks.before_footer}<div class="seite">{esc(site.footer)}</div>\n{blocks.end}\n</body>\n</html>\n'
    )


BLOG_CSS = """body{margin:0;background:#e9e4da;font:14px/1.6 'Trebuchet MS',Trebuchet,sans-serif;color:#333}
#outer-wrapper{width:960px;margin:0 auto;background:#fff;padding:0 20px 20px}
#header{padding:30px 0 10px;border-bottom:1px dotted #999}#header h1{margin:0;font:normal 34px Georgia}#header p{color:#777}
#content{display:flex;gap:30px}#main{flex:1}#sidebar{width:250px;font-size:13px}
h2.date-header{font:11px 'Trebuchet MS';letter-spacing:.2em;text-transform:uppercase;color:#999;margin-top:24px}
h3.post-title{font:normal 24px Georgia;margin:4px 0}.post-footer{color:#888;font-size:12px;border-top:1px dotted #ccc;margin-top:16px;padding-top:6px}
#sidebar h2{font:11px 'Trebuchet MS';letter-spacing:.2em;text-transform:uppercase;color:#999;border-bottom:1px dotted #ccc}
#sidebar ul{list-style:none;padding-left:6px}.blog-pager{text-align:center;margin:20px 0}"""


def blog(site: Site, article: Article, blocks: Blocks) -> str:
    archive = "".join(
        f'<li><a href="/{slug(s)}/">▸ {esc(s)}</a> <span dir="ltr">({3 + i})</span></li>'
        for i, s in enumerate(site.sections[1:])
    )
    return (
        _head(site, article, BLOG_CSS, blocks)
        + f'<body>\n<div id="outer-wrapper"><div id="header"><h1><a href="/">{esc(site.name)}</a></h1>'
        f"<p>{esc(site.footer)}</p></div>\n"
        f'<div id="content"><div id="main"><h2 class="date-header"><span>{esc(article.kicker)}</span></h2>\n'
        f'<div class="post-outer"><div class="post hentry"><h3 class="post-title entry-title">{esc(article.title)}</h3>\n'
        f'<div class="post-body entry-content"><p><i>{esc(article.standfirst)}</i></p>{_paras(article)}</div>\n'
        f'<div class="post-footer">{esc(article.byline)} · <a class="timestamp-link" href="#">'
        f'<abbr class="published" title="{esc(article.date)}">{esc(article.date[11:16])}</abbr></a></div></div>\n'
        f"{blocks.after}</div>\n"
        f'<div class="blog-pager"><a href="/">{esc(site.sections[0])}</a></div></div>\n'
        f'<div id="sidebar"><h2>{esc(site.related_heading)}</h2><ul>{archive}</ul>'
        f"<h2>{esc(site.sections[0])}</h2><ul>{_links(site.related[:5])}</ul>{blocks.aside}</div></div>\n"
        f"{blocks.before_footer}</div>\n{blocks.end}\n</body>\n</html>\n"
    )


WIRE_CSS = """body{margin:0;font:16px/1.5 Arial,Helvetica,sans-serif;color:#111}
.wtop{background:#ff8000;color:#000;padding:8px 20px;font:700 20px Arial;display:flex;gap:30px;align-items:center}
.wtop ul{display:flex;gap:14px;list-style:none;margin:0;padding:0;font:400 13px Arial}.wtop a{color:#000}
.wbody{max-width:780px;margin:0 auto;padding:20px}.slugline{font:12px monospace;color:#666}.wbody h1{font-size:30px;margin:8px 0}
.stamp{font-size:13px;color:#555;border-bottom:1px solid #ddd;padding-bottom:8px}.credits{font-size:13px;color:#555;font-style:italic}
.codes{font:12px monospace;color:#777}.latest{max-width:780px;margin:0 auto;padding:0 20px}
.latest table{width:100%;border-collapse:collapse;font-size:13px}.latest td{border-top:1px solid #eee;padding:4px}
.wfoot{background:#111;color:#aaa;font-size:12px;padding:16px 20px;margin-top:30px}"""


def wire(site: Site, article: Article, blocks: Blocks) -> str:
    rows = "".join(
        f'<tr><td><a href="/{slug(t)}.html">{esc(t)}</a></td><td>{esc(site.sections[i % len(site.sections)])}</td></tr>'
        for i, t in enumerate(site.related[:6])
    )
    paras = list(article.paragraphs)
    first = f"{article.kicker} — {paras[0]}" if paras else ""
    body = "".join(f"<p>{esc(p)}</p>" for p in [first, *paras[1:]])
    return (
        _head(site, article, WIRE_CSS, blocks)
        + f'<body>\n<div class="wtop"><span>{esc(site.name)}</span><ul>'
        f"{''.join(f'<li><a href=/{slug(s)}/>{esc(s)}</a></li>' for s in site.sections)}</ul></div>\n"
        f'<main class="wbody"><div class="slugline">{esc(slug(article.title).upper()[:40])}</div>'
        f"<h1>{esc(article.title)}</h1>\n"
        f'<div class="stamp"><time datetime="{esc(article.date)}">{esc(article.date.replace("T", " ")[:16])} UTC</time></div>\n'
        f"<p><b>{esc(article.standfirst)}</b></p>{body}\n"
        f'<p class="credits">{esc(article.byline)}</p>\n<p class="codes">{esc(article.caption)}</p>\n{blocks.after}</main>\n'
        f'<section class="latest"><h2>{esc(site.related_heading)}</h2><table>{rows}</table>{blocks.aside}</section>\n'
        f'{blocks.before_footer}<div class="wfoot">{esc(site.footer)}</div>\n{blocks.end}\n</body>\n</html>\n'
    )


FORUM_CSS = """body{margin:0;background:#d9dfe6;font:13px/1.45 Tahoma,Verdana,sans-serif;color:#222}
.fwrap{max-width:1000px;margin:0 auto;background:#fff;border:1px solid #9aa}
.fhead{background:linear-gradient(#3b6e9e,#24507a);color:#fff;padding:14px}.fhead b{font-size:24px}
.fnav{background:#e6ecf2;padding:5px 10px;border-bottom:1px solid #9aa}.fnav a{color:#24507a;margin-right:10px}
.crumb{padding:6px 10px;color:#555}table.post{width:100%;border-collapse:collapse}
table.post td{vertical-align:top;border:1px solid #c5ced8;padding:10px}td.poster{width:160px;background:#f1f4f7;font-size:12px}
td.msg h1{font-size:22px;margin:0 0 6px}.lead{font-weight:bold}.fside{padding:10px}.ffoot{background:#e6ecf2;padding:8px;font-size:11px;text-align:center}"""


def forum(site: Site, article: Article, blocks: Blocks) -> str:
    return (
        _head(site, article, FORUM_CSS, blocks)
        + f'<body>\n<div class="fwrap"><div class="fhead"><b>{esc(site.name)}</b></div>\n'
        f'<div class="fnav">{" ".join(f"<a href=/{slug(s)}/>{esc(s)}</a>" for s in site.sections)}</div>\n'
        f'<div class="crumb"><a href="/">{esc(site.sections[0])}</a> » <a href="/{slug(site.sections[1])}/">'
        f"{esc(site.sections[1])}</a> » {esc(article.kicker)}</div>\n"
        f'<table class="post"><tr><td class="poster"><img src="/_avatar/editor-{esc(slug(site.name))}.svg" width="64" height="64" alt="">'
        f'<br><b>{esc(article.byline)}</b><br><time datetime="{esc(article.date)}">{esc(article.date[:10])}</time></td>'
        f'<td class="msg"><h1>{esc(article.title)}</h1><p class="lead">{esc(article.standfirst)}</p>{_paras(article)}</td></tr></table>\n'
        f"{blocks.after}\n"
        f'<div class="fside"><b>{esc(site.related_heading)}</b><ul>{_links(site.related[:5])}</ul>{blocks.aside}</div>\n'
        f'{blocks.before_footer}<div class="ffoot">{esc(site.footer)}</div></div>\n{blocks.end}\n</body>\n</html>\n'
    )


KPORTAL_CSS = """body{margin:0;font:15px/1.7 'Noto Sans KR','Noto Sans SC',sans-serif;color:#222;background:#fff}
.kh{display:flex;align-items:center;gap:20px;padding:12px 24px;border-bottom:1px solid #ddd}.kh b{font-size:26px;color:#03c75a}
.kh input{flex:1;max-width:360px;padding:6px;border:2px solid #03c75a}.tabs{display:flex;gap:0;list-style:none;margin:0;padding:0 24px;background:#f5f6f7}
.tabs li a{display:block;padding:10px 16px;color:#333;text-decoration:none;font-size:14px}.tabs li:first-child a{border-bottom:3px solid #03c75a}
.kw{display:flex;gap:30px;max-width:1100px;margin:20px auto;padding:0 16px}.kw main{flex:1}.kw h1{font-size:28px;line-height:1.35}
.kmeta{font-size:13px;color:#888;border-bottom:1px solid #eee;padding-bottom:10px}.reporter{font-size:14px;color:#555;margin-top:20px}
.copy{font-size:12px;color:#999}.rank{width:280px}.rank ol{padding-left:20px;font-size:14px}.rank h3{font-size:15px;border-bottom:2px solid #222}
.kf{background:#f5f6f7;padding:20px;font-size:12px;color:#777;text-align:center}"""


def kportal(site: Site, article: Article, blocks: Blocks) -> str:
    return (
        _head(site, article, KPORTAL_CSS, blocks)
        + f'<body>\n<div class="kh"><b>{esc(site.name)}</b><input type="search" aria-label="search"></div>\n'
        f'<ul class="tabs">{"".join(f"<li><a href=/{slug(s)}/>{esc(s)}</a></li>" for s in site.sections)}</ul>\n'
        f'<div class="kw"><main><p class="kmeta">{esc(article.kicker)}</p><h1>{esc(article.title)}</h1>\n'
        f'<p class="kmeta">{esc(article.byline)} · <time datetime="{esc(article.date)}">{esc(article.date[:16].replace("T", " "))}</time></p>\n'
        f"<p><strong>{esc(article.standfirst)}</strong></p>\n{_paras(article)}\n"
        f'<p class="reporter">{esc(article.caption)}</p><p class="copy">{esc(site.footer)}</p>\n{blocks.after}\n</main>\n'
        f'<div class="rank"><h3>{esc(site.related_heading)}</h3><ol>{_links(site.related[:6])}</ol>{blocks.aside}</div></div>\n'
        f'{blocks.before_footer}<div class="kf">{esc(site.footer)}</div>\n{blocks.end}\n</body>\n</html>\n'
    )


TEMPLATES_B: dict[str, Callable[[Site, Article, Blocks], str]] = {
    "sidebars": sidebars,
    "print": print_edition,
    "blog": blog,
    "wire": wire,
    "forum": forum,
    "kportal": kportal,
}


def render_b(template: str, site: Site, article: Article, blocks: Blocks | None = None) -> str:
    return TEMPLATES_B[template](site, article, blocks or Blocks())
