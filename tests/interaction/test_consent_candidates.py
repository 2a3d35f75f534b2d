"""The consent fallback's search (``js/consent_candidates.js``) in Chromium: which buttons
it offers, by their container, on a page whose comment thread holds hundreds of short
buttons under the same ancestors."""

from __future__ import annotations

from typing import Any

import pytest

from comspider.interaction.consent import _candidates

pytestmark = [pytest.mark.browser]


def _nest(depth: int, inner: str) -> str:
    return "<div>" * depth + inner + "</div>" * depth


def _page() -> str:
    thread = "".join(
        f'<div class="comment"><p>Comment {i}: some text.</p><button>Reply</button><a href="#">Like</a></div>'
        for i in range(300)
    )
    return (
        "<!doctype html><html><body>"
        # a fixed banner named by its class: its button is offered
        '<div class="cookie-banner" style="position:fixed;bottom:0"><button>Accept all</button></div>'
        # a fixed dialog whose text names cookies 3 levels up: offered
        '<div role="dialog" style="position:fixed;top:0">'
        + _nest(2, "<p>We use cookies.</p>" + _nest(1, "<button>OK</button>"))
        + "</div>"
        # the same text 8 levels up: past the 6 levels read, not offered
        + '<div style="position:fixed;top:50px">'
        + "<p>We use cookies.</p>"
        + _nest(8, "<button>Fine</button>")
        + "</div>"
        # named by its class but not fixed (an article's box): not offered
        + '<div class="privacy-info"><button>Got it</button></div>'
        # a long thread of short buttons: none offered (no consent container)
        + f'<section id="comments">{thread}</section>'
        # an embed's placeholder in the page's flow, naming external content: offered
        + '<section><h2>Wat vinden lezers?</h2><div class="vh-x"><p><b>Externe inhoud</b></p>'
        "<p>Hier staat inhoud van een externe dienst.</p><button>Akkoord, toon inhoud</button></div></section>"
        # the same words in a long article's text: no placeholder's box, not offered
        + "<article><p>"
        + "An external review found the plan sound. " * 40
        + "</p><button>Share</button></article>"
        "</body></html>"
    )


def test_the_fallback_offers_the_buttons_of_consent_containers_only(chromium, static_site):
    url = static_site.write("consent-candidates.html", _page())

    async def go() -> list[Any]:
        context = await chromium.context()
        try:
            page = await context.new_page()
            await page.goto(url, wait_until="load")
            handle, infos = await _candidates(page.main_frame, True, False)
            if handle is not None:
                await handle.dispose()
            return infos
        finally:
            await context.close()

    infos = chromium.run(go())
    assert [(i["kind"], i["text"]) for i in infos] == [
        ("text", "Accept all"),
        ("text", "OK"),
        ("embed", "Akkoord, toon inhoud"),
    ]


@pytest.mark.parametrize(
    ("text", "shows"),
    [
        ("Akkoord, toon inhoud", True),
        ("Inhalte laden", True),
        ("Akzeptieren und anzeigen", True),
        ("Accept", True),
        ("Einstellungen", False),
        ("Share", False),
        ("Weigeren", False),
    ],
)
def test_an_embed_placeholders_button_that_loads_it(text: str, shows: bool) -> None:
    from comspider.interaction.consent_rules import shows_embed

    assert shows_embed(text) is shows
