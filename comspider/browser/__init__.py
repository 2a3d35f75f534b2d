"""The browser stage: a Playwright download middleware that scrolls, clears overlays,
ranks the clickables and clicks, and hands DOM snapshots to the pipelines."""
