"""The commenting platform on real news pages (comspider.annotate.platform).

    python -m comspider_lab evaluate platform_detection [--shared-data ../shared/data]

Runs the detector on each of the 258 fundus pages as a single main-document snapshot
(the saved HTML: no frames, nothing clicked, so only markup and script evidence) and
prints the pages per platform, each detection with the marker that decided it, and the
detections checked by hand (2026-11-25: every detection's marker read in its page):
``WRONG`` lists the wrong ones, ``MISSED`` the pages known to use a system the detector
did not name. The saved pages have no ground truth of their own, so recall is not
measured beyond the misses found.
"""

from __future__ import annotations

import argparse
import gzip
import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from comspider_lab.progress import progress

# page -> why the detection is wrong
WRONG = {
    "es/ABC_2025_01_13.html.gz": "Vocento's own comments; its comment button carries id=disqus_thread",
}
# page -> the platform it uses that the detector did not name (no marker in the saved HTML)
MISSED = {
    "de/EuronewsDE_2024_04_30.html.gz": "vuukle (only a JSON flag hasvuukle=true)",
    "de/EuronewsDE_2026_01_06.html.gz": "vuukle (only a JSON flag hasvuukle=true)",
    "fr/EuronewsFR_2026_01_06.html.gz": "vuukle (only a JSON flag hasvuukle=true)",
    "uk/EuronewsEN_2024_04_30.html.gz": "vuukle (only a JSON flag hasvuukle=true)",
    "uk/EuronewsEN_2026_01_06.html.gz": "vuukle (only a JSON flag hasvuukle=true)",
}


def _marker(html: str, platform: str) -> str:
    from comspider.annotate import platform as detector

    text = html.lower()
    for name, marker, where in detector.MARKUP:
        if name == platform and detector._found(text, marker, where):
            return marker
    for tag, src in detector._sources(text):
        if detector.url_platform(src) == platform:
            return f"<{tag} src={src[:60]}>"
    return "?"


def main(argv: Sequence[str] | None = None) -> int:
    from comspider.annotate.platform import NATIVE, detect_platform
    from comspider.snapshots import Snapshot
    from comspider_lab.paths import require_shared_data

    parser = argparse.ArgumentParser(
        prog="python -m comspider_lab evaluate platform_detection", description=__doc__
    )
    parser.add_argument("--shared-data", type=Path, default=None, help="default: ../shared/data")
    args = parser.parse_args(argv)
    root = (args.shared_data or require_shared_data()) / "fundus"
    pages = sorted(root.glob("*/*.html.gz"))
    found: list[tuple[str, str, str]] = []
    counts: Counter[str] = Counter()
    seconds = 0.0
    for path in progress(pages, desc="pages", unit="page"):
        html = gzip.decompress(path.read_bytes()).decode("utf-8", "replace")
        started = time.perf_counter()
        platform = detect_platform([Snapshot(url="https://fundus.invalid/", html=html)]).platform
        seconds += time.perf_counter() - started
        counts[platform] += 1
        if platform != NATIVE:
            found.append((str(path.relative_to(root)), platform, _marker(html, platform)))
    right = sum(page not in WRONG for page, _, _ in found)
    print(f"{len(pages)} fundus pages, {1000 * seconds / len(pages):.1f} ms per page\n")
    print("| platform | pages |\n|---|---:|")
    for platform, n in counts.most_common():
        print(f"| {platform} | {n} |")
    print(f"\nDetections right (checked by hand): {right} of {len(found)}")
    print(f"Known misses: {len(MISSED)} ({', '.join(sorted(set(MISSED.values())))})\n")
    print("| page | platform | marker | check |\n|---|---|---|---|")
    for page, platform, marker in found:
        print(
            f"| {page} | {platform} | `{marker}` | {'wrong: ' + WRONG[page] if page in WRONG else 'right'} |"
        )
    return 0
