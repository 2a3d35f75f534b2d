"""A first crawl as a new user makes it: the project's wheel installed into a fresh venv
in a temporary folder outside the repository, `comspider crawl --urls ... --output
out.jsonl` run from there, then `import comspider` on a saved page and `comspider.crawl`.

The venv sees the main environment's packages through a path file (nothing is
downloaded) but not its editable install, and PYTHONPATH is cleared: comspider, its
settings, its models and its browser scripts all come from the wheel. One loopback page
with comments, one loopback URL where nothing listens (a named failure, and a robots.txt
that cannot be fetched: one line each, no traceback).
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from tests.conftest import COMMENTERS, StaticSite, assert_valid_records, comment_records
from tests.e2e.test_scrapyd import project_copy

pytestmark = [pytest.mark.browser, pytest.mark.slow]

PAGE = f"""<!doctype html><html lang="en"><head><title>Harbour plan approved</title>
<meta property="og:site_name" content="Bay Times">
<meta property="article:published_time" content="2026-11-20T08:00:00Z"></head>
<body><article><h1>Harbour plan approved</h1>
<p>The council approved the harbour plan on Tuesday after a long debate.</p></article>
<section id="comments">{comment_records("the harbour")}</section></body></html>"""


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])  # closed again when the block ends


def _env() -> dict[str, str]:
    """The user's environment: no PYTHONPATH (the wheel, not this checkout), no Scrapy
    project; loopback allowed for the test page."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "SCRAPY_", "COMSPIDER_"))}
    env["COMSPIDER_ALLOW_PRIVATE_NETWORKS"] = "true"
    return env


def _fresh_venv(folder: Path) -> Path:
    """A venv that sees this environment's packages through a path file (its .pth files,
    the editable install among them, are not run)."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True)
    purelib = Path(sysconfig.get_paths()["purelib"])
    own = Path(sysconfig.get_paths(vars={"base": str(folder), "platbase": str(folder)})["purelib"])
    own.mkdir(parents=True, exist_ok=True)
    (own / "main-environment.pth").write_text(str(purelib) + "\n")
    python = folder / "bin" / "python"
    probe = subprocess.run(
        [str(python), "-c", "import importlib.util as u; print(u.find_spec('comspider'))"],
        capture_output=True,
        text=True,
        cwd=folder,
        env=_env(),
    )
    assert probe.stdout.strip() == "None", "comspider must come from the wheel only"
    return python


@pytest.fixture(scope="module")
def venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv with the wheel built from a copy of the project installed in it."""
    base = tmp_path_factory.mktemp("installed")
    project = project_copy(base / "project", "http://127.0.0.1:1/")
    wheels = base / "wheels"
    build = subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "wheel",
            "--no-deps",
            "--no-build-isolation",
            "-q",
            "-w",
            str(wheels),
            ".",
        ],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert build.returncode == 0, build.stdout + build.stderr
    [wheel] = wheels.glob("comspider-*.whl")
    python = _fresh_venv(base / "venv")
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "--no-deps", "--no-index", "-q", str(wheel)],
        capture_output=True,
        text=True,
        timeout=300,
        env=_env(),
    )
    assert install.returncode == 0, install.stdout + install.stderr
    return python.parent.parent


def test_first_crawl_and_python_api_from_the_installed_wheel(
    venv: Path, static_site: StaticSite, tmp_path: Path
) -> None:
    article = static_site.write("harbour.html", PAGE)
    nothing = f"http://127.0.0.1:{_closed_port()}/gone"
    work = tmp_path / "elsewhere"
    work.mkdir()
    crawl = subprocess.run(
        [
            str(venv / "bin" / "comspider"),
            "crawl",
            "--urls",
            f"{article},{nothing}",
            "--output",
            "out.jsonl",
            "-s",
            "DOWNLOAD_DELAY=0",
            "-s",
            "AUTOTHROTTLE_ENABLED=false",
        ],
        cwd=work,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    log = crawl.stderr
    assert crawl.returncode == 0, log[-4000:]
    assert "Traceback" not in log, log[-6000:]
    records = [json.loads(line) for line in (work / "out.jsonl").read_text("utf-8").splitlines()]
    assert_valid_records(records)
    comments = [r for r in records if r["type"] == "comment"]
    visits = {r["url"]: r for r in records if r["type"] == "visit"}
    assert sorted(c["author"] for c in comments) == sorted(COMMENTERS)
    assert {c["language"] for c in comments} == {"en"} and {c["platform"] for c in comments} == {"native"}
    assert {c["article_title"] for c in comments} == {"Harbour plan approved"}
    assert visits[article]["outcome"] == "comments_found" and visits[article]["platform"] == "native"
    assert visits[nothing]["outcome"] == "error"
    assert visits[nothing]["reason"].startswith("connection refused: 127.0.0.1"), visits[nothing]
    assert not (work / "feeds").exists(), "--output is the one file"

    # what the person watching sees: the schedule, a line per visit, one line for the
    # robots.txt that could not be fetched, the summary table
    assert "Schedule: schedule=immediate: new articles given by URL are visited now" in log
    assert f"Visited {article} (visit 1): comments_found, 11 new / 11 comments, 0 clicks" in log
    assert f"Visited {nothing} (visit 1): error (connection refused: 127.0.0.1" in log
    [robots] = [line for line in log.splitlines() if "robots.txt" in line and "could not be fetched" in line]
    assert "connection refused" in robots
    summary = log[log.index("Crawl summary (finished") :]
    assert "comments_found" in summary and "written (new)" in summary and "connection refused" in summary
    assert "slowest sites" in summary

    # the same command again: the crawl state kept here remembers both pages; the one
    # read is not visited again and the log says so, the one whose visit failed
    # (connection refused may pass) is; no comment is written twice. Its one page
    # fails again: every page this run visited failed, exit status 1
    assert (work / ".scrapy" / "comspider" / "state.sqlite3").is_file()
    again = subprocess.run(crawl.args, cwd=work, env=_env(), capture_output=True, text=True, timeout=300)
    assert again.returncode == 1, again.stderr[-4000:]
    assert "Crawl summary (every page failed, " in again.stderr
    assert "1 of the 2 URL(s) given were visited by an earlier run" in again.stderr
    assert f"Visiting {nothing} again: its visit in an earlier run failed" in again.stderr
    assert f"Visited {nothing} (visit 2): error" in again.stderr
    assert f"Visited {article}" not in again.stderr and "Traceback" not in again.stderr
    lines = [json.loads(line) for line in (work / "out.jsonl").read_text("utf-8").splitlines()]
    assert [r for r in lines if r["type"] == "comment"] == comments, "no comment written twice"

    # the Python API in the same venv: comspider.extract on a saved page ...
    saved = work / "harbour.html"
    saved.write_text(PAGE, encoding="utf-8")
    code = (
        "import comspider, json, sys\n"
        "cs = comspider.extract(open(sys.argv[1], encoding='utf-8').read(), url='https://bay.example/harbour')\n"
        "print(json.dumps([c.to_dict() for c in cs]))\n"
    )
    out = subprocess.run(
        [str(venv / "bin" / "python"), "-c", code, str(saved)],
        cwd=work,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    extracted = json.loads(out.stdout)
    assert_valid_records(extracted)
    assert [c["author"] for c in extracted] == COMMENTERS
    assert {c["article_url"] for c in extracted} == {"https://bay.example/harbour"}

    # ... and comspider.crawl, a real crawl yielding records as they are written (from a
    # folder of its own: in `work` the crawl state remembers the article as visited)
    code = (
        "import comspider, json, sys\n"
        "for r in comspider.crawl(urls=[sys.argv[1]], visits=True, settings={'DOWNLOAD_DELAY': 0}):\n"
        "    print(json.dumps(r), flush=True)\n"
    )
    notebook = tmp_path / "notebook"
    notebook.mkdir()
    out = subprocess.run(
        [str(venv / "bin" / "python"), "-c", code, article],
        cwd=notebook,
        env=_env(),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert out.returncode == 0, out.stderr[-3000:]
    streamed = [json.loads(line) for line in out.stdout.splitlines()]
    assert_valid_records(streamed)
    assert [r["type"] for r in streamed].count("comment") == len(COMMENTERS)
    assert streamed[-1]["type"] == "visit" and streamed[-1]["outcome"] == "comments_found"
    # called again there: nothing is yielded, and the crawl's warning why reaches the
    # caller's logging (here Python's last-resort handler, on stderr)
    again = subprocess.run(out.args, cwd=notebook, env=_env(), capture_output=True, text=True, timeout=300)
    assert again.returncode == 0 and again.stdout == "", again.stderr[-3000:]
    assert "1 of the 1 URL(s) given were visited by an earlier run" in again.stderr
