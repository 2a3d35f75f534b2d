"""Every COMSPIDER_* setting's value is checked against its default's kind and range
(comspider.commands._setting_values): a bad one is one line naming the setting, the value and what
is accepted; a misspelt name gets "did you mean"."""

from __future__ import annotations

import pytest

from comspider import settings as defaults
from comspider.commands._setting_values import (
    RANGES,
    SettingValueError,
    check_settings,
    known_settings,
    setting_problems,
)
from comspider.crawl_settings import crawl_settings
from comspider.settings import _env_bool


def _problems(overrides: dict[str, object]) -> list[str]:
    return setting_problems(crawl_settings(overrides))


def test_the_project_defaults_pass() -> None:
    assert _problems({}) == []


@pytest.mark.parametrize(
    ("name", "value", "expected"),
    [
        ("COMSPIDER_BACKEND", "sqllite", "'sqllite': not a backend; accepted: sqlite, redis, memory"),
        ("COMSPIDER_BACKEND", "mongo", "'mongo': not a backend; accepted: sqlite, redis, memory"),
        ("COMSPIDER_SCHEDULE_POLICY", "bogus", "not a schedule policy; accepted: complete, learned"),
        ("COMSPIDER_QUEUE_SYNC", "FAST", "not a SQLite synchronous mode; accepted: OFF, NORMAL, FULL"),
        ("COMSPIDER_EXTRACTION_CODES", "Both", "accepted: exact, shape, both"),
        ("COMSPIDER_GOTO_WAIT_UNTIL", "ready", "not a load state"),
        ("COMSPIDER_MAX_CLICKS", "-3", "'-3': out of range; accepted: a whole number, 0 or more"),
        ("COMSPIDER_MAX_CLICKS", "abc", "'abc': not a whole number; accepted: a whole number, 0 or more"),
        ("COMSPIDER_MAX_CLICKS", "3.5", "not a whole number"),
        ("COMSPIDER_MAX_CLICKS", 3.5, "3.5: not a whole number"),
        ("COMSPIDER_MAX_CLICKS", True, "not a whole number"),
        ("COMSPIDER_FT", "2.5", "not a whole number"),  # a renamed setting: its new name's kind
        ("COMSPIDER_SETTLE_MAX", "-0.5", "out of range; accepted: a number, 0 or more"),
        ("COMSPIDER_SETTLE_MAX", "soon", "'soon': not a number"),
        ("COMSPIDER_SETTLE_MAX", "nan", "not a number"),
        ("COMSPIDER_SETTLE_MAX", "inf", "not a number"),
        ("COMSPIDER_HTTP_FIRST", "maybe", "'maybe': not a boolean; accepted: true, false, True, False, 1, 0"),
        ("COMSPIDER_HTTP_FIRST", "yes", "not a boolean"),  # Scrapy's getbool refuses it
        ("COMSPIDER_HTTP_FIRST", "2", "not a boolean"),  # getbool reads it as true, undocumented
        ("COMSPIDER_MIN_COMMENTS", "-5", "out of range; accepted: a whole number, 1 or more"),
        ("COMSPIDER_MIN_COMMENTS", "0", "1 or more"),
        ("COMSPIDER_QUEUE_SERVERS", "0", "1 or more"),
        ("COMSPIDER_DISCUSSION_HOURS", "0", "a number above 0"),
        ("COMSPIDER_REVISIT_MIN_GAIN", "1", "a number between 0 and 1, neither included"),
        ("COMSPIDER_TEMPLATE_STRUCTURE_WEIGHT", "1.5", "a number from 0 to 1"),
    ],
)
def test_a_bad_value_is_one_line_naming_setting_value_and_what_is_accepted(
    name: str, value: object, expected: str
) -> None:
    [problem] = _problems({name: value})
    assert problem.startswith(f"{name}="), problem
    assert expected in problem, problem
    assert "\n" not in problem


@pytest.mark.parametrize(
    ("name", "value"),
    [
        ("COMSPIDER_BACKEND", " Memory"),  # as the state folds it
        ("COMSPIDER_SCHEDULE_POLICY", "IMMEDIATE"),
        ("COMSPIDER_QUEUE_SYNC", "normal"),
        ("COMSPIDER_MAX_CLICKS", "0"),
        ("COMSPIDER_MAX_CLICKS", 7),
        ("COMSPIDER_MAX_CLICKS", 7.0),
        ("COMSPIDER_SETTLE_MAX", "1e1"),
        ("COMSPIDER_SETTLE_MAX", 2),
        ("COMSPIDER_VISIT_TIMEOUT", "600.5"),  # read as a float: its default says so
        ("COMSPIDER_HTTP_FIRST", "false"),
        ("COMSPIDER_HTTP_FIRST", "True"),
        ("COMSPIDER_HTTP_FIRST", "0"),
        ("COMSPIDER_HTTP_FIRST", False),
        ("COMSPIDER_HTTP_FIRST", 1),
        ("COMSPIDER_CLICK_THRESHOLD", "2"),  # above every score: no candidate passes
        ("COMSPIDER_WAIT_PRIOR_HOURS", "0"),  # the lab's fault crawls: visit at once
        ("COMSPIDER_STATE_PATH", "/tmp/state.sqlite3"),
        ("COMSPIDER_LAB_MEMORY_BATCH", "100"),  # the lab's own extensions' settings
    ],
)
def test_values_scrapy_reads_as_meant_pass(name: str, value: object) -> None:
    assert _problems({name: value}) == []


def test_the_learned_policy_needs_a_prior_wait() -> None:
    assert _problems({"COMSPIDER_WAIT_PRIOR_HOURS": "0"}) == []
    [problem] = _problems({"COMSPIDER_WAIT_PRIOR_HOURS": "0", "COMSPIDER_SCHEDULE_POLICY": "learned"})
    assert problem.startswith(
        "COMSPIDER_WAIT_PRIOR_HOURS='0': out of range for COMSPIDER_SCHEDULE_POLICY=learned"
    )


def test_a_misspelt_name_gets_did_you_mean() -> None:
    [problem] = _problems({"COMSPIDER_MAX_CLIKS": "3"})
    assert problem.startswith(
        "COMSPIDER_MAX_CLIKS: not a comspider setting; did you mean COMSPIDER_MAX_CLICKS"
    )


def test_check_settings_raises_the_first_problem_in_one_line() -> None:
    with pytest.raises(SettingValueError, match=r"^COMSPIDER_BACKEND='mongo': .* \(and 1 more\)$"):
        check_settings(crawl_settings({"COMSPIDER_BACKEND": "mongo", "COMSPIDER_MAX_CLICKS": "-1"}))
    assert issubclass(SettingValueError, ValueError)


def test_a_boolean_environment_variable_that_is_no_boolean_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    name = "COMSPIDER_ALLOW_PRIVATE_NETWORKS"
    for word, meant in (("YES", True), (" on ", True), ("0", False), ("Off", False), ("", False)):
        monkeypatch.setenv(name, word)
        assert _env_bool(name) is meant
    monkeypatch.setenv(name, "maybe")
    assert _env_bool(name) == "maybe"  # kept as given, never read as false
    settings = crawl_settings()
    settings.set(name, _env_bool(name), priority="project")  # as settings.py reads it
    [problem] = setting_problems(settings)
    assert problem.startswith(f"environment variable {name}='maybe': not a boolean; accepted: 1, 0, true")
    # the same value given with -s is named as a setting, with Scrapy's forms
    [problem] = setting_problems(crawl_settings({name: "maybe"}))
    assert problem.startswith(f"{name}='maybe': not a boolean; accepted: true, false")


def test_every_range_names_a_number_setting() -> None:
    numbers = {n for n, v in known_settings().items() if type(v) in (int, float)}
    assert set(RANGES) <= numbers
    for name, bounds in RANGES.items():
        assert bounds.accepts(float(getattr(defaults, name))), name
