"""Deploying comspider to a real Scrapyd, the way docs/DEPLOY.md says.

- ``test_scrapyd_deploy_schedule_and_feed``: a copy of the project is built into an egg
  and uploaded with ``scrapyd-deploy`` to a Scrapyd started here (loopback, free port,
  HTTP basic auth, eggs/logs/items/dbs in a temporary folder); ``schedule.json`` with
  spider arguments (``urls=`` of two offline news pages) and settings; ``listjobs.json``
  until the job has finished; its JSONL in ``items/comspider/news_comments/<job>.jl``
  holds the pages' comments. Scrapyd runs in a Python environment that sees every
  dependency but not the editable install of comspider, so the spider, its settings,
  the bundled model and the browser scripts all come from the egg.
- ``test_egg_package_data``: the egg carries the model and the offline web's assets, and
  both load from it with importlib.resources.
- ``test_settings_import_is_inert``: importing the settings (what Scrapyd's ``list``
  does on every upload) with ``COMSPIDER_BACKEND=redis`` and a Redis URL on a port that
  listens but must never be spoken to opens no socket and starts no process.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import sysconfig
import time
import urllib.parse
import urllib.request
import zipfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from comspider_lab.offline_web import OfflineWeb
from tests.conftest import assert_valid_records

REPO = Path(__file__).resolve().parents[2]
BIN = Path(sys.executable).parent
USER, PASSWORD = "crawler", "s3cret-for-tests"
OUTLETS = ("ledger", "sabah")
MIN_TRUE = 20


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


# -- an environment without the editable install ----------------------------------------
def isolated_python(folder: Path) -> Path:
    """A venv whose sys.path has this venv's site-packages (every dependency) but does
    not run its .pth files, so ``import comspider`` only works from an egg."""
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(folder)], check=True)
    purelib = Path(sysconfig.get_paths()["purelib"])
    rel = Path(sysconfig.get_paths(vars={"base": str(folder), "platbase": str(folder)})["purelib"])
    rel.mkdir(parents=True, exist_ok=True)
    (rel / "comspider-deps.pth").write_text(str(purelib) + "\n")
    python = folder / "bin" / "python"
    probe = subprocess.run(
        [
            str(python),
            "-c",
            "import scrapy, scrapyd, playwright; import importlib.util as u; print(u.find_spec('comspider'))",
        ],
        capture_output=True,
        text=True,
        cwd=folder,
    )
    assert probe.returncode == 0, probe.stderr
    assert probe.stdout.strip() == "None", "comspider must come from the egg only"
    return python


def project_copy(dest: Path, url: str) -> Path:
    """What scrapyd-deploy packs: the project's build files, code and models (not the
    labelled data, not the virtualenv), with a deploy target for this Scrapyd."""
    dest.mkdir()
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy2(REPO / name, dest / name)
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc")
    shutil.copytree(REPO / "comspider", dest / "comspider", ignore=ignore)
    (dest / "models").mkdir()
    for path in (REPO / "models").iterdir():
        if path.is_file() and path.suffix in (".py", ".ftz", ".json"):
            shutil.copy2(path, dest / "models" / path.name)
    (dest / "scrapy.cfg").write_text(
        "[settings]\ndefault = comspider.settings\n\n"
        f"[deploy:local]\nurl = {url}\nproject = comspider\n"
        f"username = {USER}\npassword = {PASSWORD}\n"
    )
    return dest


def build_egg(project: Path, out: Path) -> Path:
    proc = subprocess.run(
        [str(BIN / "scrapyd-deploy"), "--build-egg", str(out)],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return out


# -- Scrapyd ------------------------------------------------------------------------------
@dataclass
class Scrapyd:
    url: str
    home: Path
    proc: subprocess.Popen

    def call(self, endpoint: str, data: list[tuple[str, str]] | None = None, auth: bool = True) -> dict:
        body = urllib.parse.urlencode(data).encode() if data is not None else None
        request = urllib.request.Request(self.url + endpoint, data=body)
        if auth:
            token = base64.b64encode(f"{USER}:{PASSWORD}".encode()).decode()
            request.add_header("Authorization", "Basic " + token)
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())

    def log(self) -> str:
        path = self.home / "scrapyd.out"
        return path.read_text(errors="replace") if path.exists() else ""


def start_scrapyd(home: Path, python: Path) -> Scrapyd:
    port = _free_port()
    (home / "scrapyd.conf").write_text(f"""[scrapyd]
bind_address = 127.0.0.1
http_port = {port}
username = {USER}
password = {PASSWORD}
eggs_dir = {home / "eggs"}
logs_dir = {home / "logs"}
items_dir = {home / "items"}
dbs_dir = {home / "dbs"}
jobs_dir =
max_proc = 1
poll_interval = 0.5
""")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SCRAPY_", "COMSPIDER_"))}
    env["COMSPIDER_ALLOW_PRIVATE_NETWORKS"] = "false"  # the job gets it as a setting
    with (home / "scrapyd.out").open("w") as out:
        proc = subprocess.Popen(
            [str(python), "-m", "scrapyd", "--pidfile", ""],
            cwd=home,
            env=env,
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
    node = Scrapyd(f"http://127.0.0.1:{port}/", home, proc)
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        assert proc.poll() is None, node.log()[-3000:]
        try:
            if node.call("daemonstatus.json").get("status") == "ok":
                return node
        except OSError:
            time.sleep(0.2)
    raise AssertionError("Scrapyd did not start:\n" + node.log()[-3000:])


@pytest.fixture(scope="module")
def env_python(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return isolated_python(tmp_path_factory.mktemp("pyenv") / "venv")


@pytest.fixture(scope="module")
def egg(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("egg")
    project = project_copy(base / "project", "http://127.0.0.1:1/")
    return build_egg(project, base / "comspider.egg")


@pytest.fixture
def scrapyd(tmp_path: Path, env_python: Path) -> Iterator[Scrapyd]:
    (tmp_path / "node").mkdir()
    node = start_scrapyd(tmp_path / "node", env_python)
    try:
        yield node
    finally:
        if node.proc.poll() is None:
            os.killpg(node.proc.pid, signal.SIGTERM)
            try:
                node.proc.wait(timeout=20)
            except subprocess.TimeoutExpired:
                os.killpg(node.proc.pid, signal.SIGKILL)
                node.proc.wait()


def pick_urls(web: OfflineWeb) -> list[str]:
    """One static article with comments per outlet (the smallest such page)."""
    counts = {(a["outlet"], a["title"]): len(a["comments"]) for a in web.truth()["articles"]}
    urls = []
    for outlet in OUTLETS:
        site = web.world.by_name[outlet]
        static = [
            a
            for a in site.articles
            if a.mechanism == "static" and counts.get((outlet, a.title), 0) >= MIN_TRUE
        ]
        static.sort(key=lambda a: (counts[(outlet, a.title)], a.path))
        urls.append(site.url(static[0].path))
    return urls


# -- the tests ----------------------------------------------------------------------------
@pytest.mark.browser
@pytest.mark.slow
def test_scrapyd_deploy_schedule_and_feed(tmp_path: Path, scrapyd: Scrapyd) -> None:
    # Unauthenticated calls are refused.
    with pytest.raises(urllib.error.HTTPError) as refused:
        scrapyd.call("daemonstatus.json", auth=False)
    assert refused.value.code == 401

    project = project_copy(tmp_path / "project", scrapyd.url)
    deploy = subprocess.run(
        [str(BIN / "scrapyd-deploy"), "local", "--version", "t1"],
        cwd=project,
        capture_output=True,
        text=True,
        timeout=240,
    )
    assert deploy.returncode == 0, deploy.stdout + deploy.stderr + scrapyd.log()[-3000:]
    assert '"status": "ok"' in deploy.stdout, deploy.stdout + deploy.stderr
    assert "news_comments" in scrapyd.call("listspiders.json?project=comspider")["spiders"]

    web = OfflineWeb(seed=0)
    web.start()
    try:
        urls = pick_urls(web)
        scheduled = scrapyd.call(
            "schedule.json",
            [
                ("project", "comspider"),
                ("spider", "news_comments"),
                ("urls", ",".join(urls)),
                ("schedule", "immediate"),
                ("setting", "COMSPIDER_ALLOW_PRIVATE_NETWORKS=true"),
                ("setting", "DOWNLOAD_DELAY=0"),
                ("setting", "AUTOTHROTTLE_ENABLED=false"),
            ],
        )
        assert scheduled["status"] == "ok", scheduled
        job = scheduled["jobid"]
        deadline = time.monotonic() + 240
        state = ""
        while time.monotonic() < deadline:
            jobs = scrapyd.call("listjobs.json?project=comspider")
            state = next(
                (s for s in ("pending", "running", "finished") if any(j["id"] == job for j in jobs[s])), ""
            )
            if state == "finished":
                break
            time.sleep(0.5)
        log_path = scrapyd.home / "logs" / "comspider" / "news_comments" / f"{job}.log"
        log = log_path.read_text(errors="replace") if log_path.exists() else scrapyd.log()
        assert state == "finished", log[-4000:]
        truth = {a["url"]: a for a in web.truth()["articles"]}
    finally:
        web.stop()

    assert "'finish_reason': 'finished'" in log, log[-4000:]
    assert "Traceback" not in log, log[-6000:]
    items = scrapyd.home / "items" / "comspider" / "news_comments" / f"{job}.jl"
    assert items.exists(), sorted(p.name for p in (scrapyd.home / "items").rglob("*"))
    rows = [json.loads(line) for line in items.read_text("utf-8").splitlines() if line]
    assert_valid_records(rows)
    comments = [r for r in rows if r["type"] == "comment"]
    for url in urls:
        found = {c["text"] for c in comments if c["article_url"] == url}
        true = {c["text"] for c in truth[url]["comments"]}
        assert found and len(found & true) >= 0.75 * len(true), (url, len(found), len(true))
    # Scrapyd's Python cannot import comspider but from the egg (isolated_python): the
    # spider, its settings, the browser scripts and the model all came from it.


def test_egg_package_data(egg: Path, env_python: Path) -> None:
    names = zipfile.ZipFile(egg).namelist()
    assert "comspider_models/clickables.ftz" in names, names[:20]
    # the in-page scripts (comspider/page_scripts.py reads them from the package)
    assert "comspider/interaction/js/clickables.js" in names
    assert "comspider/interaction/js/lib/xpath.js" in names
    assert "comspider/browser/js/network_hook.js" in names
    # autoconsent's build, copied into the package by `make setup`, travels in the egg
    assert "comspider/browser/autoconsent_bundle/autoconsent.playwright.js" in names
    assert not any(n.startswith("models/data") or ("/data/" in n and n.endswith(".jsonl")) for n in names), (
        "labelled data stays out of the egg"
    )
    assert not any("comspider_lab" in n or "offline_web" in n for n in names), "the lab stays out of the egg"
    script = """
import sys, importlib.resources as r
sys.path.insert(0, sys.argv[1])
import comspider, comspider_models
assert comspider.__file__.startswith(sys.argv[1]), comspider.__file__
from comspider.fasttext_model import FastTextClassifier
model = FastTextClassifier.bundled("clickables")
print(round(model.score("load more comments"), 3))
from comspider.page_scripts import script
print(len(script("comspider.interaction", "clickables.js")))
from comspider.browser.autoconsent import AutoconsentBundle
print(len(AutoconsentBundle.locate(None).main_rules))
"""
    proc = subprocess.run(
        [str(env_python), "-c", script, str(egg)], capture_output=True, text=True, timeout=120, cwd=egg.parent
    )
    assert proc.returncode == 0, proc.stderr[-3000:]
    score, assets, rules = proc.stdout.split("\n")[:3]
    assert 0.0 <= float(score) <= 1.0
    assert int(assets) > 1000
    assert int(rules) > 100


INERT_PROBE = r"""
import json, os, socket, sys
events = []
def hook(event, args):
    if event in ("socket.connect", "subprocess.Popen", "os.exec", "os.posix_spawn",
                 "os.spawn", "os.fork", "os.system"):
        events.append([event, repr(args)[:200]])
sys.addaudithook(hook)
import comspider.settings as s
from scrapy.utils.project import get_project_settings
settings = get_project_settings()
from scrapy.spiderloader import SpiderLoader
spiders = SpiderLoader.from_settings(settings).list()
from comspider.state.redis_client import uses_redis, redis_url
print(json.dumps({"events": events, "backend": s.COMSPIDER_BACKEND, "module": s.__file__,
                  "redis": uses_redis(settings), "url": redis_url(settings),
                  "spiders": spiders}))
"""


@pytest.mark.parametrize("where", ["installed", "egg"])
def test_settings_import_is_inert(tmp_path: Path, where: str, request: pytest.FixtureRequest) -> None:
    """The settings as installed, and as Scrapyd imports them from the egg."""
    python, extra = sys.executable, {}
    if where == "egg":
        python = str(request.getfixturevalue("env_python"))
        extra = {"PYTHONPATH": str(request.getfixturevalue("egg"))}
    # A port that accepts connections: any attempt would be seen by the audit hook, and
    # could not hang the import (nothing answers, nothing is waited for).
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(1)
        port = listener.getsockname()[1]
        env = {
            **os.environ,
            "SCRAPY_SETTINGS_MODULE": "comspider.settings",
            "COMSPIDER_BACKEND": "redis",
            "COMSPIDER_REDIS_URL": f"redis://127.0.0.1:{port}/0",
            **extra,
        }
        proc = subprocess.run(
            [python, "-c", INERT_PROBE], capture_output=True, text=True, timeout=120, cwd=tmp_path, env=env
        )
        assert proc.returncode == 0, proc.stderr[-3000:]
        listener.setblocking(False)
        with pytest.raises(BlockingIOError):
            listener.accept()
    report = json.loads(proc.stdout.strip().splitlines()[-1])
    assert report["events"] == [], report["events"]
    assert report["backend"] == "redis" and report["redis"]
    assert report["url"].endswith(f":{port}/0")
    assert "news_comments" in report["spiders"]
    if where == "egg":
        assert report["module"].startswith(extra["PYTHONPATH"]), report["module"]
