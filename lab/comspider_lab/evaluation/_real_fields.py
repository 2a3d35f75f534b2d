"""Comment fields on real pages, labelled one by one: the fields the WordPress markup of
``record_extraction --part fields`` cannot label (a date written "09/06/2020", vote
counts, a permalink beside report and share links, a forum poster's name beside the
rank), each read on the saved page by eye, with what is right and why; and the date
order a page's locale stands for, against the order its own unambiguous dates show.

    python -m comspider_lab evaluate record_extraction --part fields      # the examples
    python -m comspider_lab evaluate record_extraction --part date-order  # the locale check

The examples run the crawl's extraction (``extract_comments``, the comment sections it
keeps) on the page, with the page's own URL where the corpus gives it; a comment is
named by the start of its text.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from lxml import html as lxml_html

from comspider.page_comments import extract_comments
from comspider.records.dom import parse_html
from comspider_lab.evaluation._real_corpora import dragnet_pages, fundus_pages, trafilatura_pages
from comspider_lab.evaluation._real_pages_scores import read_html as read_page
from comspider_lab.progress import progress

REFERENCE_TIME = datetime(2024, 5, 1, tzinfo=UTC)
Value = str | int | None


@dataclass(frozen=True, slots=True)
class FieldExample:
    page: str  # the corpus key: trafilatura/<file>, dragnet/<id>, fundus/<country>/<file>
    comment: str  # the start of the comment's text
    field: str  # an ExtractedComment field
    want: Value
    why: str


_FLAWLESS = "trafilatura/flawlessfood.co.uk.olive.html"
_DEALDOKTOR = "trafilatura/0ac0531f1f0543f4a3f68159e5fd1875.html"  # dealdoktor.de
_MONSTERDEALZ = "trafilatura/d71bfdce9dd246c9a6ee6d08c8b39e4c.html"  # monsterdealz.de
_MACTECHNEWS = "trafilatura/d43f330cbaf74e92b9aec85e937cb904.html"  # mactechnews.de forum
_TICHY = "trafilatura/d32ad974a4b04657bb6e4d91852bd52d.html"  # tichyseinblick.de
_VILLAGERS = "trafilatura/villagersandheroes.com.forums.patchnotes.html"

EXAMPLES: tuple[FieldExample, ...] = (
    # Dates written day first with slashes.
    FieldExample(
        _FLAWLESS,
        "Thank you for this! Going to try it now.",
        "published_at",
        "2020-06-09T13:53:00+00:00",
        "Catherine Colgan, '09/06/2020 at 1:53 pm': the thread writes its dates day first "
        "(14/04/2020, 23/04/2020 read only so), the page is en-GB on a .co.uk site: 9 June, "
        "not 6 September",
    ),
    FieldExample(
        _FLAWLESS,
        "Our pleasure, enjoy!",
        "published_at",
        "2020-06-10T20:15:00+00:00",
        "Kay, '10/06/2020 at 8:15 pm', the blogger's answer to the comment of 09/06/2020: 10 June",
    ),
    FieldExample(
        _FLAWLESS,
        "Yum how delicious!",
        "published_at",
        "2020-04-14T15:00:00+00:00",
        "Chandice Probst, '14/04/2020 at 3:00 pm': one reading only, unchanged",
    ),
    # Votes.
    FieldExample(
        _DEALDOKTOR,
        "Der 10 Euro Gutschein Deal",
        "likes",
        None,
        "'5819 ♥' under Montana's avatar is the user's total of 'heartbeats' (span.total-hb in "
        "the user column); the comment shows no vote count",
    ),
    FieldExample(
        _MONSTERDEALZ,
        "Quelle: Prospekt next week",
        "likes",
        None,
        "the same template as dealdoktor.de: '6709 ♥' is HansEhrlich's karma, not the comment's",
    ),
    # (de.happycoffee.org's "Absolut überzeugend": its stars were read as 5 likes; its
    # reviews are no comments since the stars name them reviews: tests/fields/test_votes.py
    # keeps the stars-are-no-likes case)
    FieldExample(
        "trafilatura/exxpress.at-zaehne.html",
        "Und wenn ich sein Großgoscherl",
        "likes",
        1,
        "'1' in span.cld-like-count-wrap after the thumbs-up (inside div.cld-like-dislike-wrap): one like",
    ),
    FieldExample(
        "trafilatura/exxpress.at-zaehne.html",
        "Und wenn ich sein Großgoscherl",
        "dislikes",
        None,
        "the dislike count's span (cld-dislike-count-wrap) is empty; the '1' was read as a dislike",
    ),
    FieldExample(
        "trafilatura/kyffhaeuser-nachrichten.de-Regen.html",
        "Ach ja... es gab dieses Jahr echt Regen",
        "dislikes",
        2,
        "'2' in the thumbs-down icon titled 'dislike (Vote erst nach dem Login)'",
    ),
    FieldExample(
        _MACTECHNEWS,
        "Ich kann mit 13.1.1",
        "likes",
        1,
        "'+1' between the ThumbUp and ThumbDown icons ('1 positive Stimme')",
    ),
    FieldExample(
        _MACTECHNEWS,
        "hallo, hat jemand eine idee",
        "likes",
        -3,
        "'-3' between the icons: '0 positive Stimmen', '3 negative Stimmen'; the site shows the net "
        "score, given as likes below zero (it was read as 3 likes)",
    ),
    FieldExample(
        _TICHY,
        "Ich sehe den Abzug grundsätzlich positiv",
        "likes",
        4,
        "wpDiscuz 'wc-vote-result positive' 4 between the thumbs",
    ),
    FieldExample(
        "trafilatura/energiezukunft.eu.bioenergie.html",
        "Ich bin schon vor Wochen",
        "likes",
        3,
        "'+3' in span.votesum titled '3 Bewertung(en) (3 positiv, 0 negativ)'",
    ),
    # Permalinks.
    FieldExample(
        "trafilatura/simplyscience.ch.erdoel.html",
        "Sehr cooles Thema",
        "permalink",
        "http://www.simplyscience.ch/teens-liesnach-archiv/articles/wie-entsteht-erdoel.html#c170",
        "the comment's own anchor (a name='c170'); the only link in it is 'Kommentar melden.' "
        "(kommentar-melden/article/19010/comment/170.html), which was given as its permalink",
    ),
    FieldExample(
        "trafilatura/energiezukunft.eu.bioenergie.html",
        "Ich bin schon vor Wochen",
        "permalink",
        "https://www.energiezukunft.eu/erneuerbare-energien/biomasse/"
        "bundesregierung-drosselt-bioenergie-branche-protestiert/#comment3989",
        "the comment's anchor (div#comment3989); the 'Gut' upvote link (action=upvote) ends in it "
        "and was given as the permalink",
    ),
    # Authors.
    FieldExample(
        _VILLAGERS,
        "Schade das die Lichtrunen",
        "author",
        "Bibi Blocksberg",
        "XenForo: the name is the profile link (a.username, itemprop name); 'Hero' under it is her "
        "rank (div.userBanner, itemprop jobTitle), which was taken as the author",
    ),
    FieldExample(
        _VILLAGERS,
        "Es ist ja nett, dass die Systemmeldungen",
        "author",
        "Bluerider",
        "XenForo: 'Reader' is the rank banner under the name",
    ),
    FieldExample(
        _VILLAGERS,
        "Patch Notes 4.47.4",
        "author",
        "Tiberius",
        "XenForo: the moderator's name in a styled span inside the profile link; 'Neonga Nation' is "
        "his custom title banner",
    ),
)


def _pages(data: Path) -> dict[str, tuple[Path, str | None]]:
    """Corpus key -> (saved page, its URL when the corpus gives it)."""
    out: dict[str, tuple[Path, str | None]] = {}
    for t in trafilatura_pages(data):
        out[t.key] = (t.path, t.url)
    for f in fundus_pages(data):
        out[f.key] = (f.path, f.url)
    for d in dragnet_pages(data):
        out[d.key] = (d.path, None)
    return out


def example_results(data: Path) -> list[tuple[FieldExample, Value, bool]]:
    """(example, what the extraction gives, right) for every example; a comment not
    found gives "(not found)"."""
    pages = _pages(data)
    out: list[tuple[FieldExample, Value, bool]] = []
    cache: dict[str, list[object]] = {}
    for ex in EXAMPLES:
        path, url = pages[ex.page]
        if ex.page not in cache:
            cache[ex.page] = [
                pc.comment
                for pc in extract_comments(
                    parse_html(read_page(path)),
                    article_url=url,
                    fallback_url=ex.page,
                    reference_time=REFERENCE_TIME,
                    mode="accepted",
                )
            ]
        found = next((c for c in cache[ex.page] if str(getattr(c, "text", "")).startswith(ex.comment)), None)
        got: Value = getattr(found, ex.field) if found is not None else "(not found)"
        out.append((ex, got, found is not None and got == ex.want))
    return out


def print_examples(data: Path) -> None:
    results = example_results(data)
    print("\n### Comment fields labelled one by one on real pages (_real_fields.EXAMPLES)\n")
    print("| page | comment | field | right value | extracted | right |\n|---|---|---|---|---|---|")
    for ex, got, ok in results:
        page = ex.page.split("/", 1)[1].removesuffix(".html")
        print(
            f"| {page} | {ex.comment[:28]}… | {ex.field} | {ex.want!r} | {got!r} | {'yes' if ok else '**no**'} |"
        )
    by_field: Counter[str] = Counter()
    right: Counter[str] = Counter()
    for ex, _got, ok in results:
        by_field[ex.field] += 1
        right[ex.field] += ok
    cells = ", ".join(f"{f} {right[f]}/{n}" for f, n in sorted(by_field.items()))
    print(f"\n{sum(right.values())} of {len(results)} right ({cells})")


def print_date_order_agreement(data: Path) -> None:
    """On every saved page whose own slashed dates read only one way: does the order its
    locale stands for (the fallback for pages whose dates are all ambiguous) agree?"""
    # Imported here: the examples also run on a release without them (--tree, PYTHONPATH).
    from comspider.date_order import locale_order
    from comspider.page_dates import DAY_FIRST, MONTH_FIRST, numeric_order_votes

    pages: list[tuple[str, Path, str | None]] = [(d.key, d.path, None) for d in dragnet_pages(data)]
    pages += [(t.key, t.path, t.url) for t in trafilatura_pages(data)]
    pages += [(f.key, f.path, f.url) for f in fundus_pages(data)]
    rows: Counter[tuple[str, str]] = Counter()
    disagree: list[str] = []
    for key, path, url in progress(pages, "pages"):
        if not path.exists():
            continue
        root = parse_html(read_page(path))
        day, month = numeric_order_votes(_visible_text(root))
        if day == month:
            continue
        shown = DAY_FIRST if day > month else MONTH_FIRST
        said = locale_order(root, url)
        rows[(shown, said or "none")] += 1
        if said is not None and said != shown:
            disagree.append(f"{key} (dates {shown}: {max(day, month)} to {min(day, month)}; locale {said})")
    print("\n### The order a page's locale stands for, against the order its own dates show\n")
    print("| the page's dates show | locale: day first | locale: month first | locale: none |")
    print("|---|---|---|---|")
    for shown in (DAY_FIRST, MONTH_FIRST):
        print(
            f"| {shown} | {rows[(shown, DAY_FIRST)]} | {rows[(shown, MONTH_FIRST)]} | {rows[(shown, 'none')]} |"
        )
    print("\nPages whose locale says the other order: " + ("; ".join(disagree) or "none"))


def _visible_text(root: lxml_html.HtmlElement) -> str:
    """The page's text and tails, without scripts and styles."""
    parts: list[str] = []
    for el in root.iter():
        if not isinstance(el.tag, str):
            continue
        if el.tag not in ("script", "style", "noscript", "template") and el.text:
            parts.append(el.text)
        if el.tail:
            parts.append(el.tail)
    return "\n".join(parts)
