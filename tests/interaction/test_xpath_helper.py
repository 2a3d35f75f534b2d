"""The one in-page XPath helper (comspider/interaction/js/lib/xpath.js), in Chromium: every
form of XPath the crawl writes resolves, through each script that reads XPaths."""

from __future__ import annotations

from comspider.interaction.clickables import resolve_xpaths
from comspider.interaction.locate import element_state
from comspider.page_scripts import script

ELEMENT_AT = script("comspider.interaction", "element_at.js")
ELEMENT_XPATHS = script("comspider.interaction", "element_xpaths.js")

PAGE = """<html><body>
<div id="main"><p>one</p><p>two</p></div>
<x-widget></x-widget>
<svg><a href="#x"><text>icon</text></a></svg>
<script>
  const host = document.querySelector('x-widget');
  const root = host.attachShadow({mode: 'open'});
  root.innerHTML = '<div><ul><li>first</li><li id="second">second</li></ul></div>';
</script>
</body></html>"""

# XPath -> the text of the element it names
FORMS = {
    "/html/body/div/p[2]": "two",  # lxml's form: no [1]
    "/html[1]/body[1]/div[1]/p[2]": "two",  # the collector's positional form
    "//*[@id='main']/p[1]": "one",  # an id head
    "/HTML/BODY/DIV/P[2]": "two",  # upper case
    # into the shadow tree: the collector's marker, the snapshot's (lxml writes the inlined
    # tree's element), the records' section form
    "/html[1]/body[1]/x-widget[1]/#shadow-root/div[1]/ul[1]/li[2]": "second",
    "/html/body/x-widget/comspider-shadow-root/div/ul/li[2]": "second",
    "/html/body/x-widget/comspider-shadow-root[1]/div/ul/li": "first",
    "/html/body/x-widget >> #shadow-root >> /div/ul/li[2]": "second",
    '/html[1]/body[1]/x-widget[1]/#shadow-root//*[@id="second"]': "second",
    "/html[1]/body[1]/X-WIDGET[1]/#shadow-root/DIV/UL/LI[2]": "second",
    "/html[1]/body[1]/*[local-name()='svg'][1]/*[local-name()='a'][1]": "icon",
}


def test_every_xpath_form_resolves_in_every_script(chromium):
    async def go() -> tuple[dict, dict, dict, list]:
        ctx = await chromium.context()
        try:
            page = await ctx.new_page()
            await page.set_content(PAGE)
            texts, abs_paths, states = {}, {}, {}
            for xpath in FORMS:
                handle = await page.evaluate_handle(ELEMENT_AT, xpath)
                element = handle.as_element()
                texts[xpath] = await element.text_content() if element else None
                abs_paths[xpath] = (await element.evaluate(ELEMENT_XPATHS))["absXpath"] if element else None
                await handle.dispose()
                states[xpath] = (await element_state(page, [xpath])).abs
            resolved = await resolve_xpaths(page, list(FORMS))
            return texts, abs_paths, states, resolved
        finally:
            await ctx.close()

    texts, abs_paths, states, resolved = chromium.run(go())
    assert texts == FORMS
    # one written form for each element, whichever form named it, in every script
    assert abs_paths["/html/body/x-widget >> #shadow-root >> /div/ul/li[2]"] == (
        "/html[1]/body[1]/x-widget[1]/#shadow-root/div[1]/ul[1]/li[2]"
    )
    assert abs_paths["/HTML/BODY/DIV/P[2]"] == "/html[1]/body[1]/div[1]/p[2]"
    assert abs_paths["/html[1]/body[1]/*[local-name()='svg'][1]/*[local-name()='a'][1]"] == (
        "/html[1]/body[1]/*[local-name()='svg'][1]/*[local-name()='a'][1]"
    )
    assert states == abs_paths
    assert resolved == [abs_paths[x] for x in FORMS]


def test_what_resolves_to_nothing(chromium):
    async def go() -> list:
        ctx = await chromium.context()
        try:
            page = await ctx.new_page()
            await page.set_content(PAGE)
            return await resolve_xpaths(
                page,
                [
                    "",
                    "/html/body/div/p[3]",  # no third <p>
                    "/html/body/div/p[2]/#shadow-root/div",  # no shadow root there
                    "/html/body/x-widget/#shadow-root/div/ol",  # no <ol> in the tree
                    "///bad[",  # not an XPath
                ],
            )
        finally:
            await ctx.close()

    assert chromium.run(go()) == [None] * 5


def test_the_xpaths_of_every_element_of_a_long_mixed_list_name_it(chromium):
    """The positions written for the children of one parent (counted once per parent in
    one script call): every element of a long list of mixed tags, namespaces and shadow
    trees gets an XPath that the document's own XPath engine resolves to it, and no two
    elements get the same."""
    kinds = [
        "<div>d</div>",
        "<p>p</p>",
        "<span>s</span>",
        '<svg width="4" height="4"><circle r="1"></circle><circle r="2"></circle></svg>',
        "<x-item>x</x-item>",
        "<div><p>a</p><p>b</p></div>",
    ]
    items = "".join(kinds[i % len(kinds)] for i in range(600))
    page_html = (
        f'<html><body><div id="list">{items}</div><x-widget></x-widget><script>'
        "const root = document.querySelector('x-widget').attachShadow({mode: 'open'});"
        "root.innerHTML = '<ul>' + '<li>i</li><b>b</b>'.repeat(50) + '</ul>';"
        "</script></body></html>"
    )
    every = script("comspider.interaction", "element_boxes.js")

    async def go() -> tuple[list, list, int]:
        ctx = await chromium.context()
        try:
            page = await ctx.new_page()
            await page.set_content(page_html)
            light = [row[0] for row in (await page.evaluate(every, 100_000))["elements"]]
            shadow = await page.evaluate(
                "() => [...document.querySelector('x-widget').shadowRoot.querySelectorAll('*')].length"
            )
            tree = [
                f"/html[1]/body[1]/x-widget[1]/#shadow-root/ul[1]/{t}[{i}]"
                for i in range(1, 51)
                for t in ("li", "b")
            ]
            return light, await resolve_xpaths(page, light + tree), shadow
        finally:
            await ctx.close()

    light, resolved, shadow = chromium.run(go())
    assert len(light) > 900 and len(set(light)) == len(light)
    assert resolved[: len(light)] == light  # each names the element it was written for
    assert shadow == 101 and None not in resolved[len(light) :]
