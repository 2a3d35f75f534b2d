"""One page's interaction: settle, look, scroll, look, click candidates until comments
show, and collect the DOM snapshots.

The foundation's version clicks keyword candidates; the entry-point stage ranks every
clickable with the fastText classifier instead.
"""

from __future__ import annotations

import asyncio
import logging
import time
from dataclasses import dataclass

from playwright.async_api import Dialog, Page

from comspider.browser.keyword_clicks import keyword_candidates
from comspider.browser.scroll import ScrollLimits, scroll_through
from comspider.browser.settle import settle
from comspider.browser.snapshot import InteractionReport, Snapshot
from comspider.browser.snapshots import page_snapshots
from comspider.extraction.model import CommentDetector

logger = logging.getLogger(__name__)


@dataclass(slots=True)
class InteractionConfig:
    scroll: ScrollLimits
    max_clicks: int = 5
    settle_quiet: float = 0.5
    settle_max: float = 5.0
    page_budget: float = 90.0
    max_dom_chars: int = 15_000_000
    click_timeout: float = 3.0


class Interaction:
    def __init__(self, page: Page, config: InteractionConfig, detector: CommentDetector) -> None:
        self.page = page
        self.config = config
        self.detector = detector
        self.report = InteractionReport()
        self.extra: list[Snapshot] = []  # pages reached by clicks (navigation, popups)
        self._started = time.monotonic()
        self._popups: list[Page] = []

    def _over_budget(self) -> bool:
        return time.monotonic() - self._started > self.config.page_budget

    async def _on_dialog(self, dialog: Dialog) -> None:
        self.report.events.append(f"dialog:{dialog.type}")
        try:
            await dialog.dismiss()
        except Exception:
            pass

    def _on_popup(self, popup: Page) -> None:
        self.report.events.append("popup")
        self._popups.append(popup)

    async def count_comments(self, page: Page | None = None) -> int:
        """Comments the detector sees in the page's main document and frames."""
        snaps = await page_snapshots(page or self.page, "main", self.config.max_dom_chars)
        counts = await asyncio.gather(*(
            asyncio.to_thread(self.detector.count_comments, s.html, s.url) for s in snaps
        ))
        return sum(counts)

    async def run(self) -> tuple[InteractionReport, list[Snapshot]]:
        page = self.page
        page.on("dialog", self._on_dialog)
        page.on("popup", self._on_popup)
        try:
            await self._explore()
        except Exception as exc:  # a fault mid-interaction: keep what we have
            self.report.error = f"{type(exc).__name__}: {exc}"[:300]
            logger.warning("Interaction on %s stopped early: %s", page.url, self.report.error)
        finally:
            page.remove_listener("popup", self._on_popup)
            for popup in self._popups:
                if not popup.is_closed():
                    await popup.close()
        snapshots: list[Snapshot] = []
        if not page.is_closed():
            try:
                snapshots = await page_snapshots(page, "main", self.config.max_dom_chars)
            except Exception as exc:
                self.report.error = self.report.error or f"snapshot failed: {exc}"[:300]
        self.report.seconds = round(time.monotonic() - self._started, 3)
        return self.report, snapshots + self.extra

    async def _explore(self) -> None:
        cfg = self.config
        await settle(self.page, cfg.settle_quiet, cfg.settle_max)
        found = await self.count_comments()
        if found:
            self.report.entry_point = "static"
        result = await scroll_through(self.page, cfg.scroll)
        self.report.scrolls = result.steps
        await settle(self.page, cfg.settle_quiet, cfg.settle_max)
        if not found:
            found = await self.count_comments()
            if found:
                self.report.entry_point = "scroll"
        if found:
            self.report.comments_seen = found
            return
        seen, candidates = await keyword_candidates(self.page)
        self.report.clickables = seen
        for xpath in candidates:
            if self.report.clicks >= cfg.max_clicks or self._over_budget():
                break
            found = await self._try_click(xpath)
            if found:
                self.report.entry_point = xpath
                self.report.comments_seen = found
                return

    async def _try_click(self, xpath: str) -> int:
        page = self.page
        before_url = page.url
        popups_before = len(self._popups)
        locator = page.locator(f"xpath={xpath}").first
        try:
            await locator.click(timeout=self.config.click_timeout * 1000)
        except Exception:
            try:  # covered by an overlay or off-screen: dispatch the click in the page
                await locator.evaluate("el => el.click()", timeout=self.config.click_timeout * 1000)
            except Exception as exc:
                logger.debug("click on %s failed: %s", xpath, exc)
                return 0
        self.report.clicks += 1
        self.report.clicked.append(xpath)
        await settle(page, self.config.settle_quiet, self.config.settle_max)
        # A popup (new tab) opened by the click.
        for popup in self._popups[popups_before:]:
            try:
                await popup.wait_for_load_state("domcontentloaded", timeout=10_000)
                await settle(popup, self.config.settle_quiet, self.config.settle_max)
                found = await self.count_comments(popup)
                if found:
                    self.extra.extend(await page_snapshots(popup, "popup", self.config.max_dom_chars))
                    return found
            except Exception as exc:
                logger.debug("popup after %s unusable: %s", xpath, exc)
        # A navigation to another document: analyse it, then come back.
        if page.url.split("#")[0] != before_url.split("#")[0]:
            self.report.events.append("navigation")
            found = await self.count_comments()
            if found:
                self.extra.extend(await page_snapshots(page, "navigation", self.config.max_dom_chars))
            try:
                await page.go_back(wait_until="domcontentloaded", timeout=15_000)
            except Exception:
                await page.goto(before_url, wait_until="domcontentloaded", timeout=15_000)
            return found
        return await self.count_comments()
