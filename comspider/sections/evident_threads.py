"""A discussion recognised by its evidence rather than by a learned weight.

The learned score (:mod:`comspider.sections.rules`) adds up evidence, and a thread that
shows only what every discussion shows -- who wrote each record, when, and what -- has
too little of it to pass when its markup names nothing like comments (no class, id or
heading saying so): a thread of a few comments has no mass of records, controls or
anchors, and blind pages showed threads of 7 and 8 such records scoring 0.02 as well. Yet
that is the common case under news articles. The labelled real pages hold next to no such
threads (their comment sections almost all name themselves), so no weight can be learned
for them; what the issue defines a discussion by is checked here directly instead, every
part of it, on any number of records (on an even sample of a long list):

- each record has an author's name (and a time, below) in the same template slots, and words
  of its own; most have prose (a thread's shortest answers do not: "Klart.");
- each time says when the record was written (a date with its year, or a time relative
  to the reading that says so: "3 hours ago", not a duration nor a day without a year),
  none precedes the article's publication as the page declares it and none is ahead of
  the time of reading (a page that declares none: the list's own count before it and a
  discussion's control on its records or its comment form stand in for the article's time);
- or, where some or all records show no time, the records answer one another (a reply
  nested in the record it answers, an ``@name`` of another record's author), the section
  offers what a discussion does (reply or vote controls, permalink anchors, a count of
  its records) and no time shown precedes the article;
- or, where they show no time and answer none, the heading right above the list names it
  a discussion ("Talkback", "Reacties (4)"; :func:`_headed_a_discussion`), or the list
  ends in its comment form (a text box right after the last record), outside any
  sidebar, widget or navigation, under an article of a known day;
- or, on a page that shows no date at all and records that show none, both: the records
  answering one another by name (or a heading naming them with the form below), and what
  surrounds them naming them a discussion (that heading or form, or each record's "NAME
  skrev:");
- the records are not one author's entries (a live blog, a timeline);
- the list is none of what the vetoes, the page's declared types and the context rule
  out (navigation, headers and footers, forms and fieldsets, reviews, prices, social posts, look-alikes,
  notices, placeholders), and no record leads with a headline link (a teaser).

Hand-set, like the vetoes: a section that meets all of it scores at least
:data:`EVIDENT_THREAD_SCORE`; it changes nothing for any other section.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from functools import cache
from itertools import pairwise

from lxml import html as lxml_html

from comspider import declared_time
from comspider.calendars import ascii_digits
from comspider.date_order import section_date_order
from comspider.lexicon import SAID, SAYS_WORDS
from comspider.records.anchors import record_anchors
from comspider.records.bylines import UNCUED_METHOD as UNCUED_BYLINES
from comspider.records.dom import IGNORED_TAGS
from comspider.records.model import Record, RecordSection
from comspider.records.quoted_records import quoted_records
from comspider.sections import evidence, lookalikes, times
from comspider.sections.data_tables import data_table
from comspider.sections.shown_article_time import article_headline, shown_article_time
from comspider.sections.structure import (
    NEGATIVE_ATTR,
    RecordFeatures,
    context,
    has_keyword,
    is_name,
    later_dates,
    page_url,
    record_features,
    sample_records,
)
from comspider.sentences import has_sentence

#: Records whose names and times are read, evenly spaced, in a longer section (the
#: dates are parsed for these only: the check costs the same on a list of thousands).
CHECKED_RECORDS = 12
#: The score of a thread by its evidence: the point where a section is as likely comments as not,
#: above the crawl's threshold and below what a thread that also names itself scores.
EVIDENT_THREAD_SCORE = 0.5
#: At most this share of a record's characters in links (a list of links is no thread).
MAX_LINK_DENSITY = 0.3
#: Share of records with prose of their own (a sentence, or two words besides the byline and
#: the buttons): a thread's shortest answers ("Klart.", "+1", "lol") have none, and they
#: are a minority of it.
MIN_PROSE = 2 / 3
#: Share of records with a sentence of their own (words ending in ".", "!", "?"): readers
#: write sentences; a list of titles (songs played, bookmarks saved) does not.
MIN_SENTENCES = 0.5
#: A list whose records (this share of them) lead with a headline link and name no
#: author is a list of teasers (related posts, an archive with excerpts): no discussion,
#: whatever its learned score (which its excerpts' prose and a page's comment words raise).
TEASER_HEADLINES = 0.8
TEASER_SCORE = 0.05
#: What a discussion shows besides names and times (:mod:`comspider.sections.evidence`), or
#: what names it one: a section with none of it is a list of named, dated texts, which the
#: learned score does not tell from a discussion (on the 1,950 real pages every section it
#: accepts shows some of it); only the evidence of its times can (:func:`_gathered`). A
#: count of the records is not in it: any list may be counted ("Updates (6)").
DISCUSSION_EVIDENCE = (
    "reply_control",
    "vote_control",
    "report_control",
    "quote_control",
    "controls",
    "anchor",
    "mention",
    "quotes",
    "nested",
    "form_near",
    "sort_control",
    "declared_discussion",
    "kw",
    "context_kw",
    "widget",
    "byline_found",
)
#: The times of a list that shows nothing but names and times (:func:`_gathered`): a news
#: article's readers answer within hours and in bursts (ComCrawler measured the first
#: comment 0.9 to 6.5 hours after publication on average at five outlets, the tenth 0.4
#: hours after the first); entries written day after day are a log's, a diary's, a list of
#: call-outs or readings. Lists whose times span less than this are read as a discussion's
#: (a time shown as a day only reads as its midnight) ...
GATHERING = timedelta(days=2)
#: ... and whose entries come, as a rule, this long after one another (about one a day):
#: a longer discussion's readers come in bursts, hours apart at most.
LOG_GAP = timedelta(hours=12)
#: ... but not weeks: an older post's readers who come back one by one, weeks apart (set
#: AG, built blind: two blogs' threads of 2009 and 2011 over six weeks and three months).
RETURN_GAP = timedelta(days=4)
#: Consecutive records whose times :func:`_gathered` reads (the first of a long list).
GATHERED_RECORDS = 48
#: Features that rule a section out (vetoes and the page's own declarations).
_EXCLUDING = (
    "form",
    "social",
    "lookalike",
    "placeholder",
    "other_page",
    "elsewhere",
    "notice",
    "form_container",
    "declared_other",
    "rating",
    "price",
    "headline",
)


#: Exclusions weighed rather than gated: a look-alike kind named only by the words around
#: the records, and prices in a minority of them (a reader quoting what something cost).
_WEIGHED = ("lookalike", "price")
#: Kinds that never rule records out by their own names here (a comment's part named
#: "latest comments"; an author box named in records by several people, which
#: :func:`~comspider.sections.structure.section_features` does not count either).
_AROUND_ONLY = frozenset({lookalikes.LATEST_COMMENTS, lookalikes.AUTHOR_BOX})
#: Kinds a thread's own answers and controls outweigh when only the words around it name
#: them (a "fans-verdict" box, a "quote-box" wrapper): a live blog or a social wall answers
#: too (readers' entries under a reporter's), so their names around a list still rule it out.
_OUTWEIGHED = frozenset({lookalikes.REVIEW, lookalikes.QUOTE_CARD, lookalikes.LATEST_COMMENTS})
#: The share of records showing a price tag that makes a list one of offers or products.
PRICE_SHARE = 0.5
#: Exclusions that rule a list out only as its majority: notices ("This message has been
#: deleted by a moderator") are a moderated thread's removed entries among its comments; a
#: list of them alone is no discussion. The notices are left out of the checks below.
_MAJORITY = {"notice": 0.5}


def is_evident_thread(section: RecordSection, features: dict[str, float]) -> bool:
    """Whether ``section`` (with its :func:`~comspider.sections.structure.section_features`)
    is a discussion by the evidence above."""
    if not section.records:
        return False
    if any(
        features.get(k, 0.0) > 0
        for k in _EXCLUDING
        if k not in _WEIGHED and k not in _MAJORITY and k != "rating"
    ):
        return False
    if any(features.get(k, 0.0) >= share for k, share in _MAJORITY.items()):
        return False
    if features["prose"] < MIN_PROSE or features["link_density"] > MAX_LINK_DENSITY:
        return False
    if _in_furniture(section.container) or data_table(section):
        return False
    skip = {r.node for r in section.records}
    sampled = sample_records(section.records, CHECKED_RECORDS)
    feats = [record_features([r.node, *r.extra], skip) for r in sampled]
    if sum(f.price_tag for f in feats) >= PRICE_SHARE * len(feats):
        return False  # offers or products, each under its price
    if any(f.notice for f in feats):  # a removed entry shows no author nor words of its own
        kept = [(r, f) for r, f in zip(sampled, feats, strict=True) if not f.notice]
        sampled, feats = [r for r, _ in kept], [f for _, f in kept]
        if not feats:
            return False
    feats = _past_a_label(_named_by_slot(feats))
    # read at most once, and only where the times decide (it may read the whole page)
    date_order = cache(lambda: _date_order(section, feats))
    if any(f.name is None or not f.own_words for f in feats):
        return False  # a record without its author, or without a word of its own
    if sum(has_sentence(f.text) for f in feats) < MIN_SENTENCES * len(feats):
        return False  # titles with a name and a time (songs played, bookmarks) say nothing
    if _quotations(sampled):
        return False  # people's words quoted under their names (check-ins' shouts, vox pops)
    names = [f.name or "" for f in feats]
    linked = cache(lambda: _linked_answers(section))
    quoted = cache(lambda: quoted_records(section.records))
    # records answering earlier ones: by a link to their anchors, else by quoting their words
    answers = cache(lambda: linked() or quoted())
    read_name = _name_reader(section, skip)
    # every record read: their names are ``names``
    named = (lambda i: names[i].casefold()) if len(sampled) == len(section.records) else read_name
    # what surrounds the list, read at most once (the paths below may each ask)
    surrounded = cache(lambda: _named_a_discussion(section))
    conversing = cache(
        lambda: (
            _conversing(names, feats, lambda: _returns(section, named) + _parents_named(section, skip))
            or _quoting_others(quoted(), read_name)
        )
    )
    if _one_voice(names) and len(linked()) < max(LINKED_ANSWERS, len(section.records) // 5):
        return False  # one voice, unless its records answer one another by their anchors (">>2")
    # Stars by each name (a rating in markup, a look-alike kind a review) in a list whose
    # records quote or link one another are a forum's rank pips, no grade: reviews do
    # not answer one another.
    graded = features.get("rating", 0.0) > 0 or any(lookalikes.REVIEW in f.kinds for f in feats)
    ranked = graded and len(answers()) >= ANSWERS_OVER_STARS
    if graded and not ranked:
        return False
    own_kinds = _AROUND_ONLY | {lookalikes.REVIEW} if ranked else _AROUND_ONLY
    # A look-alike kind: named by the records themselves, it rules them out; named only by
    # the words around them ("fans-verdict", "live-coverage"), the records' own answers
    # and affordances outweigh it.
    if features.get("lookalike", 0.0) > 0 and (
        any(f.kinds - own_kinds for f in feats)
        or not _kinds_around(section) <= _OUTWEIGHED
        or not (ranked or _answerable(section, names, feats, features, conversing))
    ):
        return False
    # the article's time as the page declares it: without it, nothing says the records
    # were written about this article rather than listed beside it (teasers, schedules)
    article = declared_time.article_time(section.container)
    now = declared_time.reading_time(section.container)
    shown_only = False
    # A page that declares no time (a table-layout paper's visible date alone): the list's
    # own count before it ("Kommentarer (3)" over three records) and a discussion's
    # control on its records, or its comment form below it, stand in for it; then every record shows a name, a time that
    # is no later than the reading, and prose (below).
    # Or its replies, each written after the record it answers, stand in for it: a list
    # beside the article (teasers, schedules) has no answers.
    if (
        article is None
        and not _counted_with_controls(features)
        and not _answered_in_order(section, skip, now, date_order, answers())
    ):
        # the date the page shows by its headline, where it declares none: the records
        # must then have been written after it (below)
        article = shown_article_time(section.container, now)
        if article is None:
            # a page that shows no date at all (a parish newsletter's page): a heading
            # naming the list a discussion and its comment form right below it, both,
            # stand in for one; its times, if any, must then not be ahead of the reading
            # or its records answer one another by name: teasers and schedules do not
            if not ((_headed_a_discussion(section) and evidence.form_follows(section)) or conversing()):
                return False
        elif not (
            _answerable(section, names, feats, features, conversing)
            or _answered_within_hours(section, feats, article, now, date_order())
            or surrounded()  # its times, if any, after that date (below)
        ):
            return False  # names and times after a date in the text: a list of submissions too
        shown_only = True
    # Only a month from the address ("/2012/03/slug"): a list of that month's dated entries
    # passes the times as a discussion does; something a discussion offers must show too,
    # or its heading name it one ("Vos réactions"), or a record answer another's author
    # (:func:`_replies`), or its records come within hours of the day the page shows by its
    # headline, as where it declares none. (Records without a time are judged on what names
    # them a discussion, below.)
    if (
        isinstance(article, declared_time.MonthStart)
        and any(f.date_texts for f in feats)
        and not any(features.get(k, 0.0) > 0 for k in _SURROUNDINGS)
        and not conversing()
        and not _replies(section, names, feats)
        and not _headed_a_discussion(section)
        and not (
            (day := shown_article_time(section.container, now)) is not None
            and _answered_within_hours(section, feats, day, now, date_order())
        )
    ):
        return False
    timed = _without_undated_replies(sampled, feats)
    reduced = timed is not feats
    timed = [_short_answer_byline(f) for f in timed]
    slots = {f.byline for f in timed}
    # One pair of byline slots, or one time slot under names that differ in their markup only
    # (a registered reader's name a link to the profile, "Anonymous" plain text)
    one_byline = (
        (not reduced and features["byline"] >= 1.0)
        or (len(slots) == 1 and None not in slots)
        or _linked_or_not(sampled, timed, slots)
    )
    readings = _dated_bylines(timed, one_byline)
    if readings:
        shown = [f.date_texts[0] for f in timed if f.date_texts]
        if times.scheduled(shown):
            return False  # every time set on a quarter hour: a schedule's
        if all(times.clock_only(t) for t in shown):
            # Today's times alone ("kl. 18.40"): they say neither when against the article
            # nor against it; the list's own count and a discussion's control decide, as
            # on a page that declares no time.
            return _counted_with_controls(features)
        order = date_order()
        wall = declared_time.article_wall_clock(section.container)
        if article is not None and any(
            _at_article_time(f.date_texts, article, wall, now, order) for f in timed
        ):
            return False  # a record of the article's own minute: its first entry (an update log), no reader's
        if any(
            _written_in_time(section, reading, article, now, order)
            and not _before_on_the_clock(reading, article, wall, now, order)
            for reading in readings
        ):
            return True
        # Days alone, without a year or a time ("9月3日"): a schedule's as much as a
        # thread's, unless the records also answer one another, each day within days of
        # the article.
        if (
            article is not None
            and not isinstance(article, declared_time.MonthStart)
            and all(times.dated_days_after(f.date_texts, article, now) for f in timed)
            and _replies(section, names, feats)
        ):
            return True
        # Times that say too little to date the records against the article (a day
        # without its year, weeks after it: "30/11 07:28") weigh as no time: the
        # records' answers and a discussion's affordance decide, as below.
        if article is None or not _answerable(section, names, feats, features, conversing):
            return False
        return _none_before(feats, article, now, date_order)
    if article is None:
        # a page that declares no time, its list counted beside its form: a list its
        # heading names is bounded by the date the page shows by its headline (below)
        article = shown_article_time(section.container, now) if surrounded() else None
        if article is None:
            # A page that shows no date at all, nor any of its records: what stood in for
            # the article's time above (its records answering one another by name, or its
            # heading and its form) and what names the list a discussion (its heading, its
            # form, or each record's "NAME skrev:"), both, are all there is, and no time
            # contradicts them. Answers alone are too little: a list whose "names" are
            # words ("Yes", "here") answers itself ("Yes, ...").
            return shown_only and surrounded() and not any(f.date_texts for f in feats)
        shown_only = True
    if (
        not shown_only  # a date read off the page vouches for no list beside a form
        and any(features.get(k, 0.0) > 0 for k in _SURROUNDINGS)
        and _partly_dated(section, feats, article, now, date_order)
    ):
        return True
    # Not every record shows a time (a template without one, a reply without one): the
    # records answering each other, with a discussion's own affordance (a reply or vote
    # control, a permalink anchor, a count of them that matches), say it is one, and no
    # time shown contradicts it. Nesting alone does not (captions in a gallery, a feature
    # list with its sub-items nest too).
    if not _answerable(section, names, feats, features, conversing):
        # or the heading right above names the list a discussion, under an article of a
        # known day (a month from the address bounds too little: the date the page shows
        # by its headline then), and no record is of the article's own minute (its header
        # beside its body)
        if not surrounded():
            return False
        if isinstance(article, declared_time.MonthStart):
            article = shown_article_time(section.container, now)
            if article is None:
                return False
        wall = declared_time.article_wall_clock(section.container)
        if any(_at_article_time(f.date_texts, article, wall, now, date_order()) for f in feats):
            return False
    return _none_before(feats, article, now, date_order)


#: A quotation in marks of any language: an opening mark, words, the closing mark.
_QUOTATION = re.compile(r"[“\"«„‘‚‹「『]([^“”\"«»„‘’‚‹›「」『』]{12,})[”\"»“’‘›」』]")
#: Share of a record's text a quotation takes for the record to be one.
QUOTATION_SHARE = 0.6
#: Share of the records that must be quotations for the list to be one of quotes.
QUOTATIONS = 0.8


def _quotations(records: list[Record]) -> bool:
    """Whether (nearly) every record's words are a quotation in marks under a name ("Thiago:
    “Primeira volta no bowl!”"): what a venue's check-ins, a vox pop or a testimonials box
    show, people's words quoted by the page; a reader writes a comment, and quotes at most a
    part of it."""
    quoted = 0
    for record in records:
        text = " ".join(" ".join(n.text_content().split()) for n in (record.node, *record.extra))
        marked = sum(len(m.group(1)) for m in _QUOTATION.finditer(text))
        letters = sum(ch.isalpha() for ch in text)
        if letters and marked >= QUOTATION_SHARE * letters:
            quoted += 1
    return quoted >= QUOTATIONS * len(records)


def _gathered(section: RecordSection) -> bool:
    """Whether the times the section's records show (its first :data:`GATHERED_RECORDS`,
    one after another) gather as a discussion's do rather than run day after day as a
    log's. Only dates with their year count (:func:`~comspider.sections.times.dated`):
    times relative to the reading ("yesterday 19:22", "i går kl. 19.22", "3 hours ago")
    are left out, as a page read long after its discussion spreads them apart. False when
    they span
    :data:`GATHERING` or more and the records came, as a rule (the lower median of the
    gaps), :data:`LOG_GAP` or more but less than :data:`RETURN_GAP` after the one before;
    True when fewer than two read."""
    skip = {r.node for r in section.records}
    # consecutive records: the gaps of an even sample of a long list are each several
    run = section.records[:GATHERED_RECORDS]
    feats = [record_features([r.node, *r.extra], skip) for r in run]
    now = declared_time.reading_time(section.container)
    order = _date_order(section, feats)
    shown = sorted(
        t
        for f in feats
        if (written := [d for d in f.date_texts if times.dated(ascii_digits(d))])
        and (t := times.record_time(written, now, order)) is not None
    )
    if len(shown) < 2 or shown[-1] - shown[0] < GATHERING:
        return True
    gaps = sorted(b - a for a, b in pairwise(shown))
    typical = gaps[(len(gaps) - 1) // 2]
    return typical < LOG_GAP or typical >= RETURN_GAP


def _kinds_around(section: RecordSection) -> frozenset[str]:
    """The look-alike kinds the attribute values around the records name."""
    texts, _in_nav = context(section)
    return frozenset(k for t in texts if t for k in lookalikes.attribute_kinds(t))


def _answerable(
    section: RecordSection,
    names: list[str],
    feats: list[RecordFeatures],
    features: dict[str, float],
    conversing: Callable[[], bool],
) -> bool:
    """A discussion's own affordance (a reply or vote control, a permalink anchor, a
    count of the records that matches) and records that answer one another, or records
    that answer one another by name often enough alone (``conversing``: :func:`_conversing`,
    read once)."""
    return (
        any(features.get(k, 0.0) > 0 for k in _AFFORDANCES) and _replies(section, names, feats)
    ) or conversing()


#: Words of a heading that names the list below it ("Talkback", "Readers' comments (4)").
HEADING_WORDS = 6
_HEADINGS = frozenset({"h1", "h2", "h3", "h4", "h5", "h6"})
#: Levels above the list whose element right before it is read for its heading.
HEAD_LEVELS = 2


def _named_a_discussion(section: RecordSection) -> bool:
    """Whether what surrounds the list names it a discussion: the heading right above it
    (:func:`_headed_a_discussion`), or, for a list under no heading, the comment form it
    ends in, a text box right after its last record
    (:func:`~comspider.sections.evidence.form_follows`: a thread of names and words, "Plaats
    reactie" below it), or each of its records saying who wrote it ("Odile a écrit :",
    :func:`_said`), outside any sidebar, widget or navigation. A list under a heading of
    its own that names something else ("Il giro dei presepi", "短冊 5枚") is that, a form
    below it or not (readers' wishes or entries sent in are listed above the form that
    sends them too), unless its records say who wrote them and the form follows
    ("Graciela dijo:" under "Tu opinión")."""
    if _headed_a_discussion(section):
        return True
    above, said = _heading_right_above(section), _said(section)
    if above and not said:
        return False
    texts, in_nav = context(section)
    if in_nav or NEGATIVE_ATTR.search(" ".join(texts)):
        return False
    return (said and not above) or (evidence.form_follows(section) and not _answered_by_one(section))


def _headed_a_discussion(section: RecordSection) -> bool:
    """Whether the heading right above the list names it a discussion, in a comment word
    of its own (:func:`~comspider.sections.structure.has_keyword`: not a weak word,
    "Talkoovuorot" holds "talk"), and not an empty one ("Comments (0)"): a heading that
    is a child of the list's container before its first record, or the element right
    before the container (or before an ancestor the container opens). A heading further
    away, or inside the element before, may be another block's (a sidebar's widgets
    after the article's "Comments"); and a list in a sidebar, a widget or navigation (by
    the attributes of its container and three ancestors) is none's: a box of other
    posts' latest comments is headed as a discussion is."""
    texts, in_nav = context(section)
    if in_nav or NEGATIVE_ATTR.search(" ".join(texts)):
        return False  # a sidebar's box ("Friss hozzászólások": other posts' latest comments)
    text = _own_heading(section)
    return bool(
        text
        and len(text.split()) <= HEADING_WORDS
        and has_keyword(text.casefold())
        and evidence.numbers(text) != [0]
        and not lookalikes.is_empty_thread(text)
    )


def _own_heading(section: RecordSection) -> str | None:
    """The text of the heading right above the list (see :func:`_headed_a_discussion`)."""
    head = _own_heading_element(section)
    return " ".join(head.text_content().split()) if head is not None else None


#: Characters of text that may stand between a list and a heading of its own above it
#: (a count, a sort menu's labels, an ad's "advertisement") for :func:`_heading_right_above`.
HEADING_GAP = 300


def _heading_right_above(section: RecordSection) -> bool:
    """Whether the list's own heading (:func:`_own_heading`) stands right above it, no
    running text between (:data:`HEADING_GAP`): a heading of the article's block, its
    body between it and the records, is the article's, not the list's. A box right before
    the list that holds its heading alone counts ("<div class=module-head><h2>Prayer
    Wall</h2></div>"): a heading above it, though one that names no discussion by it."""
    head = _own_heading_element(section, boxed=True)
    if head is None or head is article_headline(head.getroottree().getroot()):
        return False  # the article's headline names the article, not the list after it
    if head.getparent() is not section.container:
        return True  # the element right before the list's block
    holder = _holder(section)
    gap = len((head.tail or "").strip())
    for el in head.itersiblings():
        if el is holder:
            return True
        if isinstance(el.tag, str) and el.tag not in IGNORED_TAGS:
            gap += len(" ".join(el.text_content().split()))
        gap += len((el.tail or "").strip())
        if gap > HEADING_GAP:
            return False
    return True


#: A record that opens with a name and its verb, the template's "NAME wrote:" ("Graciela
#: dijo:", "Γιώργος Μ. έγραψε:").
_SAID = re.compile(rf"^[^\W\d_][^\d:…]{{0,40}}?\s(?:{SAYS_WORDS})\s*(?:\.{{2,}}|…|:)", re.I)


def _said(section: RecordSection) -> bool:
    """Whether every (sampled) record opens with its writer's name and a verb of saying."""
    sampled = sample_records(section.records, CHECKED_RECORDS)
    return all(_SAID.match(" ".join(r.node.text_content().split())) for r in sampled)


#: Most words of the line that opens an answer in each record ("Odpowiada mec. Tomasz Wrzos:").
ANSWER_LABEL_WORDS = 8
#: Characters of a block's text searched for that line's colon.
ANSWER_LABEL_CHARS = 80


def _answered_by_one(section: RecordSection) -> bool:
    """Whether each (sampled) record holds a block opening with the same named line ("Odpowiada
    mec. Tomasz Wrzos: ..."; two capitalised words after its first, where a template's
    "Posted by:" has none): one voice answering every record, a column's expert answering
    readers' questions above the form that sends the next, not readers answering one
    another."""
    common: set[str] | None = None
    for record in sample_records(section.records, CHECKED_RECORDS):
        labels = set()
        for el in (record.node, *record.extra):
            for block in el.iter("p", "div", "dd", "li", "blockquote"):
                text = " ".join(block.text_content().split())[:ANSWER_LABEL_CHARS]
                head = text.split(":", 1)[0] if ":" in text else ""
                if 2 <= len(head.split()) <= ANSWER_LABEL_WORDS:
                    labels.add(head)
        common = labels if common is None else common & labels
        if not common:
            return False
    return len(section.records) >= 2 and any(
        sum(word[:1].isupper() for word in label.split()[1:]) >= 2 for label in common or ()
    )


def _holder(section: RecordSection) -> lxml_html.HtmlElement:
    """The list's container's child that holds its first record."""
    holder = section.records[0].node
    while holder.getparent() is not None and holder.getparent() is not section.container:
        holder = holder.getparent()
    return holder


def _own_heading_element(section: RecordSection, boxed: bool = False) -> lxml_html.HtmlElement | None:
    """The heading right above the list (see :func:`_headed_a_discussion`); ``boxed``: or
    the one heading a box right before it holds alone (:func:`_boxed_heading`)."""
    container = section.container
    holder = _holder(section)
    head = None
    for el in container.iterchildren():  # its own, not one in a box before the records
        if el is holder:
            break
        if el.tag in _HEADINGS:
            head = el
    if head is None:
        node: lxml_html.HtmlElement | None = container
        for _ in range(HEAD_LEVELS + 1):
            if node is None or node.tag in ("body", "html"):
                return None
            before = node.getprevious()
            while before is not None and not isinstance(before.tag, str):
                before = before.getprevious()  # a comment, a processing instruction
            if before is not None:
                head = before if before.tag in _HEADINGS else _boxed_heading(before) if boxed else None
                break
            node = node.getparent()
    return head


def _boxed_heading(box: lxml_html.HtmlElement) -> lxml_html.HtmlElement | None:
    """The one heading a box holds and nothing else ("<div class=module-head><h2>Prayer
    Wall</h2></div>"): the list's heading in its own box, or None."""
    if not isinstance(box.tag, str) or box.tag in IGNORED_TAGS:
        return None
    heads = []
    for head in box.iterdescendants(*_HEADINGS):
        heads.append(head)
        if len(heads) > 1:
            return None  # (the box before a list may be the whole article: read no further)
    if not heads:
        return None
    own = " ".join(heads[0].text_content().split())
    letters = sum(not c.isspace() for c in own)
    seen = 0
    for piece in box.itertext():
        seen += sum(not c.isspace() for c in piece)
        if seen > letters:
            return None  # more text than the heading's
    text = " ".join(box.text_content().split())
    return heads[0] if text and text == own else None


#: The fewest records that show their minute for :func:`_within_hours`.
WITHIN_HOURS_RECORDS = 2


def _answered_within_hours(
    section: RecordSection, feats: list[RecordFeatures], shown: datetime, now: datetime, order: str | None
) -> bool:
    """Readers writing within hours of the day the page shows (:func:`_within_hours`), the
    list under no heading of its own (a prayer wall's requests under "Prayer Wall" come day
    after day too)."""
    return _within_hours(feats, shown, now, order) and not _heading_right_above(section)


def _within_hours(feats: list[RecordFeatures], shown: datetime, now: datetime, order: str | None) -> bool:
    """Whether every record shows a date on or after the date the page shows by its
    headline (``shown``, its midnight), the first of them within :data:`GATHERING` of it
    and each within :data:`GATHERING` of the one before, and :data:`WITHIN_HOURS_RECORDS`
    of them at least the minute they were written: readers answering a story and one
    another within hours, as a discussion's do, where the page declares no time. A list of
    submissions, finds or events after a date in the text is dated by day, or spread over
    weeks."""
    clocked = 0
    whens = []
    for f in feats:
        written = [t for t in f.date_texts if times.dated(ascii_digits(t))]
        when = times.record_time(written, now, order) if written else None
        if when is None or not shown <= when <= now:
            return False
        whens.append(when)
        clocked += any(times.shown_minute(t) is not None for t in written)
    whens.sort()
    if not whens or whens[0] > shown + GATHERING or any(b - a > GATHERING for a, b in pairwise(whens)):
        return False
    return clocked >= WITHIN_HOURS_RECORDS


def _none_before(
    feats: list[RecordFeatures], article: datetime, now: datetime, date_order: Callable[[], str | None]
) -> bool:
    """No time a record shows precedes the article or is ahead of the reading."""
    order = date_order()
    return all(
        times.written_after(f.date_texts, article, now, order) is not False for f in feats if f.date_texts
    )


#: The most words of a name read from the template's name slot ("Mauro il maestro di sci").
SLOT_NAME_WORDS = 6


def _named_at(f: RecordFeatures, slot: int, name: str) -> RecordFeatures:
    """``f`` with ``name`` as its name, read at ``slot``, which with its date's slot is its byline."""
    byline = (slot, f.date_slot) if f.date_slot is not None else f.byline
    return replace(f, name=name, name_slot=slot, byline=byline)


def _past_a_label(feats: list[RecordFeatures]) -> list[RecordFeatures]:
    """The records, named by the piece after their byline's label where the "name" every
    record shows is one word, the same in all of them, and the next piece of each head is a
    name, and those names differ: the template's verb before the reader's name ("Kirjutas
    <b>Malle Kuusik</b> · 15.05.2011", "Napisał NAME", "Scríobh NAME"), no reader's name."""
    if len(feats) < 2 or any(f.name is None for f in feats):
        return feats
    labels = {(f.name or "").casefold() for f in feats}
    if len(labels) != 1 or len({f.name_slot for f in feats}) != 1 or len(next(iter(labels)).split()) != 1:
        return feats
    out = []
    for f in feats:
        at = next(
            (i for i, (slot, text) in enumerate(f.head) if slot == f.name_slot and text == f.name), None
        )
        after = f.head[at + 1] if at is not None and at + 1 < len(f.head) else None
        if after is None or not is_name(after[1]):
            return feats
        out.append(_named_at(f, after[0], after[1]))
    return out if len({(f.name or "").casefold() for f in out}) > 1 else feats


def _named_by_slot(feats: list[RecordFeatures]) -> list[RecordFeatures]:
    """The records, those without a name given the text in the slot where the others show
    theirs: a reader's nickname that reads as no name ("Mauro il maestro di sci") is still
    the author, where the template puts every author. Only when all the others share that
    slot, and the text is a few words without digits; before the text or after it, where
    the others sign ("Name ist der Redaktion bekannt")."""
    slots = {f.name_slot for f in feats if f.name is not None}
    if (
        len(slots) != 1
        or None in slots
        or all(f.name is not None for f in feats)
        or sum(f.name is None for f in feats) * 3 > len(feats)
    ):
        return feats
    slot = next(iter(slots))
    assert slot is not None
    out = []
    for f in feats:
        text = next((t for s, t in (*f.head, *f.signed) if s == slot), None) if f.name is None else None
        if text and len(text.split()) <= SLOT_NAME_WORDS and not any(c.isdigit() for c in text):
            f = _named_at(f, slot, text)
        out.append(f)
    return out


def _linked_or_not(
    sampled: list[Record], timed: list[RecordFeatures], slots: set[tuple[int, int] | None]
) -> bool:
    """Whether the records' bylines share their time slot and differ only where the name
    is a link and where it is not: a registered reader's name links to the profile, an
    anonymous one's does not ("Ανώνυμος είπε..." beside "<a>Μαρία Κ.</a> είπε...")."""
    if None in slots or len(slots) != 2 or len({b[1] for b in slots if b is not None}) != 1:
        return False
    linked = {
        " ".join(a.text_content().split())
        for r in sampled
        for node in (r.node, *r.extra)
        for a in node.iter("a")
        if a.get("href")
    }
    groups: dict[tuple[int, int] | None, set[bool]] = {}
    for f in timed:
        groups.setdefault(f.byline, set()).add(f.name in linked)
    kinds = list(groups.values())
    return all(len(k) == 1 for k in kinds) and kinds[0] != kinds[1]


def _counted_with_controls(features: dict[str, float]) -> bool:
    """The list's own count before it ("Kommentarer (3)" over three records) and a
    discussion's control on its records, or its comment form below it."""
    return features.get("count_match", 0.0) > 0 and (
        features.get("controls", 0.0) > 0 or features.get("form_near", 0.0) > 0
    )


def _short_answer_byline(f: RecordFeatures) -> RecordFeatures:
    """A record too short for prose ("Klart.", "+1") has no byline in the features (a name
    and a date followed by prose); its name and date slots are its byline here, so that the
    thread's bylines are read in one pair of slots with it."""
    if f.byline is not None or f.prose or f.name_slot is None or f.date_slot is None:
        return f
    return replace(f, byline=(f.name_slot, f.date_slot))


def _without_undated_replies(sampled: list[Record], feats: list[RecordFeatures]) -> list[RecordFeatures]:
    """``feats`` without the nested replies that show no time of their own (a template
    that dates its top-level records only), when two or more records remain and each of
    them shows one: the times that are shown judge the thread, as when every record has
    one. Otherwise ``feats`` as they are."""
    if all(f.date_texts for f in feats):
        return feats
    timed = [f for r, f in zip(sampled, feats, strict=True) if f.date_texts or r.depth == 0]
    if len(timed) < 2 or not all(f.date_texts for f in timed):
        return feats
    return timed


#: Share of a thread's records that must show a time when not all do, and that must show
#: none.
MIN_DATED_SHARE = 1 / 3
#: A record dated within this of the article's declared time is the article's own header;
#: in a list dated throughout, only one of its very minute (a reader may answer a minute later).
_SAME_TIME = timedelta(minutes=1)
#: A reader's time on the page's own clock this far before the article's (the widest gap
#: of two time zones' clocks: a time written in another zone than the declared one) is
#: before the article.
CLOCK_SLACK = timedelta(hours=14)
#: Headings an article's header holds; a reader's comment does not (a name in ``<h4>`` may).
_HEADLINES = ("h1", "h2", "h3")


def _at_article_time(
    texts: list[str], article: datetime, wall: datetime | None, now: datetime, order: str | None
) -> bool:
    """Whether a record shows the article's own time of publication to the minute: the
    article's header or its first entry. ``wall``: the article's declared time on the
    page's own clock (:func:`~comspider.declared_time.article_wall_clock`), which a record's
    time written without a zone is read against too. A record without a time of day says
    nothing of it."""
    if wall is None:
        return False  # a day the page declares alone
    when = _time_of_day(texts, article, now, order)
    return when is not None and _same_minute(when, article, wall)


def _time_of_day(texts: list[str], article: datetime, now: datetime, order: str | None) -> datetime | None:
    """When a record was written, if its texts show a time of day (a day alone says
    nothing of the article's minute or clock)."""
    # the text that shows the minute: a date alone before it ("2012-03-03" of a datetime
    # attribute, then "March 3, 2012 at 4:19 pm") is that day's midnight
    shown = [t for t in texts if times.shown_minute(t) is not None]
    if not shown:
        return None
    when = times.record_time(shown, now, order, article)
    if when is not None and when.minute != times.shown_minute(shown[0]):
        return None  # the day read without its time ("18.03.2013. у 16:20" as midnight)
    return when


def _same_minute(when: datetime, article: datetime, wall: datetime) -> bool:
    """Whether ``when`` is the article's minute, in time or on the page's clock (``wall``)."""
    return abs(when - article) < _SAME_TIME or abs(when.replace(tzinfo=None) - wall) < _SAME_TIME


def _partly_dated(
    section: RecordSection,
    feats: list[RecordFeatures],
    article: datetime,
    now: datetime,
    date_order: Callable[[], str | None],
) -> bool:
    """Whether a thread that shows a time on some of its records only (a third or more:
    a reply template without one, a reader who signed without one, a time shown on the
    newest) has each of those times in its byline, after the article's time as the page
    declares it (within a day's slack), and none ahead of the reading: the times that are
    shown say what the full path's do (a month from the address alone is too weak a bound
    for it; a time elsewhere in a record, "updated 2 hours ago", may date something else)."""
    if isinstance(article, declared_time.MonthStart):
        return False
    dated = [f for f in feats if f.date_texts]
    undated = len(feats) - len(dated)
    # a list dated but for one or two records is a dated list with a time that did not
    # read ("diperbarui kemarin"), for the full path to judge, not a template without one
    if len(dated) < MIN_DATED_SHARE * len(feats) or undated < MIN_DATED_SHARE * len(feats):
        return False
    if any(f.byline is None for f in dated):
        return False  # a time beside the name says when the record was written; one elsewhere may not
    if any(next(r.node.iter(*_HEADLINES), None) is not None for r in section.records):
        return False  # the article's own header (its headline and date) beside its body
    order = date_order()
    wall = declared_time.article_wall_clock(section.container)
    for f in dated:
        when = times.record_time(f.date_texts, now, order, article)
        if when is not None and (
            abs(when - article) <= _SAME_TIME
            or (
                wall is not None
                and any(times.shown_minute(t) is not None for t in f.date_texts)
                and _same_minute(when, article, wall)
            )
        ):
            return False  # ... dated with the article's own time (a day's alone too), no reader's
    return all(times.written_after(f.date_texts, article, now, order) is True for f in dated)


#: Replies whose times are compared with their parents' (the first ones of a long thread).
CHECKED_REPLIES = 6


#: Records that must link to an earlier record's anchor for a list to answer itself.
LINKED_ANSWERS = 2
#: Records answering earlier ones (by a link to their anchors or a quote of their words)
#: that make stars beside each name a forum's rank pips rather than a review's grade.
ANSWERS_OVER_STARS = 2


def answer_one_another(section: RecordSection) -> bool:
    """Whether records of the section answer earlier ones, by links to their anchors or by
    quoting their words (:data:`ANSWERS_OVER_STARS` of them): what a thread's readers do
    and reviewers, graded in stars, do not."""
    return len(_linked_answers(section) or quoted_records(section.records)) >= ANSWERS_OVER_STARS


def _linked_answers(section: RecordSection) -> list[tuple[int, int]]:
    """The records that link to an earlier record's anchor (a board's "<a href='#r2'>>>2</a>"),
    each with that record: answers a list of anonymous posters makes to one another."""
    records = section.records
    at = record_anchors(records)
    pairs: list[tuple[int, int]] = []
    for i, r in enumerate(records):
        found = next(
            (
                j
                for root in (r.node, *r.extra)
                for a in root.iter("a")
                if (href := a.get("href") or "").startswith("#") and (j := at.get(href[1:], i)) < i
            ),
            None,
        )
        if found is not None:
            pairs.append((i, found))
    return pairs


def _answered_in_order(
    section: RecordSection,
    skip: set[lxml_html.HtmlElement],
    now: datetime,
    date_order: Callable[[], str | None],
    linked: list[tuple[int, int]],
) -> bool:
    """Whether the section's nested replies (or, where none is nested, the records that link
    to an earlier record's anchor or quote its words: ``linked``) each show a time no earlier than the record
    they answer, one of them by another author than that record's: what a thread's
    structure and its times say together (the first :data:`CHECKED_REPLIES` replies; every
    one must read)."""
    records = section.records
    pairs = [(r, records[r.parent]) for r in records if r.parent is not None][:CHECKED_REPLIES]
    if not pairs:
        pairs = [(records[i], records[j]) for i, j in linked[:CHECKED_REPLIES]]
    if not pairs:
        return False
    order = date_order()
    another = False
    for reply, parent in pairs:
        mine, theirs = (record_features([r.node, *r.extra], skip) for r in (reply, parent))
        if not _timed_alike(mine, theirs):
            return False
        when, before = (times.record_time(f.date_texts, now, order) for f in (mine, theirs))
        if when is None or before is None or when < before:
            return False
        another = another or (mine.name or "").casefold() != (theirs.name or "").casefold()
    return another


def _timed_alike(one: RecordFeatures, other: RecordFeatures) -> bool:
    """Whether two records show their times in their bylines, or, where one's name reads as
    none (:func:`_named_by_slot`), in the slot the other's byline shows its time in."""
    if one.byline is not None and other.byline is not None:
        return True
    shown = one.byline or other.byline
    return shown is not None and one.date_slot == other.date_slot == shown[1]


def _before_on_the_clock(
    feats: list[RecordFeatures],
    article: datetime | None,
    wall: datetime | None,
    now: datetime,
    order: str | None,
) -> bool:
    """Whether a record's time, read on the page's own clock, is :data:`CLOCK_SLACK` or more
    before the article's declared time on that clock (``wall``): reports or letters sent in
    the day before the article, which the day's slack of :func:`_written_in_time` (for a
    page's local time read as UTC) lets pass. Only a time of day against a declared one."""
    if article is None or wall is None:
        return False
    return any(
        (when := _time_of_day(f.date_texts, article, now, order)) is not None
        and when.replace(tzinfo=None) <= wall - CLOCK_SLACK
        for f in feats
    )


def _written_in_time(
    section: RecordSection,
    feats: list[RecordFeatures],
    article: datetime | None,
    now: datetime,
    order: str | None,
) -> bool:
    """Whether every record's byline time says it was written after the article (or, on a
    page that declares no time, at all) and not ahead of the reading."""
    if article is None:
        return all(times.written_after(f.date_texts, _UNDECLARED, now, order) for f in feats)
    if section.method == UNCUED_BYLINES:  # nothing else vouches for them: no slack
        if _staff_bylines(section):
            return False
        return all(times.written_since(f.date_texts, article, now, order) for f in feats)
    return all(times.written_after(f.date_texts, article, now, order) for f in feats)


def _dated_bylines(feats: list[RecordFeatures], one_byline: bool) -> list[list[RecordFeatures]]:
    """The readings of the records in which each has its name and a date in the same slots
    as the others: as read (when ``one_byline``, the section's bylines all in one pair of
    slots, and every record dated), then on each other date slot every record has under
    the same name slot. A forum post's profile column shows the member's join date before
    the post's own date, on some sites on some records only ("Registered: 2025 May 20"),
    on others as a month and year no one reads as a date: which slot holds the time a
    record was written is for the times to say."""
    readings = [feats] if one_byline and all(f.date_texts for f in feats) else []
    names = {f.name_slot for f in feats}
    if len(names) != 1 or None in names:
        return readings
    name_slot = next(iter(names))
    assert name_slot is not None
    dates = [
        {**dict(later_dates(f)), **({f.byline[1]: f.date_texts[0]} if f.byline and f.date_texts else {})}
        for f in feats
    ]
    shared = set.intersection(*(set(d) for d in dates))
    firsts = {f.byline[1] for f in feats if f.byline} if readings else set()
    for slot in sorted(shared - firsts):
        readings.append(
            [
                replace(f, byline=(name_slot, slot), date_texts=[d[slot]])
                for f, d in zip(feats, dates, strict=True)
            ]
        )
    return readings


def _date_order(section: RecordSection, feats: list[RecordFeatures]) -> str | None:
    """ "11/04/2025" is 11 April on a page that writes the day first: the records' and the
    page's unambiguous dates, else its locale, say which (read only when the times decide:
    it may read the whole page)."""
    return section_date_order(section.container, page_url(section.container), [f.text for f in feats])


#: The article's time where the page declares none: only the readers' times themselves
#: are checked (each a time that reads, not ahead of the reading).
_UNDECLARED = datetime(1990, 1, 1, tzinfo=UTC)
#: What a discussion offers besides its records (:func:`~comspider.sections.structure.discussion_features`).
_AFFORDANCES = ("controls", "anchor", "count_match")
#: ... or beside it: its comment form.
_SURROUNDINGS = (*_AFFORDANCES, "form_near")
_MENTION = re.compile(r"@([^\W\d_][\w.\-]*)")


def _replies(section: RecordSection, names: list[str], feats: list[RecordFeatures]) -> bool:
    """Whether records answer one another: a record nested in another as its reply, or
    a record that addresses another's author by ``@name`` or by name and a comma or a
    colon ("Mauro, il comitato ha detto...", "Kerstin: det blev...")."""
    if any(r.depth > 0 for r in section.records):
        return True
    firsts = {n.split()[0].casefold() for n in names if n.split()}
    compact = {"".join(n.split()).casefold() for n in names}
    for f in feats:
        for m in _MENTION.finditer(f.text):
            word = m.group(1).rstrip(".-").casefold()
            if word in firsts or word in compact:
                return True
    # a reader answers someone who wrote before them
    return any(_addresses(f, names[:k]) for k, f in enumerate(feats))


#: A first name as readers address one another: two letters and more after the first, or
#: two ideographs or syllables at least (a family name written in Han or Hangul, "高橋").
_ADDRESSABLE = re.compile(r"[^\W\d_]{3,}|[\u3400-\u9fff\uac00-\ud7af]{2,}")
#: The honorific a name takes where it is addressed ("高橋さん、", "민수 씨,", "王先生，", and
#: Hungarian's uncle and aunt after a name: "Lajos bácsi,", "Marika néni,").
_HONORIFIC = r"(?:\s?(?:さん|さま|様|君|くん|ちゃん|先生|氏|씨|님|bácsi|néni))?"


#: Addresses of another record's author by name, at least, for the records' answers
#: alone to show a discussion (a blog's list of readers' words with neither a time nor a
#: control).
CONVERSING = 2


def _conversing(
    names: list[str], feats: list[RecordFeatures], returns: Callable[[], int] = lambda: 0
) -> bool:
    """Whether records address the authors of other records by name :data:`CONVERSING`
    times or more, each record each author once ("Séamus, thank you, you're right";
    "Thanks all. Norman, no harrier for me. Tim, it's an old Canon"): readers answering
    one another, or the writer answering them. Testimonials and quoted voices may address
    the host, who writes none of them. ``returns``: how many nested replies are by whom
    the reply they answer answered (:func:`_returns`, read only when the addresses fall
    short), each an answer as an address is."""
    addressed = 0
    for k, f in enumerate(feats):
        others = {n for j, n in enumerate(names) if j != k and n}
        for name in others:
            if _addresses(f, [name]):
                addressed += 1
                if addressed >= CONVERSING:
                    return True
    if addressed and any(
        _addresses(f, [n for n in names[:k] if n and n != names[k]], opening=True)
        for k, f in enumerate(feats)
    ):
        return True  # a record that opens by answering an earlier one's author ("Ioana, the photos ...")
    return addressed + returns() >= CONVERSING


#: Records quoting the words of an earlier record by another author, at least, for the
#: records' answers alone to show a discussion.
QUOTING_OTHERS = 2


def _quoting_others(quoted: list[tuple[int, int]], name: Callable[[int], str]) -> bool:
    """Whether :data:`QUOTING_OTHERS` records or more quote an earlier record's own words
    (``quoted``: :func:`~comspider.records.quoted_records.quoted_records`) and that record is
    by another author (``name``: a record's author, :func:`_name_reader`; "Gunnel skrev:
    Kommer det..." over the answer): readers answering one another, with or without a time
    or a control. Testimonials, quotes and teasers quote no other entry of their list; a
    post that repeats its own earlier words is no answer."""
    others = 0
    for i, j in quoted:
        mine, theirs = name(i), name(j)
        if mine and theirs and mine != theirs:
            others += 1
            if others >= QUOTING_OTHERS:
                return True
    return False


def _name_reader(section: RecordSection, skip: set[lxml_html.HtmlElement]) -> Callable[[int], str]:
    """A record's author's name (casefolded, "" without one) by its position in the
    section, each read once and only when asked for."""
    records = section.records

    @cache
    def name(i: int) -> str:
        r = records[i]
        return (record_features([r.node, *r.extra], skip).name or "").casefold()

    return name


#: Nested replies read for :func:`_returns` (the first ones of a long thread).
CHECKED_RETURNS = 40


def _returns(section: RecordSection, name: Callable[[int], str]) -> int:
    """The nested replies (of the first :data:`CHECKED_RETURNS`) whose author wrote the
    record their parent answers, and not their parent: a reader who comes back to answer
    the answer to their own words (Walt, Jenny's reply to him, Walt again). What people in
    a conversation do; captions in a gallery or a feature list's sub-items nest, but
    nobody comes back in them. ``name``: a record's author (casefolded) by its position."""
    records = section.records
    replies = [(i, r.parent) for i, r in enumerate(records) if r.parent is not None][:CHECKED_RETURNS]
    returns = 0
    for i, parent in replies:
        up = records[parent].parent
        if up is not None and (mine := name(i)) and mine == name(up) and mine != name(parent):
            returns += 1
    return returns


_FIRST_WORD = re.compile(r"[^\W\d_]+")


def _first_name(name: str | None) -> str:
    """A byline's first word, without the dash or the comma a signature puts around it
    ("— Dougal Ferrier," -> "Dougal")."""
    m = _FIRST_WORD.search(name or "")
    return m.group(0) if m else ""


def _parents_named(section: RecordSection, skip: set[lxml_html.HtmlElement]) -> int:
    """The nested replies (of the first :data:`CHECKED_RETURNS`) that name the author of the
    record they answer by the first name inside a sentence ("Not yet, Dougal."; "Brilliant,
    thank you Patrick."), an author other than their own: an answer to that reader, as an
    address at a clause's start is (:func:`_addresses`). A list's sub-items nest under an
    entry but do not call its signer by name; after a comma or a word, a capitalised word is
    a name, not a sentence's first word."""
    records = section.records

    @cache
    def features(i: int) -> RecordFeatures:
        """A record's features, read once (a parent with many replies is read for each)."""
        return record_features([records[i].node, *records[i].extra], skip)

    replies = [(i, r.parent) for i, r in enumerate(records) if r.parent is not None][:CHECKED_RETURNS]
    named = 0
    for i, parent in replies:
        mine, theirs = features(i), features(parent)
        first = _first_name(theirs.name)
        if (
            not _ADDRESSABLE.fullmatch(first)
            or first[0].lower() == first[0]
            or first == _first_name(mine.name)
        ):
            continue
        if re.search(rf"(?:[,;]|[^\W\d_])\s+{re.escape(first)}(?![\w@])", mine.text):
            named += 1
    return named


def _addresses(f: RecordFeatures, names: list[str], *, opening: bool = False) -> bool:
    """Whether a record addresses an earlier record's author (``names``) by their first
    name (or whole name) followed by a comma or a colon, after one greeting word or none
    ("Liebe Gerda,"), or after an "@" ("@Μαρία υπάρχει…"), at the start of a clause: its
    text's, or after its byline (the name, a time, a colon or a "#5"), or after a sentence
    (``opening``: at its text's start alone). The record's own author is left out (a byline
    "Name: ..."), and so is a noun inside a sentence ("interessante Artikel, um")."""
    own = f.name or ""
    mine = {w.casefold() for w in _given(own)}
    firsts = {
        first
        for name in names
        for first in _given(name)
        if _ADDRESSABLE.fullmatch(first)
        and first.casefold() not in mine
        and not first.lower() == first != first.upper()
    }
    if not firsts:
        return False
    after = [re.escape(t) for t in (own, *f.date_texts) if t.strip()]
    # ``opening``: only where the text (or what follows its byline) begins
    # (after its byline: the name, a time, and the template's verb or dash, "Birthe Holm skrev:")
    start = (r"(?:^" if opening else r"(?:^|[.!?…:;]\s*(?:#?\d+\s+)?") + (
        rf"|(?:{'|'.join(after)})\s+{_SAYING}?)" if after else ")"
    )
    # the whole name too ("Familie Özdemir, wir kommen ..."), or its first names ("Poul Erik,"
    # for "Poul Erik Dam"), one greeting word before it ("Liebe Gerda,", "Dear Anna,")
    wholes = {
        " ".join(words[:k])
        for words in map(str.split, names)
        if 1 < len(words) <= 4 and words[0] in firsts
        for k in range(2, len(words) + 1)
    }
    called = "|".join(
        [_called(n) for n in sorted(firsts, key=len, reverse=True)]
        + [re.escape(n) for n in sorted(wholes, key=len, reverse=True)]
    )
    greeting = r"(?:[^\W\d_]+,?\s)?"  # "Liebe Gerda,", "Gràcies, Montse,"
    return (
        re.search(
            rf"{start}(?:{greeting}(?:{called}){_HONORIFIC}\s?[,:،：，、](?!\d)|@(?:{called})\b"
            # a greeting and the name called out ("Hei Kari!", "Kedves Marika!")
            rf"|[^\W\d_]+\s(?:{called})!)",
            f.text,
        )
        is not None
    )


def _given(name: str) -> list[str]:
    """The words of a name a reader is called by: its first, and the last of a name of two
    or three words before any comma (the given name where the family name comes first:
    "Szabó Marika", "Horváth Lajos, Budapest")."""
    words = name.split(",")[0].split()
    if not words:
        return []
    return [words[0], words[-1]] if 2 <= len(words) <= 3 else [words[0]]


#: What the template writes after a byline's name: its verb ("skrev:", "said...", "a écrit
#: :") or a dash ("Maj-Britt – Lasse, fryser du ...").
_SAYING = rf"(?:{SAID}\s*|[–—-]\s+)"
#: Least letters of a first name whose addressed form is read (its stem keeps all but one).
VOCATIVE_NAME = 4


def _called(first: str) -> str:
    """A pattern for a first name as it is addressed: as written, or, in the languages whose
    names take a vocative when addressed (Polish, Czech, Slovak, Ukrainian, Lithuanian,
    Greek), with its last letter changed, dropped or followed by one more ("Pani Grażyno,",
    "Panie Tadeuszu,", "Jitko,", "Jonai,", "Γιώργο,"): all but the last letter kept, so that
    another word of the same start is not taken for it ("Mare," is no "Maria")."""
    if len(first) < VOCATIVE_NAME:
        return re.escape(first)
    return rf"{re.escape(first[:-1])}[^\W\d_]{{0,2}}"


#: A link to a site's own page of one of its journalists ("/staff/caroline-lewis",
#: "/author/anna-berger/", "/autoren/..."): readers' names link to their own sites or
#: profiles, a newsroom byline to these.
_STAFF_PATH = re.compile(
    r"^(?:https?://[^/]+)?/(?:[\w-]+/)?(?:staff|authors?|autor(?:en|es|i)?|auteurs?|journalists?|"
    r"journalist(?:en|er)?|redaktion|reporters?|columnists?|writers?|contributors?)/",
    re.I,
)


def _staff_bylines(section: RecordSection) -> bool:
    """Whether a record names someone with a link to the site's page of one of its
    journalists: a teaser card's or the article's byline, when nothing but bylines vouches
    for the records."""
    for record in section.records:
        for node in (record.node, *record.extra):
            for a in node.iter("a"):
                words = len(a.text_content().split())
                if 1 <= words <= 5 and _STAFF_PATH.match((a.get("href") or "").strip()):
                    return True
    return False


def _one_voice(names: list[str]) -> bool:
    """One author wrote every record (a live blog, a reporter's timeline), or, in a
    longer list, fewer authors than half the records: a discussion has several voices
    (a reader who answers a reply writes twice in three)."""
    folded = [" ".join(n.casefold().split()) for n in names]
    distinct = len(set(folded))
    return len(folded) >= 2 and (distinct == 1 or (len(folded) >= 4 and distinct * 2 < len(folded)))


#: Page parts that hold the site's navigation and furniture (a sidebar, ``<aside>``, may
#: hold the discussion: a reader panel, a drawer).
_NAVIGATION = frozenset({"nav", "header", "footer", "menu"})
#: ... and the ARIA roles that say the same of any element (a notifications menu in the
#: comments' own markup, ``<div role="menu">``).
_NAVIGATION_ROLES = frozenset({"navigation", "banner", "contentinfo", "menu", "menubar"})


def _in_furniture(el: lxml_html.HtmlElement) -> bool:
    """Inside navigation, a header, a footer or a menu (by its tag or its ARIA role), a
    ``<fieldset>``, or a form other than a page-wide one (ASP.NET pages wrap the whole
    page, comments included, in one form): settings panels, consent dialogs,
    questionnaires."""
    node: lxml_html.HtmlElement | None = el
    while node is not None:
        tag = node.tag if isinstance(node.tag, str) else ""
        if (
            tag in _NAVIGATION
            or tag == "fieldset"
            or (node.get("role") or "").strip().lower() in _NAVIGATION_ROLES
        ):
            return True
        if tag == "form":
            parent = node.getparent()
            if not (parent is not None and parent.tag == "body"):
                return True
        node = node.getparent()
    return False


def _answered_by_name(section: RecordSection) -> bool:
    """Whether a record answers an earlier record's author by name or nests under another
    (:func:`_replies`, on the records :func:`is_evident_thread` reads)."""
    skip = {r.node for r in section.records}
    sampled = sample_records(section.records, CHECKED_RECORDS)
    feats = _named_by_slot([record_features([r.node, *r.extra], skip) for r in sampled])
    return _replies(section, [f.name or "" for f in feats], feats)


def evident_thread_floor(section: RecordSection, features: dict[str, float], score: float) -> float:
    """``score``, raised to :data:`EVIDENT_THREAD_SCORE` for a thread by its evidence
    (checked only when the score is below it: the dates are parsed for few sections).
    A group of bylines nothing names as comments has no other way in: its learned score
    was fitted on no such group."""
    if section.method == UNCUED_BYLINES:
        return EVIDENT_THREAD_SCORE if is_evident_thread(section, features) else 0.0
    if features.get("headline", 0.0) >= TEASER_HEADLINES and not features.get("named_share", 0.0):
        return min(score, TEASER_SCORE)  # titles linking elsewhere, no one's name: teasers
    if not any(features.get(k, 0.0) > 0 for k in DISCUSSION_EVIDENCE) and not evidence.named_before(section):
        # names and times alone: a discussion by its times only when they gather as
        # readers' answers to an article do, not day after day as a log's entries, or
        # when a reader answers another by name ("Tyttebærjenta: det går helt fint")
        if is_evident_thread(section, features) and (_gathered(section) or _answered_by_name(section)):
            return EVIDENT_THREAD_SCORE
        return min(score, TEASER_SCORE)
    if score >= EVIDENT_THREAD_SCORE or not is_evident_thread(section, features):
        return score
    return EVIDENT_THREAD_SCORE
