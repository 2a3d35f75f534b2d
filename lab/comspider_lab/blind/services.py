"""The running side of the blind set: the real comment systems and the static web.

Everything listens on 127.0.0.1 on free ports:

- ``main``: the static news sites (``site/``), also the Waline client, React, avatars;
- ``other``: the same files from another port (another origin: the iframes' pages);
- ``isso``: Isso (PyPI ``isso``), SQLite in a temporary folder;
- ``waline``: the Waline server (npm ``@waline/vercel``), SQLite in a temporary folder;
- ``django``: a small Django news site with django-comments-xtd (PyPI), SQLite.

The systems' comments are seeded through the systems' own HTTP APIs.
"""

from __future__ import annotations

import hashlib
import http.server
import json
import mimetypes
import os
import shutil
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import TracebackType
from typing import Any

from comspider_lab.blind.cases import OUTPUTS, Case, all_cases

BLIND_DIR = Path(__file__).resolve().parent
SITE_DIR = BLIND_DIR / "site"
SERVICES_DIR = BLIND_DIR / "services"
DJANGO_DIR = BLIND_DIR / "djsite"
WORK_DIR = BLIND_DIR / ".work"
SERVICE_VENV = WORK_DIR / "venv"
NODE_DIR = WORK_DIR / "node"
NODE_MODULES = NODE_DIR / "node_modules"

PLACEHOLDERS = ("MAIN", "OTHER", "ISSO", "WALINE", "DJANGO")


def log(message: str) -> None:
    print(f"[blind] {message}", file=sys.stderr, flush=True)


# --------------------------------------------------------------------------- setup


def _run(cmd: list[str], cwd: Path | None = None) -> None:
    log("$ " + " ".join(cmd))
    subprocess.run(cmd, cwd=cwd, check=True)


def setup() -> None:
    """Install the comment systems: a venv for Isso and Django, node_modules for Waline."""
    WORK_DIR.mkdir(exist_ok=True)
    stamp = SERVICE_VENV / ".installed"
    requirements = SERVICES_DIR / "requirements.txt"
    if not stamp.exists() or stamp.read_text() != requirements.read_text():
        if not (SERVICE_VENV / "bin" / "python").exists():
            _run([sys.executable, "-m", "venv", str(SERVICE_VENV)])
        _run(
            [
                str(SERVICE_VENV / "bin" / "pip"),
                "install",
                "-q",
                "--disable-pip-version-check",
                "-r",
                str(requirements),
            ]
        )
        stamp.write_text(requirements.read_text())
    lock = SERVICES_DIR / "package-lock.json"
    node_stamp = NODE_DIR / ".installed"
    if not node_stamp.exists() or node_stamp.read_text() != lock.read_text():
        NODE_DIR.mkdir(exist_ok=True)
        shutil.copy(SERVICES_DIR / "package.json", NODE_DIR / "package.json")
        shutil.copy(lock, NODE_DIR / "package-lock.json")
        _run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"], cwd=NODE_DIR)
        _build_sqlite3()
        node_stamp.write_text(lock.read_text())
    log("setup done")


def _build_sqlite3() -> None:
    """Compile the sqlite3 addon Waline's SQLite storage needs, against Debian's node headers.

    Its install script would download a prebuilt binary (no network here), so it is built
    from the sources the package ships, with node-gyp from npm and ``--nodedir=/usr``.
    """
    addon = NODE_MODULES / "sqlite3"
    npm_root = Path(
        subprocess.run(["npm", "root", "-g"], capture_output=True, text=True, check=True).stdout.strip()
    )
    node_gyp = npm_root / "npm" / "node_modules" / "node-gyp" / "bin" / "node-gyp.js"
    nodedir = "/usr" if Path("/usr/include/node/node_api.h").exists() else None
    cmd = ["node", str(node_gyp), "rebuild", "-j", "2"]
    if nodedir:
        cmd.append(f"--nodedir={nodedir}")
    _run(cmd, cwd=addon)


def check_setup() -> None:
    missing = [
        p
        for p in (
            SERVICE_VENV / "bin" / "isso",
            NODE_MODULES / "@waline" / "vercel",
            NODE_MODULES / "sqlite3" / "build" / "Release" / "node_sqlite3.node",
        )
        if not p.exists()
    ]
    if missing:
        raise SystemExit(
            "the comment systems are not installed (missing "
            + ", ".join(str(p) for p in missing)
            + "): run `python -m comspider_lab.blind setup` first"
        )


# --------------------------------------------------------------------------- ports


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def wait_for_http(url: str, timeout: float = 60.0, proc: subprocess.Popen[bytes] | None = None) -> None:
    deadline = time.monotonic() + timeout
    last: Exception | None = None
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"{url}: the server exited with status {proc.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=5) as resp:
                resp.read()
                return
        except urllib.error.HTTPError:
            return  # it answers
        except (urllib.error.URLError, OSError) as exc:
            last = exc
            time.sleep(0.3)
    raise RuntimeError(f"{url} did not answer within {timeout:.0f} s: {last}")


# --------------------------------------------------------------------------- static web

_AVATAR_COLOURS = ("#c0392b", "#2980b9", "#27ae60", "#8e44ad", "#d35400", "#16a085", "#7f8c8d")


def avatar_svg(key: str) -> bytes:
    digest = hashlib.md5(key.encode()).hexdigest()
    colour = _AVATAR_COLOURS[int(digest[:2], 16) % len(_AVATAR_COLOURS)]
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">'
        f'<rect width="48" height="48" rx="24" fill="{colour}"/>'
        f'<circle cx="24" cy="19" r="8" fill="#fff" opacity=".85"/>'
        f'<rect x="11" y="30" width="26" height="12" rx="6" fill="#fff" opacity=".85"/></svg>'
    ).encode()


VENDOR_ROUTES: dict[str, Path] = {
    "/_vendor/waline/": NODE_MODULES / "@waline" / "client" / "dist",
    "/_vendor/react/": NODE_MODULES / "react" / "umd",
    "/_vendor/react-dom/": NODE_MODULES / "react-dom" / "umd",
    "/_vendor/remarkable/": NODE_MODULES / "remarkable" / "dist",
}


def make_handler(
    values: dict[str, str], site_dir: Path = SITE_DIR
) -> type[http.server.BaseHTTPRequestHandler]:
    """A handler serving site/ (or site_b/, site_c/, site_d/: placeholders filled in), the vendored clients and avatars."""

    class Handler(http.server.BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass

        def _send(self, status: int, body: bytes, ctype: str) -> None:
            self.send_response(status)
            self.send_header("Content-Type", ctype)
            self.send_header("Content-Length", str(len(body)))
            self.send_header("Access-Control-Allow-Origin", "*")
            self.send_header("Cache-Control", "no-store")
            self.end_headers()
            if self.command != "HEAD":
                self.wfile.write(body)

        def do_HEAD(self) -> None:
            self.do_GET()

        def do_GET(self) -> None:
            path = urllib.parse.unquote(urllib.parse.urlsplit(self.path).path)
            if path.startswith("/_avatar/"):
                self._send(200, avatar_svg(path), "image/svg+xml")
                return
            if path == "/_oauth.json":  # Waline asks an OAuth directory at start: none here
                self._send(200, b'{"services": []}', "application/json")
                return
            for prefix, root in VENDOR_ROUTES.items():
                if path.startswith(prefix):
                    self._file(root, path[len(prefix) :], fill=False)
                    return
            if path.endswith("/"):
                path += "index.html"
            self._file(site_dir, path.lstrip("/"), fill=True)

        def _file(self, root: Path, rel: str, fill: bool) -> None:
            target = (root / rel).resolve()
            if root.resolve() not in target.parents or not target.is_file():
                self._send(
                    404, b"<!doctype html><title>404</title><h1>Not found</h1>", "text/html; charset=utf-8"
                )
                return
            body = target.read_bytes()
            # a path without an extension is a page (set C's Drupal-like and newsroom URLs)
            ctype = mimetypes.guess_type(target.name)[0] or (
                "text/html" if not target.suffix else "application/octet-stream"
            )
            if ctype.startswith("text/") or ctype in ("application/json", "application/javascript"):
                if fill:
                    text = body.decode("utf-8")
                    for key, value in values.items():
                        text = text.replace(f"@@{key}@@", value)
                    body = text.encode("utf-8")
                ctype += "; charset=utf-8"
            self._send(200, body, ctype)

    return Handler


class StaticServer:
    def __init__(self, port: int, values: dict[str, str], site_dir: Path = SITE_DIR) -> None:
        self.port = port
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", port), make_handler(values, site_dir))
        self.httpd.daemon_threads = True
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)

    def start(self) -> None:
        self.thread.start()

    def stop(self) -> None:
        self.httpd.shutdown()
        self.httpd.server_close()


# --------------------------------------------------------------------------- the stack


@dataclass
class Stack:
    """Every service of the blind set, started and seeded; a context manager."""

    ports: dict[str, int] = field(default_factory=dict)
    procs: dict[str, subprocess.Popen[bytes]] = field(default_factory=dict)
    statics: list[StaticServer] = field(default_factory=list)
    tmp: Path = field(default_factory=lambda: Path(tempfile.mkdtemp(prefix="comspider-blind-")))
    cases: list[Case] = field(default_factory=list)  # default: every case of the set
    set_name: str = "a"  # "a" (the first blind set), "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q", "r", "s", "t", "u", "v", "w", "x", "y", "z", "aa", "ab", "ac", "ad", "ae", "af", "ag", "ah", "ai", "aj", "ak", "al", "am", "an", "ao", "ap", "aq", "ar", "as", "at", "au", "av", "aw", "ax", "ay", "az", "ba", "bb", "bc", "bd", "be", "bf", "bg", "bh", "bi", "bj", "bk", "bl", "bm", "bn", "bo", "bp", "bq", "br", "bs", "bt", "bu", "bv", "bw", "bx", "by", "bz", "ca", "cb", "cc", "cd", "ce", "cf", "cg", "ch", "ci", "cj", "ck", "cl", "cm", "cn", "co", "cp", "cs", "ct", "cu", "cv", "cw", "cx", "cy", "cz", "da", "db", "dc", "dd", "de", "df", "dg", "dh", "di", "dj", "dk", "dl", "dm", "dn", "do", "dp", "dq", "dr", "ds", "dt", "du", "dv", "dw", "dx", "dy", "dz", "ea", "eb", "ec", "ed", "ee", "ef", "eg", "eh", "ei", "ej", "ek", "el", "em", "en", "eo", "ep", "eq", "er", "es", "et", "eu", "ev", "ew", "ex", "ey", "ez", "fa", "fb", "fc", "fd", "fe", "ff", "fg", "fh", "fi", "fj", "fk", "fl", "fm", "fn", "fo", "fp", "fq", "fr", "fs", "ft", "fu", "fv", "fw", "fx", "fy", "fz", "ga", "gb" or "gc" (blind sets B to GC)

    def __post_init__(self) -> None:
        if not self.cases:
            self.cases = all_cases(self.set_name)

    @property
    def site_dir(self) -> Path:
        return BLIND_DIR / OUTPUTS[self.set_name][0]

    @property
    def values(self) -> dict[str, str]:
        return {name.upper(): f"http://127.0.0.1:{port}" for name, port in self.ports.items()}

    def base(self, server: str) -> str:
        return f"http://127.0.0.1:{self.ports[server]}"

    def url(self, case: Case) -> str:
        return self.base(case.server) + case.path

    def __enter__(self) -> Stack:
        try:
            self.start()
        except BaseException:
            self.stop()
            raise
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.stop()

    def start(self) -> None:
        check_setup()
        for name in ("main", "other", "isso", "waline", "django"):
            self.ports[name] = free_port()
        values = self.values
        for name in ("main", "other"):
            server = StaticServer(self.ports[name], values, self.site_dir)
            server.start()
            self.statics.append(server)
        self._start_isso()
        self._start_waline()
        self._start_django()
        for name in ("isso", "waline", "django"):
            try:
                wait_for_http(self._probe(name), proc=self.procs[name])
            except RuntimeError as exc:
                tail = (self.tmp / f"{name}.log").read_text(errors="replace")[-2000:]
                raise RuntimeError(f"{name} did not start: {exc}\n{tail}") from exc
        self.seed()

    def _probe(self, name: str) -> str:
        return {
            "isso": self.base("isso") + "/info",
            "waline": self.base("waline") + "/api/comment?type=count&url=/",
            "django": self.base("django") + "/_health",
        }[name]

    def _spawn(
        self, name: str, cmd: list[str], env: dict[str, str] | None = None, cwd: Path | None = None
    ) -> None:
        logfile = (self.tmp / f"{name}.log").open("wb")
        self.procs[name] = subprocess.Popen(
            cmd,
            stdout=logfile,
            stderr=subprocess.STDOUT,
            cwd=cwd,
            env={**os.environ, **(env or {})},
            start_new_session=True,
        )

    def _start_isso(self) -> None:
        conf = self.tmp / "isso.cfg"
        conf.write_text(
            "[general]\n"
            f"dbpath = {self.tmp / 'isso.db'}\n"
            f"host = {self.base('main')}/\n    {self.base('other')}/\n"
            "[moderation]\nenabled = false\n"
            f"[server]\nlisten = {self.base('isso')}/\n"
            "[guard]\nenabled = false\n"
        )
        self._spawn("isso", [str(SERVICE_VENV / "bin" / "isso"), "-c", str(conf), "run"])

    def _start_waline(self) -> None:
        db_dir = self.tmp / "waline"
        db_dir.mkdir()
        create_waline_schema(db_dir / "waline.sqlite")
        env = {
            "SQLITE_PATH": str(db_dir),
            "JWT_TOKEN": "blind-set",
            "IPQPS": "0",
            "AKISMET_KEY": "false",
            "DISABLE_REGION": "true",
            "OAUTH_URL": self.base("main") + "/_oauth.json",
            "GRAVATAR_STR": self.base("main") + "/_avatar/{{mail|md5}}.svg",
        }
        self._spawn(
            "waline",
            ["node", str(NODE_MODULES / "@waline" / "vercel" / "vanilla.js"), str(self.ports["waline"])],
            env=env,
        )

    def _start_django(self) -> None:
        python = str(SERVICE_VENV / "bin" / "python")
        env = {
            "BLIND_DJANGO_DB": str(self.tmp / "django.sqlite3"),
            "DJANGO_SETTINGS_MODULE": "djsite.settings",
            **{f"BLIND_{k}": v for k, v in self.values.items()},
        }
        subprocess.run(
            [python, "manage.py", "migrate", "--run-syncdb", "-v", "0"],
            cwd=DJANGO_DIR,
            env={**os.environ, **env},
            check=True,
        )
        self._spawn(
            "django",
            [
                python,
                "manage.py",
                "runserver",
                "--noreload",
                "--insecure",
                f"127.0.0.1:{self.ports['django']}",
            ],
            env=env,
            cwd=DJANGO_DIR,
        )

    # -- seeding through the systems' own APIs

    def seed(self) -> None:
        for case in self.cases:
            if not case.system or not case.comments:
                continue
            if case.system == "isso":
                self._seed_isso(case)
            elif case.system == "waline":
                self._seed_waline(case)
            elif case.system == "django-comments-xtd":
                self._seed_django(case)
            log(f"seeded {len(case.comments)} {case.system} comments for {case.id}")

    def _seed_isso(self, case: Case) -> None:
        origin = self.base(case.thread_server)
        ids: list[int] = []
        for c in case.comments:
            body = {
                "text": c.text,
                "author": c.author,
                "email": "",
                "website": None,
                "parent": ids[c.parent] if c.parent is not None else None,
                "notification": 0,
            }
            url = self.base("isso") + "/new?" + urllib.parse.urlencode({"uri": case.thread_path})
            reply = post_json(url, body, headers={"Origin": origin, "Referer": origin + case.thread_path})
            ids.append(int(reply["id"]))

    def _seed_waline(self, case: Case) -> None:
        ids: list[int] = []
        for i, c in enumerate(case.comments):
            body: dict[str, object] = {
                "nick": c.author,
                "mail": f"reader{i}@example.org",
                "link": "",
                "comment": c.text,
                "url": case.thread_path,
                "ua": "Mozilla/5.0 (X11; Linux x86_64) Firefox/128.0",
            }
            if c.parent is not None:
                body.update(pid=ids[c.parent], rid=ids[c.parent], at=case.comments[c.parent].author)
            reply = post_json(self.base("waline") + "/api/comment", body)
            if reply.get("errno"):
                raise RuntimeError(f"waline refused a comment of {case.id}: {reply}")
            ids.append(int(reply["data"]["objectId"]))

    def _seed_django(self, case: Case) -> None:
        ids: list[int] = []
        form_url = self.base("django") + "/_commentform/" + urllib.parse.quote(case.id) + "/"
        for i, c in enumerate(case.comments):
            with urllib.request.urlopen(form_url, timeout=30) as resp:
                form = json.loads(resp.read())
            body = {
                **form,
                "name": c.author,
                "email": f"reader{i}@example.org",
                "url": "",
                "comment": c.text,
                "followup": False,
                "reply_to": ids[c.parent] if c.parent is not None else 0,
            }
            reply = post_json(self.base("django") + "/comments/api/comment/", body)
            ids.append(int(reply["id"]))

    def stop(self) -> None:
        for _name, proc in self.procs.items():
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(timeout=10)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait()
        self.procs.clear()
        for server in self.statics:
            server.stop()
        self.statics.clear()
        shutil.rmtree(self.tmp, ignore_errors=True)


def post_json(url: str, body: Mapping[str, Any], headers: dict[str, str] | None = None) -> dict[str, Any]:
    data = json.dumps(body).encode()
    req = urllib.request.Request(
        url, data=data, method="POST", headers={"Content-Type": "application/json", **(headers or {})}
    )
    try:
        with urllib.request.urlopen(req, timeout=60) as resp:
            result = json.loads(resp.read() or b"{}")
    except urllib.error.HTTPError as exc:
        raise RuntimeError(f"POST {url}: HTTP {exc.code}: {exc.read()[:500]!r}") from exc
    if not isinstance(result, dict):
        raise RuntimeError(f"POST {url}: unexpected answer {result!r}")
    return result


def create_waline_schema(path: Path) -> None:
    """Waline's three tables (its documented SQLite schema), in a new database file."""
    ts = "DATETIME DEFAULT (datetime('now', 'localtime'))"
    with sqlite3.connect(path) as db:
        db.executescript(f"""
            CREATE TABLE wl_Comment (id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER, comment TEXT,
                insertedAt {ts}, ip TEXT, link TEXT, mail TEXT, nick TEXT, rid INTEGER, pid INTEGER,
                sticky NUMERIC, status TEXT NOT NULL, "like" INTEGER, ua TEXT, url TEXT,
                createdAt {ts}, updatedAt {ts});
            CREATE TABLE wl_Counter (id INTEGER PRIMARY KEY AUTOINCREMENT, time INTEGER,
                reaction0 INTEGER, reaction1 INTEGER, reaction2 INTEGER, reaction3 INTEGER, reaction4 INTEGER,
                reaction5 INTEGER, reaction6 INTEGER, reaction7 INTEGER, reaction8 INTEGER, url TEXT,
                createdAt {ts}, updatedAt {ts});
            CREATE TABLE wl_Users (id INTEGER PRIMARY KEY AUTOINCREMENT, display_name TEXT NOT NULL DEFAULT '',
                email TEXT NOT NULL DEFAULT '', password TEXT NOT NULL DEFAULT '', type TEXT NOT NULL DEFAULT '',
                label TEXT, github TEXT, twitter TEXT, facebook TEXT, google TEXT, weibo TEXT, qq TEXT,
                oidc TEXT, huawei TEXT, "2fa" TEXT, avatar TEXT, url TEXT, createdAt {ts}, updatedAt {ts});
        """)
