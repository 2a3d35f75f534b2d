"""The expansion waits for what its clicks are still loading: a "load more" that disables
itself while its answer is on the way (the offline web's Al-Sabah, Bayview and Alpen
widgets do) is not taken for the end of the thread when the answer comes after the
document's settle bound (a slow server, a loaded machine); a bound that stops the wait
with the answer still missing reports the thread cut short."""

from __future__ import annotations

from comspider.interaction.expand import expand

SECTION = "//div[@id='comments']"
# The answer comes LOAD_MS after the click (a timer: settle would wait for it, but only
# up to its bound, far below it here); until then the button is disabled.
LOAD_MS = 3000
PAGE = f"""<html><body><div id='comments'><ul id='list'><li>First comment</li></ul>
<button type='button' id='more'>Load more comments</button></div>
<script>
document.getElementById('more').addEventListener('click', (e) => {{
  const button = e.currentTarget;
  button.disabled = true;
  button.textContent = 'Loading…';
  setTimeout(() => {{
    document.getElementById('list').insertAdjacentHTML('beforeend', '<li>Second comment</li>');
    button.remove();
  }}, {LOAD_MS});
}});
</script></body></html>"""


def _expand(chromium, max_seconds: float) -> tuple[object, list[str]]:
    async def go() -> tuple[object, list[str]]:
        ctx = await chromium.context()
        try:
            page = await ctx.new_page()
            await page.set_content(PAGE)
            result = await expand(
                page,
                [SECTION],
                max_clicks=10,
                max_seconds=max_seconds,
                quiet=0.1,
                settle_max=0.2,  # far below the answer's delay
                click_timeout=1.0,
            )
            items = await page.eval_on_selector_all("#list li", "els => els.map(e => e.textContent)")
            return result, items
        finally:
            await ctx.close()

    return chromium.run(go())


def test_a_load_more_still_loading_is_waited_for(chromium):
    result, items = _expand(chromium, max_seconds=60.0)
    assert items == ["First comment", "Second comment"]
    assert result.hit_limit is None and result.clicks == 1  # type: ignore[attr-defined]


def test_a_load_more_still_loading_when_the_bound_ends_the_wait_cuts_the_thread_short(chromium):
    result, items = _expand(chromium, max_seconds=0.5)
    if items == ["First comment"]:  # the answer had not come: the thread is cut short
        assert result.hit_limit == "time"  # type: ignore[attr-defined]
    else:  # a machine slow enough that the bound passed after the answer came
        assert result.hit_limit is None  # type: ignore[attr-defined]
