"""The plan of entry-point actions: threshold, order, safety rules, actions."""

from __future__ import annotations

import logging

from comspider import settings
from comspider.crawl_settings import crawl_settings
from comspider.interaction.clickable_ranker import KeywordRanker
from comspider.interaction.clickables import Clickable
from comspider.interaction.ranking import (
    action_for,
    count_label,
    discussion_shaped,
    load_ranker,
    plan,
    skip_reason,
)


def planned(items, ranker, **changes):
    """The plan with the crawl's settings (and the interaction's limit, its click budget and
    ten more), or with ``changes``."""
    options = {
        "limit": settings.COMSPIDER_MAX_CLICKS + 10,
        "offsite_min_score": settings.COMSPIDER_CLICK_OFFSITE_MIN_SCORE,
        "rescue": settings.COMSPIDER_CLICK_RESCUE,
    }
    return plan(items, ranker, **(options | changes))


def clickable(
    text: str = "",
    *,
    tag: str = "button",
    href: str | None = None,
    i: int = 0,
    sources: list[str] | None = None,
    **kw,
) -> Clickable:
    scheme = href.split(":", 1)[0] if href and ":" in href else ("http" if href else None)
    fragment = href[1:] if href and href.startswith("#") else None
    return Clickable(
        xpath=f"/html[1]/body[1]/{tag}[{i + 1}]",
        abs_xpath=f"/html[1]/body[1]/{tag}[{i + 1}]",
        tag=tag,
        text=text,
        href=href,
        scheme=scheme if not fragment else "http",
        fragment=fragment,
        sources=sources or (["href"] if href else ["button"]),
        index=i,
        **kw,
    )


class Fixed:
    """A ranker with given scores (by text), for testing the plan alone."""

    def __init__(self, scores: dict[str, float], threshold: float = 0.5) -> None:
        self.scores = scores
        self.threshold = threshold

    def rank(self, clickables):
        scored = [(c, self.scores.get(c.text, 0.0)) for c in clickables]
        return sorted(scored, key=lambda cs: -cs[1])


def test_threshold_order_and_limit():
    items = [clickable(t, i=i) for i, t in enumerate(["a", "b", "c", "d"])]
    ranker = Fixed({"a": 0.3, "b": 0.9, "c": 0.6, "d": 0.55})
    got = [c.clickable.text for c in planned(items, ranker)]
    assert got == ["b", "c", "d"]  # best first, "a" below the threshold
    assert [c.clickable.text for c in planned(items, ranker, limit=2)] == ["b", "c"]
    assert [c.clickable.text for c in planned(items, ranker, threshold=0.7)] == ["b"]
    assert planned([], ranker) == []


def test_never_login_subscribe_share_downloads_or_mail():
    cases = {
        "Log in to comment": "login",
        "Anmelden": "login",
        "Se connecter": "login",
        "ログイン": "login",
        "Subscribe now": "subscribe",
        "Jetzt abonnieren": "subscribe",
        "Share on Facebook": "share",
        "Teilen": "share",
        "Print": "share",
    }
    for text, reason in cases.items():
        assert skip_reason(clickable(text)) == reason, text
    assert skip_reason(clickable("Report", href="mailto:desk@example.org", tag="a")) == "scheme"
    assert skip_reason(clickable("Annual report", href="https://example.org/r.pdf", tag="a")) == "download"
    assert skip_reason(clickable("Account", href="https://example.org/account/login", tag="a")) == "login"
    # share words are fine when the element's own text names comments
    assert skip_reason(clickable("Share your comment")) is None
    assert skip_reason(clickable("Show 267 comments")) is None
    assert skip_reason(clickable("Kommentare anzeigen")) is None
    assert skip_reason(clickable("Send", attrs={"type": "submit"}, tag="input")) == "submit"


def test_a_bars_button_beside_share_networks_is_a_share_button():
    """ "X" in a bar beside "Facebook 330" and "WhatsApp" (set CV's Korean paper, built
    blind) shares the article; a count or a comment word in the same bar is the discussion's."""
    bar = "Facebook 330 WhatsApp 링크 복사"
    assert skip_reason(clickable("X", beside=bar)) == "share"
    assert skip_reason(clickable("X", beside="Close")) is None
    assert skip_reason(clickable("💬 12", beside=bar)) is None
    assert skip_reason(clickable("Comments", beside=bar)) is None
    assert skip_reason(clickable("Forum", beside=bar)) is None


def test_offsite_links_only_as_top_candidate_with_a_high_score():
    away = clickable(
        "Discuss on the forum",
        tag="a",
        href="https://forum.other.example/t/1",
        i=1,
        links_away=True,
        other_host=True,
    )
    local = clickable("Comments", i=0)
    ranker = Fixed({"Discuss on the forum": 0.95, "Comments": 0.8})
    assert [c.clickable.text for c in planned([local, away], ranker)] == ["Discuss on the forum", "Comments"]
    weaker = Fixed({"Discuss on the forum": 0.85, "Comments": 0.8})
    assert [c.clickable.text for c in planned([local, away], weaker)] == ["Comments"]
    second = Fixed({"Discuss on the forum": 0.95, "Comments": 0.99})
    counts: dict[str, int] = {}
    assert [c.clickable.text for c in planned([local, away], second, counts=counts)] == ["Comments"]
    assert counts == {"offsite": 1}


def test_actions_and_one_action_per_link_target():
    anchor = clickable("12 comments", tag="a", href="#comments")
    handled = clickable("12 comments", tag="a", href="#comments", sources=["href", "listener"])
    page = clickable("Read the comments", tag="a", href="https://news.example/a/1/comments", links_away=True)
    js = clickable("Comments", tag="a", href="javascript:void(0)", sources=["href", "listener"])
    assert action_for(anchor) == "anchor"
    assert action_for(handled) == "click"
    assert action_for(page) == "follow"
    assert action_for(js) == "click"
    twin = clickable(
        "Comments (12)", tag="a", href="https://news.example/a/1/comments#top", i=3, links_away=True
    )
    ranker = Fixed({"Read the comments": 0.9, "Comments (12)": 0.8})
    counts: dict[str, int] = {}
    assert [c.clickable.text for c in planned([page, twin], ranker, counts=counts)] == ["Read the comments"]
    assert counts == {"same_target": 1}


def test_rescue_when_nothing_reaches_the_threshold():
    items = [
        clickable("Home", i=0),
        clickable("Peace talks resume", i=1),
        clickable("コメントを読む（31件）", i=2),
        clickable("Log in to comment", i=3),
    ]
    ranker = Fixed({"コメントを読む（31件）": 0.16, "Home": 0.01, "Log in to comment": 0.3}, threshold=0.2)
    counts: dict[str, int] = {}
    got = planned(items, ranker, counts=counts)
    assert [c.clickable.text for c in got] == ["コメントを読む（31件）"] and counts["rescued"] == 1
    assert planned(items, ranker, rescue=False) == []
    # no element names comments: no click at all
    assert planned([clickable("Home"), clickable("Peace talks resume", i=1)], ranker) == []
    # the control that shows the readers' debate ("Vis debatten") is rescued as one naming comments
    debate = [clickable("Home", i=0), clickable("Vis debatten", i=1)]
    assert [c.clickable.text for c in planned(debate, ranker)] == ["Vis debatten"]
    # and so is a tab named for the discussion in the languages that call it so ("Diskusia", "Dyskusja")
    for name in ("Diskusia", "Dyskusja", "Diskuse", "Diszkusszió"):
        tabs = [clickable("Súvisiace články", i=0), clickable(name, i=1)]
        assert [c.clickable.text for c in planned(tabs, ranker)] == [name]
    # and Vietnamese news sites' readers' opinions (set BW, built blind: a link under the article)
    links = [clickable("Tin liên quan", i=0), clickable("Xem 7 ý kiến bạn đọc »", i=1)]
    assert [c.clickable.text for c in planned(links, ranker)] == ["Xem 7 ý kiến bạn đọc »"]


def test_count_labels_in_any_language():
    counts = [
        "Diskutera artikeln (5)",
        "عرض آراء القراء (3)",
        "عرض آراء القراء (٣)",
        "5 Meinungen anzeigen",
        "Show all 267 comments",
        "Show 1,234 comments",
        "Pokaż 4 opinie",
        "コメント（31件）",
        "3 Antworten",
        "💬 14",  # a speech balloon for the word (blind set T's drawer)
        "🗨 3",
        # words whose vowel signs are combining marks are words, not pieces (blind set AI:
        # the Hindi button was counted seven words and never tried)
        "पाठकों की राय देखें (4)",
        "অন্যদের মতামত দেখুন (4)",
        "கருத்துகளைப் பார்க்க (6)",
    ]
    others = [
        "3",
        "(0)",
        "👍 14",
        "❤ 12",
        "💬",
        "1 of 12",
        "2024 Olympics",
        "10:30",
        "€ 5 sale",
        "Version 2.0",
        "12.05.2024",
    ]
    others += ["12 May", "vor 3 Stunden", "Rated 4.5 stars", "Read more", "Five reasons to stay home today"]
    assert [t for t in counts if not count_label(t)] == []
    assert [t for t in others if count_label(t)] == []


def test_discussion_shaped_entry_points():
    article = "https://news.example/lokalt/badhuset-stanger.html"
    own = {"tag": "a", "links_away": True, "frame_url": article, "article": "below"}
    # a count leading under the article's own address, or acting in the page
    assert discussion_shaped(clickable("Diskutera artikeln (5)", href=article[:-5] + "/debatt.html", **own))
    assert discussion_shaped(
        clickable("عرض آراء القراء (3)", article="below", sources=["button", "listener"])
    )
    assert discussion_shaped(clickable("12 Ergänzungen", tag="a", href="#comments", article="inside"))
    # another article's count, another site, above the article, a login, no count
    assert not discussion_shaped(clickable("Bad i Kalix (5)", href="https://news.example/kalix.html", **own))
    assert not discussion_shaped(
        clickable("Debatt (5)", href="https://forum.example/t/5", other_host=True, **own)
    )
    assert not discussion_shaped(clickable("Inrikes (12)", article="above"))
    assert not discussion_shaped(clickable("Log in (3)", article="below"))
    assert not discussion_shaped(clickable("Diskutera artikeln", article="below"))
    # a link to the article's own further page may say more (blind set AI's separate page);
    # a button's longer label, or a link elsewhere, may not
    assert discussion_shaped(
        clickable("Läs alla 12 inlägg om artikeln →", href=article[:-5] + "-inlagg", **own)
    )
    assert not discussion_shaped(
        clickable("Läs alla 12 inlägg om artikeln →", article="below", sources=["button", "listener"])
    )
    assert not discussion_shaped(
        clickable("Läs alla 12 artiklar om badhuset", href="https://news.example/amne/badhuset", **own)
    )
    # the article's slug again, in the site's comments section: its own discussion
    slugged = {**own, "frame_url": "https://news.example/lokalt/badhuset-stanger-i-vinter"}
    assert discussion_shaped(
        clickable(
            "Visa 4 läsarkommentarer →",
            href="https://news.example/debatt/badhuset-stanger-i-vinter/",
            **slugged,
        )
    )
    # another article's slug there: another discussion
    assert not discussion_shaped(
        clickable(
            "Visa 4 läsarkommentarer →", href="https://news.example/debatt/kalix-bad-oppnar-igen/", **slugged
        )
    )


def test_a_discussion_shaped_candidate_after_the_ranked_ones():
    article = "https://news.example/lokalt/badhuset-stanger.html"
    items = [
        clickable("Start", tag="a", href="https://news.example/", links_away=True, i=0, article="above"),
        clickable("Bad i Kalix (2)", tag="a", href="https://news.example/kalix.html", links_away=True, i=1),
        clickable(
            "Diskutera artikeln (5)",
            tag="a",
            href="https://news.example/lokalt/badhuset-stanger/debatt.html",
            links_away=True,
            frame_url=article,
            article="below",
            i=2,
        ),
        clickable("Gallery (12)", i=3, article="below"),
    ]
    ranker = Fixed({"Start": 0.1, "Gallery (12)": 0.02, "Diskutera artikeln (5)": 0.05}, threshold=0.2)
    counts: dict[str, int] = {}
    got = planned(items, ranker, counts=counts)
    # nothing passes, no keyword names comments: the best-ranked one of that shape, once
    assert [(c.clickable.text, c.action) for c in got] == [("Diskutera artikeln (5)", "follow")]
    assert counts == {"rescued_shape": 1}
    assert planned(items, ranker, rescue=False) == []
    # after the candidates that pass the threshold, never twice
    passing = Fixed({"Start": 0.9, "Diskutera artikeln (5)": 0.95}, threshold=0.2)
    assert [c.clickable.text for c in planned(items, passing)] == [
        "Diskutera artikeln (5)",
        "Start",
        "Gallery (12)",
    ]


def test_skip_set_removes_already_tried_candidates():
    items = [clickable("Comments", i=0), clickable("More comments", i=1)]
    ranker = Fixed({"Comments": 0.9, "More comments": 0.8})
    got = planned(items, ranker, skip={("main", items[0].abs_xpath)})
    assert [c.clickable.text for c in got] == ["More comments"]


def test_keyword_ranker_ranks_comment_words_first():
    items = [
        clickable("Home", i=0),
        clickable("Newsletter", i=1),
        clickable("Kommentare (23)", i=2),
        clickable("Show 12 comments", i=3),
    ]
    got = [c.clickable.text for c in planned(items, KeywordRanker())]
    assert set(got) == {"Kommentare (23)", "Show 12 comments"}


def test_load_ranker_falls_back_to_keywords_with_one_warning(caplog, monkeypatch):
    from comspider.interaction import clickable_ranker

    def broken(*args, **kwargs):
        raise ValueError("no model here")

    caplog.set_level(logging.WARNING)
    monkeypatch.setattr(clickable_ranker.ClickableRanker, "from_bundled", classmethod(broken))
    ranker = load_ranker(crawl_settings())
    assert isinstance(ranker, KeywordRanker)
    assert sum("keyword ranker" in r.getMessage() for r in caplog.records) == 1
    monkeypatch.undo()
    keyword = load_ranker(
        crawl_settings(
            {
                "COMSPIDER_CLICK_RANKER": "comspider.interaction.clickable_ranker.KeywordRanker",
                "COMSPIDER_CLICK_THRESHOLD": "2",
            }
        )
    )
    assert isinstance(keyword, KeywordRanker) and keyword.threshold == 2.0


def test_a_control_beside_the_count_of_its_discussion():
    # a bar that counts the discussion beside the control that shows it, in any language
    bar = {"article": "below", "sources": ["button", "listener"]}
    assert discussion_shaped(clickable("Visa samtalet", beside="25 läsare har skrivit om Stenudden", **bar))
    assert discussion_shaped(clickable("Näytä", beside="Kommentit (143)", **bar))
    # a count beside a control that leaves, or above the article; no count beside it
    assert not discussion_shaped(
        clickable(
            "Visa samtalet", beside="25 läsare", tag="a", links_away=True, href="https://news.example/x"
        )
    )
    assert not discussion_shaped(clickable("Visa samtalet", beside="Läsarna har skrivit om Stenudden", **bar))
    assert not discussion_shaped(clickable("Visa samtalet", beside="Uppdaterad 14 maj 2024", **bar))
    assert not discussion_shaped(clickable("Visa samtalet", beside="25 läsare har skrivit", article="above"))
