"""Locate Debian's Chromium and the flags it runs with. Pure file-system checks: importing
settings starts nothing.

The flags keep Chromium to the pages we ask for: no background networking, no component
or extension updates, no sign-in, sync, autofill, translation, safe-browsing or
optimisation-guide lookups, no network-time queries, no DNS-over-HTTPS probes, no
hyperlink-auditing pings, no QUIC; and WebRTC may send no UDP except through a proxy
(``--webrtc-ip-handling-policy=disable_non_proxied_udp``: with the egress proxy it falls
back to TCP through the proxy, which guards it like any other connection; without one it
has no UDP at all). Chromium's preferences cannot be given to a browser that Playwright
launches (its profile is a fresh temporary directory), so everything is a flag.

Two of Chromium 156's background calls obey no flag: the account reconcilor's
``ListAccounts`` (accounts.google.com) and an on-demand component update check
(update.googleapis.com). :data:`SERVICE_HOSTS` lists the hosts of Chromium's own services;
``--host-resolver-rules`` maps them to nothing (no DNS query, no connection) and the
egress proxy refuses them (comspider.browser.egress), so neither path reaches them.
tests/e2e/test_no_calls_home.py records the connections of a whole crawl to check it.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterable
from typing import Any

CANDIDATES = ("/usr/lib/chromium/chromium", "/usr/bin/chromium")
# Chromium's headless shell (Debian's chromium-headless-shell, installed beside chromium in
# /usr/lib/chromium): the same engine without the desktop browser's window, tab and profile
# layers, the browser Playwright itself runs headless pages in. Names it is found by.
HEADLESS_SHELL_NAMES = ("chromium-headless-shell", "chrome-headless-shell", "headless_shell")

# Endpoints of Chromium's own services (sign-in, component and extension updates, safe
# browsing, autofill, optimisation guide, time, GCM): never a page's resource.
SERVICE_HOSTS = (
    "accounts.google.com",
    "update.googleapis.com",
    "clients1.google.com",
    "clients2.google.com",
    "clients2.googleusercontent.com",
    "clientservices.googleapis.com",
    "content-autofill.googleapis.com",
    "safebrowsing.googleapis.com",
    "safebrowsing.google.com",
    "sb-ssl.google.com",
    "optimizationguide-pa.googleapis.com",
    "edgedl.me.gvt1.com",
    "redirector.gvt1.com",
    "android.clients.google.com",
    "mtalk.google.com",
    "chromesyncpasswords-pa.googleapis.com",
)

# Playwright's own --disable-features (Chromium keeps the last --disable-features flag
# only, so ours must carry Playwright's too), then ours.
_DISABLED_FEATURES = (
    # Playwright 1.65's
    "AvoidUnnecessaryBeforeUnloadCheckSync",
    "DestroyProfileOnBrowserClose",
    "HttpsUpgrades",
    "HttpsFirstBalancedModeAutoEnable",
    "LensOverlay",
    "MediaRouter",
    "PaintHolding",
    "ThirdPartyStoragePartitioning",
    "AvoidCorsURLLoaderRestartOnRedirect",
    "OptimizationHints",
    "NetworkTimeServiceQuerying",
    "AimEnabled",
    "PreconnectToSearch",
    # ours: services that call home
    "Translate",
    "AutofillServerCommunication",
    "CertificateTransparencyComponentUpdater",
    "OptimizationGuideModelDownloading",
    "OptimizationHintsFetching",
    "InterestFeedContentSuggestions",
    "DialMediaRouteProvider",
    "SafeBrowsingEnhancedProtection",
    "DnsOverHttps",
    "UseDnsHttpsSvcb",
    # ours: the crawl's network guard (comspider.netguard: the request policy, the egress
    # proxy) decides which addresses a page may reach, for every request at connect time;
    # Chromium's own check takes a document without an address (the one HTTP first
    # fetched and the browser renders: comspider.browser.served_documents) for a public
    # one and refuses its requests to the loopback and private addresses a crawl that
    # allows them (COMSPIDER_ALLOW_PRIVATE_NETWORKS) reaches
    "LocalNetworkAccessChecks",
)

# Flags that let Chromium run as root in a container and keep it off the network
# except for the pages we ask for (see the module docstring).
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-client-side-phishing-detection",
    "--safebrowsing-disable-auto-update",
    "--disable-domain-reliability",
    "--disable-sync",
    "--allow-browser-signin=false",
    "--no-pings",
    "--no-first-run",
    "--no-default-browser-check",
    "--disable-quic",
    "--webrtc-ip-handling-policy=disable_non_proxied_udp",
    "--disable-features=" + ",".join(_DISABLED_FEATURES),
    "--host-resolver-rules=" + ", ".join(f"MAP {host} ~NOTFOUND" for host in SERVICE_HOSTS),
    "--mute-audio",
    # Site isolation: each site's documents, cross-site frames included, in renderers of
    # their own (a frame that loops, crashes or grows stays out of the article's renderer,
    # the renderer guard kills it alone). Chromium's default; the headless shell
    # (COMSPIDER_HEADLESS_SHELL) runs a cross-site frame in its parent's renderer without it.
    "--site-per-process",
]


# Switches whose value is a comma-separated feature list: Chromium keeps only the last of
# each, so a flag added to them joins the list instead of replacing it.
_FEATURE_SWITCHES = ("--disable-features=", "--enable-features=")


def with_flags(args: Iterable[str], extra: Iterable[str]) -> list[str]:
    """``args`` with the switches ``extra`` added: the features of an extra
    ``--disable-features`` / ``--enable-features`` joined to the list already there, any
    other switch replacing one of the same name (Chromium reads the last value of a switch)."""
    out = list(args)
    for flag in extra:
        name = flag.split("=", 1)[0]
        joined = next((prefix for prefix in _FEATURE_SWITCHES if flag.startswith(prefix)), None)
        at = next((i for i, arg in enumerate(out) if arg.split("=", 1)[0] == name), None)
        if at is None:
            out.append(flag)
        elif joined is not None:
            have = out[at][len(joined) :].split(",")
            out[at] = joined + ",".join(have + [f for f in flag[len(joined) :].split(",") if f not in have])
        else:
            out[at] = flag
    return out


def flag_list(value: Any) -> list[str]:
    """A list of Chromium switches from a setting: a list, or a string (a JSON list, or
    switches separated by spaces: a switch's own value may hold commas)."""
    if value is None:
        return []
    if isinstance(value, str):
        text = value.strip()
        parsed = json.loads(text) if text.startswith("[") else text.split()
        return [str(flag) for flag in parsed if str(flag).strip()]
    return [str(flag) for flag in value if str(flag).strip()]


def is_service_host(host: str) -> bool:
    """Whether ``host`` is one of Chromium's service endpoints (:data:`SERVICE_HOSTS`)."""
    return host.rstrip(".").lower() in _SERVICE_SET


_SERVICE_SET = frozenset(SERVICE_HOSTS)


def headless_shell_beside(chromium: str) -> str | None:
    """The headless shell installed with the ``chromium`` binary, or None: in its directory,
    or for Debian's chromium (/usr/bin/chromium is a wrapper script) in /usr/lib/chromium,
    where Debian's packages put both, of one version. A headless shell is returned as it is."""
    path = os.path.realpath(chromium)
    if os.path.basename(path) in HEADLESS_SHELL_NAMES:
        return path
    folder = os.path.dirname(CANDIDATES[0]) if chromium in CANDIDATES else os.path.dirname(path)
    for name in HEADLESS_SHELL_NAMES:
        shell = os.path.join(folder, name)
        if os.path.isfile(shell) and os.access(shell, os.X_OK):
            return shell
    return None


def find_chromium(override: str | None = None) -> str | None:
    """Path of the Chromium binary: ``override`` (COMSPIDER_CHROMIUM) first, then
    Debian's locations, then ``chromium`` on PATH. None when none is found."""
    if override:
        return override
    for path in CANDIDATES:
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return shutil.which("chromium")
