"""Which of the scored record sections of a page are extracted as its comments.

Every section whose ``comment_score`` reaches the threshold is a candidate, unless most of
its records show no name, no time and no prose (at any score), or it scores below an even
chance and most of its records name nobody, or its block says the discussion is empty ("Comments
(0) - be the first to comment") and its records offer no discussion's control, or the page's
comment form stands in another block that says so and the list shows nothing of a discussion
of its own (a side column's roster beside an article nobody has answered), or every
record was written in the week before the article with nothing of a discussion about it
(notes or letters gathered for the article, :func:`_without_gathered`), or most records are
figures with their captions (a gallery), or every record holds a field to type into and none a
time (the comment form and its dialogs). Then:

1. **Records that are no comments leave their section**: notices ("This comment was
   removed", "Abusive comment hidden"), an empty thread's message ("There are no comments
   yet - be the first to add your thoughts"), a breadcrumb or pager among a forum's posts
   (named so in its class or id) and unfilled template placeholders (``_time_
   _text_``, ``{{author}}``), looked for among the hidden records (the ``hidden``
   attribute or an inline ``display:none`` on the record or between it and the
   container) and those whose shape (number of child elements, the first child's tag and
   class) differs from the others'. Hidden alone is no reason: a reply thread the page
   collapsed ("Show 3 replies") holds comments all the same. A record of another shape
   or kind than the others (its tag and first class) that shows no reader's prose, time
   or words beside a name (a heading row "Comments (6)", a "Related articles" box), or
   a time more than a month before the article's (an older story's teaser), goes too.
   Their replies move up to the nearest record that stays. A section left without
   records goes.
2. **Whole regions**: a candidate inside another candidate of the same document is the
   same thread cut another way. When it lies inside one of the outer section's records
   and the outer section is the thread (it has more records, or that record has the
   tag and a class of the inner records: a comment holding its replies), the outer
   section wins and takes the inner records it lacks as nested replies. When every outer
   record wraps some of the inner ones and none is one (a thread's blocks around its
   comments), the inner wins. Otherwise (an
   outer "section" of a few page blocks around the comment list) the likelier wins,
   then the larger.
3. **Each comment once**: of two candidates whose records repeat each other's text (a
   "top rated" list beside the full list), the smaller goes; within a section, a record
   whose text repeats another's (the same comment in two lists of one container) is
   kept once, in the larger list.
"""

from __future__ import annotations

import dataclasses
import itertools
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator
from datetime import datetime, time, timedelta
from difflib import SequenceMatcher
from typing import TypeVar
from urllib.parse import urlsplit

from lxml import etree
from lxml import html as lxml_html

from comspider import declared_time
from comspider.date_order import section_date_order
from comspider.page_voices import signed_by
from comspider.records.bylines import METHOD as BYLINES
from comspider.records.bylines import UNCUED_METHOD as UNCUED_BYLINES
from comspider.records.dom import (
    element_after,
    first_of,
    folded,
    inside,
    kind_of,
    normalise_ws,
    numbered,
    text_of,
    under_any,
)
from comspider.records.indentation import nest_by_indentation
from comspider.records.model import Record, RecordSection
from comspider.records.wrapping import wraps_only
from comspider.sections import lookalikes, times
from comspider.sections.evidence import (
    counted_exactly,
    form_follows,
    form_says_empty,
    numbers,
    said_empty,
    star_grade,
    surroundings,
)
from comspider.sections.evident_threads import (
    DISCUSSION_EVIDENCE,
    EVIDENT_THREAD_SCORE,
    answer_one_another,
    evident_thread_floor,
    is_evident_thread,
)
from comspider.sections.excerpts import excerpts
from comspider.sections.shown_article_time import shown_article_time
from comspider.sections.structure import (
    RecordFeatures,
    dateish,
    later_dates,
    page_url,
    record_features,
    sample_records,
    section_features,
)
from comspider.sections.writers import signed_by_the_writers
from comspider.subjects import REPLY_MARKS

#: Share of the smaller list's records whose text the larger one repeats, for the smaller
#: to be a duplicate list.
DUPLICATE_SHARE = 0.6
#: Characters of a record's text that identify it (its head: author, date, first lines).
FINGERPRINT_CHARS = 240
#: Of them, without spaces, the key that groups a comment with its copies.
GROUP_KEY_CHARS = 180
#: The first characters of a fingerprint without spaces (its byline: name and time), which
#: with the record's longest text groups a comment with a copy that adds a line.
BYLINE_KEY_CHARS = 24
#: Longest record text tested for notices and placeholders (longer is a comment).
SHORT_TEXT = 400

_WS = re.compile(r"\s+")
#: A record of another shape named for navigation: no comment.
_NAVIGATION = re.compile(r"breadcrumb|pagination|pager\b|page-?nav|paging", re.I)


#: Below this score a section is kept only if most of its records name their author.
UNCERTAIN_SCORE = 0.5
MIN_NAMED_SHARE = 0.5
#: A record of another kind dated this long before the article is an older story's teaser
#: (a page's declared date may be days late: an update, a day without its time).
OLDER_STORY = timedelta(days=30)
#: A list all written before the article, its newest record at most this long before it,
#: was gathered for the article (a thread republished under a later date is weeks older:
#: 48 days and more on the real pages' republished posts).
GATHERED = timedelta(days=7)
#: Share of a section's records that must show a name, a time or prose (the largest of
#: the three shares) for it to be comments at any score.
MIN_RECORD_EVIDENCE = 0.5


def choose_sections(sections: list[RecordSection], threshold: float) -> list[RecordSection]:
    """The comment sections to extract (see the module doc), in document order."""
    candidates = [s for s in sections if s.records and (s.comment_score or 0.0) >= threshold]
    when = _once_each(_when_written)  # read each list's dates once
    candidates = _without_gathered(
        _without_older_lists(
            [
                s
                for s in candidates
                if _shows_a_discussion(s, when)
                and not _beside_an_empty_thread(s)
                and not _away_from_an_empty_thread(s)
            ],
            when,
        ),
        when,
    )
    candidates = [p for p in (prune_records(s) for s in candidates) if p.records]
    kept = whole_regions(candidates)
    kept = drop_duplicate_lists(kept)
    kept = drop_beside_the_counted(kept)
    kept = drop_beside_the_answerable(kept)
    kept = drop_beside_the_evident(kept)
    kept = drop_beside_the_thread(kept)
    return sorted(kept, key=lambda s: (s.snapshot, _document_order(s)))


def drop_beside_the_counted(sections: list[RecordSection]) -> list[RecordSection]:
    """The page says how many comments its discussion has ("Comments (3)" over three
    records): a list of one snapshot that only its evidence raised (nothing names it
    comments: at most :data:`EVIDENT_THREAD_SCORE`), without such a count of its own, is
    not that discussion when exactly one other list is it and scores no lower (a live
    blog's updates, listeners' messages or a newsroom's notes beside the readers' thread,
    in the thread's own markup)."""
    counted = _once_each(lambda s: surroundings(s)["count_match"] > 0)
    return _drop_beside_the_one(sections, counted, lambda s, _one: not counted(s))


_T = TypeVar("_T")
#: When a list was written against the article ("before", "after" or None) and, before
#: it, how long before (:func:`_when_written`).
Written = tuple[str | None, timedelta | None]
#: Share of a list's records that offer a discussion's control (reply, vote, report) for
#: it to be the one that does.
ANSWERABLE_SHARE = 0.5


def drop_beside_the_answerable(sections: list[RecordSection]) -> list[RecordSection]:
    """A discussion offers a control on its records (reply, vote, report): a list of one
    snapshot that only its evidence raised (at most :data:`EVIDENT_THREAD_SCORE`), whose
    records offer none, is not the discussion when exactly one other list of that
    snapshot, in the very same record template, offers one on most of its records and
    scores no lower (a restock log or a notice board above the readers' thread, in the
    thread's own markup)."""
    share = _once_each(lambda s: section_features(s)["controls"])
    return _drop_beside_the_one(
        sections,
        lambda s: share(s) >= ANSWERABLE_SHARE,
        lambda s, one: share(s) == 0 and _template(s) == _template(one),
    )


def drop_beside_the_evident(sections: list[RecordSection]) -> list[RecordSection]:
    """A list of one snapshot that the score is unsure of (below :data:`UNCERTAIN_SCORE`) and
    that shows no discussion's evidence is not the discussion when exactly one other list of
    that snapshot, in the very same record template, is an evident thread (its readers
    answer one another, or write in time after the article) and scores no lower (farms'
    opening days above the readers' thread, in the thread's own markup), unless its records
    are timed as comments are (a further page of the thread, one of its readers unnamed)."""
    evident = _once_each(lambda s: is_evident_thread(s, section_features(s)))
    return _drop_beside_the_one(
        sections,
        evident,
        lambda s, one: (
            (s.comment_score or 0.0) < UNCERTAIN_SCORE and _template(s) == _template(one) and not _timed(s)
        ),
    )


#: What a list shows of a discussion of its own: the evidence of a discussion but what lies
#: around it (a form, comment words nearby serve whatever is beside them) and a byline
#: (any list of named entries has one).
OWN_EVIDENCE = tuple(k for k in DISCUSSION_EVIDENCE if k not in ("form_near", "context_kw", "byline_found"))


def drop_beside_the_thread(sections: list[RecordSection]) -> list[RecordSection]:
    """A list of one snapshot that only its evidence raised (at most
    :data:`EVIDENT_THREAD_SCORE`) and that shows nothing of a discussion of its own
    (:data:`OWN_EVIDENCE`: no control, no anchor, no answer, no comment word of its own) is
    not the discussion when exactly one other list of that snapshot is a thread whose
    records offer a discussion's controls (reply, vote, report), or that the comment form
    follows (the form adds the next record to it, :func:`~comspider.sections.evidence.
    form_follows`), and that scores above it or is an evident thread, in another template
    (a readers' tutoring ads or a roommate board in the side column, a widget's
    "Reactions" of tweets under the readers' thread; the thread may be split over the page's
    columns, its parts in one template); a further page of the thread, in its template, is
    :func:`drop_beside_the_evident`'s to decide."""
    features = _once_each(section_features)
    thread = _once_each(
        lambda s: (
            (features(s)["controls"] >= ANSWERABLE_SHARE or form_follows(s))
            and ((s.comment_score or 0.0) > EVIDENT_THREAD_SCORE or is_evident_thread(s, features(s)))
        )
    )
    return _drop_beside_the_one(
        sections,
        thread,
        lambda s, one: (
            (s.comment_score or 0.0) <= EVIDENT_THREAD_SCORE
            and _template(s) != _template(one)
            and not any(features(s).get(k, 0.0) > 0 for k in OWN_EVIDENCE)
        ),
        parts=True,
    )


#: Share of a list's (sampled) records whose time reads for it to be timed as comments are.
TIMED_SHARE = 2 / 3


def _timed(section: RecordSection) -> bool:
    """Whether most of a list's records show a time that reads as when they were written
    (placed against the article's time: a day without its year only within days of it): a
    further page of the thread ("Show more comments") is; farms' opening days are not."""
    feats = _sampled_features(section)
    now = declared_time.reading_time(section.container)
    article = declared_time.article_time(section.container)
    timed = sum(
        times.record_time(f.date_texts, now, None, article) is not None for f in feats if f.date_texts
    )
    return timed >= TIMED_SHARE * len(feats)


def _once_each(read: Callable[[RecordSection], _T]) -> Callable[[RecordSection], _T]:
    """``read``, computed once for each section (sections are not hashable)."""
    seen: dict[int, _T] = {}

    def once(section: RecordSection) -> _T:
        if id(section) not in seen:
            seen[id(section)] = read(section)
        return seen[id(section)]

    return once


def _drop_beside_the_one(
    sections: list[RecordSection],
    is_it: Callable[[RecordSection], bool],
    not_it: Callable[[RecordSection, RecordSection], bool],
    parts: bool = False,
) -> list[RecordSection]:
    """``sections`` without, in each snapshot where exactly one of two or more lists
    ``is_it``, the other lists that ``not_it`` (beside that one) and that score no higher
    than it nor than :data:`EVIDENT_THREAD_SCORE` (only their evidence raised them).
    ``parts``: lists that are it all in one template are one (a thread split over the
    page's columns), the best scored standing for them."""
    if len(sections) < 2:
        return sections
    drop: set[int] = set()
    for snapshot in {s.snapshot for s in sections}:
        group = [s for s in sections if s.snapshot == snapshot]
        if len(group) < 2:
            continue
        ones = [s for s in group if is_it(s)]
        if parts and len(ones) > 1 and len({_template(s) for s in ones}) == 1:
            ones = [max(ones, key=lambda s: s.comment_score or 0.0)]
        if len(ones) != 1:
            continue
        one = ones[0]
        score = one.comment_score or 0.0
        drop |= {
            id(s)
            for s in group
            if s is not one
            and not_it(s, one)
            and (s.comment_score or 0.0) <= min(score, EVIDENT_THREAD_SCORE)
        }
    return [s for s in sections if id(s) not in drop]


def _template(section: RecordSection) -> tuple[str, str]:
    """The tag and classes of a list's first record: its template."""
    node = section.records[0].node
    return str(node.tag), " ".join(sorted((node.get("class") or "").split()))


def _shows_a_discussion(section: RecordSection, when: Callable[[RecordSection], Written]) -> bool:
    """Whether a candidate's records show a discussion's evidence (its features read once):

    - most records show a name, a time or prose of their own: what raises a list without
      them is around it (a comment count, a sort control, comment words on the page), not
      in it (a sidebar of widgets, a block of links). Of the 320 labelled comment
      sections, 1 is such a list; of 13,377 others, 3,055 (models/data/sections.jsonl);
    - a section the score is unsure of (between the threshold and an even chance) has
      records that mostly name their author: an article's paragraphs, a list of entries
      do not; a discussion's records say who wrote them, and where they do not, the
      section needs a surer score.
      A section the score is unsure of whose dated records were all written before the
      article is no discussion of it either;
    - most records are not graded in star glyphs ("★★★☆☆": reviews, which are no comments,
      at any score);
    - not every record is cut off with an ellipsis (:func:`~comspider.sections.excerpts.excerpts`)."""
    features = section_features(section)
    if max(features["named_share"], features["prose"], features["dated"]) < MIN_RECORD_EVIDENCE:
        return False
    if excerpts(section):
        return False  # every entry cut off: the latest comments of other posts, teasers
    if (
        features["rating"] >= MIN_RECORD_EVIDENCE
        and _graded_in_stars(section)
        and not answer_one_another(section)
    ):
        # reviews, which are no comments (a "rating" in markup alone may be a comment's
        # votes; stars in a list whose records quote one another are a forum's ranks)
        return False
    if _figures(section):
        return False  # pictures with their captions (a gallery, quote cards), at any score
    if signed_by_the_writers(section, [f.name for f in _sampled_features(section)]):
        return False  # the article's writers' own updates (a live blog), at any score
    if _the_article_itself(section):
        return False  # a CMS's node printed in its records' template ("Inviato da redazione …")
    if not features["dated"] and _forms(section):
        return False  # the discussion's form and its dialogs, at any score
    written = when(section)[0]
    if written == "before" and _in_the_running_text(section) and not _answered_here(features):
        # a list the article's own paragraphs lead into, all of it written before the
        # article: the article quotes it (a lab's notebook, readers' reports), nobody answers
        return False
    if (section.comment_score or 0.0) >= UNCERTAIN_SCORE:
        return True
    # unsure: named records, and not all written before the article (readers answer an
    # article after it appears; a list of openings, arrivals or awards dated before it is news)
    # unless they show a discussion's controls or words (a post republished under a later
    # date keeps its older thread)
    if features["named_share"] < MIN_NAMED_SHARE:
        return False
    discussed = features["controls"] > 0 or features["kw"] > 0 or features.get("context_kw", 0.0) > 0
    return discussed or written != "before"


#: Paragraphs of prose (at least :data:`PROSE_PARAGRAPH` characters) before a list, beside
#: it, that make it part of the article's running text.
RUNNING_PARAGRAPHS = 2
PROSE_PARAGRAPH = 80
#: Levels above the list's container looked at for those paragraphs.
RUNNING_LEVELS = 2


def _answered_here(features: dict[str, float]) -> bool:
    """Whether the list's records answer one another on this page: replies nested in the
    records they answer, and a reply control on most records. A list an article quotes is
    answered nowhere; a discussion dated before the article's shown day is one whose page
    shows another day (an event's date, a product's release)."""
    return features["nested"] > 0 and features["reply_control"] >= MIN_RECORD_EVIDENCE


def _in_the_running_text(section: RecordSection) -> bool:
    """Does the list sit among the article's paragraphs: its container, or an element at
    most :data:`RUNNING_LEVELS` above it, comes after two paragraphs of prose that are its
    siblings? A discussion follows the article's text box; it does not continue it."""
    el: lxml_html.HtmlElement | None = section.container
    for _ in range(RUNNING_LEVELS + 1):
        if el is None or el.tag in ("body", "html"):
            return False
        prose = 0
        for sib in el.itersiblings(preceding=True):
            if sib.tag == "p" and len(normalise_ws(sib.text_content())) >= PROSE_PARAGRAPH:
                prose += 1
                if prose >= RUNNING_PARAGRAPHS:
                    return True
        el = el.getparent()
    return False


#: Paragraphs of prose a lone record holds for it to be read as the article itself.
ARTICLE_PARAGRAPHS = 3


def _the_article_itself(section: RecordSection) -> bool:
    """Is the list one record that holds paragraphs of prose (:data:`ARTICLE_PARAGRAPHS`)
    and that no paragraph of prose precedes on the page: the article itself (Drupal's node
    with its "Inviato da redazione il …" byline, in the template its comments would have)?
    A discussion follows the article's text."""
    if len(section.records) != 1:
        return False
    record = section.records[0]
    own = [p for root in (record.node, *record.extra) for p in root.iter("p")]
    if sum(len(normalise_ws(p.text_content())) >= PROSE_PARAGRAPH for p in own) < ARTICLE_PARAGRAPHS:
        return False
    first = own[0]
    for p in section.container.getroottree().getroot().iter("p"):
        if p is first:
            return True
        if len(normalise_ws(p.text_content())) >= PROSE_PARAGRAPH:
            return False  # the article's text before it
    return False


def _beside_an_empty_thread(section: RecordSection) -> bool:
    """A list whose block says the discussion is empty ("Comments (0) Be the first to comment
    on this story", :func:`~comspider.sections.evidence.said_empty`) is not that discussion,
    unless its records answer as a discussion's do: most offer a reply, vote or report
    control, or the list is an evident thread (a stale "no comments yet" a script left beside
    the comments it loaded)."""
    if not said_empty(section):
        return False
    features = section_features(section)
    return features["controls"] < ANSWERABLE_SHARE and not is_evident_thread(section, features)


def _away_from_an_empty_thread(section: RecordSection) -> bool:
    """A list that only its evidence raised (at most :data:`EVIDENT_THREAD_SCORE`) and that
    shows nothing of a discussion of its own (:data:`OWN_EVIDENCE`), in another block than
    the page's comment form whose block says the discussion is empty ("0 comentarii ...
    Be the first", :func:`~comspider.sections.evidence.form_says_empty`): a side column's
    roster or notice board beside an article nobody has answered yet."""
    if (section.comment_score or 0.0) > EVIDENT_THREAD_SCORE:
        return False
    features = section_features(section)
    return not any(features.get(k, 0.0) > 0 for k in OWN_EVIDENCE) and form_says_empty(section)


#: Records read, evenly spaced, to tell whether a list was written before the article.
DATED_SAMPLE = 12


def _without_older_lists(
    sections: list[RecordSection], when: Callable[[RecordSection], Written]
) -> list[RecordSection]:
    """The candidates without the lists all written before the article, where another list
    of the same snapshot was written after it and the page's count of comments is that
    list's own ("Comments (4)" over its four): no reader comments on an article before it
    exists, so beside the article's counted discussion such a list is another page's (a
    "best of" older posts' comments, a press review of the day before), whatever its score.
    A list before the article stays otherwise: a blog that republishes a post under a new
    date keeps its old comments (a recipe "updated" in 2020 over comments of 2017), and
    a thread under day headings ("This week", "Earlier") is one count's pieces.
    Uncounted, a list written after the article that shows a discussion's own evidence
    (:data:`OWN_EVIDENCE`: controls, anchors, answers) rules out, in its snapshot, a list
    before the article that only its evidence raised (at most :data:`EVIDENT_THREAD_SCORE`),
    that shows none and is in another template (a sailing club's log in the side column,
    dated the days before the article, beside its readers' letters)."""
    if len(sections) < 2:
        return sections
    written = {id(s): when(s)[0] for s in sections}
    after = {s.snapshot for s in sections if written[id(s)] == "after" and counted_exactly(s)}
    # the features only where a list before the article is in question (most pages have none)
    own = _once_each(lambda s: any(section_features(s).get(k, 0.0) > 0 for k in OWN_EVIDENCE))

    def older(s: RecordSection) -> bool:
        if written[id(s)] != "before":
            return False
        if s.snapshot in after:
            return True
        return (
            (s.comment_score or 0.0) <= EVIDENT_THREAD_SCORE
            and any(
                o.snapshot == s.snapshot
                and written[id(o)] == "after"
                and _template(o) != _template(s)
                and own(o)
                for o in sections
            )
            and not own(s)
        )

    return [s for s in sections if not older(s)]


def _without_gathered(
    sections: list[RecordSection], when: Callable[[RecordSection], Written]
) -> list[RecordSection]:
    """The candidates without the lists gathered for the article (:func:`_gathered`), at
    any score: no reader comments on an article before it exists. A list in the records'
    markup of another candidate of the snapshot written after the article stays beside it:
    one thread's earlier part (under day headings, an article updated since)."""
    gathered = {id(s) for s in sections if _gathered(s, when(s))}
    if not gathered:
        return sections
    later = {
        (s.snapshot, kind_of(s.records[0].node)) for s in sections if s.records and when(s)[0] == "after"
    }
    return [
        s
        for s in sections
        if not (id(s) in gathered and (s.snapshot, kind_of(s.records[0].node)) not in later)
    ]


def _gathered(section: RecordSection, written_when: Written) -> bool:
    """Was the list gathered for the article: every record written in the week before it
    (the newest, read with its year, at most :data:`GATHERED` before), none after it, and
    nothing of a discussion (no reply, vote or report control on most records, no answers
    among them)? Teachers' notes, letters or reports the article prints. A thread
    republished under a later date is weeks older than its new date, or answers itself."""
    written, gap = written_when
    if written != "before" or gap is None or gap > GATHERED:
        return False
    features = section_features(section)
    return features["controls"] < ANSWERABLE_SHARE and not is_evident_thread(section, features)


def _sampled_features(section: RecordSection) -> list[RecordFeatures]:
    """The features of :data:`DATED_SAMPLE` of the section's records, evenly spaced."""
    nodes = {r.node for r in section.records}
    return [record_features([r.node, *r.extra], nodes) for r in sample_records(section.records, DATED_SAMPLE)]


def _when_written(section: RecordSection) -> Written:
    """When the list was written against the article's time as the page declares it:
    "before" when every date each dated record shows in its head (a forum post's join date
    and its own) reads earlier than the article beyond
    :data:`~comspider.declared_time.TIME_SLACK` (none between two days alone:
    :func:`~comspider.sections.times.earliest_written`; a date without its year: within days
    before it, :func:`~comspider.sections.times.yearless_before`); "after" when each dated record shows one
    on or after it; each in both date orders (as read, and in the page's: "05/03/2012" is
    5 March on a page that writes the day first). None when the page declares no time,
    fewer than two thirds of the (sampled) records show a time, or a date does not read.
    With "before", how long before the article the newest time shown is (in the page's date
    order), else None."""
    if not section.records:
        return None, None
    now = declared_time.reading_time(section.container)
    article = declared_time.article_time(section.container)
    # where the page declares none (or only a month, from its address), the day it shows
    # under the headline: a day, read as a day (a record of an earlier day was written before it)
    vague = article is None or isinstance(article, declared_time.MonthStart)
    shown = shown_article_time(section.container, now) if vague else None
    if article is None and shown is None:
        return None, None
    feats = _sampled_features(section)
    dated = [[*f.date_texts, *(t for _slot, t in later_dates(f))] for f in feats if f.date_texts]
    if len(dated) * 3 < len(feats) * 2:
        return None, None
    if shown is not None:
        article = shown.replace(hour=0, minute=0, second=0, microsecond=0)
    assert article is not None
    # the earliest time each date text may read as and be written after the article: a
    # day's slack, none between two days alone (times.earliest_written), none before a
    # day the page shows
    earliest = [
        [article if shown is not None else times.earliest_written([text], article) for text in texts]
        for texts in dated
    ]

    def verdict(order: str | None) -> tuple[str | None, timedelta | None]:
        # a date without its year reads against the article: within days after it, or
        # within days before it (times.yearless_before)
        read = [[times.record_time([text], now, order, article) for text in texts] for texts in dated]
        whens = [
            [w or times.yearless_before([text], article) for w, text in zip(ws, texts, strict=True)]
            for ws, texts in zip(read, dated, strict=True)
        ]
        pairs = [list(zip(ws, lows, strict=True)) for ws, lows in zip(whens, earliest, strict=True)]
        if all(any(w is not None and w >= low for w, low in ps) for ps in pairs):
            return "after", None
        # (a text that reads as no time says nothing: a later line's "Rp 640.000")
        if all(
            any(w is not None for w, _ in ps) and all(w < low for w, low in ps if w is not None)
            for ps in pairs
        ):
            # how long before, only where every time was read with its year (a year guessed
            # for "18. September" says "before" but not by how much)
            if whens != read:
                return "before", None
            return "before", article - max(w for ws in whens for w in ws if w is not None)
        if all(
            any(w is not None for w, _ in ps)
            and all(w < low or _its_day(w, article) for w, low in ps if w is not None)
            for ps in pairs
        ) and any(all(w < low for w, low in ps if w is not None) for ps in pairs):
            # some written days before the article, the others on its day without a time of
            # day ("25.10.2011" under an article of 25 October, 08:35): none after it
            return "before", None
        return None, None

    first, _ = verdict(None)
    if first is None:
        return None, None
    order = section_date_order(section.container, page_url(section.container), [" ".join(d) for d in dated])
    second, gap = verdict(order)
    return (first, gap) if second == first else (None, None)


def _its_day(when: datetime, article: datetime) -> bool:
    """Whether ``when`` is the article's day written without a time of day (read as its
    midnight), before the article's own time."""
    return when < article and when.date() == article.date() and when.timetz().replace(tzinfo=None) == time(0)


def _figures(section: RecordSection) -> bool:
    """Whether most of the section's (sampled) records are figures: a ``<figure>``, or a
    record whose words stand in a ``<figcaption>`` (a photo gallery's "photo 1 of 8 ... Photo:
    NAME, time", a quote card's "— NAME"), or a record holding a photo (:func:`_photo`:
    readers' pictures, each "sent by NAME"). HTML's own word for a picture and its caption,
    and a picture's size, in any language; a comment is no figure, though one may hold one."""
    sample = sample_records(section.records, DATED_SAMPLE)

    def figure(record: Record) -> bool:
        node = record.node
        if node.tag == "figure":
            return True
        words = len(normalise_ws(node.text_content()))
        captions = sum(len(normalise_ws(c.text_content())) for c in node.iter("figcaption"))
        return (words > 0 and captions * 2 > words) or any(_photo(img) for img in node.iter("img"))

    return sum(figure(r) for r in sample) * 2 > len(sample)


#: A picture's declared side (px) from which it is a photo, not a face: comment systems
#: draw avatars at 16 to 128 pixels; a reader's photo, a gallery's picture is larger.
PHOTO_SIDE = 150
_SIDE = re.compile(r"^\s*(\d{2,4})(?:px)?\s*$")
_STYLE_SIDE = re.compile(r"(?:^|;)\s*(?:width|height)\s*:\s*(\d{2,4})px", re.I)


def _photo(img: lxml_html.HtmlElement) -> bool:
    """Whether an image declares a side of a photo (``width``/``height`` attributes or its
    inline style): the record it leads is a picture with a caption, not a reader's words."""
    sides = [m.group(1) for m in (_SIDE.match(img.get(a) or "") for a in ("width", "height")) if m]
    sides += _STYLE_SIDE.findall(img.get("style") or "")
    return any(int(side) >= PHOTO_SIDE for side in sides)


#: A field a person types into: a comment form's text, name or e-mail.
_TYPED_FIELDS = './/textarea | .//input[not(@type) or @type="text" or @type="email"]'


def _forms(section: RecordSection) -> bool:
    """Whether every (sampled) record holds a field to type into (a ``<textarea>``, a text
    input): a comment form and its dialogs (write, confirm, report a comment), which share
    the discussion's words and controls but are nobody's words. A comment may carry its
    own reply form (chefkoch, holzwerken and d32ad974 on the real pages do), but it is
    dated: the caller asks this only of a list without a time."""
    sample = sample_records(section.records, DATED_SAMPLE)
    return bool(sample) and all(r.node.xpath(_TYPED_FIELDS) for r in sample)


def _graded_in_stars(section: RecordSection) -> bool:
    """Whether most of the section's (sampled) records show a grade in star glyphs ("★★★☆☆")."""
    sample = section.records[:: max(1, len(section.records) // 12)][:12]
    return sum(star_grade(_head_text(r, FINGERPRINT_CHARS)) for r in sample) * 2 > len(sample)


# ------------------------------------------------------------------------------- records
def _head_text(record: Record, limit: int) -> str:
    """The first ``limit``-odd characters of the record's text (nested replies included),
    read lazily."""
    parts: list[str] = []
    n = 0
    for t in _text_pieces(record):
        parts.append(t)
        n += len(t) + 1
        if n > limit:
            return " ".join(parts)
    return " ".join(parts)


def _text_pieces(record: Record) -> Iterator[str]:
    """The record's text pieces, stripped, the empty ones left out, in order (nested
    replies included)."""
    for node in [record.node, *record.extra]:
        texts = node.itertext()
        if record.extra and node.tail:  # a run owns its nodes' tails
            texts = itertools.chain(texts, (node.tail,))
        for t in texts:
            t = t.strip()
            if t:
                yield t


def _own_text(record: Record, records: set[lxml_html.HtmlElement], has_children: bool, limit: int) -> str:
    """The head of the record's own text: its nested replies (the other records) left
    out (``text_of`` never skips its root)."""
    if has_children:
        text = " ".join(
            text_of(n, lambda el: el in records) + (" " + n.tail if record.extra and n.tail else "")
            for n in [record.node, *record.extra]
        )
    else:
        text = _WS.sub(" ", _head_text(record, limit))
    return text[: limit + 1]


def _hidden_records(section: RecordSection) -> set[int]:
    """Records hidden by their own markup or by an element between them and the
    container (each element looked at once)."""
    hidden: dict[lxml_html.HtmlElement, bool] = {section.container: False}
    out: set[int] = set()
    for i, r in enumerate(section.records):
        chain = []
        el: lxml_html.HtmlElement | None = r.node
        while el is not None and el not in hidden:
            chain.append(el)
            el = el.getparent()
        verdict = hidden.get(el, False) if el is not None else False
        for node in reversed(chain):  # from the container down
            verdict = verdict or lookalikes.is_hidden(node)
            hidden[node] = verdict
        if verdict:
            out.add(i)
    return out


def _shape(record: Record, has_replies: bool) -> tuple[int, str, str]:
    """A record root's number of child elements (a reply list aside) and its first child's
    tag and first class: a notice put in a comment's place (``li.kommentar >
    p.hinweis`` among ``li.kommentar > div.inhalt``) differs in one or the other."""
    node = record.node
    n = len(node)
    if not n:
        return 0, "", ""
    first = node[0]
    if not isinstance(first.tag, str):  # a comment before the first child element
        first = next(node.iterchildren(etree.Element), None)
        if first is None:
            return n, "", ""
    cls = first.get("class")
    return n - has_replies, first.tag, cls.split(None, 1)[0] if cls and not cls.isspace() else ""


def _odd_records(section: RecordSection) -> list[int]:
    """Records whose root has another shape than most records have (:func:`_shape`): the
    ones that may be a notice in place of a comment (a template's records share their
    shape, a notice does not). All of them when the section has one or two."""
    records = section.records
    if len(records) <= 2:
        return list(range(len(records)))
    parents = {r.parent for r in records if r.parent is not None}
    shape = [_shape(r, i in parents) for i, r in enumerate(records)]
    usual = Counter(shape).most_common(1)[0][0]
    return [i for i, n in enumerate(shape) if n != usual]


def _odd_classes(section: RecordSection) -> set[int]:
    """Records whose root's class differs from the one most records share, where most do."""
    classes = [" ".join((r.node.get("class") or "").split()) for r in section.records]
    usual, count = Counter(classes).most_common(1)[0]
    if count * 2 <= len(classes):
        return set()
    return {i for i, cls in enumerate(classes) if cls != usual}


def _other_kind(section: RecordSection) -> set[int]:
    """Records whose root is another element or class than most records' (a heading's
    table among ``table.prispevek`` comments, a box of related links after them), where
    most records share one."""
    kinds = [kind_of(r.node) for r in section.records]
    usual, count = Counter(kinds).most_common(1)[0]
    if count * 2 <= len(kinds):
        return set()
    return {i for i, kind in enumerate(kinds) if kind != usual}


def prune_records(section: RecordSection) -> RecordSection:
    """The section without its hidden, notice and placeholder records, and with each
    comment once (see the module doc); the same object when nothing goes. About linear
    in the records: a record's text is read only when its shape differs from the others'
    (a notice in place of a comment)."""
    records = section.records
    # A hidden record is read too, but hidden alone is no reason to go: a reply thread the
    # page has collapsed ("Show 3 replies") holds comments all the same.
    odd_shape = set(_odd_records(section))
    # records unlike the thread's others that must show a comment's evidence to stay
    other_kind = _other_kind(section) if len(records) > 2 else set()
    shaped = (odd_shape | other_kind) if len(records) > 2 else set()
    # records of another class than most (``li.kx-c.kx-gone`` among ``li.kx-c``): read for
    # a notice only (a removed comment in the comments' own shape)
    classed = _odd_classes(section) if len(records) > 2 else set()
    hidden = _hidden_records(section)
    odd = sorted(hidden | odd_shape | shaped | classed)
    drop: set[int] = set()
    nodes = {r.node for r in records}
    parents = {r.parent for r in records if r.parent is not None}
    if odd:
        usual = _Signed(section, nodes, set(odd))
        ids = {ident for i in odd if (ident := records[i].node.get("id"))}
        targets = _link_targets(section, odd, ids) if ids else Counter()
        headline = _page_title(section) if other_kind else ""
        for i in odd:
            if i == 0 and i in classed and _pinned_notice(section, nodes, parents):
                drop.add(i)  # the editors' notice pinned over the thread, in a class of its own
                continue
            if i in classed and i not in odd_shape and i not in shaped and i not in hidden:
                # read for a notice only: a comment of its own class (the author's, one with
                # replies, whose anchor the replies link to) is no box of the page's
                own = _own_text(records[i], nodes, i in parents, SHORT_TEXT)
                if len(own) <= SHORT_TEXT and (
                    lookalikes.is_notice(own)
                    or _bracketed_notice(records[i], own, nodes)
                    or _a_shell(records[i], nodes, usual)
                ):
                    drop.add(i)
                continue
            if _NAVIGATION.search(f"{records[i].node.get('class') or ''} {records[i].node.get('id') or ''}"):
                drop.add(i)  # a breadcrumb or a pager among the posts of a forum thread
                continue
            if i in other_kind and headline and _holds_the_headline(records[i], headline):
                drop.add(i)  # the article itself beside its comments, its headline its own
                continue
            if i in other_kind and headline and _heads_the_headline(records[i], headline):
                drop.add(i)  # the article's dateline right over its headline
                continue
            ident = records[i].node.get("id")
            led = targets.get(ident, 0) if ident else 0
            if led and led * 2 >= len(records) - 1:
                drop.add(i)  # where the others' "Reply" links lead: the comment form's box
                continue
            own = _own_text(records[i], nodes, i in parents, SHORT_TEXT)
            if len(own) <= SHORT_TEXT and (
                lookalikes.is_notice(own)
                or _bracketed_notice(records[i], own, nodes)
                or (i in classed and _a_shell(records[i], nodes, usual))
                or lookalikes.is_empty_thread(own)
                or lookalikes.is_invitation(own)
                or lookalikes.placeholder_only(own)
                or (
                    i in shaped
                    and not _shows_a_comment(
                        records[i],
                        nodes,
                        section,
                        usual,
                        # a box among the comments, neither answering one nor answered
                        i in other_kind and records[i].depth == 0 and i not in parents,
                    )
                )
            ):
                drop.add(i)
    drop |= _bracketed_notices(section, set(odd), nodes, parents)
    drop |= _holders(section, nodes, parents)
    drop |= _header_rows(section, other_kind, nodes)
    if len(records) >= OPENER_THREAD and records[0].depth == 0 and _opens_on_the_article(section):
        drop.add(0)  # the site's post that opens a forum thread as the article's comments
    drop |= _repeated_records(section, drop)
    if not drop:
        return section
    return _without(_renested(section, drop), drop)


#: Share of the other records (sampled) that must carry a control for a first record
#: without any to be a pinned notice.
PINNED_CONTROLS = 2 / 3


def _pinned_notice(section: RecordSection, nodes: set[lxml_html.HtmlElement], parents: set[int]) -> bool:
    """Whether the list's first record, of a class of its own, carries none of the
    controls (reply, report, vote) that most of the others carry, and nothing answers it:
    a notice the editors pinned over the thread (its rules, its hours), no reader's comment."""
    records = section.records
    first = records[0]
    if first.depth or 0 in parents or len(records) < 3:
        return False
    if record_features([first.node, *first.extra], nodes).controls:
        return False
    others = sample_records(records[1:], DATED_SAMPLE)
    held = sum(1 for r in others if record_features([r.node, *r.extra], nodes).controls)
    return held >= PINNED_CONTROLS * len(others)


def _renested(section: RecordSection, drop: set[int]) -> RecordSection:
    """The section with its replies nested by their indentation where the records it keeps
    were the replies of dropped ones only: a LiveJournal entry the finder took for the root
    of its comments (``div#ljcmt…`` each indented by ``margin-left``) held them all, so the
    finder's indentation step (:func:`~comspider.records.indentation.nest_by_indentation`)
    saw them nested already. The records outside the kept ones' list go first (the entry,
    a box after the list); the others dropped (a deleted comment in the list) keep their
    places, so their replies take their levels from them, and go after."""
    records = section.records
    kept = [i for i in range(len(records)) if i not in drop]
    if len(kept) < 2 or all(records[i].parent is None for i in kept):
        return section  # nested by the finder already, or flat as the finder left them
    if any(records[i].parent is not None and records[i].parent not in drop for i in kept):
        return section
    parent = records[kept[0]].node.getparent()
    if any(records[i].node.getparent() is not parent for i in kept):
        return section
    outside = {i for i in drop if records[i].node.getparent() is not parent}
    inner = _without(section, outside)
    nest_by_indentation(inner)
    if all(r.parent is None for r in inner.records):
        return section  # no indentation stated: as before
    # back to the positions ``drop`` names, the outside records as they were
    at = [i for i in range(len(records)) if i not in outside]  # an inner record's position
    out = list(records)
    for j, rec in enumerate(inner.records):
        out[at[j]] = dataclasses.replace(rec, parent=None if rec.parent is None else at[rec.parent])
    return dataclasses.replace(section, records=out)


def _bracketed_notices(
    section: RecordSection,
    read: set[int],
    nodes: set[lxml_html.HtmlElement],
    parents: set[int],
) -> set[int]:
    """Records of the thread's own shape whose whole text is a notice in the template's
    brackets ("(Deleted comment)" on LiveJournal, "[removed]"): a reader asking "why was my
    comment deleted?" writes no brackets around it. ``read``: the records read already;
    ``nodes`` and ``parents``: the section's record nodes and the positions with replies."""
    out = set()
    for i, record in enumerate(section.records):
        if i in read:
            continue
        if i not in parents and next(_text_pieces(record), "(")[0] not in "([":
            continue  # its text (its _head_text) opens with no bracket: told by its first piece
        if _bracketed_notice(record, _own_text(record, nodes, i in parents, SHORT_TEXT), nodes):
            out.add(i)
    return out


def _bracketed_notice(record: Record, own: str, nodes: set[lxml_html.HtmlElement]) -> bool:
    """Whether a record's own text ``own`` is a notice in brackets, whole or in parts
    around its time (:func:`_bracketed_parts`)."""
    own = own.strip()
    if not (own[:1] in "([" and own[-1:] in ")]" and len(own) <= SHORT_TEXT):
        return False
    return lookalikes.is_notice(own) or _bracketed_parts(record, own, nodes)


#: A bracketed part of a record's text ("[deleted]", "(removed)").
_BRACKETED = re.compile(r"\[[^\[\]]{1,40}\]|\([^()]{1,40}\)")


def _bracketed_parts(record: Record, own: str, nodes: set[lxml_html.HtmlElement]) -> bool:
    """Whether a record says nothing but bracketed notices and its time: "[deleted] ·
    Apr 23, 2019 at 1:22 pm [deleted]", where the name and the text slots of a removed
    comment both hold the notice."""
    parts = _BRACKETED.findall(own)
    if not parts or not all(lookalikes.is_notice(p) for p in parts):
        return False
    rest = _BRACKETED.sub(" ", own)
    for date in record_features([record.node, *record.extra], nodes).date_texts:
        rest = rest.replace(date, " ")
    return not any(c.isalpha() for c in rest)


def _a_shell(record: Record, nodes: set[lxml_html.HtmlElement], usual: _Signed) -> bool:
    """Whether a record of another class than the thread's others is a removed comment's
    shell, whatever its words: no name, no reply, vote or report control and a line at
    most (a notice), where most others each show a name and a time, carry a numbered id and
    offer a control ("Bu yorum, yayın ilkelerimize aykırı bulunduğu için kaldırılmıştır."
    in ``div.yorum.yorum-kaldirildi`` among ``div.yorum``)."""
    f = record_features([record.node, *record.extra], nodes)
    return (
        f.name is None
        and not f.controls
        and len(f.text.split()) <= lookalikes.NOTICE_MAX_WORDS
        and usual.others_answerable(record, f.text)
    )


def _holders(section: RecordSection, nodes: set[lxml_html.HtmlElement], parents: set[int]) -> set[int]:
    """Records that hold other records of the section which do not answer them, and show
    no date of their own: the comments' box mined beside the box of the article ("Reader
    comments (2)", the comments, "Log in or register to join the debate"), not a comment
    whose replies sit inside it (those answer it). ``nodes`` and ``parents``: the
    section's record nodes and the positions with replies."""
    out = set()
    for i, record in enumerate(section.records):
        if i in parents:
            continue
        held = _holds_any(record.node, nodes)
        if held and not dateish(_own_text(record, nodes, True, 4 * SHORT_TEXT)):
            out.add(i)
    return out


def _answers(records: list[Record]) -> dict[int, list[int]]:
    """Each record's position -> the positions of the records that answer it."""
    children: dict[int, list[int]] = {}
    for k, r in enumerate(records):
        if r.parent is not None:
            children.setdefault(r.parent, []).append(k)
    return children


def _holds_any(node: lxml_html.HtmlElement, nodes: set[lxml_html.HtmlElement]) -> bool:
    """Whether one of ``nodes`` lies inside ``node``."""
    return any(d in nodes for d in node.iterdescendants())


def _header_rows(section: RecordSection, other_kind: set[int], nodes: set[lxml_html.HtmlElement]) -> set[int]:
    """Top-level records of another kind than most that half the section's records or more
    answer, none of them of its kind, and that say no sentence and no time: a row above
    the list ("Showing 1-24 of 41 · Newest first") the list after it was hung under as
    its replies. A comment's replies are drawn in its template."""
    records = section.records
    children = _answers(records)
    out = set()
    for i in other_kind:
        below = children.get(i, [])
        if records[i].depth or len(below) * 2 < len(records):
            continue
        own = kind_of(records[i].node)
        if any(kind_of(records[k].node) == own for k in below):
            continue
        f = record_features([records[i].node, *records[i].extra], nodes)
        if not f.sentences and not f.date_texts:
            out.add(i)
    return out


#: Records a thread needs before its first may be the site's opening post.
OPENER_THREAD = 3
#: Words of the article's headline, at least, for its words to identify it.
HEADLINE_WORDS_OPENER = 4
#: ... or characters, in a script written without spaces ("川辺駅の駅舎、来年春に建て替えへ").
HEADLINE_CHARS_OPENER = 12
_UNSPACED = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af\u0e00-\u0eff]")
#: Share of such a headline the opening post writes out in one run.
OPENER_HEADLINE_SHARE = 0.6
#: Other records of the thread read for the headline.
OPENER_SAMPLE = 20


def _opens_on_the_article(section: RecordSection) -> bool:
    """Whether the thread's first record is the site's post that opens it on the article
    ("Discussion thread for: "HEADLINE". Read the full story…", a bot's, a newsdesk's, a
    reporter's): it names the article's headline (the page's ``h1``) word for word more
    often than the other records do (replies' "Re: HEADLINE" subjects name it once each).
    In a script written without spaces, it writes out most of the headline in one run
    ("【町】HEADLINE'S FIRST HALF　other words"), more of it than the other records do. A
    reader's first comment seldom writes out the headline."""
    root = section.container.getroottree().getroot()
    h1 = first_of(root, "h1")
    # the article's headline: the page's h1, or on a forum's page (whose h1 names the
    # forum) the topic its title leads with ("HEADLINE - LT-Forum") or ends with (phpBB's
    # "FORUM • View topic - HEADLINE")
    title = first_of(root, "title", inclusive=False)
    parts = _TITLE_PARTS.split(text_of(title)) if title is not None else []
    return any(
        _opens_on(section, headline)
        for headline in (
            folded(text_of(h1)) if h1 is not None else "",
            folded(parts[0]) if parts else "",
            # (three parts at least: a site's name ends the common "HEADLINE - SITE")
            folded(parts[-1]) if len(parts) > 2 else "",
        )
        if headline
    )


#: Where a page's title leaves its topic for the site's name ("HEADLINE - Site", "… | …").
_TITLE_PARTS = re.compile(r"\s+[-|–—:»«·•]{1,2}\s+")


def _opens_on(section: RecordSection, headline: str) -> bool:
    """:func:`_opens_on_the_article` for one reading of the article's ``headline``."""
    if len(headline.split()) >= HEADLINE_WORDS_OPENER:
        share = 1.0
    elif len(_UNSPACED.findall(headline)) >= HEADLINE_CHARS_OPENER:
        share = OPENER_HEADLINE_SHARE
    else:
        return False
    nodes = {r.node for r in section.records}

    def named(record: Record) -> tuple[float, int]:
        """The longest run of the headline the record writes, as a share of it, and how
        often it writes the whole headline."""
        said = folded(_own_text(record, nodes, True, 4 * SHORT_TEXT))
        whole = _written_out(said, headline)
        if whole or share >= 1.0:
            return float(bool(whole)), whole
        run = SequenceMatcher(None, headline, said, autojunk=False).find_longest_match(
            0, len(headline), 0, len(said)
        )
        return run.size / len(headline), 0

    first = named(section.records[0])
    if first[0] < share:
        return False
    others = sorted(named(r) for r in section.records[1 : 1 + OPENER_SAMPLE])
    return first > others[len(others) // 2]


#: A reply's short mark before the subject it repeats ("Re:", "AW:", "Odp:", "SV:").
_ANSWER_MARK = re.compile(rf"(?:^|\W)(?:{REPLY_MARKS})(?:\[\d+\])?\s?[:：]\s*$")


def _written_out(said: str, headline: str) -> int:
    """How often ``said`` writes out the headline as a subject of its own: a reply's
    subject that repeats it after its answer mark ("Re: HEADLINE", in any language's short
    word) answers the post that opened on it."""
    count, at = 0, said.find(headline)
    while at >= 0:
        count += _ANSWER_MARK.search(said[max(0, at - 8) : at]) is None
        at = said.find(headline, at + len(headline))
    return count


def _page_title(section: RecordSection) -> str:
    """The page's title, case and spaces folded ("" without one)."""
    title = first_of(section.container.getroottree().getroot(), "title", inclusive=False)
    return folded(title.text_content()) if title is not None else ""


#: Words a heading needs to be taken for the article's headline (not "Comments", a name).
HEADLINE_WORDS = 3


def _holds_the_headline(record: Record, title: str) -> bool:
    """Whether a record of another kind than the thread's holds the article's headline: a
    heading of a few words that the page's title repeats (the article's box mined beside
    its comments, as the first record of their list)."""
    return any(_is_headline(heading, title) for heading in record.node.iter("h1", "h2", "h3"))


def _is_headline(heading: lxml_html.HtmlElement, title: str) -> bool:
    """Whether a heading of a few words is the article's headline: the page's ``title``
    (folded) repeats it."""
    text = folded(heading.text_content())
    return len(text.split()) >= HEADLINE_WORDS and text in title


def _heads_the_headline(record: Record, title: str) -> bool:
    """Whether the element right after a record of another kind than the thread's is the
    article's headline (:func:`_holds_the_headline`'s heading): the record is the story's
    dateline or kicker ("Borowiec · środa, 17 października 2012, 06:30 · NAME" over the
    h1), mined with the comments when it shares their markup's shape. Readers' comments
    follow the story, never stand over its headline."""
    last = record.node
    parent = last.getparent()
    if record.extra and parent is not None:  # a run of siblings: the one that comes last
        last = max([record.node, *record.extra], key=parent.index)
    after = element_after(last)
    return after is not None and after.tag in ("h1", "h2", "h3") and _is_headline(after, title)


def _link_targets(section: RecordSection, odd: list[int], ids: set[str]) -> Counter[str]:
    """How many of the section's usual records link to each of ``ids`` (the odd records'
    ids: "#lb-form"); a section whose odd records have no id is not walked."""
    out: Counter[str] = Counter()
    skip = set(odd)
    for i, record in enumerate(section.records):
        if i in skip:
            continue
        out.update({target for a in record.node.iter("a") if (target := _fragment(a)) in ids})
    return out


def _fragment(link: lxml_html.HtmlElement) -> str:
    """The id a link leads to within the page ("" for any other link): "#lb-form", or
    the same page with a query before it ("?antwort=88259#lb-form", a reply's form
    the server fills in)."""
    href = (link.get("href") or "").strip()
    before, hash_, fragment = href.partition("#")
    return fragment if hash_ and (not before or before.startswith("?")) else ""


def _shows_a_comment(
    record: Record,
    nodes: set[lxml_html.HtmlElement],
    section: RecordSection,
    usual: _Signed,
    between: bool = False,
) -> bool:
    """Whether a record of another shape or kind than the section's others shows what a
    comment does: a time, prose, or a name and words of its own ("User1: +1"), and no time
    long before the article's. A heading among the records ("Comments (6)", "Related
    articles": short words that read like a name, and nothing else) shows none, nor a row
    of links without a sentence (sort and log-in links beside the count); a teaser of an
    older story shows a time months before the article's. ``between``: the record is of
    another element or class than most and stands between the comments (neither a reply
    nor answered): without a time of its own, and without a name where the others show a
    name and a time, it is a box put between them (an advertisement, a newsletter's
    sign-up) when it shows a picture or holds a form; a reader's words alone stay (a
    guest's comment of another template)."""
    f = record_features([record.node, *record.extra], nodes)
    if between and not f.controls and _leads_away(record.node, page_url(section.container)):
        # a box of links to other sites and none to this one, without the controls of a
        # discussion: text advertisements between the comments ("Annunci Google"; its
        # "30 giorni" read as a time does not make it a comment)
        return False
    if f.date_texts:
        article = declared_time.article_time(section.container)
        if article is None:
            return True
        read_at = declared_time.reading_time(section.container)
        when = times.record_time(f.date_texts, read_at)
        if when is None or when >= article - OLDER_STORY:
            return True
        # "03/05/2011" is 3 May on a page that writes the day first: read again in the
        # section's date order before calling it older (the order may read the page)
        order = section_date_order(section.container, page_url(section.container))
        when = times.record_time(f.date_texts, read_at, order)
        return when is None or when >= article - OLDER_STORY
    if f.link_chars * 2 > f.chars and not f.sentences:
        return False  # a header row of sort and log-in links beside a count ("8 σχόλια · Νεότερα | ...")
    if not f.sentences and _states_the_count(f.text, len(section.records) - 1):
        return False  # a heading row that counts the others ("Bu haberi forumda tartışın — 5 mesaj")
    if f.name is None and len(f.text.split()) <= NOTICE_WORDS and usual.others_signed(record, f.text):
        return False  # a comment's shell without its byline: a removal notice in any language
    if (
        len(f.text.split()) <= lookalikes.NOTICE_MAX_WORDS
        and not f.controls
        and _ends_with_a_control(record.node)
        and usual.others_signed(record, f.text)
        and f.name_slot not in usual.name_slots
    ):
        # a collapsed entry: a line and the control that would show it ("... hidden because
        # of its low rating. Show anyway"), without the name and time every other record
        # shows, and without a discussion's own controls (an anonymous reply's "Reply")
        return False
    if (
        between
        and _offers_something(record.node)
        and usual.others_signed(record, f.text)
        and f.name_slot not in usual.name_slots
    ):
        # a box of another element or class among signed comments, itself without a time
        # or a name where they show theirs: an advertisement, a newsletter's sign-up
        return False
    if (
        not f.controls
        and not numbered(record.node)
        and signed_by(record.node) is None  # the site's answer, signed in bold, needs no controls
        and usual.others_answerable(record, f.text)
    ):
        # an entry in the comments' template without the time, the number and the reply or
        # report controls every other record shows: an insert among them (a sponsored
        # entry, an advertiser where the name is and "Sponsored" where the time is); an
        # answer written inside the box of the comment it answers is no insert
        return False
    return f.prose or (f.name is not None and f.text.strip() != f.name)


#: Links a box needs to be one of links to other sites (a reader's comment may paste one).
AWAY_LINKS = 2


def _leads_away(node: lxml_html.HtmlElement, page: str | None) -> bool:
    """Whether a record holds :data:`AWAY_LINKS` links or more, every one of them to an
    address on another host than the page's (none a path on this site: a profile, a
    permalink, a reply)."""
    own = urlsplit(page).hostname if page else None
    away = 0
    for link in node.iter("a"):
        href = (link.get("href") or "").strip()
        if not href:
            continue
        try:
            host = urlsplit(href).hostname
        except ValueError:  # a malformed address ("http://[x"): no site's
            return False
        if host is None or host == own:
            return False
        away += 1
    return away >= AWAY_LINKS


def _ends_with_a_control(node: lxml_html.HtmlElement) -> bool:
    """Whether a record's last link or button acts in the page (a button, or a link to
    ``#`` or a script): a control ("Show anyway"), not a profile or a permalink."""
    controls = [el for el in node.iter("a", "button") if isinstance(el.tag, str)]
    if not controls:
        return False
    last = controls[-1]
    href = (last.get("href") or "").strip().lower()
    return last.tag == "button" or href in ("", "#") or href.startswith("javascript:")


#: What a box between the comments shows (an advertisement's picture, a sign-up's form); a
#: reader's words alone, of another template, may be a guest's comment.
_OFFERS = frozenset({"img", "picture", "video", "iframe", "form", "input"})


def _offers_something(node: lxml_html.HtmlElement) -> bool:
    return any(isinstance(d.tag, str) and d.tag in _OFFERS for d in node.iterdescendants())


#: Words of a removal notice at most ("삭제된 댓글입니다.", "Коментар видалено модератором."): an
#: anonymous reader's reply without a byline says more ("Geldt dat ook in het weekend? Dat
#: staat er niet bij.").
NOTICE_WORDS = 5
#: Other records read to tell whether the thread's comments carry a name and a time.
SIGNED_SAMPLE = 5


class _Signed:
    """Whether a short nameless record's others (a few, evenly spaced) all show a name and
    a time: then it is the thread's placeholder for a removed or hidden comment
    ("삭제된 댓글입니다.", "Komentar ini telah dihapus"), whatever its words, not a comment.
    Records that say the same (another removal notice) are not among the others; replies
    of another template without a name are, and keep each other (a thread whose replies
    show no byline). Each record's byline is read once a section."""

    def __init__(
        self, section: RecordSection, nodes: set[lxml_html.HtmlElement], odd: set[int] | None = None
    ) -> None:
        self._records = section.records
        self._nodes = nodes
        self._odd = odd or set()
        self._usual: list[Record] | None = None
        self._bylines: dict[int, tuple[bool, str, bool]] = {}
        self.name_slots: set[int] = set()  # where the others read show their names

    def others_signed(self, record: Record, text: str) -> bool:
        picked = self._others(record)
        return picked is not None and all(self._signed(other, text) for other in picked)

    def others_answerable(self, record: Record, text: str) -> bool:
        """Whether most of the others of the usual shape and kind (a sample of them) each
        show a name and a time, carry a numbered id and offer a reply, vote or report
        control."""
        picked = self._others(record, self._usual_records())
        if picked is None:
            return False
        full = sum(1 for o in picked if self._signed(o, text) and numbered(o.node) and self._read(o)[2])
        return full * 2 > len(picked)

    def _usual_records(self) -> list[Record]:
        """The records of the section's usual shape and kind (all where fewer than three
        are): inserts put between the comments, each a box with its parts, may outnumber
        the comments, and an even sample of all records would be mostly theirs."""
        if self._usual is None:
            usual = [r for i, r in enumerate(self._records) if i not in self._odd]
            self._usual = usual if len(usual) >= 3 else self._records
        return self._usual

    def _others(self, record: Record, records: list[Record] | None = None) -> list[Record] | None:
        """An even sample of the others (of ``records``, the section's by default), without
        listing them (threads of thousands); None for fewer than three records."""
        records = self._records if records is None else records
        if len(records) < 3:
            return None
        step = max(1, (len(records) - 1) // SIGNED_SAMPLE)
        return [r for r in records[::step][: SIGNED_SAMPLE + 1] if r is not record][:SIGNED_SAMPLE]

    def _read(self, record: Record) -> tuple[bool, str, bool]:
        """(shows a name and a time, its text, offers a control): read once a record."""
        key = id(record)
        if key not in self._bylines:
            f = record_features([record.node, *record.extra], self._nodes)
            self._bylines[key] = (f.name is not None and bool(f.date_texts), f.text, bool(f.controls))
            if f.name_slot is not None:
                self.name_slots.add(f.name_slot)
        return self._bylines[key]

    def _signed(self, record: Record, notice: str) -> bool:
        signed, text, _controls = self._read(record)
        # a record that says what the notice says stands with it, not against it
        return signed or _same_words(text, notice)


def _same_words(a: str, b: str) -> bool:
    return " ".join(a.split()).casefold() == " ".join(b.split()).casefold()


#: A heading row's words at most, when it states the number of the other records.
HEADING_ROW_WORDS = 10


def _states_the_count(text: str, others: int) -> bool:
    """Whether a short text states ``others`` (the number of the section's other records)."""
    words = [w for w in text.split() if any(c.isalnum() for c in w)]
    return len(words) <= HEADING_ROW_WORDS and others in numbers(text)


def _fingerprint(record: Record, records: set[lxml_html.HtmlElement], has_children: bool) -> str:
    """The head of the record's own text (its nested replies left out: a comment in a
    "top rated" list shows no replies, the same comment in the thread does)."""
    return _own_text(record, records, has_children, FINGERPRINT_CHARS)[:FINGERPRINT_CHARS]


def fingerprints(section: RecordSection, which: list[int] | None = None) -> dict[int, str]:
    """Fingerprints of the section's records (``which``: of these only)."""
    records = {r.node for r in section.records}
    parents = {r.parent for r in section.records if r.parent is not None}
    chosen = range(len(section.records)) if which is None else which
    return {i: _fingerprint(section.records[i], records, i in parents) for i in chosen}


def _repeated_records(section: RecordSection, dropped: set[int]) -> set[int]:
    """Top-level records whose text repeats another's in another list of the same section
    (a "top rated" list and the full list in one container): all but the one in the list
    (parent element) with the most records. Nothing to read when the top-level records
    sit in one list."""
    records = section.records
    top = [i for i, r in enumerate(records) if r.depth == 0 and i not in dropped]
    lists = Counter(records[i].node.getparent() for i in top)
    # a label's box may have been dropped already (its label alone is no comment): its copy is still one
    boxes = _label_boxes(section)
    if len(records) < 3 or (len(lists) < 2 and not boxes):
        return set()
    groups: dict[str, list[int]] = {}
    prints = fingerprints(section, top)
    # the replies too: a "top rated" list shows a reply at its top level, the thread under its parent
    replies = [i for i, r in enumerate(records) if r.depth > 0 and i not in dropped]
    nodes = {r.node for r in records}
    reply_prints = fingerprints(section, replies)
    for i, fp in (*prints.items(), *reply_prints.items()):
        if len(fp) >= 20:
            # spaces left out: a comment with replies is read part by part, its copy
            # without them in one go ("Hollins Resident11 September" / "... Resident 11 ...")
            # (and cut short of the fingerprint's length: the spaces moved its end)
            head = _WS.sub("", fp)
            groups.setdefault(head[:GROUP_KEY_CHARS], []).append(i)
            # and by its byline and its longest text: a copy may carry a line its
            # comment does not ("In reply to Dorchester Dave" over a reply in a top list)
            body = _body(records[i].node, nodes)
            if len(body) >= BODY_CHARS:
                groups.setdefault(head[:BYLINE_KEY_CHARS] + "\n" + _WS.sub("", body), []).append(i)
    kinds = Counter((r.node.tag, r.node.get("class")) for r in records)
    out: set[int] = set()
    for group in groups.values():
        if len({records[i].node.getparent() for i in group}) < 2:
            continue  # the same text twice in one list: two comments ("+1", "Danke!")
        if all(records[i].depth > 0 for i in group):
            continue  # replies only: the same words answered twice, no copy of a list's
        if any(inside(records[a].node, records[b].node) for a in group for b in group if a != b):
            # One comment found at two levels of its markup (``div.c`` and its
            # ``div.c__main``): keep the level most records of the section have, whose
            # slots the fields are learnt from (the other loses a short comment's text).
            keep = max(group, key=lambda i: (kinds[(records[i].node.tag, records[i].node.get("class"))], -i))
        else:
            # the one in the largest thread (a reply counts in its top comment's list),
            # the shallower at a tie; the copies that go are top-level ones
            keep = max(
                group,
                key=lambda i: (lists[records[_top_of(records, i)].node.getparent()], -records[i].depth, -i),
            )
        out.update(i for i in group if i != keep and records[i].depth == 0)
    out |= _pinned_copies(section, top, lists, out, {**prints, **reply_prints}, boxes)
    return out


def _top_of(records: list[Record], i: int) -> int:
    """The top-level record that ``records[i]`` answers, through its parents (itself at
    the top level)."""
    seen = 0
    while (parent := records[i].parent) is not None and seen < len(records):
        i, seen = parent, seen + 1
    return i


#: Characters of a label a pinned copy may show before the comment it repeats
#: ("⭐ Picked by the editors", "📌 Angeheftet").
PIN_LABEL_CHARS = 40
#: Characters of a fingerprint that key it (a copy must repeat at least this much).
PIN_KEY_CHARS = 20
#: Characters of a copy that repeats only the head of a comment (the comment without its
#: controls): a sentence, not a name and a date.
PIN_HEAD_CHARS = 60
#: Characters of a thread's own number before a comment its copy shows without it ("#12 ").
PIN_NUMBER_CHARS = 6
#: Characters of a box's own words around a copy: a label and a link to the comment in the thread.
BOX_LABEL_CHARS = 80


def _pinned_copies(
    section: RecordSection,
    top: list[int],
    lists: Counter[lxml_html.HtmlElement],
    out: set[int],
    prints: dict[int, str],
    boxes: dict[int, tuple[int, list[int]]],
) -> set[int]:
    """Top-level records alone in a box of their own (a pinned or "editors' pick" comment
    above the thread) or in a smaller list than the thread's (two or three editors' picks)
    that repeat a comment of a larger list (at its top level or as a reply in it) after a
    short label: copies.
    The box may be a record itself, holding a label ("Redaktionens val") and the copy as
    its one reply: the copy goes, and the box with it. A copy may repeat the comment
    without its controls ("Svara · Anmäl" below the one in the thread): its text is then
    the head of the comment's. The larger lists' fingerprints are looked up by their first
    characters at each place a label may end, so a thread of boxes costs about linear time."""
    records = section.records
    nodes = {r.node for r in records}
    biggest = max((lists[records[i].node.getparent()] for i in top), default=0)

    def size(i: int) -> int:  # of the top-level list a record is in, or answers in
        return lists[records[_top_of(records, i)].node.getparent()]

    # alone in a box, or in a smaller list than the thread's ("Editors' picks", two or three)
    alone = [i for i in top if size(i) < max(2, biggest) and i not in out and i not in boxes]
    alone += [b for b in boxes if boxes[b][0] not in out]
    if not alone:
        return set()
    # the fingerprints of the larger lists (``prints``: of the top-level records and the
    # replies: a pick may be a reply in the thread), with the size of the list each is in
    heads: dict[str, list[tuple[str, int, int]]] = {}
    picked = set(alone)
    for i, fp in prints.items():
        if size(i) >= 2 and len(fp) >= PIN_KEY_CHARS and i not in boxes and _top_of(records, i) not in picked:
            # and after the thread's own number ("#1Manolo_G ..." in the thread, its pick
            # "Manolo_G ..." without it)
            for at in range(PIN_NUMBER_CHARS + 1):
                if len(fp) - at >= PIN_KEY_CHARS and (at == 0 or not fp[at - 1].isalpha()):
                    heads.setdefault(fp[at : at + PIN_KEY_CHARS], []).append((fp[at:], size(i), at))
    if not heads:
        return set()
    parents = {r.parent for r in records if r.parent is not None}
    copies: set[int] = set()
    for i in alone:
        box, parts = None, list[int]()
        if i in boxes:
            box, (i, parts) = i, boxes[i]
        # a copy's parts found as its replies are its text
        others = nodes.difference(records[k].node for k in parts) if parts else nodes
        text = _own_text(records[i], others, i in parents and not parts, FINGERPRINT_CHARS + PIN_LABEL_CHARS)
        mine = 1 if box is not None else size(i)
        for at in range(min(PIN_LABEL_CHARS, len(text)) + 1):
            rest = text[at:]
            if any(
                larger > mine
                and (not cut or not at)  # a copy without the number, not another numbered one
                and (rest.startswith(fp) or (len(rest) >= PIN_HEAD_CHARS and fp.startswith(rest)))
                for fp, larger, cut in heads.get(text[at : at + PIN_KEY_CHARS], ())
            ):
                copies.add(i)
                if box is not None:
                    copies.update((box, *parts))
                break
    return copies


def _label_boxes(section: RecordSection) -> dict[int, tuple[int, list[int]]]:
    """Top-level records that are a label's box ("Redaktionens val", "Zum Beitrag im
    Verlauf") holding one reply record, a pinned copy maybe: box -> (the record it holds,
    that record's parts). A copy in the markup of the section's records whose own parts
    were found as its replies (its header and its text, in a markup no other record's
    replies have) brings them: they are the copy."""
    records = section.records
    children = _answers(records)
    held = {i: one for i, one in children.items() if records[i].depth == 0 and len(one) == 1}
    if not held:
        return {}
    nodes = {r.node for r in records}
    kinds = Counter(_kind(r.node) for r in records)
    out: dict[int, tuple[int, list[int]]] = {}
    for box, (copy,) in held.items():
        parts = children.get(copy, [])
        if parts:
            own = _kind(records[copy].node)
            below = [_kind(records[k].node) for k in parts]
            if (
                kinds[own] < 3
                # a part's markup is the copy's alone: other records' replies in it are replies
                or any(k == own or kinds[k] > 1 for k in below)
                or any(k in children for k in parts)
            ):
                continue  # replies of the copy, not its parts
        if len(_own_text(records[box], nodes, True, BOX_LABEL_CHARS + 1)) <= BOX_LABEL_CHARS:
            out[box] = (copy, parts)
    return out


def _kind(el: lxml_html.HtmlElement) -> tuple[str, str]:
    """An element's tag and first class."""
    return el.tag, ((el.get("class") or "").split() or [""])[0]


def _without(section: RecordSection, drop: set[int]) -> RecordSection:
    """A copy of the section without the records in ``drop``; replies of a dropped record
    reply to its nearest kept ancestor."""
    records = section.records
    new_index: dict[int, int] = {}
    kept: list[Record] = []
    for i, r in enumerate(records):
        if i in drop:
            continue
        new_index[i] = len(kept)
        kept.append(r)
    out: list[Record] = []
    for i, r in enumerate(records):
        if i in drop:
            continue
        parent = r.parent
        while parent is not None and parent in drop:
            parent = records[parent].parent
        new_parent = new_index.get(parent) if parent is not None else None
        depth = 0 if new_parent is None else out[new_parent].depth + 1
        out.append(dataclasses.replace(r, parent=new_parent, depth=depth))
    return dataclasses.replace(section, records=out)


# ------------------------------------------------------------------------- whole regions
def _holder(outer: RecordSection, inner: RecordSection) -> Record | None:
    """The record of ``outer`` that holds ``inner``'s container (itself or an ancestor)."""
    return _holder_of(outer, inner.container)


def _holder_of(outer: RecordSection, node: lxml_html.HtmlElement) -> Record | None:
    """The record of ``outer`` that holds ``node`` (itself or an ancestor)."""
    chain = {node, *node.iterancestors()}
    best: Record | None = None
    for r in outer.records:
        for n in [r.node, *r.extra]:
            if n in chain and (best is None or inside(n, best.node)):
                best = r
    return best


def _classes(el: lxml_html.HtmlElement) -> set[str]:
    return set((el.get("class") or "").split())


def is_thread_of(outer: RecordSection, inner: RecordSection) -> bool:
    """Is ``inner`` (inside ``outer``'s container) part of the thread ``outer`` holds?"""
    holder = _holder(outer, inner)
    if holder is None:
        return False
    if len(outer.records) > len(inner.records):
        return True
    first = inner.records[0].node
    return holder.node.tag == first.tag and bool(_classes(holder.node) & _classes(first))


def _wrappers_of(outer: RecordSection, inner: RecordSection) -> bool:
    """Are ``outer``'s records wrappers of ``inner``'s: more inner records, none of them an
    outer one, and every outer record holding at least one of them? A thread's wrapper
    (a top-level comment's block and each of its reply blocks, Blogger's
    ``comment-thread``) repeats as a comment does; the records inside are the comments."""
    if len(inner.records) <= len(outer.records):
        return False
    nodes = {r.node for r in inner.records}
    return all(r.node not in nodes and _holds_any(r.node, nodes) for r in outer.records)


def _one_comments_parts(outer: RecordSection, inner: RecordSection) -> bool:
    """Are ``inner``'s records parts of one record of ``outer`` (a comment's paragraphs, a
    list in its text) rather than replies? All held by that one record, each a bare
    paragraph (no class, no id: a reply is its template's), and most without a name and a
    time of their own as a reply shows them ("(ii) Am 22. Januar schrieben Sie" is one)."""
    if len(outer.records) < 2:
        return False  # a one-"comment" wrapper around a list is the list's (whole_regions)
    if any(
        r.extra or r.node.tag not in _TEXT_BLOCKS or r.node.get("class") or r.node.get("id")
        for r in inner.records
    ):
        return False
    holders = {id(_holder_of(outer, r.node)) for r in inner.records}
    if len(holders) != 1 or id(None) in holders:
        return False
    return section_features(inner)["byline"] < MIN_NAMED_SHARE


#: The paragraphs a comment's text is written in (a reply is a ``div`` or an ``li`` around
#: its own name and paragraphs, dated or not).
_TEXT_BLOCKS = frozenset({"p", "blockquote", "pre"})


def _stronger(a: RecordSection, b: RecordSection) -> bool:
    """``a`` wins over ``b`` for one region: the higher score, then more records."""
    return (a.comment_score or 0.0, len(a.records)) > (b.comment_score or 0.0, len(b.records))


_BYLINE_RUNS = frozenset({BYLINES, UNCUED_BYLINES})


def _better_reading(a: RecordSection, b: RecordSection) -> bool:
    """``a`` reads one container's records better than ``b`` (both accepted): the records
    its repeated structure wraps over the runs between bylines when they are at least as
    many (a byline run cut at a date in each comment's footer starts every record in the
    comment before it and loses the first), else :func:`_stronger`."""
    if (a.method in _BYLINE_RUNS) != (b.method in _BYLINE_RUNS):
        structured, runs = (a, b) if b.method in _BYLINE_RUNS else (b, a)
        if len(structured.records) >= len(runs.records):
            return a is structured
    return _stronger(a, b)


def whole_regions(candidates: list[RecordSection]) -> list[RecordSection]:
    """Resolve nested candidates (see the module doc): outermost first."""
    ordered = sorted(candidates, key=lambda s: (s.snapshot, _depth(s.container)))
    kept: list[RecordSection] = []
    for section in ordered:
        placed = False
        for k, other in enumerate(kept):
            if other.snapshot != section.snapshot:
                continue
            if other.container is section.container:
                if _better_reading(section, other):
                    kept[k] = section
                placed = True
                break
            if not inside(section.container, other.container):
                continue
            if _one_comments_parts(other, section):
                placed = True  # its paragraphs or list items, not replies
                break
            if _wrappers_of(other, section):
                kept[k] = section  # the outer records are threads; the inner, their comments
            elif is_thread_of(other, section):
                kept[k] = absorb(other, [section])
            elif len(other.records) == 1 and len(section.records) >= 2:
                kept[k] = section  # one "comment" holding a list of others is their wrapper
            elif _stronger(section, other):
                kept[k] = section
            placed = True
            break
        if not placed:
            kept.append(section)
    return kept


def _depth(el: lxml_html.HtmlElement) -> int:
    return sum(1 for _ in el.iterancestors())


def absorb(outer: RecordSection, inners: Iterable[RecordSection]) -> RecordSection:
    """``outer`` with the records of ``inners`` it lacks, nested under the outer record
    that holds them (or their own parent among them), in document order."""
    have = {r.node for r in outer.records}
    new: list[tuple[Record, RecordSection]] = []
    for inner in inners:
        new.extend(
            (r, inner)
            for r in inner.records
            if r.node not in have and not _cut_of_own(r.node, have) and not wraps_only(r.node, have)
        )
    if not new:
        return outer
    order = {el: i for i, el in enumerate(outer.container.iter())}
    entries: list[tuple[int, Record, RecordSection | None]] = [
        (order.get(r.node, -1), r, None) for r in outer.records
    ]
    entries += [(order.get(r.node, -1), r, inner) for r, inner in new]
    entries.sort(key=lambda e: e[0])
    index = {id(r): i for i, (_o, r, _s) in enumerate(entries)}
    node_index = {r.node: i for i, (_o, r, _s) in enumerate(entries)}
    records: list[Record] = []
    for _order, r, source in entries:
        if source is None:
            old_parent = outer.records[r.parent] if r.parent is not None else None
            parent = index[id(old_parent)] if old_parent is not None else None
        elif r.parent is not None:
            # its parent taken, or the outer section's own record of that node
            of = source.records[r.parent]
            parent = index.get(id(of), node_index.get(of.node))
        else:
            parent = _nearest_record(r.node, node_index, outer.container)
            if parent is None:
                holder = _holder(outer, source)
                parent = index[id(holder)] if holder is not None else None
        records.append(dataclasses.replace(r, parent=parent))
    for i, r in enumerate(records):  # parents come first in document order
        r.depth = 0 if r.parent is None or r.parent >= i else records[r.parent].depth + 1
    return dataclasses.replace(outer, records=records)


#: Share of a record's own text (its nested records' aside) an element inside it holds to be
#: that record cut another way (its body without the avatar beside it), not a reply in it.
OWN_CUT_SHARE = 0.8


def _own_chars(el: lxml_html.HtmlElement, records: set[lxml_html.HtmlElement]) -> int:
    """Characters of ``el``'s text without the records nested in it."""
    nested = sum(
        len(text_of(d)) for d in el.iterdescendants() if d in records and not under_any(d, el, records)
    )
    return max(0, len(text_of(el)) - nested)


def _cut_of_own(node: lxml_html.HtmlElement, records: set[lxml_html.HtmlElement]) -> bool:
    """Whether ``node`` (an inner candidate's record) is the outer record it lies in cut
    another way: it holds nearly all of that record's own text (a card's body beside its
    avatar), where a reply boxed in a comment holds a part of it."""
    holder = next((a for a in node.iterancestors() if a in records), None)
    if holder is None:
        return False
    own = _own_chars(holder, records)
    return own > 0 and _own_chars(node, records) >= OWN_CUT_SHARE * own


def _nearest_record(
    node: lxml_html.HtmlElement, node_index: dict[lxml_html.HtmlElement, int], stop: lxml_html.HtmlElement
) -> int | None:
    for a in node.iterancestors():
        if a is stop:
            return None
        i = node_index.get(a)
        if i is not None:
            return i
    return None


# ---------------------------------------------------------------------- duplicate lists
def drop_duplicate_lists(sections: list[RecordSection]) -> list[RecordSection]:
    """Of two sections of one document whose records repeat each other's text, the
    smaller goes: the heads of (at most 40 of) its records are looked for in the larger
    section's text. Of two the same size (a plugin's flat fallback copy of a widget's
    thread), the one that nests its replies stays, then the likelier."""
    if len(sections) < 2:
        return sections

    def rank(i: int) -> tuple[int, int, float]:
        s = sections[i]
        return (-len(s.records), -sum(1 for r in s.records if r.depth > 0), -(s.comment_score or 0.0))

    order = sorted(range(len(sections)), key=rank)
    texts: dict[int, str] = {}
    kept: list[int] = []
    for i in order:
        section = sections[i]
        others = [j for j in kept if sections[j].snapshot == section.snapshot]
        duplicate = False
        if others:
            sample = [
                k * len(section.records) // min(40, len(section.records))
                for k in range(min(40, len(section.records)))
            ]
            # vote counts masked: a "top rated" copy shows the votes it has now ("Like [196]"),
            # the list the votes it had when the page was made
            heads = [
                _VOTE_COUNT.sub("#", fp) for fp in fingerprints(section, sample).values() if len(fp) >= 20
            ]
            bodies = _bodies(section, sample)
            for j in others:
                if j not in texts:
                    joined = _WS.sub(" ", " ".join(t.strip() for t in sections[j].container.itertext()))
                    texts[j] = _VOTE_COUNT.sub("#", joined)
                found = sum(1 for fp in heads if fp in texts[j])
                if heads and found >= DUPLICATE_SHARE * len(heads):
                    duplicate = True
                    break
                # the same comments under bylines written another way (a plugin's
                # fallback copy of a widget's thread): their longest texts, each its own
                # (not a template's constant line), repeat
                # (their ends: a copy may lead each with its byline, "(14.06.2011, 09:12): ...")
                if len(set(bodies)) >= DUPLICATE_SHARE * len(sample) and sum(
                    1 for b in bodies if _VOTE_COUNT.sub("#", b[-BODY_CHARS:]) in texts[j]
                ) >= DUPLICATE_SHARE * len(bodies):
                    duplicate = True
                    break
        if not duplicate:
            kept.append(i)
    return [sections[i] for i in sorted(kept)]


#: Characters a record's longest text must have to identify it.
BODY_CHARS = 40
#: A vote count as lists show it ("顶[196]", "Like (12)", "+5"): what a copy shows changed.
_VOTE_COUNT = re.compile(r"(?<=[\[(+])\d+(?=[\])]|\b)")


def _bodies(section: RecordSection, which: list[int]) -> list[str]:
    """The longest text piece of each of ``which`` records of its own (its nested replies'
    and its scripts' left out), where it is long enough."""
    records = {r.node for r in section.records}
    return [body for i in which if len(body := _body(section.records[i].node, records)) >= BODY_CHARS]


def _body(node: lxml_html.HtmlElement, records: set[lxml_html.HtmlElement]) -> str:
    """The longest text piece of a record of its own (not of the ``records`` nested in it,
    nor of its scripts and styles)."""
    pieces: list[str] = []
    stack = [node]
    while stack:
        el = stack.pop()
        pieces.extend(_WS.sub(" ", t).strip() for t in el.xpath("text()"))
        stack.extend(
            c for c in el if isinstance(c.tag, str) and c not in records and c.tag not in ("script", "style")
        )
    return max(pieces, key=len, default="")


def _document_order(section: RecordSection) -> int:
    return section.container.sourceline or 0


def evident_floor(
    section: RecordSection,
    features: dict[str, float],
    score: float,
    features_of: Callable[[RecordSection], dict[str, float]],
) -> float:
    """:func:`~comspider.sections.evident_threads.evident_thread_floor` of the section, or
    of its records as the crawl keeps them (:func:`prune_records`: without a login box or
    a notice found among them) when the section as found is no evident thread: a thread is
    judged on its comments, not on what the record search took in beside them."""
    floor = evident_thread_floor(section, features, score)
    if floor != score or score >= EVIDENT_THREAD_SCORE or section.method == UNCUED_BYLINES:
        return floor
    pruned = prune_records(section)
    if pruned is section or not pruned.records:
        return floor
    return max(floor, evident_thread_floor(pruned, features_of(pruned), score))
