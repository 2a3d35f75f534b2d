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


def test_a_frame_the_page_writes_itself_is_read_an_empty_one_is_not(chromium, static_site):
    srcdoc = FRAME.replace("'", "&#39;")
    url = static_site.write(
        "written.html",
        "<html><body><h1>Article</h1>"
        f"<iframe srcdoc='{srcdoc}'></iframe>"
        "<iframe id='w'></iframe><iframe id='empty'></iframe>"
        "<script>const d = document.getElementById('w').contentDocument; d.open();"
        f"d.write({FRAME!r}); d.close();</script>"
        "</body></html>",
    )

    async def go() -> list[tuple[str, str]]:
        ctx = await chromium.context()
        try:
            page = await ctx.new_page()
            await page.goto(url, wait_until="load")
            snaps = await page_snapshots(page, "main", 1_000_000, 30)
            return [(s.kind, s.url) for s in snaps]
        finally:
            await ctx.close()

    # both written frames, read as the page's URL; the empty about:blank one left out
    assert chromium.run(go()) == [("main", url), ("frame", url), ("frame", url)]
