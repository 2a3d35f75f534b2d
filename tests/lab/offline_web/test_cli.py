"""The two commands: offline-truth (no servers) and serve-offline-web (until SIGTERM)."""

from __future__ import annotations

import argparse
import json
import signal
import subprocess
import sys
import time
from pathlib import Path

from comspider_lab.commands import offline_truth
from tests.lab.offline_web.conftest import fetch

REPO = Path(__file__).resolve().parents[3]
# The command modules themselves, without the CLI's discovery of every other command.
SERVE = (
    "import sys; from argparse import ArgumentParser; from comspider_lab.commands import serve_offline_web as m;"
    "p = ArgumentParser(); m.add_arguments(p); sys.exit(m.run(p.parse_args(sys.argv[1:])))"
)


def run_command(module, argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    module.add_arguments(parser)
    return module.run(parser.parse_args(argv))


def test_offline_truth_prints_json(tmp_path: Path) -> None:
    out = tmp_path / "truth.json"
    assert (
        run_command(
            offline_truth,
            [
                "--seed",
                "2",
                "--at",
                "2026-03-02T12:00:00Z",
                "--anchor",
                "2026-03-02T09:00:00Z",
                "-o",
                str(out),
            ],
        )
        == 0
    )
    truth = json.loads(out.read_text(encoding="utf-8"))
    assert truth["generated_at"] == "2026-03-02T12:00:00+00:00" and truth["seed"] == 2
    assert len(truth["articles"]) >= 60


def test_serve_until_sigterm_and_truth_for_it(tmp_path: Path) -> None:
    urls, info = tmp_path / "urls.txt", tmp_path / "info.json"
    spec = f"scaled:60:{time.time()}:2026-03-02T09:00:00+00:00"
    proc = subprocess.Popen(
        [
            sys.executable,
            "-c",
            SERVE,
            "--seed",
            "1",
            "--clock",
            spec,
            "--urls-file",
            str(urls),
            "--info-file",
            str(info),
        ],
        cwd=REPO,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        lines = []
        for line in proc.stdout:
            lines.append(line)
            if "Ctrl-C to stop" in line:
                break
        feed = lines[0].split()[1]
        assert lines[0].startswith("feed: http://127.0.0.2:") and fetch(feed)[0] == 200
        served = urls.read_text(encoding="utf-8").split()
        assert fetch(served[0])[0] == 200
        out = tmp_path / "truth.json"
        assert run_command(offline_truth, ["--info-file", str(info), "--clock", spec, "-o", str(out)]) == 0
        truth = json.loads(out.read_text(encoding="utf-8"))
        assert {a["url"] for a in truth["articles"]} <= set(served)
        assert truth["anchor"] == "2026-03-02T09:00:00+00:00"
    finally:
        proc.send_signal(signal.SIGTERM)
        _, err = proc.communicate(timeout=30)
    assert proc.returncode == 0, err
    assert "Traceback" not in err
