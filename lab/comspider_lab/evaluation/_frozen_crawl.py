"""One real `scrapy crawl news_comments` of a list of the offline web's pages on a frozen
clock, on a given crawl state: the crawls of the wrappers' and the online evaluations."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

#: The offline web's frozen moment of these evaluations.
ANCHOR = datetime(2026, 3, 2, 12, 0, tzinfo=UTC)

# Loopback is safe to crawl hard (as in comspider_lab.evaluation.interaction).
CRAWL_SETTINGS: dict[str, str] = {
    "DOWNLOAD_DELAY": "0",
    "AUTOTHROTTLE_ENABLED": "False",
    "CONCURRENT_REQUESTS": "8",
    "CONCURRENT_REQUESTS_PER_DOMAIN": "2",
    "LOG_LEVEL": "INFO",
    "COMSPIDER_QUEUE_LOG_INTERVAL": "30",
}


@dataclass
class Crawl:
    name: str
    urls: list[str]
    comments: list[dict[str, Any]] = field(default_factory=list)
    visits: list[dict[str, Any]] = field(default_factory=list)
    stats: dict[str, float] = field(default_factory=dict)
    wall: float = 0.0
    code: int = 0


def read_jsonl(path: Path) -> list[dict[str, Any]]:
    """The rows of a feed; none when it is missing, and a line a killed crawl cut short
    is left out."""
    rows: list[dict[str, Any]] = []
    if path.exists():
        for line in path.read_text("utf-8").splitlines():
            if line.strip():
                try:
                    rows.append(json.loads(line))
                except ValueError:
                    pass
    return rows


def run_scrapy(cmd: list[str], folder: Path, timeout: float) -> int:
    """Run a crawl command in ``folder`` with loopback allowed and comspider's settings,
    its output in ``folder/crawl.log``; its exit status, -9 when it outlived ``timeout``."""
    env = {
        **os.environ,
        "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
        "SCRAPY_SETTINGS_MODULE": "comspider.settings",
    }
    with (folder / "crawl.log").open("w", encoding="utf-8") as log:
        try:
            return subprocess.call(
                cmd, cwd=folder, env=env, stdout=log, stderr=subprocess.STDOUT, timeout=timeout
            )
        except subprocess.TimeoutExpired:
            return -9


def _stats(log: str) -> dict[str, float]:
    return {k: float(v) for k, v in re.findall(r"'(comspider/wrappers/[\w/]+)': ([\d.]+)", log)}


def crawl(
    name: str, urls: list[str], folder: Path, state: Path, settings: dict[str, str], timeout: float
) -> Crawl:
    """One `scrapy crawl news_comments` of ``urls`` on the state file ``state``."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "urls.txt").write_text("\n".join(urls) + "\n", encoding="utf-8")
    feeds = {
        str(folder / "comments.jsonl"): {
            "format": "jsonlines",
            "item_classes": ["comspider.items.CommentItem"],
        },
        str(folder / "visits.jsonl"): {"format": "jsonlines", "item_classes": ["comspider.items.VisitItem"]},
    }
    cmd = [
        sys.executable, "-m", "scrapy", "crawl", "news_comments",
        "-a", f"urls_file={folder / 'urls.txt'}", "-a", "schedule=immediate",
        "-s", f"FEEDS={json.dumps(feeds)}", "-s", f"COMSPIDER_STATE_PATH={state}",
        "-s", f"COMSPIDER_CLOCK=fixed:{ANCHOR.isoformat()}",
    ]  # fmt: skip
    for key, value in {**CRAWL_SETTINGS, "CONCURRENT_REQUESTS_PER_DOMAIN": "1", **settings}.items():
        cmd += ["-s", f"{key}={value}"]
    print(f"[wrappers] {name}: {len(urls)} pages", file=sys.stderr, flush=True)
    started = time.monotonic()
    code = run_scrapy(cmd, folder, timeout)
    result = Crawl(name, urls, read_jsonl(folder / "comments.jsonl"), read_jsonl(folder / "visits.jsonl"))
    result.wall, result.code = time.monotonic() - started, code
    text = (folder / "crawl.log").read_text("utf-8", errors="replace")
    result.stats = _stats(text)
    if code != 0 or "Traceback" in text:
        print(f"[wrappers] {name}: exit {code}; see {folder / 'crawl.log'}", file=sys.stderr)
    print(
        f"[wrappers] {name}: {len(result.visits)} visits, {len(result.comments)} comments, "
        f"{result.wall:.0f} s; {json.dumps(result.stats)}",
        file=sys.stderr,
        flush=True,
    )
    return result
