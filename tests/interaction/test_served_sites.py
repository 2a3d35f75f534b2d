"""The sites HTTP first skips for a while: after their last N visits all needed the browser."""

from __future__ import annotations

from comspider.interaction.served_sites import ServedSites


class Clock:
    now = 0.0

    def __call__(self) -> float:
        return self.now


def test_a_site_is_paused_after_its_tries_then_tried_once_again() -> None:
    clock = Clock()
    sites = ServedSites(tries=3, pause=100.0, clock=clock)
    url = "https://News.example/a"
    assert [sites.record(url, whole=False) for _ in range(3)] == [False, False, True]
    assert sites.skips("https://news.example/b") and not sites.skips("https://other.example/b")
    clock.now = 101.0
    assert not sites.skips(url)
    assert sites.record(url, whole=False)  # one more visit to the browser: paused again
    assert sites.skips(url)


def test_a_visit_read_from_its_served_html_clears_the_site() -> None:
    sites = ServedSites(tries=2, pause=100.0, clock=Clock())
    sites.record("https://news.example/a", whole=False)
    sites.record("https://news.example/b", whole=True)
    assert not sites.record("https://news.example/c", whole=False)
    assert not sites.skips("https://news.example/d")


def test_no_tries_never_pauses_and_sites_are_bounded() -> None:
    assert not any(
        ServedSites(tries=0, pause=100.0, clock=Clock()).record("https://a.example/", whole=False)
        for _ in range(9)
    )
    sites = ServedSites(tries=5, pause=100.0, clock=Clock(), max_sites=2)
    for host in ("a", "b", "c"):
        sites.record(f"https://{host}.example/", whole=False)
    assert len(sites) == 2
