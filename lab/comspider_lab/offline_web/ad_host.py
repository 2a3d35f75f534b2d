"""The ad server: creatives in iframes, AdSense/GPT-like loader scripts, click redirects
and a tracking pixel, on a host of its own, so that an ad blocklist can be tested."""

from __future__ import annotations

import base64
import re
from typing import TYPE_CHECKING

from comspider_lab.offline_web.html_util import esc
from comspider_lab.offline_web.images import picture_svg
from comspider_lab.offline_web.rng import number
from comspider_lab.offline_web.server import (
    Request,
    Response,
    html_response,
    not_found,
    redirect,
    text_response,
)

if TYPE_CHECKING:
    from comspider_lab.offline_web.world import World

_PIXEL = base64.b64decode("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7")
_CREATIVE = re.compile(r"^/creative/(\w+)\.svg$")
_HEADLINES = [
    "Spring sale: up to 60% off",
    "Compare energy tariffs in 2 minutes",
    "The SUV everyone is talking about",
    "Your dream holiday from 299",
    "Learn a language in 15 minutes a day",
    "Refinance now: rates have dropped",
]

_LOADER = """(function(){"use strict";
var base=%(base)s;
function fill(el,w,h,slot){if(el.getAttribute("data-filled"))return;el.setAttribute("data-filled","1");
var f=document.createElement("iframe");f.src=base+"/gampad/ads?iu="+encodeURIComponent(slot)+"&sz="+w+"x"+h;
f.width=w;f.height=h;f.setAttribute("frameborder","0");f.setAttribute("scrolling","no");f.title="Advertisement";el.appendChild(f);}
var slots=document.querySelectorAll("ins.adsbygoogle,div[id^=div-gpt-ad-]");
for(var i=0;i<slots.length;i++){var el=slots[i];var w=el.offsetWidth||300,h=el.offsetHeight||250;
fill(el,Math.min(w,728),Math.min(h,600),el.getAttribute("data-ad-unit")||el.getAttribute("data-ad-slot")||"slot");}
})();
"""


class AdHost:
    name = "adserver"
    server_header = "cafe"

    def __init__(self, world: World) -> None:
        self.world = world

    @property
    def base_url(self) -> str:
        return self.world.base(self.name)

    def creative(self, request: Request) -> str:
        unit = request.query.get("iu", "/2148/unknown")
        size = request.query.get("sz", "300x250")
        k = number(unit, size, modulo=len(_HEADLINES))
        w, _, h = size.partition("x")
        return (
            f'<!DOCTYPE html><html><head><meta charset="utf-8"><title>Ad</title><style>body{{margin:0;font:13px sans-serif}}'
            f"a{{display:block;color:#1a0dab;text-decoration:none}}.adchoices{{position:absolute;top:0;right:0;font-size:9px}}</style></head>"
            f'<body><a href="/click?u={esc(unit)}&amp;c={k}" target="_blank" rel="noopener">'
            f'<img src="/creative/c{k}.svg" width="{esc(w)}" height="{int(h or 250) - 40}" alt="">'
            f'<span>{esc(_HEADLINES[k])}</span></a><span class="adchoices">AdChoices ▷</span>'
            f'<img src="/pixel.gif?u={esc(unit)}" width="1" height="1" alt=""></body></html>'
        )

    def handle(self, request: Request) -> Response:
        path = request.path
        if path == "/robots.txt":
            return text_response("User-agent: *\nAllow: /\n")
        if self.world.ad_latency:  # an ad server across the internet (interrupted when the web stops)
            self.world.stopping.wait(self.world.ad_latency)
        if path == "/gampad/ads":
            return html_response(self.creative(request))
        if path in ("/pagead/js/adsbygoogle.js", "/gampad/gpt.js"):
            return text_response(
                _LOADER % {"base": '"' + self.base_url + '"'}, "application/javascript; charset=utf-8"
            )
        if m := _CREATIVE.match(path):
            return text_response(
                picture_svg("ad" + m.group(1), 300, 210), "image/svg+xml", cache="max-age=3600"
            )
        if path == "/pixel.gif":
            return Response(200, _PIXEL, "image/gif", [("Cache-Control", "no-store")])
        if path == "/click":
            return redirect("/landing?" + "&".join(f"{k}={v}" for k, v in request.query.items()))
        if path == "/landing":
            return html_response(
                '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Special offer</title></head>'
                "<body><h1>Special offer</h1><p>Limited time only.</p></body></html>"
            )
        return not_found()
