"""Page templates of blind set AV, written for this set (no saved page opened, no vendor's or theme's code copied;
every class, name and text invented): news sites of about 2012 with the era's heavy furniture.

Three skins share one page builder, each with its own class prefix and order of parts:

- ``np``: a newspaper: a ticker strip, a masthead with the date and a login box, a row of sections, the article in a
  wide column (kicker, headline, standfirst, byline, a share bar with counts, picture, text, tags, an author box), the
  case's blocks, related stories with teasers and dates, a photo gallery with captions and credits, and a right column
  (most read, most commented with counts, a poll, "from around the web", the case's rail); a footer (``pg-*``);
- ``tb``: a tabloid: a red bar with the ticker, a huge headline, the share bar above the picture, the gallery inside
  the article, a rail with most commented first and the login box (``tx-*``);
- ``po``: a news portal in three columns: a left column (sections, login box, poll), the article, a right column (most
  read, most commented, around the web, the case's rail) (``pv-*``).

Page parts (``Parts``): ``inside`` (in the article after the text), ``after`` (the case's main block, after the
article), ``below`` (after ``after``), ``rail`` (end of the right column), ``css``.
"""

from __future__ import annotations

from dataclasses import dataclass

from comspider_lab.blind.content_av import WORDS, SiteAV
from comspider_lab.blind.layout import esc, slug


@dataclass(frozen=True)
class Story:
    title: str
    byline: str
    iso: str
    shown: str
    paras: str  # paragraphs separated by blank lines
    lead: str = ""
    section: str = ""
    tags: tuple[str, ...] = ()

    @property
    def paragraphs(self) -> list[str]:
        return [" ".join(p.split()) for p in self.paras.strip().split("\n\n") if p.strip()]


@dataclass(frozen=True)
class Parts:
    inside: str = ""
    after: str = ""
    below: str = ""
    rail: str = ""
    css: str = ""


def _count(text: str, k: int) -> int:
    """A share count that depends only on the text (the same under every hash seed)."""
    return (sum(ord(ch) for ch in text) * (k + 3)) % 400 + 4


CSS = {
    "np": """body{margin:0;font:15px/1.5 Georgia,"Times New Roman",serif;color:#222;background:#e9e6df}.pg-page{width:990px;margin:0 auto;background:#fff}
.pg-tick{background:#222;color:#fff;font:12px Arial,sans-serif;padding:5px 12px}.pg-tick b{color:#f3c13a;margin-right:8px}
.pg-mast{display:flex;justify-content:space-between;align-items:flex-end;padding:14px 16px;border-bottom:3px double #333}.pg-mast .pg-name{font:bold 40px "Times New Roman",serif;color:#111;text-decoration:none}
.pg-mast small{display:block;font:italic 13px Georgia,serif;color:#666}.pg-login{font:11px Arial,sans-serif}.pg-login input{width:90px;font-size:11px}
.pg-nav{list-style:none;margin:0;padding:6px 16px;background:#7a1f1f;display:flex;gap:16px;font:bold 13px Arial,sans-serif}.pg-nav a{color:#fff;text-decoration:none}
.pg-body{display:flex;gap:20px;padding:16px}.pg-main{width:640px}.pg-side{width:300px;font:13px Arial,sans-serif}
.pg-kick{font:bold 11px Arial,sans-serif;color:#7a1f1f;text-transform:uppercase}.pg-art h1{font:bold 30px/1.15 Georgia,serif;margin:4px 0 8px}.pg-stand{font-size:17px;color:#444}
.pg-by{font:12px Arial,sans-serif;color:#666}.pg-share{font:11px Arial,sans-serif;margin:8px 0}.pg-share a{display:inline-block;border:1px solid #ccc;padding:1px 6px;margin-right:4px;color:#333;text-decoration:none}
.pg-share b{background:#eee;padding:0 4px;margin-left:3px}.pg-fig img{width:100%;background:#ccc}.pg-fig figcaption{font:11px Arial,sans-serif;color:#777}
.pg-tags{font:12px Arial,sans-serif}.pg-bio{display:flex;gap:10px;background:#f6f4ef;border:1px solid #ddd;padding:8px;font:12px Arial,sans-serif;margin:12px 0}
.pg-box{border-top:3px solid #7a1f1f;margin:0 0 16px}.pg-box h3{font:bold 13px Arial,sans-serif;text-transform:uppercase;margin:6px 0}.pg-box ol,.pg-box ul{padding-left:18px;margin:0}
.pg-rel{display:flex;gap:12px}.pg-rel div{flex:1;font:12px Arial,sans-serif}.pg-rel h4{font:bold 14px Georgia,serif;margin:4px 0}
.pg-gal{display:flex;gap:8px}.pg-gal figure{margin:0;flex:1;font:11px Arial,sans-serif}.pg-gal img{width:100%;background:#bbb}
.pg-web li{margin-bottom:6px}.pg-foot{background:#333;color:#bbb;font:11px Arial,sans-serif;padding:14px 16px}.pg-foot a{color:#ddd}""",
    "tb": """body{margin:0;font:14px/1.45 Verdana,Arial,sans-serif;color:#111;background:#fff}.tx-bar{background:#d40000;color:#fff;padding:6px 12px;font:bold 12px Arial,sans-serif}
.tx-bar span{background:#fff;color:#d40000;padding:0 5px;margin-right:8px}.tx-top{display:flex;align-items:center;justify-content:space-between;padding:10px 12px}
.tx-top .tx-name{font:900 38px Impact,Arial,sans-serif;color:#d40000;text-decoration:none;letter-spacing:-1px}.tx-top small{display:block;color:#777;font:11px Arial,sans-serif}
.tx-nav{list-style:none;margin:0;padding:6px 12px;background:#111;display:flex;gap:14px;font:bold 12px Arial,sans-serif}.tx-nav a{color:#fff;text-decoration:none}
.tx-wrap{display:flex;gap:18px;padding:12px;width:1000px;margin:0 auto}.tx-main{width:660px}.tx-rail{width:320px;font:12px Arial,sans-serif}
.tx-art h1{font:900 36px/1.05 Arial,sans-serif;margin:6px 0}.tx-stand{font-weight:bold;font-size:16px}.tx-by{font-size:11px;color:#777}
.tx-share{background:#f2f2f2;padding:5px;font-size:11px}.tx-share a{margin-right:8px;color:#111}.tx-share b{color:#d40000}.tx-fig img{width:100%;background:#bbb}
.tx-gal{display:flex;gap:6px;margin:10px 0}.tx-gal figure{margin:0;flex:1;font-size:10px}.tx-gal img{width:100%;background:#999}
.tx-box{border:1px solid #ddd;margin-bottom:14px;padding:8px}.tx-box h3{background:#d40000;color:#fff;margin:-8px -8px 8px;padding:4px 8px;font-size:13px}
.tx-rel div{border-bottom:1px dotted #ccc;padding:6px 0}.tx-bio{font-size:11px;color:#555;border-top:2px solid #111;margin-top:12px;padding-top:6px}
.tx-foot{background:#111;color:#999;font-size:11px;padding:14px;text-align:center}""",
    "po": """body{margin:0;font:13px/1.5 Tahoma,Arial,sans-serif;color:#333;background:#dfe6ee}.pv-page{width:1000px;margin:0 auto;background:#fff}
.pv-tick{background:#f7f1d0;border-bottom:1px solid #e0d79a;padding:4px 10px;font-size:12px}.pv-tick em{color:#b30000;font-style:normal;font-weight:bold;margin-right:6px}
.pv-head{background:#1d4e89;color:#fff;padding:12px 10px}.pv-head .pv-name{color:#fff;font:bold 30px Tahoma,sans-serif;text-decoration:none}.pv-head small{display:block;color:#cfe0f5}
.pv-cols{display:flex;gap:14px;padding:10px}.pv-left{width:170px}.pv-center{width:520px}.pv-right{width:270px}
.pv-left ul{list-style:none;padding:0;margin:0 0 12px}.pv-left li a{display:block;padding:4px 6px;background:#eef3f9;margin-bottom:2px;color:#1d4e89;text-decoration:none}
.pv-panel{border:1px solid #c8d6e6;margin-bottom:12px}.pv-panel h3{margin:0;padding:4px 8px;background:#e6eef7;font-size:12px;color:#1d4e89}.pv-panel>div,.pv-panel>ol,.pv-panel>ul,.pv-panel>form{padding:6px 8px;margin:0}
.pv-art h1{font:bold 24px/1.2 Tahoma,sans-serif;color:#1d4e89;margin:2px 0 6px}.pv-stand{font-weight:bold}.pv-by{font-size:11px;color:#888}
.pv-share{font-size:11px;margin:6px 0}.pv-share a{background:#1d4e89;color:#fff;padding:1px 6px;margin-right:3px;text-decoration:none}.pv-fig img{width:100%;background:#c5ccd4}
.pv-rel div{padding:4px 0;border-bottom:1px solid #eee}.pv-gal{display:flex;gap:6px}.pv-gal figure{margin:0;flex:1;font-size:10px}.pv-gal img{width:100%;background:#aab}
.pv-bio{background:#f4f7fb;padding:6px;font-size:11px;margin:10px 0}.pv-foot{background:#1d4e89;color:#cfe0f5;font-size:11px;padding:10px}""",
}


def render_av(site: SiteAV, story: Story, parts: Parts) -> str:
    w = WORDS[site.lang]
    p = {"np": "pg", "tb": "tx", "po": "pv"}[site.skin]
    sec = story.section or site.sections[1]
    head = (
        f'<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
        f'"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
        f'<html xmlns="http://www.w3.org/1999/xhtml" lang="{site.lang}" dir="{site.direction}">\n<head>\n'
        '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        f"<title>{esc(story.title)} | {esc(site.name)}</title>\n"
        f'<meta name="description" content="{esc(story.lead or story.paragraphs[0][:150])}" />\n'
        f'<meta property="og:title" content="{esc(story.title)}" />\n<meta property="og:type" content="article" />\n'
        f'<meta property="og:site_name" content="{esc(site.name)}" />\n'
        f'<meta property="article:published_time" content="{story.iso}" />\n'
        f'<style type="text/css">{CSS[site.skin]}{parts.css}</style>\n'
        '<script type="text/javascript">var _pageSection = "' + slug(sec) + '";</script>\n</head>\n<body>\n'
    )
    ticker = (
        f'<div class="{p}-tick {p}-bar"><b>{esc(w["latest"])}</b><span></span> '
        f'<a href="/{slug(site.sections[1])}/{slug(site.ticker)[:40]}">{esc(site.ticker)}</a></div>'
    )
    nav = f'<ul class="{p}-nav">' + "".join(
        f'<li><a href="/{"" if i == 0 else slug(s) + "/"}">{esc(s)}</a></li>'
        for i, s in enumerate(site.sections)
    )
    nav += "</ul>"
    login = (
        f'<form class="{p}-login" action="/login" method="post"><b>{esc(w["login"])}</b> '
        f'<input type="text" name="u" title="{esc(w["user"])}" /> <input type="password" name="pw" title="{esc(w["password"])}" /> '
        f'<input type="submit" value="{esc(w["sign_in"])}" /></form>'
    )
    share = (
        f'<div class="{p}-share">{esc(w["share"])}: '
        + " ".join(
            f'<a href="#share-{n}">{n}<b>{_count(story.title, k)}</b></a>'
            for k, n in enumerate(("Mail", "Print", "Link"))
        )
        + "</div>"
    )
    fig = (
        f'<div class="{p}-fig"><img src="/_avatar/{p}-{slug(story.title)[:24]}.svg" alt="" width="620" height="350" />'
        f'<p class="{p}-cap">{esc(site.gallery[0][0])} ({esc(w["photo"])}: {esc(site.gallery[0][1])})</p></div>'
    )
    tags = (
        f'<p class="{p}-tags">{esc(w["tags"])}: '
        + ", ".join(f'<a href="/tag/{slug(t)}">{esc(t)}</a>' for t in (story.tags or (sec,)))
        + "</p>"
    )
    bio = (
        f'<div class="{p}-bio"><img src="/_avatar/bio-{slug(story.byline)[:20]}.svg" alt="" width="50" height="50" />'
        f"<div><b>{esc(w['author'])}</b><br />{esc(site.bio)}</div></div>"
    )
    article = (
        f'<div class="{p}-art"><p class="{p}-kick">{esc(sec)}</p><h1>{esc(story.title)}</h1>'
        + (f'<p class="{p}-stand">{esc(story.lead)}</p>' if story.lead else "")
        + f'<p class="{p}-by">{esc(story.byline)} | <span class="{p}-date">{esc(story.shown)}</span></p>'
        + (share + fig if site.skin == "tb" else fig + share)
        + "".join(f"<p>{esc(x)}</p>" for x in story.paragraphs)
        + parts.inside
        + tags
        + bio
        + "</div>"
    )
    rel = f'<div class="{p}-box {p}-rel"><h3>{esc(w["related"])}</h3>' + "".join(
        f'<div><h4><a href="/{slug(sec)}/{slug(h)[:40]}">{esc(h)}</a></h4><p>{esc(t)}</p><small>{esc(d)}</small></div>'
        for h, t, d in site.related
    )
    rel += "</div>"
    gal = f'<div class="{p}-box"><h3>{esc(w["gallery"])}</h3><div class="{p}-gal">' + "".join(
        f'<figure><img src="/_avatar/gal-{k}.svg" alt="" width="200" height="130" /><figcaption>{esc(c)} '
        f"<em>{esc(w['photo'])}: {esc(cr)}</em></figcaption></figure>"
        for k, (c, cr) in enumerate(site.gallery)
    )
    gal += "</div></div>"
    most = f'<div class="{p}-box"><h3>{esc(w["most_read"])}</h3><ol>' + "".join(
        f'<li><a href="/{slug(sec)}/{slug(h)[:40]}">{esc(h)}</a></li>' for h, _ in site.most
    )
    most += "</ol></div>"
    ranked = sorted(site.most, key=lambda m: -int(m[1]))
    commented = f'<div class="{p}-box"><h3>{esc(w["most_commented"])}</h3><ul>' + "".join(
        f'<li><a href="/{slug(sec)}/{slug(h)[:40]}">{esc(h)}</a> <span class="{p}-cc">({n})</span></li>'
        for h, n in ranked
    )
    commented += "</ul></div>"
    poll = (
        f'<div class="{p}-box"><h3>{esc(w["poll"])}</h3><form action="/poll" method="post"><p>{esc(site.poll[0])}</p>'
        + "".join(
            f'<label><input type="radio" name="o" value="{k}" /> {esc(o)}</label><br />'
            for k, o in enumerate(site.poll[1:])
        )
        + f'<input type="submit" value="{esc(w["vote"])}" /></form></div>'
    )
    web = f'<div class="{p}-box {p}-web"><h3>{esc(w["web"])}</h3><ul>' + "".join(
        f'<li><img src="/_avatar/web-{k}.svg" alt="" width="60" height="40" /> <a href="/partner/{k}">{esc(x)}</a></li>'
        for k, x in enumerate(site.web)
    )
    web += "</ul></div>"
    foot = (
        f'<div class="{p}-foot">© 2012 {esc(site.name)} · {esc(w["rights"])} · <a href="/impressum">{esc(site.tagline)}</a></div>'
        "\n</body>\n</html>\n"
    )
    if site.skin == "np":
        return (
            head
            + f'<div class="pg-page">{ticker}<div class="pg-mast"><div><a class="pg-name" href="/">{esc(site.name)}</a>'
            f"<small>{esc(site.tagline)}</small></div>{login}</div>{nav}"
            f'<div class="pg-body"><div class="pg-main">{article}{parts.after}{parts.below}{rel}{gal}</div>'
            f'<div class="pg-side">{most}{commented}{poll}{web}{parts.rail}</div></div>'
            + foot.replace("\n</body>", "</div>\n</body>", 1)
        )
    if site.skin == "tb":
        return (
            head
            + ticker
            + f'<div class="tx-top"><div><a class="tx-name" href="/">{esc(site.name)}</a><small>{esc(site.tagline)}</small></div></div>{nav}'
            f'<div class="tx-wrap"><div class="tx-main">{article.replace(bio, gal + bio)}{parts.after}{parts.below}{rel}</div>'
            f'<div class="tx-rail">{commented}<div class="tx-box">{login}</div>{most}{poll}{web}{parts.rail}</div></div>'
            + foot
        )
    return (
        head
        + f'<div class="pv-page">{ticker}<div class="pv-head"><a class="pv-name" href="/">{esc(site.name)}</a>'
        f"<small>{esc(site.tagline)}</small></div>"
        f'<div class="pv-cols"><div class="pv-left">{nav}<div class="pv-panel"><h3>{esc(w["login"])}</h3>{login}</div>{poll}</div>'
        f'<div class="pv-center">{article}{parts.after}{parts.below}{rel}{gal}</div>'
        f'<div class="pv-right">{most}{commented}{web}{parts.rail}</div></div>'
        + foot.replace("\n</body>", "</div>\n</body>", 1)
    )
