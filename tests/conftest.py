"""Shared fixtures: paths, free ports, real servers (the offline news web, Isso), and a
runner for real `scrapy crawl news_comments` processes."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import os
import shutil
import socket
import subprocess
import sys
import textwrap
import threading
import time
import urllib.request
import uuid
from collections.abc import Awaitable, Callable, Iterator
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from comspider import settings as crawl_defaults
from comspider.browser.chromium import CHROMIUM_ARGS, find_chromium, headless_shell_beside
from comspider.state.backend import Backend, open_memory, open_redis, open_sqlite
from comspider_lab.hand_pages import COMMENTERS, comment_records  # noqa: F401 - re-exported to the tests
from comspider_lab.paths import SharedDataMissing, require_shared_data
from comspider_lab.processes import stop_process

REPO = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def shared_data() -> Path:
    """The real pages beside the repository. Missing, the tests that need them fail with
    what to do (CI always has them): they are never skipped silently."""
    try:
        return require_shared_data()
    except SharedDataMissing as exc:
        pytest.fail(str(exc), pytrace=False)


def free_port(host: str = "127.0.0.1") -> int:
    with socket.socket() as s:
        s.bind((host, 0))
        return s.getsockname()[1]


def wait_for_http(url: str, timeout: float = 20.0) -> None:
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    while time.monotonic() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=2):
                return
        except urllib.error.HTTPError:
            return  # it answers
        except OSError as exc:
            last = exc
            time.sleep(0.1)
    raise RuntimeError(f"{url} did not come up: {last}")


# ---------------------------------------------------------------------------------------
# Static files on loopback
# ---------------------------------------------------------------------------------------
class _QuietHandler(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


@dataclass
class StaticSite:
    root: Path
    base_url: str
    server: ThreadingHTTPServer

    def write(self, name: str, content: str) -> str:
        path = self.root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
        return f"{self.base_url}/{name}"


@contextlib.contextmanager
def serving_static(root: Path) -> Iterator[StaticSite]:
    """The files under ``root`` on a free loopback port, while the block runs."""
    root.mkdir(parents=True, exist_ok=True)
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_QuietHandler, directory=str(root)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield StaticSite(root, f"http://127.0.0.1:{server.server_address[1]}", server)
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def static_site(tmp_path: Path) -> Iterator[StaticSite]:
    with serving_static(tmp_path / "site") as site:
        yield site


# ---------------------------------------------------------------------------------------
# The offline news web
# ---------------------------------------------------------------------------------------
@pytest.fixture(scope="session")
def offline_web() -> Iterator[object]:
    from comspider_lab.offline_web import OfflineWeb

    web = OfflineWeb(seed=0).start()
    try:
        yield web
    finally:
        web.stop()


# ---------------------------------------------------------------------------------------
# A real crawl: `scrapy crawl news_comments` in a subprocess
# ---------------------------------------------------------------------------------------
@dataclass
class CrawlResult:
    returncode: int
    log: str
    comments: list[dict] = field(default_factory=list)
    visits: list[dict] = field(default_factory=list)
    workdir: Path | None = None

    def error_lines(self) -> list[str]:
        """The log's ERROR and CRITICAL lines: a fault the crawl logged and went on from."""
        return [line for line in self.log.splitlines() if "] ERROR:" in line or "] CRITICAL:" in line]

    def stat(self, name: str) -> int:
        """A counter from the final stats dump in the log (0 when absent)."""
        marker = f"'{name}': "
        for line in self.log.splitlines():
            if marker in line:
                tail = line.split(marker, 1)[1].rstrip(",}")
                try:
                    return int(tail)
                except ValueError:
                    return 0
        return 0


def read_jsonl(folder: Path) -> list[dict]:
    """The records of the JSONL feeds in ``folder``, each checked against the schema."""
    rows: list[dict] = []
    if folder.is_dir():
        for path in sorted(folder.glob("*.jsonl")):
            rows.extend(json.loads(line) for line in path.read_text("utf-8").splitlines() if line)
    assert_valid_records(rows)
    return rows


# ---------------------------------------------------------------------------------------
# The records' JSON Schema (docs/schema/records.schema.json): every item an end-to-end
# crawl writes is checked against it
# ---------------------------------------------------------------------------------------
SCHEMA_PATH = REPO / "docs" / "schema" / "records.schema.json"


@functools.cache
def schema_validator(name: str = "records.schema.json") -> Any:
    """A validator for one of docs/schema/'s schemas, the others resolvable from it by
    their relative names (extract-lines refers to records' comment fields)."""
    import jsonschema
    from referencing import Registry, Resource

    schemas = {p.name: json.loads(p.read_text("utf-8")) for p in SCHEMA_PATH.parent.glob("*.schema.json")}
    registry = Registry().with_resources(
        (schema["$id"], Resource.from_contents(schema)) for schema in schemas.values()
    )
    jsonschema.Draft202012Validator.check_schema(schemas[name])
    return jsonschema.Draft202012Validator(schemas[name], registry=registry)


def _record_validator() -> object:
    return schema_validator("records.schema.json")


def assert_valid_records(rows: list[dict]) -> None:
    """Fail with the first problem of each record that does not fit the schema."""
    validator = _record_validator()
    problems = []
    for row in rows:
        error = next(iter(validator.iter_errors(row)), None)  # type: ignore[attr-defined]
        if error is not None:
            problems.append(f"{row.get('type')} {row.get('comment_id') or row.get('url')}: {error.message}")
    assert not problems, "records outside docs/schema/records.schema.json:\n" + "\n".join(problems[:10])


def crawl_command(args: dict[str, str], settings: dict[str, object]) -> list[str]:
    cmd = [sys.executable, "-m", "scrapy", "crawl", "news_comments"]
    for key, value in args.items():
        cmd += ["-a", f"{key}={value}"]
    for key, value in settings.items():
        if not isinstance(value, str):
            value = json.dumps(value)
        cmd += ["-s", f"{key}={value}"]
    return cmd


# Fast, polite-enough settings for loopback crawls.
TEST_SETTINGS: dict[str, object] = {
    "DOWNLOAD_DELAY": 0,
    "AUTOTHROTTLE_ENABLED": False,
    "CONCURRENT_REQUESTS": 6,
    "CONCURRENT_REQUESTS_PER_DOMAIN": 2,
    "LOG_LEVEL": "INFO",
}


def run_crawl_process(
    workdir: Path,
    args: dict[str, str],
    settings: dict[str, object] | None = None,
    env: dict[str, str] | None = None,
    timeout: float = 300,
) -> CrawlResult:
    workdir.mkdir(parents=True, exist_ok=True)
    full_env = {
        **os.environ,
        "SCRAPY_SETTINGS_MODULE": "comspider.settings",
        "COMSPIDER_ALLOW_PRIVATE_NETWORKS": "true",
        **(env or {}),
    }
    proc = subprocess.run(
        crawl_command(args, {**TEST_SETTINGS, **(settings or {})}),
        cwd=workdir,
        env=full_env,
        capture_output=True,
        text=True,
        timeout=timeout,
    )
    return CrawlResult(
        proc.returncode,
        proc.stdout + proc.stderr,
        read_jsonl(workdir / "feeds" / "comments"),
        read_jsonl(workdir / "feeds" / "visits"),
        workdir,
    )


@pytest.fixture
def run_crawl(tmp_path: Path) -> Callable[..., CrawlResult]:
    counter = iter(range(1000))

    def run(
        args: dict[str, str],
        settings: dict[str, object] | None = None,
        env: dict[str, str] | None = None,
        timeout: float = 300,
    ) -> CrawlResult:
        return run_crawl_process(tmp_path / f"crawl{next(counter)}", args, settings, env, timeout)

    return run


# ---------------------------------------------------------------------------------------
# Isso, a real comment system from PyPI
# ---------------------------------------------------------------------------------------
@dataclass
class Isso:
    url: str
    process: subprocess.Popen

    def post(
        self, uri: str, text: str, author: str, parent: int | None = None, title: str = "An article"
    ) -> dict:
        body = json.dumps({"text": text, "author": author, "parent": parent, "title": title})
        req = urllib.request.Request(
            f"{self.url}/new?uri={urllib.request.quote(uri)}",
            data=body.encode(),
            headers={"Content-Type": "application/json"},
            method="POST",
        )
        with urllib.request.urlopen(req, timeout=10) as resp:
            return json.loads(resp.read())


@contextlib.contextmanager
def running_isso(folder: Path, origin: str) -> Iterator[Isso]:
    """A real Isso server (its config and database in ``folder``) that accepts ``origin``,
    while the block runs."""
    binary = shutil.which("isso", path=str(Path(sys.executable).parent)) or shutil.which("isso")
    if not binary:
        pytest.fail("isso is not installed (it is in requirements.txt)")
    port = free_port()
    conf = folder / "isso.cfg"
    conf.write_text(
        textwrap.dedent(f"""\
        [general]
        dbpath = {folder / "comments.db"}
        host = {origin}
        notify = stdout
        gravatar = false
        [server]
        listen = http://127.0.0.1:{port}/
        [guard]
        enabled = false
        [moderation]
        enabled = false
        """)
    )
    proc = subprocess.Popen(
        [binary, "-c", str(conf), "run"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
    )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_for_http(f"{url}/js/embed.min.js")
        yield Isso(url, proc)
    finally:
        stop_process(proc)


@pytest.fixture
def isso(tmp_path: Path, static_site: StaticSite) -> Iterator[Isso]:
    """A real Isso server that accepts the ``static_site`` origin."""
    with running_isso(tmp_path, static_site.base_url) as server:
        yield server


# ---------------------------------------------------------------------------------------
# A real redis-server on a free loopback port, shared by the session (tests use their own
# key prefixes)
# ---------------------------------------------------------------------------------------
@pytest.fixture(scope="session")
def redis_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """redis://127.0.0.1:<port>/0 of a private redis-server, stopped after the session."""
    from comspider_lab import local_redis

    if not local_redis.available():
        pytest.skip(
            f"redis-server not found at {local_redis.REDIS_SERVER} "
            "(apt-get install redis-server, or set COMSPIDER_REDIS_SERVER)"
        )
    proc, port = local_redis.start_redis(tmp_path_factory.mktemp("redis"))
    try:
        yield f"redis://127.0.0.1:{port}/0"
    finally:
        stop_process(proc)


# ---------------------------------------------------------------------------------------
# Every crawl-state backend (memory, SQLite, Redis: the session's real redis-server)
# behind one parametrised fixture
# ---------------------------------------------------------------------------------------
BACKENDS = [
    "memory",
    "sqlite",
    pytest.param("redis", marks=pytest.mark.redis),
]


@pytest.fixture(params=BACKENDS)
def open_store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[[], Backend]]:
    """A function opening (another connection to) the same store; the first call
    creates it. Memory hands back the same object each time."""
    kind = request.param
    opened: list[Backend] = []
    prefix = f"test-{uuid.uuid4().hex[:12]}"
    path = tmp_path / "queue.sqlite3"
    url = request.getfixturevalue("redis_url") if kind == "redis" else ""
    memory = open_memory() if kind == "memory" else None

    def opener() -> Backend:
        if memory is not None:
            return memory
        backend = open_sqlite(path) if kind == "sqlite" else open_redis(url, prefix)
        opened.append(backend)
        return backend

    opener.kind = kind  # type: ignore[attr-defined]
    yield opener
    for backend in opened:
        backend.close()


@pytest.fixture
def store(open_store: Callable[[], Backend]) -> Backend:
    return open_store()


# ---------------------------------------------------------------------------------------
# Chromium for the browser and interaction tests: one per module on a loop of its own, a
# fresh context per test with comspider's init scripts
# ---------------------------------------------------------------------------------------


class BrowserThread:
    """Chromium driven from a private event loop (pytest-twisted owns the test's loop)."""

    def __init__(self) -> None:
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.pw: Any = None
        self.browser: Any = None

    def run(self, coro: Awaitable[Any], timeout: float = 120) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, self.loop).result(timeout)

    async def start(self) -> None:
        from playwright.async_api import async_playwright

        self.pw = await async_playwright().start()
        self.browser = await self.pw.chromium.launch(
            executable_path=crawl_browser(), args=CHROMIUM_ARGS, headless=True
        )

    async def stop(self) -> None:
        try:
            await self.browser.close()
        finally:
            await self.pw.stop()

    async def context(self) -> Any:
        """A context like the crawler's: downloads refused, service workers blocked, the
        listener and network hooks and the shadow-root opener in every document."""
        from comspider.browser.handler import LISTENER_HOOK, NETWORK_HOOK, OPEN_SHADOW_ROOTS

        ctx = await self.browser.new_context(
            viewport={"width": 1366, "height": 900}, accept_downloads=False, service_workers="block"
        )
        await ctx.add_init_script(LISTENER_HOOK)
        await ctx.add_init_script(NETWORK_HOOK)
        await ctx.add_init_script(OPEN_SHADOW_ROOTS)
        return ctx


def crawl_browser() -> str | None:
    """The browser a crawl runs its pages in with the default settings: the headless shell
    installed beside Debian's Chromium (COMSPIDER_HEADLESS_SHELL), else that Chromium."""
    chromium = find_chromium()
    if chromium and crawl_defaults.COMSPIDER_HEADLESS_SHELL:
        return headless_shell_beside(chromium) or chromium
    return chromium


@pytest.fixture(scope="module")
def chromium() -> Iterator[BrowserThread]:
    if find_chromium() is None:
        pytest.skip("Debian's chromium is not installed")
    bt = BrowserThread()
    bt.run(bt.start())
    try:
        yield bt
    finally:
        bt.run(bt.stop())
        bt.loop.call_soon_threadsafe(bt.loop.stop)
        bt.thread.join(10)


# ---------------------------------------------------------------------------------------
# One recorded crawl (COMSPIDER_ARCHIVE_DIR) of the offline news web, shared by the tests
# of the archive, replay, reextract and annotate (tests/archive, tests/commands,
# tests/labelling): its web is stopped once recorded, so whatever reads the archive
# afterwards reads it offline.
# ---------------------------------------------------------------------------------------
RECORDED_MECHANISMS = ("static", "button", "iframe", "separate_page", "disabled")


@dataclass
class RecordedCrawl:
    result: CrawlResult
    archive: Path
    articles: list[dict]  # the offline web's truth of the pages crawled


@pytest.fixture(scope="session")
def recorded_crawl(tmp_path_factory: pytest.TempPathFactory) -> RecordedCrawl:
    from comspider_lab.offline_web import OfflineWeb

    work = tmp_path_factory.mktemp("recorded")
    archive = work / "archive"
    with OfflineWeb(seed=0) as web:
        best: dict[str, dict] = {}
        for article in web.truth()["articles"]:
            kind = article["mechanism"]
            if kind in RECORDED_MECHANISMS and len(article["comments"]) >= len(
                best.get(kind, {}).get("comments", [])
            ):
                best[kind] = article
        articles = [best[k] for k in RECORDED_MECHANISMS if k in best]
        urls = work / "urls.txt"
        urls.write_text("\n".join(a["url"] for a in articles) + "\n")
        result = run_crawl_process(
            work / "crawl",
            {"urls_file": str(urls), "schedule": "immediate"},
            # small segments: the crawl's archive spans several files
            {"COMSPIDER_ARCHIVE_DIR": str(archive), "COMSPIDER_ARCHIVE_MAX_FILE_BYTES": 300_000},
        )
    assert result.returncode == 0, result.log[-3000:]
    return RecordedCrawl(result, archive, articles)


# ---------------------------------------------------------------------------------------
# The suite in parallel (`make test` runs it on pytest-xdist workers, --dist loadscope):
# which tests share a worker, and in which order the workers take them
# ---------------------------------------------------------------------------------------
# Session fixtures that crawl: every module naming one runs on the same worker, so that the
# crawl is made once (on another worker it would be made again).
SHARED_CRAWLS = ("offline_web_crawl", "recorded_crawl")


@functools.cache
def worker_group(module: str) -> str:
    """The worker group of a test module (a path from the rootdir): the shared crawl it
    names, or the module itself (its module-scoped Chromium, Scrapyd or venv is started
    once)."""
    try:
        source = (REPO / module).read_text("utf-8")
    except OSError:
        return module
    return next((name for name in SHARED_CRAWLS if name in source), module)


def _module(item: pytest.Item) -> str:
    return item.nodeid.split("::", 1)[0]


def _tier(item: pytest.Item) -> int:
    """0: a shared crawl; 1: a long test (slow: an end-to-end crawl, the real-page gate); 2:
    Chromium; 3: the rest."""
    if worker_group(_module(item)) in SHARED_CRAWLS:
        return 0
    if item.get_closest_marker("slow") is not None:
        return 1
    return 2 if item.get_closest_marker("browser") is not None else 3


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """On an xdist worker (its collection is the order the workers take the groups in):
    the groups that take longest first, so that no worker is left alone with a long one
    at the end. Run alone, pytest keeps its own order."""
    if not hasattr(config, "workerinput"):
        return
    tiers: dict[str, int] = {}
    for item in items:
        group = worker_group(_module(item))
        tiers[group] = min(tiers.get(group, 3), _tier(item))
    first = {group: i for i, group in enumerate(dict.fromkeys(worker_group(_module(i)) for i in items))}
    items.sort(key=lambda i: (tiers[worker_group(_module(i))], first[worker_group(_module(i))]))


@pytest.hookimpl(optionalhook=True)
def pytest_xdist_make_scheduler(config: pytest.Config, log: Any) -> Any:
    """--dist loadscope by worker_group (a module, or the modules of one shared crawl), in
    the order the workers collected (pytest-xdist's loadgroup cannot group them: it
    renames the tests through an attribute pytest 9 no longer reads)."""
    if config.getvalue("dist") != "loadscope":
        return None
    from xdist.scheduler import LoadScopeScheduling  # only with pytest-xdist

    class GroupScheduling(LoadScopeScheduling):
        def _split_scope(self, nodeid: str) -> str:
            return worker_group(nodeid.split("::", 1)[0])

    config.option.loadscopereorder = False
    return GroupScheduling(config, log)
