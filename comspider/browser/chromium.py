"""Locate Debian's Chromium. Pure file-system checks: importing settings starts nothing."""

from __future__ import annotations

import os
import shutil

CANDIDATES = ("/usr/lib/chromium/chromium", "/usr/bin/chromium")

# Flags that let Chromium run as root in a container and keep it off the network
# except for the pages we ask for.
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--no-first-run",
    "--disable-sync",
    "--disable-quic",
    "--disable-features=Translate,OptimizationHints,MediaRouter",
    "--mute-audio",
]


def find_chromium(override: str | None = None) -> str | None:
    """Path of the Chromium binary: ``override`` (COMSPIDER_CHROMIUM) first, then
    Debian's locations, then ``chromium`` on PATH. None when none is found."""
    if override:
        return override
    for path in CANDIDATES:
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    return shutil.which("chromium")
