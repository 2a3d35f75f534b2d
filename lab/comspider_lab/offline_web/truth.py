"""The ground truth: per article, how its comments are reached and which are visible."""

from __future__ import annotations

from datetime import datetime, timedelta
from typing import TYPE_CHECKING, Any
from urllib.parse import urlsplit

from comspider.clock import iso

if TYPE_CHECKING:
    from comspider_lab.offline_web.model import Article
    from comspider_lab.offline_web.sitebase import OutletSite
    from comspider_lab.offline_web.world import World


def article_truth(site: OutletSite, art: Article, at: datetime) -> dict[str, Any]:
    url = site.url(art.path)
    comments = site.truth_comments(art, at)
    return {
        "url": url,
        "outlet": site.name,
        "host": urlsplit(url).netloc,
        "language": site.spec.language,
        "lang_tag": site.spec.lang_tag,
        "title": art.title,
        "publisher": site.spec.name,
        "published_at": iso(art.published),
        "mechanism": art.mechanism,
        "features": list(art.features),
        "kind": art.kind,
        "entry_point": site.entry_point(art, at),
        "entry_frame_url": site.entry_frame_url(art) if site.in_iframe(art) else None,
        "comments_url": site.url(art.comments_path) if art.comments_path else None,
        "in_iframe": site.in_iframe(art),
        "paywalled": art.paywalled,
        "comments_enabled": art.comments_enabled,
        "comments": [
            {
                "id": c.id,
                "parent": c.parent,
                "depth": c.depth,
                "author": c.author,
                "text": c.text,
                "published_at": iso(c.published_at),
                "likes": c.likes,
            }
            for c in comments
        ],
        "moderation": moderation_events(site, art, at),
    }


def moderation_events(site: OutletSite, art: Article, at: datetime) -> list[dict[str, Any]]:
    """The removals and edits made by ``at`` (of comments that had come by then): which
    comment, when, and for an edit its text before and after."""
    if not (art.removed or art.edited) or art.paywalled:
        return []
    age = (at - art.published).total_seconds()
    comments = site.comments(art)
    events: list[dict[str, Any]] = []
    for kind, plan in (("removed", art.removed), ("edited", art.edited)):
        for k, when in plan.items():
            if when > age or k >= len(comments):
                continue
            c = comments[k]
            event = {
                "action": kind,
                "id": c.id,
                "author": c.author,
                "text": c.text,
                "published_at": iso(c.published_at),
                "at": iso(art.published + timedelta(seconds=when)),
            }
            if kind == "edited":
                event["new_text"] = art.edited_comments[k].text
            events.append(event)
    events.sort(key=lambda e: str(e["at"]))
    return events


def build(world: World, at: datetime) -> dict[str, Any]:
    return {
        "generated_at": iso(at),
        "seed": world.seed,
        "anchor": iso(world.anchor),
        "articles": [article_truth(site, art, at) for site, art in world.articles() if art.published <= at],
    }
