"""How a `comspider crawl` starts and ends, as a new user meets it: the crawl state is kept
by default (a re-run writes nothing twice and says which given URLs it skips), an
unreachable Redis is one error line (password masked, no traceback), a crawl that could
read none of its sources or whose every page failed exits 1, a feed it cannot write
stops it (exit 1) and Ctrl-C interrupts it (exit 130), each time losing no comment and
ending with the line that says how to go on. Real subprocesses; the browser only where
marked."""

from __future__ import annotations

import csv
import os
import signal
import socket
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

import pytest

from comspider.cli import main
from comspider.commands.crawl import keep_state
from comspider.crawl_settings import crawl_settings
from comspider.export.formats import RECORD_FIELDS
from comspider.state.backend import DEFAULT_STATE_FILE, open_sqlite
from comspider.url_keys import article_key
from comspider_lab.hand_pages import article
from tests.conftest import COMMENTERS, StaticSite


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])  # nothing listens once the block ends


def _crawl(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SCRAPY_", "COMSPIDER_"))}
    return subprocess.run(
        [sys.executable, "-m", "comspider", "crawl", *args, "-s", "COMSPIDER_ALLOW_PRIVATE_NETWORKS=true"],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )


def _visited_before(folder: Path, url: str, outcome: str) -> None:
    """The state at the default place (no setting names it) holds ``url`` as visited by
    an earlier run, with ``outcome``."""
    backend = open_sqlite(folder / DEFAULT_STATE_FILE)
    now = time.time()
    queue = backend.queue
    assert queue.admit(article_key(url), {"url": url}, "127.0.0.1", now, now)
    claimed = queue.claim(now + 1, 600)
    assert claimed is not None and queue.complete(claimed.key, outcome, now + 2, token=claimed.token)
    backend.close()


def test_comspider_crawl_keeps_its_state_unless_told_where_or_memory() -> None:
    settings = crawl_settings()
    keep_state(settings)
    assert settings["COMSPIDER_STATE_PATH"] == str(DEFAULT_STATE_FILE)
    for given in ({"JOBDIR": "job"}, {"COMSPIDER_STATE_PATH": "s.sqlite3"}, {"COMSPIDER_BACKEND": "memory"}):
        settings = crawl_settings(given)
        keep_state(settings)
        assert settings.get("COMSPIDER_STATE_PATH") == given.get("COMSPIDER_STATE_PATH"), given


def test_a_rerun_says_which_given_urls_an_earlier_run_visited(tmp_path: Path) -> None:
    """The state at the default place (no setting names it) holds one given URL as
    visited: the crawl finds it there, visits nothing and says so in one line."""
    seen = f"http://127.0.0.1:{_closed_port()}/news/already-seen"
    _visited_before(tmp_path, seen, "comments_found")

    proc = _crawl(["--urls", seen, "--output", "out.jsonl"], tmp_path)
    log = proc.stderr
    assert proc.returncode == 0, log[-3000:]
    assert "Traceback" not in log
    [line] = [x for x in log.splitlines() if "visited by an earlier run" in x]
    assert "1 of the 1 URL(s) given were visited by an earlier run and are not visited again" in line
    assert "comspider queue clear --all" in line
    assert "Visited " not in log and "Launching browser" not in log
    assert (tmp_path / "out.jsonl").read_text() == ""


@pytest.mark.browser
def test_a_rerun_visits_again_a_given_url_whose_earlier_visit_failed(tmp_path: Path) -> None:
    """A page an earlier run failed on (a passing failure) is not skipped as visited: the
    re-run visits it again (it fails again here: nothing listens on its port)."""
    failed = f"http://127.0.0.1:{_closed_port()}/news/failed-before"
    _visited_before(tmp_path, failed, "error")

    proc = _crawl(["--urls", failed, "--output", "out.jsonl"], tmp_path)
    log = proc.stderr
    assert "Traceback" not in log, log[-3000:]
    assert f"Visiting {failed} again: its visit in an earlier run failed" in log
    assert "visited by an earlier run" not in log
    assert f"Visited {failed} (visit 2)" in log, log[-3000:]
    # every page failed: exit status 1, and the summary's last line says what next
    assert proc.returncode == 1
    assert any(line.startswith("INFO: Crawl summary (every page failed, ") for line in _messages(log))
    assert log.strip().splitlines()[-1].startswith("  next: see the failures by reason above; ")


def _messages(log: str) -> list[str]:
    """The log's lines without their time and logger: ``INFO: ...``."""
    return [line.split("] ", 1)[1] if "] " in line else line for line in log.splitlines()]


@pytest.mark.browser
def test_a_feed_it_cannot_write_and_ctrl_c_lose_nothing_and_say_how_to_go_on(
    tmp_path: Path, static_site: StaticSite
) -> None:
    """A full disk (every write: ENOSPC) stops the crawl (exit 1) with its comments
    kept; the next run, with an output it can write, writes them at its start, and is
    interrupted (exit 130); the same command then finishes it (exit 0). Each comment is
    in the CSV once. The article URLs have commas, given whole with --url."""
    if not Path("/dev/full").exists():
        pytest.skip("no /dev/full here")
    first, second = (
        static_site.write(f"news/{n},UAf9GNd.html", article(f"The {n} story")) for n in ("one", "two")
    )
    full = tmp_path / "full.jsonl"
    full.symlink_to("/dev/full")

    proc = _crawl(["--url", first, "--output", str(full)], tmp_path)
    assert proc.returncode == 1, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr
    [failed] = [line for line in _messages(proc.stderr) if "Cannot write the feed" in line]
    assert failed.startswith(
        f"ERROR: Cannot write the feed {full}: No space left on device; stopping the crawl"
    )
    assert (
        proc.stderr.strip()
        .splitlines()[-1]
        .startswith(
            f"  next: the {len(COMMENTERS)} comment(s) it could not write are kept in the crawl state"
        )
    )

    args = ["--url", first, "--url", second, "--output", "out.csv"]
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SCRAPY_", "COMSPIDER_"))}
    command = [
        sys.executable,
        "-m",
        "comspider",
        "crawl",
        *args,
        "-s",
        "COMSPIDER_ALLOW_PRIVATE_NETWORKS=true",
    ]
    log = tmp_path / "interrupted.log"
    with log.open("w") as out:
        running = subprocess.Popen(command, cwd=tmp_path, env=env, stdout=out, stderr=subprocess.STDOUT)
        try:
            while running.poll() is None and "Launching browser" not in log.read_text():
                time.sleep(0.1)
            running.send_signal(signal.SIGINT)  # its one visit under way
            running.wait(timeout=240)
        finally:
            if running.poll() is None:
                running.kill()
    text = log.read_text()
    assert running.returncode == 130, text[-3000:]
    assert "Settled 1 comment batch(es)" in text and "Traceback" not in text
    assert text.strip().splitlines()[-1] == (
        "  next: run the same command again to go on: pages visited are not visited again, no comment is "
        "written twice"
    )

    proc = _crawl(args, tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    with (tmp_path / "out.csv").open(newline="", encoding="utf-8") as rows:
        table = csv.DictReader(rows)
        comments = [row for row in table if row["type"] == "comment"]
    assert table.fieldnames == list(RECORD_FIELDS)  # one header, though two runs wrote it
    per_page = Counter(row["article_url"] for row in comments)
    assert per_page == {first: len(COMMENTERS), second: len(COMMENTERS)}, per_page
    assert len({row["comment_id"] for row in comments}) == len(comments), "a comment written twice"


def test_unreachable_redis_is_one_line_without_the_password(tmp_path: Path) -> None:
    url = f"redis://:secret@127.0.0.1:{_closed_port()}/0"
    proc = _crawl(
        [
            "--urls",
            "https://a.example/x",
            "--log-level",
            "ERROR",
            "-s",
            "COMSPIDER_BACKEND=redis",
            "-s",
            f"REDIS_URL={url}",
        ],
        tmp_path,
    )
    assert proc.returncode == 1
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1, proc.stderr[-4000:]
    masked = url.replace(":secret@", ":***@")
    assert lines[0].startswith(f"comspider crawl: error: cannot reach the crawl state on Redis at {masked}: ")
    assert "secret" not in proc.stderr + proc.stdout


def test_queue_on_an_unreachable_redis_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    url = f"redis://:secret@127.0.0.1:{_closed_port()}/0"
    code = main(["queue", "stats", "-s", "COMSPIDER_BACKEND=redis", "-s", f"REDIS_URL={url}"])
    out, err = capsys.readouterr()
    assert code == 1
    masked = url.replace(":secret@", ":***@")
    assert out.strip() == f"Crawl state: redis {masked} prefix=comspider"
    [line] = err.strip().splitlines()
    assert line.startswith(f"comspider queue: error: cannot reach the crawl state on Redis at {masked}: ")
    assert "secret" not in out + err


def test_a_crawl_that_reads_none_of_its_sources_fails(tmp_path: Path) -> None:
    feed = f"http://127.0.0.1:{_closed_port()}/rss.xml"
    proc = _crawl(["--feed-url", feed, "-s", "RETRY_TIMES=0"], tmp_path)
    assert proc.returncode == 1, proc.stderr[-3000:]
    assert "Traceback" not in proc.stderr
    [line] = [x for x in proc.stderr.splitlines() if "Could not read any of the crawl's sources" in x]
    assert "1 feed(s) failed" in line
