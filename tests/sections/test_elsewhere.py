"""Records that each lead to another page of the site (teasers, results, listings) are
no discussion, whatever they are called; a discussion's links (permalinks, profiles,
commenters' sites, a link a reader pasted) are not that."""

from __future__ import annotations

from comspider.records.dom import parse_html
from comspider.records.invariants import find_sections
from comspider.records.model import RecordSection
from comspider.sections.classifier import COMBINED_THRESHOLD, CombinedSectionClassifier
from comspider.sections.elsewhere import elsewhere_share
from comspider.sections.structure import section_features

PROSE = [
    "I have lived on this street for twenty years and the traffic has never been this bad.",
    "The council promised a new crossing in spring, and we are still waiting for it.",
    "Does anyone know whether the bus company was asked before the plan was made?",
    "Thanks for the clear report, this is the first article that explains the costs.",
    "My daughter walks to school along this road and the pavement is far too narrow.",
    "Twenty years ago the same plan was rejected because of the noise for the houses.",
]
NAMES = ["Anna K.", "Tom Baker", "ruralreader", "J. Meyer", "Sanne", "Paul"]
CANONICAL = "https://news.example/2024/03/harbour-plan"


def _page(body: str) -> str:
    return (
        f"<html><head><title>Story</title><link rel='canonical' href='{CANONICAL}'></head><body>"
        f"<article><h1>A headline</h1><p>{' '.join(PROSE)}</p></article>{body}</body></html>"
    )


def _section(html: str, records: int) -> RecordSection:
    sections = [s for s in find_sections(parse_html(html)) if len(s.records) == records]
    assert sections, [len(s.records) for s in find_sections(parse_html(html))]
    return sections[0]


def test_cards_whose_empty_link_is_titled_by_their_own_title_lead_elsewhere() -> None:
    """A card list (bike-magazin.de's): an empty link over the image titled with the
    card's title, a kicker where a name would be, a date and a summary."""
    items = "".join(
        f'<li data-id="47{i}"><div><a href="/szene/story-{i}" title="Council approves new plan number {i}"></a>'
        f"<img src='/i/{i}.jpg'></div><div><div class='kicker'>Update {i}: harbour</div>"
        f"<div class='title'>Council approves new plan number {i}</div>"
        f"<p><span>{i + 1}.03.2024</span>{PROSE[i]}</p></div></li>"
        for i in range(6)
    )
    section = _section(_page(f"<ul>{items}</ul>"), 6)
    assert section_features(section)["elsewhere"] == 1.0
    assert CombinedSectionClassifier().score(section) < COMBINED_THRESHOLD


def test_a_discussion_s_links_lead_nowhere_else() -> None:
    """Permalinks into this page, profiles named by their authors, a commenter's own
    site, and one link a reader pasted: no record leads to another page of its own."""
    items = "".join(
        f'<div class="c" id="c{i}"><a href="/user/{NAMES[i].split()[0].lower()}">{NAMES[i]}</a>'
        f' <a href="{CANONICAL}#c{i}">1{i}.03.2024 14:0{i}</a>'
        f'<a href="https://blog{i}.example/" title="Visit the blog of this reader">www</a>'
        f"<p>{PROSE[i]}"
        + (
            ' See <a href="/2024/02/old-story">the council voted on this before, last winter</a>.'
            if i == 2
            else ""
        )
        + "</p></div>"
        for i in range(6)
    )
    section = _section(_page(f"<div class='box'>{items}</div>"), 6)
    assert section_features(section)["elsewhere"] == 0.0


def test_elsewhere_share_needs_most_records_and_distinct_pages() -> None:
    page = CANONICAL
    # most records lead to pages of their own on this site
    assert elsewhere_share(["/a/1", "/a/2", "https://www.news.example/a/3", None], page) == 0.75
    # a few: a link pasted into a comment or two says nothing
    assert elsewhere_share(["/a/1", None, None, None], page) == 0.0
    # all to one page ("read the article" in every record)
    assert elsewhere_share(["/a/1", "/a/1", "/a/1", "/a/1"], page) == 0.0
    # to this page itself, or its comment pages
    assert elsewhere_share([page, page + "/comment-page-2", "#c1", page], page) == 0.0
    # other sites (commenters' blogs)
    assert elsewhere_share(["https://a.example/x", "https://b.example/y", "https://c.example/z"], page) == 0.0
    # without the page's address: the site most links name, relative links on it
    assert elsewhere_share(["/a/1", "/a/2", "/a/3"], None) == 1.0


def test_a_subject_line_linked_to_the_record_s_own_anchor_is_no_headline() -> None:
    """A Drupal-like comment (set AK's French page): each record opens with a subject
    line of the comment's first words, linked to "/contribution/341#contribution-341",
    the record's own id. A permalink into the page, written as an address: the section
    is no list of teasers, and is a discussion."""
    items = "".join(
        f'<article class="contribution" id="contribution-{341 + i}"><div class="entete">Soumis par '
        f'<span class="nom">{NAMES[i]}</span> le <span class="date">1{i}/03/2024 - 08:1{i}</span></div>'
        f'<h3 class="sujet"><a href="/contribution/{341 + i}#contribution-{341 + i}">'
        f"{' '.join(PROSE[i].split()[:5])}…</a></h3><div class='texte'><p>{PROSE[i]}</p></div>"
        f'<ul class="liens"><li><a href="/contribution/{341 + i}/repondre">Répondre</a></li></ul></article>'
        for i in range(6)
    )
    section = _section(_page(f"<section class='zone'><h2>Commentaires</h2>{items}</section>"), 6)
    features = section_features(section)
    assert features["headline"] == 0.0 and features["elsewhere"] == 0.0
    assert CombinedSectionClassifier().score(section) >= COMBINED_THRESHOLD
