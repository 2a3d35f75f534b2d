"""Page shell of blind set DR, written for this set (no saved page opened, no site's code copied; every class, name
and text invented): ``doc`` wraps a site's own body in the head a 2010-2013 newspaper, magazine or broadcaster
printed (an XHTML 1.0 doctype before 2012, HTML5 after, analytics and ad-server tags as saved), ``menu`` a section
bar, ``share`` a share bar with the counts as saved. Every site's own template (its masthead, story, comments and
rails) is written in its case's file."""

from __future__ import annotations

from comspider_lab.blind.layout import esc, slug


def doc(
    *,
    lang: str,
    title: str,
    site: str,
    css: str,
    body: str,
    body_cls: str = "",
    html5: bool = False,
    head: str = "",
) -> str:
    if html5:
        top = f'<!DOCTYPE html>\n<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
    else:
        top = (
            '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" '
            '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="{lang}" lang="{lang}">\n<head>\n'
            '<meta http-equiv="Content-Type" content="text/html; charset=utf-8" />\n'
        )
    return (
        top + f"<title>{esc(title)} - {esc(site)}</title>\n"
        f'<meta property="og:title" content="{esc(title)}" /><meta property="og:site_name" content="{esc(site)}" />\n'
        f'<meta property="og:type" content="article" />{head}\n<style type="text/css">{css}</style>\n'
        "<script type=\"text/javascript\">var _gaq=_gaq||[];_gaq.push(['_setAccount','UA-99"
        + str(len(site))
        + "0211-1']);"
        "_gaq.push(['_trackPageview']);var googletag=googletag||{};googletag.cmd=googletag.cmd||[];</script>\n"
        f'</head>\n<body class="{body_cls}">\n{body}\n</body>\n</html>\n'
    )


def menu(items: tuple[str, ...], cls: str = "", uid: str = "", prefix: str = "/") -> str:
    idattr = f' id="{uid}"' if uid else ""
    clsattr = f' class="{cls}"' if cls else ""
    return (
        f"<ul{idattr}{clsattr}>"
        + "".join(
            f'<li><a href="{prefix}{"" if i == 0 else slug(m) + "/"}">{esc(m)}</a></li>'
            for i, m in enumerate(items)
        )
        + "</ul>"
    )


def share(cls: str, counts: tuple[tuple[str, str], ...]) -> str:
    return (
        f'<div class="{cls}">'
        + "".join(
            f'<span class="{cls}-{slug(name)}"><a href="#">{esc(name)}</a> <b>{esc(n)}</b></span> '
            for name, n in counts
        )
        + "</div>"
    )
