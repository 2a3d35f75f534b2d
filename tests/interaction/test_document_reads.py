"""A visit's reads of its documents, in Chromium: a document nothing touched since the last
read is answered with the HTML held (no serialisation, no second detector run), and every
kind of change that alters what a read gives makes the next read serialise again, giving
what a fresh read gives."""

from __future__ import annotations

from comspider.detection import SectionHit
from comspider.interaction.detect import detect
from comspider.interaction.document_reads import DocumentReads
from comspider.interaction.shadow import document_html
from comspider.interaction.stream import mark_baseline

PAGE = (
    "<!DOCTYPE html><html><head><title>A story</title></head><body><h1>A story</h1>"
    "<div id='c'>" + "<p class='comment'>A comment of some length, to be found.</p>" * 6 + "</div>"
    "<iframe srcdoc='<p>inside a frame, written by the page, long enough to count</p>'></iframe>"
    "</body></html>"
)


class CountingDetector:
    """Counts the documents it is shown; sees comments when the page has any."""

    def __init__(self) -> None:
        self.calls = 0

    def count_comments(self, html: str, url: str) -> int:
        self.calls += 1
        return html.count('class="comment"')

    def sections(self, html: str, url: str) -> list[SectionHit]:
        self.calls += 1
        return [SectionHit(xpath="/html/body/div", records=html.count('class="comment"'))]


def test_an_unchanged_document_is_not_serialised_again_and_every_change_is_seen(chromium, static_site):
    url = static_site.write("reads.html", PAGE)

    async def go() -> None:
        ctx = await chromium.context()
        try:
            page = await ctx.new_page()
            await page.goto(url, wait_until="load")
            reads = DocumentReads()
            first = await reads.html(page, 10.0)
            assert first == await page.content()  # a plain document reads as content() does
            assert await reads.html(page.main_frame, 10.0) is first  # a page is its main frame
            assert reads.unchanged == 1
            changes = [
                "document.querySelector('p').textContent = 'Edited.'",  # text
                "document.querySelector('p').setAttribute('style', 'color: red')",  # a style attribute
                "document.body.appendChild(document.createElement('div'))",  # an element
                "document.querySelector('#c').attachShadow({mode: 'open'})",  # an empty shadow root
                "document.querySelector('#c').shadowRoot.innerHTML = '<b>in the shadow</b>'",
                "document.title = 'Another title'",  # in the head
            ]
            for change in changes:
                await page.evaluate(change)
                again = await reads.html(page, 10.0)
                assert again != first, change
                assert again == await document_html(page), change
                first = again
                assert await reads.html(page, 10.0) is again
            unchanged = reads.unchanged
            await mark_baseline(page)  # what a stream cuts may change with the baseline
            assert await reads.html(page, 10.0) == first
            assert reads.unchanged == unchanged
            await page.reload(wait_until="load")  # another document: never the held version
            assert await reads.html(page, 10.0) == await page.content()
            assert reads.unchanged == unchanged
        finally:
            await ctx.close()

    chromium.run(go())


def test_the_detector_is_not_asked_again_about_an_unchanged_document(chromium, static_site):
    url = static_site.write("reads-detect.html", PAGE)

    async def go() -> None:
        ctx = await chromium.context()
        try:
            page = await ctx.new_page()
            await page.goto(url, wait_until="load")
            detector = CountingDetector()
            reads = DocumentReads()
            found = await detect(page, detector, max_chars=1_000_000, max_frames=5, reads=reads)
            asked = detector.calls
            assert asked >= 1 and [d.comments for d in found] == [6]
            again = await detect(page, detector, max_chars=1_000_000, max_frames=5, reads=reads)
            assert detector.calls == asked  # nothing changed: the same answer, not asked
            assert [(d.frame, d.comments) for d in again] == [(d.frame, d.comments) for d in found]
            assert reads.detections_skipped == asked
            await page.evaluate(
                "document.querySelector('#c').insertAdjacentHTML('beforeend', "
                "'<p class=\"comment\">One more comment, loaded late.</p>')"
            )
            later = await detect(page, detector, max_chars=1_000_000, max_frames=5, reads=reads)
            assert detector.calls > asked and [d.comments for d in later] == [7]
        finally:
            await ctx.close()

    chromium.run(go())
