"""The project settings: every knob documented once in settings.py, read without a
second default, nothing listening, nothing connecting."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import comspider
from comspider import settings as project_settings
from comspider.crawl_settings import crawl_settings

PACKAGE = Path(comspider.__file__).parent
GETTERS = {"get", "getint", "getfloat", "getbool", "getlist", "getdict", "getwithbase", "getpriority"}


def _settings_reads() -> list[tuple[Path, int, str, int]]:
    """(file, line, setting, positional arguments) of every ``<x>.settings.get*("NAME", ...)``
    and ``settings.get*("NAME", ...)`` call in the crawler package."""
    out = []
    for path in PACKAGE.rglob("*.py"):
        if path.name == "settings.py":
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
                continue
            if node.func.attr not in GETTERS or not node.args:
                continue
            owner = ast.unparse(node.func.value)
            first = node.args[0]
            if (
                owner.endswith("settings")
                and isinstance(first, ast.Constant)
                and isinstance(first.value, str)
            ):
                out.append((path, node.lineno, first.value, len(node.args) + len(node.keywords)))
    return out


def test_nothing_listens_on_a_port() -> None:
    settings = crawl_settings()
    assert settings.getbool("TELNETCONSOLE_ENABLED") is False
    assert settings.getbool("REMOTE_CONTROL_ENABLED") is False


def test_every_setting_the_code_reads_is_documented_in_settings_py() -> None:
    source = (PACKAGE / "settings.py").read_text("utf-8")
    read = {name for _, _, name, _ in _settings_reads() if name.startswith("COMSPIDER_")}
    read |= {
        m
        for path in PACKAGE.rglob("*.py")
        if path.name != "settings.py"
        for m in re.findall(r'settings\["(COMSPIDER_[A-Z0-9_]+)"\]', path.read_text("utf-8"))
    }
    assert read, "the scan found no reads at all"
    missing = sorted(name for name in read if not re.search(rf"^{name}\b", source, re.M))
    assert not missing, f"read by the code but not in settings.py: {missing}"


def test_every_setting_is_documented_where_it_is_defined() -> None:
    """Each COMSPIDER_* assignment in settings.py has a comment next to it (above it, or
    on its line)."""
    lines = (PACKAGE / "settings.py").read_text("utf-8").splitlines()
    undocumented = []
    for i, line in enumerate(lines):
        m = re.match(r"^(COMSPIDER_[A-Z0-9_]+)\s*=", line)
        if not m:
            continue
        above = [lines[j] for j in range(max(0, i - 3), i)]
        if "#" not in line and not any(a.lstrip().startswith("#") for a in above):
            undocumented.append(m.group(1))
    assert not undocumented, f"settings without a comment: {undocumented}"


def test_one_default_per_knob_the_code_reads_without_a_fallback() -> None:
    """A comspider setting's default is written once, in settings.py: the code never
    passes a second one to settings.get*()."""
    fallbacks = [
        f"{path.relative_to(PACKAGE)}:{line} {name}"
        for path, line, name, n in _settings_reads()
        if name.startswith(("COMSPIDER_", "PLAYWRIGHT_")) and n > 1
    ]
    assert not fallbacks, f"settings read with a second default: {fallbacks}"


def test_no_comspider_setting_is_read_from_the_environment_outside_settings_py() -> None:
    offenders = [
        str(path.relative_to(PACKAGE))
        for path in PACKAGE.rglob("*.py")
        if path.name != "settings.py"
        and re.search(r'environ(?:\.get)?\s*[\[(]\s*"COMSPIDER_', path.read_text("utf-8"))
    ]
    assert not offenders, f"environment read outside settings.py: {offenders}"


def test_click_threshold_setting_follows_the_shipped_model() -> None:
    from comspider.interaction.clickable_ranker import DEFAULT_THRESHOLD

    assert project_settings.COMSPIDER_CLICK_THRESHOLD == DEFAULT_THRESHOLD


def test_the_redis_add_on_names_what_runs() -> None:
    """COMSPIDER_BACKEND=redis: the crawler's settings name the shared components; a value
    the user gave is kept."""
    from comspider_lab.testing import comspider_crawler

    local = comspider_crawler()
    assert local.settings["COMSPIDER_INNER_SCHEDULER"] == "scrapy.core.scheduler.Scheduler"
    shared = comspider_crawler(overrides={"COMSPIDER_BACKEND": "redis"})
    assert shared.settings["COMSPIDER_INNER_SCHEDULER"].endswith("RedisRequestScheduler")
    assert shared.settings["DUPEFILTER_CLASS"].endswith("RedisDupeFilter")
    assert shared.settings["COMSPIDER_POLL_LOCK"].endswith("RedisPollLock")
    assert shared.settings.getfloat("COMSPIDER_IDLE_BEFORE_CLOSE") == 30.0
    assert shared.settings.getbool("COMSPIDER_CLAIM_LEDGER") is False
    own = comspider_crawler(overrides={"COMSPIDER_BACKEND": "redis", "COMSPIDER_IDLE_BEFORE_CLOSE": 5})
    assert own.settings.getfloat("COMSPIDER_IDLE_BEFORE_CLOSE") == 5.0


def test_each_setting_is_read_as_its_default_is_written() -> None:
    """getint reads an int default, getfloat a float one, getbool a bool one: the check
    of the values (comspider.commands._setting_values) takes a setting's kind from its default, so
    a float read of an int default would refuse 600.5 that the code takes."""
    from comspider.commands._setting_values import _kinds, known_settings

    kinds = _kinds(known_settings())
    getter_kind = {"getint": int, "getfloat": float, "getbool": bool}
    wrong = []
    for path, line, name, _ in _settings_reads():
        for getter, kind in getter_kind.items():
            source = path.read_text("utf-8").splitlines()[line - 1]
            if f'{getter}("{name}"' in source and name in kinds and kinds[name] is not kind:
                wrong.append(f"{path.relative_to(PACKAGE)}:{line} {name} {getter}, default {kinds[name]}")
    assert not wrong, wrong
