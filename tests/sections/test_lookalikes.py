"""Look-alikes are never written as comments (issue 13, point 4): embedded social posts,
testimonials and review boxes, author boxes, live blogs, quote cards, and a site-wide
"latest comments" list beside the real thread; on real pages and the offline web."""

from __future__ import annotations

import gzip
from datetime import UTC, datetime

import pytest

from comspider.clock import ManualClock
from comspider.fields.extractor import comment_fields
from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.sections import lookalikes
from comspider.sections.classifier import CombinedSectionClassifier
from comspider.sections.rules import select_sections
from comspider_lab.offline_web.world import World
from comspider_lab.training.lookalike_labels import find_regions, overlapping_kind, regions_at

NOW = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def classifier() -> CombinedSectionClassifier:
    return CombinedSectionClassifier()


def _kept(html: str | bytes, classifier: CombinedSectionClassifier):
    root = parse_html(html)
    return root, select_sections(find_sections(root), classifier, "accepted")


@pytest.mark.parametrize(
    "file, kind",
    [
        ("trafilatura/pages/basicthinking.de.tweets.html.gz", lookalikes.SOCIAL),  # 11 embedded tweets
        ("trafilatura/pages/beige.de.suedfrankreich.html.gz", lookalikes.SOCIAL),  # Instagram posts
        ("trafilatura/pages/report24.news-Drohne.html.gz", lookalikes.SOCIAL),
        ("trafilatura/pages/st-georg.de-olympia.html.gz", lookalikes.LATEST_COMMENTS),
        ("trafilatura/pages/spektrum.de.engelbart.html.gz", lookalikes.LATEST_COMMENTS),
        ("trafilatura/pages/tofugu.com.dezuka-suisan.html.gz", lookalikes.REVIEW),  # the staff's reviews
        ("trafilatura/pages/shabka.org.about.html.gz", lookalikes.REVIEW),  # testimonials
        ("trafilatura/pages/peppermynta.de-Strickmode.html.gz", lookalikes.AUTHOR_BOX),
        ("trafilatura/pages/sports.fr.lorient.html.gz", lookalikes.LIVE_BLOG),  # "live-match-comment"
    ],
)
def test_real_lookalikes_are_not_written(shared_data, classifier, file, kind) -> None:
    root, kept = _kept(gzip.decompress((shared_data / file).read_bytes()), classifier)
    regions = [r for r in find_regions(root, file.split("/", 1)[1]) if r.kind == kind]
    assert regions, file
    assert not [s for s in kept if overlapping_kind(s, regions)], file


def test_the_thread_beside_a_latest_comments_widget_is_kept(shared_data, classifier) -> None:
    # spektrum.de: the article's comments and, in the sidebar, the site's latest comments
    file = "trafilatura/pages/spektrum.de.engelbart.html.gz"
    root, kept = _kept(gzip.decompress((shared_data / file).read_bytes()), classifier)
    texts = " ".join(c.text for s in kept for c in comment_fields(s, reference_time=NOW))
    assert "Ich sperre nur Kommentare," in texts  # the annotators' snippet of the thread
    regions = find_regions(root, "pages/spektrum.de.engelbart.html.gz")
    assert not [s for s in kept if overlapping_kind(s, regions)]


@pytest.fixture(scope="module")
def world() -> World:
    return World(0, NOW, ManualClock(NOW))


def test_offline_outlet_of_lookalikes_gives_no_comment(world, classifier) -> None:
    site = world.by_name["coastline"]
    kinds = set()
    for art in site.articles:
        root, kept = _kept(site.render_article(art, NOW), classifier)
        regions = regions_at(root, site.lookalike_regions(art))
        assert regions
        kinds |= {r.kind for r in regions}
        assert kept == [], (art.path, [len(s.records) for s in kept])
    assert kinds == {
        lookalikes.SOCIAL,
        lookalikes.REVIEW,
        lookalikes.AUTHOR_BOX,
        lookalikes.LIVE_BLOG,
        lookalikes.QUOTE_CARD,
    }


def test_offline_thread_beside_a_latest_comments_sidebar(world, classifier) -> None:
    site = world.by_name["dorfblatt"]
    checked = 0
    for art in site.articles:
        truth = [c.text for c in site.visible(art, NOW)]
        root, kept = _kept(site.render_article(art, NOW), classifier)
        got = [c.text for s in kept for c in comment_fields(s, reference_time=NOW)]
        # each comment once (not the "Leserempfehlungen" copies), no removed notice, no
        # template, nothing of the sidebar
        assert sorted(got) == sorted(truth), art.path
        regions = regions_at(root, site.lookalike_regions(art))
        assert not [s for s in kept if overlapping_kind(s, regions)]
        checked += bool(truth)
    assert checked >= 3


SOCIAL_WALL = "".join(
    f'<div class="card"><img class="pic" src="/u/{i}.png" alt=""><span class="nm">Person {i}</span> '
    f'<span class="hd">@person{i}</span><p class="tx">I cannot believe what happened at the match today, '
    f"what a result for the town {i}!</p>"
    f'<a class="tm" href="https://x.com/person{i}/status/17600000000000000{i}">{i + 1}h</a> <span>{i * 3} likes</span></div>'
    for i in range(8)
)


def test_a_social_wall_without_social_names_is_no_thread(classifier) -> None:
    html = (
        "<html><head><title>Match</title></head><body><article><h1>Town wins</h1><p>Report.</p>"
        f'<section class="reactions"><h2>What people say</h2><div class="grid">{SOCIAL_WALL}</div></section>'
        "</article></body></html>"
    )
    _root, kept = _kept(html, classifier)
    assert kept == []


def test_a_matchs_live_commentary_is_named_a_live_blog_even_with_a_comment_word() -> None:
    """sports.fr calls its minute-by-minute entries "live-match-comment"; a comment's own
    parts ("comment-review", "live-comments" of readers) stay comments."""
    assert lookalikes.LIVE_BLOG in lookalikes.attribute_kinds("live-match-comment")
    assert lookalikes.LIVE_BLOG in lookalikes.attribute_kinds("play-by-play-entry")
    assert not lookalikes.attribute_kinds("comment-review")
    assert not lookalikes.attribute_kinds("live-comments")


def _literal_runs(items: list[tuple[object, object]]) -> list[str]:
    """The runs of literal characters a regular expression branch must match in a row
    (zero-width assertions do not break a run; anything else does)."""
    from re import _constants  # type: ignore[attr-defined]

    runs, run = [], ""
    for op, arg in items:
        if op is _constants.LITERAL:
            run += chr(arg)  # type: ignore[arg-type]
        elif op is not _constants.AT:
            runs.append(run)
            run = ""
    return [*runs, run]


def test_every_marker_branch_holds_a_marker_word() -> None:
    """``attribute_kinds`` skips the patterns for a value without any of the marker
    words: each branch of each pattern must hold one of them as written."""
    from re import _constants, _parser  # type: ignore[attr-defined]

    patterns = [*lookalikes._MARKERS.values(), lookalikes._LIVE_MATCH]
    for pattern in patterns:
        parsed = list(_parser.parse(pattern.pattern))
        if len(parsed) == 1 and parsed[0][0] is _constants.BRANCH:
            branches = [list(b) for b in parsed[0][1][1]]
        else:
            branches = [parsed]
        for branch in branches:
            runs = _literal_runs(branch)
            assert any(word in run for run in runs for word in lookalikes._MARKER_WORDS), (
                pattern.pattern,
                runs,
            )


@pytest.mark.parametrize(
    "value",
    [
        "twitter-tweet",
        "tweet",
        "fb-post",
        "text-post-media",
        "pros-and-cons",
        "about-the-author",
        "abh_box",
        "live-ticker",
        "lb-post",
        "minute-by-minute",
        "pull-quote",
        "link-preview",
        "recent-comments",
        "comments-widget",
        "derniers commentaires",
        "live-match-comment",
        "play-by-play",
        "post-content entry",
        "comment-author-info",
        "",
    ],
)
def test_attribute_kinds_with_and_without_the_word_test(value: str) -> None:
    full = lookalikes.attribute_kinds.__wrapped__
    want = frozenset(
        kind
        for kind, pattern in lookalikes._MARKERS.items()
        if value
        and (kind == lookalikes.LATEST_COMMENTS or not lookalikes._COMMENT_WORD.search(value))
        and pattern.search(value)
    ) | ({lookalikes.LIVE_BLOG} if value and lookalikes._LIVE_MATCH.search(value) else set())
    assert full(value) == want


@pytest.mark.parametrize(
    "text",
    [
        "This comment was removed by a moderator.",
        "🔒 비밀 댓글입니다.",
        "비밀글입니다",
        "管理者にだけ表示を許可されたコメントです",
        "This is a private comment.",
        "Este mensaje fue eliminado por un moderador.",
        "Post removed by the moderator",
        "Beitrag von der Moderation entfernt.",
        "Message supprimé par un modérateur",
        "Сообщение удалено модератором",
        # removed by the editors (set DC, built blind: an Italian portal's placeholder)
        "Intervento rimosso dalla redazione perché non conforme al regolamento.",
        "Kommentar von der Redaktion entfernt.",
        "This comment was removed by the editors.",
        "운영원칙에 위배되어 삭제된 의견입니다.",
        "تم حجب هذا الرأي لمخالفته قواعد النشر",
        "התגובה נמחקה על ידי העורכים",
        "این نظر حذف شد",
    ],
)
def test_a_comment_not_shown_is_a_notice(text: str) -> None:
    """A record that only says a comment is not shown: removed, or secret (only the blog's
    owner may read it)."""
    assert lookalikes.is_notice(text)


@pytest.mark.parametrize(
    "text",
    [
        "I keep my profile private and only comment here because the paper lets me use a nickname.",
        "Sent you a private comment about this, check your inbox.",
        "Thanks to the editors for removing the typo, the piece reads well now.",
    ],
)
def test_a_comment_about_privacy_is_no_notice(text: str) -> None:
    assert not lookalikes.is_notice(text)


@pytest.mark.parametrize(
    ("value", "graded"),
    [
        ("stars", True),
        ("fa-star", True),
        ("kksr-star", True),
        ("wprm-rating-star-full", True),
        ("star-5", True),
        ("rating-stars", True),
        ("ng-star-inserted", False),  # Angular's mark on every element it draws
        ("star-forums", False),  # a paper named the Star
        ("starred", False),
    ],
)
def test_a_star_names_a_grade_only_as_a_grades_token(value: str, graded: bool) -> None:
    assert (lookalikes.REVIEW in lookalikes.attribute_kinds(value)) is graded


def test_the_comment_forms_prompt_in_the_common_languages() -> None:
    from comspider.sections.lookalikes import is_invitation

    for prompt in (
        "Leave a response... Log in or reply by email to post@fen.example.",
        "Post a comment",
        "Log in to reply",
        "Laisser un commentaire",
        "Kommentar schreiben",
        "Deja un comentario",
        "Schrijf een reactie",
        "Sign in or register to have your say. Posts that are abusive or off-topic will be removed.",
        "Register to join the discussion",
        "Bitte melden Sie sich an , um einen Beitrag zu schreiben. Noch kein Konto? Jetzt registrieren .",
        "Connectez-vous pour réagir",
        "Inicia sesión para comentar",
        "Zaloguj się, aby dodać komentarz",
        "Ihr Kommentar Bitte melden Sie sich an, um einen Kommentar zu schreiben. Noch nicht registriert?",
        "Your comment: Leave a reply",
    ):
        assert is_invitation(prompt), prompt
    for comment in (
        "I would leave a comment on their site too, if they had one.",
        "Thanks for the post, I left a reply on the forum.",
        "I had to sign in to comment twice today, annoying.",
        "Wer sich anmelden will, um einen Beitrag zu schreiben, braucht eine E-Mail-Adresse. Das ist doch normal.",
        "Your comment was great, I left a reply on the forum.",
    ):
        assert not is_invitation(comment), comment
