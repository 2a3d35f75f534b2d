"""Shared helpers of blind set ed (written for this set on the pattern of set DU's): ``talk`` reads a discussion from an
indented block, one comment a line (``NAME @ SHOWN :: TEXT``, paragraphs split by `` // ``, depth by leading ``>``);
``archive`` turns a page as its site served it (with the site's own absolute or root-relative URLs) into the page as a
Wayback-style web archive replays it today: every link and resource URL rewritten to ``/web/<timestamp><flag>/<url>``,
the archive's rewrite scripts at the top of ``<head>``, its toolbar (capture counts, month/day/year navigation, a list
of nearby captures, who collected the capture) at the top of ``<body>``, its trailer comment after ``</html>``; the
original page's scripts commented out or left as the archive holds them; every resource the page asks for served
(archived style sheets as the site had them, photos the archive did not keep as broken bodies). ``make`` builds a
Case. No page skeleton is shared: each page builds its own template."""

from __future__ import annotations

import re
import urllib.parse
from dataclasses import dataclass

from comspider_lab.blind.layout import esc
from comspider_lab.blind.model import Case
from comspider_lab.blind.widgets import Seed

__all__ = ["C", "Case", "archive", "esc", "kids", "make", "paras", "talk"]


@dataclass(frozen=True)
class C:
    """One comment as the page prints it: who, the time shown, text, parent index, depth."""

    who: str
    at: str
    body: str
    parent: int | None
    depth: int


def talk(block: str) -> list[C]:
    out: list[C] = []
    for raw in block.strip().splitlines():
        line = raw.strip()
        if not line:
            continue
        depth = len(line) - len(line.lstrip(">"))
        line = line.lstrip(">").strip()
        head, body = line.split(" :: ", 1)
        who, _, at = (x.strip() for x in head.partition(" @ "))
        text = "\n\n".join(p.strip() for p in body.split(" // "))
        parent: int | None = None
        if depth:
            parent = max(i for i, c in enumerate(out) if c.depth == depth - 1)
        out.append(C(who, at, text, parent, depth))
    return out


def kids(cs: list[C]) -> dict[int | None, list[int]]:
    out: dict[int | None, list[int]] = {}
    for i, c in enumerate(cs):
        out.setdefault(c.parent, []).append(i)
    return out


def paras(text: str, tag: str = "p", attrs: str = "") -> str:
    return "".join(f"<{tag}{attrs}>{esc(x)}</{tag}>" for x in text.split("\n\n"))


# --------------------------------------------------------------------------- the archive

ARCHIVE = "https://tidemark.example"
_TAG = re.compile(r"<([a-zA-Z][\w:-]*)(\s[^<>]*)?>")
_ATTR = re.compile(r"""(\s(?:href|src|action|data-src|data-original|poster)=["'])([^"']*)(["'])""")
_MONTHS = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")

BUNDLE_JS = """/* playback bundle (toolbar) */
var __wm = (function () {
  function el(id) { return document.getElementById(id); }
  return {
    init: function (prefix) { this.prefix = prefix; },
    wombat: function (url, ts) { this.url = url; this.ts = ts; },
    rw: function () {},
    bt: function (w, h, ph, pw, coll, url, ts) {
      var base = el("wm-ipp-base");
      if (!base) return;
      base.style.display = "block";
      document.body.style.marginTop = (parseInt(getComputedStyle(document.body).marginTop, 10) || 0) + 72 + "px";
      var t = el("wm-capinfo-toggle"), c = el("wm-capinfo");
      if (t && c) t.onclick = function (e) { e.preventDefault(); c.style.display = c.style.display === "none" ? "block" : "none"; };
      var x = el("wm-tb-close");
      if (x) x.onclick = function (e) { e.preventDefault(); base.style.display = "none"; document.body.style.marginTop = ""; };
    },
    h: function () {}
  };
})();
"""
WOMBAT_JS = "/* client-side rewriter: url rewriting of scripts run on the page (none run on these captures) */\nvar _WBWombatInit = function () {};\n"
BANNER_CSS = """#wm-ipp-base{position:relative;min-height:66px;width:100%;z-index:2147483640}
#wm-ipp{position:fixed;left:0;top:0;right:0;background:#f4f4f4 !important;color:#222 !important;font:11px/1.3 Arial,Helvetica,sans-serif !important;border-bottom:1px solid #aaa;box-shadow:0 0 4px #333;z-index:2147483640}
#wm-ipp a{color:#1558a8 !important;text-decoration:none}#wm-ipp-inside{display:flex;gap:14px;align-items:center;padding:5px 10px;min-height:56px}
#wm-logo{font:700 19px Georgia,serif !important;color:#7a1f1f !important;width:118px}#wm-logo small{display:block;font:10px Arial !important;color:#555 !important}
#wmtbURL{width:360px;font-size:12px;padding:2px 4px}#wm-nav-captures{margin-top:4px}#wm-nav-captures .r{color:#666}
#wm-ipp table.n{border-collapse:collapse;text-align:center}#wm-ipp table.n td{padding:0 6px}#wm-ipp table.n td.c{font-weight:700;background:#000;color:#ff0}
#wm-sparkline{width:330px;height:27px;background:linear-gradient(90deg,#ccc 0 2px,transparent 2px) 0 100%/11px 9px repeat-x;border-bottom:1px solid #ccc}
#wm-btns{margin-left:auto;text-align:right}#wm-capinfo{background:#fff;border-top:1px solid #ccc;padding:6px 10px;max-height:260px;overflow:auto}
#wm-capinfo ul{margin:4px 0;padding-left:16px}#wm-ipp-print{display:none}@media print{#wm-ipp-base{display:none !important}#wm-ipp-print{display:block}}
"""
ICONO_CSS = "@font-face{font-family:'Iconochive-Regular';src:local('Arial')}[class^=iconochive-]:before{font-family:'Iconochive-Regular'}\n"
_IMG_SVG = (
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">'
    '<rect width="300" height="200" fill="#b0bec5"/><path d="M0 200l90-90 60 60 50-40 100 70z" fill="#78909c"/></svg>'
)


def _human(ts: str) -> str:
    """20140312081522 -> '08:15:22 Mar 12, 2014' (the archive's own way of writing a capture's time)."""
    y, mo, d, h, mi, s = ts[:4], int(ts[4:6]), int(ts[6:8]), ts[8:10], ts[10:12], ts[12:14]
    return f"{h}:{mi}:{s} {_MONTHS[mo - 1]} {d:02d}, {y}"


def _day(ts: str) -> str:
    return f"{int(ts[6:8])} {_MONTHS[int(ts[4:6]) - 1]} {ts[:4]}"


@dataclass(frozen=True)
class Capture:
    """What the archive knows of the page's URL: this capture and its neighbours, who collected it."""

    url: str  # the original URL, e.g. "http://www.harwickmail.co.uk/news/..."
    ts: str  # this capture, 14 digits
    count: int  # captures of this URL
    span: tuple[str, str]  # first and last capture (timestamps)
    months: tuple[str, str]  # timestamps of the captures shown for the months before and after
    days: tuple[str, str]
    years: tuple[str, str]
    nearby: tuple[
        tuple[str, str], ...
    ]  # (timestamp, collector) of the captures listed under "About this capture"
    collector: str  # "Organization: ..." of this capture
    collector_text: str
    collection: str
    retrieved: str = "20241022140351"


def rewrite(html: str, ts: str, page_url: str) -> str:
    """Every link and resource URL of the page in the archive's form."""

    def attr(tag: str, attrs: str) -> str:
        def one(m: re.Match[str]) -> str:
            value = m.group(2)
            if not value or value.startswith(("#", "javascript:", "mailto:", "data:", "about:", "tel:")):
                return m.group(0)
            name = m.group(1).strip().split("=")[0]
            flag = ""
            if tag == "img" or name in ("data-src", "data-original"):
                flag = "im_"
            elif tag == "script":
                flag = "js_"
            elif tag == "link" and "stylesheet" in attrs:
                flag = "cs_"
            elif tag == "iframe":
                flag = "if_"
            absolute = urllib.parse.urljoin(page_url, value.replace("&amp;", "&"))
            return f"{m.group(1)}/web/{ts}{flag}/{esc(absolute)}{m.group(3)}"

        return _ATTR.sub(one, attrs)

    def tag(m: re.Match[str]) -> str:
        name = m.group(1).lower()
        attrs = m.group(2) or ""
        return f"<{m.group(1)}{attr(name, attrs)}>"

    html = _TAG.sub(tag, html)

    def imp(m: re.Match[str]) -> str:
        return f'@import url("/web/{ts}cs_/{urllib.parse.urljoin(page_url, m.group(1))}")'

    return re.sub(r'@import url\("([^"]+)"\)', imp, html)


def _resources(html: str) -> list[tuple[str, str]]:
    """(path, kind) of every resource a browser fetches from the rewritten page (not inside HTML comments)."""
    live = re.sub(r"<!--.*?-->", "", html, flags=re.S)
    out: list[tuple[str, str]] = []
    for m in _TAG.finditer(live):
        name, attrs = m.group(1).lower(), m.group(2) or ""
        src = re.search(r'\ssrc="([^"]+)"', attrs)
        href = re.search(r'\shref="([^"]+)"', attrs)
        if name in ("img", "script", "iframe") and src:
            out.append((src.group(1), name))
        elif name == "input" and "image" in attrs and src:
            out.append((src.group(1), "img"))
        elif name == "link" and href and re.search(r'rel="(stylesheet|icon|shortcut icon)"', attrs):
            out.append((href.group(1), "css" if "stylesheet" in attrs else "img"))
    out += [(m.group(1), "css") for m in re.finditer(r'@import url\("([^"]+)"\)', live)]
    return out


def comment_out_scripts(html: str) -> str:
    """The page's scripts as the archive left them when it neutralised them: each inside an HTML comment."""
    return re.sub(
        r"(<script(?![^>]*application/ld\+json)[^>]*>.*?</script>)",
        lambda m: "<!-- " + m.group(1).replace("--", "- -") + " -->",
        html,
        flags=re.S,
    )


def toolbar(cap: Capture) -> str:
    url = esc(cap.url)

    def nav(cls: str, pair: tuple[str, str], here: str, label: str) -> str:
        before, after = pair
        b = (
            f'<a href="/web/{before}/{url}" title="{_human(before)}">{label_of(before, cls)}</a>'
            if before
            else ""
        )
        a = (
            f'<a href="/web/{after}/{url}" title="{_human(after)}">{label_of(after, cls)}</a>'
            if after
            else ""
        )
        return (
            f'<tr class="{cls}"><td class="b" nowrap="nowrap">{b}</td>'
            f'<td class="c" id="display{label}El" title="You are here: {_human(cap.ts)}">{here}</td>'
            f'<td class="f" nowrap="nowrap">{a}</td></tr>'
        )

    def label_of(ts: str, cls: str) -> str:
        return {"m": _MONTHS[int(ts[4:6]) - 1].upper(), "d": str(int(ts[6:8])), "y": ts[:4]}[cls]

    near = "".join(
        f'<li><a href="/web/{t}/{url}">{_human(t)}</a> <span class="wm-by">{esc(who)}</span></li>'
        for t, who in cap.nearby
    )
    return f"""
<!-- BEGIN WAYBACK TOOLBAR INSERT -->
<script>__wm.rw(0);</script>
<div id="wm-ipp-base" lang="en" style="display:none;direction:ltr;">
<div id="wm-ipp" style="position:fixed;left:0;top:0;right:0;">
<div id="wm-ipp-inside">
<div id="wm-logo"><a href="/web/" title="Tidemark Web Archive home page">TIDEMARK<small>web archive</small></a></div>
<div class="c">
<form target="_top" method="get" action="/web/submit" name="wmtb" id="wmtb"><input type="text" name="url" id="wmtbURL" value="{url}" onfocus="this.focus();this.select();"/><input type="hidden" name="type" value="replay"/><input type="hidden" name="date" value="{cap.ts}"/><input type="submit" value="Go"/></form>
<div id="wm-nav-captures"><a class="t" href="/web/{cap.ts}*/{url}" title="See a list of every capture for this URL">{cap.count:,} captures</a>
<div class="r" title="Timespan for captures of this URL">{_day(cap.span[0])} - {_day(cap.span[1])}</div></div>
</div>
<div class="c"><table class="n" cellpadding="0" cellspacing="0"><tbody>
{nav("m", cap.months, _MONTHS[int(cap.ts[4:6]) - 1].upper(), "Month")}
{nav("d", cap.days, str(int(cap.ts[6:8])), "Day")}
{nav("y", cap.years, cap.ts[:4], "Year")}
</tbody></table></div>
<div class="c"><div id="wm-sparkline" title="{cap.count:,} captures"></div></div>
<div id="wm-btns"><a href="#" id="wm-capinfo-toggle" title="Why this capture is in the archive, and its neighbours">About this capture</a> · <a href="/web/{cap.ts}*/{url}" title="Every capture">Calendar</a> · <a href="/web/{cap.ts}/{url}?screenshot" title="Screenshot">Screenshot</a> · <a href="#" id="wm-tb-close" title="Close the toolbar">Close</a></div>
</div>
<div id="wm-capinfo" style="display:none">
<div id="wm-capinfo-collected-by"><div style="font-weight:700">COLLECTED BY</div>
<div class="wm-title">Organization: <a href="/details/{esc(cap.collector.lower().replace(" ", "_"))}">{esc(cap.collector)}</a></div>
<div class="wm-capinfo-content">{esc(cap.collector_text)}</div>
<div class="wm-title">Collection: <a href="/details/{esc(cap.collection.lower().replace(" ", "_"))}">{esc(cap.collection)}</a></div></div>
<div id="wm-capinfo-timestamps"><div style="font-weight:700">TIMESTAMPS</div>
<p>The page and its resources were collected at or near {_human(cap.ts)}. Nearby captures of this URL:</p>
<ul>{near}</ul></div>
</div>
</div>
</div>
<div id="wm-ipp-print">The Tidemark Web Archive - {ARCHIVE}/web/{cap.ts}/{url}</div>
<script type="text/javascript">
__wm.bt(750,27,25,2,"web","{url}","{cap.ts}",1996,"/_static/",["/_static/css/banner-styles.css?v=fantwOh2","/_static/css/iconochive.css?v=qtvMKcIJ"], false);
</script>
<!-- END WAYBACK TOOLBAR INSERT -->
"""


def archive(
    page: str,
    cap: Capture,
    *,
    scripts: str = "comment",
    kept: dict[str, str] | None = None,
) -> tuple[str, dict[str, str]]:
    """The page as the archive replays it, and the files the replay needs (path -> text).

    ``scripts``: "comment" (the page's own scripts inside HTML comments) or "keep" (left as the archive holds them;
    their archived copies in ``kept``: original URL -> text, else an empty body). Style sheets: ``kept`` gives the
    archived copy by original URL; a photo or icon the archive holds as a broken body (not kept)."""
    kept = kept or {}
    if scripts == "comment":
        page = comment_out_scripts(page)
    page = rewrite(page, cap.ts, cap.url)
    epoch = "1394612122"
    head = f"""<head><script type="text/javascript" src="/_static/js/bundle-playback.js?v=HxkREWBo" charset="utf-8"></script>
<script type="text/javascript" src="/_static/js/wombat.js?v=txqj7nKC" charset="utf-8"></script>
<script type="text/javascript">
  __wm.init("{ARCHIVE}/web");
  __wm.wombat("{esc(cap.url)}","{cap.ts}","{ARCHIVE}/","web","/_static/",
              "{epoch}");
</script>
<link rel="stylesheet" type="text/css" href="/_static/css/banner-styles.css?v=fantwOh2" />
<link rel="stylesheet" type="text/css" href="/_static/css/iconochive.css?v=qtvMKcIJ" />
<!-- End Wayback Rewrite JS Include -->
"""
    page = re.sub(r"<head(\s[^>]*)?>", lambda m: head.replace("<head>", m.group(0), 1), page, count=1)
    page = re.sub(r"(<body[^>]*>)", lambda m: m.group(1) + toolbar(cap), page, count=1)
    page = page.rstrip() + (
        f"""
<!--
     FILE ARCHIVED ON {_human(cap.ts)} AND RETRIEVED FROM THE
     TIDEMARK WEB ARCHIVE ON {_human(cap.retrieved)}.
     JAVASCRIPT APPENDED BY THE ARCHIVE'S PLAYBACK SOFTWARE.

     ALL OTHER CONTENT MAY ALSO BE PROTECTED BY COPYRIGHT.
-->
<!--
playback timings (ms):
  captures_list: 0.71
  exclusion.robots: 0.034
  exclusion.robots.policy: 0.021
  esindex: 0.012
  cdx.remote: 11.402
  LoadShardBlock: 143.851 (3)
  PetaboxLoader3.datanode: 168.226 (4)
  load_resource: 92.507
  PetaboxLoader3.resolve: 61.114
-->
"""
    )
    files = {
        "/_static/js/bundle-playback.js": BUNDLE_JS,
        "/_static/js/wombat.js": WOMBAT_JS,
        "/_static/css/banner-styles.css": BANNER_CSS,
        "/_static/css/iconochive.css": ICONO_CSS,
    }
    for path, kind in _resources(page):
        p = urllib.parse.unquote(urllib.parse.urlsplit(path.replace("&amp;", "&")).path)
        if p in files:
            continue
        original = p.split("/", 3)[3] if p.startswith("/web/") else p
        if kind == "css":
            files[p] = kept.get(original, "/* archived style sheet */\n")
        elif kind == "script":
            files[p] = kept.get(original, "/* archived script */\n")
        elif kind == "iframe":
            files[p] = kept.get(original, "<!doctype html><title></title>")
        else:
            files[p] = _IMG_SVG
    return page, files


def make(
    cid: str,
    kind: str,
    lang: str,
    html_files: tuple[str, dict[str, str]],
    cs: list[C],
    *,
    path: str,
    container: str,
    heading: str | None,
    description: str,
    lookalikes: tuple[str, ...] = (),
) -> Case:
    page, files = html_files
    return Case(
        id=cid,
        kind=kind,
        language=lang,
        reveal="on_load",
        container=container,
        heading=heading,
        description=description,
        path=path,
        html=page,
        comments=[Seed(c.who, c.body, c.parent, c.at) for c in cs],
        static=True,
        lookalikes=lookalikes,
        files=files,
    )
