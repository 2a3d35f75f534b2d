"""The data of the offline web: outlets, their articles, and the comments under them."""

from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass, field
from datetime import datetime, timedelta, timezone

# How an article's comments are reached (one per article, recorded in the truth).
STATIC = "static"  # in the article's HTML
SCROLL = "scroll"  # fetched when the section scrolls into view
BUTTON = "button"  # a <button> with a label ("Kommentare anzeigen (23)")
LINK = "link"  # an <a href="#comments"> or <a href="javascript:...">
ICON = "icon"  # a <span>/<div> with a click listener, icon only
MODAL = "modal"  # a click opens a dialog with the comments
SEPARATE_PAGE = "separate_page"  # a link to a comments page on the same host
IFRAME = "iframe"  # a cross-origin widget in an iframe
DELAYED = "delayed"  # rendered by script seconds after the page loaded, no action
DISABLED = "disabled"  # comments switched off for the article
PAYWALL = "paywall"  # the article is behind a paywall; no comments reachable
# The real web's hard cases (issue 13): one outlet each.
SHADOW_OPEN = "shadow_open"  # a web component renders the thread into an open shadow root
SHADOW_CLOSED = "shadow_closed"  # ... into a closed one, behind a button inside it
PAGED_THREAD = "paged_thread"  # a long thread: 10 threads per "load more", replies on demand
COMMENT_PAGES = "comment_pages"  # WordPress comment pages, newest first, "Older comments"
ARTICLE_STREAM = "article_stream"  # scrolling appends the next articles, with their comments
CROSS_SITE_FRAME = "cross_site_frame"  # a click mounts a widget's iframe from another site
HEAVY_PAGE = "heavy_page"  # ~260 clickables, carousels, an icon-only comment button
SLOW_LAZY = "slow_lazy"  # loads when scrolled into view: scripts in sequence, seconds

MECHANISMS = (
    STATIC,
    SCROLL,
    BUTTON,
    LINK,
    ICON,
    MODAL,
    SEPARATE_PAGE,
    IFRAME,
    DELAYED,
    DISABLED,
    PAYWALL,
    SHADOW_OPEN,
    SHADOW_CLOSED,
    PAGED_THREAD,
    COMMENT_PAGES,
    ARTICLE_STREAM,
    CROSS_SITE_FRAME,
    HEAVY_PAGE,
    SLOW_LAZY,
)

# Article kinds: how old it is at the start and how many comments it has then.
FRESH = "fresh"  # published minutes ago, gains comments over the next hours
NORMAL = "normal"  # 10-60 comments at the start, still growing
BIG = "big"  # 100+ comments at the start (load-more pages)
SATURATED = "saturated"  # days old, discussion over
KINDS = (FRESH, NORMAL, BIG, SATURATED)


@dataclass(frozen=True, slots=True)
class ArrivalParams:
    """A per-outlet comment arrival process: a reaction delay, then a Poisson process of
    top-level comments whose rate decays as the story ages; replies after their parent."""

    reaction_mean_h: float = 1.5  # mean delay from publication to the first comment
    decay_h: float = 8.0  # the top-level rate decays as exp(-t / decay)
    reply_prob: float = 0.3  # chance that a comment gets replies
    reply_delay_min: float = 25.0  # mean delay of a reply after its parent
    max_depth: int = 0  # 0: no replies; 3: replies to replies to replies
    max_replies: int = 3  # replies per comment, at most


@dataclass(frozen=True, slots=True)
class OutletSpec:
    key: str  # short name, used in paths and seeds
    name: str  # the publisher's name
    language: str  # langs module: en, de, fr, ...
    lang_tag: str  # <html lang>: en-GB, de-AT, ...
    host_index: int  # served on 127.0.0.<host_index>
    mechanism: str  # the usual mechanism of its articles
    features: tuple[str, ...]  # other things it exercises (load_more, consent, nested...)
    tz_minutes: int  # UTC offset of its dates
    plan: tuple[str, ...]  # one entry per article: a kind, or "paywall"/"disabled"
    arrival: ArrivalParams
    places: tuple[str, ...]  # fill the {place} slot of topics
    domain: str  # its "real" domain, used in e-mail addresses and copyright lines
    encoding: str = "utf-8"
    currency: str = "€"

    @property
    def tz(self) -> timezone:
        return timezone(timedelta(minutes=self.tz_minutes))


@dataclass(slots=True)
class Comment:
    id: str  # the site's own id (appears in its markup)
    seq: int  # arrival order within the article, from 0
    parent: str | None
    depth: int
    offset_s: float  # seconds after the article's publication
    author: str
    avatar: str  # path on the outlet (or widget) host
    likes: int
    blocks: list[tuple]  # ("p", [segments]) or ("quote", text); segment: str or (text, href)
    text: str  # as a reader sees it, whitespace-normalised
    badge: str | None = None
    published_at: datetime | None = None

    @property
    def published(self) -> datetime:
        """``published_at``, which the world always sets when it makes a comment."""
        assert self.published_at is not None, f"comment {self.id} has no publication time"
        return self.published_at


@dataclass(slots=True)
class Article:
    outlet: str
    index: int
    id: str  # numeric or hex id used in the URL
    kind: str  # fresh | normal | big | saturated
    mechanism: str
    features: tuple[str, ...]
    section: str
    section_slug: str
    topic_key: str
    title: str
    lead: str
    paragraphs: list[str]
    author: str
    published: datetime
    path: str
    comments_path: str | None = None
    paywalled: bool = False
    comments_enabled: bool = True
    delay_ms: int = 0  # for delayed widgets: wall-clock delay before rendering
    image_caption: str = ""
    offsets: list[float] = field(default_factory=list)  # sorted arrival offsets (s)
    comments: list[Comment] | None = None  # generated lazily (text is the costly part)
    arrivals: list = field(default_factory=list)  # arrivals.Arrival, same order as offsets
    slots: dict[str, str] = field(default_factory=dict)  # values for the phrase banks' slots
    # Moderation (offline_web.moderation; empty unless the web moderates): arrival index ->
    # seconds after publication when the comment is removed / edited.
    removed: dict[int, float] = field(default_factory=dict)
    edited: dict[int, float] = field(default_factory=dict)
    edited_comments: dict[int, Comment] = field(default_factory=dict)  # their edited versions

    def arrived_count(self, at: datetime) -> int:
        """Comments that have arrived by ``at`` (removed ones included)."""
        if not self.comments_enabled:
            return 0
        return bisect_right(self.offsets, (at - self.published).total_seconds())

    def visible_count(self, at: datetime) -> int:
        """Comments a reader sees at ``at``: arrived and not removed."""
        arrived = self.arrived_count(at)
        if not self.removed:
            return arrived
        age = (at - self.published).total_seconds()
        return arrived - sum(1 for k, when in self.removed.items() if k < arrived and when <= age)
