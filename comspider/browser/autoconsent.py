"""Cookie consent with DuckDuckGo's autoconsent, in opt-in mode, in every document.

autoconsent (npm ``@duckduckgo/autoconsent``, MPL-2.0) is a maintained library of rules
for several hundred consent-management platforms and site-specific banners, with an
in-page script that runs them. comspider accepts (``autoAction: optIn``): comment widgets
are third-party embeds that sites often load only after consent.

Where the files come from: ``make setup`` installs the version pinned in
``tools/autoconsent/package-lock.json`` and copies ``dist/autoconsent.playwright.js`` and
``rules/rules.json`` into ``comspider/browser/autoconsent_bundle/`` (git-ignored package
data, so an editable install, a wheel and a Scrapyd egg built afterwards all carry them).
``COMSPIDER_AUTOCONSENT_PATH`` names another folder. When the files are not found, one
warning says so and :mod:`comspider.interaction.consent` uses its hand-written platform rules.

How it runs (the package's Playwright integration): :meth:`AutoconsentBridge.install`
adds the script as an init script of the browser context, so it runs in every document,
popups and iframes included, before the page's own scripts, and exposes the binding
``autoconsentSendMessage`` through which the script talks to us:

- ``init``: we answer ``initResp`` with the config and the rules that can opt in and may
  run in that kind of frame (main document or iframe), a site's own rules (those with a
  ``urlPattern``) only where the pattern matches the document's URL, as the package's own
  browser extension does (``filterCompactRules`` in its ``lib/encoding.ts``): the script
  never runs a site's rule elsewhere, and the generic rules alone are a third smaller;
- ``eval``: a rule's snippet, evaluated in the frame (``evalResp``);
- ``report`` (every state change), ``popupFound``, ``optInResult``, ``autoconsentDone``,
  ``autoconsentError``: recorded per page in an :class:`AutoconsentLog`, which
  :func:`comspider.interaction.consent.dismiss_consent` reads to wait for a banner being
  handled and to report what autoconsent accepted. A ``report`` that says nothing the log
  reads is dropped in the page (``js/autoconsent_reports.js``): the same lifecycle, clicks
  and platforms as the last one passed, or the document's start and search before anything
  was found (the script reports each step of its search, in every document).

Cosmetic rules (which only hide a banner, leaving consent-gated widgets unloaded),
generated rules and heuristics (opt-out only) and pre-hiding are off.
"""

from __future__ import annotations

import asyncio
import functools
import json
import logging
import re
import time
import weakref
from dataclasses import dataclass, field
from importlib import resources
from importlib.resources.abc import Traversable
from pathlib import Path
from typing import Any

from comspider import page_scripts
from comspider.page_scripts import init_script, script

logger = logging.getLogger(__name__)

SCRIPT = "autoconsent.playwright.js"
RULES = "rules.json"
BUNDLED = "autoconsent_bundle"
BINDING = "autoconsentSendMessage"

#: The script's configuration (lib/types.ts ``Config`` in the npm package).
CONFIG: dict[str, Any] = {
    "enabled": True,
    "autoAction": "optIn",
    "disabledCmps": [],
    "enablePrehide": False,  # never hide what the text fallback may still have to click
    "enableCosmeticRules": False,
    "enableGeneratedRules": False,
    "enableHeuristicDetection": False,
    "heuristicMode": "off",
    "detectRetries": 20,  # about 10 s of looking for a platform after the DOM is ready
    "isMainWorld": True,  # the init script runs in the page's world: snippets run inline
    "prehideTimeout": 2000,
    "visualTest": False,
    "logs": {
        "lifecycle": False,
        "rulesteps": False,
        "detectionsteps": False,
        "evals": False,
        "errors": False,
        "messages": False,
        "waits": False,
    },
}

# A message to the in-page script (its initResp, an evalResp).
_MESSAGE_JS = script("comspider.browser", "autoconsent_message.js")
# Before the bundle, in the same init script: only the reports that say something new pass.
_REPORTS_JS = init_script("comspider.browser", "autoconsent_reports.js")


def gated_init_script(bundle_script: str) -> str:
    """The context's one autoconsent init script: the report filter, then the bundle, run
    only in a document that may show a banner (``js/autoconsent_gate.js``)."""
    return page_scripts.gated_init_script(
        "comspider.browser", "autoconsent_gate.js", f"{_REPORTS_JS}\n{bundle_script}"
    )


# Lifecycle states (lib/types.ts LifecycleState) in which a banner is being handled.
_BUSY = frozenset({"openPopupDetected", "runningOptIn"})
# A platform was found; its banner may still appear (the rules wait a little for it).
_DETECTED = "cmpDetected"


#: initResp messages kept per bundle (by kind of frame and the site rules in them): nearly
#: every page gets the generic rules alone.
_MESSAGES_KEPT = 64


@dataclass(frozen=True, slots=True)
class AutoconsentBundle:
    """autoconsent's in-page script and the rules comspider sends it."""

    script: str
    main_rules: list[dict]  # rules that can opt in and may run in a main document
    frame_rules: list[dict]  # ... in an iframe
    version: str
    source: str  # where the files were read, for the log
    _messages: dict[tuple[bool, tuple[int, ...]], str] = field(
        default_factory=dict, compare=False, repr=False
    )

    def init_for(self, url: str, main: bool) -> str:
        """The ``initResp`` message (JSON) for a document at ``url``: the generic rules of
        its kind of frame, and the site rules whose ``urlPattern`` matches ``url`` (as
        autoconsent's ``hasMatchingUrlPattern`` reads it: ``url.match(pattern)``; a pattern
        Python cannot read is always sent)."""
        rules = self.main_rules if main else self.frame_rules
        chosen = tuple(i for i, rule in enumerate(rules) if _for_url(rule, url))
        key = (main, chosen)
        message = self._messages.get(key)
        if message is None:
            message = init_message([rules[i] for i in chosen])
            if len(self._messages) < _MESSAGES_KEPT:
                self._messages[key] = message
        return message

    @classmethod
    def from_folder(cls, folder: Traversable | Path) -> AutoconsentBundle:
        """Read a bundle folder (``autoconsent.playwright.js``, ``rules.json``) or the npm
        package's folder (``dist/...``, ``rules/...``). Raises FileNotFoundError."""
        for script_name, rules in ((SCRIPT, RULES), (f"dist/{SCRIPT}", f"rules/{RULES}")):
            script_file, rules_file = folder.joinpath(script_name), folder.joinpath(rules)
            if script_file.is_file() and rules_file.is_file():
                break
        else:
            raise FileNotFoundError(f"no {SCRIPT} and {RULES} in {folder}")
        version = "unknown"
        package = folder.joinpath("package.json")
        if package.is_file():
            try:
                version = str(json.loads(package.read_text(encoding="utf-8")).get("version") or version)
            except ValueError:
                pass
        all_rules = json.loads(rules_file.read_text(encoding="utf-8")).get("autoconsent") or []
        opt_in = [rule for rule in all_rules if rule.get("optIn") and not rule.get("cosmetic")]
        main_rules = [rule for rule in opt_in if _runs_in(rule, main=True)]
        frame_rules = [rule for rule in opt_in if _runs_in(rule, main=False)]
        return cls(
            script=script_file.read_text(encoding="utf-8"),
            main_rules=main_rules,
            frame_rules=frame_rules,
            version=version,
            source=str(folder),
        )

    @classmethod
    def locate(cls, path: str | None) -> AutoconsentBundle | None:
        """The bundle at ``path`` (COMSPIDER_AUTOCONSENT_PATH), else the package's copy;
        None, with ONE warning per process, when neither is there."""
        try:
            if path:
                return cls.from_folder(Path(path).expanduser())
            return cls.from_folder(resources.files("comspider.browser").joinpath(BUNDLED))
        except (OSError, ValueError) as exc:
            where = path or f"comspider/browser/{BUNDLED}"
            if where not in _warned:
                _warned.add(where)
                logger.warning(
                    "autoconsent not found (%s: %s): cookie banners are accepted with comspider's "
                    "hand-written platform rules and accept texts only. Run `make setup` (npm installs "
                    "@duckduckgo/autoconsent and copies its build into the package) or set "
                    "COMSPIDER_AUTOCONSENT_PATH.",
                    where,
                    exc,
                )
            return None


_warned: set[str] = set()


def init_message(rules: list[dict]) -> str:
    """The ``initResp`` message as JSON text (parsed by the page's engine, not serialised
    value by value through the protocol)."""
    return json.dumps({"type": "initResp", "config": CONFIG, "rules": {"autoconsent": rules}})


def _url_pattern(rule: dict) -> str:
    return str((rule.get("runContext") or {}).get("urlPattern") or "")


@functools.cache
def _compiled(pattern: str) -> re.Pattern[str] | None:
    try:
        return re.compile(pattern)
    except re.error:
        return None


def _for_url(rule: dict, url: str) -> bool:
    """Whether autoconsent may run ``rule`` in a document at ``url``: a rule without a
    ``urlPattern`` anywhere, a site's rule where its pattern matches (JavaScript's
    ``String.match``: a search, unanchored unless the pattern says so)."""
    pattern = _url_pattern(rule)
    if not pattern:
        return True
    compiled = _compiled(pattern)
    return compiled is None or compiled.search(url) is not None


def _runs_in(rule: dict, main: bool) -> bool:
    context = rule.get("runContext") or {}
    if main:
        return context.get("main", True) is not False
    return context.get("frame", False) is True


@dataclass(slots=True)
class Run:
    """One document's autoconsent run (one content-script instance)."""

    instance: str
    url: str
    main: bool
    lifecycle: str = "loading"
    since: float = field(default_factory=time.monotonic)  # when the lifecycle last changed
    cmp: str | None = None  # the platform whose banner was found
    result: bool | None = None  # the opt-in's outcome
    clicks: int = 0
    reported: bool = False  # handed to the consent step already


class AutoconsentLog:
    """What autoconsent did on one page, document by document."""

    def __init__(self) -> None:
        self.runs: dict[str, Run] = {}
        self.detected: set[str] = set()  # platforms present (banner shown or not)
        self.errors: list[str] = []
        self.changed = asyncio.Event()

    def record(self, message: dict, main: bool) -> None:
        kind = message.get("type")
        url = str(message.get("url") or "")
        if kind == "report":
            instance = str(message.get("instanceId") or url)
            state = message.get("state") or {}
            run = self.runs.get(instance)
            if run is None:
                run = self.runs[instance] = Run(instance, url, bool(message.get("mainFrame", main)))
            lifecycle = str(state.get("lifecycle") or run.lifecycle)
            if lifecycle != run.lifecycle:
                run.lifecycle, run.since = lifecycle, time.monotonic()
            run.clicks = int(state.get("clicks") or run.clicks)
            self.detected.update(str(name) for name in state.get("detectedCmps") or ())
        elif kind in ("popupFound", "optInResult", "autoconsentDone"):
            run = self._run_for(url, main)
            run.cmp = str(message.get("cmp") or run.cmp or "")
            if kind == "optInResult":
                run.result = bool(message.get("result"))
            elif kind == "autoconsentDone":
                run.result = True if run.result is None else run.result
        elif kind == "autoconsentError":
            self.errors.append(json.dumps(message.get("details"), default=str)[:300])
        self.changed.set()

    def _run_for(self, url: str, main: bool) -> Run:
        """The newest run of the document at ``url`` (result messages carry no instance id)."""
        for run in reversed(list(self.runs.values())):
            if run.url == url:
                return run
        run = self.runs[f"url:{url}"] = Run(f"url:{url}", url, main)
        return run

    def busy(self, detected_grace: float) -> bool:
        """Whether a banner is being handled, or a platform was found less than
        ``detected_grace`` seconds ago and its banner may still show."""
        now = time.monotonic()
        for run in self.runs.values():
            if run.result is not None:
                continue
            if run.lifecycle in _BUSY:
                return True
            if run.lifecycle == _DETECTED and now - run.since < detected_grace:
                return True
        return False

    async def settled(self, timeout: float, detected_grace: float = 2.5) -> None:
        """Wait (at most ``timeout`` s) until no banner is being handled."""
        deadline = time.monotonic() + timeout
        while self.busy(detected_grace):
            left = deadline - time.monotonic()
            if left <= 0:
                return
            self.changed.clear()
            try:
                await asyncio.wait_for(self.changed.wait(), min(left, 0.25))
            except TimeoutError:
                pass

    def take_results(self) -> list[Run]:
        """Runs that reached an opt-in result since the last call."""
        out = [run for run in self.runs.values() if run.result is not None and not run.reported]
        for run in out:
            run.reported = True
        return out


class AutoconsentBridge:
    """Installs autoconsent in browser contexts and keeps each page's log."""

    def __init__(self, bundle: AutoconsentBundle, wait: float) -> None:
        self.bundle = bundle
        self.wait = wait
        self.logs: weakref.WeakKeyDictionary[Any, AutoconsentLog] = weakref.WeakKeyDictionary()

    @classmethod
    def from_settings(cls, settings: Any) -> AutoconsentBridge | None:
        """None when consent or autoconsent is off, or its files are missing."""
        if not (
            settings.getbool("COMSPIDER_CONSENT_ENABLED")
            and settings.getbool("COMSPIDER_AUTOCONSENT_ENABLED")
        ):
            return None
        bundle = AutoconsentBundle.locate(settings.get("COMSPIDER_AUTOCONSENT_PATH"))
        if bundle is None:
            return None
        logger.info(
            "Cookie consent: autoconsent %s (%d opt-in rules) from %s",
            bundle.version,
            len(bundle.main_rules),
            bundle.source,
        )
        return cls(bundle, settings.getfloat("COMSPIDER_AUTOCONSENT_WAIT"))

    async def install(self, context: Any) -> None:
        """Run autoconsent in every document of ``context`` from now on."""
        await context.expose_binding(BINDING, self._on_message)
        # one init script: the report filter must wrap the binding before the bundle keeps it
        await context.add_init_script(gated_init_script(self.bundle.script))
        _BRIDGES[context] = self

    def log_for(self, page: Any) -> AutoconsentLog:
        log = self.logs.get(page)
        if log is None:
            log = self.logs[page] = AutoconsentLog()
        return log

    async def _on_message(self, source: Any, message: Any) -> None:
        """The script's messages; a failure here never reaches the page or the crawl."""
        if not isinstance(message, dict):
            return
        try:
            frame, page = source["frame"], source["page"]
            main = frame.parent_frame is None
            kind = message.get("type")
            if kind == "init":
                url = str(message.get("url") or "")
                await frame.evaluate(_MESSAGE_JS, self.bundle.init_for(url, main))
            elif kind == "eval":
                try:
                    result = bool(await frame.evaluate(str(message.get("code") or "false")))
                except Exception:
                    result = False
                reply = {"type": "evalResp", "id": message.get("id"), "result": result}
                await frame.evaluate(_MESSAGE_JS, reply)
            else:
                self.log_for(page).record(message, main)
        except Exception as exc:  # the frame detached, the page closed...
            logger.debug("autoconsent message %s not handled: %s", str(message.get("type")), exc)


# Contexts with autoconsent installed -> their bridge (the consent step finds a page's log
# through its context; contexts and pages are dropped with the browser's objects).
_BRIDGES: weakref.WeakKeyDictionary[Any, AutoconsentBridge] = weakref.WeakKeyDictionary()


def bridge_for(page: Any) -> AutoconsentBridge | None:
    """The bridge installed in ``page``'s context, or None."""
    try:
        return _BRIDGES.get(page.context)
    except Exception:
        return None
