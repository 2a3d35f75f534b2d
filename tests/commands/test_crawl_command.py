"""`comspider crawl` and `scrapy crawl news_comments` refuse bad arguments before
anything starts: one line naming the argument, the value and the accepted ones, exit
status 2, no traceback. So does `comspider extract --reference-time`."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest
from scrapy.utils.conf import feed_process_params_from_cli

from comspider.cli import main
from comspider.commands.crawl import feeds_for
from comspider.crawl_settings import crawl_settings
from comspider.scrapy_commands.crawl import only_given_feeds


def _run_cli(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str]:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    return int(caught.value.code or 0), capsys.readouterr().err


@pytest.mark.parametrize(
    ("argv", "names"),
    [
        (["--max-articles", "abc"], ["--max-articles 'abc'", "a whole number"]),
        (["--schedule", "later"], ["--schedule", "'later'", "queued", "immediate"]),
        (["--feed-url", "not-a-url"], ["--feed-url 'not-a-url'", "https://"]),
        (["--urls-file", "/missing.txt"], ["--urls-file '/missing.txt'", "no such file"]),
        (["--topic", "weather"], ["--topic 'weather'", "world, nation"]),
        (["--bogus", "1"], ["unrecognized arguments: --bogus 1", "--urls, --urls-file"]),
        (["--urls", "https://a.example/x", "-s", "COMSPIDER_MAX_CLIK=3"], ["COMSPIDER_MAX_CLICKS"]),
        (
            ["--urls", "https://a.example/x", "-s", "COMSPIDER_BACKEND=sqllite"],
            ["COMSPIDER_BACKEND='sqllite': not a backend; accepted: sqlite, redis, memory"],
        ),
        (["--urls", "https://a.example/x", "-s", "COMSPIDER_MAX_CLICKS=-3"], ["'-3'", "0 or more"]),
        (["--urls", "https://a.example/x", "-s", "COMSPIDER_MAX_CLICKS=abc"], ["'abc': not a whole number"]),
        (["--urls", "https://a.example/x", "-s", "COMSPIDER_HTTP_FIRST=maybe"], ["'maybe': not a boolean"]),
        (["--urls", "https://a.example/x", "-s", "COMSPIDER_MIN_COMMENTS=-5"], ["1 or more"]),
        (["--urls", "https://a.example/x", "-s", "COMSPIDER_SCHEDULE_POLICY=bogus"], ["complete, learned"]),
        (["-s", "NOEQUALS"], ["NAME=VALUE"]),
    ],
)
def test_comspider_crawl_refuses_bad_arguments_in_one_line(
    argv: list[str], names: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = _run_cli(["crawl", *argv], capsys)
    assert code == 2
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("comspider crawl: error: ")
    for name in names:
        assert name in lines[0], lines[0]


def test_comspider_crawl_refuses_a_boolean_environment_variable_that_is_no_boolean(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """settings.py reads the environment at import: a fresh process sees the variable."""
    env = {**os.environ, "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "maybe"}
    code = "from comspider.cli import main; main(['crawl', '--urls', 'https://a.example/x'])"
    proc = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 2, proc.stderr[-2000:]
    [line] = proc.stderr.strip().splitlines()
    assert line.startswith(
        "comspider crawl: error: environment variable COMSPIDER_ALLOW_PRIVATE_NETWORKS='maybe': not a boolean"
    )


def test_extract_refuses_a_reference_time_that_is_no_time(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page = tmp_path / "page.html"
    page.write_text("<html><body><p>nothing</p></body></html>")
    code, err = _run_cli(["extract", str(page), "--reference-time", "yesterday"], capsys)
    assert code == 2
    [line] = err.strip().splitlines()
    assert "--reference-time" in line and "'yesterday'" in line and "ISO 8601" in line


def test_output_is_one_feed_for_every_record_in_the_format_of_its_extension() -> None:
    assert feeds_for("out.jsonl") == {"out.jsonl": {"format": "jsonlines", "encoding": "utf-8"}}
    assert feeds_for("out.csv") == {"out.csv": {"format": "csv", "encoding": "utf-8"}}
    assert list(feeds_for("-")) == ["stdout:"]


@pytest.mark.parametrize(
    ("output", "said"),
    [
        ("out.txt", "--output 'out.txt': the extension .txt names no output format; accepted: .jsonl"),
        ("/proc/nope/out.jsonl", "--output '/proc/nope/out.jsonl': cannot make the folder /proc/nope: "),
    ],
)
def test_an_output_it_cannot_write_stops_the_crawl_before_it_starts(
    output: str, said: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code, err = _run_cli(["crawl", "--urls", "https://a.example/x", "--output", output], capsys)
    assert code == 2
    [line] = err.strip().splitlines()
    assert line.startswith(f"comspider crawl: error: {said}"), line


def test_url_is_repeatable_and_taken_whole() -> None:
    import argparse

    from comspider.commands.crawl import add_arguments, spider_kwargs

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    args = parser.parse_args(
        ["--url", "http://host/story,UAf9GNd.html", "--url", "http://host/b", "--urls", "http://host/c"]
    )
    assert spider_kwargs(args)["urls"].splitlines() == [
        "http://host/story,UAf9GNd.html",
        "http://host/b",
        "http://host/c",
    ]


def test_urls_given_again_add_their_urls_and_another_option_given_twice_is_refused(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import argparse

    from comspider.commands.crawl import add_arguments, spider_kwargs

    parser = argparse.ArgumentParser(prog="comspider crawl")
    add_arguments(parser)
    args = parser.parse_args(["--urls", "http://host/a http://host/b", "--urls", "http://host/c"])
    assert spider_kwargs(args)["urls"].split() == ["http://host/a", "http://host/b", "http://host/c"]
    with pytest.raises(SystemExit) as stopped:
        parser.parse_args(["--feed-url", "http://host/a.rss", "--feed-url", "http://host/b.rss"])
    assert stopped.value.code == 2
    assert "--feed-url given twice" in capsys.readouterr().err


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    import comspider

    with pytest.raises(SystemExit) as caught:
        main(["--version"])
    assert caught.value.code == 0
    assert capsys.readouterr().out.startswith(f"comspider {comspider.__version__} (Scrapy ")


def test_scrapy_crawl_refuses_bad_arguments_in_one_line(tmp_path: Path) -> None:
    """The project's `crawl` command (COMMANDS_MODULE) checks before Scrapy starts."""
    env = {**os.environ, "SCRAPY_SETTINGS_MODULE": "comspider.settings"}
    cases = {
        "bogus=1": "bogus='1': unknown argument; accepted: feed, feed_url, urls",
        "max_articles=abc": "max_articles='abc': not a whole number",
        "schedule=later": "schedule='later': not a schedule; accepted: queued, immediate",
        "feed_url=not-a-url": "feed_url='not-a-url': not an http(s) URL",
        "urls_file=/missing.txt": "urls_file='/missing.txt': no such file",
        # settings, as `comspider crawl -s` checks them (comspider.commands._setting_values)
        "urls=https://a.example/x -s COMSPIDER_MAX_CLIKS=3": "COMSPIDER_MAX_CLIKS: not a comspider setting; "
        "did you mean COMSPIDER_MAX_CLICKS",
        "urls=https://a.example/x -s COMSPIDER_BACKEND=mongo": "COMSPIDER_BACKEND='mongo': not a backend; "
        "accepted: sqlite, redis, memory",
        "urls=https://a.example/x -s COMSPIDER_MIN_COMMENTS=-5": "COMSPIDER_MIN_COMMENTS='-5': out of range",
    }
    for argument, expected in cases.items():
        proc = subprocess.run(
            [sys.executable, "-m", "scrapy", "crawl", "news_comments", "-a", *argument.split(" ")],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert proc.returncode == 2, (argument, proc.stderr[-2000:])
        lines = (proc.stdout + proc.stderr).strip().splitlines()
        assert len(lines) == 1, lines
        assert lines[0].startswith(f"scrapy crawl news_comments: error: {expected}"), lines
        assert "Traceback" not in proc.stderr


def test_scrapy_crawl_refuses_in_the_jobs_log_file_too(tmp_path: Path) -> None:
    """Scrapyd runs `scrapy crawl -s LOG_FILE=<the job's log>` with stderr in its own log: a
    new user found the job's log empty after a bad argument."""
    env = {**os.environ, "SCRAPY_SETTINGS_MODULE": "comspider.settings"}
    log = tmp_path / "job.log"
    argv = ["crawl", "news_comments", "-s", f"LOG_FILE={log}", "-a", "max_articles=abc"]
    proc = subprocess.run(
        [sys.executable, "-m", "scrapy", *argv],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 2, proc.stderr[-2000:]
    said = "scrapy crawl news_comments: error: max_articles='abc': not a whole number"
    assert proc.stderr.strip().startswith(said)
    [line] = log.read_text("utf-8").splitlines()
    assert f" [comspider] ERROR: {said}" in line


def test_scrapy_crawl_on_an_unreachable_redis_is_one_line(tmp_path: Path) -> None:
    """As `comspider crawl`: the cause in one line, the password masked, exit status 1."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]  # nothing listens once the block ends
    env = {**os.environ, "SCRAPY_SETTINGS_MODULE": "comspider.settings"}
    settings = ["-s", "COMSPIDER_BACKEND=redis", "-s", f"REDIS_URL=redis://:secret@127.0.0.1:{port}/0"]
    proc = subprocess.run(
        [
            sys.executable,
            "-m",
            "scrapy",
            "crawl",
            "news_comments",
            "-a",
            "urls=http://127.0.0.1:9/x",
            *settings,
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert proc.returncode == 1, proc.stderr[-2000:]
    assert "Traceback" not in proc.stderr and "never retrieved" not in proc.stderr
    [line] = [x for x in proc.stderr.splitlines() if "error:" in x]
    assert line.startswith("scrapy crawl news_comments: error: cannot reach the crawl state on Redis at ")
    assert "secret" not in proc.stderr


def test_feed_is_an_option_as_it_is_a_spider_argument(capsys: pytest.CaptureFixture[str]) -> None:
    """`--feed google` is the spider's `-a feed=google`, not an abbreviation of --feed-url;
    `--feed none` needs another source; --watch is a flag and its help says so."""
    import argparse

    from comspider.commands.crawl import add_arguments, spider_kwargs

    parser = argparse.ArgumentParser()
    add_arguments(parser)
    assert spider_kwargs(parser.parse_args(["--feed", "google", "--country", "DE", "--language", "de"])) == {
        "feed": "google",
        "country": "DE",
        "language": "de",
    }
    watch = next(a for a in parser._actions if "--watch" in a.option_strings)
    assert watch.help is not None and not watch.help.startswith("true")
    code, err = _run_cli(["crawl", "--feed", "none"], capsys)
    assert code == 2
    [line] = err.strip().splitlines()
    assert line.startswith("comspider crawl: error: --feed 'none': leaves the crawl no source")
    code, err = _run_cli(["crawl", "--feed", "bing"], capsys)
    assert code == 2 and "invalid choice: 'bing'" in err and len(err.strip().splitlines()) == 1


def test_the_exit_status_of_a_crawl_that_ran() -> None:
    """The summary's verdict (the stat it sets), with the shell's 128 + N for a crawl a
    signal stopped; a crawl the second signal stopped at once never set it."""
    import signal

    from comspider.commands.crawl import exit_status, record_signals

    class Stats(dict):
        get_value = dict.get

    assert exit_status(Stats({"comspider/exit_status": 0}), []) == 0
    assert exit_status(Stats({"comspider/exit_status": 1}), []) == 1
    assert exit_status(Stats({"comspider/exit_status": 130}), [signal.SIGINT]) == 130
    assert exit_status(Stats({"comspider/exit_status": 130}), [signal.SIGTERM]) == 143
    assert exit_status(Stats({}), [signal.SIGINT, signal.SIGINT]) == 130
    assert exit_status(Stats({"comspider/exit_status": 1}), [signal.SIGINT]) == 1, (
        "it failed before the signal"
    )

    class Process:
        def __init__(self) -> None:
            self.calls: list[int] = []

        def _signal_shutdown(self, signum: int, frame: object) -> None:
            self.calls.append(signum)

    process = Process()
    received = record_signals(process)
    process._signal_shutdown(signal.SIGINT, None)
    assert received == process.calls == [signal.SIGINT]


def test_scrapy_crawl_o_writes_the_records_to_the_file_given_alone() -> None:
    # Scrapy merges the project's FEEDS (feeds/comments/, visits/, moderation/) into -o's:
    # a new user's trial found every record written twice
    settings = crawl_settings()
    assert any(uri.startswith("feeds/") for uri in settings.getdict("FEEDS"))
    opts = argparse.Namespace(output=["out.jsonl"], overwrite_output=None)
    settings.set(
        "FEEDS", feed_process_params_from_cli(settings, opts.output), priority="cmdline"
    )  # as Scrapy does
    only_given_feeds(settings, opts)
    assert settings.getdict("FEEDS") == {"out.jsonl": {"format": "jsonl"}}
