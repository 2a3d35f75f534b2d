"""The snapshots of a page and its frames, in Chromium: the frames read follow
COMSPIDER_MAX_FRAMES (they once read 30 whatever the setting said)."""

from __future__ import annotations

from comspider.interaction.page_snapshots import page_snapshots

FRAME = (
    "<html><body><div class='comments'>" + "<p>A comment in a widget frame.</p>" * 12 + "</div></body></html>"
)


def test_frames_snapshotted_follow_the_max_frames_setting(chromium, static_site):
    frames = [static_site.write(f"frame{i}.html", FRAME) for i in range(4)]
    url = static_site.write(
        "framed.html",
        "<html><body><h1>Article</h1>"
        + "".join(f"<iframe src='{f}'></iframe>" for f in frames)
        + "</body></html>",
    )

    async def go(max_frames: int) -> list[str]:
        ctx = await chromium.context()
        try:
            page = await ctx.new_page()
            await page.goto(url, wait_until="load")
            snaps = await page_snapshots(page, "main", 1_000_000, max_frames)
            return [s.kind for s in snaps]
        finally:
            await ctx.close()

    assert chromium.run(go(2)) == ["main", "frame", "frame"]
    assert chromium.run(go(30)) == ["main", "frame", "frame", "frame", "frame"]
