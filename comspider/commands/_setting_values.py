"""The values of the ``COMSPIDER_*`` settings, checked once when a crawl starts.

``comspider crawl`` (and every command taking ``-s``), ``scrapy crawl news_comments``
(comspider.scrapy_commands.crawl) and :func:`comspider.crawl` call :func:`check_settings`
before anything starts; a bad name or value is one line naming the setting, the value and
what is accepted (exit status 2 for the commands, a ValueError for the API)::

    COMSPIDER_MAX_CLICKS='abc': not a whole number; accepted: a whole number, 0 or more
    COMSPIDER_BACKEND='sqllite': not a backend; accepted: sqlite, redis, memory
    COMSPIDER_MAX_CLIKS: not a comspider setting; did you mean COMSPIDER_MAX_CLICKS?

What a setting accepts comes from its default in comspider/settings.py: a bool takes
Scrapy's boolean forms (``Settings.getbool``: True/False, 1/0, '1'/'0', 'True'/'False',
'true'/'false'), an int a whole number, a float a finite number, and no number is
negative. Only what the defaults cannot say is written here: the few settings with a
fixed set of values (:func:`_choices`, from the code that reads them) and the numbers with
a narrower range (:data:`RANGES`). ``COMSPIDER_LAB_*`` settings belong to the lab's own
extensions and are not checked.

A boolean read from the environment (``COMSPIDER_ALLOW_PRIVATE_NETWORKS=yes``) takes
1/0, true/false, yes/no, on/off in any case (settings.py's ``_env_bool``); anything else
is kept as given, so that the check names the variable instead of reading it as false.

Here, with the commands, because it asks the stages that read a setting what they accept
(the state's backends, the visit policies): the shared root modules import no stage.
"""

from __future__ import annotations

import difflib
import math
import os
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from scrapy.settings import SETTINGS_PRIORITIES

PREFIX = "COMSPIDER_"
# settings of the lab's own extensions (lab/comspider_lab), which settings.py does not list
UNCHECKED_PREFIX = "COMSPIDER_LAB_"

# Scrapy's Settings.getbool: these and nothing else (it takes any integer string too,
# "2" as true, but documents only these)
BOOLEAN_TRUE = (True, 1, "1", "True", "true")
BOOLEAN_FALSE = (False, 0, "0", "False", "false")
BOOLEANS = "true, false, True, False, 1, 0"


class SettingValueError(ValueError):
    """A ``COMSPIDER_*`` setting with a bad name or value: one line."""


def _env_booleans() -> str:
    """The words settings.py's ``_env_bool`` reads an environment variable's boolean from."""
    from comspider import settings as defaults  # noqa: PLC0415

    words = [w for pair in zip(defaults._env_true, defaults._env_false, strict=True) for w in pair]
    return ", ".join(words) + " (any case)"


@dataclass(frozen=True, slots=True)
class Choice:
    """One of ``values``, after ``fold`` (as the code that reads the setting folds it)."""

    what: str
    values: tuple[str, ...]
    fold: Callable[[str], str] = str

    def accepts(self, value: Any) -> bool:
        return isinstance(value, str) and self.fold(value) in self.values


@dataclass(frozen=True, slots=True)
class Range:
    """low <= value <= high, or strictly above / below when open."""

    low: float = 0.0
    high: float = math.inf
    low_open: bool = False
    high_open: bool = False

    def accepts(self, number: float) -> bool:
        above = number > self.low if self.low_open else number >= self.low
        below = number < self.high if self.high_open else number <= self.high
        return above and below

    def describe(self, whole: bool) -> str:
        kind = "a whole number" if whole else "a number"
        low = _number(self.low)
        if self.high == math.inf:
            return f"{kind} above {low}" if self.low_open else f"{kind}, {low} or more"
        high = _number(self.high)
        if self.low_open and self.high_open:
            return f"{kind} between {low} and {high}, neither included"
        if self.low_open or self.high_open:
            return f"{kind} from {low} to {high}, {low if self.low_open else high} not included"
        return f"{kind} from {low} to {high}"


def _number(x: float) -> str:
    return str(int(x)) if float(x).is_integer() else str(x)


def _choices() -> dict[str, Choice]:
    """The settings with a fixed set of values, from the code that reads them (imported
    here, when a crawl starts: settings.py imports this module)."""
    from comspider.records.invariants import CODES  # noqa: PLC0415
    from comspider.scheduling.visit_policy import POLICIES  # noqa: PLC0415
    from comspider.state.backend import BACKENDS  # noqa: PLC0415
    from comspider.state.sqlite_db import SYNCHRONOUS  # noqa: PLC0415

    def lower(value: str) -> str:
        return value.strip().lower()

    return {
        "COMSPIDER_BACKEND": Choice("a backend", BACKENDS, lower),
        "COMSPIDER_SCHEDULE_POLICY": Choice("a schedule policy", POLICIES, lower),
        "COMSPIDER_QUEUE_SYNC": Choice("a SQLite synchronous mode", SYNCHRONOUS, str.upper),
        "COMSPIDER_EXTRACTION_CODES": Choice("a kind of codes", CODES),
        # Playwright's page.goto(wait_until=...)
        "COMSPIDER_GOTO_WAIT_UNTIL": Choice(
            "a load state", ("domcontentloaded", "load", "networkidle", "commit")
        ),
    }


#: Numbers whose range is narrower than "0 or more" (the rest of their meaning in settings.py).
RANGES: dict[str, Range] = {
    # the visit policy's (comspider.scheduling.visit_policy.PolicyConfig): at least one...
    "COMSPIDER_MIN_COMMENTS": Range(1),
    "COMSPIDER_MAX_VISITS": Range(1),
    "COMSPIDER_QUEUE_SERVERS": Range(1),
    # ...some time (COMSPIDER_WAIT_PRIOR_HOURS may be 0: a fixed wait of none)...
    "COMSPIDER_FIRST_VISIT_HOURS": Range(0, low_open=True),
    "COMSPIDER_DISCUSSION_HOURS": Range(0, low_open=True),
    # ...and a share of the discussion
    "COMSPIDER_REVISIT_MIN_GAIN": Range(0, 1, low_open=True, high_open=True),
    # w of w * structure + (1 - w) * style
    "COMSPIDER_TEMPLATE_STRUCTURE_WEIGHT": Range(0, 1),
}
NOT_NEGATIVE = Range()


def known_settings() -> dict[str, Any]:
    """Every ``COMSPIDER_*`` setting of settings.py, with its default."""
    from comspider import settings as defaults  # noqa: PLC0415

    return {name: getattr(defaults, name) for name in dir(defaults) if name.startswith(PREFIX)}


def unknown_setting(name: str, known: Iterable[str] | None = None) -> str | None:
    """Why ``name`` is no comspider setting, with the closest ones ("did you mean"); None
    when it is one, or is no ``COMSPIDER_*`` name at all."""
    if not name.startswith(PREFIX) or name.startswith(UNCHECKED_PREFIX):
        return None
    names = sorted(known if known is not None else known_settings())
    if name in names:
        return None
    close = difflib.get_close_matches(name, names, 3)
    hint = f"; did you mean {', '.join(close)}?" if close else "; see comspider/settings.py"
    return f"not a comspider setting{hint}"


KINDS: dict[str, type] = {"bool": bool, "int": int, "float": float}


def _kinds(defaults: dict[str, Any]) -> dict[str, type]:
    """Each setting's kind: its annotation in settings.py (a setting read from the
    environment), else its default's type; a renamed setting's old name (None by
    default) takes its new name's."""
    from comspider import settings as module  # noqa: PLC0415
    from comspider.renamed_settings import RENAMED  # noqa: PLC0415

    annotations = getattr(module, "__annotations__", {})
    kinds: dict[str, type] = {}
    for name, value in defaults.items():
        kind = KINDS.get(str(annotations.get(name)), type(value))
        if kind in (bool, int, float):
            kinds[name] = kind
    for old, new in RENAMED.items():
        if new in kinds:
            kinds[old] = kinds[new]
    return kinds


def value_problem(
    name: str, value: Any, kind: type | None, choice: Choice | None, from_env: bool = False
) -> str | None:
    """What is wrong with ``value`` for the setting ``name`` ("not a whole number;
    accepted: ..."), or None when it is fine (``from_env``: read from the environment
    variable of its name). None is the value of an unset setting."""
    if value is None:
        return None
    if choice is not None:
        if choice.accepts(value):
            return None
        return f"not {choice.what}; accepted: {', '.join(choice.values)}"
    if kind is bool:
        if any(value == v and type(value) is type(v) for v in (*BOOLEAN_TRUE, *BOOLEAN_FALSE)):
            return None
        return f"not a boolean; accepted: {_env_booleans() if from_env else BOOLEANS}"
    if kind in (int, float):
        whole = kind is int
        bounds = RANGES.get(name, NOT_NEGATIVE)
        number = _as_number(value, whole)
        if number is None:
            what = "a whole number" if whole else "a number"
            return f"not {what}; accepted: {bounds.describe(whole)}"
        if not bounds.accepts(number):
            return f"out of range; accepted: {bounds.describe(whole)}"
    return None


def _as_number(value: Any, whole: bool) -> float | None:
    """The number ``value`` is, as Scrapy's getint/getfloat would read it; None when it
    is none (or not whole where a whole number is wanted, or not finite)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, str):
        try:
            number = float(int(value)) if whole else float(value)
        except ValueError:
            return None
    elif isinstance(value, int | float):
        number = float(value)
        if whole and not number.is_integer():
            return None
    else:
        return None
    return number if math.isfinite(number) else None


def setting_problems(settings: Any) -> list[str]:
    """One line per bad ``COMSPIDER_*`` name or value of ``settings`` (Scrapy settings),
    in the order of the names."""
    defaults = known_settings()
    kinds = _kinds(defaults)
    choices = _choices()
    problems = []
    for name in sorted(n for n, _ in settings.items() if n.startswith(PREFIX)):
        unknown = unknown_setting(name, defaults)
        if unknown is not None:
            problems.append(f"{name}: {unknown}")
            continue
        value = settings.get(name)
        from_env = _from_environment(settings, name, value)
        problem = value_problem(name, value, kinds.get(name), choices.get(name), from_env)
        if problem is not None:
            where = "environment variable " if from_env else ""
            problems.append(f"{where}{name}={value!r}: {problem}")
    if not problems:
        problems += _combined_problems(settings)
    return problems


def _combined_problems(settings: Any) -> list[str]:
    """Values fine alone but not together (PolicyConfig's rules): the learned policy's
    T_W starts at COMSPIDER_WAIT_PRIOR_HOURS, which a fixed wait may set to 0."""
    policy = str(settings.get("COMSPIDER_SCHEDULE_POLICY")).strip().lower()
    hours = settings.get("COMSPIDER_WAIT_PRIOR_HOURS")
    if policy == "learned" and float(hours) <= 0:
        policy_rule = "out of range for COMSPIDER_SCHEDULE_POLICY=learned; accepted: a number above 0"
        return [f"COMSPIDER_WAIT_PRIOR_HOURS={hours!r}: {policy_rule}"]
    return []


def _from_environment(settings: Any, name: str, value: Any) -> bool:
    """Whether settings.py read ``value`` from the environment variable ``name``."""
    given = os.environ.get(name)
    priority = settings.getpriority(name)
    from_project = priority is None or priority <= SETTINGS_PRIORITIES["project"]
    return from_project and given is not None and value == given


def check_settings(settings: Any) -> None:
    """Raise :class:`SettingValueError` (one line: the first problem) when a
    ``COMSPIDER_*`` setting is misspelt or has a bad value."""
    problems = setting_problems(settings)
    if problems:
        more = f" (and {len(problems) - 1} more)" if len(problems) > 1 else ""
        raise SettingValueError(problems[0] + more)
