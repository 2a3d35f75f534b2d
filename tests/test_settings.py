"""The project settings: every knob documented, nothing listening, nothing connecting."""

from __future__ import annotations

import re
from pathlib import Path

from scrapy.settings import Settings

import comspider
from comspider import settings as project_settings


def test_nothing_listens_on_a_port() -> None:
    settings = Settings()
    settings.setmodule(project_settings, priority="project")
    assert settings.getbool("TELNETCONSOLE_ENABLED") is False
    assert settings.getbool("REMOTE_CONTROL_ENABLED") is False


def test_every_setting_the_code_reads_is_documented_in_settings_py() -> None:
    package = Path(comspider.__file__).parent
    read: set[str] = set()
    for path in package.rglob("*.py"):
        if "evaluation" in path.parts or path.name == "settings.py":
            continue
        read |= set(re.findall(r'settings\.get\w*\(\s*"(COMSPIDER_[A-Z0-9_]+)"', path.read_text("utf-8")))
    source = (package / "settings.py").read_text("utf-8")
    missing = sorted(name for name in read if not re.search(rf"^{name}\b", source, re.M))
    assert not missing, f"read by the code but not in settings.py: {missing}"


def test_click_threshold_setting_follows_the_shipped_model() -> None:
    from comspider.classify.clickable_ranker import DEFAULT_THRESHOLD

    assert project_settings.COMSPIDER_CLICK_THRESHOLD == DEFAULT_THRESHOLD
