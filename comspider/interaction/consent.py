"""Dismiss cookie-consent overlays before interacting (main document and frames).

Two layers:

1. DuckDuckGo's autoconsent (:mod:`comspider.browser.autoconsent`), when the download
   handler installed it in the page's context: it runs by itself in every document as the
   page loads and accepts the banners of the platforms and sites its maintained rules
   know. Here we wait (``COMSPIDER_AUTOCONSENT_WAIT`` at most) while it handles a banner
   and report what it accepted (``autoconsent/<rule>@main|frame``).
2. The fallback, for the banners it does not know or failed on: in each document, a
   button whose whole text is an accept phrase inside a consent-like container
   (:func:`~comspider.interaction.consent_rules.accept_score`, many languages), in the main
   document and in the frames whose URL looks like a consent message. Without autoconsent
   (its files not installed, or ``COMSPIDER_AUTOCONSENT_ENABLED`` off), the hand-written
   platform rules (:data:`~comspider.interaction.consent_rules.CMP_RULES`, open shadow roots
   included) are tried first.

The chosen element gets a real click (a dispatched click when something covers it); then
the page settles briefly and the search repeats, for two-step notices and for several
overlays, a few rounds at most.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field
from typing import Any

from playwright.async_api import Frame, JSHandle, Page

from comspider.browser.autoconsent import bridge_for
from comspider.interaction.consent_rules import (
    CONSENT_CONTEXT,
    EMBED_CONTEXT,
    accept_score,
    is_reject_text,
    rules_for_frame,
    selectors_for,
    shows_embed,
)
from comspider.interaction.settle import settle
from comspider.page_scripts import script

logger = logging.getLogger(__name__)

_FIND_JS = script("comspider.interaction", "consent_candidates.js")
_CLICK_JS = script("comspider.interaction", "click.js")
_FIELDS_JS = script("comspider.interaction", "found_fields.js")


@dataclass(slots=True)
class ConsentResult:
    clicked: list[str] = field(default_factory=list)  # "<rule>@main" / "<rule>@frame"
    failed: list[str] = field(default_factory=list)  # autoconsent rules whose opt-in failed
    errors: int = 0

    @property
    def dismissed(self) -> bool:
        return bool(self.clicked)


async def _candidates(frame: Frame, main: bool, platforms: bool) -> tuple[JSHandle | None, list[dict]]:
    url = frame.url or ""
    rules = rules_for_frame(url, main)
    consent_document = bool(rules) and not main
    pairs = [[name, sel] for name, sel in selectors_for(rules)] if platforms else []
    handle = await frame.evaluate_handle(
        _FIND_JS, [pairs, CONSENT_CONTEXT.pattern, consent_document, EMBED_CONTEXT.pattern if main else ""]
    )
    try:
        [infos] = await handle.evaluate(_FIELDS_JS, ["infos"])
    except Exception:
        await handle.dispose()
        raise
    return handle, list(infos or [])


def _choose(infos: list[dict]) -> int | None:
    """Index of the element to click: the first known-platform match; else the notice's
    text with the strongest accept meaning; else an embed placeholder's accept or "show
    content" button."""
    for i, info in enumerate(infos):
        if info.get("kind") == "cmp" and not is_reject_text(info.get("text") or ""):
            return i
    best, best_score = None, 0
    for i, info in enumerate(infos):
        if info.get("kind") != "text":
            continue
        score = accept_score(info.get("text") or "")
        if score > best_score:
            best, best_score = i, score
    if best is not None:
        return best
    return next(
        (
            i
            for i, info in enumerate(infos)
            if info.get("kind") == "embed" and shows_embed(info.get("text") or "")
        ),
        None,
    )


async def _click_in(frame: Frame, main: bool, timeout: float, platforms: bool) -> str | None:
    handle, infos = await _candidates(frame, main, platforms)
    try:
        index = _choose(infos)
        if index is None or handle is None:
            return None
        els = await handle.get_property("els")
        element = (await els.get_property(str(index))).as_element()
        if element is None:
            return None
        try:
            await element.click(timeout=timeout * 1000)
        except Exception:
            await element.evaluate(_CLICK_JS)
        info = infos[index]
        return f"{info.get('rule')}@{'main' if main else 'frame'}"
    finally:
        if handle is not None:
            try:
                await handle.dispose()
            except Exception:
                pass


async def dismiss_consent(
    page: Page,
    *,
    rounds: int = 3,
    click_timeout: float,
    quiet: float = 0.3,
    maximum: float = 2.0,
    max_frames: int,
) -> ConsentResult:
    """Accept the consent overlays of ``page``: what autoconsent accepted, then the
    fallback (main document, then consent frames)."""
    result = ConsentResult()
    bridge = bridge_for(page)
    log = bridge.log_for(page) if bridge is not None else None
    platforms = bridge is None  # the hand-written platform rules stand in for autoconsent
    for round_ in range(rounds):
        if log is not None and bridge is not None:
            # autoconsent may still be starting in a frame that loaded late: a round
            # that failed on a navigating frame looks again before the fallback
            await log.settled(bridge.wait if round_ == 0 else min(bridge.wait, maximum))
            if _take_autoconsent(log, result, page):
                await settle(page, quiet, maximum)
        clicked_this_round = errored_this_round = False
        frames: list[tuple[Frame, bool]] = [(page.main_frame, True)]
        frames += [(f, False) for f in page.frames if f is not page.main_frame][:max_frames]
        for frame, main in frames:
            try:
                if frame.is_detached():
                    continue
                if not main and not rules_for_frame(frame.url or "", False):
                    continue
                clicked = await asyncio.wait_for(
                    _click_in(frame, main, click_timeout, platforms), click_timeout + 8
                )
            except Exception as exc:  # a frame may detach or navigate meanwhile
                result.errors += 1
                errored_this_round = True
                logger.debug("consent search in %s failed: %s", (frame.url or "")[:120], exc)
                continue
            if clicked:
                result.clicked.append(clicked)
                clicked_this_round = True
                await settle(page, quiet, maximum)
                break  # frames may have changed: start the round again
        if not clicked_this_round and not errored_this_round:
            break
        if errored_this_round and not clicked_this_round:
            await settle(page, quiet, maximum)  # the frame was busy: once more when it is not
    if log is not None and _take_autoconsent(log, result, page):
        await settle(page, quiet, maximum)
    return result


def _take_autoconsent(log: Any, result: ConsentResult, page: Page) -> bool:
    """Record what autoconsent finished since the last look; True when it accepted one."""
    accepted = False
    for run in log.take_results():
        name = f"autoconsent/{_slug(run.cmp or 'unknown')}@{'main' if run.main else 'frame'}"
        if run.result:
            result.clicked.append(name)
            accepted = True
        else:
            result.failed.append(name)
            logger.info(
                "autoconsent could not accept the %s banner on %s; trying the accept texts",
                run.cmp,
                (run.url or page.url)[:200],
            )
    return accepted


def _slug(name: str) -> str:
    """A rule name as a stats key part: ``Sourcepoint-frame`` -> ``sourcepoint-frame``."""
    return (
        "-".join("".join(c if c.isalnum() or c in "._-" else " " for c in name.lower()).split()) or "unknown"
    )
